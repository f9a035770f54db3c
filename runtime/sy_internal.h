/* switchyard: internal structures shared by the runtime and generated/.
 *
 * Nothing here is public API. Non-static internal functions are named sy__*.
 */
#ifndef SY_INTERNAL_H
#define SY_INTERNAL_H

#include <stdatomic.h>
#include <stdarg.h>

#include "switchyard.h"
#include "sy_contract.h"

#if defined(__GNUC__) || defined(__clang__)
#define SY__LIKELY(x) __builtin_expect(!!(x), 1)
#define SY__UNLIKELY(x) __builtin_expect(!!(x), 0)
#define SY__PRINTF(f, a) __attribute__((format(printf, f, a)))
#define SY__NOINLINE __attribute__((noinline))
#define SY__INLINE inline __attribute__((always_inline))
#else
#define SY__NOINLINE
#define SY__INLINE inline
#define SY__LIKELY(x) (x)
#define SY__UNLIKELY(x) (x)
#define SY__PRINTF(f, a)
#endif

/* ---- errors ------------------------------------------------------------- */

/* Sets this thread's sy_last_error() to the formatted detail, followed by
 * " [SY_E_<NAME>]" (the name of s), and returns s. */
sy_status sy__fail(sy_status s, const char *fmt, ...) SY__PRINTF(2, 3);
/* runtime/sy_mpi.c: at sy_shutdown, after the backends: frees the MPI
 * communicators and finalizes MPI if the runtime initialised it. */
void sy__mpi_shutdown(void);
/* Test hook of runtime/sy_mpi.c: called with the message instead of printing
 * it and calling MPI_Abort when a collective passes its deadline
 * (SY_MPI_TIMEOUT); the collective then keeps waiting, its deadline
 * renewed. NULL restores the abort. */
typedef void (*sy__mpi_stall_fn)(const char *message);
void sy__mpi_on_stall(sy__mpi_stall_fn fn);
/* Test hook of runtime/sy_mpi_comm.c: the MPI_Iallreduce algorithm the
 * layer would start a call of `bytes` with (Open MPI's
 * coll_libnbc_iallreduce_algorithm: 1, the ring, when the layer sets it;
 * else the variable's value, 0 for libnbc's own choice); -1 without the
 * variable or the layer. */
int sy__mpi_iallreduce_algorithm(int64_t bytes);
/* A `comm` attribute (the collectives' ops) is kept in its slot as the
 * communicator's number in this process, 1, 2, ... in the order they were
 * made, never reused: sy__comm_id gives it (0 for NULL or a pointer that is
 * no live sy_comm), sy__comm_of_id the live communicator of a number, or
 * NULL once sy_comm_free or sy_shutdown ended it, so a captured or taped
 * call never reaches a freed one. runtime/sy_mpi_comm.c. */
int64_t sy__comm_id(const sy_comm *comm);
sy_comm *sy__comm_of_id(int64_t id);
/* The slot check of a `comm` attribute (runtime/sy_infer.c): SY_OK, or
 * why the number names no live communicator (BACKEND_DISABLED without the
 * MPI layer). */
sy_status sy__comm_check(const char *fn, const char *name, int64_t id);
/* The collectives' one kernel (cpu's, kernels/cpu/sy_cpu_coll.c): args of
 * all_reduce, broadcast, all_gather or reduce_scatter, on host buffers.
 * runtime/sy_mpi.c. */
sy_status sy__mpi_collective(const sy_op_args *args);
/* The remedy a BACKEND_DISABLED detail ends with; its arguments are the
 * backend's cfg macro and name: "... (SY_WITH_BLAS=0); " SY__REBUILD_HINT. */
#define SY__REBUILD_HINT "rebuild with %s=1, or in a vendored copy vendor again with BACKENDS=\"... %s\""
/* Formats a shape as "[2, 3]" into buf (always terminated). */
const char *sy__shape_str(const int64_t *shape, int rank, char *buf, size_t size);
#define SY__SHAPE_STR_MAX (SY_MAX_RANK * 22 + 4)

typedef struct sy__status_info {
    sy_status status;
    const char *name;
    const char *message;
    const char *explain;
    const char *fix;
} sy__status_info;
/* The row of status s, or NULL for a code no status has (generated/sy_status.c). */
const sy__status_info *sy__status_find(sy_status s);
extern const sy__status_info sy__status_table[SY_STATUS_COUNT]; /* generated/sy_status.c */

/* ---- tables generated from backends.yaml -------------------------------- */

typedef enum sy__class {
    SY__CLASS_FILL,
    SY__CLASS_UNARY,
    SY__CLASS_BINARY,
    SY__CLASS_COMPARE,
    SY__CLASS_WHERE,
    SY__CLASS_MATMUL,
    SY__CLASS_REDUCE,
    SY__CLASS_RESHAPE,
    SY__CLASS_PERMUTE,
    SY__CLASS_TRANSPOSE,
    SY__CLASS_EXPAND,
    SY__CLASS_CAST,
    SY__CLASS_OP, /* every family with `kernel: op`: attributes in slots, described by the op table */
    SY__CLASS_COUNT
} sy__class;

typedef union sy__kernel {
    sy_fill_kernel fill;
    sy_ew_kernel ew;
    sy_matmul_kernel matmul;
    sy_reduce_kernel reduce;
    sy_op_kernel op;
} sy__kernel;

typedef struct sy__route {
    sy_backend backend; /* whose kernel runs: the backend itself or a fallback */
    sy__kernel kernel;
} sy__route;

/* Routes (op, backend, dtype) to a kernel: the generated switch of each op. */
typedef bool (*sy__route_fn)(sy_backend b, sy_dtype dt, sy__route *r);
#define SY__ROUTE(r, b, kind, fn) ((r)->backend = (b), (r)->kernel.kind = (fn), true)
#define SY__DTYPE_IN(dt, mask) ((((uint32_t)1u << (unsigned)(dt)) & (mask)) != 0)

struct sy__node;
typedef struct sy__backward_ctx sy__backward_ctx;
/* Renders one op's derivative formulas (generated/sy_derivatives.c). */
typedef sy_status (*sy__backward_fn)(sy__backward_ctx *ctx);

/* The bits of sy__op_info.saves, defined here only (generated/sy_ops.c names
 * them): the data of input i, the op's result, only the shape and dtype of
 * input i. */
#define SY__SAVES_DATA(i) (1u << (i))
#define SY__SAVES_RESULT (1u << 3)
#define SY__SAVES_META(i) (1u << (4 + (i)))
#define SY__SAVES_DATA_ALL (SY__SAVES_DATA(0) | SY__SAVES_DATA(1) | SY__SAVES_DATA(2))
/* the META bits of the inputs whose DATA bits mask m has */
#define SY__SAVES_META_OF(m) (((m) & SY__SAVES_DATA_ALL) << 4)

/* The most tensor inputs, type variables and attributes an op's signature
 * has (a variadic input takes any number of tensors). */
#define SY__MAX_IN 3
#define SY__MAX_VARS 3
#define SY__MAX_ATTRS 8
#define SY__MAX_OUT 4

typedef struct sy__call sy__call;
struct sy__inferred;
/* A family's shape rule (runtime/sy_rules.h). */
typedef sy_status (*sy__infer_fn)(const sy__call *call, const char *op, struct sy__inferred *r);

/* The kernel conventions of runtime/sy_contract.h: which argument struct the
 * runtime prepares for an op's kernel. */
typedef enum sy__kernel_kind {
    SY__KERNEL_VIEW, /* none: the op is a view */
    SY__KERNEL_FILL,
    SY__KERNEL_EW,
    SY__KERNEL_MATMUL,
    SY__KERNEL_REDUCE,
    SY__KERNEL_OP    /* sy_op_args: attributes in the call record's slots */
} sy__kernel_kind;

/* The kinds of slot attributes (families with `kernel: op`). */
typedef enum sy__attr_kind {
    SY__ATTR_INT,
    SY__ATTR_INTS,
    SY__ATTR_FLOAT,
    SY__ATTR_BOOL,
    SY__ATTR_DTYPE,
    SY__ATTR_AXIS,
    SY__ATTR_AXES,
    SY__ATTR_SHAPE,
    SY__ATTR_ENUM,
    SY__ATTR_DEVICE, /* kept in sy__attrs.device, not a slot's value */
    SY__ATTR_COMM    /* the communicator's number, sy__comm_id */
} sy__attr_kind;

typedef struct sy__attr_desc {
    const char *name;
    uint8_t kind;      /* sy__attr_kind */
    uint8_t len;       /* int[N]: N; 0 for any other */
    uint8_t max_len;   /* lists: the longest */
    uint8_t n_choices; /* enum: how many values */
    const char *const *choices;
} sy__attr_desc;

/* One row per op, generated from its signature and family. */
typedef struct sy__op_info {
    const char *name;
    sy__class cls;        /* its family: the saved-graph attribute layout */
    sy__kernel_kind kernel;
    uint8_t n_attrs;      /* `kernel: op`: its attributes, in slot order */
    sy__attr_desc attrs[SY__MAX_ATTRS];
    sy__infer_fn infer;   /* the family's shape rule */
    uint8_t n_in;         /* the signature's tensor inputs (a variadic one counts once) */
    bool variadic;        /* the last input is a list: a call has n_in - 1 or more */
    bool creates;         /* no tensor input: makes a tensor on its device attribute */
    bool values;          /* `shape: values`: result dims depend on the inputs' values (the kernel's sizing call) */
    bool fast;            /* elementwise over inputs of one type variable: the contiguous fast path */
    /* the fast path's kernel by backend and dtype, what route resolves on host backends (NULL: the general path) */
    const sy_ew_kernel (*fast_kernels)[SY_DTYPE_COUNT];
    uint32_t dtypes;      /* mask over sy_dtype: the domain of every type variable */
    const char *in_names[SY__MAX_IN]; /* as the signature names them, for errors */
    int8_t in_var[SY__MAX_IN];        /* input i's type variable, or -1 for a fixed dtype */
    uint32_t in_dtypes[SY__MAX_IN];   /* input i's fixed dtypes (mask) when in_var is -1 */
    int8_t key_var;       /* the variable the dtype list and route are about; -1: the result's dtype */
    uint8_t n_out;        /* results; the second and later go to sy__call.more_out */
    uint32_t optional;    /* bit i: input i may be NULL (absent) */
    const char *out_names[SY__MAX_OUT];
    int8_t out_var[SY__MAX_OUT];      /* result k's type variable, or -1 */
    sy_dtype out_fixed[SY__MAX_OUT];  /* with out_var -1: its fixed dtype, or SY_DTYPE_COUNT for the dtype attribute */
    bool differentiable;  /* has derivative formulas */
    bool memory_bound;    /* recomputed in backward under SY_CHECKPOINT_BALANCED */
    sy__route_fn route;   /* NULL for views */
    sy__backward_fn backward; /* NULL without derivative */
    uint8_t saves[3];     /* per input, what the formula of its gradient reads: SY__SAVES_* */
    uint8_t reads_results; /* an op of several results: bit k, result k >= 1 is read by a formula */
} sy__op_info;
extern const sy__op_info sy__op_table[SY_OP_COUNT];

typedef struct sy__mem_fns {
    sy_status (*alloc)(uint32_t index, size_t bytes, void **handle);
    void (*free)(uint32_t index, void *handle);
    sy_status (*read)(uint32_t index, const void *handle, size_t offset, void *dst, size_t bytes);
    sy_status (*write)(uint32_t index, void *handle, size_t offset, const void *src, size_t bytes);
    long (*live_buffers)(void);
    /* `async: true`: a write that returns with the copy queued and calls
     * done(ctx) once src is no longer read; NULL: writes are synchronous */
    sy_status (*write_async)(uint32_t index, void *handle, size_t offset, const void *src, size_t bytes,
                             void (*done)(void *ctx), void *ctx);
} sy__mem_fns;

/* The optional hooks of the device contract (runtime/sy_contract.h). */
typedef struct sy__hook_fns {
    uint32_t (*device_count)(void); /* `devices: runtime` */
    sy_status (*init)(void);
    void (*shutdown)(void);
    void (*flush)(uint32_t index);          /* `async: true`; NULL: nothing is ever queued */
    sy_status (*synchronize)(uint32_t index); /* `async: true`; NULL: nothing to wait for */
} sy__hook_fns;

#define SY__NO_FALLBACK 0xffu

typedef sy_status (*sy__direct_fn)(uint32_t src_index, const void *src_handle, uint32_t dst_index,
                                   void *dst_handle, size_t bytes);

typedef struct sy__backend_info {
    const char *name;     /* NULL: no backend has this id */
    const char *cfg;      /* its SY_WITH_* macro */
    bool enabled;
    bool host;            /* host memory */
    bool capture;
    bool remote;          /* remote:N, rank N of the remote communicator (runtime/sy_remote.c) */
    uint16_t devices;     /* 0 with `devices: runtime`: ask sy__backend_devices */
    uint32_t stores;      /* mask over sy_dtype */
    uint8_t fallback;     /* backend id, or SY__NO_FALLBACK */
    sy__mem_fns mem;      /* device memory only */
    sy__hook_fns hooks;
} sy__backend_info;
extern const sy__backend_info sy__backend_table[SY_BACKEND_ID_LIMIT];
/* The dtypes each backend's own kernels implement, per op (no fallback). */
extern const uint32_t sy__own_kernels[SY_BACKEND_ID_LIMIT][SY_OP_COUNT];
/* Backends in backends.yaml order (the default-device priority). */
extern const sy_backend sy__backend_order[SY_BACKEND_COUNT];

enum { SY__CATEGORY_FLOAT = 0, SY__CATEGORY_INT = 1, SY__CATEGORY_BOOL = 2 };

typedef struct sy__dtype_info {
    const char *name;
    size_t size;
    uint8_t category; /* SY__CATEGORY_* */
    bool is_signed;   /* the C type holds negative values */
} sy__dtype_info;
extern const sy__dtype_info sy__dtype_table[SY_DTYPE_COUNT];

static inline const sy__backend_info *sy__backend(unsigned id)
{
    return id < SY_BACKEND_ID_LIMIT ? &sy__backend_table[id] : NULL;
}

/* The device count of an enabled backend: the yaml's number, or for
 * `devices: runtime` what sy_k_<b>_device_count said at first use. The first
 * call runs the backend's init hook (once, under a lock); a failed init
 * leaves 0 devices. runtime/sy_backend.c. */
uint32_t sy__backend_devices(unsigned id);
/* Why an enabled backend has no devices (init's or device_count's detail),
 * "" if it has some or said nothing. */
const char *sy__backend_why_none(unsigned id);
/* The detail a kernel or memory function gave with sy_kernel_error since the
 * last call, then cleared; "" when it gave none. */
const char *sy__kernel_detail(void);

/* ---- storage and tensors ------------------------------------------------ */

/* Drops one reference from a count; true when it was the last. The holder of
 * the only reference reads 1, and nobody can add to that count (adding takes
 * a reference), so the last release skips the locked read-modify-write; the
 * acquire load orders what the caller frees after the other holders'
 * releases as the fetch_sub would. */
static inline bool sy__unref(atomic_long *refs)
{
    return atomic_load_explicit(refs, memory_order_acquire) == 1 ||
           atomic_fetch_sub_explicit(refs, 1, memory_order_acq_rel) == 1;
}

/* A buffer, host memory or a device backend's handle. Immutable contents once
 * the tensor that created it is handed out; shared by zero-copy moves and
 * views. */
typedef struct sy__storage {
    atomic_long refs;
    size_t bytes;
    void *data;       /* host pointer, or the device handle */
    uint8_t backend;  /* device memory: the owner; host memory: unused */
    uint8_t host;
    uint8_t inline_data; /* data lives in the same allocation */
    uint32_t index;   /* device memory: the owner's device index */
    void *block;      /* the allocation to free at the end (NULL: the storage itself) */
} sy__storage;

struct sy__capture;
struct sy__node;

struct sy_tensor {
    atomic_long refs;
    sy_dtype dtype;
    int rank;
    sy_device device;
    int64_t numel;
    int64_t offset; /* elements into the storage */
    int64_t shape[SY_MAX_RANK];
    int64_t strides[SY_MAX_RANK];
    sy__storage *storage;        /* NULL for computed capture tensors */
    struct sy__node *node;       /* autodiff: the node gradients flow to, NULL if untracked */
    struct sy__capture *capture; /* capture tensors: the graph, with value_id */
    uint32_t value_id;
    uint8_t contiguous; /* row-major without gaps (sy_tensor_is_contiguous), kept by every constructor */
    uint8_t embedded;   /* the record shares one allocation with its storage (freed with it) */
};

/* A new tensor record (refs 1) with contiguous strides for shape; no storage. */
sy_status sy__tensor_new(sy_dtype dt, const int64_t *shape, int rank, sy_device dev, sy_tensor **out);
/* A new tensor with fresh contiguous storage on dev's backend (host memory
 * for host backends, the backend's alloc for device memory). */
sy_status sy__tensor_alloc(sy_dtype dt, const int64_t *shape, int rank, sy_device dev, sy_tensor **out);
/* A new contiguous host tensor of a's dtype, shape and device, with fresh
 * storage: the op fast path's output. */
sy_status sy__tensor_alloc_like(const sy_tensor *a, sy_tensor **out);
/* A new record (refs 1, untracked, not captured) with t's dtype, shape,
 * strides and offset, on dev, holding `storage` (the caller's reference);
 * NULL when out of memory. Safe while other threads retain t. */
sy_tensor *sy__tensor_record_like(const sy_tensor *t, sy_device dev, sy__storage *storage);
/* A new tensor record sharing t's storage, offset and strides, on dev. */
sy_status sy__tensor_share(const sy_tensor *t, sy_device dev, sy_tensor **out);
void sy__contiguous_strides(const int64_t *shape, int rank, int64_t *strides);
int64_t sy__numel(const int64_t *shape, int rank);

sy_status sy__storage_new_host(size_t bytes, sy__storage **out);
sy_status sy__storage_new_device(uint8_t backend, uint32_t index, size_t bytes, sy__storage **out);
void sy__storage_retain(sy__storage *s);
void sy__storage_release(sy__storage *s);
/* Host address of t's element [0...] when t is in host memory, else NULL. */
void *sy__host_ptr(const sy_tensor *t);
/* Reads t's storage bytes [lo, hi) of element range into a host buffer the
 * caller frees with sy__host_free; for host storage returns NULL in *owned
 * and the address directly. */
sy_status sy__storage_read(const sy__storage *s, size_t offset, void *dst, size_t bytes);
sy_status sy__storage_write(sy__storage *s, size_t offset, const void *src, size_t bytes);
/* sy__storage_write of bytes that stay readable until done(ctx) runs: on an
 * `async: true` backend the copy is queued and done(ctx) comes once it no
 * longer reads src (maybe from a later call of another thread); otherwise
 * the copy is made, then done(ctx) is called, before returning. On failure
 * done(ctx) is not called: src is still the caller's. */
sy_status sy__storage_write_owned(sy__storage *s, const void *src, size_t bytes, void (*done)(void *ctx), void *ctx);
/* Submits what is queued on a device storage's device (the backend's flush
 * hook), without waiting; nothing for host storage or synchronous backends. */
void sy__storage_flush(const sy__storage *s);

/* A tensor made in one host block: the record, the storage header, the data. */
#define SY__STORAGE_HEAD 64u
#define SY__RECORD ((sizeof(sy_tensor) + 63u) & ~(size_t)63u)
void *sy__host_alloc(size_t bytes);   /* 64-byte aligned; NULL on failure (or injected failure) */
void sy__host_free(void *p);
/* n elements of size bytes, zeroed; NULL when n * size overflows or on failure. */
void *sy__host_calloc(size_t n, size_t size);
/* A new block of `bytes` holding the first `used` bytes of p (a block of
 * sy__host_alloc, or NULL with used 0), p freed; NULL on failure, p intact. */
void *sy__host_grow(void *p, size_t used, size_t bytes);
/* Test hook: make the n-th next host allocation on this thread fail (n >= 0;
 * -1 disarms). */
void sy__host_fail_after(long n);
long sy__host_live(void); /* live host allocations of the runtime (all threads) */
/* Test hook: make the n-th next call of this kind into any device backend
 * on this thread fail as the backend would (n >= 0; -1 disarms): alloc with
 * SY_E_OUT_OF_MEMORY; read, write, direct transfers and kernels run on
 * device memory with SY_E_DEVICE_ERROR; each with the detail "injected
 * failure". The backend's function is not called. */
typedef enum { SY__DEV_ALLOC, SY__DEV_READ, SY__DEV_WRITE, SY__DEV_DIRECT, SY__DEV_KERNEL, SY__DEV_KINDS } sy__dev_call;
void sy__device_fail_after(sy__dev_call kind, long n);
bool sy__device_injected(sy__dev_call kind); /* consumes one count; true when this call fails */
size_t sy__host_cache_limit(size_t bytes); /* test hook: the large-block cache's byte limit; returns the old one */
bool sy__host_caching(void); /* false in TSan and MSan builds: every block goes to malloc and free */

sy_status sy__check_shape(const char *fn, const int64_t *shape, int rank, sy_dtype dt, int64_t *numel);
/* sy_device_check plus "the backend stores dt", for functions that create tensors. */
sy_status sy__check_create_device(const char *fn, sy_device dev, sy_dtype dt);

/* ---- devices ------------------------------------------------------------ */

#define SY__DEVICE_FLAG_NESTED 0x1u /* sy_device_autodiff of an autodiff device */

/* sy_device_check without the existence checks (index, capture id). */
sy_status sy__device_validate(sy_device d, const char *what);
/* sy__device_validate, then BACKEND_DISABLED and NO_SUCH_DEVICE; errors
 * start with `what`. */
sy_status sy__device_check(sy_device d, const char *what);
bool sy__same_device(const sy_tensor *t, sy_device dst);
bool sy__tensor_is_capture(const sy_tensor *t);
const char *sy__device_str(sy_device d, char *buf, size_t size);
#define SY__DEVICE_STR_MAX 48

/* ---- moves (runtime/sy_move.c; arms chosen in generated/sy_transfer.c) -- */

#define SY__PAIR(src, dst) (((unsigned)(src) << 8) | (unsigned)(dst))
sy_status sy__move_share(const sy_tensor *t, sy_device dst, sy_tensor **out);
sy_status sy__move_staged(const sy_tensor *t, sy_device dst, sy_tensor **out);
sy_status sy__move_direct(const sy_tensor *t, sy_device dst, sy__direct_fn fn, sy_tensor **out);
/* The pair grid: generated/sy_transfer.c. */
sy_status sy__transfer_pair(const sy_tensor *t, sy_device dst, sy_tensor **out);
/* Contiguous host copy of any tensor with storage (staging reads, to_data). */
sy_status sy__read_contiguous(const sy_tensor *t, void *dst);

/* ---- op calls ----------------------------------------------------------- */

/* Every attribute an op class can take; an op fills the ones its class has.
 * A tensor created on a host backend is contiguous; views say whether they are. */
typedef struct sy__attrs {
    int rank;                     /* of shape or perm */
    int64_t shape[SY_MAX_RANK];   /* fill, reshape, expand */
    int perm[SY_MAX_RANK];        /* permute */
    int axis;                     /* reduce */
    bool keepdim;                 /* reduce */
    int dim0, dim1;               /* transpose */
    sy_dtype dtype;               /* fill, cast */
    double value;                 /* fill */
    sy_device device;             /* fill */
    bool bad_array;               /* NULL shape/perm with rank > 0, or rank out of range */
    sy_attr_value x[SY__MAX_ATTRS]; /* families with `kernel: op`: every attribute, in signature order */
} sy__attrs;

typedef struct sy__call {
    sy_op op;
    int n_in;
    const sy_tensor *const *in; /* n_in inputs: a variadic op's list in place of its last */
    const sy__attrs *attrs; /* sy__no_attrs for ops without attributes */
    sy_tensor **const *more_out; /* results 1.. of an op with several (n_out - 1 pointers), else NULL */
} sy__call;

extern const sy__attrs sy__no_attrs; /* all zero */

void sy__attrs_set_shape(sy__attrs *a, const int64_t *shape, int rank);

/* A SY_AXES set (runtime/switchyard.h) of a reduction over tensor a: bit j
 * of *mask for each axis j it reduces, negatives normalized; refuses an
 * empty set, an axis out of range, a duplicate, naming op, axes and shape
 * (sy_infer.c). sy__axes_mask is the mask of a set that passed. */
sy_status sy__axes_resolve(const char *op, int axes, const sy_tensor *a, uint32_t *mask);
uint32_t sy__axes_mask(int axes, int rank);
/* "(0, 2, -1)": the axes a SY_AXES set names, as given */
const char *sy__axes_str(int axes, char *buf, size_t n);
void sy__attrs_set_perm(sy__attrs *a, const int *perm, int rank);
/* Slot `slot` holds the n values at v; a NULL v with n > 0, or n outside
 * 0..SY_MAX_RANK, leaves n at -1: the op path refuses it by name. */
void sy__attrs_set_list(sy__attrs *a, int slot, const int64_t *v, int n);
/* ---- remote devices (runtime/sy_remote.c) ---------------------------------- */

/* SY_OK, or NO_SUCH_DEVICE when remote:index is no other rank of the remote
 * communicator (naming `what`). */
sy_status sy__remote_check(uint32_t index, const char *what);
/* The remote backend's memory functions (the generated table's .mem). */
sy_status sy__remote_alloc(uint32_t index, size_t bytes, void **handle);
void sy__remote_free(uint32_t index, void *handle);
sy_status sy__remote_read(uint32_t index, const void *handle, size_t offset, void *dst, size_t bytes);
sy_status sy__remote_write(uint32_t index, void *handle, size_t offset, const void *src, size_t bytes);
long sy__remote_live_buffers(void);
/* A move onto or off a remote device (staged through host memory). */
sy_status sy__remote_move(const sy_tensor *t, sy_device dst, sy_tensor **out);
/* sy_shutdown: lets go of the world communicator made at first use. */
void sy__remote_shutdown(void);
/* Tests: the wire version and magic requests carry, the reply deadline (<0:
 * the communicator's), dropping t's buffer on its server behind its back; the
 * rank sy_serve runs on (-1 outside it). */
void sy__remote_set_wire_version(int v);
void sy__remote_set_wire_magic(int64_t m);
void sy__remote_set_timeout(double seconds);
void sy__remote_forget(const sy_tensor *t);
/* Tests: a request of kind (1 put, 2 get, 3 free, 4 call, 5 stop, others
 * unknown) with the header's handle, offset and byte count and n bytes of
 * payload, sent to remote:index and answered. */
sy_status sy__remote_raw(uint32_t index, int kind, int64_t handle, int64_t offset, int64_t bytes, const void *data,
                         size_t n);
/* Bench: the answers this process received, the bytes of its requests (free
 * included, which is not answered) and of the answers, so far. */
void sy__remote_counts(size_t *answered, size_t *sent, size_t *received);
int sy__remote_rank(void);

/* A call's attributes as the saved-graph format writes a node's (" name=value"
 * each, exact), and read back (sy_graph_write.c, sy_graph_load.c): the
 * remote wire's call record (sy_remote.c). The reader fails with the op. */
void sy__attrs_write(FILE *f, sy_op op, const sy__attrs *a);
sy_status sy__attrs_read(const char *fn, const char *text, size_t n, sy_op op, sy__attrs *a);
/* The one entry of every op: checks, capture recording, routing, staging,
 * kernel call, autodiff recording. runtime/sy_dispatch.c. */
sy_status sy__dispatch(const sy__call *call, sy_tensor **out);
/* sy__dispatch for unary and binary ops: tries the contiguous fast path first. */
sy_status sy__dispatch_ew(const sy__call *call, sy_tensor **out);

/* ---- capture and autodiff hooks ------------------------------------------ */

/* Registers t (plain, or a capture initializer) as an initializer of the
 * capture device dst; the data is shared, never copied for host storage. */
sy_status sy__capture_register(const sy_tensor *t, sy_device dst, sy_tensor **out);
/* The move of an autodiff tensor to an autodiff device: the data moves like
 * a plain tensor's, the result joins dst's context, and a tracked source is
 * recorded so gradients flow back to it. */
sy_status sy__autodiff_move(const sy_tensor *t, sy_device dst, sy_tensor **out);
/* After a successful op: record the autodiff node when an input is tracked;
 * out: its n_out results (a result node each for the second and later). */
sy_status sy__autodiff_record(const sy__call *call, sy_tensor *const *out, int n_out);

/* ---- owners: capture and autodiff as tensors and devices see them -------- */

/* Tensors and devices sit below capture and autodiff, so they reach them
 * through runtime/sy_owners.c, which forwards to what sy_autodiff.c and
 * sy_capture.c register before making their first node or capture device. */
typedef struct sy__autodiff_owner {
    void (*release_node)(struct sy__node *n);
} sy__autodiff_owner;

typedef struct sy__capture_owner {
    void (*drop)(struct sy__capture *c);
    bool (*exists)(uint32_t capture_id);
    sy_status (*adopt)(sy_tensor *t, uint32_t capture_id, const char *fn);
} sy__capture_owner;

/* Registration: o lives as long as the process; calling again is cheap. */
void sy__owners_autodiff(const sy__autodiff_owner *o);
void sy__owners_capture(const sy__capture_owner *o);
/* Lets go of what autodiff and capture hang on t (t->node, t->capture):
 * part of releasing the record. */
void sy__tensor_disown(sy_tensor *t);
/* True when the capture device exists (created and not released). */
bool sy__capture_exists(uint32_t capture_id);
/* Makes a fresh tensor with host storage (not yet handed out) a new
 * initializer of capture device `capture_id`; errors name `fn`. */
sy_status sy__capture_adopt(sy_tensor *t, uint32_t capture_id, const char *fn);

#endif
