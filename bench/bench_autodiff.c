/* Autodiff overhead: the cost of recording (a forward pass on an autodiff
 * device over the same forward on the plain device) and of the backward pass
 * (over the recorded forward), for an elementwise chain and an MLP step, at a
 * small and a large size, under both checkpointing strategies; then the
 * recording overhead of the chain on the simd device; then what BALANCED
 * checkpointing costs over NONE in backward time and saves in peak bytes.
 * Prints Markdown rows.
 *   bench_autodiff simd                 only the simd rows
 *   bench_autodiff loop-plain N | loop-recorded N
 *                                       N chains at 1 Ki on simd, for
 *                                       valgrind --tool=callgrind --toggle-collect=loop_chain */
#include <string.h>

#include "bench.h"

typedef struct work {
    const char *name;
    sy_device dev;       /* where the leaves live: plain or autodiff */
    sy_tensor *in[5];    /* x, and for the MLP W1 b1 W2 b2 */
    int mlp;
    int backward;
} work;

static sy_tensor *chain(const work *w)
{
    sy_tensor *x = w->in[0], *a, *b, *c, *d, *e, *f, *g, *h, *loss;
    BENCH_CHECK(sy_tanh(x, &a));
    BENCH_CHECK(sy_mul(a, x, &b));
    BENCH_CHECK(sy_add(b, x, &c));
    BENCH_CHECK(sy_sigmoid(c, &d));
    BENCH_CHECK(sy_mul(d, d, &e));
    BENCH_CHECK(sy_sub(e, a, &f));
    BENCH_CHECK(sy_exp(f, &g));
    BENCH_CHECK(sy_relu(g, &h));
    BENCH_CHECK(sy_sum(h, SY_AXIS_ALL, false, &loss));
    sy_tensor *tmp[] = {a, b, c, d, e, f, g, h};
    for (size_t i = 0; i < sizeof tmp / sizeof tmp[0]; i++)
        sy_tensor_release(tmp[i]);
    return loss;
}

static sy_tensor *mlp(const work *w)
{
    sy_tensor *h, *hb, *r, *o, *ob, *loss;
    BENCH_CHECK(sy_matmul(w->in[0], w->in[1], &h));
    BENCH_CHECK(sy_add(h, w->in[2], &hb));
    BENCH_CHECK(sy_relu(hb, &r));
    BENCH_CHECK(sy_matmul(r, w->in[3], &o));
    BENCH_CHECK(sy_add(o, w->in[4], &ob));
    BENCH_CHECK(sy_sum(ob, SY_AXIS_ALL, false, &loss));
    sy_tensor *tmp[] = {h, hb, r, o, ob};
    for (size_t i = 0; i < sizeof tmp / sizeof tmp[0]; i++)
        sy_tensor_release(tmp[i]);
    return loss;
}

static void run(void *ctx)
{
    const work *w = ctx;
    sy_tensor *loss = w->mlp ? mlp(w) : chain(w);
    if (w->backward) {
        sy_grads *g;
        BENCH_CHECK(sy_backward(loss, &g));
        sy_grads_release(g);
    }
    sy_tensor_release(loss);
}

static void case_row(const char *label, int mlp_case, const int64_t (*shapes)[2], const int *ranks, int n_in,
                     sy_checkpointing strategy)
{
    sy_device plain = sy_device_of(SY_BACKEND_CPU, 0), ad = sy_device_autodiff(plain, strategy);
    work p = {.mlp = mlp_case, .dev = plain}, a = {.mlp = mlp_case, .dev = ad}, ab;
    for (int i = 0; i < n_in; i++) {
        p.in[i] = bench_random(shapes[i], ranks[i], plain, 17u + (unsigned)i);
        BENCH_CHECK(sy_track(p.in[i], ad, &a.in[i]));
    }
    ab = a;
    ab.backward = 1;
    int reps = bench_reps(run, &ab, 0.02);
    double t_plain, t_ad, t_ad2, t_full;
    bench_pair(run, &p, run, &a, 15, reps, &t_plain, &t_ad);
    bench_pair(run, &a, run, &ab, 15, reps, &t_ad2, &t_full);
    double backward = t_full - t_ad2;
    printf("| %s | %s | %.2f | %.2f | %.1f us |\n", label,
           strategy == SY_CHECKPOINT_NONE ? "none" : "balanced", t_ad / t_plain, backward / t_ad2, t_plain * 1e6);
    for (int i = 0; i < n_in; i++) {
        sy_tensor_release(p.in[i]);
        sy_tensor_release(a.in[i]);
    }
}

/* ---- checkpointing: the cost of recomputation and the peak ---------------------------- */

/* The chain of 8 ops again, each temporary released as soon as the forward
 * no longer reads it (as a training loop that rebinds its variables does), so
 * the peak shows what the graph keeps rather than what the caller holds. */
static sy_tensor *chain_lean(const sy_tensor *x)
{
    sy_tensor *a, *b, *c, *d, *e, *f, *g, *h, *loss;
    BENCH_CHECK(sy_tanh(x, &a));
    BENCH_CHECK(sy_mul(a, x, &b));
    BENCH_CHECK(sy_add(b, x, &c));
    sy_tensor_release(b);
    BENCH_CHECK(sy_sigmoid(c, &d));
    sy_tensor_release(c);
    BENCH_CHECK(sy_mul(d, d, &e));
    sy_tensor_release(d);
    BENCH_CHECK(sy_sub(e, a, &f));
    sy_tensor_release(e);
    sy_tensor_release(a);
    BENCH_CHECK(sy_exp(f, &g));
    sy_tensor_release(f);
    BENCH_CHECK(sy_relu(g, &h));
    sy_tensor_release(g);
    BENCH_CHECK(sy_sum(h, SY_AXIS_ALL, false, &loss));
    sy_tensor_release(h);
    return loss;
}

/* LONG_OPS memory-bound unary ops cycled from x in [-0.5, 0.5), every output
 * finite and in the next op's domain. */
#define LONG_OPS 32
static sy_tensor *chain_long(const sy_tensor *x)
{
    const sy_tensor *y = x;
    sy_tensor *owned = NULL, *next, *loss;
    for (int k = 0; k < LONG_OPS; k++) {
        switch (k % 8) {
        case 0: BENCH_CHECK(sy_tanh(y, &next)); break;
        case 1: BENCH_CHECK(sy_sigmoid(y, &next)); break;
        case 2: BENCH_CHECK(sy_exp(y, &next)); break;
        case 3: BENCH_CHECK(sy_log(y, &next)); break;
        case 4: BENCH_CHECK(sy_sqrt(y, &next)); break;
        case 5: BENCH_CHECK(sy_neg(y, &next)); break;
        case 6: BENCH_CHECK(sy_abs(y, &next)); break;
        default: BENCH_CHECK(sy_relu(y, &next)); break;
        }
        sy_tensor_release(owned);
        y = owned = next;
    }
    BENCH_CHECK(sy_sum(y, SY_AXIS_ALL, false, &loss));
    sy_tensor_release(owned);
    return loss;
}

typedef struct ckpt_work {
    sy_tensor *x;
    int long_chain;
    int backward;
} ckpt_work;

static void ckpt_run(void *ctx)
{
    const ckpt_work *w = ctx;
    sy_tensor *loss = w->long_chain ? chain_long(w->x) : chain_lean(w->x);
    if (w->backward) {
        sy_grads *g;
        BENCH_CHECK(sy_backward(loss, &g));
        sy_grads_release(g);
    }
    sy_tensor_release(loss);
}

/* Host bytes of one forward + backward step above what was live before it
 * (*peak), and what the graph holds between the forward and the backward
 * (*kept: the live bytes once the forward has returned the loss). */
static void ckpt_peak(const ckpt_work *w, size_t *peak, size_t *kept)
{
    size_t live, top, mid;
    ckpt_work wb = *w;
    wb.backward = 1;
    ckpt_run(&wb); /* warm the block caches */
    sy_memory_stats(&live, NULL, NULL);
    sy_memory_reset_peak();
    sy_tensor *loss = w->long_chain ? chain_long(w->x) : chain_lean(w->x);
    sy_memory_stats(&mid, NULL, NULL);
    sy_grads *g;
    BENCH_CHECK(sy_backward(loss, &g));
    sy_grads_release(g);
    sy_tensor_release(loss);
    sy_memory_stats(NULL, &top, NULL);
    *peak = top - live;
    *kept = mid - live;
}

/* The median thread CPU seconds per call of each of the four works (the cpu
 * backend runs on the calling thread), timed in turn (w[0] w[1] w[2] w[3]
 * w[0] ...) so drift hits them alike. */
#define CKPT_SAMPLES 21
static void ckpt_time4(ckpt_work *const w[4], int inner, double out[4])
{
    double t[4][CKPT_SAMPLES];
    for (int k = 0; k < 4; k++)
        ckpt_run(w[k]);
    for (int s = 0; s < CKPT_SAMPLES; s++) {
        for (int k = 0; k < 4; k++) {
            double t0 = bench_cpu_now();
            for (int i = 0; i < inner; i++)
                ckpt_run(w[k]);
            t[k][s] = (bench_cpu_now() - t0) / inner;
        }
    }
    for (int k = 0; k < 4; k++)
        out[k] = bench_median(t[k], CKPT_SAMPLES);
}

/* Under each strategy, interleaved: the autodiff forward, and forward +
 * backward; the backward is their difference. Target: BALANCED's backward at
 * most NONE's plus 1.1 autodiff forwards, its peak at most half of NONE's. */
static void ckpt_row(const char *label, int64_t numel, int long_chain)
{
    sy_device plain = sy_device_of(SY_BACKEND_CPU, 0);
    const int64_t shape[1] = {numel};
    sy_tensor *x0 = bench_random(shape, 1, plain, 23u);
    ckpt_work w[2][2];
    for (int s = 0; s < 2; s++) {
        sy_device ad = sy_device_autodiff(plain, s ? SY_CHECKPOINT_BALANCED : SY_CHECKPOINT_NONE);
        sy_tensor *x;
        BENCH_CHECK(sy_track(x0, ad, &x));
        for (int b = 0; b < 2; b++)
            w[s][b] = (ckpt_work){.x = x, .long_chain = long_chain, .backward = b};
    }
    size_t peak[2], kept[2];
    for (int s = 0; s < 2; s++)
        ckpt_peak(&w[s][0], &peak[s], &kept[s]);
    int reps = bench_reps(ckpt_run, &w[1][1], 0.01);
    double t[4], fwd[2], bw[2];
    ckpt_time4((ckpt_work *const[4]){&w[0][0], &w[0][1], &w[1][0], &w[1][1]}, reps, t);
    for (int s = 0; s < 2; s++) {
        fwd[s] = t[2 * s];
        bw[s] = t[2 * s + 1] - t[2 * s];
    }
    printf("| %s | %.2f | %.2f | %.2f | %.0f / %.0f KiB | %.2f | %.0f / %.0f KiB |\n", label, bw[0] / fwd[0],
           bw[1] / fwd[1], (bw[1] - bw[0]) / fwd[0], (double)peak[0] / 1024, (double)peak[1] / 1024,
           (double)peak[1] / (double)peak[0], (double)kept[0] / 1024, (double)kept[1] / 1024);
    sy_tensor_release(w[0][0].x);
    sy_tensor_release(w[1][0].x);
    sy_tensor_release(x0);
}

static void ckpt_table(void)
{
    printf("\n| checkpointing (cpu, f32, thread CPU time) | backward NONE / autodiff fwd | backward BALANCED / autodiff fwd |"
           " (BALANCED - NONE) / fwd, target <= 1.1 | peak of a step: NONE / BALANCED | BALANCED / NONE peak,"
           " target <= 0.5 | kept by the graph after the forward: NONE / BALANCED |\n|---|---|---|---|---|---|---|\n");
    ckpt_row("elementwise chain of 8 ops, 1 Ki", 1024, 0);
    ckpt_row("elementwise chain of 8 ops, 1 Mi", 1 << 20, 0);
    ckpt_row("chain of 32 memory-bound ops, 64 Ki", 1 << 16, 1);
}

/* Recording on the simd device: the elementwise chain at 1 Ki, where the
 * kernels are fast enough for the cost of recording to show. One thread
 * (1 Ki stays below the simd thread threshold), timed in thread CPU time. */
static void simd_rows(void)
{
    printf("| workload (simd, f32, thread CPU time) | checkpointing | recording: autodiff fwd / plain fwd | plain fwd |\n"
           "|---|---|---|---|\n");
    const int64_t n = 1024;
    for (int s = 0; s < 2; s++) {
        const sy_checkpointing strategy = s ? SY_CHECKPOINT_BALANCED : SY_CHECKPOINT_NONE;
        sy_device plain = sy_device_of(SY_BACKEND_SIMD, 0), ad = sy_device_autodiff(plain, strategy);
        work p = {.dev = plain}, a = {.dev = ad};
        p.in[0] = bench_random(&n, 1, plain, 17u);
        BENCH_CHECK(sy_track(p.in[0], ad, &a.in[0]));
        const int reps = bench_reps(run, &a, 0.02);
        double t_plain, t_ad;
        bench_pair_cpu(run, &p, run, &a, 31, reps, &t_plain, &t_ad);
        printf("| elementwise chain of 8 ops, 1 Ki | %s | %.2f | %.2f us |\n",
               strategy == SY_CHECKPOINT_NONE ? "none" : "balanced", t_ad / t_plain, t_plain * 1e6);
        sy_tensor_release(p.in[0]);
        sy_tensor_release(a.in[0]);
    }
}

/* N forward chains at 1 Ki on simd, plain or recorded, for
 * valgrind --tool=callgrind --toggle-collect=loop_chain */
__attribute__((noinline)) void loop_chain(work *w, long n);
__attribute__((noinline)) void loop_chain(work *w, long n)
{
    for (long i = 0; i < n; i++)
        run(w);
}

int main(int argc, char **argv)
{
    if (argc == 3 && (strcmp(argv[1], "loop-plain") == 0 || strcmp(argv[1], "loop-recorded") == 0)) {
        const int64_t n = 1024;
        sy_device plain = sy_device_of(SY_BACKEND_SIMD, 0), ad = sy_device_autodiff(plain, SY_CHECKPOINT_NONE);
        work p = {.dev = plain}, a = {.dev = ad};
        p.in[0] = bench_random(&n, 1, plain, 17u);
        BENCH_CHECK(sy_track(p.in[0], ad, &a.in[0]));
        work *w = strcmp(argv[1], "loop-plain") == 0 ? &p : &a;
        run(w); /* warm the caches and lazy initialization */
        loop_chain(w, atol(argv[2]));
        sy_tensor_release(p.in[0]);
        sy_tensor_release(a.in[0]);
        return 0;
    }
    if (argc == 2 && strcmp(argv[1], "simd") == 0) {
        simd_rows();
        return 0;
    }
    printf("| workload (cpu, f32) | checkpointing | recording: autodiff fwd / plain fwd | backward / autodiff fwd |"
           " plain fwd |\n|---|---|---|---|---|\n");
    const int64_t small[1][2] = {{1024, 0}}, large[1][2] = {{1 << 20, 0}};
    const int r1[1] = {1};
    const int64_t mlp_small[5][2] = {{8, 64}, {64, 128}, {128, 0}, {128, 10}, {10, 0}};
    const int64_t mlp_large[5][2] = {{512, 64}, {64, 128}, {128, 0}, {128, 10}, {10, 0}};
    const int r5[5] = {2, 2, 1, 2, 1};
    for (int s = 0; s < 2; s++) {
        sy_checkpointing strategy = s ? SY_CHECKPOINT_BALANCED : SY_CHECKPOINT_NONE;
        case_row("elementwise chain of 8 ops, 1 Ki", 0, small, r1, 1, strategy);
        case_row("elementwise chain of 8 ops, 1 Mi", 0, large, r1, 1, strategy);
        case_row("MLP step 8x64 -> 128 -> 10", 1, mlp_small, r5, 5, strategy);
        case_row("MLP step 512x64 -> 128 -> 10", 1, mlp_large, r5, 5, strategy);
    }
    printf("\n");
    simd_rows();
    ckpt_table();
    return 0;
}
