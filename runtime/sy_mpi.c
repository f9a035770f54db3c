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
    int rank, size;
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
        for (sy_comm *c = live; c; c = c->next)
            if (c->comm != MPI_COMM_NULL)
                MPI_Comm_free(&c->comm);
        if (ops_made)
            for (int h = 0; h < 2; h++)
                for (int o = 0; o < 4; o++)
                    MPI_Op_free(&half_ops[h][o]);
        if (we_initialized)
            MPI_Finalize();
    }
    for (sy_comm *c = live; c; c = c->next)
        c->comm = MPI_COMM_NULL;
    ops_made = false;
    we_initialized = false;
    pthread_mutex_unlock(&mpi_lock);
}

static sy_status make_comm(const char *fn, MPI_Comm from, sy_comm **out)
{
    if (out == NULL)
        return sy__fail(SY_E_INVALID_ARGUMENT, "%s: out is NULL", fn);
    *out = NULL;
    pthread_mutex_lock(&mpi_lock);
    sy_status st = ensure_init(fn);
    if (st != SY_OK) {
        pthread_mutex_unlock(&mpi_lock);
        return st;
    }
    sy_comm *c = calloc(1, sizeof *c);
    if (c == NULL) {
        pthread_mutex_unlock(&mpi_lock);
        return sy__fail(SY_E_OUT_OF_MEMORY, "%s: no memory for the communicator", fn);
    }
    c->comm = MPI_COMM_NULL;
    int err = MPI_Comm_dup(from, &c->comm);
    if (err != MPI_SUCCESS)
        c->comm = MPI_COMM_NULL;
    if (err == MPI_SUCCESS)
        err = MPI_Comm_set_errhandler(c->comm, MPI_ERRORS_RETURN);
    if (err == MPI_SUCCESS)
        err = MPI_Comm_rank(c->comm, &c->rank);
    if (err == MPI_SUCCESS)
        err = MPI_Comm_size(c->comm, &c->size);
    if (err != MPI_SUCCESS) {
        if (c->comm != MPI_COMM_NULL)
            MPI_Comm_free(&c->comm);
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

/* Every rank's metadata against the others': SY_OK on every rank, or one
 * status and detail on every rank. Under mpi_lock. */
static sy_status agree(call *k, const char *param_name)
{
    int64_t buf[2 * M_N];
    for (int i = 0; i < M_N; i++) {
        buf[i] = k->meta[i];
        buf[M_N + i] = -k->meta[i];
    }
    int err = MPI_Allreduce(MPI_IN_PLACE, buf, 2 * M_N, MPI_INT64_T, MPI_MIN, k->comm->comm);
    if (err != MPI_SUCCESS)
        return mpi_fail(k->fn, err, k->comm);
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
    err = MPI_Allgather(k->meta, M_N, MPI_INT64_T, all, M_N, MPI_INT64_T, k->comm->comm);
    if (err == MPI_SUCCESS)
        err = MPI_Allgather(&code, 1, MPI_INT32_T, codes, 1, MPI_INT32_T, k->comm->comm);
    if (err != MPI_SUCCESS) {
        free(all);
        return mpi_fail(k->fn, err, k->comm);
    }
    char text[1024];
    size_t used = 0;
    sy_status st = SY_OK;
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

/* The result's host buffer of n elements of x's dtype, allocated before the
 * exchange: a rank that cannot have it refuses there, with every rank, rather
 * than stop alone while the others wait in the collective. */
static void *result_buffer(call *k, const sy_tensor *x, int64_t n)
{
    if (k->local != SY_OK)
        return NULL;
    const size_t bytes = (size_t)n * sy_dtype_size(sy_tensor_dtype(x));
    void *p = sy__host_alloc(bytes ? bytes : 1);
    if (p == NULL)
        refuse(k, SY_E_OUT_OF_MEMORY, "%s: no memory for the result's %zu bytes on rank %d", k->fn, bytes,
               k->comm->rank);
    return p;
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
    if (out)
        *out = NULL;
    sy_status st = check_comm(fn, comm);
    if (st != SY_OK)
        return st;
    pthread_mutex_lock(&mpi_lock);
    return SY_OK;
}

static sy_status finish(call *k, sy_status st)
{
    (void)k;
    pthread_mutex_unlock(&mpi_lock);
    return st;
}

/* The result on x's device from host bytes. */
static sy_status make_result(call *k, const void *data, const sy_tensor *x, const int64_t *shape, int rank,
                             sy_tensor **out)
{
    sy_status st = sy_tensor_from_data(data, sy_tensor_dtype(x), shape, rank, sy_tensor_device(x), out);
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
    void *res = result_buffer(&k, x, n);
    meta_of(&k, x, (int64_t)op);
    st = agree(&k, "the reduction");
    if (st != SY_OK) {
        sy__host_free(owned);
        sy__host_free(res);
        return finish(&k, st);
    }
    const sy_dtype dt = sy_tensor_dtype(x);
    int err = scatter ? MPI_Reduce_scatter_block(send, res, (int)n, mpi_type(dt), mpi_op(dt, op), comm->comm)
                      : MPI_Allreduce(send, res, (int)n, mpi_type(dt), mpi_op(dt, op), comm->comm);
    sy__host_free(owned);
    if (err != MPI_SUCCESS) {
        sy__host_free(res);
        return finish(&k, mpi_fail(fn, err, comm));
    }
    if (op == SY_REDUCE_MEAN)
        divide(res, dt, n, comm->size);
    st = scatter ? make_result(&k, res, x, sy_tensor_shape(x) + 1, sy_tensor_rank(x) - 1, out)
                 : make_result(&k, res, x, sy_tensor_shape(x), sy_tensor_rank(x), out);
    sy__host_free(res);
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
    void *buf = result_buffer(&k, x, n);
    meta_of(&k, x, root);
    st = agree(&k, "the root");
    if (st != SY_OK) {
        sy__host_free(owned);
        sy__host_free(buf);
        return finish(&k, st);
    }
    const sy_dtype dt = sy_tensor_dtype(x);
    if (mine && n)
        memcpy(buf, mine, (size_t)n * sy_dtype_size(dt));
    sy__host_free(owned);
    int err = MPI_Bcast(buf, (int)n, mpi_type(dt), root, comm->comm);
    if (err != MPI_SUCCESS) {
        sy__host_free(buf);
        return finish(&k, mpi_fail("sy_broadcast", err, comm));
    }
    st = make_result(&k, buf, x, sy_tensor_shape(x), sy_tensor_rank(x), out);
    sy__host_free(buf);
    return finish(&k, st);
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
    void *res = result_buffer(&k, x, n * comm->size);
    meta_of(&k, x, 0);
    st = agree(&k, "-");
    if (st != SY_OK) {
        sy__host_free(owned);
        sy__host_free(res);
        return finish(&k, st);
    }
    const sy_dtype dt = sy_tensor_dtype(x);
    int err = MPI_Allgather(send, (int)n, mpi_type(dt), res, (int)n, mpi_type(dt), comm->comm);
    sy__host_free(owned);
    if (err != MPI_SUCCESS) {
        sy__host_free(res);
        return finish(&k, mpi_fail("sy_all_gather", err, comm));
    }
    int64_t shape[SY_MAX_RANK];
    shape[0] = comm->size;
    for (int i = 0; i < sy_tensor_rank(x); i++)
        shape[i + 1] = sy_tensor_dim(x, i);
    st = make_result(&k, res, x, shape, sy_tensor_rank(x) + 1, out);
    sy__host_free(res);
    return finish(&k, st);
}

sy_status sy_barrier(sy_comm *comm)
{
    call k;
    sy_status st = begin(&k, "sy_barrier", comm, NULL);
    if (st != SY_OK)
        return st;
    int err = MPI_Barrier(comm->comm);
    return finish(&k, err == MPI_SUCCESS ? SY_OK : mpi_fail("sy_barrier", err, comm));
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
    check_tensor(&k, x, "x");
    void *owned = NULL;
    const void *data = host_bytes(&k, x, &owned);
    if (k.local != SY_OK)
        return finish(&k, sy__fail(k.local, "%s", k.detail));
    int64_t hdr[HDR_N] = {sy_tensor_dtype(x), sy_tensor_rank(x)};
    for (int i = 0; i < sy_tensor_rank(x); i++)
        hdr[HDR_DIMS + i] = sy_tensor_dim(x, i);
    int err = MPI_Send(hdr, HDR_DIMS + sy_tensor_rank(x), MPI_INT64_T, peer, tag, comm->comm);
    if (err == MPI_SUCCESS)
        err = MPI_Send(data, (int)sy_tensor_numel(x), mpi_type(sy_tensor_dtype(x)), peer, tag, comm->comm);
    sy__host_free(owned);
    return finish(&k, err == MPI_SUCCESS ? SY_OK : mpi_fail("sy_send", err, comm));
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
    int64_t hdr[HDR_N];
    MPI_Status ms;
    int got = 0;
    int err = MPI_Recv(hdr, HDR_N, MPI_INT64_T, peer, tag, comm->comm, &ms);
    if (err == MPI_SUCCESS)
        err = MPI_Get_count(&ms, MPI_INT64_T, &got);
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
    err = MPI_Recv(buf, (int)n, mpi_type(dt), peer, tag, comm->comm, MPI_STATUS_IGNORE);
    if (err != MPI_SUCCESS) {
        sy__host_free(buf);
        return finish(&k, mpi_fail("sy_recv", err, comm));
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
