/* switchyard cpu backend: the transposed convolution over NCHW
 * (conv_transpose2d) and its x gradient (conv_transpose2d_backward_input), as
 * plain loops gathering each result element (no scatter). Each takes
 * sy_op_args: contiguous operands, attributes at the generated
 * SY_ATTR_<FAMILY>_<NAME>. The runtime has run the family's shape rule:
 * ranks, channels that fit the groups, attributes in range, the output
 * lengths. Sums in double, rounded to the dtype once.
 *
 *   y[n, m, h, w]  = bias[m] + sum over the channels c of m's group and the
 *                    taps (i, j) with h = oh * stride - top + i * dilation,
 *                    w likewise, 0 <= oh < H, 0 <= ow < W:
 *                    x[n, c, oh, ow] * weight[c, m - group start, i, j]
 *   dx[n, c, h, w] = sum over the channels m of c's group and the taps whose
 *                    position h * stride - top + i * dilation lies in dy:
 *                    dy[n, m, ...] * weight[c, m - group start, i, j]
 */
#include "sy_contract.h"
#include "sy_cpu_iter.h"
#include "sy_kernels.h"

/* The input position o whose tap j lands on output position p along one
 * axis, or -1: o * s - lo + j * dl == p with 0 <= o < n. */
static int64_t tap_from(int64_t p, int64_t j, int64_t s, int64_t dl, int64_t lo, int64_t n)
{
    const int64_t t = p + lo - j * dl;
    if (t < 0 || t % s != 0 || t / s >= n)
        return -1;
    return t / s;
}

#define DEF_CONVT(sfx, T)                                                                                              \
    static void convt_##sfx(const sy_op_args *a)                                                                       \
    {                                                                                                                  \
        const sy_tensor_arg *x = &a->in[0], *wt = &a->in[1];                                                           \
        const T *xv = (const T *)x->data, *wv = (const T *)wt->data, *bv = (const T *)a->in[2].data;                   \
        T *yv = (T *)a->out[0].data;                                                                                   \
        const int64_t *st = a->attrs[SY_ATTR_CONV_TRANSPOSE2D_STRIDE].i;                                               \
        const int64_t *pads = a->attrs[SY_ATTR_CONV_TRANSPOSE2D_PADS].i;                                               \
        const int64_t *dl = a->attrs[SY_ATTR_CONV_TRANSPOSE2D_DILATION].i;                                             \
        const int64_t groups = a->attrs[SY_ATTR_CONV_TRANSPOSE2D_GROUPS].i[0];                                         \
        const int64_t N = x->shape[0], C = x->shape[1], H = x->shape[2], W = x->shape[3];                              \
        const int64_t MG = wt->shape[1], KH = wt->shape[2], KW = wt->shape[3], CG = C / groups;                        \
        const int64_t M = a->out[0].shape[1], OH = a->out[0].shape[2], OW = a->out[0].shape[3];                        \
        for (int64_t n = 0; n < N; n++)                                                                                \
            for (int64_t m = 0; m < M; m++) {                                                                          \
                const int64_t g = m / MG, k = m - g * MG;                                                              \
                for (int64_t h = 0; h < OH; h++)                                                                       \
                    for (int64_t w = 0; w < OW; w++) {                                                                 \
                        double acc = 0;                                                                                \
                        for (int64_t i = 0; i < KH; i++) {                                                             \
                            const int64_t oh = tap_from(h, i, st[0], dl[0], pads[0], H);                               \
                            if (oh < 0)                                                                                \
                                continue;                                                                              \
                            for (int64_t j = 0; j < KW; j++) {                                                         \
                                const int64_t ow = tap_from(w, j, st[1], dl[1], pads[1], W);                           \
                                if (ow < 0)                                                                            \
                                    continue;                                                                          \
                                for (int64_t c = g * CG; c < (g + 1) * CG; c++)                                        \
                                    acc += (double)xv[((n * C + c) * H + oh) * W + ow] *                               \
                                        (double)wv[((c * MG + k) * KH + i) * KW + j];                                  \
                            }                                                                                          \
                        }                                                                                              \
                        if (bv)                                                                                        \
                            acc += (double)bv[m];                                                                      \
                        yv[((n * M + m) * OH + h) * OW + w] = (T)acc;                                                  \
                    }                                                                                                  \
            }                                                                                                          \
    }                                                                                                                  \
    static void convt_bw_input_##sfx(const sy_op_args *a)                                                              \
    {                                                                                                                  \
        const sy_tensor_arg *g = &a->in[0], *wt = &a->in[1];                                                           \
        const T *gv = (const T *)g->data, *wv = (const T *)wt->data;                                                   \
        T *dx = (T *)a->out[0].data;                                                                                   \
        const int64_t *st = a->attrs[SY_ATTR_CONV_TRANSPOSE2D_BACKWARD_INPUT_STRIDE].i;                                \
        const int64_t *pads = a->attrs[SY_ATTR_CONV_TRANSPOSE2D_BACKWARD_INPUT_PADS].i;                                \
        const int64_t *dl = a->attrs[SY_ATTR_CONV_TRANSPOSE2D_BACKWARD_INPUT_DILATION].i;                              \
        const int64_t groups = a->attrs[SY_ATTR_CONV_TRANSPOSE2D_BACKWARD_INPUT_GROUPS].i[0];                          \
        const int64_t N = a->out[0].shape[0], C = a->out[0].shape[1], H = a->out[0].shape[2];                          \
        const int64_t W = a->out[0].shape[3], MG = wt->shape[1], KH = wt->shape[2], KW = wt->shape[3];                 \
        const int64_t M = g->shape[1], OH = g->shape[2], OW = g->shape[3], CG = C / groups;                            \
        for (int64_t n = 0; n < N; n++)                                                                                \
            for (int64_t c = 0; c < C; c++) {                                                                          \
                const int64_t grp = c / CG;                                                                            \
                for (int64_t h = 0; h < H; h++)                                                                        \
                    for (int64_t w = 0; w < W; w++) {                                                                  \
                        double acc = 0;                                                                                \
                        for (int64_t k = 0; k < MG; k++) {                                                             \
                            const int64_t m = grp * MG + k;                                                            \
                            for (int64_t i = 0; i < KH; i++) {                                                         \
                                const int64_t oh = h * st[0] - pads[0] + i * dl[0];                                   \
                                if (oh < 0 || oh >= OH)                                                                \
                                    continue;                                                                          \
                                for (int64_t j = 0; j < KW; j++) {                                                     \
                                    const int64_t ow = w * st[1] - pads[1] + j * dl[1];                                \
                                    if (ow < 0 || ow >= OW)                                                            \
                                        continue;                                                                      \
                                    acc += (double)gv[((n * M + m) * OH + oh) * OW + ow] *                             \
                                        (double)wv[((c * MG + k) * KH + i) * KW + j];                                  \
                                }                                                                                      \
                            }                                                                                          \
                        }                                                                                              \
                        dx[((n * C + c) * H + h) * W + w] = (T)acc;                                                    \
                    }                                                                                                  \
            }                                                                                                          \
    }
DEF_CONVT(f32, float)
DEF_CONVT(f64, double)

sy_status sy_k_cpu_conv_transpose2d(const sy_op_args *args)
{
    switch (args->in[0].dtype) {
    case SY_DTYPE_F32:
        convt_f32(args);
        return SY_OK;
    case SY_DTYPE_F64:
        convt_f64(args);
        return SY_OK;
    default:
        return SY_E_DTYPE_UNSUPPORTED;
    }
}

sy_status sy_k_cpu_conv_transpose2d_backward_input(const sy_op_args *args)
{
    switch (args->in[0].dtype) {
    case SY_DTYPE_F32:
        convt_bw_input_f32(args);
        return SY_OK;
    case SY_DTYPE_F64:
        convt_bw_input_f64(args);
        return SY_OK;
    default:
        return SY_E_DTYPE_UNSUPPORTED;
    }
}
