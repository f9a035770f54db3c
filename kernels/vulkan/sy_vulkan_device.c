/* switchyard vulkan backend: the instance and the devices, and the queue of
 * submissions of each device (runtime/sy_contract.h, "Asynchrony").
 *
 * Devices: the physical devices of every Vulkan driver the loader finds, in
 * its order. SY_VULKAN_DEVICES selects from them with the syntax every
 * device backend shares (sy_kernel_device_selected): comma-separated entries,
 * each a decimal index into the full list or a part of the device name
 * (ASCII case ignored); entries only select (the order stays the loader's,
 * a device selected twice appears once); unset or empty: every device; an
 * entry that selects nothing is ignored. SY_VULKAN_LOGICAL=N (1 to 4,
 * default 1) opens each selected device N times, as N logical devices
 * (VkDevice) that share nothing: lavapipe shows one physical device, and
 * the tests open it twice to exercise the transfer between two devices. A
 * device is dropped when it lacks what the backend needs (Vulkan 1.2, a
 * compute queue, host-visible coherent memory, VK_KHR_push_descriptor) or
 * its VkDevice cannot be made; with none left the count is 0 and
 * NO_SUCH_DEVICE's detail says why (no loader or driver, no device, the
 * filter, what was missing). Features the shaders use are enabled where
 * the device has them and recorded (8-bit storage for bool buffers, 16-bit
 * storage for f16 ones, shaderFloat64); a kernel whose shader needs one the
 * device lacks falls back to cpu. SY_VULKAN_F16=0 leaves 16-bit storage
 * off, as on a device without it (the tests run f16 both ways).
 *
 * Memory: buffers are host-visible, coherent memory, mapped for their
 * lifetime (on lavapipe, whose only memory type is that, and on integrated
 * GPUs this is the device's memory), or, on a device with a device-local
 * type the host cannot map (a discrete GPU), device-local and reached
 * through staging copies (sy_vulkan_mem.c). SY_VULKAN_STAGING=1 stages on
 * every device (lavapipe's memory used unmapped, so the tests take that
 * path), =0 on none; the host-visible coherent type is needed either way,
 * for the staging buffers.
 *
 * Queue: commands are batched. Each device has at most one open batch, a
 * command buffer being recorded; each kernel call appends to it a barrier
 * (ordering it after every command recorded or submitted before on the
 * device's queue) and its dispatch or fill, and returns; a staged read or
 * write appends its vkCmdCopyBuffer the same way (sy__vk_copy). The batch is
 * submitted, with one vkQueueSubmit and one fence, and a last barrier
 * making its writes visible to the host, when
 *   - it holds SY__VK_BATCH (64) commands: a chain never read still
 *     reaches the device, and a failure names at most 64 ops' batch;
 *   - flush is called: the runtime calls it at the end of every move onto
 *     the device (runtime/sy_contract.h, "Asynchrony");
 *   - anything waits: read (and so every host fallback's staging),
 *     synchronize (sy_synchronize), shutdown, the source of a direct
 *     transfer, and a host write into a buffer the batch uses (below);
 *   - buffers freed while it uses them hold more than
 *     SY__VK_BATCH_FREE_BYTES (64 MiB): their memory returns once it is done.
 * Work recorded and never read, synchronized or moved past stays recorded
 * until one of these (at the latest sy_shutdown), holding its buffers; it
 * has no other effect a caller can see. Submitted batches wait in a list,
 * oldest first; any later launch that opens a batch, free or flush retires
 * those whose fence has signalled, and a wait retires all of them.
 *
 * Every batch has a serial (1, 2, ... per device) and every buffer the
 * serial of the last batch that records a command on it. A free defers the
 * buffer to that batch (open or submitted: its work runs after, and so
 * finishes after, every earlier one's) and destroys it when that batch is
 * retired, or at once when it is done. The host writes into mapped memory,
 * which a command recorded before but submitted after the write would see
 * (vkQueueSubmit makes the host's earlier writes visible): so a write, and
 * the destination of a direct transfer, first waits for the batches up to
 * the buffer's serial, submitting the open one if that is it. The buffers
 * the runtime writes are fresh (an output allocated for the move), so this
 * costs nothing there. A staged buffer (Memory, above) is never written by
 * the host: its write is a copy recorded into the open batch, ordered after
 * the commands before it by the barrier, so it waits for nothing, and its
 * staging buffer is freed with that batch (sy_vulkan_mem.c).
 *
 * Errors: a submission that fails (vkEndCommandBuffer, vkCreateFence,
 * vkQueueSubmit) or a fence that reports one (VK_ERROR_DEVICE_LOST) is kept
 * as the device's failure, naming the batch's first op and how many more
 * commands it held, and returned once by the next wait (the launch that
 * filled the batch returns SY_OK: its work was queued, as with a fence that
 * fails later). A failed submission's batch runs nothing; it is retired,
 * with its deferred buffers, at the next reap. sy__vk_fail_next_batch
 * (sy_vulkan.h) injects either failure for the tests.
 *
 * Threads: init and shutdown run under the runtime's lock and publish the
 * state with release/acquire; each device has one lock for its queue,
 * command pool, open batch, submission list, the buffers' serials and the
 * pipelines, so launches of several threads on one device append to one
 * batch in the order they take the lock.
 *
 * fork: a child of a process that initialized the backend gets
 * SY_E_DEVICE_ERROR from every call (lavapipe's threads stay in the
 * parent); its free releases host memory only. */

/* Under AddressSanitizer, the shared objects the Vulkan loader opens for its
 * drivers stay loaded after the instance is destroyed (pin_new_objects).
 * The loader unloads a driver with its last instance; a driver's one-off
 * allocations, which its globals still pointed to, then look leaked when
 * LeakSanitizer checks at exit, with only `<unknown module>` frames that no
 * suppression can name (Mesa 22.3.6's lavapipe makes one in a pthread_once
 * during vkEnumeratePhysicalDevices). Kept loaded, the driver's globals are
 * still there to reach them, and kernels/vulkan/lsan.supp names its module
 * for the rest. Chromium's sanitizer builds skip dlclose for the same
 * reason. Other builds leave the loader alone. */
#if defined(__SANITIZE_ADDRESS__)
#define SY__VK_PIN 1
#elif defined(__has_feature)
#if __has_feature(address_sanitizer)
#define SY__VK_PIN 1
#endif
#endif
#ifdef SY__VK_PIN
#define _GNU_SOURCE /* dl_iterate_phdr's struct dl_phdr_info, in <link.h> */
#endif

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "sy_kernels.h"
#include "sy_vulkan.h"
#include "sy_vulkan_spv.h"

#ifdef SY__VK_PIN
#include <dlfcn.h>
#include <link.h>

static int count_object(struct dl_phdr_info *info, size_t size, void *data)
{
    (void)info;
    (void)size;
    ++*(size_t *)data;
    return 0;
}

/* every object from the `skip`-th on (those loaded since it was counted) */
static int pin_object(struct dl_phdr_info *info, size_t size, void *data)
{
    (void)size;
    size_t *skip = (size_t *)data;
    if (*skip > 0) {
        --*skip;
        return 0;
    }
    if (info->dlpi_name != NULL && info->dlpi_name[0] != '\0') {
        void *h = dlopen(info->dlpi_name, RTLD_LAZY | RTLD_NOLOAD | RTLD_NODELETE);
        if (h != NULL)
            dlclose(h); /* RTLD_NODELETE stays with the object */
    }
    return 0;
}

static size_t count_objects(void)
{
    size_t n = 0;
    dl_iterate_phdr(count_object, &n);
    return n;
}

static void pin_new_objects(size_t before) { dl_iterate_phdr(pin_object, &before); }
#else
static size_t count_objects(void) { return 0; }
static void pin_new_objects(size_t before) { (void)before; }
#endif

typedef struct sy__vk_state {
    sy__vk_instance *inst;
    uint32_t count;
    sy__vk_device **devs;
} sy__vk_state;

static _Atomic(sy__vk_state *) sy__vk_current;
static char sy__vk_reason[400];
static atomic_int sy__vk_forked, sy__vk_used;
static pthread_once_t sy__vk_atfork_once = PTHREAD_ONCE_INIT;

static void postfork_child(void)
{
    if (atomic_load(&sy__vk_used))
        atomic_store(&sy__vk_forked, 1);
}
static void atfork_install(void) { pthread_atfork(NULL, NULL, postfork_child); }

const char *sy__vk_result_name(VkResult r)
{
    switch (r) {
#define N(x)                                                                                                           \
    case x:                                                                                                            \
        return #x;
        N(VK_SUCCESS)
        N(VK_NOT_READY)
        N(VK_TIMEOUT)
        N(VK_INCOMPLETE)
        N(VK_ERROR_OUT_OF_HOST_MEMORY)
        N(VK_ERROR_OUT_OF_DEVICE_MEMORY)
        N(VK_ERROR_INITIALIZATION_FAILED)
        N(VK_ERROR_DEVICE_LOST)
        N(VK_ERROR_MEMORY_MAP_FAILED)
        N(VK_ERROR_LAYER_NOT_PRESENT)
        N(VK_ERROR_EXTENSION_NOT_PRESENT)
        N(VK_ERROR_FEATURE_NOT_PRESENT)
        N(VK_ERROR_INCOMPATIBLE_DRIVER)
        N(VK_ERROR_TOO_MANY_OBJECTS)
        N(VK_ERROR_FORMAT_NOT_SUPPORTED)
#undef N
    default:
        return "VK_ERROR_(other)";
    }
}

/* ---- lifetimes ------------------------------------------------------------------ */

static void instance_release(sy__vk_instance *inst)
{
    if (inst != NULL && atomic_fetch_sub(&inst->refs, 1) == 1) {
        if (!atomic_load(&sy__vk_forked))
            vkDestroyInstance(inst->instance, NULL);
        free(inst);
    }
}

static void sub_retire(sy__vk_device *dev, sy__vk_sub *s);

void sy__vk_device_release(sy__vk_device *dev)
{
    if (dev == NULL || atomic_fetch_sub(&dev->refs, 1) != 1)
        return;
    if (!atomic_load(&sy__vk_forked) && dev->device != VK_NULL_HANDLE) {
        vkDeviceWaitIdle(dev->device);
        for (size_t s = 0; dev->pipelines != NULL && s < (size_t)SY__VK_SHADER_COUNT * SY__VK_OPS; s++)
            if (dev->pipelines[s] != VK_NULL_HANDLE)
                vkDestroyPipeline(dev->device, dev->pipelines[s], NULL);
        if (dev->layout != VK_NULL_HANDLE)
            vkDestroyPipelineLayout(dev->device, dev->layout, NULL);
        if (dev->set_layout != VK_NULL_HANDLE)
            vkDestroyDescriptorSetLayout(dev->device, dev->set_layout, NULL);
        if (dev->open != NULL) /* not reached: shutdown submits it, and an old device records nothing */
            sub_retire(dev, dev->open);
        if (dev->pool != VK_NULL_HANDLE)
            vkDestroyCommandPool(dev->device, dev->pool, NULL);
        vkDestroyDevice(dev->device, NULL);
    }
    free(dev->pipelines);
    pthread_mutex_destroy(&dev->lock);
    instance_release(dev->inst);
    free(dev);
}

/* ---- the queue of submissions ------------------------------------------------------ */

static void keep_failure(sy__vk_device *dev, const sy__vk_sub *s, const char *call, VkResult r)
{
    if (dev->failed[0] != '\0')
        return;
    char more[48] = "";
    if (s->count > 1)
        snprintf(more, sizeof more, " and %u more command%s of its batch", (unsigned)s->count - 1,
                 s->count > 2 ? "s" : "");
    snprintf(dev->failed, sizeof dev->failed,
             "queued work failed: %.63s%s on Vulkan device %u (%.100s): %.40s: %.40s (%d)", s->what, more,
             (unsigned)dev->index, dev->name, call, sy__vk_result_name(r), (int)r);
}

static void sub_retire(sy__vk_device *dev, sy__vk_sub *s)
{
    while (s->frees != NULL) {
        sy__vk_buffer *b = s->frees;
        s->frees = b->next_free;
        sy__vk_buffer_destroy(b);
    }
    if (s->fence != VK_NULL_HANDLE)
        vkDestroyFence(dev->device, s->fence, NULL);
    vkFreeCommandBuffers(dev->device, dev->pool, 1, &s->cmd);
    free(s);
}

static atomic_long sy__vk_wait_count, sy__vk_submit_count, sy__vk_command_count;
static atomic_int sy__vk_inject; /* sy__vk_fail_next_batch: 1 at the submit, 2 at the fence */

long sy__vk_waits(void) { return atomic_load(&sy__vk_wait_count); }
long sy__vk_submits(void) { return atomic_load(&sy__vk_submit_count); }
long sy__vk_commands(void) { return atomic_load(&sy__vk_command_count); }
void sy__vk_fail_next_batch(int at_submit) { atomic_store(&sy__vk_inject, at_submit ? 1 : 2); }

/* Retires the submitted batches oldest first, until one of serial > upto
 * is reached or, without wait, one whose fence has not signalled. */
static void reap_upto(sy__vk_device *dev, uint64_t upto, int wait)
{
    while (dev->head != NULL && dev->head->serial <= upto) {
        sy__vk_sub *s = dev->head;
        VkResult r = VK_SUCCESS;
        if (s->fence != VK_NULL_HANDLE) { /* else its submission failed, and was reported as such */
            r = wait ? vkWaitForFences(dev->device, 1, &s->fence, VK_TRUE, UINT64_MAX)
                     : vkGetFenceStatus(dev->device, s->fence);
            if (r == VK_NOT_READY || r == VK_TIMEOUT)
                return;
            if (r == VK_SUCCESS && s->lost)
                r = VK_ERROR_DEVICE_LOST; /* the test hook */
            if (r != VK_SUCCESS)
                keep_failure(dev, s, wait ? "vkWaitForFences" : "vkGetFenceStatus", r);
        }
        dev->head = s->next;
        if (dev->head == NULL)
            dev->tail = NULL;
        dev->done = s->serial;
        /* a failed fence counts as done: a lost device runs nothing more */
        sub_retire(dev, s);
    }
}

void sy__vk_reap(sy__vk_device *dev, int wait)
{
    if (wait) {
        atomic_fetch_add_explicit(&sy__vk_wait_count, 1, memory_order_relaxed);
        sy__vk_submit_open(dev);
    }
    reap_upto(dev, UINT64_MAX, wait);
}

sy_status sy__vk_take_failure(sy__vk_device *dev, sy_status status)
{
    if (dev->failed[0] == '\0')
        return SY_OK;
    sy_kernel_error(status, "%s", dev->failed); /* it names the call that failed */
    dev->failed[0] = '\0';
    return status;
}

/* A batch opened: its command buffer allocated and begun; what names its first command. */
static sy_status open_batch(sy__vk_device *dev, const char *what)
{
    sy__vk_reap(dev, 0);
    sy__vk_sub *s = (sy__vk_sub *)calloc(1, sizeof *s);
    if (s == NULL)
        return sy_kernel_error(SY_E_OUT_OF_MEMORY, "%s on Vulkan device %u: out of host memory for a batch", what,
                               (unsigned)dev->index);
    const char *call = "vkAllocateCommandBuffers";
    const VkCommandBufferAllocateInfo ai = {.sType = VK_STRUCTURE_TYPE_COMMAND_BUFFER_ALLOCATE_INFO,
                                            .commandPool = dev->pool,
                                            .level = VK_COMMAND_BUFFER_LEVEL_PRIMARY,
                                            .commandBufferCount = 1};
    VkResult r = vkAllocateCommandBuffers(dev->device, &ai, &s->cmd);
    if (r == VK_SUCCESS) {
        const VkCommandBufferBeginInfo bi = {.sType = VK_STRUCTURE_TYPE_COMMAND_BUFFER_BEGIN_INFO,
                                             .flags = VK_COMMAND_BUFFER_USAGE_ONE_TIME_SUBMIT_BIT};
        call = "vkBeginCommandBuffer";
        r = vkBeginCommandBuffer(s->cmd, &bi);
        if (r != VK_SUCCESS)
            vkFreeCommandBuffers(dev->device, dev->pool, 1, &s->cmd);
    }
    if (r != VK_SUCCESS) {
        free(s);
        return sy_kernel_error(
            r == VK_ERROR_OUT_OF_HOST_MEMORY || r == VK_ERROR_OUT_OF_DEVICE_MEMORY ? SY_E_OUT_OF_MEMORY
                                                                                   : SY_E_DEVICE_ERROR,
            "%s on Vulkan device %u: %s: %s", what, (unsigned)dev->index, call, sy__vk_result_name(r));
    }
    s->serial = ++dev->serials;
    snprintf(s->what, sizeof s->what, "%s", what);
    dev->open = s;
    return SY_OK;
}

/* The open batch (opened if none is, its first command named what) with the barrier before the next
 * command recorded, and the n buffers marked as used by it. */
static sy_status record(sy__vk_device *dev, const char *what, sy__vk_buffer *const *bufs, int n, VkCommandBuffer *cmd)
{
    if (dev->open == NULL) {
        const sy_status status = open_batch(dev, what);
        if (status != SY_OK)
            return status;
    }
    sy__vk_sub *s = dev->open;
    /* everything recorded or submitted before (shaders, fills, copies, the host's writes) before the next command */
    const VkMemoryBarrier mb = {.sType = VK_STRUCTURE_TYPE_MEMORY_BARRIER,
                                .srcAccessMask = VK_ACCESS_SHADER_WRITE_BIT | VK_ACCESS_TRANSFER_WRITE_BIT |
                                                 VK_ACCESS_HOST_WRITE_BIT,
                                .dstAccessMask = VK_ACCESS_SHADER_READ_BIT | VK_ACCESS_SHADER_WRITE_BIT |
                                                 VK_ACCESS_TRANSFER_READ_BIT | VK_ACCESS_TRANSFER_WRITE_BIT};
    vkCmdPipelineBarrier(
        s->cmd, VK_PIPELINE_STAGE_COMPUTE_SHADER_BIT | VK_PIPELINE_STAGE_TRANSFER_BIT | VK_PIPELINE_STAGE_HOST_BIT,
        VK_PIPELINE_STAGE_COMPUTE_SHADER_BIT | VK_PIPELINE_STAGE_TRANSFER_BIT, 0, 1, &mb, 0, NULL, 0, NULL);
    for (int k = 0; k < n; k++)
        bufs[k]->last_use = s->serial;
    *cmd = s->cmd;
    return SY_OK;
}

sy_status sy__vk_record(sy__vk_device *dev, sy_op op, const char *shader, sy__vk_buffer *const *bufs, int n,
                        VkCommandBuffer *cmd)
{
    char what[64];
    if (shader != NULL)
        snprintf(what, sizeof what, "op %s (shader %s)", sy_op_name(op), shader);
    else
        snprintf(what, sizeof what, "op %s (vkCmdFillBuffer)", sy_op_name(op));
    return record(dev, what, bufs, n, cmd);
}

/* Counts a command in the open batch; submits the batch when it is full. */
static void count_command(sy__vk_device *dev)
{
    if (++dev->open->count >= SY__VK_BATCH)
        sy__vk_submit_open(dev);
}

sy_status sy__vk_copy(sy__vk_device *dev, sy__vk_buffer *src, size_t src_off, sy__vk_buffer *dst, size_t dst_off,
                      size_t bytes, const char *what)
{
    sy__vk_buffer *const bufs[2] = {src, dst};
    VkCommandBuffer cmd;
    const sy_status status = record(dev, what, bufs, 2, &cmd);
    if (status != SY_OK)
        return status;
    const VkBufferCopy region = {.srcOffset = src_off, .dstOffset = dst_off, .size = bytes};
    vkCmdCopyBuffer(cmd, src->buffer, dst->buffer, 1, &region);
    count_command(dev);
    return SY_OK;
}

void sy__vk_recorded(sy__vk_device *dev)
{
    atomic_fetch_add_explicit(&sy__vk_command_count, 1, memory_order_relaxed);
    count_command(dev);
}

void sy__vk_submit_open(sy__vk_device *dev)
{
    sy__vk_sub *s = dev->open;
    if (s == NULL)
        return;
    dev->open = NULL;
    const VkMemoryBarrier mb = {.sType = VK_STRUCTURE_TYPE_MEMORY_BARRIER,
                                .srcAccessMask = VK_ACCESS_SHADER_WRITE_BIT | VK_ACCESS_TRANSFER_WRITE_BIT,
                                .dstAccessMask = VK_ACCESS_HOST_READ_BIT};
    vkCmdPipelineBarrier(s->cmd, VK_PIPELINE_STAGE_COMPUTE_SHADER_BIT | VK_PIPELINE_STAGE_TRANSFER_BIT,
                         VK_PIPELINE_STAGE_HOST_BIT, 0, 1, &mb, 0, NULL, 0, NULL);
    const char *call = "vkEndCommandBuffer";
    VkResult r = vkEndCommandBuffer(s->cmd);
    if (r == VK_SUCCESS) {
        const VkFenceCreateInfo fi = {.sType = VK_STRUCTURE_TYPE_FENCE_CREATE_INFO};
        call = "vkCreateFence";
        r = vkCreateFence(dev->device, &fi, NULL, &s->fence);
        if (r != VK_SUCCESS)
            s->fence = VK_NULL_HANDLE;
    }
    if (r == VK_SUCCESS) {
        const int inject = atomic_exchange(&sy__vk_inject, 0);
        const VkSubmitInfo si = {
            .sType = VK_STRUCTURE_TYPE_SUBMIT_INFO, .commandBufferCount = 1, .pCommandBuffers = &s->cmd};
        call = "vkQueueSubmit";
        r = inject == 1 ? VK_ERROR_DEVICE_LOST : vkQueueSubmit(dev->queue, 1, &si, s->fence);
        s->lost = inject == 2;
        if (r != VK_SUCCESS) {
            vkDestroyFence(dev->device, s->fence, NULL);
            s->fence = VK_NULL_HANDLE;
        } else {
            atomic_fetch_add_explicit(&sy__vk_submit_count, 1, memory_order_relaxed);
        }
    }
    if (r != VK_SUCCESS)
        keep_failure(dev, s, call, r); /* nothing of it runs: done at the next reap */
    if (dev->tail != NULL)
        dev->tail->next = s;
    else
        dev->head = s;
    dev->tail = s;
}

void sy__vk_settle(sy__vk_device *dev, const sy__vk_buffer *b)
{
    if (b->last_use <= dev->done)
        return;
    atomic_fetch_add_explicit(&sy__vk_wait_count, 1, memory_order_relaxed);
    if (dev->open != NULL && b->last_use >= dev->open->serial)
        sy__vk_submit_open(dev);
    reap_upto(dev, b->last_use, 1);
}

int sy__vk_defer_free(sy__vk_device *dev, sy__vk_buffer *b)
{
    sy__vk_reap(dev, 0);
    if (b->last_use <= dev->done)
        return 0;
    sy__vk_sub *s = dev->open;
    if (s == NULL || b->last_use < s->serial) /* the submitted batch that used it last */
        for (s = dev->head; s != NULL && s->serial < b->last_use; s = s->next)
            ;
    if (s == NULL)
        s = dev->open != NULL ? dev->open : dev->tail; /* not reached: every serial above done is listed */
    if (s == NULL)
        return 0;
    b->next_free = s->frees;
    s->frees = b;
    s->free_bytes += b->bytes;
    if (s == dev->open && s->free_bytes > SY__VK_BATCH_FREE_BYTES)
        sy__vk_submit_open(dev); /* its memory comes back once the batch is done */
    return 1;
}

/* ---- discovery ----------------------------------------------------------------------- */

static void add_reason(const char *fmt, const char *name, const char *what)
{
    const size_t used = strlen(sy__vk_reason);
    if (used + 1 < sizeof sy__vk_reason)
        snprintf(sy__vk_reason + used, sizeof sy__vk_reason - used, fmt, name, what);
}

static int has_extension(VkPhysicalDevice pd, const char *ext)
{
    uint32_t n = 0;
    if (vkEnumerateDeviceExtensionProperties(pd, NULL, &n, NULL) != VK_SUCCESS || n == 0)
        return 0;
    VkExtensionProperties *e = (VkExtensionProperties *)calloc(n, sizeof *e);
    int found = 0;
    if (e != NULL && vkEnumerateDeviceExtensionProperties(pd, NULL, &n, e) == VK_SUCCESS)
        for (uint32_t i = 0; i < n && !found; i++)
            found = strcmp(e[i].extensionName, ext) == 0;
    free(e);
    return found;
}

/* A logical device on pd, or NULL (the reason appended). */
static sy__vk_device *open_device(sy__vk_instance *inst, VkPhysicalDevice pd, const char *name)
{
    VkPhysicalDeviceProperties props;
    vkGetPhysicalDeviceProperties(pd, &props);
    if (props.apiVersion < VK_API_VERSION_1_2) {
        add_reason("%s: Vulkan %s is needed. ", name, "1.2");
        return NULL;
    }
    if (!has_extension(pd, VK_KHR_PUSH_DESCRIPTOR_EXTENSION_NAME)) {
        add_reason("%s: no %s. ", name, VK_KHR_PUSH_DESCRIPTOR_EXTENSION_NAME);
        return NULL;
    }
    uint32_t nq = 0;
    vkGetPhysicalDeviceQueueFamilyProperties(pd, &nq, NULL);
    VkQueueFamilyProperties qf[16];
    nq = nq > 16 ? 16 : nq;
    vkGetPhysicalDeviceQueueFamilyProperties(pd, &nq, qf);
    uint32_t family = UINT32_MAX;
    for (uint32_t q = 0; q < nq && family == UINT32_MAX; q++)
        if (qf[q].queueFlags & VK_QUEUE_COMPUTE_BIT)
            family = q;
    VkPhysicalDeviceMemoryProperties mp;
    vkGetPhysicalDeviceMemoryProperties(pd, &mp);
    const VkMemoryPropertyFlags want = VK_MEMORY_PROPERTY_HOST_VISIBLE_BIT | VK_MEMORY_PROPERTY_HOST_COHERENT_BIT;
    uint32_t memory_type = UINT32_MAX;
    for (uint32_t t = 0; t < mp.memoryTypeCount && memory_type == UINT32_MAX; t++)
        if ((mp.memoryTypes[t].propertyFlags & want) == want)
            memory_type = t;
    if (family == UINT32_MAX || memory_type == UINT32_MAX) {
        add_reason("%s: %s. ", name, family == UINT32_MAX ? "no compute queue" : "no host-visible coherent memory");
        return NULL;
    }
    /* Staging (SY_VULKAN_STAGING: 1 always, 0 never, unset where it pays): buffers in a device-local type
     * the host cannot map, as a discrete GPU has; with 1 and no such type, the first device-local one
     * (lavapipe's only type), used through staging all the same, so the tests run that path. */
    uint32_t local_type = UINT32_MAX, any_local = UINT32_MAX;
    for (uint32_t t = 0; t < mp.memoryTypeCount; t++) {
        const VkMemoryPropertyFlags fl = mp.memoryTypes[t].propertyFlags;
        if ((fl & VK_MEMORY_PROPERTY_DEVICE_LOCAL_BIT) && any_local == UINT32_MAX)
            any_local = t;
        if ((fl & VK_MEMORY_PROPERTY_DEVICE_LOCAL_BIT) && !(fl & VK_MEMORY_PROPERTY_HOST_VISIBLE_BIT) &&
            local_type == UINT32_MAX)
            local_type = t;
    }
    const char *staging_env = getenv("SY_VULKAN_STAGING");
    int staged = local_type != UINT32_MAX;
    if (staging_env != NULL && (strcmp(staging_env, "0") == 0 || strcmp(staging_env, "1") == 0))
        staged = staging_env[0] == '1';
    if (local_type == UINT32_MAX)
        local_type = any_local != UINT32_MAX ? any_local : memory_type;
    VkPhysicalDeviceVulkan11Features f11 = {.sType = VK_STRUCTURE_TYPE_PHYSICAL_DEVICE_VULKAN_1_1_FEATURES};
    VkPhysicalDeviceVulkan12Features f12 = {.sType = VK_STRUCTURE_TYPE_PHYSICAL_DEVICE_VULKAN_1_2_FEATURES,
                                            .pNext = &f11};
    VkPhysicalDeviceFeatures2 f2 = {.sType = VK_STRUCTURE_TYPE_PHYSICAL_DEVICE_FEATURES_2, .pNext = &f12};
    vkGetPhysicalDeviceFeatures2(pd, &f2);
    /* enable only what the shaders use (the f16 ones: 16-bit storage, no f16 arithmetic) */
    /* SY_VULKAN_F16=0: as if the device had no 16-bit storage (its f16 calls run on cpu; the tests use it) */
    const char *f16_env = getenv("SY_VULKAN_F16");
    const int no_f16 = f16_env != NULL && strcmp(f16_env, "0") == 0;
    VkPhysicalDeviceVulkan11Features e11 = {.sType = VK_STRUCTURE_TYPE_PHYSICAL_DEVICE_VULKAN_1_1_FEATURES,
                                            .storageBuffer16BitAccess =
                                                no_f16 ? VK_FALSE : f11.storageBuffer16BitAccess};
    VkPhysicalDeviceVulkan12Features e12 = {.sType = VK_STRUCTURE_TYPE_PHYSICAL_DEVICE_VULKAN_1_2_FEATURES,
                                            .pNext = &e11,
                                            .storageBuffer8BitAccess = f12.storageBuffer8BitAccess,
                                            .shaderInt8 = f12.shaderInt8};
    VkPhysicalDeviceFeatures2 e2 = {.sType = VK_STRUCTURE_TYPE_PHYSICAL_DEVICE_FEATURES_2, .pNext = &e12};
    e2.features.shaderFloat64 = f2.features.shaderFloat64;
    const float prio = 1.0f;
    const VkDeviceQueueCreateInfo qi = {.sType = VK_STRUCTURE_TYPE_DEVICE_QUEUE_CREATE_INFO,
                                        .queueFamilyIndex = family,
                                        .queueCount = 1,
                                        .pQueuePriorities = &prio};
    const char *exts[1] = {VK_KHR_PUSH_DESCRIPTOR_EXTENSION_NAME};
    const VkDeviceCreateInfo di = {.sType = VK_STRUCTURE_TYPE_DEVICE_CREATE_INFO,
                                   .pNext = &e2,
                                   .queueCreateInfoCount = 1,
                                   .pQueueCreateInfos = &qi,
                                   .enabledExtensionCount = 1,
                                   .ppEnabledExtensionNames = exts};
    sy__vk_device *dev = (sy__vk_device *)calloc(1, sizeof *dev);
    VkPipeline *pipes = (VkPipeline *)calloc((size_t)SY__VK_SHADER_COUNT * SY__VK_OPS, sizeof *pipes);
    if (dev == NULL || pipes == NULL) {
        free(dev);
        free(pipes);
        add_reason("%s: %s. ", name, "out of host memory");
        return NULL;
    }
    VkResult r = vkCreateDevice(pd, &di, NULL, &dev->device);
    if (r != VK_SUCCESS) {
        free(dev);
        free(pipes);
        add_reason("%s: vkCreateDevice: %s. ", name, sy__vk_result_name(r));
        return NULL;
    }
    atomic_init(&dev->refs, 1);
    pthread_mutex_init(&dev->lock, NULL);
    dev->pipelines = pipes;
    dev->inst = inst;
    atomic_fetch_add(&inst->refs, 1);
    dev->phys = pd;
    dev->memory_type = memory_type;
    dev->local_type = local_type;
    dev->staged = staged;
    dev->f64 = f2.features.shaderFloat64 == VK_TRUE;
    dev->int8 = f12.storageBuffer8BitAccess == VK_TRUE && f12.shaderInt8 == VK_TRUE;
    dev->f16 = e11.storageBuffer16BitAccess == VK_TRUE;
    snprintf(dev->name, sizeof dev->name, "%s", name);
    vkGetDeviceQueue(dev->device, family, 0, &dev->queue);
    dev->push_descriptors =
        (PFN_vkCmdPushDescriptorSetKHR)vkGetDeviceProcAddr(dev->device, "vkCmdPushDescriptorSetKHR");
    const VkCommandPoolCreateInfo pi = {.sType = VK_STRUCTURE_TYPE_COMMAND_POOL_CREATE_INFO,
                                        .flags = VK_COMMAND_POOL_CREATE_TRANSIENT_BIT,
                                        .queueFamilyIndex = family};
    r = vkCreateCommandPool(dev->device, &pi, NULL, &dev->pool);
    VkDescriptorSetLayoutBinding binds[SY__VK_BINDINGS];
    for (uint32_t k = 0; k < SY__VK_BINDINGS; k++)
        binds[k] = (VkDescriptorSetLayoutBinding){.binding = k,
                                                  .descriptorType = VK_DESCRIPTOR_TYPE_STORAGE_BUFFER,
                                                  .descriptorCount = 1,
                                                  .stageFlags = VK_SHADER_STAGE_COMPUTE_BIT};
    if (r == VK_SUCCESS) {
        const VkDescriptorSetLayoutCreateInfo li = {.sType = VK_STRUCTURE_TYPE_DESCRIPTOR_SET_LAYOUT_CREATE_INFO,
                                                    .flags = VK_DESCRIPTOR_SET_LAYOUT_CREATE_PUSH_DESCRIPTOR_BIT_KHR,
                                                    .bindingCount = SY__VK_BINDINGS,
                                                    .pBindings = binds};
        r = vkCreateDescriptorSetLayout(dev->device, &li, NULL, &dev->set_layout);
    }
    if (r == VK_SUCCESS) {
        const VkPushConstantRange pcr = {.stageFlags = VK_SHADER_STAGE_COMPUTE_BIT, .size = SY__VK_PUSH_BYTES};
        const VkPipelineLayoutCreateInfo li = {.sType = VK_STRUCTURE_TYPE_PIPELINE_LAYOUT_CREATE_INFO,
                                               .setLayoutCount = 1,
                                               .pSetLayouts = &dev->set_layout,
                                               .pushConstantRangeCount = 1,
                                               .pPushConstantRanges = &pcr};
        r = vkCreatePipelineLayout(dev->device, &li, NULL, &dev->layout);
    }
    if (r != VK_SUCCESS || dev->push_descriptors == NULL) {
        add_reason("%s: the command pool or pipeline layout: %s. ", name, sy__vk_result_name(r));
        sy__vk_device_release(dev);
        return NULL;
    }
    return dev;
}

static uint32_t logical_copies(void)
{
    const char *s = getenv("SY_VULKAN_LOGICAL");
    if (s == NULL || *s == '\0')
        return 1;
    const long v = strtol(s, NULL, 10);
    return v < 1 ? 1 : v > 4 ? 4 : (uint32_t)v;
}

static sy__vk_state *discover(void)
{
    sy__vk_state *st = (sy__vk_state *)calloc(1, sizeof *st);
    sy__vk_instance *inst = (sy__vk_instance *)calloc(1, sizeof *inst);
    if (st == NULL || inst == NULL) {
        free(st);
        free(inst);
        snprintf(sy__vk_reason, sizeof sy__vk_reason, "out of host memory");
        return NULL;
    }
    atomic_init(&inst->refs, 1);
    st->inst = inst;
    const VkApplicationInfo ai = {.sType = VK_STRUCTURE_TYPE_APPLICATION_INFO,
                                  .pApplicationName = "switchyard",
                                  .apiVersion = VK_API_VERSION_1_2};
    const VkInstanceCreateInfo ci = {.sType = VK_STRUCTURE_TYPE_INSTANCE_CREATE_INFO, .pApplicationInfo = &ai};
    const size_t loaded = count_objects();
    VkResult r = vkCreateInstance(&ci, NULL, &inst->instance);
    if (r != VK_SUCCESS) {
        snprintf(sy__vk_reason, sizeof sy__vk_reason,
                 "vkCreateInstance: %s (%d): no Vulkan driver (ICD) the loader can use%s", sy__vk_result_name(r),
                 (int)r, getenv("VK_ICD_FILENAMES") ? " (VK_ICD_FILENAMES is set)" : "");
        free(inst);
        st->inst = NULL;
        return st;
    }
    uint32_t n = 0;
    r = vkEnumeratePhysicalDevices(inst->instance, &n, NULL);
    pin_new_objects(loaded);
    if (r != VK_SUCCESS || n == 0) {
        snprintf(sy__vk_reason, sizeof sy__vk_reason, "vkEnumeratePhysicalDevices: %s: the Vulkan drivers list no device",
                 sy__vk_result_name(r));
        return st;
    }
    VkPhysicalDevice *pds = (VkPhysicalDevice *)calloc(n, sizeof *pds);
    char(*names)[VK_MAX_PHYSICAL_DEVICE_NAME_SIZE] = calloc(n, sizeof *names);
    int *selected = (int *)calloc(n, sizeof *selected);
    const uint32_t copies = logical_copies();
    st->devs = (sy__vk_device **)calloc((size_t)n * copies, sizeof *st->devs);
    if (pds == NULL || names == NULL || selected == NULL || st->devs == NULL ||
        vkEnumeratePhysicalDevices(inst->instance, &n, pds) < 0) {
        snprintf(sy__vk_reason, sizeof sy__vk_reason, "vkEnumeratePhysicalDevices failed, or out of host memory");
        n = 0;
    }
    for (uint32_t d = 0; d < n; d++) {
        VkPhysicalDeviceProperties p;
        vkGetPhysicalDeviceProperties(pds[d], &p);
        memcpy(names[d], p.deviceName, sizeof names[d]);
        names[d][sizeof names[d] - 1] = '\0';
    }
    const char *spec = getenv("SY_VULKAN_DEVICES");
    for (uint32_t d = 0; d < n; d++)
        selected[d] = sy_kernel_device_selected(spec, d, names[d]);
    uint32_t n_sel = 0;
    for (uint32_t d = 0; d < n; d++)
        n_sel += (uint32_t)selected[d];
    if (n > 0 && n_sel == 0)
        snprintf(sy__vk_reason, sizeof sy__vk_reason,
                 "SY_VULKAN_DEVICES=\"%.80s\" selects none of the %u Vulkan devices (the first: %.60s)",
                 spec ? spec : "", (unsigned)n, names[0]);
    for (uint32_t d = 0; d < n; d++) {
        for (uint32_t c = 0; selected[d] && c < copies; c++) {
            char name[VK_MAX_PHYSICAL_DEVICE_NAME_SIZE + 16];
            if (copies > 1)
                snprintf(name, sizeof name, "%s #%u", names[d], (unsigned)c + 1);
            else
                snprintf(name, sizeof name, "%s", names[d]);
            sy__vk_device *dev = open_device(inst, pds[d], name);
            if (dev != NULL) {
                dev->index = st->count;
                st->devs[st->count++] = dev;
            }
        }
    }
    free(pds);
    free(names);
    free(selected);
    return st;
}

/* ---- the hooks ------------------------------------------------------------------------- */

sy_status sy_k_vulkan_init(void)
{
    pthread_once(&sy__vk_atfork_once, atfork_install);
    if (atomic_load(&sy__vk_forked)) {
        snprintf(sy__vk_reason, sizeof sy__vk_reason,
                 "Vulkan was initialized before this process was forked, and lavapipe's threads do not survive "
                 "fork(): use Vulkan in the process that initializes it");
        return sy_kernel_error(SY_E_DEVICE_ERROR, "%s", sy__vk_reason);
    }
    if (atomic_load_explicit(&sy__vk_current, memory_order_acquire) != NULL)
        return SY_OK;
    sy__vk_reason[0] = '\0';
    sy__vk_state *st = discover();
    if (st == NULL)
        return sy_kernel_error(SY_E_OUT_OF_MEMORY, "vulkan: %s", sy__vk_reason);
    if (st->count > 0)
        sy__vk_reason[0] = '\0';
    atomic_store(&sy__vk_used, 1);
    atomic_store_explicit(&sy__vk_current, st, memory_order_release);
    return SY_OK;
}

uint32_t sy_k_vulkan_device_count(void)
{
    sy__vk_state *st = atomic_load_explicit(&sy__vk_current, memory_order_acquire);
    if (st == NULL && sy_k_vulkan_init() == SY_OK)
        st = atomic_load_explicit(&sy__vk_current, memory_order_acquire);
    if (st == NULL || st->count == 0) {
        sy_kernel_error(SY_E_NO_SUCH_DEVICE, "%s", sy__vk_reason[0] ? sy__vk_reason : "no usable Vulkan device");
        return 0;
    }
    return st->count;
}

void sy_k_vulkan_shutdown(void)
{
    sy__vk_state *st = atomic_exchange_explicit(&sy__vk_current, NULL, memory_order_acq_rel);
    if (st == NULL)
        return;
    for (uint32_t d = 0; d < st->count; d++) {
        sy__vk_device *dev = st->devs[d];
        if (!atomic_load(&sy__vk_forked)) {
            pthread_mutex_lock(&dev->lock);
            sy__vk_reap(dev, 1);
            pthread_mutex_unlock(&dev->lock);
        }
        sy__vk_device_release(dev); /* destroyed now, or by the free of its last buffer */
    }
    instance_release(st->inst);
    free(st->devs);
    free(st);
}

int sy__vk_forked_child(void) { return atomic_load(&sy__vk_forked); }

sy__vk_device *sy__vk_device_get(uint32_t index, sy_status *status)
{
    if (atomic_load(&sy__vk_forked)) {
        *status = sy_kernel_error(SY_E_DEVICE_ERROR, "Vulkan was initialized before this process was forked, and "
                                                     "lavapipe's threads do not survive fork()");
        return NULL;
    }
    sy__vk_state *st = atomic_load_explicit(&sy__vk_current, memory_order_acquire);
    if (st == NULL || index >= st->count) {
        *status = sy_kernel_error(SY_E_NO_SUCH_DEVICE, "no Vulkan device %u (%u devices)", (unsigned)index,
                                  st ? (unsigned)st->count : 0u);
        return NULL;
    }
    *status = SY_OK;
    return st->devs[index];
}

void sy_k_vulkan_flush(uint32_t index)
{
    sy_status status;
    sy__vk_device *dev = sy__vk_device_get(index, &status);
    if (dev == NULL)
        return;
    pthread_mutex_lock(&dev->lock);
    sy__vk_submit_open(dev);
    sy__vk_reap(dev, 0);
    pthread_mutex_unlock(&dev->lock);
}

sy_status sy_k_vulkan_synchronize(uint32_t index)
{
    sy_status status;
    sy__vk_device *dev = sy__vk_device_get(index, &status);
    if (dev == NULL)
        return status;
    pthread_mutex_lock(&dev->lock);
    sy__vk_reap(dev, 1);
    status = sy__vk_take_failure(dev, SY_E_DEVICE_ERROR);
    pthread_mutex_unlock(&dev->lock);
    return status;
}
