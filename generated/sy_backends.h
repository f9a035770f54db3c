/* @generated from backends.yaml by generator/ -- DO NOT EDIT; input sha256 5b53453e7d6c2f7f; regenerate with `make generate` */
/* Enums, names, stable ids and build switches of the backends, dtypes, ops
 * and statuses declared in backends.yaml. Included by switchyard.h. */
#ifndef SY_BACKENDS_H
#define SY_BACKENDS_H

#include "sy_abi.h"
#if SY_RUNTIME_ABI != 5
#error "generated/ was rendered for runtime ABI 5 (backends.yaml abi:), but runtime/sy_abi.h has another SY_RUNTIME_ABI; regenerate with `make generate` or use the runtime this was generated for"
#endif

#include "sy_config.h"

/* The library's version (backends.yaml version:). These give the version of
 * the headers a program compiles against; sy_version() the version of the
 * library it links. */
#define SY_VERSION_MAJOR 0
#define SY_VERSION_MINOR 3
#define SY_VERSION_PATCH 0
#define SY_VERSION_STRING "0.3.0"

/* Which backends compile in: 1 by default; -D<macro>=0 (or runtime/sy_config.h)
 * leaves one out. */
#ifndef SY_WITH_CPU
#define SY_WITH_CPU 1 /* cpu (backends[cpu]) */
#endif
#ifndef SY_WITH_SIMD
#define SY_WITH_SIMD 1 /* simd (backends[simd]) */
#endif
#ifndef SY_WITH_BLAS
#define SY_WITH_BLAS 1 /* blas (backends[blas]) */
#endif
#ifndef SY_WITH_SIM
#define SY_WITH_SIM 1 /* sim (backends[sim]) */
#endif
#ifndef SY_WITH_OPENCL
#define SY_WITH_OPENCL 1 /* opencl (backends[opencl]) */
#endif
#ifndef SY_WITH_VULKAN
#define SY_WITH_VULKAN 1 /* vulkan (backends[vulkan]) */
#endif
#ifndef SY_WITH_CAPTURE
#define SY_WITH_CAPTURE 1 /* capture (backends[capture]) */
#endif
#ifndef SY_WITH_REMOTE
#define SY_WITH_REMOTE 1 /* remote (backends[remote]) */
#endif
/* The MPI layer (communicators and collectives, runtime/sy_mpi.c): a switch
 * like a backend's, but no sy_backend value; off, the generated C and the
 * runtime need no MPI library. */
#ifndef SY_WITH_MPI
#define SY_WITH_MPI 1 /* mpi (backends[mpi]) */
#endif

/* Subsets of backends that cannot work. */
#if SY_WITH_MPI && !(SY_WITH_CPU || SY_WITH_SIMD || SY_WITH_BLAS || SY_WITH_SIM || SY_WITH_OPENCL || SY_WITH_VULKAN)
#error "switchyard: SY_WITH_MPI is on without a real backend; the mpi layer moves the tensors of real backends' devices (backends[mpi]), so set at least one of SY_WITH_CPU, SY_WITH_SIMD, SY_WITH_BLAS, SY_WITH_SIM, SY_WITH_OPENCL, SY_WITH_VULKAN to 1, or SY_WITH_MPI to 0"
#endif
#if !(SY_WITH_CPU || SY_WITH_SIMD || SY_WITH_BLAS || SY_WITH_SIM || SY_WITH_OPENCL || SY_WITH_VULKAN)
#error "switchyard: no backend enabled; set at least one of SY_WITH_CPU, SY_WITH_SIMD, SY_WITH_BLAS, SY_WITH_SIM, SY_WITH_OPENCL, SY_WITH_VULKAN to 1"
#endif
#if SY_WITH_SIMD && !SY_WITH_CPU
#error "switchyard: backend simd falls back to cpu for ops its kernels lack (backends[simd]); enable SY_WITH_CPU or disable SY_WITH_SIMD"
#endif
#if SY_WITH_BLAS && !SY_WITH_CPU
#error "switchyard: backend blas falls back to cpu for ops its kernels lack (backends[blas]); enable SY_WITH_CPU or disable SY_WITH_BLAS"
#endif
#if SY_WITH_SIM && !SY_WITH_CPU
#error "switchyard: backend sim falls back to cpu for ops its kernels lack (backends[sim]); enable SY_WITH_CPU or disable SY_WITH_SIM"
#endif
#if SY_WITH_OPENCL && !SY_WITH_CPU
#error "switchyard: backend opencl falls back to cpu for ops its kernels lack (backends[opencl]); enable SY_WITH_CPU or disable SY_WITH_OPENCL"
#endif
#if SY_WITH_VULKAN && !SY_WITH_CPU
#error "switchyard: backend vulkan falls back to cpu for ops its kernels lack (backends[vulkan]); enable SY_WITH_CPU or disable SY_WITH_VULKAN"
#endif

typedef enum sy_dtype {
    SY_DTYPE_F32, /* float, float (dtypes[f32]) */
    SY_DTYPE_F64, /* double, float (dtypes[f64]) */
    SY_DTYPE_I32, /* int32_t, int (dtypes[i32]) */
    SY_DTYPE_I64, /* int64_t, int (dtypes[i64]) */
    SY_DTYPE_BOOL, /* uint8_t, bool (dtypes[bool]) */
    SY_DTYPE_U8, /* uint8_t, int (dtypes[u8]) */
    SY_DTYPE_I8, /* int8_t, int (dtypes[i8]) */
    SY_DTYPE_I16, /* int16_t, int (dtypes[i16]) */
    SY_DTYPE_F16, /* uint16_t, float (dtypes[f16]) */
    SY_DTYPE_BF16, /* uint16_t, float (dtypes[bf16]) */
    SY_DTYPE_U16, /* uint16_t, int (dtypes[u16]) */
    SY_DTYPE_U32, /* uint32_t, int (dtypes[u32]) */
    SY_DTYPE_U64, /* uint64_t, int (dtypes[u64]) */
    SY_DTYPE_COUNT
} sy_dtype;
/* Masks over sy_dtype (the tables' dtype sets). */
#define SY__DT_F32 (1u << SY_DTYPE_F32)
#define SY__DT_F64 (1u << SY_DTYPE_F64)
#define SY__DT_I32 (1u << SY_DTYPE_I32)
#define SY__DT_I64 (1u << SY_DTYPE_I64)
#define SY__DT_BOOL (1u << SY_DTYPE_BOOL)
#define SY__DT_U8 (1u << SY_DTYPE_U8)
#define SY__DT_I8 (1u << SY_DTYPE_I8)
#define SY__DT_I16 (1u << SY_DTYPE_I16)
#define SY__DT_F16 (1u << SY_DTYPE_F16)
#define SY__DT_BF16 (1u << SY_DTYPE_BF16)
#define SY__DT_U16 (1u << SY_DTYPE_U16)
#define SY__DT_U32 (1u << SY_DTYPE_U32)
#define SY__DT_U64 (1u << SY_DTYPE_U64)
#define SY__DT_ALL ((1u << SY_DTYPE_COUNT) - 1u)

/* The dtypes of backends.yaml, the one list C code takes them from:
 * X(E, ctype, sfx, CATEGORY, size, onnx) once per dtype in enum order, where
 * SY_DTYPE_##E is the enum value, sfx the suffix of per-dtype names (bool's is
 * b8: stdbool's bool is a macro), size sizeof(ctype) and onnx the ONNX
 * element type (TensorProto.DataType). */
#define SY_DTYPE_MAP(X) \
    X(F32, float, f32, FLOAT, 4, 1) \
    X(F64, double, f64, FLOAT, 8, 11) \
    X(I32, int32_t, i32, INT, 4, 6) \
    X(I64, int64_t, i64, INT, 8, 7) \
    X(BOOL, uint8_t, b8, BOOL, 1, 9) \
    X(U8, uint8_t, u8, INT, 1, 2) \
    X(I8, int8_t, i8, INT, 1, 3) \
    X(I16, int16_t, i16, INT, 2, 5) \
    X(F16, uint16_t, f16, FLOAT, 2, 10) \
    X(BF16, uint16_t, bf16, FLOAT, 2, 16) \
    X(U16, uint16_t, u16, INT, 2, 4) \
    X(U32, uint32_t, u32, INT, 4, 12) \
    X(U64, uint64_t, u64, INT, 8, 13)
/* One dtype each, in the form kernels switch with: SY__EACH_<E>(X, arg)
 * expands X(arg, E, ctype, sfx). A backend's kernels list the dtypes they
 * take per op with these (kernels/<backend>/sy_<backend>_claims.h), so the
 * claim the generator reads and the kernel's switch are one line. */
#define SY__EACH_F32(X, arg) X(arg, F32, float, f32)
#define SY__EACH_F64(X, arg) X(arg, F64, double, f64)
#define SY__EACH_I32(X, arg) X(arg, I32, int32_t, i32)
#define SY__EACH_I64(X, arg) X(arg, I64, int64_t, i64)
#define SY__EACH_BOOL(X, arg) X(arg, BOOL, uint8_t, b8)
#define SY__EACH_U8(X, arg) X(arg, U8, uint8_t, u8)
#define SY__EACH_I8(X, arg) X(arg, I8, int8_t, i8)
#define SY__EACH_I16(X, arg) X(arg, I16, int16_t, i16)
#define SY__EACH_F16(X, arg) X(arg, F16, uint16_t, f16)
#define SY__EACH_BF16(X, arg) X(arg, BF16, uint16_t, bf16)
#define SY__EACH_U16(X, arg) X(arg, U16, uint16_t, u16)
#define SY__EACH_U32(X, arg) X(arg, U32, uint32_t, u32)
#define SY__EACH_U64(X, arg) X(arg, U64, uint64_t, u64)

/* Backend enum values are the stable 8-bit ids of backends.yaml. */
typedef enum sy_backend {
    SY_BACKEND_CPU = 0, /* host memory (backends[cpu]) */
    SY_BACKEND_SIMD = 1, /* host memory (backends[simd]) */
    SY_BACKEND_BLAS = 2, /* host memory (backends[blas]) */
    SY_BACKEND_SIM = 3, /* device memory (backends[sim]) */
    SY_BACKEND_OPENCL = 4, /* device memory (backends[opencl]) */
    SY_BACKEND_VULKAN = 5, /* device memory (backends[vulkan]) */
    SY_BACKEND_CAPTURE = 11, /* capture (backends[capture]) */
    SY_BACKEND_REMOTE = 13, /* remote (backends[remote]) */
    SY_BACKEND_ID_LIMIT = 14 /* one past the largest id */
} sy_backend;
#define SY_BACKEND_COUNT 8 /* backends in backends.yaml, capture included */
#define SY_BACKEND_REAL_COUNT 6 /* backends in the pair grid */

typedef enum sy_op {
    SY_OP_ZEROS, /* fill (ops[zeros]) */
    SY_OP_ONES, /* fill (ops[ones]) */
    SY_OP_FULL, /* fill (ops[full]) */
    SY_OP_NEG, /* unary (ops[neg]) */
    SY_OP_ABS, /* unary (ops[abs]) */
    SY_OP_EXP, /* unary (ops[exp]) */
    SY_OP_LOG, /* unary (ops[log]) */
    SY_OP_SQRT, /* unary (ops[sqrt]) */
    SY_OP_TANH, /* unary (ops[tanh]) */
    SY_OP_SIGMOID, /* unary (ops[sigmoid]) */
    SY_OP_RELU, /* unary (ops[relu]) */
    SY_OP_SIN, /* unary (ops[sin]) */
    SY_OP_COS, /* unary (ops[cos]) */
    SY_OP_TAN, /* unary (ops[tan]) */
    SY_OP_ASIN, /* unary (ops[asin]) */
    SY_OP_ACOS, /* unary (ops[acos]) */
    SY_OP_ATAN, /* unary (ops[atan]) */
    SY_OP_SINH, /* unary (ops[sinh]) */
    SY_OP_COSH, /* unary (ops[cosh]) */
    SY_OP_ASINH, /* unary (ops[asinh]) */
    SY_OP_ACOSH, /* unary (ops[acosh]) */
    SY_OP_ATANH, /* unary (ops[atanh]) */
    SY_OP_ERF, /* unary (ops[erf]) */
    SY_OP_FLOOR, /* unary (ops[floor]) */
    SY_OP_CEIL, /* unary (ops[ceil]) */
    SY_OP_ROUND, /* unary (ops[round]) */
    SY_OP_SIGN, /* unary (ops[sign]) */
    SY_OP_RECIPROCAL, /* unary (ops[reciprocal]) */
    SY_OP_SOFTPLUS, /* unary (ops[softplus]) */
    SY_OP_SOFTSIGN, /* unary (ops[softsign]) */
    SY_OP_LOGICAL_NOT, /* unary (ops[logical_not]) */
    SY_OP_BITWISE_NOT, /* unary (ops[bitwise_not]) */
    SY_OP_HARD_SWISH, /* unary (ops[hard_swish]) */
    SY_OP_MISH, /* unary (ops[mish]) */
    SY_OP_ADD, /* binary (ops[add]) */
    SY_OP_SUB, /* binary (ops[sub]) */
    SY_OP_MUL, /* binary (ops[mul]) */
    SY_OP_DIV, /* binary (ops[div]) */
    SY_OP_MAXIMUM, /* binary (ops[maximum]) */
    SY_OP_MINIMUM, /* binary (ops[minimum]) */
    SY_OP_POW, /* binary (ops[pow]) */
    SY_OP_MOD, /* binary (ops[mod]) */
    SY_OP_FMOD, /* binary (ops[fmod]) */
    SY_OP_LOGICAL_AND, /* binary (ops[logical_and]) */
    SY_OP_LOGICAL_OR, /* binary (ops[logical_or]) */
    SY_OP_LOGICAL_XOR, /* binary (ops[logical_xor]) */
    SY_OP_BITWISE_AND, /* binary (ops[bitwise_and]) */
    SY_OP_BITWISE_OR, /* binary (ops[bitwise_or]) */
    SY_OP_BITWISE_XOR, /* binary (ops[bitwise_xor]) */
    SY_OP_SHIFT_LEFT, /* binary (ops[shift_left]) */
    SY_OP_SHIFT_RIGHT, /* binary (ops[shift_right]) */
    SY_OP_EQ, /* compare (ops[eq]) */
    SY_OP_LT, /* compare (ops[lt]) */
    SY_OP_GT, /* compare (ops[gt]) */
    SY_OP_LE, /* compare (ops[le]) */
    SY_OP_GE, /* compare (ops[ge]) */
    SY_OP_WHERE, /* where (ops[where]) */
    SY_OP_MATMUL, /* matmul (ops[matmul]) */
    SY_OP_SUM, /* reduce (ops[sum]) */
    SY_OP_MEAN, /* reduce (ops[mean]) */
    SY_OP_MAX, /* reduce (ops[max]) */
    SY_OP_MIN, /* reduce (ops[min]) */
    SY_OP_PROD, /* reduce (ops[prod]) */
    SY_OP_L1, /* reduce (ops[l1]) */
    SY_OP_L2, /* reduce (ops[l2]) */
    SY_OP_LOG_SUM, /* reduce (ops[log_sum]) */
    SY_OP_LOG_SUM_EXP, /* reduce (ops[log_sum_exp]) */
    SY_OP_SUM_SQUARE, /* reduce (ops[sum_square]) */
    SY_OP_RESHAPE, /* reshape (ops[reshape]) */
    SY_OP_PERMUTE, /* permute (ops[permute]) */
    SY_OP_TRANSPOSE, /* transpose (ops[transpose]) */
    SY_OP_EXPAND, /* expand (ops[expand]) */
    SY_OP_CAST, /* cast (ops[cast]) */
    SY_OP_SOFTMAX, /* softmax (ops[softmax]) */
    SY_OP_LOG_SOFTMAX, /* softmax (ops[log_softmax]) */
    SY_OP_HARDMAX, /* softmax (ops[hardmax]) */
    SY_OP_ARGMAX, /* argmax (ops[argmax]) */
    SY_OP_ARGMIN, /* argmax (ops[argmin]) */
    SY_OP_CONCAT, /* concat (ops[concat]) */
    SY_OP_SLICE, /* slice (ops[slice]) */
    SY_OP_GATHER, /* gather (ops[gather]) */
    SY_OP_PAD, /* pad (ops[pad]) */
    SY_OP_LAYER_NORM, /* layer_norm (ops[layer_norm]) */
    SY_OP_MAX_POOL2D, /* max_pool2d (ops[max_pool2d]) */
    SY_OP_CONV2D, /* conv2d (ops[conv2d]) */
    SY_OP_ADD_N, /* nary (ops[add_n]) */
    SY_OP_MEAN_N, /* nary (ops[mean_n]) */
    SY_OP_ISNAN, /* predicate (ops[isnan]) */
    SY_OP_ISINF, /* predicate (ops[isinf]) */
    SY_OP_ISPOSINF, /* predicate (ops[isposinf]) */
    SY_OP_ISNEGINF, /* predicate (ops[isneginf]) */
    SY_OP_SLICE_BACKWARD, /* slice_backward (ops[slice_backward]) */
    SY_OP_MAX_POOL2D_BACKWARD, /* max_pool2d_backward (ops[max_pool2d_backward]) */
    SY_OP_GATHER_BACKWARD, /* gather_backward (ops[gather_backward]) */
    SY_OP_CONV2D_BACKWARD_INPUT, /* conv2d_backward_input (ops[conv2d_backward_input]) */
    SY_OP_CONV2D_BACKWARD_WEIGHT, /* conv2d_backward_weight (ops[conv2d_backward_weight]) */
    SY_OP_CUMSUM, /* cumsum (ops[cumsum]) */
    SY_OP_TOPK, /* topk (ops[topk]) */
    SY_OP_SORT, /* sort (ops[sort]) */
    SY_OP_TRILU, /* trilu (ops[trilu]) */
    SY_OP_DEPTH_TO_SPACE, /* depth_to_space (ops[depth_to_space]) */
    SY_OP_SPACE_TO_DEPTH, /* space_to_depth (ops[space_to_depth]) */
    SY_OP_DEPTH_TO_SPACE_BACKWARD, /* depth_to_space_backward (ops[depth_to_space_backward]) */
    SY_OP_EYE_LIKE, /* eye_like (ops[eye_like]) */
    SY_OP_TILE, /* tile (ops[tile]) */
    SY_OP_TILE_BACKWARD, /* tile_backward (ops[tile_backward]) */
    SY_OP_GATHER_ELEMENTS, /* gather_elements (ops[gather_elements]) */
    SY_OP_GATHER_ELEMENTS_BACKWARD, /* gather_elements_backward (ops[gather_elements_backward]) */
    SY_OP_SCATTER_ELEMENTS, /* scatter_elements (ops[scatter_elements]) */
    SY_OP_SCATTER_ELEMENTS_BACKWARD, /* scatter_elements_backward (ops[scatter_elements_backward]) */
    SY_OP_GATHER_ND, /* gather_nd (ops[gather_nd]) */
    SY_OP_GATHER_ND_BACKWARD, /* gather_nd_backward (ops[gather_nd_backward]) */
    SY_OP_SCATTER_ND, /* scatter_nd (ops[scatter_nd]) */
    SY_OP_SCATTER_ND_BACKWARD, /* scatter_nd_backward (ops[scatter_nd_backward]) */
    SY_OP_ONE_HOT, /* one_hot (ops[one_hot]) */
    SY_OP_ONE_HOT_BACKWARD, /* one_hot_backward (ops[one_hot_backward]) */
    SY_OP_LEAKY_RELU, /* ew_alpha (ops[leaky_relu]) */
    SY_OP_ELU, /* ew_alpha (ops[elu]) */
    SY_OP_CELU, /* ew_alpha (ops[celu]) */
    SY_OP_THRESHOLDED_RELU, /* ew_alpha (ops[thresholded_relu]) */
    SY_OP_HARD_SIGMOID, /* ew_alpha_beta (ops[hard_sigmoid]) */
    SY_OP_SELU, /* ew_alpha_beta (ops[selu]) */
    SY_OP_SHRINK, /* ew_alpha_beta (ops[shrink]) */
    SY_OP_PRELU, /* prelu (ops[prelu]) */
    SY_OP_CLIP, /* clip (ops[clip]) */
    SY_OP_DROPOUT, /* dropout (ops[dropout]) */
    SY_OP_NLL_LOSS, /* nll_loss (ops[nll_loss]) */
    SY_OP_NLL_LOSS_BACKWARD, /* nll_loss_backward (ops[nll_loss_backward]) */
    SY_OP_FLIP, /* flip (ops[flip]) */
    SY_OP_GELU, /* gelu (ops[gelu]) */
    SY_OP_GELU_BACKWARD, /* gelu_backward (ops[gelu_backward]) */
    SY_OP_AVG_POOL, /* avg_pool (ops[avg_pool]) */
    SY_OP_AVG_POOL_BACKWARD, /* avg_pool_backward (ops[avg_pool_backward]) */
    SY_OP_CONV_TRANSPOSE2D, /* conv_transpose2d (ops[conv_transpose2d]) */
    SY_OP_CONV_TRANSPOSE2D_BACKWARD_INPUT, /* conv_transpose2d_backward_input (ops[conv_transpose2d_backward_input]) */
    SY_OP_CONV, /* conv (ops[conv]) */
    SY_OP_CONV_BACKWARD_INPUT, /* conv_backward_input (ops[conv_backward_input]) */
    SY_OP_CONV_BACKWARD_WEIGHT, /* conv_backward_weight (ops[conv_backward_weight]) */
    SY_OP_CONV_BACKWARD_BIAS, /* conv_backward_bias (ops[conv_backward_bias]) */
    SY_OP_CONV_TRANSPOSE, /* conv_transpose (ops[conv_transpose]) */
    SY_OP_CONV_TRANSPOSE_BACKWARD_INPUT, /* conv_transpose_backward_input (ops[conv_transpose_backward_input]) */
    SY_OP_MAX_POOL, /* max_pool (ops[max_pool]) */
    SY_OP_MAX_POOL_BACKWARD, /* max_pool_backward (ops[max_pool_backward]) */
    SY_OP_LP_POOL, /* lp_pool (ops[lp_pool]) */
    SY_OP_LP_POOL_BACKWARD, /* lp_pool_backward (ops[lp_pool_backward]) */
    SY_OP_ADAPTIVE_AVG_POOL, /* adaptive_avg_pool (ops[adaptive_avg_pool]) */
    SY_OP_ADAPTIVE_AVG_POOL_BACKWARD, /* adaptive_avg_pool_backward (ops[adaptive_avg_pool_backward]) */
    SY_OP_ADAPTIVE_MAX_POOL, /* adaptive_max_pool (ops[adaptive_max_pool]) */
    SY_OP_GROUP_NORM, /* group_norm (ops[group_norm]) */
    SY_OP_GROUP_NORM_BACKWARD, /* group_norm_backward (ops[group_norm_backward]) */
    SY_OP_NONZERO, /* nonzero (ops[nonzero]) */
    SY_OP_COMPRESS, /* compress (ops[compress]) */
    SY_OP_UNIQUE, /* unique (ops[unique]) */
    SY_OP_RANGE, /* range (ops[range]) */
    SY_OP_STACK, /* stack (ops[stack]) */
    SY_OP_RANDOM_UNIFORM_LIKE, /* random_uniform_like (ops[random_uniform_like]) */
    SY_OP_RANDOM_NORMAL_LIKE, /* random_normal_like (ops[random_normal_like]) */
    SY_OP_BERNOULLI, /* bernoulli (ops[bernoulli]) */
    SY_OP_MULTINOMIAL, /* multinomial (ops[multinomial]) */
    SY_OP_RESIZE, /* resize (ops[resize]) */
    SY_OP_RESIZE_BACKWARD, /* resize_backward (ops[resize_backward]) */
    SY_OP_MSE_LOSS, /* mse_loss (ops[mse_loss]) */
    SY_OP_EMBEDDING, /* embedding (ops[embedding]) */
    SY_OP_MSE_LOSS_BACKWARD, /* mse_loss_backward (ops[mse_loss_backward]) */
    SY_OP_DET, /* det (ops[det]) */
    SY_OP_REVERSE_SEQUENCE, /* reverse_sequence (ops[reverse_sequence]) */
    SY_OP_GRID_SAMPLE, /* grid_sample (ops[grid_sample]) */
    SY_OP_GRID_SAMPLE_BACKWARD, /* grid_sample_backward (ops[grid_sample_backward]) */
    SY_OP_MAX_UNPOOL, /* max_unpool (ops[max_unpool]) */
    SY_OP_MAX_UNPOOL_BACKWARD, /* max_unpool_backward (ops[max_unpool_backward]) */
    SY_OP_COL2IM, /* col2im (ops[col2im]) */
    SY_OP_IM2COL, /* im2col (ops[im2col]) */
    SY_OP_ALL_REDUCE, /* all_reduce (ops[all_reduce]) */
    SY_OP_BROADCAST, /* broadcast (ops[broadcast]) */
    SY_OP_ALL_GATHER, /* all_gather (ops[all_gather]) */
    SY_OP_REDUCE_SCATTER, /* reduce_scatter (ops[reduce_scatter]) */
    SY_OP_ALL_REDUCE_BACKWARD, /* all_reduce_backward (ops[all_reduce_backward]) */
    SY_OP_BROADCAST_BACKWARD, /* broadcast_backward (ops[broadcast_backward]) */
    SY_OP_REDUCE_SCATTER_BACKWARD, /* reduce_scatter_backward (ops[reduce_scatter_backward]) */
    SY_OP_COUNT
} sy_op;
/* The op the runtime uses to copy a strided tensor into a contiguous one. */
#define SY__OP_COPY SY_OP_CAST

/* The statuses: X(NAME, code). switchyard.h turns them into sy_status. */
#define SY_STATUS_MAP(X) \
    X(INVALID_ARGUMENT, -1) \
    X(BACKEND_DISABLED, -2) \
    X(CAPTURE_ONE_WAY, -3) \
    X(AUTODIFF_MISMATCH, -4) \
    X(NO_SUCH_DEVICE, -5) \
    X(DTYPE_UNSUPPORTED, -6) \
    X(OUT_OF_MEMORY, -7) \
    X(TRANSFER_FAILED, -8) \
    X(BACKEND_MISMATCH, -9) \
    X(DEVICE_MISMATCH, -10) \
    X(STRATEGY_MISMATCH, -11) \
    X(SHAPE_MISMATCH, -12) \
    X(UNSUPPORTED, -13) \
    X(CAPTURE_MISMATCH, -14) \
    X(NOT_MATERIALIZED, -15) \
    X(BUFFER_TOO_SMALL, -16) \
    X(UNKNOWN_DEVICE, -17) \
    X(AUTODIFF_NESTED, -18) \
    X(DTYPE_MISMATCH, -19) \
    X(NOT_TRACKED, -20) \
    X(NOT_SCALAR, -21) \
    X(GRAPH_RELEASED, -22) \
    X(NO_GRADIENT, -23) \
    X(CAPTURE_INPUT_COMPUTED, -24) \
    X(CAPTURE_FOREIGN, -25) \
    X(CAPTURE_DUPLICATE, -26) \
    X(CAPTURE_UNKNOWN, -27) \
    X(CAPTURE_COMPLETE_TWICE, -28) \
    X(CAPTURE_CLOSED, -29) \
    X(REPLAY_DEVICE, -30) \
    X(INPUT_MISMATCH, -31) \
    X(DEVICE_ERROR, -32) \
    X(GRAPH_FORMAT, -33) \
    X(GRAPH_VERSION, -34) \
    X(GRAPH_UNKNOWN, -35) \
    X(IO_ERROR, -36) \
    X(COMM_FAILED, -37)

#define SY_STATUS_COUNT 38 /* SY_OK included */

#endif
