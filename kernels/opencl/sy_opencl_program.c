/* switchyard opencl backend: the per-device program and kernel cache the
 * launchers of sy_opencl_ops.c, sy_opencl_nn.c, sy_opencl_conv.c and
 * sy_opencl_scan.c use.
 *
 * A device's program (sy_opencl_src.h, sy_opencl_src_nn.h,
 * sy_opencl_src_conv.h, sy_opencl_src_scan.h, sy_opencl_src_bits.h,
 * sy_opencl_src_act.h and sy_opencl_src_norm.h, one program)
 * is built at its first kernel call, once, under the device's build lock, with -DSY_FP64 (f64 kernels only
 * when the device has cl_khr_fp64), -DSY_TILE (the matmul tile its
 * work-group limits allow) and -cl-fp32-correctly-rounded-divide-sqrt when
 * the device supports it; never a fast-math option. A failed build is
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
 * call. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "sy_opencl.h"
#include "sy_opencl_src.h"
#include "sy_opencl_src_act.h"
#include "sy_opencl_src_conv.h"
#include "sy_opencl_src_nn.h"
#include "sy_opencl_src_bits.h"
#include "sy_opencl_src_norm.h"
#include "sy_opencl_src_scan.h"

/* ---- programs and kernels ---------------------------------------------- */

/* Builds dev's program; records the outcome. Called under dev->build_lock. */
static void build_program(sy__ocl_device *dev)
{
    char opts[128];
    snprintf(opts, sizeof opts, "-DSY_FP64=%d -DSY_TILE=%u%s", dev->fp64 ? 1 : 0, dev->tile,
             dev->cr_div_sqrt ? " -cl-fp32-correctly-rounded-divide-sqrt" : "");
    cl_int err = CL_SUCCESS;
    /* one program from the four sources: the record families' first (its
     * pragmas and helpers), then the `kernel: op` families', the window
     * ops', the scans', the nary and predicate families', the
     * activations' and the group normalization's */
    enum {
        N_REC = sizeof sy__ocl_src / sizeof sy__ocl_src[0],
        N_NN = sizeof sy__ocl_src_nn / sizeof sy__ocl_src_nn[0],
        N_CONV = sizeof sy__ocl_src_conv / sizeof sy__ocl_src_conv[0],
        N_SCAN = sizeof sy__ocl_src_scan / sizeof sy__ocl_src_scan[0],
        N_BITS = sizeof sy__ocl_src_bits / sizeof sy__ocl_src_bits[0],
        N_ACT = sizeof sy__ocl_src_act / sizeof sy__ocl_src_act[0],
        N_NORM = sizeof sy__ocl_src_norm / sizeof sy__ocl_src_norm[0],
        N_BEFORE_NORM = N_REC + N_NN + N_CONV + N_SCAN + N_BITS + N_ACT,
    };
    const char *src[N_BEFORE_NORM + N_NORM];
    for (size_t i = 0; i < N_REC; i++)
        src[i] = sy__ocl_src[i];
    for (size_t i = 0; i < N_NN; i++)
        src[N_REC + i] = sy__ocl_src_nn[i];
    for (size_t i = 0; i < N_CONV; i++)
        src[N_REC + N_NN + i] = sy__ocl_src_conv[i];
    for (size_t i = 0; i < N_SCAN; i++)
        src[N_REC + N_NN + N_CONV + i] = sy__ocl_src_scan[i];
    for (size_t i = 0; i < N_BITS; i++)
        src[N_REC + N_NN + N_CONV + N_SCAN + i] = sy__ocl_src_bits[i];
    for (size_t i = 0; i < N_ACT; i++) /* the activations (sy_opencl_src_act.h) */
        src[N_REC + N_NN + N_CONV + N_SCAN + N_BITS + i] = sy__ocl_src_act[i];
    for (size_t i = 0; i < N_NORM; i++) /* group_norm's (sy_opencl_src_norm.h) */
        src[N_BEFORE_NORM + i] = sy__ocl_src_norm[i];
    cl_program prog =
        clCreateProgramWithSource(dev->context, (cl_uint)(N_BEFORE_NORM + N_NORM), src, NULL, &err);
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
static sy_status program_get(sy__ocl_device *dev)
{
    int state = atomic_load_explicit(&dev->build_state, memory_order_acquire);
    if (state == 0) {
        pthread_mutex_lock(&dev->build_lock);
        if (atomic_load_explicit(&dev->build_state, memory_order_acquire) == 0)
            build_program(dev);
        pthread_mutex_unlock(&dev->build_lock);
        state = atomic_load_explicit(&dev->build_state, memory_order_acquire);
    }
    if (state == 1)
        return SY_OK;
    return sy_kernel_error(dev->build_status, "%s", dev->build_detail);
}

/* The slot of `name` (claimed if `claim` and the name is new), or NULL when
 * the table has no room. Called under dev->pool_lock. */
static sy__ocl_slot *slot_find(sy__ocl_device *dev, const char *name, int claim)
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
    const sy_status status = program_get(dev);
    if (status != SY_OK)
        return status;
    pthread_mutex_lock(&dev->pool_lock);
    sy__ocl_slot *slot = slot_find(dev, name, 1);
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
    sy__ocl_slot *slot = slot_find(dev, name, 0);
    if (slot && slot->n_idle < SY__OCL_IDLE) {
        slot->idle[slot->n_idle++] = kernel;
        kernel = NULL;
    }
    pthread_mutex_unlock(&dev->pool_lock);
    if (kernel)
        clReleaseKernel(kernel);
}

static _Thread_local int fail_next; /* sy__ocl_fail_next_launch */

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
    cl_event gate = NULL, ev = NULL;
    if (status == SY_OK && fail_next) { /* the test hook: a launch that fails in the queue */
        fail_next = 0;
        cl_int err = CL_SUCCESS;
        gate = clCreateUserEvent(dev->context, &err);
        if (gate == NULL)
            status = sy__ocl_fail(err, "clCreateUserEvent", name, dev->index);
    }
    if (status == SY_OK) {
        const cl_int err = clEnqueueNDRangeKernel(dev->queue, kernel, dims, NULL, global, local, gate ? 1u : 0u,
                                                  gate ? &gate : NULL, &ev);
        if (err != CL_SUCCESS)
            status = sy__ocl_fail(err, "clEnqueueNDRangeKernel", name, dev->index);
        else
            sy__ocl_record(dev, ev, sy__ocl_op_now, name);
    }
    if (gate) {
        clSetUserEventStatus(gate, CL_OUT_OF_RESOURCES);
        clReleaseEvent(gate);
    }
    sy__ocl_kernel_put(dev, name, kernel);
    return status;
}

void sy__ocl_fail_next_launch(void) { fail_next = 1; }
