/* switchyard cpu backend: the random draws, random_uniform_like,
 * random_normal_like, bernoulli and multinomial (backends.yaml's docs say
 * what each draws). Element i takes the Philox4x32-10 block of (seed, i)
 * (runtime/sy_philox.h), so the values depend on the seed and the shape
 * alone: every backend, which runs these through its cpu fallback, gives
 * the same. The shape rules (runtime/sy_rules_random.c) have checked the
 * parameters; what x's values decide is refused here. */
#include <math.h>
#include <stdbool.h>
#include <stdint.h>
#include <string.h>

#include "sy_contract.h"
#include "sy_cpu_iter.h"
#include "sy_internal.h"
#include "sy_kernels.h"
#include "sy_philox.h"

/* low + (high - low) * u rounded once to float, kept below high */
static float uniform_f32(double low, double high, double u)
{
    const float y = (float)(low + (high - low) * u), h = (float)high;
    if (high > low && y >= h) {
        const float below = nextafterf(h, -INFINITY);
        return below < (float)low ? (float)low : below;
    }
    return y;
}

static double uniform_f64(double low, double high, double u)
{
    const double y = low + (high - low) * u;
    return high > low && y >= high ? nextafter(high, -INFINITY) : y;
}

sy_status sy_k_cpu_random_uniform_like(const sy_op_args *a)
{
    const sy_result_arg *y = &a->out[0];
    const double low = a->attrs[SY_ATTR_RANDOM_UNIFORM_LIKE_LOW].f, high = a->attrs[SY_ATTR_RANDOM_UNIFORM_LIKE_HIGH].f;
    uint32_t key[2], w[4];
    sy__philox_key(a->attrs[SY_ATTR_RANDOM_UNIFORM_LIKE_SEED].f, key);
    for (int64_t i = 0; i < y->numel; i++) {
        sy__philox_block(key, (uint64_t)i, w);
        const double u = sy__philox_u53(w[0], w[1]);
        if (y->dtype == SY_DTYPE_F32)
            ((float *)y->data)[i] = uniform_f32(low, high, u);
        else if (y->dtype == SY_DTYPE_F64)
            ((double *)y->data)[i] = uniform_f64(low, high, u);
        else
            return SY_E_DTYPE_UNSUPPORTED;
    }
    return SY_OK;
}

sy_status sy_k_cpu_random_normal_like(const sy_op_args *a)
{
    const sy_result_arg *y = &a->out[0];
    const double mean = a->attrs[SY_ATTR_RANDOM_NORMAL_LIKE_MEAN].f, scale = a->attrs[SY_ATTR_RANDOM_NORMAL_LIKE_SCALE].f;
    const double two_pi = 6.283185307179586476925286766559;
    uint32_t key[2], w[4];
    sy__philox_key(a->attrs[SY_ATTR_RANDOM_NORMAL_LIKE_SEED].f, key);
    for (int64_t i = 0; i < y->numel; i++) {
        sy__philox_block(key, (uint64_t)i, w);
        const double u1 = sy__philox_u53(w[0], w[1]), u2 = sy__philox_u53(w[2], w[3]);
        const double v = mean + scale * (sqrt(-2.0 * log(1.0 - u1)) * cos(two_pi * u2));
        if (y->dtype == SY_DTYPE_F32)
            ((float *)y->data)[i] = (float)v;
        else if (y->dtype == SY_DTYPE_F64)
            ((double *)y->data)[i] = v;
        else
            return SY_E_DTYPE_UNSUPPORTED;
    }
    return SY_OK;
}

/* x's probabilities as doubles, each checked to be in [0, 1] */
static sy_status probability(const sy_tensor_arg *x, int64_t i, double *p)
{
    if (x->dtype == SY_DTYPE_F32)
        *p = ((const float *)x->data)[i];
    else if (x->dtype == SY_DTYPE_F64)
        *p = ((const double *)x->data)[i];
    else
        return SY_E_DTYPE_UNSUPPORTED;
    if (!(*p >= 0 && *p <= 1))
        return sy_kernel_error(SY_E_INVALID_ARGUMENT, "x[%lld] (flat, of %lld %s) is %g; bernoulli takes"
                               " probabilities in [0, 1]", (long long)i, (long long)x->numel,
                               sy_dtype_name(x->dtype), *p);
    return SY_OK;
}

#define BERNOULLI_CASE(unused, E, T, sfx)                                              \
    case SY_DTYPE_##E:                                                                 \
        ((T *)y->data)[i] = sy__cpu_from_f_##sfx(one ? 1.0 : 0.0);                     \
        break;

sy_status sy_k_cpu_bernoulli(const sy_op_args *a)
{
    const sy_tensor_arg *x = &a->in[0];
    const sy_result_arg *y = &a->out[0];
    uint32_t key[2], w[4];
    sy__philox_key(a->attrs[SY_ATTR_BERNOULLI_SEED].f, key);
    for (int64_t i = 0; i < x->numel; i++) { /* every probability checked before a value is written */
        double p;
        sy_status st = probability(x, i, &p);
        if (st != SY_OK)
            return st;
    }
    for (int64_t i = 0; i < x->numel; i++) {
        double p;
        probability(x, i, &p);
        sy__philox_block(key, (uint64_t)i, w);
        const bool one = sy__philox_u53(w[0], w[1]) < p;
        switch (y->dtype) {
            SY__CPU_ALL(BERNOULLI_CASE, _)
        default:
            return SY_E_DTYPE_UNSUPPORTED;
        }
    }
    return SY_OK;
}

sy_status sy_k_cpu_multinomial(const sy_op_args *a)
{
    const sy_tensor_arg *x = &a->in[0];
    const sy_result_arg *y = &a->out[0];
    const int64_t rows = x->shape[0], classes = x->shape[1], n = y->shape[1];
    uint32_t key[2], w[4];
    sy__philox_key(a->attrs[SY_ATTR_MULTINOMIAL_SEED].f, key);
    if (rows == 0 || n == 0)
        return SY_OK;
    double *cum = (double *)sy__host_alloc((size_t)classes * sizeof *cum);
    if (!cum)
        return SY_E_OUT_OF_MEMORY;
    sy_status st = SY_OK;
    for (int64_t b = 0; b < rows && st == SY_OK; b++) {
        double top = -INFINITY, total = 0;
        bool bad = false;
        for (int64_t j = 0; j < classes; j++) {
            const double v = x->dtype == SY_DTYPE_F32 ? (double)((const float *)x->data)[b * classes + j]
                                                      : ((const double *)x->data)[b * classes + j];
            if (isnan(v) || v == INFINITY)
                bad = true;
            top = v > top ? v : top;
        }
        if (!bad && top == -INFINITY)
            bad = true;
        if (bad) {
            st = sy_kernel_error(SY_E_INVALID_ARGUMENT, "row %lld of x [%lld, %lld] (%s) has a NaN or +inf, or"
                                 " every entry -inf; multinomial takes finite log-probabilities (-inf for 0)",
                                 (long long)b, (long long)rows, (long long)classes, sy_dtype_name(x->dtype));
            break;
        }
        for (int64_t j = 0; j < classes; j++) {
            const double v = x->dtype == SY_DTYPE_F32 ? (double)((const float *)x->data)[b * classes + j]
                                                      : ((const double *)x->data)[b * classes + j];
            total += exp(v - top);
            cum[j] = total;
        }
        for (int64_t s = 0; s < n; s++) {
            sy__philox_block(key, (uint64_t)(b * n + s), w);
            const double target = sy__philox_u53(w[0], w[1]) * total;
            int64_t j = 0;
            while (j < classes - 1 && !(cum[j] > target))
                j++;
            while (j > 0 && cum[j] == cum[j - 1]) /* never a class of probability 0 */
                j--;
            if (y->dtype == SY_DTYPE_I32)
                ((int32_t *)y->data)[b * n + s] = (int32_t)j;
            else
                ((int64_t *)y->data)[b * n + s] = j;
        }
    }
    sy__host_free(cum);
    return st;
}
