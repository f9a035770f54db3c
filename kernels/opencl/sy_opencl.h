/* switchyard opencl backend, private header: the device and buffer records,
 * the state shared by the files of the backend, and the helpers they give
 * each other and the kernel launchers of sy_opencl_ops.c:
 * sy_opencl_platform.c (discovery, init and shutdown, the device table),
 * sy_opencl_mem.c (buffers, the freed-buffer cache, transfers),
 * sy_opencl_program.c (the program and kernel cache) and sy_opencl_error.c
 * (error names and statuses); sy_opencl_ops.c gives the launchers of
 * sy_opencl_nn.c and sy_opencl_conv.c (the `kernel: op` families) its
 * launch helpers, and sy_opencl_nn.c gives sy_opencl_conv.c its operand
 * checks. */
#ifndef SY_OPENCL_H
#define SY_OPENCL_H

#ifndef CL_TARGET_OPENCL_VERSION
#define CL_TARGET_OPENCL_VERSION 120
#endif
#include <CL/cl.h>
#include <pthread.h>
#include <stdatomic.h>
#include <stddef.h>
#include <stdint.h>

#include "sy_contract.h"
#include "sy_opencl_claims.h"
#include "sy_kernels.h"

/* Why there are no devices (NULL when there are some); for the runtime's
 * NO_SUCH_DEVICE message. Also given as the detail of a device count of 0. */
const char *sy_k_opencl_unavailable_reason(void);

/* Kernel objects kept per device: an open-addressed table keyed by kernel
 * name, each slot holding up to SY__OCL_IDLE idle cl_kernel objects. */
#define SY__OCL_SLOTS 256
#define SY__OCL_IDLE 4
#define SY__OCL_NAME 40
/* The freed-buffer cache: at most SY__OCL_CACHE buffers of at least
 * SY__OCL_CACHE_MIN bytes and SY__OCL_CACHE_BYTES in all, per device. */
#define SY__OCL_CACHE 8
#define SY__OCL_CACHE_MIN ((size_t)1 << 12)
#define SY__OCL_CACHE_BYTES ((size_t)512 << 20)

typedef struct sy__ocl_slot {
    char name[SY__OCL_NAME]; /* "" while unused */
    size_t wg_max;           /* CL_KERNEL_WORK_GROUP_SIZE, from the first kernel created */
    int n_idle;
    cl_kernel idle[SY__OCL_IDLE];
} sy__ocl_slot;

/* What is queued on a device (sy_opencl_queue.c): the events of the last
 * SY__OCL_RECORDS launches and copies with the op or transfer each was
 * (a ring, oldest at `first`), so a failure of queued work names it; the
 * asynchronous writes whose source the runtime keeps alive until they are
 * done (in enqueue order); and the first failure found and not yet
 * reported. Under `lock`, which is never held across a driver wait or a
 * done callback. */
#define SY__OCL_RECORDS 128
typedef struct sy__ocl_rec {
    cl_event ev;
    int op;                  /* a sy_op, or -1 for a transfer */
    char what[64];           /* the kernel's name, or the transfer ("write of 64 bytes") */
} sy__ocl_rec;
typedef struct sy__ocl_pending {
    cl_event ev;
    cl_mem mem; /* the buffer written */
    void (*done)(void *ctx);
    void *ctx;
} sy__ocl_pending;
typedef struct sy__ocl_track {
    pthread_mutex_t lock;
    sy__ocl_rec rec[SY__OCL_RECORDS];
    unsigned first, n;
    sy__ocl_pending *pending;
    size_t n_pending, cap_pending;
    cl_int failed;             /* CL_SUCCESS: nothing to report */
    sy__ocl_rec failed_rec; /* its op and name (ev unused) */
} sy__ocl_track;

typedef struct sy__ocl_device {
    uint32_t index;          /* the switchyard device index */
    cl_device_id id;
    cl_context context;      /* shared by the selected devices of one platform (not owned) */
    cl_command_queue queue;  /* in order */
    char name[128];          /* CL_DEVICE_NAME */
    int fp64;                /* cl_khr_fp64: f64 kernels are built and run */
    int cr_div_sqrt;         /* -cl-fp32-correctly-rounded-divide-sqrt is accepted */
    unsigned tile;           /* matmul tile edge compiled in (16, 8, or 0: untiled only) */
    size_t max_wg;           /* CL_DEVICE_MAX_WORK_GROUP_SIZE */
    cl_ulong local_mem;      /* CL_DEVICE_LOCAL_MEM_SIZE */
    cl_ulong max_alloc;      /* CL_DEVICE_MAX_MEM_ALLOC_SIZE */

    /* The program, built at the first kernel call (build_state 0: not yet,
     * 1: built, -1: failed with build_status and build_detail). */
    pthread_mutex_t build_lock;
    atomic_int build_state;
    cl_program program;
    sy_status build_status;
    char build_detail[448];

    pthread_mutex_t pool_lock;
    sy__ocl_slot *slots; /* SY__OCL_SLOTS */

    /* Freed large buffers kept for reuse by an allocation of the same size
     * (a fresh cl_mem costs the driver new pages on first use), oldest
     * first; see sy_k_opencl_free. */
    pthread_mutex_t cache_lock;
    struct {
        cl_mem mem;
        size_t bytes;
    } cached[SY__OCL_CACHE];
    int n_cached;
    size_t cached_bytes;

    sy__ocl_track track; /* sy_opencl_queue.c */
} sy__ocl_device;

/* What a handle points to. mem is NULL for a buffer of 0 bytes (OpenCL has
 * no empty buffers). generation is the init that made it: handles from
 * before an sy_k_opencl_shutdown are refused by everything but free. */
typedef struct sy__ocl_buffer {
    uint32_t magic;
    uint32_t index;
    uint64_t generation;
    size_t bytes;
    cl_mem mem;
} sy__ocl_buffer;

/* The device table of one initialization (sy_opencl_platform.c). */
typedef struct sy__ocl_state {
    uint64_t generation;
    uint32_t count;
    sy__ocl_device *devs; /* count entries */
    uint32_t n_contexts;
    cl_context *contexts; /* one per platform with a selected device */
} sy__ocl_state;

/* The current initialization's table (NULL before init and after
 * shutdown), published with release and read with acquire; and whether this
 * process is a fork child of one that used OpenCL (see
 * sy_opencl_platform.c). Both defined in sy_opencl_platform.c. */
extern _Atomic(sy__ocl_state *) sy__ocl_current;
extern atomic_int sy__ocl_forked;

/* One kernel argument: clSetKernelArg(k, i, size, value). */
typedef struct sy__ocl_arg {
    size_t size;
    const void *value;
} sy__ocl_arg;
#define SY__OCL_ARG(v) ((sy__ocl_arg){sizeof(v), &(v)})

/* The device `index` of the current initialization (initializing first if
 * needed); else SY_E_NO_SUCH_DEVICE, or SY_E_DEVICE_ERROR in a fork child
 * (see sy_opencl_platform.c), with a detail. */
sy_status sy__ocl_device_get(uint32_t index, sy__ocl_device **dev);

/* The cl_mem behind `handle` if it is a live buffer of dev holding at least
 * `need` bytes (its mem may be NULL when need is 0); else an error with a
 * detail naming `what`. */
sy_status sy__ocl_buffer_mem(const sy__ocl_device *dev, const void *handle, size_t need, const char *what,
                             cl_mem *mem);

/* The CL_* name of an error code ("CL_OUT_OF_RESOURCES"), or "unknown". */
const char *sy__ocl_error_name(cl_int err);

/* The status of a driver error: allocation failures SY_E_OUT_OF_MEMORY,
 * anything else SY_E_DEVICE_ERROR. */
sy_status sy__ocl_status_of(cl_int err);

/* Maps err to a status (allocation failures: SY_E_OUT_OF_MEMORY, anything
 * else SY_E_DEVICE_ERROR) and sets the detail
 * "<call>(<what>) on device <index>: <NAME> (<err>)"; what may be NULL. */
sy_status sy__ocl_fail(cl_int err, const char *call, const char *what, uint32_t index);

/* A kernel object of the named kernel for the caller's exclusive use (built
 * program first, if needed), and the largest work-group it takes; give it
 * back with sy__ocl_kernel_put once enqueued. */
sy_status sy__ocl_kernel_get(sy__ocl_device *dev, const char *name, cl_kernel *kernel, size_t *wg_max);
void sy__ocl_kernel_put(sy__ocl_device *dev, const char *name, cl_kernel kernel);

/* Sets the arguments of a kernel obtained from sy__ocl_kernel_get and
 * enqueues it over global (local may be NULL), then gives the kernel back. */
sy_status sy__ocl_enqueue(sy__ocl_device *dev, const char *name, cl_kernel kernel, const sy__ocl_arg *args,
                          unsigned n_args, cl_uint dims, const size_t *global, const size_t *local);

/* ---- the queue record of sy_opencl_queue.c ------------------------------ */

void sy__ocl_track_init(sy__ocl_track *t);
/* After the device's queue was finished (or in a fork child, driver 0:
 * without a driver call): every pending done is called, every event
 * released. */
void sy__ocl_track_destroy(sy__ocl_track *t, int driver);
/* Keeps ev (the caller's reference) as the event of what was just enqueued
 * on dev: a launch of op (a sy_op; -1 for a transfer) named `what`. */
void sy__ocl_record(sy__ocl_device *dev, cl_event ev, int op, const char *what);
/* Takes ev as the event of an asynchronous write into mem whose source
 * done(ctx) releases once ev has completed; SY_E_OUT_OF_MEMORY (nothing
 * taken) when the list cannot grow. */
sy_status sy__ocl_pending_add(sy__ocl_device *dev, cl_event ev, cl_mem mem, void (*done)(void *ctx), void *ctx);
/* Before mem is freed: waits for the writes into it still queued and calls
 * their done, so a source lives no longer than its destination. */
void sy__ocl_settle(sy__ocl_device *dev, cl_mem mem);
/* Calls the done of every pending write of dev that has completed, oldest
 * first (stops at the first still queued: the queue is in order). */
void sy__ocl_poll(sy__ocl_device *dev);
/* Counts a host wait about to happen (a blocking read or write, clFinish,
 * clWaitForEvents): sy__ocl_waits() is the count, for the tests. */
void sy__ocl_waiting(void);
long sy__ocl_waits(void);
/* After a host wait on dev's queue that returned err from `call` (`what`
 * may be NULL): notes every recorded launch and write that failed, calls
 * the done of the completed writes, and returns the first failure of queued
 * work not reported yet (SY_E_DEVICE_ERROR, the detail naming its op and
 * kernel), else the status of err (sy__ocl_fail), else SY_OK. */
sy_status sy__ocl_waited(sy__ocl_device *dev, cl_int err, const char *call, const char *what);
/* Test hook: the next launch of this thread on any device waits for a user
 * event that is then set to CL_OUT_OF_RESOURCES, so the driver fails the
 * launch as queued work (the kernel never runs). */
void sy__ocl_fail_next_launch(void);
/* The op a launch of this thread is for (sy__ocl_begin sets it); -1 none. */
extern _Thread_local int sy__ocl_op_now;

/* ---- launch helpers of sy_opencl_ops.c, shared with sy_opencl_nn.c ---- */

/* Dtype sets as bit masks, for sy__ocl_takes. */
#define SY__OCL_BIT(E) (1u << SY_DTYPE_##E)
#define SY__OCL_FLOAT (SY__OCL_BIT(F32) | SY__OCL_BIT(F64))
#define SY__OCL_INT (SY__OCL_BIT(I32) | SY__OCL_BIT(I64))
#define SY__OCL_ALL (SY__OCL_FLOAT | SY__OCL_INT | SY__OCL_BIT(BOOL))

/* The dtypes an op's kernels take, as a mask: its line of
 * sy_opencl_claims.h, which the generator reads for opencl's `ops: all`. */
#define SY__OCL_CLAIM_BIT(unused, E, T, sfx) | SY__DT_##E
#define SY__OCL_TAKES(op) (0u SY__OPENCL_TAKES_##op(SY__OCL_CLAIM_BIT, _))

/* Kernel name suffixes (f32 f64 i32 i64 b8) and element sizes per dtype. */
extern const char *const sy__ocl_sfx[SY_DTYPE_COUNT];
extern const size_t sy__ocl_size[SY_DTYPE_COUNT];

/* Whether dt is one of the dtypes of the mask. */
int sy__ocl_takes(sy_dtype dt, unsigned dtypes);

/* The device of a call of op; SY_KERNEL_FALLBACK when the call needs f64
 * and the device has none. Notes op for the queue record of its launches. */
sy_status sy__ocl_begin(sy_op op, uint32_t index, int needs_f64, sy__ocl_device **dev);

/* Launches a 1-d kernel over `items` work-items (grid-stride kernels: fewer
 * are launched when there are many). */
sy_status sy__ocl_run1d(sy__ocl_device *dev, const char *name, const sy__ocl_arg *args, unsigned n_args, int64_t items);

/* ---- operand checks of sy_opencl_nn.c, shared with sy_opencl_conv.c ---- */

/* What every sy_op_args call needs: args, n_in inputs (at least, when
 * variadic) and n_out results, the first input's dtype one of `dtypes`. */
sy_status sy__ocl_op_check(const sy_op_args *a, int n_in, int variadic, int n_out, unsigned dtypes);

/* The buffer of an input: its numel elements from its offset must lie
 * inside (an empty input needs none); `what` names it in the detail. */
sy_status sy__ocl_in_mem(const sy__ocl_device *dev, const sy_tensor_arg *t, const char *what, cl_mem *mem);

/* The buffer of a result, holding its numel elements. */
sy_status sy__ocl_out_mem(const sy__ocl_device *dev, const sy_result_arg *r, const char *what, cl_mem *mem);

/* What a launcher of one input (in[0], named `what`) and one result does
 * first: the call's device (SY_KERNEL_FALLBACK for f64 on a device without
 * fp64), the result's buffer and the input's. Return at once on a status
 * other than SY_OK, and when the result is empty. */
sy_status sy__ocl_one_in(const sy_op_args *a, const char *what, sy__ocl_device **dev, cl_mem *out, cl_mem *in);
/* The same for an op of results values and i64 indices (out[0], out[1]) from
 * x (in[0]): the max pools. */
sy_status sy__ocl_values_indices(const sy_op_args *a, sy__ocl_device **dev, cl_mem *values, cl_mem *indices,
                                 cl_mem *in);

#endif
