/* switchyard cpu backend: the activations. Of the families ew_alpha
 * (leaky_relu, elu, celu, thresholded_relu) and ew_alpha_beta (hard_sigmoid,
 * selu, shrink), which take sy_op_args with contiguous x and the float
 * parameters at SY_ATTR_EW_ALPHA_*; clip (x, optional one-element low and
 * high); prelu (x, slope broadcast to it); hard_swish and mish of the unary
 * family (sy_ew_args, strided). Every float dtype computes in double from the exact
 * element, with the parameters rounded to f32 first (the precision of an
 * ONNX float attribute, so a graph keeps its values through ONNX), and rounds
 * the result once; so a product, a sum or a difference of an element and a
 * parameter is correctly rounded. A NaN x gives NaN in every op but shrink
 * (0, as ONNX says). */
#include <math.h>

#include "sy_contract.h"
#include "sy_cpu_iter.h"
#include "sy_kernels.h"

/* ---- the scalar functions, in double (suffix d) ---------------------------- */
#define DEF_ACT(C, cs, EXPM1, EXP, TANH, LOG1P, FABS)                                                                  \
    static inline C leaky_relu_##cs(C x, C a, C b)                                                                     \
    {                                                                                                                  \
        (void)b;                                                                                                       \
        return x < 0 ? a * x : x;                                                                                      \
    }                                                                                                                  \
    static inline C elu_##cs(C x, C a, C b)                                                                            \
    {                                                                                                                  \
        (void)b;                                                                                                       \
        return x > 0 ? x : a * EXPM1(x);                                                                               \
    }                                                                                                                  \
    static inline C celu_##cs(C x, C a, C b)                                                                           \
    {                                                                                                                  \
        (void)b;                                                                                                       \
        return x > 0 ? x : a * EXPM1(x / a);                                                                           \
    }                                                                                                                  \
    static inline C thresholded_relu_##cs(C x, C a, C b)                                                               \
    {                                                                                                                  \
        (void)b;                                                                                                       \
        return x <= a ? (C)0 : x;                                                                                      \
    }                                                                                                                  \
    static inline C hard_sigmoid_##cs(C x, C a, C b)                                                                   \
    {                                                                                                                  \
        const C v = a * x + b;                                                                                         \
        return v < 0 ? (C)0 : v > 1 ? (C)1 : v;                                                                        \
    }                                                                                                                  \
    static inline C selu_##cs(C x, C a, C b) { return x > 0 ? b * x : b * (a * EXPM1(x)); }                            \
    static inline C shrink_##cs(C x, C a, C b) { return x < -a ? x + b : x > a ? x - b : (C)0; }                       \
    static inline C hard_swish_##cs(C x)                                                                               \
    {                                                                                                                  \
        const C v = x / 6 + (C)0.5; /* ONNX's alpha 1/6 and beta 1/2: no overflow */                                   \
        return x * (v < 0 ? (C)0 : v > 1 ? (C)1 : v);                                                                  \
    }                                                                                                                  \
    static inline C mish_##cs(C x)                                                                                     \
    {                                                                                                                  \
        const C sp = (x > 0 ? x : (C)0) + LOG1P(EXP(-FABS(x)));                                                        \
        return x * TANH(sp);                                                                                           \
    }                                                                                                                  \
    static inline C prelu_##cs(C x, C s) { return x < 0 ? x * s : x; }
DEF_ACT(double, d, expm1, exp, tanh, log1p, fabs)

/* Per dtype: the parameters' type, the element to double and the result back. */
#define ACT_P_f32 float
#define ACT_P_f64 float
#define ACT_P_f16 float
#define ACT_P_bf16 float
static inline double act_ld_f32(float x) { return x; }
static inline double act_ld_f64(double x) { return x; }
static inline double act_ld_f16(uint16_t x) { return sy__cpu_ld_f16(x); }
static inline double act_ld_bf16(uint16_t x) { return sy__cpu_ld_bf16(x); }
static inline float act_st_f32(double x) { return (float)x; }
static inline double act_st_f64(double x) { return x; }
static inline uint16_t act_st_f16(double x) { return sy__f16_from_f64(x); }
static inline uint16_t act_st_bf16(double x) { return sy__bf16_from_f64(x); }

/* ---- ew_alpha and ew_alpha_beta: contiguous x, the parameters in C -------- */
#define ACT_OP_CASE(op, E, T, sfx)                                                                                     \
    case SY_DTYPE_##E: {                                                                                               \
        const T *x = (const T *)a->in[0].data;                                                                         \
        T *y = (T *)a->out[0].data;                                                                                    \
        const double pa = (ACT_P_##sfx)alpha, pb = (ACT_P_##sfx)beta;                                                  \
        for (int64_t k = 0; k < a->out[0].numel; k++)                                                                  \
            y[k] = act_st_##sfx(op##_d(act_ld_##sfx(x[k]), pa, pb));                                                   \
        return SY_OK;                                                                                                  \
    }
#define ACT_OP_KERNEL(op, ALPHA, BETA)                                                                                 \
    sy_status sy_k_cpu_##op(const sy_op_args *a)                                                                       \
    {                                                                                                                  \
        const double alpha = a->attrs[ALPHA].f, beta = (BETA) < 0 ? 0.0 : a->attrs[(BETA) < 0 ? 0 : (BETA)].f;         \
        switch (a->in[0].dtype) {                                                                                      \
            SY__CPU_TAKES_##op(ACT_OP_CASE, op) default : return SY_E_DTYPE_UNSUPPORTED;                               \
        }                                                                                                              \
    }
ACT_OP_KERNEL(leaky_relu, SY_ATTR_EW_ALPHA_ALPHA, -1)
ACT_OP_KERNEL(elu, SY_ATTR_EW_ALPHA_ALPHA, -1)
ACT_OP_KERNEL(celu, SY_ATTR_EW_ALPHA_ALPHA, -1)
ACT_OP_KERNEL(thresholded_relu, SY_ATTR_EW_ALPHA_ALPHA, -1)
ACT_OP_KERNEL(hard_sigmoid, SY_ATTR_EW_ALPHA_BETA_ALPHA, SY_ATTR_EW_ALPHA_BETA_BETA)
ACT_OP_KERNEL(selu, SY_ATTR_EW_ALPHA_BETA_ALPHA, SY_ATTR_EW_ALPHA_BETA_BETA)
ACT_OP_KERNEL(shrink, SY_ATTR_EW_ALPHA_BETA_ALPHA, SY_ATTR_EW_ALPHA_BETA_BETA)

/* ---- hard_swish, mish (unary): strided ------------------------------------ */
#define ACT_EW1_CASE(op, E, T, sfx)                                                                                    \
    case SY_DTYPE_##E:                                                                                                 \
        SY__CPU_EW1(args, T, T, act_st_##sfx(op##_d(act_ld_##sfx(x))))                                                 \
        return SY_OK;
#define ACT_EW_KERNEL(op, CASE)                                                                                        \
    sy_status sy_k_cpu_##op(const sy_ew_args *args)                                                                    \
    {                                                                                                                  \
        switch (args->out_dtype) {                                                                                     \
            SY__CPU_TAKES_##op(CASE, op) default : return SY_E_DTYPE_UNSUPPORTED;                                      \
        }                                                                                                              \
    }
ACT_EW_KERNEL(hard_swish, ACT_EW1_CASE)
ACT_EW_KERNEL(mish, ACT_EW1_CASE)

/* ---- prelu -----------------------------------------------------------------
 * x contiguous, slope contiguous of its own shape: its element for x's
 * multi-index, aligned at the end, stride 0 along its dimensions of 1. */
#define PRELU_CASE(unused, E, T, sfx)                                                                                  \
    case SY_DTYPE_##E: {                                                                                               \
        const T *x = (const T *)a->in[0].data, *s = (const T *)a->in[1].data;                                          \
        T *y = (T *)a->out[0].data;                                                                                    \
        for (int64_t k = 0; k < a->out[0].numel; k++) {                                                                \
            int64_t at = 0;                                                                                            \
            for (int j = 0; j < rank; j++)                                                                             \
                at += idx[j] * st[j];                                                                                  \
            y[k] = act_st_##sfx(prelu_d(act_ld_##sfx(x[k]), act_ld_##sfx(s[at])));                                     \
            for (int j = rank - 1; j >= 0 && ++idx[j] == a->in[0].shape[j]; j--)                                       \
                idx[j] = 0;                                                                                            \
        }                                                                                                              \
        return SY_OK;                                                                                                  \
    }

sy_status sy_k_cpu_prelu(const sy_op_args *a)
{
    const int rank = a->in[0].rank, srank = a->in[1].rank;
    int64_t idx[SY_MAX_RANK] = {0}, st[SY_MAX_RANK] = {0}, step = 1;
    for (int j = srank - 1; j >= 0; j--) {
        const int xj = rank - srank + j;
        st[xj] = a->in[1].shape[j] == 1 ? 0 : step;
        step *= a->in[1].shape[j];
    }
    switch (a->in[0].dtype) {
        SY__CPU_TAKES_prelu(PRELU_CASE, _) default : return SY_E_DTYPE_UNSUPPORTED;
    }
}

/* ---- clip -------------------------------------------------------------------
 * min(max(x, low), high) in the order ONNX gives: a NaN x stays (no compare
 * holds), a NaN bound replaces every element (NumPy's clip); low > high gives
 * high. Elements are copied, never rounded; 2-byte floats compare by value. */
#define CLIP_CASE(unused, E, T, sfx)                                                                                   \
    case SY_DTYPE_##E: {                                                                                               \
        const T *x = (const T *)a->in[0].data;                                                                         \
        const T *lo = (const T *)a->in[1].data, *hi = (const T *)a->in[2].data;                                        \
        T *y = (T *)a->out[0].data;                                                                                    \
        const bool has_lo = lo != NULL, has_hi = hi != NULL;                                                           \
        const T l = has_lo ? lo[0] : x[0], h = has_hi ? hi[0] : x[0];                                                  \
        const bool nan_lo = has_lo && sy__cpu_val_##sfx(l) != sy__cpu_val_##sfx(l);                                    \
        const bool nan_hi = has_hi && sy__cpu_val_##sfx(h) != sy__cpu_val_##sfx(h);                                    \
        for (int64_t k = 0; k < a->out[0].numel; k++) {                                                                \
            T v = x[k];                                                                                                \
            if (has_lo && (nan_lo || sy__cpu_val_##sfx(v) < sy__cpu_val_##sfx(l)))                                     \
                v = l;                                                                                                 \
            if (has_hi && (nan_hi || sy__cpu_val_##sfx(v) > sy__cpu_val_##sfx(h)))                                     \
                v = h;                                                                                                 \
            y[k] = v;                                                                                                  \
        }                                                                                                              \
        return SY_OK;                                                                                                  \
    }

sy_status sy_k_cpu_clip(const sy_op_args *a)
{
    switch (a->in[0].dtype) {
        SY__CPU_TAKES_clip(CLIP_CASE, _) default : return SY_E_DTYPE_UNSUPPORTED;
    }
}
