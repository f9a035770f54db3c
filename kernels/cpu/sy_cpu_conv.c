/* switchyard cpu backend: the window ops over the last two axes of NCHW
 * tensors (max_pool2d, conv2d, conv2d's two gradient ops), as plain loops. Each takes sy_op_args:
 * contiguous operands, attributes at the generated SY_ATTR_<FAMILY>_<NAME>.
 * The runtime has run the family's shape rule: x (and weight) have rank 4,
 * channels fit the groups, attributes are in range, the output lengths are
 * the rule's and, for max_pool2d, every window reads at least one element
 * of x. */
#include <math.h>
#include <string.h>

#include "sy_contract.h"
#include "sy_cpu_iter.h"
#include "sy_kernels.h"

/* The taps of one window along one axis that fall inside 0..len-1: the
 * window starting at `start` reads start + j * dil for j in 0..k-1. */
typedef struct taps {
    int64_t first, last; /* j range, empty when first > last */
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

/* ---- max_pool2d -----------------------------------------------------------
 * Each window's maximum over the taps inside x (padding is never a
 * candidate) and its index over the whole input, ((n * C + c) * H + h) * W
 * + w; the first maximum in row-major order wins a tie, a NaN is beyond
 * every number and the first NaN wins. */
#define POOL_CASE(unused, E, T, sfx)                                                                                   \
    case SY_DTYPE_##E: {                                                                                               \
        const T *xv = (const T *)x->data;                                                                              \
        T *yv = (T *)a->out[0].data;                                                                                   \
        for (int64_t p = 0; p < planes; p++)                                                                           \
            for (int64_t oh = 0; oh < OH; oh++) {                                                                      \
                const int64_t h0 = oh * st[0] - pads[0];                                                               \
                const taps th = inside(h0, k[0], dl[0], H);                                                            \
                for (int64_t ow = 0; ow < OW; ow++) {                                                                  \
                    const int64_t w0 = ow * st[1] - pads[1];                                                           \
                    const taps tw = inside(w0, k[1], dl[1], W);                                                        \
                    int64_t best = -1;                                                                                 \
                    T b = 0;                                                                                           \
                    for (int64_t i = th.first; i <= th.last; i++)                                                      \
                        for (int64_t j = tw.first; j <= tw.last; j++) {                                                \
                            const int64_t at = p * H * W + (h0 + i * dl[0]) * W + w0 + j * dl[1];                      \
                            const T v = xv[at];                                                                        \
                            const bool vn = v != v, bn = b != b; /* NaN (ints: never) */                               \
                            if (best < 0 || (vn ? !bn : (!bn && v > b))) {                                             \
                                best = at;                                                                             \
                                b = v;                                                                                 \
                            }                                                                                          \
                        }                                                                                              \
                    yv[(p * OH + oh) * OW + ow] = b;                                                                   \
                    idx[(p * OH + oh) * OW + ow] = best;                                                               \
                }                                                                                                      \
            }                                                                                                          \
        return SY_OK;                                                                                                  \
    }

sy_status sy_k_cpu_max_pool2d(const sy_op_args *a)
{
    const sy_tensor_arg *x = &a->in[0];
    const int64_t *k = a->attrs[SY_ATTR_MAX_POOL2D_KERNEL].i, *st = a->attrs[SY_ATTR_MAX_POOL2D_STRIDE].i;
    const int64_t *pads = a->attrs[SY_ATTR_MAX_POOL2D_PADS].i, *dl = a->attrs[SY_ATTR_MAX_POOL2D_DILATION].i;
    const int64_t planes = x->shape[0] * x->shape[1], H = x->shape[2], W = x->shape[3];
    const int64_t OH = a->out[0].shape[2], OW = a->out[0].shape[3];
    int64_t *idx = (int64_t *)a->out[1].data;
    switch (x->dtype) {
        SY__CPU_TAKES_max_pool2d(POOL_CASE, 0)
    default:
        return SY_E_DTYPE_UNSUPPORTED;
    }
}

/* ---- conv2d ---------------------------------------------------------------
 * y[n, m, oh, ow] = bias[m] + sum over the channels c of m's group and the
 * taps inside x of x[n, c, ...] * weight[m, c - group start, i, j]; zero
 * padding adds nothing. Summed in double, rounded to the dtype once. */
#define DEF_CONV(sfx, T)                                                                                               \
    static void conv_##sfx(const sy_op_args *a)                                                                        \
    {                                                                                                                  \
        const sy_tensor_arg *x = &a->in[0], *w = &a->in[1], *bias = &a->in[2];                                         \
        const T *xv = (const T *)x->data, *wv = (const T *)w->data;                                                    \
        const T *bv = (const T *)bias->data;                                                                           \
        T *yv = (T *)a->out[0].data;                                                                                   \
        const int64_t *st = a->attrs[SY_ATTR_CONV2D_STRIDE].i, *pads = a->attrs[SY_ATTR_CONV2D_PADS].i;                \
        const int64_t *dl = a->attrs[SY_ATTR_CONV2D_DILATION].i;                                                       \
        const int64_t groups = a->attrs[SY_ATTR_CONV2D_GROUPS].i[0];                                                   \
        const int64_t N = x->shape[0], C = x->shape[1], H = x->shape[2], W = x->shape[3];                              \
        const int64_t M = w->shape[0], CG = w->shape[1], KH = w->shape[2], KW = w->shape[3];                           \
        const int64_t OH = a->out[0].shape[2], OW = a->out[0].shape[3], MG = M / groups;                               \
        for (int64_t n = 0; n < N; n++)                                                                                \
            for (int64_t m = 0; m < M; m++) {                                                                          \
                const int64_t c0 = (m / MG) * CG;                                                                      \
                for (int64_t oh = 0; oh < OH; oh++) {                                                                  \
                    const int64_t h0 = oh * st[0] - pads[0];                                                           \
                    const taps th = inside(h0, KH, dl[0], H);                                                          \
                    for (int64_t ow = 0; ow < OW; ow++) {                                                              \
                        const int64_t w0 = ow * st[1] - pads[1];                                                       \
                        const taps tw = inside(w0, KW, dl[1], W);                                                      \
                        double acc = 0;                                                                                \
                        for (int64_t c = 0; c < CG; c++) {                                                             \
                            const T *xp = xv + (n * C + c0 + c) * H * W;                                               \
                            const T *wp = wv + (m * CG + c) * KH * KW;                                                 \
                            for (int64_t i = th.first; i <= th.last; i++)                                              \
                                for (int64_t j = tw.first; j <= tw.last; j++)                                          \
                                    acc += (double)xp[(h0 + i * dl[0]) * W + w0 + j * dl[1]] * (double)wp[i * KW + j]; \
                        }                                                                                              \
                        if (bv)                                                                                        \
                            acc += (double)bv[m];                                                                      \
                        yv[((n * M + m) * OH + oh) * OW + ow] = (T)acc;                                                \
                    }                                                                                                  \
                }                                                                                                      \
            }                                                                                                          \
    }
DEF_CONV(f32, float)
DEF_CONV(f64, double)

sy_status sy_k_cpu_conv2d(const sy_op_args *args)
{
    switch (args->in[0].dtype) {
    case SY_DTYPE_F32:
        conv_f32(args);
        return SY_OK;
    case SY_DTYPE_F64:
        conv_f64(args);
        return SY_OK;
    default:
        return SY_E_DTYPE_UNSUPPORTED;
    }
}

/* ---- conv2d_backward_input, conv2d_backward_weight ------------------------
 * conv2d's gradients, each element gathered from what it fed (no scatter):
 *   dx[n, c, h, w] = sum over the channels m of c's group and the taps (i, j)
 *                    whose window position (oh, ow) read (h, w):
 *                    dy[n, m, oh, ow] * weight[m, c - group start, i, j]
 *   dw[m, k, i, j] = sum over n and the output positions whose tap (i, j)
 *                    read inside x: dy[n, m, oh, ow] * x[n, group start + k, h, w]
 * with h = oh * stride - top + i * dilation (w likewise). Summed in double,
 * rounded to the dtype once. */

/* The output position o whose tap j reads input position p along one axis,
 * or -1: o * s - lo + j * dl == p with 0 <= o < n. */
static int64_t tap_source(int64_t p, int64_t j, int64_t s, int64_t dl, int64_t lo, int64_t n)
{
    const int64_t t = p + lo - j * dl;
    if (t < 0 || t % s != 0 || t / s >= n)
        return -1;
    return t / s;
}

#define DEF_CONV_BACKWARD(sfx, T)                                                                                      \
    static void conv_bw_input_##sfx(const sy_op_args *a)                                                               \
    {                                                                                                                  \
        const sy_tensor_arg *g = &a->in[0], *wt = &a->in[1];                                                           \
        const T *gv = (const T *)g->data, *wv = (const T *)wt->data;                                                   \
        T *dx = (T *)a->out[0].data;                                                                                   \
        const int64_t *st = a->attrs[SY_ATTR_CONV2D_BACKWARD_INPUT_STRIDE].i;                                          \
        const int64_t *pads = a->attrs[SY_ATTR_CONV2D_BACKWARD_INPUT_PADS].i;                                          \
        const int64_t *dl = a->attrs[SY_ATTR_CONV2D_BACKWARD_INPUT_DILATION].i;                                        \
        const int64_t groups = a->attrs[SY_ATTR_CONV2D_BACKWARD_INPUT_GROUPS].i[0];                                    \
        const int64_t N = a->out[0].shape[0], C = a->out[0].shape[1], H = a->out[0].shape[2];                          \
        const int64_t W = a->out[0].shape[3], M = wt->shape[0], CG = wt->shape[1];                                     \
        const int64_t KH = wt->shape[2], KW = wt->shape[3], OH = g->shape[2], OW = g->shape[3];                        \
        const int64_t MG = M / groups;                                                                                 \
        for (int64_t n = 0; n < N; n++)                                                                                \
            for (int64_t c = 0; c < C; c++) {                                                                          \
                const int64_t grp = c / CG, k = c - grp * CG;                                                          \
                for (int64_t h = 0; h < H; h++)                                                                        \
                    for (int64_t w = 0; w < W; w++) {                                                                  \
                        double acc = 0;                                                                                \
                        for (int64_t i = 0; i < KH; i++) {                                                             \
                            const int64_t oh = tap_source(h, i, st[0], dl[0], pads[0], OH);                            \
                            if (oh < 0)                                                                                \
                                continue;                                                                              \
                            for (int64_t j = 0; j < KW; j++) {                                                         \
                                const int64_t ow = tap_source(w, j, st[1], dl[1], pads[1], OW);                        \
                                if (ow < 0)                                                                            \
                                    continue;                                                                          \
                                for (int64_t m = grp * MG; m < (grp + 1) * MG; m++)                                    \
                                    acc += (double)gv[((n * M + m) * OH + oh) * OW + ow] *                             \
                                        (double)wv[((m * CG + k) * KH + i) * KW + j];                                  \
                            }                                                                                          \
                        }                                                                                              \
                        dx[((n * C + c) * H + h) * W + w] = (T)acc;                                                    \
                    }                                                                                                  \
            }                                                                                                          \
    }                                                                                                                  \
    static void conv_bw_weight_##sfx(const sy_op_args *a)                                                              \
    {                                                                                                                  \
        const sy_tensor_arg *g = &a->in[0], *x = &a->in[1];                                                            \
        const T *gv = (const T *)g->data, *xv = (const T *)x->data;                                                    \
        T *dw = (T *)a->out[0].data;                                                                                   \
        const int64_t *st = a->attrs[SY_ATTR_CONV2D_BACKWARD_WEIGHT_STRIDE].i;                                         \
        const int64_t *pads = a->attrs[SY_ATTR_CONV2D_BACKWARD_WEIGHT_PADS].i;                                         \
        const int64_t *dl = a->attrs[SY_ATTR_CONV2D_BACKWARD_WEIGHT_DILATION].i;                                       \
        const int64_t groups = a->attrs[SY_ATTR_CONV2D_BACKWARD_WEIGHT_GROUPS].i[0];                                   \
        const int64_t N = x->shape[0], C = x->shape[1], H = x->shape[2], W = x->shape[3];                              \
        const int64_t M = a->out[0].shape[0], CG = a->out[0].shape[1];                                                 \
        const int64_t KH = a->out[0].shape[2], KW = a->out[0].shape[3];                                                \
        const int64_t OH = g->shape[2], OW = g->shape[3], MG = M / groups;                                             \
        for (int64_t m = 0; m < M; m++)                                                                                \
            for (int64_t k = 0; k < CG; k++) {                                                                         \
                const int64_t c = (m / MG) * CG + k;                                                                   \
                for (int64_t i = 0; i < KH; i++)                                                                       \
                    for (int64_t j = 0; j < KW; j++) {                                                                 \
                        double acc = 0;                                                                                \
                        for (int64_t n = 0; n < N; n++)                                                                \
                            for (int64_t oh = 0; oh < OH; oh++) {                                                      \
                                const int64_t h = oh * st[0] - pads[0] + i * dl[0];                                    \
                                if (h < 0 || h >= H)                                                                   \
                                    continue;                                                                          \
                                for (int64_t ow = 0; ow < OW; ow++) {                                                  \
                                    const int64_t w = ow * st[1] - pads[1] + j * dl[1];                                \
                                    if (w < 0 || w >= W)                                                               \
                                        continue;                                                                      \
                                    acc += (double)gv[((n * M + m) * OH + oh) * OW + ow] *                             \
                                        (double)xv[((n * C + c) * H + h) * W + w];                                     \
                                }                                                                                      \
                            }                                                                                          \
                        dw[((m * CG + k) * KH + i) * KW + j] = (T)acc;                                                 \
                    }                                                                                                  \
            }                                                                                                          \
    }
DEF_CONV_BACKWARD(f32, float)
DEF_CONV_BACKWARD(f64, double)

sy_status sy_k_cpu_conv2d_backward_input(const sy_op_args *args)
{
    switch (args->in[0].dtype) {
    case SY_DTYPE_F32:
        conv_bw_input_f32(args);
        return SY_OK;
    case SY_DTYPE_F64:
        conv_bw_input_f64(args);
        return SY_OK;
    default:
        return SY_E_DTYPE_UNSUPPORTED;
    }
}

sy_status sy_k_cpu_conv2d_backward_weight(const sy_op_args *args)
{
    switch (args->in[0].dtype) {
    case SY_DTYPE_F32:
        conv_bw_weight_f32(args);
        return SY_OK;
    case SY_DTYPE_F64:
        conv_bw_weight_f64(args);
        return SY_OK;
    default:
        return SY_E_DTYPE_UNSUPPORTED;
    }
}

/* ---- max_pool2d's gradient --------------------------------------------------
 * dx = 0, then dx[indices[k]] += dy[k] for every k in order (a position
 * several windows picked gathers each of their gradients). An index outside
 * dx (not from max_pool2d over this shape) is refused before anything is
 * written. */
#define DEF_POOL_BW(sfx, T)                                                                                            \
    static void pool_bw_##sfx(const sy_op_args *a)                                                                     \
    {                                                                                                                  \
        const T *dy = (const T *)a->in[0].data;                                                                        \
        const int64_t *idx = (const int64_t *)a->in[1].data;                                                           \
        T *dx = (T *)a->out[0].data;                                                                                   \
        memset(dx, 0, (size_t)a->out[0].numel * sizeof *dx);                                                           \
        for (int64_t k = 0; k < a->in[0].numel; k++)                                                                   \
            dx[idx[k]] += dy[k];                                                                                       \
    }
DEF_POOL_BW(f32, float)
DEF_POOL_BW(f64, double)

sy_status sy_k_cpu_max_pool2d_backward(const sy_op_args *args)
{
    const int64_t *idx = (const int64_t *)args->in[1].data, n = args->out[0].numel;
    for (int64_t k = 0; k < args->in[1].numel; k++)
        if (idx[k] < 0 || idx[k] >= n)
            return sy_kernel_error(SY_E_INVALID_ARGUMENT, "indices[%lld] is %lld, outside the %lld elements of dx",
                                   (long long)k, (long long)idx[k], (long long)n);
    switch (args->in[0].dtype) {
    case SY_DTYPE_F32:
        pool_bw_f32(args);
        return SY_OK;
    case SY_DTYPE_F64:
        pool_bw_f64(args);
        return SY_OK;
    default:
        return SY_E_DTYPE_UNSUPPORTED;
    }
}
