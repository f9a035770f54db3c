/* switchyard simd backend: the AVX-512 (F, BW, DQ, VL) variant of the kernels
 * (sy_simd_body.h compiled for that target by pragma; only called when the
 * CPU has all four, see sy_simd_runtime.c). Empty where SY__SIMD_X86 is 0. */
#include "sy_simd_internal.h"

#if SY__SIMD_X86
#include <immintrin.h>

#if defined(__clang__)
#pragma clang attribute push(                                                                              \
    __attribute__((target("avx2,fma,avx512f,avx512bw,avx512dq,avx512vl"))), apply_to = function)
#else
#pragma GCC push_options
#pragma GCC target("avx2,fma,avx512f,avx512bw,avx512dq,avx512vl")
#endif

#define SY__SIMD_LEVEL 2
#ifndef SY__SIMD_TABLE
#define SY__SIMD_TABLE sy__simd_isa_avx512
#endif
#define SY__SIMD_NAME "avx512"

/* Register tile 6 x 64 f32 / 6 x 32 f64: 24 accumulators of the 32 zmm, each
 * depth step 4 vector loads of B and 6 broadcasts of A for 24 FMAs. The A
 * micro-panel (6 x KC) stays in L1 while B micro-panels stream from the
 * packed KC x NC block in L2 (1 MiB). Overridable (-D or an -include'd
 * header) for tuning; measured on a Sapphire Rapids core against 12 x 32,
 * 8 x 48, 14 x 32 and KC 128..384. */
#ifndef SY__GEMM_F32_MR
#define SY__GEMM_F32_MR 6
#define SY__GEMM_F32_NV 4
#define SY__GEMM_F32_ROWS(X) X(0) X(1) X(2) X(3) X(4) X(5)
#endif
#ifndef SY__GEMM_F32_KC
#define SY__GEMM_F32_KC 128
#define SY__GEMM_F32_MC 480
#define SY__GEMM_F32_NC 2048
#endif
#ifndef SY__GEMM_F64_MR
#define SY__GEMM_F64_MR 6
#define SY__GEMM_F64_NV 4
#define SY__GEMM_F64_ROWS(X) X(0) X(1) X(2) X(3) X(4) X(5)
#endif
#ifndef SY__GEMM_F64_KC
#define SY__GEMM_F64_KC 128
#define SY__GEMM_F64_MC 240
#define SY__GEMM_F64_NC 1024
#endif

#include "sy_simd_body.h"

#if defined(__clang__)
#pragma clang attribute pop
#else
#pragma GCC pop_options
#endif

#else
typedef int sy__simd_no_avx512; /* not an x86 GNU C compiler: generic only */
#endif
