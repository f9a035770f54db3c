/* switchyard opencl backend: memory (sy_k_opencl_alloc, free, read, write,
 * live_buffers), the freed-buffer cache and the direct transfer
 * sy_k_opencl_copy_peer.
 *
 * Buffers: a handle points to a small record {magic, device, generation,
 * bytes, cl_mem}; 0 bytes give a record without a cl_mem. Every call checks
 * the magic, the device index, the generation (the init that made it) and
 * the bounds. Reads are blocking (and so wait for the kernels queued before
 * them, and report a failure of queued work: sy_opencl_queue.c). The plain
 * write is blocking (its source is the user's, reusable when it returns);
 * write_async, the runtime's for moves, is not: its event and the source's
 * done callback wait in sy_opencl_queue.c's pending list.
 *
 * Freeing a buffer that queued commands still use is safe without waiting:
 * clReleaseMemObject only drops the reference, and the OpenCL runtime
 * deletes the memory object once the commands queued on it have finished
 * (OpenCL 1.2, 5.4.1). A buffer kept in the cache below is handed out
 * again to the same device, whose in-order queue runs the new user's
 * commands after the old ones.
 *
 * Freed buffers of 4 KiB or more are kept per device (at most 8 and 512 MiB,
 * oldest evicted first) and handed to the next allocation of the same size:
 * a fresh cl_mem makes the driver fault in new pages at its first use, which
 * costs more than the copy into it (PoCL: 61 ms against 16 ms for 64 MiB),
 * and a chain of small ops would pay clCreateBuffer and clReleaseMemObject
 * per op (the bench's chain of 64 ops of 16 KiB: 0.57 - 0.67 of direct
 * launches with a fresh buffer per op, 0.79 - 0.85 with the cache; it was
 * 1 MiB and more until then). */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "sy_opencl.h"

#define SY__OCL_MAGIC 0x4f434c42u /* "OCLB" */
#define SY__OCL_DEAD 0xdeadb10cu

static atomic_long sy__ocl_live;

/* ---- memory ------------------------------------------------------------ */

long sy_k_opencl_live_buffers(void) { return atomic_load(&sy__ocl_live); }

/* The buffer behind handle if it belongs to the current initialization's
 * device index; NULL otherwise. */
static sy__ocl_buffer *lookup(uint32_t index, const void *handle)
{
    const sy__ocl_state *st = atomic_load_explicit(&sy__ocl_current, memory_order_acquire);
    if (handle == NULL || st == NULL)
        return NULL;
    sy__ocl_buffer *buf = (sy__ocl_buffer *)(uintptr_t)handle;
    if (buf->magic != SY__OCL_MAGIC || buf->index != index || buf->generation != st->generation)
        return NULL;
    return buf;
}

static int in_bounds(const sy__ocl_buffer *buf, size_t offset, size_t bytes)
{
    return offset <= buf->bytes && bytes <= buf->bytes - offset;
}

sy_status sy__ocl_buffer_mem(const sy__ocl_device *dev, const void *handle, size_t need, const char *what,
                             cl_mem *mem)
{
    const sy__ocl_buffer *buf = lookup(dev->index, handle);
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
static int cache_keep(const sy__ocl_buffer *buf)
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
    sy__ocl_state *st = atomic_load_explicit(&sy__ocl_current, memory_order_acquire);
    if (st != NULL && buf->generation == st->generation && index < st->count && !atomic_load(&sy__ocl_forked) &&
        buf->mem != NULL)
        sy__ocl_settle(&st->devs[index], buf->mem); /* the sources of its writes, and of those done by now, go */
    buf->magic = SY__OCL_DEAD;
    if (buf->mem && !atomic_load(&sy__ocl_forked) && !cache_keep(buf))
        clReleaseMemObject(buf->mem);
    free(buf);
    atomic_fetch_sub(&sy__ocl_live, 1);
}

/* read and write report driver failures as SY_E_DEVICE_ERROR (the contract
 * allows TRANSFER_FAILED or DEVICE_ERROR there), the detail naming the code. */
static sy_status transfer_fail(cl_int err, const char *call, uint32_t index)
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
    const sy__ocl_buffer *buf = lookup(index, handle);
    if (buf == NULL || !in_bounds(buf, offset, bytes) || (dst == NULL && bytes > 0))
        return sy_kernel_error(SY_E_TRANSFER_FAILED, "read of %zu bytes at %zu: not a live buffer of OpenCL device "
                               "%u, or out of its bounds", bytes, offset, (unsigned)index);
    if (bytes == 0)
        return SY_OK;
    sy__ocl_waiting();
    const cl_int err = clEnqueueReadBuffer(dev->queue, buf->mem, CL_TRUE, offset, bytes, dst, 0, NULL, NULL);
    const sy_status waited = sy__ocl_waited(dev, err, "clEnqueueReadBuffer", NULL);
    return waited == SY_OK || waited == SY_E_DEVICE_ERROR ? waited : SY_E_DEVICE_ERROR;
}

sy_status sy_k_opencl_write(uint32_t index, void *handle, size_t offset, const void *src, size_t bytes)
{
    sy__ocl_device *dev;
    const sy_status status = sy__ocl_device_get(index, &dev);
    if (status != SY_OK)
        return status == SY_E_DEVICE_ERROR ? status : SY_E_TRANSFER_FAILED;
    const sy__ocl_buffer *buf = lookup(index, handle);
    if (buf == NULL || !in_bounds(buf, offset, bytes) || (src == NULL && bytes > 0))
        return sy_kernel_error(SY_E_TRANSFER_FAILED, "write of %zu bytes at %zu: not a live buffer of OpenCL "
                               "device %u, or out of its bounds", bytes, offset, (unsigned)index);
    if (bytes == 0)
        return SY_OK;
    sy__ocl_waiting();
    const cl_int err = clEnqueueWriteBuffer(dev->queue, buf->mem, CL_TRUE, offset, bytes, src, 0, NULL, NULL);
    return err == CL_SUCCESS ? SY_OK : transfer_fail(err, "clEnqueueWriteBuffer", index);
}

/* The non-blocking write: the copy is queued with an event, which goes to
 * the pending list with done(ctx); done runs once the event completes
 * (sy__ocl_poll, sy__ocl_waited) or at shutdown. When the list cannot grow,
 * the copy is waited for here and done called at once. */
sy_status sy_k_opencl_write_async(uint32_t index, void *handle, size_t offset, const void *src, size_t bytes,
                                  void (*done)(void *ctx), void *ctx)
{
    sy__ocl_device *dev;
    const sy_status status = sy__ocl_device_get(index, &dev);
    if (status != SY_OK)
        return status == SY_E_DEVICE_ERROR ? status : SY_E_TRANSFER_FAILED;
    const sy__ocl_buffer *buf = lookup(index, handle);
    if (buf == NULL || !in_bounds(buf, offset, bytes) || (src == NULL && bytes > 0) || done == NULL)
        return sy_kernel_error(SY_E_TRANSFER_FAILED, "write of %zu bytes at %zu: not a live buffer of OpenCL "
                               "device %u, or out of its bounds", bytes, offset, (unsigned)index);
    if (bytes == 0) {
        done(ctx);
        return SY_OK;
    }
    sy__ocl_poll(dev);
    cl_event ev = NULL;
    cl_int err = clEnqueueWriteBuffer(dev->queue, buf->mem, CL_FALSE, offset, bytes, src, 0, NULL, &ev);
    if (err != CL_SUCCESS)
        return transfer_fail(err, "clEnqueueWriteBuffer", index);
    if (sy__ocl_pending_add(dev, ev, buf->mem, done, ctx) == SY_OK)
        return SY_OK;
    sy__ocl_waiting();
    err = clWaitForEvents(1, &ev);
    clReleaseEvent(ev);
    if (err != CL_SUCCESS)
        return transfer_fail(err, "clWaitForEvents", index);
    done(ctx);
    return SY_OK;
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
    const sy__ocl_buffer *src = lookup(src_index, src_handle);
    const sy__ocl_buffer *dst = lookup(dst_index, dst_handle);
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
                return transfer_fail(err, "clEnqueueMarkerWithWaitList", src_index);
            err = clFlush(sdev->queue); /* a wait on another queue's event needs it submitted */
            if (err != CL_SUCCESS) {
                clReleaseEvent(ready);
                return transfer_fail(err, "clFlush", src_index);
            }
        }
        cl_event copied = NULL;
        err = clEnqueueCopyBuffer(ddev->queue, src->mem, dst->mem, 0, 0, bytes, ready ? 1u : 0u,
                                  ready ? &ready : NULL, &copied);
        if (ready)
            clReleaseEvent(ready);
        if (err != CL_SUCCESS)
            return transfer_fail(err, "clEnqueueCopyBuffer", dst_index);
        char what[64];
        snprintf(what, sizeof what, "copy of %zu bytes from device %u", bytes, (unsigned)src_index);
        sy__ocl_record(ddev, copied, -1, what);
        return SY_OK;
    }
    void *tmp = malloc(bytes);
    if (tmp == NULL)
        return sy_kernel_error(SY_E_TRANSFER_FAILED, "no host memory to stage %zu bytes between OpenCL devices",
                               bytes);
    sy__ocl_waiting();
    err = clEnqueueReadBuffer(sdev->queue, src->mem, CL_TRUE, 0, bytes, tmp, 0, NULL, NULL);
    if ((status = sy__ocl_waited(sdev, err, "clEnqueueReadBuffer", NULL)) != SY_OK) {
        status = SY_E_DEVICE_ERROR;
    } else {
        sy__ocl_waiting();
        err = clEnqueueWriteBuffer(ddev->queue, dst->mem, CL_TRUE, 0, bytes, tmp, 0, NULL, NULL);
        if (err != CL_SUCCESS)
            status = transfer_fail(err, "clEnqueueWriteBuffer", dst_index);
    }
    free(tmp);
    return status;
}
