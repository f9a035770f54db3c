/* switchyard: the window geometry of the pooling ops over 1 to 3 spatial
 * axes (avg_pool, avg_pool_backward), shared by their shape rules
 * (runtime/sy_rules_pool.c) and their kernels, so the output lengths and the
 * count each window divides by are written once.
 *
 * x is [N, C, D1, ..., Dk], k = the kernel's length (1..3); stride has k
 * values or none (all 1), pads 2k or none (all 0), ONNX's layout: [begin of
 * D1, ..., begin of Dk, end of D1, ..., end of Dk]. The geometry always has
 * three axes: a spatial rank below 3 is padded at the front with axes of
 * length 1, kernel 1, stride 1 and no pads, which change nothing.
 */
#ifndef SY_POOL_H
#define SY_POOL_H

#include <stdbool.h>
#include <stdint.h>

#include "sy_contract.h"

/* One spatial axis: input length d, kernel k, stride s, pads lo and hi, and
 * the output length out. */
typedef struct sy_pool_axis {
    int64_t d, k, s, lo, hi, out;
} sy_pool_axis;

typedef struct sy_pool_geom {
    int n;              /* spatial axes of x, 1..3 */
    int64_t planes;     /* N * C */
    sy_pool_axis ax[3]; /* the last n are x's spatial axes */
} sy_pool_geom;

/* The output length along one axis: floor((d + lo + hi - k) / s) + 1, or
 * with ceil_mode the ceiling, less a last window that would start in the
 * end padding (ONNX's rule, PyTorch's); -1 when no window fits. */
static inline int64_t sy_pool_out(const sy_pool_axis *a, bool ceil_mode)
{
    const int64_t span = a->d + a->lo + a->hi - a->k + (ceil_mode ? a->s - 1 : 0);
    if (span < 0)
        return -1;
    int64_t n = span / a->s + 1;
    if (ceil_mode && (n - 1) * a->s >= a->d + a->lo)
        n--;
    return n > 0 ? n : -1;
}

/* The geometry of x's shape (rank 2 + kernel->n) under the attributes, which
 * the rule has checked (lengths and ranges); out is -1 along an axis where
 * no window fits. */
static inline void sy_pool_geom_of(const int64_t *shape, const sy_attr_value *kernel, const sy_attr_value *stride,
                                   const sy_attr_value *pads, bool ceil_mode, sy_pool_geom *g)
{
    const int n = kernel->n;
    g->n = n;
    g->planes = shape[0] * shape[1];
    for (int j = 0; j < 3; j++) {
        sy_pool_axis *a = &g->ax[j];
        const int at = j - (3 - n); /* the spatial axis, or < 0 for a padding axis */
        if (at < 0) {
            *a = (sy_pool_axis){1, 1, 1, 0, 0, 1};
            continue;
        }
        a->d = shape[2 + at];
        a->k = kernel->i[at];
        a->s = stride->n ? stride->i[at] : 1;
        a->lo = pads->n ? pads->i[at] : 0;
        a->hi = pads->n ? pads->i[n + at] : 0;
        a->out = sy_pool_out(a, ceil_mode);
    }
}

/* The taps of window o along axis a: positions [first, last) inside x, and
 * how many lie inside the padded input (count_include_pad's count). */
typedef struct sy_pool_taps {
    int64_t first, last, padded;
} sy_pool_taps;

static inline sy_pool_taps sy_pool_taps_of(const sy_pool_axis *a, int64_t o)
{
    const int64_t start = o * a->s - a->lo, end = start + a->k;
    sy_pool_taps t;
    t.first = start < 0 ? 0 : start;
    t.last = end > a->d ? a->d : end;
    if (t.last < t.first)
        t.last = t.first;
    t.padded = (end > a->d + a->hi ? a->d + a->hi : end) - start;
    return t;
}

/* The outputs whose windows read position i along axis a: [lo, hi), empty
 * when lo >= hi. */
static inline void sy_pool_sources(const sy_pool_axis *a, int64_t i, int64_t *lo, int64_t *hi)
{
    const int64_t t = i + a->lo; /* o * s <= t and o * s + k > t */
    *lo = t - a->k + 1 <= 0 ? 0 : (t - a->k + 1 + a->s - 1) / a->s;
    *hi = t / a->s + 1;
    if (*hi > a->out)
        *hi = a->out;
}

#endif
