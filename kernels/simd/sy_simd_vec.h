/* switchyard simd backend, private: a small vector API with one
 * implementation per ISA level, selected by SY__SIMD_LEVEL (0 generic, 1 avx2,
 * 2 avx512) which the including sy_simd_isa_*.c defines. Included after that
 * file has set the target pragma, so every function here is compiled for it.
 *
 *   vf / vd        a vector of VF_W floats / VD_W doubles (generic: 1)
 *   mf / md        a lane mask of a comparison
 *   vi             VF_W int32 lanes (for float bit manipulation)
 *
 * Loads and stores are unaligned; *_loadn / *_storen touch only the first n
 * lanes (0 < n < W), which is how every loop handles its tail; *_load2 takes
 * every other element, p[0], p[2], ..., p[2 (W - 1)], reading p[0 .. 2 W)
 * (one element past the last it returns). fma(a, b, c)
 * is a * b + c, fused where the ISA has FMA. max(a, b) is a > b ? a : b and
 * min(a, b) a < b ? a : b (so the second operand wins when either is NaN),
 * round() rounds to nearest even (only used on |x| < 2^22; vd_round on |x| <
 * 2^51). vd_from_f32 / vd_to_f32 widen VD_W floats to doubles and round
 * them back (to nearest); md_all is true when every lane of a mask is set.
 * nle(a, b) is !(a <= b), true when either is NaN. vd_add_vf(acc, v) adds
 * the VF_W lanes of v, widened, into acc's VD_W lanes. vf_offs_i64(out,
 * bits, base, step) writes out[l] = base + l * step + the int32 in the bits
 * of lane l (a float vector carrying int32 lanes), vd_offs_i64 the same
 * with the integral doubles of a vd. */
#ifndef SY_SIMD_VEC_H
#define SY_SIMD_VEC_H

#include <float.h>
#include <math.h>
#include <stdint.h>
#include <string.h>

#if !defined(SY__SIMD_LEVEL)
#error "define SY__SIMD_LEVEL before including sy_simd_vec.h"
#endif

#define SY__V static inline

/* ======================================================================== */
#if SY__SIMD_LEVEL == 2 /* AVX-512 F/BW/DQ/VL */

#define VF_W 16
#define VD_W 8
typedef __m512 vf;
typedef __mmask16 mf;
typedef __m512i vi;
typedef __m512d vd;
typedef __mmask8 md;

SY__V __mmask16 sy__m16(int64_t n) { return (__mmask16)((1u << n) - 1u); }
SY__V __mmask8 sy__m8(int64_t n) { return (__mmask8)((1u << n) - 1u); }

SY__V vf vf_load(const float *p) { return _mm512_loadu_ps(p); }
SY__V vf vf_loadn(const float *p, int64_t n) { return _mm512_maskz_loadu_ps(sy__m16(n), p); }
SY__V void vf_store(float *p, vf v) { _mm512_storeu_ps(p, v); }
SY__V void vf_storen(float *p, vf v, int64_t n) { _mm512_mask_storeu_ps(p, sy__m16(n), v); }
SY__V vf vf_set1(float x) { return _mm512_set1_ps(x); }
SY__V vf vf_zero(void) { return _mm512_setzero_ps(); }
SY__V vf vf_add(vf a, vf b) { return _mm512_add_ps(a, b); }
SY__V vf vf_sub(vf a, vf b) { return _mm512_sub_ps(a, b); }
SY__V vf vf_mul(vf a, vf b) { return _mm512_mul_ps(a, b); }
SY__V vf vf_div(vf a, vf b) { return _mm512_div_ps(a, b); }
SY__V vf vf_fma(vf a, vf b, vf c) { return _mm512_fmadd_ps(a, b, c); }
SY__V vf vf_sqrt(vf a) { return _mm512_sqrt_ps(a); }
SY__V vf vf_max(vf a, vf b) { return _mm512_max_ps(a, b); }
SY__V vf vf_min(vf a, vf b) { return _mm512_min_ps(a, b); }
/* the intrinsic is a macro whose all-ones mask converts to a signed short in
 * the compiler's own header */
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wsign-conversion"
SY__V vf vf_round(vf a) { return _mm512_roundscale_ps(a, _MM_FROUND_TO_NEAREST_INT | _MM_FROUND_NO_EXC); }
#pragma GCC diagnostic pop
SY__V vf vf_and(vf a, vf b) { return _mm512_and_ps(a, b); }
SY__V vf vf_or(vf a, vf b) { return _mm512_or_ps(a, b); }
SY__V vf vf_xor(vf a, vf b) { return _mm512_xor_ps(a, b); }
SY__V vf vf_andnot(vf a, vf b) { return _mm512_andnot_ps(a, b); }
SY__V mf vf_lt(vf a, vf b) { return _mm512_cmp_ps_mask(a, b, _CMP_LT_OQ); }
SY__V mf vf_le(vf a, vf b) { return _mm512_cmp_ps_mask(a, b, _CMP_LE_OQ); }
SY__V mf vf_gt(vf a, vf b) { return _mm512_cmp_ps_mask(a, b, _CMP_GT_OQ); }
SY__V mf vf_ge(vf a, vf b) { return _mm512_cmp_ps_mask(a, b, _CMP_GE_OQ); }
SY__V mf vf_eq(vf a, vf b) { return _mm512_cmp_ps_mask(a, b, _CMP_EQ_OQ); }
SY__V mf vf_nle(vf a, vf b) { return _mm512_cmp_ps_mask(a, b, _CMP_NLE_UQ); }
SY__V mf vf_isnan(vf a) { return _mm512_cmp_ps_mask(a, a, _CMP_UNORD_Q); }
SY__V vf vf_sel(mf m, vf t, vf f) { return _mm512_mask_blend_ps(m, f, t); }
SY__V mf mf_or(mf a, mf b) { return (mf)(a | b); }
SY__V mf mf_and(mf a, mf b) { return (mf)(a & b); }
SY__V int mf_any(mf a) { return a != 0; }
SY__V vi vf_cvtt(vf a) { return _mm512_cvttps_epi32(a); }
SY__V vf vi_cvt(vi a) { return _mm512_cvtepi32_ps(a); }
SY__V vi vf_asi(vf a) { return _mm512_castps_si512(a); }
SY__V vf vi_asf(vi a) { return _mm512_castsi512_ps(a); }
SY__V vf vf_load2(const float *p)
{
    const __m512i even = _mm512_setr_epi32(0, 2, 4, 6, 8, 10, 12, 14, 16, 18, 20, 22, 24, 26, 28, 30);
    return _mm512_permutex2var_ps(_mm512_loadu_ps(p), even, _mm512_loadu_ps(p + 16));
}
SY__V vi vi_set1(int32_t x) { return _mm512_set1_epi32(x); }
SY__V vi vi_add(vi a, vi b) { return _mm512_add_epi32(a, b); }
SY__V vi vi_sub(vi a, vi b) { return _mm512_sub_epi32(a, b); }
SY__V vi vi_and(vi a, vi b) { return _mm512_and_si512(a, b); }
SY__V vi vi_or(vi a, vi b) { return _mm512_or_si512(a, b); }
#define vi_slli(a, n) _mm512_slli_epi32((a), (n))
#define vi_srli(a, n) _mm512_srli_epi32((a), (n))
#define vi_srai(a, n) _mm512_srai_epi32((a), (n))

SY__V vd vd_load(const double *p) { return _mm512_loadu_pd(p); }
SY__V vd vd_loadn(const double *p, int64_t n) { return _mm512_maskz_loadu_pd(sy__m8(n), p); }
SY__V void vd_store(double *p, vd v) { _mm512_storeu_pd(p, v); }
SY__V void vd_storen(double *p, vd v, int64_t n) { _mm512_mask_storeu_pd(p, sy__m8(n), v); }
SY__V vd vd_set1(double x) { return _mm512_set1_pd(x); }
SY__V vd vd_zero(void) { return _mm512_setzero_pd(); }
SY__V vd vd_add(vd a, vd b) { return _mm512_add_pd(a, b); }
SY__V vd vd_sub(vd a, vd b) { return _mm512_sub_pd(a, b); }
SY__V vd vd_mul(vd a, vd b) { return _mm512_mul_pd(a, b); }
SY__V vd vd_div(vd a, vd b) { return _mm512_div_pd(a, b); }
SY__V vd vd_fma(vd a, vd b, vd c) { return _mm512_fmadd_pd(a, b, c); }
SY__V vd vd_sqrt(vd a) { return _mm512_sqrt_pd(a); }
SY__V vd vd_max(vd a, vd b) { return _mm512_max_pd(a, b); }
SY__V vd vd_min(vd a, vd b) { return _mm512_min_pd(a, b); }
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wsign-conversion"
SY__V vd vd_round(vd a) { return _mm512_roundscale_pd(a, _MM_FROUND_TO_NEAREST_INT | _MM_FROUND_NO_EXC); }
#pragma GCC diagnostic pop
SY__V vd vd_and(vd a, vd b) { return _mm512_and_pd(a, b); }
SY__V vd vd_xor(vd a, vd b) { return _mm512_xor_pd(a, b); }
SY__V vd vd_andnot(vd a, vd b) { return _mm512_andnot_pd(a, b); }
SY__V md vd_lt(vd a, vd b) { return _mm512_cmp_pd_mask(a, b, _CMP_LT_OQ); }
SY__V md vd_gt(vd a, vd b) { return _mm512_cmp_pd_mask(a, b, _CMP_GT_OQ); }
SY__V md vd_eq(vd a, vd b) { return _mm512_cmp_pd_mask(a, b, _CMP_EQ_OQ); }
SY__V md vd_nle(vd a, vd b) { return _mm512_cmp_pd_mask(a, b, _CMP_NLE_UQ); }
SY__V md md_and(md a, md b) { return (md)(a & b); }
SY__V vd vd_load2(const double *p)
{
    const __m512i even = _mm512_setr_epi64(0, 2, 4, 6, 8, 10, 12, 14);
    return _mm512_permutex2var_pd(_mm512_loadu_pd(p), even, _mm512_loadu_pd(p + 8));
}
SY__V md vd_isnan(vd a) { return _mm512_cmp_pd_mask(a, a, _CMP_UNORD_Q); }
SY__V vd vd_sel(md m, vd t, vd f) { return _mm512_mask_blend_pd(m, f, t); }
SY__V md md_or(md a, md b) { return (md)(a | b); }
SY__V int md_all(md a) { return a == (md)0xff; }
/* VD_W floats widened to doubles */
SY__V vd vd_from_f32(const float *p) { return _mm512_cvtps_pd(_mm256_loadu_ps(p)); }
SY__V vd vd_from_f32n(const float *p, int64_t n) { return _mm512_cvtps_pd(_mm256_maskz_loadu_ps(sy__m8(n), p)); }
/* VD_W doubles rounded to floats (to nearest) and stored */
SY__V void vd_to_f32(float *p, vd v) { _mm256_storeu_ps(p, _mm512_cvtpd_ps(v)); }
SY__V void vd_to_f32n(float *p, vd v, int64_t n) { _mm256_mask_storeu_ps(p, sy__m8(n), _mm512_cvtpd_ps(v)); }
/* acc plus the VF_W lanes of v widened (VF_W = 2 VD_W) */
SY__V void vf_offs_i64(int64_t *out, vf bits, int64_t base, int64_t step)
{
    const __m512i b = _mm512_add_epi64(_mm512_set1_epi64(base), _mm512_setr_epi64(0, step, 2 * step, 3 * step, 4 * step,
                                                                                  5 * step, 6 * step, 7 * step));
    const __m512i q = _mm512_castps_si512(bits);
    _mm512_storeu_si512(out, _mm512_add_epi64(b, _mm512_cvtepi32_epi64(_mm512_castsi512_si256(q))));
    _mm512_storeu_si512(out + 8, _mm512_add_epi64(_mm512_add_epi64(b, _mm512_set1_epi64(8 * step)),
                                                  _mm512_cvtepi32_epi64(_mm512_extracti64x4_epi64(q, 1))));
}
SY__V void vd_offs_i64(int64_t *out, vd offs, int64_t base, int64_t step)
{
    const __m512i b = _mm512_add_epi64(_mm512_set1_epi64(base), _mm512_setr_epi64(0, step, 2 * step, 3 * step, 4 * step,
                                                                                  5 * step, 6 * step, 7 * step));
    _mm512_storeu_si512(out, _mm512_add_epi64(b, _mm512_cvttpd_epi64(offs)));
}
SY__V vd vd_add_vf(vd acc, vf v)
{
    const vd lo = _mm512_cvtps_pd(_mm512_castps512_ps256(v));
    const vd hi = _mm512_cvtps_pd(_mm512_extractf32x8_ps(v, 1));
    return _mm512_add_pd(acc, _mm512_add_pd(lo, hi));
}

/* ======================================================================== */
#elif SY__SIMD_LEVEL == 1 /* AVX2 + FMA */

#define VF_W 8
#define VD_W 4
typedef __m256 vf;
typedef __m256 mf;
typedef __m256i vi;
typedef __m256d vd;
typedef __m256d md;

/* lane masks of the first n (0 <= n <= 8) 32-bit / (0 <= n <= 4) 64-bit lanes */
SY__V __m256i sy__m32(int64_t n)
{
    return _mm256_cmpgt_epi32(_mm256_set1_epi32((int)n), _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
}
SY__V __m256i sy__m64(int64_t n)
{
    return _mm256_cmpgt_epi64(_mm256_set1_epi64x(n), _mm256_setr_epi64x(0, 1, 2, 3));
}

SY__V vf vf_load(const float *p) { return _mm256_loadu_ps(p); }
SY__V vf vf_loadn(const float *p, int64_t n) { return _mm256_maskload_ps(p, sy__m32(n)); }
SY__V void vf_store(float *p, vf v) { _mm256_storeu_ps(p, v); }
SY__V void vf_storen(float *p, vf v, int64_t n) { _mm256_maskstore_ps(p, sy__m32(n), v); }
SY__V vf vf_set1(float x) { return _mm256_set1_ps(x); }
SY__V vf vf_zero(void) { return _mm256_setzero_ps(); }
SY__V vf vf_add(vf a, vf b) { return _mm256_add_ps(a, b); }
SY__V vf vf_sub(vf a, vf b) { return _mm256_sub_ps(a, b); }
SY__V vf vf_mul(vf a, vf b) { return _mm256_mul_ps(a, b); }
SY__V vf vf_div(vf a, vf b) { return _mm256_div_ps(a, b); }
SY__V vf vf_fma(vf a, vf b, vf c) { return _mm256_fmadd_ps(a, b, c); }
SY__V vf vf_sqrt(vf a) { return _mm256_sqrt_ps(a); }
SY__V vf vf_max(vf a, vf b) { return _mm256_max_ps(a, b); }
SY__V vf vf_min(vf a, vf b) { return _mm256_min_ps(a, b); }
SY__V vf vf_round(vf a) { return _mm256_round_ps(a, _MM_FROUND_TO_NEAREST_INT | _MM_FROUND_NO_EXC); }
SY__V vf vf_and(vf a, vf b) { return _mm256_and_ps(a, b); }
SY__V vf vf_or(vf a, vf b) { return _mm256_or_ps(a, b); }
SY__V vf vf_xor(vf a, vf b) { return _mm256_xor_ps(a, b); }
SY__V vf vf_andnot(vf a, vf b) { return _mm256_andnot_ps(a, b); }
SY__V mf vf_lt(vf a, vf b) { return _mm256_cmp_ps(a, b, _CMP_LT_OQ); }
SY__V mf vf_le(vf a, vf b) { return _mm256_cmp_ps(a, b, _CMP_LE_OQ); }
SY__V mf vf_gt(vf a, vf b) { return _mm256_cmp_ps(a, b, _CMP_GT_OQ); }
SY__V mf vf_ge(vf a, vf b) { return _mm256_cmp_ps(a, b, _CMP_GE_OQ); }
SY__V mf vf_eq(vf a, vf b) { return _mm256_cmp_ps(a, b, _CMP_EQ_OQ); }
SY__V mf vf_nle(vf a, vf b) { return _mm256_cmp_ps(a, b, _CMP_NLE_UQ); }
SY__V mf vf_isnan(vf a) { return _mm256_cmp_ps(a, a, _CMP_UNORD_Q); }
SY__V vf vf_sel(mf m, vf t, vf f) { return _mm256_blendv_ps(f, t, m); }
SY__V mf mf_or(mf a, mf b) { return _mm256_or_ps(a, b); }
SY__V mf mf_and(mf a, mf b) { return _mm256_and_ps(a, b); }
SY__V int mf_any(mf a) { return _mm256_movemask_ps(a) != 0; }
SY__V vi vf_cvtt(vf a) { return _mm256_cvttps_epi32(a); }
SY__V vf vi_cvt(vi a) { return _mm256_cvtepi32_ps(a); }
SY__V vi vf_asi(vf a) { return _mm256_castps_si256(a); }
SY__V vf vi_asf(vi a) { return _mm256_castsi256_ps(a); }
SY__V vf vf_load2(const float *p)
{
    /* [a0 a2 b0 b2 | a4 a6 b4 b6], then its 64-bit quarters in the order 0 2 1 3 */
    const __m256 t = _mm256_shuffle_ps(_mm256_loadu_ps(p), _mm256_loadu_ps(p + 8), _MM_SHUFFLE(2, 0, 2, 0));
    return _mm256_castpd_ps(_mm256_permute4x64_pd(_mm256_castps_pd(t), _MM_SHUFFLE(3, 1, 2, 0)));
}
SY__V vi vi_set1(int32_t x) { return _mm256_set1_epi32(x); }
SY__V vi vi_add(vi a, vi b) { return _mm256_add_epi32(a, b); }
SY__V vi vi_sub(vi a, vi b) { return _mm256_sub_epi32(a, b); }
SY__V vi vi_and(vi a, vi b) { return _mm256_and_si256(a, b); }
SY__V vi vi_or(vi a, vi b) { return _mm256_or_si256(a, b); }
#define vi_slli(a, n) _mm256_slli_epi32((a), (n))
#define vi_srli(a, n) _mm256_srli_epi32((a), (n))
#define vi_srai(a, n) _mm256_srai_epi32((a), (n))

SY__V vd vd_load(const double *p) { return _mm256_loadu_pd(p); }
SY__V vd vd_loadn(const double *p, int64_t n) { return _mm256_maskload_pd(p, sy__m64(n)); }
SY__V void vd_store(double *p, vd v) { _mm256_storeu_pd(p, v); }
SY__V void vd_storen(double *p, vd v, int64_t n) { _mm256_maskstore_pd(p, sy__m64(n), v); }
SY__V vd vd_set1(double x) { return _mm256_set1_pd(x); }
SY__V vd vd_zero(void) { return _mm256_setzero_pd(); }
SY__V vd vd_add(vd a, vd b) { return _mm256_add_pd(a, b); }
SY__V vd vd_sub(vd a, vd b) { return _mm256_sub_pd(a, b); }
SY__V vd vd_mul(vd a, vd b) { return _mm256_mul_pd(a, b); }
SY__V vd vd_div(vd a, vd b) { return _mm256_div_pd(a, b); }
SY__V vd vd_fma(vd a, vd b, vd c) { return _mm256_fmadd_pd(a, b, c); }
SY__V vd vd_sqrt(vd a) { return _mm256_sqrt_pd(a); }
SY__V vd vd_max(vd a, vd b) { return _mm256_max_pd(a, b); }
SY__V vd vd_min(vd a, vd b) { return _mm256_min_pd(a, b); }
SY__V vd vd_round(vd a) { return _mm256_round_pd(a, _MM_FROUND_TO_NEAREST_INT | _MM_FROUND_NO_EXC); }
SY__V vd vd_and(vd a, vd b) { return _mm256_and_pd(a, b); }
SY__V vd vd_xor(vd a, vd b) { return _mm256_xor_pd(a, b); }
SY__V vd vd_andnot(vd a, vd b) { return _mm256_andnot_pd(a, b); }
SY__V md vd_lt(vd a, vd b) { return _mm256_cmp_pd(a, b, _CMP_LT_OQ); }
SY__V md vd_gt(vd a, vd b) { return _mm256_cmp_pd(a, b, _CMP_GT_OQ); }
SY__V md vd_eq(vd a, vd b) { return _mm256_cmp_pd(a, b, _CMP_EQ_OQ); }
SY__V md vd_nle(vd a, vd b) { return _mm256_cmp_pd(a, b, _CMP_NLE_UQ); }
SY__V md md_and(md a, md b) { return _mm256_and_pd(a, b); }
SY__V vd vd_load2(const double *p)
{
    /* [a0 b0 | a2 b2], then its quarters in the order 0 2 1 3 */
    const vd t = _mm256_unpacklo_pd(_mm256_loadu_pd(p), _mm256_loadu_pd(p + 4));
    return _mm256_permute4x64_pd(t, _MM_SHUFFLE(3, 1, 2, 0));
}
SY__V md vd_isnan(vd a) { return _mm256_cmp_pd(a, a, _CMP_UNORD_Q); }
SY__V vd vd_sel(md m, vd t, vd f) { return _mm256_blendv_pd(f, t, m); }
SY__V md md_or(md a, md b) { return _mm256_or_pd(a, b); }
SY__V int md_all(md a) { return _mm256_movemask_pd(a) == 0xf; }
SY__V vd vd_from_f32(const float *p) { return _mm256_cvtps_pd(_mm_loadu_ps(p)); }
SY__V vd vd_from_f32n(const float *p, int64_t n)
{
    const __m128i m = _mm_cmpgt_epi32(_mm_set1_epi32((int)n), _mm_setr_epi32(0, 1, 2, 3));
    return _mm256_cvtps_pd(_mm_maskload_ps(p, m));
}
SY__V void vd_to_f32(float *p, vd v) { _mm_storeu_ps(p, _mm256_cvtpd_ps(v)); }
SY__V void vd_to_f32n(float *p, vd v, int64_t n)
{
    const __m128i m = _mm_cmpgt_epi32(_mm_set1_epi32((int)n), _mm_setr_epi32(0, 1, 2, 3));
    _mm_maskstore_ps(p, m, _mm256_cvtpd_ps(v));
}
SY__V void vf_offs_i64(int64_t *out, vf bits, int64_t base, int64_t step)
{
    const __m256i b = _mm256_add_epi64(_mm256_set1_epi64x(base), _mm256_setr_epi64x(0, step, 2 * step, 3 * step));
    const __m256i q = _mm256_castps_si256(bits);
    _mm256_storeu_si256((__m256i *)out, _mm256_add_epi64(b, _mm256_cvtepi32_epi64(_mm256_castsi256_si128(q))));
    _mm256_storeu_si256((__m256i *)(out + 4), _mm256_add_epi64(_mm256_add_epi64(b, _mm256_set1_epi64x(4 * step)),
                                                               _mm256_cvtepi32_epi64(_mm256_extracti128_si256(q, 1))));
}
SY__V void vd_offs_i64(int64_t *out, vd offs, int64_t base, int64_t step)
{
    double t[4];
    _mm256_storeu_pd(t, offs);
    for (int l = 0; l < 4; l++)
        out[l] = base + l * step + (int64_t)t[l];
}
SY__V vd vd_add_vf(vd acc, vf v)
{
    const vd lo = _mm256_cvtps_pd(_mm256_castps256_ps128(v)), hi = _mm256_cvtps_pd(_mm256_extractf128_ps(v, 1));
    return _mm256_add_pd(acc, _mm256_add_pd(lo, hi));
}

/* ======================================================================== */
#else /* generic: one lane, plain C (the compiler may still vectorize loops) */

#define VF_W 1
#define VD_W 1
typedef float vf;
typedef int mf;
typedef int32_t vi;
typedef double vd;
typedef int md;

SY__V uint32_t sy__f2u(float f)
{
    uint32_t u;
    memcpy(&u, &f, sizeof u);
    return u;
}
SY__V float sy__u2f(uint32_t u)
{
    float f;
    memcpy(&f, &u, sizeof f);
    return f;
}
SY__V uint64_t sy__d2u(double f)
{
    uint64_t u;
    memcpy(&u, &f, sizeof u);
    return u;
}
SY__V double sy__u2d(uint64_t u)
{
    double f;
    memcpy(&f, &u, sizeof f);
    return f;
}

SY__V vf vf_load(const float *p) { return *p; }
SY__V vf vf_loadn(const float *p, int64_t n) { return n > 0 ? *p : 0.0f; }
SY__V void vf_store(float *p, vf v) { *p = v; }
SY__V void vf_storen(float *p, vf v, int64_t n)
{
    if (n > 0)
        *p = v;
}
SY__V vf vf_set1(float x) { return x; }
SY__V vf vf_zero(void) { return 0.0f; }
SY__V vf vf_add(vf a, vf b) { return a + b; }
SY__V vf vf_sub(vf a, vf b) { return a - b; }
SY__V vf vf_mul(vf a, vf b) { return a * b; }
SY__V vf vf_div(vf a, vf b) { return a / b; }
SY__V vf vf_fma(vf a, vf b, vf c) { return a * b + c; }
SY__V vf vf_sqrt(vf a) { return sqrtf(a); }
SY__V vf vf_max(vf a, vf b) { return a > b ? a : b; }
SY__V vf vf_min(vf a, vf b) { return a < b ? a : b; }
/* |a| < 2^22: adding and subtracting 1.5 * 2^23 rounds to nearest even
 * (float arithmetic evaluated in float; a volatile store otherwise) */
#if defined(FLT_EVAL_METHOD) && FLT_EVAL_METHOD != 0
SY__V vf vf_round(vf a)
{
    volatile float t = a + 12582912.0f;
    return t - 12582912.0f;
}
#else
SY__V vf vf_round(vf a) { return (a + 12582912.0f) - 12582912.0f; }
#endif
SY__V vf vf_and(vf a, vf b) { return sy__u2f(sy__f2u(a) & sy__f2u(b)); }
SY__V vf vf_or(vf a, vf b) { return sy__u2f(sy__f2u(a) | sy__f2u(b)); }
SY__V vf vf_xor(vf a, vf b) { return sy__u2f(sy__f2u(a) ^ sy__f2u(b)); }
SY__V vf vf_andnot(vf a, vf b) { return sy__u2f(~sy__f2u(a) & sy__f2u(b)); }
SY__V mf vf_lt(vf a, vf b) { return a < b; }
SY__V mf vf_le(vf a, vf b) { return a <= b; }
SY__V mf vf_gt(vf a, vf b) { return a > b; }
SY__V mf vf_ge(vf a, vf b) { return a >= b; }
SY__V mf vf_eq(vf a, vf b) { return a == b; }
SY__V mf vf_nle(vf a, vf b) { return !(a <= b); }
SY__V mf vf_isnan(vf a) { return a != a; }
SY__V vf vf_sel(mf m, vf t, vf f) { return m ? t : f; }
SY__V mf mf_or(mf a, mf b) { return a | b; }
SY__V mf mf_and(mf a, mf b) { return a & b; }
SY__V int mf_any(mf a) { return a != 0; }
/* only used on values in int32 range */
SY__V vi vf_cvtt(vf a) { return (int32_t)a; }
SY__V vf vi_cvt(vi a) { return (float)a; }
SY__V vi vf_asi(vf a) { return (int32_t)sy__f2u(a); }
SY__V vf vi_asf(vi a) { return sy__u2f((uint32_t)a); }
SY__V vf vf_load2(const float *p) { return *p; }
SY__V vi vi_set1(int32_t x) { return x; }
SY__V vi vi_add(vi a, vi b) { return (int32_t)((uint32_t)a + (uint32_t)b); }
SY__V vi vi_sub(vi a, vi b) { return (int32_t)((uint32_t)a - (uint32_t)b); }
SY__V vi vi_and(vi a, vi b) { return a & b; }
SY__V vi vi_or(vi a, vi b) { return a | b; }
#define vi_slli(a, n) ((vi)((uint32_t)(a) << (n)))
#define vi_srli(a, n) ((vi)((uint32_t)(a) >> (n)))
/* arithmetic shift without relying on implementation-defined >> of negatives */
#define vi_srai(a, n) ((a) < 0 ? (vi)~(~(uint32_t)(a) >> (n)) : (vi)((uint32_t)(a) >> (n)))

SY__V vd vd_load(const double *p) { return *p; }
SY__V vd vd_loadn(const double *p, int64_t n) { return n > 0 ? *p : 0.0; }
SY__V void vd_store(double *p, vd v) { *p = v; }
SY__V void vd_storen(double *p, vd v, int64_t n)
{
    if (n > 0)
        *p = v;
}
SY__V vd vd_set1(double x) { return x; }
SY__V vd vd_zero(void) { return 0.0; }
SY__V vd vd_add(vd a, vd b) { return a + b; }
SY__V vd vd_sub(vd a, vd b) { return a - b; }
SY__V vd vd_mul(vd a, vd b) { return a * b; }
SY__V vd vd_div(vd a, vd b) { return a / b; }
SY__V vd vd_fma(vd a, vd b, vd c) { return a * b + c; }
SY__V vd vd_sqrt(vd a) { return sqrt(a); }
SY__V vd vd_max(vd a, vd b) { return a > b ? a : b; }
SY__V vd vd_min(vd a, vd b) { return a < b ? a : b; }
/* |a| < 2^51: adding and subtracting 1.5 * 2^52 rounds to nearest even */
#if defined(FLT_EVAL_METHOD) && FLT_EVAL_METHOD != 0
SY__V vd vd_round(vd a)
{
    volatile double t = a + 6755399441055744.0;
    return t - 6755399441055744.0;
}
#else
SY__V vd vd_round(vd a) { return (a + 6755399441055744.0) - 6755399441055744.0; }
#endif
SY__V vd vd_and(vd a, vd b) { return sy__u2d(sy__d2u(a) & sy__d2u(b)); }
SY__V vd vd_xor(vd a, vd b) { return sy__u2d(sy__d2u(a) ^ sy__d2u(b)); }
SY__V vd vd_andnot(vd a, vd b) { return sy__u2d(~sy__d2u(a) & sy__d2u(b)); }
SY__V md vd_lt(vd a, vd b) { return a < b; }
SY__V md vd_gt(vd a, vd b) { return a > b; }
SY__V md vd_eq(vd a, vd b) { return a == b; }
SY__V md vd_nle(vd a, vd b) { return !(a <= b); }
SY__V md md_and(md a, md b) { return a & b; }
SY__V vd vd_load2(const double *p) { return *p; }
SY__V md vd_isnan(vd a) { return a != a; }
SY__V vd vd_sel(md m, vd t, vd f) { return m ? t : f; }
SY__V md md_or(md a, md b) { return a | b; }
SY__V int md_all(md a) { return a != 0; }
SY__V vd vd_from_f32(const float *p) { return (double)*p; }
SY__V vd vd_from_f32n(const float *p, int64_t n) { return n > 0 ? (double)*p : 0.0; }
SY__V void vd_to_f32(float *p, vd v) { *p = (float)v; }
SY__V void vd_to_f32n(float *p, vd v, int64_t n)
{
    if (n > 0)
        *p = (float)v;
}
SY__V vd vd_add_vf(vd acc, vf v) { return acc + (double)v; }
SY__V void vf_offs_i64(int64_t *out, vf bits, int64_t base, int64_t step)
{
    (void)step;
    *out = base + (int32_t)sy__f2u(bits);
}
SY__V void vd_offs_i64(int64_t *out, vd offs, int64_t base, int64_t step)
{
    (void)step;
    *out = base + (int64_t)offs;
}

#endif

/* ---- derived operations, every ISA ------------------------------------- */

/* maximum with the reference semantics: NaN propagates (a NaN first operand
 * wins over a NaN second one), equal values give the bitwise AND (+0 over
 * -0), otherwise the larger. */
SY__V vf vf_maxnan(vf a, vf b)
{
    vf r = vf_max(a, b);                     /* a > b ? a : b */
    r = vf_sel(vf_eq(a, b), vf_and(a, b), r);
    r = vf_sel(vf_isnan(b), b, r);
    return vf_sel(vf_isnan(a), a, r);
}
SY__V vd vd_maxnan(vd a, vd b)
{
    vd r = vd_max(a, b);
    r = vd_sel(vd_eq(a, b), vd_and(a, b), r);
    r = vd_sel(vd_isnan(b), b, r);
    return vd_sel(vd_isnan(a), a, r);
}

/* ---- f32 transcendental functions (Cephes single-precision algorithms) --- */

/* exp: x = n ln2 + r, |r| <= ln2 / 2 (ln2 split in two so n * hi is exact),
 * e^r by a degree-6 polynomial, times 2^n applied as 2^(n/2) * 2^(n - n/2) so
 * that results near overflow and in the subnormal range round once (AVX-512:
 * one scalef, which rounds p * 2^n once, the same result). vf_exp_in takes
 * x already in [-104, 89] (beyond: 0 or inf anyway) or, on x86, NaN, which
 * passes through the arithmetic (cvtt gives INT_MIN for NaN, the product
 * stays NaN). vf_exp clamps first: on x86 with x second, so that NaN passes
 * (vf_max and vf_min return their second operand when either is NaN); the
 * generic build, where casting NaN to int is undefined, clamps NaN to -104
 * and puts x back at the end. */
SY__V vf vf_exp_in(vf xc)
{
    const vf n = vf_round(vf_mul(xc, vf_set1(1.44269504088896341f)));
    vf r = vf_fma(n, vf_set1(-0.693359375f), xc);
    r = vf_fma(n, vf_set1(2.12194440e-4f), r);
    const vf z = vf_mul(r, r);
    vf p = vf_set1(1.9875691500e-4f);
    p = vf_fma(p, r, vf_set1(1.3981999507e-3f));
    p = vf_fma(p, r, vf_set1(8.3334519073e-3f));
    p = vf_fma(p, r, vf_set1(4.1665795894e-2f));
    p = vf_fma(p, r, vf_set1(1.6666665459e-1f));
    p = vf_fma(p, r, vf_set1(5.0000001201e-1f));
    p = vf_fma(p, z, r);
    p = vf_add(p, vf_set1(1.0f));
#if SY__SIMD_LEVEL == 2
    /* scalef rounds p * 2^n once, as the two steps below do */
    return _mm512_scalef_ps(p, n);
#else
    const vi ni = vf_cvtt(n);
    const vi n1 = vi_srai(ni, 1);
    const vi n2 = vi_sub(ni, n1);
    const vf s1 = vi_asf(vi_slli(vi_add(n1, vi_set1(127)), 23));
    const vf s2 = vi_asf(vi_slli(vi_add(n2, vi_set1(127)), 23));
    return vf_mul(vf_mul(p, s1), s2);
#endif
}
SY__V vf vf_exp(vf x)
{
#if SY__SIMD_LEVEL == 0
    return vf_sel(vf_isnan(x), x, vf_exp_in(vf_min(vf_max(x, vf_set1(-104.0f)), vf_set1(89.0f))));
#else
    return vf_exp_in(vf_min(vf_set1(89.0f), vf_max(vf_set1(-104.0f), x)));
#endif
}

/* log: x = m 2^e with m in [sqrt(1/2), sqrt(2)), log(m) = f - f^2/2 + f^3 P(f)
 * with f = m - 1, plus e ln2 (split). Subnormals are scaled by 2^23 first.
 * log(+-0) = -inf, log(x < 0) = NaN, log(inf) = inf, NaN passes through. */
SY__V vf vf_log(vf x)
{
    const mf sub = vf_lt(x, vf_set1(1.17549435e-38f));
    const vf xs = vf_sel(sub, vf_mul(x, vf_set1(8388608.0f)), x);
    vf e = vf_sel(sub, vf_set1(-23.0f), vf_zero());
    const vi bits = vf_asi(xs);
    e = vf_add(e, vi_cvt(vi_sub(vi_srli(vi_and(bits, vi_set1(0x7f800000)), 23), vi_set1(126))));
    vf m = vi_asf(vi_or(vi_and(bits, vi_set1(0x007fffff)), vi_set1(0x3f000000))); /* [0.5, 1) */
    const mf lo = vf_lt(m, vf_set1(0.707106781186547524f));
    e = vf_sub(e, vf_sel(lo, vf_set1(1.0f), vf_zero()));
    m = vf_sub(vf_add(m, vf_sel(lo, m, vf_zero())), vf_set1(1.0f));
    const vf z = vf_mul(m, m);
    vf y = vf_set1(7.0376836292e-2f);
    y = vf_fma(y, m, vf_set1(-1.1514610310e-1f));
    y = vf_fma(y, m, vf_set1(1.1676998740e-1f));
    y = vf_fma(y, m, vf_set1(-1.2420140846e-1f));
    y = vf_fma(y, m, vf_set1(1.4249322787e-1f));
    y = vf_fma(y, m, vf_set1(-1.6668057665e-1f));
    y = vf_fma(y, m, vf_set1(2.0000714765e-1f));
    y = vf_fma(y, m, vf_set1(-2.4999993993e-1f));
    y = vf_fma(y, m, vf_set1(3.3333331174e-1f));
    y = vf_mul(vf_mul(y, m), z);
    y = vf_fma(e, vf_set1(-2.12194440e-4f), y);
    y = vf_fma(z, vf_set1(-0.5f), y);
    vf res = vf_add(m, y);
    res = vf_fma(e, vf_set1(0.693359375f), res);
    res = vf_sel(vf_eq(x, vf_set1(INFINITY)), x, res);
    res = vf_sel(vf_eq(x, vf_zero()), vf_set1(-INFINITY), res);
    res = vf_sel(vf_lt(x, vf_zero()), vf_set1(NAN), res);
    return vf_sel(vf_isnan(x), x, res);
}

/* tanh: |x| < 0.625: x + x^3 P(x^2); else sign(x) (1 - 2 / (e^{2|x|} + 1)). */
SY__V vf vf_tanh(vf x)
{
    const vf sign = vf_set1(-0.0f);
    const vf ax = vf_andnot(sign, x);
    const vf e = vf_exp(vf_add(ax, ax));
    const vf big = vf_or(vf_sub(vf_set1(1.0f), vf_div(vf_set1(2.0f), vf_add(e, vf_set1(1.0f)))), vf_and(x, sign));
    const vf z = vf_mul(x, x);
    vf p = vf_set1(-5.70498872745e-3f);
    p = vf_fma(p, z, vf_set1(2.06390887954e-2f));
    p = vf_fma(p, z, vf_set1(-5.37397155531e-2f));
    p = vf_fma(p, z, vf_set1(1.33314422036e-1f));
    p = vf_fma(p, z, vf_set1(-3.33332819422e-1f));
    const vf small = vf_fma(vf_mul(p, z), x, x);
    const vf res = vf_sel(vf_lt(ax, vf_set1(0.625f)), small, big);
    return vf_sel(vf_eq(x, vf_zero()), x, res);
}

/* sigmoid: e = exp(-|x|); x >= 0: 1 / (1 + e), else e / (1 + e). */
SY__V vf vf_sigmoid(vf x)
{
    const vf e = vf_exp(vf_or(x, vf_set1(-0.0f)));
    const vf num = vf_sel(vf_ge(x, vf_zero()), vf_set1(1.0f), e);
    return vf_div(num, vf_add(vf_set1(1.0f), e));
}

/* ---- f32 sin, cos and erf, evaluated in double ----------------------------
 * The kernels widen VD_W floats to doubles (vd_from_f32), compute the
 * function in double with an error far below half an f32 ulp and round once
 * to f32 (vd_to_f32): the result is the correctly rounded one except within
 * a tiny fraction of an ulp of a tie, so simd's f32 sin, cos and erf are
 * within 1 ulp of the exact value (tests/c/check_simd.c,
 * test_transcendental_ulp, holds them to that). */

/* sin / cos of |x| < 2^28 (the kernels send larger |x|, inf and NaN to libm,
 * SY__UN_FD in sy_simd_body_unary.h): x = n pi/2 + r by Cody-Waite with pi/2
 * split into its first 25 bits (so n * pio2_1 and x - n * pio2_1 are exact
 * for |n| < 2^28) and the rest, as FreeBSD's __rem_pio2f; |r| <= pi/4 up to
 * the rounding of x * 2/pi. Then the polynomials of FreeBSD's
 * __kernel_sindf (|sin(r)/r - s(r)| < 2^-37.5) and __kernel_cosdf
 * (|cos(r) - c(r)| < 2^-34.1), picked and signed by n mod 4: sin(x) is s, c,
 * -s, -c and cos(x) is c, -s, -c, s for n mod 4 = 0, 1, 2, 3. n comes as
 * t = x * 2/pi + 1.5 * 2^52, whose last mantissa bits are those of n (two's
 * complement for a negative n; 2^51 is a multiple of 4): t AND the bits of
 * 2^52 + b is above 2^52 when n has bit b, all in normal doubles, so a
 * flush-denormals-to-zero mode changes nothing. sin(-0) = -0. */
SY__V vd vd_sincos_f32(vd x, int is_cos)
{
    const vd shift = vd_set1(0x1.8p52);
    const vd t = vd_fma(x, vd_set1(0x1.45f306dc9c883p-1), shift); /* 2 / pi */
    const vd n = vd_sub(t, shift);
    vd r = vd_fma(n, vd_set1(-0x1.921fb5p+0), x);      /* pio2_1: exact */
    r = vd_fma(n, vd_set1(-0x1.110b4611a6263p-26), r); /* pio2_1t */
    const vd z = vd_mul(r, r);
    vd s = vd_set1(0x16cd878c3b46a7p-71);
    s = vd_fma(s, z, vd_set1(-0x1a00f9e2ae4e6bp-65));
    s = vd_fma(s, z, vd_set1(0x111110896efbb2p-59));
    s = vd_fma(s, z, vd_set1(-0x15555554cbac77p-55));
    s = vd_fma(vd_mul(s, z), r, r);
    vd c = vd_set1(0x199342e0ee5069p-68);
    c = vd_fma(c, z, vd_set1(-0x16c087e80f1e27p-62));
    c = vd_fma(c, z, vd_set1(0x155553e1053a42p-57));
    c = vd_fma(c, z, vd_set1(-0x1ffffffd0c5e81p-54));
    c = vd_fma(c, z, vd_set1(1.0));
    const vd two52 = vd_set1(0x1p52);
    const md odd = vd_gt(vd_and(t, vd_set1(0x1.0000000000001p52)), two52);
    /* cos(x) = sin(x + pi/2): the sign of quadrant n + 1 (t + 1 is exact) */
    const vd tq = is_cos ? vd_add(t, vd_set1(1.0)) : t;
    const md neg = vd_gt(vd_and(tq, vd_set1(0x1.0000000000002p52)), two52);
    const vd res = vd_sel(odd, is_cos ? s : c, is_cos ? c : s);
    const vd sres = vd_xor(res, vd_sel(neg, vd_set1(-0.0), vd_zero()));
    return is_cos ? sres : vd_sel(vd_eq(x, vd_zero()), x, sres);
}
SY__V vd vd_sin_f32(vd x) { return vd_sincos_f32(x, 0); }
SY__V vd vd_cos_f32(vd x) { return vd_sincos_f32(x, 1); }

/* erf of an f32 value: |x| < 1: x P(x^2), P of degree 8 with the leading
 * coefficient 2 / sqrt(pi) (relative error 3.9e-12); 1 <= |x| <= 4:
 * Q((|x| - 2.5) / 1.5) of degree 18 (absolute error 1.1e-11) with the sign
 * of x; |x| > 4 is taken as 4, whose erf, 1 - 1.5e-8, rounds to 1 in f32 (as
 * erf does from 3.92 on). P and Q are Chebyshev least-squares fits in
 * monomial form (tools/erf_fit.py prints them and their errors).
 * erf(+-0) = +-0, erf(+-inf) = +-1, NaN passes through. */
SY__V vd vd_erf_f32(vd x)
{
    const vd ax = vd_andnot(vd_set1(-0.0), x);
    const vd u = vd_mul(x, x);
    vd p = vd_set1(0x1.2af5fbe1eadf1p-20);
    p = vd_fma(p, u, vd_set1(-0x1.d9d7a8e91d338p-17));
    p = vd_fma(p, u, vd_set1(0x1.f6e331740150bp-14));
    p = vd_fma(p, u, vd_set1(-0x1.c0055c44bcab0p-11));
    p = vd_fma(p, u, vd_set1(0x1.565a89407bc69p-8));
    p = vd_fma(p, u, vd_set1(-0x1.b82cd90f19ea8p-6));
    p = vd_fma(p, u, vd_set1(0x1.ce2f2181fb4c4p-4));
    p = vd_fma(p, u, vd_set1(-0x1.812746b028920p-2));
    p = vd_fma(p, u, vd_set1(0x1.20dd750429b6dp+0));
    const vd small = vd_mul(x, p);
    const vd t = vd_mul(vd_sub(vd_min(ax, vd_set1(4.0)), vd_set1(2.5)), vd_set1(0x1.5555555555555p-1));
    vd q = vd_set1(-0x1.025d213f3854bp-16);
    q = vd_fma(q, t, vd_set1(0x1.144a1dcc0e151p-15));
    q = vd_fma(q, t, vd_set1(0x1.41b6abab908a6p-14));
    q = vd_fma(q, t, vd_set1(-0x1.34154520b7550p-12));
    q = vd_fma(q, t, vd_set1(0x1.a4b75eb1b9fe6p-14));
    q = vd_fma(q, t, vd_set1(0x1.e1bfc627d755ep-11));
    q = vd_fma(q, t, vd_set1(-0x1.e79769d08b9bap-10));
    q = vd_fma(q, t, vd_set1(0x1.d0fd02b8445cfp-12));
    q = vd_fma(q, t, vd_set1(0x1.2abf4a19ffdf2p-8));
    q = vd_fma(q, t, vd_set1(-0x1.3b4cb6ccfccedp-7));
    q = vd_fma(q, t, vd_set1(0x1.b593135a56947p-8));
    q = vd_fma(q, t, vd_set1(0x1.2fafcb9b33116p-7));
    q = vd_fma(q, t, vd_set1(-0x1.0520bf008b92bp-5));
    q = vd_fma(q, t, vd_set1(0x1.7c8c36d949e15p-5));
    q = vd_fma(q, t, vd_set1(-0x1.659667312916dp-5));
    q = vd_fma(q, t, vd_set1(0x1.cdba01e2bd353p-6));
    q = vd_fma(q, t, vd_set1(-0x1.9180557b76c6cp-7));
    q = vd_fma(q, t, vd_set1(0x1.ac44a232e8fb0p-9));
    q = vd_fma(q, t, vd_set1(0x1.ffcaa8f4bab5ap-1));
    const vd big = vd_xor(q, vd_and(x, vd_set1(-0.0)));
    const vd res = vd_sel(vd_lt(ax, vd_set1(1.0)), small, big);
    return vd_sel(vd_isnan(x), x, res);
}

#endif
