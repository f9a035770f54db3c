/* switchyard simd backend, private: the row kernels of the neural-network
 * ops (softmax, log_softmax and layer_norm over one contiguous f32 row;
 * max_pool2d over whole planes, f32 and f64).
 *
 * Part of the body of one ISA variant; included only by sy_simd_body.h, in
 * its order, after the variant's sy_simd_isa_<name>.c has set the target and
 * the SY__SIMD_* macros (see sy_simd_body.h). No include guard by design
 * (see sy_simd_body_unary.h). */
#ifndef SY__SIMD_BODY_ACTIVE
#error "sy_simd_body_nn.h is part of sy_simd_body.h; include that instead"
#endif
#ifdef SY__SIMD_BODY_NN_DONE
#error "sy_simd_body_nn.h included twice in one translation unit"
#endif
#define SY__SIMD_BODY_NN_DONE

/* The sum in double of y[0..n) (n >= 0), VD_W lanes twice over. */
static double nn_sum_d_f32(const float *y, int64_t n)
{
    vd s0 = vd_zero(), s1 = vd_zero();
    int64_t i = 0;
    for (; i + 2 * VD_W <= n; i += 2 * VD_W) {
        s0 = vd_add(s0, vd_from_f32(y + i));
        s1 = vd_add(s1, vd_from_f32(y + i + VD_W));
    }
    for (; i + VD_W <= n; i += VD_W)
        s0 = vd_add(s0, vd_from_f32(y + i));
    if (i < n)
        s1 = vd_add(s1, vd_from_f32n(y + i, n - i));
    double l[VD_W];
    vd_store(l, vd_add(s0, s1));
    double s = 0;
    for (int k = 0; k < VD_W; k++)
        s += l[k];
    return s;
}

/* The largest of x[0..n) (n >= 1) by plain comparisons, for softmax: no
 * NaN propagation, as a NaN in the row makes its sum NaN anyway, and a zero
 * maximum may come out as -0 where the reference gives +0, which no result
 * can tell (x - m and exp(x - m) of either are the same but for a zero's
 * sign in log_softmax's x - m - log(sum) when the sum is 1). */
static float nn_max_plain_f32(const float *x, int64_t n)
{
    int64_t i = 0;
    float m = x[0];
    if (n >= 4 * VF_W) {
        vf a = vf_load(x), b = vf_load(x + VF_W), c2 = vf_load(x + 2 * VF_W), d = vf_load(x + 3 * VF_W);
        for (i = 4 * VF_W; i + 4 * VF_W <= n; i += 4 * VF_W) {
            a = vf_max(vf_load(x + i), a);
            b = vf_max(vf_load(x + i + VF_W), b);
            c2 = vf_max(vf_load(x + i + 2 * VF_W), c2);
            d = vf_max(vf_load(x + i + 3 * VF_W), d);
        }
        for (; i + VF_W <= n; i += VF_W)
            a = vf_max(vf_load(x + i), a);
        float l[VF_W];
        vf_store(l, vf_max(vf_max(a, b), vf_max(c2, d)));
        m = l[0];
        for (int k = 1; k < VF_W; k++)
            m = l[k] > m ? l[k] : m;
    }
    for (; i < n; i++)
        m = x[i] > m ? x[i] : m;
    return m;
}

/* y[0..n) = f(v) for the vectors v of src[0..n) (n >= 1) */
#define NN_ROW_OUT(y, src, n, f)                                                                             \
    do {                                                                                                     \
        int64_t i_ = 0;                                                                                      \
        for (; i_ + VF_W <= n; i_ += VF_W) {                                                                 \
            const vf v = vf_load(src + i_);                                                                  \
            vf_store(y + i_, f);                                                                             \
        }                                                                                                    \
        if (i_ < n) {                                                                                        \
            const vf v = vf_loadn(src + i_, n - i_);                                                         \
            vf_storen(y + i_, f, n - i_);                                                                    \
        }                                                                                                    \
    } while (0)

/* Asks for the next row's x (the same place n floats on) while this one is
 * computed, so that its first pass finds it in cache: two vectors' bytes
 * per call, the lines of 2 * VF_W floats (a prefetch never faults, past x
 * too). Generic: left to the hardware. */
#if SY__SIMD_LEVEL > 0
#define NN_PREFETCH(p)                                                                                       \
    do {                                                                                                     \
        __builtin_prefetch((p), 0, 3);                                                                       \
        __builtin_prefetch((p) + 2 * VF_W - 1, 0, 3);                                                        \
    } while (0)
#else
#define NN_PREFETCH(p) ((void)(p))
#endif

/* exp(v) for v = x - m <= 0 or NaN (x86: no upper clamp, NaN passes
 * through vf_exp_in; the generic build: vf_exp) */
#if SY__SIMD_LEVEL > 0
#define NN_EXP_LE0(v) vf_exp_in(vf_max(vf_set1(-104.0f), (v)))
#else
#define NN_EXP_LE0(v) vf_exp(v)
#endif

/* Rows up to this many floats keep their exponentials on the stack (in L1)
 * rather than in y, so that y is written once. */
#define NN_SOFTMAX_ROW 2048
/* softmax sums e in f32 over blocks of this many pairs of vectors (each
 * lane's two partial sums of 8 numbers in [0, 1] and their sum: at most 15
 * roundings on nonnegative numbers, 8 in any one path, a relative error
 * of at most about 2^-21 of the block's sum), the blocks in double.
 * Converting to double once a block rather than once a pair, with
 * NN_EXP_LE0's one clamp, took softmax at [16384, 1024] on AVX-512 from
 * 4.8 - 5.8 ms to 3.9 - 5.0 ms (bench_kernels nn, thread CPU time). */
#define NN_SUM_BLOCK 8

/* softmax (log_form 0) or log_softmax (1) of one contiguous row, n >= 1, in
 * three passes of which only the first two read x and only the last writes
 * y (rows up to NN_SOFTMAX_ROW; longer ones keep e in y), the next row's x
 * prefetched during the second:
 *   1. m = the row's largest number (nn_max_plain_f32);
 *   2. e = exp(x - m) in f32 (vf_exp, within 2 ulp), summed as it is made:
 *      in f32 within a block of NN_SUM_BLOCK pairs of vectors, the blocks
 *      in double (softmax keeps e);
 *   3. softmax: y = e * (float)(1 / sum) (within 1 ulp of e / sum);
 *      log_softmax: y = (x - m) - (float)log(sum), log in double.
 * A NaN in the row gives a NaN e, so a NaN sum, so every result NaN; +inf
 * entries give NaN as cpu's inf - inf; a row of -inf alone gives NaN
 * (-inf - -inf). Streaming y past the caches (non-temporal stores) was
 * measured slower, in thread CPU time, than these plain stores. */
static void nn_softmax_f32(float *y, const float *x, int64_t n, int log_form)
{
    float row[NN_SOFTMAX_ROW];
    float *e = n <= NN_SOFTMAX_ROW ? row : y;
    const float m = nn_max_plain_f32(x, n);
    const vf vm = vf_set1(m);
    vd s0 = vd_zero();
    int64_t i = 0;
    while (i + 2 * VF_W <= n) { /* blocks of NN_SUM_BLOCK pairs of vectors */
        const int64_t end = n - i > NN_SUM_BLOCK * 2 * VF_W ? i + NN_SUM_BLOCK * 2 * VF_W : n;
        vf a0 = vf_zero(), a1 = vf_zero();
        for (; i + 2 * VF_W <= end; i += 2 * VF_W) {
            NN_PREFETCH(x + n + i);
            const vf e0 = NN_EXP_LE0(vf_sub(vf_load(x + i), vm)), e1 = NN_EXP_LE0(vf_sub(vf_load(x + i + VF_W), vm));
            if (!log_form) { /* log_softmax only sums e */
                vf_store(e + i, e0);
                vf_store(e + i + VF_W, e1);
            }
            a0 = vf_add(a0, e0);
            a1 = vf_add(a1, e1);
        }
        s0 = vd_add_vf(s0, vf_add(a0, a1));
    }
    for (; i < n; i += VF_W) {
        const int64_t c = n - i < VF_W ? n - i : VF_W;
        vf ev = NN_EXP_LE0(vf_sub(c == VF_W ? vf_load(x + i) : vf_loadn(x + i, c), vm));
        if (c < VF_W) { /* the lanes past the row hold exp(0 - m): zeros in the sum */
            float lanes[VF_W];
            vf_store(lanes, ev);
            for (int64_t k = c; k < VF_W; k++)
                lanes[k] = 0.0f;
            ev = vf_load(lanes);
        }
        if (!log_form && c == VF_W)
            vf_store(e + i, ev);
        else if (!log_form)
            vf_storen(e + i, ev, c);
        s0 = vd_add_vf(s0, ev);
    }
    double l[VD_W];
    vd_store(l, s0);
    double sum = 0;
    for (int k = 0; k < VD_W; k++)
        sum += l[k];
    if (log_form) {
        const vf ls = vf_set1((float)log(sum));
        NN_ROW_OUT(y, x, n, vf_sub(vf_sub(v, vm), ls));
    } else {
        const vf r = vf_set1((float)(1.0 / sum));
        NN_ROW_OUT(y, e, n, vf_mul(v, r));
    }
}

#undef NN_ROW_OUT
#undef NN_PREFETCH
#undef NN_SUM_BLOCK
#undef NN_EXP_LE0

/* layer_norm of one contiguous row, n >= 1: the mean and the biased
 * variance in double (two passes), inv = 1 / sqrt(variance + eps) in
 * double; y = (x - (float)mean) * (float)inv [* w] [+ b] in f32. */
static void nn_layer_norm_f32(float *y, const float *x, const float *w, const float *b, int64_t n, double eps,
                              float *mean_out, float *inv_out)
{
    const double m = nn_sum_d_f32(x, n) / (double)n;
    const vd vm = vd_set1(m);
    vd q0 = vd_zero(), q1 = vd_zero();
    int64_t i = 0;
    for (; i + 2 * VD_W <= n; i += 2 * VD_W) {
        const vd d0 = vd_sub(vd_from_f32(x + i), vm), d1 = vd_sub(vd_from_f32(x + i + VD_W), vm);
        q0 = vd_fma(d0, d0, q0);
        q1 = vd_fma(d1, d1, q1);
    }
    double sq = 0;
    {
        double l[VD_W];
        vd_store(l, vd_add(q0, q1));
        for (int k = 0; k < VD_W; k++)
            sq += l[k];
    }
    for (; i < n; i++)
        sq += ((double)x[i] - m) * ((double)x[i] - m);
    const double is = 1.0 / sqrt(sq / (double)n + eps);
    const vf fm = vf_set1((float)m), fi = vf_set1((float)is);
    for (i = 0; i < n; i += VF_W) {
        const int64_t c = n - i < VF_W ? n - i : VF_W;
        vf v = vf_mul(vf_sub(c == VF_W ? vf_load(x + i) : vf_loadn(x + i, c), fm), fi);
        if (w)
            v = vf_mul(v, c == VF_W ? vf_load(w + i) : vf_loadn(w + i, c));
        if (b)
            v = vf_add(v, c == VF_W ? vf_load(b + i) : vf_loadn(b + i, c));
        if (c == VF_W)
            vf_store(y + i, v);
        else
            vf_storen(y + i, v, c);
    }
    *mean_out = (float)m;
    *inv_out = (float)is;
}

/* ==== max_pool2d ==============================================================
 * (f32 2x2 and 3x3 at stride 2 run sy_simd_body_pool.h's kernel first, which
 * gives the planes with a NaN to nn_max_pool2d_f32.)
 * cpu's rule (sy_cpu_conv.c): each window's maximum over its taps inside x
 * (padding never a candidate), its index over the whole input; a tap
 * replaces the best so far when the best is not NaN and the tap is not <=
 * it (a greater number or a NaN), taps in row-major order, so the first
 * maximum wins a tie and the first NaN wins.
 *
 * Vectorized along the output width: a vector holds VF_W (VD_W) outputs of
 * one output row whose windows lie inside x along the width, every tap a
 * load (stride 1) or a deinterleaving load (stride 2, which reads one column
 * past the last lane's tap: the next row's first element, or at the end of
 * x the scalar rule instead) and the same compare
 * and blends as the scalar rule, lane by lane. The lanes carry the offset
 * of their best tap from the window's corner (f32: int32 bits in a float
 * vector, so only while every offset fits; f64: a double, exact), widened
 * to the i64 indices at the end. A row's last vector overlaps the one
 * before rather than leaving a tail (the same outputs written twice). The
 * outputs whose windows reach into the left padding, when they are fewer
 * than a vector, take one vector from output 0 (nn_pool_edge: the taps left
 * of x masked lane by lane; the vectors after it write its other lanes
 * again); outputs reaching into the right padding, the left edge otherwise
 * (and on x's first row, whose left tap would be read before x), any stride
 * but 1 and 2, and rows narrower than a vector take the scalar rule. Rows of
 * taps outside x (top and bottom padding) are the same for every lane and
 * skipped. */

/* the taps [*first, *last] of a window from `start` along an axis of `len`
 * (k taps dil apart) */
static inline void nn_pool_taps(int64_t start, int64_t k, int64_t dil, int64_t len, int64_t *first, int64_t *last)
{
    *first = start < 0 ? (-start + dil - 1) / dil : 0;
    *last = k - 1;
    if (start + *last * dil > len - 1)
        *last = len - 1 - start < 0 ? -1 : (len - 1 - start) / dil;
}

/* [*lo, *hi): the outputs along the width whose windows' taps are all in
 * columns 0..W-1 */
static void nn_pool_inner(const sy__simd_pool *c, int64_t *lo, int64_t *hi)
{
    const int64_t lim = c->W - 1 - (c->k1 - 1) * c->d1 + c->pl; /* ow * s1 <= lim */
    int64_t h = lim < 0 ? 0 : lim / c->s1 + 1;
    if (h > c->OW)
        h = c->OW;
    const int64_t l = (c->pl + c->s1 - 1) / c->s1; /* ow * s1 >= pl */
    *lo = l < h ? l : h;
    *hi = h;
}

/* f32 lanes carry int32 offsets as float bits (kept below the NaN patterns) */
#define NN_OFF_F32(o) vi_asf(vi_set1((int32_t)(o)))
#define NN_OFF_F64(o) vd_set1((double)(o))

/* One vector of outputs whose lane 0 has its window corner at plane offset
 * at0, loading taps with LD: each row of taps folded by the rule from its
 * first tap, then the rows folded into the first by the same rule. The
 * rule's fold (the first NaN, else the first maximum) is associative, so
 * this gives the tap the row-major fold gives, with the rows' chains of
 * dependent compares independent of one another. */
#define NN_POOL_ROW(LD, V, M, SEL, NLE, EQ, AND, OFF, i, rb, ro)                                             \
    V rb = LD(xp + (at0 + (i) * c->d0 * W)), ro = OFF((i) * c->d0 * W);                                       \
    for (int64_t j = 1; j < c->k1; j++) {                                                                    \
        const int64_t off = (i) * c->d0 * W + j * c->d1;                                                     \
        const V v = LD(xp + (at0 + off));                                                                    \
        const M take = AND(NLE(v, rb), EQ(rb, rb));                                                          \
        rb = SEL(take, v, rb);                                                                               \
        ro = SEL(take, OFF(off), ro);                                                                        \
    }
#define NN_POOL_BODY(LD, V, M, SEL, NLE, EQ, AND, OFF, ST, OFFS)                                            \
    {                                                                                                        \
        NN_POOL_ROW(LD, V, M, SEL, NLE, EQ, AND, OFF, if0, b, o)                                             \
        for (int64_t i = if0 + 1; i <= il; i++) {                                                            \
            NN_POOL_ROW(LD, V, M, SEL, NLE, EQ, AND, OFF, i, rb, ro)                                         \
            const M take = AND(NLE(rb, b), EQ(b, b));                                                        \
            b = SEL(take, rb, b);                                                                            \
            o = SEL(take, ro, o);                                                                            \
        }                                                                                                    \
        ST(y + ow, b);                                                                                       \
        OFFS(idx + ow, o, base + at0, c->s1);                                                                \
    }

#define NN_DEF_POOL(sfx, T, V, M, LANES, LD, LD2, ST, SEL, NLE, EQ, AND, OFF, OFFS, OFF_MAX, OR, LT, SET1)  \
    static void nn_pool_one_##sfx(const sy__simd_pool *c, const T *xp, int64_t base, int64_t h0, int64_t if0, \
                                  int64_t il, int64_t ow, T *y, int64_t *idx)                                \
    {                                                                                                        \
        const int64_t W = c->W, w0 = ow * c->s1 - c->pl;                                                     \
        int64_t jf, jl;                                                                                      \
        nn_pool_taps(w0, c->k1, c->d1, W, &jf, &jl);                                                         \
        int64_t best = (h0 + if0 * c->d0) * W + w0 + jf * c->d1;                                             \
        T b = xp[best];                                                                                      \
        for (int64_t i = if0; i <= il; i++) {                                                                \
            const int64_t rowat = (h0 + i * c->d0) * W + w0;                                                 \
            for (int64_t j = jf; j <= jl; j++) {                                                             \
                const int64_t at = rowat + j * c->d1;                                                        \
                const T v = xp[at];                                                                          \
                const int take = (b == b) & !(v <= b);                                                       \
                b = take ? v : b;                                                                            \
                best = take ? at : best;                                                                     \
            }                                                                                                \
        }                                                                                                    \
        y[ow] = b;                                                                                           \
        idx[ow] = base + best;                                                                               \
    }                                                                                                        \
    static void nn_pool_vec_##sfx(const sy__simd_pool *c, const T *xp, int64_t base, int64_t h0, int64_t if0, \
                                  int64_t il, int64_t ow, T *y, int64_t *idx)                                \
    {                                                                                                        \
        const int64_t W = c->W, at0 = h0 * W + ow * c->s1 - c->pl;                                           \
        if (c->s1 == 2)                                                                                      \
            NN_POOL_BODY(LD2, V, M, SEL, NLE, EQ, AND, OFF, ST, OFFS)                                        \
        else                                                                                                 \
            NN_POOL_BODY(LD, V, M, SEL, NLE, EQ, AND, OFF, ST, OFFS)                                         \
    }                                                                                                        \
    /* The vector of outputs 0 .. LANES - 1 when the first lo of them reach into the left padding: each row \
     * of taps folded from jf0, lane 0's first tap inside x (inside for every lane), by the rule, then the   \
     * taps before it, last to first, each put in front of the fold so far where its lane has it inside x:    \
     * the fold so far stays unless the tap is not a NaN and not below it (greater or equal: the earlier tap \
     * wins a tie), or it is a NaN. */                                                                        \
    static void nn_pool_edge_##sfx(const sy__simd_pool *c, const T *xp, int64_t base, int64_t h0, int64_t if0, \
                                   int64_t il, int64_t jf0, const V *lim, T *y, int64_t *idx)                \
    {                                                                                                        \
        const int64_t W = c->W, at0 = h0 * W - c->pl;                                                        \
        const V iota = LD(nn_iota_##sfx);                                                                    \
        V b = LD(nn_iota_##sfx), o = b;                                                                      \
        for (int64_t i = if0; i <= il; i++) {                                                                \
            const int64_t roff = i * c->d0 * W;                                                              \
            const T *p = xp + at0 + roff;                                                                    \
            V rb = c->s1 == 2 ? LD2(p + jf0 * c->d1) : LD(p + jf0 * c->d1), ro = OFF(roff + jf0 * c->d1);    \
            for (int64_t j = jf0 + 1; j < c->k1; j++) {                                                      \
                const V v = c->s1 == 2 ? LD2(p + j * c->d1) : LD(p + j * c->d1);                             \
                const M take = AND(NLE(v, rb), EQ(rb, rb));                                                  \
                rb = SEL(take, v, rb);                                                                       \
                ro = SEL(take, OFF(roff + j * c->d1), ro);                                                   \
            }                                                                                                \
            for (int64_t j = jf0 - 1; j >= 0; j--) {                                                         \
                /* lanes below lim[j] hold the tap left of x */                                              \
                const V v = c->s1 == 2 ? LD2(p + j * c->d1) : LD(p + j * c->d1);                             \
                const M keep = OR(LT(iota, lim[j]), AND(NLE(rb, v), EQ(v, v)));                              \
                rb = SEL(keep, rb, v);                                                                       \
                ro = SEL(keep, ro, OFF(roff + j * c->d1));                                                   \
            }                                                                                                \
            if (i == if0) {                                                                                  \
                b = rb;                                                                                      \
                o = ro;                                                                                      \
            } else {                                                                                         \
                const M take = AND(NLE(rb, b), EQ(b, b));                                                    \
                b = SEL(take, rb, b);                                                                        \
                o = SEL(take, ro, o);                                                                        \
            }                                                                                                \
        }                                                                                                    \
        ST(y, b);                                                                                            \
        OFFS(idx, o, base + at0, c->s1);                                                                     \
    }                                                                                                        \
    static void nn_max_pool2d_##sfx(const sy__simd_pool *c, int64_t p0, int64_t p1)                         \
    {                                                                                                        \
        const int64_t H = c->H, W = c->W, OH = c->OH, OW = c->OW;                                            \
        int64_t lo = 0, hi = 0;                                                                              \
        const int64_t cols = (c->k1 - 1) * c->d1, rows = (c->k0 - 1) * c->d0; /* the corner's farthest tap */ \
        if ((c->s1 == 1 || c->s1 == 2) && W > 0 && cols <= (OFF_MAX) && rows <= ((OFF_MAX) - cols) / W)      \
            nn_pool_inner(c, &lo, &hi);                                                                      \
        if (hi - lo < LANES)                                                                                 \
            lo = hi = 0;                                                                                     \
        /* the left edge in one vector: its outputs all left of the inner ones' end, lane 0's last tap in x */ \
        int64_t jf0 = 0, jl0 = 0;                                                                            \
        nn_pool_taps(-c->pl, c->k1, c->d1, W, &jf0, &jl0);                                                   \
        const int edge = lo > 0 && lo <= LANES && hi >= LANES && LANES > 1 && jl0 == c->k1 - 1 && jf0 <= 16;  \
        V lim[16]; /* tap j < jf0: the first lane whose tap is inside x */                                   \
        for (int64_t j = 0; edge && j < jf0; j++)                                                            \
            lim[j] = SET1((T)((c->pl - j * c->d1 + c->s1 - 1) / c->s1));                                     \
        for (int64_t p = p0; p < p1; p++) {                                                                  \
            const T *xp = (const T *)c->x + p * H * W;                                                       \
            const int64_t base = p * H * W;                                                                  \
            for (int64_t oh = 0; oh < OH; oh++) {                                                            \
                const int64_t h0 = oh * c->s0 - c->pt;                                                       \
                int64_t if0, il;                                                                             \
                nn_pool_taps(h0, c->k0, c->d0, H, &if0, &il);                                                \
                T *yr = (T *)c->y + (p * OH + oh) * OW;                                                      \
                int64_t *ir = c->idx + (p * OH + oh) * OW;                                                   \
                /* the edge vector reads from lane 0's corner: inside x, and (stride 2) one past its last */ \
                if (edge && base + (h0 + if0 * c->d0) * W - c->pl >= 0 &&                                    \
                    (c->s1 != 2 || base + (h0 + il * c->d0) * W + LANES * 2 - c->pl + cols <= c->end))       \
                    nn_pool_edge_##sfx(c, xp, base, h0, if0, il, jf0, lim, yr, ir);                          \
                else                                                                                         \
                    for (int64_t ow = 0; ow < lo; ow++)                                                      \
                        nn_pool_one_##sfx(c, xp, base, h0, if0, il, ow, yr, ir);                             \
                for (int64_t ow = lo; ow < hi; ow += LANES) {                                                \
                    const int64_t v = ow + LANES <= hi ? ow : hi - LANES;                                    \
                    /* stride 2 reads one column past the last tap: past the row, but not past x */        \
                    if (c->s1 != 2 || base + (h0 + il * c->d0) * W + (v + LANES) * 2 - c->pl + cols <= c->end) \
                        nn_pool_vec_##sfx(c, xp, base, h0, if0, il, v, yr, ir);                              \
                    else                                                                                     \
                        for (int64_t q = v; q < v + LANES; q++)                                              \
                            nn_pool_one_##sfx(c, xp, base, h0, if0, il, q, yr, ir);                          \
                }                                                                                            \
                for (int64_t ow = hi; ow < OW; ow++)                                                         \
                    nn_pool_one_##sfx(c, xp, base, h0, if0, il, ow, yr, ir);                                 \
            }                                                                                                \
        }                                                                                                    \
    }

/* lane numbers, for the edge vector's masks */
static const float nn_iota_f32[16] = {0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15};
static const double nn_iota_f64[16] = {0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15};

NN_DEF_POOL(f32, float, vf, mf, VF_W, vf_load, vf_load2, vf_store, vf_sel, vf_nle, vf_eq, mf_and, NN_OFF_F32,
            vf_offs_i64, 0x7f000000, mf_or, vf_lt, vf_set1)
NN_DEF_POOL(f64, double, vd, md, VD_W, vd_load, vd_load2, vd_store, vd_sel, vd_nle, vd_eq, md_and, NN_OFF_F64,
            vd_offs_i64, INT64_C(1) << 53, md_or, vd_lt, vd_set1)

#undef NN_DEF_POOL
#undef NN_POOL_ROW
#undef NN_POOL_BODY
#undef NN_OFF_F32
#undef NN_OFF_F64
