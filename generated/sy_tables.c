/* @generated from backends.yaml by generator/ -- DO NOT EDIT; input sha256 2b71c59b8b8b1d3d; regenerate with `make generate` */
/* The tables of backends.yaml: dtypes, backends (ids, memory, devices,
 * stored dtypes, memory functions), each backend's own kernels, the
 * default-device order. */
#include "sy_internal.h"
#include "sy_kernels.h"

#include "sy_abi.h"
#if SY_RUNTIME_ABI != 2
#error "generated/ was rendered for runtime ABI 2 (backends.yaml abi:), but runtime/sy_abi.h has another SY_RUNTIME_ABI; regenerate with `make generate` or use the runtime this was generated for"
#endif

const sy__dtype_info sy__dtype_table[SY_DTYPE_COUNT] = {
    [SY_DTYPE_F32] = {"f32", sizeof(float), 0}, /* backends.yaml:22:5 */
    [SY_DTYPE_F64] = {"f64", sizeof(double), 0}, /* backends.yaml:23:5 */
    [SY_DTYPE_I32] = {"i32", sizeof(int32_t), 1}, /* backends.yaml:24:5 */
    [SY_DTYPE_I64] = {"i64", sizeof(int64_t), 1}, /* backends.yaml:25:5 */
    [SY_DTYPE_BOOL] = {"bool", sizeof(uint8_t), 2}, /* backends.yaml:26:5 */
};
_Static_assert(sizeof(sy__dtype_table) / sizeof(sy__dtype_table[0]) == SY_DTYPE_COUNT, "one row per dtype");
_Static_assert(SY_DTYPE_COUNT == 5, "sy_dtype matches backends.yaml");
_Static_assert(SY_DTYPE_COUNT <= 32, "dtype masks are 32 bits");

const sy__backend_info sy__backend_table[SY_BACKEND_ID_LIMIT] = {
    /* cpu: Portable reference kernels for every op and dtype; the truth the other backends are tested against. (backends.yaml:43:5) */
#if SY_WITH_CPU
    [SY_BACKEND_CPU] = {.name = "cpu", .cfg = "SY_WITH_CPU", .enabled = true, .host = true, .devices = 1, .stores = 0x1fu, .fallback = SY__NO_FALLBACK,
    },
#else
    [SY_BACKEND_CPU] = {.name = "cpu", .cfg = "SY_WITH_CPU", .enabled = false, .host = true, .devices = 1, .stores = 0x1fu, .fallback = SY__NO_FALLBACK},
#endif
    /* simd: Vectorized host kernels (generic, AVX2 and AVX-512 variants picked at run time) split over a thread pool for large tensors; f64 exp, log, tanh and sigmoid and integer matmul run on cpu. (backends.yaml:50:5) */
#if SY_WITH_SIMD
    [SY_BACKEND_SIMD] = {.name = "simd", .cfg = "SY_WITH_SIMD", .enabled = true, .host = true, .devices = 1, .stores = 0x1fu, .fallback = SY_BACKEND_CPU,
    },
#else
    [SY_BACKEND_SIMD] = {.name = "simd", .cfg = "SY_WITH_SIMD", .enabled = false, .host = true, .devices = 1, .stores = 0x1fu, .fallback = SY_BACKEND_CPU},
#endif
    /* blas: Matrix products through OpenBLAS's cblas; everything else on cpu. (backends.yaml:86:5) */
#if SY_WITH_BLAS
    [SY_BACKEND_BLAS] = {.name = "blas", .cfg = "SY_WITH_BLAS", .enabled = true, .host = true, .devices = 1, .stores = 0x1fu, .fallback = SY_BACKEND_CPU,
    },
#else
    [SY_BACKEND_BLAS] = {.name = "blas", .cfg = "SY_WITH_BLAS", .enabled = false, .host = true, .devices = 1, .stores = 0x1fu, .fallback = SY_BACKEND_CPU},
#endif
    /* sim: Simulated device memory. Buffers are handles into memory only its own functions can read or write, so every move to or from it is staged and every op falls back to cpu through staging, as a GPU backend's would. It stores no f64 and has two devices. (backends.yaml:96:5) */
#if SY_WITH_SIM
    [SY_BACKEND_SIM] = {.name = "sim", .cfg = "SY_WITH_SIM", .enabled = true, .devices = 2, .stores = 0x1du, .fallback = SY_BACKEND_CPU,
        .mem = {sy_sim_alloc, sy_sim_free, sy_sim_read, sy_sim_write, sy_sim_live_buffers},
    },
#else
    [SY_BACKEND_SIM] = {.name = "sim", .cfg = "SY_WITH_SIM", .enabled = false, .devices = 2, .stores = 0x1du, .fallback = SY_BACKEND_CPU},
#endif
    /* opencl: OpenCL 1.2 devices (GPUs, or PoCL on the CPU): buffers in device memory and every op as an OpenCL C kernel built at first use. The device count comes from the ICD loader at run time (SY_OPENCL_DEVICES selects by index or name); f64 runs on cpu where a device lacks cl_khr_fp64. (backends.yaml:109:5) */
#if SY_WITH_OPENCL
    [SY_BACKEND_OPENCL] = {.name = "opencl", .cfg = "SY_WITH_OPENCL", .enabled = true, .devices = 0, .stores = 0x1fu, .fallback = SY_BACKEND_CPU,
        .mem = {sy_opencl_alloc, sy_opencl_free, sy_opencl_read, sy_opencl_write, sy_opencl_live_buffers},
        .hooks = {sy_opencl_device_count, sy_opencl_init, sy_opencl_shutdown},
    },
#else
    [SY_BACKEND_OPENCL] = {.name = "opencl", .cfg = "SY_WITH_OPENCL", .enabled = false, .devices = 0, .stores = 0x1fu, .fallback = SY_BACKEND_CPU},
#endif
    /* capture: Records ops into a graph without computing them; values may move onto it, never off. (backends.yaml:124:5) */
    [SY_BACKEND_CAPTURE] = {.name = "capture", .cfg = "SY_WITH_CAPTURE", .enabled = SY_WITH_CAPTURE, .capture = true, .stores = 0x1fu},
};
_Static_assert(SY_BACKEND_COUNT == 6, "backends in backends.yaml");

const sy_backend sy__backend_order[SY_BACKEND_COUNT] = {
    SY_BACKEND_CPU,
    SY_BACKEND_SIMD,
    SY_BACKEND_BLAS,
    SY_BACKEND_SIM,
    SY_BACKEND_OPENCL,
    SY_BACKEND_CAPTURE,
};

/* The dtypes each backend's own kernels implement, per op (no fallback). */
const uint32_t sy__own_kernels[SY_BACKEND_ID_LIMIT][SY_OP_COUNT] = {
    [SY_BACKEND_CPU] = {
        [SY_OP_ZEROS] = 0x1fu, /* backends.yaml:47:10 */
        [SY_OP_ONES] = 0x1fu, /* backends.yaml:47:10 */
        [SY_OP_FULL] = 0x1fu, /* backends.yaml:47:10 */
        [SY_OP_NEG] = 0x0fu, /* backends.yaml:47:10 */
        [SY_OP_ABS] = 0x0fu, /* backends.yaml:47:10 */
        [SY_OP_EXP] = 0x03u, /* backends.yaml:47:10 */
        [SY_OP_LOG] = 0x03u, /* backends.yaml:47:10 */
        [SY_OP_SQRT] = 0x03u, /* backends.yaml:47:10 */
        [SY_OP_TANH] = 0x03u, /* backends.yaml:47:10 */
        [SY_OP_SIGMOID] = 0x03u, /* backends.yaml:47:10 */
        [SY_OP_RELU] = 0x0fu, /* backends.yaml:47:10 */
        [SY_OP_ADD] = 0x0fu, /* backends.yaml:47:10 */
        [SY_OP_SUB] = 0x0fu, /* backends.yaml:47:10 */
        [SY_OP_MUL] = 0x0fu, /* backends.yaml:47:10 */
        [SY_OP_DIV] = 0x03u, /* backends.yaml:47:10 */
        [SY_OP_MAXIMUM] = 0x0fu, /* backends.yaml:47:10 */
        [SY_OP_EQ] = 0x1fu, /* backends.yaml:47:10 */
        [SY_OP_LT] = 0x1fu, /* backends.yaml:47:10 */
        [SY_OP_GT] = 0x1fu, /* backends.yaml:47:10 */
        [SY_OP_WHERE] = 0x1fu, /* backends.yaml:47:10 */
        [SY_OP_MATMUL] = 0x0fu, /* backends.yaml:47:10 */
        [SY_OP_SUM] = 0x0fu, /* backends.yaml:47:10 */
        [SY_OP_MEAN] = 0x03u, /* backends.yaml:47:10 */
        [SY_OP_MAX] = 0x0fu, /* backends.yaml:47:10 */
        [SY_OP_CAST] = 0x1fu, /* backends.yaml:47:10 */
    },
    [SY_BACKEND_SIMD] = {
        [SY_OP_ZEROS] = 0x1fu, /* backends.yaml:56:7 */
        [SY_OP_ONES] = 0x1fu, /* backends.yaml:57:7 */
        [SY_OP_FULL] = 0x1fu, /* backends.yaml:58:7 */
        [SY_OP_NEG] = 0x0fu, /* backends.yaml:59:7 */
        [SY_OP_ABS] = 0x0fu, /* backends.yaml:60:7 */
        [SY_OP_EXP] = 0x01u, /* backends.yaml:63:7 */
        [SY_OP_LOG] = 0x01u, /* backends.yaml:64:7 */
        [SY_OP_SQRT] = 0x03u, /* backends.yaml:62:7 */
        [SY_OP_TANH] = 0x01u, /* backends.yaml:65:7 */
        [SY_OP_SIGMOID] = 0x01u, /* backends.yaml:66:7 */
        [SY_OP_RELU] = 0x0fu, /* backends.yaml:61:7 */
        [SY_OP_ADD] = 0x0fu, /* backends.yaml:67:7 */
        [SY_OP_SUB] = 0x0fu, /* backends.yaml:68:7 */
        [SY_OP_MUL] = 0x0fu, /* backends.yaml:69:7 */
        [SY_OP_DIV] = 0x03u, /* backends.yaml:70:7 */
        [SY_OP_MAXIMUM] = 0x0fu, /* backends.yaml:71:7 */
        [SY_OP_EQ] = 0x1fu, /* backends.yaml:72:7 */
        [SY_OP_LT] = 0x1fu, /* backends.yaml:73:7 */
        [SY_OP_GT] = 0x1fu, /* backends.yaml:74:7 */
        [SY_OP_WHERE] = 0x1fu, /* backends.yaml:75:7 */
        [SY_OP_MATMUL] = 0x03u, /* backends.yaml:76:7 */
        [SY_OP_SUM] = 0x0fu, /* backends.yaml:77:7 */
        [SY_OP_MEAN] = 0x03u, /* backends.yaml:78:7 */
        [SY_OP_MAX] = 0x0fu, /* backends.yaml:79:7 */
        [SY_OP_CAST] = 0x1fu, /* backends.yaml:80:7 */
    },
    [SY_BACKEND_BLAS] = {
        [SY_OP_MATMUL] = 0x03u, /* backends.yaml:93:7 */
    },
    [SY_BACKEND_OPENCL] = {
        [SY_OP_ZEROS] = 0x1fu, /* backends.yaml:117:10 */
        [SY_OP_ONES] = 0x1fu, /* backends.yaml:117:10 */
        [SY_OP_FULL] = 0x1fu, /* backends.yaml:117:10 */
        [SY_OP_NEG] = 0x0fu, /* backends.yaml:117:10 */
        [SY_OP_ABS] = 0x0fu, /* backends.yaml:117:10 */
        [SY_OP_EXP] = 0x03u, /* backends.yaml:117:10 */
        [SY_OP_LOG] = 0x03u, /* backends.yaml:117:10 */
        [SY_OP_SQRT] = 0x03u, /* backends.yaml:117:10 */
        [SY_OP_TANH] = 0x03u, /* backends.yaml:117:10 */
        [SY_OP_SIGMOID] = 0x03u, /* backends.yaml:117:10 */
        [SY_OP_RELU] = 0x0fu, /* backends.yaml:117:10 */
        [SY_OP_ADD] = 0x0fu, /* backends.yaml:117:10 */
        [SY_OP_SUB] = 0x0fu, /* backends.yaml:117:10 */
        [SY_OP_MUL] = 0x0fu, /* backends.yaml:117:10 */
        [SY_OP_DIV] = 0x03u, /* backends.yaml:117:10 */
        [SY_OP_MAXIMUM] = 0x0fu, /* backends.yaml:117:10 */
        [SY_OP_EQ] = 0x1fu, /* backends.yaml:117:10 */
        [SY_OP_LT] = 0x1fu, /* backends.yaml:117:10 */
        [SY_OP_GT] = 0x1fu, /* backends.yaml:117:10 */
        [SY_OP_WHERE] = 0x1fu, /* backends.yaml:117:10 */
        [SY_OP_MATMUL] = 0x0fu, /* backends.yaml:117:10 */
        [SY_OP_SUM] = 0x0fu, /* backends.yaml:117:10 */
        [SY_OP_MEAN] = 0x03u, /* backends.yaml:117:10 */
        [SY_OP_MAX] = 0x0fu, /* backends.yaml:117:10 */
        [SY_OP_CAST] = 0x1fu, /* backends.yaml:117:10 */
    },
};
