/* switchyard simd backend, private: the dtype casts (needs SY__UN_C from
 * sy_simd_body_unary.h).
 *
 * Part of the body of one ISA variant; included only by sy_simd_body.h, in
 * its order, after the variant's sy_simd_isa_<name>.c has set the target and
 * the SY__SIMD_* / SY__GEMM_* macros (see sy_simd_body.h).
 *
 * Deliberately no include guard: every ISA translation unit includes this
 * file once, and each inclusion instantiates the same code as static
 * functions for that unit's vector macros (sy_simd_vec.h) and target. The
 * per-unit macro below only turns a second inclusion into the same unit into
 * a clear error instead of a list of redefinitions. */
#ifndef SY__SIMD_BODY_ACTIVE
#error "sy_simd_body_cast.h is part of sy_simd_body.h; include that instead"
#endif
#ifdef SY__SIMD_BODY_CAST_DONE
#error "sy_simd_body_cast.h included twice in one translation unit"
#endif
#define SY__SIMD_BODY_CAST_DONE

/* ==== cast ================================================================= */

/* float -> int: truncates toward zero, saturates, NaN gives 0; the clamped
 * value is always in range before the C conversion. */
static inline int32_t sat_f64_i32(double x)
{
    double c = x == x ? x : 0.0;
    c = c < -0x1p31 ? -0x1p31 : c;
    c = c >= 0x1p31 ? 0.0 : c;
    const int32_t r = (int32_t)c;
    return x >= 0x1p31 ? INT32_MAX : r;
}
static inline int32_t sat_f32_i32(float x)
{
    float c = x == x ? x : 0.0f;
    c = c < -0x1p31f ? -0x1p31f : c;
    c = c >= 0x1p31f ? 0.0f : c;
    const int32_t r = (int32_t)c;
    return x >= 0x1p31f ? INT32_MAX : r;
}
static inline int64_t sat_f32_i64(float x)
{
    float c = x == x ? x : 0.0f;
    c = c < -0x1p63f ? -0x1p63f : c;
    c = c >= 0x1p63f ? 0.0f : c;
    const int64_t r = (int64_t)c;
    return x >= 0x1p63f ? INT64_MAX : r;
}
static inline int64_t sat_f64_i64(double x)
{
    double c = x == x ? x : 0.0;
    c = c < -0x1p63 ? -0x1p63 : c;
    c = c >= 0x1p63 ? 0.0 : c;
    const int64_t r = (int64_t)c;
    return x >= 0x1p63 ? INT64_MAX : r;
}

#define SY__CAST(NAME, TI, TO, EXPR) SY__UN_C(NAME, TI, TO, EXPR)

static void cast_copy(void *out, const void *in, int64_t n, size_t es) { memcpy(out, in, (size_t)n * es); }
static void cast_f32_f32(void *out, const void *in, int64_t n) { cast_copy(out, in, n, 4); }
static void cast_f64_f64(void *out, const void *in, int64_t n) { cast_copy(out, in, n, 8); }
static void cast_i32_i32(void *out, const void *in, int64_t n) { cast_copy(out, in, n, 4); }
static void cast_i64_i64(void *out, const void *in, int64_t n) { cast_copy(out, in, n, 8); }
SY__CAST(cast_f32_f64, float, double, x)
SY__CAST(cast_f32_i32, float, int32_t, sat_f32_i32(x))
SY__CAST(cast_f32_i64, float, int64_t, sat_f32_i64(x))
SY__CAST(cast_f32_b8, float, uint8_t, x != 0)
SY__CAST(cast_f64_f32, double, float, x)
SY__CAST(cast_f64_i32, double, int32_t, sat_f64_i32(x))
SY__CAST(cast_f64_i64, double, int64_t, sat_f64_i64(x))
SY__CAST(cast_f64_b8, double, uint8_t, x != 0)
SY__CAST(cast_i32_f32, int32_t, float, x)
SY__CAST(cast_i32_f64, int32_t, double, x)
SY__CAST(cast_i32_i64, int32_t, int64_t, x)
SY__CAST(cast_i32_b8, int32_t, uint8_t, x != 0)
SY__CAST(cast_i64_f32, int64_t, float, x)
SY__CAST(cast_i64_f64, int64_t, double, x)
SY__CAST(cast_i64_i32, uint64_t, uint32_t, x) /* keeps the low 32 bits (wraps) */
SY__CAST(cast_i64_b8, int64_t, uint8_t, x != 0)
SY__CAST(cast_b8_f32, uint8_t, float, x != 0 ? 1.0f : 0.0f)
SY__CAST(cast_b8_f64, uint8_t, double, x != 0 ? 1.0 : 0.0)
SY__CAST(cast_b8_i32, uint8_t, int32_t, x != 0)
SY__CAST(cast_b8_i64, uint8_t, int64_t, x != 0)
SY__CAST(cast_b8_b8, uint8_t, uint8_t, x != 0)
