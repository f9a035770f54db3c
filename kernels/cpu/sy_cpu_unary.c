/* switchyard cpu backend: the unary elementwise kernels neg, abs, exp, log,
 * sqrt, tanh, sigmoid, relu, the trigonometric and hyperbolic functions and
 * their inverses, erf, floor, ceil, round, sign, reciprocal, softplus,
 * softsign and logical_not. */
#include <math.h>

#include "sy_cpu_iter.h"
#include "sy_contract.h"
#include "sy_kernels.h"

/* One scalar function <op>_<dtype> per (op, dtype) the op takes. */
#define DEF_FLOAT(op, e32, e64)                                                        \
    static inline float op##_f32(float x) { return e32; }                              \
    static inline double op##_f64(double x) { return e64; }

/* Sigmoid in the dtype's precision, stable at both ends: exp only ever sees a
 * non-positive argument, so it cannot overflow. NaN takes the second branch
 * and stays NaN. */
static inline float sigmoid_f32(float x)
{
    if (x >= 0)
        return 1.0f / (1.0f + expf(-x));
    const float e = expf(x);
    return e / (1.0f + e);
}
static inline double sigmoid_f64(double x)
{
    if (x >= 0)
        return 1.0 / (1.0 + exp(-x));
    const double e = exp(x);
    return e / (1.0 + e);
}

DEF_FLOAT(neg, -x, -x)
DEF_FLOAT(abs, fabsf(x), fabs(x))
DEF_FLOAT(exp, expf(x), exp(x))
DEF_FLOAT(log, logf(x), log(x))
DEF_FLOAT(sqrt, sqrtf(x), sqrt(x))
DEF_FLOAT(tanh, tanhf(x), tanh(x))
/* relu keeps NaN and -0.0 (neither is < 0). */
DEF_FLOAT(relu, x < 0 ? 0.0f : x, x < 0 ? 0.0 : x)
DEF_FLOAT(sin, sinf(x), sin(x))
DEF_FLOAT(cos, cosf(x), cos(x))
DEF_FLOAT(tan, tanf(x), tan(x))
DEF_FLOAT(asin, asinf(x), asin(x))
DEF_FLOAT(acos, acosf(x), acos(x))
DEF_FLOAT(atan, atanf(x), atan(x))
DEF_FLOAT(sinh, sinhf(x), sinh(x))
DEF_FLOAT(cosh, coshf(x), cosh(x))
DEF_FLOAT(asinh, asinhf(x), asinh(x))
DEF_FLOAT(acosh, acoshf(x), acosh(x))
DEF_FLOAT(atanh, atanhf(x), atanh(x))
DEF_FLOAT(erf, erff(x), erf(x))
DEF_FLOAT(floor, floorf(x), floor(x))
DEF_FLOAT(ceil, ceilf(x), ceil(x))
/* round: half to even, rint in the default rounding mode (the library never
 * changes it). */
DEF_FLOAT(round, rintf(x), rint(x))
/* sign: NaN stays NaN, either zero gives +0. */
DEF_FLOAT(sign, x > 0 ? 1.0f : x < 0 ? -1.0f : x == 0 ? 0.0f : x, x > 0 ? 1.0 : x < 0 ? -1.0 : x == 0 ? 0.0 : x)
DEF_FLOAT(reciprocal, 1.0f / x, 1.0 / x)
/* softplus: max(x, 0) + log1p(exp(-|x|)); exp never overflows and a small
 * result keeps its digits. NaN stays NaN. */
DEF_FLOAT(softplus, fmaxf(x, 0.0f) + log1pf(expf(-fabsf(x))), fmax(x, 0.0) + log1p(exp(-fabs(x))))
DEF_FLOAT(softsign, x / (1.0f + fabsf(x)), x / (1.0 + fabs(x)))

/* Ints wrap: neg and abs of the minimum give the minimum (sy_cpu_iter.h). */
#define DEF_INT(unused, E, T, sfx)                                                     \
    static inline T neg_##sfx(T x) { return sy__cpu_neg_##sfx(x); }                   \
    static inline T abs_##sfx(T x) { return sy__cpu_abs_##sfx(x); }                   \
    static inline T relu_##sfx(T x) { return sy__cpu_relu_##sfx(x); }                 \
    static inline T sign_##sfx(T x) { return sy__cpu_sign_##sfx(x); }
SY__CPU_INT(DEF_INT, _)

/* logical_not of a bool: stored as 0 or 1. */
static inline uint8_t logical_not_b8(uint8_t x) { return (uint8_t)(x == 0); }
/* 2-byte floats: the f32 function of the exact value, rounded back once. */
#define DEF_HALF(unused, E, T, sfx)                                                                                    \
    static inline T neg_##sfx(T x) { return sy__cpu_st_##sfx(neg_f32(sy__cpu_ld_##sfx(x))); }                          \
    static inline T abs_##sfx(T x) { return sy__cpu_st_##sfx(abs_f32(sy__cpu_ld_##sfx(x))); }                          \
    static inline T exp_##sfx(T x) { return sy__cpu_st_##sfx(exp_f32(sy__cpu_ld_##sfx(x))); }                          \
    static inline T log_##sfx(T x) { return sy__cpu_st_##sfx(log_f32(sy__cpu_ld_##sfx(x))); }                          \
    static inline T sqrt_##sfx(T x) { return sy__cpu_st_##sfx(sqrt_f32(sy__cpu_ld_##sfx(x))); }                        \
    static inline T tanh_##sfx(T x) { return sy__cpu_st_##sfx(tanh_f32(sy__cpu_ld_##sfx(x))); }                        \
    static inline T sigmoid_##sfx(T x) { return sy__cpu_st_##sfx(sigmoid_f32(sy__cpu_ld_##sfx(x))); }                  \
    static inline T relu_##sfx(T x) { return sy__cpu_st_##sfx(relu_f32(sy__cpu_ld_##sfx(x))); }
SY__CPU_HALF(DEF_HALF, _)

#define UNARY_CASE(op, E, T, sfx)                                                      \
    case SY_DTYPE_##E:                                                                 \
        SY__CPU_EW1(args, T, T, op##_##sfx(x))                                         \
        return SY_OK;

#define UNARY_KERNEL(op)                                                               \
    sy_status sy_k_cpu_##op(const sy_ew_args *args)                                      \
    {                                                                                  \
        switch (args->out_dtype) {                                                     \
            SY__CPU_TAKES_##op(UNARY_CASE, op)                                         \
        default:                                                                       \
            return SY_E_DTYPE_UNSUPPORTED;                                             \
        }                                                                              \
    }

UNARY_KERNEL(neg)
UNARY_KERNEL(abs)
UNARY_KERNEL(exp)
UNARY_KERNEL(log)
UNARY_KERNEL(sqrt)
UNARY_KERNEL(tanh)
UNARY_KERNEL(sigmoid)
UNARY_KERNEL(relu)
UNARY_KERNEL(sin)
UNARY_KERNEL(cos)
UNARY_KERNEL(tan)
UNARY_KERNEL(asin)
UNARY_KERNEL(acos)
UNARY_KERNEL(atan)
UNARY_KERNEL(sinh)
UNARY_KERNEL(cosh)
UNARY_KERNEL(asinh)
UNARY_KERNEL(acosh)
UNARY_KERNEL(atanh)
UNARY_KERNEL(erf)
UNARY_KERNEL(floor)
UNARY_KERNEL(ceil)
UNARY_KERNEL(round)
UNARY_KERNEL(sign)
UNARY_KERNEL(reciprocal)
UNARY_KERNEL(softplus)
UNARY_KERNEL(softsign)
UNARY_KERNEL(logical_not)
