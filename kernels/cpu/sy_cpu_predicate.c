/* switchyard cpu backend: the kernels of the `predicate` family (isnan,
 * isinf, isposinf, isneginf; ONNX IsNaN and IsInf): a float's class as a
 * bool (0 or 1) per element. f16 and bf16 are read as the f32 they widen to
 * exactly (a NaN stays a NaN, an infinity an infinity). */
#include <math.h>

#include "sy_contract.h"
#include "sy_cpu_iter.h"
#include "sy_kernels.h"

static inline bool test_isnan(double v) { return isnan(v); }
static inline bool test_isinf(double v) { return isinf(v); }
static inline bool test_isposinf(double v) { return isinf(v) && v > 0; }
static inline bool test_isneginf(double v) { return isinf(v) && v < 0; }

#define PRED_CASE(test, E, T, sfx)                                                                                     \
    case SY_DTYPE_##E: {                                                                                               \
        const T *x = (const T *)args->in[0].data;                                                                      \
        for (int64_t e = 0; e < args->out[0].numel; e++)                                                               \
            y[e] = (uint8_t)test((double)sy__cpu_val_##sfx(x[e]));                                                     \
        return SY_OK;                                                                                                  \
    }

#define PRED_KERNEL(op)                                                                                                \
    sy_status sy_k_cpu_##op(const sy_op_args *args)                                                                    \
    {                                                                                                                  \
        uint8_t *y = (uint8_t *)args->out[0].data;                                                                     \
        switch (args->in[0].dtype) {                                                                                   \
            SY__CPU_TAKES_##op(PRED_CASE, test_##op) default : return SY_E_DTYPE_UNSUPPORTED;                          \
        }                                                                                                              \
    }

PRED_KERNEL(isnan)
PRED_KERNEL(isinf)
PRED_KERNEL(isposinf)
PRED_KERNEL(isneginf)
