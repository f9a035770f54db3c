/* switchyard simd backend, private: the matrix product: instantiates sy_simd_gemm.h once for f32
 * and once for f64 with this variant's blocking (SY__GEMM_{F32,F64}_*).
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
#error "sy_simd_body_matmul.h is part of sy_simd_body.h; include that instead"
#endif
#ifdef SY__SIMD_BODY_MATMUL_DONE
#error "sy_simd_body_matmul.h included twice in one translation unit"
#endif
#define SY__SIMD_BODY_MATMUL_DONE

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
#define SY__G_WIDE 1
#include "sy_simd_gemm.h"
#undef SY__G_WIDE
#undef SY__G_T
#undef SY__G_V
#undef SY__G_W
#undef SY__G_SFX
#undef SY__G_MR
#undef SY__G_ROWS
#undef SY__G_KC
#undef SY__G_MC
#undef SY__G_NC
