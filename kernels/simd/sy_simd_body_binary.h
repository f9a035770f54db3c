/* switchyard simd backend, private: the binary kernels: float binary (explicit vector API), integer
 * binary and the comparisons (plain C).
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
#error "sy_simd_body_binary.h is part of sy_simd_body.h; include that instead"
#endif
#ifdef SY__SIMD_BODY_BINARY_DONE
#error "sy_simd_body_binary.h included twice in one translation unit"
#endif
#define SY__SIMD_BODY_BINARY_DONE

/* ==== float binary ======================================================== */

/* out = EXPR(x, y) for the operand modes VV, VS (b[0] broadcast), SV */
#define SY__BIN_F(NAME, V, T, W, EXPR)                                                                        \
    static void NAME(void *out, const void *pa, const void *pb, int64_t n, int mode)                          \
    {                                                                                                         \
        T *o = (T *)out;                                                                                      \
        const T *a = (const T *)pa, *b = (const T *)pb;                                                       \
        int64_t i = 0;                                                                                        \
        if (mode == SY__SIMD_VV) {                                                                            \
            for (; i + 2 * (W) <= n; i += 2 * (W)) {                                                          \
                V x = V##_load(a + i), y = V##_load(b + i);                                                   \
                const V r0 = (EXPR);                                                                          \
                x = V##_load(a + i + (W));                                                                    \
                y = V##_load(b + i + (W));                                                                    \
                V##_store(o + i, r0);                                                                         \
                V##_store(o + i + (W), (EXPR));                                                               \
            }                                                                                                 \
            for (; i + (W) <= n; i += (W)) {                                                                  \
                const V x = V##_load(a + i), y = V##_load(b + i);                                             \
                V##_store(o + i, (EXPR));                                                                     \
            }                                                                                                 \
            if (i < n) {                                                                                      \
                const V x = V##_loadn(a + i, n - i), y = V##_loadn(b + i, n - i);                             \
                V##_storen(o + i, (EXPR), n - i);                                                             \
            }                                                                                                 \
        } else if (mode == SY__SIMD_VS) {                                                                     \
            const V y = V##_set1(b[0]);                                                                       \
            for (; i + (W) <= n; i += (W)) {                                                                  \
                const V x = V##_load(a + i);                                                                  \
                V##_store(o + i, (EXPR));                                                                     \
            }                                                                                                 \
            if (i < n) {                                                                                      \
                const V x = V##_loadn(a + i, n - i);                                                          \
                V##_storen(o + i, (EXPR), n - i);                                                             \
            }                                                                                                 \
        } else {                                                                                              \
            const V x = V##_set1(a[0]);                                                                       \
            for (; i + (W) <= n; i += (W)) {                                                                  \
                const V y = V##_load(b + i);                                                                  \
                V##_store(o + i, (EXPR));                                                                     \
            }                                                                                                 \
            if (i < n) {                                                                                      \
                const V y = V##_loadn(b + i, n - i);                                                          \
                V##_storen(o + i, (EXPR), n - i);                                                             \
            }                                                                                                 \
        }                                                                                                     \
    }

SY__BIN_F(bin_add_f32, vf, float, VF_W, vf_add(x, y))
SY__BIN_F(bin_sub_f32, vf, float, VF_W, vf_sub(x, y))
SY__BIN_F(bin_mul_f32, vf, float, VF_W, vf_mul(x, y))
SY__BIN_F(bin_div_f32, vf, float, VF_W, vf_div(x, y))
SY__BIN_F(bin_maximum_f32, vf, float, VF_W, vf_maxnan(x, y))
SY__BIN_F(bin_add_f64, vd, double, VD_W, vd_add(x, y))
SY__BIN_F(bin_sub_f64, vd, double, VD_W, vd_sub(x, y))
SY__BIN_F(bin_mul_f64, vd, double, VD_W, vd_mul(x, y))
SY__BIN_F(bin_div_f64, vd, double, VD_W, vd_div(x, y))
SY__BIN_F(bin_maximum_f64, vd, double, VD_W, vd_maxnan(x, y))

/* ==== integer binary and comparisons (plain C) ============================ */

#define SY__BIN_C(NAME, T, TO, EXPR)                                                                          \
    static void NAME(void *out, const void *pa, const void *pb, int64_t n, int mode)                          \
    {                                                                                                         \
        TO *restrict o = (TO *)out;                                                                           \
        const T *restrict a = (const T *)pa;                                                                  \
        const T *restrict b = (const T *)pb;                                                                  \
        if (mode == SY__SIMD_VV) {                                                                            \
            for (int64_t i = 0; i < n; i++) {                                                                 \
                const T x = a[i], y = b[i];                                                                   \
                o[i] = (TO)(EXPR);                                                                            \
            }                                                                                                 \
        } else if (mode == SY__SIMD_VS) {                                                                     \
            const T y = b[0];                                                                                 \
            for (int64_t i = 0; i < n; i++) {                                                                 \
                const T x = a[i];                                                                             \
                o[i] = (TO)(EXPR);                                                                            \
            }                                                                                                 \
        } else {                                                                                              \
            const T x = a[0];                                                                                 \
            for (int64_t i = 0; i < n; i++) {                                                                 \
                const T y = b[i];                                                                             \
                o[i] = (TO)(EXPR);                                                                            \
            }                                                                                                 \
        }                                                                                                     \
    }

SY__BIN_C(bin_add_i32, uint32_t, uint32_t, x + y)
SY__BIN_C(bin_sub_i32, uint32_t, uint32_t, x - y)
SY__BIN_C(bin_mul_i32, uint32_t, uint32_t, 1u * x * y)
SY__BIN_C(bin_maximum_i32, int32_t, int32_t, x > y ? x : y)
SY__BIN_C(bin_add_i64, uint64_t, uint64_t, x + y)
SY__BIN_C(bin_sub_i64, uint64_t, uint64_t, x - y)
SY__BIN_C(bin_mul_i64, uint64_t, uint64_t, x * y)
SY__BIN_C(bin_maximum_i64, int64_t, int64_t, x > y ? x : y)

/* comparisons -> bool; any comparison with NaN is false; bools compare as 0/1 */
#define SY__CMP_ALL(OPNAME, CMP)                                                                              \
    SY__BIN_C(cmp_##OPNAME##_f32, float, uint8_t, x CMP y)                                                    \
    SY__BIN_C(cmp_##OPNAME##_f64, double, uint8_t, x CMP y)                                                   \
    SY__BIN_C(cmp_##OPNAME##_i32, int32_t, uint8_t, x CMP y)                                                  \
    SY__BIN_C(cmp_##OPNAME##_i64, int64_t, uint8_t, x CMP y)                                                  \
    SY__BIN_C(cmp_##OPNAME##_b8, uint8_t, uint8_t, x CMP y)
SY__CMP_ALL(eq, ==)
SY__CMP_ALL(lt, <)
SY__CMP_ALL(gt, >)
