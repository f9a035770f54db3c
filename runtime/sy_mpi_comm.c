/* switchyard: the MPI layer's communicators, MPI's start and stop, and
 * waiting with a deadline (README "Beyond one machine"; the collectives are
 * in runtime/sy_mpi.c, what both files share in runtime/sy_mpi_layer.h).
 *
 * A dead rank: Open MPI 4.1 has no fault tolerance (no ULFM), so the job
 * ends. mpirun ends it when it sees a rank's process die; for what it does
 * not see (a stopped or hung rank, a rank that left the collectives), every
 * wait has a deadline (SY_MPI_TIMEOUT seconds, default 600, 0 none), after
 * which the waiting rank asks the others where they are, prints which ranks
 * did not answer and the op it waits in, and calls MPI_Abort (wait_on).
 *
 * Thread level: MPI_THREAD_SERIALIZED. The collectives may be called from any
 * thread of the program (FUNNELED would tie them to the main thread), and
 * every MPI call the runtime makes holds one lock, so two of its calls never
 * overlap; the simd pool's threads never call MPI, so MULTIPLE buys nothing.
 * Collectives on two communicators from two threads at once are serialized
 * by that lock, which can deadlock across ranks: run them from one thread per
 * rank (Horovod's background thread does the same). */
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "sy_mpi_layer.h"

#if SY_WITH_MPI

#include "sy_half.h"

typedef sy__mpi_call call;

pthread_mutex_t sy__mpi_lock = PTHREAD_MUTEX_INITIALIZER;
static bool we_initialized;  /* MPI_Init_thread was ours: sy_shutdown finalizes */
static bool ops_made;        /* the 2-byte float reductions */
static sy_comm *live;
static int64_t last_id; /* the number of the newest communicator */
/* [f16, bf16][sum, max, min, prod]: MPI has no 2-byte float type */
static MPI_Op half_ops[2][4];

static const char *level_name(int level)
{
    /* MPI orders the levels: SINGLE < FUNNELED < SERIALIZED < MULTIPLE */
    static const char *const names[] = {"MPI_THREAD_SINGLE", "MPI_THREAD_FUNNELED", "MPI_THREAD_SERIALIZED",
                                        "MPI_THREAD_MULTIPLE"};
    const int i = level == MPI_THREAD_SINGLE ? 0 : level == MPI_THREAD_FUNNELED ? 1 : level == MPI_THREAD_SERIALIZED ? 2
                                                                                                                    : 3;
    return names[i];
}

sy_status sy__mpi_fail(const char *fn, int err, const sy_comm *c)
{
    char text[MPI_MAX_ERROR_STRING] = "";
    int len = 0;
    if (MPI_Error_string(err, text, &len) != MPI_SUCCESS)
        snprintf(text, sizeof text, "MPI error %d", err);
    if (c)
        return sy__fail(SY_E_COMM_FAILED, "%s: MPI failed on rank %d of %d: %s", fn, c->rank, c->size, text);
    return sy__fail(SY_E_COMM_FAILED, "%s: MPI failed: %s", fn, text);
}

/* ---- 2-byte floats: user reductions, in float, rounded once per step ---- */

#define HALF_OP(NAME, ONNX, EXPR)                                                                                      \
    static void NAME(void *in, void *inout, int *len, MPI_Datatype *type)                                              \
    {                                                                                                                  \
        (void)type;                                                                                                    \
        const char *a = in;                                                                                            \
        char *b = inout;                                                                                               \
        for (int i = 0; i < *len; i++) {                                                                               \
            const double x = sy__float_load(a + 2 * i, ONNX), y = sy__float_load(b + 2 * i, ONNX);                     \
            sy__float_store(b + 2 * i, ONNX, (EXPR));                                                                  \
        }                                                                                                              \
    }
/* NaN wins max and min, as it does in the float reductions of the kernels */
HALF_OP(f16_sum, 10, x + y)
HALF_OP(f16_max, 10, (x != x || x > y) ? x : y)
HALF_OP(f16_min, 10, (x != x || x < y) ? x : y)
HALF_OP(f16_prod, 10, x *y)
HALF_OP(bf16_sum, 16, x + y)
HALF_OP(bf16_max, 16, (x != x || x > y) ? x : y)
HALF_OP(bf16_min, 16, (x != x || x < y) ? x : y)
HALF_OP(bf16_prod, 16, x *y)

/* ---- the MPI_Iallreduce algorithm ---------------------------------------- */

/* Open MPI's coll/libnbc, which runs MPI_Iallreduce, picks an algorithm by
 * itself unless coll_libnbc_iallreduce_algorithm names one (0, "ignore", is
 * its default). On 2 ranks here its own choice ran at 0.65 - 0.83 of the
 * blocking MPI_Allreduce (coll/tuned) at 1 and 4 Mi f32, its ring (1) at
 * 1.2 - 1.7, and faster than both from 16 Mi up (README "Beyond one
 * machine"). A call of RING_BYTES or more is therefore started with the
 * ring: the variable, which the MPI tool interface lets a running process
 * change (scope MPI_T_SCOPE_ALL), is set for the call that builds the
 * schedule and put back right after it, so the program's own calls keep
 * what they had. Every rank of a call decides alike (the same count, after
 * the metadata exchange). A value other than 0 (mpirun -x
 * OMPI_MCA_coll_libnbc_iallreduce_algorithm=N, or the program's own MPI_T
 * write) is the user's choice and is left alone, and SY_MPI_IALLREDUCE_RING=0
 * leaves libnbc its own choice; another MPI, without the variable, runs as
 * it would. Under sy__mpi_lock. */
#define RING_BYTES ((int64_t)4 << 20)
static int ring_state; /* 0: not looked up; 1: found; -1: absent */
static bool ring_off;  /* SY_MPI_IALLREDUCE_RING=0 */
static bool t_inited;  /* MPI_T_init_thread was called: sy_shutdown finalizes it */
static MPI_T_cvar_handle ring_handle;

static void ring_lookup(void)
{
    int provided = 0, idx = 0, count = 0, verbosity = 0, bind = 0, scope = 0, name_len = 0, desc_len = 0;
    MPI_Datatype type = MPI_DATATYPE_NULL;
    MPI_T_enum enumtype;
    const char *env = getenv("SY_MPI_IALLREDUCE_RING");
    ring_off = env != NULL && strcmp(env, "0") == 0;
    ring_state = -1;
    if (MPI_T_init_thread(MPI_THREAD_SERIALIZED, &provided) != MPI_SUCCESS)
        return;
    t_inited = true;
    if (MPI_T_cvar_get_index("coll_libnbc_iallreduce_algorithm", &idx) != MPI_SUCCESS ||
        MPI_T_cvar_get_info(idx, NULL, &name_len, &verbosity, &type, &enumtype, NULL, &desc_len, &bind, &scope) !=
            MPI_SUCCESS ||
        type != MPI_INT || bind != MPI_T_BIND_NO_OBJECT || (scope != MPI_T_SCOPE_ALL && scope != MPI_T_SCOPE_LOCAL) ||
        MPI_T_cvar_handle_alloc(idx, NULL, &ring_handle, &count) != MPI_SUCCESS)
        return;
    if (count != 1) {
        MPI_T_cvar_handle_free(&ring_handle);
        return;
    }
    ring_state = 1;
}

/* The algorithm a call of `bytes` starts with: 1 (the ring) where the
 * layer sets it, else the variable's value (*old, 0 when unread); -1
 * without the variable. */
static int ring_pick(int64_t bytes, int *old)
{
    *old = 0;
    if (ring_state == 0)
        ring_lookup();
    if (ring_state != 1 || MPI_T_cvar_read(ring_handle, old) != MPI_SUCCESS)
        return -1;
    return *old == 0 && !ring_off && bytes >= RING_BYTES ? 1 : *old;
}

int sy__mpi_iallreduce(const void *send, void *recv, int n, MPI_Datatype t, MPI_Op op, MPI_Comm comm, MPI_Request *rq)
{
    int size = 0, old = 0, ring = 1;
    bool set = false;
    /* smaller calls never look the variable up */
    if (MPI_Type_size(t, &size) == MPI_SUCCESS && (int64_t)n * size >= RING_BYTES)
        set =
            ring_pick((int64_t)n * size, &old) == 1 && old == 0 && MPI_T_cvar_write(ring_handle, &ring) == MPI_SUCCESS;
    const int err = MPI_Iallreduce(send, recv, n, t, op, comm, rq);
    if (set)
        MPI_T_cvar_write(ring_handle, &old);
    return err;
}

int sy__mpi_iallreduce_algorithm(int64_t bytes)
{
    int old = 0;
    pthread_mutex_lock(&sy__mpi_lock);
    const int v = ring_pick(bytes, &old);
    pthread_mutex_unlock(&sy__mpi_lock);
    return v;
}

/* Initialises MPI when nobody has; checks the thread level. Under sy__mpi_lock. */
static sy_status ensure_init(const char *fn)
{
    int inited = 0, finalized = 0, provided = MPI_THREAD_SINGLE;
    MPI_Finalized(&finalized);
    if (finalized)
        return sy__fail(SY_E_COMM_FAILED, "%s: MPI is finalized (by sy_shutdown or by the program); MPI cannot "
                        "start twice in one process", fn);
    MPI_Initialized(&inited);
    if (!inited) {
        int err = MPI_Init_thread(NULL, NULL, MPI_THREAD_SERIALIZED, &provided);
        if (err != MPI_SUCCESS)
            return sy__mpi_fail(fn, err, NULL);
        we_initialized = true;
    } else {
        MPI_Query_thread(&provided);
    }
    if (provided < MPI_THREAD_SERIALIZED)
        return sy__fail(SY_E_COMM_FAILED, "%s: MPI provides %s; the runtime needs MPI_THREAD_SERIALIZED (its "
                        "collectives may be called from any thread, one at a time): initialise MPI with "
                        "MPI_Init_thread(..., MPI_THREAD_SERIALIZED, ...) or leave it to switchyard", fn,
                        level_name(provided));
    if (!ops_made) {
        static MPI_User_function *const fns[2][4] = {{f16_sum, f16_max, f16_min, f16_prod},
                                                     {bf16_sum, bf16_max, bf16_min, bf16_prod}};
        for (int h = 0; h < 2; h++)
            for (int o = 0; o < 4; o++)
                MPI_Op_create(fns[h][o], 1, &half_ops[h][o]);
        ops_made = true;
    }
    return SY_OK;
}

/* sy_shutdown: frees every communicator's MPI half, the reductions, and
 * finalizes MPI if switchyard initialised it. */
void sy__mpi_shutdown(void)
{
    pthread_mutex_lock(&sy__mpi_lock);
    int finalized = 0;
    MPI_Finalized(&finalized);
    if (!finalized) {
        for (sy_comm *c = live; c; c = c->next) {
            if (c->comm != MPI_COMM_NULL)
                MPI_Comm_free(&c->comm);
            if (c->ctl != MPI_COMM_NULL)
                MPI_Comm_free(&c->ctl);
        }
        if (ops_made)
            for (int h = 0; h < 2; h++)
                for (int o = 0; o < 4; o++)
                    MPI_Op_free(&half_ops[h][o]);
        if (ring_state == 1)
            MPI_T_cvar_handle_free(&ring_handle);
        if (t_inited)
            MPI_T_finalize();
        if (we_initialized)
            MPI_Finalize();
    }
    ring_state = 0;
    t_inited = false;
    for (sy_comm *c = live; c; c = c->next)
        c->comm = c->ctl = MPI_COMM_NULL;
    ops_made = false;
    we_initialized = false;
    pthread_mutex_unlock(&sy__mpi_lock);
}

/* SY_MPI_TIMEOUT, read when a communicator is made: seconds (a decimal
 * number, fractions allowed) a rank waits in one collective before it names
 * the ranks it waits for and aborts the job; 0 waits forever. */
#define DEFAULT_TIMEOUT 600.0
static sy_status timeout_of(const char *fn, double *out)
{
    const char *text = getenv("SY_MPI_TIMEOUT");
    *out = DEFAULT_TIMEOUT;
    if (text == NULL || *text == '\0')
        return SY_OK;
    char *end = NULL;
    const double v = strtod(text, &end);
    if (end == text || *end != '\0' || !(v >= 0) || v > 1e9)
        return sy__fail(SY_E_INVALID_ARGUMENT, "%s: SY_MPI_TIMEOUT=\"%s\" is not a number of seconds from 0 (no "
                        "deadline) to 1e9; unset, the deadline is %g s", fn, text, DEFAULT_TIMEOUT);
    *out = v;
    return SY_OK;
}

static sy_status make_comm(const char *fn, MPI_Comm from, sy_comm **out)
{
    if (out == NULL)
        return sy__fail(SY_E_INVALID_ARGUMENT, "%s: out is NULL", fn);
    *out = NULL;
    double timeout;
    sy_status st = timeout_of(fn, &timeout);
    if (st != SY_OK)
        return st;
    pthread_mutex_lock(&sy__mpi_lock);
    st = ensure_init(fn);
    if (st != SY_OK) {
        pthread_mutex_unlock(&sy__mpi_lock);
        return st;
    }
    sy_comm *c = calloc(1, sizeof *c);
    if (c == NULL) {
        pthread_mutex_unlock(&sy__mpi_lock);
        return sy__fail(SY_E_OUT_OF_MEMORY, "%s: no memory for the communicator", fn);
    }
    c->comm = c->ctl = MPI_COMM_NULL;
    c->timeout = timeout;
    int err = MPI_Comm_dup(from, &c->comm);
    if (err != MPI_SUCCESS)
        c->comm = MPI_COMM_NULL;
    if (err == MPI_SUCCESS)
        err = MPI_Comm_set_errhandler(c->comm, MPI_ERRORS_RETURN);
    MPI_Comm ctl = MPI_COMM_NULL;
    if (err == MPI_SUCCESS && (err = MPI_Comm_dup(c->comm, &ctl)) == MPI_SUCCESS)
        c->ctl = ctl;
    if (err == MPI_SUCCESS)
        err = MPI_Comm_rank(c->comm, &c->rank);
    if (err == MPI_SUCCESS)
        err = MPI_Comm_size(c->comm, &c->size);
    if (err != MPI_SUCCESS) {
        if (c->comm != MPI_COMM_NULL)
            MPI_Comm_free(&c->comm);
        if (c->ctl != MPI_COMM_NULL)
            MPI_Comm_free(&c->ctl);
        free(c);
        pthread_mutex_unlock(&sy__mpi_lock);
        return sy__mpi_fail(fn, err, NULL);
    }
    c->magic = SY__COMM_MAGIC;
    c->id = ++last_id;
    c->next = live;
    live = c;
    pthread_mutex_unlock(&sy__mpi_lock);
    *out = c;
    return SY_OK;
}

sy_status sy_comm_world(sy_comm **out)
{
    /* MPI_COMM_WORLD is a link-time constant of Open MPI's, usable before MPI_Init */
    return make_comm("sy_comm_world", MPI_COMM_WORLD, out);
}

sy_status sy_comm_from_mpi(MPI_Comm comm, sy_comm **out)
{
    if (comm == MPI_COMM_NULL) {
        if (out)
            *out = NULL;
        return sy__fail(SY_E_INVALID_ARGUMENT, "sy_comm_from_mpi: comm is MPI_COMM_NULL");
    }
    return make_comm("sy_comm_from_mpi", comm, out);
}

sy_status sy__mpi_check_comm(const char *fn, const sy_comm *c)
{
    if (c == NULL)
        return sy__fail(SY_E_INVALID_ARGUMENT, "%s: comm is NULL", fn);
    if (c->magic != SY__COMM_MAGIC)
        return sy__fail(SY_E_INVALID_ARGUMENT, "%s: comm is not a live sy_comm (freed, or not from sy_comm_world or "
                        "sy_comm_from_mpi)", fn);
    if (c->comm == MPI_COMM_NULL)
        return sy__fail(SY_E_COMM_FAILED, "%s: the communicator's MPI half was freed by sy_shutdown", fn);
    return SY_OK;
}

sy_status sy_comm_rank(const sy_comm *comm, int *rank)
{
    sy_status st = sy__mpi_check_comm("sy_comm_rank", comm);
    if (st == SY_OK && rank == NULL)
        st = sy__fail(SY_E_INVALID_ARGUMENT, "sy_comm_rank: rank is NULL");
    if (st == SY_OK)
        *rank = comm->rank;
    return st;
}

sy_status sy_comm_size(const sy_comm *comm, int *size)
{
    sy_status st = sy__mpi_check_comm("sy_comm_size", comm);
    if (st == SY_OK && size == NULL)
        st = sy__fail(SY_E_INVALID_ARGUMENT, "sy_comm_size: size is NULL");
    if (st == SY_OK)
        *size = comm->size;
    return st;
}

void sy_comm_free(sy_comm *comm)
{
    if (comm == NULL || comm->magic != SY__COMM_MAGIC)
        return;
    pthread_mutex_lock(&sy__mpi_lock);
    for (sy_comm **p = &live; *p; p = &(*p)->next)
        if (*p == comm) {
            *p = comm->next;
            break;
        }
    int finalized = 0;
    MPI_Finalized(&finalized);
    if (!finalized && comm->comm != MPI_COMM_NULL)
        MPI_Comm_free(&comm->comm);
    if (!finalized && comm->ctl != MPI_COMM_NULL)
        MPI_Comm_free(&comm->ctl);
    pthread_mutex_unlock(&sy__mpi_lock);
    comm->magic = 0;
    free(comm);
}

int64_t sy__comm_id(const sy_comm *comm)
{
    int64_t id = 0;
    pthread_mutex_lock(&sy__mpi_lock);
    for (const sy_comm *c = live; c; c = c->next)
        if (c == comm)
            id = c->id;
    pthread_mutex_unlock(&sy__mpi_lock);
    return id;
}

sy_comm *sy__comm_of_id(int64_t id)
{
    sy_comm *found = NULL;
    pthread_mutex_lock(&sy__mpi_lock);
    for (sy_comm *c = live; c && id > 0; c = c->next)
        if (c->id == id)
            found = c;
    pthread_mutex_unlock(&sy__mpi_lock);
    return found;
}

sy_status sy__comm_check(const char *fn, const char *name, int64_t id)
{
    if (id <= 0)
        return sy__fail(SY_E_INVALID_ARGUMENT, "%s: %s is NULL or not a live sy_comm (freed, or not from "
                        "sy_comm_world or sy_comm_from_mpi)", fn, name);
    const sy_comm *c = sy__comm_of_id(id);
    if (c == NULL)
        return sy__fail(SY_E_INVALID_ARGUMENT, "%s: %s, communicator %lld, was freed (sy_comm_free or sy_shutdown) "
                        "after the call was recorded", fn, name, (long long)id);
    return sy__mpi_check_comm(fn, c);
}

MPI_Op sy__mpi_half_op(bool bf16, int slot)
{
    return half_ops[bf16][slot];
}

/* ---- waiting, with a deadline ------------------------------------------- */

/* Every MPI call of a collective, send and recv is nonblocking and waited on
 * here, polling MPI_Test (as MPI's blocking calls poll inside). A rank whose
 * call has not completed after the communicator's timeout (SY_MPI_TIMEOUT)
 * asks every other rank, on the communicator's second duplicate, where it
 * is; ranks that wait in a call of the layer answer (the name, the
 * communicator's count of collectives, the peer), a dead or stopped rank, or
 * one busy elsewhere, does not. After a grace period the rank prints
 * "switchyard: <fn> on rank R of N: no progress for T s (...)" naming them
 * and calls MPI_Abort: Open MPI 4.1 has no way to go on without a rank. */

enum { TAG_ASK = 1, TAG_ANSWER = 2 };
/* the collectives first: call_no counts those */
static const char *const call_names[] = {"sy_all_reduce",
                                         "sy_reduce_scatter",
                                         "sy_broadcast",
                                         "sy_all_gather",
                                         "sy_all_reduce_backward",
                                         "sy_broadcast_backward",
                                         "sy_reduce_scatter_backward",
                                         "sy_barrier",
                                         "sy_send",
                                         "sy_recv"};
static sy__mpi_stall_fn stall_hook;

void sy__mpi_on_stall(sy__mpi_stall_fn fn)
{
    pthread_mutex_lock(&sy__mpi_lock);
    stall_hook = fn;
    pthread_mutex_unlock(&sy__mpi_lock);
}

/* fn's place in call_names (every caller passes one of them) */
int sy__mpi_call_index(const char *fn)
{
    int i = 0;
    while (i < (int)(sizeof call_names / sizeof call_names[0]) - 1 && strcmp(fn, call_names[i]) != 0)
        i++;
    return i;
}

/* Answers the questions of stalled ranks: where this rank waits. */
static void answer_asks(const call *k)
{
    const sy_comm *c = k->comm;
    for (;;) {
        int flag = 0;
        MPI_Status ms;
        int64_t ask = 0;
        if (MPI_Iprobe(MPI_ANY_SOURCE, TAG_ASK, c->ctl, &flag, &ms) != MPI_SUCCESS || !flag ||
            MPI_Recv(&ask, 1, MPI_INT64_T, ms.MPI_SOURCE, TAG_ASK, c->ctl, MPI_STATUS_IGNORE) != MPI_SUCCESS)
            return;
        const int64_t answer[4] = {ask, sy__mpi_call_index(k->fn), k->call_no, k->peer};
        MPI_Send(answer, 4, MPI_INT64_T, ms.MPI_SOURCE, TAG_ANSWER, c->ctl); /* 32 bytes: sent eagerly */
    }
}

typedef struct report {
    char buf[1024];
    size_t used;
} report;

static void add(report *t, const char *fmt, ...) SY__PRINTF(2, 3);
static void add(report *t, const char *fmt, ...)
{
    va_list ap; /* full: vsnprintf writes only the terminating 0 */
    va_start(ap, fmt);
    const int n = vsnprintf(t->buf + t->used, sizeof t->buf - t->used, fmt, ap);
    va_end(ap);
    if (n > 0)
        t->used = t->used + (size_t)n < sizeof t->buf ? t->used + (size_t)n : sizeof t->buf - 1;
}

/* "rank 2" or "ranks 1, 3": the ranks r with which[r] == want */
static int add_ranks(report *t, const signed char *which, int n, int want)
{
    int count = 0;
    for (int r = 0; r < n; r++)
        count += which[r] == want;
    if (count == 0)
        return 0;
    add(t, "%s", count == 1 ? "rank" : "ranks");
    for (int r = 0, i = 0; r < n; r++)
        if (which[r] == want)
            add(t, "%s %d", i++ ? "," : "", r);
    return count;
}

/* The deadline passed: asks the other ranks, reports, aborts (or, with the
 * test hook, returns). True when the call completed meanwhile. */
static bool stalled(call *k, MPI_Request *req, MPI_Status *status, const char *phase, double waited)
{
    sy_comm *c = k->comm;
    const int n = c->size;
    /* per rank: the answer (its call, collective count, peer), and where:
     * -1 no answer, 0 here, 1 in the same call, 2 elsewhere (no memory:
     * the report names no rank) */
    int64_t(*answers)[3] = malloc((sizeof *answers + 1) * (size_t)n);
    signed char *where = answers ? (signed char *)(answers + n) : NULL;
    const int64_t ask = ++c->ask;
    for (int r = 0; r < n; r++) {
        MPI_Request q;
        if (where)
            where[r] = r == c->rank ? 0 : -1;
        if (r != c->rank && MPI_Isend(&c->ask, 1, MPI_INT64_T, r, TAG_ASK, c->ctl, &q) == MPI_SUCCESS)
            MPI_Request_free(&q);
    }
    double grace = c->timeout / 4;
    grace = grace < 0.5 ? 0.5 : grace > 2 ? 2 : grace;
    const double until = MPI_Wtime() + grace;
    int pending = n - 1, done = 0;
    while (pending > 0 && !done && MPI_Wtime() < until) {
        done = MPI_Test(req, &done, status ? status : MPI_STATUS_IGNORE) == MPI_SUCCESS && done;
        answer_asks(k);
        int flag = 0;
        MPI_Status ms;
        int64_t a[4];
        if (MPI_Iprobe(MPI_ANY_SOURCE, TAG_ANSWER, c->ctl, &flag, &ms) != MPI_SUCCESS || !flag ||
            MPI_Recv(a, 4, MPI_INT64_T, ms.MPI_SOURCE, TAG_ANSWER, c->ctl, MPI_STATUS_IGNORE) != MPI_SUCCESS)
            continue;
        const int from = ms.MPI_SOURCE;
        if (a[0] == ask && where && from >= 0 && from < n && where[from] == -1) { /* not an earlier question's */
            pending--;
            const bool same = a[1] == sy__mpi_call_index(k->fn) && a[2] == k->call_no && (k->peer < 0 || a[3] == c->rank);
            where[from] = same ? 1 : 2;
            for (int i = 0; i < 3; i++)
                answers[from][i] = a[i + 1];
        }
    }
    if (done) { /* it completed after all: nothing to report */
        free(answers);
        return true;
    }
    report t = {.used = 0};
    add(&t, "switchyard: %s on rank %d of %d: no progress for %.3g s (%s", k->fn, c->rank, n, waited, phase);
    if (k->peer >= 0)
        add(&t, ", with rank %d", k->peer);
    if (k->call_no > 0)
        add(&t, ", collective %lld on this communicator", (long long)k->call_no);
    if (where) {
        add(&t, "; ");
        if (add_ranks(&t, where, n, -1))
            add(&t, ": no answer (dead, stopped, or busy outside switchyard's MPI calls); ");
        if (add_ranks(&t, where, n, 1))
            add(&t, ": waiting in the same call; ");
        for (int r = 0; r < n; r++)
            if (where[r] == 2) {
                const int64_t i = answers[r][0];
                add(&t, "rank %d: in %s", r, i >= 0 && i < (int64_t)(sizeof call_names / sizeof call_names[0])
                                                 ? call_names[i] : "another call");
                if (answers[r][1] > 0)
                    add(&t, ", its collective %lld", (long long)answers[r][1]);
                if (answers[r][2] >= 0)
                    add(&t, " with rank %lld", (long long)answers[r][2]);
                add(&t, "; ");
            }
        if (t.used >= 2 && strcmp(t.buf + t.used - 2, "; ") == 0) {
            t.used -= 2;
            t.buf[t.used] = '\0';
        }
    }
    add(&t, "); SY_MPI_TIMEOUT=%g; aborting the job", c->timeout);
    free(answers);
    if (stall_hook)
        stall_hook(t.buf);
    else /* one line on stderr, then every rank of the job ends */
        fprintf(stderr, "%s\n", t.buf), fflush(stderr), MPI_Abort(c->comm, 1);
    return false;
}

/* Waits for req (status: for a receive, else NULL). */
static sy_status wait_on(call *k, MPI_Request *req, MPI_Status *status, const char *phase)
{
    const sy_comm *c = k->comm;
    const double start = MPI_Wtime();
    double deadline = c->timeout > 0 ? start + c->timeout : 0, next_answer = start + 0.01;
    for (;;) {
        int done = 0;
        int err = MPI_Test(req, &done, status ? status : MPI_STATUS_IGNORE);
        if (err != MPI_SUCCESS)
            return sy__mpi_fail(k->fn, err, c);
        if (done)
            return SY_OK;
        /* the clock on every poll: with more ranks than cores, each MPI_Test
         * may yield the core for a time slice */
        const double now = MPI_Wtime();
        if (now >= next_answer) { /* after 10 ms, questions are answered every ms */
            answer_asks(k);
            next_answer = now + 0.001;
        }
        if (deadline > 0 && now >= deadline) {
            if (stalled(k, req, status, phase, now - start))
                return SY_OK;
            deadline = MPI_Wtime() + c->timeout;
        }
    }
}

/* A nonblocking call's start (err) and its wait */
sy_status sy__mpi_started(call *k, int err, MPI_Request *req, MPI_Status *status, const char *phase)
{
    return err == MPI_SUCCESS ? wait_on(k, req, status, phase) : sy__mpi_fail(k->fn, err, k->comm);
}

#else /* SY_WITH_MPI */

/* A build without the MPI layer: the same functions, each refusing. */
#define OFF(fn)                                                                                                        \
    sy__fail(SY_E_BACKEND_DISABLED, "%s: the MPI layer is not compiled into this build (SY_WITH_MPI=0); "             \
             SY__REBUILD_HINT, fn, "SY_WITH_MPI", "mpi")

void sy__mpi_shutdown(void) {}

void sy__mpi_on_stall(sy__mpi_stall_fn fn)
{
    (void)fn;
}

int sy__mpi_iallreduce_algorithm(int64_t bytes)
{
    (void)bytes;
    return -1;
}

sy_status sy_comm_world(sy_comm **out)
{
    if (out)
        *out = NULL;
    return OFF("sy_comm_world");
}

sy_status sy_comm_rank(const sy_comm *comm, int *rank)
{
    (void)comm, (void)rank;
    return OFF("sy_comm_rank");
}

sy_status sy_comm_size(const sy_comm *comm, int *size)
{
    (void)comm, (void)size;
    return OFF("sy_comm_size");
}

void sy_comm_free(sy_comm *comm)
{
    (void)comm;
}

int64_t sy__comm_id(const sy_comm *comm)
{
    (void)comm;
    return 0;
}

sy_comm *sy__comm_of_id(int64_t id)
{
    (void)id;
    return NULL;
}

sy_status sy__comm_check(const char *fn, const char *name, int64_t id)
{
    (void)name, (void)id;
    return OFF(fn);
}

#endif /* SY_WITH_MPI */
