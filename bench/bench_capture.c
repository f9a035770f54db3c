/* Capture replay against eager execution of the same work: an MLP forward
 * pass (matmul, add, relu, matmul, add, softmax) captured once and replayed
 * with sy_graph_run, timed interleaved with the same ops called eagerly, on
 * every enabled host backend, at a small and a large batch. Prints Markdown
 * rows: replay time / eager time (1.00 means replay costs what eager does). */
#include <string.h>

#include "bench.h"

typedef struct mlp {
    sy_tensor *x, *p[4];
    const sy_graph *graph;
    sy_device dev;
} mlp;

static sy_tensor *forward(const sy_tensor *x, sy_tensor *const *p)
{
    sy_tensor *h, *hb, *a, *o, *logits, *e, *z, *probs;
    BENCH_CHECK(sy_matmul(x, p[0], &h));
    BENCH_CHECK(sy_add(h, p[1], &hb));
    BENCH_CHECK(sy_relu(hb, &a));
    BENCH_CHECK(sy_matmul(a, p[2], &o));
    BENCH_CHECK(sy_add(o, p[3], &logits));
    BENCH_CHECK(sy_exp(logits, &e));
    BENCH_CHECK(sy_sum(e, 1, true, &z));
    BENCH_CHECK(sy_div(e, z, &probs));
    sy_tensor *tmp[] = {h, hb, a, o, logits, e, z};
    for (size_t i = 0; i < sizeof tmp / sizeof tmp[0]; i++)
        sy_tensor_release(tmp[i]);
    return probs;
}

static void eager(void *ctx)
{
    mlp *m = ctx;
    sy_tensor_release(forward(m->x, m->p));
}

static void replay(void *ctx)
{
    mlp *m = ctx;
    const sy_tensor *in[1] = {m->x};
    sy_tensor *out;
    BENCH_CHECK(sy_graph_run(m->graph, m->dev, in, 1, &out, 1));
    sy_tensor_release(out);
}

int main(void)
{
    printf("| backend | batch x features -> hidden -> classes | replay / eager | eager |\n|---|---|---|---|\n");
    const int64_t batches[2] = {4, 1024};
    for (int bi = 0; bi < 2; bi++) {
        const int64_t b = batches[bi], in = 64, hid = 256, out = 10;
        const int64_t sx[2] = {b, in}, s0[2] = {in, hid}, s1[1] = {hid}, s2[2] = {hid, out}, s3[1] = {out};
        const sy_device host = sy_device_of(SY_BACKEND_CPU, 0);
        sy_tensor *params[4] = {bench_random(s0, 2, host, 1), bench_random(s1, 1, host, 2),
                                bench_random(s2, 2, host, 3), bench_random(s3, 1, host, 4)};
        sy_tensor *x = bench_random(sx, 2, host, 5);
        sy_device cap;
        BENCH_CHECK(sy_capture_new(&cap));
        sy_tensor *cx, *cp[4];
        BENCH_CHECK(sy_to_device(x, cap, &cx));
        for (int k = 0; k < 4; k++)
            BENCH_CHECK(sy_to_device(params[k], cap, &cp[k]));
        sy_tensor *cy = forward(cx, cp);
        sy_graph *graph;
        const sy_tensor *ins[1] = {cx}, *outs[1] = {cy};
        BENCH_CHECK(sy_capture_complete(cap, ins, 1, outs, 1, &graph));
        for (int be = 0; be < SY_BACKEND_ID_LIMIT; be++) {
            if (!sy_backend_enabled((sy_backend)be) || !sy_backend_is_host_memory((sy_backend)be))
                continue;
            mlp m = {.graph = graph, .dev = sy_device_of((sy_backend)be, 0)};
            BENCH_CHECK(sy_to_device(x, m.dev, &m.x));
            for (int k = 0; k < 4; k++)
                BENCH_CHECK(sy_to_device(params[k], m.dev, &m.p[k]));
            int reps = bench_reps(eager, &m, 0.02);
            double te, tr;
            bench_pair(eager, &m, replay, &m, 15, reps, &te, &tr);
            printf("| %s | %lld x %lld -> %lld -> %lld | %.2f | %.1f us |\n", sy_backend_name((sy_backend)be),
                   (long long)b, (long long)in, (long long)hid, (long long)out, tr / te, te * 1e6);
            sy_tensor_release(m.x);
            for (int k = 0; k < 4; k++)
                sy_tensor_release(m.p[k]);
        }
        sy_graph_release(graph);
        sy_tensor_release(cy);
        sy_tensor_release(cx);
        for (int k = 0; k < 4; k++) {
            sy_tensor_release(cp[k]);
            sy_tensor_release(params[k]);
        }
        sy_tensor_release(x);
        sy_capture_release(cap);
    }
    return 0;
}
