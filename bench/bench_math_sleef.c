/* SLEEF's u10 (1.0-ulp) vector sinf, cosf and erff over an f32 array, for
 * bench_math's comparison rows only: switchyard itself never links SLEEF.
 * Compiled twice by bench/run.sh when libsleef-dev is installed: with
 * -DSY_SLEEF_W=8 -mavx2 -mfma (Sleef_*f8_u10) and with -DSY_SLEEF_W=16
 * -mavx512f (Sleef_*f16_u10); bench_math calls the variant of the widest ISA
 * the CPU has, the one simd's kernels pick. The tail goes through SLEEF's
 * scalar u10 functions. */
#include <immintrin.h>
#include <stdint.h>

#include <sleef.h>

#if SY_SLEEF_W == 16
#define V __m512
#define LOAD _mm512_loadu_ps
#define STORE _mm512_storeu_ps
#define FN(f) Sleef_##f##f16_u10
#define NAME(f) bench_sleef16_##f
#elif SY_SLEEF_W == 8
#define V __m256
#define LOAD _mm256_loadu_ps
#define STORE _mm256_storeu_ps
#define FN(f) Sleef_##f##f8_u10
#define NAME(f) bench_sleef8_##f
#else
#error "define SY_SLEEF_W as 8 or 16"
#endif

#define LOOP(f)                                                                                               \
    void NAME(f)(float *o, const float *x, int64_t n);                                                        \
    void NAME(f)(float *o, const float *x, int64_t n)                                                         \
    {                                                                                                         \
        int64_t i = 0;                                                                                        \
        for (; i + SY_SLEEF_W <= n; i += SY_SLEEF_W)                                                          \
            STORE(o + i, FN(f)(LOAD(x + i)));                                                                 \
        for (; i < n; i++)                                                                                    \
            o[i] = Sleef_##f##f_u10(x[i]);                                                                     \
    }

LOOP(sin)
LOOP(cos)
LOOP(erf)
