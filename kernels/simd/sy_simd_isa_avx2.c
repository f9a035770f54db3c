/* switchyard simd backend: the AVX2 + FMA variant of the kernels
 * (sy_simd_body.h compiled for that target by pragma; only called when the
 * CPU has AVX2 and FMA, see sy_simd_runtime.c). Empty where SY__SIMD_X86 is 0. */
#include "sy_simd_internal.h"

#if SY__SIMD_X86
#include <immintrin.h>

#if defined(__clang__)
#pragma clang attribute push(__attribute__((target("avx2,fma"))), apply_to = function)
#else
#pragma GCC push_options
#pragma GCC target("avx2,fma")
#endif

#define SY__SIMD_LEVEL 1
#define SY__SIMD_TABLE sy__simd_isa_avx2
#define SY__SIMD_NAME "avx2"

/* Register tile 6 x 16 f32 / 6 x 8 f64 (12 accumulators of 16 ymm); the
 * packed KC x NC block of B is 512 KiB. */
#define SY__GEMM_F32_MR 6
#define SY__GEMM_F32_ROWS(X) X(0) X(1) X(2) X(3) X(4) X(5)
#define SY__GEMM_F32_KC 256
#define SY__GEMM_F32_MC 240
#define SY__GEMM_F32_NC 512
#define SY__GEMM_F64_MR 6
#define SY__GEMM_F64_ROWS(X) X(0) X(1) X(2) X(3) X(4) X(5)
#define SY__GEMM_F64_KC 256
#define SY__GEMM_F64_MC 240
#define SY__GEMM_F64_NC 256

#include "sy_simd_body.h"

#if defined(__clang__)
#pragma clang attribute pop
#else
#pragma GCC pop_options
#endif

#else
typedef int sy__simd_no_avx2; /* not an x86 GNU C compiler: generic only */
#endif
