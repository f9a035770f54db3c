/* @generated from backends.yaml by generator/ -- DO NOT EDIT; regenerate with `make generate` */
/* The functions generated/sy_derivatives.c defines (one backward function
 * per op with a gradient, referenced by the op table of sy_ops.c) and the
 * helpers its formulas call (backends.yaml helpers:, defined by hand in
 * runtime/sy_bw_helpers.c). Internal to the library. */
#ifndef SY_DERIVATIVES_H
#define SY_DERIVATIVES_H

#include "sy_abi.h"
#if SY_RUNTIME_ABI != 5
#error "generated/ was rendered for runtime ABI 5 (backends.yaml abi:), but runtime/sy_abi.h has another SY_RUNTIME_ABI; regenerate with `make generate` or use the runtime this was generated for"
#endif

#include "sy_autodiff.h"

sy_status sy__backward_neg(sy__backward_ctx *ctx);
sy_status sy__backward_abs(sy__backward_ctx *ctx);
sy_status sy__backward_exp(sy__backward_ctx *ctx);
sy_status sy__backward_log(sy__backward_ctx *ctx);
sy_status sy__backward_sqrt(sy__backward_ctx *ctx);
sy_status sy__backward_tanh(sy__backward_ctx *ctx);
sy_status sy__backward_sigmoid(sy__backward_ctx *ctx);
sy_status sy__backward_relu(sy__backward_ctx *ctx);
sy_status sy__backward_sin(sy__backward_ctx *ctx);
sy_status sy__backward_cos(sy__backward_ctx *ctx);
sy_status sy__backward_tan(sy__backward_ctx *ctx);
sy_status sy__backward_asin(sy__backward_ctx *ctx);
sy_status sy__backward_acos(sy__backward_ctx *ctx);
sy_status sy__backward_atan(sy__backward_ctx *ctx);
sy_status sy__backward_sinh(sy__backward_ctx *ctx);
sy_status sy__backward_cosh(sy__backward_ctx *ctx);
sy_status sy__backward_asinh(sy__backward_ctx *ctx);
sy_status sy__backward_acosh(sy__backward_ctx *ctx);
sy_status sy__backward_atanh(sy__backward_ctx *ctx);
sy_status sy__backward_erf(sy__backward_ctx *ctx);
sy_status sy__backward_reciprocal(sy__backward_ctx *ctx);
sy_status sy__backward_softplus(sy__backward_ctx *ctx);
sy_status sy__backward_softsign(sy__backward_ctx *ctx);
sy_status sy__backward_hard_swish(sy__backward_ctx *ctx);
sy_status sy__backward_mish(sy__backward_ctx *ctx);
sy_status sy__backward_add(sy__backward_ctx *ctx);
sy_status sy__backward_sub(sy__backward_ctx *ctx);
sy_status sy__backward_mul(sy__backward_ctx *ctx);
sy_status sy__backward_div(sy__backward_ctx *ctx);
sy_status sy__backward_maximum(sy__backward_ctx *ctx);
sy_status sy__backward_minimum(sy__backward_ctx *ctx);
sy_status sy__backward_pow(sy__backward_ctx *ctx);
sy_status sy__backward_mod(sy__backward_ctx *ctx);
sy_status sy__backward_fmod(sy__backward_ctx *ctx);
sy_status sy__backward_where(sy__backward_ctx *ctx);
sy_status sy__backward_matmul(sy__backward_ctx *ctx);
sy_status sy__backward_sum(sy__backward_ctx *ctx);
sy_status sy__backward_mean(sy__backward_ctx *ctx);
sy_status sy__backward_max(sy__backward_ctx *ctx);
sy_status sy__backward_min(sy__backward_ctx *ctx);
sy_status sy__backward_l1(sy__backward_ctx *ctx);
sy_status sy__backward_l2(sy__backward_ctx *ctx);
sy_status sy__backward_log_sum(sy__backward_ctx *ctx);
sy_status sy__backward_log_sum_exp(sy__backward_ctx *ctx);
sy_status sy__backward_sum_square(sy__backward_ctx *ctx);
sy_status sy__backward_reshape(sy__backward_ctx *ctx);
sy_status sy__backward_permute(sy__backward_ctx *ctx);
sy_status sy__backward_transpose(sy__backward_ctx *ctx);
sy_status sy__backward_expand(sy__backward_ctx *ctx);
sy_status sy__backward_cast(sy__backward_ctx *ctx);
sy_status sy__backward_softmax(sy__backward_ctx *ctx);
sy_status sy__backward_log_softmax(sy__backward_ctx *ctx);
sy_status sy__backward_concat(sy__backward_ctx *ctx);
sy_status sy__backward_slice(sy__backward_ctx *ctx);
sy_status sy__backward_gather(sy__backward_ctx *ctx);
sy_status sy__backward_layer_norm(sy__backward_ctx *ctx);
sy_status sy__backward_max_pool2d(sy__backward_ctx *ctx);
sy_status sy__backward_conv2d(sy__backward_ctx *ctx);
sy_status sy__backward_add_n(sy__backward_ctx *ctx);
sy_status sy__backward_mean_n(sy__backward_ctx *ctx);
sy_status sy__backward_cumsum(sy__backward_ctx *ctx);
sy_status sy__backward_topk(sy__backward_ctx *ctx);
sy_status sy__backward_sort(sy__backward_ctx *ctx);
sy_status sy__backward_trilu(sy__backward_ctx *ctx);
sy_status sy__backward_depth_to_space(sy__backward_ctx *ctx);
sy_status sy__backward_space_to_depth(sy__backward_ctx *ctx);
sy_status sy__backward_tile(sy__backward_ctx *ctx);
sy_status sy__backward_gather_elements(sy__backward_ctx *ctx);
sy_status sy__backward_scatter_elements(sy__backward_ctx *ctx);
sy_status sy__backward_gather_nd(sy__backward_ctx *ctx);
sy_status sy__backward_scatter_nd(sy__backward_ctx *ctx);
sy_status sy__backward_one_hot(sy__backward_ctx *ctx);
sy_status sy__backward_leaky_relu(sy__backward_ctx *ctx);
sy_status sy__backward_elu(sy__backward_ctx *ctx);
sy_status sy__backward_celu(sy__backward_ctx *ctx);
sy_status sy__backward_thresholded_relu(sy__backward_ctx *ctx);
sy_status sy__backward_hard_sigmoid(sy__backward_ctx *ctx);
sy_status sy__backward_selu(sy__backward_ctx *ctx);
sy_status sy__backward_shrink(sy__backward_ctx *ctx);
sy_status sy__backward_prelu(sy__backward_ctx *ctx);
sy_status sy__backward_clip(sy__backward_ctx *ctx);
sy_status sy__backward_nll_loss(sy__backward_ctx *ctx);
sy_status sy__backward_flip(sy__backward_ctx *ctx);
sy_status sy__backward_gelu(sy__backward_ctx *ctx);
sy_status sy__backward_avg_pool(sy__backward_ctx *ctx);
sy_status sy__backward_conv_transpose2d(sy__backward_ctx *ctx);
sy_status sy__backward_conv(sy__backward_ctx *ctx);
sy_status sy__backward_conv_transpose(sy__backward_ctx *ctx);
sy_status sy__backward_max_pool(sy__backward_ctx *ctx);
sy_status sy__backward_lp_pool(sy__backward_ctx *ctx);
sy_status sy__backward_adaptive_avg_pool(sy__backward_ctx *ctx);
sy_status sy__backward_adaptive_max_pool(sy__backward_ctx *ctx);
sy_status sy__backward_group_norm(sy__backward_ctx *ctx);
sy_status sy__backward_stack(sy__backward_ctx *ctx);
sy_status sy__backward_resize(sy__backward_ctx *ctx);
sy_status sy__backward_mse_loss(sy__backward_ctx *ctx);
sy_status sy__backward_embedding(sy__backward_ctx *ctx);
sy_status sy__backward_reverse_sequence(sy__backward_ctx *ctx);
sy_status sy__backward_grid_sample(sy__backward_ctx *ctx);
sy_status sy__backward_max_unpool(sy__backward_ctx *ctx);
sy_status sy__backward_col2im(sy__backward_ctx *ctx);
sy_status sy__backward_im2col(sy__backward_ctx *ctx);
sy_status sy__backward_all_reduce(sy__backward_ctx *ctx);
sy_status sy__backward_broadcast(sy__backward_ctx *ctx);
sy_status sy__backward_all_gather(sy__backward_ctx *ctx);
sy_status sy__backward_reduce_scatter(sy__backward_ctx *ctx);

sy_status sy__bw_unreduce(sy__backward_ctx *ctx, const sy_tensor *p0, const sy_tensor *p1, int p2, bool p3, sy_tensor **out); /* Broadcast a reduction's output (or gradient) back to the shape of the reduced input. */
double sy__bw_reduced_count(const sy_tensor *p0, int p1); /* How many elements each output of a reduction over `axis` combined. */
sy__dims sy__bw_shape_of(const sy_tensor *p0); /* The shape of a tensor. */
sy__dims sy__bw_spatial_shape_of(const sy_tensor *p0); /* The shape of a tensor [N, C, D1, ...] from its third axis on, [D1, ...]: its spatial shape (im2col's gradient, col2im onto it). */
sy_dtype sy__bw_dtype_of(const sy_tensor *p0); /* The dtype of a tensor. */
sy__perm sy__bw_inverse(const int *p0, int p0_rank); /* The inverse of a permutation. */
sy_status sy__bw_part(sy__backward_ctx *ctx, const sy_tensor *p0, const sy_tensor *p1, int p2, sy_tensor **out); /* The part of a result along `axis` that `piece`, the tensor of a variadic input its formula runs for, fills when the op joins the list there (concat): a view. */
sy_status sy__bw_mul_opt(sy__backward_ctx *ctx, const sy_tensor *p0, const sy_tensor *p1, sy_tensor **out); /* mul(a, b), or a when b is an optional input left out (NULL). */
sy_status sy__bw_norm_mean(sy__backward_ctx *ctx, const sy_tensor *p0, int p1, sy_tensor **out); /* The mean over the axes from `axis` on, those kept as ones (layer_norm's statistics). */
double sy__bw_norm_count(const sy_tensor *p0, int p1); /* How many elements the axes from `axis` on hold. */
bool sy__bw_negated(bool p0); /* The other truth value of a bool (not b): an attribute flipped (cumsum's reverse). */
sy_status sy__bw_list_share(sy__backward_ctx *ctx, const sy_tensor *p0, sy_tensor **out); /* t divided by the number of tensors of the variadic input whose formula runs: each one's share of a mean over the list (mean_n). */
sy_status sy__bw_stack_part(sy__backward_ctx *ctx, const sy_tensor *p0, int p1, sy_tensor **out); /* The slice of a result along `axis` at the place in the list of the tensor of a variadic input its formula runs for, that axis dropped: the part it fills when the op joins the list along a new axis there (stack); a view. */

#endif
