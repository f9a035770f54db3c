/* switchyard cpu backend: the reduce kernels sum, mean and max over the
 * middle axis of a contiguous [outer, len, inner] input. */
#include <math.h>

#include "sy_cpu_iter.h"
#include "sy_contract.h"
#include "sy_kernels.h"

/* sum / len for mean; len 0 gives NaN without dividing by zero. */
static inline double mean_of(double sum, int64_t len)
{
    return len > 0 ? sum / (double)len : (double)NAN;
}

/* Defines <op>_<dtype>: out[o * inner + i] = FINISH after acc = INIT and
 * acc = STEP for x = in[base + l * inner], l = 0 .. len-1 in order, where
 * base = o * len * inner + i (INIT may read the first element in[base]).
 * The input is indexed, never offset as a pointer: it may be NULL if empty. */
#define DEF_REDUCE(op, sfx, T, ACC, INIT, STEP, FINISH)                                \
    static void op##_##sfx(const sy_reduce_args *args)                                 \
    {                                                                                  \
        const int64_t len = args->len, inner = args->inner;                            \
        const T *in = (const T *)args->in;                                             \
        T *out = (T *)args->out;                                                       \
        for (int64_t o = 0; o < args->outer; o++)                                      \
            for (int64_t i = 0; i < inner; i++) {                                      \
                const int64_t base = o * len * inner + i;                              \
                ACC acc = INIT;                                                        \
                for (int64_t l = 0; l < len; l++) {                                    \
                    const T x = in[base + l * inner];                                  \
                    acc = STEP;                                                        \
                }                                                                      \
                out[o * inner + i] = FINISH;                                           \
            }                                                                          \
    }

/* sum: f32 accumulates in double and rounds once; f64 in double; ints wrap. */
DEF_REDUCE(sum, f32, float, double, 0, acc + x, (float)acc)
DEF_REDUCE(sum, f64, double, double, 0, acc + x, acc)
#define DEF_REDUCE_INT(unused, E, T, sfx)                                              \
    DEF_REDUCE(sum, sfx, T, T, 0, sy__cpu_add_##sfx(acc, x), acc)                      \
    DEF_REDUCE(max, sfx, T, T, in[base], sy__cpu_max_##sfx(acc, x), acc)
SY__CPU_INT(DEF_REDUCE_INT, _)
/* mean: the double sum divided by len in double, rounded once. */
DEF_REDUCE(mean, f32, float, double, 0, acc + x, (float)mean_of(acc, len))
DEF_REDUCE(mean, f64, double, double, 0, acc + x, mean_of(acc, len))
/* max: starts from the first element; NaN propagates (sy_cpu_iter.h). */
DEF_REDUCE(max, f32, float, float, in[base], sy__cpu_max_f32(acc, x), acc)
DEF_REDUCE(max, f64, double, double, in[base], sy__cpu_max_f64(acc, x), acc)

/* 2-byte floats: sum and mean as f32's (in double, rounded once, to the
 * dtype); max in f32, exact. */
#define DEF_REDUCE_HALF(unused, E, T, sfx)                                                                             \
    DEF_REDUCE(sum, sfx, T, double, 0, acc + sy__cpu_ld_##sfx(x), sy__cpu_from_f_##sfx(acc))                           \
    DEF_REDUCE(mean, sfx, T, double, 0, acc + sy__cpu_ld_##sfx(x), sy__cpu_from_f_##sfx(mean_of(acc, len)))            \
    DEF_REDUCE(max, sfx, T, float, sy__cpu_ld_##sfx(in[base]), sy__cpu_max_f32(acc, sy__cpu_ld_##sfx(x)),              \
               sy__cpu_st_##sfx(acc))
SY__CPU_HALF(DEF_REDUCE_HALF, _)

#define REDUCE_CASE(op, E, T, sfx)                                                     \
    case SY_DTYPE_##E:                                                                 \
        op##_##sfx(args);                                                              \
        return SY_OK;

/* MIN_LEN: max has no identity, so it needs len >= 1 (the runtime ensures it;
 * checked again here since in[base] would be read). */
#define REDUCE_KERNEL(op, MIN_LEN)                                             \
    sy_status sy_k_cpu_##op(const sy_reduce_args *args)                                  \
    {                                                                                  \
        if (args->outer <= 0 || args->inner <= 0)                                      \
            return SY_OK; /* empty output */                                           \
        if (args->len < (MIN_LEN))                                                     \
            return SY_E_INVALID_ARGUMENT;                                              \
        switch (args->dtype) {                                                         \
            SY__CPU_TAKES_##op(REDUCE_CASE, op)                                                    \
        default:                                                                       \
            return SY_E_DTYPE_UNSUPPORTED;                                             \
        }                                                                              \
    }

REDUCE_KERNEL(sum, 0)
REDUCE_KERNEL(mean, 0)
REDUCE_KERNEL(max, 1)
