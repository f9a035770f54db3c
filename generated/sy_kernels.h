/* @generated from backends.yaml by generator/ -- DO NOT EDIT; regenerate with `make generate` */
/* What each backend's folder kernels/<name>/ must define: one kernel per op
 * it lists in backends.yaml (contracts in runtime/sy_contract.h), the memory
 * functions of device-memory backends, the hooks they ask for (device_count,
 * init, shutdown; write_async, flush and synchronize with `async: true`) and
 * the direct transfer functions. */
#ifndef SY_KERNELS_H
#define SY_KERNELS_H

#include "sy_abi.h"
#if SY_RUNTIME_ABI != 5
#error "generated/ was rendered for runtime ABI 5 (backends.yaml abi:), but runtime/sy_abi.h has another SY_RUNTIME_ABI; regenerate with `make generate` or use the runtime this was generated for"
#endif
#include "sy_contract.h"

/* Where each attribute of a family with `kernel: op` is in sy_op_args.attrs. */
#define SY_ATTR_SOFTMAX_AXIS 0 /* axis: axis */
#define SY_ATTR_ARGMAX_AXIS 0 /* axis: axis */
#define SY_ATTR_ARGMAX_KEEPDIM 1 /* keepdim: bool */
#define SY_ATTR_ARGMAX_SELECT_LAST_INDEX 2 /* select_last_index: bool */
#define SY_ATTR_CONCAT_AXIS 0 /* axis: axis */
#define SY_ATTR_LAYER_NORM_AXIS 0 /* axis: axis */
#define SY_ATTR_LAYER_NORM_EPSILON 1 /* epsilon: float */
#define SY_ATTR_PAD_PADS 0 /* pads: int[] */
#define SY_ATTR_PAD_MODE 1 /* mode: {constant, reflect, edge} */
#define SY_ATTR_PAD_VALUE 2 /* value: float */
#define SY_ATTR_SLICE_STARTS 0 /* starts: int[] */
#define SY_ATTR_SLICE_ENDS 1 /* ends: int[] */
#define SY_ATTR_SLICE_AXES 2 /* axes: int[] */
#define SY_ATTR_SLICE_STEPS 3 /* steps: int[] */
#define SY_ATTR_SLICE_BACKWARD_SHAPE 0 /* shape: shape */
#define SY_ATTR_SLICE_BACKWARD_STARTS 1 /* starts: int[] */
#define SY_ATTR_SLICE_BACKWARD_ENDS 2 /* ends: int[] */
#define SY_ATTR_SLICE_BACKWARD_AXES 3 /* axes: int[] */
#define SY_ATTR_SLICE_BACKWARD_STEPS 4 /* steps: int[] */
#define SY_ATTR_GATHER_AXIS 0 /* axis: axis */
#define SY_ATTR_MAX_POOL2D_KERNEL 0 /* kernel: int[2] */
#define SY_ATTR_MAX_POOL2D_STRIDE 1 /* stride: int[2] */
#define SY_ATTR_MAX_POOL2D_PADS 2 /* pads: int[4] */
#define SY_ATTR_MAX_POOL2D_DILATION 3 /* dilation: int[2] */
#define SY_ATTR_MAX_POOL2D_CEIL_MODE 4 /* ceil_mode: bool */
#define SY_ATTR_CONV2D_STRIDE 0 /* stride: int[2] */
#define SY_ATTR_CONV2D_PADS 1 /* pads: int[4] */
#define SY_ATTR_CONV2D_DILATION 2 /* dilation: int[2] */
#define SY_ATTR_CONV2D_GROUPS 3 /* groups: int */
#define SY_ATTR_MAX_POOL2D_BACKWARD_SHAPE 0 /* shape: shape */
#define SY_ATTR_GATHER_BACKWARD_SHAPE 0 /* shape: shape */
#define SY_ATTR_GATHER_BACKWARD_AXIS 1 /* axis: axis */
#define SY_ATTR_CONV2D_BACKWARD_INPUT_STRIDE 0 /* stride: int[2] */
#define SY_ATTR_CONV2D_BACKWARD_INPUT_PADS 1 /* pads: int[4] */
#define SY_ATTR_CONV2D_BACKWARD_INPUT_DILATION 2 /* dilation: int[2] */
#define SY_ATTR_CONV2D_BACKWARD_INPUT_GROUPS 3 /* groups: int */
#define SY_ATTR_CONV2D_BACKWARD_WEIGHT_STRIDE 0 /* stride: int[2] */
#define SY_ATTR_CONV2D_BACKWARD_WEIGHT_PADS 1 /* pads: int[4] */
#define SY_ATTR_CONV2D_BACKWARD_WEIGHT_DILATION 2 /* dilation: int[2] */
#define SY_ATTR_CONV2D_BACKWARD_WEIGHT_GROUPS 3 /* groups: int */
#define SY_ATTR_CUMSUM_AXIS 0 /* axis: axis */
#define SY_ATTR_CUMSUM_EXCLUSIVE 1 /* exclusive: bool */
#define SY_ATTR_CUMSUM_REVERSE 2 /* reverse: bool */
#define SY_ATTR_TOPK_K 0 /* k: int */
#define SY_ATTR_TOPK_AXIS 1 /* axis: axis */
#define SY_ATTR_TOPK_LARGEST 2 /* largest: bool */
#define SY_ATTR_TOPK_SORTED 3 /* sorted: bool */
#define SY_ATTR_SORT_AXIS 0 /* axis: axis */
#define SY_ATTR_SORT_DESCENDING 1 /* descending: bool */
#define SY_ATTR_TRILU_UPPER 0 /* upper: bool */
#define SY_ATTR_DEPTH_TO_SPACE_BLOCKSIZE 0 /* blocksize: int */
#define SY_ATTR_DEPTH_TO_SPACE_MODE 1 /* mode: {DCR, CRD} */
#define SY_ATTR_SPACE_TO_DEPTH_BLOCKSIZE 0 /* blocksize: int */
#define SY_ATTR_DEPTH_TO_SPACE_BACKWARD_BLOCKSIZE 0 /* blocksize: int */
#define SY_ATTR_DEPTH_TO_SPACE_BACKWARD_MODE 1 /* mode: {DCR, CRD} */
#define SY_ATTR_EYE_LIKE_K 0 /* k: int */
#define SY_ATTR_EYE_LIKE_DTYPE 1 /* dtype: dtype */
#define SY_ATTR_TILE_REPEATS 0 /* repeats: int[] */
#define SY_ATTR_TILE_BACKWARD_SHAPE 0 /* shape: shape */
#define SY_ATTR_TILE_BACKWARD_REPEATS 1 /* repeats: int[] */
#define SY_ATTR_GATHER_ELEMENTS_AXIS 0 /* axis: axis */
#define SY_ATTR_GATHER_ELEMENTS_BACKWARD_SHAPE 0 /* shape: shape */
#define SY_ATTR_GATHER_ELEMENTS_BACKWARD_AXIS 1 /* axis: axis */
#define SY_ATTR_SCATTER_ELEMENTS_AXIS 0 /* axis: axis */
#define SY_ATTR_SCATTER_ELEMENTS_REDUCTION 1 /* reduction: {none, add, mul} */
#define SY_ATTR_SCATTER_ELEMENTS_BACKWARD_AXIS 0 /* axis: axis */
#define SY_ATTR_SCATTER_ELEMENTS_BACKWARD_REDUCTION 1 /* reduction: {none, add, mul} */
#define SY_ATTR_SCATTER_ELEMENTS_BACKWARD_WRT_UPDATES 2 /* wrt_updates: bool */
#define SY_ATTR_GATHER_ND_BATCH_DIMS 0 /* batch_dims: int */
#define SY_ATTR_GATHER_ND_BACKWARD_SHAPE 0 /* shape: shape */
#define SY_ATTR_GATHER_ND_BACKWARD_BATCH_DIMS 1 /* batch_dims: int */
#define SY_ATTR_SCATTER_ND_REDUCTION 0 /* reduction: {none, add, mul} */
#define SY_ATTR_SCATTER_ND_BACKWARD_REDUCTION 0 /* reduction: {none, add, mul} */
#define SY_ATTR_SCATTER_ND_BACKWARD_WRT_UPDATES 1 /* wrt_updates: bool */
#define SY_ATTR_ONE_HOT_DEPTH 0 /* depth: int */
#define SY_ATTR_ONE_HOT_AXIS 1 /* axis: axis */
#define SY_ATTR_ONE_HOT_BACKWARD_AXIS 0 /* axis: axis */
#define SY_ATTR_EW_ALPHA_ALPHA 0 /* alpha: float */
#define SY_ATTR_EW_ALPHA_BETA_ALPHA 0 /* alpha: float */
#define SY_ATTR_EW_ALPHA_BETA_BETA 1 /* beta: float */
#define SY_ATTR_DROPOUT_SEED 0 /* seed: int */
#define SY_ATTR_NLL_LOSS_REDUCTION 0 /* reduction: {none, sum, mean} */
#define SY_ATTR_NLL_LOSS_IGNORE_INDEX 1 /* ignore_index: int */
#define SY_ATTR_NLL_LOSS_BACKWARD_SHAPE 0 /* shape: shape */
#define SY_ATTR_NLL_LOSS_BACKWARD_REDUCTION 1 /* reduction: {none, sum, mean} */
#define SY_ATTR_NLL_LOSS_BACKWARD_IGNORE_INDEX 2 /* ignore_index: int */
#define SY_ATTR_NLL_LOSS_BACKWARD_WRT_WEIGHT 3 /* wrt_weight: bool */
#define SY_ATTR_FLIP_AXES 0 /* axes: axes */
#define SY_ATTR_GELU_APPROXIMATE 0 /* approximate: {none, tanh} */
#define SY_ATTR_GELU_BACKWARD_APPROXIMATE 0 /* approximate: {none, tanh} */
#define SY_ATTR_AVG_POOL_KERNEL 0 /* kernel: int[<=3] */
#define SY_ATTR_AVG_POOL_STRIDE 1 /* stride: int[<=3] */
#define SY_ATTR_AVG_POOL_PADS 2 /* pads: int[<=6] */
#define SY_ATTR_AVG_POOL_CEIL_MODE 3 /* ceil_mode: bool */
#define SY_ATTR_AVG_POOL_COUNT_INCLUDE_PAD 4 /* count_include_pad: bool */
#define SY_ATTR_AVG_POOL_BACKWARD_SHAPE 0 /* shape: shape */
#define SY_ATTR_AVG_POOL_BACKWARD_KERNEL 1 /* kernel: int[<=3] */
#define SY_ATTR_AVG_POOL_BACKWARD_STRIDE 2 /* stride: int[<=3] */
#define SY_ATTR_AVG_POOL_BACKWARD_PADS 3 /* pads: int[<=6] */
#define SY_ATTR_AVG_POOL_BACKWARD_CEIL_MODE 4 /* ceil_mode: bool */
#define SY_ATTR_AVG_POOL_BACKWARD_COUNT_INCLUDE_PAD 5 /* count_include_pad: bool */
#define SY_ATTR_CONV_TRANSPOSE2D_STRIDE 0 /* stride: int[2] */
#define SY_ATTR_CONV_TRANSPOSE2D_PADS 1 /* pads: int[4] */
#define SY_ATTR_CONV_TRANSPOSE2D_DILATION 2 /* dilation: int[2] */
#define SY_ATTR_CONV_TRANSPOSE2D_GROUPS 3 /* groups: int */
#define SY_ATTR_CONV_TRANSPOSE2D_OUTPUT_PADDING 4 /* output_padding: int[2] */
#define SY_ATTR_CONV_TRANSPOSE2D_BACKWARD_INPUT_STRIDE 0 /* stride: int[2] */
#define SY_ATTR_CONV_TRANSPOSE2D_BACKWARD_INPUT_PADS 1 /* pads: int[4] */
#define SY_ATTR_CONV_TRANSPOSE2D_BACKWARD_INPUT_DILATION 2 /* dilation: int[2] */
#define SY_ATTR_CONV_TRANSPOSE2D_BACKWARD_INPUT_GROUPS 3 /* groups: int */
#define SY_ATTR_CONV_TRANSPOSE2D_BACKWARD_INPUT_OUTPUT_PADDING 4 /* output_padding: int[2] */
#define SY_ATTR_CONV_STRIDE 0 /* stride: int[<=3] */
#define SY_ATTR_CONV_PADS 1 /* pads: int[<=6] */
#define SY_ATTR_CONV_DILATION 2 /* dilation: int[<=3] */
#define SY_ATTR_CONV_GROUPS 3 /* groups: int */
#define SY_ATTR_CONV_BACKWARD_INPUT_STRIDE 0 /* stride: int[<=3] */
#define SY_ATTR_CONV_BACKWARD_INPUT_PADS 1 /* pads: int[<=6] */
#define SY_ATTR_CONV_BACKWARD_INPUT_DILATION 2 /* dilation: int[<=3] */
#define SY_ATTR_CONV_BACKWARD_INPUT_GROUPS 3 /* groups: int */
#define SY_ATTR_CONV_BACKWARD_WEIGHT_STRIDE 0 /* stride: int[<=3] */
#define SY_ATTR_CONV_BACKWARD_WEIGHT_PADS 1 /* pads: int[<=6] */
#define SY_ATTR_CONV_BACKWARD_WEIGHT_DILATION 2 /* dilation: int[<=3] */
#define SY_ATTR_CONV_BACKWARD_WEIGHT_GROUPS 3 /* groups: int */
#define SY_ATTR_CONV_TRANSPOSE_STRIDE 0 /* stride: int[<=3] */
#define SY_ATTR_CONV_TRANSPOSE_PADS 1 /* pads: int[<=6] */
#define SY_ATTR_CONV_TRANSPOSE_DILATION 2 /* dilation: int[<=3] */
#define SY_ATTR_CONV_TRANSPOSE_GROUPS 3 /* groups: int */
#define SY_ATTR_CONV_TRANSPOSE_OUTPUT_PADDING 4 /* output_padding: int[<=3] */
#define SY_ATTR_CONV_TRANSPOSE_BACKWARD_INPUT_STRIDE 0 /* stride: int[<=3] */
#define SY_ATTR_CONV_TRANSPOSE_BACKWARD_INPUT_PADS 1 /* pads: int[<=6] */
#define SY_ATTR_CONV_TRANSPOSE_BACKWARD_INPUT_DILATION 2 /* dilation: int[<=3] */
#define SY_ATTR_CONV_TRANSPOSE_BACKWARD_INPUT_GROUPS 3 /* groups: int */
#define SY_ATTR_CONV_TRANSPOSE_BACKWARD_INPUT_OUTPUT_PADDING 4 /* output_padding: int[<=3] */
#define SY_ATTR_MAX_POOL_KERNEL 0 /* kernel: int[<=3] */
#define SY_ATTR_MAX_POOL_STRIDE 1 /* stride: int[<=3] */
#define SY_ATTR_MAX_POOL_PADS 2 /* pads: int[<=6] */
#define SY_ATTR_MAX_POOL_DILATION 3 /* dilation: int[<=3] */
#define SY_ATTR_MAX_POOL_CEIL_MODE 4 /* ceil_mode: bool */
#define SY_ATTR_MAX_POOL_STORAGE_ORDER 5 /* storage_order: int */
#define SY_ATTR_MAX_POOL_BACKWARD_SHAPE 0 /* shape: shape */
#define SY_ATTR_MAX_POOL_BACKWARD_STORAGE_ORDER 1 /* storage_order: int */
#define SY_ATTR_LP_POOL_KERNEL 0 /* kernel: int[<=3] */
#define SY_ATTR_LP_POOL_STRIDE 1 /* stride: int[<=3] */
#define SY_ATTR_LP_POOL_PADS 2 /* pads: int[<=6] */
#define SY_ATTR_LP_POOL_P 3 /* p: int */
#define SY_ATTR_LP_POOL_BACKWARD_KERNEL 0 /* kernel: int[<=3] */
#define SY_ATTR_LP_POOL_BACKWARD_STRIDE 1 /* stride: int[<=3] */
#define SY_ATTR_LP_POOL_BACKWARD_PADS 2 /* pads: int[<=6] */
#define SY_ATTR_LP_POOL_BACKWARD_P 3 /* p: int */
#define SY_ATTR_ADAPTIVE_AVG_POOL_OUTPUT_SIZE 0 /* output_size: int[<=3] */
#define SY_ATTR_ADAPTIVE_AVG_POOL_BACKWARD_SHAPE 0 /* shape: shape */
#define SY_ATTR_ADAPTIVE_MAX_POOL_OUTPUT_SIZE 0 /* output_size: int[<=3] */
#define SY_ATTR_GROUP_NORM_NUM_GROUPS 0 /* num_groups: int */
#define SY_ATTR_GROUP_NORM_EPSILON 1 /* epsilon: float */
#define SY_ATTR_GROUP_NORM_BACKWARD_NUM_GROUPS 0 /* num_groups: int */
#define SY_ATTR_GROUP_NORM_BACKWARD_EPSILON 1 /* epsilon: float */
#define SY_ATTR_GROUP_NORM_BACKWARD_WRT 2 /* wrt: int */
#define SY_ATTR_COMPRESS_AXIS 0 /* axis: int */
#define SY_ATTR_UNIQUE_SORTED 0 /* sorted: bool */
#define SY_ATTR_UNIQUE_AXIS 1 /* axis: int */
#define SY_ATTR_STACK_AXIS 0 /* axis: axis */
#define SY_ATTR_RANDOM_UNIFORM_LIKE_LOW 0 /* low: float */
#define SY_ATTR_RANDOM_UNIFORM_LIKE_HIGH 1 /* high: float */
#define SY_ATTR_RANDOM_UNIFORM_LIKE_SEED 2 /* seed: float */
#define SY_ATTR_RANDOM_UNIFORM_LIKE_DTYPE 3 /* dtype: dtype */
#define SY_ATTR_RANDOM_NORMAL_LIKE_MEAN 0 /* mean: float */
#define SY_ATTR_RANDOM_NORMAL_LIKE_SCALE 1 /* scale: float */
#define SY_ATTR_RANDOM_NORMAL_LIKE_SEED 2 /* seed: float */
#define SY_ATTR_RANDOM_NORMAL_LIKE_DTYPE 3 /* dtype: dtype */
#define SY_ATTR_BERNOULLI_SEED 0 /* seed: float */
#define SY_ATTR_BERNOULLI_DTYPE 1 /* dtype: dtype */
#define SY_ATTR_MULTINOMIAL_SAMPLE_SIZE 0 /* sample_size: int */
#define SY_ATTR_MULTINOMIAL_SEED 1 /* seed: float */
#define SY_ATTR_MULTINOMIAL_DTYPE 2 /* dtype: dtype */
#define SY_ATTR_RESIZE_SIZES 0 /* sizes: shape */
#define SY_ATTR_RESIZE_MODE 1 /* mode: {nearest, linear, cubic} */
#define SY_ATTR_RESIZE_TRANSFORM 2 /* transform: {half_pixel, pytorch_half_pixel, align_corners, asymmetric, tf_half_pixel_for_nn, tf_crop_and_resize} */
#define SY_ATTR_RESIZE_NEAREST_MODE 3 /* nearest_mode: {round_prefer_floor, round_prefer_ceil, floor, ceil} */
#define SY_ATTR_RESIZE_CUBIC_COEFF_A 4 /* cubic_coeff_a: float */
#define SY_ATTR_RESIZE_EXCLUDE_OUTSIDE 5 /* exclude_outside: bool */
#define SY_ATTR_RESIZE_EXTRAPOLATION_VALUE 6 /* extrapolation_value: float */
#define SY_ATTR_RESIZE_BACKWARD_SHAPE 0 /* shape: shape */
#define SY_ATTR_RESIZE_BACKWARD_MODE 1 /* mode: {nearest, linear, cubic} */
#define SY_ATTR_RESIZE_BACKWARD_TRANSFORM 2 /* transform: {half_pixel, pytorch_half_pixel, align_corners, asymmetric, tf_half_pixel_for_nn, tf_crop_and_resize} */
#define SY_ATTR_RESIZE_BACKWARD_NEAREST_MODE 3 /* nearest_mode: {round_prefer_floor, round_prefer_ceil, floor, ceil} */
#define SY_ATTR_RESIZE_BACKWARD_CUBIC_COEFF_A 4 /* cubic_coeff_a: float */
#define SY_ATTR_RESIZE_BACKWARD_EXCLUDE_OUTSIDE 5 /* exclude_outside: bool */
#define SY_ATTR_MSE_LOSS_REDUCTION 0 /* reduction: {none, mean, sum} */
#define SY_ATTR_MSE_LOSS_BACKWARD_REDUCTION 0 /* reduction: {none, mean, sum} */
#define SY_ATTR_MSE_LOSS_BACKWARD_WRT_TARGET 1 /* wrt_target: bool */
#define SY_ATTR_REVERSE_SEQUENCE_BATCH_AXIS 0 /* batch_axis: int */
#define SY_ATTR_REVERSE_SEQUENCE_TIME_AXIS 1 /* time_axis: int */
#define SY_ATTR_GRID_SAMPLE_MODE 0 /* mode: {bilinear, nearest, bicubic} */
#define SY_ATTR_GRID_SAMPLE_PADDING_MODE 1 /* padding_mode: {zeros, border, reflection} */
#define SY_ATTR_GRID_SAMPLE_ALIGN_CORNERS 2 /* align_corners: bool */
#define SY_ATTR_GRID_SAMPLE_BACKWARD_MODE 0 /* mode: {bilinear, nearest, bicubic} */
#define SY_ATTR_GRID_SAMPLE_BACKWARD_PADDING_MODE 1 /* padding_mode: {zeros, border, reflection} */
#define SY_ATTR_GRID_SAMPLE_BACKWARD_ALIGN_CORNERS 2 /* align_corners: bool */
#define SY_ATTR_GRID_SAMPLE_BACKWARD_WRT_GRID 3 /* wrt_grid: bool */
#define SY_ATTR_MAX_UNPOOL_KERNEL 0 /* kernel: int[<=3] */
#define SY_ATTR_MAX_UNPOOL_STRIDE 1 /* stride: int[<=3] */
#define SY_ATTR_MAX_UNPOOL_PADS 2 /* pads: int[<=6] */
#define SY_ATTR_MAX_UNPOOL_OUTPUT_SHAPE 3 /* output_shape: int[<=5] */
#define SY_ATTR_COL2IM_IMAGE_SHAPE 0 /* image_shape: shape */
#define SY_ATTR_COL2IM_BLOCK_SHAPE 1 /* block_shape: int[<=3] */
#define SY_ATTR_COL2IM_STRIDE 2 /* stride: int[<=3] */
#define SY_ATTR_COL2IM_PADS 3 /* pads: int[<=6] */
#define SY_ATTR_COL2IM_DILATION 4 /* dilation: int[<=3] */
#define SY_ATTR_IM2COL_BLOCK_SHAPE 0 /* block_shape: int[<=3] */
#define SY_ATTR_IM2COL_STRIDE 1 /* stride: int[<=3] */
#define SY_ATTR_IM2COL_PADS 2 /* pads: int[<=6] */
#define SY_ATTR_IM2COL_DILATION 3 /* dilation: int[<=3] */
#define SY_ATTR_ALL_REDUCE_COMM 0 /* comm: comm */
#define SY_ATTR_ALL_REDUCE_OP 1 /* op: {sum, mean, max, min, prod} */
#define SY_ATTR_BROADCAST_COMM 0 /* comm: comm */
#define SY_ATTR_BROADCAST_ROOT 1 /* root: int */
#define SY_ATTR_ALL_GATHER_COMM 0 /* comm: comm */
#define SY_ATTR_REDUCE_SCATTER_COMM 0 /* comm: comm */
#define SY_ATTR_REDUCE_SCATTER_OP 1 /* op: {sum, mean, max, min, prod} */
#define SY_ATTR_ALL_REDUCE_BACKWARD_COMM 0 /* comm: comm */
#define SY_ATTR_ALL_REDUCE_BACKWARD_OP 1 /* op: {sum, mean, max, min, prod} */
#define SY_ATTR_BROADCAST_BACKWARD_COMM 0 /* comm: comm */
#define SY_ATTR_BROADCAST_BACKWARD_ROOT 1 /* root: int */
#define SY_ATTR_REDUCE_SCATTER_BACKWARD_COMM 0 /* comm: comm */
#define SY_ATTR_REDUCE_SCATTER_BACKWARD_OP 1 /* op: {sum, mean, max, min, prod} */

/* Every backend's declarations, whichever are compiled in (SY_WITH_<NAME>):
 * they do not depend on the subset, so neither does the preprocessed text of
 * a kernel file, and a compiler cache (ccache) shares the kernels' objects
 * between builds of different subsets. A call into a backend that is not
 * compiled in fails at link time. */
/* cpu (backends[cpu]) */
sy_status sy_k_cpu_zeros(const sy_fill_args *args);
sy_status sy_k_cpu_ones(const sy_fill_args *args);
sy_status sy_k_cpu_full(const sy_fill_args *args);
sy_status sy_k_cpu_neg(const sy_ew_args *args);
sy_status sy_k_cpu_abs(const sy_ew_args *args);
sy_status sy_k_cpu_exp(const sy_ew_args *args);
sy_status sy_k_cpu_log(const sy_ew_args *args);
sy_status sy_k_cpu_sqrt(const sy_ew_args *args);
sy_status sy_k_cpu_tanh(const sy_ew_args *args);
sy_status sy_k_cpu_sigmoid(const sy_ew_args *args);
sy_status sy_k_cpu_relu(const sy_ew_args *args);
sy_status sy_k_cpu_sin(const sy_ew_args *args);
sy_status sy_k_cpu_cos(const sy_ew_args *args);
sy_status sy_k_cpu_tan(const sy_ew_args *args);
sy_status sy_k_cpu_asin(const sy_ew_args *args);
sy_status sy_k_cpu_acos(const sy_ew_args *args);
sy_status sy_k_cpu_atan(const sy_ew_args *args);
sy_status sy_k_cpu_sinh(const sy_ew_args *args);
sy_status sy_k_cpu_cosh(const sy_ew_args *args);
sy_status sy_k_cpu_asinh(const sy_ew_args *args);
sy_status sy_k_cpu_acosh(const sy_ew_args *args);
sy_status sy_k_cpu_atanh(const sy_ew_args *args);
sy_status sy_k_cpu_erf(const sy_ew_args *args);
sy_status sy_k_cpu_floor(const sy_ew_args *args);
sy_status sy_k_cpu_ceil(const sy_ew_args *args);
sy_status sy_k_cpu_round(const sy_ew_args *args);
sy_status sy_k_cpu_sign(const sy_ew_args *args);
sy_status sy_k_cpu_reciprocal(const sy_ew_args *args);
sy_status sy_k_cpu_softplus(const sy_ew_args *args);
sy_status sy_k_cpu_softsign(const sy_ew_args *args);
sy_status sy_k_cpu_logical_not(const sy_ew_args *args);
sy_status sy_k_cpu_bitwise_not(const sy_ew_args *args);
sy_status sy_k_cpu_hard_swish(const sy_ew_args *args);
sy_status sy_k_cpu_mish(const sy_ew_args *args);
sy_status sy_k_cpu_add(const sy_ew_args *args);
sy_status sy_k_cpu_sub(const sy_ew_args *args);
sy_status sy_k_cpu_mul(const sy_ew_args *args);
sy_status sy_k_cpu_div(const sy_ew_args *args);
sy_status sy_k_cpu_maximum(const sy_ew_args *args);
sy_status sy_k_cpu_minimum(const sy_ew_args *args);
sy_status sy_k_cpu_pow(const sy_ew_args *args);
sy_status sy_k_cpu_mod(const sy_ew_args *args);
sy_status sy_k_cpu_fmod(const sy_ew_args *args);
sy_status sy_k_cpu_logical_and(const sy_ew_args *args);
sy_status sy_k_cpu_logical_or(const sy_ew_args *args);
sy_status sy_k_cpu_logical_xor(const sy_ew_args *args);
sy_status sy_k_cpu_bitwise_and(const sy_ew_args *args);
sy_status sy_k_cpu_bitwise_or(const sy_ew_args *args);
sy_status sy_k_cpu_bitwise_xor(const sy_ew_args *args);
sy_status sy_k_cpu_shift_left(const sy_ew_args *args);
sy_status sy_k_cpu_shift_right(const sy_ew_args *args);
sy_status sy_k_cpu_eq(const sy_ew_args *args);
sy_status sy_k_cpu_lt(const sy_ew_args *args);
sy_status sy_k_cpu_gt(const sy_ew_args *args);
sy_status sy_k_cpu_le(const sy_ew_args *args);
sy_status sy_k_cpu_ge(const sy_ew_args *args);
sy_status sy_k_cpu_where(const sy_ew_args *args);
sy_status sy_k_cpu_matmul(const sy_matmul_args *args);
sy_status sy_k_cpu_sum(const sy_reduce_args *args);
sy_status sy_k_cpu_mean(const sy_reduce_args *args);
sy_status sy_k_cpu_max(const sy_reduce_args *args);
sy_status sy_k_cpu_min(const sy_reduce_args *args);
sy_status sy_k_cpu_prod(const sy_reduce_args *args);
sy_status sy_k_cpu_l1(const sy_reduce_args *args);
sy_status sy_k_cpu_l2(const sy_reduce_args *args);
sy_status sy_k_cpu_log_sum(const sy_reduce_args *args);
sy_status sy_k_cpu_log_sum_exp(const sy_reduce_args *args);
sy_status sy_k_cpu_sum_square(const sy_reduce_args *args);
sy_status sy_k_cpu_cast(const sy_ew_args *args);
sy_status sy_k_cpu_softmax(const sy_op_args *args);
sy_status sy_k_cpu_log_softmax(const sy_op_args *args);
sy_status sy_k_cpu_hardmax(const sy_op_args *args);
sy_status sy_k_cpu_argmax(const sy_op_args *args);
sy_status sy_k_cpu_argmin(const sy_op_args *args);
sy_status sy_k_cpu_concat(const sy_op_args *args);
sy_status sy_k_cpu_slice(const sy_op_args *args);
sy_status sy_k_cpu_gather(const sy_op_args *args);
sy_status sy_k_cpu_pad(const sy_op_args *args);
sy_status sy_k_cpu_layer_norm(const sy_op_args *args);
sy_status sy_k_cpu_max_pool2d(const sy_op_args *args);
sy_status sy_k_cpu_conv2d(const sy_op_args *args);
sy_status sy_k_cpu_add_n(const sy_op_args *args);
sy_status sy_k_cpu_mean_n(const sy_op_args *args);
sy_status sy_k_cpu_isnan(const sy_op_args *args);
sy_status sy_k_cpu_isinf(const sy_op_args *args);
sy_status sy_k_cpu_isposinf(const sy_op_args *args);
sy_status sy_k_cpu_isneginf(const sy_op_args *args);
sy_status sy_k_cpu_slice_backward(const sy_op_args *args);
sy_status sy_k_cpu_max_pool2d_backward(const sy_op_args *args);
sy_status sy_k_cpu_gather_backward(const sy_op_args *args);
sy_status sy_k_cpu_conv2d_backward_input(const sy_op_args *args);
sy_status sy_k_cpu_conv2d_backward_weight(const sy_op_args *args);
sy_status sy_k_cpu_cumsum(const sy_op_args *args);
sy_status sy_k_cpu_topk(const sy_op_args *args);
sy_status sy_k_cpu_sort(const sy_op_args *args);
sy_status sy_k_cpu_trilu(const sy_op_args *args);
sy_status sy_k_cpu_depth_to_space(const sy_op_args *args);
sy_status sy_k_cpu_space_to_depth(const sy_op_args *args);
sy_status sy_k_cpu_depth_to_space_backward(const sy_op_args *args);
sy_status sy_k_cpu_eye_like(const sy_op_args *args);
sy_status sy_k_cpu_tile(const sy_op_args *args);
sy_status sy_k_cpu_tile_backward(const sy_op_args *args);
sy_status sy_k_cpu_gather_elements(const sy_op_args *args);
sy_status sy_k_cpu_gather_elements_backward(const sy_op_args *args);
sy_status sy_k_cpu_scatter_elements(const sy_op_args *args);
sy_status sy_k_cpu_scatter_elements_backward(const sy_op_args *args);
sy_status sy_k_cpu_gather_nd(const sy_op_args *args);
sy_status sy_k_cpu_gather_nd_backward(const sy_op_args *args);
sy_status sy_k_cpu_scatter_nd(const sy_op_args *args);
sy_status sy_k_cpu_scatter_nd_backward(const sy_op_args *args);
sy_status sy_k_cpu_one_hot(const sy_op_args *args);
sy_status sy_k_cpu_one_hot_backward(const sy_op_args *args);
sy_status sy_k_cpu_leaky_relu(const sy_op_args *args);
sy_status sy_k_cpu_elu(const sy_op_args *args);
sy_status sy_k_cpu_celu(const sy_op_args *args);
sy_status sy_k_cpu_thresholded_relu(const sy_op_args *args);
sy_status sy_k_cpu_hard_sigmoid(const sy_op_args *args);
sy_status sy_k_cpu_selu(const sy_op_args *args);
sy_status sy_k_cpu_shrink(const sy_op_args *args);
sy_status sy_k_cpu_prelu(const sy_op_args *args);
sy_status sy_k_cpu_clip(const sy_op_args *args);
sy_status sy_k_cpu_dropout(const sy_op_args *args);
sy_status sy_k_cpu_nll_loss(const sy_op_args *args);
sy_status sy_k_cpu_nll_loss_backward(const sy_op_args *args);
sy_status sy_k_cpu_flip(const sy_op_args *args);
sy_status sy_k_cpu_gelu(const sy_op_args *args);
sy_status sy_k_cpu_gelu_backward(const sy_op_args *args);
sy_status sy_k_cpu_avg_pool(const sy_op_args *args);
sy_status sy_k_cpu_avg_pool_backward(const sy_op_args *args);
sy_status sy_k_cpu_conv_transpose2d(const sy_op_args *args);
sy_status sy_k_cpu_conv_transpose2d_backward_input(const sy_op_args *args);
sy_status sy_k_cpu_conv(const sy_op_args *args);
sy_status sy_k_cpu_conv_backward_input(const sy_op_args *args);
sy_status sy_k_cpu_conv_backward_weight(const sy_op_args *args);
sy_status sy_k_cpu_conv_backward_bias(const sy_op_args *args);
sy_status sy_k_cpu_conv_transpose(const sy_op_args *args);
sy_status sy_k_cpu_conv_transpose_backward_input(const sy_op_args *args);
sy_status sy_k_cpu_max_pool(const sy_op_args *args);
sy_status sy_k_cpu_max_pool_backward(const sy_op_args *args);
sy_status sy_k_cpu_lp_pool(const sy_op_args *args);
sy_status sy_k_cpu_lp_pool_backward(const sy_op_args *args);
sy_status sy_k_cpu_adaptive_avg_pool(const sy_op_args *args);
sy_status sy_k_cpu_adaptive_avg_pool_backward(const sy_op_args *args);
sy_status sy_k_cpu_adaptive_max_pool(const sy_op_args *args);
sy_status sy_k_cpu_group_norm(const sy_op_args *args);
sy_status sy_k_cpu_group_norm_backward(const sy_op_args *args);
sy_status sy_k_cpu_nonzero(const sy_op_args *args);
sy_status sy_k_cpu_compress(const sy_op_args *args);
sy_status sy_k_cpu_unique(const sy_op_args *args);
sy_status sy_k_cpu_range(const sy_op_args *args);
sy_status sy_k_cpu_stack(const sy_op_args *args);
sy_status sy_k_cpu_random_uniform_like(const sy_op_args *args);
sy_status sy_k_cpu_random_normal_like(const sy_op_args *args);
sy_status sy_k_cpu_bernoulli(const sy_op_args *args);
sy_status sy_k_cpu_multinomial(const sy_op_args *args);
sy_status sy_k_cpu_resize(const sy_op_args *args);
sy_status sy_k_cpu_resize_backward(const sy_op_args *args);
sy_status sy_k_cpu_mse_loss(const sy_op_args *args);
sy_status sy_k_cpu_embedding(const sy_op_args *args);
sy_status sy_k_cpu_mse_loss_backward(const sy_op_args *args);
sy_status sy_k_cpu_det(const sy_op_args *args);
sy_status sy_k_cpu_reverse_sequence(const sy_op_args *args);
sy_status sy_k_cpu_grid_sample(const sy_op_args *args);
sy_status sy_k_cpu_grid_sample_backward(const sy_op_args *args);
sy_status sy_k_cpu_max_unpool(const sy_op_args *args);
sy_status sy_k_cpu_max_unpool_backward(const sy_op_args *args);
sy_status sy_k_cpu_col2im(const sy_op_args *args);
sy_status sy_k_cpu_im2col(const sy_op_args *args);
sy_status sy_k_cpu_all_reduce(const sy_op_args *args);
sy_status sy_k_cpu_broadcast(const sy_op_args *args);
sy_status sy_k_cpu_all_gather(const sy_op_args *args);
sy_status sy_k_cpu_reduce_scatter(const sy_op_args *args);
sy_status sy_k_cpu_all_reduce_backward(const sy_op_args *args);
sy_status sy_k_cpu_broadcast_backward(const sy_op_args *args);
sy_status sy_k_cpu_reduce_scatter_backward(const sy_op_args *args);

/* simd (backends[simd]) */
sy_status sy_k_simd_zeros(const sy_fill_args *args);
sy_status sy_k_simd_ones(const sy_fill_args *args);
sy_status sy_k_simd_full(const sy_fill_args *args);
sy_status sy_k_simd_neg(const sy_ew_args *args);
sy_status sy_k_simd_abs(const sy_ew_args *args);
sy_status sy_k_simd_exp(const sy_ew_args *args);
sy_status sy_k_simd_log(const sy_ew_args *args);
sy_status sy_k_simd_sqrt(const sy_ew_args *args);
sy_status sy_k_simd_tanh(const sy_ew_args *args);
sy_status sy_k_simd_sigmoid(const sy_ew_args *args);
sy_status sy_k_simd_relu(const sy_ew_args *args);
sy_status sy_k_simd_sin(const sy_ew_args *args);
sy_status sy_k_simd_cos(const sy_ew_args *args);
sy_status sy_k_simd_erf(const sy_ew_args *args);
sy_status sy_k_simd_add(const sy_ew_args *args);
sy_status sy_k_simd_sub(const sy_ew_args *args);
sy_status sy_k_simd_mul(const sy_ew_args *args);
sy_status sy_k_simd_div(const sy_ew_args *args);
sy_status sy_k_simd_maximum(const sy_ew_args *args);
sy_status sy_k_simd_eq(const sy_ew_args *args);
sy_status sy_k_simd_lt(const sy_ew_args *args);
sy_status sy_k_simd_gt(const sy_ew_args *args);
sy_status sy_k_simd_where(const sy_ew_args *args);
sy_status sy_k_simd_matmul(const sy_matmul_args *args);
sy_status sy_k_simd_sum(const sy_reduce_args *args);
sy_status sy_k_simd_mean(const sy_reduce_args *args);
sy_status sy_k_simd_max(const sy_reduce_args *args);
sy_status sy_k_simd_cast(const sy_ew_args *args);
sy_status sy_k_simd_softmax(const sy_op_args *args);
sy_status sy_k_simd_log_softmax(const sy_op_args *args);
sy_status sy_k_simd_layer_norm(const sy_op_args *args);
sy_status sy_k_simd_max_pool2d(const sy_op_args *args);
sy_status sy_k_simd_conv2d(const sy_op_args *args);
sy_status sy_k_simd_conv2d_backward_input(const sy_op_args *args);
sy_status sy_k_simd_conv2d_backward_weight(const sy_op_args *args);

/* blas (backends[blas]) */
sy_status sy_k_blas_matmul(const sy_matmul_args *args);

/* sim (backends[sim]) */
sy_status sy_k_sim_alloc(uint32_t index, size_t bytes, void **handle);
void sy_k_sim_free(uint32_t index, void *handle);
sy_status sy_k_sim_read(uint32_t index, const void *handle, size_t offset, void *dst, size_t bytes);
sy_status sy_k_sim_write(uint32_t index, void *handle, size_t offset, const void *src, size_t bytes);
long sy_k_sim_live_buffers(void);

/* opencl (backends[opencl]) */
sy_status sy_k_opencl_zeros(const sy_fill_args *args);
sy_status sy_k_opencl_ones(const sy_fill_args *args);
sy_status sy_k_opencl_full(const sy_fill_args *args);
sy_status sy_k_opencl_neg(const sy_ew_args *args);
sy_status sy_k_opencl_abs(const sy_ew_args *args);
sy_status sy_k_opencl_exp(const sy_ew_args *args);
sy_status sy_k_opencl_log(const sy_ew_args *args);
sy_status sy_k_opencl_sqrt(const sy_ew_args *args);
sy_status sy_k_opencl_tanh(const sy_ew_args *args);
sy_status sy_k_opencl_sigmoid(const sy_ew_args *args);
sy_status sy_k_opencl_relu(const sy_ew_args *args);
sy_status sy_k_opencl_sin(const sy_ew_args *args);
sy_status sy_k_opencl_cos(const sy_ew_args *args);
sy_status sy_k_opencl_tan(const sy_ew_args *args);
sy_status sy_k_opencl_asin(const sy_ew_args *args);
sy_status sy_k_opencl_acos(const sy_ew_args *args);
sy_status sy_k_opencl_atan(const sy_ew_args *args);
sy_status sy_k_opencl_sinh(const sy_ew_args *args);
sy_status sy_k_opencl_cosh(const sy_ew_args *args);
sy_status sy_k_opencl_asinh(const sy_ew_args *args);
sy_status sy_k_opencl_acosh(const sy_ew_args *args);
sy_status sy_k_opencl_atanh(const sy_ew_args *args);
sy_status sy_k_opencl_erf(const sy_ew_args *args);
sy_status sy_k_opencl_floor(const sy_ew_args *args);
sy_status sy_k_opencl_ceil(const sy_ew_args *args);
sy_status sy_k_opencl_round(const sy_ew_args *args);
sy_status sy_k_opencl_sign(const sy_ew_args *args);
sy_status sy_k_opencl_reciprocal(const sy_ew_args *args);
sy_status sy_k_opencl_softplus(const sy_ew_args *args);
sy_status sy_k_opencl_softsign(const sy_ew_args *args);
sy_status sy_k_opencl_logical_not(const sy_ew_args *args);
sy_status sy_k_opencl_bitwise_not(const sy_ew_args *args);
sy_status sy_k_opencl_hard_swish(const sy_ew_args *args);
sy_status sy_k_opencl_mish(const sy_ew_args *args);
sy_status sy_k_opencl_add(const sy_ew_args *args);
sy_status sy_k_opencl_sub(const sy_ew_args *args);
sy_status sy_k_opencl_mul(const sy_ew_args *args);
sy_status sy_k_opencl_div(const sy_ew_args *args);
sy_status sy_k_opencl_maximum(const sy_ew_args *args);
sy_status sy_k_opencl_minimum(const sy_ew_args *args);
sy_status sy_k_opencl_pow(const sy_ew_args *args);
sy_status sy_k_opencl_mod(const sy_ew_args *args);
sy_status sy_k_opencl_fmod(const sy_ew_args *args);
sy_status sy_k_opencl_logical_and(const sy_ew_args *args);
sy_status sy_k_opencl_logical_or(const sy_ew_args *args);
sy_status sy_k_opencl_logical_xor(const sy_ew_args *args);
sy_status sy_k_opencl_bitwise_and(const sy_ew_args *args);
sy_status sy_k_opencl_bitwise_or(const sy_ew_args *args);
sy_status sy_k_opencl_bitwise_xor(const sy_ew_args *args);
sy_status sy_k_opencl_shift_left(const sy_ew_args *args);
sy_status sy_k_opencl_shift_right(const sy_ew_args *args);
sy_status sy_k_opencl_eq(const sy_ew_args *args);
sy_status sy_k_opencl_lt(const sy_ew_args *args);
sy_status sy_k_opencl_gt(const sy_ew_args *args);
sy_status sy_k_opencl_le(const sy_ew_args *args);
sy_status sy_k_opencl_ge(const sy_ew_args *args);
sy_status sy_k_opencl_where(const sy_ew_args *args);
sy_status sy_k_opencl_matmul(const sy_matmul_args *args);
sy_status sy_k_opencl_sum(const sy_reduce_args *args);
sy_status sy_k_opencl_mean(const sy_reduce_args *args);
sy_status sy_k_opencl_max(const sy_reduce_args *args);
sy_status sy_k_opencl_min(const sy_reduce_args *args);
sy_status sy_k_opencl_prod(const sy_reduce_args *args);
sy_status sy_k_opencl_l1(const sy_reduce_args *args);
sy_status sy_k_opencl_l2(const sy_reduce_args *args);
sy_status sy_k_opencl_log_sum(const sy_reduce_args *args);
sy_status sy_k_opencl_log_sum_exp(const sy_reduce_args *args);
sy_status sy_k_opencl_sum_square(const sy_reduce_args *args);
sy_status sy_k_opencl_cast(const sy_ew_args *args);
sy_status sy_k_opencl_softmax(const sy_op_args *args);
sy_status sy_k_opencl_log_softmax(const sy_op_args *args);
sy_status sy_k_opencl_argmax(const sy_op_args *args);
sy_status sy_k_opencl_argmin(const sy_op_args *args);
sy_status sy_k_opencl_concat(const sy_op_args *args);
sy_status sy_k_opencl_gather(const sy_op_args *args);
sy_status sy_k_opencl_pad(const sy_op_args *args);
sy_status sy_k_opencl_layer_norm(const sy_op_args *args);
sy_status sy_k_opencl_max_pool2d(const sy_op_args *args);
sy_status sy_k_opencl_conv2d(const sy_op_args *args);
sy_status sy_k_opencl_add_n(const sy_op_args *args);
sy_status sy_k_opencl_mean_n(const sy_op_args *args);
sy_status sy_k_opencl_isnan(const sy_op_args *args);
sy_status sy_k_opencl_isinf(const sy_op_args *args);
sy_status sy_k_opencl_isposinf(const sy_op_args *args);
sy_status sy_k_opencl_isneginf(const sy_op_args *args);
sy_status sy_k_opencl_max_pool2d_backward(const sy_op_args *args);
sy_status sy_k_opencl_gather_backward(const sy_op_args *args);
sy_status sy_k_opencl_conv2d_backward_input(const sy_op_args *args);
sy_status sy_k_opencl_conv2d_backward_weight(const sy_op_args *args);
sy_status sy_k_opencl_cumsum(const sy_op_args *args);
sy_status sy_k_opencl_topk(const sy_op_args *args);
sy_status sy_k_opencl_sort(const sy_op_args *args);
sy_status sy_k_opencl_leaky_relu(const sy_op_args *args);
sy_status sy_k_opencl_elu(const sy_op_args *args);
sy_status sy_k_opencl_celu(const sy_op_args *args);
sy_status sy_k_opencl_thresholded_relu(const sy_op_args *args);
sy_status sy_k_opencl_hard_sigmoid(const sy_op_args *args);
sy_status sy_k_opencl_selu(const sy_op_args *args);
sy_status sy_k_opencl_shrink(const sy_op_args *args);
sy_status sy_k_opencl_prelu(const sy_op_args *args);
sy_status sy_k_opencl_clip(const sy_op_args *args);
sy_status sy_k_opencl_gelu(const sy_op_args *args);
sy_status sy_k_opencl_gelu_backward(const sy_op_args *args);
sy_status sy_k_opencl_avg_pool(const sy_op_args *args);
sy_status sy_k_opencl_avg_pool_backward(const sy_op_args *args);
sy_status sy_k_opencl_conv(const sy_op_args *args);
sy_status sy_k_opencl_conv_backward_input(const sy_op_args *args);
sy_status sy_k_opencl_conv_backward_weight(const sy_op_args *args);
sy_status sy_k_opencl_conv_backward_bias(const sy_op_args *args);
sy_status sy_k_opencl_conv_transpose(const sy_op_args *args);
sy_status sy_k_opencl_conv_transpose_backward_input(const sy_op_args *args);
sy_status sy_k_opencl_max_pool(const sy_op_args *args);
sy_status sy_k_opencl_max_pool_backward(const sy_op_args *args);
sy_status sy_k_opencl_lp_pool(const sy_op_args *args);
sy_status sy_k_opencl_lp_pool_backward(const sy_op_args *args);
sy_status sy_k_opencl_adaptive_avg_pool(const sy_op_args *args);
sy_status sy_k_opencl_adaptive_avg_pool_backward(const sy_op_args *args);
sy_status sy_k_opencl_adaptive_max_pool(const sy_op_args *args);
sy_status sy_k_opencl_group_norm(const sy_op_args *args);
sy_status sy_k_opencl_group_norm_backward(const sy_op_args *args);
sy_status sy_k_opencl_grid_sample(const sy_op_args *args);
sy_status sy_k_opencl_grid_sample_backward(const sy_op_args *args);
sy_status sy_k_opencl_max_unpool(const sy_op_args *args);
sy_status sy_k_opencl_max_unpool_backward(const sy_op_args *args);
sy_status sy_k_opencl_alloc(uint32_t index, size_t bytes, void **handle);
void sy_k_opencl_free(uint32_t index, void *handle);
sy_status sy_k_opencl_read(uint32_t index, const void *handle, size_t offset, void *dst, size_t bytes);
sy_status sy_k_opencl_write(uint32_t index, void *handle, size_t offset, const void *src, size_t bytes);
long sy_k_opencl_live_buffers(void);
uint32_t sy_k_opencl_device_count(void);
sy_status sy_k_opencl_init(void);
void sy_k_opencl_shutdown(void);
sy_status sy_k_opencl_write_async(uint32_t index, void *handle, size_t offset, const void *src, size_t bytes, void (*done)(void *ctx), void *ctx);
void sy_k_opencl_flush(uint32_t index);
sy_status sy_k_opencl_synchronize(uint32_t index);

/* vulkan (backends[vulkan]) */
sy_status sy_k_vulkan_zeros(const sy_fill_args *args);
sy_status sy_k_vulkan_ones(const sy_fill_args *args);
sy_status sy_k_vulkan_full(const sy_fill_args *args);
sy_status sy_k_vulkan_neg(const sy_ew_args *args);
sy_status sy_k_vulkan_abs(const sy_ew_args *args);
sy_status sy_k_vulkan_relu(const sy_ew_args *args);
sy_status sy_k_vulkan_floor(const sy_ew_args *args);
sy_status sy_k_vulkan_ceil(const sy_ew_args *args);
sy_status sy_k_vulkan_round(const sy_ew_args *args);
sy_status sy_k_vulkan_sign(const sy_ew_args *args);
sy_status sy_k_vulkan_logical_not(const sy_ew_args *args);
sy_status sy_k_vulkan_bitwise_not(const sy_ew_args *args);
sy_status sy_k_vulkan_add(const sy_ew_args *args);
sy_status sy_k_vulkan_sub(const sy_ew_args *args);
sy_status sy_k_vulkan_mul(const sy_ew_args *args);
sy_status sy_k_vulkan_div(const sy_ew_args *args);
sy_status sy_k_vulkan_maximum(const sy_ew_args *args);
sy_status sy_k_vulkan_minimum(const sy_ew_args *args);
sy_status sy_k_vulkan_logical_and(const sy_ew_args *args);
sy_status sy_k_vulkan_logical_or(const sy_ew_args *args);
sy_status sy_k_vulkan_logical_xor(const sy_ew_args *args);
sy_status sy_k_vulkan_bitwise_and(const sy_ew_args *args);
sy_status sy_k_vulkan_bitwise_or(const sy_ew_args *args);
sy_status sy_k_vulkan_bitwise_xor(const sy_ew_args *args);
sy_status sy_k_vulkan_eq(const sy_ew_args *args);
sy_status sy_k_vulkan_lt(const sy_ew_args *args);
sy_status sy_k_vulkan_gt(const sy_ew_args *args);
sy_status sy_k_vulkan_le(const sy_ew_args *args);
sy_status sy_k_vulkan_ge(const sy_ew_args *args);
sy_status sy_k_vulkan_where(const sy_ew_args *args);
sy_status sy_k_vulkan_matmul(const sy_matmul_args *args);
sy_status sy_k_vulkan_sum(const sy_reduce_args *args);
sy_status sy_k_vulkan_mean(const sy_reduce_args *args);
sy_status sy_k_vulkan_max(const sy_reduce_args *args);
sy_status sy_k_vulkan_cast(const sy_ew_args *args);
sy_status sy_k_vulkan_pad(const sy_op_args *args);
sy_status sy_k_vulkan_leaky_relu(const sy_op_args *args);
sy_status sy_k_vulkan_thresholded_relu(const sy_op_args *args);
sy_status sy_k_vulkan_shrink(const sy_op_args *args);
sy_status sy_k_vulkan_clip(const sy_op_args *args);
sy_status sy_k_vulkan_alloc(uint32_t index, size_t bytes, void **handle);
void sy_k_vulkan_free(uint32_t index, void *handle);
sy_status sy_k_vulkan_read(uint32_t index, const void *handle, size_t offset, void *dst, size_t bytes);
sy_status sy_k_vulkan_write(uint32_t index, void *handle, size_t offset, const void *src, size_t bytes);
long sy_k_vulkan_live_buffers(void);
uint32_t sy_k_vulkan_device_count(void);
sy_status sy_k_vulkan_init(void);
void sy_k_vulkan_shutdown(void);
sy_status sy_k_vulkan_write_async(uint32_t index, void *handle, size_t offset, const void *src, size_t bytes, void (*done)(void *ctx), void *ctx);
void sy_k_vulkan_flush(uint32_t index);
sy_status sy_k_vulkan_synchronize(uint32_t index);

/* sim -> sim (transfers[sim->sim]) */
sy_status sy_k_sim_copy_peer(uint32_t src_index, const void *src_handle, uint32_t dst_index, void *dst_handle, size_t bytes);
/* opencl -> opencl (transfers[opencl->opencl]) */
sy_status sy_k_opencl_copy_peer(uint32_t src_index, const void *src_handle, uint32_t dst_index, void *dst_handle, size_t bytes);
/* vulkan -> vulkan (transfers[vulkan->vulkan]) */
sy_status sy_k_vulkan_copy_peer(uint32_t src_index, const void *src_handle, uint32_t dst_index, void *dst_handle, size_t bytes);

#endif
