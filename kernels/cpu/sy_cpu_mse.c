/* switchyard cpu backend: mse_loss, its gradient op and embedding. Each takes
 * sy_op_args: contiguous operands, attributes at the generated
 * SY_ATTR_<FAMILY>_<NAME>. The runtime has run the family's shape rule
 * (runtime/sy_rules_mse.c), so x and target have one shape and dy the
 * loss's. Sums are in double and each result is rounded once. */
#include <string.h>

#include "sy_contract.h"
#include "sy_cpu_iter.h"
#include "sy_internal.h"
#include "sy_kernels.h"

/* ---- mse_loss: (x - t)^2, or its sum, or its mean -------------------------- */
#define DEF_MSE(unused, E, T, sfx)                                                     \
    static void mse_##sfx(const sy_op_args *a, int64_t reduction)                      \
    {                                                                                  \
        const T *x = (const T *)a->in[0].data, *t = (const T *)a->in[1].data;          \
        T *y = (T *)a->out[0].data;                                                    \
        const int64_t n = a->in[0].numel;                                              \
        double sum = 0;                                                                \
        for (int64_t k = 0; k < n; k++) {                                              \
            const double d = (double)x[k] - (double)t[k];                              \
            if (reduction == SY_MSE_LOSS_REDUCTION_NONE)                               \
                y[k] = (T)(d * d);                                                     \
            else                                                                       \
                sum += d * d;                                                          \
        }                                                                              \
        if (reduction == SY_MSE_LOSS_REDUCTION_SUM)                                    \
            y[0] = (T)sum;                                                             \
        else if (reduction == SY_MSE_LOSS_REDUCTION_MEAN)                              \
            y[0] = (T)(sum / (double)n);                                               \
    }
SY__CPU_TAKES_mse_loss(DEF_MSE, _)

sy_status sy_k_cpu_mse_loss(const sy_op_args *args)
{
    const int64_t reduction = args->attrs[SY_ATTR_MSE_LOSS_REDUCTION].i[0];
    switch (args->in[0].dtype) {
#define MSE_CASE(unused, E, T, sfx)                                                    \
    case SY_DTYPE_##E:                                                                 \
        mse_##sfx(args, reduction);                                                    \
        return SY_OK;
        SY__CPU_TAKES_mse_loss(MSE_CASE, _)
#undef MSE_CASE
    default:
        return SY_E_DTYPE_UNSUPPORTED;
    }
}

/* ---- mse_loss_backward: 2 * (x - t) * g, negated for target ---------------- */
#define DEF_MSE_BW(unused, E, T, sfx)                                                  \
    static void mse_bw_##sfx(const sy_op_args *a, int64_t reduction, int wrt_target)   \
    {                                                                                  \
        const T *dy = (const T *)a->in[0].data;                                        \
        const T *x = (const T *)a->in[1].data, *t = (const T *)a->in[2].data;          \
        T *dx = (T *)a->out[0].data;                                                   \
        const int64_t n = a->out[0].numel;                                             \
        const double sign = wrt_target ? -2.0 : 2.0;                                   \
        double g = 0;                                                                  \
        if (reduction == SY_MSE_LOSS_BACKWARD_REDUCTION_SUM)                           \
            g = (double)dy[0];                                                         \
        else if (reduction == SY_MSE_LOSS_BACKWARD_REDUCTION_MEAN)                     \
            g = (double)dy[0] / (double)n;                                             \
        for (int64_t k = 0; k < n; k++) {                                              \
            const double gk = reduction == SY_MSE_LOSS_BACKWARD_REDUCTION_NONE ? (double)dy[k] : g; \
            dx[k] = (T)(sign * ((double)x[k] - (double)t[k]) * gk);                    \
        }                                                                              \
    }
SY__CPU_TAKES_mse_loss_backward(DEF_MSE_BW, _)

sy_status sy_k_cpu_mse_loss_backward(const sy_op_args *args)
{
    const int64_t reduction = args->attrs[SY_ATTR_MSE_LOSS_BACKWARD_REDUCTION].i[0];
    const int wrt_target = args->attrs[SY_ATTR_MSE_LOSS_BACKWARD_WRT_TARGET].i[0] != 0;
    switch (args->in[0].dtype) {
#define MSE_BW_CASE(unused, E, T, sfx)                                                 \
    case SY_DTYPE_##E:                                                                 \
        mse_bw_##sfx(args, reduction, wrt_target);                                     \
        return SY_OK;
        SY__CPU_TAKES_mse_loss_backward(MSE_BW_CASE, _)
#undef MSE_BW_CASE
    default:
        return SY_E_DTYPE_UNSUPPORTED;
    }
}

/* ---- embedding: y[k, :] = weight[indices[k], :] ----------------------------
 * Every index is checked to be in 0..V-1 before anything is written. */
sy_status sy_k_cpu_embedding(const sy_op_args *args)
{
    const sy_tensor_arg *w = &args->in[0], *idx = &args->in[1];
    const int64_t rows = w->shape[0];
    for (int64_t k = 0; k < idx->numel; k++) {
        const int64_t j = idx->dtype == SY_DTYPE_I32 ? (int64_t)((const int32_t *)idx->data)[k]
                                                     : ((const int64_t *)idx->data)[k];
        if (j < 0 || j >= rows)
            return sy_kernel_error(SY_E_INVALID_ARGUMENT,
                                   "index %lld (entry %lld of indices) is outside 0..%lld, the rows of weight",
                                   (long long)j, (long long)k, (long long)rows - 1);
    }
    const size_t row = (size_t)w->shape[1] * sy_dtype_size(w->dtype);
    for (int64_t k = 0; k < idx->numel; k++) {
        const int64_t j = idx->dtype == SY_DTYPE_I32 ? (int64_t)((const int32_t *)idx->data)[k]
                                                     : ((const int64_t *)idx->data)[k];
        if (row)
            memcpy((char *)args->out[0].data + (size_t)k * row, (const char *)w->data + (size_t)j * row, row);
    }
    return SY_OK;
}
