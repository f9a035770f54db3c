/* @generated from backends.yaml by generator/ -- DO NOT EDIT; input sha256 2b71c59b8b8b1d3d; regenerate with `make generate` */
/* Enums, names, stable ids and build switches of the backends, dtypes, ops
 * and statuses declared in backends.yaml. Included by switchyard.h. */
#ifndef SY_BACKENDS_H
#define SY_BACKENDS_H

#include "sy_abi.h"
#if SY_RUNTIME_ABI != 2
#error "generated/ was rendered for runtime ABI 2 (backends.yaml abi:), but runtime/sy_abi.h has another SY_RUNTIME_ABI; regenerate with `make generate` or use the runtime this was generated for"
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
#define SY_WITH_CPU 1 /* cpu (backends.yaml:43:5) */
#endif
#ifndef SY_WITH_SIMD
#define SY_WITH_SIMD 1 /* simd (backends.yaml:50:5) */
#endif
#ifndef SY_WITH_BLAS
#define SY_WITH_BLAS 1 /* blas (backends.yaml:86:5) */
#endif
#ifndef SY_WITH_SIM
#define SY_WITH_SIM 1 /* sim (backends.yaml:96:5) */
#endif
#ifndef SY_WITH_OPENCL
#define SY_WITH_OPENCL 1 /* opencl (backends.yaml:109:5) */
#endif
#ifndef SY_WITH_CAPTURE
#define SY_WITH_CAPTURE 1 /* capture (backends.yaml:124:5) */
#endif

/* Subsets of backends that cannot work. */
#if !(SY_WITH_CPU || SY_WITH_SIMD || SY_WITH_BLAS || SY_WITH_SIM || SY_WITH_OPENCL)
#error "switchyard: no backend enabled; set at least one of SY_WITH_CPU, SY_WITH_SIMD, SY_WITH_BLAS, SY_WITH_SIM, SY_WITH_OPENCL to 1"
#endif
#if SY_WITH_SIMD && !SY_WITH_CPU
#error "switchyard: backend simd falls back to cpu (backends.yaml:50:5); enable SY_WITH_CPU or disable SY_WITH_SIMD"
#endif
#if SY_WITH_BLAS && !SY_WITH_CPU
#error "switchyard: backend blas falls back to cpu (backends.yaml:86:5); enable SY_WITH_CPU or disable SY_WITH_BLAS"
#endif
#if SY_WITH_SIM && !SY_WITH_CPU
#error "switchyard: backend sim falls back to cpu (backends.yaml:96:5); enable SY_WITH_CPU or disable SY_WITH_SIM"
#endif
#if SY_WITH_OPENCL && !SY_WITH_CPU
#error "switchyard: backend opencl falls back to cpu (backends.yaml:109:5); enable SY_WITH_CPU or disable SY_WITH_OPENCL"
#endif

typedef enum sy_dtype {
    SY_DTYPE_F32, /* float, float (backends.yaml:22:5) */
    SY_DTYPE_F64, /* double, float (backends.yaml:23:5) */
    SY_DTYPE_I32, /* int32_t, int (backends.yaml:24:5) */
    SY_DTYPE_I64, /* int64_t, int (backends.yaml:25:5) */
    SY_DTYPE_BOOL, /* uint8_t, bool (backends.yaml:26:5) */
    SY_DTYPE_COUNT
} sy_dtype;

/* Backend enum values are the stable 8-bit ids of backends.yaml. */
typedef enum sy_backend {
    SY_BACKEND_CPU = 0, /* host memory (backends.yaml:43:5) */
    SY_BACKEND_SIMD = 1, /* host memory (backends.yaml:50:5) */
    SY_BACKEND_BLAS = 2, /* host memory (backends.yaml:86:5) */
    SY_BACKEND_SIM = 3, /* device memory (backends.yaml:96:5) */
    SY_BACKEND_OPENCL = 4, /* device memory (backends.yaml:109:5) */
    SY_BACKEND_CAPTURE = 11, /* capture (backends.yaml:124:5) */
    SY_BACKEND_ID_LIMIT = 12 /* one past the largest id */
} sy_backend;
#define SY_BACKEND_COUNT 6 /* backends in backends.yaml, capture included */
#define SY_BACKEND_REAL_COUNT 5 /* backends in the pair grid */

typedef enum sy_op {
    SY_OP_ZEROS, /* fill (backends.yaml:143:5) */
    SY_OP_ONES, /* fill (backends.yaml:144:5) */
    SY_OP_FULL, /* fill (backends.yaml:145:5) */
    SY_OP_NEG, /* unary (backends.yaml:147:5) */
    SY_OP_ABS, /* unary (backends.yaml:149:5) */
    SY_OP_EXP, /* unary (backends.yaml:150:5) */
    SY_OP_LOG, /* unary (backends.yaml:151:5) */
    SY_OP_SQRT, /* unary (backends.yaml:152:5) */
    SY_OP_TANH, /* unary (backends.yaml:153:5) */
    SY_OP_SIGMOID, /* unary (backends.yaml:154:5) */
    SY_OP_RELU, /* unary (backends.yaml:155:5) */
    SY_OP_ADD, /* binary (backends.yaml:157:5) */
    SY_OP_SUB, /* binary (backends.yaml:158:5) */
    SY_OP_MUL, /* binary (backends.yaml:159:5) */
    SY_OP_DIV, /* binary (backends.yaml:160:5) */
    SY_OP_MAXIMUM, /* binary (backends.yaml:162:5) */
    SY_OP_EQ, /* compare (backends.yaml:164:5) */
    SY_OP_LT, /* compare (backends.yaml:165:5) */
    SY_OP_GT, /* compare (backends.yaml:166:5) */
    SY_OP_WHERE, /* where (backends.yaml:168:5) */
    SY_OP_MATMUL, /* matmul (backends.yaml:170:5) */
    SY_OP_SUM, /* reduce (backends.yaml:172:5) */
    SY_OP_MEAN, /* reduce (backends.yaml:173:5) */
    SY_OP_MAX, /* reduce (backends.yaml:176:5) */
    SY_OP_RESHAPE, /* reshape (backends.yaml:178:5) */
    SY_OP_PERMUTE, /* permute (backends.yaml:179:5) */
    SY_OP_TRANSPOSE, /* transpose (backends.yaml:180:5) */
    SY_OP_EXPAND, /* expand (backends.yaml:181:5) */
    SY_OP_CAST, /* cast (backends.yaml:182:5) */
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
    X(DEVICE_ERROR, -32)

#define SY_STATUS_COUNT 33 /* SY_OK included */

#endif
