/* switchyard cpu backend: kernels of the families declared with `kernel: op`
 * that a neural network needs (softmax, log_softmax, argmax, argmin, concat,
 * gather, gather_backward, layer_norm, pad). Each takes sy_op_args: contiguous operands, attributes at the
 * generated SY_ATTR_<FAMILY>_<NAME>. The runtime has run the family's shape
 * rule, so axes are in range and shapes fit. */
#include <math.h>
#include <string.h>

#include "sy_cpu_iter.h"
#include "sy_axis.h"
#include "sy_contract.h"
#include "sy_kernels.h"
#include "sy_slice.h"

/* ---- softmax, log_softmax ----------------------------------------------
 * In double with the maximum subtracted, rounded once: exp(x - m) / sum, and
 * x - m - log(sum). A NaN in a row makes the row NaN; +inf entries share
 * the mass (inf - inf is NaN, as in NumPy and PyTorch). */
#define DEF_SOFTMAX(sfx, T)                                                            \
    static void softmax_##sfx(const sy_op_args *a, bool log_form)                      \
    {                                                                                  \
        const T *x = (const T *)a->in[0].data;                                         \
        T *y = (T *)a->out[0].data;                                                    \
        const sy__split s = sy__around(a->in[0].shape, a->in[0].rank, a->attrs[SY_ATTR_SOFTMAX_AXIS].i[0]); \
        for (int64_t o = 0; o < s.outer; o++)                                          \
            for (int64_t i = 0; i < s.inner; i++) {                                    \
                const int64_t base = o * s.len * s.inner + i;                          \
                double m = -INFINITY, sum = 0;                                         \
                for (int64_t l = 0; l < s.len; l++) {                                  \
                    const double v = (double)x[base + l * s.inner];                    \
                    m = (v > m || isnan(v)) ? v : m;                                   \
                    if (isnan(m))                                                      \
                        break;                                                         \
                }                                                                      \
                for (int64_t l = 0; l < s.len; l++)                                    \
                    sum += exp((double)x[base + l * s.inner] - m);                     \
                const double ls = log(sum);                                            \
                for (int64_t l = 0; l < s.len; l++) {                                  \
                    const double d = (double)x[base + l * s.inner] - m;                \
                    y[base + l * s.inner] = (T)(log_form ? d - ls : exp(d) / sum);     \
                }                                                                      \
            }                                                                          \
    }
#define DEF_SOFTMAX_X(unused, E, T, sfx) DEF_SOFTMAX(sfx, T)
SY__CPU_TAKES_softmax(DEF_SOFTMAX_X, _)

#define SOFTMAX_CASE(log_form, E, T, sfx)                                              \
    case SY_DTYPE_##E:                                                                 \
        softmax_##sfx(args, log_form);                                                 \
        return SY_OK;

sy_status sy_k_cpu_softmax(const sy_op_args *args)
{
    switch (args->in[0].dtype) {
        SY__CPU_TAKES_softmax(SOFTMAX_CASE, false)
    default:
        return SY_E_DTYPE_UNSUPPORTED;
    }
}

sy_status sy_k_cpu_log_softmax(const sy_op_args *args)
{
    switch (args->in[0].dtype) {
        SY__CPU_TAKES_log_softmax(SOFTMAX_CASE, true)
    default:
        return SY_E_DTYPE_UNSUPPORTED;
    }
}

/* ---- argmax, argmin -----------------------------------------------------
 * The index along the axis of the first extreme (the last with
 * select_last_index). NaN counts as beyond every number, as in NumPy: the
 * first NaN (the last with select_last_index) wins. */
#define ARG_CASE(arg, E, T, sfx)                                                       \
    case SY_DTYPE_##E: {                                                               \
        const T *x = (const T *)a->in[0].data;                                         \
        for (int64_t o = 0; o < s.outer; o++)                                          \
            for (int64_t i = 0; i < s.inner; i++) {                                    \
                const int64_t base = o * s.len * s.inner + i;                          \
                int64_t best = 0;                                                      \
                for (int64_t l = 1; l < s.len; l++) {                                  \
                    const T v = x[base + l * s.inner], b = x[base + best * s.inner];   \
                    const bool vn = v != v, bn = b != b; /* NaN (ints: never) */       \
                    const bool beyond = vn ? !bn : (!bn && (arg ? v > b : v < b));     \
                    const bool tie = vn ? bn : (!bn && v == b);                        \
                    if (beyond || (last && tie))                                       \
                        best = l;                                                      \
                }                                                                      \
                y[o * s.inner + i] = best;                                             \
            }                                                                          \
        return SY_OK;                                                                  \
    }

#define ARG_KERNEL(op, is_max)                                                         \
    sy_status sy_k_cpu_##op(const sy_op_args *a)                                       \
    {                                                                                  \
        const sy__split s = sy__around(a->in[0].shape, a->in[0].rank, a->attrs[SY_ATTR_ARGMAX_AXIS].i[0]); \
        const bool last = a->attrs[SY_ATTR_ARGMAX_SELECT_LAST_INDEX].i[0] != 0;       \
        int64_t *y = (int64_t *)a->out[0].data;                                        \
        switch (a->in[0].dtype) {                                                      \
            SY__CPU_TAKES_##op(ARG_CASE, is_max)                                       \
        default:                                                                       \
            return SY_E_DTYPE_UNSUPPORTED;                                             \
        }                                                                              \
    }

ARG_KERNEL(argmax, true)
ARG_KERNEL(argmin, false)

/* ---- concat, gather: bytes moved, any dtype ----------------------------- */

sy_status sy_k_cpu_concat(const sy_op_args *args)
{
    const sy_result_arg *out = &args->out[0];
    const size_t esize = sy_dtype_size(out->dtype);
    const int64_t axis = args->attrs[SY_ATTR_CONCAT_AXIS].i[0];
    const sy__split so = sy__around(out->shape, out->rank, axis);
    const size_t row = (size_t)(so.len * so.inner) * esize;
    size_t at = 0; /* bytes into each output row */
    for (int i = 0; i < args->n_in; i++) {
        const sy_tensor_arg *t = &args->in[i];
        const sy__split st = sy__around(t->shape, t->rank, axis);
        const size_t chunk = (size_t)(st.len * st.inner) * esize;
        if (chunk == 0)
            continue;
        for (int64_t o = 0; o < so.outer; o++)
            memcpy((char *)out->data + (size_t)o * row + at, (const char *)t->data + (size_t)o * chunk, chunk);
        at += chunk;
    }
    return SY_OK;
}

/* The k-th index as a position along an axis of length len: below 0 counts
 * from the end; -1 when outside -len..len-1. */
static int64_t position(const sy_tensor_arg *idx, int64_t k, int64_t len)
{
    const int64_t j = idx->dtype == SY_DTYPE_I32 ? (int64_t)((const int32_t *)idx->data)[k]
                                                 : ((const int64_t *)idx->data)[k];
    if (j < -len || j >= len)
        return -1;
    return j < 0 ? j + len : j;
}

/* SY_OK when every index is in -len..len-1, else the kernel error naming
 * the first that is not (gather's and its gradient's one refusal). */
static sy_status check_indices(const sy_tensor_arg *idx, int64_t len)
{
    for (int64_t k = 0; k < idx->numel; k++)
        if (position(idx, k, len) < 0) {
            const int64_t j = idx->dtype == SY_DTYPE_I32 ? (int64_t)((const int32_t *)idx->data)[k]
                                                         : ((const int64_t *)idx->data)[k];
            return sy_kernel_error(SY_E_INVALID_ARGUMENT,
                                   "index %lld (entry %lld of indices) is out of range for axis length %lld",
                                   (long long)j, (long long)k, (long long)len);
        }
    return SY_OK;
}

/* out[o, k, i] = x[o, idx[k], i] over [outer, len, inner] of x. Every index
 * is checked before anything is written. */
sy_status sy_k_cpu_gather(const sy_op_args *args)
{
    const sy_tensor_arg *x = &args->in[0], *idx = &args->in[1];
    const sy_result_arg *out = &args->out[0];
    const size_t esize = sy_dtype_size(x->dtype);
    const sy__split s = sy__around(x->shape, x->rank, args->attrs[SY_ATTR_GATHER_AXIS].i[0]);
    const int64_t n = idx->numel;
    sy_status st = check_indices(idx, s.len);
    if (st != SY_OK)
        return st;
    const size_t block = (size_t)s.inner * esize;
    for (int64_t o = 0; o < s.outer; o++)
        for (int64_t k = 0; k < n; k++)
            memcpy((char *)out->data + (size_t)(o * n + k) * block,
                   (const char *)x->data + (size_t)((o * s.len + position(idx, k, s.len)) * s.inner) * esize, block);
    return SY_OK;
}

/* ---- gather_backward -----------------------------------------------------
 * gather's gradient over [outer, len, inner] of dx: dx = 0, then
 * dx[o, idx[k], i] += dy[o, k, i] for k in the order of the indices, so a
 * repeated index sums its entries in that order. Every index is checked, as
 * gather checks it, before anything is written. */
#define DEF_GATHER_BW(sfx, T)                                                          \
    static void gather_bw_##sfx(const sy_op_args *a, sy__split s)                          \
    {                                                                                  \
        const T *dy = (const T *)a->in[0].data;                                        \
        const sy_tensor_arg *idx = &a->in[1];                                          \
        T *dx = (T *)a->out[0].data;                                                   \
        const int64_t n = idx->numel;                                                  \
        memset(dx, 0, (size_t)a->out[0].numel * sizeof *dx);                           \
        for (int64_t o = 0; o < s.outer; o++)                                          \
            for (int64_t k = 0; k < n; k++) {                                          \
                T *to = dx + (o * s.len + position(idx, k, s.len)) * s.inner;          \
                const T *from = dy + (o * n + k) * s.inner;                            \
                for (int64_t i = 0; i < s.inner; i++)                                  \
                    to[i] += from[i];                                                  \
            }                                                                          \
    }
#define DEF_GATHER_BW_X(unused, E, T, sfx) DEF_GATHER_BW(sfx, T)
SY__CPU_TAKES_gather_backward(DEF_GATHER_BW_X, _)

#define GATHER_BW_CASE(unused, E, T, sfx)                                              \
    case SY_DTYPE_##E:                                                                 \
        gather_bw_##sfx(args, s);                                                      \
        return SY_OK;

sy_status sy_k_cpu_gather_backward(const sy_op_args *args)
{
    const sy_result_arg *dx = &args->out[0];
    const sy__split s = sy__around(dx->shape, dx->rank, args->attrs[SY_ATTR_GATHER_BACKWARD_AXIS].i[0]);
    sy_status st = check_indices(&args->in[1], s.len);
    if (st != SY_OK)
        return st;
    switch (args->in[0].dtype) {
        SY__CPU_TAKES_gather_backward(GATHER_BW_CASE, _)
    default:
        return SY_E_DTYPE_UNSUPPORTED;
    }
}

/* ---- layer_norm ----------------------------------------------------------
 * Per row of the normalized axes, in double and rounded once: the mean, the
 * biased variance, inv = 1 / sqrt(variance + epsilon), y = (x - mean) * inv,
 * times weight and plus bias where given. An empty row has NaN statistics. */
#define DEF_LAYER_NORM(sfx, T)                                                         \
    static void layer_norm_##sfx(const sy_op_args *a, int64_t rows, int64_t n)          \
    {                                                                                  \
        const T *x = (const T *)a->in[0].data, *w = (const T *)a->in[1].data;          \
        const T *b = (const T *)a->in[2].data;                                         \
        T *y = (T *)a->out[0].data, *mean = (T *)a->out[1].data, *inv = (T *)a->out[2].data; \
        const double eps = a->attrs[SY_ATTR_LAYER_NORM_EPSILON].f;                     \
        for (int64_t o = 0; o < rows && n == 0; o++) /* empty rows: no x to read */    \
            mean[o] = inv[o] = (T)NAN;                                                 \
        for (int64_t o = 0; o < rows && n > 0; o++) {                                  \
            const T *row = x + o * n;                                                  \
            double sum = 0, sq = 0;                                                    \
            for (int64_t j = 0; j < n; j++)                                            \
                sum += (double)row[j];                                                 \
            const double m = sum / (double)n;                                          \
            for (int64_t j = 0; j < n; j++)                                            \
                sq += ((double)row[j] - m) * ((double)row[j] - m);                     \
            const double is = 1.0 / sqrt(sq / (double)n + eps);                        \
            for (int64_t j = 0; j < n; j++) {                                          \
                double v = ((double)row[j] - m) * is;                                  \
                if (w)                                                                 \
                    v *= (double)w[j];                                                 \
                if (b)                                                                 \
                    v += (double)b[j];                                                 \
                y[o * n + j] = (T)v;                                                   \
            }                                                                          \
            mean[o] = (T)m;                                                            \
            inv[o] = (T)is;                                                            \
        }                                                                              \
    }
#define DEF_LAYER_NORM_X(unused, E, T, sfx) DEF_LAYER_NORM(sfx, T)
SY__CPU_TAKES_layer_norm(DEF_LAYER_NORM_X, _)

#define LAYER_NORM_CASE(unused, E, T, sfx)                                             \
    case SY_DTYPE_##E:                                                                 \
        layer_norm_##sfx(args, rows, n);                                               \
        return SY_OK;

sy_status sy_k_cpu_layer_norm(const sy_op_args *args)
{
    const int64_t rows = args->out[1].numel, n = rows ? args->in[0].numel / rows : 0;
    switch (args->in[0].dtype) {
        SY__CPU_TAKES_layer_norm(LAYER_NORM_CASE, _)
    default:
        return SY_E_DTYPE_UNSUPPORTED;
    }
}

/* ---- slice and slice_backward -----------------------------------------------
 * Both walk the slice's elements in row-major order (the plan of
 * sy_slice.h, which the rule has checked): slice copies each from x,
 * slice_backward writes each dy element there in zeros of x's shape. */
static int64_t slice_first(const sy_slice_plan *p, const int64_t *shape, int rank, int64_t *stride)
{
    int64_t at = 0, s = 1;
    for (int j = rank - 1; j >= 0; j--) {
        stride[j] = s * p->step[j];
        at += p->start[j] * s;
        s *= shape[j];
    }
    return at;
}

#define DEF_SLICE(sfx, T)                                                              \
    static void slice_walk_##sfx(const sy_slice_plan *p, const int64_t *shape, int rank, \
                                 int64_t n, T *full, T *part, bool to_part)            \
    {                                                                                  \
        int64_t stride[SY_MAX_RANK], idx[SY_MAX_RANK] = {0};                           \
        int64_t at = slice_first(p, shape, rank, stride);                              \
        for (int64_t k = 0; k < n; k++) {                                              \
            if (to_part)                                                               \
                part[k] = full[at];                                                    \
            else                                                                       \
                full[at] = part[k];                                                    \
            int j = rank - 1;                                                          \
            for (; j >= 0 && ++idx[j] == p->count[j]; j--) {                           \
                at -= stride[j] * (p->count[j] - 1);                                   \
                idx[j] = 0;                                                            \
            }                                                                          \
            if (j >= 0)                                                                \
                at += stride[j];                                                       \
        }                                                                              \
    }
#define DEF_SLICE_X(unused, E, T, sfx) DEF_SLICE(sfx, T)
SY__CPU_TAKES_slice(DEF_SLICE_X, _)

#define SLICE_CASE(unused, E, T, sfx)                                                  \
    case SY_DTYPE_##E:                                                                 \
        slice_walk_##sfx(&p, x->shape, x->rank, y->numel, (T *)(uintptr_t)x->data, (T *)y->data, true); \
        return SY_OK;

sy_status sy_k_cpu_slice(const sy_op_args *args)
{
    const sy_tensor_arg *x = &args->in[0];
    const sy_result_arg *y = &args->out[0];
    sy_slice_plan p;
    char why[160];
    if (sy_slice_plan_of(x->shape, x->rank, &args->attrs[SY_ATTR_SLICE_STARTS], &args->attrs[SY_ATTR_SLICE_ENDS],
                         &args->attrs[SY_ATTR_SLICE_AXES], &args->attrs[SY_ATTR_SLICE_STEPS], &p, why, sizeof why))
        return sy_kernel_error(SY_E_INVALID_ARGUMENT, "%s", why);
    switch (x->dtype) {
        SY__CPU_TAKES_slice(SLICE_CASE, _)
    default:
        return SY_E_DTYPE_UNSUPPORTED;
    }
}

#define SLICE_BACKWARD_CASE(unused, E, T, sfx)                                         \
    case SY_DTYPE_##E:                                                                 \
        for (int64_t k = 0; k < y->numel; k++)                                         \
            ((T *)y->data)[k] = (T)0;                                                  \
        slice_walk_##sfx(&p, y->shape, y->rank, dy->numel, (T *)y->data, (T *)(uintptr_t)dy->data, false); \
        return SY_OK;

sy_status sy_k_cpu_slice_backward(const sy_op_args *args)
{
    const sy_tensor_arg *dy = &args->in[0];
    const sy_result_arg *y = &args->out[0];
    sy_slice_plan p;
    char why[160];
    if (sy_slice_plan_of(y->shape, y->rank, &args->attrs[SY_ATTR_SLICE_BACKWARD_STARTS],
                         &args->attrs[SY_ATTR_SLICE_BACKWARD_ENDS], &args->attrs[SY_ATTR_SLICE_BACKWARD_AXES],
                         &args->attrs[SY_ATTR_SLICE_BACKWARD_STEPS], &p, why, sizeof why))
        return sy_kernel_error(SY_E_INVALID_ARGUMENT, "%s", why);
    switch (y->dtype) {
        SY__CPU_TAKES_slice_backward(SLICE_BACKWARD_CASE, _)
    default:
        return SY_E_DTYPE_UNSUPPORTED;
    }
}

/* ---- pad -------------------------------------------------------------------
 * Each output element's source along every axis: inside, the input's; outside,
 * the constant (constant), the mirror without the edge (reflect) or the edge
 * (edge); the rule has checked the pads against the mode. */
#define DEF_PAD(sfx, T)                                                                \
    static void pad_##sfx(const sy_op_args *a)                                         \
    {                                                                                  \
        const sy_tensor_arg *x = &a->in[0];                                            \
        const sy_result_arg *y = &a->out[0];                                           \
        const int64_t *pads = a->attrs[SY_ATTR_PAD_PADS].i, mode = a->attrs[SY_ATTR_PAD_MODE].i[0]; \
        /* the rule checked that a constant mode's value fits T */                    \
        const T value = mode == SY_PAD_MODE_CONSTANT ? (T)a->attrs[SY_ATTR_PAD_VALUE].f : (T)0; \
        const T *src = (const T *)x->data;                                             \
        T *dst = (T *)y->data;                                                         \
        int64_t idx[SY_MAX_RANK] = {0};                                                \
        for (int64_t k = 0; k < y->numel; k++) {                                       \
            int64_t at = 0;                                                            \
            bool outside = false;                                                      \
            for (int j = 0; j < x->rank; j++) {                                        \
                const int64_t d = x->shape[j];                                         \
                int64_t s = idx[j] - pads[j];                                          \
                if (s < 0 || s >= d) {                                                 \
                    if (mode == SY_PAD_MODE_CONSTANT)                                  \
                        outside = true;                                                \
                    else if (mode == SY_PAD_MODE_EDGE)                                 \
                        s = s < 0 ? 0 : d - 1;                                         \
                    else                                                               \
                        s = s < 0 ? -s : 2 * (d - 1) - s;                              \
                }                                                                      \
                at = at * d + s;                                                       \
            }                                                                          \
            dst[k] = outside ? value : src[at];                                        \
            for (int j = y->rank - 1; j >= 0 && ++idx[j] == y->shape[j]; j--)          \
                idx[j] = 0;                                                            \
        }                                                                              \
    }
#define DEF_PAD_X(unused, E, T, sfx) DEF_PAD(sfx, T)
SY__CPU_TAKES_pad(DEF_PAD_X, _)

#define PAD_CASE(unused, E, T, sfx)                                                    \
    case SY_DTYPE_##E:                                                                 \
        pad_##sfx(args);                                                               \
        return SY_OK;

sy_status sy_k_cpu_pad(const sy_op_args *args)
{
    switch (args->in[0].dtype) {
        SY__CPU_TAKES_pad(PAD_CASE, _)
    default:
        return SY_E_DTYPE_UNSUPPORTED;
    }
}
