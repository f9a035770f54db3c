/* switchyard vulkan backend: the instance and the devices, and the queue of
 * submissions of each device (runtime/sy_contract.h, "Asynchrony").
 *
 * Devices: the physical devices of every Vulkan driver the loader finds, in
 * its order. SY_VULKAN_DEVICES selects from them with opencl's syntax and
 * meaning (kernels/opencl/sy_opencl_platform.c): comma-separated entries,
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
 * Queue: each launch records one command buffer that begins with a barrier
 * ordering it after everything submitted before on the queue and ends with
 * one making its writes visible to the host, and submits it with a fence
 * (submitted at once, so flush has nothing to do). The submissions wait in
 * a list, oldest first; any later call of the device reaps those whose
 * fence has signalled. A wait (read, synchronize, shutdown, the source of a
 * direct transfer) waits for all of them. A buffer freed while submissions
 * are pending is destroyed when the newest of them is reaped (its work
 * runs after, and so finishes after, every earlier one). A fence that
 * fails (VK_ERROR_DEVICE_LOST) is kept as the device's failure, naming the
 * op, and returned once by the next wait.
 *
 * Threads: init and shutdown run under the runtime's lock and publish the
 * state with release/acquire; each device has one lock for its queue,
 * command pool, submission list and pipelines.
 *
 * fork: a child of a process that initialized the backend gets
 * SY_E_DEVICE_ERROR from every call (lavapipe's threads stay in the
 * parent); its free releases host memory only. */
#include <ctype.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "sy_kernels.h"
#include "sy_vulkan.h"
#include "sy_vulkan_spv.h"

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

static void keep_failure(sy__vk_device *dev, const char *what, const char *call, VkResult r)
{
    if (dev->failed[0] == '\0')
        snprintf(dev->failed, sizeof dev->failed, "queued work failed: %.63s on Vulkan device %u (%.100s): %.40s: %.40s (%d)",
                 what, (unsigned)dev->index, dev->name, call, sy__vk_result_name(r), (int)r);
}

static void sub_retire(sy__vk_device *dev, sy__vk_sub *s)
{
    while (s->frees != NULL) {
        sy__vk_buffer *b = s->frees;
        s->frees = b->next_free;
        sy__vk_buffer_destroy(b);
    }
    vkDestroyFence(dev->device, s->fence, NULL);
    vkFreeCommandBuffers(dev->device, dev->pool, 1, &s->cmd);
    free(s);
}

static atomic_long sy__vk_wait_count;

long sy__vk_waits(void) { return atomic_load(&sy__vk_wait_count); }

static atomic_long sy__vk_submit_count;

long sy__vk_submits(void) { return atomic_load(&sy__vk_submit_count); }

void sy__vk_reap(sy__vk_device *dev, int wait)
{
    if (wait)
        atomic_fetch_add_explicit(&sy__vk_wait_count, 1, memory_order_relaxed);
    while (dev->head != NULL) {
        sy__vk_sub *s = dev->head;
        VkResult r = wait ? vkWaitForFences(dev->device, 1, &s->fence, VK_TRUE, UINT64_MAX)
                          : vkGetFenceStatus(dev->device, s->fence);
        if (r == VK_NOT_READY || r == VK_TIMEOUT)
            return;
        if (r != VK_SUCCESS)
            keep_failure(dev, s->what, wait ? "vkWaitForFences" : "vkGetFenceStatus", r);
        dev->head = s->next;
        if (dev->head == NULL)
            dev->tail = NULL;
        /* a failed fence counts as done: a lost device runs nothing more */
        sub_retire(dev, s);
    }
}

sy_status sy__vk_take_failure(sy__vk_device *dev, sy_status status, const char *call)
{
    if (dev->failed[0] == '\0')
        return SY_OK;
    sy_kernel_error(status, "%s: %s", call, dev->failed);
    dev->failed[0] = '\0';
    return status;
}

sy_status sy__vk_begin(sy__vk_device *dev, VkCommandBuffer *cmd)
{
    sy__vk_reap(dev, 0);
    const VkCommandBufferAllocateInfo ai = {.sType = VK_STRUCTURE_TYPE_COMMAND_BUFFER_ALLOCATE_INFO,
                                            .commandPool = dev->pool,
                                            .level = VK_COMMAND_BUFFER_LEVEL_PRIMARY,
                                            .commandBufferCount = 1};
    VkResult r = vkAllocateCommandBuffers(dev->device, &ai, cmd);
    if (r != VK_SUCCESS)
        return sy_kernel_error(SY_E_DEVICE_ERROR, "vkAllocateCommandBuffers on Vulkan device %u: %s",
                               (unsigned)dev->index, sy__vk_result_name(r));
    const VkCommandBufferBeginInfo bi = {.sType = VK_STRUCTURE_TYPE_COMMAND_BUFFER_BEGIN_INFO,
                                         .flags = VK_COMMAND_BUFFER_USAGE_ONE_TIME_SUBMIT_BIT};
    r = vkBeginCommandBuffer(*cmd, &bi);
    if (r != VK_SUCCESS) {
        vkFreeCommandBuffers(dev->device, dev->pool, 1, cmd);
        return sy_kernel_error(SY_E_DEVICE_ERROR, "vkBeginCommandBuffer on Vulkan device %u: %s",
                               (unsigned)dev->index, sy__vk_result_name(r));
    }
    /* everything submitted before (shaders, fills, copies) before anything here */
    const VkMemoryBarrier mb = {.sType = VK_STRUCTURE_TYPE_MEMORY_BARRIER,
                                .srcAccessMask = VK_ACCESS_SHADER_WRITE_BIT | VK_ACCESS_TRANSFER_WRITE_BIT |
                                                 VK_ACCESS_HOST_WRITE_BIT,
                                .dstAccessMask = VK_ACCESS_SHADER_READ_BIT | VK_ACCESS_SHADER_WRITE_BIT |
                                                 VK_ACCESS_TRANSFER_READ_BIT | VK_ACCESS_TRANSFER_WRITE_BIT};
    vkCmdPipelineBarrier(*cmd,
                         VK_PIPELINE_STAGE_COMPUTE_SHADER_BIT | VK_PIPELINE_STAGE_TRANSFER_BIT |
                             VK_PIPELINE_STAGE_HOST_BIT,
                         VK_PIPELINE_STAGE_COMPUTE_SHADER_BIT | VK_PIPELINE_STAGE_TRANSFER_BIT, 0, 1, &mb, 0, NULL,
                         0, NULL);
    return SY_OK;
}

sy_status sy__vk_submit(sy__vk_device *dev, VkCommandBuffer cmd, const char *what)
{
    const VkMemoryBarrier mb = {.sType = VK_STRUCTURE_TYPE_MEMORY_BARRIER,
                                .srcAccessMask = VK_ACCESS_SHADER_WRITE_BIT | VK_ACCESS_TRANSFER_WRITE_BIT,
                                .dstAccessMask = VK_ACCESS_HOST_READ_BIT};
    vkCmdPipelineBarrier(cmd, VK_PIPELINE_STAGE_COMPUTE_SHADER_BIT | VK_PIPELINE_STAGE_TRANSFER_BIT,
                         VK_PIPELINE_STAGE_HOST_BIT, 0, 1, &mb, 0, NULL, 0, NULL);
    VkResult r = vkEndCommandBuffer(cmd);
    const char *call = "vkEndCommandBuffer";
    sy__vk_sub *s = NULL;
    if (r == VK_SUCCESS) {
        s = (sy__vk_sub *)calloc(1, sizeof *s);
        r = s != NULL ? VK_SUCCESS : VK_ERROR_OUT_OF_HOST_MEMORY;
        call = "calloc";
    }
    if (r == VK_SUCCESS) {
        const VkFenceCreateInfo fi = {.sType = VK_STRUCTURE_TYPE_FENCE_CREATE_INFO};
        r = vkCreateFence(dev->device, &fi, NULL, &s->fence);
        call = "vkCreateFence";
    }
    if (r == VK_SUCCESS) {
        const VkSubmitInfo si = {.sType = VK_STRUCTURE_TYPE_SUBMIT_INFO, .commandBufferCount = 1,
                                 .pCommandBuffers = &cmd};
        r = vkQueueSubmit(dev->queue, 1, &si, s->fence);
        call = "vkQueueSubmit";
        if (r != VK_SUCCESS)
            vkDestroyFence(dev->device, s->fence, NULL);
    }
    if (r != VK_SUCCESS) {
        free(s);
        vkFreeCommandBuffers(dev->device, dev->pool, 1, &cmd);
        return sy_kernel_error(r == VK_ERROR_OUT_OF_HOST_MEMORY || r == VK_ERROR_OUT_OF_DEVICE_MEMORY
                                   ? SY_E_OUT_OF_MEMORY
                                   : SY_E_DEVICE_ERROR,
                               "%s for %s on Vulkan device %u: %s", call, what, (unsigned)dev->index,
                               sy__vk_result_name(r));
    }
    atomic_fetch_add_explicit(&sy__vk_submit_count, 1, memory_order_relaxed);
    s->cmd = cmd;
    snprintf(s->what, sizeof s->what, "%s", what);
    if (dev->tail != NULL)
        dev->tail->next = s;
    else
        dev->head = s;
    dev->tail = s;
    return SY_OK;
}

/* ---- discovery ----------------------------------------------------------------------- */

static int contains_word(const char *hay, const char *needle, size_t n)
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

/* Marks the devices SY_VULKAN_DEVICES selects (see the top of the file). */
static void filter_devices(const char *spec, char (*names)[VK_MAX_PHYSICAL_DEVICE_NAME_SIZE], int *selected,
                           uint32_t n)
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
                selected[v] = 1;
        } else if (len > 0) {
            for (uint32_t d = 0; d < n; d++)
                if (contains_word(names[d], a, len))
                    selected[d] = 1;
        }
        p = *end ? end + 1 : end;
    }
}

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
        selected[d] = spec == NULL || *spec == '\0';
    if (spec != NULL && *spec != '\0' && n > 0)
        filter_devices(spec, names, selected, n);
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
    (void)index; /* every launch is submitted as it is recorded */
}

sy_status sy_k_vulkan_synchronize(uint32_t index)
{
    sy_status status;
    sy__vk_device *dev = sy__vk_device_get(index, &status);
    if (dev == NULL)
        return status;
    pthread_mutex_lock(&dev->lock);
    sy__vk_reap(dev, 1);
    status = sy__vk_take_failure(dev, SY_E_DEVICE_ERROR, "vkWaitForFences");
    pthread_mutex_unlock(&dev->lock);
    return status;
}
