/* switchyard benchmarks: shared timing helpers.
 *
 * Every figure is a ratio of two medians measured in the same run, never an
 * absolute time compared against a constant: timings on a shared machine are
 * noisy, ratios of interleaved medians much less so. Compiled with
 * -D_POSIX_C_SOURCE=200809L (bench/run.sh) for clock_gettime. */
#ifndef SY_BENCH_H
#define SY_BENCH_H

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "switchyard.h"

#define BENCH_CHECK(x)                                                                                        \
    do {                                                                                                      \
        sy_status st_ = (x);                                                                                  \
        if (st_ != SY_OK) {                                                                                   \
            fprintf(stderr, "%s:%d: %s: %s (%s)\n", __FILE__, __LINE__, #x, sy_status_str(st_), sy_last_error()); \
            exit(1);                                                                                          \
        }                                                                                                     \
    } while (0)

static inline double bench_now(void)
{
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return (double)ts.tv_sec + (double)ts.tv_nsec * 1e-9;
}

/* The device chain rows' dispatched side: `ops` ops on x's device,
 * sy_add and sy_mul of x alternating on the last result, then one read of
 * it into host (`bytes`): nothing waits between ops but the read. */
static inline void bench_chain(sy_tensor *x, int ops, void *host, size_t bytes)
{
    sy_tensor *y = sy_tensor_retain(x);
    for (int i = 0; i < ops; i++) {
        sy_tensor *next;
        BENCH_CHECK(i % 2 == 0 ? sy_add(y, x, &next) : sy_mul(y, x, &next));
        sy_tensor_release(y);
        y = next;
    }
    BENCH_CHECK(sy_tensor_to_data(y, host, bytes));
    sy_tensor_release(y);
}

/* A time for a table cell: microseconds below a millisecond, else ms. */
static inline void bench_fmt_time(double s, char *buf, size_t size)
{
    if (s < 1e-3)
        snprintf(buf, size, "%.1f us", s * 1e6);
    else
        snprintf(buf, size, "%.2f ms", s * 1e3);
}

static int bench_cmp(const void *a, const void *b)
{
    double x = *(const double *)a, y = *(const double *)b;
    return x < y ? -1 : x > y;
}

static inline double bench_median(double *v, int n)
{
    qsort(v, (size_t)n, sizeof *v, bench_cmp);
    return n % 2 ? v[n / 2] : 0.5 * (v[n / 2 - 1] + v[n / 2]);
}

typedef void (*bench_fn)(void *ctx);

/* Seconds per call of fn: the median over `samples` samples of `inner`
 * calls each, after one warm-up sample. */
static inline double bench_time(bench_fn fn, void *ctx, int samples, int inner)
{
    double t[64];
    if (samples > 64)
        samples = 64;
    for (int i = 0; i < inner; i++)
        fn(ctx);
    for (int s = 0; s < samples; s++) {
        double start = bench_now();
        for (int i = 0; i < inner; i++)
            fn(ctx);
        t[s] = (bench_now() - start) / inner;
    }
    return bench_median(t, samples);
}

/* The calling thread's CPU time: for work that runs on this thread alone
 * (one-thread rows), so time the scheduler gives other processes on a shared
 * machine counts for neither side. */
static inline double bench_cpu_now(void)
{
    struct timespec ts;
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &ts);
    return (double)ts.tv_sec + (double)ts.tv_nsec * 1e-9;
}

/* Times a and b interleaved (a b a b ...) on the clock `now`, so drift in
 * machine load hits both alike; gives the medians of each. */
static inline void bench_pair_on(double (*now)(void), bench_fn a, void *ca, bench_fn b, void *cb, int samples,
                                 int inner, double *ta, double *tb)
{
    double x[64], y[64];
    if (samples > 64)
        samples = 64;
    for (int i = 0; i < inner; i++) {
        a(ca);
        b(cb);
    }
    for (int s = 0; s < samples; s++) {
        double t0 = now();
        for (int i = 0; i < inner; i++)
            a(ca);
        double t1 = now();
        for (int i = 0; i < inner; i++)
            b(cb);
        double t2 = now();
        x[s] = (t1 - t0) / inner;
        y[s] = (t2 - t1) / inner;
    }
    *ta = bench_median(x, samples);
    *tb = bench_median(y, samples);
}

/* bench_pair_on in wall time (work on several threads) */
static inline void bench_pair(bench_fn a, void *ca, bench_fn b, void *cb, int samples, int inner, double *ta,
                              double *tb)
{
    bench_pair_on(bench_now, a, ca, b, cb, samples, inner, ta, tb);
}

/* bench_pair_on in the calling thread's CPU time (one-thread rows) */
static inline void bench_pair_cpu(bench_fn a, void *ca, bench_fn b, void *cb, int samples, int inner, double *ta,
                                  double *tb)
{
    bench_pair_on(bench_cpu_now, a, ca, b, cb, samples, inner, ta, tb);
}

/* Enough inner repetitions for a sample to last about `seconds`. */
static inline int bench_reps(bench_fn fn, void *ctx, double seconds)
{
    int n = 1;
    for (;;) {
        double start = bench_now();
        for (int i = 0; i < n; i++)
            fn(ctx);
        double dt = bench_now() - start;
        if (dt >= seconds / 4 || n >= (1 << 24))
            return dt > 0 ? (int)(n * seconds / dt) + 1 : n;
        n *= 4;
    }
}

/* A new f32 tensor of the given shape on dev, filled with reproducible
 * values in [-0.5, 0.5) from seed. */
static inline sy_tensor *bench_random(const int64_t *shape, int rank, sy_device dev, unsigned seed)
{
    int64_t n = 1;
    for (int i = 0; i < rank; i++)
        n *= shape[i];
    float *data = malloc((size_t)n * sizeof *data);
    if (!data) {
        fprintf(stderr, "bench: out of memory for %lld floats\n", (long long)n);
        exit(1);
    }
    for (int64_t i = 0; i < n; i++) {
        seed = seed * 1664525u + 1013904223u;
        data[i] = (float)(seed >> 8) / 16777216.0f - 0.5f;
    }
    sy_tensor *t;
    BENCH_CHECK(sy_tensor_from_data(data, SY_DTYPE_F32, shape, rank, dev, &t));
    free(data);
    return t;
}

/* The device chain rows' check and timing: the direct side runs once and
 * its result (got) must equal the dispatched side's (want), or the program
 * exits 1 naming `who`; then both are timed interleaved, 21 samples, into
 * *td (dispatched) and *tk (direct). */
static inline void bench_chain_pair(const char *who, bench_fn dispatched, bench_fn direct, void *ctx, const void *want,
                                    const void *got, size_t bytes, double *td, double *tk)
{
    direct(ctx);
    if (memcmp(want, got, bytes) != 0) {
        fprintf(stderr, "%s: the direct chain differs from the dispatched one\n", who);
        exit(1);
    }
    bench_pair(dispatched, ctx, direct, ctx, 21, bench_reps(dispatched, ctx, 0.02), td, tk);
}

#endif
