/* switchyard cpu backend: the matmul kernel (batched, strided operands,
 * contiguous output) for the dtypes of SY__CPU_TAKES_matmul. */
#include "sy_cpu_iter.h"
#include "sy_contract.h"
#include "sy_kernels.h"

/* acc + a * b in the dtype. Floats round the product, then the sum: two
 * statements, so that no compiler contracts them into an fma (clang's default
 * -ffp-contract=on only fuses within one expression). Ints wrap. */
static inline float madd_f32(float acc, float a, float b)
{
    const float prod = a * b;
    return acc + prod;
}
static inline double madd_f64(double acc, double a, double b)
{
    const double prod = a * b;
    return acc + prod;
}
#define DEF_MADD_INT(unused, E, T, sfx)                                                \
    static inline T madd_##sfx(T acc, T a, T b) { return sy__cpu_add_##sfx(acc, sy__cpu_mul_##sfx(a, b)); }
SY__CPU_INT(DEF_MADD_INT, _)

/* out[t][i][j] = A_t[i][0] * B_t[0][j] + ... accumulated from 0 in order
 * p = 0 .. k-1 (k == 0 leaves zeros). The loops run i, p, j so that a row of
 * B and the output row stream; each output element still takes its products
 * in order p = 0, 1, ... A and B are indexed, never offset as pointers, so an
 * empty operand may be NULL. */
#define DEF_MATMUL(unused, E, T, sfx)                                                  \
    static void matmul_##sfx(const sy_matmul_args *args)                               \
    {                                                                                  \
        const int64_t m = args->m, n = args->n, k = args->k;                           \
        const T *a = (const T *)args->a, *b = (const T *)args->b;                      \
        T *out = (T *)args->out;                                                       \
        for (int64_t t = 0; t < args->batch; t++) {                                    \
            for (int64_t i = 0; i < m; i++, out += n) {                                \
                for (int64_t j = 0; j < n; j++)                                        \
                    out[j] = 0;                                                        \
                for (int64_t p = 0; p < k; p++) {                                      \
                    const T aip = a[args->a_off[t] + i * args->a_rs + p * args->a_cs]; \
                    const int64_t brow = args->b_off[t] + p * args->b_rs;              \
                    for (int64_t j = 0; j < n; j++)                                    \
                        out[j] = madd_##sfx(out[j], aip, b[brow + j * args->b_cs]);    \
                }                                                                      \
            }                                                                          \
        }                                                                              \
    }
SY__CPU_FLOAT_INT(DEF_MATMUL, _)

/* 2-byte floats: each output element accumulates in f32 (a product of two is
 * exact in f32; the sum rounds to f32 as f32's matmul does), in order p = 0
 * .. k-1, and rounds to the dtype once at the end, as PyTorch's CPU kernels
 * accumulate half and bfloat16 in float. */
#define DEF_MATMUL_HALF(unused, E, T, sfx)                                                                             \
    static void matmul_##sfx(const sy_matmul_args *args)                                                               \
    {                                                                                                                  \
        const int64_t m = args->m, n = args->n, k = args->k;                                                           \
        const T *a = (const T *)args->a, *b = (const T *)args->b;                                                      \
        T *out = (T *)args->out;                                                                                       \
        for (int64_t t = 0; t < args->batch; t++)                                                                      \
            for (int64_t i = 0; i < m; i++, out += n)                                                                  \
                for (int64_t j = 0; j < n; j++) {                                                                      \
                    float acc = 0;                                                                                     \
                    for (int64_t p = 0; p < k; p++)                                                                    \
                        acc = madd_f32(acc, sy__cpu_ld_##sfx(a[args->a_off[t] + i * args->a_rs + p * args->a_cs]),     \
                                       sy__cpu_ld_##sfx(b[args->b_off[t] + p * args->b_rs + j * args->b_cs]));         \
                    out[j] = sy__cpu_st_##sfx(acc);                                                                    \
                }                                                                                                      \
    }
SY__CPU_HALF(DEF_MATMUL_HALF, _)

#define MATMUL_CASE(unused, E, T, sfx)                                                 \
    case SY_DTYPE_##E:                                                                 \
        matmul_##sfx(args);                                                            \
        return SY_OK;

sy_status sy_k_cpu_matmul(const sy_matmul_args *args)
{
    if (args->batch <= 0 || args->m <= 0 || args->n <= 0)
        return SY_OK; /* empty output */
    switch (args->dtype) {
        SY__CPU_TAKES_matmul(MATMUL_CASE, _)
    default:
        return SY_E_DTYPE_UNSUPPORTED;
    }
}
