/* switchyard simd backend, private header: the per-ISA kernel tables, the
 * ISA selection and the thread pool shared by the simd sources.
 *
 * Layout of the backend:
 *   sy_simd_body.h       the row/block kernels, written once against the small
 *                        vector API of sy_simd_vec.h; it includes one file
 *                        per family (sy_simd_body_{unary,binary,move,cast,
 *                        reduce,matmul,nn}.h) and builds the variant's table;
 *   sy_simd_isa_*.c      compile the body three times: generic (baseline C,
 *                        auto-vectorized for the target's base ISA), avx2
 *                        (AVX2 + FMA) and avx512 (F, BW, DQ, VL), the latter
 *                        two through target pragmas, so no compiler flag is
 *                        needed and nothing runs unless the CPU has it;
 *   sy_simd_runtime.c    picks the best table the CPU supports once
 *                        (__builtin_cpu_supports), the thread count and pool;
 *   sy_simd_ops.c        the sy_k_simd_<op> kernels: argument checks, the walk
 *                        over strided/broadcast operands, thread partitioning;
 *   sy_simd_matmul.c     sy_k_simd_matmul: batch/thread partitioning and the
 *                        per-thread packing workspace;
 *   sy_simd_nn.c         conv2d and its gradients (im2col onto the GEMM), max_pool2d, softmax,
 *                        log_softmax and layer_norm (sy_simd_body_nn.h).
 */
#ifndef SY_SIMD_INTERNAL_H
#define SY_SIMD_INTERNAL_H

#include <stddef.h>
#include <stdint.h>
#include <string.h>

#include "sy_contract.h"

#if (defined(__x86_64__) || defined(__i386__)) && (defined(__GNUC__) || defined(__clang__))
#define SY__SIMD_X86 1
#else
#define SY__SIMD_X86 0
#endif

/* ISA levels, in increasing order. */
enum { SY__SIMD_ISA_GENERIC = 0, SY__SIMD_ISA_AVX2 = 1, SY__SIMD_ISA_AVX512 = 2, SY__SIMD_ISA_COUNT = 3 };

/* Table indices. Dtype indices are the sy_dtype values: the per-ISA tables
 * (sy_simd_body.h) list their entries in this order, which the enum of
 * backends.yaml must keep (dtypes are appended); dtypes past these have no
 * slot, so sy_simd_claims.h cannot name them (sy_simd_ops.c checks). */
#define SY__SIMD_NDT 5
_Static_assert(SY_DTYPE_F32 == 0 && SY_DTYPE_F64 == 1 && SY_DTYPE_I32 == 2 && SY_DTYPE_I64 == 3 && SY_DTYPE_BOOL == 4,
               "simd's tables are positional: f32 f64 i32 i64 bool");
enum { SY__SIMD_U_NEG, SY__SIMD_U_ABS, SY__SIMD_U_RELU, SY__SIMD_U_SQRT, SY__SIMD_U_EXP, SY__SIMD_U_LOG,
       SY__SIMD_U_TANH, SY__SIMD_U_SIGMOID, SY__SIMD_U_SIN, SY__SIMD_U_COS, SY__SIMD_U_ERF, SY__SIMD_U_COUNT };
enum { SY__SIMD_B_ADD, SY__SIMD_B_SUB, SY__SIMD_B_MUL, SY__SIMD_B_DIV, SY__SIMD_B_MAXIMUM, SY__SIMD_B_COUNT };
enum { SY__SIMD_C_EQ, SY__SIMD_C_LT, SY__SIMD_C_GT, SY__SIMD_C_COUNT };
enum { SY__SIMD_R_SUM, SY__SIMD_R_MEAN, SY__SIMD_R_MAX, SY__SIMD_R_COUNT };
/* Operand modes of binary and compare row kernels: both contiguous, b a
 * scalar (read once from b[0]), a a scalar. */
enum { SY__SIMD_VV, SY__SIMD_VS, SY__SIMD_SV };
/* Element size classes (fill, gather, transpose, where): 1, 4, 8 bytes. */
enum { SY__SIMD_E1, SY__SIMD_E4, SY__SIMD_E8, SY__SIMD_ECOUNT };

/* The accumulator of a contiguous row reduction (rrow): d for float sums and
 * means (double) and for float max (the float value, widened exactly); u for
 * int sums (wrapping, the low bits are the result); i for int max. */
typedef union sy__simd_acc {
    double d;
    uint64_t u;
    int64_t i;
} sy__simd_acc;

/* One thread's share of a matrix product: C (m x n, row stride ldc) = A @ B
 * with A[i][p] = a[i * a_rs + p * a_cs], B[p][j] = b[p * b_rs + j * b_cs];
 * ws points to gemm_ws(m, n, k) bytes of 64-byte aligned scratch. m, n >= 1,
 * k >= 1. a_packed, when not NULL, is A as gemm_pack_a packed it for this m
 * and k (a, a_rs and a_cs are then not read): an A that many products
 * share is packed once. */
typedef struct sy__simd_gemm {
    int64_t m, n, k;
    const void *a;
    int64_t a_rs, a_cs;
    const void *a_packed;
    const void *b;
    int64_t b_rs, b_cs;
    void *c;
    int64_t ldc;
    void *ws;
} sy__simd_gemm;

typedef void (*sy__simd_un_fn)(void *out, const void *a, int64_t n);
typedef void (*sy__simd_bin_fn)(void *out, const void *a, const void *b, int64_t n, int mode);
typedef void (*sy__simd_where_fn)(void *out, const uint8_t *c, const void *x, const void *y, int64_t n);
typedef void (*sy__simd_cast_fn)(void *out, const void *in, int64_t n);
typedef void (*sy__simd_fill_fn)(void *out, const void *value, int64_t n);
typedef void (*sy__simd_gather_fn)(void *out, const void *in, int64_t stride, int64_t n);
/* out[r * ldo + c] = in[r + c * ldi] for r < rows, c < cols */
typedef void (*sy__simd_transpose_fn)(void *out, int64_t ldo, const void *in, int64_t ldi, int64_t rows,
                                      int64_t cols);
/* rrow: *acc = the reduction of in[0..n) (n >= 1); rcol: for j < w,
 * out[j] = the reduction of in[l * stride + j] over l < len (len >= 1 for
 * max; mean divides by len). */
typedef void (*sy__simd_rrow_fn)(const void *in, int64_t n, sy__simd_acc *acc);
typedef void (*sy__simd_rcol_fn)(const void *in, int64_t len, int64_t stride, int64_t w, void *out);
typedef void (*sy__simd_gemm_fn)(const sy__simd_gemm *g);
typedef size_t (*sy__simd_gemm_ws_fn)(int64_t m, int64_t n, int64_t k);
/* A (m x k, as sy__simd_gemm's a) packed for every product of this m and k
 * into dst: round(m, gemm_mr) * k elements, 64-byte aligned */
typedef void (*sy__simd_gemm_pack_a_fn)(void *dst, const void *a, int64_t rs, int64_t cs, int64_t m, int64_t k);
/* softmax (log_form 0) or log_softmax (1) of one contiguous f32 row, n >= 1 */
typedef void (*sy__simd_softmax_fn)(float *y, const float *x, int64_t n, int log_form);
/* max_pool2d over whole planes: x holds planes of H x W, y and idx of OH x
 * OW; the window of output (oh, ow) starts at (oh * s0 - pt, ow * s1 - pl)
 * with k0 x k1 taps d0, d1 apart; padding is never a candidate. idx counts
 * over the whole input (the plane's first element is plane * H * W). */
typedef struct sy__simd_pool {
    const void *x;
    void *y;
    int64_t *idx;
    int64_t H, W, OH, OW, k0, k1, s0, s1, pt, pl, d0, d1;
    int64_t end; /* the elements of x (all planes) */
} sy__simd_pool;
/* planes [p0, p1) of max_pool2d (every window has a tap inside x) */
typedef void (*sy__simd_pool_fn)(const sy__simd_pool *p, int64_t p0, int64_t p1);
/* layer_norm of one contiguous f32 row, n >= 1; w, b may be NULL */
typedef void (*sy__simd_layer_norm_fn)(float *y, const float *x, const float *w, const float *b, int64_t n,
                                       double eps, float *mean, float *inv);

typedef struct sy__simd_isa {
    const char *name;
    int level;
    sy__simd_un_fn un[SY__SIMD_U_COUNT][SY__SIMD_NDT];
    sy__simd_bin_fn bin[SY__SIMD_B_COUNT][SY__SIMD_NDT];
    sy__simd_bin_fn cmp[SY__SIMD_C_COUNT][SY__SIMD_NDT];
    sy__simd_where_fn where[SY__SIMD_ECOUNT];
    sy__simd_cast_fn cast[SY__SIMD_NDT][SY__SIMD_NDT]; /* [from][to] */
    sy__simd_fill_fn fill[SY__SIMD_ECOUNT];
    sy__simd_gather_fn gather[SY__SIMD_ECOUNT];
    sy__simd_transpose_fn transpose[SY__SIMD_ECOUNT];
    sy__simd_rrow_fn rrow[SY__SIMD_R_COUNT][SY__SIMD_NDT];
    sy__simd_rcol_fn rcol[SY__SIMD_R_COUNT][SY__SIMD_NDT];
    sy__simd_gemm_fn gemm[2];        /* f32, f64 */
    sy__simd_gemm_ws_fn gemm_ws[2];
    sy__simd_gemm_pack_a_fn gemm_pack_a[2];
    sy__simd_gemm_fn gemm_wide;      /* f64 product of f32 a and b, workspace gemm_ws[1]'s */
    sy__simd_gemm_pack_a_fn gemm_pack_a_wide; /* a float A packed for gemm_wide (gemm_mr[1] rows) */
    int gemm_mr[2], gemm_nr[2];      /* register tile: thread shares align to it */
    sy__simd_softmax_fn softmax_f32;  /* sy_simd_body_nn.h */
    sy__simd_layer_norm_fn layer_norm_f32;
    sy__simd_pool_fn max_pool2d[2];   /* f32, f64 */
} sy__simd_isa;

/* The tables (avx2 and avx512 exist only where SY__SIMD_X86). */
extern const sy__simd_isa sy__simd_isa_generic;
#if SY__SIMD_X86
extern const sy__simd_isa sy__simd_isa_avx2;
extern const sy__simd_isa sy__simd_isa_avx512;
#endif

/* The table in use: the best the CPU supports unless forced (or SY_SIMD_ISA
 * = generic|avx2|avx512 in the environment, read once, caps it). */
const sy__simd_isa *sy__simd_isa_get(void);
/* Test hook: level SY__SIMD_ISA_* forces that variant (clamped to what the
 * CPU supports), -1 returns to automatic selection. Returns the level now in
 * use. Not meant to be called while kernels run on other threads. */
int sy__simd_force_isa(int level);
/* The best level this CPU supports. */
int sy__simd_isa_best(void);

/* A 64-byte aligned buffer of at least `size` bytes for the calling thread
 * (cached per thread, freed when it exits; sy_simd_matmul.c), or NULL. The
 * next call on the same thread may move it. */
void *sy__simd_ws_get(size_t size);

/* ---- threads -------------------------------------------------------------
 * sy__simd_run(fn, ctx, n) calls fn(ctx, part, n) for part = 0 .. n-1, part 0
 * on the calling thread and the others on pool workers, and returns when all
 * are done. n <= 1 is a plain call (no lock, no allocation). When the pool
 * is busy with another caller's job (or a worker cannot be created), the
 * parts it cannot hand out run on the caller, so the partition, and thus the
 * result, depends only on n. */
typedef void (*sy__simd_task)(void *ctx, int part, int nparts);
void sy__simd_run(sy__simd_task fn, void *ctx, int nparts);
/* The thread count to use for `work` units when each thread should get at
 * least `grain` of them: min(sy_simd_num_threads(), work / grain), >= 1. */
int sy__simd_threads_for(int64_t work, int64_t grain);

/* The scalar maximum of the reference: NaN propagates (a NaN first operand
 * wins), equal values give the bitwise AND (+0 over -0), else the larger. */
static inline float sy__simd_max_f32(float a, float b)
{
    if (a != a)
        return a;
    if (b != b)
        return b;
    if (a == b) {
        uint32_t ua, ub;
        memcpy(&ua, &a, sizeof ua);
        memcpy(&ub, &b, sizeof ub);
        ua &= ub;
        memcpy(&a, &ua, sizeof a);
        return a;
    }
    return a > b ? a : b;
}
static inline double sy__simd_max_f64(double a, double b)
{
    if (a != a)
        return a;
    if (b != b)
        return b;
    if (a == b) {
        uint64_t ua, ub;
        memcpy(&ua, &a, sizeof ua);
        memcpy(&ub, &b, sizeof ub);
        ua &= ub;
        memcpy(&a, &ua, sizeof a);
        return a;
    }
    return a > b ? a : b;
}

/* [lo, hi) of part p of n over [0, total), boundaries rounded to `align`. */
static inline void sy__simd_split(int64_t total, int p, int n, int64_t align, int64_t *lo, int64_t *hi)
{
    int64_t units = (total + align - 1) / align;
    int64_t a = units * p / n, b = units * (p + 1) / n;
    *lo = a * align < total ? a * align : total;
    *hi = b * align < total ? b * align : total;
}

#endif
