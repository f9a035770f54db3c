/* switchyard cpu backend: the convolutions over 1 to 3 spatial axes (conv,
 * conv_transpose and their gradient ops), as plain loops gathering each result
 * element (no scatter). Each takes sy_op_args: contiguous operands,
 * attributes at the generated SY_ATTR_<FAMILY>_<NAME>. The runtime has run
 * the family's shape rule (runtime/sy_rules_conv.c): ranks, channels that fit
 * the groups, attributes in range, the output lengths. The geometry is
 * runtime/sy_conv.h's, three spatial axes with the missing ones of length 1.
 * Sums in double, rounded to the dtype once. Three loops do the work:
 *
 *   corr   y[n, m, o]  = bias[m] + sum over the channels c of m's group and
 *                        the taps i with p = o * stride - begin + i * dilation
 *                        inside x: x[n, c, p] * w[m, c - group start, i]
 *                        (conv; conv_transpose_backward_input, whose weight
 *                        [C, M / groups, ...] is conv's of dy)
 *   scat   y[n, m, p]  = bias[m] + sum over the channels c of m's group and
 *                        the taps i with p = o * stride - begin + i * dilation,
 *                        0 <= o < x's length: x[n, c, o] * w[c, m - group start, i]
 *                        (conv_transpose; conv_backward_input, dy in x's place)
 *   wgrad  dw[m, k, i] = sum over n and the positions o of dy whose tap i
 *                        reads inside x: dy[n, m, o] * x[n, group start + k, p]
 *                        (conv_backward_weight; conv_transpose's weight
 *                        gradient calls it with x and dy swapped)
 */
#include "sy_contract.h"
#include "sy_conv.h"
#include "sy_cpu_iter.h"
#include "sy_kernels.h"

/* The taps j in 0..k-1 of the window starting at `start` that fall inside
 * 0..len-1 (start + j * dil): [first, last], empty when first > last. */
typedef struct taps {
    int64_t first, last;
} taps;

static taps inside(int64_t start, int64_t k, int64_t dil, int64_t len)
{
    taps t = {0, k - 1};
    if (start < 0)
        t.first = (-start + dil - 1) / dil;
    if (start + t.last * dil > len - 1)
        t.last = len - 1 - start < 0 ? -1 : (len - 1 - start) / dil;
    return t;
}

/* The position o (0 <= o < n) whose tap j lands on p, or -1. */
static int64_t tap_from(int64_t p, int64_t j, int64_t s, int64_t dl, int64_t lo, int64_t n)
{
    const int64_t t = p + lo - j * dl;
    if (t < 0 || t % s != 0 || t / s >= n)
        return -1;
    return t / s;
}

/* The shapes of one call: x's (the input read) and y's (the result) spatial
 * lengths, the kernel's, and the channel counts. */
typedef struct conv_dims {
    int64_t N, C, M, groups, xd[3], yd[3], k[3];
} conv_dims;

static conv_dims dims_of(const sy_tensor_arg *x, const sy_tensor_arg *w, const sy_result_arg *y, int64_t groups)
{
    conv_dims d;
    d.N = x->shape[0];
    d.C = x->shape[1];
    d.M = y->shape[1];
    d.groups = groups;
    sy_conv_dims(x->shape, x->rank, d.xd);
    sy_conv_dims(y->shape, y->rank, d.yd);
    sy_conv_dims(w->shape, w->rank, d.k);
    return d;
}

#define DEF_CONVND(sfx, T)                                                                                             \
    /* corr: weight [M, C / groups, k] */                                                                              \
    static void corr_##sfx(const T *xv, const T *wv, const T *bv, T *yv, const conv_dims *d, const sy_conv_geom *g)   \
    {                                                                                                                  \
        const int64_t CG = d->C / d->groups, MG = d->M / d->groups, KS = d->k[0] * d->k[1] * d->k[2];                  \
        const int64_t XS = d->xd[0] * d->xd[1] * d->xd[2];                                                             \
        T *y = yv;                                                                                                     \
        for (int64_t n = 0; n < d->N; n++)                                                                             \
            for (int64_t m = 0; m < d->M; m++) {                                                                       \
                const int64_t c0 = (m / MG) * CG;                                                                      \
                for (int64_t o0 = 0; o0 < d->yd[0]; o0++) {                                                            \
                    const int64_t a0 = o0 * g->s[0] - g->lo[0];                                                        \
                    const taps t0 = inside(a0, d->k[0], g->dl[0], d->xd[0]);                                           \
                    for (int64_t o1 = 0; o1 < d->yd[1]; o1++) {                                                        \
                        const int64_t a1 = o1 * g->s[1] - g->lo[1];                                                    \
                        const taps t1 = inside(a1, d->k[1], g->dl[1], d->xd[1]);                                       \
                        for (int64_t o2 = 0; o2 < d->yd[2]; o2++) {                                                    \
                            const int64_t a2 = o2 * g->s[2] - g->lo[2];                                                \
                            const taps t2 = inside(a2, d->k[2], g->dl[2], d->xd[2]);                                   \
                            double acc = 0;                                                                            \
                            for (int64_t c = 0; c < CG; c++) {                                                         \
                                const T *xp = xv + (n * d->C + c0 + c) * XS;                                           \
                                const T *wp = wv + (m * CG + c) * KS;                                                  \
                                for (int64_t i = t0.first; i <= t0.last; i++)                                          \
                                    for (int64_t j = t1.first; j <= t1.last; j++)                                      \
                                        for (int64_t l = t2.first; l <= t2.last; l++)                                  \
                                            acc += (double)xp[((a0 + i * g->dl[0]) * d->xd[1] + a1 + j * g->dl[1]) *   \
                                                                  d->xd[2] +                                           \
                                                              a2 + l * g->dl[2]] *                                     \
                                                   (double)wp[(i * d->k[1] + j) * d->k[2] + l];                        \
                            }                                                                                          \
                            if (bv)                                                                                    \
                                acc += (double)bv[m];                                                                  \
                            *y++ = (T)acc;                                                                             \
                        }                                                                                              \
                    }                                                                                                  \
                }                                                                                                      \
            }                                                                                                          \
    }                                                                                                                  \
    /* scat: weight [C, M / groups, k] */                                                                              \
    static void scat_##sfx(const T *xv, const T *wv, const T *bv, T *yv, const conv_dims *d, const sy_conv_geom *g)   \
    {                                                                                                                  \
        const int64_t CG = d->C / d->groups, MG = d->M / d->groups, KS = d->k[0] * d->k[1] * d->k[2];                  \
        const int64_t XS = d->xd[0] * d->xd[1] * d->xd[2];                                                             \
        T *y = yv;                                                                                                     \
        for (int64_t n = 0; n < d->N; n++)                                                                             \
            for (int64_t m = 0; m < d->M; m++) {                                                                       \
                const int64_t grp = m / MG, mk = m - grp * MG;                                                         \
                for (int64_t p0 = 0; p0 < d->yd[0]; p0++)                                                              \
                    for (int64_t p1 = 0; p1 < d->yd[1]; p1++)                                                          \
                        for (int64_t p2 = 0; p2 < d->yd[2]; p2++) {                                                    \
                            double acc = 0;                                                                            \
                            for (int64_t i = 0; i < d->k[0]; i++) {                                                    \
                                const int64_t q0 = tap_from(p0, i, g->s[0], g->dl[0], g->lo[0], d->xd[0]);             \
                                if (q0 < 0)                                                                            \
                                    continue;                                                                          \
                                for (int64_t j = 0; j < d->k[1]; j++) {                                                \
                                    const int64_t q1 = tap_from(p1, j, g->s[1], g->dl[1], g->lo[1], d->xd[1]);         \
                                    if (q1 < 0)                                                                        \
                                        continue;                                                                      \
                                    for (int64_t l = 0; l < d->k[2]; l++) {                                            \
                                        const int64_t q2 = tap_from(p2, l, g->s[2], g->dl[2], g->lo[2], d->xd[2]);     \
                                        if (q2 < 0)                                                                    \
                                            continue;                                                                  \
                                        const int64_t at = (q0 * d->xd[1] + q1) * d->xd[2] + q2;                       \
                                        const int64_t tap = (i * d->k[1] + j) * d->k[2] + l;                           \
                                        for (int64_t c = grp * CG; c < (grp + 1) * CG; c++)                            \
                                            acc += (double)xv[(n * d->C + c) * XS + at] *                              \
                                                   (double)wv[(c * MG + mk) * KS + tap];                               \
                                    }                                                                                  \
                                }                                                                                      \
                            }                                                                                          \
                            if (bv)                                                                                    \
                                acc += (double)bv[m];                                                                  \
                            *y++ = (T)acc;                                                                             \
                        }                                                                                              \
            }                                                                                                          \
    }                                                                                                                  \
    /* wgrad: dy [N, M, yd], x [N, C, xd] (d->xd), dw [M, C / groups, k] */                                            \
    static void wgrad_##sfx(const T *gv, const T *xv, T *dw, const conv_dims *d, const sy_conv_geom *g)               \
    {                                                                                                                  \
        const int64_t CG = d->C / d->groups, MG = d->M / d->groups;                                                    \
        const int64_t XS = d->xd[0] * d->xd[1] * d->xd[2], YS = d->yd[0] * d->yd[1] * d->yd[2];                        \
        T *out = dw;                                                                                                   \
        for (int64_t m = 0; m < d->M; m++)                                                                             \
            for (int64_t k = 0; k < CG; k++) {                                                                         \
                const int64_t c = (m / MG) * CG + k;                                                                   \
                for (int64_t i = 0; i < d->k[0]; i++)                                                                  \
                    for (int64_t j = 0; j < d->k[1]; j++)                                                              \
                        for (int64_t l = 0; l < d->k[2]; l++) {                                                        \
                            double acc = 0;                                                                            \
                            for (int64_t n = 0; n < d->N; n++) {                                                       \
                                const T *gp = gv + (n * d->M + m) * YS, *xp = xv + (n * d->C + c) * XS;                \
                                for (int64_t o0 = 0; o0 < d->yd[0]; o0++) {                                            \
                                    const int64_t p0 = o0 * g->s[0] - g->lo[0] + i * g->dl[0];                         \
                                    if (p0 < 0 || p0 >= d->xd[0])                                                      \
                                        continue;                                                                      \
                                    for (int64_t o1 = 0; o1 < d->yd[1]; o1++) {                                        \
                                        const int64_t p1 = o1 * g->s[1] - g->lo[1] + j * g->dl[1];                     \
                                        if (p1 < 0 || p1 >= d->xd[1])                                                  \
                                            continue;                                                                  \
                                        for (int64_t o2 = 0; o2 < d->yd[2]; o2++) {                                    \
                                            const int64_t p2 = o2 * g->s[2] - g->lo[2] + l * g->dl[2];                 \
                                            if (p2 < 0 || p2 >= d->xd[2])                                              \
                                                continue;                                                              \
                                            acc += (double)gp[(o0 * d->yd[1] + o1) * d->yd[2] + o2] *                  \
                                                   (double)xp[(p0 * d->xd[1] + p1) * d->xd[2] + p2];                   \
                                        }                                                                              \
                                    }                                                                                  \
                                }                                                                                      \
                            }                                                                                          \
                            *out++ = (T)acc;                                                                           \
                        }                                                                                              \
            }                                                                                                          \
    }
DEF_CONVND(f32, float)
DEF_CONVND(f64, double)

/* The geometry of a call whose attributes start at `stride` (stride, pads,
 * dilation, groups, then output_padding when out_pad is set), the spatial
 * rank from the weight. */
static sy_conv_geom geom_at(const sy_op_args *a, int slot_stride, int slot_pads, int slot_dil, int slot_out_pad)
{
    sy_conv_geom g;
    sy_conv_geom_of(a->in[1].rank - 2, &a->attrs[slot_stride], &a->attrs[slot_pads], &a->attrs[slot_dil],
                    slot_out_pad >= 0 ? &a->attrs[slot_out_pad] : NULL, &g);
    return g;
}

#define RUN(kind, a, ...)                                                                                              \
    switch ((a)->in[0].dtype) {                                                                                        \
    case SY_DTYPE_F32:                                                                                                 \
        kind##_f32(__VA_ARGS__);                                                                                       \
        return SY_OK;                                                                                                  \
    case SY_DTYPE_F64:                                                                                                 \
        kind##_f64(__VA_ARGS__);                                                                                       \
        return SY_OK;                                                                                                  \
    default:                                                                                                           \
        return SY_E_DTYPE_UNSUPPORTED;                                                                                 \
    }

sy_status sy_k_cpu_conv(const sy_op_args *a)
{
    const sy_conv_geom g = geom_at(a, SY_ATTR_CONV_STRIDE, SY_ATTR_CONV_PADS, SY_ATTR_CONV_DILATION, -1);
    const conv_dims d = dims_of(&a->in[0], &a->in[1], &a->out[0], a->attrs[SY_ATTR_CONV_GROUPS].i[0]);
    RUN(corr, a, a->in[0].data, a->in[1].data, a->in[2].data, a->out[0].data, &d, &g)
}

/* dx [N, C, xd] of dy [N, M, yd]: scat with dy in x's place and dx in y's */
sy_status sy_k_cpu_conv_backward_input(const sy_op_args *a)
{
    const sy_conv_geom g = geom_at(a, SY_ATTR_CONV_BACKWARD_INPUT_STRIDE, SY_ATTR_CONV_BACKWARD_INPUT_PADS,
                                   SY_ATTR_CONV_BACKWARD_INPUT_DILATION, -1);
    const conv_dims d = dims_of(&a->in[0], &a->in[1], &a->out[0], a->attrs[SY_ATTR_CONV_BACKWARD_INPUT_GROUPS].i[0]);
    RUN(scat, a, a->in[0].data, a->in[1].data, NULL, a->out[0].data, &d, &g)
}

sy_status sy_k_cpu_conv_backward_weight(const sy_op_args *a)
{
    /* in: dy, x, weight */
    sy_conv_geom g;
    sy_conv_geom_of(a->in[2].rank - 2, &a->attrs[SY_ATTR_CONV_BACKWARD_WEIGHT_STRIDE],
                    &a->attrs[SY_ATTR_CONV_BACKWARD_WEIGHT_PADS], &a->attrs[SY_ATTR_CONV_BACKWARD_WEIGHT_DILATION],
                    NULL, &g);
    conv_dims d;
    d.N = a->in[1].shape[0];
    d.C = a->in[1].shape[1];
    d.M = a->in[0].shape[1];
    d.groups = a->attrs[SY_ATTR_CONV_BACKWARD_WEIGHT_GROUPS].i[0];
    sy_conv_dims(a->in[1].shape, a->in[1].rank, d.xd);
    sy_conv_dims(a->in[0].shape, a->in[0].rank, d.yd);
    sy_conv_dims(a->in[2].shape, a->in[2].rank, d.k);
    RUN(wgrad, a, a->in[0].data, a->in[1].data, a->out[0].data, &d, &g)
}

#define DEF_BIAS(sfx, T)                                                                                               \
    static void bias_##sfx(const sy_tensor_arg *dy, T *out)                                                            \
    {                                                                                                                  \
        const T *gv = (const T *)dy->data;                                                                             \
        const int64_t N = dy->shape[0], M = dy->shape[1];                                                              \
        int64_t S = 1;                                                                                                 \
        for (int k = 2; k < dy->rank; k++)                                                                             \
            S *= dy->shape[k];                                                                                         \
        for (int64_t m = 0; m < M; m++) {                                                                              \
            double acc = 0;                                                                                            \
            for (int64_t n = 0; n < N; n++)                                                                            \
                for (int64_t s = 0; s < S; s++)                                                                        \
                    acc += (double)gv[(n * M + m) * S + s];                                                            \
            out[m] = (T)acc;                                                                                           \
        }                                                                                                              \
    }
DEF_BIAS(f32, float)
DEF_BIAS(f64, double)

sy_status sy_k_cpu_conv_backward_bias(const sy_op_args *a) { RUN(bias, a, &a->in[0], a->out[0].data) }

sy_status sy_k_cpu_conv_transpose(const sy_op_args *a)
{
    const sy_conv_geom g = geom_at(a, SY_ATTR_CONV_TRANSPOSE_STRIDE, SY_ATTR_CONV_TRANSPOSE_PADS,
                                   SY_ATTR_CONV_TRANSPOSE_DILATION, SY_ATTR_CONV_TRANSPOSE_OUTPUT_PADDING);
    const conv_dims d = dims_of(&a->in[0], &a->in[1], &a->out[0], a->attrs[SY_ATTR_CONV_TRANSPOSE_GROUPS].i[0]);
    RUN(scat, a, a->in[0].data, a->in[1].data, a->in[2].data, a->out[0].data, &d, &g)
}

/* dx [N, C, xd] = corr of dy [N, M, yd] with the weight [C, M / groups, k] */
sy_status sy_k_cpu_conv_transpose_backward_input(const sy_op_args *a)
{
    const sy_conv_geom g =
        geom_at(a, SY_ATTR_CONV_TRANSPOSE_BACKWARD_INPUT_STRIDE, SY_ATTR_CONV_TRANSPOSE_BACKWARD_INPUT_PADS,
                SY_ATTR_CONV_TRANSPOSE_BACKWARD_INPUT_DILATION, SY_ATTR_CONV_TRANSPOSE_BACKWARD_INPUT_OUTPUT_PADDING);
    const conv_dims d =
        dims_of(&a->in[0], &a->in[1], &a->out[0], a->attrs[SY_ATTR_CONV_TRANSPOSE_BACKWARD_INPUT_GROUPS].i[0]);
    RUN(corr, a, a->in[0].data, a->in[1].data, NULL, a->out[0].data, &d, &g)
}
