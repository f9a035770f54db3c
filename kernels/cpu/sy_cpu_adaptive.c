/* switchyard cpu backend: adaptive pooling over 1 to 3 spatial axes
 * (adaptive_avg_pool, adaptive_avg_pool_backward, adaptive_max_pool), as
 * plain loops over the windows of runtime/sy_adaptive.h (three axes, a lower
 * spatial rank padded at the front with axes of length 1). The runtime has
 * run the family's shape rule: every window holds at least one tap, and the
 * bounds' products stay in int64. */
#include <math.h>
#include <string.h>

#include "sy_adaptive.h"
#include "sy_contract.h"
#include "sy_cpu_iter.h"
#include "sy_kernels.h"

/* the taps of output (o0, o1, o2), [f[j], l[j]) along each axis */
#define AD_WINDOW(a, o0, o1, o2, f, l)                                                                                 \
    int64_t f[3], l[3];                                                                                                \
    sy_adaptive_window(&(a)[0], o0, &f[0], &l[0]);                                                                     \
    sy_adaptive_window(&(a)[1], o1, &f[1], &l[1]);                                                                     \
    sy_adaptive_window(&(a)[2], o2, &f[2], &l[2])

/* ---- adaptive_avg_pool ------------------------------------------------------
 * each window's sum in double (row-major order) divided by its taps, rounded
 * once */
#define DEF_AD_AVG(sfx, T)                                                                                             \
    static void ad_avg_##sfx(const sy_adaptive_geom *g, const T *xv, T *yv)                                            \
    {                                                                                                                  \
        const sy_adaptive_axis *a = g->ax;                                                                             \
        const int64_t in_plane = a[0].d * a[1].d * a[2].d, out_plane = a[0].n * a[1].n * a[2].n;                       \
        for (int64_t q = 0; q < g->planes; q++)                                                                        \
            for (int64_t o0 = 0; o0 < a[0].n; o0++)                                                                    \
                for (int64_t o1 = 0; o1 < a[1].n; o1++)                                                                \
                    for (int64_t o2 = 0; o2 < a[2].n; o2++) {                                                          \
                        AD_WINDOW(a, o0, o1, o2, f, l);                                                                \
                        double acc = 0;                                                                                \
                        for (int64_t i0 = f[0]; i0 < l[0]; i0++)                                                       \
                            for (int64_t i1 = f[1]; i1 < l[1]; i1++)                                                   \
                                for (int64_t i2 = f[2]; i2 < l[2]; i2++)                                               \
                                    acc += (double)xv[q * in_plane + (i0 * a[1].d + i1) * a[2].d + i2];                \
                        const double count = (double)((l[0] - f[0]) * (l[1] - f[1]) * (l[2] - f[2]));                  \
                        yv[q * out_plane + (o0 * a[1].n + o1) * a[2].n + o2] = (T)(acc / count);                       \
                    }                                                                                                  \
    }
DEF_AD_AVG(f32, float)
DEF_AD_AVG(f64, double)

static void geom_of(const int64_t *xshape, int rank, const int64_t *yshape,
                    sy_adaptive_geom *g)
{
    sy_adaptive_geom_of(xshape, rank - 2, yshape + 2, g);
}

sy_status sy_k_cpu_adaptive_avg_pool(const sy_op_args *args)
{
    sy_adaptive_geom g;
    geom_of(args->in[0].shape, args->in[0].rank, args->out[0].shape, &g);
    switch (args->in[0].dtype) {
    case SY_DTYPE_F32:
        ad_avg_f32(&g, (const float *)args->in[0].data, (float *)args->out[0].data);
        return SY_OK;
    case SY_DTYPE_F64:
        ad_avg_f64(&g, (const double *)args->in[0].data, (double *)args->out[0].data);
        return SY_OK;
    default:
        return SY_E_DTYPE_UNSUPPORTED;
    }
}

/* ---- adaptive_avg_pool_backward ---------------------------------------------
 * dx[i] = the sum over the windows that read i, in row-major order, of
 * dy[window] / the window's taps, in double, rounded once (gathered) */
#define DEF_AD_AVG_BW(sfx, T)                                                                                          \
    static void ad_avg_bw_##sfx(const sy_adaptive_geom *g, const T *dy, T *dx)                                         \
    {                                                                                                                  \
        const sy_adaptive_axis *a = g->ax;                                                                             \
        const int64_t in_plane = a[0].d * a[1].d * a[2].d, out_plane = a[0].n * a[1].n * a[2].n;                       \
        for (int64_t q = 0; q < g->planes; q++)                                                                        \
            for (int64_t i0 = 0; i0 < a[0].d; i0++)                                                                    \
                for (int64_t i1 = 0; i1 < a[1].d; i1++)                                                                \
                    for (int64_t i2 = 0; i2 < a[2].d; i2++) {                                                          \
                        int64_t lo[3], hi[3];                                                                          \
                        sy_adaptive_sources(&a[0], i0, &lo[0], &hi[0]);                                                \
                        sy_adaptive_sources(&a[1], i1, &lo[1], &hi[1]);                                                \
                        sy_adaptive_sources(&a[2], i2, &lo[2], &hi[2]);                                                \
                        double acc = 0;                                                                                \
                        for (int64_t o0 = lo[0]; o0 < hi[0]; o0++)                                                     \
                            for (int64_t o1 = lo[1]; o1 < hi[1]; o1++)                                                 \
                                for (int64_t o2 = lo[2]; o2 < hi[2]; o2++) {                                           \
                                    AD_WINDOW(a, o0, o1, o2, f, l);                                                    \
                                    const double count = (double)((l[0] - f[0]) * (l[1] - f[1]) * (l[2] - f[2]));      \
                                    acc += (double)dy[q * out_plane + (o0 * a[1].n + o1) * a[2].n + o2] / count;       \
                                }                                                                                      \
                        dx[q * in_plane + (i0 * a[1].d + i1) * a[2].d + i2] = (T)acc;                                  \
                    }                                                                                                  \
    }
DEF_AD_AVG_BW(f32, float)
DEF_AD_AVG_BW(f64, double)

sy_status sy_k_cpu_adaptive_avg_pool_backward(const sy_op_args *args)
{
    sy_adaptive_geom g;
    geom_of(args->out[0].shape, args->out[0].rank, args->in[0].shape, &g);
    switch (args->in[0].dtype) {
    case SY_DTYPE_F32:
        ad_avg_bw_f32(&g, (const float *)args->in[0].data, (float *)args->out[0].data);
        return SY_OK;
    case SY_DTYPE_F64:
        ad_avg_bw_f64(&g, (const double *)args->in[0].data, (double *)args->out[0].data);
        return SY_OK;
    default:
        return SY_E_DTYPE_UNSUPPORTED;
    }
}

/* ---- adaptive_max_pool --------------------------------------------------------
 * each window's maximum, the first in row-major order of its taps winning a
 * tie, a NaN beyond every number (the first NaN wins); its index over the
 * whole input, as max_pool's (so max_pool_backward takes it) */
#define DEF_AD_MAX(sfx, T)                                                                                             \
    static void ad_max_##sfx(const sy_adaptive_geom *g, const T *xv, T *yv, int64_t *iv)                               \
    {                                                                                                                  \
        const sy_adaptive_axis *a = g->ax;                                                                             \
        const int64_t in_plane = a[0].d * a[1].d * a[2].d, out_plane = a[0].n * a[1].n * a[2].n;                       \
        for (int64_t q = 0; q < g->planes; q++)                                                                        \
            for (int64_t o0 = 0; o0 < a[0].n; o0++)                                                                    \
                for (int64_t o1 = 0; o1 < a[1].n; o1++)                                                                \
                    for (int64_t o2 = 0; o2 < a[2].n; o2++) {                                                          \
                        AD_WINDOW(a, o0, o1, o2, f, l);                                                                \
                        int64_t best = q * in_plane + (f[0] * a[1].d + f[1]) * a[2].d + f[2];                          \
                        T m = xv[best];                                                                                \
                        for (int64_t i0 = f[0]; i0 < l[0] && !isnan((double)m); i0++)                                  \
                            for (int64_t i1 = f[1]; i1 < l[1] && !isnan((double)m); i1++)                              \
                                for (int64_t i2 = f[2]; i2 < l[2]; i2++) {                                             \
                                    const int64_t at = q * in_plane + (i0 * a[1].d + i1) * a[2].d + i2;                \
                                    if (isnan((double)xv[at])) {                                                       \
                                        m = xv[at];                                                                    \
                                        best = at;                                                                     \
                                        break;                                                                         \
                                    }                                                                                  \
                                    if (xv[at] > m) {                                                                  \
                                        m = xv[at];                                                                    \
                                        best = at;                                                                     \
                                    }                                                                                  \
                                }                                                                                      \
                        const int64_t o = q * out_plane + (o0 * a[1].n + o1) * a[2].n + o2;                            \
                        yv[o] = m;                                                                                     \
                        iv[o] = best;                                                                                  \
                    }                                                                                                  \
    }
DEF_AD_MAX(f32, float)
DEF_AD_MAX(f64, double)

sy_status sy_k_cpu_adaptive_max_pool(const sy_op_args *args)
{
    sy_adaptive_geom g;
    geom_of(args->in[0].shape, args->in[0].rank, args->out[0].shape, &g);
    int64_t *iv = (int64_t *)args->out[1].data;
    switch (args->in[0].dtype) {
    case SY_DTYPE_F32:
        ad_max_f32(&g, (const float *)args->in[0].data, (float *)args->out[0].data, iv);
        return SY_OK;
    case SY_DTYPE_F64:
        ad_max_f64(&g, (const double *)args->in[0].data, (double *)args->out[0].data, iv);
        return SY_OK;
    default:
        return SY_E_DTYPE_UNSUPPORTED;
    }
}
