/* switchyard simd backend, private: the unary kernels: float unary (explicit vector API) and integer
 * unary (plain C). Defines SY__UN_C, which sy_simd_body_cast.h reuses.
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
#error "sy_simd_body_unary.h is part of sy_simd_body.h; include that instead"
#endif
#ifdef SY__SIMD_BODY_UNARY_DONE
#error "sy_simd_body_unary.h included twice in one translation unit"
#endif
#define SY__SIMD_BODY_UNARY_DONE

/* ==== float unary ========================================================= */

/* out[0..n) = EXPR(v) over vectors v of V (T elements, W lanes) */
#define SY__UN_F(NAME, V, T, W, EXPR)                                                                         \
    static void NAME(void *out, const void *in, int64_t n)                                                    \
    {                                                                                                         \
        T *o = (T *)out;                                                                                      \
        const T *a = (const T *)in;                                                                           \
        int64_t i = 0;                                                                                        \
        for (; i + 2 * (W) <= n; i += 2 * (W)) {                                                              \
            V v = V##_load(a + i);                                                                            \
            V r0 = (EXPR);                                                                                    \
            v = V##_load(a + i + (W));                                                                        \
            V r1 = (EXPR);                                                                                    \
            V##_store(o + i, r0);                                                                             \
            V##_store(o + i + (W), r1);                                                                       \
        }                                                                                                     \
        for (; i + (W) <= n; i += (W)) {                                                                      \
            V v = V##_load(a + i);                                                                            \
            V##_store(o + i, (EXPR));                                                                         \
        }                                                                                                     \
        if (i < n) {                                                                                          \
            V v = V##_loadn(a + i, n - i);                                                                    \
            V##_storen(o + i, (EXPR), n - i);                                                                 \
        }                                                                                                     \
    }

SY__UN_F(un_neg_f32, vf, float, VF_W, vf_xor(v, vf_set1(-0.0f)))
SY__UN_F(un_abs_f32, vf, float, VF_W, vf_andnot(vf_set1(-0.0f), v))
/* relu keeps NaN and -0 (neither is < 0) */
SY__UN_F(un_relu_f32, vf, float, VF_W, vf_sel(vf_lt(v, vf_zero()), vf_zero(), v))
SY__UN_F(un_sqrt_f32, vf, float, VF_W, vf_sqrt(v))
SY__UN_F(un_exp_f32, vf, float, VF_W, vf_exp(v))
SY__UN_F(un_log_f32, vf, float, VF_W, vf_log(v))
SY__UN_F(un_tanh_f32, vf, float, VF_W, vf_tanh(v))
SY__UN_F(un_sigmoid_f32, vf, float, VF_W, vf_sigmoid(v))
/* f32 out[0..n) = (float)EXPR(v) over vectors v of VD_W floats widened to
 * doubles (sy_simd_vec.h, "f32 sin, cos and erf"). A block in which some
 * |x| is not below HUGE (inf and NaN included) is redone element by element
 * there with the double libm function LIBM, rounded once: the reduction
 * those functions use holds below 2^28 only. */
#define SY__UN_FD(NAME, EXPR, HUGE, LIBM)                                                                     \
    static void NAME(void *out, const void *in, int64_t n)                                                    \
    {                                                                                                         \
        float *o = (float *)out;                                                                              \
        const float *a = (const float *)in;                                                                   \
        const vd huge = vd_set1(HUGE), sign = vd_set1(-0.0);                                                  \
        int64_t i = 0;                                                                                        \
        for (; i + 2 * VD_W <= n; i += 2 * VD_W) {                                                            \
            vd v = vd_from_f32(a + i);                                                                        \
            const vd r0 = (EXPR);                                                                             \
            const md ok0 = vd_lt(vd_andnot(sign, v), huge);                                                   \
            v = vd_from_f32(a + i + VD_W);                                                                    \
            const vd r1 = (EXPR);                                                                             \
            const md ok1 = vd_lt(vd_andnot(sign, v), huge);                                                   \
            vd_to_f32(o + i, r0);                                                                             \
            vd_to_f32(o + i + VD_W, r1);                                                                      \
            if (!md_all(ok0) || !md_all(ok1))                                                                 \
                for (int64_t j = i; j < i + 2 * VD_W; j++)                                                    \
                    if (!(fabsf(a[j]) < (float)(HUGE)))                                                       \
                        o[j] = (float)LIBM((double)a[j]);                                                     \
        }                                                                                                     \
        for (; i < n; i += VD_W) {                                                                            \
            const int64_t w = SY__MIN(n - i, (int64_t)VD_W);                                                  \
            const vd v = w == VD_W ? vd_from_f32(a + i) : vd_from_f32n(a + i, w);                             \
            if (w == VD_W)                                                                                    \
                vd_to_f32(o + i, (EXPR));                                                                     \
            else                                                                                              \
                vd_to_f32n(o + i, (EXPR), w);                                                                 \
            if (!md_all(vd_lt(vd_andnot(sign, v), huge)))                                                     \
                for (int64_t j = i; j < i + w; j++)                                                           \
                    if (!(fabsf(a[j]) < (float)(HUGE)))                                                       \
                        o[j] = (float)LIBM((double)a[j]);                                                     \
        }                                                                                                     \
    }

/* sin and cos below 2^28 (the reduction's range); erf has no such limit */
SY__UN_FD(un_sin_f32, vd_sin_f32(v), 0x1p28, sin)
SY__UN_FD(un_cos_f32, vd_cos_f32(v), 0x1p28, cos)
SY__UN_FD(un_erf_f32, vd_erf_f32(v), INFINITY, erf)

SY__UN_F(un_neg_f64, vd, double, VD_W, vd_xor(v, vd_set1(-0.0)))
SY__UN_F(un_abs_f64, vd, double, VD_W, vd_andnot(vd_set1(-0.0), v))
SY__UN_F(un_relu_f64, vd, double, VD_W, vd_sel(vd_lt(v, vd_zero()), vd_zero(), v))
SY__UN_F(un_sqrt_f64, vd, double, VD_W, vd_sqrt(v))

/* ==== integer unary ======================================================= */

#define SY__UN_C(NAME, T, TO, EXPR)                                                                           \
    static void NAME(void *out, const void *in, int64_t n)                                                    \
    {                                                                                                         \
        TO *restrict o = (TO *)out;                                                                           \
        const T *restrict a = (const T *)in;                                                                  \
        for (int64_t i = 0; i < n; i++) {                                                                     \
            const T x = a[i];                                                                                 \
            o[i] = (TO)(EXPR);                                                                                \
        }                                                                                                     \
    }

/* neg and abs of the minimum give the minimum (wrap) */
SY__UN_C(un_neg_i32, uint32_t, uint32_t, 0u - x)
SY__UN_C(un_neg_i64, uint64_t, uint64_t, 0u - x)
SY__UN_C(un_abs_i32, int32_t, uint32_t, x < 0 ? 0u - (uint32_t)x : (uint32_t)x)
SY__UN_C(un_abs_i64, int64_t, uint64_t, x < 0 ? 0u - (uint64_t)x : (uint64_t)x)
SY__UN_C(un_relu_i32, int32_t, int32_t, x < 0 ? 0 : x)
SY__UN_C(un_relu_i64, int64_t, int64_t, x < 0 ? 0 : x)
