/* The MPI layer's collectives on every dtype and every device of the build,
 * run under mpirun (make test-mpi: -np 2 and -np 4).
 *
 * No rank gathers anything for its reference: each rank's contribution is a
 * formula of (rank, element, op), so every rank computes what all the others
 * hold and folds them in double. The values are small integers and halves,
 * exact in every dtype (f16 and bf16 included) and in every order of
 * summation, so results must equal the reference bit for bit. The dtypes and
 * devices come from the generated tables (sy_backend_*, SY_DTYPE_COUNT).
 * Then the faults: ranks that disagree on shape, dtype or root, a rank that
 * refuses its own arguments; every rank must get the same status, and the
 * job goes on. Then the deadline (SY_MPI_TIMEOUT): a rank that comes late
 * past it makes the others name it, through the stall hook instead of
 * MPI_Abort. Rank 0 prints one summary line; the exit status is 1 when any
 * rank found a failure.
 *
 * `check_mpi --kill R` and `check_mpi --stop R` (tests/mpi/faults.sh): every
 * rank loops over sy_all_reduce and rank R, in the middle, kills itself with
 * SIGKILL or stops with SIGSTOP; the job must end, non-zero, within a bound,
 * naming the rank. */
#define _POSIX_C_SOURCE 200809L /* nanosleep, setenv */
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "switchyard.h"
#include "sy_half.h"
#include "sy_internal.h" /* the allocation and device failure hooks */
#include "sy_mpi.h"

static int me, size;
static long checks, failures;

#define FAIL(...)                                                                                                      \
    do {                                                                                                               \
        failures++;                                                                                                    \
        fprintf(stderr, "rank %d: ", me);                                                                              \
        fprintf(stderr, __VA_ARGS__);                                                                                  \
        fprintf(stderr, "\n");                                                                                         \
    } while (0)

static void store(void *p, sy_dtype dt, double v)
{
    switch (dt) {
#define X(E, ctype, sfx, CAT, sz, onnx)                                                                                \
    case SY_DTYPE_##E:                                                                                                 \
        if (sy_dtype_is_float(dt))                                                                                     \
            sy__float_store(p, onnx, v);                                                                               \
        else {                                                                                                         \
            ctype c = (ctype)v;                                                                                        \
            memcpy(p, &c, sizeof c);                                                                                   \
        }                                                                                                              \
        break;
        SY_DTYPE_MAP(X)
#undef X
    default:
        break;
    }
}

static bool is_unsigned(sy_dtype dt)
{
    switch (dt) {
#define X(E, ctype, sfx, CAT, sz, onnx)                                                                                \
    case SY_DTYPE_##E:                                                                                                 \
        return (ctype)-1 > (ctype)0;
        SY_DTYPE_MAP(X)
#undef X
    default:
        return false;
    }
}

/* Rank r's element i for reduction op (the same formula on every rank). */
static double value(sy_dtype dt, int r, int64_t i, sy_reduce_op op)
{
    const int64_t k = r * 7 + i * 3;
    if (sy_dtype_is_bool(dt))
        return (k % 3) != 0;
    if (op == SY_REDUCE_PROD) { /* |product| <= 2^4 over 4 ranks */
        static const double f[] = {1, 2, -1, 0.5}, u[] = {1, 2, 1, 3};
        const double v = sy_dtype_is_float(dt) ? f[k % 4] : is_unsigned(dt) ? u[k % 4] : f[k % 3];
        return v;
    }
    if (is_unsigned(dt))
        return (double)(k % 9);
    return sy_dtype_is_float(dt) ? (double)(k % 9 - 4) * 0.5 : (double)(k % 9 - 4);
}

static double fold(sy_dtype dt, sy_reduce_op op, double a, double b)
{
    if (sy_dtype_is_bool(dt))
        return (op == SY_REDUCE_SUM || op == SY_REDUCE_MAX) ? (a != 0 || b != 0) : (a != 0 && b != 0);
    switch (op) {
    case SY_REDUCE_SUM:
    case SY_REDUCE_MEAN:
        return a + b;
    case SY_REDUCE_MAX:
        return a > b ? a : b;
    case SY_REDUCE_MIN:
        return a < b ? a : b;
    default:
        return a * b;
    }
}

static sy_tensor *make(sy_dtype dt, const int64_t *shape, int rank, sy_device dev, double (*f)(sy_dtype, int64_t,
                                                                                                  int), int arg)
{
    int64_t n = 1;
    for (int i = 0; i < rank; i++)
        n *= shape[i];
    const size_t es = sy_dtype_size(dt);
    char *buf = calloc((size_t)n + 1, es);
    for (int64_t i = 0; i < n; i++)
        store(buf + (size_t)i * es, dt, f(dt, i, arg));
    sy_tensor *t = NULL;
    sy_status st = sy_tensor_from_data(buf, dt, shape, rank, dev, &t);
    free(buf);
    if (st != SY_OK)
        FAIL("sy_tensor_from_data(%s): %s", sy_dtype_name(dt), sy_last_error());
    return t;
}

/* compares t (shape and bytes) with the reference ref(i) */
static void expect(const char *what, sy_tensor *t, sy_dtype dt, const int64_t *shape, int rank,
                   double (*ref)(sy_dtype, int64_t, int), int arg, const char *dev)
{
    checks++;
    if (t == NULL) {
        FAIL("%s %s on %s: no result", what, sy_dtype_name(dt), dev);
        return;
    }
    if (sy_tensor_dtype(t) != dt || sy_tensor_rank(t) != rank ||
        memcmp(sy_tensor_shape(t), shape, sizeof(int64_t) * (size_t)rank) != 0) {
        FAIL("%s %s on %s: result of another dtype or shape", what, sy_dtype_name(dt), dev);
        return;
    }
    const size_t es = sy_dtype_size(dt), nb = sy_tensor_nbytes(t);
    char *got = malloc(nb + 1), *want = calloc(nb + 1, 1);
    if (sy_tensor_to_data(t, got, nb) != SY_OK) {
        FAIL("%s %s on %s: sy_tensor_to_data: %s", what, sy_dtype_name(dt), dev, sy_last_error());
    } else {
        const int64_t n = sy_tensor_numel(t);
        for (int64_t i = 0; i < n; i++)
            store(want + (size_t)i * es, dt, ref(dt, i, arg));
        for (int64_t i = 0; i < n; i++)
            if (memcmp(got + (size_t)i * es, want + (size_t)i * es, es) != 0) {
                FAIL("%s %s on %s: element %lld differs from the single-process reference", what, sy_dtype_name(dt),
                     dev, (long long)i);
                break;
            }
    }
    free(got);
    free(want);
}

/* ---- the formulas of each collective ---------------------------------- */

static double mine_for(sy_dtype dt, int64_t i, int op) { return value(dt, me, i, (sy_reduce_op)op); }

static double all_reduce_ref(sy_dtype dt, int64_t i, int op)
{
    double acc = value(dt, 0, i, (sy_reduce_op)op);
    for (int r = 1; r < size; r++)
        acc = fold(dt, (sy_reduce_op)op, acc, value(dt, r, i, (sy_reduce_op)op));
    return op == SY_REDUCE_MEAN ? acc / size : acc;
}

static double bcast_ref(sy_dtype dt, int64_t i, int root) { return value(dt, root, i, SY_REDUCE_SUM); }

static double gather_ref(sy_dtype dt, int64_t i, int n)
{
    return value(dt, (int)(i / n), i % n, SY_REDUCE_SUM);
}

/* reduce_scatter: rank r's x[j][i] is value(r, j * n + i); rank me gets row me */
static double rs_mine(sy_dtype dt, int64_t i, int op) { return value(dt, me, i, (sy_reduce_op)op); }

static double rs_ref(sy_dtype dt, int64_t i, int packed)
{
    const int op = packed & 7, n = packed >> 3;
    const int64_t j = me * (int64_t)n + i;
    double acc = value(dt, 0, j, (sy_reduce_op)op);
    for (int r = 1; r < size; r++)
        acc = fold(dt, (sy_reduce_op)op, acc, value(dt, r, j, (sy_reduce_op)op));
    return op == SY_REDUCE_MEAN ? acc / size : acc;
}

static double from_rank(sy_dtype dt, int64_t i, int r) { return value(dt, r, i, SY_REDUCE_SUM); }

static void status_is(const char *what, sy_status got, sy_status want)
{
    checks++;
    if (got != want)
        FAIL("%s: %s, expected %s (%s)", what, sy_status_name(got), sy_status_name(want), sy_last_error());
}

/* ---- gradients: every rank seeds its own loss <c_r, y_r>; the gradient
 * of x is the global loss's, sum over r of <c_r, y_r>, computed here from
 * every rank's values in one process ---------------------------------- */

static sy_op g_op;        /* the collective differentiated */
static int g_rop, g_n;    /* its reduction; one rank's slice (reduce_scatter) or x's size (all_gather) */

static double seed_of(int r, int64_t i) { return (r + 1) * 0.25 + (double)(i % 3) * 0.5; }
static double my_seed(sy_dtype dt, int64_t i, int arg) { (void)dt, (void)arg; return seed_of(me, i); }

/* rank r's x[i] for the collective under test (reduce_scatter: its [size, n] flattened) */
static double x_of(sy_dtype dt, int r, int64_t i) { return value(dt, r, i, (sy_reduce_op)g_rop); }

static double grad_ref(sy_dtype dt, int64_t i, int arg)
{
    (void)arg;
    double s = 0;
    switch (g_op) {
    case SY_OP_ALL_GATHER: /* y_r[s][j] = x_s[j]: the seeds of slice me on every rank */
        for (int r = 0; r < size; r++)
            s += seed_of(r, me * (int64_t)g_n + i);
        return s;
    case SY_OP_BROADCAST: /* root size - 1 */
        for (int r = 0; r < size; r++)
            s += seed_of(r, i);
        return me == size - 1 ? s : 0;
    case SY_OP_REDUCE_SCATTER: { /* x [size, n]: element (r, j) reaches rank r's y[j] */
        const int r = (int)(i / g_n);
        const int64_t j = i % g_n;
        s = seed_of(r, j);
        break;
    }
    default: /* all_reduce */
        for (int r = 0; r < size; r++)
            s += seed_of(r, i);
        break;
    }
    double y = x_of(dt, 0, i), others = 1;
    for (int r = 1; r < size; r++)
        y = fold(dt, (sy_reduce_op)g_rop, y, x_of(dt, r, i));
    for (int r = 0; r < size; r++)
        if (r != me)
            others *= x_of(dt, r, i);
    switch (g_rop) {
    case SY_REDUCE_MEAN:
        return s / size;
    case SY_REDUCE_MAX:
    case SY_REDUCE_MIN:
        return x_of(dt, me, i) == y ? s : 0;
    case SY_REDUCE_PROD:
        return s * others;
    default:
        return s;
    }
}

static void run_grad(sy_op o, int rop, sy_comm *comm, sy_device dev, sy_dtype dt, const char *name)
{
    const int64_t shape[2] = {3, 5}, rs_shape[2] = {size, 15};
    const bool scatter = o == SY_OP_REDUCE_SCATTER;
    g_op = o;
    g_rop = rop;
    g_n = 15;
    sy_tensor *x = scatter ? make(dt, rs_shape, 2, dev, rs_mine, rop) : make(dt, shape, 2, dev, mine_for, rop);
    sy_tensor *w = NULL, *y = NULL, *seed = NULL, *g = NULL;
    sy_grads *grads = NULL;
    char what[96];
    snprintf(what, sizeof what, "the gradient of %s %d", sy_op_name(o), rop);
    sy_status st = sy_track(x, sy_device_autodiff(dev, SY_CHECKPOINT_NONE), &w);
    if (st == SY_OK)
        st = o == SY_OP_ALL_REDUCE ? sy_all_reduce(w, comm, rop, &y)
             : scatter             ? sy_reduce_scatter(w, comm, rop, &y)
             : o == SY_OP_BROADCAST ? sy_broadcast(w, comm, size - 1, &y)
                                    : sy_all_gather(w, comm, &y);
    if (st == SY_OK)
        seed = make(dt, sy_tensor_shape(y), sy_tensor_rank(y), dev, my_seed, 0);
    if (st == SY_OK)
        st = sy_backward_ex(y, seed, 0, &grads);
    if (st == SY_OK)
        st = sy_grad(grads, w, &g);
    if (st != SY_OK)
        FAIL("%s %s on %s: %s", what, sy_dtype_name(dt), name, sy_last_error());
    else
        expect(what, g, dt, scatter ? rs_shape : shape, 2, grad_ref, 0, name);
    sy_tensor_release(g);
    sy_grads_release(grads);
    sy_tensor_release(seed);
    sy_tensor_release(y);
    sy_tensor_release(w);
    sy_tensor_release(x);
}

/* Whether op takes a communicator: the collectives of the generated table. */
static bool is_collective(sy_op op)
{
    for (int k = 0; k < sy__op_table[op].n_attrs; k++)
        if (sy__op_table[op].attrs[k].kind == SY__ATTR_COMM)
            return true;
    return false;
}

/* One collective on one dtype and device against every rank's formula; an
 * op of the table without a case here fails. */
static void run_op(sy_op o, sy_comm *comm, sy_device dev, sy_dtype dt, const char *name)
{
    const int64_t shape[2] = {3, 5};
    const int n = 15;
    switch (o) {
    case SY_OP_ALL_REDUCE:
    case SY_OP_REDUCE_SCATTER:
        for (int op = SY_REDUCE_SUM; op <= SY_REDUCE_PROD; op++) {
            const bool scatter = o == SY_OP_REDUCE_SCATTER;
            const int64_t rs_shape[2] = {size, n};
            sy_tensor *x = scatter ? make(dt, rs_shape, 2, dev, rs_mine, op) : make(dt, shape, 2, dev, mine_for, op);
            sy_tensor *y = NULL;
            sy_status st = scatter ? sy_reduce_scatter(x, comm, op, &y) : sy_all_reduce(x, comm, op, &y);
            if (op == SY_REDUCE_MEAN && !sy_dtype_is_float(dt)) {
                status_is("mean of a non-float", st, SY_E_DTYPE_UNSUPPORTED);
            } else if (st != SY_OK) {
                FAIL("%s %d %s on %s: %s", sy_op_name(o), op, sy_dtype_name(dt), name, sy_last_error());
            } else if (scatter) {
                const int64_t out_shape[1] = {n};
                expect("reduce_scatter", y, dt, out_shape, 1, rs_ref, op | (n << 3), name);
            } else {
                expect("all_reduce", y, dt, shape, 2, all_reduce_ref, op, name);
                checks++;
                if (!sy_device_eq(sy_tensor_device(y), dev))
                    FAIL("all_reduce: the result is not on %s", name);
            }
            sy_tensor_release(y);
            sy_tensor_release(x);
            if (sy_dtype_is_float(dt) && sy__op_table[o].differentiable)
                run_grad(o, op, comm, dev, dt, name);
        }
        return;
    case SY_OP_BROADCAST: { /* from the last rank */
        sy_tensor *x = make(dt, shape, 2, dev, mine_for, SY_REDUCE_SUM), *y = NULL;
        if (sy_broadcast(x, comm, size - 1, &y) != SY_OK)
            FAIL("broadcast %s on %s: %s", sy_dtype_name(dt), name, sy_last_error());
        else
            expect("broadcast", y, dt, shape, 2, bcast_ref, size - 1, name);
        sy_tensor_release(y);
        sy_tensor_release(x);
        if (sy_dtype_is_float(dt) && sy__op_table[o].differentiable)
            run_grad(o, 0, comm, dev, dt, name);
        return;
    }
    case SY_OP_ALL_GATHER: { /* a new leading axis */
        sy_tensor *x = make(dt, shape, 2, dev, mine_for, SY_REDUCE_SUM), *y = NULL;
        if (sy_all_gather(x, comm, &y) != SY_OK) {
            FAIL("all_gather %s on %s: %s", sy_dtype_name(dt), name, sy_last_error());
        } else {
            const int64_t g_shape[3] = {size, 3, 5};
            expect("all_gather", y, dt, g_shape, 3, gather_ref, n, name);
        }
        sy_tensor_release(y);
        sy_tensor_release(x);
        if (sy_dtype_is_float(dt) && sy__op_table[o].differentiable)
            run_grad(o, 0, comm, dev, dt, name);
        return;
    }
    case SY_OP_ALL_REDUCE_BACKWARD: /* the gradient ops: run by run_grad of all_reduce, broadcast, */
    case SY_OP_BROADCAST_BACKWARD:  /* all_gather (reduce_scatter of the gradient) and reduce_scatter */
    case SY_OP_REDUCE_SCATTER_BACKWARD:
        return;
    default:
        FAIL("%s takes a communicator but check_mpi.c has no reference for it", sy_op_name(o));
    }
}

static void run_device(sy_comm *comm, sy_device dev, sy_backend b)
{
    char name[64];
    sy_device_format(dev, name, sizeof name);
    const int64_t shape[2] = {3, 5};
    for (int d = 0; d < SY_DTYPE_COUNT; d++) {
        const sy_dtype dt = (sy_dtype)d;
        if (!sy_backend_stores(b, dt))
            continue;
        /* every op of the generated table with a communicator, on this dtype and device */
        for (int o = 0; o < SY_OP_COUNT; o++)
            if (is_collective((sy_op)o) && sy_op_takes_dtype((sy_op)o, dt))
                run_op((sy_op)o, comm, dev, dt, name);
        sy_tensor *x = make(dt, shape, 2, dev, mine_for, SY_REDUCE_SUM), *y = NULL;
        /* send and recv around the ring: even ranks send first */
        if (size > 1) {
            const int next = (me + 1) % size, prev = (me + size - 1) % size;
            sy_status s1, s2;
            if (me % 2 == 0) {
                s1 = sy_send(x, comm, next, 7);
                s2 = sy_recv(comm, prev, 7, dev, &y);
            } else {
                s2 = sy_recv(comm, prev, 7, dev, &y);
                s1 = sy_send(x, comm, next, 7);
            }
            if (s1 != SY_OK || s2 != SY_OK)
                FAIL("send/recv %s on %s: %s", sy_dtype_name(dt), name, sy_last_error());
            else
                expect("send/recv", y, dt, shape, 2, from_rank, prev, name);
            sy_tensor_release(y);
        }
        sy_tensor_release(x);
    }
}

#if SY_WITH_CAPTURE
/* A captured collective is a node; each replay communicates again, with the
 * replay's inputs, and equals the eager call. A saved graph cannot hold a
 * communicator: sy_graph_save refuses the graph, and the loader a node of
 * a collective in a file. */
static void run_capture(sy_comm *comm, sy_device dev)
{
    sy_device cap;
    if (sy_capture_new(&cap) != SY_OK) {
        FAIL("sy_capture_new: %s", sy_last_error());
        return;
    }
    const int64_t shape[2] = {2, 3};
    sy_tensor *x = make(SY_DTYPE_F32, shape, 2, dev, mine_for, 0), *xc = NULL, *s = NULL, *g = NULL;
    sy_graph *graph = NULL;
    sy_status st = sy_to_device(x, cap, &xc);
    if (st == SY_OK)
        st = sy_all_reduce(xc, comm, SY_REDUCE_SUM, &s);
    if (st == SY_OK)
        st = sy_all_gather(s, comm, &g);
    const sy_tensor *ins[1] = {xc}, *outs[1] = {g};
    if (st == SY_OK)
        st = sy_capture_complete(cap, ins, 1, outs, 1, &graph);
    status_is("capture of all_reduce then all_gather", st, SY_OK);
    for (int round = 0; graph && round < 2; round++) {
        /* each replay's input differs: rank r's x plus the round */
        sy_tensor *in = NULL, *got = NULL, *s2 = NULL, *want = NULL, *k = NULL;
        const float add = (float)round;
        const int64_t none[1] = {0};
        st = sy_tensor_from_data(&add, SY_DTYPE_F32, none, 0, dev, &k);
        if (st == SY_OK)
            st = sy_add(x, k, &in);
        const sy_tensor *rin[1] = {in};
        if (st == SY_OK)
            st = sy_graph_run(graph, dev, rin, 1, &got, 1);
        if (st == SY_OK)
            st = sy_all_reduce(in, comm, SY_REDUCE_SUM, &s2);
        if (st == SY_OK)
            st = sy_all_gather(s2, comm, &want);
        status_is("replay of the captured collectives", st, SY_OK);
        checks++;
        float a[4 * 6 * 4], w[4 * 6 * 4];
        const size_t bytes = sizeof(float) * 6 * (size_t)size;
        if (st == SY_OK && (size > 4 || sy_tensor_to_data(got, a, bytes) != SY_OK ||
                            sy_tensor_to_data(want, w, bytes) != SY_OK || memcmp(a, w, bytes) != 0))
            FAIL("replay %d of all_reduce then all_gather differs from the eager calls", round);
        sy_tensor_release(k);
        sy_tensor_release(in);
        sy_tensor_release(got);
        sy_tensor_release(s2);
        sy_tensor_release(want);
    }
    if (graph) {
        FILE *f = tmpfile();
        status_is("sy_graph_save of a collective", f ? sy_graph_save(graph, f) : SY_E_IO_ERROR, SY_E_UNSUPPORTED);
        checks++;
        if (!strstr(sy_last_error(), "all_reduce") || !strstr(sy_last_error(), "communicator"))
            FAIL("the refusal does not name the node's op and its communicator: %s", sy_last_error());
        if (f && ftell(f) != 0)
            FAIL("a refused sy_graph_save wrote %ld bytes", ftell(f));
        if (f)
            fclose(f);
        status_is("sy_graph_save_path of a collective", sy_graph_save_path(graph, "/nonexistent/g.sy"),
                  SY_E_UNSUPPORTED);
    }
    sy_graph_release(graph);
    sy_tensor_release(g);
    sy_tensor_release(s);
    sy_tensor_release(xc);
    sy_tensor_release(x);
    sy_capture_release(cap);
}
#endif

/* Faults: every rank must return the same status, then the job goes on. */
static void run_faults(sy_comm *comm)
{
    sy_device dev;
    if (sy_device_default(&dev) != SY_OK)
        return;
    /* rank 1 has one more column */
    const int64_t shape[2] = {2, 3 + (me == 1)};
    sy_tensor *x = make(SY_DTYPE_F32, shape, 2, dev, mine_for, 0), *y = NULL;
    sy_status st = sy_all_reduce(x, comm, SY_REDUCE_SUM, &y);
    /* one rank alone (no mpirun) has nobody to disagree with */
    status_is("all_reduce of mismatched shapes", st, size > 1 ? SY_E_SHAPE_MISMATCH : SY_OK);
    checks++;
    if (st == SY_E_SHAPE_MISMATCH && (!strstr(sy_last_error(), "rank 1 f32[2, 4]") ||
                                      !strstr(sy_last_error(), "sy_all_reduce")))
        FAIL("the mismatch's detail does not name the op and rank 1's shape: %s", sy_last_error());
    if (me == 0 && size > 1)
        printf("mpi: shape mismatch, every rank: %s\n", sy_last_error());
    if (y && size > 1)
        FAIL("a refused all_reduce left a result");
    sy_tensor_release(y);
    y = NULL;
    sy_tensor_release(x);
    /* rank 1 has another dtype */
    const int64_t same[2] = {2, 3};
    x = make(me == 1 ? SY_DTYPE_I32 : SY_DTYPE_F32, same, 2, dev, mine_for, 0);
    status_is("all_gather of mismatched dtypes", sy_all_gather(x, comm, &y), size > 1 ? SY_E_DTYPE_MISMATCH : SY_OK);
    sy_tensor_release(y);
    y = NULL;
    sy_tensor_release(x);
    /* ranks disagree on the root */
    x = make(SY_DTYPE_F32, same, 2, dev, mine_for, 0);
    status_is("broadcast with two roots", sy_broadcast(x, comm, me == 1 ? 0 : size - 1, &y),
              size > 1 ? SY_E_INVALID_ARGUMENT : SY_OK);
    sy_tensor_release(y);
    y = NULL;
    /* rank 0 refuses its own arguments (a root out of range): every rank gets it */
    status_is("broadcast with a bad root on rank 0", sy_broadcast(x, comm, me == 0 ? size : 0, &y),
              SY_E_INVALID_ARGUMENT);
    /* a leading axis that is not the communicator's size */
    status_is("reduce_scatter of a wrong leading axis", sy_reduce_scatter(x, comm, SY_REDUCE_SUM, &y),
              size == 2 ? SY_OK : SY_E_SHAPE_MISMATCH);
    sy_tensor_release(y);
    y = NULL;
#if SY_WITH_CAPTURE
    run_capture(comm, dev);
#endif
    /* a strided input is staged, and the job goes on after every refusal */
    sy_tensor *t = NULL;
    if (sy_transpose(x, 0, 1, &t) == SY_OK) {
        st = sy_all_reduce(t, comm, SY_REDUCE_MAX, &y);
        if (st != SY_OK) {
            FAIL("all_reduce after the refusals: %s", sy_last_error());
        } else {
            checks++;
            float got[6], want[6], src[6];
            sy_tensor_to_data(y, got, sizeof got);
            for (int i = 0; i < 6; i++) { /* t[i][j] = x[j][i]: element (i, j) of [3, 2] */
                const int r = i / 2, c = i % 2;
                double acc = value(SY_DTYPE_F32, 0, c * 3 + r, SY_REDUCE_SUM);
                for (int k = 1; k < size; k++)
                    acc = fold(SY_DTYPE_F32, SY_REDUCE_MAX, acc, value(SY_DTYPE_F32, k, c * 3 + r, SY_REDUCE_SUM));
                want[i] = (float)acc;
            }
            sy_tensor_to_data(t, src, sizeof src);
            if (memcmp(got, want, sizeof got) != 0)
                FAIL("all_reduce max of a transposed view differs from the reference");
        }
        sy_tensor_release(y);
        sy_tensor_release(t);
    }
    sy_tensor_release(x);
    status_is("barrier", sy_barrier(comm), SY_OK);
    status_is("send to oneself", sy_send(NULL, comm, me, 0), SY_E_INVALID_ARGUMENT);
}

/* Open MPI's MPI_Iallreduce algorithm (coll_libnbc_iallreduce_algorithm):
 * the layer starts a call of 4 MiB or more with the ring and puts the
 * variable back; a value the program set itself is left alone. The
 * variable is read and written here through the MPI tool interface, as a
 * program would. */
static int cvar_handle(MPI_T_cvar_handle *h)
{
    int idx = 0, count = 0;
    if (MPI_T_cvar_get_index("coll_libnbc_iallreduce_algorithm", &idx) != MPI_SUCCESS ||
        MPI_T_cvar_handle_alloc(idx, NULL, h, &count) != MPI_SUCCESS)
        return 0;
    return count == 1;
}

static void ring_sum(sy_comm *comm, const char *when)
{
    const int64_t n = (int64_t)1 << 20; /* f32: 4 MiB */
    float *v = malloc((size_t)n * sizeof *v), *got = malloc((size_t)n * sizeof *got);
    sy_tensor *x = NULL, *y = NULL;
    if (!v || !got) {
        FAIL("ring: out of memory");
        free(v);
        free(got);
        return;
    }
    for (int64_t i = 0; i < n; i++)
        v[i] = (float)((i % 1000) * (me + 1)); /* exact sums */
    checks++;
    if (sy_tensor_from_data(v, SY_DTYPE_F32, &n, 1, sy_device_of(SY_BACKEND_CPU, 0), &x) != SY_OK ||
        sy_all_reduce(x, comm, SY_REDUCE_SUM, &y) != SY_OK ||
        sy_tensor_to_data(y, got, (size_t)n * sizeof *got) != SY_OK) {
        FAIL("ring: sy_all_reduce of %lld f32 %s: %s", (long long)n, when, sy_last_error());
    } else {
        const float ranks = (float)(size * (size + 1) / 2);
        for (int64_t i = 0; i < n; i++)
            if (got[i] != (float)(i % 1000) * ranks) {
                FAIL("ring: sy_all_reduce of %lld f32 %s: element %lld is %g, want %g", (long long)n, when,
                     (long long)i, (double)got[i], (double)((float)(i % 1000) * ranks));
                break;
            }
    }
    sy_tensor_release(x);
    sy_tensor_release(y);
    free(v);
    free(got);
}

static void run_ring(sy_comm *comm)
{
    int provided = 0, value = -1;
    MPI_T_cvar_handle h;
    if (MPI_T_init_thread(MPI_THREAD_SERIALIZED, &provided) != MPI_SUCCESS) {
        FAIL("ring: MPI_T_init_thread failed");
        return;
    }
    if (!cvar_handle(&h)) { /* another MPI: the layer must claim nothing */
        checks++;
        if (sy__mpi_iallreduce_algorithm((int64_t)4 << 20) != -1)
            FAIL("ring: without coll_libnbc_iallreduce_algorithm, the layer claims an algorithm");
        if (me == 0)
            printf("mpi: this MPI has no coll_libnbc_iallreduce_algorithm: the ring is not chosen\n");
        MPI_T_finalize();
        return;
    }
    MPI_T_cvar_read(h, &value);
    checks++;
    if (value == 0) { /* Open MPI's default, "ignore": the layer picks, unless told not to */
        const char *env = getenv("SY_MPI_IALLREDUCE_RING");
        const int want = env && strcmp(env, "0") == 0 ? 0 : 1;
        if (sy__mpi_iallreduce_algorithm((int64_t)4 << 20) != want || sy__mpi_iallreduce_algorithm(4096) != 0)
            FAIL("ring: with the variable at 0, 4 MiB gives %d (want %d) and 4 KiB %d (want 0)",
                 sy__mpi_iallreduce_algorithm((int64_t)4 << 20), want, sy__mpi_iallreduce_algorithm(4096));
        ring_sum(comm, "with the ring");
        MPI_T_cvar_read(h, &value);
        checks++;
        if (value != 0)
            FAIL("ring: after a ring all_reduce the variable is %d, not put back to 0", value);
    }
    /* the program's own choice (binomial, 2) stays */
    const int before = value, binomial = 2;
    MPI_T_cvar_write(h, &binomial);
    checks++;
    if (sy__mpi_iallreduce_algorithm((int64_t)4 << 20) != 2)
        FAIL("ring: the program chose 2; the layer would start with %d",
             sy__mpi_iallreduce_algorithm((int64_t)4 << 20));
    ring_sum(comm, "with the program's binomial");
    MPI_T_cvar_read(h, &value);
    checks++;
    if (value != 2)
        FAIL("ring: the program's 2 became %d", value);
    MPI_T_cvar_write(h, &before);
    MPI_T_cvar_handle_free(&h);
    MPI_T_finalize();
}

/* Arguments refused by name: every rank passes the same bad argument, so
 * every rank must refuse (the collectives through the exchange). */
static void run_hostile(sy_comm *comm)
{
    int v;
    sy_device dev;
    if (sy_device_default(&dev) != SY_OK)
        return;
    status_is("sy_comm_world(NULL)", sy_comm_world(NULL), SY_E_INVALID_ARGUMENT);
    sy_comm *none = comm; /* overwritten with NULL by the refusal */
    status_is("sy_comm_from_mpi(MPI_COMM_NULL)", sy_comm_from_mpi(MPI_COMM_NULL, &none), SY_E_INVALID_ARGUMENT);
    checks++;
    if (none != NULL)
        FAIL("a refused sy_comm_from_mpi left *out");
    status_is("sy_comm_rank(NULL comm)", sy_comm_rank(NULL, &v), SY_E_INVALID_ARGUMENT);
    status_is("sy_comm_rank(NULL rank)", sy_comm_rank(comm, NULL), SY_E_INVALID_ARGUMENT);
    status_is("sy_comm_size(NULL size)", sy_comm_size(comm, NULL), SY_E_INVALID_ARGUMENT);
    status_is("sy_barrier(NULL)", sy_barrier(NULL), SY_E_INVALID_ARGUMENT);
    const int64_t shape[2] = {2, 3};
    sy_tensor *x = make(SY_DTYPE_F32, shape, 2, dev, mine_for, 0), *y = NULL;
    status_is("all_reduce out NULL", sy_all_reduce(x, comm, SY_REDUCE_SUM, NULL), SY_E_INVALID_ARGUMENT);
    status_is("all_reduce x NULL", sy_all_reduce(NULL, comm, SY_REDUCE_SUM, &y), SY_E_INVALID_ARGUMENT);
    status_is("all_reduce op 9", sy_all_reduce(x, comm, (sy_reduce_op)9, &y), SY_E_INVALID_ARGUMENT);
    status_is("reduce_scatter out NULL", sy_reduce_scatter(x, comm, SY_REDUCE_SUM, NULL), SY_E_INVALID_ARGUMENT);
    status_is("broadcast out NULL", sy_broadcast(x, comm, 0, NULL), SY_E_INVALID_ARGUMENT);
    status_is("all_gather out NULL", sy_all_gather(x, comm, NULL), SY_E_INVALID_ARGUMENT);
    status_is("all_gather NULL comm", sy_all_gather(x, NULL, &y), SY_E_INVALID_ARGUMENT);
    /* the gradient ops refuse what does not fit, on every rank (through the exchange) */
    const int64_t three[2] = {3, 2};
    sy_tensor *x3 = make(SY_DTYPE_F32, three, 2, dev, mine_for, 0);
    status_is("all_reduce_backward of shapes that do not fit", sy_all_reduce_backward(x, x3, x, comm, 0, &y),
              SY_E_SHAPE_MISMATCH);
    status_is("reduce_scatter_backward of an x without the ranks' axis",
              sy_reduce_scatter_backward(x, x, x, comm, SY_REDUCE_SUM, &y), SY_E_SHAPE_MISMATCH);
    status_is("broadcast_backward from root -1", sy_broadcast_backward(x, comm, -1, &y), SY_E_INVALID_ARGUMENT);
    const int64_t flat[1] = {6};
    sy_tensor *x6 = make(SY_DTYPE_F32, flat, 1, dev, mine_for, 0), *sc = make(SY_DTYPE_F32, flat, 0, dev, mine_for, 0);
    status_is("all_reduce_backward of a y of another rank", sy_all_reduce_backward(x, x, x6, comm, 0, &y),
              SY_E_SHAPE_MISMATCH);
    status_is("reduce_scatter of a scalar", sy_reduce_scatter(sc, comm, SY_REDUCE_SUM, &y), SY_E_SHAPE_MISMATCH);
    checks++;
    if (!strstr(sy_last_error(), "sy_reduce_scatter: x is a scalar"))
        FAIL("reduce_scatter of a scalar: %s", sy_last_error());
    sy_tensor_release(x6);
    sy_tensor_release(sc);
    status_is("all_reduce_backward of a NULL dy", sy_all_reduce_backward(NULL, x, x, comm, 0, &y),
              SY_E_INVALID_ARGUMENT);
    sy_tensor_release(x3);
    /* a communicator freed after a capture recorded it: the replay refuses it by name */
#if SY_WITH_CAPTURE
    sy_comm *brief = NULL;
    sy_device cap;
    sy_tensor *xc = NULL, *yc = NULL, *ro = NULL;
    sy_graph *graph = NULL;
    if (sy_comm_from_mpi(MPI_COMM_WORLD, &brief) == SY_OK && sy_capture_new(&cap) == SY_OK) {
        const sy_tensor *ins[1], *outs[1];
        if (sy_to_device(x, cap, &xc) == SY_OK && sy_all_reduce(xc, brief, SY_REDUCE_SUM, &yc) == SY_OK) {
            ins[0] = xc;
            outs[0] = yc;
            status_is("capture with a second communicator", sy_capture_complete(cap, ins, 1, outs, 1, &graph), SY_OK);
        }
        sy_comm_free(brief);
        const sy_tensor *rin[1] = {x};
        status_is("replay after sy_comm_free", graph ? sy_graph_run(graph, dev, rin, 1, &ro, 1) : SY_OK,
                  graph ? SY_E_INVALID_ARGUMENT : SY_OK);
        checks++;
        if (graph && !strstr(sy_last_error(), "was freed"))
            FAIL("the replay's refusal does not say the communicator was freed: %s", sy_last_error());
        sy_graph_release(graph);
        sy_tensor_release(ro);
        sy_tensor_release(yc);
        sy_tensor_release(xc);
        sy_capture_release(cap);
    }
#endif
    const int64_t eight[8] = {1, 1, 1, 1, 1, 1, 1, 2};
    sy_tensor *x8 = make(SY_DTYPE_F32, eight, 8, dev, mine_for, 0);
    status_is("all_gather of rank 8", sy_all_gather(x8, comm, &y), SY_E_UNSUPPORTED);
    sy_tensor_release(x8);
    status_is("send NULL x", sy_send(NULL, comm, (me + 1) % size, 0), SY_E_INVALID_ARGUMENT);
    status_is("send tag -1", sy_send(x, comm, (me + 1) % size, -1), SY_E_INVALID_ARGUMENT);
    if (size > 1) {
        /* send is a runtime function: a tracked x, or one on a capture
         * device, is refused before anything is sent (its detail says why) */
        sy_tensor *tracked = NULL;
#if SY_WITH_CAPTURE
        sy_tensor *cx = NULL;
#endif
        status_is("sy_track for send", sy_track(x, sy_device_autodiff(dev, SY_CHECKPOINT_NONE), &tracked), SY_OK);
        status_is("send a tracked x", sy_send(tracked, comm, (me + 1) % size, 0), SY_E_UNSUPPORTED);
        checks++;
        if (!strstr(sy_last_error(), "record no gradient"))
            FAIL("the refusal of a tracked x does not say send records no gradient: %s", sy_last_error());
#if SY_WITH_CAPTURE
        sy_device capd;
        if (sy_capture_new(&capd) == SY_OK) {
            status_is("x onto a capture device", sy_to_device(x, capd, &cx), SY_OK);
            status_is("send an x on a capture device", sy_send(cx, comm, (me + 1) % size, 0), SY_E_UNSUPPORTED);
            checks++;
            if (!strstr(sy_last_error(), "a capture does not record"))
                FAIL("the refusal of a captured x does not say a capture does not record send: %s", sy_last_error());
            sy_tensor_release(cx);
            sy_capture_release(capd);
        }
#endif
        sy_tensor_release(tracked);
    }
    status_is("recv out NULL", sy_recv(comm, (me + 1) % size, 0, dev, NULL), SY_E_INVALID_ARGUMENT);
    status_is("recv peer -1", sy_recv(comm, -1, 0, dev, &y), SY_E_INVALID_ARGUMENT);
    if (size > 1) {
        sy_device bad = dev;
        bad.index = 200; /* no such device */
        checks++;
        if (sy_recv(comm, (me + 1) % size, 0, bad, &y) == SY_OK)
            FAIL("sy_recv onto a device that does not exist");
    }
    sy_tensor_release(y);
    sy_tensor_release(x);
}

/* Injected failures: the n-th host allocation (or a device read) fails on
 * every rank alike, so every rank takes the same path; each call must
 * succeed or return OUT_OF_MEMORY / DEVICE_ERROR, and leak nothing. */
static void run_injected(sy_comm *comm, sy_device dev)
{
    const int64_t shape[2] = {size, 3};
    sy_tensor *x = make(SY_DTYPE_F32, shape, 2, dev, mine_for, 0);
    for (int which = 0; which < 4; which++)
        for (long n = 0; n < 4; n++) {
            sy_tensor *y = NULL;
            const long live = sy__host_live();
            sy__host_fail_after(n);
            sy_status st = which == 0   ? sy_all_reduce(x, comm, SY_REDUCE_MEAN, &y)
                           : which == 1 ? sy_reduce_scatter(x, comm, SY_REDUCE_SUM, &y)
                           : which == 2 ? sy_broadcast(x, comm, 0, &y)
                                        : sy_all_gather(x, comm, &y);
            sy__host_fail_after(-1);
            checks++;
            if (st != SY_OK && st != SY_E_OUT_OF_MEMORY)
                FAIL("collective %d with allocation %ld failing: %s", which, n, sy_last_error());
            if ((st == SY_OK) != (y != NULL))
                FAIL("collective %d with allocation %ld failing: result and status disagree", which, n);
            sy_tensor_release(y);
            if (sy__host_live() != live)
                FAIL("collective %d with allocation %ld failing leaks %ld blocks", which, n, sy__host_live() - live);
        }
    if (!sy_backend_is_host_memory((sy_backend)dev.backend)) {
        sy_tensor *y = NULL;
        sy__device_fail_after(SY__DEV_READ, 0);
        status_is("all_reduce with a device read failing", sy_all_reduce(x, comm, SY_REDUCE_SUM, &y),
                  SY_E_TRANSFER_FAILED);
        sy__device_fail_after(SY__DEV_READ, -1);
        sy_tensor_release(y);
    }
    /* recv out of memory: the values are taken off the wire, the next message reads right */
    if (size > 1 && me < 2) {
        sy_tensor *y = NULL;
        if (me == 0) {
            sy_send(x, comm, 1, 3);
            sy_send(x, comm, 1, 3);
        } else {
            sy__host_fail_after(0);
            status_is("recv out of memory", sy_recv(comm, 0, 3, dev, &y), SY_E_OUT_OF_MEMORY);
            sy__host_fail_after(-1);
            if (sy_recv(comm, 0, 3, dev, &y) != SY_OK)
                FAIL("recv after a recv out of memory: %s", sy_last_error());
            else
                expect("recv after a recv out of memory", y, SY_DTYPE_F32, shape, 2, from_rank, 0, "the default");
            sy_tensor_release(y);
        }
    }
    sy_tensor_release(x);
}

static int stalls;
static char stall_text[1024];

static void on_stall(const char *message)
{
    stalls++;
    snprintf(stall_text, sizeof stall_text, "%s", message);
}

/* The deadline: SY_MPI_TIMEOUT refused when it is not a number; a rank late
 * past the others' deadline is named by them as one that does not answer,
 * and the others as waiting in the same call; the call then completes. On 3
 * ranks or more, one of them (the relay) first waits in sy_recv for the
 * late rank: the others must name it as in sy_recv, and it them as in
 * sy_barrier. */
static void run_deadline(void)
{
    sy_comm *c = NULL;
    setenv("SY_MPI_TIMEOUT", "soon", 1);
    status_is("sy_comm_world with SY_MPI_TIMEOUT=soon", sy_comm_world(&c), SY_E_INVALID_ARGUMENT);
    checks++;
    if (c != NULL || !strstr(sy_last_error(), "SY_MPI_TIMEOUT=\"soon\""))
        FAIL("SY_MPI_TIMEOUT=soon: the refusal does not name it: %s", sy_last_error());
    setenv("SY_MPI_TIMEOUT", "0.5", 1);
    const sy_status st = sy_comm_world(&c);
    unsetenv("SY_MPI_TIMEOUT");
    if (st != SY_OK) {
        FAIL("sy_comm_world with SY_MPI_TIMEOUT=0.5: %s", sy_last_error());
        return;
    }
    sy__mpi_on_stall(on_stall);
    const int late = size - 1, relay = size > 2 ? size - 2 : -1;
    sy_device dev = sy_device_of(SY_BACKEND_CPU, 0);
    const int64_t one[1] = {1};
    if (me == late && size > 1) {
        /* past the first deadline (0.5 s) and its report (0.5 s of grace), and
         * inside the second grace period: the call completes there */
        const struct timespec late_by = {1, 750000000};
        nanosleep(&late_by, NULL);
        if (relay >= 0) {
            sy_tensor *x = make(SY_DTYPE_F32, one, 1, dev, mine_for, 0);
            status_is("a send 1.75 s late", sy_send(x, c, relay, 5), SY_OK);
            sy_tensor_release(x);
        }
    } else if (me == relay) {
        sy_tensor *y = NULL;
        status_is("a recv from a rank 1.75 s late", sy_recv(c, late, 5, dev, &y), SY_OK);
        sy_tensor_release(y);
    }
    status_is("a barrier that a rank reaches 1.75 s late", sy_barrier(c), SY_OK);
    sy__mpi_on_stall(NULL);
    checks++;
    char want[128], missing[64], elsewhere[64] = "";
    snprintf(want, sizeof want, "switchyard: %s on rank %d of %d: no progress for ",
             me == relay ? "sy_recv" : "sy_barrier", me, size);
    snprintf(missing, sizeof missing, "rank %d: no answer", late);
    if (me == relay)
        snprintf(elsewhere, sizeof elsewhere, "rank 0: in sy_barrier, its collective ");
    else if (relay >= 0)
        snprintf(elsewhere, sizeof elsewhere, "rank %d: in sy_recv with rank %d", relay, late);
    if (me == late || size == 1) {
        if (stalls != 0)
            FAIL("rank %d stalled although it came last: %s", me, stall_text);
    } else if (stalls < 1 || !strstr(stall_text, want) || !strstr(stall_text, missing) ||
               !strstr(stall_text, elsewhere) ||
               (size > 3 && me != relay && !strstr(stall_text, "waiting in the same call")) ||
               !strstr(stall_text, "SY_MPI_TIMEOUT=0.5")) {
        FAIL("the stall (%d reports) does not name the call and the late rank: %s", stalls, stall_text);
    }
    if (me == 0 && size > 1)
        printf("mpi: a rank 1.75 s late past a 0.5 s deadline: %s\n", stall_text);
    sy_comm_free(c);
}

/* `check_mpi --kill R` or `--stop R`: rank R kills itself (or stops) in the
 * middle of an all_reduce loop; the job must not reach the loop's end. */
static int run_victim(int victim, int sig)
{
    sy_comm *comm = NULL;
    if (sy_comm_world(&comm) != SY_OK) {
        fprintf(stderr, "sy_comm_world: %s\n", sy_last_error());
        return 1;
    }
    sy_comm_rank(comm, &me);
    sy_comm_size(comm, &size);
    const int64_t shape[1] = {4096};
    sy_tensor *x = make(SY_DTYPE_F32, shape, 1, sy_device_of(SY_BACKEND_CPU, 0), mine_for, 0);
    for (int i = 0; i < 200; i++) {
        if (me == victim && i == 100) {
            printf("rank %d: raising %s before all_reduce %d\n", me, sig == SIGKILL ? "SIGKILL" : "SIGSTOP", i);
            fflush(stdout);
            raise(sig);
        }
        sy_tensor *y = NULL;
        if (sy_all_reduce(x, comm, SY_REDUCE_SUM, &y) != SY_OK) {
            fprintf(stderr, "rank %d: all_reduce %d: %s\n", me, i, sy_last_error());
            return 1;
        }
        sy_tensor_release(y);
    }
    fprintf(stderr, "rank %d: the loop ended although rank %d was to stop at its middle\n", me, victim);
    sy_tensor_release(x);
    sy_comm_free(comm);
    sy_shutdown();
    return 1;
}

/* `check_mpi --funneled`: the program initialises MPI below the level the
 * runtime needs; sy_comm_world must refuse, naming both levels. */
static int run_funneled(void)
{
    int provided;
    MPI_Init_thread(NULL, NULL, MPI_THREAD_FUNNELED, &provided);
    sy_comm *comm = NULL;
    sy_status st = sy_comm_world(&comm);
    int bad = 0;
    if (provided < MPI_THREAD_SERIALIZED) {
        if (st != SY_E_COMM_FAILED || comm != NULL || !strstr(sy_last_error(), "MPI_THREAD_FUNNELED") ||
            !strstr(sy_last_error(), "needs MPI_THREAD_SERIALIZED")) {
            fprintf(stderr, "check_mpi --funneled: %s: %s\n", sy_status_name(st), sy_last_error());
            bad = 1;
        } else {
            printf("mpi: MPI initialised at FUNNELED by the program: %s\n", sy_last_error());
        }
    }
    sy_comm_free(comm);
    sy_shutdown(); /* the program initialised MPI: it finalizes */
    int finalized = 0;
    MPI_Finalized(&finalized);
    if (finalized) {
        fprintf(stderr, "check_mpi --funneled: sy_shutdown finalized the program's MPI\n");
        bad = 1;
    }
    MPI_Finalize();
    return bad;
}

int main(int argc, char **argv)
{
    if (argc > 1 && strcmp(argv[1], "--funneled") == 0)
        return run_funneled();
    if (argc > 2 && (strcmp(argv[1], "--kill") == 0 || strcmp(argv[1], "--stop") == 0))
        return run_victim(atoi(argv[2]), strcmp(argv[1], "--kill") == 0 ? SIGKILL : SIGSTOP);
    sy_comm *comm = NULL;
    if (sy_comm_world(&comm) != SY_OK) {
        fprintf(stderr, "sy_comm_world: %s\n", sy_last_error());
        return 1;
    }
    sy_comm_rank(comm, &me);
    sy_comm_size(comm, &size);
    /* a second communicator, from the program's own MPI_Comm */
    sy_comm *mine = NULL;
    if (sy_comm_from_mpi(MPI_COMM_WORLD, &mine) != SY_OK)
        FAIL("sy_comm_from_mpi: %s", sy_last_error());
    int devices = 0;
    for (int id = 0; id < SY_BACKEND_ID_LIMIT; id++) {
        const sy_backend b = (sy_backend)id;
        if (!sy_backend_known(b) || !sy_backend_enabled(b))
            continue;
        const int count = sy_backend_device_count(b);
        for (int i = 0; i < count; i++) {
            const sy_device dev = sy_device_of(b, i);
            if (sy_device_is_capture(dev) || sy_device_check(dev) != SY_OK)
                continue;
            run_device(devices % 2 ? mine : comm, dev, b);
            devices++;
        }
    }
    run_faults(comm);
    run_ring(comm);
    run_hostile(comm);
    run_deadline();
    for (int id = 0; id < SY_BACKEND_ID_LIMIT; id++) /* a host device and the first device backend's */
        if (sy_backend_known((sy_backend)id) && sy_backend_enabled((sy_backend)id) &&
            sy_backend_device_count((sy_backend)id) > 0 && !sy_device_is_capture(sy_device_of((sy_backend)id, 0)) &&
            sy_backend_stores((sy_backend)id, SY_DTYPE_F32)) {
            run_injected(comm, sy_device_of((sy_backend)id, 0));
            if (!sy_backend_is_host_memory((sy_backend)id))
                break;
        }
    /* the counts of every rank, through the layer itself */
    int64_t mine_counts[2] = {checks, failures};
    const int64_t two[1] = {2};
    sy_tensor *c = NULL, *sum = NULL;
    long total_checks = checks, total_failures = failures;
    if (sy_tensor_from_data(mine_counts, SY_DTYPE_I64, two, 1, sy_device_of(SY_BACKEND_CPU, 0), &c) == SY_OK &&
        sy_all_reduce(c, comm, SY_REDUCE_SUM, &sum) == SY_OK) {
        int64_t all[2];
        sy_tensor_to_data(sum, all, sizeof all);
        total_checks = (long)all[0];
        total_failures = (long)all[1];
    } else {
        total_failures++;
    }
    sy_tensor_release(c);
    sy_tensor_release(sum);
    if (me == 0)
        printf("mpi: ranks=%d devices=%d dtypes=%d checks=%ld failures=%ld\n", size, devices, SY_DTYPE_COUNT,
               total_checks, total_failures);
    sy_comm_free(mine);
    /* comm outlives sy_shutdown, which finalizes the MPI it started: then
     * comm and a new communicator are refused by name, and comm still frees */
    sy_shutdown();
    int ignored;
    sy_comm *late = NULL;
    if (sy_comm_rank(comm, &ignored) != SY_E_COMM_FAILED || sy_comm_world(&late) != SY_E_COMM_FAILED || late) {
        fprintf(stderr, "rank %d: after sy_shutdown: %s\n", me, sy_last_error());
        total_failures++;
    }
    sy_comm_free(comm);
    return total_failures || checks == 0 ? 1 : 0;
}
