/* switchyard vulkan backend: buffers (sy_k_vulkan_alloc/free/read/write,
 * write_async, live_buffers) and the direct transfer between two Vulkan
 * devices, sy_k_vulkan_copy_peer.
 *
 * A handle is a record {magic, device index, device, bytes, VkBuffer, its
 * memory mapped}; every call checks the magic, that the record's device is
 * the current one of its index (a buffer of a device shut down since is
 * refused, but freed) and the bounds. The VkBuffer is the size rounded up
 * to 4 bytes, at least 4 (Vulkan has no empty buffer; fills write whole
 * words). Offsets of these functions are in bytes.
 *
 * Writes copy into the mapped memory on the host and return: a command
 * submitted afterwards sees the host's writes (vkQueueSubmit's host-write
 * guarantee), and one recorded before into a batch not yet submitted must
 * not, so a write into a buffer a batch still uses waits for that batch
 * first (sy__vk_settle; the runtime's writes fill fresh buffers, which wait
 * for nothing). write_async is that copy followed by done(ctx) before it
 * returns, which the contract allows. A read submits the open batch, waits
 * for every submission of the device, then copies from the mapped memory.
 * free defers the buffer to the batch that used it last
 * (sy_vulkan_device.c) or destroys it at once.
 *
 * Staged devices (dev->staged: a discrete GPU's device-local memory the
 * host cannot map, or any device with SY_VULKAN_STAGING=1) keep buffers
 * unmapped in dev->local_type. A write copies the bytes into a fresh
 * staging buffer (host-visible, mapped) and records a vkCmdCopyBuffer from
 * it into the open batch (sy__vk_copy), without waiting: the source is free
 * when it returns, the barrier before the copy orders it after the commands
 * recorded before (which may use the buffer: no sy__vk_settle, the host
 * never touches it) and the barrier before the next command orders that
 * after the copy; the staging buffer is deferred to the copy's batch and
 * freed when it is done. A read records the copy into a staging buffer,
 * submits the batch and waits (one host wait, as unstaged) and copies out
 * of it. Fills and kernels are the same on both.
 *
 * copy_peer: two logical devices share no memory or semaphore here (that
 * would take VK_KHR_external_memory_fd and external semaphores; Mesa 22.3's
 * lavapipe has the first but exports no semaphore handle type, so the
 * tests could not run such a path), so the
 * transfer waits on the host for the source device's queued work (its
 * open batch submitted), then copies the mapped bytes straight into the
 * destination buffer (after the destination's batches that use it): one copy,
 * no staging block, but a host wait on the source, which the contract's
 * "no host round trip" asks to avoid. A staged source is read into host
 * memory first, a staged destination written from it. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "sy_kernels.h"
#include "sy_vulkan.h"

#define SY__VK_MAGIC 0x564b4246u /* "VKBF" */

static atomic_long sy__vk_live, sy__vk_peers, sy__vk_staged;

long sy__vk_peer_copies(void) { return atomic_load(&sy__vk_peers); }

long sy__vk_staged_copies(void) { return atomic_load(&sy__vk_staged); }

long sy_k_vulkan_live_buffers(void) { return atomic_load(&sy__vk_live); }

void sy__vk_buffer_destroy(sy__vk_buffer *b)
{
    sy__vk_device *dev = b->dev;
    if (b->map != NULL)
        vkUnmapMemory(dev->device, b->memory);
    vkDestroyBuffer(dev->device, b->buffer, NULL);
    vkFreeMemory(dev->device, b->memory, NULL);
    b->magic = 0;
    free(b);
    sy__vk_device_release(dev);
}

sy__vk_buffer *sy__vk_lookup(uint32_t index, const void *handle)
{
    sy__vk_buffer *b = (sy__vk_buffer *)(uintptr_t)handle;
    if (b == NULL || b->magic != SY__VK_MAGIC || b->index != index)
        return NULL;
    sy_status st;
    sy__vk_device *dev = sy__vk_device_get(index, &st);
    return dev == b->dev ? b : NULL;
}

/* A buffer record of bytes (rounded up to 4, at least 4) in memory type `type`, mapped if map, counted
 * in the device's references (not in live_buffers). what names it in errors ("a buffer", "a staging
 * buffer"). */
static sy_status make_buffer(sy__vk_device *dev, uint32_t index, size_t bytes, uint32_t type, int map, const char *what,
                             sy__vk_buffer **out)
{
    *out = NULL;
    if (bytes > SIZE_MAX - 8)
        return sy_kernel_error(SY_E_OUT_OF_MEMORY, "no Vulkan buffer of %zu bytes", bytes);
    sy__vk_buffer *b = (sy__vk_buffer *)calloc(1, sizeof *b);
    if (b == NULL)
        return sy_kernel_error(SY_E_OUT_OF_MEMORY, "out of host memory for the record of %s", what);
    const VkDeviceSize size = (VkDeviceSize)(bytes < 4 ? 4 : (bytes + 3) / 4 * 4);
    const VkBufferCreateInfo bi = {.sType = VK_STRUCTURE_TYPE_BUFFER_CREATE_INFO,
                                   .size = size,
                                   .usage = VK_BUFFER_USAGE_STORAGE_BUFFER_BIT | VK_BUFFER_USAGE_TRANSFER_SRC_BIT |
                                            VK_BUFFER_USAGE_TRANSFER_DST_BIT,
                                   .sharingMode = VK_SHARING_MODE_EXCLUSIVE};
    const char *call = "vkCreateBuffer";
    VkResult r = vkCreateBuffer(dev->device, &bi, NULL, &b->buffer);
    if (r == VK_SUCCESS) {
        VkMemoryRequirements req;
        vkGetBufferMemoryRequirements(dev->device, b->buffer, &req);
        if (!(req.memoryTypeBits & (1u << type))) {
            vkDestroyBuffer(dev->device, b->buffer, NULL);
            free(b);
            return sy_kernel_error(SY_E_OUT_OF_MEMORY, "Vulkan device %u: %s cannot live in %s memory type %u",
                                   (unsigned)index, what, map ? "host-visible" : "device-local", (unsigned)type);
        }
        const VkMemoryAllocateInfo mi = {
            .sType = VK_STRUCTURE_TYPE_MEMORY_ALLOCATE_INFO, .allocationSize = req.size, .memoryTypeIndex = type};
        call = "vkAllocateMemory";
        r = vkAllocateMemory(dev->device, &mi, NULL, &b->memory);
        if (r == VK_SUCCESS) {
            call = "vkBindBufferMemory";
            r = vkBindBufferMemory(dev->device, b->buffer, b->memory, 0);
            if (r == VK_SUCCESS && map) {
                void *p = NULL;
                call = "vkMapMemory";
                r = vkMapMemory(dev->device, b->memory, 0, VK_WHOLE_SIZE, 0, &p);
                b->map = (unsigned char *)p;
            }
            if (r != VK_SUCCESS)
                vkFreeMemory(dev->device, b->memory, NULL);
        }
        if (r != VK_SUCCESS)
            vkDestroyBuffer(dev->device, b->buffer, NULL);
    }
    if (r != VK_SUCCESS) {
        free(b);
        return sy_kernel_error(SY_E_OUT_OF_MEMORY, "%s of %zu bytes for %s on Vulkan device %u: %s", call, bytes, what,
                               (unsigned)index, sy__vk_result_name(r));
    }
    b->magic = SY__VK_MAGIC;
    b->index = index;
    b->dev = dev;
    b->bytes = bytes;
    atomic_fetch_add(&dev->refs, 1);
    *out = b;
    return SY_OK;
}

sy_status sy_k_vulkan_alloc(uint32_t index, size_t bytes, void **handle)
{
    *handle = NULL;
    sy_status status;
    sy__vk_device *dev = sy__vk_device_get(index, &status);
    if (dev == NULL)
        return status;
    sy__vk_buffer *b;
    status =
        make_buffer(dev, index, bytes, dev->staged ? dev->local_type : dev->memory_type, !dev->staged, "a buffer", &b);
    if (status != SY_OK)
        return status;
    atomic_fetch_add(&sy__vk_live, 1);
    *handle = b;
    return SY_OK;
}

void sy_k_vulkan_free(uint32_t index, void *handle)
{
    sy__vk_buffer *b = (sy__vk_buffer *)handle;
    if (b == NULL || b->magic != SY__VK_MAGIC || b->index != index)
        return;
    atomic_fetch_sub(&sy__vk_live, 1);
    sy__vk_device *dev = b->dev;
    if (sy__vk_forked_child()) {
        b->magic = 0; /* host memory only: the driver's threads are the parent's */
        free(b);
        return;
    }
    pthread_mutex_lock(&dev->lock);
    const int deferred = sy__vk_defer_free(dev, b);
    pthread_mutex_unlock(&dev->lock);
    if (!deferred)
        sy__vk_buffer_destroy(b); /* outside the lock: it may drop the device's last reference */
}

static int in_bounds(const sy__vk_buffer *b, size_t offset, size_t bytes)
{
    return offset <= b->bytes && bytes <= b->bytes - offset;
}

/* A staged buffer's bytes at offset into dst: the copy into a staging buffer recorded into the open
 * batch, which is submitted and waited for (with everything before it), the copy out. */
static sy_status staged_read(sy__vk_device *dev, sy__vk_buffer *b, size_t offset, void *dst, size_t bytes,
                             sy_status fail)
{
    sy__vk_buffer *stage;
    sy_status status = make_buffer(dev, b->index, bytes, dev->memory_type, 1, "a staging buffer", &stage);
    if (status != SY_OK)
        return status;
    char what[64];
    snprintf(what, sizeof what, "read of %zu bytes (staging copy)", bytes);
    pthread_mutex_lock(&dev->lock);
    status = sy__vk_copy(dev, b, offset, stage, 0, bytes, what);
    if (status == SY_OK)
        atomic_fetch_add_explicit(&sy__vk_staged, 1, memory_order_relaxed);
    sy__vk_reap(dev, 1); /* the copy's batch, or what it failed to be recorded behind */
    if (status == SY_OK)
        status = sy__vk_take_failure(dev, fail);
    pthread_mutex_unlock(&dev->lock);
    if (status == SY_OK)
        memcpy(dst, stage->map, bytes);
    sy__vk_buffer_destroy(stage); /* every batch is retired: nothing uses it now */
    return status;
}

/* src's bytes into a staged buffer at offset: into a fresh staging buffer, whose copy is recorded into
 * the open batch (after the commands before it, which may use b: the barrier orders them) and which is
 * freed with that batch. Nothing waits. */
static sy_status staged_write(sy__vk_device *dev, sy__vk_buffer *b, size_t offset, const void *src, size_t bytes)
{
    sy__vk_buffer *stage;
    sy_status status = make_buffer(dev, b->index, bytes, dev->memory_type, 1, "a staging buffer", &stage);
    if (status != SY_OK)
        return status;
    memcpy(stage->map, src, bytes); /* fresh: no batch uses it, and the batch is submitted after this */
    char what[64];
    snprintf(what, sizeof what, "write of %zu bytes (staging copy)", bytes);
    pthread_mutex_lock(&dev->lock);
    status = sy__vk_copy(dev, stage, 0, b, offset, bytes, what);
    int deferred = 0;
    if (status == SY_OK) {
        atomic_fetch_add_explicit(&sy__vk_staged, 1, memory_order_relaxed);
        deferred = sy__vk_defer_free(dev, stage); /* to the copy's batch, open or submitted */
    }
    pthread_mutex_unlock(&dev->lock);
    if (!deferred)
        sy__vk_buffer_destroy(stage); /* not recorded, or its batch already done */
    return status;
}

sy_status sy_k_vulkan_read(uint32_t index, const void *handle, size_t offset, void *dst, size_t bytes)
{
    sy_status status;
    sy__vk_device *dev = sy__vk_device_get(index, &status);
    if (dev == NULL)
        return status == SY_E_DEVICE_ERROR ? status : SY_E_TRANSFER_FAILED;
    sy__vk_buffer *b = sy__vk_lookup(index, handle);
    if (b == NULL || !in_bounds(b, offset, bytes) || (dst == NULL && bytes > 0))
        return sy_kernel_error(SY_E_TRANSFER_FAILED, "read of %zu bytes at %zu: not a live buffer of Vulkan device "
                               "%u, or out of its bounds", bytes, offset, (unsigned)index);
    if (b->map == NULL && bytes > 0)
        return staged_read(dev, b, offset, dst, bytes, SY_E_DEVICE_ERROR);
    pthread_mutex_lock(&dev->lock);
    sy__vk_reap(dev, 1);
    status = sy__vk_take_failure(dev, SY_E_DEVICE_ERROR);
    pthread_mutex_unlock(&dev->lock);
    if (status == SY_OK && bytes > 0)
        memcpy(dst, b->map + offset, bytes);
    return status;
}

sy_status sy_k_vulkan_write(uint32_t index, void *handle, size_t offset, const void *src, size_t bytes)
{
    sy_status status;
    sy__vk_device *dev = sy__vk_device_get(index, &status);
    if (dev == NULL)
        return status == SY_E_DEVICE_ERROR ? status : SY_E_TRANSFER_FAILED;
    sy__vk_buffer *b = sy__vk_lookup(index, handle);
    if (b == NULL || !in_bounds(b, offset, bytes) || (src == NULL && bytes > 0))
        return sy_kernel_error(SY_E_TRANSFER_FAILED, "write of %zu bytes at %zu: not a live buffer of Vulkan "
                               "device %u, or out of its bounds", bytes, offset, (unsigned)index);
    if (bytes == 0)
        return SY_OK;
    if (b->map == NULL)
        return staged_write(dev, b, offset, src, bytes);
    pthread_mutex_lock(&dev->lock);
    sy__vk_settle(dev, b);
    pthread_mutex_unlock(&dev->lock);
    memcpy(b->map + offset, src, bytes);
    return SY_OK;
}

sy_status sy_k_vulkan_write_async(uint32_t index, void *handle, size_t offset, const void *src, size_t bytes,
                                  void (*done)(void *ctx), void *ctx)
{
    if (done == NULL)
        return sy_kernel_error(SY_E_TRANSFER_FAILED, "write_async without a done callback");
    const sy_status status = sy_k_vulkan_write(index, handle, offset, src, bytes);
    if (status == SY_OK)
        done(ctx); /* the copy is done: src is the caller's again */
    return status;
}

sy_status sy_k_vulkan_copy_peer(uint32_t src_index, const void *src_handle, uint32_t dst_index, void *dst_handle,
                                size_t bytes)
{
    sy_status status;
    sy__vk_device *sdev = sy__vk_device_get(src_index, &status);
    if (sdev == NULL || sy__vk_device_get(dst_index, &status) == NULL)
        return status == SY_E_DEVICE_ERROR ? status : SY_E_TRANSFER_FAILED;
    sy__vk_buffer *src = sy__vk_lookup(src_index, src_handle);
    sy__vk_buffer *dst = sy__vk_lookup(dst_index, dst_handle);
    if (src == NULL || dst == NULL || bytes > src->bytes || bytes > dst->bytes)
        return sy_kernel_error(SY_E_TRANSFER_FAILED, "copy of %zu bytes from Vulkan device %u to %u: not live "
                               "buffers of those devices, or out of their bounds", bytes, (unsigned)src_index,
                               (unsigned)dst_index);
    if (bytes == 0 || src == dst)
        return SY_OK;
    sy__vk_device *ddev = dst->dev;
    unsigned char *tmp = NULL; /* a staged source's bytes, read to the host */
    if (src->map == NULL) {
        tmp = (unsigned char *)malloc(bytes);
        if (tmp == NULL)
            return sy_kernel_error(SY_E_OUT_OF_MEMORY,
                                   "copy of %zu bytes from Vulkan device %u to %u: no host memory "
                                   "for the staged source",
                                   bytes, (unsigned)src_index, (unsigned)dst_index);
        status = staged_read(sdev, src, 0, tmp, bytes, SY_E_TRANSFER_FAILED);
    } else {
        pthread_mutex_lock(&sdev->lock);
        sy__vk_reap(sdev, 1);
        status = sy__vk_take_failure(sdev, SY_E_TRANSFER_FAILED);
        pthread_mutex_unlock(&sdev->lock);
    }
    const unsigned char *from = tmp != NULL ? tmp : src->map;
    if (status == SY_OK && dst->map == NULL) {
        status = staged_write(ddev, dst, 0, from, bytes); /* recorded after the destination's commands */
    } else if (status == SY_OK) {
        pthread_mutex_lock(&ddev->lock);
        sy__vk_settle(ddev, dst);
        pthread_mutex_unlock(&ddev->lock);
        memcpy(dst->map, from, bytes);
    }
    if (status == SY_OK)
        atomic_fetch_add_explicit(&sy__vk_peers, 1, memory_order_relaxed);
    free(tmp);
    return status;
}
