/* switchyard cpu backend: the cast kernel, every (from, to) pair of the five
 * dtypes. Same-dtype casts are strided copies (the runtime uses them to make
 * views contiguous). */
#include "sy_cpu_iter.h"
#include "sy_contract.h"
#include "sy_kernels.h"

/* One scalar conversion cast_<from>_<to> per pair. */
#define DEF_CAST(from, TI, to, TO, e) static inline TO cast_##from##_##to(TI x) { return e; }

/* float -> float and int -> float: C conversion (rounds to nearest). */
DEF_CAST(f32, float, f32, float, x)
DEF_CAST(f32, float, f64, double, (double)x)
DEF_CAST(f64, double, f32, float, (float)x)
DEF_CAST(f64, double, f64, double, x)
DEF_CAST(i32, int32_t, f32, float, (float)x)
DEF_CAST(i32, int32_t, f64, double, (double)x)
DEF_CAST(i64, int64_t, f32, float, (float)x)
DEF_CAST(i64, int64_t, f64, double, (double)x)
/* float -> int: truncates toward zero, saturates, NaN gives 0. */
DEF_CAST(f32, float, i32, int32_t, sy__cpu_sat_i32(x))
DEF_CAST(f32, float, i64, int64_t, sy__cpu_sat_i64(x))
DEF_CAST(f64, double, i32, int32_t, sy__cpu_sat_i32(x))
DEF_CAST(f64, double, i64, int64_t, sy__cpu_sat_i64(x))
/* int -> int: widening is exact, narrowing wraps (keeps the low 32 bits). */
DEF_CAST(i32, int32_t, i32, int32_t, x)
DEF_CAST(i32, int32_t, i64, int64_t, (int64_t)x)
DEF_CAST(i64, int64_t, i32, int32_t, sy__cpu_wrap_i32((uint32_t)x))
DEF_CAST(i64, int64_t, i64, int64_t, x)
/* anything -> bool: x != 0 (NaN gives 1). */
DEF_CAST(f32, float, b8, uint8_t, (uint8_t)(x != 0))
DEF_CAST(f64, double, b8, uint8_t, (uint8_t)(x != 0))
DEF_CAST(i32, int32_t, b8, uint8_t, (uint8_t)(x != 0))
DEF_CAST(i64, int64_t, b8, uint8_t, (uint8_t)(x != 0))
DEF_CAST(b8, uint8_t, b8, uint8_t, (uint8_t)(x != 0))
/* bool -> anything else: 0 or 1. */
DEF_CAST(b8, uint8_t, f32, float, x != 0 ? 1.0f : 0.0f)
DEF_CAST(b8, uint8_t, f64, double, x != 0 ? 1.0 : 0.0)
DEF_CAST(b8, uint8_t, i32, int32_t, x != 0 ? 1 : 0)
DEF_CAST(b8, uint8_t, i64, int64_t, x != 0 ? 1 : 0)

/* cast_from_<from>: switches on the output dtype for one input dtype. */
#define TO_CASE(from, E, T, sfx)                                                       \
    case SY_DTYPE_##E:                                                                 \
        SY__CPU_EW1(args, from_t, T, cast_##from##_##sfx(x))                           \
        return SY_OK;

#define CAST_FROM(E, T, sfx)                                                           \
    static sy_status cast_from_##sfx(const sy_ew_args *args)                           \
    {                                                                                  \
        typedef T from_t;                                                              \
        switch (args->out_dtype) {                                                     \
            SY__CPU_TAKES_cast(TO_CASE, sfx)                                                  \
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

#define FROM_CASE(unused, E, T, sfx)                                                   \
    case SY_DTYPE_##E:                                                                 \
        return cast_from_##sfx(args);

sy_status sy_k_cpu_cast(const sy_ew_args *args)
{
    switch (args->in[0].dtype) {
        SY__CPU_TAKES_cast(FROM_CASE, _)
    default:
        return SY_E_DTYPE_UNSUPPORTED;
    }
}
