/* @generated from backends.yaml by generator/ -- DO NOT EDIT; regenerate with `make generate` */
/* One dispatch switch per op: each (op, backend) routes to the backend's own
 * kernel for the dtypes it lists, else to the first backend of its fallback
 * chain that is compiled in and lists the dtype (resolved here, no call per
 * link). Then the op table, one row per op from its signature and family, and
 * the public op functions, which hand a sy__call to sy__dispatch (or, for the
 * elementwise ops the contiguous fast path takes, sy__dispatch_ew). */
#include "sy_rules.h"
#include "sy_kernels.h"
#include "sy_derivatives.h"

#include "sy_abi.h"
#if SY_RUNTIME_ABI != 5
#error "generated/ was rendered for runtime ABI 5 (backends.yaml abi:), but runtime/sy_abi.h has another SY_RUNTIME_ABI; regenerate with `make generate` or use the runtime this was generated for"
#endif

/* zeros (ops[zeros]) */
static bool sy__route_zeros(sy_backend b, sy_dtype dt, sy__route *r)
{
    (void)dt;
    switch (b) {
#if SY_WITH_CPU
    case SY_BACKEND_CPU: /* cpu implements zeros for f32 f64 i32 i64 bool u8 i8 i16 f16 bf16 u16 u32 u64 (backends[cpu].ops) */
        return SY__ROUTE(r, SY_BACKEND_CPU, fill, sy_k_cpu_zeros);
#endif
#if SY_WITH_SIMD
    case SY_BACKEND_SIMD: /* simd implements zeros for f32 f64 i32 i64 bool (backends[simd].ops.zeros); fallback: cpu */
        if (SY__DTYPE_IN(dt, SY__DT_F32 | SY__DT_F64 | SY__DT_I32 | SY__DT_I64 | SY__DT_BOOL)) return SY__ROUTE(r, SY_BACKEND_SIMD, fill, sy_k_simd_zeros);
#if SY_WITH_CPU
        return SY__ROUTE(r, SY_BACKEND_CPU, fill, sy_k_cpu_zeros);
#endif
        return false;
#endif
#if SY_WITH_BLAS
    case SY_BACKEND_BLAS: /* blas does not implement zeros (backends[blas]); fallback: simd -> cpu */
#if SY_WITH_SIMD
        if (SY__DTYPE_IN(dt, SY__DT_F32 | SY__DT_F64 | SY__DT_I32 | SY__DT_I64 | SY__DT_BOOL)) return SY__ROUTE(r, SY_BACKEND_SIMD, fill, sy_k_simd_zeros);
#endif
#if SY_WITH_CPU
        return SY__ROUTE(r, SY_BACKEND_CPU, fill, sy_k_cpu_zeros);
#endif
        return false;
#endif
#if SY_WITH_SIM
    case SY_BACKEND_SIM: /* sim does not implement zeros (backends[sim]); fallback: cpu */
#if SY_WITH_CPU
        return SY__ROUTE(r, SY_BACKEND_CPU, fill, sy_k_cpu_zeros);
#endif
        return false;
#endif
#if SY_WITH_OPENCL
    case SY_BACKEND_OPENCL: /* opencl implements zeros for f32 f64 i32 i64 bool (backends[opencl].ops); fallback: cpu */
        if (SY__DTYPE_IN(dt, SY__DT_F32 | SY__DT_F64 | SY__DT_I32 | SY__DT_I64 | SY__DT_BOOL)) return SY__ROUTE(r, SY_BACKEND_OPENCL, fill, sy_k_opencl_zeros);
#if SY_WITH_CPU
        return SY__ROUTE(r, SY_BACKEND_CPU, fill, sy_k_cpu_zeros);
#endif
        return false;
#endif
#if SY_WITH_VULKAN
    case SY_BACKEND_VULKAN: /* vulkan implements zeros for f32 i32 bool f16 (backends[vulkan].ops); fallback: cpu */
        if (SY__DTYPE_IN(dt, SY__DT_F32 | SY__DT_I32 | SY__DT_BOOL | SY__DT_F16)) return SY__ROUTE(r, SY_BACKEND_VULKAN, fill, sy_k_vulkan_zeros);
#if SY_WITH_CPU
        return SY__ROUTE(r, SY_BACKEND_CPU, fill, sy_k_cpu_zeros);
#endif
        return false;
#endif
    default:
        return false;
    }
}

/* ones (ops[ones]) */
static bool sy__route_ones(sy_backend b, sy_dtype dt, sy__route *r)
{
    (void)dt;
    switch (b) {
#if SY_WITH_CPU
    case SY_BACKEND_CPU: /* cpu implements ones for f32 f64 i32 i64 bool u8 i8 i16 f16 bf16 u16 u32 u64 (backends[cpu].ops) */
        return SY__ROUTE(r, SY_BACKEND_CPU, fill, sy_k_cpu_ones);
#endif
#if SY_WITH_SIMD
    case SY_BACKEND_SIMD: /* simd implements ones for f32 f64 i32 i64 bool (backends[simd].ops.ones); fallback: cpu */
        if (SY__DTYPE_IN(dt, SY__DT_F32 | SY__DT_F64 | SY__DT_I32 | SY__DT_I64 | SY__DT_BOOL)) return SY__ROUTE(r, SY_BACKEND_SIMD, fill, sy_k_simd_ones);
#if SY_WITH_CPU
        return SY__ROUTE(r, SY_BACKEND_CPU, fill, sy_k_cpu_ones);
#endif
        return false;
#endif
#if SY_WITH_BLAS
    case SY_BACKEND_BLAS: /* blas does not implement ones (backends[blas]); fallback: simd -> cpu */
#if SY_WITH_SIMD
        if (SY__DTYPE_IN(dt, SY__DT_F32 | SY__DT_F64 | SY__DT_I32 | SY__DT_I64 | SY__DT_BOOL)) return SY__ROUTE(r, SY_BACKEND_SIMD, fill, sy_k_simd_ones);
#endif
#if SY_WITH_CPU
        return SY__ROUTE(r, SY_BACKEND_CPU, fill, sy_k_cpu_ones);
#endif
        return false;
#endif
#if SY_WITH_SIM
    case SY_BACKEND_SIM: /* sim does not implement ones (backends[sim]); fallback: cpu */
#if SY_WITH_CPU
        return SY__ROUTE(r, SY_BACKEND_CPU, fill, sy_k_cpu_ones);
#endif
        return false;
#endif
#if SY_WITH_OPENCL
    case SY_BACKEND_OPENCL: /* opencl implements ones for f32 f64 i32 i64 bool (backends[opencl].ops); fallback: cpu */
        if (SY__DTYPE_IN(dt, SY__DT_F32 | SY__DT_F64 | SY__DT_I32 | SY__DT_I64 | SY__DT_BOOL)) return SY__ROUTE(r, SY_BACKEND_OPENCL, fill, sy_k_opencl_ones);
#if SY_WITH_CPU
        return SY__ROUTE(r, SY_BACKEND_CPU, fill, sy_k_cpu_ones);
#endif
        return false;
#endif
#if SY_WITH_VULKAN
    case SY_BACKEND_VULKAN: /* vulkan implements ones for f32 i32 bool f16 (backends[vulkan].ops); fallback: cpu */
        if (SY__DTYPE_IN(dt, SY__DT_F32 | SY__DT_I32 | SY__DT_BOOL | SY__DT_F16)) return SY__ROUTE(r, SY_BACKEND_VULKAN, fill, sy_k_vulkan_ones);
#if SY_WITH_CPU
        return SY__ROUTE(r, SY_BACKEND_CPU, fill, sy_k_cpu_ones);
#endif
        return false;
#endif
    default:
        return false;
    }
}

/* full (ops[full]) */
static bool sy__route_full(sy_backend b, sy_dtype dt, sy__route *r)
{
    (void)dt;
    switch (b) {
#if SY_WITH_CPU
    case SY_BACKEND_CPU: /* cpu implements full for f32 f64 i32 i64 bool u8 i8 i16 f16 bf16 u16 u32 u64 (backends[cpu].ops) */
        return SY__ROUTE(r, SY_BACKEND_CPU, fill, sy_k_cpu_full);
#endif
#if SY_WITH_SIMD
    case SY_BACKEND_SIMD: /* simd implements full for f32 f64 i32 i64 bool (backends[simd].ops.full); fallback: cpu */
        if (SY__DTYPE_IN(dt, SY__DT_F32 | SY__DT_F64 | SY__DT_I32 | SY__DT_I64 | SY__DT_BOOL)) return SY__ROUTE(r, SY_BACKEND_SIMD, fill, sy_k_simd_full);
#if SY_WITH_CPU
        return SY__ROUTE(r, SY_BACKEND_CPU, fill, sy_k_cpu_full);
#endif
        return false;
#endif
#if SY_WITH_BLAS
    case SY_BACKEND_BLAS: /* blas does not implement full (backends[blas]); fallback: simd -> cpu */
#if SY_WITH_SIMD
        if (SY__DTYPE_IN(dt, SY__DT_F32 | SY__DT_F64 | SY__DT_I32 | SY__DT_I64 | SY__DT_BOOL)) return SY__ROUTE(r, SY_BACKEND_SIMD, fill, sy_k_simd_full);
#endif
#if SY_WITH_CPU
        return SY__ROUTE(r, SY_BACKEND_CPU, fill, sy_k_cpu_full);
#endif
        return false;
#endif
#if SY_WITH_SIM
    case SY_BACKEND_SIM: /* sim does not implement full (backends[sim]); fallback: cpu */
#if SY_WITH_CPU
        return SY__ROUTE(r, SY_BACKEND_CPU, fill, sy_k_cpu_full);
#endif
        return false;
#endif
#if SY_WITH_OPENCL
    case SY_BACKEND_OPENCL: /* opencl implements full for f32 f64 i32 i64 bool (backends[opencl].ops); fallback: cpu */
        if (SY__DTYPE_IN(dt, SY__DT_F32 | SY__DT_F64 | SY__DT_I32 | SY__DT_I64 | SY__DT_BOOL)) return SY__ROUTE(r, SY_BACKEND_OPENCL, fill, sy_k_opencl_full);
#if SY_WITH_CPU
        return SY__ROUTE(r, SY_BACKEND_CPU, fill, sy_k_cpu_full);
#endif
        return false;
#endif
#if SY_WITH_VULKAN
    case SY_BACKEND_VULKAN: /* vulkan implements full for f32 i32 bool f16 (backends[vulkan].ops); fallback: cpu */
        if (SY__DTYPE_IN(dt, SY__DT_F32 | SY__DT_I32 | SY__DT_BOOL | SY__DT_F16)) return SY__ROUTE(r, SY_BACKEND_VULKAN, fill, sy_k_vulkan_full);
#if SY_WITH_CPU
        return SY__ROUTE(r, SY_BACKEND_CPU, fill, sy_k_cpu_full);
#endif
        return false;
#endif
    default:
        return false;
    }
}

/* neg (ops[neg]) */
static bool sy__route_neg(sy_backend b, sy_dtype dt, sy__route *r)
{
    (void)dt;
    switch (b) {
#if SY_WITH_CPU
    case SY_BACKEND_CPU: /* cpu implements neg for f32 f64 i32 i64 u8 i8 i16 f16 bf16 u16 u32 u64 (backends[cpu].ops) */
        return SY__ROUTE(r, SY_BACKEND_CPU, ew, sy_k_cpu_neg);
#endif
#if SY_WITH_SIMD
    case SY_BACKEND_SIMD: /* simd implements neg for f32 f64 i32 i64 (backends[simd].ops.neg); fallback: cpu */
        if (SY__DTYPE_IN(dt, SY__DT_F32 | SY__DT_F64 | SY__DT_I32 | SY__DT_I64)) return SY__ROUTE(r, SY_BACKEND_SIMD, ew, sy_k_simd_neg);
#if SY_WITH_CPU
        return SY__ROUTE(r, SY_BACKEND_CPU, ew, sy_k_cpu_neg);
#endif
        return false;
#endif
#if SY_WITH_BLAS
    case SY_BACKEND_BLAS: /* blas does not implement neg (backends[blas]); fallback: simd -> cpu */
#if SY_WITH_SIMD
        if (SY__DTYPE_IN(dt, SY__DT_F32 | SY__DT_F64 | SY__DT_I32 | SY__DT_I64)) return SY__ROUTE(r, SY_BACKEND_SIMD, ew, sy_k_simd_neg);
#endif
#if SY_WITH_CPU
        return SY__ROUTE(r, SY_BACKEND_CPU, ew, sy_k_cpu_neg);
#endif
        return false;
#endif
#if SY_WITH_SIM
    case SY_BACKEND_SIM: /* sim does not implement neg (backends[sim]); fallback: cpu */
#if SY_WITH_CPU
        return SY__ROUTE(r, SY_BACKEND_CPU, ew, sy_k_cpu_neg);
#endif
        return false;
#endif
#if SY_WITH_OPENCL
    case SY_BACKEND_OPENCL: /* opencl implements neg for f32 f64 i32 i64 f16 (backends[opencl].ops); fallback: cpu */
        if (SY__DTYPE_IN(dt, SY__DT_F32 | SY__DT_F64 | SY__DT_I32 | SY__DT_I64 | SY__DT_F16)) return SY__ROUTE(r, SY_BACKEND_OPENCL, ew, sy_k_opencl_neg);
#if SY_WITH_CPU
        return SY__ROUTE(r, SY_BACKEND_CPU, ew, sy_k_cpu_neg);
#endif
        return false;
#endif
#if SY_WITH_VULKAN
    case SY_BACKEND_VULKAN: /* vulkan implements neg for f32 i32 f16 (backends[vulkan].ops); fallback: cpu */
        if (SY__DTYPE_IN(dt, SY__DT_F32 | SY__DT_I32 | SY__DT_F16)) return SY__ROUTE(r, SY_BACKEND_VULKAN, ew, sy_k_vulkan_neg);
#if SY_WITH_CPU
        return SY__ROUTE(r, SY_BACKEND_CPU, ew, sy_k_cpu_neg);
#endif
        return false;
#endif
    default:
        return false;
    }
}

/* abs (ops[abs]) */
static bool sy__route_abs(sy_backend b, sy_dtype dt, sy__route *r)
{
    (void)dt;
    switch (b) {
#if SY_WITH_CPU
    case SY_BACKEND_CPU: /* cpu implements abs for f32 f64 i32 i64 u8 i8 i16 f16 bf16 u16 u32 u64 (backends[cpu].ops) */
        return SY__ROUTE(r, SY_BACKEND_CPU, ew, sy_k_cpu_abs);
#endif
#if SY_WITH_SIMD
    case SY_BACKEND_SIMD: /* simd implements abs for f32 f64 i32 i64 (backends[simd].ops.abs); fallback: cpu */
        if (SY__DTYPE_IN(dt, SY__DT_F32 | SY__DT_F64 | SY__DT_I32 | SY__DT_I64)) return SY__ROUTE(r, SY_BACKEND_SIMD, ew, sy_k_simd_abs);
#if SY_WITH_CPU
        return SY__ROUTE(r, SY_BACKEND_CPU, ew, sy_k_cpu_abs);
#endif
        return false;
#endif
#if SY_WITH_BLAS
    case SY_BACKEND_BLAS: /* blas does not implement abs (backends[blas]); fallback: simd -> cpu */
#if SY_WITH_SIMD
        if (SY__DTYPE_IN(dt, SY__DT_F32 | SY__DT_F64 | SY__DT_I32 | SY__DT_I64)) return SY__ROUTE(r, SY_BACKEND_SIMD, ew, sy_k_simd_abs);
#endif
#if SY_WITH_CPU
        return SY__ROUTE(r, SY_BACKEND_CPU, ew, sy_k_cpu_abs);
#endif
        return false;
#endif
#if SY_WITH_SIM
    case SY_BACKEND_SIM: /* sim does not implement abs (backends[sim]); fallback: cpu */
#if SY_WITH_CPU
        return SY__ROUTE(r, SY_BACKEND_CPU, ew, sy_k_cpu_abs);
#endif
        return false;
#endif
#if SY_WITH_OPENCL
    case SY_BACKEND_OPENCL: /* opencl implements abs for f32 f64 i32 i64 f16 (backends[opencl].ops); fallback: cpu */
        if (SY__DTYPE_IN(dt, SY__DT_F32 | SY__DT_F64 | SY__DT_I32 | SY__DT_I64 | SY__DT_F16)) return SY__ROUTE(r, SY_BACKEND_OPENCL, ew, sy_k_opencl_abs);
#if SY_WITH_CPU
        return SY__ROUTE(r, SY_BACKEND_CPU, ew, sy_k_cpu_abs);
#endif
        return false;
#endif
#if SY_WITH_VULKAN
    case SY_BACKEND_VULKAN: /* vulkan implements abs for f32 i32 f16 (backends[vulkan].ops); fallback: cpu */
        if (SY__DTYPE_IN(dt, SY__DT_F32 | SY__DT_I32 | SY__DT_F16)) return SY__ROUTE(r, SY_BACKEND_VULKAN, ew, sy_k_vulkan_abs);
#if SY_WITH_CPU
        return SY__ROUTE(r, SY_BACKEND_CPU, ew, sy_k_cpu_abs);
#endif
        return false;
#endif
    default:
        return false;
    }
}

/* exp (ops[exp]) */
static bool sy__route_exp(sy_backend b, sy_dtype dt, sy__route *r)
{
    (void)dt;
    switch (b) {
#if SY_WITH_CPU
    case SY_BACKEND_CPU: /* cpu implements exp for f32 f64 f16 bf16 (backends[cpu].ops) */
        return SY__ROUTE(r, SY_BACKEND_CPU, ew, sy_k_cpu_exp);
#endif
#if SY_WITH_SIMD
    case SY_BACKEND_SIMD: /* simd implements exp for f32 (backends[simd].ops.exp); fallback: cpu */
        if (SY__DTYPE_IN(dt, SY__DT_F32)) return SY__ROUTE(r, SY_BACKEND_SIMD, ew, sy_k_simd_exp);
#if SY_WITH_CPU
        return SY__ROUTE(r, SY_BACKEND_CPU, ew, sy_k_cpu_exp);
#endif
        return false;
#endif
#if SY_WITH_BLAS
    case SY_BACKEND_BLAS: /* blas does not implement exp (backends[blas]); fallback: simd -> cpu */
#if SY_WITH_SIMD
        if (SY__DTYPE_IN(dt, SY__DT_F32)) return SY__ROUTE(r, SY_BACKEND_SIMD, ew, sy_k_simd_exp);
#endif
#if SY_WITH_CPU
        return SY__ROUTE(r, SY_BACKEND_CPU, ew, sy_k_cpu_exp);
#endif
        return false;
#endif
#if SY_WITH_SIM
    case SY_BACKEND_SIM: /* sim does not implement exp (backends[sim]); fallback: cpu */
#if SY_WITH_CPU
        return SY__ROUTE(r, SY_BACKEND_CPU, ew, sy_k_cpu_exp);
#endif
        return false;
#endif
#if SY_WITH_OPENCL
    case SY_BACKEND_OPENCL: /* opencl implements exp for f32 f64 (backends[opencl].ops); fallback: cpu */
        if (SY__DTYPE_IN(dt, SY__DT_F32 | SY__DT_F64)) return SY__ROUTE(r, SY_BACKEND_OPENCL, ew, sy_k_opencl_exp);
#if SY_WITH_CPU
        return SY__ROUTE(r, SY_BACKEND_CPU, ew, sy_k_cpu_exp);
#endif
        return false;
#endif
#if SY_WITH_VULKAN
    case SY_BACKEND_VULKAN: /* vulkan does not implement exp (backends[vulkan]); fallback: cpu */
#if SY_WITH_CPU
        return SY__ROUTE(r, SY_BACKEND_CPU, ew, sy_k_cpu_exp);
#endif
        return false;
#endif
    default:
        return false;
    }
}

/* log (ops[log]) */
static bool sy__route_log(sy_backend b, sy_dtype dt, sy__route *r)
{
    (void)dt;
    switch (b) {
#if SY_WITH_CPU
    case SY_BACKEND_CPU: /* cpu implements log for f32 f64 f16 bf16 (backends[cpu].ops) */
        return SY__ROUTE(r, SY_BACKEND_CPU, ew, sy_k_cpu_log);
#endif
#if SY_WITH_SIMD
    case SY_BACKEND_SIMD: /* simd implements log for f32 (backends[simd].ops.log); fallback: cpu */
        if (SY__DTYPE_IN(dt, SY__DT_F32)) return SY__ROUTE(r, SY_BACKEND_SIMD, ew, sy_k_simd_log);
#if SY_WITH_CPU
        return SY__ROUTE(r, SY_BACKEND_CPU, ew, sy_k_cpu_log);
#endif
        return false;
#endif
#if SY_WITH_BLAS
    case SY_BACKEND_BLAS: /* blas does not implement log (backends[blas]); fallback: simd -> cpu */
#if SY_WITH_SIMD
        if (SY__DTYPE_IN(dt, SY__DT_F32)) return SY__ROUTE(r, SY_BACKEND_SIMD, ew, sy_k_simd_log);
#endif
#if SY_WITH_CPU
        return SY__ROUTE(r, SY_BACKEND_CPU, ew, sy_k_cpu_log);
#endif
        return false;
#endif
#if SY_WITH_SIM
    case SY_BACKEND_SIM: /* sim does not implement log (backends[sim]); fallback: cpu */
#if SY_WITH_CPU
        return SY__ROUTE(r, SY_BACKEND_CPU, ew, sy_k_cpu_log);
#endif
        return false;
#endif
#if SY_WITH_OPENCL
    case SY_BACKEND_OPENCL: /* opencl implements log for f32 f64 (backends[opencl].ops); fallback: cpu */
        if (SY__DTYPE_IN(dt, SY__DT_F32 | SY__DT_F64)) return SY__ROUTE(r, SY_BACKEND_OPENCL, ew, sy_k_opencl_log);
#if SY_WITH_CPU
        return SY__ROUTE(r, SY_BACKEND_CPU, ew, sy_k_cpu_log);
#endif
        return false;
#endif
#if SY_WITH_VULKAN
    case SY_BACKEND_VULKAN: /* vulkan does not implement log (backends[vulkan]); fallback: cpu */
#if SY_WITH_CPU
        return SY__ROUTE(r, SY_BACKEND_CPU, ew, sy_k_cpu_log);
#endif
        return false;
#endif
    default:
        return false;
    }
}

/* sqrt (ops[sqrt]) */
static bool sy__route_sqrt(sy_backend b, sy_dtype dt, sy__route *r)
{
    (void)dt;
    switch (b) {
#if SY_WITH_CPU
    case SY_BACKEND_CPU: /* cpu implements sqrt for f32 f64 f16 bf16 (backends[cpu].ops) */
        return SY__ROUTE(r, SY_BACKEND_CPU, ew, sy_k_cpu_sqrt);
#endif
#if SY_WITH_SIMD
    case SY_BACKEND_SIMD: /* simd implements sqrt for f32 f64 (backends[simd].ops.sqrt); fallback: cpu */
        if (SY__DTYPE_IN(dt, SY__DT_F32 | SY__DT_F64)) return SY__ROUTE(r, SY_BACKEND_SIMD, ew, sy_k_simd_sqrt);
#if SY_WITH_CPU
        return SY__ROUTE(r, SY_BACKEND_CPU, ew, sy_k_cpu_sqrt);
#endif
        return false;
#endif
#if SY_WITH_BLAS
    case SY_BACKEND_BLAS: /* blas does not implement sqrt (backends[blas]); fallback: simd -> cpu */
#if SY_WITH_SIMD
        if (SY__DTYPE_IN(dt, SY__DT_F32 | SY__DT_F64)) return SY__ROUTE(r, SY_BACKEND_SIMD, ew, sy_k_simd_sqrt);
#endif
#if SY_WITH_CPU
        return SY__ROUTE(r, SY_BACKEND_CPU, ew, sy_k_cpu_sqrt);
#endif
        return false;
#endif
#if SY_WITH_SIM
    case SY_BACKEND_SIM: /* sim does not implement sqrt (backends[sim]); fallback: cpu */
#if SY_WITH_CPU
        return SY__ROUTE(r, SY_BACKEND_CPU, ew, sy_k_cpu_sqrt);
#endif
        return false;
#endif
#if SY_WITH_OPENCL
    case SY_BACKEND_OPENCL: /* opencl implements sqrt for f32 f64 (backends[opencl].ops); fallback: cpu */
        if (SY__DTYPE_IN(dt, SY__DT_F32 | SY__DT_F64)) return SY__ROUTE(r, SY_BACKEND_OPENCL, ew, sy_k_opencl_sqrt);
#if SY_WITH_CPU
        return SY__ROUTE(r, SY_BACKEND_CPU, ew, sy_k_cpu_sqrt);
#endif
        return false;
#endif
#if SY_WITH_VULKAN
    case SY_BACKEND_VULKAN: /* vulkan does not implement sqrt (backends[vulkan]); fallback: cpu */
#if SY_WITH_CPU
        return SY__ROUTE(r, SY_BACKEND_CPU, ew, sy_k_cpu_sqrt);
#endif
        return false;
#endif
    default:
        return false;
    }
}

/* tanh (ops[tanh]) */
static bool sy__route_tanh(sy_backend b, sy_dtype dt, sy__route *r)
{
    (void)dt;
    switch (b) {
#if SY_WITH_CPU
    case SY_BACKEND_CPU: /* cpu implements tanh for f32 f64 f16 bf16 (backends[cpu].ops) */
        return SY__ROUTE(r, SY_BACKEND_CPU, ew, sy_k_cpu_tanh);
#endif
#if SY_WITH_SIMD
    case SY_BACKEND_SIMD: /* simd implements tanh for f32 (backends[simd].ops.tanh); fallback: cpu */
        if (SY__DTYPE_IN(dt, SY__DT_F32)) return SY__ROUTE(r, SY_BACKEND_SIMD, ew, sy_k_simd_tanh);
#if SY_WITH_CPU
        return SY__ROUTE(r, SY_BACKEND_CPU, ew, sy_k_cpu_tanh);
#endif
        return false;
#endif
#if SY_WITH_BLAS
    case SY_BACKEND_BLAS: /* blas does not implement tanh (backends[blas]); fallback: simd -> cpu */
#if SY_WITH_SIMD
        if (SY__DTYPE_IN(dt, SY__DT_F32)) return SY__ROUTE(r, SY_BACKEND_SIMD, ew, sy_k_simd_tanh);
#endif
#if SY_WITH_CPU
        return SY__ROUTE(r, SY_BACKEND_CPU, ew, sy_k_cpu_tanh);
#endif
        return false;
#endif
#if SY_WITH_SIM
    case SY_BACKEND_SIM: /* sim does not implement tanh (backends[sim]); fallback: cpu */
#if SY_WITH_CPU
        return SY__ROUTE(r, SY_BACKEND_CPU, ew, sy_k_cpu_tanh);
#endif
        return false;
#endif
#if SY_WITH_OPENCL
    case SY_BACKEND_OPENCL: /* opencl implements tanh for f32 f64 (backends[opencl].ops); fallback: cpu */
        if (SY__DTYPE_IN(dt, SY__DT_F32 | SY__DT_F64)) return SY__ROUTE(r, SY_BACKEND_OPENCL, ew, sy_k_opencl_tanh);
#if SY_WITH_CPU
        return SY__ROUTE(r, SY_BACKEND_CPU, ew, sy_k_cpu_tanh);
#endif
        return false;
#endif
#if SY_WITH_VULKAN
    case SY_BACKEND_VULKAN: /* vulkan does not implement tanh (backends[vulkan]); fallback: cpu */
#if SY_WITH_CPU
        return SY__ROUTE(r, SY_BACKEND_CPU, ew, sy_k_cpu_tanh);
#endif
        return false;
#endif
    default:
        return false;
    }
}

/* sigmoid (ops[sigmoid]) */
static bool sy__route_sigmoid(sy_backend b, sy_dtype dt, sy__route *r)
{
    (void)dt;
    switch (b) {
#if SY_WITH_CPU
    case SY_BACKEND_CPU: /* cpu implements sigmoid for f32 f64 f16 bf16 (backends[cpu].ops) */
        return SY__ROUTE(r, SY_BACKEND_CPU, ew, sy_k_cpu_sigmoid);
#endif
#if SY_WITH_SIMD
    case SY_BACKEND_SIMD: /* simd implements sigmoid for f32 (backends[simd].ops.sigmoid); fallback: cpu */
        if (SY__DTYPE_IN(dt, SY__DT_F32)) return SY__ROUTE(r, SY_BACKEND_SIMD, ew, sy_k_simd_sigmoid);
#if SY_WITH_CPU
        return SY__ROUTE(r, SY_BACKEND_CPU, ew, sy_k_cpu_sigmoid);
#endif
        return false;
#endif
#if SY_WITH_BLAS
    case SY_BACKEND_BLAS: /* blas does not implement sigmoid (backends[blas]); fallback: simd -> cpu */
#if SY_WITH_SIMD
        if (SY__DTYPE_IN(dt, SY__DT_F32)) return SY__ROUTE(r, SY_BACKEND_SIMD, ew, sy_k_simd_sigmoid);
#endif
#if SY_WITH_CPU
        return SY__ROUTE(r, SY_BACKEND_CPU, ew, sy_k_cpu_sigmoid);
#endif
        return false;
#endif
#if SY_WITH_SIM
    case SY_BACKEND_SIM: /* sim does not implement sigmoid (backends[sim]); fallback: cpu */
#if SY_WITH_CPU
        return SY__ROUTE(r, SY_BACKEND_CPU, ew, sy_k_cpu_sigmoid);
#endif
        return false;
#endif
#if SY_WITH_OPENCL
    case SY_BACKEND_OPENCL: /* opencl implements sigmoid for f32 f64 (backends[opencl].ops); fallback: cpu */
        if (SY__DTYPE_IN(dt, SY__DT_F32 | SY__DT_F64)) return SY__ROUTE(r, SY_BACKEND_OPENCL, ew, sy_k_opencl_sigmoid);
#if SY_WITH_CPU
        return SY__ROUTE(r, SY_BACKEND_CPU, ew, sy_k_cpu_sigmoid);
#endif
        return false;
#endif
#if SY_WITH_VULKAN
    case SY_BACKEND_VULKAN: /* vulkan does not implement sigmoid (backends[vulkan]); fallback: cpu */
#if SY_WITH_CPU
        return SY__ROUTE(r, SY_BACKEND_CPU, ew, sy_k_cpu_sigmoid);
#endif
        return false;
#endif
    default:
        return false;
    }
}

/* relu (ops[relu]) */
static bool sy__route_relu(sy_backend b, sy_dtype dt, sy__route *r)
{
    (void)dt;
    switch (b) {
#if SY_WITH_CPU
    case SY_BACKEND_CPU: /* cpu implements relu for f32 f64 i32 i64 u8 i8 i16 f16 bf16 u16 u32 u64 (backends[cpu].ops) */
        return SY__ROUTE(r, SY_BACKEND_CPU, ew, sy_k_cpu_relu);
#endif
#if SY_WITH_SIMD
    case SY_BACKEND_SIMD: /* simd implements relu for f32 f64 i32 i64 (backends[simd].ops.relu); fallback: cpu */
        if (SY__DTYPE_IN(dt, SY__DT_F32 | SY__DT_F64 | SY__DT_I32 | SY__DT_I64)) return SY__ROUTE(r, SY_BACKEND_SIMD, ew, sy_k_simd_relu);
#if SY_WITH_CPU
        return SY__ROUTE(r, SY_BACKEND_CPU, ew, sy_k_cpu_relu);
#endif
        return false;
#endif
#if SY_WITH_BLAS
    case SY_BACKEND_BLAS: /* blas does not implement relu (backends[blas]); fallback: simd -> cpu */
#if SY_WITH_SIMD
        if (SY__DTYPE_IN(dt, SY__DT_F32 | SY__DT_F64 | SY__DT_I32 | SY__DT_I64)) return SY__ROUTE(r, SY_BACKEND_SIMD, ew, sy_k_simd_relu);
#endif
#if SY_WITH_CPU
        return SY__ROUTE(r, SY_BACKEND_CPU, ew, sy_k_cpu_relu);
#endif
        return false;
#endif
#if SY_WITH_SIM
    case SY_BACKEND_SIM: /* sim does not implement relu (backends[sim]); fallback: cpu */
#if SY_WITH_CPU
        return SY__ROUTE(r, SY_BACKEND_CPU, ew, sy_k_cpu_relu);
#endif
        return false;
#endif
#if SY_WITH_OPENCL
    case SY_BACKEND_OPENCL: /* opencl implements relu for f32 f64 i32 i64 f16 (backends[opencl].ops); fallback: cpu */
        if (SY__DTYPE_IN(dt, SY__DT_F32 | SY__DT_F64 | SY__DT_I32 | SY__DT_I64 | SY__DT_F16)) return SY__ROUTE(r, SY_BACKEND_OPENCL, ew, sy_k_opencl_relu);
#if SY_WITH_CPU
        return SY__ROUTE(r, SY_BACKEND_CPU, ew, sy_k_cpu_relu);
#endif
        return false;
#endif
#if SY_WITH_VULKAN
    case SY_BACKEND_VULKAN: /* vulkan implements relu for f32 i32 f16 (backends[vulkan].ops); fallback: cpu */
        if (SY__DTYPE_IN(dt, SY__DT_F32 | SY__DT_I32 | SY__DT_F16)) return SY__ROUTE(r, SY_BACKEND_VULKAN, ew, sy_k_vulkan_relu);
#if SY_WITH_CPU
        return SY__ROUTE(r, SY_BACKEND_CPU, ew, sy_k_cpu_relu);
#endif
        return false;
#endif
    default:
        return false;
    }
}

/* sin (ops[sin]) */
static bool sy__route_sin(sy_backend b, sy_dtype dt, sy__route *r)
{
    (void)dt;
    switch (b) {
#if SY_WITH_CPU
    case SY_BACKEND_CPU: /* cpu implements sin for f32 f64 (backends[cpu].ops) */
        return SY__ROUTE(r, SY_BACKEND_CPU, ew, sy_k_cpu_sin);
#endif
#if SY_WITH_SIMD
    case SY_BACKEND_SIMD: /* simd implements sin for f32 (backends[simd].ops.sin); fallback: cpu */
        if (SY__DTYPE_IN(dt, SY__DT_F32)) return SY__ROUTE(r, SY_BACKEND_SIMD, ew, sy_k_simd_sin);
#if SY_WITH_CPU
        return SY__ROUTE(r, SY_BACKEND_CPU, ew, sy_k_cpu_sin);
#endif
        return false;
#endif
#if SY_WITH_BLAS
    case SY_BACKEND_BLAS: /* blas does not implement sin (backends[blas]); fallback: simd -> cpu */
#if SY_WITH_SIMD
        if (SY__DTYPE_IN(dt, SY__DT_F32)) return SY__ROUTE(r, SY_BACKEND_SIMD, ew, sy_k_simd_sin);
#endif
#if SY_WITH_CPU
        return SY__ROUTE(r, SY_BACKEND_CPU, ew, sy_k_cpu_sin);
#endif
        return false;
#endif
#if SY_WITH_SIM
    case SY_BACKEND_SIM: /* sim does not implement sin (backends[sim]); fallback: cpu */
#if SY_WITH_CPU
        return SY__ROUTE(r, SY_BACKEND_CPU, ew, sy_k_cpu_sin);
#endif
        return false;
#endif
#if SY_WITH_OPENCL
    case SY_BACKEND_OPENCL: /* opencl implements sin for f32 f64 (backends[opencl].ops); fallback: cpu */
        return SY__ROUTE(r, SY_BACKEND_OPENCL, ew, sy_k_opencl_sin);
#endif
#if SY_WITH_VULKAN
    case SY_BACKEND_VULKAN: /* vulkan does not implement sin (backends[vulkan]); fallback: cpu */
#if SY_WITH_CPU
        return SY__ROUTE(r, SY_BACKEND_CPU, ew, sy_k_cpu_sin);
#endif
        return false;
#endif
    default:
        return false;
    }
}

/* cos (ops[cos]) */
static bool sy__route_cos(sy_backend b, sy_dtype dt, sy__route *r)
{
    (void)dt;
    switch (b) {
#if SY_WITH_CPU
    case SY_BACKEND_CPU: /* cpu implements cos for f32 f64 (backends[cpu].ops) */
        return SY__ROUTE(r, SY_BACKEND_CPU, ew, sy_k_cpu_cos);
#endif
#if SY_WITH_SIMD
    case SY_BACKEND_SIMD: /* simd implements cos for f32 (backends[simd].ops.cos); fallback: cpu */
        if (SY__DTYPE_IN(dt, SY__DT_F32)) return SY__ROUTE(r, SY_BACKEND_SIMD, ew, sy_k_simd_cos);
#if SY_WITH_CPU
        return SY__ROUTE(r, SY_BACKEND_CPU, ew, sy_k_cpu_cos);
#endif
        return false;
#endif
#if SY_WITH_BLAS
    case SY_BACKEND_BLAS: /* blas does not implement cos (backends[blas]); fallback: simd -> cpu */
#if SY_WITH_SIMD
        if (SY__DTYPE_IN(dt, SY__DT_F32)) return SY__ROUTE(r, SY_BACKEND_SIMD, ew, sy_k_simd_cos);
#endif
#if SY_WITH_CPU
        return SY__ROUTE(r, SY_BACKEND_CPU, ew, sy_k_cpu_cos);
#endif
        return false;
#endif
#if SY_WITH_SIM
    case SY_BACKEND_SIM: /* sim does not implement cos (backends[sim]); fallback: cpu */
#if SY_WITH_CPU
        return SY__ROUTE(r, SY_BACKEND_CPU, ew, sy_k_cpu_cos);
#endif
        return false;
#endif
#if SY_WITH_OPENCL
    case SY_BACKEND_OPENCL: /* opencl implements cos for f32 f64 (backends[opencl].ops); fallback: cpu */
        return SY__ROUTE(r, SY_BACKEND_OPENCL, ew, sy_k_opencl_cos);
#endif
#if SY_WITH_VULKAN
    case SY_BACKEND_VULKAN: /* vulkan does not implement cos (backends[vulkan]); fallback: cpu */
#if SY_WITH_CPU
        return SY__ROUTE(r, SY_BACKEND_CPU, ew, sy_k_cpu_cos);
#endif
        return false;
#endif
    default:
        return false;
    }
}

/* tan (ops[tan]) */
static bool sy__route_tan(sy_backend b, sy_dtype dt, sy__route *r)
{
    (void)dt;
    switch (b) {
#if SY_WITH_CPU
    case SY_BACKEND_CPU: /* cpu implements tan for f32 f64 (backends[cpu].ops) */
        return SY__ROUTE(r, SY_BACKEND_CPU, ew, sy_k_cpu_tan);
#endif
#if SY_WITH_SIMD
    case SY_BACKEND_SIMD: /* simd does not implement tan (backends[simd]); fallback: cpu */
#if SY_WITH_CPU
        return SY__ROUTE(r, SY_BACKEND_CPU, ew, sy_k_cpu_tan);
#endif
        return false;
#endif
#if SY_WITH_BLAS
    case SY_BACKEND_BLAS: /* blas does not implement tan (backends[blas]); fallback: simd -> cpu */
#if SY_WITH_CPU
        return SY__ROUTE(r, SY_BACKEND_CPU, ew, sy_k_cpu_tan);
#endif
        return false;
#endif
#if SY_WITH_SIM
    case SY_BACKEND_SIM: /* sim does not implement tan (backends[sim]); fallback: cpu */
#if SY_WITH_CPU
        return SY__ROUTE(r, SY_BACKEND_CPU, ew, sy_k_cpu_tan);
#endif
        return false;
#endif
#if SY_WITH_OPENCL
    case SY_BACKEND_OPENCL: /* opencl implements tan for f32 f64 (backends[opencl].ops); fallback: cpu */
        return SY__ROUTE(r, SY_BACKEND_OPENCL, ew, sy_k_opencl_tan);
#endif
#if SY_WITH_VULKAN
    case SY_BACKEND_VULKAN: /* vulkan does not implement tan (backends[vulkan]); fallback: cpu */
#if SY_WITH_CPU
        return SY__ROUTE(r, SY_BACKEND_CPU, ew, sy_k_cpu_tan);
#endif
        return false;
#endif
    default:
        return false;
    }
}

/* asin (ops[asin]) */
static bool sy__route_asin(sy_backend b, sy_dtype dt, sy__route *r)
{
    (void)dt;
    switch (b) {
#if SY_WITH_CPU
    case SY_BACKEND_CPU: /* cpu implements asin for f32 f64 (backends[cpu].ops) */
        return SY__ROUTE(r, SY_BACKEND_CPU, ew, sy_k_cpu_asin);
#endif
#if SY_WITH_SIMD
    case SY_BACKEND_SIMD: /* simd does not implement asin (backends[simd]); fallback: cpu */
#if SY_WITH_CPU
        return SY__ROUTE(r, SY_BACKEND_CPU, ew, sy_k_cpu_asin);
#endif
        return false;
#endif
#if SY_WITH_BLAS
    case SY_BACKEND_BLAS: /* blas does not implement asin (backends[blas]); fallback: simd -> cpu */
#if SY_WITH_CPU
        return SY__ROUTE(r, SY_BACKEND_CPU, ew, sy_k_cpu_asin);
#endif
        return false;
#endif
#if SY_WITH_SIM
    case SY_BACKEND_SIM: /* sim does not implement asin (backends[sim]); fallback: cpu */
#if SY_WITH_CPU
        return SY__ROUTE(r, SY_BACKEND_CPU, ew, sy_k_cpu_asin);
#endif
        return false;
#endif
#if SY_WITH_OPENCL
    case SY_BACKEND_OPENCL: /* opencl implements asin for f32 f64 (backends[opencl].ops); fallback: cpu */
        return SY__ROUTE(r, SY_BACKEND_OPENCL, ew, sy_k_opencl_asin);
#endif
#if SY_WITH_VULKAN
    case SY_BACKEND_VULKAN: /* vulkan does not implement asin (backends[vulkan]); fallback: cpu */
#if SY_WITH_CPU
        return SY__ROUTE(r, SY_BACKEND_CPU, ew, sy_k_cpu_asin);
#endif
        return false;
#endif
    default:
        return false;
    }
}

/* acos (ops[acos]) */
static bool sy__route_acos(sy_backend b, sy_dtype dt, sy__route *r)
{
    (void)dt;
    switch (b) {
#if SY_WITH_CPU
    case SY_BACKEND_CPU: /* cpu implements acos for f32 f64 (backends[cpu].ops) */
        return SY__ROUTE(r, SY_BACKEND_CPU, ew, sy_k_cpu_acos);
#endif
#if SY_WITH_SIMD
    case SY_BACKEND_SIMD: /* simd does not implement acos (backends[simd]); fallback: cpu */
#if SY_WITH_CPU
        return SY__ROUTE(r, SY_BACKEND_CPU, ew, sy_k_cpu_acos);
#endif
        return false;
#endif
#if SY_WITH_BLAS
    case SY_BACKEND_BLAS: /* blas does not implement acos (backends[blas]); fallback: simd -> cpu */
#if SY_WITH_CPU
        return SY__ROUTE(r, SY_BACKEND_CPU, ew, sy_k_cpu_acos);
#endif
        return false;
#endif
#if SY_WITH_SIM
    case SY_BACKEND_SIM: /* sim does not implement acos (backends[sim]); fallback: cpu */
#if SY_WITH_CPU
        return SY__ROUTE(r, SY_BACKEND_CPU, ew, sy_k_cpu_acos);
#endif
        return false;
#endif
#if SY_WITH_OPENCL
    case SY_BACKEND_OPENCL: /* opencl implements acos for f32 f64 (backends[opencl].ops); fallback: cpu */
        return SY__ROUTE(r, SY_BACKEND_OPENCL, ew, sy_k_opencl_acos);
#endif
#if SY_WITH_VULKAN
    case SY_BACKEND_VULKAN: /* vulkan does not implement acos (backends[vulkan]); fallback: cpu */
#if SY_WITH_CPU
        return SY__ROUTE(r, SY_BACKEND_CPU, ew, sy_k_cpu_acos);
#endif
        return false;
#endif
    default:
        return false;
    }
}

/* atan (ops[atan]) */
static bool sy__route_atan(sy_backend b, sy_dtype dt, sy__route *r)
{
    (void)dt;
    switch (b) {
#if SY_WITH_CPU
    case SY_BACKEND_CPU: /* cpu implements atan for f32 f64 (backends[cpu].ops) */
        return SY__ROUTE(r, SY_BACKEND_CPU, ew, sy_k_cpu_atan);
#endif
#if SY_WITH_SIMD
    case SY_BACKEND_SIMD: /* simd does not implement atan (backends[simd]); fallback: cpu */
#if SY_WITH_CPU
        return SY__ROUTE(r, SY_BACKEND_CPU, ew, sy_k_cpu_atan);
#endif
        return false;
#endif
#if SY_WITH_BLAS
    case SY_BACKEND_BLAS: /* blas does not implement atan (backends[blas]); fallback: simd -> cpu */
#if SY_WITH_CPU
        return SY__ROUTE(r, SY_BACKEND_CPU, ew, sy_k_cpu_atan);
#endif
        return false;
#endif
#if SY_WITH_SIM
    case SY_BACKEND_SIM: /* sim does not implement atan (backends[sim]); fallback: cpu */
#if SY_WITH_CPU
        return SY__ROUTE(r, SY_BACKEND_CPU, ew, sy_k_cpu_atan);
#endif
        return false;
#endif
#if SY_WITH_OPENCL
    case SY_BACKEND_OPENCL: /* opencl implements atan for f32 f64 (backends[opencl].ops); fallback: cpu */
        return SY__ROUTE(r, SY_BACKEND_OPENCL, ew, sy_k_opencl_atan);
#endif
#if SY_WITH_VULKAN
    case SY_BACKEND_VULKAN: /* vulkan does not implement atan (backends[vulkan]); fallback: cpu */
#if SY_WITH_CPU
        return SY__ROUTE(r, SY_BACKEND_CPU, ew, sy_k_cpu_atan);
#endif
        return false;
#endif
    default:
        return false;
    }
}

/* sinh (ops[sinh]) */
static bool sy__route_sinh(sy_backend b, sy_dtype dt, sy__route *r)
{
    (void)dt;
    switch (b) {
#if SY_WITH_CPU
    case SY_BACKEND_CPU: /* cpu implements sinh for f32 f64 (backends[cpu].ops) */
        return SY__ROUTE(r, SY_BACKEND_CPU, ew, sy_k_cpu_sinh);
#endif
#if SY_WITH_SIMD
    case SY_BACKEND_SIMD: /* simd does not implement sinh (backends[simd]); fallback: cpu */
#if SY_WITH_CPU
        return SY__ROUTE(r, SY_BACKEND_CPU, ew, sy_k_cpu_sinh);
#endif
        return false;
#endif
#if SY_WITH_BLAS
    case SY_BACKEND_BLAS: /* blas does not implement sinh (backends[blas]); fallback: simd -> cpu */
#if SY_WITH_CPU
        return SY__ROUTE(r, SY_BACKEND_CPU, ew, sy_k_cpu_sinh);
#endif
        return false;
#endif
#if SY_WITH_SIM
    case SY_BACKEND_SIM: /* sim does not implement sinh (backends[sim]); fallback: cpu */
#if SY_WITH_CPU
        return SY__ROUTE(r, SY_BACKEND_CPU, ew, sy_k_cpu_sinh);
#endif
        return false;
#endif
#if SY_WITH_OPENCL
    case SY_BACKEND_OPENCL: /* opencl implements sinh for f32 f64 (backends[opencl].ops); fallback: cpu */
        return SY__ROUTE(r, SY_BACKEND_OPENCL, ew, sy_k_opencl_sinh);
#endif
#if SY_WITH_VULKAN
    case SY_BACKEND_VULKAN: /* vulkan does not implement sinh (backends[vulkan]); fallback: cpu */
#if SY_WITH_CPU
        return SY__ROUTE(r, SY_BACKEND_CPU, ew, sy_k_cpu_sinh);
#endif
        return false;
#endif
    default:
        return false;
    }
}

/* cosh (ops[cosh]) */
static bool sy__route_cosh(sy_backend b, sy_dtype dt, sy__route *r)
{
    (void)dt;
    switch (b) {
#if SY_WITH_CPU
    case SY_BACKEND_CPU: /* cpu implements cosh for f32 f64 (backends[cpu].ops) */
        return SY__ROUTE(r, SY_BACKEND_CPU, ew, sy_k_cpu_cosh);
#endif
#if SY_WITH_SIMD
    case SY_BACKEND_SIMD: /* simd does not implement cosh (backends[simd]); fallback: cpu */
#if SY_WITH_CPU
        return SY__ROUTE(r, SY_BACKEND_CPU, ew, sy_k_cpu_cosh);
#endif
        return false;
#endif
#if SY_WITH_BLAS
    case SY_BACKEND_BLAS: /* blas does not implement cosh (backends[blas]); fallback: simd -> cpu */
#if SY_WITH_CPU
        return SY__ROUTE(r, SY_BACKEND_CPU, ew, sy_k_cpu_cosh);
#endif
        return false;
#endif
#if SY_WITH_SIM
    case SY_BACKEND_SIM: /* sim does not implement cosh (backends[sim]); fallback: cpu */
#if SY_WITH_CPU
        return SY__ROUTE(r, SY_BACKEND_CPU, ew, sy_k_cpu_cosh);
#endif
        return false;
#endif
#if SY_WITH_OPENCL
    case SY_BACKEND_OPENCL: /* opencl implements cosh for f32 f64 (backends[opencl].ops); fallback: cpu */
        return SY__ROUTE(r, SY_BACKEND_OPENCL, ew, sy_k_opencl_cosh);
#endif
#if SY_WITH_VULKAN
    case SY_BACKEND_VULKAN: /* vulkan does not implement cosh (backends[vulkan]); fallback: cpu */
#if SY_WITH_CPU
        return SY__ROUTE(r, SY_BACKEND_CPU, ew, sy_k_cpu_cosh);
#endif
        return false;
#endif
    default:
        return false;
    }
}

/* asinh (ops[asinh]) */
static bool sy__route_asinh(sy_backend b, sy_dtype dt, sy__route *r)
{
    (void)dt;
    switch (b) {
#if SY_WITH_CPU
    case SY_BACKEND_CPU: /* cpu implements asinh for f32 f64 (backends[cpu].ops) */
        return SY__ROUTE(r, SY_BACKEND_CPU, ew, sy_k_cpu_asinh);
#endif
#if SY_WITH_SIMD
    case SY_BACKEND_SIMD: /* simd does not implement asinh (backends[simd]); fallback: cpu */
#if SY_WITH_CPU
        return SY__ROUTE(r, SY_BACKEND_CPU, ew, sy_k_cpu_asinh);
#endif
        return false;
#endif
#if SY_WITH_BLAS
    case SY_BACKEND_BLAS: /* blas does not implement asinh (backends[blas]); fallback: simd -> cpu */
#if SY_WITH_CPU
        return SY__ROUTE(r, SY_BACKEND_CPU, ew, sy_k_cpu_asinh);
#endif
        return false;
#endif
#if SY_WITH_SIM
    case SY_BACKEND_SIM: /* sim does not implement asinh (backends[sim]); fallback: cpu */
#if SY_WITH_CPU
        return SY__ROUTE(r, SY_BACKEND_CPU, ew, sy_k_cpu_asinh);
#endif
        return false;
#endif
#if SY_WITH_OPENCL
    case SY_BACKEND_OPENCL: /* opencl implements asinh for f32 f64 (backends[opencl].ops); fallback: cpu */
        return SY__ROUTE(r, SY_BACKEND_OPENCL, ew, sy_k_opencl_asinh);
#endif
#if SY_WITH_VULKAN
    case SY_BACKEND_VULKAN: /* vulkan does not implement asinh (backends[vulkan]); fallback: cpu */
#if SY_WITH_CPU
        return SY__ROUTE(r, SY_BACKEND_CPU, ew, sy_k_cpu_asinh);
#endif
        return false;
#endif
    default:
        return false;
    }
}

/* acosh (ops[acosh]) */
static bool sy__route_acosh(sy_backend b, sy_dtype dt, sy__route *r)
{
    (void)dt;
    switch (b) {
#if SY_WITH_CPU
    case SY_BACKEND_CPU: /* cpu implements acosh for f32 f64 (backends[cpu].ops) */
        return SY__ROUTE(r, SY_BACKEND_CPU, ew, sy_k_cpu_acosh);
#endif
#if SY_WITH_SIMD
    case SY_BACKEND_SIMD: /* simd does not implement acosh (backends[simd]); fallback: cpu */
#if SY_WITH_CPU
        return SY__ROUTE(r, SY_BACKEND_CPU, ew, sy_k_cpu_acosh);
#endif
        return false;
#endif
#if SY_WITH_BLAS
    case SY_BACKEND_BLAS: /* blas does not implement acosh (backends[blas]); fallback: simd -> cpu */
#if SY_WITH_CPU
        return SY__ROUTE(r, SY_BACKEND_CPU, ew, sy_k_cpu_acosh);
#endif
        return false;
#endif
#if SY_WITH_SIM
    case SY_BACKEND_SIM: /* sim does not implement acosh (backends[sim]); fallback: cpu */
#if SY_WITH_CPU
        return SY__ROUTE(r, SY_BACKEND_CPU, ew, sy_k_cpu_acosh);
#endif
        return false;
#endif
#if SY_WITH_OPENCL
    case SY_BACKEND_OPENCL: /* opencl implements acosh for f32 f64 (backends[opencl].ops); fallback: cpu */
        return SY__ROUTE(r, SY_BACKEND_OPENCL, ew, sy_k_opencl_acosh);
#endif
#if SY_WITH_VULKAN
    case SY_BACKEND_VULKAN: /* vulkan does not implement acosh (backends[vulkan]); fallback: cpu */
#if SY_WITH_CPU
        return SY__ROUTE(r, SY_BACKEND_CPU, ew, sy_k_cpu_acosh);
#endif
        return false;
#endif
    default:
        return false;
    }
}

/* atanh (ops[atanh]) */
static bool sy__route_atanh(sy_backend b, sy_dtype dt, sy__route *r)
{
    (void)dt;
    switch (b) {
#if SY_WITH_CPU
    case SY_BACKEND_CPU: /* cpu implements atanh for f32 f64 (backends[cpu].ops) */
        return SY__ROUTE(r, SY_BACKEND_CPU, ew, sy_k_cpu_atanh);
#endif
#if SY_WITH_SIMD
    case SY_BACKEND_SIMD: /* simd does not implement atanh (backends[simd]); fallback: cpu */
#if SY_WITH_CPU
        return SY__ROUTE(r, SY_BACKEND_CPU, ew, sy_k_cpu_atanh);
#endif
        return false;
#endif
#if SY_WITH_BLAS
    case SY_BACKEND_BLAS: /* blas does not implement atanh (backends[blas]); fallback: simd -> cpu */
#if SY_WITH_CPU
        return SY__ROUTE(r, SY_BACKEND_CPU, ew, sy_k_cpu_atanh);
#endif
        return false;
#endif
#if SY_WITH_SIM
    case SY_BACKEND_SIM: /* sim does not implement atanh (backends[sim]); fallback: cpu */
#if SY_WITH_CPU
        return SY__ROUTE(r, SY_BACKEND_CPU, ew, sy_k_cpu_atanh);
#endif
        return false;
#endif
#if SY_WITH_OPENCL
    case SY_BACKEND_OPENCL: /* opencl implements atanh for f32 f64 (backends[opencl].ops); fallback: cpu */
        return SY__ROUTE(r, SY_BACKEND_OPENCL, ew, sy_k_opencl_atanh);
#endif
#if SY_WITH_VULKAN
    case SY_BACKEND_VULKAN: /* vulkan does not implement atanh (backends[vulkan]); fallback: cpu */
#if SY_WITH_CPU
        return SY__ROUTE(r, SY_BACKEND_CPU, ew, sy_k_cpu_atanh);
#endif
        return false;
#endif
    default:
        return false;
    }
}

/* erf (ops[erf]) */
static bool sy__route_erf(sy_backend b, sy_dtype dt, sy__route *r)
{
    (void)dt;
    switch (b) {
#if SY_WITH_CPU
    case SY_BACKEND_CPU: /* cpu implements erf for f32 f64 (backends[cpu].ops) */
        return SY__ROUTE(r, SY_BACKEND_CPU, ew, sy_k_cpu_erf);
#endif
#if SY_WITH_SIMD
    case SY_BACKEND_SIMD: /* simd implements erf for f32 (backends[simd].ops.erf); fallback: cpu */
        if (SY__DTYPE_IN(dt, SY__DT_F32)) return SY__ROUTE(r, SY_BACKEND_SIMD, ew, sy_k_simd_erf);
#if SY_WITH_CPU
        return SY__ROUTE(r, SY_BACKEND_CPU, ew, sy_k_cpu_erf);
#endif
        return false;
#endif
#if SY_WITH_BLAS
    case SY_BACKEND_BLAS: /* blas does not implement erf (backends[blas]); fallback: simd -> cpu */
#if SY_WITH_SIMD
        if (SY__DTYPE_IN(dt, SY__DT_F32)) return SY__ROUTE(r, SY_BACKEND_SIMD, ew, sy_k_simd_erf);
#endif
#if SY_WITH_CPU
        return SY__ROUTE(r, SY_BACKEND_CPU, ew, sy_k_cpu_erf);
#endif
        return false;
#endif
#if SY_WITH_SIM
    case SY_BACKEND_SIM: /* sim does not implement erf (backends[sim]); fallback: cpu */
#if SY_WITH_CPU
        return SY__ROUTE(r, SY_BACKEND_CPU, ew, sy_k_cpu_erf);
#endif
        return false;
#endif
#if SY_WITH_OPENCL
    case SY_BACKEND_OPENCL: /* opencl implements erf for f32 f64 (backends[opencl].ops); fallback: cpu */
        return SY__ROUTE(r, SY_BACKEND_OPENCL, ew, sy_k_opencl_erf);
#endif
#if SY_WITH_VULKAN
    case SY_BACKEND_VULKAN: /* vulkan does not implement erf (backends[vulkan]); fallback: cpu */
#if SY_WITH_CPU
        return SY__ROUTE(r, SY_BACKEND_CPU, ew, sy_k_cpu_erf);
#endif
        return false;
#endif
    default:
        return false;
    }
}

/* floor (ops[floor]) */
static bool sy__route_floor(sy_backend b, sy_dtype dt, sy__route *r)
{
    (void)dt;
    switch (b) {
#if SY_WITH_CPU
    case SY_BACKEND_CPU: /* cpu implements floor for f32 f64 (backends[cpu].ops) */
        return SY__ROUTE(r, SY_BACKEND_CPU, ew, sy_k_cpu_floor);
#endif
#if SY_WITH_SIMD
    case SY_BACKEND_SIMD: /* simd does not implement floor (backends[simd]); fallback: cpu */
#if SY_WITH_CPU
        return SY__ROUTE(r, SY_BACKEND_CPU, ew, sy_k_cpu_floor);
#endif
        return false;
#endif
#if SY_WITH_BLAS
    case SY_BACKEND_BLAS: /* blas does not implement floor (backends[blas]); fallback: simd -> cpu */
#if SY_WITH_CPU
        return SY__ROUTE(r, SY_BACKEND_CPU, ew, sy_k_cpu_floor);
#endif
        return false;
#endif
#if SY_WITH_SIM
    case SY_BACKEND_SIM: /* sim does not implement floor (backends[sim]); fallback: cpu */
#if SY_WITH_CPU
        return SY__ROUTE(r, SY_BACKEND_CPU, ew, sy_k_cpu_floor);
#endif
        return false;
#endif
#if SY_WITH_OPENCL
    case SY_BACKEND_OPENCL: /* opencl implements floor for f32 f64 (backends[opencl].ops); fallback: cpu */
        return SY__ROUTE(r, SY_BACKEND_OPENCL, ew, sy_k_opencl_floor);
#endif
#if SY_WITH_VULKAN
    case SY_BACKEND_VULKAN: /* vulkan implements floor for f32 (backends[vulkan].ops); fallback: cpu */
        if (SY__DTYPE_IN(dt, SY__DT_F32)) return SY__ROUTE(r, SY_BACKEND_VULKAN, ew, sy_k_vulkan_floor);
#if SY_WITH_CPU
        return SY__ROUTE(r, SY_BACKEND_CPU, ew, sy_k_cpu_floor);
#endif
        return false;
#endif
    default:
        return false;
    }
}

/* ceil (ops[ceil]) */
static bool sy__route_ceil(sy_backend b, sy_dtype dt, sy__route *r)
{
    (void)dt;
    switch (b) {
#if SY_WITH_CPU
    case SY_BACKEND_CPU: /* cpu implements ceil for f32 f64 (backends[cpu].ops) */
        return SY__ROUTE(r, SY_BACKEND_CPU, ew, sy_k_cpu_ceil);
#endif
#if SY_WITH_SIMD
    case SY_BACKEND_SIMD: /* simd does not implement ceil (backends[simd]); fallback: cpu */
#if SY_WITH_CPU
        return SY__ROUTE(r, SY_BACKEND_CPU, ew, sy_k_cpu_ceil);
#endif
        return false;
#endif
#if SY_WITH_BLAS
    case SY_BACKEND_BLAS: /* blas does not implement ceil (backends[blas]); fallback: simd -> cpu */
#if SY_WITH_CPU
        return SY__ROUTE(r, SY_BACKEND_CPU, ew, sy_k_cpu_ceil);
#endif
        return false;
#endif
#if SY_WITH_SIM
    case SY_BACKEND_SIM: /* sim does not implement ceil (backends[sim]); fallback: cpu */
#if SY_WITH_CPU
        return SY__ROUTE(r, SY_BACKEND_CPU, ew, sy_k_cpu_ceil);
#endif
        return false;
#endif
#if SY_WITH_OPENCL
    case SY_BACKEND_OPENCL: /* opencl implements ceil for f32 f64 (backends[opencl].ops); fallback: cpu */
        return SY__ROUTE(r, SY_BACKEND_OPENCL, ew, sy_k_opencl_ceil);
#endif
#if SY_WITH_VULKAN
    case SY_BACKEND_VULKAN: /* vulkan implements ceil for f32 (backends[vulkan].ops); fallback: cpu */
        if (SY__DTYPE_IN(dt, SY__DT_F32)) return SY__ROUTE(r, SY_BACKEND_VULKAN, ew, sy_k_vulkan_ceil);
#if SY_WITH_CPU
        return SY__ROUTE(r, SY_BACKEND_CPU, ew, sy_k_cpu_ceil);
#endif
        return false;
#endif
    default:
        return false;
    }
}

/* round (ops[round]) */
static bool sy__route_round(sy_backend b, sy_dtype dt, sy__route *r)
{
    (void)dt;
    switch (b) {
#if SY_WITH_CPU
    case SY_BACKEND_CPU: /* cpu implements round for f32 f64 (backends[cpu].ops) */
        return SY__ROUTE(r, SY_BACKEND_CPU, ew, sy_k_cpu_round);
#endif
#if SY_WITH_SIMD
    case SY_BACKEND_SIMD: /* simd does not implement round (backends[simd]); fallback: cpu */
#if SY_WITH_CPU
        return SY__ROUTE(r, SY_BACKEND_CPU, ew, sy_k_cpu_round);
#endif
        return false;
#endif
#if SY_WITH_BLAS
    case SY_BACKEND_BLAS: /* blas does not implement round (backends[blas]); fallback: simd -> cpu */
#if SY_WITH_CPU
        return SY__ROUTE(r, SY_BACKEND_CPU, ew, sy_k_cpu_round);
#endif
        return false;
#endif
#if SY_WITH_SIM
    case SY_BACKEND_SIM: /* sim does not implement round (backends[sim]); fallback: cpu */
#if SY_WITH_CPU
        return SY__ROUTE(r, SY_BACKEND_CPU, ew, sy_k_cpu_round);
#endif
        return false;
#endif
#if SY_WITH_OPENCL
    case SY_BACKEND_OPENCL: /* opencl implements round for f32 f64 (backends[opencl].ops); fallback: cpu */
        return SY__ROUTE(r, SY_BACKEND_OPENCL, ew, sy_k_opencl_round);
#endif
#if SY_WITH_VULKAN
    case SY_BACKEND_VULKAN: /* vulkan implements round for f32 (backends[vulkan].ops); fallback: cpu */
        if (SY__DTYPE_IN(dt, SY__DT_F32)) return SY__ROUTE(r, SY_BACKEND_VULKAN, ew, sy_k_vulkan_round);
#if SY_WITH_CPU
        return SY__ROUTE(r, SY_BACKEND_CPU, ew, sy_k_cpu_round);
#endif
        return false;
#endif
    default:
        return false;
    }
}

/* sign (ops[sign]) */
static bool sy__route_sign(sy_backend b, sy_dtype dt, sy__route *r)
{
    (void)dt;
    switch (b) {
#if SY_WITH_CPU
    case SY_BACKEND_CPU: /* cpu implements sign for f32 f64 i32 i64 u8 i8 i16 u16 u32 u64 (backends[cpu].ops) */
        return SY__ROUTE(r, SY_BACKEND_CPU, ew, sy_k_cpu_sign);
#endif
#if SY_WITH_SIMD
    case SY_BACKEND_SIMD: /* simd does not implement sign (backends[simd]); fallback: cpu */
#if SY_WITH_CPU
        return SY__ROUTE(r, SY_BACKEND_CPU, ew, sy_k_cpu_sign);
#endif
        return false;
#endif
#if SY_WITH_BLAS
    case SY_BACKEND_BLAS: /* blas does not implement sign (backends[blas]); fallback: simd -> cpu */
#if SY_WITH_CPU
        return SY__ROUTE(r, SY_BACKEND_CPU, ew, sy_k_cpu_sign);
#endif
        return false;
#endif
#if SY_WITH_SIM
    case SY_BACKEND_SIM: /* sim does not implement sign (backends[sim]); fallback: cpu */
#if SY_WITH_CPU
        return SY__ROUTE(r, SY_BACKEND_CPU, ew, sy_k_cpu_sign);
#endif
        return false;
#endif
#if SY_WITH_OPENCL
    case SY_BACKEND_OPENCL: /* opencl implements sign for f32 f64 i32 i64 (backends[opencl].ops); fallback: cpu */
        if (SY__DTYPE_IN(dt, SY__DT_F32 | SY__DT_F64 | SY__DT_I32 | SY__DT_I64)) return SY__ROUTE(r, SY_BACKEND_OPENCL, ew, sy_k_opencl_sign);
#if SY_WITH_CPU
        return SY__ROUTE(r, SY_BACKEND_CPU, ew, sy_k_cpu_sign);
#endif
        return false;
#endif
#if SY_WITH_VULKAN
    case SY_BACKEND_VULKAN: /* vulkan implements sign for f32 i32 (backends[vulkan].ops); fallback: cpu */
        if (SY__DTYPE_IN(dt, SY__DT_F32 | SY__DT_I32)) return SY__ROUTE(r, SY_BACKEND_VULKAN, ew, sy_k_vulkan_sign);
#if SY_WITH_CPU
        return SY__ROUTE(r, SY_BACKEND_CPU, ew, sy_k_cpu_sign);
#endif
        return false;
#endif
    default:
        return false;
    }
}

/* reciprocal (ops[reciprocal]) */
static bool sy__route_reciprocal(sy_backend b, sy_dtype dt, sy__route *r)
{
    (void)dt;
    switch (b) {
#if SY_WITH_CPU
    case SY_BACKEND_CPU: /* cpu implements reciprocal for f32 f64 (backends[cpu].ops) */
        return SY__ROUTE(r, SY_BACKEND_CPU, ew, sy_k_cpu_reciprocal);
#endif
#if SY_WITH_SIMD
    case SY_BACKEND_SIMD: /* simd does not implement reciprocal (backends[simd]); fallback: cpu */
#if SY_WITH_CPU
        return SY__ROUTE(r, SY_BACKEND_CPU, ew, sy_k_cpu_reciprocal);
#endif
        return false;
#endif
#if SY_WITH_BLAS
    case SY_BACKEND_BLAS: /* blas does not implement reciprocal (backends[blas]); fallback: simd -> cpu */
#if SY_WITH_CPU
        return SY__ROUTE(r, SY_BACKEND_CPU, ew, sy_k_cpu_reciprocal);
#endif
        return false;
#endif
#if SY_WITH_SIM
    case SY_BACKEND_SIM: /* sim does not implement reciprocal (backends[sim]); fallback: cpu */
#if SY_WITH_CPU
        return SY__ROUTE(r, SY_BACKEND_CPU, ew, sy_k_cpu_reciprocal);
#endif
        return false;
#endif
#if SY_WITH_OPENCL
    case SY_BACKEND_OPENCL: /* opencl implements reciprocal for f32 f64 (backends[opencl].ops); fallback: cpu */
        return SY__ROUTE(r, SY_BACKEND_OPENCL, ew, sy_k_opencl_reciprocal);
#endif
#if SY_WITH_VULKAN
    case SY_BACKEND_VULKAN: /* vulkan does not implement reciprocal (backends[vulkan]); fallback: cpu */
#if SY_WITH_CPU
        return SY__ROUTE(r, SY_BACKEND_CPU, ew, sy_k_cpu_reciprocal);
#endif
        return false;
#endif
    default:
        return false;
    }
}

/* softplus (ops[softplus]) */
static bool sy__route_softplus(sy_backend b, sy_dtype dt, sy__route *r)
{
    (void)dt;
    switch (b) {
#if SY_WITH_CPU
    case SY_BACKEND_CPU: /* cpu implements softplus for f32 f64 (backends[cpu].ops) */
        return SY__ROUTE(r, SY_BACKEND_CPU, ew, sy_k_cpu_softplus);
#endif
#if SY_WITH_SIMD
    case SY_BACKEND_SIMD: /* simd does not implement softplus (backends[simd]); fallback: cpu */
#if SY_WITH_CPU
        return SY__ROUTE(r, SY_BACKEND_CPU, ew, sy_k_cpu_softplus);
#endif
        return false;
#endif
#if SY_WITH_BLAS
    case SY_BACKEND_BLAS: /* blas does not implement softplus (backends[blas]); fallback: simd -> cpu */
#if SY_WITH_CPU
        return SY__ROUTE(r, SY_BACKEND_CPU, ew, sy_k_cpu_softplus);
#endif
        return false;
#endif
#if SY_WITH_SIM
    case SY_BACKEND_SIM: /* sim does not implement softplus (backends[sim]); fallback: cpu */
#if SY_WITH_CPU
        return SY__ROUTE(r, SY_BACKEND_CPU, ew, sy_k_cpu_softplus);
#endif
        return false;
#endif
#if SY_WITH_OPENCL
    case SY_BACKEND_OPENCL: /* opencl implements softplus for f32 f64 (backends[opencl].ops); fallback: cpu */
        return SY__ROUTE(r, SY_BACKEND_OPENCL, ew, sy_k_opencl_softplus);
#endif
#if SY_WITH_VULKAN
    case SY_BACKEND_VULKAN: /* vulkan does not implement softplus (backends[vulkan]); fallback: cpu */
#if SY_WITH_CPU
        return SY__ROUTE(r, SY_BACKEND_CPU, ew, sy_k_cpu_softplus);
#endif
        return false;
#endif
    default:
        return false;
    }
}

/* softsign (ops[softsign]) */
static bool sy__route_softsign(sy_backend b, sy_dtype dt, sy__route *r)
{
    (void)dt;
    switch (b) {
#if SY_WITH_CPU
    case SY_BACKEND_CPU: /* cpu implements softsign for f32 f64 (backends[cpu].ops) */
        return SY__ROUTE(r, SY_BACKEND_CPU, ew, sy_k_cpu_softsign);
#endif
#if SY_WITH_SIMD
    case SY_BACKEND_SIMD: /* simd does not implement softsign (backends[simd]); fallback: cpu */
#if SY_WITH_CPU
        return SY__ROUTE(r, SY_BACKEND_CPU, ew, sy_k_cpu_softsign);
#endif
        return false;
#endif
#if SY_WITH_BLAS
    case SY_BACKEND_BLAS: /* blas does not implement softsign (backends[blas]); fallback: simd -> cpu */
#if SY_WITH_CPU
        return SY__ROUTE(r, SY_BACKEND_CPU, ew, sy_k_cpu_softsign);
#endif
        return false;
#endif
#if SY_WITH_SIM
    case SY_BACKEND_SIM: /* sim does not implement softsign (backends[sim]); fallback: cpu */
#if SY_WITH_CPU
        return SY__ROUTE(r, SY_BACKEND_CPU, ew, sy_k_cpu_softsign);
#endif
        return false;
#endif
#if SY_WITH_OPENCL
    case SY_BACKEND_OPENCL: /* opencl implements softsign for f32 f64 (backends[opencl].ops); fallback: cpu */
        return SY__ROUTE(r, SY_BACKEND_OPENCL, ew, sy_k_opencl_softsign);
#endif
#if SY_WITH_VULKAN
    case SY_BACKEND_VULKAN: /* vulkan does not implement softsign (backends[vulkan]); fallback: cpu */
#if SY_WITH_CPU
        return SY__ROUTE(r, SY_BACKEND_CPU, ew, sy_k_cpu_softsign);
#endif
        return false;
#endif
    default:
        return false;
    }
}

/* logical_not (ops[logical_not]) */
static bool sy__route_logical_not(sy_backend b, sy_dtype dt, sy__route *r)
{
    (void)dt;
    switch (b) {
#if SY_WITH_CPU
    case SY_BACKEND_CPU: /* cpu implements logical_not for bool (backends[cpu].ops) */
        return SY__ROUTE(r, SY_BACKEND_CPU, ew, sy_k_cpu_logical_not);
#endif
#if SY_WITH_SIMD
    case SY_BACKEND_SIMD: /* simd does not implement logical_not (backends[simd]); fallback: cpu */
#if SY_WITH_CPU
        return SY__ROUTE(r, SY_BACKEND_CPU, ew, sy_k_cpu_logical_not);
#endif
        return false;
#endif
#if SY_WITH_BLAS
    case SY_BACKEND_BLAS: /* blas does not implement logical_not (backends[blas]); fallback: simd -> cpu */
#if SY_WITH_CPU
        return SY__ROUTE(r, SY_BACKEND_CPU, ew, sy_k_cpu_logical_not);
#endif
        return false;
#endif
#if SY_WITH_SIM
    case SY_BACKEND_SIM: /* sim does not implement logical_not (backends[sim]); fallback: cpu */
#if SY_WITH_CPU
        return SY__ROUTE(r, SY_BACKEND_CPU, ew, sy_k_cpu_logical_not);
#endif
        return false;
#endif
#if SY_WITH_OPENCL
    case SY_BACKEND_OPENCL: /* opencl implements logical_not for bool (backends[opencl].ops); fallback: cpu */
        return SY__ROUTE(r, SY_BACKEND_OPENCL, ew, sy_k_opencl_logical_not);
#endif
#if SY_WITH_VULKAN
    case SY_BACKEND_VULKAN: /* vulkan implements logical_not for bool (backends[vulkan].ops); fallback: cpu */
        return SY__ROUTE(r, SY_BACKEND_VULKAN, ew, sy_k_vulkan_logical_not);
#endif
    default:
        return false;
    }
}

/* bitwise_not (ops[bitwise_not]) */
static bool sy__route_bitwise_not(sy_backend b, sy_dtype dt, sy__route *r)
{
    (void)dt;
    switch (b) {
#if SY_WITH_CPU
    case SY_BACKEND_CPU: /* cpu implements bitwise_not for i32 i64 u8 i8 i16 u16 u32 u64 (backends[cpu].ops) */
        return SY__ROUTE(r, SY_BACKEND_CPU, ew, sy_k_cpu_bitwise_not);
#endif
#if SY_WITH_SIMD
    case SY_BACKEND_SIMD: /* simd does not implement bitwise_not (backends[simd]); fallback: cpu */
#if SY_WITH_CPU
        return SY__ROUTE(r, SY_BACKEND_CPU, ew, sy_k_cpu_bitwise_not);
#endif
        return false;
#endif
#if SY_WITH_BLAS
    case SY_BACKEND_BLAS: /* blas does not implement bitwise_not (backends[blas]); fallback: simd -> cpu */
#if SY_WITH_CPU
        return SY__ROUTE(r, SY_BACKEND_CPU, ew, sy_k_cpu_bitwise_not);
#endif
        return false;
#endif
#if SY_WITH_SIM
    case SY_BACKEND_SIM: /* sim does not implement bitwise_not (backends[sim]); fallback: cpu */
#if SY_WITH_CPU
        return SY__ROUTE(r, SY_BACKEND_CPU, ew, sy_k_cpu_bitwise_not);
#endif
        return false;
#endif
#if SY_WITH_OPENCL
    case SY_BACKEND_OPENCL: /* opencl implements bitwise_not for i32 i64 (backends[opencl].ops); fallback: cpu */
        if (SY__DTYPE_IN(dt, SY__DT_I32 | SY__DT_I64)) return SY__ROUTE(r, SY_BACKEND_OPENCL, ew, sy_k_opencl_bitwise_not);
#if SY_WITH_CPU
        return SY__ROUTE(r, SY_BACKEND_CPU, ew, sy_k_cpu_bitwise_not);
#endif
        return false;
#endif
#if SY_WITH_VULKAN
    case SY_BACKEND_VULKAN: /* vulkan implements bitwise_not for i32 (backends[vulkan].ops); fallback: cpu */
        if (SY__DTYPE_IN(dt, SY__DT_I32)) return SY__ROUTE(r, SY_BACKEND_VULKAN, ew, sy_k_vulkan_bitwise_not);
#if SY_WITH_CPU
        return SY__ROUTE(r, SY_BACKEND_CPU, ew, sy_k_cpu_bitwise_not);
#endif
        return false;
#endif
    default:
        return false;
    }
}

/* hard_swish (ops[hard_swish]) */
static bool sy__route_hard_swish(sy_backend b, sy_dtype dt, sy__route *r)
{
    (void)dt;
    switch (b) {
#if SY_WITH_CPU
    case SY_BACKEND_CPU: /* cpu implements hard_swish for f32 f64 f16 bf16 (backends[cpu].ops) */
        return SY__ROUTE(r, SY_BACKEND_CPU, ew, sy_k_cpu_hard_swish);
#endif
#if SY_WITH_SIMD
    case SY_BACKEND_SIMD: /* simd does not implement hard_swish (backends[simd]); fallback: cpu */
#if SY_WITH_CPU
        return SY__ROUTE(r, SY_BACKEND_CPU, ew, sy_k_cpu_hard_swish);
#endif
        return false;
#endif
#if SY_WITH_BLAS
    case SY_BACKEND_BLAS: /* blas does not implement hard_swish (backends[blas]); fallback: simd -> cpu */
#if SY_WITH_CPU
        return SY__ROUTE(r, SY_BACKEND_CPU, ew, sy_k_cpu_hard_swish);
#endif
        return false;
#endif
#if SY_WITH_SIM
    case SY_BACKEND_SIM: /* sim does not implement hard_swish (backends[sim]); fallback: cpu */
#if SY_WITH_CPU
        return SY__ROUTE(r, SY_BACKEND_CPU, ew, sy_k_cpu_hard_swish);
#endif
        return false;
#endif
#if SY_WITH_OPENCL
    case SY_BACKEND_OPENCL: /* opencl implements hard_swish for f32 f64 (backends[opencl].ops); fallback: cpu */
        if (SY__DTYPE_IN(dt, SY__DT_F32 | SY__DT_F64)) return SY__ROUTE(r, SY_BACKEND_OPENCL, ew, sy_k_opencl_hard_swish);
#if SY_WITH_CPU
        return SY__ROUTE(r, SY_BACKEND_CPU, ew, sy_k_cpu_hard_swish);
#endif
        return false;
#endif
#if SY_WITH_VULKAN
    case SY_BACKEND_VULKAN: /* vulkan does not implement hard_swish (backends[vulkan]); fallback: cpu */
#if SY_WITH_CPU
        return SY__ROUTE(r, SY_BACKEND_CPU, ew, sy_k_cpu_hard_swish);
#endif
        return false;
#endif
    default:
        return false;
    }
}

/* mish (ops[mish]) */
static bool sy__route_mish(sy_backend b, sy_dtype dt, sy__route *r)
{
    (void)dt;
    switch (b) {
#if SY_WITH_CPU
    case SY_BACKEND_CPU: /* cpu implements mish for f32 f64 f16 bf16 (backends[cpu].ops) */
        return SY__ROUTE(r, SY_BACKEND_CPU, ew, sy_k_cpu_mish);
#endif
#if SY_WITH_SIMD
    case SY_BACKEND_SIMD: /* simd does not implement mish (backends[simd]); fallback: cpu */
#if SY_WITH_CPU
        return SY__ROUTE(r, SY_BACKEND_CPU, ew, sy_k_cpu_mish);
#endif
        return false;
#endif
#if SY_WITH_BLAS
    case SY_BACKEND_BLAS: /* blas does not implement mish (backends[blas]); fallback: simd -> cpu */
#if SY_WITH_CPU
        return SY__ROUTE(r, SY_BACKEND_CPU, ew, sy_k_cpu_mish);
#endif
        return false;
#endif
#if SY_WITH_SIM
    case SY_BACKEND_SIM: /* sim does not implement mish (backends[sim]); fallback: cpu */
#if SY_WITH_CPU
        return SY__ROUTE(r, SY_BACKEND_CPU, ew, sy_k_cpu_mish);
#endif
        return false;
#endif
#if SY_WITH_OPENCL
    case SY_BACKEND_OPENCL: /* opencl implements mish for f32 f64 (backends[opencl].ops); fallback: cpu */
        if (SY__DTYPE_IN(dt, SY__DT_F32 | SY__DT_F64)) return SY__ROUTE(r, SY_BACKEND_OPENCL, ew, sy_k_opencl_mish);
#if SY_WITH_CPU
        return SY__ROUTE(r, SY_BACKEND_CPU, ew, sy_k_cpu_mish);
#endif
        return false;
#endif
#if SY_WITH_VULKAN
    case SY_BACKEND_VULKAN: /* vulkan does not implement mish (backends[vulkan]); fallback: cpu */
#if SY_WITH_CPU
        return SY__ROUTE(r, SY_BACKEND_CPU, ew, sy_k_cpu_mish);
#endif
        return false;
#endif
    default:
        return false;
    }
}

/* add (ops[add]) */
static bool sy__route_add(sy_backend b, sy_dtype dt, sy__route *r)
{
    (void)dt;
    switch (b) {
#if SY_WITH_CPU
    case SY_BACKEND_CPU: /* cpu implements add for f32 f64 i32 i64 u8 i8 i16 f16 bf16 u16 u32 u64 (backends[cpu].ops) */
        return SY__ROUTE(r, SY_BACKEND_CPU, ew, sy_k_cpu_add);
#endif
#if SY_WITH_SIMD
    case SY_BACKEND_SIMD: /* simd implements add for f32 f64 i32 i64 (backends[simd].ops.add); fallback: cpu */
        if (SY__DTYPE_IN(dt, SY__DT_F32 | SY__DT_F64 | SY__DT_I32 | SY__DT_I64)) return SY__ROUTE(r, SY_BACKEND_SIMD, ew, sy_k_simd_add);
#if SY_WITH_CPU
        return SY__ROUTE(r, SY_BACKEND_CPU, ew, sy_k_cpu_add);
#endif
        return false;
#endif
#if SY_WITH_BLAS
    case SY_BACKEND_BLAS: /* blas does not implement add (backends[blas]); fallback: simd -> cpu */
#if SY_WITH_SIMD
        if (SY__DTYPE_IN(dt, SY__DT_F32 | SY__DT_F64 | SY__DT_I32 | SY__DT_I64)) return SY__ROUTE(r, SY_BACKEND_SIMD, ew, sy_k_simd_add);
#endif
#if SY_WITH_CPU
        return SY__ROUTE(r, SY_BACKEND_CPU, ew, sy_k_cpu_add);
#endif
        return false;
#endif
#if SY_WITH_SIM
    case SY_BACKEND_SIM: /* sim does not implement add (backends[sim]); fallback: cpu */
#if SY_WITH_CPU
        return SY__ROUTE(r, SY_BACKEND_CPU, ew, sy_k_cpu_add);
#endif
        return false;
#endif
#if SY_WITH_OPENCL
    case SY_BACKEND_OPENCL: /* opencl implements add for f32 f64 i32 i64 f16 (backends[opencl].ops); fallback: cpu */
        if (SY__DTYPE_IN(dt, SY__DT_F32 | SY__DT_F64 | SY__DT_I32 | SY__DT_I64 | SY__DT_F16)) return SY__ROUTE(r, SY_BACKEND_OPENCL, ew, sy_k_opencl_add);
#if SY_WITH_CPU
        return SY__ROUTE(r, SY_BACKEND_CPU, ew, sy_k_cpu_add);
#endif
        return false;
#endif
#if SY_WITH_VULKAN
    case SY_BACKEND_VULKAN: /* vulkan implements add for f32 i32 f16 (backends[vulkan].ops); fallback: cpu */
        if (SY__DTYPE_IN(dt, SY__DT_F32 | SY__DT_I32 | SY__DT_F16)) return SY__ROUTE(r, SY_BACKEND_VULKAN, ew, sy_k_vulkan_add);
#if SY_WITH_CPU
        return SY__ROUTE(r, SY_BACKEND_CPU, ew, sy_k_cpu_add);
#endif
        return false;
#endif
    default:
        return false;
    }
}

/* sub (ops[sub]) */
static bool sy__route_sub(sy_backend b, sy_dtype dt, sy__route *r)
{
    (void)dt;
    switch (b) {
#if SY_WITH_CPU
    case SY_BACKEND_CPU: /* cpu implements sub for f32 f64 i32 i64 u8 i8 i16 f16 bf16 u16 u32 u64 (backends[cpu].ops) */
        return SY__ROUTE(r, SY_BACKEND_CPU, ew, sy_k_cpu_sub);
#endif
#if SY_WITH_SIMD
    case SY_BACKEND_SIMD: /* simd implements sub for f32 f64 i32 i64 (backends[simd].ops.sub); fallback: cpu */
        if (SY__DTYPE_IN(dt, SY__DT_F32 | SY__DT_F64 | SY__DT_I32 | SY__DT_I64)) return SY__ROUTE(r, SY_BACKEND_SIMD, ew, sy_k_simd_sub);
#if SY_WITH_CPU
        return SY__ROUTE(r, SY_BACKEND_CPU, ew, sy_k_cpu_sub);
#endif
        return false;
#endif
#if SY_WITH_BLAS
    case SY_BACKEND_BLAS: /* blas does not implement sub (backends[blas]); fallback: simd -> cpu */
#if SY_WITH_SIMD
        if (SY__DTYPE_IN(dt, SY__DT_F32 | SY__DT_F64 | SY__DT_I32 | SY__DT_I64)) return SY__ROUTE(r, SY_BACKEND_SIMD, ew, sy_k_simd_sub);
#endif
#if SY_WITH_CPU
        return SY__ROUTE(r, SY_BACKEND_CPU, ew, sy_k_cpu_sub);
#endif
        return false;
#endif
#if SY_WITH_SIM
    case SY_BACKEND_SIM: /* sim does not implement sub (backends[sim]); fallback: cpu */
#if SY_WITH_CPU
        return SY__ROUTE(r, SY_BACKEND_CPU, ew, sy_k_cpu_sub);
#endif
        return false;
#endif
#if SY_WITH_OPENCL
    case SY_BACKEND_OPENCL: /* opencl implements sub for f32 f64 i32 i64 f16 (backends[opencl].ops); fallback: cpu */
        if (SY__DTYPE_IN(dt, SY__DT_F32 | SY__DT_F64 | SY__DT_I32 | SY__DT_I64 | SY__DT_F16)) return SY__ROUTE(r, SY_BACKEND_OPENCL, ew, sy_k_opencl_sub);
#if SY_WITH_CPU
        return SY__ROUTE(r, SY_BACKEND_CPU, ew, sy_k_cpu_sub);
#endif
        return false;
#endif
#if SY_WITH_VULKAN
    case SY_BACKEND_VULKAN: /* vulkan implements sub for f32 i32 f16 (backends[vulkan].ops); fallback: cpu */
        if (SY__DTYPE_IN(dt, SY__DT_F32 | SY__DT_I32 | SY__DT_F16)) return SY__ROUTE(r, SY_BACKEND_VULKAN, ew, sy_k_vulkan_sub);
#if SY_WITH_CPU
        return SY__ROUTE(r, SY_BACKEND_CPU, ew, sy_k_cpu_sub);
#endif
        return false;
#endif
    default:
        return false;
    }
}

/* mul (ops[mul]) */
static bool sy__route_mul(sy_backend b, sy_dtype dt, sy__route *r)
{
    (void)dt;
    switch (b) {
#if SY_WITH_CPU
    case SY_BACKEND_CPU: /* cpu implements mul for f32 f64 i32 i64 u8 i8 i16 f16 bf16 u16 u32 u64 (backends[cpu].ops) */
        return SY__ROUTE(r, SY_BACKEND_CPU, ew, sy_k_cpu_mul);
#endif
#if SY_WITH_SIMD
    case SY_BACKEND_SIMD: /* simd implements mul for f32 f64 i32 i64 (backends[simd].ops.mul); fallback: cpu */
        if (SY__DTYPE_IN(dt, SY__DT_F32 | SY__DT_F64 | SY__DT_I32 | SY__DT_I64)) return SY__ROUTE(r, SY_BACKEND_SIMD, ew, sy_k_simd_mul);
#if SY_WITH_CPU
        return SY__ROUTE(r, SY_BACKEND_CPU, ew, sy_k_cpu_mul);
#endif
        return false;
#endif
#if SY_WITH_BLAS
    case SY_BACKEND_BLAS: /* blas does not implement mul (backends[blas]); fallback: simd -> cpu */
#if SY_WITH_SIMD
        if (SY__DTYPE_IN(dt, SY__DT_F32 | SY__DT_F64 | SY__DT_I32 | SY__DT_I64)) return SY__ROUTE(r, SY_BACKEND_SIMD, ew, sy_k_simd_mul);
#endif
#if SY_WITH_CPU
        return SY__ROUTE(r, SY_BACKEND_CPU, ew, sy_k_cpu_mul);
#endif
        return false;
#endif
#if SY_WITH_SIM
    case SY_BACKEND_SIM: /* sim does not implement mul (backends[sim]); fallback: cpu */
#if SY_WITH_CPU
        return SY__ROUTE(r, SY_BACKEND_CPU, ew, sy_k_cpu_mul);
#endif
        return false;
#endif
#if SY_WITH_OPENCL
    case SY_BACKEND_OPENCL: /* opencl implements mul for f32 f64 i32 i64 f16 (backends[opencl].ops); fallback: cpu */
        if (SY__DTYPE_IN(dt, SY__DT_F32 | SY__DT_F64 | SY__DT_I32 | SY__DT_I64 | SY__DT_F16)) return SY__ROUTE(r, SY_BACKEND_OPENCL, ew, sy_k_opencl_mul);
#if SY_WITH_CPU
        return SY__ROUTE(r, SY_BACKEND_CPU, ew, sy_k_cpu_mul);
#endif
        return false;
#endif
#if SY_WITH_VULKAN
    case SY_BACKEND_VULKAN: /* vulkan implements mul for f32 i32 f16 (backends[vulkan].ops); fallback: cpu */
        if (SY__DTYPE_IN(dt, SY__DT_F32 | SY__DT_I32 | SY__DT_F16)) return SY__ROUTE(r, SY_BACKEND_VULKAN, ew, sy_k_vulkan_mul);
#if SY_WITH_CPU
        return SY__ROUTE(r, SY_BACKEND_CPU, ew, sy_k_cpu_mul);
#endif
        return false;
#endif
    default:
        return false;
    }
}

/* div (ops[div]) */
static bool sy__route_div(sy_backend b, sy_dtype dt, sy__route *r)
{
    (void)dt;
    switch (b) {
#if SY_WITH_CPU
    case SY_BACKEND_CPU: /* cpu implements div for f32 f64 i32 i64 u8 i8 i16 f16 bf16 u16 u32 u64 (backends[cpu].ops) */
        return SY__ROUTE(r, SY_BACKEND_CPU, ew, sy_k_cpu_div);
#endif
#if SY_WITH_SIMD
    case SY_BACKEND_SIMD: /* simd implements div for f32 f64 (backends[simd].ops.div); fallback: cpu */
        if (SY__DTYPE_IN(dt, SY__DT_F32 | SY__DT_F64)) return SY__ROUTE(r, SY_BACKEND_SIMD, ew, sy_k_simd_div);
#if SY_WITH_CPU
        return SY__ROUTE(r, SY_BACKEND_CPU, ew, sy_k_cpu_div);
#endif
        return false;
#endif
#if SY_WITH_BLAS
    case SY_BACKEND_BLAS: /* blas does not implement div (backends[blas]); fallback: simd -> cpu */
#if SY_WITH_SIMD
        if (SY__DTYPE_IN(dt, SY__DT_F32 | SY__DT_F64)) return SY__ROUTE(r, SY_BACKEND_SIMD, ew, sy_k_simd_div);
#endif
#if SY_WITH_CPU
        return SY__ROUTE(r, SY_BACKEND_CPU, ew, sy_k_cpu_div);
#endif
        return false;
#endif
#if SY_WITH_SIM
    case SY_BACKEND_SIM: /* sim does not implement div (backends[sim]); fallback: cpu */
#if SY_WITH_CPU
        return SY__ROUTE(r, SY_BACKEND_CPU, ew, sy_k_cpu_div);
#endif
        return false;
#endif
#if SY_WITH_OPENCL
    case SY_BACKEND_OPENCL: /* opencl implements div for f32 f64 i32 i64 (backends[opencl].ops); fallback: cpu */
        if (SY__DTYPE_IN(dt, SY__DT_F32 | SY__DT_F64 | SY__DT_I32 | SY__DT_I64)) return SY__ROUTE(r, SY_BACKEND_OPENCL, ew, sy_k_opencl_div);
#if SY_WITH_CPU
        return SY__ROUTE(r, SY_BACKEND_CPU, ew, sy_k_cpu_div);
#endif
        return false;
#endif
#if SY_WITH_VULKAN
    case SY_BACKEND_VULKAN: /* vulkan implements div for f32 (backends[vulkan].ops); fallback: cpu */
        if (SY__DTYPE_IN(dt, SY__DT_F32)) return SY__ROUTE(r, SY_BACKEND_VULKAN, ew, sy_k_vulkan_div);
#if SY_WITH_CPU
        return SY__ROUTE(r, SY_BACKEND_CPU, ew, sy_k_cpu_div);
#endif
        return false;
#endif
    default:
        return false;
    }
}

/* maximum (ops[maximum]) */
static bool sy__route_maximum(sy_backend b, sy_dtype dt, sy__route *r)
{
    (void)dt;
    switch (b) {
#if SY_WITH_CPU
    case SY_BACKEND_CPU: /* cpu implements maximum for f32 f64 i32 i64 u8 i8 i16 f16 bf16 u16 u32 u64 (backends[cpu].ops) */
        return SY__ROUTE(r, SY_BACKEND_CPU, ew, sy_k_cpu_maximum);
#endif
#if SY_WITH_SIMD
    case SY_BACKEND_SIMD: /* simd implements maximum for f32 f64 i32 i64 (backends[simd].ops.maximum); fallback: cpu */
        if (SY__DTYPE_IN(dt, SY__DT_F32 | SY__DT_F64 | SY__DT_I32 | SY__DT_I64)) return SY__ROUTE(r, SY_BACKEND_SIMD, ew, sy_k_simd_maximum);
#if SY_WITH_CPU
        return SY__ROUTE(r, SY_BACKEND_CPU, ew, sy_k_cpu_maximum);
#endif
        return false;
#endif
#if SY_WITH_BLAS
    case SY_BACKEND_BLAS: /* blas does not implement maximum (backends[blas]); fallback: simd -> cpu */
#if SY_WITH_SIMD
        if (SY__DTYPE_IN(dt, SY__DT_F32 | SY__DT_F64 | SY__DT_I32 | SY__DT_I64)) return SY__ROUTE(r, SY_BACKEND_SIMD, ew, sy_k_simd_maximum);
#endif
#if SY_WITH_CPU
        return SY__ROUTE(r, SY_BACKEND_CPU, ew, sy_k_cpu_maximum);
#endif
        return false;
#endif
#if SY_WITH_SIM
    case SY_BACKEND_SIM: /* sim does not implement maximum (backends[sim]); fallback: cpu */
#if SY_WITH_CPU
        return SY__ROUTE(r, SY_BACKEND_CPU, ew, sy_k_cpu_maximum);
#endif
        return false;
#endif
#if SY_WITH_OPENCL
    case SY_BACKEND_OPENCL: /* opencl implements maximum for f32 f64 i32 i64 f16 (backends[opencl].ops); fallback: cpu */
        if (SY__DTYPE_IN(dt, SY__DT_F32 | SY__DT_F64 | SY__DT_I32 | SY__DT_I64 | SY__DT_F16)) return SY__ROUTE(r, SY_BACKEND_OPENCL, ew, sy_k_opencl_maximum);
#if SY_WITH_CPU
        return SY__ROUTE(r, SY_BACKEND_CPU, ew, sy_k_cpu_maximum);
#endif
        return false;
#endif
#if SY_WITH_VULKAN
    case SY_BACKEND_VULKAN: /* vulkan implements maximum for f32 i32 f16 (backends[vulkan].ops); fallback: cpu */
        if (SY__DTYPE_IN(dt, SY__DT_F32 | SY__DT_I32 | SY__DT_F16)) return SY__ROUTE(r, SY_BACKEND_VULKAN, ew, sy_k_vulkan_maximum);
#if SY_WITH_CPU
        return SY__ROUTE(r, SY_BACKEND_CPU, ew, sy_k_cpu_maximum);
#endif
        return false;
#endif
    default:
        return false;
    }
}

/* minimum (ops[minimum]) */
static bool sy__route_minimum(sy_backend b, sy_dtype dt, sy__route *r)
{
    (void)dt;
    switch (b) {
#if SY_WITH_CPU
    case SY_BACKEND_CPU: /* cpu implements minimum for f32 f64 i32 i64 u8 i8 i16 f16 bf16 u16 u32 u64 (backends[cpu].ops) */
        return SY__ROUTE(r, SY_BACKEND_CPU, ew, sy_k_cpu_minimum);
#endif
#if SY_WITH_SIMD
    case SY_BACKEND_SIMD: /* simd does not implement minimum (backends[simd]); fallback: cpu */
#if SY_WITH_CPU
        return SY__ROUTE(r, SY_BACKEND_CPU, ew, sy_k_cpu_minimum);
#endif
        return false;
#endif
#if SY_WITH_BLAS
    case SY_BACKEND_BLAS: /* blas does not implement minimum (backends[blas]); fallback: simd -> cpu */
#if SY_WITH_CPU
        return SY__ROUTE(r, SY_BACKEND_CPU, ew, sy_k_cpu_minimum);
#endif
        return false;
#endif
#if SY_WITH_SIM
    case SY_BACKEND_SIM: /* sim does not implement minimum (backends[sim]); fallback: cpu */
#if SY_WITH_CPU
        return SY__ROUTE(r, SY_BACKEND_CPU, ew, sy_k_cpu_minimum);
#endif
        return false;
#endif
#if SY_WITH_OPENCL
    case SY_BACKEND_OPENCL: /* opencl implements minimum for f32 f64 i32 i64 f16 (backends[opencl].ops); fallback: cpu */
        if (SY__DTYPE_IN(dt, SY__DT_F32 | SY__DT_F64 | SY__DT_I32 | SY__DT_I64 | SY__DT_F16)) return SY__ROUTE(r, SY_BACKEND_OPENCL, ew, sy_k_opencl_minimum);
#if SY_WITH_CPU
        return SY__ROUTE(r, SY_BACKEND_CPU, ew, sy_k_cpu_minimum);
#endif
        return false;
#endif
#if SY_WITH_VULKAN
    case SY_BACKEND_VULKAN: /* vulkan implements minimum for f32 i32 f16 (backends[vulkan].ops); fallback: cpu */
        if (SY__DTYPE_IN(dt, SY__DT_F32 | SY__DT_I32 | SY__DT_F16)) return SY__ROUTE(r, SY_BACKEND_VULKAN, ew, sy_k_vulkan_minimum);
#if SY_WITH_CPU
        return SY__ROUTE(r, SY_BACKEND_CPU, ew, sy_k_cpu_minimum);
#endif
        return false;
#endif
    default:
        return false;
    }
}

/* pow (ops[pow]) */
static bool sy__route_pow(sy_backend b, sy_dtype dt, sy__route *r)
{
    (void)dt;
    switch (b) {
#if SY_WITH_CPU
    case SY_BACKEND_CPU: /* cpu implements pow for f32 f64 i32 i64 u8 i8 i16 u16 u32 u64 (backends[cpu].ops) */
        return SY__ROUTE(r, SY_BACKEND_CPU, ew, sy_k_cpu_pow);
#endif
#if SY_WITH_SIMD
    case SY_BACKEND_SIMD: /* simd does not implement pow (backends[simd]); fallback: cpu */
#if SY_WITH_CPU
        return SY__ROUTE(r, SY_BACKEND_CPU, ew, sy_k_cpu_pow);
#endif
        return false;
#endif
#if SY_WITH_BLAS
    case SY_BACKEND_BLAS: /* blas does not implement pow (backends[blas]); fallback: simd -> cpu */
#if SY_WITH_CPU
        return SY__ROUTE(r, SY_BACKEND_CPU, ew, sy_k_cpu_pow);
#endif
        return false;
#endif
#if SY_WITH_SIM
    case SY_BACKEND_SIM: /* sim does not implement pow (backends[sim]); fallback: cpu */
#if SY_WITH_CPU
        return SY__ROUTE(r, SY_BACKEND_CPU, ew, sy_k_cpu_pow);
#endif
        return false;
#endif
#if SY_WITH_OPENCL
    case SY_BACKEND_OPENCL: /* opencl implements pow for f32 f64 i32 i64 (backends[opencl].ops); fallback: cpu */
        if (SY__DTYPE_IN(dt, SY__DT_F32 | SY__DT_F64 | SY__DT_I32 | SY__DT_I64)) return SY__ROUTE(r, SY_BACKEND_OPENCL, ew, sy_k_opencl_pow);
#if SY_WITH_CPU
        return SY__ROUTE(r, SY_BACKEND_CPU, ew, sy_k_cpu_pow);
#endif
        return false;
#endif
#if SY_WITH_VULKAN
    case SY_BACKEND_VULKAN: /* vulkan does not implement pow (backends[vulkan]); fallback: cpu */
#if SY_WITH_CPU
        return SY__ROUTE(r, SY_BACKEND_CPU, ew, sy_k_cpu_pow);
#endif
        return false;
#endif
    default:
        return false;
    }
}

/* mod (ops[mod]) */
static bool sy__route_mod(sy_backend b, sy_dtype dt, sy__route *r)
{
    (void)dt;
    switch (b) {
#if SY_WITH_CPU
    case SY_BACKEND_CPU: /* cpu implements mod for f32 f64 i32 i64 u8 i8 i16 u16 u32 u64 (backends[cpu].ops) */
        return SY__ROUTE(r, SY_BACKEND_CPU, ew, sy_k_cpu_mod);
#endif
#if SY_WITH_SIMD
    case SY_BACKEND_SIMD: /* simd does not implement mod (backends[simd]); fallback: cpu */
#if SY_WITH_CPU
        return SY__ROUTE(r, SY_BACKEND_CPU, ew, sy_k_cpu_mod);
#endif
        return false;
#endif
#if SY_WITH_BLAS
    case SY_BACKEND_BLAS: /* blas does not implement mod (backends[blas]); fallback: simd -> cpu */
#if SY_WITH_CPU
        return SY__ROUTE(r, SY_BACKEND_CPU, ew, sy_k_cpu_mod);
#endif
        return false;
#endif
#if SY_WITH_SIM
    case SY_BACKEND_SIM: /* sim does not implement mod (backends[sim]); fallback: cpu */
#if SY_WITH_CPU
        return SY__ROUTE(r, SY_BACKEND_CPU, ew, sy_k_cpu_mod);
#endif
        return false;
#endif
#if SY_WITH_OPENCL
    case SY_BACKEND_OPENCL: /* opencl implements mod for f32 f64 i32 i64 (backends[opencl].ops); fallback: cpu */
        if (SY__DTYPE_IN(dt, SY__DT_F32 | SY__DT_F64 | SY__DT_I32 | SY__DT_I64)) return SY__ROUTE(r, SY_BACKEND_OPENCL, ew, sy_k_opencl_mod);
#if SY_WITH_CPU
        return SY__ROUTE(r, SY_BACKEND_CPU, ew, sy_k_cpu_mod);
#endif
        return false;
#endif
#if SY_WITH_VULKAN
    case SY_BACKEND_VULKAN: /* vulkan does not implement mod (backends[vulkan]); fallback: cpu */
#if SY_WITH_CPU
        return SY__ROUTE(r, SY_BACKEND_CPU, ew, sy_k_cpu_mod);
#endif
        return false;
#endif
    default:
        return false;
    }
}

/* fmod (ops[fmod]) */
static bool sy__route_fmod(sy_backend b, sy_dtype dt, sy__route *r)
{
    (void)dt;
    switch (b) {
#if SY_WITH_CPU
    case SY_BACKEND_CPU: /* cpu implements fmod for f32 f64 i32 i64 u8 i8 i16 f16 bf16 u16 u32 u64 (backends[cpu].ops) */
        return SY__ROUTE(r, SY_BACKEND_CPU, ew, sy_k_cpu_fmod);
#endif
#if SY_WITH_SIMD
    case SY_BACKEND_SIMD: /* simd does not implement fmod (backends[simd]); fallback: cpu */
#if SY_WITH_CPU
        return SY__ROUTE(r, SY_BACKEND_CPU, ew, sy_k_cpu_fmod);
#endif
        return false;
#endif
#if SY_WITH_BLAS
    case SY_BACKEND_BLAS: /* blas does not implement fmod (backends[blas]); fallback: simd -> cpu */
#if SY_WITH_CPU
        return SY__ROUTE(r, SY_BACKEND_CPU, ew, sy_k_cpu_fmod);
#endif
        return false;
#endif
#if SY_WITH_SIM
    case SY_BACKEND_SIM: /* sim does not implement fmod (backends[sim]); fallback: cpu */
#if SY_WITH_CPU
        return SY__ROUTE(r, SY_BACKEND_CPU, ew, sy_k_cpu_fmod);
#endif
        return false;
#endif
#if SY_WITH_OPENCL
    case SY_BACKEND_OPENCL: /* opencl implements fmod for f32 f64 i32 i64 f16 (backends[opencl].ops); fallback: cpu */
        if (SY__DTYPE_IN(dt, SY__DT_F32 | SY__DT_F64 | SY__DT_I32 | SY__DT_I64 | SY__DT_F16)) return SY__ROUTE(r, SY_BACKEND_OPENCL, ew, sy_k_opencl_fmod);
#if SY_WITH_CPU
        return SY__ROUTE(r, SY_BACKEND_CPU, ew, sy_k_cpu_fmod);
#endif
        return false;
#endif
#if SY_WITH_VULKAN
    case SY_BACKEND_VULKAN: /* vulkan does not implement fmod (backends[vulkan]); fallback: cpu */
#if SY_WITH_CPU
        return SY__ROUTE(r, SY_BACKEND_CPU, ew, sy_k_cpu_fmod);
#endif
        return false;
#endif
    default:
        return false;
    }
}

/* logical_and (ops[logical_and]) */
static bool sy__route_logical_and(sy_backend b, sy_dtype dt, sy__route *r)
{
    (void)dt;
    switch (b) {
#if SY_WITH_CPU
    case SY_BACKEND_CPU: /* cpu implements logical_and for bool (backends[cpu].ops) */
        return SY__ROUTE(r, SY_BACKEND_CPU, ew, sy_k_cpu_logical_and);
#endif
#if SY_WITH_SIMD
    case SY_BACKEND_SIMD: /* simd does not implement logical_and (backends[simd]); fallback: cpu */
#if SY_WITH_CPU
        return SY__ROUTE(r, SY_BACKEND_CPU, ew, sy_k_cpu_logical_and);
#endif
        return false;
#endif
#if SY_WITH_BLAS
    case SY_BACKEND_BLAS: /* blas does not implement logical_and (backends[blas]); fallback: simd -> cpu */
#if SY_WITH_CPU
        return SY__ROUTE(r, SY_BACKEND_CPU, ew, sy_k_cpu_logical_and);
#endif
        return false;
#endif
#if SY_WITH_SIM
    case SY_BACKEND_SIM: /* sim does not implement logical_and (backends[sim]); fallback: cpu */
#if SY_WITH_CPU
        return SY__ROUTE(r, SY_BACKEND_CPU, ew, sy_k_cpu_logical_and);
#endif
        return false;
#endif
#if SY_WITH_OPENCL
    case SY_BACKEND_OPENCL: /* opencl implements logical_and for bool (backends[opencl].ops); fallback: cpu */
        return SY__ROUTE(r, SY_BACKEND_OPENCL, ew, sy_k_opencl_logical_and);
#endif
#if SY_WITH_VULKAN
    case SY_BACKEND_VULKAN: /* vulkan implements logical_and for bool (backends[vulkan].ops); fallback: cpu */
        return SY__ROUTE(r, SY_BACKEND_VULKAN, ew, sy_k_vulkan_logical_and);
#endif
    default:
        return false;
    }
}

/* logical_or (ops[logical_or]) */
static bool sy__route_logical_or(sy_backend b, sy_dtype dt, sy__route *r)
{
    (void)dt;
    switch (b) {
#if SY_WITH_CPU
    case SY_BACKEND_CPU: /* cpu implements logical_or for bool (backends[cpu].ops) */
        return SY__ROUTE(r, SY_BACKEND_CPU, ew, sy_k_cpu_logical_or);
#endif
#if SY_WITH_SIMD
    case SY_BACKEND_SIMD: /* simd does not implement logical_or (backends[simd]); fallback: cpu */
#if SY_WITH_CPU
        return SY__ROUTE(r, SY_BACKEND_CPU, ew, sy_k_cpu_logical_or);
#endif
        return false;
#endif
#if SY_WITH_BLAS
    case SY_BACKEND_BLAS: /* blas does not implement logical_or (backends[blas]); fallback: simd -> cpu */
#if SY_WITH_CPU
        return SY__ROUTE(r, SY_BACKEND_CPU, ew, sy_k_cpu_logical_or);
#endif
        return false;
#endif
#if SY_WITH_SIM
    case SY_BACKEND_SIM: /* sim does not implement logical_or (backends[sim]); fallback: cpu */
#if SY_WITH_CPU
        return SY__ROUTE(r, SY_BACKEND_CPU, ew, sy_k_cpu_logical_or);
#endif
        return false;
#endif
#if SY_WITH_OPENCL
    case SY_BACKEND_OPENCL: /* opencl implements logical_or for bool (backends[opencl].ops); fallback: cpu */
        return SY__ROUTE(r, SY_BACKEND_OPENCL, ew, sy_k_opencl_logical_or);
#endif
#if SY_WITH_VULKAN
    case SY_BACKEND_VULKAN: /* vulkan implements logical_or for bool (backends[vulkan].ops); fallback: cpu */
        return SY__ROUTE(r, SY_BACKEND_VULKAN, ew, sy_k_vulkan_logical_or);
#endif
    default:
        return false;
    }
}

/* logical_xor (ops[logical_xor]) */
static bool sy__route_logical_xor(sy_backend b, sy_dtype dt, sy__route *r)
{
    (void)dt;
    switch (b) {
#if SY_WITH_CPU
    case SY_BACKEND_CPU: /* cpu implements logical_xor for bool (backends[cpu].ops) */
        return SY__ROUTE(r, SY_BACKEND_CPU, ew, sy_k_cpu_logical_xor);
#endif
#if SY_WITH_SIMD
    case SY_BACKEND_SIMD: /* simd does not implement logical_xor (backends[simd]); fallback: cpu */
#if SY_WITH_CPU
        return SY__ROUTE(r, SY_BACKEND_CPU, ew, sy_k_cpu_logical_xor);
#endif
        return false;
#endif
#if SY_WITH_BLAS
    case SY_BACKEND_BLAS: /* blas does not implement logical_xor (backends[blas]); fallback: simd -> cpu */
#if SY_WITH_CPU
        return SY__ROUTE(r, SY_BACKEND_CPU, ew, sy_k_cpu_logical_xor);
#endif
        return false;
#endif
#if SY_WITH_SIM
    case SY_BACKEND_SIM: /* sim does not implement logical_xor (backends[sim]); fallback: cpu */
#if SY_WITH_CPU
        return SY__ROUTE(r, SY_BACKEND_CPU, ew, sy_k_cpu_logical_xor);
#endif
        return false;
#endif
#if SY_WITH_OPENCL
    case SY_BACKEND_OPENCL: /* opencl implements logical_xor for bool (backends[opencl].ops); fallback: cpu */
        return SY__ROUTE(r, SY_BACKEND_OPENCL, ew, sy_k_opencl_logical_xor);
#endif
#if SY_WITH_VULKAN
    case SY_BACKEND_VULKAN: /* vulkan implements logical_xor for bool (backends[vulkan].ops); fallback: cpu */
        return SY__ROUTE(r, SY_BACKEND_VULKAN, ew, sy_k_vulkan_logical_xor);
#endif
    default:
        return false;
    }
}

/* bitwise_and (ops[bitwise_and]) */
static bool sy__route_bitwise_and(sy_backend b, sy_dtype dt, sy__route *r)
{
    (void)dt;
    switch (b) {
#if SY_WITH_CPU
    case SY_BACKEND_CPU: /* cpu implements bitwise_and for i32 i64 u8 i8 i16 u16 u32 u64 (backends[cpu].ops) */
        return SY__ROUTE(r, SY_BACKEND_CPU, ew, sy_k_cpu_bitwise_and);
#endif
#if SY_WITH_SIMD
    case SY_BACKEND_SIMD: /* simd does not implement bitwise_and (backends[simd]); fallback: cpu */
#if SY_WITH_CPU
        return SY__ROUTE(r, SY_BACKEND_CPU, ew, sy_k_cpu_bitwise_and);
#endif
        return false;
#endif
#if SY_WITH_BLAS
    case SY_BACKEND_BLAS: /* blas does not implement bitwise_and (backends[blas]); fallback: simd -> cpu */
#if SY_WITH_CPU
        return SY__ROUTE(r, SY_BACKEND_CPU, ew, sy_k_cpu_bitwise_and);
#endif
        return false;
#endif
#if SY_WITH_SIM
    case SY_BACKEND_SIM: /* sim does not implement bitwise_and (backends[sim]); fallback: cpu */
#if SY_WITH_CPU
        return SY__ROUTE(r, SY_BACKEND_CPU, ew, sy_k_cpu_bitwise_and);
#endif
        return false;
#endif
#if SY_WITH_OPENCL
    case SY_BACKEND_OPENCL: /* opencl implements bitwise_and for i32 i64 (backends[opencl].ops); fallback: cpu */
        if (SY__DTYPE_IN(dt, SY__DT_I32 | SY__DT_I64)) return SY__ROUTE(r, SY_BACKEND_OPENCL, ew, sy_k_opencl_bitwise_and);
#if SY_WITH_CPU
        return SY__ROUTE(r, SY_BACKEND_CPU, ew, sy_k_cpu_bitwise_and);
#endif
        return false;
#endif
#if SY_WITH_VULKAN
    case SY_BACKEND_VULKAN: /* vulkan implements bitwise_and for i32 (backends[vulkan].ops); fallback: cpu */
        if (SY__DTYPE_IN(dt, SY__DT_I32)) return SY__ROUTE(r, SY_BACKEND_VULKAN, ew, sy_k_vulkan_bitwise_and);
#if SY_WITH_CPU
        return SY__ROUTE(r, SY_BACKEND_CPU, ew, sy_k_cpu_bitwise_and);
#endif
        return false;
#endif
    default:
        return false;
    }
}

/* bitwise_or (ops[bitwise_or]) */
static bool sy__route_bitwise_or(sy_backend b, sy_dtype dt, sy__route *r)
{
    (void)dt;
    switch (b) {
#if SY_WITH_CPU
    case SY_BACKEND_CPU: /* cpu implements bitwise_or for i32 i64 u8 i8 i16 u16 u32 u64 (backends[cpu].ops) */
        return SY__ROUTE(r, SY_BACKEND_CPU, ew, sy_k_cpu_bitwise_or);
#endif
#if SY_WITH_SIMD
    case SY_BACKEND_SIMD: /* simd does not implement bitwise_or (backends[simd]); fallback: cpu */
#if SY_WITH_CPU
        return SY__ROUTE(r, SY_BACKEND_CPU, ew, sy_k_cpu_bitwise_or);
#endif
        return false;
#endif
#if SY_WITH_BLAS
    case SY_BACKEND_BLAS: /* blas does not implement bitwise_or (backends[blas]); fallback: simd -> cpu */
#if SY_WITH_CPU
        return SY__ROUTE(r, SY_BACKEND_CPU, ew, sy_k_cpu_bitwise_or);
#endif
        return false;
#endif
#if SY_WITH_SIM
    case SY_BACKEND_SIM: /* sim does not implement bitwise_or (backends[sim]); fallback: cpu */
#if SY_WITH_CPU
        return SY__ROUTE(r, SY_BACKEND_CPU, ew, sy_k_cpu_bitwise_or);
#endif
        return false;
#endif
#if SY_WITH_OPENCL
    case SY_BACKEND_OPENCL: /* opencl implements bitwise_or for i32 i64 (backends[opencl].ops); fallback: cpu */
        if (SY__DTYPE_IN(dt, SY__DT_I32 | SY__DT_I64)) return SY__ROUTE(r, SY_BACKEND_OPENCL, ew, sy_k_opencl_bitwise_or);
#if SY_WITH_CPU
        return SY__ROUTE(r, SY_BACKEND_CPU, ew, sy_k_cpu_bitwise_or);
#endif
        return false;
#endif
#if SY_WITH_VULKAN
    case SY_BACKEND_VULKAN: /* vulkan implements bitwise_or for i32 (backends[vulkan].ops); fallback: cpu */
        if (SY__DTYPE_IN(dt, SY__DT_I32)) return SY__ROUTE(r, SY_BACKEND_VULKAN, ew, sy_k_vulkan_bitwise_or);
#if SY_WITH_CPU
        return SY__ROUTE(r, SY_BACKEND_CPU, ew, sy_k_cpu_bitwise_or);
#endif
        return false;
#endif
    default:
        return false;
    }
}

/* bitwise_xor (ops[bitwise_xor]) */
static bool sy__route_bitwise_xor(sy_backend b, sy_dtype dt, sy__route *r)
{
    (void)dt;
    switch (b) {
#if SY_WITH_CPU
    case SY_BACKEND_CPU: /* cpu implements bitwise_xor for i32 i64 u8 i8 i16 u16 u32 u64 (backends[cpu].ops) */
        return SY__ROUTE(r, SY_BACKEND_CPU, ew, sy_k_cpu_bitwise_xor);
#endif
#if SY_WITH_SIMD
    case SY_BACKEND_SIMD: /* simd does not implement bitwise_xor (backends[simd]); fallback: cpu */
#if SY_WITH_CPU
        return SY__ROUTE(r, SY_BACKEND_CPU, ew, sy_k_cpu_bitwise_xor);
#endif
        return false;
#endif
#if SY_WITH_BLAS
    case SY_BACKEND_BLAS: /* blas does not implement bitwise_xor (backends[blas]); fallback: simd -> cpu */
#if SY_WITH_CPU
        return SY__ROUTE(r, SY_BACKEND_CPU, ew, sy_k_cpu_bitwise_xor);
#endif
        return false;
#endif
#if SY_WITH_SIM
    case SY_BACKEND_SIM: /* sim does not implement bitwise_xor (backends[sim]); fallback: cpu */
#if SY_WITH_CPU
        return SY__ROUTE(r, SY_BACKEND_CPU, ew, sy_k_cpu_bitwise_xor);
#endif
        return false;
#endif
#if SY_WITH_OPENCL
    case SY_BACKEND_OPENCL: /* opencl implements bitwise_xor for i32 i64 (backends[opencl].ops); fallback: cpu */
        if (SY__DTYPE_IN(dt, SY__DT_I32 | SY__DT_I64)) return SY__ROUTE(r, SY_BACKEND_OPENCL, ew, sy_k_opencl_bitwise_xor);
#if SY_WITH_CPU
        return SY__ROUTE(r, SY_BACKEND_CPU, ew, sy_k_cpu_bitwise_xor);
#endif
        return false;
#endif
#if SY_WITH_VULKAN
    case SY_BACKEND_VULKAN: /* vulkan implements bitwise_xor for i32 (backends[vulkan].ops); fallback: cpu */
        if (SY__DTYPE_IN(dt, SY__DT_I32)) return SY__ROUTE(r, SY_BACKEND_VULKAN, ew, sy_k_vulkan_bitwise_xor);
#if SY_WITH_CPU
        return SY__ROUTE(r, SY_BACKEND_CPU, ew, sy_k_cpu_bitwise_xor);
#endif
        return false;
#endif
    default:
        return false;
    }
}

/* shift_left (ops[shift_left]) */
static bool sy__route_shift_left(sy_backend b, sy_dtype dt, sy__route *r)
{
    (void)dt;
    switch (b) {
#if SY_WITH_CPU
    case SY_BACKEND_CPU: /* cpu implements shift_left for u8 u16 u32 u64 (backends[cpu].ops) */
        return SY__ROUTE(r, SY_BACKEND_CPU, ew, sy_k_cpu_shift_left);
#endif
#if SY_WITH_SIMD
    case SY_BACKEND_SIMD: /* simd does not implement shift_left (backends[simd]); fallback: cpu */
#if SY_WITH_CPU
        return SY__ROUTE(r, SY_BACKEND_CPU, ew, sy_k_cpu_shift_left);
#endif
        return false;
#endif
#if SY_WITH_BLAS
    case SY_BACKEND_BLAS: /* blas does not implement shift_left (backends[blas]); fallback: simd -> cpu */
#if SY_WITH_CPU
        return SY__ROUTE(r, SY_BACKEND_CPU, ew, sy_k_cpu_shift_left);
#endif
        return false;
#endif
#if SY_WITH_SIM
    case SY_BACKEND_SIM: /* sim does not implement shift_left (backends[sim]); fallback: cpu */
#if SY_WITH_CPU
        return SY__ROUTE(r, SY_BACKEND_CPU, ew, sy_k_cpu_shift_left);
#endif
        return false;
#endif
#if SY_WITH_OPENCL
    case SY_BACKEND_OPENCL: /* opencl implements shift_left for u8 (backends[opencl].ops); fallback: cpu */
        if (SY__DTYPE_IN(dt, SY__DT_U8)) return SY__ROUTE(r, SY_BACKEND_OPENCL, ew, sy_k_opencl_shift_left);
#if SY_WITH_CPU
        return SY__ROUTE(r, SY_BACKEND_CPU, ew, sy_k_cpu_shift_left);
#endif
        return false;
#endif
#if SY_WITH_VULKAN
    case SY_BACKEND_VULKAN: /* vulkan does not implement shift_left (backends[vulkan]); fallback: cpu */
#if SY_WITH_CPU
        return SY__ROUTE(r, SY_BACKEND_CPU, ew, sy_k_cpu_shift_left);
#endif
        return false;
#endif
    default:
        return false;
    }
}

/* shift_right (ops[shift_right]) */
static bool sy__route_shift_right(sy_backend b, sy_dtype dt, sy__route *r)
{
    (void)dt;
    switch (b) {
#if SY_WITH_CPU
    case SY_BACKEND_CPU: /* cpu implements shift_right for u8 u16 u32 u64 (backends[cpu].ops) */
        return SY__ROUTE(r, SY_BACKEND_CPU, ew, sy_k_cpu_shift_right);
#endif
#if SY_WITH_SIMD
    case SY_BACKEND_SIMD: /* simd does not implement shift_right (backends[simd]); fallback: cpu */
#if SY_WITH_CPU
        return SY__ROUTE(r, SY_BACKEND_CPU, ew, sy_k_cpu_shift_right);
#endif
        return false;
#endif
#if SY_WITH_BLAS
    case SY_BACKEND_BLAS: /* blas does not implement shift_right (backends[blas]); fallback: simd -> cpu */
#if SY_WITH_CPU
        return SY__ROUTE(r, SY_BACKEND_CPU, ew, sy_k_cpu_shift_right);
#endif
        return false;
#endif
#if SY_WITH_SIM
    case SY_BACKEND_SIM: /* sim does not implement shift_right (backends[sim]); fallback: cpu */
#if SY_WITH_CPU
        return SY__ROUTE(r, SY_BACKEND_CPU, ew, sy_k_cpu_shift_right);
#endif
        return false;
#endif
#if SY_WITH_OPENCL
    case SY_BACKEND_OPENCL: /* opencl implements shift_right for u8 (backends[opencl].ops); fallback: cpu */
        if (SY__DTYPE_IN(dt, SY__DT_U8)) return SY__ROUTE(r, SY_BACKEND_OPENCL, ew, sy_k_opencl_shift_right);
#if SY_WITH_CPU
        return SY__ROUTE(r, SY_BACKEND_CPU, ew, sy_k_cpu_shift_right);
#endif
        return false;
#endif
#if SY_WITH_VULKAN
    case SY_BACKEND_VULKAN: /* vulkan does not implement shift_right (backends[vulkan]); fallback: cpu */
#if SY_WITH_CPU
        return SY__ROUTE(r, SY_BACKEND_CPU, ew, sy_k_cpu_shift_right);
#endif
        return false;
#endif
    default:
        return false;
    }
}

/* eq (ops[eq]) */
static bool sy__route_eq(sy_backend b, sy_dtype dt, sy__route *r)
{
    (void)dt;
    switch (b) {
#if SY_WITH_CPU
    case SY_BACKEND_CPU: /* cpu implements eq for f32 f64 i32 i64 bool u8 i8 i16 f16 bf16 u16 u32 u64 (backends[cpu].ops) */
        return SY__ROUTE(r, SY_BACKEND_CPU, ew, sy_k_cpu_eq);
#endif
#if SY_WITH_SIMD
    case SY_BACKEND_SIMD: /* simd implements eq for f32 f64 i32 i64 bool (backends[simd].ops.eq); fallback: cpu */
        if (SY__DTYPE_IN(dt, SY__DT_F32 | SY__DT_F64 | SY__DT_I32 | SY__DT_I64 | SY__DT_BOOL)) return SY__ROUTE(r, SY_BACKEND_SIMD, ew, sy_k_simd_eq);
#if SY_WITH_CPU
        return SY__ROUTE(r, SY_BACKEND_CPU, ew, sy_k_cpu_eq);
#endif
        return false;
#endif
#if SY_WITH_BLAS
    case SY_BACKEND_BLAS: /* blas does not implement eq (backends[blas]); fallback: simd -> cpu */
#if SY_WITH_SIMD
        if (SY__DTYPE_IN(dt, SY__DT_F32 | SY__DT_F64 | SY__DT_I32 | SY__DT_I64 | SY__DT_BOOL)) return SY__ROUTE(r, SY_BACKEND_SIMD, ew, sy_k_simd_eq);
#endif
#if SY_WITH_CPU
        return SY__ROUTE(r, SY_BACKEND_CPU, ew, sy_k_cpu_eq);
#endif
        return false;
#endif
#if SY_WITH_SIM
    case SY_BACKEND_SIM: /* sim does not implement eq (backends[sim]); fallback: cpu */
#if SY_WITH_CPU
        return SY__ROUTE(r, SY_BACKEND_CPU, ew, sy_k_cpu_eq);
#endif
        return false;
#endif
#if SY_WITH_OPENCL
    case SY_BACKEND_OPENCL: /* opencl implements eq for f32 f64 i32 i64 bool f16 (backends[opencl].ops); fallback: cpu */
        if (SY__DTYPE_IN(dt, SY__DT_F32 | SY__DT_F64 | SY__DT_I32 | SY__DT_I64 | SY__DT_BOOL | SY__DT_F16)) return SY__ROUTE(r, SY_BACKEND_OPENCL, ew, sy_k_opencl_eq);
#if SY_WITH_CPU
        return SY__ROUTE(r, SY_BACKEND_CPU, ew, sy_k_cpu_eq);
#endif
        return false;
#endif
#if SY_WITH_VULKAN
    case SY_BACKEND_VULKAN: /* vulkan implements eq for f32 i32 bool f16 (backends[vulkan].ops); fallback: cpu */
        if (SY__DTYPE_IN(dt, SY__DT_F32 | SY__DT_I32 | SY__DT_BOOL | SY__DT_F16)) return SY__ROUTE(r, SY_BACKEND_VULKAN, ew, sy_k_vulkan_eq);
#if SY_WITH_CPU
        return SY__ROUTE(r, SY_BACKEND_CPU, ew, sy_k_cpu_eq);
#endif
        return false;
#endif
    default:
        return false;
    }
}

/* lt (ops[lt]) */
static bool sy__route_lt(sy_backend b, sy_dtype dt, sy__route *r)
{
    (void)dt;
    switch (b) {
#if SY_WITH_CPU
    case SY_BACKEND_CPU: /* cpu implements lt for f32 f64 i32 i64 bool u8 i8 i16 f16 bf16 u16 u32 u64 (backends[cpu].ops) */
        return SY__ROUTE(r, SY_BACKEND_CPU, ew, sy_k_cpu_lt);
#endif
#if SY_WITH_SIMD
    case SY_BACKEND_SIMD: /* simd implements lt for f32 f64 i32 i64 bool (backends[simd].ops.lt); fallback: cpu */
        if (SY__DTYPE_IN(dt, SY__DT_F32 | SY__DT_F64 | SY__DT_I32 | SY__DT_I64 | SY__DT_BOOL)) return SY__ROUTE(r, SY_BACKEND_SIMD, ew, sy_k_simd_lt);
#if SY_WITH_CPU
        return SY__ROUTE(r, SY_BACKEND_CPU, ew, sy_k_cpu_lt);
#endif
        return false;
#endif
#if SY_WITH_BLAS
    case SY_BACKEND_BLAS: /* blas does not implement lt (backends[blas]); fallback: simd -> cpu */
#if SY_WITH_SIMD
        if (SY__DTYPE_IN(dt, SY__DT_F32 | SY__DT_F64 | SY__DT_I32 | SY__DT_I64 | SY__DT_BOOL)) return SY__ROUTE(r, SY_BACKEND_SIMD, ew, sy_k_simd_lt);
#endif
#if SY_WITH_CPU
        return SY__ROUTE(r, SY_BACKEND_CPU, ew, sy_k_cpu_lt);
#endif
        return false;
#endif
#if SY_WITH_SIM
    case SY_BACKEND_SIM: /* sim does not implement lt (backends[sim]); fallback: cpu */
#if SY_WITH_CPU
        return SY__ROUTE(r, SY_BACKEND_CPU, ew, sy_k_cpu_lt);
#endif
        return false;
#endif
#if SY_WITH_OPENCL
    case SY_BACKEND_OPENCL: /* opencl implements lt for f32 f64 i32 i64 bool f16 (backends[opencl].ops); fallback: cpu */
        if (SY__DTYPE_IN(dt, SY__DT_F32 | SY__DT_F64 | SY__DT_I32 | SY__DT_I64 | SY__DT_BOOL | SY__DT_F16)) return SY__ROUTE(r, SY_BACKEND_OPENCL, ew, sy_k_opencl_lt);
#if SY_WITH_CPU
        return SY__ROUTE(r, SY_BACKEND_CPU, ew, sy_k_cpu_lt);
#endif
        return false;
#endif
#if SY_WITH_VULKAN
    case SY_BACKEND_VULKAN: /* vulkan implements lt for f32 i32 bool f16 (backends[vulkan].ops); fallback: cpu */
        if (SY__DTYPE_IN(dt, SY__DT_F32 | SY__DT_I32 | SY__DT_BOOL | SY__DT_F16)) return SY__ROUTE(r, SY_BACKEND_VULKAN, ew, sy_k_vulkan_lt);
#if SY_WITH_CPU
        return SY__ROUTE(r, SY_BACKEND_CPU, ew, sy_k_cpu_lt);
#endif
        return false;
#endif
    default:
        return false;
    }
}

/* gt (ops[gt]) */
static bool sy__route_gt(sy_backend b, sy_dtype dt, sy__route *r)
{
    (void)dt;
    switch (b) {
#if SY_WITH_CPU
    case SY_BACKEND_CPU: /* cpu implements gt for f32 f64 i32 i64 bool u8 i8 i16 f16 bf16 u16 u32 u64 (backends[cpu].ops) */
        return SY__ROUTE(r, SY_BACKEND_CPU, ew, sy_k_cpu_gt);
#endif
#if SY_WITH_SIMD
    case SY_BACKEND_SIMD: /* simd implements gt for f32 f64 i32 i64 bool (backends[simd].ops.gt); fallback: cpu */
        if (SY__DTYPE_IN(dt, SY__DT_F32 | SY__DT_F64 | SY__DT_I32 | SY__DT_I64 | SY__DT_BOOL)) return SY__ROUTE(r, SY_BACKEND_SIMD, ew, sy_k_simd_gt);
#if SY_WITH_CPU
        return SY__ROUTE(r, SY_BACKEND_CPU, ew, sy_k_cpu_gt);
#endif
        return false;
#endif
#if SY_WITH_BLAS
    case SY_BACKEND_BLAS: /* blas does not implement gt (backends[blas]); fallback: simd -> cpu */
#if SY_WITH_SIMD
        if (SY__DTYPE_IN(dt, SY__DT_F32 | SY__DT_F64 | SY__DT_I32 | SY__DT_I64 | SY__DT_BOOL)) return SY__ROUTE(r, SY_BACKEND_SIMD, ew, sy_k_simd_gt);
#endif
#if SY_WITH_CPU
        return SY__ROUTE(r, SY_BACKEND_CPU, ew, sy_k_cpu_gt);
#endif
        return false;
#endif
#if SY_WITH_SIM
    case SY_BACKEND_SIM: /* sim does not implement gt (backends[sim]); fallback: cpu */
#if SY_WITH_CPU
        return SY__ROUTE(r, SY_BACKEND_CPU, ew, sy_k_cpu_gt);
#endif
        return false;
#endif
#if SY_WITH_OPENCL
    case SY_BACKEND_OPENCL: /* opencl implements gt for f32 f64 i32 i64 bool f16 (backends[opencl].ops); fallback: cpu */
        if (SY__DTYPE_IN(dt, SY__DT_F32 | SY__DT_F64 | SY__DT_I32 | SY__DT_I64 | SY__DT_BOOL | SY__DT_F16)) return SY__ROUTE(r, SY_BACKEND_OPENCL, ew, sy_k_opencl_gt);
#if SY_WITH_CPU
        return SY__ROUTE(r, SY_BACKEND_CPU, ew, sy_k_cpu_gt);
#endif
        return false;
#endif
#if SY_WITH_VULKAN
    case SY_BACKEND_VULKAN: /* vulkan implements gt for f32 i32 bool f16 (backends[vulkan].ops); fallback: cpu */
        if (SY__DTYPE_IN(dt, SY__DT_F32 | SY__DT_I32 | SY__DT_BOOL | SY__DT_F16)) return SY__ROUTE(r, SY_BACKEND_VULKAN, ew, sy_k_vulkan_gt);
#if SY_WITH_CPU
        return SY__ROUTE(r, SY_BACKEND_CPU, ew, sy_k_cpu_gt);
#endif
        return false;
#endif
    default:
        return false;
    }
}

/* le (ops[le]) */
static bool sy__route_le(sy_backend b, sy_dtype dt, sy__route *r)
{
    (void)dt;
    switch (b) {
#if SY_WITH_CPU
    case SY_BACKEND_CPU: /* cpu implements le for f32 f64 i32 i64 bool u8 i8 i16 f16 bf16 u16 u32 u64 (backends[cpu].ops) */
        return SY__ROUTE(r, SY_BACKEND_CPU, ew, sy_k_cpu_le);
#endif
#if SY_WITH_SIMD
    case SY_BACKEND_SIMD: /* simd does not implement le (backends[simd]); fallback: cpu */
#if SY_WITH_CPU
        return SY__ROUTE(r, SY_BACKEND_CPU, ew, sy_k_cpu_le);
#endif
        return false;
#endif
#if SY_WITH_BLAS
    case SY_BACKEND_BLAS: /* blas does not implement le (backends[blas]); fallback: simd -> cpu */
#if SY_WITH_CPU
        return SY__ROUTE(r, SY_BACKEND_CPU, ew, sy_k_cpu_le);
#endif
        return false;
#endif
#if SY_WITH_SIM
    case SY_BACKEND_SIM: /* sim does not implement le (backends[sim]); fallback: cpu */
#if SY_WITH_CPU
        return SY__ROUTE(r, SY_BACKEND_CPU, ew, sy_k_cpu_le);
#endif
        return false;
#endif
#if SY_WITH_OPENCL
    case SY_BACKEND_OPENCL: /* opencl implements le for f32 f64 i32 i64 bool f16 (backends[opencl].ops); fallback: cpu */
        if (SY__DTYPE_IN(dt, SY__DT_F32 | SY__DT_F64 | SY__DT_I32 | SY__DT_I64 | SY__DT_BOOL | SY__DT_F16)) return SY__ROUTE(r, SY_BACKEND_OPENCL, ew, sy_k_opencl_le);
#if SY_WITH_CPU
        return SY__ROUTE(r, SY_BACKEND_CPU, ew, sy_k_cpu_le);
#endif
        return false;
#endif
#if SY_WITH_VULKAN
    case SY_BACKEND_VULKAN: /* vulkan implements le for f32 i32 bool f16 (backends[vulkan].ops); fallback: cpu */
        if (SY__DTYPE_IN(dt, SY__DT_F32 | SY__DT_I32 | SY__DT_BOOL | SY__DT_F16)) return SY__ROUTE(r, SY_BACKEND_VULKAN, ew, sy_k_vulkan_le);
#if SY_WITH_CPU
        return SY__ROUTE(r, SY_BACKEND_CPU, ew, sy_k_cpu_le);
#endif
        return false;
#endif
    default:
        return false;
    }
}

/* ge (ops[ge]) */
static bool sy__route_ge(sy_backend b, sy_dtype dt, sy__route *r)
{
    (void)dt;
    switch (b) {
#if SY_WITH_CPU
    case SY_BACKEND_CPU: /* cpu implements ge for f32 f64 i32 i64 bool u8 i8 i16 f16 bf16 u16 u32 u64 (backends[cpu].ops) */
        return SY__ROUTE(r, SY_BACKEND_CPU, ew, sy_k_cpu_ge);
#endif
#if SY_WITH_SIMD
    case SY_BACKEND_SIMD: /* simd does not implement ge (backends[simd]); fallback: cpu */
#if SY_WITH_CPU
        return SY__ROUTE(r, SY_BACKEND_CPU, ew, sy_k_cpu_ge);
#endif
        return false;
#endif
#if SY_WITH_BLAS
    case SY_BACKEND_BLAS: /* blas does not implement ge (backends[blas]); fallback: simd -> cpu */
#if SY_WITH_CPU
        return SY__ROUTE(r, SY_BACKEND_CPU, ew, sy_k_cpu_ge);
#endif
        return false;
#endif
#if SY_WITH_SIM
    case SY_BACKEND_SIM: /* sim does not implement ge (backends[sim]); fallback: cpu */
#if SY_WITH_CPU
        return SY__ROUTE(r, SY_BACKEND_CPU, ew, sy_k_cpu_ge);
#endif
        return false;
#endif
#if SY_WITH_OPENCL
    case SY_BACKEND_OPENCL: /* opencl implements ge for f32 f64 i32 i64 bool f16 (backends[opencl].ops); fallback: cpu */
        if (SY__DTYPE_IN(dt, SY__DT_F32 | SY__DT_F64 | SY__DT_I32 | SY__DT_I64 | SY__DT_BOOL | SY__DT_F16)) return SY__ROUTE(r, SY_BACKEND_OPENCL, ew, sy_k_opencl_ge);
#if SY_WITH_CPU
        return SY__ROUTE(r, SY_BACKEND_CPU, ew, sy_k_cpu_ge);
#endif
        return false;
#endif
#if SY_WITH_VULKAN
    case SY_BACKEND_VULKAN: /* vulkan implements ge for f32 i32 bool f16 (backends[vulkan].ops); fallback: cpu */
        if (SY__DTYPE_IN(dt, SY__DT_F32 | SY__DT_I32 | SY__DT_BOOL | SY__DT_F16)) return SY__ROUTE(r, SY_BACKEND_VULKAN, ew, sy_k_vulkan_ge);
#if SY_WITH_CPU
        return SY__ROUTE(r, SY_BACKEND_CPU, ew, sy_k_cpu_ge);
#endif
        return false;
#endif
    default:
        return false;
    }
}

/* where (ops[where]) */
static bool sy__route_where(sy_backend b, sy_dtype dt, sy__route *r)
{
    (void)dt;
    switch (b) {
#if SY_WITH_CPU
    case SY_BACKEND_CPU: /* cpu implements where for f32 f64 i32 i64 bool u8 i8 i16 f16 bf16 u16 u32 u64 (backends[cpu].ops) */
        return SY__ROUTE(r, SY_BACKEND_CPU, ew, sy_k_cpu_where);
#endif
#if SY_WITH_SIMD
    case SY_BACKEND_SIMD: /* simd implements where for f32 f64 i32 i64 bool (backends[simd].ops.where); fallback: cpu */
        if (SY__DTYPE_IN(dt, SY__DT_F32 | SY__DT_F64 | SY__DT_I32 | SY__DT_I64 | SY__DT_BOOL)) return SY__ROUTE(r, SY_BACKEND_SIMD, ew, sy_k_simd_where);
#if SY_WITH_CPU
        return SY__ROUTE(r, SY_BACKEND_CPU, ew, sy_k_cpu_where);
#endif
        return false;
#endif
#if SY_WITH_BLAS
    case SY_BACKEND_BLAS: /* blas does not implement where (backends[blas]); fallback: simd -> cpu */
#if SY_WITH_SIMD
        if (SY__DTYPE_IN(dt, SY__DT_F32 | SY__DT_F64 | SY__DT_I32 | SY__DT_I64 | SY__DT_BOOL)) return SY__ROUTE(r, SY_BACKEND_SIMD, ew, sy_k_simd_where);
#endif
#if SY_WITH_CPU
        return SY__ROUTE(r, SY_BACKEND_CPU, ew, sy_k_cpu_where);
#endif
        return false;
#endif
#if SY_WITH_SIM
    case SY_BACKEND_SIM: /* sim does not implement where (backends[sim]); fallback: cpu */
#if SY_WITH_CPU
        return SY__ROUTE(r, SY_BACKEND_CPU, ew, sy_k_cpu_where);
#endif
        return false;
#endif
#if SY_WITH_OPENCL
    case SY_BACKEND_OPENCL: /* opencl implements where for f32 f64 i32 i64 bool f16 (backends[opencl].ops); fallback: cpu */
        if (SY__DTYPE_IN(dt, SY__DT_F32 | SY__DT_F64 | SY__DT_I32 | SY__DT_I64 | SY__DT_BOOL | SY__DT_F16)) return SY__ROUTE(r, SY_BACKEND_OPENCL, ew, sy_k_opencl_where);
#if SY_WITH_CPU
        return SY__ROUTE(r, SY_BACKEND_CPU, ew, sy_k_cpu_where);
#endif
        return false;
#endif
#if SY_WITH_VULKAN
    case SY_BACKEND_VULKAN: /* vulkan implements where for f32 i32 bool f16 (backends[vulkan].ops); fallback: cpu */
        if (SY__DTYPE_IN(dt, SY__DT_F32 | SY__DT_I32 | SY__DT_BOOL | SY__DT_F16)) return SY__ROUTE(r, SY_BACKEND_VULKAN, ew, sy_k_vulkan_where);
#if SY_WITH_CPU
        return SY__ROUTE(r, SY_BACKEND_CPU, ew, sy_k_cpu_where);
#endif
        return false;
#endif
    default:
        return false;
    }
}

/* matmul (ops[matmul]) */
static bool sy__route_matmul(sy_backend b, sy_dtype dt, sy__route *r)
{
    (void)dt;
    switch (b) {
#if SY_WITH_CPU
    case SY_BACKEND_CPU: /* cpu implements matmul for f32 f64 i32 i64 u8 i8 i16 f16 bf16 u16 u32 u64 (backends[cpu].ops) */
        return SY__ROUTE(r, SY_BACKEND_CPU, matmul, sy_k_cpu_matmul);
#endif
#if SY_WITH_SIMD
    case SY_BACKEND_SIMD: /* simd implements matmul for f32 f64 (backends[simd].ops.matmul); fallback: cpu */
        if (SY__DTYPE_IN(dt, SY__DT_F32 | SY__DT_F64)) return SY__ROUTE(r, SY_BACKEND_SIMD, matmul, sy_k_simd_matmul);
#if SY_WITH_CPU
        return SY__ROUTE(r, SY_BACKEND_CPU, matmul, sy_k_cpu_matmul);
#endif
        return false;
#endif
#if SY_WITH_BLAS
    case SY_BACKEND_BLAS: /* blas implements matmul for f32 f64 (backends[blas].ops.matmul); fallback: simd -> cpu */
        if (SY__DTYPE_IN(dt, SY__DT_F32 | SY__DT_F64)) return SY__ROUTE(r, SY_BACKEND_BLAS, matmul, sy_k_blas_matmul);
#if SY_WITH_SIMD
        if (SY__DTYPE_IN(dt, SY__DT_F32 | SY__DT_F64)) return SY__ROUTE(r, SY_BACKEND_SIMD, matmul, sy_k_simd_matmul);
#endif
#if SY_WITH_CPU
        return SY__ROUTE(r, SY_BACKEND_CPU, matmul, sy_k_cpu_matmul);
#endif
        return false;
#endif
#if SY_WITH_SIM
    case SY_BACKEND_SIM: /* sim does not implement matmul (backends[sim]); fallback: cpu */
#if SY_WITH_CPU
        return SY__ROUTE(r, SY_BACKEND_CPU, matmul, sy_k_cpu_matmul);
#endif
        return false;
#endif
#if SY_WITH_OPENCL
    case SY_BACKEND_OPENCL: /* opencl implements matmul for f32 f64 i32 i64 (backends[opencl].ops); fallback: cpu */
        if (SY__DTYPE_IN(dt, SY__DT_F32 | SY__DT_F64 | SY__DT_I32 | SY__DT_I64)) return SY__ROUTE(r, SY_BACKEND_OPENCL, matmul, sy_k_opencl_matmul);
#if SY_WITH_CPU
        return SY__ROUTE(r, SY_BACKEND_CPU, matmul, sy_k_cpu_matmul);
#endif
        return false;
#endif
#if SY_WITH_VULKAN
    case SY_BACKEND_VULKAN: /* vulkan implements matmul for f32 i32 (backends[vulkan].ops); fallback: cpu */
        if (SY__DTYPE_IN(dt, SY__DT_F32 | SY__DT_I32)) return SY__ROUTE(r, SY_BACKEND_VULKAN, matmul, sy_k_vulkan_matmul);
#if SY_WITH_CPU
        return SY__ROUTE(r, SY_BACKEND_CPU, matmul, sy_k_cpu_matmul);
#endif
        return false;
#endif
    default:
        return false;
    }
}

/* sum (ops[sum]) */
static bool sy__route_sum(sy_backend b, sy_dtype dt, sy__route *r)
{
    (void)dt;
    switch (b) {
#if SY_WITH_CPU
    case SY_BACKEND_CPU: /* cpu implements sum for f32 f64 i32 i64 u8 i8 i16 f16 bf16 u16 u32 u64 (backends[cpu].ops) */
        return SY__ROUTE(r, SY_BACKEND_CPU, reduce, sy_k_cpu_sum);
#endif
#if SY_WITH_SIMD
    case SY_BACKEND_SIMD: /* simd implements sum for f32 f64 i32 i64 (backends[simd].ops.sum); fallback: cpu */
        if (SY__DTYPE_IN(dt, SY__DT_F32 | SY__DT_F64 | SY__DT_I32 | SY__DT_I64)) return SY__ROUTE(r, SY_BACKEND_SIMD, reduce, sy_k_simd_sum);
#if SY_WITH_CPU
        return SY__ROUTE(r, SY_BACKEND_CPU, reduce, sy_k_cpu_sum);
#endif
        return false;
#endif
#if SY_WITH_BLAS
    case SY_BACKEND_BLAS: /* blas does not implement sum (backends[blas]); fallback: simd -> cpu */
#if SY_WITH_SIMD
        if (SY__DTYPE_IN(dt, SY__DT_F32 | SY__DT_F64 | SY__DT_I32 | SY__DT_I64)) return SY__ROUTE(r, SY_BACKEND_SIMD, reduce, sy_k_simd_sum);
#endif
#if SY_WITH_CPU
        return SY__ROUTE(r, SY_BACKEND_CPU, reduce, sy_k_cpu_sum);
#endif
        return false;
#endif
#if SY_WITH_SIM
    case SY_BACKEND_SIM: /* sim does not implement sum (backends[sim]); fallback: cpu */
#if SY_WITH_CPU
        return SY__ROUTE(r, SY_BACKEND_CPU, reduce, sy_k_cpu_sum);
#endif
        return false;
#endif
#if SY_WITH_OPENCL
    case SY_BACKEND_OPENCL: /* opencl implements sum for f32 f64 i32 i64 (backends[opencl].ops); fallback: cpu */
        if (SY__DTYPE_IN(dt, SY__DT_F32 | SY__DT_F64 | SY__DT_I32 | SY__DT_I64)) return SY__ROUTE(r, SY_BACKEND_OPENCL, reduce, sy_k_opencl_sum);
#if SY_WITH_CPU
        return SY__ROUTE(r, SY_BACKEND_CPU, reduce, sy_k_cpu_sum);
#endif
        return false;
#endif
#if SY_WITH_VULKAN
    case SY_BACKEND_VULKAN: /* vulkan implements sum for f32 i32 f16 (backends[vulkan].ops); fallback: cpu */
        if (SY__DTYPE_IN(dt, SY__DT_F32 | SY__DT_I32 | SY__DT_F16)) return SY__ROUTE(r, SY_BACKEND_VULKAN, reduce, sy_k_vulkan_sum);
#if SY_WITH_CPU
        return SY__ROUTE(r, SY_BACKEND_CPU, reduce, sy_k_cpu_sum);
#endif
        return false;
#endif
    default:
        return false;
    }
}

/* mean (ops[mean]) */
static bool sy__route_mean(sy_backend b, sy_dtype dt, sy__route *r)
{
    (void)dt;
    switch (b) {
#if SY_WITH_CPU
    case SY_BACKEND_CPU: /* cpu implements mean for f32 f64 f16 bf16 (backends[cpu].ops) */
        return SY__ROUTE(r, SY_BACKEND_CPU, reduce, sy_k_cpu_mean);
#endif
#if SY_WITH_SIMD
    case SY_BACKEND_SIMD: /* simd implements mean for f32 f64 (backends[simd].ops.mean); fallback: cpu */
        if (SY__DTYPE_IN(dt, SY__DT_F32 | SY__DT_F64)) return SY__ROUTE(r, SY_BACKEND_SIMD, reduce, sy_k_simd_mean);
#if SY_WITH_CPU
        return SY__ROUTE(r, SY_BACKEND_CPU, reduce, sy_k_cpu_mean);
#endif
        return false;
#endif
#if SY_WITH_BLAS
    case SY_BACKEND_BLAS: /* blas does not implement mean (backends[blas]); fallback: simd -> cpu */
#if SY_WITH_SIMD
        if (SY__DTYPE_IN(dt, SY__DT_F32 | SY__DT_F64)) return SY__ROUTE(r, SY_BACKEND_SIMD, reduce, sy_k_simd_mean);
#endif
#if SY_WITH_CPU
        return SY__ROUTE(r, SY_BACKEND_CPU, reduce, sy_k_cpu_mean);
#endif
        return false;
#endif
#if SY_WITH_SIM
    case SY_BACKEND_SIM: /* sim does not implement mean (backends[sim]); fallback: cpu */
#if SY_WITH_CPU
        return SY__ROUTE(r, SY_BACKEND_CPU, reduce, sy_k_cpu_mean);
#endif
        return false;
#endif
#if SY_WITH_OPENCL
    case SY_BACKEND_OPENCL: /* opencl implements mean for f32 f64 (backends[opencl].ops); fallback: cpu */
        if (SY__DTYPE_IN(dt, SY__DT_F32 | SY__DT_F64)) return SY__ROUTE(r, SY_BACKEND_OPENCL, reduce, sy_k_opencl_mean);
#if SY_WITH_CPU
        return SY__ROUTE(r, SY_BACKEND_CPU, reduce, sy_k_cpu_mean);
#endif
        return false;
#endif
#if SY_WITH_VULKAN
    case SY_BACKEND_VULKAN: /* vulkan implements mean for f32 f16 (backends[vulkan].ops); fallback: cpu */
        if (SY__DTYPE_IN(dt, SY__DT_F32 | SY__DT_F16)) return SY__ROUTE(r, SY_BACKEND_VULKAN, reduce, sy_k_vulkan_mean);
#if SY_WITH_CPU
        return SY__ROUTE(r, SY_BACKEND_CPU, reduce, sy_k_cpu_mean);
#endif
        return false;
#endif
    default:
        return false;
    }
}

/* max (ops[max]) */
static bool sy__route_max(sy_backend b, sy_dtype dt, sy__route *r)
{
    (void)dt;
    switch (b) {
#if SY_WITH_CPU
    case SY_BACKEND_CPU: /* cpu implements max for f32 f64 i32 i64 u8 i8 i16 f16 bf16 u16 u32 u64 (backends[cpu].ops) */
        return SY__ROUTE(r, SY_BACKEND_CPU, reduce, sy_k_cpu_max);
#endif
#if SY_WITH_SIMD
    case SY_BACKEND_SIMD: /* simd implements max for f32 f64 i32 i64 (backends[simd].ops.max); fallback: cpu */
        if (SY__DTYPE_IN(dt, SY__DT_F32 | SY__DT_F64 | SY__DT_I32 | SY__DT_I64)) return SY__ROUTE(r, SY_BACKEND_SIMD, reduce, sy_k_simd_max);
#if SY_WITH_CPU
        return SY__ROUTE(r, SY_BACKEND_CPU, reduce, sy_k_cpu_max);
#endif
        return false;
#endif
#if SY_WITH_BLAS
    case SY_BACKEND_BLAS: /* blas does not implement max (backends[blas]); fallback: simd -> cpu */
#if SY_WITH_SIMD
        if (SY__DTYPE_IN(dt, SY__DT_F32 | SY__DT_F64 | SY__DT_I32 | SY__DT_I64)) return SY__ROUTE(r, SY_BACKEND_SIMD, reduce, sy_k_simd_max);
#endif
#if SY_WITH_CPU
        return SY__ROUTE(r, SY_BACKEND_CPU, reduce, sy_k_cpu_max);
#endif
        return false;
#endif
#if SY_WITH_SIM
    case SY_BACKEND_SIM: /* sim does not implement max (backends[sim]); fallback: cpu */
#if SY_WITH_CPU
        return SY__ROUTE(r, SY_BACKEND_CPU, reduce, sy_k_cpu_max);
#endif
        return false;
#endif
#if SY_WITH_OPENCL
    case SY_BACKEND_OPENCL: /* opencl implements max for f32 f64 i32 i64 (backends[opencl].ops); fallback: cpu */
        if (SY__DTYPE_IN(dt, SY__DT_F32 | SY__DT_F64 | SY__DT_I32 | SY__DT_I64)) return SY__ROUTE(r, SY_BACKEND_OPENCL, reduce, sy_k_opencl_max);
#if SY_WITH_CPU
        return SY__ROUTE(r, SY_BACKEND_CPU, reduce, sy_k_cpu_max);
#endif
        return false;
#endif
#if SY_WITH_VULKAN
    case SY_BACKEND_VULKAN: /* vulkan implements max for f32 i32 f16 (backends[vulkan].ops); fallback: cpu */
        if (SY__DTYPE_IN(dt, SY__DT_F32 | SY__DT_I32 | SY__DT_F16)) return SY__ROUTE(r, SY_BACKEND_VULKAN, reduce, sy_k_vulkan_max);
#if SY_WITH_CPU
        return SY__ROUTE(r, SY_BACKEND_CPU, reduce, sy_k_cpu_max);
#endif
        return false;
#endif
    default:
        return false;
    }
}

/* min (ops[min]) */
static bool sy__route_min(sy_backend b, sy_dtype dt, sy__route *r)
{
    (void)dt;
    switch (b) {
#if SY_WITH_CPU
    case SY_BACKEND_CPU: /* cpu implements min for f32 f64 i32 i64 u8 i8 i16 u16 u32 u64 (backends[cpu].ops) */
        return SY__ROUTE(r, SY_BACKEND_CPU, reduce, sy_k_cpu_min);
#endif
#if SY_WITH_SIMD
    case SY_BACKEND_SIMD: /* simd does not implement min (backends[simd]); fallback: cpu */
#if SY_WITH_CPU
        return SY__ROUTE(r, SY_BACKEND_CPU, reduce, sy_k_cpu_min);
#endif
        return false;
#endif
#if SY_WITH_BLAS
    case SY_BACKEND_BLAS: /* blas does not implement min (backends[blas]); fallback: simd -> cpu */
#if SY_WITH_CPU
        return SY__ROUTE(r, SY_BACKEND_CPU, reduce, sy_k_cpu_min);
#endif
        return false;
#endif
#if SY_WITH_SIM
    case SY_BACKEND_SIM: /* sim does not implement min (backends[sim]); fallback: cpu */
#if SY_WITH_CPU
        return SY__ROUTE(r, SY_BACKEND_CPU, reduce, sy_k_cpu_min);
#endif
        return false;
#endif
#if SY_WITH_OPENCL
    case SY_BACKEND_OPENCL: /* opencl implements min for f32 f64 i32 i64 (backends[opencl].ops); fallback: cpu */
        if (SY__DTYPE_IN(dt, SY__DT_F32 | SY__DT_F64 | SY__DT_I32 | SY__DT_I64)) return SY__ROUTE(r, SY_BACKEND_OPENCL, reduce, sy_k_opencl_min);
#if SY_WITH_CPU
        return SY__ROUTE(r, SY_BACKEND_CPU, reduce, sy_k_cpu_min);
#endif
        return false;
#endif
#if SY_WITH_VULKAN
    case SY_BACKEND_VULKAN: /* vulkan does not implement min (backends[vulkan]); fallback: cpu */
#if SY_WITH_CPU
        return SY__ROUTE(r, SY_BACKEND_CPU, reduce, sy_k_cpu_min);
#endif
        return false;
#endif
    default:
        return false;
    }
}

/* prod (ops[prod]) */
static bool sy__route_prod(sy_backend b, sy_dtype dt, sy__route *r)
{
    (void)dt;
    switch (b) {
#if SY_WITH_CPU
    case SY_BACKEND_CPU: /* cpu implements prod for f32 f64 i32 i64 u8 i8 i16 u16 u32 u64 (backends[cpu].ops) */
        return SY__ROUTE(r, SY_BACKEND_CPU, reduce, sy_k_cpu_prod);
#endif
#if SY_WITH_SIMD
    case SY_BACKEND_SIMD: /* simd does not implement prod (backends[simd]); fallback: cpu */
#if SY_WITH_CPU
        return SY__ROUTE(r, SY_BACKEND_CPU, reduce, sy_k_cpu_prod);
#endif
        return false;
#endif
#if SY_WITH_BLAS
    case SY_BACKEND_BLAS: /* blas does not implement prod (backends[blas]); fallback: simd -> cpu */
#if SY_WITH_CPU
        return SY__ROUTE(r, SY_BACKEND_CPU, reduce, sy_k_cpu_prod);
#endif
        return false;
#endif
#if SY_WITH_SIM
    case SY_BACKEND_SIM: /* sim does not implement prod (backends[sim]); fallback: cpu */
#if SY_WITH_CPU
        return SY__ROUTE(r, SY_BACKEND_CPU, reduce, sy_k_cpu_prod);
#endif
        return false;
#endif
#if SY_WITH_OPENCL
    case SY_BACKEND_OPENCL: /* opencl implements prod for f32 f64 i32 i64 (backends[opencl].ops); fallback: cpu */
        if (SY__DTYPE_IN(dt, SY__DT_F32 | SY__DT_F64 | SY__DT_I32 | SY__DT_I64)) return SY__ROUTE(r, SY_BACKEND_OPENCL, reduce, sy_k_opencl_prod);
#if SY_WITH_CPU
        return SY__ROUTE(r, SY_BACKEND_CPU, reduce, sy_k_cpu_prod);
#endif
        return false;
#endif
#if SY_WITH_VULKAN
    case SY_BACKEND_VULKAN: /* vulkan does not implement prod (backends[vulkan]); fallback: cpu */
#if SY_WITH_CPU
        return SY__ROUTE(r, SY_BACKEND_CPU, reduce, sy_k_cpu_prod);
#endif
        return false;
#endif
    default:
        return false;
    }
}

/* l1 (ops[l1]) */
static bool sy__route_l1(sy_backend b, sy_dtype dt, sy__route *r)
{
    (void)dt;
    switch (b) {
#if SY_WITH_CPU
    case SY_BACKEND_CPU: /* cpu implements l1 for f32 f64 (backends[cpu].ops) */
        return SY__ROUTE(r, SY_BACKEND_CPU, reduce, sy_k_cpu_l1);
#endif
#if SY_WITH_SIMD
    case SY_BACKEND_SIMD: /* simd does not implement l1 (backends[simd]); fallback: cpu */
#if SY_WITH_CPU
        return SY__ROUTE(r, SY_BACKEND_CPU, reduce, sy_k_cpu_l1);
#endif
        return false;
#endif
#if SY_WITH_BLAS
    case SY_BACKEND_BLAS: /* blas does not implement l1 (backends[blas]); fallback: simd -> cpu */
#if SY_WITH_CPU
        return SY__ROUTE(r, SY_BACKEND_CPU, reduce, sy_k_cpu_l1);
#endif
        return false;
#endif
#if SY_WITH_SIM
    case SY_BACKEND_SIM: /* sim does not implement l1 (backends[sim]); fallback: cpu */
#if SY_WITH_CPU
        return SY__ROUTE(r, SY_BACKEND_CPU, reduce, sy_k_cpu_l1);
#endif
        return false;
#endif
#if SY_WITH_OPENCL
    case SY_BACKEND_OPENCL: /* opencl implements l1 for f32 f64 (backends[opencl].ops); fallback: cpu */
        return SY__ROUTE(r, SY_BACKEND_OPENCL, reduce, sy_k_opencl_l1);
#endif
#if SY_WITH_VULKAN
    case SY_BACKEND_VULKAN: /* vulkan does not implement l1 (backends[vulkan]); fallback: cpu */
#if SY_WITH_CPU
        return SY__ROUTE(r, SY_BACKEND_CPU, reduce, sy_k_cpu_l1);
#endif
        return false;
#endif
    default:
        return false;
    }
}

/* l2 (ops[l2]) */
static bool sy__route_l2(sy_backend b, sy_dtype dt, sy__route *r)
{
    (void)dt;
    switch (b) {
#if SY_WITH_CPU
    case SY_BACKEND_CPU: /* cpu implements l2 for f32 f64 (backends[cpu].ops) */
        return SY__ROUTE(r, SY_BACKEND_CPU, reduce, sy_k_cpu_l2);
#endif
#if SY_WITH_SIMD
    case SY_BACKEND_SIMD: /* simd does not implement l2 (backends[simd]); fallback: cpu */
#if SY_WITH_CPU
        return SY__ROUTE(r, SY_BACKEND_CPU, reduce, sy_k_cpu_l2);
#endif
        return false;
#endif
#if SY_WITH_BLAS
    case SY_BACKEND_BLAS: /* blas does not implement l2 (backends[blas]); fallback: simd -> cpu */
#if SY_WITH_CPU
        return SY__ROUTE(r, SY_BACKEND_CPU, reduce, sy_k_cpu_l2);
#endif
        return false;
#endif
#if SY_WITH_SIM
    case SY_BACKEND_SIM: /* sim does not implement l2 (backends[sim]); fallback: cpu */
#if SY_WITH_CPU
        return SY__ROUTE(r, SY_BACKEND_CPU, reduce, sy_k_cpu_l2);
#endif
        return false;
#endif
#if SY_WITH_OPENCL
    case SY_BACKEND_OPENCL: /* opencl implements l2 for f32 f64 (backends[opencl].ops); fallback: cpu */
        return SY__ROUTE(r, SY_BACKEND_OPENCL, reduce, sy_k_opencl_l2);
#endif
#if SY_WITH_VULKAN
    case SY_BACKEND_VULKAN: /* vulkan does not implement l2 (backends[vulkan]); fallback: cpu */
#if SY_WITH_CPU
        return SY__ROUTE(r, SY_BACKEND_CPU, reduce, sy_k_cpu_l2);
#endif
        return false;
#endif
    default:
        return false;
    }
}

/* log_sum (ops[log_sum]) */
static bool sy__route_log_sum(sy_backend b, sy_dtype dt, sy__route *r)
{
    (void)dt;
    switch (b) {
#if SY_WITH_CPU
    case SY_BACKEND_CPU: /* cpu implements log_sum for f32 f64 (backends[cpu].ops) */
        return SY__ROUTE(r, SY_BACKEND_CPU, reduce, sy_k_cpu_log_sum);
#endif
#if SY_WITH_SIMD
    case SY_BACKEND_SIMD: /* simd does not implement log_sum (backends[simd]); fallback: cpu */
#if SY_WITH_CPU
        return SY__ROUTE(r, SY_BACKEND_CPU, reduce, sy_k_cpu_log_sum);
#endif
        return false;
#endif
#if SY_WITH_BLAS
    case SY_BACKEND_BLAS: /* blas does not implement log_sum (backends[blas]); fallback: simd -> cpu */
#if SY_WITH_CPU
        return SY__ROUTE(r, SY_BACKEND_CPU, reduce, sy_k_cpu_log_sum);
#endif
        return false;
#endif
#if SY_WITH_SIM
    case SY_BACKEND_SIM: /* sim does not implement log_sum (backends[sim]); fallback: cpu */
#if SY_WITH_CPU
        return SY__ROUTE(r, SY_BACKEND_CPU, reduce, sy_k_cpu_log_sum);
#endif
        return false;
#endif
#if SY_WITH_OPENCL
    case SY_BACKEND_OPENCL: /* opencl implements log_sum for f32 f64 (backends[opencl].ops); fallback: cpu */
        return SY__ROUTE(r, SY_BACKEND_OPENCL, reduce, sy_k_opencl_log_sum);
#endif
#if SY_WITH_VULKAN
    case SY_BACKEND_VULKAN: /* vulkan does not implement log_sum (backends[vulkan]); fallback: cpu */
#if SY_WITH_CPU
        return SY__ROUTE(r, SY_BACKEND_CPU, reduce, sy_k_cpu_log_sum);
#endif
        return false;
#endif
    default:
        return false;
    }
}

/* log_sum_exp (ops[log_sum_exp]) */
static bool sy__route_log_sum_exp(sy_backend b, sy_dtype dt, sy__route *r)
{
    (void)dt;
    switch (b) {
#if SY_WITH_CPU
    case SY_BACKEND_CPU: /* cpu implements log_sum_exp for f32 f64 (backends[cpu].ops) */
        return SY__ROUTE(r, SY_BACKEND_CPU, reduce, sy_k_cpu_log_sum_exp);
#endif
#if SY_WITH_SIMD
    case SY_BACKEND_SIMD: /* simd does not implement log_sum_exp (backends[simd]); fallback: cpu */
#if SY_WITH_CPU
        return SY__ROUTE(r, SY_BACKEND_CPU, reduce, sy_k_cpu_log_sum_exp);
#endif
        return false;
#endif
#if SY_WITH_BLAS
    case SY_BACKEND_BLAS: /* blas does not implement log_sum_exp (backends[blas]); fallback: simd -> cpu */
#if SY_WITH_CPU
        return SY__ROUTE(r, SY_BACKEND_CPU, reduce, sy_k_cpu_log_sum_exp);
#endif
        return false;
#endif
#if SY_WITH_SIM
    case SY_BACKEND_SIM: /* sim does not implement log_sum_exp (backends[sim]); fallback: cpu */
#if SY_WITH_CPU
        return SY__ROUTE(r, SY_BACKEND_CPU, reduce, sy_k_cpu_log_sum_exp);
#endif
        return false;
#endif
#if SY_WITH_OPENCL
    case SY_BACKEND_OPENCL: /* opencl implements log_sum_exp for f32 f64 (backends[opencl].ops); fallback: cpu */
        return SY__ROUTE(r, SY_BACKEND_OPENCL, reduce, sy_k_opencl_log_sum_exp);
#endif
#if SY_WITH_VULKAN
    case SY_BACKEND_VULKAN: /* vulkan does not implement log_sum_exp (backends[vulkan]); fallback: cpu */
#if SY_WITH_CPU
        return SY__ROUTE(r, SY_BACKEND_CPU, reduce, sy_k_cpu_log_sum_exp);
#endif
        return false;
#endif
    default:
        return false;
    }
}

/* sum_square (ops[sum_square]) */
static bool sy__route_sum_square(sy_backend b, sy_dtype dt, sy__route *r)
{
    (void)dt;
    switch (b) {
#if SY_WITH_CPU
    case SY_BACKEND_CPU: /* cpu implements sum_square for f32 f64 (backends[cpu].ops) */
        return SY__ROUTE(r, SY_BACKEND_CPU, reduce, sy_k_cpu_sum_square);
#endif
#if SY_WITH_SIMD
    case SY_BACKEND_SIMD: /* simd does not implement sum_square (backends[simd]); fallback: cpu */
#if SY_WITH_CPU
        return SY__ROUTE(r, SY_BACKEND_CPU, reduce, sy_k_cpu_sum_square);
#endif
        return false;
#endif
#if SY_WITH_BLAS
    case SY_BACKEND_BLAS: /* blas does not implement sum_square (backends[blas]); fallback: simd -> cpu */
#if SY_WITH_CPU
        return SY__ROUTE(r, SY_BACKEND_CPU, reduce, sy_k_cpu_sum_square);
#endif
        return false;
#endif
#if SY_WITH_SIM
    case SY_BACKEND_SIM: /* sim does not implement sum_square (backends[sim]); fallback: cpu */
#if SY_WITH_CPU
        return SY__ROUTE(r, SY_BACKEND_CPU, reduce, sy_k_cpu_sum_square);
#endif
        return false;
#endif
#if SY_WITH_OPENCL
    case SY_BACKEND_OPENCL: /* opencl implements sum_square for f32 f64 (backends[opencl].ops); fallback: cpu */
        return SY__ROUTE(r, SY_BACKEND_OPENCL, reduce, sy_k_opencl_sum_square);
#endif
#if SY_WITH_VULKAN
    case SY_BACKEND_VULKAN: /* vulkan does not implement sum_square (backends[vulkan]); fallback: cpu */
#if SY_WITH_CPU
        return SY__ROUTE(r, SY_BACKEND_CPU, reduce, sy_k_cpu_sum_square);
#endif
        return false;
#endif
    default:
        return false;
    }
}

/* cast (ops[cast]) */
static bool sy__route_cast(sy_backend b, sy_dtype dt, sy__route *r)
{
    (void)dt;
    switch (b) {
#if SY_WITH_CPU
    case SY_BACKEND_CPU: /* cpu implements cast for f32 f64 i32 i64 bool u8 i8 i16 f16 bf16 u16 u32 u64 (backends[cpu].ops) */
        return SY__ROUTE(r, SY_BACKEND_CPU, ew, sy_k_cpu_cast);
#endif
#if SY_WITH_SIMD
    case SY_BACKEND_SIMD: /* simd implements cast for f32 f64 i32 i64 bool (backends[simd].ops.cast); fallback: cpu */
        if (SY__DTYPE_IN(dt, SY__DT_F32 | SY__DT_F64 | SY__DT_I32 | SY__DT_I64 | SY__DT_BOOL)) return SY__ROUTE(r, SY_BACKEND_SIMD, ew, sy_k_simd_cast);
#if SY_WITH_CPU
        return SY__ROUTE(r, SY_BACKEND_CPU, ew, sy_k_cpu_cast);
#endif
        return false;
#endif
#if SY_WITH_BLAS
    case SY_BACKEND_BLAS: /* blas does not implement cast (backends[blas]); fallback: simd -> cpu */
#if SY_WITH_SIMD
        if (SY__DTYPE_IN(dt, SY__DT_F32 | SY__DT_F64 | SY__DT_I32 | SY__DT_I64 | SY__DT_BOOL)) return SY__ROUTE(r, SY_BACKEND_SIMD, ew, sy_k_simd_cast);
#endif
#if SY_WITH_CPU
        return SY__ROUTE(r, SY_BACKEND_CPU, ew, sy_k_cpu_cast);
#endif
        return false;
#endif
#if SY_WITH_SIM
    case SY_BACKEND_SIM: /* sim does not implement cast (backends[sim]); fallback: cpu */
#if SY_WITH_CPU
        return SY__ROUTE(r, SY_BACKEND_CPU, ew, sy_k_cpu_cast);
#endif
        return false;
#endif
#if SY_WITH_OPENCL
    case SY_BACKEND_OPENCL: /* opencl implements cast for f32 f64 i32 i64 bool f16 bf16 (backends[opencl].ops); fallback: cpu */
        if (SY__DTYPE_IN(dt, SY__DT_F32 | SY__DT_F64 | SY__DT_I32 | SY__DT_I64 | SY__DT_BOOL | SY__DT_F16 | SY__DT_BF16)) return SY__ROUTE(r, SY_BACKEND_OPENCL, ew, sy_k_opencl_cast);
#if SY_WITH_CPU
        return SY__ROUTE(r, SY_BACKEND_CPU, ew, sy_k_cpu_cast);
#endif
        return false;
#endif
#if SY_WITH_VULKAN
    case SY_BACKEND_VULKAN: /* vulkan implements cast for f32 i32 bool f16 (backends[vulkan].ops); fallback: cpu */
        if (SY__DTYPE_IN(dt, SY__DT_F32 | SY__DT_I32 | SY__DT_BOOL | SY__DT_F16)) return SY__ROUTE(r, SY_BACKEND_VULKAN, ew, sy_k_vulkan_cast);
#if SY_WITH_CPU
        return SY__ROUTE(r, SY_BACKEND_CPU, ew, sy_k_cpu_cast);
#endif
        return false;
#endif
    default:
        return false;
    }
}

/* softmax (ops[softmax]) */
static bool sy__route_softmax(sy_backend b, sy_dtype dt, sy__route *r)
{
    (void)dt;
    switch (b) {
#if SY_WITH_CPU
    case SY_BACKEND_CPU: /* cpu implements softmax for f32 f64 (backends[cpu].ops) */
        return SY__ROUTE(r, SY_BACKEND_CPU, op, sy_k_cpu_softmax);
#endif
#if SY_WITH_SIMD
    case SY_BACKEND_SIMD: /* simd implements softmax for f32 (backends[simd].ops.softmax); fallback: cpu */
        if (SY__DTYPE_IN(dt, SY__DT_F32)) return SY__ROUTE(r, SY_BACKEND_SIMD, op, sy_k_simd_softmax);
#if SY_WITH_CPU
        return SY__ROUTE(r, SY_BACKEND_CPU, op, sy_k_cpu_softmax);
#endif
        return false;
#endif
#if SY_WITH_BLAS
    case SY_BACKEND_BLAS: /* blas does not implement softmax (backends[blas]); fallback: simd -> cpu */
#if SY_WITH_SIMD
        if (SY__DTYPE_IN(dt, SY__DT_F32)) return SY__ROUTE(r, SY_BACKEND_SIMD, op, sy_k_simd_softmax);
#endif
#if SY_WITH_CPU
        return SY__ROUTE(r, SY_BACKEND_CPU, op, sy_k_cpu_softmax);
#endif
        return false;
#endif
#if SY_WITH_SIM
    case SY_BACKEND_SIM: /* sim does not implement softmax (backends[sim]); fallback: cpu */
#if SY_WITH_CPU
        return SY__ROUTE(r, SY_BACKEND_CPU, op, sy_k_cpu_softmax);
#endif
        return false;
#endif
#if SY_WITH_OPENCL
    case SY_BACKEND_OPENCL: /* opencl implements softmax for f32 f64 (backends[opencl].ops); fallback: cpu */
        return SY__ROUTE(r, SY_BACKEND_OPENCL, op, sy_k_opencl_softmax);
#endif
#if SY_WITH_VULKAN
    case SY_BACKEND_VULKAN: /* vulkan does not implement softmax (backends[vulkan]); fallback: cpu */
#if SY_WITH_CPU
        return SY__ROUTE(r, SY_BACKEND_CPU, op, sy_k_cpu_softmax);
#endif
        return false;
#endif
    default:
        return false;
    }
}

/* log_softmax (ops[log_softmax]) */
static bool sy__route_log_softmax(sy_backend b, sy_dtype dt, sy__route *r)
{
    (void)dt;
    switch (b) {
#if SY_WITH_CPU
    case SY_BACKEND_CPU: /* cpu implements log_softmax for f32 f64 (backends[cpu].ops) */
        return SY__ROUTE(r, SY_BACKEND_CPU, op, sy_k_cpu_log_softmax);
#endif
#if SY_WITH_SIMD
    case SY_BACKEND_SIMD: /* simd implements log_softmax for f32 (backends[simd].ops.log_softmax); fallback: cpu */
        if (SY__DTYPE_IN(dt, SY__DT_F32)) return SY__ROUTE(r, SY_BACKEND_SIMD, op, sy_k_simd_log_softmax);
#if SY_WITH_CPU
        return SY__ROUTE(r, SY_BACKEND_CPU, op, sy_k_cpu_log_softmax);
#endif
        return false;
#endif
#if SY_WITH_BLAS
    case SY_BACKEND_BLAS: /* blas does not implement log_softmax (backends[blas]); fallback: simd -> cpu */
#if SY_WITH_SIMD
        if (SY__DTYPE_IN(dt, SY__DT_F32)) return SY__ROUTE(r, SY_BACKEND_SIMD, op, sy_k_simd_log_softmax);
#endif
#if SY_WITH_CPU
        return SY__ROUTE(r, SY_BACKEND_CPU, op, sy_k_cpu_log_softmax);
#endif
        return false;
#endif
#if SY_WITH_SIM
    case SY_BACKEND_SIM: /* sim does not implement log_softmax (backends[sim]); fallback: cpu */
#if SY_WITH_CPU
        return SY__ROUTE(r, SY_BACKEND_CPU, op, sy_k_cpu_log_softmax);
#endif
        return false;
#endif
#if SY_WITH_OPENCL
    case SY_BACKEND_OPENCL: /* opencl implements log_softmax for f32 f64 (backends[opencl].ops); fallback: cpu */
        return SY__ROUTE(r, SY_BACKEND_OPENCL, op, sy_k_opencl_log_softmax);
#endif
#if SY_WITH_VULKAN
    case SY_BACKEND_VULKAN: /* vulkan does not implement log_softmax (backends[vulkan]); fallback: cpu */
#if SY_WITH_CPU
        return SY__ROUTE(r, SY_BACKEND_CPU, op, sy_k_cpu_log_softmax);
#endif
        return false;
#endif
    default:
        return false;
    }
}

/* hardmax (ops[hardmax]) */
static bool sy__route_hardmax(sy_backend b, sy_dtype dt, sy__route *r)
{
    (void)dt;
    switch (b) {
#if SY_WITH_CPU
    case SY_BACKEND_CPU: /* cpu implements hardmax for f32 f64 f16 bf16 (backends[cpu].ops) */
        return SY__ROUTE(r, SY_BACKEND_CPU, op, sy_k_cpu_hardmax);
#endif
#if SY_WITH_SIMD
    case SY_BACKEND_SIMD: /* simd does not implement hardmax (backends[simd]); fallback: cpu */
#if SY_WITH_CPU
        return SY__ROUTE(r, SY_BACKEND_CPU, op, sy_k_cpu_hardmax);
#endif
        return false;
#endif
#if SY_WITH_BLAS
    case SY_BACKEND_BLAS: /* blas does not implement hardmax (backends[blas]); fallback: simd -> cpu */
#if SY_WITH_CPU
        return SY__ROUTE(r, SY_BACKEND_CPU, op, sy_k_cpu_hardmax);
#endif
        return false;
#endif
#if SY_WITH_SIM
    case SY_BACKEND_SIM: /* sim does not implement hardmax (backends[sim]); fallback: cpu */
#if SY_WITH_CPU
        return SY__ROUTE(r, SY_BACKEND_CPU, op, sy_k_cpu_hardmax);
#endif
        return false;
#endif
#if SY_WITH_OPENCL
    case SY_BACKEND_OPENCL: /* opencl does not implement hardmax (backends[opencl]); fallback: cpu */
#if SY_WITH_CPU
        return SY__ROUTE(r, SY_BACKEND_CPU, op, sy_k_cpu_hardmax);
#endif
        return false;
#endif
#if SY_WITH_VULKAN
    case SY_BACKEND_VULKAN: /* vulkan does not implement hardmax (backends[vulkan]); fallback: cpu */
#if SY_WITH_CPU
        return SY__ROUTE(r, SY_BACKEND_CPU, op, sy_k_cpu_hardmax);
#endif
        return false;
#endif
    default:
        return false;
    }
}

/* argmax (ops[argmax]) */
static bool sy__route_argmax(sy_backend b, sy_dtype dt, sy__route *r)
{
    (void)dt;
    switch (b) {
#if SY_WITH_CPU
    case SY_BACKEND_CPU: /* cpu implements argmax for f32 f64 i32 i64 u8 i8 i16 u16 u32 u64 (backends[cpu].ops) */
        return SY__ROUTE(r, SY_BACKEND_CPU, op, sy_k_cpu_argmax);
#endif
#if SY_WITH_SIMD
    case SY_BACKEND_SIMD: /* simd does not implement argmax (backends[simd]); fallback: cpu */
#if SY_WITH_CPU
        return SY__ROUTE(r, SY_BACKEND_CPU, op, sy_k_cpu_argmax);
#endif
        return false;
#endif
#if SY_WITH_BLAS
    case SY_BACKEND_BLAS: /* blas does not implement argmax (backends[blas]); fallback: simd -> cpu */
#if SY_WITH_CPU
        return SY__ROUTE(r, SY_BACKEND_CPU, op, sy_k_cpu_argmax);
#endif
        return false;
#endif
#if SY_WITH_SIM
    case SY_BACKEND_SIM: /* sim does not implement argmax (backends[sim]); fallback: cpu */
#if SY_WITH_CPU
        return SY__ROUTE(r, SY_BACKEND_CPU, op, sy_k_cpu_argmax);
#endif
        return false;
#endif
#if SY_WITH_OPENCL
    case SY_BACKEND_OPENCL: /* opencl implements argmax for f32 f64 i32 i64 (backends[opencl].ops); fallback: cpu */
        if (SY__DTYPE_IN(dt, SY__DT_F32 | SY__DT_F64 | SY__DT_I32 | SY__DT_I64)) return SY__ROUTE(r, SY_BACKEND_OPENCL, op, sy_k_opencl_argmax);
#if SY_WITH_CPU
        return SY__ROUTE(r, SY_BACKEND_CPU, op, sy_k_cpu_argmax);
#endif
        return false;
#endif
#if SY_WITH_VULKAN
    case SY_BACKEND_VULKAN: /* vulkan does not implement argmax (backends[vulkan]); fallback: cpu */
#if SY_WITH_CPU
        return SY__ROUTE(r, SY_BACKEND_CPU, op, sy_k_cpu_argmax);
#endif
        return false;
#endif
    default:
        return false;
    }
}

/* argmin (ops[argmin]) */
static bool sy__route_argmin(sy_backend b, sy_dtype dt, sy__route *r)
{
    (void)dt;
    switch (b) {
#if SY_WITH_CPU
    case SY_BACKEND_CPU: /* cpu implements argmin for f32 f64 i32 i64 u8 i8 i16 u16 u32 u64 (backends[cpu].ops) */
        return SY__ROUTE(r, SY_BACKEND_CPU, op, sy_k_cpu_argmin);
#endif
#if SY_WITH_SIMD
    case SY_BACKEND_SIMD: /* simd does not implement argmin (backends[simd]); fallback: cpu */
#if SY_WITH_CPU
        return SY__ROUTE(r, SY_BACKEND_CPU, op, sy_k_cpu_argmin);
#endif
        return false;
#endif
#if SY_WITH_BLAS
    case SY_BACKEND_BLAS: /* blas does not implement argmin (backends[blas]); fallback: simd -> cpu */
#if SY_WITH_CPU
        return SY__ROUTE(r, SY_BACKEND_CPU, op, sy_k_cpu_argmin);
#endif
        return false;
#endif
#if SY_WITH_SIM
    case SY_BACKEND_SIM: /* sim does not implement argmin (backends[sim]); fallback: cpu */
#if SY_WITH_CPU
        return SY__ROUTE(r, SY_BACKEND_CPU, op, sy_k_cpu_argmin);
#endif
        return false;
#endif
#if SY_WITH_OPENCL
    case SY_BACKEND_OPENCL: /* opencl implements argmin for f32 f64 i32 i64 (backends[opencl].ops); fallback: cpu */
        if (SY__DTYPE_IN(dt, SY__DT_F32 | SY__DT_F64 | SY__DT_I32 | SY__DT_I64)) return SY__ROUTE(r, SY_BACKEND_OPENCL, op, sy_k_opencl_argmin);
#if SY_WITH_CPU
        return SY__ROUTE(r, SY_BACKEND_CPU, op, sy_k_cpu_argmin);
#endif
        return false;
#endif
#if SY_WITH_VULKAN
    case SY_BACKEND_VULKAN: /* vulkan does not implement argmin (backends[vulkan]); fallback: cpu */
#if SY_WITH_CPU
        return SY__ROUTE(r, SY_BACKEND_CPU, op, sy_k_cpu_argmin);
#endif
        return false;
#endif
    default:
        return false;
    }
}

/* concat (ops[concat]) */
static bool sy__route_concat(sy_backend b, sy_dtype dt, sy__route *r)
{
    (void)dt;
    switch (b) {
#if SY_WITH_CPU
    case SY_BACKEND_CPU: /* cpu implements concat for f32 f64 i32 i64 bool u8 i8 i16 f16 bf16 u16 u32 u64 (backends[cpu].ops) */
        return SY__ROUTE(r, SY_BACKEND_CPU, op, sy_k_cpu_concat);
#endif
#if SY_WITH_SIMD
    case SY_BACKEND_SIMD: /* simd does not implement concat (backends[simd]); fallback: cpu */
#if SY_WITH_CPU
        return SY__ROUTE(r, SY_BACKEND_CPU, op, sy_k_cpu_concat);
#endif
        return false;
#endif
#if SY_WITH_BLAS
    case SY_BACKEND_BLAS: /* blas does not implement concat (backends[blas]); fallback: simd -> cpu */
#if SY_WITH_CPU
        return SY__ROUTE(r, SY_BACKEND_CPU, op, sy_k_cpu_concat);
#endif
        return false;
#endif
#if SY_WITH_SIM
    case SY_BACKEND_SIM: /* sim does not implement concat (backends[sim]); fallback: cpu */
#if SY_WITH_CPU
        return SY__ROUTE(r, SY_BACKEND_CPU, op, sy_k_cpu_concat);
#endif
        return false;
#endif
#if SY_WITH_OPENCL
    case SY_BACKEND_OPENCL: /* opencl implements concat for f32 f64 i32 i64 bool (backends[opencl].ops); fallback: cpu */
        if (SY__DTYPE_IN(dt, SY__DT_F32 | SY__DT_F64 | SY__DT_I32 | SY__DT_I64 | SY__DT_BOOL)) return SY__ROUTE(r, SY_BACKEND_OPENCL, op, sy_k_opencl_concat);
#if SY_WITH_CPU
        return SY__ROUTE(r, SY_BACKEND_CPU, op, sy_k_cpu_concat);
#endif
        return false;
#endif
#if SY_WITH_VULKAN
    case SY_BACKEND_VULKAN: /* vulkan does not implement concat (backends[vulkan]); fallback: cpu */
#if SY_WITH_CPU
        return SY__ROUTE(r, SY_BACKEND_CPU, op, sy_k_cpu_concat);
#endif
        return false;
#endif
    default:
        return false;
    }
}

/* slice (ops[slice]) */
static bool sy__route_slice(sy_backend b, sy_dtype dt, sy__route *r)
{
    (void)dt;
    switch (b) {
#if SY_WITH_CPU
    case SY_BACKEND_CPU: /* cpu implements slice for f32 f64 i32 i64 bool u8 i8 i16 f16 bf16 u16 u32 u64 (backends[cpu].ops) */
        return SY__ROUTE(r, SY_BACKEND_CPU, op, sy_k_cpu_slice);
#endif
#if SY_WITH_SIMD
    case SY_BACKEND_SIMD: /* simd does not implement slice (backends[simd]); fallback: cpu */
#if SY_WITH_CPU
        return SY__ROUTE(r, SY_BACKEND_CPU, op, sy_k_cpu_slice);
#endif
        return false;
#endif
#if SY_WITH_BLAS
    case SY_BACKEND_BLAS: /* blas does not implement slice (backends[blas]); fallback: simd -> cpu */
#if SY_WITH_CPU
        return SY__ROUTE(r, SY_BACKEND_CPU, op, sy_k_cpu_slice);
#endif
        return false;
#endif
#if SY_WITH_SIM
    case SY_BACKEND_SIM: /* sim does not implement slice (backends[sim]); fallback: cpu */
#if SY_WITH_CPU
        return SY__ROUTE(r, SY_BACKEND_CPU, op, sy_k_cpu_slice);
#endif
        return false;
#endif
#if SY_WITH_OPENCL
    case SY_BACKEND_OPENCL: /* opencl does not implement slice (backends[opencl]); fallback: cpu */
#if SY_WITH_CPU
        return SY__ROUTE(r, SY_BACKEND_CPU, op, sy_k_cpu_slice);
#endif
        return false;
#endif
#if SY_WITH_VULKAN
    case SY_BACKEND_VULKAN: /* vulkan does not implement slice (backends[vulkan]); fallback: cpu */
#if SY_WITH_CPU
        return SY__ROUTE(r, SY_BACKEND_CPU, op, sy_k_cpu_slice);
#endif
        return false;
#endif
    default:
        return false;
    }
}

/* gather (ops[gather]) */
static bool sy__route_gather(sy_backend b, sy_dtype dt, sy__route *r)
{
    (void)dt;
    switch (b) {
#if SY_WITH_CPU
    case SY_BACKEND_CPU: /* cpu implements gather for f32 f64 i32 i64 bool u8 i8 i16 f16 bf16 u16 u32 u64 (backends[cpu].ops) */
        return SY__ROUTE(r, SY_BACKEND_CPU, op, sy_k_cpu_gather);
#endif
#if SY_WITH_SIMD
    case SY_BACKEND_SIMD: /* simd does not implement gather (backends[simd]); fallback: cpu */
#if SY_WITH_CPU
        return SY__ROUTE(r, SY_BACKEND_CPU, op, sy_k_cpu_gather);
#endif
        return false;
#endif
#if SY_WITH_BLAS
    case SY_BACKEND_BLAS: /* blas does not implement gather (backends[blas]); fallback: simd -> cpu */
#if SY_WITH_CPU
        return SY__ROUTE(r, SY_BACKEND_CPU, op, sy_k_cpu_gather);
#endif
        return false;
#endif
#if SY_WITH_SIM
    case SY_BACKEND_SIM: /* sim does not implement gather (backends[sim]); fallback: cpu */
#if SY_WITH_CPU
        return SY__ROUTE(r, SY_BACKEND_CPU, op, sy_k_cpu_gather);
#endif
        return false;
#endif
#if SY_WITH_OPENCL
    case SY_BACKEND_OPENCL: /* opencl implements gather for f32 f64 i32 i64 bool (backends[opencl].ops); fallback: cpu */
        if (SY__DTYPE_IN(dt, SY__DT_F32 | SY__DT_F64 | SY__DT_I32 | SY__DT_I64 | SY__DT_BOOL)) return SY__ROUTE(r, SY_BACKEND_OPENCL, op, sy_k_opencl_gather);
#if SY_WITH_CPU
        return SY__ROUTE(r, SY_BACKEND_CPU, op, sy_k_cpu_gather);
#endif
        return false;
#endif
#if SY_WITH_VULKAN
    case SY_BACKEND_VULKAN: /* vulkan does not implement gather (backends[vulkan]); fallback: cpu */
#if SY_WITH_CPU
        return SY__ROUTE(r, SY_BACKEND_CPU, op, sy_k_cpu_gather);
#endif
        return false;
#endif
    default:
        return false;
    }
}

/* pad (ops[pad]) */
static bool sy__route_pad(sy_backend b, sy_dtype dt, sy__route *r)
{
    (void)dt;
    switch (b) {
#if SY_WITH_CPU
    case SY_BACKEND_CPU: /* cpu implements pad for f32 f64 i32 i64 u8 i8 i16 u16 u32 u64 (backends[cpu].ops) */
        return SY__ROUTE(r, SY_BACKEND_CPU, op, sy_k_cpu_pad);
#endif
#if SY_WITH_SIMD
    case SY_BACKEND_SIMD: /* simd does not implement pad (backends[simd]); fallback: cpu */
#if SY_WITH_CPU
        return SY__ROUTE(r, SY_BACKEND_CPU, op, sy_k_cpu_pad);
#endif
        return false;
#endif
#if SY_WITH_BLAS
    case SY_BACKEND_BLAS: /* blas does not implement pad (backends[blas]); fallback: simd -> cpu */
#if SY_WITH_CPU
        return SY__ROUTE(r, SY_BACKEND_CPU, op, sy_k_cpu_pad);
#endif
        return false;
#endif
#if SY_WITH_SIM
    case SY_BACKEND_SIM: /* sim does not implement pad (backends[sim]); fallback: cpu */
#if SY_WITH_CPU
        return SY__ROUTE(r, SY_BACKEND_CPU, op, sy_k_cpu_pad);
#endif
        return false;
#endif
#if SY_WITH_OPENCL
    case SY_BACKEND_OPENCL: /* opencl implements pad for f32 f64 (backends[opencl].ops); fallback: cpu */
        if (SY__DTYPE_IN(dt, SY__DT_F32 | SY__DT_F64)) return SY__ROUTE(r, SY_BACKEND_OPENCL, op, sy_k_opencl_pad);
#if SY_WITH_CPU
        return SY__ROUTE(r, SY_BACKEND_CPU, op, sy_k_cpu_pad);
#endif
        return false;
#endif
#if SY_WITH_VULKAN
    case SY_BACKEND_VULKAN: /* vulkan implements pad for f32 i32 (backends[vulkan].ops); fallback: cpu */
        if (SY__DTYPE_IN(dt, SY__DT_F32 | SY__DT_I32)) return SY__ROUTE(r, SY_BACKEND_VULKAN, op, sy_k_vulkan_pad);
#if SY_WITH_CPU
        return SY__ROUTE(r, SY_BACKEND_CPU, op, sy_k_cpu_pad);
#endif
        return false;
#endif
    default:
        return false;
    }
}

/* layer_norm (ops[layer_norm]) */
static bool sy__route_layer_norm(sy_backend b, sy_dtype dt, sy__route *r)
{
    (void)dt;
    switch (b) {
#if SY_WITH_CPU
    case SY_BACKEND_CPU: /* cpu implements layer_norm for f32 f64 (backends[cpu].ops) */
        return SY__ROUTE(r, SY_BACKEND_CPU, op, sy_k_cpu_layer_norm);
#endif
#if SY_WITH_SIMD
    case SY_BACKEND_SIMD: /* simd implements layer_norm for f32 (backends[simd].ops.layer_norm); fallback: cpu */
        if (SY__DTYPE_IN(dt, SY__DT_F32)) return SY__ROUTE(r, SY_BACKEND_SIMD, op, sy_k_simd_layer_norm);
#if SY_WITH_CPU
        return SY__ROUTE(r, SY_BACKEND_CPU, op, sy_k_cpu_layer_norm);
#endif
        return false;
#endif
#if SY_WITH_BLAS
    case SY_BACKEND_BLAS: /* blas does not implement layer_norm (backends[blas]); fallback: simd -> cpu */
#if SY_WITH_SIMD
        if (SY__DTYPE_IN(dt, SY__DT_F32)) return SY__ROUTE(r, SY_BACKEND_SIMD, op, sy_k_simd_layer_norm);
#endif
#if SY_WITH_CPU
        return SY__ROUTE(r, SY_BACKEND_CPU, op, sy_k_cpu_layer_norm);
#endif
        return false;
#endif
#if SY_WITH_SIM
    case SY_BACKEND_SIM: /* sim does not implement layer_norm (backends[sim]); fallback: cpu */
#if SY_WITH_CPU
        return SY__ROUTE(r, SY_BACKEND_CPU, op, sy_k_cpu_layer_norm);
#endif
        return false;
#endif
#if SY_WITH_OPENCL
    case SY_BACKEND_OPENCL: /* opencl implements layer_norm for f32 f64 (backends[opencl].ops); fallback: cpu */
        return SY__ROUTE(r, SY_BACKEND_OPENCL, op, sy_k_opencl_layer_norm);
#endif
#if SY_WITH_VULKAN
    case SY_BACKEND_VULKAN: /* vulkan does not implement layer_norm (backends[vulkan]); fallback: cpu */
#if SY_WITH_CPU
        return SY__ROUTE(r, SY_BACKEND_CPU, op, sy_k_cpu_layer_norm);
#endif
        return false;
#endif
    default:
        return false;
    }
}

/* max_pool2d (ops[max_pool2d]) */
static bool sy__route_max_pool2d(sy_backend b, sy_dtype dt, sy__route *r)
{
    (void)dt;
    switch (b) {
#if SY_WITH_CPU
    case SY_BACKEND_CPU: /* cpu implements max_pool2d for f32 f64 i32 i64 u8 i8 i16 u16 u32 u64 (backends[cpu].ops) */
        return SY__ROUTE(r, SY_BACKEND_CPU, op, sy_k_cpu_max_pool2d);
#endif
#if SY_WITH_SIMD
    case SY_BACKEND_SIMD: /* simd implements max_pool2d for f32 f64 (backends[simd].ops.max_pool2d); fallback: cpu */
        if (SY__DTYPE_IN(dt, SY__DT_F32 | SY__DT_F64)) return SY__ROUTE(r, SY_BACKEND_SIMD, op, sy_k_simd_max_pool2d);
#if SY_WITH_CPU
        return SY__ROUTE(r, SY_BACKEND_CPU, op, sy_k_cpu_max_pool2d);
#endif
        return false;
#endif
#if SY_WITH_BLAS
    case SY_BACKEND_BLAS: /* blas does not implement max_pool2d (backends[blas]); fallback: simd -> cpu */
#if SY_WITH_SIMD
        if (SY__DTYPE_IN(dt, SY__DT_F32 | SY__DT_F64)) return SY__ROUTE(r, SY_BACKEND_SIMD, op, sy_k_simd_max_pool2d);
#endif
#if SY_WITH_CPU
        return SY__ROUTE(r, SY_BACKEND_CPU, op, sy_k_cpu_max_pool2d);
#endif
        return false;
#endif
#if SY_WITH_SIM
    case SY_BACKEND_SIM: /* sim does not implement max_pool2d (backends[sim]); fallback: cpu */
#if SY_WITH_CPU
        return SY__ROUTE(r, SY_BACKEND_CPU, op, sy_k_cpu_max_pool2d);
#endif
        return false;
#endif
#if SY_WITH_OPENCL
    case SY_BACKEND_OPENCL: /* opencl implements max_pool2d for f32 f64 i32 i64 (backends[opencl].ops); fallback: cpu */
        if (SY__DTYPE_IN(dt, SY__DT_F32 | SY__DT_F64 | SY__DT_I32 | SY__DT_I64)) return SY__ROUTE(r, SY_BACKEND_OPENCL, op, sy_k_opencl_max_pool2d);
#if SY_WITH_CPU
        return SY__ROUTE(r, SY_BACKEND_CPU, op, sy_k_cpu_max_pool2d);
#endif
        return false;
#endif
#if SY_WITH_VULKAN
    case SY_BACKEND_VULKAN: /* vulkan does not implement max_pool2d (backends[vulkan]); fallback: cpu */
#if SY_WITH_CPU
        return SY__ROUTE(r, SY_BACKEND_CPU, op, sy_k_cpu_max_pool2d);
#endif
        return false;
#endif
    default:
        return false;
    }
}

/* conv2d (ops[conv2d]) */
static bool sy__route_conv2d(sy_backend b, sy_dtype dt, sy__route *r)
{
    (void)dt;
    switch (b) {
#if SY_WITH_CPU
    case SY_BACKEND_CPU: /* cpu implements conv2d for f32 f64 (backends[cpu].ops) */
        return SY__ROUTE(r, SY_BACKEND_CPU, op, sy_k_cpu_conv2d);
#endif
#if SY_WITH_SIMD
    case SY_BACKEND_SIMD: /* simd implements conv2d for f32 f64 (backends[simd].ops.conv2d); fallback: cpu */
        return SY__ROUTE(r, SY_BACKEND_SIMD, op, sy_k_simd_conv2d);
#endif
#if SY_WITH_BLAS
    case SY_BACKEND_BLAS: /* blas does not implement conv2d (backends[blas]); fallback: simd -> cpu */
#if SY_WITH_SIMD
        return SY__ROUTE(r, SY_BACKEND_SIMD, op, sy_k_simd_conv2d);
#endif
#if SY_WITH_CPU
        return SY__ROUTE(r, SY_BACKEND_CPU, op, sy_k_cpu_conv2d);
#endif
        return false;
#endif
#if SY_WITH_SIM
    case SY_BACKEND_SIM: /* sim does not implement conv2d (backends[sim]); fallback: cpu */
#if SY_WITH_CPU
        return SY__ROUTE(r, SY_BACKEND_CPU, op, sy_k_cpu_conv2d);
#endif
        return false;
#endif
#if SY_WITH_OPENCL
    case SY_BACKEND_OPENCL: /* opencl implements conv2d for f32 f64 (backends[opencl].ops); fallback: cpu */
        return SY__ROUTE(r, SY_BACKEND_OPENCL, op, sy_k_opencl_conv2d);
#endif
#if SY_WITH_VULKAN
    case SY_BACKEND_VULKAN: /* vulkan does not implement conv2d (backends[vulkan]); fallback: cpu */
#if SY_WITH_CPU
        return SY__ROUTE(r, SY_BACKEND_CPU, op, sy_k_cpu_conv2d);
#endif
        return false;
#endif
    default:
        return false;
    }
}

/* add_n (ops[add_n]) */
static bool sy__route_add_n(sy_backend b, sy_dtype dt, sy__route *r)
{
    (void)dt;
    switch (b) {
#if SY_WITH_CPU
    case SY_BACKEND_CPU: /* cpu implements add_n for f32 f64 i32 i64 u8 i8 i16 f16 bf16 u16 u32 u64 (backends[cpu].ops) */
        return SY__ROUTE(r, SY_BACKEND_CPU, op, sy_k_cpu_add_n);
#endif
#if SY_WITH_SIMD
    case SY_BACKEND_SIMD: /* simd does not implement add_n (backends[simd]); fallback: cpu */
#if SY_WITH_CPU
        return SY__ROUTE(r, SY_BACKEND_CPU, op, sy_k_cpu_add_n);
#endif
        return false;
#endif
#if SY_WITH_BLAS
    case SY_BACKEND_BLAS: /* blas does not implement add_n (backends[blas]); fallback: simd -> cpu */
#if SY_WITH_CPU
        return SY__ROUTE(r, SY_BACKEND_CPU, op, sy_k_cpu_add_n);
#endif
        return false;
#endif
#if SY_WITH_SIM
    case SY_BACKEND_SIM: /* sim does not implement add_n (backends[sim]); fallback: cpu */
#if SY_WITH_CPU
        return SY__ROUTE(r, SY_BACKEND_CPU, op, sy_k_cpu_add_n);
#endif
        return false;
#endif
#if SY_WITH_OPENCL
    case SY_BACKEND_OPENCL: /* opencl implements add_n for f32 f64 i32 i64 (backends[opencl].ops); fallback: cpu */
        if (SY__DTYPE_IN(dt, SY__DT_F32 | SY__DT_F64 | SY__DT_I32 | SY__DT_I64)) return SY__ROUTE(r, SY_BACKEND_OPENCL, op, sy_k_opencl_add_n);
#if SY_WITH_CPU
        return SY__ROUTE(r, SY_BACKEND_CPU, op, sy_k_cpu_add_n);
#endif
        return false;
#endif
#if SY_WITH_VULKAN
    case SY_BACKEND_VULKAN: /* vulkan does not implement add_n (backends[vulkan]); fallback: cpu */
#if SY_WITH_CPU
        return SY__ROUTE(r, SY_BACKEND_CPU, op, sy_k_cpu_add_n);
#endif
        return false;
#endif
    default:
        return false;
    }
}

/* mean_n (ops[mean_n]) */
static bool sy__route_mean_n(sy_backend b, sy_dtype dt, sy__route *r)
{
    (void)dt;
    switch (b) {
#if SY_WITH_CPU
    case SY_BACKEND_CPU: /* cpu implements mean_n for f32 f64 f16 bf16 (backends[cpu].ops) */
        return SY__ROUTE(r, SY_BACKEND_CPU, op, sy_k_cpu_mean_n);
#endif
#if SY_WITH_SIMD
    case SY_BACKEND_SIMD: /* simd does not implement mean_n (backends[simd]); fallback: cpu */
#if SY_WITH_CPU
        return SY__ROUTE(r, SY_BACKEND_CPU, op, sy_k_cpu_mean_n);
#endif
        return false;
#endif
#if SY_WITH_BLAS
    case SY_BACKEND_BLAS: /* blas does not implement mean_n (backends[blas]); fallback: simd -> cpu */
#if SY_WITH_CPU
        return SY__ROUTE(r, SY_BACKEND_CPU, op, sy_k_cpu_mean_n);
#endif
        return false;
#endif
#if SY_WITH_SIM
    case SY_BACKEND_SIM: /* sim does not implement mean_n (backends[sim]); fallback: cpu */
#if SY_WITH_CPU
        return SY__ROUTE(r, SY_BACKEND_CPU, op, sy_k_cpu_mean_n);
#endif
        return false;
#endif
#if SY_WITH_OPENCL
    case SY_BACKEND_OPENCL: /* opencl implements mean_n for f32 f64 (backends[opencl].ops); fallback: cpu */
        if (SY__DTYPE_IN(dt, SY__DT_F32 | SY__DT_F64)) return SY__ROUTE(r, SY_BACKEND_OPENCL, op, sy_k_opencl_mean_n);
#if SY_WITH_CPU
        return SY__ROUTE(r, SY_BACKEND_CPU, op, sy_k_cpu_mean_n);
#endif
        return false;
#endif
#if SY_WITH_VULKAN
    case SY_BACKEND_VULKAN: /* vulkan does not implement mean_n (backends[vulkan]); fallback: cpu */
#if SY_WITH_CPU
        return SY__ROUTE(r, SY_BACKEND_CPU, op, sy_k_cpu_mean_n);
#endif
        return false;
#endif
    default:
        return false;
    }
}

/* isnan (ops[isnan]) */
static bool sy__route_isnan(sy_backend b, sy_dtype dt, sy__route *r)
{
    (void)dt;
    switch (b) {
#if SY_WITH_CPU
    case SY_BACKEND_CPU: /* cpu implements isnan for f32 f64 f16 bf16 (backends[cpu].ops) */
        return SY__ROUTE(r, SY_BACKEND_CPU, op, sy_k_cpu_isnan);
#endif
#if SY_WITH_SIMD
    case SY_BACKEND_SIMD: /* simd does not implement isnan (backends[simd]); fallback: cpu */
#if SY_WITH_CPU
        return SY__ROUTE(r, SY_BACKEND_CPU, op, sy_k_cpu_isnan);
#endif
        return false;
#endif
#if SY_WITH_BLAS
    case SY_BACKEND_BLAS: /* blas does not implement isnan (backends[blas]); fallback: simd -> cpu */
#if SY_WITH_CPU
        return SY__ROUTE(r, SY_BACKEND_CPU, op, sy_k_cpu_isnan);
#endif
        return false;
#endif
#if SY_WITH_SIM
    case SY_BACKEND_SIM: /* sim does not implement isnan (backends[sim]); fallback: cpu */
#if SY_WITH_CPU
        return SY__ROUTE(r, SY_BACKEND_CPU, op, sy_k_cpu_isnan);
#endif
        return false;
#endif
#if SY_WITH_OPENCL
    case SY_BACKEND_OPENCL: /* opencl implements isnan for f32 f64 (backends[opencl].ops); fallback: cpu */
        if (SY__DTYPE_IN(dt, SY__DT_F32 | SY__DT_F64)) return SY__ROUTE(r, SY_BACKEND_OPENCL, op, sy_k_opencl_isnan);
#if SY_WITH_CPU
        return SY__ROUTE(r, SY_BACKEND_CPU, op, sy_k_cpu_isnan);
#endif
        return false;
#endif
#if SY_WITH_VULKAN
    case SY_BACKEND_VULKAN: /* vulkan does not implement isnan (backends[vulkan]); fallback: cpu */
#if SY_WITH_CPU
        return SY__ROUTE(r, SY_BACKEND_CPU, op, sy_k_cpu_isnan);
#endif
        return false;
#endif
    default:
        return false;
    }
}

/* isinf (ops[isinf]) */
static bool sy__route_isinf(sy_backend b, sy_dtype dt, sy__route *r)
{
    (void)dt;
    switch (b) {
#if SY_WITH_CPU
    case SY_BACKEND_CPU: /* cpu implements isinf for f32 f64 f16 bf16 (backends[cpu].ops) */
        return SY__ROUTE(r, SY_BACKEND_CPU, op, sy_k_cpu_isinf);
#endif
#if SY_WITH_SIMD
    case SY_BACKEND_SIMD: /* simd does not implement isinf (backends[simd]); fallback: cpu */
#if SY_WITH_CPU
        return SY__ROUTE(r, SY_BACKEND_CPU, op, sy_k_cpu_isinf);
#endif
        return false;
#endif
#if SY_WITH_BLAS
    case SY_BACKEND_BLAS: /* blas does not implement isinf (backends[blas]); fallback: simd -> cpu */
#if SY_WITH_CPU
        return SY__ROUTE(r, SY_BACKEND_CPU, op, sy_k_cpu_isinf);
#endif
        return false;
#endif
#if SY_WITH_SIM
    case SY_BACKEND_SIM: /* sim does not implement isinf (backends[sim]); fallback: cpu */
#if SY_WITH_CPU
        return SY__ROUTE(r, SY_BACKEND_CPU, op, sy_k_cpu_isinf);
#endif
        return false;
#endif
#if SY_WITH_OPENCL
    case SY_BACKEND_OPENCL: /* opencl implements isinf for f32 f64 (backends[opencl].ops); fallback: cpu */
        if (SY__DTYPE_IN(dt, SY__DT_F32 | SY__DT_F64)) return SY__ROUTE(r, SY_BACKEND_OPENCL, op, sy_k_opencl_isinf);
#if SY_WITH_CPU
        return SY__ROUTE(r, SY_BACKEND_CPU, op, sy_k_cpu_isinf);
#endif
        return false;
#endif
#if SY_WITH_VULKAN
    case SY_BACKEND_VULKAN: /* vulkan does not implement isinf (backends[vulkan]); fallback: cpu */
#if SY_WITH_CPU
        return SY__ROUTE(r, SY_BACKEND_CPU, op, sy_k_cpu_isinf);
#endif
        return false;
#endif
    default:
        return false;
    }
}

/* isposinf (ops[isposinf]) */
static bool sy__route_isposinf(sy_backend b, sy_dtype dt, sy__route *r)
{
    (void)dt;
    switch (b) {
#if SY_WITH_CPU
    case SY_BACKEND_CPU: /* cpu implements isposinf for f32 f64 f16 bf16 (backends[cpu].ops) */
        return SY__ROUTE(r, SY_BACKEND_CPU, op, sy_k_cpu_isposinf);
#endif
#if SY_WITH_SIMD
    case SY_BACKEND_SIMD: /* simd does not implement isposinf (backends[simd]); fallback: cpu */
#if SY_WITH_CPU
        return SY__ROUTE(r, SY_BACKEND_CPU, op, sy_k_cpu_isposinf);
#endif
        return false;
#endif
#if SY_WITH_BLAS
    case SY_BACKEND_BLAS: /* blas does not implement isposinf (backends[blas]); fallback: simd -> cpu */
#if SY_WITH_CPU
        return SY__ROUTE(r, SY_BACKEND_CPU, op, sy_k_cpu_isposinf);
#endif
        return false;
#endif
#if SY_WITH_SIM
    case SY_BACKEND_SIM: /* sim does not implement isposinf (backends[sim]); fallback: cpu */
#if SY_WITH_CPU
        return SY__ROUTE(r, SY_BACKEND_CPU, op, sy_k_cpu_isposinf);
#endif
        return false;
#endif
#if SY_WITH_OPENCL
    case SY_BACKEND_OPENCL: /* opencl implements isposinf for f32 f64 (backends[opencl].ops); fallback: cpu */
        if (SY__DTYPE_IN(dt, SY__DT_F32 | SY__DT_F64)) return SY__ROUTE(r, SY_BACKEND_OPENCL, op, sy_k_opencl_isposinf);
#if SY_WITH_CPU
        return SY__ROUTE(r, SY_BACKEND_CPU, op, sy_k_cpu_isposinf);
#endif
        return false;
#endif
#if SY_WITH_VULKAN
    case SY_BACKEND_VULKAN: /* vulkan does not implement isposinf (backends[vulkan]); fallback: cpu */
#if SY_WITH_CPU
        return SY__ROUTE(r, SY_BACKEND_CPU, op, sy_k_cpu_isposinf);
#endif
        return false;
#endif
    default:
        return false;
    }
}

/* isneginf (ops[isneginf]) */
static bool sy__route_isneginf(sy_backend b, sy_dtype dt, sy__route *r)
{
    (void)dt;
    switch (b) {
#if SY_WITH_CPU
    case SY_BACKEND_CPU: /* cpu implements isneginf for f32 f64 f16 bf16 (backends[cpu].ops) */
        return SY__ROUTE(r, SY_BACKEND_CPU, op, sy_k_cpu_isneginf);
#endif
#if SY_WITH_SIMD
    case SY_BACKEND_SIMD: /* simd does not implement isneginf (backends[simd]); fallback: cpu */
#if SY_WITH_CPU
        return SY__ROUTE(r, SY_BACKEND_CPU, op, sy_k_cpu_isneginf);
#endif
        return false;
#endif
#if SY_WITH_BLAS
    case SY_BACKEND_BLAS: /* blas does not implement isneginf (backends[blas]); fallback: simd -> cpu */
#if SY_WITH_CPU
        return SY__ROUTE(r, SY_BACKEND_CPU, op, sy_k_cpu_isneginf);
#endif
        return false;
#endif
#if SY_WITH_SIM
    case SY_BACKEND_SIM: /* sim does not implement isneginf (backends[sim]); fallback: cpu */
#if SY_WITH_CPU
        return SY__ROUTE(r, SY_BACKEND_CPU, op, sy_k_cpu_isneginf);
#endif
        return false;
#endif
#if SY_WITH_OPENCL
    case SY_BACKEND_OPENCL: /* opencl implements isneginf for f32 f64 (backends[opencl].ops); fallback: cpu */
        if (SY__DTYPE_IN(dt, SY__DT_F32 | SY__DT_F64)) return SY__ROUTE(r, SY_BACKEND_OPENCL, op, sy_k_opencl_isneginf);
#if SY_WITH_CPU
        return SY__ROUTE(r, SY_BACKEND_CPU, op, sy_k_cpu_isneginf);
#endif
        return false;
#endif
#if SY_WITH_VULKAN
    case SY_BACKEND_VULKAN: /* vulkan does not implement isneginf (backends[vulkan]); fallback: cpu */
#if SY_WITH_CPU
        return SY__ROUTE(r, SY_BACKEND_CPU, op, sy_k_cpu_isneginf);
#endif
        return false;
#endif
    default:
        return false;
    }
}

/* slice_backward (ops[slice_backward]) */
static bool sy__route_slice_backward(sy_backend b, sy_dtype dt, sy__route *r)
{
    (void)dt;
    switch (b) {
#if SY_WITH_CPU
    case SY_BACKEND_CPU: /* cpu implements slice_backward for f32 f64 (backends[cpu].ops) */
        return SY__ROUTE(r, SY_BACKEND_CPU, op, sy_k_cpu_slice_backward);
#endif
#if SY_WITH_SIMD
    case SY_BACKEND_SIMD: /* simd does not implement slice_backward (backends[simd]); fallback: cpu */
#if SY_WITH_CPU
        return SY__ROUTE(r, SY_BACKEND_CPU, op, sy_k_cpu_slice_backward);
#endif
        return false;
#endif
#if SY_WITH_BLAS
    case SY_BACKEND_BLAS: /* blas does not implement slice_backward (backends[blas]); fallback: simd -> cpu */
#if SY_WITH_CPU
        return SY__ROUTE(r, SY_BACKEND_CPU, op, sy_k_cpu_slice_backward);
#endif
        return false;
#endif
#if SY_WITH_SIM
    case SY_BACKEND_SIM: /* sim does not implement slice_backward (backends[sim]); fallback: cpu */
#if SY_WITH_CPU
        return SY__ROUTE(r, SY_BACKEND_CPU, op, sy_k_cpu_slice_backward);
#endif
        return false;
#endif
#if SY_WITH_OPENCL
    case SY_BACKEND_OPENCL: /* opencl does not implement slice_backward (backends[opencl]); fallback: cpu */
#if SY_WITH_CPU
        return SY__ROUTE(r, SY_BACKEND_CPU, op, sy_k_cpu_slice_backward);
#endif
        return false;
#endif
#if SY_WITH_VULKAN
    case SY_BACKEND_VULKAN: /* vulkan does not implement slice_backward (backends[vulkan]); fallback: cpu */
#if SY_WITH_CPU
        return SY__ROUTE(r, SY_BACKEND_CPU, op, sy_k_cpu_slice_backward);
#endif
        return false;
#endif
    default:
        return false;
    }
}

/* max_pool2d_backward (ops[max_pool2d_backward]) */
static bool sy__route_max_pool2d_backward(sy_backend b, sy_dtype dt, sy__route *r)
{
    (void)dt;
    switch (b) {
#if SY_WITH_CPU
    case SY_BACKEND_CPU: /* cpu implements max_pool2d_backward for f32 f64 (backends[cpu].ops) */
        return SY__ROUTE(r, SY_BACKEND_CPU, op, sy_k_cpu_max_pool2d_backward);
#endif
#if SY_WITH_SIMD
    case SY_BACKEND_SIMD: /* simd does not implement max_pool2d_backward (backends[simd]); fallback: cpu */
#if SY_WITH_CPU
        return SY__ROUTE(r, SY_BACKEND_CPU, op, sy_k_cpu_max_pool2d_backward);
#endif
        return false;
#endif
#if SY_WITH_BLAS
    case SY_BACKEND_BLAS: /* blas does not implement max_pool2d_backward (backends[blas]); fallback: simd -> cpu */
#if SY_WITH_CPU
        return SY__ROUTE(r, SY_BACKEND_CPU, op, sy_k_cpu_max_pool2d_backward);
#endif
        return false;
#endif
#if SY_WITH_SIM
    case SY_BACKEND_SIM: /* sim does not implement max_pool2d_backward (backends[sim]); fallback: cpu */
#if SY_WITH_CPU
        return SY__ROUTE(r, SY_BACKEND_CPU, op, sy_k_cpu_max_pool2d_backward);
#endif
        return false;
#endif
#if SY_WITH_OPENCL
    case SY_BACKEND_OPENCL: /* opencl implements max_pool2d_backward for f32 f64 (backends[opencl].ops); fallback: cpu */
        return SY__ROUTE(r, SY_BACKEND_OPENCL, op, sy_k_opencl_max_pool2d_backward);
#endif
#if SY_WITH_VULKAN
    case SY_BACKEND_VULKAN: /* vulkan does not implement max_pool2d_backward (backends[vulkan]); fallback: cpu */
#if SY_WITH_CPU
        return SY__ROUTE(r, SY_BACKEND_CPU, op, sy_k_cpu_max_pool2d_backward);
#endif
        return false;
#endif
    default:
        return false;
    }
}

/* gather_backward (ops[gather_backward]) */
static bool sy__route_gather_backward(sy_backend b, sy_dtype dt, sy__route *r)
{
    (void)dt;
    switch (b) {
#if SY_WITH_CPU
    case SY_BACKEND_CPU: /* cpu implements gather_backward for f32 f64 (backends[cpu].ops) */
        return SY__ROUTE(r, SY_BACKEND_CPU, op, sy_k_cpu_gather_backward);
#endif
#if SY_WITH_SIMD
    case SY_BACKEND_SIMD: /* simd does not implement gather_backward (backends[simd]); fallback: cpu */
#if SY_WITH_CPU
        return SY__ROUTE(r, SY_BACKEND_CPU, op, sy_k_cpu_gather_backward);
#endif
        return false;
#endif
#if SY_WITH_BLAS
    case SY_BACKEND_BLAS: /* blas does not implement gather_backward (backends[blas]); fallback: simd -> cpu */
#if SY_WITH_CPU
        return SY__ROUTE(r, SY_BACKEND_CPU, op, sy_k_cpu_gather_backward);
#endif
        return false;
#endif
#if SY_WITH_SIM
    case SY_BACKEND_SIM: /* sim does not implement gather_backward (backends[sim]); fallback: cpu */
#if SY_WITH_CPU
        return SY__ROUTE(r, SY_BACKEND_CPU, op, sy_k_cpu_gather_backward);
#endif
        return false;
#endif
#if SY_WITH_OPENCL
    case SY_BACKEND_OPENCL: /* opencl implements gather_backward for f32 f64 (backends[opencl].ops); fallback: cpu */
        return SY__ROUTE(r, SY_BACKEND_OPENCL, op, sy_k_opencl_gather_backward);
#endif
#if SY_WITH_VULKAN
    case SY_BACKEND_VULKAN: /* vulkan does not implement gather_backward (backends[vulkan]); fallback: cpu */
#if SY_WITH_CPU
        return SY__ROUTE(r, SY_BACKEND_CPU, op, sy_k_cpu_gather_backward);
#endif
        return false;
#endif
    default:
        return false;
    }
}

/* conv2d_backward_input (ops[conv2d_backward_input]) */
static bool sy__route_conv2d_backward_input(sy_backend b, sy_dtype dt, sy__route *r)
{
    (void)dt;
    switch (b) {
#if SY_WITH_CPU
    case SY_BACKEND_CPU: /* cpu implements conv2d_backward_input for f32 f64 (backends[cpu].ops) */
        return SY__ROUTE(r, SY_BACKEND_CPU, op, sy_k_cpu_conv2d_backward_input);
#endif
#if SY_WITH_SIMD
    case SY_BACKEND_SIMD: /* simd implements conv2d_backward_input for f32 f64 (backends[simd].ops.conv2d_backward_input); fallback: cpu */
        return SY__ROUTE(r, SY_BACKEND_SIMD, op, sy_k_simd_conv2d_backward_input);
#endif
#if SY_WITH_BLAS
    case SY_BACKEND_BLAS: /* blas does not implement conv2d_backward_input (backends[blas]); fallback: simd -> cpu */
#if SY_WITH_SIMD
        return SY__ROUTE(r, SY_BACKEND_SIMD, op, sy_k_simd_conv2d_backward_input);
#endif
#if SY_WITH_CPU
        return SY__ROUTE(r, SY_BACKEND_CPU, op, sy_k_cpu_conv2d_backward_input);
#endif
        return false;
#endif
#if SY_WITH_SIM
    case SY_BACKEND_SIM: /* sim does not implement conv2d_backward_input (backends[sim]); fallback: cpu */
#if SY_WITH_CPU
        return SY__ROUTE(r, SY_BACKEND_CPU, op, sy_k_cpu_conv2d_backward_input);
#endif
        return false;
#endif
#if SY_WITH_OPENCL
    case SY_BACKEND_OPENCL: /* opencl implements conv2d_backward_input for f32 f64 (backends[opencl].ops); fallback: cpu */
        return SY__ROUTE(r, SY_BACKEND_OPENCL, op, sy_k_opencl_conv2d_backward_input);
#endif
#if SY_WITH_VULKAN
    case SY_BACKEND_VULKAN: /* vulkan does not implement conv2d_backward_input (backends[vulkan]); fallback: cpu */
#if SY_WITH_CPU
        return SY__ROUTE(r, SY_BACKEND_CPU, op, sy_k_cpu_conv2d_backward_input);
#endif
        return false;
#endif
    default:
        return false;
    }
}

/* conv2d_backward_weight (ops[conv2d_backward_weight]) */
static bool sy__route_conv2d_backward_weight(sy_backend b, sy_dtype dt, sy__route *r)
{
    (void)dt;
    switch (b) {
#if SY_WITH_CPU
    case SY_BACKEND_CPU: /* cpu implements conv2d_backward_weight for f32 f64 (backends[cpu].ops) */
        return SY__ROUTE(r, SY_BACKEND_CPU, op, sy_k_cpu_conv2d_backward_weight);
#endif
#if SY_WITH_SIMD
    case SY_BACKEND_SIMD: /* simd implements conv2d_backward_weight for f32 f64 (backends[simd].ops.conv2d_backward_weight); fallback: cpu */
        return SY__ROUTE(r, SY_BACKEND_SIMD, op, sy_k_simd_conv2d_backward_weight);
#endif
#if SY_WITH_BLAS
    case SY_BACKEND_BLAS: /* blas does not implement conv2d_backward_weight (backends[blas]); fallback: simd -> cpu */
#if SY_WITH_SIMD
        return SY__ROUTE(r, SY_BACKEND_SIMD, op, sy_k_simd_conv2d_backward_weight);
#endif
#if SY_WITH_CPU
        return SY__ROUTE(r, SY_BACKEND_CPU, op, sy_k_cpu_conv2d_backward_weight);
#endif
        return false;
#endif
#if SY_WITH_SIM
    case SY_BACKEND_SIM: /* sim does not implement conv2d_backward_weight (backends[sim]); fallback: cpu */
#if SY_WITH_CPU
        return SY__ROUTE(r, SY_BACKEND_CPU, op, sy_k_cpu_conv2d_backward_weight);
#endif
        return false;
#endif
#if SY_WITH_OPENCL
    case SY_BACKEND_OPENCL: /* opencl implements conv2d_backward_weight for f32 f64 (backends[opencl].ops); fallback: cpu */
        return SY__ROUTE(r, SY_BACKEND_OPENCL, op, sy_k_opencl_conv2d_backward_weight);
#endif
#if SY_WITH_VULKAN
    case SY_BACKEND_VULKAN: /* vulkan does not implement conv2d_backward_weight (backends[vulkan]); fallback: cpu */
#if SY_WITH_CPU
        return SY__ROUTE(r, SY_BACKEND_CPU, op, sy_k_cpu_conv2d_backward_weight);
#endif
        return false;
#endif
    default:
        return false;
    }
}

/* cumsum (ops[cumsum]) */
static bool sy__route_cumsum(sy_backend b, sy_dtype dt, sy__route *r)
{
    (void)dt;
    switch (b) {
#if SY_WITH_CPU
    case SY_BACKEND_CPU: /* cpu implements cumsum for f32 f64 i32 i64 u8 i8 i16 u16 u32 u64 (backends[cpu].ops) */
        return SY__ROUTE(r, SY_BACKEND_CPU, op, sy_k_cpu_cumsum);
#endif
#if SY_WITH_SIMD
    case SY_BACKEND_SIMD: /* simd does not implement cumsum (backends[simd]); fallback: cpu */
#if SY_WITH_CPU
        return SY__ROUTE(r, SY_BACKEND_CPU, op, sy_k_cpu_cumsum);
#endif
        return false;
#endif
#if SY_WITH_BLAS
    case SY_BACKEND_BLAS: /* blas does not implement cumsum (backends[blas]); fallback: simd -> cpu */
#if SY_WITH_CPU
        return SY__ROUTE(r, SY_BACKEND_CPU, op, sy_k_cpu_cumsum);
#endif
        return false;
#endif
#if SY_WITH_SIM
    case SY_BACKEND_SIM: /* sim does not implement cumsum (backends[sim]); fallback: cpu */
#if SY_WITH_CPU
        return SY__ROUTE(r, SY_BACKEND_CPU, op, sy_k_cpu_cumsum);
#endif
        return false;
#endif
#if SY_WITH_OPENCL
    case SY_BACKEND_OPENCL: /* opencl implements cumsum for f32 f64 i32 i64 (backends[opencl].ops); fallback: cpu */
        if (SY__DTYPE_IN(dt, SY__DT_F32 | SY__DT_F64 | SY__DT_I32 | SY__DT_I64)) return SY__ROUTE(r, SY_BACKEND_OPENCL, op, sy_k_opencl_cumsum);
#if SY_WITH_CPU
        return SY__ROUTE(r, SY_BACKEND_CPU, op, sy_k_cpu_cumsum);
#endif
        return false;
#endif
#if SY_WITH_VULKAN
    case SY_BACKEND_VULKAN: /* vulkan does not implement cumsum (backends[vulkan]); fallback: cpu */
#if SY_WITH_CPU
        return SY__ROUTE(r, SY_BACKEND_CPU, op, sy_k_cpu_cumsum);
#endif
        return false;
#endif
    default:
        return false;
    }
}

/* topk (ops[topk]) */
static bool sy__route_topk(sy_backend b, sy_dtype dt, sy__route *r)
{
    (void)dt;
    switch (b) {
#if SY_WITH_CPU
    case SY_BACKEND_CPU: /* cpu implements topk for f32 f64 i32 i64 u8 i8 i16 u16 u32 u64 (backends[cpu].ops) */
        return SY__ROUTE(r, SY_BACKEND_CPU, op, sy_k_cpu_topk);
#endif
#if SY_WITH_SIMD
    case SY_BACKEND_SIMD: /* simd does not implement topk (backends[simd]); fallback: cpu */
#if SY_WITH_CPU
        return SY__ROUTE(r, SY_BACKEND_CPU, op, sy_k_cpu_topk);
#endif
        return false;
#endif
#if SY_WITH_BLAS
    case SY_BACKEND_BLAS: /* blas does not implement topk (backends[blas]); fallback: simd -> cpu */
#if SY_WITH_CPU
        return SY__ROUTE(r, SY_BACKEND_CPU, op, sy_k_cpu_topk);
#endif
        return false;
#endif
#if SY_WITH_SIM
    case SY_BACKEND_SIM: /* sim does not implement topk (backends[sim]); fallback: cpu */
#if SY_WITH_CPU
        return SY__ROUTE(r, SY_BACKEND_CPU, op, sy_k_cpu_topk);
#endif
        return false;
#endif
#if SY_WITH_OPENCL
    case SY_BACKEND_OPENCL: /* opencl implements topk for f32 f64 i32 i64 (backends[opencl].ops); fallback: cpu */
        if (SY__DTYPE_IN(dt, SY__DT_F32 | SY__DT_F64 | SY__DT_I32 | SY__DT_I64)) return SY__ROUTE(r, SY_BACKEND_OPENCL, op, sy_k_opencl_topk);
#if SY_WITH_CPU
        return SY__ROUTE(r, SY_BACKEND_CPU, op, sy_k_cpu_topk);
#endif
        return false;
#endif
#if SY_WITH_VULKAN
    case SY_BACKEND_VULKAN: /* vulkan does not implement topk (backends[vulkan]); fallback: cpu */
#if SY_WITH_CPU
        return SY__ROUTE(r, SY_BACKEND_CPU, op, sy_k_cpu_topk);
#endif
        return false;
#endif
    default:
        return false;
    }
}

/* sort (ops[sort]) */
static bool sy__route_sort(sy_backend b, sy_dtype dt, sy__route *r)
{
    (void)dt;
    switch (b) {
#if SY_WITH_CPU
    case SY_BACKEND_CPU: /* cpu implements sort for f32 f64 i32 i64 u8 i8 i16 u16 u32 u64 (backends[cpu].ops) */
        return SY__ROUTE(r, SY_BACKEND_CPU, op, sy_k_cpu_sort);
#endif
#if SY_WITH_SIMD
    case SY_BACKEND_SIMD: /* simd does not implement sort (backends[simd]); fallback: cpu */
#if SY_WITH_CPU
        return SY__ROUTE(r, SY_BACKEND_CPU, op, sy_k_cpu_sort);
#endif
        return false;
#endif
#if SY_WITH_BLAS
    case SY_BACKEND_BLAS: /* blas does not implement sort (backends[blas]); fallback: simd -> cpu */
#if SY_WITH_CPU
        return SY__ROUTE(r, SY_BACKEND_CPU, op, sy_k_cpu_sort);
#endif
        return false;
#endif
#if SY_WITH_SIM
    case SY_BACKEND_SIM: /* sim does not implement sort (backends[sim]); fallback: cpu */
#if SY_WITH_CPU
        return SY__ROUTE(r, SY_BACKEND_CPU, op, sy_k_cpu_sort);
#endif
        return false;
#endif
#if SY_WITH_OPENCL
    case SY_BACKEND_OPENCL: /* opencl implements sort for f32 f64 i32 i64 (backends[opencl].ops); fallback: cpu */
        if (SY__DTYPE_IN(dt, SY__DT_F32 | SY__DT_F64 | SY__DT_I32 | SY__DT_I64)) return SY__ROUTE(r, SY_BACKEND_OPENCL, op, sy_k_opencl_sort);
#if SY_WITH_CPU
        return SY__ROUTE(r, SY_BACKEND_CPU, op, sy_k_cpu_sort);
#endif
        return false;
#endif
#if SY_WITH_VULKAN
    case SY_BACKEND_VULKAN: /* vulkan does not implement sort (backends[vulkan]); fallback: cpu */
#if SY_WITH_CPU
        return SY__ROUTE(r, SY_BACKEND_CPU, op, sy_k_cpu_sort);
#endif
        return false;
#endif
    default:
        return false;
    }
}

/* trilu (ops[trilu]) */
static bool sy__route_trilu(sy_backend b, sy_dtype dt, sy__route *r)
{
    (void)dt;
    switch (b) {
#if SY_WITH_CPU
    case SY_BACKEND_CPU: /* cpu implements trilu for f32 f64 i32 i64 bool u8 i8 i16 f16 bf16 u16 u32 u64 (backends[cpu].ops) */
        return SY__ROUTE(r, SY_BACKEND_CPU, op, sy_k_cpu_trilu);
#endif
#if SY_WITH_SIMD
    case SY_BACKEND_SIMD: /* simd does not implement trilu (backends[simd]); fallback: cpu */
#if SY_WITH_CPU
        return SY__ROUTE(r, SY_BACKEND_CPU, op, sy_k_cpu_trilu);
#endif
        return false;
#endif
#if SY_WITH_BLAS
    case SY_BACKEND_BLAS: /* blas does not implement trilu (backends[blas]); fallback: simd -> cpu */
#if SY_WITH_CPU
        return SY__ROUTE(r, SY_BACKEND_CPU, op, sy_k_cpu_trilu);
#endif
        return false;
#endif
#if SY_WITH_SIM
    case SY_BACKEND_SIM: /* sim does not implement trilu (backends[sim]); fallback: cpu */
#if SY_WITH_CPU
        return SY__ROUTE(r, SY_BACKEND_CPU, op, sy_k_cpu_trilu);
#endif
        return false;
#endif
#if SY_WITH_OPENCL
    case SY_BACKEND_OPENCL: /* opencl does not implement trilu (backends[opencl]); fallback: cpu */
#if SY_WITH_CPU
        return SY__ROUTE(r, SY_BACKEND_CPU, op, sy_k_cpu_trilu);
#endif
        return false;
#endif
#if SY_WITH_VULKAN
    case SY_BACKEND_VULKAN: /* vulkan does not implement trilu (backends[vulkan]); fallback: cpu */
#if SY_WITH_CPU
        return SY__ROUTE(r, SY_BACKEND_CPU, op, sy_k_cpu_trilu);
#endif
        return false;
#endif
    default:
        return false;
    }
}

/* depth_to_space (ops[depth_to_space]) */
static bool sy__route_depth_to_space(sy_backend b, sy_dtype dt, sy__route *r)
{
    (void)dt;
    switch (b) {
#if SY_WITH_CPU
    case SY_BACKEND_CPU: /* cpu implements depth_to_space for f32 f64 i32 i64 bool u8 i8 i16 f16 bf16 u16 u32 u64 (backends[cpu].ops) */
        return SY__ROUTE(r, SY_BACKEND_CPU, op, sy_k_cpu_depth_to_space);
#endif
#if SY_WITH_SIMD
    case SY_BACKEND_SIMD: /* simd does not implement depth_to_space (backends[simd]); fallback: cpu */
#if SY_WITH_CPU
        return SY__ROUTE(r, SY_BACKEND_CPU, op, sy_k_cpu_depth_to_space);
#endif
        return false;
#endif
#if SY_WITH_BLAS
    case SY_BACKEND_BLAS: /* blas does not implement depth_to_space (backends[blas]); fallback: simd -> cpu */
#if SY_WITH_CPU
        return SY__ROUTE(r, SY_BACKEND_CPU, op, sy_k_cpu_depth_to_space);
#endif
        return false;
#endif
#if SY_WITH_SIM
    case SY_BACKEND_SIM: /* sim does not implement depth_to_space (backends[sim]); fallback: cpu */
#if SY_WITH_CPU
        return SY__ROUTE(r, SY_BACKEND_CPU, op, sy_k_cpu_depth_to_space);
#endif
        return false;
#endif
#if SY_WITH_OPENCL
    case SY_BACKEND_OPENCL: /* opencl does not implement depth_to_space (backends[opencl]); fallback: cpu */
#if SY_WITH_CPU
        return SY__ROUTE(r, SY_BACKEND_CPU, op, sy_k_cpu_depth_to_space);
#endif
        return false;
#endif
#if SY_WITH_VULKAN
    case SY_BACKEND_VULKAN: /* vulkan does not implement depth_to_space (backends[vulkan]); fallback: cpu */
#if SY_WITH_CPU
        return SY__ROUTE(r, SY_BACKEND_CPU, op, sy_k_cpu_depth_to_space);
#endif
        return false;
#endif
    default:
        return false;
    }
}

/* space_to_depth (ops[space_to_depth]) */
static bool sy__route_space_to_depth(sy_backend b, sy_dtype dt, sy__route *r)
{
    (void)dt;
    switch (b) {
#if SY_WITH_CPU
    case SY_BACKEND_CPU: /* cpu implements space_to_depth for f32 f64 i32 i64 bool u8 i8 i16 f16 bf16 u16 u32 u64 (backends[cpu].ops) */
        return SY__ROUTE(r, SY_BACKEND_CPU, op, sy_k_cpu_space_to_depth);
#endif
#if SY_WITH_SIMD
    case SY_BACKEND_SIMD: /* simd does not implement space_to_depth (backends[simd]); fallback: cpu */
#if SY_WITH_CPU
        return SY__ROUTE(r, SY_BACKEND_CPU, op, sy_k_cpu_space_to_depth);
#endif
        return false;
#endif
#if SY_WITH_BLAS
    case SY_BACKEND_BLAS: /* blas does not implement space_to_depth (backends[blas]); fallback: simd -> cpu */
#if SY_WITH_CPU
        return SY__ROUTE(r, SY_BACKEND_CPU, op, sy_k_cpu_space_to_depth);
#endif
        return false;
#endif
#if SY_WITH_SIM
    case SY_BACKEND_SIM: /* sim does not implement space_to_depth (backends[sim]); fallback: cpu */
#if SY_WITH_CPU
        return SY__ROUTE(r, SY_BACKEND_CPU, op, sy_k_cpu_space_to_depth);
#endif
        return false;
#endif
#if SY_WITH_OPENCL
    case SY_BACKEND_OPENCL: /* opencl does not implement space_to_depth (backends[opencl]); fallback: cpu */
#if SY_WITH_CPU
        return SY__ROUTE(r, SY_BACKEND_CPU, op, sy_k_cpu_space_to_depth);
#endif
        return false;
#endif
#if SY_WITH_VULKAN
    case SY_BACKEND_VULKAN: /* vulkan does not implement space_to_depth (backends[vulkan]); fallback: cpu */
#if SY_WITH_CPU
        return SY__ROUTE(r, SY_BACKEND_CPU, op, sy_k_cpu_space_to_depth);
#endif
        return false;
#endif
    default:
        return false;
    }
}

/* depth_to_space_backward (ops[depth_to_space_backward]) */
static bool sy__route_depth_to_space_backward(sy_backend b, sy_dtype dt, sy__route *r)
{
    (void)dt;
    switch (b) {
#if SY_WITH_CPU
    case SY_BACKEND_CPU: /* cpu implements depth_to_space_backward for f32 f64 i32 i64 bool u8 i8 i16 f16 bf16 u16 u32 u64 (backends[cpu].ops) */
        return SY__ROUTE(r, SY_BACKEND_CPU, op, sy_k_cpu_depth_to_space_backward);
#endif
#if SY_WITH_SIMD
    case SY_BACKEND_SIMD: /* simd does not implement depth_to_space_backward (backends[simd]); fallback: cpu */
#if SY_WITH_CPU
        return SY__ROUTE(r, SY_BACKEND_CPU, op, sy_k_cpu_depth_to_space_backward);
#endif
        return false;
#endif
#if SY_WITH_BLAS
    case SY_BACKEND_BLAS: /* blas does not implement depth_to_space_backward (backends[blas]); fallback: simd -> cpu */
#if SY_WITH_CPU
        return SY__ROUTE(r, SY_BACKEND_CPU, op, sy_k_cpu_depth_to_space_backward);
#endif
        return false;
#endif
#if SY_WITH_SIM
    case SY_BACKEND_SIM: /* sim does not implement depth_to_space_backward (backends[sim]); fallback: cpu */
#if SY_WITH_CPU
        return SY__ROUTE(r, SY_BACKEND_CPU, op, sy_k_cpu_depth_to_space_backward);
#endif
        return false;
#endif
#if SY_WITH_OPENCL
    case SY_BACKEND_OPENCL: /* opencl does not implement depth_to_space_backward (backends[opencl]); fallback: cpu */
#if SY_WITH_CPU
        return SY__ROUTE(r, SY_BACKEND_CPU, op, sy_k_cpu_depth_to_space_backward);
#endif
        return false;
#endif
#if SY_WITH_VULKAN
    case SY_BACKEND_VULKAN: /* vulkan does not implement depth_to_space_backward (backends[vulkan]); fallback: cpu */
#if SY_WITH_CPU
        return SY__ROUTE(r, SY_BACKEND_CPU, op, sy_k_cpu_depth_to_space_backward);
#endif
        return false;
#endif
    default:
        return false;
    }
}

/* eye_like (ops[eye_like]) */
static bool sy__route_eye_like(sy_backend b, sy_dtype dt, sy__route *r)
{
    (void)dt;
    switch (b) {
#if SY_WITH_CPU
    case SY_BACKEND_CPU: /* cpu implements eye_like for f32 f64 i32 i64 bool u8 i8 i16 f16 bf16 u16 u32 u64 (backends[cpu].ops) */
        return SY__ROUTE(r, SY_BACKEND_CPU, op, sy_k_cpu_eye_like);
#endif
#if SY_WITH_SIMD
    case SY_BACKEND_SIMD: /* simd does not implement eye_like (backends[simd]); fallback: cpu */
#if SY_WITH_CPU
        return SY__ROUTE(r, SY_BACKEND_CPU, op, sy_k_cpu_eye_like);
#endif
        return false;
#endif
#if SY_WITH_BLAS
    case SY_BACKEND_BLAS: /* blas does not implement eye_like (backends[blas]); fallback: simd -> cpu */
#if SY_WITH_CPU
        return SY__ROUTE(r, SY_BACKEND_CPU, op, sy_k_cpu_eye_like);
#endif
        return false;
#endif
#if SY_WITH_SIM
    case SY_BACKEND_SIM: /* sim does not implement eye_like (backends[sim]); fallback: cpu */
#if SY_WITH_CPU
        return SY__ROUTE(r, SY_BACKEND_CPU, op, sy_k_cpu_eye_like);
#endif
        return false;
#endif
#if SY_WITH_OPENCL
    case SY_BACKEND_OPENCL: /* opencl does not implement eye_like (backends[opencl]); fallback: cpu */
#if SY_WITH_CPU
        return SY__ROUTE(r, SY_BACKEND_CPU, op, sy_k_cpu_eye_like);
#endif
        return false;
#endif
#if SY_WITH_VULKAN
    case SY_BACKEND_VULKAN: /* vulkan does not implement eye_like (backends[vulkan]); fallback: cpu */
#if SY_WITH_CPU
        return SY__ROUTE(r, SY_BACKEND_CPU, op, sy_k_cpu_eye_like);
#endif
        return false;
#endif
    default:
        return false;
    }
}

/* tile (ops[tile]) */
static bool sy__route_tile(sy_backend b, sy_dtype dt, sy__route *r)
{
    (void)dt;
    switch (b) {
#if SY_WITH_CPU
    case SY_BACKEND_CPU: /* cpu implements tile for f32 f64 i32 i64 bool u8 i8 i16 f16 bf16 u16 u32 u64 (backends[cpu].ops) */
        return SY__ROUTE(r, SY_BACKEND_CPU, op, sy_k_cpu_tile);
#endif
#if SY_WITH_SIMD
    case SY_BACKEND_SIMD: /* simd does not implement tile (backends[simd]); fallback: cpu */
#if SY_WITH_CPU
        return SY__ROUTE(r, SY_BACKEND_CPU, op, sy_k_cpu_tile);
#endif
        return false;
#endif
#if SY_WITH_BLAS
    case SY_BACKEND_BLAS: /* blas does not implement tile (backends[blas]); fallback: simd -> cpu */
#if SY_WITH_CPU
        return SY__ROUTE(r, SY_BACKEND_CPU, op, sy_k_cpu_tile);
#endif
        return false;
#endif
#if SY_WITH_SIM
    case SY_BACKEND_SIM: /* sim does not implement tile (backends[sim]); fallback: cpu */
#if SY_WITH_CPU
        return SY__ROUTE(r, SY_BACKEND_CPU, op, sy_k_cpu_tile);
#endif
        return false;
#endif
#if SY_WITH_OPENCL
    case SY_BACKEND_OPENCL: /* opencl does not implement tile (backends[opencl]); fallback: cpu */
#if SY_WITH_CPU
        return SY__ROUTE(r, SY_BACKEND_CPU, op, sy_k_cpu_tile);
#endif
        return false;
#endif
#if SY_WITH_VULKAN
    case SY_BACKEND_VULKAN: /* vulkan does not implement tile (backends[vulkan]); fallback: cpu */
#if SY_WITH_CPU
        return SY__ROUTE(r, SY_BACKEND_CPU, op, sy_k_cpu_tile);
#endif
        return false;
#endif
    default:
        return false;
    }
}

/* tile_backward (ops[tile_backward]) */
static bool sy__route_tile_backward(sy_backend b, sy_dtype dt, sy__route *r)
{
    (void)dt;
    switch (b) {
#if SY_WITH_CPU
    case SY_BACKEND_CPU: /* cpu implements tile_backward for f32 f64 (backends[cpu].ops) */
        return SY__ROUTE(r, SY_BACKEND_CPU, op, sy_k_cpu_tile_backward);
#endif
#if SY_WITH_SIMD
    case SY_BACKEND_SIMD: /* simd does not implement tile_backward (backends[simd]); fallback: cpu */
#if SY_WITH_CPU
        return SY__ROUTE(r, SY_BACKEND_CPU, op, sy_k_cpu_tile_backward);
#endif
        return false;
#endif
#if SY_WITH_BLAS
    case SY_BACKEND_BLAS: /* blas does not implement tile_backward (backends[blas]); fallback: simd -> cpu */
#if SY_WITH_CPU
        return SY__ROUTE(r, SY_BACKEND_CPU, op, sy_k_cpu_tile_backward);
#endif
        return false;
#endif
#if SY_WITH_SIM
    case SY_BACKEND_SIM: /* sim does not implement tile_backward (backends[sim]); fallback: cpu */
#if SY_WITH_CPU
        return SY__ROUTE(r, SY_BACKEND_CPU, op, sy_k_cpu_tile_backward);
#endif
        return false;
#endif
#if SY_WITH_OPENCL
    case SY_BACKEND_OPENCL: /* opencl does not implement tile_backward (backends[opencl]); fallback: cpu */
#if SY_WITH_CPU
        return SY__ROUTE(r, SY_BACKEND_CPU, op, sy_k_cpu_tile_backward);
#endif
        return false;
#endif
#if SY_WITH_VULKAN
    case SY_BACKEND_VULKAN: /* vulkan does not implement tile_backward (backends[vulkan]); fallback: cpu */
#if SY_WITH_CPU
        return SY__ROUTE(r, SY_BACKEND_CPU, op, sy_k_cpu_tile_backward);
#endif
        return false;
#endif
    default:
        return false;
    }
}

/* gather_elements (ops[gather_elements]) */
static bool sy__route_gather_elements(sy_backend b, sy_dtype dt, sy__route *r)
{
    (void)dt;
    switch (b) {
#if SY_WITH_CPU
    case SY_BACKEND_CPU: /* cpu implements gather_elements for f32 f64 i32 i64 bool u8 i8 i16 f16 bf16 u16 u32 u64 (backends[cpu].ops) */
        return SY__ROUTE(r, SY_BACKEND_CPU, op, sy_k_cpu_gather_elements);
#endif
#if SY_WITH_SIMD
    case SY_BACKEND_SIMD: /* simd does not implement gather_elements (backends[simd]); fallback: cpu */
#if SY_WITH_CPU
        return SY__ROUTE(r, SY_BACKEND_CPU, op, sy_k_cpu_gather_elements);
#endif
        return false;
#endif
#if SY_WITH_BLAS
    case SY_BACKEND_BLAS: /* blas does not implement gather_elements (backends[blas]); fallback: simd -> cpu */
#if SY_WITH_CPU
        return SY__ROUTE(r, SY_BACKEND_CPU, op, sy_k_cpu_gather_elements);
#endif
        return false;
#endif
#if SY_WITH_SIM
    case SY_BACKEND_SIM: /* sim does not implement gather_elements (backends[sim]); fallback: cpu */
#if SY_WITH_CPU
        return SY__ROUTE(r, SY_BACKEND_CPU, op, sy_k_cpu_gather_elements);
#endif
        return false;
#endif
#if SY_WITH_OPENCL
    case SY_BACKEND_OPENCL: /* opencl does not implement gather_elements (backends[opencl]); fallback: cpu */
#if SY_WITH_CPU
        return SY__ROUTE(r, SY_BACKEND_CPU, op, sy_k_cpu_gather_elements);
#endif
        return false;
#endif
#if SY_WITH_VULKAN
    case SY_BACKEND_VULKAN: /* vulkan does not implement gather_elements (backends[vulkan]); fallback: cpu */
#if SY_WITH_CPU
        return SY__ROUTE(r, SY_BACKEND_CPU, op, sy_k_cpu_gather_elements);
#endif
        return false;
#endif
    default:
        return false;
    }
}

/* gather_elements_backward (ops[gather_elements_backward]) */
static bool sy__route_gather_elements_backward(sy_backend b, sy_dtype dt, sy__route *r)
{
    (void)dt;
    switch (b) {
#if SY_WITH_CPU
    case SY_BACKEND_CPU: /* cpu implements gather_elements_backward for f32 f64 (backends[cpu].ops) */
        return SY__ROUTE(r, SY_BACKEND_CPU, op, sy_k_cpu_gather_elements_backward);
#endif
#if SY_WITH_SIMD
    case SY_BACKEND_SIMD: /* simd does not implement gather_elements_backward (backends[simd]); fallback: cpu */
#if SY_WITH_CPU
        return SY__ROUTE(r, SY_BACKEND_CPU, op, sy_k_cpu_gather_elements_backward);
#endif
        return false;
#endif
#if SY_WITH_BLAS
    case SY_BACKEND_BLAS: /* blas does not implement gather_elements_backward (backends[blas]); fallback: simd -> cpu */
#if SY_WITH_CPU
        return SY__ROUTE(r, SY_BACKEND_CPU, op, sy_k_cpu_gather_elements_backward);
#endif
        return false;
#endif
#if SY_WITH_SIM
    case SY_BACKEND_SIM: /* sim does not implement gather_elements_backward (backends[sim]); fallback: cpu */
#if SY_WITH_CPU
        return SY__ROUTE(r, SY_BACKEND_CPU, op, sy_k_cpu_gather_elements_backward);
#endif
        return false;
#endif
#if SY_WITH_OPENCL
    case SY_BACKEND_OPENCL: /* opencl does not implement gather_elements_backward (backends[opencl]); fallback: cpu */
#if SY_WITH_CPU
        return SY__ROUTE(r, SY_BACKEND_CPU, op, sy_k_cpu_gather_elements_backward);
#endif
        return false;
#endif
#if SY_WITH_VULKAN
    case SY_BACKEND_VULKAN: /* vulkan does not implement gather_elements_backward (backends[vulkan]); fallback: cpu */
#if SY_WITH_CPU
        return SY__ROUTE(r, SY_BACKEND_CPU, op, sy_k_cpu_gather_elements_backward);
#endif
        return false;
#endif
    default:
        return false;
    }
}

/* scatter_elements (ops[scatter_elements]) */
static bool sy__route_scatter_elements(sy_backend b, sy_dtype dt, sy__route *r)
{
    (void)dt;
    switch (b) {
#if SY_WITH_CPU
    case SY_BACKEND_CPU: /* cpu implements scatter_elements for f32 f64 i32 i64 bool u8 i8 i16 f16 bf16 u16 u32 u64 (backends[cpu].ops) */
        return SY__ROUTE(r, SY_BACKEND_CPU, op, sy_k_cpu_scatter_elements);
#endif
#if SY_WITH_SIMD
    case SY_BACKEND_SIMD: /* simd does not implement scatter_elements (backends[simd]); fallback: cpu */
#if SY_WITH_CPU
        return SY__ROUTE(r, SY_BACKEND_CPU, op, sy_k_cpu_scatter_elements);
#endif
        return false;
#endif
#if SY_WITH_BLAS
    case SY_BACKEND_BLAS: /* blas does not implement scatter_elements (backends[blas]); fallback: simd -> cpu */
#if SY_WITH_CPU
        return SY__ROUTE(r, SY_BACKEND_CPU, op, sy_k_cpu_scatter_elements);
#endif
        return false;
#endif
#if SY_WITH_SIM
    case SY_BACKEND_SIM: /* sim does not implement scatter_elements (backends[sim]); fallback: cpu */
#if SY_WITH_CPU
        return SY__ROUTE(r, SY_BACKEND_CPU, op, sy_k_cpu_scatter_elements);
#endif
        return false;
#endif
#if SY_WITH_OPENCL
    case SY_BACKEND_OPENCL: /* opencl does not implement scatter_elements (backends[opencl]); fallback: cpu */
#if SY_WITH_CPU
        return SY__ROUTE(r, SY_BACKEND_CPU, op, sy_k_cpu_scatter_elements);
#endif
        return false;
#endif
#if SY_WITH_VULKAN
    case SY_BACKEND_VULKAN: /* vulkan does not implement scatter_elements (backends[vulkan]); fallback: cpu */
#if SY_WITH_CPU
        return SY__ROUTE(r, SY_BACKEND_CPU, op, sy_k_cpu_scatter_elements);
#endif
        return false;
#endif
    default:
        return false;
    }
}

/* scatter_elements_backward (ops[scatter_elements_backward]) */
static bool sy__route_scatter_elements_backward(sy_backend b, sy_dtype dt, sy__route *r)
{
    (void)dt;
    switch (b) {
#if SY_WITH_CPU
    case SY_BACKEND_CPU: /* cpu implements scatter_elements_backward for f32 f64 (backends[cpu].ops) */
        return SY__ROUTE(r, SY_BACKEND_CPU, op, sy_k_cpu_scatter_elements_backward);
#endif
#if SY_WITH_SIMD
    case SY_BACKEND_SIMD: /* simd does not implement scatter_elements_backward (backends[simd]); fallback: cpu */
#if SY_WITH_CPU
        return SY__ROUTE(r, SY_BACKEND_CPU, op, sy_k_cpu_scatter_elements_backward);
#endif
        return false;
#endif
#if SY_WITH_BLAS
    case SY_BACKEND_BLAS: /* blas does not implement scatter_elements_backward (backends[blas]); fallback: simd -> cpu */
#if SY_WITH_CPU
        return SY__ROUTE(r, SY_BACKEND_CPU, op, sy_k_cpu_scatter_elements_backward);
#endif
        return false;
#endif
#if SY_WITH_SIM
    case SY_BACKEND_SIM: /* sim does not implement scatter_elements_backward (backends[sim]); fallback: cpu */
#if SY_WITH_CPU
        return SY__ROUTE(r, SY_BACKEND_CPU, op, sy_k_cpu_scatter_elements_backward);
#endif
        return false;
#endif
#if SY_WITH_OPENCL
    case SY_BACKEND_OPENCL: /* opencl does not implement scatter_elements_backward (backends[opencl]); fallback: cpu */
#if SY_WITH_CPU
        return SY__ROUTE(r, SY_BACKEND_CPU, op, sy_k_cpu_scatter_elements_backward);
#endif
        return false;
#endif
#if SY_WITH_VULKAN
    case SY_BACKEND_VULKAN: /* vulkan does not implement scatter_elements_backward (backends[vulkan]); fallback: cpu */
#if SY_WITH_CPU
        return SY__ROUTE(r, SY_BACKEND_CPU, op, sy_k_cpu_scatter_elements_backward);
#endif
        return false;
#endif
    default:
        return false;
    }
}

/* gather_nd (ops[gather_nd]) */
static bool sy__route_gather_nd(sy_backend b, sy_dtype dt, sy__route *r)
{
    (void)dt;
    switch (b) {
#if SY_WITH_CPU
    case SY_BACKEND_CPU: /* cpu implements gather_nd for f32 f64 i32 i64 bool u8 i8 i16 f16 bf16 u16 u32 u64 (backends[cpu].ops) */
        return SY__ROUTE(r, SY_BACKEND_CPU, op, sy_k_cpu_gather_nd);
#endif
#if SY_WITH_SIMD
    case SY_BACKEND_SIMD: /* simd does not implement gather_nd (backends[simd]); fallback: cpu */
#if SY_WITH_CPU
        return SY__ROUTE(r, SY_BACKEND_CPU, op, sy_k_cpu_gather_nd);
#endif
        return false;
#endif
#if SY_WITH_BLAS
    case SY_BACKEND_BLAS: /* blas does not implement gather_nd (backends[blas]); fallback: simd -> cpu */
#if SY_WITH_CPU
        return SY__ROUTE(r, SY_BACKEND_CPU, op, sy_k_cpu_gather_nd);
#endif
        return false;
#endif
#if SY_WITH_SIM
    case SY_BACKEND_SIM: /* sim does not implement gather_nd (backends[sim]); fallback: cpu */
#if SY_WITH_CPU
        return SY__ROUTE(r, SY_BACKEND_CPU, op, sy_k_cpu_gather_nd);
#endif
        return false;
#endif
#if SY_WITH_OPENCL
    case SY_BACKEND_OPENCL: /* opencl does not implement gather_nd (backends[opencl]); fallback: cpu */
#if SY_WITH_CPU
        return SY__ROUTE(r, SY_BACKEND_CPU, op, sy_k_cpu_gather_nd);
#endif
        return false;
#endif
#if SY_WITH_VULKAN
    case SY_BACKEND_VULKAN: /* vulkan does not implement gather_nd (backends[vulkan]); fallback: cpu */
#if SY_WITH_CPU
        return SY__ROUTE(r, SY_BACKEND_CPU, op, sy_k_cpu_gather_nd);
#endif
        return false;
#endif
    default:
        return false;
    }
}

/* gather_nd_backward (ops[gather_nd_backward]) */
static bool sy__route_gather_nd_backward(sy_backend b, sy_dtype dt, sy__route *r)
{
    (void)dt;
    switch (b) {
#if SY_WITH_CPU
    case SY_BACKEND_CPU: /* cpu implements gather_nd_backward for f32 f64 (backends[cpu].ops) */
        return SY__ROUTE(r, SY_BACKEND_CPU, op, sy_k_cpu_gather_nd_backward);
#endif
#if SY_WITH_SIMD
    case SY_BACKEND_SIMD: /* simd does not implement gather_nd_backward (backends[simd]); fallback: cpu */
#if SY_WITH_CPU
        return SY__ROUTE(r, SY_BACKEND_CPU, op, sy_k_cpu_gather_nd_backward);
#endif
        return false;
#endif
#if SY_WITH_BLAS
    case SY_BACKEND_BLAS: /* blas does not implement gather_nd_backward (backends[blas]); fallback: simd -> cpu */
#if SY_WITH_CPU
        return SY__ROUTE(r, SY_BACKEND_CPU, op, sy_k_cpu_gather_nd_backward);
#endif
        return false;
#endif
#if SY_WITH_SIM
    case SY_BACKEND_SIM: /* sim does not implement gather_nd_backward (backends[sim]); fallback: cpu */
#if SY_WITH_CPU
        return SY__ROUTE(r, SY_BACKEND_CPU, op, sy_k_cpu_gather_nd_backward);
#endif
        return false;
#endif
#if SY_WITH_OPENCL
    case SY_BACKEND_OPENCL: /* opencl does not implement gather_nd_backward (backends[opencl]); fallback: cpu */
#if SY_WITH_CPU
        return SY__ROUTE(r, SY_BACKEND_CPU, op, sy_k_cpu_gather_nd_backward);
#endif
        return false;
#endif
#if SY_WITH_VULKAN
    case SY_BACKEND_VULKAN: /* vulkan does not implement gather_nd_backward (backends[vulkan]); fallback: cpu */
#if SY_WITH_CPU
        return SY__ROUTE(r, SY_BACKEND_CPU, op, sy_k_cpu_gather_nd_backward);
#endif
        return false;
#endif
    default:
        return false;
    }
}

/* scatter_nd (ops[scatter_nd]) */
static bool sy__route_scatter_nd(sy_backend b, sy_dtype dt, sy__route *r)
{
    (void)dt;
    switch (b) {
#if SY_WITH_CPU
    case SY_BACKEND_CPU: /* cpu implements scatter_nd for f32 f64 i32 i64 bool u8 i8 i16 f16 bf16 u16 u32 u64 (backends[cpu].ops) */
        return SY__ROUTE(r, SY_BACKEND_CPU, op, sy_k_cpu_scatter_nd);
#endif
#if SY_WITH_SIMD
    case SY_BACKEND_SIMD: /* simd does not implement scatter_nd (backends[simd]); fallback: cpu */
#if SY_WITH_CPU
        return SY__ROUTE(r, SY_BACKEND_CPU, op, sy_k_cpu_scatter_nd);
#endif
        return false;
#endif
#if SY_WITH_BLAS
    case SY_BACKEND_BLAS: /* blas does not implement scatter_nd (backends[blas]); fallback: simd -> cpu */
#if SY_WITH_CPU
        return SY__ROUTE(r, SY_BACKEND_CPU, op, sy_k_cpu_scatter_nd);
#endif
        return false;
#endif
#if SY_WITH_SIM
    case SY_BACKEND_SIM: /* sim does not implement scatter_nd (backends[sim]); fallback: cpu */
#if SY_WITH_CPU
        return SY__ROUTE(r, SY_BACKEND_CPU, op, sy_k_cpu_scatter_nd);
#endif
        return false;
#endif
#if SY_WITH_OPENCL
    case SY_BACKEND_OPENCL: /* opencl does not implement scatter_nd (backends[opencl]); fallback: cpu */
#if SY_WITH_CPU
        return SY__ROUTE(r, SY_BACKEND_CPU, op, sy_k_cpu_scatter_nd);
#endif
        return false;
#endif
#if SY_WITH_VULKAN
    case SY_BACKEND_VULKAN: /* vulkan does not implement scatter_nd (backends[vulkan]); fallback: cpu */
#if SY_WITH_CPU
        return SY__ROUTE(r, SY_BACKEND_CPU, op, sy_k_cpu_scatter_nd);
#endif
        return false;
#endif
    default:
        return false;
    }
}

/* scatter_nd_backward (ops[scatter_nd_backward]) */
static bool sy__route_scatter_nd_backward(sy_backend b, sy_dtype dt, sy__route *r)
{
    (void)dt;
    switch (b) {
#if SY_WITH_CPU
    case SY_BACKEND_CPU: /* cpu implements scatter_nd_backward for f32 f64 (backends[cpu].ops) */
        return SY__ROUTE(r, SY_BACKEND_CPU, op, sy_k_cpu_scatter_nd_backward);
#endif
#if SY_WITH_SIMD
    case SY_BACKEND_SIMD: /* simd does not implement scatter_nd_backward (backends[simd]); fallback: cpu */
#if SY_WITH_CPU
        return SY__ROUTE(r, SY_BACKEND_CPU, op, sy_k_cpu_scatter_nd_backward);
#endif
        return false;
#endif
#if SY_WITH_BLAS
    case SY_BACKEND_BLAS: /* blas does not implement scatter_nd_backward (backends[blas]); fallback: simd -> cpu */
#if SY_WITH_CPU
        return SY__ROUTE(r, SY_BACKEND_CPU, op, sy_k_cpu_scatter_nd_backward);
#endif
        return false;
#endif
#if SY_WITH_SIM
    case SY_BACKEND_SIM: /* sim does not implement scatter_nd_backward (backends[sim]); fallback: cpu */
#if SY_WITH_CPU
        return SY__ROUTE(r, SY_BACKEND_CPU, op, sy_k_cpu_scatter_nd_backward);
#endif
        return false;
#endif
#if SY_WITH_OPENCL
    case SY_BACKEND_OPENCL: /* opencl does not implement scatter_nd_backward (backends[opencl]); fallback: cpu */
#if SY_WITH_CPU
        return SY__ROUTE(r, SY_BACKEND_CPU, op, sy_k_cpu_scatter_nd_backward);
#endif
        return false;
#endif
#if SY_WITH_VULKAN
    case SY_BACKEND_VULKAN: /* vulkan does not implement scatter_nd_backward (backends[vulkan]); fallback: cpu */
#if SY_WITH_CPU
        return SY__ROUTE(r, SY_BACKEND_CPU, op, sy_k_cpu_scatter_nd_backward);
#endif
        return false;
#endif
    default:
        return false;
    }
}

/* one_hot (ops[one_hot]) */
static bool sy__route_one_hot(sy_backend b, sy_dtype dt, sy__route *r)
{
    (void)dt;
    switch (b) {
#if SY_WITH_CPU
    case SY_BACKEND_CPU: /* cpu implements one_hot for f32 f64 i32 i64 bool u8 i8 i16 f16 bf16 u16 u32 u64 (backends[cpu].ops) */
        return SY__ROUTE(r, SY_BACKEND_CPU, op, sy_k_cpu_one_hot);
#endif
#if SY_WITH_SIMD
    case SY_BACKEND_SIMD: /* simd does not implement one_hot (backends[simd]); fallback: cpu */
#if SY_WITH_CPU
        return SY__ROUTE(r, SY_BACKEND_CPU, op, sy_k_cpu_one_hot);
#endif
        return false;
#endif
#if SY_WITH_BLAS
    case SY_BACKEND_BLAS: /* blas does not implement one_hot (backends[blas]); fallback: simd -> cpu */
#if SY_WITH_CPU
        return SY__ROUTE(r, SY_BACKEND_CPU, op, sy_k_cpu_one_hot);
#endif
        return false;
#endif
#if SY_WITH_SIM
    case SY_BACKEND_SIM: /* sim does not implement one_hot (backends[sim]); fallback: cpu */
#if SY_WITH_CPU
        return SY__ROUTE(r, SY_BACKEND_CPU, op, sy_k_cpu_one_hot);
#endif
        return false;
#endif
#if SY_WITH_OPENCL
    case SY_BACKEND_OPENCL: /* opencl does not implement one_hot (backends[opencl]); fallback: cpu */
#if SY_WITH_CPU
        return SY__ROUTE(r, SY_BACKEND_CPU, op, sy_k_cpu_one_hot);
#endif
        return false;
#endif
#if SY_WITH_VULKAN
    case SY_BACKEND_VULKAN: /* vulkan does not implement one_hot (backends[vulkan]); fallback: cpu */
#if SY_WITH_CPU
        return SY__ROUTE(r, SY_BACKEND_CPU, op, sy_k_cpu_one_hot);
#endif
        return false;
#endif
    default:
        return false;
    }
}

/* one_hot_backward (ops[one_hot_backward]) */
static bool sy__route_one_hot_backward(sy_backend b, sy_dtype dt, sy__route *r)
{
    (void)dt;
    switch (b) {
#if SY_WITH_CPU
    case SY_BACKEND_CPU: /* cpu implements one_hot_backward for f32 f64 (backends[cpu].ops) */
        return SY__ROUTE(r, SY_BACKEND_CPU, op, sy_k_cpu_one_hot_backward);
#endif
#if SY_WITH_SIMD
    case SY_BACKEND_SIMD: /* simd does not implement one_hot_backward (backends[simd]); fallback: cpu */
#if SY_WITH_CPU
        return SY__ROUTE(r, SY_BACKEND_CPU, op, sy_k_cpu_one_hot_backward);
#endif
        return false;
#endif
#if SY_WITH_BLAS
    case SY_BACKEND_BLAS: /* blas does not implement one_hot_backward (backends[blas]); fallback: simd -> cpu */
#if SY_WITH_CPU
        return SY__ROUTE(r, SY_BACKEND_CPU, op, sy_k_cpu_one_hot_backward);
#endif
        return false;
#endif
#if SY_WITH_SIM
    case SY_BACKEND_SIM: /* sim does not implement one_hot_backward (backends[sim]); fallback: cpu */
#if SY_WITH_CPU
        return SY__ROUTE(r, SY_BACKEND_CPU, op, sy_k_cpu_one_hot_backward);
#endif
        return false;
#endif
#if SY_WITH_OPENCL
    case SY_BACKEND_OPENCL: /* opencl does not implement one_hot_backward (backends[opencl]); fallback: cpu */
#if SY_WITH_CPU
        return SY__ROUTE(r, SY_BACKEND_CPU, op, sy_k_cpu_one_hot_backward);
#endif
        return false;
#endif
#if SY_WITH_VULKAN
    case SY_BACKEND_VULKAN: /* vulkan does not implement one_hot_backward (backends[vulkan]); fallback: cpu */
#if SY_WITH_CPU
        return SY__ROUTE(r, SY_BACKEND_CPU, op, sy_k_cpu_one_hot_backward);
#endif
        return false;
#endif
    default:
        return false;
    }
}

/* leaky_relu (ops[leaky_relu]) */
static bool sy__route_leaky_relu(sy_backend b, sy_dtype dt, sy__route *r)
{
    (void)dt;
    switch (b) {
#if SY_WITH_CPU
    case SY_BACKEND_CPU: /* cpu implements leaky_relu for f32 f64 f16 bf16 (backends[cpu].ops) */
        return SY__ROUTE(r, SY_BACKEND_CPU, op, sy_k_cpu_leaky_relu);
#endif
#if SY_WITH_SIMD
    case SY_BACKEND_SIMD: /* simd does not implement leaky_relu (backends[simd]); fallback: cpu */
#if SY_WITH_CPU
        return SY__ROUTE(r, SY_BACKEND_CPU, op, sy_k_cpu_leaky_relu);
#endif
        return false;
#endif
#if SY_WITH_BLAS
    case SY_BACKEND_BLAS: /* blas does not implement leaky_relu (backends[blas]); fallback: simd -> cpu */
#if SY_WITH_CPU
        return SY__ROUTE(r, SY_BACKEND_CPU, op, sy_k_cpu_leaky_relu);
#endif
        return false;
#endif
#if SY_WITH_SIM
    case SY_BACKEND_SIM: /* sim does not implement leaky_relu (backends[sim]); fallback: cpu */
#if SY_WITH_CPU
        return SY__ROUTE(r, SY_BACKEND_CPU, op, sy_k_cpu_leaky_relu);
#endif
        return false;
#endif
#if SY_WITH_OPENCL
    case SY_BACKEND_OPENCL: /* opencl implements leaky_relu for f32 f64 (backends[opencl].ops); fallback: cpu */
        if (SY__DTYPE_IN(dt, SY__DT_F32 | SY__DT_F64)) return SY__ROUTE(r, SY_BACKEND_OPENCL, op, sy_k_opencl_leaky_relu);
#if SY_WITH_CPU
        return SY__ROUTE(r, SY_BACKEND_CPU, op, sy_k_cpu_leaky_relu);
#endif
        return false;
#endif
#if SY_WITH_VULKAN
    case SY_BACKEND_VULKAN: /* vulkan implements leaky_relu for f32 (backends[vulkan].ops); fallback: cpu */
        if (SY__DTYPE_IN(dt, SY__DT_F32)) return SY__ROUTE(r, SY_BACKEND_VULKAN, op, sy_k_vulkan_leaky_relu);
#if SY_WITH_CPU
        return SY__ROUTE(r, SY_BACKEND_CPU, op, sy_k_cpu_leaky_relu);
#endif
        return false;
#endif
    default:
        return false;
    }
}

/* elu (ops[elu]) */
static bool sy__route_elu(sy_backend b, sy_dtype dt, sy__route *r)
{
    (void)dt;
    switch (b) {
#if SY_WITH_CPU
    case SY_BACKEND_CPU: /* cpu implements elu for f32 f64 f16 bf16 (backends[cpu].ops) */
        return SY__ROUTE(r, SY_BACKEND_CPU, op, sy_k_cpu_elu);
#endif
#if SY_WITH_SIMD
    case SY_BACKEND_SIMD: /* simd does not implement elu (backends[simd]); fallback: cpu */
#if SY_WITH_CPU
        return SY__ROUTE(r, SY_BACKEND_CPU, op, sy_k_cpu_elu);
#endif
        return false;
#endif
#if SY_WITH_BLAS
    case SY_BACKEND_BLAS: /* blas does not implement elu (backends[blas]); fallback: simd -> cpu */
#if SY_WITH_CPU
        return SY__ROUTE(r, SY_BACKEND_CPU, op, sy_k_cpu_elu);
#endif
        return false;
#endif
#if SY_WITH_SIM
    case SY_BACKEND_SIM: /* sim does not implement elu (backends[sim]); fallback: cpu */
#if SY_WITH_CPU
        return SY__ROUTE(r, SY_BACKEND_CPU, op, sy_k_cpu_elu);
#endif
        return false;
#endif
#if SY_WITH_OPENCL
    case SY_BACKEND_OPENCL: /* opencl implements elu for f32 f64 (backends[opencl].ops); fallback: cpu */
        if (SY__DTYPE_IN(dt, SY__DT_F32 | SY__DT_F64)) return SY__ROUTE(r, SY_BACKEND_OPENCL, op, sy_k_opencl_elu);
#if SY_WITH_CPU
        return SY__ROUTE(r, SY_BACKEND_CPU, op, sy_k_cpu_elu);
#endif
        return false;
#endif
#if SY_WITH_VULKAN
    case SY_BACKEND_VULKAN: /* vulkan does not implement elu (backends[vulkan]); fallback: cpu */
#if SY_WITH_CPU
        return SY__ROUTE(r, SY_BACKEND_CPU, op, sy_k_cpu_elu);
#endif
        return false;
#endif
    default:
        return false;
    }
}

/* celu (ops[celu]) */
static bool sy__route_celu(sy_backend b, sy_dtype dt, sy__route *r)
{
    (void)dt;
    switch (b) {
#if SY_WITH_CPU
    case SY_BACKEND_CPU: /* cpu implements celu for f32 f64 f16 bf16 (backends[cpu].ops) */
        return SY__ROUTE(r, SY_BACKEND_CPU, op, sy_k_cpu_celu);
#endif
#if SY_WITH_SIMD
    case SY_BACKEND_SIMD: /* simd does not implement celu (backends[simd]); fallback: cpu */
#if SY_WITH_CPU
        return SY__ROUTE(r, SY_BACKEND_CPU, op, sy_k_cpu_celu);
#endif
        return false;
#endif
#if SY_WITH_BLAS
    case SY_BACKEND_BLAS: /* blas does not implement celu (backends[blas]); fallback: simd -> cpu */
#if SY_WITH_CPU
        return SY__ROUTE(r, SY_BACKEND_CPU, op, sy_k_cpu_celu);
#endif
        return false;
#endif
#if SY_WITH_SIM
    case SY_BACKEND_SIM: /* sim does not implement celu (backends[sim]); fallback: cpu */
#if SY_WITH_CPU
        return SY__ROUTE(r, SY_BACKEND_CPU, op, sy_k_cpu_celu);
#endif
        return false;
#endif
#if SY_WITH_OPENCL
    case SY_BACKEND_OPENCL: /* opencl implements celu for f32 f64 (backends[opencl].ops); fallback: cpu */
        if (SY__DTYPE_IN(dt, SY__DT_F32 | SY__DT_F64)) return SY__ROUTE(r, SY_BACKEND_OPENCL, op, sy_k_opencl_celu);
#if SY_WITH_CPU
        return SY__ROUTE(r, SY_BACKEND_CPU, op, sy_k_cpu_celu);
#endif
        return false;
#endif
#if SY_WITH_VULKAN
    case SY_BACKEND_VULKAN: /* vulkan does not implement celu (backends[vulkan]); fallback: cpu */
#if SY_WITH_CPU
        return SY__ROUTE(r, SY_BACKEND_CPU, op, sy_k_cpu_celu);
#endif
        return false;
#endif
    default:
        return false;
    }
}

/* thresholded_relu (ops[thresholded_relu]) */
static bool sy__route_thresholded_relu(sy_backend b, sy_dtype dt, sy__route *r)
{
    (void)dt;
    switch (b) {
#if SY_WITH_CPU
    case SY_BACKEND_CPU: /* cpu implements thresholded_relu for f32 f64 f16 bf16 (backends[cpu].ops) */
        return SY__ROUTE(r, SY_BACKEND_CPU, op, sy_k_cpu_thresholded_relu);
#endif
#if SY_WITH_SIMD
    case SY_BACKEND_SIMD: /* simd does not implement thresholded_relu (backends[simd]); fallback: cpu */
#if SY_WITH_CPU
        return SY__ROUTE(r, SY_BACKEND_CPU, op, sy_k_cpu_thresholded_relu);
#endif
        return false;
#endif
#if SY_WITH_BLAS
    case SY_BACKEND_BLAS: /* blas does not implement thresholded_relu (backends[blas]); fallback: simd -> cpu */
#if SY_WITH_CPU
        return SY__ROUTE(r, SY_BACKEND_CPU, op, sy_k_cpu_thresholded_relu);
#endif
        return false;
#endif
#if SY_WITH_SIM
    case SY_BACKEND_SIM: /* sim does not implement thresholded_relu (backends[sim]); fallback: cpu */
#if SY_WITH_CPU
        return SY__ROUTE(r, SY_BACKEND_CPU, op, sy_k_cpu_thresholded_relu);
#endif
        return false;
#endif
#if SY_WITH_OPENCL
    case SY_BACKEND_OPENCL: /* opencl implements thresholded_relu for f32 f64 (backends[opencl].ops); fallback: cpu */
        if (SY__DTYPE_IN(dt, SY__DT_F32 | SY__DT_F64)) return SY__ROUTE(r, SY_BACKEND_OPENCL, op, sy_k_opencl_thresholded_relu);
#if SY_WITH_CPU
        return SY__ROUTE(r, SY_BACKEND_CPU, op, sy_k_cpu_thresholded_relu);
#endif
        return false;
#endif
#if SY_WITH_VULKAN
    case SY_BACKEND_VULKAN: /* vulkan implements thresholded_relu for f32 (backends[vulkan].ops); fallback: cpu */
        if (SY__DTYPE_IN(dt, SY__DT_F32)) return SY__ROUTE(r, SY_BACKEND_VULKAN, op, sy_k_vulkan_thresholded_relu);
#if SY_WITH_CPU
        return SY__ROUTE(r, SY_BACKEND_CPU, op, sy_k_cpu_thresholded_relu);
#endif
        return false;
#endif
    default:
        return false;
    }
}

/* hard_sigmoid (ops[hard_sigmoid]) */
static bool sy__route_hard_sigmoid(sy_backend b, sy_dtype dt, sy__route *r)
{
    (void)dt;
    switch (b) {
#if SY_WITH_CPU
    case SY_BACKEND_CPU: /* cpu implements hard_sigmoid for f32 f64 f16 bf16 (backends[cpu].ops) */
        return SY__ROUTE(r, SY_BACKEND_CPU, op, sy_k_cpu_hard_sigmoid);
#endif
#if SY_WITH_SIMD
    case SY_BACKEND_SIMD: /* simd does not implement hard_sigmoid (backends[simd]); fallback: cpu */
#if SY_WITH_CPU
        return SY__ROUTE(r, SY_BACKEND_CPU, op, sy_k_cpu_hard_sigmoid);
#endif
        return false;
#endif
#if SY_WITH_BLAS
    case SY_BACKEND_BLAS: /* blas does not implement hard_sigmoid (backends[blas]); fallback: simd -> cpu */
#if SY_WITH_CPU
        return SY__ROUTE(r, SY_BACKEND_CPU, op, sy_k_cpu_hard_sigmoid);
#endif
        return false;
#endif
#if SY_WITH_SIM
    case SY_BACKEND_SIM: /* sim does not implement hard_sigmoid (backends[sim]); fallback: cpu */
#if SY_WITH_CPU
        return SY__ROUTE(r, SY_BACKEND_CPU, op, sy_k_cpu_hard_sigmoid);
#endif
        return false;
#endif
#if SY_WITH_OPENCL
    case SY_BACKEND_OPENCL: /* opencl implements hard_sigmoid for f32 f64 (backends[opencl].ops); fallback: cpu */
        if (SY__DTYPE_IN(dt, SY__DT_F32 | SY__DT_F64)) return SY__ROUTE(r, SY_BACKEND_OPENCL, op, sy_k_opencl_hard_sigmoid);
#if SY_WITH_CPU
        return SY__ROUTE(r, SY_BACKEND_CPU, op, sy_k_cpu_hard_sigmoid);
#endif
        return false;
#endif
#if SY_WITH_VULKAN
    case SY_BACKEND_VULKAN: /* vulkan does not implement hard_sigmoid (backends[vulkan]); fallback: cpu */
#if SY_WITH_CPU
        return SY__ROUTE(r, SY_BACKEND_CPU, op, sy_k_cpu_hard_sigmoid);
#endif
        return false;
#endif
    default:
        return false;
    }
}

/* selu (ops[selu]) */
static bool sy__route_selu(sy_backend b, sy_dtype dt, sy__route *r)
{
    (void)dt;
    switch (b) {
#if SY_WITH_CPU
    case SY_BACKEND_CPU: /* cpu implements selu for f32 f64 f16 bf16 (backends[cpu].ops) */
        return SY__ROUTE(r, SY_BACKEND_CPU, op, sy_k_cpu_selu);
#endif
#if SY_WITH_SIMD
    case SY_BACKEND_SIMD: /* simd does not implement selu (backends[simd]); fallback: cpu */
#if SY_WITH_CPU
        return SY__ROUTE(r, SY_BACKEND_CPU, op, sy_k_cpu_selu);
#endif
        return false;
#endif
#if SY_WITH_BLAS
    case SY_BACKEND_BLAS: /* blas does not implement selu (backends[blas]); fallback: simd -> cpu */
#if SY_WITH_CPU
        return SY__ROUTE(r, SY_BACKEND_CPU, op, sy_k_cpu_selu);
#endif
        return false;
#endif
#if SY_WITH_SIM
    case SY_BACKEND_SIM: /* sim does not implement selu (backends[sim]); fallback: cpu */
#if SY_WITH_CPU
        return SY__ROUTE(r, SY_BACKEND_CPU, op, sy_k_cpu_selu);
#endif
        return false;
#endif
#if SY_WITH_OPENCL
    case SY_BACKEND_OPENCL: /* opencl implements selu for f32 f64 (backends[opencl].ops); fallback: cpu */
        if (SY__DTYPE_IN(dt, SY__DT_F32 | SY__DT_F64)) return SY__ROUTE(r, SY_BACKEND_OPENCL, op, sy_k_opencl_selu);
#if SY_WITH_CPU
        return SY__ROUTE(r, SY_BACKEND_CPU, op, sy_k_cpu_selu);
#endif
        return false;
#endif
#if SY_WITH_VULKAN
    case SY_BACKEND_VULKAN: /* vulkan does not implement selu (backends[vulkan]); fallback: cpu */
#if SY_WITH_CPU
        return SY__ROUTE(r, SY_BACKEND_CPU, op, sy_k_cpu_selu);
#endif
        return false;
#endif
    default:
        return false;
    }
}

/* shrink (ops[shrink]) */
static bool sy__route_shrink(sy_backend b, sy_dtype dt, sy__route *r)
{
    (void)dt;
    switch (b) {
#if SY_WITH_CPU
    case SY_BACKEND_CPU: /* cpu implements shrink for f32 f64 f16 bf16 (backends[cpu].ops) */
        return SY__ROUTE(r, SY_BACKEND_CPU, op, sy_k_cpu_shrink);
#endif
#if SY_WITH_SIMD
    case SY_BACKEND_SIMD: /* simd does not implement shrink (backends[simd]); fallback: cpu */
#if SY_WITH_CPU
        return SY__ROUTE(r, SY_BACKEND_CPU, op, sy_k_cpu_shrink);
#endif
        return false;
#endif
#if SY_WITH_BLAS
    case SY_BACKEND_BLAS: /* blas does not implement shrink (backends[blas]); fallback: simd -> cpu */
#if SY_WITH_CPU
        return SY__ROUTE(r, SY_BACKEND_CPU, op, sy_k_cpu_shrink);
#endif
        return false;
#endif
#if SY_WITH_SIM
    case SY_BACKEND_SIM: /* sim does not implement shrink (backends[sim]); fallback: cpu */
#if SY_WITH_CPU
        return SY__ROUTE(r, SY_BACKEND_CPU, op, sy_k_cpu_shrink);
#endif
        return false;
#endif
#if SY_WITH_OPENCL
    case SY_BACKEND_OPENCL: /* opencl implements shrink for f32 f64 (backends[opencl].ops); fallback: cpu */
        if (SY__DTYPE_IN(dt, SY__DT_F32 | SY__DT_F64)) return SY__ROUTE(r, SY_BACKEND_OPENCL, op, sy_k_opencl_shrink);
#if SY_WITH_CPU
        return SY__ROUTE(r, SY_BACKEND_CPU, op, sy_k_cpu_shrink);
#endif
        return false;
#endif
#if SY_WITH_VULKAN
    case SY_BACKEND_VULKAN: /* vulkan implements shrink for f32 (backends[vulkan].ops); fallback: cpu */
        if (SY__DTYPE_IN(dt, SY__DT_F32)) return SY__ROUTE(r, SY_BACKEND_VULKAN, op, sy_k_vulkan_shrink);
#if SY_WITH_CPU
        return SY__ROUTE(r, SY_BACKEND_CPU, op, sy_k_cpu_shrink);
#endif
        return false;
#endif
    default:
        return false;
    }
}

/* prelu (ops[prelu]) */
static bool sy__route_prelu(sy_backend b, sy_dtype dt, sy__route *r)
{
    (void)dt;
    switch (b) {
#if SY_WITH_CPU
    case SY_BACKEND_CPU: /* cpu implements prelu for f32 f64 f16 bf16 (backends[cpu].ops) */
        return SY__ROUTE(r, SY_BACKEND_CPU, op, sy_k_cpu_prelu);
#endif
#if SY_WITH_SIMD
    case SY_BACKEND_SIMD: /* simd does not implement prelu (backends[simd]); fallback: cpu */
#if SY_WITH_CPU
        return SY__ROUTE(r, SY_BACKEND_CPU, op, sy_k_cpu_prelu);
#endif
        return false;
#endif
#if SY_WITH_BLAS
    case SY_BACKEND_BLAS: /* blas does not implement prelu (backends[blas]); fallback: simd -> cpu */
#if SY_WITH_CPU
        return SY__ROUTE(r, SY_BACKEND_CPU, op, sy_k_cpu_prelu);
#endif
        return false;
#endif
#if SY_WITH_SIM
    case SY_BACKEND_SIM: /* sim does not implement prelu (backends[sim]); fallback: cpu */
#if SY_WITH_CPU
        return SY__ROUTE(r, SY_BACKEND_CPU, op, sy_k_cpu_prelu);
#endif
        return false;
#endif
#if SY_WITH_OPENCL
    case SY_BACKEND_OPENCL: /* opencl implements prelu for f32 f64 (backends[opencl].ops); fallback: cpu */
        if (SY__DTYPE_IN(dt, SY__DT_F32 | SY__DT_F64)) return SY__ROUTE(r, SY_BACKEND_OPENCL, op, sy_k_opencl_prelu);
#if SY_WITH_CPU
        return SY__ROUTE(r, SY_BACKEND_CPU, op, sy_k_cpu_prelu);
#endif
        return false;
#endif
#if SY_WITH_VULKAN
    case SY_BACKEND_VULKAN: /* vulkan does not implement prelu (backends[vulkan]); fallback: cpu */
#if SY_WITH_CPU
        return SY__ROUTE(r, SY_BACKEND_CPU, op, sy_k_cpu_prelu);
#endif
        return false;
#endif
    default:
        return false;
    }
}

/* clip (ops[clip]) */
static bool sy__route_clip(sy_backend b, sy_dtype dt, sy__route *r)
{
    (void)dt;
    switch (b) {
#if SY_WITH_CPU
    case SY_BACKEND_CPU: /* cpu implements clip for f32 f64 i32 i64 u8 i8 i16 f16 bf16 u16 u32 u64 (backends[cpu].ops) */
        return SY__ROUTE(r, SY_BACKEND_CPU, op, sy_k_cpu_clip);
#endif
#if SY_WITH_SIMD
    case SY_BACKEND_SIMD: /* simd does not implement clip (backends[simd]); fallback: cpu */
#if SY_WITH_CPU
        return SY__ROUTE(r, SY_BACKEND_CPU, op, sy_k_cpu_clip);
#endif
        return false;
#endif
#if SY_WITH_BLAS
    case SY_BACKEND_BLAS: /* blas does not implement clip (backends[blas]); fallback: simd -> cpu */
#if SY_WITH_CPU
        return SY__ROUTE(r, SY_BACKEND_CPU, op, sy_k_cpu_clip);
#endif
        return false;
#endif
#if SY_WITH_SIM
    case SY_BACKEND_SIM: /* sim does not implement clip (backends[sim]); fallback: cpu */
#if SY_WITH_CPU
        return SY__ROUTE(r, SY_BACKEND_CPU, op, sy_k_cpu_clip);
#endif
        return false;
#endif
#if SY_WITH_OPENCL
    case SY_BACKEND_OPENCL: /* opencl implements clip for f32 f64 i32 i64 (backends[opencl].ops); fallback: cpu */
        if (SY__DTYPE_IN(dt, SY__DT_F32 | SY__DT_F64 | SY__DT_I32 | SY__DT_I64)) return SY__ROUTE(r, SY_BACKEND_OPENCL, op, sy_k_opencl_clip);
#if SY_WITH_CPU
        return SY__ROUTE(r, SY_BACKEND_CPU, op, sy_k_cpu_clip);
#endif
        return false;
#endif
#if SY_WITH_VULKAN
    case SY_BACKEND_VULKAN: /* vulkan implements clip for f32 i32 (backends[vulkan].ops); fallback: cpu */
        if (SY__DTYPE_IN(dt, SY__DT_F32 | SY__DT_I32)) return SY__ROUTE(r, SY_BACKEND_VULKAN, op, sy_k_vulkan_clip);
#if SY_WITH_CPU
        return SY__ROUTE(r, SY_BACKEND_CPU, op, sy_k_cpu_clip);
#endif
        return false;
#endif
    default:
        return false;
    }
}

/* dropout (ops[dropout]) */
static bool sy__route_dropout(sy_backend b, sy_dtype dt, sy__route *r)
{
    (void)dt;
    switch (b) {
#if SY_WITH_CPU
    case SY_BACKEND_CPU: /* cpu implements dropout for f32 f64 f16 bf16 (backends[cpu].ops) */
        return SY__ROUTE(r, SY_BACKEND_CPU, op, sy_k_cpu_dropout);
#endif
#if SY_WITH_SIMD
    case SY_BACKEND_SIMD: /* simd does not implement dropout (backends[simd]); fallback: cpu */
#if SY_WITH_CPU
        return SY__ROUTE(r, SY_BACKEND_CPU, op, sy_k_cpu_dropout);
#endif
        return false;
#endif
#if SY_WITH_BLAS
    case SY_BACKEND_BLAS: /* blas does not implement dropout (backends[blas]); fallback: simd -> cpu */
#if SY_WITH_CPU
        return SY__ROUTE(r, SY_BACKEND_CPU, op, sy_k_cpu_dropout);
#endif
        return false;
#endif
#if SY_WITH_SIM
    case SY_BACKEND_SIM: /* sim does not implement dropout (backends[sim]); fallback: cpu */
#if SY_WITH_CPU
        return SY__ROUTE(r, SY_BACKEND_CPU, op, sy_k_cpu_dropout);
#endif
        return false;
#endif
#if SY_WITH_OPENCL
    case SY_BACKEND_OPENCL: /* opencl does not implement dropout (backends[opencl]); fallback: cpu */
#if SY_WITH_CPU
        return SY__ROUTE(r, SY_BACKEND_CPU, op, sy_k_cpu_dropout);
#endif
        return false;
#endif
#if SY_WITH_VULKAN
    case SY_BACKEND_VULKAN: /* vulkan does not implement dropout (backends[vulkan]); fallback: cpu */
#if SY_WITH_CPU
        return SY__ROUTE(r, SY_BACKEND_CPU, op, sy_k_cpu_dropout);
#endif
        return false;
#endif
    default:
        return false;
    }
}

/* nll_loss (ops[nll_loss]) */
static bool sy__route_nll_loss(sy_backend b, sy_dtype dt, sy__route *r)
{
    (void)dt;
    switch (b) {
#if SY_WITH_CPU
    case SY_BACKEND_CPU: /* cpu implements nll_loss for f32 f64 (backends[cpu].ops) */
        return SY__ROUTE(r, SY_BACKEND_CPU, op, sy_k_cpu_nll_loss);
#endif
#if SY_WITH_SIMD
    case SY_BACKEND_SIMD: /* simd does not implement nll_loss (backends[simd]); fallback: cpu */
#if SY_WITH_CPU
        return SY__ROUTE(r, SY_BACKEND_CPU, op, sy_k_cpu_nll_loss);
#endif
        return false;
#endif
#if SY_WITH_BLAS
    case SY_BACKEND_BLAS: /* blas does not implement nll_loss (backends[blas]); fallback: simd -> cpu */
#if SY_WITH_CPU
        return SY__ROUTE(r, SY_BACKEND_CPU, op, sy_k_cpu_nll_loss);
#endif
        return false;
#endif
#if SY_WITH_SIM
    case SY_BACKEND_SIM: /* sim does not implement nll_loss (backends[sim]); fallback: cpu */
#if SY_WITH_CPU
        return SY__ROUTE(r, SY_BACKEND_CPU, op, sy_k_cpu_nll_loss);
#endif
        return false;
#endif
#if SY_WITH_OPENCL
    case SY_BACKEND_OPENCL: /* opencl does not implement nll_loss (backends[opencl]); fallback: cpu */
#if SY_WITH_CPU
        return SY__ROUTE(r, SY_BACKEND_CPU, op, sy_k_cpu_nll_loss);
#endif
        return false;
#endif
#if SY_WITH_VULKAN
    case SY_BACKEND_VULKAN: /* vulkan does not implement nll_loss (backends[vulkan]); fallback: cpu */
#if SY_WITH_CPU
        return SY__ROUTE(r, SY_BACKEND_CPU, op, sy_k_cpu_nll_loss);
#endif
        return false;
#endif
    default:
        return false;
    }
}

/* nll_loss_backward (ops[nll_loss_backward]) */
static bool sy__route_nll_loss_backward(sy_backend b, sy_dtype dt, sy__route *r)
{
    (void)dt;
    switch (b) {
#if SY_WITH_CPU
    case SY_BACKEND_CPU: /* cpu implements nll_loss_backward for f32 f64 (backends[cpu].ops) */
        return SY__ROUTE(r, SY_BACKEND_CPU, op, sy_k_cpu_nll_loss_backward);
#endif
#if SY_WITH_SIMD
    case SY_BACKEND_SIMD: /* simd does not implement nll_loss_backward (backends[simd]); fallback: cpu */
#if SY_WITH_CPU
        return SY__ROUTE(r, SY_BACKEND_CPU, op, sy_k_cpu_nll_loss_backward);
#endif
        return false;
#endif
#if SY_WITH_BLAS
    case SY_BACKEND_BLAS: /* blas does not implement nll_loss_backward (backends[blas]); fallback: simd -> cpu */
#if SY_WITH_CPU
        return SY__ROUTE(r, SY_BACKEND_CPU, op, sy_k_cpu_nll_loss_backward);
#endif
        return false;
#endif
#if SY_WITH_SIM
    case SY_BACKEND_SIM: /* sim does not implement nll_loss_backward (backends[sim]); fallback: cpu */
#if SY_WITH_CPU
        return SY__ROUTE(r, SY_BACKEND_CPU, op, sy_k_cpu_nll_loss_backward);
#endif
        return false;
#endif
#if SY_WITH_OPENCL
    case SY_BACKEND_OPENCL: /* opencl does not implement nll_loss_backward (backends[opencl]); fallback: cpu */
#if SY_WITH_CPU
        return SY__ROUTE(r, SY_BACKEND_CPU, op, sy_k_cpu_nll_loss_backward);
#endif
        return false;
#endif
#if SY_WITH_VULKAN
    case SY_BACKEND_VULKAN: /* vulkan does not implement nll_loss_backward (backends[vulkan]); fallback: cpu */
#if SY_WITH_CPU
        return SY__ROUTE(r, SY_BACKEND_CPU, op, sy_k_cpu_nll_loss_backward);
#endif
        return false;
#endif
    default:
        return false;
    }
}

/* flip (ops[flip]) */
static bool sy__route_flip(sy_backend b, sy_dtype dt, sy__route *r)
{
    (void)dt;
    switch (b) {
#if SY_WITH_CPU
    case SY_BACKEND_CPU: /* cpu implements flip for f32 f64 i32 i64 bool u8 i8 i16 f16 bf16 u16 u32 u64 (backends[cpu].ops) */
        return SY__ROUTE(r, SY_BACKEND_CPU, op, sy_k_cpu_flip);
#endif
#if SY_WITH_SIMD
    case SY_BACKEND_SIMD: /* simd does not implement flip (backends[simd]); fallback: cpu */
#if SY_WITH_CPU
        return SY__ROUTE(r, SY_BACKEND_CPU, op, sy_k_cpu_flip);
#endif
        return false;
#endif
#if SY_WITH_BLAS
    case SY_BACKEND_BLAS: /* blas does not implement flip (backends[blas]); fallback: simd -> cpu */
#if SY_WITH_CPU
        return SY__ROUTE(r, SY_BACKEND_CPU, op, sy_k_cpu_flip);
#endif
        return false;
#endif
#if SY_WITH_SIM
    case SY_BACKEND_SIM: /* sim does not implement flip (backends[sim]); fallback: cpu */
#if SY_WITH_CPU
        return SY__ROUTE(r, SY_BACKEND_CPU, op, sy_k_cpu_flip);
#endif
        return false;
#endif
#if SY_WITH_OPENCL
    case SY_BACKEND_OPENCL: /* opencl does not implement flip (backends[opencl]); fallback: cpu */
#if SY_WITH_CPU
        return SY__ROUTE(r, SY_BACKEND_CPU, op, sy_k_cpu_flip);
#endif
        return false;
#endif
#if SY_WITH_VULKAN
    case SY_BACKEND_VULKAN: /* vulkan does not implement flip (backends[vulkan]); fallback: cpu */
#if SY_WITH_CPU
        return SY__ROUTE(r, SY_BACKEND_CPU, op, sy_k_cpu_flip);
#endif
        return false;
#endif
    default:
        return false;
    }
}

/* gelu (ops[gelu]) */
static bool sy__route_gelu(sy_backend b, sy_dtype dt, sy__route *r)
{
    (void)dt;
    switch (b) {
#if SY_WITH_CPU
    case SY_BACKEND_CPU: /* cpu implements gelu for f32 f64 f16 bf16 (backends[cpu].ops) */
        return SY__ROUTE(r, SY_BACKEND_CPU, op, sy_k_cpu_gelu);
#endif
#if SY_WITH_SIMD
    case SY_BACKEND_SIMD: /* simd does not implement gelu (backends[simd]); fallback: cpu */
#if SY_WITH_CPU
        return SY__ROUTE(r, SY_BACKEND_CPU, op, sy_k_cpu_gelu);
#endif
        return false;
#endif
#if SY_WITH_BLAS
    case SY_BACKEND_BLAS: /* blas does not implement gelu (backends[blas]); fallback: simd -> cpu */
#if SY_WITH_CPU
        return SY__ROUTE(r, SY_BACKEND_CPU, op, sy_k_cpu_gelu);
#endif
        return false;
#endif
#if SY_WITH_SIM
    case SY_BACKEND_SIM: /* sim does not implement gelu (backends[sim]); fallback: cpu */
#if SY_WITH_CPU
        return SY__ROUTE(r, SY_BACKEND_CPU, op, sy_k_cpu_gelu);
#endif
        return false;
#endif
#if SY_WITH_OPENCL
    case SY_BACKEND_OPENCL: /* opencl implements gelu for f32 f64 (backends[opencl].ops); fallback: cpu */
        if (SY__DTYPE_IN(dt, SY__DT_F32 | SY__DT_F64)) return SY__ROUTE(r, SY_BACKEND_OPENCL, op, sy_k_opencl_gelu);
#if SY_WITH_CPU
        return SY__ROUTE(r, SY_BACKEND_CPU, op, sy_k_cpu_gelu);
#endif
        return false;
#endif
#if SY_WITH_VULKAN
    case SY_BACKEND_VULKAN: /* vulkan does not implement gelu (backends[vulkan]); fallback: cpu */
#if SY_WITH_CPU
        return SY__ROUTE(r, SY_BACKEND_CPU, op, sy_k_cpu_gelu);
#endif
        return false;
#endif
    default:
        return false;
    }
}

/* gelu_backward (ops[gelu_backward]) */
static bool sy__route_gelu_backward(sy_backend b, sy_dtype dt, sy__route *r)
{
    (void)dt;
    switch (b) {
#if SY_WITH_CPU
    case SY_BACKEND_CPU: /* cpu implements gelu_backward for f32 f64 f16 bf16 (backends[cpu].ops) */
        return SY__ROUTE(r, SY_BACKEND_CPU, op, sy_k_cpu_gelu_backward);
#endif
#if SY_WITH_SIMD
    case SY_BACKEND_SIMD: /* simd does not implement gelu_backward (backends[simd]); fallback: cpu */
#if SY_WITH_CPU
        return SY__ROUTE(r, SY_BACKEND_CPU, op, sy_k_cpu_gelu_backward);
#endif
        return false;
#endif
#if SY_WITH_BLAS
    case SY_BACKEND_BLAS: /* blas does not implement gelu_backward (backends[blas]); fallback: simd -> cpu */
#if SY_WITH_CPU
        return SY__ROUTE(r, SY_BACKEND_CPU, op, sy_k_cpu_gelu_backward);
#endif
        return false;
#endif
#if SY_WITH_SIM
    case SY_BACKEND_SIM: /* sim does not implement gelu_backward (backends[sim]); fallback: cpu */
#if SY_WITH_CPU
        return SY__ROUTE(r, SY_BACKEND_CPU, op, sy_k_cpu_gelu_backward);
#endif
        return false;
#endif
#if SY_WITH_OPENCL
    case SY_BACKEND_OPENCL: /* opencl implements gelu_backward for f32 f64 (backends[opencl].ops); fallback: cpu */
        if (SY__DTYPE_IN(dt, SY__DT_F32 | SY__DT_F64)) return SY__ROUTE(r, SY_BACKEND_OPENCL, op, sy_k_opencl_gelu_backward);
#if SY_WITH_CPU
        return SY__ROUTE(r, SY_BACKEND_CPU, op, sy_k_cpu_gelu_backward);
#endif
        return false;
#endif
#if SY_WITH_VULKAN
    case SY_BACKEND_VULKAN: /* vulkan does not implement gelu_backward (backends[vulkan]); fallback: cpu */
#if SY_WITH_CPU
        return SY__ROUTE(r, SY_BACKEND_CPU, op, sy_k_cpu_gelu_backward);
#endif
        return false;
#endif
    default:
        return false;
    }
}

/* avg_pool (ops[avg_pool]) */
static bool sy__route_avg_pool(sy_backend b, sy_dtype dt, sy__route *r)
{
    (void)dt;
    switch (b) {
#if SY_WITH_CPU
    case SY_BACKEND_CPU: /* cpu implements avg_pool for f32 f64 (backends[cpu].ops) */
        return SY__ROUTE(r, SY_BACKEND_CPU, op, sy_k_cpu_avg_pool);
#endif
#if SY_WITH_SIMD
    case SY_BACKEND_SIMD: /* simd does not implement avg_pool (backends[simd]); fallback: cpu */
#if SY_WITH_CPU
        return SY__ROUTE(r, SY_BACKEND_CPU, op, sy_k_cpu_avg_pool);
#endif
        return false;
#endif
#if SY_WITH_BLAS
    case SY_BACKEND_BLAS: /* blas does not implement avg_pool (backends[blas]); fallback: simd -> cpu */
#if SY_WITH_CPU
        return SY__ROUTE(r, SY_BACKEND_CPU, op, sy_k_cpu_avg_pool);
#endif
        return false;
#endif
#if SY_WITH_SIM
    case SY_BACKEND_SIM: /* sim does not implement avg_pool (backends[sim]); fallback: cpu */
#if SY_WITH_CPU
        return SY__ROUTE(r, SY_BACKEND_CPU, op, sy_k_cpu_avg_pool);
#endif
        return false;
#endif
#if SY_WITH_OPENCL
    case SY_BACKEND_OPENCL: /* opencl implements avg_pool for f32 f64 (backends[opencl].ops); fallback: cpu */
        return SY__ROUTE(r, SY_BACKEND_OPENCL, op, sy_k_opencl_avg_pool);
#endif
#if SY_WITH_VULKAN
    case SY_BACKEND_VULKAN: /* vulkan does not implement avg_pool (backends[vulkan]); fallback: cpu */
#if SY_WITH_CPU
        return SY__ROUTE(r, SY_BACKEND_CPU, op, sy_k_cpu_avg_pool);
#endif
        return false;
#endif
    default:
        return false;
    }
}

/* avg_pool_backward (ops[avg_pool_backward]) */
static bool sy__route_avg_pool_backward(sy_backend b, sy_dtype dt, sy__route *r)
{
    (void)dt;
    switch (b) {
#if SY_WITH_CPU
    case SY_BACKEND_CPU: /* cpu implements avg_pool_backward for f32 f64 (backends[cpu].ops) */
        return SY__ROUTE(r, SY_BACKEND_CPU, op, sy_k_cpu_avg_pool_backward);
#endif
#if SY_WITH_SIMD
    case SY_BACKEND_SIMD: /* simd does not implement avg_pool_backward (backends[simd]); fallback: cpu */
#if SY_WITH_CPU
        return SY__ROUTE(r, SY_BACKEND_CPU, op, sy_k_cpu_avg_pool_backward);
#endif
        return false;
#endif
#if SY_WITH_BLAS
    case SY_BACKEND_BLAS: /* blas does not implement avg_pool_backward (backends[blas]); fallback: simd -> cpu */
#if SY_WITH_CPU
        return SY__ROUTE(r, SY_BACKEND_CPU, op, sy_k_cpu_avg_pool_backward);
#endif
        return false;
#endif
#if SY_WITH_SIM
    case SY_BACKEND_SIM: /* sim does not implement avg_pool_backward (backends[sim]); fallback: cpu */
#if SY_WITH_CPU
        return SY__ROUTE(r, SY_BACKEND_CPU, op, sy_k_cpu_avg_pool_backward);
#endif
        return false;
#endif
#if SY_WITH_OPENCL
    case SY_BACKEND_OPENCL: /* opencl implements avg_pool_backward for f32 f64 (backends[opencl].ops); fallback: cpu */
        return SY__ROUTE(r, SY_BACKEND_OPENCL, op, sy_k_opencl_avg_pool_backward);
#endif
#if SY_WITH_VULKAN
    case SY_BACKEND_VULKAN: /* vulkan does not implement avg_pool_backward (backends[vulkan]); fallback: cpu */
#if SY_WITH_CPU
        return SY__ROUTE(r, SY_BACKEND_CPU, op, sy_k_cpu_avg_pool_backward);
#endif
        return false;
#endif
    default:
        return false;
    }
}

/* conv_transpose2d (ops[conv_transpose2d]) */
static bool sy__route_conv_transpose2d(sy_backend b, sy_dtype dt, sy__route *r)
{
    (void)dt;
    switch (b) {
#if SY_WITH_CPU
    case SY_BACKEND_CPU: /* cpu implements conv_transpose2d for f32 f64 (backends[cpu].ops) */
        return SY__ROUTE(r, SY_BACKEND_CPU, op, sy_k_cpu_conv_transpose2d);
#endif
#if SY_WITH_SIMD
    case SY_BACKEND_SIMD: /* simd does not implement conv_transpose2d (backends[simd]); fallback: cpu */
#if SY_WITH_CPU
        return SY__ROUTE(r, SY_BACKEND_CPU, op, sy_k_cpu_conv_transpose2d);
#endif
        return false;
#endif
#if SY_WITH_BLAS
    case SY_BACKEND_BLAS: /* blas does not implement conv_transpose2d (backends[blas]); fallback: simd -> cpu */
#if SY_WITH_CPU
        return SY__ROUTE(r, SY_BACKEND_CPU, op, sy_k_cpu_conv_transpose2d);
#endif
        return false;
#endif
#if SY_WITH_SIM
    case SY_BACKEND_SIM: /* sim does not implement conv_transpose2d (backends[sim]); fallback: cpu */
#if SY_WITH_CPU
        return SY__ROUTE(r, SY_BACKEND_CPU, op, sy_k_cpu_conv_transpose2d);
#endif
        return false;
#endif
#if SY_WITH_OPENCL
    case SY_BACKEND_OPENCL: /* opencl does not implement conv_transpose2d (backends[opencl]); fallback: cpu */
#if SY_WITH_CPU
        return SY__ROUTE(r, SY_BACKEND_CPU, op, sy_k_cpu_conv_transpose2d);
#endif
        return false;
#endif
#if SY_WITH_VULKAN
    case SY_BACKEND_VULKAN: /* vulkan does not implement conv_transpose2d (backends[vulkan]); fallback: cpu */
#if SY_WITH_CPU
        return SY__ROUTE(r, SY_BACKEND_CPU, op, sy_k_cpu_conv_transpose2d);
#endif
        return false;
#endif
    default:
        return false;
    }
}

/* conv_transpose2d_backward_input (ops[conv_transpose2d_backward_input]) */
static bool sy__route_conv_transpose2d_backward_input(sy_backend b, sy_dtype dt, sy__route *r)
{
    (void)dt;
    switch (b) {
#if SY_WITH_CPU
    case SY_BACKEND_CPU: /* cpu implements conv_transpose2d_backward_input for f32 f64 (backends[cpu].ops) */
        return SY__ROUTE(r, SY_BACKEND_CPU, op, sy_k_cpu_conv_transpose2d_backward_input);
#endif
#if SY_WITH_SIMD
    case SY_BACKEND_SIMD: /* simd does not implement conv_transpose2d_backward_input (backends[simd]); fallback: cpu */
#if SY_WITH_CPU
        return SY__ROUTE(r, SY_BACKEND_CPU, op, sy_k_cpu_conv_transpose2d_backward_input);
#endif
        return false;
#endif
#if SY_WITH_BLAS
    case SY_BACKEND_BLAS: /* blas does not implement conv_transpose2d_backward_input (backends[blas]); fallback: simd -> cpu */
#if SY_WITH_CPU
        return SY__ROUTE(r, SY_BACKEND_CPU, op, sy_k_cpu_conv_transpose2d_backward_input);
#endif
        return false;
#endif
#if SY_WITH_SIM
    case SY_BACKEND_SIM: /* sim does not implement conv_transpose2d_backward_input (backends[sim]); fallback: cpu */
#if SY_WITH_CPU
        return SY__ROUTE(r, SY_BACKEND_CPU, op, sy_k_cpu_conv_transpose2d_backward_input);
#endif
        return false;
#endif
#if SY_WITH_OPENCL
    case SY_BACKEND_OPENCL: /* opencl does not implement conv_transpose2d_backward_input (backends[opencl]); fallback: cpu */
#if SY_WITH_CPU
        return SY__ROUTE(r, SY_BACKEND_CPU, op, sy_k_cpu_conv_transpose2d_backward_input);
#endif
        return false;
#endif
#if SY_WITH_VULKAN
    case SY_BACKEND_VULKAN: /* vulkan does not implement conv_transpose2d_backward_input (backends[vulkan]); fallback: cpu */
#if SY_WITH_CPU
        return SY__ROUTE(r, SY_BACKEND_CPU, op, sy_k_cpu_conv_transpose2d_backward_input);
#endif
        return false;
#endif
    default:
        return false;
    }
}

/* conv (ops[conv]) */
static bool sy__route_conv(sy_backend b, sy_dtype dt, sy__route *r)
{
    (void)dt;
    switch (b) {
#if SY_WITH_CPU
    case SY_BACKEND_CPU: /* cpu implements conv for f32 f64 (backends[cpu].ops) */
        return SY__ROUTE(r, SY_BACKEND_CPU, op, sy_k_cpu_conv);
#endif
#if SY_WITH_SIMD
    case SY_BACKEND_SIMD: /* simd does not implement conv (backends[simd]); fallback: cpu */
#if SY_WITH_CPU
        return SY__ROUTE(r, SY_BACKEND_CPU, op, sy_k_cpu_conv);
#endif
        return false;
#endif
#if SY_WITH_BLAS
    case SY_BACKEND_BLAS: /* blas does not implement conv (backends[blas]); fallback: simd -> cpu */
#if SY_WITH_CPU
        return SY__ROUTE(r, SY_BACKEND_CPU, op, sy_k_cpu_conv);
#endif
        return false;
#endif
#if SY_WITH_SIM
    case SY_BACKEND_SIM: /* sim does not implement conv (backends[sim]); fallback: cpu */
#if SY_WITH_CPU
        return SY__ROUTE(r, SY_BACKEND_CPU, op, sy_k_cpu_conv);
#endif
        return false;
#endif
#if SY_WITH_OPENCL
    case SY_BACKEND_OPENCL: /* opencl implements conv for f32 f64 (backends[opencl].ops); fallback: cpu */
        return SY__ROUTE(r, SY_BACKEND_OPENCL, op, sy_k_opencl_conv);
#endif
#if SY_WITH_VULKAN
    case SY_BACKEND_VULKAN: /* vulkan does not implement conv (backends[vulkan]); fallback: cpu */
#if SY_WITH_CPU
        return SY__ROUTE(r, SY_BACKEND_CPU, op, sy_k_cpu_conv);
#endif
        return false;
#endif
    default:
        return false;
    }
}

/* conv_backward_input (ops[conv_backward_input]) */
static bool sy__route_conv_backward_input(sy_backend b, sy_dtype dt, sy__route *r)
{
    (void)dt;
    switch (b) {
#if SY_WITH_CPU
    case SY_BACKEND_CPU: /* cpu implements conv_backward_input for f32 f64 (backends[cpu].ops) */
        return SY__ROUTE(r, SY_BACKEND_CPU, op, sy_k_cpu_conv_backward_input);
#endif
#if SY_WITH_SIMD
    case SY_BACKEND_SIMD: /* simd does not implement conv_backward_input (backends[simd]); fallback: cpu */
#if SY_WITH_CPU
        return SY__ROUTE(r, SY_BACKEND_CPU, op, sy_k_cpu_conv_backward_input);
#endif
        return false;
#endif
#if SY_WITH_BLAS
    case SY_BACKEND_BLAS: /* blas does not implement conv_backward_input (backends[blas]); fallback: simd -> cpu */
#if SY_WITH_CPU
        return SY__ROUTE(r, SY_BACKEND_CPU, op, sy_k_cpu_conv_backward_input);
#endif
        return false;
#endif
#if SY_WITH_SIM
    case SY_BACKEND_SIM: /* sim does not implement conv_backward_input (backends[sim]); fallback: cpu */
#if SY_WITH_CPU
        return SY__ROUTE(r, SY_BACKEND_CPU, op, sy_k_cpu_conv_backward_input);
#endif
        return false;
#endif
#if SY_WITH_OPENCL
    case SY_BACKEND_OPENCL: /* opencl implements conv_backward_input for f32 f64 (backends[opencl].ops); fallback: cpu */
        return SY__ROUTE(r, SY_BACKEND_OPENCL, op, sy_k_opencl_conv_backward_input);
#endif
#if SY_WITH_VULKAN
    case SY_BACKEND_VULKAN: /* vulkan does not implement conv_backward_input (backends[vulkan]); fallback: cpu */
#if SY_WITH_CPU
        return SY__ROUTE(r, SY_BACKEND_CPU, op, sy_k_cpu_conv_backward_input);
#endif
        return false;
#endif
    default:
        return false;
    }
}

/* conv_backward_weight (ops[conv_backward_weight]) */
static bool sy__route_conv_backward_weight(sy_backend b, sy_dtype dt, sy__route *r)
{
    (void)dt;
    switch (b) {
#if SY_WITH_CPU
    case SY_BACKEND_CPU: /* cpu implements conv_backward_weight for f32 f64 (backends[cpu].ops) */
        return SY__ROUTE(r, SY_BACKEND_CPU, op, sy_k_cpu_conv_backward_weight);
#endif
#if SY_WITH_SIMD
    case SY_BACKEND_SIMD: /* simd does not implement conv_backward_weight (backends[simd]); fallback: cpu */
#if SY_WITH_CPU
        return SY__ROUTE(r, SY_BACKEND_CPU, op, sy_k_cpu_conv_backward_weight);
#endif
        return false;
#endif
#if SY_WITH_BLAS
    case SY_BACKEND_BLAS: /* blas does not implement conv_backward_weight (backends[blas]); fallback: simd -> cpu */
#if SY_WITH_CPU
        return SY__ROUTE(r, SY_BACKEND_CPU, op, sy_k_cpu_conv_backward_weight);
#endif
        return false;
#endif
#if SY_WITH_SIM
    case SY_BACKEND_SIM: /* sim does not implement conv_backward_weight (backends[sim]); fallback: cpu */
#if SY_WITH_CPU
        return SY__ROUTE(r, SY_BACKEND_CPU, op, sy_k_cpu_conv_backward_weight);
#endif
        return false;
#endif
#if SY_WITH_OPENCL
    case SY_BACKEND_OPENCL: /* opencl implements conv_backward_weight for f32 f64 (backends[opencl].ops); fallback: cpu */
        return SY__ROUTE(r, SY_BACKEND_OPENCL, op, sy_k_opencl_conv_backward_weight);
#endif
#if SY_WITH_VULKAN
    case SY_BACKEND_VULKAN: /* vulkan does not implement conv_backward_weight (backends[vulkan]); fallback: cpu */
#if SY_WITH_CPU
        return SY__ROUTE(r, SY_BACKEND_CPU, op, sy_k_cpu_conv_backward_weight);
#endif
        return false;
#endif
    default:
        return false;
    }
}

/* conv_backward_bias (ops[conv_backward_bias]) */
static bool sy__route_conv_backward_bias(sy_backend b, sy_dtype dt, sy__route *r)
{
    (void)dt;
    switch (b) {
#if SY_WITH_CPU
    case SY_BACKEND_CPU: /* cpu implements conv_backward_bias for f32 f64 (backends[cpu].ops) */
        return SY__ROUTE(r, SY_BACKEND_CPU, op, sy_k_cpu_conv_backward_bias);
#endif
#if SY_WITH_SIMD
    case SY_BACKEND_SIMD: /* simd does not implement conv_backward_bias (backends[simd]); fallback: cpu */
#if SY_WITH_CPU
        return SY__ROUTE(r, SY_BACKEND_CPU, op, sy_k_cpu_conv_backward_bias);
#endif
        return false;
#endif
#if SY_WITH_BLAS
    case SY_BACKEND_BLAS: /* blas does not implement conv_backward_bias (backends[blas]); fallback: simd -> cpu */
#if SY_WITH_CPU
        return SY__ROUTE(r, SY_BACKEND_CPU, op, sy_k_cpu_conv_backward_bias);
#endif
        return false;
#endif
#if SY_WITH_SIM
    case SY_BACKEND_SIM: /* sim does not implement conv_backward_bias (backends[sim]); fallback: cpu */
#if SY_WITH_CPU
        return SY__ROUTE(r, SY_BACKEND_CPU, op, sy_k_cpu_conv_backward_bias);
#endif
        return false;
#endif
#if SY_WITH_OPENCL
    case SY_BACKEND_OPENCL: /* opencl implements conv_backward_bias for f32 f64 (backends[opencl].ops); fallback: cpu */
        return SY__ROUTE(r, SY_BACKEND_OPENCL, op, sy_k_opencl_conv_backward_bias);
#endif
#if SY_WITH_VULKAN
    case SY_BACKEND_VULKAN: /* vulkan does not implement conv_backward_bias (backends[vulkan]); fallback: cpu */
#if SY_WITH_CPU
        return SY__ROUTE(r, SY_BACKEND_CPU, op, sy_k_cpu_conv_backward_bias);
#endif
        return false;
#endif
    default:
        return false;
    }
}

/* conv_transpose (ops[conv_transpose]) */
static bool sy__route_conv_transpose(sy_backend b, sy_dtype dt, sy__route *r)
{
    (void)dt;
    switch (b) {
#if SY_WITH_CPU
    case SY_BACKEND_CPU: /* cpu implements conv_transpose for f32 f64 (backends[cpu].ops) */
        return SY__ROUTE(r, SY_BACKEND_CPU, op, sy_k_cpu_conv_transpose);
#endif
#if SY_WITH_SIMD
    case SY_BACKEND_SIMD: /* simd does not implement conv_transpose (backends[simd]); fallback: cpu */
#if SY_WITH_CPU
        return SY__ROUTE(r, SY_BACKEND_CPU, op, sy_k_cpu_conv_transpose);
#endif
        return false;
#endif
#if SY_WITH_BLAS
    case SY_BACKEND_BLAS: /* blas does not implement conv_transpose (backends[blas]); fallback: simd -> cpu */
#if SY_WITH_CPU
        return SY__ROUTE(r, SY_BACKEND_CPU, op, sy_k_cpu_conv_transpose);
#endif
        return false;
#endif
#if SY_WITH_SIM
    case SY_BACKEND_SIM: /* sim does not implement conv_transpose (backends[sim]); fallback: cpu */
#if SY_WITH_CPU
        return SY__ROUTE(r, SY_BACKEND_CPU, op, sy_k_cpu_conv_transpose);
#endif
        return false;
#endif
#if SY_WITH_OPENCL
    case SY_BACKEND_OPENCL: /* opencl implements conv_transpose for f32 f64 (backends[opencl].ops); fallback: cpu */
        return SY__ROUTE(r, SY_BACKEND_OPENCL, op, sy_k_opencl_conv_transpose);
#endif
#if SY_WITH_VULKAN
    case SY_BACKEND_VULKAN: /* vulkan does not implement conv_transpose (backends[vulkan]); fallback: cpu */
#if SY_WITH_CPU
        return SY__ROUTE(r, SY_BACKEND_CPU, op, sy_k_cpu_conv_transpose);
#endif
        return false;
#endif
    default:
        return false;
    }
}

/* conv_transpose_backward_input (ops[conv_transpose_backward_input]) */
static bool sy__route_conv_transpose_backward_input(sy_backend b, sy_dtype dt, sy__route *r)
{
    (void)dt;
    switch (b) {
#if SY_WITH_CPU
    case SY_BACKEND_CPU: /* cpu implements conv_transpose_backward_input for f32 f64 (backends[cpu].ops) */
        return SY__ROUTE(r, SY_BACKEND_CPU, op, sy_k_cpu_conv_transpose_backward_input);
#endif
#if SY_WITH_SIMD
    case SY_BACKEND_SIMD: /* simd does not implement conv_transpose_backward_input (backends[simd]); fallback: cpu */
#if SY_WITH_CPU
        return SY__ROUTE(r, SY_BACKEND_CPU, op, sy_k_cpu_conv_transpose_backward_input);
#endif
        return false;
#endif
#if SY_WITH_BLAS
    case SY_BACKEND_BLAS: /* blas does not implement conv_transpose_backward_input (backends[blas]); fallback: simd -> cpu */
#if SY_WITH_CPU
        return SY__ROUTE(r, SY_BACKEND_CPU, op, sy_k_cpu_conv_transpose_backward_input);
#endif
        return false;
#endif
#if SY_WITH_SIM
    case SY_BACKEND_SIM: /* sim does not implement conv_transpose_backward_input (backends[sim]); fallback: cpu */
#if SY_WITH_CPU
        return SY__ROUTE(r, SY_BACKEND_CPU, op, sy_k_cpu_conv_transpose_backward_input);
#endif
        return false;
#endif
#if SY_WITH_OPENCL
    case SY_BACKEND_OPENCL: /* opencl implements conv_transpose_backward_input for f32 f64 (backends[opencl].ops); fallback: cpu */
        return SY__ROUTE(r, SY_BACKEND_OPENCL, op, sy_k_opencl_conv_transpose_backward_input);
#endif
#if SY_WITH_VULKAN
    case SY_BACKEND_VULKAN: /* vulkan does not implement conv_transpose_backward_input (backends[vulkan]); fallback: cpu */
#if SY_WITH_CPU
        return SY__ROUTE(r, SY_BACKEND_CPU, op, sy_k_cpu_conv_transpose_backward_input);
#endif
        return false;
#endif
    default:
        return false;
    }
}

/* max_pool (ops[max_pool]) */
static bool sy__route_max_pool(sy_backend b, sy_dtype dt, sy__route *r)
{
    (void)dt;
    switch (b) {
#if SY_WITH_CPU
    case SY_BACKEND_CPU: /* cpu implements max_pool for f32 f64 i32 i64 u8 i8 i16 u16 u32 u64 (backends[cpu].ops) */
        return SY__ROUTE(r, SY_BACKEND_CPU, op, sy_k_cpu_max_pool);
#endif
#if SY_WITH_SIMD
    case SY_BACKEND_SIMD: /* simd does not implement max_pool (backends[simd]); fallback: cpu */
#if SY_WITH_CPU
        return SY__ROUTE(r, SY_BACKEND_CPU, op, sy_k_cpu_max_pool);
#endif
        return false;
#endif
#if SY_WITH_BLAS
    case SY_BACKEND_BLAS: /* blas does not implement max_pool (backends[blas]); fallback: simd -> cpu */
#if SY_WITH_CPU
        return SY__ROUTE(r, SY_BACKEND_CPU, op, sy_k_cpu_max_pool);
#endif
        return false;
#endif
#if SY_WITH_SIM
    case SY_BACKEND_SIM: /* sim does not implement max_pool (backends[sim]); fallback: cpu */
#if SY_WITH_CPU
        return SY__ROUTE(r, SY_BACKEND_CPU, op, sy_k_cpu_max_pool);
#endif
        return false;
#endif
#if SY_WITH_OPENCL
    case SY_BACKEND_OPENCL: /* opencl implements max_pool for f32 f64 i32 i64 (backends[opencl].ops); fallback: cpu */
        if (SY__DTYPE_IN(dt, SY__DT_F32 | SY__DT_F64 | SY__DT_I32 | SY__DT_I64)) return SY__ROUTE(r, SY_BACKEND_OPENCL, op, sy_k_opencl_max_pool);
#if SY_WITH_CPU
        return SY__ROUTE(r, SY_BACKEND_CPU, op, sy_k_cpu_max_pool);
#endif
        return false;
#endif
#if SY_WITH_VULKAN
    case SY_BACKEND_VULKAN: /* vulkan does not implement max_pool (backends[vulkan]); fallback: cpu */
#if SY_WITH_CPU
        return SY__ROUTE(r, SY_BACKEND_CPU, op, sy_k_cpu_max_pool);
#endif
        return false;
#endif
    default:
        return false;
    }
}

/* max_pool_backward (ops[max_pool_backward]) */
static bool sy__route_max_pool_backward(sy_backend b, sy_dtype dt, sy__route *r)
{
    (void)dt;
    switch (b) {
#if SY_WITH_CPU
    case SY_BACKEND_CPU: /* cpu implements max_pool_backward for f32 f64 (backends[cpu].ops) */
        return SY__ROUTE(r, SY_BACKEND_CPU, op, sy_k_cpu_max_pool_backward);
#endif
#if SY_WITH_SIMD
    case SY_BACKEND_SIMD: /* simd does not implement max_pool_backward (backends[simd]); fallback: cpu */
#if SY_WITH_CPU
        return SY__ROUTE(r, SY_BACKEND_CPU, op, sy_k_cpu_max_pool_backward);
#endif
        return false;
#endif
#if SY_WITH_BLAS
    case SY_BACKEND_BLAS: /* blas does not implement max_pool_backward (backends[blas]); fallback: simd -> cpu */
#if SY_WITH_CPU
        return SY__ROUTE(r, SY_BACKEND_CPU, op, sy_k_cpu_max_pool_backward);
#endif
        return false;
#endif
#if SY_WITH_SIM
    case SY_BACKEND_SIM: /* sim does not implement max_pool_backward (backends[sim]); fallback: cpu */
#if SY_WITH_CPU
        return SY__ROUTE(r, SY_BACKEND_CPU, op, sy_k_cpu_max_pool_backward);
#endif
        return false;
#endif
#if SY_WITH_OPENCL
    case SY_BACKEND_OPENCL: /* opencl implements max_pool_backward for f32 f64 (backends[opencl].ops); fallback: cpu */
        return SY__ROUTE(r, SY_BACKEND_OPENCL, op, sy_k_opencl_max_pool_backward);
#endif
#if SY_WITH_VULKAN
    case SY_BACKEND_VULKAN: /* vulkan does not implement max_pool_backward (backends[vulkan]); fallback: cpu */
#if SY_WITH_CPU
        return SY__ROUTE(r, SY_BACKEND_CPU, op, sy_k_cpu_max_pool_backward);
#endif
        return false;
#endif
    default:
        return false;
    }
}

/* lp_pool (ops[lp_pool]) */
static bool sy__route_lp_pool(sy_backend b, sy_dtype dt, sy__route *r)
{
    (void)dt;
    switch (b) {
#if SY_WITH_CPU
    case SY_BACKEND_CPU: /* cpu implements lp_pool for f32 f64 (backends[cpu].ops) */
        return SY__ROUTE(r, SY_BACKEND_CPU, op, sy_k_cpu_lp_pool);
#endif
#if SY_WITH_SIMD
    case SY_BACKEND_SIMD: /* simd does not implement lp_pool (backends[simd]); fallback: cpu */
#if SY_WITH_CPU
        return SY__ROUTE(r, SY_BACKEND_CPU, op, sy_k_cpu_lp_pool);
#endif
        return false;
#endif
#if SY_WITH_BLAS
    case SY_BACKEND_BLAS: /* blas does not implement lp_pool (backends[blas]); fallback: simd -> cpu */
#if SY_WITH_CPU
        return SY__ROUTE(r, SY_BACKEND_CPU, op, sy_k_cpu_lp_pool);
#endif
        return false;
#endif
#if SY_WITH_SIM
    case SY_BACKEND_SIM: /* sim does not implement lp_pool (backends[sim]); fallback: cpu */
#if SY_WITH_CPU
        return SY__ROUTE(r, SY_BACKEND_CPU, op, sy_k_cpu_lp_pool);
#endif
        return false;
#endif
#if SY_WITH_OPENCL
    case SY_BACKEND_OPENCL: /* opencl implements lp_pool for f32 f64 (backends[opencl].ops); fallback: cpu */
        return SY__ROUTE(r, SY_BACKEND_OPENCL, op, sy_k_opencl_lp_pool);
#endif
#if SY_WITH_VULKAN
    case SY_BACKEND_VULKAN: /* vulkan does not implement lp_pool (backends[vulkan]); fallback: cpu */
#if SY_WITH_CPU
        return SY__ROUTE(r, SY_BACKEND_CPU, op, sy_k_cpu_lp_pool);
#endif
        return false;
#endif
    default:
        return false;
    }
}

/* lp_pool_backward (ops[lp_pool_backward]) */
static bool sy__route_lp_pool_backward(sy_backend b, sy_dtype dt, sy__route *r)
{
    (void)dt;
    switch (b) {
#if SY_WITH_CPU
    case SY_BACKEND_CPU: /* cpu implements lp_pool_backward for f32 f64 (backends[cpu].ops) */
        return SY__ROUTE(r, SY_BACKEND_CPU, op, sy_k_cpu_lp_pool_backward);
#endif
#if SY_WITH_SIMD
    case SY_BACKEND_SIMD: /* simd does not implement lp_pool_backward (backends[simd]); fallback: cpu */
#if SY_WITH_CPU
        return SY__ROUTE(r, SY_BACKEND_CPU, op, sy_k_cpu_lp_pool_backward);
#endif
        return false;
#endif
#if SY_WITH_BLAS
    case SY_BACKEND_BLAS: /* blas does not implement lp_pool_backward (backends[blas]); fallback: simd -> cpu */
#if SY_WITH_CPU
        return SY__ROUTE(r, SY_BACKEND_CPU, op, sy_k_cpu_lp_pool_backward);
#endif
        return false;
#endif
#if SY_WITH_SIM
    case SY_BACKEND_SIM: /* sim does not implement lp_pool_backward (backends[sim]); fallback: cpu */
#if SY_WITH_CPU
        return SY__ROUTE(r, SY_BACKEND_CPU, op, sy_k_cpu_lp_pool_backward);
#endif
        return false;
#endif
#if SY_WITH_OPENCL
    case SY_BACKEND_OPENCL: /* opencl implements lp_pool_backward for f32 f64 (backends[opencl].ops); fallback: cpu */
        return SY__ROUTE(r, SY_BACKEND_OPENCL, op, sy_k_opencl_lp_pool_backward);
#endif
#if SY_WITH_VULKAN
    case SY_BACKEND_VULKAN: /* vulkan does not implement lp_pool_backward (backends[vulkan]); fallback: cpu */
#if SY_WITH_CPU
        return SY__ROUTE(r, SY_BACKEND_CPU, op, sy_k_cpu_lp_pool_backward);
#endif
        return false;
#endif
    default:
        return false;
    }
}

/* adaptive_avg_pool (ops[adaptive_avg_pool]) */
static bool sy__route_adaptive_avg_pool(sy_backend b, sy_dtype dt, sy__route *r)
{
    (void)dt;
    switch (b) {
#if SY_WITH_CPU
    case SY_BACKEND_CPU: /* cpu implements adaptive_avg_pool for f32 f64 (backends[cpu].ops) */
        return SY__ROUTE(r, SY_BACKEND_CPU, op, sy_k_cpu_adaptive_avg_pool);
#endif
#if SY_WITH_SIMD
    case SY_BACKEND_SIMD: /* simd does not implement adaptive_avg_pool (backends[simd]); fallback: cpu */
#if SY_WITH_CPU
        return SY__ROUTE(r, SY_BACKEND_CPU, op, sy_k_cpu_adaptive_avg_pool);
#endif
        return false;
#endif
#if SY_WITH_BLAS
    case SY_BACKEND_BLAS: /* blas does not implement adaptive_avg_pool (backends[blas]); fallback: simd -> cpu */
#if SY_WITH_CPU
        return SY__ROUTE(r, SY_BACKEND_CPU, op, sy_k_cpu_adaptive_avg_pool);
#endif
        return false;
#endif
#if SY_WITH_SIM
    case SY_BACKEND_SIM: /* sim does not implement adaptive_avg_pool (backends[sim]); fallback: cpu */
#if SY_WITH_CPU
        return SY__ROUTE(r, SY_BACKEND_CPU, op, sy_k_cpu_adaptive_avg_pool);
#endif
        return false;
#endif
#if SY_WITH_OPENCL
    case SY_BACKEND_OPENCL: /* opencl implements adaptive_avg_pool for f32 f64 (backends[opencl].ops); fallback: cpu */
        return SY__ROUTE(r, SY_BACKEND_OPENCL, op, sy_k_opencl_adaptive_avg_pool);
#endif
#if SY_WITH_VULKAN
    case SY_BACKEND_VULKAN: /* vulkan does not implement adaptive_avg_pool (backends[vulkan]); fallback: cpu */
#if SY_WITH_CPU
        return SY__ROUTE(r, SY_BACKEND_CPU, op, sy_k_cpu_adaptive_avg_pool);
#endif
        return false;
#endif
    default:
        return false;
    }
}

/* adaptive_avg_pool_backward (ops[adaptive_avg_pool_backward]) */
static bool sy__route_adaptive_avg_pool_backward(sy_backend b, sy_dtype dt, sy__route *r)
{
    (void)dt;
    switch (b) {
#if SY_WITH_CPU
    case SY_BACKEND_CPU: /* cpu implements adaptive_avg_pool_backward for f32 f64 (backends[cpu].ops) */
        return SY__ROUTE(r, SY_BACKEND_CPU, op, sy_k_cpu_adaptive_avg_pool_backward);
#endif
#if SY_WITH_SIMD
    case SY_BACKEND_SIMD: /* simd does not implement adaptive_avg_pool_backward (backends[simd]); fallback: cpu */
#if SY_WITH_CPU
        return SY__ROUTE(r, SY_BACKEND_CPU, op, sy_k_cpu_adaptive_avg_pool_backward);
#endif
        return false;
#endif
#if SY_WITH_BLAS
    case SY_BACKEND_BLAS: /* blas does not implement adaptive_avg_pool_backward (backends[blas]); fallback: simd -> cpu */
#if SY_WITH_CPU
        return SY__ROUTE(r, SY_BACKEND_CPU, op, sy_k_cpu_adaptive_avg_pool_backward);
#endif
        return false;
#endif
#if SY_WITH_SIM
    case SY_BACKEND_SIM: /* sim does not implement adaptive_avg_pool_backward (backends[sim]); fallback: cpu */
#if SY_WITH_CPU
        return SY__ROUTE(r, SY_BACKEND_CPU, op, sy_k_cpu_adaptive_avg_pool_backward);
#endif
        return false;
#endif
#if SY_WITH_OPENCL
    case SY_BACKEND_OPENCL: /* opencl implements adaptive_avg_pool_backward for f32 f64 (backends[opencl].ops); fallback: cpu */
        return SY__ROUTE(r, SY_BACKEND_OPENCL, op, sy_k_opencl_adaptive_avg_pool_backward);
#endif
#if SY_WITH_VULKAN
    case SY_BACKEND_VULKAN: /* vulkan does not implement adaptive_avg_pool_backward (backends[vulkan]); fallback: cpu */
#if SY_WITH_CPU
        return SY__ROUTE(r, SY_BACKEND_CPU, op, sy_k_cpu_adaptive_avg_pool_backward);
#endif
        return false;
#endif
    default:
        return false;
    }
}

/* adaptive_max_pool (ops[adaptive_max_pool]) */
static bool sy__route_adaptive_max_pool(sy_backend b, sy_dtype dt, sy__route *r)
{
    (void)dt;
    switch (b) {
#if SY_WITH_CPU
    case SY_BACKEND_CPU: /* cpu implements adaptive_max_pool for f32 f64 (backends[cpu].ops) */
        return SY__ROUTE(r, SY_BACKEND_CPU, op, sy_k_cpu_adaptive_max_pool);
#endif
#if SY_WITH_SIMD
    case SY_BACKEND_SIMD: /* simd does not implement adaptive_max_pool (backends[simd]); fallback: cpu */
#if SY_WITH_CPU
        return SY__ROUTE(r, SY_BACKEND_CPU, op, sy_k_cpu_adaptive_max_pool);
#endif
        return false;
#endif
#if SY_WITH_BLAS
    case SY_BACKEND_BLAS: /* blas does not implement adaptive_max_pool (backends[blas]); fallback: simd -> cpu */
#if SY_WITH_CPU
        return SY__ROUTE(r, SY_BACKEND_CPU, op, sy_k_cpu_adaptive_max_pool);
#endif
        return false;
#endif
#if SY_WITH_SIM
    case SY_BACKEND_SIM: /* sim does not implement adaptive_max_pool (backends[sim]); fallback: cpu */
#if SY_WITH_CPU
        return SY__ROUTE(r, SY_BACKEND_CPU, op, sy_k_cpu_adaptive_max_pool);
#endif
        return false;
#endif
#if SY_WITH_OPENCL
    case SY_BACKEND_OPENCL: /* opencl implements adaptive_max_pool for f32 f64 (backends[opencl].ops); fallback: cpu */
        return SY__ROUTE(r, SY_BACKEND_OPENCL, op, sy_k_opencl_adaptive_max_pool);
#endif
#if SY_WITH_VULKAN
    case SY_BACKEND_VULKAN: /* vulkan does not implement adaptive_max_pool (backends[vulkan]); fallback: cpu */
#if SY_WITH_CPU
        return SY__ROUTE(r, SY_BACKEND_CPU, op, sy_k_cpu_adaptive_max_pool);
#endif
        return false;
#endif
    default:
        return false;
    }
}

/* group_norm (ops[group_norm]) */
static bool sy__route_group_norm(sy_backend b, sy_dtype dt, sy__route *r)
{
    (void)dt;
    switch (b) {
#if SY_WITH_CPU
    case SY_BACKEND_CPU: /* cpu implements group_norm for f32 f64 (backends[cpu].ops) */
        return SY__ROUTE(r, SY_BACKEND_CPU, op, sy_k_cpu_group_norm);
#endif
#if SY_WITH_SIMD
    case SY_BACKEND_SIMD: /* simd does not implement group_norm (backends[simd]); fallback: cpu */
#if SY_WITH_CPU
        return SY__ROUTE(r, SY_BACKEND_CPU, op, sy_k_cpu_group_norm);
#endif
        return false;
#endif
#if SY_WITH_BLAS
    case SY_BACKEND_BLAS: /* blas does not implement group_norm (backends[blas]); fallback: simd -> cpu */
#if SY_WITH_CPU
        return SY__ROUTE(r, SY_BACKEND_CPU, op, sy_k_cpu_group_norm);
#endif
        return false;
#endif
#if SY_WITH_SIM
    case SY_BACKEND_SIM: /* sim does not implement group_norm (backends[sim]); fallback: cpu */
#if SY_WITH_CPU
        return SY__ROUTE(r, SY_BACKEND_CPU, op, sy_k_cpu_group_norm);
#endif
        return false;
#endif
#if SY_WITH_OPENCL
    case SY_BACKEND_OPENCL: /* opencl implements group_norm for f32 f64 (backends[opencl].ops); fallback: cpu */
        return SY__ROUTE(r, SY_BACKEND_OPENCL, op, sy_k_opencl_group_norm);
#endif
#if SY_WITH_VULKAN
    case SY_BACKEND_VULKAN: /* vulkan does not implement group_norm (backends[vulkan]); fallback: cpu */
#if SY_WITH_CPU
        return SY__ROUTE(r, SY_BACKEND_CPU, op, sy_k_cpu_group_norm);
#endif
        return false;
#endif
    default:
        return false;
    }
}

/* group_norm_backward (ops[group_norm_backward]) */
static bool sy__route_group_norm_backward(sy_backend b, sy_dtype dt, sy__route *r)
{
    (void)dt;
    switch (b) {
#if SY_WITH_CPU
    case SY_BACKEND_CPU: /* cpu implements group_norm_backward for f32 f64 (backends[cpu].ops) */
        return SY__ROUTE(r, SY_BACKEND_CPU, op, sy_k_cpu_group_norm_backward);
#endif
#if SY_WITH_SIMD
    case SY_BACKEND_SIMD: /* simd does not implement group_norm_backward (backends[simd]); fallback: cpu */
#if SY_WITH_CPU
        return SY__ROUTE(r, SY_BACKEND_CPU, op, sy_k_cpu_group_norm_backward);
#endif
        return false;
#endif
#if SY_WITH_BLAS
    case SY_BACKEND_BLAS: /* blas does not implement group_norm_backward (backends[blas]); fallback: simd -> cpu */
#if SY_WITH_CPU
        return SY__ROUTE(r, SY_BACKEND_CPU, op, sy_k_cpu_group_norm_backward);
#endif
        return false;
#endif
#if SY_WITH_SIM
    case SY_BACKEND_SIM: /* sim does not implement group_norm_backward (backends[sim]); fallback: cpu */
#if SY_WITH_CPU
        return SY__ROUTE(r, SY_BACKEND_CPU, op, sy_k_cpu_group_norm_backward);
#endif
        return false;
#endif
#if SY_WITH_OPENCL
    case SY_BACKEND_OPENCL: /* opencl implements group_norm_backward for f32 f64 (backends[opencl].ops); fallback: cpu */
        return SY__ROUTE(r, SY_BACKEND_OPENCL, op, sy_k_opencl_group_norm_backward);
#endif
#if SY_WITH_VULKAN
    case SY_BACKEND_VULKAN: /* vulkan does not implement group_norm_backward (backends[vulkan]); fallback: cpu */
#if SY_WITH_CPU
        return SY__ROUTE(r, SY_BACKEND_CPU, op, sy_k_cpu_group_norm_backward);
#endif
        return false;
#endif
    default:
        return false;
    }
}

/* nonzero (ops[nonzero]) */
static bool sy__route_nonzero(sy_backend b, sy_dtype dt, sy__route *r)
{
    (void)dt;
    switch (b) {
#if SY_WITH_CPU
    case SY_BACKEND_CPU: /* cpu implements nonzero for f32 f64 i32 i64 bool u8 i8 i16 f16 bf16 u16 u32 u64 (backends[cpu].ops) */
        return SY__ROUTE(r, SY_BACKEND_CPU, op, sy_k_cpu_nonzero);
#endif
#if SY_WITH_SIMD
    case SY_BACKEND_SIMD: /* simd does not implement nonzero (backends[simd]); fallback: cpu */
#if SY_WITH_CPU
        return SY__ROUTE(r, SY_BACKEND_CPU, op, sy_k_cpu_nonzero);
#endif
        return false;
#endif
#if SY_WITH_BLAS
    case SY_BACKEND_BLAS: /* blas does not implement nonzero (backends[blas]); fallback: simd -> cpu */
#if SY_WITH_CPU
        return SY__ROUTE(r, SY_BACKEND_CPU, op, sy_k_cpu_nonzero);
#endif
        return false;
#endif
#if SY_WITH_SIM
    case SY_BACKEND_SIM: /* sim does not implement nonzero (backends[sim]); fallback: cpu */
#if SY_WITH_CPU
        return SY__ROUTE(r, SY_BACKEND_CPU, op, sy_k_cpu_nonzero);
#endif
        return false;
#endif
#if SY_WITH_OPENCL
    case SY_BACKEND_OPENCL: /* opencl does not implement nonzero (backends[opencl]); fallback: cpu */
#if SY_WITH_CPU
        return SY__ROUTE(r, SY_BACKEND_CPU, op, sy_k_cpu_nonzero);
#endif
        return false;
#endif
#if SY_WITH_VULKAN
    case SY_BACKEND_VULKAN: /* vulkan does not implement nonzero (backends[vulkan]); fallback: cpu */
#if SY_WITH_CPU
        return SY__ROUTE(r, SY_BACKEND_CPU, op, sy_k_cpu_nonzero);
#endif
        return false;
#endif
    default:
        return false;
    }
}

/* compress (ops[compress]) */
static bool sy__route_compress(sy_backend b, sy_dtype dt, sy__route *r)
{
    (void)dt;
    switch (b) {
#if SY_WITH_CPU
    case SY_BACKEND_CPU: /* cpu implements compress for f32 f64 i32 i64 bool u8 i8 i16 f16 bf16 u16 u32 u64 (backends[cpu].ops) */
        return SY__ROUTE(r, SY_BACKEND_CPU, op, sy_k_cpu_compress);
#endif
#if SY_WITH_SIMD
    case SY_BACKEND_SIMD: /* simd does not implement compress (backends[simd]); fallback: cpu */
#if SY_WITH_CPU
        return SY__ROUTE(r, SY_BACKEND_CPU, op, sy_k_cpu_compress);
#endif
        return false;
#endif
#if SY_WITH_BLAS
    case SY_BACKEND_BLAS: /* blas does not implement compress (backends[blas]); fallback: simd -> cpu */
#if SY_WITH_CPU
        return SY__ROUTE(r, SY_BACKEND_CPU, op, sy_k_cpu_compress);
#endif
        return false;
#endif
#if SY_WITH_SIM
    case SY_BACKEND_SIM: /* sim does not implement compress (backends[sim]); fallback: cpu */
#if SY_WITH_CPU
        return SY__ROUTE(r, SY_BACKEND_CPU, op, sy_k_cpu_compress);
#endif
        return false;
#endif
#if SY_WITH_OPENCL
    case SY_BACKEND_OPENCL: /* opencl does not implement compress (backends[opencl]); fallback: cpu */
#if SY_WITH_CPU
        return SY__ROUTE(r, SY_BACKEND_CPU, op, sy_k_cpu_compress);
#endif
        return false;
#endif
#if SY_WITH_VULKAN
    case SY_BACKEND_VULKAN: /* vulkan does not implement compress (backends[vulkan]); fallback: cpu */
#if SY_WITH_CPU
        return SY__ROUTE(r, SY_BACKEND_CPU, op, sy_k_cpu_compress);
#endif
        return false;
#endif
    default:
        return false;
    }
}

/* unique (ops[unique]) */
static bool sy__route_unique(sy_backend b, sy_dtype dt, sy__route *r)
{
    (void)dt;
    switch (b) {
#if SY_WITH_CPU
    case SY_BACKEND_CPU: /* cpu implements unique for f32 f64 i32 i64 bool u8 i8 i16 u16 u32 u64 (backends[cpu].ops) */
        return SY__ROUTE(r, SY_BACKEND_CPU, op, sy_k_cpu_unique);
#endif
#if SY_WITH_SIMD
    case SY_BACKEND_SIMD: /* simd does not implement unique (backends[simd]); fallback: cpu */
#if SY_WITH_CPU
        return SY__ROUTE(r, SY_BACKEND_CPU, op, sy_k_cpu_unique);
#endif
        return false;
#endif
#if SY_WITH_BLAS
    case SY_BACKEND_BLAS: /* blas does not implement unique (backends[blas]); fallback: simd -> cpu */
#if SY_WITH_CPU
        return SY__ROUTE(r, SY_BACKEND_CPU, op, sy_k_cpu_unique);
#endif
        return false;
#endif
#if SY_WITH_SIM
    case SY_BACKEND_SIM: /* sim does not implement unique (backends[sim]); fallback: cpu */
#if SY_WITH_CPU
        return SY__ROUTE(r, SY_BACKEND_CPU, op, sy_k_cpu_unique);
#endif
        return false;
#endif
#if SY_WITH_OPENCL
    case SY_BACKEND_OPENCL: /* opencl does not implement unique (backends[opencl]); fallback: cpu */
#if SY_WITH_CPU
        return SY__ROUTE(r, SY_BACKEND_CPU, op, sy_k_cpu_unique);
#endif
        return false;
#endif
#if SY_WITH_VULKAN
    case SY_BACKEND_VULKAN: /* vulkan does not implement unique (backends[vulkan]); fallback: cpu */
#if SY_WITH_CPU
        return SY__ROUTE(r, SY_BACKEND_CPU, op, sy_k_cpu_unique);
#endif
        return false;
#endif
    default:
        return false;
    }
}

/* range (ops[range]) */
static bool sy__route_range(sy_backend b, sy_dtype dt, sy__route *r)
{
    (void)dt;
    switch (b) {
#if SY_WITH_CPU
    case SY_BACKEND_CPU: /* cpu implements range for f32 f64 i32 i64 u8 i8 i16 u16 u32 u64 (backends[cpu].ops) */
        return SY__ROUTE(r, SY_BACKEND_CPU, op, sy_k_cpu_range);
#endif
#if SY_WITH_SIMD
    case SY_BACKEND_SIMD: /* simd does not implement range (backends[simd]); fallback: cpu */
#if SY_WITH_CPU
        return SY__ROUTE(r, SY_BACKEND_CPU, op, sy_k_cpu_range);
#endif
        return false;
#endif
#if SY_WITH_BLAS
    case SY_BACKEND_BLAS: /* blas does not implement range (backends[blas]); fallback: simd -> cpu */
#if SY_WITH_CPU
        return SY__ROUTE(r, SY_BACKEND_CPU, op, sy_k_cpu_range);
#endif
        return false;
#endif
#if SY_WITH_SIM
    case SY_BACKEND_SIM: /* sim does not implement range (backends[sim]); fallback: cpu */
#if SY_WITH_CPU
        return SY__ROUTE(r, SY_BACKEND_CPU, op, sy_k_cpu_range);
#endif
        return false;
#endif
#if SY_WITH_OPENCL
    case SY_BACKEND_OPENCL: /* opencl does not implement range (backends[opencl]); fallback: cpu */
#if SY_WITH_CPU
        return SY__ROUTE(r, SY_BACKEND_CPU, op, sy_k_cpu_range);
#endif
        return false;
#endif
#if SY_WITH_VULKAN
    case SY_BACKEND_VULKAN: /* vulkan does not implement range (backends[vulkan]); fallback: cpu */
#if SY_WITH_CPU
        return SY__ROUTE(r, SY_BACKEND_CPU, op, sy_k_cpu_range);
#endif
        return false;
#endif
    default:
        return false;
    }
}

/* stack (ops[stack]) */
static bool sy__route_stack(sy_backend b, sy_dtype dt, sy__route *r)
{
    (void)dt;
    switch (b) {
#if SY_WITH_CPU
    case SY_BACKEND_CPU: /* cpu implements stack for f32 f64 i32 i64 bool u8 i8 i16 f16 bf16 u16 u32 u64 (backends[cpu].ops) */
        return SY__ROUTE(r, SY_BACKEND_CPU, op, sy_k_cpu_stack);
#endif
#if SY_WITH_SIMD
    case SY_BACKEND_SIMD: /* simd does not implement stack (backends[simd]); fallback: cpu */
#if SY_WITH_CPU
        return SY__ROUTE(r, SY_BACKEND_CPU, op, sy_k_cpu_stack);
#endif
        return false;
#endif
#if SY_WITH_BLAS
    case SY_BACKEND_BLAS: /* blas does not implement stack (backends[blas]); fallback: simd -> cpu */
#if SY_WITH_CPU
        return SY__ROUTE(r, SY_BACKEND_CPU, op, sy_k_cpu_stack);
#endif
        return false;
#endif
#if SY_WITH_SIM
    case SY_BACKEND_SIM: /* sim does not implement stack (backends[sim]); fallback: cpu */
#if SY_WITH_CPU
        return SY__ROUTE(r, SY_BACKEND_CPU, op, sy_k_cpu_stack);
#endif
        return false;
#endif
#if SY_WITH_OPENCL
    case SY_BACKEND_OPENCL: /* opencl does not implement stack (backends[opencl]); fallback: cpu */
#if SY_WITH_CPU
        return SY__ROUTE(r, SY_BACKEND_CPU, op, sy_k_cpu_stack);
#endif
        return false;
#endif
#if SY_WITH_VULKAN
    case SY_BACKEND_VULKAN: /* vulkan does not implement stack (backends[vulkan]); fallback: cpu */
#if SY_WITH_CPU
        return SY__ROUTE(r, SY_BACKEND_CPU, op, sy_k_cpu_stack);
#endif
        return false;
#endif
    default:
        return false;
    }
}

/* random_uniform_like (ops[random_uniform_like]) */
static bool sy__route_random_uniform_like(sy_backend b, sy_dtype dt, sy__route *r)
{
    (void)dt;
    switch (b) {
#if SY_WITH_CPU
    case SY_BACKEND_CPU: /* cpu implements random_uniform_like for f32 f64 (backends[cpu].ops) */
        return SY__ROUTE(r, SY_BACKEND_CPU, op, sy_k_cpu_random_uniform_like);
#endif
#if SY_WITH_SIMD
    case SY_BACKEND_SIMD: /* simd does not implement random_uniform_like (backends[simd]); fallback: cpu */
#if SY_WITH_CPU
        return SY__ROUTE(r, SY_BACKEND_CPU, op, sy_k_cpu_random_uniform_like);
#endif
        return false;
#endif
#if SY_WITH_BLAS
    case SY_BACKEND_BLAS: /* blas does not implement random_uniform_like (backends[blas]); fallback: simd -> cpu */
#if SY_WITH_CPU
        return SY__ROUTE(r, SY_BACKEND_CPU, op, sy_k_cpu_random_uniform_like);
#endif
        return false;
#endif
#if SY_WITH_SIM
    case SY_BACKEND_SIM: /* sim does not implement random_uniform_like (backends[sim]); fallback: cpu */
#if SY_WITH_CPU
        return SY__ROUTE(r, SY_BACKEND_CPU, op, sy_k_cpu_random_uniform_like);
#endif
        return false;
#endif
#if SY_WITH_OPENCL
    case SY_BACKEND_OPENCL: /* opencl does not implement random_uniform_like (backends[opencl]); fallback: cpu */
#if SY_WITH_CPU
        return SY__ROUTE(r, SY_BACKEND_CPU, op, sy_k_cpu_random_uniform_like);
#endif
        return false;
#endif
#if SY_WITH_VULKAN
    case SY_BACKEND_VULKAN: /* vulkan does not implement random_uniform_like (backends[vulkan]); fallback: cpu */
#if SY_WITH_CPU
        return SY__ROUTE(r, SY_BACKEND_CPU, op, sy_k_cpu_random_uniform_like);
#endif
        return false;
#endif
    default:
        return false;
    }
}

/* random_normal_like (ops[random_normal_like]) */
static bool sy__route_random_normal_like(sy_backend b, sy_dtype dt, sy__route *r)
{
    (void)dt;
    switch (b) {
#if SY_WITH_CPU
    case SY_BACKEND_CPU: /* cpu implements random_normal_like for f32 f64 (backends[cpu].ops) */
        return SY__ROUTE(r, SY_BACKEND_CPU, op, sy_k_cpu_random_normal_like);
#endif
#if SY_WITH_SIMD
    case SY_BACKEND_SIMD: /* simd does not implement random_normal_like (backends[simd]); fallback: cpu */
#if SY_WITH_CPU
        return SY__ROUTE(r, SY_BACKEND_CPU, op, sy_k_cpu_random_normal_like);
#endif
        return false;
#endif
#if SY_WITH_BLAS
    case SY_BACKEND_BLAS: /* blas does not implement random_normal_like (backends[blas]); fallback: simd -> cpu */
#if SY_WITH_CPU
        return SY__ROUTE(r, SY_BACKEND_CPU, op, sy_k_cpu_random_normal_like);
#endif
        return false;
#endif
#if SY_WITH_SIM
    case SY_BACKEND_SIM: /* sim does not implement random_normal_like (backends[sim]); fallback: cpu */
#if SY_WITH_CPU
        return SY__ROUTE(r, SY_BACKEND_CPU, op, sy_k_cpu_random_normal_like);
#endif
        return false;
#endif
#if SY_WITH_OPENCL
    case SY_BACKEND_OPENCL: /* opencl does not implement random_normal_like (backends[opencl]); fallback: cpu */
#if SY_WITH_CPU
        return SY__ROUTE(r, SY_BACKEND_CPU, op, sy_k_cpu_random_normal_like);
#endif
        return false;
#endif
#if SY_WITH_VULKAN
    case SY_BACKEND_VULKAN: /* vulkan does not implement random_normal_like (backends[vulkan]); fallback: cpu */
#if SY_WITH_CPU
        return SY__ROUTE(r, SY_BACKEND_CPU, op, sy_k_cpu_random_normal_like);
#endif
        return false;
#endif
    default:
        return false;
    }
}

/* bernoulli (ops[bernoulli]) */
static bool sy__route_bernoulli(sy_backend b, sy_dtype dt, sy__route *r)
{
    (void)dt;
    switch (b) {
#if SY_WITH_CPU
    case SY_BACKEND_CPU: /* cpu implements bernoulli for f32 f64 i32 i64 bool u8 i8 i16 f16 bf16 u16 u32 u64 (backends[cpu].ops) */
        return SY__ROUTE(r, SY_BACKEND_CPU, op, sy_k_cpu_bernoulli);
#endif
#if SY_WITH_SIMD
    case SY_BACKEND_SIMD: /* simd does not implement bernoulli (backends[simd]); fallback: cpu */
#if SY_WITH_CPU
        return SY__ROUTE(r, SY_BACKEND_CPU, op, sy_k_cpu_bernoulli);
#endif
        return false;
#endif
#if SY_WITH_BLAS
    case SY_BACKEND_BLAS: /* blas does not implement bernoulli (backends[blas]); fallback: simd -> cpu */
#if SY_WITH_CPU
        return SY__ROUTE(r, SY_BACKEND_CPU, op, sy_k_cpu_bernoulli);
#endif
        return false;
#endif
#if SY_WITH_SIM
    case SY_BACKEND_SIM: /* sim does not implement bernoulli (backends[sim]); fallback: cpu */
#if SY_WITH_CPU
        return SY__ROUTE(r, SY_BACKEND_CPU, op, sy_k_cpu_bernoulli);
#endif
        return false;
#endif
#if SY_WITH_OPENCL
    case SY_BACKEND_OPENCL: /* opencl does not implement bernoulli (backends[opencl]); fallback: cpu */
#if SY_WITH_CPU
        return SY__ROUTE(r, SY_BACKEND_CPU, op, sy_k_cpu_bernoulli);
#endif
        return false;
#endif
#if SY_WITH_VULKAN
    case SY_BACKEND_VULKAN: /* vulkan does not implement bernoulli (backends[vulkan]); fallback: cpu */
#if SY_WITH_CPU
        return SY__ROUTE(r, SY_BACKEND_CPU, op, sy_k_cpu_bernoulli);
#endif
        return false;
#endif
    default:
        return false;
    }
}

/* multinomial (ops[multinomial]) */
static bool sy__route_multinomial(sy_backend b, sy_dtype dt, sy__route *r)
{
    (void)dt;
    switch (b) {
#if SY_WITH_CPU
    case SY_BACKEND_CPU: /* cpu implements multinomial for i32 i64 (backends[cpu].ops) */
        return SY__ROUTE(r, SY_BACKEND_CPU, op, sy_k_cpu_multinomial);
#endif
#if SY_WITH_SIMD
    case SY_BACKEND_SIMD: /* simd does not implement multinomial (backends[simd]); fallback: cpu */
#if SY_WITH_CPU
        return SY__ROUTE(r, SY_BACKEND_CPU, op, sy_k_cpu_multinomial);
#endif
        return false;
#endif
#if SY_WITH_BLAS
    case SY_BACKEND_BLAS: /* blas does not implement multinomial (backends[blas]); fallback: simd -> cpu */
#if SY_WITH_CPU
        return SY__ROUTE(r, SY_BACKEND_CPU, op, sy_k_cpu_multinomial);
#endif
        return false;
#endif
#if SY_WITH_SIM
    case SY_BACKEND_SIM: /* sim does not implement multinomial (backends[sim]); fallback: cpu */
#if SY_WITH_CPU
        return SY__ROUTE(r, SY_BACKEND_CPU, op, sy_k_cpu_multinomial);
#endif
        return false;
#endif
#if SY_WITH_OPENCL
    case SY_BACKEND_OPENCL: /* opencl does not implement multinomial (backends[opencl]); fallback: cpu */
#if SY_WITH_CPU
        return SY__ROUTE(r, SY_BACKEND_CPU, op, sy_k_cpu_multinomial);
#endif
        return false;
#endif
#if SY_WITH_VULKAN
    case SY_BACKEND_VULKAN: /* vulkan does not implement multinomial (backends[vulkan]); fallback: cpu */
#if SY_WITH_CPU
        return SY__ROUTE(r, SY_BACKEND_CPU, op, sy_k_cpu_multinomial);
#endif
        return false;
#endif
    default:
        return false;
    }
}

/* resize (ops[resize]) */
static bool sy__route_resize(sy_backend b, sy_dtype dt, sy__route *r)
{
    (void)dt;
    switch (b) {
#if SY_WITH_CPU
    case SY_BACKEND_CPU: /* cpu implements resize for f32 f64 (backends[cpu].ops) */
        return SY__ROUTE(r, SY_BACKEND_CPU, op, sy_k_cpu_resize);
#endif
#if SY_WITH_SIMD
    case SY_BACKEND_SIMD: /* simd does not implement resize (backends[simd]); fallback: cpu */
#if SY_WITH_CPU
        return SY__ROUTE(r, SY_BACKEND_CPU, op, sy_k_cpu_resize);
#endif
        return false;
#endif
#if SY_WITH_BLAS
    case SY_BACKEND_BLAS: /* blas does not implement resize (backends[blas]); fallback: simd -> cpu */
#if SY_WITH_CPU
        return SY__ROUTE(r, SY_BACKEND_CPU, op, sy_k_cpu_resize);
#endif
        return false;
#endif
#if SY_WITH_SIM
    case SY_BACKEND_SIM: /* sim does not implement resize (backends[sim]); fallback: cpu */
#if SY_WITH_CPU
        return SY__ROUTE(r, SY_BACKEND_CPU, op, sy_k_cpu_resize);
#endif
        return false;
#endif
#if SY_WITH_OPENCL
    case SY_BACKEND_OPENCL: /* opencl does not implement resize (backends[opencl]); fallback: cpu */
#if SY_WITH_CPU
        return SY__ROUTE(r, SY_BACKEND_CPU, op, sy_k_cpu_resize);
#endif
        return false;
#endif
#if SY_WITH_VULKAN
    case SY_BACKEND_VULKAN: /* vulkan does not implement resize (backends[vulkan]); fallback: cpu */
#if SY_WITH_CPU
        return SY__ROUTE(r, SY_BACKEND_CPU, op, sy_k_cpu_resize);
#endif
        return false;
#endif
    default:
        return false;
    }
}

/* resize_backward (ops[resize_backward]) */
static bool sy__route_resize_backward(sy_backend b, sy_dtype dt, sy__route *r)
{
    (void)dt;
    switch (b) {
#if SY_WITH_CPU
    case SY_BACKEND_CPU: /* cpu implements resize_backward for f32 f64 (backends[cpu].ops) */
        return SY__ROUTE(r, SY_BACKEND_CPU, op, sy_k_cpu_resize_backward);
#endif
#if SY_WITH_SIMD
    case SY_BACKEND_SIMD: /* simd does not implement resize_backward (backends[simd]); fallback: cpu */
#if SY_WITH_CPU
        return SY__ROUTE(r, SY_BACKEND_CPU, op, sy_k_cpu_resize_backward);
#endif
        return false;
#endif
#if SY_WITH_BLAS
    case SY_BACKEND_BLAS: /* blas does not implement resize_backward (backends[blas]); fallback: simd -> cpu */
#if SY_WITH_CPU
        return SY__ROUTE(r, SY_BACKEND_CPU, op, sy_k_cpu_resize_backward);
#endif
        return false;
#endif
#if SY_WITH_SIM
    case SY_BACKEND_SIM: /* sim does not implement resize_backward (backends[sim]); fallback: cpu */
#if SY_WITH_CPU
        return SY__ROUTE(r, SY_BACKEND_CPU, op, sy_k_cpu_resize_backward);
#endif
        return false;
#endif
#if SY_WITH_OPENCL
    case SY_BACKEND_OPENCL: /* opencl does not implement resize_backward (backends[opencl]); fallback: cpu */
#if SY_WITH_CPU
        return SY__ROUTE(r, SY_BACKEND_CPU, op, sy_k_cpu_resize_backward);
#endif
        return false;
#endif
#if SY_WITH_VULKAN
    case SY_BACKEND_VULKAN: /* vulkan does not implement resize_backward (backends[vulkan]); fallback: cpu */
#if SY_WITH_CPU
        return SY__ROUTE(r, SY_BACKEND_CPU, op, sy_k_cpu_resize_backward);
#endif
        return false;
#endif
    default:
        return false;
    }
}

/* mse_loss (ops[mse_loss]) */
static bool sy__route_mse_loss(sy_backend b, sy_dtype dt, sy__route *r)
{
    (void)dt;
    switch (b) {
#if SY_WITH_CPU
    case SY_BACKEND_CPU: /* cpu implements mse_loss for f32 f64 (backends[cpu].ops) */
        return SY__ROUTE(r, SY_BACKEND_CPU, op, sy_k_cpu_mse_loss);
#endif
#if SY_WITH_SIMD
    case SY_BACKEND_SIMD: /* simd does not implement mse_loss (backends[simd]); fallback: cpu */
#if SY_WITH_CPU
        return SY__ROUTE(r, SY_BACKEND_CPU, op, sy_k_cpu_mse_loss);
#endif
        return false;
#endif
#if SY_WITH_BLAS
    case SY_BACKEND_BLAS: /* blas does not implement mse_loss (backends[blas]); fallback: simd -> cpu */
#if SY_WITH_CPU
        return SY__ROUTE(r, SY_BACKEND_CPU, op, sy_k_cpu_mse_loss);
#endif
        return false;
#endif
#if SY_WITH_SIM
    case SY_BACKEND_SIM: /* sim does not implement mse_loss (backends[sim]); fallback: cpu */
#if SY_WITH_CPU
        return SY__ROUTE(r, SY_BACKEND_CPU, op, sy_k_cpu_mse_loss);
#endif
        return false;
#endif
#if SY_WITH_OPENCL
    case SY_BACKEND_OPENCL: /* opencl does not implement mse_loss (backends[opencl]); fallback: cpu */
#if SY_WITH_CPU
        return SY__ROUTE(r, SY_BACKEND_CPU, op, sy_k_cpu_mse_loss);
#endif
        return false;
#endif
#if SY_WITH_VULKAN
    case SY_BACKEND_VULKAN: /* vulkan does not implement mse_loss (backends[vulkan]); fallback: cpu */
#if SY_WITH_CPU
        return SY__ROUTE(r, SY_BACKEND_CPU, op, sy_k_cpu_mse_loss);
#endif
        return false;
#endif
    default:
        return false;
    }
}

/* embedding (ops[embedding]) */
static bool sy__route_embedding(sy_backend b, sy_dtype dt, sy__route *r)
{
    (void)dt;
    switch (b) {
#if SY_WITH_CPU
    case SY_BACKEND_CPU: /* cpu implements embedding for f32 f64 i32 i64 bool u8 i8 i16 f16 bf16 u16 u32 u64 (backends[cpu].ops) */
        return SY__ROUTE(r, SY_BACKEND_CPU, op, sy_k_cpu_embedding);
#endif
#if SY_WITH_SIMD
    case SY_BACKEND_SIMD: /* simd does not implement embedding (backends[simd]); fallback: cpu */
#if SY_WITH_CPU
        return SY__ROUTE(r, SY_BACKEND_CPU, op, sy_k_cpu_embedding);
#endif
        return false;
#endif
#if SY_WITH_BLAS
    case SY_BACKEND_BLAS: /* blas does not implement embedding (backends[blas]); fallback: simd -> cpu */
#if SY_WITH_CPU
        return SY__ROUTE(r, SY_BACKEND_CPU, op, sy_k_cpu_embedding);
#endif
        return false;
#endif
#if SY_WITH_SIM
    case SY_BACKEND_SIM: /* sim does not implement embedding (backends[sim]); fallback: cpu */
#if SY_WITH_CPU
        return SY__ROUTE(r, SY_BACKEND_CPU, op, sy_k_cpu_embedding);
#endif
        return false;
#endif
#if SY_WITH_OPENCL
    case SY_BACKEND_OPENCL: /* opencl does not implement embedding (backends[opencl]); fallback: cpu */
#if SY_WITH_CPU
        return SY__ROUTE(r, SY_BACKEND_CPU, op, sy_k_cpu_embedding);
#endif
        return false;
#endif
#if SY_WITH_VULKAN
    case SY_BACKEND_VULKAN: /* vulkan does not implement embedding (backends[vulkan]); fallback: cpu */
#if SY_WITH_CPU
        return SY__ROUTE(r, SY_BACKEND_CPU, op, sy_k_cpu_embedding);
#endif
        return false;
#endif
    default:
        return false;
    }
}

/* mse_loss_backward (ops[mse_loss_backward]) */
static bool sy__route_mse_loss_backward(sy_backend b, sy_dtype dt, sy__route *r)
{
    (void)dt;
    switch (b) {
#if SY_WITH_CPU
    case SY_BACKEND_CPU: /* cpu implements mse_loss_backward for f32 f64 (backends[cpu].ops) */
        return SY__ROUTE(r, SY_BACKEND_CPU, op, sy_k_cpu_mse_loss_backward);
#endif
#if SY_WITH_SIMD
    case SY_BACKEND_SIMD: /* simd does not implement mse_loss_backward (backends[simd]); fallback: cpu */
#if SY_WITH_CPU
        return SY__ROUTE(r, SY_BACKEND_CPU, op, sy_k_cpu_mse_loss_backward);
#endif
        return false;
#endif
#if SY_WITH_BLAS
    case SY_BACKEND_BLAS: /* blas does not implement mse_loss_backward (backends[blas]); fallback: simd -> cpu */
#if SY_WITH_CPU
        return SY__ROUTE(r, SY_BACKEND_CPU, op, sy_k_cpu_mse_loss_backward);
#endif
        return false;
#endif
#if SY_WITH_SIM
    case SY_BACKEND_SIM: /* sim does not implement mse_loss_backward (backends[sim]); fallback: cpu */
#if SY_WITH_CPU
        return SY__ROUTE(r, SY_BACKEND_CPU, op, sy_k_cpu_mse_loss_backward);
#endif
        return false;
#endif
#if SY_WITH_OPENCL
    case SY_BACKEND_OPENCL: /* opencl does not implement mse_loss_backward (backends[opencl]); fallback: cpu */
#if SY_WITH_CPU
        return SY__ROUTE(r, SY_BACKEND_CPU, op, sy_k_cpu_mse_loss_backward);
#endif
        return false;
#endif
#if SY_WITH_VULKAN
    case SY_BACKEND_VULKAN: /* vulkan does not implement mse_loss_backward (backends[vulkan]); fallback: cpu */
#if SY_WITH_CPU
        return SY__ROUTE(r, SY_BACKEND_CPU, op, sy_k_cpu_mse_loss_backward);
#endif
        return false;
#endif
    default:
        return false;
    }
}

/* det (ops[det]) */
static bool sy__route_det(sy_backend b, sy_dtype dt, sy__route *r)
{
    (void)dt;
    switch (b) {
#if SY_WITH_CPU
    case SY_BACKEND_CPU: /* cpu implements det for f32 f64 (backends[cpu].ops) */
        return SY__ROUTE(r, SY_BACKEND_CPU, op, sy_k_cpu_det);
#endif
#if SY_WITH_SIMD
    case SY_BACKEND_SIMD: /* simd does not implement det (backends[simd]); fallback: cpu */
#if SY_WITH_CPU
        return SY__ROUTE(r, SY_BACKEND_CPU, op, sy_k_cpu_det);
#endif
        return false;
#endif
#if SY_WITH_BLAS
    case SY_BACKEND_BLAS: /* blas does not implement det (backends[blas]); fallback: simd -> cpu */
#if SY_WITH_CPU
        return SY__ROUTE(r, SY_BACKEND_CPU, op, sy_k_cpu_det);
#endif
        return false;
#endif
#if SY_WITH_SIM
    case SY_BACKEND_SIM: /* sim does not implement det (backends[sim]); fallback: cpu */
#if SY_WITH_CPU
        return SY__ROUTE(r, SY_BACKEND_CPU, op, sy_k_cpu_det);
#endif
        return false;
#endif
#if SY_WITH_OPENCL
    case SY_BACKEND_OPENCL: /* opencl does not implement det (backends[opencl]); fallback: cpu */
#if SY_WITH_CPU
        return SY__ROUTE(r, SY_BACKEND_CPU, op, sy_k_cpu_det);
#endif
        return false;
#endif
#if SY_WITH_VULKAN
    case SY_BACKEND_VULKAN: /* vulkan does not implement det (backends[vulkan]); fallback: cpu */
#if SY_WITH_CPU
        return SY__ROUTE(r, SY_BACKEND_CPU, op, sy_k_cpu_det);
#endif
        return false;
#endif
    default:
        return false;
    }
}

/* reverse_sequence (ops[reverse_sequence]) */
static bool sy__route_reverse_sequence(sy_backend b, sy_dtype dt, sy__route *r)
{
    (void)dt;
    switch (b) {
#if SY_WITH_CPU
    case SY_BACKEND_CPU: /* cpu implements reverse_sequence for f32 f64 i32 i64 bool u8 i8 i16 f16 bf16 u16 u32 u64 (backends[cpu].ops) */
        return SY__ROUTE(r, SY_BACKEND_CPU, op, sy_k_cpu_reverse_sequence);
#endif
#if SY_WITH_SIMD
    case SY_BACKEND_SIMD: /* simd does not implement reverse_sequence (backends[simd]); fallback: cpu */
#if SY_WITH_CPU
        return SY__ROUTE(r, SY_BACKEND_CPU, op, sy_k_cpu_reverse_sequence);
#endif
        return false;
#endif
#if SY_WITH_BLAS
    case SY_BACKEND_BLAS: /* blas does not implement reverse_sequence (backends[blas]); fallback: simd -> cpu */
#if SY_WITH_CPU
        return SY__ROUTE(r, SY_BACKEND_CPU, op, sy_k_cpu_reverse_sequence);
#endif
        return false;
#endif
#if SY_WITH_SIM
    case SY_BACKEND_SIM: /* sim does not implement reverse_sequence (backends[sim]); fallback: cpu */
#if SY_WITH_CPU
        return SY__ROUTE(r, SY_BACKEND_CPU, op, sy_k_cpu_reverse_sequence);
#endif
        return false;
#endif
#if SY_WITH_OPENCL
    case SY_BACKEND_OPENCL: /* opencl does not implement reverse_sequence (backends[opencl]); fallback: cpu */
#if SY_WITH_CPU
        return SY__ROUTE(r, SY_BACKEND_CPU, op, sy_k_cpu_reverse_sequence);
#endif
        return false;
#endif
#if SY_WITH_VULKAN
    case SY_BACKEND_VULKAN: /* vulkan does not implement reverse_sequence (backends[vulkan]); fallback: cpu */
#if SY_WITH_CPU
        return SY__ROUTE(r, SY_BACKEND_CPU, op, sy_k_cpu_reverse_sequence);
#endif
        return false;
#endif
    default:
        return false;
    }
}

/* grid_sample (ops[grid_sample]) */
static bool sy__route_grid_sample(sy_backend b, sy_dtype dt, sy__route *r)
{
    (void)dt;
    switch (b) {
#if SY_WITH_CPU
    case SY_BACKEND_CPU: /* cpu implements grid_sample for f32 f64 (backends[cpu].ops) */
        return SY__ROUTE(r, SY_BACKEND_CPU, op, sy_k_cpu_grid_sample);
#endif
#if SY_WITH_SIMD
    case SY_BACKEND_SIMD: /* simd does not implement grid_sample (backends[simd]); fallback: cpu */
#if SY_WITH_CPU
        return SY__ROUTE(r, SY_BACKEND_CPU, op, sy_k_cpu_grid_sample);
#endif
        return false;
#endif
#if SY_WITH_BLAS
    case SY_BACKEND_BLAS: /* blas does not implement grid_sample (backends[blas]); fallback: simd -> cpu */
#if SY_WITH_CPU
        return SY__ROUTE(r, SY_BACKEND_CPU, op, sy_k_cpu_grid_sample);
#endif
        return false;
#endif
#if SY_WITH_SIM
    case SY_BACKEND_SIM: /* sim does not implement grid_sample (backends[sim]); fallback: cpu */
#if SY_WITH_CPU
        return SY__ROUTE(r, SY_BACKEND_CPU, op, sy_k_cpu_grid_sample);
#endif
        return false;
#endif
#if SY_WITH_OPENCL
    case SY_BACKEND_OPENCL: /* opencl implements grid_sample for f32 f64 (backends[opencl].ops); fallback: cpu */
        return SY__ROUTE(r, SY_BACKEND_OPENCL, op, sy_k_opencl_grid_sample);
#endif
#if SY_WITH_VULKAN
    case SY_BACKEND_VULKAN: /* vulkan does not implement grid_sample (backends[vulkan]); fallback: cpu */
#if SY_WITH_CPU
        return SY__ROUTE(r, SY_BACKEND_CPU, op, sy_k_cpu_grid_sample);
#endif
        return false;
#endif
    default:
        return false;
    }
}

/* grid_sample_backward (ops[grid_sample_backward]) */
static bool sy__route_grid_sample_backward(sy_backend b, sy_dtype dt, sy__route *r)
{
    (void)dt;
    switch (b) {
#if SY_WITH_CPU
    case SY_BACKEND_CPU: /* cpu implements grid_sample_backward for f32 f64 (backends[cpu].ops) */
        return SY__ROUTE(r, SY_BACKEND_CPU, op, sy_k_cpu_grid_sample_backward);
#endif
#if SY_WITH_SIMD
    case SY_BACKEND_SIMD: /* simd does not implement grid_sample_backward (backends[simd]); fallback: cpu */
#if SY_WITH_CPU
        return SY__ROUTE(r, SY_BACKEND_CPU, op, sy_k_cpu_grid_sample_backward);
#endif
        return false;
#endif
#if SY_WITH_BLAS
    case SY_BACKEND_BLAS: /* blas does not implement grid_sample_backward (backends[blas]); fallback: simd -> cpu */
#if SY_WITH_CPU
        return SY__ROUTE(r, SY_BACKEND_CPU, op, sy_k_cpu_grid_sample_backward);
#endif
        return false;
#endif
#if SY_WITH_SIM
    case SY_BACKEND_SIM: /* sim does not implement grid_sample_backward (backends[sim]); fallback: cpu */
#if SY_WITH_CPU
        return SY__ROUTE(r, SY_BACKEND_CPU, op, sy_k_cpu_grid_sample_backward);
#endif
        return false;
#endif
#if SY_WITH_OPENCL
    case SY_BACKEND_OPENCL: /* opencl implements grid_sample_backward for f32 f64 (backends[opencl].ops); fallback: cpu */
        return SY__ROUTE(r, SY_BACKEND_OPENCL, op, sy_k_opencl_grid_sample_backward);
#endif
#if SY_WITH_VULKAN
    case SY_BACKEND_VULKAN: /* vulkan does not implement grid_sample_backward (backends[vulkan]); fallback: cpu */
#if SY_WITH_CPU
        return SY__ROUTE(r, SY_BACKEND_CPU, op, sy_k_cpu_grid_sample_backward);
#endif
        return false;
#endif
    default:
        return false;
    }
}

/* max_unpool (ops[max_unpool]) */
static bool sy__route_max_unpool(sy_backend b, sy_dtype dt, sy__route *r)
{
    (void)dt;
    switch (b) {
#if SY_WITH_CPU
    case SY_BACKEND_CPU: /* cpu implements max_unpool for f32 f64 (backends[cpu].ops) */
        return SY__ROUTE(r, SY_BACKEND_CPU, op, sy_k_cpu_max_unpool);
#endif
#if SY_WITH_SIMD
    case SY_BACKEND_SIMD: /* simd does not implement max_unpool (backends[simd]); fallback: cpu */
#if SY_WITH_CPU
        return SY__ROUTE(r, SY_BACKEND_CPU, op, sy_k_cpu_max_unpool);
#endif
        return false;
#endif
#if SY_WITH_BLAS
    case SY_BACKEND_BLAS: /* blas does not implement max_unpool (backends[blas]); fallback: simd -> cpu */
#if SY_WITH_CPU
        return SY__ROUTE(r, SY_BACKEND_CPU, op, sy_k_cpu_max_unpool);
#endif
        return false;
#endif
#if SY_WITH_SIM
    case SY_BACKEND_SIM: /* sim does not implement max_unpool (backends[sim]); fallback: cpu */
#if SY_WITH_CPU
        return SY__ROUTE(r, SY_BACKEND_CPU, op, sy_k_cpu_max_unpool);
#endif
        return false;
#endif
#if SY_WITH_OPENCL
    case SY_BACKEND_OPENCL: /* opencl implements max_unpool for f32 f64 (backends[opencl].ops); fallback: cpu */
        return SY__ROUTE(r, SY_BACKEND_OPENCL, op, sy_k_opencl_max_unpool);
#endif
#if SY_WITH_VULKAN
    case SY_BACKEND_VULKAN: /* vulkan does not implement max_unpool (backends[vulkan]); fallback: cpu */
#if SY_WITH_CPU
        return SY__ROUTE(r, SY_BACKEND_CPU, op, sy_k_cpu_max_unpool);
#endif
        return false;
#endif
    default:
        return false;
    }
}

/* max_unpool_backward (ops[max_unpool_backward]) */
static bool sy__route_max_unpool_backward(sy_backend b, sy_dtype dt, sy__route *r)
{
    (void)dt;
    switch (b) {
#if SY_WITH_CPU
    case SY_BACKEND_CPU: /* cpu implements max_unpool_backward for f32 f64 (backends[cpu].ops) */
        return SY__ROUTE(r, SY_BACKEND_CPU, op, sy_k_cpu_max_unpool_backward);
#endif
#if SY_WITH_SIMD
    case SY_BACKEND_SIMD: /* simd does not implement max_unpool_backward (backends[simd]); fallback: cpu */
#if SY_WITH_CPU
        return SY__ROUTE(r, SY_BACKEND_CPU, op, sy_k_cpu_max_unpool_backward);
#endif
        return false;
#endif
#if SY_WITH_BLAS
    case SY_BACKEND_BLAS: /* blas does not implement max_unpool_backward (backends[blas]); fallback: simd -> cpu */
#if SY_WITH_CPU
        return SY__ROUTE(r, SY_BACKEND_CPU, op, sy_k_cpu_max_unpool_backward);
#endif
        return false;
#endif
#if SY_WITH_SIM
    case SY_BACKEND_SIM: /* sim does not implement max_unpool_backward (backends[sim]); fallback: cpu */
#if SY_WITH_CPU
        return SY__ROUTE(r, SY_BACKEND_CPU, op, sy_k_cpu_max_unpool_backward);
#endif
        return false;
#endif
#if SY_WITH_OPENCL
    case SY_BACKEND_OPENCL: /* opencl implements max_unpool_backward for f32 f64 (backends[opencl].ops); fallback: cpu */
        return SY__ROUTE(r, SY_BACKEND_OPENCL, op, sy_k_opencl_max_unpool_backward);
#endif
#if SY_WITH_VULKAN
    case SY_BACKEND_VULKAN: /* vulkan does not implement max_unpool_backward (backends[vulkan]); fallback: cpu */
#if SY_WITH_CPU
        return SY__ROUTE(r, SY_BACKEND_CPU, op, sy_k_cpu_max_unpool_backward);
#endif
        return false;
#endif
    default:
        return false;
    }
}

/* col2im (ops[col2im]) */
static bool sy__route_col2im(sy_backend b, sy_dtype dt, sy__route *r)
{
    (void)dt;
    switch (b) {
#if SY_WITH_CPU
    case SY_BACKEND_CPU: /* cpu implements col2im for f32 f64 (backends[cpu].ops) */
        return SY__ROUTE(r, SY_BACKEND_CPU, op, sy_k_cpu_col2im);
#endif
#if SY_WITH_SIMD
    case SY_BACKEND_SIMD: /* simd does not implement col2im (backends[simd]); fallback: cpu */
#if SY_WITH_CPU
        return SY__ROUTE(r, SY_BACKEND_CPU, op, sy_k_cpu_col2im);
#endif
        return false;
#endif
#if SY_WITH_BLAS
    case SY_BACKEND_BLAS: /* blas does not implement col2im (backends[blas]); fallback: simd -> cpu */
#if SY_WITH_CPU
        return SY__ROUTE(r, SY_BACKEND_CPU, op, sy_k_cpu_col2im);
#endif
        return false;
#endif
#if SY_WITH_SIM
    case SY_BACKEND_SIM: /* sim does not implement col2im (backends[sim]); fallback: cpu */
#if SY_WITH_CPU
        return SY__ROUTE(r, SY_BACKEND_CPU, op, sy_k_cpu_col2im);
#endif
        return false;
#endif
#if SY_WITH_OPENCL
    case SY_BACKEND_OPENCL: /* opencl does not implement col2im (backends[opencl]); fallback: cpu */
#if SY_WITH_CPU
        return SY__ROUTE(r, SY_BACKEND_CPU, op, sy_k_cpu_col2im);
#endif
        return false;
#endif
#if SY_WITH_VULKAN
    case SY_BACKEND_VULKAN: /* vulkan does not implement col2im (backends[vulkan]); fallback: cpu */
#if SY_WITH_CPU
        return SY__ROUTE(r, SY_BACKEND_CPU, op, sy_k_cpu_col2im);
#endif
        return false;
#endif
    default:
        return false;
    }
}

/* im2col (ops[im2col]) */
static bool sy__route_im2col(sy_backend b, sy_dtype dt, sy__route *r)
{
    (void)dt;
    switch (b) {
#if SY_WITH_CPU
    case SY_BACKEND_CPU: /* cpu implements im2col for f32 f64 (backends[cpu].ops) */
        return SY__ROUTE(r, SY_BACKEND_CPU, op, sy_k_cpu_im2col);
#endif
#if SY_WITH_SIMD
    case SY_BACKEND_SIMD: /* simd does not implement im2col (backends[simd]); fallback: cpu */
#if SY_WITH_CPU
        return SY__ROUTE(r, SY_BACKEND_CPU, op, sy_k_cpu_im2col);
#endif
        return false;
#endif
#if SY_WITH_BLAS
    case SY_BACKEND_BLAS: /* blas does not implement im2col (backends[blas]); fallback: simd -> cpu */
#if SY_WITH_CPU
        return SY__ROUTE(r, SY_BACKEND_CPU, op, sy_k_cpu_im2col);
#endif
        return false;
#endif
#if SY_WITH_SIM
    case SY_BACKEND_SIM: /* sim does not implement im2col (backends[sim]); fallback: cpu */
#if SY_WITH_CPU
        return SY__ROUTE(r, SY_BACKEND_CPU, op, sy_k_cpu_im2col);
#endif
        return false;
#endif
#if SY_WITH_OPENCL
    case SY_BACKEND_OPENCL: /* opencl does not implement im2col (backends[opencl]); fallback: cpu */
#if SY_WITH_CPU
        return SY__ROUTE(r, SY_BACKEND_CPU, op, sy_k_cpu_im2col);
#endif
        return false;
#endif
#if SY_WITH_VULKAN
    case SY_BACKEND_VULKAN: /* vulkan does not implement im2col (backends[vulkan]); fallback: cpu */
#if SY_WITH_CPU
        return SY__ROUTE(r, SY_BACKEND_CPU, op, sy_k_cpu_im2col);
#endif
        return false;
#endif
    default:
        return false;
    }
}

/* all_reduce (ops[all_reduce]) */
static bool sy__route_all_reduce(sy_backend b, sy_dtype dt, sy__route *r)
{
    (void)dt;
    switch (b) {
#if SY_WITH_CPU
    case SY_BACKEND_CPU: /* cpu implements all_reduce for f32 f64 i32 i64 bool u8 i8 i16 f16 bf16 u16 u32 u64 (backends[cpu].ops) */
        return SY__ROUTE(r, SY_BACKEND_CPU, op, sy_k_cpu_all_reduce);
#endif
#if SY_WITH_SIMD
    case SY_BACKEND_SIMD: /* simd does not implement all_reduce (backends[simd]); fallback: cpu */
#if SY_WITH_CPU
        return SY__ROUTE(r, SY_BACKEND_CPU, op, sy_k_cpu_all_reduce);
#endif
        return false;
#endif
#if SY_WITH_BLAS
    case SY_BACKEND_BLAS: /* blas does not implement all_reduce (backends[blas]); fallback: simd -> cpu */
#if SY_WITH_CPU
        return SY__ROUTE(r, SY_BACKEND_CPU, op, sy_k_cpu_all_reduce);
#endif
        return false;
#endif
#if SY_WITH_SIM
    case SY_BACKEND_SIM: /* sim does not implement all_reduce (backends[sim]); fallback: cpu */
#if SY_WITH_CPU
        return SY__ROUTE(r, SY_BACKEND_CPU, op, sy_k_cpu_all_reduce);
#endif
        return false;
#endif
#if SY_WITH_OPENCL
    case SY_BACKEND_OPENCL: /* opencl does not implement all_reduce (backends[opencl]); fallback: cpu */
#if SY_WITH_CPU
        return SY__ROUTE(r, SY_BACKEND_CPU, op, sy_k_cpu_all_reduce);
#endif
        return false;
#endif
#if SY_WITH_VULKAN
    case SY_BACKEND_VULKAN: /* vulkan does not implement all_reduce (backends[vulkan]); fallback: cpu */
#if SY_WITH_CPU
        return SY__ROUTE(r, SY_BACKEND_CPU, op, sy_k_cpu_all_reduce);
#endif
        return false;
#endif
    default:
        return false;
    }
}

/* broadcast (ops[broadcast]) */
static bool sy__route_broadcast(sy_backend b, sy_dtype dt, sy__route *r)
{
    (void)dt;
    switch (b) {
#if SY_WITH_CPU
    case SY_BACKEND_CPU: /* cpu implements broadcast for f32 f64 i32 i64 bool u8 i8 i16 f16 bf16 u16 u32 u64 (backends[cpu].ops) */
        return SY__ROUTE(r, SY_BACKEND_CPU, op, sy_k_cpu_broadcast);
#endif
#if SY_WITH_SIMD
    case SY_BACKEND_SIMD: /* simd does not implement broadcast (backends[simd]); fallback: cpu */
#if SY_WITH_CPU
        return SY__ROUTE(r, SY_BACKEND_CPU, op, sy_k_cpu_broadcast);
#endif
        return false;
#endif
#if SY_WITH_BLAS
    case SY_BACKEND_BLAS: /* blas does not implement broadcast (backends[blas]); fallback: simd -> cpu */
#if SY_WITH_CPU
        return SY__ROUTE(r, SY_BACKEND_CPU, op, sy_k_cpu_broadcast);
#endif
        return false;
#endif
#if SY_WITH_SIM
    case SY_BACKEND_SIM: /* sim does not implement broadcast (backends[sim]); fallback: cpu */
#if SY_WITH_CPU
        return SY__ROUTE(r, SY_BACKEND_CPU, op, sy_k_cpu_broadcast);
#endif
        return false;
#endif
#if SY_WITH_OPENCL
    case SY_BACKEND_OPENCL: /* opencl does not implement broadcast (backends[opencl]); fallback: cpu */
#if SY_WITH_CPU
        return SY__ROUTE(r, SY_BACKEND_CPU, op, sy_k_cpu_broadcast);
#endif
        return false;
#endif
#if SY_WITH_VULKAN
    case SY_BACKEND_VULKAN: /* vulkan does not implement broadcast (backends[vulkan]); fallback: cpu */
#if SY_WITH_CPU
        return SY__ROUTE(r, SY_BACKEND_CPU, op, sy_k_cpu_broadcast);
#endif
        return false;
#endif
    default:
        return false;
    }
}

/* all_gather (ops[all_gather]) */
static bool sy__route_all_gather(sy_backend b, sy_dtype dt, sy__route *r)
{
    (void)dt;
    switch (b) {
#if SY_WITH_CPU
    case SY_BACKEND_CPU: /* cpu implements all_gather for f32 f64 i32 i64 bool u8 i8 i16 f16 bf16 u16 u32 u64 (backends[cpu].ops) */
        return SY__ROUTE(r, SY_BACKEND_CPU, op, sy_k_cpu_all_gather);
#endif
#if SY_WITH_SIMD
    case SY_BACKEND_SIMD: /* simd does not implement all_gather (backends[simd]); fallback: cpu */
#if SY_WITH_CPU
        return SY__ROUTE(r, SY_BACKEND_CPU, op, sy_k_cpu_all_gather);
#endif
        return false;
#endif
#if SY_WITH_BLAS
    case SY_BACKEND_BLAS: /* blas does not implement all_gather (backends[blas]); fallback: simd -> cpu */
#if SY_WITH_CPU
        return SY__ROUTE(r, SY_BACKEND_CPU, op, sy_k_cpu_all_gather);
#endif
        return false;
#endif
#if SY_WITH_SIM
    case SY_BACKEND_SIM: /* sim does not implement all_gather (backends[sim]); fallback: cpu */
#if SY_WITH_CPU
        return SY__ROUTE(r, SY_BACKEND_CPU, op, sy_k_cpu_all_gather);
#endif
        return false;
#endif
#if SY_WITH_OPENCL
    case SY_BACKEND_OPENCL: /* opencl does not implement all_gather (backends[opencl]); fallback: cpu */
#if SY_WITH_CPU
        return SY__ROUTE(r, SY_BACKEND_CPU, op, sy_k_cpu_all_gather);
#endif
        return false;
#endif
#if SY_WITH_VULKAN
    case SY_BACKEND_VULKAN: /* vulkan does not implement all_gather (backends[vulkan]); fallback: cpu */
#if SY_WITH_CPU
        return SY__ROUTE(r, SY_BACKEND_CPU, op, sy_k_cpu_all_gather);
#endif
        return false;
#endif
    default:
        return false;
    }
}

/* reduce_scatter (ops[reduce_scatter]) */
static bool sy__route_reduce_scatter(sy_backend b, sy_dtype dt, sy__route *r)
{
    (void)dt;
    switch (b) {
#if SY_WITH_CPU
    case SY_BACKEND_CPU: /* cpu implements reduce_scatter for f32 f64 i32 i64 bool u8 i8 i16 f16 bf16 u16 u32 u64 (backends[cpu].ops) */
        return SY__ROUTE(r, SY_BACKEND_CPU, op, sy_k_cpu_reduce_scatter);
#endif
#if SY_WITH_SIMD
    case SY_BACKEND_SIMD: /* simd does not implement reduce_scatter (backends[simd]); fallback: cpu */
#if SY_WITH_CPU
        return SY__ROUTE(r, SY_BACKEND_CPU, op, sy_k_cpu_reduce_scatter);
#endif
        return false;
#endif
#if SY_WITH_BLAS
    case SY_BACKEND_BLAS: /* blas does not implement reduce_scatter (backends[blas]); fallback: simd -> cpu */
#if SY_WITH_CPU
        return SY__ROUTE(r, SY_BACKEND_CPU, op, sy_k_cpu_reduce_scatter);
#endif
        return false;
#endif
#if SY_WITH_SIM
    case SY_BACKEND_SIM: /* sim does not implement reduce_scatter (backends[sim]); fallback: cpu */
#if SY_WITH_CPU
        return SY__ROUTE(r, SY_BACKEND_CPU, op, sy_k_cpu_reduce_scatter);
#endif
        return false;
#endif
#if SY_WITH_OPENCL
    case SY_BACKEND_OPENCL: /* opencl does not implement reduce_scatter (backends[opencl]); fallback: cpu */
#if SY_WITH_CPU
        return SY__ROUTE(r, SY_BACKEND_CPU, op, sy_k_cpu_reduce_scatter);
#endif
        return false;
#endif
#if SY_WITH_VULKAN
    case SY_BACKEND_VULKAN: /* vulkan does not implement reduce_scatter (backends[vulkan]); fallback: cpu */
#if SY_WITH_CPU
        return SY__ROUTE(r, SY_BACKEND_CPU, op, sy_k_cpu_reduce_scatter);
#endif
        return false;
#endif
    default:
        return false;
    }
}

/* all_reduce_backward (ops[all_reduce_backward]) */
static bool sy__route_all_reduce_backward(sy_backend b, sy_dtype dt, sy__route *r)
{
    (void)dt;
    switch (b) {
#if SY_WITH_CPU
    case SY_BACKEND_CPU: /* cpu implements all_reduce_backward for f32 f64 f16 bf16 (backends[cpu].ops) */
        return SY__ROUTE(r, SY_BACKEND_CPU, op, sy_k_cpu_all_reduce_backward);
#endif
#if SY_WITH_SIMD
    case SY_BACKEND_SIMD: /* simd does not implement all_reduce_backward (backends[simd]); fallback: cpu */
#if SY_WITH_CPU
        return SY__ROUTE(r, SY_BACKEND_CPU, op, sy_k_cpu_all_reduce_backward);
#endif
        return false;
#endif
#if SY_WITH_BLAS
    case SY_BACKEND_BLAS: /* blas does not implement all_reduce_backward (backends[blas]); fallback: simd -> cpu */
#if SY_WITH_CPU
        return SY__ROUTE(r, SY_BACKEND_CPU, op, sy_k_cpu_all_reduce_backward);
#endif
        return false;
#endif
#if SY_WITH_SIM
    case SY_BACKEND_SIM: /* sim does not implement all_reduce_backward (backends[sim]); fallback: cpu */
#if SY_WITH_CPU
        return SY__ROUTE(r, SY_BACKEND_CPU, op, sy_k_cpu_all_reduce_backward);
#endif
        return false;
#endif
#if SY_WITH_OPENCL
    case SY_BACKEND_OPENCL: /* opencl does not implement all_reduce_backward (backends[opencl]); fallback: cpu */
#if SY_WITH_CPU
        return SY__ROUTE(r, SY_BACKEND_CPU, op, sy_k_cpu_all_reduce_backward);
#endif
        return false;
#endif
#if SY_WITH_VULKAN
    case SY_BACKEND_VULKAN: /* vulkan does not implement all_reduce_backward (backends[vulkan]); fallback: cpu */
#if SY_WITH_CPU
        return SY__ROUTE(r, SY_BACKEND_CPU, op, sy_k_cpu_all_reduce_backward);
#endif
        return false;
#endif
    default:
        return false;
    }
}

/* broadcast_backward (ops[broadcast_backward]) */
static bool sy__route_broadcast_backward(sy_backend b, sy_dtype dt, sy__route *r)
{
    (void)dt;
    switch (b) {
#if SY_WITH_CPU
    case SY_BACKEND_CPU: /* cpu implements broadcast_backward for f32 f64 f16 bf16 (backends[cpu].ops) */
        return SY__ROUTE(r, SY_BACKEND_CPU, op, sy_k_cpu_broadcast_backward);
#endif
#if SY_WITH_SIMD
    case SY_BACKEND_SIMD: /* simd does not implement broadcast_backward (backends[simd]); fallback: cpu */
#if SY_WITH_CPU
        return SY__ROUTE(r, SY_BACKEND_CPU, op, sy_k_cpu_broadcast_backward);
#endif
        return false;
#endif
#if SY_WITH_BLAS
    case SY_BACKEND_BLAS: /* blas does not implement broadcast_backward (backends[blas]); fallback: simd -> cpu */
#if SY_WITH_CPU
        return SY__ROUTE(r, SY_BACKEND_CPU, op, sy_k_cpu_broadcast_backward);
#endif
        return false;
#endif
#if SY_WITH_SIM
    case SY_BACKEND_SIM: /* sim does not implement broadcast_backward (backends[sim]); fallback: cpu */
#if SY_WITH_CPU
        return SY__ROUTE(r, SY_BACKEND_CPU, op, sy_k_cpu_broadcast_backward);
#endif
        return false;
#endif
#if SY_WITH_OPENCL
    case SY_BACKEND_OPENCL: /* opencl does not implement broadcast_backward (backends[opencl]); fallback: cpu */
#if SY_WITH_CPU
        return SY__ROUTE(r, SY_BACKEND_CPU, op, sy_k_cpu_broadcast_backward);
#endif
        return false;
#endif
#if SY_WITH_VULKAN
    case SY_BACKEND_VULKAN: /* vulkan does not implement broadcast_backward (backends[vulkan]); fallback: cpu */
#if SY_WITH_CPU
        return SY__ROUTE(r, SY_BACKEND_CPU, op, sy_k_cpu_broadcast_backward);
#endif
        return false;
#endif
    default:
        return false;
    }
}

/* reduce_scatter_backward (ops[reduce_scatter_backward]) */
static bool sy__route_reduce_scatter_backward(sy_backend b, sy_dtype dt, sy__route *r)
{
    (void)dt;
    switch (b) {
#if SY_WITH_CPU
    case SY_BACKEND_CPU: /* cpu implements reduce_scatter_backward for f32 f64 f16 bf16 (backends[cpu].ops) */
        return SY__ROUTE(r, SY_BACKEND_CPU, op, sy_k_cpu_reduce_scatter_backward);
#endif
#if SY_WITH_SIMD
    case SY_BACKEND_SIMD: /* simd does not implement reduce_scatter_backward (backends[simd]); fallback: cpu */
#if SY_WITH_CPU
        return SY__ROUTE(r, SY_BACKEND_CPU, op, sy_k_cpu_reduce_scatter_backward);
#endif
        return false;
#endif
#if SY_WITH_BLAS
    case SY_BACKEND_BLAS: /* blas does not implement reduce_scatter_backward (backends[blas]); fallback: simd -> cpu */
#if SY_WITH_CPU
        return SY__ROUTE(r, SY_BACKEND_CPU, op, sy_k_cpu_reduce_scatter_backward);
#endif
        return false;
#endif
#if SY_WITH_SIM
    case SY_BACKEND_SIM: /* sim does not implement reduce_scatter_backward (backends[sim]); fallback: cpu */
#if SY_WITH_CPU
        return SY__ROUTE(r, SY_BACKEND_CPU, op, sy_k_cpu_reduce_scatter_backward);
#endif
        return false;
#endif
#if SY_WITH_OPENCL
    case SY_BACKEND_OPENCL: /* opencl does not implement reduce_scatter_backward (backends[opencl]); fallback: cpu */
#if SY_WITH_CPU
        return SY__ROUTE(r, SY_BACKEND_CPU, op, sy_k_cpu_reduce_scatter_backward);
#endif
        return false;
#endif
#if SY_WITH_VULKAN
    case SY_BACKEND_VULKAN: /* vulkan does not implement reduce_scatter_backward (backends[vulkan]); fallback: cpu */
#if SY_WITH_CPU
        return SY__ROUTE(r, SY_BACKEND_CPU, op, sy_k_cpu_reduce_scatter_backward);
#endif
        return false;
#endif
    default:
        return false;
    }
}

/* The contiguous fast path's kernels, by backend and dtype (what each op's
 * route resolves for host backends, in one load); NULL: the general path. */
static const sy_ew_kernel sy__fast_none[SY_BACKEND_ID_LIMIT][SY_DTYPE_COUNT];
static const sy_ew_kernel sy__fast_neg[SY_BACKEND_ID_LIMIT][SY_DTYPE_COUNT] = {
#if SY_WITH_CPU
    [SY_BACKEND_CPU][SY_DTYPE_F32] = sy_k_cpu_neg, [SY_BACKEND_CPU][SY_DTYPE_F64] = sy_k_cpu_neg,
    [SY_BACKEND_CPU][SY_DTYPE_I32] = sy_k_cpu_neg, [SY_BACKEND_CPU][SY_DTYPE_I64] = sy_k_cpu_neg,
    [SY_BACKEND_CPU][SY_DTYPE_U8] = sy_k_cpu_neg, [SY_BACKEND_CPU][SY_DTYPE_I8] = sy_k_cpu_neg,
    [SY_BACKEND_CPU][SY_DTYPE_I16] = sy_k_cpu_neg, [SY_BACKEND_CPU][SY_DTYPE_F16] = sy_k_cpu_neg,
    [SY_BACKEND_CPU][SY_DTYPE_BF16] = sy_k_cpu_neg, [SY_BACKEND_CPU][SY_DTYPE_U16] = sy_k_cpu_neg,
    [SY_BACKEND_CPU][SY_DTYPE_U32] = sy_k_cpu_neg, [SY_BACKEND_CPU][SY_DTYPE_U64] = sy_k_cpu_neg,
#endif
#if SY_WITH_SIMD
    [SY_BACKEND_SIMD][SY_DTYPE_F32] = sy_k_simd_neg, [SY_BACKEND_SIMD][SY_DTYPE_F64] = sy_k_simd_neg,
    [SY_BACKEND_SIMD][SY_DTYPE_I32] = sy_k_simd_neg, [SY_BACKEND_SIMD][SY_DTYPE_I64] = sy_k_simd_neg,
#if SY_WITH_CPU
    [SY_BACKEND_SIMD][SY_DTYPE_U8] = sy_k_cpu_neg, [SY_BACKEND_SIMD][SY_DTYPE_I8] = sy_k_cpu_neg,
    [SY_BACKEND_SIMD][SY_DTYPE_I16] = sy_k_cpu_neg, [SY_BACKEND_SIMD][SY_DTYPE_F16] = sy_k_cpu_neg,
    [SY_BACKEND_SIMD][SY_DTYPE_BF16] = sy_k_cpu_neg, [SY_BACKEND_SIMD][SY_DTYPE_U16] = sy_k_cpu_neg,
    [SY_BACKEND_SIMD][SY_DTYPE_U32] = sy_k_cpu_neg, [SY_BACKEND_SIMD][SY_DTYPE_U64] = sy_k_cpu_neg,
#endif
#endif
#if SY_WITH_BLAS
#if SY_WITH_SIMD
    [SY_BACKEND_BLAS][SY_DTYPE_F32] = sy_k_simd_neg, [SY_BACKEND_BLAS][SY_DTYPE_F64] = sy_k_simd_neg,
    [SY_BACKEND_BLAS][SY_DTYPE_I32] = sy_k_simd_neg, [SY_BACKEND_BLAS][SY_DTYPE_I64] = sy_k_simd_neg,
#elif SY_WITH_CPU
    [SY_BACKEND_BLAS][SY_DTYPE_F32] = sy_k_cpu_neg, [SY_BACKEND_BLAS][SY_DTYPE_F64] = sy_k_cpu_neg,
    [SY_BACKEND_BLAS][SY_DTYPE_I32] = sy_k_cpu_neg, [SY_BACKEND_BLAS][SY_DTYPE_I64] = sy_k_cpu_neg,
#endif
#if SY_WITH_CPU
    [SY_BACKEND_BLAS][SY_DTYPE_U8] = sy_k_cpu_neg, [SY_BACKEND_BLAS][SY_DTYPE_I8] = sy_k_cpu_neg,
    [SY_BACKEND_BLAS][SY_DTYPE_I16] = sy_k_cpu_neg, [SY_BACKEND_BLAS][SY_DTYPE_F16] = sy_k_cpu_neg,
    [SY_BACKEND_BLAS][SY_DTYPE_BF16] = sy_k_cpu_neg, [SY_BACKEND_BLAS][SY_DTYPE_U16] = sy_k_cpu_neg,
    [SY_BACKEND_BLAS][SY_DTYPE_U32] = sy_k_cpu_neg, [SY_BACKEND_BLAS][SY_DTYPE_U64] = sy_k_cpu_neg,
#endif
#endif
#if !(SY_WITH_CPU || SY_WITH_SIMD || SY_WITH_BLAS)
    [0][0] = NULL, /* no host backend here */
#endif
};
static const sy_ew_kernel sy__fast_abs[SY_BACKEND_ID_LIMIT][SY_DTYPE_COUNT] = {
#if SY_WITH_CPU
    [SY_BACKEND_CPU][SY_DTYPE_F32] = sy_k_cpu_abs, [SY_BACKEND_CPU][SY_DTYPE_F64] = sy_k_cpu_abs,
    [SY_BACKEND_CPU][SY_DTYPE_I32] = sy_k_cpu_abs, [SY_BACKEND_CPU][SY_DTYPE_I64] = sy_k_cpu_abs,
    [SY_BACKEND_CPU][SY_DTYPE_U8] = sy_k_cpu_abs, [SY_BACKEND_CPU][SY_DTYPE_I8] = sy_k_cpu_abs,
    [SY_BACKEND_CPU][SY_DTYPE_I16] = sy_k_cpu_abs, [SY_BACKEND_CPU][SY_DTYPE_F16] = sy_k_cpu_abs,
    [SY_BACKEND_CPU][SY_DTYPE_BF16] = sy_k_cpu_abs, [SY_BACKEND_CPU][SY_DTYPE_U16] = sy_k_cpu_abs,
    [SY_BACKEND_CPU][SY_DTYPE_U32] = sy_k_cpu_abs, [SY_BACKEND_CPU][SY_DTYPE_U64] = sy_k_cpu_abs,
#endif
#if SY_WITH_SIMD
    [SY_BACKEND_SIMD][SY_DTYPE_F32] = sy_k_simd_abs, [SY_BACKEND_SIMD][SY_DTYPE_F64] = sy_k_simd_abs,
    [SY_BACKEND_SIMD][SY_DTYPE_I32] = sy_k_simd_abs, [SY_BACKEND_SIMD][SY_DTYPE_I64] = sy_k_simd_abs,
#if SY_WITH_CPU
    [SY_BACKEND_SIMD][SY_DTYPE_U8] = sy_k_cpu_abs, [SY_BACKEND_SIMD][SY_DTYPE_I8] = sy_k_cpu_abs,
    [SY_BACKEND_SIMD][SY_DTYPE_I16] = sy_k_cpu_abs, [SY_BACKEND_SIMD][SY_DTYPE_F16] = sy_k_cpu_abs,
    [SY_BACKEND_SIMD][SY_DTYPE_BF16] = sy_k_cpu_abs, [SY_BACKEND_SIMD][SY_DTYPE_U16] = sy_k_cpu_abs,
    [SY_BACKEND_SIMD][SY_DTYPE_U32] = sy_k_cpu_abs, [SY_BACKEND_SIMD][SY_DTYPE_U64] = sy_k_cpu_abs,
#endif
#endif
#if SY_WITH_BLAS
#if SY_WITH_SIMD
    [SY_BACKEND_BLAS][SY_DTYPE_F32] = sy_k_simd_abs, [SY_BACKEND_BLAS][SY_DTYPE_F64] = sy_k_simd_abs,
    [SY_BACKEND_BLAS][SY_DTYPE_I32] = sy_k_simd_abs, [SY_BACKEND_BLAS][SY_DTYPE_I64] = sy_k_simd_abs,
#elif SY_WITH_CPU
    [SY_BACKEND_BLAS][SY_DTYPE_F32] = sy_k_cpu_abs, [SY_BACKEND_BLAS][SY_DTYPE_F64] = sy_k_cpu_abs,
    [SY_BACKEND_BLAS][SY_DTYPE_I32] = sy_k_cpu_abs, [SY_BACKEND_BLAS][SY_DTYPE_I64] = sy_k_cpu_abs,
#endif
#if SY_WITH_CPU
    [SY_BACKEND_BLAS][SY_DTYPE_U8] = sy_k_cpu_abs, [SY_BACKEND_BLAS][SY_DTYPE_I8] = sy_k_cpu_abs,
    [SY_BACKEND_BLAS][SY_DTYPE_I16] = sy_k_cpu_abs, [SY_BACKEND_BLAS][SY_DTYPE_F16] = sy_k_cpu_abs,
    [SY_BACKEND_BLAS][SY_DTYPE_BF16] = sy_k_cpu_abs, [SY_BACKEND_BLAS][SY_DTYPE_U16] = sy_k_cpu_abs,
    [SY_BACKEND_BLAS][SY_DTYPE_U32] = sy_k_cpu_abs, [SY_BACKEND_BLAS][SY_DTYPE_U64] = sy_k_cpu_abs,
#endif
#endif
#if !(SY_WITH_CPU || SY_WITH_SIMD || SY_WITH_BLAS)
    [0][0] = NULL, /* no host backend here */
#endif
};
static const sy_ew_kernel sy__fast_exp[SY_BACKEND_ID_LIMIT][SY_DTYPE_COUNT] = {
#if SY_WITH_CPU
    [SY_BACKEND_CPU][SY_DTYPE_F32] = sy_k_cpu_exp, [SY_BACKEND_CPU][SY_DTYPE_F64] = sy_k_cpu_exp,
    [SY_BACKEND_CPU][SY_DTYPE_F16] = sy_k_cpu_exp, [SY_BACKEND_CPU][SY_DTYPE_BF16] = sy_k_cpu_exp,
#endif
#if SY_WITH_SIMD
    [SY_BACKEND_SIMD][SY_DTYPE_F32] = sy_k_simd_exp,
#if SY_WITH_CPU
    [SY_BACKEND_SIMD][SY_DTYPE_F64] = sy_k_cpu_exp, [SY_BACKEND_SIMD][SY_DTYPE_F16] = sy_k_cpu_exp,
    [SY_BACKEND_SIMD][SY_DTYPE_BF16] = sy_k_cpu_exp,
#endif
#endif
#if SY_WITH_BLAS
#if SY_WITH_SIMD
    [SY_BACKEND_BLAS][SY_DTYPE_F32] = sy_k_simd_exp,
#elif SY_WITH_CPU
    [SY_BACKEND_BLAS][SY_DTYPE_F32] = sy_k_cpu_exp,
#endif
#if SY_WITH_CPU
    [SY_BACKEND_BLAS][SY_DTYPE_F64] = sy_k_cpu_exp, [SY_BACKEND_BLAS][SY_DTYPE_F16] = sy_k_cpu_exp,
    [SY_BACKEND_BLAS][SY_DTYPE_BF16] = sy_k_cpu_exp,
#endif
#endif
#if !(SY_WITH_CPU || SY_WITH_SIMD || SY_WITH_BLAS)
    [0][0] = NULL, /* no host backend here */
#endif
};
static const sy_ew_kernel sy__fast_log[SY_BACKEND_ID_LIMIT][SY_DTYPE_COUNT] = {
#if SY_WITH_CPU
    [SY_BACKEND_CPU][SY_DTYPE_F32] = sy_k_cpu_log, [SY_BACKEND_CPU][SY_DTYPE_F64] = sy_k_cpu_log,
    [SY_BACKEND_CPU][SY_DTYPE_F16] = sy_k_cpu_log, [SY_BACKEND_CPU][SY_DTYPE_BF16] = sy_k_cpu_log,
#endif
#if SY_WITH_SIMD
    [SY_BACKEND_SIMD][SY_DTYPE_F32] = sy_k_simd_log,
#if SY_WITH_CPU
    [SY_BACKEND_SIMD][SY_DTYPE_F64] = sy_k_cpu_log, [SY_BACKEND_SIMD][SY_DTYPE_F16] = sy_k_cpu_log,
    [SY_BACKEND_SIMD][SY_DTYPE_BF16] = sy_k_cpu_log,
#endif
#endif
#if SY_WITH_BLAS
#if SY_WITH_SIMD
    [SY_BACKEND_BLAS][SY_DTYPE_F32] = sy_k_simd_log,
#elif SY_WITH_CPU
    [SY_BACKEND_BLAS][SY_DTYPE_F32] = sy_k_cpu_log,
#endif
#if SY_WITH_CPU
    [SY_BACKEND_BLAS][SY_DTYPE_F64] = sy_k_cpu_log, [SY_BACKEND_BLAS][SY_DTYPE_F16] = sy_k_cpu_log,
    [SY_BACKEND_BLAS][SY_DTYPE_BF16] = sy_k_cpu_log,
#endif
#endif
#if !(SY_WITH_CPU || SY_WITH_SIMD || SY_WITH_BLAS)
    [0][0] = NULL, /* no host backend here */
#endif
};
static const sy_ew_kernel sy__fast_sqrt[SY_BACKEND_ID_LIMIT][SY_DTYPE_COUNT] = {
#if SY_WITH_CPU
    [SY_BACKEND_CPU][SY_DTYPE_F32] = sy_k_cpu_sqrt, [SY_BACKEND_CPU][SY_DTYPE_F64] = sy_k_cpu_sqrt,
    [SY_BACKEND_CPU][SY_DTYPE_F16] = sy_k_cpu_sqrt, [SY_BACKEND_CPU][SY_DTYPE_BF16] = sy_k_cpu_sqrt,
#endif
#if SY_WITH_SIMD
    [SY_BACKEND_SIMD][SY_DTYPE_F32] = sy_k_simd_sqrt, [SY_BACKEND_SIMD][SY_DTYPE_F64] = sy_k_simd_sqrt,
#if SY_WITH_CPU
    [SY_BACKEND_SIMD][SY_DTYPE_F16] = sy_k_cpu_sqrt, [SY_BACKEND_SIMD][SY_DTYPE_BF16] = sy_k_cpu_sqrt,
#endif
#endif
#if SY_WITH_BLAS
#if SY_WITH_SIMD
    [SY_BACKEND_BLAS][SY_DTYPE_F32] = sy_k_simd_sqrt, [SY_BACKEND_BLAS][SY_DTYPE_F64] = sy_k_simd_sqrt,
#elif SY_WITH_CPU
    [SY_BACKEND_BLAS][SY_DTYPE_F32] = sy_k_cpu_sqrt, [SY_BACKEND_BLAS][SY_DTYPE_F64] = sy_k_cpu_sqrt,
#endif
#if SY_WITH_CPU
    [SY_BACKEND_BLAS][SY_DTYPE_F16] = sy_k_cpu_sqrt, [SY_BACKEND_BLAS][SY_DTYPE_BF16] = sy_k_cpu_sqrt,
#endif
#endif
#if !(SY_WITH_CPU || SY_WITH_SIMD || SY_WITH_BLAS)
    [0][0] = NULL, /* no host backend here */
#endif
};
static const sy_ew_kernel sy__fast_tanh[SY_BACKEND_ID_LIMIT][SY_DTYPE_COUNT] = {
#if SY_WITH_CPU
    [SY_BACKEND_CPU][SY_DTYPE_F32] = sy_k_cpu_tanh, [SY_BACKEND_CPU][SY_DTYPE_F64] = sy_k_cpu_tanh,
    [SY_BACKEND_CPU][SY_DTYPE_F16] = sy_k_cpu_tanh, [SY_BACKEND_CPU][SY_DTYPE_BF16] = sy_k_cpu_tanh,
#endif
#if SY_WITH_SIMD
    [SY_BACKEND_SIMD][SY_DTYPE_F32] = sy_k_simd_tanh,
#if SY_WITH_CPU
    [SY_BACKEND_SIMD][SY_DTYPE_F64] = sy_k_cpu_tanh, [SY_BACKEND_SIMD][SY_DTYPE_F16] = sy_k_cpu_tanh,
    [SY_BACKEND_SIMD][SY_DTYPE_BF16] = sy_k_cpu_tanh,
#endif
#endif
#if SY_WITH_BLAS
#if SY_WITH_SIMD
    [SY_BACKEND_BLAS][SY_DTYPE_F32] = sy_k_simd_tanh,
#elif SY_WITH_CPU
    [SY_BACKEND_BLAS][SY_DTYPE_F32] = sy_k_cpu_tanh,
#endif
#if SY_WITH_CPU
    [SY_BACKEND_BLAS][SY_DTYPE_F64] = sy_k_cpu_tanh, [SY_BACKEND_BLAS][SY_DTYPE_F16] = sy_k_cpu_tanh,
    [SY_BACKEND_BLAS][SY_DTYPE_BF16] = sy_k_cpu_tanh,
#endif
#endif
#if !(SY_WITH_CPU || SY_WITH_SIMD || SY_WITH_BLAS)
    [0][0] = NULL, /* no host backend here */
#endif
};
static const sy_ew_kernel sy__fast_sigmoid[SY_BACKEND_ID_LIMIT][SY_DTYPE_COUNT] = {
#if SY_WITH_CPU
    [SY_BACKEND_CPU][SY_DTYPE_F32] = sy_k_cpu_sigmoid, [SY_BACKEND_CPU][SY_DTYPE_F64] = sy_k_cpu_sigmoid,
    [SY_BACKEND_CPU][SY_DTYPE_F16] = sy_k_cpu_sigmoid, [SY_BACKEND_CPU][SY_DTYPE_BF16] = sy_k_cpu_sigmoid,
#endif
#if SY_WITH_SIMD
    [SY_BACKEND_SIMD][SY_DTYPE_F32] = sy_k_simd_sigmoid,
#if SY_WITH_CPU
    [SY_BACKEND_SIMD][SY_DTYPE_F64] = sy_k_cpu_sigmoid, [SY_BACKEND_SIMD][SY_DTYPE_F16] = sy_k_cpu_sigmoid,
    [SY_BACKEND_SIMD][SY_DTYPE_BF16] = sy_k_cpu_sigmoid,
#endif
#endif
#if SY_WITH_BLAS
#if SY_WITH_SIMD
    [SY_BACKEND_BLAS][SY_DTYPE_F32] = sy_k_simd_sigmoid,
#elif SY_WITH_CPU
    [SY_BACKEND_BLAS][SY_DTYPE_F32] = sy_k_cpu_sigmoid,
#endif
#if SY_WITH_CPU
    [SY_BACKEND_BLAS][SY_DTYPE_F64] = sy_k_cpu_sigmoid, [SY_BACKEND_BLAS][SY_DTYPE_F16] = sy_k_cpu_sigmoid,
    [SY_BACKEND_BLAS][SY_DTYPE_BF16] = sy_k_cpu_sigmoid,
#endif
#endif
#if !(SY_WITH_CPU || SY_WITH_SIMD || SY_WITH_BLAS)
    [0][0] = NULL, /* no host backend here */
#endif
};
static const sy_ew_kernel sy__fast_relu[SY_BACKEND_ID_LIMIT][SY_DTYPE_COUNT] = {
#if SY_WITH_CPU
    [SY_BACKEND_CPU][SY_DTYPE_F32] = sy_k_cpu_relu, [SY_BACKEND_CPU][SY_DTYPE_F64] = sy_k_cpu_relu,
    [SY_BACKEND_CPU][SY_DTYPE_I32] = sy_k_cpu_relu, [SY_BACKEND_CPU][SY_DTYPE_I64] = sy_k_cpu_relu,
    [SY_BACKEND_CPU][SY_DTYPE_U8] = sy_k_cpu_relu, [SY_BACKEND_CPU][SY_DTYPE_I8] = sy_k_cpu_relu,
    [SY_BACKEND_CPU][SY_DTYPE_I16] = sy_k_cpu_relu, [SY_BACKEND_CPU][SY_DTYPE_F16] = sy_k_cpu_relu,
    [SY_BACKEND_CPU][SY_DTYPE_BF16] = sy_k_cpu_relu, [SY_BACKEND_CPU][SY_DTYPE_U16] = sy_k_cpu_relu,
    [SY_BACKEND_CPU][SY_DTYPE_U32] = sy_k_cpu_relu, [SY_BACKEND_CPU][SY_DTYPE_U64] = sy_k_cpu_relu,
#endif
#if SY_WITH_SIMD
    [SY_BACKEND_SIMD][SY_DTYPE_F32] = sy_k_simd_relu, [SY_BACKEND_SIMD][SY_DTYPE_F64] = sy_k_simd_relu,
    [SY_BACKEND_SIMD][SY_DTYPE_I32] = sy_k_simd_relu, [SY_BACKEND_SIMD][SY_DTYPE_I64] = sy_k_simd_relu,
#if SY_WITH_CPU
    [SY_BACKEND_SIMD][SY_DTYPE_U8] = sy_k_cpu_relu, [SY_BACKEND_SIMD][SY_DTYPE_I8] = sy_k_cpu_relu,
    [SY_BACKEND_SIMD][SY_DTYPE_I16] = sy_k_cpu_relu, [SY_BACKEND_SIMD][SY_DTYPE_F16] = sy_k_cpu_relu,
    [SY_BACKEND_SIMD][SY_DTYPE_BF16] = sy_k_cpu_relu, [SY_BACKEND_SIMD][SY_DTYPE_U16] = sy_k_cpu_relu,
    [SY_BACKEND_SIMD][SY_DTYPE_U32] = sy_k_cpu_relu, [SY_BACKEND_SIMD][SY_DTYPE_U64] = sy_k_cpu_relu,
#endif
#endif
#if SY_WITH_BLAS
#if SY_WITH_SIMD
    [SY_BACKEND_BLAS][SY_DTYPE_F32] = sy_k_simd_relu, [SY_BACKEND_BLAS][SY_DTYPE_F64] = sy_k_simd_relu,
    [SY_BACKEND_BLAS][SY_DTYPE_I32] = sy_k_simd_relu, [SY_BACKEND_BLAS][SY_DTYPE_I64] = sy_k_simd_relu,
#elif SY_WITH_CPU
    [SY_BACKEND_BLAS][SY_DTYPE_F32] = sy_k_cpu_relu, [SY_BACKEND_BLAS][SY_DTYPE_F64] = sy_k_cpu_relu,
    [SY_BACKEND_BLAS][SY_DTYPE_I32] = sy_k_cpu_relu, [SY_BACKEND_BLAS][SY_DTYPE_I64] = sy_k_cpu_relu,
#endif
#if SY_WITH_CPU
    [SY_BACKEND_BLAS][SY_DTYPE_U8] = sy_k_cpu_relu, [SY_BACKEND_BLAS][SY_DTYPE_I8] = sy_k_cpu_relu,
    [SY_BACKEND_BLAS][SY_DTYPE_I16] = sy_k_cpu_relu, [SY_BACKEND_BLAS][SY_DTYPE_F16] = sy_k_cpu_relu,
    [SY_BACKEND_BLAS][SY_DTYPE_BF16] = sy_k_cpu_relu, [SY_BACKEND_BLAS][SY_DTYPE_U16] = sy_k_cpu_relu,
    [SY_BACKEND_BLAS][SY_DTYPE_U32] = sy_k_cpu_relu, [SY_BACKEND_BLAS][SY_DTYPE_U64] = sy_k_cpu_relu,
#endif
#endif
#if !(SY_WITH_CPU || SY_WITH_SIMD || SY_WITH_BLAS)
    [0][0] = NULL, /* no host backend here */
#endif
};
static const sy_ew_kernel sy__fast_sin[SY_BACKEND_ID_LIMIT][SY_DTYPE_COUNT] = {
#if SY_WITH_CPU
    [SY_BACKEND_CPU][SY_DTYPE_F32] = sy_k_cpu_sin, [SY_BACKEND_CPU][SY_DTYPE_F64] = sy_k_cpu_sin,
#endif
#if SY_WITH_SIMD
    [SY_BACKEND_SIMD][SY_DTYPE_F32] = sy_k_simd_sin,
#if SY_WITH_CPU
    [SY_BACKEND_SIMD][SY_DTYPE_F64] = sy_k_cpu_sin,
#endif
#endif
#if SY_WITH_BLAS
#if SY_WITH_SIMD
    [SY_BACKEND_BLAS][SY_DTYPE_F32] = sy_k_simd_sin,
#elif SY_WITH_CPU
    [SY_BACKEND_BLAS][SY_DTYPE_F32] = sy_k_cpu_sin,
#endif
#if SY_WITH_CPU
    [SY_BACKEND_BLAS][SY_DTYPE_F64] = sy_k_cpu_sin,
#endif
#endif
#if !(SY_WITH_CPU || SY_WITH_SIMD || SY_WITH_BLAS)
    [0][0] = NULL, /* no host backend here */
#endif
};
static const sy_ew_kernel sy__fast_cos[SY_BACKEND_ID_LIMIT][SY_DTYPE_COUNT] = {
#if SY_WITH_CPU
    [SY_BACKEND_CPU][SY_DTYPE_F32] = sy_k_cpu_cos, [SY_BACKEND_CPU][SY_DTYPE_F64] = sy_k_cpu_cos,
#endif
#if SY_WITH_SIMD
    [SY_BACKEND_SIMD][SY_DTYPE_F32] = sy_k_simd_cos,
#if SY_WITH_CPU
    [SY_BACKEND_SIMD][SY_DTYPE_F64] = sy_k_cpu_cos,
#endif
#endif
#if SY_WITH_BLAS
#if SY_WITH_SIMD
    [SY_BACKEND_BLAS][SY_DTYPE_F32] = sy_k_simd_cos,
#elif SY_WITH_CPU
    [SY_BACKEND_BLAS][SY_DTYPE_F32] = sy_k_cpu_cos,
#endif
#if SY_WITH_CPU
    [SY_BACKEND_BLAS][SY_DTYPE_F64] = sy_k_cpu_cos,
#endif
#endif
#if !(SY_WITH_CPU || SY_WITH_SIMD || SY_WITH_BLAS)
    [0][0] = NULL, /* no host backend here */
#endif
};
static const sy_ew_kernel sy__fast_tan[SY_BACKEND_ID_LIMIT][SY_DTYPE_COUNT] = {
#if SY_WITH_CPU
    [SY_BACKEND_CPU][SY_DTYPE_F32] = sy_k_cpu_tan, [SY_BACKEND_CPU][SY_DTYPE_F64] = sy_k_cpu_tan,
#endif
#if SY_WITH_SIMD
#if SY_WITH_CPU
    [SY_BACKEND_SIMD][SY_DTYPE_F32] = sy_k_cpu_tan, [SY_BACKEND_SIMD][SY_DTYPE_F64] = sy_k_cpu_tan,
#endif
#endif
#if SY_WITH_BLAS
#if SY_WITH_CPU
    [SY_BACKEND_BLAS][SY_DTYPE_F32] = sy_k_cpu_tan, [SY_BACKEND_BLAS][SY_DTYPE_F64] = sy_k_cpu_tan,
#endif
#endif
#if !(SY_WITH_CPU || SY_WITH_SIMD || SY_WITH_BLAS)
    [0][0] = NULL, /* no host backend here */
#endif
};
static const sy_ew_kernel sy__fast_asin[SY_BACKEND_ID_LIMIT][SY_DTYPE_COUNT] = {
#if SY_WITH_CPU
    [SY_BACKEND_CPU][SY_DTYPE_F32] = sy_k_cpu_asin, [SY_BACKEND_CPU][SY_DTYPE_F64] = sy_k_cpu_asin,
#endif
#if SY_WITH_SIMD
#if SY_WITH_CPU
    [SY_BACKEND_SIMD][SY_DTYPE_F32] = sy_k_cpu_asin, [SY_BACKEND_SIMD][SY_DTYPE_F64] = sy_k_cpu_asin,
#endif
#endif
#if SY_WITH_BLAS
#if SY_WITH_CPU
    [SY_BACKEND_BLAS][SY_DTYPE_F32] = sy_k_cpu_asin, [SY_BACKEND_BLAS][SY_DTYPE_F64] = sy_k_cpu_asin,
#endif
#endif
#if !(SY_WITH_CPU || SY_WITH_SIMD || SY_WITH_BLAS)
    [0][0] = NULL, /* no host backend here */
#endif
};
static const sy_ew_kernel sy__fast_acos[SY_BACKEND_ID_LIMIT][SY_DTYPE_COUNT] = {
#if SY_WITH_CPU
    [SY_BACKEND_CPU][SY_DTYPE_F32] = sy_k_cpu_acos, [SY_BACKEND_CPU][SY_DTYPE_F64] = sy_k_cpu_acos,
#endif
#if SY_WITH_SIMD
#if SY_WITH_CPU
    [SY_BACKEND_SIMD][SY_DTYPE_F32] = sy_k_cpu_acos, [SY_BACKEND_SIMD][SY_DTYPE_F64] = sy_k_cpu_acos,
#endif
#endif
#if SY_WITH_BLAS
#if SY_WITH_CPU
    [SY_BACKEND_BLAS][SY_DTYPE_F32] = sy_k_cpu_acos, [SY_BACKEND_BLAS][SY_DTYPE_F64] = sy_k_cpu_acos,
#endif
#endif
#if !(SY_WITH_CPU || SY_WITH_SIMD || SY_WITH_BLAS)
    [0][0] = NULL, /* no host backend here */
#endif
};
static const sy_ew_kernel sy__fast_atan[SY_BACKEND_ID_LIMIT][SY_DTYPE_COUNT] = {
#if SY_WITH_CPU
    [SY_BACKEND_CPU][SY_DTYPE_F32] = sy_k_cpu_atan, [SY_BACKEND_CPU][SY_DTYPE_F64] = sy_k_cpu_atan,
#endif
#if SY_WITH_SIMD
#if SY_WITH_CPU
    [SY_BACKEND_SIMD][SY_DTYPE_F32] = sy_k_cpu_atan, [SY_BACKEND_SIMD][SY_DTYPE_F64] = sy_k_cpu_atan,
#endif
#endif
#if SY_WITH_BLAS
#if SY_WITH_CPU
    [SY_BACKEND_BLAS][SY_DTYPE_F32] = sy_k_cpu_atan, [SY_BACKEND_BLAS][SY_DTYPE_F64] = sy_k_cpu_atan,
#endif
#endif
#if !(SY_WITH_CPU || SY_WITH_SIMD || SY_WITH_BLAS)
    [0][0] = NULL, /* no host backend here */
#endif
};
static const sy_ew_kernel sy__fast_sinh[SY_BACKEND_ID_LIMIT][SY_DTYPE_COUNT] = {
#if SY_WITH_CPU
    [SY_BACKEND_CPU][SY_DTYPE_F32] = sy_k_cpu_sinh, [SY_BACKEND_CPU][SY_DTYPE_F64] = sy_k_cpu_sinh,
#endif
#if SY_WITH_SIMD
#if SY_WITH_CPU
    [SY_BACKEND_SIMD][SY_DTYPE_F32] = sy_k_cpu_sinh, [SY_BACKEND_SIMD][SY_DTYPE_F64] = sy_k_cpu_sinh,
#endif
#endif
#if SY_WITH_BLAS
#if SY_WITH_CPU
    [SY_BACKEND_BLAS][SY_DTYPE_F32] = sy_k_cpu_sinh, [SY_BACKEND_BLAS][SY_DTYPE_F64] = sy_k_cpu_sinh,
#endif
#endif
#if !(SY_WITH_CPU || SY_WITH_SIMD || SY_WITH_BLAS)
    [0][0] = NULL, /* no host backend here */
#endif
};
static const sy_ew_kernel sy__fast_cosh[SY_BACKEND_ID_LIMIT][SY_DTYPE_COUNT] = {
#if SY_WITH_CPU
    [SY_BACKEND_CPU][SY_DTYPE_F32] = sy_k_cpu_cosh, [SY_BACKEND_CPU][SY_DTYPE_F64] = sy_k_cpu_cosh,
#endif
#if SY_WITH_SIMD
#if SY_WITH_CPU
    [SY_BACKEND_SIMD][SY_DTYPE_F32] = sy_k_cpu_cosh, [SY_BACKEND_SIMD][SY_DTYPE_F64] = sy_k_cpu_cosh,
#endif
#endif
#if SY_WITH_BLAS
#if SY_WITH_CPU
    [SY_BACKEND_BLAS][SY_DTYPE_F32] = sy_k_cpu_cosh, [SY_BACKEND_BLAS][SY_DTYPE_F64] = sy_k_cpu_cosh,
#endif
#endif
#if !(SY_WITH_CPU || SY_WITH_SIMD || SY_WITH_BLAS)
    [0][0] = NULL, /* no host backend here */
#endif
};
static const sy_ew_kernel sy__fast_asinh[SY_BACKEND_ID_LIMIT][SY_DTYPE_COUNT] = {
#if SY_WITH_CPU
    [SY_BACKEND_CPU][SY_DTYPE_F32] = sy_k_cpu_asinh, [SY_BACKEND_CPU][SY_DTYPE_F64] = sy_k_cpu_asinh,
#endif
#if SY_WITH_SIMD
#if SY_WITH_CPU
    [SY_BACKEND_SIMD][SY_DTYPE_F32] = sy_k_cpu_asinh, [SY_BACKEND_SIMD][SY_DTYPE_F64] = sy_k_cpu_asinh,
#endif
#endif
#if SY_WITH_BLAS
#if SY_WITH_CPU
    [SY_BACKEND_BLAS][SY_DTYPE_F32] = sy_k_cpu_asinh, [SY_BACKEND_BLAS][SY_DTYPE_F64] = sy_k_cpu_asinh,
#endif
#endif
#if !(SY_WITH_CPU || SY_WITH_SIMD || SY_WITH_BLAS)
    [0][0] = NULL, /* no host backend here */
#endif
};
static const sy_ew_kernel sy__fast_acosh[SY_BACKEND_ID_LIMIT][SY_DTYPE_COUNT] = {
#if SY_WITH_CPU
    [SY_BACKEND_CPU][SY_DTYPE_F32] = sy_k_cpu_acosh, [SY_BACKEND_CPU][SY_DTYPE_F64] = sy_k_cpu_acosh,
#endif
#if SY_WITH_SIMD
#if SY_WITH_CPU
    [SY_BACKEND_SIMD][SY_DTYPE_F32] = sy_k_cpu_acosh, [SY_BACKEND_SIMD][SY_DTYPE_F64] = sy_k_cpu_acosh,
#endif
#endif
#if SY_WITH_BLAS
#if SY_WITH_CPU
    [SY_BACKEND_BLAS][SY_DTYPE_F32] = sy_k_cpu_acosh, [SY_BACKEND_BLAS][SY_DTYPE_F64] = sy_k_cpu_acosh,
#endif
#endif
#if !(SY_WITH_CPU || SY_WITH_SIMD || SY_WITH_BLAS)
    [0][0] = NULL, /* no host backend here */
#endif
};
static const sy_ew_kernel sy__fast_atanh[SY_BACKEND_ID_LIMIT][SY_DTYPE_COUNT] = {
#if SY_WITH_CPU
    [SY_BACKEND_CPU][SY_DTYPE_F32] = sy_k_cpu_atanh, [SY_BACKEND_CPU][SY_DTYPE_F64] = sy_k_cpu_atanh,
#endif
#if SY_WITH_SIMD
#if SY_WITH_CPU
    [SY_BACKEND_SIMD][SY_DTYPE_F32] = sy_k_cpu_atanh, [SY_BACKEND_SIMD][SY_DTYPE_F64] = sy_k_cpu_atanh,
#endif
#endif
#if SY_WITH_BLAS
#if SY_WITH_CPU
    [SY_BACKEND_BLAS][SY_DTYPE_F32] = sy_k_cpu_atanh, [SY_BACKEND_BLAS][SY_DTYPE_F64] = sy_k_cpu_atanh,
#endif
#endif
#if !(SY_WITH_CPU || SY_WITH_SIMD || SY_WITH_BLAS)
    [0][0] = NULL, /* no host backend here */
#endif
};
static const sy_ew_kernel sy__fast_erf[SY_BACKEND_ID_LIMIT][SY_DTYPE_COUNT] = {
#if SY_WITH_CPU
    [SY_BACKEND_CPU][SY_DTYPE_F32] = sy_k_cpu_erf, [SY_BACKEND_CPU][SY_DTYPE_F64] = sy_k_cpu_erf,
#endif
#if SY_WITH_SIMD
    [SY_BACKEND_SIMD][SY_DTYPE_F32] = sy_k_simd_erf,
#if SY_WITH_CPU
    [SY_BACKEND_SIMD][SY_DTYPE_F64] = sy_k_cpu_erf,
#endif
#endif
#if SY_WITH_BLAS
#if SY_WITH_SIMD
    [SY_BACKEND_BLAS][SY_DTYPE_F32] = sy_k_simd_erf,
#elif SY_WITH_CPU
    [SY_BACKEND_BLAS][SY_DTYPE_F32] = sy_k_cpu_erf,
#endif
#if SY_WITH_CPU
    [SY_BACKEND_BLAS][SY_DTYPE_F64] = sy_k_cpu_erf,
#endif
#endif
#if !(SY_WITH_CPU || SY_WITH_SIMD || SY_WITH_BLAS)
    [0][0] = NULL, /* no host backend here */
#endif
};
static const sy_ew_kernel sy__fast_floor[SY_BACKEND_ID_LIMIT][SY_DTYPE_COUNT] = {
#if SY_WITH_CPU
    [SY_BACKEND_CPU][SY_DTYPE_F32] = sy_k_cpu_floor, [SY_BACKEND_CPU][SY_DTYPE_F64] = sy_k_cpu_floor,
#endif
#if SY_WITH_SIMD
#if SY_WITH_CPU
    [SY_BACKEND_SIMD][SY_DTYPE_F32] = sy_k_cpu_floor, [SY_BACKEND_SIMD][SY_DTYPE_F64] = sy_k_cpu_floor,
#endif
#endif
#if SY_WITH_BLAS
#if SY_WITH_CPU
    [SY_BACKEND_BLAS][SY_DTYPE_F32] = sy_k_cpu_floor, [SY_BACKEND_BLAS][SY_DTYPE_F64] = sy_k_cpu_floor,
#endif
#endif
#if !(SY_WITH_CPU || SY_WITH_SIMD || SY_WITH_BLAS)
    [0][0] = NULL, /* no host backend here */
#endif
};
static const sy_ew_kernel sy__fast_ceil[SY_BACKEND_ID_LIMIT][SY_DTYPE_COUNT] = {
#if SY_WITH_CPU
    [SY_BACKEND_CPU][SY_DTYPE_F32] = sy_k_cpu_ceil, [SY_BACKEND_CPU][SY_DTYPE_F64] = sy_k_cpu_ceil,
#endif
#if SY_WITH_SIMD
#if SY_WITH_CPU
    [SY_BACKEND_SIMD][SY_DTYPE_F32] = sy_k_cpu_ceil, [SY_BACKEND_SIMD][SY_DTYPE_F64] = sy_k_cpu_ceil,
#endif
#endif
#if SY_WITH_BLAS
#if SY_WITH_CPU
    [SY_BACKEND_BLAS][SY_DTYPE_F32] = sy_k_cpu_ceil, [SY_BACKEND_BLAS][SY_DTYPE_F64] = sy_k_cpu_ceil,
#endif
#endif
#if !(SY_WITH_CPU || SY_WITH_SIMD || SY_WITH_BLAS)
    [0][0] = NULL, /* no host backend here */
#endif
};
static const sy_ew_kernel sy__fast_round[SY_BACKEND_ID_LIMIT][SY_DTYPE_COUNT] = {
#if SY_WITH_CPU
    [SY_BACKEND_CPU][SY_DTYPE_F32] = sy_k_cpu_round, [SY_BACKEND_CPU][SY_DTYPE_F64] = sy_k_cpu_round,
#endif
#if SY_WITH_SIMD
#if SY_WITH_CPU
    [SY_BACKEND_SIMD][SY_DTYPE_F32] = sy_k_cpu_round, [SY_BACKEND_SIMD][SY_DTYPE_F64] = sy_k_cpu_round,
#endif
#endif
#if SY_WITH_BLAS
#if SY_WITH_CPU
    [SY_BACKEND_BLAS][SY_DTYPE_F32] = sy_k_cpu_round, [SY_BACKEND_BLAS][SY_DTYPE_F64] = sy_k_cpu_round,
#endif
#endif
#if !(SY_WITH_CPU || SY_WITH_SIMD || SY_WITH_BLAS)
    [0][0] = NULL, /* no host backend here */
#endif
};
static const sy_ew_kernel sy__fast_sign[SY_BACKEND_ID_LIMIT][SY_DTYPE_COUNT] = {
#if SY_WITH_CPU
    [SY_BACKEND_CPU][SY_DTYPE_F32] = sy_k_cpu_sign, [SY_BACKEND_CPU][SY_DTYPE_F64] = sy_k_cpu_sign,
    [SY_BACKEND_CPU][SY_DTYPE_I32] = sy_k_cpu_sign, [SY_BACKEND_CPU][SY_DTYPE_I64] = sy_k_cpu_sign,
    [SY_BACKEND_CPU][SY_DTYPE_U8] = sy_k_cpu_sign, [SY_BACKEND_CPU][SY_DTYPE_I8] = sy_k_cpu_sign,
    [SY_BACKEND_CPU][SY_DTYPE_I16] = sy_k_cpu_sign, [SY_BACKEND_CPU][SY_DTYPE_U16] = sy_k_cpu_sign,
    [SY_BACKEND_CPU][SY_DTYPE_U32] = sy_k_cpu_sign, [SY_BACKEND_CPU][SY_DTYPE_U64] = sy_k_cpu_sign,
#endif
#if SY_WITH_SIMD
#if SY_WITH_CPU
    [SY_BACKEND_SIMD][SY_DTYPE_F32] = sy_k_cpu_sign, [SY_BACKEND_SIMD][SY_DTYPE_F64] = sy_k_cpu_sign,
    [SY_BACKEND_SIMD][SY_DTYPE_I32] = sy_k_cpu_sign, [SY_BACKEND_SIMD][SY_DTYPE_I64] = sy_k_cpu_sign,
    [SY_BACKEND_SIMD][SY_DTYPE_U8] = sy_k_cpu_sign, [SY_BACKEND_SIMD][SY_DTYPE_I8] = sy_k_cpu_sign,
    [SY_BACKEND_SIMD][SY_DTYPE_I16] = sy_k_cpu_sign, [SY_BACKEND_SIMD][SY_DTYPE_U16] = sy_k_cpu_sign,
    [SY_BACKEND_SIMD][SY_DTYPE_U32] = sy_k_cpu_sign, [SY_BACKEND_SIMD][SY_DTYPE_U64] = sy_k_cpu_sign,
#endif
#endif
#if SY_WITH_BLAS
#if SY_WITH_CPU
    [SY_BACKEND_BLAS][SY_DTYPE_F32] = sy_k_cpu_sign, [SY_BACKEND_BLAS][SY_DTYPE_F64] = sy_k_cpu_sign,
    [SY_BACKEND_BLAS][SY_DTYPE_I32] = sy_k_cpu_sign, [SY_BACKEND_BLAS][SY_DTYPE_I64] = sy_k_cpu_sign,
    [SY_BACKEND_BLAS][SY_DTYPE_U8] = sy_k_cpu_sign, [SY_BACKEND_BLAS][SY_DTYPE_I8] = sy_k_cpu_sign,
    [SY_BACKEND_BLAS][SY_DTYPE_I16] = sy_k_cpu_sign, [SY_BACKEND_BLAS][SY_DTYPE_U16] = sy_k_cpu_sign,
    [SY_BACKEND_BLAS][SY_DTYPE_U32] = sy_k_cpu_sign, [SY_BACKEND_BLAS][SY_DTYPE_U64] = sy_k_cpu_sign,
#endif
#endif
#if !(SY_WITH_CPU || SY_WITH_SIMD || SY_WITH_BLAS)
    [0][0] = NULL, /* no host backend here */
#endif
};
static const sy_ew_kernel sy__fast_reciprocal[SY_BACKEND_ID_LIMIT][SY_DTYPE_COUNT] = {
#if SY_WITH_CPU
    [SY_BACKEND_CPU][SY_DTYPE_F32] = sy_k_cpu_reciprocal, [SY_BACKEND_CPU][SY_DTYPE_F64] = sy_k_cpu_reciprocal,
#endif
#if SY_WITH_SIMD
#if SY_WITH_CPU
    [SY_BACKEND_SIMD][SY_DTYPE_F32] = sy_k_cpu_reciprocal, [SY_BACKEND_SIMD][SY_DTYPE_F64] = sy_k_cpu_reciprocal,
#endif
#endif
#if SY_WITH_BLAS
#if SY_WITH_CPU
    [SY_BACKEND_BLAS][SY_DTYPE_F32] = sy_k_cpu_reciprocal, [SY_BACKEND_BLAS][SY_DTYPE_F64] = sy_k_cpu_reciprocal,
#endif
#endif
#if !(SY_WITH_CPU || SY_WITH_SIMD || SY_WITH_BLAS)
    [0][0] = NULL, /* no host backend here */
#endif
};
static const sy_ew_kernel sy__fast_softplus[SY_BACKEND_ID_LIMIT][SY_DTYPE_COUNT] = {
#if SY_WITH_CPU
    [SY_BACKEND_CPU][SY_DTYPE_F32] = sy_k_cpu_softplus, [SY_BACKEND_CPU][SY_DTYPE_F64] = sy_k_cpu_softplus,
#endif
#if SY_WITH_SIMD
#if SY_WITH_CPU
    [SY_BACKEND_SIMD][SY_DTYPE_F32] = sy_k_cpu_softplus, [SY_BACKEND_SIMD][SY_DTYPE_F64] = sy_k_cpu_softplus,
#endif
#endif
#if SY_WITH_BLAS
#if SY_WITH_CPU
    [SY_BACKEND_BLAS][SY_DTYPE_F32] = sy_k_cpu_softplus, [SY_BACKEND_BLAS][SY_DTYPE_F64] = sy_k_cpu_softplus,
#endif
#endif
#if !(SY_WITH_CPU || SY_WITH_SIMD || SY_WITH_BLAS)
    [0][0] = NULL, /* no host backend here */
#endif
};
static const sy_ew_kernel sy__fast_softsign[SY_BACKEND_ID_LIMIT][SY_DTYPE_COUNT] = {
#if SY_WITH_CPU
    [SY_BACKEND_CPU][SY_DTYPE_F32] = sy_k_cpu_softsign, [SY_BACKEND_CPU][SY_DTYPE_F64] = sy_k_cpu_softsign,
#endif
#if SY_WITH_SIMD
#if SY_WITH_CPU
    [SY_BACKEND_SIMD][SY_DTYPE_F32] = sy_k_cpu_softsign, [SY_BACKEND_SIMD][SY_DTYPE_F64] = sy_k_cpu_softsign,
#endif
#endif
#if SY_WITH_BLAS
#if SY_WITH_CPU
    [SY_BACKEND_BLAS][SY_DTYPE_F32] = sy_k_cpu_softsign, [SY_BACKEND_BLAS][SY_DTYPE_F64] = sy_k_cpu_softsign,
#endif
#endif
#if !(SY_WITH_CPU || SY_WITH_SIMD || SY_WITH_BLAS)
    [0][0] = NULL, /* no host backend here */
#endif
};
static const sy_ew_kernel sy__fast_logical_not[SY_BACKEND_ID_LIMIT][SY_DTYPE_COUNT] = {
#if SY_WITH_CPU
    [SY_BACKEND_CPU][SY_DTYPE_BOOL] = sy_k_cpu_logical_not,
#endif
#if SY_WITH_SIMD
#if SY_WITH_CPU
    [SY_BACKEND_SIMD][SY_DTYPE_BOOL] = sy_k_cpu_logical_not,
#endif
#endif
#if SY_WITH_BLAS
#if SY_WITH_CPU
    [SY_BACKEND_BLAS][SY_DTYPE_BOOL] = sy_k_cpu_logical_not,
#endif
#endif
#if !(SY_WITH_CPU || SY_WITH_SIMD || SY_WITH_BLAS)
    [0][0] = NULL, /* no host backend here */
#endif
};
static const sy_ew_kernel sy__fast_bitwise_not[SY_BACKEND_ID_LIMIT][SY_DTYPE_COUNT] = {
#if SY_WITH_CPU
    [SY_BACKEND_CPU][SY_DTYPE_I32] = sy_k_cpu_bitwise_not, [SY_BACKEND_CPU][SY_DTYPE_I64] = sy_k_cpu_bitwise_not,
    [SY_BACKEND_CPU][SY_DTYPE_U8] = sy_k_cpu_bitwise_not, [SY_BACKEND_CPU][SY_DTYPE_I8] = sy_k_cpu_bitwise_not,
    [SY_BACKEND_CPU][SY_DTYPE_I16] = sy_k_cpu_bitwise_not, [SY_BACKEND_CPU][SY_DTYPE_U16] = sy_k_cpu_bitwise_not,
    [SY_BACKEND_CPU][SY_DTYPE_U32] = sy_k_cpu_bitwise_not, [SY_BACKEND_CPU][SY_DTYPE_U64] = sy_k_cpu_bitwise_not,
#endif
#if SY_WITH_SIMD
#if SY_WITH_CPU
    [SY_BACKEND_SIMD][SY_DTYPE_I32] = sy_k_cpu_bitwise_not, [SY_BACKEND_SIMD][SY_DTYPE_I64] = sy_k_cpu_bitwise_not,
    [SY_BACKEND_SIMD][SY_DTYPE_U8] = sy_k_cpu_bitwise_not, [SY_BACKEND_SIMD][SY_DTYPE_I8] = sy_k_cpu_bitwise_not,
    [SY_BACKEND_SIMD][SY_DTYPE_I16] = sy_k_cpu_bitwise_not, [SY_BACKEND_SIMD][SY_DTYPE_U16] = sy_k_cpu_bitwise_not,
    [SY_BACKEND_SIMD][SY_DTYPE_U32] = sy_k_cpu_bitwise_not, [SY_BACKEND_SIMD][SY_DTYPE_U64] = sy_k_cpu_bitwise_not,
#endif
#endif
#if SY_WITH_BLAS
#if SY_WITH_CPU
    [SY_BACKEND_BLAS][SY_DTYPE_I32] = sy_k_cpu_bitwise_not, [SY_BACKEND_BLAS][SY_DTYPE_I64] = sy_k_cpu_bitwise_not,
    [SY_BACKEND_BLAS][SY_DTYPE_U8] = sy_k_cpu_bitwise_not, [SY_BACKEND_BLAS][SY_DTYPE_I8] = sy_k_cpu_bitwise_not,
    [SY_BACKEND_BLAS][SY_DTYPE_I16] = sy_k_cpu_bitwise_not, [SY_BACKEND_BLAS][SY_DTYPE_U16] = sy_k_cpu_bitwise_not,
    [SY_BACKEND_BLAS][SY_DTYPE_U32] = sy_k_cpu_bitwise_not, [SY_BACKEND_BLAS][SY_DTYPE_U64] = sy_k_cpu_bitwise_not,
#endif
#endif
#if !(SY_WITH_CPU || SY_WITH_SIMD || SY_WITH_BLAS)
    [0][0] = NULL, /* no host backend here */
#endif
};
static const sy_ew_kernel sy__fast_hard_swish[SY_BACKEND_ID_LIMIT][SY_DTYPE_COUNT] = {
#if SY_WITH_CPU
    [SY_BACKEND_CPU][SY_DTYPE_F32] = sy_k_cpu_hard_swish, [SY_BACKEND_CPU][SY_DTYPE_F64] = sy_k_cpu_hard_swish,
    [SY_BACKEND_CPU][SY_DTYPE_F16] = sy_k_cpu_hard_swish, [SY_BACKEND_CPU][SY_DTYPE_BF16] = sy_k_cpu_hard_swish,
#endif
#if SY_WITH_SIMD
#if SY_WITH_CPU
    [SY_BACKEND_SIMD][SY_DTYPE_F32] = sy_k_cpu_hard_swish, [SY_BACKEND_SIMD][SY_DTYPE_F64] = sy_k_cpu_hard_swish,
    [SY_BACKEND_SIMD][SY_DTYPE_F16] = sy_k_cpu_hard_swish, [SY_BACKEND_SIMD][SY_DTYPE_BF16] = sy_k_cpu_hard_swish,
#endif
#endif
#if SY_WITH_BLAS
#if SY_WITH_CPU
    [SY_BACKEND_BLAS][SY_DTYPE_F32] = sy_k_cpu_hard_swish, [SY_BACKEND_BLAS][SY_DTYPE_F64] = sy_k_cpu_hard_swish,
    [SY_BACKEND_BLAS][SY_DTYPE_F16] = sy_k_cpu_hard_swish, [SY_BACKEND_BLAS][SY_DTYPE_BF16] = sy_k_cpu_hard_swish,
#endif
#endif
#if !(SY_WITH_CPU || SY_WITH_SIMD || SY_WITH_BLAS)
    [0][0] = NULL, /* no host backend here */
#endif
};
static const sy_ew_kernel sy__fast_mish[SY_BACKEND_ID_LIMIT][SY_DTYPE_COUNT] = {
#if SY_WITH_CPU
    [SY_BACKEND_CPU][SY_DTYPE_F32] = sy_k_cpu_mish, [SY_BACKEND_CPU][SY_DTYPE_F64] = sy_k_cpu_mish,
    [SY_BACKEND_CPU][SY_DTYPE_F16] = sy_k_cpu_mish, [SY_BACKEND_CPU][SY_DTYPE_BF16] = sy_k_cpu_mish,
#endif
#if SY_WITH_SIMD
#if SY_WITH_CPU
    [SY_BACKEND_SIMD][SY_DTYPE_F32] = sy_k_cpu_mish, [SY_BACKEND_SIMD][SY_DTYPE_F64] = sy_k_cpu_mish,
    [SY_BACKEND_SIMD][SY_DTYPE_F16] = sy_k_cpu_mish, [SY_BACKEND_SIMD][SY_DTYPE_BF16] = sy_k_cpu_mish,
#endif
#endif
#if SY_WITH_BLAS
#if SY_WITH_CPU
    [SY_BACKEND_BLAS][SY_DTYPE_F32] = sy_k_cpu_mish, [SY_BACKEND_BLAS][SY_DTYPE_F64] = sy_k_cpu_mish,
    [SY_BACKEND_BLAS][SY_DTYPE_F16] = sy_k_cpu_mish, [SY_BACKEND_BLAS][SY_DTYPE_BF16] = sy_k_cpu_mish,
#endif
#endif
#if !(SY_WITH_CPU || SY_WITH_SIMD || SY_WITH_BLAS)
    [0][0] = NULL, /* no host backend here */
#endif
};
static const sy_ew_kernel sy__fast_add[SY_BACKEND_ID_LIMIT][SY_DTYPE_COUNT] = {
#if SY_WITH_CPU
    [SY_BACKEND_CPU][SY_DTYPE_F32] = sy_k_cpu_add, [SY_BACKEND_CPU][SY_DTYPE_F64] = sy_k_cpu_add,
    [SY_BACKEND_CPU][SY_DTYPE_I32] = sy_k_cpu_add, [SY_BACKEND_CPU][SY_DTYPE_I64] = sy_k_cpu_add,
    [SY_BACKEND_CPU][SY_DTYPE_U8] = sy_k_cpu_add, [SY_BACKEND_CPU][SY_DTYPE_I8] = sy_k_cpu_add,
    [SY_BACKEND_CPU][SY_DTYPE_I16] = sy_k_cpu_add, [SY_BACKEND_CPU][SY_DTYPE_F16] = sy_k_cpu_add,
    [SY_BACKEND_CPU][SY_DTYPE_BF16] = sy_k_cpu_add, [SY_BACKEND_CPU][SY_DTYPE_U16] = sy_k_cpu_add,
    [SY_BACKEND_CPU][SY_DTYPE_U32] = sy_k_cpu_add, [SY_BACKEND_CPU][SY_DTYPE_U64] = sy_k_cpu_add,
#endif
#if SY_WITH_SIMD
    [SY_BACKEND_SIMD][SY_DTYPE_F32] = sy_k_simd_add, [SY_BACKEND_SIMD][SY_DTYPE_F64] = sy_k_simd_add,
    [SY_BACKEND_SIMD][SY_DTYPE_I32] = sy_k_simd_add, [SY_BACKEND_SIMD][SY_DTYPE_I64] = sy_k_simd_add,
#if SY_WITH_CPU
    [SY_BACKEND_SIMD][SY_DTYPE_U8] = sy_k_cpu_add, [SY_BACKEND_SIMD][SY_DTYPE_I8] = sy_k_cpu_add,
    [SY_BACKEND_SIMD][SY_DTYPE_I16] = sy_k_cpu_add, [SY_BACKEND_SIMD][SY_DTYPE_F16] = sy_k_cpu_add,
    [SY_BACKEND_SIMD][SY_DTYPE_BF16] = sy_k_cpu_add, [SY_BACKEND_SIMD][SY_DTYPE_U16] = sy_k_cpu_add,
    [SY_BACKEND_SIMD][SY_DTYPE_U32] = sy_k_cpu_add, [SY_BACKEND_SIMD][SY_DTYPE_U64] = sy_k_cpu_add,
#endif
#endif
#if SY_WITH_BLAS
#if SY_WITH_SIMD
    [SY_BACKEND_BLAS][SY_DTYPE_F32] = sy_k_simd_add, [SY_BACKEND_BLAS][SY_DTYPE_F64] = sy_k_simd_add,
    [SY_BACKEND_BLAS][SY_DTYPE_I32] = sy_k_simd_add, [SY_BACKEND_BLAS][SY_DTYPE_I64] = sy_k_simd_add,
#elif SY_WITH_CPU
    [SY_BACKEND_BLAS][SY_DTYPE_F32] = sy_k_cpu_add, [SY_BACKEND_BLAS][SY_DTYPE_F64] = sy_k_cpu_add,
    [SY_BACKEND_BLAS][SY_DTYPE_I32] = sy_k_cpu_add, [SY_BACKEND_BLAS][SY_DTYPE_I64] = sy_k_cpu_add,
#endif
#if SY_WITH_CPU
    [SY_BACKEND_BLAS][SY_DTYPE_U8] = sy_k_cpu_add, [SY_BACKEND_BLAS][SY_DTYPE_I8] = sy_k_cpu_add,
    [SY_BACKEND_BLAS][SY_DTYPE_I16] = sy_k_cpu_add, [SY_BACKEND_BLAS][SY_DTYPE_F16] = sy_k_cpu_add,
    [SY_BACKEND_BLAS][SY_DTYPE_BF16] = sy_k_cpu_add, [SY_BACKEND_BLAS][SY_DTYPE_U16] = sy_k_cpu_add,
    [SY_BACKEND_BLAS][SY_DTYPE_U32] = sy_k_cpu_add, [SY_BACKEND_BLAS][SY_DTYPE_U64] = sy_k_cpu_add,
#endif
#endif
#if !(SY_WITH_CPU || SY_WITH_SIMD || SY_WITH_BLAS)
    [0][0] = NULL, /* no host backend here */
#endif
};
static const sy_ew_kernel sy__fast_sub[SY_BACKEND_ID_LIMIT][SY_DTYPE_COUNT] = {
#if SY_WITH_CPU
    [SY_BACKEND_CPU][SY_DTYPE_F32] = sy_k_cpu_sub, [SY_BACKEND_CPU][SY_DTYPE_F64] = sy_k_cpu_sub,
    [SY_BACKEND_CPU][SY_DTYPE_I32] = sy_k_cpu_sub, [SY_BACKEND_CPU][SY_DTYPE_I64] = sy_k_cpu_sub,
    [SY_BACKEND_CPU][SY_DTYPE_U8] = sy_k_cpu_sub, [SY_BACKEND_CPU][SY_DTYPE_I8] = sy_k_cpu_sub,
    [SY_BACKEND_CPU][SY_DTYPE_I16] = sy_k_cpu_sub, [SY_BACKEND_CPU][SY_DTYPE_F16] = sy_k_cpu_sub,
    [SY_BACKEND_CPU][SY_DTYPE_BF16] = sy_k_cpu_sub, [SY_BACKEND_CPU][SY_DTYPE_U16] = sy_k_cpu_sub,
    [SY_BACKEND_CPU][SY_DTYPE_U32] = sy_k_cpu_sub, [SY_BACKEND_CPU][SY_DTYPE_U64] = sy_k_cpu_sub,
#endif
#if SY_WITH_SIMD
    [SY_BACKEND_SIMD][SY_DTYPE_F32] = sy_k_simd_sub, [SY_BACKEND_SIMD][SY_DTYPE_F64] = sy_k_simd_sub,
    [SY_BACKEND_SIMD][SY_DTYPE_I32] = sy_k_simd_sub, [SY_BACKEND_SIMD][SY_DTYPE_I64] = sy_k_simd_sub,
#if SY_WITH_CPU
    [SY_BACKEND_SIMD][SY_DTYPE_U8] = sy_k_cpu_sub, [SY_BACKEND_SIMD][SY_DTYPE_I8] = sy_k_cpu_sub,
    [SY_BACKEND_SIMD][SY_DTYPE_I16] = sy_k_cpu_sub, [SY_BACKEND_SIMD][SY_DTYPE_F16] = sy_k_cpu_sub,
    [SY_BACKEND_SIMD][SY_DTYPE_BF16] = sy_k_cpu_sub, [SY_BACKEND_SIMD][SY_DTYPE_U16] = sy_k_cpu_sub,
    [SY_BACKEND_SIMD][SY_DTYPE_U32] = sy_k_cpu_sub, [SY_BACKEND_SIMD][SY_DTYPE_U64] = sy_k_cpu_sub,
#endif
#endif
#if SY_WITH_BLAS
#if SY_WITH_SIMD
    [SY_BACKEND_BLAS][SY_DTYPE_F32] = sy_k_simd_sub, [SY_BACKEND_BLAS][SY_DTYPE_F64] = sy_k_simd_sub,
    [SY_BACKEND_BLAS][SY_DTYPE_I32] = sy_k_simd_sub, [SY_BACKEND_BLAS][SY_DTYPE_I64] = sy_k_simd_sub,
#elif SY_WITH_CPU
    [SY_BACKEND_BLAS][SY_DTYPE_F32] = sy_k_cpu_sub, [SY_BACKEND_BLAS][SY_DTYPE_F64] = sy_k_cpu_sub,
    [SY_BACKEND_BLAS][SY_DTYPE_I32] = sy_k_cpu_sub, [SY_BACKEND_BLAS][SY_DTYPE_I64] = sy_k_cpu_sub,
#endif
#if SY_WITH_CPU
    [SY_BACKEND_BLAS][SY_DTYPE_U8] = sy_k_cpu_sub, [SY_BACKEND_BLAS][SY_DTYPE_I8] = sy_k_cpu_sub,
    [SY_BACKEND_BLAS][SY_DTYPE_I16] = sy_k_cpu_sub, [SY_BACKEND_BLAS][SY_DTYPE_F16] = sy_k_cpu_sub,
    [SY_BACKEND_BLAS][SY_DTYPE_BF16] = sy_k_cpu_sub, [SY_BACKEND_BLAS][SY_DTYPE_U16] = sy_k_cpu_sub,
    [SY_BACKEND_BLAS][SY_DTYPE_U32] = sy_k_cpu_sub, [SY_BACKEND_BLAS][SY_DTYPE_U64] = sy_k_cpu_sub,
#endif
#endif
#if !(SY_WITH_CPU || SY_WITH_SIMD || SY_WITH_BLAS)
    [0][0] = NULL, /* no host backend here */
#endif
};
static const sy_ew_kernel sy__fast_mul[SY_BACKEND_ID_LIMIT][SY_DTYPE_COUNT] = {
#if SY_WITH_CPU
    [SY_BACKEND_CPU][SY_DTYPE_F32] = sy_k_cpu_mul, [SY_BACKEND_CPU][SY_DTYPE_F64] = sy_k_cpu_mul,
    [SY_BACKEND_CPU][SY_DTYPE_I32] = sy_k_cpu_mul, [SY_BACKEND_CPU][SY_DTYPE_I64] = sy_k_cpu_mul,
    [SY_BACKEND_CPU][SY_DTYPE_U8] = sy_k_cpu_mul, [SY_BACKEND_CPU][SY_DTYPE_I8] = sy_k_cpu_mul,
    [SY_BACKEND_CPU][SY_DTYPE_I16] = sy_k_cpu_mul, [SY_BACKEND_CPU][SY_DTYPE_F16] = sy_k_cpu_mul,
    [SY_BACKEND_CPU][SY_DTYPE_BF16] = sy_k_cpu_mul, [SY_BACKEND_CPU][SY_DTYPE_U16] = sy_k_cpu_mul,
    [SY_BACKEND_CPU][SY_DTYPE_U32] = sy_k_cpu_mul, [SY_BACKEND_CPU][SY_DTYPE_U64] = sy_k_cpu_mul,
#endif
#if SY_WITH_SIMD
    [SY_BACKEND_SIMD][SY_DTYPE_F32] = sy_k_simd_mul, [SY_BACKEND_SIMD][SY_DTYPE_F64] = sy_k_simd_mul,
    [SY_BACKEND_SIMD][SY_DTYPE_I32] = sy_k_simd_mul, [SY_BACKEND_SIMD][SY_DTYPE_I64] = sy_k_simd_mul,
#if SY_WITH_CPU
    [SY_BACKEND_SIMD][SY_DTYPE_U8] = sy_k_cpu_mul, [SY_BACKEND_SIMD][SY_DTYPE_I8] = sy_k_cpu_mul,
    [SY_BACKEND_SIMD][SY_DTYPE_I16] = sy_k_cpu_mul, [SY_BACKEND_SIMD][SY_DTYPE_F16] = sy_k_cpu_mul,
    [SY_BACKEND_SIMD][SY_DTYPE_BF16] = sy_k_cpu_mul, [SY_BACKEND_SIMD][SY_DTYPE_U16] = sy_k_cpu_mul,
    [SY_BACKEND_SIMD][SY_DTYPE_U32] = sy_k_cpu_mul, [SY_BACKEND_SIMD][SY_DTYPE_U64] = sy_k_cpu_mul,
#endif
#endif
#if SY_WITH_BLAS
#if SY_WITH_SIMD
    [SY_BACKEND_BLAS][SY_DTYPE_F32] = sy_k_simd_mul, [SY_BACKEND_BLAS][SY_DTYPE_F64] = sy_k_simd_mul,
    [SY_BACKEND_BLAS][SY_DTYPE_I32] = sy_k_simd_mul, [SY_BACKEND_BLAS][SY_DTYPE_I64] = sy_k_simd_mul,
#elif SY_WITH_CPU
    [SY_BACKEND_BLAS][SY_DTYPE_F32] = sy_k_cpu_mul, [SY_BACKEND_BLAS][SY_DTYPE_F64] = sy_k_cpu_mul,
    [SY_BACKEND_BLAS][SY_DTYPE_I32] = sy_k_cpu_mul, [SY_BACKEND_BLAS][SY_DTYPE_I64] = sy_k_cpu_mul,
#endif
#if SY_WITH_CPU
    [SY_BACKEND_BLAS][SY_DTYPE_U8] = sy_k_cpu_mul, [SY_BACKEND_BLAS][SY_DTYPE_I8] = sy_k_cpu_mul,
    [SY_BACKEND_BLAS][SY_DTYPE_I16] = sy_k_cpu_mul, [SY_BACKEND_BLAS][SY_DTYPE_F16] = sy_k_cpu_mul,
    [SY_BACKEND_BLAS][SY_DTYPE_BF16] = sy_k_cpu_mul, [SY_BACKEND_BLAS][SY_DTYPE_U16] = sy_k_cpu_mul,
    [SY_BACKEND_BLAS][SY_DTYPE_U32] = sy_k_cpu_mul, [SY_BACKEND_BLAS][SY_DTYPE_U64] = sy_k_cpu_mul,
#endif
#endif
#if !(SY_WITH_CPU || SY_WITH_SIMD || SY_WITH_BLAS)
    [0][0] = NULL, /* no host backend here */
#endif
};
static const sy_ew_kernel sy__fast_div[SY_BACKEND_ID_LIMIT][SY_DTYPE_COUNT] = {
#if SY_WITH_CPU
    [SY_BACKEND_CPU][SY_DTYPE_F32] = sy_k_cpu_div, [SY_BACKEND_CPU][SY_DTYPE_F64] = sy_k_cpu_div,
    [SY_BACKEND_CPU][SY_DTYPE_I32] = sy_k_cpu_div, [SY_BACKEND_CPU][SY_DTYPE_I64] = sy_k_cpu_div,
    [SY_BACKEND_CPU][SY_DTYPE_U8] = sy_k_cpu_div, [SY_BACKEND_CPU][SY_DTYPE_I8] = sy_k_cpu_div,
    [SY_BACKEND_CPU][SY_DTYPE_I16] = sy_k_cpu_div, [SY_BACKEND_CPU][SY_DTYPE_F16] = sy_k_cpu_div,
    [SY_BACKEND_CPU][SY_DTYPE_BF16] = sy_k_cpu_div, [SY_BACKEND_CPU][SY_DTYPE_U16] = sy_k_cpu_div,
    [SY_BACKEND_CPU][SY_DTYPE_U32] = sy_k_cpu_div, [SY_BACKEND_CPU][SY_DTYPE_U64] = sy_k_cpu_div,
#endif
#if SY_WITH_SIMD
    [SY_BACKEND_SIMD][SY_DTYPE_F32] = sy_k_simd_div, [SY_BACKEND_SIMD][SY_DTYPE_F64] = sy_k_simd_div,
#if SY_WITH_CPU
    [SY_BACKEND_SIMD][SY_DTYPE_I32] = sy_k_cpu_div, [SY_BACKEND_SIMD][SY_DTYPE_I64] = sy_k_cpu_div,
    [SY_BACKEND_SIMD][SY_DTYPE_U8] = sy_k_cpu_div, [SY_BACKEND_SIMD][SY_DTYPE_I8] = sy_k_cpu_div,
    [SY_BACKEND_SIMD][SY_DTYPE_I16] = sy_k_cpu_div, [SY_BACKEND_SIMD][SY_DTYPE_F16] = sy_k_cpu_div,
    [SY_BACKEND_SIMD][SY_DTYPE_BF16] = sy_k_cpu_div, [SY_BACKEND_SIMD][SY_DTYPE_U16] = sy_k_cpu_div,
    [SY_BACKEND_SIMD][SY_DTYPE_U32] = sy_k_cpu_div, [SY_BACKEND_SIMD][SY_DTYPE_U64] = sy_k_cpu_div,
#endif
#endif
#if SY_WITH_BLAS
#if SY_WITH_SIMD
    [SY_BACKEND_BLAS][SY_DTYPE_F32] = sy_k_simd_div, [SY_BACKEND_BLAS][SY_DTYPE_F64] = sy_k_simd_div,
#elif SY_WITH_CPU
    [SY_BACKEND_BLAS][SY_DTYPE_F32] = sy_k_cpu_div, [SY_BACKEND_BLAS][SY_DTYPE_F64] = sy_k_cpu_div,
#endif
#if SY_WITH_CPU
    [SY_BACKEND_BLAS][SY_DTYPE_I32] = sy_k_cpu_div, [SY_BACKEND_BLAS][SY_DTYPE_I64] = sy_k_cpu_div,
    [SY_BACKEND_BLAS][SY_DTYPE_U8] = sy_k_cpu_div, [SY_BACKEND_BLAS][SY_DTYPE_I8] = sy_k_cpu_div,
    [SY_BACKEND_BLAS][SY_DTYPE_I16] = sy_k_cpu_div, [SY_BACKEND_BLAS][SY_DTYPE_F16] = sy_k_cpu_div,
    [SY_BACKEND_BLAS][SY_DTYPE_BF16] = sy_k_cpu_div, [SY_BACKEND_BLAS][SY_DTYPE_U16] = sy_k_cpu_div,
    [SY_BACKEND_BLAS][SY_DTYPE_U32] = sy_k_cpu_div, [SY_BACKEND_BLAS][SY_DTYPE_U64] = sy_k_cpu_div,
#endif
#endif
#if !(SY_WITH_CPU || SY_WITH_SIMD || SY_WITH_BLAS)
    [0][0] = NULL, /* no host backend here */
#endif
};
static const sy_ew_kernel sy__fast_maximum[SY_BACKEND_ID_LIMIT][SY_DTYPE_COUNT] = {
#if SY_WITH_CPU
    [SY_BACKEND_CPU][SY_DTYPE_F32] = sy_k_cpu_maximum, [SY_BACKEND_CPU][SY_DTYPE_F64] = sy_k_cpu_maximum,
    [SY_BACKEND_CPU][SY_DTYPE_I32] = sy_k_cpu_maximum, [SY_BACKEND_CPU][SY_DTYPE_I64] = sy_k_cpu_maximum,
    [SY_BACKEND_CPU][SY_DTYPE_U8] = sy_k_cpu_maximum, [SY_BACKEND_CPU][SY_DTYPE_I8] = sy_k_cpu_maximum,
    [SY_BACKEND_CPU][SY_DTYPE_I16] = sy_k_cpu_maximum, [SY_BACKEND_CPU][SY_DTYPE_F16] = sy_k_cpu_maximum,
    [SY_BACKEND_CPU][SY_DTYPE_BF16] = sy_k_cpu_maximum, [SY_BACKEND_CPU][SY_DTYPE_U16] = sy_k_cpu_maximum,
    [SY_BACKEND_CPU][SY_DTYPE_U32] = sy_k_cpu_maximum, [SY_BACKEND_CPU][SY_DTYPE_U64] = sy_k_cpu_maximum,
#endif
#if SY_WITH_SIMD
    [SY_BACKEND_SIMD][SY_DTYPE_F32] = sy_k_simd_maximum, [SY_BACKEND_SIMD][SY_DTYPE_F64] = sy_k_simd_maximum,
    [SY_BACKEND_SIMD][SY_DTYPE_I32] = sy_k_simd_maximum, [SY_BACKEND_SIMD][SY_DTYPE_I64] = sy_k_simd_maximum,
#if SY_WITH_CPU
    [SY_BACKEND_SIMD][SY_DTYPE_U8] = sy_k_cpu_maximum, [SY_BACKEND_SIMD][SY_DTYPE_I8] = sy_k_cpu_maximum,
    [SY_BACKEND_SIMD][SY_DTYPE_I16] = sy_k_cpu_maximum, [SY_BACKEND_SIMD][SY_DTYPE_F16] = sy_k_cpu_maximum,
    [SY_BACKEND_SIMD][SY_DTYPE_BF16] = sy_k_cpu_maximum, [SY_BACKEND_SIMD][SY_DTYPE_U16] = sy_k_cpu_maximum,
    [SY_BACKEND_SIMD][SY_DTYPE_U32] = sy_k_cpu_maximum, [SY_BACKEND_SIMD][SY_DTYPE_U64] = sy_k_cpu_maximum,
#endif
#endif
#if SY_WITH_BLAS
#if SY_WITH_SIMD
    [SY_BACKEND_BLAS][SY_DTYPE_F32] = sy_k_simd_maximum, [SY_BACKEND_BLAS][SY_DTYPE_F64] = sy_k_simd_maximum,
    [SY_BACKEND_BLAS][SY_DTYPE_I32] = sy_k_simd_maximum, [SY_BACKEND_BLAS][SY_DTYPE_I64] = sy_k_simd_maximum,
#elif SY_WITH_CPU
    [SY_BACKEND_BLAS][SY_DTYPE_F32] = sy_k_cpu_maximum, [SY_BACKEND_BLAS][SY_DTYPE_F64] = sy_k_cpu_maximum,
    [SY_BACKEND_BLAS][SY_DTYPE_I32] = sy_k_cpu_maximum, [SY_BACKEND_BLAS][SY_DTYPE_I64] = sy_k_cpu_maximum,
#endif
#if SY_WITH_CPU
    [SY_BACKEND_BLAS][SY_DTYPE_U8] = sy_k_cpu_maximum, [SY_BACKEND_BLAS][SY_DTYPE_I8] = sy_k_cpu_maximum,
    [SY_BACKEND_BLAS][SY_DTYPE_I16] = sy_k_cpu_maximum, [SY_BACKEND_BLAS][SY_DTYPE_F16] = sy_k_cpu_maximum,
    [SY_BACKEND_BLAS][SY_DTYPE_BF16] = sy_k_cpu_maximum, [SY_BACKEND_BLAS][SY_DTYPE_U16] = sy_k_cpu_maximum,
    [SY_BACKEND_BLAS][SY_DTYPE_U32] = sy_k_cpu_maximum, [SY_BACKEND_BLAS][SY_DTYPE_U64] = sy_k_cpu_maximum,
#endif
#endif
#if !(SY_WITH_CPU || SY_WITH_SIMD || SY_WITH_BLAS)
    [0][0] = NULL, /* no host backend here */
#endif
};
static const sy_ew_kernel sy__fast_minimum[SY_BACKEND_ID_LIMIT][SY_DTYPE_COUNT] = {
#if SY_WITH_CPU
    [SY_BACKEND_CPU][SY_DTYPE_F32] = sy_k_cpu_minimum, [SY_BACKEND_CPU][SY_DTYPE_F64] = sy_k_cpu_minimum,
    [SY_BACKEND_CPU][SY_DTYPE_I32] = sy_k_cpu_minimum, [SY_BACKEND_CPU][SY_DTYPE_I64] = sy_k_cpu_minimum,
    [SY_BACKEND_CPU][SY_DTYPE_U8] = sy_k_cpu_minimum, [SY_BACKEND_CPU][SY_DTYPE_I8] = sy_k_cpu_minimum,
    [SY_BACKEND_CPU][SY_DTYPE_I16] = sy_k_cpu_minimum, [SY_BACKEND_CPU][SY_DTYPE_F16] = sy_k_cpu_minimum,
    [SY_BACKEND_CPU][SY_DTYPE_BF16] = sy_k_cpu_minimum, [SY_BACKEND_CPU][SY_DTYPE_U16] = sy_k_cpu_minimum,
    [SY_BACKEND_CPU][SY_DTYPE_U32] = sy_k_cpu_minimum, [SY_BACKEND_CPU][SY_DTYPE_U64] = sy_k_cpu_minimum,
#endif
#if SY_WITH_SIMD
#if SY_WITH_CPU
    [SY_BACKEND_SIMD][SY_DTYPE_F32] = sy_k_cpu_minimum, [SY_BACKEND_SIMD][SY_DTYPE_F64] = sy_k_cpu_minimum,
    [SY_BACKEND_SIMD][SY_DTYPE_I32] = sy_k_cpu_minimum, [SY_BACKEND_SIMD][SY_DTYPE_I64] = sy_k_cpu_minimum,
    [SY_BACKEND_SIMD][SY_DTYPE_U8] = sy_k_cpu_minimum, [SY_BACKEND_SIMD][SY_DTYPE_I8] = sy_k_cpu_minimum,
    [SY_BACKEND_SIMD][SY_DTYPE_I16] = sy_k_cpu_minimum, [SY_BACKEND_SIMD][SY_DTYPE_F16] = sy_k_cpu_minimum,
    [SY_BACKEND_SIMD][SY_DTYPE_BF16] = sy_k_cpu_minimum, [SY_BACKEND_SIMD][SY_DTYPE_U16] = sy_k_cpu_minimum,
    [SY_BACKEND_SIMD][SY_DTYPE_U32] = sy_k_cpu_minimum, [SY_BACKEND_SIMD][SY_DTYPE_U64] = sy_k_cpu_minimum,
#endif
#endif
#if SY_WITH_BLAS
#if SY_WITH_CPU
    [SY_BACKEND_BLAS][SY_DTYPE_F32] = sy_k_cpu_minimum, [SY_BACKEND_BLAS][SY_DTYPE_F64] = sy_k_cpu_minimum,
    [SY_BACKEND_BLAS][SY_DTYPE_I32] = sy_k_cpu_minimum, [SY_BACKEND_BLAS][SY_DTYPE_I64] = sy_k_cpu_minimum,
    [SY_BACKEND_BLAS][SY_DTYPE_U8] = sy_k_cpu_minimum, [SY_BACKEND_BLAS][SY_DTYPE_I8] = sy_k_cpu_minimum,
    [SY_BACKEND_BLAS][SY_DTYPE_I16] = sy_k_cpu_minimum, [SY_BACKEND_BLAS][SY_DTYPE_F16] = sy_k_cpu_minimum,
    [SY_BACKEND_BLAS][SY_DTYPE_BF16] = sy_k_cpu_minimum, [SY_BACKEND_BLAS][SY_DTYPE_U16] = sy_k_cpu_minimum,
    [SY_BACKEND_BLAS][SY_DTYPE_U32] = sy_k_cpu_minimum, [SY_BACKEND_BLAS][SY_DTYPE_U64] = sy_k_cpu_minimum,
#endif
#endif
#if !(SY_WITH_CPU || SY_WITH_SIMD || SY_WITH_BLAS)
    [0][0] = NULL, /* no host backend here */
#endif
};
static const sy_ew_kernel sy__fast_pow[SY_BACKEND_ID_LIMIT][SY_DTYPE_COUNT] = {
#if SY_WITH_CPU
    [SY_BACKEND_CPU][SY_DTYPE_F32] = sy_k_cpu_pow, [SY_BACKEND_CPU][SY_DTYPE_F64] = sy_k_cpu_pow,
    [SY_BACKEND_CPU][SY_DTYPE_I32] = sy_k_cpu_pow, [SY_BACKEND_CPU][SY_DTYPE_I64] = sy_k_cpu_pow,
    [SY_BACKEND_CPU][SY_DTYPE_U8] = sy_k_cpu_pow, [SY_BACKEND_CPU][SY_DTYPE_I8] = sy_k_cpu_pow,
    [SY_BACKEND_CPU][SY_DTYPE_I16] = sy_k_cpu_pow, [SY_BACKEND_CPU][SY_DTYPE_U16] = sy_k_cpu_pow,
    [SY_BACKEND_CPU][SY_DTYPE_U32] = sy_k_cpu_pow, [SY_BACKEND_CPU][SY_DTYPE_U64] = sy_k_cpu_pow,
#endif
#if SY_WITH_SIMD
#if SY_WITH_CPU
    [SY_BACKEND_SIMD][SY_DTYPE_F32] = sy_k_cpu_pow, [SY_BACKEND_SIMD][SY_DTYPE_F64] = sy_k_cpu_pow,
    [SY_BACKEND_SIMD][SY_DTYPE_I32] = sy_k_cpu_pow, [SY_BACKEND_SIMD][SY_DTYPE_I64] = sy_k_cpu_pow,
    [SY_BACKEND_SIMD][SY_DTYPE_U8] = sy_k_cpu_pow, [SY_BACKEND_SIMD][SY_DTYPE_I8] = sy_k_cpu_pow,
    [SY_BACKEND_SIMD][SY_DTYPE_I16] = sy_k_cpu_pow, [SY_BACKEND_SIMD][SY_DTYPE_U16] = sy_k_cpu_pow,
    [SY_BACKEND_SIMD][SY_DTYPE_U32] = sy_k_cpu_pow, [SY_BACKEND_SIMD][SY_DTYPE_U64] = sy_k_cpu_pow,
#endif
#endif
#if SY_WITH_BLAS
#if SY_WITH_CPU
    [SY_BACKEND_BLAS][SY_DTYPE_F32] = sy_k_cpu_pow, [SY_BACKEND_BLAS][SY_DTYPE_F64] = sy_k_cpu_pow,
    [SY_BACKEND_BLAS][SY_DTYPE_I32] = sy_k_cpu_pow, [SY_BACKEND_BLAS][SY_DTYPE_I64] = sy_k_cpu_pow,
    [SY_BACKEND_BLAS][SY_DTYPE_U8] = sy_k_cpu_pow, [SY_BACKEND_BLAS][SY_DTYPE_I8] = sy_k_cpu_pow,
    [SY_BACKEND_BLAS][SY_DTYPE_I16] = sy_k_cpu_pow, [SY_BACKEND_BLAS][SY_DTYPE_U16] = sy_k_cpu_pow,
    [SY_BACKEND_BLAS][SY_DTYPE_U32] = sy_k_cpu_pow, [SY_BACKEND_BLAS][SY_DTYPE_U64] = sy_k_cpu_pow,
#endif
#endif
#if !(SY_WITH_CPU || SY_WITH_SIMD || SY_WITH_BLAS)
    [0][0] = NULL, /* no host backend here */
#endif
};
static const sy_ew_kernel sy__fast_mod[SY_BACKEND_ID_LIMIT][SY_DTYPE_COUNT] = {
#if SY_WITH_CPU
    [SY_BACKEND_CPU][SY_DTYPE_F32] = sy_k_cpu_mod, [SY_BACKEND_CPU][SY_DTYPE_F64] = sy_k_cpu_mod,
    [SY_BACKEND_CPU][SY_DTYPE_I32] = sy_k_cpu_mod, [SY_BACKEND_CPU][SY_DTYPE_I64] = sy_k_cpu_mod,
    [SY_BACKEND_CPU][SY_DTYPE_U8] = sy_k_cpu_mod, [SY_BACKEND_CPU][SY_DTYPE_I8] = sy_k_cpu_mod,
    [SY_BACKEND_CPU][SY_DTYPE_I16] = sy_k_cpu_mod, [SY_BACKEND_CPU][SY_DTYPE_U16] = sy_k_cpu_mod,
    [SY_BACKEND_CPU][SY_DTYPE_U32] = sy_k_cpu_mod, [SY_BACKEND_CPU][SY_DTYPE_U64] = sy_k_cpu_mod,
#endif
#if SY_WITH_SIMD
#if SY_WITH_CPU
    [SY_BACKEND_SIMD][SY_DTYPE_F32] = sy_k_cpu_mod, [SY_BACKEND_SIMD][SY_DTYPE_F64] = sy_k_cpu_mod,
    [SY_BACKEND_SIMD][SY_DTYPE_I32] = sy_k_cpu_mod, [SY_BACKEND_SIMD][SY_DTYPE_I64] = sy_k_cpu_mod,
    [SY_BACKEND_SIMD][SY_DTYPE_U8] = sy_k_cpu_mod, [SY_BACKEND_SIMD][SY_DTYPE_I8] = sy_k_cpu_mod,
    [SY_BACKEND_SIMD][SY_DTYPE_I16] = sy_k_cpu_mod, [SY_BACKEND_SIMD][SY_DTYPE_U16] = sy_k_cpu_mod,
    [SY_BACKEND_SIMD][SY_DTYPE_U32] = sy_k_cpu_mod, [SY_BACKEND_SIMD][SY_DTYPE_U64] = sy_k_cpu_mod,
#endif
#endif
#if SY_WITH_BLAS
#if SY_WITH_CPU
    [SY_BACKEND_BLAS][SY_DTYPE_F32] = sy_k_cpu_mod, [SY_BACKEND_BLAS][SY_DTYPE_F64] = sy_k_cpu_mod,
    [SY_BACKEND_BLAS][SY_DTYPE_I32] = sy_k_cpu_mod, [SY_BACKEND_BLAS][SY_DTYPE_I64] = sy_k_cpu_mod,
    [SY_BACKEND_BLAS][SY_DTYPE_U8] = sy_k_cpu_mod, [SY_BACKEND_BLAS][SY_DTYPE_I8] = sy_k_cpu_mod,
    [SY_BACKEND_BLAS][SY_DTYPE_I16] = sy_k_cpu_mod, [SY_BACKEND_BLAS][SY_DTYPE_U16] = sy_k_cpu_mod,
    [SY_BACKEND_BLAS][SY_DTYPE_U32] = sy_k_cpu_mod, [SY_BACKEND_BLAS][SY_DTYPE_U64] = sy_k_cpu_mod,
#endif
#endif
#if !(SY_WITH_CPU || SY_WITH_SIMD || SY_WITH_BLAS)
    [0][0] = NULL, /* no host backend here */
#endif
};
static const sy_ew_kernel sy__fast_fmod[SY_BACKEND_ID_LIMIT][SY_DTYPE_COUNT] = {
#if SY_WITH_CPU
    [SY_BACKEND_CPU][SY_DTYPE_F32] = sy_k_cpu_fmod, [SY_BACKEND_CPU][SY_DTYPE_F64] = sy_k_cpu_fmod,
    [SY_BACKEND_CPU][SY_DTYPE_I32] = sy_k_cpu_fmod, [SY_BACKEND_CPU][SY_DTYPE_I64] = sy_k_cpu_fmod,
    [SY_BACKEND_CPU][SY_DTYPE_U8] = sy_k_cpu_fmod, [SY_BACKEND_CPU][SY_DTYPE_I8] = sy_k_cpu_fmod,
    [SY_BACKEND_CPU][SY_DTYPE_I16] = sy_k_cpu_fmod, [SY_BACKEND_CPU][SY_DTYPE_F16] = sy_k_cpu_fmod,
    [SY_BACKEND_CPU][SY_DTYPE_BF16] = sy_k_cpu_fmod, [SY_BACKEND_CPU][SY_DTYPE_U16] = sy_k_cpu_fmod,
    [SY_BACKEND_CPU][SY_DTYPE_U32] = sy_k_cpu_fmod, [SY_BACKEND_CPU][SY_DTYPE_U64] = sy_k_cpu_fmod,
#endif
#if SY_WITH_SIMD
#if SY_WITH_CPU
    [SY_BACKEND_SIMD][SY_DTYPE_F32] = sy_k_cpu_fmod, [SY_BACKEND_SIMD][SY_DTYPE_F64] = sy_k_cpu_fmod,
    [SY_BACKEND_SIMD][SY_DTYPE_I32] = sy_k_cpu_fmod, [SY_BACKEND_SIMD][SY_DTYPE_I64] = sy_k_cpu_fmod,
    [SY_BACKEND_SIMD][SY_DTYPE_U8] = sy_k_cpu_fmod, [SY_BACKEND_SIMD][SY_DTYPE_I8] = sy_k_cpu_fmod,
    [SY_BACKEND_SIMD][SY_DTYPE_I16] = sy_k_cpu_fmod, [SY_BACKEND_SIMD][SY_DTYPE_F16] = sy_k_cpu_fmod,
    [SY_BACKEND_SIMD][SY_DTYPE_BF16] = sy_k_cpu_fmod, [SY_BACKEND_SIMD][SY_DTYPE_U16] = sy_k_cpu_fmod,
    [SY_BACKEND_SIMD][SY_DTYPE_U32] = sy_k_cpu_fmod, [SY_BACKEND_SIMD][SY_DTYPE_U64] = sy_k_cpu_fmod,
#endif
#endif
#if SY_WITH_BLAS
#if SY_WITH_CPU
    [SY_BACKEND_BLAS][SY_DTYPE_F32] = sy_k_cpu_fmod, [SY_BACKEND_BLAS][SY_DTYPE_F64] = sy_k_cpu_fmod,
    [SY_BACKEND_BLAS][SY_DTYPE_I32] = sy_k_cpu_fmod, [SY_BACKEND_BLAS][SY_DTYPE_I64] = sy_k_cpu_fmod,
    [SY_BACKEND_BLAS][SY_DTYPE_U8] = sy_k_cpu_fmod, [SY_BACKEND_BLAS][SY_DTYPE_I8] = sy_k_cpu_fmod,
    [SY_BACKEND_BLAS][SY_DTYPE_I16] = sy_k_cpu_fmod, [SY_BACKEND_BLAS][SY_DTYPE_F16] = sy_k_cpu_fmod,
    [SY_BACKEND_BLAS][SY_DTYPE_BF16] = sy_k_cpu_fmod, [SY_BACKEND_BLAS][SY_DTYPE_U16] = sy_k_cpu_fmod,
    [SY_BACKEND_BLAS][SY_DTYPE_U32] = sy_k_cpu_fmod, [SY_BACKEND_BLAS][SY_DTYPE_U64] = sy_k_cpu_fmod,
#endif
#endif
#if !(SY_WITH_CPU || SY_WITH_SIMD || SY_WITH_BLAS)
    [0][0] = NULL, /* no host backend here */
#endif
};
static const sy_ew_kernel sy__fast_logical_and[SY_BACKEND_ID_LIMIT][SY_DTYPE_COUNT] = {
#if SY_WITH_CPU
    [SY_BACKEND_CPU][SY_DTYPE_BOOL] = sy_k_cpu_logical_and,
#endif
#if SY_WITH_SIMD
#if SY_WITH_CPU
    [SY_BACKEND_SIMD][SY_DTYPE_BOOL] = sy_k_cpu_logical_and,
#endif
#endif
#if SY_WITH_BLAS
#if SY_WITH_CPU
    [SY_BACKEND_BLAS][SY_DTYPE_BOOL] = sy_k_cpu_logical_and,
#endif
#endif
#if !(SY_WITH_CPU || SY_WITH_SIMD || SY_WITH_BLAS)
    [0][0] = NULL, /* no host backend here */
#endif
};
static const sy_ew_kernel sy__fast_logical_or[SY_BACKEND_ID_LIMIT][SY_DTYPE_COUNT] = {
#if SY_WITH_CPU
    [SY_BACKEND_CPU][SY_DTYPE_BOOL] = sy_k_cpu_logical_or,
#endif
#if SY_WITH_SIMD
#if SY_WITH_CPU
    [SY_BACKEND_SIMD][SY_DTYPE_BOOL] = sy_k_cpu_logical_or,
#endif
#endif
#if SY_WITH_BLAS
#if SY_WITH_CPU
    [SY_BACKEND_BLAS][SY_DTYPE_BOOL] = sy_k_cpu_logical_or,
#endif
#endif
#if !(SY_WITH_CPU || SY_WITH_SIMD || SY_WITH_BLAS)
    [0][0] = NULL, /* no host backend here */
#endif
};
static const sy_ew_kernel sy__fast_logical_xor[SY_BACKEND_ID_LIMIT][SY_DTYPE_COUNT] = {
#if SY_WITH_CPU
    [SY_BACKEND_CPU][SY_DTYPE_BOOL] = sy_k_cpu_logical_xor,
#endif
#if SY_WITH_SIMD
#if SY_WITH_CPU
    [SY_BACKEND_SIMD][SY_DTYPE_BOOL] = sy_k_cpu_logical_xor,
#endif
#endif
#if SY_WITH_BLAS
#if SY_WITH_CPU
    [SY_BACKEND_BLAS][SY_DTYPE_BOOL] = sy_k_cpu_logical_xor,
#endif
#endif
#if !(SY_WITH_CPU || SY_WITH_SIMD || SY_WITH_BLAS)
    [0][0] = NULL, /* no host backend here */
#endif
};
static const sy_ew_kernel sy__fast_bitwise_and[SY_BACKEND_ID_LIMIT][SY_DTYPE_COUNT] = {
#if SY_WITH_CPU
    [SY_BACKEND_CPU][SY_DTYPE_I32] = sy_k_cpu_bitwise_and, [SY_BACKEND_CPU][SY_DTYPE_I64] = sy_k_cpu_bitwise_and,
    [SY_BACKEND_CPU][SY_DTYPE_U8] = sy_k_cpu_bitwise_and, [SY_BACKEND_CPU][SY_DTYPE_I8] = sy_k_cpu_bitwise_and,
    [SY_BACKEND_CPU][SY_DTYPE_I16] = sy_k_cpu_bitwise_and, [SY_BACKEND_CPU][SY_DTYPE_U16] = sy_k_cpu_bitwise_and,
    [SY_BACKEND_CPU][SY_DTYPE_U32] = sy_k_cpu_bitwise_and, [SY_BACKEND_CPU][SY_DTYPE_U64] = sy_k_cpu_bitwise_and,
#endif
#if SY_WITH_SIMD
#if SY_WITH_CPU
    [SY_BACKEND_SIMD][SY_DTYPE_I32] = sy_k_cpu_bitwise_and, [SY_BACKEND_SIMD][SY_DTYPE_I64] = sy_k_cpu_bitwise_and,
    [SY_BACKEND_SIMD][SY_DTYPE_U8] = sy_k_cpu_bitwise_and, [SY_BACKEND_SIMD][SY_DTYPE_I8] = sy_k_cpu_bitwise_and,
    [SY_BACKEND_SIMD][SY_DTYPE_I16] = sy_k_cpu_bitwise_and, [SY_BACKEND_SIMD][SY_DTYPE_U16] = sy_k_cpu_bitwise_and,
    [SY_BACKEND_SIMD][SY_DTYPE_U32] = sy_k_cpu_bitwise_and, [SY_BACKEND_SIMD][SY_DTYPE_U64] = sy_k_cpu_bitwise_and,
#endif
#endif
#if SY_WITH_BLAS
#if SY_WITH_CPU
    [SY_BACKEND_BLAS][SY_DTYPE_I32] = sy_k_cpu_bitwise_and, [SY_BACKEND_BLAS][SY_DTYPE_I64] = sy_k_cpu_bitwise_and,
    [SY_BACKEND_BLAS][SY_DTYPE_U8] = sy_k_cpu_bitwise_and, [SY_BACKEND_BLAS][SY_DTYPE_I8] = sy_k_cpu_bitwise_and,
    [SY_BACKEND_BLAS][SY_DTYPE_I16] = sy_k_cpu_bitwise_and, [SY_BACKEND_BLAS][SY_DTYPE_U16] = sy_k_cpu_bitwise_and,
    [SY_BACKEND_BLAS][SY_DTYPE_U32] = sy_k_cpu_bitwise_and, [SY_BACKEND_BLAS][SY_DTYPE_U64] = sy_k_cpu_bitwise_and,
#endif
#endif
#if !(SY_WITH_CPU || SY_WITH_SIMD || SY_WITH_BLAS)
    [0][0] = NULL, /* no host backend here */
#endif
};
static const sy_ew_kernel sy__fast_bitwise_or[SY_BACKEND_ID_LIMIT][SY_DTYPE_COUNT] = {
#if SY_WITH_CPU
    [SY_BACKEND_CPU][SY_DTYPE_I32] = sy_k_cpu_bitwise_or, [SY_BACKEND_CPU][SY_DTYPE_I64] = sy_k_cpu_bitwise_or,
    [SY_BACKEND_CPU][SY_DTYPE_U8] = sy_k_cpu_bitwise_or, [SY_BACKEND_CPU][SY_DTYPE_I8] = sy_k_cpu_bitwise_or,
    [SY_BACKEND_CPU][SY_DTYPE_I16] = sy_k_cpu_bitwise_or, [SY_BACKEND_CPU][SY_DTYPE_U16] = sy_k_cpu_bitwise_or,
    [SY_BACKEND_CPU][SY_DTYPE_U32] = sy_k_cpu_bitwise_or, [SY_BACKEND_CPU][SY_DTYPE_U64] = sy_k_cpu_bitwise_or,
#endif
#if SY_WITH_SIMD
#if SY_WITH_CPU
    [SY_BACKEND_SIMD][SY_DTYPE_I32] = sy_k_cpu_bitwise_or, [SY_BACKEND_SIMD][SY_DTYPE_I64] = sy_k_cpu_bitwise_or,
    [SY_BACKEND_SIMD][SY_DTYPE_U8] = sy_k_cpu_bitwise_or, [SY_BACKEND_SIMD][SY_DTYPE_I8] = sy_k_cpu_bitwise_or,
    [SY_BACKEND_SIMD][SY_DTYPE_I16] = sy_k_cpu_bitwise_or, [SY_BACKEND_SIMD][SY_DTYPE_U16] = sy_k_cpu_bitwise_or,
    [SY_BACKEND_SIMD][SY_DTYPE_U32] = sy_k_cpu_bitwise_or, [SY_BACKEND_SIMD][SY_DTYPE_U64] = sy_k_cpu_bitwise_or,
#endif
#endif
#if SY_WITH_BLAS
#if SY_WITH_CPU
    [SY_BACKEND_BLAS][SY_DTYPE_I32] = sy_k_cpu_bitwise_or, [SY_BACKEND_BLAS][SY_DTYPE_I64] = sy_k_cpu_bitwise_or,
    [SY_BACKEND_BLAS][SY_DTYPE_U8] = sy_k_cpu_bitwise_or, [SY_BACKEND_BLAS][SY_DTYPE_I8] = sy_k_cpu_bitwise_or,
    [SY_BACKEND_BLAS][SY_DTYPE_I16] = sy_k_cpu_bitwise_or, [SY_BACKEND_BLAS][SY_DTYPE_U16] = sy_k_cpu_bitwise_or,
    [SY_BACKEND_BLAS][SY_DTYPE_U32] = sy_k_cpu_bitwise_or, [SY_BACKEND_BLAS][SY_DTYPE_U64] = sy_k_cpu_bitwise_or,
#endif
#endif
#if !(SY_WITH_CPU || SY_WITH_SIMD || SY_WITH_BLAS)
    [0][0] = NULL, /* no host backend here */
#endif
};
static const sy_ew_kernel sy__fast_bitwise_xor[SY_BACKEND_ID_LIMIT][SY_DTYPE_COUNT] = {
#if SY_WITH_CPU
    [SY_BACKEND_CPU][SY_DTYPE_I32] = sy_k_cpu_bitwise_xor, [SY_BACKEND_CPU][SY_DTYPE_I64] = sy_k_cpu_bitwise_xor,
    [SY_BACKEND_CPU][SY_DTYPE_U8] = sy_k_cpu_bitwise_xor, [SY_BACKEND_CPU][SY_DTYPE_I8] = sy_k_cpu_bitwise_xor,
    [SY_BACKEND_CPU][SY_DTYPE_I16] = sy_k_cpu_bitwise_xor, [SY_BACKEND_CPU][SY_DTYPE_U16] = sy_k_cpu_bitwise_xor,
    [SY_BACKEND_CPU][SY_DTYPE_U32] = sy_k_cpu_bitwise_xor, [SY_BACKEND_CPU][SY_DTYPE_U64] = sy_k_cpu_bitwise_xor,
#endif
#if SY_WITH_SIMD
#if SY_WITH_CPU
    [SY_BACKEND_SIMD][SY_DTYPE_I32] = sy_k_cpu_bitwise_xor, [SY_BACKEND_SIMD][SY_DTYPE_I64] = sy_k_cpu_bitwise_xor,
    [SY_BACKEND_SIMD][SY_DTYPE_U8] = sy_k_cpu_bitwise_xor, [SY_BACKEND_SIMD][SY_DTYPE_I8] = sy_k_cpu_bitwise_xor,
    [SY_BACKEND_SIMD][SY_DTYPE_I16] = sy_k_cpu_bitwise_xor, [SY_BACKEND_SIMD][SY_DTYPE_U16] = sy_k_cpu_bitwise_xor,
    [SY_BACKEND_SIMD][SY_DTYPE_U32] = sy_k_cpu_bitwise_xor, [SY_BACKEND_SIMD][SY_DTYPE_U64] = sy_k_cpu_bitwise_xor,
#endif
#endif
#if SY_WITH_BLAS
#if SY_WITH_CPU
    [SY_BACKEND_BLAS][SY_DTYPE_I32] = sy_k_cpu_bitwise_xor, [SY_BACKEND_BLAS][SY_DTYPE_I64] = sy_k_cpu_bitwise_xor,
    [SY_BACKEND_BLAS][SY_DTYPE_U8] = sy_k_cpu_bitwise_xor, [SY_BACKEND_BLAS][SY_DTYPE_I8] = sy_k_cpu_bitwise_xor,
    [SY_BACKEND_BLAS][SY_DTYPE_I16] = sy_k_cpu_bitwise_xor, [SY_BACKEND_BLAS][SY_DTYPE_U16] = sy_k_cpu_bitwise_xor,
    [SY_BACKEND_BLAS][SY_DTYPE_U32] = sy_k_cpu_bitwise_xor, [SY_BACKEND_BLAS][SY_DTYPE_U64] = sy_k_cpu_bitwise_xor,
#endif
#endif
#if !(SY_WITH_CPU || SY_WITH_SIMD || SY_WITH_BLAS)
    [0][0] = NULL, /* no host backend here */
#endif
};
static const sy_ew_kernel sy__fast_shift_left[SY_BACKEND_ID_LIMIT][SY_DTYPE_COUNT] = {
#if SY_WITH_CPU
    [SY_BACKEND_CPU][SY_DTYPE_U8] = sy_k_cpu_shift_left, [SY_BACKEND_CPU][SY_DTYPE_U16] = sy_k_cpu_shift_left,
    [SY_BACKEND_CPU][SY_DTYPE_U32] = sy_k_cpu_shift_left, [SY_BACKEND_CPU][SY_DTYPE_U64] = sy_k_cpu_shift_left,
#endif
#if SY_WITH_SIMD
#if SY_WITH_CPU
    [SY_BACKEND_SIMD][SY_DTYPE_U8] = sy_k_cpu_shift_left, [SY_BACKEND_SIMD][SY_DTYPE_U16] = sy_k_cpu_shift_left,
    [SY_BACKEND_SIMD][SY_DTYPE_U32] = sy_k_cpu_shift_left, [SY_BACKEND_SIMD][SY_DTYPE_U64] = sy_k_cpu_shift_left,
#endif
#endif
#if SY_WITH_BLAS
#if SY_WITH_CPU
    [SY_BACKEND_BLAS][SY_DTYPE_U8] = sy_k_cpu_shift_left, [SY_BACKEND_BLAS][SY_DTYPE_U16] = sy_k_cpu_shift_left,
    [SY_BACKEND_BLAS][SY_DTYPE_U32] = sy_k_cpu_shift_left, [SY_BACKEND_BLAS][SY_DTYPE_U64] = sy_k_cpu_shift_left,
#endif
#endif
#if !(SY_WITH_CPU || SY_WITH_SIMD || SY_WITH_BLAS)
    [0][0] = NULL, /* no host backend here */
#endif
};
static const sy_ew_kernel sy__fast_shift_right[SY_BACKEND_ID_LIMIT][SY_DTYPE_COUNT] = {
#if SY_WITH_CPU
    [SY_BACKEND_CPU][SY_DTYPE_U8] = sy_k_cpu_shift_right, [SY_BACKEND_CPU][SY_DTYPE_U16] = sy_k_cpu_shift_right,
    [SY_BACKEND_CPU][SY_DTYPE_U32] = sy_k_cpu_shift_right, [SY_BACKEND_CPU][SY_DTYPE_U64] = sy_k_cpu_shift_right,
#endif
#if SY_WITH_SIMD
#if SY_WITH_CPU
    [SY_BACKEND_SIMD][SY_DTYPE_U8] = sy_k_cpu_shift_right, [SY_BACKEND_SIMD][SY_DTYPE_U16] = sy_k_cpu_shift_right,
    [SY_BACKEND_SIMD][SY_DTYPE_U32] = sy_k_cpu_shift_right, [SY_BACKEND_SIMD][SY_DTYPE_U64] = sy_k_cpu_shift_right,
#endif
#endif
#if SY_WITH_BLAS
#if SY_WITH_CPU
    [SY_BACKEND_BLAS][SY_DTYPE_U8] = sy_k_cpu_shift_right, [SY_BACKEND_BLAS][SY_DTYPE_U16] = sy_k_cpu_shift_right,
    [SY_BACKEND_BLAS][SY_DTYPE_U32] = sy_k_cpu_shift_right, [SY_BACKEND_BLAS][SY_DTYPE_U64] = sy_k_cpu_shift_right,
#endif
#endif
#if !(SY_WITH_CPU || SY_WITH_SIMD || SY_WITH_BLAS)
    [0][0] = NULL, /* no host backend here */
#endif
};

const sy__op_info sy__op_table[SY_OP_COUNT] = {
    [SY_OP_ZEROS] = {
        .name = "zeros",
        .cls = SY__CLASS_FILL,
        .kernel = SY__KERNEL_FILL,
        .variadic = false,
        .n_attrs = 0,
        .attrs = {{0}},
        .infer = sy__infer_fill,
        .n_in = 0,
        .creates = true,
        .values = false,
        .fast = false,
        .fast_kernels = sy__fast_none,
        .dtypes = SY__DT_ALL,
        .in_names = {NULL},
        .in_var = {0},
        .in_dtypes = {0},
        .key_var = -1,
        .n_out = 1,
        .optional = 0u,
        .out_names = {"result"},
        .out_var = {-1},
        .out_fixed = {SY_DTYPE_COUNT},
        .differentiable = false,
        .memory_bound = false,
        .route = sy__route_zeros,
        .backward = NULL,
        .saves = {0},
        .reads_results = 0u,
    },
    [SY_OP_ONES] = {
        .name = "ones",
        .cls = SY__CLASS_FILL,
        .kernel = SY__KERNEL_FILL,
        .variadic = false,
        .n_attrs = 0,
        .attrs = {{0}},
        .infer = sy__infer_fill,
        .n_in = 0,
        .creates = true,
        .values = false,
        .fast = false,
        .fast_kernels = sy__fast_none,
        .dtypes = SY__DT_ALL,
        .in_names = {NULL},
        .in_var = {0},
        .in_dtypes = {0},
        .key_var = -1,
        .n_out = 1,
        .optional = 0u,
        .out_names = {"result"},
        .out_var = {-1},
        .out_fixed = {SY_DTYPE_COUNT},
        .differentiable = false,
        .memory_bound = false,
        .route = sy__route_ones,
        .backward = NULL,
        .saves = {0},
        .reads_results = 0u,
    },
    [SY_OP_FULL] = {
        .name = "full",
        .cls = SY__CLASS_FILL,
        .kernel = SY__KERNEL_FILL,
        .variadic = false,
        .n_attrs = 0,
        .attrs = {{0}},
        .infer = sy__infer_fill,
        .n_in = 0,
        .creates = true,
        .values = false,
        .fast = false,
        .fast_kernels = sy__fast_none,
        .dtypes = SY__DT_ALL,
        .in_names = {NULL},
        .in_var = {0},
        .in_dtypes = {0},
        .key_var = -1,
        .n_out = 1,
        .optional = 0u,
        .out_names = {"result"},
        .out_var = {-1},
        .out_fixed = {SY_DTYPE_COUNT},
        .differentiable = false,
        .memory_bound = false,
        .route = sy__route_full,
        .backward = NULL,
        .saves = {0},
        .reads_results = 0u,
    },
    [SY_OP_NEG] = {
        .name = "neg",
        .cls = SY__CLASS_UNARY,
        .kernel = SY__KERNEL_EW,
        .variadic = false,
        .n_attrs = 0,
        .attrs = {{0}},
        .infer = sy__infer_same,
        .n_in = 1,
        .creates = false,
        .values = false,
        .fast = true,
        .fast_kernels = sy__fast_neg,
        .dtypes = SY__DT_F32 | SY__DT_F64 | SY__DT_I32 | SY__DT_I64 | SY__DT_U8 | SY__DT_I8 | SY__DT_I16 | SY__DT_F16 | SY__DT_BF16 | SY__DT_U16 | SY__DT_U32 | SY__DT_U64,
        .in_names = {"a"},
        .in_var = {0},
        .in_dtypes = {0},
        .key_var = 0,
        .n_out = 1,
        .optional = 0u,
        .out_names = {"result"},
        .out_var = {0},
        .out_fixed = {SY_DTYPE_COUNT},
        .differentiable = true,
        .memory_bound = true,
        .route = sy__route_neg,
        .backward = sy__backward_neg,
        .saves = {[0] = 0u},
        .reads_results = 0u,
    },
    [SY_OP_ABS] = {
        .name = "abs",
        .cls = SY__CLASS_UNARY,
        .kernel = SY__KERNEL_EW,
        .variadic = false,
        .n_attrs = 0,
        .attrs = {{0}},
        .infer = sy__infer_same,
        .n_in = 1,
        .creates = false,
        .values = false,
        .fast = true,
        .fast_kernels = sy__fast_abs,
        .dtypes = SY__DT_F32 | SY__DT_F64 | SY__DT_I32 | SY__DT_I64 | SY__DT_U8 | SY__DT_I8 | SY__DT_I16 | SY__DT_F16 | SY__DT_BF16 | SY__DT_U16 | SY__DT_U32 | SY__DT_U64,
        .in_names = {"a"},
        .in_var = {0},
        .in_dtypes = {0},
        .key_var = 0,
        .n_out = 1,
        .optional = 0u,
        .out_names = {"result"},
        .out_var = {0},
        .out_fixed = {SY_DTYPE_COUNT},
        .differentiable = true,
        .memory_bound = true,
        .route = sy__route_abs,
        .backward = sy__backward_abs,
        .saves = {[0] = SY__SAVES_DATA(0)},
        .reads_results = 0u,
    },
    [SY_OP_EXP] = {
        .name = "exp",
        .cls = SY__CLASS_UNARY,
        .kernel = SY__KERNEL_EW,
        .variadic = false,
        .n_attrs = 0,
        .attrs = {{0}},
        .infer = sy__infer_same,
        .n_in = 1,
        .creates = false,
        .values = false,
        .fast = true,
        .fast_kernels = sy__fast_exp,
        .dtypes = SY__DT_F32 | SY__DT_F64 | SY__DT_F16 | SY__DT_BF16,
        .in_names = {"a"},
        .in_var = {0},
        .in_dtypes = {0},
        .key_var = 0,
        .n_out = 1,
        .optional = 0u,
        .out_names = {"result"},
        .out_var = {0},
        .out_fixed = {SY_DTYPE_COUNT},
        .differentiable = true,
        .memory_bound = true,
        .route = sy__route_exp,
        .backward = sy__backward_exp,
        .saves = {[0] = SY__SAVES_RESULT},
        .reads_results = 0u,
    },
    [SY_OP_LOG] = {
        .name = "log",
        .cls = SY__CLASS_UNARY,
        .kernel = SY__KERNEL_EW,
        .variadic = false,
        .n_attrs = 0,
        .attrs = {{0}},
        .infer = sy__infer_same,
        .n_in = 1,
        .creates = false,
        .values = false,
        .fast = true,
        .fast_kernels = sy__fast_log,
        .dtypes = SY__DT_F32 | SY__DT_F64 | SY__DT_F16 | SY__DT_BF16,
        .in_names = {"a"},
        .in_var = {0},
        .in_dtypes = {0},
        .key_var = 0,
        .n_out = 1,
        .optional = 0u,
        .out_names = {"result"},
        .out_var = {0},
        .out_fixed = {SY_DTYPE_COUNT},
        .differentiable = true,
        .memory_bound = true,
        .route = sy__route_log,
        .backward = sy__backward_log,
        .saves = {[0] = SY__SAVES_DATA(0)},
        .reads_results = 0u,
    },
    [SY_OP_SQRT] = {
        .name = "sqrt",
        .cls = SY__CLASS_UNARY,
        .kernel = SY__KERNEL_EW,
        .variadic = false,
        .n_attrs = 0,
        .attrs = {{0}},
        .infer = sy__infer_same,
        .n_in = 1,
        .creates = false,
        .values = false,
        .fast = true,
        .fast_kernels = sy__fast_sqrt,
        .dtypes = SY__DT_F32 | SY__DT_F64 | SY__DT_F16 | SY__DT_BF16,
        .in_names = {"a"},
        .in_var = {0},
        .in_dtypes = {0},
        .key_var = 0,
        .n_out = 1,
        .optional = 0u,
        .out_names = {"result"},
        .out_var = {0},
        .out_fixed = {SY_DTYPE_COUNT},
        .differentiable = true,
        .memory_bound = true,
        .route = sy__route_sqrt,
        .backward = sy__backward_sqrt,
        .saves = {[0] = SY__SAVES_RESULT},
        .reads_results = 0u,
    },
    [SY_OP_TANH] = {
        .name = "tanh",
        .cls = SY__CLASS_UNARY,
        .kernel = SY__KERNEL_EW,
        .variadic = false,
        .n_attrs = 0,
        .attrs = {{0}},
        .infer = sy__infer_same,
        .n_in = 1,
        .creates = false,
        .values = false,
        .fast = true,
        .fast_kernels = sy__fast_tanh,
        .dtypes = SY__DT_F32 | SY__DT_F64 | SY__DT_F16 | SY__DT_BF16,
        .in_names = {"a"},
        .in_var = {0},
        .in_dtypes = {0},
        .key_var = 0,
        .n_out = 1,
        .optional = 0u,
        .out_names = {"result"},
        .out_var = {0},
        .out_fixed = {SY_DTYPE_COUNT},
        .differentiable = true,
        .memory_bound = true,
        .route = sy__route_tanh,
        .backward = sy__backward_tanh,
        .saves = {[0] = SY__SAVES_RESULT},
        .reads_results = 0u,
    },
    [SY_OP_SIGMOID] = {
        .name = "sigmoid",
        .cls = SY__CLASS_UNARY,
        .kernel = SY__KERNEL_EW,
        .variadic = false,
        .n_attrs = 0,
        .attrs = {{0}},
        .infer = sy__infer_same,
        .n_in = 1,
        .creates = false,
        .values = false,
        .fast = true,
        .fast_kernels = sy__fast_sigmoid,
        .dtypes = SY__DT_F32 | SY__DT_F64 | SY__DT_F16 | SY__DT_BF16,
        .in_names = {"a"},
        .in_var = {0},
        .in_dtypes = {0},
        .key_var = 0,
        .n_out = 1,
        .optional = 0u,
        .out_names = {"result"},
        .out_var = {0},
        .out_fixed = {SY_DTYPE_COUNT},
        .differentiable = true,
        .memory_bound = true,
        .route = sy__route_sigmoid,
        .backward = sy__backward_sigmoid,
        .saves = {[0] = SY__SAVES_RESULT},
        .reads_results = 0u,
    },
    [SY_OP_RELU] = {
        .name = "relu",
        .cls = SY__CLASS_UNARY,
        .kernel = SY__KERNEL_EW,
        .variadic = false,
        .n_attrs = 0,
        .attrs = {{0}},
        .infer = sy__infer_same,
        .n_in = 1,
        .creates = false,
        .values = false,
        .fast = true,
        .fast_kernels = sy__fast_relu,
        .dtypes = SY__DT_F32 | SY__DT_F64 | SY__DT_I32 | SY__DT_I64 | SY__DT_U8 | SY__DT_I8 | SY__DT_I16 | SY__DT_F16 | SY__DT_BF16 | SY__DT_U16 | SY__DT_U32 | SY__DT_U64,
        .in_names = {"a"},
        .in_var = {0},
        .in_dtypes = {0},
        .key_var = 0,
        .n_out = 1,
        .optional = 0u,
        .out_names = {"result"},
        .out_var = {0},
        .out_fixed = {SY_DTYPE_COUNT},
        .differentiable = true,
        .memory_bound = true,
        .route = sy__route_relu,
        .backward = sy__backward_relu,
        .saves = {[0] = SY__SAVES_DATA(0)},
        .reads_results = 0u,
    },
    [SY_OP_SIN] = {
        .name = "sin",
        .cls = SY__CLASS_UNARY,
        .kernel = SY__KERNEL_EW,
        .variadic = false,
        .n_attrs = 0,
        .attrs = {{0}},
        .infer = sy__infer_same,
        .n_in = 1,
        .creates = false,
        .values = false,
        .fast = true,
        .fast_kernels = sy__fast_sin,
        .dtypes = SY__DT_F32 | SY__DT_F64,
        .in_names = {"a"},
        .in_var = {0},
        .in_dtypes = {0},
        .key_var = 0,
        .n_out = 1,
        .optional = 0u,
        .out_names = {"result"},
        .out_var = {0},
        .out_fixed = {SY_DTYPE_COUNT},
        .differentiable = true,
        .memory_bound = true,
        .route = sy__route_sin,
        .backward = sy__backward_sin,
        .saves = {[0] = SY__SAVES_DATA(0)},
        .reads_results = 0u,
    },
    [SY_OP_COS] = {
        .name = "cos",
        .cls = SY__CLASS_UNARY,
        .kernel = SY__KERNEL_EW,
        .variadic = false,
        .n_attrs = 0,
        .attrs = {{0}},
        .infer = sy__infer_same,
        .n_in = 1,
        .creates = false,
        .values = false,
        .fast = true,
        .fast_kernels = sy__fast_cos,
        .dtypes = SY__DT_F32 | SY__DT_F64,
        .in_names = {"a"},
        .in_var = {0},
        .in_dtypes = {0},
        .key_var = 0,
        .n_out = 1,
        .optional = 0u,
        .out_names = {"result"},
        .out_var = {0},
        .out_fixed = {SY_DTYPE_COUNT},
        .differentiable = true,
        .memory_bound = true,
        .route = sy__route_cos,
        .backward = sy__backward_cos,
        .saves = {[0] = SY__SAVES_DATA(0)},
        .reads_results = 0u,
    },
    [SY_OP_TAN] = {
        .name = "tan",
        .cls = SY__CLASS_UNARY,
        .kernel = SY__KERNEL_EW,
        .variadic = false,
        .n_attrs = 0,
        .attrs = {{0}},
        .infer = sy__infer_same,
        .n_in = 1,
        .creates = false,
        .values = false,
        .fast = true,
        .fast_kernels = sy__fast_tan,
        .dtypes = SY__DT_F32 | SY__DT_F64,
        .in_names = {"a"},
        .in_var = {0},
        .in_dtypes = {0},
        .key_var = 0,
        .n_out = 1,
        .optional = 0u,
        .out_names = {"result"},
        .out_var = {0},
        .out_fixed = {SY_DTYPE_COUNT},
        .differentiable = true,
        .memory_bound = true,
        .route = sy__route_tan,
        .backward = sy__backward_tan,
        .saves = {[0] = SY__SAVES_RESULT},
        .reads_results = 0u,
    },
    [SY_OP_ASIN] = {
        .name = "asin",
        .cls = SY__CLASS_UNARY,
        .kernel = SY__KERNEL_EW,
        .variadic = false,
        .n_attrs = 0,
        .attrs = {{0}},
        .infer = sy__infer_same,
        .n_in = 1,
        .creates = false,
        .values = false,
        .fast = true,
        .fast_kernels = sy__fast_asin,
        .dtypes = SY__DT_F32 | SY__DT_F64,
        .in_names = {"a"},
        .in_var = {0},
        .in_dtypes = {0},
        .key_var = 0,
        .n_out = 1,
        .optional = 0u,
        .out_names = {"result"},
        .out_var = {0},
        .out_fixed = {SY_DTYPE_COUNT},
        .differentiable = true,
        .memory_bound = true,
        .route = sy__route_asin,
        .backward = sy__backward_asin,
        .saves = {[0] = SY__SAVES_DATA(0)},
        .reads_results = 0u,
    },
    [SY_OP_ACOS] = {
        .name = "acos",
        .cls = SY__CLASS_UNARY,
        .kernel = SY__KERNEL_EW,
        .variadic = false,
        .n_attrs = 0,
        .attrs = {{0}},
        .infer = sy__infer_same,
        .n_in = 1,
        .creates = false,
        .values = false,
        .fast = true,
        .fast_kernels = sy__fast_acos,
        .dtypes = SY__DT_F32 | SY__DT_F64,
        .in_names = {"a"},
        .in_var = {0},
        .in_dtypes = {0},
        .key_var = 0,
        .n_out = 1,
        .optional = 0u,
        .out_names = {"result"},
        .out_var = {0},
        .out_fixed = {SY_DTYPE_COUNT},
        .differentiable = true,
        .memory_bound = true,
        .route = sy__route_acos,
        .backward = sy__backward_acos,
        .saves = {[0] = SY__SAVES_DATA(0)},
        .reads_results = 0u,
    },
    [SY_OP_ATAN] = {
        .name = "atan",
        .cls = SY__CLASS_UNARY,
        .kernel = SY__KERNEL_EW,
        .variadic = false,
        .n_attrs = 0,
        .attrs = {{0}},
        .infer = sy__infer_same,
        .n_in = 1,
        .creates = false,
        .values = false,
        .fast = true,
        .fast_kernels = sy__fast_atan,
        .dtypes = SY__DT_F32 | SY__DT_F64,
        .in_names = {"a"},
        .in_var = {0},
        .in_dtypes = {0},
        .key_var = 0,
        .n_out = 1,
        .optional = 0u,
        .out_names = {"result"},
        .out_var = {0},
        .out_fixed = {SY_DTYPE_COUNT},
        .differentiable = true,
        .memory_bound = true,
        .route = sy__route_atan,
        .backward = sy__backward_atan,
        .saves = {[0] = SY__SAVES_DATA(0)},
        .reads_results = 0u,
    },
    [SY_OP_SINH] = {
        .name = "sinh",
        .cls = SY__CLASS_UNARY,
        .kernel = SY__KERNEL_EW,
        .variadic = false,
        .n_attrs = 0,
        .attrs = {{0}},
        .infer = sy__infer_same,
        .n_in = 1,
        .creates = false,
        .values = false,
        .fast = true,
        .fast_kernels = sy__fast_sinh,
        .dtypes = SY__DT_F32 | SY__DT_F64,
        .in_names = {"a"},
        .in_var = {0},
        .in_dtypes = {0},
        .key_var = 0,
        .n_out = 1,
        .optional = 0u,
        .out_names = {"result"},
        .out_var = {0},
        .out_fixed = {SY_DTYPE_COUNT},
        .differentiable = true,
        .memory_bound = true,
        .route = sy__route_sinh,
        .backward = sy__backward_sinh,
        .saves = {[0] = SY__SAVES_DATA(0)},
        .reads_results = 0u,
    },
    [SY_OP_COSH] = {
        .name = "cosh",
        .cls = SY__CLASS_UNARY,
        .kernel = SY__KERNEL_EW,
        .variadic = false,
        .n_attrs = 0,
        .attrs = {{0}},
        .infer = sy__infer_same,
        .n_in = 1,
        .creates = false,
        .values = false,
        .fast = true,
        .fast_kernels = sy__fast_cosh,
        .dtypes = SY__DT_F32 | SY__DT_F64,
        .in_names = {"a"},
        .in_var = {0},
        .in_dtypes = {0},
        .key_var = 0,
        .n_out = 1,
        .optional = 0u,
        .out_names = {"result"},
        .out_var = {0},
        .out_fixed = {SY_DTYPE_COUNT},
        .differentiable = true,
        .memory_bound = true,
        .route = sy__route_cosh,
        .backward = sy__backward_cosh,
        .saves = {[0] = SY__SAVES_DATA(0)},
        .reads_results = 0u,
    },
    [SY_OP_ASINH] = {
        .name = "asinh",
        .cls = SY__CLASS_UNARY,
        .kernel = SY__KERNEL_EW,
        .variadic = false,
        .n_attrs = 0,
        .attrs = {{0}},
        .infer = sy__infer_same,
        .n_in = 1,
        .creates = false,
        .values = false,
        .fast = true,
        .fast_kernels = sy__fast_asinh,
        .dtypes = SY__DT_F32 | SY__DT_F64,
        .in_names = {"a"},
        .in_var = {0},
        .in_dtypes = {0},
        .key_var = 0,
        .n_out = 1,
        .optional = 0u,
        .out_names = {"result"},
        .out_var = {0},
        .out_fixed = {SY_DTYPE_COUNT},
        .differentiable = true,
        .memory_bound = true,
        .route = sy__route_asinh,
        .backward = sy__backward_asinh,
        .saves = {[0] = SY__SAVES_DATA(0)},
        .reads_results = 0u,
    },
    [SY_OP_ACOSH] = {
        .name = "acosh",
        .cls = SY__CLASS_UNARY,
        .kernel = SY__KERNEL_EW,
        .variadic = false,
        .n_attrs = 0,
        .attrs = {{0}},
        .infer = sy__infer_same,
        .n_in = 1,
        .creates = false,
        .values = false,
        .fast = true,
        .fast_kernels = sy__fast_acosh,
        .dtypes = SY__DT_F32 | SY__DT_F64,
        .in_names = {"a"},
        .in_var = {0},
        .in_dtypes = {0},
        .key_var = 0,
        .n_out = 1,
        .optional = 0u,
        .out_names = {"result"},
        .out_var = {0},
        .out_fixed = {SY_DTYPE_COUNT},
        .differentiable = true,
        .memory_bound = true,
        .route = sy__route_acosh,
        .backward = sy__backward_acosh,
        .saves = {[0] = SY__SAVES_DATA(0)},
        .reads_results = 0u,
    },
    [SY_OP_ATANH] = {
        .name = "atanh",
        .cls = SY__CLASS_UNARY,
        .kernel = SY__KERNEL_EW,
        .variadic = false,
        .n_attrs = 0,
        .attrs = {{0}},
        .infer = sy__infer_same,
        .n_in = 1,
        .creates = false,
        .values = false,
        .fast = true,
        .fast_kernels = sy__fast_atanh,
        .dtypes = SY__DT_F32 | SY__DT_F64,
        .in_names = {"a"},
        .in_var = {0},
        .in_dtypes = {0},
        .key_var = 0,
        .n_out = 1,
        .optional = 0u,
        .out_names = {"result"},
        .out_var = {0},
        .out_fixed = {SY_DTYPE_COUNT},
        .differentiable = true,
        .memory_bound = true,
        .route = sy__route_atanh,
        .backward = sy__backward_atanh,
        .saves = {[0] = SY__SAVES_DATA(0)},
        .reads_results = 0u,
    },
    [SY_OP_ERF] = {
        .name = "erf",
        .cls = SY__CLASS_UNARY,
        .kernel = SY__KERNEL_EW,
        .variadic = false,
        .n_attrs = 0,
        .attrs = {{0}},
        .infer = sy__infer_same,
        .n_in = 1,
        .creates = false,
        .values = false,
        .fast = true,
        .fast_kernels = sy__fast_erf,
        .dtypes = SY__DT_F32 | SY__DT_F64,
        .in_names = {"a"},
        .in_var = {0},
        .in_dtypes = {0},
        .key_var = 0,
        .n_out = 1,
        .optional = 0u,
        .out_names = {"result"},
        .out_var = {0},
        .out_fixed = {SY_DTYPE_COUNT},
        .differentiable = true,
        .memory_bound = true,
        .route = sy__route_erf,
        .backward = sy__backward_erf,
        .saves = {[0] = SY__SAVES_DATA(0)},
        .reads_results = 0u,
    },
    [SY_OP_FLOOR] = {
        .name = "floor",
        .cls = SY__CLASS_UNARY,
        .kernel = SY__KERNEL_EW,
        .variadic = false,
        .n_attrs = 0,
        .attrs = {{0}},
        .infer = sy__infer_same,
        .n_in = 1,
        .creates = false,
        .values = false,
        .fast = true,
        .fast_kernels = sy__fast_floor,
        .dtypes = SY__DT_F32 | SY__DT_F64,
        .in_names = {"a"},
        .in_var = {0},
        .in_dtypes = {0},
        .key_var = 0,
        .n_out = 1,
        .optional = 0u,
        .out_names = {"result"},
        .out_var = {0},
        .out_fixed = {SY_DTYPE_COUNT},
        .differentiable = false,
        .memory_bound = false,
        .route = sy__route_floor,
        .backward = NULL,
        .saves = {0},
        .reads_results = 0u,
    },
    [SY_OP_CEIL] = {
        .name = "ceil",
        .cls = SY__CLASS_UNARY,
        .kernel = SY__KERNEL_EW,
        .variadic = false,
        .n_attrs = 0,
        .attrs = {{0}},
        .infer = sy__infer_same,
        .n_in = 1,
        .creates = false,
        .values = false,
        .fast = true,
        .fast_kernels = sy__fast_ceil,
        .dtypes = SY__DT_F32 | SY__DT_F64,
        .in_names = {"a"},
        .in_var = {0},
        .in_dtypes = {0},
        .key_var = 0,
        .n_out = 1,
        .optional = 0u,
        .out_names = {"result"},
        .out_var = {0},
        .out_fixed = {SY_DTYPE_COUNT},
        .differentiable = false,
        .memory_bound = false,
        .route = sy__route_ceil,
        .backward = NULL,
        .saves = {0},
        .reads_results = 0u,
    },
    [SY_OP_ROUND] = {
        .name = "round",
        .cls = SY__CLASS_UNARY,
        .kernel = SY__KERNEL_EW,
        .variadic = false,
        .n_attrs = 0,
        .attrs = {{0}},
        .infer = sy__infer_same,
        .n_in = 1,
        .creates = false,
        .values = false,
        .fast = true,
        .fast_kernels = sy__fast_round,
        .dtypes = SY__DT_F32 | SY__DT_F64,
        .in_names = {"a"},
        .in_var = {0},
        .in_dtypes = {0},
        .key_var = 0,
        .n_out = 1,
        .optional = 0u,
        .out_names = {"result"},
        .out_var = {0},
        .out_fixed = {SY_DTYPE_COUNT},
        .differentiable = false,
        .memory_bound = false,
        .route = sy__route_round,
        .backward = NULL,
        .saves = {0},
        .reads_results = 0u,
    },
    [SY_OP_SIGN] = {
        .name = "sign",
        .cls = SY__CLASS_UNARY,
        .kernel = SY__KERNEL_EW,
        .variadic = false,
        .n_attrs = 0,
        .attrs = {{0}},
        .infer = sy__infer_same,
        .n_in = 1,
        .creates = false,
        .values = false,
        .fast = true,
        .fast_kernels = sy__fast_sign,
        .dtypes = SY__DT_F32 | SY__DT_F64 | SY__DT_I32 | SY__DT_I64 | SY__DT_U8 | SY__DT_I8 | SY__DT_I16 | SY__DT_U16 | SY__DT_U32 | SY__DT_U64,
        .in_names = {"a"},
        .in_var = {0},
        .in_dtypes = {0},
        .key_var = 0,
        .n_out = 1,
        .optional = 0u,
        .out_names = {"result"},
        .out_var = {0},
        .out_fixed = {SY_DTYPE_COUNT},
        .differentiable = false,
        .memory_bound = false,
        .route = sy__route_sign,
        .backward = NULL,
        .saves = {0},
        .reads_results = 0u,
    },
    [SY_OP_RECIPROCAL] = {
        .name = "reciprocal",
        .cls = SY__CLASS_UNARY,
        .kernel = SY__KERNEL_EW,
        .variadic = false,
        .n_attrs = 0,
        .attrs = {{0}},
        .infer = sy__infer_same,
        .n_in = 1,
        .creates = false,
        .values = false,
        .fast = true,
        .fast_kernels = sy__fast_reciprocal,
        .dtypes = SY__DT_F32 | SY__DT_F64,
        .in_names = {"a"},
        .in_var = {0},
        .in_dtypes = {0},
        .key_var = 0,
        .n_out = 1,
        .optional = 0u,
        .out_names = {"result"},
        .out_var = {0},
        .out_fixed = {SY_DTYPE_COUNT},
        .differentiable = true,
        .memory_bound = true,
        .route = sy__route_reciprocal,
        .backward = sy__backward_reciprocal,
        .saves = {[0] = SY__SAVES_RESULT},
        .reads_results = 0u,
    },
    [SY_OP_SOFTPLUS] = {
        .name = "softplus",
        .cls = SY__CLASS_UNARY,
        .kernel = SY__KERNEL_EW,
        .variadic = false,
        .n_attrs = 0,
        .attrs = {{0}},
        .infer = sy__infer_same,
        .n_in = 1,
        .creates = false,
        .values = false,
        .fast = true,
        .fast_kernels = sy__fast_softplus,
        .dtypes = SY__DT_F32 | SY__DT_F64,
        .in_names = {"a"},
        .in_var = {0},
        .in_dtypes = {0},
        .key_var = 0,
        .n_out = 1,
        .optional = 0u,
        .out_names = {"result"},
        .out_var = {0},
        .out_fixed = {SY_DTYPE_COUNT},
        .differentiable = true,
        .memory_bound = true,
        .route = sy__route_softplus,
        .backward = sy__backward_softplus,
        .saves = {[0] = SY__SAVES_DATA(0)},
        .reads_results = 0u,
    },
    [SY_OP_SOFTSIGN] = {
        .name = "softsign",
        .cls = SY__CLASS_UNARY,
        .kernel = SY__KERNEL_EW,
        .variadic = false,
        .n_attrs = 0,
        .attrs = {{0}},
        .infer = sy__infer_same,
        .n_in = 1,
        .creates = false,
        .values = false,
        .fast = true,
        .fast_kernels = sy__fast_softsign,
        .dtypes = SY__DT_F32 | SY__DT_F64,
        .in_names = {"a"},
        .in_var = {0},
        .in_dtypes = {0},
        .key_var = 0,
        .n_out = 1,
        .optional = 0u,
        .out_names = {"result"},
        .out_var = {0},
        .out_fixed = {SY_DTYPE_COUNT},
        .differentiable = true,
        .memory_bound = true,
        .route = sy__route_softsign,
        .backward = sy__backward_softsign,
        .saves = {[0] = SY__SAVES_DATA(0)},
        .reads_results = 0u,
    },
    [SY_OP_LOGICAL_NOT] = {
        .name = "logical_not",
        .cls = SY__CLASS_UNARY,
        .kernel = SY__KERNEL_EW,
        .variadic = false,
        .n_attrs = 0,
        .attrs = {{0}},
        .infer = sy__infer_same,
        .n_in = 1,
        .creates = false,
        .values = false,
        .fast = true,
        .fast_kernels = sy__fast_logical_not,
        .dtypes = SY__DT_BOOL,
        .in_names = {"a"},
        .in_var = {0},
        .in_dtypes = {0},
        .key_var = 0,
        .n_out = 1,
        .optional = 0u,
        .out_names = {"result"},
        .out_var = {0},
        .out_fixed = {SY_DTYPE_COUNT},
        .differentiable = false,
        .memory_bound = false,
        .route = sy__route_logical_not,
        .backward = NULL,
        .saves = {0},
        .reads_results = 0u,
    },
    [SY_OP_BITWISE_NOT] = {
        .name = "bitwise_not",
        .cls = SY__CLASS_UNARY,
        .kernel = SY__KERNEL_EW,
        .variadic = false,
        .n_attrs = 0,
        .attrs = {{0}},
        .infer = sy__infer_same,
        .n_in = 1,
        .creates = false,
        .values = false,
        .fast = true,
        .fast_kernels = sy__fast_bitwise_not,
        .dtypes = SY__DT_I32 | SY__DT_I64 | SY__DT_U8 | SY__DT_I8 | SY__DT_I16 | SY__DT_U16 | SY__DT_U32 | SY__DT_U64,
        .in_names = {"a"},
        .in_var = {0},
        .in_dtypes = {0},
        .key_var = 0,
        .n_out = 1,
        .optional = 0u,
        .out_names = {"result"},
        .out_var = {0},
        .out_fixed = {SY_DTYPE_COUNT},
        .differentiable = false,
        .memory_bound = false,
        .route = sy__route_bitwise_not,
        .backward = NULL,
        .saves = {0},
        .reads_results = 0u,
    },
    [SY_OP_HARD_SWISH] = {
        .name = "hard_swish",
        .cls = SY__CLASS_UNARY,
        .kernel = SY__KERNEL_EW,
        .variadic = false,
        .n_attrs = 0,
        .attrs = {{0}},
        .infer = sy__infer_same,
        .n_in = 1,
        .creates = false,
        .values = false,
        .fast = true,
        .fast_kernels = sy__fast_hard_swish,
        .dtypes = SY__DT_F32 | SY__DT_F64 | SY__DT_F16 | SY__DT_BF16,
        .in_names = {"a"},
        .in_var = {0},
        .in_dtypes = {0},
        .key_var = 0,
        .n_out = 1,
        .optional = 0u,
        .out_names = {"result"},
        .out_var = {0},
        .out_fixed = {SY_DTYPE_COUNT},
        .differentiable = true,
        .memory_bound = true,
        .route = sy__route_hard_swish,
        .backward = sy__backward_hard_swish,
        .saves = {[0] = SY__SAVES_DATA(0)},
        .reads_results = 0u,
    },
    [SY_OP_MISH] = {
        .name = "mish",
        .cls = SY__CLASS_UNARY,
        .kernel = SY__KERNEL_EW,
        .variadic = false,
        .n_attrs = 0,
        .attrs = {{0}},
        .infer = sy__infer_same,
        .n_in = 1,
        .creates = false,
        .values = false,
        .fast = true,
        .fast_kernels = sy__fast_mish,
        .dtypes = SY__DT_F32 | SY__DT_F64 | SY__DT_F16 | SY__DT_BF16,
        .in_names = {"a"},
        .in_var = {0},
        .in_dtypes = {0},
        .key_var = 0,
        .n_out = 1,
        .optional = 0u,
        .out_names = {"result"},
        .out_var = {0},
        .out_fixed = {SY_DTYPE_COUNT},
        .differentiable = true,
        .memory_bound = true,
        .route = sy__route_mish,
        .backward = sy__backward_mish,
        .saves = {[0] = SY__SAVES_DATA(0)},
        .reads_results = 0u,
    },
    [SY_OP_ADD] = {
        .name = "add",
        .cls = SY__CLASS_BINARY,
        .kernel = SY__KERNEL_EW,
        .variadic = false,
        .n_attrs = 0,
        .attrs = {{0}},
        .infer = sy__infer_broadcast,
        .n_in = 2,
        .creates = false,
        .values = false,
        .fast = true,
        .fast_kernels = sy__fast_add,
        .dtypes = SY__DT_F32 | SY__DT_F64 | SY__DT_I32 | SY__DT_I64 | SY__DT_U8 | SY__DT_I8 | SY__DT_I16 | SY__DT_F16 | SY__DT_BF16 | SY__DT_U16 | SY__DT_U32 | SY__DT_U64,
        .in_names = {"a", "b"},
        .in_var = {0, 0},
        .in_dtypes = {0, 0},
        .key_var = 0,
        .n_out = 1,
        .optional = 0u,
        .out_names = {"result"},
        .out_var = {0},
        .out_fixed = {SY_DTYPE_COUNT},
        .differentiable = true,
        .memory_bound = true,
        .route = sy__route_add,
        .backward = sy__backward_add,
        .saves = {[0] = 0u, [1] = 0u},
        .reads_results = 0u,
    },
    [SY_OP_SUB] = {
        .name = "sub",
        .cls = SY__CLASS_BINARY,
        .kernel = SY__KERNEL_EW,
        .variadic = false,
        .n_attrs = 0,
        .attrs = {{0}},
        .infer = sy__infer_broadcast,
        .n_in = 2,
        .creates = false,
        .values = false,
        .fast = true,
        .fast_kernels = sy__fast_sub,
        .dtypes = SY__DT_F32 | SY__DT_F64 | SY__DT_I32 | SY__DT_I64 | SY__DT_U8 | SY__DT_I8 | SY__DT_I16 | SY__DT_F16 | SY__DT_BF16 | SY__DT_U16 | SY__DT_U32 | SY__DT_U64,
        .in_names = {"a", "b"},
        .in_var = {0, 0},
        .in_dtypes = {0, 0},
        .key_var = 0,
        .n_out = 1,
        .optional = 0u,
        .out_names = {"result"},
        .out_var = {0},
        .out_fixed = {SY_DTYPE_COUNT},
        .differentiable = true,
        .memory_bound = true,
        .route = sy__route_sub,
        .backward = sy__backward_sub,
        .saves = {[0] = 0u, [1] = 0u},
        .reads_results = 0u,
    },
    [SY_OP_MUL] = {
        .name = "mul",
        .cls = SY__CLASS_BINARY,
        .kernel = SY__KERNEL_EW,
        .variadic = false,
        .n_attrs = 0,
        .attrs = {{0}},
        .infer = sy__infer_broadcast,
        .n_in = 2,
        .creates = false,
        .values = false,
        .fast = true,
        .fast_kernels = sy__fast_mul,
        .dtypes = SY__DT_F32 | SY__DT_F64 | SY__DT_I32 | SY__DT_I64 | SY__DT_U8 | SY__DT_I8 | SY__DT_I16 | SY__DT_F16 | SY__DT_BF16 | SY__DT_U16 | SY__DT_U32 | SY__DT_U64,
        .in_names = {"a", "b"},
        .in_var = {0, 0},
        .in_dtypes = {0, 0},
        .key_var = 0,
        .n_out = 1,
        .optional = 0u,
        .out_names = {"result"},
        .out_var = {0},
        .out_fixed = {SY_DTYPE_COUNT},
        .differentiable = true,
        .memory_bound = true,
        .route = sy__route_mul,
        .backward = sy__backward_mul,
        .saves = {[0] = SY__SAVES_DATA(1), [1] = SY__SAVES_DATA(0)},
        .reads_results = 0u,
    },
    [SY_OP_DIV] = {
        .name = "div",
        .cls = SY__CLASS_BINARY,
        .kernel = SY__KERNEL_EW,
        .variadic = false,
        .n_attrs = 0,
        .attrs = {{0}},
        .infer = sy__infer_broadcast,
        .n_in = 2,
        .creates = false,
        .values = false,
        .fast = true,
        .fast_kernels = sy__fast_div,
        .dtypes = SY__DT_F32 | SY__DT_F64 | SY__DT_I32 | SY__DT_I64 | SY__DT_U8 | SY__DT_I8 | SY__DT_I16 | SY__DT_F16 | SY__DT_BF16 | SY__DT_U16 | SY__DT_U32 | SY__DT_U64,
        .in_names = {"a", "b"},
        .in_var = {0, 0},
        .in_dtypes = {0, 0},
        .key_var = 0,
        .n_out = 1,
        .optional = 0u,
        .out_names = {"result"},
        .out_var = {0},
        .out_fixed = {SY_DTYPE_COUNT},
        .differentiable = true,
        .memory_bound = true,
        .route = sy__route_div,
        .backward = sy__backward_div,
        .saves = {[0] = SY__SAVES_DATA(1), [1] = SY__SAVES_DATA(1) | SY__SAVES_RESULT},
        .reads_results = 0u,
    },
    [SY_OP_MAXIMUM] = {
        .name = "maximum",
        .cls = SY__CLASS_BINARY,
        .kernel = SY__KERNEL_EW,
        .variadic = false,
        .n_attrs = 0,
        .attrs = {{0}},
        .infer = sy__infer_broadcast,
        .n_in = 2,
        .creates = false,
        .values = false,
        .fast = true,
        .fast_kernels = sy__fast_maximum,
        .dtypes = SY__DT_F32 | SY__DT_F64 | SY__DT_I32 | SY__DT_I64 | SY__DT_U8 | SY__DT_I8 | SY__DT_I16 | SY__DT_F16 | SY__DT_BF16 | SY__DT_U16 | SY__DT_U32 | SY__DT_U64,
        .in_names = {"a", "b"},
        .in_var = {0, 0},
        .in_dtypes = {0, 0},
        .key_var = 0,
        .n_out = 1,
        .optional = 0u,
        .out_names = {"result"},
        .out_var = {0},
        .out_fixed = {SY_DTYPE_COUNT},
        .differentiable = true,
        .memory_bound = true,
        .route = sy__route_maximum,
        .backward = sy__backward_maximum,
        .saves = {[0] = SY__SAVES_DATA(0) | SY__SAVES_DATA(1), [1] = SY__SAVES_DATA(0) | SY__SAVES_DATA(1)},
        .reads_results = 0u,
    },
    [SY_OP_MINIMUM] = {
        .name = "minimum",
        .cls = SY__CLASS_BINARY,
        .kernel = SY__KERNEL_EW,
        .variadic = false,
        .n_attrs = 0,
        .attrs = {{0}},
        .infer = sy__infer_broadcast,
        .n_in = 2,
        .creates = false,
        .values = false,
        .fast = true,
        .fast_kernels = sy__fast_minimum,
        .dtypes = SY__DT_F32 | SY__DT_F64 | SY__DT_I32 | SY__DT_I64 | SY__DT_U8 | SY__DT_I8 | SY__DT_I16 | SY__DT_F16 | SY__DT_BF16 | SY__DT_U16 | SY__DT_U32 | SY__DT_U64,
        .in_names = {"a", "b"},
        .in_var = {0, 0},
        .in_dtypes = {0, 0},
        .key_var = 0,
        .n_out = 1,
        .optional = 0u,
        .out_names = {"result"},
        .out_var = {0},
        .out_fixed = {SY_DTYPE_COUNT},
        .differentiable = true,
        .memory_bound = true,
        .route = sy__route_minimum,
        .backward = sy__backward_minimum,
        .saves = {[0] = SY__SAVES_DATA(0) | SY__SAVES_DATA(1), [1] = SY__SAVES_DATA(0) | SY__SAVES_DATA(1)},
        .reads_results = 0u,
    },
    [SY_OP_POW] = {
        .name = "pow",
        .cls = SY__CLASS_BINARY,
        .kernel = SY__KERNEL_EW,
        .variadic = false,
        .n_attrs = 0,
        .attrs = {{0}},
        .infer = sy__infer_broadcast,
        .n_in = 2,
        .creates = false,
        .values = false,
        .fast = true,
        .fast_kernels = sy__fast_pow,
        .dtypes = SY__DT_F32 | SY__DT_F64 | SY__DT_I32 | SY__DT_I64 | SY__DT_U8 | SY__DT_I8 | SY__DT_I16 | SY__DT_U16 | SY__DT_U32 | SY__DT_U64,
        .in_names = {"a", "b"},
        .in_var = {0, 0},
        .in_dtypes = {0, 0},
        .key_var = 0,
        .n_out = 1,
        .optional = 0u,
        .out_names = {"result"},
        .out_var = {0},
        .out_fixed = {SY_DTYPE_COUNT},
        .differentiable = true,
        .memory_bound = true,
        .route = sy__route_pow,
        .backward = sy__backward_pow,
        .saves = {[0] = SY__SAVES_DATA(0) | SY__SAVES_DATA(1), [1] = SY__SAVES_DATA(0) | SY__SAVES_DATA(1) | SY__SAVES_RESULT},
        .reads_results = 0u,
    },
    [SY_OP_MOD] = {
        .name = "mod",
        .cls = SY__CLASS_BINARY,
        .kernel = SY__KERNEL_EW,
        .variadic = false,
        .n_attrs = 0,
        .attrs = {{0}},
        .infer = sy__infer_broadcast,
        .n_in = 2,
        .creates = false,
        .values = false,
        .fast = true,
        .fast_kernels = sy__fast_mod,
        .dtypes = SY__DT_F32 | SY__DT_F64 | SY__DT_I32 | SY__DT_I64 | SY__DT_U8 | SY__DT_I8 | SY__DT_I16 | SY__DT_U16 | SY__DT_U32 | SY__DT_U64,
        .in_names = {"a", "b"},
        .in_var = {0, 0},
        .in_dtypes = {0, 0},
        .key_var = 0,
        .n_out = 1,
        .optional = 0u,
        .out_names = {"result"},
        .out_var = {0},
        .out_fixed = {SY_DTYPE_COUNT},
        .differentiable = true,
        .memory_bound = true,
        .route = sy__route_mod,
        .backward = sy__backward_mod,
        .saves = {[0] = 0u, [1] = SY__SAVES_DATA(0) | SY__SAVES_DATA(1) | SY__SAVES_RESULT},
        .reads_results = 0u,
    },
    [SY_OP_FMOD] = {
        .name = "fmod",
        .cls = SY__CLASS_BINARY,
        .kernel = SY__KERNEL_EW,
        .variadic = false,
        .n_attrs = 0,
        .attrs = {{0}},
        .infer = sy__infer_broadcast,
        .n_in = 2,
        .creates = false,
        .values = false,
        .fast = true,
        .fast_kernels = sy__fast_fmod,
        .dtypes = SY__DT_F32 | SY__DT_F64 | SY__DT_I32 | SY__DT_I64 | SY__DT_U8 | SY__DT_I8 | SY__DT_I16 | SY__DT_F16 | SY__DT_BF16 | SY__DT_U16 | SY__DT_U32 | SY__DT_U64,
        .in_names = {"a", "b"},
        .in_var = {0, 0},
        .in_dtypes = {0, 0},
        .key_var = 0,
        .n_out = 1,
        .optional = 0u,
        .out_names = {"result"},
        .out_var = {0},
        .out_fixed = {SY_DTYPE_COUNT},
        .differentiable = true,
        .memory_bound = true,
        .route = sy__route_fmod,
        .backward = sy__backward_fmod,
        .saves = {[0] = 0u, [1] = SY__SAVES_DATA(0) | SY__SAVES_DATA(1) | SY__SAVES_RESULT},
        .reads_results = 0u,
    },
    [SY_OP_LOGICAL_AND] = {
        .name = "logical_and",
        .cls = SY__CLASS_BINARY,
        .kernel = SY__KERNEL_EW,
        .variadic = false,
        .n_attrs = 0,
        .attrs = {{0}},
        .infer = sy__infer_broadcast,
        .n_in = 2,
        .creates = false,
        .values = false,
        .fast = true,
        .fast_kernels = sy__fast_logical_and,
        .dtypes = SY__DT_BOOL,
        .in_names = {"a", "b"},
        .in_var = {0, 0},
        .in_dtypes = {0, 0},
        .key_var = 0,
        .n_out = 1,
        .optional = 0u,
        .out_names = {"result"},
        .out_var = {0},
        .out_fixed = {SY_DTYPE_COUNT},
        .differentiable = false,
        .memory_bound = false,
        .route = sy__route_logical_and,
        .backward = NULL,
        .saves = {0},
        .reads_results = 0u,
    },
    [SY_OP_LOGICAL_OR] = {
        .name = "logical_or",
        .cls = SY__CLASS_BINARY,
        .kernel = SY__KERNEL_EW,
        .variadic = false,
        .n_attrs = 0,
        .attrs = {{0}},
        .infer = sy__infer_broadcast,
        .n_in = 2,
        .creates = false,
        .values = false,
        .fast = true,
        .fast_kernels = sy__fast_logical_or,
        .dtypes = SY__DT_BOOL,
        .in_names = {"a", "b"},
        .in_var = {0, 0},
        .in_dtypes = {0, 0},
        .key_var = 0,
        .n_out = 1,
        .optional = 0u,
        .out_names = {"result"},
        .out_var = {0},
        .out_fixed = {SY_DTYPE_COUNT},
        .differentiable = false,
        .memory_bound = false,
        .route = sy__route_logical_or,
        .backward = NULL,
        .saves = {0},
        .reads_results = 0u,
    },
    [SY_OP_LOGICAL_XOR] = {
        .name = "logical_xor",
        .cls = SY__CLASS_BINARY,
        .kernel = SY__KERNEL_EW,
        .variadic = false,
        .n_attrs = 0,
        .attrs = {{0}},
        .infer = sy__infer_broadcast,
        .n_in = 2,
        .creates = false,
        .values = false,
        .fast = true,
        .fast_kernels = sy__fast_logical_xor,
        .dtypes = SY__DT_BOOL,
        .in_names = {"a", "b"},
        .in_var = {0, 0},
        .in_dtypes = {0, 0},
        .key_var = 0,
        .n_out = 1,
        .optional = 0u,
        .out_names = {"result"},
        .out_var = {0},
        .out_fixed = {SY_DTYPE_COUNT},
        .differentiable = false,
        .memory_bound = false,
        .route = sy__route_logical_xor,
        .backward = NULL,
        .saves = {0},
        .reads_results = 0u,
    },
    [SY_OP_BITWISE_AND] = {
        .name = "bitwise_and",
        .cls = SY__CLASS_BINARY,
        .kernel = SY__KERNEL_EW,
        .variadic = false,
        .n_attrs = 0,
        .attrs = {{0}},
        .infer = sy__infer_broadcast,
        .n_in = 2,
        .creates = false,
        .values = false,
        .fast = true,
        .fast_kernels = sy__fast_bitwise_and,
        .dtypes = SY__DT_I32 | SY__DT_I64 | SY__DT_U8 | SY__DT_I8 | SY__DT_I16 | SY__DT_U16 | SY__DT_U32 | SY__DT_U64,
        .in_names = {"a", "b"},
        .in_var = {0, 0},
        .in_dtypes = {0, 0},
        .key_var = 0,
        .n_out = 1,
        .optional = 0u,
        .out_names = {"result"},
        .out_var = {0},
        .out_fixed = {SY_DTYPE_COUNT},
        .differentiable = false,
        .memory_bound = false,
        .route = sy__route_bitwise_and,
        .backward = NULL,
        .saves = {0},
        .reads_results = 0u,
    },
    [SY_OP_BITWISE_OR] = {
        .name = "bitwise_or",
        .cls = SY__CLASS_BINARY,
        .kernel = SY__KERNEL_EW,
        .variadic = false,
        .n_attrs = 0,
        .attrs = {{0}},
        .infer = sy__infer_broadcast,
        .n_in = 2,
        .creates = false,
        .values = false,
        .fast = true,
        .fast_kernels = sy__fast_bitwise_or,
        .dtypes = SY__DT_I32 | SY__DT_I64 | SY__DT_U8 | SY__DT_I8 | SY__DT_I16 | SY__DT_U16 | SY__DT_U32 | SY__DT_U64,
        .in_names = {"a", "b"},
        .in_var = {0, 0},
        .in_dtypes = {0, 0},
        .key_var = 0,
        .n_out = 1,
        .optional = 0u,
        .out_names = {"result"},
        .out_var = {0},
        .out_fixed = {SY_DTYPE_COUNT},
        .differentiable = false,
        .memory_bound = false,
        .route = sy__route_bitwise_or,
        .backward = NULL,
        .saves = {0},
        .reads_results = 0u,
    },
    [SY_OP_BITWISE_XOR] = {
        .name = "bitwise_xor",
        .cls = SY__CLASS_BINARY,
        .kernel = SY__KERNEL_EW,
        .variadic = false,
        .n_attrs = 0,
        .attrs = {{0}},
        .infer = sy__infer_broadcast,
        .n_in = 2,
        .creates = false,
        .values = false,
        .fast = true,
        .fast_kernels = sy__fast_bitwise_xor,
        .dtypes = SY__DT_I32 | SY__DT_I64 | SY__DT_U8 | SY__DT_I8 | SY__DT_I16 | SY__DT_U16 | SY__DT_U32 | SY__DT_U64,
        .in_names = {"a", "b"},
        .in_var = {0, 0},
        .in_dtypes = {0, 0},
        .key_var = 0,
        .n_out = 1,
        .optional = 0u,
        .out_names = {"result"},
        .out_var = {0},
        .out_fixed = {SY_DTYPE_COUNT},
        .differentiable = false,
        .memory_bound = false,
        .route = sy__route_bitwise_xor,
        .backward = NULL,
        .saves = {0},
        .reads_results = 0u,
    },
    [SY_OP_SHIFT_LEFT] = {
        .name = "shift_left",
        .cls = SY__CLASS_BINARY,
        .kernel = SY__KERNEL_EW,
        .variadic = false,
        .n_attrs = 0,
        .attrs = {{0}},
        .infer = sy__infer_broadcast,
        .n_in = 2,
        .creates = false,
        .values = false,
        .fast = true,
        .fast_kernels = sy__fast_shift_left,
        .dtypes = SY__DT_U8 | SY__DT_U16 | SY__DT_U32 | SY__DT_U64,
        .in_names = {"a", "b"},
        .in_var = {0, 0},
        .in_dtypes = {0, 0},
        .key_var = 0,
        .n_out = 1,
        .optional = 0u,
        .out_names = {"result"},
        .out_var = {0},
        .out_fixed = {SY_DTYPE_COUNT},
        .differentiable = false,
        .memory_bound = false,
        .route = sy__route_shift_left,
        .backward = NULL,
        .saves = {0},
        .reads_results = 0u,
    },
    [SY_OP_SHIFT_RIGHT] = {
        .name = "shift_right",
        .cls = SY__CLASS_BINARY,
        .kernel = SY__KERNEL_EW,
        .variadic = false,
        .n_attrs = 0,
        .attrs = {{0}},
        .infer = sy__infer_broadcast,
        .n_in = 2,
        .creates = false,
        .values = false,
        .fast = true,
        .fast_kernels = sy__fast_shift_right,
        .dtypes = SY__DT_U8 | SY__DT_U16 | SY__DT_U32 | SY__DT_U64,
        .in_names = {"a", "b"},
        .in_var = {0, 0},
        .in_dtypes = {0, 0},
        .key_var = 0,
        .n_out = 1,
        .optional = 0u,
        .out_names = {"result"},
        .out_var = {0},
        .out_fixed = {SY_DTYPE_COUNT},
        .differentiable = false,
        .memory_bound = false,
        .route = sy__route_shift_right,
        .backward = NULL,
        .saves = {0},
        .reads_results = 0u,
    },
    [SY_OP_EQ] = {
        .name = "eq",
        .cls = SY__CLASS_COMPARE,
        .kernel = SY__KERNEL_EW,
        .variadic = false,
        .n_attrs = 0,
        .attrs = {{0}},
        .infer = sy__infer_broadcast,
        .n_in = 2,
        .creates = false,
        .values = false,
        .fast = false,
        .fast_kernels = sy__fast_none,
        .dtypes = SY__DT_ALL,
        .in_names = {"a", "b"},
        .in_var = {0, 0},
        .in_dtypes = {0, 0},
        .key_var = 0,
        .n_out = 1,
        .optional = 0u,
        .out_names = {"result"},
        .out_var = {-1},
        .out_fixed = {SY_DTYPE_BOOL},
        .differentiable = false,
        .memory_bound = false,
        .route = sy__route_eq,
        .backward = NULL,
        .saves = {0},
        .reads_results = 0u,
    },
    [SY_OP_LT] = {
        .name = "lt",
        .cls = SY__CLASS_COMPARE,
        .kernel = SY__KERNEL_EW,
        .variadic = false,
        .n_attrs = 0,
        .attrs = {{0}},
        .infer = sy__infer_broadcast,
        .n_in = 2,
        .creates = false,
        .values = false,
        .fast = false,
        .fast_kernels = sy__fast_none,
        .dtypes = SY__DT_ALL,
        .in_names = {"a", "b"},
        .in_var = {0, 0},
        .in_dtypes = {0, 0},
        .key_var = 0,
        .n_out = 1,
        .optional = 0u,
        .out_names = {"result"},
        .out_var = {-1},
        .out_fixed = {SY_DTYPE_BOOL},
        .differentiable = false,
        .memory_bound = false,
        .route = sy__route_lt,
        .backward = NULL,
        .saves = {0},
        .reads_results = 0u,
    },
    [SY_OP_GT] = {
        .name = "gt",
        .cls = SY__CLASS_COMPARE,
        .kernel = SY__KERNEL_EW,
        .variadic = false,
        .n_attrs = 0,
        .attrs = {{0}},
        .infer = sy__infer_broadcast,
        .n_in = 2,
        .creates = false,
        .values = false,
        .fast = false,
        .fast_kernels = sy__fast_none,
        .dtypes = SY__DT_ALL,
        .in_names = {"a", "b"},
        .in_var = {0, 0},
        .in_dtypes = {0, 0},
        .key_var = 0,
        .n_out = 1,
        .optional = 0u,
        .out_names = {"result"},
        .out_var = {-1},
        .out_fixed = {SY_DTYPE_BOOL},
        .differentiable = false,
        .memory_bound = false,
        .route = sy__route_gt,
        .backward = NULL,
        .saves = {0},
        .reads_results = 0u,
    },
    [SY_OP_LE] = {
        .name = "le",
        .cls = SY__CLASS_COMPARE,
        .kernel = SY__KERNEL_EW,
        .variadic = false,
        .n_attrs = 0,
        .attrs = {{0}},
        .infer = sy__infer_broadcast,
        .n_in = 2,
        .creates = false,
        .values = false,
        .fast = false,
        .fast_kernels = sy__fast_none,
        .dtypes = SY__DT_ALL,
        .in_names = {"a", "b"},
        .in_var = {0, 0},
        .in_dtypes = {0, 0},
        .key_var = 0,
        .n_out = 1,
        .optional = 0u,
        .out_names = {"result"},
        .out_var = {-1},
        .out_fixed = {SY_DTYPE_BOOL},
        .differentiable = false,
        .memory_bound = false,
        .route = sy__route_le,
        .backward = NULL,
        .saves = {0},
        .reads_results = 0u,
    },
    [SY_OP_GE] = {
        .name = "ge",
        .cls = SY__CLASS_COMPARE,
        .kernel = SY__KERNEL_EW,
        .variadic = false,
        .n_attrs = 0,
        .attrs = {{0}},
        .infer = sy__infer_broadcast,
        .n_in = 2,
        .creates = false,
        .values = false,
        .fast = false,
        .fast_kernels = sy__fast_none,
        .dtypes = SY__DT_ALL,
        .in_names = {"a", "b"},
        .in_var = {0, 0},
        .in_dtypes = {0, 0},
        .key_var = 0,
        .n_out = 1,
        .optional = 0u,
        .out_names = {"result"},
        .out_var = {-1},
        .out_fixed = {SY_DTYPE_BOOL},
        .differentiable = false,
        .memory_bound = false,
        .route = sy__route_ge,
        .backward = NULL,
        .saves = {0},
        .reads_results = 0u,
    },
    [SY_OP_WHERE] = {
        .name = "where",
        .cls = SY__CLASS_WHERE,
        .kernel = SY__KERNEL_EW,
        .variadic = false,
        .n_attrs = 0,
        .attrs = {{0}},
        .infer = sy__infer_broadcast,
        .n_in = 3,
        .creates = false,
        .values = false,
        .fast = false,
        .fast_kernels = sy__fast_none,
        .dtypes = SY__DT_ALL,
        .in_names = {"cond", "a", "b"},
        .in_var = {-1, 0, 0},
        .in_dtypes = {SY__DT_BOOL, 0, 0},
        .key_var = 0,
        .n_out = 1,
        .optional = 0u,
        .out_names = {"result"},
        .out_var = {0},
        .out_fixed = {SY_DTYPE_COUNT},
        .differentiable = true,
        .memory_bound = true,
        .route = sy__route_where,
        .backward = sy__backward_where,
        .saves = {[0] = 0u, [1] = SY__SAVES_DATA(0), [2] = SY__SAVES_DATA(0)},
        .reads_results = 0u,
    },
    [SY_OP_MATMUL] = {
        .name = "matmul",
        .cls = SY__CLASS_MATMUL,
        .kernel = SY__KERNEL_MATMUL,
        .variadic = false,
        .n_attrs = 0,
        .attrs = {{0}},
        .infer = sy__infer_matmul,
        .n_in = 2,
        .creates = false,
        .values = false,
        .fast = false,
        .fast_kernels = sy__fast_none,
        .dtypes = SY__DT_F32 | SY__DT_F64 | SY__DT_I32 | SY__DT_I64 | SY__DT_U8 | SY__DT_I8 | SY__DT_I16 | SY__DT_F16 | SY__DT_BF16 | SY__DT_U16 | SY__DT_U32 | SY__DT_U64,
        .in_names = {"a", "b"},
        .in_var = {0, 0},
        .in_dtypes = {0, 0},
        .key_var = 0,
        .n_out = 1,
        .optional = 0u,
        .out_names = {"result"},
        .out_var = {0},
        .out_fixed = {SY_DTYPE_COUNT},
        .differentiable = true,
        .memory_bound = false,
        .route = sy__route_matmul,
        .backward = sy__backward_matmul,
        .saves = {[0] = SY__SAVES_DATA(1), [1] = SY__SAVES_DATA(0)},
        .reads_results = 0u,
    },
    [SY_OP_SUM] = {
        .name = "sum",
        .cls = SY__CLASS_REDUCE,
        .kernel = SY__KERNEL_REDUCE,
        .variadic = false,
        .n_attrs = 0,
        .attrs = {{0}},
        .infer = sy__infer_reduce,
        .n_in = 1,
        .creates = false,
        .values = false,
        .fast = false,
        .fast_kernels = sy__fast_none,
        .dtypes = SY__DT_F32 | SY__DT_F64 | SY__DT_I32 | SY__DT_I64 | SY__DT_U8 | SY__DT_I8 | SY__DT_I16 | SY__DT_F16 | SY__DT_BF16 | SY__DT_U16 | SY__DT_U32 | SY__DT_U64,
        .in_names = {"a"},
        .in_var = {0},
        .in_dtypes = {0},
        .key_var = 0,
        .n_out = 1,
        .optional = 0u,
        .out_names = {"result"},
        .out_var = {0},
        .out_fixed = {SY_DTYPE_COUNT},
        .differentiable = true,
        .memory_bound = false,
        .route = sy__route_sum,
        .backward = sy__backward_sum,
        .saves = {[0] = SY__SAVES_META(0)},
        .reads_results = 0u,
    },
    [SY_OP_MEAN] = {
        .name = "mean",
        .cls = SY__CLASS_REDUCE,
        .kernel = SY__KERNEL_REDUCE,
        .variadic = false,
        .n_attrs = 0,
        .attrs = {{0}},
        .infer = sy__infer_reduce,
        .n_in = 1,
        .creates = false,
        .values = false,
        .fast = false,
        .fast_kernels = sy__fast_none,
        .dtypes = SY__DT_F32 | SY__DT_F64 | SY__DT_F16 | SY__DT_BF16,
        .in_names = {"a"},
        .in_var = {0},
        .in_dtypes = {0},
        .key_var = 0,
        .n_out = 1,
        .optional = 0u,
        .out_names = {"result"},
        .out_var = {0},
        .out_fixed = {SY_DTYPE_COUNT},
        .differentiable = true,
        .memory_bound = false,
        .route = sy__route_mean,
        .backward = sy__backward_mean,
        .saves = {[0] = SY__SAVES_META(0)},
        .reads_results = 0u,
    },
    [SY_OP_MAX] = {
        .name = "max",
        .cls = SY__CLASS_REDUCE,
        .kernel = SY__KERNEL_REDUCE,
        .variadic = false,
        .n_attrs = 0,
        .attrs = {{0}},
        .infer = sy__infer_reduce,
        .n_in = 1,
        .creates = false,
        .values = false,
        .fast = false,
        .fast_kernels = sy__fast_none,
        .dtypes = SY__DT_F32 | SY__DT_F64 | SY__DT_I32 | SY__DT_I64 | SY__DT_U8 | SY__DT_I8 | SY__DT_I16 | SY__DT_F16 | SY__DT_BF16 | SY__DT_U16 | SY__DT_U32 | SY__DT_U64,
        .in_names = {"a"},
        .in_var = {0},
        .in_dtypes = {0},
        .key_var = 0,
        .n_out = 1,
        .optional = 0u,
        .out_names = {"result"},
        .out_var = {0},
        .out_fixed = {SY_DTYPE_COUNT},
        .differentiable = true,
        .memory_bound = false,
        .route = sy__route_max,
        .backward = sy__backward_max,
        .saves = {[0] = SY__SAVES_DATA(0) | SY__SAVES_RESULT},
        .reads_results = 0u,
    },
    [SY_OP_MIN] = {
        .name = "min",
        .cls = SY__CLASS_REDUCE,
        .kernel = SY__KERNEL_REDUCE,
        .variadic = false,
        .n_attrs = 0,
        .attrs = {{0}},
        .infer = sy__infer_reduce,
        .n_in = 1,
        .creates = false,
        .values = false,
        .fast = false,
        .fast_kernels = sy__fast_none,
        .dtypes = SY__DT_F32 | SY__DT_F64 | SY__DT_I32 | SY__DT_I64 | SY__DT_U8 | SY__DT_I8 | SY__DT_I16 | SY__DT_U16 | SY__DT_U32 | SY__DT_U64,
        .in_names = {"a"},
        .in_var = {0},
        .in_dtypes = {0},
        .key_var = 0,
        .n_out = 1,
        .optional = 0u,
        .out_names = {"result"},
        .out_var = {0},
        .out_fixed = {SY_DTYPE_COUNT},
        .differentiable = true,
        .memory_bound = false,
        .route = sy__route_min,
        .backward = sy__backward_min,
        .saves = {[0] = SY__SAVES_DATA(0) | SY__SAVES_RESULT},
        .reads_results = 0u,
    },
    [SY_OP_PROD] = {
        .name = "prod",
        .cls = SY__CLASS_REDUCE,
        .kernel = SY__KERNEL_REDUCE,
        .variadic = false,
        .n_attrs = 0,
        .attrs = {{0}},
        .infer = sy__infer_reduce,
        .n_in = 1,
        .creates = false,
        .values = false,
        .fast = false,
        .fast_kernels = sy__fast_none,
        .dtypes = SY__DT_F32 | SY__DT_F64 | SY__DT_I32 | SY__DT_I64 | SY__DT_U8 | SY__DT_I8 | SY__DT_I16 | SY__DT_U16 | SY__DT_U32 | SY__DT_U64,
        .in_names = {"a"},
        .in_var = {0},
        .in_dtypes = {0},
        .key_var = 0,
        .n_out = 1,
        .optional = 0u,
        .out_names = {"result"},
        .out_var = {0},
        .out_fixed = {SY_DTYPE_COUNT},
        .differentiable = false,
        .memory_bound = false,
        .route = sy__route_prod,
        .backward = NULL,
        .saves = {0},
        .reads_results = 0u,
    },
    [SY_OP_L1] = {
        .name = "l1",
        .cls = SY__CLASS_REDUCE,
        .kernel = SY__KERNEL_REDUCE,
        .variadic = false,
        .n_attrs = 0,
        .attrs = {{0}},
        .infer = sy__infer_reduce,
        .n_in = 1,
        .creates = false,
        .values = false,
        .fast = false,
        .fast_kernels = sy__fast_none,
        .dtypes = SY__DT_F32 | SY__DT_F64,
        .in_names = {"a"},
        .in_var = {0},
        .in_dtypes = {0},
        .key_var = 0,
        .n_out = 1,
        .optional = 0u,
        .out_names = {"result"},
        .out_var = {0},
        .out_fixed = {SY_DTYPE_COUNT},
        .differentiable = true,
        .memory_bound = false,
        .route = sy__route_l1,
        .backward = sy__backward_l1,
        .saves = {[0] = SY__SAVES_DATA(0)},
        .reads_results = 0u,
    },
    [SY_OP_L2] = {
        .name = "l2",
        .cls = SY__CLASS_REDUCE,
        .kernel = SY__KERNEL_REDUCE,
        .variadic = false,
        .n_attrs = 0,
        .attrs = {{0}},
        .infer = sy__infer_reduce,
        .n_in = 1,
        .creates = false,
        .values = false,
        .fast = false,
        .fast_kernels = sy__fast_none,
        .dtypes = SY__DT_F32 | SY__DT_F64,
        .in_names = {"a"},
        .in_var = {0},
        .in_dtypes = {0},
        .key_var = 0,
        .n_out = 1,
        .optional = 0u,
        .out_names = {"result"},
        .out_var = {0},
        .out_fixed = {SY_DTYPE_COUNT},
        .differentiable = true,
        .memory_bound = false,
        .route = sy__route_l2,
        .backward = sy__backward_l2,
        .saves = {[0] = SY__SAVES_DATA(0) | SY__SAVES_RESULT},
        .reads_results = 0u,
    },
    [SY_OP_LOG_SUM] = {
        .name = "log_sum",
        .cls = SY__CLASS_REDUCE,
        .kernel = SY__KERNEL_REDUCE,
        .variadic = false,
        .n_attrs = 0,
        .attrs = {{0}},
        .infer = sy__infer_reduce,
        .n_in = 1,
        .creates = false,
        .values = false,
        .fast = false,
        .fast_kernels = sy__fast_none,
        .dtypes = SY__DT_F32 | SY__DT_F64,
        .in_names = {"a"},
        .in_var = {0},
        .in_dtypes = {0},
        .key_var = 0,
        .n_out = 1,
        .optional = 0u,
        .out_names = {"result"},
        .out_var = {0},
        .out_fixed = {SY_DTYPE_COUNT},
        .differentiable = true,
        .memory_bound = false,
        .route = sy__route_log_sum,
        .backward = sy__backward_log_sum,
        .saves = {[0] = SY__SAVES_DATA(0)},
        .reads_results = 0u,
    },
    [SY_OP_LOG_SUM_EXP] = {
        .name = "log_sum_exp",
        .cls = SY__CLASS_REDUCE,
        .kernel = SY__KERNEL_REDUCE,
        .variadic = false,
        .n_attrs = 0,
        .attrs = {{0}},
        .infer = sy__infer_reduce,
        .n_in = 1,
        .creates = false,
        .values = false,
        .fast = false,
        .fast_kernels = sy__fast_none,
        .dtypes = SY__DT_F32 | SY__DT_F64,
        .in_names = {"a"},
        .in_var = {0},
        .in_dtypes = {0},
        .key_var = 0,
        .n_out = 1,
        .optional = 0u,
        .out_names = {"result"},
        .out_var = {0},
        .out_fixed = {SY_DTYPE_COUNT},
        .differentiable = true,
        .memory_bound = false,
        .route = sy__route_log_sum_exp,
        .backward = sy__backward_log_sum_exp,
        .saves = {[0] = SY__SAVES_DATA(0) | SY__SAVES_RESULT},
        .reads_results = 0u,
    },
    [SY_OP_SUM_SQUARE] = {
        .name = "sum_square",
        .cls = SY__CLASS_REDUCE,
        .kernel = SY__KERNEL_REDUCE,
        .variadic = false,
        .n_attrs = 0,
        .attrs = {{0}},
        .infer = sy__infer_reduce,
        .n_in = 1,
        .creates = false,
        .values = false,
        .fast = false,
        .fast_kernels = sy__fast_none,
        .dtypes = SY__DT_F32 | SY__DT_F64,
        .in_names = {"a"},
        .in_var = {0},
        .in_dtypes = {0},
        .key_var = 0,
        .n_out = 1,
        .optional = 0u,
        .out_names = {"result"},
        .out_var = {0},
        .out_fixed = {SY_DTYPE_COUNT},
        .differentiable = true,
        .memory_bound = false,
        .route = sy__route_sum_square,
        .backward = sy__backward_sum_square,
        .saves = {[0] = SY__SAVES_DATA(0)},
        .reads_results = 0u,
    },
    [SY_OP_RESHAPE] = {
        .name = "reshape",
        .cls = SY__CLASS_RESHAPE,
        .kernel = SY__KERNEL_VIEW,
        .variadic = false,
        .n_attrs = 0,
        .attrs = {{0}},
        .infer = sy__infer_reshape,
        .n_in = 1,
        .creates = false,
        .values = false,
        .fast = false,
        .fast_kernels = sy__fast_none,
        .dtypes = SY__DT_ALL,
        .in_names = {"a"},
        .in_var = {0},
        .in_dtypes = {0},
        .key_var = 0,
        .n_out = 1,
        .optional = 0u,
        .out_names = {"result"},
        .out_var = {0},
        .out_fixed = {SY_DTYPE_COUNT},
        .differentiable = true,
        .memory_bound = false,
        .route = NULL,
        .backward = sy__backward_reshape,
        .saves = {[0] = SY__SAVES_META(0)},
        .reads_results = 0u,
    },
    [SY_OP_PERMUTE] = {
        .name = "permute",
        .cls = SY__CLASS_PERMUTE,
        .kernel = SY__KERNEL_VIEW,
        .variadic = false,
        .n_attrs = 0,
        .attrs = {{0}},
        .infer = sy__infer_permute,
        .n_in = 1,
        .creates = false,
        .values = false,
        .fast = false,
        .fast_kernels = sy__fast_none,
        .dtypes = SY__DT_ALL,
        .in_names = {"a"},
        .in_var = {0},
        .in_dtypes = {0},
        .key_var = 0,
        .n_out = 1,
        .optional = 0u,
        .out_names = {"result"},
        .out_var = {0},
        .out_fixed = {SY_DTYPE_COUNT},
        .differentiable = true,
        .memory_bound = false,
        .route = NULL,
        .backward = sy__backward_permute,
        .saves = {[0] = 0u},
        .reads_results = 0u,
    },
    [SY_OP_TRANSPOSE] = {
        .name = "transpose",
        .cls = SY__CLASS_TRANSPOSE,
        .kernel = SY__KERNEL_VIEW,
        .variadic = false,
        .n_attrs = 0,
        .attrs = {{0}},
        .infer = sy__infer_transpose,
        .n_in = 1,
        .creates = false,
        .values = false,
        .fast = false,
        .fast_kernels = sy__fast_none,
        .dtypes = SY__DT_ALL,
        .in_names = {"a"},
        .in_var = {0},
        .in_dtypes = {0},
        .key_var = 0,
        .n_out = 1,
        .optional = 0u,
        .out_names = {"result"},
        .out_var = {0},
        .out_fixed = {SY_DTYPE_COUNT},
        .differentiable = true,
        .memory_bound = false,
        .route = NULL,
        .backward = sy__backward_transpose,
        .saves = {[0] = 0u},
        .reads_results = 0u,
    },
    [SY_OP_EXPAND] = {
        .name = "expand",
        .cls = SY__CLASS_EXPAND,
        .kernel = SY__KERNEL_VIEW,
        .variadic = false,
        .n_attrs = 0,
        .attrs = {{0}},
        .infer = sy__infer_expand,
        .n_in = 1,
        .creates = false,
        .values = false,
        .fast = false,
        .fast_kernels = sy__fast_none,
        .dtypes = SY__DT_ALL,
        .in_names = {"a"},
        .in_var = {0},
        .in_dtypes = {0},
        .key_var = 0,
        .n_out = 1,
        .optional = 0u,
        .out_names = {"result"},
        .out_var = {0},
        .out_fixed = {SY_DTYPE_COUNT},
        .differentiable = true,
        .memory_bound = false,
        .route = NULL,
        .backward = sy__backward_expand,
        .saves = {[0] = 0u},
        .reads_results = 0u,
    },
    [SY_OP_CAST] = {
        .name = "cast",
        .cls = SY__CLASS_CAST,
        .kernel = SY__KERNEL_EW,
        .variadic = false,
        .n_attrs = 0,
        .attrs = {{0}},
        .infer = sy__infer_same,
        .n_in = 1,
        .creates = false,
        .values = false,
        .fast = false,
        .fast_kernels = sy__fast_none,
        .dtypes = SY__DT_ALL,
        .in_names = {"a"},
        .in_var = {0},
        .in_dtypes = {0},
        .key_var = -1,
        .n_out = 1,
        .optional = 0u,
        .out_names = {"result"},
        .out_var = {-1},
        .out_fixed = {SY_DTYPE_COUNT},
        .differentiable = true,
        .memory_bound = false,
        .route = sy__route_cast,
        .backward = sy__backward_cast,
        .saves = {[0] = SY__SAVES_META(0)},
        .reads_results = 0u,
    },
    [SY_OP_SOFTMAX] = {
        .name = "softmax",
        .cls = SY__CLASS_OP,
        .kernel = SY__KERNEL_OP,
        .variadic = false,
        .n_attrs = 1,
        .attrs = {{"axis", SY__ATTR_AXIS, 0, 0, 0, NULL}},
        .infer = sy__infer_softmax,
        .n_in = 1,
        .creates = false,
        .values = false,
        .fast = false,
        .fast_kernels = sy__fast_none,
        .dtypes = SY__DT_F32 | SY__DT_F64,
        .in_names = {"x"},
        .in_var = {0},
        .in_dtypes = {0},
        .key_var = 0,
        .n_out = 1,
        .optional = 0u,
        .out_names = {"result"},
        .out_var = {0},
        .out_fixed = {SY_DTYPE_COUNT},
        .differentiable = true,
        .memory_bound = false,
        .route = sy__route_softmax,
        .backward = sy__backward_softmax,
        .saves = {[0] = SY__SAVES_RESULT},
        .reads_results = 0u,
    },
    [SY_OP_LOG_SOFTMAX] = {
        .name = "log_softmax",
        .cls = SY__CLASS_OP,
        .kernel = SY__KERNEL_OP,
        .variadic = false,
        .n_attrs = 1,
        .attrs = {{"axis", SY__ATTR_AXIS, 0, 0, 0, NULL}},
        .infer = sy__infer_softmax,
        .n_in = 1,
        .creates = false,
        .values = false,
        .fast = false,
        .fast_kernels = sy__fast_none,
        .dtypes = SY__DT_F32 | SY__DT_F64,
        .in_names = {"x"},
        .in_var = {0},
        .in_dtypes = {0},
        .key_var = 0,
        .n_out = 1,
        .optional = 0u,
        .out_names = {"result"},
        .out_var = {0},
        .out_fixed = {SY_DTYPE_COUNT},
        .differentiable = true,
        .memory_bound = false,
        .route = sy__route_log_softmax,
        .backward = sy__backward_log_softmax,
        .saves = {[0] = SY__SAVES_RESULT},
        .reads_results = 0u,
    },
    [SY_OP_HARDMAX] = {
        .name = "hardmax",
        .cls = SY__CLASS_OP,
        .kernel = SY__KERNEL_OP,
        .variadic = false,
        .n_attrs = 1,
        .attrs = {{"axis", SY__ATTR_AXIS, 0, 0, 0, NULL}},
        .infer = sy__infer_softmax,
        .n_in = 1,
        .creates = false,
        .values = false,
        .fast = false,
        .fast_kernels = sy__fast_none,
        .dtypes = SY__DT_F32 | SY__DT_F64 | SY__DT_F16 | SY__DT_BF16,
        .in_names = {"x"},
        .in_var = {0},
        .in_dtypes = {0},
        .key_var = 0,
        .n_out = 1,
        .optional = 0u,
        .out_names = {"result"},
        .out_var = {0},
        .out_fixed = {SY_DTYPE_COUNT},
        .differentiable = false,
        .memory_bound = false,
        .route = sy__route_hardmax,
        .backward = NULL,
        .saves = {0},
        .reads_results = 0u,
    },
    [SY_OP_ARGMAX] = {
        .name = "argmax",
        .cls = SY__CLASS_OP,
        .kernel = SY__KERNEL_OP,
        .variadic = false,
        .n_attrs = 3,
        .attrs = {{"axis", SY__ATTR_AXIS, 0, 0, 0, NULL}, {"keepdim", SY__ATTR_BOOL, 0, 0, 0, NULL}, {"select_last_index", SY__ATTR_BOOL, 0, 0, 0, NULL}},
        .infer = sy__infer_argmax,
        .n_in = 1,
        .creates = false,
        .values = false,
        .fast = false,
        .fast_kernels = sy__fast_none,
        .dtypes = SY__DT_F32 | SY__DT_F64 | SY__DT_I32 | SY__DT_I64 | SY__DT_U8 | SY__DT_I8 | SY__DT_I16 | SY__DT_U16 | SY__DT_U32 | SY__DT_U64,
        .in_names = {"x"},
        .in_var = {0},
        .in_dtypes = {0},
        .key_var = 0,
        .n_out = 1,
        .optional = 0u,
        .out_names = {"result"},
        .out_var = {-1},
        .out_fixed = {SY_DTYPE_I64},
        .differentiable = false,
        .memory_bound = false,
        .route = sy__route_argmax,
        .backward = NULL,
        .saves = {0},
        .reads_results = 0u,
    },
    [SY_OP_ARGMIN] = {
        .name = "argmin",
        .cls = SY__CLASS_OP,
        .kernel = SY__KERNEL_OP,
        .variadic = false,
        .n_attrs = 3,
        .attrs = {{"axis", SY__ATTR_AXIS, 0, 0, 0, NULL}, {"keepdim", SY__ATTR_BOOL, 0, 0, 0, NULL}, {"select_last_index", SY__ATTR_BOOL, 0, 0, 0, NULL}},
        .infer = sy__infer_argmax,
        .n_in = 1,
        .creates = false,
        .values = false,
        .fast = false,
        .fast_kernels = sy__fast_none,
        .dtypes = SY__DT_F32 | SY__DT_F64 | SY__DT_I32 | SY__DT_I64 | SY__DT_U8 | SY__DT_I8 | SY__DT_I16 | SY__DT_U16 | SY__DT_U32 | SY__DT_U64,
        .in_names = {"x"},
        .in_var = {0},
        .in_dtypes = {0},
        .key_var = 0,
        .n_out = 1,
        .optional = 0u,
        .out_names = {"result"},
        .out_var = {-1},
        .out_fixed = {SY_DTYPE_I64},
        .differentiable = false,
        .memory_bound = false,
        .route = sy__route_argmin,
        .backward = NULL,
        .saves = {0},
        .reads_results = 0u,
    },
    [SY_OP_CONCAT] = {
        .name = "concat",
        .cls = SY__CLASS_OP,
        .kernel = SY__KERNEL_OP,
        .variadic = true,
        .n_attrs = 1,
        .attrs = {{"axis", SY__ATTR_AXIS, 0, 0, 0, NULL}},
        .infer = sy__infer_concat,
        .n_in = 1,
        .creates = false,
        .values = false,
        .fast = false,
        .fast_kernels = sy__fast_none,
        .dtypes = SY__DT_ALL,
        .in_names = {"xs"},
        .in_var = {0},
        .in_dtypes = {0},
        .key_var = 0,
        .n_out = 1,
        .optional = 0u,
        .out_names = {"result"},
        .out_var = {0},
        .out_fixed = {SY_DTYPE_COUNT},
        .differentiable = true,
        .memory_bound = false,
        .route = sy__route_concat,
        .backward = sy__backward_concat,
        .saves = {[0] = SY__SAVES_META(0)},
        .reads_results = 0u,
    },
    [SY_OP_SLICE] = {
        .name = "slice",
        .cls = SY__CLASS_OP,
        .kernel = SY__KERNEL_OP,
        .variadic = false,
        .n_attrs = 4,
        .attrs = {{"starts", SY__ATTR_INTS, 0, 8, 0, NULL}, {"ends", SY__ATTR_INTS, 0, 8, 0, NULL}, {"axes", SY__ATTR_INTS, 0, 8, 0, NULL}, {"steps", SY__ATTR_INTS, 0, 8, 0, NULL}},
        .infer = sy__infer_slice,
        .n_in = 1,
        .creates = false,
        .values = false,
        .fast = false,
        .fast_kernels = sy__fast_none,
        .dtypes = SY__DT_ALL,
        .in_names = {"x"},
        .in_var = {0},
        .in_dtypes = {0},
        .key_var = 0,
        .n_out = 1,
        .optional = 0u,
        .out_names = {"result"},
        .out_var = {0},
        .out_fixed = {SY_DTYPE_COUNT},
        .differentiable = true,
        .memory_bound = false,
        .route = sy__route_slice,
        .backward = sy__backward_slice,
        .saves = {[0] = SY__SAVES_META(0)},
        .reads_results = 0u,
    },
    [SY_OP_GATHER] = {
        .name = "gather",
        .cls = SY__CLASS_OP,
        .kernel = SY__KERNEL_OP,
        .variadic = false,
        .n_attrs = 1,
        .attrs = {{"axis", SY__ATTR_AXIS, 0, 0, 0, NULL}},
        .infer = sy__infer_gather,
        .n_in = 2,
        .creates = false,
        .values = false,
        .fast = false,
        .fast_kernels = sy__fast_none,
        .dtypes = SY__DT_ALL,
        .in_names = {"x", "indices"},
        .in_var = {0, -1},
        .in_dtypes = {0, SY__DT_I32 | SY__DT_I64},
        .key_var = 0,
        .n_out = 1,
        .optional = 0u,
        .out_names = {"result"},
        .out_var = {0},
        .out_fixed = {SY_DTYPE_COUNT},
        .differentiable = true,
        .memory_bound = false,
        .route = sy__route_gather,
        .backward = sy__backward_gather,
        .saves = {[0] = SY__SAVES_DATA(1) | SY__SAVES_META(0), [1] = 0u},
        .reads_results = 0u,
    },
    [SY_OP_PAD] = {
        .name = "pad",
        .cls = SY__CLASS_OP,
        .kernel = SY__KERNEL_OP,
        .variadic = false,
        .n_attrs = 3,
        .attrs = {{"pads", SY__ATTR_INTS, 0, 8, 0, NULL}, {"mode", SY__ATTR_ENUM, 0, 0, 3, (const char *const[]){"constant", "reflect", "edge"}}, {"value", SY__ATTR_FLOAT, 0, 0, 0, NULL}},
        .infer = sy__infer_pad,
        .n_in = 1,
        .creates = false,
        .values = false,
        .fast = false,
        .fast_kernels = sy__fast_none,
        .dtypes = SY__DT_F32 | SY__DT_F64 | SY__DT_I32 | SY__DT_I64 | SY__DT_U8 | SY__DT_I8 | SY__DT_I16 | SY__DT_U16 | SY__DT_U32 | SY__DT_U64,
        .in_names = {"x"},
        .in_var = {0},
        .in_dtypes = {0},
        .key_var = 0,
        .n_out = 1,
        .optional = 0u,
        .out_names = {"result"},
        .out_var = {0},
        .out_fixed = {SY_DTYPE_COUNT},
        .differentiable = false,
        .memory_bound = false,
        .route = sy__route_pad,
        .backward = NULL,
        .saves = {0},
        .reads_results = 0u,
    },
    [SY_OP_LAYER_NORM] = {
        .name = "layer_norm",
        .cls = SY__CLASS_OP,
        .kernel = SY__KERNEL_OP,
        .variadic = false,
        .n_attrs = 2,
        .attrs = {{"axis", SY__ATTR_AXIS, 0, 0, 0, NULL}, {"epsilon", SY__ATTR_FLOAT, 0, 0, 0, NULL}},
        .infer = sy__infer_layer_norm,
        .n_in = 3,
        .creates = false,
        .values = false,
        .fast = false,
        .fast_kernels = sy__fast_none,
        .dtypes = SY__DT_F32 | SY__DT_F64,
        .in_names = {"x", "weight", "bias"},
        .in_var = {0, 0, 0},
        .in_dtypes = {0, 0, 0},
        .key_var = 0,
        .n_out = 3,
        .optional = 6u,
        .out_names = {"y", "mean", "inv_std_dev"},
        .out_var = {0, 0, 0},
        .out_fixed = {SY_DTYPE_COUNT, SY_DTYPE_COUNT, SY_DTYPE_COUNT},
        .differentiable = true,
        .memory_bound = false,
        .route = sy__route_layer_norm,
        .backward = sy__backward_layer_norm,
        .saves = {[0] = SY__SAVES_DATA(0) | SY__SAVES_DATA(1), [1] = SY__SAVES_DATA(0), [2] = 0u},
        .reads_results = (1u << 1) | (1u << 2),
    },
    [SY_OP_MAX_POOL2D] = {
        .name = "max_pool2d",
        .cls = SY__CLASS_OP,
        .kernel = SY__KERNEL_OP,
        .variadic = false,
        .n_attrs = 5,
        .attrs = {{"kernel", SY__ATTR_INTS, 2, 2, 0, NULL}, {"stride", SY__ATTR_INTS, 2, 2, 0, NULL}, {"pads", SY__ATTR_INTS, 4, 4, 0, NULL}, {"dilation", SY__ATTR_INTS, 2, 2, 0, NULL}, {"ceil_mode", SY__ATTR_BOOL, 0, 0, 0, NULL}},
        .infer = sy__infer_max_pool2d,
        .n_in = 1,
        .creates = false,
        .values = false,
        .fast = false,
        .fast_kernels = sy__fast_none,
        .dtypes = SY__DT_F32 | SY__DT_F64 | SY__DT_I32 | SY__DT_I64 | SY__DT_U8 | SY__DT_I8 | SY__DT_I16 | SY__DT_U16 | SY__DT_U32 | SY__DT_U64,
        .in_names = {"x"},
        .in_var = {0},
        .in_dtypes = {0},
        .key_var = 0,
        .n_out = 2,
        .optional = 0u,
        .out_names = {"y", "indices"},
        .out_var = {0, -1},
        .out_fixed = {SY_DTYPE_COUNT, SY_DTYPE_I64},
        .differentiable = true,
        .memory_bound = false,
        .route = sy__route_max_pool2d,
        .backward = sy__backward_max_pool2d,
        .saves = {[0] = SY__SAVES_META(0)},
        .reads_results = (1u << 1),
    },
    [SY_OP_CONV2D] = {
        .name = "conv2d",
        .cls = SY__CLASS_OP,
        .kernel = SY__KERNEL_OP,
        .variadic = false,
        .n_attrs = 4,
        .attrs = {{"stride", SY__ATTR_INTS, 2, 2, 0, NULL}, {"pads", SY__ATTR_INTS, 4, 4, 0, NULL}, {"dilation", SY__ATTR_INTS, 2, 2, 0, NULL}, {"groups", SY__ATTR_INT, 0, 0, 0, NULL}},
        .infer = sy__infer_conv2d,
        .n_in = 3,
        .creates = false,
        .values = false,
        .fast = false,
        .fast_kernels = sy__fast_none,
        .dtypes = SY__DT_F32 | SY__DT_F64,
        .in_names = {"x", "weight", "bias"},
        .in_var = {0, 0, 0},
        .in_dtypes = {0, 0, 0},
        .key_var = 0,
        .n_out = 1,
        .optional = 4u,
        .out_names = {"result"},
        .out_var = {0},
        .out_fixed = {SY_DTYPE_COUNT},
        .differentiable = true,
        .memory_bound = false,
        .route = sy__route_conv2d,
        .backward = sy__backward_conv2d,
        .saves = {[0] = SY__SAVES_DATA(0) | SY__SAVES_DATA(1), [1] = SY__SAVES_DATA(0) | SY__SAVES_DATA(1), [2] = 0u},
        .reads_results = 0u,
    },
    [SY_OP_ADD_N] = {
        .name = "add_n",
        .cls = SY__CLASS_OP,
        .kernel = SY__KERNEL_OP,
        .variadic = true,
        .n_attrs = 0,
        .attrs = {{0}},
        .infer = sy__infer_nary,
        .n_in = 1,
        .creates = false,
        .values = false,
        .fast = false,
        .fast_kernels = sy__fast_none,
        .dtypes = SY__DT_F32 | SY__DT_F64 | SY__DT_I32 | SY__DT_I64 | SY__DT_U8 | SY__DT_I8 | SY__DT_I16 | SY__DT_F16 | SY__DT_BF16 | SY__DT_U16 | SY__DT_U32 | SY__DT_U64,
        .in_names = {"xs"},
        .in_var = {0},
        .in_dtypes = {0},
        .key_var = 0,
        .n_out = 1,
        .optional = 0u,
        .out_names = {"result"},
        .out_var = {0},
        .out_fixed = {SY_DTYPE_COUNT},
        .differentiable = true,
        .memory_bound = false,
        .route = sy__route_add_n,
        .backward = sy__backward_add_n,
        .saves = {[0] = 0u},
        .reads_results = 0u,
    },
    [SY_OP_MEAN_N] = {
        .name = "mean_n",
        .cls = SY__CLASS_OP,
        .kernel = SY__KERNEL_OP,
        .variadic = true,
        .n_attrs = 0,
        .attrs = {{0}},
        .infer = sy__infer_nary,
        .n_in = 1,
        .creates = false,
        .values = false,
        .fast = false,
        .fast_kernels = sy__fast_none,
        .dtypes = SY__DT_F32 | SY__DT_F64 | SY__DT_F16 | SY__DT_BF16,
        .in_names = {"xs"},
        .in_var = {0},
        .in_dtypes = {0},
        .key_var = 0,
        .n_out = 1,
        .optional = 0u,
        .out_names = {"result"},
        .out_var = {0},
        .out_fixed = {SY_DTYPE_COUNT},
        .differentiable = true,
        .memory_bound = false,
        .route = sy__route_mean_n,
        .backward = sy__backward_mean_n,
        .saves = {[0] = 0u},
        .reads_results = 0u,
    },
    [SY_OP_ISNAN] = {
        .name = "isnan",
        .cls = SY__CLASS_OP,
        .kernel = SY__KERNEL_OP,
        .variadic = false,
        .n_attrs = 0,
        .attrs = {{0}},
        .infer = sy__infer_same,
        .n_in = 1,
        .creates = false,
        .values = false,
        .fast = false,
        .fast_kernels = sy__fast_none,
        .dtypes = SY__DT_F32 | SY__DT_F64 | SY__DT_F16 | SY__DT_BF16,
        .in_names = {"a"},
        .in_var = {0},
        .in_dtypes = {0},
        .key_var = 0,
        .n_out = 1,
        .optional = 0u,
        .out_names = {"result"},
        .out_var = {-1},
        .out_fixed = {SY_DTYPE_BOOL},
        .differentiable = false,
        .memory_bound = false,
        .route = sy__route_isnan,
        .backward = NULL,
        .saves = {0},
        .reads_results = 0u,
    },
    [SY_OP_ISINF] = {
        .name = "isinf",
        .cls = SY__CLASS_OP,
        .kernel = SY__KERNEL_OP,
        .variadic = false,
        .n_attrs = 0,
        .attrs = {{0}},
        .infer = sy__infer_same,
        .n_in = 1,
        .creates = false,
        .values = false,
        .fast = false,
        .fast_kernels = sy__fast_none,
        .dtypes = SY__DT_F32 | SY__DT_F64 | SY__DT_F16 | SY__DT_BF16,
        .in_names = {"a"},
        .in_var = {0},
        .in_dtypes = {0},
        .key_var = 0,
        .n_out = 1,
        .optional = 0u,
        .out_names = {"result"},
        .out_var = {-1},
        .out_fixed = {SY_DTYPE_BOOL},
        .differentiable = false,
        .memory_bound = false,
        .route = sy__route_isinf,
        .backward = NULL,
        .saves = {0},
        .reads_results = 0u,
    },
    [SY_OP_ISPOSINF] = {
        .name = "isposinf",
        .cls = SY__CLASS_OP,
        .kernel = SY__KERNEL_OP,
        .variadic = false,
        .n_attrs = 0,
        .attrs = {{0}},
        .infer = sy__infer_same,
        .n_in = 1,
        .creates = false,
        .values = false,
        .fast = false,
        .fast_kernels = sy__fast_none,
        .dtypes = SY__DT_F32 | SY__DT_F64 | SY__DT_F16 | SY__DT_BF16,
        .in_names = {"a"},
        .in_var = {0},
        .in_dtypes = {0},
        .key_var = 0,
        .n_out = 1,
        .optional = 0u,
        .out_names = {"result"},
        .out_var = {-1},
        .out_fixed = {SY_DTYPE_BOOL},
        .differentiable = false,
        .memory_bound = false,
        .route = sy__route_isposinf,
        .backward = NULL,
        .saves = {0},
        .reads_results = 0u,
    },
    [SY_OP_ISNEGINF] = {
        .name = "isneginf",
        .cls = SY__CLASS_OP,
        .kernel = SY__KERNEL_OP,
        .variadic = false,
        .n_attrs = 0,
        .attrs = {{0}},
        .infer = sy__infer_same,
        .n_in = 1,
        .creates = false,
        .values = false,
        .fast = false,
        .fast_kernels = sy__fast_none,
        .dtypes = SY__DT_F32 | SY__DT_F64 | SY__DT_F16 | SY__DT_BF16,
        .in_names = {"a"},
        .in_var = {0},
        .in_dtypes = {0},
        .key_var = 0,
        .n_out = 1,
        .optional = 0u,
        .out_names = {"result"},
        .out_var = {-1},
        .out_fixed = {SY_DTYPE_BOOL},
        .differentiable = false,
        .memory_bound = false,
        .route = sy__route_isneginf,
        .backward = NULL,
        .saves = {0},
        .reads_results = 0u,
    },
    [SY_OP_SLICE_BACKWARD] = {
        .name = "slice_backward",
        .cls = SY__CLASS_OP,
        .kernel = SY__KERNEL_OP,
        .variadic = false,
        .n_attrs = 5,
        .attrs = {{"shape", SY__ATTR_SHAPE, 0, 8, 0, NULL}, {"starts", SY__ATTR_INTS, 0, 8, 0, NULL}, {"ends", SY__ATTR_INTS, 0, 8, 0, NULL}, {"axes", SY__ATTR_INTS, 0, 8, 0, NULL}, {"steps", SY__ATTR_INTS, 0, 8, 0, NULL}},
        .infer = sy__infer_slice_backward,
        .n_in = 1,
        .creates = false,
        .values = false,
        .fast = false,
        .fast_kernels = sy__fast_none,
        .dtypes = SY__DT_F32 | SY__DT_F64,
        .in_names = {"dy"},
        .in_var = {0},
        .in_dtypes = {0},
        .key_var = 0,
        .n_out = 1,
        .optional = 0u,
        .out_names = {"result"},
        .out_var = {0},
        .out_fixed = {SY_DTYPE_COUNT},
        .differentiable = false,
        .memory_bound = false,
        .route = sy__route_slice_backward,
        .backward = NULL,
        .saves = {0},
        .reads_results = 0u,
    },
    [SY_OP_MAX_POOL2D_BACKWARD] = {
        .name = "max_pool2d_backward",
        .cls = SY__CLASS_OP,
        .kernel = SY__KERNEL_OP,
        .variadic = false,
        .n_attrs = 1,
        .attrs = {{"shape", SY__ATTR_SHAPE, 0, 8, 0, NULL}},
        .infer = sy__infer_max_pool2d_backward,
        .n_in = 2,
        .creates = false,
        .values = false,
        .fast = false,
        .fast_kernels = sy__fast_none,
        .dtypes = SY__DT_F32 | SY__DT_F64,
        .in_names = {"dy", "indices"},
        .in_var = {0, -1},
        .in_dtypes = {0, SY__DT_I64},
        .key_var = 0,
        .n_out = 1,
        .optional = 0u,
        .out_names = {"result"},
        .out_var = {0},
        .out_fixed = {SY_DTYPE_COUNT},
        .differentiable = false,
        .memory_bound = false,
        .route = sy__route_max_pool2d_backward,
        .backward = NULL,
        .saves = {0},
        .reads_results = 0u,
    },
    [SY_OP_GATHER_BACKWARD] = {
        .name = "gather_backward",
        .cls = SY__CLASS_OP,
        .kernel = SY__KERNEL_OP,
        .variadic = false,
        .n_attrs = 2,
        .attrs = {{"shape", SY__ATTR_SHAPE, 0, 8, 0, NULL}, {"axis", SY__ATTR_AXIS, 0, 0, 0, NULL}},
        .infer = sy__infer_gather_backward,
        .n_in = 2,
        .creates = false,
        .values = false,
        .fast = false,
        .fast_kernels = sy__fast_none,
        .dtypes = SY__DT_F32 | SY__DT_F64,
        .in_names = {"dy", "indices"},
        .in_var = {0, -1},
        .in_dtypes = {0, SY__DT_I32 | SY__DT_I64},
        .key_var = 0,
        .n_out = 1,
        .optional = 0u,
        .out_names = {"result"},
        .out_var = {0},
        .out_fixed = {SY_DTYPE_COUNT},
        .differentiable = false,
        .memory_bound = false,
        .route = sy__route_gather_backward,
        .backward = NULL,
        .saves = {0},
        .reads_results = 0u,
    },
    [SY_OP_CONV2D_BACKWARD_INPUT] = {
        .name = "conv2d_backward_input",
        .cls = SY__CLASS_OP,
        .kernel = SY__KERNEL_OP,
        .variadic = false,
        .n_attrs = 4,
        .attrs = {{"stride", SY__ATTR_INTS, 2, 2, 0, NULL}, {"pads", SY__ATTR_INTS, 4, 4, 0, NULL}, {"dilation", SY__ATTR_INTS, 2, 2, 0, NULL}, {"groups", SY__ATTR_INT, 0, 0, 0, NULL}},
        .infer = sy__infer_conv2d_backward_input,
        .n_in = 3,
        .creates = false,
        .values = false,
        .fast = false,
        .fast_kernels = sy__fast_none,
        .dtypes = SY__DT_F32 | SY__DT_F64,
        .in_names = {"dy", "weight", "x"},
        .in_var = {0, 0, 0},
        .in_dtypes = {0, 0, 0},
        .key_var = 0,
        .n_out = 1,
        .optional = 0u,
        .out_names = {"result"},
        .out_var = {0},
        .out_fixed = {SY_DTYPE_COUNT},
        .differentiable = false,
        .memory_bound = false,
        .route = sy__route_conv2d_backward_input,
        .backward = NULL,
        .saves = {0},
        .reads_results = 0u,
    },
    [SY_OP_CONV2D_BACKWARD_WEIGHT] = {
        .name = "conv2d_backward_weight",
        .cls = SY__CLASS_OP,
        .kernel = SY__KERNEL_OP,
        .variadic = false,
        .n_attrs = 4,
        .attrs = {{"stride", SY__ATTR_INTS, 2, 2, 0, NULL}, {"pads", SY__ATTR_INTS, 4, 4, 0, NULL}, {"dilation", SY__ATTR_INTS, 2, 2, 0, NULL}, {"groups", SY__ATTR_INT, 0, 0, 0, NULL}},
        .infer = sy__infer_conv2d_backward_weight,
        .n_in = 3,
        .creates = false,
        .values = false,
        .fast = false,
        .fast_kernels = sy__fast_none,
        .dtypes = SY__DT_F32 | SY__DT_F64,
        .in_names = {"dy", "x", "weight"},
        .in_var = {0, 0, 0},
        .in_dtypes = {0, 0, 0},
        .key_var = 0,
        .n_out = 1,
        .optional = 0u,
        .out_names = {"result"},
        .out_var = {0},
        .out_fixed = {SY_DTYPE_COUNT},
        .differentiable = false,
        .memory_bound = false,
        .route = sy__route_conv2d_backward_weight,
        .backward = NULL,
        .saves = {0},
        .reads_results = 0u,
    },
    [SY_OP_CUMSUM] = {
        .name = "cumsum",
        .cls = SY__CLASS_OP,
        .kernel = SY__KERNEL_OP,
        .variadic = false,
        .n_attrs = 3,
        .attrs = {{"axis", SY__ATTR_AXIS, 0, 0, 0, NULL}, {"exclusive", SY__ATTR_BOOL, 0, 0, 0, NULL}, {"reverse", SY__ATTR_BOOL, 0, 0, 0, NULL}},
        .infer = sy__infer_cumsum,
        .n_in = 1,
        .creates = false,
        .values = false,
        .fast = false,
        .fast_kernels = sy__fast_none,
        .dtypes = SY__DT_F32 | SY__DT_F64 | SY__DT_I32 | SY__DT_I64 | SY__DT_U8 | SY__DT_I8 | SY__DT_I16 | SY__DT_U16 | SY__DT_U32 | SY__DT_U64,
        .in_names = {"x"},
        .in_var = {0},
        .in_dtypes = {0},
        .key_var = 0,
        .n_out = 1,
        .optional = 0u,
        .out_names = {"result"},
        .out_var = {0},
        .out_fixed = {SY_DTYPE_COUNT},
        .differentiable = true,
        .memory_bound = false,
        .route = sy__route_cumsum,
        .backward = sy__backward_cumsum,
        .saves = {[0] = 0u},
        .reads_results = 0u,
    },
    [SY_OP_TOPK] = {
        .name = "topk",
        .cls = SY__CLASS_OP,
        .kernel = SY__KERNEL_OP,
        .variadic = false,
        .n_attrs = 4,
        .attrs = {{"k", SY__ATTR_INT, 0, 0, 0, NULL}, {"axis", SY__ATTR_AXIS, 0, 0, 0, NULL}, {"largest", SY__ATTR_BOOL, 0, 0, 0, NULL}, {"sorted", SY__ATTR_BOOL, 0, 0, 0, NULL}},
        .infer = sy__infer_topk,
        .n_in = 1,
        .creates = false,
        .values = false,
        .fast = false,
        .fast_kernels = sy__fast_none,
        .dtypes = SY__DT_F32 | SY__DT_F64 | SY__DT_I32 | SY__DT_I64 | SY__DT_U8 | SY__DT_I8 | SY__DT_I16 | SY__DT_U16 | SY__DT_U32 | SY__DT_U64,
        .in_names = {"x"},
        .in_var = {0},
        .in_dtypes = {0},
        .key_var = 0,
        .n_out = 2,
        .optional = 0u,
        .out_names = {"values", "indices"},
        .out_var = {0, -1},
        .out_fixed = {SY_DTYPE_COUNT, SY_DTYPE_I64},
        .differentiable = true,
        .memory_bound = false,
        .route = sy__route_topk,
        .backward = sy__backward_topk,
        .saves = {[0] = SY__SAVES_META(0)},
        .reads_results = (1u << 1),
    },
    [SY_OP_SORT] = {
        .name = "sort",
        .cls = SY__CLASS_OP,
        .kernel = SY__KERNEL_OP,
        .variadic = false,
        .n_attrs = 2,
        .attrs = {{"axis", SY__ATTR_AXIS, 0, 0, 0, NULL}, {"descending", SY__ATTR_BOOL, 0, 0, 0, NULL}},
        .infer = sy__infer_sort,
        .n_in = 1,
        .creates = false,
        .values = false,
        .fast = false,
        .fast_kernels = sy__fast_none,
        .dtypes = SY__DT_F32 | SY__DT_F64 | SY__DT_I32 | SY__DT_I64 | SY__DT_U8 | SY__DT_I8 | SY__DT_I16 | SY__DT_U16 | SY__DT_U32 | SY__DT_U64,
        .in_names = {"x"},
        .in_var = {0},
        .in_dtypes = {0},
        .key_var = 0,
        .n_out = 2,
        .optional = 0u,
        .out_names = {"values", "indices"},
        .out_var = {0, -1},
        .out_fixed = {SY_DTYPE_COUNT, SY_DTYPE_I64},
        .differentiable = true,
        .memory_bound = false,
        .route = sy__route_sort,
        .backward = sy__backward_sort,
        .saves = {[0] = SY__SAVES_META(0)},
        .reads_results = (1u << 1),
    },
    [SY_OP_TRILU] = {
        .name = "trilu",
        .cls = SY__CLASS_OP,
        .kernel = SY__KERNEL_OP,
        .variadic = false,
        .n_attrs = 1,
        .attrs = {{"upper", SY__ATTR_BOOL, 0, 0, 0, NULL}},
        .infer = sy__infer_trilu,
        .n_in = 2,
        .creates = false,
        .values = false,
        .fast = false,
        .fast_kernels = sy__fast_none,
        .dtypes = SY__DT_ALL,
        .in_names = {"x", "k"},
        .in_var = {0, -1},
        .in_dtypes = {0, SY__DT_I64},
        .key_var = 0,
        .n_out = 1,
        .optional = 2u,
        .out_names = {"result"},
        .out_var = {0},
        .out_fixed = {SY_DTYPE_COUNT},
        .differentiable = true,
        .memory_bound = false,
        .route = sy__route_trilu,
        .backward = sy__backward_trilu,
        .saves = {[0] = SY__SAVES_DATA(1), [1] = 0u},
        .reads_results = 0u,
    },
    [SY_OP_DEPTH_TO_SPACE] = {
        .name = "depth_to_space",
        .cls = SY__CLASS_OP,
        .kernel = SY__KERNEL_OP,
        .variadic = false,
        .n_attrs = 2,
        .attrs = {{"blocksize", SY__ATTR_INT, 0, 0, 0, NULL}, {"mode", SY__ATTR_ENUM, 0, 0, 2, (const char *const[]){"DCR", "CRD"}}},
        .infer = sy__infer_depth_to_space,
        .n_in = 1,
        .creates = false,
        .values = false,
        .fast = false,
        .fast_kernels = sy__fast_none,
        .dtypes = SY__DT_ALL,
        .in_names = {"x"},
        .in_var = {0},
        .in_dtypes = {0},
        .key_var = 0,
        .n_out = 1,
        .optional = 0u,
        .out_names = {"result"},
        .out_var = {0},
        .out_fixed = {SY_DTYPE_COUNT},
        .differentiable = true,
        .memory_bound = false,
        .route = sy__route_depth_to_space,
        .backward = sy__backward_depth_to_space,
        .saves = {[0] = 0u},
        .reads_results = 0u,
    },
    [SY_OP_SPACE_TO_DEPTH] = {
        .name = "space_to_depth",
        .cls = SY__CLASS_OP,
        .kernel = SY__KERNEL_OP,
        .variadic = false,
        .n_attrs = 1,
        .attrs = {{"blocksize", SY__ATTR_INT, 0, 0, 0, NULL}},
        .infer = sy__infer_space_to_depth,
        .n_in = 1,
        .creates = false,
        .values = false,
        .fast = false,
        .fast_kernels = sy__fast_none,
        .dtypes = SY__DT_ALL,
        .in_names = {"x"},
        .in_var = {0},
        .in_dtypes = {0},
        .key_var = 0,
        .n_out = 1,
        .optional = 0u,
        .out_names = {"result"},
        .out_var = {0},
        .out_fixed = {SY_DTYPE_COUNT},
        .differentiable = true,
        .memory_bound = false,
        .route = sy__route_space_to_depth,
        .backward = sy__backward_space_to_depth,
        .saves = {[0] = 0u},
        .reads_results = 0u,
    },
    [SY_OP_DEPTH_TO_SPACE_BACKWARD] = {
        .name = "depth_to_space_backward",
        .cls = SY__CLASS_OP,
        .kernel = SY__KERNEL_OP,
        .variadic = false,
        .n_attrs = 2,
        .attrs = {{"blocksize", SY__ATTR_INT, 0, 0, 0, NULL}, {"mode", SY__ATTR_ENUM, 0, 0, 2, (const char *const[]){"DCR", "CRD"}}},
        .infer = sy__infer_depth_to_space_backward,
        .n_in = 1,
        .creates = false,
        .values = false,
        .fast = false,
        .fast_kernels = sy__fast_none,
        .dtypes = SY__DT_ALL,
        .in_names = {"dy"},
        .in_var = {0},
        .in_dtypes = {0},
        .key_var = 0,
        .n_out = 1,
        .optional = 0u,
        .out_names = {"result"},
        .out_var = {0},
        .out_fixed = {SY_DTYPE_COUNT},
        .differentiable = false,
        .memory_bound = false,
        .route = sy__route_depth_to_space_backward,
        .backward = NULL,
        .saves = {0},
        .reads_results = 0u,
    },
    [SY_OP_EYE_LIKE] = {
        .name = "eye_like",
        .cls = SY__CLASS_OP,
        .kernel = SY__KERNEL_OP,
        .variadic = false,
        .n_attrs = 2,
        .attrs = {{"k", SY__ATTR_INT, 0, 0, 0, NULL}, {"dtype", SY__ATTR_DTYPE, 0, 0, 0, NULL}},
        .infer = sy__infer_eye_like,
        .n_in = 1,
        .creates = false,
        .values = false,
        .fast = false,
        .fast_kernels = sy__fast_none,
        .dtypes = SY__DT_ALL,
        .in_names = {"x"},
        .in_var = {0},
        .in_dtypes = {0},
        .key_var = -1,
        .n_out = 1,
        .optional = 0u,
        .out_names = {"result"},
        .out_var = {-1},
        .out_fixed = {SY_DTYPE_COUNT},
        .differentiable = false,
        .memory_bound = false,
        .route = sy__route_eye_like,
        .backward = NULL,
        .saves = {0},
        .reads_results = 0u,
    },
    [SY_OP_TILE] = {
        .name = "tile",
        .cls = SY__CLASS_OP,
        .kernel = SY__KERNEL_OP,
        .variadic = false,
        .n_attrs = 1,
        .attrs = {{"repeats", SY__ATTR_INTS, 0, 8, 0, NULL}},
        .infer = sy__infer_tile,
        .n_in = 1,
        .creates = false,
        .values = false,
        .fast = false,
        .fast_kernels = sy__fast_none,
        .dtypes = SY__DT_ALL,
        .in_names = {"x"},
        .in_var = {0},
        .in_dtypes = {0},
        .key_var = 0,
        .n_out = 1,
        .optional = 0u,
        .out_names = {"result"},
        .out_var = {0},
        .out_fixed = {SY_DTYPE_COUNT},
        .differentiable = true,
        .memory_bound = false,
        .route = sy__route_tile,
        .backward = sy__backward_tile,
        .saves = {[0] = SY__SAVES_META(0)},
        .reads_results = 0u,
    },
    [SY_OP_TILE_BACKWARD] = {
        .name = "tile_backward",
        .cls = SY__CLASS_OP,
        .kernel = SY__KERNEL_OP,
        .variadic = false,
        .n_attrs = 2,
        .attrs = {{"shape", SY__ATTR_SHAPE, 0, 8, 0, NULL}, {"repeats", SY__ATTR_INTS, 0, 8, 0, NULL}},
        .infer = sy__infer_tile_backward,
        .n_in = 1,
        .creates = false,
        .values = false,
        .fast = false,
        .fast_kernels = sy__fast_none,
        .dtypes = SY__DT_F32 | SY__DT_F64,
        .in_names = {"dy"},
        .in_var = {0},
        .in_dtypes = {0},
        .key_var = 0,
        .n_out = 1,
        .optional = 0u,
        .out_names = {"result"},
        .out_var = {0},
        .out_fixed = {SY_DTYPE_COUNT},
        .differentiable = false,
        .memory_bound = false,
        .route = sy__route_tile_backward,
        .backward = NULL,
        .saves = {0},
        .reads_results = 0u,
    },
    [SY_OP_GATHER_ELEMENTS] = {
        .name = "gather_elements",
        .cls = SY__CLASS_OP,
        .kernel = SY__KERNEL_OP,
        .variadic = false,
        .n_attrs = 1,
        .attrs = {{"axis", SY__ATTR_AXIS, 0, 0, 0, NULL}},
        .infer = sy__infer_gather_elements,
        .n_in = 2,
        .creates = false,
        .values = false,
        .fast = false,
        .fast_kernels = sy__fast_none,
        .dtypes = SY__DT_ALL,
        .in_names = {"x", "indices"},
        .in_var = {0, -1},
        .in_dtypes = {0, SY__DT_I32 | SY__DT_I64},
        .key_var = 0,
        .n_out = 1,
        .optional = 0u,
        .out_names = {"result"},
        .out_var = {0},
        .out_fixed = {SY_DTYPE_COUNT},
        .differentiable = true,
        .memory_bound = false,
        .route = sy__route_gather_elements,
        .backward = sy__backward_gather_elements,
        .saves = {[0] = SY__SAVES_DATA(1) | SY__SAVES_META(0), [1] = 0u},
        .reads_results = 0u,
    },
    [SY_OP_GATHER_ELEMENTS_BACKWARD] = {
        .name = "gather_elements_backward",
        .cls = SY__CLASS_OP,
        .kernel = SY__KERNEL_OP,
        .variadic = false,
        .n_attrs = 2,
        .attrs = {{"shape", SY__ATTR_SHAPE, 0, 8, 0, NULL}, {"axis", SY__ATTR_AXIS, 0, 0, 0, NULL}},
        .infer = sy__infer_gather_elements_backward,
        .n_in = 2,
        .creates = false,
        .values = false,
        .fast = false,
        .fast_kernels = sy__fast_none,
        .dtypes = SY__DT_F32 | SY__DT_F64,
        .in_names = {"dy", "indices"},
        .in_var = {0, -1},
        .in_dtypes = {0, SY__DT_I32 | SY__DT_I64},
        .key_var = 0,
        .n_out = 1,
        .optional = 0u,
        .out_names = {"result"},
        .out_var = {0},
        .out_fixed = {SY_DTYPE_COUNT},
        .differentiable = false,
        .memory_bound = false,
        .route = sy__route_gather_elements_backward,
        .backward = NULL,
        .saves = {0},
        .reads_results = 0u,
    },
    [SY_OP_SCATTER_ELEMENTS] = {
        .name = "scatter_elements",
        .cls = SY__CLASS_OP,
        .kernel = SY__KERNEL_OP,
        .variadic = false,
        .n_attrs = 2,
        .attrs = {{"axis", SY__ATTR_AXIS, 0, 0, 0, NULL}, {"reduction", SY__ATTR_ENUM, 0, 0, 3, (const char *const[]){"none", "add", "mul"}}},
        .infer = sy__infer_scatter_elements,
        .n_in = 3,
        .creates = false,
        .values = false,
        .fast = false,
        .fast_kernels = sy__fast_none,
        .dtypes = SY__DT_ALL,
        .in_names = {"x", "indices", "updates"},
        .in_var = {0, -1, 0},
        .in_dtypes = {0, SY__DT_I32 | SY__DT_I64, 0},
        .key_var = 0,
        .n_out = 1,
        .optional = 0u,
        .out_names = {"result"},
        .out_var = {0},
        .out_fixed = {SY_DTYPE_COUNT},
        .differentiable = true,
        .memory_bound = false,
        .route = sy__route_scatter_elements,
        .backward = sy__backward_scatter_elements,
        .saves = {[0] = SY__SAVES_DATA(1) | SY__SAVES_DATA(2), [1] = 0u, [2] = SY__SAVES_DATA(1) | SY__SAVES_DATA(2)},
        .reads_results = 0u,
    },
    [SY_OP_SCATTER_ELEMENTS_BACKWARD] = {
        .name = "scatter_elements_backward",
        .cls = SY__CLASS_OP,
        .kernel = SY__KERNEL_OP,
        .variadic = false,
        .n_attrs = 3,
        .attrs = {{"axis", SY__ATTR_AXIS, 0, 0, 0, NULL}, {"reduction", SY__ATTR_ENUM, 0, 0, 3, (const char *const[]){"none", "add", "mul"}}, {"wrt_updates", SY__ATTR_BOOL, 0, 0, 0, NULL}},
        .infer = sy__infer_scatter_elements_backward,
        .n_in = 3,
        .creates = false,
        .values = false,
        .fast = false,
        .fast_kernels = sy__fast_none,
        .dtypes = SY__DT_F32 | SY__DT_F64,
        .in_names = {"dy", "indices", "updates"},
        .in_var = {0, -1, 0},
        .in_dtypes = {0, SY__DT_I32 | SY__DT_I64, 0},
        .key_var = 0,
        .n_out = 1,
        .optional = 0u,
        .out_names = {"result"},
        .out_var = {0},
        .out_fixed = {SY_DTYPE_COUNT},
        .differentiable = false,
        .memory_bound = false,
        .route = sy__route_scatter_elements_backward,
        .backward = NULL,
        .saves = {0},
        .reads_results = 0u,
    },
    [SY_OP_GATHER_ND] = {
        .name = "gather_nd",
        .cls = SY__CLASS_OP,
        .kernel = SY__KERNEL_OP,
        .variadic = false,
        .n_attrs = 1,
        .attrs = {{"batch_dims", SY__ATTR_INT, 0, 0, 0, NULL}},
        .infer = sy__infer_gather_nd,
        .n_in = 2,
        .creates = false,
        .values = false,
        .fast = false,
        .fast_kernels = sy__fast_none,
        .dtypes = SY__DT_ALL,
        .in_names = {"x", "indices"},
        .in_var = {0, -1},
        .in_dtypes = {0, SY__DT_I64},
        .key_var = 0,
        .n_out = 1,
        .optional = 0u,
        .out_names = {"result"},
        .out_var = {0},
        .out_fixed = {SY_DTYPE_COUNT},
        .differentiable = true,
        .memory_bound = false,
        .route = sy__route_gather_nd,
        .backward = sy__backward_gather_nd,
        .saves = {[0] = SY__SAVES_DATA(1) | SY__SAVES_META(0), [1] = 0u},
        .reads_results = 0u,
    },
    [SY_OP_GATHER_ND_BACKWARD] = {
        .name = "gather_nd_backward",
        .cls = SY__CLASS_OP,
        .kernel = SY__KERNEL_OP,
        .variadic = false,
        .n_attrs = 2,
        .attrs = {{"shape", SY__ATTR_SHAPE, 0, 8, 0, NULL}, {"batch_dims", SY__ATTR_INT, 0, 0, 0, NULL}},
        .infer = sy__infer_gather_nd_backward,
        .n_in = 2,
        .creates = false,
        .values = false,
        .fast = false,
        .fast_kernels = sy__fast_none,
        .dtypes = SY__DT_F32 | SY__DT_F64,
        .in_names = {"dy", "indices"},
        .in_var = {0, -1},
        .in_dtypes = {0, SY__DT_I64},
        .key_var = 0,
        .n_out = 1,
        .optional = 0u,
        .out_names = {"result"},
        .out_var = {0},
        .out_fixed = {SY_DTYPE_COUNT},
        .differentiable = false,
        .memory_bound = false,
        .route = sy__route_gather_nd_backward,
        .backward = NULL,
        .saves = {0},
        .reads_results = 0u,
    },
    [SY_OP_SCATTER_ND] = {
        .name = "scatter_nd",
        .cls = SY__CLASS_OP,
        .kernel = SY__KERNEL_OP,
        .variadic = false,
        .n_attrs = 1,
        .attrs = {{"reduction", SY__ATTR_ENUM, 0, 0, 3, (const char *const[]){"none", "add", "mul"}}},
        .infer = sy__infer_scatter_nd,
        .n_in = 3,
        .creates = false,
        .values = false,
        .fast = false,
        .fast_kernels = sy__fast_none,
        .dtypes = SY__DT_ALL,
        .in_names = {"x", "indices", "updates"},
        .in_var = {0, -1, 0},
        .in_dtypes = {0, SY__DT_I64, 0},
        .key_var = 0,
        .n_out = 1,
        .optional = 0u,
        .out_names = {"result"},
        .out_var = {0},
        .out_fixed = {SY_DTYPE_COUNT},
        .differentiable = true,
        .memory_bound = false,
        .route = sy__route_scatter_nd,
        .backward = sy__backward_scatter_nd,
        .saves = {[0] = SY__SAVES_DATA(1) | SY__SAVES_DATA(2), [1] = 0u, [2] = SY__SAVES_DATA(1) | SY__SAVES_DATA(2)},
        .reads_results = 0u,
    },
    [SY_OP_SCATTER_ND_BACKWARD] = {
        .name = "scatter_nd_backward",
        .cls = SY__CLASS_OP,
        .kernel = SY__KERNEL_OP,
        .variadic = false,
        .n_attrs = 2,
        .attrs = {{"reduction", SY__ATTR_ENUM, 0, 0, 3, (const char *const[]){"none", "add", "mul"}}, {"wrt_updates", SY__ATTR_BOOL, 0, 0, 0, NULL}},
        .infer = sy__infer_scatter_nd_backward,
        .n_in = 3,
        .creates = false,
        .values = false,
        .fast = false,
        .fast_kernels = sy__fast_none,
        .dtypes = SY__DT_F32 | SY__DT_F64,
        .in_names = {"dy", "indices", "updates"},
        .in_var = {0, -1, 0},
        .in_dtypes = {0, SY__DT_I64, 0},
        .key_var = 0,
        .n_out = 1,
        .optional = 0u,
        .out_names = {"result"},
        .out_var = {0},
        .out_fixed = {SY_DTYPE_COUNT},
        .differentiable = false,
        .memory_bound = false,
        .route = sy__route_scatter_nd_backward,
        .backward = NULL,
        .saves = {0},
        .reads_results = 0u,
    },
    [SY_OP_ONE_HOT] = {
        .name = "one_hot",
        .cls = SY__CLASS_OP,
        .kernel = SY__KERNEL_OP,
        .variadic = false,
        .n_attrs = 2,
        .attrs = {{"depth", SY__ATTR_INT, 0, 0, 0, NULL}, {"axis", SY__ATTR_AXIS, 0, 0, 0, NULL}},
        .infer = sy__infer_one_hot,
        .n_in = 2,
        .creates = false,
        .values = false,
        .fast = false,
        .fast_kernels = sy__fast_none,
        .dtypes = SY__DT_ALL,
        .in_names = {"indices", "values"},
        .in_var = {-1, 0},
        .in_dtypes = {SY__DT_I32 | SY__DT_I64, 0},
        .key_var = 0,
        .n_out = 1,
        .optional = 0u,
        .out_names = {"result"},
        .out_var = {0},
        .out_fixed = {SY_DTYPE_COUNT},
        .differentiable = true,
        .memory_bound = false,
        .route = sy__route_one_hot,
        .backward = sy__backward_one_hot,
        .saves = {[0] = 0u, [1] = SY__SAVES_DATA(0)},
        .reads_results = 0u,
    },
    [SY_OP_ONE_HOT_BACKWARD] = {
        .name = "one_hot_backward",
        .cls = SY__CLASS_OP,
        .kernel = SY__KERNEL_OP,
        .variadic = false,
        .n_attrs = 1,
        .attrs = {{"axis", SY__ATTR_AXIS, 0, 0, 0, NULL}},
        .infer = sy__infer_one_hot_backward,
        .n_in = 2,
        .creates = false,
        .values = false,
        .fast = false,
        .fast_kernels = sy__fast_none,
        .dtypes = SY__DT_F32 | SY__DT_F64,
        .in_names = {"dy", "indices"},
        .in_var = {0, -1},
        .in_dtypes = {0, SY__DT_I32 | SY__DT_I64},
        .key_var = 0,
        .n_out = 1,
        .optional = 0u,
        .out_names = {"result"},
        .out_var = {0},
        .out_fixed = {SY_DTYPE_COUNT},
        .differentiable = false,
        .memory_bound = false,
        .route = sy__route_one_hot_backward,
        .backward = NULL,
        .saves = {0},
        .reads_results = 0u,
    },
    [SY_OP_LEAKY_RELU] = {
        .name = "leaky_relu",
        .cls = SY__CLASS_OP,
        .kernel = SY__KERNEL_OP,
        .variadic = false,
        .n_attrs = 1,
        .attrs = {{"alpha", SY__ATTR_FLOAT, 0, 0, 0, NULL}},
        .infer = sy__infer_same,
        .n_in = 1,
        .creates = false,
        .values = false,
        .fast = false,
        .fast_kernels = sy__fast_none,
        .dtypes = SY__DT_F32 | SY__DT_F64 | SY__DT_F16 | SY__DT_BF16,
        .in_names = {"x"},
        .in_var = {0},
        .in_dtypes = {0},
        .key_var = 0,
        .n_out = 1,
        .optional = 0u,
        .out_names = {"result"},
        .out_var = {0},
        .out_fixed = {SY_DTYPE_COUNT},
        .differentiable = true,
        .memory_bound = true,
        .route = sy__route_leaky_relu,
        .backward = sy__backward_leaky_relu,
        .saves = {[0] = SY__SAVES_DATA(0)},
        .reads_results = 0u,
    },
    [SY_OP_ELU] = {
        .name = "elu",
        .cls = SY__CLASS_OP,
        .kernel = SY__KERNEL_OP,
        .variadic = false,
        .n_attrs = 1,
        .attrs = {{"alpha", SY__ATTR_FLOAT, 0, 0, 0, NULL}},
        .infer = sy__infer_same,
        .n_in = 1,
        .creates = false,
        .values = false,
        .fast = false,
        .fast_kernels = sy__fast_none,
        .dtypes = SY__DT_F32 | SY__DT_F64 | SY__DT_F16 | SY__DT_BF16,
        .in_names = {"x"},
        .in_var = {0},
        .in_dtypes = {0},
        .key_var = 0,
        .n_out = 1,
        .optional = 0u,
        .out_names = {"result"},
        .out_var = {0},
        .out_fixed = {SY_DTYPE_COUNT},
        .differentiable = true,
        .memory_bound = true,
        .route = sy__route_elu,
        .backward = sy__backward_elu,
        .saves = {[0] = SY__SAVES_DATA(0) | SY__SAVES_RESULT},
        .reads_results = 0u,
    },
    [SY_OP_CELU] = {
        .name = "celu",
        .cls = SY__CLASS_OP,
        .kernel = SY__KERNEL_OP,
        .variadic = false,
        .n_attrs = 1,
        .attrs = {{"alpha", SY__ATTR_FLOAT, 0, 0, 0, NULL}},
        .infer = sy__infer_same,
        .n_in = 1,
        .creates = false,
        .values = false,
        .fast = false,
        .fast_kernels = sy__fast_none,
        .dtypes = SY__DT_F32 | SY__DT_F64 | SY__DT_F16 | SY__DT_BF16,
        .in_names = {"x"},
        .in_var = {0},
        .in_dtypes = {0},
        .key_var = 0,
        .n_out = 1,
        .optional = 0u,
        .out_names = {"result"},
        .out_var = {0},
        .out_fixed = {SY_DTYPE_COUNT},
        .differentiable = true,
        .memory_bound = true,
        .route = sy__route_celu,
        .backward = sy__backward_celu,
        .saves = {[0] = SY__SAVES_DATA(0)},
        .reads_results = 0u,
    },
    [SY_OP_THRESHOLDED_RELU] = {
        .name = "thresholded_relu",
        .cls = SY__CLASS_OP,
        .kernel = SY__KERNEL_OP,
        .variadic = false,
        .n_attrs = 1,
        .attrs = {{"alpha", SY__ATTR_FLOAT, 0, 0, 0, NULL}},
        .infer = sy__infer_same,
        .n_in = 1,
        .creates = false,
        .values = false,
        .fast = false,
        .fast_kernels = sy__fast_none,
        .dtypes = SY__DT_F32 | SY__DT_F64 | SY__DT_F16 | SY__DT_BF16,
        .in_names = {"x"},
        .in_var = {0},
        .in_dtypes = {0},
        .key_var = 0,
        .n_out = 1,
        .optional = 0u,
        .out_names = {"result"},
        .out_var = {0},
        .out_fixed = {SY_DTYPE_COUNT},
        .differentiable = true,
        .memory_bound = true,
        .route = sy__route_thresholded_relu,
        .backward = sy__backward_thresholded_relu,
        .saves = {[0] = SY__SAVES_DATA(0)},
        .reads_results = 0u,
    },
    [SY_OP_HARD_SIGMOID] = {
        .name = "hard_sigmoid",
        .cls = SY__CLASS_OP,
        .kernel = SY__KERNEL_OP,
        .variadic = false,
        .n_attrs = 2,
        .attrs = {{"alpha", SY__ATTR_FLOAT, 0, 0, 0, NULL}, {"beta", SY__ATTR_FLOAT, 0, 0, 0, NULL}},
        .infer = sy__infer_same,
        .n_in = 1,
        .creates = false,
        .values = false,
        .fast = false,
        .fast_kernels = sy__fast_none,
        .dtypes = SY__DT_F32 | SY__DT_F64 | SY__DT_F16 | SY__DT_BF16,
        .in_names = {"x"},
        .in_var = {0},
        .in_dtypes = {0},
        .key_var = 0,
        .n_out = 1,
        .optional = 0u,
        .out_names = {"result"},
        .out_var = {0},
        .out_fixed = {SY_DTYPE_COUNT},
        .differentiable = true,
        .memory_bound = true,
        .route = sy__route_hard_sigmoid,
        .backward = sy__backward_hard_sigmoid,
        .saves = {[0] = SY__SAVES_RESULT},
        .reads_results = 0u,
    },
    [SY_OP_SELU] = {
        .name = "selu",
        .cls = SY__CLASS_OP,
        .kernel = SY__KERNEL_OP,
        .variadic = false,
        .n_attrs = 2,
        .attrs = {{"alpha", SY__ATTR_FLOAT, 0, 0, 0, NULL}, {"beta", SY__ATTR_FLOAT, 0, 0, 0, NULL}},
        .infer = sy__infer_same,
        .n_in = 1,
        .creates = false,
        .values = false,
        .fast = false,
        .fast_kernels = sy__fast_none,
        .dtypes = SY__DT_F32 | SY__DT_F64 | SY__DT_F16 | SY__DT_BF16,
        .in_names = {"x"},
        .in_var = {0},
        .in_dtypes = {0},
        .key_var = 0,
        .n_out = 1,
        .optional = 0u,
        .out_names = {"result"},
        .out_var = {0},
        .out_fixed = {SY_DTYPE_COUNT},
        .differentiable = true,
        .memory_bound = true,
        .route = sy__route_selu,
        .backward = sy__backward_selu,
        .saves = {[0] = SY__SAVES_DATA(0)},
        .reads_results = 0u,
    },
    [SY_OP_SHRINK] = {
        .name = "shrink",
        .cls = SY__CLASS_OP,
        .kernel = SY__KERNEL_OP,
        .variadic = false,
        .n_attrs = 2,
        .attrs = {{"alpha", SY__ATTR_FLOAT, 0, 0, 0, NULL}, {"beta", SY__ATTR_FLOAT, 0, 0, 0, NULL}},
        .infer = sy__infer_same,
        .n_in = 1,
        .creates = false,
        .values = false,
        .fast = false,
        .fast_kernels = sy__fast_none,
        .dtypes = SY__DT_F32 | SY__DT_F64 | SY__DT_F16 | SY__DT_BF16,
        .in_names = {"x"},
        .in_var = {0},
        .in_dtypes = {0},
        .key_var = 0,
        .n_out = 1,
        .optional = 0u,
        .out_names = {"result"},
        .out_var = {0},
        .out_fixed = {SY_DTYPE_COUNT},
        .differentiable = true,
        .memory_bound = true,
        .route = sy__route_shrink,
        .backward = sy__backward_shrink,
        .saves = {[0] = SY__SAVES_DATA(0)},
        .reads_results = 0u,
    },
    [SY_OP_PRELU] = {
        .name = "prelu",
        .cls = SY__CLASS_OP,
        .kernel = SY__KERNEL_OP,
        .variadic = false,
        .n_attrs = 0,
        .attrs = {{0}},
        .infer = sy__infer_prelu,
        .n_in = 2,
        .creates = false,
        .values = false,
        .fast = false,
        .fast_kernels = sy__fast_none,
        .dtypes = SY__DT_F32 | SY__DT_F64 | SY__DT_F16 | SY__DT_BF16,
        .in_names = {"x", "slope"},
        .in_var = {0, 0},
        .in_dtypes = {0, 0},
        .key_var = 0,
        .n_out = 1,
        .optional = 0u,
        .out_names = {"result"},
        .out_var = {0},
        .out_fixed = {SY_DTYPE_COUNT},
        .differentiable = true,
        .memory_bound = true,
        .route = sy__route_prelu,
        .backward = sy__backward_prelu,
        .saves = {[0] = SY__SAVES_DATA(0) | SY__SAVES_DATA(1), [1] = SY__SAVES_DATA(0)},
        .reads_results = 0u,
    },
    [SY_OP_CLIP] = {
        .name = "clip",
        .cls = SY__CLASS_OP,
        .kernel = SY__KERNEL_OP,
        .variadic = false,
        .n_attrs = 0,
        .attrs = {{0}},
        .infer = sy__infer_clip,
        .n_in = 3,
        .creates = false,
        .values = false,
        .fast = false,
        .fast_kernels = sy__fast_none,
        .dtypes = SY__DT_F32 | SY__DT_F64 | SY__DT_I32 | SY__DT_I64 | SY__DT_U8 | SY__DT_I8 | SY__DT_I16 | SY__DT_F16 | SY__DT_BF16 | SY__DT_U16 | SY__DT_U32 | SY__DT_U64,
        .in_names = {"x", "low", "high"},
        .in_var = {0, 0, 0},
        .in_dtypes = {0, 0, 0},
        .key_var = 0,
        .n_out = 1,
        .optional = 6u,
        .out_names = {"result"},
        .out_var = {0},
        .out_fixed = {SY_DTYPE_COUNT},
        .differentiable = true,
        .memory_bound = true,
        .route = sy__route_clip,
        .backward = sy__backward_clip,
        .saves = {[0] = SY__SAVES_DATA(0) | SY__SAVES_RESULT, [1] = SY__SAVES_DATA(0) | SY__SAVES_DATA(1) | SY__SAVES_RESULT, [2] = SY__SAVES_DATA(0) | SY__SAVES_DATA(2) | SY__SAVES_RESULT},
        .reads_results = 0u,
    },
    [SY_OP_DROPOUT] = {
        .name = "dropout",
        .cls = SY__CLASS_OP,
        .kernel = SY__KERNEL_OP,
        .variadic = false,
        .n_attrs = 1,
        .attrs = {{"seed", SY__ATTR_INT, 0, 0, 0, NULL}},
        .infer = sy__infer_dropout,
        .n_in = 3,
        .creates = false,
        .values = false,
        .fast = false,
        .fast_kernels = sy__fast_none,
        .dtypes = SY__DT_F32 | SY__DT_F64 | SY__DT_F16 | SY__DT_BF16,
        .in_names = {"x", "ratio", "training_mode"},
        .in_var = {0, -1, -1},
        .in_dtypes = {0, SY__DT_F32 | SY__DT_F64, SY__DT_BOOL},
        .key_var = 0,
        .n_out = 2,
        .optional = 6u,
        .out_names = {"y", "mask"},
        .out_var = {0, -1},
        .out_fixed = {SY_DTYPE_COUNT, SY_DTYPE_BOOL},
        .differentiable = false,
        .memory_bound = false,
        .route = sy__route_dropout,
        .backward = NULL,
        .saves = {0},
        .reads_results = 0u,
    },
    [SY_OP_NLL_LOSS] = {
        .name = "nll_loss",
        .cls = SY__CLASS_OP,
        .kernel = SY__KERNEL_OP,
        .variadic = false,
        .n_attrs = 2,
        .attrs = {{"reduction", SY__ATTR_ENUM, 0, 0, 3, (const char *const[]){"none", "sum", "mean"}}, {"ignore_index", SY__ATTR_INT, 0, 0, 0, NULL}},
        .infer = sy__infer_nll_loss,
        .n_in = 3,
        .creates = false,
        .values = false,
        .fast = false,
        .fast_kernels = sy__fast_none,
        .dtypes = SY__DT_F32 | SY__DT_F64,
        .in_names = {"x", "target", "weight"},
        .in_var = {0, -1, 0},
        .in_dtypes = {0, SY__DT_I32 | SY__DT_I64, 0},
        .key_var = 0,
        .n_out = 1,
        .optional = 4u,
        .out_names = {"result"},
        .out_var = {0},
        .out_fixed = {SY_DTYPE_COUNT},
        .differentiable = true,
        .memory_bound = false,
        .route = sy__route_nll_loss,
        .backward = sy__backward_nll_loss,
        .saves = {[0] = SY__SAVES_DATA(1) | SY__SAVES_DATA(2) | SY__SAVES_META(0), [1] = 0u, [2] = SY__SAVES_DATA(1) | SY__SAVES_DATA(2) | SY__SAVES_META(0)},
        .reads_results = 0u,
    },
    [SY_OP_NLL_LOSS_BACKWARD] = {
        .name = "nll_loss_backward",
        .cls = SY__CLASS_OP,
        .kernel = SY__KERNEL_OP,
        .variadic = false,
        .n_attrs = 4,
        .attrs = {{"shape", SY__ATTR_SHAPE, 0, 8, 0, NULL}, {"reduction", SY__ATTR_ENUM, 0, 0, 3, (const char *const[]){"none", "sum", "mean"}}, {"ignore_index", SY__ATTR_INT, 0, 0, 0, NULL}, {"wrt_weight", SY__ATTR_BOOL, 0, 0, 0, NULL}},
        .infer = sy__infer_nll_loss_backward,
        .n_in = 3,
        .creates = false,
        .values = false,
        .fast = false,
        .fast_kernels = sy__fast_none,
        .dtypes = SY__DT_F32 | SY__DT_F64,
        .in_names = {"dy", "target", "weight"},
        .in_var = {0, -1, 0},
        .in_dtypes = {0, SY__DT_I32 | SY__DT_I64, 0},
        .key_var = 0,
        .n_out = 1,
        .optional = 4u,
        .out_names = {"result"},
        .out_var = {0},
        .out_fixed = {SY_DTYPE_COUNT},
        .differentiable = false,
        .memory_bound = false,
        .route = sy__route_nll_loss_backward,
        .backward = NULL,
        .saves = {0},
        .reads_results = 0u,
    },
    [SY_OP_FLIP] = {
        .name = "flip",
        .cls = SY__CLASS_OP,
        .kernel = SY__KERNEL_OP,
        .variadic = false,
        .n_attrs = 1,
        .attrs = {{"axes", SY__ATTR_AXES, 0, 8, 0, NULL}},
        .infer = sy__infer_flip,
        .n_in = 1,
        .creates = false,
        .values = false,
        .fast = false,
        .fast_kernels = sy__fast_none,
        .dtypes = SY__DT_ALL,
        .in_names = {"x"},
        .in_var = {0},
        .in_dtypes = {0},
        .key_var = 0,
        .n_out = 1,
        .optional = 0u,
        .out_names = {"result"},
        .out_var = {0},
        .out_fixed = {SY_DTYPE_COUNT},
        .differentiable = true,
        .memory_bound = false,
        .route = sy__route_flip,
        .backward = sy__backward_flip,
        .saves = {[0] = 0u},
        .reads_results = 0u,
    },
    [SY_OP_GELU] = {
        .name = "gelu",
        .cls = SY__CLASS_OP,
        .kernel = SY__KERNEL_OP,
        .variadic = false,
        .n_attrs = 1,
        .attrs = {{"approximate", SY__ATTR_ENUM, 0, 0, 2, (const char *const[]){"none", "tanh"}}},
        .infer = sy__infer_same,
        .n_in = 1,
        .creates = false,
        .values = false,
        .fast = false,
        .fast_kernels = sy__fast_none,
        .dtypes = SY__DT_F32 | SY__DT_F64 | SY__DT_F16 | SY__DT_BF16,
        .in_names = {"x"},
        .in_var = {0},
        .in_dtypes = {0},
        .key_var = 0,
        .n_out = 1,
        .optional = 0u,
        .out_names = {"result"},
        .out_var = {0},
        .out_fixed = {SY_DTYPE_COUNT},
        .differentiable = true,
        .memory_bound = true,
        .route = sy__route_gelu,
        .backward = sy__backward_gelu,
        .saves = {[0] = SY__SAVES_DATA(0)},
        .reads_results = 0u,
    },
    [SY_OP_GELU_BACKWARD] = {
        .name = "gelu_backward",
        .cls = SY__CLASS_OP,
        .kernel = SY__KERNEL_OP,
        .variadic = false,
        .n_attrs = 1,
        .attrs = {{"approximate", SY__ATTR_ENUM, 0, 0, 2, (const char *const[]){"none", "tanh"}}},
        .infer = sy__infer_gelu_backward,
        .n_in = 2,
        .creates = false,
        .values = false,
        .fast = false,
        .fast_kernels = sy__fast_none,
        .dtypes = SY__DT_F32 | SY__DT_F64 | SY__DT_F16 | SY__DT_BF16,
        .in_names = {"dy", "x"},
        .in_var = {0, 0},
        .in_dtypes = {0, 0},
        .key_var = 0,
        .n_out = 1,
        .optional = 0u,
        .out_names = {"result"},
        .out_var = {0},
        .out_fixed = {SY_DTYPE_COUNT},
        .differentiable = false,
        .memory_bound = false,
        .route = sy__route_gelu_backward,
        .backward = NULL,
        .saves = {0},
        .reads_results = 0u,
    },
    [SY_OP_AVG_POOL] = {
        .name = "avg_pool",
        .cls = SY__CLASS_OP,
        .kernel = SY__KERNEL_OP,
        .variadic = false,
        .n_attrs = 5,
        .attrs = {{"kernel", SY__ATTR_INTS, 0, 3, 0, NULL}, {"stride", SY__ATTR_INTS, 0, 3, 0, NULL}, {"pads", SY__ATTR_INTS, 0, 6, 0, NULL}, {"ceil_mode", SY__ATTR_BOOL, 0, 0, 0, NULL}, {"count_include_pad", SY__ATTR_BOOL, 0, 0, 0, NULL}},
        .infer = sy__infer_avg_pool,
        .n_in = 1,
        .creates = false,
        .values = false,
        .fast = false,
        .fast_kernels = sy__fast_none,
        .dtypes = SY__DT_F32 | SY__DT_F64,
        .in_names = {"x"},
        .in_var = {0},
        .in_dtypes = {0},
        .key_var = 0,
        .n_out = 1,
        .optional = 0u,
        .out_names = {"result"},
        .out_var = {0},
        .out_fixed = {SY_DTYPE_COUNT},
        .differentiable = true,
        .memory_bound = false,
        .route = sy__route_avg_pool,
        .backward = sy__backward_avg_pool,
        .saves = {[0] = SY__SAVES_META(0)},
        .reads_results = 0u,
    },
    [SY_OP_AVG_POOL_BACKWARD] = {
        .name = "avg_pool_backward",
        .cls = SY__CLASS_OP,
        .kernel = SY__KERNEL_OP,
        .variadic = false,
        .n_attrs = 6,
        .attrs = {{"shape", SY__ATTR_SHAPE, 0, 8, 0, NULL}, {"kernel", SY__ATTR_INTS, 0, 3, 0, NULL}, {"stride", SY__ATTR_INTS, 0, 3, 0, NULL}, {"pads", SY__ATTR_INTS, 0, 6, 0, NULL}, {"ceil_mode", SY__ATTR_BOOL, 0, 0, 0, NULL}, {"count_include_pad", SY__ATTR_BOOL, 0, 0, 0, NULL}},
        .infer = sy__infer_avg_pool_backward,
        .n_in = 1,
        .creates = false,
        .values = false,
        .fast = false,
        .fast_kernels = sy__fast_none,
        .dtypes = SY__DT_F32 | SY__DT_F64,
        .in_names = {"dy"},
        .in_var = {0},
        .in_dtypes = {0},
        .key_var = 0,
        .n_out = 1,
        .optional = 0u,
        .out_names = {"result"},
        .out_var = {0},
        .out_fixed = {SY_DTYPE_COUNT},
        .differentiable = false,
        .memory_bound = false,
        .route = sy__route_avg_pool_backward,
        .backward = NULL,
        .saves = {0},
        .reads_results = 0u,
    },
    [SY_OP_CONV_TRANSPOSE2D] = {
        .name = "conv_transpose2d",
        .cls = SY__CLASS_OP,
        .kernel = SY__KERNEL_OP,
        .variadic = false,
        .n_attrs = 5,
        .attrs = {{"stride", SY__ATTR_INTS, 2, 2, 0, NULL}, {"pads", SY__ATTR_INTS, 4, 4, 0, NULL}, {"dilation", SY__ATTR_INTS, 2, 2, 0, NULL}, {"groups", SY__ATTR_INT, 0, 0, 0, NULL}, {"output_padding", SY__ATTR_INTS, 2, 2, 0, NULL}},
        .infer = sy__infer_conv_transpose2d,
        .n_in = 3,
        .creates = false,
        .values = false,
        .fast = false,
        .fast_kernels = sy__fast_none,
        .dtypes = SY__DT_F32 | SY__DT_F64,
        .in_names = {"x", "weight", "bias"},
        .in_var = {0, 0, 0},
        .in_dtypes = {0, 0, 0},
        .key_var = 0,
        .n_out = 1,
        .optional = 4u,
        .out_names = {"result"},
        .out_var = {0},
        .out_fixed = {SY_DTYPE_COUNT},
        .differentiable = true,
        .memory_bound = false,
        .route = sy__route_conv_transpose2d,
        .backward = sy__backward_conv_transpose2d,
        .saves = {[0] = SY__SAVES_DATA(0) | SY__SAVES_DATA(1), [1] = SY__SAVES_DATA(0) | SY__SAVES_DATA(1), [2] = 0u},
        .reads_results = 0u,
    },
    [SY_OP_CONV_TRANSPOSE2D_BACKWARD_INPUT] = {
        .name = "conv_transpose2d_backward_input",
        .cls = SY__CLASS_OP,
        .kernel = SY__KERNEL_OP,
        .variadic = false,
        .n_attrs = 5,
        .attrs = {{"stride", SY__ATTR_INTS, 2, 2, 0, NULL}, {"pads", SY__ATTR_INTS, 4, 4, 0, NULL}, {"dilation", SY__ATTR_INTS, 2, 2, 0, NULL}, {"groups", SY__ATTR_INT, 0, 0, 0, NULL}, {"output_padding", SY__ATTR_INTS, 2, 2, 0, NULL}},
        .infer = sy__infer_conv_transpose2d_backward_input,
        .n_in = 3,
        .creates = false,
        .values = false,
        .fast = false,
        .fast_kernels = sy__fast_none,
        .dtypes = SY__DT_F32 | SY__DT_F64,
        .in_names = {"dy", "weight", "x"},
        .in_var = {0, 0, 0},
        .in_dtypes = {0, 0, 0},
        .key_var = 0,
        .n_out = 1,
        .optional = 0u,
        .out_names = {"result"},
        .out_var = {0},
        .out_fixed = {SY_DTYPE_COUNT},
        .differentiable = false,
        .memory_bound = false,
        .route = sy__route_conv_transpose2d_backward_input,
        .backward = NULL,
        .saves = {0},
        .reads_results = 0u,
    },
    [SY_OP_CONV] = {
        .name = "conv",
        .cls = SY__CLASS_OP,
        .kernel = SY__KERNEL_OP,
        .variadic = false,
        .n_attrs = 4,
        .attrs = {{"stride", SY__ATTR_INTS, 0, 3, 0, NULL}, {"pads", SY__ATTR_INTS, 0, 6, 0, NULL}, {"dilation", SY__ATTR_INTS, 0, 3, 0, NULL}, {"groups", SY__ATTR_INT, 0, 0, 0, NULL}},
        .infer = sy__infer_conv,
        .n_in = 3,
        .creates = false,
        .values = false,
        .fast = false,
        .fast_kernels = sy__fast_none,
        .dtypes = SY__DT_F32 | SY__DT_F64,
        .in_names = {"x", "weight", "bias"},
        .in_var = {0, 0, 0},
        .in_dtypes = {0, 0, 0},
        .key_var = 0,
        .n_out = 1,
        .optional = 4u,
        .out_names = {"result"},
        .out_var = {0},
        .out_fixed = {SY_DTYPE_COUNT},
        .differentiable = true,
        .memory_bound = false,
        .route = sy__route_conv,
        .backward = sy__backward_conv,
        .saves = {[0] = SY__SAVES_DATA(0) | SY__SAVES_DATA(1), [1] = SY__SAVES_DATA(0) | SY__SAVES_DATA(1), [2] = 0u},
        .reads_results = 0u,
    },
    [SY_OP_CONV_BACKWARD_INPUT] = {
        .name = "conv_backward_input",
        .cls = SY__CLASS_OP,
        .kernel = SY__KERNEL_OP,
        .variadic = false,
        .n_attrs = 4,
        .attrs = {{"stride", SY__ATTR_INTS, 0, 3, 0, NULL}, {"pads", SY__ATTR_INTS, 0, 6, 0, NULL}, {"dilation", SY__ATTR_INTS, 0, 3, 0, NULL}, {"groups", SY__ATTR_INT, 0, 0, 0, NULL}},
        .infer = sy__infer_conv_backward_input,
        .n_in = 3,
        .creates = false,
        .values = false,
        .fast = false,
        .fast_kernels = sy__fast_none,
        .dtypes = SY__DT_F32 | SY__DT_F64,
        .in_names = {"dy", "weight", "x"},
        .in_var = {0, 0, 0},
        .in_dtypes = {0, 0, 0},
        .key_var = 0,
        .n_out = 1,
        .optional = 0u,
        .out_names = {"result"},
        .out_var = {0},
        .out_fixed = {SY_DTYPE_COUNT},
        .differentiable = false,
        .memory_bound = false,
        .route = sy__route_conv_backward_input,
        .backward = NULL,
        .saves = {0},
        .reads_results = 0u,
    },
    [SY_OP_CONV_BACKWARD_WEIGHT] = {
        .name = "conv_backward_weight",
        .cls = SY__CLASS_OP,
        .kernel = SY__KERNEL_OP,
        .variadic = false,
        .n_attrs = 4,
        .attrs = {{"stride", SY__ATTR_INTS, 0, 3, 0, NULL}, {"pads", SY__ATTR_INTS, 0, 6, 0, NULL}, {"dilation", SY__ATTR_INTS, 0, 3, 0, NULL}, {"groups", SY__ATTR_INT, 0, 0, 0, NULL}},
        .infer = sy__infer_conv_backward_weight,
        .n_in = 3,
        .creates = false,
        .values = false,
        .fast = false,
        .fast_kernels = sy__fast_none,
        .dtypes = SY__DT_F32 | SY__DT_F64,
        .in_names = {"dy", "x", "weight"},
        .in_var = {0, 0, 0},
        .in_dtypes = {0, 0, 0},
        .key_var = 0,
        .n_out = 1,
        .optional = 0u,
        .out_names = {"result"},
        .out_var = {0},
        .out_fixed = {SY_DTYPE_COUNT},
        .differentiable = false,
        .memory_bound = false,
        .route = sy__route_conv_backward_weight,
        .backward = NULL,
        .saves = {0},
        .reads_results = 0u,
    },
    [SY_OP_CONV_BACKWARD_BIAS] = {
        .name = "conv_backward_bias",
        .cls = SY__CLASS_OP,
        .kernel = SY__KERNEL_OP,
        .variadic = false,
        .n_attrs = 0,
        .attrs = {{0}},
        .infer = sy__infer_conv_backward_bias,
        .n_in = 1,
        .creates = false,
        .values = false,
        .fast = false,
        .fast_kernels = sy__fast_none,
        .dtypes = SY__DT_F32 | SY__DT_F64,
        .in_names = {"dy"},
        .in_var = {0},
        .in_dtypes = {0},
        .key_var = 0,
        .n_out = 1,
        .optional = 0u,
        .out_names = {"result"},
        .out_var = {0},
        .out_fixed = {SY_DTYPE_COUNT},
        .differentiable = false,
        .memory_bound = false,
        .route = sy__route_conv_backward_bias,
        .backward = NULL,
        .saves = {0},
        .reads_results = 0u,
    },
    [SY_OP_CONV_TRANSPOSE] = {
        .name = "conv_transpose",
        .cls = SY__CLASS_OP,
        .kernel = SY__KERNEL_OP,
        .variadic = false,
        .n_attrs = 5,
        .attrs = {{"stride", SY__ATTR_INTS, 0, 3, 0, NULL}, {"pads", SY__ATTR_INTS, 0, 6, 0, NULL}, {"dilation", SY__ATTR_INTS, 0, 3, 0, NULL}, {"groups", SY__ATTR_INT, 0, 0, 0, NULL}, {"output_padding", SY__ATTR_INTS, 0, 3, 0, NULL}},
        .infer = sy__infer_conv_transpose,
        .n_in = 3,
        .creates = false,
        .values = false,
        .fast = false,
        .fast_kernels = sy__fast_none,
        .dtypes = SY__DT_F32 | SY__DT_F64,
        .in_names = {"x", "weight", "bias"},
        .in_var = {0, 0, 0},
        .in_dtypes = {0, 0, 0},
        .key_var = 0,
        .n_out = 1,
        .optional = 4u,
        .out_names = {"result"},
        .out_var = {0},
        .out_fixed = {SY_DTYPE_COUNT},
        .differentiable = true,
        .memory_bound = false,
        .route = sy__route_conv_transpose,
        .backward = sy__backward_conv_transpose,
        .saves = {[0] = SY__SAVES_DATA(0) | SY__SAVES_DATA(1), [1] = SY__SAVES_DATA(0) | SY__SAVES_DATA(1), [2] = 0u},
        .reads_results = 0u,
    },
    [SY_OP_CONV_TRANSPOSE_BACKWARD_INPUT] = {
        .name = "conv_transpose_backward_input",
        .cls = SY__CLASS_OP,
        .kernel = SY__KERNEL_OP,
        .variadic = false,
        .n_attrs = 5,
        .attrs = {{"stride", SY__ATTR_INTS, 0, 3, 0, NULL}, {"pads", SY__ATTR_INTS, 0, 6, 0, NULL}, {"dilation", SY__ATTR_INTS, 0, 3, 0, NULL}, {"groups", SY__ATTR_INT, 0, 0, 0, NULL}, {"output_padding", SY__ATTR_INTS, 0, 3, 0, NULL}},
        .infer = sy__infer_conv_transpose_backward_input,
        .n_in = 3,
        .creates = false,
        .values = false,
        .fast = false,
        .fast_kernels = sy__fast_none,
        .dtypes = SY__DT_F32 | SY__DT_F64,
        .in_names = {"dy", "weight", "x"},
        .in_var = {0, 0, 0},
        .in_dtypes = {0, 0, 0},
        .key_var = 0,
        .n_out = 1,
        .optional = 0u,
        .out_names = {"result"},
        .out_var = {0},
        .out_fixed = {SY_DTYPE_COUNT},
        .differentiable = false,
        .memory_bound = false,
        .route = sy__route_conv_transpose_backward_input,
        .backward = NULL,
        .saves = {0},
        .reads_results = 0u,
    },
    [SY_OP_MAX_POOL] = {
        .name = "max_pool",
        .cls = SY__CLASS_OP,
        .kernel = SY__KERNEL_OP,
        .variadic = false,
        .n_attrs = 6,
        .attrs = {{"kernel", SY__ATTR_INTS, 0, 3, 0, NULL}, {"stride", SY__ATTR_INTS, 0, 3, 0, NULL}, {"pads", SY__ATTR_INTS, 0, 6, 0, NULL}, {"dilation", SY__ATTR_INTS, 0, 3, 0, NULL}, {"ceil_mode", SY__ATTR_BOOL, 0, 0, 0, NULL}, {"storage_order", SY__ATTR_INT, 0, 0, 0, NULL}},
        .infer = sy__infer_max_pool,
        .n_in = 1,
        .creates = false,
        .values = false,
        .fast = false,
        .fast_kernels = sy__fast_none,
        .dtypes = SY__DT_F32 | SY__DT_F64 | SY__DT_I32 | SY__DT_I64 | SY__DT_U8 | SY__DT_I8 | SY__DT_I16 | SY__DT_U16 | SY__DT_U32 | SY__DT_U64,
        .in_names = {"x"},
        .in_var = {0},
        .in_dtypes = {0},
        .key_var = 0,
        .n_out = 2,
        .optional = 0u,
        .out_names = {"y", "indices"},
        .out_var = {0, -1},
        .out_fixed = {SY_DTYPE_COUNT, SY_DTYPE_I64},
        .differentiable = true,
        .memory_bound = false,
        .route = sy__route_max_pool,
        .backward = sy__backward_max_pool,
        .saves = {[0] = SY__SAVES_META(0)},
        .reads_results = (1u << 1),
    },
    [SY_OP_MAX_POOL_BACKWARD] = {
        .name = "max_pool_backward",
        .cls = SY__CLASS_OP,
        .kernel = SY__KERNEL_OP,
        .variadic = false,
        .n_attrs = 2,
        .attrs = {{"shape", SY__ATTR_SHAPE, 0, 8, 0, NULL}, {"storage_order", SY__ATTR_INT, 0, 0, 0, NULL}},
        .infer = sy__infer_max_pool_backward,
        .n_in = 2,
        .creates = false,
        .values = false,
        .fast = false,
        .fast_kernels = sy__fast_none,
        .dtypes = SY__DT_F32 | SY__DT_F64,
        .in_names = {"dy", "indices"},
        .in_var = {0, -1},
        .in_dtypes = {0, SY__DT_I64},
        .key_var = 0,
        .n_out = 1,
        .optional = 0u,
        .out_names = {"result"},
        .out_var = {0},
        .out_fixed = {SY_DTYPE_COUNT},
        .differentiable = false,
        .memory_bound = false,
        .route = sy__route_max_pool_backward,
        .backward = NULL,
        .saves = {0},
        .reads_results = 0u,
    },
    [SY_OP_LP_POOL] = {
        .name = "lp_pool",
        .cls = SY__CLASS_OP,
        .kernel = SY__KERNEL_OP,
        .variadic = false,
        .n_attrs = 4,
        .attrs = {{"kernel", SY__ATTR_INTS, 0, 3, 0, NULL}, {"stride", SY__ATTR_INTS, 0, 3, 0, NULL}, {"pads", SY__ATTR_INTS, 0, 6, 0, NULL}, {"p", SY__ATTR_INT, 0, 0, 0, NULL}},
        .infer = sy__infer_lp_pool,
        .n_in = 1,
        .creates = false,
        .values = false,
        .fast = false,
        .fast_kernels = sy__fast_none,
        .dtypes = SY__DT_F32 | SY__DT_F64,
        .in_names = {"x"},
        .in_var = {0},
        .in_dtypes = {0},
        .key_var = 0,
        .n_out = 1,
        .optional = 0u,
        .out_names = {"result"},
        .out_var = {0},
        .out_fixed = {SY_DTYPE_COUNT},
        .differentiable = true,
        .memory_bound = false,
        .route = sy__route_lp_pool,
        .backward = sy__backward_lp_pool,
        .saves = {[0] = SY__SAVES_DATA(0) | SY__SAVES_RESULT},
        .reads_results = 0u,
    },
    [SY_OP_LP_POOL_BACKWARD] = {
        .name = "lp_pool_backward",
        .cls = SY__CLASS_OP,
        .kernel = SY__KERNEL_OP,
        .variadic = false,
        .n_attrs = 4,
        .attrs = {{"kernel", SY__ATTR_INTS, 0, 3, 0, NULL}, {"stride", SY__ATTR_INTS, 0, 3, 0, NULL}, {"pads", SY__ATTR_INTS, 0, 6, 0, NULL}, {"p", SY__ATTR_INT, 0, 0, 0, NULL}},
        .infer = sy__infer_lp_pool_backward,
        .n_in = 3,
        .creates = false,
        .values = false,
        .fast = false,
        .fast_kernels = sy__fast_none,
        .dtypes = SY__DT_F32 | SY__DT_F64,
        .in_names = {"dy", "x", "y"},
        .in_var = {0, 0, 0},
        .in_dtypes = {0, 0, 0},
        .key_var = 0,
        .n_out = 1,
        .optional = 0u,
        .out_names = {"result"},
        .out_var = {0},
        .out_fixed = {SY_DTYPE_COUNT},
        .differentiable = false,
        .memory_bound = false,
        .route = sy__route_lp_pool_backward,
        .backward = NULL,
        .saves = {0},
        .reads_results = 0u,
    },
    [SY_OP_ADAPTIVE_AVG_POOL] = {
        .name = "adaptive_avg_pool",
        .cls = SY__CLASS_OP,
        .kernel = SY__KERNEL_OP,
        .variadic = false,
        .n_attrs = 1,
        .attrs = {{"output_size", SY__ATTR_INTS, 0, 3, 0, NULL}},
        .infer = sy__infer_adaptive_avg_pool,
        .n_in = 1,
        .creates = false,
        .values = false,
        .fast = false,
        .fast_kernels = sy__fast_none,
        .dtypes = SY__DT_F32 | SY__DT_F64,
        .in_names = {"x"},
        .in_var = {0},
        .in_dtypes = {0},
        .key_var = 0,
        .n_out = 1,
        .optional = 0u,
        .out_names = {"result"},
        .out_var = {0},
        .out_fixed = {SY_DTYPE_COUNT},
        .differentiable = true,
        .memory_bound = false,
        .route = sy__route_adaptive_avg_pool,
        .backward = sy__backward_adaptive_avg_pool,
        .saves = {[0] = SY__SAVES_META(0)},
        .reads_results = 0u,
    },
    [SY_OP_ADAPTIVE_AVG_POOL_BACKWARD] = {
        .name = "adaptive_avg_pool_backward",
        .cls = SY__CLASS_OP,
        .kernel = SY__KERNEL_OP,
        .variadic = false,
        .n_attrs = 1,
        .attrs = {{"shape", SY__ATTR_SHAPE, 0, 8, 0, NULL}},
        .infer = sy__infer_adaptive_avg_pool_backward,
        .n_in = 1,
        .creates = false,
        .values = false,
        .fast = false,
        .fast_kernels = sy__fast_none,
        .dtypes = SY__DT_F32 | SY__DT_F64,
        .in_names = {"dy"},
        .in_var = {0},
        .in_dtypes = {0},
        .key_var = 0,
        .n_out = 1,
        .optional = 0u,
        .out_names = {"result"},
        .out_var = {0},
        .out_fixed = {SY_DTYPE_COUNT},
        .differentiable = false,
        .memory_bound = false,
        .route = sy__route_adaptive_avg_pool_backward,
        .backward = NULL,
        .saves = {0},
        .reads_results = 0u,
    },
    [SY_OP_ADAPTIVE_MAX_POOL] = {
        .name = "adaptive_max_pool",
        .cls = SY__CLASS_OP,
        .kernel = SY__KERNEL_OP,
        .variadic = false,
        .n_attrs = 1,
        .attrs = {{"output_size", SY__ATTR_INTS, 0, 3, 0, NULL}},
        .infer = sy__infer_adaptive_max_pool,
        .n_in = 1,
        .creates = false,
        .values = false,
        .fast = false,
        .fast_kernels = sy__fast_none,
        .dtypes = SY__DT_F32 | SY__DT_F64,
        .in_names = {"x"},
        .in_var = {0},
        .in_dtypes = {0},
        .key_var = 0,
        .n_out = 2,
        .optional = 0u,
        .out_names = {"y", "indices"},
        .out_var = {0, -1},
        .out_fixed = {SY_DTYPE_COUNT, SY_DTYPE_I64},
        .differentiable = true,
        .memory_bound = false,
        .route = sy__route_adaptive_max_pool,
        .backward = sy__backward_adaptive_max_pool,
        .saves = {[0] = SY__SAVES_META(0)},
        .reads_results = (1u << 1),
    },
    [SY_OP_GROUP_NORM] = {
        .name = "group_norm",
        .cls = SY__CLASS_OP,
        .kernel = SY__KERNEL_OP,
        .variadic = false,
        .n_attrs = 2,
        .attrs = {{"num_groups", SY__ATTR_INT, 0, 0, 0, NULL}, {"epsilon", SY__ATTR_FLOAT, 0, 0, 0, NULL}},
        .infer = sy__infer_group_norm,
        .n_in = 3,
        .creates = false,
        .values = false,
        .fast = false,
        .fast_kernels = sy__fast_none,
        .dtypes = SY__DT_F32 | SY__DT_F64,
        .in_names = {"x", "scale", "bias"},
        .in_var = {0, 0, 0},
        .in_dtypes = {0, 0, 0},
        .key_var = 0,
        .n_out = 1,
        .optional = 6u,
        .out_names = {"result"},
        .out_var = {0},
        .out_fixed = {SY_DTYPE_COUNT},
        .differentiable = true,
        .memory_bound = false,
        .route = sy__route_group_norm,
        .backward = sy__backward_group_norm,
        .saves = {[0] = SY__SAVES_DATA(0) | SY__SAVES_DATA(1), [1] = SY__SAVES_DATA(0) | SY__SAVES_DATA(1), [2] = SY__SAVES_DATA(0) | SY__SAVES_DATA(1)},
        .reads_results = 0u,
    },
    [SY_OP_GROUP_NORM_BACKWARD] = {
        .name = "group_norm_backward",
        .cls = SY__CLASS_OP,
        .kernel = SY__KERNEL_OP,
        .variadic = false,
        .n_attrs = 3,
        .attrs = {{"num_groups", SY__ATTR_INT, 0, 0, 0, NULL}, {"epsilon", SY__ATTR_FLOAT, 0, 0, 0, NULL}, {"wrt", SY__ATTR_INT, 0, 0, 0, NULL}},
        .infer = sy__infer_group_norm_backward,
        .n_in = 3,
        .creates = false,
        .values = false,
        .fast = false,
        .fast_kernels = sy__fast_none,
        .dtypes = SY__DT_F32 | SY__DT_F64,
        .in_names = {"dy", "x", "scale"},
        .in_var = {0, 0, 0},
        .in_dtypes = {0, 0, 0},
        .key_var = 0,
        .n_out = 1,
        .optional = 4u,
        .out_names = {"result"},
        .out_var = {0},
        .out_fixed = {SY_DTYPE_COUNT},
        .differentiable = false,
        .memory_bound = false,
        .route = sy__route_group_norm_backward,
        .backward = NULL,
        .saves = {0},
        .reads_results = 0u,
    },
    [SY_OP_NONZERO] = {
        .name = "nonzero",
        .cls = SY__CLASS_OP,
        .kernel = SY__KERNEL_OP,
        .variadic = false,
        .n_attrs = 0,
        .attrs = {{0}},
        .infer = sy__infer_nonzero,
        .n_in = 1,
        .creates = false,
        .values = true,
        .fast = false,
        .fast_kernels = sy__fast_none,
        .dtypes = SY__DT_ALL,
        .in_names = {"x"},
        .in_var = {0},
        .in_dtypes = {0},
        .key_var = 0,
        .n_out = 1,
        .optional = 0u,
        .out_names = {"result"},
        .out_var = {-1},
        .out_fixed = {SY_DTYPE_I64},
        .differentiable = false,
        .memory_bound = false,
        .route = sy__route_nonzero,
        .backward = NULL,
        .saves = {0},
        .reads_results = 0u,
    },
    [SY_OP_COMPRESS] = {
        .name = "compress",
        .cls = SY__CLASS_OP,
        .kernel = SY__KERNEL_OP,
        .variadic = false,
        .n_attrs = 1,
        .attrs = {{"axis", SY__ATTR_INT, 0, 0, 0, NULL}},
        .infer = sy__infer_compress,
        .n_in = 2,
        .creates = false,
        .values = true,
        .fast = false,
        .fast_kernels = sy__fast_none,
        .dtypes = SY__DT_ALL,
        .in_names = {"x", "condition"},
        .in_var = {0, -1},
        .in_dtypes = {0, SY__DT_BOOL},
        .key_var = 0,
        .n_out = 1,
        .optional = 0u,
        .out_names = {"result"},
        .out_var = {0},
        .out_fixed = {SY_DTYPE_COUNT},
        .differentiable = false,
        .memory_bound = false,
        .route = sy__route_compress,
        .backward = NULL,
        .saves = {0},
        .reads_results = 0u,
    },
    [SY_OP_UNIQUE] = {
        .name = "unique",
        .cls = SY__CLASS_OP,
        .kernel = SY__KERNEL_OP,
        .variadic = false,
        .n_attrs = 2,
        .attrs = {{"sorted", SY__ATTR_BOOL, 0, 0, 0, NULL}, {"axis", SY__ATTR_INT, 0, 0, 0, NULL}},
        .infer = sy__infer_unique,
        .n_in = 1,
        .creates = false,
        .values = true,
        .fast = false,
        .fast_kernels = sy__fast_none,
        .dtypes = SY__DT_F32 | SY__DT_F64 | SY__DT_I32 | SY__DT_I64 | SY__DT_BOOL | SY__DT_U8 | SY__DT_I8 | SY__DT_I16 | SY__DT_U16 | SY__DT_U32 | SY__DT_U64,
        .in_names = {"x"},
        .in_var = {0},
        .in_dtypes = {0},
        .key_var = 0,
        .n_out = 4,
        .optional = 0u,
        .out_names = {"y", "indices", "inverse_indices", "counts"},
        .out_var = {0, -1, -1, -1},
        .out_fixed = {SY_DTYPE_COUNT, SY_DTYPE_I64, SY_DTYPE_I64, SY_DTYPE_I64},
        .differentiable = false,
        .memory_bound = false,
        .route = sy__route_unique,
        .backward = NULL,
        .saves = {0},
        .reads_results = 0u,
    },
    [SY_OP_RANGE] = {
        .name = "range",
        .cls = SY__CLASS_OP,
        .kernel = SY__KERNEL_OP,
        .variadic = false,
        .n_attrs = 0,
        .attrs = {{0}},
        .infer = sy__infer_range,
        .n_in = 3,
        .creates = false,
        .values = true,
        .fast = false,
        .fast_kernels = sy__fast_none,
        .dtypes = SY__DT_F32 | SY__DT_F64 | SY__DT_I32 | SY__DT_I64 | SY__DT_U8 | SY__DT_I8 | SY__DT_I16 | SY__DT_U16 | SY__DT_U32 | SY__DT_U64,
        .in_names = {"start", "limit", "delta"},
        .in_var = {0, 0, 0},
        .in_dtypes = {0, 0, 0},
        .key_var = 0,
        .n_out = 1,
        .optional = 0u,
        .out_names = {"result"},
        .out_var = {0},
        .out_fixed = {SY_DTYPE_COUNT},
        .differentiable = false,
        .memory_bound = false,
        .route = sy__route_range,
        .backward = NULL,
        .saves = {0},
        .reads_results = 0u,
    },
    [SY_OP_STACK] = {
        .name = "stack",
        .cls = SY__CLASS_OP,
        .kernel = SY__KERNEL_OP,
        .variadic = true,
        .n_attrs = 1,
        .attrs = {{"axis", SY__ATTR_AXIS, 0, 0, 0, NULL}},
        .infer = sy__infer_stack,
        .n_in = 1,
        .creates = false,
        .values = false,
        .fast = false,
        .fast_kernels = sy__fast_none,
        .dtypes = SY__DT_ALL,
        .in_names = {"xs"},
        .in_var = {0},
        .in_dtypes = {0},
        .key_var = 0,
        .n_out = 1,
        .optional = 0u,
        .out_names = {"result"},
        .out_var = {0},
        .out_fixed = {SY_DTYPE_COUNT},
        .differentiable = true,
        .memory_bound = false,
        .route = sy__route_stack,
        .backward = sy__backward_stack,
        .saves = {[0] = 0u},
        .reads_results = 0u,
    },
    [SY_OP_RANDOM_UNIFORM_LIKE] = {
        .name = "random_uniform_like",
        .cls = SY__CLASS_OP,
        .kernel = SY__KERNEL_OP,
        .variadic = false,
        .n_attrs = 4,
        .attrs = {{"low", SY__ATTR_FLOAT, 0, 0, 0, NULL}, {"high", SY__ATTR_FLOAT, 0, 0, 0, NULL}, {"seed", SY__ATTR_FLOAT, 0, 0, 0, NULL}, {"dtype", SY__ATTR_DTYPE, 0, 0, 0, NULL}},
        .infer = sy__infer_random_uniform_like,
        .n_in = 1,
        .creates = false,
        .values = false,
        .fast = false,
        .fast_kernels = sy__fast_none,
        .dtypes = SY__DT_F32 | SY__DT_F64,
        .in_names = {"x"},
        .in_var = {0},
        .in_dtypes = {0},
        .key_var = -1,
        .n_out = 1,
        .optional = 0u,
        .out_names = {"result"},
        .out_var = {-1},
        .out_fixed = {SY_DTYPE_COUNT},
        .differentiable = false,
        .memory_bound = false,
        .route = sy__route_random_uniform_like,
        .backward = NULL,
        .saves = {0},
        .reads_results = 0u,
    },
    [SY_OP_RANDOM_NORMAL_LIKE] = {
        .name = "random_normal_like",
        .cls = SY__CLASS_OP,
        .kernel = SY__KERNEL_OP,
        .variadic = false,
        .n_attrs = 4,
        .attrs = {{"mean", SY__ATTR_FLOAT, 0, 0, 0, NULL}, {"scale", SY__ATTR_FLOAT, 0, 0, 0, NULL}, {"seed", SY__ATTR_FLOAT, 0, 0, 0, NULL}, {"dtype", SY__ATTR_DTYPE, 0, 0, 0, NULL}},
        .infer = sy__infer_random_normal_like,
        .n_in = 1,
        .creates = false,
        .values = false,
        .fast = false,
        .fast_kernels = sy__fast_none,
        .dtypes = SY__DT_F32 | SY__DT_F64,
        .in_names = {"x"},
        .in_var = {0},
        .in_dtypes = {0},
        .key_var = -1,
        .n_out = 1,
        .optional = 0u,
        .out_names = {"result"},
        .out_var = {-1},
        .out_fixed = {SY_DTYPE_COUNT},
        .differentiable = false,
        .memory_bound = false,
        .route = sy__route_random_normal_like,
        .backward = NULL,
        .saves = {0},
        .reads_results = 0u,
    },
    [SY_OP_BERNOULLI] = {
        .name = "bernoulli",
        .cls = SY__CLASS_OP,
        .kernel = SY__KERNEL_OP,
        .variadic = false,
        .n_attrs = 2,
        .attrs = {{"seed", SY__ATTR_FLOAT, 0, 0, 0, NULL}, {"dtype", SY__ATTR_DTYPE, 0, 0, 0, NULL}},
        .infer = sy__infer_bernoulli,
        .n_in = 1,
        .creates = false,
        .values = false,
        .fast = false,
        .fast_kernels = sy__fast_none,
        .dtypes = SY__DT_ALL,
        .in_names = {"x"},
        .in_var = {-1},
        .in_dtypes = {SY__DT_F32 | SY__DT_F64},
        .key_var = -1,
        .n_out = 1,
        .optional = 0u,
        .out_names = {"result"},
        .out_var = {-1},
        .out_fixed = {SY_DTYPE_COUNT},
        .differentiable = false,
        .memory_bound = false,
        .route = sy__route_bernoulli,
        .backward = NULL,
        .saves = {0},
        .reads_results = 0u,
    },
    [SY_OP_MULTINOMIAL] = {
        .name = "multinomial",
        .cls = SY__CLASS_OP,
        .kernel = SY__KERNEL_OP,
        .variadic = false,
        .n_attrs = 3,
        .attrs = {{"sample_size", SY__ATTR_INT, 0, 0, 0, NULL}, {"seed", SY__ATTR_FLOAT, 0, 0, 0, NULL}, {"dtype", SY__ATTR_DTYPE, 0, 0, 0, NULL}},
        .infer = sy__infer_multinomial,
        .n_in = 1,
        .creates = false,
        .values = false,
        .fast = false,
        .fast_kernels = sy__fast_none,
        .dtypes = SY__DT_I32 | SY__DT_I64,
        .in_names = {"x"},
        .in_var = {-1},
        .in_dtypes = {SY__DT_F32 | SY__DT_F64},
        .key_var = -1,
        .n_out = 1,
        .optional = 0u,
        .out_names = {"result"},
        .out_var = {-1},
        .out_fixed = {SY_DTYPE_COUNT},
        .differentiable = false,
        .memory_bound = false,
        .route = sy__route_multinomial,
        .backward = NULL,
        .saves = {0},
        .reads_results = 0u,
    },
    [SY_OP_RESIZE] = {
        .name = "resize",
        .cls = SY__CLASS_OP,
        .kernel = SY__KERNEL_OP,
        .variadic = false,
        .n_attrs = 7,
        .attrs = {{"sizes", SY__ATTR_SHAPE, 0, 8, 0, NULL}, {"mode", SY__ATTR_ENUM, 0, 0, 3, (const char *const[]){"nearest", "linear", "cubic"}}, {"transform", SY__ATTR_ENUM, 0, 0, 6, (const char *const[]){"half_pixel", "pytorch_half_pixel", "align_corners", "asymmetric", "tf_half_pixel_for_nn", "tf_crop_and_resize"}}, {"nearest_mode", SY__ATTR_ENUM, 0, 0, 4, (const char *const[]){"round_prefer_floor", "round_prefer_ceil", "floor", "ceil"}}, {"cubic_coeff_a", SY__ATTR_FLOAT, 0, 0, 0, NULL}, {"exclude_outside", SY__ATTR_BOOL, 0, 0, 0, NULL}, {"extrapolation_value", SY__ATTR_FLOAT, 0, 0, 0, NULL}},
        .infer = sy__infer_resize,
        .n_in = 3,
        .creates = false,
        .values = false,
        .fast = false,
        .fast_kernels = sy__fast_none,
        .dtypes = SY__DT_F32 | SY__DT_F64,
        .in_names = {"x", "roi", "scales"},
        .in_var = {0, -1, -1},
        .in_dtypes = {0, SY__DT_F32, SY__DT_F32},
        .key_var = 0,
        .n_out = 1,
        .optional = 6u,
        .out_names = {"result"},
        .out_var = {0},
        .out_fixed = {SY_DTYPE_COUNT},
        .differentiable = true,
        .memory_bound = false,
        .route = sy__route_resize,
        .backward = sy__backward_resize,
        .saves = {[0] = SY__SAVES_DATA(1) | SY__SAVES_DATA(2) | SY__SAVES_META(0), [1] = 0u, [2] = 0u},
        .reads_results = 0u,
    },
    [SY_OP_RESIZE_BACKWARD] = {
        .name = "resize_backward",
        .cls = SY__CLASS_OP,
        .kernel = SY__KERNEL_OP,
        .variadic = false,
        .n_attrs = 6,
        .attrs = {{"shape", SY__ATTR_SHAPE, 0, 8, 0, NULL}, {"mode", SY__ATTR_ENUM, 0, 0, 3, (const char *const[]){"nearest", "linear", "cubic"}}, {"transform", SY__ATTR_ENUM, 0, 0, 6, (const char *const[]){"half_pixel", "pytorch_half_pixel", "align_corners", "asymmetric", "tf_half_pixel_for_nn", "tf_crop_and_resize"}}, {"nearest_mode", SY__ATTR_ENUM, 0, 0, 4, (const char *const[]){"round_prefer_floor", "round_prefer_ceil", "floor", "ceil"}}, {"cubic_coeff_a", SY__ATTR_FLOAT, 0, 0, 0, NULL}, {"exclude_outside", SY__ATTR_BOOL, 0, 0, 0, NULL}},
        .infer = sy__infer_resize_backward,
        .n_in = 3,
        .creates = false,
        .values = false,
        .fast = false,
        .fast_kernels = sy__fast_none,
        .dtypes = SY__DT_F32 | SY__DT_F64,
        .in_names = {"dy", "roi", "scales"},
        .in_var = {0, -1, -1},
        .in_dtypes = {0, SY__DT_F32, SY__DT_F32},
        .key_var = 0,
        .n_out = 1,
        .optional = 6u,
        .out_names = {"result"},
        .out_var = {0},
        .out_fixed = {SY_DTYPE_COUNT},
        .differentiable = false,
        .memory_bound = false,
        .route = sy__route_resize_backward,
        .backward = NULL,
        .saves = {0},
        .reads_results = 0u,
    },
    [SY_OP_MSE_LOSS] = {
        .name = "mse_loss",
        .cls = SY__CLASS_OP,
        .kernel = SY__KERNEL_OP,
        .variadic = false,
        .n_attrs = 1,
        .attrs = {{"reduction", SY__ATTR_ENUM, 0, 0, 3, (const char *const[]){"none", "mean", "sum"}}},
        .infer = sy__infer_mse_loss,
        .n_in = 2,
        .creates = false,
        .values = false,
        .fast = false,
        .fast_kernels = sy__fast_none,
        .dtypes = SY__DT_F32 | SY__DT_F64,
        .in_names = {"x", "target"},
        .in_var = {0, 0},
        .in_dtypes = {0, 0},
        .key_var = 0,
        .n_out = 1,
        .optional = 0u,
        .out_names = {"result"},
        .out_var = {0},
        .out_fixed = {SY_DTYPE_COUNT},
        .differentiable = true,
        .memory_bound = false,
        .route = sy__route_mse_loss,
        .backward = sy__backward_mse_loss,
        .saves = {[0] = SY__SAVES_DATA(0) | SY__SAVES_DATA(1), [1] = SY__SAVES_DATA(0) | SY__SAVES_DATA(1)},
        .reads_results = 0u,
    },
    [SY_OP_EMBEDDING] = {
        .name = "embedding",
        .cls = SY__CLASS_OP,
        .kernel = SY__KERNEL_OP,
        .variadic = false,
        .n_attrs = 0,
        .attrs = {{0}},
        .infer = sy__infer_embedding,
        .n_in = 2,
        .creates = false,
        .values = false,
        .fast = false,
        .fast_kernels = sy__fast_none,
        .dtypes = SY__DT_ALL,
        .in_names = {"weight", "indices"},
        .in_var = {0, -1},
        .in_dtypes = {0, SY__DT_I32 | SY__DT_I64},
        .key_var = 0,
        .n_out = 1,
        .optional = 0u,
        .out_names = {"result"},
        .out_var = {0},
        .out_fixed = {SY_DTYPE_COUNT},
        .differentiable = true,
        .memory_bound = false,
        .route = sy__route_embedding,
        .backward = sy__backward_embedding,
        .saves = {[0] = SY__SAVES_DATA(1) | SY__SAVES_META(0), [1] = 0u},
        .reads_results = 0u,
    },
    [SY_OP_MSE_LOSS_BACKWARD] = {
        .name = "mse_loss_backward",
        .cls = SY__CLASS_OP,
        .kernel = SY__KERNEL_OP,
        .variadic = false,
        .n_attrs = 2,
        .attrs = {{"reduction", SY__ATTR_ENUM, 0, 0, 3, (const char *const[]){"none", "mean", "sum"}}, {"wrt_target", SY__ATTR_BOOL, 0, 0, 0, NULL}},
        .infer = sy__infer_mse_loss_backward,
        .n_in = 3,
        .creates = false,
        .values = false,
        .fast = false,
        .fast_kernels = sy__fast_none,
        .dtypes = SY__DT_F32 | SY__DT_F64,
        .in_names = {"dy", "x", "target"},
        .in_var = {0, 0, 0},
        .in_dtypes = {0, 0, 0},
        .key_var = 0,
        .n_out = 1,
        .optional = 0u,
        .out_names = {"result"},
        .out_var = {0},
        .out_fixed = {SY_DTYPE_COUNT},
        .differentiable = false,
        .memory_bound = false,
        .route = sy__route_mse_loss_backward,
        .backward = NULL,
        .saves = {0},
        .reads_results = 0u,
    },
    [SY_OP_DET] = {
        .name = "det",
        .cls = SY__CLASS_OP,
        .kernel = SY__KERNEL_OP,
        .variadic = false,
        .n_attrs = 0,
        .attrs = {{0}},
        .infer = sy__infer_det,
        .n_in = 1,
        .creates = false,
        .values = false,
        .fast = false,
        .fast_kernels = sy__fast_none,
        .dtypes = SY__DT_F32 | SY__DT_F64,
        .in_names = {"x"},
        .in_var = {0},
        .in_dtypes = {0},
        .key_var = 0,
        .n_out = 1,
        .optional = 0u,
        .out_names = {"result"},
        .out_var = {0},
        .out_fixed = {SY_DTYPE_COUNT},
        .differentiable = false,
        .memory_bound = false,
        .route = sy__route_det,
        .backward = NULL,
        .saves = {0},
        .reads_results = 0u,
    },
    [SY_OP_REVERSE_SEQUENCE] = {
        .name = "reverse_sequence",
        .cls = SY__CLASS_OP,
        .kernel = SY__KERNEL_OP,
        .variadic = false,
        .n_attrs = 2,
        .attrs = {{"batch_axis", SY__ATTR_INT, 0, 0, 0, NULL}, {"time_axis", SY__ATTR_INT, 0, 0, 0, NULL}},
        .infer = sy__infer_reverse_sequence,
        .n_in = 2,
        .creates = false,
        .values = false,
        .fast = false,
        .fast_kernels = sy__fast_none,
        .dtypes = SY__DT_ALL,
        .in_names = {"x", "sequence_lens"},
        .in_var = {0, -1},
        .in_dtypes = {0, SY__DT_I64},
        .key_var = 0,
        .n_out = 1,
        .optional = 0u,
        .out_names = {"result"},
        .out_var = {0},
        .out_fixed = {SY_DTYPE_COUNT},
        .differentiable = true,
        .memory_bound = false,
        .route = sy__route_reverse_sequence,
        .backward = sy__backward_reverse_sequence,
        .saves = {[0] = SY__SAVES_DATA(1), [1] = 0u},
        .reads_results = 0u,
    },
    [SY_OP_GRID_SAMPLE] = {
        .name = "grid_sample",
        .cls = SY__CLASS_OP,
        .kernel = SY__KERNEL_OP,
        .variadic = false,
        .n_attrs = 3,
        .attrs = {{"mode", SY__ATTR_ENUM, 0, 0, 3, (const char *const[]){"bilinear", "nearest", "bicubic"}}, {"padding_mode", SY__ATTR_ENUM, 0, 0, 3, (const char *const[]){"zeros", "border", "reflection"}}, {"align_corners", SY__ATTR_BOOL, 0, 0, 0, NULL}},
        .infer = sy__infer_grid_sample,
        .n_in = 2,
        .creates = false,
        .values = false,
        .fast = false,
        .fast_kernels = sy__fast_none,
        .dtypes = SY__DT_F32 | SY__DT_F64,
        .in_names = {"x", "grid"},
        .in_var = {0, 0},
        .in_dtypes = {0, 0},
        .key_var = 0,
        .n_out = 1,
        .optional = 0u,
        .out_names = {"result"},
        .out_var = {0},
        .out_fixed = {SY_DTYPE_COUNT},
        .differentiable = true,
        .memory_bound = false,
        .route = sy__route_grid_sample,
        .backward = sy__backward_grid_sample,
        .saves = {[0] = SY__SAVES_DATA(0) | SY__SAVES_DATA(1), [1] = SY__SAVES_DATA(0) | SY__SAVES_DATA(1)},
        .reads_results = 0u,
    },
    [SY_OP_GRID_SAMPLE_BACKWARD] = {
        .name = "grid_sample_backward",
        .cls = SY__CLASS_OP,
        .kernel = SY__KERNEL_OP,
        .variadic = false,
        .n_attrs = 4,
        .attrs = {{"mode", SY__ATTR_ENUM, 0, 0, 3, (const char *const[]){"bilinear", "nearest", "bicubic"}}, {"padding_mode", SY__ATTR_ENUM, 0, 0, 3, (const char *const[]){"zeros", "border", "reflection"}}, {"align_corners", SY__ATTR_BOOL, 0, 0, 0, NULL}, {"wrt_grid", SY__ATTR_BOOL, 0, 0, 0, NULL}},
        .infer = sy__infer_grid_sample_backward,
        .n_in = 3,
        .creates = false,
        .values = false,
        .fast = false,
        .fast_kernels = sy__fast_none,
        .dtypes = SY__DT_F32 | SY__DT_F64,
        .in_names = {"dy", "x", "grid"},
        .in_var = {0, 0, 0},
        .in_dtypes = {0, 0, 0},
        .key_var = 0,
        .n_out = 1,
        .optional = 0u,
        .out_names = {"result"},
        .out_var = {0},
        .out_fixed = {SY_DTYPE_COUNT},
        .differentiable = false,
        .memory_bound = false,
        .route = sy__route_grid_sample_backward,
        .backward = NULL,
        .saves = {0},
        .reads_results = 0u,
    },
    [SY_OP_MAX_UNPOOL] = {
        .name = "max_unpool",
        .cls = SY__CLASS_OP,
        .kernel = SY__KERNEL_OP,
        .variadic = false,
        .n_attrs = 4,
        .attrs = {{"kernel", SY__ATTR_INTS, 0, 3, 0, NULL}, {"stride", SY__ATTR_INTS, 0, 3, 0, NULL}, {"pads", SY__ATTR_INTS, 0, 6, 0, NULL}, {"output_shape", SY__ATTR_INTS, 0, 5, 0, NULL}},
        .infer = sy__infer_max_unpool,
        .n_in = 2,
        .creates = false,
        .values = false,
        .fast = false,
        .fast_kernels = sy__fast_none,
        .dtypes = SY__DT_F32 | SY__DT_F64,
        .in_names = {"x", "indices"},
        .in_var = {0, -1},
        .in_dtypes = {0, SY__DT_I64},
        .key_var = 0,
        .n_out = 1,
        .optional = 0u,
        .out_names = {"result"},
        .out_var = {0},
        .out_fixed = {SY_DTYPE_COUNT},
        .differentiable = true,
        .memory_bound = false,
        .route = sy__route_max_unpool,
        .backward = sy__backward_max_unpool,
        .saves = {[0] = SY__SAVES_DATA(1), [1] = 0u},
        .reads_results = 0u,
    },
    [SY_OP_MAX_UNPOOL_BACKWARD] = {
        .name = "max_unpool_backward",
        .cls = SY__CLASS_OP,
        .kernel = SY__KERNEL_OP,
        .variadic = false,
        .n_attrs = 0,
        .attrs = {{0}},
        .infer = sy__infer_max_unpool_backward,
        .n_in = 2,
        .creates = false,
        .values = false,
        .fast = false,
        .fast_kernels = sy__fast_none,
        .dtypes = SY__DT_F32 | SY__DT_F64,
        .in_names = {"dy", "indices"},
        .in_var = {0, -1},
        .in_dtypes = {0, SY__DT_I64},
        .key_var = 0,
        .n_out = 1,
        .optional = 0u,
        .out_names = {"result"},
        .out_var = {0},
        .out_fixed = {SY_DTYPE_COUNT},
        .differentiable = false,
        .memory_bound = false,
        .route = sy__route_max_unpool_backward,
        .backward = NULL,
        .saves = {0},
        .reads_results = 0u,
    },
    [SY_OP_COL2IM] = {
        .name = "col2im",
        .cls = SY__CLASS_OP,
        .kernel = SY__KERNEL_OP,
        .variadic = false,
        .n_attrs = 5,
        .attrs = {{"image_shape", SY__ATTR_SHAPE, 0, 8, 0, NULL}, {"block_shape", SY__ATTR_INTS, 0, 3, 0, NULL}, {"stride", SY__ATTR_INTS, 0, 3, 0, NULL}, {"pads", SY__ATTR_INTS, 0, 6, 0, NULL}, {"dilation", SY__ATTR_INTS, 0, 3, 0, NULL}},
        .infer = sy__infer_col2im,
        .n_in = 1,
        .creates = false,
        .values = false,
        .fast = false,
        .fast_kernels = sy__fast_none,
        .dtypes = SY__DT_F32 | SY__DT_F64,
        .in_names = {"x"},
        .in_var = {0},
        .in_dtypes = {0},
        .key_var = 0,
        .n_out = 1,
        .optional = 0u,
        .out_names = {"result"},
        .out_var = {0},
        .out_fixed = {SY_DTYPE_COUNT},
        .differentiable = true,
        .memory_bound = false,
        .route = sy__route_col2im,
        .backward = sy__backward_col2im,
        .saves = {[0] = 0u},
        .reads_results = 0u,
    },
    [SY_OP_IM2COL] = {
        .name = "im2col",
        .cls = SY__CLASS_OP,
        .kernel = SY__KERNEL_OP,
        .variadic = false,
        .n_attrs = 4,
        .attrs = {{"block_shape", SY__ATTR_INTS, 0, 3, 0, NULL}, {"stride", SY__ATTR_INTS, 0, 3, 0, NULL}, {"pads", SY__ATTR_INTS, 0, 6, 0, NULL}, {"dilation", SY__ATTR_INTS, 0, 3, 0, NULL}},
        .infer = sy__infer_im2col,
        .n_in = 1,
        .creates = false,
        .values = false,
        .fast = false,
        .fast_kernels = sy__fast_none,
        .dtypes = SY__DT_F32 | SY__DT_F64,
        .in_names = {"x"},
        .in_var = {0},
        .in_dtypes = {0},
        .key_var = 0,
        .n_out = 1,
        .optional = 0u,
        .out_names = {"result"},
        .out_var = {0},
        .out_fixed = {SY_DTYPE_COUNT},
        .differentiable = true,
        .memory_bound = false,
        .route = sy__route_im2col,
        .backward = sy__backward_im2col,
        .saves = {[0] = SY__SAVES_META(0)},
        .reads_results = 0u,
    },
    [SY_OP_ALL_REDUCE] = {
        .name = "all_reduce",
        .cls = SY__CLASS_OP,
        .kernel = SY__KERNEL_OP,
        .variadic = false,
        .n_attrs = 2,
        .attrs = {{"comm", SY__ATTR_COMM, 0, 0, 0, NULL}, {"op", SY__ATTR_ENUM, 0, 0, 5, (const char *const[]){"sum", "mean", "max", "min", "prod"}}},
        .infer = sy__infer_same,
        .n_in = 1,
        .creates = false,
        .values = false,
        .fast = false,
        .fast_kernels = sy__fast_none,
        .dtypes = SY__DT_ALL,
        .in_names = {"x"},
        .in_var = {0},
        .in_dtypes = {0},
        .key_var = 0,
        .n_out = 1,
        .optional = 0u,
        .out_names = {"result"},
        .out_var = {0},
        .out_fixed = {SY_DTYPE_COUNT},
        .differentiable = true,
        .memory_bound = false,
        .route = sy__route_all_reduce,
        .backward = sy__backward_all_reduce,
        .saves = {[0] = SY__SAVES_DATA(0) | SY__SAVES_RESULT},
        .reads_results = 0u,
    },
    [SY_OP_BROADCAST] = {
        .name = "broadcast",
        .cls = SY__CLASS_OP,
        .kernel = SY__KERNEL_OP,
        .variadic = false,
        .n_attrs = 2,
        .attrs = {{"comm", SY__ATTR_COMM, 0, 0, 0, NULL}, {"root", SY__ATTR_INT, 0, 0, 0, NULL}},
        .infer = sy__infer_same,
        .n_in = 1,
        .creates = false,
        .values = false,
        .fast = false,
        .fast_kernels = sy__fast_none,
        .dtypes = SY__DT_ALL,
        .in_names = {"x"},
        .in_var = {0},
        .in_dtypes = {0},
        .key_var = 0,
        .n_out = 1,
        .optional = 0u,
        .out_names = {"result"},
        .out_var = {0},
        .out_fixed = {SY_DTYPE_COUNT},
        .differentiable = true,
        .memory_bound = false,
        .route = sy__route_broadcast,
        .backward = sy__backward_broadcast,
        .saves = {[0] = 0u},
        .reads_results = 0u,
    },
    [SY_OP_ALL_GATHER] = {
        .name = "all_gather",
        .cls = SY__CLASS_OP,
        .kernel = SY__KERNEL_OP,
        .variadic = false,
        .n_attrs = 1,
        .attrs = {{"comm", SY__ATTR_COMM, 0, 0, 0, NULL}},
        .infer = sy__infer_all_gather,
        .n_in = 1,
        .creates = false,
        .values = false,
        .fast = false,
        .fast_kernels = sy__fast_none,
        .dtypes = SY__DT_ALL,
        .in_names = {"x"},
        .in_var = {0},
        .in_dtypes = {0},
        .key_var = 0,
        .n_out = 1,
        .optional = 0u,
        .out_names = {"result"},
        .out_var = {0},
        .out_fixed = {SY_DTYPE_COUNT},
        .differentiable = true,
        .memory_bound = false,
        .route = sy__route_all_gather,
        .backward = sy__backward_all_gather,
        .saves = {[0] = 0u},
        .reads_results = 0u,
    },
    [SY_OP_REDUCE_SCATTER] = {
        .name = "reduce_scatter",
        .cls = SY__CLASS_OP,
        .kernel = SY__KERNEL_OP,
        .variadic = false,
        .n_attrs = 2,
        .attrs = {{"comm", SY__ATTR_COMM, 0, 0, 0, NULL}, {"op", SY__ATTR_ENUM, 0, 0, 5, (const char *const[]){"sum", "mean", "max", "min", "prod"}}},
        .infer = sy__infer_reduce_scatter,
        .n_in = 1,
        .creates = false,
        .values = false,
        .fast = false,
        .fast_kernels = sy__fast_none,
        .dtypes = SY__DT_ALL,
        .in_names = {"x"},
        .in_var = {0},
        .in_dtypes = {0},
        .key_var = 0,
        .n_out = 1,
        .optional = 0u,
        .out_names = {"result"},
        .out_var = {0},
        .out_fixed = {SY_DTYPE_COUNT},
        .differentiable = true,
        .memory_bound = false,
        .route = sy__route_reduce_scatter,
        .backward = sy__backward_reduce_scatter,
        .saves = {[0] = SY__SAVES_DATA(0) | SY__SAVES_RESULT},
        .reads_results = 0u,
    },
    [SY_OP_ALL_REDUCE_BACKWARD] = {
        .name = "all_reduce_backward",
        .cls = SY__CLASS_OP,
        .kernel = SY__KERNEL_OP,
        .variadic = false,
        .n_attrs = 2,
        .attrs = {{"comm", SY__ATTR_COMM, 0, 0, 0, NULL}, {"op", SY__ATTR_ENUM, 0, 0, 5, (const char *const[]){"sum", "mean", "max", "min", "prod"}}},
        .infer = sy__infer_same,
        .n_in = 3,
        .creates = false,
        .values = false,
        .fast = false,
        .fast_kernels = sy__fast_none,
        .dtypes = SY__DT_F32 | SY__DT_F64 | SY__DT_F16 | SY__DT_BF16,
        .in_names = {"dy", "x", "y"},
        .in_var = {0, 0, 0},
        .in_dtypes = {0, 0, 0},
        .key_var = 0,
        .n_out = 1,
        .optional = 0u,
        .out_names = {"result"},
        .out_var = {0},
        .out_fixed = {SY_DTYPE_COUNT},
        .differentiable = false,
        .memory_bound = false,
        .route = sy__route_all_reduce_backward,
        .backward = NULL,
        .saves = {0},
        .reads_results = 0u,
    },
    [SY_OP_BROADCAST_BACKWARD] = {
        .name = "broadcast_backward",
        .cls = SY__CLASS_OP,
        .kernel = SY__KERNEL_OP,
        .variadic = false,
        .n_attrs = 2,
        .attrs = {{"comm", SY__ATTR_COMM, 0, 0, 0, NULL}, {"root", SY__ATTR_INT, 0, 0, 0, NULL}},
        .infer = sy__infer_same,
        .n_in = 1,
        .creates = false,
        .values = false,
        .fast = false,
        .fast_kernels = sy__fast_none,
        .dtypes = SY__DT_F32 | SY__DT_F64 | SY__DT_F16 | SY__DT_BF16,
        .in_names = {"dy"},
        .in_var = {0},
        .in_dtypes = {0},
        .key_var = 0,
        .n_out = 1,
        .optional = 0u,
        .out_names = {"result"},
        .out_var = {0},
        .out_fixed = {SY_DTYPE_COUNT},
        .differentiable = false,
        .memory_bound = false,
        .route = sy__route_broadcast_backward,
        .backward = NULL,
        .saves = {0},
        .reads_results = 0u,
    },
    [SY_OP_REDUCE_SCATTER_BACKWARD] = {
        .name = "reduce_scatter_backward",
        .cls = SY__CLASS_OP,
        .kernel = SY__KERNEL_OP,
        .variadic = false,
        .n_attrs = 2,
        .attrs = {{"comm", SY__ATTR_COMM, 0, 0, 0, NULL}, {"op", SY__ATTR_ENUM, 0, 0, 5, (const char *const[]){"sum", "mean", "max", "min", "prod"}}},
        .infer = sy__infer_same,
        .n_in = 3,
        .creates = false,
        .values = false,
        .fast = false,
        .fast_kernels = sy__fast_none,
        .dtypes = SY__DT_F32 | SY__DT_F64 | SY__DT_F16 | SY__DT_BF16,
        .in_names = {"x", "dy", "y"},
        .in_var = {0, 0, 0},
        .in_dtypes = {0, 0, 0},
        .key_var = 0,
        .n_out = 1,
        .optional = 0u,
        .out_names = {"result"},
        .out_var = {0},
        .out_fixed = {SY_DTYPE_COUNT},
        .differentiable = false,
        .memory_bound = false,
        .route = sy__route_reduce_scatter_backward,
        .backward = NULL,
        .saves = {0},
        .reads_results = 0u,
    },
};
_Static_assert(sizeof(sy__op_table) / sizeof(sy__op_table[0]) == SY_OP_COUNT, "one row per op");
_Static_assert(SY_OP_COUNT == 179, "sy_op matches backends.yaml");

/* zeros: creation: a new tensor of `shape` and `dtype` on `device`, every element `value`. dtypes: f32 f64 i32 i64 bool u8 i8 i16 f16 bf16 u16 u32 u64. ops[zeros] */
sy_status sy_zeros(const int64_t *shape, int rank, sy_dtype dtype, sy_device device, sy_tensor **out)
{
    sy__attrs attrs = {0};
    sy__attrs_set_shape(&attrs, shape, rank);
    attrs.dtype = dtype;
    attrs.device = device;
    attrs.value = 0.0;
    const sy__call call = {.op = SY_OP_ZEROS, .n_in = 0, .in = NULL, .attrs = &attrs};
    return sy__dispatch(&call, out);
}

/* ones: creation: a new tensor of `shape` and `dtype` on `device`, every element `value`. dtypes: f32 f64 i32 i64 bool u8 i8 i16 f16 bf16 u16 u32 u64. ops[ones] */
sy_status sy_ones(const int64_t *shape, int rank, sy_dtype dtype, sy_device device, sy_tensor **out)
{
    sy__attrs attrs = {0};
    sy__attrs_set_shape(&attrs, shape, rank);
    attrs.dtype = dtype;
    attrs.device = device;
    attrs.value = 1.0;
    const sy__call call = {.op = SY_OP_ONES, .n_in = 0, .in = NULL, .attrs = &attrs};
    return sy__dispatch(&call, out);
}

/* full: creation: a new tensor of `shape` and `dtype` on `device`, every element `value`. dtypes: f32 f64 i32 i64 bool u8 i8 i16 f16 bf16 u16 u32 u64. ops[full] */
sy_status sy_full(const int64_t *shape, int rank, double value, sy_dtype dtype, sy_device device, sy_tensor **out)
{
    sy__attrs attrs = {0};
    sy__attrs_set_shape(&attrs, shape, rank);
    attrs.value = value;
    attrs.dtype = dtype;
    attrs.device = device;
    const sy__call call = {.op = SY_OP_FULL, .n_in = 0, .in = NULL, .attrs = &attrs};
    return sy__dispatch(&call, out);
}

/* neg: elementwise, one input, same dtype out. dtypes: f32 f64 i32 i64 u8 i8 i16 f16 bf16 u16 u32 u64. ops[neg] */
sy_status sy_neg(const sy_tensor *a, sy_tensor **out)
{
    const sy__call call = {.op = SY_OP_NEG, .n_in = 1, .in = (const sy_tensor *const[]){a}, .attrs = &sy__no_attrs};
    return sy__dispatch_ew(&call, out);
}

/* abs: elementwise, one input, same dtype out. dtypes: f32 f64 i32 i64 u8 i8 i16 f16 bf16 u16 u32 u64. ops[abs] */
sy_status sy_abs(const sy_tensor *a, sy_tensor **out)
{
    const sy__call call = {.op = SY_OP_ABS, .n_in = 1, .in = (const sy_tensor *const[]){a}, .attrs = &sy__no_attrs};
    return sy__dispatch_ew(&call, out);
}

/* exp: elementwise, one input, same dtype out. dtypes: f32 f64 f16 bf16. ops[exp] */
sy_status sy_exp(const sy_tensor *a, sy_tensor **out)
{
    const sy__call call = {.op = SY_OP_EXP, .n_in = 1, .in = (const sy_tensor *const[]){a}, .attrs = &sy__no_attrs};
    return sy__dispatch_ew(&call, out);
}

/* log: elementwise, one input, same dtype out. dtypes: f32 f64 f16 bf16. ops[log] */
sy_status sy_log(const sy_tensor *a, sy_tensor **out)
{
    const sy__call call = {.op = SY_OP_LOG, .n_in = 1, .in = (const sy_tensor *const[]){a}, .attrs = &sy__no_attrs};
    return sy__dispatch_ew(&call, out);
}

/* sqrt: elementwise, one input, same dtype out. dtypes: f32 f64 f16 bf16. ops[sqrt] */
sy_status sy_sqrt(const sy_tensor *a, sy_tensor **out)
{
    const sy__call call = {.op = SY_OP_SQRT, .n_in = 1, .in = (const sy_tensor *const[]){a}, .attrs = &sy__no_attrs};
    return sy__dispatch_ew(&call, out);
}

/* tanh: elementwise, one input, same dtype out. dtypes: f32 f64 f16 bf16. ops[tanh] */
sy_status sy_tanh(const sy_tensor *a, sy_tensor **out)
{
    const sy__call call = {.op = SY_OP_TANH, .n_in = 1, .in = (const sy_tensor *const[]){a}, .attrs = &sy__no_attrs};
    return sy__dispatch_ew(&call, out);
}

/* sigmoid: elementwise, one input, same dtype out. dtypes: f32 f64 f16 bf16. ops[sigmoid] */
sy_status sy_sigmoid(const sy_tensor *a, sy_tensor **out)
{
    const sy__call call = {.op = SY_OP_SIGMOID, .n_in = 1, .in = (const sy_tensor *const[]){a}, .attrs = &sy__no_attrs};
    return sy__dispatch_ew(&call, out);
}

/* relu: elementwise, one input, same dtype out. dtypes: f32 f64 i32 i64 u8 i8 i16 f16 bf16 u16 u32 u64. ops[relu] */
sy_status sy_relu(const sy_tensor *a, sy_tensor **out)
{
    const sy__call call = {.op = SY_OP_RELU, .n_in = 1, .in = (const sy_tensor *const[]){a}, .attrs = &sy__no_attrs};
    return sy__dispatch_ew(&call, out);
}

/* sin: elementwise, one input, same dtype out. dtypes: f32 f64. ops[sin] */
sy_status sy_sin(const sy_tensor *a, sy_tensor **out)
{
    const sy__call call = {.op = SY_OP_SIN, .n_in = 1, .in = (const sy_tensor *const[]){a}, .attrs = &sy__no_attrs};
    return sy__dispatch_ew(&call, out);
}

/* cos: elementwise, one input, same dtype out. dtypes: f32 f64. ops[cos] */
sy_status sy_cos(const sy_tensor *a, sy_tensor **out)
{
    const sy__call call = {.op = SY_OP_COS, .n_in = 1, .in = (const sy_tensor *const[]){a}, .attrs = &sy__no_attrs};
    return sy__dispatch_ew(&call, out);
}

/* tan: elementwise, one input, same dtype out. dtypes: f32 f64. ops[tan] */
sy_status sy_tan(const sy_tensor *a, sy_tensor **out)
{
    const sy__call call = {.op = SY_OP_TAN, .n_in = 1, .in = (const sy_tensor *const[]){a}, .attrs = &sy__no_attrs};
    return sy__dispatch_ew(&call, out);
}

/* asin: elementwise, one input, same dtype out. dtypes: f32 f64. ops[asin] */
sy_status sy_asin(const sy_tensor *a, sy_tensor **out)
{
    const sy__call call = {.op = SY_OP_ASIN, .n_in = 1, .in = (const sy_tensor *const[]){a}, .attrs = &sy__no_attrs};
    return sy__dispatch_ew(&call, out);
}

/* acos: elementwise, one input, same dtype out. dtypes: f32 f64. ops[acos] */
sy_status sy_acos(const sy_tensor *a, sy_tensor **out)
{
    const sy__call call = {.op = SY_OP_ACOS, .n_in = 1, .in = (const sy_tensor *const[]){a}, .attrs = &sy__no_attrs};
    return sy__dispatch_ew(&call, out);
}

/* atan: elementwise, one input, same dtype out. dtypes: f32 f64. ops[atan] */
sy_status sy_atan(const sy_tensor *a, sy_tensor **out)
{
    const sy__call call = {.op = SY_OP_ATAN, .n_in = 1, .in = (const sy_tensor *const[]){a}, .attrs = &sy__no_attrs};
    return sy__dispatch_ew(&call, out);
}

/* sinh: elementwise, one input, same dtype out. dtypes: f32 f64. ops[sinh] */
sy_status sy_sinh(const sy_tensor *a, sy_tensor **out)
{
    const sy__call call = {.op = SY_OP_SINH, .n_in = 1, .in = (const sy_tensor *const[]){a}, .attrs = &sy__no_attrs};
    return sy__dispatch_ew(&call, out);
}

/* cosh: elementwise, one input, same dtype out. dtypes: f32 f64. ops[cosh] */
sy_status sy_cosh(const sy_tensor *a, sy_tensor **out)
{
    const sy__call call = {.op = SY_OP_COSH, .n_in = 1, .in = (const sy_tensor *const[]){a}, .attrs = &sy__no_attrs};
    return sy__dispatch_ew(&call, out);
}

/* asinh: elementwise, one input, same dtype out. dtypes: f32 f64. ops[asinh] */
sy_status sy_asinh(const sy_tensor *a, sy_tensor **out)
{
    const sy__call call = {.op = SY_OP_ASINH, .n_in = 1, .in = (const sy_tensor *const[]){a}, .attrs = &sy__no_attrs};
    return sy__dispatch_ew(&call, out);
}

/* acosh: elementwise, one input, same dtype out. dtypes: f32 f64. ops[acosh] */
sy_status sy_acosh(const sy_tensor *a, sy_tensor **out)
{
    const sy__call call = {.op = SY_OP_ACOSH, .n_in = 1, .in = (const sy_tensor *const[]){a}, .attrs = &sy__no_attrs};
    return sy__dispatch_ew(&call, out);
}

/* atanh: elementwise, one input, same dtype out. dtypes: f32 f64. ops[atanh] */
sy_status sy_atanh(const sy_tensor *a, sy_tensor **out)
{
    const sy__call call = {.op = SY_OP_ATANH, .n_in = 1, .in = (const sy_tensor *const[]){a}, .attrs = &sy__no_attrs};
    return sy__dispatch_ew(&call, out);
}

/* erf: elementwise, one input, same dtype out. dtypes: f32 f64. ops[erf] */
sy_status sy_erf(const sy_tensor *a, sy_tensor **out)
{
    const sy__call call = {.op = SY_OP_ERF, .n_in = 1, .in = (const sy_tensor *const[]){a}, .attrs = &sy__no_attrs};
    return sy__dispatch_ew(&call, out);
}

/* floor: elementwise, one input, same dtype out. dtypes: f32 f64. ops[floor] */
sy_status sy_floor(const sy_tensor *a, sy_tensor **out)
{
    const sy__call call = {.op = SY_OP_FLOOR, .n_in = 1, .in = (const sy_tensor *const[]){a}, .attrs = &sy__no_attrs};
    return sy__dispatch_ew(&call, out);
}

/* ceil: elementwise, one input, same dtype out. dtypes: f32 f64. ops[ceil] */
sy_status sy_ceil(const sy_tensor *a, sy_tensor **out)
{
    const sy__call call = {.op = SY_OP_CEIL, .n_in = 1, .in = (const sy_tensor *const[]){a}, .attrs = &sy__no_attrs};
    return sy__dispatch_ew(&call, out);
}

/* round: elementwise, one input, same dtype out. dtypes: f32 f64. ops[round] */
sy_status sy_round(const sy_tensor *a, sy_tensor **out)
{
    const sy__call call = {.op = SY_OP_ROUND, .n_in = 1, .in = (const sy_tensor *const[]){a}, .attrs = &sy__no_attrs};
    return sy__dispatch_ew(&call, out);
}

/* sign: elementwise, one input, same dtype out. dtypes: f32 f64 i32 i64 u8 i8 i16 u16 u32 u64. ops[sign] */
sy_status sy_sign(const sy_tensor *a, sy_tensor **out)
{
    const sy__call call = {.op = SY_OP_SIGN, .n_in = 1, .in = (const sy_tensor *const[]){a}, .attrs = &sy__no_attrs};
    return sy__dispatch_ew(&call, out);
}

/* reciprocal: elementwise, one input, same dtype out. dtypes: f32 f64. ops[reciprocal] */
sy_status sy_reciprocal(const sy_tensor *a, sy_tensor **out)
{
    const sy__call call = {.op = SY_OP_RECIPROCAL, .n_in = 1, .in = (const sy_tensor *const[]){a}, .attrs = &sy__no_attrs};
    return sy__dispatch_ew(&call, out);
}

/* softplus: elementwise, one input, same dtype out. dtypes: f32 f64. ops[softplus] */
sy_status sy_softplus(const sy_tensor *a, sy_tensor **out)
{
    const sy__call call = {.op = SY_OP_SOFTPLUS, .n_in = 1, .in = (const sy_tensor *const[]){a}, .attrs = &sy__no_attrs};
    return sy__dispatch_ew(&call, out);
}

/* softsign: elementwise, one input, same dtype out. dtypes: f32 f64. ops[softsign] */
sy_status sy_softsign(const sy_tensor *a, sy_tensor **out)
{
    const sy__call call = {.op = SY_OP_SOFTSIGN, .n_in = 1, .in = (const sy_tensor *const[]){a}, .attrs = &sy__no_attrs};
    return sy__dispatch_ew(&call, out);
}

/* logical_not: elementwise, one input, same dtype out. dtypes: bool. ops[logical_not] */
sy_status sy_logical_not(const sy_tensor *a, sy_tensor **out)
{
    const sy__call call = {.op = SY_OP_LOGICAL_NOT, .n_in = 1, .in = (const sy_tensor *const[]){a}, .attrs = &sy__no_attrs};
    return sy__dispatch_ew(&call, out);
}

/* bitwise_not: elementwise, one input, same dtype out. dtypes: i32 i64 u8 i8 i16 u16 u32 u64. ops[bitwise_not] */
sy_status sy_bitwise_not(const sy_tensor *a, sy_tensor **out)
{
    const sy__call call = {.op = SY_OP_BITWISE_NOT, .n_in = 1, .in = (const sy_tensor *const[]){a}, .attrs = &sy__no_attrs};
    return sy__dispatch_ew(&call, out);
}

/* hard_swish: elementwise, one input, same dtype out. dtypes: f32 f64 f16 bf16. ops[hard_swish] */
sy_status sy_hard_swish(const sy_tensor *a, sy_tensor **out)
{
    const sy__call call = {.op = SY_OP_HARD_SWISH, .n_in = 1, .in = (const sy_tensor *const[]){a}, .attrs = &sy__no_attrs};
    return sy__dispatch_ew(&call, out);
}

/* mish: elementwise, one input, same dtype out. dtypes: f32 f64 f16 bf16. ops[mish] */
sy_status sy_mish(const sy_tensor *a, sy_tensor **out)
{
    const sy__call call = {.op = SY_OP_MISH, .n_in = 1, .in = (const sy_tensor *const[]){a}, .attrs = &sy__no_attrs};
    return sy__dispatch_ew(&call, out);
}

/* add: elementwise, two inputs broadcast like NumPy, same dtype out. dtypes: f32 f64 i32 i64 u8 i8 i16 f16 bf16 u16 u32 u64. ops[add] */
sy_status sy_add(const sy_tensor *a, const sy_tensor *b, sy_tensor **out)
{
    const sy__call call = {.op = SY_OP_ADD, .n_in = 2, .in = (const sy_tensor *const[]){a, b}, .attrs = &sy__no_attrs};
    return sy__dispatch_ew(&call, out);
}

/* sub: elementwise, two inputs broadcast like NumPy, same dtype out. dtypes: f32 f64 i32 i64 u8 i8 i16 f16 bf16 u16 u32 u64. ops[sub] */
sy_status sy_sub(const sy_tensor *a, const sy_tensor *b, sy_tensor **out)
{
    const sy__call call = {.op = SY_OP_SUB, .n_in = 2, .in = (const sy_tensor *const[]){a, b}, .attrs = &sy__no_attrs};
    return sy__dispatch_ew(&call, out);
}

/* mul: elementwise, two inputs broadcast like NumPy, same dtype out. dtypes: f32 f64 i32 i64 u8 i8 i16 f16 bf16 u16 u32 u64. ops[mul] */
sy_status sy_mul(const sy_tensor *a, const sy_tensor *b, sy_tensor **out)
{
    const sy__call call = {.op = SY_OP_MUL, .n_in = 2, .in = (const sy_tensor *const[]){a, b}, .attrs = &sy__no_attrs};
    return sy__dispatch_ew(&call, out);
}

/* div: elementwise, two inputs broadcast like NumPy, same dtype out. dtypes: f32 f64 i32 i64 u8 i8 i16 f16 bf16 u16 u32 u64. ops[div] */
sy_status sy_div(const sy_tensor *a, const sy_tensor *b, sy_tensor **out)
{
    const sy__call call = {.op = SY_OP_DIV, .n_in = 2, .in = (const sy_tensor *const[]){a, b}, .attrs = &sy__no_attrs};
    return sy__dispatch_ew(&call, out);
}

/* maximum: elementwise, two inputs broadcast like NumPy, same dtype out. dtypes: f32 f64 i32 i64 u8 i8 i16 f16 bf16 u16 u32 u64. ops[maximum] */
sy_status sy_maximum(const sy_tensor *a, const sy_tensor *b, sy_tensor **out)
{
    const sy__call call = {.op = SY_OP_MAXIMUM, .n_in = 2, .in = (const sy_tensor *const[]){a, b}, .attrs = &sy__no_attrs};
    return sy__dispatch_ew(&call, out);
}

/* minimum: elementwise, two inputs broadcast like NumPy, same dtype out. dtypes: f32 f64 i32 i64 u8 i8 i16 f16 bf16 u16 u32 u64. ops[minimum] */
sy_status sy_minimum(const sy_tensor *a, const sy_tensor *b, sy_tensor **out)
{
    const sy__call call = {.op = SY_OP_MINIMUM, .n_in = 2, .in = (const sy_tensor *const[]){a, b}, .attrs = &sy__no_attrs};
    return sy__dispatch_ew(&call, out);
}

/* pow: elementwise, two inputs broadcast like NumPy, same dtype out. dtypes: f32 f64 i32 i64 u8 i8 i16 u16 u32 u64. ops[pow] */
sy_status sy_pow(const sy_tensor *a, const sy_tensor *b, sy_tensor **out)
{
    const sy__call call = {.op = SY_OP_POW, .n_in = 2, .in = (const sy_tensor *const[]){a, b}, .attrs = &sy__no_attrs};
    return sy__dispatch_ew(&call, out);
}

/* mod: elementwise, two inputs broadcast like NumPy, same dtype out. dtypes: f32 f64 i32 i64 u8 i8 i16 u16 u32 u64. ops[mod] */
sy_status sy_mod(const sy_tensor *a, const sy_tensor *b, sy_tensor **out)
{
    const sy__call call = {.op = SY_OP_MOD, .n_in = 2, .in = (const sy_tensor *const[]){a, b}, .attrs = &sy__no_attrs};
    return sy__dispatch_ew(&call, out);
}

/* fmod: elementwise, two inputs broadcast like NumPy, same dtype out. dtypes: f32 f64 i32 i64 u8 i8 i16 f16 bf16 u16 u32 u64. ops[fmod] */
sy_status sy_fmod(const sy_tensor *a, const sy_tensor *b, sy_tensor **out)
{
    const sy__call call = {.op = SY_OP_FMOD, .n_in = 2, .in = (const sy_tensor *const[]){a, b}, .attrs = &sy__no_attrs};
    return sy__dispatch_ew(&call, out);
}

/* logical_and: elementwise, two inputs broadcast like NumPy, same dtype out. dtypes: bool. ops[logical_and] */
sy_status sy_logical_and(const sy_tensor *a, const sy_tensor *b, sy_tensor **out)
{
    const sy__call call = {.op = SY_OP_LOGICAL_AND, .n_in = 2, .in = (const sy_tensor *const[]){a, b}, .attrs = &sy__no_attrs};
    return sy__dispatch_ew(&call, out);
}

/* logical_or: elementwise, two inputs broadcast like NumPy, same dtype out. dtypes: bool. ops[logical_or] */
sy_status sy_logical_or(const sy_tensor *a, const sy_tensor *b, sy_tensor **out)
{
    const sy__call call = {.op = SY_OP_LOGICAL_OR, .n_in = 2, .in = (const sy_tensor *const[]){a, b}, .attrs = &sy__no_attrs};
    return sy__dispatch_ew(&call, out);
}

/* logical_xor: elementwise, two inputs broadcast like NumPy, same dtype out. dtypes: bool. ops[logical_xor] */
sy_status sy_logical_xor(const sy_tensor *a, const sy_tensor *b, sy_tensor **out)
{
    const sy__call call = {.op = SY_OP_LOGICAL_XOR, .n_in = 2, .in = (const sy_tensor *const[]){a, b}, .attrs = &sy__no_attrs};
    return sy__dispatch_ew(&call, out);
}

/* bitwise_and: elementwise, two inputs broadcast like NumPy, same dtype out. dtypes: i32 i64 u8 i8 i16 u16 u32 u64. ops[bitwise_and] */
sy_status sy_bitwise_and(const sy_tensor *a, const sy_tensor *b, sy_tensor **out)
{
    const sy__call call = {.op = SY_OP_BITWISE_AND, .n_in = 2, .in = (const sy_tensor *const[]){a, b}, .attrs = &sy__no_attrs};
    return sy__dispatch_ew(&call, out);
}

/* bitwise_or: elementwise, two inputs broadcast like NumPy, same dtype out. dtypes: i32 i64 u8 i8 i16 u16 u32 u64. ops[bitwise_or] */
sy_status sy_bitwise_or(const sy_tensor *a, const sy_tensor *b, sy_tensor **out)
{
    const sy__call call = {.op = SY_OP_BITWISE_OR, .n_in = 2, .in = (const sy_tensor *const[]){a, b}, .attrs = &sy__no_attrs};
    return sy__dispatch_ew(&call, out);
}

/* bitwise_xor: elementwise, two inputs broadcast like NumPy, same dtype out. dtypes: i32 i64 u8 i8 i16 u16 u32 u64. ops[bitwise_xor] */
sy_status sy_bitwise_xor(const sy_tensor *a, const sy_tensor *b, sy_tensor **out)
{
    const sy__call call = {.op = SY_OP_BITWISE_XOR, .n_in = 2, .in = (const sy_tensor *const[]){a, b}, .attrs = &sy__no_attrs};
    return sy__dispatch_ew(&call, out);
}

/* shift_left: elementwise, two inputs broadcast like NumPy, same dtype out. dtypes: u8 u16 u32 u64. ops[shift_left] */
sy_status sy_shift_left(const sy_tensor *a, const sy_tensor *b, sy_tensor **out)
{
    const sy__call call = {.op = SY_OP_SHIFT_LEFT, .n_in = 2, .in = (const sy_tensor *const[]){a, b}, .attrs = &sy__no_attrs};
    return sy__dispatch_ew(&call, out);
}

/* shift_right: elementwise, two inputs broadcast like NumPy, same dtype out. dtypes: u8 u16 u32 u64. ops[shift_right] */
sy_status sy_shift_right(const sy_tensor *a, const sy_tensor *b, sy_tensor **out)
{
    const sy__call call = {.op = SY_OP_SHIFT_RIGHT, .n_in = 2, .in = (const sy_tensor *const[]){a, b}, .attrs = &sy__no_attrs};
    return sy__dispatch_ew(&call, out);
}

/* eq: elementwise comparison, broadcast, bool out. dtypes: f32 f64 i32 i64 bool u8 i8 i16 f16 bf16 u16 u32 u64. ops[eq] */
sy_status sy_eq(const sy_tensor *a, const sy_tensor *b, sy_tensor **out)
{
    const sy__call call = {.op = SY_OP_EQ, .n_in = 2, .in = (const sy_tensor *const[]){a, b}, .attrs = &sy__no_attrs};
    return sy__dispatch(&call, out);
}

/* lt: elementwise comparison, broadcast, bool out. dtypes: f32 f64 i32 i64 bool u8 i8 i16 f16 bf16 u16 u32 u64. ops[lt] */
sy_status sy_lt(const sy_tensor *a, const sy_tensor *b, sy_tensor **out)
{
    const sy__call call = {.op = SY_OP_LT, .n_in = 2, .in = (const sy_tensor *const[]){a, b}, .attrs = &sy__no_attrs};
    return sy__dispatch(&call, out);
}

/* gt: elementwise comparison, broadcast, bool out. dtypes: f32 f64 i32 i64 bool u8 i8 i16 f16 bf16 u16 u32 u64. ops[gt] */
sy_status sy_gt(const sy_tensor *a, const sy_tensor *b, sy_tensor **out)
{
    const sy__call call = {.op = SY_OP_GT, .n_in = 2, .in = (const sy_tensor *const[]){a, b}, .attrs = &sy__no_attrs};
    return sy__dispatch(&call, out);
}

/* le: elementwise comparison, broadcast, bool out. dtypes: f32 f64 i32 i64 bool u8 i8 i16 f16 bf16 u16 u32 u64. ops[le] */
sy_status sy_le(const sy_tensor *a, const sy_tensor *b, sy_tensor **out)
{
    const sy__call call = {.op = SY_OP_LE, .n_in = 2, .in = (const sy_tensor *const[]){a, b}, .attrs = &sy__no_attrs};
    return sy__dispatch(&call, out);
}

/* ge: elementwise comparison, broadcast, bool out. dtypes: f32 f64 i32 i64 bool u8 i8 i16 f16 bf16 u16 u32 u64. ops[ge] */
sy_status sy_ge(const sy_tensor *a, const sy_tensor *b, sy_tensor **out)
{
    const sy__call call = {.op = SY_OP_GE, .n_in = 2, .in = (const sy_tensor *const[]){a, b}, .attrs = &sy__no_attrs};
    return sy__dispatch(&call, out);
}

/* where: cond ? a : b, all three broadcast. dtypes: f32 f64 i32 i64 bool u8 i8 i16 f16 bf16 u16 u32 u64. ops[where] */
sy_status sy_where(const sy_tensor *cond, const sy_tensor *a, const sy_tensor *b, sy_tensor **out)
{
    const sy__call call = {.op = SY_OP_WHERE, .n_in = 3, .in = (const sy_tensor *const[]){cond, a, b}, .attrs = &sy__no_attrs};
    return sy__dispatch(&call, out);
}

/* matmul: matrix product over the last two axes, batch axes broadcast. dtypes: f32 f64 i32 i64 u8 i8 i16 f16 bf16 u16 u32 u64. ops[matmul] */
sy_status sy_matmul(const sy_tensor *a, const sy_tensor *b, sy_tensor **out)
{
    const sy__call call = {.op = SY_OP_MATMUL, .n_in = 2, .in = (const sy_tensor *const[]){a, b}, .attrs = &sy__no_attrs};
    return sy__dispatch(&call, out);
}

/* sum: reduction over one axis, SY_AXIS_ALL or a set of axes SY_AXES(0, 2) (NumPy's axis tuple: one reduction over the set, the reduced axes kept as 1 with keepdim; an axis twice after normalizing, out of range, outside -8..7 or an empty set refused). dtypes: f32 f64 i32 i64 u8 i8 i16 f16 bf16 u16 u32 u64. ops[sum] */
sy_status sy_sum(const sy_tensor *a, int axis, bool keepdim, sy_tensor **out)
{
    sy__attrs attrs = {0};
    attrs.axis = axis;
    attrs.keepdim = keepdim;
    const sy__call call = {.op = SY_OP_SUM, .n_in = 1, .in = (const sy_tensor *const[]){a}, .attrs = &attrs};
    return sy__dispatch(&call, out);
}

/* mean: reduction over one axis, SY_AXIS_ALL or a set of axes SY_AXES(0, 2) (NumPy's axis tuple: one reduction over the set, the reduced axes kept as 1 with keepdim; an axis twice after normalizing, out of range, outside -8..7 or an empty set refused). dtypes: f32 f64 f16 bf16. ops[mean] */
sy_status sy_mean(const sy_tensor *a, int axis, bool keepdim, sy_tensor **out)
{
    sy__attrs attrs = {0};
    attrs.axis = axis;
    attrs.keepdim = keepdim;
    const sy__call call = {.op = SY_OP_MEAN, .n_in = 1, .in = (const sy_tensor *const[]){a}, .attrs = &attrs};
    return sy__dispatch(&call, out);
}

/* max: reduction over one axis, SY_AXIS_ALL or a set of axes SY_AXES(0, 2) (NumPy's axis tuple: one reduction over the set, the reduced axes kept as 1 with keepdim; an axis twice after normalizing, out of range, outside -8..7 or an empty set refused). dtypes: f32 f64 i32 i64 u8 i8 i16 f16 bf16 u16 u32 u64. ops[max] */
sy_status sy_max(const sy_tensor *a, int axis, bool keepdim, sy_tensor **out)
{
    sy__attrs attrs = {0};
    attrs.axis = axis;
    attrs.keepdim = keepdim;
    const sy__call call = {.op = SY_OP_MAX, .n_in = 1, .in = (const sy_tensor *const[]){a}, .attrs = &attrs};
    return sy__dispatch(&call, out);
}

/* min: reduction over one axis, SY_AXIS_ALL or a set of axes SY_AXES(0, 2) (NumPy's axis tuple: one reduction over the set, the reduced axes kept as 1 with keepdim; an axis twice after normalizing, out of range, outside -8..7 or an empty set refused). dtypes: f32 f64 i32 i64 u8 i8 i16 u16 u32 u64. ops[min] */
sy_status sy_min(const sy_tensor *a, int axis, bool keepdim, sy_tensor **out)
{
    sy__attrs attrs = {0};
    attrs.axis = axis;
    attrs.keepdim = keepdim;
    const sy__call call = {.op = SY_OP_MIN, .n_in = 1, .in = (const sy_tensor *const[]){a}, .attrs = &attrs};
    return sy__dispatch(&call, out);
}

/* prod: reduction over one axis, SY_AXIS_ALL or a set of axes SY_AXES(0, 2) (NumPy's axis tuple: one reduction over the set, the reduced axes kept as 1 with keepdim; an axis twice after normalizing, out of range, outside -8..7 or an empty set refused). dtypes: f32 f64 i32 i64 u8 i8 i16 u16 u32 u64. ops[prod] */
sy_status sy_prod(const sy_tensor *a, int axis, bool keepdim, sy_tensor **out)
{
    sy__attrs attrs = {0};
    attrs.axis = axis;
    attrs.keepdim = keepdim;
    const sy__call call = {.op = SY_OP_PROD, .n_in = 1, .in = (const sy_tensor *const[]){a}, .attrs = &attrs};
    return sy__dispatch(&call, out);
}

/* l1: reduction over one axis, SY_AXIS_ALL or a set of axes SY_AXES(0, 2) (NumPy's axis tuple: one reduction over the set, the reduced axes kept as 1 with keepdim; an axis twice after normalizing, out of range, outside -8..7 or an empty set refused). dtypes: f32 f64. ops[l1] */
sy_status sy_l1(const sy_tensor *a, int axis, bool keepdim, sy_tensor **out)
{
    sy__attrs attrs = {0};
    attrs.axis = axis;
    attrs.keepdim = keepdim;
    const sy__call call = {.op = SY_OP_L1, .n_in = 1, .in = (const sy_tensor *const[]){a}, .attrs = &attrs};
    return sy__dispatch(&call, out);
}

/* l2: reduction over one axis, SY_AXIS_ALL or a set of axes SY_AXES(0, 2) (NumPy's axis tuple: one reduction over the set, the reduced axes kept as 1 with keepdim; an axis twice after normalizing, out of range, outside -8..7 or an empty set refused). dtypes: f32 f64. ops[l2] */
sy_status sy_l2(const sy_tensor *a, int axis, bool keepdim, sy_tensor **out)
{
    sy__attrs attrs = {0};
    attrs.axis = axis;
    attrs.keepdim = keepdim;
    const sy__call call = {.op = SY_OP_L2, .n_in = 1, .in = (const sy_tensor *const[]){a}, .attrs = &attrs};
    return sy__dispatch(&call, out);
}

/* log_sum: reduction over one axis, SY_AXIS_ALL or a set of axes SY_AXES(0, 2) (NumPy's axis tuple: one reduction over the set, the reduced axes kept as 1 with keepdim; an axis twice after normalizing, out of range, outside -8..7 or an empty set refused). dtypes: f32 f64. ops[log_sum] */
sy_status sy_log_sum(const sy_tensor *a, int axis, bool keepdim, sy_tensor **out)
{
    sy__attrs attrs = {0};
    attrs.axis = axis;
    attrs.keepdim = keepdim;
    const sy__call call = {.op = SY_OP_LOG_SUM, .n_in = 1, .in = (const sy_tensor *const[]){a}, .attrs = &attrs};
    return sy__dispatch(&call, out);
}

/* log_sum_exp: reduction over one axis, SY_AXIS_ALL or a set of axes SY_AXES(0, 2) (NumPy's axis tuple: one reduction over the set, the reduced axes kept as 1 with keepdim; an axis twice after normalizing, out of range, outside -8..7 or an empty set refused). dtypes: f32 f64. ops[log_sum_exp] */
sy_status sy_log_sum_exp(const sy_tensor *a, int axis, bool keepdim, sy_tensor **out)
{
    sy__attrs attrs = {0};
    attrs.axis = axis;
    attrs.keepdim = keepdim;
    const sy__call call = {.op = SY_OP_LOG_SUM_EXP, .n_in = 1, .in = (const sy_tensor *const[]){a}, .attrs = &attrs};
    return sy__dispatch(&call, out);
}

/* sum_square: reduction over one axis, SY_AXIS_ALL or a set of axes SY_AXES(0, 2) (NumPy's axis tuple: one reduction over the set, the reduced axes kept as 1 with keepdim; an axis twice after normalizing, out of range, outside -8..7 or an empty set refused). dtypes: f32 f64. ops[sum_square] */
sy_status sy_sum_square(const sy_tensor *a, int axis, bool keepdim, sy_tensor **out)
{
    sy__attrs attrs = {0};
    attrs.axis = axis;
    attrs.keepdim = keepdim;
    const sy__call call = {.op = SY_OP_SUM_SQUARE, .n_in = 1, .in = (const sy_tensor *const[]){a}, .attrs = &attrs};
    return sy__dispatch(&call, out);
}

/* reshape: same elements, new shape (one -1 is inferred); a view when contiguous. dtypes: f32 f64 i32 i64 bool u8 i8 i16 f16 bf16 u16 u32 u64. ops[reshape] */
sy_status sy_reshape(const sy_tensor *a, const int64_t *shape, int rank, sy_tensor **out)
{
    sy__attrs attrs = {0};
    sy__attrs_set_shape(&attrs, shape, rank);
    const sy__call call = {.op = SY_OP_RESHAPE, .n_in = 1, .in = (const sy_tensor *const[]){a}, .attrs = &attrs};
    return sy__dispatch(&call, out);
}

/* permute: axes reordered; a view. dtypes: f32 f64 i32 i64 bool u8 i8 i16 f16 bf16 u16 u32 u64. ops[permute] */
sy_status sy_permute(const sy_tensor *a, const int *perm, int rank, sy_tensor **out)
{
    sy__attrs attrs = {0};
    sy__attrs_set_perm(&attrs, perm, rank);
    const sy__call call = {.op = SY_OP_PERMUTE, .n_in = 1, .in = (const sy_tensor *const[]){a}, .attrs = &attrs};
    return sy__dispatch(&call, out);
}

/* transpose: two axes swapped; a view. dtypes: f32 f64 i32 i64 bool u8 i8 i16 f16 bf16 u16 u32 u64. ops[transpose] */
sy_status sy_transpose(const sy_tensor *a, int dim0, int dim1, sy_tensor **out)
{
    sy__attrs attrs = {0};
    attrs.dim0 = dim0;
    attrs.dim1 = dim1;
    const sy__call call = {.op = SY_OP_TRANSPOSE, .n_in = 1, .in = (const sy_tensor *const[]){a}, .attrs = &attrs};
    return sy__dispatch(&call, out);
}

/* expand: broadcast to a larger shape; a view with stride 0. dtypes: f32 f64 i32 i64 bool u8 i8 i16 f16 bf16 u16 u32 u64. ops[expand] */
sy_status sy_expand(const sy_tensor *a, const int64_t *shape, int rank, sy_tensor **out)
{
    sy__attrs attrs = {0};
    sy__attrs_set_shape(&attrs, shape, rank);
    const sy__call call = {.op = SY_OP_EXPAND, .n_in = 1, .in = (const sy_tensor *const[]){a}, .attrs = &attrs};
    return sy__dispatch(&call, out);
}

/* cast: elementwise conversion to `dtype`. dtypes: f32 f64 i32 i64 bool u8 i8 i16 f16 bf16 u16 u32 u64. ops[cast] */
sy_status sy_cast(const sy_tensor *a, sy_dtype dtype, sy_tensor **out)
{
    sy__attrs attrs = {0};
    attrs.dtype = dtype;
    const sy__call call = {.op = SY_OP_CAST, .n_in = 1, .in = (const sy_tensor *const[]){a}, .attrs = &attrs};
    return sy__dispatch(&call, out);
}

/* softmax: normalized exponentials along `axis` (ONNX Softmax-13 and LogSoftmax-13: one axis, not the flattened trailing axes of opset 11). dtypes: f32 f64. ops[softmax] */
sy_status sy_softmax(const sy_tensor *x, int axis, sy_tensor **out)
{
    sy__attrs attrs = {0};
    attrs.x[0].n = 1;
    attrs.x[0].i[0] = axis;
    const sy__call call = {.op = SY_OP_SOFTMAX, .n_in = 1, .in = (const sy_tensor *const[]){x}, .attrs = &attrs};
    return sy__dispatch(&call, out);
}

/* log_softmax: normalized exponentials along `axis` (ONNX Softmax-13 and LogSoftmax-13: one axis, not the flattened trailing axes of opset 11). dtypes: f32 f64. ops[log_softmax] */
sy_status sy_log_softmax(const sy_tensor *x, int axis, sy_tensor **out)
{
    sy__attrs attrs = {0};
    attrs.x[0].n = 1;
    attrs.x[0].i[0] = axis;
    const sy__call call = {.op = SY_OP_LOG_SOFTMAX, .n_in = 1, .in = (const sy_tensor *const[]){x}, .attrs = &attrs};
    return sy__dispatch(&call, out);
}

/* hardmax: normalized exponentials along `axis` (ONNX Softmax-13 and LogSoftmax-13: one axis, not the flattened trailing axes of opset 11). dtypes: f32 f64 f16 bf16. ops[hardmax] */
sy_status sy_hardmax(const sy_tensor *x, int axis, sy_tensor **out)
{
    sy__attrs attrs = {0};
    attrs.x[0].n = 1;
    attrs.x[0].i[0] = axis;
    const sy__call call = {.op = SY_OP_HARDMAX, .n_in = 1, .in = (const sy_tensor *const[]){x}, .attrs = &attrs};
    return sy__dispatch(&call, out);
}

/* argmax: the index of the extreme along `axis` as i64, the first of ties unless `select_last_index`; NaN is beyond every number, as in NumPy. dtypes: f32 f64 i32 i64 u8 i8 i16 u16 u32 u64. ops[argmax] */
sy_status sy_argmax(const sy_tensor *x, int axis, bool keepdim, bool select_last_index, sy_tensor **out)
{
    sy__attrs attrs = {0};
    attrs.x[0].n = 1;
    attrs.x[0].i[0] = axis;
    attrs.x[1].n = 1;
    attrs.x[1].i[0] = keepdim;
    attrs.x[2].n = 1;
    attrs.x[2].i[0] = select_last_index;
    const sy__call call = {.op = SY_OP_ARGMAX, .n_in = 1, .in = (const sy_tensor *const[]){x}, .attrs = &attrs};
    return sy__dispatch(&call, out);
}

/* argmin: the index of the extreme along `axis` as i64, the first of ties unless `select_last_index`; NaN is beyond every number, as in NumPy. dtypes: f32 f64 i32 i64 u8 i8 i16 u16 u32 u64. ops[argmin] */
sy_status sy_argmin(const sy_tensor *x, int axis, bool keepdim, bool select_last_index, sy_tensor **out)
{
    sy__attrs attrs = {0};
    attrs.x[0].n = 1;
    attrs.x[0].i[0] = axis;
    attrs.x[1].n = 1;
    attrs.x[1].i[0] = keepdim;
    attrs.x[2].n = 1;
    attrs.x[2].i[0] = select_last_index;
    const sy__call call = {.op = SY_OP_ARGMIN, .n_in = 1, .in = (const sy_tensor *const[]){x}, .attrs = &attrs};
    return sy__dispatch(&call, out);
}

/* concat: the tensors of `xs` joined along `axis`; every other dimension equal. dtypes: f32 f64 i32 i64 bool u8 i8 i16 f16 bf16 u16 u32 u64. ops[concat] */
sy_status sy_concat(const sy_tensor *const *xs, int n_xs, int axis, sy_tensor **out)
{
    sy__attrs attrs = {0};
    attrs.x[0].n = 1;
    attrs.x[0].i[0] = axis;
    const sy__call call = {.op = SY_OP_CONCAT, .n_in = n_xs, .in = xs, .attrs = &attrs};
    return sy__dispatch(&call, out);
}

/* slice: the elements of x from starts to ends (exclusive) by steps along axes (ONNX Slice-13: axes empty means 0 .. n-1, steps empty all 1; a negative start or end counts from the end; both are clamped to the axis, [-1, dim - 1] for a negative step; runtime/sy_slice.h). dtypes: f32 f64 i32 i64 bool u8 i8 i16 f16 bf16 u16 u32 u64. ops[slice] */
sy_status sy_slice(const sy_tensor *x, const int64_t *starts, int n_starts, const int64_t *ends, int n_ends, const int64_t *axes, int n_axes, const int64_t *steps, int n_steps, sy_tensor **out)
{
    sy__attrs attrs = {0};
    sy__attrs_set_list(&attrs, 0, starts, n_starts);
    sy__attrs_set_list(&attrs, 1, ends, n_ends);
    sy__attrs_set_list(&attrs, 2, axes, n_axes);
    sy__attrs_set_list(&attrs, 3, steps, n_steps);
    const sy__call call = {.op = SY_OP_SLICE, .n_in = 1, .in = (const sy_tensor *const[]){x}, .attrs = &attrs};
    return sy__dispatch(&call, out);
}

/* gather: entries of `x` along `axis` at `indices` (ONNX Gather: negative indices count from the end; one out of range is refused by the kernel). dtypes: f32 f64 i32 i64 bool u8 i8 i16 f16 bf16 u16 u32 u64. ops[gather] */
sy_status sy_gather(const sy_tensor *x, const sy_tensor *indices, int axis, sy_tensor **out)
{
    sy__attrs attrs = {0};
    attrs.x[0].n = 1;
    attrs.x[0].i[0] = axis;
    const sy__call call = {.op = SY_OP_GATHER, .n_in = 2, .in = (const sy_tensor *const[]){x, indices}, .attrs = &attrs};
    return sy__dispatch(&call, out);
}

/* pad: x widened by pads = [begin of axis 0, ..., begin of the last, end of axis 0, ...] (ONNX Pad's layout): `value` outside (constant), the mirror without the edge (reflect, each pad below its dimension) or the edge repeated (edge); no negative pads; a constant `value` must be one the dtype holds (an integer dtype's integers), as a fill's. dtypes: f32 f64 i32 i64 u8 i8 i16 u16 u32 u64. ops[pad] */
sy_status sy_pad(const sy_tensor *x, const int64_t *pads, int n_pads, int mode, double value, sy_tensor **out)
{
    sy__attrs attrs = {0};
    sy__attrs_set_list(&attrs, 0, pads, n_pads);
    attrs.x[1].n = 1;
    attrs.x[1].i[0] = mode;
    attrs.x[2].n = 1;
    attrs.x[2].f = value;
    const sy__call call = {.op = SY_OP_PAD, .n_in = 1, .in = (const sy_tensor *const[]){x}, .attrs = &attrs};
    return sy__dispatch(&call, out);
}

/* layer_norm: normalization over the axes from `axis` on: y = (x - mean) * inv_std_dev * weight + bias, with mean and inv_std_dev = 1 / sqrt(variance + epsilon) of shape x.shape[:axis] + [1, ...] (ONNX LayerNormalization-17); weight and bias, when given, have shape x.shape[axis:]. dtypes: f32 f64. ops[layer_norm] */
sy_status sy_layer_norm(const sy_tensor *x, const sy_tensor *weight, const sy_tensor *bias, int axis, double epsilon, sy_tensor **y, sy_tensor **mean, sy_tensor **inv_std_dev)
{
    sy__attrs attrs = {0};
    attrs.x[0].n = 1;
    attrs.x[0].i[0] = axis;
    attrs.x[1].n = 1;
    attrs.x[1].f = epsilon;
    const sy__call call = {.op = SY_OP_LAYER_NORM, .n_in = 3, .in = (const sy_tensor *const[]){x, weight, bias}, .attrs = &attrs, .more_out = (sy_tensor **const[]){mean, inv_std_dev}};
    return sy__dispatch(&call, y);
}

/* max_pool2d: the maximum of each window of x [N, C, H, W] (ONNX MaxPool-12, storage_order 0): pads = [top, left, bottom, right] (ONNX's layout, asymmetric), never chosen as the maximum; output size floor((H + top + bottom - dilation * (kernel - 1) - 1) / stride) + 1, or with ceil_mode the ceiling, less a last window that would start in the bottom or right padding (ONNX's rule, as PyTorch's); indices count over the whole input, ((n * C + c) * H + h) * W + w (ONNX's flattening; PyTorch's count within one plane, h * W + w); the first maximum of a window in row-major order wins a tie, and a NaN is beyond every number (the first NaN wins); a window over padding alone is refused by the rule; kernel, stride and dilation take 1..2^31-1, pads 0..2^31-1. dtypes: f32 f64 i32 i64 u8 i8 i16 u16 u32 u64. ops[max_pool2d] */
sy_status sy_max_pool2d(const sy_tensor *x, const int64_t *kernel, const int64_t *stride, const int64_t *pads, const int64_t *dilation, bool ceil_mode, sy_tensor **y, sy_tensor **indices)
{
    sy__attrs attrs = {0};
    sy__attrs_set_list(&attrs, 0, kernel, 2);
    sy__attrs_set_list(&attrs, 1, stride, 2);
    sy__attrs_set_list(&attrs, 2, pads, 4);
    sy__attrs_set_list(&attrs, 3, dilation, 2);
    attrs.x[4].n = 1;
    attrs.x[4].i[0] = ceil_mode;
    const sy__call call = {.op = SY_OP_MAX_POOL2D, .n_in = 1, .in = (const sy_tensor *const[]){x}, .attrs = &attrs, .more_out = (sy_tensor **const[]){indices}};
    return sy__dispatch(&call, y);
}

/* conv2d: the cross-correlation of x [N, C, H, W] with weight [M, C / groups, kH, kW], plus bias [M] when given (ONNX Conv-11, PyTorch conv2d): zero pads = [top, left, bottom, right] (ONNX's layout, asymmetric), output size floor((H + top + bottom - dilation * (kH - 1) - 1) / stride) + 1; groups divides C and M, output channel m reads the input channels of its group; a dilated kernel longer than the padded input is refused; sums in double, rounded to the dtype once. dtypes: f32 f64. ops[conv2d] */
sy_status sy_conv2d(const sy_tensor *x, const sy_tensor *weight, const sy_tensor *bias, const int64_t *stride, const int64_t *pads, const int64_t *dilation, int64_t groups, sy_tensor **out)
{
    sy__attrs attrs = {0};
    sy__attrs_set_list(&attrs, 0, stride, 2);
    sy__attrs_set_list(&attrs, 1, pads, 4);
    sy__attrs_set_list(&attrs, 2, dilation, 2);
    attrs.x[3].n = 1;
    attrs.x[3].i[0] = groups;
    const sy__call call = {.op = SY_OP_CONV2D, .n_in = 3, .in = (const sy_tensor *const[]){x, weight, bias}, .attrs = &attrs};
    return sy__dispatch(&call, out);
}

/* add_n: elementwise over one or more tensors xs, all broadcast together like NumPy (ONNX Sum-13 and Mean-13, multidirectional broadcast). dtypes: f32 f64 i32 i64 u8 i8 i16 f16 bf16 u16 u32 u64. ops[add_n] */
sy_status sy_add_n(const sy_tensor *const *xs, int n_xs, sy_tensor **out)
{
    const sy__call call = {.op = SY_OP_ADD_N, .n_in = n_xs, .in = xs, .attrs = &sy__no_attrs};
    return sy__dispatch(&call, out);
}

/* mean_n: elementwise over one or more tensors xs, all broadcast together like NumPy (ONNX Sum-13 and Mean-13, multidirectional broadcast). dtypes: f32 f64 f16 bf16. ops[mean_n] */
sy_status sy_mean_n(const sy_tensor *const *xs, int n_xs, sy_tensor **out)
{
    const sy__call call = {.op = SY_OP_MEAN_N, .n_in = n_xs, .in = xs, .attrs = &sy__no_attrs};
    return sy__dispatch(&call, out);
}

/* isnan: elementwise test of a float's class, bool out of the input's shape (ONNX IsNaN, IsInf). dtypes: f32 f64 f16 bf16. ops[isnan] */
sy_status sy_isnan(const sy_tensor *a, sy_tensor **out)
{
    const sy__call call = {.op = SY_OP_ISNAN, .n_in = 1, .in = (const sy_tensor *const[]){a}, .attrs = &sy__no_attrs};
    return sy__dispatch(&call, out);
}

/* isinf: elementwise test of a float's class, bool out of the input's shape (ONNX IsNaN, IsInf). dtypes: f32 f64 f16 bf16. ops[isinf] */
sy_status sy_isinf(const sy_tensor *a, sy_tensor **out)
{
    const sy__call call = {.op = SY_OP_ISINF, .n_in = 1, .in = (const sy_tensor *const[]){a}, .attrs = &sy__no_attrs};
    return sy__dispatch(&call, out);
}

/* isposinf: elementwise test of a float's class, bool out of the input's shape (ONNX IsNaN, IsInf). dtypes: f32 f64 f16 bf16. ops[isposinf] */
sy_status sy_isposinf(const sy_tensor *a, sy_tensor **out)
{
    const sy__call call = {.op = SY_OP_ISPOSINF, .n_in = 1, .in = (const sy_tensor *const[]){a}, .attrs = &sy__no_attrs};
    return sy__dispatch(&call, out);
}

/* isneginf: elementwise test of a float's class, bool out of the input's shape (ONNX IsNaN, IsInf). dtypes: f32 f64 f16 bf16. ops[isneginf] */
sy_status sy_isneginf(const sy_tensor *a, sy_tensor **out)
{
    const sy__call call = {.op = SY_OP_ISNEGINF, .n_in = 1, .in = (const sy_tensor *const[]){a}, .attrs = &sy__no_attrs};
    return sy__dispatch(&call, out);
}

/* slice_backward: slice's gradient: zeros of `shape` (x's), with dy written where slice(x, starts, ends, axes, steps) read (a slice reads each element once). dtypes: f32 f64. ops[slice_backward] */
sy_status sy_slice_backward(const sy_tensor *dy, const int64_t *shape, int n_shape, const int64_t *starts, int n_starts, const int64_t *ends, int n_ends, const int64_t *axes, int n_axes, const int64_t *steps, int n_steps, sy_tensor **out)
{
    sy__attrs attrs = {0};
    sy__attrs_set_list(&attrs, 0, shape, n_shape);
    sy__attrs_set_list(&attrs, 1, starts, n_starts);
    sy__attrs_set_list(&attrs, 2, ends, n_ends);
    sy__attrs_set_list(&attrs, 3, axes, n_axes);
    sy__attrs_set_list(&attrs, 4, steps, n_steps);
    const sy__call call = {.op = SY_OP_SLICE_BACKWARD, .n_in = 1, .in = (const sy_tensor *const[]){dy}, .attrs = &attrs};
    return sy__dispatch(&call, out);
}

/* max_pool2d_backward: max_pool2d's gradient: zeros of `shape` (x's), and each element of dy added where its index (max_pool2d's, over the whole of x) points; an index outside `shape` is refused by the kernel. dtypes: f32 f64. ops[max_pool2d_backward] */
sy_status sy_max_pool2d_backward(const sy_tensor *dy, const sy_tensor *indices, const int64_t *shape, int n_shape, sy_tensor **out)
{
    sy__attrs attrs = {0};
    sy__attrs_set_list(&attrs, 0, shape, n_shape);
    const sy__call call = {.op = SY_OP_MAX_POOL2D_BACKWARD, .n_in = 2, .in = (const sy_tensor *const[]){dy, indices}, .attrs = &attrs};
    return sy__dispatch(&call, out);
}

/* gather_backward: gather's gradient: zeros of `shape` (x's), and each entry of dy added along `axis` at its index, as gather(x, indices, axis) read it (dy has gather's result shape, shape[:axis] + indices.shape + shape[axis + 1:]); a repeated index sums its entries in the order of indices; negative indices count from the end, and one out of range is refused by the kernel as gather refuses it. dtypes: f32 f64. ops[gather_backward] */
sy_status sy_gather_backward(const sy_tensor *dy, const sy_tensor *indices, const int64_t *shape, int n_shape, int axis, sy_tensor **out)
{
    sy__attrs attrs = {0};
    sy__attrs_set_list(&attrs, 0, shape, n_shape);
    attrs.x[1].n = 1;
    attrs.x[1].i[0] = axis;
    const sy__call call = {.op = SY_OP_GATHER_BACKWARD, .n_in = 2, .in = (const sy_tensor *const[]){dy, indices}, .attrs = &attrs};
    return sy__dispatch(&call, out);
}

/* conv2d_backward_input: the gradient of conv2d(x, weight) with respect to x, given dy (the gradient of its result) of the shape conv2d gives: dy correlated back through the weight onto x's shape (x is read for its shape only); x, weight and the attributes as conv2d takes them; sums in double, rounded once. dtypes: f32 f64. ops[conv2d_backward_input] */
sy_status sy_conv2d_backward_input(const sy_tensor *dy, const sy_tensor *weight, const sy_tensor *x, const int64_t *stride, const int64_t *pads, const int64_t *dilation, int64_t groups, sy_tensor **out)
{
    sy__attrs attrs = {0};
    sy__attrs_set_list(&attrs, 0, stride, 2);
    sy__attrs_set_list(&attrs, 1, pads, 4);
    sy__attrs_set_list(&attrs, 2, dilation, 2);
    attrs.x[3].n = 1;
    attrs.x[3].i[0] = groups;
    const sy__call call = {.op = SY_OP_CONV2D_BACKWARD_INPUT, .n_in = 3, .in = (const sy_tensor *const[]){dy, weight, x}, .attrs = &attrs};
    return sy__dispatch(&call, out);
}

/* conv2d_backward_weight: the gradient of conv2d(x, weight) with respect to weight, given dy (the gradient of its result) of the shape conv2d gives: each weight tap's sum over the batch and the output positions of dy times the x it read (weight is read for its shape only); sums in double, rounded once. dtypes: f32 f64. ops[conv2d_backward_weight] */
sy_status sy_conv2d_backward_weight(const sy_tensor *dy, const sy_tensor *x, const sy_tensor *weight, const int64_t *stride, const int64_t *pads, const int64_t *dilation, int64_t groups, sy_tensor **out)
{
    sy__attrs attrs = {0};
    sy__attrs_set_list(&attrs, 0, stride, 2);
    sy__attrs_set_list(&attrs, 1, pads, 4);
    sy__attrs_set_list(&attrs, 2, dilation, 2);
    attrs.x[3].n = 1;
    attrs.x[3].i[0] = groups;
    const sy__call call = {.op = SY_OP_CONV2D_BACKWARD_WEIGHT, .n_in = 3, .in = (const sy_tensor *const[]){dy, x, weight}, .attrs = &attrs};
    return sy__dispatch(&call, out);
}

/* cumsum: running sums along `axis` (ONNX CumSum-14): y[j] = x[0] + ... + x[j], without x[j] when `exclusive` (y[0] = +0), from the end when `reverse`; x of rank 1 or more; the first sum is x[0] itself, so -0 stays -0 (NumPy's cumsum, ONNX's reference; PyTorch's starts from +0); floats accumulate in double and each result is rounded once, integers wrap as sum does. dtypes: f32 f64 i32 i64 u8 i8 i16 u16 u32 u64. ops[cumsum] */
sy_status sy_cumsum(const sy_tensor *x, int axis, bool exclusive, bool reverse, sy_tensor **out)
{
    sy__attrs attrs = {0};
    attrs.x[0].n = 1;
    attrs.x[0].i[0] = axis;
    attrs.x[1].n = 1;
    attrs.x[1].i[0] = exclusive;
    attrs.x[2].n = 1;
    attrs.x[2].i[0] = reverse;
    const sy__call call = {.op = SY_OP_CUMSUM, .n_in = 1, .in = (const sy_tensor *const[]){x}, .attrs = &attrs};
    return sy__dispatch(&call, out);
}

/* topk: the k largest (smallest unless `largest`) entries along `axis` and their indices as i64 (ONNX TopK-11), best first: of equal values the lower index comes first (ONNX's text; torch.topk leaves their order open), NaN is beyond every number (first when largest, last otherwise; torch.topk's order; ONNX leaves NaN unsaid), -0 equals +0; 0 <= k <= the axis's length; `sorted` = false is taken and the results are sorted all the same (ONNX leaves their order open then). dtypes: f32 f64 i32 i64 u8 i8 i16 u16 u32 u64. ops[topk] */
sy_status sy_topk(const sy_tensor *x, int64_t k, int axis, bool largest, bool sorted, sy_tensor **values, sy_tensor **indices)
{
    sy__attrs attrs = {0};
    attrs.x[0].n = 1;
    attrs.x[0].i[0] = k;
    attrs.x[1].n = 1;
    attrs.x[1].i[0] = axis;
    attrs.x[2].n = 1;
    attrs.x[2].i[0] = largest;
    attrs.x[3].n = 1;
    attrs.x[3].i[0] = sorted;
    const sy__call call = {.op = SY_OP_TOPK, .n_in = 1, .in = (const sy_tensor *const[]){x}, .attrs = &attrs, .more_out = (sy_tensor **const[]){indices}};
    return sy__dispatch(&call, values);
}

/* sort: x sorted along `axis`, ascending (descending when `descending`), and where each entry came from as i64: stable, equal values keep their order (torch.sort(stable=True)); NaN is beyond every number (last ascending, first descending, as torch.sort), -0 equals +0. dtypes: f32 f64 i32 i64 u8 i8 i16 u16 u32 u64. ops[sort] */
sy_status sy_sort(const sy_tensor *x, int axis, bool descending, sy_tensor **values, sy_tensor **indices)
{
    sy__attrs attrs = {0};
    attrs.x[0].n = 1;
    attrs.x[0].i[0] = axis;
    attrs.x[1].n = 1;
    attrs.x[1].i[0] = descending;
    const sy__call call = {.op = SY_OP_SORT, .n_in = 1, .in = (const sy_tensor *const[]){x}, .attrs = &attrs, .more_out = (sy_tensor **const[]){indices}};
    return sy__dispatch(&call, values);
}

/* trilu: the upper (upper: j - i >= k) or lower (j - i <= k) triangle of each matrix of the last two axes of x, zeros elsewhere (ONNX Trilu-14); k is a tensor of one i64 (0-D, or of shape [1]), 0 when left out; its value is read by the kernel, so any int64 works, and a k beyond the matrix keeps all or nothing; x of rank 2 or more. dtypes: f32 f64 i32 i64 bool u8 i8 i16 f16 bf16 u16 u32 u64. ops[trilu] */
sy_status sy_trilu(const sy_tensor *x, const sy_tensor *k, bool upper, sy_tensor **out)
{
    sy__attrs attrs = {0};
    attrs.x[0].n = 1;
    attrs.x[0].i[0] = upper;
    const sy__call call = {.op = SY_OP_TRILU, .n_in = 2, .in = (const sy_tensor *const[]){x, k}, .attrs = &attrs};
    return sy__dispatch(&call, out);
}

/* depth_to_space: x [N, C, H, W] rearranged to [N, C / blocksize^2, H * blocksize, W * blocksize] (ONNX DepthToSpace-13): y[n, c, h * b + i, w * b + j] is x[n, (i * b + j) * C / b^2 + c, h, w] in DCR mode, x[n, (c * b + i) * b + j, h, w] in CRD mode; blocksize >= 1 and blocksize^2 divides C. dtypes: f32 f64 i32 i64 bool u8 i8 i16 f16 bf16 u16 u32 u64. ops[depth_to_space] */
sy_status sy_depth_to_space(const sy_tensor *x, int64_t blocksize, int mode, sy_tensor **out)
{
    sy__attrs attrs = {0};
    attrs.x[0].n = 1;
    attrs.x[0].i[0] = blocksize;
    attrs.x[1].n = 1;
    attrs.x[1].i[0] = mode;
    const sy__call call = {.op = SY_OP_DEPTH_TO_SPACE, .n_in = 1, .in = (const sy_tensor *const[]){x}, .attrs = &attrs};
    return sy__dispatch(&call, out);
}

/* space_to_depth: x [N, C, H, W] rearranged to [N, C * blocksize^2, H / blocksize, W / blocksize] (ONNX SpaceToDepth-13, the inverse of DepthToSpace's DCR mode): y[n, (i * b + j) * C + c, h, w] is x[n, c, h * b + i, w * b + j]; blocksize >= 1 divides H and W. dtypes: f32 f64 i32 i64 bool u8 i8 i16 f16 bf16 u16 u32 u64. ops[space_to_depth] */
sy_status sy_space_to_depth(const sy_tensor *x, int64_t blocksize, sy_tensor **out)
{
    sy__attrs attrs = {0};
    attrs.x[0].n = 1;
    attrs.x[0].i[0] = blocksize;
    const sy__call call = {.op = SY_OP_SPACE_TO_DEPTH, .n_in = 1, .in = (const sy_tensor *const[]){x}, .attrs = &attrs};
    return sy__dispatch(&call, out);
}

/* depth_to_space_backward: depth_to_space's gradient, its inverse: dy [N, C, H, W] of the shape depth_to_space gives back to [N, C * blocksize^2, H / blocksize, W / blocksize], each element where depth_to_space(x, blocksize, mode) read it (space_to_depth in DCR mode). dtypes: f32 f64 i32 i64 bool u8 i8 i16 f16 bf16 u16 u32 u64. ops[depth_to_space_backward] */
sy_status sy_depth_to_space_backward(const sy_tensor *dy, int64_t blocksize, int mode, sy_tensor **out)
{
    sy__attrs attrs = {0};
    attrs.x[0].n = 1;
    attrs.x[0].i[0] = blocksize;
    attrs.x[1].n = 1;
    attrs.x[1].i[0] = mode;
    const sy__call call = {.op = SY_OP_DEPTH_TO_SPACE_BACKWARD, .n_in = 1, .in = (const sy_tensor *const[]){dy}, .attrs = &attrs};
    return sy__dispatch(&call, out);
}

/* eye_like: a matrix of x's shape (x of rank 2, read for its shape only) and `dtype`, ones where column - row == k and zeros elsewhere (ONNX EyeLike-9; ONNX's dtype left out is x's, which the importer writes); any int64 k, one beyond the matrix giving zeros. dtypes: f32 f64 i32 i64 bool u8 i8 i16 f16 bf16 u16 u32 u64. ops[eye_like] */
sy_status sy_eye_like(const sy_tensor *x, int64_t k, sy_dtype dtype, sy_tensor **out)
{
    sy__attrs attrs = {0};
    attrs.x[0].n = 1;
    attrs.x[0].i[0] = k;
    attrs.x[1].n = 1;
    attrs.x[1].i[0] = dtype;
    attrs.dtype = dtype;
    const sy__call call = {.op = SY_OP_EYE_LIKE, .n_in = 1, .in = (const sy_tensor *const[]){x}, .attrs = &attrs};
    return sy__dispatch(&call, out);
}

/* tile: x repeated repeats[d] times along each axis d (ONNX Tile-13): of shape x.shape[d] * repeats[d], y[..., i, ...] = x[..., i % x.shape[d], ...]; one repeat per axis of x, each >= 0. dtypes: f32 f64 i32 i64 bool u8 i8 i16 f16 bf16 u16 u32 u64. ops[tile] */
sy_status sy_tile(const sy_tensor *x, const int64_t *repeats, int n_repeats, sy_tensor **out)
{
    sy__attrs attrs = {0};
    sy__attrs_set_list(&attrs, 0, repeats, n_repeats);
    const sy__call call = {.op = SY_OP_TILE, .n_in = 1, .in = (const sy_tensor *const[]){x}, .attrs = &attrs};
    return sy__dispatch(&call, out);
}

/* tile_backward: tile's gradient: zeros of `shape` (x's) plus the sum of dy's tiles, dy of tile's result shape (shape[d] * repeats[d]); each element the sum, in double and in the row-major order of the tiles, of dy at its place in every tile, rounded once (0 when a repeat is 0). dtypes: f32 f64. ops[tile_backward] */
sy_status sy_tile_backward(const sy_tensor *dy, const int64_t *shape, int n_shape, const int64_t *repeats, int n_repeats, sy_tensor **out)
{
    sy__attrs attrs = {0};
    sy__attrs_set_list(&attrs, 0, shape, n_shape);
    sy__attrs_set_list(&attrs, 1, repeats, n_repeats);
    const sy__call call = {.op = SY_OP_TILE_BACKWARD, .n_in = 1, .in = (const sy_tensor *const[]){dy}, .attrs = &attrs};
    return sy__dispatch(&call, out);
}

/* gather_elements: out[i][j][k] = x[indices[i][j][k]][j][k] for axis 0, and so on along `axis` (ONNX GatherElements-13, torch.gather): the result has indices' shape; indices has x's rank and no dimension longer than x's outside `axis`; negative indices count from the end, and one out of range is refused by the kernel. dtypes: f32 f64 i32 i64 bool u8 i8 i16 f16 bf16 u16 u32 u64. ops[gather_elements] */
sy_status sy_gather_elements(const sy_tensor *x, const sy_tensor *indices, int axis, sy_tensor **out)
{
    sy__attrs attrs = {0};
    attrs.x[0].n = 1;
    attrs.x[0].i[0] = axis;
    const sy__call call = {.op = SY_OP_GATHER_ELEMENTS, .n_in = 2, .in = (const sy_tensor *const[]){x, indices}, .attrs = &attrs};
    return sy__dispatch(&call, out);
}

/* gather_elements_backward: gather_elements' gradient: zeros of `shape` (x's), and each entry of dy (of indices' shape) added at the position gather_elements(x, indices, axis) read it from; a position read twice sums its entries in the order of indices; negative indices count from the end, and one out of range is refused by the kernel as gather_elements refuses it. dtypes: f32 f64. ops[gather_elements_backward] */
sy_status sy_gather_elements_backward(const sy_tensor *dy, const sy_tensor *indices, const int64_t *shape, int n_shape, int axis, sy_tensor **out)
{
    sy__attrs attrs = {0};
    sy__attrs_set_list(&attrs, 0, shape, n_shape);
    attrs.x[1].n = 1;
    attrs.x[1].i[0] = axis;
    const sy__call call = {.op = SY_OP_GATHER_ELEMENTS_BACKWARD, .n_in = 2, .in = (const sy_tensor *const[]){dy, indices}, .attrs = &attrs};
    return sy__dispatch(&call, out);
}

/* scatter_elements: a copy of x with each entry of updates written (none), added (add) or multiplied (mul) at its position: that of the entry with its coordinate along `axis` replaced by its index (ONNX ScatterElements-16, and Scatter-11 through the version converter); indices and updates have one shape, of x's rank, no dimension longer than x's outside `axis`; updates apply in the order of indices, so with none a repeated position keeps the last (ONNX's reference; the specification leaves it open), and with add or mul every entry counts; bools add as `or` and multiply as `and` (NumPy's); integers wrap; negative indices count from the end, and one out of range is refused by the kernel. dtypes: f32 f64 i32 i64 bool u8 i8 i16 f16 bf16 u16 u32 u64. ops[scatter_elements] */
sy_status sy_scatter_elements(const sy_tensor *x, const sy_tensor *indices, const sy_tensor *updates, int axis, int reduction, sy_tensor **out)
{
    sy__attrs attrs = {0};
    attrs.x[0].n = 1;
    attrs.x[0].i[0] = axis;
    attrs.x[1].n = 1;
    attrs.x[1].i[0] = reduction;
    const sy__call call = {.op = SY_OP_SCATTER_ELEMENTS, .n_in = 3, .in = (const sy_tensor *const[]){x, indices, updates}, .attrs = &attrs};
    return sy__dispatch(&call, out);
}

/* scatter_elements_backward: scatter_elements' gradients, given dy of x's shape: x's (wrt_updates false: dy where no update reached (none), dy (add), dy times the product of the updates at each position (mul)) or updates' (wrt_updates true: dy at each entry's position (add), the same for the entry a position kept and zero for those it overwrote (none)); the gradient of updates under mul, which needs x too, is refused by the kernel; indices as scatter_elements takes them. dtypes: f32 f64. ops[scatter_elements_backward] */
sy_status sy_scatter_elements_backward(const sy_tensor *dy, const sy_tensor *indices, const sy_tensor *updates, int axis, int reduction, bool wrt_updates, sy_tensor **out)
{
    sy__attrs attrs = {0};
    attrs.x[0].n = 1;
    attrs.x[0].i[0] = axis;
    attrs.x[1].n = 1;
    attrs.x[1].i[0] = reduction;
    attrs.x[2].n = 1;
    attrs.x[2].i[0] = wrt_updates;
    const sy__call call = {.op = SY_OP_SCATTER_ELEMENTS_BACKWARD, .n_in = 3, .in = (const sy_tensor *const[]){dy, indices, updates}, .attrs = &attrs};
    return sy__dispatch(&call, out);
}

/* gather_nd: the slices of x that the last axis of indices addresses (ONNX GatherND-13): indices of rank q >= 1 hold tuples of m = indices.shape[-1] (1 to rank - batch_dims) indices into the axes from batch_dims on, each picking x.shape[batch_dims + m:]; the first batch_dims axes (0 <= batch_dims < both ranks) are shared by x and indices, and each batch indexes its own part of x; the result has shape indices.shape[:-1] + x.shape[batch_dims + m:]; negative indices count from the end, and one out of range is refused by the kernel. dtypes: f32 f64 i32 i64 bool u8 i8 i16 f16 bf16 u16 u32 u64. ops[gather_nd] */
sy_status sy_gather_nd(const sy_tensor *x, const sy_tensor *indices, int64_t batch_dims, sy_tensor **out)
{
    sy__attrs attrs = {0};
    attrs.x[0].n = 1;
    attrs.x[0].i[0] = batch_dims;
    const sy__call call = {.op = SY_OP_GATHER_ND, .n_in = 2, .in = (const sy_tensor *const[]){x, indices}, .attrs = &attrs};
    return sy__dispatch(&call, out);
}

/* gather_nd_backward: gather_nd's gradient: zeros of `shape` (x's), and each slice of dy (of gather_nd's result shape) added where gather_nd(x, indices, batch_dims) read it; a slice read twice sums its entries in the order of indices; indices as gather_nd takes them. dtypes: f32 f64. ops[gather_nd_backward] */
sy_status sy_gather_nd_backward(const sy_tensor *dy, const sy_tensor *indices, const int64_t *shape, int n_shape, int64_t batch_dims, sy_tensor **out)
{
    sy__attrs attrs = {0};
    sy__attrs_set_list(&attrs, 0, shape, n_shape);
    attrs.x[1].n = 1;
    attrs.x[1].i[0] = batch_dims;
    const sy__call call = {.op = SY_OP_GATHER_ND_BACKWARD, .n_in = 2, .in = (const sy_tensor *const[]){dy, indices}, .attrs = &attrs};
    return sy__dispatch(&call, out);
}

/* scatter_nd: a copy of x with each slice of updates written (none), added (add) or multiplied (mul) where its tuple of indices points (ONNX ScatterND-16): indices of rank q >= 1 hold tuples of m = indices.shape[-1] (1 to x's rank) indices, updates has shape indices.shape[:-1] + x.shape[m:]; updates apply in the order of indices, so with none a repeated tuple keeps the last (ONNX's reference; the specification leaves it open); the element types as scatter_elements combines them; negative indices count from the end, and one out of range is refused by the kernel. dtypes: f32 f64 i32 i64 bool u8 i8 i16 f16 bf16 u16 u32 u64. ops[scatter_nd] */
sy_status sy_scatter_nd(const sy_tensor *x, const sy_tensor *indices, const sy_tensor *updates, int reduction, sy_tensor **out)
{
    sy__attrs attrs = {0};
    attrs.x[0].n = 1;
    attrs.x[0].i[0] = reduction;
    const sy__call call = {.op = SY_OP_SCATTER_ND, .n_in = 3, .in = (const sy_tensor *const[]){x, indices, updates}, .attrs = &attrs};
    return sy__dispatch(&call, out);
}

/* scatter_nd_backward: scatter_nd's gradients, given dy of x's shape, as scatter_elements_backward's: x's (wrt_updates false) or updates' (wrt_updates true); the gradient of updates under mul is refused by the kernel. dtypes: f32 f64. ops[scatter_nd_backward] */
sy_status sy_scatter_nd_backward(const sy_tensor *dy, const sy_tensor *indices, const sy_tensor *updates, int reduction, bool wrt_updates, sy_tensor **out)
{
    sy__attrs attrs = {0};
    attrs.x[0].n = 1;
    attrs.x[0].i[0] = reduction;
    attrs.x[1].n = 1;
    attrs.x[1].i[0] = wrt_updates;
    const sy__call call = {.op = SY_OP_SCATTER_ND_BACKWARD, .n_in = 3, .in = (const sy_tensor *const[]){dy, indices, updates}, .attrs = &attrs};
    return sy__dispatch(&call, out);
}

/* one_hot: values[1] (on) where an index points and values[0] (off) elsewhere, along a new axis of length `depth` at `axis` (-rank - 1..rank of indices) (ONNX OneHot-11's semantics): values has shape [2], depth is 1 or more; a negative index counts from the end (-depth..-1), and one outside -depth..depth-1 gives off along the whole axis, as ONNX specifies (not its reference's modulo). dtypes: f32 f64 i32 i64 bool u8 i8 i16 f16 bf16 u16 u32 u64. ops[one_hot] */
sy_status sy_one_hot(const sy_tensor *indices, const sy_tensor *values, int64_t depth, int axis, sy_tensor **out)
{
    sy__attrs attrs = {0};
    attrs.x[0].n = 1;
    attrs.x[0].i[0] = depth;
    attrs.x[1].n = 1;
    attrs.x[1].i[0] = axis;
    const sy__call call = {.op = SY_OP_ONE_HOT, .n_in = 2, .in = (const sy_tensor *const[]){indices, values}, .attrs = &attrs};
    return sy__dispatch(&call, out);
}

/* one_hot_backward: one_hot's gradient with respect to values: [the sum of dy where one_hot(indices, values, depth, axis) gave off, the sum where it gave on] (shape [2]; depth is dy's length along axis); sums in double, rounded once. dtypes: f32 f64. ops[one_hot_backward] */
sy_status sy_one_hot_backward(const sy_tensor *dy, const sy_tensor *indices, int axis, sy_tensor **out)
{
    sy__attrs attrs = {0};
    attrs.x[0].n = 1;
    attrs.x[0].i[0] = axis;
    const sy__call call = {.op = SY_OP_ONE_HOT_BACKWARD, .n_in = 2, .in = (const sy_tensor *const[]){dy, indices}, .attrs = &attrs};
    return sy__dispatch(&call, out);
}

/* leaky_relu: elementwise with one float parameter, alpha; the shape and dtype of x; computed in double from the exact element with alpha rounded to f32 (ONNX's float attributes, which a graph keeps through ONNX), the result rounded once to the dtype. dtypes: f32 f64 f16 bf16. ops[leaky_relu] */
sy_status sy_leaky_relu(const sy_tensor *x, double alpha, sy_tensor **out)
{
    sy__attrs attrs = {0};
    attrs.x[0].n = 1;
    attrs.x[0].f = alpha;
    const sy__call call = {.op = SY_OP_LEAKY_RELU, .n_in = 1, .in = (const sy_tensor *const[]){x}, .attrs = &attrs};
    return sy__dispatch(&call, out);
}

/* elu: elementwise with one float parameter, alpha; the shape and dtype of x; computed in double from the exact element with alpha rounded to f32 (ONNX's float attributes, which a graph keeps through ONNX), the result rounded once to the dtype. dtypes: f32 f64 f16 bf16. ops[elu] */
sy_status sy_elu(const sy_tensor *x, double alpha, sy_tensor **out)
{
    sy__attrs attrs = {0};
    attrs.x[0].n = 1;
    attrs.x[0].f = alpha;
    const sy__call call = {.op = SY_OP_ELU, .n_in = 1, .in = (const sy_tensor *const[]){x}, .attrs = &attrs};
    return sy__dispatch(&call, out);
}

/* celu: elementwise with one float parameter, alpha; the shape and dtype of x; computed in double from the exact element with alpha rounded to f32 (ONNX's float attributes, which a graph keeps through ONNX), the result rounded once to the dtype. dtypes: f32 f64 f16 bf16. ops[celu] */
sy_status sy_celu(const sy_tensor *x, double alpha, sy_tensor **out)
{
    sy__attrs attrs = {0};
    attrs.x[0].n = 1;
    attrs.x[0].f = alpha;
    const sy__call call = {.op = SY_OP_CELU, .n_in = 1, .in = (const sy_tensor *const[]){x}, .attrs = &attrs};
    return sy__dispatch(&call, out);
}

/* thresholded_relu: elementwise with one float parameter, alpha; the shape and dtype of x; computed in double from the exact element with alpha rounded to f32 (ONNX's float attributes, which a graph keeps through ONNX), the result rounded once to the dtype. dtypes: f32 f64 f16 bf16. ops[thresholded_relu] */
sy_status sy_thresholded_relu(const sy_tensor *x, double alpha, sy_tensor **out)
{
    sy__attrs attrs = {0};
    attrs.x[0].n = 1;
    attrs.x[0].f = alpha;
    const sy__call call = {.op = SY_OP_THRESHOLDED_RELU, .n_in = 1, .in = (const sy_tensor *const[]){x}, .attrs = &attrs};
    return sy__dispatch(&call, out);
}

/* hard_sigmoid: elementwise with two float parameters, alpha and beta; the shape and dtype of x; computed in double from the exact element with alpha and beta rounded to f32 (ONNX's float attributes, which a graph keeps through ONNX), the result rounded once to the dtype. dtypes: f32 f64 f16 bf16. ops[hard_sigmoid] */
sy_status sy_hard_sigmoid(const sy_tensor *x, double alpha, double beta, sy_tensor **out)
{
    sy__attrs attrs = {0};
    attrs.x[0].n = 1;
    attrs.x[0].f = alpha;
    attrs.x[1].n = 1;
    attrs.x[1].f = beta;
    const sy__call call = {.op = SY_OP_HARD_SIGMOID, .n_in = 1, .in = (const sy_tensor *const[]){x}, .attrs = &attrs};
    return sy__dispatch(&call, out);
}

/* selu: elementwise with two float parameters, alpha and beta; the shape and dtype of x; computed in double from the exact element with alpha and beta rounded to f32 (ONNX's float attributes, which a graph keeps through ONNX), the result rounded once to the dtype. dtypes: f32 f64 f16 bf16. ops[selu] */
sy_status sy_selu(const sy_tensor *x, double alpha, double beta, sy_tensor **out)
{
    sy__attrs attrs = {0};
    attrs.x[0].n = 1;
    attrs.x[0].f = alpha;
    attrs.x[1].n = 1;
    attrs.x[1].f = beta;
    const sy__call call = {.op = SY_OP_SELU, .n_in = 1, .in = (const sy_tensor *const[]){x}, .attrs = &attrs};
    return sy__dispatch(&call, out);
}

/* shrink: elementwise with two float parameters, alpha and beta; the shape and dtype of x; computed in double from the exact element with alpha and beta rounded to f32 (ONNX's float attributes, which a graph keeps through ONNX), the result rounded once to the dtype. dtypes: f32 f64 f16 bf16. ops[shrink] */
sy_status sy_shrink(const sy_tensor *x, double alpha, double beta, sy_tensor **out)
{
    sy__attrs attrs = {0};
    attrs.x[0].n = 1;
    attrs.x[0].f = alpha;
    attrs.x[1].n = 1;
    attrs.x[1].f = beta;
    const sy__call call = {.op = SY_OP_SHRINK, .n_in = 1, .in = (const sy_tensor *const[]){x}, .attrs = &attrs};
    return sy__dispatch(&call, out);
}

/* prelu: x where x >= 0, else x * slope (ONNX PRelu-16; a NaN or infinite slope does not reach x >= 0, as the operator's text says, where its reference's clip-and-add form gives NaN): slope broadcasts to x's shape (unidirectionally, NumPy's rule: its dimensions, aligned at the end, are x's or 1; a slope of [C] meets x's last axis, not PyTorch's axis 1); the result has x's shape. dtypes: f32 f64 f16 bf16. ops[prelu] */
sy_status sy_prelu(const sy_tensor *x, const sy_tensor *slope, sy_tensor **out)
{
    const sy__call call = {.op = SY_OP_PRELU, .n_in = 2, .in = (const sy_tensor *const[]){x, slope}, .attrs = &sy__no_attrs};
    return sy__dispatch(&call, out);
}

/* clip: x limited to [low, high] (ONNX Clip-13, its inputs min and max): min(max(x, low), high), so low > high gives high everywhere; low and high are optional tensor inputs of one element each (ONNX's scalars; a rank-0 tensor or any shape of one element), of x's dtype (tensors rather than float attributes: ONNX models compute them, and a float would not hold every i64), and a bound left out does not limit; a NaN in x or in a bound gives NaN (NumPy's clip, ONNX's reference). dtypes: f32 f64 i32 i64 u8 i8 i16 f16 bf16 u16 u32 u64. ops[clip] */
sy_status sy_clip(const sy_tensor *x, const sy_tensor *low, const sy_tensor *high, sy_tensor **out)
{
    const sy__call call = {.op = SY_OP_CLIP, .n_in = 3, .in = (const sy_tensor *const[]){x, low, high}, .attrs = &sy__no_attrs};
    return sy__dispatch(&call, out);
}

/* dropout: ONNX Dropout-13: in inference (training_mode left out or false) and with a ratio of 0, y = x and a mask of trues; in training, mask = u >= ratio with u NumPy's RandomState(seed).uniform(0, 1, x.shape) (MT19937, row-major; what ONNX's reference draws after np.random.seed(seed)) and y = x * mask * (1 / (1 - ratio)), the scale computed in ratio's dtype and each product rounded once to x's dtype; ratio (0.5 when left out) and training_mode are tensors of one element, read when the kernel runs, and a training ratio outside [0, 1) is refused by the kernel; seed 0..2^32-1 (0 when left out: ONNX's unseeded dropout is random, and the importer refuses it in training). dtypes: f32 f64 f16 bf16. ops[dropout] */
sy_status sy_dropout(const sy_tensor *x, const sy_tensor *ratio, const sy_tensor *training_mode, int64_t seed, sy_tensor **y, sy_tensor **mask)
{
    sy__attrs attrs = {0};
    attrs.x[0].n = 1;
    attrs.x[0].i[0] = seed;
    const sy__call call = {.op = SY_OP_DROPOUT, .n_in = 3, .in = (const sy_tensor *const[]){x, ratio, training_mode}, .attrs = &attrs, .more_out = (sy_tensor **const[]){mask}};
    return sy__dispatch(&call, y);
}

/* nll_loss: the negative log-likelihood loss of log-probabilities x [N, C] or [N, C, d1, ..., dk] at the classes target [N] or [N, d1, ..., dk] (ONNX NegativeLogLikelihoodLoss-13, PyTorch nll_loss): loss[n, d...] = -weight[t] * x[n, t, d...] with t = target[n, d...] (weight [C], all ones when left out), and 0 where t is ignore_index; `none` gives that loss of target's shape, `sum` its sum, `mean` its sum divided by the sum of weight[t] over the targets not ignored (ONNX's rule; without weight, their count), a scalar (rank 0) for both; a mean over no target that counts (all ignored, or none at all) is 0 / 0, NaN, as in ONNX's reference and PyTorch; sums in double, rounded once; ignore_index left out (ONNX's absent attribute) is the value -2^61 (the least a saved graph holds), which ignores nothing: a target of that value is refused like any outside 0..C-1, which the kernel refuses naming it, before writing anything (ONNX leaves them undefined). dtypes: f32 f64. ops[nll_loss] */
sy_status sy_nll_loss(const sy_tensor *x, const sy_tensor *target, const sy_tensor *weight, int reduction, int64_t ignore_index, sy_tensor **out)
{
    sy__attrs attrs = {0};
    attrs.x[0].n = 1;
    attrs.x[0].i[0] = reduction;
    attrs.x[1].n = 1;
    attrs.x[1].i[0] = ignore_index;
    const sy__call call = {.op = SY_OP_NLL_LOSS, .n_in = 3, .in = (const sy_tensor *const[]){x, target, weight}, .attrs = &attrs};
    return sy__dispatch(&call, out);
}

/* nll_loss_backward: nll_loss's gradient with respect to x, given dy (the gradient of its result: target's shape for `none`, a scalar otherwise): zeros of `shape` (x's), and -weight[t] * g at x[n, t, d...] for each target t not ignored, g being dy[n, d...] (none), dy (sum) or dy divided by the sum of weight over the targets not ignored (mean), computed in double and rounded once; target, weight and the attributes as nll_loss takes them; the gradient with respect to weight (wrt_weight) is refused by the rule (PyTorch's nll_loss has none either). dtypes: f32 f64. ops[nll_loss_backward] */
sy_status sy_nll_loss_backward(const sy_tensor *dy, const sy_tensor *target, const sy_tensor *weight, const int64_t *shape, int n_shape, int reduction, int64_t ignore_index, bool wrt_weight, sy_tensor **out)
{
    sy__attrs attrs = {0};
    sy__attrs_set_list(&attrs, 0, shape, n_shape);
    attrs.x[1].n = 1;
    attrs.x[1].i[0] = reduction;
    attrs.x[2].n = 1;
    attrs.x[2].i[0] = ignore_index;
    attrs.x[3].n = 1;
    attrs.x[3].i[0] = wrt_weight;
    const sy__call call = {.op = SY_OP_NLL_LOSS_BACKWARD, .n_in = 3, .in = (const sy_tensor *const[]){dy, target, weight}, .attrs = &attrs};
    return sy__dispatch(&call, out);
}

/* flip: x with the order of its elements reversed along each axis of `axes` (PyTorch's flip: axes in -rank..rank-1, none twice; an empty list copies x); the shape and dtype of x. dtypes: f32 f64 i32 i64 bool u8 i8 i16 f16 bf16 u16 u32 u64. ops[flip] */
sy_status sy_flip(const sy_tensor *x, const int64_t *axes, int n_axes, sy_tensor **out)
{
    sy__attrs attrs = {0};
    sy__attrs_set_list(&attrs, 0, axes, n_axes);
    const sy__call call = {.op = SY_OP_FLIP, .n_in = 1, .in = (const sy_tensor *const[]){x}, .attrs = &attrs};
    return sy__dispatch(&call, out);
}

/* gelu: x * P(X <= x) for a standard normal X (PyTorch's gelu and its approximate): none is 0.5 * x * (1 + erf(x / sqrt(2))), tanh 0.5 * x * (1 + tanh(sqrt(2 / pi) * (x + 0.044715 * x^3))); computed as 0.5 * x * erfc(-x / sqrt(2)) and x / (1 + exp(-2 * sqrt(2 / pi) * (x + 0.044715 * x^3))), the same functions without the cancellation of 1 + erf and 1 + tanh for a negative x, in double (cpu; opencl in double where the device has it) from the exact element, rounded once; the shape and dtype of x. dtypes: f32 f64 f16 bf16. ops[gelu] */
sy_status sy_gelu(const sy_tensor *x, int approximate, sy_tensor **out)
{
    sy__attrs attrs = {0};
    attrs.x[0].n = 1;
    attrs.x[0].i[0] = approximate;
    const sy__call call = {.op = SY_OP_GELU, .n_in = 1, .in = (const sy_tensor *const[]){x}, .attrs = &attrs};
    return sy__dispatch(&call, out);
}

/* gelu_backward: gelu's gradient: dy times gelu's derivative at x (dy and x of one shape): none: Phi(x) + x * phi(x), the normal distribution and density; tanh: PyTorch's derivative of its tanh form; computed as gelu is. dtypes: f32 f64 f16 bf16. ops[gelu_backward] */
sy_status sy_gelu_backward(const sy_tensor *dy, const sy_tensor *x, int approximate, sy_tensor **out)
{
    sy__attrs attrs = {0};
    attrs.x[0].n = 1;
    attrs.x[0].i[0] = approximate;
    const sy__call call = {.op = SY_OP_GELU_BACKWARD, .n_in = 2, .in = (const sy_tensor *const[]){dy, x}, .attrs = &attrs};
    return sy__dispatch(&call, out);
}

/* avg_pool: the mean of each window of x [N, C, D1, ..., Dk] (k = 1..3, the length of `kernel`; ONNX AveragePool-11 to 17, PyTorch avg_pool1d/2d/3d): stride one per spatial axis (empty: all 1), pads [begin of D1, ..., begin of Dk, end of D1, ..., end of Dk] (ONNX's layout, asymmetric; empty: all 0); output size floor((D + begin + end - kernel) / stride) + 1, or with ceil_mode the ceiling, less a last window that would start in the end padding (ONNX's rule, as PyTorch's and max_pool2d's); each window's sum in double divided by the number of its taps inside x, or with count_include_pad of its taps inside the padded input (a ceil_mode window reaching past the end padding does not count the taps there, as PyTorch), rounded once; a window over padding alone without count_include_pad has no mean and is refused by the rule; kernel and stride take 1..2^31-1, pads 0..2^31-1; ONNX 1.12's shape inference keeps a last ceil_mode window that starts in the end padding (dropped here, and by ONNX from AveragePool-19), so a model where the two differ is refused on import and on export, its shapes disagreeing. dtypes: f32 f64. ops[avg_pool] */
sy_status sy_avg_pool(const sy_tensor *x, const int64_t *kernel, int n_kernel, const int64_t *stride, int n_stride, const int64_t *pads, int n_pads, bool ceil_mode, bool count_include_pad, sy_tensor **out)
{
    sy__attrs attrs = {0};
    sy__attrs_set_list(&attrs, 0, kernel, n_kernel);
    sy__attrs_set_list(&attrs, 1, stride, n_stride);
    sy__attrs_set_list(&attrs, 2, pads, n_pads);
    attrs.x[3].n = 1;
    attrs.x[3].i[0] = ceil_mode;
    attrs.x[4].n = 1;
    attrs.x[4].i[0] = count_include_pad;
    const sy__call call = {.op = SY_OP_AVG_POOL, .n_in = 1, .in = (const sy_tensor *const[]){x}, .attrs = &attrs};
    return sy__dispatch(&call, out);
}

/* avg_pool_backward: avg_pool's gradient: zeros of `shape` (x's), and each element of dy divided by its window's count (as avg_pool divides) added at each tap of its window inside x; dy has the shape avg_pool(x, kernel, stride, pads, ceil_mode, count_include_pad) gives; each element of the result gathers its windows in double, in row-major order of the windows, rounded once. dtypes: f32 f64. ops[avg_pool_backward] */
sy_status sy_avg_pool_backward(const sy_tensor *dy, const int64_t *shape, int n_shape, const int64_t *kernel, int n_kernel, const int64_t *stride, int n_stride, const int64_t *pads, int n_pads, bool ceil_mode, bool count_include_pad, sy_tensor **out)
{
    sy__attrs attrs = {0};
    sy__attrs_set_list(&attrs, 0, shape, n_shape);
    sy__attrs_set_list(&attrs, 1, kernel, n_kernel);
    sy__attrs_set_list(&attrs, 2, stride, n_stride);
    sy__attrs_set_list(&attrs, 3, pads, n_pads);
    attrs.x[4].n = 1;
    attrs.x[4].i[0] = ceil_mode;
    attrs.x[5].n = 1;
    attrs.x[5].i[0] = count_include_pad;
    const sy__call call = {.op = SY_OP_AVG_POOL_BACKWARD, .n_in = 1, .in = (const sy_tensor *const[]){dy}, .attrs = &attrs};
    return sy__dispatch(&call, out);
}

/* conv_transpose2d: the transposed convolution of x [N, C, H, W] with weight [C, M / groups, kH, kW], plus bias [M] when given (ONNX ConvTranspose-11, PyTorch conv_transpose2d): conv2d's gradient with respect to its input, y[n, m, h, w] summing x[n, c, oh, ow] * weight[c, m - group start, i, j] over the channels c of m's group and the taps with h = oh * stride - top + i * dilation (w likewise); output size stride * (H - 1) + output_padding + dilation * (kH - 1) + 1 - top - bottom, pads = [top, left, bottom, right] (ONNX's layout) cut from the full result; output_padding adds rows and columns at the end (zeros plus bias where no tap reaches) and takes 0..stride-1 (so conv2d of the result gives x's shape back, which the gradients need; PyTorch also takes one below the dilation); C divisible by groups; an output of no element along an axis is refused, as is an x of no element along H or W; sums in double, rounded to the dtype once. dtypes: f32 f64. ops[conv_transpose2d] */
sy_status sy_conv_transpose2d(const sy_tensor *x, const sy_tensor *weight, const sy_tensor *bias, const int64_t *stride, const int64_t *pads, const int64_t *dilation, int64_t groups, const int64_t *output_padding, sy_tensor **out)
{
    sy__attrs attrs = {0};
    sy__attrs_set_list(&attrs, 0, stride, 2);
    sy__attrs_set_list(&attrs, 1, pads, 4);
    sy__attrs_set_list(&attrs, 2, dilation, 2);
    attrs.x[3].n = 1;
    attrs.x[3].i[0] = groups;
    sy__attrs_set_list(&attrs, 4, output_padding, 2);
    const sy__call call = {.op = SY_OP_CONV_TRANSPOSE2D, .n_in = 3, .in = (const sy_tensor *const[]){x, weight, bias}, .attrs = &attrs};
    return sy__dispatch(&call, out);
}

/* conv_transpose2d_backward_input: the gradient of conv_transpose2d(x, weight) with respect to x, given dy of the shape it gives: conv2d(dy, weight) without bias, of x's shape (x is read for its shape only); x, weight and the attributes as conv_transpose2d takes them; sums in double, rounded once. dtypes: f32 f64. ops[conv_transpose2d_backward_input] */
sy_status sy_conv_transpose2d_backward_input(const sy_tensor *dy, const sy_tensor *weight, const sy_tensor *x, const int64_t *stride, const int64_t *pads, const int64_t *dilation, int64_t groups, const int64_t *output_padding, sy_tensor **out)
{
    sy__attrs attrs = {0};
    sy__attrs_set_list(&attrs, 0, stride, 2);
    sy__attrs_set_list(&attrs, 1, pads, 4);
    sy__attrs_set_list(&attrs, 2, dilation, 2);
    attrs.x[3].n = 1;
    attrs.x[3].i[0] = groups;
    sy__attrs_set_list(&attrs, 4, output_padding, 2);
    const sy__call call = {.op = SY_OP_CONV_TRANSPOSE2D_BACKWARD_INPUT, .n_in = 3, .in = (const sy_tensor *const[]){dy, weight, x}, .attrs = &attrs};
    return sy__dispatch(&call, out);
}

/* conv: the cross-correlation of x [N, C, D1, ..., Dk] with weight [M, C / groups, K1, ..., Kk] (k = 1..3, the weight's rank less 2, x's rank the weight's), plus bias [M] when given (ONNX Conv-11, PyTorch conv1d/2d/3d): stride and dilation one per spatial axis (empty: all 1), zero pads [begin of D1, ..., begin of Dk, end of D1, ..., end of Dk] (ONNX's layout, asymmetric; empty: all 0; ONNX's auto_pad is turned into pads by the importer on static shapes); output size floor((D + begin + end - dilation * (K - 1) - 1) / stride) + 1; groups divides C and M, output channel m reads the input channels of its group; a dilated kernel longer than the padded input, an empty kernel, stride or dilation outside 1..2^31-1 and pads outside 0..2^31-1 are refused; sums in double, rounded to the dtype once. dtypes: f32 f64. ops[conv] */
sy_status sy_conv(const sy_tensor *x, const sy_tensor *weight, const sy_tensor *bias, const int64_t *stride, int n_stride, const int64_t *pads, int n_pads, const int64_t *dilation, int n_dilation, int64_t groups, sy_tensor **out)
{
    sy__attrs attrs = {0};
    sy__attrs_set_list(&attrs, 0, stride, n_stride);
    sy__attrs_set_list(&attrs, 1, pads, n_pads);
    sy__attrs_set_list(&attrs, 2, dilation, n_dilation);
    attrs.x[3].n = 1;
    attrs.x[3].i[0] = groups;
    const sy__call call = {.op = SY_OP_CONV, .n_in = 3, .in = (const sy_tensor *const[]){x, weight, bias}, .attrs = &attrs};
    return sy__dispatch(&call, out);
}

/* conv_backward_input: the gradient of conv(x, weight) with respect to x, given dy (the gradient of its result) of the shape conv gives: dy correlated back through the weight onto x's shape (x is read for its shape only); x, weight and the attributes as conv takes them; sums in double, rounded once. dtypes: f32 f64. ops[conv_backward_input] */
sy_status sy_conv_backward_input(const sy_tensor *dy, const sy_tensor *weight, const sy_tensor *x, const int64_t *stride, int n_stride, const int64_t *pads, int n_pads, const int64_t *dilation, int n_dilation, int64_t groups, sy_tensor **out)
{
    sy__attrs attrs = {0};
    sy__attrs_set_list(&attrs, 0, stride, n_stride);
    sy__attrs_set_list(&attrs, 1, pads, n_pads);
    sy__attrs_set_list(&attrs, 2, dilation, n_dilation);
    attrs.x[3].n = 1;
    attrs.x[3].i[0] = groups;
    const sy__call call = {.op = SY_OP_CONV_BACKWARD_INPUT, .n_in = 3, .in = (const sy_tensor *const[]){dy, weight, x}, .attrs = &attrs};
    return sy__dispatch(&call, out);
}

/* conv_backward_weight: the gradient of conv(x, weight) with respect to weight, given dy of the shape conv gives: each weight tap's sum over the batch and the output positions of dy times the x it read (weight is read for its shape only); sums in double, rounded once. dtypes: f32 f64. ops[conv_backward_weight] */
sy_status sy_conv_backward_weight(const sy_tensor *dy, const sy_tensor *x, const sy_tensor *weight, const int64_t *stride, int n_stride, const int64_t *pads, int n_pads, const int64_t *dilation, int n_dilation, int64_t groups, sy_tensor **out)
{
    sy__attrs attrs = {0};
    sy__attrs_set_list(&attrs, 0, stride, n_stride);
    sy__attrs_set_list(&attrs, 1, pads, n_pads);
    sy__attrs_set_list(&attrs, 2, dilation, n_dilation);
    attrs.x[3].n = 1;
    attrs.x[3].i[0] = groups;
    const sy__call call = {.op = SY_OP_CONV_BACKWARD_WEIGHT, .n_in = 3, .in = (const sy_tensor *const[]){dy, x, weight}, .attrs = &attrs};
    return sy__dispatch(&call, out);
}

/* conv_backward_bias: the gradient of conv's (and conv_transpose's) bias: dy [N, M, D1, ..., Dk] (k = 1..3) summed over every axis but M's, [M]; sums in double in row-major order, rounded once. dtypes: f32 f64. ops[conv_backward_bias] */
sy_status sy_conv_backward_bias(const sy_tensor *dy, sy_tensor **out)
{
    const sy__call call = {.op = SY_OP_CONV_BACKWARD_BIAS, .n_in = 1, .in = (const sy_tensor *const[]){dy}, .attrs = &sy__no_attrs};
    return sy__dispatch(&call, out);
}

/* conv_transpose: the transposed convolution of x [N, C, D1, ..., Dk] with weight [C, M / groups, K1, ..., Kk] (k = 1..3, the weight's rank less 2), plus bias [M] when given (ONNX ConvTranspose-11, PyTorch conv_transpose1d/2d/3d): conv's gradient with respect to its input, y[n, m, p] summing x[n, c, o] * weight[c, m - group start, i] over the channels c of m's group and the taps with p = o * stride - begin + i * dilation on each axis; output size stride * (D - 1) + output_padding + dilation * (K - 1) + 1 - begin - end, pads [begins..., ends...] (ONNX's layout; empty: all 0) cut from the full result; output_padding (empty: all 0) adds positions at the end (zeros plus bias where no tap reaches) and takes 0..stride-1, so conv of the result gives x's shape back (PyTorch also takes one below the dilation; ONNX's output_shape and auto_pad are turned into pads and output_padding by the importer, and one that needs positions added at the beginning is refused there); C divisible by groups; an output of no element along an axis, or an x of no element along a spatial axis, is refused; sums in double, rounded to the dtype once. dtypes: f32 f64. ops[conv_transpose] */
sy_status sy_conv_transpose(const sy_tensor *x, const sy_tensor *weight, const sy_tensor *bias, const int64_t *stride, int n_stride, const int64_t *pads, int n_pads, const int64_t *dilation, int n_dilation, int64_t groups, const int64_t *output_padding, int n_output_padding, sy_tensor **out)
{
    sy__attrs attrs = {0};
    sy__attrs_set_list(&attrs, 0, stride, n_stride);
    sy__attrs_set_list(&attrs, 1, pads, n_pads);
    sy__attrs_set_list(&attrs, 2, dilation, n_dilation);
    attrs.x[3].n = 1;
    attrs.x[3].i[0] = groups;
    sy__attrs_set_list(&attrs, 4, output_padding, n_output_padding);
    const sy__call call = {.op = SY_OP_CONV_TRANSPOSE, .n_in = 3, .in = (const sy_tensor *const[]){x, weight, bias}, .attrs = &attrs};
    return sy__dispatch(&call, out);
}

/* conv_transpose_backward_input: the gradient of conv_transpose(x, weight) with respect to x, given dy of the shape it gives: conv(dy, weight) without bias, of x's shape (x is read for its shape only); x, weight and the attributes as conv_transpose takes them; sums in double, rounded once. dtypes: f32 f64. ops[conv_transpose_backward_input] */
sy_status sy_conv_transpose_backward_input(const sy_tensor *dy, const sy_tensor *weight, const sy_tensor *x, const int64_t *stride, int n_stride, const int64_t *pads, int n_pads, const int64_t *dilation, int n_dilation, int64_t groups, const int64_t *output_padding, int n_output_padding, sy_tensor **out)
{
    sy__attrs attrs = {0};
    sy__attrs_set_list(&attrs, 0, stride, n_stride);
    sy__attrs_set_list(&attrs, 1, pads, n_pads);
    sy__attrs_set_list(&attrs, 2, dilation, n_dilation);
    attrs.x[3].n = 1;
    attrs.x[3].i[0] = groups;
    sy__attrs_set_list(&attrs, 4, output_padding, n_output_padding);
    const sy__call call = {.op = SY_OP_CONV_TRANSPOSE_BACKWARD_INPUT, .n_in = 3, .in = (const sy_tensor *const[]){dy, weight, x}, .attrs = &attrs};
    return sy__dispatch(&call, out);
}

/* max_pool: the maximum of each window of x [N, C, D1, ..., Dk] (k = 1..3, the length of `kernel`; ONNX MaxPool-12, PyTorch max_pool1d/2d/3d with return_indices): stride and dilation one per spatial axis (empty: all 1), pads [begin of D1, ..., begin of Dk, end of D1, ..., end of Dk] (ONNX's layout, asymmetric; empty: all 0), never chosen as the maximum; output size floor((D + begin + end - dilation * (kernel - 1) - 1) / stride) + 1, or with ceil_mode the ceiling, less a last window that would start in the end padding (ONNX's rule, as PyTorch's and max_pool2d's); indices count over the whole input, plane (n * C + c) times D1 * ... * Dk plus the position inside the plane, row-major (storage_order 0: the last axis fastest) or column-major (storage_order 1: the first spatial axis fastest, ONNX's reference); the first maximum of a window in row-major order of its taps wins a tie, and a NaN is beyond every number (the first NaN wins); a window over padding alone is refused by the rule; kernel, stride and dilation take 1..2^31-1, pads 0..2^31-1, storage_order 0 or 1. dtypes: f32 f64 i32 i64 u8 i8 i16 u16 u32 u64. ops[max_pool] */
sy_status sy_max_pool(const sy_tensor *x, const int64_t *kernel, int n_kernel, const int64_t *stride, int n_stride, const int64_t *pads, int n_pads, const int64_t *dilation, int n_dilation, bool ceil_mode, int64_t storage_order, sy_tensor **y, sy_tensor **indices)
{
    sy__attrs attrs = {0};
    sy__attrs_set_list(&attrs, 0, kernel, n_kernel);
    sy__attrs_set_list(&attrs, 1, stride, n_stride);
    sy__attrs_set_list(&attrs, 2, pads, n_pads);
    sy__attrs_set_list(&attrs, 3, dilation, n_dilation);
    attrs.x[4].n = 1;
    attrs.x[4].i[0] = ceil_mode;
    attrs.x[5].n = 1;
    attrs.x[5].i[0] = storage_order;
    const sy__call call = {.op = SY_OP_MAX_POOL, .n_in = 1, .in = (const sy_tensor *const[]){x}, .attrs = &attrs, .more_out = (sy_tensor **const[]){indices}};
    return sy__dispatch(&call, y);
}

/* max_pool_backward: max_pool's gradient: zeros of `shape` (x's, rank 3 to 5), and each element of dy added where its index (max_pool's, over the whole of x, in the order storage_order names) points, in row-major order of dy, in the dtype; dy and indices have one shape, of shape's rank, with its N and C; an index outside `shape` is refused by the kernel. dtypes: f32 f64. ops[max_pool_backward] */
sy_status sy_max_pool_backward(const sy_tensor *dy, const sy_tensor *indices, const int64_t *shape, int n_shape, int64_t storage_order, sy_tensor **out)
{
    sy__attrs attrs = {0};
    sy__attrs_set_list(&attrs, 0, shape, n_shape);
    attrs.x[1].n = 1;
    attrs.x[1].i[0] = storage_order;
    const sy__call call = {.op = SY_OP_MAX_POOL_BACKWARD, .n_in = 2, .in = (const sy_tensor *const[]){dy, indices}, .attrs = &attrs};
    return sy__dispatch(&call, out);
}

/* lp_pool: the Lp norm of each window of x [N, C, D1, ..., Dk] (k = 1..3, the length of `kernel`; ONNX LpPool-11 and GlobalLpPool-2, PyTorch lp_pool1d/2d without ceil_mode): (sum of |x|^p over the window)^(1/p), the absolute value as ONNX's Lp norm takes it (PyTorch 1.13 raises x itself to p, which agrees for an even p or x >= 0 and gives NaN or a signed sum otherwise); stride one per spatial axis (empty: all 1), zero pads [begin of D1, ..., begin of Dk, end of D1, ..., end of Dk] (ONNX's layout, asymmetric; empty: all 0), which add nothing to a window's sum (a window over padding alone gives 0); output size floor((D + begin + end - kernel) / stride) + 1; computed in double as m * (sum of (|x| / m)^p)^(1/p), m the window's largest |x| (so no power overflows), rounded once; a NaN in a window gives NaN, an infinity +inf; p takes 1..2^31-1 (ONNX's integer p; PyTorch's float norm_type of an integer value), kernel and stride 1..2^31-1, pads 0..2^31-1. dtypes: f32 f64. ops[lp_pool] */
sy_status sy_lp_pool(const sy_tensor *x, const int64_t *kernel, int n_kernel, const int64_t *stride, int n_stride, const int64_t *pads, int n_pads, int64_t p, sy_tensor **out)
{
    sy__attrs attrs = {0};
    sy__attrs_set_list(&attrs, 0, kernel, n_kernel);
    sy__attrs_set_list(&attrs, 1, stride, n_stride);
    sy__attrs_set_list(&attrs, 2, pads, n_pads);
    attrs.x[3].n = 1;
    attrs.x[3].i[0] = p;
    const sy__call call = {.op = SY_OP_LP_POOL, .n_in = 1, .in = (const sy_tensor *const[]){x}, .attrs = &attrs};
    return sy__dispatch(&call, out);
}

/* lp_pool_backward: lp_pool's gradient with respect to x: each element of dy times sign(x) * (|x| / y)^(p - 1) added at each tap of its window inside x (y the window's lp_pool result, given; 0 where y is 0, the subgradient PyTorch's NaN stands for); x, y and dy as lp_pool(x, kernel, stride, pads, p) gives them (dy and y of one shape); each element of the result gathers its windows in double, in row-major order of the windows, rounded once. dtypes: f32 f64. ops[lp_pool_backward] */
sy_status sy_lp_pool_backward(const sy_tensor *dy, const sy_tensor *x, const sy_tensor *y, const int64_t *kernel, int n_kernel, const int64_t *stride, int n_stride, const int64_t *pads, int n_pads, int64_t p, sy_tensor **out)
{
    sy__attrs attrs = {0};
    sy__attrs_set_list(&attrs, 0, kernel, n_kernel);
    sy__attrs_set_list(&attrs, 1, stride, n_stride);
    sy__attrs_set_list(&attrs, 2, pads, n_pads);
    attrs.x[3].n = 1;
    attrs.x[3].i[0] = p;
    const sy__call call = {.op = SY_OP_LP_POOL_BACKWARD, .n_in = 3, .in = (const sy_tensor *const[]){dy, x, y}, .attrs = &attrs};
    return sy__dispatch(&call, out);
}

/* adaptive_avg_pool: the mean of each adaptive window of x [N, C, D1, ..., Dk] (k = 1..3, the length of output_size; PyTorch adaptive_avg_pool1d/2d/3d): the result [N, C, O1, ..., Ok], window o along an axis of length D spanning floor(o * D / O) to ceil((o + 1) * D / O) (PyTorch's bounds; windows overlap or repeat when D is not a multiple of O, or O > D); each window's sum in double divided by its number of taps, rounded once; output_size takes 1..2^31-1 per axis, an x empty along a spatial axis is refused (no window has a mean), and so is a D * O beyond 2^62; ONNX: an output_size of 1 along every axis exports as GlobalAveragePool, one dividing every D as an AveragePool of kernel_shape and strides D / O, any other has no ONNX counterpart and is refused on export. dtypes: f32 f64. ops[adaptive_avg_pool] */
sy_status sy_adaptive_avg_pool(const sy_tensor *x, const int64_t *output_size, int n_output_size, sy_tensor **out)
{
    sy__attrs attrs = {0};
    sy__attrs_set_list(&attrs, 0, output_size, n_output_size);
    const sy__call call = {.op = SY_OP_ADAPTIVE_AVG_POOL, .n_in = 1, .in = (const sy_tensor *const[]){x}, .attrs = &attrs};
    return sy__dispatch(&call, out);
}

/* adaptive_avg_pool_backward: adaptive_avg_pool's gradient: zeros of `shape` (x's, rank 3 to 5, no spatial axis empty), and each element of dy divided by its window's count added at each tap of its window, the windows those adaptive_avg_pool gives for an output of dy's spatial shape (dy [N, C, O1, ..., Ok] with shape's N and C); each element of the result gathers its windows in double, in row-major order, rounded once. dtypes: f32 f64. ops[adaptive_avg_pool_backward] */
sy_status sy_adaptive_avg_pool_backward(const sy_tensor *dy, const int64_t *shape, int n_shape, sy_tensor **out)
{
    sy__attrs attrs = {0};
    sy__attrs_set_list(&attrs, 0, shape, n_shape);
    const sy__call call = {.op = SY_OP_ADAPTIVE_AVG_POOL_BACKWARD, .n_in = 1, .in = (const sy_tensor *const[]){dy}, .attrs = &attrs};
    return sy__dispatch(&call, out);
}

/* adaptive_max_pool: the maximum of each adaptive window of x [N, C, D1, ..., Dk] (k = 1..3, the length of output_size; PyTorch adaptive_max_pool1d/2d/3d with return_indices), the windows adaptive_avg_pool's; indices count over the whole input as max_pool's (plane (n * C + c) times D1 * ... * Dk plus the row-major position inside the plane; PyTorch's count inside the plane only); the first maximum of a window in row-major order of its taps wins a tie, and a NaN is beyond every number (the first NaN wins, as max_pool; PyTorch's kernel keeps the last); output_size takes 1..2^31-1 per axis, an x empty along a spatial axis is refused, and so is a D * O beyond 2^62; ONNX: an output_size dividing every D exports as a MaxPool of kernel_shape and strides D / O (the same windows and indices), any other has no ONNX counterpart and is refused on export. dtypes: f32 f64. ops[adaptive_max_pool] */
sy_status sy_adaptive_max_pool(const sy_tensor *x, const int64_t *output_size, int n_output_size, sy_tensor **y, sy_tensor **indices)
{
    sy__attrs attrs = {0};
    sy__attrs_set_list(&attrs, 0, output_size, n_output_size);
    const sy__call call = {.op = SY_OP_ADAPTIVE_MAX_POOL, .n_in = 1, .in = (const sy_tensor *const[]){x}, .attrs = &attrs, .more_out = (sy_tensor **const[]){indices}};
    return sy__dispatch(&call, y);
}

/* group_norm: x [N, C, ...] (rank 2 to 8) normalized over each group of C / num_groups channels and every axis after C (PyTorch group_norm, ONNX GroupNormalization-18 with scale and bias per channel, as ONNX-21 fixed them): (x - mean) / sqrt(var + epsilon) times scale[c] plus bias[c] (each of [C], 1 and 0 when left out), mean and biased variance in double (two passes), rounded once (opencl too, in cpu's order, on devices with fp64; cpu on the others); num_groups takes 1..C and divides C (C of 0 takes any num_groups of 1 or more), epsilon a finite number >= 0; a group of no element (an axis after C empty) gives nothing to normalize and an empty result. dtypes: f32 f64. ops[group_norm] */
sy_status sy_group_norm(const sy_tensor *x, const sy_tensor *scale, const sy_tensor *bias, int64_t num_groups, double epsilon, sy_tensor **out)
{
    sy__attrs attrs = {0};
    attrs.x[0].n = 1;
    attrs.x[0].i[0] = num_groups;
    attrs.x[1].n = 1;
    attrs.x[1].f = epsilon;
    const sy__call call = {.op = SY_OP_GROUP_NORM, .n_in = 3, .in = (const sy_tensor *const[]){x, scale, bias}, .attrs = &attrs};
    return sy__dispatch(&call, out);
}

/* group_norm_backward: group_norm's gradient given dy of x's shape: wrt 0, with respect to x (of x's shape): inv * (g - mean(g) - xhat * mean(g * xhat)) over each group, g = dy * scale[c], xhat = (x - mean) * inv, inv = 1 / sqrt(var + epsilon); wrt 1, with respect to scale ([C]): the sum of dy * xhat over N and the axes after C; wrt 2, with respect to bias ([C]): the sum of dy there; all in double, rounded once (opencl too, in cpu's order, on devices with fp64; cpu on the others); x, scale, num_groups and epsilon as group_norm takes them. dtypes: f32 f64. ops[group_norm_backward] */
sy_status sy_group_norm_backward(const sy_tensor *dy, const sy_tensor *x, const sy_tensor *scale, int64_t num_groups, double epsilon, int64_t wrt, sy_tensor **out)
{
    sy__attrs attrs = {0};
    attrs.x[0].n = 1;
    attrs.x[0].i[0] = num_groups;
    attrs.x[1].n = 1;
    attrs.x[1].f = epsilon;
    attrs.x[2].n = 1;
    attrs.x[2].i[0] = wrt;
    const sy__call call = {.op = SY_OP_GROUP_NORM_BACKWARD, .n_in = 3, .in = (const sy_tensor *const[]){dy, x, scale}, .attrs = &attrs};
    return sy__dispatch(&call, out);
}

/* nonzero: the indices of the nonzero elements of x as i64 [rank, n], row d the coordinates along axis d, in row-major order (ONNX NonZero-13, NumPy's nonzero); floats compare != 0, so NaN is nonzero and -0 is zero; x of rank 1 or more (NumPy's nonzero of a 0-D array is deprecated). dtypes: f32 f64 i32 i64 bool u8 i8 i16 f16 bf16 u16 u32 u64. ops[nonzero] */
sy_status sy_nonzero(const sy_tensor *x, sy_tensor **out)
{
    const sy__call call = {.op = SY_OP_NONZERO, .n_in = 1, .in = (const sy_tensor *const[]){x}, .attrs = &sy__no_attrs};
    return sy__dispatch(&call, out);
}

/* compress: the slices of x along `axis` where condition is true, in order (ONNX Compress-11, NumPy's compress); axis SY_AXIS_ALL (-128, ONNX's axis left out) compresses x flattened; condition of rank 1, no longer than the axis (a shorter one leaves the rest out, as NumPy; a longer one is refused where NumPy would read past the axis). dtypes: f32 f64 i32 i64 bool u8 i8 i16 f16 bf16 u16 u32 u64. ops[compress] */
sy_status sy_compress(const sy_tensor *x, const sy_tensor *condition, int64_t axis, sy_tensor **out)
{
    sy__attrs attrs = {0};
    attrs.x[0].n = 1;
    attrs.x[0].i[0] = axis;
    const sy__call call = {.op = SY_OP_COMPRESS, .n_in = 2, .in = (const sy_tensor *const[]){x, condition}, .attrs = &attrs};
    return sy__dispatch(&call, out);
}

/* unique: the distinct slices of x along `axis` (elements of x flattened for SY_AXIS_ALL, -128, ONNX's axis left out) (ONNX Unique-11): y ascending when `sorted` (slices compare element by element in row-major order), else in order of first occurrence; indices the first occurrence of each, inverse_indices the place in y of each slice of x, counts how often each occurs; values compare as numbers, -0 equal to +0, NaNs equal to each other and beyond every number (NumPy's unique with equal_nan). dtypes: f32 f64 i32 i64 bool u8 i8 i16 u16 u32 u64. ops[unique] */
sy_status sy_unique(const sy_tensor *x, bool sorted, int64_t axis, sy_tensor **y, sy_tensor **indices, sy_tensor **inverse_indices, sy_tensor **counts)
{
    sy__attrs attrs = {0};
    attrs.x[0].n = 1;
    attrs.x[0].i[0] = sorted;
    attrs.x[1].n = 1;
    attrs.x[1].i[0] = axis;
    const sy__call call = {.op = SY_OP_UNIQUE, .n_in = 1, .in = (const sy_tensor *const[]){x}, .attrs = &attrs, .more_out = (sy_tensor **const[]){indices, inverse_indices, counts}};
    return sy__dispatch(&call, y);
}

/* range: start, start + delta, ... short of limit: max(ceil((limit - start) / delta), 0) values (ONNX Range-11); start, limit and delta of one element each (rank 0 or [1]); floats are start + i * delta in double rounded once (NumPy's arange computes in the dtype; they may differ in the last place), integers exact; delta 0, a NaN and a count past 9e15 are refused by the kernel. dtypes: f32 f64 i32 i64 u8 i8 i16 u16 u32 u64. ops[range] */
sy_status sy_range(const sy_tensor *start, const sy_tensor *limit, const sy_tensor *delta, sy_tensor **out)
{
    const sy__call call = {.op = SY_OP_RANGE, .n_in = 3, .in = (const sy_tensor *const[]){start, limit, delta}, .attrs = &sy__no_attrs};
    return sy__dispatch(&call, out);
}

/* stack: the tensors of `xs`, all of one shape, joined along a new axis at `axis` of the result (torch.stack, Burn's stack, NumPy's stack): axis in -(rank + 1)..rank for inputs of rank `rank`, a negative one counting from the end of the result's rank + 1 axes; the result has shape xs[0].shape[:axis] + [len(xs)] + xs[0].shape[axis:], result[..., i, ...] = xs[i]; ONNX has no operator of its own for it: a graph's stack exports as an Unsqueeze of each input at `axis` and a Concat along `axis` (which imports back as reshapes and concat). dtypes: f32 f64 i32 i64 bool u8 i8 i16 f16 bf16 u16 u32 u64. ops[stack] */
sy_status sy_stack(const sy_tensor *const *xs, int n_xs, int axis, sy_tensor **out)
{
    sy__attrs attrs = {0};
    attrs.x[0].n = 1;
    attrs.x[0].i[0] = axis;
    const sy__call call = {.op = SY_OP_STACK, .n_in = n_xs, .in = xs, .attrs = &attrs};
    return sy__dispatch(&call, out);
}

/* random_uniform_like: values of x's shape (x read for its shape only) drawn uniformly from [low, high) (ONNX RandomUniformLike-1; RandomUniform-1 through the importer): u in [0, 1) of 53 bits from Philox4x32-10 at (seed, i) (runtime/sy_philox.h), low + (high - low) * u in double, rounded once to `dtype` (f32 or f64); a value that rounding takes to high becomes the largest below it, so every value is in [low, high); low == high gives low; low > high, or a bound or high - low not finite, is refused. dtypes: f32 f64. ops[random_uniform_like] */
sy_status sy_random_uniform_like(const sy_tensor *x, double low, double high, double seed, sy_dtype dtype, sy_tensor **out)
{
    sy__attrs attrs = {0};
    attrs.x[0].n = 1;
    attrs.x[0].f = low;
    attrs.x[1].n = 1;
    attrs.x[1].f = high;
    attrs.x[2].n = 1;
    attrs.x[2].f = seed;
    attrs.x[3].n = 1;
    attrs.x[3].i[0] = dtype;
    attrs.dtype = dtype;
    const sy__call call = {.op = SY_OP_RANDOM_UNIFORM_LIKE, .n_in = 1, .in = (const sy_tensor *const[]){x}, .attrs = &attrs};
    return sy__dispatch(&call, out);
}

/* random_normal_like: values of x's shape (x read for its shape only) drawn from the normal distribution of mean `mean` and standard deviation `scale` (ONNX RandomNormalLike-1; RandomNormal-1 through the importer): Box-Muller on the two 53-bit uniforms u1, u2 of Philox4x32-10 at (seed, i), z = sqrt(-2 ln(1 - u1)) cos(2 pi u2), mean + scale * z in double, rounded once to `dtype` (f32 or f64); a negative or not finite scale, or a mean not finite, is refused. dtypes: f32 f64. ops[random_normal_like] */
sy_status sy_random_normal_like(const sy_tensor *x, double mean, double scale, double seed, sy_dtype dtype, sy_tensor **out)
{
    sy__attrs attrs = {0};
    attrs.x[0].n = 1;
    attrs.x[0].f = mean;
    attrs.x[1].n = 1;
    attrs.x[1].f = scale;
    attrs.x[2].n = 1;
    attrs.x[2].f = seed;
    attrs.x[3].n = 1;
    attrs.x[3].i[0] = dtype;
    attrs.dtype = dtype;
    const sy__call call = {.op = SY_OP_RANDOM_NORMAL_LIKE, .n_in = 1, .in = (const sy_tensor *const[]){x}, .attrs = &attrs};
    return sy__dispatch(&call, out);
}

/* bernoulli: 1 with probability x[i], else 0, of x's shape, in `dtype` (any: 1 and 0, true and false) (ONNX Bernoulli-15): 1 where u < x[i], u the 53-bit uniform of Philox4x32-10 at (seed, i), so bernoulli(p, seed) is random_uniform_like(p, 0, 1, seed) < p; a probability outside [0, 1] or NaN is refused by the kernel (ONNX says x holds probabilities). dtypes: f32 f64 i32 i64 bool u8 i8 i16 f16 bf16 u16 u32 u64. ops[bernoulli] */
sy_status sy_bernoulli(const sy_tensor *x, double seed, sy_dtype dtype, sy_tensor **out)
{
    sy__attrs attrs = {0};
    attrs.x[0].n = 1;
    attrs.x[0].f = seed;
    attrs.x[1].n = 1;
    attrs.x[1].i[0] = dtype;
    attrs.dtype = dtype;
    const sy__call call = {.op = SY_OP_BERNOULLI, .n_in = 1, .in = (const sy_tensor *const[]){x}, .attrs = &attrs};
    return sy__dispatch(&call, out);
}

/* multinomial: sample_size class indices per row of x [batch, classes], unnormalized log-probabilities, drawn with replacement (ONNX Multinomial-7), as i32 or i64 `dtype` of shape [batch, sample_size]: p_j = exp(x_j - max x) in double, sample s of row b the first class whose running sum of p exceeds u * sum(p), u the 53-bit uniform of Philox4x32-10 at (seed, b * sample_size + s); -inf is probability 0; sample_size >= 1; a row of NaN, +inf or every entry -inf is refused by the kernel. dtypes: i32 i64. ops[multinomial] */
sy_status sy_multinomial(const sy_tensor *x, int64_t sample_size, double seed, sy_dtype dtype, sy_tensor **out)
{
    sy__attrs attrs = {0};
    attrs.x[0].n = 1;
    attrs.x[0].i[0] = sample_size;
    attrs.x[1].n = 1;
    attrs.x[1].f = seed;
    attrs.x[2].n = 1;
    attrs.x[2].i[0] = dtype;
    attrs.dtype = dtype;
    const sy__call call = {.op = SY_OP_MULTINOMIAL, .n_in = 1, .in = (const sy_tensor *const[]){x}, .attrs = &attrs};
    return sy__dispatch(&call, out);
}

/* resize: x resized to `sizes` (one length per axis, each 1 or more; x of rank 1 or more and no empty axis) by interpolation along every axis (ONNX Resize-13, also 11; PyTorch interpolate): each output index o of an axis of input length n maps to a coordinate c of x by `transform` (ONNX's formulas in double, s the axis's scale: half_pixel (o + 0.5) / s - 0.5; pytorch_half_pixel the same, -0.5 where the output width is 1; align_corners o * (n - 1) / (w - 1), 0 where w is 1; asymmetric o / s; tf_half_pixel_for_nn (o + 0.5) / s; tf_crop_and_resize o * (end - start) * (n - 1) / (w - 1) + start * (n - 1), (end - start) * (n - 1) / 2 + start * (n - 1) where w is 1, with roi [starts of every axis, ends of every axis], required then and ignored otherwise, and extrapolation_value wherever c of any axis lies outside [0, n - 1]); s is scales' entry for the axis when scales [rank] is given (used as given, like ATen's upsample scales, unchecked against sizes: ONNX's importer passes both consistent; an entry not finite and above 0 is refused by the kernel), else sizes / n in double; the width w is s * n (in f32 when scales are given, as ONNX's reference computes it). Taps along an axis (ONNX's reference): the 2 (nearest, linear) or 4 (cubic) consecutive indices nearest c in x padded by 1 (2 for cubic) repeated edge values, lower ones first at a tie, ratio r = c - floor(c) (1 where c is an integer, the tap at c then being the second of 2 or the third of 4); weights nearest: all on the second tap when r is 1 or by nearest_mode (round_prefer_floor: first tap when r <= 0.5; round_prefer_ceil: when r < 0.5; floor: first; ceil: second), linear 1 - r and r, cubic Keys' kernel of cubic_coeff_a (ONNX's formulas); exclude_outside zeroes the weights of taps outside x and divides by their sum; a padding tap reads the edge element. The result is the sum over the taps of every axis of the product of their weights and x, in double, rounded once; taps of weight 0 are skipped (a NaN or infinity there does not reach the result, as in ONNX Runtime and PyTorch, where ONNX's reference would spread it). dtypes: f32 f64. ops[resize] */
sy_status sy_resize(const sy_tensor *x, const sy_tensor *roi, const sy_tensor *scales, const int64_t *sizes, int n_sizes, int mode, int transform, int nearest_mode, double cubic_coeff_a, bool exclude_outside, double extrapolation_value, sy_tensor **out)
{
    sy__attrs attrs = {0};
    sy__attrs_set_list(&attrs, 0, sizes, n_sizes);
    attrs.x[1].n = 1;
    attrs.x[1].i[0] = mode;
    attrs.x[2].n = 1;
    attrs.x[2].i[0] = transform;
    attrs.x[3].n = 1;
    attrs.x[3].i[0] = nearest_mode;
    attrs.x[4].n = 1;
    attrs.x[4].f = cubic_coeff_a;
    attrs.x[5].n = 1;
    attrs.x[5].i[0] = exclude_outside;
    attrs.x[6].n = 1;
    attrs.x[6].f = extrapolation_value;
    const sy__call call = {.op = SY_OP_RESIZE, .n_in = 3, .in = (const sy_tensor *const[]){x, roi, scales}, .attrs = &attrs};
    return sy__dispatch(&call, out);
}

/* resize_backward: resize's gradient with respect to x, whatever the mode (resize is linear in x): zeros of `shape` (x's), and each element of dy times each of its taps' weight products added at that tap (the transpose of resize's weights: a padding tap adds to the edge element; elements resize extrapolated add nothing); dy has the shape `sizes` of the resize; roi, scales and the attributes as resize takes them; each result element sums in double, rounded once. dtypes: f32 f64. ops[resize_backward] */
sy_status sy_resize_backward(const sy_tensor *dy, const sy_tensor *roi, const sy_tensor *scales, const int64_t *shape, int n_shape, int mode, int transform, int nearest_mode, double cubic_coeff_a, bool exclude_outside, sy_tensor **out)
{
    sy__attrs attrs = {0};
    sy__attrs_set_list(&attrs, 0, shape, n_shape);
    attrs.x[1].n = 1;
    attrs.x[1].i[0] = mode;
    attrs.x[2].n = 1;
    attrs.x[2].i[0] = transform;
    attrs.x[3].n = 1;
    attrs.x[3].i[0] = nearest_mode;
    attrs.x[4].n = 1;
    attrs.x[4].f = cubic_coeff_a;
    attrs.x[5].n = 1;
    attrs.x[5].i[0] = exclude_outside;
    const sy__call call = {.op = SY_OP_RESIZE_BACKWARD, .n_in = 3, .in = (const sy_tensor *const[]){dy, roi, scales}, .attrs = &attrs};
    return sy__dispatch(&call, out);
}

/* mse_loss: the mean squared error (PyTorch's mse_loss): (x - target)^2 elementwise, of x's shape (none), or its sum (sum) or its sum divided by the number of elements (mean) as a scalar (rank 0); x and target of one shape (PyTorch broadcasts them with a warning; a broadcast here is refused, sy_expand first); sums in double, rounded once; the mean of no element is 0 / 0, NaN, as PyTorch's. dtypes: f32 f64. ops[mse_loss] */
sy_status sy_mse_loss(const sy_tensor *x, const sy_tensor *target, int reduction, sy_tensor **out)
{
    sy__attrs attrs = {0};
    attrs.x[0].n = 1;
    attrs.x[0].i[0] = reduction;
    const sy__call call = {.op = SY_OP_MSE_LOSS, .n_in = 2, .in = (const sy_tensor *const[]){x, target}, .attrs = &attrs};
    return sy__dispatch(&call, out);
}

/* embedding: the rows of weight [V, D] at indices (PyTorch's embedding, Burn's; ONNX Gather on axis 0): of shape indices.shape + [D], y[..., :] = weight[indices[...], :]; each index in 0..V-1, a negative one or one of V or more refused by the kernel, naming it and its entry, before anything is written (Gather's negative indices counting from the end are not taken); no padding_idx, max_norm or scale_grad_by_freq. dtypes: f32 f64 i32 i64 bool u8 i8 i16 f16 bf16 u16 u32 u64. ops[embedding] */
sy_status sy_embedding(const sy_tensor *weight, const sy_tensor *indices, sy_tensor **out)
{
    const sy__call call = {.op = SY_OP_EMBEDDING, .n_in = 2, .in = (const sy_tensor *const[]){weight, indices}, .attrs = &sy__no_attrs};
    return sy__dispatch(&call, out);
}

/* mse_loss_backward: mse_loss's gradient with respect to x (wrt_target false) or target (true), of x's shape, given dy of the shape mse_loss gives (x's for none, a scalar otherwise): 2 * (x - target) * g, negated for target, g being dy's element (none), dy (sum) or dy divided by the number of elements (mean); in double, rounded once. dtypes: f32 f64. ops[mse_loss_backward] */
sy_status sy_mse_loss_backward(const sy_tensor *dy, const sy_tensor *x, const sy_tensor *target, int reduction, bool wrt_target, sy_tensor **out)
{
    sy__attrs attrs = {0};
    attrs.x[0].n = 1;
    attrs.x[0].i[0] = reduction;
    attrs.x[1].n = 1;
    attrs.x[1].i[0] = wrt_target;
    const sy__call call = {.op = SY_OP_MSE_LOSS_BACKWARD, .n_in = 3, .in = (const sy_tensor *const[]){dy, x, target}, .attrs = &attrs};
    return sy__dispatch(&call, out);
}

/* det: the determinant of each square matrix of x [..., n, n] (ONNX Det-11, NumPy's linalg.det): LU factorization with partial pivoting (the largest magnitude of each column; the sign flips at each row swap) in double from the exact elements, the product of the pivots rounded once to x's dtype (a determinant past the dtype's range is infinite); the result has x's shape without its last two axes (a scalar for a matrix); a matrix of n 0 gives 1, an exactly singular one 0 (a zero pivot), a NaN anywhere in it NaN; no gradient (det(x) * inverse(x)^T needs a matrix inverse, which switchyard has no op for). dtypes: f32 f64. ops[det] */
sy_status sy_det(const sy_tensor *x, sy_tensor **out)
{
    const sy__call call = {.op = SY_OP_DET, .n_in = 1, .in = (const sy_tensor *const[]){x}, .attrs = &sy__no_attrs};
    return sy__dispatch(&call, out);
}

/* reverse_sequence: x with the first sequence_lens[b] entries along time_axis reversed in each batch entry b along batch_axis, the rest copied (ONNX ReverseSequence-10): x of rank 2 or more, batch_axis and time_axis 0 and 1 (one each, as the operator's text says), sequence_lens i64 of shape [batch]; a length outside 0..time is refused by the kernel (0 and 1 copy the entry) before anything is written. dtypes: f32 f64 i32 i64 bool u8 i8 i16 f16 bf16 u16 u32 u64. ops[reverse_sequence] */
sy_status sy_reverse_sequence(const sy_tensor *x, const sy_tensor *sequence_lens, int64_t batch_axis, int64_t time_axis, sy_tensor **out)
{
    sy__attrs attrs = {0};
    attrs.x[0].n = 1;
    attrs.x[0].i[0] = batch_axis;
    attrs.x[1].n = 1;
    attrs.x[1].i[0] = time_axis;
    const sy__call call = {.op = SY_OP_REVERSE_SEQUENCE, .n_in = 2, .in = (const sy_tensor *const[]){x, sequence_lens}, .attrs = &attrs};
    return sy__dispatch(&call, out);
}

/* grid_sample: x [N, C, H, W] sampled at the positions of grid [N, Ho, Wo, 2] (ONNX GridSample-16, PyTorch grid_sample of 4-d input, which agree): the result [N, C, Ho, Wo]; grid[n, h, w] holds (x, y), normalized: -1 and 1 are the centers of the first and last pixels with align_corners, their outer edges without; a coordinate maps to the pixel coordinate ((g + 1) / 2) * (size - 1) with align_corners, ((g + 1) * size - 1) / 2 without, in double. padding_mode for positions outside x: zeros reads 0 there, border clamps the coordinate to [0, size - 1], reflection reflects it about the border (the pixel centers 0 and size - 1 with align_corners, the edges -0.5 and size - 0.5 without, repeatedly) and then clamps it (PyTorch's formulas). bilinear weighs the 4 pixels around the coordinate; nearest takes the pixel at the coordinate rounded half to even (PyTorch's nearbyint; ONNX's spec does not say, and its test data have no tie); bicubic the 4 x 4 pixels around it with Keys' kernel of a = -0.75, padding_mode applied to each pixel index rather than to the coordinate (PyTorch's). Sums in double, rounded once (opencl too, on devices with fp64; cpu on the others). A NaN grid coordinate gives NaN at its position in every channel, and so does an infinite one with reflection (no place to reflect to); an infinite one reads nothing with zeros (0) and the edge pixel with border, in every mode (PyTorch's results for these vary by code path). dtypes: f32 f64. ops[grid_sample] */
sy_status sy_grid_sample(const sy_tensor *x, const sy_tensor *grid, int mode, int padding_mode, bool align_corners, sy_tensor **out)
{
    sy__attrs attrs = {0};
    attrs.x[0].n = 1;
    attrs.x[0].i[0] = mode;
    attrs.x[1].n = 1;
    attrs.x[1].i[0] = padding_mode;
    attrs.x[2].n = 1;
    attrs.x[2].i[0] = align_corners;
    const sy__call call = {.op = SY_OP_GRID_SAMPLE, .n_in = 2, .in = (const sy_tensor *const[]){x, grid}, .attrs = &attrs};
    return sy__dispatch(&call, out);
}

/* grid_sample_backward: grid_sample's gradient with respect to x (wrt_grid false, of x's shape) or grid (true, of grid's shape), given dy [N, C, Ho, Wo] (PyTorch's grid_sampler_2d_backward): x's is each dy element times each pixel's weight added at that pixel; grid's the derivative of the weights in the coordinate times the pixel values and dy, summed over channels, times the derivative of the coordinate in the grid value (size / 2 or (size - 1) / 2, times 0 where border or reflection clamps it and -1 where reflection flips it, PyTorch's convention at the clamp boundary: 0); nearest has a grid gradient of 0; a NaN coordinate gives a NaN grid gradient and no x gradient; sums in double, rounded once (opencl too, on devices with fp64, cpu on the others: x's gradient as a gather, one work-item per (n, c) plane summing over the grid positions in order, which is cpu's order of summation, so the same result, deterministically). dtypes: f32 f64. ops[grid_sample_backward] */
sy_status sy_grid_sample_backward(const sy_tensor *dy, const sy_tensor *x, const sy_tensor *grid, int mode, int padding_mode, bool align_corners, bool wrt_grid, sy_tensor **out)
{
    sy__attrs attrs = {0};
    attrs.x[0].n = 1;
    attrs.x[0].i[0] = mode;
    attrs.x[1].n = 1;
    attrs.x[1].i[0] = padding_mode;
    attrs.x[2].n = 1;
    attrs.x[2].i[0] = align_corners;
    attrs.x[3].n = 1;
    attrs.x[3].i[0] = wrt_grid;
    const sy__call call = {.op = SY_OP_GRID_SAMPLE_BACKWARD, .n_in = 3, .in = (const sy_tensor *const[]){dy, x, grid}, .attrs = &attrs};
    return sy__dispatch(&call, out);
}

/* max_unpool: zeros with each element of x placed at its index (ONNX MaxUnpool-11; PyTorch max_unpool1d/2d/3d): x and indices [N, C, D1, ..., Dk] of one shape (k = 1..3, the length of kernel); the result [N, C, O1, ..., Ok], Oj = (Dj - 1) * stride + kernel - pads begin - pads end (stride empty: all 1, pads ONNX's layout, empty: all 0); indices count over the whole result, as max_pool's do (plane (n * C + c) times O1 * ... * Ok plus the row-major position in the plane; PyTorch counts inside each plane, the same where N * C is 1), each in 0..numel - 1 (refused by the kernel otherwise, before anything is written); a later element of x in row-major order overwrites an earlier one at the same index (ONNX's reference's order). output_shape, when given, has x's rank, N and C and must equal that shape: where it differs, ONNX's text (pads auto generated) and its test_maxunpool_export_with_output_shape place the values elsewhere than PyTorch and ONNX Runtime do, so it is refused; kernel and stride take 1..2^31-1, pads 0..2^31-1. dtypes: f32 f64. ops[max_unpool] */
sy_status sy_max_unpool(const sy_tensor *x, const sy_tensor *indices, const int64_t *kernel, int n_kernel, const int64_t *stride, int n_stride, const int64_t *pads, int n_pads, const int64_t *output_shape, int n_output_shape, sy_tensor **out)
{
    sy__attrs attrs = {0};
    sy__attrs_set_list(&attrs, 0, kernel, n_kernel);
    sy__attrs_set_list(&attrs, 1, stride, n_stride);
    sy__attrs_set_list(&attrs, 2, pads, n_pads);
    sy__attrs_set_list(&attrs, 3, output_shape, n_output_shape);
    const sy__call call = {.op = SY_OP_MAX_UNPOOL, .n_in = 2, .in = (const sy_tensor *const[]){x, indices}, .attrs = &attrs};
    return sy__dispatch(&call, out);
}

/* max_unpool_backward: max_unpool's gradient with respect to x, of indices' shape: dy's element at each index where that element of x is the one max_unpool kept (the last in row-major order of those at one index), else 0; dy [N, C, O1..Ok] and indices [N, C, D1..Dk] of one rank (3 to 5) and N, C; an index outside dy is refused by the kernel. dtypes: f32 f64. ops[max_unpool_backward] */
sy_status sy_max_unpool_backward(const sy_tensor *dy, const sy_tensor *indices, sy_tensor **out)
{
    const sy__call call = {.op = SY_OP_MAX_UNPOOL_BACKWARD, .n_in = 2, .in = (const sy_tensor *const[]){dy, indices}, .attrs = &sy__no_attrs};
    return sy__dispatch(&call, out);
}

/* col2im: the sum of sliding blocks into an image (ONNX Col2Im-18; PyTorch fold, which has 2 spatial axes and symmetric pads): x [N, C * B, L] (B = the product of block_shape, k = 1..3 its length) to the result [N, C, I1, ..., Ik] (image_shape, k values); x[n, c * B + t, l] is block l's tap t (both row-major: t over block_shape, l over the blocks' grid [L1, ..., Lk]), the tap t = (t1..tk) of block (l1..lk) lying at lj * stride - pads begin + tj * dilation along axis j, taps in the padding dropped; Lj = (Ij + pads begin + pads end - dilation * (Bj - 1) - 1) / stride + 1 (floor), and L must be L1 * ... * Lk. stride and dilation one per spatial axis (empty: all 1), pads ONNX's layout [begin of I1, ..., begin of Ik, end of I1, ..., end of Ik] (empty: all 0). Each element of the result sums the taps that land on it in double, in the row-major order of x (tap order), rounded once; 0 where none does. Refused: a block_shape of no or more than 3 values, an image_shape of another length, x not of rank 3, x's axis 1 not a multiple of B, L not the number of blocks, a padded image shorter than a dilated block along an axis; block_shape, stride and dilation take 1..2^31-1, pads and image_shape 0..2^31-1. Its gradient is im2col of the gradient. dtypes: f32 f64. ops[col2im] */
sy_status sy_col2im(const sy_tensor *x, const int64_t *image_shape, int n_image_shape, const int64_t *block_shape, int n_block_shape, const int64_t *stride, int n_stride, const int64_t *pads, int n_pads, const int64_t *dilation, int n_dilation, sy_tensor **out)
{
    sy__attrs attrs = {0};
    sy__attrs_set_list(&attrs, 0, image_shape, n_image_shape);
    sy__attrs_set_list(&attrs, 1, block_shape, n_block_shape);
    sy__attrs_set_list(&attrs, 2, stride, n_stride);
    sy__attrs_set_list(&attrs, 3, pads, n_pads);
    sy__attrs_set_list(&attrs, 4, dilation, n_dilation);
    const sy__call call = {.op = SY_OP_COL2IM, .n_in = 1, .in = (const sy_tensor *const[]){x}, .attrs = &attrs};
    return sy__dispatch(&call, out);
}

/* im2col: the sliding blocks of x as columns (PyTorch unfold, of 2 spatial axes and symmetric pads; the inverse layout of ONNX Col2Im): x [N, C, I1, ..., Ik] (k = 1..3, block_shape's length) to the result [N, C * B, L], B the product of block_shape and L = L1 * ... * Lk the number of blocks, with col2im's layout, lengths and attributes: element [n, c * B + t, l] is x's element at block l's tap t, 0 where that tap lies in the padding (an exact copy). Refused as col2im: a block_shape of no or more than 3 values, x not of rank 2 + k, a padded x shorter than a dilated block along an axis, attributes out of range. Its gradient is col2im of the gradient onto x's spatial shape. dtypes: f32 f64. ops[im2col] */
sy_status sy_im2col(const sy_tensor *x, const int64_t *block_shape, int n_block_shape, const int64_t *stride, int n_stride, const int64_t *pads, int n_pads, const int64_t *dilation, int n_dilation, sy_tensor **out)
{
    sy__attrs attrs = {0};
    sy__attrs_set_list(&attrs, 0, block_shape, n_block_shape);
    sy__attrs_set_list(&attrs, 1, stride, n_stride);
    sy__attrs_set_list(&attrs, 2, pads, n_pads);
    sy__attrs_set_list(&attrs, 3, dilation, n_dilation);
    const sy__call call = {.op = SY_OP_IM2COL, .n_in = 1, .in = (const sy_tensor *const[]){x}, .attrs = &attrs};
    return sy__dispatch(&call, out);
}

/* all_reduce: op over every rank's x, elementwise, on every rank (MPI_Allreduce): sum, mean (the sum divided by the ranks; float dtypes only), max, min or prod; bool sum and max are or, prod and min and; f16 and bf16 are reduced in float and rounded at each step of MPI's reduction. dtypes: f32 f64 i32 i64 bool u8 i8 i16 f16 bf16 u16 u32 u64. ops[all_reduce] */
sy_status sy_all_reduce(const sy_tensor *x, sy_comm *comm, int op, sy_tensor **out)
{
    sy__attrs attrs = {0};
    attrs.x[0].n = 1;
    attrs.x[0].i[0] = sy__comm_id(comm);
    attrs.x[1].n = 1;
    attrs.x[1].i[0] = op;
    const sy__call call = {.op = SY_OP_ALL_REDUCE, .n_in = 1, .in = (const sy_tensor *const[]){x}, .attrs = &attrs};
    return sy__dispatch(&call, out);
}

/* broadcast: root's x on every rank (MPI_Bcast); every rank passes an x of root's dtype and shape. dtypes: f32 f64 i32 i64 bool u8 i8 i16 f16 bf16 u16 u32 u64. ops[broadcast] */
sy_status sy_broadcast(const sy_tensor *x, sy_comm *comm, int64_t root, sy_tensor **out)
{
    sy__attrs attrs = {0};
    attrs.x[0].n = 1;
    attrs.x[0].i[0] = sy__comm_id(comm);
    attrs.x[1].n = 1;
    attrs.x[1].i[0] = root;
    const sy__call call = {.op = SY_OP_BROADCAST, .n_in = 1, .in = (const sy_tensor *const[]){x}, .attrs = &attrs};
    return sy__dispatch(&call, out);
}

/* all_gather: every rank's x stacked along a new leading axis of the communicator's size, [size, *x.shape], on every rank (MPI_Allgather; torch's all_gather_into_tensor concatenates along axis 0 instead, a reshape away). dtypes: f32 f64 i32 i64 bool u8 i8 i16 f16 bf16 u16 u32 u64. ops[all_gather] */
sy_status sy_all_gather(const sy_tensor *x, sy_comm *comm, sy_tensor **out)
{
    sy__attrs attrs = {0};
    attrs.x[0].n = 1;
    attrs.x[0].i[0] = sy__comm_id(comm);
    const sy__call call = {.op = SY_OP_ALL_GATHER, .n_in = 1, .in = (const sy_tensor *const[]){x}, .attrs = &attrs};
    return sy__dispatch(&call, out);
}

/* reduce_scatter: x is [size, ...]; rank r's result, of shape x.shape[1:], is op over the ranks of x[r] (MPI_Reduce_scatter_block; all_gather's inverse layout); op as all_reduce's. dtypes: f32 f64 i32 i64 bool u8 i8 i16 f16 bf16 u16 u32 u64. ops[reduce_scatter] */
sy_status sy_reduce_scatter(const sy_tensor *x, sy_comm *comm, int op, sy_tensor **out)
{
    sy__attrs attrs = {0};
    attrs.x[0].n = 1;
    attrs.x[0].i[0] = sy__comm_id(comm);
    attrs.x[1].n = 1;
    attrs.x[1].i[0] = op;
    const sy__call call = {.op = SY_OP_REDUCE_SCATTER, .n_in = 1, .in = (const sy_tensor *const[]){x}, .attrs = &attrs};
    return sy__dispatch(&call, out);
}

/* all_reduce_backward: all_reduce's gradient with respect to x, all of one shape (y its result): S = the sum over the ranks of dy; sum: S; mean: S / size; max, min: S where x equals y (every rank of a tie gets it whole), else 0; prod: S times the product of the other ranks' x (gathered, exact for an x of 0). dtypes: f32 f64 f16 bf16. ops[all_reduce_backward] */
sy_status sy_all_reduce_backward(const sy_tensor *dy, const sy_tensor *x, const sy_tensor *y, sy_comm *comm, int op, sy_tensor **out)
{
    sy__attrs attrs = {0};
    attrs.x[0].n = 1;
    attrs.x[0].i[0] = sy__comm_id(comm);
    attrs.x[1].n = 1;
    attrs.x[1].i[0] = op;
    const sy__call call = {.op = SY_OP_ALL_REDUCE_BACKWARD, .n_in = 3, .in = (const sy_tensor *const[]){dy, x, y}, .attrs = &attrs};
    return sy__dispatch(&call, out);
}

/* broadcast_backward: broadcast's gradient with respect to x: the sum over the ranks of dy at root, 0 on the other ranks. dtypes: f32 f64 f16 bf16. ops[broadcast_backward] */
sy_status sy_broadcast_backward(const sy_tensor *dy, sy_comm *comm, int64_t root, sy_tensor **out)
{
    sy__attrs attrs = {0};
    attrs.x[0].n = 1;
    attrs.x[0].i[0] = sy__comm_id(comm);
    attrs.x[1].n = 1;
    attrs.x[1].i[0] = root;
    const sy__call call = {.op = SY_OP_BROADCAST_BACKWARD, .n_in = 1, .in = (const sy_tensor *const[]){dy}, .attrs = &attrs};
    return sy__dispatch(&call, out);
}

/* reduce_scatter_backward: reduce_scatter's gradient with respect to x [size, *dy.shape] (y its result, of dy's shape): G = all_gather(dy), of x's shape; sum: G; mean: G / size; max, min: G where x[r] equals rank r's y, else 0; prod: G times the product of the other ranks' x. dtypes: f32 f64 f16 bf16. ops[reduce_scatter_backward] */
sy_status sy_reduce_scatter_backward(const sy_tensor *x, const sy_tensor *dy, const sy_tensor *y, sy_comm *comm, int op, sy_tensor **out)
{
    sy__attrs attrs = {0};
    attrs.x[0].n = 1;
    attrs.x[0].i[0] = sy__comm_id(comm);
    attrs.x[1].n = 1;
    attrs.x[1].i[0] = op;
    const sy__call call = {.op = SY_OP_REDUCE_SCATTER_BACKWARD, .n_in = 3, .in = (const sy_tensor *const[]){x, dy, y}, .attrs = &attrs};
    return sy__dispatch(&call, out);
}

