/* switchyard: the shape rules of the op families. Internal.
 *
 * A family in backends.yaml names its rule (`infer: broadcast` is
 * sy__infer_broadcast); the generator reads this header for the rules there
 * are, and each op's row of the op table points at its family's rule. A rule
 * computes the result's shape (and, for a view, its strides) from the inputs
 * and attributes of the call record. Everything the signature says is checked
 * before it runs (sy__infer_op in sy_infer.c): inputs of one type variable
 * share a dtype, fixed-dtype inputs have theirs, a dtype attribute names a
 * dtype, and r->key and r->out_dtype are set. Errors name the public function
 * (`op` is its name without sy_) and the shapes. A new family's rule is one
 * more function here and in runtime/sy_rules*.c.
 */
#ifndef SY_RULES_H
#define SY_RULES_H

#include "sy_oppath.h"

/* For the rules' messages: shape as "[2, 3]" in buf (SY__SHAPE_STR_MAX
 * bytes). */
static inline const char *sy__rule_shape_str(const int64_t *shape, int rank, char *buf)
{
    return sy__shape_str(shape, rank, buf, SY__SHAPE_STR_MAX);
}
/* sy__check_shape of a result (rank, dimensions, element count and bytes in
 * bounds), its errors naming the public function sy_<op> (sy_rules_shape.c). */
sy_status sy__rule_check_shape(const char *op, const int64_t *shape, int rank, sy_dtype dt);

/* a new tensor of the shape attribute (fill) */
sy_status sy__infer_fill(const sy__call *call, const char *op, sy__inferred *r);
/* the shape of the first input (unary ops, cast) */
sy_status sy__infer_same(const sy__call *call, const char *op, sy__inferred *r);
/* every input broadcast like NumPy */
sy_status sy__infer_broadcast(const sy__call *call, const char *op, sy__inferred *r);
/* the matrix product over the last two axes, batch axes broadcast */
sy_status sy__infer_matmul(const sy__call *call, const char *op, sy__inferred *r);
/* one axis (or SY_AXIS_ALL) reduced, kept as 1 with keepdim */
sy_status sy__infer_reduce(const sy__call *call, const char *op, sy__inferred *r);
/* views: the same elements in a new shape, a permutation, two axes swapped,
 * a broadcast to a larger shape; they set r->strides over the input's */
sy_status sy__infer_reshape(const sy__call *call, const char *op, sy__inferred *r);
sy_status sy__infer_permute(const sy__call *call, const char *op, sy__inferred *r);
sy_status sy__infer_transpose(const sy__call *call, const char *op, sy__inferred *r);
sy_status sy__infer_expand(const sy__call *call, const char *op, sy__inferred *r);

/* Families with `kernel: op` (runtime/sy_rules_nn.c); their attributes are in
 * the call record's slots, at SY_ATTR_<FAMILY>_<NAME> (generated/sy_kernels.h). */
/* the input's shape; the axis in range (softmax, log_softmax) */
sy_status sy__infer_softmax(const sy__call *call, const char *op, sy__inferred *r);
/* one axis reduced to an index, kept as 1 with keepdim; refuses an empty axis */
sy_status sy__infer_argmax(const sy__call *call, const char *op, sy__inferred *r);
/* the inputs joined along an axis; every other dimension equal */
sy_status sy__infer_concat(const sy__call *call, const char *op, sy__inferred *r);
/* y like x; mean and inv_std_dev of x.shape[:axis] + [1, ...]; weight and
 * bias, when given, of x.shape[axis:]; epsilon >= 0 */
sy_status sy__infer_layer_norm(const sy__call *call, const char *op, sy__inferred *r);
/* every axis widened by its begin and end pad; pads of 2 * rank values, none
 * negative; reflect pads below their dimension, edge pads of empty axes 0 */
sy_status sy__infer_pad(const sy__call *call, const char *op, sy__inferred *r);
/* ONNX Slice-13 (runtime/sy_slice.h): each named axis cut to the elements
 * from start to end by step */
sy_status sy__infer_slice(const sy__call *call, const char *op, sy__inferred *r);
/* slice's gradient: of `shape` (x's), from dy of the shape slice gives */
sy_status sy__infer_slice_backward(const sy__call *call, const char *op, sy__inferred *r);
/* x's axis replaced by the indices' shape (ONNX Gather) */
sy_status sy__infer_gather(const sy__call *call, const char *op, sy__inferred *r);
/* gather's gradient: of `shape` (x's), from dy of gather's result shape,
 * shape[:axis] + indices.shape + shape[axis + 1:]; refuses an empty axis
 * that indices would point into */
sy_status sy__infer_gather_backward(const sy__call *call, const char *op, sy__inferred *r);
/* NCHW windows over the last two axes, pads [top, left, bottom, right]: the
 * maximum and its index, [N, C, oH, oW] each (ceil_mode as ONNX MaxPool;
 * refuses a window over padding alone) */
sy_status sy__infer_max_pool2d(const sy__call *call, const char *op, sy__inferred *r);
/* max_pool2d's gradient: of `shape` (x's, [N, C, H, W]) from dy and the
 * indices, both [N, C, oH, oW] */
sy_status sy__infer_max_pool2d_backward(const sy__call *call, const char *op, sy__inferred *r);
/* [N, M, oH, oW] of x [N, C, H, W] and weight [M, C / groups, kH, kW]; bias [M]
 * when given; refuses channels that do not fit the groups and a kernel longer
 * than the padded input */
sy_status sy__infer_conv2d(const sy__call *call, const char *op, sy__inferred *r);
/* conv2d's gradients: x's (of x's shape) and weight's (of weight's shape),
 * from grad of the shape conv2d of x and weight gives under the attributes */
sy_status sy__infer_conv2d_backward_input(const sy__call *call, const char *op, sy__inferred *r);
sy_status sy__infer_conv2d_backward_weight(const sy__call *call, const char *op, sy__inferred *r);
/* pooling over 1 to 3 spatial axes (runtime/sy_rules_pool.c, the geometry
 * of runtime/sy_pool.h): x [N, C, D1..Dk] to [N, C, O1..Ok], the mean of each
 * window (refuses, without count_include_pad, a window over padding alone);
 * its gradient, of `shape` from dy of the shape avg_pool of it gives */
sy_status sy__infer_avg_pool(const sy__call *call, const char *op, sy__inferred *r);
sy_status sy__infer_avg_pool_backward(const sy__call *call, const char *op, sy__inferred *r);
/* the window checks of avg_pool's rule without ceil_mode and count_include_pad
 * (runtime/sy_rules_pool.c): kernel, stride and pads at their slots against a
 * tensor of `shape` (`what` names it), the output shape into out */
sy_status sy__pool_window_rule(const char *op, const char *what, const int64_t *shape, int rank,
                               const sy_attr_value *at, int slot_kernel, int slot_stride, int slot_pads, int64_t *out);
/* lp_pool (runtime/sy_rules_lppool.c): x [N, C, D1..Dk] to [N, C, O1..Ok],
 * p in 1..2^31-1; its gradient, of x's shape from dy and y of lp_pool's */
sy_status sy__infer_lp_pool(const sy__call *call, const char *op, sy__inferred *r);
sy_status sy__infer_lp_pool_backward(const sy__call *call, const char *op, sy__inferred *r);
/* adaptive pooling (runtime/sy_rules_adaptive.c, the windows of
 * runtime/sy_adaptive.h): x [N, C, D1..Dk] to [N, C, O1..Ok] (output_size),
 * adaptive_max_pool's i64 indices of the same shape; the mean's gradient, of
 * `shape` from dy [N, C, O1..Ok] */
sy_status sy__infer_adaptive_avg_pool(const sy__call *call, const char *op, sy__inferred *r);
sy_status sy__infer_adaptive_avg_pool_backward(const sy__call *call, const char *op, sy__inferred *r);
sy_status sy__infer_adaptive_max_pool(const sy__call *call, const char *op, sy__inferred *r);
/* sliding blocks (runtime/sy_rules_col2im.c, the geometry of
 * runtime/sy_col2im.h): col2im sums x [N, C * B, L] into [N, C, I1..Ik]
 * (image_shape; B the taps of block_shape, L its blocks over the padded
 * image); im2col takes x [N, C, I1..Ik] to [N, C * B, L] */
sy_status sy__infer_col2im(const sy__call *call, const char *op, sy__inferred *r);
sy_status sy__infer_im2col(const sy__call *call, const char *op, sy__inferred *r);
/* group_norm (runtime/sy_rules_groupnorm.c): x [N, C, ...] of its own shape,
 * num_groups dividing C, scale and bias [C]; its gradient, of x's shape
 * (wrt 0) or [C] (wrt 1, 2), from dy of x's shape */
sy_status sy__infer_group_norm(const sy__call *call, const char *op, sy__inferred *r);
sy_status sy__infer_group_norm_backward(const sy__call *call, const char *op, sy__inferred *r);
/* [N, M, oH, oW] of x [N, C, H, W] and weight [C, M / groups, kH, kW] (conv2d's
 * input gradient, output_padding below the stride), bias [M] when given; its
 * x gradient, of x's shape from dy of that shape (runtime/sy_rules_pool.c) */
sy_status sy__infer_conv_transpose2d(const sy__call *call, const char *op, sy__inferred *r);
sy_status sy__infer_conv_transpose2d_backward_input(const sy__call *call, const char *op, sy__inferred *r);
/* convolution over 1 to 3 spatial axes (runtime/sy_rules_conv.c, the geometry
 * of runtime/sy_conv.h): conv's [N, M, O1..Ok] of x [N, C, D1..Dk] and weight
 * [M, C / groups, K1..Kk]; its input and weight gradients of x's and weight's
 * shapes from dy of that shape; the bias gradient [M] of dy [N, M, ...];
 * conv_transpose's [N, M, O1..Ok] of x and weight [C, M / groups, K1..Kk]
 * and its x gradient */
sy_status sy__infer_conv(const sy__call *call, const char *op, sy__inferred *r);
sy_status sy__infer_conv_backward_input(const sy__call *call, const char *op, sy__inferred *r);
sy_status sy__infer_conv_backward_weight(const sy__call *call, const char *op, sy__inferred *r);
sy_status sy__infer_conv_backward_bias(const sy__call *call, const char *op, sy__inferred *r);
sy_status sy__infer_conv_transpose(const sy__call *call, const char *op, sy__inferred *r);
sy_status sy__infer_conv_transpose_backward_input(const sy__call *call, const char *op, sy__inferred *r);
/* max_pool over 1 to 3 spatial axes (runtime/sy_rules_maxpool.c): [N, C, O1..Ok]
 * of x [N, C, D1..Dk], twice (y and the indices); refuses a window over
 * padding alone. Its gradient, of `shape` from dy and indices of one shape */
sy_status sy__infer_max_pool(const sy__call *call, const char *op, sy__inferred *r);
sy_status sy__infer_max_pool_backward(const sy__call *call, const char *op, sy__inferred *r);
/* prelu (runtime/sy_rules_act.c): x's shape; slope broadcasts to it */
sy_status sy__infer_prelu(const sy__call *call, const char *op, sy__inferred *r);
/* clip (runtime/sy_rules_act.c): x's shape; low and high, when given, of one
 * element each */
sy_status sy__infer_clip(const sy__call *call, const char *op, sy__inferred *r);

/* Scans and sorting (runtime/sy_rules_scan.c). cumsum: x's shape, x of rank
 * 1 or more and the axis in range */
sy_status sy__infer_cumsum(const sy__call *call, const char *op, sy__inferred *r);
/* values and indices of x's shape with the axis cut to k (0..its length) */
sy_status sy__infer_topk(const sy__call *call, const char *op, sy__inferred *r);
/* values and indices of x's shape; x of rank 1 or more */
sy_status sy__infer_sort(const sy__call *call, const char *op, sy__inferred *r);

/* Whether a value (a fill's, pad's constant) fits dt: an integer dtype takes
 * the integers of its width and signedness, a float narrower than double
 * every value up to its largest finite one (and inf, NaN); double and bool
 * anything. SY_E_INVALID_ARGUMENT "sy_<op>: value V does not fit <dtype>". */
sy_status sy__rule_value_fits(const char *op, double v, sy_dtype dt);
/* Shape and layout ops (runtime/sy_rules_shape.c). */
/* x's shape, rank 2 or more; k, when given, one i64 (its value is the
 * kernel's) */
sy_status sy__infer_trilu(const sy__call *call, const char *op, sy__inferred *r);
/* [N, C, H, W] to [N, C / b^2, H * b, W * b]; b^2 divides C */
sy_status sy__infer_depth_to_space(const sy__call *call, const char *op, sy__inferred *r);
/* [N, C, H, W] to [N, C * b^2, H / b, W / b]; b divides H and W (space_to_depth,
 * and depth_to_space's gradient op) */
sy_status sy__infer_space_to_depth(const sy__call *call, const char *op, sy__inferred *r);
sy_status sy__infer_depth_to_space_backward(const sy__call *call, const char *op, sy__inferred *r);
/* x's shape, rank 2 (EyeLike) */
sy_status sy__infer_eye_like(const sy__call *call, const char *op, sy__inferred *r);
/* each axis times its repeat (tile), or divided by it (tile_backward) */
sy_status sy__infer_tile(const sy__call *call, const char *op, sy__inferred *r);
sy_status sy__infer_tile_backward(const sy__call *call, const char *op, sy__inferred *r);
/* every tensor of the list broadcast together like NumPy (runtime/sy_rules_nary.c) */
sy_status sy__infer_nary(const sy__call *call, const char *op, sy__inferred *r);

/* The indexing ops (runtime/sy_rules_index.c): indices of the data's rank,
 * no dimension longer than the data's outside the axis, an empty axis with
 * indices refused. gather_elements: indices' shape; its gradient: `shape`
 * (x's) from dy of indices' shape; scatter_elements: x's shape, updates of
 * indices' shape; its gradient: dy's shape (x's) or indices' (wrt_updates). */
sy_status sy__infer_gather_elements(const sy__call *call, const char *op, sy__inferred *r);
sy_status sy__infer_gather_elements_backward(const sy__call *call, const char *op, sy__inferred *r);
sy_status sy__infer_scatter_elements(const sy__call *call, const char *op, sy__inferred *r);
sy_status sy__infer_scatter_elements_backward(const sy__call *call, const char *op, sy__inferred *r);
/* gather_nd: indices.shape[:-1] + x.shape[batch_dims + m:] (m the tuples'
 * length, indices.shape[-1], 1..rank - batch_dims); its gradient: `shape`
 * (x's) from dy of that shape; scatter_nd: x's shape, updates of
 * indices.shape[:-1] + x.shape[m:]; its gradient: dy's shape or updates'. */
sy_status sy__infer_gather_nd(const sy__call *call, const char *op, sy__inferred *r);
sy_status sy__infer_gather_nd_backward(const sy__call *call, const char *op, sy__inferred *r);
sy_status sy__infer_scatter_nd(const sy__call *call, const char *op, sy__inferred *r);
sy_status sy__infer_scatter_nd_backward(const sy__call *call, const char *op, sy__inferred *r);
/* one_hot: indices' shape with an axis of `depth` inserted at `axis` (of
 * rank + 1), values of shape [2], depth 1 or more; its gradient: [2] from dy
 * of that shape. */
sy_status sy__infer_one_hot(const sy__call *call, const char *op, sy__inferred *r);
sy_status sy__infer_one_hot_backward(const sy__call *call, const char *op, sy__inferred *r);
/* dropout: y and the bool mask of x's shape; ratio and training_mode, when
 * given, of one element each; seed in 0..2^32-1 (NumPy's RandomState). */
sy_status sy__infer_dropout(const sy__call *call, const char *op, sy__inferred *r);
/* The losses (runtime/sy_rules_loss.c). nll_loss: x [N, C, d...] of rank 2
 * or more, target [N, d...], weight [C] when given; the loss of target's
 * shape (reduction none) or a scalar; its gradient: `shape` (x's) from dy of
 * that shape, the gradient of weight refused. */
sy_status sy__infer_nll_loss(const sy__call *call, const char *op, sy__inferred *r);
sy_status sy__infer_nll_loss_backward(const sy__call *call, const char *op, sy__inferred *r);

/* General-purpose ops (runtime/sy_rules_misc.c). */
/* x's shape; axes in -rank..rank-1, none twice */
sy_status sy__infer_flip(const sy__call *call, const char *op, sy__inferred *r);
/* dy and x of one shape, the result's */
sy_status sy__infer_gelu_backward(const sy__call *call, const char *op, sy__inferred *r);

/* Linear algebra (runtime/sy_rules_linalg.c). det: x [..., n, n] of rank 2
 * or more, the result x's shape without its last two axes. */
sy_status sy__infer_det(const sy__call *call, const char *op, sy__inferred *r);
/* reverse_sequence: x of rank 2 or more, its shape; batch_axis and time_axis
 * 0 and 1, one each; sequence_lens [batch] (the lengths: the kernel) */
sy_status sy__infer_reverse_sequence(const sy__call *call, const char *op, sy__inferred *r);

/* Ops of data-dependent shape (`shape: values`; runtime/sy_rules_dyn.c): the
 * rule checks what the shapes and attributes say and leaves -1 in each
 * dimension the values decide, which the kernel's sizing call gives
 * (runtime/sy_contract.h). nonzero: [rank of x, -1], x of rank 1 or more;
 * compress: x's shape with the axis -1 (SY_AXIS_ALL: [-1] of x flattened),
 * condition of rank 1 no longer than that axis; unique: y of x's shape with
 * the axis -1 (SY_AXIS_ALL: [-1]), indices, inverse_indices (the axis's
 * length, or x's count) and counts of [-1]; range: [-1], start, limit and
 * delta of one element each. */
sy_status sy__infer_nonzero(const sy__call *call, const char *op, sy__inferred *r);
sy_status sy__infer_compress(const sy__call *call, const char *op, sy__inferred *r);
sy_status sy__infer_unique(const sy__call *call, const char *op, sy__inferred *r);
sy_status sy__infer_range(const sy__call *call, const char *op, sy__inferred *r);
/* stack: xs of one shape, joined along a new axis at `axis` of the result
 * (-(rank + 1)..rank), of length the count of xs; rank + 1 <= SY_MAX_RANK. */
sy_status sy__infer_stack(const sy__call *call, const char *op, sy__inferred *r);
/* Random draws (runtime/sy_rules_random.c): x's shape (multinomial: [batch,
 * sample_size] of x [batch, classes]); uniform and normal take finite
 * parameters (low <= high, scale >= 0). */
sy_status sy__infer_random_uniform_like(const sy__call *call, const char *op, sy__inferred *r);
sy_status sy__infer_random_normal_like(const sy__call *call, const char *op, sy__inferred *r);
sy_status sy__infer_bernoulli(const sy__call *call, const char *op, sy__inferred *r);
sy_status sy__infer_multinomial(const sy__call *call, const char *op, sy__inferred *r);
/* Interpolation (runtime/sy_rules_resize.c). resize: x of rank 1 or more
 * without an empty axis, sizes one length (1 or more) per axis, the result;
 * roi [2 * rank] when given (required by tf_crop_and_resize), scales [rank];
 * its gradient: `shape` (x's) from dy of the resized shape. */
sy_status sy__infer_resize(const sy__call *call, const char *op, sy__inferred *r);
sy_status sy__infer_resize_backward(const sy__call *call, const char *op, sy__inferred *r);
/* mse_loss (runtime/sy_rules_mse.c): x and target of one shape; the loss of
 * that shape (reduction none) or a scalar; its gradient op: x's shape from dy
 * of the loss's shape. */
sy_status sy__infer_mse_loss(const sy__call *call, const char *op, sy__inferred *r);
sy_status sy__infer_mse_loss_backward(const sy__call *call, const char *op, sy__inferred *r);
/* embedding (runtime/sy_rules_mse.c): weight [V, D], any indices; the rows
 * indices.shape + [D]. */
sy_status sy__infer_embedding(const sy__call *call, const char *op, sy__inferred *r);
/* grid_sample (runtime/sy_rules_grid.c): x [N, C, H, W], grid [N, Ho, Wo, 2];
 * [N, C, Ho, Wo]. Its gradient op: dy of that shape; x's or grid's shape. */
sy_status sy__infer_grid_sample(const sy__call *call, const char *op, sy__inferred *r);
sy_status sy__infer_grid_sample_backward(const sy__call *call, const char *op, sy__inferred *r);
/* max_unpool (runtime/sy_rules_grid.c): x and indices [N, C, D1..Dk] of one
 * shape; [N, C, O1..Ok] from kernel, stride and pads, output_shape equal to
 * it when given. Its gradient op: indices' shape from dy [N, C, O1..Ok]. */
sy_status sy__infer_max_unpool(const sy__call *call, const char *op, sy__inferred *r);
sy_status sy__infer_max_unpool_backward(const sy__call *call, const char *op, sy__inferred *r);
/* The collectives (runtime/sy_rules_coll.c; their kernel is runtime/sy_mpi.c):
 * all_gather: [size, *x.shape], size the communicator's (x's rank below
 * SY_MAX_RANK); reduce_scatter: x.shape[1:] (x's leading axis, which must
 * be the communicator's size, is checked by the kernel before the ranks
 * exchange their metadata, so that every rank learns of a refusal). */
sy_status sy__infer_all_gather(const sy__call *call, const char *op, sy__inferred *r);
sy_status sy__infer_reduce_scatter(const sy__call *call, const char *op, sy__inferred *r);
/* Helpers for rules: axis in -rank..rank-1, normalized into *out (an error
 * naming `what` otherwise). */
sy_status sy__rule_axis(const char *op, const char *what, int64_t axis, int rank, int *out);

#endif
