/* Autodiff overhead: the cost of recording (a forward pass on an autodiff
 * device over the same forward on the plain device) and of the backward pass
 * (over the recorded forward), for an elementwise chain and an MLP step, at a
 * small and a large size, under both checkpointing strategies; then the
 * recording overhead of the chain on the simd device. Prints Markdown rows.
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
    return 0;
}
