/* switchyard cpu backend: the fill kernels zeros, ones and full
 * (out[0..numel) = args->value converted to the dtype). */
#include "sy_cpu_iter.h"
#include "sy_contract.h"
#include "sy_kernels.h"

/* The value converted to each dtype: floats by C conversion, ints exactly
 * (the runtime checked the value is integral and in range; the saturating
 * conversion only keeps an unchecked value from being undefined), bool as
 * value != 0. */
#define FILL_CASE(args, E, T, sfx)                                                     \
    case SY_DTYPE_##E: {                                                               \
        const T v = sy__cpu_from_f_##sfx((args)->value);                               \
        T *out = (T *)(args)->out;                                                     \
        for (int64_t i = 0; i < (args)->numel; i++)                                    \
            out[i] = v;                                                                \
        return SY_OK;                                                                  \
    }

/* The three fill ops differ only in where the runtime takes the value from. */
#define FILL_KERNEL(op)                                                                \
    sy_status sy_k_cpu_##op(const sy_fill_args *args)                                    \
    {                                                                                  \
        switch (args->dtype) {                                                         \
            SY__CPU_TAKES_##op(FILL_CASE, args)                                        \
        default:                                                                       \
            return SY_E_DTYPE_UNSUPPORTED;                                             \
        }                                                                              \
    }

FILL_KERNEL(zeros)
FILL_KERNEL(ones)
FILL_KERNEL(full)
