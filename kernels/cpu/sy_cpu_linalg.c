/* switchyard cpu backend: det (ONNX Det-11) and reverse_sequence (ONNX
 * ReverseSequence-10); backends.yaml's docs say what each computes. The
 * shape rules (runtime/sy_rules_linalg.c) have run: det's x is [..., n, n],
 * contiguous, and its result has one element per matrix; reverse_sequence
 * refuses a length outside 0..time here. */
#include <math.h>
#include <stdbool.h>
#include <stdint.h>
#include <string.h>

#include "sy_contract.h"
#include "sy_cpu_iter.h"
#include "sy_internal.h"
#include "sy_kernels.h"

/* det of the n x n matrix a (row-major, overwritten): LU with partial
 * pivoting (the largest magnitude in the column), the product of U's
 * diagonal with the sign of the row swaps */
static double lu_det(double *a, int64_t n)
{
    double det = 1.0;
    for (int64_t k = 0; k < n; k++) {
        int64_t p = k;
        for (int64_t i = k + 1; i < n; i++)
            if (fabs(a[i * n + k]) > fabs(a[p * n + k]))
                p = i;
        if (a[p * n + k] == 0.0)
            return 0.0; /* singular */
        if (p != k) {
            for (int64_t j = 0; j < n; j++) {
                const double t = a[k * n + j];
                a[k * n + j] = a[p * n + j];
                a[p * n + j] = t;
            }
            det = -det;
        }
        const double pivot = a[k * n + k];
        det *= pivot;
        for (int64_t i = k + 1; i < n; i++) {
            const double f = a[i * n + k] / pivot;
            for (int64_t j = k + 1; j < n; j++)
                a[i * n + j] -= f * a[k * n + j];
        }
    }
    return det;
}

sy_status sy_k_cpu_det(const sy_op_args *args)
{
    const sy_tensor_arg *x = &args->in[0];
    const sy_result_arg *y = &args->out[0];
    const int64_t n = x->shape[x->rank - 1], mats = y->numel;
    if (x->dtype != SY_DTYPE_F32 && x->dtype != SY_DTYPE_F64)
        return SY_E_DTYPE_UNSUPPORTED;
    if (n > 46340) /* n * n elements of scratch would pass 2^31 */
        return sy_kernel_error(SY_E_INVALID_ARGUMENT, "det of matrices %lld x %lld: more than 46340 rows",
                               (long long)n, (long long)n);
    double *a = (double *)sy__host_alloc((size_t)(n > 0 ? n * n : 1) * sizeof *a);
    if (!a)
        return SY_E_OUT_OF_MEMORY;
    for (int64_t m = 0; m < mats; m++) {
        bool nan = false;
        for (int64_t e = 0; e < n * n; e++) {
            a[e] = x->dtype == SY_DTYPE_F32 ? (double)((const float *)x->data)[m * n * n + e]
                                            : ((const double *)x->data)[m * n * n + e];
            nan |= isnan(a[e]) != 0;
        }
        const double d = nan ? NAN : lu_det(a, n);
        if (y->dtype == SY_DTYPE_F32)
            ((float *)y->data)[m] = (float)d;
        else
            ((double *)y->data)[m] = d;
    }
    sy__host_free(a);
    return SY_OK;
}

/* ---- reverse_sequence (ONNX ReverseSequence-10) ------------------------------ */

sy_status sy_k_cpu_reverse_sequence(const sy_op_args *args)
{
    const sy_tensor_arg *x = &args->in[0], *lens = &args->in[1];
    const sy_result_arg *y = &args->out[0];
    const int b_axis = (int)args->attrs[SY_ATTR_REVERSE_SEQUENCE_BATCH_AXIS].i[0];
    const int64_t batch = x->shape[b_axis], time = x->shape[1 - b_axis];
    int64_t inner = 1;
    for (int d = 2; d < x->rank; d++)
        inner *= x->shape[d];
    const int64_t *len = (const int64_t *)lens->data;
    for (int64_t i = 0; i < batch; i++) /* every length before anything is written */
        if (len[i] < 0 || len[i] > time)
            return sy_kernel_error(SY_E_INVALID_ARGUMENT, "sequence_lens[%lld] is %lld; reverse_sequence takes"
                                   " lengths in 0..%lld (axis %d of x, time_axis)", (long long)i,
                                   (long long)len[i], (long long)time, 1 - b_axis);
    const size_t row = (size_t)inner * sy_dtype_size(x->dtype);
    for (int64_t i = 0; i < batch; i++)
        for (int64_t t = 0; t < time; t++) {
            const int64_t from = t < len[i] ? len[i] - 1 - t : t;
            const int64_t at_y = b_axis == 0 ? i * time + t : t * batch + i;
            const int64_t at_x = b_axis == 0 ? i * time + from : from * batch + i;
            memcpy((char *)y->data + (size_t)at_y * row, (const char *)x->data + (size_t)at_x * row, row);
        }
    return SY_OK;
}
