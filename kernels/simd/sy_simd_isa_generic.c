/* switchyard simd backend: the generic variant of the kernels (sy_simd_body.h
 * in plain C for the compiler's baseline target; runs on any CPU). */
#include "sy_simd_internal.h"

#define SY__SIMD_LEVEL 0
#define SY__SIMD_TABLE sy__simd_isa_generic
#define SY__SIMD_NAME "generic"

/* Register tile 4 x 2 (one lane per "vector"): scalar code the compiler
 * may vectorize further for the baseline target. */
#define SY__GEMM_F32_MR 4
#define SY__GEMM_F32_ROWS(X) X(0) X(1) X(2) X(3)
#define SY__GEMM_F32_KC 256
#define SY__GEMM_F32_MC 128
#define SY__GEMM_F32_NC 512
#define SY__GEMM_F64_MR 4
#define SY__GEMM_F64_ROWS(X) X(0) X(1) X(2) X(3)
#define SY__GEMM_F64_KC 256
#define SY__GEMM_F64_MC 128
#define SY__GEMM_F64_NC 256

#include "sy_simd_body.h"
