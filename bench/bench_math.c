/* simd's f32 sin, cos and erf against the scalar libm loop (sinf, cosf,
 * erff over the array, what cpu's kernels run) and, in a build with
 * -DSY_BENCH_SLEEF (bench/run.sh, when libsleef-dev is installed), against
 * SLEEF's u10 vector functions of the same width (bench_math_sleef.c):
 *   speed  16 Ki elements (in L2) on one thread, thread CPU time, each pair
 *          timed interleaved, as ratios of medians;
 *   ulp    the largest distance in ulp from the double libm function rounded
 *          once to f32, over every 4099th f32 bit pattern and 1 Mi evenly
 *          spaced points of [-10, 10] (finite results only; the inputs whose
 *          results are inf or NaN are compared by tests/c/check_simd.c).
 * Prints one Markdown table. SLEEF is a dependency of this program only:
 * the library needs nothing beyond libc, libm and pthreads for simd. */
#include <math.h>
#include <stdint.h>
#include <string.h>

#include "bench.h"
#include "sy_contract.h"
#include "sy_kernels.h"
#include "sy_simd.h"

typedef void (*arr_fn)(float *o, const float *x, int64_t n);

#ifdef SY_BENCH_SLEEF
#define SLEEF_DECL(w, f) void bench_sleef##w##_##f(float *o, const float *x, int64_t n);
SLEEF_DECL(8, sin)
SLEEF_DECL(8, cos)
SLEEF_DECL(8, erf)
SLEEF_DECL(16, sin)
SLEEF_DECL(16, cos)
SLEEF_DECL(16, erf)
#endif

#define LIBM_LOOP(g)                                                                                          \
    static void libm_##g(float *o, const float *x, int64_t n)                                                 \
    {                                                                                                         \
        for (int64_t i = 0; i < n; i++)                                                                       \
            o[i] = g##f(x[i]);                                                                                \
    }
LIBM_LOOP(sin)
LIBM_LOOP(cos)
LIBM_LOOP(erf)

typedef struct fn_row {
    const char *name;
    sy_status (*simd)(const sy_ew_args *);
    arr_fn libm;
    double (*ref)(double);
    double lo, hi; /* the timed inputs: uniform in [lo, hi) */
    arr_fn sleef8, sleef16;
} fn_row;

typedef struct job {
    const fn_row *row;
    arr_fn arr; /* NULL: the simd kernel */
    float *out;
    const float *in;
    int64_t n;
} job;

static void run_job(void *ctx)
{
    const job *j = ctx;
    if (j->arr) {
        j->arr(j->out, j->in, j->n);
        return;
    }
    sy_ew_args a = {.op = SY_OP_SIN, .rank = 1, .shape = {j->n}, .numel = j->n, .out_dtype = SY_DTYPE_F32, .n_in = 1};
    a.in[0].data = (void *)(uintptr_t)j->in;
    a.in[0].dtype = SY_DTYPE_F32;
    a.in[0].strides[0] = 1;
    a.out = j->out;
    BENCH_CHECK(j->row->simd(&a));
}

static int64_t ulp_ord(float f)
{
    int32_t i;
    memcpy(&i, &f, sizeof i);
    return i < 0 ? (int64_t)INT32_MIN - i : i;
}

/* the largest ulp distance of j's results over x[0..n) from ref rounded once */
static int64_t max_ulp(job j, const float *x, float *got, int64_t n)
{
    j.in = x;
    j.out = got;
    j.n = n;
    run_job(&j);
    int64_t worst = 0;
    for (int64_t i = 0; i < n; i++) {
        const float w = (float)j.row->ref((double)x[i]);
        if (!isfinite(w) || !isfinite(got[i]))
            continue;
        const int64_t d = llabs(ulp_ord(got[i]) - ulp_ord(w));
        worst = d > worst ? d : worst;
    }
    return worst;
}

/* t_a / t_b of a and b timed interleaved in thread CPU time */
static double ratio(job a, job b)
{
    double ta, tb;
    const int inner = bench_reps(run_job, &a, 0.005);
    bench_pair_cpu(run_job, &a, run_job, &b, 15, inner, &ta, &tb);
    return ta / tb;
}

int main(void)
{
    sy_simd_set_num_threads(1);
    static fn_row rows[] = {
        {"sin", sy_k_simd_sin, libm_sin, sin, -10.0, 10.0, NULL, NULL},
        {"cos", sy_k_simd_cos, libm_cos, cos, -10.0, 10.0, NULL, NULL},
        {"erf", sy_k_simd_erf, libm_erf, erf, -4.0, 4.0, NULL, NULL},
    };
    int sleef_w = 0;
#ifdef SY_BENCH_SLEEF
    rows[0].sleef8 = bench_sleef8_sin, rows[0].sleef16 = bench_sleef16_sin;
    rows[1].sleef8 = bench_sleef8_cos, rows[1].sleef16 = bench_sleef16_cos;
    rows[2].sleef8 = bench_sleef8_erf, rows[2].sleef16 = bench_sleef16_erf;
    __builtin_cpu_init();
    if (__builtin_cpu_supports("avx512f"))
        sleef_w = 16;
    else if (__builtin_cpu_supports("avx2") && __builtin_cpu_supports("fma"))
        sleef_w = 8;
#endif
    const int64_t n = 16384;
    const int64_t n_bits = (int64_t)((UINT64_C(1) << 32) / 4099) + 1, n_even = INT64_C(1) << 20;
    const int64_t n_acc = n_bits + n_even;
    float *x = malloc((size_t)n * sizeof *x), *o = malloc((size_t)n * sizeof *o);
    float *ax = malloc((size_t)n_acc * sizeof *ax), *ao = malloc((size_t)n_acc * sizeof *ao);
    if (!x || !o || !ax || !ao) {
        fprintf(stderr, "bench_math: out of memory\n");
        return 1;
    }
    for (int64_t i = 0; i < n_bits; i++) {
        const uint32_t u = (uint32_t)((uint64_t)i * 4099);
        memcpy(&ax[i], &u, sizeof u);
    }
    for (int64_t i = 0; i < n_even; i++)
        ax[n_bits + i] = (float)(-10.0 + 20.0 * (double)i / (double)n_even);

    printf("| f32 function, %lld elements, one thread (thread CPU time) | simd (%s) speed / scalar libm loop |",
           (long long)n, sy_simd_isa());
    if (sleef_w)
        printf(" SLEEF u10 (%d lanes) speed / libm loop | simd speed / SLEEF |", sleef_w);
    printf(" max ulp from the rounded double result: simd / libm f32%s |\n", sleef_w ? " / SLEEF" : "");
    printf("|---|---|%s---|\n", sleef_w ? "---|---|" : "");
    for (size_t r = 0; r < sizeof rows / sizeof rows[0]; r++) {
        const fn_row *row = &rows[r];
        uint64_t seed = 12345 + r;
        for (int64_t i = 0; i < n; i++) {
            seed = seed * 6364136223846793005u + 1442695040888963407u;
            x[i] = (float)(row->lo + (row->hi - row->lo) * (double)(seed >> 11) * 0x1p-53);
        }
        const job simd = {row, NULL, o, x, n}, libm = {row, row->libm, o, x, n};
        const arr_fn sl = sleef_w == 16 ? row->sleef16 : row->sleef8;
        const job sleef = {row, sl, o, x, n};
        printf("| %s, x in [%g, %g) | %.2f |", row->name, row->lo, row->hi, ratio(libm, simd));
        if (sleef_w)
            printf(" %.2f | %.2f |", ratio(libm, sleef), ratio(sleef, simd));
        printf(" %lld / %lld", (long long)max_ulp(simd, ax, ao, n_acc), (long long)max_ulp(libm, ax, ao, n_acc));
        if (sleef_w)
            printf(" / %lld", (long long)max_ulp(sleef, ax, ao, n_acc));
        printf(" |\n");
    }
    free(x);
    free(o);
    free(ax);
    free(ao);
    return 0;
}
