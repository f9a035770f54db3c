/* switchyard: the public API.
 *
 * Conventions: functions that can fail return sy_status (SY_OK == 0, errors
 * negative) and give their results through out-parameters, which are set to
 * NULL on failure. sy_status_str() is the fixed message of a status;
 * sy_last_error() is a thread-local sentence with the details (backends, op,
 * shapes) of the last failure on this thread. Tensors are immutable and
 * reference counted; every tensor a function hands out is released with
 * sy_tensor_release(). The dtype, backend, op and status enums come from
 * backends.yaml through the generated header sy_backends.h. */
#ifndef SWITCHYARD_H
#define SWITCHYARD_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>

#include "sy_abi.h"
#include "sy_backends.h"
#include "sy_export.h"

#ifdef __cplusplus
extern "C" {
#endif

#define SY_MAX_RANK 8
/* Reduce over every axis (the result has rank 0, or rank `rank` of ones with
 * keepdim). */
#define SY_AXIS_ALL (-128)
/* Reduce over a set of axes at once, e.g. sy_sum(x, SY_AXES(0, 2), false,
 * &y), like NumPy's np.sum(x, axis=(0, 2)): up to SY_MAX_RANK axes, each in
 * -8..7, negative ones counting from the end. The reduce family's ops (sum,
 * mean, max, min, prod, l1, l2, log_sum, log_sum_exp, sum_square) take it
 * in their `int axis`; every other op refuses it (SY_E_INVALID_ARGUMENT), as
 * the reductions refuse duplicates (after normalizing negatives), an axis
 * out of range and an empty set. The encoding is a constant expression of
 * type int, positive and >= 2^30, so it is neither an axis nor SY_AXIS_ALL:
 * bit 30 set, bits 0..7 axes 0..7, bits 8..15 axes -1..-8, bit 16 an axis
 * outside -8..7 given, bits 17..20 how many were given (15 for more than
 * 8), so a duplicate shows as fewer bits than axes. */
#define SY_AXES(...) (SY__AXES_FLAG | SY__AXES_MASK_(__VA_ARGS__, SY__AXES_NONE, SY__AXES_NONE, SY__AXES_NONE, \
                      SY__AXES_NONE, SY__AXES_NONE, SY__AXES_NONE, SY__AXES_NONE, SY__AXES_NONE) | \
                      (SY__AXES_N_(__VA_ARGS__, 15, 15, 15, 15, 15, 15, 15, 8, 7, 6, 5, 4, 3, 2, 1, 0) << 17))
#define SY__AXES_FLAG (1 << 30)
#define SY__AXES_NONE (-1000)
#define SY__AXES_BIT(a) ((a) == SY__AXES_NONE ? 0 : (a) >= 0 && (a) < 8 ? 1 << ((a) & 7) \
                         : (a) < 0 && (a) >= -8 ? 1 << ((7 - (a)) & 15) : 1 << 16)
#define SY__AXES_MASK_(a, b, c, d, e, f, g, h, ...) (SY__AXES_BIT(a) | SY__AXES_BIT(b) | SY__AXES_BIT(c) | \
                      SY__AXES_BIT(d) | SY__AXES_BIT(e) | SY__AXES_BIT(f) | SY__AXES_BIT(g) | SY__AXES_BIT(h))
#define SY__AXES_N_(a1, a2, a3, a4, a5, a6, a7, a8, a9, a10, a11, a12, a13, a14, a15, n, ...) (n)
/* Whether an axis argument is a set made by SY_AXES. */
#define SY_IS_AXES(axis) (((axis) & ~0x1fffff) == SY__AXES_FLAG)

/* ---- statuses ---------------------------------------------------------- */

typedef enum sy_status {
    SY_OK = 0,
#define SY__STATUS_ENUM(name, code) SY_E_##name = (code),
    SY_STATUS_MAP(SY__STATUS_ENUM)
#undef SY__STATUS_ENUM
} sy_status;

SY_API const char *sy_status_str(sy_status s);     /* fixed message; "Unknown status." if s is none */
SY_API const char *sy_status_name(sy_status s);    /* "SY_E_AUTODIFF_MISMATCH"; "unknown status" if s is none */
SY_API const char *sy_status_explain(sy_status s); /* what happened, from backends.yaml */
SY_API const char *sy_status_fix(sy_status s);     /* what to do, from backends.yaml */
SY_API const char *sy_last_error(void);            /* detail of this thread's last failure, "" if none */

/* "MAJOR.MINOR.PATCH" of the library linked (SY_VERSION_STRING is that of
 * the headers compiled against). */
SY_API const char *sy_version(void);

/* ---- dtypes, backends, ops (tables generated from backends.yaml) ------- */

SY_API const char *sy_dtype_name(sy_dtype dt);     /* NULL if out of range */
SY_API size_t sy_dtype_size(sy_dtype dt);          /* 0 if out of range */
SY_API bool sy_dtype_is_float(sy_dtype dt);
SY_API bool sy_dtype_is_int(sy_dtype dt);
SY_API bool sy_dtype_is_bool(sy_dtype dt);
SY_API bool sy_dtype_parse(const char *name, sy_dtype *out);

SY_API const char *sy_backend_name(sy_backend b);  /* NULL for an unknown id */
/* Releases what every backend holds (device contexts, compiled programs,
 * thread pools) by running their shutdown hooks. Release every tensor first;
 * safe to call at exit (atexit(sy_shutdown)) and more than once. A backend
 * used after it initializes again. */
SY_API void sy_shutdown(void);
SY_API bool sy_backend_known(sy_backend b);        /* the id is in backends.yaml */
SY_API bool sy_backend_enabled(sy_backend b);      /* compiled into this build */
SY_API bool sy_backend_is_host_memory(sy_backend b);
/* 0 for capture and unknown ids; for `devices: runtime` backends the count
 * their device_count hook gave at first use (0 where the machine has none). */
SY_API int sy_backend_device_count(sy_backend b);
SY_API bool sy_backend_stores(sy_backend b, sy_dtype dt);
/* The backend's own kernels implement op for dt (no fallback). */
SY_API bool sy_backend_supports_op(sy_backend b, sy_op op, sy_dtype dt);
/* op for dt runs on b, on its own kernels or through its fallback chain;
 * *exec (optional) receives the backend whose kernel runs. */
SY_API bool sy_backend_runs_op(sy_backend b, sy_op op, sy_dtype dt, sy_backend *exec);
SY_API const char *sy_op_name(sy_op op);
SY_API bool sy_op_parse(const char *name, sy_op *out);
SY_API bool sy_op_takes_dtype(sy_op op, sy_dtype dt);
SY_API bool sy_op_is_differentiable(sy_op op);

/* ---- devices ----------------------------------------------------------- */

typedef enum sy_checkpointing {
    SY_CHECKPOINT_NONE = 0,    /* keep every output backward needs */
    SY_CHECKPOINT_BALANCED = 1 /* recompute memory-bound ops during backward */
} sy_checkpointing;

/* A device is a small value. `backend` is the stable backend id, `index` the
 * device index (for capture devices: the capture id). An autodiff device wraps
 * its inner device and carries a checkpointing strategy. Compare devices with
 * sy_device_eq, which ignores autodiff like Burn's PartialEq. */
typedef struct sy_device {
    uint8_t backend;       /* sy_backend */
    uint8_t autodiff;      /* 0 plain, 1 autodiff; anything else is malformed */
    uint8_t checkpointing; /* sy_checkpointing, meaningful when autodiff */
    uint8_t flags;         /* internal: malformed markers; 0 for valid devices */
    uint32_t index;
} sy_device;

SY_API sy_device sy_device_of(sy_backend b, int index);
/* Wraps `inner` in an autodiff layer. Wrapping an autodiff device yields a
 * malformed device that every function rejects with SY_E_AUTODIFF_NESTED. */
SY_API sy_device sy_device_autodiff(sy_device inner, sy_checkpointing strategy);
SY_API sy_device sy_device_inner(sy_device d);
SY_API bool sy_device_is_autodiff(sy_device d);
SY_API bool sy_device_is_capture(sy_device d);
SY_API bool sy_device_eq(sy_device a, sy_device b); /* same backend and index; autodiff ignored */
/* 16-bit type id: upper 8 bits backend id, lower 8 bits index (autodiff is
 * dropped, as in Burn's to_id). Capture devices encode their id's low byte. */
SY_API uint16_t sy_device_type_id(sy_device d);
SY_API sy_device sy_device_from_type_id(uint16_t id);
/* Checks a device: SY_OK, or INVALID_ARGUMENT / AUTODIFF_NESTED /
 * BACKEND_DISABLED / NO_SUCH_DEVICE, in that order. */
SY_API sy_status sy_device_check(sy_device d);
/* "name" or "name:index" (index defaults to 0). Unknown names and bad indices
 * give SY_E_UNKNOWN_DEVICE, disabled backends SY_E_BACKEND_DISABLED, an
 * index out of range SY_E_NO_SUCH_DEVICE. */
SY_API sy_status sy_device_parse(const char *text, sy_device *out);
/* SY_DEVICE=name[:index] if set (errors as sy_device_parse, naming SY_DEVICE),
 * else device 0 of the first enabled backend in backends.yaml order. */
SY_API sy_status sy_device_default(sy_device *out);
/* Writes "cpu:0", "autodiff(sim:1, balanced)" or "capture:3"; returns the
 * length snprintf would have written. */
SY_API int sy_device_format(sy_device d, char *buf, size_t size);
/* Waits until the work queued on `device` is done: ops whose kernels were
 * enqueued and returned, and moves onto it. SY_OK at once on host backends,
 * capture devices and device backends that never queue. A failure of queued
 * work (SY_E_DEVICE_ERROR, or what the backend says) is reported by the
 * first call that waits for it, this one or a read, with a detail naming the
 * op that failed. Errors as sy_device_check for a bad device. */
SY_API sy_status sy_synchronize(sy_device device);

/* A fresh capture device. Ids only grow and are never reused. */
SY_API sy_status sy_capture_new(sy_device *out);
/* Drops the device's hold on its graph; tensors still referring to it keep
 * their data alive until they are released. Afterwards the device is gone:
 * moves onto it fail with SY_E_NO_SUCH_DEVICE. */
SY_API sy_status sy_capture_release(sy_device d);
/* Counts of what the capture device recorded so far. Nodes count values:
 * an op of several results (sy_layer_norm) adds one per result. */
SY_API sy_status sy_capture_counts(sy_device d, size_t *n_initializers, size_t *n_nodes);

/* ---- tensors ----------------------------------------------------------- */

typedef struct sy_tensor sy_tensor;

/* Copies numel * sy_dtype_size(dt) bytes of row-major data onto dev. A NULL
 * shape with rank 0 makes a scalar. Creating on an autodiff device gives an
 * untracked tensor in that context; on a capture device an initializer. */
SY_API sy_status sy_tensor_from_data(const void *data, sy_dtype dt, const int64_t *shape, int rank,
                              sy_device dev, sy_tensor **out);
/* Copies the values, row-major, into dst (dst_bytes >= sy_tensor_nbytes). */
SY_API sy_status sy_tensor_to_data(const sy_tensor *t, void *dst, size_t dst_bytes);
SY_API sy_tensor *sy_tensor_retain(const sy_tensor *t); /* returns t; NULL is fine */
SY_API void sy_tensor_release(sy_tensor *t);            /* NULL is fine */

SY_API sy_device sy_tensor_device(const sy_tensor *t);
SY_API sy_dtype sy_tensor_dtype(const sy_tensor *t);
SY_API int sy_tensor_rank(const sy_tensor *t);             /* -1 for NULL (a scalar has rank 0) */
SY_API int64_t sy_tensor_dim(const sy_tensor *t, int axis); /* negative axes count from the end */
SY_API const int64_t *sy_tensor_shape(const sy_tensor *t);  /* rank entries */
SY_API int64_t sy_tensor_numel(const sy_tensor *t);
SY_API size_t sy_tensor_nbytes(const sy_tensor *t);
SY_API bool sy_tensor_is_contiguous(const sy_tensor *t);
/* True for a float tensor in an autodiff context that gradients flow to
 * (a leaf from sy_track / sy_require_grad, or computed from one). */
SY_API bool sy_tensor_is_tracked(const sy_tensor *t);
/* Address of the first element when the tensor lives in host memory (NULL
 * otherwise). Read-only: tensors are immutable. Two tensors that share
 * storage give addresses into the same buffer. */
SY_API const void *sy_tensor_host_data(const sy_tensor *t);
/* True when a and b are views of one storage (a zero-copy move or a view op). */
SY_API bool sy_tensor_shares_storage(const sy_tensor *a, const sy_tensor *b);

/* ---- moves and autodiff contexts --------------------------------------- */

/* Moves t to dev following the move table of the README. The source stays
 * valid; on failure *out is NULL and nothing leaks. */
SY_API sy_status sy_to_device(const sy_tensor *t, sy_device dev, sy_tensor **out);
/* What the pair grid does from backend src to backend dst: "zero-copy",
 * "staged through host", "direct <fn>", ... (NULL when a side is not
 * compiled in or is not a real backend). */
SY_API const char *sy_transfer_kind(sy_backend src, sy_backend dst);
/* sy_to_device's checks without moving anything: the status and the detail
 * (which names sy_to_device) a move would give. */
SY_API sy_status sy_move_check(const sy_tensor *t, sy_device dev);
SY_API bool sy_can_move(const sy_tensor *t, sy_device dev); /* sy_move_check(t, dev) == SY_OK */
SY_API bool sy_sides_agree(const sy_tensor *t, sy_device dev); /* autodiffness of t and dev match */
/* The plain tensor under an autodiff one (same storage, inner device, no
 * tracking). A plain or capture tensor gives itself (a new reference). */
SY_API sy_status sy_inner(const sy_tensor *t, sy_tensor **out);
/* Brings a plain tensor into the autodiff context of `ad`, whose inner device
 * must equal t's device. Floats become tracked leaves; ints and bools only
 * join the context. */
SY_API sy_status sy_track(const sy_tensor *t, sy_device ad, sy_tensor **out);

/* ---- autodiff: gradients ----------------------------------------------- */

typedef struct sy_grads sy_grads;

/* Marks a float tensor created on an autodiff device as a leaf that
 * gradients flow to (a new tensor sharing the storage). sy_track does the
 * same for a plain tensor. */
SY_API sy_status sy_require_grad(const sy_tensor *t, sy_tensor **out);
/* Reverse pass from a tracked loss with one element (the seed is 1). The
 * gradients of the leaves it reaches are kept in *out. The pass frees what
 * the graph kept for it: a second pass over the same ops gives
 * SY_E_GRAPH_RELEASED (unless the first used SY_BACKWARD_RETAIN_GRAPH). */
SY_API sy_status sy_backward(const sy_tensor *loss, sy_grads **out);
#define SY_BACKWARD_RETAIN_GRAPH 1u
/* With a seed gradient (plain, the loss's shape and dtype, on its inner
 * device; NULL means ones for a one-element loss) and flags. */
SY_API sy_status sy_backward_ex(const sy_tensor *loss, const sy_tensor *seed, unsigned flags, sy_grads **out);
/* The gradient of leaf t: a plain tensor of t's shape and dtype on t's inner
 * device. SY_E_NO_GRADIENT when the loss does not depend on t. */
SY_API sy_status sy_grad(const sy_grads *grads, const sy_tensor *t, sy_tensor **out);
SY_API void sy_grads_release(sy_grads *grads); /* NULL is fine */

/* ---- capture graphs ------------------------------------------------------ */

typedef struct sy_graph sy_graph;

/* Completes a capture device into a graph: `inputs` are initializers (values
 * moved onto the device) that become the graph's runtime inputs, in order;
 * `outputs` are tensors of the device (computed or not). Initializers not
 * declared as inputs stay constants of the graph (their data is kept). Ops
 * that no output depends on are dropped. Afterwards the device records
 * nothing more (SY_E_CAPTURE_CLOSED). On failure nothing changes. */
SY_API sy_status sy_capture_complete(sy_device device, const sy_tensor *const *inputs, size_t n_inputs,
                              const sy_tensor *const *outputs, size_t n_outputs, sy_graph **out);
SY_API void sy_graph_release(sy_graph *g); /* NULL is fine; independent of the device and its tensors */
/* Nodes count values, one per result of an op, as sy_capture_counts. */
SY_API sy_status sy_graph_counts(const sy_graph *g, size_t *n_inputs, size_t *n_outputs, size_t *n_nodes,
                          size_t *n_constants);

typedef struct sy_graph_stats {
    size_t nodes_run;   /* ops executed */
    size_t peak_bytes;  /* the most bytes of buffers the run held at once (inputs it had to copy,
                           constants it had to upload, intermediates; views count nothing) */
} sy_graph_stats;

/* Replays g on a plain real device with new inputs (plain tensors of the
 * declared shapes and dtypes, on any device: they are moved to `device`),
 * through the same op dispatch as eager code. Writes n_outputs new tensors
 * on `device` to outputs[]. Each intermediate is released as soon as its last
 * consumer has run. Graphs are immutable: runs may proceed concurrently. */
SY_API sy_status sy_graph_run(const sy_graph *g, sy_device device, const sy_tensor *const *inputs, size_t n_inputs,
                       sy_tensor **outputs, size_t n_outputs);
SY_API sy_status sy_graph_run_ex(const sy_graph *g, sy_device device, const sy_tensor *const *inputs, size_t n_inputs,
                          sy_tensor **outputs, size_t n_outputs, sy_graph_stats *stats);

#define SY_GRAPH_TEXT 1u /* one line per value: id, op, inputs, attributes, dtype[shape] */
#define SY_GRAPH_DOT 2u  /* Graphviz */
/* Writes g in one format (exactly one of the flags). */
SY_API sy_status sy_graph_write(const sy_graph *g, FILE *f, unsigned format);

/* The dtype, shape (rank entries written) and rank of input or output i;
 * any of the three may be NULL. A program that only loads a graph learns
 * from these what to feed it. */
SY_API sy_status sy_graph_input(const sy_graph *g, size_t i, sy_dtype *dtype, int64_t *shape, int *rank);
SY_API sy_status sy_graph_output(const sy_graph *g, size_t i, sy_dtype *dtype, int64_t *shape, int *rank);

/* ---- saved graphs (the file format: docs/graph-format.md) -------------- */

#define SY_GRAPH_FORMAT_VERSION 3 /* the newest format version; the loaders read 1 to 3, sy_graph_save writes 3
                                     only for a graph whose attributes are read from values at run time, else 2 */
/* Writes g to f in the saved-graph format: ops, dtypes and attributes by
 * name, the boundary's types, the constants' data. SY_E_IO_ERROR when
 * writing fails (f then holds part of a file). */
SY_API sy_status sy_graph_save(const sy_graph *g, FILE *f);
/* The same into the file at path, through a temporary file in the same
 * directory renamed over path once complete: on failure path is unchanged
 * and no temporary file is left. */
SY_API sy_status sy_graph_save_path(const sy_graph *g, const char *path);
/* Reads a saved graph from f (to its end), checking all of it; the graph
 * replays like the one that was saved, bit for bit. A malformed file gives
 * SY_E_GRAPH_FORMAT, another format version SY_E_GRAPH_VERSION, an op or
 * dtype this build lacks SY_E_GRAPH_UNKNOWN; sy_last_error() names the line,
 * column, byte offset and value. On failure *out is NULL and nothing leaks. */
SY_API sy_status sy_graph_load(FILE *f, sy_graph **out);
SY_API sy_status sy_graph_load_path(const char *path, sy_graph **out); /* SY_E_IO_ERROR if path cannot be read */
SY_API sy_status sy_graph_load_buffer(const void *data, size_t size, sy_graph **out); /* size bytes at data */

/* ---- memory ------------------------------------------------------------ */

/* Host memory the runtime holds (tensors, storage, graphs): bytes now, the
 * high-water mark since start or the last reset, and the block count. */
SY_API void sy_memory_stats(size_t *live_bytes, size_t *peak_bytes, long *live_blocks);
SY_API void sy_memory_reset_peak(void);
/* Gives back to the C library the large blocks (above 256 KiB) the runtime
 * keeps for reuse after their tensors are released (at most 8 blocks and 512
 * MiB, so a loop over large tensors does not fault in fresh pages on every
 * op); returns the bytes given back. Small blocks are cached per thread and
 * given back when the thread exits. */
SY_API size_t sy_memory_trim(void);

/* ---- beyond one process: MPI communicators and collectives ------------ */

/* The MPI layer (runtime/sy_mpi.c, README "Beyond one machine"), compiled in
 * when SY_WITH_MPI is 1 (backends.yaml's backend of kind mpi); in a build
 * without it every function here returns SY_E_BACKEND_DISABLED. The first
 * call initialises MPI when the program has not (MPI_Init_thread at
 * MPI_THREAD_SERIALIZED; a program not started by mpirun is one rank), and
 * sy_shutdown finalizes it only then. Collectives are called by every rank
 * of the communicator in the same order; a rank whose arguments are wrong,
 * or ranks whose tensors disagree in dtype or shape, make every rank return
 * the same status before any data moves. sy_all_reduce, sy_broadcast,
 * sy_all_gather and sy_reduce_scatter are ops of backends.yaml (declared
 * in generated/sy_ops.h; `op` takes a sy_reduce_op, whose order is the
 * enum's of their signature): they record on a capture device and
 * differentiate like any op; their results live on the input's device.
 * sy_send, sy_recv and sy_barrier are runtime functions (README, "Beyond
 * one machine"). sy_comm_from_mpi (a user's MPI_Comm) is in sy_mpi.h. */
typedef struct sy_comm sy_comm;
typedef enum sy_reduce_op {
    SY_REDUCE_SUM,
    SY_REDUCE_MEAN, /* the sum divided by the number of ranks; float dtypes only */
    SY_REDUCE_MAX,
    SY_REDUCE_MIN,
    SY_REDUCE_PROD
} sy_reduce_op;
/* A communicator over MPI_COMM_WORLD (a duplicate: switchyard's messages
 * never meet the program's). Collective: every rank calls it. */
SY_API sy_status sy_comm_world(sy_comm **out);
SY_API sy_status sy_comm_rank(const sy_comm *comm, int *rank);
SY_API sy_status sy_comm_size(const sy_comm *comm, int *size);
SY_API void sy_comm_free(sy_comm *comm); /* NULL is fine */
/* Point to point: x's dtype, shape and values to rank peer with tag (0..32767);
 * sy_recv makes them a tensor on dev. */
SY_API sy_status sy_send(const sy_tensor *x, sy_comm *comm, int peer, int tag);
SY_API sy_status sy_recv(sy_comm *comm, int peer, int tag, sy_device dev, sy_tensor **out);
SY_API sy_status sy_barrier(sy_comm *comm);

/* Remote devices (backends.yaml's backend of kind remote, runtime/sy_remote.c,
 * README "Remote devices"): remote:N is rank N of the remote communicator,
 * which runs sy_serve. sy_remote_attach sets that communicator (NULL: none;
 * the program keeps it alive while remote tensors live). Without one there
 * is no remote device: making a default one would be a collective started
 * by a device check. remote:N with no communicator attached, N this
 * process's own rank or no rank of it is SY_E_NO_SUCH_DEVICE; no remote
 * device is a default device (SY_DEVICE).
 * sy_serve runs incoming requests on the rank's default device, keeping
 * tensors resident, until sy_remote_stop (from any client) stops it. */
SY_API sy_status sy_remote_attach(sy_comm *comm);
SY_API sy_status sy_serve(sy_comm *comm);
SY_API sy_status sy_remote_stop(sy_device remote);

#ifdef __cplusplus
}
#endif

/* One function per op of backends.yaml. */
#include "sy_ops.h"

#endif
