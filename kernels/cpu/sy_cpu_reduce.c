/* switchyard cpu backend: the reduce kernels (sum, mean, max, min, prod, l1,
 * l2, log_sum, log_sum_exp, sum_square) over the middle axis of a contiguous
 * [outer, len, inner] input. */
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
    DEF_REDUCE(max, sfx, T, T, in[base], sy__cpu_max_##sfx(acc, x), acc)                 \
    DEF_REDUCE(min, sfx, T, T, in[base], sy__cpu_min_##sfx(acc, x), acc)                 \
    DEF_REDUCE(prod, sfx, T, T, 1, sy__cpu_mul_##sfx(acc, x), acc)
SY__CPU_INT(DEF_REDUCE_INT, _)
/* mean: the double sum divided by len in double, rounded once. */
DEF_REDUCE(mean, f32, float, double, 0, acc + x, (float)mean_of(acc, len))
DEF_REDUCE(mean, f64, double, double, 0, acc + x, mean_of(acc, len))
/* max: starts from the first element; NaN propagates (sy_cpu_iter.h). */
DEF_REDUCE(max, f32, float, float, in[base], sy__cpu_max_f32(acc, x), acc)
DEF_REDUCE(max, f64, double, double, in[base], sy__cpu_max_f64(acc, x), acc)
/* min: max's mirror. */
DEF_REDUCE(min, f32, float, float, in[base], sy__cpu_min_f32(acc, x), acc)
DEF_REDUCE(min, f64, double, double, in[base], sy__cpu_min_f64(acc, x), acc)
/* prod: in double, rounded once; the empty product is 1. */
DEF_REDUCE(prod, f32, float, double, 1, acc * x, (float)acc)
DEF_REDUCE(prod, f64, double, double, 1, acc * x, acc)
/* l1, l2, sum_square, log_sum: sums in double (of |x|, x^2, x), rounded once
 * after the finishing sqrt or log; empty sums are 0 (log_sum: -inf). */
DEF_REDUCE(l1, f32, float, double, 0, acc + fabs((double)x), (float)acc)
DEF_REDUCE(l1, f64, double, double, 0, acc + fabs(x), acc)
DEF_REDUCE(l2, f32, float, double, 0, acc + (double)x * (double)x, (float)sqrt(acc))
DEF_REDUCE(l2, f64, double, double, 0, acc + x * x, sqrt(acc))
DEF_REDUCE(sum_square, f32, float, double, 0, acc + (double)x * (double)x, (float)acc)
DEF_REDUCE(sum_square, f64, double, double, 0, acc + x * x, acc)
DEF_REDUCE(log_sum, f32, float, double, 0, acc + x, (float)log(acc))
DEF_REDUCE(log_sum, f64, double, double, 0, acc + x, log(acc))

/* log_sum_exp: m + log(sum exp(x - m)) with m the row's max, in double (two
 * passes). A NaN anywhere gives NaN (max propagates it); an infinite max is
 * the result (+inf, or -inf when every element is -inf); an empty row is
 * -inf, the log of the empty sum. */
#define DEF_LOG_SUM_EXP(sfx, T)                                                        \
    static void log_sum_exp_##sfx(const sy_reduce_args *args)                          \
    {                                                                                  \
        const int64_t len = args->len, inner = args->inner;                            \
        const T *in = (const T *)args->in;                                             \
        T *out = (T *)args->out;                                                       \
        for (int64_t o = 0; o < args->outer; o++)                                      \
            for (int64_t i = 0; i < inner; i++) {                                      \
                const int64_t base = o * len * inner + i;                              \
                double m = -(double)INFINITY;                                          \
                for (int64_t l = 0; l < len; l++)                                      \
                    m = sy__cpu_max_f64(m, (double)in[base + l * inner]);              \
                double r = m;                                                          \
                if (isfinite(m)) {                                                     \
                    double s = 0;                                                      \
                    for (int64_t l = 0; l < len; l++)                                  \
                        s += exp((double)in[base + l * inner] - m);                    \
                    r = m + log(s);                                                    \
                }                                                                      \
                out[o * inner + i] = (T)r;                                             \
            }                                                                          \
    }
DEF_LOG_SUM_EXP(f32, float)
DEF_LOG_SUM_EXP(f64, double)

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

/* MIN_LEN: max and min have no identity, so it needs len >= 1 (the runtime ensures it;
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
REDUCE_KERNEL(min, 1)
REDUCE_KERNEL(prod, 0)
REDUCE_KERNEL(l1, 0)
REDUCE_KERNEL(l2, 0)
REDUCE_KERNEL(log_sum, 0)
REDUCE_KERNEL(log_sum_exp, 0)
REDUCE_KERNEL(sum_square, 0)
