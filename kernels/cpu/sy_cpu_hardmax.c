/* switchyard cpu backend: hardmax (ONNX Hardmax-13), an op of the softmax
 * family: 1 at the first maximum along the axis and 0 elsewhere. NaN counts
 * as beyond every number, as NumPy's argmax (ONNX's reference) has it: the
 * first NaN of a line wins. f16 and bf16 compare as the f32 they are. The
 * runtime has run the family's shape rule, so the axis is in range. */
#include <stdbool.h>

#include "sy_contract.h"
#include "sy_cpu_iter.h"
#include "sy_kernels.h"

#define HARDMAX_CASE(unused, E, T, sfx)                                                \
    case SY_DTYPE_##E: {                                                               \
        const T *x = (const T *)a->in[0].data;                                         \
        T *y = (T *)a->out[0].data;                                                    \
        const T one = sy__cpu_from_f_##sfx(1.0), zero = sy__cpu_from_f_##sfx(0.0);     \
        for (int64_t o = 0; o < outer; o++)                                            \
            for (int64_t i = 0; i < inner; i++) {                                      \
                const int64_t base = o * len * inner + i;                              \
                int64_t best = 0;                                                      \
                for (int64_t l = 1; l < len; l++) {                                    \
                    const double v = (double)sy__cpu_val_##sfx(x[base + l * inner]);   \
                    const double b = (double)sy__cpu_val_##sfx(x[base + best * inner]); \
                    const bool vn = v != v, bn = b != b;                               \
                    if (vn ? !bn : (!bn && v > b))                                     \
                        best = l;                                                      \
                }                                                                      \
                for (int64_t l = 0; l < len; l++)                                      \
                    y[base + l * inner] = l == best ? one : zero;                      \
            }                                                                          \
        return SY_OK;                                                                  \
    }

sy_status sy_k_cpu_hardmax(const sy_op_args *a)
{
    const int rank = a->in[0].rank;
    const int64_t axis = a->attrs[SY_ATTR_SOFTMAX_AXIS].i[0];
    const int ax = (int)(axis < 0 ? axis + rank : axis);
    int64_t outer = 1, len = a->in[0].shape[ax], inner = 1;
    for (int j = 0; j < ax; j++)
        outer *= a->in[0].shape[j];
    for (int j = ax + 1; j < rank; j++)
        inner *= a->in[0].shape[j];
    switch (a->in[0].dtype) {
        SY__CPU_TAKES_hardmax(HARDMAX_CASE, _)
    default:
        return SY_E_DTYPE_UNSUPPORTED;
    }
}
