/* switchyard simd backend: matrix product (sy_k_simd_matmul) for f32 and f64.
 *
 * The per-ISA blocked and packed GEMM (sy_simd_gemm.h) computes one block of
 * C; this file splits the call into blocks and threads:
 *   - k == 0 gives zeros; tiny products (m * n * k < SY__MM_TINY) run a plain
 *     i-p-j loop (no packing);
 *   - below SY__MM_GRAIN multiply-adds per thread the call is one thread;
 *   - otherwise with at least as many batch entries as threads, each thread
 *     takes a contiguous range of batch entries; else every batch entry is
 *     split over the threads by rows (multiples of the register tile's MR)
 *     when m is large enough, else by columns (multiples of NR).
 * Each thread packs into its own workspace: a buffer cached per thread
 * (thread-specific data, freed when the thread exits), grown with malloc as
 * needed; failure gives SY_E_OUT_OF_MEMORY. A and B are read through a_rs,
 * a_cs, b_rs, b_cs and the batch offsets exactly as sy_contract.h defines
 * (transposed and broadcast views need no copy besides the packing). Products
 * accumulate in the dtype with FMA where the ISA has it. */
#define _POSIX_C_SOURCE 200809L
#include <pthread.h>
#include <stdatomic.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "sy_contract.h"
#include "sy_kernels.h"
#include "sy_simd.h"
#include "sy_simd_claims.h"
#include "sy_simd_internal.h"

#define SY__MM_TINY 4096
#define SY__MM_GRAIN (1 << 20) /* multiply-adds per thread */

/* ---- per-thread workspace ------------------------------------------------- */

typedef struct ws_cache {
    void *p;
    size_t size;
} ws_cache;

static pthread_key_t g_ws_key;
static pthread_once_t g_ws_once = PTHREAD_ONCE_INIT;
static int g_ws_key_ok;

static void ws_free(void *p)
{
    ws_cache *c = (ws_cache *)p;
    free(c->p);
    free(c);
}

static void ws_make_key(void) { g_ws_key_ok = pthread_key_create(&g_ws_key, ws_free) == 0; }

/* A 64-byte aligned buffer of at least `size` bytes for this thread, or NULL
 * (sy_simd_internal.h; sy_simd_nn.c's conv2d uses it too). */
void *sy__simd_ws_get(size_t size)
{
    pthread_once(&g_ws_once, ws_make_key);
    if (!g_ws_key_ok)
        return NULL;
    ws_cache *c = (ws_cache *)pthread_getspecific(g_ws_key);
    if (c == NULL) {
        c = (ws_cache *)calloc(1, sizeof *c);
        if (c == NULL)
            return NULL;
        if (pthread_setspecific(g_ws_key, c) != 0) {
            free(c);
            return NULL;
        }
    }
    if (c->size < size) {
        size_t want = size + size / 4;
        want = (want + 63) & ~(size_t)63;
        void *p = aligned_alloc(64, want);
        if (p == NULL)
            return NULL;
        free(c->p);
        c->p = p;
        c->size = want;
    }
    return c->p;
}

/* ---- partitioning ------------------------------------------------------------ */

typedef struct mm_ctx {
    const sy_matmul_args *args;
    const sy__simd_isa *isa;
    int ti; /* 0 f32, 1 f64 */
    size_t es;
    int by_batch, by_rows;
    atomic_int failed;
} mm_ctx;

/* out block [i0, i1) x [j0, j1) of batch entry t */
static int mm_block(mm_ctx *c, int64_t t, int64_t i0, int64_t i1, int64_t j0, int64_t j1)
{
    const sy_matmul_args *a = c->args;
    if (i1 <= i0 || j1 <= j0)
        return 1;
    const int64_t es = (int64_t)c->es;
    sy__simd_gemm g;
    g.m = i1 - i0;
    g.n = j1 - j0;
    g.k = a->k;
    g.a = (const char *)a->a + (a->a_off[t] + i0 * a->a_rs) * es;
    g.a_rs = a->a_rs;
    g.a_cs = a->a_cs;
    g.a_packed = NULL;
    g.b = (const char *)a->b + (a->b_off[t] + j0 * a->b_cs) * es;
    g.b_rs = a->b_rs;
    g.b_cs = a->b_cs;
    g.c = (char *)a->out + (t * a->m * a->n + i0 * a->n + j0) * es;
    g.ldc = a->n;
    g.ws = sy__simd_ws_get(c->isa->gemm_ws[c->ti](g.m, g.n, g.k));
    if (g.ws == NULL)
        return 0;
    c->isa->gemm[c->ti](&g);
    return 1;
}

static void mm_task(void *p, int part, int nparts)
{
    mm_ctx *c = (mm_ctx *)p;
    const sy_matmul_args *a = c->args;
    int ok = 1;
    if (c->by_batch) {
        int64_t t0, t1;
        sy__simd_split(a->batch, part, nparts, 1, &t0, &t1);
        for (int64_t t = t0; t < t1 && ok; t++)
            ok = mm_block(c, t, 0, a->m, 0, a->n);
    } else {
        int64_t lo, hi;
        if (c->by_rows)
            sy__simd_split(a->m, part, nparts, c->isa->gemm_mr[c->ti], &lo, &hi);
        else
            sy__simd_split(a->n, part, nparts, c->isa->gemm_nr[c->ti], &lo, &hi);
        for (int64_t t = 0; t < a->batch && ok; t++)
            ok = c->by_rows ? mm_block(c, t, lo, hi, 0, a->n) : mm_block(c, t, 0, a->m, lo, hi);
    }
    if (!ok)
        atomic_store(&c->failed, 1);
}

/* ---- small products ------------------------------------------------------------ */

#define SY__MM_TINY_DEF(SFX, T)                                                                               \
    static void mm_tiny_##SFX(const sy_matmul_args *a)                                                        \
    {                                                                                                         \
        const T *A = (const T *)a->a, *B = (const T *)a->b;                                                   \
        T *o = (T *)a->out;                                                                                   \
        for (int64_t t = 0; t < a->batch; t++)                                                                \
            for (int64_t i = 0; i < a->m; i++, o += a->n) {                                                   \
                for (int64_t j = 0; j < a->n; j++)                                                            \
                    o[j] = 0;                                                                                 \
                for (int64_t p = 0; p < a->k; p++) {                                                          \
                    const T x = A[a->a_off[t] + i * a->a_rs + p * a->a_cs];                                   \
                    const T *brow = B + a->b_off[t] + p * a->b_rs;                                            \
                    for (int64_t j = 0; j < a->n; j++) {                                                      \
                        const T prod = x * brow[j * a->b_cs];                                                 \
                        o[j] += prod;                                                                         \
                    }                                                                                         \
                }                                                                                             \
            }                                                                                                 \
    }
SY__MM_TINY_DEF(f32, float)
SY__MM_TINY_DEF(f64, double)

#define SY__SIMD_MM_BIT(unused, E, T, sfx) | SY__DT_##E
#define MATMUL_TAKES(unused, E, T, sfx) case SY_DTYPE_##E:
#define MATMUL_COUNT(unused, E, T, sfx) +1
_Static_assert((0 SY__SIMD_TAKES_matmul(MATMUL_COUNT, _)) == 2 && SY__DT_F32 + SY__DT_F64 ==
                   (0u SY__SIMD_TAKES_matmul(SY__SIMD_MM_BIT, _)),
               "simd's matmul is written for f32 and f64: a dtype claimed for it needs its kernel here");

sy_status sy_k_simd_matmul(const sy_matmul_args *args)
{
    const sy_matmul_args *a = args;
    if (a->batch < 0 || a->m < 0 || a->n < 0 || a->k < 0)
        return SY_E_INVALID_ARGUMENT;
    switch (a->dtype) { /* the claim (sy_simd_claims.h); the kernels below are f32 and f64 */
        SY__SIMD_TAKES_matmul(MATMUL_TAKES, _)
        break;
    default:
        return SY_E_DTYPE_UNSUPPORTED;
    }
    const int ti = a->dtype == SY_DTYPE_F64;
    const size_t es = ti ? sizeof(double) : sizeof(float);
    if (a->batch == 0 || a->m == 0 || a->n == 0)
        return SY_OK;
    if (a->k == 0) {
        memset(a->out, 0, (size_t)(a->batch * a->m * a->n) * es);
        return SY_OK;
    }
    const int64_t mnk = a->m * a->n * a->k;
    if (mnk < SY__MM_TINY) {
        if (ti)
            mm_tiny_f64(a);
        else
            mm_tiny_f32(a);
        return SY_OK;
    }
    mm_ctx c = {.args = a, .isa = sy__simd_isa_get(), .ti = ti, .es = es};
    atomic_init(&c.failed, 0);
    int nt = sy__simd_threads_for(a->batch * mnk, SY__MM_GRAIN);
    if (nt > 1) {
        const int64_t mr = c.isa->gemm_mr[ti], nr = c.isa->gemm_nr[ti];
        if (a->batch >= nt) {
            c.by_batch = 1;
        } else if (a->m >= nt * 4 * mr || a->m >= a->n) {
            c.by_rows = 1;
            const int64_t tiles = (a->m + mr - 1) / mr;
            if (tiles < nt)
                nt = (int)tiles;
        } else {
            const int64_t tiles = (a->n + nr - 1) / nr;
            if (tiles < nt)
                nt = (int)tiles;
        }
    }
    if (nt <= 1)
        c.by_batch = 1;
    sy__simd_run(mm_task, &c, nt);
    return atomic_load(&c.failed) ? SY_E_OUT_OF_MEMORY : SY_OK;
}
