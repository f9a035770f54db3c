/* switchyard simd backend, private: the kernels of one ISA variant.
 *
 * Included once by each sy_simd_isa_<name>.c after it has set the target
 * (pragma) and defined
 *   SY__SIMD_LEVEL       0 generic, 1 avx2, 2 avx512 (selects sy_simd_vec.h)
 *   SY__SIMD_TABLE       the name of the exported sy__simd_isa table
 *   SY__SIMD_NAME        its printable name
 *   SY__GEMM_{F32,F64}_{MR,ROWS,KC,MC,NC}   matmul blocking (sy_simd_gemm.h),
 *                        and optionally _NV (vectors per tile row, default 2)
 * Everything here is static; only the table is exported.
 *
 * Float kernels are written with the explicit vector API (tails through
 * masked loads/stores); integer, comparison, where, cast, fill and gather
 * loops are plain C the compiler vectorizes for the target (-O3).
 * Integer arithmetic runs on the unsigned type of the same width (wraps). */
#include <stdint.h>
#include <string.h>

#include "sy_simd_internal.h"
#include "sy_simd_vec.h"

#define SY__MIN(a, b) ((a) < (b) ? (a) : (b))

/* ==== float unary ========================================================= */

/* out[0..n) = EXPR(v) over vectors v of V (T elements, W lanes) */
#define SY__UN_F(NAME, V, T, W, EXPR)                                                                         \
    static void NAME(void *out, const void *in, int64_t n)                                                    \
    {                                                                                                         \
        T *o = (T *)out;                                                                                      \
        const T *a = (const T *)in;                                                                           \
        int64_t i = 0;                                                                                        \
        for (; i + 2 * (W) <= n; i += 2 * (W)) {                                                              \
            V v = V##_load(a + i);                                                                            \
            V r0 = (EXPR);                                                                                    \
            v = V##_load(a + i + (W));                                                                        \
            V r1 = (EXPR);                                                                                    \
            V##_store(o + i, r0);                                                                             \
            V##_store(o + i + (W), r1);                                                                       \
        }                                                                                                     \
        for (; i + (W) <= n; i += (W)) {                                                                      \
            V v = V##_load(a + i);                                                                            \
            V##_store(o + i, (EXPR));                                                                         \
        }                                                                                                     \
        if (i < n) {                                                                                          \
            V v = V##_loadn(a + i, n - i);                                                                    \
            V##_storen(o + i, (EXPR), n - i);                                                                 \
        }                                                                                                     \
    }

SY__UN_F(un_neg_f32, vf, float, VF_W, vf_xor(v, vf_set1(-0.0f)))
SY__UN_F(un_abs_f32, vf, float, VF_W, vf_andnot(vf_set1(-0.0f), v))
/* relu keeps NaN and -0 (neither is < 0) */
SY__UN_F(un_relu_f32, vf, float, VF_W, vf_sel(vf_lt(v, vf_zero()), vf_zero(), v))
SY__UN_F(un_sqrt_f32, vf, float, VF_W, vf_sqrt(v))
SY__UN_F(un_exp_f32, vf, float, VF_W, vf_exp(v))
SY__UN_F(un_log_f32, vf, float, VF_W, vf_log(v))
SY__UN_F(un_tanh_f32, vf, float, VF_W, vf_tanh(v))
SY__UN_F(un_sigmoid_f32, vf, float, VF_W, vf_sigmoid(v))
SY__UN_F(un_neg_f64, vd, double, VD_W, vd_xor(v, vd_set1(-0.0)))
SY__UN_F(un_abs_f64, vd, double, VD_W, vd_andnot(vd_set1(-0.0), v))
SY__UN_F(un_relu_f64, vd, double, VD_W, vd_sel(vd_lt(v, vd_zero()), vd_zero(), v))
SY__UN_F(un_sqrt_f64, vd, double, VD_W, vd_sqrt(v))

/* ==== integer unary ======================================================= */

#define SY__UN_C(NAME, T, TO, EXPR)                                                                           \
    static void NAME(void *out, const void *in, int64_t n)                                                    \
    {                                                                                                         \
        TO *restrict o = (TO *)out;                                                                           \
        const T *restrict a = (const T *)in;                                                                  \
        for (int64_t i = 0; i < n; i++) {                                                                     \
            const T x = a[i];                                                                                 \
            o[i] = (TO)(EXPR);                                                                                \
        }                                                                                                     \
    }

/* neg and abs of the minimum give the minimum (wrap) */
SY__UN_C(un_neg_i32, uint32_t, uint32_t, 0u - x)
SY__UN_C(un_neg_i64, uint64_t, uint64_t, 0u - x)
SY__UN_C(un_abs_i32, int32_t, uint32_t, x < 0 ? 0u - (uint32_t)x : (uint32_t)x)
SY__UN_C(un_abs_i64, int64_t, uint64_t, x < 0 ? 0u - (uint64_t)x : (uint64_t)x)
SY__UN_C(un_relu_i32, int32_t, int32_t, x < 0 ? 0 : x)
SY__UN_C(un_relu_i64, int64_t, int64_t, x < 0 ? 0 : x)

/* ==== float binary ======================================================== */

/* out = EXPR(x, y) for the operand modes VV, VS (b[0] broadcast), SV */
#define SY__BIN_F(NAME, V, T, W, EXPR)                                                                        \
    static void NAME(void *out, const void *pa, const void *pb, int64_t n, int mode)                          \
    {                                                                                                         \
        T *o = (T *)out;                                                                                      \
        const T *a = (const T *)pa, *b = (const T *)pb;                                                       \
        int64_t i = 0;                                                                                        \
        if (mode == SY__SIMD_VV) {                                                                            \
            for (; i + 2 * (W) <= n; i += 2 * (W)) {                                                          \
                V x = V##_load(a + i), y = V##_load(b + i);                                                   \
                const V r0 = (EXPR);                                                                          \
                x = V##_load(a + i + (W));                                                                    \
                y = V##_load(b + i + (W));                                                                    \
                V##_store(o + i, r0);                                                                         \
                V##_store(o + i + (W), (EXPR));                                                               \
            }                                                                                                 \
            for (; i + (W) <= n; i += (W)) {                                                                  \
                const V x = V##_load(a + i), y = V##_load(b + i);                                             \
                V##_store(o + i, (EXPR));                                                                     \
            }                                                                                                 \
            if (i < n) {                                                                                      \
                const V x = V##_loadn(a + i, n - i), y = V##_loadn(b + i, n - i);                             \
                V##_storen(o + i, (EXPR), n - i);                                                             \
            }                                                                                                 \
        } else if (mode == SY__SIMD_VS) {                                                                     \
            const V y = V##_set1(b[0]);                                                                       \
            for (; i + (W) <= n; i += (W)) {                                                                  \
                const V x = V##_load(a + i);                                                                  \
                V##_store(o + i, (EXPR));                                                                     \
            }                                                                                                 \
            if (i < n) {                                                                                      \
                const V x = V##_loadn(a + i, n - i);                                                          \
                V##_storen(o + i, (EXPR), n - i);                                                             \
            }                                                                                                 \
        } else {                                                                                              \
            const V x = V##_set1(a[0]);                                                                       \
            for (; i + (W) <= n; i += (W)) {                                                                  \
                const V y = V##_load(b + i);                                                                  \
                V##_store(o + i, (EXPR));                                                                     \
            }                                                                                                 \
            if (i < n) {                                                                                      \
                const V y = V##_loadn(b + i, n - i);                                                          \
                V##_storen(o + i, (EXPR), n - i);                                                             \
            }                                                                                                 \
        }                                                                                                     \
    }

SY__BIN_F(bin_add_f32, vf, float, VF_W, vf_add(x, y))
SY__BIN_F(bin_sub_f32, vf, float, VF_W, vf_sub(x, y))
SY__BIN_F(bin_mul_f32, vf, float, VF_W, vf_mul(x, y))
SY__BIN_F(bin_div_f32, vf, float, VF_W, vf_div(x, y))
SY__BIN_F(bin_maximum_f32, vf, float, VF_W, vf_maxnan(x, y))
SY__BIN_F(bin_add_f64, vd, double, VD_W, vd_add(x, y))
SY__BIN_F(bin_sub_f64, vd, double, VD_W, vd_sub(x, y))
SY__BIN_F(bin_mul_f64, vd, double, VD_W, vd_mul(x, y))
SY__BIN_F(bin_div_f64, vd, double, VD_W, vd_div(x, y))
SY__BIN_F(bin_maximum_f64, vd, double, VD_W, vd_maxnan(x, y))

/* ==== integer binary and comparisons (plain C) ============================ */

#define SY__BIN_C(NAME, T, TO, EXPR)                                                                          \
    static void NAME(void *out, const void *pa, const void *pb, int64_t n, int mode)                          \
    {                                                                                                         \
        TO *restrict o = (TO *)out;                                                                           \
        const T *restrict a = (const T *)pa;                                                                  \
        const T *restrict b = (const T *)pb;                                                                  \
        if (mode == SY__SIMD_VV) {                                                                            \
            for (int64_t i = 0; i < n; i++) {                                                                 \
                const T x = a[i], y = b[i];                                                                   \
                o[i] = (TO)(EXPR);                                                                            \
            }                                                                                                 \
        } else if (mode == SY__SIMD_VS) {                                                                     \
            const T y = b[0];                                                                                 \
            for (int64_t i = 0; i < n; i++) {                                                                 \
                const T x = a[i];                                                                             \
                o[i] = (TO)(EXPR);                                                                            \
            }                                                                                                 \
        } else {                                                                                              \
            const T x = a[0];                                                                                 \
            for (int64_t i = 0; i < n; i++) {                                                                 \
                const T y = b[i];                                                                             \
                o[i] = (TO)(EXPR);                                                                            \
            }                                                                                                 \
        }                                                                                                     \
    }

SY__BIN_C(bin_add_i32, uint32_t, uint32_t, x + y)
SY__BIN_C(bin_sub_i32, uint32_t, uint32_t, x - y)
SY__BIN_C(bin_mul_i32, uint32_t, uint32_t, 1u * x * y)
SY__BIN_C(bin_maximum_i32, int32_t, int32_t, x > y ? x : y)
SY__BIN_C(bin_add_i64, uint64_t, uint64_t, x + y)
SY__BIN_C(bin_sub_i64, uint64_t, uint64_t, x - y)
SY__BIN_C(bin_mul_i64, uint64_t, uint64_t, x * y)
SY__BIN_C(bin_maximum_i64, int64_t, int64_t, x > y ? x : y)

/* comparisons -> bool; any comparison with NaN is false; bools compare as 0/1 */
#define SY__CMP_ALL(OPNAME, CMP)                                                                              \
    SY__BIN_C(cmp_##OPNAME##_f32, float, uint8_t, x CMP y)                                                    \
    SY__BIN_C(cmp_##OPNAME##_f64, double, uint8_t, x CMP y)                                                   \
    SY__BIN_C(cmp_##OPNAME##_i32, int32_t, uint8_t, x CMP y)                                                  \
    SY__BIN_C(cmp_##OPNAME##_i64, int64_t, uint8_t, x CMP y)                                                  \
    SY__BIN_C(cmp_##OPNAME##_b8, uint8_t, uint8_t, x CMP y)
SY__CMP_ALL(eq, ==)
SY__CMP_ALL(lt, <)
SY__CMP_ALL(gt, >)

/* ==== where, fill, gather (by element size) =============================== */

#define SY__WHERE(NAME, T)                                                                                    \
    static void NAME(void *out, const uint8_t *c, const void *px, const void *py, int64_t n)                  \
    {                                                                                                         \
        T *restrict o = (T *)out;                                                                             \
        const uint8_t *restrict cc = c;                                                                       \
        const T *restrict x = (const T *)px;                                                                  \
        const T *restrict y = (const T *)py;                                                                  \
        for (int64_t i = 0; i < n; i++) {                                                                     \
            const T xv = x[i], yv = y[i];                                                                     \
            o[i] = cc[i] != 0 ? xv : yv;                                                                      \
        }                                                                                                     \
    }
SY__WHERE(where_e1, uint8_t)
SY__WHERE(where_e4, uint32_t)
SY__WHERE(where_e8, uint64_t)

static void fill_e1(void *out, const void *value, int64_t n) { memset(out, *(const uint8_t *)value, (size_t)n); }

#define SY__FILL(NAME, T)                                                                                     \
    static void NAME(void *out, const void *value, int64_t n)                                                 \
    {                                                                                                         \
        T v;                                                                                                  \
        memcpy(&v, value, sizeof v);                                                                          \
        if (v == 0) {                                                                                         \
            memset(out, 0, (size_t)n * sizeof v);                                                             \
            return;                                                                                           \
        }                                                                                                     \
        T *restrict o = (T *)out;                                                                             \
        for (int64_t i = 0; i < n; i++)                                                                       \
            o[i] = v;                                                                                         \
    }
SY__FILL(fill_e4, uint32_t)
SY__FILL(fill_e8, uint64_t)

#define SY__GATHER(NAME, T)                                                                                   \
    static void NAME(void *out, const void *in, int64_t stride, int64_t n)                                    \
    {                                                                                                         \
        T *restrict o = (T *)out;                                                                             \
        const T *restrict a = (const T *)in;                                                                  \
        for (int64_t i = 0; i < n; i++)                                                                       \
            o[i] = a[i * stride];                                                                             \
    }
SY__GATHER(gather_e1, uint8_t)
SY__GATHER(gather_e4, uint32_t)
SY__GATHER(gather_e8, uint64_t)

/* ---- transpose: out[r * ldo + c] = in[r + c * ldi] ------------------------
 * Register tiles of TW x TW elements (TW vectors read along r, one per c,
 * transposed in registers, stored along c); edges and the generic variant
 * use scalar 32 x 32 tiles. */

#define SY__TRANSPOSE_SCALAR(NAME, T)                                                                         \
    static void NAME(T *o, int64_t ldo, const T *a, int64_t ldi, int64_t rows, int64_t cols)                  \
    {                                                                                                         \
        for (int64_t r0 = 0; r0 < rows; r0 += 32) {                                                           \
            const int64_t rb = SY__MIN(32, rows - r0);                                                        \
            for (int64_t c0 = 0; c0 < cols; c0 += 32) {                                                       \
                const int64_t cb = SY__MIN(32, cols - c0);                                                    \
                for (int64_t c = 0; c < cb; c++)                                                              \
                    for (int64_t r = 0; r < rb; r++)                                                          \
                        o[(r0 + r) * ldo + c0 + c] = a[(c0 + c) * ldi + r0 + r];                              \
            }                                                                                                 \
        }                                                                                                     \
    }
SY__TRANSPOSE_SCALAR(transpose_scalar_e1, uint8_t)
SY__TRANSPOSE_SCALAR(transpose_scalar_e4, uint32_t)
SY__TRANSPOSE_SCALAR(transpose_scalar_e8, uint64_t)

#if SY__SIMD_LEVEL == 2
#define SY__TW4 16
#define SY__TW8 8
/* 16 x 16 floats: unpack (32-bit), shuffle (64-bit), two lane shuffles */
static inline void tr_tile_e4(uint32_t *o, int64_t ldo, const uint32_t *a, int64_t ldi, int nt)
{
    __m512 r[16], t[16];
    for (int j = 0; j < 16; j++)
        r[j] = _mm512_loadu_ps((const float *)(a + j * ldi));
    for (int j = 0; j < 16; j += 2) {
        t[j] = _mm512_unpacklo_ps(r[j], r[j + 1]);
        t[j + 1] = _mm512_unpackhi_ps(r[j], r[j + 1]);
    }
    for (int j = 0; j < 16; j += 4) {
        r[j] = _mm512_shuffle_ps(t[j], t[j + 2], _MM_SHUFFLE(1, 0, 1, 0));
        r[j + 1] = _mm512_shuffle_ps(t[j], t[j + 2], _MM_SHUFFLE(3, 2, 3, 2));
        r[j + 2] = _mm512_shuffle_ps(t[j + 1], t[j + 3], _MM_SHUFFLE(1, 0, 1, 0));
        r[j + 3] = _mm512_shuffle_ps(t[j + 1], t[j + 3], _MM_SHUFFLE(3, 2, 3, 2));
    }
    for (int q = 0; q < 4; q++) {
        t[q] = _mm512_shuffle_f32x4(r[q], r[4 + q], 0x88);
        t[4 + q] = _mm512_shuffle_f32x4(r[q], r[4 + q], 0xdd);
        t[8 + q] = _mm512_shuffle_f32x4(r[8 + q], r[12 + q], 0x88);
        t[12 + q] = _mm512_shuffle_f32x4(r[8 + q], r[12 + q], 0xdd);
    }
    for (int q = 0; q < 4; q++) {
        r[q] = _mm512_shuffle_f32x4(t[q], t[8 + q], 0x88);
        r[8 + q] = _mm512_shuffle_f32x4(t[q], t[8 + q], 0xdd);
        r[4 + q] = _mm512_shuffle_f32x4(t[4 + q], t[12 + q], 0x88);
        r[12 + q] = _mm512_shuffle_f32x4(t[4 + q], t[12 + q], 0xdd);
    }
    if (nt)
        for (int i = 0; i < 16; i++)
            _mm512_stream_ps((float *)(o + i * ldo), r[i]);
    else
        for (int i = 0; i < 16; i++)
            _mm512_storeu_ps((float *)(o + i * ldo), r[i]);
}
/* 8 x 8 doubles */
static inline void tr_tile_e8(uint64_t *o, int64_t ldo, const uint64_t *a, int64_t ldi, int nt)
{
    __m512d r[8], t[8], u[8];
    for (int j = 0; j < 8; j++)
        r[j] = _mm512_loadu_pd((const double *)(a + j * ldi));
    for (int j = 0; j < 8; j += 2) {
        t[j] = _mm512_unpacklo_pd(r[j], r[j + 1]);
        t[j + 1] = _mm512_unpackhi_pd(r[j], r[j + 1]);
    }
    for (int j = 0; j < 8; j += 4) {
        u[j] = _mm512_shuffle_f64x2(t[j], t[j + 2], 0x88);
        u[j + 1] = _mm512_shuffle_f64x2(t[j + 1], t[j + 3], 0x88);
        u[j + 2] = _mm512_shuffle_f64x2(t[j], t[j + 2], 0xdd);
        u[j + 3] = _mm512_shuffle_f64x2(t[j + 1], t[j + 3], 0xdd);
    }
    for (int q = 0; q < 4; q++) {
        r[q] = _mm512_shuffle_f64x2(u[q], u[4 + q], 0x88);
        r[4 + q] = _mm512_shuffle_f64x2(u[q], u[4 + q], 0xdd);
    }
    if (nt)
        for (int i = 0; i < 8; i++)
            _mm512_stream_pd((double *)(o + i * ldo), r[i]);
    else
        for (int i = 0; i < 8; i++)
            _mm512_storeu_pd((double *)(o + i * ldo), r[i]);
}
/* full-line tiles: streaming stores pay off for big outputs */
#define SY__TR_NT_OK 1
static inline void tr_fence(void) { _mm_sfence(); }
#elif SY__SIMD_LEVEL == 1
#define SY__TW4 8
#define SY__TW8 4
/* 8 x 8 floats */
static inline void tr_tile_e4(uint32_t *o, int64_t ldo, const uint32_t *a, int64_t ldi, int nt)
{
    (void)nt;
    __m256 r[8], t[8];
    for (int j = 0; j < 8; j++)
        r[j] = _mm256_loadu_ps((const float *)(a + j * ldi));
    for (int j = 0; j < 8; j += 2) {
        t[j] = _mm256_unpacklo_ps(r[j], r[j + 1]);
        t[j + 1] = _mm256_unpackhi_ps(r[j], r[j + 1]);
    }
    for (int j = 0; j < 8; j += 4) {
        r[j] = _mm256_shuffle_ps(t[j], t[j + 2], _MM_SHUFFLE(1, 0, 1, 0));
        r[j + 1] = _mm256_shuffle_ps(t[j], t[j + 2], _MM_SHUFFLE(3, 2, 3, 2));
        r[j + 2] = _mm256_shuffle_ps(t[j + 1], t[j + 3], _MM_SHUFFLE(1, 0, 1, 0));
        r[j + 3] = _mm256_shuffle_ps(t[j + 1], t[j + 3], _MM_SHUFFLE(3, 2, 3, 2));
    }
    for (int q = 0; q < 4; q++) {
        _mm256_storeu_ps((float *)(o + q * ldo), _mm256_permute2f128_ps(r[q], r[4 + q], 0x20));
        _mm256_storeu_ps((float *)(o + (4 + q) * ldo), _mm256_permute2f128_ps(r[q], r[4 + q], 0x31));
    }
}
/* 4 x 4 doubles */
static inline void tr_tile_e8(uint64_t *o, int64_t ldo, const uint64_t *a, int64_t ldi, int nt)
{
    (void)nt;
    const __m256d r0 = _mm256_loadu_pd((const double *)a), r1 = _mm256_loadu_pd((const double *)(a + ldi));
    const __m256d r2 = _mm256_loadu_pd((const double *)(a + 2 * ldi)), r3 = _mm256_loadu_pd((const double *)(a + 3 * ldi));
    const __m256d t0 = _mm256_unpacklo_pd(r0, r1), t1 = _mm256_unpackhi_pd(r0, r1);
    const __m256d t2 = _mm256_unpacklo_pd(r2, r3), t3 = _mm256_unpackhi_pd(r2, r3);
    _mm256_storeu_pd((double *)o, _mm256_permute2f128_pd(t0, t2, 0x20));
    _mm256_storeu_pd((double *)(o + ldo), _mm256_permute2f128_pd(t1, t3, 0x20));
    _mm256_storeu_pd((double *)(o + 2 * ldo), _mm256_permute2f128_pd(t0, t2, 0x31));
    _mm256_storeu_pd((double *)(o + 3 * ldo), _mm256_permute2f128_pd(t1, t3, 0x31));
}
#define SY__TR_NT_OK 0 /* half-line tiles: plain stores */
static inline void tr_fence(void) {}
#endif

#ifdef SY__TW4
/* Strips of TW columns c, each walked down all rows r in TW x TW register
 * tiles: TW input rows stream sequentially, and each tile writes TW output
 * rows of TW elements (with AVX-512 one full cache line each, stored with
 * streaming stores when the output is big and line-aligned: no read for
 * ownership of lines written whole). The ragged edges are scalar. */
#define SY__TRANSPOSE_VEC(NAME, T, TW, TILE, SCALAR)                                                          \
    static void NAME(void *out, int64_t ldo, const void *in, int64_t ldi, int64_t rows, int64_t cols)         \
    {                                                                                                         \
        T *o = (T *)out;                                                                                      \
        const T *a = (const T *)in;                                                                           \
        const int64_t rv = rows / (TW) * (TW), cv = cols / (TW) * (TW);                                       \
        const int nt = SY__TR_NT_OK && rows * cols * (int64_t)sizeof(T) >= ((int64_t)1 << 20) &&               \
                       (uintptr_t)o % 64 == 0 && ldo * (int64_t)sizeof(T) % 64 == 0;                          \
        for (int64_t c = 0; c < cv; c += (TW))                                                                \
            for (int64_t r = 0; r < rv; r += (TW))                                                            \
                TILE(o + r * ldo + c, ldo, a + c * ldi + r, ldi, nt);                                         \
        if (nt)                                                                                               \
            tr_fence();                                                                                       \
        if (cv < cols)                                                                                        \
            SCALAR(o + cv, ldo, a + cv * ldi, ldi, rows, cols - cv);                                          \
        if (rv < rows)                                                                                        \
            SCALAR(o + rv * ldo, ldo, a + rv, ldi, rows - rv, cv);                                            \
    }
SY__TRANSPOSE_VEC(transpose_e4, uint32_t, SY__TW4, tr_tile_e4, transpose_scalar_e4)
SY__TRANSPOSE_VEC(transpose_e8, uint64_t, SY__TW8, tr_tile_e8, transpose_scalar_e8)
#else
static void transpose_e4(void *out, int64_t ldo, const void *in, int64_t ldi, int64_t rows, int64_t cols)
{
    transpose_scalar_e4((uint32_t *)out, ldo, (const uint32_t *)in, ldi, rows, cols);
}
static void transpose_e8(void *out, int64_t ldo, const void *in, int64_t ldi, int64_t rows, int64_t cols)
{
    transpose_scalar_e8((uint64_t *)out, ldo, (const uint64_t *)in, ldi, rows, cols);
}
#endif
static void transpose_e1(void *out, int64_t ldo, const void *in, int64_t ldi, int64_t rows, int64_t cols)
{
    transpose_scalar_e1((uint8_t *)out, ldo, (const uint8_t *)in, ldi, rows, cols);
}

/* ==== cast ================================================================= */

/* float -> int: truncates toward zero, saturates, NaN gives 0; the clamped
 * value is always in range before the C conversion. */
static inline int32_t sat_f64_i32(double x)
{
    double c = x == x ? x : 0.0;
    c = c < -0x1p31 ? -0x1p31 : c;
    c = c >= 0x1p31 ? 0.0 : c;
    const int32_t r = (int32_t)c;
    return x >= 0x1p31 ? INT32_MAX : r;
}
static inline int32_t sat_f32_i32(float x)
{
    float c = x == x ? x : 0.0f;
    c = c < -0x1p31f ? -0x1p31f : c;
    c = c >= 0x1p31f ? 0.0f : c;
    const int32_t r = (int32_t)c;
    return x >= 0x1p31f ? INT32_MAX : r;
}
static inline int64_t sat_f32_i64(float x)
{
    float c = x == x ? x : 0.0f;
    c = c < -0x1p63f ? -0x1p63f : c;
    c = c >= 0x1p63f ? 0.0f : c;
    const int64_t r = (int64_t)c;
    return x >= 0x1p63f ? INT64_MAX : r;
}
static inline int64_t sat_f64_i64(double x)
{
    double c = x == x ? x : 0.0;
    c = c < -0x1p63 ? -0x1p63 : c;
    c = c >= 0x1p63 ? 0.0 : c;
    const int64_t r = (int64_t)c;
    return x >= 0x1p63 ? INT64_MAX : r;
}

#define SY__CAST(NAME, TI, TO, EXPR) SY__UN_C(NAME, TI, TO, EXPR)

static void cast_copy(void *out, const void *in, int64_t n, size_t es) { memcpy(out, in, (size_t)n * es); }
static void cast_f32_f32(void *out, const void *in, int64_t n) { cast_copy(out, in, n, 4); }
static void cast_f64_f64(void *out, const void *in, int64_t n) { cast_copy(out, in, n, 8); }
static void cast_i32_i32(void *out, const void *in, int64_t n) { cast_copy(out, in, n, 4); }
static void cast_i64_i64(void *out, const void *in, int64_t n) { cast_copy(out, in, n, 8); }
SY__CAST(cast_f32_f64, float, double, x)
SY__CAST(cast_f32_i32, float, int32_t, sat_f32_i32(x))
SY__CAST(cast_f32_i64, float, int64_t, sat_f32_i64(x))
SY__CAST(cast_f32_b8, float, uint8_t, x != 0)
SY__CAST(cast_f64_f32, double, float, x)
SY__CAST(cast_f64_i32, double, int32_t, sat_f64_i32(x))
SY__CAST(cast_f64_i64, double, int64_t, sat_f64_i64(x))
SY__CAST(cast_f64_b8, double, uint8_t, x != 0)
SY__CAST(cast_i32_f32, int32_t, float, x)
SY__CAST(cast_i32_f64, int32_t, double, x)
SY__CAST(cast_i32_i64, int32_t, int64_t, x)
SY__CAST(cast_i32_b8, int32_t, uint8_t, x != 0)
SY__CAST(cast_i64_f32, int64_t, float, x)
SY__CAST(cast_i64_f64, int64_t, double, x)
SY__CAST(cast_i64_i32, uint64_t, uint32_t, x) /* keeps the low 32 bits (wraps) */
SY__CAST(cast_i64_b8, int64_t, uint8_t, x != 0)
SY__CAST(cast_b8_f32, uint8_t, float, x != 0 ? 1.0f : 0.0f)
SY__CAST(cast_b8_f64, uint8_t, double, x != 0 ? 1.0 : 0.0)
SY__CAST(cast_b8_i32, uint8_t, int32_t, x != 0)
SY__CAST(cast_b8_i64, uint8_t, int64_t, x != 0)
SY__CAST(cast_b8_b8, uint8_t, uint8_t, x != 0)

/* ==== reductions: one contiguous row ====================================== */

/* f64 sum of n doubles (n >= 1): four vector accumulators, then the lanes
 * pairwise, in a fixed order. */
static double sum_lanes_d(vd v)
{
    double l[VD_W];
    vd_store(l, v);
    for (int w = VD_W / 2; w >= 1; w /= 2)
        for (int i = 0; i < w; i++)
            l[i] += l[i + w];
    return l[0];
}

static void rrow_sum_f64(const void *in, int64_t n, sy__simd_acc *acc)
{
    const double *a = (const double *)in;
    vd s0 = vd_zero(), s1 = vd_zero(), s2 = vd_zero(), s3 = vd_zero();
    int64_t i = 0;
    for (; i + 4 * VD_W <= n; i += 4 * VD_W) {
        s0 = vd_add(s0, vd_load(a + i));
        s1 = vd_add(s1, vd_load(a + i + VD_W));
        s2 = vd_add(s2, vd_load(a + i + 2 * VD_W));
        s3 = vd_add(s3, vd_load(a + i + 3 * VD_W));
    }
    for (; i + VD_W <= n; i += VD_W)
        s0 = vd_add(s0, vd_load(a + i));
    if (i < n)
        s1 = vd_add(s1, vd_loadn(a + i, n - i));
    acc->d = sum_lanes_d(vd_add(vd_add(s0, s1), vd_add(s2, s3)));
}

/* f32 sum of n floats (n >= 1), in f32 vectors, pairwise. A leaf is
 * SY__PW_R rounds of SY__PW_K vector accumulators (each lane adds R values
 * in sequence), whose accumulators are then added as a tree; leaves are
 * combined like a binary counter (a stack holding the sums of 2^j leaves for
 * distinct j, the smallest on top), the stack collapses smallest first into
 * the partial last leaf, and the lanes are added as a tree. One add per
 * loaded vector, so it runs at the speed of reading the floats, and the
 * error keeps the bound of pairwise summation: a value goes through at most
 * R - 1 + 3 roundings in its leaf, floor(log2 leaves) + 1 on the stack and
 * its collapse, log2 W between lanes, with log2(K R W) = 5 + log2 W levels
 * below a leaf, so at most log2 n + 2 (ceil(log2 n) + 6 for n below one
 * leaf): |error| <= (ceil(log2 n) + 6) * 2^-24 * sum |x| (tests/c/check_simd.c). */
#define SY__PW_K 8
#define SY__PW_R 4
#define SY__PW_LEAF (SY__PW_K * SY__PW_R * VF_W)

static inline vf pw_tree8(const vf *s)
{
    return vf_add(vf_add(vf_add(s[0], s[1]), vf_add(s[2], s[3])), vf_add(vf_add(s[4], s[5]), vf_add(s[6], s[7])));
}

static inline vf pw_leaf(const float *a)
{
    vf s[SY__PW_K];
    for (int k = 0; k < SY__PW_K; k++)
        s[k] = vf_load(a + k * VF_W);
    for (int r = 1; r < SY__PW_R; r++)
        for (int k = 0; k < SY__PW_K; k++)
            s[k] = vf_add(s[k], vf_load(a + (r * SY__PW_K + k) * VF_W));
    return pw_tree8(s);
}

/* the last n < SY__PW_LEAF floats: vector j into accumulator j % K, so each
 * takes at most R of them, and the ragged end into the next one */
static inline vf pw_tail(const float *a, int64_t n)
{
    vf s[SY__PW_K];
    for (int k = 0; k < SY__PW_K; k++)
        s[k] = vf_zero();
    int64_t j = 0;
    for (; (j + 1) * VF_W <= n; j++)
        s[j % SY__PW_K] = vf_add(s[j % SY__PW_K], vf_load(a + j * VF_W));
    if (j * VF_W < n)
        s[j % SY__PW_K] = vf_add(s[j % SY__PW_K], vf_loadn(a + j * VF_W, n - j * VF_W));
    return pw_tree8(s);
}

static void rrow_sum_f32(const void *in, int64_t n, sy__simd_acc *acc)
{
    _Static_assert(SY__PW_K == 8, "pw_tree8 adds eight accumulators");
    const float *a = (const float *)in;
    vf stack[64];
    int top = 0;
    uint64_t leaves = 0;
    int64_t i = 0;
    for (; i + SY__PW_LEAF <= n; i += SY__PW_LEAF) {
        vf v = pw_leaf(a + i);
        for (uint64_t c = leaves; c & 1u; c >>= 1)
            v = vf_add(stack[--top], v);
        stack[top++] = v;
        leaves++;
    }
    vf v = pw_tail(a + i, n - i);
    while (top > 0)
        v = vf_add(stack[--top], v);
    float l[VF_W];
    vf_store(l, v);
    for (int w = VF_W / 2; w >= 1; w /= 2)
        for (int k = 0; k < w; k++)
            l[k] += l[k + w];
    acc->d = l[0];
}

#define SY__RROW_SUM_I(NAME, U)                                                                               \
    static void NAME(const void *in, int64_t n, sy__simd_acc *acc)                                            \
    {                                                                                                         \
        const U *restrict a = (const U *)in;                                                                  \
        U s = 0;                                                                                              \
        for (int64_t i = 0; i < n; i++)                                                                       \
            s += a[i];                                                                                        \
        acc->u = s;                                                                                           \
    }
SY__RROW_SUM_I(rrow_sum_i32, uint32_t)
SY__RROW_SUM_I(rrow_sum_i64, uint64_t)

#define SY__RROW_MAX_I(NAME, T)                                                                               \
    static void NAME(const void *in, int64_t n, sy__simd_acc *acc)                                            \
    {                                                                                                         \
        const T *restrict a = (const T *)in;                                                                  \
        T m = a[0];                                                                                           \
        for (int64_t i = 1; i < n; i++)                                                                       \
            m = a[i] > m ? a[i] : m;                                                                          \
        acc->i = m;                                                                                           \
    }
SY__RROW_MAX_I(rrow_max_i32, int32_t)
SY__RROW_MAX_I(rrow_max_i64, int64_t)

/* max of n floats (n >= 1) with the reference NaN / signed-zero rules */
#define SY__RROW_MAX_F(NAME, V, T, W, MAXS)                                                                   \
    static void NAME(const void *in, int64_t n, sy__simd_acc *acc)                                            \
    {                                                                                                         \
        const T *a = (const T *)in;                                                                           \
        T r;                                                                                                  \
        int64_t i;                                                                                            \
        if (n >= 2 * (W)) {                                                                                   \
            V m0 = V##_load(a), m1 = V##_load(a + (W));                                                       \
            for (i = 2 * (W); i + 2 * (W) <= n; i += 2 * (W)) {                                               \
                m0 = V##_maxnan(m0, V##_load(a + i));                                                         \
                m1 = V##_maxnan(m1, V##_load(a + i + (W)));                                                   \
            }                                                                                                 \
            T l[W];                                                                                           \
            V##_store(l, V##_maxnan(m0, m1));                                                                 \
            r = l[0];                                                                                         \
            for (int w = 1; w < (W); w++)                                                                     \
                r = MAXS(r, l[w]);                                                                            \
        } else {                                                                                              \
            r = a[0];                                                                                         \
            i = 1;                                                                                            \
        }                                                                                                     \
        for (; i < n; i++)                                                                                    \
            r = MAXS(r, a[i]);                                                                                \
        acc->d = r;                                                                                           \
    }
SY__RROW_MAX_F(rrow_max_f32, vf, float, VF_W, sy__simd_max_f32)
SY__RROW_MAX_F(rrow_max_f64, vd, double, VD_W, sy__simd_max_f64)

/* ==== reductions: columns ================================================== */

/* Columns are done in blocks of SY__CB, whose accumulators live in a stack
 * array (L1) while the rows stream by; four rows are combined per pass. */
#define SY__CB 1024

/* Float columns are added in f32: four rows per pass as a tree
 * ((r0 + r1) + (r2 + r3)) into a block accumulator, and every SY__RB rows
 * the block is added into a double accumulator. A value goes through at
 * most 2 + SY__RB / 4 - 1 = 5 f32 roundings, then double adds whose error
 * stays far below one f32 rounding, then the final rounding: within the
 * pairwise bound of the row sums above, with half the conversions of adding
 * every row in double. */
#define SY__RB 16

static void rcol_sumd_f32(const float *a, int64_t len, int64_t stride, int64_t w, float *o, int mean)
{
    double acc[SY__CB];
    float blk[SY__CB];
    for (int64_t j0 = 0; j0 < w; j0 += SY__CB) {
        const int64_t cb = SY__MIN(SY__CB, w - j0);
        for (int64_t j = 0; j < cb; j++)
            acc[j] = 0.0;
        for (int64_t l0 = 0; l0 < len; l0 += SY__RB) {
            const int64_t l1 = SY__MIN(len, l0 + SY__RB);
            memset(blk, 0, (size_t)cb * sizeof blk[0]);
            int64_t l = l0;
            for (; l + 4 <= l1; l += 4) {
                const float *r0 = a + l * stride + j0, *r1 = r0 + stride, *r2 = r1 + stride, *r3 = r2 + stride;
                int64_t j = 0;
                for (; j + VF_W <= cb; j += VF_W) {
                    const vf s = vf_add(vf_add(vf_load(r0 + j), vf_load(r1 + j)), vf_add(vf_load(r2 + j), vf_load(r3 + j)));
                    vf_store(blk + j, vf_add(vf_load(blk + j), s));
                }
                if (j < cb) {
                    const int64_t t = cb - j;
                    const vf s = vf_add(vf_add(vf_loadn(r0 + j, t), vf_loadn(r1 + j, t)),
                                        vf_add(vf_loadn(r2 + j, t), vf_loadn(r3 + j, t)));
                    vf_storen(blk + j, vf_add(vf_loadn(blk + j, t), s), t);
                }
            }
            for (; l < l1; l++) {
                const float *r0 = a + l * stride + j0;
                int64_t j = 0;
                for (; j + VF_W <= cb; j += VF_W)
                    vf_store(blk + j, vf_add(vf_load(blk + j), vf_load(r0 + j)));
                if (j < cb)
                    vf_storen(blk + j, vf_add(vf_loadn(blk + j, cb - j), vf_loadn(r0 + j, cb - j)), cb - j);
            }
            int64_t j = 0;
            for (; j + VD_W <= cb; j += VD_W)
                vd_store(acc + j, vd_add(vd_load(acc + j), vd_from_f32(blk + j)));
            if (j < cb)
                vd_storen(acc + j, vd_add(vd_loadn(acc + j, cb - j), vd_from_f32n(blk + j, cb - j)), cb - j);
        }
        for (int64_t j = 0; j < cb; j++)
            o[j0 + j] = (float)(mean ? acc[j] / (double)len : acc[j]);
    }
}

static void rcol_sumd_f64(const double *a, int64_t len, int64_t stride, int64_t w, double *o, int mean)
{
    double acc[SY__CB];
    for (int64_t j0 = 0; j0 < w; j0 += SY__CB) {
        const int64_t cb = SY__MIN(SY__CB, w - j0);
        for (int64_t j = 0; j < cb; j++)
            acc[j] = 0.0;
        int64_t l = 0;
        for (; l + 4 <= len; l += 4) {
            const double *r0 = a + l * stride + j0, *r1 = r0 + stride, *r2 = r1 + stride, *r3 = r2 + stride;
            int64_t j = 0;
            for (; j + VD_W <= cb; j += VD_W) {
                const vd s = vd_add(vd_add(vd_load(r0 + j), vd_load(r1 + j)), vd_add(vd_load(r2 + j), vd_load(r3 + j)));
                vd_store(acc + j, vd_add(vd_load(acc + j), s));
            }
            if (j < cb) {
                const int64_t t = cb - j;
                const vd s = vd_add(vd_add(vd_loadn(r0 + j, t), vd_loadn(r1 + j, t)),
                                    vd_add(vd_loadn(r2 + j, t), vd_loadn(r3 + j, t)));
                vd_storen(acc + j, vd_add(vd_loadn(acc + j, t), s), t);
            }
        }
        for (; l < len; l++) {
            const double *r0 = a + l * stride + j0;
            int64_t j = 0;
            for (; j + VD_W <= cb; j += VD_W)
                vd_store(acc + j, vd_add(vd_load(acc + j), vd_load(r0 + j)));
            if (j < cb)
                vd_storen(acc + j, vd_add(vd_loadn(acc + j, cb - j), vd_loadn(r0 + j, cb - j)), cb - j);
        }
        for (int64_t j = 0; j < cb; j++)
            o[j0 + j] = mean ? acc[j] / (double)len : acc[j];
    }
}

static void rcol_sum_f32(const void *in, int64_t len, int64_t stride, int64_t w, void *out)
{
    rcol_sumd_f32((const float *)in, len, stride, w, (float *)out, 0);
}
static void rcol_mean_f32(const void *in, int64_t len, int64_t stride, int64_t w, void *out)
{
    rcol_sumd_f32((const float *)in, len, stride, w, (float *)out, 1);
}
static void rcol_sum_f64(const void *in, int64_t len, int64_t stride, int64_t w, void *out)
{
    rcol_sumd_f64((const double *)in, len, stride, w, (double *)out, 0);
}
static void rcol_mean_f64(const void *in, int64_t len, int64_t stride, int64_t w, void *out)
{
    rcol_sumd_f64((const double *)in, len, stride, w, (double *)out, 1);
}

/* float max over columns: the accumulators start from row 0 */
#define SY__RCOL_MAX_F(NAME, V, T, W)                                                                         \
    static void NAME(const void *in, int64_t len, int64_t stride, int64_t w, void *out)                       \
    {                                                                                                         \
        const T *a = (const T *)in;                                                                           \
        T *o = (T *)out;                                                                                      \
        T acc[SY__CB];                                                                                        \
        for (int64_t j0 = 0; j0 < w; j0 += SY__CB) {                                                          \
            const int64_t cb = SY__MIN(SY__CB, w - j0);                                                       \
            memcpy(acc, a + j0, (size_t)cb * sizeof(T));                                                      \
            for (int64_t l = 1; l < len; l++) {                                                               \
                const T *r0 = a + l * stride + j0;                                                            \
                int64_t j = 0;                                                                                \
                for (; j + (W) <= cb; j += (W))                                                               \
                    V##_store(acc + j, V##_maxnan(V##_load(acc + j), V##_load(r0 + j)));                      \
                if (j < cb)                                                                                   \
                    V##_storen(acc + j, V##_maxnan(V##_loadn(acc + j, cb - j), V##_loadn(r0 + j, cb - j)),    \
                               cb - j);                                                                       \
            }                                                                                                 \
            memcpy(o + j0, acc, (size_t)cb * sizeof(T));                                                      \
        }                                                                                                     \
    }
SY__RCOL_MAX_F(rcol_max_f32, vf, float, VF_W)
SY__RCOL_MAX_F(rcol_max_f64, vd, double, VD_W)

/* integer columns, plain C: U accumulators (sum wraps), T for max */
#define SY__RCOL_I(NAME, T, INIT0, STEP)                                                                      \
    static void NAME(const void *in, int64_t len, int64_t stride, int64_t w, void *out)                       \
    {                                                                                                         \
        const T *a = (const T *)in;                                                                           \
        T *o = (T *)out;                                                                                      \
        T acc[SY__CB];                                                                                        \
        for (int64_t j0 = 0; j0 < w; j0 += SY__CB) {                                                          \
            const int64_t cb = SY__MIN(SY__CB, w - j0);                                                       \
            int64_t l0;                                                                                       \
            if (INIT0) {                                                                                      \
                memset(acc, 0, (size_t)cb * sizeof(T));                                                       \
                l0 = 0;                                                                                       \
            } else {                                                                                          \
                memcpy(acc, a + j0, (size_t)cb * sizeof(T));                                                  \
                l0 = 1;                                                                                       \
            }                                                                                                 \
            for (int64_t l = l0; l < len; l++) {                                                              \
                const T *restrict r = a + l * stride + j0;                                                    \
                T *restrict s = acc;                                                                          \
                for (int64_t j = 0; j < cb; j++) {                                                            \
                    const T x = r[j], y = s[j];                                                               \
                    s[j] = (STEP);                                                                            \
                }                                                                                             \
            }                                                                                                 \
            memcpy(o + j0, acc, (size_t)cb * sizeof(T));                                                      \
        }                                                                                                     \
    }
SY__RCOL_I(rcol_sum_i32, uint32_t, 1, x + y)
SY__RCOL_I(rcol_sum_i64, uint64_t, 1, x + y)
SY__RCOL_I(rcol_max_i32, int32_t, 0, x > y ? x : y)
SY__RCOL_I(rcol_max_i64, int64_t, 0, x > y ? x : y)

/* ==== matmul =============================================================== */

#ifndef SY__GEMM_F32_NV
#define SY__GEMM_F32_NV 2
#endif
#ifndef SY__GEMM_F64_NV
#define SY__GEMM_F64_NV 2
#endif

#define SY__G_T float
#define SY__G_V vf
#define SY__G_W VF_W
#define SY__G_SFX f32
#define SY__G_MR SY__GEMM_F32_MR
#define SY__G_NV SY__GEMM_F32_NV
#define SY__G_ROWS SY__GEMM_F32_ROWS
#define SY__G_KC SY__GEMM_F32_KC
#define SY__G_MC SY__GEMM_F32_MC
#define SY__G_NC SY__GEMM_F32_NC
#include "sy_simd_gemm.h"
#undef SY__G_T
#undef SY__G_V
#undef SY__G_W
#undef SY__G_SFX
#undef SY__G_MR
#undef SY__G_ROWS
#undef SY__G_KC
#undef SY__G_MC
#undef SY__G_NC

#define SY__G_T double
#define SY__G_V vd
#define SY__G_W VD_W
#define SY__G_SFX f64
#define SY__G_MR SY__GEMM_F64_MR
#define SY__G_NV SY__GEMM_F64_NV
#define SY__G_ROWS SY__GEMM_F64_ROWS
#define SY__G_KC SY__GEMM_F64_KC
#define SY__G_MC SY__GEMM_F64_MC
#define SY__G_NC SY__GEMM_F64_NC
#include "sy_simd_gemm.h"
#undef SY__G_T
#undef SY__G_V
#undef SY__G_W
#undef SY__G_SFX
#undef SY__G_MR
#undef SY__G_ROWS
#undef SY__G_KC
#undef SY__G_MC
#undef SY__G_NC

/* ==== the table ============================================================ */

const sy__simd_isa SY__SIMD_TABLE = {
    .name = SY__SIMD_NAME,
    .level = SY__SIMD_LEVEL,
    .un =
        {
            [SY__SIMD_U_NEG] = {un_neg_f32, un_neg_f64, un_neg_i32, un_neg_i64, NULL},
            [SY__SIMD_U_ABS] = {un_abs_f32, un_abs_f64, un_abs_i32, un_abs_i64, NULL},
            [SY__SIMD_U_RELU] = {un_relu_f32, un_relu_f64, un_relu_i32, un_relu_i64, NULL},
            [SY__SIMD_U_SQRT] = {un_sqrt_f32, un_sqrt_f64, NULL, NULL, NULL},
            [SY__SIMD_U_EXP] = {un_exp_f32, NULL, NULL, NULL, NULL},
            [SY__SIMD_U_LOG] = {un_log_f32, NULL, NULL, NULL, NULL},
            [SY__SIMD_U_TANH] = {un_tanh_f32, NULL, NULL, NULL, NULL},
            [SY__SIMD_U_SIGMOID] = {un_sigmoid_f32, NULL, NULL, NULL, NULL},
        },
    .bin =
        {
            [SY__SIMD_B_ADD] = {bin_add_f32, bin_add_f64, bin_add_i32, bin_add_i64, NULL},
            [SY__SIMD_B_SUB] = {bin_sub_f32, bin_sub_f64, bin_sub_i32, bin_sub_i64, NULL},
            [SY__SIMD_B_MUL] = {bin_mul_f32, bin_mul_f64, bin_mul_i32, bin_mul_i64, NULL},
            [SY__SIMD_B_DIV] = {bin_div_f32, bin_div_f64, NULL, NULL, NULL},
            [SY__SIMD_B_MAXIMUM] = {bin_maximum_f32, bin_maximum_f64, bin_maximum_i32, bin_maximum_i64, NULL},
        },
    .cmp =
        {
            [SY__SIMD_C_EQ] = {cmp_eq_f32, cmp_eq_f64, cmp_eq_i32, cmp_eq_i64, cmp_eq_b8},
            [SY__SIMD_C_LT] = {cmp_lt_f32, cmp_lt_f64, cmp_lt_i32, cmp_lt_i64, cmp_lt_b8},
            [SY__SIMD_C_GT] = {cmp_gt_f32, cmp_gt_f64, cmp_gt_i32, cmp_gt_i64, cmp_gt_b8},
        },
    .where = {where_e1, where_e4, where_e8},
    .cast =
        {
            {cast_f32_f32, cast_f32_f64, cast_f32_i32, cast_f32_i64, cast_f32_b8},
            {cast_f64_f32, cast_f64_f64, cast_f64_i32, cast_f64_i64, cast_f64_b8},
            {cast_i32_f32, cast_i32_f64, cast_i32_i32, cast_i32_i64, cast_i32_b8},
            {cast_i64_f32, cast_i64_f64, cast_i64_i32, cast_i64_i64, cast_i64_b8},
            {cast_b8_f32, cast_b8_f64, cast_b8_i32, cast_b8_i64, cast_b8_b8},
        },
    .fill = {fill_e1, fill_e4, fill_e8},
    .gather = {gather_e1, gather_e4, gather_e8},
    .transpose = {transpose_e1, transpose_e4, transpose_e8},
    .rrow =
        {
            [SY__SIMD_R_SUM] = {rrow_sum_f32, rrow_sum_f64, rrow_sum_i32, rrow_sum_i64, NULL},
            [SY__SIMD_R_MEAN] = {rrow_sum_f32, rrow_sum_f64, NULL, NULL, NULL},
            [SY__SIMD_R_MAX] = {rrow_max_f32, rrow_max_f64, rrow_max_i32, rrow_max_i64, NULL},
        },
    .rcol =
        {
            [SY__SIMD_R_SUM] = {rcol_sum_f32, rcol_sum_f64, rcol_sum_i32, rcol_sum_i64, NULL},
            [SY__SIMD_R_MEAN] = {rcol_mean_f32, rcol_mean_f64, NULL, NULL, NULL},
            [SY__SIMD_R_MAX] = {rcol_max_f32, rcol_max_f64, rcol_max_i32, rcol_max_i64, NULL},
        },
    .gemm = {gemm_f32, gemm_f64},
    .gemm_ws = {gemm_ws_f32, gemm_ws_f64},
    .gemm_mr = {SY__GEMM_F32_MR, SY__GEMM_F64_MR},
    .gemm_nr = {SY__GEMM_F32_NV * VF_W, SY__GEMM_F64_NV * VD_W},
};

#undef SY__MIN
