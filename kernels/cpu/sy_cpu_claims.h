/* switchyard cpu backend: the dtypes its kernels take, one line per op.
 *
 * The one statement of it: each kernel's dtype switch expands its op's
 * SY__CPU_TAKES_<op> (`switch (dt) { SY__CPU_TAKES_add(CASE, add) ... }`), and
 * the generator reads these lines (generator/claims.py) for backends.yaml's
 * `ops: all`, which is every op and dtype claimed here; an op the yaml gives a
 * dtype that no line here takes is refused at cpu's `ops:`, naming op and
 * dtype. Groups are SY__EACH_<DTYPE>(X, a) of generated/sy_backends.h, or
 * other groups. An op added to the kernels gets one SY__CPU_TAKES_<op> line;
 * a dtype added to an op's kernels goes into its line (or its group). Only
 * #defines here: the generator does not run the preprocessor. */
#ifndef SY_CPU_CLAIMS_H
#define SY_CPU_CLAIMS_H

#include "switchyard.h"

/* groups */
#define SY__CPU_FLOAT(X, a) SY__EACH_F32(X, a) SY__EACH_F64(X, a)
/* the 2-byte floats stored as bits: computed in f32 and rounded back */
#define SY__CPU_HALF(X, a) SY__EACH_F16(X, a) SY__EACH_BF16(X, a)
#define SY__CPU_INT(X, a)                                                                                              \
    SY__EACH_I32(X, a) SY__EACH_I64(X, a) SY__EACH_U8(X, a) SY__EACH_I8(X, a) SY__EACH_I16(X, a) SY__EACH_U16(X, a)    \
        SY__EACH_U32(X, a) SY__EACH_U64(X, a)
#define SY__CPU_BOOL(X, a) SY__EACH_BOOL(X, a)
#define SY__CPU_FLOAT_INT(X, a) SY__CPU_FLOAT(X, a) SY__CPU_INT(X, a)
#define SY__CPU_ALL(X, a) SY__CPU_FLOAT_INT(X, a) SY__CPU_BOOL(X, a) SY__CPU_HALF(X, a)
/* every float, the 2-byte ones included */
#define SY__CPU_FLOATS(X, a) SY__CPU_FLOAT(X, a) SY__CPU_HALF(X, a)
#define SY__CPU_FLOATS_INT(X, a) SY__CPU_FLOAT_INT(X, a) SY__CPU_HALF(X, a)

/* fill (sy_cpu_fill.c) */
#define SY__CPU_TAKES_zeros SY__CPU_ALL
#define SY__CPU_TAKES_ones SY__CPU_ALL
#define SY__CPU_TAKES_full SY__CPU_ALL
/* unary (sy_cpu_unary.c) */
#define SY__CPU_TAKES_neg SY__CPU_FLOATS_INT
#define SY__CPU_TAKES_abs SY__CPU_FLOATS_INT
#define SY__CPU_TAKES_exp SY__CPU_FLOATS
#define SY__CPU_TAKES_log SY__CPU_FLOATS
#define SY__CPU_TAKES_sqrt SY__CPU_FLOATS
#define SY__CPU_TAKES_tanh SY__CPU_FLOATS
#define SY__CPU_TAKES_sigmoid SY__CPU_FLOATS
#define SY__CPU_TAKES_relu SY__CPU_FLOATS_INT
#define SY__CPU_TAKES_sin SY__CPU_FLOAT
#define SY__CPU_TAKES_cos SY__CPU_FLOAT
#define SY__CPU_TAKES_tan SY__CPU_FLOAT
#define SY__CPU_TAKES_asin SY__CPU_FLOAT
#define SY__CPU_TAKES_acos SY__CPU_FLOAT
#define SY__CPU_TAKES_atan SY__CPU_FLOAT
#define SY__CPU_TAKES_sinh SY__CPU_FLOAT
#define SY__CPU_TAKES_cosh SY__CPU_FLOAT
#define SY__CPU_TAKES_asinh SY__CPU_FLOAT
#define SY__CPU_TAKES_acosh SY__CPU_FLOAT
#define SY__CPU_TAKES_atanh SY__CPU_FLOAT
#define SY__CPU_TAKES_erf SY__CPU_FLOAT
#define SY__CPU_TAKES_floor SY__CPU_FLOAT
#define SY__CPU_TAKES_ceil SY__CPU_FLOAT
#define SY__CPU_TAKES_round SY__CPU_FLOAT
#define SY__CPU_TAKES_sign SY__CPU_FLOAT_INT
#define SY__CPU_TAKES_reciprocal SY__CPU_FLOAT
#define SY__CPU_TAKES_softplus SY__CPU_FLOAT
#define SY__CPU_TAKES_softsign SY__CPU_FLOAT
#define SY__CPU_TAKES_logical_not SY__CPU_BOOL
/* binary, compare, where (sy_cpu_binary.c) */
#define SY__CPU_TAKES_add SY__CPU_FLOATS_INT
#define SY__CPU_TAKES_sub SY__CPU_FLOATS_INT
#define SY__CPU_TAKES_mul SY__CPU_FLOATS_INT
#define SY__CPU_TAKES_div SY__CPU_FLOATS_INT
#define SY__CPU_TAKES_maximum SY__CPU_FLOATS_INT
#define SY__CPU_TAKES_minimum SY__CPU_FLOATS_INT
#define SY__CPU_TAKES_pow SY__CPU_FLOAT_INT
#define SY__CPU_TAKES_mod SY__CPU_FLOAT_INT
#define SY__CPU_TAKES_fmod SY__CPU_FLOATS_INT
#define SY__CPU_TAKES_eq SY__CPU_ALL
#define SY__CPU_TAKES_lt SY__CPU_ALL
#define SY__CPU_TAKES_gt SY__CPU_ALL
#define SY__CPU_TAKES_le SY__CPU_ALL
#define SY__CPU_TAKES_ge SY__CPU_ALL
#define SY__CPU_TAKES_logical_and SY__CPU_BOOL
#define SY__CPU_TAKES_logical_or SY__CPU_BOOL
#define SY__CPU_TAKES_logical_xor SY__CPU_BOOL
#define SY__CPU_TAKES_where SY__CPU_ALL
/* matmul (sy_cpu_matmul.c), reduce (sy_cpu_reduce.c) */
#define SY__CPU_TAKES_matmul SY__CPU_FLOATS_INT
#define SY__CPU_TAKES_sum SY__CPU_FLOATS_INT
#define SY__CPU_TAKES_mean SY__CPU_FLOATS
#define SY__CPU_TAKES_max SY__CPU_FLOATS_INT
#define SY__CPU_TAKES_min SY__CPU_FLOAT_INT
#define SY__CPU_TAKES_prod SY__CPU_FLOAT_INT
#define SY__CPU_TAKES_l1 SY__CPU_FLOAT
#define SY__CPU_TAKES_l2 SY__CPU_FLOAT
#define SY__CPU_TAKES_log_sum SY__CPU_FLOAT
#define SY__CPU_TAKES_log_sum_exp SY__CPU_FLOAT
#define SY__CPU_TAKES_sum_square SY__CPU_FLOAT
/* cast (sy_cpu_cast.c): every pair of these, from and to */
#define SY__CPU_TAKES_cast SY__CPU_ALL
/* kernel: op families (sy_cpu_nn.c); concat and gather move bytes */
#define SY__CPU_TAKES_softmax SY__CPU_FLOAT
#define SY__CPU_TAKES_log_softmax SY__CPU_FLOAT
/* hardmax (sy_cpu_hardmax.c) */
#define SY__CPU_TAKES_hardmax SY__CPU_FLOATS
/* dropout (sy_cpu_dropout.c) */
#define SY__CPU_TAKES_dropout SY__CPU_FLOATS
#define SY__CPU_TAKES_argmax SY__CPU_FLOAT_INT
#define SY__CPU_TAKES_argmin SY__CPU_FLOAT_INT
#define SY__CPU_TAKES_concat SY__CPU_ALL
#define SY__CPU_TAKES_gather SY__CPU_ALL
#define SY__CPU_TAKES_slice SY__CPU_ALL
#define SY__CPU_TAKES_slice_backward SY__CPU_FLOAT
#define SY__CPU_TAKES_gather_backward SY__CPU_FLOAT
#define SY__CPU_TAKES_pad SY__CPU_FLOAT_INT
#define SY__CPU_TAKES_layer_norm SY__CPU_FLOAT
/* bitwise ops and shifts, of the unary and binary families (sy_cpu_bits.c) */
#define SY__CPU_TAKES_bitwise_and SY__CPU_INT
#define SY__CPU_TAKES_bitwise_or SY__CPU_INT
#define SY__CPU_TAKES_bitwise_xor SY__CPU_INT
#define SY__CPU_TAKES_bitwise_not SY__CPU_INT
#define SY__CPU_UINT(X, a) SY__EACH_U8(X, a) SY__EACH_U16(X, a) SY__EACH_U32(X, a) SY__EACH_U64(X, a)
#define SY__CPU_TAKES_shift_left SY__CPU_UINT
#define SY__CPU_TAKES_shift_right SY__CPU_UINT
/* the nary family (sy_cpu_nary.c) */
#define SY__CPU_TAKES_add_n SY__CPU_FLOATS_INT
#define SY__CPU_TAKES_mean_n SY__CPU_FLOATS
/* the predicate family (sy_cpu_predicate.c) */
#define SY__CPU_TAKES_isnan SY__CPU_FLOATS
/* the collectives: bytes moved by MPI (runtime/sy_mpi.c), every dtype */
#define SY__CPU_TAKES_all_reduce SY__CPU_ALL
#define SY__CPU_TAKES_broadcast SY__CPU_ALL
#define SY__CPU_TAKES_all_gather SY__CPU_ALL
#define SY__CPU_TAKES_reduce_scatter SY__CPU_ALL
#define SY__CPU_TAKES_all_reduce_backward SY__CPU_FLOATS
#define SY__CPU_TAKES_broadcast_backward SY__CPU_FLOATS
#define SY__CPU_TAKES_reduce_scatter_backward SY__CPU_FLOATS
#define SY__CPU_TAKES_isinf SY__CPU_FLOATS
#define SY__CPU_TAKES_isposinf SY__CPU_FLOATS
#define SY__CPU_TAKES_isneginf SY__CPU_FLOATS
/* window ops (sy_cpu_conv.c) */
#define SY__CPU_TAKES_max_pool2d SY__CPU_FLOAT_INT
#define SY__CPU_TAKES_max_pool2d_backward SY__CPU_FLOAT
#define SY__CPU_TAKES_conv2d SY__CPU_FLOAT
#define SY__CPU_TAKES_conv2d_backward_input SY__CPU_FLOAT
#define SY__CPU_TAKES_conv2d_backward_weight SY__CPU_FLOAT
#define SY__CPU_TAKES_avg_pool SY__CPU_FLOAT
#define SY__CPU_TAKES_avg_pool_backward SY__CPU_FLOAT
#define SY__CPU_TAKES_conv_transpose2d SY__CPU_FLOAT
#define SY__CPU_TAKES_conv_transpose2d_backward_input SY__CPU_FLOAT
/* convolution over 1 to 3 spatial axes (sy_cpu_convnd.c) */
#define SY__CPU_TAKES_conv SY__CPU_FLOAT
#define SY__CPU_TAKES_conv_backward_input SY__CPU_FLOAT
#define SY__CPU_TAKES_conv_backward_weight SY__CPU_FLOAT
#define SY__CPU_TAKES_conv_backward_bias SY__CPU_FLOAT
#define SY__CPU_TAKES_conv_transpose SY__CPU_FLOAT
#define SY__CPU_TAKES_conv_transpose_backward_input SY__CPU_FLOAT
/* max pooling over 1 to 3 spatial axes (sy_cpu_maxpool.c) */
#define SY__CPU_TAKES_max_pool SY__CPU_FLOAT_INT
#define SY__CPU_TAKES_max_pool_backward SY__CPU_FLOAT
/* Lp pooling over 1 to 3 spatial axes (sy_cpu_lppool.c) */
#define SY__CPU_TAKES_lp_pool SY__CPU_FLOAT
#define SY__CPU_TAKES_lp_pool_backward SY__CPU_FLOAT
/* adaptive pooling over 1 to 3 spatial axes (sy_cpu_adaptive.c) */
#define SY__CPU_TAKES_adaptive_avg_pool SY__CPU_FLOAT
#define SY__CPU_TAKES_adaptive_avg_pool_backward SY__CPU_FLOAT
#define SY__CPU_TAKES_adaptive_max_pool SY__CPU_FLOAT
/* sliding blocks over 1 to 3 spatial axes (sy_cpu_col2im.c) */
#define SY__CPU_TAKES_col2im SY__CPU_FLOAT
#define SY__CPU_TAKES_im2col SY__CPU_FLOAT
/* group normalization (sy_cpu_groupnorm.c) */
#define SY__CPU_TAKES_group_norm SY__CPU_FLOAT
#define SY__CPU_TAKES_group_norm_backward SY__CPU_FLOAT
/* scans and sorts (sy_cpu_scan.c) */
#define SY__CPU_TAKES_cumsum SY__CPU_FLOAT_INT
#define SY__CPU_TAKES_topk SY__CPU_FLOAT_INT
#define SY__CPU_TAKES_sort SY__CPU_FLOAT_INT
/* shape and layout ops (sy_cpu_shape.c); all but eye_like and tile_backward move bytes */
#define SY__CPU_TAKES_trilu SY__CPU_ALL
#define SY__CPU_TAKES_depth_to_space SY__CPU_ALL
#define SY__CPU_TAKES_space_to_depth SY__CPU_ALL
#define SY__CPU_TAKES_depth_to_space_backward SY__CPU_ALL
#define SY__CPU_TAKES_eye_like SY__CPU_ALL
#define SY__CPU_TAKES_tile SY__CPU_ALL
#define SY__CPU_TAKES_tile_backward SY__CPU_FLOAT

/* indexing ops (sy_cpu_index.c) */
#define SY__CPU_TAKES_gather_elements SY__CPU_ALL
#define SY__CPU_TAKES_gather_elements_backward SY__CPU_FLOAT
#define SY__CPU_TAKES_scatter_elements SY__CPU_ALL
#define SY__CPU_TAKES_scatter_elements_backward SY__CPU_FLOAT
#define SY__CPU_TAKES_gather_nd SY__CPU_ALL
#define SY__CPU_TAKES_gather_nd_backward SY__CPU_FLOAT
#define SY__CPU_TAKES_scatter_nd SY__CPU_ALL
#define SY__CPU_TAKES_scatter_nd_backward SY__CPU_FLOAT
#define SY__CPU_TAKES_one_hot SY__CPU_ALL
#define SY__CPU_TAKES_one_hot_backward SY__CPU_FLOAT

/* the activations (sy_cpu_act.c) */
#define SY__CPU_TAKES_leaky_relu SY__CPU_FLOATS
#define SY__CPU_TAKES_elu SY__CPU_FLOATS
#define SY__CPU_TAKES_celu SY__CPU_FLOATS
#define SY__CPU_TAKES_thresholded_relu SY__CPU_FLOATS
#define SY__CPU_TAKES_hard_sigmoid SY__CPU_FLOATS
#define SY__CPU_TAKES_selu SY__CPU_FLOATS
#define SY__CPU_TAKES_shrink SY__CPU_FLOATS
#define SY__CPU_TAKES_hard_swish SY__CPU_FLOATS
#define SY__CPU_TAKES_mish SY__CPU_FLOATS
#define SY__CPU_TAKES_prelu SY__CPU_FLOATS
#define SY__CPU_TAKES_clip SY__CPU_FLOATS_INT
#define SY__CPU_TAKES_nll_loss SY__CPU_FLOAT
#define SY__CPU_TAKES_nll_loss_backward SY__CPU_FLOAT

/* general-purpose ops (sy_cpu_misc.c): flip moves bytes */
#define SY__CPU_TAKES_flip SY__CPU_ALL
#define SY__CPU_TAKES_gelu SY__CPU_FLOATS
#define SY__CPU_TAKES_gelu_backward SY__CPU_FLOATS

/* ops of data-dependent shape (sy_cpu_dyn.c): bytes moved (nonzero tests
 * != 0, f16 and bf16 by their bits); unique compares values, so f16 and
 * bf16 are left out (named [f32, f64] in its dtypes) */
#define SY__CPU_TAKES_nonzero SY__CPU_ALL
#define SY__CPU_TAKES_compress SY__CPU_ALL
#define SY__CPU_NO_HALF(X, a) SY__CPU_FLOAT_INT(X, a) SY__CPU_BOOL(X, a)
#define SY__CPU_TAKES_unique SY__CPU_NO_HALF
#define SY__CPU_TAKES_range SY__CPU_FLOAT_INT
/* stack (sy_cpu_stack.c) moves bytes */
#define SY__CPU_TAKES_stack SY__CPU_ALL

/* random draws (sy_cpu_random.c), by the result's dtype: uniform and normal
 * draw f32 or f64, bernoulli writes 0 and 1 of any dtype, multinomial gives
 * i32 or i64 indices */
#define SY__CPU_TAKES_random_uniform_like SY__CPU_FLOAT
#define SY__CPU_TAKES_random_normal_like SY__CPU_FLOAT
#define SY__CPU_TAKES_bernoulli SY__CPU_ALL
#define SY__CPU_INDEX(X, a) SY__EACH_I32(X, a) SY__EACH_I64(X, a)
#define SY__CPU_TAKES_multinomial SY__CPU_INDEX
/* interpolation (sy_cpu_resize.c) */
#define SY__CPU_TAKES_resize SY__CPU_FLOAT
#define SY__CPU_TAKES_resize_backward SY__CPU_FLOAT
#define SY__CPU_TAKES_mse_loss SY__CPU_FLOAT
#define SY__CPU_TAKES_mse_loss_backward SY__CPU_FLOAT
#define SY__CPU_TAKES_embedding SY__CPU_ALL

/* linear algebra (sy_cpu_linalg.c): det in double from f32 and f64 */
#define SY__CPU_TAKES_det SY__CPU_FLOAT
/* reverse_sequence moves bytes */
#define SY__CPU_TAKES_reverse_sequence SY__CPU_ALL
/* grid_sample, max_unpool and their gradients (sy_cpu_grid.c): f32 and f64, in double */
#define SY__CPU_TAKES_grid_sample SY__CPU_FLOAT
#define SY__CPU_TAKES_grid_sample_backward SY__CPU_FLOAT
#define SY__CPU_TAKES_max_unpool SY__CPU_FLOAT
#define SY__CPU_TAKES_max_unpool_backward SY__CPU_FLOAT

#endif
