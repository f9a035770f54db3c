/* switchyard: the MPI layer (README "Beyond one machine").
 *
 * Communicators (sy_comm) over MPI_COMM_WORLD or a program's MPI_Comm, and
 * the collectives all_reduce, broadcast, all_gather, reduce_scatter, send,
 * recv and barrier over tensors of any device: a tensor is read into host
 * memory (the runtime's staging, sy_tensor_to_data; a contiguous host tensor
 * is sent from its own storage), the collective runs on host buffers, and the
 * result is made on the input's device.
 *
 * These are runtime functions, not yet ops of backends.yaml (issue 22 wants
 * them on signatures, with a `comm` attribute type; the generator, the
 * per-family test harnesses and saved graphs do not know one yet). So they
 * refuse what the op path would do for an op: an input on a capture device
 * (nothing is recorded) and a tracked input (no gradient is recorded). The
 * backward rules they will have as ops are in the README.
 *
 * Every collective first exchanges a few integers (one MPI_Allreduce of the
 * min and max of: ok, dtype, rank, the dims, the op's parameter), so ranks
 * that disagree, or a rank that refused its own arguments, give every rank
 * the same status and detail before any data moves, and the job goes on.
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
#include <limits.h>
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "sy_internal.h"

#if SY_WITH_MPI

#include "sy_half.h"
#include "../kernels/mpi/sy_mpi.h"

#define COMM_MAGIC 0x5a636f6du

struct sy_comm {
    uint32_t magic;
    MPI_Comm comm; /* MPI_COMM_NULL once sy_shutdown finalized MPI */
    MPI_Comm ctl;  /* a second duplicate: a stalled rank's questions and the answers (wait_on) */
    int rank, size;
    double timeout; /* seconds without completion before a stalled rank aborts the job; 0: none */
    int64_t calls;  /* collectives begun on this communicator, to compare the ranks' places */
    int64_t ask;    /* the last question this rank asked, the send buffer of its MPI_Isend */
    struct sy_comm *next; /* the live list, for sy_shutdown */
};

static pthread_mutex_t mpi_lock = PTHREAD_MUTEX_INITIALIZER;
static bool we_initialized;  /* MPI_Init_thread was ours: sy_shutdown finalizes */
static bool ops_made;        /* the 2-byte float reductions */
static sy_comm *live;
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

static sy_status mpi_fail(const char *fn, int err, const sy_comm *c)
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

/* Initialises MPI when nobody has; checks the thread level. Under mpi_lock. */
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
            return mpi_fail(fn, err, NULL);
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
    pthread_mutex_lock(&mpi_lock);
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
        if (we_initialized)
            MPI_Finalize();
    }
    for (sy_comm *c = live; c; c = c->next)
        c->comm = c->ctl = MPI_COMM_NULL;
    ops_made = false;
    we_initialized = false;
    pthread_mutex_unlock(&mpi_lock);
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
    pthread_mutex_lock(&mpi_lock);
    st = ensure_init(fn);
    if (st != SY_OK) {
        pthread_mutex_unlock(&mpi_lock);
        return st;
    }
    sy_comm *c = calloc(1, sizeof *c);
    if (c == NULL) {
        pthread_mutex_unlock(&mpi_lock);
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
        pthread_mutex_unlock(&mpi_lock);
        return mpi_fail(fn, err, NULL);
    }
    c->magic = COMM_MAGIC;
    c->next = live;
    live = c;
    pthread_mutex_unlock(&mpi_lock);
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

static sy_status check_comm(const char *fn, const sy_comm *c)
{
    if (c == NULL)
        return sy__fail(SY_E_INVALID_ARGUMENT, "%s: comm is NULL", fn);
    if (c->magic != COMM_MAGIC)
        return sy__fail(SY_E_INVALID_ARGUMENT, "%s: comm is not a live sy_comm (freed, or not from sy_comm_world or "
                        "sy_comm_from_mpi)", fn);
    if (c->comm == MPI_COMM_NULL)
        return sy__fail(SY_E_COMM_FAILED, "%s: the communicator's MPI half was freed by sy_shutdown", fn);
    return SY_OK;
}

sy_status sy_comm_rank(const sy_comm *comm, int *rank)
{
    sy_status st = check_comm("sy_comm_rank", comm);
    if (st == SY_OK && rank == NULL)
        st = sy__fail(SY_E_INVALID_ARGUMENT, "sy_comm_rank: rank is NULL");
    if (st == SY_OK)
        *rank = comm->rank;
    return st;
}

sy_status sy_comm_size(const sy_comm *comm, int *size)
{
    sy_status st = check_comm("sy_comm_size", comm);
    if (st == SY_OK && size == NULL)
        st = sy__fail(SY_E_INVALID_ARGUMENT, "sy_comm_size: size is NULL");
    if (st == SY_OK)
        *size = comm->size;
    return st;
}

void sy_comm_free(sy_comm *comm)
{
    if (comm == NULL || comm->magic != COMM_MAGIC)
        return;
    pthread_mutex_lock(&mpi_lock);
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
    pthread_mutex_unlock(&mpi_lock);
    comm->magic = 0;
    free(comm);
}

/* ---- dtypes ------------------------------------------------------------- */

#define IS_SIGNED(ctype) (!((ctype)-1 > (ctype)0))
#define MPI_TYPE_OF(arg, E, ctype, sfx, CAT, size, onnx)                                                              \
    case SY_DTYPE_##E:                                                                                                 \
        return mpi_type_by(SY__CAT_##CAT, size, IS_SIGNED(ctype), onnx);
#define SY__CAT_FLOAT 0
#define SY__CAT_INT 1
#define SY__CAT_BOOL 2

static MPI_Datatype mpi_type_by(int cat, size_t size, bool is_signed, int onnx)
{
    if (cat == SY__CAT_FLOAT)
        return size == 4 ? MPI_FLOAT : size == 8 ? MPI_DOUBLE : MPI_UINT16_T; /* 2 bytes: bits, user reductions */
    (void)onnx;
    switch (size) {
    case 1:
        return is_signed ? MPI_INT8_T : MPI_UINT8_T;
    case 2:
        return is_signed ? MPI_INT16_T : MPI_UINT16_T;
    case 4:
        return is_signed ? MPI_INT32_T : MPI_UINT32_T;
    default:
        return is_signed ? MPI_INT64_T : MPI_UINT64_T;
    }
}

static MPI_Datatype mpi_type(sy_dtype dt)
{
    switch (dt) {
#define X(E, ctype, sfx, CAT, size, onnx) MPI_TYPE_OF(0, E, ctype, sfx, CAT, size, onnx)
        SY_DTYPE_MAP(X)
#undef X
    default:
        return MPI_DATATYPE_NULL;
    }
}

static int dtype_onnx(sy_dtype dt)
{
    switch (dt) {
#define X(E, ctype, sfx, CAT, size, onnx)                                                                              \
    case SY_DTYPE_##E:                                                                                                 \
        return onnx;
        SY_DTYPE_MAP(X)
#undef X
    default:
        return 0;
    }
}

/* The MPI reduction of op on dt (mean: its sum); MPI_OP_NULL when none. */
static MPI_Op mpi_op(sy_dtype dt, sy_reduce_op op)
{
    const sy_reduce_op k = op == SY_REDUCE_MEAN ? SY_REDUCE_SUM : op;
    if (sy_dtype_is_bool(dt)) /* bools: sum and max are or, prod and min are and */
        return (k == SY_REDUCE_SUM || k == SY_REDUCE_MAX) ? MPI_LOR : MPI_LAND;
    const int onnx = dtype_onnx(dt);
    if (onnx == 10 || onnx == 16) {
        const int slot = k == SY_REDUCE_SUM ? 0 : k == SY_REDUCE_MAX ? 1 : k == SY_REDUCE_MIN ? 2 : 3;
        return half_ops[onnx == 16][slot];
    }
    return k == SY_REDUCE_SUM ? MPI_SUM : k == SY_REDUCE_MAX ? MPI_MAX : k == SY_REDUCE_MIN ? MPI_MIN : MPI_PROD;
}

/* mean: the sum divided by the ranks, in the dtype (2-byte floats: rounded once) */
static void divide(void *data, sy_dtype dt, int64_t n, int size)
{
    if (dt == SY_DTYPE_F32) {
        float *p = data;
        for (int64_t i = 0; i < n; i++)
            p[i] = p[i] / (float)size;
        return;
    }
    const int onnx = dtype_onnx(dt);
    const size_t es = sy_dtype_size(dt);
    for (int64_t i = 0; i < n; i++) {
        char *p = (char *)data + (size_t)i * es;
        sy__float_store(p, onnx, sy__float_load(p, onnx) / size);
    }
}

/* ---- the metadata exchange --------------------------------------------- */

enum { M_OK, M_DTYPE, M_RANK, M_DIMS, M_PARAM = M_DIMS + SY_MAX_RANK, M_N };

typedef struct call {
    const char *fn;
    sy_comm *comm;
    int64_t call_no;   /* the communicator's count of collectives, this one included (0: send, recv) */
    int peer;          /* send and recv: the other rank; else -1 */
    sy_status local;   /* this rank's own refusal, or SY_OK */
    char detail[512];  /* its detail */
    int64_t meta[M_N];
} call;

static void meta_of(call *k, const sy_tensor *x, int64_t param)
{
    for (int i = 0; i < M_N; i++)
        k->meta[i] = -1;
    k->meta[M_OK] = k->local == SY_OK ? 1 : 0;
    k->meta[M_PARAM] = param;
    if (x) {
        k->meta[M_DTYPE] = sy_tensor_dtype(x);
        k->meta[M_RANK] = sy_tensor_rank(x);
        for (int i = 0; i < sy_tensor_rank(x); i++)
            k->meta[M_DIMS + i] = sy_tensor_dim(x, i);
    }
}

/* A local refusal, kept for the exchange (every rank learns of it). */
static void refuse(call *k, sy_status st, const char *fmt, ...) SY__PRINTF(3, 4);
static void refuse(call *k, sy_status st, const char *fmt, ...)
{
    if (k->local != SY_OK)
        return;
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(k->detail, sizeof k->detail, fmt, ap);
    va_end(ap);
    k->local = st;
}

static void describe(const int64_t *m, char *buf, size_t size)
{
    if (m[M_DTYPE] < 0 || m[M_DTYPE] >= SY_DTYPE_COUNT || m[M_RANK] < 0 || m[M_RANK] > SY_MAX_RANK) {
        snprintf(buf, size, "no tensor");
        return;
    }
    char shape[SY__SHAPE_STR_MAX];
    snprintf(buf, size, "%s%s", sy_dtype_name((sy_dtype)m[M_DTYPE]),
             sy__shape_str(m + M_DIMS, (int)m[M_RANK], shape, sizeof shape));
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

enum { TAG_ASK = 1, TAG_ANSWER = 2, N_COLLECTIVES = 5 };
/* the collectives first: call_no counts those */
static const char *const call_names[] = {"sy_all_reduce", "sy_reduce_scatter", "sy_broadcast", "sy_all_gather",
                                         "sy_barrier",    "sy_send",           "sy_recv"};
static sy__mpi_stall_fn stall_hook;

void sy__mpi_on_stall(sy__mpi_stall_fn fn)
{
    pthread_mutex_lock(&mpi_lock);
    stall_hook = fn;
    pthread_mutex_unlock(&mpi_lock);
}

/* fn's place in call_names (every caller passes one of them) */
static int call_index(const char *fn)
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
        const int64_t answer[4] = {ask, call_index(k->fn), k->call_no, k->peer};
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
            const bool same = a[1] == call_index(k->fn) && a[2] == k->call_no && (k->peer < 0 || a[3] == c->rank);
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
            return mpi_fail(k->fn, err, c);
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
static sy_status started(call *k, int err, MPI_Request *req, MPI_Status *status, const char *phase)
{
    return err == MPI_SUCCESS ? wait_on(k, req, status, phase) : mpi_fail(k->fn, err, k->comm);
}

/* Every rank's metadata against the others': SY_OK on every rank, or one
 * status and detail on every rank. Under mpi_lock. */
static sy_status agree(call *k, const char *param_name)
{
    int64_t buf[2 * M_N];
    for (int i = 0; i < M_N; i++) {
        buf[i] = k->meta[i];
        buf[M_N + i] = -k->meta[i];
    }
    MPI_Request rq;
    sy_status st = started(k, MPI_Iallreduce(MPI_IN_PLACE, buf, 2 * M_N, MPI_INT64_T, MPI_MIN, k->comm->comm, &rq), &rq,
                           NULL, "in the metadata exchange");
    if (st != SY_OK)
        return st;
    bool same = true;
    for (int i = 0; i < M_N; i++)
        same = same && buf[i] == -buf[M_N + i];
    if (same && buf[M_OK] == 1)
        return SY_OK;
    /* the slow path, on failure only: every rank's metadata, to name the ranks */
    const int n = k->comm->size;
    int64_t *all = malloc(sizeof(int64_t) * M_N * (size_t)n + sizeof(int32_t) * (size_t)n);
    int32_t *codes = all ? (int32_t *)(all + M_N * n) : NULL;
    if (all == NULL)
        return sy__fail(SY_E_OUT_OF_MEMORY, "%s: no memory to name the ranks that disagree", k->fn);
    int32_t code = (int32_t)k->local;
    st = started(k, MPI_Iallgather(k->meta, M_N, MPI_INT64_T, all, M_N, MPI_INT64_T, k->comm->comm, &rq), &rq, NULL,
                 "in the metadata exchange");
    if (st == SY_OK)
        st = started(k, MPI_Iallgather(&code, 1, MPI_INT32_T, codes, 1, MPI_INT32_T, k->comm->comm, &rq), &rq, NULL,
                     "in the metadata exchange");
    if (st != SY_OK) {
        free(all);
        return st;
    }
    char text[1024];
    size_t used = 0;
    int first_bad = -1;
    for (int r = 0; r < n; r++)
        if (codes[r] != SY_OK && (st == SY_OK || codes[r] > st)) {
            st = (sy_status)codes[r]; /* the same choice on every rank: the largest code (closest to 0) */
        }
    for (int r = 0; r < n && first_bad < 0; r++)
        if (codes[r] != SY_OK)
            first_bad = r;
    if (st != SY_OK) {
        used += (size_t)snprintf(text + used, sizeof text - used, "rank %d refused its arguments (%s)", first_bad,
                                 sy_status_name((sy_status)codes[first_bad]));
        if (k->local != SY_OK)
            used += (size_t)snprintf(text + used, sizeof text - used, "; here, rank %d: %s", k->comm->rank,
                                     k->detail);
    } else {
        const int64_t *m0 = all;
        bool dtypes_differ = false, params_differ = false;
        for (int r = 1; r < n; r++) {
            dtypes_differ = dtypes_differ || all[r * M_N + M_DTYPE] != m0[M_DTYPE];
            params_differ = params_differ || all[r * M_N + M_PARAM] != m0[M_PARAM];
        }
        st = dtypes_differ ? SY_E_DTYPE_MISMATCH : params_differ ? SY_E_INVALID_ARGUMENT : SY_E_SHAPE_MISMATCH;
        used += (size_t)snprintf(text + used, sizeof text - used, "the ranks disagree on %s:",
                                 dtypes_differ ? "the dtype" : params_differ ? param_name : "the shape");
        for (int r = 0; r < n && used < sizeof text - 64; r++) {
            char what[SY__SHAPE_STR_MAX + 16];
            describe(all + r * M_N, what, sizeof what);
            used += (size_t)snprintf(text + used, sizeof text - used, "%s rank %d %s", r ? "," : "", r, what);
            if (params_differ)
                used += (size_t)snprintf(text + used, sizeof text - used, " %s %lld", param_name,
                                         (long long)all[r * M_N + M_PARAM]);
        }
    }
    free(all);
    return sy__fail(st, "%s: %s (on rank %d of %d; no data moved)", k->fn, text, k->comm->rank, n);
}

/* ---- staging ------------------------------------------------------------ */

/* The host bytes of x: its own storage when it is contiguous host memory, else
 * a copy (*owned) read through the runtime's staging. */
static const void *host_bytes(call *k, const sy_tensor *x, void **owned)
{
    *owned = NULL;
    if (k->local != SY_OK || x == NULL)
        return NULL;
    const size_t nb = sy_tensor_nbytes(x);
    if (sy_tensor_is_contiguous(x) && sy_tensor_host_data(x))
        return sy_tensor_host_data(x);
    void *p = sy__host_alloc(nb ? nb : 1);
    if (p == NULL) {
        refuse(k, SY_E_OUT_OF_MEMORY, "%s: no memory to stage %zu bytes", k->fn, nb);
        return NULL;
    }
    sy_status st = sy_tensor_to_data(x, p, nb);
    if (st != SY_OK) {
        refuse(k, st, "%s", sy_last_error());
        sy__host_free(p);
        return NULL;
    }
    *owned = p;
    return p;
}

/* Where MPI writes the result (of x's dtype and device, of shape[rank]),
 * allocated before the exchange: a rank that cannot have it refuses there,
 * with every rank, rather than stop alone while the others wait in the
 * collective. On a host-memory device it is the storage of the result
 * tensor itself (*t), so nothing is copied after MPI; else a host block,
 * which give_result copies to the device. */
static void *result_buffer(call *k, const sy_tensor *x, const int64_t *shape, int rank, sy_tensor **t)
{
    *t = NULL;
    if (k->local != SY_OK)
        return NULL;
    const sy_device d = sy_tensor_device(x);
    if (sy_backend_is_host_memory((sy_backend)d.backend) && !sy_device_is_autodiff(d)) {
        const sy_status st = sy__tensor_alloc(sy_tensor_dtype(x), shape, rank, d, t);
        if (st != SY_OK) {
            *t = NULL;
            refuse(k, st, "%s: no memory for the result on rank %d: %s", k->fn, k->comm->rank, sy_last_error());
            return NULL;
        }
        return (void *)(uintptr_t)sy_tensor_host_data(*t); /* fresh storage of our own */
    }
    const size_t bytes = (size_t)sy__numel(shape, rank) * sy_dtype_size(sy_tensor_dtype(x));
    void *p = sy__host_alloc(bytes ? bytes : 1);
    if (p == NULL)
        refuse(k, SY_E_OUT_OF_MEMORY, "%s: no memory for the result's %zu bytes on rank %d", k->fn, bytes,
               k->comm->rank);
    return p;
}

static void drop_result(void *buf, sy_tensor *t)
{
    if (t)
        sy_tensor_release(t);
    else
        sy__host_free(buf);
}

/* The checks every tensor argument gets, as local refusals. */
static void check_tensor(call *k, const sy_tensor *x, const char *name)
{
    if (x == NULL) {
        refuse(k, SY_E_INVALID_ARGUMENT, "%s: %s is NULL", k->fn, name);
        return;
    }
    const sy_device d = sy_tensor_device(x);
    char dev[64];
    sy_device_format(d, dev, sizeof dev);
    if (sy_device_is_capture(d))
        refuse(k, SY_E_UNSUPPORTED, "%s: %s is on the capture device %s; the MPI layer's collectives are runtime "
               "functions, which a capture does not record (README, \"Beyond one machine\")", k->fn, name, dev);
    else if (sy_tensor_is_tracked(x))
        refuse(k, SY_E_UNSUPPORTED, "%s: %s is tracked on %s; the collectives record no gradient yet: all-reduce the "
               "gradients after sy_backward (README, \"Beyond one machine\"), or pass sy_inner(%s)", k->fn, name,
               dev, name);
    else if (sy_tensor_numel(x) > INT_MAX)
        refuse(k, SY_E_UNSUPPORTED, "%s: %s has %lld elements; MPI counts are int, so at most %d", k->fn, name,
               (long long)sy_tensor_numel(x), INT_MAX);
}

static sy_status begin(call *k, const char *fn, sy_comm *comm, sy_tensor **out)
{
    memset(k, 0, sizeof *k);
    k->fn = fn;
    k->comm = comm;
    k->peer = -1;
    if (out)
        *out = NULL;
    sy_status st = check_comm(fn, comm);
    if (st != SY_OK)
        return st;
    pthread_mutex_lock(&mpi_lock);
    const int i = call_index(fn);
    if (i >= 0 && i < N_COLLECTIVES)
        k->call_no = ++comm->calls;
    return SY_OK;
}

static sy_status finish(call *k, sy_status st)
{
    (void)k;
    pthread_mutex_unlock(&mpi_lock);
    return st;
}

/* The result of result_buffer: its tensor, or one made on x's device from
 * the host block (freed either way). */
static sy_status give_result(call *k, void *buf, sy_tensor *t, const sy_tensor *x, const int64_t *shape, int rank,
                             sy_tensor **out)
{
    if (t) {
        *out = t;
        return SY_OK;
    }
    sy_status st = sy_tensor_from_data(buf, sy_tensor_dtype(x), shape, rank, sy_tensor_device(x), out);
    sy__host_free(buf);
    if (st != SY_OK)
        return sy__fail(st, "%s: the result could not be made on its device (rank %d): %s", k->fn, k->comm->rank,
                        sy_last_error());
    return SY_OK;
}

/* ---- collectives -------------------------------------------------------- */

static sy_status reduce_common(const char *fn, const sy_tensor *x, sy_comm *comm, sy_reduce_op op, bool scatter,
                               sy_tensor **out)
{
    call k;
    sy_status st = begin(&k, fn, comm, out);
    if (st != SY_OK)
        return st;
    if (out == NULL)
        refuse(&k, SY_E_INVALID_ARGUMENT, "%s: out is NULL", fn);
    check_tensor(&k, x, "x");
    if ((int)op < 0 || op > SY_REDUCE_PROD)
        refuse(&k, SY_E_INVALID_ARGUMENT, "%s: op %d is none of SY_REDUCE_SUM, MEAN, MAX, MIN, PROD", fn, (int)op);
    else if (k.local == SY_OK && op == SY_REDUCE_MEAN && !sy_dtype_is_float(sy_tensor_dtype(x)))
        refuse(&k, SY_E_DTYPE_UNSUPPORTED, "%s: mean of %s: the mean of integers or bools has no exact result in "
               "their dtype; reduce with SY_REDUCE_SUM and divide in a float dtype", fn,
               sy_dtype_name(sy_tensor_dtype(x)));
    if (scatter && k.local == SY_OK && (sy_tensor_rank(x) < 1 || sy_tensor_dim(x, 0) != comm->size)) {
        char shape[SY__SHAPE_STR_MAX];
        refuse(&k, SY_E_SHAPE_MISMATCH, "%s: x %s%s must have a leading axis of the communicator's size %d", fn,
               sy_dtype_name(sy_tensor_dtype(x)), sy__shape_str(sy_tensor_shape(x), sy_tensor_rank(x), shape,
               sizeof shape), comm->size);
    }
    void *owned = NULL;
    const void *send = host_bytes(&k, x, &owned);
    const int64_t n = k.local != SY_OK ? 0 : scatter ? sy_tensor_numel(x) / comm->size : sy_tensor_numel(x);
    sy_tensor *rt = NULL;
    void *res = NULL;
    if (k.local == SY_OK)
        res = scatter ? result_buffer(&k, x, sy_tensor_shape(x) + 1, sy_tensor_rank(x) - 1, &rt)
                      : result_buffer(&k, x, sy_tensor_shape(x), sy_tensor_rank(x), &rt);
    meta_of(&k, x, (int64_t)op);
    st = agree(&k, "the reduction");
    if (st != SY_OK) {
        sy__host_free(owned);
        drop_result(res, rt);
        return finish(&k, st);
    }
    const sy_dtype dt = sy_tensor_dtype(x);
    MPI_Request rq;
    st = started(&k, scatter ? MPI_Ireduce_scatter_block(send, res, (int)n, mpi_type(dt), mpi_op(dt, op), comm->comm, &rq)
                             : MPI_Iallreduce(send, res, (int)n, mpi_type(dt), mpi_op(dt, op), comm->comm, &rq),
                 &rq, NULL, "moving the data");
    sy__host_free(owned);
    if (st != SY_OK) {
        drop_result(res, rt);
        return finish(&k, st);
    }
    if (op == SY_REDUCE_MEAN)
        divide(res, dt, n, comm->size);
    st = scatter ? give_result(&k, res, rt, x, sy_tensor_shape(x) + 1, sy_tensor_rank(x) - 1, out)
                 : give_result(&k, res, rt, x, sy_tensor_shape(x), sy_tensor_rank(x), out);
    return finish(&k, st);
}

sy_status sy_all_reduce(const sy_tensor *x, sy_comm *comm, sy_reduce_op op, sy_tensor **out)
{
    return reduce_common("sy_all_reduce", x, comm, op, false, out);
}

sy_status sy_reduce_scatter(const sy_tensor *x, sy_comm *comm, sy_reduce_op op, sy_tensor **out)
{
    return reduce_common("sy_reduce_scatter", x, comm, op, true, out);
}

sy_status sy_broadcast(const sy_tensor *x, sy_comm *comm, int root, sy_tensor **out)
{
    call k;
    sy_status st = begin(&k, "sy_broadcast", comm, out);
    if (st != SY_OK)
        return st;
    if (out == NULL)
        refuse(&k, SY_E_INVALID_ARGUMENT, "sy_broadcast: out is NULL");
    check_tensor(&k, x, "x");
    if (root < 0 || root >= comm->size)
        refuse(&k, SY_E_INVALID_ARGUMENT, "sy_broadcast: root %d is not a rank of the communicator (0..%d)", root,
               comm->size - 1);
    void *owned = NULL;
    const void *mine = comm->rank == root ? host_bytes(&k, x, &owned) : NULL;
    const int64_t n = k.local != SY_OK ? 0 : sy_tensor_numel(x);
    sy_tensor *rt = NULL;
    void *buf = k.local != SY_OK ? NULL : result_buffer(&k, x, sy_tensor_shape(x), sy_tensor_rank(x), &rt);
    meta_of(&k, x, root);
    st = agree(&k, "the root");
    if (st != SY_OK) {
        sy__host_free(owned);
        drop_result(buf, rt);
        return finish(&k, st);
    }
    const sy_dtype dt = sy_tensor_dtype(x);
    if (mine && n)
        memcpy(buf, mine, (size_t)n * sy_dtype_size(dt));
    sy__host_free(owned);
    MPI_Request rq;
    st = started(&k, MPI_Ibcast(buf, (int)n, mpi_type(dt), root, comm->comm, &rq), &rq, NULL, "moving the data");
    if (st != SY_OK) {
        drop_result(buf, rt);
        return finish(&k, st);
    }
    return finish(&k, give_result(&k, buf, rt, x, sy_tensor_shape(x), sy_tensor_rank(x), out));
}

sy_status sy_all_gather(const sy_tensor *x, sy_comm *comm, sy_tensor **out)
{
    call k;
    sy_status st = begin(&k, "sy_all_gather", comm, out);
    if (st != SY_OK)
        return st;
    if (out == NULL)
        refuse(&k, SY_E_INVALID_ARGUMENT, "sy_all_gather: out is NULL");
    check_tensor(&k, x, "x");
    if (k.local == SY_OK && sy_tensor_rank(x) >= SY_MAX_RANK)
        refuse(&k, SY_E_UNSUPPORTED, "sy_all_gather: x has rank %d; the result's new leading axis would pass "
               "SY_MAX_RANK (%d)", sy_tensor_rank(x), SY_MAX_RANK);
    if (k.local == SY_OK && (int64_t)sy_tensor_numel(x) * comm->size > INT_MAX)
        refuse(&k, SY_E_UNSUPPORTED, "sy_all_gather: the result would have more than %d elements (MPI counts are "
               "int)", INT_MAX);
    void *owned = NULL;
    const void *send = host_bytes(&k, x, &owned);
    const int64_t n = k.local != SY_OK ? 0 : sy_tensor_numel(x);
    int64_t shape[SY_MAX_RANK];
    shape[0] = comm->size;
    for (int i = 0; k.local == SY_OK && i < sy_tensor_rank(x); i++)
        shape[i + 1] = sy_tensor_dim(x, i);
    sy_tensor *rt = NULL;
    void *res = k.local != SY_OK ? NULL : result_buffer(&k, x, shape, sy_tensor_rank(x) + 1, &rt);
    meta_of(&k, x, 0);
    st = agree(&k, "-");
    if (st != SY_OK) {
        sy__host_free(owned);
        drop_result(res, rt);
        return finish(&k, st);
    }
    const sy_dtype dt = sy_tensor_dtype(x);
    MPI_Request rq;
    st = started(&k, MPI_Iallgather(send, (int)n, mpi_type(dt), res, (int)n, mpi_type(dt), comm->comm, &rq), &rq, NULL,
                 "moving the data");
    sy__host_free(owned);
    if (st != SY_OK) {
        drop_result(res, rt);
        return finish(&k, st);
    }
    return finish(&k, give_result(&k, res, rt, x, shape, sy_tensor_rank(x) + 1, out));
}

sy_status sy_barrier(sy_comm *comm)
{
    call k;
    sy_status st = begin(&k, "sy_barrier", comm, NULL);
    if (st != SY_OK)
        return st;
    MPI_Request rq;
    return finish(&k, started(&k, MPI_Ibarrier(comm->comm, &rq), &rq, NULL, "in the barrier"));
}

/* send and recv: a header (dtype, rank, dims) and the values, both on `tag`
 * (MPI keeps the order of messages of one pair, communicator and tag). */
enum { HDR_DTYPE, HDR_RANK, HDR_DIMS, HDR_N = HDR_DIMS + SY_MAX_RANK };

static sy_status check_peer(const char *fn, const sy_comm *comm, int peer, int tag)
{
    if (peer < 0 || peer >= comm->size || peer == comm->rank)
        return sy__fail(SY_E_INVALID_ARGUMENT, "%s: peer %d is not another rank of the communicator (rank %d of %d)",
                        fn, peer, comm->rank, comm->size);
    if (tag < 0 || tag > 32767)
        return sy__fail(SY_E_INVALID_ARGUMENT, "%s: tag %d is outside 0..32767 (MPI's least MPI_TAG_UB)", fn, tag);
    return SY_OK;
}

sy_status sy_send(const sy_tensor *x, sy_comm *comm, int peer, int tag)
{
    call k;
    sy_status st = begin(&k, "sy_send", comm, NULL);
    if (st != SY_OK)
        return st;
    st = check_peer("sy_send", comm, peer, tag);
    if (st != SY_OK)
        return finish(&k, st);
    k.peer = peer;
    check_tensor(&k, x, "x");
    void *owned = NULL;
    const void *data = host_bytes(&k, x, &owned);
    if (k.local != SY_OK)
        return finish(&k, sy__fail(k.local, "%s", k.detail));
    int64_t hdr[HDR_N] = {sy_tensor_dtype(x), sy_tensor_rank(x)};
    for (int i = 0; i < sy_tensor_rank(x); i++)
        hdr[HDR_DIMS + i] = sy_tensor_dim(x, i);
    MPI_Request rq;
    st = started(&k, MPI_Isend(hdr, HDR_DIMS + sy_tensor_rank(x), MPI_INT64_T, peer, tag, comm->comm, &rq), &rq, NULL,
                 "sending the header");
    if (st == SY_OK)
        st = started(&k, MPI_Isend(data, (int)sy_tensor_numel(x), mpi_type(sy_tensor_dtype(x)), peer, tag, comm->comm,
                                   &rq), &rq, NULL, "sending the data");
    sy__host_free(owned);
    return finish(&k, st);
}

sy_status sy_recv(sy_comm *comm, int peer, int tag, sy_device dev, sy_tensor **out)
{
    call k;
    sy_status st = begin(&k, "sy_recv", comm, out);
    if (st != SY_OK)
        return st;
    if (out == NULL)
        return finish(&k, sy__fail(SY_E_INVALID_ARGUMENT, "sy_recv: out is NULL"));
    st = check_peer("sy_recv", comm, peer, tag);
    if (st == SY_OK)
        st = sy_device_check(dev);
    if (st != SY_OK)
        return finish(&k, st);
    k.peer = peer;
    int64_t hdr[HDR_N];
    MPI_Status ms;
    MPI_Request rq;
    int got = 0;
    st = started(&k, MPI_Irecv(hdr, HDR_N, MPI_INT64_T, peer, tag, comm->comm, &rq), &rq, &ms, "receiving the header");
    if (st != SY_OK)
        return finish(&k, st);
    int err = MPI_Get_count(&ms, MPI_INT64_T, &got);
    if (err != MPI_SUCCESS)
        return finish(&k, mpi_fail("sy_recv", err, comm));
    if (got < HDR_DIMS || hdr[HDR_DTYPE] < 0 || hdr[HDR_DTYPE] >= SY_DTYPE_COUNT || hdr[HDR_RANK] != got - HDR_DIMS)
        return finish(&k, sy__fail(SY_E_COMM_FAILED, "sy_recv: the message from rank %d with tag %d is not a tensor "
                                   "sy_send sent (rank %d of %d)", peer, tag, comm->rank, comm->size));
    const sy_dtype dt = (sy_dtype)hdr[HDR_DTYPE];
    const int rank = (int)hdr[HDR_RANK];
    int64_t n = 1;
    for (int i = 0; i < rank; i++)
        n *= hdr[HDR_DIMS + i];
    void *buf = sy__host_alloc(n ? (size_t)n * sy_dtype_size(dt) : 1);
    if (buf == NULL) {
        /* the values are still on their way: take them, so the next message is read right */
        MPI_Recv(NULL, 0, MPI_BYTE, peer, tag, comm->comm, MPI_STATUS_IGNORE);
        return finish(&k, sy__fail(SY_E_OUT_OF_MEMORY, "sy_recv: no memory for %s of %lld elements",
                                   sy_dtype_name(dt), (long long)n));
    }
    st = started(&k, MPI_Irecv(buf, (int)n, mpi_type(dt), peer, tag, comm->comm, &rq), &rq, NULL,
                 "receiving the data");
    if (st != SY_OK) {
        sy__host_free(buf);
        return finish(&k, st);
    }
    st = sy_tensor_from_data(buf, dt, hdr + HDR_DIMS, rank, dev, out);
    sy__host_free(buf);
    if (st != SY_OK)
        st = sy__fail(st, "sy_recv: the tensor from rank %d could not be made on its device: %s", peer,
                      sy_last_error());
    return finish(&k, st);
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

sy_status sy_all_reduce(const sy_tensor *x, sy_comm *comm, sy_reduce_op op, sy_tensor **out)
{
    (void)x, (void)comm, (void)op;
    if (out)
        *out = NULL;
    return OFF("sy_all_reduce");
}

sy_status sy_reduce_scatter(const sy_tensor *x, sy_comm *comm, sy_reduce_op op, sy_tensor **out)
{
    (void)x, (void)comm, (void)op;
    if (out)
        *out = NULL;
    return OFF("sy_reduce_scatter");
}

sy_status sy_broadcast(const sy_tensor *x, sy_comm *comm, int root, sy_tensor **out)
{
    (void)x, (void)comm, (void)root;
    if (out)
        *out = NULL;
    return OFF("sy_broadcast");
}

sy_status sy_all_gather(const sy_tensor *x, sy_comm *comm, sy_tensor **out)
{
    (void)x, (void)comm;
    if (out)
        *out = NULL;
    return OFF("sy_all_gather");
}

sy_status sy_send(const sy_tensor *x, sy_comm *comm, int peer, int tag)
{
    (void)x, (void)comm, (void)peer, (void)tag;
    return OFF("sy_send");
}

sy_status sy_recv(sy_comm *comm, int peer, int tag, sy_device dev, sy_tensor **out)
{
    (void)comm, (void)peer, (void)tag, (void)dev;
    if (out)
        *out = NULL;
    return OFF("sy_recv");
}

sy_status sy_barrier(sy_comm *comm)
{
    (void)comm;
    return OFF("sy_barrier");
}

#endif /* SY_WITH_MPI */
