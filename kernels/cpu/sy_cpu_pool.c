/* switchyard cpu backend: the pooling ops over 1 to 3 spatial axes
 * (avg_pool, avg_pool_backward), as plain loops over the window geometry of
 * runtime/sy_pool.h (three axes, a lower spatial rank padded at the front
 * with axes of length 1). Each takes sy_op_args: contiguous operands,
 * attributes at the generated SY_ATTR_<FAMILY>_<NAME>. The runtime has run
 * the family's shape rule: attribute lengths and ranges, the output shape,
 * and without count_include_pad every window reads at least one element of
 * x. */
#include <string.h>

#include "sy_contract.h"
#include "sy_cpu_iter.h"
#include "sy_kernels.h"
#include "sy_pool.h"

/* The count a window divides by: its taps inside x, or with
 * count_include_pad inside the padded input. */
static int64_t pool_count(const sy_pool_taps t[3], bool include_pad)
{
    int64_t c = 1;
    for (int j = 0; j < 3; j++)
        c *= include_pad ? t[j].padded : t[j].last - t[j].first;
    return c;
}

/* ---- avg_pool ---------------------------------------------------------------
 * y = the sum over the taps inside x in double (row-major order), divided by
 * the window's count, rounded once. */
#define DEF_AVG_POOL(sfx, T)                                                                                           \
    static void avg_pool_##sfx(const sy_pool_geom *g, bool cip, const T *xv, T *yv)                                    \
    {                                                                                                                  \
        const sy_pool_axis *a = g->ax;                                                                                 \
        const int64_t in_plane = a[0].d * a[1].d * a[2].d, out_plane = a[0].out * a[1].out * a[2].out;                 \
        for (int64_t p = 0; p < g->planes; p++)                                                                        \
            for (int64_t o0 = 0; o0 < a[0].out; o0++)                                                                  \
                for (int64_t o1 = 0; o1 < a[1].out; o1++)                                                              \
                    for (int64_t o2 = 0; o2 < a[2].out; o2++) {                                                        \
                        const sy_pool_taps t[3] = {sy_pool_taps_of(&a[0], o0), sy_pool_taps_of(&a[1], o1),             \
                                                   sy_pool_taps_of(&a[2], o2)};                                        \
                        double acc = 0;                                                                                \
                        for (int64_t i0 = t[0].first; i0 < t[0].last; i0++)                                            \
                            for (int64_t i1 = t[1].first; i1 < t[1].last; i1++)                                        \
                                for (int64_t i2 = t[2].first; i2 < t[2].last; i2++)                                    \
                                    acc += (double)xv[p * in_plane + (i0 * a[1].d + i1) * a[2].d + i2];                \
                        yv[p * out_plane + (o0 * a[1].out + o1) * a[2].out + o2] =                                     \
                            (T)(acc / (double)pool_count(t, cip));                                                     \
                    }                                                                                                  \
    }
DEF_AVG_POOL(f32, float)
DEF_AVG_POOL(f64, double)

static void geom_of(const sy_op_args *a, const int64_t *xshape, int k, int s, int p, int c, sy_pool_geom *g)
{
    sy_pool_geom_of(xshape, &a->attrs[k], &a->attrs[s], &a->attrs[p], a->attrs[c].i[0] != 0, g);
}

sy_status sy_k_cpu_avg_pool(const sy_op_args *args)
{
    sy_pool_geom g;
    geom_of(args, args->in[0].shape, SY_ATTR_AVG_POOL_KERNEL, SY_ATTR_AVG_POOL_STRIDE, SY_ATTR_AVG_POOL_PADS,
            SY_ATTR_AVG_POOL_CEIL_MODE, &g);
    const bool cip = args->attrs[SY_ATTR_AVG_POOL_COUNT_INCLUDE_PAD].i[0] != 0;
    switch (args->in[0].dtype) {
    case SY_DTYPE_F32:
        avg_pool_f32(&g, cip, (const float *)args->in[0].data, (float *)args->out[0].data);
        return SY_OK;
    case SY_DTYPE_F64:
        avg_pool_f64(&g, cip, (const double *)args->in[0].data, (double *)args->out[0].data);
        return SY_OK;
    default:
        return SY_E_DTYPE_UNSUPPORTED;
    }
}

/* ---- avg_pool_backward ----------------------------------------------------
 * dx[i] = the sum over the windows that read i, in row-major order, of
 * dy[window] / the window's count, in double, rounded once (gathered: no
 * scatter, so each element is written once). */
#define DEF_AVG_POOL_BW(sfx, T)                                                                                        \
    static void avg_pool_bw_##sfx(const sy_pool_geom *g, bool cip, const T *dy, T *dx)                                 \
    {                                                                                                                  \
        const sy_pool_axis *a = g->ax;                                                                                 \
        const int64_t in_plane = a[0].d * a[1].d * a[2].d, out_plane = a[0].out * a[1].out * a[2].out;                 \
        for (int64_t p = 0; p < g->planes; p++)                                                                        \
            for (int64_t i0 = 0; i0 < a[0].d; i0++)                                                                    \
                for (int64_t i1 = 0; i1 < a[1].d; i1++)                                                                \
                    for (int64_t i2 = 0; i2 < a[2].d; i2++) {                                                          \
                        int64_t lo[3], hi[3];                                                                          \
                        sy_pool_sources(&a[0], i0, &lo[0], &hi[0]);                                                    \
                        sy_pool_sources(&a[1], i1, &lo[1], &hi[1]);                                                    \
                        sy_pool_sources(&a[2], i2, &lo[2], &hi[2]);                                                    \
                        double acc = 0;                                                                                \
                        for (int64_t o0 = lo[0]; o0 < hi[0]; o0++)                                                     \
                            for (int64_t o1 = lo[1]; o1 < hi[1]; o1++)                                                 \
                                for (int64_t o2 = lo[2]; o2 < hi[2]; o2++) {                                           \
                                    const sy_pool_taps t[3] = {sy_pool_taps_of(&a[0], o0),                             \
                                                               sy_pool_taps_of(&a[1], o1),                             \
                                                               sy_pool_taps_of(&a[2], o2)};                            \
                                    acc += (double)dy[p * out_plane + (o0 * a[1].out + o1) * a[2].out + o2] /          \
                                        (double)pool_count(t, cip);                                                    \
                                }                                                                                      \
                        dx[p * in_plane + (i0 * a[1].d + i1) * a[2].d + i2] = (T)acc;                                  \
                    }                                                                                                  \
    }
DEF_AVG_POOL_BW(f32, float)
DEF_AVG_POOL_BW(f64, double)

sy_status sy_k_cpu_avg_pool_backward(const sy_op_args *args)
{
    sy_pool_geom g;
    geom_of(args, args->out[0].shape, SY_ATTR_AVG_POOL_BACKWARD_KERNEL, SY_ATTR_AVG_POOL_BACKWARD_STRIDE,
            SY_ATTR_AVG_POOL_BACKWARD_PADS, SY_ATTR_AVG_POOL_BACKWARD_CEIL_MODE, &g);
    const bool cip = args->attrs[SY_ATTR_AVG_POOL_BACKWARD_COUNT_INCLUDE_PAD].i[0] != 0;
    switch (args->in[0].dtype) {
    case SY_DTYPE_F32:
        avg_pool_bw_f32(&g, cip, (const float *)args->in[0].data, (float *)args->out[0].data);
        return SY_OK;
    case SY_DTYPE_F64:
        avg_pool_bw_f64(&g, cip, (const double *)args->in[0].data, (double *)args->out[0].data);
        return SY_OK;
    default:
        return SY_E_DTYPE_UNSUPPORTED;
    }
}
