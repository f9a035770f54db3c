/* switchyard: threads sharing the library's objects, for ThreadSanitizer
 * (make test-tsan builds it with -fsanitize=thread; it also runs under ASan,
 * where the per-thread block caches are on).
 *
 * Each scenario starts its threads at a barrier and checks its results:
 *   share      tensors and views retained in one thread, released in another
 *   pool       simd and cpu ops at once while the simd pool is resized
 *   replay     one captured graph replayed from every thread, on cpu and simd
 *   backward   backward passes at once: independent graphs, graphs sharing
 *              leaves (without SY_BACKWARD_RETAIN_GRAPH), and one graph
 *              shared by passes with it
 *   zerocopy   one cpu tensor moved to simd (zero-copy) from several threads
 *              while others retain and release it
 *   exit       short-lived threads that exit holding cached blocks, their
 *              tensors released by other threads afterwards
 *   devices    every device of every `memory: device` backend (the generated
 *              backend table: sim and opencl today): each thread makes
 *              tensors on a device, runs ops there on them and on a tensor
 *              every thread shares, moves the result to another device
 *              (direct transfers, staged moves, queued writes), runs an op
 *              there and waits for it with sy_synchronize, each
 *              result equal to the same ops on cpu; the backends' live
 *              buffers are back to their count at the end
 * At the end every tensor is released and the runtime's live host blocks are
 * back to their count at the start.
 *
 *   stress [SCENARIO...]   (default: all)
 * Each scenario's threads loop for STRESS_SECONDS (default 4; make test-tsan
 * passes 2) after a minimum number of iterations. */
#define _POSIX_C_SOURCE 200809L
#include <math.h>
#include <pthread.h>
#include <stdatomic.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "switchyard.h"
#include "sy_internal.h"
#if SY_WITH_SIMD
#include "sy_simd.h"
#endif

#define NT 4
#define BIG 40000 /* elements: above the simd kernels' grain, so the pool runs */

static double g_seconds = 4;
static double g_deadline; /* of the running scenario */

#define CHECK(cond, ...)                                                                                      \
    do {                                                                                                      \
        if (!(cond)) {                                                                                        \
            fprintf(stderr, "stress: %s:%d: %s: ", __func__, __LINE__, #cond);                                 \
            fprintf(stderr, __VA_ARGS__);                                                                     \
            fprintf(stderr, "\n");                                                                            \
            abort();                                                                                          \
        }                                                                                                     \
    } while (0)
#define OK(expr)                                                                                              \
    do {                                                                                                      \
        sy_status st_ = (expr);                                                                               \
        CHECK(st_ == SY_OK, "%s: %s", sy_status_name(st_), sy_last_error());                                 \
    } while (0)

static double now(void)
{
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return (double)ts.tv_sec + (double)ts.tv_nsec * 1e-9;
}

/* Whether loop iteration i runs: the first `min` always, then until the deadline. */
static bool more(int i, int min)
{
    return i < min || now() < g_deadline;
}

static sy_device cpu(void) { return sy_device_of(SY_BACKEND_CPU, 0); }
#if SY_WITH_SIMD
static sy_device simd(void) { return sy_device_of(SY_BACKEND_SIMD, 0); }
#else
static sy_device simd(void) { return sy_device_of(SY_BACKEND_CPU, 0); }
#endif

static sy_tensor *vec(sy_device dev, int64_t n, float (*f)(int64_t))
{
    float *data = malloc((size_t)n * sizeof *data);
    CHECK(data, "malloc");
    for (int64_t i = 0; i < n; i++)
        data[i] = f(i);
    sy_tensor *t;
    OK(sy_tensor_from_data(data, SY_DTYPE_F32, &n, 1, dev, &t));
    free(data);
    return t;
}

static float ramp(int64_t i) { return (float)(i % 13) - 6.0f; }
static float small(int64_t i) { return (float)(i % 5) * 0.25f; }

static float at(const sy_tensor *t, int64_t i)
{
    const float *p = sy_tensor_host_data(t);
    if (p)
        return p[i];
    int64_t n = sy_tensor_numel(t);
    float *buf = malloc((size_t)n * sizeof *buf);
    CHECK(buf, "malloc");
    OK(sy_tensor_to_data(t, buf, (size_t)n * sizeof *buf));
    float v = buf[i];
    free(buf);
    return v;
}

static float scalar(const sy_tensor *t)
{
    float v;
    OK(sy_tensor_to_data(t, &v, sizeof v));
    return v;
}

typedef struct run {
    void *(*fn)(void *);
    int n;
    pthread_barrier_t barrier;
} run;

typedef struct arg {
    run *r;
    int id;
    void *shared;
} arg;

/* Runs fn on n threads started together. */
static void run_threads(int n, void *(*fn)(void *), void *shared)
{
    run r = {.fn = fn, .n = n};
    pthread_barrier_init(&r.barrier, NULL, (unsigned)n);
    pthread_t th[16];
    arg args[16];
    for (int i = 0; i < n; i++) {
        args[i] = (arg){&r, i, shared};
        CHECK(pthread_create(&th[i], NULL, fn, &args[i]) == 0, "pthread_create");
    }
    for (int i = 0; i < n; i++)
        pthread_join(th[i], NULL);
    pthread_barrier_destroy(&r.barrier);
}

static void start(arg *a) { pthread_barrier_wait(&a->r->barrier); }

/* ---- share: retained in one thread, released in another --------------------------- */

#define SHARE_SLOTS 8
typedef struct share_ctx {
    sy_tensor *t;
    _Atomic(sy_tensor *) slots[SHARE_SLOTS];
} share_ctx;

static void *share_thread(void *p)
{
    arg *a = p;
    share_ctx *c = a->shared;
    start(a);
    for (int i = 0; more(i, 2000); i++) {
        sy_tensor *mine;
        if (i % 3 == 0)
            OK(sy_transpose(c->t, 0, 1, &mine)); /* a view: shares the storage */
        else if (i % 3 == 1)
            OK(sy_neg(c->t, &mine));
        else
            mine = sy_tensor_retain(c->t);
        /* hand it to whichever thread takes the slot next; release what was there */
        sy_tensor *old = atomic_exchange(&c->slots[(i + a->id) % SHARE_SLOTS], mine);
        if (old) {
            CHECK(sy_tensor_numel(old) == 64, "a tensor of %lld elements", (long long)sy_tensor_numel(old));
            sy_tensor_release(old);
        }
    }
    return NULL;
}

static void scenario_share(void)
{
    share_ctx c;
    for (int i = 0; i < SHARE_SLOTS; i++)
        atomic_init(&c.slots[i], NULL);
    int64_t shape[2] = {8, 8};
    float data[64];
    for (int i = 0; i < 64; i++)
        data[i] = ramp(i);
    OK(sy_tensor_from_data(data, SY_DTYPE_F32, shape, 2, cpu(), &c.t));
    run_threads(NT, share_thread, &c);
    for (int i = 0; i < SHARE_SLOTS; i++)
        sy_tensor_release(atomic_load(&c.slots[i]));
    for (int i = 0; i < 64; i++)
        CHECK(at(c.t, i) == data[i], "the shared tensor changed at %d", i);
    sy_tensor_release(c.t);
}

/* ---- pool: simd and cpu ops while the pool is resized ------------------------------ */

typedef struct pool_ctx {
    sy_tensor *x[2]; /* the same values on cpu and simd */
    atomic_int done;
} pool_ctx;

static void *pool_thread(void *p)
{
    arg *a = p;
    pool_ctx *c = a->shared;
    start(a);
    if (a->id == NT - 1) { /* the resizer */
        int k = 0;
        while (atomic_load(&c->done) < NT - 1) {
#if SY_WITH_SIMD
            sy_simd_set_num_threads(1 + k % 4);
            if (k % 7 == 6)
                sy_simd_set_num_threads(0); /* back to the default */
            CHECK(sy_simd_num_threads() >= 1, "%d threads", sy_simd_num_threads());
#endif
            k++;
            struct timespec ts = {0, 200000};
            nanosleep(&ts, NULL);
        }
        return NULL;
    }
    const sy_tensor *x = c->x[a->id % 2];
    for (int i = 0; more(i, 8); i++) {
        sy_tensor *y, *z, *s;
        OK(sy_add(x, x, &y));
        OK(sy_exp(y, &z));
        OK(sy_sum(y, SY_AXIS_ALL, false, &s));
        for (int64_t j = 0; j < BIG; j += 997)
            CHECK(at(y, j) == 2 * ramp(j), "add gave %g at %lld", at(y, j), (long long)j);
        CHECK(fabsf(at(z, 5) - expf(2 * ramp(5))) <= 1e-5f * expf(2 * ramp(5)), "exp");
        float sum = scalar(s), want = 0;
        for (int64_t j = 0; j < BIG; j++)
            want += 2 * ramp(j);
        CHECK(fabsf(sum - want) <= 1e-3f * (1 + fabsf(want)), "sum %g, want %g", sum, want);
        sy_tensor_release(y);
        sy_tensor_release(z);
        sy_tensor_release(s);
    }
    atomic_fetch_add(&c->done, 1);
    return NULL;
}

static void scenario_pool(void)
{
    pool_ctx c;
    atomic_init(&c.done, 0);
    c.x[0] = vec(cpu(), BIG, ramp);
    c.x[1] = vec(simd(), BIG, ramp);
    run_threads(NT, pool_thread, &c);
#if SY_WITH_SIMD
    sy_simd_set_num_threads(0);
#endif
    sy_tensor_release(c.x[0]);
    sy_tensor_release(c.x[1]);
}

/* ---- replay: one graph, every thread ----------------------------------------------- */

typedef struct replay_ctx {
    sy_graph *g;
} replay_ctx;

static void *replay_thread(void *p)
{
    arg *a = p;
    replay_ctx *c = a->shared;
    start(a);
    for (int i = 0; more(i, 100); i++) {
        sy_device dev = (i + a->id) % 2 ? simd() : cpu();
        float v = (float)(a->id + i % 5);
        int64_t n = 64;
        float data[64];
        for (int j = 0; j < 64; j++)
            data[j] = v;
        sy_tensor *in, *out[2];
        OK(sy_tensor_from_data(data, SY_DTYPE_F32, &n, 1, cpu(), &in));
        const sy_tensor *ins[1] = {in};
        OK(sy_graph_run(c->g, dev, ins, 1, out, 2));
        /* out0 = sum(x * x + 1), out1 = relu(x * x + 1) */
        CHECK(scalar(out[0]) == 64 * (v * v + 1), "replay gave %g for %g", scalar(out[0]), v);
        CHECK(at(out[1], 7) == v * v + 1, "replay gave %g", at(out[1], 7));
        sy_tensor_release(in);
        sy_tensor_release(out[0]);
        sy_tensor_release(out[1]);
    }
    return NULL;
}

static void scenario_replay(void)
{
    sy_device cap;
    OK(sy_capture_new(&cap));
    int64_t n = 64;
    sy_tensor *x0, *x, *sq, *one, *y, *s, *r;
    float zeros[64] = {0};
    OK(sy_tensor_from_data(zeros, SY_DTYPE_F32, &n, 1, cpu(), &x0));
    OK(sy_to_device(x0, cap, &x));
    OK(sy_mul(x, x, &sq));
    OK(sy_ones(&n, 1, SY_DTYPE_F32, cap, &one));
    OK(sy_add(sq, one, &y));
    OK(sy_sum(y, SY_AXIS_ALL, false, &s));
    OK(sy_relu(y, &r));
    replay_ctx c;
    const sy_tensor *ins[1] = {x}, *outs[2] = {s, r};
    OK(sy_capture_complete(cap, ins, 1, outs, 2, &c.g));
    sy_tensor *all[] = {x0, x, sq, one, y, s, r};
    for (size_t i = 0; i < sizeof all / sizeof all[0]; i++)
        sy_tensor_release(all[i]);
    OK(sy_capture_release(cap));
    run_threads(NT, replay_thread, &c);
    sy_graph_release(c.g);
}

/* ---- backward: independent graphs, shared leaves, one retained graph -------------- */

typedef struct backward_ctx {
    sy_tensor *leaf;   /* shared by every thread's graphs */
    sy_tensor *loss;   /* one graph over it, run by retaining passes */
    float leaf_values[16];
} backward_ctx;

/* d/dleaf sum(leaf * leaf * k) = 2 k leaf */
static void check_grad(sy_grads *g, const sy_tensor *leaf, const float *values, float k)
{
    sy_tensor *d;
    OK(sy_grad(g, leaf, &d));
    for (int j = 0; j < 16; j++)
        CHECK(at(d, j) == 2 * k * values[j], "gradient %g at %d, want %g", at(d, j), j, 2 * k * values[j]);
    sy_tensor_release(d);
}

static sy_tensor *square_sum(const sy_tensor *leaf, float k)
{
    sy_tensor *sq, *scaled, *kt, *s;
    int64_t n = 16;
    OK(sy_mul(leaf, leaf, &sq));
    OK(sy_full(&n, 1, k, SY_DTYPE_F32, sy_tensor_device(leaf), &kt));
    OK(sy_mul(sq, kt, &scaled));
    OK(sy_sum(scaled, SY_AXIS_ALL, false, &s));
    sy_tensor_release(sq);
    sy_tensor_release(kt);
    sy_tensor_release(scaled);
    return s;
}

static void *backward_thread(void *p)
{
    arg *a = p;
    backward_ctx *c = a->shared;
    sy_device base = a->id % 2 ? simd() : cpu();
    sy_device ad = sy_device_autodiff(base, a->id % 3 ? SY_CHECKPOINT_NONE : SY_CHECKPOINT_BALANCED);
    float own[16];
    for (int j = 0; j < 16; j++)
        own[j] = (float)(j - a->id);
    int64_t n = 16;
    start(a);
    for (int i = 0; more(i, 99); i++) {
        sy_grads *g;
        switch (i % 3) {
        case 0: { /* an independent graph over a leaf of this thread */
            sy_tensor *plain, *leaf;
            OK(sy_tensor_from_data(own, SY_DTYPE_F32, &n, 1, base, &plain));
            OK(sy_track(plain, ad, &leaf));
            sy_tensor *s = square_sum(leaf, 1.0f);
            OK(sy_backward(s, &g));
            check_grad(g, leaf, own, 1.0f);
            sy_tensor_release(plain);
            sy_tensor_release(leaf);
            sy_tensor_release(s);
            break;
        }
        case 1: { /* a graph of this thread over the shared leaf, freed by its pass */
            sy_tensor *s = square_sum(c->leaf, (float)(a->id + 1));
            unsigned flags = (i / 3) % 2 ? SY_BACKWARD_RETAIN_GRAPH : 0;
            OK(sy_backward_ex(s, NULL, flags, &g));
            check_grad(g, c->leaf, c->leaf_values, (float)(a->id + 1));
            sy_tensor_release(s);
            break;
        }
        default: /* the shared graph, retained by every pass */
            OK(sy_backward_ex(c->loss, NULL, SY_BACKWARD_RETAIN_GRAPH, &g));
            check_grad(g, c->leaf, c->leaf_values, 3.0f);
            break;
        }
        sy_grads_release(g);
    }
    return NULL;
}

static void scenario_backward(void)
{
    backward_ctx c;
    int64_t n = 16;
    for (int j = 0; j < 16; j++)
        c.leaf_values[j] = (float)j * 0.5f - 2.0f;
    sy_tensor *plain;
    OK(sy_tensor_from_data(c.leaf_values, SY_DTYPE_F32, &n, 1, cpu(), &plain));
    OK(sy_track(plain, sy_device_autodiff(cpu(), SY_CHECKPOINT_NONE), &c.leaf));
    sy_tensor_release(plain);
    c.loss = square_sum(c.leaf, 3.0f);
    run_threads(NT, backward_thread, &c);
    sy_grads *g; /* the last pass frees the shared graph */
    OK(sy_backward(c.loss, &g));
    check_grad(g, c.leaf, c.leaf_values, 3.0f);
    sy_grads_release(g);
    CHECK(sy_backward(c.loss, &g) == SY_E_GRAPH_RELEASED, "a second pass over a released graph");
    sy_tensor_release(c.loss);
    sy_tensor_release(c.leaf);
}

/* ---- zerocopy: one cpu tensor moved to simd from several threads -------------------- */

typedef struct zerocopy_ctx {
    sy_tensor *t;
    float values[256];
} zerocopy_ctx;

static void *zerocopy_thread(void *p)
{
    arg *a = p;
    zerocopy_ctx *c = a->shared;
    start(a);
    for (int i = 0; more(i, 4000); i++) {
        if (a->id % 2) { /* retain and release the source meanwhile */
            sy_tensor *r = sy_tensor_retain(c->t);
            sy_tensor_release(r);
            continue;
        }
        sy_tensor *m;
        OK(sy_to_device(c->t, simd(), &m));
        CHECK(sy_tensor_shares_storage(m, c->t), "the move to simd copied");
        if (i % 64 == 0)
            CHECK(at(m, i % 256) == c->values[i % 256], "moved values differ");
        sy_tensor_release(m);
    }
    return NULL;
}

static void scenario_zerocopy(void)
{
    zerocopy_ctx c;
    int64_t n = 256;
    for (int i = 0; i < 256; i++)
        c.values[i] = ramp(i);
    OK(sy_tensor_from_data(c.values, SY_DTYPE_F32, &n, 1, cpu(), &c.t));
    run_threads(NT, zerocopy_thread, &c);
    sy_tensor_release(c.t);
}

/* ---- exit: threads that exit holding cached blocks ---------------------------------- */

#define EXIT_KEEP 64
typedef struct exit_ctx {
    _Atomic(sy_tensor *) kept[EXIT_KEEP];
} exit_ctx;

static void *exit_thread(void *p)
{
    arg *a = p;
    exit_ctx *c = a->shared;
    start(a);
    for (int i = 0; i < 40; i++) {
        /* sizes over several cache classes; released ones stay in this thread's cache */
        sy_tensor *t = vec(i % 2 ? simd() : cpu(), 1 + (i * 37) % 3000, small);
        sy_tensor *u;
        OK(sy_relu(t, &u));
        sy_tensor_release(t);
        sy_tensor *old = atomic_exchange(&c->kept[(a->id * 40 + i) % EXIT_KEEP], u);
        sy_tensor_release(old); /* maybe allocated by a thread that has exited */
    }
    return NULL;
}

static void scenario_exit(void)
{
    exit_ctx c;
    for (int i = 0; i < EXIT_KEEP; i++)
        atomic_init(&c.kept[i], NULL);
    for (int round = 0; more(round, 16); round++)
        run_threads(NT, exit_thread, &c);
    for (int i = 0; i < EXIT_KEEP; i++) { /* the last blocks of threads long gone */
        sy_tensor *t = atomic_load(&c.kept[i]);
        if (t)
            CHECK(at(t, 0) == small(0), "a kept tensor changed");
        sy_tensor_release(t);
    }
}

/* ---- devices: every device backend from several threads ---------------------------- */

#define DEV_MAX 64
#define DEV_N 999 /* elements; small integers, so every sum below is exact in any order */

typedef struct devices_ctx {
    sy_device devs[DEV_MAX];
    int n;
    sy_tensor *shared[DEV_MAX]; /* one per device, read by every thread */
    atomic_long rounds;
} devices_ctx;

static float dev_shared(int64_t i) { return (float)(i % 5) - 2.0f; }

/* f32 values of t (any device) into out[DEV_N] */
static void dev_read(const sy_tensor *t, float *out, int64_t n)
{
    CHECK(sy_tensor_numel(t) == n, "%lld elements, %lld expected", (long long)sy_tensor_numel(t), (long long)n);
    OK(sy_tensor_to_data(t, out, (size_t)n * sizeof *out));
}

static void *devices_thread(void *p)
{
    arg *a = p;
    devices_ctx *c = a->shared;
    start(a);
    float *data = malloc(DEV_N * sizeof *data), *got = malloc(DEV_N * sizeof *got),
          *want = malloc(DEV_N * sizeof *want);
    CHECK(data && got && want, "malloc");
    sy_tensor *shared_cpu = vec(cpu(), DEV_N, dev_shared);
    for (int i = 0; more(i, 3 * c->n); i++) {
        const int di = (a->id + i) % c->n, ei = (a->id + 2 * i + 1) % c->n;
        const sy_device d = c->devs[di], e = c->devs[ei];
        int64_t n = DEV_N;
        for (int64_t k = 0; k < n; k++)
            data[k] = (float)((k * 7 + a->id + i) % 17) - 8.0f;
        /* on d: x + shared, squared, and its sum; moved to e, where it is negated */
        sy_tensor *x, *s, *m, *sum, *me, *neg;
        OK(sy_tensor_from_data(data, SY_DTYPE_F32, &n, 1, d, &x));
        OK(sy_add(x, c->shared[di], &s));
        OK(sy_mul(s, s, &m));
        OK(sy_sum(m, SY_AXIS_ALL, false, &sum));
        OK(sy_to_device(m, e, &me));
        OK(sy_neg(me, &neg));
        OK(sy_synchronize(e)); /* waits for this thread's work on e and maybe others' (asynchronous backends) */
        CHECK(sy_device_eq(sy_tensor_device(m), d) && sy_device_eq(sy_tensor_device(neg), e), "a result moved");
        /* the same on cpu */
        sy_tensor *xc, *sc, *mc, *sumc, *negc;
        OK(sy_tensor_from_data(data, SY_DTYPE_F32, &n, 1, cpu(), &xc));
        OK(sy_add(xc, shared_cpu, &sc));
        OK(sy_mul(sc, sc, &mc));
        OK(sy_sum(mc, SY_AXIS_ALL, false, &sumc));
        OK(sy_neg(mc, &negc));
        dev_read(m, got, n);
        dev_read(mc, want, n);
        CHECK(memcmp(got, want, (size_t)n * sizeof *got) == 0, "(x + shared)^2 on %s differs from cpu's",
              sy_backend_name(d.backend));
        dev_read(neg, got, n);
        dev_read(negc, want, n);
        CHECK(memcmp(got, want, (size_t)n * sizeof *got) == 0, "its negation, moved from %s:%u to %s:%u,"
              " differs from cpu's", sy_backend_name(d.backend), (unsigned)d.index, sy_backend_name(e.backend),
              (unsigned)e.index);
        CHECK(scalar(sum) == scalar(sumc), "the sum on %s is %g, cpu's %g", sy_backend_name(d.backend),
              (double)scalar(sum), (double)scalar(sumc));
        sy_tensor *all[] = {x, s, m, sum, me, neg, xc, sc, mc, sumc, negc};
        for (size_t k = 0; k < sizeof all / sizeof all[0]; k++)
            sy_tensor_release(all[k]);
        atomic_fetch_add(&c->rounds, 1);
    }
    sy_tensor_release(shared_cpu);
    free(data);
    free(got);
    free(want);
    return NULL;
}

static long devices_live(void)
{
    long live = 0;
    for (int b = 0; b < SY_BACKEND_COUNT; b++) {
        const sy__backend_info *info = &sy__backend_table[sy__backend_order[b]];
        if (info->enabled && !info->host && !info->capture)
            live += info->mem.live_buffers();
    }
    return live;
}

static void scenario_devices(void)
{
    devices_ctx c = {.n = 0};
    atomic_init(&c.rounds, 0);
    for (int b = 0; b < SY_BACKEND_COUNT; b++) {
        const unsigned id = (unsigned)sy__backend_order[b];
        const sy__backend_info *info = &sy__backend_table[id];
        if (!info->enabled || info->host || info->capture || !(info->stores & (1u << SY_DTYPE_F32)))
            continue;
        const uint32_t count = sy__backend_devices(id);
        printf("stress: devices: %s has %u device(s)\n", info->name, (unsigned)count);
        for (uint32_t i = 0; i < count && c.n < DEV_MAX; i++)
            c.devs[c.n++] = sy_device_of(sy__backend_order[b], (int)i);
    }
    if (c.n == 0) {
        printf("stress: devices: no device backend with devices in this build\n");
        return;
    }
    const long live0 = devices_live();
    for (int i = 0; i < c.n; i++)
        c.shared[i] = vec(c.devs[i], DEV_N, dev_shared);
    run_threads(NT, devices_thread, &c);
    for (int i = 0; i < c.n; i++)
        sy_tensor_release(c.shared[i]);
    CHECK(devices_live() == live0, "the device backends hold %ld buffers, %ld at the start", devices_live(), live0);
    printf("stress: devices: %ld rounds over %d devices, each compared with cpu\n", atomic_load(&c.rounds), c.n);
}

/* ---- main ------------------------------------------------------------------------ */

static const struct {
    const char *name;
    void (*fn)(void);
} scenarios[] = {
    {"share", scenario_share},       {"pool", scenario_pool},         {"replay", scenario_replay},
    {"backward", scenario_backward}, {"zerocopy", scenario_zerocopy}, {"exit", scenario_exit},
    {"devices", scenario_devices},
};

int main(int argc, char **argv)
{
    const char *secs = getenv("STRESS_SECONDS");
    if (secs && atof(secs) > 0)
        g_seconds = atof(secs);
    long live0 = sy__host_live();
    printf("stress: %d threads per scenario, block caches %s\n", NT, sy__host_caching() ? "on" : "off");
    for (size_t i = 0; i < sizeof scenarios / sizeof scenarios[0]; i++) {
        bool wanted = argc < 2;
        for (int j = 1; j < argc; j++)
            wanted |= strcmp(argv[j], scenarios[i].name) == 0;
        if (!wanted)
            continue;
        double t0 = now();
        g_deadline = t0 + g_seconds;
        scenarios[i].fn();
        long live = sy__host_live();
        CHECK(live == live0, "after %s: live host blocks %ld, %ld at the start", scenarios[i].name, live, live0);
        printf("stress: %-9s ok (%.1f s)\n", scenarios[i].name, now() - t0);
        fflush(stdout);
    }
    sy_shutdown();
    return 0;
}
