/* switchyard opencl backend: the dtypes its kernels take, one line per op.
 *
 * The generator reads these lines (generator/claims.py): backends.yaml's
 * `ops:` of opencl may list an (op, dtype) only if its line here takes it.
 * The launchers (sy_opencl_ops.c, sy_opencl_nn.c, sy_opencl_conv.c,
 * sy_opencl_convnd.c, sy_opencl_pools.c, sy_opencl_norm.c, ...) decline every
 * dtype their op's line does not take (SY__OCL_TAKES), and the OpenCL C source
 * (sy_opencl_src.h and its siblings) has a kernel per claimed dtype, named with
 * the dtype's suffix. An op added to the
 * kernels gets one SY__OPENCL_TAKES_<op> line. Only #defines here: the
 * generator does not run the preprocessor. */
#ifndef SY_OPENCL_CLAIMS_H
#define SY_OPENCL_CLAIMS_H

#include "switchyard.h"

/* groups */
#define SY__OPENCL_FLOAT(X, a) SY__EACH_F32(X, a) SY__EACH_F64(X, a)
#define SY__OPENCL_INT(X, a) SY__EACH_I32(X, a) SY__EACH_I64(X, a)
#define SY__OPENCL_FLOAT_INT(X, a) SY__OPENCL_FLOAT(X, a) SY__OPENCL_INT(X, a)
#define SY__OPENCL_ALL(X, a) SY__OPENCL_FLOAT_INT(X, a) SY__EACH_BOOL(X, a)
/* cast also converts the 2-byte floats stored as bits (f16, bf16), as cpu does */
#define SY__OPENCL_CAST(X, a) SY__OPENCL_ALL(X, a) SY__EACH_F16(X, a) SY__EACH_BF16(X, a)
/* f16 where its f32 function is cpu's on every device (sy_opencl_src.h): +, -, *, fmod, selections */
#define SY__OPENCL_FLOAT_INT_F16(X, a) SY__OPENCL_FLOAT_INT(X, a) SY__EACH_F16(X, a)
#define SY__OPENCL_ALL_F16(X, a) SY__OPENCL_ALL(X, a) SY__EACH_F16(X, a)

#define SY__OPENCL_TAKES_zeros SY__OPENCL_ALL
#define SY__OPENCL_TAKES_ones SY__OPENCL_ALL
#define SY__OPENCL_TAKES_full SY__OPENCL_ALL
#define SY__OPENCL_TAKES_neg SY__OPENCL_FLOAT_INT_F16
#define SY__OPENCL_TAKES_abs SY__OPENCL_FLOAT_INT_F16
#define SY__OPENCL_TAKES_exp SY__OPENCL_FLOAT
#define SY__OPENCL_TAKES_log SY__OPENCL_FLOAT
#define SY__OPENCL_TAKES_sqrt SY__OPENCL_FLOAT
#define SY__OPENCL_TAKES_tanh SY__OPENCL_FLOAT
#define SY__OPENCL_TAKES_sigmoid SY__OPENCL_FLOAT
#define SY__OPENCL_TAKES_relu SY__OPENCL_FLOAT_INT_F16
#define SY__OPENCL_TAKES_sin SY__OPENCL_FLOAT
#define SY__OPENCL_TAKES_cos SY__OPENCL_FLOAT
#define SY__OPENCL_TAKES_tan SY__OPENCL_FLOAT
#define SY__OPENCL_TAKES_asin SY__OPENCL_FLOAT
#define SY__OPENCL_TAKES_acos SY__OPENCL_FLOAT
#define SY__OPENCL_TAKES_atan SY__OPENCL_FLOAT
#define SY__OPENCL_TAKES_sinh SY__OPENCL_FLOAT
#define SY__OPENCL_TAKES_cosh SY__OPENCL_FLOAT
#define SY__OPENCL_TAKES_asinh SY__OPENCL_FLOAT
#define SY__OPENCL_TAKES_acosh SY__OPENCL_FLOAT
#define SY__OPENCL_TAKES_atanh SY__OPENCL_FLOAT
#define SY__OPENCL_TAKES_erf SY__OPENCL_FLOAT
#define SY__OPENCL_TAKES_floor SY__OPENCL_FLOAT
#define SY__OPENCL_TAKES_ceil SY__OPENCL_FLOAT
#define SY__OPENCL_TAKES_round SY__OPENCL_FLOAT
#define SY__OPENCL_TAKES_sign SY__OPENCL_FLOAT_INT
#define SY__OPENCL_TAKES_reciprocal SY__OPENCL_FLOAT
#define SY__OPENCL_TAKES_softplus SY__OPENCL_FLOAT
#define SY__OPENCL_TAKES_softsign SY__OPENCL_FLOAT
#define SY__OPENCL_TAKES_logical_not SY__EACH_BOOL
#define SY__OPENCL_TAKES_add SY__OPENCL_FLOAT_INT_F16
#define SY__OPENCL_TAKES_sub SY__OPENCL_FLOAT_INT_F16
#define SY__OPENCL_TAKES_mul SY__OPENCL_FLOAT_INT_F16
/* integer div and pow: a zero divisor and a negative exponent refused on the host (sy_opencl_ops.c) */
#define SY__OPENCL_TAKES_div SY__OPENCL_FLOAT_INT
#define SY__OPENCL_TAKES_maximum SY__OPENCL_FLOAT_INT_F16
#define SY__OPENCL_TAKES_minimum SY__OPENCL_FLOAT_INT_F16
#define SY__OPENCL_TAKES_pow SY__OPENCL_FLOAT_INT
#define SY__OPENCL_TAKES_mod SY__OPENCL_FLOAT_INT
#define SY__OPENCL_TAKES_fmod SY__OPENCL_FLOAT_INT_F16
#define SY__OPENCL_TAKES_eq SY__OPENCL_ALL_F16
#define SY__OPENCL_TAKES_lt SY__OPENCL_ALL_F16
#define SY__OPENCL_TAKES_gt SY__OPENCL_ALL_F16
#define SY__OPENCL_TAKES_le SY__OPENCL_ALL_F16
#define SY__OPENCL_TAKES_ge SY__OPENCL_ALL_F16
#define SY__OPENCL_TAKES_logical_and SY__EACH_BOOL
#define SY__OPENCL_TAKES_logical_or SY__EACH_BOOL
#define SY__OPENCL_TAKES_logical_xor SY__EACH_BOOL
#define SY__OPENCL_TAKES_where SY__OPENCL_ALL_F16
#define SY__OPENCL_TAKES_matmul SY__OPENCL_FLOAT_INT
#define SY__OPENCL_TAKES_sum SY__OPENCL_FLOAT_INT
#define SY__OPENCL_TAKES_mean SY__OPENCL_FLOAT
#define SY__OPENCL_TAKES_max SY__OPENCL_FLOAT_INT
#define SY__OPENCL_TAKES_min SY__OPENCL_FLOAT_INT
#define SY__OPENCL_TAKES_l1 SY__OPENCL_FLOAT
#define SY__OPENCL_TAKES_sum_square SY__OPENCL_FLOAT
#define SY__OPENCL_TAKES_log_sum SY__OPENCL_FLOAT
#define SY__OPENCL_TAKES_prod SY__OPENCL_FLOAT_INT
#define SY__OPENCL_TAKES_l2 SY__OPENCL_FLOAT
#define SY__OPENCL_TAKES_log_sum_exp SY__OPENCL_FLOAT
#define SY__OPENCL_TAKES_cast SY__OPENCL_CAST
/* kernel: op families (sy_opencl_nn.c, sy_opencl_src_nn.h); concat and gather move bytes */
#define SY__OPENCL_TAKES_softmax SY__OPENCL_FLOAT
#define SY__OPENCL_TAKES_log_softmax SY__OPENCL_FLOAT
#define SY__OPENCL_TAKES_argmax SY__OPENCL_FLOAT_INT
#define SY__OPENCL_TAKES_argmin SY__OPENCL_FLOAT_INT
#define SY__OPENCL_TAKES_concat SY__OPENCL_ALL
#define SY__OPENCL_TAKES_gather SY__OPENCL_ALL
#define SY__OPENCL_TAKES_gather_backward SY__OPENCL_FLOAT
#define SY__OPENCL_TAKES_pad SY__OPENCL_FLOAT
#define SY__OPENCL_TAKES_layer_norm SY__OPENCL_FLOAT
/* bitwise ops and the shifts of u8 (sy_opencl_ops.c, sy_opencl_src_bits.h) */
#define SY__OPENCL_TAKES_bitwise_and SY__OPENCL_INT
#define SY__OPENCL_TAKES_bitwise_or SY__OPENCL_INT
#define SY__OPENCL_TAKES_bitwise_xor SY__OPENCL_INT
#define SY__OPENCL_TAKES_bitwise_not SY__OPENCL_INT
#define SY__OPENCL_TAKES_shift_left SY__EACH_U8
#define SY__OPENCL_TAKES_shift_right SY__EACH_U8
/* the nary and predicate families (sy_opencl_bits.c, sy_opencl_src_bits.h) */
#define SY__OPENCL_TAKES_add_n SY__OPENCL_FLOAT_INT
#define SY__OPENCL_TAKES_mean_n SY__OPENCL_FLOAT
#define SY__OPENCL_TAKES_isnan SY__OPENCL_FLOAT
#define SY__OPENCL_TAKES_isinf SY__OPENCL_FLOAT
#define SY__OPENCL_TAKES_isposinf SY__OPENCL_FLOAT
#define SY__OPENCL_TAKES_isneginf SY__OPENCL_FLOAT
/* window ops (sy_opencl_conv.c, sy_opencl_src_conv.h) */
#define SY__OPENCL_TAKES_max_pool2d SY__OPENCL_FLOAT_INT
#define SY__OPENCL_TAKES_max_pool2d_backward SY__OPENCL_FLOAT
#define SY__OPENCL_TAKES_conv2d SY__OPENCL_FLOAT
#define SY__OPENCL_TAKES_conv2d_backward_input SY__OPENCL_FLOAT
#define SY__OPENCL_TAKES_conv2d_backward_weight SY__OPENCL_FLOAT
#define SY__OPENCL_TAKES_conv SY__OPENCL_FLOAT
#define SY__OPENCL_TAKES_conv_backward_input SY__OPENCL_FLOAT
#define SY__OPENCL_TAKES_conv_backward_weight SY__OPENCL_FLOAT
#define SY__OPENCL_TAKES_conv_backward_bias SY__OPENCL_FLOAT
#define SY__OPENCL_TAKES_conv_transpose SY__OPENCL_FLOAT
#define SY__OPENCL_TAKES_conv_transpose_backward_input SY__OPENCL_FLOAT
#define SY__OPENCL_TAKES_avg_pool SY__OPENCL_FLOAT
#define SY__OPENCL_TAKES_avg_pool_backward SY__OPENCL_FLOAT
#define SY__OPENCL_TAKES_max_pool SY__OPENCL_FLOAT_INT
#define SY__OPENCL_TAKES_max_pool_backward SY__OPENCL_FLOAT
/* lp_pool, the adaptive pools, max_unpool (sy_opencl_pools.c): the sums in double, f32 too, so lp_pool,
 * lp_pool_backward and the adaptive means run on fp64 devices only (f32 falls back to cpu elsewhere) */
#define SY__OPENCL_TAKES_lp_pool SY__OPENCL_FLOAT
#define SY__OPENCL_TAKES_lp_pool_backward SY__OPENCL_FLOAT
#define SY__OPENCL_TAKES_adaptive_avg_pool SY__OPENCL_FLOAT
#define SY__OPENCL_TAKES_adaptive_avg_pool_backward SY__OPENCL_FLOAT
#define SY__OPENCL_TAKES_adaptive_max_pool SY__OPENCL_FLOAT
#define SY__OPENCL_TAKES_max_unpool SY__OPENCL_FLOAT
#define SY__OPENCL_TAKES_max_unpool_backward SY__OPENCL_FLOAT
/* scans and sorts (sy_opencl_scan.c, sy_opencl_src_scan.h) */
#define SY__OPENCL_TAKES_cumsum SY__OPENCL_FLOAT_INT
#define SY__OPENCL_TAKES_topk SY__OPENCL_FLOAT_INT
#define SY__OPENCL_TAKES_sort SY__OPENCL_FLOAT_INT

/* the activations (sy_opencl_act.c, hard_swish and mish in sy_opencl_ops.c) */
#define SY__OPENCL_TAKES_leaky_relu SY__OPENCL_FLOAT
#define SY__OPENCL_TAKES_elu SY__OPENCL_FLOAT
#define SY__OPENCL_TAKES_celu SY__OPENCL_FLOAT
#define SY__OPENCL_TAKES_thresholded_relu SY__OPENCL_FLOAT
#define SY__OPENCL_TAKES_hard_sigmoid SY__OPENCL_FLOAT
#define SY__OPENCL_TAKES_selu SY__OPENCL_FLOAT
#define SY__OPENCL_TAKES_shrink SY__OPENCL_FLOAT
#define SY__OPENCL_TAKES_hard_swish SY__OPENCL_FLOAT
#define SY__OPENCL_TAKES_mish SY__OPENCL_FLOAT
#define SY__OPENCL_TAKES_prelu SY__OPENCL_FLOAT
#define SY__OPENCL_TAKES_clip SY__OPENCL_FLOAT_INT

/* general-purpose ops (sy_opencl_misc.c); flip falls back to cpu */
#define SY__OPENCL_TAKES_gelu SY__OPENCL_FLOAT
#define SY__OPENCL_TAKES_gelu_backward SY__OPENCL_FLOAT
/* grid_sample and its gradient (sy_opencl_grid.c), group_norm and its gradient (sy_opencl_norm.c): in
 * double, so on fp64 devices only (f32 falls back to cpu elsewhere) */
#define SY__OPENCL_TAKES_grid_sample SY__OPENCL_FLOAT
#define SY__OPENCL_TAKES_grid_sample_backward SY__OPENCL_FLOAT
#define SY__OPENCL_TAKES_group_norm SY__OPENCL_FLOAT
#define SY__OPENCL_TAKES_group_norm_backward SY__OPENCL_FLOAT

#endif
