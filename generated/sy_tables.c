/* @generated from backends.yaml by generator/ -- DO NOT EDIT; regenerate with `make generate` */
/* The tables of backends.yaml: dtypes, backends (ids, memory, devices,
 * stored dtypes, memory functions), each backend's own kernels, the
 * default-device order. */
#include "sy_internal.h"
#include "sy_kernels.h"

#include "sy_abi.h"
#if SY_RUNTIME_ABI != 5
#error "generated/ was rendered for runtime ABI 5 (backends.yaml abi:), but runtime/sy_abi.h has another SY_RUNTIME_ABI; regenerate with `make generate` or use the runtime this was generated for"
#endif

const sy__dtype_info sy__dtype_table[SY_DTYPE_COUNT] = {
    [SY_DTYPE_F32] = {.name = "f32", .size = sizeof(float), .category = SY__CATEGORY_FLOAT,
                      .is_signed = (float)-1 < (float)1},
    [SY_DTYPE_F64] = {.name = "f64", .size = sizeof(double), .category = SY__CATEGORY_FLOAT,
                      .is_signed = (double)-1 < (double)1},
    [SY_DTYPE_I32] = {.name = "i32", .size = sizeof(int32_t), .category = SY__CATEGORY_INT,
                      .is_signed = (int32_t)-1 < (int32_t)1},
    [SY_DTYPE_I64] = {.name = "i64", .size = sizeof(int64_t), .category = SY__CATEGORY_INT,
                      .is_signed = (int64_t)-1 < (int64_t)1},
    [SY_DTYPE_BOOL] = {.name = "bool", .size = sizeof(uint8_t), .category = SY__CATEGORY_BOOL,
                      .is_signed = (uint8_t)-1 < (uint8_t)1},
    [SY_DTYPE_U8] = {.name = "u8", .size = sizeof(uint8_t), .category = SY__CATEGORY_INT,
                      .is_signed = (uint8_t)-1 < (uint8_t)1},
    [SY_DTYPE_I8] = {.name = "i8", .size = sizeof(int8_t), .category = SY__CATEGORY_INT,
                      .is_signed = (int8_t)-1 < (int8_t)1},
    [SY_DTYPE_I16] = {.name = "i16", .size = sizeof(int16_t), .category = SY__CATEGORY_INT,
                      .is_signed = (int16_t)-1 < (int16_t)1},
    [SY_DTYPE_F16] = {.name = "f16", .size = sizeof(uint16_t), .category = SY__CATEGORY_FLOAT,
                      .is_signed = (uint16_t)-1 < (uint16_t)1},
    [SY_DTYPE_BF16] = {.name = "bf16", .size = sizeof(uint16_t), .category = SY__CATEGORY_FLOAT,
                      .is_signed = (uint16_t)-1 < (uint16_t)1},
    [SY_DTYPE_U16] = {.name = "u16", .size = sizeof(uint16_t), .category = SY__CATEGORY_INT,
                      .is_signed = (uint16_t)-1 < (uint16_t)1},
    [SY_DTYPE_U32] = {.name = "u32", .size = sizeof(uint32_t), .category = SY__CATEGORY_INT,
                      .is_signed = (uint32_t)-1 < (uint32_t)1},
    [SY_DTYPE_U64] = {.name = "u64", .size = sizeof(uint64_t), .category = SY__CATEGORY_INT,
                      .is_signed = (uint64_t)-1 < (uint64_t)1},
};
_Static_assert(sizeof(sy__dtype_table) / sizeof(sy__dtype_table[0]) == SY_DTYPE_COUNT, "one row per dtype");
_Static_assert(SY_DTYPE_COUNT == 13, "sy_dtype matches backends.yaml");
_Static_assert(SY_DTYPE_COUNT <= 32, "dtype masks are 32 bits");
#define SY__SIZE_OK(E, ctype, sfx, CAT, size, onnx) \
    _Static_assert(sizeof(ctype) == (size), "the C type of SY_DTYPE_" #E " has its ONNX type's size");
SY_DTYPE_MAP(SY__SIZE_OK)
#undef SY__SIZE_OK

const sy__backend_info sy__backend_table[SY_BACKEND_ID_LIMIT] = {
    /* cpu: Portable reference kernels for every op and dtype; the truth the other backends are tested against. (backends[cpu]) */
#if SY_WITH_CPU
    [SY_BACKEND_CPU] = {.name = "cpu", .cfg = "SY_WITH_CPU", .enabled = true, .host = true, .devices = 1, .stores = SY__DT_ALL, .fallback = SY__NO_FALLBACK,
    },
#else
    [SY_BACKEND_CPU] = {.name = "cpu", .cfg = "SY_WITH_CPU", .enabled = false, .host = true, .devices = 1, .stores = SY__DT_ALL, .fallback = SY__NO_FALLBACK},
#endif
    /* simd: Vectorized host kernels (generic, AVX2 and AVX-512 variants picked at run time) split over a thread pool for large tensors; f32 sin, cos and erf are computed in double and rounded once (within 1 ulp; sin and cos of |x| >= 2^28 through libm); f64 exp, log, tanh, sigmoid, sin, cos and erf and integer matmul run on cpu. conv2d and its two gradient ops are im2col (col2im) onto the matmul's GEMM; conv2d, as matmul, sums in the dtype (cpu sums in double), the gradient ops sum in double (f32 on the f64 GEMM, rounded once); a padded conv2d whose weight holds an inf or NaN, a padded conv2d_backward_weight whose dy does, and softmax and log_softmax over an axis that is not the last decline the call, which cpu then runs. (backends[simd]) */
#if SY_WITH_SIMD
    [SY_BACKEND_SIMD] = {.name = "simd", .cfg = "SY_WITH_SIMD", .enabled = true, .host = true, .devices = 1, .stores = SY__DT_ALL, .fallback = (SY_WITH_CPU ? SY_BACKEND_CPU : SY__NO_FALLBACK),
    },
#else
    [SY_BACKEND_SIMD] = {.name = "simd", .cfg = "SY_WITH_SIMD", .enabled = false, .host = true, .devices = 1, .stores = SY__DT_ALL, .fallback = (SY_WITH_CPU ? SY_BACKEND_CPU : SY__NO_FALLBACK)},
#endif
    /* blas: Matrix products through OpenBLAS's cblas; everything else falls back to simd's kernels (and what simd lacks to cpu), or straight to cpu in a build without simd. (backends[blas]) */
#if SY_WITH_BLAS
    [SY_BACKEND_BLAS] = {.name = "blas", .cfg = "SY_WITH_BLAS", .enabled = true, .host = true, .devices = 1, .stores = SY__DT_ALL, .fallback = (SY_WITH_SIMD ? SY_BACKEND_SIMD : SY_WITH_CPU ? SY_BACKEND_CPU : SY__NO_FALLBACK),
    },
#else
    [SY_BACKEND_BLAS] = {.name = "blas", .cfg = "SY_WITH_BLAS", .enabled = false, .host = true, .devices = 1, .stores = SY__DT_ALL, .fallback = (SY_WITH_SIMD ? SY_BACKEND_SIMD : SY_WITH_CPU ? SY_BACKEND_CPU : SY__NO_FALLBACK)},
#endif
    /* sim: Simulated device memory. Buffers are handles into memory only its own functions can read or write, so every move to or from it is staged and every op falls back to cpu through staging, as a GPU backend's would. It stores no f64 and has two devices. (backends[sim]) */
#if SY_WITH_SIM
    [SY_BACKEND_SIM] = {.name = "sim", .cfg = "SY_WITH_SIM", .enabled = true, .devices = 2, .stores = SY__DT_F32 | SY__DT_I32 | SY__DT_I64 | SY__DT_BOOL, .fallback = (SY_WITH_CPU ? SY_BACKEND_CPU : SY__NO_FALLBACK),
        .mem = {.alloc = sy_k_sim_alloc, .free = sy_k_sim_free, .read = sy_k_sim_read, .write = sy_k_sim_write,
                .live_buffers = sy_k_sim_live_buffers},
    },
#else
    [SY_BACKEND_SIM] = {.name = "sim", .cfg = "SY_WITH_SIM", .enabled = false, .devices = 2, .stores = SY__DT_F32 | SY__DT_I32 | SY__DT_I64 | SY__DT_BOOL, .fallback = (SY_WITH_CPU ? SY_BACKEND_CPU : SY__NO_FALLBACK)},
#endif
    /* opencl: OpenCL 1.2 devices (GPUs, or PoCL on the CPU): buffers in device memory and every op as OpenCL C kernels built at first use, the families declared with `kernel: op` included. The device count comes from the ICD loader at run time (SY_OPENCL_DEVICES selects by index or name); f64 runs on cpu where a device lacks cl_khr_fp64. (backends[opencl]) */
#if SY_WITH_OPENCL
    [SY_BACKEND_OPENCL] = {.name = "opencl", .cfg = "SY_WITH_OPENCL", .enabled = true, .devices = 0, .stores = SY__DT_ALL, .fallback = (SY_WITH_CPU ? SY_BACKEND_CPU : SY__NO_FALLBACK),
        .mem = {.alloc = sy_k_opencl_alloc, .free = sy_k_opencl_free, .read = sy_k_opencl_read, .write = sy_k_opencl_write,
                .live_buffers = sy_k_opencl_live_buffers, .write_async = sy_k_opencl_write_async},
        .hooks = {.device_count = sy_k_opencl_device_count, .init = sy_k_opencl_init, .shutdown = sy_k_opencl_shutdown,
                  .flush = sy_k_opencl_flush, .synchronize = sy_k_opencl_synchronize},
    },
#else
    [SY_BACKEND_OPENCL] = {.name = "opencl", .cfg = "SY_WITH_OPENCL", .enabled = false, .devices = 0, .stores = SY__DT_ALL, .fallback = (SY_WITH_CPU ? SY_BACKEND_CPU : SY__NO_FALLBACK)},
#endif
    /* vulkan: Vulkan compute devices (lavapipe on the CPU, or a GPU): buffers in host-visible memory, GLSL compute shaders compiled to committed SPIR-V for fills, elementwise, compare, where, cast, matmul, sum, mean and max of f32, i32 and bool, and most of them of f16 (with 16-bit storage), and leaky_relu, thresholded_relu, shrink, clip and pad on the packed sy_op_args; the rest on cpu. The device count comes from the Vulkan loader at run time (SY_VULKAN_DEVICES selects by index or name). (backends[vulkan]) */
#if SY_WITH_VULKAN
    [SY_BACKEND_VULKAN] = {.name = "vulkan", .cfg = "SY_WITH_VULKAN", .enabled = true, .devices = 0, .stores = SY__DT_ALL, .fallback = (SY_WITH_CPU ? SY_BACKEND_CPU : SY__NO_FALLBACK),
        .mem = {.alloc = sy_k_vulkan_alloc, .free = sy_k_vulkan_free, .read = sy_k_vulkan_read, .write = sy_k_vulkan_write,
                .live_buffers = sy_k_vulkan_live_buffers, .write_async = sy_k_vulkan_write_async},
        .hooks = {.device_count = sy_k_vulkan_device_count, .init = sy_k_vulkan_init, .shutdown = sy_k_vulkan_shutdown,
                  .flush = sy_k_vulkan_flush, .synchronize = sy_k_vulkan_synchronize},
    },
#else
    [SY_BACKEND_VULKAN] = {.name = "vulkan", .cfg = "SY_WITH_VULKAN", .enabled = false, .devices = 0, .stores = SY__DT_ALL, .fallback = (SY_WITH_CPU ? SY_BACKEND_CPU : SY__NO_FALLBACK)},
#endif
    /* capture: Records ops into a graph without computing them; values may move onto it, never off. (backends[capture]) */
    [SY_BACKEND_CAPTURE] = {.name = "capture", .cfg = "SY_WITH_CAPTURE", .enabled = SY_WITH_CAPTURE, .capture = true, .stores = SY__DT_ALL},
    /* remote: Devices that live in another MPI rank (remote:N is rank N, serving with sy_serve): moves send and receive tensors, ops run on the serving rank, which keeps their results. (backends[remote]) */
#if SY_WITH_REMOTE && SY_WITH_MPI
    [SY_BACKEND_REMOTE] = {.name = "remote", .cfg = "SY_WITH_REMOTE", .enabled = true, .remote = true, .stores = SY__DT_ALL,
        .mem = {.alloc = sy__remote_alloc, .free = sy__remote_free, .read = sy__remote_read, .write = sy__remote_write,
                .live_buffers = sy__remote_live_buffers}},
#else
    [SY_BACKEND_REMOTE] = {.name = "remote", .cfg = "SY_WITH_REMOTE", .enabled = false, .remote = true, .stores = SY__DT_ALL},
#endif
};
_Static_assert(SY_BACKEND_COUNT == 8, "backends in backends.yaml");

const sy_backend sy__backend_order[SY_BACKEND_COUNT] = {
    SY_BACKEND_CPU,
    SY_BACKEND_SIMD,
    SY_BACKEND_BLAS,
    SY_BACKEND_SIM,
    SY_BACKEND_OPENCL,
    SY_BACKEND_VULKAN,
    SY_BACKEND_CAPTURE,
    SY_BACKEND_REMOTE,
};

/* The dtypes each backend's own kernels implement, per op (no fallback). */
const uint32_t sy__own_kernels[SY_BACKEND_ID_LIMIT][SY_OP_COUNT] = {
    [SY_BACKEND_CPU] = {
        [SY_OP_ZEROS] = SY__DT_ALL, /* backends[cpu].ops */
        [SY_OP_ONES] = SY__DT_ALL, /* backends[cpu].ops */
        [SY_OP_FULL] = SY__DT_ALL, /* backends[cpu].ops */
        [SY_OP_NEG] = SY__DT_F32 | SY__DT_F64 | SY__DT_I32 | SY__DT_I64 | SY__DT_U8 | SY__DT_I8 | SY__DT_I16 | SY__DT_F16 | SY__DT_BF16 | SY__DT_U16 | SY__DT_U32 | SY__DT_U64, /* backends[cpu].ops */
        [SY_OP_ABS] = SY__DT_F32 | SY__DT_F64 | SY__DT_I32 | SY__DT_I64 | SY__DT_U8 | SY__DT_I8 | SY__DT_I16 | SY__DT_F16 | SY__DT_BF16 | SY__DT_U16 | SY__DT_U32 | SY__DT_U64, /* backends[cpu].ops */
        [SY_OP_EXP] = SY__DT_F32 | SY__DT_F64 | SY__DT_F16 | SY__DT_BF16, /* backends[cpu].ops */
        [SY_OP_LOG] = SY__DT_F32 | SY__DT_F64 | SY__DT_F16 | SY__DT_BF16, /* backends[cpu].ops */
        [SY_OP_SQRT] = SY__DT_F32 | SY__DT_F64 | SY__DT_F16 | SY__DT_BF16, /* backends[cpu].ops */
        [SY_OP_TANH] = SY__DT_F32 | SY__DT_F64 | SY__DT_F16 | SY__DT_BF16, /* backends[cpu].ops */
        [SY_OP_SIGMOID] = SY__DT_F32 | SY__DT_F64 | SY__DT_F16 | SY__DT_BF16, /* backends[cpu].ops */
        [SY_OP_RELU] = SY__DT_F32 | SY__DT_F64 | SY__DT_I32 | SY__DT_I64 | SY__DT_U8 | SY__DT_I8 | SY__DT_I16 | SY__DT_F16 | SY__DT_BF16 | SY__DT_U16 | SY__DT_U32 | SY__DT_U64, /* backends[cpu].ops */
        [SY_OP_SIN] = SY__DT_F32 | SY__DT_F64, /* backends[cpu].ops */
        [SY_OP_COS] = SY__DT_F32 | SY__DT_F64, /* backends[cpu].ops */
        [SY_OP_TAN] = SY__DT_F32 | SY__DT_F64, /* backends[cpu].ops */
        [SY_OP_ASIN] = SY__DT_F32 | SY__DT_F64, /* backends[cpu].ops */
        [SY_OP_ACOS] = SY__DT_F32 | SY__DT_F64, /* backends[cpu].ops */
        [SY_OP_ATAN] = SY__DT_F32 | SY__DT_F64, /* backends[cpu].ops */
        [SY_OP_SINH] = SY__DT_F32 | SY__DT_F64, /* backends[cpu].ops */
        [SY_OP_COSH] = SY__DT_F32 | SY__DT_F64, /* backends[cpu].ops */
        [SY_OP_ASINH] = SY__DT_F32 | SY__DT_F64, /* backends[cpu].ops */
        [SY_OP_ACOSH] = SY__DT_F32 | SY__DT_F64, /* backends[cpu].ops */
        [SY_OP_ATANH] = SY__DT_F32 | SY__DT_F64, /* backends[cpu].ops */
        [SY_OP_ERF] = SY__DT_F32 | SY__DT_F64, /* backends[cpu].ops */
        [SY_OP_FLOOR] = SY__DT_F32 | SY__DT_F64, /* backends[cpu].ops */
        [SY_OP_CEIL] = SY__DT_F32 | SY__DT_F64, /* backends[cpu].ops */
        [SY_OP_ROUND] = SY__DT_F32 | SY__DT_F64, /* backends[cpu].ops */
        [SY_OP_SIGN] = SY__DT_F32 | SY__DT_F64 | SY__DT_I32 | SY__DT_I64 | SY__DT_U8 | SY__DT_I8 | SY__DT_I16 | SY__DT_U16 | SY__DT_U32 | SY__DT_U64, /* backends[cpu].ops */
        [SY_OP_RECIPROCAL] = SY__DT_F32 | SY__DT_F64, /* backends[cpu].ops */
        [SY_OP_SOFTPLUS] = SY__DT_F32 | SY__DT_F64, /* backends[cpu].ops */
        [SY_OP_SOFTSIGN] = SY__DT_F32 | SY__DT_F64, /* backends[cpu].ops */
        [SY_OP_LOGICAL_NOT] = SY__DT_BOOL, /* backends[cpu].ops */
        [SY_OP_BITWISE_NOT] = SY__DT_I32 | SY__DT_I64 | SY__DT_U8 | SY__DT_I8 | SY__DT_I16 | SY__DT_U16 | SY__DT_U32 | SY__DT_U64, /* backends[cpu].ops */
        [SY_OP_HARD_SWISH] = SY__DT_F32 | SY__DT_F64 | SY__DT_F16 | SY__DT_BF16, /* backends[cpu].ops */
        [SY_OP_MISH] = SY__DT_F32 | SY__DT_F64 | SY__DT_F16 | SY__DT_BF16, /* backends[cpu].ops */
        [SY_OP_ADD] = SY__DT_F32 | SY__DT_F64 | SY__DT_I32 | SY__DT_I64 | SY__DT_U8 | SY__DT_I8 | SY__DT_I16 | SY__DT_F16 | SY__DT_BF16 | SY__DT_U16 | SY__DT_U32 | SY__DT_U64, /* backends[cpu].ops */
        [SY_OP_SUB] = SY__DT_F32 | SY__DT_F64 | SY__DT_I32 | SY__DT_I64 | SY__DT_U8 | SY__DT_I8 | SY__DT_I16 | SY__DT_F16 | SY__DT_BF16 | SY__DT_U16 | SY__DT_U32 | SY__DT_U64, /* backends[cpu].ops */
        [SY_OP_MUL] = SY__DT_F32 | SY__DT_F64 | SY__DT_I32 | SY__DT_I64 | SY__DT_U8 | SY__DT_I8 | SY__DT_I16 | SY__DT_F16 | SY__DT_BF16 | SY__DT_U16 | SY__DT_U32 | SY__DT_U64, /* backends[cpu].ops */
        [SY_OP_DIV] = SY__DT_F32 | SY__DT_F64 | SY__DT_I32 | SY__DT_I64 | SY__DT_U8 | SY__DT_I8 | SY__DT_I16 | SY__DT_F16 | SY__DT_BF16 | SY__DT_U16 | SY__DT_U32 | SY__DT_U64, /* backends[cpu].ops */
        [SY_OP_MAXIMUM] = SY__DT_F32 | SY__DT_F64 | SY__DT_I32 | SY__DT_I64 | SY__DT_U8 | SY__DT_I8 | SY__DT_I16 | SY__DT_F16 | SY__DT_BF16 | SY__DT_U16 | SY__DT_U32 | SY__DT_U64, /* backends[cpu].ops */
        [SY_OP_MINIMUM] = SY__DT_F32 | SY__DT_F64 | SY__DT_I32 | SY__DT_I64 | SY__DT_U8 | SY__DT_I8 | SY__DT_I16 | SY__DT_F16 | SY__DT_BF16 | SY__DT_U16 | SY__DT_U32 | SY__DT_U64, /* backends[cpu].ops */
        [SY_OP_POW] = SY__DT_F32 | SY__DT_F64 | SY__DT_I32 | SY__DT_I64 | SY__DT_U8 | SY__DT_I8 | SY__DT_I16 | SY__DT_U16 | SY__DT_U32 | SY__DT_U64, /* backends[cpu].ops */
        [SY_OP_MOD] = SY__DT_F32 | SY__DT_F64 | SY__DT_I32 | SY__DT_I64 | SY__DT_U8 | SY__DT_I8 | SY__DT_I16 | SY__DT_U16 | SY__DT_U32 | SY__DT_U64, /* backends[cpu].ops */
        [SY_OP_FMOD] = SY__DT_F32 | SY__DT_F64 | SY__DT_I32 | SY__DT_I64 | SY__DT_U8 | SY__DT_I8 | SY__DT_I16 | SY__DT_F16 | SY__DT_BF16 | SY__DT_U16 | SY__DT_U32 | SY__DT_U64, /* backends[cpu].ops */
        [SY_OP_LOGICAL_AND] = SY__DT_BOOL, /* backends[cpu].ops */
        [SY_OP_LOGICAL_OR] = SY__DT_BOOL, /* backends[cpu].ops */
        [SY_OP_LOGICAL_XOR] = SY__DT_BOOL, /* backends[cpu].ops */
        [SY_OP_BITWISE_AND] = SY__DT_I32 | SY__DT_I64 | SY__DT_U8 | SY__DT_I8 | SY__DT_I16 | SY__DT_U16 | SY__DT_U32 | SY__DT_U64, /* backends[cpu].ops */
        [SY_OP_BITWISE_OR] = SY__DT_I32 | SY__DT_I64 | SY__DT_U8 | SY__DT_I8 | SY__DT_I16 | SY__DT_U16 | SY__DT_U32 | SY__DT_U64, /* backends[cpu].ops */
        [SY_OP_BITWISE_XOR] = SY__DT_I32 | SY__DT_I64 | SY__DT_U8 | SY__DT_I8 | SY__DT_I16 | SY__DT_U16 | SY__DT_U32 | SY__DT_U64, /* backends[cpu].ops */
        [SY_OP_SHIFT_LEFT] = SY__DT_U8 | SY__DT_U16 | SY__DT_U32 | SY__DT_U64, /* backends[cpu].ops */
        [SY_OP_SHIFT_RIGHT] = SY__DT_U8 | SY__DT_U16 | SY__DT_U32 | SY__DT_U64, /* backends[cpu].ops */
        [SY_OP_EQ] = SY__DT_ALL, /* backends[cpu].ops */
        [SY_OP_LT] = SY__DT_ALL, /* backends[cpu].ops */
        [SY_OP_GT] = SY__DT_ALL, /* backends[cpu].ops */
        [SY_OP_LE] = SY__DT_ALL, /* backends[cpu].ops */
        [SY_OP_GE] = SY__DT_ALL, /* backends[cpu].ops */
        [SY_OP_WHERE] = SY__DT_ALL, /* backends[cpu].ops */
        [SY_OP_MATMUL] = SY__DT_F32 | SY__DT_F64 | SY__DT_I32 | SY__DT_I64 | SY__DT_U8 | SY__DT_I8 | SY__DT_I16 | SY__DT_F16 | SY__DT_BF16 | SY__DT_U16 | SY__DT_U32 | SY__DT_U64, /* backends[cpu].ops */
        [SY_OP_SUM] = SY__DT_F32 | SY__DT_F64 | SY__DT_I32 | SY__DT_I64 | SY__DT_U8 | SY__DT_I8 | SY__DT_I16 | SY__DT_F16 | SY__DT_BF16 | SY__DT_U16 | SY__DT_U32 | SY__DT_U64, /* backends[cpu].ops */
        [SY_OP_MEAN] = SY__DT_F32 | SY__DT_F64 | SY__DT_F16 | SY__DT_BF16, /* backends[cpu].ops */
        [SY_OP_MAX] = SY__DT_F32 | SY__DT_F64 | SY__DT_I32 | SY__DT_I64 | SY__DT_U8 | SY__DT_I8 | SY__DT_I16 | SY__DT_F16 | SY__DT_BF16 | SY__DT_U16 | SY__DT_U32 | SY__DT_U64, /* backends[cpu].ops */
        [SY_OP_MIN] = SY__DT_F32 | SY__DT_F64 | SY__DT_I32 | SY__DT_I64 | SY__DT_U8 | SY__DT_I8 | SY__DT_I16 | SY__DT_U16 | SY__DT_U32 | SY__DT_U64, /* backends[cpu].ops */
        [SY_OP_PROD] = SY__DT_F32 | SY__DT_F64 | SY__DT_I32 | SY__DT_I64 | SY__DT_U8 | SY__DT_I8 | SY__DT_I16 | SY__DT_U16 | SY__DT_U32 | SY__DT_U64, /* backends[cpu].ops */
        [SY_OP_L1] = SY__DT_F32 | SY__DT_F64, /* backends[cpu].ops */
        [SY_OP_L2] = SY__DT_F32 | SY__DT_F64, /* backends[cpu].ops */
        [SY_OP_LOG_SUM] = SY__DT_F32 | SY__DT_F64, /* backends[cpu].ops */
        [SY_OP_LOG_SUM_EXP] = SY__DT_F32 | SY__DT_F64, /* backends[cpu].ops */
        [SY_OP_SUM_SQUARE] = SY__DT_F32 | SY__DT_F64, /* backends[cpu].ops */
        [SY_OP_CAST] = SY__DT_ALL, /* backends[cpu].ops */
        [SY_OP_SOFTMAX] = SY__DT_F32 | SY__DT_F64, /* backends[cpu].ops */
        [SY_OP_LOG_SOFTMAX] = SY__DT_F32 | SY__DT_F64, /* backends[cpu].ops */
        [SY_OP_HARDMAX] = SY__DT_F32 | SY__DT_F64 | SY__DT_F16 | SY__DT_BF16, /* backends[cpu].ops */
        [SY_OP_ARGMAX] = SY__DT_F32 | SY__DT_F64 | SY__DT_I32 | SY__DT_I64 | SY__DT_U8 | SY__DT_I8 | SY__DT_I16 | SY__DT_U16 | SY__DT_U32 | SY__DT_U64, /* backends[cpu].ops */
        [SY_OP_ARGMIN] = SY__DT_F32 | SY__DT_F64 | SY__DT_I32 | SY__DT_I64 | SY__DT_U8 | SY__DT_I8 | SY__DT_I16 | SY__DT_U16 | SY__DT_U32 | SY__DT_U64, /* backends[cpu].ops */
        [SY_OP_CONCAT] = SY__DT_ALL, /* backends[cpu].ops */
        [SY_OP_SLICE] = SY__DT_ALL, /* backends[cpu].ops */
        [SY_OP_GATHER] = SY__DT_ALL, /* backends[cpu].ops */
        [SY_OP_PAD] = SY__DT_F32 | SY__DT_F64 | SY__DT_I32 | SY__DT_I64 | SY__DT_U8 | SY__DT_I8 | SY__DT_I16 | SY__DT_U16 | SY__DT_U32 | SY__DT_U64, /* backends[cpu].ops */
        [SY_OP_LAYER_NORM] = SY__DT_F32 | SY__DT_F64, /* backends[cpu].ops */
        [SY_OP_MAX_POOL2D] = SY__DT_F32 | SY__DT_F64 | SY__DT_I32 | SY__DT_I64 | SY__DT_U8 | SY__DT_I8 | SY__DT_I16 | SY__DT_U16 | SY__DT_U32 | SY__DT_U64, /* backends[cpu].ops */
        [SY_OP_CONV2D] = SY__DT_F32 | SY__DT_F64, /* backends[cpu].ops */
        [SY_OP_ADD_N] = SY__DT_F32 | SY__DT_F64 | SY__DT_I32 | SY__DT_I64 | SY__DT_U8 | SY__DT_I8 | SY__DT_I16 | SY__DT_F16 | SY__DT_BF16 | SY__DT_U16 | SY__DT_U32 | SY__DT_U64, /* backends[cpu].ops */
        [SY_OP_MEAN_N] = SY__DT_F32 | SY__DT_F64 | SY__DT_F16 | SY__DT_BF16, /* backends[cpu].ops */
        [SY_OP_ISNAN] = SY__DT_F32 | SY__DT_F64 | SY__DT_F16 | SY__DT_BF16, /* backends[cpu].ops */
        [SY_OP_ISINF] = SY__DT_F32 | SY__DT_F64 | SY__DT_F16 | SY__DT_BF16, /* backends[cpu].ops */
        [SY_OP_ISPOSINF] = SY__DT_F32 | SY__DT_F64 | SY__DT_F16 | SY__DT_BF16, /* backends[cpu].ops */
        [SY_OP_ISNEGINF] = SY__DT_F32 | SY__DT_F64 | SY__DT_F16 | SY__DT_BF16, /* backends[cpu].ops */
        [SY_OP_SLICE_BACKWARD] = SY__DT_F32 | SY__DT_F64, /* backends[cpu].ops */
        [SY_OP_MAX_POOL2D_BACKWARD] = SY__DT_F32 | SY__DT_F64, /* backends[cpu].ops */
        [SY_OP_GATHER_BACKWARD] = SY__DT_F32 | SY__DT_F64, /* backends[cpu].ops */
        [SY_OP_CONV2D_BACKWARD_INPUT] = SY__DT_F32 | SY__DT_F64, /* backends[cpu].ops */
        [SY_OP_CONV2D_BACKWARD_WEIGHT] = SY__DT_F32 | SY__DT_F64, /* backends[cpu].ops */
        [SY_OP_CUMSUM] = SY__DT_F32 | SY__DT_F64 | SY__DT_I32 | SY__DT_I64 | SY__DT_U8 | SY__DT_I8 | SY__DT_I16 | SY__DT_U16 | SY__DT_U32 | SY__DT_U64, /* backends[cpu].ops */
        [SY_OP_TOPK] = SY__DT_F32 | SY__DT_F64 | SY__DT_I32 | SY__DT_I64 | SY__DT_U8 | SY__DT_I8 | SY__DT_I16 | SY__DT_U16 | SY__DT_U32 | SY__DT_U64, /* backends[cpu].ops */
        [SY_OP_SORT] = SY__DT_F32 | SY__DT_F64 | SY__DT_I32 | SY__DT_I64 | SY__DT_U8 | SY__DT_I8 | SY__DT_I16 | SY__DT_U16 | SY__DT_U32 | SY__DT_U64, /* backends[cpu].ops */
        [SY_OP_TRILU] = SY__DT_ALL, /* backends[cpu].ops */
        [SY_OP_DEPTH_TO_SPACE] = SY__DT_ALL, /* backends[cpu].ops */
        [SY_OP_SPACE_TO_DEPTH] = SY__DT_ALL, /* backends[cpu].ops */
        [SY_OP_DEPTH_TO_SPACE_BACKWARD] = SY__DT_ALL, /* backends[cpu].ops */
        [SY_OP_EYE_LIKE] = SY__DT_ALL, /* backends[cpu].ops */
        [SY_OP_TILE] = SY__DT_ALL, /* backends[cpu].ops */
        [SY_OP_TILE_BACKWARD] = SY__DT_F32 | SY__DT_F64, /* backends[cpu].ops */
        [SY_OP_GATHER_ELEMENTS] = SY__DT_ALL, /* backends[cpu].ops */
        [SY_OP_GATHER_ELEMENTS_BACKWARD] = SY__DT_F32 | SY__DT_F64, /* backends[cpu].ops */
        [SY_OP_SCATTER_ELEMENTS] = SY__DT_ALL, /* backends[cpu].ops */
        [SY_OP_SCATTER_ELEMENTS_BACKWARD] = SY__DT_F32 | SY__DT_F64, /* backends[cpu].ops */
        [SY_OP_GATHER_ND] = SY__DT_ALL, /* backends[cpu].ops */
        [SY_OP_GATHER_ND_BACKWARD] = SY__DT_F32 | SY__DT_F64, /* backends[cpu].ops */
        [SY_OP_SCATTER_ND] = SY__DT_ALL, /* backends[cpu].ops */
        [SY_OP_SCATTER_ND_BACKWARD] = SY__DT_F32 | SY__DT_F64, /* backends[cpu].ops */
        [SY_OP_ONE_HOT] = SY__DT_ALL, /* backends[cpu].ops */
        [SY_OP_ONE_HOT_BACKWARD] = SY__DT_F32 | SY__DT_F64, /* backends[cpu].ops */
        [SY_OP_LEAKY_RELU] = SY__DT_F32 | SY__DT_F64 | SY__DT_F16 | SY__DT_BF16, /* backends[cpu].ops */
        [SY_OP_ELU] = SY__DT_F32 | SY__DT_F64 | SY__DT_F16 | SY__DT_BF16, /* backends[cpu].ops */
        [SY_OP_CELU] = SY__DT_F32 | SY__DT_F64 | SY__DT_F16 | SY__DT_BF16, /* backends[cpu].ops */
        [SY_OP_THRESHOLDED_RELU] = SY__DT_F32 | SY__DT_F64 | SY__DT_F16 | SY__DT_BF16, /* backends[cpu].ops */
        [SY_OP_HARD_SIGMOID] = SY__DT_F32 | SY__DT_F64 | SY__DT_F16 | SY__DT_BF16, /* backends[cpu].ops */
        [SY_OP_SELU] = SY__DT_F32 | SY__DT_F64 | SY__DT_F16 | SY__DT_BF16, /* backends[cpu].ops */
        [SY_OP_SHRINK] = SY__DT_F32 | SY__DT_F64 | SY__DT_F16 | SY__DT_BF16, /* backends[cpu].ops */
        [SY_OP_PRELU] = SY__DT_F32 | SY__DT_F64 | SY__DT_F16 | SY__DT_BF16, /* backends[cpu].ops */
        [SY_OP_CLIP] = SY__DT_F32 | SY__DT_F64 | SY__DT_I32 | SY__DT_I64 | SY__DT_U8 | SY__DT_I8 | SY__DT_I16 | SY__DT_F16 | SY__DT_BF16 | SY__DT_U16 | SY__DT_U32 | SY__DT_U64, /* backends[cpu].ops */
        [SY_OP_DROPOUT] = SY__DT_F32 | SY__DT_F64 | SY__DT_F16 | SY__DT_BF16, /* backends[cpu].ops */
        [SY_OP_NLL_LOSS] = SY__DT_F32 | SY__DT_F64, /* backends[cpu].ops */
        [SY_OP_NLL_LOSS_BACKWARD] = SY__DT_F32 | SY__DT_F64, /* backends[cpu].ops */
        [SY_OP_FLIP] = SY__DT_ALL, /* backends[cpu].ops */
        [SY_OP_GELU] = SY__DT_F32 | SY__DT_F64 | SY__DT_F16 | SY__DT_BF16, /* backends[cpu].ops */
        [SY_OP_GELU_BACKWARD] = SY__DT_F32 | SY__DT_F64 | SY__DT_F16 | SY__DT_BF16, /* backends[cpu].ops */
        [SY_OP_AVG_POOL] = SY__DT_F32 | SY__DT_F64, /* backends[cpu].ops */
        [SY_OP_AVG_POOL_BACKWARD] = SY__DT_F32 | SY__DT_F64, /* backends[cpu].ops */
        [SY_OP_CONV_TRANSPOSE2D] = SY__DT_F32 | SY__DT_F64, /* backends[cpu].ops */
        [SY_OP_CONV_TRANSPOSE2D_BACKWARD_INPUT] = SY__DT_F32 | SY__DT_F64, /* backends[cpu].ops */
        [SY_OP_CONV] = SY__DT_F32 | SY__DT_F64, /* backends[cpu].ops */
        [SY_OP_CONV_BACKWARD_INPUT] = SY__DT_F32 | SY__DT_F64, /* backends[cpu].ops */
        [SY_OP_CONV_BACKWARD_WEIGHT] = SY__DT_F32 | SY__DT_F64, /* backends[cpu].ops */
        [SY_OP_CONV_BACKWARD_BIAS] = SY__DT_F32 | SY__DT_F64, /* backends[cpu].ops */
        [SY_OP_CONV_TRANSPOSE] = SY__DT_F32 | SY__DT_F64, /* backends[cpu].ops */
        [SY_OP_CONV_TRANSPOSE_BACKWARD_INPUT] = SY__DT_F32 | SY__DT_F64, /* backends[cpu].ops */
        [SY_OP_MAX_POOL] = SY__DT_F32 | SY__DT_F64 | SY__DT_I32 | SY__DT_I64 | SY__DT_U8 | SY__DT_I8 | SY__DT_I16 | SY__DT_U16 | SY__DT_U32 | SY__DT_U64, /* backends[cpu].ops */
        [SY_OP_MAX_POOL_BACKWARD] = SY__DT_F32 | SY__DT_F64, /* backends[cpu].ops */
        [SY_OP_LP_POOL] = SY__DT_F32 | SY__DT_F64, /* backends[cpu].ops */
        [SY_OP_LP_POOL_BACKWARD] = SY__DT_F32 | SY__DT_F64, /* backends[cpu].ops */
        [SY_OP_ADAPTIVE_AVG_POOL] = SY__DT_F32 | SY__DT_F64, /* backends[cpu].ops */
        [SY_OP_ADAPTIVE_AVG_POOL_BACKWARD] = SY__DT_F32 | SY__DT_F64, /* backends[cpu].ops */
        [SY_OP_ADAPTIVE_MAX_POOL] = SY__DT_F32 | SY__DT_F64, /* backends[cpu].ops */
        [SY_OP_GROUP_NORM] = SY__DT_F32 | SY__DT_F64, /* backends[cpu].ops */
        [SY_OP_GROUP_NORM_BACKWARD] = SY__DT_F32 | SY__DT_F64, /* backends[cpu].ops */
        [SY_OP_NONZERO] = SY__DT_ALL, /* backends[cpu].ops */
        [SY_OP_COMPRESS] = SY__DT_ALL, /* backends[cpu].ops */
        [SY_OP_UNIQUE] = SY__DT_F32 | SY__DT_F64 | SY__DT_I32 | SY__DT_I64 | SY__DT_BOOL | SY__DT_U8 | SY__DT_I8 | SY__DT_I16 | SY__DT_U16 | SY__DT_U32 | SY__DT_U64, /* backends[cpu].ops */
        [SY_OP_RANGE] = SY__DT_F32 | SY__DT_F64 | SY__DT_I32 | SY__DT_I64 | SY__DT_U8 | SY__DT_I8 | SY__DT_I16 | SY__DT_U16 | SY__DT_U32 | SY__DT_U64, /* backends[cpu].ops */
        [SY_OP_STACK] = SY__DT_ALL, /* backends[cpu].ops */
        [SY_OP_RANDOM_UNIFORM_LIKE] = SY__DT_F32 | SY__DT_F64, /* backends[cpu].ops */
        [SY_OP_RANDOM_NORMAL_LIKE] = SY__DT_F32 | SY__DT_F64, /* backends[cpu].ops */
        [SY_OP_BERNOULLI] = SY__DT_ALL, /* backends[cpu].ops */
        [SY_OP_MULTINOMIAL] = SY__DT_I32 | SY__DT_I64, /* backends[cpu].ops */
        [SY_OP_RESIZE] = SY__DT_F32 | SY__DT_F64, /* backends[cpu].ops */
        [SY_OP_RESIZE_BACKWARD] = SY__DT_F32 | SY__DT_F64, /* backends[cpu].ops */
        [SY_OP_MSE_LOSS] = SY__DT_F32 | SY__DT_F64, /* backends[cpu].ops */
        [SY_OP_EMBEDDING] = SY__DT_ALL, /* backends[cpu].ops */
        [SY_OP_MSE_LOSS_BACKWARD] = SY__DT_F32 | SY__DT_F64, /* backends[cpu].ops */
        [SY_OP_DET] = SY__DT_F32 | SY__DT_F64, /* backends[cpu].ops */
        [SY_OP_REVERSE_SEQUENCE] = SY__DT_ALL, /* backends[cpu].ops */
        [SY_OP_GRID_SAMPLE] = SY__DT_F32 | SY__DT_F64, /* backends[cpu].ops */
        [SY_OP_GRID_SAMPLE_BACKWARD] = SY__DT_F32 | SY__DT_F64, /* backends[cpu].ops */
        [SY_OP_MAX_UNPOOL] = SY__DT_F32 | SY__DT_F64, /* backends[cpu].ops */
        [SY_OP_MAX_UNPOOL_BACKWARD] = SY__DT_F32 | SY__DT_F64, /* backends[cpu].ops */
        [SY_OP_COL2IM] = SY__DT_F32 | SY__DT_F64, /* backends[cpu].ops */
        [SY_OP_IM2COL] = SY__DT_F32 | SY__DT_F64, /* backends[cpu].ops */
        [SY_OP_ALL_REDUCE] = SY__DT_ALL, /* backends[cpu].ops */
        [SY_OP_BROADCAST] = SY__DT_ALL, /* backends[cpu].ops */
        [SY_OP_ALL_GATHER] = SY__DT_ALL, /* backends[cpu].ops */
        [SY_OP_REDUCE_SCATTER] = SY__DT_ALL, /* backends[cpu].ops */
        [SY_OP_ALL_REDUCE_BACKWARD] = SY__DT_F32 | SY__DT_F64 | SY__DT_F16 | SY__DT_BF16, /* backends[cpu].ops */
        [SY_OP_BROADCAST_BACKWARD] = SY__DT_F32 | SY__DT_F64 | SY__DT_F16 | SY__DT_BF16, /* backends[cpu].ops */
        [SY_OP_REDUCE_SCATTER_BACKWARD] = SY__DT_F32 | SY__DT_F64 | SY__DT_F16 | SY__DT_BF16, /* backends[cpu].ops */
    },
    [SY_BACKEND_SIMD] = {
        [SY_OP_ZEROS] = SY__DT_F32 | SY__DT_F64 | SY__DT_I32 | SY__DT_I64 | SY__DT_BOOL, /* backends[simd].ops.zeros */
        [SY_OP_ONES] = SY__DT_F32 | SY__DT_F64 | SY__DT_I32 | SY__DT_I64 | SY__DT_BOOL, /* backends[simd].ops.ones */
        [SY_OP_FULL] = SY__DT_F32 | SY__DT_F64 | SY__DT_I32 | SY__DT_I64 | SY__DT_BOOL, /* backends[simd].ops.full */
        [SY_OP_NEG] = SY__DT_F32 | SY__DT_F64 | SY__DT_I32 | SY__DT_I64, /* backends[simd].ops.neg */
        [SY_OP_ABS] = SY__DT_F32 | SY__DT_F64 | SY__DT_I32 | SY__DT_I64, /* backends[simd].ops.abs */
        [SY_OP_EXP] = SY__DT_F32, /* backends[simd].ops.exp */
        [SY_OP_LOG] = SY__DT_F32, /* backends[simd].ops.log */
        [SY_OP_SQRT] = SY__DT_F32 | SY__DT_F64, /* backends[simd].ops.sqrt */
        [SY_OP_TANH] = SY__DT_F32, /* backends[simd].ops.tanh */
        [SY_OP_SIGMOID] = SY__DT_F32, /* backends[simd].ops.sigmoid */
        [SY_OP_RELU] = SY__DT_F32 | SY__DT_F64 | SY__DT_I32 | SY__DT_I64, /* backends[simd].ops.relu */
        [SY_OP_SIN] = SY__DT_F32, /* backends[simd].ops.sin */
        [SY_OP_COS] = SY__DT_F32, /* backends[simd].ops.cos */
        [SY_OP_ERF] = SY__DT_F32, /* backends[simd].ops.erf */
        [SY_OP_ADD] = SY__DT_F32 | SY__DT_F64 | SY__DT_I32 | SY__DT_I64, /* backends[simd].ops.add */
        [SY_OP_SUB] = SY__DT_F32 | SY__DT_F64 | SY__DT_I32 | SY__DT_I64, /* backends[simd].ops.sub */
        [SY_OP_MUL] = SY__DT_F32 | SY__DT_F64 | SY__DT_I32 | SY__DT_I64, /* backends[simd].ops.mul */
        [SY_OP_DIV] = SY__DT_F32 | SY__DT_F64, /* backends[simd].ops.div */
        [SY_OP_MAXIMUM] = SY__DT_F32 | SY__DT_F64 | SY__DT_I32 | SY__DT_I64, /* backends[simd].ops.maximum */
        [SY_OP_EQ] = SY__DT_F32 | SY__DT_F64 | SY__DT_I32 | SY__DT_I64 | SY__DT_BOOL, /* backends[simd].ops.eq */
        [SY_OP_LT] = SY__DT_F32 | SY__DT_F64 | SY__DT_I32 | SY__DT_I64 | SY__DT_BOOL, /* backends[simd].ops.lt */
        [SY_OP_GT] = SY__DT_F32 | SY__DT_F64 | SY__DT_I32 | SY__DT_I64 | SY__DT_BOOL, /* backends[simd].ops.gt */
        [SY_OP_WHERE] = SY__DT_F32 | SY__DT_F64 | SY__DT_I32 | SY__DT_I64 | SY__DT_BOOL, /* backends[simd].ops.where */
        [SY_OP_MATMUL] = SY__DT_F32 | SY__DT_F64, /* backends[simd].ops.matmul */
        [SY_OP_SUM] = SY__DT_F32 | SY__DT_F64 | SY__DT_I32 | SY__DT_I64, /* backends[simd].ops.sum */
        [SY_OP_MEAN] = SY__DT_F32 | SY__DT_F64, /* backends[simd].ops.mean */
        [SY_OP_MAX] = SY__DT_F32 | SY__DT_F64 | SY__DT_I32 | SY__DT_I64, /* backends[simd].ops.max */
        [SY_OP_CAST] = SY__DT_F32 | SY__DT_F64 | SY__DT_I32 | SY__DT_I64 | SY__DT_BOOL, /* backends[simd].ops.cast */
        [SY_OP_SOFTMAX] = SY__DT_F32, /* backends[simd].ops.softmax */
        [SY_OP_LOG_SOFTMAX] = SY__DT_F32, /* backends[simd].ops.log_softmax */
        [SY_OP_LAYER_NORM] = SY__DT_F32, /* backends[simd].ops.layer_norm */
        [SY_OP_MAX_POOL2D] = SY__DT_F32 | SY__DT_F64, /* backends[simd].ops.max_pool2d */
        [SY_OP_CONV2D] = SY__DT_F32 | SY__DT_F64, /* backends[simd].ops.conv2d */
        [SY_OP_CONV2D_BACKWARD_INPUT] = SY__DT_F32 | SY__DT_F64, /* backends[simd].ops.conv2d_backward_input */
        [SY_OP_CONV2D_BACKWARD_WEIGHT] = SY__DT_F32 | SY__DT_F64, /* backends[simd].ops.conv2d_backward_weight */
    },
    [SY_BACKEND_BLAS] = {
        [SY_OP_MATMUL] = SY__DT_F32 | SY__DT_F64, /* backends[blas].ops.matmul */
    },
    [SY_BACKEND_OPENCL] = {
        [SY_OP_ZEROS] = SY__DT_F32 | SY__DT_F64 | SY__DT_I32 | SY__DT_I64 | SY__DT_BOOL, /* backends[opencl].ops */
        [SY_OP_ONES] = SY__DT_F32 | SY__DT_F64 | SY__DT_I32 | SY__DT_I64 | SY__DT_BOOL, /* backends[opencl].ops */
        [SY_OP_FULL] = SY__DT_F32 | SY__DT_F64 | SY__DT_I32 | SY__DT_I64 | SY__DT_BOOL, /* backends[opencl].ops */
        [SY_OP_NEG] = SY__DT_F32 | SY__DT_F64 | SY__DT_I32 | SY__DT_I64 | SY__DT_F16, /* backends[opencl].ops */
        [SY_OP_ABS] = SY__DT_F32 | SY__DT_F64 | SY__DT_I32 | SY__DT_I64 | SY__DT_F16, /* backends[opencl].ops */
        [SY_OP_EXP] = SY__DT_F32 | SY__DT_F64, /* backends[opencl].ops */
        [SY_OP_LOG] = SY__DT_F32 | SY__DT_F64, /* backends[opencl].ops */
        [SY_OP_SQRT] = SY__DT_F32 | SY__DT_F64, /* backends[opencl].ops */
        [SY_OP_TANH] = SY__DT_F32 | SY__DT_F64, /* backends[opencl].ops */
        [SY_OP_SIGMOID] = SY__DT_F32 | SY__DT_F64, /* backends[opencl].ops */
        [SY_OP_RELU] = SY__DT_F32 | SY__DT_F64 | SY__DT_I32 | SY__DT_I64 | SY__DT_F16, /* backends[opencl].ops */
        [SY_OP_SIN] = SY__DT_F32 | SY__DT_F64, /* backends[opencl].ops */
        [SY_OP_COS] = SY__DT_F32 | SY__DT_F64, /* backends[opencl].ops */
        [SY_OP_TAN] = SY__DT_F32 | SY__DT_F64, /* backends[opencl].ops */
        [SY_OP_ASIN] = SY__DT_F32 | SY__DT_F64, /* backends[opencl].ops */
        [SY_OP_ACOS] = SY__DT_F32 | SY__DT_F64, /* backends[opencl].ops */
        [SY_OP_ATAN] = SY__DT_F32 | SY__DT_F64, /* backends[opencl].ops */
        [SY_OP_SINH] = SY__DT_F32 | SY__DT_F64, /* backends[opencl].ops */
        [SY_OP_COSH] = SY__DT_F32 | SY__DT_F64, /* backends[opencl].ops */
        [SY_OP_ASINH] = SY__DT_F32 | SY__DT_F64, /* backends[opencl].ops */
        [SY_OP_ACOSH] = SY__DT_F32 | SY__DT_F64, /* backends[opencl].ops */
        [SY_OP_ATANH] = SY__DT_F32 | SY__DT_F64, /* backends[opencl].ops */
        [SY_OP_ERF] = SY__DT_F32 | SY__DT_F64, /* backends[opencl].ops */
        [SY_OP_FLOOR] = SY__DT_F32 | SY__DT_F64, /* backends[opencl].ops */
        [SY_OP_CEIL] = SY__DT_F32 | SY__DT_F64, /* backends[opencl].ops */
        [SY_OP_ROUND] = SY__DT_F32 | SY__DT_F64, /* backends[opencl].ops */
        [SY_OP_SIGN] = SY__DT_F32 | SY__DT_F64 | SY__DT_I32 | SY__DT_I64, /* backends[opencl].ops */
        [SY_OP_RECIPROCAL] = SY__DT_F32 | SY__DT_F64, /* backends[opencl].ops */
        [SY_OP_SOFTPLUS] = SY__DT_F32 | SY__DT_F64, /* backends[opencl].ops */
        [SY_OP_SOFTSIGN] = SY__DT_F32 | SY__DT_F64, /* backends[opencl].ops */
        [SY_OP_LOGICAL_NOT] = SY__DT_BOOL, /* backends[opencl].ops */
        [SY_OP_BITWISE_NOT] = SY__DT_I32 | SY__DT_I64, /* backends[opencl].ops */
        [SY_OP_HARD_SWISH] = SY__DT_F32 | SY__DT_F64, /* backends[opencl].ops */
        [SY_OP_MISH] = SY__DT_F32 | SY__DT_F64, /* backends[opencl].ops */
        [SY_OP_ADD] = SY__DT_F32 | SY__DT_F64 | SY__DT_I32 | SY__DT_I64 | SY__DT_F16, /* backends[opencl].ops */
        [SY_OP_SUB] = SY__DT_F32 | SY__DT_F64 | SY__DT_I32 | SY__DT_I64 | SY__DT_F16, /* backends[opencl].ops */
        [SY_OP_MUL] = SY__DT_F32 | SY__DT_F64 | SY__DT_I32 | SY__DT_I64 | SY__DT_F16, /* backends[opencl].ops */
        [SY_OP_DIV] = SY__DT_F32 | SY__DT_F64 | SY__DT_I32 | SY__DT_I64, /* backends[opencl].ops */
        [SY_OP_MAXIMUM] = SY__DT_F32 | SY__DT_F64 | SY__DT_I32 | SY__DT_I64 | SY__DT_F16, /* backends[opencl].ops */
        [SY_OP_MINIMUM] = SY__DT_F32 | SY__DT_F64 | SY__DT_I32 | SY__DT_I64 | SY__DT_F16, /* backends[opencl].ops */
        [SY_OP_POW] = SY__DT_F32 | SY__DT_F64 | SY__DT_I32 | SY__DT_I64, /* backends[opencl].ops */
        [SY_OP_MOD] = SY__DT_F32 | SY__DT_F64 | SY__DT_I32 | SY__DT_I64, /* backends[opencl].ops */
        [SY_OP_FMOD] = SY__DT_F32 | SY__DT_F64 | SY__DT_I32 | SY__DT_I64 | SY__DT_F16, /* backends[opencl].ops */
        [SY_OP_LOGICAL_AND] = SY__DT_BOOL, /* backends[opencl].ops */
        [SY_OP_LOGICAL_OR] = SY__DT_BOOL, /* backends[opencl].ops */
        [SY_OP_LOGICAL_XOR] = SY__DT_BOOL, /* backends[opencl].ops */
        [SY_OP_BITWISE_AND] = SY__DT_I32 | SY__DT_I64, /* backends[opencl].ops */
        [SY_OP_BITWISE_OR] = SY__DT_I32 | SY__DT_I64, /* backends[opencl].ops */
        [SY_OP_BITWISE_XOR] = SY__DT_I32 | SY__DT_I64, /* backends[opencl].ops */
        [SY_OP_SHIFT_LEFT] = SY__DT_U8, /* backends[opencl].ops */
        [SY_OP_SHIFT_RIGHT] = SY__DT_U8, /* backends[opencl].ops */
        [SY_OP_EQ] = SY__DT_F32 | SY__DT_F64 | SY__DT_I32 | SY__DT_I64 | SY__DT_BOOL | SY__DT_F16, /* backends[opencl].ops */
        [SY_OP_LT] = SY__DT_F32 | SY__DT_F64 | SY__DT_I32 | SY__DT_I64 | SY__DT_BOOL | SY__DT_F16, /* backends[opencl].ops */
        [SY_OP_GT] = SY__DT_F32 | SY__DT_F64 | SY__DT_I32 | SY__DT_I64 | SY__DT_BOOL | SY__DT_F16, /* backends[opencl].ops */
        [SY_OP_LE] = SY__DT_F32 | SY__DT_F64 | SY__DT_I32 | SY__DT_I64 | SY__DT_BOOL | SY__DT_F16, /* backends[opencl].ops */
        [SY_OP_GE] = SY__DT_F32 | SY__DT_F64 | SY__DT_I32 | SY__DT_I64 | SY__DT_BOOL | SY__DT_F16, /* backends[opencl].ops */
        [SY_OP_WHERE] = SY__DT_F32 | SY__DT_F64 | SY__DT_I32 | SY__DT_I64 | SY__DT_BOOL | SY__DT_F16, /* backends[opencl].ops */
        [SY_OP_MATMUL] = SY__DT_F32 | SY__DT_F64 | SY__DT_I32 | SY__DT_I64, /* backends[opencl].ops */
        [SY_OP_SUM] = SY__DT_F32 | SY__DT_F64 | SY__DT_I32 | SY__DT_I64, /* backends[opencl].ops */
        [SY_OP_MEAN] = SY__DT_F32 | SY__DT_F64, /* backends[opencl].ops */
        [SY_OP_MAX] = SY__DT_F32 | SY__DT_F64 | SY__DT_I32 | SY__DT_I64, /* backends[opencl].ops */
        [SY_OP_MIN] = SY__DT_F32 | SY__DT_F64 | SY__DT_I32 | SY__DT_I64, /* backends[opencl].ops */
        [SY_OP_PROD] = SY__DT_F32 | SY__DT_F64 | SY__DT_I32 | SY__DT_I64, /* backends[opencl].ops */
        [SY_OP_L1] = SY__DT_F32 | SY__DT_F64, /* backends[opencl].ops */
        [SY_OP_L2] = SY__DT_F32 | SY__DT_F64, /* backends[opencl].ops */
        [SY_OP_LOG_SUM] = SY__DT_F32 | SY__DT_F64, /* backends[opencl].ops */
        [SY_OP_LOG_SUM_EXP] = SY__DT_F32 | SY__DT_F64, /* backends[opencl].ops */
        [SY_OP_SUM_SQUARE] = SY__DT_F32 | SY__DT_F64, /* backends[opencl].ops */
        [SY_OP_CAST] = SY__DT_F32 | SY__DT_F64 | SY__DT_I32 | SY__DT_I64 | SY__DT_BOOL | SY__DT_F16 | SY__DT_BF16, /* backends[opencl].ops */
        [SY_OP_SOFTMAX] = SY__DT_F32 | SY__DT_F64, /* backends[opencl].ops */
        [SY_OP_LOG_SOFTMAX] = SY__DT_F32 | SY__DT_F64, /* backends[opencl].ops */
        [SY_OP_ARGMAX] = SY__DT_F32 | SY__DT_F64 | SY__DT_I32 | SY__DT_I64, /* backends[opencl].ops */
        [SY_OP_ARGMIN] = SY__DT_F32 | SY__DT_F64 | SY__DT_I32 | SY__DT_I64, /* backends[opencl].ops */
        [SY_OP_CONCAT] = SY__DT_F32 | SY__DT_F64 | SY__DT_I32 | SY__DT_I64 | SY__DT_BOOL, /* backends[opencl].ops */
        [SY_OP_GATHER] = SY__DT_F32 | SY__DT_F64 | SY__DT_I32 | SY__DT_I64 | SY__DT_BOOL, /* backends[opencl].ops */
        [SY_OP_PAD] = SY__DT_F32 | SY__DT_F64, /* backends[opencl].ops */
        [SY_OP_LAYER_NORM] = SY__DT_F32 | SY__DT_F64, /* backends[opencl].ops */
        [SY_OP_MAX_POOL2D] = SY__DT_F32 | SY__DT_F64 | SY__DT_I32 | SY__DT_I64, /* backends[opencl].ops */
        [SY_OP_CONV2D] = SY__DT_F32 | SY__DT_F64, /* backends[opencl].ops */
        [SY_OP_ADD_N] = SY__DT_F32 | SY__DT_F64 | SY__DT_I32 | SY__DT_I64, /* backends[opencl].ops */
        [SY_OP_MEAN_N] = SY__DT_F32 | SY__DT_F64, /* backends[opencl].ops */
        [SY_OP_ISNAN] = SY__DT_F32 | SY__DT_F64, /* backends[opencl].ops */
        [SY_OP_ISINF] = SY__DT_F32 | SY__DT_F64, /* backends[opencl].ops */
        [SY_OP_ISPOSINF] = SY__DT_F32 | SY__DT_F64, /* backends[opencl].ops */
        [SY_OP_ISNEGINF] = SY__DT_F32 | SY__DT_F64, /* backends[opencl].ops */
        [SY_OP_MAX_POOL2D_BACKWARD] = SY__DT_F32 | SY__DT_F64, /* backends[opencl].ops */
        [SY_OP_GATHER_BACKWARD] = SY__DT_F32 | SY__DT_F64, /* backends[opencl].ops */
        [SY_OP_CONV2D_BACKWARD_INPUT] = SY__DT_F32 | SY__DT_F64, /* backends[opencl].ops */
        [SY_OP_CONV2D_BACKWARD_WEIGHT] = SY__DT_F32 | SY__DT_F64, /* backends[opencl].ops */
        [SY_OP_CUMSUM] = SY__DT_F32 | SY__DT_F64 | SY__DT_I32 | SY__DT_I64, /* backends[opencl].ops */
        [SY_OP_TOPK] = SY__DT_F32 | SY__DT_F64 | SY__DT_I32 | SY__DT_I64, /* backends[opencl].ops */
        [SY_OP_SORT] = SY__DT_F32 | SY__DT_F64 | SY__DT_I32 | SY__DT_I64, /* backends[opencl].ops */
        [SY_OP_LEAKY_RELU] = SY__DT_F32 | SY__DT_F64, /* backends[opencl].ops */
        [SY_OP_ELU] = SY__DT_F32 | SY__DT_F64, /* backends[opencl].ops */
        [SY_OP_CELU] = SY__DT_F32 | SY__DT_F64, /* backends[opencl].ops */
        [SY_OP_THRESHOLDED_RELU] = SY__DT_F32 | SY__DT_F64, /* backends[opencl].ops */
        [SY_OP_HARD_SIGMOID] = SY__DT_F32 | SY__DT_F64, /* backends[opencl].ops */
        [SY_OP_SELU] = SY__DT_F32 | SY__DT_F64, /* backends[opencl].ops */
        [SY_OP_SHRINK] = SY__DT_F32 | SY__DT_F64, /* backends[opencl].ops */
        [SY_OP_PRELU] = SY__DT_F32 | SY__DT_F64, /* backends[opencl].ops */
        [SY_OP_CLIP] = SY__DT_F32 | SY__DT_F64 | SY__DT_I32 | SY__DT_I64, /* backends[opencl].ops */
        [SY_OP_GELU] = SY__DT_F32 | SY__DT_F64, /* backends[opencl].ops */
        [SY_OP_GELU_BACKWARD] = SY__DT_F32 | SY__DT_F64, /* backends[opencl].ops */
        [SY_OP_AVG_POOL] = SY__DT_F32 | SY__DT_F64, /* backends[opencl].ops */
        [SY_OP_AVG_POOL_BACKWARD] = SY__DT_F32 | SY__DT_F64, /* backends[opencl].ops */
        [SY_OP_CONV] = SY__DT_F32 | SY__DT_F64, /* backends[opencl].ops */
        [SY_OP_CONV_BACKWARD_INPUT] = SY__DT_F32 | SY__DT_F64, /* backends[opencl].ops */
        [SY_OP_CONV_BACKWARD_WEIGHT] = SY__DT_F32 | SY__DT_F64, /* backends[opencl].ops */
        [SY_OP_CONV_BACKWARD_BIAS] = SY__DT_F32 | SY__DT_F64, /* backends[opencl].ops */
        [SY_OP_CONV_TRANSPOSE] = SY__DT_F32 | SY__DT_F64, /* backends[opencl].ops */
        [SY_OP_CONV_TRANSPOSE_BACKWARD_INPUT] = SY__DT_F32 | SY__DT_F64, /* backends[opencl].ops */
        [SY_OP_MAX_POOL] = SY__DT_F32 | SY__DT_F64 | SY__DT_I32 | SY__DT_I64, /* backends[opencl].ops */
        [SY_OP_MAX_POOL_BACKWARD] = SY__DT_F32 | SY__DT_F64, /* backends[opencl].ops */
        [SY_OP_LP_POOL] = SY__DT_F32 | SY__DT_F64, /* backends[opencl].ops */
        [SY_OP_LP_POOL_BACKWARD] = SY__DT_F32 | SY__DT_F64, /* backends[opencl].ops */
        [SY_OP_ADAPTIVE_AVG_POOL] = SY__DT_F32 | SY__DT_F64, /* backends[opencl].ops */
        [SY_OP_ADAPTIVE_AVG_POOL_BACKWARD] = SY__DT_F32 | SY__DT_F64, /* backends[opencl].ops */
        [SY_OP_ADAPTIVE_MAX_POOL] = SY__DT_F32 | SY__DT_F64, /* backends[opencl].ops */
        [SY_OP_GROUP_NORM] = SY__DT_F32 | SY__DT_F64, /* backends[opencl].ops */
        [SY_OP_GROUP_NORM_BACKWARD] = SY__DT_F32 | SY__DT_F64, /* backends[opencl].ops */
        [SY_OP_GRID_SAMPLE] = SY__DT_F32 | SY__DT_F64, /* backends[opencl].ops */
        [SY_OP_GRID_SAMPLE_BACKWARD] = SY__DT_F32 | SY__DT_F64, /* backends[opencl].ops */
        [SY_OP_MAX_UNPOOL] = SY__DT_F32 | SY__DT_F64, /* backends[opencl].ops */
        [SY_OP_MAX_UNPOOL_BACKWARD] = SY__DT_F32 | SY__DT_F64, /* backends[opencl].ops */
    },
    [SY_BACKEND_VULKAN] = {
        [SY_OP_ZEROS] = SY__DT_F32 | SY__DT_I32 | SY__DT_BOOL | SY__DT_F16, /* backends[vulkan].ops */
        [SY_OP_ONES] = SY__DT_F32 | SY__DT_I32 | SY__DT_BOOL | SY__DT_F16, /* backends[vulkan].ops */
        [SY_OP_FULL] = SY__DT_F32 | SY__DT_I32 | SY__DT_BOOL | SY__DT_F16, /* backends[vulkan].ops */
        [SY_OP_NEG] = SY__DT_F32 | SY__DT_I32 | SY__DT_F16, /* backends[vulkan].ops */
        [SY_OP_ABS] = SY__DT_F32 | SY__DT_I32 | SY__DT_F16, /* backends[vulkan].ops */
        [SY_OP_RELU] = SY__DT_F32 | SY__DT_I32 | SY__DT_F16, /* backends[vulkan].ops */
        [SY_OP_FLOOR] = SY__DT_F32, /* backends[vulkan].ops */
        [SY_OP_CEIL] = SY__DT_F32, /* backends[vulkan].ops */
        [SY_OP_ROUND] = SY__DT_F32, /* backends[vulkan].ops */
        [SY_OP_SIGN] = SY__DT_F32 | SY__DT_I32, /* backends[vulkan].ops */
        [SY_OP_LOGICAL_NOT] = SY__DT_BOOL, /* backends[vulkan].ops */
        [SY_OP_BITWISE_NOT] = SY__DT_I32, /* backends[vulkan].ops */
        [SY_OP_ADD] = SY__DT_F32 | SY__DT_I32 | SY__DT_F16, /* backends[vulkan].ops */
        [SY_OP_SUB] = SY__DT_F32 | SY__DT_I32 | SY__DT_F16, /* backends[vulkan].ops */
        [SY_OP_MUL] = SY__DT_F32 | SY__DT_I32 | SY__DT_F16, /* backends[vulkan].ops */
        [SY_OP_DIV] = SY__DT_F32, /* backends[vulkan].ops */
        [SY_OP_MAXIMUM] = SY__DT_F32 | SY__DT_I32 | SY__DT_F16, /* backends[vulkan].ops */
        [SY_OP_MINIMUM] = SY__DT_F32 | SY__DT_I32 | SY__DT_F16, /* backends[vulkan].ops */
        [SY_OP_LOGICAL_AND] = SY__DT_BOOL, /* backends[vulkan].ops */
        [SY_OP_LOGICAL_OR] = SY__DT_BOOL, /* backends[vulkan].ops */
        [SY_OP_LOGICAL_XOR] = SY__DT_BOOL, /* backends[vulkan].ops */
        [SY_OP_BITWISE_AND] = SY__DT_I32, /* backends[vulkan].ops */
        [SY_OP_BITWISE_OR] = SY__DT_I32, /* backends[vulkan].ops */
        [SY_OP_BITWISE_XOR] = SY__DT_I32, /* backends[vulkan].ops */
        [SY_OP_EQ] = SY__DT_F32 | SY__DT_I32 | SY__DT_BOOL | SY__DT_F16, /* backends[vulkan].ops */
        [SY_OP_LT] = SY__DT_F32 | SY__DT_I32 | SY__DT_BOOL | SY__DT_F16, /* backends[vulkan].ops */
        [SY_OP_GT] = SY__DT_F32 | SY__DT_I32 | SY__DT_BOOL | SY__DT_F16, /* backends[vulkan].ops */
        [SY_OP_LE] = SY__DT_F32 | SY__DT_I32 | SY__DT_BOOL | SY__DT_F16, /* backends[vulkan].ops */
        [SY_OP_GE] = SY__DT_F32 | SY__DT_I32 | SY__DT_BOOL | SY__DT_F16, /* backends[vulkan].ops */
        [SY_OP_WHERE] = SY__DT_F32 | SY__DT_I32 | SY__DT_BOOL | SY__DT_F16, /* backends[vulkan].ops */
        [SY_OP_MATMUL] = SY__DT_F32 | SY__DT_I32, /* backends[vulkan].ops */
        [SY_OP_SUM] = SY__DT_F32 | SY__DT_I32 | SY__DT_F16, /* backends[vulkan].ops */
        [SY_OP_MEAN] = SY__DT_F32 | SY__DT_F16, /* backends[vulkan].ops */
        [SY_OP_MAX] = SY__DT_F32 | SY__DT_I32 | SY__DT_F16, /* backends[vulkan].ops */
        [SY_OP_CAST] = SY__DT_F32 | SY__DT_I32 | SY__DT_BOOL | SY__DT_F16, /* backends[vulkan].ops */
        [SY_OP_PAD] = SY__DT_F32 | SY__DT_I32, /* backends[vulkan].ops */
        [SY_OP_LEAKY_RELU] = SY__DT_F32, /* backends[vulkan].ops */
        [SY_OP_THRESHOLDED_RELU] = SY__DT_F32, /* backends[vulkan].ops */
        [SY_OP_SHRINK] = SY__DT_F32, /* backends[vulkan].ops */
        [SY_OP_CLIP] = SY__DT_F32 | SY__DT_I32, /* backends[vulkan].ops */
    },
};
