/* @generated from backends.yaml by generator/ -- DO NOT EDIT; regenerate with `make generate` */
/* One function per op of backends.yaml. Inputs must share a backend and a
 * device; binary, compare and where inputs broadcast like NumPy. On failure
 * *out is NULL and sy_last_error() names the op, the backends and shapes. */
#ifndef SY_OPS_H
#define SY_OPS_H

#include "sy_abi.h"
#if SY_RUNTIME_ABI != 4
#error "generated/ was rendered for runtime ABI 4 (backends.yaml abi:), but runtime/sy_abi.h has another SY_RUNTIME_ABI; regenerate with `make generate` or use the runtime this was generated for"
#endif
#include "sy_export.h"

#ifdef __cplusplus
extern "C" {
#endif

/* The values of enum attributes, in the order their signatures list them. */
#define SY_PAD_MODE_CONSTANT 0 /* pad.mode */
#define SY_PAD_MODE_REFLECT 1 /* pad.mode */
#define SY_PAD_MODE_EDGE 2 /* pad.mode */

/* zeros: creation: a new tensor of `shape` and `dtype` on `device`, every element `value`. dtypes: f32 f64 i32 i64 bool u8 i8 i16 f16 bf16. ops[zeros] */
SY_API sy_status sy_zeros(const int64_t *shape, int rank, sy_dtype dtype, sy_device device, sy_tensor **out);
/* ones: creation: a new tensor of `shape` and `dtype` on `device`, every element `value`. dtypes: f32 f64 i32 i64 bool u8 i8 i16 f16 bf16. ops[ones] */
SY_API sy_status sy_ones(const int64_t *shape, int rank, sy_dtype dtype, sy_device device, sy_tensor **out);
/* full: creation: a new tensor of `shape` and `dtype` on `device`, every element `value`. dtypes: f32 f64 i32 i64 bool u8 i8 i16 f16 bf16. ops[full] */
SY_API sy_status sy_full(const int64_t *shape, int rank, double value, sy_dtype dtype, sy_device device, sy_tensor **out);
/* neg: elementwise, one input, same dtype out. dtypes: f32 f64 i32 i64 u8 i8 i16 f16 bf16. ops[neg] */
SY_API sy_status sy_neg(const sy_tensor *a, sy_tensor **out);
/* abs: elementwise, one input, same dtype out. dtypes: f32 f64 i32 i64 u8 i8 i16 f16 bf16. ops[abs] */
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
/* relu: elementwise, one input, same dtype out. dtypes: f32 f64 i32 i64 u8 i8 i16 f16 bf16. ops[relu] */
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
/* sign: elementwise, one input, same dtype out. dtypes: f32 f64 i32 i64 u8 i8 i16. ops[sign] */
SY_API sy_status sy_sign(const sy_tensor *a, sy_tensor **out);
/* reciprocal: elementwise, one input, same dtype out. dtypes: f32 f64. ops[reciprocal] */
SY_API sy_status sy_reciprocal(const sy_tensor *a, sy_tensor **out);
/* softplus: elementwise, one input, same dtype out. dtypes: f32 f64. ops[softplus] */
SY_API sy_status sy_softplus(const sy_tensor *a, sy_tensor **out);
/* softsign: elementwise, one input, same dtype out. dtypes: f32 f64. ops[softsign] */
SY_API sy_status sy_softsign(const sy_tensor *a, sy_tensor **out);
/* logical_not: elementwise, one input, same dtype out. dtypes: bool. ops[logical_not] */
SY_API sy_status sy_logical_not(const sy_tensor *a, sy_tensor **out);
/* hard_swish: elementwise, one input, same dtype out. dtypes: f32 f64 f16 bf16. ops[hard_swish] */
SY_API sy_status sy_hard_swish(const sy_tensor *a, sy_tensor **out);
/* mish: elementwise, one input, same dtype out. dtypes: f32 f64 f16 bf16. ops[mish] */
SY_API sy_status sy_mish(const sy_tensor *a, sy_tensor **out);
/* add: elementwise, two inputs broadcast like NumPy, same dtype out. dtypes: f32 f64 i32 i64 u8 i8 i16 f16 bf16. ops[add] */
SY_API sy_status sy_add(const sy_tensor *a, const sy_tensor *b, sy_tensor **out);
/* sub: elementwise, two inputs broadcast like NumPy, same dtype out. dtypes: f32 f64 i32 i64 u8 i8 i16 f16 bf16. ops[sub] */
SY_API sy_status sy_sub(const sy_tensor *a, const sy_tensor *b, sy_tensor **out);
/* mul: elementwise, two inputs broadcast like NumPy, same dtype out. dtypes: f32 f64 i32 i64 u8 i8 i16 f16 bf16. ops[mul] */
SY_API sy_status sy_mul(const sy_tensor *a, const sy_tensor *b, sy_tensor **out);
/* div: elementwise, two inputs broadcast like NumPy, same dtype out. dtypes: f32 f64 f16 bf16. ops[div] */
SY_API sy_status sy_div(const sy_tensor *a, const sy_tensor *b, sy_tensor **out);
/* maximum: elementwise, two inputs broadcast like NumPy, same dtype out. dtypes: f32 f64 i32 i64 u8 i8 i16 f16 bf16. ops[maximum] */
SY_API sy_status sy_maximum(const sy_tensor *a, const sy_tensor *b, sy_tensor **out);
/* minimum: elementwise, two inputs broadcast like NumPy, same dtype out. dtypes: f32 f64 i32 i64 u8 i8 i16. ops[minimum] */
SY_API sy_status sy_minimum(const sy_tensor *a, const sy_tensor *b, sy_tensor **out);
/* pow: elementwise, two inputs broadcast like NumPy, same dtype out. dtypes: f32 f64. ops[pow] */
SY_API sy_status sy_pow(const sy_tensor *a, const sy_tensor *b, sy_tensor **out);
/* mod: elementwise, two inputs broadcast like NumPy, same dtype out. dtypes: f32 f64 i32 i64 u8 i8 i16. ops[mod] */
SY_API sy_status sy_mod(const sy_tensor *a, const sy_tensor *b, sy_tensor **out);
/* fmod: elementwise, two inputs broadcast like NumPy, same dtype out. dtypes: f32 f64 i32 i64 u8 i8 i16. ops[fmod] */
SY_API sy_status sy_fmod(const sy_tensor *a, const sy_tensor *b, sy_tensor **out);
/* logical_and: elementwise, two inputs broadcast like NumPy, same dtype out. dtypes: bool. ops[logical_and] */
SY_API sy_status sy_logical_and(const sy_tensor *a, const sy_tensor *b, sy_tensor **out);
/* logical_or: elementwise, two inputs broadcast like NumPy, same dtype out. dtypes: bool. ops[logical_or] */
SY_API sy_status sy_logical_or(const sy_tensor *a, const sy_tensor *b, sy_tensor **out);
/* logical_xor: elementwise, two inputs broadcast like NumPy, same dtype out. dtypes: bool. ops[logical_xor] */
SY_API sy_status sy_logical_xor(const sy_tensor *a, const sy_tensor *b, sy_tensor **out);
/* eq: elementwise comparison, broadcast, bool out. dtypes: f32 f64 i32 i64 bool u8 i8 i16 f16 bf16. ops[eq] */
SY_API sy_status sy_eq(const sy_tensor *a, const sy_tensor *b, sy_tensor **out);
/* lt: elementwise comparison, broadcast, bool out. dtypes: f32 f64 i32 i64 bool u8 i8 i16 f16 bf16. ops[lt] */
SY_API sy_status sy_lt(const sy_tensor *a, const sy_tensor *b, sy_tensor **out);
/* gt: elementwise comparison, broadcast, bool out. dtypes: f32 f64 i32 i64 bool u8 i8 i16 f16 bf16. ops[gt] */
SY_API sy_status sy_gt(const sy_tensor *a, const sy_tensor *b, sy_tensor **out);
/* le: elementwise comparison, broadcast, bool out. dtypes: f32 f64 i32 i64 bool u8 i8 i16 f16 bf16. ops[le] */
SY_API sy_status sy_le(const sy_tensor *a, const sy_tensor *b, sy_tensor **out);
/* ge: elementwise comparison, broadcast, bool out. dtypes: f32 f64 i32 i64 bool u8 i8 i16 f16 bf16. ops[ge] */
SY_API sy_status sy_ge(const sy_tensor *a, const sy_tensor *b, sy_tensor **out);
/* where: cond ? a : b, all three broadcast. dtypes: f32 f64 i32 i64 bool u8 i8 i16 f16 bf16. ops[where] */
SY_API sy_status sy_where(const sy_tensor *cond, const sy_tensor *a, const sy_tensor *b, sy_tensor **out);
/* matmul: matrix product over the last two axes, batch axes broadcast. dtypes: f32 f64 i32 i64 u8 i8 i16 f16 bf16. ops[matmul] */
SY_API sy_status sy_matmul(const sy_tensor *a, const sy_tensor *b, sy_tensor **out);
/* sum: reduction over one axis or SY_AXIS_ALL. dtypes: f32 f64 i32 i64 u8 i8 i16 f16 bf16. ops[sum] */
SY_API sy_status sy_sum(const sy_tensor *a, int axis, bool keepdim, sy_tensor **out);
/* mean: reduction over one axis or SY_AXIS_ALL. dtypes: f32 f64 f16 bf16. ops[mean] */
SY_API sy_status sy_mean(const sy_tensor *a, int axis, bool keepdim, sy_tensor **out);
/* max: reduction over one axis or SY_AXIS_ALL. dtypes: f32 f64 i32 i64 u8 i8 i16 f16 bf16. ops[max] */
SY_API sy_status sy_max(const sy_tensor *a, int axis, bool keepdim, sy_tensor **out);
/* min: reduction over one axis or SY_AXIS_ALL. dtypes: f32 f64 i32 i64 u8 i8 i16. ops[min] */
SY_API sy_status sy_min(const sy_tensor *a, int axis, bool keepdim, sy_tensor **out);
/* prod: reduction over one axis or SY_AXIS_ALL. dtypes: f32 f64 i32 i64 u8 i8 i16. ops[prod] */
SY_API sy_status sy_prod(const sy_tensor *a, int axis, bool keepdim, sy_tensor **out);
/* l1: reduction over one axis or SY_AXIS_ALL. dtypes: f32 f64. ops[l1] */
SY_API sy_status sy_l1(const sy_tensor *a, int axis, bool keepdim, sy_tensor **out);
/* l2: reduction over one axis or SY_AXIS_ALL. dtypes: f32 f64. ops[l2] */
SY_API sy_status sy_l2(const sy_tensor *a, int axis, bool keepdim, sy_tensor **out);
/* log_sum: reduction over one axis or SY_AXIS_ALL. dtypes: f32 f64. ops[log_sum] */
SY_API sy_status sy_log_sum(const sy_tensor *a, int axis, bool keepdim, sy_tensor **out);
/* log_sum_exp: reduction over one axis or SY_AXIS_ALL. dtypes: f32 f64. ops[log_sum_exp] */
SY_API sy_status sy_log_sum_exp(const sy_tensor *a, int axis, bool keepdim, sy_tensor **out);
/* sum_square: reduction over one axis or SY_AXIS_ALL. dtypes: f32 f64. ops[sum_square] */
SY_API sy_status sy_sum_square(const sy_tensor *a, int axis, bool keepdim, sy_tensor **out);
/* reshape: same elements, new shape (one -1 is inferred); a view when contiguous. dtypes: f32 f64 i32 i64 bool u8 i8 i16 f16 bf16. ops[reshape] */
SY_API sy_status sy_reshape(const sy_tensor *a, const int64_t *shape, int rank, sy_tensor **out);
/* permute: axes reordered; a view. dtypes: f32 f64 i32 i64 bool u8 i8 i16 f16 bf16. ops[permute] */
SY_API sy_status sy_permute(const sy_tensor *a, const int *perm, int rank, sy_tensor **out);
/* transpose: two axes swapped; a view. dtypes: f32 f64 i32 i64 bool u8 i8 i16 f16 bf16. ops[transpose] */
SY_API sy_status sy_transpose(const sy_tensor *a, int dim0, int dim1, sy_tensor **out);
/* expand: broadcast to a larger shape; a view with stride 0. dtypes: f32 f64 i32 i64 bool u8 i8 i16 f16 bf16. ops[expand] */
SY_API sy_status sy_expand(const sy_tensor *a, const int64_t *shape, int rank, sy_tensor **out);
/* cast: elementwise conversion to `dtype`. dtypes: f32 f64 i32 i64 bool u8 i8 i16 f16 bf16. ops[cast] */
SY_API sy_status sy_cast(const sy_tensor *a, sy_dtype dtype, sy_tensor **out);
/* softmax: normalized exponentials along `axis` (ONNX Softmax-13 and LogSoftmax-13: one axis, not the flattened trailing axes of opset 11). dtypes: f32 f64. ops[softmax] */
SY_API sy_status sy_softmax(const sy_tensor *x, int axis, sy_tensor **out);
/* log_softmax: normalized exponentials along `axis` (ONNX Softmax-13 and LogSoftmax-13: one axis, not the flattened trailing axes of opset 11). dtypes: f32 f64. ops[log_softmax] */
SY_API sy_status sy_log_softmax(const sy_tensor *x, int axis, sy_tensor **out);
/* argmax: the index of the extreme along `axis` as i64, the first of ties unless `select_last_index`; NaN is beyond every number, as in NumPy. dtypes: f32 f64 i32 i64 u8 i8 i16. ops[argmax] */
SY_API sy_status sy_argmax(const sy_tensor *x, int axis, bool keepdim, bool select_last_index, sy_tensor **out);
/* argmin: the index of the extreme along `axis` as i64, the first of ties unless `select_last_index`; NaN is beyond every number, as in NumPy. dtypes: f32 f64 i32 i64 u8 i8 i16. ops[argmin] */
SY_API sy_status sy_argmin(const sy_tensor *x, int axis, bool keepdim, bool select_last_index, sy_tensor **out);
/* concat: the tensors of `xs` joined along `axis`; every other dimension equal. dtypes: f32 f64 i32 i64 bool u8 i8 i16 f16 bf16. ops[concat] */
SY_API sy_status sy_concat(const sy_tensor *const *xs, int n_xs, int axis, sy_tensor **out);
/* slice: the elements of x from starts to ends (exclusive) by steps along axes (ONNX Slice-13: axes empty means 0 .. n-1, steps empty all 1; a negative start or end counts from the end; both are clamped to the axis, [-1, dim - 1] for a negative step; runtime/sy_slice.h). dtypes: f32 f64 i32 i64 bool u8 i8 i16 f16 bf16. ops[slice] */
SY_API sy_status sy_slice(const sy_tensor *x, const int64_t *starts, int n_starts, const int64_t *ends, int n_ends, const int64_t *axes, int n_axes, const int64_t *steps, int n_steps, sy_tensor **out);
/* gather: entries of `x` along `axis` at `indices` (ONNX Gather: negative indices count from the end; one out of range is refused by the kernel). dtypes: f32 f64 i32 i64 bool u8 i8 i16 f16 bf16. ops[gather] */
SY_API sy_status sy_gather(const sy_tensor *x, const sy_tensor *indices, int axis, sy_tensor **out);
/* pad: x widened by pads = [begin of axis 0, ..., begin of the last, end of axis 0, ...] (ONNX Pad's layout): `value` outside (constant), the mirror without the edge (reflect, each pad below its dimension) or the edge repeated (edge); no negative pads. dtypes: f32 f64. ops[pad] */
SY_API sy_status sy_pad(const sy_tensor *x, const int64_t *pads, int n_pads, int mode, double value, sy_tensor **out);
/* layer_norm: normalization over the axes from `axis` on: y = (x - mean) * inv_std_dev * weight + bias, with mean and inv_std_dev = 1 / sqrt(variance + epsilon) of shape x.shape[:axis] + [1, ...] (ONNX LayerNormalization-17); weight and bias, when given, have shape x.shape[axis:]. dtypes: f32 f64. ops[layer_norm] */
SY_API sy_status sy_layer_norm(const sy_tensor *x, const sy_tensor *weight, const sy_tensor *bias, int axis, double epsilon, sy_tensor **y, sy_tensor **mean, sy_tensor **inv_std_dev);
/* max_pool2d: the maximum of each window of x [N, C, H, W] (ONNX MaxPool-12, storage_order 0): pads = [top, left, bottom, right] (ONNX's layout, asymmetric), never chosen as the maximum; output size floor((H + top + bottom - dilation * (kernel - 1) - 1) / stride) + 1, or with ceil_mode the ceiling, less a last window that would start in the bottom or right padding (ONNX's rule, as PyTorch's); indices count over the whole input, ((n * C + c) * H + h) * W + w (ONNX's flattening; PyTorch's count within one plane, h * W + w); the first maximum of a window in row-major order wins a tie, and a NaN is beyond every number (the first NaN wins); a window over padding alone is refused by the rule; kernel, stride and dilation take 1..2^31-1, pads 0..2^31-1. dtypes: f32 f64 i32 i64 u8 i8 i16. ops[max_pool2d] */
SY_API sy_status sy_max_pool2d(const sy_tensor *x, const int64_t *kernel, const int64_t *stride, const int64_t *pads, const int64_t *dilation, bool ceil_mode, sy_tensor **y, sy_tensor **indices);
/* conv2d: the cross-correlation of x [N, C, H, W] with weight [M, C / groups, kH, kW], plus bias [M] when given (ONNX Conv-11, PyTorch conv2d): zero pads = [top, left, bottom, right] (ONNX's layout, asymmetric), output size floor((H + top + bottom - dilation * (kH - 1) - 1) / stride) + 1; groups divides C and M, output channel m reads the input channels of its group; a dilated kernel longer than the padded input is refused; sums in double, rounded to the dtype once. dtypes: f32 f64. ops[conv2d] */
SY_API sy_status sy_conv2d(const sy_tensor *x, const sy_tensor *weight, const sy_tensor *bias, const int64_t *stride, const int64_t *pads, const int64_t *dilation, int64_t groups, sy_tensor **out);
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
/* clip: x limited to [low, high] (ONNX Clip-13, its inputs min and max): min(max(x, low), high), so low > high gives high everywhere; low and high are optional tensor inputs of one element each (ONNX's scalars; a rank-0 tensor or any shape of one element), of x's dtype (tensors rather than float attributes: ONNX models compute them, and a float would not hold every i64), and a bound left out does not limit; a NaN in x or in a bound gives NaN (NumPy's clip, ONNX's reference). dtypes: f32 f64 i32 i64 u8 i8 i16 f16 bf16. ops[clip] */
SY_API sy_status sy_clip(const sy_tensor *x, const sy_tensor *low, const sy_tensor *high, sy_tensor **out);

#ifdef __cplusplus
}
#endif

#endif
