/* switchyard simd backend: the dtypes its kernels take, one line per op.
 *
 * The generator reads these lines (generator/claims.py): backends.yaml's
 * `ops:` of simd may list an (op, dtype) only if its line here takes it.
 * The kernels dispatch through per-ISA tables indexed by dtype
 * (sy_simd_internal.h); each kernel declines a dtype its op's line does not
 * take (sy__simd_takes), and tests/c (test_supports_op_runs) runs every
 * claimed pair. An op added to the kernels gets one SY__SIMD_TAKES_<op> line.
 * Only #defines here: the generator does not run the preprocessor. */
#ifndef SY_SIMD_CLAIMS_H
#define SY_SIMD_CLAIMS_H

#include "switchyard.h"

/* groups */
#define SY__SIMD_FLOAT(X, a) SY__EACH_F32(X, a) SY__EACH_F64(X, a)
#define SY__SIMD_INT(X, a) SY__EACH_I32(X, a) SY__EACH_I64(X, a)
#define SY__SIMD_FLOAT_INT(X, a) SY__SIMD_FLOAT(X, a) SY__SIMD_INT(X, a)
#define SY__SIMD_ALL(X, a) SY__SIMD_FLOAT_INT(X, a) SY__EACH_BOOL(X, a)

#define SY__SIMD_TAKES_zeros SY__SIMD_ALL
#define SY__SIMD_TAKES_ones SY__SIMD_ALL
#define SY__SIMD_TAKES_full SY__SIMD_ALL
#define SY__SIMD_TAKES_neg SY__SIMD_FLOAT_INT
#define SY__SIMD_TAKES_abs SY__SIMD_FLOAT_INT
#define SY__SIMD_TAKES_exp SY__EACH_F32
#define SY__SIMD_TAKES_log SY__EACH_F32
#define SY__SIMD_TAKES_sqrt SY__SIMD_FLOAT
#define SY__SIMD_TAKES_tanh SY__EACH_F32
#define SY__SIMD_TAKES_sigmoid SY__EACH_F32
#define SY__SIMD_TAKES_sin SY__EACH_F32
#define SY__SIMD_TAKES_cos SY__EACH_F32
#define SY__SIMD_TAKES_erf SY__EACH_F32
#define SY__SIMD_TAKES_relu SY__SIMD_FLOAT_INT
#define SY__SIMD_TAKES_add SY__SIMD_FLOAT_INT
#define SY__SIMD_TAKES_sub SY__SIMD_FLOAT_INT
#define SY__SIMD_TAKES_mul SY__SIMD_FLOAT_INT
#define SY__SIMD_TAKES_div SY__SIMD_FLOAT
#define SY__SIMD_TAKES_maximum SY__SIMD_FLOAT_INT
#define SY__SIMD_TAKES_eq SY__SIMD_ALL
#define SY__SIMD_TAKES_lt SY__SIMD_ALL
#define SY__SIMD_TAKES_gt SY__SIMD_ALL
#define SY__SIMD_TAKES_where SY__SIMD_ALL
#define SY__SIMD_TAKES_matmul SY__SIMD_FLOAT
#define SY__SIMD_TAKES_sum SY__SIMD_FLOAT_INT
#define SY__SIMD_TAKES_mean SY__SIMD_FLOAT
#define SY__SIMD_TAKES_max SY__SIMD_FLOAT_INT
#define SY__SIMD_TAKES_cast SY__SIMD_ALL
#define SY__SIMD_TAKES_conv2d SY__SIMD_FLOAT
#define SY__SIMD_TAKES_conv2d_backward_input SY__SIMD_FLOAT
#define SY__SIMD_TAKES_conv2d_backward_weight SY__SIMD_FLOAT
#define SY__SIMD_TAKES_max_pool2d SY__SIMD_FLOAT
#define SY__SIMD_TAKES_softmax SY__EACH_F32
#define SY__SIMD_TAKES_log_softmax SY__EACH_F32
#define SY__SIMD_TAKES_layer_norm SY__EACH_F32

#endif
