/* switchyard simd backend, private: the reductions: one contiguous row (sum, mean, max) and
 * columns (sum, mean, max).
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
#error "sy_simd_body_reduce.h is part of sy_simd_body.h; include that instead"
#endif
#ifdef SY__SIMD_BODY_REDUCE_DONE
#error "sy_simd_body_reduce.h included twice in one translation unit"
#endif
#define SY__SIMD_BODY_REDUCE_DONE

/* ==== reductions: one contiguous row ====================================== */

/* f64 sum of n doubles (n >= 1): four vector accumulators, then the lanes
 * pairwise, in a fixed order. */
static double sum_lanes_d(vd v)
{
    double l[VD_W];
    vd_store(l, v);
    for (int w = VD_W / 2; w >= 1; w /= 2)
        for (int i = 0; i < w; i++)
            l[i] += l[i + w];
    return l[0];
}

static void rrow_sum_f64(const void *in, int64_t n, sy__simd_acc *acc)
{
    const double *a = (const double *)in;
    vd s0 = vd_zero(), s1 = vd_zero(), s2 = vd_zero(), s3 = vd_zero();
    int64_t i = 0;
    for (; i + 4 * VD_W <= n; i += 4 * VD_W) {
        s0 = vd_add(s0, vd_load(a + i));
        s1 = vd_add(s1, vd_load(a + i + VD_W));
        s2 = vd_add(s2, vd_load(a + i + 2 * VD_W));
        s3 = vd_add(s3, vd_load(a + i + 3 * VD_W));
    }
    for (; i + VD_W <= n; i += VD_W)
        s0 = vd_add(s0, vd_load(a + i));
    if (i < n)
        s1 = vd_add(s1, vd_loadn(a + i, n - i));
    acc->d = sum_lanes_d(vd_add(vd_add(s0, s1), vd_add(s2, s3)));
}

/* f32 sum of n floats (n >= 1), in f32 vectors, pairwise. A leaf is
 * SY__PW_R rounds of SY__PW_K vector accumulators (each lane adds R values
 * in sequence), whose accumulators are then added as a tree; leaves are
 * combined like a binary counter (a stack holding the sums of 2^j leaves for
 * distinct j, the smallest on top), the stack collapses smallest first into
 * the partial last leaf, and the lanes are added as a tree. One add per
 * loaded vector, so it runs at the speed of reading the floats, and the
 * error keeps the bound of pairwise summation: a value goes through at most
 * R - 1 + 3 roundings in its leaf, floor(log2 leaves) + 1 on the stack and
 * its collapse, log2 W between lanes, with log2(K R W) = 5 + log2 W levels
 * below a leaf, so at most log2 n + 2 (ceil(log2 n) + 6 for n below one
 * leaf): |error| <= (ceil(log2 n) + 6) * 2^-24 * sum |x| (tests/c/check_simd.c). */
#define SY__PW_K 8
#define SY__PW_R 4
#define SY__PW_LEAF (SY__PW_K * SY__PW_R * VF_W)

static inline vf pw_tree8(const vf *s)
{
    return vf_add(vf_add(vf_add(s[0], s[1]), vf_add(s[2], s[3])), vf_add(vf_add(s[4], s[5]), vf_add(s[6], s[7])));
}

static inline vf pw_leaf(const float *a)
{
    vf s[SY__PW_K];
    for (int k = 0; k < SY__PW_K; k++)
        s[k] = vf_load(a + k * VF_W);
    for (int r = 1; r < SY__PW_R; r++)
        for (int k = 0; k < SY__PW_K; k++)
            s[k] = vf_add(s[k], vf_load(a + (r * SY__PW_K + k) * VF_W));
    return pw_tree8(s);
}

/* the last n < SY__PW_LEAF floats: vector j into accumulator j % K, so each
 * takes at most R of them, and the ragged end into the next one */
static inline vf pw_tail(const float *a, int64_t n)
{
    vf s[SY__PW_K];
    for (int k = 0; k < SY__PW_K; k++)
        s[k] = vf_zero();
    int64_t j = 0;
    for (; (j + 1) * VF_W <= n; j++)
        s[j % SY__PW_K] = vf_add(s[j % SY__PW_K], vf_load(a + j * VF_W));
    if (j * VF_W < n)
        s[j % SY__PW_K] = vf_add(s[j % SY__PW_K], vf_loadn(a + j * VF_W, n - j * VF_W));
    return pw_tree8(s);
}

static void rrow_sum_f32(const void *in, int64_t n, sy__simd_acc *acc)
{
    _Static_assert(SY__PW_K == 8, "pw_tree8 adds eight accumulators");
    const float *a = (const float *)in;
    vf stack[64];
    int top = 0;
    uint64_t leaves = 0;
    int64_t i = 0;
    for (; i + SY__PW_LEAF <= n; i += SY__PW_LEAF) {
        vf v = pw_leaf(a + i);
        for (uint64_t c = leaves; c & 1u; c >>= 1)
            v = vf_add(stack[--top], v);
        stack[top++] = v;
        leaves++;
    }
    vf v = pw_tail(a + i, n - i);
    while (top > 0)
        v = vf_add(stack[--top], v);
    float l[VF_W];
    vf_store(l, v);
    for (int w = VF_W / 2; w >= 1; w /= 2)
        for (int k = 0; k < w; k++)
            l[k] += l[k + w];
    acc->d = l[0];
}

#define SY__RROW_SUM_I(NAME, U)                                                                               \
    static void NAME(const void *in, int64_t n, sy__simd_acc *acc)                                            \
    {                                                                                                         \
        const U *restrict a = (const U *)in;                                                                  \
        U s = 0;                                                                                              \
        for (int64_t i = 0; i < n; i++)                                                                       \
            s += a[i];                                                                                        \
        acc->u = s;                                                                                           \
    }
SY__RROW_SUM_I(rrow_sum_i32, uint32_t)
SY__RROW_SUM_I(rrow_sum_i64, uint64_t)

#define SY__RROW_MAX_I(NAME, T)                                                                               \
    static void NAME(const void *in, int64_t n, sy__simd_acc *acc)                                            \
    {                                                                                                         \
        const T *restrict a = (const T *)in;                                                                  \
        T m = a[0];                                                                                           \
        for (int64_t i = 1; i < n; i++)                                                                       \
            m = a[i] > m ? a[i] : m;                                                                          \
        acc->i = m;                                                                                           \
    }
SY__RROW_MAX_I(rrow_max_i32, int32_t)
SY__RROW_MAX_I(rrow_max_i64, int64_t)

/* max of n floats (n >= 1) with the reference NaN / signed-zero rules */
#define SY__RROW_MAX_F(NAME, V, T, W, MAXS)                                                                   \
    static void NAME(const void *in, int64_t n, sy__simd_acc *acc)                                            \
    {                                                                                                         \
        const T *a = (const T *)in;                                                                           \
        T r;                                                                                                  \
        int64_t i;                                                                                            \
        if (n >= 2 * (W)) {                                                                                   \
            V m0 = V##_load(a), m1 = V##_load(a + (W));                                                       \
            for (i = 2 * (W); i + 2 * (W) <= n; i += 2 * (W)) {                                               \
                m0 = V##_maxnan(m0, V##_load(a + i));                                                         \
                m1 = V##_maxnan(m1, V##_load(a + i + (W)));                                                   \
            }                                                                                                 \
            T l[W];                                                                                           \
            V##_store(l, V##_maxnan(m0, m1));                                                                 \
            r = l[0];                                                                                         \
            for (int w = 1; w < (W); w++)                                                                     \
                r = MAXS(r, l[w]);                                                                            \
        } else {                                                                                              \
            r = a[0];                                                                                         \
            i = 1;                                                                                            \
        }                                                                                                     \
        for (; i < n; i++)                                                                                    \
            r = MAXS(r, a[i]);                                                                                \
        acc->d = r;                                                                                           \
    }
SY__RROW_MAX_F(rrow_max_f32, vf, float, VF_W, sy__simd_max_f32)
SY__RROW_MAX_F(rrow_max_f64, vd, double, VD_W, sy__simd_max_f64)

/* ==== reductions: columns ================================================== */

/* Columns are done in blocks of SY__CB, whose accumulators live in a stack
 * array (L1) while the rows stream by; four rows are combined per pass. */
#define SY__CB 1024

/* Float columns are added in f32: four rows per pass as a tree
 * ((r0 + r1) + (r2 + r3)) into a block accumulator, and every SY__RB rows
 * the block is added into a double accumulator. A value goes through at
 * most 2 + SY__RB / 4 - 1 = 5 f32 roundings, then double adds whose error
 * stays far below one f32 rounding, then the final rounding: within the
 * pairwise bound of the row sums above, with half the conversions of adding
 * every row in double. */
#define SY__RB 16

static void rcol_sumd_f32(const float *a, int64_t len, int64_t stride, int64_t w, float *o, int mean)
{
    double acc[SY__CB];
    float blk[SY__CB];
    for (int64_t j0 = 0; j0 < w; j0 += SY__CB) {
        const int64_t cb = SY__MIN(SY__CB, w - j0);
        for (int64_t j = 0; j < cb; j++)
            acc[j] = 0.0;
        for (int64_t l0 = 0; l0 < len; l0 += SY__RB) {
            const int64_t l1 = SY__MIN(len, l0 + SY__RB);
            memset(blk, 0, (size_t)cb * sizeof blk[0]);
            int64_t l = l0;
            for (; l + 4 <= l1; l += 4) {
                const float *r0 = a + l * stride + j0, *r1 = r0 + stride, *r2 = r1 + stride, *r3 = r2 + stride;
                int64_t j = 0;
                for (; j + VF_W <= cb; j += VF_W) {
                    const vf s = vf_add(vf_add(vf_load(r0 + j), vf_load(r1 + j)), vf_add(vf_load(r2 + j), vf_load(r3 + j)));
                    vf_store(blk + j, vf_add(vf_load(blk + j), s));
                }
                if (j < cb) {
                    const int64_t t = cb - j;
                    const vf s = vf_add(vf_add(vf_loadn(r0 + j, t), vf_loadn(r1 + j, t)),
                                        vf_add(vf_loadn(r2 + j, t), vf_loadn(r3 + j, t)));
                    vf_storen(blk + j, vf_add(vf_loadn(blk + j, t), s), t);
                }
            }
            for (; l < l1; l++) {
                const float *r0 = a + l * stride + j0;
                int64_t j = 0;
                for (; j + VF_W <= cb; j += VF_W)
                    vf_store(blk + j, vf_add(vf_load(blk + j), vf_load(r0 + j)));
                if (j < cb)
                    vf_storen(blk + j, vf_add(vf_loadn(blk + j, cb - j), vf_loadn(r0 + j, cb - j)), cb - j);
            }
            int64_t j = 0;
            for (; j + VD_W <= cb; j += VD_W)
                vd_store(acc + j, vd_add(vd_load(acc + j), vd_from_f32(blk + j)));
            if (j < cb)
                vd_storen(acc + j, vd_add(vd_loadn(acc + j, cb - j), vd_from_f32n(blk + j, cb - j)), cb - j);
        }
        for (int64_t j = 0; j < cb; j++)
            o[j0 + j] = (float)(mean ? acc[j] / (double)len : acc[j]);
    }
}

static void rcol_sumd_f64(const double *a, int64_t len, int64_t stride, int64_t w, double *o, int mean)
{
    double acc[SY__CB];
    for (int64_t j0 = 0; j0 < w; j0 += SY__CB) {
        const int64_t cb = SY__MIN(SY__CB, w - j0);
        for (int64_t j = 0; j < cb; j++)
            acc[j] = 0.0;
        int64_t l = 0;
        for (; l + 4 <= len; l += 4) {
            const double *r0 = a + l * stride + j0, *r1 = r0 + stride, *r2 = r1 + stride, *r3 = r2 + stride;
            int64_t j = 0;
            for (; j + VD_W <= cb; j += VD_W) {
                const vd s = vd_add(vd_add(vd_load(r0 + j), vd_load(r1 + j)), vd_add(vd_load(r2 + j), vd_load(r3 + j)));
                vd_store(acc + j, vd_add(vd_load(acc + j), s));
            }
            if (j < cb) {
                const int64_t t = cb - j;
                const vd s = vd_add(vd_add(vd_loadn(r0 + j, t), vd_loadn(r1 + j, t)),
                                    vd_add(vd_loadn(r2 + j, t), vd_loadn(r3 + j, t)));
                vd_storen(acc + j, vd_add(vd_loadn(acc + j, t), s), t);
            }
        }
        for (; l < len; l++) {
            const double *r0 = a + l * stride + j0;
            int64_t j = 0;
            for (; j + VD_W <= cb; j += VD_W)
                vd_store(acc + j, vd_add(vd_load(acc + j), vd_load(r0 + j)));
            if (j < cb)
                vd_storen(acc + j, vd_add(vd_loadn(acc + j, cb - j), vd_loadn(r0 + j, cb - j)), cb - j);
        }
        for (int64_t j = 0; j < cb; j++)
            o[j0 + j] = mean ? acc[j] / (double)len : acc[j];
    }
}

static void rcol_sum_f32(const void *in, int64_t len, int64_t stride, int64_t w, void *out)
{
    rcol_sumd_f32((const float *)in, len, stride, w, (float *)out, 0);
}
static void rcol_mean_f32(const void *in, int64_t len, int64_t stride, int64_t w, void *out)
{
    rcol_sumd_f32((const float *)in, len, stride, w, (float *)out, 1);
}
static void rcol_sum_f64(const void *in, int64_t len, int64_t stride, int64_t w, void *out)
{
    rcol_sumd_f64((const double *)in, len, stride, w, (double *)out, 0);
}
static void rcol_mean_f64(const void *in, int64_t len, int64_t stride, int64_t w, void *out)
{
    rcol_sumd_f64((const double *)in, len, stride, w, (double *)out, 1);
}

/* float max over columns: the accumulators start from row 0 */
#define SY__RCOL_MAX_F(NAME, V, T, W)                                                                         \
    static void NAME(const void *in, int64_t len, int64_t stride, int64_t w, void *out)                       \
    {                                                                                                         \
        const T *a = (const T *)in;                                                                           \
        T *o = (T *)out;                                                                                      \
        T acc[SY__CB];                                                                                        \
        for (int64_t j0 = 0; j0 < w; j0 += SY__CB) {                                                          \
            const int64_t cb = SY__MIN(SY__CB, w - j0);                                                       \
            memcpy(acc, a + j0, (size_t)cb * sizeof(T));                                                      \
            for (int64_t l = 1; l < len; l++) {                                                               \
                const T *r0 = a + l * stride + j0;                                                            \
                int64_t j = 0;                                                                                \
                for (; j + (W) <= cb; j += (W))                                                               \
                    V##_store(acc + j, V##_maxnan(V##_load(acc + j), V##_load(r0 + j)));                      \
                if (j < cb)                                                                                   \
                    V##_storen(acc + j, V##_maxnan(V##_loadn(acc + j, cb - j), V##_loadn(r0 + j, cb - j)),    \
                               cb - j);                                                                       \
            }                                                                                                 \
            memcpy(o + j0, acc, (size_t)cb * sizeof(T));                                                      \
        }                                                                                                     \
    }
SY__RCOL_MAX_F(rcol_max_f32, vf, float, VF_W)
SY__RCOL_MAX_F(rcol_max_f64, vd, double, VD_W)

/* integer columns, plain C: U accumulators (sum wraps), T for max */
#define SY__RCOL_I(NAME, T, INIT0, STEP)                                                                      \
    static void NAME(const void *in, int64_t len, int64_t stride, int64_t w, void *out)                       \
    {                                                                                                         \
        const T *a = (const T *)in;                                                                           \
        T *o = (T *)out;                                                                                      \
        T acc[SY__CB];                                                                                        \
        for (int64_t j0 = 0; j0 < w; j0 += SY__CB) {                                                          \
            const int64_t cb = SY__MIN(SY__CB, w - j0);                                                       \
            int64_t l0;                                                                                       \
            if (INIT0) {                                                                                      \
                memset(acc, 0, (size_t)cb * sizeof(T));                                                       \
                l0 = 0;                                                                                       \
            } else {                                                                                          \
                memcpy(acc, a + j0, (size_t)cb * sizeof(T));                                                  \
                l0 = 1;                                                                                       \
            }                                                                                                 \
            for (int64_t l = l0; l < len; l++) {                                                              \
                const T *restrict r = a + l * stride + j0;                                                    \
                T *restrict s = acc;                                                                          \
                for (int64_t j = 0; j < cb; j++) {                                                            \
                    const T x = r[j], y = s[j];                                                               \
                    s[j] = (STEP);                                                                            \
                }                                                                                             \
            }                                                                                                 \
            memcpy(o + j0, acc, (size_t)cb * sizeof(T));                                                      \
        }                                                                                                     \
    }
SY__RCOL_I(rcol_sum_i32, uint32_t, 1, x + y)
SY__RCOL_I(rcol_sum_i64, uint64_t, 1, x + y)
SY__RCOL_I(rcol_max_i32, int32_t, 0, x > y ? x : y)
SY__RCOL_I(rcol_max_i64, int64_t, 0, x > y ? x : y)
