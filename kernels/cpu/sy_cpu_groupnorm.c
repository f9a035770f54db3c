/* switchyard cpu backend: group normalization (group_norm,
 * group_norm_backward). x [N, C, ...] is read as [N, G, C / G, S] (S the
 * product of the axes after C); each (n, g) group's mean and biased variance
 * in double, two passes. The runtime has run the family's rule: num_groups
 * divides C, scale of [C] when given, epsilon finite and >= 0. */
#include <math.h>
#include <string.h>

#include "sy_contract.h"
#include "sy_cpu_iter.h"
#include "sy_kernels.h"

typedef struct gn_geom {
    int64_t n, g, cg, s; /* batch, groups, channels per group, elements per channel */
} gn_geom;

static gn_geom gn_geom_of(const int64_t *shape, int rank, int64_t groups)
{
    gn_geom q = {shape[0], groups, shape[1] / groups, 1};
    for (int d = 2; d < rank; d++)
        q.s *= shape[d];
    return q;
}

/* the group's mean and 1 / sqrt(var + eps), in double */
#define DEF_GN_STATS(sfx, T)                                                                                           \
    static void gn_stats_##sfx(const T *xg, int64_t m, double eps, double *mean, double *inv)                          \
    {                                                                                                                  \
        double sum = 0, sq = 0;                                                                                        \
        for (int64_t i = 0; i < m; i++)                                                                                \
            sum += (double)xg[i];                                                                                      \
        *mean = sum / (double)m;                                                                                       \
        for (int64_t i = 0; i < m; i++) {                                                                              \
            const double d = (double)xg[i] - *mean;                                                                    \
            sq += d * d;                                                                                               \
        }                                                                                                              \
        *inv = 1 / sqrt(sq / (double)m + eps);                                                                         \
    }

#define DEF_GN(sfx, T)                                                                                                 \
    DEF_GN_STATS(sfx, T)                                                                                               \
    static void gn_##sfx(gn_geom q, double eps, const T *x, const T *scale, const T *bias, T *y)                      \
    {                                                                                                                  \
        const int64_t m = q.cg * q.s;                                                                                  \
        if (m == 0)                                                                                                    \
            return;                                                                                                    \
        for (int64_t b = 0; b < q.n * q.g; b++) {                                                                      \
            const T *xg = x + b * m;                                                                                   \
            double mean, inv;                                                                                          \
            gn_stats_##sfx(xg, m, eps, &mean, &inv);                                                                   \
            for (int64_t c = 0; c < q.cg; c++) {                                                                       \
                const int64_t ch = (b % q.g) * q.cg + c;                                                               \
                const double w = scale ? (double)scale[ch] : 1, o = bias ? (double)bias[ch] : 0;                       \
                for (int64_t i = 0; i < q.s; i++)                                                                      \
                    y[b * m + c * q.s + i] = (T)((((double)xg[c * q.s + i] - mean) * inv) * w + o);                    \
            }                                                                                                          \
        }                                                                                                              \
    }
DEF_GN(f32, float)
DEF_GN(f64, double)

sy_status sy_k_cpu_group_norm(const sy_op_args *args)
{
    const gn_geom q = gn_geom_of(args->in[0].shape, args->in[0].rank,
                                 args->attrs[SY_ATTR_GROUP_NORM_NUM_GROUPS].i[0]);
    const double eps = args->attrs[SY_ATTR_GROUP_NORM_EPSILON].f;
    switch (args->in[0].dtype) {
    case SY_DTYPE_F32:
        gn_f32(q, eps, (const float *)args->in[0].data, (const float *)args->in[1].data,
               (const float *)args->in[2].data, (float *)args->out[0].data);
        return SY_OK;
    case SY_DTYPE_F64:
        gn_f64(q, eps, (const double *)args->in[0].data, (const double *)args->in[1].data,
               (const double *)args->in[2].data, (double *)args->out[0].data);
        return SY_OK;
    default:
        return SY_E_DTYPE_UNSUPPORTED;
    }
}

/* wrt 0: dx = inv * (g - mean(g) - xhat * mean(g * xhat)) over the group, g = dy * scale[c];
 * wrt 1 and 2: dscale[c] and dbias[c], the sums over n and the group's elements of channel c
 * of dy * xhat and dy (zeros first: a channel of no element sums nothing) */
#define DEF_GN_BW(sfx, T)                                                                                              \
    static void gn_bw_##sfx(gn_geom q, double eps, int wrt, const T *dy, const T *x, const T *scale, T *out)           \
    {                                                                                                                  \
        const int64_t m = q.cg * q.s, c_all = q.g * q.cg;                                                              \
        for (int64_t ch = 0; wrt != 0 && ch < c_all; ch++)                                                             \
            out[ch] = 0;                                                                                               \
        if (m == 0)                                                                                                    \
            return;                                                                                                    \
        for (int64_t ch = 0; wrt != 0 && ch < c_all; ch++) {                                                           \
            const int64_t gi = ch / q.cg, c = ch % q.cg;                                                               \
            double sum = 0;                                                                                            \
            for (int64_t nb = 0; nb < q.n; nb++) {                                                                     \
                const int64_t b = nb * q.g + gi;                                                                       \
                double mean = 0, inv = 1;                                                                              \
                if (wrt == 1)                                                                                          \
                    gn_stats_##sfx(x + b * m, m, eps, &mean, &inv);                                                    \
                for (int64_t i = 0; i < q.s; i++) {                                                                    \
                    const int64_t at = b * m + c * q.s + i;                                                            \
                    sum += wrt == 1 ? (double)dy[at] * (((double)x[at] - mean) * inv) : (double)dy[at];                \
                }                                                                                                      \
            }                                                                                                          \
            out[ch] = (T)sum;                                                                                          \
        }                                                                                                              \
        for (int64_t b = 0; wrt == 0 && b < q.n * q.g; b++) {                                                          \
            const T *xg = x + b * m, *dg = dy + b * m;                                                                 \
            double mean, inv, sg = 0, sgx = 0;                                                                         \
            gn_stats_##sfx(xg, m, eps, &mean, &inv);                                                                   \
            for (int64_t c = 0; c < q.cg; c++) {                                                                       \
                const double w = scale ? (double)scale[(b % q.g) * q.cg + c] : 1;                                      \
                for (int64_t i = 0; i < q.s; i++) {                                                                    \
                    const double gv = (double)dg[c * q.s + i] * w;                                                     \
                    sg += gv;                                                                                          \
                    sgx += gv * (((double)xg[c * q.s + i] - mean) * inv);                                              \
                }                                                                                                      \
            }                                                                                                          \
            sg /= (double)m;                                                                                           \
            sgx /= (double)m;                                                                                          \
            for (int64_t c = 0; c < q.cg; c++) {                                                                       \
                const double w = scale ? (double)scale[(b % q.g) * q.cg + c] : 1;                                      \
                for (int64_t i = 0; i < q.s; i++) {                                                                    \
                    const double xh = ((double)xg[c * q.s + i] - mean) * inv;                                          \
                    out[b * m + c * q.s + i] = (T)(inv * ((double)dg[c * q.s + i] * w - sg - xh * sgx));               \
                }                                                                                                      \
            }                                                                                                          \
        }                                                                                                              \
    }
DEF_GN_BW(f32, float)
DEF_GN_BW(f64, double)

sy_status sy_k_cpu_group_norm_backward(const sy_op_args *args)
{
    const gn_geom q = gn_geom_of(args->in[1].shape, args->in[1].rank,
                                 args->attrs[SY_ATTR_GROUP_NORM_BACKWARD_NUM_GROUPS].i[0]);
    const double eps = args->attrs[SY_ATTR_GROUP_NORM_BACKWARD_EPSILON].f;
    const int wrt = (int)args->attrs[SY_ATTR_GROUP_NORM_BACKWARD_WRT].i[0];
    switch (args->in[0].dtype) {
    case SY_DTYPE_F32:
        gn_bw_f32(q, eps, wrt, (const float *)args->in[0].data, (const float *)args->in[1].data,
                  (const float *)args->in[2].data, (float *)args->out[0].data);
        return SY_OK;
    case SY_DTYPE_F64:
        gn_bw_f64(q, eps, wrt, (const double *)args->in[0].data, (const double *)args->in[1].data,
                  (const double *)args->in[2].data, (double *)args->out[0].data);
        return SY_OK;
    default:
        return SY_E_DTYPE_UNSUPPORTED;
    }
}
