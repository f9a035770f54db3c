/* switchyard cpu backend: the binary elementwise kernels add, sub, mul, div,
 * maximum, minimum, pow, mod, fmod and the logical ops of bools, the
 * comparisons eq, lt, gt, le and ge, and where. */
#include <math.h>

#include "sy_cpu_iter.h"
#include "sy_contract.h"
#include "sy_kernels.h"

/* One scalar function <op>_<dtype> per (op, dtype) the op takes. */
#define DEF_FLOAT(op, e32, e64)                                                        \
    static inline float op##_f32(float x, float y) { return e32; }                     \
    static inline double op##_f64(double x, double y) { return e64; }

DEF_FLOAT(add, x + y, x + y)
DEF_FLOAT(sub, x - y, x - y)
DEF_FLOAT(mul, x * y, x * y)
DEF_FLOAT(div, x / y, x / y)
/* maximum: NaN propagates, +0 beats -0 (see sy_cpu_iter.h). */
DEF_FLOAT(maximum, sy__cpu_max_f32(x, y), sy__cpu_max_f64(x, y))
/* minimum: NaN propagates (the first one), -0 beats +0 (IEEE 754-2019
 * minimum), so the result is commutative (see sy_cpu_iter.h). */
DEF_FLOAT(minimum, sy__cpu_min_f32(x, y), sy__cpu_min_f64(x, y))
/* pow: C's, with its special cases (pow(x, 0) is 1, pow(1, y) is 1, even for
 * NaN). */
DEF_FLOAT(pow, powf(x, y), pow(x, y))
/* fmod: C's (exact; the sign of x). mod: the sign of y (Python's rule),
 * computed as NumPy does: fmod, plus y where a nonzero remainder's sign is
 * not y's, a zero remainder signed as y. A zero y gives NaN in both. */
#define DEF_FMOD(T, sfx, FMOD, COPYSIGN)                                               \
    static inline T fmod_##sfx(T x, T y) { return FMOD(x, y); }                        \
    static inline T mod_##sfx(T x, T y)                                                \
    {                                                                                  \
        T r = FMOD(x, y);                                                              \
        if (r != 0) {                                                                  \
            if ((y < 0) != (r < 0))                                                    \
                r += y;                                                                \
        } else {                                                                       \
            r = COPYSIGN((T)0, y);                                                     \
        }                                                                              \
        return r;                                                                      \
    }
DEF_FMOD(float, f32, fmodf, copysignf)
DEF_FMOD(double, f64, fmod, copysign)

/* Integer remainders in int64_t, which holds every integer dtype's values and
 * their remainders: a zero y gives 0 (NumPy's choice; C leaves it undefined),
 * and so does y == -1 (the remainder of the minimum is 0, which C's % may
 * trap on). fmod truncates (the sign of x), mod floors (the sign of y). */
static inline int64_t ifmod(int64_t x, int64_t y) { return y == 0 || y == -1 ? 0 : x % y; }
static inline int64_t imod(int64_t x, int64_t y)
{
    const int64_t r = ifmod(x, y);
    return r != 0 && (r < 0) != (y < 0) ? r + y : r;
}
/* u64, whose values int64_t does not hold: in uint64_t, where truncating and
 * flooring agree; a zero y gives 0 as above. IFMOD, IMOD pick by x's type
 * (every other integer dtype widens to int64_t exactly). */
static inline uint64_t ufmod(uint64_t x, uint64_t y) { return y == 0 ? 0 : x % y; }
#define IFMOD(x, y) _Generic((x), uint64_t: ufmod, default: ifmod)(x, y)
#define IMOD(x, y) _Generic((x), uint64_t: ufmod, default: imod)(x, y)

/* Ints wrap; maximum is the larger (sy_cpu_iter.h, per integer dtype). */
#define DEF_INT(unused, E, T, sfx)                                                     \
    static inline T add_##sfx(T x, T y) { return sy__cpu_add_##sfx(x, y); }           \
    static inline T sub_##sfx(T x, T y) { return sy__cpu_sub_##sfx(x, y); }           \
    static inline T mul_##sfx(T x, T y) { return sy__cpu_mul_##sfx(x, y); }           \
    static inline T maximum_##sfx(T x, T y) { return sy__cpu_max_##sfx(x, y); }        \
    static inline T minimum_##sfx(T x, T y) { return sy__cpu_min_##sfx(x, y); }        \
    static inline T fmod_##sfx(T x, T y) { return (T)IFMOD(x, y); }                    \
    static inline T mod_##sfx(T x, T y) { return (T)IMOD(x, y); }
SY__CPU_INT(DEF_INT, _)

/* pow of integers: x ** y by repeated squaring, wrapping as mul does (the
 * product modulo 2^64, then the dtype's width); y == 0 gives 1, 0 ** 0 too
 * (NumPy's). A negative y is refused by the kernel (ipow_neg): NumPy and
 * ONNX's reference raise for integers to negative integer powers, whose
 * results are not integers. */
static inline bool ipow_neg(int64_t y) { return y < 0; }
static inline uint64_t upow(uint64_t b, uint64_t e)
{
    uint64_t r = 1;
    for (; e != 0; e >>= 1) {
        if (e & 1u)
            r *= b;
        b *= b;
    }
    return r;
}
static inline uint64_t ipow(int64_t x, int64_t y) { return upow((uint64_t)x, (uint64_t)y); }
/* u64 (never negative; its values above INT64_MAX stay unsigned): */
static inline bool upow_neg(uint64_t y) { return (void)y, false; }
#define IPOW_NEG(y) _Generic((y), uint64_t: upow_neg, default: ipow_neg)(y)
#define IPOW(x, y) _Generic((x), uint64_t: upow, default: ipow)(x, y)

/* div of integers: the quotient truncated toward zero (C's, ONNX Div's for
 * integers as ONNX Runtime computes it); the minimum over -1 wraps to the
 * minimum (the true quotient is one beyond the dtype, as add wraps). A zero
 * divisor is refused by the kernel: an integer quotient has no value there. */
static inline int64_t idiv(int64_t x, int64_t y) { return y == -1 ? (int64_t)(0u - (uint64_t)x) : x / y; }
static inline uint64_t udiv(uint64_t x, uint64_t y) { return x / y; }
#define IDIV(x, y) _Generic((x), uint64_t: udiv, default: idiv)(x, y)

/* 2-byte floats: computed in f32 from the exact values and rounded back
 * once; f32 has more than twice their precision plus two bits, so add, sub,
 * mul and div give the correctly rounded result of the dtype. */
#define DEF_HALF(unused, E, T, sfx)                                                                                    \
    static inline T add_##sfx(T x, T y) { return sy__cpu_st_##sfx(sy__cpu_ld_##sfx(x) + sy__cpu_ld_##sfx(y)); }        \
    static inline T sub_##sfx(T x, T y) { return sy__cpu_st_##sfx(sy__cpu_ld_##sfx(x) - sy__cpu_ld_##sfx(y)); }        \
    static inline T mul_##sfx(T x, T y) { return sy__cpu_st_##sfx(sy__cpu_ld_##sfx(x) * sy__cpu_ld_##sfx(y)); }        \
    static inline T div_##sfx(T x, T y) { return sy__cpu_st_##sfx(sy__cpu_ld_##sfx(x) / sy__cpu_ld_##sfx(y)); }        \
    static inline T maximum_##sfx(T x, T y)                                                                            \
    {                                                                                                                  \
        return sy__cpu_st_##sfx(sy__cpu_max_f32(sy__cpu_ld_##sfx(x), sy__cpu_ld_##sfx(y)));                            \
    }                                                                                                                  \
    static inline T minimum_##sfx(T x, T y)                                                                            \
    {                                                                                                                  \
        return sy__cpu_st_##sfx(sy__cpu_min_f32(sy__cpu_ld_##sfx(x), sy__cpu_ld_##sfx(y)));                            \
    }                                                                                                                  \
    static inline T fmod_##sfx(T x, T y) { return sy__cpu_st_##sfx(fmodf(sy__cpu_ld_##sfx(x), sy__cpu_ld_##sfx(y))); }
SY__CPU_HALF(DEF_HALF, _)

/* binary: in[0], in[1] and out of out_dtype. */
#define BINARY_CASE(op, E, T, sfx)                                                     \
    case SY_DTYPE_##E:                                                                 \
        SY__CPU_EW2(args, T, T, T, op##_##sfx(x, y))                                   \
        return SY_OK;

#define BINARY_KERNEL(op)                                                              \
    sy_status sy_k_cpu_##op(const sy_ew_args *args)                                      \
    {                                                                                  \
        switch (args->out_dtype) {                                                     \
            SY__CPU_TAKES_##op(BINARY_CASE, op)                                        \
        default:                                                                       \
            return SY_E_DTYPE_UNSUPPORTED;                                             \
        }                                                                              \
    }

BINARY_KERNEL(add)
BINARY_KERNEL(sub)
BINARY_KERNEL(mul)
BINARY_KERNEL(maximum)
BINARY_KERNEL(minimum)

/* div and pow: floats as the other binary ops; integers by idiv and ipow,
 * which refuse a zero divisor (div) or a negative exponent (pow): the loop
 * notes the first such value and the kernel refuses the call by name once it
 * is done (its result is not returned). */
typedef struct {
    bool bad;
    int64_t value;
} checked_;
static inline void refuse_(checked_ *c, int64_t v)
{
    if (!c->bad)
        c->value = v;
    c->bad = true;
}
#define DEF_UNCHECKED(op, E, T, sfx)                                                   \
    static inline T op##_c_##sfx(T x, T y, checked_ *c)                                \
    {                                                                                  \
        (void)c;                                                                       \
        return op##_##sfx(x, y);                                                       \
    }
SY__CPU_FLOATS(DEF_UNCHECKED, div)
SY__CPU_FLOAT(DEF_UNCHECKED, pow)
#define DEF_CHECKED(unused, E, T, sfx)                                                 \
    static inline T div_c_##sfx(T x, T y, checked_ *c)                                 \
    {                                                                                  \
        if (y == 0) {                                                                  \
            refuse_(c, 0);                                                             \
            return 0;                                                                  \
        }                                                                              \
        return (T)IDIV(x, y);                                                          \
    }                                                                                  \
    static inline T pow_c_##sfx(T x, T y, checked_ *c)                                 \
    {                                                                                  \
        if (IPOW_NEG(y)) {                                                             \
            refuse_(c, (int64_t)y);                                                    \
            return 0;                                                                  \
        }                                                                              \
        return (T)IPOW(x, y);                                                          \
    }
SY__CPU_INT(DEF_CHECKED, _)

static const char div_what[] = "a divisor of", div_why[] = "an integer quotient has no value there";
static const char pow_what[] = "a negative exponent,",
                  pow_why[] = "integers to negative powers are refused, as NumPy and ONNX's reference refuse them";

#define CHECKED_CASE(op, E, T, sfx)                                                                                    \
    case SY_DTYPE_##E: {                                                                                               \
        checked_ chk_ = {false, 0};                                                                                    \
        SY__CPU_EW2(args, T, T, T, op##_c_##sfx(x, y, &chk_))                                                          \
        if (chk_.bad)                                                                                                  \
            return sy_kernel_error(SY_E_INVALID_ARGUMENT, "%s of %s: %s %lld (%s)", #op, sy_dtype_name(SY_DTYPE_##E),   \
                                   op##_what, (long long)chk_.value, op##_why);                                        \
        return SY_OK;                                                                                                  \
    }

#define CHECKED_KERNEL(op)                                                             \
    sy_status sy_k_cpu_##op(const sy_ew_args *args)                                      \
    {                                                                                  \
        switch (args->out_dtype) {                                                     \
            SY__CPU_TAKES_##op(CHECKED_CASE, op)                                       \
        default:                                                                       \
            return SY_E_DTYPE_UNSUPPORTED;                                             \
        }                                                                              \
    }
CHECKED_KERNEL(div)
CHECKED_KERNEL(pow)
BINARY_KERNEL(mod)
BINARY_KERNEL(fmod)

/* logical ops of bools, stored as 0 or 1 (any nonzero byte reads as true). */
static inline uint8_t logical_and_b8(uint8_t x, uint8_t y) { return (uint8_t)(x != 0 && y != 0); }
static inline uint8_t logical_or_b8(uint8_t x, uint8_t y) { return (uint8_t)(x != 0 || y != 0); }
static inline uint8_t logical_xor_b8(uint8_t x, uint8_t y) { return (uint8_t)((x != 0) != (y != 0)); }
BINARY_KERNEL(logical_and)
BINARY_KERNEL(logical_or)
BINARY_KERNEL(logical_xor)

/* compare: in[0], in[1] of one dtype (switched on in[0]'s) -> bool. Bools
 * compare as the numbers 0 and 1, 2-byte floats as their f32 values; any
 * comparison with NaN is false. */
#define CMP_CASE(cmp, E, T, sfx)                                                                                       \
    case SY_DTYPE_##E:                                                                                                 \
        SY__CPU_EW2(args, T, T, uint8_t, (uint8_t)(sy__cpu_val_##sfx(x) cmp sy__cpu_val_##sfx(y)))                     \
        return SY_OK;

#define COMPARE_KERNEL(op, cmp)                                                        \
    sy_status sy_k_cpu_##op(const sy_ew_args *args)                                      \
    {                                                                                  \
        if (args->out_dtype != SY_DTYPE_BOOL || args->in[1].dtype != args->in[0].dtype) \
            return SY_E_DTYPE_UNSUPPORTED;                                             \
        switch (args->in[0].dtype) {                                                   \
            SY__CPU_TAKES_##op(CMP_CASE, cmp)                                                 \
        default:                                                                       \
            return SY_E_DTYPE_UNSUPPORTED;                                             \
        }                                                                              \
    }

COMPARE_KERNEL(eq, ==)
COMPARE_KERNEL(lt, <)
COMPARE_KERNEL(gt, >)
COMPARE_KERNEL(le, <=)
COMPARE_KERNEL(ge, >=)

/* where: in[0] bool cond, in[1], in[2] and out of out_dtype. */
#define WHERE_CASE(unused, E, T, sfx)                                                  \
    case SY_DTYPE_##E:                                                                 \
        SY__CPU_EW3(args, uint8_t, T, T, T, c != 0 ? x : y)                            \
        return SY_OK;

sy_status sy_k_cpu_where(const sy_ew_args *args)
{
    if (args->in[0].dtype != SY_DTYPE_BOOL)
        return SY_E_DTYPE_UNSUPPORTED;
    switch (args->out_dtype) {
        SY__CPU_TAKES_where(WHERE_CASE, _)
    default:
        return SY_E_DTYPE_UNSUPPORTED;
    }
}
