/* switchyard: the window geometry of max_pool over 1 to 3 spatial axes,
 * shared by its shape rule (runtime/sy_rules_maxpool.c) and its kernels
 * (kernels/cpu/sy_cpu_maxpool.c), so the output lengths are written once.
 *
 * x is [N, C, D1, ..., Dk], k = the kernel's length (1..3); stride and
 * dilation have k values or none (all 1), pads 2k or none (all 0), ONNX's
 * layout. The geometry always has three axes: a spatial rank below 3 is
 * padded at the front with axes of length 1, kernel 1, stride 1, dilation 1
 * and no pads, which change nothing.
 */
#ifndef SY_MAXPOOL_H
#define SY_MAXPOOL_H

#include <stdbool.h>
#include <stdint.h>

#include "sy_contract.h"

typedef struct sy_mp_geom {
    int n;          /* spatial axes of x, 1..3 */
    int64_t planes; /* N * C */
    int64_t d[3], k[3], s[3], dl[3], lo[3], hi[3], out[3];
} sy_mp_geom;

/* The output length along one axis: floor((d + lo + hi - extent) / s) + 1,
 * extent = dl * (k - 1) + 1, or with ceil_mode the ceiling, less a last
 * window that would start in the end padding (ONNX's rule, PyTorch's); -1
 * when no window fits. */
static inline int64_t sy_mp_out(int64_t d, int64_t k, int64_t s, int64_t dl, int64_t lo, int64_t hi, bool ceil_mode)
{
    const int64_t span = d + lo + hi - (dl * (k - 1) + 1) + (ceil_mode ? s - 1 : 0);
    if (span < 0)
        return -1;
    int64_t n = span / s + 1;
    if (ceil_mode && (n - 1) * s >= d + lo)
        n--;
    return n > 0 ? n : -1;
}

/* The geometry of x's shape (rank 2 + kernel->n) under the attributes, which
 * the rule has checked (lengths and ranges). */
static inline void sy_mp_geom_of(const int64_t *shape, const sy_attr_value *kernel, const sy_attr_value *stride,
                                 const sy_attr_value *pads, const sy_attr_value *dilation, bool ceil_mode,
                                 sy_mp_geom *g)
{
    const int n = kernel->n;
    g->n = n;
    g->planes = shape[0] * shape[1];
    for (int j = 0; j < 3; j++) {
        const int at = j - (3 - n);
        if (at < 0) {
            g->d[j] = g->k[j] = g->s[j] = g->dl[j] = g->out[j] = 1;
            g->lo[j] = g->hi[j] = 0;
            continue;
        }
        g->d[j] = shape[2 + at];
        g->k[j] = kernel->i[at];
        g->s[j] = stride->n ? stride->i[at] : 1;
        g->dl[j] = dilation->n ? dilation->i[at] : 1;
        g->lo[j] = pads->n ? pads->i[at] : 0;
        g->hi[j] = pads->n ? pads->i[n + at] : 0;
        g->out[j] = sy_mp_out(g->d[j], g->k[j], g->s[j], g->dl[j], g->lo[j], g->hi[j], ceil_mode);
    }
}

/* An index of max_pool's over a plane of `shape` (rank 3..5) in
 * column-major order over the spatial axes (storage_order 1: the first
 * spatial axis fastest), as the row-major position; the plane stays. */
static inline int64_t sy_mp_row_major(int64_t index, const int64_t *shape, int rank)
{
    int64_t plane = 1;
    for (int k = 2; k < rank; k++)
        plane *= shape[k];
    int64_t rest = index % plane, pos = 0, stride = 1;
    int64_t coord[SY_MAX_RANK];
    for (int k = 2; k < rank; k++) { /* the first spatial axis fastest */
        coord[k] = rest % shape[k];
        rest /= shape[k];
    }
    for (int k = rank - 1; k >= 2; k--) {
        pos += coord[k] * stride;
        stride *= shape[k];
    }
    return index - index % plane + pos;
}

#endif
