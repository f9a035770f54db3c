/* switchyard opencl backend: device discovery, init and shutdown, and the
 * device table the other files of the backend (sy_opencl_mem.c,
 * sy_opencl_program.c, sy_opencl_error.c, the launchers of
 * sy_opencl_ops.c) reach through sy__ocl_device_get.
 *
 * Devices. Discovered at run time (sy_k_opencl_init, or the first call that
 * needs them): every device of every OpenCL platform, in the order
 * clGetPlatformIDs lists the platforms, then the order clGetDeviceIDs
 * (CL_DEVICE_TYPE_ALL) lists each platform's devices. That full list is
 * numbered from 0. The switchyard devices opencl:0, opencl:1, ... are the
 * selected ones, in that same order.
 *
 * SY_OPENCL_DEVICES selects from the full list (sy_kernel_device_selected,
 * the syntax every device backend shares): a comma-separated list of
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
 * in-order queue; the program of a device is built at its first kernel call
 * (sy_opencl_program.c).
 *
 * Shutdown finishes every queue, calls the done callbacks of the writes
 * still pending (sy_opencl_queue.c) and releases the cached buffers,
 * kernels, programs, queues and contexts; a later call initializes again. Buffers
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
#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "sy_opencl.h"

static pthread_mutex_t sy__ocl_lock = PTHREAD_MUTEX_INITIALIZER; /* init and shutdown */
_Atomic(sy__ocl_state *) sy__ocl_current;
static uint64_t sy__ocl_generations; /* under sy__ocl_lock */
static char sy__ocl_reason[320]; /* under sy__ocl_lock; "" while there are devices */
static pthread_once_t sy__ocl_atfork_once = PTHREAD_ONCE_INIT;
atomic_int sy__ocl_forked; /* this process is a fork child of one that used OpenCL */

static const char sy__ocl_fork_msg[] =
    "OpenCL was initialized before this process was forked, and the driver does not survive fork(); "
    "use OpenCL in the parent only, or initialize it first in the child (with Check: CK_FORK=no)";

/* fork() waits for a running init or shutdown to finish; the child marks
 * itself (see the top of the file). */
static void prefork(void) { pthread_mutex_lock(&sy__ocl_lock); }
static void postfork_parent(void) { pthread_mutex_unlock(&sy__ocl_lock); }
static void postfork_child(void)
{
    atomic_store(&sy__ocl_forked, 1);
    pthread_mutex_unlock(&sy__ocl_lock);
}
static void register_atfork(void)
{
    pthread_atfork(prefork, postfork_parent, postfork_child);
}

/* ---- discovery --------------------------------------------------------- */

typedef struct sy__ocl_found {
    cl_platform_id platform;
    cl_device_id id;
    char name[128];
    int selected;
} sy__ocl_found;

static void info_str(cl_device_id id, cl_device_info what, char *buf, size_t size)
{
    buf[0] = '\0';
    if (clGetDeviceInfo(id, what, size, buf, NULL) != CL_SUCCESS)
        buf[0] = '\0';
    buf[size - 1] = '\0';
}

/* Appends a sentence to the reason (truncated to the buffer). */
static void set_why(const char *fmt, const char *a, unsigned u, cl_int err)
{
    const size_t used = strlen(sy__ocl_reason);
    if (used + 1 >= sizeof sy__ocl_reason)
        return;
    snprintf(sy__ocl_reason + used, sizeof sy__ocl_reason - used, fmt, a, u, sy__ocl_error_name(err), (int)err);
}

/* "OpenCL C 1.2 ..." -> 102; 0 if unreadable. */
static int c_version(cl_device_id id)
{
    char v[128];
    int major = 0, minor = 0;
    info_str(id, CL_DEVICE_OPENCL_C_VERSION, v, sizeof v);
    if (sscanf(v, "OpenCL C %d.%d", &major, &minor) != 2)
        return 0;
    return major * 100 + minor;
}

static int has_extension(cl_device_id id, const char *ext)
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
static unsigned pick_tile(size_t max_wg, const size_t item[3], cl_ulong local_mem)
{
    for (unsigned t = 16; t >= 8; t /= 2)
        if (max_wg >= (size_t)t * t && item[0] >= t && item[1] >= t && local_mem >= 2u * t * t * 8u + 1024u)
            return t;
    return 0;
}

/* Reads the properties of a selected device into dev (queue, context and
 * locks are set up by the caller). */
static void describe(sy__ocl_device *dev)
{
    const char *fp64_env = getenv("SY_OPENCL_FP64");
    cl_device_fp_config single = 0, dbl = 0;
    size_t item[3] = {0, 0, 0};
    info_str(dev->id, CL_DEVICE_NAME, dev->name, sizeof dev->name);
    clGetDeviceInfo(dev->id, CL_DEVICE_SINGLE_FP_CONFIG, sizeof single, &single, NULL);
    clGetDeviceInfo(dev->id, CL_DEVICE_DOUBLE_FP_CONFIG, sizeof dbl, &dbl, NULL);
    dev->fp64 = (has_extension(dev->id, "cl_khr_fp64") || dbl != 0) &&
                !(fp64_env != NULL && strcmp(fp64_env, "0") == 0);
    dev->cr_div_sqrt = (single & CL_FP_CORRECTLY_ROUNDED_DIVIDE_SQRT) != 0 && c_version(dev->id) >= 102;
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
    dev->tile = pick_tile(dev->max_wg, item, dev->local_mem);
}

/* True if the device can take part: available, with a compiler, OpenCL C >= 1.1. */
static int is_usable(const sy__ocl_found *f, uint32_t number)
{
    cl_bool available = CL_FALSE, compiler = CL_FALSE;
    clGetDeviceInfo(f->id, CL_DEVICE_AVAILABLE, sizeof available, &available, NULL);
    clGetDeviceInfo(f->id, CL_DEVICE_COMPILER_AVAILABLE, sizeof compiler, &compiler, NULL);
    if (!available)
        set_why("device %s (#%u) is not available. ", f->name, number, CL_SUCCESS);
    else if (!compiler)
        set_why("device %s (#%u) has no compiler. ", f->name, number, CL_SUCCESS);
    else if (c_version(f->id) < 101)
        set_why("device %s (#%u) predates OpenCL C 1.1. ", f->name, number, CL_SUCCESS);
    else
        return 1;
    return 0;
}

/* Releases everything of st; in a fork child only the host memory (the
 * driver's calls could block there). */
static void destroy(sy__ocl_state *st)
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
            sy__ocl_track_destroy(&dev->track, 0);
            free(dev->slots);
            continue;
        }
        if (dev->queue)
            clFinish(dev->queue);
        sy__ocl_track_destroy(&dev->track, 1); /* the pending writes' sources go */
        if (dev->queue)
            clReleaseCommandQueue(dev->queue);
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
static sy_status add_platform(sy__ocl_state *st, sy__ocl_found *found, uint32_t first, uint32_t end)
{
    if (end == first)
        return SY_OK;
    cl_device_id *ids = (cl_device_id *)malloc((end - first) * sizeof *ids);
    uint32_t *numbers = (uint32_t *)malloc((end - first) * sizeof *numbers);
    sy_status status = ids && numbers ? SY_OK : SY_E_OUT_OF_MEMORY;
    cl_uint n = 0;
    for (uint32_t i = first; i < end && status == SY_OK; i++)
        if (found[i].selected && is_usable(&found[i], i)) {
            numbers[n] = i;
            ids[n++] = found[i].id;
        }
    cl_int err = CL_SUCCESS;
    cl_context ctx = NULL;
    if (n > 0 && status == SY_OK) {
        cl_context_properties props[] = {CL_CONTEXT_PLATFORM, (cl_context_properties)found[first].platform, 0};
        ctx = clCreateContext(props, n, ids, NULL, NULL, &err);
        if (ctx == NULL) {
            set_why("clCreateContext for the devices of %s (from #%u) failed: %s (%d). ", found[first].name,
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
            set_why("clCreateCommandQueue for %s (#%u) failed: %s (%d). ", found[numbers[i]].name, numbers[i],
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
        sy__ocl_track_init(&dev->track);
        atomic_init(&dev->build_state, 0);
        describe(dev);
        st->count++;
    }
    free(ids);
    free(numbers);
    return status;
}

/* Builds the device table; a state with 0 devices (and the reason) when
 * there is nothing to use. Called under sy__ocl_lock. */
static sy_status discover(sy__ocl_state **out)
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
                info_str(ids[d], CL_DEVICE_NAME, f->name, sizeof f->name);
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
        for (uint32_t d = 0; d < n_found; d++)
            found[d].selected = sy_kernel_device_selected(spec, d, found[d].name);
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
                status = add_platform(st, found, p == 0 ? 0 : plat_end[p - 1], plat_end[p]);
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
    pthread_once(&sy__ocl_atfork_once, register_atfork);
    pthread_mutex_lock(&sy__ocl_lock);
    if (atomic_load_explicit(&sy__ocl_current, memory_order_acquire) == NULL) {
        sy__ocl_state *st = NULL;
        status = discover(&st);
        if (status == SY_OK) {
            atomic_store_explicit(&sy__ocl_current, st, memory_order_release);
        } else {
            destroy(st);
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
    destroy(st);
    pthread_mutex_unlock(&sy__ocl_lock);
}

/* The current state, initializing first if needed (NULL only when out of
 * memory). */
static sy__ocl_state *state_get(void)
{
    sy__ocl_state *st = atomic_load_explicit(&sy__ocl_current, memory_order_acquire);
    if (st == NULL && sy_k_opencl_init() == SY_OK)
        st = atomic_load_explicit(&sy__ocl_current, memory_order_acquire);
    return st;
}

uint32_t sy_k_opencl_device_count(void)
{
    const sy__ocl_state *st = state_get();
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
    sy__ocl_state *st = state_get();
    if (st == NULL || index >= st->count)
        return sy_kernel_error(SY_E_NO_SUCH_DEVICE, "no OpenCL device %u (there are %u)", (unsigned)index,
                               st ? (unsigned)st->count : 0u);
    *dev = &st->devs[index];
    return SY_OK;
}
