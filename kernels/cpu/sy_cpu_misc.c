/* switchyard cpu backend: kernels of the general-purpose ops without an
 * ONNX operator of their own (flip, gelu, gelu_backward). Each takes
 * sy_op_args: contiguous operands, attributes at the generated
 * SY_ATTR_<FAMILY>_<NAME>; the shape rules (runtime/sy_rules_misc.c) have
 * run. flip moves bytes, so it takes every dtype alike; gelu and its
 * gradient compute in double from the exact element and round once. */
#include <math.h>
#include <stdbool.h>
#include <string.h>

#include "sy_cpu_iter.h"
#include "sy_contract.h"
#include "sy_kernels.h"

/* ---- flip ------------------------------------------------------------------
 * Each output row (every axis but the last) is the input row at the output's
 * indices, mirrored along the flipped axes: copied whole, or element by
 * element from its end when the last axis is flipped. */
sy_status sy_k_cpu_flip(const sy_op_args *args)
{
    const sy_tensor_arg *x = &args->in[0];
    const sy_result_arg *y = &args->out[0];
    const sy_attr_value *axes = &args->attrs[SY_ATTR_FLIP_AXES];
    const size_t es = sy_dtype_size(x->dtype);
    const int r = x->rank;
    if (x->numel == 0)
        return SY_OK;
    if (r == 0) {
        memcpy(y->data, x->data, es);
        return SY_OK;
    }
    bool flipped[SY_MAX_RANK] = {false};
    for (int j = 0; j < axes->n; j++)
        flipped[axes->i[j] < 0 ? axes->i[j] + r : axes->i[j]] = true;
    const int64_t n = x->shape[r - 1], rows = x->numel / n;
    int64_t idx[SY_MAX_RANK] = {0}; /* the output row's indices over axes 0 .. r - 2 */
    for (int64_t row = 0; row < rows; row++) {
        int64_t src = 0;
        for (int d = 0; d < r - 1; d++)
            src = src * x->shape[d] + (flipped[d] ? x->shape[d] - 1 - idx[d] : idx[d]);
        const char *from = (const char *)x->data + (size_t)(src * n) * es;
        char *to = (char *)y->data + (size_t)(row * n) * es;
        if (flipped[r - 1])
            for (int64_t k = 0; k < n; k++)
                memcpy(to + (size_t)k * es, from + (size_t)(n - 1 - k) * es, es);
        else
            memcpy(to, from, (size_t)n * es);
        for (int d = r - 2; d >= 0 && ++idx[d] == x->shape[d]; d--)
            idx[d] = 0;
    }
    return SY_OK;
}

/* ---- gelu, gelu_backward ---------------------------------------------------
 * PyTorch's: none is x * Phi(x), Phi(x) = 0.5 * (1 + erf(x / sqrt(2))); tanh
 * 0.5 * x * (1 + tanh(u)), u = sqrt(2 / pi) * (x + 0.044715 * x^3). The
 * derivatives: Phi(x) + x * phi(x), phi(x) = exp(-x^2 / 2) / sqrt(2 pi); and
 * 0.5 * (1 + t) + 0.5 * x * (1 - t^2) * sqrt(2 / pi) * (1 + 3 * 0.044715 * x^2),
 * t = tanh(u). Both without the cancellation of 1 + erf and 1 + tanh for a
 * negative x: 1 + erf(z) is erfc(-z), and 0.5 * (1 + tanh(u)) is s =
 * 1 / (1 + exp(-2u)), with 1 - t^2 = 4 * s * (1 - s). */
#define GELU_SQRT1_2 0.70710678118654752440
#define GELU_K 0.79788456080286535588 /* sqrt(2 / pi) */
#define GELU_C 0.044715
static double gelu_s(double x) { return 1.0 / (1.0 + exp(-2.0 * GELU_K * (x + GELU_C * x * x * x))); }

static double gelu_d(double x, bool tanh_form)
{
    if (tanh_form)
        return x * gelu_s(x);
    return 0.5 * x * erfc(-x * GELU_SQRT1_2);
}

static double gelu_grad_d(double x, bool tanh_form)
{
    if (tanh_form) {
        const double s = gelu_s(x);
        return s + 2.0 * x * s * (1.0 - s) * GELU_K * (1.0 + 3.0 * GELU_C * x * x);
    }
    return 0.5 * erfc(-x * GELU_SQRT1_2) + x * exp(-0.5 * x * x) * (GELU_SQRT1_2 * 0.56418958354775628695);
}

static inline double gelu_ld_f32(float x) { return x; }
static inline double gelu_ld_f64(double x) { return x; }
static inline double gelu_ld_f16(uint16_t x) { return sy__cpu_ld_f16(x); }
static inline double gelu_ld_bf16(uint16_t x) { return sy__cpu_ld_bf16(x); }
static inline float gelu_st_f32(double x) { return (float)x; }
static inline double gelu_st_f64(double x) { return x; }
static inline uint16_t gelu_st_f16(double x) { return sy__f16_from_f64(x); }
static inline uint16_t gelu_st_bf16(double x) { return sy__bf16_from_f64(x); }

#define GELU_CASE(unused, E, T, sfx)                                                                                   \
    case SY_DTYPE_##E: {                                                                                               \
        const T *x = (const T *)a->in[0].data;                                                                         \
        T *y = (T *)a->out[0].data;                                                                                    \
        for (int64_t k = 0; k < a->out[0].numel; k++)                                                                  \
            y[k] = gelu_st_##sfx(gelu_d(gelu_ld_##sfx(x[k]), tanh_form));                                              \
        return SY_OK;                                                                                                  \
    }
sy_status sy_k_cpu_gelu(const sy_op_args *a)
{
    const bool tanh_form = a->attrs[SY_ATTR_GELU_APPROXIMATE].i[0] != 0;
    switch (a->in[0].dtype) {
        SY__CPU_TAKES_gelu(GELU_CASE, gelu) default : return SY_E_DTYPE_UNSUPPORTED;
    }
}

#define GELU_BW_CASE(unused, E, T, sfx)                                                                                \
    case SY_DTYPE_##E: {                                                                                               \
        const T *dy = (const T *)a->in[0].data, *x = (const T *)a->in[1].data;                                         \
        T *dx = (T *)a->out[0].data;                                                                                   \
        for (int64_t k = 0; k < a->out[0].numel; k++)                                                                  \
            dx[k] = gelu_st_##sfx(gelu_ld_##sfx(dy[k]) * gelu_grad_d(gelu_ld_##sfx(x[k]), tanh_form));                 \
        return SY_OK;                                                                                                  \
    }
sy_status sy_k_cpu_gelu_backward(const sy_op_args *a)
{
    const bool tanh_form = a->attrs[SY_ATTR_GELU_BACKWARD_APPROXIMATE].i[0] != 0;
    switch (a->in[0].dtype) {
        SY__CPU_TAKES_gelu_backward(GELU_BW_CASE, gelu_backward) default : return SY_E_DTYPE_UNSUPPORTED;
    }
}
