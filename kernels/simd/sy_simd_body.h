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
 * Integer arithmetic runs on the unsigned type of the same width (wraps).
 *
 * The kernels live in one file per family, included below in order:
 *   sy_simd_body_unary.h    float and integer unary
 *   sy_simd_body_binary.h   float and integer binary, comparisons
 *   sy_simd_body_move.h     where, fill, gather, transpose
 *   sy_simd_body_cast.h     dtype casts
 *   sy_simd_body_reduce.h   row and column reductions
 *   sy_simd_body_matmul.h   the matrix product (sy_simd_gemm.h per type)
 *   sy_simd_body_nn.h       softmax and layer_norm rows, max_pool2d planes
 *   sy_simd_body_pool.h     max_pool2d's f32 planes at stride 2, 2x2 and 3x3
 * then the table of this variant.
 *
 * Deliberately no include guard, here or in the family files: each ISA
 * translation unit includes the body exactly once, and that inclusion
 * instantiates every kernel as a static function for the unit's vector
 * macros and target. SY__SIMD_BODY_ACTIVE, defined per unit, lets the
 * family files refuse to be included on their own, and makes a second
 * inclusion into the same unit a clear error. */
#ifdef SY__SIMD_BODY_ACTIVE
#error "sy_simd_body.h included twice in one translation unit"
#endif
#define SY__SIMD_BODY_ACTIVE

#include <stdint.h>
#include <string.h>

#include "sy_simd_internal.h"
#include "sy_simd_vec.h"

#define SY__MIN(a, b) ((a) < (b) ? (a) : (b))

/* the kernels, by family (this order: cast uses the unary macros) */
#include "sy_simd_body_unary.h"
#include "sy_simd_body_binary.h"
#include "sy_simd_body_move.h"
#include "sy_simd_body_cast.h"
#include "sy_simd_body_reduce.h"
#include "sy_simd_body_matmul.h"
#include "sy_simd_body_nn.h"
#include "sy_simd_body_pool.h"

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
            [SY__SIMD_U_SIN] = {un_sin_f32, NULL, NULL, NULL, NULL},
            [SY__SIMD_U_COS] = {un_cos_f32, NULL, NULL, NULL, NULL},
            [SY__SIMD_U_ERF] = {un_erf_f32, NULL, NULL, NULL, NULL},
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
    .gemm_pack_a = {gemm_pack_a_all_f32, gemm_pack_a_all_f64},
    .gemm_wide = gemm_wide_f64,
    .gemm_pack_a_wide = gemm_pack_a_wide_all_f64,
    .gemm_mr = {SY__GEMM_F32_MR, SY__GEMM_F64_MR},
    .gemm_nr = {SY__GEMM_F32_NV * VF_W, SY__GEMM_F64_NV * VD_W},
    .softmax_f32 = nn_softmax_f32,
    .layer_norm_f32 = nn_layer_norm_f32,
    .max_pool2d = {nn_max_pool2d_fast_f32, nn_max_pool2d_f64},
};

#undef SY__MIN
