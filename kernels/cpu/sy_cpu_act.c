/* switchyard cpu backend: the activations. Of the families ew_alpha
 * (leaky_relu, elu, celu, thresholded_relu) and ew_alpha_beta (hard_sigmoid,
 * selu, shrink), which take sy_op_args with contiguous x and the float
 * parameters at SY_ATTR_EW_ALPHA_*; clip (x, optional one-element low and
 * high); hard_swish and mish of the unary family and prelu of the binary one
 * (sy_ew_args, strided). Floats compute in their own precision with the
 * parameters rounded to it; f16 and bf16 compute in f32 from the exact value
 * and round once. A NaN x gives NaN in every op. */
#include <math.h>

#include "sy_contract.h"
#include "sy_cpu_iter.h"
#include "sy_kernels.h"

/* ---- the scalar functions, for C = float (suffix f) and double (d) ------- */
#define DEF_ACT(C, cs, EXPM1, EXP, TANH, LOG1P, FABS)                                  \
    static inline C leaky_relu_##cs(C x, C a, C b) { (void)b; return x < 0 ? a * x : x; } \
    static inline C elu_##cs(C x, C a, C b) { (void)b; return x > 0 ? x : a * EXPM1(x); } \
    static inline C celu_##cs(C x, C a, C b) { (void)b; return x > 0 ? x : a * EXPM1(x / a); } \
    static inline C thresholded_relu_##cs(C x, C a, C b) { (void)b; return x <= a ? (C)0 : x; } \
    static inline C hard_sigmoid_##cs(C x, C a, C b)                                   \
    {                                                                                  \
        const C v = a * x + b;                                                         \
        return v < 0 ? (C)0 : v > 1 ? (C)1 : v;                                        \
    }                                                                                  \
    static inline C selu_##cs(C x, C a, C b) { return x > 0 ? b * x : b * (a * EXPM1(x)); } \
    static inline C shrink_##cs(C x, C a, C b) { return x < -a ? x + b : x > a ? x - b : x == x ? (C)0 : x; } \
    static inline C hard_swish_##cs(C x)                                               \
    {                                                                                  \
        const C v = x + 3;                                                             \
        return x * (v < 0 ? (C)0 : v > 6 ? (C)6 : v) / 6;                              \
    }                                                                                  \
    static inline C mish_##cs(C x)                                                     \
    {                                                                                  \
        const C sp = (x > 0 ? x : (C)0) + LOG1P(EXP(-FABS(x)));                        \
        return x * TANH(sp);                                                           \
    }                                                                                  \
    static inline C prelu_##cs(C x, C s) { return x < 0 ? x * s : x; }
DEF_ACT(float, f, expm1f, expf, tanhf, log1pf, fabsf)
DEF_ACT(double, d, expm1, exp, tanh, log1p, fabs)

/* Per dtype: the computing type's suffix, load and store. */
#define ACT_C_f32 f
#define ACT_C_f64 d
#define ACT_C_f16 f
#define ACT_C_bf16 f
#define ACT_T_f float
#define ACT_T_d double
static inline float act_ld_f32(float x) { return x; }
static inline double act_ld_f64(double x) { return x; }
static inline float act_ld_f16(uint16_t x) { return sy__cpu_ld_f16(x); }
static inline float act_ld_bf16(uint16_t x) { return sy__cpu_ld_bf16(x); }
static inline float act_st_f32(float x) { return x; }
static inline double act_st_f64(double x) { return x; }
static inline uint16_t act_st_f16(float x) { return sy__cpu_st_f16(x); }
static inline uint16_t act_st_bf16(float x) { return sy__cpu_st_bf16(x); }
#define ACT_CAT(a, b) a##_##b
#define ACT_FN(op, cs) ACT_CAT(op, cs)
#define ACT_TYPE(cs) ACT_CAT(ACT_T, cs)

/* ---- ew_alpha and ew_alpha_beta: contiguous x, the parameters in C -------- */
#define ACT_OP_CASE(op, E, T, sfx)                                                     \
    case SY_DTYPE_##E: {                                                               \
        const T *x = (const T *)a->in[0].data;                                         \
        T *y = (T *)a->out[0].data;                                                    \
        const ACT_TYPE(ACT_C_##sfx) pa = (ACT_TYPE(ACT_C_##sfx))alpha;                 \
        const ACT_TYPE(ACT_C_##sfx) pb = (ACT_TYPE(ACT_C_##sfx))beta;                  \
        for (int64_t k = 0; k < a->out[0].numel; k++)                                  \
            y[k] = act_st_##sfx(ACT_FN(op, ACT_C_##sfx)(act_ld_##sfx(x[k]), pa, pb));  \
        return SY_OK;                                                                  \
    }
#define ACT_OP_KERNEL(op, ALPHA, BETA)                                                 \
    sy_status sy_k_cpu_##op(const sy_op_args *a)                                       \
    {                                                                                  \
        const double alpha = a->attrs[ALPHA].f, beta = (BETA) < 0 ? 0.0 : a->attrs[(BETA) < 0 ? 0 : (BETA)].f; \
        switch (a->in[0].dtype) {                                                      \
            SY__CPU_TAKES_##op(ACT_OP_CASE, op)                                        \
        default:                                                                       \
            return SY_E_DTYPE_UNSUPPORTED;                                             \
        }                                                                              \
    }
ACT_OP_KERNEL(leaky_relu, SY_ATTR_EW_ALPHA_ALPHA, -1)
ACT_OP_KERNEL(elu, SY_ATTR_EW_ALPHA_ALPHA, -1)
ACT_OP_KERNEL(celu, SY_ATTR_EW_ALPHA_ALPHA, -1)
ACT_OP_KERNEL(thresholded_relu, SY_ATTR_EW_ALPHA_ALPHA, -1)
ACT_OP_KERNEL(hard_sigmoid, SY_ATTR_EW_ALPHA_BETA_ALPHA, SY_ATTR_EW_ALPHA_BETA_BETA)
ACT_OP_KERNEL(selu, SY_ATTR_EW_ALPHA_BETA_ALPHA, SY_ATTR_EW_ALPHA_BETA_BETA)
ACT_OP_KERNEL(shrink, SY_ATTR_EW_ALPHA_BETA_ALPHA, SY_ATTR_EW_ALPHA_BETA_BETA)

/* ---- hard_swish, mish (unary) and prelu (binary): strided ------------------ */
#define ACT_EW1_CASE(op, E, T, sfx)                                                    \
    case SY_DTYPE_##E:                                                                 \
        SY__CPU_EW1(args, T, T, act_st_##sfx(ACT_FN(op, ACT_C_##sfx)(act_ld_##sfx(x)))) \
        return SY_OK;
#define ACT_EW2_CASE(op, E, T, sfx)                                                    \
    case SY_DTYPE_##E:                                                                 \
        SY__CPU_EW2(args, T, T, T, act_st_##sfx(ACT_FN(op, ACT_C_##sfx)(act_ld_##sfx(x), act_ld_##sfx(y)))) \
        return SY_OK;
#define ACT_EW_KERNEL(op, CASE)                                                        \
    sy_status sy_k_cpu_##op(const sy_ew_args *args)                                    \
    {                                                                                  \
        switch (args->out_dtype) {                                                     \
            SY__CPU_TAKES_##op(CASE, op)                                               \
        default:                                                                       \
            return SY_E_DTYPE_UNSUPPORTED;                                             \
        }                                                                              \
    }
ACT_EW_KERNEL(hard_swish, ACT_EW1_CASE)
ACT_EW_KERNEL(mish, ACT_EW1_CASE)
ACT_EW_KERNEL(prelu, ACT_EW2_CASE)

/* ---- clip -------------------------------------------------------------------
 * min(max(x, low), high) in the order ONNX gives: a NaN x stays (no compare
 * holds), a NaN bound replaces every element (NumPy's clip); low > high gives
 * high. Elements are copied, never rounded; 2-byte floats compare by value. */
#define CLIP_CASE(unused, E, T, sfx)                                                   \
    case SY_DTYPE_##E: {                                                               \
        const T *x = (const T *)a->in[0].data;                                         \
        const T *lo = (const T *)a->in[1].data, *hi = (const T *)a->in[2].data;        \
        T *y = (T *)a->out[0].data;                                                    \
        const bool has_lo = lo != NULL, has_hi = hi != NULL;                           \
        const T l = has_lo ? lo[0] : x[0], h = has_hi ? hi[0] : x[0];                  \
        const bool nan_lo = has_lo && sy__cpu_val_##sfx(l) != sy__cpu_val_##sfx(l);    \
        const bool nan_hi = has_hi && sy__cpu_val_##sfx(h) != sy__cpu_val_##sfx(h);    \
        for (int64_t k = 0; k < a->out[0].numel; k++) {                                \
            T v = x[k];                                                                \
            if (has_lo && (nan_lo || sy__cpu_val_##sfx(v) < sy__cpu_val_##sfx(l)))     \
                v = l;                                                                 \
            if (has_hi && (nan_hi || sy__cpu_val_##sfx(v) > sy__cpu_val_##sfx(h)))     \
                v = h;                                                                 \
            y[k] = v;                                                                  \
        }                                                                              \
        return SY_OK;                                                                  \
    }

sy_status sy_k_cpu_clip(const sy_op_args *a)
{
    switch (a->in[0].dtype) {
        SY__CPU_TAKES_clip(CLIP_CASE, _)
    default:
        return SY_E_DTYPE_UNSUPPORTED;
    }
}
