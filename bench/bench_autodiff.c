/* Autodiff overhead: the cost of recording (a forward pass on an autodiff
 * device over the same forward on the plain device) and of the backward pass
 * (over the recorded forward), for an elementwise chain and an MLP step, at a
 * small and a large size, under both checkpointing strategies. Prints
 * Markdown rows. */
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

int main(void)
{
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
    return 0;
}
