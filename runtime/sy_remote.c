/* switchyard: remote devices (README "Remote devices", ARCHITECTURE.md).
 *
 * `kind: remote` in backends.yaml is a dispatch-level backend like capture:
 * device remote:N is rank N of the remote communicator, which runs
 * sy_serve. Its storage is a handle the client numbers and the server maps
 * to a buffer on its own default device (the handle table); the backend's
 * memory functions below (alloc, free, read, write, the generated backend
 * table's `.mem` of remote) send the requests put, get and free, so the
 * runtime's staging moves tensors to and from it as to any device-memory
 * backend. An op whose inputs are on remote:N is not staged: sy_dispatch.c
 * hands the whole call to sy__remote_call, which sends the call record (the
 * op, its inputs' handles and layouts, the results' handles and types, the
 * attributes as the saved-graph writer writes a node's) and makes the
 * results from the server's answer. An autodiff context over remote:N keeps
 * its tape here (sy_dispatch.c records the node after the call): the call
 * sent is the plain one, and the server serves on its default's plain inner
 * device, so it never tracks. Every message starts with the wire header
 * (magic, wire version), versioned apart from the graph format. */
#define _POSIX_C_SOURCE 200809L /* open_memstream, nanosleep */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sched.h>
#include <time.h>

#include "sy_mpi_layer.h"
#include "sy_oppath.h"

#if SY_WITH_MPI && SY_WITH_REMOTE

/* ---- the wire ------------------------------------------------------------ */

#define WIRE_MAGIC 0x53595257 /* "SYRW" */
#define WIRE_VERSION 1
enum { TAG_REQ = 101, TAG_REP = 102 }; /* on the communicator's ctl duplicate, beside TAG_ASK/TAG_ANSWER */
enum { K_PUT = 1, K_GET, K_FREE, K_CALL, K_STOP, K_KINDS };
static const char *const kind_names[K_KINDS] = {"?", "put", "get", "free", "call", "stop"};

/* A request: the header, then the payload (put: the bytes; call: the record). */
enum { H_MAGIC, H_VERSION, H_KIND, H_HANDLE, H_OFFSET, H_BYTES, H_N };
/* A tensor of a call record: present, handle, dtype, rank, offset, shape, strides. */
enum { T_PRESENT, T_HANDLE, T_DTYPE, T_RANK, T_OFFSET, T_SHAPE, T_STRIDES = T_SHAPE + SY_MAX_RANK,
       T_N = T_STRIDES + SY_MAX_RANK };
/* An answer: the header, the status, the results (call), then the detail (failure) or the bytes (get). */
enum { R_MAGIC, R_VERSION, R_STATUS, R_N_OUT, R_OUT, R_N = R_OUT + SY__MAX_OUT * (T_N + 1) };

static int wire_version = WIRE_VERSION; /* sy__remote_set_wire_version (tests) */
static int64_t wire_magic = WIRE_MAGIC; /* sy__remote_set_wire_magic (tests) */
static size_t bytes_sent, bytes_received, answers; /* counts of this process's requests (bench) */

void sy__remote_counts(size_t *answered, size_t *sent, size_t *received)
{
    *answered = answers;
    *sent = bytes_sent;
    *received = bytes_received;
}
static double reply_timeout = -1;       /* sy__remote_set_timeout (tests); <0: the communicator's */

void sy__remote_set_wire_version(int v)
{
    wire_version = v;
}

void sy__remote_set_wire_magic(int64_t m) { wire_magic = m; }

void sy__remote_set_timeout(double seconds)
{
    reply_timeout = seconds;
}

/* ---- the client's communicator --------------------------------------------- */

static pthread_mutex_t state_lock = PTHREAD_MUTEX_INITIALIZER;
static sy_comm *attached; /* sy_remote_attach's: the ranks remote:N names */
static int64_t next_handle = 1;
/* handles this process holds on its servers: given out, their free not yet
 * sent (sy__remote_live_buffers: the leak checks count proxies' buffers) */
static atomic_long live_handles;

/* No default communicator: making one (a duplicate of MPI_COMM_WORLD) is a
 * collective, which a device check or a move must not start behind the
 * program's back; until a communicator is attached, remote:N is no device. */
sy_status sy_remote_attach(sy_comm *comm)
{
    if (comm != NULL) {
        sy_status st = sy__mpi_check_comm("sy_remote_attach", comm);
        if (st != SY_OK)
            return st;
    }
    pthread_mutex_lock(&state_lock);
    attached = comm;
    pthread_mutex_unlock(&state_lock);
    return SY_OK;
}

static sy_status the_comm(const char *what, uint32_t index, sy_comm **out)
{
    pthread_mutex_lock(&state_lock);
    sy_comm *c = attached;
    pthread_mutex_unlock(&state_lock);
    if (c == NULL || c->comm == MPI_COMM_NULL)
        return sy__fail(SY_E_NO_SUCH_DEVICE, "%s: remote:%lu: no remote communicator is attached (sy_remote_attach "
                        "names the ranks remote devices are; MPI ended with sy_shutdown)", what,
                        (unsigned long)index);
    *out = c;
    return SY_OK;
}

sy_status sy__remote_check(uint32_t index, const char *what)
{
    sy_comm *c = NULL;
    sy_status st = the_comm(what, index, &c);
    if (st != SY_OK)
        return st;
    if ((int64_t)index >= c->size || (int)index == c->rank)
        return sy__fail(SY_E_NO_SUCH_DEVICE, "%s: remote:%lu is %s (this process is rank %d of %d; remote:N names "
                        "another rank N that serves)", what, (unsigned long)index,
                        (int)index == c->rank ? "this process's own rank" : "not a rank of the remote communicator",
                        c->rank, c->size);
    return SY_OK;
}

/* ---- the client's requests ----------------------------------------------- */

static double timeout_of(const sy_comm *c)
{
    if (reply_timeout >= 0)
        return reply_timeout;
    return c->timeout > 0 ? c->timeout : 600.0; /* a remote call never waits forever */
}

/* Waits for req until the deadline; false when it passed (the request is cancelled). */
static bool wait_deadline(MPI_Request *req, double until)
{
    for (unsigned spins = 0;; spins++) {
        int done = 0;
        pthread_mutex_lock(&sy__mpi_lock);
        int err = MPI_Test(req, &done, MPI_STATUS_IGNORE);
        pthread_mutex_unlock(&sy__mpi_lock);
        if (err != MPI_SUCCESS || done)
            return err == MPI_SUCCESS;
        if (MPI_Wtime() >= until) {
            pthread_mutex_lock(&sy__mpi_lock);
            MPI_Cancel(req);
            MPI_Request_free(req);
            pthread_mutex_unlock(&sy__mpi_lock);
            return false;
        }
        if (spins > 1000)
            sched_yield(); /* a message in flight progresses only through these calls: no sleep */
    }
}

typedef struct reply {
    int64_t w[R_N];
    void *dst;         /* get: where the answer's bytes go (dst_bytes of them, no more, no fewer) */
    size_t dst_bytes;
} reply;

/* One request at a time per process: its answer is the next from that rank
 * (two threads' would cross), and the buffers are kept from one to the next
 * (a fresh allocation per request costs its page faults every time). */
static pthread_mutex_t request_lock = PTHREAD_MUTEX_INITIALIZER;
typedef struct scratch {
    char *p;
    size_t cap;
} scratch;
static scratch req_buf, rep_buf;

static char *grow(scratch *b, size_t need)
{
    if (need > b->cap) {
        char *p = realloc(b->p, need);
        if (!p)
            return NULL;
        b->p = p;
        b->cap = need;
    }
    return b->p;
}

static sy_status request_locked(const char *what, uint32_t to, int kind, int64_t handle, int64_t offset,
                                int64_t bytes, const void *data, size_t data_bytes, reply *rep, bool answered);

static sy_status request(const char *what, uint32_t to, int kind, int64_t handle, int64_t offset, int64_t bytes,
                         const void *data, size_t data_bytes, reply *rep, bool answered)
{
    pthread_mutex_lock(&request_lock);
    sy_status st = request_locked(what, to, kind, handle, offset, bytes, data, data_bytes, rep, answered);
    pthread_mutex_unlock(&request_lock);
    return st;
}

/* Sends a request to rank `to` and receives its answer; the status names
 * what, the op and the rank on failure. `data` is the payload. */
static sy_status request_locked(const char *what, uint32_t to, int kind, int64_t handle, int64_t offset,
                                int64_t bytes, const void *data, size_t data_bytes, reply *rep, bool answered)
{
    sy_comm *c = NULL;
    sy_status st = the_comm(what, to, &c);
    if (st != SY_OK)
        return st;
    const size_t total = H_N * sizeof(int64_t) + data_bytes;
    if (total > INT32_MAX)
        return sy__fail(SY_E_INVALID_ARGUMENT, "%s: a %zu-byte request to remote:%lu is beyond one MPI message (2 GiB)",
                        what, total, (unsigned long)to);
    char *msg = grow(&req_buf, total);
    if (!msg)
        return sy__fail(SY_E_OUT_OF_MEMORY, "%s: out of host memory for a %zu-byte request to remote:%lu", what, total,
                        (unsigned long)to);
    const int64_t h[H_N] = {wire_magic, wire_version, kind, handle, offset, bytes};
    memcpy(msg, h, sizeof h);
    if (data_bytes)
        memcpy(msg + sizeof h, data, data_bytes);
    const double until = MPI_Wtime() + timeout_of(c);
    MPI_Request req;
    pthread_mutex_lock(&sy__mpi_lock);
    int err = MPI_Isend(msg, (int)total, MPI_BYTE, (int)to, TAG_REQ, c->ctl, &req);
    pthread_mutex_unlock(&sy__mpi_lock);
    bool sent = err == MPI_SUCCESS && wait_deadline(&req, until);
    bytes_sent += sent ? total : 0;
    if (!sent)
        return sy__fail(SY_E_COMM_FAILED, "%s: remote:%lu (rank %lu) did not take the %s request within %g s: the server "
                        "is gone or not serving (sy_serve)", what, (unsigned long)to, (unsigned long)to,
                        kind_names[kind], timeout_of(c));
    if (!answered)
        return SY_OK;
    /* the answer: probe for its size, then receive it */
    MPI_Status ms;
    for (unsigned spins = 0;; spins++) {
        int flag = 0;
        pthread_mutex_lock(&sy__mpi_lock);
        err = MPI_Iprobe((int)to, TAG_REP, c->ctl, &flag, &ms);
        pthread_mutex_unlock(&sy__mpi_lock);
        if (err != MPI_SUCCESS)
            return sy__mpi_fail(what, err, c);
        if (flag)
            break;
        if (MPI_Wtime() >= until)
            return sy__fail(SY_E_COMM_FAILED, "%s: remote:%lu (rank %lu) did not answer the %s request within %g s: the "
                            "server is gone or not serving (sy_serve)", what, (unsigned long)to, (unsigned long)to,
                            kind_names[kind], timeout_of(c));
        if (spins > 1000)
            sched_yield(); /* a message in flight progresses only through these calls: no sleep */
    }
    int count = 0;
    MPI_Get_count(&ms, MPI_BYTE, &count);
    bytes_received += (size_t)count;
    answers++;
    char *buf = grow(&rep_buf, (count > 0 ? (size_t)count : 0) + 1);
    if (!buf)
        return sy__fail(SY_E_OUT_OF_MEMORY, "%s: out of host memory for a %d-byte answer", what, count);
    pthread_mutex_lock(&sy__mpi_lock);
    err = MPI_Recv(buf, count, MPI_BYTE, (int)to, TAG_REP, c->ctl, MPI_STATUS_IGNORE);
    pthread_mutex_unlock(&sy__mpi_lock);
    if (err != MPI_SUCCESS)
        return sy__mpi_fail(what, err, c);
    if ((size_t)count < sizeof rep->w || ((int64_t *)(void *)buf)[R_MAGIC] != WIRE_MAGIC)
        return sy__fail(SY_E_COMM_FAILED, "%s: remote:%lu answered with %d bytes that are no switchyard remote answer",
                        what, (unsigned long)to, count);
    memcpy(rep->w, buf, sizeof rep->w);
    char *tail = buf + sizeof rep->w;
    const size_t tail_bytes = (size_t)count - sizeof rep->w;
    if (rep->w[R_STATUS] != SY_OK) {
        const sy_status s = (sy_status)rep->w[R_STATUS];
        tail[tail_bytes] = '\0'; /* the detail (fail_answer sends one, "" at least) */
        return sy__fail(s, "%s on remote:%lu (rank %lu): %s", what, (unsigned long)to, (unsigned long)to, tail);
    }
    if (rep->dst != NULL && tail_bytes != rep->dst_bytes)
        return sy__fail(SY_E_COMM_FAILED, "%s: %zu bytes asked, %zu received", what, rep->dst_bytes, tail_bytes);
    if (rep->dst != NULL)
        memcpy(rep->dst, tail, tail_bytes);
    return SY_OK;
}

/* ---- the backend's memory functions (the generated table's .mem) ------------ */

/* A handle is a number this client gives; the server keys it by the client's rank. */
sy_status sy__remote_alloc(uint32_t index, size_t bytes, void **handle)
{
    char what[48];
    snprintf(what, sizeof what, "remote:%lu alloc", (unsigned long)index);
    sy_status st = sy__remote_check(index, what);
    if (st != SY_OK)
        return sy_kernel_error(st, "%s", sy_last_error());
    pthread_mutex_lock(&state_lock);
    const int64_t h = next_handle++;
    pthread_mutex_unlock(&state_lock);
    reply rep = {.dst = NULL};
    st = request(what, index, K_PUT, h, 0, (int64_t)bytes, NULL, 0, &rep, true); /* put of no bytes: allocates */
    if (st != SY_OK)
        return sy_kernel_error(st, "%s", sy_last_error());
    *handle = (void *)(intptr_t)h;
    atomic_fetch_add(&live_handles, 1);
    return SY_OK;
}

static void send_free(uint32_t index, void *handle)
{
    sy_comm *c = attached;
    int ended = 1;
    MPI_Finalized(&ended);
    if (c == NULL || c->comm == MPI_COMM_NULL || ended)
        return; /* MPI has ended: the server's table went with it */
    reply rep = {.dst = NULL};
    (void)request("remote free", index, K_FREE, (int64_t)(intptr_t)handle, 0, 0, NULL, 0, &rep, false);
}

void sy__remote_free(uint32_t index, void *handle)
{
    atomic_fetch_sub(&live_handles, 1);
    send_free(index, handle);
}

sy_status sy__remote_read(uint32_t index, const void *handle, size_t offset, void *dst, size_t bytes)
{
    char what[48];
    snprintf(what, sizeof what, "remote:%lu get", (unsigned long)index);
    reply rep = {.dst = dst, .dst_bytes = bytes};
    sy_status st = request(what, index, K_GET, (int64_t)(intptr_t)handle, (int64_t)offset, (int64_t)bytes, NULL, 0,
                           &rep, true);
    return st == SY_OK ? SY_OK : sy_kernel_error(st, "%s", sy_last_error());
}

sy_status sy__remote_write(uint32_t index, void *handle, size_t offset, const void *src, size_t bytes)
{
    char what[48];
    snprintf(what, sizeof what, "remote:%lu put", (unsigned long)index);
    reply rep = {.dst = NULL};
    sy_status st = request(what, index, K_PUT, (int64_t)(intptr_t)handle, (int64_t)offset, (int64_t)bytes, src, bytes,
                           &rep, true);
    return st == SY_OK ? SY_OK : sy_kernel_error(st, "%s", sy_last_error());
}

long sy__remote_live_buffers(void)
{
    return atomic_load(&live_handles); /* the buffers live in the servers; these name them */
}

/* ---- calls ---------------------------------------------------------------- */

static void put_tensor(int64_t *w, const sy_tensor *t)
{
    memset(w, 0, T_N * sizeof *w);
    if (t == NULL)
        return;
    w[T_PRESENT] = 1;
    w[T_HANDLE] = t->storage ? (int64_t)(intptr_t)t->storage->data : 0;
    w[T_DTYPE] = t->dtype;
    w[T_RANK] = t->rank;
    w[T_OFFSET] = t->offset;
    for (int i = 0; i < t->rank; i++) {
        w[T_SHAPE + i] = t->shape[i];
        w[T_STRIDES + i] = t->strides[i];
    }
}

sy_status sy__remote_call(const sy__call *call, sy_device dev, const sy__inferred *r, sy_tensor **t)
{
    const sy__op_info *info = &sy__op_table[call->op];
    char what[64];
    snprintf(what, sizeof what, "sy_%s", info->name);
    for (int k = 0; k < info->n_attrs; k++)
        if (info->attrs[k].kind == SY__ATTR_COMM)
            return sy__fail(SY_E_UNSUPPORTED, "%s: its %s is a communicator of this process, which a call on remote:%lu "
                            "cannot carry; move the tensors back and run it here", what, info->attrs[k].name,
                            (unsigned long)dev.index);
    /* the record: op name line, counts, inputs, results, then the attributes' text */
    char *attrs = NULL;
    size_t attrs_len = 0;
    FILE *f = open_memstream(&attrs, &attrs_len);
    if (!f)
        return sy__fail(SY_E_OUT_OF_MEMORY, "%s: out of memory for the call record", what);
    fprintf(f, "%s", info->name);
    sy__attrs_write(f, call->op, call->attrs);
    fputc('\n', f); /* the line's end, as in a saved graph: a dtype or enum name reads up to it */
    fclose(f);
    const size_t words = 2 + (size_t)call->n_in * T_N + (size_t)r->n_out * (T_N + 1);
    const size_t bytes = words * sizeof(int64_t) + attrs_len;
    int64_t *rec = sy__host_alloc(bytes);
    if (!rec) {
        free(attrs);
        return sy__fail(SY_E_OUT_OF_MEMORY, "%s: out of host memory for the call record", what);
    }
    rec[0] = call->n_in;
    rec[1] = r->n_out;
    int64_t *w = rec + 2;
    for (int i = 0; i < call->n_in; i++, w += T_N)
        put_tensor(w, call->in[i]);
    int64_t handles[SY__MAX_OUT];
    pthread_mutex_lock(&state_lock);
    for (int k = 0; k < r->n_out; k++)
        handles[k] = next_handle++;
    pthread_mutex_unlock(&state_lock);
    for (int k = 0; k < r->n_out; k++, w += T_N + 1) { /* the handle and the type the client inferred */
        memset(w, 0, (T_N + 1) * sizeof *w);
        w[0] = handles[k];
        w[1 + T_DTYPE] = k ? r->more_dtype[k - 1] : r->out_dtype;
        w[1 + T_RANK] = k ? r->more_rank[k - 1] : r->rank;
        for (int i = 0; i < w[1 + T_RANK]; i++)
            w[1 + T_SHAPE + i] = k ? r->more_shape[k - 1][i] : r->shape[i];
    }
    memcpy(w, attrs, attrs_len);
    free(attrs);
    reply rep = {.dst = NULL};
    sy_status st = request(what, dev.index, K_CALL, 0, 0, (int64_t)attrs_len, rec, bytes, &rep, true);
    sy__host_free(rec);
    if (st != SY_OK)
        return st;
    const int n_out = (int)rep.w[R_N_OUT];
    if (n_out != r->n_out)
        return sy__fail(SY_E_COMM_FAILED, "%s on remote:%lu: %d results answered, %d expected", what,
                        (unsigned long)dev.index, n_out, r->n_out);
    atomic_fetch_add(&live_handles, n_out); /* the server holds every result now */
    for (int k = 0; k < n_out; k++) {
        const int64_t *o = &rep.w[R_OUT + k * (T_N + 1)];
        sy__storage *s = sy__host_alloc(sizeof *s);
        sy_tensor *x = NULL;
        const int rank = (int)o[1 + T_RANK];
        st = s ? sy__tensor_new((sy_dtype)o[1 + T_DTYPE], &o[1 + T_SHAPE], rank, dev, &x)
               : sy__fail(SY_E_OUT_OF_MEMORY, "%s: out of host memory", what);
        if (st != SY_OK) { /* the server keeps each buffer until its free */
            sy__host_free(s);
            for (int j = k; j < n_out; j++)
                sy__remote_free(dev.index, (void *)(intptr_t)handles[j]);
            for (int j = 0; j < k; j++)
                sy_tensor_release(t[j]), t[j] = NULL;
            return st;
        }
        atomic_init(&s->refs, 1);
        s->bytes = (size_t)o[0]; /* the result's storage, in bytes */
        s->data = (void *)(intptr_t)handles[k];
        s->backend = (uint8_t)dev.backend;
        s->host = 0;
        s->inline_data = 0;
        s->index = dev.index;
        s->block = NULL;
        x->storage = s;
        x->offset = o[1 + T_OFFSET];
        for (int i = 0; i < rank; i++)
            x->strides[i] = o[1 + T_STRIDES + i];
        x->contiguous = sy_tensor_is_contiguous(x);
        t[k] = x;
    }
    return SY_OK;
}

/* Moves onto and off remote devices: staged through host memory. */
sy_status sy__remote_move(const sy_tensor *t, sy_device dst, sy_tensor **out)
{
    if (sy_device_eq(t->device, dst)) /* one device, whatever the autodiff contexts: its buffer */
        return sy__tensor_share(t, dst, out);
    const size_t bytes = (size_t)t->numel * sy__dtype_table[t->dtype].size;
    void *buf = sy__host_alloc(bytes ? bytes : 1);
    if (!buf)
        return sy__fail(SY_E_OUT_OF_MEMORY, "sy_to_device: out of host memory staging %zu bytes", bytes);
    sy_status st = sy__read_contiguous(t, buf);
    if (st == SY_OK && !sy__backend_table[dst.backend].remote) {
        st = sy_tensor_from_data(buf, t->dtype, t->shape, t->rank, dst, out);
    } else if (st == SY_OK) {
        sy_tensor *x = NULL;
        st = sy__tensor_alloc(t->dtype, t->shape, t->rank, dst, &x);
        if (st == SY_OK && (st = sy__storage_write(x->storage, 0, buf, bytes)) != SY_OK)
            sy_tensor_release(x), x = NULL;
        *out = x;
    }
    sy__host_free(buf);
    return st;
}

/* ---- the server ------------------------------------------------------------- */

typedef struct entry {
    int client;
    int64_t handle;
    sy__storage *s;
} entry;

typedef struct table {
    entry *e;
    size_t n, cap;
} table;

static entry *find(table *tb, int client, int64_t handle)
{
    for (size_t i = tb->n; i-- > 0;)
        if (tb->e[i].handle == handle && tb->e[i].client == client)
            return &tb->e[i];
    return NULL;
}

static sy_status keep(table *tb, int client, int64_t handle, sy__storage *s)
{
    if (tb->n == tb->cap) {
        size_t cap = tb->cap ? tb->cap * 2 : 64;
        entry *e = realloc(tb->e, cap * sizeof *e);
        if (!e)
            return sy__fail(SY_E_OUT_OF_MEMORY, "sy_serve: out of memory for the handle table");
        tb->e = e;
        tb->cap = cap;
    }
    tb->e[tb->n++] = (entry){client, handle, s};
    return SY_OK;
}

static void drop(table *tb, entry *e)
{
    sy__storage_release(e->s);
    *e = tb->e[--tb->n];
}

static scratch srv_in, srv_out; /* the server's buffers, kept from one request to the next */

/* Sends the answer w, then tail_bytes from tail, or (tail NULL) the
 * tail_bytes already written after the header in srv_out. */
static void answer(sy_comm *c, int to, const int64_t *w, const void *tail, size_t tail_bytes)
{
    const size_t total = R_N * sizeof(int64_t) + tail_bytes;
    char *msg = grow(&srv_out, total);
    if (!msg)
        return;
    memcpy(msg, w, R_N * sizeof(int64_t));
    if (tail_bytes && tail)
        memcpy(msg + R_N * sizeof(int64_t), tail, tail_bytes);
    MPI_Request req;
    pthread_mutex_lock(&sy__mpi_lock);
    int err = MPI_Isend(msg, (int)total, MPI_BYTE, to, TAG_REP, c->ctl, &req);
    pthread_mutex_unlock(&sy__mpi_lock);
    if (err == MPI_SUCCESS)
        wait_deadline(&req, MPI_Wtime() + timeout_of(c)); /* a client gone: the answer is dropped */
}

static void fail_answer(sy_comm *c, int to, int64_t *w, sy_status st)
{
    w[R_STATUS] = st;
    const char *d = sy_last_error();
    answer(c, to, w, d, strlen(d) + 1);
}

/* A tensor of the call record on the server's device. */
static sy_status server_tensor(table *tb, int client, const int64_t *w, sy_device dev, const char *op, int i,
                               sy_tensor **out)
{
    *out = NULL;
    if (!w[T_PRESENT])
        return SY_OK;
    entry *e = find(tb, client, w[T_HANDLE]);
    if (!e)
        return sy__fail(SY_E_INVALID_ARGUMENT, "sy_%s: input %d names handle %lld, which rank %d does not hold for "
                        "rank %d (freed, or never put)", op, i, (long long)w[T_HANDLE], sy__remote_rank(), client);
    if (w[T_DTYPE] < 0 || w[T_DTYPE] >= SY_DTYPE_COUNT || w[T_RANK] < 0 || w[T_RANK] > SY_MAX_RANK)
        return sy__fail(SY_E_INVALID_ARGUMENT, "sy_%s: input %d has a malformed type in the call record", op, i);
    sy_tensor *t;
    sy_status st = sy__tensor_new((sy_dtype)w[T_DTYPE], &w[T_SHAPE], (int)w[T_RANK], dev, &t);
    if (st != SY_OK)
        return st;
    sy__storage_retain(e->s);
    t->storage = e->s;
    t->offset = w[T_OFFSET];
    for (int d = 0; d < t->rank; d++)
        t->strides[d] = w[T_STRIDES + d];
    /* the layout must stay inside the buffer */
    int64_t lo = t->offset, hi = t->offset;
    for (int d = 0; d < t->rank; d++)
        if (t->shape[d] > 0)
            *(t->strides[d] < 0 ? &lo : &hi) += t->strides[d] * (t->shape[d] - 1);
    if (t->numel > 0 && (lo < 0 || (uint64_t)(hi + 1) * sy__dtype_table[t->dtype].size > e->s->bytes)) {
        sy_tensor_release(t);
        return sy__fail(SY_E_INVALID_ARGUMENT, "sy_%s: input %d's layout reaches outside its %zu-byte buffer", op, i,
                        e->s->bytes);
    }
    t->contiguous = sy_tensor_is_contiguous(t);
    *out = t;
    return SY_OK;
}

static sy_status serve_call(table *tb, int client, const char *msg, size_t n, sy_device dev, int64_t *w)
{
    const int64_t *rec = (const int64_t *)(const void *)msg;
    if (n < 2 * sizeof(int64_t))
        return sy__fail(SY_E_INVALID_ARGUMENT, "sy_serve: a call record of %zu bytes", n);
    const int64_t n_in = rec[0], n_out = rec[1];
    if (n_in < 0 || n_in > 64 || n_out < 1 || n_out > SY__MAX_OUT ||
        n < (2 + (size_t)n_in * T_N + (size_t)n_out * (T_N + 1)) * sizeof(int64_t))
        return sy__fail(SY_E_INVALID_ARGUMENT, "sy_serve: a malformed call record (%lld inputs, %lld results)",
                        (long long)n_in, (long long)n_out);
    const int64_t *outs = rec + 2 + n_in * T_N;
    const char *text = (const char *)(outs + n_out * (T_N + 1));
    const size_t text_len = n - (size_t)(text - msg);
    size_t name_len = 0;
    while (name_len < text_len && text[name_len] != ' ' && text[name_len] != '\n')
        name_len++;
    int op = 0;
    while (op < SY_OP_COUNT && (strlen(sy__op_table[op].name) != name_len ||
                                strncmp(sy__op_table[op].name, text, name_len) != 0))
        op++;
    if (op == SY_OP_COUNT)
        return sy__fail(SY_E_INVALID_ARGUMENT, "sy_serve: op '%.*s' is not an op of this build", (int)name_len, text);
    const sy__op_info *info = &sy__op_table[op];
    sy__attrs a;
    memset(&a, 0, sizeof a);
    char fn[64];
    snprintf(fn, sizeof fn, "sy_%s", info->name);
    sy_status st = sy__attrs_read(fn, text + name_len, text_len - name_len, (sy_op)op, &a);
    if (st != SY_OK)
        return st;
    a.device = dev;
    if (info->cls == SY__CLASS_FILL) { /* a fill's shape and dtype are its result's type, as in a saved graph */
        a.dtype = (sy_dtype)outs[1 + T_DTYPE];
        a.rank = (int)outs[1 + T_RANK];
        if (a.rank < 0 || a.rank > SY_MAX_RANK)
            return sy__fail(SY_E_INVALID_ARGUMENT, "%s: a malformed result type in the call record", fn);
        memcpy(a.shape, &outs[1 + T_SHAPE], (size_t)a.rank * sizeof *a.shape);
    }
    sy_tensor *in[64] = {NULL};
    for (int i = 0; i < n_in && st == SY_OK; i++)
        st = server_tensor(tb, client, rec + 2 + i * T_N, dev, info->name, i, &in[i]);
    sy_tensor *res[SY__MAX_OUT] = {NULL};
    sy_tensor **more[SY__MAX_OUT];
    for (int k = 1; k < SY__MAX_OUT; k++)
        more[k - 1] = &res[k];
    if (st == SY_OK) {
        const sy__call call = {.op = (sy_op)op, .n_in = (int)n_in, .in = (const sy_tensor *const *)in, .attrs = &a,
                               .more_out = info->n_out > 1 ? more : NULL};
        st = sy__dispatch(&call, &res[0]);
    }
    for (int i = 0; i < n_in; i++)
        sy_tensor_release(in[i]);
    if (st != SY_OK)
        return st;
    w[R_N_OUT] = n_out;
    for (int k = 0; k < n_out && st == SY_OK; k++) {
        const sy_tensor *x = res[k]; /* a result of the op path on a real device: it has storage */
        int64_t *o = &w[R_OUT + k * (T_N + 1)];
        o[0] = (int64_t)x->storage->bytes;
        put_tensor(o + 1, x);
        sy__storage_retain(x->storage);
        if ((st = keep(tb, client, outs[k * (T_N + 1)], x->storage)) != SY_OK)
            sy__storage_release(x->storage);
    }
    for (int k = 0; k < SY__MAX_OUT; k++)
        sy_tensor_release(res[k]);
    return st;
}

static int serve_rank = -1;

int sy__remote_rank(void)
{
    return serve_rank;
}

sy_status sy_serve(sy_comm *comm)
{
    sy_status st = sy__mpi_check_comm("sy_serve", comm);
    if (st != SY_OK)
        return st;
    sy_device dev;
    if ((st = sy_device_default(&dev)) != SY_OK)
        return st;
    dev = sy_device_inner(dev); /* the server never tracks: a client's tape is the client's */
    serve_rank = comm->rank;
    table tb = {NULL, 0, 0};
    for (unsigned idle = 0;;) {
        int flag = 0;
        MPI_Status ms;
        pthread_mutex_lock(&sy__mpi_lock);
        int err = MPI_Iprobe(MPI_ANY_SOURCE, TAG_REQ, comm->ctl, &flag, &ms);
        pthread_mutex_unlock(&sy__mpi_lock);
        if (err != MPI_SUCCESS) {
            st = sy__mpi_fail("sy_serve", err, comm);
            break;
        }
        if (!flag) {
            if (++idle > 2000) { /* a served rank mostly waits: yield its core */
                struct timespec ts = {0, 50000};
                nanosleep(&ts, NULL);
            }
            continue;
        }
        idle = 0;
        int count = 0;
        MPI_Get_count(&ms, MPI_BYTE, &count);
        const int client = ms.MPI_SOURCE;
        char *msg = grow(&srv_in, count > 0 ? (size_t)count : 1);
        if (!msg) {
            st = sy__fail(SY_E_OUT_OF_MEMORY, "sy_serve: out of memory for a %d-byte request", count);
            break;
        }
        pthread_mutex_lock(&sy__mpi_lock);
        err = MPI_Recv(msg, count, MPI_BYTE, client, TAG_REQ, comm->ctl, MPI_STATUS_IGNORE);
        pthread_mutex_unlock(&sy__mpi_lock);
        if (err != MPI_SUCCESS) {
            st = sy__mpi_fail("sy_serve", err, comm);
            break;
        }
        int64_t w[R_N] = {WIRE_MAGIC, WIRE_VERSION, SY_OK, 0};
        int64_t h[H_N] = {0};
        if ((size_t)count >= sizeof h)
            memcpy(h, msg, sizeof h);
        const char *payload = msg + sizeof h;
        const size_t pn = (size_t)count >= sizeof h ? (size_t)count - sizeof h : 0;
        if ((size_t)count < sizeof h || h[H_MAGIC] != WIRE_MAGIC) {
            fail_answer(comm, client, w, sy__fail(SY_E_COMM_FAILED, "sy_serve on rank %d: a %d-byte message from rank "
                        "%d that is no switchyard remote request (no wire magic)", comm->rank, count, client));
        } else if (h[H_VERSION] != WIRE_VERSION) {
            fail_answer(comm, client, w, sy__fail(SY_E_COMM_FAILED, "sy_serve on rank %d: rank %d speaks remote wire "
                        "version %lld, this server version %d; run one switchyard build on every rank", comm->rank,
                        client, (long long)h[H_VERSION], WIRE_VERSION));
        } else if (h[H_KIND] == K_STOP) {
            answer(comm, client, w, NULL, 0);
            break;
        } else if (h[H_KIND] == K_FREE) {
            entry *e = find(&tb, client, h[H_HANDLE]);
            if (e)
                drop(&tb, e);
        } else if (h[H_KIND] == K_PUT) {
            entry *e = find(&tb, client, h[H_HANDLE]);
            sy_status s = SY_OK;
            if (e == NULL) { /* the first put allocates H_BYTES */
                sy_tensor *x = NULL;
                const int64_t shape[1] = {h[H_BYTES]};
                s = h[H_BYTES] < 0 ? sy__fail(SY_E_INVALID_ARGUMENT, "sy_serve: a put of %lld bytes",
                                              (long long)h[H_BYTES])
                                   : sy__tensor_alloc(SY_DTYPE_U8, shape, 1, dev, &x);
                if (s == SY_OK) {
                    sy__storage_retain(x->storage);
                    if ((s = keep(&tb, client, h[H_HANDLE], x->storage)) != SY_OK)
                        sy__storage_release(x->storage);
                    sy_tensor_release(x);
                }
            } else if (h[H_OFFSET] < 0 || (uint64_t)h[H_OFFSET] + pn > e->s->bytes) {
                s = sy__fail(SY_E_INVALID_ARGUMENT, "sy_serve: a put of %zu bytes at %lld into a %zu-byte buffer", pn,
                             (long long)h[H_OFFSET], e->s->bytes);
            } else {
                s = sy__storage_write(e->s, (size_t)h[H_OFFSET], payload, pn);
            }
            s == SY_OK ? answer(comm, client, w, NULL, 0) : fail_answer(comm, client, w, s);
        } else if (h[H_KIND] == K_GET) {
            entry *e = find(&tb, client, h[H_HANDLE]);
            sy_status s;
            char *data = NULL;
            if (e == NULL)
                s = sy__fail(SY_E_INVALID_ARGUMENT, "sy_serve: rank %d holds no handle %lld of rank %d (freed, or "
                             "never put)", comm->rank, (long long)h[H_HANDLE], client);
            else if (h[H_OFFSET] < 0 || h[H_BYTES] < 0 || (uint64_t)(h[H_OFFSET] + h[H_BYTES]) > e->s->bytes)
                s = sy__fail(SY_E_INVALID_ARGUMENT, "sy_serve: a get of %lld bytes at %lld from a %zu-byte buffer",
                             (long long)h[H_BYTES], (long long)h[H_OFFSET], e->s->bytes);
            else if ((data = grow(&srv_out, R_N * sizeof(int64_t) + (size_t)h[H_BYTES])) == NULL)
                s = sy__fail(SY_E_OUT_OF_MEMORY, "sy_serve: out of memory for a get of %lld bytes",
                             (long long)h[H_BYTES]);
            else /* straight into the answer, after its header */
                s = sy__storage_read(e->s, (size_t)h[H_OFFSET], data + R_N * sizeof(int64_t), (size_t)h[H_BYTES]);
            s == SY_OK ? answer(comm, client, w, NULL, (size_t)h[H_BYTES]) : fail_answer(comm, client, w, s);
        } else if (h[H_KIND] == K_CALL) {
            sy_status s = serve_call(&tb, client, payload, pn, dev, w);
            s == SY_OK ? answer(comm, client, w, NULL, 0) : fail_answer(comm, client, w, s);
        } else {
            fail_answer(comm, client, w, sy__fail(SY_E_COMM_FAILED, "sy_serve on rank %d: unknown request kind %lld "
                        "from rank %d", comm->rank, (long long)h[H_KIND], client));
        }
    }
    while (tb.n)
        drop(&tb, &tb.e[tb.n - 1]);
    free(tb.e);
    free(srv_in.p), free(srv_out.p);
    srv_in = srv_out = (scratch){NULL, 0};
    serve_rank = -1;
    return st;
}

sy_status sy_remote_stop(sy_device remote)
{
    const sy__backend_info *info = sy__backend(remote.backend);
    if (!info || !info->remote)
        return sy__fail(SY_E_INVALID_ARGUMENT, "sy_remote_stop: the device is not a remote device");
    sy_status st = sy__remote_check(remote.index, "sy_remote_stop");
    if (st != SY_OK)
        return st;
    reply rep = {.dst = NULL};
    st = request("sy_remote_stop", remote.index, K_STOP, 0, 0, 0, NULL, 0, &rep, true);
    return st;
}

/* Tests: a request of any kind and payload to remote:index, answered. */
sy_status sy__remote_raw(uint32_t index, int kind, int64_t handle, int64_t offset, int64_t bytes, const void *data,
                         size_t n)
{
    reply rep = {.dst = NULL};
    return request("sy__remote_raw", index, kind, handle, offset, bytes, data, n, &rep, true);
}

/* Drops the server's buffer of t without telling t (tests: an unknown handle). */
void sy__remote_forget(const sy_tensor *t)
{
    if (t && t->storage && sy__backend_table[t->device.backend].remote)
        send_free(t->device.index, t->storage->data); /* t still names it: its release frees it again */
}

void sy__remote_shutdown(void)
{
    pthread_mutex_lock(&state_lock);
    attached = NULL; /* the program's communicator: it frees it */
    pthread_mutex_unlock(&state_lock);
    pthread_mutex_lock(&request_lock);
    free(req_buf.p), free(rep_buf.p);
    req_buf = rep_buf = (scratch){NULL, 0};
    pthread_mutex_unlock(&request_lock);
}

#else /* SY_WITH_MPI && SY_WITH_REMOTE */

#define OFF(fn)                                                                                                        \
    sy__fail(SY_E_BACKEND_DISABLED, "%s: remote devices are not compiled into this build (SY_WITH_REMOTE=0 or "      \
             "SY_WITH_MPI=0); " SY__REBUILD_HINT, fn, "SY_WITH_REMOTE", "remote")

sy_status sy_remote_attach(sy_comm *comm)
{
    (void)comm;
    return OFF("sy_remote_attach");
}
sy_status sy_serve(sy_comm *comm)
{
    (void)comm;
    return OFF("sy_serve");
}
sy_status sy_remote_stop(sy_device remote)
{
    (void)remote;
    return OFF("sy_remote_stop");
}
sy_status sy__remote_check(uint32_t index, const char *what)
{
    (void)index;
    return OFF(what);
}
sy_status sy__remote_call(const sy__call *call, sy_device dev, const sy__inferred *r, sy_tensor **t)
{
    (void)dev, (void)r, (void)t;
    return OFF(sy__op_table[call->op].name);
}
sy_status sy__remote_move(const sy_tensor *t, sy_device dst, sy_tensor **out)
{
    (void)t, (void)dst, (void)out;
    return OFF("sy_to_device");
}
void sy__remote_forget(const sy_tensor *t)
{
    (void)t;
}
sy_status sy__remote_raw(uint32_t index, int kind, int64_t handle, int64_t offset, int64_t bytes, const void *data,
                         size_t n)
{
    (void)index, (void)kind, (void)handle, (void)offset, (void)bytes, (void)data, (void)n;
    return OFF("sy__remote_raw");
}
void sy__remote_shutdown(void) {}
void sy__remote_set_wire_version(int v)
{
    (void)v;
}
void sy__remote_set_wire_magic(int64_t m) { (void)m; }
void sy__remote_set_timeout(double seconds)
{
    (void)seconds;
}
void sy__remote_counts(size_t *requests, size_t *sent, size_t *received)
{
    *requests = *sent = *received = 0;
}
int sy__remote_rank(void)
{
    return -1;
}

#endif /* SY_WITH_MPI && SY_WITH_REMOTE */
