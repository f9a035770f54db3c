/* switchyard simd backend, private: max_pool2d's f32 planes for the common
 * windows, 2x2 and 3x3 at stride 2 (dilation 1, top and left pads 0 or 1:
 * the CNN's pool and ResNet's stem pool), at least VF_W outputs wide; 2x2
 * at stride 2 without pads on narrower rows (and in the generic variant, on
 * any) take nn_max_pool2d_2x2_f32, NaN included. Every other call and every
 * plane holding a NaN in the wide kernel take nn_max_pool2d_f32
 * (sy_simd_body_nn.h), cpu's rule tap by tap.
 *
 * Part of the body of one ISA variant; included only by sy_simd_body.h, in
 * its order, after sy_simd_body_nn.h. No include guard by design (see
 * sy_simd_body_unary.h).
 *
 * Separable, and NaN-blind with a check. Output (i, j)'s taps are rows
 * 2i - pt + u and columns 2j - pl + t (u, t < k). For VF_W outputs of a row,
 * each input row's k taps come by deinterleaving loads (one per t) and fold
 * to the row's best and its tap number t; then the window's rows fold to the
 * output and its offset r * W + t (int32 lanes; the column 2j - pl is added
 * when they are widened to the i64 indices). With k = 3 the last row of
 * output row i's window is the first of row i + 1's: its fold is carried
 * over rather than done again, so each input row is folded once.
 *
 * The folds keep the best so far unless a tap is greater, taps in row-major
 * order: without NaN that is cpu's rule exactly (the first maximum wins a
 * tie, -0 and +0 are equal, and a lane is a blend, never a max, so the value
 * is the winning tap's own bits). Every tap loaded goes through an ordered
 * compare accumulated over the plane; a plane with a NaN anywhere in its
 * taps is done again by cpu's rule (nn_max_pool2d_f32), which lets the first
 * NaN win.
 *
 * Padding never wins: taps right of x are loaded as -inf and come after the
 * window's taps inside x (every window has one), so a greater-than never
 * takes them; the one tap left of x (column -1, lane 0 of the row's first
 * outputs when pl = 1) is replaced by the next tap whatever it holds. Rows
 * above and below x are the same for every lane and skipped. A row's last
 * VF_W outputs overlap the vector before when VF_W does not divide OW (the
 * same outputs written twice); a vector whose loads would reach outside its
 * input row loads masked, reading nothing outside the row (so nothing
 * outside x). */
#ifndef SY__SIMD_BODY_ACTIVE
#error "sy_simd_body_pool.h is part of sy_simd_body.h; include that instead"
#endif
#ifdef SY__SIMD_BODY_POOL_DONE
#error "sy_simd_body_pool.h included twice in one translation unit"
#endif
#define SY__SIMD_BODY_POOL_DONE

/* 2x2 at stride 2 without padding or dilation, for rows narrower than a
 * vector (LeNet's 24 -> 12 and 8 -> 4): VF_W outputs of one output row at a
 * time, each input row's two taps by deinterleaving loads and folded by
 * cpu's rule (the right tap taken where the left is not a NaN and the right
 * is not <= it), then the bottom row's fold folded into the top's by the
 * same rule. The rule's fold is associative (NN_POOL_ROW), so this is the
 * row-major fold's tap, the first NaN, else the first maximum, with no
 * fallback for NaN. The loads read up to 2 VF_W + 1 elements from the
 * chunk's first tap, past its row but not past x (else that chunk takes the
 * scalar rule); the lanes past the row's last output are stored when the
 * next row's outputs overwrite them, inside [p0, p1)'s outputs, else only
 * the row's through a buffer. */
static void nn_p22_one(const float *r0, int64_t W, int64_t at, float *y, int64_t *ix)
{
    const float *r1 = r0 + W;
    float m = r0[0];
    int64_t o = 0;
    const float v[3] = {r0[1], r1[0], r1[1]};
    const int64_t vo[3] = {1, W, W + 1};
    for (int t = 0; t < 3; t++) {
        const int take = (m == m) & !(v[t] <= m);
        m = take ? v[t] : m;
        o = take ? vo[t] : o;
    }
    *y = m;
    *ix = at + o;
}

static void nn_max_pool2d_2x2_f32(const sy__simd_pool *c, int64_t p0, int64_t p1)
{
    const int64_t H = c->H, W = c->W, OH = c->OH, OW = c->OW, last = p1 * OH * OW;
    const float *x = (const float *)c->x;
    const vi one = vi_set1(1), wv = vi_set1((int32_t)W), w1 = vi_set1((int32_t)(W + 1)), zero = vi_set1(0);
    for (int64_t p = p0; p < p1; p++)
        for (int64_t oh = 0; oh < OH; oh++) {
            const int64_t at = (p * H + 2 * oh) * W, yo = (p * OH + oh) * OW;
            const float *r0 = x + at, *r1 = r0 + W;
            float *y = (float *)c->y + yo;
            int64_t *ix = c->idx + yo;
            for (int64_t j = 0; j < OW; j += VF_W) {
                const int64_t n = OW - j < VF_W ? OW - j : VF_W;
                if (at + W + 2 * j + 2 * VF_W + 1 > c->end) {
                    for (int64_t q = j; q < j + n; q++)
                        nn_p22_one(r0 + 2 * q, W, at + 2 * q, y + q, ix + q);
                    continue;
                }
                const vf a = vf_load2(r0 + 2 * j), b = vf_load2(r0 + 2 * j + 1);
                const vf d = vf_load2(r1 + 2 * j), e = vf_load2(r1 + 2 * j + 1);
                const mf t0 = mf_and(vf_nle(b, a), vf_eq(a, a)), t1 = mf_and(vf_nle(e, d), vf_eq(d, d));
                const vf m0 = vf_sel(t0, b, a), m1 = vf_sel(t1, e, d);
                const vf o0 = vf_sel(t0, vi_asf(one), vi_asf(zero)), o1 = vf_sel(t1, vi_asf(w1), vi_asf(wv));
                const mf t = mf_and(vf_nle(m1, m0), vf_eq(m0, m0));
                const vf m = vf_sel(t, m1, m0), o = vf_sel(t, o1, o0);
                if (yo + j + VF_W <= last) {
                    vf_store(y + j, m);
                    vf_offs_i64(ix + j, o, at + 2 * j, 2);
                } else {
                    float tb[VF_W];
                    int64_t ib[VF_W];
                    vf_store(tb, m);
                    vf_offs_i64(ib, o, at + 2 * j, 2);
                    memcpy(y + j, tb, (size_t)n * sizeof(float));
                    memcpy(ix + j, ib, (size_t)n * sizeof(int64_t));
                }
            }
        }
}

/* 2x2 at stride 2 whose windows all lie in x (no padding, no dilation, no
 * ceil_mode window past it) */
static int nn_pool_is_2x2(const sy__simd_pool *c)
{
    return c->k0 == 2 && c->k1 == 2 && c->s0 == 2 && c->s1 == 2 && c->d0 == 1 && c->d1 == 1 && c->pt == 0 &&
        c->pl == 0 && 2 * c->OH <= c->H && 2 * c->OW <= c->W;
}

#if SY__SIMD_LEVEL >= 1

/* the vectors of a row folded together, their carries on the stack */
#define NN_P2_GROUP 8
/* how far below the rows being read the prefetches run (rows) */
#define NN_P2_AHEAD 16

/* A deinterleaving load's elements 0 .. 2 VF_W - 1 to read (the others are
 * -inf), and the plane's NaN check: every tap's lanes ordered so far. */
#if SY__SIMD_LEVEL == 2
typedef struct nn_p2_lm {
    __mmask16 lo, hi;
} nn_p2_lm;
typedef __mmask16 nn_p2_ord;
#define NN_P2_ORD_INIT ((__mmask16)0xffff)
#define NN_P2_ORD(acc, a, b) ((acc) = _mm512_mask_cmp_ps_mask((acc), (a), (b), _CMP_ORD_Q))
#define NN_P2_ORD_ALL(acc) ((acc) == (__mmask16)0xffff)
/* elements e with lo <= e < hi */
static inline nn_p2_lm nn_p2_mask(int64_t lo, int64_t hi)
{
    lo = lo < 0 ? 0 : lo > 32 ? 32 : lo;
    hi = hi < lo ? lo : hi > 32 ? 32 : hi;
    const uint64_t m = ((UINT64_C(1) << hi) - 1) & ~((UINT64_C(1) << lo) - 1);
    return (nn_p2_lm){(__mmask16)(m & 0xffff), (__mmask16)(m >> 16)};
}
static inline vf nn_p2_load2m(const float *p, nn_p2_lm m)
{
    const __m512i even = _mm512_setr_epi32(0, 2, 4, 6, 8, 10, 12, 14, 16, 18, 20, 22, 24, 26, 28, 30);
    const vf ninf = _mm512_set1_ps(-INFINITY);
    return _mm512_permutex2var_ps(_mm512_mask_loadu_ps(ninf, m.lo, p), even, _mm512_mask_loadu_ps(ninf, m.hi, p + 16));
}
/* taps 0, 1, 2 of VF_W outputs from p: elements p[2l], p[2l + 1], p[2l + 2]
 * (reads p[0 .. 32]) */
static inline void nn_p2_load3(const float *p, vf *v0, vf *v1, vf *v2)
{
    const __m512i even = _mm512_setr_epi32(0, 2, 4, 6, 8, 10, 12, 14, 16, 18, 20, 22, 24, 26, 28, 30);
    const __m512i odd = _mm512_setr_epi32(1, 3, 5, 7, 9, 11, 13, 15, 17, 19, 21, 23, 25, 27, 29, 31);
    const vf a = _mm512_loadu_ps(p), b = _mm512_loadu_ps(p + 16);
    *v0 = _mm512_permutex2var_ps(a, even, b);
    *v1 = _mm512_permutex2var_ps(a, odd, b);
    *v2 = _mm512_castsi512_ps(
        _mm512_alignr_epi32(_mm512_castps_si512(_mm512_set1_ps(p[32])), _mm512_castps_si512(*v0), 1));
}
/* the int32 lanes of o widened to i64 */
static inline void nn_p2_store_idx(int64_t *out, vf o)
{
    const __m512i q = _mm512_castps_si512(o);
    _mm512_storeu_si512(out, _mm512_cvtepi32_epi64(_mm512_castsi512_si256(q)));
    _mm512_storeu_si512(out + 8, _mm512_cvtepi32_epi64(_mm512_extracti64x4_epi64(q, 1)));
}
#else
typedef struct nn_p2_lm {
    __m256i lo, hi;
} nn_p2_lm;
typedef __m256 nn_p2_ord;
#define NN_P2_ORD_INIT _mm256_castsi256_ps(_mm256_set1_epi32(-1))
#define NN_P2_ORD(acc, a, b) ((acc) = _mm256_and_ps((acc), _mm256_cmp_ps((a), (b), _CMP_ORD_Q)))
#define NN_P2_ORD_ALL(acc) (_mm256_movemask_ps(acc) == 0xff)
static inline nn_p2_lm nn_p2_mask(int64_t lo, int64_t hi)
{
    lo = lo < 0 ? 0 : lo > 16 ? 16 : lo;
    hi = hi < lo ? lo : hi > 16 ? 16 : hi;
    const __m256i e = _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7), e8 = _mm256_add_epi32(e, _mm256_set1_epi32(8));
    const __m256i l = _mm256_set1_epi32((int)lo - 1), h = _mm256_set1_epi32((int)hi);
    return (nn_p2_lm){_mm256_and_si256(_mm256_cmpgt_epi32(e, l), _mm256_cmpgt_epi32(h, e)),
                      _mm256_and_si256(_mm256_cmpgt_epi32(e8, l), _mm256_cmpgt_epi32(h, e8))};
}
static inline vf nn_p2_load2m(const float *p, nn_p2_lm m)
{
    const vf ninf = _mm256_set1_ps(-INFINITY);
    const vf a = _mm256_blendv_ps(ninf, _mm256_maskload_ps(p, m.lo), _mm256_castsi256_ps(m.lo));
    const vf b = _mm256_blendv_ps(ninf, _mm256_maskload_ps(p + 8, m.hi), _mm256_castsi256_ps(m.hi));
    /* as vf_load2 */
    const __m256 t = _mm256_shuffle_ps(a, b, _MM_SHUFFLE(2, 0, 2, 0));
    return _mm256_castpd_ps(_mm256_permute4x64_pd(_mm256_castps_pd(t), _MM_SHUFFLE(3, 1, 2, 0)));
}
static inline void nn_p2_load3(const float *p, vf *v0, vf *v1, vf *v2)
{
    const vf a = _mm256_loadu_ps(p), b = _mm256_loadu_ps(p + 8);
    const __m256 e = _mm256_shuffle_ps(a, b, _MM_SHUFFLE(2, 0, 2, 0)),
                 o = _mm256_shuffle_ps(a, b, _MM_SHUFFLE(3, 1, 3, 1));
    *v0 = _mm256_castpd_ps(_mm256_permute4x64_pd(_mm256_castps_pd(e), _MM_SHUFFLE(3, 1, 2, 0)));
    *v1 = _mm256_castpd_ps(_mm256_permute4x64_pd(_mm256_castps_pd(o), _MM_SHUFFLE(3, 1, 2, 0)));
    *v2 = vf_load2(p + 2);
}
static inline void nn_p2_store_idx(int64_t *out, vf o)
{
    const __m256i q = _mm256_castps_si256(o);
    _mm256_storeu_si256((__m256i *)out, _mm256_cvtepi32_epi64(_mm256_castsi256_si128(q)));
    _mm256_storeu_si256((__m256i *)(out + 4), _mm256_cvtepi32_epi64(_mm256_extracti128_si256(q, 1)));
}
#endif

#define NN_P2_INLINE static inline __attribute__((always_inline))

/* what a vector of outputs needs: its first output j0, its int32 columns
 * 2j - pl, whether its taps reach left or right of x (the lanes pr[t] of
 * tap t right of it), whether it is a row's first, and the masks of loads
 * that stay inside its input row */
typedef struct nn_p2_vec {
    int64_t j0;
    vf col;
    int left, right, first;
    mf pr[3];
    nn_p2_lm lm[3];
} nn_p2_vec;

/* One input row's fold for VF_W outputs: p at the first lane's tap 0; *b the
 * best tap, *t its number (int32 bits). `masked` loads by v->lm[t] (the
 * loads would leave x); an `edge` vector's lane 0 tap 0 may be left of x
 * (it then loses to tap 1 whatever it holds) and its lanes v->pr[t] right of
 * x (-inf). The NaN check covers every element of the row from p[0] to the
 * last tap: with k = 3, p[0] (tap 0 of lane 0) is the vector before's, or
 * padding, or checked apart in the row's first vector. */
NN_P2_INLINE void nn_p2_row(const float *p, int k, int masked, int edge, const nn_p2_vec *v, mf lane0, vf *b, vf *t,
                            nn_p2_ord *ord)
{
    const vf one = vi_asf(vi_set1(1)), two = vi_asf(vi_set1(2)), zero = vi_asf(vi_set1(0));
    const vf ninf = vf_set1(-INFINITY);
    vf v0, v1, v2 = ninf;
    if (masked) {
        v0 = nn_p2_load2m(p, v->lm[0]);
        v1 = nn_p2_load2m(p + 1, v->lm[1]);
        if (k == 3)
            v2 = nn_p2_load2m(p + 2, v->lm[2]);
    } else if (k == 3) {
        nn_p2_load3(p, &v0, &v1, &v2);
    } else {
        v0 = vf_load2(p);
        v1 = vf_load2(p + 1);
    }
    if (edge && v->left)
        v0 = vf_sel(lane0, ninf, v0); /* the element before the row: not a tap, and maybe a NaN */
    if (edge && v->right) {
        v0 = vf_sel(v->pr[0], ninf, v0);
        v1 = vf_sel(v->pr[1], ninf, v1);
        v2 = vf_sel(v->pr[2], ninf, v2);
    }
    mf g = vf_gt(v1, v0);
    if (edge && v->left)
        g = mf_or(g, lane0);
    vf m = vf_sel(g, v1, v0), n = vf_sel(g, one, zero);
    if (k == 3) {
        NN_P2_ORD(*ord, v1, v2);
        if (edge && v->first)
            NN_P2_ORD(*ord, v0, v0);
        g = vf_gt(v2, m);
        m = vf_sel(g, v2, m);
        n = vf_sel(g, two, n);
    } else {
        NN_P2_ORD(*ord, v0, v1);
    }
    *b = m;
    *t = n;
}

/* The outputs of VF_W lanes from v->j0 along output row oh: rows r0 .. rhi
 * (the first of them carried in *cm, *co when `carried`), the window's last
 * row, r0 + 2, left in *cm, *co for the next output row when k = 3. Offsets
 * count from x's start (it has fewer than 2^31 elements). Loads are masked
 * only where they would leave x (`maymask`: plane 0's first row, the last
 * plane's last). */
NN_P2_INLINE void nn_p2_out(const sy__simd_pool *c, int64_t p, int64_t r0, int64_t rlo, int64_t rhi, int carried, int k,
                            int maymask, int edge, const nn_p2_vec *v, mf lane0, vf *cm, vf *co, nn_p2_ord *ord,
                            float *y, int64_t *idx)
{
    const int64_t H = c->H, W = c->W, q = 2 * v->j0 - c->pl;
    const float *x = (const float *)c->x;
    vf m, o;
    int64_t r = rlo;
    if (carried) {
        m = *cm;
        o = *co;
        r++;
    } else {
        const int64_t at = (p * H + r) * W + q;
        vf t;
        if (maymask && (at < 0 || at + 2 * VF_W + 2 > c->end))
            nn_p2_row(x + at, k, 1, edge, v, lane0, &m, &t, ord);
        else
            nn_p2_row(x + at, k, 0, edge, v, lane0, &m, &t, ord);
        o = vi_asf(vi_add(vf_asi(t), vi_set1((int32_t)((p * H + r) * W))));
        r++;
    }
    for (; r <= rhi; r++) {
        const int64_t at = (p * H + r) * W + q;
        vf hm, ht;
        if (maymask && (at < 0 || at + 2 * VF_W + 2 > c->end))
            nn_p2_row(x + at, k, 1, edge, v, lane0, &hm, &ht, ord);
        else
            nn_p2_row(x + at, k, 0, edge, v, lane0, &hm, &ht, ord);
        const vf ho = vi_asf(vi_add(vf_asi(ht), vi_set1((int32_t)((p * H + r) * W))));
        const mf g = vf_gt(hm, m);
        m = vf_sel(g, hm, m);
        o = vf_sel(g, ho, o);
        if (k == 3 && r == r0 + 2) {
            *cm = hm;
            *co = ho;
        }
    }
    vf_store(y, m);
    nn_p2_store_idx(idx, vi_asf(vi_add(vf_asi(o), vf_asi(v->col))));
}

/* plane p: its rows by output row, VF_W outputs at a time; returns whether
 * every tap was ordered (no NaN) */
NN_P2_INLINE int nn_p2_plane(const sy__simd_pool *c, int64_t p, int k, int maymask, nn_p2_vec *vs, mf lane0)
{
    const int64_t H = c->H, OH = c->OH, OW = c->OW, pt = c->pt;
    const int64_t nvec = (OW + VF_W - 1) / VF_W;
    float *yp = (float *)c->y + p * OH * OW;
    int64_t *ip = c->idx + p * OH * OW;
    nn_p2_ord ord = NN_P2_ORD_INIT;
    for (int64_t g0 = 0; g0 < nvec; g0 += NN_P2_GROUP) {
        const int64_t gn = nvec - g0 < NN_P2_GROUP ? nvec - g0 : NN_P2_GROUP;
        vf cm[NN_P2_GROUP], co[NN_P2_GROUP];
        for (int64_t v = 0; v < gn; v++)
            cm[v] = co[v] = vf_zero();
        for (int64_t oh = 0; oh < OH; oh++) {
            const int64_t r0 = 2 * oh - pt, rlo = r0 < 0 ? 0 : r0, rhi = r0 + k - 1 < H ? r0 + k - 1 : H - 1;
            /* row r0 >= 1 was the last of the window before */
            const int carried = k == 3 && oh > 0;
            /* the two rows NN_P2_AHEAD rows below this one's last, into the next plane: x in order */
            const int64_t pf = (p * H + r0 + k + NN_P2_AHEAD) * c->W, pfn = 2 * c->W;
            if (g0 == 0 && pf >= 0 && pf + pfn <= c->end)
                for (int64_t e = 0; e < pfn; e += 64 / (int64_t)sizeof(float))
                    _mm_prefetch((const char *)((const float *)c->x + pf + e), _MM_HINT_T0);
            for (int64_t v = 0; v < gn; v++) {
                const nn_p2_vec *e = &vs[g0 + v];
                float *y = yp + oh * OW + e->j0;
                int64_t *ix = ip + oh * OW + e->j0;
                if (e->left || e->right || e->first)
                    nn_p2_out(c, p, r0, rlo, rhi, carried, k, maymask, 1, e, lane0, &cm[v], &co[v], &ord, y, ix);
                else
                    nn_p2_out(c, p, r0, rlo, rhi, carried, k, maymask, 0, e, lane0, &cm[v], &co[v], &ord, y, ix);
            }
        }
    }
    return NN_P2_ORD_ALL(ord);
}

static void nn_max_pool2d_s2_f32(const sy__simd_pool *c, int64_t p0, int64_t p1)
{
    const int64_t H = c->H, W = c->W, OW = c->OW, k = c->k0, pl = c->pl;
    const int64_t nvec = (OW + VF_W - 1) / VF_W;
    const vf iota = vf_load(nn_iota_f32);
    const mf lane0 = vf_lt(iota, vf_set1(0.5f));
    nn_p2_vec vs[32];
    if (nvec > 32) { /* rows wider than 32 vectors: the general kernel */
        nn_max_pool2d_f32(c, p0, p1);
        return;
    }
    for (int64_t v = 0; v < nvec; v++) {
        nn_p2_vec *e = &vs[v];
        e->j0 = (v + 1) * VF_W <= OW ? v * VF_W : OW - VF_W;
        const int64_t q = 2 * e->j0 - pl; /* lane 0's tap 0 */
        e->col = vi_asf(vi_add(vf_cvtt(vf_add(iota, iota)), vi_set1((int32_t)q)));
        e->left = q < 0;
        e->right = q + k - 1 + 2 * (VF_W - 1) >= W;
        e->first = e->j0 == 0;
        for (int64_t t = 0; t < 3; t++) {
            /* lane l's tap t is column q + t + 2 l */
            e->pr[t] = vf_ge(vf_add(vf_add(iota, iota), vf_set1((float)(q + t))), vf_set1((float)W));
            e->lm[t] = nn_p2_mask(-(q + t), W - (q + t));
        }
    }
    for (int64_t p = p0; p < p1; p++) {
        /* the lowest and highest elements the plane's loads may touch */
        const int edge = p * H * W - pl < 0 || ((p + 1) * H - 1) * W + 2 * (OW - VF_W) - pl + 2 * VF_W + 2 > c->end;
        int ok;
        if (k == 3)
            ok = edge ? nn_p2_plane(c, p, 3, 1, vs, lane0) : nn_p2_plane(c, p, 3, 0, vs, lane0);
        else
            ok = edge ? nn_p2_plane(c, p, 2, 1, vs, lane0) : nn_p2_plane(c, p, 2, 0, vs, lane0);
        if (!ok)
            nn_max_pool2d_f32(c, p, p + 1);
    }
}

#undef NN_P2_ORD_INIT
#undef NN_P2_ORD
#undef NN_P2_ORD_ALL
#undef NN_P2_GROUP
#undef NN_P2_AHEAD
#undef NN_P2_INLINE

/* the table's f32 entry: the kernel above where it applies */
static void nn_max_pool2d_fast_f32(const sy__simd_pool *c, int64_t p0, int64_t p1)
{
    if (c->OW < VF_W && nn_pool_is_2x2(c))
        nn_max_pool2d_2x2_f32(c, p0, p1);
    else if (c->k0 == c->k1 && (c->k0 == 2 || c->k0 == 3) && c->s0 == 2 && c->s1 == 2 && c->d0 == 1 && c->d1 == 1 &&
             (c->pt == 0 || c->pt == 1) && (c->pl == 0 || c->pl == 1) && c->OW >= VF_W && c->end < INT32_MAX - 64 &&
             c->W < (INT64_C(1) << 24))
        nn_max_pool2d_s2_f32(c, p0, p1);
    else
        nn_max_pool2d_f32(c, p0, p1);
}

#else
static void nn_max_pool2d_fast_f32(const sy__simd_pool *c, int64_t p0, int64_t p1)
{
    if (nn_pool_is_2x2(c))
        nn_max_pool2d_2x2_f32(c, p0, p1);
    else
        nn_max_pool2d_f32(c, p0, p1);
}
#endif
