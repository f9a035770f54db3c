/* Fallback chains: an MLP on the blas device runs its matmuls on OpenBLAS and
 * every other op on the first backend of blas's fallback chain that has a
 * kernel for it (simd, then cpu). The training step and the forward pass of
 * the same MLP on blas and on simd, timed interleaved; the ratio blas / simd
 * is the figure (1 when nothing but the matmuls differs). One thread on both
 * sides (the simd pool and OpenBLAS), timed in thread CPU time, so other load
 * on the machine does not distort the ratio. Prints Markdown rows; a build
 * without blas or simd prints why there are none. */
#include <cblas.h>

#include "bench.h"
#include "sy_simd.h"

typedef struct step {
    sy_device dev, ad;   /* the plain device and its autodiff device */
    sy_tensor *x, *p[4]; /* the batch; W1 b1 W2 b2 on dev */
    sy_tensor *lr;
    int train;           /* 1: forward, backward and the SGD update; 0: forward only */
} step;

/* relu(x W1 + b1) W2 + b2, summed. */
static sy_tensor *forward(sy_tensor *x, sy_tensor *const *p)
{
    sy_tensor *h, *hb, *r, *o, *ob, *loss;
    BENCH_CHECK(sy_matmul(x, p[0], &h));
    BENCH_CHECK(sy_add(h, p[1], &hb));
    BENCH_CHECK(sy_relu(hb, &r));
    BENCH_CHECK(sy_matmul(r, p[2], &o));
    BENCH_CHECK(sy_add(o, p[3], &ob));
    BENCH_CHECK(sy_sum(ob, SY_AXIS_ALL, false, &loss));
    sy_tensor *tmp[] = {h, hb, r, o, ob};
    for (size_t i = 0; i < sizeof tmp / sizeof tmp[0]; i++)
        sy_tensor_release(tmp[i]);
    return loss;
}

/* One step as examples/train.c takes it: the parameters tracked on the
 * autodiff device, forward, backward, and w - lr * grad for each (the new
 * parameters are dropped, so every step does the same work). */
static void run(void *ctx)
{
    const step *s = ctx;
    if (!s->train) {
        sy_tensor_release(forward(s->x, s->p));
        return;
    }
    sy_tensor *t[4];
    for (int k = 0; k < 4; k++)
        BENCH_CHECK(sy_track(s->p[k], s->ad, &t[k]));
    sy_tensor *loss = forward(s->x, t);
    sy_grads *grads;
    BENCH_CHECK(sy_backward(loss, &grads));
    for (int k = 0; k < 4; k++) {
        sy_tensor *g, *scaled, *next;
        BENCH_CHECK(sy_grad(grads, t[k], &g));
        BENCH_CHECK(sy_mul(g, s->lr, &scaled));
        BENCH_CHECK(sy_sub(s->p[k], scaled, &next));
        sy_tensor_release(g);
        sy_tensor_release(scaled);
        sy_tensor_release(next);
        sy_tensor_release(t[k]);
    }
    sy_grads_release(grads);
    sy_tensor_release(loss);
}

static double cpu_now(void)
{
    struct timespec ts;
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &ts);
    return (double)ts.tv_sec + (double)ts.tv_nsec * 1e-9;
}

/* bench_pair in thread CPU time: a and b interleaved, the median of each. */
static void cpu_pair(void *ca, void *cb, int samples, int inner, double *ta, double *tb)
{
    double x[64], y[64];
    for (int i = 0; i < inner; i++) {
        run(ca);
        run(cb);
    }
    for (int s = 0; s < samples && s < 64; s++) {
        double t0 = cpu_now();
        for (int i = 0; i < inner; i++)
            run(ca);
        double t1 = cpu_now();
        for (int i = 0; i < inner; i++)
            run(cb);
        double t2 = cpu_now();
        x[s] = (t1 - t0) / inner;
        y[s] = (t2 - t1) / inner;
    }
    *ta = bench_median(x, samples < 64 ? samples : 64);
    *tb = bench_median(y, samples < 64 ? samples : 64);
}

static void setup(step *s, sy_backend b, int train)
{
    const int64_t shapes[5][2] = {{512, 64}, {64, 128}, {128, 0}, {128, 10}, {10, 0}};
    const int ranks[5] = {2, 2, 1, 2, 1};
    s->dev = sy_device_of(b, 0);
    s->ad = sy_device_autodiff(s->dev, SY_CHECKPOINT_NONE);
    s->train = train;
    s->x = bench_random(shapes[0], ranks[0], s->dev, 17u);
    for (int k = 0; k < 4; k++)
        s->p[k] = bench_random(shapes[k + 1], ranks[k + 1], s->dev, 18u + (unsigned)k);
    BENCH_CHECK(sy_full(NULL, 0, 1e-3, SY_DTYPE_F32, s->dev, &s->lr));
}

static void teardown(step *s)
{
    sy_tensor_release(s->x);
    for (int k = 0; k < 4; k++)
        sy_tensor_release(s->p[k]);
    sy_tensor_release(s->lr);
}

int main(void)
{
    if (!sy_backend_enabled(SY_BACKEND_BLAS) || !sy_backend_enabled(SY_BACKEND_SIMD)) {
        printf("(not measured: the library lacks the blas or the simd backend)\n");
        return 0;
    }
    sy_simd_set_num_threads(1);
    openblas_set_num_threads(1);
    sy_backend exec;
    printf("blas runs add f32 on %s and relu f32 on %s (sy_backend_runs_op).\n\n",
           sy_backend_runs_op(SY_BACKEND_BLAS, SY_OP_ADD, SY_DTYPE_F32, &exec) ? sy_backend_name(exec) : "nothing",
           sy_backend_runs_op(SY_BACKEND_BLAS, SY_OP_RELU, SY_DTYPE_F32, &exec) ? sy_backend_name(exec) : "nothing");
    printf("| workload (f32, 1 thread, thread CPU time) | on blas / on simd (target <= 1.1) | on simd | on blas |\n|---|---|---|---|\n");
    const char *labels[2] = {"MLP forward 512x64 -> 128 -> 10", "MLP training step 512x64 -> 128 -> 10"};
    for (int train = 0; train < 2; train++) {
        step on_blas, on_simd;
        setup(&on_blas, SY_BACKEND_BLAS, train);
        setup(&on_simd, SY_BACKEND_SIMD, train);
        int reps = bench_reps(run, &on_simd, 0.05);
        double t_blas, t_simd;
        cpu_pair(&on_simd, &on_blas, 21, reps, &t_simd, &t_blas);
        printf("| %s | %.2f | %.3f ms | %.3f ms |\n", labels[train], t_blas / t_simd, t_simd * 1e3, t_blas * 1e3);
        teardown(&on_blas);
        teardown(&on_simd);
    }
    return 0;
}
