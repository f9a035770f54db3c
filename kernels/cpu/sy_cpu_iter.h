/* switchyard cpu backend, private header: the dtype claims (X-macros), the
 * wrapping integer arithmetic and saturating conversions shared by the cpu
 * kernels, and the strided n-d iterator the elementwise kernels run on. */
#ifndef SY_CPU_ITER_H
#define SY_CPU_ITER_H

#include <math.h>
#include <stdint.h>

#include "sy_contract.h"
#include "sy_half.h"

/* ---- dtype lists -------------------------------------------------------
 * The groups and the per-op claims (sy_cpu_claims.h): GROUP(X, arg) expands
 * X(arg, ENUM, ctype, suffix) once per dtype, so a kernel's switch is
 * `switch (dt) { SY__CPU_TAKES_add(CASE, add) default: ... }` where CASE
 * writes `case SY_DTYPE_##ENUM: ...`. */
#include "sy_cpu_claims.h"

/* ---- wrapping integer arithmetic ---------------------------------------
 * Computed in the unsigned type of the same width (no signed overflow), then
 * converted back without implementation-defined behaviour: an unsigned value
 * above TMAX stands for u - 2^N, which is -(~u) - 1 with ~u <= TMAX.
 * `1u *` keeps a product unsigned where the type is narrower than int.
 * Unsigned types (TMAX the type's own maximum) wrap by the conversion alone. */
#define SY__CPU_INT_ARITH(sfx, T, U, TMAX)                                             \
    static inline T sy__cpu_wrap_##sfx(U u)                                            \
    {                                                                                  \
        return u <= (U)TMAX ? (T)u : (T)(-(T)(U)~u - 1);                               \
    }                                                                                  \
    static inline T sy__cpu_add_##sfx(T x, T y) { return sy__cpu_wrap_##sfx((U)((U)x + (U)y)); } \
    static inline T sy__cpu_sub_##sfx(T x, T y) { return sy__cpu_wrap_##sfx((U)((U)x - (U)y)); } \
    static inline T sy__cpu_mul_##sfx(T x, T y) { return sy__cpu_wrap_##sfx((U)(1u * (U)x * (U)y)); } \
    static inline T sy__cpu_neg_##sfx(T x) { return sy__cpu_wrap_##sfx((U)(0u - (U)x)); } \
    static inline T sy__cpu_max_##sfx(T x, T y) { return x > y ? x : y; }           \
    static inline T sy__cpu_min_##sfx(T x, T y) { return x < y ? x : y; }

SY__CPU_INT_ARITH(i8, int8_t, uint8_t, INT8_MAX)
SY__CPU_INT_ARITH(i16, int16_t, uint16_t, INT16_MAX)
SY__CPU_INT_ARITH(i32, int32_t, uint32_t, INT32_MAX)
SY__CPU_INT_ARITH(i64, int64_t, uint64_t, INT64_MAX)
#undef SY__CPU_INT_ARITH
#define SY__CPU_UINT_ARITH(sfx, T)                                                     \
    static inline T sy__cpu_wrap_##sfx(T u) { return u; }                              \
    static inline T sy__cpu_add_##sfx(T x, T y) { return (T)(x + y); }                \
    static inline T sy__cpu_sub_##sfx(T x, T y) { return (T)(x - y); }                \
    static inline T sy__cpu_mul_##sfx(T x, T y) { return (T)(1u * x * y); }           \
    static inline T sy__cpu_neg_##sfx(T x) { return (T)(0u - x); }                     \
    static inline T sy__cpu_max_##sfx(T x, T y) { return x > y ? x : y; }           \
    static inline T sy__cpu_min_##sfx(T x, T y) { return x < y ? x : y; }
SY__CPU_UINT_ARITH(u8, uint8_t)
SY__CPU_UINT_ARITH(u16, uint16_t)
SY__CPU_UINT_ARITH(u32, uint32_t)
SY__CPU_UINT_ARITH(u64, uint64_t)
#undef SY__CPU_UINT_ARITH

/* abs, relu and sign: signed types wrap (abs of the minimum is the minimum);
 * unsigned ones are their own absolute value and never negative. */
#define SY__CPU_SIGNED(sfx, T)                                                         \
    static inline T sy__cpu_abs_##sfx(T x) { return x < 0 ? sy__cpu_neg_##sfx(x) : x; } \
    static inline T sy__cpu_relu_##sfx(T x) { return x < 0 ? 0 : x; }                 \
    static inline T sy__cpu_sign_##sfx(T x) { return (T)((x > 0) - (x < 0)); }
#define SY__CPU_UNSIGNED(sfx, T)                                                       \
    static inline T sy__cpu_abs_##sfx(T x) { return x; }                               \
    static inline T sy__cpu_relu_##sfx(T x) { return x; }                              \
    static inline T sy__cpu_sign_##sfx(T x) { return (T)(x > 0); }
SY__CPU_SIGNED(i8, int8_t)
SY__CPU_SIGNED(i16, int16_t)
SY__CPU_SIGNED(i32, int32_t)
SY__CPU_SIGNED(i64, int64_t)
SY__CPU_UNSIGNED(u8, uint8_t)
SY__CPU_UNSIGNED(u16, uint16_t)
SY__CPU_UNSIGNED(u32, uint32_t)
SY__CPU_UNSIGNED(u64, uint64_t)
#undef SY__CPU_SIGNED
#undef SY__CPU_UNSIGNED

/* ---- maximum and minimum -----------------------------------------------------------
 * Floats: NaN propagates (either NaN gives that NaN); for equal values +0 is
 * taken over -0 (IEEE 754-2019 maximum), so the result is commutative. */
static inline float sy__cpu_max_f32(float x, float y)
{
    if (isnan(x) || isnan(y))
        return isnan(x) ? x : y;
    if (x == y)
        return signbit(x) ? y : x;
    return x > y ? x : y;
}
static inline double sy__cpu_max_f64(double x, double y)
{
    if (isnan(x) || isnan(y))
        return isnan(x) ? x : y;
    if (x == y)
        return signbit(x) ? y : x;
    return x > y ? x : y;
}
/* minimum: the mirror; for equal values -0 is taken over +0 (IEEE 754-2019
 * minimum). */
static inline float sy__cpu_min_f32(float x, float y)
{
    if (isnan(x) || isnan(y))
        return isnan(x) ? x : y;
    if (x == y)
        return signbit(x) ? x : y;
    return x < y ? x : y;
}
static inline double sy__cpu_min_f64(double x, double y)
{
    if (isnan(x) || isnan(y))
        return isnan(x) ? x : y;
    if (x == y)
        return signbit(x) ? x : y;
    return x < y ? x : y;
}

/* ---- conversions: the one rule of cast and fill --------------------------
 * Every dtype converts from a double (floats, fill values), from an
 * int64_t (integers, bools as 0 and 1; every integer dtype but u64 widens to
 * it exactly) and from a uint64_t (u64, whose values above INT64_MAX an
 * int64_t does not hold):
 *   to a float: C conversion, rounding to nearest once;
 *   to an integer from a double: truncation toward zero, saturating at the
 *     type's range, NaN giving 0 (the range is checked before the C
 *     conversion, which is then always defined);
 *   to an integer from an integer: the low bits (wraps), as NumPy's astype;
 *   to bool: x != 0 (NaN gives 1).
 * sy__cpu_from_f_<sfx>(double), sy__cpu_from_i_<sfx>(int64_t) and
 * sy__cpu_from_u_<sfx>(uint64_t) (below). */
static inline float sy__cpu_from_f_f32(double x) { return (float)x; }
static inline double sy__cpu_from_f_f64(double x) { return x; }
static inline float sy__cpu_from_i_f32(int64_t x) { return (float)x; }
static inline double sy__cpu_from_i_f64(int64_t x) { return (double)x; }
static inline uint8_t sy__cpu_from_f_b8(double x) { return (uint8_t)(x != 0); }
static inline uint8_t sy__cpu_from_i_b8(int64_t x) { return (uint8_t)(x != 0); }
/* LIM: 2^(bits-1) for signed types, 2^bits for unsigned; LO its negation or 0. */
#define SY__CPU_INT_CONV(sfx, T, U, TMIN, TMAX, LO, LIM)                               \
    static inline T sy__cpu_from_f_##sfx(double x)                                     \
    {                                                                                  \
        if (isnan(x))                                                                  \
            return 0;                                                                  \
        if (x >= (LIM))                                                                \
            return TMAX;                                                               \
        if (x < (LO))                                                                  \
            return TMIN;                                                               \
        return (T)x;                                                                   \
    }                                                                                  \
    static inline T sy__cpu_from_i_##sfx(int64_t x) { return sy__cpu_wrap_##sfx((U)(uint64_t)x); }
SY__CPU_INT_CONV(i8, int8_t, uint8_t, INT8_MIN, INT8_MAX, -0x1p7, 0x1p7)
SY__CPU_INT_CONV(i16, int16_t, uint16_t, INT16_MIN, INT16_MAX, -0x1p15, 0x1p15)
SY__CPU_INT_CONV(i32, int32_t, uint32_t, INT32_MIN, INT32_MAX, -0x1p31, 0x1p31)
SY__CPU_INT_CONV(i64, int64_t, uint64_t, INT64_MIN, INT64_MAX, -0x1p63, 0x1p63)
SY__CPU_INT_CONV(u8, uint8_t, uint8_t, 0, UINT8_MAX, 0.0, 0x1p8)
SY__CPU_INT_CONV(u16, uint16_t, uint16_t, 0, UINT16_MAX, 0.0, 0x1p16)
SY__CPU_INT_CONV(u32, uint32_t, uint32_t, 0, UINT32_MAX, 0.0, 0x1p32)
SY__CPU_INT_CONV(u64, uint64_t, uint64_t, 0, UINT64_MAX, 0.0, 0x1p64)
#undef SY__CPU_INT_CONV
/* f16, bf16 (runtime/sy_half.h): from a double rounded once to nearest even;
 * from an integer rounded once too (through a double rounded to odd). */
#define SY__CPU_HALF_CONV(sfx)                                                                                         \
    static inline uint16_t sy__cpu_from_f_##sfx(double x) { return sy__##sfx##_from_f64(x); }                          \
    static inline uint16_t sy__cpu_from_i_##sfx(int64_t x) { return sy__##sfx##_from_f64(sy__i64_to_f64_odd(x)); }     \
    /* ld: the element as the f32 it is computed in (exact); st: an f32 result rounded back */                         \
    static inline float sy__cpu_ld_##sfx(uint16_t h) { return sy__##sfx##_to_f32(h); }                                 \
    static inline uint16_t sy__cpu_st_##sfx(float x) { return sy__##sfx##_from_f64((double)x); }
SY__CPU_HALF_CONV(f16)
SY__CPU_HALF_CONV(bf16)
#undef SY__CPU_HALF_CONV
/* From a uint64_t (a u64 source: its values above INT64_MAX never pass
 * through an int64_t): to a float rounded once, to an integer the low bits, to
 * bool x != 0. sy__cpu_from_u_<sfx>(uint64_t) for every dtype. */
static inline float sy__cpu_from_u_f32(uint64_t x) { return (float)x; }
static inline double sy__cpu_from_u_f64(uint64_t x) { return (double)x; }
static inline uint8_t sy__cpu_from_u_b8(uint64_t x) { return (uint8_t)(x != 0); }
static inline uint16_t sy__cpu_from_u_f16(uint64_t x) { return sy__f16_from_f64(sy__u64_to_f64_odd(x)); }
static inline uint16_t sy__cpu_from_u_bf16(uint64_t x) { return sy__bf16_from_f64(sy__u64_to_f64_odd(x)); }
#define SY__CPU_UINT_CONV(unused, E, T, sfx)                                                                           \
    static inline T sy__cpu_from_u_##sfx(uint64_t x) { return sy__cpu_from_i_##sfx((int64_t)sy__cpu_wrap_i64(x)); }
SY__CPU_INT(SY__CPU_UINT_CONV, _)
#undef SY__CPU_UINT_CONV
/* The value an element compares as: itself, or a 2-byte float's f32. */
#define SY__CPU_VAL_SELF(unused, E, T, sfx)                                                                            \
    static inline T sy__cpu_val_##sfx(T x) { return x; }
SY__CPU_FLOAT_INT(SY__CPU_VAL_SELF, _)
SY__CPU_BOOL(SY__CPU_VAL_SELF, _)
#undef SY__CPU_VAL_SELF
#define SY__CPU_VAL_HALF(unused, E, T, sfx)                                                                            \
    static inline float sy__cpu_val_##sfx(T x) { return sy__cpu_ld_##sfx(x); }
SY__CPU_HALF(SY__CPU_VAL_HALF, _)
#undef SY__CPU_VAL_HALF

/* ---- strided n-d iteration ---------------------------------------------
 * An elementwise call is walked as `rows` runs of `len` elements along its
 * last axis (the inner loop); a multi-index counter over the other axes keeps
 * each input's element offset at the start of the current row. The output is
 * contiguous, so row r starts at out + r * len. numel == 0 gives no rows. */
typedef struct sy__cpu_iter {
    const sy_ew_args *args;
    int n_in;                   /* inputs walked (args->n_in, at most 3) */
    int64_t len;                /* extent of the last axis */
    int64_t rows;               /* product of the other extents; 0 if numel is 0 */
    int64_t row;                /* current row, 0 .. rows */
    int64_t idx[SY_MAX_RANK];   /* multi-index of the current row (last axis unused) */
    int64_t off[3];             /* element offset of each input at the row start */
    int64_t step[3];            /* stride of each input along the last axis */
} sy__cpu_iter;

/* Inlined into every kernel whatever its size: for a one-element call the
 * setup is most of the kernel's cost, and a call to it adds a third (the
 * dispatched 1-element add on cpu, callgrind: 440 instructions inlined,
 * 462 not). */
#if defined(__GNUC__) || defined(__clang__)
#define SY__CPU_ALWAYS_INLINE inline __attribute__((always_inline))
#else
#define SY__CPU_ALWAYS_INLINE inline
#endif
static SY__CPU_ALWAYS_INLINE sy__cpu_iter sy__cpu_iter_start(const sy_ew_args *a)
{
    sy__cpu_iter it;
    const int last = a->rank - 1;
    it.args = a;
    it.n_in = a->n_in < 3 ? a->n_in : 3;
    it.len = a->shape[last];
    it.row = 0;
    it.rows = a->numel > 0 ? 1 : 0;
    for (int d = 0; d < last; d++) {
        it.idx[d] = 0;
        it.rows *= a->shape[d];
    }
    for (int k = 0; k < 3; k++) {
        it.off[k] = 0;
        it.step[k] = k < it.n_in ? a->in[k].strides[last] : 0;
    }
    return it;
}

static inline void sy__cpu_iter_next(sy__cpu_iter *it)
{
    const sy_ew_args *a = it->args;
    it->row++;
    for (int d = a->rank - 2; d >= 0; d--) {
        if (++it->idx[d] < a->shape[d]) {
            for (int k = 0; k < it->n_in; k++)
                it->off[k] += a->in[k].strides[d];
            return;
        }
        it->idx[d] = 0;
        for (int k = 0; k < it->n_in; k++)
            it->off[k] -= a->in[k].strides[d] * (a->shape[d] - 1);
    }
}

#define SY__CPU_FOR_ROWS(args, it)                                                     \
    for (sy__cpu_iter it = sy__cpu_iter_start(args); it.row < it.rows; sy__cpu_iter_next(&it))

/* Elementwise loops: for every element, EXPR is stored to the output of type
 * TO. EXPR sees the input elements as `x` (in[0]) for one input, `x`, `y`
 * (in[0], in[1]) for two, and `c`, `x`, `y` (in[0], in[1], in[2]) for three.
 * Each row takes a unit-stride fast path when every input has stride 1 along
 * the last axis. */
#define SY__CPU_EW1(args, T0, TO, EXPR)                                                \
    SY__CPU_FOR_ROWS(args, it_)                                                        \
    {                                                                                  \
        const T0 *p0_ = (const T0 *)(args)->in[0].data + it_.off[0];                   \
        TO *o_ = (TO *)(args)->out + it_.row * it_.len;                                \
        const int64_t s0_ = it_.step[0];                                               \
        if (s0_ == 1) {                                                                \
            for (int64_t i_ = 0; i_ < it_.len; i_++) {                                 \
                const T0 x = p0_[i_];                                                  \
                o_[i_] = (EXPR);                                                       \
            }                                                                          \
        } else {                                                                       \
            for (int64_t i_ = 0; i_ < it_.len; i_++) {                                 \
                const T0 x = p0_[i_ * s0_];                                            \
                o_[i_] = (EXPR);                                                       \
            }                                                                          \
        }                                                                              \
    }

#define SY__CPU_EW2(args, T0, T1, TO, EXPR)                                            \
    SY__CPU_FOR_ROWS(args, it_)                                                        \
    {                                                                                  \
        const T0 *p0_ = (const T0 *)(args)->in[0].data + it_.off[0];                   \
        const T1 *p1_ = (const T1 *)(args)->in[1].data + it_.off[1];                   \
        TO *o_ = (TO *)(args)->out + it_.row * it_.len;                                \
        const int64_t s0_ = it_.step[0], s1_ = it_.step[1];                            \
        if (s0_ == 1 && s1_ == 1) {                                                    \
            for (int64_t i_ = 0; i_ < it_.len; i_++) {                                 \
                const T0 x = p0_[i_];                                                  \
                const T1 y = p1_[i_];                                                  \
                o_[i_] = (EXPR);                                                       \
            }                                                                          \
        } else {                                                                       \
            for (int64_t i_ = 0; i_ < it_.len; i_++) {                                 \
                const T0 x = p0_[i_ * s0_];                                            \
                const T1 y = p1_[i_ * s1_];                                            \
                o_[i_] = (EXPR);                                                       \
            }                                                                          \
        }                                                                              \
    }

#define SY__CPU_EW3(args, T0, T1, T2, TO, EXPR)                                        \
    SY__CPU_FOR_ROWS(args, it_)                                                        \
    {                                                                                  \
        const T0 *p0_ = (const T0 *)(args)->in[0].data + it_.off[0];                   \
        const T1 *p1_ = (const T1 *)(args)->in[1].data + it_.off[1];                   \
        const T2 *p2_ = (const T2 *)(args)->in[2].data + it_.off[2];                   \
        TO *o_ = (TO *)(args)->out + it_.row * it_.len;                                \
        const int64_t s0_ = it_.step[0], s1_ = it_.step[1], s2_ = it_.step[2];         \
        if (s0_ == 1 && s1_ == 1 && s2_ == 1) {                                        \
            for (int64_t i_ = 0; i_ < it_.len; i_++) {                                 \
                const T0 c = p0_[i_];                                                  \
                const T1 x = p1_[i_];                                                  \
                const T2 y = p2_[i_];                                                  \
                o_[i_] = (EXPR);                                                       \
            }                                                                          \
        } else {                                                                       \
            for (int64_t i_ = 0; i_ < it_.len; i_++) {                                 \
                const T0 c = p0_[i_ * s0_];                                            \
                const T1 x = p1_[i_ * s1_];                                            \
                const T2 y = p2_[i_ * s2_];                                            \
                o_[i_] = (EXPR);                                                       \
            }                                                                          \
        }                                                                              \
    }

#endif
