/* @generated from backends.yaml by generator/ -- DO NOT EDIT; regenerate with `make generate` */
/* One function per op of backends.yaml. Inputs must share a backend and a
 * device; binary, compare and where inputs broadcast like NumPy. On failure
 * *out is NULL and sy_last_error() names the op, the backends and shapes. */
#ifndef SY_OPS_H
#define SY_OPS_H

#include "sy_abi.h"
#if SY_RUNTIME_ABI != 5
#error "generated/ was rendered for runtime ABI 5 (backends.yaml abi:), but runtime/sy_abi.h has another SY_RUNTIME_ABI; regenerate with `make generate` or use the runtime this was generated for"
#endif
#include "sy_export.h"

#ifdef __cplusplus
extern "C" {
#endif

/* The values of enum attributes, in the order their signatures list them. */
#define SY_PAD_MODE_CONSTANT 0 /* pad.mode */
#define SY_PAD_MODE_REFLECT 1 /* pad.mode */
#define SY_PAD_MODE_EDGE 2 /* pad.mode */
#define SY_DEPTH_TO_SPACE_MODE_DCR 0 /* depth_to_space.mode */
#define SY_DEPTH_TO_SPACE_MODE_CRD 1 /* depth_to_space.mode */
#define SY_DEPTH_TO_SPACE_BACKWARD_MODE_DCR 0 /* depth_to_space_backward.mode */
#define SY_DEPTH_TO_SPACE_BACKWARD_MODE_CRD 1 /* depth_to_space_backward.mode */
#define SY_SCATTER_ELEMENTS_REDUCTION_NONE 0 /* scatter_elements.reduction */
#define SY_SCATTER_ELEMENTS_REDUCTION_ADD 1 /* scatter_elements.reduction */
#define SY_SCATTER_ELEMENTS_REDUCTION_MUL 2 /* scatter_elements.reduction */
#define SY_SCATTER_ELEMENTS_BACKWARD_REDUCTION_NONE 0 /* scatter_elements_backward.reduction */
#define SY_SCATTER_ELEMENTS_BACKWARD_REDUCTION_ADD 1 /* scatter_elements_backward.reduction */
#define SY_SCATTER_ELEMENTS_BACKWARD_REDUCTION_MUL 2 /* scatter_elements_backward.reduction */
#define SY_SCATTER_ND_REDUCTION_NONE 0 /* scatter_nd.reduction */
#define SY_SCATTER_ND_REDUCTION_ADD 1 /* scatter_nd.reduction */
#define SY_SCATTER_ND_REDUCTION_MUL 2 /* scatter_nd.reduction */
#define SY_SCATTER_ND_BACKWARD_REDUCTION_NONE 0 /* scatter_nd_backward.reduction */
#define SY_SCATTER_ND_BACKWARD_REDUCTION_ADD 1 /* scatter_nd_backward.reduction */
#define SY_SCATTER_ND_BACKWARD_REDUCTION_MUL 2 /* scatter_nd_backward.reduction */
#define SY_NLL_LOSS_REDUCTION_NONE 0 /* nll_loss.reduction */
#define SY_NLL_LOSS_REDUCTION_SUM 1 /* nll_loss.reduction */
#define SY_NLL_LOSS_REDUCTION_MEAN 2 /* nll_loss.reduction */
#define SY_NLL_LOSS_BACKWARD_REDUCTION_NONE 0 /* nll_loss_backward.reduction */
#define SY_NLL_LOSS_BACKWARD_REDUCTION_SUM 1 /* nll_loss_backward.reduction */
#define SY_NLL_LOSS_BACKWARD_REDUCTION_MEAN 2 /* nll_loss_backward.reduction */
#define SY_GELU_APPROXIMATE_NONE 0 /* gelu.approximate */
#define SY_GELU_APPROXIMATE_TANH 1 /* gelu.approximate */
#define SY_GELU_BACKWARD_APPROXIMATE_NONE 0 /* gelu_backward.approximate */
#define SY_GELU_BACKWARD_APPROXIMATE_TANH 1 /* gelu_backward.approximate */
#define SY_RESIZE_MODE_NEAREST 0 /* resize.mode */
#define SY_RESIZE_MODE_LINEAR 1 /* resize.mode */
#define SY_RESIZE_MODE_CUBIC 2 /* resize.mode */
#define SY_RESIZE_TRANSFORM_HALF_PIXEL 0 /* resize.transform */
#define SY_RESIZE_TRANSFORM_PYTORCH_HALF_PIXEL 1 /* resize.transform */
#define SY_RESIZE_TRANSFORM_ALIGN_CORNERS 2 /* resize.transform */
#define SY_RESIZE_TRANSFORM_ASYMMETRIC 3 /* resize.transform */
#define SY_RESIZE_TRANSFORM_TF_HALF_PIXEL_FOR_NN 4 /* resize.transform */
#define SY_RESIZE_TRANSFORM_TF_CROP_AND_RESIZE 5 /* resize.transform */
#define SY_RESIZE_NEAREST_MODE_ROUND_PREFER_FLOOR 0 /* resize.nearest_mode */
#define SY_RESIZE_NEAREST_MODE_ROUND_PREFER_CEIL 1 /* resize.nearest_mode */
#define SY_RESIZE_NEAREST_MODE_FLOOR 2 /* resize.nearest_mode */
#define SY_RESIZE_NEAREST_MODE_CEIL 3 /* resize.nearest_mode */
#define SY_RESIZE_BACKWARD_MODE_NEAREST 0 /* resize_backward.mode */
#define SY_RESIZE_BACKWARD_MODE_LINEAR 1 /* resize_backward.mode */
#define SY_RESIZE_BACKWARD_MODE_CUBIC 2 /* resize_backward.mode */
#define SY_RESIZE_BACKWARD_TRANSFORM_HALF_PIXEL 0 /* resize_backward.transform */
#define SY_RESIZE_BACKWARD_TRANSFORM_PYTORCH_HALF_PIXEL 1 /* resize_backward.transform */
#define SY_RESIZE_BACKWARD_TRANSFORM_ALIGN_CORNERS 2 /* resize_backward.transform */
#define SY_RESIZE_BACKWARD_TRANSFORM_ASYMMETRIC 3 /* resize_backward.transform */
#define SY_RESIZE_BACKWARD_TRANSFORM_TF_HALF_PIXEL_FOR_NN 4 /* resize_backward.transform */
#define SY_RESIZE_BACKWARD_TRANSFORM_TF_CROP_AND_RESIZE 5 /* resize_backward.transform */
#define SY_RESIZE_BACKWARD_NEAREST_MODE_ROUND_PREFER_FLOOR 0 /* resize_backward.nearest_mode */
#define SY_RESIZE_BACKWARD_NEAREST_MODE_ROUND_PREFER_CEIL 1 /* resize_backward.nearest_mode */
#define SY_RESIZE_BACKWARD_NEAREST_MODE_FLOOR 2 /* resize_backward.nearest_mode */
#define SY_RESIZE_BACKWARD_NEAREST_MODE_CEIL 3 /* resize_backward.nearest_mode */
#define SY_MSE_LOSS_REDUCTION_NONE 0 /* mse_loss.reduction */
#define SY_MSE_LOSS_REDUCTION_MEAN 1 /* mse_loss.reduction */
#define SY_MSE_LOSS_REDUCTION_SUM 2 /* mse_loss.reduction */
#define SY_MSE_LOSS_BACKWARD_REDUCTION_NONE 0 /* mse_loss_backward.reduction */
#define SY_MSE_LOSS_BACKWARD_REDUCTION_MEAN 1 /* mse_loss_backward.reduction */
#define SY_MSE_LOSS_BACKWARD_REDUCTION_SUM 2 /* mse_loss_backward.reduction */
#define SY_GRID_SAMPLE_MODE_BILINEAR 0 /* grid_sample.mode */
#define SY_GRID_SAMPLE_MODE_NEAREST 1 /* grid_sample.mode */
#define SY_GRID_SAMPLE_MODE_BICUBIC 2 /* grid_sample.mode */
#define SY_GRID_SAMPLE_PADDING_MODE_ZEROS 0 /* grid_sample.padding_mode */
#define SY_GRID_SAMPLE_PADDING_MODE_BORDER 1 /* grid_sample.padding_mode */
#define SY_GRID_SAMPLE_PADDING_MODE_REFLECTION 2 /* grid_sample.padding_mode */
#define SY_GRID_SAMPLE_BACKWARD_MODE_BILINEAR 0 /* grid_sample_backward.mode */
#define SY_GRID_SAMPLE_BACKWARD_MODE_NEAREST 1 /* grid_sample_backward.mode */
#define SY_GRID_SAMPLE_BACKWARD_MODE_BICUBIC 2 /* grid_sample_backward.mode */
#define SY_GRID_SAMPLE_BACKWARD_PADDING_MODE_ZEROS 0 /* grid_sample_backward.padding_mode */
#define SY_GRID_SAMPLE_BACKWARD_PADDING_MODE_BORDER 1 /* grid_sample_backward.padding_mode */
#define SY_GRID_SAMPLE_BACKWARD_PADDING_MODE_REFLECTION 2 /* grid_sample_backward.padding_mode */
#define SY_ALL_REDUCE_OP_SUM 0 /* all_reduce.op */
#define SY_ALL_REDUCE_OP_MEAN 1 /* all_reduce.op */
#define SY_ALL_REDUCE_OP_MAX 2 /* all_reduce.op */
#define SY_ALL_REDUCE_OP_MIN 3 /* all_reduce.op */
#define SY_ALL_REDUCE_OP_PROD 4 /* all_reduce.op */
#define SY_REDUCE_SCATTER_OP_SUM 0 /* reduce_scatter.op */
#define SY_REDUCE_SCATTER_OP_MEAN 1 /* reduce_scatter.op */
#define SY_REDUCE_SCATTER_OP_MAX 2 /* reduce_scatter.op */
#define SY_REDUCE_SCATTER_OP_MIN 3 /* reduce_scatter.op */
#define SY_REDUCE_SCATTER_OP_PROD 4 /* reduce_scatter.op */
#define SY_ALL_REDUCE_BACKWARD_OP_SUM 0 /* all_reduce_backward.op */
#define SY_ALL_REDUCE_BACKWARD_OP_MEAN 1 /* all_reduce_backward.op */
#define SY_ALL_REDUCE_BACKWARD_OP_MAX 2 /* all_reduce_backward.op */
#define SY_ALL_REDUCE_BACKWARD_OP_MIN 3 /* all_reduce_backward.op */
#define SY_ALL_REDUCE_BACKWARD_OP_PROD 4 /* all_reduce_backward.op */
#define SY_REDUCE_SCATTER_BACKWARD_OP_SUM 0 /* reduce_scatter_backward.op */
#define SY_REDUCE_SCATTER_BACKWARD_OP_MEAN 1 /* reduce_scatter_backward.op */
#define SY_REDUCE_SCATTER_BACKWARD_OP_MAX 2 /* reduce_scatter_backward.op */
#define SY_REDUCE_SCATTER_BACKWARD_OP_MIN 3 /* reduce_scatter_backward.op */
#define SY_REDUCE_SCATTER_BACKWARD_OP_PROD 4 /* reduce_scatter_backward.op */

/* zeros: creation: a new tensor of `shape` and `dtype` on `device`, every element `value`. dtypes: f32 f64 i32 i64 bool u8 i8 i16 f16 bf16 u16 u32 u64. ops[zeros] */
SY_API sy_status sy_zeros(const int64_t *shape, int rank, sy_dtype dtype, sy_device device, sy_tensor **out);
/* ones: creation: a new tensor of `shape` and `dtype` on `device`, every element `value`. dtypes: f32 f64 i32 i64 bool u8 i8 i16 f16 bf16 u16 u32 u64. ops[ones] */
SY_API sy_status sy_ones(const int64_t *shape, int rank, sy_dtype dtype, sy_device device, sy_tensor **out);
/* full: creation: a new tensor of `shape` and `dtype` on `device`, every element `value`. dtypes: f32 f64 i32 i64 bool u8 i8 i16 f16 bf16 u16 u32 u64. ops[full] */
SY_API sy_status sy_full(const int64_t *shape, int rank, double value, sy_dtype dtype, sy_device device, sy_tensor **out);
/* neg: elementwise, one input, same dtype out. dtypes: f32 f64 i32 i64 u8 i8 i16 f16 bf16 u16 u32 u64. ops[neg] */
SY_API sy_status sy_neg(const sy_tensor *a, sy_tensor **out);
/* abs: elementwise, one input, same dtype out. dtypes: f32 f64 i32 i64 u8 i8 i16 f16 bf16 u16 u32 u64. ops[abs] */
SY_API sy_status sy_abs(const sy_tensor *a, sy_tensor **out);
/* exp: elementwise, one input, same dtype out. dtypes: f32 f64 f16 bf16. ops[exp] */
SY_API sy_status sy_exp(const sy_tensor *a, sy_tensor **out);
/* log: elementwise, one input, same dtype out. dtypes: f32 f64 f16 bf16. ops[log] */
SY_API sy_status sy_log(const sy_tensor *a, sy_tensor **out);
/* sqrt: elementwise, one input, same dtype out. dtypes: f32 f64 f16 bf16. ops[sqrt] */
SY_API sy_status sy_sqrt(const sy_tensor *a, sy_tensor **out);
/* tanh: elementwise, one input, same dtype out. dtypes: f32 f64 f16 bf16. ops[tanh] */
SY_API sy_status sy_tanh(const sy_tensor *a, sy_tensor **out);
/* sigmoid: elementwise, one input, same dtype out. dtypes: f32 f64 f16 bf16. ops[sigmoid] */
SY_API sy_status sy_sigmoid(const sy_tensor *a, sy_tensor **out);
/* relu: elementwise, one input, same dtype out. dtypes: f32 f64 i32 i64 u8 i8 i16 f16 bf16 u16 u32 u64. ops[relu] */
SY_API sy_status sy_relu(const sy_tensor *a, sy_tensor **out);
/* sin: elementwise, one input, same dtype out. dtypes: f32 f64. ops[sin] */
SY_API sy_status sy_sin(const sy_tensor *a, sy_tensor **out);
/* cos: elementwise, one input, same dtype out. dtypes: f32 f64. ops[cos] */
SY_API sy_status sy_cos(const sy_tensor *a, sy_tensor **out);
/* tan: elementwise, one input, same dtype out. dtypes: f32 f64. ops[tan] */
SY_API sy_status sy_tan(const sy_tensor *a, sy_tensor **out);
/* asin: elementwise, one input, same dtype out. dtypes: f32 f64. ops[asin] */
SY_API sy_status sy_asin(const sy_tensor *a, sy_tensor **out);
/* acos: elementwise, one input, same dtype out. dtypes: f32 f64. ops[acos] */
SY_API sy_status sy_acos(const sy_tensor *a, sy_tensor **out);
/* atan: elementwise, one input, same dtype out. dtypes: f32 f64. ops[atan] */
SY_API sy_status sy_atan(const sy_tensor *a, sy_tensor **out);
/* sinh: elementwise, one input, same dtype out. dtypes: f32 f64. ops[sinh] */
SY_API sy_status sy_sinh(const sy_tensor *a, sy_tensor **out);
/* cosh: elementwise, one input, same dtype out. dtypes: f32 f64. ops[cosh] */
SY_API sy_status sy_cosh(const sy_tensor *a, sy_tensor **out);
/* asinh: elementwise, one input, same dtype out. dtypes: f32 f64. ops[asinh] */
SY_API sy_status sy_asinh(const sy_tensor *a, sy_tensor **out);
/* acosh: elementwise, one input, same dtype out. dtypes: f32 f64. ops[acosh] */
SY_API sy_status sy_acosh(const sy_tensor *a, sy_tensor **out);
/* atanh: elementwise, one input, same dtype out. dtypes: f32 f64. ops[atanh] */
SY_API sy_status sy_atanh(const sy_tensor *a, sy_tensor **out);
/* erf: elementwise, one input, same dtype out. dtypes: f32 f64. ops[erf] */
SY_API sy_status sy_erf(const sy_tensor *a, sy_tensor **out);
/* floor: elementwise, one input, same dtype out. dtypes: f32 f64. ops[floor] */
SY_API sy_status sy_floor(const sy_tensor *a, sy_tensor **out);
/* ceil: elementwise, one input, same dtype out. dtypes: f32 f64. ops[ceil] */
SY_API sy_status sy_ceil(const sy_tensor *a, sy_tensor **out);
/* round: elementwise, one input, same dtype out. dtypes: f32 f64. ops[round] */
SY_API sy_status sy_round(const sy_tensor *a, sy_tensor **out);
/* sign: elementwise, one input, same dtype out. dtypes: f32 f64 i32 i64 u8 i8 i16 u16 u32 u64. ops[sign] */
SY_API sy_status sy_sign(const sy_tensor *a, sy_tensor **out);
/* reciprocal: elementwise, one input, same dtype out. dtypes: f32 f64. ops[reciprocal] */
SY_API sy_status sy_reciprocal(const sy_tensor *a, sy_tensor **out);
/* softplus: elementwise, one input, same dtype out. dtypes: f32 f64. ops[softplus] */
SY_API sy_status sy_softplus(const sy_tensor *a, sy_tensor **out);
/* softsign: elementwise, one input, same dtype out. dtypes: f32 f64. ops[softsign] */
SY_API sy_status sy_softsign(const sy_tensor *a, sy_tensor **out);
/* logical_not: elementwise, one input, same dtype out. dtypes: bool. ops[logical_not] */
SY_API sy_status sy_logical_not(const sy_tensor *a, sy_tensor **out);
/* bitwise_not: elementwise, one input, same dtype out. dtypes: i32 i64 u8 i8 i16 u16 u32 u64. ops[bitwise_not] */
SY_API sy_status sy_bitwise_not(const sy_tensor *a, sy_tensor **out);
/* hard_swish: elementwise, one input, same dtype out. dtypes: f32 f64 f16 bf16. ops[hard_swish] */
SY_API sy_status sy_hard_swish(const sy_tensor *a, sy_tensor **out);
/* mish: elementwise, one input, same dtype out. dtypes: f32 f64 f16 bf16. ops[mish] */
SY_API sy_status sy_mish(const sy_tensor *a, sy_tensor **out);
/* add: elementwise, two inputs broadcast like NumPy, same dtype out. dtypes: f32 f64 i32 i64 u8 i8 i16 f16 bf16 u16 u32 u64. ops[add] */
SY_API sy_status sy_add(const sy_tensor *a, const sy_tensor *b, sy_tensor **out);
/* sub: elementwise, two inputs broadcast like NumPy, same dtype out. dtypes: f32 f64 i32 i64 u8 i8 i16 f16 bf16 u16 u32 u64. ops[sub] */
SY_API sy_status sy_sub(const sy_tensor *a, const sy_tensor *b, sy_tensor **out);
/* mul: elementwise, two inputs broadcast like NumPy, same dtype out. dtypes: f32 f64 i32 i64 u8 i8 i16 f16 bf16 u16 u32 u64. ops[mul] */
SY_API sy_status sy_mul(const sy_tensor *a, const sy_tensor *b, sy_tensor **out);
/* div: elementwise, two inputs broadcast like NumPy, same dtype out. dtypes: f32 f64 i32 i64 u8 i8 i16 f16 bf16 u16 u32 u64. ops[div] */
SY_API sy_status sy_div(const sy_tensor *a, const sy_tensor *b, sy_tensor **out);
/* maximum: elementwise, two inputs broadcast like NumPy, same dtype out. dtypes: f32 f64 i32 i64 u8 i8 i16 f16 bf16 u16 u32 u64. ops[maximum] */
SY_API sy_status sy_maximum(const sy_tensor *a, const sy_tensor *b, sy_tensor **out);
/* minimum: elementwise, two inputs broadcast like NumPy, same dtype out. dtypes: f32 f64 i32 i64 u8 i8 i16 f16 bf16 u16 u32 u64. ops[minimum] */
SY_API sy_status sy_minimum(const sy_tensor *a, const sy_tensor *b, sy_tensor **out);
/* pow: elementwise, two inputs broadcast like NumPy, same dtype out. dtypes: f32 f64 i32 i64 u8 i8 i16 u16 u32 u64. ops[pow] */
SY_API sy_status sy_pow(const sy_tensor *a, const sy_tensor *b, sy_tensor **out);
/* mod: elementwise, two inputs broadcast like NumPy, same dtype out. dtypes: f32 f64 i32 i64 u8 i8 i16 u16 u32 u64. ops[mod] */
SY_API sy_status sy_mod(const sy_tensor *a, const sy_tensor *b, sy_tensor **out);
/* fmod: elementwise, two inputs broadcast like NumPy, same dtype out. dtypes: f32 f64 i32 i64 u8 i8 i16 f16 bf16 u16 u32 u64. ops[fmod] */
SY_API sy_status sy_fmod(const sy_tensor *a, const sy_tensor *b, sy_tensor **out);
/* logical_and: elementwise, two inputs broadcast like NumPy, same dtype out. dtypes: bool. ops[logical_and] */
SY_API sy_status sy_logical_and(const sy_tensor *a, const sy_tensor *b, sy_tensor **out);
/* logical_or: elementwise, two inputs broadcast like NumPy, same dtype out. dtypes: bool. ops[logical_or] */
SY_API sy_status sy_logical_or(const sy_tensor *a, const sy_tensor *b, sy_tensor **out);
/* logical_xor: elementwise, two inputs broadcast like NumPy, same dtype out. dtypes: bool. ops[logical_xor] */
SY_API sy_status sy_logical_xor(const sy_tensor *a, const sy_tensor *b, sy_tensor **out);
/* bitwise_and: elementwise, two inputs broadcast like NumPy, same dtype out. dtypes: i32 i64 u8 i8 i16 u16 u32 u64. ops[bitwise_and] */
SY_API sy_status sy_bitwise_and(const sy_tensor *a, const sy_tensor *b, sy_tensor **out);
/* bitwise_or: elementwise, two inputs broadcast like NumPy, same dtype out. dtypes: i32 i64 u8 i8 i16 u16 u32 u64. ops[bitwise_or] */
SY_API sy_status sy_bitwise_or(const sy_tensor *a, const sy_tensor *b, sy_tensor **out);
/* bitwise_xor: elementwise, two inputs broadcast like NumPy, same dtype out. dtypes: i32 i64 u8 i8 i16 u16 u32 u64. ops[bitwise_xor] */
SY_API sy_status sy_bitwise_xor(const sy_tensor *a, const sy_tensor *b, sy_tensor **out);
/* shift_left: elementwise, two inputs broadcast like NumPy, same dtype out. dtypes: u8 u16 u32 u64. ops[shift_left] */
SY_API sy_status sy_shift_left(const sy_tensor *a, const sy_tensor *b, sy_tensor **out);
/* shift_right: elementwise, two inputs broadcast like NumPy, same dtype out. dtypes: u8 u16 u32 u64. ops[shift_right] */
SY_API sy_status sy_shift_right(const sy_tensor *a, const sy_tensor *b, sy_tensor **out);
/* eq: elementwise comparison, broadcast, bool out. dtypes: f32 f64 i32 i64 bool u8 i8 i16 f16 bf16 u16 u32 u64. ops[eq] */
SY_API sy_status sy_eq(const sy_tensor *a, const sy_tensor *b, sy_tensor **out);
/* lt: elementwise comparison, broadcast, bool out. dtypes: f32 f64 i32 i64 bool u8 i8 i16 f16 bf16 u16 u32 u64. ops[lt] */
SY_API sy_status sy_lt(const sy_tensor *a, const sy_tensor *b, sy_tensor **out);
/* gt: elementwise comparison, broadcast, bool out. dtypes: f32 f64 i32 i64 bool u8 i8 i16 f16 bf16 u16 u32 u64. ops[gt] */
SY_API sy_status sy_gt(const sy_tensor *a, const sy_tensor *b, sy_tensor **out);
/* le: elementwise comparison, broadcast, bool out. dtypes: f32 f64 i32 i64 bool u8 i8 i16 f16 bf16 u16 u32 u64. ops[le] */
SY_API sy_status sy_le(const sy_tensor *a, const sy_tensor *b, sy_tensor **out);
/* ge: elementwise comparison, broadcast, bool out. dtypes: f32 f64 i32 i64 bool u8 i8 i16 f16 bf16 u16 u32 u64. ops[ge] */
SY_API sy_status sy_ge(const sy_tensor *a, const sy_tensor *b, sy_tensor **out);
/* where: cond ? a : b, all three broadcast. dtypes: f32 f64 i32 i64 bool u8 i8 i16 f16 bf16 u16 u32 u64. ops[where] */
SY_API sy_status sy_where(const sy_tensor *cond, const sy_tensor *a, const sy_tensor *b, sy_tensor **out);
/* matmul: matrix product over the last two axes, batch axes broadcast. dtypes: f32 f64 i32 i64 u8 i8 i16 f16 bf16 u16 u32 u64. ops[matmul] */
SY_API sy_status sy_matmul(const sy_tensor *a, const sy_tensor *b, sy_tensor **out);
/* sum: reduction over one axis, SY_AXIS_ALL or a set of axes SY_AXES(0, 2) (NumPy's axis tuple: one reduction over the set, the reduced axes kept as 1 with keepdim; an axis twice after normalizing, out of range, outside -8..7 or an empty set refused). dtypes: f32 f64 i32 i64 u8 i8 i16 f16 bf16 u16 u32 u64. ops[sum] */
SY_API sy_status sy_sum(const sy_tensor *a, int axis, bool keepdim, sy_tensor **out);
/* mean: reduction over one axis, SY_AXIS_ALL or a set of axes SY_AXES(0, 2) (NumPy's axis tuple: one reduction over the set, the reduced axes kept as 1 with keepdim; an axis twice after normalizing, out of range, outside -8..7 or an empty set refused). dtypes: f32 f64 f16 bf16. ops[mean] */
SY_API sy_status sy_mean(const sy_tensor *a, int axis, bool keepdim, sy_tensor **out);
/* max: reduction over one axis, SY_AXIS_ALL or a set of axes SY_AXES(0, 2) (NumPy's axis tuple: one reduction over the set, the reduced axes kept as 1 with keepdim; an axis twice after normalizing, out of range, outside -8..7 or an empty set refused). dtypes: f32 f64 i32 i64 u8 i8 i16 f16 bf16 u16 u32 u64. ops[max] */
SY_API sy_status sy_max(const sy_tensor *a, int axis, bool keepdim, sy_tensor **out);
/* min: reduction over one axis, SY_AXIS_ALL or a set of axes SY_AXES(0, 2) (NumPy's axis tuple: one reduction over the set, the reduced axes kept as 1 with keepdim; an axis twice after normalizing, out of range, outside -8..7 or an empty set refused). dtypes: f32 f64 i32 i64 u8 i8 i16 u16 u32 u64. ops[min] */
SY_API sy_status sy_min(const sy_tensor *a, int axis, bool keepdim, sy_tensor **out);
/* prod: reduction over one axis, SY_AXIS_ALL or a set of axes SY_AXES(0, 2) (NumPy's axis tuple: one reduction over the set, the reduced axes kept as 1 with keepdim; an axis twice after normalizing, out of range, outside -8..7 or an empty set refused). dtypes: f32 f64 i32 i64 u8 i8 i16 u16 u32 u64. ops[prod] */
SY_API sy_status sy_prod(const sy_tensor *a, int axis, bool keepdim, sy_tensor **out);
/* l1: reduction over one axis, SY_AXIS_ALL or a set of axes SY_AXES(0, 2) (NumPy's axis tuple: one reduction over the set, the reduced axes kept as 1 with keepdim; an axis twice after normalizing, out of range, outside -8..7 or an empty set refused). dtypes: f32 f64. ops[l1] */
SY_API sy_status sy_l1(const sy_tensor *a, int axis, bool keepdim, sy_tensor **out);
/* l2: reduction over one axis, SY_AXIS_ALL or a set of axes SY_AXES(0, 2) (NumPy's axis tuple: one reduction over the set, the reduced axes kept as 1 with keepdim; an axis twice after normalizing, out of range, outside -8..7 or an empty set refused). dtypes: f32 f64. ops[l2] */
SY_API sy_status sy_l2(const sy_tensor *a, int axis, bool keepdim, sy_tensor **out);
/* log_sum: reduction over one axis, SY_AXIS_ALL or a set of axes SY_AXES(0, 2) (NumPy's axis tuple: one reduction over the set, the reduced axes kept as 1 with keepdim; an axis twice after normalizing, out of range, outside -8..7 or an empty set refused). dtypes: f32 f64. ops[log_sum] */
SY_API sy_status sy_log_sum(const sy_tensor *a, int axis, bool keepdim, sy_tensor **out);
/* log_sum_exp: reduction over one axis, SY_AXIS_ALL or a set of axes SY_AXES(0, 2) (NumPy's axis tuple: one reduction over the set, the reduced axes kept as 1 with keepdim; an axis twice after normalizing, out of range, outside -8..7 or an empty set refused). dtypes: f32 f64. ops[log_sum_exp] */
SY_API sy_status sy_log_sum_exp(const sy_tensor *a, int axis, bool keepdim, sy_tensor **out);
/* sum_square: reduction over one axis, SY_AXIS_ALL or a set of axes SY_AXES(0, 2) (NumPy's axis tuple: one reduction over the set, the reduced axes kept as 1 with keepdim; an axis twice after normalizing, out of range, outside -8..7 or an empty set refused). dtypes: f32 f64. ops[sum_square] */
SY_API sy_status sy_sum_square(const sy_tensor *a, int axis, bool keepdim, sy_tensor **out);
/* reshape: same elements, new shape (one -1 is inferred); a view when contiguous. dtypes: f32 f64 i32 i64 bool u8 i8 i16 f16 bf16 u16 u32 u64. ops[reshape] */
SY_API sy_status sy_reshape(const sy_tensor *a, const int64_t *shape, int rank, sy_tensor **out);
/* permute: axes reordered; a view. dtypes: f32 f64 i32 i64 bool u8 i8 i16 f16 bf16 u16 u32 u64. ops[permute] */
SY_API sy_status sy_permute(const sy_tensor *a, const int *perm, int rank, sy_tensor **out);
/* transpose: two axes swapped; a view. dtypes: f32 f64 i32 i64 bool u8 i8 i16 f16 bf16 u16 u32 u64. ops[transpose] */
SY_API sy_status sy_transpose(const sy_tensor *a, int dim0, int dim1, sy_tensor **out);
/* expand: broadcast to a larger shape; a view with stride 0. dtypes: f32 f64 i32 i64 bool u8 i8 i16 f16 bf16 u16 u32 u64. ops[expand] */
SY_API sy_status sy_expand(const sy_tensor *a, const int64_t *shape, int rank, sy_tensor **out);
/* cast: elementwise conversion to `dtype`. dtypes: f32 f64 i32 i64 bool u8 i8 i16 f16 bf16 u16 u32 u64. ops[cast] */
SY_API sy_status sy_cast(const sy_tensor *a, sy_dtype dtype, sy_tensor **out);
/* softmax: normalized exponentials along `axis` (ONNX Softmax-13 and LogSoftmax-13: one axis, not the flattened trailing axes of opset 11). dtypes: f32 f64. ops[softmax] */
SY_API sy_status sy_softmax(const sy_tensor *x, int axis, sy_tensor **out);
/* log_softmax: normalized exponentials along `axis` (ONNX Softmax-13 and LogSoftmax-13: one axis, not the flattened trailing axes of opset 11). dtypes: f32 f64. ops[log_softmax] */
SY_API sy_status sy_log_softmax(const sy_tensor *x, int axis, sy_tensor **out);
/* hardmax: normalized exponentials along `axis` (ONNX Softmax-13 and LogSoftmax-13: one axis, not the flattened trailing axes of opset 11). dtypes: f32 f64 f16 bf16. ops[hardmax] */
SY_API sy_status sy_hardmax(const sy_tensor *x, int axis, sy_tensor **out);
/* argmax: the index of the extreme along `axis` as i64, the first of ties unless `select_last_index`; NaN is beyond every number, as in NumPy. dtypes: f32 f64 i32 i64 u8 i8 i16 u16 u32 u64. ops[argmax] */
SY_API sy_status sy_argmax(const sy_tensor *x, int axis, bool keepdim, bool select_last_index, sy_tensor **out);
/* argmin: the index of the extreme along `axis` as i64, the first of ties unless `select_last_index`; NaN is beyond every number, as in NumPy. dtypes: f32 f64 i32 i64 u8 i8 i16 u16 u32 u64. ops[argmin] */
SY_API sy_status sy_argmin(const sy_tensor *x, int axis, bool keepdim, bool select_last_index, sy_tensor **out);
/* concat: the tensors of `xs` joined along `axis`; every other dimension equal. dtypes: f32 f64 i32 i64 bool u8 i8 i16 f16 bf16 u16 u32 u64. ops[concat] */
SY_API sy_status sy_concat(const sy_tensor *const *xs, int n_xs, int axis, sy_tensor **out);
/* slice: the elements of x from starts to ends (exclusive) by steps along axes (ONNX Slice-13: axes empty means 0 .. n-1, steps empty all 1; a negative start or end counts from the end; both are clamped to the axis, [-1, dim - 1] for a negative step; runtime/sy_slice.h). dtypes: f32 f64 i32 i64 bool u8 i8 i16 f16 bf16 u16 u32 u64. ops[slice] */
SY_API sy_status sy_slice(const sy_tensor *x, const int64_t *starts, int n_starts, const int64_t *ends, int n_ends, const int64_t *axes, int n_axes, const int64_t *steps, int n_steps, sy_tensor **out);
/* gather: entries of `x` along `axis` at `indices` (ONNX Gather: negative indices count from the end; one out of range is refused by the kernel). dtypes: f32 f64 i32 i64 bool u8 i8 i16 f16 bf16 u16 u32 u64. ops[gather] */
SY_API sy_status sy_gather(const sy_tensor *x, const sy_tensor *indices, int axis, sy_tensor **out);
/* pad: x widened by pads = [begin of axis 0, ..., begin of the last, end of axis 0, ...] (ONNX Pad's layout): `value` outside (constant), the mirror without the edge (reflect, each pad below its dimension) or the edge repeated (edge); no negative pads; a constant `value` must be one the dtype holds (an integer dtype's integers), as a fill's. dtypes: f32 f64 i32 i64 u8 i8 i16 u16 u32 u64. ops[pad] */
SY_API sy_status sy_pad(const sy_tensor *x, const int64_t *pads, int n_pads, int mode, double value, sy_tensor **out);
/* layer_norm: normalization over the axes from `axis` on: y = (x - mean) * inv_std_dev * weight + bias, with mean and inv_std_dev = 1 / sqrt(variance + epsilon) of shape x.shape[:axis] + [1, ...] (ONNX LayerNormalization-17); weight and bias, when given, have shape x.shape[axis:]. dtypes: f32 f64. ops[layer_norm] */
SY_API sy_status sy_layer_norm(const sy_tensor *x, const sy_tensor *weight, const sy_tensor *bias, int axis, double epsilon, sy_tensor **y, sy_tensor **mean, sy_tensor **inv_std_dev);
/* max_pool2d: the maximum of each window of x [N, C, H, W] (ONNX MaxPool-12, storage_order 0): pads = [top, left, bottom, right] (ONNX's layout, asymmetric), never chosen as the maximum; output size floor((H + top + bottom - dilation * (kernel - 1) - 1) / stride) + 1, or with ceil_mode the ceiling, less a last window that would start in the bottom or right padding (ONNX's rule, as PyTorch's); indices count over the whole input, ((n * C + c) * H + h) * W + w (ONNX's flattening; PyTorch's count within one plane, h * W + w); the first maximum of a window in row-major order wins a tie, and a NaN is beyond every number (the first NaN wins); a window over padding alone is refused by the rule; kernel, stride and dilation take 1..2^31-1, pads 0..2^31-1. dtypes: f32 f64 i32 i64 u8 i8 i16 u16 u32 u64. ops[max_pool2d] */
SY_API sy_status sy_max_pool2d(const sy_tensor *x, const int64_t *kernel, const int64_t *stride, const int64_t *pads, const int64_t *dilation, bool ceil_mode, sy_tensor **y, sy_tensor **indices);
/* conv2d: the cross-correlation of x [N, C, H, W] with weight [M, C / groups, kH, kW], plus bias [M] when given (ONNX Conv-11, PyTorch conv2d): zero pads = [top, left, bottom, right] (ONNX's layout, asymmetric), output size floor((H + top + bottom - dilation * (kH - 1) - 1) / stride) + 1; groups divides C and M, output channel m reads the input channels of its group; a dilated kernel longer than the padded input is refused; sums in double, rounded to the dtype once. dtypes: f32 f64. ops[conv2d] */
SY_API sy_status sy_conv2d(const sy_tensor *x, const sy_tensor *weight, const sy_tensor *bias, const int64_t *stride, const int64_t *pads, const int64_t *dilation, int64_t groups, sy_tensor **out);
/* add_n: elementwise over one or more tensors xs, all broadcast together like NumPy (ONNX Sum-13 and Mean-13, multidirectional broadcast). dtypes: f32 f64 i32 i64 u8 i8 i16 f16 bf16 u16 u32 u64. ops[add_n] */
SY_API sy_status sy_add_n(const sy_tensor *const *xs, int n_xs, sy_tensor **out);
/* mean_n: elementwise over one or more tensors xs, all broadcast together like NumPy (ONNX Sum-13 and Mean-13, multidirectional broadcast). dtypes: f32 f64 f16 bf16. ops[mean_n] */
SY_API sy_status sy_mean_n(const sy_tensor *const *xs, int n_xs, sy_tensor **out);
/* isnan: elementwise test of a float's class, bool out of the input's shape (ONNX IsNaN, IsInf). dtypes: f32 f64 f16 bf16. ops[isnan] */
SY_API sy_status sy_isnan(const sy_tensor *a, sy_tensor **out);
/* isinf: elementwise test of a float's class, bool out of the input's shape (ONNX IsNaN, IsInf). dtypes: f32 f64 f16 bf16. ops[isinf] */
SY_API sy_status sy_isinf(const sy_tensor *a, sy_tensor **out);
/* isposinf: elementwise test of a float's class, bool out of the input's shape (ONNX IsNaN, IsInf). dtypes: f32 f64 f16 bf16. ops[isposinf] */
SY_API sy_status sy_isposinf(const sy_tensor *a, sy_tensor **out);
/* isneginf: elementwise test of a float's class, bool out of the input's shape (ONNX IsNaN, IsInf). dtypes: f32 f64 f16 bf16. ops[isneginf] */
SY_API sy_status sy_isneginf(const sy_tensor *a, sy_tensor **out);
/* slice_backward: slice's gradient: zeros of `shape` (x's), with dy written where slice(x, starts, ends, axes, steps) read (a slice reads each element once). dtypes: f32 f64. ops[slice_backward] */
SY_API sy_status sy_slice_backward(const sy_tensor *dy, const int64_t *shape, int n_shape, const int64_t *starts, int n_starts, const int64_t *ends, int n_ends, const int64_t *axes, int n_axes, const int64_t *steps, int n_steps, sy_tensor **out);
/* max_pool2d_backward: max_pool2d's gradient: zeros of `shape` (x's), and each element of dy added where its index (max_pool2d's, over the whole of x) points; an index outside `shape` is refused by the kernel. dtypes: f32 f64. ops[max_pool2d_backward] */
SY_API sy_status sy_max_pool2d_backward(const sy_tensor *dy, const sy_tensor *indices, const int64_t *shape, int n_shape, sy_tensor **out);
/* gather_backward: gather's gradient: zeros of `shape` (x's), and each entry of dy added along `axis` at its index, as gather(x, indices, axis) read it (dy has gather's result shape, shape[:axis] + indices.shape + shape[axis + 1:]); a repeated index sums its entries in the order of indices; negative indices count from the end, and one out of range is refused by the kernel as gather refuses it. dtypes: f32 f64. ops[gather_backward] */
SY_API sy_status sy_gather_backward(const sy_tensor *dy, const sy_tensor *indices, const int64_t *shape, int n_shape, int axis, sy_tensor **out);
/* conv2d_backward_input: the gradient of conv2d(x, weight) with respect to x, given dy (the gradient of its result) of the shape conv2d gives: dy correlated back through the weight onto x's shape (x is read for its shape only); x, weight and the attributes as conv2d takes them; sums in double, rounded once. dtypes: f32 f64. ops[conv2d_backward_input] */
SY_API sy_status sy_conv2d_backward_input(const sy_tensor *dy, const sy_tensor *weight, const sy_tensor *x, const int64_t *stride, const int64_t *pads, const int64_t *dilation, int64_t groups, sy_tensor **out);
/* conv2d_backward_weight: the gradient of conv2d(x, weight) with respect to weight, given dy (the gradient of its result) of the shape conv2d gives: each weight tap's sum over the batch and the output positions of dy times the x it read (weight is read for its shape only); sums in double, rounded once. dtypes: f32 f64. ops[conv2d_backward_weight] */
SY_API sy_status sy_conv2d_backward_weight(const sy_tensor *dy, const sy_tensor *x, const sy_tensor *weight, const int64_t *stride, const int64_t *pads, const int64_t *dilation, int64_t groups, sy_tensor **out);
/* cumsum: running sums along `axis` (ONNX CumSum-14): y[j] = x[0] + ... + x[j], without x[j] when `exclusive` (y[0] = +0), from the end when `reverse`; x of rank 1 or more; the first sum is x[0] itself, so -0 stays -0 (NumPy's cumsum, ONNX's reference; PyTorch's starts from +0); floats accumulate in double and each result is rounded once, integers wrap as sum does. dtypes: f32 f64 i32 i64 u8 i8 i16 u16 u32 u64. ops[cumsum] */
SY_API sy_status sy_cumsum(const sy_tensor *x, int axis, bool exclusive, bool reverse, sy_tensor **out);
/* topk: the k largest (smallest unless `largest`) entries along `axis` and their indices as i64 (ONNX TopK-11), best first: of equal values the lower index comes first (ONNX's text; torch.topk leaves their order open), NaN is beyond every number (first when largest, last otherwise; torch.topk's order; ONNX leaves NaN unsaid), -0 equals +0; 0 <= k <= the axis's length; `sorted` = false is taken and the results are sorted all the same (ONNX leaves their order open then). dtypes: f32 f64 i32 i64 u8 i8 i16 u16 u32 u64. ops[topk] */
SY_API sy_status sy_topk(const sy_tensor *x, int64_t k, int axis, bool largest, bool sorted, sy_tensor **values, sy_tensor **indices);
/* sort: x sorted along `axis`, ascending (descending when `descending`), and where each entry came from as i64: stable, equal values keep their order (torch.sort(stable=True)); NaN is beyond every number (last ascending, first descending, as torch.sort), -0 equals +0. dtypes: f32 f64 i32 i64 u8 i8 i16 u16 u32 u64. ops[sort] */
SY_API sy_status sy_sort(const sy_tensor *x, int axis, bool descending, sy_tensor **values, sy_tensor **indices);
/* trilu: the upper (upper: j - i >= k) or lower (j - i <= k) triangle of each matrix of the last two axes of x, zeros elsewhere (ONNX Trilu-14); k is a tensor of one i64 (0-D, or of shape [1]), 0 when left out; its value is read by the kernel, so any int64 works, and a k beyond the matrix keeps all or nothing; x of rank 2 or more. dtypes: f32 f64 i32 i64 bool u8 i8 i16 f16 bf16 u16 u32 u64. ops[trilu] */
SY_API sy_status sy_trilu(const sy_tensor *x, const sy_tensor *k, bool upper, sy_tensor **out);
/* depth_to_space: x [N, C, H, W] rearranged to [N, C / blocksize^2, H * blocksize, W * blocksize] (ONNX DepthToSpace-13): y[n, c, h * b + i, w * b + j] is x[n, (i * b + j) * C / b^2 + c, h, w] in DCR mode, x[n, (c * b + i) * b + j, h, w] in CRD mode; blocksize >= 1 and blocksize^2 divides C. dtypes: f32 f64 i32 i64 bool u8 i8 i16 f16 bf16 u16 u32 u64. ops[depth_to_space] */
SY_API sy_status sy_depth_to_space(const sy_tensor *x, int64_t blocksize, int mode, sy_tensor **out);
/* space_to_depth: x [N, C, H, W] rearranged to [N, C * blocksize^2, H / blocksize, W / blocksize] (ONNX SpaceToDepth-13, the inverse of DepthToSpace's DCR mode): y[n, (i * b + j) * C + c, h, w] is x[n, c, h * b + i, w * b + j]; blocksize >= 1 divides H and W. dtypes: f32 f64 i32 i64 bool u8 i8 i16 f16 bf16 u16 u32 u64. ops[space_to_depth] */
SY_API sy_status sy_space_to_depth(const sy_tensor *x, int64_t blocksize, sy_tensor **out);
/* depth_to_space_backward: depth_to_space's gradient, its inverse: dy [N, C, H, W] of the shape depth_to_space gives back to [N, C * blocksize^2, H / blocksize, W / blocksize], each element where depth_to_space(x, blocksize, mode) read it (space_to_depth in DCR mode). dtypes: f32 f64 i32 i64 bool u8 i8 i16 f16 bf16 u16 u32 u64. ops[depth_to_space_backward] */
SY_API sy_status sy_depth_to_space_backward(const sy_tensor *dy, int64_t blocksize, int mode, sy_tensor **out);
/* eye_like: a matrix of x's shape (x of rank 2, read for its shape only) and `dtype`, ones where column - row == k and zeros elsewhere (ONNX EyeLike-9; ONNX's dtype left out is x's, which the importer writes); any int64 k, one beyond the matrix giving zeros. dtypes: f32 f64 i32 i64 bool u8 i8 i16 f16 bf16 u16 u32 u64. ops[eye_like] */
SY_API sy_status sy_eye_like(const sy_tensor *x, int64_t k, sy_dtype dtype, sy_tensor **out);
/* tile: x repeated repeats[d] times along each axis d (ONNX Tile-13): of shape x.shape[d] * repeats[d], y[..., i, ...] = x[..., i % x.shape[d], ...]; one repeat per axis of x, each >= 0. dtypes: f32 f64 i32 i64 bool u8 i8 i16 f16 bf16 u16 u32 u64. ops[tile] */
SY_API sy_status sy_tile(const sy_tensor *x, const int64_t *repeats, int n_repeats, sy_tensor **out);
/* tile_backward: tile's gradient: zeros of `shape` (x's) plus the sum of dy's tiles, dy of tile's result shape (shape[d] * repeats[d]); each element the sum, in double and in the row-major order of the tiles, of dy at its place in every tile, rounded once (0 when a repeat is 0). dtypes: f32 f64. ops[tile_backward] */
SY_API sy_status sy_tile_backward(const sy_tensor *dy, const int64_t *shape, int n_shape, const int64_t *repeats, int n_repeats, sy_tensor **out);
/* gather_elements: out[i][j][k] = x[indices[i][j][k]][j][k] for axis 0, and so on along `axis` (ONNX GatherElements-13, torch.gather): the result has indices' shape; indices has x's rank and no dimension longer than x's outside `axis`; negative indices count from the end, and one out of range is refused by the kernel. dtypes: f32 f64 i32 i64 bool u8 i8 i16 f16 bf16 u16 u32 u64. ops[gather_elements] */
SY_API sy_status sy_gather_elements(const sy_tensor *x, const sy_tensor *indices, int axis, sy_tensor **out);
/* gather_elements_backward: gather_elements' gradient: zeros of `shape` (x's), and each entry of dy (of indices' shape) added at the position gather_elements(x, indices, axis) read it from; a position read twice sums its entries in the order of indices; negative indices count from the end, and one out of range is refused by the kernel as gather_elements refuses it. dtypes: f32 f64. ops[gather_elements_backward] */
SY_API sy_status sy_gather_elements_backward(const sy_tensor *dy, const sy_tensor *indices, const int64_t *shape, int n_shape, int axis, sy_tensor **out);
/* scatter_elements: a copy of x with each entry of updates written (none), added (add) or multiplied (mul) at its position: that of the entry with its coordinate along `axis` replaced by its index (ONNX ScatterElements-16, and Scatter-11 through the version converter); indices and updates have one shape, of x's rank, no dimension longer than x's outside `axis`; updates apply in the order of indices, so with none a repeated position keeps the last (ONNX's reference; the specification leaves it open), and with add or mul every entry counts; bools add as `or` and multiply as `and` (NumPy's); integers wrap; negative indices count from the end, and one out of range is refused by the kernel. dtypes: f32 f64 i32 i64 bool u8 i8 i16 f16 bf16 u16 u32 u64. ops[scatter_elements] */
SY_API sy_status sy_scatter_elements(const sy_tensor *x, const sy_tensor *indices, const sy_tensor *updates, int axis, int reduction, sy_tensor **out);
/* scatter_elements_backward: scatter_elements' gradients, given dy of x's shape: x's (wrt_updates false: dy where no update reached (none), dy (add), dy times the product of the updates at each position (mul)) or updates' (wrt_updates true: dy at each entry's position (add), the same for the entry a position kept and zero for those it overwrote (none)); the gradient of updates under mul, which needs x too, is refused by the kernel; indices as scatter_elements takes them. dtypes: f32 f64. ops[scatter_elements_backward] */
SY_API sy_status sy_scatter_elements_backward(const sy_tensor *dy, const sy_tensor *indices, const sy_tensor *updates, int axis, int reduction, bool wrt_updates, sy_tensor **out);
/* gather_nd: the slices of x that the last axis of indices addresses (ONNX GatherND-13): indices of rank q >= 1 hold tuples of m = indices.shape[-1] (1 to rank - batch_dims) indices into the axes from batch_dims on, each picking x.shape[batch_dims + m:]; the first batch_dims axes (0 <= batch_dims < both ranks) are shared by x and indices, and each batch indexes its own part of x; the result has shape indices.shape[:-1] + x.shape[batch_dims + m:]; negative indices count from the end, and one out of range is refused by the kernel. dtypes: f32 f64 i32 i64 bool u8 i8 i16 f16 bf16 u16 u32 u64. ops[gather_nd] */
SY_API sy_status sy_gather_nd(const sy_tensor *x, const sy_tensor *indices, int64_t batch_dims, sy_tensor **out);
/* gather_nd_backward: gather_nd's gradient: zeros of `shape` (x's), and each slice of dy (of gather_nd's result shape) added where gather_nd(x, indices, batch_dims) read it; a slice read twice sums its entries in the order of indices; indices as gather_nd takes them. dtypes: f32 f64. ops[gather_nd_backward] */
SY_API sy_status sy_gather_nd_backward(const sy_tensor *dy, const sy_tensor *indices, const int64_t *shape, int n_shape, int64_t batch_dims, sy_tensor **out);
/* scatter_nd: a copy of x with each slice of updates written (none), added (add) or multiplied (mul) where its tuple of indices points (ONNX ScatterND-16): indices of rank q >= 1 hold tuples of m = indices.shape[-1] (1 to x's rank) indices, updates has shape indices.shape[:-1] + x.shape[m:]; updates apply in the order of indices, so with none a repeated tuple keeps the last (ONNX's reference; the specification leaves it open); the element types as scatter_elements combines them; negative indices count from the end, and one out of range is refused by the kernel. dtypes: f32 f64 i32 i64 bool u8 i8 i16 f16 bf16 u16 u32 u64. ops[scatter_nd] */
SY_API sy_status sy_scatter_nd(const sy_tensor *x, const sy_tensor *indices, const sy_tensor *updates, int reduction, sy_tensor **out);
/* scatter_nd_backward: scatter_nd's gradients, given dy of x's shape, as scatter_elements_backward's: x's (wrt_updates false) or updates' (wrt_updates true); the gradient of updates under mul is refused by the kernel. dtypes: f32 f64. ops[scatter_nd_backward] */
SY_API sy_status sy_scatter_nd_backward(const sy_tensor *dy, const sy_tensor *indices, const sy_tensor *updates, int reduction, bool wrt_updates, sy_tensor **out);
/* one_hot: values[1] (on) where an index points and values[0] (off) elsewhere, along a new axis of length `depth` at `axis` (-rank - 1..rank of indices) (ONNX OneHot-11's semantics): values has shape [2], depth is 1 or more; a negative index counts from the end (-depth..-1), and one outside -depth..depth-1 gives off along the whole axis, as ONNX specifies (not its reference's modulo). dtypes: f32 f64 i32 i64 bool u8 i8 i16 f16 bf16 u16 u32 u64. ops[one_hot] */
SY_API sy_status sy_one_hot(const sy_tensor *indices, const sy_tensor *values, int64_t depth, int axis, sy_tensor **out);
/* one_hot_backward: one_hot's gradient with respect to values: [the sum of dy where one_hot(indices, values, depth, axis) gave off, the sum where it gave on] (shape [2]; depth is dy's length along axis); sums in double, rounded once. dtypes: f32 f64. ops[one_hot_backward] */
SY_API sy_status sy_one_hot_backward(const sy_tensor *dy, const sy_tensor *indices, int axis, sy_tensor **out);
/* leaky_relu: elementwise with one float parameter, alpha; the shape and dtype of x; computed in double from the exact element with alpha rounded to f32 (ONNX's float attributes, which a graph keeps through ONNX), the result rounded once to the dtype. dtypes: f32 f64 f16 bf16. ops[leaky_relu] */
SY_API sy_status sy_leaky_relu(const sy_tensor *x, double alpha, sy_tensor **out);
/* elu: elementwise with one float parameter, alpha; the shape and dtype of x; computed in double from the exact element with alpha rounded to f32 (ONNX's float attributes, which a graph keeps through ONNX), the result rounded once to the dtype. dtypes: f32 f64 f16 bf16. ops[elu] */
SY_API sy_status sy_elu(const sy_tensor *x, double alpha, sy_tensor **out);
/* celu: elementwise with one float parameter, alpha; the shape and dtype of x; computed in double from the exact element with alpha rounded to f32 (ONNX's float attributes, which a graph keeps through ONNX), the result rounded once to the dtype. dtypes: f32 f64 f16 bf16. ops[celu] */
SY_API sy_status sy_celu(const sy_tensor *x, double alpha, sy_tensor **out);
/* thresholded_relu: elementwise with one float parameter, alpha; the shape and dtype of x; computed in double from the exact element with alpha rounded to f32 (ONNX's float attributes, which a graph keeps through ONNX), the result rounded once to the dtype. dtypes: f32 f64 f16 bf16. ops[thresholded_relu] */
SY_API sy_status sy_thresholded_relu(const sy_tensor *x, double alpha, sy_tensor **out);
/* hard_sigmoid: elementwise with two float parameters, alpha and beta; the shape and dtype of x; computed in double from the exact element with alpha and beta rounded to f32 (ONNX's float attributes, which a graph keeps through ONNX), the result rounded once to the dtype. dtypes: f32 f64 f16 bf16. ops[hard_sigmoid] */
SY_API sy_status sy_hard_sigmoid(const sy_tensor *x, double alpha, double beta, sy_tensor **out);
/* selu: elementwise with two float parameters, alpha and beta; the shape and dtype of x; computed in double from the exact element with alpha and beta rounded to f32 (ONNX's float attributes, which a graph keeps through ONNX), the result rounded once to the dtype. dtypes: f32 f64 f16 bf16. ops[selu] */
SY_API sy_status sy_selu(const sy_tensor *x, double alpha, double beta, sy_tensor **out);
/* shrink: elementwise with two float parameters, alpha and beta; the shape and dtype of x; computed in double from the exact element with alpha and beta rounded to f32 (ONNX's float attributes, which a graph keeps through ONNX), the result rounded once to the dtype. dtypes: f32 f64 f16 bf16. ops[shrink] */
SY_API sy_status sy_shrink(const sy_tensor *x, double alpha, double beta, sy_tensor **out);
/* prelu: x where x >= 0, else x * slope (ONNX PRelu-16; a NaN or infinite slope does not reach x >= 0, as the operator's text says, where its reference's clip-and-add form gives NaN): slope broadcasts to x's shape (unidirectionally, NumPy's rule: its dimensions, aligned at the end, are x's or 1; a slope of [C] meets x's last axis, not PyTorch's axis 1); the result has x's shape. dtypes: f32 f64 f16 bf16. ops[prelu] */
SY_API sy_status sy_prelu(const sy_tensor *x, const sy_tensor *slope, sy_tensor **out);
/* clip: x limited to [low, high] (ONNX Clip-13, its inputs min and max): min(max(x, low), high), so low > high gives high everywhere; low and high are optional tensor inputs of one element each (ONNX's scalars; a rank-0 tensor or any shape of one element), of x's dtype (tensors rather than float attributes: ONNX models compute them, and a float would not hold every i64), and a bound left out does not limit; a NaN in x or in a bound gives NaN (NumPy's clip, ONNX's reference). dtypes: f32 f64 i32 i64 u8 i8 i16 f16 bf16 u16 u32 u64. ops[clip] */
SY_API sy_status sy_clip(const sy_tensor *x, const sy_tensor *low, const sy_tensor *high, sy_tensor **out);
/* dropout: ONNX Dropout-13: in inference (training_mode left out or false) and with a ratio of 0, y = x and a mask of trues; in training, mask = u >= ratio with u NumPy's RandomState(seed).uniform(0, 1, x.shape) (MT19937, row-major; what ONNX's reference draws after np.random.seed(seed)) and y = x * mask * (1 / (1 - ratio)), the scale computed in ratio's dtype and each product rounded once to x's dtype; ratio (0.5 when left out) and training_mode are tensors of one element, read when the kernel runs, and a training ratio outside [0, 1) is refused by the kernel; seed 0..2^32-1 (0 when left out: ONNX's unseeded dropout is random, and the importer refuses it in training). dtypes: f32 f64 f16 bf16. ops[dropout] */
SY_API sy_status sy_dropout(const sy_tensor *x, const sy_tensor *ratio, const sy_tensor *training_mode, int64_t seed, sy_tensor **y, sy_tensor **mask);
/* nll_loss: the negative log-likelihood loss of log-probabilities x [N, C] or [N, C, d1, ..., dk] at the classes target [N] or [N, d1, ..., dk] (ONNX NegativeLogLikelihoodLoss-13, PyTorch nll_loss): loss[n, d...] = -weight[t] * x[n, t, d...] with t = target[n, d...] (weight [C], all ones when left out), and 0 where t is ignore_index; `none` gives that loss of target's shape, `sum` its sum, `mean` its sum divided by the sum of weight[t] over the targets not ignored (ONNX's rule; without weight, their count), a scalar (rank 0) for both; a mean over no target that counts (all ignored, or none at all) is 0 / 0, NaN, as in ONNX's reference and PyTorch; sums in double, rounded once; ignore_index left out (ONNX's absent attribute) is the value -2^61 (the least a saved graph holds), which ignores nothing: a target of that value is refused like any outside 0..C-1, which the kernel refuses naming it, before writing anything (ONNX leaves them undefined). dtypes: f32 f64. ops[nll_loss] */
SY_API sy_status sy_nll_loss(const sy_tensor *x, const sy_tensor *target, const sy_tensor *weight, int reduction, int64_t ignore_index, sy_tensor **out);
/* nll_loss_backward: nll_loss's gradient with respect to x, given dy (the gradient of its result: target's shape for `none`, a scalar otherwise): zeros of `shape` (x's), and -weight[t] * g at x[n, t, d...] for each target t not ignored, g being dy[n, d...] (none), dy (sum) or dy divided by the sum of weight over the targets not ignored (mean), computed in double and rounded once; target, weight and the attributes as nll_loss takes them; the gradient with respect to weight (wrt_weight) is refused by the rule (PyTorch's nll_loss has none either). dtypes: f32 f64. ops[nll_loss_backward] */
SY_API sy_status sy_nll_loss_backward(const sy_tensor *dy, const sy_tensor *target, const sy_tensor *weight, const int64_t *shape, int n_shape, int reduction, int64_t ignore_index, bool wrt_weight, sy_tensor **out);
/* flip: x with the order of its elements reversed along each axis of `axes` (PyTorch's flip: axes in -rank..rank-1, none twice; an empty list copies x); the shape and dtype of x. dtypes: f32 f64 i32 i64 bool u8 i8 i16 f16 bf16 u16 u32 u64. ops[flip] */
SY_API sy_status sy_flip(const sy_tensor *x, const int64_t *axes, int n_axes, sy_tensor **out);
/* gelu: x * P(X <= x) for a standard normal X (PyTorch's gelu and its approximate): none is 0.5 * x * (1 + erf(x / sqrt(2))), tanh 0.5 * x * (1 + tanh(sqrt(2 / pi) * (x + 0.044715 * x^3))); computed as 0.5 * x * erfc(-x / sqrt(2)) and x / (1 + exp(-2 * sqrt(2 / pi) * (x + 0.044715 * x^3))), the same functions without the cancellation of 1 + erf and 1 + tanh for a negative x, in double (cpu; opencl in double where the device has it) from the exact element, rounded once; the shape and dtype of x. dtypes: f32 f64 f16 bf16. ops[gelu] */
SY_API sy_status sy_gelu(const sy_tensor *x, int approximate, sy_tensor **out);
/* gelu_backward: gelu's gradient: dy times gelu's derivative at x (dy and x of one shape): none: Phi(x) + x * phi(x), the normal distribution and density; tanh: PyTorch's derivative of its tanh form; computed as gelu is. dtypes: f32 f64 f16 bf16. ops[gelu_backward] */
SY_API sy_status sy_gelu_backward(const sy_tensor *dy, const sy_tensor *x, int approximate, sy_tensor **out);
/* avg_pool: the mean of each window of x [N, C, D1, ..., Dk] (k = 1..3, the length of `kernel`; ONNX AveragePool-11 to 17, PyTorch avg_pool1d/2d/3d): stride one per spatial axis (empty: all 1), pads [begin of D1, ..., begin of Dk, end of D1, ..., end of Dk] (ONNX's layout, asymmetric; empty: all 0); output size floor((D + begin + end - kernel) / stride) + 1, or with ceil_mode the ceiling, less a last window that would start in the end padding (ONNX's rule, as PyTorch's and max_pool2d's); each window's sum in double divided by the number of its taps inside x, or with count_include_pad of its taps inside the padded input (a ceil_mode window reaching past the end padding does not count the taps there, as PyTorch), rounded once; a window over padding alone without count_include_pad has no mean and is refused by the rule; kernel and stride take 1..2^31-1, pads 0..2^31-1; ONNX 1.12's shape inference keeps a last ceil_mode window that starts in the end padding (dropped here, and by ONNX from AveragePool-19), so a model where the two differ is refused on import and on export, its shapes disagreeing. dtypes: f32 f64. ops[avg_pool] */
SY_API sy_status sy_avg_pool(const sy_tensor *x, const int64_t *kernel, int n_kernel, const int64_t *stride, int n_stride, const int64_t *pads, int n_pads, bool ceil_mode, bool count_include_pad, sy_tensor **out);
/* avg_pool_backward: avg_pool's gradient: zeros of `shape` (x's), and each element of dy divided by its window's count (as avg_pool divides) added at each tap of its window inside x; dy has the shape avg_pool(x, kernel, stride, pads, ceil_mode, count_include_pad) gives; each element of the result gathers its windows in double, in row-major order of the windows, rounded once. dtypes: f32 f64. ops[avg_pool_backward] */
SY_API sy_status sy_avg_pool_backward(const sy_tensor *dy, const int64_t *shape, int n_shape, const int64_t *kernel, int n_kernel, const int64_t *stride, int n_stride, const int64_t *pads, int n_pads, bool ceil_mode, bool count_include_pad, sy_tensor **out);
/* conv_transpose2d: the transposed convolution of x [N, C, H, W] with weight [C, M / groups, kH, kW], plus bias [M] when given (ONNX ConvTranspose-11, PyTorch conv_transpose2d): conv2d's gradient with respect to its input, y[n, m, h, w] summing x[n, c, oh, ow] * weight[c, m - group start, i, j] over the channels c of m's group and the taps with h = oh * stride - top + i * dilation (w likewise); output size stride * (H - 1) + output_padding + dilation * (kH - 1) + 1 - top - bottom, pads = [top, left, bottom, right] (ONNX's layout) cut from the full result; output_padding adds rows and columns at the end (zeros plus bias where no tap reaches) and takes 0..stride-1 (so conv2d of the result gives x's shape back, which the gradients need; PyTorch also takes one below the dilation); C divisible by groups; an output of no element along an axis is refused, as is an x of no element along H or W; sums in double, rounded to the dtype once. dtypes: f32 f64. ops[conv_transpose2d] */
SY_API sy_status sy_conv_transpose2d(const sy_tensor *x, const sy_tensor *weight, const sy_tensor *bias, const int64_t *stride, const int64_t *pads, const int64_t *dilation, int64_t groups, const int64_t *output_padding, sy_tensor **out);
/* conv_transpose2d_backward_input: the gradient of conv_transpose2d(x, weight) with respect to x, given dy of the shape it gives: conv2d(dy, weight) without bias, of x's shape (x is read for its shape only); x, weight and the attributes as conv_transpose2d takes them; sums in double, rounded once. dtypes: f32 f64. ops[conv_transpose2d_backward_input] */
SY_API sy_status sy_conv_transpose2d_backward_input(const sy_tensor *dy, const sy_tensor *weight, const sy_tensor *x, const int64_t *stride, const int64_t *pads, const int64_t *dilation, int64_t groups, const int64_t *output_padding, sy_tensor **out);
/* conv: the cross-correlation of x [N, C, D1, ..., Dk] with weight [M, C / groups, K1, ..., Kk] (k = 1..3, the weight's rank less 2, x's rank the weight's), plus bias [M] when given (ONNX Conv-11, PyTorch conv1d/2d/3d): stride and dilation one per spatial axis (empty: all 1), zero pads [begin of D1, ..., begin of Dk, end of D1, ..., end of Dk] (ONNX's layout, asymmetric; empty: all 0; ONNX's auto_pad is turned into pads by the importer on static shapes); output size floor((D + begin + end - dilation * (K - 1) - 1) / stride) + 1; groups divides C and M, output channel m reads the input channels of its group; a dilated kernel longer than the padded input, an empty kernel, stride or dilation outside 1..2^31-1 and pads outside 0..2^31-1 are refused; sums in double, rounded to the dtype once. dtypes: f32 f64. ops[conv] */
SY_API sy_status sy_conv(const sy_tensor *x, const sy_tensor *weight, const sy_tensor *bias, const int64_t *stride, int n_stride, const int64_t *pads, int n_pads, const int64_t *dilation, int n_dilation, int64_t groups, sy_tensor **out);
/* conv_backward_input: the gradient of conv(x, weight) with respect to x, given dy (the gradient of its result) of the shape conv gives: dy correlated back through the weight onto x's shape (x is read for its shape only); x, weight and the attributes as conv takes them; sums in double, rounded once. dtypes: f32 f64. ops[conv_backward_input] */
SY_API sy_status sy_conv_backward_input(const sy_tensor *dy, const sy_tensor *weight, const sy_tensor *x, const int64_t *stride, int n_stride, const int64_t *pads, int n_pads, const int64_t *dilation, int n_dilation, int64_t groups, sy_tensor **out);
/* conv_backward_weight: the gradient of conv(x, weight) with respect to weight, given dy of the shape conv gives: each weight tap's sum over the batch and the output positions of dy times the x it read (weight is read for its shape only); sums in double, rounded once. dtypes: f32 f64. ops[conv_backward_weight] */
SY_API sy_status sy_conv_backward_weight(const sy_tensor *dy, const sy_tensor *x, const sy_tensor *weight, const int64_t *stride, int n_stride, const int64_t *pads, int n_pads, const int64_t *dilation, int n_dilation, int64_t groups, sy_tensor **out);
/* conv_backward_bias: the gradient of conv's (and conv_transpose's) bias: dy [N, M, D1, ..., Dk] (k = 1..3) summed over every axis but M's, [M]; sums in double in row-major order, rounded once. dtypes: f32 f64. ops[conv_backward_bias] */
SY_API sy_status sy_conv_backward_bias(const sy_tensor *dy, sy_tensor **out);
/* conv_transpose: the transposed convolution of x [N, C, D1, ..., Dk] with weight [C, M / groups, K1, ..., Kk] (k = 1..3, the weight's rank less 2), plus bias [M] when given (ONNX ConvTranspose-11, PyTorch conv_transpose1d/2d/3d): conv's gradient with respect to its input, y[n, m, p] summing x[n, c, o] * weight[c, m - group start, i] over the channels c of m's group and the taps with p = o * stride - begin + i * dilation on each axis; output size stride * (D - 1) + output_padding + dilation * (K - 1) + 1 - begin - end, pads [begins..., ends...] (ONNX's layout; empty: all 0) cut from the full result; output_padding (empty: all 0) adds positions at the end (zeros plus bias where no tap reaches) and takes 0..stride-1, so conv of the result gives x's shape back (PyTorch also takes one below the dilation; ONNX's output_shape and auto_pad are turned into pads and output_padding by the importer, and one that needs positions added at the beginning is refused there); C divisible by groups; an output of no element along an axis, or an x of no element along a spatial axis, is refused; sums in double, rounded to the dtype once. dtypes: f32 f64. ops[conv_transpose] */
SY_API sy_status sy_conv_transpose(const sy_tensor *x, const sy_tensor *weight, const sy_tensor *bias, const int64_t *stride, int n_stride, const int64_t *pads, int n_pads, const int64_t *dilation, int n_dilation, int64_t groups, const int64_t *output_padding, int n_output_padding, sy_tensor **out);
/* conv_transpose_backward_input: the gradient of conv_transpose(x, weight) with respect to x, given dy of the shape it gives: conv(dy, weight) without bias, of x's shape (x is read for its shape only); x, weight and the attributes as conv_transpose takes them; sums in double, rounded once. dtypes: f32 f64. ops[conv_transpose_backward_input] */
SY_API sy_status sy_conv_transpose_backward_input(const sy_tensor *dy, const sy_tensor *weight, const sy_tensor *x, const int64_t *stride, int n_stride, const int64_t *pads, int n_pads, const int64_t *dilation, int n_dilation, int64_t groups, const int64_t *output_padding, int n_output_padding, sy_tensor **out);
/* max_pool: the maximum of each window of x [N, C, D1, ..., Dk] (k = 1..3, the length of `kernel`; ONNX MaxPool-12, PyTorch max_pool1d/2d/3d with return_indices): stride and dilation one per spatial axis (empty: all 1), pads [begin of D1, ..., begin of Dk, end of D1, ..., end of Dk] (ONNX's layout, asymmetric; empty: all 0), never chosen as the maximum; output size floor((D + begin + end - dilation * (kernel - 1) - 1) / stride) + 1, or with ceil_mode the ceiling, less a last window that would start in the end padding (ONNX's rule, as PyTorch's and max_pool2d's); indices count over the whole input, plane (n * C + c) times D1 * ... * Dk plus the position inside the plane, row-major (storage_order 0: the last axis fastest) or column-major (storage_order 1: the first spatial axis fastest, ONNX's reference); the first maximum of a window in row-major order of its taps wins a tie, and a NaN is beyond every number (the first NaN wins); a window over padding alone is refused by the rule; kernel, stride and dilation take 1..2^31-1, pads 0..2^31-1, storage_order 0 or 1. dtypes: f32 f64 i32 i64 u8 i8 i16 u16 u32 u64. ops[max_pool] */
SY_API sy_status sy_max_pool(const sy_tensor *x, const int64_t *kernel, int n_kernel, const int64_t *stride, int n_stride, const int64_t *pads, int n_pads, const int64_t *dilation, int n_dilation, bool ceil_mode, int64_t storage_order, sy_tensor **y, sy_tensor **indices);
/* max_pool_backward: max_pool's gradient: zeros of `shape` (x's, rank 3 to 5), and each element of dy added where its index (max_pool's, over the whole of x, in the order storage_order names) points, in row-major order of dy, in the dtype; dy and indices have one shape, of shape's rank, with its N and C; an index outside `shape` is refused by the kernel. dtypes: f32 f64. ops[max_pool_backward] */
SY_API sy_status sy_max_pool_backward(const sy_tensor *dy, const sy_tensor *indices, const int64_t *shape, int n_shape, int64_t storage_order, sy_tensor **out);
/* lp_pool: the Lp norm of each window of x [N, C, D1, ..., Dk] (k = 1..3, the length of `kernel`; ONNX LpPool-11 and GlobalLpPool-2, PyTorch lp_pool1d/2d without ceil_mode): (sum of |x|^p over the window)^(1/p), the absolute value as ONNX's Lp norm takes it (PyTorch 1.13 raises x itself to p, which agrees for an even p or x >= 0 and gives NaN or a signed sum otherwise); stride one per spatial axis (empty: all 1), zero pads [begin of D1, ..., begin of Dk, end of D1, ..., end of Dk] (ONNX's layout, asymmetric; empty: all 0), which add nothing to a window's sum (a window over padding alone gives 0); output size floor((D + begin + end - kernel) / stride) + 1; computed in double as m * (sum of (|x| / m)^p)^(1/p), m the window's largest |x| (so no power overflows), rounded once; a NaN in a window gives NaN, an infinity +inf; p takes 1..2^31-1 (ONNX's integer p; PyTorch's float norm_type of an integer value), kernel and stride 1..2^31-1, pads 0..2^31-1. dtypes: f32 f64. ops[lp_pool] */
SY_API sy_status sy_lp_pool(const sy_tensor *x, const int64_t *kernel, int n_kernel, const int64_t *stride, int n_stride, const int64_t *pads, int n_pads, int64_t p, sy_tensor **out);
/* lp_pool_backward: lp_pool's gradient with respect to x: each element of dy times sign(x) * (|x| / y)^(p - 1) added at each tap of its window inside x (y the window's lp_pool result, given; 0 where y is 0, the subgradient PyTorch's NaN stands for); x, y and dy as lp_pool(x, kernel, stride, pads, p) gives them (dy and y of one shape); each element of the result gathers its windows in double, in row-major order of the windows, rounded once. dtypes: f32 f64. ops[lp_pool_backward] */
SY_API sy_status sy_lp_pool_backward(const sy_tensor *dy, const sy_tensor *x, const sy_tensor *y, const int64_t *kernel, int n_kernel, const int64_t *stride, int n_stride, const int64_t *pads, int n_pads, int64_t p, sy_tensor **out);
/* adaptive_avg_pool: the mean of each adaptive window of x [N, C, D1, ..., Dk] (k = 1..3, the length of output_size; PyTorch adaptive_avg_pool1d/2d/3d): the result [N, C, O1, ..., Ok], window o along an axis of length D spanning floor(o * D / O) to ceil((o + 1) * D / O) (PyTorch's bounds; windows overlap or repeat when D is not a multiple of O, or O > D); each window's sum in double divided by its number of taps, rounded once; output_size takes 1..2^31-1 per axis, an x empty along a spatial axis is refused (no window has a mean), and so is a D * O beyond 2^62; ONNX: an output_size of 1 along every axis exports as GlobalAveragePool, one dividing every D as an AveragePool of kernel_shape and strides D / O, any other has no ONNX counterpart and is refused on export. dtypes: f32 f64. ops[adaptive_avg_pool] */
SY_API sy_status sy_adaptive_avg_pool(const sy_tensor *x, const int64_t *output_size, int n_output_size, sy_tensor **out);
/* adaptive_avg_pool_backward: adaptive_avg_pool's gradient: zeros of `shape` (x's, rank 3 to 5, no spatial axis empty), and each element of dy divided by its window's count added at each tap of its window, the windows those adaptive_avg_pool gives for an output of dy's spatial shape (dy [N, C, O1, ..., Ok] with shape's N and C); each element of the result gathers its windows in double, in row-major order, rounded once. dtypes: f32 f64. ops[adaptive_avg_pool_backward] */
SY_API sy_status sy_adaptive_avg_pool_backward(const sy_tensor *dy, const int64_t *shape, int n_shape, sy_tensor **out);
/* adaptive_max_pool: the maximum of each adaptive window of x [N, C, D1, ..., Dk] (k = 1..3, the length of output_size; PyTorch adaptive_max_pool1d/2d/3d with return_indices), the windows adaptive_avg_pool's; indices count over the whole input as max_pool's (plane (n * C + c) times D1 * ... * Dk plus the row-major position inside the plane; PyTorch's count inside the plane only); the first maximum of a window in row-major order of its taps wins a tie, and a NaN is beyond every number (the first NaN wins, as max_pool; PyTorch's kernel keeps the last); output_size takes 1..2^31-1 per axis, an x empty along a spatial axis is refused, and so is a D * O beyond 2^62; ONNX: an output_size dividing every D exports as a MaxPool of kernel_shape and strides D / O (the same windows and indices), any other has no ONNX counterpart and is refused on export. dtypes: f32 f64. ops[adaptive_max_pool] */
SY_API sy_status sy_adaptive_max_pool(const sy_tensor *x, const int64_t *output_size, int n_output_size, sy_tensor **y, sy_tensor **indices);
/* group_norm: x [N, C, ...] (rank 2 to 8) normalized over each group of C / num_groups channels and every axis after C (PyTorch group_norm, ONNX GroupNormalization-18 with scale and bias per channel, as ONNX-21 fixed them): (x - mean) / sqrt(var + epsilon) times scale[c] plus bias[c] (each of [C], 1 and 0 when left out), mean and biased variance in double (two passes), rounded once (opencl too, in cpu's order, on devices with fp64; cpu on the others); num_groups takes 1..C and divides C (C of 0 takes any num_groups of 1 or more), epsilon a finite number >= 0; a group of no element (an axis after C empty) gives nothing to normalize and an empty result. dtypes: f32 f64. ops[group_norm] */
SY_API sy_status sy_group_norm(const sy_tensor *x, const sy_tensor *scale, const sy_tensor *bias, int64_t num_groups, double epsilon, sy_tensor **out);
/* group_norm_backward: group_norm's gradient given dy of x's shape: wrt 0, with respect to x (of x's shape): inv * (g - mean(g) - xhat * mean(g * xhat)) over each group, g = dy * scale[c], xhat = (x - mean) * inv, inv = 1 / sqrt(var + epsilon); wrt 1, with respect to scale ([C]): the sum of dy * xhat over N and the axes after C; wrt 2, with respect to bias ([C]): the sum of dy there; all in double, rounded once (opencl too, in cpu's order, on devices with fp64; cpu on the others); x, scale, num_groups and epsilon as group_norm takes them. dtypes: f32 f64. ops[group_norm_backward] */
SY_API sy_status sy_group_norm_backward(const sy_tensor *dy, const sy_tensor *x, const sy_tensor *scale, int64_t num_groups, double epsilon, int64_t wrt, sy_tensor **out);
/* nonzero: the indices of the nonzero elements of x as i64 [rank, n], row d the coordinates along axis d, in row-major order (ONNX NonZero-13, NumPy's nonzero); floats compare != 0, so NaN is nonzero and -0 is zero; x of rank 1 or more (NumPy's nonzero of a 0-D array is deprecated). dtypes: f32 f64 i32 i64 bool u8 i8 i16 f16 bf16 u16 u32 u64. ops[nonzero] */
SY_API sy_status sy_nonzero(const sy_tensor *x, sy_tensor **out);
/* compress: the slices of x along `axis` where condition is true, in order (ONNX Compress-11, NumPy's compress); axis SY_AXIS_ALL (-128, ONNX's axis left out) compresses x flattened; condition of rank 1, no longer than the axis (a shorter one leaves the rest out, as NumPy; a longer one is refused where NumPy would read past the axis). dtypes: f32 f64 i32 i64 bool u8 i8 i16 f16 bf16 u16 u32 u64. ops[compress] */
SY_API sy_status sy_compress(const sy_tensor *x, const sy_tensor *condition, int64_t axis, sy_tensor **out);
/* unique: the distinct slices of x along `axis` (elements of x flattened for SY_AXIS_ALL, -128, ONNX's axis left out) (ONNX Unique-11): y ascending when `sorted` (slices compare element by element in row-major order), else in order of first occurrence; indices the first occurrence of each, inverse_indices the place in y of each slice of x, counts how often each occurs; values compare as numbers, -0 equal to +0, NaNs equal to each other and beyond every number (NumPy's unique with equal_nan). dtypes: f32 f64 i32 i64 bool u8 i8 i16 u16 u32 u64. ops[unique] */
SY_API sy_status sy_unique(const sy_tensor *x, bool sorted, int64_t axis, sy_tensor **y, sy_tensor **indices, sy_tensor **inverse_indices, sy_tensor **counts);
/* range: start, start + delta, ... short of limit: max(ceil((limit - start) / delta), 0) values (ONNX Range-11); start, limit and delta of one element each (rank 0 or [1]); floats are start + i * delta in double rounded once (NumPy's arange computes in the dtype; they may differ in the last place), integers exact; delta 0, a NaN and a count past 9e15 are refused by the kernel. dtypes: f32 f64 i32 i64 u8 i8 i16 u16 u32 u64. ops[range] */
SY_API sy_status sy_range(const sy_tensor *start, const sy_tensor *limit, const sy_tensor *delta, sy_tensor **out);
/* stack: the tensors of `xs`, all of one shape, joined along a new axis at `axis` of the result (torch.stack, Burn's stack, NumPy's stack): axis in -(rank + 1)..rank for inputs of rank `rank`, a negative one counting from the end of the result's rank + 1 axes; the result has shape xs[0].shape[:axis] + [len(xs)] + xs[0].shape[axis:], result[..., i, ...] = xs[i]; ONNX has no operator of its own for it: a graph's stack exports as an Unsqueeze of each input at `axis` and a Concat along `axis` (which imports back as reshapes and concat). dtypes: f32 f64 i32 i64 bool u8 i8 i16 f16 bf16 u16 u32 u64. ops[stack] */
SY_API sy_status sy_stack(const sy_tensor *const *xs, int n_xs, int axis, sy_tensor **out);
/* random_uniform_like: values of x's shape (x read for its shape only) drawn uniformly from [low, high) (ONNX RandomUniformLike-1; RandomUniform-1 through the importer): u in [0, 1) of 53 bits from Philox4x32-10 at (seed, i) (runtime/sy_philox.h), low + (high - low) * u in double, rounded once to `dtype` (f32 or f64); a value that rounding takes to high becomes the largest below it, so every value is in [low, high); low == high gives low; low > high, or a bound or high - low not finite, is refused. dtypes: f32 f64. ops[random_uniform_like] */
SY_API sy_status sy_random_uniform_like(const sy_tensor *x, double low, double high, double seed, sy_dtype dtype, sy_tensor **out);
/* random_normal_like: values of x's shape (x read for its shape only) drawn from the normal distribution of mean `mean` and standard deviation `scale` (ONNX RandomNormalLike-1; RandomNormal-1 through the importer): Box-Muller on the two 53-bit uniforms u1, u2 of Philox4x32-10 at (seed, i), z = sqrt(-2 ln(1 - u1)) cos(2 pi u2), mean + scale * z in double, rounded once to `dtype` (f32 or f64); a negative or not finite scale, or a mean not finite, is refused. dtypes: f32 f64. ops[random_normal_like] */
SY_API sy_status sy_random_normal_like(const sy_tensor *x, double mean, double scale, double seed, sy_dtype dtype, sy_tensor **out);
/* bernoulli: 1 with probability x[i], else 0, of x's shape, in `dtype` (any: 1 and 0, true and false) (ONNX Bernoulli-15): 1 where u < x[i], u the 53-bit uniform of Philox4x32-10 at (seed, i), so bernoulli(p, seed) is random_uniform_like(p, 0, 1, seed) < p; a probability outside [0, 1] or NaN is refused by the kernel (ONNX says x holds probabilities). dtypes: f32 f64 i32 i64 bool u8 i8 i16 f16 bf16 u16 u32 u64. ops[bernoulli] */
SY_API sy_status sy_bernoulli(const sy_tensor *x, double seed, sy_dtype dtype, sy_tensor **out);
/* multinomial: sample_size class indices per row of x [batch, classes], unnormalized log-probabilities, drawn with replacement (ONNX Multinomial-7), as i32 or i64 `dtype` of shape [batch, sample_size]: p_j = exp(x_j - max x) in double, sample s of row b the first class whose running sum of p exceeds u * sum(p), u the 53-bit uniform of Philox4x32-10 at (seed, b * sample_size + s); -inf is probability 0; sample_size >= 1; a row of NaN, +inf or every entry -inf is refused by the kernel. dtypes: i32 i64. ops[multinomial] */
SY_API sy_status sy_multinomial(const sy_tensor *x, int64_t sample_size, double seed, sy_dtype dtype, sy_tensor **out);
/* resize: x resized to `sizes` (one length per axis, each 1 or more; x of rank 1 or more and no empty axis) by interpolation along every axis (ONNX Resize-13, also 11; PyTorch interpolate): each output index o of an axis of input length n maps to a coordinate c of x by `transform` (ONNX's formulas in double, s the axis's scale: half_pixel (o + 0.5) / s - 0.5; pytorch_half_pixel the same, -0.5 where the output width is 1; align_corners o * (n - 1) / (w - 1), 0 where w is 1; asymmetric o / s; tf_half_pixel_for_nn (o + 0.5) / s; tf_crop_and_resize o * (end - start) * (n - 1) / (w - 1) + start * (n - 1), (end - start) * (n - 1) / 2 + start * (n - 1) where w is 1, with roi [starts of every axis, ends of every axis], required then and ignored otherwise, and extrapolation_value wherever c of any axis lies outside [0, n - 1]); s is scales' entry for the axis when scales [rank] is given (used as given, like ATen's upsample scales, unchecked against sizes: ONNX's importer passes both consistent; an entry not finite and above 0 is refused by the kernel), else sizes / n in double; the width w is s * n (in f32 when scales are given, as ONNX's reference computes it). Taps along an axis (ONNX's reference): the 2 (nearest, linear) or 4 (cubic) consecutive indices nearest c in x padded by 1 (2 for cubic) repeated edge values, lower ones first at a tie, ratio r = c - floor(c) (1 where c is an integer, the tap at c then being the second of 2 or the third of 4); weights nearest: all on the second tap when r is 1 or by nearest_mode (round_prefer_floor: first tap when r <= 0.5; round_prefer_ceil: when r < 0.5; floor: first; ceil: second), linear 1 - r and r, cubic Keys' kernel of cubic_coeff_a (ONNX's formulas); exclude_outside zeroes the weights of taps outside x and divides by their sum; a padding tap reads the edge element. The result is the sum over the taps of every axis of the product of their weights and x, in double, rounded once; taps of weight 0 are skipped (a NaN or infinity there does not reach the result, as in ONNX Runtime and PyTorch, where ONNX's reference would spread it). dtypes: f32 f64. ops[resize] */
SY_API sy_status sy_resize(const sy_tensor *x, const sy_tensor *roi, const sy_tensor *scales, const int64_t *sizes, int n_sizes, int mode, int transform, int nearest_mode, double cubic_coeff_a, bool exclude_outside, double extrapolation_value, sy_tensor **out);
/* resize_backward: resize's gradient with respect to x, whatever the mode (resize is linear in x): zeros of `shape` (x's), and each element of dy times each of its taps' weight products added at that tap (the transpose of resize's weights: a padding tap adds to the edge element; elements resize extrapolated add nothing); dy has the shape `sizes` of the resize; roi, scales and the attributes as resize takes them; each result element sums in double, rounded once. dtypes: f32 f64. ops[resize_backward] */
SY_API sy_status sy_resize_backward(const sy_tensor *dy, const sy_tensor *roi, const sy_tensor *scales, const int64_t *shape, int n_shape, int mode, int transform, int nearest_mode, double cubic_coeff_a, bool exclude_outside, sy_tensor **out);
/* mse_loss: the mean squared error (PyTorch's mse_loss): (x - target)^2 elementwise, of x's shape (none), or its sum (sum) or its sum divided by the number of elements (mean) as a scalar (rank 0); x and target of one shape (PyTorch broadcasts them with a warning; a broadcast here is refused, sy_expand first); sums in double, rounded once; the mean of no element is 0 / 0, NaN, as PyTorch's. dtypes: f32 f64. ops[mse_loss] */
SY_API sy_status sy_mse_loss(const sy_tensor *x, const sy_tensor *target, int reduction, sy_tensor **out);
/* embedding: the rows of weight [V, D] at indices (PyTorch's embedding, Burn's; ONNX Gather on axis 0): of shape indices.shape + [D], y[..., :] = weight[indices[...], :]; each index in 0..V-1, a negative one or one of V or more refused by the kernel, naming it and its entry, before anything is written (Gather's negative indices counting from the end are not taken); no padding_idx, max_norm or scale_grad_by_freq. dtypes: f32 f64 i32 i64 bool u8 i8 i16 f16 bf16 u16 u32 u64. ops[embedding] */
SY_API sy_status sy_embedding(const sy_tensor *weight, const sy_tensor *indices, sy_tensor **out);
/* mse_loss_backward: mse_loss's gradient with respect to x (wrt_target false) or target (true), of x's shape, given dy of the shape mse_loss gives (x's for none, a scalar otherwise): 2 * (x - target) * g, negated for target, g being dy's element (none), dy (sum) or dy divided by the number of elements (mean); in double, rounded once. dtypes: f32 f64. ops[mse_loss_backward] */
SY_API sy_status sy_mse_loss_backward(const sy_tensor *dy, const sy_tensor *x, const sy_tensor *target, int reduction, bool wrt_target, sy_tensor **out);
/* det: the determinant of each square matrix of x [..., n, n] (ONNX Det-11, NumPy's linalg.det): LU factorization with partial pivoting (the largest magnitude of each column; the sign flips at each row swap) in double from the exact elements, the product of the pivots rounded once to x's dtype (a determinant past the dtype's range is infinite); the result has x's shape without its last two axes (a scalar for a matrix); a matrix of n 0 gives 1, an exactly singular one 0 (a zero pivot), a NaN anywhere in it NaN; no gradient (det(x) * inverse(x)^T needs a matrix inverse, which switchyard has no op for). dtypes: f32 f64. ops[det] */
SY_API sy_status sy_det(const sy_tensor *x, sy_tensor **out);
/* reverse_sequence: x with the first sequence_lens[b] entries along time_axis reversed in each batch entry b along batch_axis, the rest copied (ONNX ReverseSequence-10): x of rank 2 or more, batch_axis and time_axis 0 and 1 (one each, as the operator's text says), sequence_lens i64 of shape [batch]; a length outside 0..time is refused by the kernel (0 and 1 copy the entry) before anything is written. dtypes: f32 f64 i32 i64 bool u8 i8 i16 f16 bf16 u16 u32 u64. ops[reverse_sequence] */
SY_API sy_status sy_reverse_sequence(const sy_tensor *x, const sy_tensor *sequence_lens, int64_t batch_axis, int64_t time_axis, sy_tensor **out);
/* grid_sample: x [N, C, H, W] sampled at the positions of grid [N, Ho, Wo, 2] (ONNX GridSample-16, PyTorch grid_sample of 4-d input, which agree): the result [N, C, Ho, Wo]; grid[n, h, w] holds (x, y), normalized: -1 and 1 are the centers of the first and last pixels with align_corners, their outer edges without; a coordinate maps to the pixel coordinate ((g + 1) / 2) * (size - 1) with align_corners, ((g + 1) * size - 1) / 2 without, in double. padding_mode for positions outside x: zeros reads 0 there, border clamps the coordinate to [0, size - 1], reflection reflects it about the border (the pixel centers 0 and size - 1 with align_corners, the edges -0.5 and size - 0.5 without, repeatedly) and then clamps it (PyTorch's formulas). bilinear weighs the 4 pixels around the coordinate; nearest takes the pixel at the coordinate rounded half to even (PyTorch's nearbyint; ONNX's spec does not say, and its test data have no tie); bicubic the 4 x 4 pixels around it with Keys' kernel of a = -0.75, padding_mode applied to each pixel index rather than to the coordinate (PyTorch's). Sums in double, rounded once (opencl too, on devices with fp64; cpu on the others). A NaN grid coordinate gives NaN at its position in every channel, and so does an infinite one with reflection (no place to reflect to); an infinite one reads nothing with zeros (0) and the edge pixel with border, in every mode (PyTorch's results for these vary by code path). dtypes: f32 f64. ops[grid_sample] */
SY_API sy_status sy_grid_sample(const sy_tensor *x, const sy_tensor *grid, int mode, int padding_mode, bool align_corners, sy_tensor **out);
/* grid_sample_backward: grid_sample's gradient with respect to x (wrt_grid false, of x's shape) or grid (true, of grid's shape), given dy [N, C, Ho, Wo] (PyTorch's grid_sampler_2d_backward): x's is each dy element times each pixel's weight added at that pixel; grid's the derivative of the weights in the coordinate times the pixel values and dy, summed over channels, times the derivative of the coordinate in the grid value (size / 2 or (size - 1) / 2, times 0 where border or reflection clamps it and -1 where reflection flips it, PyTorch's convention at the clamp boundary: 0); nearest has a grid gradient of 0; a NaN coordinate gives a NaN grid gradient and no x gradient; sums in double, rounded once (opencl too, on devices with fp64, cpu on the others: x's gradient as a gather, one work-item per (n, c) plane summing over the grid positions in order, which is cpu's order of summation, so the same result, deterministically). dtypes: f32 f64. ops[grid_sample_backward] */
SY_API sy_status sy_grid_sample_backward(const sy_tensor *dy, const sy_tensor *x, const sy_tensor *grid, int mode, int padding_mode, bool align_corners, bool wrt_grid, sy_tensor **out);
/* max_unpool: zeros with each element of x placed at its index (ONNX MaxUnpool-11; PyTorch max_unpool1d/2d/3d): x and indices [N, C, D1, ..., Dk] of one shape (k = 1..3, the length of kernel); the result [N, C, O1, ..., Ok], Oj = (Dj - 1) * stride + kernel - pads begin - pads end (stride empty: all 1, pads ONNX's layout, empty: all 0); indices count over the whole result, as max_pool's do (plane (n * C + c) times O1 * ... * Ok plus the row-major position in the plane; PyTorch counts inside each plane, the same where N * C is 1), each in 0..numel - 1 (refused by the kernel otherwise, before anything is written); a later element of x in row-major order overwrites an earlier one at the same index (ONNX's reference's order). output_shape, when given, has x's rank, N and C and must equal that shape: where it differs, ONNX's text (pads auto generated) and its test_maxunpool_export_with_output_shape place the values elsewhere than PyTorch and ONNX Runtime do, so it is refused; kernel and stride take 1..2^31-1, pads 0..2^31-1. dtypes: f32 f64. ops[max_unpool] */
SY_API sy_status sy_max_unpool(const sy_tensor *x, const sy_tensor *indices, const int64_t *kernel, int n_kernel, const int64_t *stride, int n_stride, const int64_t *pads, int n_pads, const int64_t *output_shape, int n_output_shape, sy_tensor **out);
/* max_unpool_backward: max_unpool's gradient with respect to x, of indices' shape: dy's element at each index where that element of x is the one max_unpool kept (the last in row-major order of those at one index), else 0; dy [N, C, O1..Ok] and indices [N, C, D1..Dk] of one rank (3 to 5) and N, C; an index outside dy is refused by the kernel. dtypes: f32 f64. ops[max_unpool_backward] */
SY_API sy_status sy_max_unpool_backward(const sy_tensor *dy, const sy_tensor *indices, sy_tensor **out);
/* col2im: the sum of sliding blocks into an image (ONNX Col2Im-18; PyTorch fold, which has 2 spatial axes and symmetric pads): x [N, C * B, L] (B = the product of block_shape, k = 1..3 its length) to the result [N, C, I1, ..., Ik] (image_shape, k values); x[n, c * B + t, l] is block l's tap t (both row-major: t over block_shape, l over the blocks' grid [L1, ..., Lk]), the tap t = (t1..tk) of block (l1..lk) lying at lj * stride - pads begin + tj * dilation along axis j, taps in the padding dropped; Lj = (Ij + pads begin + pads end - dilation * (Bj - 1) - 1) / stride + 1 (floor), and L must be L1 * ... * Lk. stride and dilation one per spatial axis (empty: all 1), pads ONNX's layout [begin of I1, ..., begin of Ik, end of I1, ..., end of Ik] (empty: all 0). Each element of the result sums the taps that land on it in double, in the row-major order of x (tap order), rounded once; 0 where none does. Refused: a block_shape of no or more than 3 values, an image_shape of another length, x not of rank 3, x's axis 1 not a multiple of B, L not the number of blocks, a padded image shorter than a dilated block along an axis; block_shape, stride and dilation take 1..2^31-1, pads and image_shape 0..2^31-1. Its gradient is im2col of the gradient. dtypes: f32 f64. ops[col2im] */
SY_API sy_status sy_col2im(const sy_tensor *x, const int64_t *image_shape, int n_image_shape, const int64_t *block_shape, int n_block_shape, const int64_t *stride, int n_stride, const int64_t *pads, int n_pads, const int64_t *dilation, int n_dilation, sy_tensor **out);
/* im2col: the sliding blocks of x as columns (PyTorch unfold, of 2 spatial axes and symmetric pads; the inverse layout of ONNX Col2Im): x [N, C, I1, ..., Ik] (k = 1..3, block_shape's length) to the result [N, C * B, L], B the product of block_shape and L = L1 * ... * Lk the number of blocks, with col2im's layout, lengths and attributes: element [n, c * B + t, l] is x's element at block l's tap t, 0 where that tap lies in the padding (an exact copy). Refused as col2im: a block_shape of no or more than 3 values, x not of rank 2 + k, a padded x shorter than a dilated block along an axis, attributes out of range. Its gradient is col2im of the gradient onto x's spatial shape. dtypes: f32 f64. ops[im2col] */
SY_API sy_status sy_im2col(const sy_tensor *x, const int64_t *block_shape, int n_block_shape, const int64_t *stride, int n_stride, const int64_t *pads, int n_pads, const int64_t *dilation, int n_dilation, sy_tensor **out);
/* all_reduce: op over every rank's x, elementwise, on every rank (MPI_Allreduce): sum, mean (the sum divided by the ranks; float dtypes only), max, min or prod; bool sum and max are or, prod and min and; f16 and bf16 are reduced in float and rounded at each step of MPI's reduction. dtypes: f32 f64 i32 i64 bool u8 i8 i16 f16 bf16 u16 u32 u64. ops[all_reduce] */
SY_API sy_status sy_all_reduce(const sy_tensor *x, sy_comm *comm, int op, sy_tensor **out);
/* broadcast: root's x on every rank (MPI_Bcast); every rank passes an x of root's dtype and shape. dtypes: f32 f64 i32 i64 bool u8 i8 i16 f16 bf16 u16 u32 u64. ops[broadcast] */
SY_API sy_status sy_broadcast(const sy_tensor *x, sy_comm *comm, int64_t root, sy_tensor **out);
/* all_gather: every rank's x stacked along a new leading axis of the communicator's size, [size, *x.shape], on every rank (MPI_Allgather; torch's all_gather_into_tensor concatenates along axis 0 instead, a reshape away). dtypes: f32 f64 i32 i64 bool u8 i8 i16 f16 bf16 u16 u32 u64. ops[all_gather] */
SY_API sy_status sy_all_gather(const sy_tensor *x, sy_comm *comm, sy_tensor **out);
/* reduce_scatter: x is [size, ...]; rank r's result, of shape x.shape[1:], is op over the ranks of x[r] (MPI_Reduce_scatter_block; all_gather's inverse layout); op as all_reduce's. dtypes: f32 f64 i32 i64 bool u8 i8 i16 f16 bf16 u16 u32 u64. ops[reduce_scatter] */
SY_API sy_status sy_reduce_scatter(const sy_tensor *x, sy_comm *comm, int op, sy_tensor **out);
/* all_reduce_backward: all_reduce's gradient with respect to x, all of one shape (y its result): S = the sum over the ranks of dy; sum: S; mean: S / size; max, min: S where x equals y (every rank of a tie gets it whole), else 0; prod: S times the product of the other ranks' x (gathered, exact for an x of 0). dtypes: f32 f64 f16 bf16. ops[all_reduce_backward] */
SY_API sy_status sy_all_reduce_backward(const sy_tensor *dy, const sy_tensor *x, const sy_tensor *y, sy_comm *comm, int op, sy_tensor **out);
/* broadcast_backward: broadcast's gradient with respect to x: the sum over the ranks of dy at root, 0 on the other ranks. dtypes: f32 f64 f16 bf16. ops[broadcast_backward] */
SY_API sy_status sy_broadcast_backward(const sy_tensor *dy, sy_comm *comm, int64_t root, sy_tensor **out);
/* reduce_scatter_backward: reduce_scatter's gradient with respect to x [size, *dy.shape] (y its result, of dy's shape): G = all_gather(dy), of x's shape; sum: G; mean: G / size; max, min: G where x[r] equals rank r's y, else 0; prod: G times the product of the other ranks' x. dtypes: f32 f64 f16 bf16. ops[reduce_scatter_backward] */
SY_API sy_status sy_reduce_scatter_backward(const sy_tensor *x, const sy_tensor *dy, const sy_tensor *y, sy_comm *comm, int op, sy_tensor **out);

#ifdef __cplusplus
}
#endif

#endif
