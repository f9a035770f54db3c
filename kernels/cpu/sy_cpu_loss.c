/* switchyard cpu backend: the losses (nll_loss and its gradient op). Each
 * takes sy_op_args: contiguous operands, attributes at the generated
 * SY_ATTR_<FAMILY>_<NAME>. The runtime has run the family's shape rule
 * (runtime/sy_rules_loss.c), so x is [N, C, D...], target [N, D...] and
 * weight [C]; the kernels check every target before writing anything.
 *
 * Over x as [N, C, D] (D the product of the trailing axes) and target as
 * [N, D]: element (n, d) reads x[n, t, d], t = target[n, d], and weight[t];
 * a target equal to ignore_index counts for nothing. Sums are in double and
 * each result is rounded once. */
#include <stdbool.h>

#include "sy_contract.h"
#include "sy_cpu_iter.h"
#include "sy_internal.h"
#include "sy_kernels.h"

#define TAKES_CASE(unused, E, T, sfx) case SY_DTYPE_##E:

/* ignore_index's default, -2^61 (the least int a saved graph holds): no
 * target is ignored, and one of that value is refused like any other
 * outside the classes (ONNX's NegativeLogLikelihoodLoss without ignore_index) */
#define SY__NLL_NO_IGNORE (INT64_MIN / 4)

static int64_t target_at(const sy_tensor_arg *t, int64_t k)
{
    return t->dtype == SY_DTYPE_I32 ? (int64_t)((const int32_t *)t->data)[k] : ((const int64_t *)t->data)[k];
}

/* N, C and D of x's shape (nll_loss's x, nll_loss_backward's dx) */
typedef struct ncd {
    int64_t n, c, d;
} ncd;

static ncd ncd_of(const int64_t *shape, int rank)
{
    ncd s = {shape[0], shape[1], 1};
    for (int j = 2; j < rank; j++)
        s.d *= shape[j];
    return s;
}

/* every target ignore_index or in 0..C-1 */
static sy_status check_targets(const sy_tensor_arg *t, int64_t classes, int64_t ignore)
{
    for (int64_t k = 0; k < t->numel; k++) {
        const int64_t v = target_at(t, k);
        if (v != ignore && (v < 0 || v >= classes)) {
            if (ignore == SY__NLL_NO_IGNORE)
                return sy_kernel_error(SY_E_INVALID_ARGUMENT,
                                       "target %lld (entry %lld of target) is outside 0..%lld, the classes of x, and"
                                       " no ignore_index is given",
                                       (long long)v, (long long)k, (long long)classes - 1);
            return sy_kernel_error(SY_E_INVALID_ARGUMENT,
                                   "target %lld (entry %lld of target) is outside 0..%lld, the classes of x, and is"
                                   " not ignore_index %lld",
                                   (long long)v, (long long)k, (long long)classes - 1, (long long)ignore);
        }
    }
    return SY_OK;
}

/* ---- nll_loss ---------------------------------------------------------------- */
#define DEF_NLL(unused, E, T, sfx)                                                     \
    static void nll_##sfx(const sy_op_args *a, ncd s, int64_t ignore, int64_t reduction) \
    {                                                                                  \
        const T *x = (const T *)a->in[0].data;                                         \
        const T *w = a->in[2].data ? (const T *)a->in[2].data : NULL;                  \
        T *y = (T *)a->out[0].data;                                                    \
        double sum = 0, wsum = 0;                                                      \
        for (int64_t n = 0; n < s.n; n++)                                              \
            for (int64_t d = 0; d < s.d; d++) {                                        \
                const int64_t k = n * s.d + d, t = target_at(&a->in[1], k);            \
                double loss = 0;                                                       \
                if (t != ignore) {                                                     \
                    const double wt = w ? (double)w[t] : 1.0;                          \
                    loss = -wt * (double)x[(n * s.c + t) * s.d + d];                   \
                    wsum += wt;                                                        \
                }                                                                      \
                if (reduction == SY_NLL_LOSS_REDUCTION_NONE)                           \
                    y[k] = (T)loss;                                                    \
                else                                                                   \
                    sum += loss;                                                       \
            }                                                                          \
        if (reduction == SY_NLL_LOSS_REDUCTION_SUM)                                    \
            y[0] = (T)sum;                                                             \
        else if (reduction == SY_NLL_LOSS_REDUCTION_MEAN)                              \
            y[0] = (T)(sum / wsum);                                                    \
    }
SY__CPU_TAKES_nll_loss(DEF_NLL, _)

sy_status sy_k_cpu_nll_loss(const sy_op_args *args)
{
    const ncd s = ncd_of(args->in[0].shape, args->in[0].rank);
    const int64_t ignore = args->attrs[SY_ATTR_NLL_LOSS_IGNORE_INDEX].i[0];
    const int64_t reduction = args->attrs[SY_ATTR_NLL_LOSS_REDUCTION].i[0];
    switch (args->in[0].dtype) {
        SY__CPU_TAKES_nll_loss(TAKES_CASE, _) break;
    default:
        return SY_E_DTYPE_UNSUPPORTED;
    }
    sy_status st = check_targets(&args->in[1], s.c, ignore);
    if (st != SY_OK)
        return st;
    switch (args->in[0].dtype) {
#define NLL_CASE(unused, E, T, sfx)                                                    \
    case SY_DTYPE_##E:                                                                 \
        nll_##sfx(args, s, ignore, reduction);                                         \
        return SY_OK;
        SY__CPU_TAKES_nll_loss(NLL_CASE, _)
#undef NLL_CASE
    default:
        return SY_E_DTYPE_UNSUPPORTED;
    }
}

/* ---- nll_loss_backward ---------------------------------------------------------
 * dx = 0, then dx[n, t, d] = -weight[t] * g for each target t not ignored:
 * g = dy[n, d] (none), dy (sum), dy / (the sum of weight[t] over the
 * targets not ignored) (mean). */
#define DEF_NLL_BW(unused, E, T, sfx)                                                  \
    static void nll_bw_##sfx(const sy_op_args *a, ncd s, int64_t ignore, int64_t reduction) \
    {                                                                                  \
        const T *dy = (const T *)a->in[0].data;                                        \
        const T *w = a->in[2].data ? (const T *)a->in[2].data : NULL;                  \
        T *dx = (T *)a->out[0].data;                                                   \
        for (int64_t k = 0; k < a->out[0].numel; k++)                                  \
            dx[k] = (T)0;                                                              \
        double wsum = 0;                                                               \
        if (reduction == SY_NLL_LOSS_BACKWARD_REDUCTION_MEAN)                          \
            for (int64_t k = 0; k < s.n * s.d; k++) {                                  \
                const int64_t t = target_at(&a->in[1], k);                             \
                if (t != ignore)                                                       \
                    wsum += w ? (double)w[t] : 1.0;                                    \
            }                                                                          \
        for (int64_t n = 0; n < s.n; n++)                                              \
            for (int64_t d = 0; d < s.d; d++) {                                        \
                const int64_t k = n * s.d + d, t = target_at(&a->in[1], k);            \
                if (t == ignore)                                                       \
                    continue;                                                          \
                const double wt = w ? (double)w[t] : 1.0;                              \
                double g;                                                              \
                if (reduction == SY_NLL_LOSS_BACKWARD_REDUCTION_NONE)                  \
                    g = (double)dy[k];                                                 \
                else if (reduction == SY_NLL_LOSS_BACKWARD_REDUCTION_SUM)              \
                    g = (double)dy[0];                                                 \
                else                                                                   \
                    g = (double)dy[0] / wsum;                                          \
                dx[(n * s.c + t) * s.d + d] = (T)(-wt * g);                            \
            }                                                                          \
    }
SY__CPU_TAKES_nll_loss_backward(DEF_NLL_BW, _)

sy_status sy_k_cpu_nll_loss_backward(const sy_op_args *args)
{
    const ncd s = ncd_of(args->out[0].shape, args->out[0].rank);
    const int64_t ignore = args->attrs[SY_ATTR_NLL_LOSS_BACKWARD_IGNORE_INDEX].i[0];
    const int64_t reduction = args->attrs[SY_ATTR_NLL_LOSS_BACKWARD_REDUCTION].i[0];
    switch (args->in[0].dtype) {
        SY__CPU_TAKES_nll_loss_backward(TAKES_CASE, _) break;
    default:
        return SY_E_DTYPE_UNSUPPORTED;
    }
    sy_status st = check_targets(&args->in[1], s.c, ignore);
    if (st != SY_OK)
        return st;
    switch (args->in[0].dtype) {
#define NLL_BW_CASE(unused, E, T, sfx)                                                 \
    case SY_DTYPE_##E:                                                                 \
        nll_bw_##sfx(args, s, ignore, reduction);                                      \
        return SY_OK;
        SY__CPU_TAKES_nll_loss_backward(NLL_BW_CASE, _)
#undef NLL_BW_CASE
    default:
        return SY_E_DTYPE_UNSUPPORTED;
    }
}
