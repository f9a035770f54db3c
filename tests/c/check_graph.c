/* The graph suite: completed capture graphs (sy_capture_complete, sy_graph_run,
 * sy_graph_write, sy_graph_counts).
 *
 *   replay      every op of backends.yaml, every shape case, variant and dtype
 *               of the ops suite's tables, recorded with its inputs declared as
 *               graph inputs and, in a variant, kept as constants; replayed on
 *               every device of every enabled real backend and compared bit for
 *               bit with the same op run eagerly there (the kernels are the
 *               same); an MLP replayed 24 times per device with fresh inputs,
 *               and from several threads at once;
 *   completion  every error status with its exact sy_last_error(); after a
 *               failure nothing changed (counts, the device still completes,
 *               *out NULL, no leak); CAPTURE_CLOSED on every op, fill and move;
 *   run errors  devices, counts, NULLs, INPUT_MISMATCH, failing values at run
 *               time, outputs all NULL afterwards, no leak;
 *   constants   counts, and their data outliving sources, capture tensors and
 *               the device;
 *   liveness    dead nodes neither counted nor run; peak bytes of hand-computed
 *               graphs (inputs copied, constants uploaded, views free) and the
 *               real host high-water mark of a run;
 *   writing     the exact text IR, DOT accepted by Graphviz's dot, bad formats;
 *   moves       the capture rows the move suite leaves to this one;
 *   releasing   device, graph and capture tensors in every order, with and
 *               without a failed completion; host allocation failures (and sim
 *               failures) injected into completion and replay.
 *
 * A build without the capture backend checks only that sy_capture_new says
 * BACKEND_DISABLED. */
#define _POSIX_C_SOURCE 200809L

#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <unistd.h>

#include "sy_test.h"

static sy_device g_devs[SY_CK_MAX_DEVICES];
static int g_ndev;

static const sy_device cpu0 = {SY_BACKEND_CPU, 0, 0, 0, 0};
static sy_tensor *const poison = (sy_tensor *)&cpu0;  /* *out must be overwritten with NULL */
static sy_graph *const gpoison = (sy_graph *)&cpu0;

#define COUNT(a) (sizeof(a) / sizeof((a)[0]))
#define CONST_TENSORS(a) ((const sy_tensor *const *)(a))

/* ==== helpers ================================================================================== */

static const char *dev_str(sy_device d, char *buf, size_t size)
{
    sy_device_format(d, buf, size);
    return buf;
}

static sy_device new_capture(void)
{
    sy_device d;
    SY_OK_OR_FAIL(sy_capture_new(&d));
    ck_assert(sy_device_is_capture(d));
    return d;
}

static unsigned long cap_id(sy_device cap)
{
    return (unsigned long)cap.index;
}

static void capture_counts(sy_device cap, size_t inits, size_t nodes, const char *what)
{
    size_t i = 99, n = 99;
    SY_OK_OR_FAIL(sy_capture_counts(cap, &i, &n));
    ck_assert_msg(i == inits && n == nodes, "%s: the capture has %zu initializers and %zu nodes, want %zu and %zu",
                  what, i, n, inits, nodes);
}

static void graph_counts(const sy_graph *g, size_t inputs, size_t outputs, size_t nodes, size_t constants,
                         const char *what)
{
    size_t a = 99, b = 99, c = 99, d = 99;
    SY_OK_OR_FAIL(sy_graph_counts(g, &a, &b, &c, &d));
    ck_assert_msg(a == inputs && b == outputs && c == nodes && d == constants,
                  "%s: the graph has %zu inputs, %zu outputs, %zu nodes, %zu constants; want %zu, %zu, %zu, %zu", what,
                  a, b, c, d, inputs, outputs, nodes, constants);
}

/* A failed call: exactly `want` with exactly `msg` in sy_last_error(). */
static void expect_error(sy_status st, sy_status want, const char *msg, const char *what)
{
    ck_assert_msg(st == want, "%s: %s (want %s): %s", what, sy_status_name(st), sy_status_name(want), sy_last_error());
    ck_assert_msg(strcmp(sy_ck_detail(want), msg) == 0, "%s: sy_last_error() is\n  \"%s\"\nwant\n  \"%s\"", what,
                  sy_last_error(), msg);
}

/* n elements of dt, deterministic in seed, made on cpu:0 and moved to dev
 * (a capture device makes it an initializer). */
static sy_tensor *rand_on(sy_dtype dt, const int64_t *shape, int rank, int kind, uint32_t seed, sy_device dev)
{
    int64_t n = 1;
    for (int j = 0; j < rank; j++)
        n *= shape[j];
    void *buf = malloc((size_t)(n > 0 ? n : 1) * sy_dtype_size(dt));
    ck_assert_ptr_nonnull(buf);
    sy_ck_gen(buf, dt, kind, n, seed);
    sy_tensor *c = NULL, *t = NULL;
    SY_OK_OR_FAIL(sy_tensor_from_data(buf, dt, shape, rank, cpu0, &c));
    free(buf);
    SY_OK_OR_FAIL(sy_to_device(c, dev, &t));
    sy_tensor_release(c);
    return t;
}

/* A contiguous copy of t on cpu:0. */
static sy_tensor *contiguous(const sy_tensor *t)
{
    size_t n = sy_tensor_nbytes(t);
    void *buf = malloc(n ? n : 1);
    ck_assert_ptr_nonnull(buf);
    SY_OK_OR_FAIL(sy_tensor_to_data(t, buf, n));
    sy_tensor *c = NULL;
    SY_OK_OR_FAIL(sy_tensor_from_data(buf, sy_tensor_dtype(t), sy_tensor_shape(t), sy_tensor_rank(t), cpu0, &c));
    free(buf);
    return c;
}

/* The bytes of t, row-major (free them). */
static unsigned char *bytes_of(const sy_tensor *t)
{
    size_t n = sy_tensor_nbytes(t);
    unsigned char *buf = malloc(n ? n : 1);
    ck_assert_ptr_nonnull(buf);
    SY_OK_OR_FAIL(sy_tensor_to_data(t, buf, n));
    return buf;
}

/* got is a plain tensor on dev with want's dtype, shape and bytes. */
static void assert_same(const sy_tensor *got, const sy_tensor *want, sy_device dev, const char *what)
{
    char ds[SY__DEVICE_STR_MAX];
    ck_assert_msg(got != NULL, "%s: no result", what);
    sy_device gd = sy_tensor_device(got);
    ck_assert_msg(sy_device_eq(gd, dev) && !gd.autodiff, "%s: the result is on %s", what, dev_str(gd, ds, sizeof ds));
    sy_ck_assert_shape(got, sy_tensor_dtype(want), sy_tensor_rank(want), sy_tensor_shape(want), what);
    size_t n = sy_tensor_nbytes(want), size = sy_dtype_size(sy_tensor_dtype(want));
    ck_assert_uint_eq(sy_tensor_nbytes(got), n);
    unsigned char *a = bytes_of(got), *b = bytes_of(want);
    size_t bad = n;
    for (size_t j = 0; j < n && bad == n; j++)
        if (a[j] != b[j])
            bad = j;
    free(a);
    free(b);
    ck_assert_msg(bad == n, "%s: element %zu differs from eager (not bit for bit equal)", what, bad / size);
}

/* ==== 1. every op recorded and replayed against eager ========================================= */

typedef struct replay_job {
    sy_op op;
    bool constants; /* the op's inputs stay constants of the graph instead of being its inputs */
} replay_job;
static replay_job g_jobs[2 * SY_OP_COUNT];
static int g_njobs;

/* Whether dev can hold every input and the output of the call. */
static bool device_holds(sy_device dev, sy_op op, sy_dtype dt, sy_dtype out_dt)
{
    sy_backend b = (sy_backend)dev.backend;
    if (!sy_backend_stores(b, out_dt))
        return false;
    for (int i = 0; i < sy__op_table[op].n_in; i++)
        if (!sy_backend_stores(b, sy_ck_in_dtype(op, i, dt)))
            return false;
    return true;
}

/* _i: a job. Every shape case, variant and dtype of the op: inputs made on
 * cpu:0 (views in the input variant, contiguous copies in the constant
 * variant), recorded, completed, the capture released; then on devices (all
 * for the first case of each dtype, one in turn for the others: sy_ck_spread)
 * the graph against the op run eagerly on the same inputs there. */
START_TEST(test_replay_matches_eager)
{
    const replay_job *job = &g_jobs[_i];
    const sy_op op = job->op;
    if (!SY_CK_HAS_CASES(op))
        return;
    const sy__op_info *info = &sy__op_table[op];
    const size_t n_in = info->n_in;
    sy_ck_leak snap = sy_ck_leak_snap();
    int replays = 0, graphs = 0;
    sy_ck_each it;
    sy_ck_spread spread = {0, 0}; /* the first case of each dtype on every device, later ones on one */
    for (sy_ck_each_start(op, &it); sy_ck_each_next(&it);) {
        sy_ck_attrs at = it.at;
        const sy_dtype dt = it.dt;
        char what[200];
        snprintf(what, sizeof what, "%s, inputs as %s", it.what, job->constants ? "constants" : "graph inputs");
        sy_tensor *src[3] = {NULL, NULL, NULL}, *cin[3] = {NULL, NULL, NULL}, *co = NULL;
        sy_device cap = new_capture();
        for (size_t i = 0; i < n_in; i++) {
            SY_OK_OR_FAIL(sy_ck_each_input(&it, (int)i, cpu0, &src[i]));
            if (job->constants) {
                sy_tensor *flat = contiguous(src[i]);
                sy_tensor_release(src[i]);
                src[i] = flat;
            }
            SY_OK_OR_FAIL(sy_to_device(src[i], cap, &cin[i]));
        }
        at.device = cap;
        sy_status st = sy_ck_call(op, cin, &at, &co);
        if (st != SY_OK) { /* a case the op rejects: eager rejects it too (the capture suite has the details) */
            sy_tensor *eo = poison;
            at.device = cpu0;
            sy_status est = sy_ck_call(op, src, &at, &eo);
            ck_assert_msg(est == st && eo == NULL, "%s: capture %s, eager %s", what, sy_status_name(st),
                          sy_status_name(est));
            for (size_t i = 0; i < n_in; i++) {
                sy_tensor_release(cin[i]);
                sy_tensor_release(src[i]);
            }
            SY_OK_OR_FAIL(sy_capture_release(cap));
            continue;
        }
        capture_counts(cap, n_in, info->n_out, what); /* a node value per result */
        const sy_dtype out_dt = sy_tensor_dtype(co);
        sy_graph *g = gpoison;
        const sy_tensor *outs[1] = {co};
        SY_OK_OR_FAIL(sy_capture_complete(cap, job->constants ? NULL : CONST_TENSORS(cin),
                                          job->constants ? 0 : n_in, outs, 1, &g));
        graph_counts(g, job->constants ? 0 : n_in, 1, info->n_out, job->constants ? n_in : 0, what);
        /* the graph does not need the device or its tensors */
        SY_OK_OR_FAIL(sy_capture_release(cap));
        sy_tensor_release(co);
        for (size_t i = 0; i < n_in; i++)
            sy_tensor_release(cin[i]);
        graphs++;

        const int first = sy_ck_spread_next(&spread, dt, g_ndev);
        for (int j = 0; j < g_ndev; j++) {
            const sy_device dev = g_devs[first < 0 ? j : (first + j) % g_ndev];
            if (!device_holds(dev, op, dt, out_dt))
                continue;
            char w[260], ds[SY__DEVICE_STR_MAX];
            snprintf(w, sizeof w, "%s on %s", what, dev_str(dev, ds, sizeof ds));
            sy_tensor *din[3] = {NULL, NULL, NULL}, *eo = NULL, *ro = poison;
            for (size_t i = 0; i < n_in; i++) {
                if (job->constants)
                    SY_OK_OR_FAIL(sy_to_device(src[i], dev, &din[i]));
                else
                    SY_OK_OR_FAIL(sy_ck_each_input(&it, (int)i, dev, &din[i]));
            }
            at.device = dev;
            st = sy_ck_call(op, din, &at, &eo);
            ck_assert_msg(st == SY_OK, "%s: eager %s: %s", w, sy_status_name(st), sy_last_error());
            sy_graph_stats stats = {99, 99};
            st = sy_graph_run_ex(g, dev, job->constants ? NULL : CONST_TENSORS(din), job->constants ? 0 : n_in,
                                 &ro, 1, &stats);
            ck_assert_msg(st == SY_OK, "%s: replay %s: %s", w, sy_status_name(st), sy_last_error());
            assert_same(ro, eo, dev, w);
            ck_assert_msg(stats.nodes_run == 1, "%s: %zu nodes run", w, stats.nodes_run);
            sy_tensor_release(ro);
            sy_tensor_release(eo);
            for (size_t i = 0; i < n_in; i++)
                sy_tensor_release(din[i]);
            replays++;
            if (first >= 0) /* a later case: one device */
                break;
        }
        sy_graph_release(g);
        for (size_t i = 0; i < n_in; i++)
            sy_tensor_release(src[i]);
    }
    ck_assert_msg(graphs > 0 && replays >= graphs, "sy_%s: %d graphs, %d replays", info->name, graphs, replays);
    SY_CK_NO_LEAK(snap);
}
END_TEST

/* ==== 2. one graph, many replays: an MLP with a softmax, and a centred input ============= */

enum { MB = 6, MIN = 5, MHID = 7, MOUT = 4, MLP_NODES = 10, MLP_REPLAYS = 24 };
static const int64_t mlp_x_shape[2] = {MB, MIN};

/* W1 [MIN, MHID], b1 [MHID], W2 [MHID, MOUT], b2 [MOUT] on dev. */
static void mlp_params(sy_device dev, sy_tensor **p)
{
    static const int64_t s[4][2] = {{MIN, MHID}, {MHID, 0}, {MHID, MOUT}, {MOUT, 0}};
    for (int k = 0; k < 4; k++)
        p[k] = rand_on(SY_DTYPE_F32, s[k], k % 2 ? 1 : 2, SY_CK_DATA_ANY, 101u + (uint32_t)k, dev);
}

/* The same code eagerly and on a capture device: probs = softmax(relu(x W1 +
 * b1) W2 + b2) over axis 1, centred = x - mean(x, 0). */
static void mlp_forward(const sy_tensor *x, sy_tensor *const *p, sy_tensor **probs, sy_tensor **centred)
{
    sy_tensor *h, *hb, *a, *o, *l, *e, *z, *m;
    SY_OK_OR_FAIL(sy_matmul(x, p[0], &h));
    SY_OK_OR_FAIL(sy_add(h, p[1], &hb));
    SY_OK_OR_FAIL(sy_relu(hb, &a));
    SY_OK_OR_FAIL(sy_matmul(a, p[2], &o));
    SY_OK_OR_FAIL(sy_add(o, p[3], &l));
    SY_OK_OR_FAIL(sy_exp(l, &e));
    SY_OK_OR_FAIL(sy_sum(e, 1, true, &z));
    SY_OK_OR_FAIL(sy_div(e, z, probs));
    SY_OK_OR_FAIL(sy_mean(x, 0, true, &m));
    SY_OK_OR_FAIL(sy_sub(x, m, centred));
    sy_tensor *tmp[] = {h, hb, a, o, l, e, z, m};
    for (size_t i = 0; i < COUNT(tmp); i++)
        sy_tensor_release(tmp[i]);
}

/* The MLP graph: input x, the four parameters as constants, two outputs. The
 * capture device and its tensors are released before it is returned. */
static sy_graph *mlp_graph(void)
{
    sy_device cap = new_capture();
    sy_tensor *x = rand_on(SY_DTYPE_F32, mlp_x_shape, 2, SY_CK_DATA_ANY, 1, cap), *p[4], *probs, *centred;
    mlp_params(cap, p);
    mlp_forward(x, p, &probs, &centred);
    const sy_tensor *ins[1] = {x}, *outs[2] = {probs, centred};
    sy_graph *g = gpoison;
    SY_OK_OR_FAIL(sy_capture_complete(cap, ins, 1, outs, 2, &g));
    graph_counts(g, 1, 2, MLP_NODES, 4, "mlp");
    SY_OK_OR_FAIL(sy_capture_release(cap));
    sy_tensor_release(x);
    sy_tensor_release(probs);
    sy_tensor_release(centred);
    for (int k = 0; k < 4; k++)
        sy_tensor_release(p[k]);
    return g;
}

/* _i: device. 24 replays with fresh inputs (made on the device, or on cpu:0
 * for the run to move), each equal to eager; consecutive outputs differ. */
START_TEST(test_mlp_replays)
{
    const sy_device dev = g_devs[_i];
    sy_ck_leak snap = sy_ck_leak_snap();
    sy_graph *g = mlp_graph();
    sy_tensor *p[4];
    mlp_params(dev, p);
    unsigned char *prev = NULL;
    char ds[SY__DEVICE_STR_MAX];
    dev_str(dev, ds, sizeof ds);
    for (int it = 0; it < MLP_REPLAYS; it++) {
        char what[96];
        snprintf(what, sizeof what, "mlp on %s, replay %d", ds, it);
        const uint32_t seed = 1000u + (uint32_t)_i * 100u + (uint32_t)it;
        sy_tensor *x = rand_on(SY_DTYPE_F32, mlp_x_shape, 2, SY_CK_DATA_ANY, seed, dev);
        sy_tensor *given = it % 2 ? rand_on(SY_DTYPE_F32, mlp_x_shape, 2, SY_CK_DATA_ANY, seed, cpu0)
                                  : sy_tensor_retain(x);
        sy_tensor *probs, *centred, *outs[2] = {poison, poison};
        mlp_forward(x, p, &probs, &centred);
        const sy_tensor *ins[1] = {given};
        sy_graph_stats stats = {0, 0};
        SY_OK_OR_FAIL(sy_graph_run_ex(g, dev, ins, 1, outs, 2, &stats));
        ck_assert_uint_eq(stats.nodes_run, MLP_NODES);
        assert_same(outs[0], probs, dev, what);
        assert_same(outs[1], centred, dev, what);
        unsigned char *now = bytes_of(outs[0]);
        if (prev)
            ck_assert_msg(memcmp(prev, now, sizeof(float) * MB * MOUT) != 0, "%s: same output as the replay before",
                          what);
        free(prev);
        prev = now;
        sy_tensor *rel[] = {x, given, probs, centred, outs[0], outs[1]};
        for (size_t i = 0; i < COUNT(rel); i++)
            sy_tensor_release(rel[i]);
    }
    free(prev);
    for (int k = 0; k < 4; k++)
        sy_tensor_release(p[k]);
    sy_graph_release(g);
    SY_CK_NO_LEAK(snap);
}
END_TEST

enum { THREADS = 6, THREAD_RUNS = 12 };

typedef struct thread_job {
    const sy_graph *g;
    sy_device dev;
    const sy_tensor *x;
    const unsigned char *want[2];
    int bad;           /* runs that failed or gave other bytes */
    sy_status first;   /* the first failure's status */
    char detail[160];
} thread_job;

static void *replay_thread(void *arg)
{
    thread_job *j = arg;
    const size_t bytes[2] = {sizeof(float) * MB * MOUT, sizeof(float) * MB * MIN};
    for (int r = 0; r < THREAD_RUNS; r++) {
        sy_tensor *outs[2] = {NULL, NULL};
        const sy_tensor *ins[1] = {j->x};
        sy_status st = sy_graph_run(j->g, j->dev, ins, 1, outs, 2);
        bool same = st == SY_OK;
        for (int o = 0; o < 2 && st == SY_OK && same; o++) {
            unsigned char got[sizeof(float) * MB * MIN > sizeof(float) * MB * MOUT ? sizeof(float) * MB * MIN
                                                                                  : sizeof(float) * MB * MOUT];
            st = sy_tensor_to_data(outs[o], got, sizeof got);
            same = st == SY_OK && memcmp(got, j->want[o], bytes[o]) == 0;
        }
        if (!same && j->bad++ == 0) {
            j->first = st;
            snprintf(j->detail, sizeof j->detail, "%s", st == SY_OK ? "output differs from eager" : sy_last_error());
        }
        sy_tensor_release(outs[0]);
        sy_tensor_release(outs[1]);
    }
    return NULL;
}

/* One graph replayed from several threads at once, each on its own inputs
 * and a device of its own (round robin), against eager results computed
 * beforehand. */
START_TEST(test_concurrent_replays)
{
    sy_ck_leak snap = sy_ck_leak_snap();
    sy_graph *g = mlp_graph();
    thread_job jobs[THREADS];
    sy_tensor *xs[THREADS];
    unsigned char *want[THREADS][2];
    for (int t = 0; t < THREADS; t++) {
        sy_device dev = g_devs[t % g_ndev];
        sy_tensor *p[4], *probs, *centred;
        mlp_params(dev, p);
        xs[t] = rand_on(SY_DTYPE_F32, mlp_x_shape, 2, SY_CK_DATA_ANY, 5000u + (uint32_t)t, dev);
        mlp_forward(xs[t], p, &probs, &centred);
        want[t][0] = bytes_of(probs);
        want[t][1] = bytes_of(centred);
        sy_tensor_release(probs);
        sy_tensor_release(centred);
        for (int k = 0; k < 4; k++)
            sy_tensor_release(p[k]);
        jobs[t] = (thread_job){.g = g, .dev = dev, .x = xs[t], .want = {want[t][0], want[t][1]}};
    }
    pthread_t th[THREADS];
    for (int t = 0; t < THREADS; t++)
        ck_assert_int_eq(pthread_create(&th[t], NULL, replay_thread, &jobs[t]), 0);
    for (int t = 0; t < THREADS; t++)
        ck_assert_int_eq(pthread_join(th[t], NULL), 0);
    for (int t = 0; t < THREADS; t++) {
        char ds[SY__DEVICE_STR_MAX];
        ck_assert_msg(jobs[t].bad == 0, "thread %d on %s: %d of %d runs wrong, the first %s: %s", t,
                      dev_str(jobs[t].dev, ds, sizeof ds), jobs[t].bad, THREAD_RUNS, sy_status_name(jobs[t].first),
                      jobs[t].detail);
        sy_tensor_release(xs[t]);
        free(want[t][0]);
        free(want[t][1]);
    }
    sy_graph_release(g);
    SY_CK_NO_LEAK(snap);
}
END_TEST

/* ==== 3. completion errors ======================================================================= */

/* capture c: x [2, 3] and w [3] moved from cpu, y = add(x, w), z = neg(y);
 * capture c2: x2 and y2 = neg(x2); a plain and an autodiff tensor. */
typedef struct fixture {
    sy_device c, c2;
    sy_tensor *sx, *sw;        /* the plain sources of x and w */
    sy_tensor *x, *w, *y, *z;  /* values of c */
    sy_tensor *x2, *y2;        /* values of c2 */
    sy_tensor *plain, *tracked;
    bool c_released;
} fixture;

static const int64_t fx_shape[2] = {2, 3}, fw_shape[1] = {3};

static void fixture_make(fixture *f)
{
    memset(f, 0, sizeof *f);
    f->c = new_capture();
    f->c2 = new_capture();
    f->sx = rand_on(SY_DTYPE_F32, fx_shape, 2, SY_CK_DATA_ANY, 1, cpu0);
    f->sw = rand_on(SY_DTYPE_F32, fw_shape, 1, SY_CK_DATA_ANY, 2, cpu0);
    SY_OK_OR_FAIL(sy_to_device(f->sx, f->c, &f->x));
    SY_OK_OR_FAIL(sy_to_device(f->sw, f->c, &f->w));
    SY_OK_OR_FAIL(sy_add(f->x, f->w, &f->y));
    SY_OK_OR_FAIL(sy_neg(f->y, &f->z));
    SY_OK_OR_FAIL(sy_to_device(f->sx, f->c2, &f->x2));
    SY_OK_OR_FAIL(sy_neg(f->x2, &f->y2));
    f->plain = rand_on(SY_DTYPE_F32, fx_shape, 2, SY_CK_DATA_ANY, 3, cpu0);
    SY_OK_OR_FAIL(sy_track(f->plain, sy_device_autodiff(cpu0, SY_CHECKPOINT_NONE), &f->tracked));
}

static void fixture_free(fixture *f)
{
    sy_tensor *all[] = {f->sx, f->sw, f->x, f->w, f->y, f->z, f->x2, f->y2, f->plain, f->tracked};
    for (size_t i = 0; i < COUNT(all); i++)
        sy_tensor_release(all[i]);
    if (!f->c_released)
        SY_OK_OR_FAIL(sy_capture_release(f->c));
    SY_OK_OR_FAIL(sy_capture_release(f->c2));
}

/* The correct completion of c: inputs {x, w}, output {z}; replayed on cpu:0
 * it gives -(x + w). */
static void fixture_complete(fixture *f, const char *what)
{
    const sy_tensor *ins[2] = {f->x, f->w}, *outs[1] = {f->z};
    sy_graph *g = gpoison;
    SY_OK_OR_FAIL(sy_capture_complete(f->c, ins, 2, outs, 1, &g));
    graph_counts(g, 2, 1, 2, 0, what);
    sy_tensor *e1 = NULL, *e2 = NULL, *r = NULL;
    SY_OK_OR_FAIL(sy_add(f->sx, f->sw, &e1));
    SY_OK_OR_FAIL(sy_neg(e1, &e2));
    const sy_tensor *rin[2] = {f->sx, f->sw};
    SY_OK_OR_FAIL(sy_graph_run(g, cpu0, rin, 2, &r, 1));
    assert_same(r, e2, cpu0, what);
    sy_tensor_release(e1);
    sy_tensor_release(e2);
    sy_tensor_release(r);
    sy_graph_release(g);
}

enum { AFTER_COMPLETES, AFTER_RELEASED, AFTER_COMPLETED, AFTER_NO_OUT };

typedef struct completion_row {
    const char *name;
    sy_status want;
    int after; /* what the device does afterwards (AFTER_*); AFTER_NO_OUT: out was NULL */
    /* makes the failing call and writes the exact sy_last_error() it expects */
    sy_status (*run)(fixture *f, sy_graph **out, char *msg, size_t size);
} completion_row;

#define MSG(...) snprintf(msg, size, __VA_ARGS__)
#define FIX_RUN(fn, INS, OUTS, BODY)                                                                          \
    static sy_status fn(fixture *f, sy_graph **out, char *msg, size_t size)                                   \
    {                                                                                                         \
        const sy_tensor *ins[] = INS, *outs[] = OUTS;                                                         \
        (void)ins;                                                                                            \
        (void)outs;                                                                                           \
        BODY;                                                                                                 \
    }
#define LIST(...) {__VA_ARGS__}
#define COMPLETE(n_in, n_out) sy_capture_complete(f->c, ins, n_in, outs, n_out, out)
#define ID(t) ((unsigned)(t)->value_id)

FIX_RUN(c_input_computed, LIST(f->x, f->y), LIST(f->z),
        MSG("sy_capture_complete: input 1 was computed by add on capture:%lu; inputs are values moved onto the device",
            cap_id(f->c));
        return COMPLETE(2, 1))
FIX_RUN(c_input_computed_first, LIST(f->x, f->x, f->z), LIST(f->z, f->z), /* every boundary check before duplicates */
        MSG("sy_capture_complete: input 2 was computed by neg on capture:%lu; inputs are values moved onto the device",
            cap_id(f->c));
        return COMPLETE(3, 2))
FIX_RUN(c_input_foreign, LIST(f->x, f->x2), LIST(f->z),
        MSG("sy_capture_complete: input 1 belongs to capture:%lu, not capture:%lu", cap_id(f->c2), cap_id(f->c));
        return COMPLETE(2, 1))
FIX_RUN(c_output_foreign, LIST(f->x), LIST(f->z, f->y2),
        MSG("sy_capture_complete: output 1 belongs to capture:%lu, not capture:%lu", cap_id(f->c2), cap_id(f->c));
        return COMPLETE(1, 2))
FIX_RUN(c_output_foreign_init, LIST(f->x), LIST(f->x2),
        MSG("sy_capture_complete: output 0 belongs to capture:%lu, not capture:%lu", cap_id(f->c2), cap_id(f->c));
        return COMPLETE(1, 1))
FIX_RUN(c_input_duplicate, LIST(f->x, f->w, f->x), LIST(f->z),
        MSG("sy_capture_complete: input 0 and input 2 are the same value %%%u", ID(f->x));
        return COMPLETE(3, 1))
FIX_RUN(c_output_duplicate, LIST(f->x), LIST(f->z, f->y, f->z),
        MSG("sy_capture_complete: output 0 and output 2 are the same value %%%u", ID(f->z));
        return COMPLETE(1, 3))
FIX_RUN(c_input_plain, LIST(f->sx), LIST(f->z),
        MSG("sy_capture_complete: input 0 is a tensor on cpu:0, not a value of capture:%lu; move it onto the capture "
            "device and declare the tensor that move returns", cap_id(f->c));
        return COMPLETE(1, 1))
FIX_RUN(c_output_autodiff, LIST(f->x), LIST(f->z, f->tracked),
        MSG("sy_capture_complete: output 1 is a tensor on autodiff(cpu:0, none), not a value of capture:%lu; move it "
            "onto the capture device and declare the tensor that move returns", cap_id(f->c));
        return COMPLETE(1, 2))
FIX_RUN(c_input_null, LIST(f->x, NULL), LIST(f->z),
        MSG("sy_capture_complete: input 1 is NULL");
        return COMPLETE(2, 1))
FIX_RUN(c_output_null, LIST(f->x), LIST(NULL),
        MSG("sy_capture_complete: output 0 is NULL");
        return COMPLETE(1, 1))
FIX_RUN(c_inputs_array_null, LIST(f->x), LIST(f->z),
        MSG("sy_capture_complete: inputs is NULL with a non-zero count");
        return sy_capture_complete(f->c, NULL, 1, outs, 1, out))
FIX_RUN(c_outputs_array_null, LIST(f->x), LIST(f->z),
        MSG("sy_capture_complete: outputs is NULL with a non-zero count");
        return sy_capture_complete(f->c, ins, 1, NULL, 1, out))
FIX_RUN(c_zero_outputs, LIST(f->x), LIST(f->z),
        MSG("sy_capture_complete: a graph needs at least one output");
        return COMPLETE(1, 0))
FIX_RUN(c_out_null, LIST(f->x), LIST(f->z),
        MSG("sy_capture_complete: out is NULL");
        (void)out;
        return sy_capture_complete(f->c, ins, 1, outs, 1, NULL))
FIX_RUN(c_plain_device, LIST(f->x), LIST(f->z),
        MSG("sy_capture_complete: not a capture device");
        return sy_capture_complete(cpu0, ins, 1, outs, 1, out))
FIX_RUN(c_autodiff_device, LIST(f->x), LIST(f->z),
        MSG("sy_capture_complete: not a capture device");
        return sy_capture_complete(sy_device_autodiff(cpu0, SY_CHECKPOINT_BALANCED), ins, 1, outs, 1, out))
FIX_RUN(c_released_device, LIST(f->x), LIST(f->z),
        SY_OK_OR_FAIL(sy_capture_release(f->c));
        f->c_released = true;
        MSG("sy_capture_complete: no capture device capture:%lu (released?)", cap_id(f->c));
        return COMPLETE(1, 1))
FIX_RUN(c_unknown_device, LIST(f->x), LIST(f->z),
        sy_device never = f->c2;
        never.index += 1000u;
        MSG("sy_capture_complete: no capture device capture:%lu (released?)", cap_id(never));
        return sy_capture_complete(never, ins, 1, outs, 1, out))
FIX_RUN(c_complete_twice, LIST(f->x, f->w), LIST(f->z),
        fixture_complete(f, "the first completion");
        MSG("sy_capture_complete: capture:%lu was already completed", cap_id(f->c));
        return COMPLETE(2, 1))

#define CROW(fn, st, after) {#fn, SY_E_##st, AFTER_##after, fn}
static const completion_row completion_rows[] = {
    CROW(c_input_computed, CAPTURE_INPUT_COMPUTED, COMPLETES),
    CROW(c_input_computed_first, CAPTURE_INPUT_COMPUTED, COMPLETES),
    CROW(c_input_foreign, CAPTURE_FOREIGN, COMPLETES),
    CROW(c_output_foreign, CAPTURE_FOREIGN, COMPLETES),
    CROW(c_output_foreign_init, CAPTURE_FOREIGN, COMPLETES),
    CROW(c_input_duplicate, CAPTURE_DUPLICATE, COMPLETES),
    CROW(c_output_duplicate, CAPTURE_DUPLICATE, COMPLETES),
    CROW(c_input_plain, CAPTURE_UNKNOWN, COMPLETES),
    CROW(c_output_autodiff, CAPTURE_UNKNOWN, COMPLETES),
    CROW(c_input_null, INVALID_ARGUMENT, COMPLETES),
    CROW(c_output_null, INVALID_ARGUMENT, COMPLETES),
    CROW(c_inputs_array_null, INVALID_ARGUMENT, COMPLETES),
    CROW(c_outputs_array_null, INVALID_ARGUMENT, COMPLETES),
    CROW(c_zero_outputs, INVALID_ARGUMENT, COMPLETES),
    CROW(c_out_null, INVALID_ARGUMENT, NO_OUT),
    CROW(c_plain_device, INVALID_ARGUMENT, COMPLETES),
    CROW(c_autodiff_device, INVALID_ARGUMENT, COMPLETES),
    CROW(c_released_device, NO_SUCH_DEVICE, RELEASED),
    CROW(c_unknown_device, NO_SUCH_DEVICE, COMPLETES),
    CROW(c_complete_twice, CAPTURE_COMPLETE_TWICE, COMPLETED),
};

/* _i: a row. The failing completion: its status and detail, *out NULL,
 * nothing allocated; the capture's counts unchanged; afterwards the device
 * completes correctly (or, released, refuses with NO_SUCH_DEVICE; or,
 * completed, refuses again); everything releases without a leak. */
START_TEST(test_completion_errors)
{
    const completion_row *row = &completion_rows[_i];
    sy_ck_leak snap = sy_ck_leak_snap();
    fixture f;
    fixture_make(&f);
    capture_counts(f.c, 2, 2, row->name);
    char msg[512] = "";
    sy_graph *g = gpoison;
    sy_ck_leak before = sy_ck_leak_snap();
    sy_status st = row->run(&f, &g, msg, sizeof msg);
    expect_error(st, row->want, msg, row->name);
    if (row->after != AFTER_NO_OUT)
        ck_assert_msg(g == NULL, "%s: *out is not NULL after a failure", row->name);
    if (row->after != AFTER_COMPLETED && row->after != AFTER_RELEASED)
        SY_CK_NO_LEAK(before);
    const sy_tensor *ins[2] = {f.x, f.w}, *outs[1] = {f.z};
    switch (row->after) {
    case AFTER_RELEASED:
        SY_EXPECT(SY_E_NO_SUCH_DEVICE, sy_capture_counts(f.c, NULL, NULL));
        g = gpoison;
        SY_EXPECT(SY_E_NO_SUCH_DEVICE, sy_capture_complete(f.c, ins, 2, outs, 1, &g));
        ck_assert_ptr_null(g);
        break;
    case AFTER_COMPLETED:
        capture_counts(f.c, 2, 2, row->name);
        g = gpoison;
        SY_EXPECT(SY_E_CAPTURE_COMPLETE_TWICE, sy_capture_complete(f.c, ins, 2, outs, 1, &g));
        ck_assert_ptr_null(g);
        break;
    default:
        capture_counts(f.c, 2, 2, row->name);
        capture_counts(f.c2, 1, 1, row->name);
        fixture_complete(&f, row->name);
        break;
    }
    fixture_free(&f);
    SY_CK_NO_LEAK(snap);
}
END_TEST

/* A completed device records nothing: every op on its tensors (fills: on
 * the device), moves and sy_tensor_from_data onto it give CAPTURE_CLOSED;
 * its counts stay, the graph still runs. */
START_TEST(test_capture_closed)
{
    sy_ck_leak snap = sy_ck_leak_snap();
    fixture f;
    fixture_make(&f);
    /* the inputs of every op's first shape case, moved onto c before completion */
    sy_tensor *in[SY_OP_COUNT][3] = {{NULL}};
    size_t inits = 2;
    for (int op = 0; op < SY_OP_COUNT; op++) {
        size_t n;
        const sy_ck_case *c = sy_ck_cases((sy_op)op, &n);
        if (n == 0)
            continue;
        /* f32, or the first dtype of an op without it (the logical ops' bool) */
        sy_dtype key = SY_DTYPE_F32;
        for (int d = SY_DTYPE_COUNT - 1; d >= 0 && !sy_op_takes_dtype((sy_op)op, SY_DTYPE_F32); d--)
            if (sy_op_takes_dtype((sy_op)op, (sy_dtype)d))
                key = (sy_dtype)d;
        for (int i = 0; i < sy__op_table[op].n_in; i++, inits++) {
            sy_tensor *t = NULL;
            SY_OK_OR_FAIL(sy_ck_input(&c->in[i], sy_ck_in_dtype((sy_op)op, i, key), SY_CK_DATA_POS, 9, cpu0, &t));
            SY_OK_OR_FAIL(sy_to_device(t, f.c, &in[op][i]));
            sy_tensor_release(t);
        }
    }
    const sy_tensor *ins[2] = {f.x, f.w}, *outs[1] = {f.z};
    sy_graph *g = gpoison;
    SY_OK_OR_FAIL(sy_capture_complete(f.c, ins, 2, outs, 1, &g));
    graph_counts(g, 2, 1, 2, 0, "unused initializers are not constants");
    capture_counts(f.c, inits, 2, "completed");
    sy_ck_leak before = sy_ck_leak_snap();
    char msg[256];
    for (int op = 0; op < SY_OP_COUNT; op++) {
        size_t n;
        const sy_ck_case *c = sy_ck_cases((sy_op)op, &n);
        if (n == 0)
            continue;
        sy_ck_attrs at = sy_ck_variant((sy_op)op, c, 0);
        at.dtype = SY_DTYPE_F32; /* an op keyed by its result's dtype: the first it takes when not f32 */
        for (int d = SY_DTYPE_COUNT - 1; d >= 0 && sy_ck_dtype_keyed(&sy__op_table[op]) &&
                                         !sy_op_takes_dtype((sy_op)op, SY_DTYPE_F32); d--)
            if (sy_op_takes_dtype((sy_op)op, (sy_dtype)d))
                at.dtype = (sy_dtype)d;
        at.device = f.c;
        sy_tensor *out = poison;
        snprintf(msg, sizeof msg, "sy_%s: capture device capture:%lu is completed; record on a new one from "
                 "sy_capture_new", sy_op_name((sy_op)op), cap_id(f.c));
        expect_error(sy_ck_call((sy_op)op, in[op], &at, &out), SY_E_CAPTURE_CLOSED, msg, sy_op_name((sy_op)op));
        ck_assert_ptr_null(out);
    }
    /* ops on its computed tensors, too */
    sy_tensor *out = poison;
    snprintf(msg, sizeof msg, "sy_mul: capture device capture:%lu is completed; record on a new one from "
             "sy_capture_new", cap_id(f.c));
    expect_error(sy_mul(f.z, f.y, &out), SY_E_CAPTURE_CLOSED, msg, "mul of computed tensors");
    ck_assert_ptr_null(out);
    /* moves onto it: a plain tensor, an initializer of another capture device */
    snprintf(msg, sizeof msg, "sy_to_device: capture device capture:%lu is completed; record on a new one from "
             "sy_capture_new", cap_id(f.c));
    out = poison;
    expect_error(sy_to_device(f.plain, f.c, &out), SY_E_CAPTURE_CLOSED, msg, "plain moved onto it");
    ck_assert_ptr_null(out);
    out = poison;
    expect_error(sy_to_device(f.x2, f.c, &out), SY_E_CAPTURE_CLOSED, msg, "initializer of c2 moved onto it");
    ck_assert_ptr_null(out);
    const float data[3] = {1, 2, 3};
    snprintf(msg, sizeof msg, "sy_tensor_from_data: capture device capture:%lu is completed; record on a new one "
             "from sy_capture_new", cap_id(f.c));
    out = poison;
    expect_error(sy_tensor_from_data(data, SY_DTYPE_F32, fw_shape, 1, f.c, &out), SY_E_CAPTURE_CLOSED, msg,
                 "sy_tensor_from_data on it");
    ck_assert_ptr_null(out);
    SY_CK_NO_LEAK(before);
    capture_counts(f.c, inits, 2, "after the refusals");
    /* the graph is unaffected */
    sy_tensor *r = NULL, *e1 = NULL, *e2 = NULL;
    const sy_tensor *rin[2] = {f.sx, f.sw};
    SY_OK_OR_FAIL(sy_graph_run(g, cpu0, rin, 2, &r, 1));
    SY_OK_OR_FAIL(sy_add(f.sx, f.sw, &e1));
    SY_OK_OR_FAIL(sy_neg(e1, &e2));
    assert_same(r, e2, cpu0, "after the refusals");
    sy_tensor_release(r);
    sy_tensor_release(e1);
    sy_tensor_release(e2);
    sy_graph_release(g);
    for (int op = 0; op < SY_OP_COUNT; op++)
        for (int i = 0; i < 3; i++)
            sy_tensor_release(in[op][i]);
    fixture_free(&f);
    SY_CK_NO_LEAK(snap);
}
END_TEST

/* ==== 4. replay errors ============================================================================= */

/* A failing replay: status, exact detail, every output NULL, no leak. */
static void replay_fails(const sy_graph *g, sy_device dev, const sy_tensor *const *in, size_t n_in, size_t n_out,
                         sy_status want, const char *msg, const char *what)
{
    sy_tensor *outs[4] = {poison, poison, poison, poison};
    ck_assert_uint_le(n_out, COUNT(outs));
    sy_ck_leak snap = sy_ck_leak_snap();
    sy_graph_stats stats = {0, 0};
    sy_status st = sy_graph_run_ex(g, dev, in, n_in, outs, n_out, &stats);
    expect_error(st, want, msg, what);
    for (size_t i = 0; i < n_out; i++)
        ck_assert_msg(outs[i] == NULL, "%s: output %zu is not NULL after a failure", what, i);
    SY_CK_NO_LEAK(snap);
}

/* The graph of the replay errors: inputs x [2, 3] and w [3], outputs
 * z = -(x + w) and y = x + w. */
static sy_graph *xw_graph(void)
{
    fixture f;
    fixture_make(&f);
    const sy_tensor *ins[2] = {f.x, f.w}, *outs[2] = {f.z, f.y};
    sy_graph *g = gpoison;
    SY_OK_OR_FAIL(sy_capture_complete(f.c, ins, 2, outs, 2, &g));
    fixture_free(&f);
    return g;
}

START_TEST(test_replay_errors)
{
    sy_ck_leak snap = sy_ck_leak_snap();
    sy_graph *g = xw_graph();
    graph_counts(g, 2, 2, 2, 0, "xw");
    sy_tensor *x = rand_on(SY_DTYPE_F32, fx_shape, 2, SY_CK_DATA_ANY, 1, cpu0);
    sy_tensor *w = rand_on(SY_DTYPE_F32, fw_shape, 1, SY_CK_DATA_ANY, 2, cpu0);
    const sy_tensor *ok[2] = {x, w};
    char msg[320], what[96], ds[SY__DEVICE_STR_MAX];
    const char *tail = "; pass a plain device of an enabled backend";

    /* devices: autodiff around every real device, capture devices */
    for (int k = 0; k < g_ndev; k++)
        for (int s = 0; s < 2; s++) {
            sy_device ad = sy_device_autodiff(g_devs[k], (sy_checkpointing)s);
            snprintf(msg, sizeof msg, "sy_graph_run: cannot replay on %s%s", dev_str(ad, ds, sizeof ds), tail);
            replay_fails(g, ad, ok, 2, 2, SY_E_REPLAY_DEVICE, msg, ds);
        }
    sy_device cap = new_capture();
    snprintf(msg, sizeof msg, "sy_graph_run: cannot replay on capture:%lu%s", cap_id(cap), tail);
    replay_fails(g, cap, ok, 2, 2, SY_E_REPLAY_DEVICE, msg, "live capture device");
    SY_OK_OR_FAIL(sy_capture_release(cap));
    replay_fails(g, cap, ok, 2, 2, SY_E_REPLAY_DEVICE, msg, "released capture device");
    /* the device check comes before the counts */
    replay_fails(g, cap, ok, 1, 1, SY_E_REPLAY_DEVICE, msg, "capture device and wrong counts");

    /* disabled backends (in subset builds), indices out of range, malformed devices */
    for (int i = 0; i < SY_BACKEND_COUNT; i++) {
        sy_backend b = sy__backend_order[i];
        if (sy__backend_table[b].capture)
            continue;
        if (!sy_backend_enabled(b)) {
            snprintf(msg, sizeof msg, "sy_graph_run: backend %s is not compiled in (%s=0); " SY__REBUILD_HINT,
                     sy_backend_name(b), sy__backend_table[b].cfg, sy__backend_table[b].cfg, sy_backend_name(b));
            replay_fails(g, sy_device_of(b, 0), ok, 2, 2, SY_E_BACKEND_DISABLED, msg, sy_backend_name(b));
            continue;
        }
        int n = sy_backend_device_count(b);
        if (sy__backend_table[b].remote) /* its devices are ranks of an attached communicator: none here */
            snprintf(msg, sizeof msg, "sy_graph_run: remote:%d: no remote communicator is attached (sy_remote_attach "
                     "names the ranks remote devices are; MPI ended with sy_shutdown)", n);
        else
            snprintf(msg, sizeof msg, "sy_graph_run: %s has %d device(s), index %d is out of range",
                     sy_backend_name(b), n, n);
        replay_fails(g, sy_device_of(b, n), ok, 2, 2, SY_E_NO_SUCH_DEVICE, msg, "index out of range");
    }
    replay_fails(g, sy_device_of((sy_backend)200, 0), ok, 2, 2, SY_E_INVALID_ARGUMENT,
                 "sy_graph_run: no backend has id 200 in backends.yaml", "unknown backend id");
    replay_fails(g, sy_device_of(SY_BACKEND_CPU, -1), ok, 2, 2, SY_E_INVALID_ARGUMENT,
                 "sy_graph_run: malformed device (negative index or backend id above 255)", "negative index");

    /* counts and NULLs */
    static const size_t counts[][2] = {{1, 2}, {3, 2}, {2, 1}, {2, 3}, {0, 0}};
    sy_tensor *xs3[3] = {x, w, x};
    for (size_t r = 0; r < COUNT(counts); r++) {
        snprintf(msg, sizeof msg, "sy_graph_run: the graph takes 2 input(s) and gives 2 output(s); got room for %zu "
                 "and %zu", counts[r][0], counts[r][1]);
        replay_fails(g, cpu0, CONST_TENSORS(xs3), counts[r][0], counts[r][1], SY_E_INVALID_ARGUMENT, msg, "counts");
    }
    replay_fails(NULL, cpu0, ok, 2, 2, SY_E_INVALID_ARGUMENT, "sy_graph_run: the graph is NULL", "NULL graph");
    replay_fails(g, cpu0, NULL, 2, 2, SY_E_INVALID_ARGUMENT, "sy_graph_run: inputs is NULL", "NULL inputs");
    SY_EXPECT(SY_E_INVALID_ARGUMENT, sy_graph_run(g, cpu0, ok, 2, NULL, 2));
    ck_assert_str_eq(sy_ck_detail(SY_E_INVALID_ARGUMENT), "sy_graph_run: outputs is NULL");
    const sy_tensor *null_w[2] = {x, NULL};
    replay_fails(g, cpu0, null_w, 2, 2, SY_E_INVALID_ARGUMENT, "sy_graph_run: input 1 is NULL", "NULL input");

    /* inputs of another shape or dtype, or not plain */
    typedef struct bad_input {
        int index;
        sy_dtype dt;
        sy_ck_shape shape;
        const char *msg;
    } bad_input;
    static const bad_input bad[] = {
        {1, SY_DTYPE_F32, {1, {4}}, "sy_graph_run: input 1 must be f32[3], got f32[4]"},
        {1, SY_DTYPE_F32, {0, {0}}, "sy_graph_run: input 1 must be f32[3], got f32[]"},
        {1, SY_DTYPE_F32, {2, {1, 3}}, "sy_graph_run: input 1 must be f32[3], got f32[1, 3]"},
        {0, SY_DTYPE_F32, {2, {3, 2}}, "sy_graph_run: input 0 must be f32[2, 3], got f32[3, 2]"},
        {0, SY_DTYPE_F32, {1, {6}}, "sy_graph_run: input 0 must be f32[2, 3], got f32[6]"},
        {0, SY_DTYPE_I32, {2, {2, 3}}, "sy_graph_run: input 0 must be f32[2, 3], got i32[2, 3]"},
        {0, SY_DTYPE_F64, {2, {2, 3}}, "sy_graph_run: input 0 must be f32[2, 3], got f64[2, 3]"},
        {1, SY_DTYPE_BOOL, {1, {3}}, "sy_graph_run: input 1 must be f32[3], got bool[3]"},
    };
    for (size_t r = 0; r < COUNT(bad); r++) {
        sy_tensor *t = rand_on(bad[r].dt, bad[r].shape.d, bad[r].shape.rank, SY_CK_DATA_ANY, 4, cpu0);
        const sy_tensor *in[2] = {ok[0], ok[1]};
        in[bad[r].index] = t;
        for (int k = 0; k < g_ndev; k++)
            replay_fails(g, g_devs[k], in, 2, 2, SY_E_INPUT_MISMATCH, bad[r].msg, bad[r].msg);
        sy_tensor_release(t);
    }
    sy_tensor *tracked = NULL, *captured = NULL;
    SY_OK_OR_FAIL(sy_track(x, sy_device_autodiff(cpu0, SY_CHECKPOINT_NONE), &tracked));
    const sy_tensor *ad_in[2] = {tracked, w};
    replay_fails(g, cpu0, ad_in, 2, 2, SY_E_INVALID_ARGUMENT,
                 "sy_graph_run: input 0 is on autodiff(cpu:0, none); inputs are plain tensors", "autodiff input");
    cap = new_capture();
    SY_OK_OR_FAIL(sy_to_device(w, cap, &captured));
    const sy_tensor *cap_in[2] = {x, captured};
    snprintf(msg, sizeof msg, "sy_graph_run: input 1 is on capture:%lu; inputs are plain tensors", cap_id(cap));
    replay_fails(g, cpu0, cap_in, 2, 2, SY_E_INVALID_ARGUMENT, msg, "capture input");
    sy_tensor_release(tracked);
    sy_tensor_release(captured);
    SY_OK_OR_FAIL(sy_capture_release(cap));

    /* the graph still runs */
    for (int k = 0; k < g_ndev; k++) {
        sy_tensor *outs[2] = {NULL, NULL}, *y = NULL, *z = NULL;
        SY_OK_OR_FAIL(sy_graph_run(g, g_devs[k], ok, 2, outs, 2));
        SY_OK_OR_FAIL(sy_add(x, w, &y));
        SY_OK_OR_FAIL(sy_neg(y, &z));
        sy_tensor *zd = NULL, *yd = NULL;
        SY_OK_OR_FAIL(sy_to_device(z, g_devs[k], &zd));
        SY_OK_OR_FAIL(sy_to_device(y, g_devs[k], &yd));
        snprintf(what, sizeof what, "after the errors, on %s", dev_str(g_devs[k], ds, sizeof ds));
        assert_same(outs[0], zd, g_devs[k], what);
        assert_same(outs[1], yd, g_devs[k], what);
        sy_tensor *rel[] = {outs[0], outs[1], y, z, zd, yd};
        for (size_t i = 0; i < COUNT(rel); i++)
            sy_tensor_release(rel[i]);
    }
    sy_tensor_release(x);
    sy_tensor_release(w);
    sy_graph_release(g);
    SY_CK_NO_LEAK(snap);
}
END_TEST

/* Values that cannot exist on the device fail the run there, naming the
 * value: an f64 constant, an f64 input, and a cast to f64 in the middle of
 * the graph, on every device whose backend does not store f64 (sim); on the
 * others the same graphs run and equal eager. */
START_TEST(test_replay_fails_at_run_time)
{
    sy_ck_leak snap = sy_ck_leak_snap();
    const int64_t s3[1] = {3};
    /* g1: constant k f64 [3] -> neg -> cast f32 */
    sy_device c1 = new_capture();
    sy_tensor *k = rand_on(SY_DTYPE_F64, s3, 1, SY_CK_DATA_ANY, 7, c1), *n1 = NULL, *o1 = NULL;
    SY_OK_OR_FAIL(sy_neg(k, &n1));
    SY_OK_OR_FAIL(sy_cast(n1, SY_DTYPE_F32, &o1));
    sy_graph *g1 = gpoison;
    const sy_tensor *outs1[1] = {o1};
    SY_OK_OR_FAIL(sy_capture_complete(c1, NULL, 0, outs1, 1, &g1));
    graph_counts(g1, 0, 1, 2, 1, "f64 constant");
    /* g2: input x f32 [3] -> cast f64 -> neg -> cast f32 */
    sy_device c2 = new_capture();
    sy_tensor *x = rand_on(SY_DTYPE_F32, s3, 1, SY_CK_DATA_ANY, 8, c2), *a2 = NULL, *n2 = NULL, *o2 = NULL;
    SY_OK_OR_FAIL(sy_cast(x, SY_DTYPE_F64, &a2));
    SY_OK_OR_FAIL(sy_neg(a2, &n2));
    SY_OK_OR_FAIL(sy_cast(n2, SY_DTYPE_F32, &o2));
    sy_graph *g2 = gpoison;
    const sy_tensor *ins2[1] = {x}, *outs2[1] = {o2};
    SY_OK_OR_FAIL(sy_capture_complete(c2, ins2, 1, outs2, 1, &g2));
    graph_counts(g2, 1, 1, 3, 0, "cast to f64");
    /* g3: input f64 [3] -> neg */
    sy_device c3 = new_capture();
    sy_tensor *x3 = rand_on(SY_DTYPE_F64, s3, 1, SY_CK_DATA_ANY, 9, c3), *o3 = NULL;
    SY_OK_OR_FAIL(sy_neg(x3, &o3));
    sy_graph *g3 = gpoison;
    const sy_tensor *ins3[1] = {x3}, *outs3[1] = {o3};
    SY_OK_OR_FAIL(sy_capture_complete(c3, ins3, 1, outs3, 1, &g3));

    sy_tensor *kx = rand_on(SY_DTYPE_F64, s3, 1, SY_CK_DATA_ANY, 7, cpu0);   /* k's data, on cpu */
    sy_tensor *xin = rand_on(SY_DTYPE_F32, s3, 1, SY_CK_DATA_ANY, 18, cpu0);
    sy_tensor *x3in = rand_on(SY_DTYPE_F64, s3, 1, SY_CK_DATA_ANY, 19, cpu0);
    const sy_tensor *rin2[1] = {xin}, *rin3[1] = {x3in};
    for (int d = 0; d < g_ndev; d++) {
        const sy_device dev = g_devs[d];
        char ds[SY__DEVICE_STR_MAX], msg[320];
        dev_str(dev, ds, sizeof ds);
        if (!sy_backend_stores((sy_backend)dev.backend, SY_DTYPE_F64)) {
            snprintf(msg, sizeof msg, "sy_graph_run: constant %%1 on %s: sy_tensor_from_data: backend %s does not "
                     "store f64 (device %s)", ds, sy_backend_name((sy_backend)dev.backend), ds);
            replay_fails(g1, dev, NULL, 0, 1, SY_E_DTYPE_UNSUPPORTED, msg, "f64 constant");
            snprintf(msg, sizeof msg, "sy_graph_run: node %%2 (cast) on %s: sy_cast: backend %s does not store f64",
                     ds, sy_backend_name((sy_backend)dev.backend));
            replay_fails(g2, dev, rin2, 1, 1, SY_E_DTYPE_UNSUPPORTED, msg, "cast to f64");
            snprintf(msg, sizeof msg, "sy_graph_run: input 0 (%%1) to %s: cannot move f64 tensor from cpu:0 to %s: "
                     "backend %s does not store f64", ds, ds, sy_backend_name((sy_backend)dev.backend));
            replay_fails(g3, dev, rin3, 1, 1, SY_E_DTYPE_UNSUPPORTED, msg, "f64 input");
            continue;
        }
        sy_tensor *kd = NULL, *e1 = NULL, *e2 = NULL, *r = NULL, *xd = NULL;
        SY_OK_OR_FAIL(sy_to_device(kx, dev, &kd));
        SY_OK_OR_FAIL(sy_neg(kd, &e1));
        SY_OK_OR_FAIL(sy_cast(e1, SY_DTYPE_F32, &e2));
        SY_OK_OR_FAIL(sy_graph_run(g1, dev, NULL, 0, &r, 1));
        assert_same(r, e2, dev, "f64 constant");
        sy_tensor *rel[] = {kd, e1, e2, r};
        for (size_t i = 0; i < COUNT(rel); i++)
            sy_tensor_release(rel[i]);
        SY_OK_OR_FAIL(sy_to_device(xin, dev, &xd));
        sy_tensor *a = NULL, *b = NULL, *c = NULL;
        SY_OK_OR_FAIL(sy_cast(xd, SY_DTYPE_F64, &a));
        SY_OK_OR_FAIL(sy_neg(a, &b));
        SY_OK_OR_FAIL(sy_cast(b, SY_DTYPE_F32, &c));
        SY_OK_OR_FAIL(sy_graph_run(g2, dev, rin2, 1, &r, 1));
        assert_same(r, c, dev, "cast to f64");
        sy_tensor *rel2[] = {xd, a, b, c, r};
        for (size_t i = 0; i < COUNT(rel2); i++)
            sy_tensor_release(rel2[i]);
    }
    sy_tensor *rel[] = {k, n1, o1, x, a2, n2, o2, x3, o3, kx, xin, x3in};
    for (size_t i = 0; i < COUNT(rel); i++)
        sy_tensor_release(rel[i]);
    SY_OK_OR_FAIL(sy_capture_release(c1));
    SY_OK_OR_FAIL(sy_capture_release(c2));
    SY_OK_OR_FAIL(sy_capture_release(c3));
    sy_graph_release(g1);
    sy_graph_release(g2);
    sy_graph_release(g3);
    SY_CK_NO_LEAK(snap);
}
END_TEST

/* ==== 5. constants ================================================================================== */

/* Initializers not declared as inputs stay constants: made from cpu data (W),
 * directly on the capture device (b), from a strided view (V, copied) and
 * from device memory when sim is there (s, copied). Unused initializers and
 * ones only dead nodes read are dropped. The data survives the sources, the
 * capture tensors and the device. */
START_TEST(test_constants)
{
    sy_ck_leak snap = sy_ck_leak_snap();
    static const float W[6] = {0.5f, -1, 2, 0.25f, 3, -0.75f}, bias[2] = {10, -20}, vdata[6] = {1, 2, 3, 4, 5, 6};
    static const float sval = 1.5f, xdata[12] = {1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12};
    const int64_t ws[2] = {3, 2}, bs[1] = {2}, vs[2] = {2, 3}, xs[2] = {4, 3}, us[1] = {5};
    sy_device cap = new_capture();
    sy_device sdev = cpu0;
    for (int k = 0; k < g_ndev; k++)
        if (!sy_backend_is_host_memory((sy_backend)g_devs[k].backend))
            sdev = g_devs[k];
    sy_tensor *sx = NULL, *sw = NULL, *sv = NULL, *svt = NULL, *ss = NULL, *su = NULL;
    SY_OK_OR_FAIL(sy_tensor_from_data(xdata, SY_DTYPE_F32, xs, 2, cpu0, &sx));
    SY_OK_OR_FAIL(sy_tensor_from_data(W, SY_DTYPE_F32, ws, 2, cpu0, &sw));
    SY_OK_OR_FAIL(sy_tensor_from_data(vdata, SY_DTYPE_F32, vs, 2, cpu0, &sv));
    SY_OK_OR_FAIL(sy_transpose(sv, 0, 1, &svt)); /* [3, 2], strided */
    SY_OK_OR_FAIL(sy_tensor_from_data(&sval, SY_DTYPE_F32, NULL, 0, sdev, &ss));
    SY_OK_OR_FAIL(sy_tensor_from_data(xdata, SY_DTYPE_F32, us, 1, cpu0, &su));
    sy_tensor *x, *w, *b, *v, *s, *u, *dead_in;
    SY_OK_OR_FAIL(sy_to_device(sx, cap, &x));
    SY_OK_OR_FAIL(sy_to_device(sw, cap, &w));
    SY_OK_OR_FAIL(sy_tensor_from_data(bias, SY_DTYPE_F32, bs, 1, cap, &b));
    SY_OK_OR_FAIL(sy_to_device(svt, cap, &v));
    SY_OK_OR_FAIL(sy_to_device(ss, cap, &s));
    SY_OK_OR_FAIL(sy_to_device(su, cap, &u));           /* unused */
    SY_OK_OR_FAIL(sy_to_device(su, cap, &dead_in));     /* read by a dead node only */
    /* out = (x @ (w + v) + b) * s; dead = -dead_in */
    sy_tensor *wv, *m, *mb, *out, *dead;
    SY_OK_OR_FAIL(sy_add(w, v, &wv));
    SY_OK_OR_FAIL(sy_matmul(x, wv, &m));
    SY_OK_OR_FAIL(sy_add(m, b, &mb));
    SY_OK_OR_FAIL(sy_mul(mb, s, &out));
    SY_OK_OR_FAIL(sy_neg(dead_in, &dead));
    capture_counts(cap, 7, 5, "before completion");
    sy_graph *g = gpoison;
    const sy_tensor *ins[1] = {x}, *outs[1] = {out};
    SY_OK_OR_FAIL(sy_capture_complete(cap, ins, 1, outs, 1, &g));
    graph_counts(g, 1, 1, 4, 4, "constants");
    capture_counts(cap, 7, 5, "after completion");
    /* release the sources, the capture tensors and the device; overwrite freed memory */
    sy_tensor *rel[] = {sw, sv, svt, ss, su, x, w, b, v, s, u, dead_in, wv, m, mb, out, dead};
    for (size_t i = 0; i < COUNT(rel); i++)
        sy_tensor_release(rel[i]);
    SY_OK_OR_FAIL(sy_capture_release(cap));
    sy_tensor *junk[8];
    const float ones[6] = {-9, -9, -9, -9, -9, -9};
    for (int i = 0; i < 8; i++)
        SY_OK_OR_FAIL(sy_tensor_from_data(ones, SY_DTYPE_F32, i % 2 ? ws : vs, 2, cpu0, &junk[i]));
    for (int k = 0; k < g_ndev; k++) {
        const sy_device dev = g_devs[k];
        char what[64], ds[SY__DEVICE_STR_MAX];
        snprintf(what, sizeof what, "constants on %s", dev_str(dev, ds, sizeof ds));
        /* eager from the C arrays */
        sy_tensor *ew, *ev, *evt, *eb, *es, *ex, *t1, *t2, *t3, *want, *r = poison;
        SY_OK_OR_FAIL(sy_tensor_from_data(W, SY_DTYPE_F32, ws, 2, dev, &ew));
        SY_OK_OR_FAIL(sy_tensor_from_data(vdata, SY_DTYPE_F32, vs, 2, cpu0, &ev));
        sy_tensor *evt0 = NULL, *evc = NULL;
        SY_OK_OR_FAIL(sy_transpose(ev, 0, 1, &evt0));
        evc = contiguous(evt0);
        SY_OK_OR_FAIL(sy_to_device(evc, dev, &evt));
        SY_OK_OR_FAIL(sy_tensor_from_data(bias, SY_DTYPE_F32, bs, 1, dev, &eb));
        SY_OK_OR_FAIL(sy_tensor_from_data(&sval, SY_DTYPE_F32, NULL, 0, dev, &es));
        SY_OK_OR_FAIL(sy_tensor_from_data(xdata, SY_DTYPE_F32, xs, 2, dev, &ex));
        SY_OK_OR_FAIL(sy_add(ew, evt, &t1));
        SY_OK_OR_FAIL(sy_matmul(ex, t1, &t2));
        SY_OK_OR_FAIL(sy_add(t2, eb, &t3));
        SY_OK_OR_FAIL(sy_mul(t3, es, &want));
        const sy_tensor *rin[1] = {sx};
        sy_graph_stats stats = {0, 0};
        SY_OK_OR_FAIL(sy_graph_run_ex(g, dev, rin, 1, &r, 1, &stats));
        ck_assert_uint_eq(stats.nodes_run, 4);
        assert_same(r, want, dev, what);
        sy_tensor *rel2[] = {ew, ev, evt0, evc, evt, eb, es, ex, t1, t2, t3, want, r};
        for (size_t i = 0; i < COUNT(rel2); i++)
            sy_tensor_release(rel2[i]);
    }
    for (int i = 0; i < 8; i++)
        sy_tensor_release(junk[i]);
    sy_tensor_release(sx);
    sy_graph_release(g);
    SY_CK_NO_LEAK(snap);
    SY_EXPECT(SY_E_INVALID_ARGUMENT, sy_graph_counts(NULL, NULL, NULL, NULL, NULL));
    ck_assert_str_eq(sy_ck_detail(SY_E_INVALID_ARGUMENT), "sy_graph_counts: the graph is NULL");
}
END_TEST

/* ==== 6. dead nodes, freeing, peak bytes ============================================================ */

/* A dead branch (mul, sum, a fill and a cast to f64, which no sim device
 * could run) is neither counted nor run; an input no output needs stays an
 * input; an initializer only the dead branch reads is no constant. */
START_TEST(test_dead_nodes)
{
    sy_ck_leak snap = sy_ck_leak_snap();
    const int64_t s[2] = {3, 4};
    sy_device cap = new_capture();
    sy_tensor *x = rand_on(SY_DTYPE_F32, s, 2, SY_CK_DATA_ANY, 1, cap);
    sy_tensor *unused = rand_on(SY_DTYPE_I32, s, 2, SY_CK_DATA_ANY, 2, cap);
    sy_tensor *k = rand_on(SY_DTYPE_F32, s, 2, SY_CK_DATA_ANY, 3, cap);
    sy_tensor *y, *d1, *d2, *d3, *d4, *d5, *out;
    SY_OK_OR_FAIL(sy_exp(x, &y));
    SY_OK_OR_FAIL(sy_mul(x, k, &d1));
    SY_OK_OR_FAIL(sy_sum(d1, 0, false, &d2));
    SY_OK_OR_FAIL(sy_ones(s, 2, SY_DTYPE_F32, cap, &d3));
    SY_OK_OR_FAIL(sy_add(d3, y, &d4)); /* reads a live value, still dead */
    SY_OK_OR_FAIL(sy_cast(d4, SY_DTYPE_F64, &d5));
    SY_OK_OR_FAIL(sy_neg(y, &out));
    capture_counts(cap, 3, 7, "dead branch");
    sy_graph *g = gpoison;
    const sy_tensor *ins[2] = {x, unused}, *outs[1] = {out};
    SY_OK_OR_FAIL(sy_capture_complete(cap, ins, 2, outs, 1, &g));
    graph_counts(g, 2, 1, 2, 0, "dead branch");
    sy_tensor *rel[] = {x, unused, k, y, d1, d2, d3, d4, d5, out};
    for (size_t i = 0; i < COUNT(rel); i++)
        sy_tensor_release(rel[i]);
    SY_OK_OR_FAIL(sy_capture_release(cap));
    for (int d = 0; d < g_ndev; d++) {
        const sy_device dev = g_devs[d];
        char what[64], ds[SY__DEVICE_STR_MAX];
        snprintf(what, sizeof what, "dead branch on %s", dev_str(dev, ds, sizeof ds));
        sy_tensor *xd = rand_on(SY_DTYPE_F32, s, 2, SY_CK_DATA_ANY, 10u + (uint32_t)d, dev);
        sy_tensor *ud = rand_on(SY_DTYPE_I32, s, 2, SY_CK_DATA_ANY, 20u + (uint32_t)d, dev);
        sy_tensor *e1 = NULL, *e2 = NULL, *r = poison;
        SY_OK_OR_FAIL(sy_exp(xd, &e1));
        SY_OK_OR_FAIL(sy_neg(e1, &e2));
        const sy_tensor *rin[2] = {xd, ud};
        sy_graph_stats stats = {0, 0};
        SY_OK_OR_FAIL(sy_graph_run_ex(g, dev, rin, 2, &r, 1, &stats));
        ck_assert_msg(stats.nodes_run == 2, "%s: %zu nodes run, want 2", what, stats.nodes_run);
        assert_same(r, e2, dev, what);
        /* the unused input is still checked */
        const sy_tensor *wrong[2] = {xd, xd};
        replay_fails(g, dev, wrong, 2, 1, SY_E_INPUT_MISMATCH, "sy_graph_run: input 1 must be i32[3, 4], got f32[3, 4]",
                     what);
        sy_tensor *rel2[] = {xd, ud, e1, e2, r};
        for (size_t i = 0; i < COUNT(rel2); i++)
            sy_tensor_release(rel2[i]);
    }
    sy_graph_release(g);
    SY_CK_NO_LEAK(snap);
}
END_TEST

/* Hand-computed graphs: the input x (given on cpu:0: shared by host
 * backends, copied by device-memory ones) and the constant k (shared or
 * uploaded likewise), a function building the outputs from them, the nodes,
 * and the expected peak_bytes on host and on device-memory backends. */
typedef struct peak_case {
    const char *name;
    sy_ck_shape x;
    int (*build)(const sy_tensor *x, const sy_tensor *k, sy_tensor **outs);
    size_t nodes, constants;
    size_t peak_host, peak_device;
} peak_case;

enum { CHAIN = 8, M64 = 64 * 64 * 4 };

/* CHAIN elementwise ops: each intermediate is freed once the next has run:
 * at most two buffers of M bytes at once, whatever the length. */
static int build_chain(const sy_tensor *x, const sy_tensor *k, sy_tensor **outs)
{
    (void)k;
    sy_tensor *t = sy_tensor_retain(x);
    for (int i = 0; i < CHAIN; i++) {
        sy_tensor *n = NULL;
        SY_OK_OR_FAIL(i % 2 ? sy_tanh(t, &n) : sy_neg(t, &n));
        sy_tensor_release(t);
        t = n;
    }
    outs[0] = t;
    return 1;
}

/* The same with views in between: they hold nothing of their own, but keep
 * the buffer they view alive. */
static int build_chain_views(const sy_tensor *x, const sy_tensor *k, sy_tensor **outs)
{
    (void)k;
    const int64_t flat[1] = {64 * 64}, square[2] = {64, 64};
    sy_tensor *e1, *v1, *e2, *v2, *e3, *v3, *e4;
    SY_OK_OR_FAIL(sy_exp(x, &e1));
    SY_OK_OR_FAIL(sy_transpose(e1, 0, 1, &v1));
    SY_OK_OR_FAIL(sy_neg(v1, &e2));
    SY_OK_OR_FAIL(sy_reshape(e2, flat, 1, &v2));
    SY_OK_OR_FAIL(sy_abs(v2, &e3));
    SY_OK_OR_FAIL(sy_reshape(e3, square, 2, &v3));
    SY_OK_OR_FAIL(sy_tanh(v3, &e4));
    sy_tensor *rel[] = {e1, v1, e2, v2, e3, v3};
    for (size_t i = 0; i < COUNT(rel); i++)
        sy_tensor_release(rel[i]);
    outs[0] = e4;
    return 1;
}

/* x, k: f32[8] (32 bytes). a = exp(x) 32, b = x * k 32, c = a + b 32,
 * r = expand(c, [4, 8]) (a view of c), u = -r 128, s = sum(u) 4; outputs
 * {s, a}. Host: a 32, b 64, c 96, -b 64, r 64 (c's buffer), u 192 <- peak,
 * -r 160, s 164, -u 36. Device memory: x 32, k 64, a 96, b 128, -x -k 64,
 * c 96, -b 64, r 64, u 192 <- peak, ... */
static int build_hand(const sy_tensor *x, const sy_tensor *k, sy_tensor **outs)
{
    const int64_t wide[2] = {4, 8};
    sy_tensor *b, *c, *r, *u;
    SY_OK_OR_FAIL(sy_exp(x, &outs[1]));
    SY_OK_OR_FAIL(sy_mul(x, k, &b));
    SY_OK_OR_FAIL(sy_add(outs[1], b, &c));
    SY_OK_OR_FAIL(sy_expand(c, wide, 2, &r));
    SY_OK_OR_FAIL(sy_neg(r, &u));
    SY_OK_OR_FAIL(sy_sum(u, SY_AXIS_ALL, false, &outs[0]));
    sy_tensor *rel[] = {b, c, r, u};
    for (size_t i = 0; i < COUNT(rel); i++)
        sy_tensor_release(rel[i]);
    return 2;
}

/* x + k: the output only on host (32); input copy, constant upload and
 * output on device memory (96). */
static int build_add(const sy_tensor *x, const sy_tensor *k, sy_tensor **outs)
{
    SY_OK_OR_FAIL(sy_add(x, k, &outs[0]));
    return 1;
}

/* The output is a view of the input: nothing on host; the input's copy on
 * device memory, kept alive by the view. */
static int build_view_out(const sy_tensor *x, const sy_tensor *k, sy_tensor **outs)
{
    (void)k;
    const int64_t s[2] = {2, 4};
    SY_OK_OR_FAIL(sy_reshape(x, s, 2, &outs[0]));
    return 1;
}

static const peak_case peak_cases[] = {
    {"chain of 8 elementwise ops on [64, 64]", {2, {64, 64}}, build_chain, CHAIN, 0, 2 * M64, 2 * M64},
    {"chain with views in between", {2, {64, 64}}, build_chain_views, 7, 0, 2 * M64, 2 * M64},
    {"hand-computed branches and an expand", {1, {8}}, build_hand, 6, 1, 192, 192},
    {"input and constant", {1, {8}}, build_add, 1, 1, 32, 96},
    {"output viewing the input", {1, {8}}, build_view_out, 1, 0, 0, 32},
};

/* _i: case * g_ndev + device. The graph's peak_bytes and nodes_run, its
 * outputs against eager, and on host backends the real high-water mark of
 * the runtime's host memory during the run (peak_bytes plus records). */
START_TEST(test_peak_bytes)
{
    const peak_case *pc = &peak_cases[_i / g_ndev];
    const sy_device dev = g_devs[_i % g_ndev];
    const bool host = sy_backend_is_host_memory((sy_backend)dev.backend);
    char what[160], ds[SY__DEVICE_STR_MAX];
    snprintf(what, sizeof what, "%s on %s", pc->name, dev_str(dev, ds, sizeof ds));
    sy_ck_leak snap = sy_ck_leak_snap();
    sy_device cap = new_capture();
    sy_tensor *x = rand_on(SY_DTYPE_F32, pc->x.d, pc->x.rank, SY_CK_DATA_ANY, 1, cap);
    sy_tensor *k = rand_on(SY_DTYPE_F32, pc->x.d, pc->x.rank, SY_CK_DATA_ANY, 2, cap);
    sy_tensor *co[2] = {NULL, NULL};
    int n_out = pc->build(x, k, co);
    sy_graph *g = gpoison;
    const sy_tensor *ins[1] = {x};
    SY_OK_OR_FAIL(sy_capture_complete(cap, ins, 1, CONST_TENSORS(co), (size_t)n_out, &g));
    graph_counts(g, 1, (size_t)n_out, pc->nodes, pc->constants, what);
    sy_tensor *rel[] = {x, k, co[0], co[1]};
    for (size_t i = 0; i < COUNT(rel); i++)
        sy_tensor_release(rel[i]);
    SY_OK_OR_FAIL(sy_capture_release(cap));

    sy_tensor *xin = rand_on(SY_DTYPE_F32, pc->x.d, pc->x.rank, SY_CK_DATA_ANY, 3, cpu0);
    sy_tensor *xd = NULL, *kd = rand_on(SY_DTYPE_F32, pc->x.d, pc->x.rank, SY_CK_DATA_ANY, 2, dev);
    SY_OK_OR_FAIL(sy_to_device(xin, dev, &xd));
    sy_tensor *want[2] = {NULL, NULL}, *got[2] = {poison, poison};
    ck_assert_int_eq(pc->build(xd, kd, want), n_out);
    const sy_tensor *rin[1] = {xin};
    sy_graph_stats stats = {0, 0};
    size_t live0 = 0, peak = 0;
    sy_memory_stats(&live0, NULL, NULL);
    sy_memory_reset_peak();
    SY_OK_OR_FAIL(sy_graph_run_ex(g, dev, rin, 1, got, (size_t)n_out, &stats));
    sy_memory_stats(NULL, &peak, NULL);
    ck_assert_msg(stats.nodes_run == pc->nodes, "%s: %zu nodes run, want %zu", what, stats.nodes_run, pc->nodes);
    const size_t expect = host ? pc->peak_host : pc->peak_device;
    ck_assert_msg(stats.peak_bytes == expect, "%s: peak_bytes %zu, want %zu", what, stats.peak_bytes, expect);
    if (host) /* buffers really are freed: records, run bookkeeping and the graph's arrays stay below 8 KiB */
        ck_assert_msg(peak - live0 <= expect + 8192, "%s: host memory rose by %zu bytes during the run (peak_bytes %zu)",
                      what, peak - live0, expect);
    for (int i = 0; i < n_out; i++) {
        assert_same(got[i], want[i], dev, what);
        sy_tensor_release(got[i]);
        sy_tensor_release(want[i]);
    }
    sy_tensor_release(xin);
    sy_tensor_release(xd);
    sy_tensor_release(kd);
    sy_graph_release(g);
    SY_CK_NO_LEAK(snap);
}
END_TEST

/* ==== 7. writing out ============================================================================== */

/* A graph with every attribute kind, a dead node and an unused initializer;
 * inputs declared in the other order than they were moved. */
static sy_graph *text_graph(unsigned long *id)
{
    sy_device cap = new_capture();
    *id = cap_id(cap);
    const int64_t xs[2] = {2, 3}, ws[1] = {3}, us[1] = {2}, ks[2] = {1, 3}, fs[2] = {2, 1}, flat[1] = {6};
    const int perm[2] = {1, 0};
    const float kdata[3] = {1, 2, 3};
    sy_tensor *x = rand_on(SY_DTYPE_F32, xs, 2, SY_CK_DATA_ANY, 1, cap);
    sy_tensor *w = rand_on(SY_DTYPE_F32, ws, 1, SY_CK_DATA_ANY, 2, cap);
    sy_tensor *u = rand_on(SY_DTYPE_I32, us, 1, SY_CK_DATA_ANY, 3, cap);
    sy_tensor *k = NULL;
    SY_OK_OR_FAIL(sy_tensor_from_data(kdata, SY_DTYPE_F32, ks, 2, cap, &k));
    sy_tensor *t[13];
    SY_OK_OR_FAIL(sy_add(x, w, &t[0]));
    SY_OK_OR_FAIL(sy_neg(x, &t[1])); /* dead */
    SY_OK_OR_FAIL(sy_transpose(t[0], 0, 1, &t[2]));
    SY_OK_OR_FAIL(sy_reshape(t[2], flat, 1, &t[3]));
    SY_OK_OR_FAIL(sy_sum(t[3], SY_AXIS_ALL, false, &t[4]));
    SY_OK_OR_FAIL(sy_full(fs, 2, 2.5, SY_DTYPE_F32, cap, &t[5]));
    SY_OK_OR_FAIL(sy_expand(t[5], xs, 2, &t[6]));
    SY_OK_OR_FAIL(sy_permute(t[6], perm, 2, &t[7]));
    SY_OK_OR_FAIL(sy_sum(t[7], 0, true, &t[8]));
    SY_OK_OR_FAIL(sy_cast(t[8], SY_DTYPE_I64, &t[9]));
    SY_OK_OR_FAIL(sy_gt(t[0], t[6], &t[10]));
    SY_OK_OR_FAIL(sy_where(t[10], t[0], k, &t[11]));
    SY_OK_OR_FAIL(sy_matmul(t[11], t[2], &t[12]));
    sy_graph *g = gpoison;
    const sy_tensor *ins[2] = {w, x}, *outs[3] = {t[4], t[9], t[12]};
    SY_OK_OR_FAIL(sy_capture_complete(cap, ins, 2, outs, 3, &g));
    SY_OK_OR_FAIL(sy_capture_release(cap));
    sy_tensor_release(x);
    sy_tensor_release(w);
    sy_tensor_release(u);
    sy_tensor_release(k);
    for (int i = 0; i < 13; i++)
        sy_tensor_release(t[i]);
    return g;
}

/* All of f, from the start (free it). */
static char *slurp(FILE *f)
{
    ck_assert_int_eq(fseek(f, 0, SEEK_END), 0);
    long n = ftell(f);
    ck_assert_int_ge(n, 0);
    rewind(f);
    char *s = malloc((size_t)n + 1);
    ck_assert_ptr_nonnull(s);
    ck_assert_uint_eq(fread(s, 1, (size_t)n, f), (size_t)n);
    s[n] = '\0';
    return s;
}

START_TEST(test_write_text)
{
    sy_ck_leak snap = sy_ck_leak_snap();
    unsigned long id;
    sy_graph *g = text_graph(&id);
    graph_counts(g, 2, 3, 12, 1, "text graph");
    char want[2048];
    snprintf(want, sizeof want,
             "graph capture:%lu  # 2 input(s), 1 constant(s), 12 node(s), 3 output(s)\n"
             "%%1 = input 1 : f32[2, 3]\n"
             "%%2 = input 0 : f32[3]\n"
             "%%3 = constant : f32[1, 3]\n"
             "%%4 = add(%%1, %%2) : f32[2, 3]\n"
             "%%5 = transpose(%%4) dim0=0 dim1=1 : f32[3, 2]\n"
             "%%6 = reshape(%%5) shape=[6] : f32[6]\n"
             "%%7 = sum(%%6) axis=all keepdim=false : f32[]\n"
             "%%8 = full() value=2.5 : f32[2, 1]\n"
             "%%9 = expand(%%8) shape=[2, 3] : f32[2, 3]\n"
             "%%10 = permute(%%9) perm=[1, 0] : f32[3, 2]\n"
             "%%11 = sum(%%10) axis=0 keepdim=true : f32[1, 2]\n"
             "%%12 = cast(%%11) dtype=i64 : i64[1, 2]\n"
             "%%13 = gt(%%4, %%9) : bool[2, 3]\n"
             "%%14 = where(%%13, %%4, %%3) : f32[2, 3]\n"
             "%%15 = matmul(%%14, %%5) : f32[2, 2]\n"
             "output 0 = %%7\n"
             "output 1 = %%12\n"
             "output 2 = %%15\n",
             id);
    FILE *f = tmpfile();
    ck_assert_ptr_nonnull(f);
    SY_OK_OR_FAIL(sy_graph_write(g, f, SY_GRAPH_TEXT));
    char *got = slurp(f);
    fclose(f);
    ck_assert_str_eq(got, want);
    free(got);
    /* stable: a second write gives the same text */
    f = tmpfile();
    ck_assert_ptr_nonnull(f);
    SY_OK_OR_FAIL(sy_graph_write(g, f, SY_GRAPH_TEXT));
    got = slurp(f);
    fclose(f);
    ck_assert_str_eq(got, want);
    free(got);
    sy_graph_release(g);
    SY_CK_NO_LEAK(snap);
}
END_TEST

static int count_of(const char *s, const char *needle)
{
    int n = 0;
    for (const char *p = strstr(s, needle); p; p = strstr(p + 1, needle))
        n++;
    return n;
}

/* The DOT output: one node per value, one edge per node input and output,
 * and Graphviz's dot accepts it. */
START_TEST(test_write_dot)
{
    sy_ck_leak snap = sy_ck_leak_snap();
    unsigned long id;
    sy_graph *g = text_graph(&id);
    char path[] = "/tmp/sy_graph_XXXXXX";
    int fd = mkstemp(path);
    ck_assert_msg(fd >= 0, "mkstemp failed");
    FILE *f = fdopen(fd, "w+");
    ck_assert_ptr_nonnull(f);
    SY_OK_OR_FAIL(sy_graph_write(g, f, SY_GRAPH_DOT));
    char *dot = slurp(f);
    fclose(f);
    char head[64];
    snprintf(head, sizeof head, "digraph \"capture:%lu\" {\n", id);
    ck_assert_msg(strncmp(dot, head, strlen(head)) == 0, "DOT starts with \"%.40s\"", dot);
    ck_assert_msg(strlen(dot) >= 2 && strcmp(dot + strlen(dot) - 2, "}\n") == 0, "DOT does not end with }");
    /* 15 values, 3 outputs; edges: add 2, transpose 1, reshape 1, sum 1, full 0, expand 1,
     * permute 1, sum 1, cast 1, gt 2, where 3, matmul 2, plus one per output */
    ck_assert_int_eq(count_of(dot, " -> "), 16 + 3);
    ck_assert_int_eq(count_of(dot, "[label="), 15 + 3);
    ck_assert_int_eq(count_of(dot, "shape=invhouse"), 2);
    ck_assert_int_eq(count_of(dot, "shape=box"), 1);
    free(dot);
    int have_dot = system("command -v dot >/dev/null 2>&1");
    if (have_dot != 0) {
        unlink(path);
        ck_abort_msg("graphviz is required: `dot` was not found on PATH (`make test` installs it; on Debian: "
                     "apt-get install graphviz)");
    }
    char cmd[256];
    snprintf(cmd, sizeof cmd, "dot -Tsvg %s -o /dev/null", path);
    int rc = system(cmd);
    unlink(path);
    ck_assert_msg(rc == 0, "`%s` exited with status %d: the DOT output is not valid Graphviz", cmd, rc);
    sy_graph_release(g);
    SY_CK_NO_LEAK(snap);
}
END_TEST

/* Formats other than exactly one flag, NULL arguments and a stream that
 * cannot be written: INVALID_ARGUMENT, nothing written. */
START_TEST(test_write_errors)
{
    sy_ck_leak snap = sy_ck_leak_snap();
    unsigned long id;
    sy_graph *g = text_graph(&id);
    static const unsigned formats[] = {0, SY_GRAPH_TEXT | SY_GRAPH_DOT, 4, SY_GRAPH_TEXT | 4, 0xffffffffu};
    FILE *f = tmpfile();
    ck_assert_ptr_nonnull(f);
    for (size_t i = 0; i < COUNT(formats); i++) {
        char msg[128];
        snprintf(msg, sizeof msg, "sy_graph_write: format must be SY_GRAPH_TEXT or SY_GRAPH_DOT, got %u", formats[i]);
        expect_error(sy_graph_write(g, f, formats[i]), SY_E_INVALID_ARGUMENT, msg, msg);
        ck_assert_int_eq(ftell(f), 0);
    }
    expect_error(sy_graph_write(NULL, f, SY_GRAPH_TEXT), SY_E_INVALID_ARGUMENT, "sy_graph_write: the graph is NULL",
                 "NULL graph");
    expect_error(sy_graph_write(g, NULL, SY_GRAPH_DOT), SY_E_INVALID_ARGUMENT, "sy_graph_write: the file is NULL",
                 "NULL file");
    ck_assert_int_eq(ftell(f), 0);
    fclose(f);
    char path[] = "/tmp/sy_graph_ro_XXXXXX";
    int fd = mkstemp(path);
    ck_assert_msg(fd >= 0, "mkstemp failed");
    close(fd);
    FILE *ro = fopen(path, "r");
    ck_assert_ptr_nonnull(ro);
    for (unsigned fmt = SY_GRAPH_TEXT; fmt <= SY_GRAPH_DOT; fmt++) {
        clearerr(ro);
        expect_error(sy_graph_write(g, ro, fmt), SY_E_INVALID_ARGUMENT, "sy_graph_write: writing failed",
                     "read-only stream");
    }
    fclose(ro);
    unlink(path);
    sy_graph_release(g);
    SY_CK_NO_LEAK(snap);
}
END_TEST

/* ==== 8. moves between capture devices ============================================================ */

START_TEST(test_capture_moves)
{
    sy_ck_leak snap = sy_ck_leak_snap();
    const int64_t s[1] = {4};
    const float data[4] = {1, -2, 3.5f, -4};
    sy_device c1 = new_capture(), c2 = new_capture();
    sy_tensor *src = NULL, *x = NULL, *y = NULL, *x2 = NULL, *again = NULL, *back = NULL, *out = poison;
    SY_OK_OR_FAIL(sy_tensor_from_data(data, SY_DTYPE_F32, s, 1, cpu0, &src));
    SY_OK_OR_FAIL(sy_to_device(src, c1, &x));
    SY_OK_OR_FAIL(sy_neg(x, &y));
    capture_counts(c1, 1, 1, "c1");
    capture_counts(c2, 0, 0, "c2");
    /* an initialized value re-registers on another capture device */
    SY_OK_OR_FAIL(sy_to_device(x, c2, &x2));
    ck_assert(sy_device_eq(sy_tensor_device(x2), c2));
    capture_counts(c1, 1, 1, "c1 after the move");
    capture_counts(c2, 1, 0, "c2 after the move");
    float back_data[4];
    SY_OK_OR_FAIL(sy_tensor_to_data(x2, back_data, sizeof back_data));
    ck_assert(memcmp(back_data, data, sizeof data) == 0);
    SY_OK_OR_FAIL(sy_to_device(x2, c2, &again)); /* onto its own device: the same value */
    ck_assert_ptr_eq(again, x2);
    capture_counts(c2, 1, 0, "c2 after a move onto itself");
    SY_OK_OR_FAIL(sy_to_device(x2, c1, &back)); /* and back: a new initializer of c1 */
    capture_counts(c1, 2, 1, "c1 after the move back");
    /* a computed one refuses, with Burn's message */
    ck_assert_str_eq(sy_status_str(SY_E_CAPTURE_ONE_WAY), "Cannot move a tensor from a capture device");
    char msg[256];
    snprintf(msg, sizeof msg, "Cannot move a tensor from a capture device (computed capture:%lu tensor to capture:%lu)",
             cap_id(c1), cap_id(c2));
    expect_error(sy_to_device(y, c2, &out), SY_E_CAPTURE_ONE_WAY, msg, "computed to another capture");
    ck_assert_ptr_null(out);
    capture_counts(c2, 1, 0, "c2 after the refused move");
    /* c2's graph: the moved value as a constant, doubled */
    sy_tensor *d = NULL;
    SY_OK_OR_FAIL(sy_add(x2, x2, &d));
    sy_graph *g = gpoison;
    const sy_tensor *outs[1] = {d};
    SY_OK_OR_FAIL(sy_capture_complete(c2, NULL, 0, outs, 1, &g));
    graph_counts(g, 0, 1, 1, 1, "c2's graph");
    /* a value moved onto the completed device */
    snprintf(msg, sizeof msg, "sy_to_device: capture device capture:%lu is completed; record on a new one from "
             "sy_capture_new", cap_id(c2));
    out = poison;
    expect_error(sy_to_device(x, c2, &out), SY_E_CAPTURE_CLOSED, msg, "initializer of c1 onto completed c2");
    ck_assert_ptr_null(out);
    out = poison;
    expect_error(sy_to_device(src, c2, &out), SY_E_CAPTURE_CLOSED, msg, "plain onto completed c2");
    ck_assert_ptr_null(out);
    capture_counts(c2, 1, 1, "completed c2 after the refused moves");
    sy_tensor *r = NULL;
    SY_OK_OR_FAIL(sy_graph_run(g, cpu0, NULL, 0, &r, 1));
    float got[4];
    SY_OK_OR_FAIL(sy_tensor_to_data(r, got, sizeof got));
    for (int i = 0; i < 4; i++)
        ck_assert_float_eq(got[i], data[i] + data[i]);
    sy_tensor *rel[] = {src, x, y, x2, again, back, d, r};
    for (size_t i = 0; i < COUNT(rel); i++)
        sy_tensor_release(rel[i]);
    sy_graph_release(g);
    SY_OK_OR_FAIL(sy_capture_release(c1));
    SY_OK_OR_FAIL(sy_capture_release(c2));
    SY_CK_NO_LEAK(snap);
}
END_TEST

/* ==== 9. releasing in any order, allocation failures =============================================== */

enum { MODE_COMPLETE, MODE_FAIL_THEN_COMPLETE, MODE_FAIL_ONLY, N_MODES };

/* _i: mode * 6 + order. Releases the capture device, the graph and the
 * capture tensors in one of the six orders, with a failed completion before
 * (by mode) and between every two steps (NO_SUCH_DEVICE once the device is
 * gone, else COMPLETE_TWICE once completed, else a computed input or, the
 * tensors gone, a plain output); the graph replays correctly until it is
 * released; nothing leaks. */
START_TEST(test_release_orders)
{
    static const int orders[6][3] = {{0, 1, 2}, {0, 2, 1}, {1, 0, 2}, {1, 2, 0}, {2, 0, 1}, {2, 1, 0}};
    const int mode = _i / 6;
    const int *order = orders[_i % 6];
    sy_ck_leak snap = sy_ck_leak_snap();
    const int64_t s[2] = {2, 5};
    sy_tensor *sx = rand_on(SY_DTYPE_F32, s, 2, SY_CK_DATA_ANY, 1, cpu0);
    sy_tensor *sw = rand_on(SY_DTYPE_F32, s, 2, SY_CK_DATA_ANY, 2, cpu0);
    sy_tensor *e1 = NULL, *want = NULL;
    SY_OK_OR_FAIL(sy_mul(sx, sw, &e1));
    SY_OK_OR_FAIL(sy_exp(e1, &want));
    sy_device cap = new_capture();
    sy_tensor *ct[4] = {NULL, NULL, NULL, NULL}; /* x, w, y = x * w, z = exp(y) */
    SY_OK_OR_FAIL(sy_to_device(sx, cap, &ct[0]));
    SY_OK_OR_FAIL(sy_to_device(sw, cap, &ct[1]));
    SY_OK_OR_FAIL(sy_mul(ct[0], ct[1], &ct[2]));
    SY_OK_OR_FAIL(sy_exp(ct[2], &ct[3]));
    sy_graph *g = NULL;
    if (mode != MODE_COMPLETE) {
        const sy_tensor *bad[1] = {ct[2]}, *outs[1] = {ct[3]};
        g = gpoison;
        SY_EXPECT(SY_E_CAPTURE_INPUT_COMPUTED, sy_capture_complete(cap, bad, 1, outs, 1, &g));
        ck_assert_ptr_null(g);
    }
    if (mode != MODE_FAIL_ONLY) {
        const sy_tensor *ins[1] = {ct[0]}, *outs[1] = {ct[3]};
        SY_OK_OR_FAIL(sy_capture_complete(cap, ins, 1, outs, 1, &g));
        graph_counts(g, 1, 1, 2, 1, "release orders");
    }
    const bool completed = mode != MODE_FAIL_ONLY;
    bool gone = false;
    for (int step = 0; step < 3; step++) {
        switch (order[step]) {
        case 0:
            SY_OK_OR_FAIL(sy_capture_release(cap));
            SY_EXPECT(SY_E_NO_SUCH_DEVICE, sy_capture_counts(cap, NULL, NULL));
            break;
        case 1:
            sy_graph_release(g);
            g = NULL;
            break;
        default:
            for (int i = 0; i < 4; i++)
                sy_tensor_release(ct[i]);
            break;
        }
        if (order[step] == 0)
            gone = true;
        if (order[step] == 2)
            memset(ct, 0, sizeof ct);
        if (g) {
            sy_tensor *r = NULL;
            const sy_tensor *rin[1] = {sx};
            SY_OK_OR_FAIL(sy_graph_run(g, cpu0, rin, 1, &r, 1));
            assert_same(r, want, cpu0, "replay between releases");
            sy_tensor_release(r);
        }
        const bool tensors = ct[0] != NULL;
        const sy_status fail = gone ? SY_E_NO_SUCH_DEVICE
                               : completed ? SY_E_CAPTURE_COMPLETE_TWICE
                               : tensors ? SY_E_CAPTURE_INPUT_COMPUTED
                                         : SY_E_CAPTURE_UNKNOWN;
        const sy_tensor *bad_in[1] = {ct[2]}, *outs[1] = {tensors ? ct[3] : sx};
        sy_ck_leak before = sy_ck_leak_snap();
        sy_graph *fg = gpoison;
        SY_EXPECT(fail, sy_capture_complete(cap, tensors ? bad_in : NULL, tensors ? 1 : 0, outs, 1, &fg));
        ck_assert_ptr_null(fg);
        SY_CK_NO_LEAK(before);
    }
    sy_tensor *rel[] = {sx, sw, e1, want};
    for (size_t i = 0; i < COUNT(rel); i++)
        sy_tensor_release(rel[i]);
    SY_CK_NO_LEAK(snap);
}
END_TEST

/* Host allocation failures during sy_capture_complete, n = 0, 1, ... until
 * it succeeds: OUT_OF_MEMORY, *out NULL, nothing leaked, and the device not
 * completed (the next attempt may succeed). */
START_TEST(test_complete_alloc_failures)
{
    sy_ck_leak snap = sy_ck_leak_snap();
    fixture f;
    fixture_make(&f);
    const sy_tensor *ins[2] = {f.x, f.w}, *outs[2] = {f.z, f.y};
    int failures = 0;
    sy_graph *g = NULL;
    for (long n = 0; n < 100; n++) {
        sy_ck_leak before = sy_ck_leak_snap();
        g = gpoison;
        sy__host_fail_after(n);
        sy_status st = sy_capture_complete(f.c, ins, 2, outs, 2, &g);
        sy__host_fail_after(-1);
        if (st == SY_OK)
            break;
        ck_assert_msg(st == SY_E_OUT_OF_MEMORY, "failure %ld: %s: %s", n, sy_status_name(st), sy_last_error());
        ck_assert_msg(strncmp(sy_last_error(), "sy_capture_complete: ", 21) == 0, "failure %ld: \"%s\"", n,
                      sy_last_error());
        ck_assert_msg(g == NULL, "failure %ld: *out is not NULL", n);
        SY_CK_NO_LEAK(before);
        capture_counts(f.c, 2, 2, "after a failed completion");
        failures++;
        g = NULL;
    }
    ck_assert_msg(g != NULL && g != gpoison, "completion still failing after 100 injected failures");
    ck_assert_msg(failures > 0, "no allocation of sy_capture_complete could be made to fail");
    graph_counts(g, 2, 2, 2, 0, "completed after the failures");
    sy_graph_release(g);
    fixture_free(&f);
    SY_CK_NO_LEAK(snap);
}
END_TEST

/* Runs the MLP graph on dev with the n-th next failure of `kind` armed (-1:
 * host allocations, else a SY_SIM_FAIL_* kind). */
static sy_status run_armed(const sy_graph *g, sy_device dev, const sy_tensor *x, int kind, long n, sy_tensor **outs)
{
    const sy_tensor *ins[1] = {x};
    if (kind < 0)
        sy__host_fail_after(n);
#if SY_WITH_SIM
    else
        sy_k_sim_fail_after(kind, n);
#endif
    sy_status st = sy_graph_run(g, dev, ins, 1, outs, 2);
    sy__host_fail_after(-1);
#if SY_WITH_SIM
    if (kind >= 0)
        sy_k_sim_fail_after(kind, -1);
#endif
    return st;
}

/* _i: device. Failures injected into sy_graph_run of the MLP (input given
 * on cpu:0), n = 0, 1, ... until it succeeds: host allocations everywhere,
 * and on sim its allocations, reads and writes. Each failure: the expected
 * status, a detail naming sy_graph_run, every output NULL, nothing leaked. */
START_TEST(test_run_failures)
{
    const sy_device dev = g_devs[_i];
    char ds[SY__DEVICE_STR_MAX];
    dev_str(dev, ds, sizeof ds);
    sy_ck_leak snap = sy_ck_leak_snap();
    sy_graph *g = mlp_graph();
    sy_tensor *x = rand_on(SY_DTYPE_F32, mlp_x_shape, 2, SY_CK_DATA_ANY, 77, cpu0);
    sy_tensor *want[2] = {NULL, NULL};
    SY_OK_OR_FAIL(run_armed(g, dev, x, -1, -1, want));
    int kinds[4] = {-1}, n_kinds = 1;
    sy_status wants[4] = {SY_E_OUT_OF_MEMORY};
#if SY_WITH_SIM
    if (dev.backend == SY_BACKEND_SIM) {
        kinds[1] = SY_SIM_FAIL_ALLOC, wants[1] = SY_E_OUT_OF_MEMORY;
        kinds[2] = SY_SIM_FAIL_READ, wants[2] = SY_E_TRANSFER_FAILED;
        kinds[3] = SY_SIM_FAIL_WRITE, wants[3] = SY_E_TRANSFER_FAILED;
        n_kinds = 4;
    }
#endif
    for (int k = 0; k < n_kinds; k++) {
        int failures = 0;
        bool done = false;
        for (long n = 0; n < 400 && !done; n++) {
            sy_tensor *outs[2] = {poison, poison};
            sy_ck_leak before = sy_ck_leak_snap();
            sy_status st = run_armed(g, dev, x, kinds[k], n, outs);
            if (st == SY_OK) {
                assert_same(outs[0], want[0], dev, "after the failures");
                assert_same(outs[1], want[1], dev, "after the failures");
                sy_tensor_release(outs[0]);
                sy_tensor_release(outs[1]);
                done = true;
                break;
            }
            ck_assert_msg(st == wants[k], "%s, kind %d, failure %ld: %s (want %s): %s", ds, kinds[k], n,
                          sy_status_name(st), sy_status_name(wants[k]), sy_last_error());
            ck_assert_msg(strncmp(sy_last_error(), "sy_graph_run: ", 14) == 0, "%s, kind %d, failure %ld: \"%s\"", ds,
                          kinds[k], n, sy_last_error());
            ck_assert_msg(outs[0] == NULL && outs[1] == NULL, "%s, failure %ld: outputs not NULL", ds, n);
            SY_CK_NO_LEAK(before);
            failures++;
        }
        ck_assert_msg(done, "%s, kind %d: still failing after 400 injected failures", ds, kinds[k]);
        ck_assert_msg(failures > 0, "%s, kind %d: nothing could be made to fail", ds, kinds[k]);
    }
    sy_tensor_release(want[0]);
    sy_tensor_release(want[1]);
    sy_tensor_release(x);
    sy_graph_release(g);
    SY_CK_NO_LEAK(snap);
}
END_TEST

/* ==== builds without the capture backend ============================================================ */

START_TEST(test_capture_disabled)
{
    sy_device d = cpu0;
    SY_EXPECT(SY_E_BACKEND_DISABLED, sy_capture_new(&d));
    ck_assert_str_eq(sy_ck_detail(SY_E_BACKEND_DISABLED), "sy_capture_new: the capture backend is not compiled in "
                     "(SY_WITH_CAPTURE=0); rebuild with SY_WITH_CAPTURE=1, or in a vendored copy vendor again with "
                     "BACKENDS=\"... capture\"");
}
END_TEST

Suite *suite_graph(void)
{
    Suite *s = suite_create("graph");
    g_ndev = sy_ck_devices(g_devs, SY_CK_MAX_DEVICES);
    TCase *tc = tcase_create("graph");
    if (!sy_backend_enabled(SY_BACKEND_CAPTURE)) {
        tcase_add_test(tc, test_capture_disabled);
        suite_add_tcase(s, tc);
        return s;
    }
    g_njobs = 0;
    for (int op = 0; op < SY_OP_COUNT; op++) {
        if (!sy_ck_op_sampled((sy_op)op) || sy__op_table[op].values)
            continue; /* data-dependent shapes: refused by a capture (check_capture), loaded in test_sized_graphs */
        g_jobs[g_njobs++] = (replay_job){(sy_op)op, false};
        if (sy__op_table[op].n_in > 0) /* fills have no inputs to keep as constants */
            g_jobs[g_njobs++] = (replay_job){(sy_op)op, true};
    }
    tcase_set_timeout(tc, 120);
    tcase_add_loop_test(tc, test_replay_matches_eager, 0, g_njobs);
    tcase_add_loop_test(tc, test_mlp_replays, 0, g_ndev);
    tcase_add_test(tc, test_concurrent_replays);
    tcase_add_loop_test(tc, test_completion_errors, 0, (int)COUNT(completion_rows));
    tcase_add_test(tc, test_capture_closed);
    tcase_add_test(tc, test_replay_errors);
    tcase_add_test(tc, test_replay_fails_at_run_time);
    tcase_add_test(tc, test_constants);
    tcase_add_test(tc, test_dead_nodes);
    tcase_add_loop_test(tc, test_peak_bytes, 0, (int)COUNT(peak_cases) * g_ndev);
    tcase_add_test(tc, test_write_text);
    tcase_add_test(tc, test_write_dot);
    tcase_add_test(tc, test_write_errors);
    tcase_add_test(tc, test_capture_moves);
    tcase_add_loop_test(tc, test_release_orders, 0, N_MODES * 6);
    tcase_add_test(tc, test_complete_alloc_failures);
    tcase_add_loop_test(tc, test_run_failures, 0, g_ndev);
    suite_add_tcase(s, tc);
    return s;
}
