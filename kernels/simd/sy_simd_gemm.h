/* switchyard simd backend, private: the blocked, packed matrix product of one
 * element type, included by sy_simd_body_matmul.h once per type with
 *   SY__G_T      float / double         SY__G_V   vf / vd (the vector API)
 *   SY__G_W      lanes per vector       SY__G_SFX f32 / f64
 *   SY__G_MR     rows of the register tile; SY__G_ROWS(X) expands X(0) .. X(MR-1)
 *   SY__G_NV     vectors per tile row (2, 3 or 4): NR = NV * W columns
 *   SY__G_KC, SY__G_MC, SY__G_NC   cache blocks (depth, rows, columns)
 * The register tile is MR x NR: MR * NV accumulators; each depth step loads
 * NV vectors of packed B and broadcasts MR packed A values (one FMA per
 * accumulator).
 *
 * Loops: columns by NC, depth by KC (pack B's KC x NC block, in L2, as
 * NR-column micro-panels, p-major), rows by MC (pack A's MC x KC block as
 * MR-row micro-panels, p-major), then (SY__G_IR_OUTER, the default) each A
 * micro-panel, which stays in L1 while the B micro-panels stream past it from
 * L2 (else the BLIS order: B micro-panels outer, A inner). The first depth
 * block stores the tile, later ones add to it (no zeroing of C).
 * Edge tiles are zero-padded in the packs and written through a scratch
 * tile. Blocks are balanced: k = 300 gives two depth blocks of 150, not 256
 * and 44. A single column (n == 1) or row (m == 1) takes a dot-product or
 * axpy path instead (the padded tile would waste NR or MR times the work).
 *
 * With SY__G_WIDE defined (the f64 instance), gemm_wide is the same product
 * of float operands: the packs convert each float exactly, so the products
 * and sums are this type's (simd's f32 conv2d gradients, sy_simd_nn.c);
 * a single row or column takes plain sums. */

#define SY__G_CAT2(a, b) a##_##b
#define SY__G_CAT(a, b) SY__G_CAT2(a, b)
#define SY__G_FN(name) SY__G_CAT(name, SY__G_SFX)
#define SY__G_VF(name) SY__G_CAT(SY__G_V, name)
#ifndef SY__G_NV
#define SY__G_NV 2
#endif
#if SY__G_NV == 2
#define SY__G_COLS(Y, i) Y(i, 0) Y(i, 1)
#elif SY__G_NV == 3
#define SY__G_COLS(Y, i) Y(i, 0) Y(i, 1) Y(i, 2)
#elif SY__G_NV == 4
#define SY__G_COLS(Y, i) Y(i, 0) Y(i, 1) Y(i, 2) Y(i, 3)
#else
#error "SY__G_NV must be 2, 3 or 4"
#endif
#define SY__G_NR (SY__G_NV * SY__G_W)
#ifndef SY__G_IR_OUTER
#define SY__G_IR_OUTER 1
#endif
/* tuning knobs: software prefetch of B this many depth steps ahead (0: off,
 * the hardware prefetchers do as well), prefetch of the C tile */
#ifndef SY__G_PREFETCH_B
#define SY__G_PREFETCH_B 0
#endif
#ifndef SY__G_PREFETCH_C
#if defined(__GNUC__) || defined(__clang__)
#define SY__G_PREFETCH_C 1
#else
#define SY__G_PREFETCH_C 0
#endif
#endif

static int64_t SY__G_FN(gemm_round)(int64_t x, int64_t to) { return (x + to - 1) / to * to; }

/* even blocks of at most `blk` (a multiple of `align`) covering `total` */
static int64_t SY__G_FN(gemm_block)(int64_t total, int64_t blk, int64_t align)
{
    int64_t nb = (total + blk - 1) / blk;
    int64_t b = SY__G_FN(gemm_round)((total + nb - 1) / nb, align);
    return b < blk ? b : blk;
}

static size_t SY__G_FN(gemm_ws)(int64_t m, int64_t n, int64_t k)
{
    const int64_t kc = SY__G_FN(gemm_block)(k, SY__G_KC, 1);
    const int64_t mc = SY__G_FN(gemm_round)(SY__G_FN(gemm_block)(m, SY__G_MC, SY__G_MR), SY__G_MR);
    const int64_t nc = SY__G_FN(gemm_round)(SY__G_FN(gemm_block)(n, SY__G_NC, SY__G_NR), SY__G_NR);
    return (size_t)(kc * (mc + nc)) * sizeof(SY__G_T) + 64;
}

#define SY__GP_SRC SY__G_T
#define SY__GP_A SY__G_FN(gemm_pack_a)
#define SY__GP_B SY__G_FN(gemm_pack_b)
#define SY__GP_LOADV(p) SY__G_VF(load)(p)
#include "sy_simd_gemm_pack.h"

#ifdef SY__G_WIDE
/* the packs of float operands (SY__G_WIDE's instance, the f64 GEMM of f32
 * operands; SY__G_V's from_f32 widens a vector's floats) */
#define SY__GP_SRC float
#define SY__GP_A SY__G_FN(gemm_pack_a_wide)
#define SY__GP_B SY__G_FN(gemm_pack_b_wide)
#define SY__GP_LOADV(p) SY__G_VF(from_f32)(p)
#include "sy_simd_gemm_pack.h"
#endif

/* C[0..mr)[0..nr) (=, or += unless first) the product of an A micro-panel
 * (kc x MR) and a B micro-panel (kc x NR). */
static void SY__G_FN(gemm_ukr)(int64_t kc, const SY__G_T *restrict ap, const SY__G_T *restrict bp,
                               SY__G_T *restrict c, int64_t ldc, int64_t mr, int64_t nr, int first)
{
#if SY__G_PREFETCH_C
    if (mr == SY__G_MR) { /* the tile's rows are far apart: start fetching them now */
#define SY__G_PF(i)                                                                                           \
    __builtin_prefetch(c + (i) * ldc, 1);                                                                     \
    __builtin_prefetch(c + (i) * ldc + SY__G_NR - 1, 1);
        SY__G_ROWS(SY__G_PF)
#undef SY__G_PF
    }
#endif
#define SY__G_DECL1(i, v) SY__G_V c##i##_##v = SY__G_VF(zero)();
#define SY__G_DECL(i) SY__G_COLS(SY__G_DECL1, i)
    SY__G_ROWS(SY__G_DECL)
#undef SY__G_DECL
#undef SY__G_DECL1
    for (int64_t p = 0; p < kc; p++) {
#if SY__G_PREFETCH_B
        for (int v = 0; v < SY__G_NV; v++)
            __builtin_prefetch(bp + SY__G_PREFETCH_B * SY__G_NR + v * SY__G_W);
#endif
#define SY__G_LDB(i, v) const SY__G_V b##v = SY__G_VF(load)(bp + (v) * SY__G_W);
        SY__G_COLS(SY__G_LDB, 0)
#undef SY__G_LDB
#define SY__G_FMA1(i, v) c##i##_##v = SY__G_VF(fma)(a_, b##v, c##i##_##v);
#define SY__G_FMA(i)                                                                                          \
    {                                                                                                         \
        const SY__G_V a_ = SY__G_VF(set1)(ap[i]);                                                             \
        SY__G_COLS(SY__G_FMA1, i)                                                                             \
    }
        SY__G_ROWS(SY__G_FMA)
#undef SY__G_FMA
#undef SY__G_FMA1
        ap += SY__G_MR;
        bp += SY__G_NR;
    }
    if (mr == SY__G_MR && nr == SY__G_NR) {
        if (first) {
#define SY__G_ST1(i, v) SY__G_VF(store)(c + (i) * ldc + (v) * SY__G_W, c##i##_##v);
#define SY__G_ST(i) SY__G_COLS(SY__G_ST1, i)
            SY__G_ROWS(SY__G_ST)
#undef SY__G_ST
#undef SY__G_ST1
        } else {
#define SY__G_ADD1(i, v)                                                                                      \
    SY__G_VF(store)(c + (i) * ldc + (v) * SY__G_W,                                                            \
                    SY__G_VF(add)(SY__G_VF(load)(c + (i) * ldc + (v) * SY__G_W), c##i##_##v));
#define SY__G_ADD(i) SY__G_COLS(SY__G_ADD1, i)
            SY__G_ROWS(SY__G_ADD)
#undef SY__G_ADD
#undef SY__G_ADD1
        }
        return;
    }
    SY__G_T tmp[SY__G_MR * SY__G_NR];
#define SY__G_TMP1(i, v) SY__G_VF(store)(tmp + (i) * SY__G_NR + (v) * SY__G_W, c##i##_##v);
#define SY__G_TMP(i) SY__G_COLS(SY__G_TMP1, i)
    SY__G_ROWS(SY__G_TMP)
#undef SY__G_TMP
#undef SY__G_TMP1
    for (int64_t i = 0; i < mr; i++)
        for (int64_t j = 0; j < nr; j++)
            c[i * ldc + j] = first ? tmp[i * SY__G_NR + j] : c[i * ldc + j] + tmp[i * SY__G_NR + j];
}

/* n == 1 (matrix times vector): one dot product per row, vectorized when A's
 * rows and B's column are contiguous. */
static void SY__G_FN(gemm_dot)(const sy__simd_gemm *g)
{
    const SY__G_T *b = (const SY__G_T *)g->b;
    SY__G_T *c = (SY__G_T *)g->c;
    const int64_t k = g->k;
    for (int64_t i = 0; i < g->m; i++) {
        const SY__G_T *a = (const SY__G_T *)g->a + i * g->a_rs;
        SY__G_T sum = 0;
        if (g->a_cs == 1 && g->b_rs == 1) {
            SY__G_V s0 = SY__G_VF(zero)(), s1 = SY__G_VF(zero)(), s2 = SY__G_VF(zero)(), s3 = SY__G_VF(zero)();
            int64_t p = 0;
            for (; p + 4 * SY__G_W <= k; p += 4 * SY__G_W) {
                s0 = SY__G_VF(fma)(SY__G_VF(load)(a + p), SY__G_VF(load)(b + p), s0);
                s1 = SY__G_VF(fma)(SY__G_VF(load)(a + p + SY__G_W), SY__G_VF(load)(b + p + SY__G_W), s1);
                s2 = SY__G_VF(fma)(SY__G_VF(load)(a + p + 2 * SY__G_W), SY__G_VF(load)(b + p + 2 * SY__G_W), s2);
                s3 = SY__G_VF(fma)(SY__G_VF(load)(a + p + 3 * SY__G_W), SY__G_VF(load)(b + p + 3 * SY__G_W), s3);
            }
            for (; p + SY__G_W <= k; p += SY__G_W)
                s0 = SY__G_VF(fma)(SY__G_VF(load)(a + p), SY__G_VF(load)(b + p), s0);
            if (p < k)
                s1 = SY__G_VF(fma)(SY__G_VF(loadn)(a + p, k - p), SY__G_VF(loadn)(b + p, k - p), s1);
            SY__G_T l[SY__G_W];
            SY__G_VF(store)(l, SY__G_VF(add)(SY__G_VF(add)(s0, s1), SY__G_VF(add)(s2, s3)));
            for (int w = 0; w < SY__G_W; w++)
                sum += l[w];
        } else {
            for (int64_t p = 0; p < k; p++) {
                const SY__G_T prod = a[p * g->a_cs] * b[p * g->b_rs];
                sum += prod;
            }
        }
        c[i * g->ldc] = sum;
    }
}

/* m == 1 (vector times matrix): C's row accumulates rows of B, four at a
 * time, vectorized when B's rows are contiguous. */
static void SY__G_FN(gemm_axpy)(const sy__simd_gemm *g)
{
    const SY__G_T *a = (const SY__G_T *)g->a;
    const SY__G_T *b = (const SY__G_T *)g->b;
    SY__G_T *c = (SY__G_T *)g->c;
    const int64_t n = g->n, k = g->k, rs = g->b_rs;
    for (int64_t j = 0; j < n; j++)
        c[j] = 0;
    if (g->b_cs != 1) {
        for (int64_t p = 0; p < k; p++) {
            const SY__G_T x = a[p * g->a_cs];
            for (int64_t j = 0; j < n; j++) {
                const SY__G_T prod = x * b[p * rs + j * g->b_cs];
                c[j] += prod;
            }
        }
        return;
    }
    int64_t p = 0;
    for (; p + 4 <= k; p += 4) {
        const SY__G_V x0 = SY__G_VF(set1)(a[p * g->a_cs]), x1 = SY__G_VF(set1)(a[(p + 1) * g->a_cs]);
        const SY__G_V x2 = SY__G_VF(set1)(a[(p + 2) * g->a_cs]), x3 = SY__G_VF(set1)(a[(p + 3) * g->a_cs]);
        const SY__G_T *b0 = b + p * rs, *b1 = b0 + rs, *b2 = b1 + rs, *b3 = b2 + rs;
        int64_t j = 0;
        for (; j + SY__G_W <= n; j += SY__G_W) {
            SY__G_V v = SY__G_VF(fma)(x0, SY__G_VF(load)(b0 + j), SY__G_VF(load)(c + j));
            v = SY__G_VF(fma)(x1, SY__G_VF(load)(b1 + j), v);
            v = SY__G_VF(fma)(x2, SY__G_VF(load)(b2 + j), v);
            SY__G_VF(store)(c + j, SY__G_VF(fma)(x3, SY__G_VF(load)(b3 + j), v));
        }
        if (j < n) {
            const int64_t t = n - j;
            SY__G_V v = SY__G_VF(fma)(x0, SY__G_VF(loadn)(b0 + j, t), SY__G_VF(loadn)(c + j, t));
            v = SY__G_VF(fma)(x1, SY__G_VF(loadn)(b1 + j, t), v);
            v = SY__G_VF(fma)(x2, SY__G_VF(loadn)(b2 + j, t), v);
            SY__G_VF(storen)(c + j, SY__G_VF(fma)(x3, SY__G_VF(loadn)(b3 + j, t), v), t);
        }
    }
    for (; p < k; p++) {
        const SY__G_V x0 = SY__G_VF(set1)(a[p * g->a_cs]);
        const SY__G_T *b0 = b + p * rs;
        int64_t j = 0;
        for (; j + SY__G_W <= n; j += SY__G_W)
            SY__G_VF(store)(c + j, SY__G_VF(fma)(x0, SY__G_VF(load)(b0 + j), SY__G_VF(load)(c + j)));
        if (j < n)
            SY__G_VF(storen)(c + j, SY__G_VF(fma)(x0, SY__G_VF(loadn)(b0 + j, n - j), SY__G_VF(loadn)(c + j, n - j)),
                             n - j);
    }
}

/* The blocked product; wide: a and b hold floats (packed by the _wide packs). */
static inline void SY__G_FN(gemm_blocked)(const sy__simd_gemm *g, int wide)
{
    const int64_t m = g->m, n = g->n, k = g->k;
    const char *a = (const char *)g->a, *b = (const char *)g->b;
    const int64_t se = wide ? (int64_t)sizeof(float) : (int64_t)sizeof(SY__G_T);
    SY__G_T *c = (SY__G_T *)g->c;
    const SY__G_T *a_packed = (const SY__G_T *)g->a_packed;
    const int64_t kcb = SY__G_FN(gemm_block)(k, SY__G_KC, 1);
    const int64_t mcb = SY__G_FN(gemm_block)(m, SY__G_MC, SY__G_MR);
    const int64_t ncb = SY__G_FN(gemm_block)(n, SY__G_NC, SY__G_NR);
    /* 64-byte aligned packs: B first (kcb x round(ncb, NR)), then A */
    char *ws = (char *)g->ws;
    SY__G_T *bpack = (SY__G_T *)(ws + (64 - (uintptr_t)ws % 64) % 64);
    SY__G_T *apack = bpack + kcb * SY__G_FN(gemm_round)(ncb, SY__G_NR);
    for (int64_t jc = 0; jc < n; jc += ncb) {
        const int64_t nc = n - jc < ncb ? n - jc : ncb;
        for (int64_t pc = 0; pc < k; pc += kcb) {
            const int64_t kc = k - pc < kcb ? k - pc : kcb;
            const char *bsrc = b + (pc * g->b_rs + jc * g->b_cs) * se;
#ifdef SY__G_WIDE
            if (wide)
                SY__G_FN(gemm_pack_b_wide)(bpack, (const float *)bsrc, g->b_rs, g->b_cs, kc, nc);
            else
#endif
                SY__G_FN(gemm_pack_b)(bpack, (const SY__G_T *)bsrc, g->b_rs, g->b_cs, kc, nc);
            for (int64_t ic = 0; ic < m; ic += mcb) {
                const int64_t mc = m - ic < mcb ? m - ic : mcb;
                const SY__G_T *apk = apack;
                if (a_packed != NULL) { /* gemm_pack_a_all's layout */
                    apk = a_packed + pc * SY__G_FN(gemm_round)(m, SY__G_MR) + ic * kc;
                } else {
                    const char *asrc = a + (ic * g->a_rs + pc * g->a_cs) * se;
#ifdef SY__G_WIDE
                    if (wide)
                        SY__G_FN(gemm_pack_a_wide)(apack, (const float *)asrc, g->a_rs, g->a_cs, mc, kc);
                    else
#endif
                        SY__G_FN(gemm_pack_a)(apack, (const SY__G_T *)asrc, g->a_rs, g->a_cs, mc, kc);
                }
#if SY__G_IR_OUTER
                for (int64_t ir = 0; ir < mc; ir += SY__G_MR) {
                    const int64_t mr = mc - ir < SY__G_MR ? mc - ir : SY__G_MR;
                    const SY__G_T *ap = apk + ir * kc;
                    for (int64_t jr = 0; jr < nc; jr += SY__G_NR) {
                        const int64_t nr = nc - jr < SY__G_NR ? nc - jr : SY__G_NR;
                        SY__G_FN(gemm_ukr)(kc, ap, bpack + jr * kc, c + (ic + ir) * g->ldc + jc + jr, g->ldc, mr,
                                           nr, pc == 0);
                    }
                }
#else
                for (int64_t jr = 0; jr < nc; jr += SY__G_NR) {
                    const int64_t nr = nc - jr < SY__G_NR ? nc - jr : SY__G_NR;
                    const SY__G_T *bp = bpack + jr * kc;
                    for (int64_t ir = 0; ir < mc; ir += SY__G_MR) {
                        const int64_t mr = mc - ir < SY__G_MR ? mc - ir : SY__G_MR;
                        SY__G_FN(gemm_ukr)
                        (kc, apk + ir * kc, bp, c + (ic + ir) * g->ldc + jc + jr, g->ldc, mr, nr, pc == 0);
                    }
                }
#endif
            }
        }
    }
}

/* A packed for every product of this m and k: the blocks gemm_blocked packs,
 * depth block pc's row blocks at pc * round(m, MR), row block ic's at ic * kc
 * within them. */
static inline void SY__G_FN(gemm_pack_a_blocks)(void *dst, const void *a, int64_t rs, int64_t cs, int64_t m, int64_t k,
                                                int wide)
{
    (void)wide; /* read only where SY__G_WIDE */
    const int64_t kcb = SY__G_FN(gemm_block)(k, SY__G_KC, 1);
    const int64_t mcb = SY__G_FN(gemm_block)(m, SY__G_MC, SY__G_MR);
    for (int64_t pc = 0; pc < k; pc += kcb) {
        const int64_t kc = k - pc < kcb ? k - pc : kcb;
        for (int64_t ic = 0; ic < m; ic += mcb) {
            const int64_t mc = m - ic < mcb ? m - ic : mcb;
            SY__G_T *d = (SY__G_T *)dst + pc * SY__G_FN(gemm_round)(m, SY__G_MR) + ic * kc;
#ifdef SY__G_WIDE
            if (wide)
                SY__G_FN(gemm_pack_a_wide)(d, (const float *)a + ic * rs + pc * cs, rs, cs, mc, kc);
            else
#endif
                SY__G_FN(gemm_pack_a)(d, (const SY__G_T *)a + ic * rs + pc * cs, rs, cs, mc, kc);
        }
    }
}

static void SY__G_FN(gemm_pack_a_all)(void *dst, const void *a, int64_t rs, int64_t cs, int64_t m, int64_t k)
{
    SY__G_FN(gemm_pack_a_blocks)(dst, a, rs, cs, m, k, 0);
}

static void SY__G_FN(gemm)(const sy__simd_gemm *g)
{
    if (g->a_packed != NULL)
        SY__G_FN(gemm_blocked)(g, 0);
    else if (g->n == 1)
        SY__G_FN(gemm_dot)(g);
    else if (g->m == 1)
        SY__G_FN(gemm_axpy)(g);
    else
        SY__G_FN(gemm_blocked)(g, 0);
}

#ifdef SY__G_WIDE
/* gemm_pack_a_all of a float A, for gemm_wide */
static void SY__G_FN(gemm_pack_a_wide_all)(void *dst, const void *a, int64_t rs, int64_t cs, int64_t m, int64_t k)
{
    SY__G_FN(gemm_pack_a_blocks)(dst, a, rs, cs, m, k, 1);
}

/* The product of float operands in this type, C of this type; the
 * workspace is gemm_ws's. */
static void SY__G_FN(gemm_wide)(const sy__simd_gemm *g)
{
    if (g->m > 1 && g->n > 1) {
        SY__G_FN(gemm_blocked)(g, 1);
        return;
    }
    const float *a = (const float *)g->a, *b = (const float *)g->b;
    SY__G_T *c = (SY__G_T *)g->c;
    for (int64_t i = 0; i < g->m; i++) /* a single row or column: thin, plain sums */
        for (int64_t j = 0; j < g->n; j++) {
            SY__G_T acc = 0;
            for (int64_t p = 0; p < g->k; p++)
                acc += (SY__G_T)a[i * g->a_rs + p * g->a_cs] * (SY__G_T)b[p * g->b_rs + j * g->b_cs];
            c[i * g->ldc + j] = acc;
        }
}
#endif

#undef SY__G_NR
#undef SY__G_NV
#undef SY__G_COLS
#undef SY__G_VF
#undef SY__G_FN
#undef SY__G_CAT
#undef SY__G_CAT2
