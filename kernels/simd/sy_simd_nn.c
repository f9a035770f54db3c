/* switchyard simd backend: conv2d and its two gradient ops, max_pool2d,
 * softmax, log_softmax and layer_norm.
 *
 * conv2d (f32, f64): im2col onto the per-ISA GEMM of sy_simd_gemm.h. For
 * each batch entry n and group g, the output block y[n, g's channels] (MG x
 * P, P = OH * OW) is weight[g] (MG x K, K = C / groups * kH * kW) times the
 * column matrix of x (K x P: row (c, i, j), column (oh, ow) holds x[n, c,
 * oh * stride - top + i * dilation, ow * stride - left + j * dilation], or 0
 * in the padding), built a chunk of columns at a time into a per-thread
 * workspace (a 1x1 kernel of stride 1 without pads reads x in place), then
 * the bias added; each group's weight is packed for the GEMM once per call,
 * not once per unit. Every attribute conv2d takes (groups, dilation, asymmetric
 * pads, stride) is handled; a call with padding whose weight holds an inf or
 * a NaN is declined (SY_KERNEL_FALLBACK: cpu runs it), as the zeros of the
 * column matrix would multiply it where cpu's padding adds nothing. Products accumulate in the dtype with FMA, as
 * simd's matmul does (cpu sums in double): f32 results are within float
 * tolerance of cpu's, tests/c/check_simd.c holds them to rtol 1e-5, atol
 * 2e-5 * K as matmul. Threads split (n, group, column chunk) units. A thread
 * whose workspace cannot be allocated makes the call SY_E_OUT_OF_MEMORY.
 *
 * softmax, log_softmax and layer_norm (f32): one contiguous row per call of
 * the ISA's row kernel (sy_simd_body_nn.h, which gives the accuracy), rows
 * split over threads. softmax and log_softmax over an axis that is not the
 * last (rows strided in memory) decline the call (SY_KERNEL_FALLBACK), so
 * cpu runs it; layer_norm normalizes trailing axes, always contiguous. */
#define _POSIX_C_SOURCE 200809L
#include <math.h>
#include <stdatomic.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "sy_axis.h"
#include "sy_contract.h"
#include "sy_internal.h"
#include "sy_kernels.h"
#include "sy_simd.h"
#include "sy_simd_claims.h"
#include "sy_simd_internal.h"

#define SY__SIMD_NN_BIT(unused, E, T, sfx) | SY__DT_##E
#define TAKES(op, dt) (((0u SY__SIMD_TAKES_##op(SY__SIMD_NN_BIT, _)) >> (unsigned)(dt)) & 1u)
_Static_assert(((0u SY__SIMD_TAKES_conv2d(SY__SIMD_NN_BIT, _)) & ~(SY__DT_F32 | SY__DT_F64)) == 0,
               "simd's conv2d is written for f32 and f64");
_Static_assert((((0u SY__SIMD_TAKES_conv2d_backward_input(SY__SIMD_NN_BIT, _)) |
                 (0u SY__SIMD_TAKES_conv2d_backward_weight(SY__SIMD_NN_BIT, _))) &
                ~(SY__DT_F32 | SY__DT_F64)) == 0,
               "simd's conv2d gradients are written for f32 and f64");
_Static_assert(((0u SY__SIMD_TAKES_max_pool2d(SY__SIMD_NN_BIT, _)) & ~(SY__DT_F32 | SY__DT_F64)) == 0,
               "simd's max_pool2d is written for f32 and f64");
_Static_assert(((0u SY__SIMD_TAKES_softmax(SY__SIMD_NN_BIT, _)) | (0u SY__SIMD_TAKES_log_softmax(SY__SIMD_NN_BIT, _)) |
                (0u SY__SIMD_TAKES_layer_norm(SY__SIMD_NN_BIT, _))) == SY__DT_F32,
               "simd's softmax, log_softmax and layer_norm rows are f32");

#define SY__CONV_GRAIN (1 << 20) /* multiply-adds per thread */
#define SY__ROW_GRAIN (1 << 15)  /* elements per thread (softmax, layer_norm) */

/* ==== conv2d ================================================================== */

typedef struct conv_ctx {
    const sy_op_args *a;
    const sy__simd_isa *isa;
    int ti;
    size_t es;
    int64_t N, C, H, W, M, CG, KH, KW, OH, OW, MG, G, K, P;
    int64_t s0, s1, pt, pl, d0, d1;
    int64_t q, nq; /* columns per chunk, chunks per (n, g) */
    int direct;    /* 1x1, stride 1, no pads: the column matrix is x itself */
    const void *a_packed;  /* conv2d: every group's weight packed for the GEMM (gemm_pack_a), or NULL */
    int64_t a_pack_stride; /* bytes from one group's pack to the next */
    atomic_int failed;
} conv_ctx;

/* n > 0 bytes, a multiple of 4, from s to d (apart): im2col's row segments
 * are mostly 8 - 24 floats (the CNN's rows of 24 and 8 outputs), where a
 * memcpy call and its size dispatch cost more than the copy. Up to 128
 * bytes in fixed 16-, 8- and 4-byte moves the compiler inlines, the last
 * one overlapping the one before rather than leaving a tail. */
static inline void copy_short(char *d, const char *s, size_t n)
{
    if (n > 128) {
        memcpy(d, s, n);
    } else if (n >= 16) {
        for (size_t k = 0; k + 16 < n; k += 16)
            memcpy(d + k, s + k, 16);
        memcpy(d + n - 16, s + n - 16, 16);
    } else if (n >= 8) {
        memcpy(d, s, 8);
        memcpy(d + n - 8, s + n - 8, 8);
    } else {
        memcpy(d, s, 4);
        memcpy(d + n - 4, s + n - 4, 4);
    }
}

/* The columns [p0, p1) of the column matrix of one (n, g): x at xg (its
 * group's first channel), into col (K rows of p1 - p0). */
#define DEF_IM2COL(sfx, T)                                                                                             \
    static void im2col_##sfx(const conv_ctx *c, const T *xg, T *col, int64_t p0, int64_t p1)                           \
    {                                                                                                                  \
        const int64_t q = p1 - p0, H = c->H, W = c->W, OW = c->OW, oh0 = p0 / OW, ow00 = p0 % OW;                      \
        const int64_t ohl = (p1 - 1) / OW; /* the chunk's last output row */                                           \
        const int64_t CG = c->CG, KH = c->KH, KW = c->KW, s0 = c->s0, s1 = c->s1, pt = c->pt;                          \
        const int64_t pl = c->pl, d0 = c->d0, d1 = c->d1; /* locals: stores may alias c */                             \
        for (int64_t ch = 0; ch < CG; ch++)                                                                            \
            for (int64_t i = 0; i < KH; i++)                                                                           \
                for (int64_t j = 0; j < KW; j++) {                                                                     \
                    T *row = col + ((ch * KH + i) * KW + j) * q;                                                       \
                    const T *plane = xg + ch * H * W;                                                                  \
                    /* stride 1: w = ow + off, inside x for ow in [lo, hi) on every row */                             \
                    const int64_t off = j * d1 - pl;                                                                   \
                    const int64_t lo = off < 0 ? (-off < OW ? -off : OW) : 0;                                          \
                    const int64_t hi = W - off < lo ? lo : (W - off < OW ? W - off : OW);                              \
                    const int64_t hf = oh0 * s0 - pt + i * d0, hl = ohl * s0 - pt + i * d0;                            \
                    if (s1 == 1 && lo == 0 && hi == OW && hf >= 0 && hl < H) {                                         \
                        /* every tap of the chunk inside x: row segments copied back to back */                        \
                        const T *src = plane + hf * W + off;                                                           \
                        T *dst = row;                                                                                  \
                        for (int64_t rem = q, ow0 = ow00; rem > 0; ow0 = 0, src += s0 * W) {                           \
                            const int64_t n = OW - ow0 < rem ? OW - ow0 : rem;                                         \
                            copy_short((char *)dst, (const char *)(src + ow0), (size_t)n * sizeof(T));                 \
                            dst += n;                                                                                  \
                            rem -= n;                                                                                  \
                        }                                                                                              \
                        continue;                                                                                      \
                    }                                                                                                  \
                    int64_t oh = oh0, ow0 = ow00;                                                                      \
                    for (int64_t p = p0; p < p1; oh++, ow0 = 0) {                                                      \
                        const int64_t ow1 = OW < ow0 + (p1 - p) ? OW : ow0 + (p1 - p);                                 \
                        T *dst = row + (p - p0) - ow0; /* dst[ow] */                                                   \
                        const int64_t h = oh * s0 - pt + i * d0;                                                       \
                        if (h < 0 || h >= H) {                                                                         \
                            for (int64_t ow = ow0; ow < ow1; ow++)                                                     \
                                dst[ow] = 0;                                                                           \
                        } else if (s1 == 1) {                                                                          \
                            const T *src = plane + h * W + off; /* src[ow] */                                          \
                            const int64_t a = lo > ow0 ? (lo < ow1 ? lo : ow1) : ow0;                                  \
                            const int64_t b = hi < ow1 ? (hi > a ? hi : a) : ow1;                                      \
                            for (int64_t ow = ow0; ow < a; ow++)                                                       \
                                dst[ow] = 0;                                                                           \
                            if (b > a)                                                                                 \
                                copy_short((char *)(dst + a), (const char *)(src + a), (size_t)(b - a) * sizeof(T));   \
                            for (int64_t ow = b; ow < ow1; ow++)                                                       \
                                dst[ow] = 0;                                                                           \
                        } else {                                                                                       \
                            const T *src = plane + h * W;                                                              \
                            for (int64_t ow = ow0, w = ow0 * s1 + off; ow < ow1; ow++, w += s1)                        \
                                dst[ow] = w >= 0 && w < W ? src[w] : 0;                                                \
                        }                                                                                              \
                        p += ow1 - ow0;                                                                                \
                    }                                                                                                  \
                }                                                                                                      \
    }                                                                                                                  \
    static void bias_##sfx(const conv_ctx *c, T *y, const T *bias, int64_t p0, int64_t p1)                             \
    {                                                                                                                  \
        for (int64_t m = 0; m < c->MG; m++) {                                                                          \
            const T b = bias[m];                                                                                       \
            T *r = y + m * c->P;                                                                                       \
            for (int64_t p = p0; p < p1; p++)                                                                          \
                r[p] += b;                                                                                             \
        }                                                                                                              \
    }
DEF_IM2COL(f32, float)
DEF_IM2COL(f64, double)

/* Whether the n elements at p (f64 when ti, else f32) are all finite. */
static int all_finite(const void *p, int ti, int64_t n)
{
    int ok = 1;
    if (ti)
        for (int64_t i = 0; i < n; i++)
            ok &= isfinite(((const double *)p)[i]) != 0;
    else
        for (int64_t i = 0; i < n; i++)
            ok &= isfinite(((const float *)p)[i]) != 0;
    return ok;
}

/* One unit: batch entry n, group g, columns [p0, p1). */
static int conv_unit(conv_ctx *c, int64_t n, int64_t g, int64_t p0, int64_t p1)
{
    const sy_op_args *a = c->a;
    const int64_t es = (int64_t)c->es, q = p1 - p0;
    const char *xg = (const char *)a->in[0].data + ((n * c->C + g * c->CG) * c->H * c->W) * es;
    char *yg = (char *)a->out[0].data + ((n * c->M + g * c->MG) * c->P) * es;
    const size_t gws = (c->isa->gemm_ws[c->ti](c->MG, q, c->K) + 63) & ~(size_t)63;
    const size_t cws = c->direct ? 0 : (size_t)(c->K * q * es);
    char *ws = (char *)sy__simd_ws_get(gws + cws);
    if (ws == NULL)
        return 0;
    sy__simd_gemm gm;
    gm.m = c->MG;
    gm.n = q;
    gm.k = c->K;
    gm.a = (const char *)a->in[1].data + g * c->MG * c->K * es;
    gm.a_rs = c->K;
    gm.a_cs = 1;
    gm.a_packed = c->a_packed ? (const char *)c->a_packed + g * c->a_pack_stride : NULL;
    if (c->direct) {
        gm.b = xg + p0 * es;
        gm.b_rs = c->P;
    } else {
        if (c->ti)
            im2col_f64(c, (const double *)xg, (double *)(ws + gws), p0, p1);
        else
            im2col_f32(c, (const float *)xg, (float *)(ws + gws), p0, p1);
        gm.b = ws + gws;
        gm.b_rs = q;
    }
    gm.b_cs = 1;
    gm.c = yg + p0 * es;
    gm.ldc = c->P;
    gm.ws = ws;
    c->isa->gemm[c->ti](&gm);
    const void *bias = a->in[2].data;
    if (bias != NULL) {
        if (c->ti)
            bias_f64(c, (double *)yg, (const double *)bias + g * c->MG, p0, p1);
        else
            bias_f32(c, (float *)yg, (const float *)bias + g * c->MG, p0, p1);
    }
    return 1;
}

static void conv_task(void *p, int part, int nparts)
{
    conv_ctx *c = (conv_ctx *)p;
    int64_t lo, hi;
    sy__simd_split(c->N * c->G * c->nq, part, nparts, 1, &lo, &hi);
    for (int64_t u = lo; u < hi; u++) {
        const int64_t qi = u % c->nq, ng = u / c->nq;
        const int64_t p0 = qi * c->q, p1 = p0 + c->q < c->P ? p0 + c->q : c->P;
        if (!conv_unit(c, ng / c->G, ng % c->G, p0, p1)) {
            atomic_store(&c->failed, 1);
            return;
        }
    }
}

/* Every group's weight packed once for the GEMMs that share it, as their A
 * (rows x cols; element (r, k) of group g's block at w + g's offset + (r *
 * rs + k * cs) elements of c->es bytes) by fn into rows rounded to mr of
 * pes-byte elements: sets c->a_packed and c->a_pack_stride and returns the
 * block to free after the run, or NULL without the memory (each GEMM then
 * packs its own). */
static void *pack_weights(conv_ctx *c, const char *w, sy__simd_gemm_pack_a_fn fn, int64_t mr, size_t pes, int64_t rows,
                          int64_t cols, int64_t rs, int64_t cs)
{
    c->a_pack_stride = (((rows + mr - 1) / mr * mr * cols * (int64_t)pes) + 63) & ~(int64_t)63;
    void *packs = sy__host_alloc((size_t)(c->G * c->a_pack_stride));
    if (packs != NULL)
        for (int64_t g = 0; g < c->G; g++)
            fn((char *)packs + g * c->a_pack_stride, w + g * c->MG * c->K * (int64_t)c->es, rs, cs, rows, cols);
    c->a_packed = packs;
    return packs;
}

sy_status sy_k_simd_conv2d(const sy_op_args *a)
{
    const sy_tensor_arg *x = &a->in[0], *w = &a->in[1];
    if (!TAKES(conv2d, x->dtype) || w->dtype != x->dtype || (a->in[2].data && a->in[2].dtype != x->dtype))
        return SY_E_DTYPE_UNSUPPORTED;
    conv_ctx c = {.a = a, .isa = sy__simd_isa_get(), .ti = x->dtype == SY_DTYPE_F64};
    c.es = c.ti ? sizeof(double) : sizeof(float);
    const int64_t *st = a->attrs[SY_ATTR_CONV2D_STRIDE].i, *pads = a->attrs[SY_ATTR_CONV2D_PADS].i;
    const int64_t *dl = a->attrs[SY_ATTR_CONV2D_DILATION].i;
    c.G = a->attrs[SY_ATTR_CONV2D_GROUPS].i[0];
    c.N = x->shape[0], c.C = x->shape[1], c.H = x->shape[2], c.W = x->shape[3];
    c.M = w->shape[0], c.CG = w->shape[1], c.KH = w->shape[2], c.KW = w->shape[3];
    c.OH = a->out[0].shape[2], c.OW = a->out[0].shape[3];
    c.s0 = st[0], c.s1 = st[1], c.pt = pads[0], c.pl = pads[1], c.d0 = dl[0], c.d1 = dl[1];
    if (c.G < 1 || c.M % c.G != 0 || c.C != c.CG * c.G)
        return sy_kernel_error(SY_E_INVALID_ARGUMENT, "conv2d: groups %lld do not fit x's %lld and weight's %lld channels",
                               (long long)c.G, (long long)c.C, (long long)c.M);
    c.MG = c.M / c.G;
    c.K = c.CG * c.KH * c.KW;
    c.P = c.OH * c.OW;
    const int64_t N = c.N, P = c.P;
    if (N == 0 || c.M == 0 || P == 0)
        return SY_OK;
    if (c.K == 0) { /* no input channel: the bias, or zeros */
        const void *b = a->in[2].data;
        for (int64_t n = 0; n < N; n++)
            for (int64_t m = 0; m < c.M; m++) {
                char *r = (char *)a->out[0].data + ((n * c.M + m) * P) * (int64_t)c.es;
                for (int64_t p = 0; p < P; p++) {
                    if (c.ti)
                        ((double *)r)[p] = b ? ((const double *)b)[m] : 0.0;
                    else
                        ((float *)r)[p] = b ? ((const float *)b)[m] : 0.0f;
                }
            }
        return SY_OK;
    }
    /* cpu skips the taps in the padding, the column matrix holds zeros
     * there: an inf or NaN weight would give 0 * inf = NaN where cpu adds
     * nothing, so such a call with padding is cpu's */
    if ((c.pt | c.pl | pads[2] | pads[3]) != 0 && !all_finite(w->data, c.ti, w->numel))
        return SY_KERNEL_FALLBACK;
    c.direct = c.KH == 1 && c.KW == 1 && c.s0 == 1 && c.s1 == 1 && c.pt == 0 && c.pl == 0 && c.OH == c.H &&
               c.OW == c.W;
    /* column chunks of about 512 KiB of column matrix, whole register tiles */
    const int64_t nr = c.isa->gemm_nr[c.ti];
    int64_t q = ((int64_t)(1 << 19) / (int64_t)c.es / c.K) / nr * nr;
    if (q < nr)
        q = nr;
    if (c.direct || q > P)
        q = P;
    c.q = q;
    c.nq = (P + q - 1) / q;
    atomic_init(&c.failed, 0);
    /* every (n, chunk) unit of a group multiplies the same weight[g]: packed
     * once for all of them (without the memory, each unit packs its own) */
    void *packs = NULL;
    if (c.MG > 1 && q > 1 && N * c.nq > 1)
        packs = pack_weights(&c, (const char *)w->data, c.isa->gemm_pack_a[c.ti], c.isa->gemm_mr[c.ti], c.es, c.MG, c.K,
                             c.K, 1);
    const int64_t units = N * c.G * c.nq;
    int nt = sy__simd_threads_for(N * c.M * P * c.K, SY__CONV_GRAIN);
    if (nt > units)
        nt = (int)units;
    sy__simd_run(conv_task, &c, nt);
    if (packs != NULL)
        sy__host_free(packs);
    if (atomic_load(&c.failed))
        return sy_kernel_error(SY_E_OUT_OF_MEMORY, "conv2d: no workspace for a %lld x %lld column block",
                               (long long)c.K, (long long)c.q);
    return SY_OK;
}

/* ==== conv2d_backward_input, conv2d_backward_weight ============================
 * With the column matrix of conv2d above (K x P per (n, g)):
 *   backward_input: the column gradient weight[g]^T (K x MG) times dy[n, g]
 *     (MG x P), a chunk of columns at a time, added back onto dx[n, g] where
 *     each column entry was read (col2im; entries in the padding are
 *     dropped), dx zeroed first; the terms of each dx element are cpu's. A
 *     1x1 kernel of stride 1 without pads writes dx in place. Threads split
 *     (n, group) units, whose dx blocks are disjoint.
 *   backward_weight: dw[g] (MG x K) is the sum over n and the column chunks
 *     of dy[n, g] (MG x q) times the chunk's column matrix transposed (q x
 *     K); each thread sums its (n, group, chunk) units into its own f64
 *     copy of dw, and the copies are added in thread order. The zeros of
 *     the padding multiply dy, so a padded call whose dy holds an inf or a
 *     NaN is declined (SY_KERNEL_FALLBACK), as conv2d's weight.
 * Both dtypes multiply and sum in f64 (cpu's bound: the products of two
 * floats are exact in double, the sums double's, the result rounded once):
 * f32 reads its operands as floats (im2col in f32) and the f64 GEMM widens
 * them as it packs its panels (gemm_wide), so no widened copy of dy, x or
 * weight is made; its products land in f64 column blocks and dw sums, and
 * dx and dw are rounded to f32 once, at the end. */

/* Adds the columns [p0, p1) of an f64 column-matrix chunk (K rows of p1 -
 * p0) onto the f64 plane block xg where im2col read them; padding entries
 * dropped. At stride 1 along the width, each row's run inside the plane is
 * one straight loop (vectorized), as im2col's copy. */
/* d[0 .. n) += s[0 .. n), apart (a column chunk and x's gradient) */
static inline void add_row(double *restrict d, const double *restrict s, int64_t n)
{
    for (int64_t k = 0; k < n; k++)
        d[k] += s[k];
}

static void col2im_f64(const conv_ctx *c, double *xg, const double *col, int64_t p0, int64_t p1)
{
    const int64_t q = p1 - p0, H = c->H, W = c->W, OW = c->OW, oh0 = p0 / OW, ow00 = p0 % OW;
    const int64_t ohl = (p1 - 1) / OW; /* the chunk's last output row */
    const int64_t CG = c->CG, KH = c->KH, KW = c->KW, s0 = c->s0, s1 = c->s1, pt = c->pt;
    const int64_t pl = c->pl, d0 = c->d0, d1 = c->d1; /* locals: stores may alias c */
    for (int64_t ch = 0; ch < CG; ch++)
        for (int64_t i = 0; i < KH; i++)
            for (int64_t j = 0; j < KW; j++) {
                const double *row = col + ((ch * KH + i) * KW + j) * q;
                double *plane = xg + ch * H * W;
                /* stride 1: w = ow + off, inside x for ow in [lo, hi) on every row */
                const int64_t off = j * d1 - pl;
                const int64_t lo = off < 0 ? (-off < OW ? -off : OW) : 0;
                const int64_t hi = W - off < lo ? lo : (W - off < OW ? W - off : OW);
                const int64_t hf = oh0 * s0 - pt + i * d0, hl = ohl * s0 - pt + i * d0;
                if (s1 == 1 && lo == 0 && hi == OW && hf >= 0 && hl < H) {
                    /* every entry of the chunk lands in x: row segments back to back, as im2col's */
                    const double *src = row;
                    double *dst = plane + hf * W + off;
                    for (int64_t rem = q, ow0 = ow00; rem > 0; ow0 = 0, dst += s0 * W) {
                        const int64_t n = OW - ow0 < rem ? OW - ow0 : rem;
                        add_row(dst + ow0, src, n);
                        src += n;
                        rem -= n;
                    }
                    continue;
                }
                int64_t oh = oh0, ow0 = ow00;
                for (int64_t p = p0; p < p1; oh++, ow0 = 0) {
                    const int64_t ow1 = OW < ow0 + (p1 - p) ? OW : ow0 + (p1 - p);
                    const double *src = row + (p - p0) - ow0; /* src[ow] */
                    const int64_t h = oh * s0 - pt + i * d0;
                    if (h >= 0 && h < H) {
                        double *dst = plane + h * W + off; /* stride 1: dst[ow] */
                        if (s1 == 1) {
                            const int64_t a = lo > ow0 ? (lo < ow1 ? lo : ow1) : ow0;
                            const int64_t b = hi < ow1 ? (hi > a ? hi : a) : ow1;
                            for (int64_t ow = a; ow < b; ow++)
                                dst[ow] += src[ow];
                        } else {
                            double *xr = plane + h * W;
                            for (int64_t ow = ow0, w = ow0 * s1 + off; ow < ow1; ow++, w += s1)
                                if (w >= 0 && w < W)
                                    xr[w] += src[ow];
                        }
                    }
                    p += ow1 - ow0;
                }
            }
}

/* The geometry of a conv2d of x [xs], weight [ws], dy [ys] with the four
 * attributes at attr (stride, pads, dilation, groups in the family's
 * order), into c, with column chunks of about 512 KiB of col_es-byte
 * entries; 0 if the groups do not fit. */
static int conv_geometry(conv_ctx *c, const int64_t *xs, const int64_t *ws, const int64_t *ys, const sy_attr_value *st,
                         const sy_attr_value *pads, const sy_attr_value *dl, const sy_attr_value *groups,
                         int64_t col_es)
{
    c->G = groups->i[0];
    c->N = xs[0], c->C = xs[1], c->H = xs[2], c->W = xs[3];
    c->M = ws[0], c->CG = ws[1], c->KH = ws[2], c->KW = ws[3];
    c->OH = ys[2], c->OW = ys[3];
    c->s0 = st->i[0], c->s1 = st->i[1], c->pt = pads->i[0], c->pl = pads->i[1], c->d0 = dl->i[0], c->d1 = dl->i[1];
    if (c->G < 1 || c->M % c->G != 0 || c->C != c->CG * c->G)
        return 0;
    c->MG = c->M / c->G;
    c->K = c->CG * c->KH * c->KW;
    c->P = c->OH * c->OW;
    c->direct = c->KH == 1 && c->KW == 1 && c->s0 == 1 && c->s1 == 1 && c->pt == 0 && c->pl == 0 &&
                c->OH == c->H && c->OW == c->W;
    const int64_t nr = c->isa->gemm_nr[c->ti];
    int64_t q = ((int64_t)(1 << 19) / col_es / (c->K > 0 ? c->K : 1)) / nr * nr;
    if (q < nr)
        q = nr;
    if (c->direct || q > c->P)
        q = c->P;
    c->q = q > 0 ? q : 1;
    c->nq = (c->P + c->q - 1) / c->q;
    atomic_init(&c->failed, 0);
    return 1;
}

typedef struct conv_bw_ctx {
    conv_ctx c;
    const char *dy, *w, *x; /* dy and, per op, weight or x */
    char *out;
    char *acc; /* backward_weight: the threads' f64 copies of dw (f64: but the first, which is dw) */
    int64_t nt;
} conv_bw_ctx;

/* The f64 GEMM of the gradients: of f32 operands (widened as it packs) or of f64 ones. */
static void conv_bw_gemm(const conv_ctx *c, const sy__simd_gemm *gm)
{
    if (c->ti)
        c->isa->gemm[1](gm);
    else
        c->isa->gemm_wide(gm);
}

/* The workspace of the f64 GEMMs m x n x k for n in {n0, n1}: gemm_ws's
 * blocks are balanced, so the smaller n may take more. */
static size_t gemm_ws_max(const conv_ctx *c, int64_t m, int64_t n0, int64_t n1, int64_t k)
{
    const size_t s0 = c->isa->gemm_ws[1](m, n0, k), s1 = c->isa->gemm_ws[1](m, n1, k);
    return ((s0 > s1 ? s0 : s1) + 63) & ~(size_t)63;
}

/* backward_input of one (n, g): one GEMM per column chunk, its f64 columns
 * added onto dx[n, g] (f64: in place for a direct 1x1) or, for f32, onto
 * an f64 copy of dx[n, g] in the workspace, rounded into dx at the end. */
static int conv_bw_input_unit(conv_bw_ctx *b, int64_t n, int64_t g)
{
    const conv_ctx *c = &b->c;
    const int64_t es = (int64_t)c->es, plane = c->CG * c->H * c->W;
    char *dxg = b->out + ((n * c->C + g * c->CG) * c->H * c->W) * es;
    const char *dyg = b->dy + ((n * c->M + g * c->MG) * c->P) * es;
    const int f32 = !c->ti, in_place = c->direct && !f32;
    const int64_t q_last = c->P - (c->nq - 1) * c->q;
    const size_t gws = gemm_ws_max(c, c->K, c->q, q_last, c->MG);
    const size_t cws = in_place ? 0 : ((size_t)(c->K * c->q) * sizeof(double) + 63) & ~(size_t)63;
    const size_t dws = f32 ? (size_t)plane * sizeof(double) : 0;
    char *ws = (char *)sy__simd_ws_get(gws + cws + dws);
    if (ws == NULL)
        return 0;
    double *dx64 = f32 ? (double *)(ws + gws + cws) : NULL;
    if (f32)
        memset(dx64, 0, dws);
    else if (!c->direct)
        memset(dxg, 0, (size_t)(plane * es));
    for (int64_t p0 = 0; p0 < c->P; p0 += c->q) {
        const int64_t p1 = p0 + c->q < c->P ? p0 + c->q : c->P, q = p1 - p0;
        sy__simd_gemm gm;
        gm.m = c->K;
        gm.n = q;
        gm.k = c->MG;
        gm.a = b->w + g * c->MG * c->K * es; /* weight[g]^T: (k, m) at m * K + k */
        gm.a_rs = 1;
        gm.a_cs = c->K;
        gm.a_packed = c->a_packed ? (const char *)c->a_packed + g * c->a_pack_stride : NULL;
        gm.b = dyg + p0 * es;
        gm.b_rs = c->P;
        gm.b_cs = 1;
        gm.c = in_place ? dxg + p0 * es : ws + gws;
        gm.ldc = in_place ? c->P : q;
        gm.ws = ws;
        conv_bw_gemm(c, &gm);
        if (f32 || !c->direct)
            col2im_f64(c, f32 ? dx64 : (double *)dxg, (const double *)(ws + gws), p0, p1);
    }
    if (f32)
        for (int64_t i = 0; i < plane; i++)
            ((float *)dxg)[i] = (float)dx64[i];
    return 1;
}

static void conv_bw_input_task(void *p, int part, int nparts)
{
    conv_bw_ctx *b = (conv_bw_ctx *)p;
    int64_t lo, hi;
    sy__simd_split(b->c.N * b->c.G, part, nparts, 1, &lo, &hi);
    for (int64_t u = lo; u < hi; u++)
        if (!conv_bw_input_unit(b, u / b->c.G, u % b->c.G)) {
            atomic_store(&b->c.failed, 1);
            return;
        }
}

/* backward_weight of one (n, g, chunk), added onto acc (this thread's dw,
 * f64 for both dtypes). */
static int conv_bw_weight_unit(conv_bw_ctx *b, char *acc, int64_t n, int64_t g, int64_t p0, int64_t p1)
{
    const conv_ctx *c = &b->c;
    const int64_t es = (int64_t)c->es, q = p1 - p0, MK = c->MG * c->K;
    const char *xg = b->x + ((n * c->C + g * c->CG) * c->H * c->W) * es;
    const char *dyg = b->dy + ((n * c->M + g * c->MG) * c->P) * es;
    const size_t gws = (c->isa->gemm_ws[1](c->MG, c->K, q) + 63) & ~(size_t)63;
    const size_t cws = c->direct ? 0 : ((size_t)(c->K * q * es) + 63) & ~(size_t)63;
    char *ws = (char *)sy__simd_ws_get(gws + cws + (size_t)MK * sizeof(double));
    if (ws == NULL)
        return 0;
    sy__simd_gemm gm;
    gm.m = c->MG;
    gm.n = c->K;
    gm.k = q;
    gm.a = dyg + p0 * es;
    gm.a_rs = c->P;
    gm.a_cs = 1;
    gm.a_packed = NULL;
    if (c->direct) { /* (p, k) of x at k * P + p */
        gm.b = xg + p0 * es;
        gm.b_cs = c->P;
    } else {
        if (c->ti)
            im2col_f64(c, (const double *)xg, (double *)(ws + gws), p0, p1);
        else
            im2col_f32(c, (const float *)xg, (float *)(ws + gws), p0, p1);
        gm.b = ws + gws;
        gm.b_cs = q;
    }
    gm.b_rs = 1;
    char *tmp = ws + gws + cws;
    gm.c = tmp;
    gm.ldc = c->K;
    gm.ws = ws;
    conv_bw_gemm(c, &gm);
    double *dst = (double *)acc + g * MK;
    for (int64_t i = 0; i < MK; i++)
        dst[i] += ((const double *)tmp)[i];
    return 1;
}

static void conv_bw_weight_task(void *p, int part, int nparts)
{
    conv_bw_ctx *b = (conv_bw_ctx *)p;
    const conv_ctx *c = &b->c;
    int64_t lo, hi;
    sy__simd_split(c->N * c->G * c->nq, part, nparts, 1, &lo, &hi);
    const int64_t MK = c->M * c->K;
    char *acc = !c->ti ? b->acc + part * MK * (int64_t)sizeof(double)
        : part == 0    ? b->out
                       : b->acc + (part - 1) * MK * (int64_t)sizeof(double);
    memset(acc, 0, (size_t)MK * sizeof(double));
    for (int64_t u = lo; u < hi; u++) {
        const int64_t qi = u % c->nq, ng = u / c->nq;
        const int64_t p0 = qi * c->q, p1 = p0 + c->q < c->P ? p0 + c->q : c->P;
        if (!conv_bw_weight_unit(b, acc, ng / c->G, ng % c->G, p0, p1)) {
            atomic_store(&b->c.failed, 1);
            return;
        }
    }
}

static int conv_bw_dtypes(const sy_op_args *a, int takes)
{
    const sy_dtype dt = a->in[0].dtype;
    return takes && a->in[1].dtype == dt && a->in[2].dtype == dt && a->out[0].dtype == dt;
}

sy_status sy_k_simd_conv2d_backward_input(const sy_op_args *a)
{
    if (!conv_bw_dtypes(a, (int)TAKES(conv2d_backward_input, a->in[0].dtype)))
        return SY_E_DTYPE_UNSUPPORTED;
    conv_bw_ctx b = {.c = {.a = a, .isa = sy__simd_isa_get(), .ti = a->in[0].dtype == SY_DTYPE_F64}};
    b.c.es = b.c.ti ? sizeof(double) : sizeof(float);
    if (!conv_geometry(&b.c, a->out[0].shape, a->in[1].shape, a->in[0].shape,
                       &a->attrs[SY_ATTR_CONV2D_BACKWARD_INPUT_STRIDE], &a->attrs[SY_ATTR_CONV2D_BACKWARD_INPUT_PADS],
                       &a->attrs[SY_ATTR_CONV2D_BACKWARD_INPUT_DILATION],
                       &a->attrs[SY_ATTR_CONV2D_BACKWARD_INPUT_GROUPS], (int64_t)sizeof(double)))
        return sy_kernel_error(SY_E_INVALID_ARGUMENT,
                               "conv2d_backward_input: groups %lld do not fit x's %lld and weight's %lld channels",
                               (long long)b.c.G, (long long)b.c.C, (long long)b.c.M);
    b.dy = (const char *)a->in[0].data;
    b.w = (const char *)a->in[1].data;
    b.out = (char *)a->out[0].data;
    if (a->out[0].numel == 0)
        return SY_OK;
    if (b.c.MG == 0 || b.c.P == 0) { /* nothing reaches dx */
        memset(b.out, 0, (size_t)a->out[0].numel * b.c.es);
        return SY_OK;
    }
    /* weight[g]^T, the A of every chunk of every batch entry: packed once
     * (without the memory, each GEMM packs its own) */
    void *packs = NULL;
    if (b.c.K > 1 && b.c.P > 1 && b.c.N * b.c.nq > 1) /* f64 panels, of f32 widened as they are packed */
        packs = pack_weights(&b.c, b.w, b.c.ti ? b.c.isa->gemm_pack_a[1] : b.c.isa->gemm_pack_a_wide,
                             b.c.isa->gemm_mr[1], sizeof(double), b.c.K, b.c.MG, 1, b.c.K);
    const int64_t units = b.c.N * b.c.G;
    int nt = sy__simd_threads_for(b.c.N * b.c.M * b.c.P * b.c.K, SY__CONV_GRAIN);
    if (nt > units)
        nt = (int)units;
    sy__simd_run(conv_bw_input_task, &b, nt);
    if (packs != NULL)
        sy__host_free(packs);
    if (atomic_load(&b.c.failed))
        return sy_kernel_error(SY_E_OUT_OF_MEMORY, "conv2d_backward_input: no workspace for a %lld x %lld column block",
                               (long long)b.c.K, (long long)b.c.q);
    return SY_OK;
}

sy_status sy_k_simd_conv2d_backward_weight(const sy_op_args *a)
{
    if (!conv_bw_dtypes(a, (int)TAKES(conv2d_backward_weight, a->in[0].dtype)))
        return SY_E_DTYPE_UNSUPPORTED;
    conv_bw_ctx b = {.c = {.a = a, .isa = sy__simd_isa_get(), .ti = a->in[0].dtype == SY_DTYPE_F64}};
    b.c.es = b.c.ti ? sizeof(double) : sizeof(float);
    const int64_t *pads = a->attrs[SY_ATTR_CONV2D_BACKWARD_WEIGHT_PADS].i;
    if (!conv_geometry(&b.c, a->in[1].shape, a->out[0].shape, a->in[0].shape,
                       &a->attrs[SY_ATTR_CONV2D_BACKWARD_WEIGHT_STRIDE], &a->attrs[SY_ATTR_CONV2D_BACKWARD_WEIGHT_PADS],
                       &a->attrs[SY_ATTR_CONV2D_BACKWARD_WEIGHT_DILATION],
                       &a->attrs[SY_ATTR_CONV2D_BACKWARD_WEIGHT_GROUPS], (int64_t)b.c.es))
        return sy_kernel_error(SY_E_INVALID_ARGUMENT,
                               "conv2d_backward_weight: groups %lld do not fit x's %lld and weight's %lld channels",
                               (long long)b.c.G, (long long)b.c.C, (long long)b.c.M);
    b.dy = (const char *)a->in[0].data;
    b.x = (const char *)a->in[1].data;
    b.out = (char *)a->out[0].data;
    if (a->out[0].numel == 0)
        return SY_OK;
    if (b.c.N == 0 || b.c.P == 0) { /* no term: zeros */
        memset(b.out, 0, (size_t)a->out[0].numel * b.c.es);
        return SY_OK;
    }
    /* the column matrix's padding zeros would multiply an inf or NaN of dy
     * where cpu adds nothing: such a call with padding is cpu's */
    if ((pads[0] | pads[1] | pads[2] | pads[3]) != 0 && !all_finite(b.dy, b.c.ti, a->in[0].numel))
        return SY_KERNEL_FALLBACK;
    const int64_t units = b.c.N * b.c.G * b.c.nq;
    int nt = sy__simd_threads_for(b.c.N * b.c.M * b.c.P * b.c.K, SY__CONV_GRAIN);
    if (nt > units)
        nt = (int)units;
    if (nt < 1)
        nt = 1;
    const int64_t MK = b.c.M * b.c.K;
    if (!b.c.ti) { /* f64 sums for every thread, rounded into dw at the end */
        b.acc = (char *)sy__host_alloc((size_t)(nt * MK) * sizeof(double));
        if (b.acc == NULL)
            return sy_kernel_error(SY_E_OUT_OF_MEMORY,
                                   "conv2d_backward_weight: no memory for %d f64 sums of %lld elements", nt,
                                   (long long)MK);
    } else if (nt > 1) {
        b.acc = (char *)malloc((size_t)((nt - 1) * MK) * b.c.es);
        if (b.acc == NULL)
            nt = 1;
    }
    sy__simd_run(conv_bw_weight_task, &b, nt);
    if (!atomic_load(&b.c.failed)) {
        double *sum = b.c.ti ? (double *)b.out : (double *)b.acc;
        for (int t = 1; t < nt; t++) {
            const double *src = (const double *)b.acc + (b.c.ti ? t - 1 : t) * MK;
            for (int64_t i = 0; i < MK; i++)
                sum[i] += src[i];
        }
        if (!b.c.ti)
            for (int64_t i = 0; i < MK; i++)
                ((float *)b.out)[i] = (float)sum[i];
    }
    if (b.c.ti)
        free(b.acc);
    else
        sy__host_free(b.acc);
    if (atomic_load(&b.c.failed))
        return sy_kernel_error(SY_E_OUT_OF_MEMORY,
                               "conv2d_backward_weight: no workspace for a %lld x %lld column block",
                               (long long)b.c.K, (long long)b.c.q);
    return SY_OK;
}

/* ==== max_pool2d ================================================================
 * The ISA's plane kernel (sy_simd_body_pool.h for f32 2x2 and 3x3 at stride
 * 2, else sy_simd_body_nn.h: cpu's rule along the output width), threads
 * splitting the planes. f32 and f64 (integers run on cpu). */

typedef struct pool_ctx {
    const sy__simd_isa *isa;
    sy__simd_pool p;
    int f64;
    int64_t planes;
} pool_ctx;

static void pool_task(void *p, int part, int nparts)
{
    const pool_ctx *c = (const pool_ctx *)p;
    int64_t lo, hi;
    sy__simd_split(c->planes, part, nparts, 1, &lo, &hi);
    c->isa->max_pool2d[c->f64](&c->p, lo, hi);
}

sy_status sy_k_simd_max_pool2d(const sy_op_args *a)
{
    const sy_tensor_arg *x = &a->in[0];
    if (!TAKES(max_pool2d, x->dtype) || a->out[0].dtype != x->dtype)
        return SY_E_DTYPE_UNSUPPORTED;
    const int64_t *k = a->attrs[SY_ATTR_MAX_POOL2D_KERNEL].i, *st = a->attrs[SY_ATTR_MAX_POOL2D_STRIDE].i;
    const int64_t *pads = a->attrs[SY_ATTR_MAX_POOL2D_PADS].i, *dl = a->attrs[SY_ATTR_MAX_POOL2D_DILATION].i;
    pool_ctx c = {.isa = sy__simd_isa_get(),
                  .p = {.x = x->data, .y = a->out[0].data, .idx = (int64_t *)a->out[1].data, .H = x->shape[2],
                        .W = x->shape[3], .OH = a->out[0].shape[2], .OW = a->out[0].shape[3], .k0 = k[0],
                        .k1 = k[1], .s0 = st[0], .s1 = st[1], .pt = pads[0], .pl = pads[1], .d0 = dl[0],
                        .d1 = dl[1], .end = x->numel},
                  .f64 = x->dtype == SY_DTYPE_F64, .planes = x->shape[0] * x->shape[1]};
    if (c.planes == 0 || c.p.OH == 0 || c.p.OW == 0)
        return SY_OK;
    sy__simd_run(pool_task, &c, sy__simd_threads_for(c.planes * c.p.OH * c.p.OW * k[0] * k[1], SY__ROW_GRAIN));
    return SY_OK;
}

/* ==== softmax, log_softmax, layer_norm ========================================= */

typedef struct row_ctx {
    const sy_op_args *a;
    const sy__simd_isa *isa;
    int64_t rows, n;
    int log_form;
    double eps;
} row_ctx;

static void softmax_task(void *p, int part, int nparts)
{
    const row_ctx *c = (const row_ctx *)p;
    int64_t lo, hi;
    sy__simd_split(c->rows, part, nparts, 1, &lo, &hi);
    const float *x = (const float *)c->a->in[0].data;
    float *y = (float *)c->a->out[0].data;
    for (int64_t r = lo; r < hi; r++)
        c->isa->softmax_f32(y + r * c->n, x + r * c->n, c->n, c->log_form);
}

static sy_status softmax(const sy_op_args *a, int log_form, int takes)
{
    const sy_tensor_arg *x = &a->in[0];
    if (!takes)
        return SY_E_DTYPE_UNSUPPORTED;
    const sy__split s = sy__around(x->shape, x->rank, a->attrs[SY_ATTR_SOFTMAX_AXIS].i[0]);
    if (s.inner != 1) /* rows strided in memory: cpu's */
        return SY_KERNEL_FALLBACK;
    if (s.outer == 0 || s.len == 0)
        return SY_OK;
    row_ctx c = {.a = a, .isa = sy__simd_isa_get(), .rows = s.outer, .n = s.len, .log_form = log_form};
    sy__simd_run(softmax_task, &c, sy__simd_threads_for(s.outer * s.len, SY__ROW_GRAIN));
    return SY_OK;
}

sy_status sy_k_simd_softmax(const sy_op_args *a) { return softmax(a, 0, (int)TAKES(softmax, a->in[0].dtype)); }
sy_status sy_k_simd_log_softmax(const sy_op_args *a)
{
    return softmax(a, 1, (int)TAKES(log_softmax, a->in[0].dtype));
}

static void layer_norm_task(void *p, int part, int nparts)
{
    const row_ctx *c = (const row_ctx *)p;
    int64_t lo, hi;
    sy__simd_split(c->rows, part, nparts, 1, &lo, &hi);
    const sy_op_args *a = c->a;
    const float *x = (const float *)a->in[0].data, *w = (const float *)a->in[1].data;
    const float *b = (const float *)a->in[2].data;
    float *y = (float *)a->out[0].data, *mean = (float *)a->out[1].data, *inv = (float *)a->out[2].data;
    for (int64_t r = lo; r < hi; r++)
        c->isa->layer_norm_f32(y + r * c->n, x + r * c->n, w, b, c->n, c->eps, mean + r, inv + r);
}

sy_status sy_k_simd_layer_norm(const sy_op_args *a)
{
    const sy_tensor_arg *x = &a->in[0];
    if (!TAKES(layer_norm, x->dtype))
        return SY_E_DTYPE_UNSUPPORTED;
    const int64_t rows = a->out[1].numel, n = rows ? x->numel / rows : 0;
    if (n == 0) { /* empty rows: NaN statistics, as cpu */
        for (int64_t r = 0; r < rows; r++)
            ((float *)a->out[1].data)[r] = ((float *)a->out[2].data)[r] = NAN;
        return SY_OK;
    }
    row_ctx c = {.a = a, .isa = sy__simd_isa_get(), .rows = rows, .n = n,
                 .eps = a->attrs[SY_ATTR_LAYER_NORM_EPSILON].f};
    sy__simd_run(layer_norm_task, &c, sy__simd_threads_for(rows * n, SY__ROW_GRAIN));
    return SY_OK;
}
