/* switchyard cpu backend: Lp pooling over 1 to 3 spatial axes (lp_pool,
 * lp_pool_backward), as plain loops over avg_pool's window geometry
 * (runtime/sy_pool.h: three axes, a lower spatial rank padded at the front
 * with axes of length 1). The runtime has run the family's shape rule
 * (attribute lengths and ranges, p >= 1, the output shape). Padding adds
 * nothing to a window's sum, so only the taps inside x are read. */
#include <math.h>
#include <string.h>

#include "sy_contract.h"
#include "sy_cpu_iter.h"
#include "sy_kernels.h"
#include "sy_pool.h"

/* |v|^p of v scaled by the window's largest |v| (m > 0, finite) */
static double lp_term(double v, double m, double p)
{
    const double a = fabs(v) / m;
    return p == 1 ? a : p == 2 ? a * a : pow(a, p);
}

/* m * (the sum of the scaled powers)^(1/p) */
static double lp_root(double m, double acc, double p)
{
    return m * (p == 1 ? acc : p == 2 ? sqrt(acc) : pow(acc, 1 / p));
}

static void lp_geom(const sy_op_args *a, const int64_t *xshape, int k, int s, int p, sy_pool_geom *g)
{
    sy_pool_geom_of(xshape, &a->attrs[k], &a->attrs[s], &a->attrs[p], false, g);
}

/* ---- lp_pool --------------------------------------------------------------
 * two passes over each window's taps inside x (row-major): the largest |x|
 * m (NaN if any is NaN), then, for m finite and above 0, the sum in double
 * of (|x| / m)^p, so that no power overflows or underflows all at once; the
 * result m * sum^(1/p) rounded once (m itself when it is 0, inf or NaN). */
#define LP_TAPS(body)                                                                                                  \
    for (int64_t i0 = t[0].first; i0 < t[0].last; i0++)                                                                \
        for (int64_t i1 = t[1].first; i1 < t[1].last; i1++)                                                            \
            for (int64_t i2 = t[2].first; i2 < t[2].last; i2++) {                                                      \
                const double v = (double)xv[q * in_plane + (i0 * a[1].d + i1) * a[2].d + i2];                          \
                body;                                                                                                  \
            }
#define DEF_LP_POOL(sfx, T)                                                                                            \
    static void lp_pool_##sfx(const sy_pool_geom *g, double p, const T *xv, T *yv)                                     \
    {                                                                                                                  \
        const sy_pool_axis *a = g->ax;                                                                                 \
        const int64_t in_plane = a[0].d * a[1].d * a[2].d, out_plane = a[0].out * a[1].out * a[2].out;                 \
        for (int64_t q = 0; q < g->planes; q++)                                                                        \
            for (int64_t o0 = 0; o0 < a[0].out; o0++)                                                                  \
                for (int64_t o1 = 0; o1 < a[1].out; o1++)                                                              \
                    for (int64_t o2 = 0; o2 < a[2].out; o2++) {                                                        \
                        const sy_pool_taps t[3] = {sy_pool_taps_of(&a[0], o0), sy_pool_taps_of(&a[1], o1),             \
                                                   sy_pool_taps_of(&a[2], o2)};                                        \
                        double m = 0, acc = 0;                                                                         \
                        LP_TAPS(m = isnan(v) || isnan(m) ? NAN : fabs(v) > m ? fabs(v) : m)                            \
                        if (m > 0 && !isinf(m)) {                                                                      \
                            LP_TAPS(acc += lp_term(v, m, p))                                                           \
                            m = lp_root(m, acc, p);                                                                    \
                        }                                                                                              \
                        yv[q * out_plane + (o0 * a[1].out + o1) * a[2].out + o2] = (T)m;                               \
                    }                                                                                                  \
    }
DEF_LP_POOL(f32, float)
DEF_LP_POOL(f64, double)

sy_status sy_k_cpu_lp_pool(const sy_op_args *args)
{
    sy_pool_geom g;
    lp_geom(args, args->in[0].shape, SY_ATTR_LP_POOL_KERNEL, SY_ATTR_LP_POOL_STRIDE, SY_ATTR_LP_POOL_PADS, &g);
    const double p = (double)args->attrs[SY_ATTR_LP_POOL_P].i[0];
    switch (args->in[0].dtype) {
    case SY_DTYPE_F32:
        lp_pool_f32(&g, p, (const float *)args->in[0].data, (float *)args->out[0].data);
        return SY_OK;
    case SY_DTYPE_F64:
        lp_pool_f64(&g, p, (const double *)args->in[0].data, (double *)args->out[0].data);
        return SY_OK;
    default:
        return SY_E_DTYPE_UNSUPPORTED;
    }
}

/* ---- lp_pool_backward -------------------------------------------------------
 * dx[i] = the sum over the windows that read i, in row-major order, of
 * dy[w] * sign(x[i]) * (|x[i]| / y[w])^(p - 1) (0 where y[w] is 0), in
 * double, rounded once (gathered: each element written once). */
static double lp_share(double x, double y, double p)
{
    if (y == 0 || x == 0)
        return 0;
    const double r = p == 1 ? 1 : p == 2 ? fabs(x) / y : pow(fabs(x) / y, p - 1);
    return x < 0 ? -r : r;
}

#define DEF_LP_POOL_BW(sfx, T)                                                                                         \
    static void lp_pool_bw_##sfx(const sy_pool_geom *g, double p, const T *dy, const T *xv, const T *yv, T *dx)        \
    {                                                                                                                  \
        const sy_pool_axis *a = g->ax;                                                                                 \
        const int64_t in_plane = a[0].d * a[1].d * a[2].d, out_plane = a[0].out * a[1].out * a[2].out;                 \
        for (int64_t q = 0; q < g->planes; q++)                                                                        \
            for (int64_t i0 = 0; i0 < a[0].d; i0++)                                                                    \
                for (int64_t i1 = 0; i1 < a[1].d; i1++)                                                                \
                    for (int64_t i2 = 0; i2 < a[2].d; i2++) {                                                          \
                        int64_t lo[3], hi[3];                                                                          \
                        sy_pool_sources(&a[0], i0, &lo[0], &hi[0]);                                                    \
                        sy_pool_sources(&a[1], i1, &lo[1], &hi[1]);                                                    \
                        sy_pool_sources(&a[2], i2, &lo[2], &hi[2]);                                                    \
                        const int64_t at = q * in_plane + (i0 * a[1].d + i1) * a[2].d + i2;                            \
                        const double xi = (double)xv[at];                                                              \
                        double acc = 0;                                                                                \
                        for (int64_t o0 = lo[0]; o0 < hi[0]; o0++)                                                     \
                            for (int64_t o1 = lo[1]; o1 < hi[1]; o1++)                                                 \
                                for (int64_t o2 = lo[2]; o2 < hi[2]; o2++) {                                           \
                                    const int64_t w = q * out_plane + (o0 * a[1].out + o1) * a[2].out + o2;            \
                                    acc += (double)dy[w] * lp_share(xi, (double)yv[w], p);                             \
                                }                                                                                      \
                        dx[at] = (T)acc;                                                                               \
                    }                                                                                                  \
    }
DEF_LP_POOL_BW(f32, float)
DEF_LP_POOL_BW(f64, double)

sy_status sy_k_cpu_lp_pool_backward(const sy_op_args *args)
{
    sy_pool_geom g;
    lp_geom(args, args->in[1].shape, SY_ATTR_LP_POOL_BACKWARD_KERNEL, SY_ATTR_LP_POOL_BACKWARD_STRIDE,
            SY_ATTR_LP_POOL_BACKWARD_PADS, &g);
    const double p = (double)args->attrs[SY_ATTR_LP_POOL_BACKWARD_P].i[0];
    switch (args->in[0].dtype) {
    case SY_DTYPE_F32:
        lp_pool_bw_f32(&g, p, (const float *)args->in[0].data, (const float *)args->in[1].data,
                       (const float *)args->in[2].data, (float *)args->out[0].data);
        return SY_OK;
    case SY_DTYPE_F64:
        lp_pool_bw_f64(&g, p, (const double *)args->in[0].data, (const double *)args->in[1].data,
                       (const double *)args->in[2].data, (double *)args->out[0].data);
        return SY_OK;
    default:
        return SY_E_DTYPE_UNSUPPORTED;
    }
}
