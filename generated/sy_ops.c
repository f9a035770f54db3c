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
#if SY_RUNTIME_ABI != 4
#error "generated/ was rendered for runtime ABI 4 (backends.yaml abi:), but runtime/sy_abi.h has another SY_RUNTIME_ABI; regenerate with `make generate` or use the runtime this was generated for"
#endif

/* zeros (ops[zeros]) */
static bool sy__route_zeros(sy_backend b, sy_dtype dt, sy__route *r)
{
    (void)dt;
    switch (b) {
#if SY_WITH_CPU
    case SY_BACKEND_CPU: /* cpu implements zeros for f32 f64 i32 i64 bool u8 i8 i16 f16 bf16 (backends[cpu].ops) */
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
    case SY_BACKEND_CPU: /* cpu implements ones for f32 f64 i32 i64 bool u8 i8 i16 f16 bf16 (backends[cpu].ops) */
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
    case SY_BACKEND_CPU: /* cpu implements full for f32 f64 i32 i64 bool u8 i8 i16 f16 bf16 (backends[cpu].ops) */
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
    case SY_BACKEND_CPU: /* cpu implements neg for f32 f64 i32 i64 u8 i8 i16 f16 bf16 (backends[cpu].ops) */
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
    case SY_BACKEND_OPENCL: /* opencl implements neg for f32 f64 i32 i64 (backends[opencl].ops); fallback: cpu */
        if (SY__DTYPE_IN(dt, SY__DT_F32 | SY__DT_F64 | SY__DT_I32 | SY__DT_I64)) return SY__ROUTE(r, SY_BACKEND_OPENCL, ew, sy_k_opencl_neg);
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
    case SY_BACKEND_CPU: /* cpu implements abs for f32 f64 i32 i64 u8 i8 i16 f16 bf16 (backends[cpu].ops) */
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
    case SY_BACKEND_OPENCL: /* opencl implements abs for f32 f64 i32 i64 (backends[opencl].ops); fallback: cpu */
        if (SY__DTYPE_IN(dt, SY__DT_F32 | SY__DT_F64 | SY__DT_I32 | SY__DT_I64)) return SY__ROUTE(r, SY_BACKEND_OPENCL, ew, sy_k_opencl_abs);
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
    case SY_BACKEND_CPU: /* cpu implements relu for f32 f64 i32 i64 u8 i8 i16 f16 bf16 (backends[cpu].ops) */
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
    case SY_BACKEND_OPENCL: /* opencl implements relu for f32 f64 i32 i64 (backends[opencl].ops); fallback: cpu */
        if (SY__DTYPE_IN(dt, SY__DT_F32 | SY__DT_F64 | SY__DT_I32 | SY__DT_I64)) return SY__ROUTE(r, SY_BACKEND_OPENCL, ew, sy_k_opencl_relu);
#if SY_WITH_CPU
        return SY__ROUTE(r, SY_BACKEND_CPU, ew, sy_k_cpu_relu);
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
    case SY_BACKEND_CPU: /* cpu implements add for f32 f64 i32 i64 u8 i8 i16 f16 bf16 (backends[cpu].ops) */
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
    case SY_BACKEND_OPENCL: /* opencl implements add for f32 f64 i32 i64 (backends[opencl].ops); fallback: cpu */
        if (SY__DTYPE_IN(dt, SY__DT_F32 | SY__DT_F64 | SY__DT_I32 | SY__DT_I64)) return SY__ROUTE(r, SY_BACKEND_OPENCL, ew, sy_k_opencl_add);
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
    case SY_BACKEND_CPU: /* cpu implements sub for f32 f64 i32 i64 u8 i8 i16 f16 bf16 (backends[cpu].ops) */
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
    case SY_BACKEND_OPENCL: /* opencl implements sub for f32 f64 i32 i64 (backends[opencl].ops); fallback: cpu */
        if (SY__DTYPE_IN(dt, SY__DT_F32 | SY__DT_F64 | SY__DT_I32 | SY__DT_I64)) return SY__ROUTE(r, SY_BACKEND_OPENCL, ew, sy_k_opencl_sub);
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
    case SY_BACKEND_CPU: /* cpu implements mul for f32 f64 i32 i64 u8 i8 i16 f16 bf16 (backends[cpu].ops) */
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
    case SY_BACKEND_OPENCL: /* opencl implements mul for f32 f64 i32 i64 (backends[opencl].ops); fallback: cpu */
        if (SY__DTYPE_IN(dt, SY__DT_F32 | SY__DT_F64 | SY__DT_I32 | SY__DT_I64)) return SY__ROUTE(r, SY_BACKEND_OPENCL, ew, sy_k_opencl_mul);
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
    case SY_BACKEND_CPU: /* cpu implements div for f32 f64 f16 bf16 (backends[cpu].ops) */
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
    case SY_BACKEND_OPENCL: /* opencl implements div for f32 f64 (backends[opencl].ops); fallback: cpu */
        if (SY__DTYPE_IN(dt, SY__DT_F32 | SY__DT_F64)) return SY__ROUTE(r, SY_BACKEND_OPENCL, ew, sy_k_opencl_div);
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
    case SY_BACKEND_CPU: /* cpu implements maximum for f32 f64 i32 i64 u8 i8 i16 f16 bf16 (backends[cpu].ops) */
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
    case SY_BACKEND_OPENCL: /* opencl implements maximum for f32 f64 i32 i64 (backends[opencl].ops); fallback: cpu */
        if (SY__DTYPE_IN(dt, SY__DT_F32 | SY__DT_F64 | SY__DT_I32 | SY__DT_I64)) return SY__ROUTE(r, SY_BACKEND_OPENCL, ew, sy_k_opencl_maximum);
#if SY_WITH_CPU
        return SY__ROUTE(r, SY_BACKEND_CPU, ew, sy_k_cpu_maximum);
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
    case SY_BACKEND_CPU: /* cpu implements eq for f32 f64 i32 i64 bool u8 i8 i16 f16 bf16 (backends[cpu].ops) */
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
    case SY_BACKEND_OPENCL: /* opencl implements eq for f32 f64 i32 i64 bool (backends[opencl].ops); fallback: cpu */
        if (SY__DTYPE_IN(dt, SY__DT_F32 | SY__DT_F64 | SY__DT_I32 | SY__DT_I64 | SY__DT_BOOL)) return SY__ROUTE(r, SY_BACKEND_OPENCL, ew, sy_k_opencl_eq);
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
    case SY_BACKEND_CPU: /* cpu implements lt for f32 f64 i32 i64 bool u8 i8 i16 f16 bf16 (backends[cpu].ops) */
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
    case SY_BACKEND_OPENCL: /* opencl implements lt for f32 f64 i32 i64 bool (backends[opencl].ops); fallback: cpu */
        if (SY__DTYPE_IN(dt, SY__DT_F32 | SY__DT_F64 | SY__DT_I32 | SY__DT_I64 | SY__DT_BOOL)) return SY__ROUTE(r, SY_BACKEND_OPENCL, ew, sy_k_opencl_lt);
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
    case SY_BACKEND_CPU: /* cpu implements gt for f32 f64 i32 i64 bool u8 i8 i16 f16 bf16 (backends[cpu].ops) */
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
    case SY_BACKEND_OPENCL: /* opencl implements gt for f32 f64 i32 i64 bool (backends[opencl].ops); fallback: cpu */
        if (SY__DTYPE_IN(dt, SY__DT_F32 | SY__DT_F64 | SY__DT_I32 | SY__DT_I64 | SY__DT_BOOL)) return SY__ROUTE(r, SY_BACKEND_OPENCL, ew, sy_k_opencl_gt);
#if SY_WITH_CPU
        return SY__ROUTE(r, SY_BACKEND_CPU, ew, sy_k_cpu_gt);
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
    case SY_BACKEND_CPU: /* cpu implements where for f32 f64 i32 i64 bool u8 i8 i16 f16 bf16 (backends[cpu].ops) */
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
    case SY_BACKEND_OPENCL: /* opencl implements where for f32 f64 i32 i64 bool (backends[opencl].ops); fallback: cpu */
        if (SY__DTYPE_IN(dt, SY__DT_F32 | SY__DT_F64 | SY__DT_I32 | SY__DT_I64 | SY__DT_BOOL)) return SY__ROUTE(r, SY_BACKEND_OPENCL, ew, sy_k_opencl_where);
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
    case SY_BACKEND_CPU: /* cpu implements matmul for f32 f64 i32 i64 u8 i8 i16 f16 bf16 (backends[cpu].ops) */
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
    case SY_BACKEND_CPU: /* cpu implements sum for f32 f64 i32 i64 u8 i8 i16 f16 bf16 (backends[cpu].ops) */
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
    case SY_BACKEND_CPU: /* cpu implements max for f32 f64 i32 i64 u8 i8 i16 f16 bf16 (backends[cpu].ops) */
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
    case SY_BACKEND_CPU: /* cpu implements cast for f32 f64 i32 i64 bool u8 i8 i16 f16 bf16 (backends[cpu].ops) */
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
    case SY_BACKEND_SIMD: /* simd does not implement softmax (backends[simd]); fallback: cpu */
#if SY_WITH_CPU
        return SY__ROUTE(r, SY_BACKEND_CPU, op, sy_k_cpu_softmax);
#endif
        return false;
#endif
#if SY_WITH_BLAS
    case SY_BACKEND_BLAS: /* blas does not implement softmax (backends[blas]); fallback: simd -> cpu */
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
    case SY_BACKEND_SIMD: /* simd does not implement log_softmax (backends[simd]); fallback: cpu */
#if SY_WITH_CPU
        return SY__ROUTE(r, SY_BACKEND_CPU, op, sy_k_cpu_log_softmax);
#endif
        return false;
#endif
#if SY_WITH_BLAS
    case SY_BACKEND_BLAS: /* blas does not implement log_softmax (backends[blas]); fallback: simd -> cpu */
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
    case SY_BACKEND_CPU: /* cpu implements argmax for f32 f64 i32 i64 u8 i8 i16 (backends[cpu].ops) */
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
    case SY_BACKEND_CPU: /* cpu implements argmin for f32 f64 i32 i64 u8 i8 i16 (backends[cpu].ops) */
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
    case SY_BACKEND_CPU: /* cpu implements concat for f32 f64 i32 i64 bool u8 i8 i16 f16 bf16 (backends[cpu].ops) */
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
    case SY_BACKEND_CPU: /* cpu implements gather for f32 f64 i32 i64 bool u8 i8 i16 f16 bf16 (backends[cpu].ops) */
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
    case SY_BACKEND_CPU: /* cpu implements pad for f32 f64 (backends[cpu].ops) */
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
        return SY__ROUTE(r, SY_BACKEND_OPENCL, op, sy_k_opencl_pad);
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
    case SY_BACKEND_SIMD: /* simd does not implement layer_norm (backends[simd]); fallback: cpu */
#if SY_WITH_CPU
        return SY__ROUTE(r, SY_BACKEND_CPU, op, sy_k_cpu_layer_norm);
#endif
        return false;
#endif
#if SY_WITH_BLAS
    case SY_BACKEND_BLAS: /* blas does not implement layer_norm (backends[blas]); fallback: simd -> cpu */
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
    case SY_BACKEND_CPU: /* cpu implements max_pool2d for f32 f64 i32 i64 u8 i8 i16 (backends[cpu].ops) */
        return SY__ROUTE(r, SY_BACKEND_CPU, op, sy_k_cpu_max_pool2d);
#endif
#if SY_WITH_SIMD
    case SY_BACKEND_SIMD: /* simd does not implement max_pool2d (backends[simd]); fallback: cpu */
#if SY_WITH_CPU
        return SY__ROUTE(r, SY_BACKEND_CPU, op, sy_k_cpu_max_pool2d);
#endif
        return false;
#endif
#if SY_WITH_BLAS
    case SY_BACKEND_BLAS: /* blas does not implement max_pool2d (backends[blas]); fallback: simd -> cpu */
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
    case SY_BACKEND_OPENCL: /* opencl does not implement max_pool2d (backends[opencl]); fallback: cpu */
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
    case SY_BACKEND_SIMD: /* simd does not implement conv2d (backends[simd]); fallback: cpu */
#if SY_WITH_CPU
        return SY__ROUTE(r, SY_BACKEND_CPU, op, sy_k_cpu_conv2d);
#endif
        return false;
#endif
#if SY_WITH_BLAS
    case SY_BACKEND_BLAS: /* blas does not implement conv2d (backends[blas]); fallback: simd -> cpu */
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
    case SY_BACKEND_OPENCL: /* opencl does not implement conv2d (backends[opencl]); fallback: cpu */
#if SY_WITH_CPU
        return SY__ROUTE(r, SY_BACKEND_CPU, op, sy_k_cpu_conv2d);
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
    case SY_BACKEND_OPENCL: /* opencl does not implement max_pool2d_backward (backends[opencl]); fallback: cpu */
#if SY_WITH_CPU
        return SY__ROUTE(r, SY_BACKEND_CPU, op, sy_k_cpu_max_pool2d_backward);
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
    case SY_BACKEND_SIMD: /* simd does not implement conv2d_backward_input (backends[simd]); fallback: cpu */
#if SY_WITH_CPU
        return SY__ROUTE(r, SY_BACKEND_CPU, op, sy_k_cpu_conv2d_backward_input);
#endif
        return false;
#endif
#if SY_WITH_BLAS
    case SY_BACKEND_BLAS: /* blas does not implement conv2d_backward_input (backends[blas]); fallback: simd -> cpu */
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
    case SY_BACKEND_OPENCL: /* opencl does not implement conv2d_backward_input (backends[opencl]); fallback: cpu */
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
    case SY_BACKEND_SIMD: /* simd does not implement conv2d_backward_weight (backends[simd]); fallback: cpu */
#if SY_WITH_CPU
        return SY__ROUTE(r, SY_BACKEND_CPU, op, sy_k_cpu_conv2d_backward_weight);
#endif
        return false;
#endif
#if SY_WITH_BLAS
    case SY_BACKEND_BLAS: /* blas does not implement conv2d_backward_weight (backends[blas]); fallback: simd -> cpu */
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
    case SY_BACKEND_OPENCL: /* opencl does not implement conv2d_backward_weight (backends[opencl]); fallback: cpu */
#if SY_WITH_CPU
        return SY__ROUTE(r, SY_BACKEND_CPU, op, sy_k_cpu_conv2d_backward_weight);
#endif
        return false;
#endif
    default:
        return false;
    }
}


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
        .fast = false,
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
        .fast = false,
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
        .fast = false,
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
        .fast = true,
        .dtypes = SY__DT_F32 | SY__DT_F64 | SY__DT_I32 | SY__DT_I64 | SY__DT_U8 | SY__DT_I8 | SY__DT_I16 | SY__DT_F16 | SY__DT_BF16,
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
        .fast = true,
        .dtypes = SY__DT_F32 | SY__DT_F64 | SY__DT_I32 | SY__DT_I64 | SY__DT_U8 | SY__DT_I8 | SY__DT_I16 | SY__DT_F16 | SY__DT_BF16,
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
        .fast = true,
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
        .fast = true,
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
        .fast = true,
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
        .fast = true,
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
        .fast = true,
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
        .fast = true,
        .dtypes = SY__DT_F32 | SY__DT_F64 | SY__DT_I32 | SY__DT_I64 | SY__DT_U8 | SY__DT_I8 | SY__DT_I16 | SY__DT_F16 | SY__DT_BF16,
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
        .fast = true,
        .dtypes = SY__DT_F32 | SY__DT_F64 | SY__DT_I32 | SY__DT_I64 | SY__DT_U8 | SY__DT_I8 | SY__DT_I16 | SY__DT_F16 | SY__DT_BF16,
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
        .fast = true,
        .dtypes = SY__DT_F32 | SY__DT_F64 | SY__DT_I32 | SY__DT_I64 | SY__DT_U8 | SY__DT_I8 | SY__DT_I16 | SY__DT_F16 | SY__DT_BF16,
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
        .fast = true,
        .dtypes = SY__DT_F32 | SY__DT_F64 | SY__DT_I32 | SY__DT_I64 | SY__DT_U8 | SY__DT_I8 | SY__DT_I16 | SY__DT_F16 | SY__DT_BF16,
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
        .fast = true,
        .dtypes = SY__DT_F32 | SY__DT_F64 | SY__DT_F16 | SY__DT_BF16,
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
        .fast = true,
        .dtypes = SY__DT_F32 | SY__DT_F64 | SY__DT_I32 | SY__DT_I64 | SY__DT_U8 | SY__DT_I8 | SY__DT_I16 | SY__DT_F16 | SY__DT_BF16,
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
        .fast = false,
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
        .fast = false,
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
        .fast = false,
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
        .fast = false,
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
        .fast = false,
        .dtypes = SY__DT_F32 | SY__DT_F64 | SY__DT_I32 | SY__DT_I64 | SY__DT_U8 | SY__DT_I8 | SY__DT_I16 | SY__DT_F16 | SY__DT_BF16,
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
        .fast = false,
        .dtypes = SY__DT_F32 | SY__DT_F64 | SY__DT_I32 | SY__DT_I64 | SY__DT_U8 | SY__DT_I8 | SY__DT_I16 | SY__DT_F16 | SY__DT_BF16,
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
        .fast = false,
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
        .fast = false,
        .dtypes = SY__DT_F32 | SY__DT_F64 | SY__DT_I32 | SY__DT_I64 | SY__DT_U8 | SY__DT_I8 | SY__DT_I16 | SY__DT_F16 | SY__DT_BF16,
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
        .fast = false,
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
        .fast = false,
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
        .fast = false,
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
        .fast = false,
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
        .fast = false,
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
        .fast = false,
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
        .fast = false,
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
        .fast = false,
        .dtypes = SY__DT_F32 | SY__DT_F64 | SY__DT_I32 | SY__DT_I64 | SY__DT_U8 | SY__DT_I8 | SY__DT_I16,
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
        .fast = false,
        .dtypes = SY__DT_F32 | SY__DT_F64 | SY__DT_I32 | SY__DT_I64 | SY__DT_U8 | SY__DT_I8 | SY__DT_I16,
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
        .fast = false,
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
        .fast = false,
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
        .differentiable = false,
        .memory_bound = false,
        .route = sy__route_gather,
        .backward = NULL,
        .saves = {0},
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
        .fast = false,
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
        .fast = false,
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
        .fast = false,
        .dtypes = SY__DT_F32 | SY__DT_F64 | SY__DT_I32 | SY__DT_I64 | SY__DT_U8 | SY__DT_I8 | SY__DT_I16,
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
        .fast = false,
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
        .fast = false,
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
        .fast = false,
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
        .fast = false,
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
};
_Static_assert(sizeof(sy__op_table) / sizeof(sy__op_table[0]) == SY_OP_COUNT, "one row per op");
_Static_assert(SY_OP_COUNT == 42, "sy_op matches backends.yaml");

/* zeros: creation: a new tensor of `shape` and `dtype` on `device`, every element `value`. dtypes: f32 f64 i32 i64 bool u8 i8 i16 f16 bf16. ops[zeros] */
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

/* ones: creation: a new tensor of `shape` and `dtype` on `device`, every element `value`. dtypes: f32 f64 i32 i64 bool u8 i8 i16 f16 bf16. ops[ones] */
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

/* full: creation: a new tensor of `shape` and `dtype` on `device`, every element `value`. dtypes: f32 f64 i32 i64 bool u8 i8 i16 f16 bf16. ops[full] */
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

/* neg: elementwise, one input, same dtype out. dtypes: f32 f64 i32 i64 u8 i8 i16 f16 bf16. ops[neg] */
sy_status sy_neg(const sy_tensor *a, sy_tensor **out)
{
    const sy__call call = {.op = SY_OP_NEG, .n_in = 1, .in = (const sy_tensor *const[]){a}, .attrs = &sy__no_attrs};
    return sy__dispatch_ew(&call, out);
}

/* abs: elementwise, one input, same dtype out. dtypes: f32 f64 i32 i64 u8 i8 i16 f16 bf16. ops[abs] */
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

/* relu: elementwise, one input, same dtype out. dtypes: f32 f64 i32 i64 u8 i8 i16 f16 bf16. ops[relu] */
sy_status sy_relu(const sy_tensor *a, sy_tensor **out)
{
    const sy__call call = {.op = SY_OP_RELU, .n_in = 1, .in = (const sy_tensor *const[]){a}, .attrs = &sy__no_attrs};
    return sy__dispatch_ew(&call, out);
}

/* add: elementwise, two inputs broadcast like NumPy, same dtype out. dtypes: f32 f64 i32 i64 u8 i8 i16 f16 bf16. ops[add] */
sy_status sy_add(const sy_tensor *a, const sy_tensor *b, sy_tensor **out)
{
    const sy__call call = {.op = SY_OP_ADD, .n_in = 2, .in = (const sy_tensor *const[]){a, b}, .attrs = &sy__no_attrs};
    return sy__dispatch_ew(&call, out);
}

/* sub: elementwise, two inputs broadcast like NumPy, same dtype out. dtypes: f32 f64 i32 i64 u8 i8 i16 f16 bf16. ops[sub] */
sy_status sy_sub(const sy_tensor *a, const sy_tensor *b, sy_tensor **out)
{
    const sy__call call = {.op = SY_OP_SUB, .n_in = 2, .in = (const sy_tensor *const[]){a, b}, .attrs = &sy__no_attrs};
    return sy__dispatch_ew(&call, out);
}

/* mul: elementwise, two inputs broadcast like NumPy, same dtype out. dtypes: f32 f64 i32 i64 u8 i8 i16 f16 bf16. ops[mul] */
sy_status sy_mul(const sy_tensor *a, const sy_tensor *b, sy_tensor **out)
{
    const sy__call call = {.op = SY_OP_MUL, .n_in = 2, .in = (const sy_tensor *const[]){a, b}, .attrs = &sy__no_attrs};
    return sy__dispatch_ew(&call, out);
}

/* div: elementwise, two inputs broadcast like NumPy, same dtype out. dtypes: f32 f64 f16 bf16. ops[div] */
sy_status sy_div(const sy_tensor *a, const sy_tensor *b, sy_tensor **out)
{
    const sy__call call = {.op = SY_OP_DIV, .n_in = 2, .in = (const sy_tensor *const[]){a, b}, .attrs = &sy__no_attrs};
    return sy__dispatch_ew(&call, out);
}

/* maximum: elementwise, two inputs broadcast like NumPy, same dtype out. dtypes: f32 f64 i32 i64 u8 i8 i16 f16 bf16. ops[maximum] */
sy_status sy_maximum(const sy_tensor *a, const sy_tensor *b, sy_tensor **out)
{
    const sy__call call = {.op = SY_OP_MAXIMUM, .n_in = 2, .in = (const sy_tensor *const[]){a, b}, .attrs = &sy__no_attrs};
    return sy__dispatch_ew(&call, out);
}

/* eq: elementwise comparison, broadcast, bool out. dtypes: f32 f64 i32 i64 bool u8 i8 i16 f16 bf16. ops[eq] */
sy_status sy_eq(const sy_tensor *a, const sy_tensor *b, sy_tensor **out)
{
    const sy__call call = {.op = SY_OP_EQ, .n_in = 2, .in = (const sy_tensor *const[]){a, b}, .attrs = &sy__no_attrs};
    return sy__dispatch(&call, out);
}

/* lt: elementwise comparison, broadcast, bool out. dtypes: f32 f64 i32 i64 bool u8 i8 i16 f16 bf16. ops[lt] */
sy_status sy_lt(const sy_tensor *a, const sy_tensor *b, sy_tensor **out)
{
    const sy__call call = {.op = SY_OP_LT, .n_in = 2, .in = (const sy_tensor *const[]){a, b}, .attrs = &sy__no_attrs};
    return sy__dispatch(&call, out);
}

/* gt: elementwise comparison, broadcast, bool out. dtypes: f32 f64 i32 i64 bool u8 i8 i16 f16 bf16. ops[gt] */
sy_status sy_gt(const sy_tensor *a, const sy_tensor *b, sy_tensor **out)
{
    const sy__call call = {.op = SY_OP_GT, .n_in = 2, .in = (const sy_tensor *const[]){a, b}, .attrs = &sy__no_attrs};
    return sy__dispatch(&call, out);
}

/* where: cond ? a : b, all three broadcast. dtypes: f32 f64 i32 i64 bool u8 i8 i16 f16 bf16. ops[where] */
sy_status sy_where(const sy_tensor *cond, const sy_tensor *a, const sy_tensor *b, sy_tensor **out)
{
    const sy__call call = {.op = SY_OP_WHERE, .n_in = 3, .in = (const sy_tensor *const[]){cond, a, b}, .attrs = &sy__no_attrs};
    return sy__dispatch(&call, out);
}

/* matmul: matrix product over the last two axes, batch axes broadcast. dtypes: f32 f64 i32 i64 u8 i8 i16 f16 bf16. ops[matmul] */
sy_status sy_matmul(const sy_tensor *a, const sy_tensor *b, sy_tensor **out)
{
    const sy__call call = {.op = SY_OP_MATMUL, .n_in = 2, .in = (const sy_tensor *const[]){a, b}, .attrs = &sy__no_attrs};
    return sy__dispatch(&call, out);
}

/* sum: reduction over one axis or SY_AXIS_ALL. dtypes: f32 f64 i32 i64 u8 i8 i16 f16 bf16. ops[sum] */
sy_status sy_sum(const sy_tensor *a, int axis, bool keepdim, sy_tensor **out)
{
    sy__attrs attrs = {0};
    attrs.axis = axis;
    attrs.keepdim = keepdim;
    const sy__call call = {.op = SY_OP_SUM, .n_in = 1, .in = (const sy_tensor *const[]){a}, .attrs = &attrs};
    return sy__dispatch(&call, out);
}

/* mean: reduction over one axis or SY_AXIS_ALL. dtypes: f32 f64 f16 bf16. ops[mean] */
sy_status sy_mean(const sy_tensor *a, int axis, bool keepdim, sy_tensor **out)
{
    sy__attrs attrs = {0};
    attrs.axis = axis;
    attrs.keepdim = keepdim;
    const sy__call call = {.op = SY_OP_MEAN, .n_in = 1, .in = (const sy_tensor *const[]){a}, .attrs = &attrs};
    return sy__dispatch(&call, out);
}

/* max: reduction over one axis or SY_AXIS_ALL. dtypes: f32 f64 i32 i64 u8 i8 i16 f16 bf16. ops[max] */
sy_status sy_max(const sy_tensor *a, int axis, bool keepdim, sy_tensor **out)
{
    sy__attrs attrs = {0};
    attrs.axis = axis;
    attrs.keepdim = keepdim;
    const sy__call call = {.op = SY_OP_MAX, .n_in = 1, .in = (const sy_tensor *const[]){a}, .attrs = &attrs};
    return sy__dispatch(&call, out);
}

/* reshape: same elements, new shape (one -1 is inferred); a view when contiguous. dtypes: f32 f64 i32 i64 bool u8 i8 i16 f16 bf16. ops[reshape] */
sy_status sy_reshape(const sy_tensor *a, const int64_t *shape, int rank, sy_tensor **out)
{
    sy__attrs attrs = {0};
    sy__attrs_set_shape(&attrs, shape, rank);
    const sy__call call = {.op = SY_OP_RESHAPE, .n_in = 1, .in = (const sy_tensor *const[]){a}, .attrs = &attrs};
    return sy__dispatch(&call, out);
}

/* permute: axes reordered; a view. dtypes: f32 f64 i32 i64 bool u8 i8 i16 f16 bf16. ops[permute] */
sy_status sy_permute(const sy_tensor *a, const int *perm, int rank, sy_tensor **out)
{
    sy__attrs attrs = {0};
    sy__attrs_set_perm(&attrs, perm, rank);
    const sy__call call = {.op = SY_OP_PERMUTE, .n_in = 1, .in = (const sy_tensor *const[]){a}, .attrs = &attrs};
    return sy__dispatch(&call, out);
}

/* transpose: two axes swapped; a view. dtypes: f32 f64 i32 i64 bool u8 i8 i16 f16 bf16. ops[transpose] */
sy_status sy_transpose(const sy_tensor *a, int dim0, int dim1, sy_tensor **out)
{
    sy__attrs attrs = {0};
    attrs.dim0 = dim0;
    attrs.dim1 = dim1;
    const sy__call call = {.op = SY_OP_TRANSPOSE, .n_in = 1, .in = (const sy_tensor *const[]){a}, .attrs = &attrs};
    return sy__dispatch(&call, out);
}

/* expand: broadcast to a larger shape; a view with stride 0. dtypes: f32 f64 i32 i64 bool u8 i8 i16 f16 bf16. ops[expand] */
sy_status sy_expand(const sy_tensor *a, const int64_t *shape, int rank, sy_tensor **out)
{
    sy__attrs attrs = {0};
    sy__attrs_set_shape(&attrs, shape, rank);
    const sy__call call = {.op = SY_OP_EXPAND, .n_in = 1, .in = (const sy_tensor *const[]){a}, .attrs = &attrs};
    return sy__dispatch(&call, out);
}

/* cast: elementwise conversion to `dtype`. dtypes: f32 f64 i32 i64 bool u8 i8 i16 f16 bf16. ops[cast] */
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

/* argmax: the index of the extreme along `axis` as i64, the first of ties unless `select_last_index`; NaN is beyond every number, as in NumPy. dtypes: f32 f64 i32 i64 u8 i8 i16. ops[argmax] */
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

/* argmin: the index of the extreme along `axis` as i64, the first of ties unless `select_last_index`; NaN is beyond every number, as in NumPy. dtypes: f32 f64 i32 i64 u8 i8 i16. ops[argmin] */
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

/* concat: the tensors of `xs` joined along `axis`; every other dimension equal. dtypes: f32 f64 i32 i64 bool u8 i8 i16 f16 bf16. ops[concat] */
sy_status sy_concat(const sy_tensor *const *xs, int n_xs, int axis, sy_tensor **out)
{
    sy__attrs attrs = {0};
    attrs.x[0].n = 1;
    attrs.x[0].i[0] = axis;
    const sy__call call = {.op = SY_OP_CONCAT, .n_in = n_xs, .in = xs, .attrs = &attrs};
    return sy__dispatch(&call, out);
}

/* gather: entries of `x` along `axis` at `indices` (ONNX Gather: negative indices count from the end; one out of range is refused by the kernel). dtypes: f32 f64 i32 i64 bool u8 i8 i16 f16 bf16. ops[gather] */
sy_status sy_gather(const sy_tensor *x, const sy_tensor *indices, int axis, sy_tensor **out)
{
    sy__attrs attrs = {0};
    attrs.x[0].n = 1;
    attrs.x[0].i[0] = axis;
    const sy__call call = {.op = SY_OP_GATHER, .n_in = 2, .in = (const sy_tensor *const[]){x, indices}, .attrs = &attrs};
    return sy__dispatch(&call, out);
}

/* pad: x widened by pads = [begin of axis 0, ..., begin of the last, end of axis 0, ...] (ONNX Pad's layout): `value` outside (constant), the mirror without the edge (reflect, each pad below its dimension) or the edge repeated (edge); no negative pads. dtypes: f32 f64. ops[pad] */
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

/* max_pool2d: the maximum of each window of x [N, C, H, W] (ONNX MaxPool-12, storage_order 0): pads = [top, left, bottom, right] (ONNX's layout, asymmetric), never chosen as the maximum; output size floor((H + top + bottom - dilation * (kernel - 1) - 1) / stride) + 1, or with ceil_mode the ceiling, less a last window that would start in the bottom or right padding (ONNX's rule, as PyTorch's); indices count over the whole input, ((n * C + c) * H + h) * W + w (ONNX's flattening; PyTorch's count within one plane, h * W + w); the first maximum of a window in row-major order wins a tie, and a NaN is beyond every number (the first NaN wins); a window over padding alone is refused by the rule; kernel, stride and dilation take 1..2^31-1, pads 0..2^31-1. dtypes: f32 f64 i32 i64 u8 i8 i16. ops[max_pool2d] */
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

/* max_pool2d_backward: max_pool2d's gradient: zeros of `shape` (x's), and each element of dy added where its index (max_pool2d's, over the whole of x) points; an index outside `shape` is refused by the kernel. dtypes: f32 f64. ops[max_pool2d_backward] */
sy_status sy_max_pool2d_backward(const sy_tensor *dy, const sy_tensor *indices, const int64_t *shape, int n_shape, sy_tensor **out)
{
    sy__attrs attrs = {0};
    sy__attrs_set_list(&attrs, 0, shape, n_shape);
    const sy__call call = {.op = SY_OP_MAX_POOL2D_BACKWARD, .n_in = 2, .in = (const sy_tensor *const[]){dy, indices}, .attrs = &attrs};
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

