/* switchyard: the MPI layer's collectives (README "Beyond one machine").
 *
 * The collectives all_reduce, broadcast, all_gather and reduce_scatter, and
 * their backward ops, are ops of backends.yaml, whose one kernel,
 * sy__mpi_collective (through kernels/cpu/sy_cpu_coll.c), runs on host
 * buffers: the op path stages a device's tensor through host memory and
 * makes the result on the input's device, records the op in a capture and
 * its gradient for autodiff. send, recv and barrier are runtime functions
 * (sy_send, sy_recv, sy_barrier): a tensor is read into host memory
 * (sy_tensor_to_data; a contiguous host tensor is sent from its own
 * storage), and they refuse what the op path would do for an op: an input on
 * a capture device (nothing is recorded) and a tracked input (no gradient is
 * recorded). Communicators, MPI's start and stop and the deadline of every
 * wait are in runtime/sy_mpi_comm.c.
 *
 * Every collective first exchanges a few integers (one MPI_Allreduce of the
 * min and max of: ok, dtype, rank, the dims, the op's parameter), so ranks
 * that disagree, or a rank that refused its own arguments, give every rank
 * the same status and detail before any data moves, and the job goes on. */
#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "sy_kernels.h"
#include "sy_mpi_layer.h"

#if SY_WITH_MPI

#include "sy_half.h"

typedef sy__mpi_call call;

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
        return sy__mpi_half_op(onnx == 16, slot);
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
 * status and detail on every rank. Under sy__mpi_lock. */
static sy_status agree(call *k, const char *param_name)
{
    int64_t buf[2 * M_N];
    for (int i = 0; i < M_N; i++) {
        buf[i] = k->meta[i];
        buf[M_N + i] = -k->meta[i];
    }
    MPI_Request rq;
    sy_status st = sy__mpi_started(k, MPI_Iallreduce(MPI_IN_PLACE, buf, 2 * M_N, MPI_INT64_T, MPI_MIN, k->comm->comm, &rq), &rq,
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
    st = sy__mpi_started(k, MPI_Iallgather(k->meta, M_N, MPI_INT64_T, all, M_N, MPI_INT64_T, k->comm->comm, &rq), &rq, NULL,
                 "in the metadata exchange");
    if (st == SY_OK)
        st = sy__mpi_started(k, MPI_Iallgather(&code, 1, MPI_INT32_T, codes, 1, MPI_INT32_T, k->comm->comm, &rq), &rq, NULL,
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
        refuse(k, SY_E_UNSUPPORTED,
               "%s: %s is on the capture device %s; send and recv are runtime functions, "
               "which a capture does not record (README, \"Beyond one machine\")",
               k->fn, name, dev);
    else if (sy_tensor_is_tracked(x))
        refuse(k, SY_E_UNSUPPORTED,
               "%s: %s is tracked on %s; send and recv record no gradient: pass sy_inner(%s), or "
               "use the collectives, which do (README, \"Beyond one machine\")",
               k->fn, name, dev, name);
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
    sy_status st = sy__mpi_check_comm(fn, comm);
    if (st != SY_OK)
        return st;
    pthread_mutex_lock(&sy__mpi_lock);
    const int i = sy__mpi_call_index(fn);
    if (i >= 0 && i < SY__MPI_N_COLLECTIVES)
        k->call_no = ++comm->calls;
    return SY_OK;
}

static sy_status finish(call *k, sy_status st)
{
    (void)k;
    pthread_mutex_unlock(&sy__mpi_lock);
    return st;
}

/* ---- collectives -------------------------------------------------------- */

/* The metadata of a kernel's operand. */
static void meta_of_arg(call *k, const sy_tensor_arg *x, int64_t param)
{
    for (int i = 0; i < M_N; i++)
        k->meta[i] = -1;
    k->meta[M_OK] = k->local == SY_OK ? 1 : 0;
    k->meta[M_PARAM] = param;
    k->meta[M_DTYPE] = x->dtype;
    k->meta[M_RANK] = x->rank;
    for (int i = 0; i < x->rank; i++)
        k->meta[M_DIMS + i] = x->shape[i];
}

/* A failure of the kernel: its detail for the op path, which prefixes
 * "sy_<op>: the cpu kernel failed (output ...): ". */
static sy_status kernel_fail(const call *k, sy_status st)
{
    const char *e = sy_last_error();
    const size_t n = strlen(k->fn);
    if (strncmp(e, k->fn, n) == 0 && e[n] == ':' && e[n + 1] == ' ')
        e += n + 2;
    return sy_kernel_error(st, "%s", e);
}

/* ---- the gradients ------------------------------------------------------ */

/* Element i of a float buffer of dt, as double, and back. */
static double load_f(const void *p, sy_dtype dt, int64_t i)
{
    if (dt == SY_DTYPE_F32)
        return ((const float *)p)[i];
    if (dt == SY_DTYPE_F64)
        return ((const double *)p)[i];
    return sy__float_load((const char *)p + 2 * i, dtype_onnx(dt));
}

static void store_f(void *p, sy_dtype dt, int64_t i, double v)
{
    if (dt == SY_DTYPE_F32)
        ((float *)p)[i] = (float)v;
    else if (dt == SY_DTYPE_F64)
        ((double *)p)[i] = v;
    else
        sy__float_store((char *)p + 2 * i, dtype_onnx(dt), v);
}

static bool same_shape(const sy_tensor_arg *a, const int64_t *shape, int rank)
{
    if (a->rank != rank)
        return false;
    for (int i = 0; i < rank; i++)
        if (a->shape[i] != shape[i])
            return false;
    return true;
}

/* The gradients of the collectives (README "Beyond one machine"), for the
 * global loss, the sum of every rank's loss: each is a collective itself.
 *   all_reduce_backward(dy, x, y, op): S = the sum over the ranks of dy;
 *     sum: S; mean: S / size; max, min: S where x equals y (every rank of
 *     a tie gets it whole), else 0; prod: S times the product of the other
 *     ranks' x (all gathered, so an x of 0 is exact).
 *   reduce_scatter_backward(x, dy, y, op): G = all_gather(dy), x's shape;
 *     then as above per slice r, with y's of rank r (all gathered).
 *   broadcast_backward(dy, root): the sum over the ranks of dy at root,
 *     0 elsewhere. */
static sy_status backward_kernel(call *k, const sy_op_args *a)
{
    sy_comm *comm = k->comm;
    const sy_op op = a->op;
    const bool bcast = op == SY_OP_BROADCAST_BACKWARD, scatter = op == SY_OP_REDUCE_SCATTER_BACKWARD;
    const sy_tensor_arg *dy = &a->in[scatter ? 1 : 0], *x = bcast ? NULL : &a->in[scatter ? 0 : 1],
                        *y = bcast ? NULL : &a->in[2];
    const sy_dtype dt = dy->dtype;
    const int64_t param = a->attrs[1].i[0];
    const sy_reduce_op rop = bcast ? SY_REDUCE_SUM : (sy_reduce_op)param;
    const int64_t n = dy->numel; /* one rank's slice */
    char s1[SY__SHAPE_STR_MAX], s2[SY__SHAPE_STR_MAX], s3[SY__SHAPE_STR_MAX];
    if (bcast && (param < 0 || param >= comm->size))
        refuse(k, SY_E_INVALID_ARGUMENT, "%s: root %lld is not a rank of the communicator (0..%d)", k->fn,
               (long long)param, comm->size - 1);
    else if (!bcast && (!same_shape(y, dy->shape, dy->rank) ||
                        (scatter ? !(x->rank == dy->rank + 1 && x->shape[0] == comm->size &&
                                     memcmp(x->shape + 1, dy->shape, sizeof(int64_t) * (size_t)dy->rank) == 0)
                                 : !same_shape(x, dy->shape, dy->rank))))
        refuse(k, SY_E_SHAPE_MISMATCH, "%s: dy %s, x %s and y %s do not fit (%s)", k->fn,
               sy__shape_str(dy->shape, dy->rank, s1, sizeof s1), sy__shape_str(x->shape, x->rank, s2, sizeof s2),
               sy__shape_str(y->shape, y->rank, s3, sizeof s3),
               scatter ? "x [size, *dy.shape], y of dy's shape" : "one shape");
    if ((int64_t)n * comm->size * comm->size > INT_MAX)
        refuse(k, SY_E_UNSUPPORTED, "%s: %lld elements; MPI counts are int", k->fn, (long long)n);
    /* the gathered values (prod: every rank's x; scatter's max, min, prod: every rank's y) */
    const bool need_x = rop == SY_REDUCE_PROD, need_y = scatter && (rop == SY_REDUCE_MAX || rop == SY_REDUCE_MIN ||
                                                                  rop == SY_REDUCE_PROD);
    const size_t es = sy_dtype_size(dt);
    const int64_t xn = bcast ? 0 : x->numel;
    void *xs = NULL, *ys = NULL;
    if (k->local == SY_OK && need_x && (xs = sy__host_alloc((size_t)(xn * comm->size) * es + 1)) == NULL)
        refuse(k, SY_E_OUT_OF_MEMORY, "%s: no memory for every rank's x", k->fn);
    if (k->local == SY_OK && need_y && (ys = sy__host_alloc((size_t)(n * comm->size) * es + 1)) == NULL)
        refuse(k, SY_E_OUT_OF_MEMORY, "%s: no memory for every rank's y", k->fn);
    meta_of_arg(k, dy, param);
    sy_status s = agree(k, bcast ? "the root" : "the reduction");
    void *out = a->out[0].data;
    MPI_Request rq;
    if (s == SY_OK) /* the sum of dy (all_gather of dy for reduce_scatter) into the result */
        s = scatter ? sy__mpi_started(
                          k, MPI_Iallgather(dy->data, (int)n, mpi_type(dt), out, (int)n, mpi_type(dt), comm->comm, &rq),
                          &rq, NULL, "moving the data")
                    : sy__mpi_started(k,
                                      sy__mpi_iallreduce(dy->data, out, (int)n, mpi_type(dt), mpi_op(dt, SY_REDUCE_SUM),
                                                         comm->comm, &rq),
                                      &rq, NULL, "moving the data");
    if (s == SY_OK && need_x)
        s = sy__mpi_started(k, MPI_Iallgather(x->data, (int)xn, mpi_type(dt), xs, (int)xn, mpi_type(dt), comm->comm,
                                              &rq), &rq, NULL, "moving the data");
    if (s == SY_OK && need_y)
        s = sy__mpi_started(k, MPI_Iallgather(y->data, (int)n, mpi_type(dt), ys, (int)n, mpi_type(dt), comm->comm,
                                              &rq), &rq, NULL, "moving the data");
    if (s == SY_OK) {
        const int64_t total = a->out[0].numel;
        for (int64_t i = 0; i < total; i++) {
            const double g = load_f(out, dt, i);
            double v = g;
            if (bcast) {
                v = comm->rank == param ? g : 0;
            } else if (rop == SY_REDUCE_MEAN) {
                v = g / comm->size;
            } else if (rop == SY_REDUCE_MAX || rop == SY_REDUCE_MIN) {
                const double yi = scatter ? load_f(ys, dt, i) : load_f(y->data, dt, i);
                v = load_f(x->data, dt, i) == yi ? g : 0;
            } else if (rop == SY_REDUCE_PROD) {
                double others = 1;
                for (int r = 0; r < comm->size; r++)
                    if (r != comm->rank)
                        others *= load_f(xs, dt, (int64_t)r * xn + i);
                v = g * others;
            }
            store_f(out, dt, i, v);
        }
    }
    sy__host_free(xs);
    sy__host_free(ys);
    return s;
}

sy_status sy__mpi_collective(const sy_op_args *a)
{
    const sy_op op = a->op;
    const bool gather = op == SY_OP_ALL_GATHER, bcast = op == SY_OP_BROADCAST;
    const bool scatter = op == SY_OP_REDUCE_SCATTER, reduce = op == SY_OP_ALL_REDUCE || scatter;
    const bool backward = op == SY_OP_ALL_REDUCE_BACKWARD || op == SY_OP_BROADCAST_BACKWARD ||
                          op == SY_OP_REDUCE_SCATTER_BACKWARD;
    if (!reduce && !bcast && !gather && !backward)
        return sy_kernel_error(SY_E_INVALID_ARGUMENT, "sy__mpi_collective: op %d is no collective", (int)op);
    char name[48];
    snprintf(name, sizeof name, "sy_%s", sy_op_name(op));
    const char *fn = name;
    /* every family's communicator is its first attribute */
    sy_comm *comm = sy__comm_of_id(a->attrs[SY_ATTR_ALL_REDUCE_COMM].i[0]);
    call k;
    sy_status st = begin(&k, fn, comm, NULL);
    if (st != SY_OK)
        return kernel_fail(&k, st);
    if (backward) {
        st = backward_kernel(&k, a);
        return finish(&k, st == SY_OK ? SY_OK : kernel_fail(&k, st));
    }
    const sy_tensor_arg *x = &a->in[0];
    const sy_dtype dt = x->dtype;
    const int64_t param = a->attrs[1].i[0]; /* the reduction (the enum's order is sy_reduce_op's), the root, or 0 */
    const sy_reduce_op rop = reduce ? (sy_reduce_op)param : SY_REDUCE_SUM;
    if (reduce && rop == SY_REDUCE_MEAN && !sy_dtype_is_float(dt))
        refuse(&k, SY_E_DTYPE_UNSUPPORTED, "%s: mean of %s: the mean of integers or bools has no exact result in "
               "their dtype; reduce with sum and divide in a float dtype", fn, sy_dtype_name(dt));
    if (bcast && (param < 0 || param >= comm->size))
        refuse(&k, SY_E_INVALID_ARGUMENT, "%s: root %lld is not a rank of the communicator (0..%d)", fn,
               (long long)param, comm->size - 1);
    if (scatter && (x->rank < 1 || x->shape[0] != comm->size)) {
        char shape[SY__SHAPE_STR_MAX];
        refuse(&k, SY_E_SHAPE_MISMATCH, "%s: x %s%s must have a leading axis of the communicator's size %d", fn,
               sy_dtype_name(dt), sy__shape_str(x->shape, x->rank, shape, sizeof shape), comm->size);
    }
    if (x->numel > INT_MAX || a->out[0].numel > INT_MAX)
        refuse(&k, SY_E_UNSUPPORTED, "%s: %lld elements; MPI counts are int, so at most %d", fn,
               (long long)(x->numel > a->out[0].numel ? x->numel : a->out[0].numel), INT_MAX);
    meta_of_arg(&k, x, gather ? 0 : param);
    st = agree(&k, bcast ? "the root" : gather ? "-" : "the reduction");
    if (st != SY_OK)
        return finish(&k, kernel_fail(&k, st));
    void *res = a->out[0].data;
    const int n = (int)(scatter ? x->numel / comm->size : x->numel);
    MPI_Request rq;
    int err;
    if (bcast) {
        if (comm->rank == param && n)
            memcpy(res, x->data, (size_t)n * sy_dtype_size(dt));
        err = MPI_Ibcast(res, n, mpi_type(dt), (int)param, comm->comm, &rq);
    } else if (gather) {
        err = MPI_Iallgather(x->data, n, mpi_type(dt), res, n, mpi_type(dt), comm->comm, &rq);
    } else if (scatter) {
        err = MPI_Ireduce_scatter_block(x->data, res, n, mpi_type(dt), mpi_op(dt, rop), comm->comm, &rq);
    } else {
        err = sy__mpi_iallreduce(x->data, res, n, mpi_type(dt), mpi_op(dt, rop), comm->comm, &rq);
    }
    st = sy__mpi_started(&k, err, &rq, NULL, "moving the data");
    if (st != SY_OK)
        return finish(&k, kernel_fail(&k, st));
    if (reduce && rop == SY_REDUCE_MEAN)
        divide(res, dt, n, comm->size);
    return finish(&k, SY_OK);
}

sy_status sy_barrier(sy_comm *comm)
{
    call k;
    sy_status st = begin(&k, "sy_barrier", comm, NULL);
    if (st != SY_OK)
        return st;
    MPI_Request rq;
    return finish(&k, sy__mpi_started(&k, MPI_Ibarrier(comm->comm, &rq), &rq, NULL, "in the barrier"));
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
    st = sy__mpi_started(&k, MPI_Isend(hdr, HDR_DIMS + sy_tensor_rank(x), MPI_INT64_T, peer, tag, comm->comm, &rq), &rq, NULL,
                 "sending the header");
    if (st == SY_OK)
        st = sy__mpi_started(&k, MPI_Isend(data, (int)sy_tensor_numel(x), mpi_type(sy_tensor_dtype(x)), peer, tag, comm->comm,
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
    st = sy__mpi_started(&k, MPI_Irecv(hdr, HDR_N, MPI_INT64_T, peer, tag, comm->comm, &rq), &rq, &ms, "receiving the header");
    if (st != SY_OK)
        return finish(&k, st);
    int err = MPI_Get_count(&ms, MPI_INT64_T, &got);
    if (err != MPI_SUCCESS)
        return finish(&k, sy__mpi_fail("sy_recv", err, comm));
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
    st = sy__mpi_started(&k, MPI_Irecv(buf, (int)n, mpi_type(dt), peer, tag, comm->comm, &rq), &rq, NULL,
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


sy_status sy__mpi_collective(const sy_op_args *args)
{
    (void)args; /* never reached: the slot check of the communicator refuses first */
    return sy_kernel_error(SY_E_BACKEND_DISABLED, "the MPI layer is not compiled into this build (SY_WITH_MPI=0)");
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
