/* Kernels against the machine's limits, each as a ratio to a baseline timed
 * in the same run:
 *   bandwidth  elementwise add and sum of 16 Mi f32 on simd vs memcpy
 *   sumread    sum over all of 16 Mi f32 on one simd thread vs a bare read
 *              loop over the same bytes (the limit of one core)
 *   matmul     f32 n x n on simd, blas and cpu vs calling cblas_sgemm directly
 *   moves      a host-to-host zero-copy move vs memcpy of the same bytes
 *   threads    simd add and matmul with 1 .. all cores vs 1 core
 * Each section prints Markdown; `bench_kernels data DIR` also writes
 * gnuplot data files (matmul.dat, bandwidth.dat) into DIR, `bench_kernels
 * SECTION` runs one section and `bench_kernels corename` prints the kernels
 * OpenBLAS picked for this CPU. */
#include <cblas.h>
#include <string.h>
#include <unistd.h>

#include "bench.h"
#include "sy_simd.h"

static FILE *data_file(const char *dir, const char *name)
{
    if (!dir)
        return NULL;
    char path[512];
    snprintf(path, sizeof path, "%s/%s", dir, name);
    FILE *f = fopen(path, "w");
    if (!f) {
        perror(path);
        exit(1);
    }
    return f;
}

/* rows x cols f32 in [-0.5, 0.5); cols 0: a vector of rows elements */
static sy_tensor *filled(int64_t rows, int64_t cols, sy_device dev, unsigned seed)
{
    const int64_t shape[2] = {rows, cols};
    return bench_random(shape, cols ? 2 : 1, dev, seed);
}

/* ---- bandwidth ---------------------------------------------------------------- */

typedef struct bw {
    sy_tensor *a, *b;
    void *src, *dst;
    size_t bytes;
} bw;

static void op_add(void *ctx)
{
    bw *w = ctx;
    sy_tensor *c;
    BENCH_CHECK(sy_add(w->a, w->b, &c));
    sy_tensor_release(c);
}

static void op_sum(void *ctx)
{
    bw *w = ctx;
    sy_tensor *c;
    BENCH_CHECK(sy_sum(w->a, SY_AXIS_ALL, false, &c));
    sy_tensor_release(c);
}

static void op_memcpy(void *ctx)
{
    bw *w = ctx;
    memcpy(w->dst, w->src, w->bytes);
}

static void bandwidth(FILE *dat)
{
    const int64_t n = 16 << 20;
    sy_device dev = sy_device_of(SY_BACKEND_SIMD, 0);
    bw w = {.a = filled(n, 0, dev, 1), .b = filled(n, 0, dev, 2), .bytes = (size_t)n * 4};
    w.src = malloc(w.bytes);
    w.dst = malloc(w.bytes);
    memset(w.src, 1, w.bytes);
    memset(w.dst, 2, w.bytes);
    /* bytes moved: memcpy reads and writes n floats; add reads two and writes one; sum reads one */
    const int threads = sy_simd_num_threads();
    double g_memcpy[2], g_add[2], g_sum[2];
    for (int one = 0; one < 2; one++) { /* all threads, then one */
        sy_simd_set_num_threads(one ? 1 : threads);
        double tm, ta, ts, tm2;
        bench_pair(op_memcpy, &w, op_add, &w, 9, 2, &tm, &ta);
        bench_pair(op_memcpy, &w, op_sum, &w, 9, 2, &tm2, &ts);
        g_memcpy[one] = (2.0 * (double)w.bytes / tm + 2.0 * (double)w.bytes / tm2) / 2e9;
        g_add[one] = 3.0 * (double)w.bytes / ta / 1e9;
        g_sum[one] = (double)w.bytes / ts / 1e9;
    }
    sy_simd_set_num_threads(0);
    printf("| op on 16 Mi f32 (simd, dispatched) | GB/s moved, %d threads | ratio to memcpy | GB/s moved, 1 thread | ratio to memcpy |\n"
           "|---|---|---|---|---|\n", threads);
    printf("| add (reads 2, writes 1) | %.1f | %.2f | %.1f | %.2f |\n", g_add[0], g_add[0] / g_memcpy[0], g_add[1],
           g_add[1] / g_memcpy[1]);
    printf("| sum over all (reads 1) | %.1f | %.2f | %.1f | %.2f |\n", g_sum[0], g_sum[0] / g_memcpy[0], g_sum[1],
           g_sum[1] / g_memcpy[1]);
    printf("| memcpy (glibc, one thread; reads 1, writes 1) | %.1f | 1 | %.1f | 1 |\n", g_memcpy[0], g_memcpy[1]);
    if (dat)
        fprintf(dat, "add %.3f %.3f\nsum %.3f %.3f\n", g_add[0] / g_memcpy[0], g_add[1] / g_memcpy[1],
                g_sum[0] / g_memcpy[0], g_sum[1] / g_memcpy[1]);
    sy_tensor_release(w.a);
    sy_tensor_release(w.b);
    free(w.src);
    free(w.dst);
}

/* ---- sum against a bare read loop ---------------------------------------------------- */

/* Reads n floats (a multiple of 128) with unrolled vector loads and no
 * arithmetic: each load feeds an empty asm statement, so the compiler keeps
 * the loads and nothing else. One loop per simd ISA variant, compiled for
 * that variant's target like the kernels, so the loop that runs is the one
 * of the variant sy_simd_isa() names. */
#if defined(__x86_64__) && (defined(__GNUC__) || defined(__clang__))
#include <immintrin.h>
__attribute__((target("avx512f"))) static void read_avx512(const float *p, int64_t n)
{
    for (int64_t i = 0; i + 128 <= n; i += 128) {
        __m512 v0 = _mm512_loadu_ps(p + i), v1 = _mm512_loadu_ps(p + i + 16), v2 = _mm512_loadu_ps(p + i + 32),
               v3 = _mm512_loadu_ps(p + i + 48), v4 = _mm512_loadu_ps(p + i + 64), v5 = _mm512_loadu_ps(p + i + 80),
               v6 = _mm512_loadu_ps(p + i + 96), v7 = _mm512_loadu_ps(p + i + 112);
        __asm__ volatile("" : : "v"(v0), "v"(v1), "v"(v2), "v"(v3), "v"(v4), "v"(v5), "v"(v6), "v"(v7));
    }
}
__attribute__((target("avx2"))) static void read_avx2(const float *p, int64_t n)
{
    for (int64_t i = 0; i + 64 <= n; i += 64) {
        __m256 v0 = _mm256_loadu_ps(p + i), v1 = _mm256_loadu_ps(p + i + 8), v2 = _mm256_loadu_ps(p + i + 16),
               v3 = _mm256_loadu_ps(p + i + 24), v4 = _mm256_loadu_ps(p + i + 32), v5 = _mm256_loadu_ps(p + i + 40),
               v6 = _mm256_loadu_ps(p + i + 48), v7 = _mm256_loadu_ps(p + i + 56);
        __asm__ volatile("" : : "x"(v0), "x"(v1), "x"(v2), "x"(v3), "x"(v4), "x"(v5), "x"(v6), "x"(v7));
    }
}
/* Writes n floats (a multiple of 128) with unrolled vector stores of a
 * register the compiler cannot see into (so no memset), the write side of
 * the nn rows' baseline. */
__attribute__((target("avx512f"))) static void write_avx512(float *p, int64_t n)
{
    __m512 v = _mm512_setzero_ps();
    __asm__ volatile("" : "+v"(v));
    for (int64_t i = 0; i + 128 <= n; i += 128)
        for (int k = 0; k < 8; k++)
            _mm512_storeu_ps(p + i + 16 * k, v);
}
__attribute__((target("avx2"))) static void write_avx2(float *p, int64_t n)
{
    __m256 v = _mm256_setzero_ps();
    __asm__ volatile("" : "+x"(v));
    for (int64_t i = 0; i + 64 <= n; i += 64)
        for (int k = 0; k < 8; k++)
            _mm256_storeu_ps(p + i + 8 * k, v);
}
#define SY_BENCH_X86 1
#else
#define SY_BENCH_X86 0
#endif
/* generic: the baseline target's widest plain loads, 8 bytes */
static void read_generic(const float *p, int64_t n)
{
    const unsigned char *b = (const unsigned char *)p;
    for (int64_t i = 0; i + 16 <= n; i += 16) {
        unsigned long long v[8];
        memcpy(v, b + i * 4, sizeof v);
#if defined(__GNUC__) || defined(__clang__)
        __asm__ volatile("" : : "r"(v[0]), "r"(v[1]), "r"(v[2]), "r"(v[3]), "r"(v[4]), "r"(v[5]), "r"(v[6]), "r"(v[7]));
#endif
    }
}

/* generic: 8-byte stores */
static void write_generic(float *p, int64_t n)
{
    unsigned long long v = 0;
#if defined(__GNUC__) || defined(__clang__)
    __asm__ volatile("" : "+r"(v));
#endif
    unsigned char *b = (unsigned char *)p;
    for (int64_t i = 0; i + 2 <= n; i += 2)
        memcpy(b + i * 4, &v, sizeof v);
}

typedef struct rd {
    sy_tensor *a;
    const float *p;
    int64_t n;
    void (*read)(const float *, int64_t);
    float *out; /* the nn rows: wn floats' bytes written after the read (NULL: none) */
    int64_t wn;
    void (*write)(float *, int64_t);
} rd;

static void op_read(void *ctx)
{
    rd *r = ctx;
    r->read(r->p, r->n);
}

/* the bare read of the input, then the bare write of as many bytes as the
 * op's outputs have */
static void op_read_write(void *ctx)
{
    rd *r = ctx;
    r->read(r->p, r->n);
    r->write(r->out, r->wn);
}

static void op_sum_rd(void *ctx)
{
    rd *r = ctx;
    sy_tensor *c;
    BENCH_CHECK(sy_sum(r->a, SY_AXIS_ALL, false, &c));
    sy_tensor_release(c);
}

/* One thread: the simd pool is set to 1 and both sides are timed in this
 * thread's CPU time. */
static void sum_read(void)
{
    const int64_t n = 16 << 20;
    sy_device dev = sy_device_of(SY_BACKEND_SIMD, 0);
    rd r = {.a = filled(n, 0, dev, 1), .n = n, .read = read_generic};
    r.p = sy_tensor_host_data(r.a);
    const char *isa = sy_simd_isa();
    const char *loads = "8 unrolled 8-byte loads";
#if SY_BENCH_X86
    if (strcmp(isa, "avx512") == 0) {
        r.read = read_avx512;
        loads = "8 unrolled 64-byte avx512 loads";
    } else if (strcmp(isa, "avx2") == 0) {
        r.read = read_avx2;
        loads = "8 unrolled 32-byte avx2 loads";
    }
#endif
    sy_simd_set_num_threads(1);
    double t_read, t_sum;
    bench_pair_cpu(op_read, &r, op_sum_rd, &r, 21, 2, &t_read, &t_sum);
    sy_simd_set_num_threads(0);
    const double bytes = (double)n * 4;
    printf("| 16 Mi f32, one thread (simd, %s; thread CPU time) | GB/s read | sum / bare read loop |\n|---|---|---|\n",
           isa);
    printf("| sum over all (dispatched sy_sum) | %.1f | %.3f |\n", bytes / t_sum / 1e9, t_read / t_sum);
    printf("| bare read loop (%s, no arithmetic) | %.1f | 1 |\n", loads, bytes / t_read / 1e9);
    sy_tensor_release(r.a);
}


/* ---- nn: conv2d, max_pool2d, softmax, layer_norm on simd, one thread ------------------
 * conv2d 3x3, batch 32, 64 to 64 channels, 56x56, pads 1 in GFLOP/s (2 per
 * multiply-add); max_pool2d (3x3, stride 2, pads 1), softmax and layer_norm
 * (last axis of 1024) against two baselines timed interleaved with the op, in
 * this thread's CPU time: the bare read loop of sumread over the input bytes
 * alone, and that read followed by a bare write loop (the same unrolled
 * vector stores) over as many bytes as the op's outputs: the bytes the op
 * must move (max_pool2d: y and the i64 indices, three quarters of x's bytes
 * here; softmax and layer_norm: y, as many bytes as x; layer_norm's
 * statistics are small and not counted). */
typedef struct nn_b {
    sy_tensor *x, *w;
    int kind;
} nn_b;

static void op_nn(void *ctx)
{
    nn_b *b = ctx;
    static const int64_t one2[2] = {1, 1}, pad1[4] = {1, 1, 1, 1}, k3[2] = {3, 3}, s2[2] = {2, 2};
    sy_tensor *y = NULL, *m = NULL, *v = NULL;
    switch (b->kind) {
    case 0: BENCH_CHECK(sy_conv2d(b->x, b->w, NULL, one2, pad1, one2, 1, &y)); break;
    case 1: BENCH_CHECK(sy_max_pool2d(b->x, k3, s2, pad1, one2, false, &y, &m)); break;
    case 2: BENCH_CHECK(sy_softmax(b->x, -1, &y)); break;
    default: BENCH_CHECK(sy_layer_norm(b->x, NULL, NULL, -1, 1e-5, &y, &m, &v)); break;
    }
    sy_tensor_release(y);
    sy_tensor_release(m);
    sy_tensor_release(v);
}

static void nn_rows(void)
{
    sy_device dev = sy_device_of(SY_BACKEND_SIMD, 0);
    sy_simd_set_num_threads(1);
    const char *isa = sy_simd_isa();
    void (*read)(const float *, int64_t) = read_generic;
    void (*write)(float *, int64_t) = write_generic;
#if SY_BENCH_X86
    if (strcmp(isa, "avx512") == 0) {
        read = read_avx512;
        write = write_avx512;
    } else if (strcmp(isa, "avx2") == 0) {
        read = read_avx2;
        write = write_avx2;
    }
#endif
    printf("| simd, one thread (%s; thread CPU time) | time | figure | bare read of the input, then a bare write of "
           "the outputs' bytes / op |\n|---|---|---|---|\n",
           isa);
    {
        const int64_t xs[4] = {32, 64, 56, 56}, ws[4] = {64, 64, 3, 3};
        nn_b b = {bench_random(xs, 4, dev, 3), bench_random(ws, 4, dev, 4), 0};
        double t[3];
        for (int s = 0; s < 3; s++) {
            const double t0 = bench_cpu_now();
            op_nn(&b);
            t[s] = bench_cpu_now() - t0;
        }
        const double tm = bench_median(t, 3), flop = 2.0 * 32 * 64 * 56 * 56 * 64 * 9;
        printf("| conv2d 3x3, [32, 64, 56, 56] to 64 channels, pads 1 | %.1f ms | %.1f GFLOP/s | |\n", tm * 1e3,
               flop / tm / 1e9);
        sy_tensor_release(b.x);
        sy_tensor_release(b.w);
    }
    /* out_q: the outputs' bytes in quarters of x's */
    static const struct {
        const char *name;
        int kind, rank, out_q;
        int64_t shape[4];
    } rows[] = {{"max_pool2d 3x3 stride 2 pads 1, [32, 64, 56, 56]", 1, 4, 3, {32, 64, 56, 56}},
                {"softmax, last axis, [16384, 1024]", 2, 2, 4, {16384, 1024}},
                {"layer_norm, last axis, [16384, 1024]", 3, 2, 4, {16384, 1024}}};
    for (size_t k = 0; k < sizeof rows / sizeof rows[0]; k++) {
        nn_b b = {bench_random(rows[k].shape, rows[k].rank, dev, 5), NULL, rows[k].kind};
        const int64_t n = sy_tensor_numel(b.x), wn = n / 4 * rows[k].out_q;
        rd r = {.a = b.x, .p = sy_tensor_host_data(b.x), .n = n, .read = read, .wn = wn, .write = write};
        r.out = malloc((size_t)wn * sizeof *r.out);
        if (!r.out) {
            fprintf(stderr, "bench_kernels: out of memory\n");
            exit(1);
        }
        memset(r.out, 0, (size_t)wn * sizeof *r.out);
        double t_read, t_op, t_rw, t_op2;
        bench_pair_cpu(op_read, &r, op_nn, &b, 5, 1, &t_read, &t_op);
        bench_pair_cpu(op_read_write, &r, op_nn, &b, 5, 1, &t_rw, &t_op2);
        const double t = (t_op + t_op2) / 2;
        printf("| %s | %.1f ms | %.3f of a bare read of its input | %.3f |\n", rows[k].name, t * 1e3, t_read / t_op,
               t_rw / t_op2);
        free(r.out);
        sy_tensor_release(b.x);
    }
    sy_simd_set_num_threads(0);
}

/* ---- matmul ----------------------------------------------------------------------- */

typedef struct mm {
    sy_tensor *a, *b;
    const float *ha, *hb;
    float *hc;
    int n;
} mm;

static void op_matmul(void *ctx)
{
    mm *m = ctx;
    sy_tensor *c;
    BENCH_CHECK(sy_matmul(m->a, m->b, &c));
    sy_tensor_release(c);
}

static void op_sgemm(void *ctx)
{
    mm *m = ctx;
    cblas_sgemm(CblasRowMajor, CblasNoTrans, CblasNoTrans, m->n, m->n, m->n, 1.0f, m->ha, m->n, m->hb, m->n, 0.0f,
                m->hc, m->n);
}

static double matmul_ratio(sy_backend backend, int n, int samples)
{
    sy_device host = sy_device_of(SY_BACKEND_CPU, 0), dev = sy_device_of(backend, 0);
    sy_tensor *a = filled(n, n, host, 3), *b = filled(n, n, host, 4);
    mm m = {.n = n, .ha = sy_tensor_host_data(a), .hb = sy_tensor_host_data(b)};
    m.hc = malloc((size_t)n * n * sizeof *m.hc);
    BENCH_CHECK(sy_to_device(a, dev, &m.a));
    BENCH_CHECK(sy_to_device(b, dev, &m.b));
    int reps = n <= 256 ? 8 : 1;
    double tb, tk;
    bench_pair(op_sgemm, &m, op_matmul, &m, samples, reps, &tb, &tk);
    sy_tensor_release(m.a);
    sy_tensor_release(m.b);
    sy_tensor_release(a);
    sy_tensor_release(b);
    free(m.hc);
    return tb / tk; /* > 1: faster than OpenBLAS */
}

static void matmul(FILE *dat)
{
    const int threads = sy_simd_num_threads();
    openblas_set_num_threads(threads); /* the same thread count on both sides */
    printf("| n (f32, n x n @ n x n) | simd / OpenBLAS | blas / OpenBLAS | cpu / OpenBLAS | OpenBLAS GFLOP/s |\n"
           "|---|---|---|---|---|\n");
    const int sizes[4] = {256, 512, 1024, 2048};
    for (int i = 0; i < 4; i++) {
        int n = sizes[i];
        int samples = n >= 2048 ? 3 : n >= 1024 ? 5 : 9;
        double simd = matmul_ratio(SY_BACKEND_SIMD, n, samples);
        double blas = matmul_ratio(SY_BACKEND_BLAS, n, samples);
        double cpu = n <= 512 ? matmul_ratio(SY_BACKEND_CPU, n, 3) : -1; /* the reference is slow */
        /* OpenBLAS's own rate, for scale */
        sy_device host = sy_device_of(SY_BACKEND_CPU, 0);
        sy_tensor *a = filled(n, n, host, 5), *b = filled(n, n, host, 6);
        mm m = {.n = n, .ha = sy_tensor_host_data(a), .hb = sy_tensor_host_data(b)};
        m.hc = malloc((size_t)n * n * sizeof *m.hc);
        double t = bench_time(op_sgemm, &m, samples, n <= 256 ? 8 : 1);
        double gflops = 2.0 * n * (double)n * n / t / 1e9;
        free(m.hc);
        sy_tensor_release(a);
        sy_tensor_release(b);
        if (cpu >= 0)
            printf("| %d | %.2f | %.2f | %.3f | %.1f |\n", n, simd, blas, cpu, gflops);
        else
            printf("| %d | %.2f | %.2f | (not run) | %.1f |\n", n, simd, blas, gflops);
        if (dat)
            fprintf(dat, "%d %.4f %.4f %.4f %.2f\n", n, simd, blas, cpu < 0 ? 0 : cpu, gflops);
    }
}

/* ---- moves ------------------------------------------------------------------------- */

typedef struct mv {
    sy_tensor *t;
    sy_device dst;
    void *src, *dstbuf;
    size_t bytes;
} mv;

static void op_move(void *ctx)
{
    mv *m = ctx;
    sy_tensor *r;
    BENCH_CHECK(sy_to_device(m->t, m->dst, &r));
    sy_tensor_release(r);
}

static void op_move_memcpy(void *ctx)
{
    mv *m = ctx;
    memcpy(m->dstbuf, m->src, m->bytes);
}

static void moves(void)
{
    printf("| f32 elements | cpu -> simd move (zero-copy) | memcpy of the same bytes | move / memcpy |\n"
           "|---|---|---|---|\n");
    const int64_t sizes[4] = {1 << 10, 1 << 16, 1 << 20, 1 << 24};
    const char *names[4] = {"1 Ki", "64 Ki", "1 Mi", "16 Mi"};
    for (int i = 0; i < 4; i++) {
        mv m = {.t = filled(sizes[i], 0, sy_device_of(SY_BACKEND_CPU, 0), 7), .dst = sy_device_of(SY_BACKEND_SIMD, 0),
                .bytes = (size_t)sizes[i] * 4};
        m.src = malloc(m.bytes);
        m.dstbuf = malloc(m.bytes);
        memset(m.src, 3, m.bytes);
        memset(m.dstbuf, 4, m.bytes);
        /* each side with its own repetition count: one memcpy of 64 MiB
         * lasts as long as a hundred thousand moves */
        double tm = bench_time(op_move, &m, 15, bench_reps(op_move, &m, 0.01));
        double tc = bench_time(op_move_memcpy, &m, 15, bench_reps(op_move_memcpy, &m, 0.01));
        printf("| %s | %.1f ns | %.1f ns | %.4f |\n", names[i], tm * 1e9, tc * 1e9, tm / tc);
        sy_tensor_release(m.t);
        free(m.src);
        free(m.dstbuf);
    }
}

/* ---- thread scaling ---------------------------------------------------------------- */

static void threads(void)
{
    const int cores = (int)sysconf(_SC_NPROCESSORS_ONLN);
    const int64_t n = 16 << 20;
    sy_device dev = sy_device_of(SY_BACKEND_SIMD, 0);
    bw w = {.a = filled(n, 0, dev, 1), .b = filled(n, 0, dev, 2)};
    mm m = {.n = 1024, .a = filled(1024, 1024, dev, 3), .b = filled(1024, 1024, dev, 4)};
    printf("| simd threads | add 16 Mi f32: speedup over 1 | matmul 1024 f32: speedup over 1 |\n|---|---|---|\n");
    double base_add = 0, base_mm = 0;
    for (int t = 1; t <= cores; t++) {
        sy_simd_set_num_threads(t);
        double ta = bench_time(op_add, &w, 7, 2), tm = bench_time(op_matmul, &m, 5, 1);
        if (t == 1) {
            base_add = ta;
            base_mm = tm;
        }
        printf("| %d | %.2f | %.2f |\n", t, base_add / ta, base_mm / tm);
    }
    sy_simd_set_num_threads(0);
    sy_tensor_release(w.a);
    sy_tensor_release(w.b);
    sy_tensor_release(m.a);
    sy_tensor_release(m.b);
}

int main(int argc, char **argv)
{
    const char *dir = argc > 2 && strcmp(argv[1], "data") == 0 ? argv[2] : NULL;
    const char *only = argc == 2 ? argv[1] : NULL;
    if (only && strcmp(only, "corename") == 0) { /* the kernels OpenBLAS picked for this CPU */
        printf("%s\n", openblas_get_corename());
        return 0;
    }
    FILE *mdat = data_file(dir, "matmul.dat"), *bdat = data_file(dir, "bandwidth.dat");
    if (!only || strcmp(only, "bandwidth") == 0) {
        bandwidth(bdat);
        printf("\n");
    }
    if (!only || strcmp(only, "sumread") == 0) {
        sum_read();
        printf("\n");
    }
    if (!only || strcmp(only, "matmul") == 0) {
        matmul(mdat);
        printf("\n");
    }
    if (!only || strcmp(only, "moves") == 0) {
        moves();
        printf("\n");
    }
    if (!only || strcmp(only, "threads") == 0)
        threads();
    if (!only || strcmp(only, "nn") == 0) {
        printf("\n");
        nn_rows();
    }
    if (mdat)
        fclose(mdat);
    if (bdat)
        fclose(bdat);
    return 0;
}
