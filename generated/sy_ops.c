/* @generated from backends.yaml by generator/ -- DO NOT EDIT; input sha256 2b71c59b8b8b1d3d; regenerate with `make generate` */
/* One dispatch switch per op: each (op, backend) routes to the backend's own
 * kernel for the dtypes it lists, else to its fallback. Then the op table and
 * the public op functions, which hand a sy__call to sy__dispatch. */
#include "sy_internal.h"
#include "sy_kernels.h"

#include "sy_abi.h"
#if SY_RUNTIME_ABI != 2
#error "generated/ was rendered for runtime ABI 2 (backends.yaml abi:), but runtime/sy_abi.h has another SY_RUNTIME_ABI; regenerate with `make generate` or use the runtime this was generated for"
#endif

/* zeros (backends.yaml:143:5) */
static bool sy__route_zeros(sy_backend b, sy_dtype dt, sy__route *r)
{
    (void)dt;
    switch (b) {
#if SY_WITH_CPU
    case SY_BACKEND_CPU: /* cpu implements zeros for f32 f64 i32 i64 bool (backends.yaml:47:10) */
        return SY__ROUTE(r, SY_BACKEND_CPU, fill, sy_cpu_zeros);
#endif
#if SY_WITH_SIMD
    case SY_BACKEND_SIMD: /* simd implements zeros for f32 f64 i32 i64 bool (backends.yaml:56:7) */
        return SY__ROUTE(r, SY_BACKEND_SIMD, fill, sy_simd_zeros);
#endif
#if SY_WITH_BLAS
    case SY_BACKEND_BLAS: /* blas does not implement zeros (backends.yaml:86:5); fallback: cpu */
        return sy__route_zeros(SY_BACKEND_CPU, dt, r);
#endif
#if SY_WITH_SIM
    case SY_BACKEND_SIM: /* sim does not implement zeros (backends.yaml:96:5); fallback: cpu */
        return sy__route_zeros(SY_BACKEND_CPU, dt, r);
#endif
#if SY_WITH_OPENCL
    case SY_BACKEND_OPENCL: /* opencl implements zeros for f32 f64 i32 i64 bool (backends.yaml:117:10) */
        return SY__ROUTE(r, SY_BACKEND_OPENCL, fill, sy_opencl_zeros);
#endif
    default:
        return false;
    }
}

/* ones (backends.yaml:144:5) */
static bool sy__route_ones(sy_backend b, sy_dtype dt, sy__route *r)
{
    (void)dt;
    switch (b) {
#if SY_WITH_CPU
    case SY_BACKEND_CPU: /* cpu implements ones for f32 f64 i32 i64 bool (backends.yaml:47:10) */
        return SY__ROUTE(r, SY_BACKEND_CPU, fill, sy_cpu_ones);
#endif
#if SY_WITH_SIMD
    case SY_BACKEND_SIMD: /* simd implements ones for f32 f64 i32 i64 bool (backends.yaml:57:7) */
        return SY__ROUTE(r, SY_BACKEND_SIMD, fill, sy_simd_ones);
#endif
#if SY_WITH_BLAS
    case SY_BACKEND_BLAS: /* blas does not implement ones (backends.yaml:86:5); fallback: cpu */
        return sy__route_ones(SY_BACKEND_CPU, dt, r);
#endif
#if SY_WITH_SIM
    case SY_BACKEND_SIM: /* sim does not implement ones (backends.yaml:96:5); fallback: cpu */
        return sy__route_ones(SY_BACKEND_CPU, dt, r);
#endif
#if SY_WITH_OPENCL
    case SY_BACKEND_OPENCL: /* opencl implements ones for f32 f64 i32 i64 bool (backends.yaml:117:10) */
        return SY__ROUTE(r, SY_BACKEND_OPENCL, fill, sy_opencl_ones);
#endif
    default:
        return false;
    }
}

/* full (backends.yaml:145:5) */
static bool sy__route_full(sy_backend b, sy_dtype dt, sy__route *r)
{
    (void)dt;
    switch (b) {
#if SY_WITH_CPU
    case SY_BACKEND_CPU: /* cpu implements full for f32 f64 i32 i64 bool (backends.yaml:47:10) */
        return SY__ROUTE(r, SY_BACKEND_CPU, fill, sy_cpu_full);
#endif
#if SY_WITH_SIMD
    case SY_BACKEND_SIMD: /* simd implements full for f32 f64 i32 i64 bool (backends.yaml:58:7) */
        return SY__ROUTE(r, SY_BACKEND_SIMD, fill, sy_simd_full);
#endif
#if SY_WITH_BLAS
    case SY_BACKEND_BLAS: /* blas does not implement full (backends.yaml:86:5); fallback: cpu */
        return sy__route_full(SY_BACKEND_CPU, dt, r);
#endif
#if SY_WITH_SIM
    case SY_BACKEND_SIM: /* sim does not implement full (backends.yaml:96:5); fallback: cpu */
        return sy__route_full(SY_BACKEND_CPU, dt, r);
#endif
#if SY_WITH_OPENCL
    case SY_BACKEND_OPENCL: /* opencl implements full for f32 f64 i32 i64 bool (backends.yaml:117:10) */
        return SY__ROUTE(r, SY_BACKEND_OPENCL, fill, sy_opencl_full);
#endif
    default:
        return false;
    }
}

/* neg (backends.yaml:147:5) */
static bool sy__route_neg(sy_backend b, sy_dtype dt, sy__route *r)
{
    (void)dt;
    switch (b) {
#if SY_WITH_CPU
    case SY_BACKEND_CPU: /* cpu implements neg for f32 f64 i32 i64 (backends.yaml:47:10) */
        return SY__ROUTE(r, SY_BACKEND_CPU, ew, sy_cpu_neg);
#endif
#if SY_WITH_SIMD
    case SY_BACKEND_SIMD: /* simd implements neg for f32 f64 i32 i64 (backends.yaml:59:7) */
        return SY__ROUTE(r, SY_BACKEND_SIMD, ew, sy_simd_neg);
#endif
#if SY_WITH_BLAS
    case SY_BACKEND_BLAS: /* blas does not implement neg (backends.yaml:86:5); fallback: cpu */
        return sy__route_neg(SY_BACKEND_CPU, dt, r);
#endif
#if SY_WITH_SIM
    case SY_BACKEND_SIM: /* sim does not implement neg (backends.yaml:96:5); fallback: cpu */
        return sy__route_neg(SY_BACKEND_CPU, dt, r);
#endif
#if SY_WITH_OPENCL
    case SY_BACKEND_OPENCL: /* opencl implements neg for f32 f64 i32 i64 (backends.yaml:117:10) */
        return SY__ROUTE(r, SY_BACKEND_OPENCL, ew, sy_opencl_neg);
#endif
    default:
        return false;
    }
}

/* abs (backends.yaml:149:5) */
static bool sy__route_abs(sy_backend b, sy_dtype dt, sy__route *r)
{
    (void)dt;
    switch (b) {
#if SY_WITH_CPU
    case SY_BACKEND_CPU: /* cpu implements abs for f32 f64 i32 i64 (backends.yaml:47:10) */
        return SY__ROUTE(r, SY_BACKEND_CPU, ew, sy_cpu_abs);
#endif
#if SY_WITH_SIMD
    case SY_BACKEND_SIMD: /* simd implements abs for f32 f64 i32 i64 (backends.yaml:60:7) */
        return SY__ROUTE(r, SY_BACKEND_SIMD, ew, sy_simd_abs);
#endif
#if SY_WITH_BLAS
    case SY_BACKEND_BLAS: /* blas does not implement abs (backends.yaml:86:5); fallback: cpu */
        return sy__route_abs(SY_BACKEND_CPU, dt, r);
#endif
#if SY_WITH_SIM
    case SY_BACKEND_SIM: /* sim does not implement abs (backends.yaml:96:5); fallback: cpu */
        return sy__route_abs(SY_BACKEND_CPU, dt, r);
#endif
#if SY_WITH_OPENCL
    case SY_BACKEND_OPENCL: /* opencl implements abs for f32 f64 i32 i64 (backends.yaml:117:10) */
        return SY__ROUTE(r, SY_BACKEND_OPENCL, ew, sy_opencl_abs);
#endif
    default:
        return false;
    }
}

/* exp (backends.yaml:150:5) */
static bool sy__route_exp(sy_backend b, sy_dtype dt, sy__route *r)
{
    (void)dt;
    switch (b) {
#if SY_WITH_CPU
    case SY_BACKEND_CPU: /* cpu implements exp for f32 f64 (backends.yaml:47:10) */
        return SY__ROUTE(r, SY_BACKEND_CPU, ew, sy_cpu_exp);
#endif
#if SY_WITH_SIMD
    case SY_BACKEND_SIMD: /* simd implements exp for f32 (backends.yaml:63:7); fallback: cpu */
        if (SY__DTYPE_IN(dt, 0x01u)) return SY__ROUTE(r, SY_BACKEND_SIMD, ew, sy_simd_exp);
        return sy__route_exp(SY_BACKEND_CPU, dt, r);
#endif
#if SY_WITH_BLAS
    case SY_BACKEND_BLAS: /* blas does not implement exp (backends.yaml:86:5); fallback: cpu */
        return sy__route_exp(SY_BACKEND_CPU, dt, r);
#endif
#if SY_WITH_SIM
    case SY_BACKEND_SIM: /* sim does not implement exp (backends.yaml:96:5); fallback: cpu */
        return sy__route_exp(SY_BACKEND_CPU, dt, r);
#endif
#if SY_WITH_OPENCL
    case SY_BACKEND_OPENCL: /* opencl implements exp for f32 f64 (backends.yaml:117:10) */
        return SY__ROUTE(r, SY_BACKEND_OPENCL, ew, sy_opencl_exp);
#endif
    default:
        return false;
    }
}

/* log (backends.yaml:151:5) */
static bool sy__route_log(sy_backend b, sy_dtype dt, sy__route *r)
{
    (void)dt;
    switch (b) {
#if SY_WITH_CPU
    case SY_BACKEND_CPU: /* cpu implements log for f32 f64 (backends.yaml:47:10) */
        return SY__ROUTE(r, SY_BACKEND_CPU, ew, sy_cpu_log);
#endif
#if SY_WITH_SIMD
    case SY_BACKEND_SIMD: /* simd implements log for f32 (backends.yaml:64:7); fallback: cpu */
        if (SY__DTYPE_IN(dt, 0x01u)) return SY__ROUTE(r, SY_BACKEND_SIMD, ew, sy_simd_log);
        return sy__route_log(SY_BACKEND_CPU, dt, r);
#endif
#if SY_WITH_BLAS
    case SY_BACKEND_BLAS: /* blas does not implement log (backends.yaml:86:5); fallback: cpu */
        return sy__route_log(SY_BACKEND_CPU, dt, r);
#endif
#if SY_WITH_SIM
    case SY_BACKEND_SIM: /* sim does not implement log (backends.yaml:96:5); fallback: cpu */
        return sy__route_log(SY_BACKEND_CPU, dt, r);
#endif
#if SY_WITH_OPENCL
    case SY_BACKEND_OPENCL: /* opencl implements log for f32 f64 (backends.yaml:117:10) */
        return SY__ROUTE(r, SY_BACKEND_OPENCL, ew, sy_opencl_log);
#endif
    default:
        return false;
    }
}

/* sqrt (backends.yaml:152:5) */
static bool sy__route_sqrt(sy_backend b, sy_dtype dt, sy__route *r)
{
    (void)dt;
    switch (b) {
#if SY_WITH_CPU
    case SY_BACKEND_CPU: /* cpu implements sqrt for f32 f64 (backends.yaml:47:10) */
        return SY__ROUTE(r, SY_BACKEND_CPU, ew, sy_cpu_sqrt);
#endif
#if SY_WITH_SIMD
    case SY_BACKEND_SIMD: /* simd implements sqrt for f32 f64 (backends.yaml:62:7) */
        return SY__ROUTE(r, SY_BACKEND_SIMD, ew, sy_simd_sqrt);
#endif
#if SY_WITH_BLAS
    case SY_BACKEND_BLAS: /* blas does not implement sqrt (backends.yaml:86:5); fallback: cpu */
        return sy__route_sqrt(SY_BACKEND_CPU, dt, r);
#endif
#if SY_WITH_SIM
    case SY_BACKEND_SIM: /* sim does not implement sqrt (backends.yaml:96:5); fallback: cpu */
        return sy__route_sqrt(SY_BACKEND_CPU, dt, r);
#endif
#if SY_WITH_OPENCL
    case SY_BACKEND_OPENCL: /* opencl implements sqrt for f32 f64 (backends.yaml:117:10) */
        return SY__ROUTE(r, SY_BACKEND_OPENCL, ew, sy_opencl_sqrt);
#endif
    default:
        return false;
    }
}

/* tanh (backends.yaml:153:5) */
static bool sy__route_tanh(sy_backend b, sy_dtype dt, sy__route *r)
{
    (void)dt;
    switch (b) {
#if SY_WITH_CPU
    case SY_BACKEND_CPU: /* cpu implements tanh for f32 f64 (backends.yaml:47:10) */
        return SY__ROUTE(r, SY_BACKEND_CPU, ew, sy_cpu_tanh);
#endif
#if SY_WITH_SIMD
    case SY_BACKEND_SIMD: /* simd implements tanh for f32 (backends.yaml:65:7); fallback: cpu */
        if (SY__DTYPE_IN(dt, 0x01u)) return SY__ROUTE(r, SY_BACKEND_SIMD, ew, sy_simd_tanh);
        return sy__route_tanh(SY_BACKEND_CPU, dt, r);
#endif
#if SY_WITH_BLAS
    case SY_BACKEND_BLAS: /* blas does not implement tanh (backends.yaml:86:5); fallback: cpu */
        return sy__route_tanh(SY_BACKEND_CPU, dt, r);
#endif
#if SY_WITH_SIM
    case SY_BACKEND_SIM: /* sim does not implement tanh (backends.yaml:96:5); fallback: cpu */
        return sy__route_tanh(SY_BACKEND_CPU, dt, r);
#endif
#if SY_WITH_OPENCL
    case SY_BACKEND_OPENCL: /* opencl implements tanh for f32 f64 (backends.yaml:117:10) */
        return SY__ROUTE(r, SY_BACKEND_OPENCL, ew, sy_opencl_tanh);
#endif
    default:
        return false;
    }
}

/* sigmoid (backends.yaml:154:5) */
static bool sy__route_sigmoid(sy_backend b, sy_dtype dt, sy__route *r)
{
    (void)dt;
    switch (b) {
#if SY_WITH_CPU
    case SY_BACKEND_CPU: /* cpu implements sigmoid for f32 f64 (backends.yaml:47:10) */
        return SY__ROUTE(r, SY_BACKEND_CPU, ew, sy_cpu_sigmoid);
#endif
#if SY_WITH_SIMD
    case SY_BACKEND_SIMD: /* simd implements sigmoid for f32 (backends.yaml:66:7); fallback: cpu */
        if (SY__DTYPE_IN(dt, 0x01u)) return SY__ROUTE(r, SY_BACKEND_SIMD, ew, sy_simd_sigmoid);
        return sy__route_sigmoid(SY_BACKEND_CPU, dt, r);
#endif
#if SY_WITH_BLAS
    case SY_BACKEND_BLAS: /* blas does not implement sigmoid (backends.yaml:86:5); fallback: cpu */
        return sy__route_sigmoid(SY_BACKEND_CPU, dt, r);
#endif
#if SY_WITH_SIM
    case SY_BACKEND_SIM: /* sim does not implement sigmoid (backends.yaml:96:5); fallback: cpu */
        return sy__route_sigmoid(SY_BACKEND_CPU, dt, r);
#endif
#if SY_WITH_OPENCL
    case SY_BACKEND_OPENCL: /* opencl implements sigmoid for f32 f64 (backends.yaml:117:10) */
        return SY__ROUTE(r, SY_BACKEND_OPENCL, ew, sy_opencl_sigmoid);
#endif
    default:
        return false;
    }
}

/* relu (backends.yaml:155:5) */
static bool sy__route_relu(sy_backend b, sy_dtype dt, sy__route *r)
{
    (void)dt;
    switch (b) {
#if SY_WITH_CPU
    case SY_BACKEND_CPU: /* cpu implements relu for f32 f64 i32 i64 (backends.yaml:47:10) */
        return SY__ROUTE(r, SY_BACKEND_CPU, ew, sy_cpu_relu);
#endif
#if SY_WITH_SIMD
    case SY_BACKEND_SIMD: /* simd implements relu for f32 f64 i32 i64 (backends.yaml:61:7) */
        return SY__ROUTE(r, SY_BACKEND_SIMD, ew, sy_simd_relu);
#endif
#if SY_WITH_BLAS
    case SY_BACKEND_BLAS: /* blas does not implement relu (backends.yaml:86:5); fallback: cpu */
        return sy__route_relu(SY_BACKEND_CPU, dt, r);
#endif
#if SY_WITH_SIM
    case SY_BACKEND_SIM: /* sim does not implement relu (backends.yaml:96:5); fallback: cpu */
        return sy__route_relu(SY_BACKEND_CPU, dt, r);
#endif
#if SY_WITH_OPENCL
    case SY_BACKEND_OPENCL: /* opencl implements relu for f32 f64 i32 i64 (backends.yaml:117:10) */
        return SY__ROUTE(r, SY_BACKEND_OPENCL, ew, sy_opencl_relu);
#endif
    default:
        return false;
    }
}

/* add (backends.yaml:157:5) */
static bool sy__route_add(sy_backend b, sy_dtype dt, sy__route *r)
{
    (void)dt;
    switch (b) {
#if SY_WITH_CPU
    case SY_BACKEND_CPU: /* cpu implements add for f32 f64 i32 i64 (backends.yaml:47:10) */
        return SY__ROUTE(r, SY_BACKEND_CPU, ew, sy_cpu_add);
#endif
#if SY_WITH_SIMD
    case SY_BACKEND_SIMD: /* simd implements add for f32 f64 i32 i64 (backends.yaml:67:7) */
        return SY__ROUTE(r, SY_BACKEND_SIMD, ew, sy_simd_add);
#endif
#if SY_WITH_BLAS
    case SY_BACKEND_BLAS: /* blas does not implement add (backends.yaml:86:5); fallback: cpu */
        return sy__route_add(SY_BACKEND_CPU, dt, r);
#endif
#if SY_WITH_SIM
    case SY_BACKEND_SIM: /* sim does not implement add (backends.yaml:96:5); fallback: cpu */
        return sy__route_add(SY_BACKEND_CPU, dt, r);
#endif
#if SY_WITH_OPENCL
    case SY_BACKEND_OPENCL: /* opencl implements add for f32 f64 i32 i64 (backends.yaml:117:10) */
        return SY__ROUTE(r, SY_BACKEND_OPENCL, ew, sy_opencl_add);
#endif
    default:
        return false;
    }
}

/* sub (backends.yaml:158:5) */
static bool sy__route_sub(sy_backend b, sy_dtype dt, sy__route *r)
{
    (void)dt;
    switch (b) {
#if SY_WITH_CPU
    case SY_BACKEND_CPU: /* cpu implements sub for f32 f64 i32 i64 (backends.yaml:47:10) */
        return SY__ROUTE(r, SY_BACKEND_CPU, ew, sy_cpu_sub);
#endif
#if SY_WITH_SIMD
    case SY_BACKEND_SIMD: /* simd implements sub for f32 f64 i32 i64 (backends.yaml:68:7) */
        return SY__ROUTE(r, SY_BACKEND_SIMD, ew, sy_simd_sub);
#endif
#if SY_WITH_BLAS
    case SY_BACKEND_BLAS: /* blas does not implement sub (backends.yaml:86:5); fallback: cpu */
        return sy__route_sub(SY_BACKEND_CPU, dt, r);
#endif
#if SY_WITH_SIM
    case SY_BACKEND_SIM: /* sim does not implement sub (backends.yaml:96:5); fallback: cpu */
        return sy__route_sub(SY_BACKEND_CPU, dt, r);
#endif
#if SY_WITH_OPENCL
    case SY_BACKEND_OPENCL: /* opencl implements sub for f32 f64 i32 i64 (backends.yaml:117:10) */
        return SY__ROUTE(r, SY_BACKEND_OPENCL, ew, sy_opencl_sub);
#endif
    default:
        return false;
    }
}

/* mul (backends.yaml:159:5) */
static bool sy__route_mul(sy_backend b, sy_dtype dt, sy__route *r)
{
    (void)dt;
    switch (b) {
#if SY_WITH_CPU
    case SY_BACKEND_CPU: /* cpu implements mul for f32 f64 i32 i64 (backends.yaml:47:10) */
        return SY__ROUTE(r, SY_BACKEND_CPU, ew, sy_cpu_mul);
#endif
#if SY_WITH_SIMD
    case SY_BACKEND_SIMD: /* simd implements mul for f32 f64 i32 i64 (backends.yaml:69:7) */
        return SY__ROUTE(r, SY_BACKEND_SIMD, ew, sy_simd_mul);
#endif
#if SY_WITH_BLAS
    case SY_BACKEND_BLAS: /* blas does not implement mul (backends.yaml:86:5); fallback: cpu */
        return sy__route_mul(SY_BACKEND_CPU, dt, r);
#endif
#if SY_WITH_SIM
    case SY_BACKEND_SIM: /* sim does not implement mul (backends.yaml:96:5); fallback: cpu */
        return sy__route_mul(SY_BACKEND_CPU, dt, r);
#endif
#if SY_WITH_OPENCL
    case SY_BACKEND_OPENCL: /* opencl implements mul for f32 f64 i32 i64 (backends.yaml:117:10) */
        return SY__ROUTE(r, SY_BACKEND_OPENCL, ew, sy_opencl_mul);
#endif
    default:
        return false;
    }
}

/* div (backends.yaml:160:5) */
static bool sy__route_div(sy_backend b, sy_dtype dt, sy__route *r)
{
    (void)dt;
    switch (b) {
#if SY_WITH_CPU
    case SY_BACKEND_CPU: /* cpu implements div for f32 f64 (backends.yaml:47:10) */
        return SY__ROUTE(r, SY_BACKEND_CPU, ew, sy_cpu_div);
#endif
#if SY_WITH_SIMD
    case SY_BACKEND_SIMD: /* simd implements div for f32 f64 (backends.yaml:70:7) */
        return SY__ROUTE(r, SY_BACKEND_SIMD, ew, sy_simd_div);
#endif
#if SY_WITH_BLAS
    case SY_BACKEND_BLAS: /* blas does not implement div (backends.yaml:86:5); fallback: cpu */
        return sy__route_div(SY_BACKEND_CPU, dt, r);
#endif
#if SY_WITH_SIM
    case SY_BACKEND_SIM: /* sim does not implement div (backends.yaml:96:5); fallback: cpu */
        return sy__route_div(SY_BACKEND_CPU, dt, r);
#endif
#if SY_WITH_OPENCL
    case SY_BACKEND_OPENCL: /* opencl implements div for f32 f64 (backends.yaml:117:10) */
        return SY__ROUTE(r, SY_BACKEND_OPENCL, ew, sy_opencl_div);
#endif
    default:
        return false;
    }
}

/* maximum (backends.yaml:162:5) */
static bool sy__route_maximum(sy_backend b, sy_dtype dt, sy__route *r)
{
    (void)dt;
    switch (b) {
#if SY_WITH_CPU
    case SY_BACKEND_CPU: /* cpu implements maximum for f32 f64 i32 i64 (backends.yaml:47:10) */
        return SY__ROUTE(r, SY_BACKEND_CPU, ew, sy_cpu_maximum);
#endif
#if SY_WITH_SIMD
    case SY_BACKEND_SIMD: /* simd implements maximum for f32 f64 i32 i64 (backends.yaml:71:7) */
        return SY__ROUTE(r, SY_BACKEND_SIMD, ew, sy_simd_maximum);
#endif
#if SY_WITH_BLAS
    case SY_BACKEND_BLAS: /* blas does not implement maximum (backends.yaml:86:5); fallback: cpu */
        return sy__route_maximum(SY_BACKEND_CPU, dt, r);
#endif
#if SY_WITH_SIM
    case SY_BACKEND_SIM: /* sim does not implement maximum (backends.yaml:96:5); fallback: cpu */
        return sy__route_maximum(SY_BACKEND_CPU, dt, r);
#endif
#if SY_WITH_OPENCL
    case SY_BACKEND_OPENCL: /* opencl implements maximum for f32 f64 i32 i64 (backends.yaml:117:10) */
        return SY__ROUTE(r, SY_BACKEND_OPENCL, ew, sy_opencl_maximum);
#endif
    default:
        return false;
    }
}

/* eq (backends.yaml:164:5) */
static bool sy__route_eq(sy_backend b, sy_dtype dt, sy__route *r)
{
    (void)dt;
    switch (b) {
#if SY_WITH_CPU
    case SY_BACKEND_CPU: /* cpu implements eq for f32 f64 i32 i64 bool (backends.yaml:47:10) */
        return SY__ROUTE(r, SY_BACKEND_CPU, ew, sy_cpu_eq);
#endif
#if SY_WITH_SIMD
    case SY_BACKEND_SIMD: /* simd implements eq for f32 f64 i32 i64 bool (backends.yaml:72:7) */
        return SY__ROUTE(r, SY_BACKEND_SIMD, ew, sy_simd_eq);
#endif
#if SY_WITH_BLAS
    case SY_BACKEND_BLAS: /* blas does not implement eq (backends.yaml:86:5); fallback: cpu */
        return sy__route_eq(SY_BACKEND_CPU, dt, r);
#endif
#if SY_WITH_SIM
    case SY_BACKEND_SIM: /* sim does not implement eq (backends.yaml:96:5); fallback: cpu */
        return sy__route_eq(SY_BACKEND_CPU, dt, r);
#endif
#if SY_WITH_OPENCL
    case SY_BACKEND_OPENCL: /* opencl implements eq for f32 f64 i32 i64 bool (backends.yaml:117:10) */
        return SY__ROUTE(r, SY_BACKEND_OPENCL, ew, sy_opencl_eq);
#endif
    default:
        return false;
    }
}

/* lt (backends.yaml:165:5) */
static bool sy__route_lt(sy_backend b, sy_dtype dt, sy__route *r)
{
    (void)dt;
    switch (b) {
#if SY_WITH_CPU
    case SY_BACKEND_CPU: /* cpu implements lt for f32 f64 i32 i64 bool (backends.yaml:47:10) */
        return SY__ROUTE(r, SY_BACKEND_CPU, ew, sy_cpu_lt);
#endif
#if SY_WITH_SIMD
    case SY_BACKEND_SIMD: /* simd implements lt for f32 f64 i32 i64 bool (backends.yaml:73:7) */
        return SY__ROUTE(r, SY_BACKEND_SIMD, ew, sy_simd_lt);
#endif
#if SY_WITH_BLAS
    case SY_BACKEND_BLAS: /* blas does not implement lt (backends.yaml:86:5); fallback: cpu */
        return sy__route_lt(SY_BACKEND_CPU, dt, r);
#endif
#if SY_WITH_SIM
    case SY_BACKEND_SIM: /* sim does not implement lt (backends.yaml:96:5); fallback: cpu */
        return sy__route_lt(SY_BACKEND_CPU, dt, r);
#endif
#if SY_WITH_OPENCL
    case SY_BACKEND_OPENCL: /* opencl implements lt for f32 f64 i32 i64 bool (backends.yaml:117:10) */
        return SY__ROUTE(r, SY_BACKEND_OPENCL, ew, sy_opencl_lt);
#endif
    default:
        return false;
    }
}

/* gt (backends.yaml:166:5) */
static bool sy__route_gt(sy_backend b, sy_dtype dt, sy__route *r)
{
    (void)dt;
    switch (b) {
#if SY_WITH_CPU
    case SY_BACKEND_CPU: /* cpu implements gt for f32 f64 i32 i64 bool (backends.yaml:47:10) */
        return SY__ROUTE(r, SY_BACKEND_CPU, ew, sy_cpu_gt);
#endif
#if SY_WITH_SIMD
    case SY_BACKEND_SIMD: /* simd implements gt for f32 f64 i32 i64 bool (backends.yaml:74:7) */
        return SY__ROUTE(r, SY_BACKEND_SIMD, ew, sy_simd_gt);
#endif
#if SY_WITH_BLAS
    case SY_BACKEND_BLAS: /* blas does not implement gt (backends.yaml:86:5); fallback: cpu */
        return sy__route_gt(SY_BACKEND_CPU, dt, r);
#endif
#if SY_WITH_SIM
    case SY_BACKEND_SIM: /* sim does not implement gt (backends.yaml:96:5); fallback: cpu */
        return sy__route_gt(SY_BACKEND_CPU, dt, r);
#endif
#if SY_WITH_OPENCL
    case SY_BACKEND_OPENCL: /* opencl implements gt for f32 f64 i32 i64 bool (backends.yaml:117:10) */
        return SY__ROUTE(r, SY_BACKEND_OPENCL, ew, sy_opencl_gt);
#endif
    default:
        return false;
    }
}

/* where (backends.yaml:168:5) */
static bool sy__route_where(sy_backend b, sy_dtype dt, sy__route *r)
{
    (void)dt;
    switch (b) {
#if SY_WITH_CPU
    case SY_BACKEND_CPU: /* cpu implements where for f32 f64 i32 i64 bool (backends.yaml:47:10) */
        return SY__ROUTE(r, SY_BACKEND_CPU, ew, sy_cpu_where);
#endif
#if SY_WITH_SIMD
    case SY_BACKEND_SIMD: /* simd implements where for f32 f64 i32 i64 bool (backends.yaml:75:7) */
        return SY__ROUTE(r, SY_BACKEND_SIMD, ew, sy_simd_where);
#endif
#if SY_WITH_BLAS
    case SY_BACKEND_BLAS: /* blas does not implement where (backends.yaml:86:5); fallback: cpu */
        return sy__route_where(SY_BACKEND_CPU, dt, r);
#endif
#if SY_WITH_SIM
    case SY_BACKEND_SIM: /* sim does not implement where (backends.yaml:96:5); fallback: cpu */
        return sy__route_where(SY_BACKEND_CPU, dt, r);
#endif
#if SY_WITH_OPENCL
    case SY_BACKEND_OPENCL: /* opencl implements where for f32 f64 i32 i64 bool (backends.yaml:117:10) */
        return SY__ROUTE(r, SY_BACKEND_OPENCL, ew, sy_opencl_where);
#endif
    default:
        return false;
    }
}

/* matmul (backends.yaml:170:5) */
static bool sy__route_matmul(sy_backend b, sy_dtype dt, sy__route *r)
{
    (void)dt;
    switch (b) {
#if SY_WITH_CPU
    case SY_BACKEND_CPU: /* cpu implements matmul for f32 f64 i32 i64 (backends.yaml:47:10) */
        return SY__ROUTE(r, SY_BACKEND_CPU, matmul, sy_cpu_matmul);
#endif
#if SY_WITH_SIMD
    case SY_BACKEND_SIMD: /* simd implements matmul for f32 f64 (backends.yaml:76:7); fallback: cpu */
        if (SY__DTYPE_IN(dt, 0x03u)) return SY__ROUTE(r, SY_BACKEND_SIMD, matmul, sy_simd_matmul);
        return sy__route_matmul(SY_BACKEND_CPU, dt, r);
#endif
#if SY_WITH_BLAS
    case SY_BACKEND_BLAS: /* blas implements matmul for f32 f64 (backends.yaml:93:7); fallback: cpu */
        if (SY__DTYPE_IN(dt, 0x03u)) return SY__ROUTE(r, SY_BACKEND_BLAS, matmul, sy_blas_matmul);
        return sy__route_matmul(SY_BACKEND_CPU, dt, r);
#endif
#if SY_WITH_SIM
    case SY_BACKEND_SIM: /* sim does not implement matmul (backends.yaml:96:5); fallback: cpu */
        return sy__route_matmul(SY_BACKEND_CPU, dt, r);
#endif
#if SY_WITH_OPENCL
    case SY_BACKEND_OPENCL: /* opencl implements matmul for f32 f64 i32 i64 (backends.yaml:117:10) */
        return SY__ROUTE(r, SY_BACKEND_OPENCL, matmul, sy_opencl_matmul);
#endif
    default:
        return false;
    }
}

/* sum (backends.yaml:172:5) */
static bool sy__route_sum(sy_backend b, sy_dtype dt, sy__route *r)
{
    (void)dt;
    switch (b) {
#if SY_WITH_CPU
    case SY_BACKEND_CPU: /* cpu implements sum for f32 f64 i32 i64 (backends.yaml:47:10) */
        return SY__ROUTE(r, SY_BACKEND_CPU, reduce, sy_cpu_sum);
#endif
#if SY_WITH_SIMD
    case SY_BACKEND_SIMD: /* simd implements sum for f32 f64 i32 i64 (backends.yaml:77:7) */
        return SY__ROUTE(r, SY_BACKEND_SIMD, reduce, sy_simd_sum);
#endif
#if SY_WITH_BLAS
    case SY_BACKEND_BLAS: /* blas does not implement sum (backends.yaml:86:5); fallback: cpu */
        return sy__route_sum(SY_BACKEND_CPU, dt, r);
#endif
#if SY_WITH_SIM
    case SY_BACKEND_SIM: /* sim does not implement sum (backends.yaml:96:5); fallback: cpu */
        return sy__route_sum(SY_BACKEND_CPU, dt, r);
#endif
#if SY_WITH_OPENCL
    case SY_BACKEND_OPENCL: /* opencl implements sum for f32 f64 i32 i64 (backends.yaml:117:10) */
        return SY__ROUTE(r, SY_BACKEND_OPENCL, reduce, sy_opencl_sum);
#endif
    default:
        return false;
    }
}

/* mean (backends.yaml:173:5) */
static bool sy__route_mean(sy_backend b, sy_dtype dt, sy__route *r)
{
    (void)dt;
    switch (b) {
#if SY_WITH_CPU
    case SY_BACKEND_CPU: /* cpu implements mean for f32 f64 (backends.yaml:47:10) */
        return SY__ROUTE(r, SY_BACKEND_CPU, reduce, sy_cpu_mean);
#endif
#if SY_WITH_SIMD
    case SY_BACKEND_SIMD: /* simd implements mean for f32 f64 (backends.yaml:78:7) */
        return SY__ROUTE(r, SY_BACKEND_SIMD, reduce, sy_simd_mean);
#endif
#if SY_WITH_BLAS
    case SY_BACKEND_BLAS: /* blas does not implement mean (backends.yaml:86:5); fallback: cpu */
        return sy__route_mean(SY_BACKEND_CPU, dt, r);
#endif
#if SY_WITH_SIM
    case SY_BACKEND_SIM: /* sim does not implement mean (backends.yaml:96:5); fallback: cpu */
        return sy__route_mean(SY_BACKEND_CPU, dt, r);
#endif
#if SY_WITH_OPENCL
    case SY_BACKEND_OPENCL: /* opencl implements mean for f32 f64 (backends.yaml:117:10) */
        return SY__ROUTE(r, SY_BACKEND_OPENCL, reduce, sy_opencl_mean);
#endif
    default:
        return false;
    }
}

/* max (backends.yaml:176:5) */
static bool sy__route_max(sy_backend b, sy_dtype dt, sy__route *r)
{
    (void)dt;
    switch (b) {
#if SY_WITH_CPU
    case SY_BACKEND_CPU: /* cpu implements max for f32 f64 i32 i64 (backends.yaml:47:10) */
        return SY__ROUTE(r, SY_BACKEND_CPU, reduce, sy_cpu_max);
#endif
#if SY_WITH_SIMD
    case SY_BACKEND_SIMD: /* simd implements max for f32 f64 i32 i64 (backends.yaml:79:7) */
        return SY__ROUTE(r, SY_BACKEND_SIMD, reduce, sy_simd_max);
#endif
#if SY_WITH_BLAS
    case SY_BACKEND_BLAS: /* blas does not implement max (backends.yaml:86:5); fallback: cpu */
        return sy__route_max(SY_BACKEND_CPU, dt, r);
#endif
#if SY_WITH_SIM
    case SY_BACKEND_SIM: /* sim does not implement max (backends.yaml:96:5); fallback: cpu */
        return sy__route_max(SY_BACKEND_CPU, dt, r);
#endif
#if SY_WITH_OPENCL
    case SY_BACKEND_OPENCL: /* opencl implements max for f32 f64 i32 i64 (backends.yaml:117:10) */
        return SY__ROUTE(r, SY_BACKEND_OPENCL, reduce, sy_opencl_max);
#endif
    default:
        return false;
    }
}

/* cast (backends.yaml:182:5) */
static bool sy__route_cast(sy_backend b, sy_dtype dt, sy__route *r)
{
    (void)dt;
    switch (b) {
#if SY_WITH_CPU
    case SY_BACKEND_CPU: /* cpu implements cast for f32 f64 i32 i64 bool (backends.yaml:47:10) */
        return SY__ROUTE(r, SY_BACKEND_CPU, ew, sy_cpu_cast);
#endif
#if SY_WITH_SIMD
    case SY_BACKEND_SIMD: /* simd implements cast for f32 f64 i32 i64 bool (backends.yaml:80:7) */
        return SY__ROUTE(r, SY_BACKEND_SIMD, ew, sy_simd_cast);
#endif
#if SY_WITH_BLAS
    case SY_BACKEND_BLAS: /* blas does not implement cast (backends.yaml:86:5); fallback: cpu */
        return sy__route_cast(SY_BACKEND_CPU, dt, r);
#endif
#if SY_WITH_SIM
    case SY_BACKEND_SIM: /* sim does not implement cast (backends.yaml:96:5); fallback: cpu */
        return sy__route_cast(SY_BACKEND_CPU, dt, r);
#endif
#if SY_WITH_OPENCL
    case SY_BACKEND_OPENCL: /* opencl implements cast for f32 f64 i32 i64 bool (backends.yaml:117:10) */
        return SY__ROUTE(r, SY_BACKEND_OPENCL, ew, sy_opencl_cast);
#endif
    default:
        return false;
    }
}

/* Backward functions rendered from the derivative formulas: sy_derivatives.c. */
sy_status sy__backward_neg(sy__backward_ctx *ctx);
sy_status sy__backward_abs(sy__backward_ctx *ctx);
sy_status sy__backward_exp(sy__backward_ctx *ctx);
sy_status sy__backward_log(sy__backward_ctx *ctx);
sy_status sy__backward_sqrt(sy__backward_ctx *ctx);
sy_status sy__backward_tanh(sy__backward_ctx *ctx);
sy_status sy__backward_sigmoid(sy__backward_ctx *ctx);
sy_status sy__backward_relu(sy__backward_ctx *ctx);
sy_status sy__backward_add(sy__backward_ctx *ctx);
sy_status sy__backward_sub(sy__backward_ctx *ctx);
sy_status sy__backward_mul(sy__backward_ctx *ctx);
sy_status sy__backward_div(sy__backward_ctx *ctx);
sy_status sy__backward_maximum(sy__backward_ctx *ctx);
sy_status sy__backward_where(sy__backward_ctx *ctx);
sy_status sy__backward_matmul(sy__backward_ctx *ctx);
sy_status sy__backward_sum(sy__backward_ctx *ctx);
sy_status sy__backward_mean(sy__backward_ctx *ctx);
sy_status sy__backward_max(sy__backward_ctx *ctx);
sy_status sy__backward_reshape(sy__backward_ctx *ctx);
sy_status sy__backward_permute(sy__backward_ctx *ctx);
sy_status sy__backward_transpose(sy__backward_ctx *ctx);
sy_status sy__backward_expand(sy__backward_ctx *ctx);
sy_status sy__backward_cast(sy__backward_ctx *ctx);

const sy__op_info sy__op_table[SY_OP_COUNT] = {
    [SY_OP_ZEROS] = {"zeros", SY__CLASS_FILL, 0, 0x1fu, false, false,
        sy__route_zeros, NULL, {0}}, /* backends.yaml:143:5 */
    [SY_OP_ONES] = {"ones", SY__CLASS_FILL, 0, 0x1fu, false, false,
        sy__route_ones, NULL, {0}}, /* backends.yaml:144:5 */
    [SY_OP_FULL] = {"full", SY__CLASS_FILL, 0, 0x1fu, false, false,
        sy__route_full, NULL, {0}}, /* backends.yaml:145:5 */
    [SY_OP_NEG] = {"neg", SY__CLASS_UNARY, 1, 0x0fu, true, true,
        sy__route_neg, sy__backward_neg, {0x00u}}, /* backends.yaml:147:5 */
    [SY_OP_ABS] = {"abs", SY__CLASS_UNARY, 1, 0x0fu, true, true,
        sy__route_abs, sy__backward_abs, {0x01u}}, /* backends.yaml:149:5 */
    [SY_OP_EXP] = {"exp", SY__CLASS_UNARY, 1, 0x03u, true, true,
        sy__route_exp, sy__backward_exp, {0x08u}}, /* backends.yaml:150:5 */
    [SY_OP_LOG] = {"log", SY__CLASS_UNARY, 1, 0x03u, true, true,
        sy__route_log, sy__backward_log, {0x01u}}, /* backends.yaml:151:5 */
    [SY_OP_SQRT] = {"sqrt", SY__CLASS_UNARY, 1, 0x03u, true, true,
        sy__route_sqrt, sy__backward_sqrt, {0x08u}}, /* backends.yaml:152:5 */
    [SY_OP_TANH] = {"tanh", SY__CLASS_UNARY, 1, 0x03u, true, true,
        sy__route_tanh, sy__backward_tanh, {0x08u}}, /* backends.yaml:153:5 */
    [SY_OP_SIGMOID] = {"sigmoid", SY__CLASS_UNARY, 1, 0x03u, true, true,
        sy__route_sigmoid, sy__backward_sigmoid, {0x08u}}, /* backends.yaml:154:5 */
    [SY_OP_RELU] = {"relu", SY__CLASS_UNARY, 1, 0x0fu, true, true,
        sy__route_relu, sy__backward_relu, {0x01u}}, /* backends.yaml:155:5 */
    [SY_OP_ADD] = {"add", SY__CLASS_BINARY, 2, 0x0fu, true, true,
        sy__route_add, sy__backward_add, {0x00u, 0x00u}}, /* backends.yaml:157:5 */
    [SY_OP_SUB] = {"sub", SY__CLASS_BINARY, 2, 0x0fu, true, true,
        sy__route_sub, sy__backward_sub, {0x00u, 0x00u}}, /* backends.yaml:158:5 */
    [SY_OP_MUL] = {"mul", SY__CLASS_BINARY, 2, 0x0fu, true, true,
        sy__route_mul, sy__backward_mul, {0x02u, 0x01u}}, /* backends.yaml:159:5 */
    [SY_OP_DIV] = {"div", SY__CLASS_BINARY, 2, 0x03u, true, true,
        sy__route_div, sy__backward_div, {0x02u, 0x0au}}, /* backends.yaml:160:5 */
    [SY_OP_MAXIMUM] = {"maximum", SY__CLASS_BINARY, 2, 0x0fu, true, true,
        sy__route_maximum, sy__backward_maximum, {0x03u, 0x03u}}, /* backends.yaml:162:5 */
    [SY_OP_EQ] = {"eq", SY__CLASS_COMPARE, 2, 0x1fu, false, false,
        sy__route_eq, NULL, {0}}, /* backends.yaml:164:5 */
    [SY_OP_LT] = {"lt", SY__CLASS_COMPARE, 2, 0x1fu, false, false,
        sy__route_lt, NULL, {0}}, /* backends.yaml:165:5 */
    [SY_OP_GT] = {"gt", SY__CLASS_COMPARE, 2, 0x1fu, false, false,
        sy__route_gt, NULL, {0}}, /* backends.yaml:166:5 */
    [SY_OP_WHERE] = {"where", SY__CLASS_WHERE, 3, 0x1fu, true, true,
        sy__route_where, sy__backward_where, {0x00u, 0x01u, 0x01u}}, /* backends.yaml:168:5 */
    [SY_OP_MATMUL] = {"matmul", SY__CLASS_MATMUL, 2, 0x0fu, true, false,
        sy__route_matmul, sy__backward_matmul, {0x02u, 0x01u}}, /* backends.yaml:170:5 */
    [SY_OP_SUM] = {"sum", SY__CLASS_REDUCE, 1, 0x0fu, true, false,
        sy__route_sum, sy__backward_sum, {0x10u}}, /* backends.yaml:172:5 */
    [SY_OP_MEAN] = {"mean", SY__CLASS_REDUCE, 1, 0x03u, true, false,
        sy__route_mean, sy__backward_mean, {0x10u}}, /* backends.yaml:173:5 */
    [SY_OP_MAX] = {"max", SY__CLASS_REDUCE, 1, 0x0fu, true, false,
        sy__route_max, sy__backward_max, {0x09u}}, /* backends.yaml:176:5 */
    [SY_OP_RESHAPE] = {"reshape", SY__CLASS_RESHAPE, 1, 0x1fu, true, false,
        NULL, sy__backward_reshape, {0x10u}}, /* backends.yaml:178:5 */
    [SY_OP_PERMUTE] = {"permute", SY__CLASS_PERMUTE, 1, 0x1fu, true, false,
        NULL, sy__backward_permute, {0x00u}}, /* backends.yaml:179:5 */
    [SY_OP_TRANSPOSE] = {"transpose", SY__CLASS_TRANSPOSE, 1, 0x1fu, true, false,
        NULL, sy__backward_transpose, {0x00u}}, /* backends.yaml:180:5 */
    [SY_OP_EXPAND] = {"expand", SY__CLASS_EXPAND, 1, 0x1fu, true, false,
        NULL, sy__backward_expand, {0x00u}}, /* backends.yaml:181:5 */
    [SY_OP_CAST] = {"cast", SY__CLASS_CAST, 1, 0x1fu, true, false,
        sy__route_cast, sy__backward_cast, {0x10u}}, /* backends.yaml:182:5 */
};
_Static_assert(sizeof(sy__op_table) / sizeof(sy__op_table[0]) == SY_OP_COUNT, "one row per op");
_Static_assert(SY_OP_COUNT == 29, "sy_op matches backends.yaml");

/* zeros: creation: a new tensor of `shape` and `dtype` on `device`, every element `value`. dtypes: f32 f64 i32 i64 bool. backends.yaml:143:5 */
sy_status sy_zeros(const int64_t *shape, int rank, sy_dtype dtype, sy_device device, sy_tensor **out)
{
    sy__attrs attrs = {0};
    sy__attrs_set_shape(&attrs, shape, rank);
    attrs.dtype = dtype;
    attrs.device = device;
    attrs.value = 0.0;
    const sy__call call = {.op = SY_OP_ZEROS, .n_in = 0, .in = {NULL}, .attrs = &attrs};
    return sy__dispatch(&call, out);
}

/* ones: creation: a new tensor of `shape` and `dtype` on `device`, every element `value`. dtypes: f32 f64 i32 i64 bool. backends.yaml:144:5 */
sy_status sy_ones(const int64_t *shape, int rank, sy_dtype dtype, sy_device device, sy_tensor **out)
{
    sy__attrs attrs = {0};
    sy__attrs_set_shape(&attrs, shape, rank);
    attrs.dtype = dtype;
    attrs.device = device;
    attrs.value = 1.0;
    const sy__call call = {.op = SY_OP_ONES, .n_in = 0, .in = {NULL}, .attrs = &attrs};
    return sy__dispatch(&call, out);
}

/* full: creation: a new tensor of `shape` and `dtype` on `device`, every element `value`. dtypes: f32 f64 i32 i64 bool. backends.yaml:145:5 */
sy_status sy_full(const int64_t *shape, int rank, double value, sy_dtype dtype, sy_device device, sy_tensor **out)
{
    sy__attrs attrs = {0};
    sy__attrs_set_shape(&attrs, shape, rank);
    attrs.value = value;
    attrs.dtype = dtype;
    attrs.device = device;
    const sy__call call = {.op = SY_OP_FULL, .n_in = 0, .in = {NULL}, .attrs = &attrs};
    return sy__dispatch(&call, out);
}

/* neg: elementwise, one input, same dtype out. dtypes: f32 f64 i32 i64. backends.yaml:147:5 */
sy_status sy_neg(const sy_tensor *a, sy_tensor **out)
{
    const sy__call call = {.op = SY_OP_NEG, .n_in = 1, .in = {a}, .attrs = &sy__no_attrs};
    return sy__dispatch_ew(&call, out);
}

/* abs: elementwise, one input, same dtype out. dtypes: f32 f64 i32 i64. backends.yaml:149:5 */
sy_status sy_abs(const sy_tensor *a, sy_tensor **out)
{
    const sy__call call = {.op = SY_OP_ABS, .n_in = 1, .in = {a}, .attrs = &sy__no_attrs};
    return sy__dispatch_ew(&call, out);
}

/* exp: elementwise, one input, same dtype out. dtypes: f32 f64. backends.yaml:150:5 */
sy_status sy_exp(const sy_tensor *a, sy_tensor **out)
{
    const sy__call call = {.op = SY_OP_EXP, .n_in = 1, .in = {a}, .attrs = &sy__no_attrs};
    return sy__dispatch_ew(&call, out);
}

/* log: elementwise, one input, same dtype out. dtypes: f32 f64. backends.yaml:151:5 */
sy_status sy_log(const sy_tensor *a, sy_tensor **out)
{
    const sy__call call = {.op = SY_OP_LOG, .n_in = 1, .in = {a}, .attrs = &sy__no_attrs};
    return sy__dispatch_ew(&call, out);
}

/* sqrt: elementwise, one input, same dtype out. dtypes: f32 f64. backends.yaml:152:5 */
sy_status sy_sqrt(const sy_tensor *a, sy_tensor **out)
{
    const sy__call call = {.op = SY_OP_SQRT, .n_in = 1, .in = {a}, .attrs = &sy__no_attrs};
    return sy__dispatch_ew(&call, out);
}

/* tanh: elementwise, one input, same dtype out. dtypes: f32 f64. backends.yaml:153:5 */
sy_status sy_tanh(const sy_tensor *a, sy_tensor **out)
{
    const sy__call call = {.op = SY_OP_TANH, .n_in = 1, .in = {a}, .attrs = &sy__no_attrs};
    return sy__dispatch_ew(&call, out);
}

/* sigmoid: elementwise, one input, same dtype out. dtypes: f32 f64. backends.yaml:154:5 */
sy_status sy_sigmoid(const sy_tensor *a, sy_tensor **out)
{
    const sy__call call = {.op = SY_OP_SIGMOID, .n_in = 1, .in = {a}, .attrs = &sy__no_attrs};
    return sy__dispatch_ew(&call, out);
}

/* relu: elementwise, one input, same dtype out. dtypes: f32 f64 i32 i64. backends.yaml:155:5 */
sy_status sy_relu(const sy_tensor *a, sy_tensor **out)
{
    const sy__call call = {.op = SY_OP_RELU, .n_in = 1, .in = {a}, .attrs = &sy__no_attrs};
    return sy__dispatch_ew(&call, out);
}

/* add: elementwise, two inputs broadcast like NumPy, same dtype out. dtypes: f32 f64 i32 i64. backends.yaml:157:5 */
sy_status sy_add(const sy_tensor *a, const sy_tensor *b, sy_tensor **out)
{
    const sy__call call = {.op = SY_OP_ADD, .n_in = 2, .in = {a, b}, .attrs = &sy__no_attrs};
    return sy__dispatch_ew(&call, out);
}

/* sub: elementwise, two inputs broadcast like NumPy, same dtype out. dtypes: f32 f64 i32 i64. backends.yaml:158:5 */
sy_status sy_sub(const sy_tensor *a, const sy_tensor *b, sy_tensor **out)
{
    const sy__call call = {.op = SY_OP_SUB, .n_in = 2, .in = {a, b}, .attrs = &sy__no_attrs};
    return sy__dispatch_ew(&call, out);
}

/* mul: elementwise, two inputs broadcast like NumPy, same dtype out. dtypes: f32 f64 i32 i64. backends.yaml:159:5 */
sy_status sy_mul(const sy_tensor *a, const sy_tensor *b, sy_tensor **out)
{
    const sy__call call = {.op = SY_OP_MUL, .n_in = 2, .in = {a, b}, .attrs = &sy__no_attrs};
    return sy__dispatch_ew(&call, out);
}

/* div: elementwise, two inputs broadcast like NumPy, same dtype out. dtypes: f32 f64. backends.yaml:160:5 */
sy_status sy_div(const sy_tensor *a, const sy_tensor *b, sy_tensor **out)
{
    const sy__call call = {.op = SY_OP_DIV, .n_in = 2, .in = {a, b}, .attrs = &sy__no_attrs};
    return sy__dispatch_ew(&call, out);
}

/* maximum: elementwise, two inputs broadcast like NumPy, same dtype out. dtypes: f32 f64 i32 i64. backends.yaml:162:5 */
sy_status sy_maximum(const sy_tensor *a, const sy_tensor *b, sy_tensor **out)
{
    const sy__call call = {.op = SY_OP_MAXIMUM, .n_in = 2, .in = {a, b}, .attrs = &sy__no_attrs};
    return sy__dispatch_ew(&call, out);
}

/* eq: elementwise comparison, broadcast, bool out. dtypes: f32 f64 i32 i64 bool. backends.yaml:164:5 */
sy_status sy_eq(const sy_tensor *a, const sy_tensor *b, sy_tensor **out)
{
    const sy__call call = {.op = SY_OP_EQ, .n_in = 2, .in = {a, b}, .attrs = &sy__no_attrs};
    return sy__dispatch(&call, out);
}

/* lt: elementwise comparison, broadcast, bool out. dtypes: f32 f64 i32 i64 bool. backends.yaml:165:5 */
sy_status sy_lt(const sy_tensor *a, const sy_tensor *b, sy_tensor **out)
{
    const sy__call call = {.op = SY_OP_LT, .n_in = 2, .in = {a, b}, .attrs = &sy__no_attrs};
    return sy__dispatch(&call, out);
}

/* gt: elementwise comparison, broadcast, bool out. dtypes: f32 f64 i32 i64 bool. backends.yaml:166:5 */
sy_status sy_gt(const sy_tensor *a, const sy_tensor *b, sy_tensor **out)
{
    const sy__call call = {.op = SY_OP_GT, .n_in = 2, .in = {a, b}, .attrs = &sy__no_attrs};
    return sy__dispatch(&call, out);
}

/* where: cond ? a : b, all three broadcast. dtypes: f32 f64 i32 i64 bool. backends.yaml:168:5 */
sy_status sy_where(const sy_tensor *cond, const sy_tensor *a, const sy_tensor *b, sy_tensor **out)
{
    const sy__call call = {.op = SY_OP_WHERE, .n_in = 3, .in = {cond, a, b}, .attrs = &sy__no_attrs};
    return sy__dispatch(&call, out);
}

/* matmul: matrix product over the last two axes, batch axes broadcast. dtypes: f32 f64 i32 i64. backends.yaml:170:5 */
sy_status sy_matmul(const sy_tensor *a, const sy_tensor *b, sy_tensor **out)
{
    const sy__call call = {.op = SY_OP_MATMUL, .n_in = 2, .in = {a, b}, .attrs = &sy__no_attrs};
    return sy__dispatch(&call, out);
}

/* sum: reduction over one axis or SY_AXIS_ALL. dtypes: f32 f64 i32 i64. backends.yaml:172:5 */
sy_status sy_sum(const sy_tensor *a, int axis, bool keepdim, sy_tensor **out)
{
    sy__attrs attrs = {0};
    attrs.axis = axis;
    attrs.keepdim = keepdim;
    const sy__call call = {.op = SY_OP_SUM, .n_in = 1, .in = {a}, .attrs = &attrs};
    return sy__dispatch(&call, out);
}

/* mean: reduction over one axis or SY_AXIS_ALL. dtypes: f32 f64. backends.yaml:173:5 */
sy_status sy_mean(const sy_tensor *a, int axis, bool keepdim, sy_tensor **out)
{
    sy__attrs attrs = {0};
    attrs.axis = axis;
    attrs.keepdim = keepdim;
    const sy__call call = {.op = SY_OP_MEAN, .n_in = 1, .in = {a}, .attrs = &attrs};
    return sy__dispatch(&call, out);
}

/* max: reduction over one axis or SY_AXIS_ALL. dtypes: f32 f64 i32 i64. backends.yaml:176:5 */
sy_status sy_max(const sy_tensor *a, int axis, bool keepdim, sy_tensor **out)
{
    sy__attrs attrs = {0};
    attrs.axis = axis;
    attrs.keepdim = keepdim;
    const sy__call call = {.op = SY_OP_MAX, .n_in = 1, .in = {a}, .attrs = &attrs};
    return sy__dispatch(&call, out);
}

/* reshape: same elements, new shape (one -1 is inferred); a view when contiguous. dtypes: f32 f64 i32 i64 bool. backends.yaml:178:5 */
sy_status sy_reshape(const sy_tensor *a, const int64_t *shape, int rank, sy_tensor **out)
{
    sy__attrs attrs = {0};
    sy__attrs_set_shape(&attrs, shape, rank);
    const sy__call call = {.op = SY_OP_RESHAPE, .n_in = 1, .in = {a}, .attrs = &attrs};
    return sy__dispatch(&call, out);
}

/* permute: axes reordered; a view. dtypes: f32 f64 i32 i64 bool. backends.yaml:179:5 */
sy_status sy_permute(const sy_tensor *a, const int *perm, int rank, sy_tensor **out)
{
    sy__attrs attrs = {0};
    sy__attrs_set_perm(&attrs, perm, rank);
    const sy__call call = {.op = SY_OP_PERMUTE, .n_in = 1, .in = {a}, .attrs = &attrs};
    return sy__dispatch(&call, out);
}

/* transpose: two axes swapped; a view. dtypes: f32 f64 i32 i64 bool. backends.yaml:180:5 */
sy_status sy_transpose(const sy_tensor *a, int dim0, int dim1, sy_tensor **out)
{
    sy__attrs attrs = {0};
    attrs.dim0 = dim0;
    attrs.dim1 = dim1;
    const sy__call call = {.op = SY_OP_TRANSPOSE, .n_in = 1, .in = {a}, .attrs = &attrs};
    return sy__dispatch(&call, out);
}

/* expand: broadcast to a larger shape; a view with stride 0. dtypes: f32 f64 i32 i64 bool. backends.yaml:181:5 */
sy_status sy_expand(const sy_tensor *a, const int64_t *shape, int rank, sy_tensor **out)
{
    sy__attrs attrs = {0};
    sy__attrs_set_shape(&attrs, shape, rank);
    const sy__call call = {.op = SY_OP_EXPAND, .n_in = 1, .in = {a}, .attrs = &attrs};
    return sy__dispatch(&call, out);
}

/* cast: elementwise conversion to `dtype`. dtypes: f32 f64 i32 i64 bool. backends.yaml:182:5 */
sy_status sy_cast(const sy_tensor *a, sy_dtype dtype, sy_tensor **out)
{
    sy__attrs attrs = {0};
    attrs.dtype = dtype;
    const sy__call call = {.op = SY_OP_CAST, .n_in = 1, .in = {a}, .attrs = &attrs};
    return sy__dispatch(&call, out);
}

