/* switchyard simd backend, private: the kernels that move elements by size: where, fill, gather and
 * transpose (the tiled, per-ISA register transposes for avx2 and avx512).
 *
 * Part of the body of one ISA variant; included only by sy_simd_body.h, in
 * its order, after the variant's sy_simd_isa_<name>.c has set the target and
 * the SY__SIMD_* / SY__GEMM_* macros (see sy_simd_body.h).
 *
 * Deliberately no include guard: every ISA translation unit includes this
 * file once, and each inclusion instantiates the same code as static
 * functions for that unit's vector macros (sy_simd_vec.h) and target. The
 * per-unit macro below only turns a second inclusion into the same unit into
 * a clear error instead of a list of redefinitions. */
#ifndef SY__SIMD_BODY_ACTIVE
#error "sy_simd_body_move.h is part of sy_simd_body.h; include that instead"
#endif
#ifdef SY__SIMD_BODY_MOVE_DONE
#error "sy_simd_body_move.h included twice in one translation unit"
#endif
#define SY__SIMD_BODY_MOVE_DONE

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
