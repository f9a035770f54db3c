/* The driver of the NumPy reference test (tests/reference/): runs small
 * programs of switchyard calls read from stdin, through the public API only,
 * and prints what they computed. One command per line; every command prints
 * exactly one line (`devices` prints one per device and then `end`).
 *
 *   devices                       dev <backend id> <name> <index> <stored dtypes, comma-separated>
 *                                 for every device of every enabled backend, then `end`
 *   ops                           ops <name>... (the library's op table, in enum order)
 *   use <backend id> <index>      later inputs and fills go to this device
 *   in <slot> <dtype> <rank> <dims>... <hex|->   sy_tensor_from_data (bytes in host order)
 *   track <slot> <src>            sy_track onto the autodiff device around the current one
 *   op <slot> <op> <n> <in slots>... [key=value]...
 *                                 (an input slot `-` is an absent optional input; an op
 *                                 with several results puts them in slot, slot+1, ...)
 *                                 the op's public function; attributes: shape=2,3 (shape=
 *                                 for rank 0), perm=1,0, axis=-1 (or all), keepdim=0|1,
 *                                 dim0=, dim1=, dtype=f32, value=1.5 (strtod: nan, inf),
 *                                 select_last_index=0|1, pads=1,0,0,1, kernel=3,3,
 *                                 stride=2,2 and dilation=1,2 (1,1 when left out),
 *                                 ceil_mode=0|1, count_include_pad=0|1, groups= (1 when
 *                                 left out), output_padding=1,0, exclusive=,
 *                                 reverse=, largest=, sorted=, descending= (0|1), k=,
 *                                 reduction=0|1|2 (none, add, mul), wrt_updates=0|1,
 *                                 batch_dims=, depth=, ignore_index=, transform= (resize; sizes in shape=),
 *                                 transform=, nearest_mode=, cubic_coeff_a=,
 *                                 exclude_outside=, extrapolation_value=; up to 8
 *                                 batch_dims=, depth=, ignore_index=, wrt_target=0|1; up to 8
 *                                 inputs (variadic ops)
 *   get <slot>                    val <dtype> <rank> <dims>... <hex|->
 *   backward <slot>               sy_backward from a one-element tracked loss
 *   grad <slot>                   the gradient of a leaf, as `val ...`
 *   reset                         releases every slot and the gradients
 *   sync <token>                  `reset`, cpu:0 in use again, then prints `sync <token>`:
 *                                 the end of a batch, when one driver runs many
 *   capture <path> <op> <n> <in slots>... [key=value]...
 *                                 records the op on a new capture device (its inputs moved
 *                                 there are the graph's inputs, in order; a slot written
 *                                 c<slot> is a constant of the graph instead) and saves the
 *                                 graph to path (sy_graph_save_path)
 *   replay <slot> <path> <n> <in slots>...
 *                                 sy_graph_load_path, then sy_graph_run on the current device;
 *                                 its output k goes to slot + k
 *
 * A command that fails prints `err <status name> <sy_last_error()>`;
 * otherwise `ok` (or `val`). The op table comes from backends.yaml through
 * sy_ref_ops.h (tests/reference/ref_ops.py). */
#define _POSIX_C_SOURCE 200809L /* getline */
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "switchyard.h"
#include "sy_ref_ops.h"

#define MAX_SLOTS 512
#define MAX_TOKENS (16 + 3 * SY_MAX_RANK)

typedef struct attrs {
    int64_t shape[SY_MAX_RANK];
    int rank;
    int perm[SY_MAX_RANK];
    int perm_rank;
    int axis;
    bool keepdim;
    bool select_last_index;
    double epsilon;
    double alpha, beta; /* ew_alpha, ew_alpha_beta */
    int64_t pads[SY_MAX_RANK];
    int n_pads;
    int mode;
    int reduction;    /* scatter_elements */
    bool wrt_updates; /* scatter_elements_backward, scatter_nd_backward */
    int64_t batch_dims; /* gather_nd, gather_nd_backward */
    int64_t depth;      /* one_hot */
    int64_t seed;       /* dropout */
    int64_t ignore_index; /* nll_loss, nll_loss_backward */
    /* resize (sizes in shape), resize_backward: mode above, SY_RESIZE_* values */
    int transform, nearest_mode;
    double cubic_coeff_a, extrapolation_value;
    bool exclude_outside;
    bool wrt_target;      /* mse_loss_backward */
    int64_t batch_axis, time_axis; /* reverse_sequence */
    int padding_mode;               /* grid_sample, grid_sample_backward (mode above) */
    bool align_corners, wrt_grid;
    int64_t output_shape[SY_MAX_RANK]; /* max_unpool (kernel, stride, pads above) */
    int n_output_shape;
    int64_t image_shape[SY_MAX_RANK], block_shape[SY_MAX_RANK]; /* col2im, im2col (stride, pads, dilation above) */
    int n_image_shape, n_block_shape;
    int64_t starts[SY_MAX_RANK], ends[SY_MAX_RANK], axes[SY_MAX_RANK], steps[SY_MAX_RANK]; /* slice */
    int n_starts, n_ends, n_axes, n_steps;
    int64_t repeats[SY_MAX_RANK]; /* tile, tile_backward */
    int n_repeats;
    int64_t blocksize, k; /* depth_to_space and its kin, eye_like */
    bool upper;           /* trilu */
    int64_t kernel[SY_MAX_RANK], stride[SY_MAX_RANK], dilation[SY_MAX_RANK]; /* max_pool2d, conv2d */
    int n_kernel, n_stride, n_dilation;
    bool ceil_mode;
    bool count_include_pad; /* avg_pool, avg_pool_backward */
    int64_t output_padding[SY_MAX_RANK]; /* conv_transpose2d and its gradient (0, 0 when left out) */
    int64_t storage_order;               /* max_pool, max_pool_backward */
    int64_t p;                           /* lp_pool, lp_pool_backward (2 when left out) */
    int64_t output_size[SY_MAX_RANK];    /* adaptive_avg_pool, adaptive_max_pool */
    int n_output_size;
    int64_t num_groups, wrt;             /* group_norm, group_norm_backward (epsilon above) */
    int n_output_padding;
    int64_t groups;
    bool exclusive, reverse;          /* cumsum */
    /* k: topk's too (above) */
    bool largest, sorted, descending; /* topk, sort */
    int n_in; /* the call's inputs: a variadic op takes them all */
    int dim0, dim1;
    sy_dtype dtype;
    double value;
    sy_device device;
} attrs;

typedef sy_status (*caller)(sy_tensor *const *in, const attrs *a, sy_tensor **out);

/* One caller per class, named after the class (ref_ops.py). */
#define CALL_fill_fixed(op) \
    static sy_status call_##op(sy_tensor *const *in, const attrs *a, sy_tensor **out) \
    { (void)in; return sy_##op(a->shape, a->rank, a->dtype, a->device, out); }
#define CALL_fill(op) \
    static sy_status call_##op(sy_tensor *const *in, const attrs *a, sy_tensor **out) \
    { (void)in; return sy_##op(a->shape, a->rank, a->value, a->dtype, a->device, out); }
#define CALL_unary(op) \
    static sy_status call_##op(sy_tensor *const *in, const attrs *a, sy_tensor **out) \
    { (void)a; return sy_##op(in[0], out); }
#define CALL_binary(op) \
    static sy_status call_##op(sy_tensor *const *in, const attrs *a, sy_tensor **out) \
    { (void)a; return sy_##op(in[0], in[1], out); }
#define CALL_compare CALL_binary
#define CALL_matmul CALL_binary
#define CALL_where(op) \
    static sy_status call_##op(sy_tensor *const *in, const attrs *a, sy_tensor **out) \
    { (void)a; return sy_##op(in[0], in[1], in[2], out); }
#define CALL_reduce(op) \
    static sy_status call_##op(sy_tensor *const *in, const attrs *a, sy_tensor **out) \
    { return sy_##op(in[0], a->axis, a->keepdim, out); }
#define CALL_reshape(op) \
    static sy_status call_##op(sy_tensor *const *in, const attrs *a, sy_tensor **out) \
    { return sy_##op(in[0], a->shape, a->rank, out); }
#define CALL_expand CALL_reshape
#define CALL_permute(op) \
    static sy_status call_##op(sy_tensor *const *in, const attrs *a, sy_tensor **out) \
    { return sy_##op(in[0], a->perm, a->perm_rank, out); }
#define CALL_transpose(op) \
    static sy_status call_##op(sy_tensor *const *in, const attrs *a, sy_tensor **out) \
    { return sy_##op(in[0], a->dim0, a->dim1, out); }
#define CALL_cast(op) \
    static sy_status call_##op(sy_tensor *const *in, const attrs *a, sy_tensor **out) \
    { return sy_##op(in[0], a->dtype, out); }
#define CALL_softmax(op) \
    static sy_status call_##op(sy_tensor *const *in, const attrs *a, sy_tensor **out) \
    { return sy_##op(in[0], a->axis, out); }
#define CALL_argmax(op) \
    static sy_status call_##op(sy_tensor *const *in, const attrs *a, sy_tensor **out) \
    { return sy_##op(in[0], a->axis, a->keepdim, a->select_last_index, out); }
#define CALL_concat(op) \
    static sy_status call_##op(sy_tensor *const *in, const attrs *a, sy_tensor **out) \
    { return sy_##op((const sy_tensor *const *)in, a->n_in, a->axis, out); }
#define CALL_stack CALL_concat
#define CALL_predicate(op) \
    static sy_status call_##op(sy_tensor *const *in, const attrs *a, sy_tensor **out) \
    { (void)a; return sy_##op(in[0], out); }
#define CALL_nary(op) \
    static sy_status call_##op(sy_tensor *const *in, const attrs *a, sy_tensor **out) \
    { return sy_##op((const sy_tensor *const *)in, a->n_in, out); }
/* several results: the caller's slot and the next ones (cmd_op reserves them) */
#define CALL_layer_norm(op) \
    static sy_status call_##op(sy_tensor *const *in, const attrs *a, sy_tensor **out) \
    { return sy_##op(in[0], in[1], in[2], a->axis, a->epsilon, &out[0], &out[1], &out[2]); }
#define CALL_pad(op) \
    static sy_status call_##op(sy_tensor *const *in, const attrs *a, sy_tensor **out) \
    { return sy_##op(in[0], a->pads, a->n_pads, a->mode, a->value, out); }
/* stride and dilation of 2 values each (cmd_op fills in 1, 1 when left out), pads of 4 */
#define CALL_max_pool2d(op) \
    static sy_status call_##op(sy_tensor *const *in, const attrs *a, sy_tensor **out) \
    { return sy_##op(in[0], a->kernel, a->stride, a->pads, a->dilation, a->ceil_mode, &out[0], &out[1]); }
#define CALL_conv2d(op) \
    static sy_status call_##op(sy_tensor *const *in, const attrs *a, sy_tensor **out) \
    { return sy_##op(in[0], in[1], in[2], a->stride, a->pads, a->dilation, a->groups, out); }
#define CALL_conv2d_backward_input(op) \
    static sy_status call_##op(sy_tensor *const *in, const attrs *a, sy_tensor **out) \
    { return sy_##op(in[0], in[1], in[2], a->stride, a->pads, a->dilation, a->groups, out); }
#define CALL_conv2d_backward_weight CALL_conv2d_backward_input
#define CALL_max_pool2d_backward(op) \
    static sy_status call_##op(sy_tensor *const *in, const attrs *a, sy_tensor **out) \
    { return sy_##op(in[0], in[1], a->shape, a->rank, out); }
/* kernel, stride and pads of as many values as given (none: all 1, all 0) */
#define CALL_avg_pool(op) \
    static sy_status call_##op(sy_tensor *const *in, const attrs *a, sy_tensor **out) \
    { return sy_##op(in[0], a->kernel, a->n_kernel, a->stride, a->n_stride, a->pads, a->n_pads, a->ceil_mode, \
                     a->count_include_pad, out); }
#define CALL_avg_pool_backward(op) \
    static sy_status call_##op(sy_tensor *const *in, const attrs *a, sy_tensor **out) \
    { return sy_##op(in[0], a->shape, a->rank, a->kernel, a->n_kernel, a->stride, a->n_stride, a->pads, a->n_pads, \
                     a->ceil_mode, a->count_include_pad, out); }
#define CALL_conv_transpose2d(op) \
    static sy_status call_##op(sy_tensor *const *in, const attrs *a, sy_tensor **out) \
    { return sy_##op(in[0], in[1], in[2], a->stride, a->pads, a->dilation, a->groups, a->output_padding, out); }
#define CALL_conv_transpose2d_backward_input CALL_conv_transpose2d
/* conv, conv_transpose and their gradient ops: lists of as many values as given (none: the defaults) */
#define CALL_conv(op) \
    static sy_status call_##op(sy_tensor *const *in, const attrs *a, sy_tensor **out) \
    { return sy_##op(in[0], in[1], in[2], a->stride, a->n_stride, a->pads, a->n_pads, a->dilation, a->n_dilation, \
                     a->groups, out); }
#define CALL_conv_backward_input CALL_conv
#define CALL_conv_backward_weight CALL_conv
#define CALL_conv_backward_bias(op) \
    static sy_status call_##op(sy_tensor *const *in, const attrs *a, sy_tensor **out) \
    { (void)a; return sy_##op(in[0], out); }
#define CALL_conv_transpose(op) \
    static sy_status call_##op(sy_tensor *const *in, const attrs *a, sy_tensor **out) \
    { return sy_##op(in[0], in[1], in[2], a->stride, a->n_stride, a->pads, a->n_pads, a->dilation, a->n_dilation, \
                     a->groups, a->output_padding, a->n_output_padding, out); }
#define CALL_conv_transpose_backward_input CALL_conv_transpose
#define CALL_max_pool(op) \
    static sy_status call_##op(sy_tensor *const *in, const attrs *a, sy_tensor **out) \
    { return sy_##op(in[0], a->kernel, a->n_kernel, a->stride, a->n_stride, a->pads, a->n_pads, a->dilation, \
                     a->n_dilation, a->ceil_mode, a->storage_order, &out[0], &out[1]); }
/* group_norm: x, scale and bias (either may be left out), num_groups, epsilon; its gradient wrt */
#define CALL_group_norm(op) \
    static sy_status call_##op(sy_tensor *const *in, const attrs *a, sy_tensor **out) \
    { return sy_##op(in[0], in[1], in[2], a->num_groups, a->epsilon, out); }
#define CALL_group_norm_backward(op) \
    static sy_status call_##op(sy_tensor *const *in, const attrs *a, sy_tensor **out) \
    { return sy_##op(in[0], in[1], in[2], a->num_groups, a->epsilon, a->wrt, out); }
/* adaptive pooling: output_size; the mean's gradient: x's shape */
#define CALL_adaptive_avg_pool(op) \
    static sy_status call_##op(sy_tensor *const *in, const attrs *a, sy_tensor **out) \
    { return sy_##op(in[0], a->output_size, a->n_output_size, out); }
#define CALL_adaptive_avg_pool_backward(op) \
    static sy_status call_##op(sy_tensor *const *in, const attrs *a, sy_tensor **out) \
    { return sy_##op(in[0], a->shape, a->rank, out); }
#define CALL_adaptive_max_pool(op) \
    static sy_status call_##op(sy_tensor *const *in, const attrs *a, sy_tensor **out) \
    { return sy_##op(in[0], a->output_size, a->n_output_size, &out[0], &out[1]); }
/* lp_pool: kernel, stride and pads as avg_pool's; p (2 when left out) */
#define CALL_lp_pool(op) \
    static sy_status call_##op(sy_tensor *const *in, const attrs *a, sy_tensor **out) \
    { return sy_##op(in[0], a->kernel, a->n_kernel, a->stride, a->n_stride, a->pads, a->n_pads, a->p ? a->p : 2, \
                     out); }
#define CALL_lp_pool_backward(op) \
    static sy_status call_##op(sy_tensor *const *in, const attrs *a, sy_tensor **out) \
    { return sy_##op(in[0], in[1], in[2], a->kernel, a->n_kernel, a->stride, a->n_stride, a->pads, a->n_pads, \
                     a->p ? a->p : 2, out); }
#define CALL_max_pool_backward(op) \
    static sy_status call_##op(sy_tensor *const *in, const attrs *a, sy_tensor **out) \
    { return sy_##op(in[0], in[1], a->shape, a->rank, a->storage_order, out); }
#define CALL_gather(op) \
    static sy_status call_##op(sy_tensor *const *in, const attrs *a, sy_tensor **out) \
    { return sy_##op(in[0], in[1], a->axis, out); }
#define CALL_slice(op) \
    static sy_status call_##op(sy_tensor *const *in, const attrs *a, sy_tensor **out) \
    { return sy_##op(in[0], a->starts, a->n_starts, a->ends, a->n_ends, a->axes, a->n_axes, a->steps, a->n_steps, out); }
#define CALL_slice_backward(op) \
    static sy_status call_##op(sy_tensor *const *in, const attrs *a, sy_tensor **out) \
    { return sy_##op(in[0], a->shape, a->rank, a->starts, a->n_starts, a->ends, a->n_ends, a->axes, a->n_axes, \
                     a->steps, a->n_steps, out); }
#define CALL_ew_alpha(op) \
    static sy_status call_##op(sy_tensor *const *in, const attrs *a, sy_tensor **out) \
    { return sy_##op(in[0], a->alpha, out); }
#define CALL_ew_alpha_beta(op) \
    static sy_status call_##op(sy_tensor *const *in, const attrs *a, sy_tensor **out) \
    { return sy_##op(in[0], a->alpha, a->beta, out); }
#define CALL_prelu(op) \
    static sy_status call_##op(sy_tensor *const *in, const attrs *a, sy_tensor **out) \
    { (void)a; return sy_##op(in[0], in[1], out); }
#define CALL_clip(op) \
    static sy_status call_##op(sy_tensor *const *in, const attrs *a, sy_tensor **out) \
    { (void)a; return sy_##op(in[0], in[1], in[2], out); }
#define CALL_gather_backward(op) \
    static sy_status call_##op(sy_tensor *const *in, const attrs *a, sy_tensor **out) \
    { return sy_##op(in[0], in[1], a->shape, a->rank, a->axis, out); }
#define CALL_cumsum(op) \
    static sy_status call_##op(sy_tensor *const *in, const attrs *a, sy_tensor **out) \
    { return sy_##op(in[0], a->axis, a->exclusive, a->reverse, out); }
#define CALL_topk(op) \
    static sy_status call_##op(sy_tensor *const *in, const attrs *a, sy_tensor **out) \
    { return sy_##op(in[0], a->k, a->axis, a->largest, a->sorted, &out[0], &out[1]); }
#define CALL_sort(op) \
    static sy_status call_##op(sy_tensor *const *in, const attrs *a, sy_tensor **out) \
    { return sy_##op(in[0], a->axis, a->descending, &out[0], &out[1]); }

#define CALL_trilu(op) \
    static sy_status call_##op(sy_tensor *const *in, const attrs *a, sy_tensor **out) \
    { return sy_##op(in[0], in[1], a->upper, out); }
#define CALL_depth_to_space(op) \
    static sy_status call_##op(sy_tensor *const *in, const attrs *a, sy_tensor **out) \
    { return sy_##op(in[0], a->blocksize, a->mode, out); }
#define CALL_depth_to_space_backward CALL_depth_to_space
#define CALL_space_to_depth(op) \
    static sy_status call_##op(sy_tensor *const *in, const attrs *a, sy_tensor **out) \
    { return sy_##op(in[0], a->blocksize, out); }
#define CALL_eye_like(op) \
    static sy_status call_##op(sy_tensor *const *in, const attrs *a, sy_tensor **out) \
    { return sy_##op(in[0], a->k, a->dtype, out); }
#define CALL_random_uniform_like(op) /* low, high (mean, scale) in alpha, beta */ \
    static sy_status call_##op(sy_tensor *const *in, const attrs *a, sy_tensor **out) \
    { return sy_##op(in[0], a->alpha, a->beta, (double)a->seed, a->dtype, out); }
#define CALL_random_normal_like CALL_random_uniform_like
#define CALL_bernoulli(op) \
    static sy_status call_##op(sy_tensor *const *in, const attrs *a, sy_tensor **out) \
    { return sy_##op(in[0], (double)a->seed, a->dtype, out); }
#define CALL_multinomial(op) /* sample_size in k */ \
    static sy_status call_##op(sy_tensor *const *in, const attrs *a, sy_tensor **out) \
    { return sy_##op(in[0], a->k, (double)a->seed, a->dtype, out); }
#define CALL_gelu(op) \
    static sy_status call_##op(sy_tensor *const *in, const attrs *a, sy_tensor **out) \
    { return sy_##op(in[0], a->mode, out); }
#define CALL_gelu_backward(op) \
    static sy_status call_##op(sy_tensor *const *in, const attrs *a, sy_tensor **out) \
    { return sy_##op(in[0], in[1], a->mode, out); }
#define CALL_flip(op) \
    static sy_status call_##op(sy_tensor *const *in, const attrs *a, sy_tensor **out) \
    { return sy_##op(in[0], a->axes, a->n_axes, out); }
#define CALL_tile(op) \
    static sy_status call_##op(sy_tensor *const *in, const attrs *a, sy_tensor **out) \
    { return sy_##op(in[0], a->repeats, a->n_repeats, out); }
#define CALL_tile_backward(op) \
    static sy_status call_##op(sy_tensor *const *in, const attrs *a, sy_tensor **out) \
    { return sy_##op(in[0], a->shape, a->rank, a->repeats, a->n_repeats, out); }
#define CALL_gather_elements CALL_gather
#define CALL_gather_elements_backward CALL_gather_backward
#define CALL_scatter_elements(op) \
    static sy_status call_##op(sy_tensor *const *in, const attrs *a, sy_tensor **out) \
    { return sy_##op(in[0], in[1], in[2], a->axis, a->reduction, out); }
#define CALL_scatter_elements_backward(op) \
    static sy_status call_##op(sy_tensor *const *in, const attrs *a, sy_tensor **out) \
    { return sy_##op(in[0], in[1], in[2], a->axis, a->reduction, a->wrt_updates, out); }
#define CALL_gather_nd(op) \
    static sy_status call_##op(sy_tensor *const *in, const attrs *a, sy_tensor **out) \
    { return sy_##op(in[0], in[1], a->batch_dims, out); }
#define CALL_gather_nd_backward(op) \
    static sy_status call_##op(sy_tensor *const *in, const attrs *a, sy_tensor **out) \
    { return sy_##op(in[0], in[1], a->shape, a->rank, a->batch_dims, out); }
#define CALL_scatter_nd(op) \
    static sy_status call_##op(sy_tensor *const *in, const attrs *a, sy_tensor **out) \
    { return sy_##op(in[0], in[1], in[2], a->reduction, out); }
#define CALL_scatter_nd_backward(op) \
    static sy_status call_##op(sy_tensor *const *in, const attrs *a, sy_tensor **out) \
    { return sy_##op(in[0], in[1], in[2], a->reduction, a->wrt_updates, out); }
#define CALL_dropout(op) \
    static sy_status call_##op(sy_tensor *const *in, const attrs *a, sy_tensor **out) \
    { return sy_##op(in[0], in[1], in[2], a->seed, &out[0], &out[1]); }
#define CALL_one_hot(op) \
    static sy_status call_##op(sy_tensor *const *in, const attrs *a, sy_tensor **out) \
    { return sy_##op(in[0], in[1], a->depth, a->axis, out); }
#define CALL_one_hot_backward(op) \
    static sy_status call_##op(sy_tensor *const *in, const attrs *a, sy_tensor **out) \
    { return sy_##op(in[0], in[1], a->axis, out); }
#define CALL_resize(op) \
    static sy_status call_##op(sy_tensor *const *in, const attrs *a, sy_tensor **out) \
    { return sy_##op(in[0], in[1], in[2], a->shape, a->rank, a->mode, a->transform, a->nearest_mode, a->cubic_coeff_a, \
                     a->exclude_outside, a->extrapolation_value, out); }
#define CALL_resize_backward(op) \
    static sy_status call_##op(sy_tensor *const *in, const attrs *a, sy_tensor **out) \
    { return sy_##op(in[0], in[1], in[2], a->shape, a->rank, a->mode, a->transform, a->nearest_mode, a->cubic_coeff_a, \
                     a->exclude_outside, out); }
#define CALL_embedding(op) \
    static sy_status call_##op(sy_tensor *const *in, const attrs *a, sy_tensor **out) \
    { (void)a; return sy_##op(in[0], in[1], out); }
#define CALL_grid_sample(op) \
    static sy_status call_##op(sy_tensor *const *in, const attrs *a, sy_tensor **out) \
    { return sy_##op(in[0], in[1], a->mode, a->padding_mode, a->align_corners, out); }
#define CALL_grid_sample_backward(op) \
    static sy_status call_##op(sy_tensor *const *in, const attrs *a, sy_tensor **out) \
    { return sy_##op(in[0], in[1], in[2], a->mode, a->padding_mode, a->align_corners, a->wrt_grid, out); }
#define CALL_max_unpool(op) \
    static sy_status call_##op(sy_tensor *const *in, const attrs *a, sy_tensor **out) \
    { return sy_##op(in[0], in[1], a->kernel, a->n_kernel, a->stride, a->n_stride, a->pads, a->n_pads, \
                     a->output_shape, a->n_output_shape, out); }
/* sliding blocks: col2im's image_shape, block_shape, stride, pads and dilation; im2col's without image_shape */
#define CALL_col2im(op) \
    static sy_status call_##op(sy_tensor *const *in, const attrs *a, sy_tensor **out) \
    { return sy_##op(in[0], a->image_shape, a->n_image_shape, a->block_shape, a->n_block_shape, a->stride, \
                     a->n_stride, a->pads, a->n_pads, a->dilation, a->n_dilation, out); }
#define CALL_im2col(op) \
    static sy_status call_##op(sy_tensor *const *in, const attrs *a, sy_tensor **out) \
    { return sy_##op(in[0], a->block_shape, a->n_block_shape, a->stride, a->n_stride, a->pads, a->n_pads, \
                     a->dilation, a->n_dilation, out); }
#define CALL_max_unpool_backward(op) \
    static sy_status call_##op(sy_tensor *const *in, const attrs *a, sy_tensor **out) \
    { (void)a; return sy_##op(in[0], in[1], out); }
#define CALL_mse_loss(op) \
    static sy_status call_##op(sy_tensor *const *in, const attrs *a, sy_tensor **out) \
    { return sy_##op(in[0], in[1], a->reduction, out); }
#define CALL_mse_loss_backward(op) \
    static sy_status call_##op(sy_tensor *const *in, const attrs *a, sy_tensor **out) \
    { return sy_##op(in[0], in[1], in[2], a->reduction, a->wrt_target, out); }
#define CALL_nll_loss(op) \
    static sy_status call_##op(sy_tensor *const *in, const attrs *a, sy_tensor **out) \
    { return sy_##op(in[0], in[1], in[2], a->reduction, a->ignore_index, out); }
#define CALL_nll_loss_backward(op) \
    static sy_status call_##op(sy_tensor *const *in, const attrs *a, sy_tensor **out) \
    { return sy_##op(in[0], in[1], in[2], a->shape, a->rank, a->reduction, a->ignore_index, false, out); }

/* linear algebra */
#define CALL_det(op) \
    static sy_status call_##op(sy_tensor *const *in, const attrs *a, sy_tensor **out) \
    { (void)a; return sy_##op(in[0], out); }
#define CALL_reverse_sequence(op) \
    static sy_status call_##op(sy_tensor *const *in, const attrs *a, sy_tensor **out) \
    { return sy_##op(in[0], in[1], a->batch_axis, a->time_axis, out); }

/* ops of data-dependent shape (unique's four results in out[0..3]) */
#define CALL_nonzero(op) \
    static sy_status call_##op(sy_tensor *const *in, const attrs *a, sy_tensor **out) \
    { (void)a; return sy_##op(in[0], out); }
#define CALL_compress(op) \
    static sy_status call_##op(sy_tensor *const *in, const attrs *a, sy_tensor **out) \
    { return sy_##op(in[0], in[1], a->axis, out); }
#define CALL_unique(op) \
    static sy_status call_##op(sy_tensor *const *in, const attrs *a, sy_tensor **out) \
    { return sy_##op(in[0], a->sorted, a->axis, &out[0], &out[1], &out[2], &out[3]); }
#define CALL_range(op) \
    static sy_status call_##op(sy_tensor *const *in, const attrs *a, sy_tensor **out) \
    { (void)a; return sy_##op(in[0], in[1], in[2], out); }

#define DEFINE_CALLER(op, cls) CALL_##cls(op)
SY_REF_OPS(DEFINE_CALLER)

static const struct {
    const char *name;
    caller call;
} g_ops[] = {
#define OP_ENTRY(op, cls) {#op, call_##op},
    SY_REF_OPS(OP_ENTRY)
};

static sy_tensor *g_slots[MAX_SLOTS];
static sy_grads *g_grads;
static sy_device g_dev;

static void reset(void)
{
    for (int i = 0; i < MAX_SLOTS; i++) {
        sy_tensor_release(g_slots[i]);
        g_slots[i] = NULL;
    }
    sy_grads_release(g_grads);
    g_grads = NULL;
}

static int fail(sy_status s)
{
    const char *name = sy_status_name(s);
    const char *detail = sy_last_error();
    printf("err %s ", name ? name : "?");
    for (const char *p = detail; *p; p++)
        putchar(*p == '\n' ? ' ' : *p);
    putchar('\n');
    return 0;
}

static int bad(const char *what)
{
    printf("err PROTOCOL %s\n", what);
    return 0;
}

static bool parse_int(const char *s, long long *out)
{
    char *end;
    errno = 0;
    *out = strtoll(s, &end, 10);
    return errno == 0 && end != s && *end == '\0';
}

static bool parse_slot(const char *s, int *out)
{
    long long v;
    if (!parse_int(s, &v) || v < 0 || v >= MAX_SLOTS)
        return false;
    *out = (int)v;
    return true;
}

static bool parse_list(const char *s, int64_t *out, int *n)
{
    *n = 0;
    while (*s) {
        char *end;
        if (*n == SY_MAX_RANK)
            return false;
        errno = 0;
        out[(*n)++] = strtoll(s, &end, 10);
        if (errno || end == s)
            return false;
        s = *end == ',' ? end + 1 : end;
        if (*end && *end != ',')
            return false;
    }
    return true;
}

static int hexval(int c)
{
    if (c >= '0' && c <= '9')
        return c - '0';
    if (c >= 'a' && c <= 'f')
        return c - 'a' + 10;
    return -1;
}

static void print_tensor(const sy_tensor *t)
{
    size_t nb = sy_tensor_nbytes(t);
    unsigned char *buf = malloc(nb ? nb : 1);
    if (!buf) {
        bad("out of memory");
        return;
    }
    sy_status s = sy_tensor_to_data(t, buf, nb);
    if (s != SY_OK) {
        free(buf);
        fail(s);
        return;
    }
    printf("val %s %d", sy_dtype_name(sy_tensor_dtype(t)), sy_tensor_rank(t));
    for (int i = 0; i < sy_tensor_rank(t); i++)
        printf(" %lld", (long long)sy_tensor_dim(t, i));
    putchar(' ');
    if (nb == 0)
        putchar('-');
    for (size_t i = 0; i < nb; i++)
        printf("%02x", buf[i]);
    putchar('\n');
    free(buf);
}

static int cmd_devices(void)
{
    for (int id = 0; id < SY_BACKEND_ID_LIMIT; id++) {
        sy_backend b = (sy_backend)id;
        if (!sy_backend_known(b) || !sy_backend_enabled(b))
            continue;
        int n = sy_backend_device_count(b);
        for (int i = 0; i < n; i++) {
            printf("dev %d %s %d ", id, sy_backend_name(b), i);
            const char *sep = "";
            for (int dt = 0; dt < SY_DTYPE_COUNT; dt++)
                if (sy_backend_stores(b, (sy_dtype)dt)) {
                    printf("%s%s", sep, sy_dtype_name((sy_dtype)dt));
                    sep = ",";
                }
            putchar('\n');
        }
    }
    printf("end\n");
    return 0;
}

static int cmd_in(char **tok, int n)
{
    int slot;
    sy_dtype dt;
    long long rank;
    if (n < 4 || !parse_slot(tok[1], &slot) || !sy_dtype_parse(tok[2], &dt) || !parse_int(tok[3], &rank) ||
        rank < 0 || rank > SY_MAX_RANK || n != 5 + rank)
        return bad("in <slot> <dtype> <rank> <dims>... <hex>");
    int64_t shape[SY_MAX_RANK];
    size_t numel = 1;
    for (int i = 0; i < rank; i++) {
        long long d;
        if (!parse_int(tok[4 + i], &d) || d < 0)
            return bad("in: dims");
        shape[i] = d;
        numel *= (size_t)d;
    }
    const char *hex = tok[4 + rank];
    size_t nb = numel * sy_dtype_size(dt);
    if (strcmp(hex, "-") == 0 ? nb != 0 : strlen(hex) != 2 * nb)
        return bad("in: data length");
    unsigned char *buf = malloc(nb ? nb : 1);
    if (!buf)
        return bad("out of memory");
    for (size_t i = 0; i < nb; i++) {
        int hi = hexval(hex[2 * i]), lo = hexval(hex[2 * i + 1]);
        if (hi < 0 || lo < 0) {
            free(buf);
            return bad("in: hex");
        }
        buf[i] = (unsigned char)(hi * 16 + lo);
    }
    sy_tensor *t;
    sy_status s = sy_tensor_from_data(buf, dt, shape, (int)rank, g_dev, &t);
    free(buf);
    if (s != SY_OK)
        return fail(s);
    sy_tensor_release(g_slots[slot]);
    g_slots[slot] = t;
    printf("ok\n");
    return 0;
}

static caller find_op(const char *name)
{
    for (size_t i = 0; i < sizeof g_ops / sizeof g_ops[0]; i++)
        if (strcmp(g_ops[i].name, name) == 0)
            return g_ops[i].call;
    return NULL;
}

/* The key=value attributes tok[from..n-1] into *a; NULL, or what is wrong. */
static const char *parse_attrs(char **tok, int from, int n, attrs *a)
{
    for (int i = from; i < n; i++) {
        char *eq = strchr(tok[i], '=');
        if (!eq)
            return "attribute without =";
        *eq = '\0';
        const char *k = tok[i], *v = eq + 1;
        long long x = 0;
        int64_t list[SY_MAX_RANK];
        int len;
        if (strcmp(k, "shape") == 0) {
            if (!parse_list(v, a->shape, &a->rank))
                return "shape";
        } else if (strcmp(k, "perm") == 0) {
            if (!parse_list(v, list, &len))
                return "perm";
            for (int j = 0; j < len; j++)
                a->perm[j] = (int)list[j];
            a->perm_rank = len;
        } else if (strcmp(k, "axis") == 0) {
            if (strcmp(v, "all") == 0) {
                a->axis = SY_AXIS_ALL;
            } else if (strchr(v, ',')) { /* a reduction's set of axes, as SY_AXES encodes it */
                if (!parse_list(v, list, &len) || len > SY_MAX_RANK)
                    return "axis";
                a->axis = SY__AXES_FLAG | (len << 17);
                for (int j = 0; j < len; j++) {
                    if (list[j] < -8 || list[j] > 7)
                        return "axis";
                    a->axis |= list[j] >= 0 ? 1 << list[j] : 1 << (7 - list[j]);
                }
            } else if (parse_int(v, &x))
                a->axis = (int)x;
            else
                return "axis";
        } else if (strcmp(k, "keepdim") == 0 && parse_int(v, &x)) {
            a->keepdim = x != 0;
        } else if (strcmp(k, "pads") == 0) {
            if (!parse_list(v, a->pads, &a->n_pads))
                return "pads";
        } else if (strcmp(k, "starts") == 0) {
            if (!parse_list(v, a->starts, &a->n_starts))
                return "starts";
        } else if (strcmp(k, "ends") == 0) {
            if (!parse_list(v, a->ends, &a->n_ends))
                return "ends";
        } else if (strcmp(k, "axes") == 0) {
            if (!parse_list(v, a->axes, &a->n_axes))
                return "axes";
        } else if (strcmp(k, "steps") == 0) {
            if (!parse_list(v, a->steps, &a->n_steps))
                return "steps";
        } else if (strcmp(k, "repeats") == 0) {
            if (!parse_list(v, a->repeats, &a->n_repeats))
                return "repeats";
        } else if (strcmp(k, "blocksize") == 0 && parse_int(v, &x)) {
            a->blocksize = x;
        } else if (strcmp(k, "k") == 0 && parse_int(v, &x)) {
            a->k = x;
        } else if (strcmp(k, "upper") == 0 && parse_int(v, &x)) {
            a->upper = x != 0;
        } else if (strcmp(k, "kernel") == 0) {
            if (!parse_list(v, a->kernel, &a->n_kernel))
                return "kernel";
        } else if (strcmp(k, "output_size") == 0) {
            if (!parse_list(v, a->output_size, &a->n_output_size))
                return "output_size";
        } else if (strcmp(k, "stride") == 0) {
            if (!parse_list(v, a->stride, &a->n_stride))
                return "stride";
        } else if (strcmp(k, "dilation") == 0) {
            if (!parse_list(v, a->dilation, &a->n_dilation))
                return "dilation";
        } else if (strcmp(k, "ceil_mode") == 0 && parse_int(v, &x)) {
            a->ceil_mode = x != 0;
        } else if (strcmp(k, "output_padding") == 0) {
            if (!parse_list(v, a->output_padding, &a->n_output_padding))
                return "output_padding";
        } else if (strcmp(k, "storage_order") == 0 && parse_int(v, &x)) {
            a->storage_order = x;
        } else if (strcmp(k, "p") == 0 && parse_int(v, &x)) {
            a->p = x;
        } else if (strcmp(k, "num_groups") == 0 && parse_int(v, &x)) {
            a->num_groups = x;
        } else if (strcmp(k, "wrt") == 0 && parse_int(v, &x)) {
            a->wrt = x;
        } else if (strcmp(k, "count_include_pad") == 0 && parse_int(v, &x)) {
            a->count_include_pad = x != 0;
        } else if (strcmp(k, "groups") == 0 && parse_int(v, &x)) {
            a->groups = x;
        } else if (strcmp(k, "mode") == 0 && parse_int(v, &x)) {
            a->mode = (int)x;
        } else if (strcmp(k, "reduction") == 0 && parse_int(v, &x)) {
            a->reduction = (int)x;
        } else if (strcmp(k, "wrt_updates") == 0 && parse_int(v, &x)) {
            a->wrt_updates = x != 0;
        } else if (strcmp(k, "wrt_target") == 0 && parse_int(v, &x)) {
            a->wrt_target = x != 0;
        } else if (strcmp(k, "padding_mode") == 0 && parse_int(v, &x)) {
            a->padding_mode = (int)x;
        } else if (strcmp(k, "align_corners") == 0 && parse_int(v, &x)) {
            a->align_corners = x != 0;
        } else if (strcmp(k, "wrt_grid") == 0 && parse_int(v, &x)) {
            a->wrt_grid = x != 0;
        } else if (strcmp(k, "output_shape") == 0) {
            if (!parse_list(v, a->output_shape, &a->n_output_shape))
                return "output_shape";
        } else if (strcmp(k, "image_shape") == 0) {
            if (!parse_list(v, a->image_shape, &a->n_image_shape))
                return "image_shape";
        } else if (strcmp(k, "block_shape") == 0) {
            if (!parse_list(v, a->block_shape, &a->n_block_shape))
                return "block_shape";
        } else if (strcmp(k, "batch_dims") == 0 && parse_int(v, &x)) {
            a->batch_dims = x;
        } else if (strcmp(k, "depth") == 0 && parse_int(v, &x)) {
            a->depth = x;
        } else if (strcmp(k, "seed") == 0 && parse_int(v, &x)) {
            a->seed = x;
        } else if (strcmp(k, "ignore_index") == 0 && parse_int(v, &x)) {
            a->ignore_index = x;
        } else if (strcmp(k, "transform") == 0 && parse_int(v, &x)) {
            a->transform = (int)x;
        } else if (strcmp(k, "nearest_mode") == 0 && parse_int(v, &x)) {
            a->nearest_mode = (int)x;
        } else if (strcmp(k, "exclude_outside") == 0 && parse_int(v, &x)) {
            a->exclude_outside = x != 0;
        } else if (strcmp(k, "cubic_coeff_a") == 0 || strcmp(k, "extrapolation_value") == 0) {
            char *end;
            const double f = strtod(v, &end);
            if (end == v || *end)
                return k;
            *(strcmp(k, "cubic_coeff_a") == 0 ? &a->cubic_coeff_a : &a->extrapolation_value) = f;
        } else if (strcmp(k, "batch_axis") == 0 && parse_int(v, &x)) {
            a->batch_axis = x;
        } else if (strcmp(k, "time_axis") == 0 && parse_int(v, &x)) {
            a->time_axis = x;
        } else if (strcmp(k, "epsilon") == 0) {
            char *end;
            a->epsilon = strtod(v, &end);
            if (end == v || *end)
                return "epsilon";
        } else if (strcmp(k, "alpha") == 0 || strcmp(k, "beta") == 0) {
            char *end;
            *(k[0] == 'a' ? &a->alpha : &a->beta) = strtod(v, &end);
            if (end == v || *end)
                return k[0] == 'a' ? "alpha" : "beta";
        } else if (strcmp(k, "select_last_index") == 0 && parse_int(v, &x)) {
            a->select_last_index = x != 0;
        } else if (strcmp(k, "exclusive") == 0 && parse_int(v, &x)) {
            a->exclusive = x != 0;
        } else if (strcmp(k, "reverse") == 0 && parse_int(v, &x)) {
            a->reverse = x != 0;
        } else if (strcmp(k, "largest") == 0 && parse_int(v, &x)) {
            a->largest = x != 0;
        } else if (strcmp(k, "sorted") == 0 && parse_int(v, &x)) {
            a->sorted = x != 0;
        } else if (strcmp(k, "descending") == 0 && parse_int(v, &x)) {
            a->descending = x != 0;
        } else if (strcmp(k, "dim0") == 0 && parse_int(v, &x)) {
            a->dim0 = (int)x;
        } else if (strcmp(k, "dim1") == 0 && parse_int(v, &x)) {
            a->dim1 = (int)x;
        } else if (strcmp(k, "dtype") == 0) {
            if (!sy_dtype_parse(v, &a->dtype))
                return "dtype";
        } else if (strcmp(k, "value") == 0) {
            char *end;
            a->value = strtod(v, &end);
            if (end == v || *end)
                return "value";
        } else {
            return "unknown attribute";
        }
    }
    return NULL;
}

static int cmd_op(char **tok, int n)
{
    int slot;
    long long n_in;
    if (n < 4 || !parse_slot(tok[1], &slot) || !parse_int(tok[3], &n_in) || n_in < 0 || n_in > 8 ||
        n < 4 + n_in)
        return bad("op <slot> <op> <n> <in slots>... [key=value]...");
    caller call = find_op(tok[2]);
    if (!call)
        return bad("op: unknown op");
    sy_tensor *in[8] = {NULL};
    for (int i = 0; i < n_in; i++) {
        int s;
        if (strcmp(tok[4 + i], "-") == 0)
            continue; /* an absent optional input */
        if (!parse_slot(tok[4 + i], &s) || !g_slots[s])
            return bad("op: empty input slot");
        in[i] = g_slots[s];
    }
    attrs a;
    memset(&a, 0, sizeof a);
    a.device = g_dev;
    a.n_in = (int)n_in;
    a.stride[0] = a.stride[1] = a.dilation[0] = a.dilation[1] = a.groups = 1;
    const char *why = parse_attrs(tok, 4 + (int)n_in, n, &a);
    if (why)
        return bad(why);
    sy_tensor *out[4] = {NULL, NULL, NULL, NULL}; /* unique has four results */
    sy_status s = call(in, &a, out);
    if (s != SY_OK)
        return fail(s);
    for (int k = 0; k < 4 && out[k]; k++) { /* an op with several results fills the next slots too */
        if (slot + k >= MAX_SLOTS) {
            sy_tensor_release(out[k]);
            continue;
        }
        sy_tensor_release(g_slots[slot + k]);
        g_slots[slot + k] = out[k];
    }
    printf("ok\n");
    return 0;
}

static int cmd_capture(char **tok, int n)
{
    long long n_in;
    if (n < 4 || !parse_int(tok[3], &n_in) || n_in < 0 || n_in > 3 || n < 4 + n_in)
        return bad("capture <path> <op> <n> <in slots>... [key=value]...");
    caller call = find_op(tok[2]);
    if (!call)
        return bad("capture: unknown op");
    const sy_tensor *src[3] = {NULL, NULL, NULL};
    bool constant[3] = {false, false, false};
    for (int i = 0; i < n_in; i++) {
        int s;
        constant[i] = tok[4 + i][0] == 'c';
        if (!parse_slot(tok[4 + i] + constant[i], &s) || !g_slots[s])
            return bad("capture: empty input slot");
        src[i] = g_slots[s];
    }
    attrs a;
    memset(&a, 0, sizeof a);
    a.n_in = (int)n_in;
    a.stride[0] = a.stride[1] = a.dilation[0] = a.dilation[1] = a.groups = 1;
    const char *why = parse_attrs(tok, 4 + (int)n_in, n, &a);
    if (why)
        return bad(why);
    sy_device cap;
    sy_status s = sy_capture_new(&cap);
    if (s != SY_OK)
        return fail(s);
    a.device = cap;
    sy_tensor *in[3] = {NULL, NULL, NULL}, *out = NULL;
    const sy_tensor *declared[3];
    size_t n_declared = 0;
    sy_graph *g = NULL;
    for (int i = 0; i < n_in && s == SY_OK; i++)
        if ((s = sy_to_device(src[i], cap, &in[i])) == SY_OK && !constant[i])
            declared[n_declared++] = in[i];
    if (s == SY_OK)
        s = call(in, &a, &out);
    if (s == SY_OK) {
        const sy_tensor *outs[1] = {out};
        s = sy_capture_complete(cap, declared, n_declared, outs, 1, &g);
    }
    if (s == SY_OK)
        s = sy_graph_save_path(g, tok[1]);
    sy_graph_release(g);
    sy_tensor_release(out);
    for (int i = 0; i < 3; i++)
        sy_tensor_release(in[i]);
    sy_capture_release(cap);
    if (s != SY_OK)
        return fail(s);
    printf("ok\n");
    return 0;
}

static int cmd_replay(char **tok, int n)
{
    int slot;
    long long n_in;
    if (n < 4 || !parse_slot(tok[1], &slot) || !parse_int(tok[3], &n_in) || n_in < 0 || n_in > 8 || n != 4 + n_in)
        return bad("replay <slot> <path> <n> <in slots>...");
    const sy_tensor *in[8];
    for (int i = 0; i < n_in; i++) {
        int s;
        if (!parse_slot(tok[4 + i], &s) || !g_slots[s])
            return bad("replay: empty input slot");
        in[i] = g_slots[s];
    }
    sy_graph *g;
    sy_status s = sy_graph_load_path(tok[2], &g);
    if (s != SY_OK)
        return fail(s);
    size_t n_out = 0;
    sy_graph_counts(g, NULL, &n_out, NULL, NULL);
    if (n_out > 8 || slot + (int)n_out > MAX_SLOTS) {
        sy_graph_release(g);
        return bad("replay: the graph has more outputs than the slots after <slot>");
    }
    sy_tensor *out[8];
    s = sy_graph_run(g, g_dev, in, (size_t)n_in, out, n_out);
    sy_graph_release(g);
    if (s != SY_OK)
        return fail(s);
    for (size_t k = 0; k < n_out; k++) {
        sy_tensor_release(g_slots[slot + (int)k]);
        g_slots[slot + (int)k] = out[k];
    }
    printf("ok\n");
    return 0;
}

static int run(char **tok, int n)
{
    int slot, src;
    long long id, index;
    sy_status s;
    if (strcmp(tok[0], "devices") == 0)
        return cmd_devices();
    if (strcmp(tok[0], "ops") == 0) {
        printf("ops");
        for (int op = 0; op < SY_OP_COUNT; op++)
            printf(" %s", sy_op_name((sy_op)op));
        putchar('\n');
        return 0;
    }
    if (strcmp(tok[0], "use") == 0) {
        if (n != 3 || !parse_int(tok[1], &id) || !parse_int(tok[2], &index) || id < 0 || id > 255 || index < 0)
            return bad("use <backend id> <index>");
        sy_device d = sy_device_of((sy_backend)id, (int)index);
        if ((s = sy_device_check(d)) != SY_OK)
            return fail(s);
        g_dev = d;
        printf("ok\n");
        return 0;
    }
    if (strcmp(tok[0], "in") == 0)
        return cmd_in(tok, n);
    if (strcmp(tok[0], "op") == 0)
        return cmd_op(tok, n);
    if (strcmp(tok[0], "capture") == 0)
        return cmd_capture(tok, n);
    if (strcmp(tok[0], "replay") == 0)
        return cmd_replay(tok, n);
    if (strcmp(tok[0], "track") == 0) {
        if (n != 3 || !parse_slot(tok[1], &slot) || !parse_slot(tok[2], &src) || !g_slots[src])
            return bad("track <slot> <src>");
        sy_tensor *t;
        if ((s = sy_track(g_slots[src], sy_device_autodiff(g_dev, SY_CHECKPOINT_NONE), &t)) != SY_OK)
            return fail(s);
        sy_tensor_release(g_slots[slot]);
        g_slots[slot] = t;
        printf("ok\n");
        return 0;
    }
    if (strcmp(tok[0], "get") == 0) {
        if (n != 2 || !parse_slot(tok[1], &slot) || !g_slots[slot])
            return bad("get <slot>");
        sy_tensor *plain;
        if ((s = sy_inner(g_slots[slot], &plain)) != SY_OK)
            return fail(s);
        print_tensor(plain);
        sy_tensor_release(plain);
        return 0;
    }
    if (strcmp(tok[0], "backward") == 0) {
        if (n != 2 || !parse_slot(tok[1], &slot) || !g_slots[slot])
            return bad("backward <slot>");
        sy_grads_release(g_grads);
        g_grads = NULL;
        if ((s = sy_backward(g_slots[slot], &g_grads)) != SY_OK)
            return fail(s);
        printf("ok\n");
        return 0;
    }
    if (strcmp(tok[0], "grad") == 0) {
        if (n != 2 || !parse_slot(tok[1], &slot) || !g_slots[slot] || !g_grads)
            return bad("grad <slot> (after backward)");
        sy_tensor *g;
        if ((s = sy_grad(g_grads, g_slots[slot], &g)) != SY_OK)
            return fail(s);
        print_tensor(g);
        sy_tensor_release(g);
        return 0;
    }
    if (strcmp(tok[0], "reset") == 0) {
        reset();
        printf("ok\n");
        return 0;
    }
    /* the end of a batch (tests/reference/numpy_ref.py keeps one driver for
       many): back to the starting state, then the line itself */
    if (strcmp(tok[0], "sync") == 0) {
        if (n != 2)
            return bad("sync <token>");
        reset();
        g_dev = sy_device_of((sy_backend)0, 0);
        printf("sync %s\n", tok[1]);
        return 0;
    }
    return bad("unknown command");
}

int main(void)
{
    size_t cap = 0;
    char *line = NULL;
    ssize_t len;
    g_dev = sy_device_of((sy_backend)0, 0);
    while ((len = getline(&line, &cap, stdin)) >= 0) {
        char *tok[MAX_TOKENS];
        int n = 0;
        for (char *p = strtok(line, " \t\r\n"); p; p = strtok(NULL, " \t\r\n")) {
            if (n == MAX_TOKENS) {
                n = -1;
                break;
            }
            tok[n++] = p;
        }
        if (n == 0)
            continue;
        if (n < 0)
            bad("too many tokens");
        else
            run(tok, n);
        if (fflush(stdout) != 0)
            break;
    }
    free(line);
    reset();
    sy_shutdown();
    return 0;
}
