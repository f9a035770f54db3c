/* switchyard opencl backend: device discovery, init and shutdown, memory
 * (sy_k_opencl_alloc, free, read, write, live_buffers), the direct transfer
 * sy_k_opencl_copy_peer, error reporting, and the per-device program and
 * kernel cache the launchers of sy_opencl_ops.c use.
 *
 * Devices. Discovered at run time (sy_k_opencl_init, or the first call that
 * needs them): every device of every OpenCL platform, in the order
 * clGetPlatformIDs lists the platforms, then the order clGetDeviceIDs
 * (CL_DEVICE_TYPE_ALL) lists each platform's devices. That full list is
 * numbered from 0. The switchyard devices opencl:0, opencl:1, ... are the
 * selected ones, in that same order.
 *
 * SY_OPENCL_DEVICES selects from the full list: a comma-separated list of
 * entries, each either a decimal index into the full list or any other text,
 * which selects every device whose CL_DEVICE_NAME contains it (ASCII case
 * ignored); spaces around an entry are ignored. An entry that selects
 * nothing (an empty entry, an index past the end, a name no device has) is
 * ignored. Entries only select: the order stays that of the full list and a
 * device selected twice appears once. Unset or empty: every device. If the
 * entries select nothing, there are no devices.
 *
 * A selected device is dropped when it is not usable: CL_DEVICE_AVAILABLE or
 * CL_DEVICE_COMPILER_AVAILABLE is false, or its context or queue cannot be
 * created. With no device left, sy_k_opencl_device_count() is 0 and
 * sy_k_opencl_unavailable_reason() (also the detail of that count) says why:
 * no platform, no device, the filter, or what failed.
 *
 * SY_OPENCL_FP64=0 treats every device as lacking double precision (so the
 * f64 kernels return SY_KERNEL_FALLBACK); for testing that path.
 *
 * Per platform one context holds its selected devices; per device one
 * in-order queue. A device's program (sy_opencl_src.h) is built at its first
 * kernel call, once, under the device's build lock, with -DSY_FP64 (f64
 * kernels only when the device has cl_khr_fp64), -DSY_TILE (the matmul tile
 * its work-group limits allow) and -cl-fp32-correctly-rounded-divide-sqrt
 * when the device supports it; never a fast-math option. A failed build is
 * remembered and reported, with the start of its log, by every later call.
 *
 * Kernel objects: clSetKernelArg on one cl_kernel is not thread-safe, and
 * creating a cl_kernel per call costs a lookup in the program and an
 * allocation in the driver each time. So each device keeps idle kernel
 * objects per kernel name: a call takes one (or creates one when none is
 * idle, as when several threads launch the same kernel at once), sets its
 * arguments, enqueues it and puts it back. Argument values are captured at
 * enqueue, so a kernel object may be reused while its last launch is still
 * queued. The pool lock is held only to take or put, never across a driver
 * call.
 *
 * Buffers: a handle points to a small record {magic, device, generation,
 * bytes, cl_mem}; 0 bytes give a record without a cl_mem. Every call checks
 * the magic, the device index, the generation (the init that made it) and
 * the bounds. Reads are blocking (and so wait for the kernels queued before
 * them); writes are blocking too.
 *
 * Freed buffers of 1 MiB or more are kept per device (at most 8 and 512 MiB,
 * oldest evicted first) and handed to the next allocation of the same size:
 * a fresh cl_mem makes the driver fault in new pages at its first use, which
 * costs more than the copy into it (PoCL: 61 ms against 16 ms for 64 MiB).
 *
 * Shutdown finishes every queue and releases the cached buffers, kernels,
 * programs, queues and contexts; a later call initializes again. Buffers
 * still alive keep their cl_mem (and, through it, the context) until freed;
 * other functions refuse them.
 *
 * Threads: init and shutdown take one lock and publish the device table
 * with release/acquire; everything else reads it without a lock. Queues are
 * thread-safe in OpenCL 1.2.
 *
 * fork: an OpenCL driver does not survive fork() (PoCL's worker threads,
 * for one, exist only in the parent: a child's first blocking call would
 * wait forever). A child of a process that initialized this backend (even if
 * it shut it down again) therefore gets SY_E_DEVICE_ERROR from every call,
 * with a detail saying so, and no devices from a new init; its free and
 * shutdown only release host memory. A child of a process that never
 * initialized the backend uses OpenCL normally. */
#include <ctype.h>
#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "sy_opencl.h"
#include "sy_opencl_src.h"

#define SY__OCL_MAGIC 0x4f434c42u /* "OCLB" */
#define SY__OCL_DEAD 0xdeadb10cu

typedef struct sy__ocl_state {
    uint64_t generation;
    uint32_t count;
    sy__ocl_device *devs; /* count entries */
    uint32_t n_contexts;
    cl_context *contexts; /* one per platform with a selected device */
} sy__ocl_state;

static pthread_mutex_t sy__ocl_lock = PTHREAD_MUTEX_INITIALIZER; /* init and shutdown */
static _Atomic(sy__ocl_state *) sy__ocl_current;
static uint64_t sy__ocl_generations; /* under sy__ocl_lock */
static atomic_long sy__ocl_live;
static char sy__ocl_reason[320]; /* under sy__ocl_lock; "" while there are devices */
static pthread_once_t sy__ocl_atfork_once = PTHREAD_ONCE_INIT;
static atomic_int sy__ocl_forked; /* this process is a fork child of one that used OpenCL */

static const char sy__ocl_fork_msg[] =
    "OpenCL was initialized before this process was forked, and the driver does not survive fork(); "
    "use OpenCL in the parent only, or initialize it first in the child (with Check: CK_FORK=no)";

/* fork() waits for a running init or shutdown to finish; the child marks
 * itself (see the top of the file). */
static void sy__ocl_prefork(void) { pthread_mutex_lock(&sy__ocl_lock); }
static void sy__ocl_postfork_parent(void) { pthread_mutex_unlock(&sy__ocl_lock); }
static void sy__ocl_postfork_child(void)
{
    atomic_store(&sy__ocl_forked, 1);
    pthread_mutex_unlock(&sy__ocl_lock);
}
static void sy__ocl_register_atfork(void)
{
    pthread_atfork(sy__ocl_prefork, sy__ocl_postfork_parent, sy__ocl_postfork_child);
}

/* ---- errors ------------------------------------------------------------ */

const char *sy__ocl_error_name(cl_int err)
{
    switch (err) {
#define SY__OCL_NAME_CASE(code) \
    case code:                  \
        return #code;
        SY__OCL_NAME_CASE(CL_SUCCESS)
        SY__OCL_NAME_CASE(CL_DEVICE_NOT_FOUND)
        SY__OCL_NAME_CASE(CL_DEVICE_NOT_AVAILABLE)
        SY__OCL_NAME_CASE(CL_COMPILER_NOT_AVAILABLE)
        SY__OCL_NAME_CASE(CL_MEM_OBJECT_ALLOCATION_FAILURE)
        SY__OCL_NAME_CASE(CL_OUT_OF_RESOURCES)
        SY__OCL_NAME_CASE(CL_OUT_OF_HOST_MEMORY)
        SY__OCL_NAME_CASE(CL_PROFILING_INFO_NOT_AVAILABLE)
        SY__OCL_NAME_CASE(CL_MEM_COPY_OVERLAP)
        SY__OCL_NAME_CASE(CL_IMAGE_FORMAT_MISMATCH)
        SY__OCL_NAME_CASE(CL_IMAGE_FORMAT_NOT_SUPPORTED)
        SY__OCL_NAME_CASE(CL_BUILD_PROGRAM_FAILURE)
        SY__OCL_NAME_CASE(CL_MAP_FAILURE)
        SY__OCL_NAME_CASE(CL_MISALIGNED_SUB_BUFFER_OFFSET)
        SY__OCL_NAME_CASE(CL_EXEC_STATUS_ERROR_FOR_EVENTS_IN_WAIT_LIST)
        SY__OCL_NAME_CASE(CL_COMPILE_PROGRAM_FAILURE)
        SY__OCL_NAME_CASE(CL_LINKER_NOT_AVAILABLE)
        SY__OCL_NAME_CASE(CL_LINK_PROGRAM_FAILURE)
        SY__OCL_NAME_CASE(CL_DEVICE_PARTITION_FAILED)
        SY__OCL_NAME_CASE(CL_KERNEL_ARG_INFO_NOT_AVAILABLE)
        SY__OCL_NAME_CASE(CL_INVALID_VALUE)
        SY__OCL_NAME_CASE(CL_INVALID_DEVICE_TYPE)
        SY__OCL_NAME_CASE(CL_INVALID_PLATFORM)
        SY__OCL_NAME_CASE(CL_INVALID_DEVICE)
        SY__OCL_NAME_CASE(CL_INVALID_CONTEXT)
        SY__OCL_NAME_CASE(CL_INVALID_QUEUE_PROPERTIES)
        SY__OCL_NAME_CASE(CL_INVALID_COMMAND_QUEUE)
        SY__OCL_NAME_CASE(CL_INVALID_HOST_PTR)
        SY__OCL_NAME_CASE(CL_INVALID_MEM_OBJECT)
        SY__OCL_NAME_CASE(CL_INVALID_IMAGE_FORMAT_DESCRIPTOR)
        SY__OCL_NAME_CASE(CL_INVALID_IMAGE_SIZE)
        SY__OCL_NAME_CASE(CL_INVALID_SAMPLER)
        SY__OCL_NAME_CASE(CL_INVALID_BINARY)
        SY__OCL_NAME_CASE(CL_INVALID_BUILD_OPTIONS)
        SY__OCL_NAME_CASE(CL_INVALID_PROGRAM)
        SY__OCL_NAME_CASE(CL_INVALID_PROGRAM_EXECUTABLE)
        SY__OCL_NAME_CASE(CL_INVALID_KERNEL_NAME)
        SY__OCL_NAME_CASE(CL_INVALID_KERNEL_DEFINITION)
        SY__OCL_NAME_CASE(CL_INVALID_KERNEL)
        SY__OCL_NAME_CASE(CL_INVALID_ARG_INDEX)
        SY__OCL_NAME_CASE(CL_INVALID_ARG_VALUE)
        SY__OCL_NAME_CASE(CL_INVALID_ARG_SIZE)
        SY__OCL_NAME_CASE(CL_INVALID_KERNEL_ARGS)
        SY__OCL_NAME_CASE(CL_INVALID_WORK_DIMENSION)
        SY__OCL_NAME_CASE(CL_INVALID_WORK_GROUP_SIZE)
        SY__OCL_NAME_CASE(CL_INVALID_WORK_ITEM_SIZE)
        SY__OCL_NAME_CASE(CL_INVALID_GLOBAL_OFFSET)
        SY__OCL_NAME_CASE(CL_INVALID_EVENT_WAIT_LIST)
        SY__OCL_NAME_CASE(CL_INVALID_EVENT)
        SY__OCL_NAME_CASE(CL_INVALID_OPERATION)
        SY__OCL_NAME_CASE(CL_INVALID_GL_OBJECT)
        SY__OCL_NAME_CASE(CL_INVALID_BUFFER_SIZE)
        SY__OCL_NAME_CASE(CL_INVALID_MIP_LEVEL)
        SY__OCL_NAME_CASE(CL_INVALID_GLOBAL_WORK_SIZE)
        SY__OCL_NAME_CASE(CL_INVALID_PROPERTY)
        SY__OCL_NAME_CASE(CL_INVALID_IMAGE_DESCRIPTOR)
        SY__OCL_NAME_CASE(CL_INVALID_COMPILER_OPTIONS)
        SY__OCL_NAME_CASE(CL_INVALID_LINKER_OPTIONS)
        SY__OCL_NAME_CASE(CL_INVALID_DEVICE_PARTITION_COUNT)
#undef SY__OCL_NAME_CASE
    case -1001:
        return "CL_PLATFORM_NOT_FOUND_KHR";
    default:
        return "unknown";
    }
}

static sy_status sy__ocl_status_of(cl_int err)
{
    switch (err) {
    case CL_MEM_OBJECT_ALLOCATION_FAILURE:
    case CL_OUT_OF_RESOURCES:
    case CL_OUT_OF_HOST_MEMORY:
    case CL_INVALID_BUFFER_SIZE:
        return SY_E_OUT_OF_MEMORY;
    default:
        return SY_E_DEVICE_ERROR;
    }
}

sy_status sy__ocl_fail(cl_int err, const char *call, const char *what, uint32_t index)
{
    return sy_kernel_error(sy__ocl_status_of(err), "%s%s%s%s on device %u: %s (%d)", call, what ? "(" : "",
                           what ? what : "", what ? ")" : "", (unsigned)index, sy__ocl_error_name(err), (int)err);
}

/* ---- discovery --------------------------------------------------------- */

typedef struct sy__ocl_found {
    cl_platform_id platform;
    cl_device_id id;
    char name[128];
    int selected;
} sy__ocl_found;

static void sy__ocl_info_str(cl_device_id id, cl_device_info what, char *buf, size_t size)
{
    buf[0] = '\0';
    if (clGetDeviceInfo(id, what, size, buf, NULL) != CL_SUCCESS)
        buf[0] = '\0';
    buf[size - 1] = '\0';
}

/* ASCII case-insensitive: does hay contain needle (of length n)? */
static int sy__ocl_contains(const char *hay, const char *needle, size_t n)
{
    for (; *hay; hay++) {
        size_t i = 0;
        while (i < n && hay[i] && tolower((unsigned char)hay[i]) == tolower((unsigned char)needle[i]))
            i++;
        if (i == n)
            return 1;
    }
    return n == 0;
}

/* Marks the devices SY_OPENCL_DEVICES selects (see the top of the file). */
static void sy__ocl_filter(const char *spec, sy__ocl_found *all, uint32_t n)
{
    const char *p = spec;
    while (*p) {
        const char *end = strchr(p, ',');
        if (end == NULL)
            end = p + strlen(p);
        const char *a = p, *b = end;
        while (a < b && isspace((unsigned char)*a))
            a++;
        while (b > a && isspace((unsigned char)b[-1]))
            b--;
        const size_t len = (size_t)(b - a);
        int digits = len > 0;
        for (size_t i = 0; i < len; i++)
            digits = digits && isdigit((unsigned char)a[i]);
        if (digits) {
            unsigned long v = 0;
            for (size_t i = 0; i < len && v <= UINT32_MAX; i++)
                v = v * 10 + (unsigned long)(a[i] - '0');
            if (v < n)
                all[v].selected = 1;
        } else if (len > 0) {
            for (uint32_t d = 0; d < n; d++)
                if (sy__ocl_contains(all[d].name, a, len))
                    all[d].selected = 1;
        }
        p = *end ? end + 1 : end;
    }
}

/* Appends a sentence to the reason (truncated to the buffer). */
static void sy__ocl_why(const char *fmt, const char *a, unsigned u, cl_int err)
{
    const size_t used = strlen(sy__ocl_reason);
    if (used + 1 >= sizeof sy__ocl_reason)
        return;
    snprintf(sy__ocl_reason + used, sizeof sy__ocl_reason - used, fmt, a, u, sy__ocl_error_name(err), (int)err);
}

/* "OpenCL C 1.2 ..." -> 102; 0 if unreadable. */
static int sy__ocl_c_version(cl_device_id id)
{
    char v[128];
    int major = 0, minor = 0;
    sy__ocl_info_str(id, CL_DEVICE_OPENCL_C_VERSION, v, sizeof v);
    if (sscanf(v, "OpenCL C %d.%d", &major, &minor) != 2)
        return 0;
    return major * 100 + minor;
}

static int sy__ocl_has_extension(cl_device_id id, const char *ext)
{
    size_t size = 0;
    if (clGetDeviceInfo(id, CL_DEVICE_EXTENSIONS, 0, NULL, &size) != CL_SUCCESS || size == 0)
        return 0;
    char *list = (char *)malloc(size + 1);
    if (list == NULL)
        return 0;
    int found = 0;
    if (clGetDeviceInfo(id, CL_DEVICE_EXTENSIONS, size, list, NULL) == CL_SUCCESS) {
        list[size] = '\0';
        const size_t n = strlen(ext);
        for (const char *p = strstr(list, ext); p && !found; p = strstr(p + 1, ext))
            found = (p == list || p[-1] == ' ') && (p[n] == '\0' || p[n] == ' ');
    }
    free(list);
    return found;
}

/* The largest matmul tile (16, then 8) whose work-group and local memory the
 * device allows; 0 when neither fits (only the untiled matmul is built). */
static unsigned sy__ocl_pick_tile(size_t max_wg, const size_t item[3], cl_ulong local_mem)
{
    for (unsigned t = 16; t >= 8; t /= 2)
        if (max_wg >= (size_t)t * t && item[0] >= t && item[1] >= t && local_mem >= 2u * t * t * 8u + 1024u)
            return t;
    return 0;
}

/* Reads the properties of a selected device into dev (queue, context and
 * locks are set up by the caller). */
static void sy__ocl_describe(sy__ocl_device *dev)
{
    const char *fp64_env = getenv("SY_OPENCL_FP64");
    cl_device_fp_config single = 0, dbl = 0;
    size_t item[3] = {0, 0, 0};
    sy__ocl_info_str(dev->id, CL_DEVICE_NAME, dev->name, sizeof dev->name);
    clGetDeviceInfo(dev->id, CL_DEVICE_SINGLE_FP_CONFIG, sizeof single, &single, NULL);
    clGetDeviceInfo(dev->id, CL_DEVICE_DOUBLE_FP_CONFIG, sizeof dbl, &dbl, NULL);
    dev->fp64 = (sy__ocl_has_extension(dev->id, "cl_khr_fp64") || dbl != 0) &&
                !(fp64_env != NULL && strcmp(fp64_env, "0") == 0);
    dev->cr_div_sqrt = (single & CL_FP_CORRECTLY_ROUNDED_DIVIDE_SQRT) != 0 && sy__ocl_c_version(dev->id) >= 102;
    dev->max_wg = 1;
    clGetDeviceInfo(dev->id, CL_DEVICE_MAX_WORK_GROUP_SIZE, sizeof dev->max_wg, &dev->max_wg, NULL);
    cl_uint dims = 0;
    clGetDeviceInfo(dev->id, CL_DEVICE_MAX_WORK_ITEM_DIMENSIONS, sizeof dims, &dims, NULL);
    if (dims >= 3)
        clGetDeviceInfo(dev->id, CL_DEVICE_MAX_WORK_ITEM_SIZES, sizeof item, item, NULL);
    dev->local_mem = 0;
    clGetDeviceInfo(dev->id, CL_DEVICE_LOCAL_MEM_SIZE, sizeof dev->local_mem, &dev->local_mem, NULL);
    dev->max_alloc = 0;
    clGetDeviceInfo(dev->id, CL_DEVICE_MAX_MEM_ALLOC_SIZE, sizeof dev->max_alloc, &dev->max_alloc, NULL);
    dev->tile = sy__ocl_pick_tile(dev->max_wg, item, dev->local_mem);
}

/* True if the device can take part: available, with a compiler, OpenCL C >= 1.1. */
static int sy__ocl_usable(const sy__ocl_found *f, uint32_t number)
{
    cl_bool available = CL_FALSE, compiler = CL_FALSE;
    clGetDeviceInfo(f->id, CL_DEVICE_AVAILABLE, sizeof available, &available, NULL);
    clGetDeviceInfo(f->id, CL_DEVICE_COMPILER_AVAILABLE, sizeof compiler, &compiler, NULL);
    if (!available)
        sy__ocl_why("device %s (#%u) is not available. ", f->name, number, CL_SUCCESS);
    else if (!compiler)
        sy__ocl_why("device %s (#%u) has no compiler. ", f->name, number, CL_SUCCESS);
    else if (sy__ocl_c_version(f->id) < 101)
        sy__ocl_why("device %s (#%u) predates OpenCL C 1.1. ", f->name, number, CL_SUCCESS);
    else
        return 1;
    return 0;
}

/* Releases everything of st; in a fork child only the host memory (the
 * driver's calls could block there). */
static void sy__ocl_destroy(sy__ocl_state *st)
{
    if (st == NULL)
        return;
    const int driver = !atomic_load(&sy__ocl_forked);
    for (uint32_t d = 0; d < st->count; d++) {
        sy__ocl_device *dev = &st->devs[d];
        pthread_mutex_destroy(&dev->build_lock);
        pthread_mutex_destroy(&dev->pool_lock);
        pthread_mutex_destroy(&dev->cache_lock);
        for (int i = 0; driver && i < dev->n_cached; i++)
            clReleaseMemObject(dev->cached[i].mem);
        if (!driver) {
            free(dev->slots);
            continue;
        }
        if (dev->queue) {
            clFinish(dev->queue);
            clReleaseCommandQueue(dev->queue);
        }
        for (unsigned s = 0; dev->slots && s < SY__OCL_SLOTS; s++)
            for (int i = 0; i < dev->slots[s].n_idle; i++)
                clReleaseKernel(dev->slots[s].idle[i]);
        if (dev->program)
            clReleaseProgram(dev->program);
        free(dev->slots);
    }
    for (uint32_t c = 0; driver && c < st->n_contexts; c++)
        clReleaseContext(st->contexts[c]);
    free(st->devs);
    free(st->contexts);
    free(st);
}

/* Adds the selected, usable devices of one platform (found[first, end)) to
 * st with a shared context and a queue each. */
static sy_status sy__ocl_add_platform(sy__ocl_state *st, sy__ocl_found *found, uint32_t first, uint32_t end)
{
    if (end == first)
        return SY_OK;
    cl_device_id *ids = (cl_device_id *)malloc((end - first) * sizeof *ids);
    uint32_t *numbers = (uint32_t *)malloc((end - first) * sizeof *numbers);
    sy_status status = ids && numbers ? SY_OK : SY_E_OUT_OF_MEMORY;
    cl_uint n = 0;
    for (uint32_t i = first; i < end && status == SY_OK; i++)
        if (found[i].selected && sy__ocl_usable(&found[i], i)) {
            numbers[n] = i;
            ids[n++] = found[i].id;
        }
    cl_int err = CL_SUCCESS;
    cl_context ctx = NULL;
    if (n > 0 && status == SY_OK) {
        cl_context_properties props[] = {CL_CONTEXT_PLATFORM, (cl_context_properties)found[first].platform, 0};
        ctx = clCreateContext(props, n, ids, NULL, NULL, &err);
        if (ctx == NULL) {
            sy__ocl_why("clCreateContext for the devices of %s (from #%u) failed: %s (%d). ", found[first].name,
                        first, err);
            if (err == CL_OUT_OF_HOST_MEMORY)
                status = SY_E_OUT_OF_MEMORY;
        } else {
            st->contexts[st->n_contexts++] = ctx;
        }
    }
    for (cl_uint i = 0; ctx != NULL && i < n && status == SY_OK; i++) {
        cl_command_queue q = clCreateCommandQueue(ctx, ids[i], 0, &err);
        if (q == NULL) {
            sy__ocl_why("clCreateCommandQueue for %s (#%u) failed: %s (%d). ", found[numbers[i]].name, numbers[i],
                        err);
            continue;
        }
        sy__ocl_device *dev = &st->devs[st->count];
        memset(dev, 0, sizeof *dev);
        dev->slots = (sy__ocl_slot *)calloc(SY__OCL_SLOTS, sizeof *dev->slots);
        if (dev->slots == NULL) {
            clReleaseCommandQueue(q);
            status = SY_E_OUT_OF_MEMORY;
            break;
        }
        dev->index = st->count;
        dev->id = ids[i];
        dev->context = ctx;
        dev->queue = q;
        pthread_mutex_init(&dev->build_lock, NULL);
        pthread_mutex_init(&dev->pool_lock, NULL);
        pthread_mutex_init(&dev->cache_lock, NULL);
        atomic_init(&dev->build_state, 0);
        sy__ocl_describe(dev);
        st->count++;
    }
    free(ids);
    free(numbers);
    return status;
}

/* Builds the device table; a state with 0 devices (and the reason) when
 * there is nothing to use. Called under sy__ocl_lock. */
static sy_status sy__ocl_discover(sy__ocl_state **out)
{
    sy__ocl_reason[0] = '\0';
    sy__ocl_state *st = (sy__ocl_state *)calloc(1, sizeof *st);
    if (st == NULL)
        return SY_E_OUT_OF_MEMORY;
    st->generation = ++sy__ocl_generations;
    *out = st;
    if (atomic_load(&sy__ocl_forked)) {
        snprintf(sy__ocl_reason, sizeof sy__ocl_reason, "%s", sy__ocl_fork_msg);
        return SY_OK;
    }

    cl_uint np = 0;
    cl_int err = clGetPlatformIDs(0, NULL, &np);
    if (err != CL_SUCCESS || np == 0) {
        snprintf(sy__ocl_reason, sizeof sy__ocl_reason,
                 "no OpenCL platform: clGetPlatformIDs gave %u platforms (%s, %d); is an OpenCL driver (ICD) "
                 "installed and listed in /etc/OpenCL/vendors?",
                 (unsigned)np, sy__ocl_error_name(err), (int)err);
        return SY_OK;
    }
    cl_platform_id *plats = (cl_platform_id *)calloc(np, sizeof *plats);
    if (plats == NULL)
        return SY_E_OUT_OF_MEMORY;
    err = clGetPlatformIDs(np, plats, &np);
    if (err != CL_SUCCESS)
        np = 0;

    /* The full list, platform by platform. */
    sy__ocl_found *found = NULL;
    uint32_t n_found = 0;
    uint32_t *plat_end = (uint32_t *)calloc(np + 1u, sizeof *plat_end);
    sy_status status = plat_end ? SY_OK : SY_E_OUT_OF_MEMORY;
    for (cl_uint p = 0; p < np && status == SY_OK; p++) {
        cl_uint nd = 0;
        if (clGetDeviceIDs(plats[p], CL_DEVICE_TYPE_ALL, 0, NULL, &nd) != CL_SUCCESS)
            nd = 0;
        if (nd > 0) {
            cl_device_id *ids = (cl_device_id *)calloc(nd, sizeof *ids);
            sy__ocl_found *grown = (sy__ocl_found *)realloc(found, (n_found + nd) * sizeof *found);
            if (ids == NULL || grown == NULL) {
                free(ids);
                if (grown)
                    found = grown;
                status = SY_E_OUT_OF_MEMORY;
                break;
            }
            found = grown;
            if (clGetDeviceIDs(plats[p], CL_DEVICE_TYPE_ALL, nd, ids, &nd) != CL_SUCCESS)
                nd = 0;
            for (cl_uint d = 0; d < nd; d++) {
                sy__ocl_found *f = &found[n_found++];
                f->platform = plats[p];
                f->id = ids[d];
                f->selected = 0;
                sy__ocl_info_str(ids[d], CL_DEVICE_NAME, f->name, sizeof f->name);
            }
            free(ids);
        }
        plat_end[p] = n_found;
    }

    if (status == SY_OK && n_found == 0)
        snprintf(sy__ocl_reason, sizeof sy__ocl_reason, "the %u OpenCL platform%s list%s no device", (unsigned)np,
                 np == 1 ? "" : "s", np == 1 ? "s" : "");
    if (status == SY_OK && n_found > 0) {
        const char *spec = getenv("SY_OPENCL_DEVICES");
        if (spec != NULL && *spec != '\0')
            sy__ocl_filter(spec, found, n_found);
        else
            for (uint32_t d = 0; d < n_found; d++)
                found[d].selected = 1;
        uint32_t n_sel = 0;
        for (uint32_t d = 0; d < n_found; d++)
            n_sel += (uint32_t)found[d].selected;
        if (n_sel == 0) {
            snprintf(sy__ocl_reason, sizeof sy__ocl_reason,
                     "SY_OPENCL_DEVICES=\"%.80s\" selects none of the %u OpenCL devices (the first: %.60s)",
                     spec ? spec : "", (unsigned)n_found, found[0].name);
        } else {
            st->devs = (sy__ocl_device *)calloc(n_sel, sizeof *st->devs);
            st->contexts = (cl_context *)calloc(np, sizeof *st->contexts);
            if (st->devs == NULL || st->contexts == NULL)
                status = SY_E_OUT_OF_MEMORY;
            for (cl_uint p = 0; p < np && status == SY_OK; p++)
                status = sy__ocl_add_platform(st, found, p == 0 ? 0 : plat_end[p - 1], plat_end[p]);
        }
    }
    free(found);
    free(plat_end);
    free(plats);
    if (status == SY_OK && st->count > 0)
        sy__ocl_reason[0] = '\0';
    return status;
}

/* ---- init, shutdown, devices ------------------------------------------- */

sy_status sy_k_opencl_init(void)
{
    sy_status status = SY_OK;
    pthread_once(&sy__ocl_atfork_once, sy__ocl_register_atfork);
    pthread_mutex_lock(&sy__ocl_lock);
    if (atomic_load_explicit(&sy__ocl_current, memory_order_acquire) == NULL) {
        sy__ocl_state *st = NULL;
        status = sy__ocl_discover(&st);
        if (status == SY_OK) {
            atomic_store_explicit(&sy__ocl_current, st, memory_order_release);
        } else {
            sy__ocl_destroy(st);
            snprintf(sy__ocl_reason, sizeof sy__ocl_reason, "out of host memory while listing OpenCL devices");
            status = sy_kernel_error(status, "%s", sy__ocl_reason);
        }
    }
    pthread_mutex_unlock(&sy__ocl_lock);
    return status;
}

void sy_k_opencl_shutdown(void)
{
    pthread_mutex_lock(&sy__ocl_lock);
    sy__ocl_state *st = atomic_exchange_explicit(&sy__ocl_current, NULL, memory_order_acq_rel);
    sy__ocl_destroy(st);
    pthread_mutex_unlock(&sy__ocl_lock);
}

/* The current state, initializing first if needed (NULL only when out of
 * memory). */
static sy__ocl_state *sy__ocl_state_get(void)
{
    sy__ocl_state *st = atomic_load_explicit(&sy__ocl_current, memory_order_acquire);
    if (st == NULL && sy_k_opencl_init() == SY_OK)
        st = atomic_load_explicit(&sy__ocl_current, memory_order_acquire);
    return st;
}

uint32_t sy_k_opencl_device_count(void)
{
    const sy__ocl_state *st = sy__ocl_state_get();
    if (st == NULL || st->count == 0) {
        const char *why = sy_k_opencl_unavailable_reason();
        sy_kernel_error(SY_E_NO_SUCH_DEVICE, "%s", why ? why : "no OpenCL device");
        return 0;
    }
    return st->count;
}

const char *sy_k_opencl_unavailable_reason(void)
{
    const sy__ocl_state *st = atomic_load_explicit(&sy__ocl_current, memory_order_acquire);
    if (st != NULL && st->count > 0)
        return NULL;
    if (st == NULL && sy__ocl_reason[0] == '\0')
        return "the opencl backend is not initialized (sy_k_opencl_init has not run)";
    return sy__ocl_reason;
}

sy_status sy__ocl_device_get(uint32_t index, sy__ocl_device **dev)
{
    *dev = NULL;
    if (atomic_load(&sy__ocl_forked))
        return sy_kernel_error(SY_E_DEVICE_ERROR, "%s", sy__ocl_fork_msg);
    sy__ocl_state *st = sy__ocl_state_get();
    if (st == NULL || index >= st->count)
        return sy_kernel_error(SY_E_NO_SUCH_DEVICE, "no OpenCL device %u (there are %u)", (unsigned)index,
                               st ? (unsigned)st->count : 0u);
    *dev = &st->devs[index];
    return SY_OK;
}

/* ---- memory ------------------------------------------------------------ */

long sy_k_opencl_live_buffers(void) { return atomic_load(&sy__ocl_live); }

/* The buffer behind handle if it belongs to the current initialization's
 * device index; NULL otherwise. */
static sy__ocl_buffer *sy__ocl_lookup(uint32_t index, const void *handle)
{
    const sy__ocl_state *st = atomic_load_explicit(&sy__ocl_current, memory_order_acquire);
    if (handle == NULL || st == NULL)
        return NULL;
    sy__ocl_buffer *buf = (sy__ocl_buffer *)(uintptr_t)handle;
    if (buf->magic != SY__OCL_MAGIC || buf->index != index || buf->generation != st->generation)
        return NULL;
    return buf;
}

static int sy__ocl_in_bounds(const sy__ocl_buffer *buf, size_t offset, size_t bytes)
{
    return offset <= buf->bytes && bytes <= buf->bytes - offset;
}

sy_status sy__ocl_buffer_mem(const sy__ocl_device *dev, const void *handle, size_t need, const char *what,
                             cl_mem *mem)
{
    const sy__ocl_buffer *buf = sy__ocl_lookup(dev->index, handle);
    if (buf == NULL)
        return sy_kernel_error(SY_E_INVALID_ARGUMENT, "%s is not a live buffer of OpenCL device %u", what,
                               (unsigned)dev->index);
    if (need > buf->bytes)
        return sy_kernel_error(SY_E_INVALID_ARGUMENT, "%s: %zu bytes accessed, the buffer has %zu", what, need,
                               buf->bytes);
    *mem = buf->mem;
    return SY_OK;
}

sy_status sy_k_opencl_alloc(uint32_t index, size_t bytes, void **handle)
{
    if (handle == NULL)
        return SY_E_INVALID_ARGUMENT;
    *handle = NULL;
    sy__ocl_device *dev;
    const sy_status status = sy__ocl_device_get(index, &dev);
    if (status != SY_OK)
        return status;
    const sy__ocl_state *st = atomic_load_explicit(&sy__ocl_current, memory_order_acquire);
    if (dev->max_alloc > 0 && bytes > dev->max_alloc)
        return sy_kernel_error(SY_E_OUT_OF_MEMORY,
                               "%zu bytes exceed CL_DEVICE_MAX_MEM_ALLOC_SIZE (%llu) of OpenCL device %u", bytes,
                               (unsigned long long)dev->max_alloc, (unsigned)index);
    sy__ocl_buffer *buf = (sy__ocl_buffer *)malloc(sizeof *buf);
    if (buf == NULL)
        return SY_E_OUT_OF_MEMORY;
    buf->mem = NULL;
    if (bytes >= SY__OCL_CACHE_MIN) { /* the most recently freed buffer of this size */
        pthread_mutex_lock(&dev->cache_lock);
        for (int i = dev->n_cached - 1; i >= 0; i--) {
            if (dev->cached[i].bytes != bytes)
                continue;
            buf->mem = dev->cached[i].mem;
            dev->cached_bytes -= bytes;
            dev->n_cached--;
            memmove(&dev->cached[i], &dev->cached[i + 1], (size_t)(dev->n_cached - i) * sizeof dev->cached[0]);
            break;
        }
        pthread_mutex_unlock(&dev->cache_lock);
    }
    if (bytes > 0 && buf->mem == NULL) {
        cl_int err = CL_SUCCESS;
        buf->mem = clCreateBuffer(dev->context, CL_MEM_READ_WRITE, bytes, NULL, &err);
        if (buf->mem == NULL) {
            free(buf);
            char what[32];
            snprintf(what, sizeof what, "%zu bytes", bytes);
            return sy__ocl_fail(err == CL_SUCCESS ? CL_OUT_OF_RESOURCES : err, "clCreateBuffer", what, index);
        }
    }
    buf->magic = SY__OCL_MAGIC;
    buf->index = index;
    buf->generation = st->generation;
    buf->bytes = bytes;
    atomic_fetch_add(&sy__ocl_live, 1);
    *handle = buf;
    return SY_OK;
}

/* Keeps a freed buffer of the current initialization for reuse when it is
 * large and the cache has room (evicting the oldest when it is full); its
 * queued commands still finish, as after clReleaseMemObject. Returns 1 when
 * kept. */
static int sy__ocl_cache_keep(const sy__ocl_buffer *buf)
{
    sy__ocl_state *st = atomic_load_explicit(&sy__ocl_current, memory_order_acquire);
    if (buf->bytes < SY__OCL_CACHE_MIN || buf->bytes > SY__OCL_CACHE_BYTES || st == NULL ||
        buf->generation != st->generation || buf->index >= st->count)
        return 0;
    sy__ocl_device *dev = &st->devs[buf->index];
    cl_mem evicted[SY__OCL_CACHE];
    int n_evicted = 0;
    pthread_mutex_lock(&dev->cache_lock);
    while (dev->n_cached > 0 &&
           (dev->n_cached == SY__OCL_CACHE || dev->cached_bytes + buf->bytes > SY__OCL_CACHE_BYTES)) {
        evicted[n_evicted++] = dev->cached[0].mem;
        dev->cached_bytes -= dev->cached[0].bytes;
        dev->n_cached--;
        memmove(&dev->cached[0], &dev->cached[1], (size_t)dev->n_cached * sizeof dev->cached[0]);
    }
    dev->cached[dev->n_cached].mem = buf->mem;
    dev->cached[dev->n_cached++].bytes = buf->bytes;
    dev->cached_bytes += buf->bytes;
    pthread_mutex_unlock(&dev->cache_lock);
    for (int i = 0; i < n_evicted; i++) /* outside the lock: the driver may wait */
        clReleaseMemObject(evicted[i]);
    return 1;
}

/* A bad magic or device index leaks the handle on purpose (as sim does):
 * sy_k_opencl_live_buffers() shows it. Handles from before a shutdown are
 * freed normally (their cl_mem keeps the old context alive until then). */
void sy_k_opencl_free(uint32_t index, void *handle)
{
    sy__ocl_buffer *buf = (sy__ocl_buffer *)handle;
    if (buf == NULL || buf->magic != SY__OCL_MAGIC || buf->index != index)
        return;
    buf->magic = SY__OCL_DEAD;
    if (buf->mem && !atomic_load(&sy__ocl_forked) && !sy__ocl_cache_keep(buf))
        clReleaseMemObject(buf->mem);
    free(buf);
    atomic_fetch_sub(&sy__ocl_live, 1);
}

/* read and write report driver failures as SY_E_DEVICE_ERROR (the contract
 * allows TRANSFER_FAILED or DEVICE_ERROR there), the detail naming the code. */
static sy_status sy__ocl_transfer_fail(cl_int err, const char *call, uint32_t index)
{
    sy__ocl_fail(err, call, NULL, index);
    return SY_E_DEVICE_ERROR;
}

sy_status sy_k_opencl_read(uint32_t index, const void *handle, size_t offset, void *dst, size_t bytes)
{
    sy__ocl_device *dev;
    const sy_status status = sy__ocl_device_get(index, &dev);
    if (status != SY_OK)
        return status == SY_E_DEVICE_ERROR ? status : SY_E_TRANSFER_FAILED;
    const sy__ocl_buffer *buf = sy__ocl_lookup(index, handle);
    if (buf == NULL || !sy__ocl_in_bounds(buf, offset, bytes) || (dst == NULL && bytes > 0))
        return sy_kernel_error(SY_E_TRANSFER_FAILED, "read of %zu bytes at %zu: not a live buffer of OpenCL device "
                               "%u, or out of its bounds", bytes, offset, (unsigned)index);
    if (bytes == 0)
        return SY_OK;
    const cl_int err = clEnqueueReadBuffer(dev->queue, buf->mem, CL_TRUE, offset, bytes, dst, 0, NULL, NULL);
    return err == CL_SUCCESS ? SY_OK : sy__ocl_transfer_fail(err, "clEnqueueReadBuffer", index);
}

sy_status sy_k_opencl_write(uint32_t index, void *handle, size_t offset, const void *src, size_t bytes)
{
    sy__ocl_device *dev;
    const sy_status status = sy__ocl_device_get(index, &dev);
    if (status != SY_OK)
        return status == SY_E_DEVICE_ERROR ? status : SY_E_TRANSFER_FAILED;
    const sy__ocl_buffer *buf = sy__ocl_lookup(index, handle);
    if (buf == NULL || !sy__ocl_in_bounds(buf, offset, bytes) || (src == NULL && bytes > 0))
        return sy_kernel_error(SY_E_TRANSFER_FAILED, "write of %zu bytes at %zu: not a live buffer of OpenCL "
                               "device %u, or out of its bounds", bytes, offset, (unsigned)index);
    if (bytes == 0)
        return SY_OK;
    const cl_int err = clEnqueueWriteBuffer(dev->queue, buf->mem, CL_TRUE, offset, bytes, src, 0, NULL, NULL);
    return err == CL_SUCCESS ? SY_OK : sy__ocl_transfer_fail(err, "clEnqueueWriteBuffer", index);
}

/* Copies the first `bytes` bytes of a buffer of one device into a buffer of
 * another (or the same). Devices of one platform share a context: the copy is
 * queued on the destination's queue behind a marker of the source's queue
 * (so it sees every kernel queued there before), without waiting. Across
 * platforms it is staged through host memory, blocking. */
sy_status sy_k_opencl_copy_peer(uint32_t src_index, const void *src_handle, uint32_t dst_index, void *dst_handle,
                              size_t bytes)
{
    sy__ocl_device *sdev, *ddev = NULL;
    sy_status status = sy__ocl_device_get(src_index, &sdev);
    if (status == SY_OK)
        status = sy__ocl_device_get(dst_index, &ddev);
    if (status != SY_OK)
        return status == SY_E_DEVICE_ERROR ? status : SY_E_TRANSFER_FAILED;
    const sy__ocl_buffer *src = sy__ocl_lookup(src_index, src_handle);
    const sy__ocl_buffer *dst = sy__ocl_lookup(dst_index, dst_handle);
    if (src == NULL || dst == NULL || bytes > src->bytes || bytes > dst->bytes)
        return sy_kernel_error(SY_E_TRANSFER_FAILED, "copy of %zu bytes from OpenCL device %u to %u: not live "
                               "buffers of those devices, or out of their bounds", bytes, (unsigned)src_index,
                               (unsigned)dst_index);
    if (bytes == 0 || src == dst)
        return SY_OK;
    cl_int err = CL_SUCCESS;
    if (sdev->context == ddev->context) {
        cl_event ready = NULL;
        if (sdev != ddev) {
            err = clEnqueueMarkerWithWaitList(sdev->queue, 0, NULL, &ready);
            if (err != CL_SUCCESS)
                return sy__ocl_transfer_fail(err, "clEnqueueMarkerWithWaitList", src_index);
            err = clFlush(sdev->queue); /* a wait on another queue's event needs it submitted */
            if (err != CL_SUCCESS) {
                clReleaseEvent(ready);
                return sy__ocl_transfer_fail(err, "clFlush", src_index);
            }
        }
        err = clEnqueueCopyBuffer(ddev->queue, src->mem, dst->mem, 0, 0, bytes, ready ? 1u : 0u,
                                  ready ? &ready : NULL, NULL);
        if (ready)
            clReleaseEvent(ready);
        return err == CL_SUCCESS ? SY_OK : sy__ocl_transfer_fail(err, "clEnqueueCopyBuffer", dst_index);
    }
    void *tmp = malloc(bytes);
    if (tmp == NULL)
        return sy_kernel_error(SY_E_TRANSFER_FAILED, "no host memory to stage %zu bytes between OpenCL devices",
                               bytes);
    err = clEnqueueReadBuffer(sdev->queue, src->mem, CL_TRUE, 0, bytes, tmp, 0, NULL, NULL);
    if (err != CL_SUCCESS)
        status = sy__ocl_transfer_fail(err, "clEnqueueReadBuffer", src_index);
    else if ((err = clEnqueueWriteBuffer(ddev->queue, dst->mem, CL_TRUE, 0, bytes, tmp, 0, NULL, NULL)) !=
             CL_SUCCESS)
        status = sy__ocl_transfer_fail(err, "clEnqueueWriteBuffer", dst_index);
    free(tmp);
    return status;
}

/* ---- programs and kernels ---------------------------------------------- */

/* Builds dev's program; records the outcome. Called under dev->build_lock. */
static void sy__ocl_build(sy__ocl_device *dev)
{
    char opts[128];
    snprintf(opts, sizeof opts, "-DSY_FP64=%d -DSY_TILE=%u%s", dev->fp64 ? 1 : 0, dev->tile,
             dev->cr_div_sqrt ? " -cl-fp32-correctly-rounded-divide-sqrt" : "");
    cl_int err = CL_SUCCESS;
    const cl_uint n_src = (cl_uint)(sizeof sy__ocl_src / sizeof sy__ocl_src[0]);
    cl_program prog = clCreateProgramWithSource(dev->context, n_src, (const char **)sy__ocl_src, NULL, &err);
    if (prog == NULL) {
        dev->build_status = sy__ocl_status_of(err);
        snprintf(dev->build_detail, sizeof dev->build_detail, "clCreateProgramWithSource on device %u: %s (%d)",
                 (unsigned)dev->index, sy__ocl_error_name(err), (int)err);
        atomic_store_explicit(&dev->build_state, -1, memory_order_release);
        return;
    }
    err = clBuildProgram(prog, 1, &dev->id, opts, NULL, NULL);
    if (err != CL_SUCCESS) {
        char log[281] = ""; /* the start of the log: the detail fits the runtime's 384 characters */
        size_t size = 0;
        if (clGetProgramBuildInfo(prog, dev->id, CL_PROGRAM_BUILD_LOG, 0, NULL, &size) == CL_SUCCESS && size > 0) {
            char *full = (char *)malloc(size + 1);
            if (full && clGetProgramBuildInfo(prog, dev->id, CL_PROGRAM_BUILD_LOG, size, full, NULL) == CL_SUCCESS) {
                full[size] = '\0';
                snprintf(log, sizeof log, "%s", full);
                for (char *p = log; *p; p++)
                    if (*p == '\n' || *p == '\r' || *p == '\t')
                        *p = ' ';
            }
            free(full);
        }
        dev->build_status = sy__ocl_status_of(err);
        snprintf(dev->build_detail, sizeof dev->build_detail, "clBuildProgram on device %u (%.32s): %s (%d)%s%s",
                 (unsigned)dev->index, dev->name, sy__ocl_error_name(err), (int)err, log[0] ? ": " : "", log);
        clReleaseProgram(prog);
        atomic_store_explicit(&dev->build_state, -1, memory_order_release);
        return;
    }
    dev->program = prog;
    atomic_store_explicit(&dev->build_state, 1, memory_order_release);
}

/* dev's program is built (building it now if it was not), or the error. */
static sy_status sy__ocl_program(sy__ocl_device *dev)
{
    int state = atomic_load_explicit(&dev->build_state, memory_order_acquire);
    if (state == 0) {
        pthread_mutex_lock(&dev->build_lock);
        if (atomic_load_explicit(&dev->build_state, memory_order_acquire) == 0)
            sy__ocl_build(dev);
        pthread_mutex_unlock(&dev->build_lock);
        state = atomic_load_explicit(&dev->build_state, memory_order_acquire);
    }
    if (state == 1)
        return SY_OK;
    return sy_kernel_error(dev->build_status, "%s", dev->build_detail);
}

/* The slot of `name` (claimed if `claim` and the name is new), or NULL when
 * the table has no room. Called under dev->pool_lock. */
static sy__ocl_slot *sy__ocl_slot_find(sy__ocl_device *dev, const char *name, int claim)
{
    uint32_t h = 2166136261u;
    for (const char *p = name; *p; p++)
        h = (h ^ (unsigned char)*p) * 16777619u;
    if (strlen(name) >= SY__OCL_NAME)
        return NULL;
    for (unsigned probe = 0; probe < SY__OCL_SLOTS; probe++) {
        sy__ocl_slot *s = &dev->slots[(h + probe) % SY__OCL_SLOTS];
        if (s->name[0] == '\0') {
            if (!claim)
                return NULL;
            strcpy(s->name, name);
            return s;
        }
        if (strcmp(s->name, name) == 0)
            return s;
    }
    return NULL;
}

sy_status sy__ocl_kernel_get(sy__ocl_device *dev, const char *name, cl_kernel *kernel, size_t *wg_max)
{
    *kernel = NULL;
    const sy_status status = sy__ocl_program(dev);
    if (status != SY_OK)
        return status;
    pthread_mutex_lock(&dev->pool_lock);
    sy__ocl_slot *slot = sy__ocl_slot_find(dev, name, 1);
    if (slot && slot->n_idle > 0) {
        *kernel = slot->idle[--slot->n_idle];
        *wg_max = slot->wg_max;
        pthread_mutex_unlock(&dev->pool_lock);
        return SY_OK;
    }
    size_t wg = slot ? slot->wg_max : 0;
    pthread_mutex_unlock(&dev->pool_lock);

    cl_int err = CL_SUCCESS;
    cl_kernel k = clCreateKernel(dev->program, name, &err);
    if (k == NULL)
        return sy__ocl_fail(err, "clCreateKernel", name, dev->index);
    if (wg == 0) {
        err = clGetKernelWorkGroupInfo(k, dev->id, CL_KERNEL_WORK_GROUP_SIZE, sizeof wg, &wg, NULL);
        if (err != CL_SUCCESS || wg == 0)
            wg = dev->max_wg > 0 ? dev->max_wg : 1;
        if (slot) {
            pthread_mutex_lock(&dev->pool_lock);
            slot->wg_max = wg;
            pthread_mutex_unlock(&dev->pool_lock);
        }
    }
    *kernel = k;
    *wg_max = wg;
    return SY_OK;
}

void sy__ocl_kernel_put(sy__ocl_device *dev, const char *name, cl_kernel kernel)
{
    pthread_mutex_lock(&dev->pool_lock);
    sy__ocl_slot *slot = sy__ocl_slot_find(dev, name, 0);
    if (slot && slot->n_idle < SY__OCL_IDLE) {
        slot->idle[slot->n_idle++] = kernel;
        kernel = NULL;
    }
    pthread_mutex_unlock(&dev->pool_lock);
    if (kernel)
        clReleaseKernel(kernel);
}

sy_status sy__ocl_enqueue(sy__ocl_device *dev, const char *name, cl_kernel kernel, const sy__ocl_arg *args,
                          unsigned n_args, cl_uint dims, const size_t *global, const size_t *local)
{
    sy_status status = SY_OK;
    for (unsigned i = 0; i < n_args && status == SY_OK; i++) {
        const cl_int err = clSetKernelArg(kernel, i, args[i].size, args[i].value);
        if (err != CL_SUCCESS) {
            char what[SY__OCL_NAME + 16];
            snprintf(what, sizeof what, "%s, argument %u", name, i);
            status = sy__ocl_fail(err, "clSetKernelArg", what, dev->index);
        }
    }
    if (status == SY_OK) {
        const cl_int err = clEnqueueNDRangeKernel(dev->queue, kernel, dims, NULL, global, local, 0, NULL, NULL);
        if (err != CL_SUCCESS)
            status = sy__ocl_fail(err, "clEnqueueNDRangeKernel", name, dev->index);
    }
    sy__ocl_kernel_put(dev, name, kernel);
    return status;
}
