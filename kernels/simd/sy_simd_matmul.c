/* switchyard simd backend: matrix product (sy_simd_matmul) for f32 and f64.
 *
 * Portable C11, auto-vectorized by GCC and Clang; no intrinsics.
 *
 * Algorithm (for each output column block j0 and depth block p0):
 *   - B_t[p0:p0+kc, j0:j0+nc] is the panel. When B's columns are unit-stride
 *     (b_cs == 1, or n == 1) the panel is read in place with row stride b_rs;
 *     otherwise it is packed into a contiguous kc x nc scratch buffer. The
 *     packed panel is reused across consecutive batch entries that share a
 *     b_off (batch broadcasting of B).
 *   - every output row i of every batch entry t gets
 *       out_t[i][j0:j0+nc] += sum over p of A_t[i][p] * panel[p][:]
 *     in an i-p-j loop whose inner j loop is contiguous (vectorized). Four
 *     depth steps are fused per pass over the output row, evaluated left to
 *     right, so the accumulation order is exactly p = 0, 1, 2, ... as in a
 *     naive loop; products accumulate in the dtype.
 * A is read through a_rs / a_cs / a_off exactly as sy_kernel.h defines, so
 * transposed and broadcast (stride 0) views need no copy. k == 0 gives zeros. */
#include <stddef.h>
#include <stdint.h>
#include <stdlib.h>

#include "sy_kernel.h"
#include "sy_kernels.h"

/* Depth and column block sizes: a packed panel is KC x NC elements
 * (256 KiB of f32, 512 KiB of f64), meant to stay in L2 while every output
 * row streams over it. */
#define SY__SIMD_KC 128
#define SY__SIMD_NC 512

static int64_t sy__simd_min(int64_t x, int64_t y) { return x < y ? x : y; }

/* for (j = 0; j < n; j++) BODY, split into a main loop over a multiple of 16
 * iterations and a tail: GCC's -O2 cost model only vectorizes loops whose trip
 * count is known to be a multiple of the vector length (no epilogue). */
#define SY__SIMD_FOR(j, n, BODY)                                                              \
    do {                                                                                      \
        const int64_t sy__nv = (n) & ~(int64_t)15;                                            \
        int64_t j = 0;                                                                        \
        for (; j < sy__nv; j++) {                                                             \
            BODY;                                                                             \
        }                                                                                     \
        for (; j < (n); j++) {                                                                \
            BODY;                                                                             \
        }                                                                                     \
    } while (0)

/* The axpy kernels stay out of line: once inlined into the blocked loops GCC
 * loses the no-alias facts of their restrict parameters and keeps them scalar
 * (the call costs nothing next to a row of up to SY__SIMD_NC elements). */
#if defined(__GNUC__)
#define SY__SIMD_NOINLINE __attribute__((noinline))
#else
#define SY__SIMD_NOINLINE
#endif

#define SY__SIMD_MATMUL(SUFFIX, T)                                                            \
    /* c[0..n) += a0 * b0[..] + a1 * b1[..] + a2 * b2[..] + a3 * b3[..], left to right.       \
     * Restrict parameters (not locals) so that GCC vectorizes at -O2. */                    \
    static SY__SIMD_NOINLINE void sy__simd_axpy4_##SUFFIX(                                    \
        T *restrict c, T a0, const T *restrict b0, T a1,                                      \
                                        const T *restrict b1, T a2, const T *restrict b2,     \
                                        T a3, const T *restrict b3, int64_t n)                \
    {                                                                                         \
        SY__SIMD_FOR(j, n, c[j] = c[j] + a0 * b0[j] + a1 * b1[j] + a2 * b2[j] + a3 * b3[j]);  \
    }                                                                                         \
                                                                                              \
    static SY__SIMD_NOINLINE void sy__simd_axpy1_##SUFFIX(T *restrict c, T a0,                \
                                                          const T *restrict b0, int64_t n)    \
    {                                                                                         \
        SY__SIMD_FOR(j, n, c[j] = c[j] + a0 * b0[j]);                                         \
    }                                                                                         \
                                                                                              \
    /* c[0..nc) += sum_{p < kc} a[p * a_cs] * b[p * ldb + 0..nc) */                           \
    static void sy__simd_mm_row_##SUFFIX(T *c, const T *a, int64_t a_cs, const T *b,          \
                                         int64_t ldb, int64_t kc, int64_t nc)                 \
    {                                                                                         \
        int64_t p = 0;                                                                        \
        for (; p + 4 <= kc; p += 4) {                                                         \
            const T *b0 = b + p * ldb;                                                        \
            sy__simd_axpy4_##SUFFIX(c, a[p * a_cs], b0, a[(p + 1) * a_cs], b0 + ldb,          \
                                    a[(p + 2) * a_cs], b0 + 2 * ldb, a[(p + 3) * a_cs],       \
                                    b0 + 3 * ldb, nc);                                        \
        }                                                                                     \
        for (; p < kc; p++)                                                                   \
            sy__simd_axpy1_##SUFFIX(c, a[p * a_cs], b + p * ldb, nc);                         \
    }                                                                                         \
                                                                                              \
    static sy_status sy__simd_matmul_##SUFFIX(const sy_matmul_args *args)                     \
    {                                                                                         \
        const int64_t batch = args->batch, m = args->m, n = args->n, k = args->k;             \
        T *out = (T *)args->out;                                                              \
        const T *a = (const T *)args->a;                                                      \
        const T *b = (const T *)args->b;                                                      \
        const int64_t mn = m * n;                                                             \
        for (int64_t e = 0; e < batch * mn; e++)                                              \
            out[e] = (T)0;                                                                    \
        if (k == 0 || mn == 0)                                                                \
            return SY_OK;                                                                     \
                                                                                              \
        const int direct = args->b_cs == 1 || n == 1;                                         \
        const int64_t kc_max = sy__simd_min(k, SY__SIMD_KC);                                  \
        const int64_t nc_max = sy__simd_min(n, SY__SIMD_NC);                                  \
        T *pack = NULL;                                                                       \
        if (!direct) {                                                                        \
            pack = (T *)malloc((size_t)(kc_max * nc_max) * sizeof(T));                        \
            if (pack == NULL)                                                                 \
                return SY_E_OUT_OF_MEMORY;                                                    \
        }                                                                                     \
                                                                                              \
        for (int64_t j0 = 0; j0 < n; j0 += SY__SIMD_NC) {                                     \
            const int64_t nc = sy__simd_min(SY__SIMD_NC, n - j0);                             \
            for (int64_t p0 = 0; p0 < k; p0 += SY__SIMD_KC) {                                 \
                const int64_t kc = sy__simd_min(SY__SIMD_KC, k - p0);                         \
                int have_pack = 0;                                                            \
                int64_t packed_off = 0;                                                       \
                for (int64_t t = 0; t < batch; t++) {                                         \
                    const int64_t boff = args->b_off[t];                                      \
                    const T *panel;                                                           \
                    int64_t ldb;                                                              \
                    if (direct) {                                                             \
                        panel = b + boff + p0 * args->b_rs + j0 * args->b_cs;                 \
                        ldb = args->b_rs;                                                     \
                    } else {                                                                  \
                        if (!have_pack || packed_off != boff) {                               \
                            for (int64_t p = 0; p < kc; p++) {                                \
                                const T *src = b + boff + (p0 + p) * args->b_rs +             \
                                               j0 * args->b_cs;                               \
                                T *dst = pack + p * nc;                                       \
                                for (int64_t j = 0; j < nc; j++)                              \
                                    dst[j] = src[j * args->b_cs];                             \
                            }                                                                 \
                            have_pack = 1;                                                    \
                            packed_off = boff;                                                \
                        }                                                                     \
                        panel = pack;                                                         \
                        ldb = nc;                                                             \
                    }                                                                         \
                    const T *at = a + args->a_off[t] + p0 * args->a_cs;                       \
                    T *ot = out + t * mn + j0;                                                \
                    for (int64_t i = 0; i < m; i++)                                           \
                        sy__simd_mm_row_##SUFFIX(ot + i * n, at + i * args->a_rs, args->a_cs, \
                                                 panel, ldb, kc, nc);                         \
                }                                                                             \
            }                                                                                 \
        }                                                                                     \
        free(pack);                                                                           \
        return SY_OK;                                                                         \
    }

SY__SIMD_MATMUL(f32, float)
SY__SIMD_MATMUL(f64, double)

#undef SY__SIMD_MATMUL
#undef SY__SIMD_FOR
#undef SY__SIMD_NOINLINE

sy_status sy_simd_matmul(const sy_matmul_args *args)
{
    if (args->batch < 0 || args->m < 0 || args->n < 0 || args->k < 0)
        return SY_E_INVALID_ARGUMENT;
    switch (args->dtype) {
    case SY_DTYPE_F32: return sy__simd_matmul_f32(args);
    case SY_DTYPE_F64: return sy__simd_matmul_f64(args);
    default: return SY_E_DTYPE_UNSUPPORTED;
    }
}
