/* switchyard cpu backend: the cast kernel, every (from, to) pair of the
 * dtypes of SY__CPU_TAKES_cast. Same-dtype casts are strided copies (the
 * runtime uses them to make views contiguous). */
#include "sy_cpu_iter.h"
#include "sy_contract.h"
#include "sy_kernels.h"

/* Each source element widens exactly (floats to double, integers to int64_t
 * or u64 to uint64_t, bools to 0 or 1), and the conversion to the destination is the one rule of
 * sy_cpu_iter.h for that widened type: every pair of dtypes, no table. */
static inline double widen_f32(float x) { return x; }
static inline double widen_f64(double x) { return x; }
static inline int64_t widen_b8(uint8_t x) { return x != 0; }
static inline double widen_f16(uint16_t x) { return sy__f16_to_f32(x); }
static inline double widen_bf16(uint16_t x) { return sy__bf16_to_f32(x); }
/* Integers widen to int64_t, except u64, whose values above INT64_MAX an
 * int64_t does not hold: it widens to uint64_t (sy__cpu_from_u_<to>). One line
 * per integer dtype (a claimed dtype without one fails at widen_<dtype>). */
#define DEF_WIDEN_INT(sfx, T, W) static inline W widen_##sfx(T x) { return (W)x; }
DEF_WIDEN_INT(i32, int32_t, int64_t)
DEF_WIDEN_INT(i64, int64_t, int64_t)
DEF_WIDEN_INT(u8, uint8_t, int64_t)
DEF_WIDEN_INT(i8, int8_t, int64_t)
DEF_WIDEN_INT(i16, int16_t, int64_t)
DEF_WIDEN_INT(u16, uint16_t, int64_t)
DEF_WIDEN_INT(u32, uint32_t, int64_t)
DEF_WIDEN_INT(u64, uint64_t, uint64_t)
#define CONVERT(to, w)                                                                 \
    _Generic((w), double: sy__cpu_from_f_##to, int64_t: sy__cpu_from_i_##to, uint64_t: sy__cpu_from_u_##to)(w)

/* cast_from_<from>: switches on the output dtype for one input dtype. */
#define TO_CASE(from, E, T, sfx)                                                       \
    case SY_DTYPE_##E:                                                                 \
        SY__CPU_EW1(args, from_t, T, CONVERT(sfx, widen_##from(x)))                    \
        return SY_OK;

#define CAST_FROM(E, T, sfx)                                                           \
    static sy_status cast_from_##sfx(const sy_ew_args *args)                           \
    {                                                                                  \
        typedef T from_t;                                                              \
        switch (args->out_dtype) {                                                     \
            SY__CPU_TAKES_cast(TO_CASE, sfx)                                           \
        default:                                                                       \
            return SY_E_DTYPE_UNSUPPORTED;                                             \
        }                                                                              \
    }

/* Spelled out, one per dtype of SY__CPU_TAKES_cast: an X-macro cannot expand
 * itself inside its own expansion (a claimed dtype without its line here
 * fails to compile at cast_from_<dtype>). */
CAST_FROM(F32, float, f32)
CAST_FROM(F64, double, f64)
CAST_FROM(I32, int32_t, i32)
CAST_FROM(I64, int64_t, i64)
CAST_FROM(BOOL, uint8_t, b8)
CAST_FROM(U8, uint8_t, u8)
CAST_FROM(I8, int8_t, i8)
CAST_FROM(I16, int16_t, i16)
CAST_FROM(F16, uint16_t, f16)
CAST_FROM(BF16, uint16_t, bf16)
CAST_FROM(U16, uint16_t, u16)
CAST_FROM(U32, uint32_t, u32)
CAST_FROM(U64, uint64_t, u64)

#define FROM_CASE(unused, E, T, sfx)                                                   \
    case SY_DTYPE_##E:                                                                 \
        return cast_from_##sfx(args);

/* Same-dtype casts copy the elements as they are (no widening, so a float's
 * NaN payload and sign survive bit for bit). */
#define COPY_CASE(unused, E, T, sfx)                                                   \
    case SY_DTYPE_##E:                                                                 \
        SY__CPU_EW1(args, T, T, x)                                                     \
        return SY_OK;

sy_status sy_k_cpu_cast(const sy_ew_args *args)
{
    if (args->in[0].dtype == args->out_dtype)
        switch (args->out_dtype) {
            SY__CPU_TAKES_cast(COPY_CASE, _)
        default:
            return SY_E_DTYPE_UNSUPPORTED;
        }
    switch (args->in[0].dtype) {
        SY__CPU_TAKES_cast(FROM_CASE, _)
    default:
        return SY_E_DTYPE_UNSUPPORTED;
    }
}
