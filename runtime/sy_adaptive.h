/* switchyard: the window geometry of adaptive pooling over 1 to 3 spatial
 * axes (adaptive_avg_pool, adaptive_avg_pool_backward, adaptive_max_pool),
 * shared by their shape rules (runtime/sy_rules_adaptive.c) and their
 * kernels. Window o of an axis of input length d and output length n spans
 * [floor(o * d / n), ceil((o + 1) * d / n)), PyTorch's bounds. The rule
 * checks d >= 1, n >= 1 and d * n <= 2^62, so no product below overflows.
 * The geometry always has three axes: a spatial rank below 3 is padded at
 * the front with axes of length 1 and output 1, which change nothing.
 */
#ifndef SY_ADAPTIVE_H
#define SY_ADAPTIVE_H

#include <stdint.h>

typedef struct sy_adaptive_axis {
    int64_t d, n; /* input and output lengths */
} sy_adaptive_axis;

typedef struct sy_adaptive_geom {
    int64_t planes;         /* N * C */
    sy_adaptive_axis ax[3]; /* the last k are the spatial axes */
} sy_adaptive_geom;

/* x's shape (rank 2 + k) and the output's spatial lengths (k of them) */
static inline void sy_adaptive_geom_of(const int64_t *shape, int k, const int64_t *out, sy_adaptive_geom *g)
{
    g->planes = shape[0] * shape[1];
    for (int j = 0; j < 3; j++) {
        const int at = j - (3 - k);
        g->ax[j] = at < 0 ? (sy_adaptive_axis){1, 1} : (sy_adaptive_axis){shape[2 + at], out[at]};
    }
}

/* window o's taps [*first, *last) */
static inline void sy_adaptive_window(const sy_adaptive_axis *a, int64_t o, int64_t *first, int64_t *last)
{
    *first = o * a->d / a->n;
    *last = ((o + 1) * a->d + a->n - 1) / a->n;
}

/* the windows that read position i: [*lo, *hi) */
static inline void sy_adaptive_sources(const sy_adaptive_axis *a, int64_t i, int64_t *lo, int64_t *hi)
{
    *lo = i * a->n / a->d;
    *hi = ((i + 1) * a->n + a->d - 1) / a->d;
    if (*hi > a->n)
        *hi = a->n;
}

#endif
