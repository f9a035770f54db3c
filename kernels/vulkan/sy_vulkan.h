/* switchyard vulkan backend: what its files share (private to kernels/vulkan).
 *
 * sy_vulkan_device.c: the instance, the devices (SY_VULKAN_DEVICES), the
 * queue of submissions of each device (fences, deferred frees, errors of
 * queued work), init and shutdown. sy_vulkan_mem.c: buffers (mapped
 * host-visible memory, or device-local memory reached through staging
 * buffers, SY_VULKAN_STAGING), reads, writes, the direct transfer.
 * sy_vulkan_ops.c: the kernels (packed arguments as push constants, the
 * SPIR-V of sy_vulkan_spv.h).
 *
 * Lifetimes: a device record holds one reference for the backend's state
 * and one per live buffer; the instance holds one per device record. A
 * buffer that outlives sy_shutdown() keeps its VkDevice (and the instance)
 * until it is freed: Vulkan cannot destroy a device that still has
 * buffers (checklist point 5 of runtime/sy_contract.h). */
#ifndef SY_VULKAN_H
#define SY_VULKAN_H

#include <pthread.h>
#include <stdatomic.h>
#include <stdint.h>
#include <vulkan/vulkan.h>

#include "sy_contract.h"

/* the shaders' storage-buffer bindings: 0 the output, 1..3 the inputs */
#define SY__VK_BINDINGS 4
#define SY__VK_PUSH_BYTES 128u
/* op codes of one shader (its specialization constant OP) are below this */
#define SY__VK_OPS 16

typedef struct sy__vk_instance {
    atomic_int refs;
    VkInstance instance;
} sy__vk_instance;

typedef struct sy__vk_buffer sy__vk_buffer;

/* One submitted command buffer and what waits for its fence. */
typedef struct sy__vk_sub {
    struct sy__vk_sub *next;
    VkFence fence;
    VkCommandBuffer cmd;
    sy__vk_buffer *frees; /* buffers freed while this (or earlier) work used them */
    char what[64];        /* "op add (shader add_f32)", "fill", ... */
} sy__vk_sub;

typedef struct sy__vk_device {
    atomic_int refs;
    sy__vk_instance *inst;
    uint32_t index;
    char name[VK_MAX_PHYSICAL_DEVICE_NAME_SIZE + 16];
    VkPhysicalDevice phys;
    VkDevice device;
    VkQueue queue;
    uint32_t memory_type; /* host-visible coherent: buffers when not staged, staging buffers when staged */
    uint32_t local_type;  /* the buffers' type when staged: device-local */
    int staged;           /* buffers device-local, reads and writes through staging buffers (sy_vulkan_mem.c) */
    int f64, int8; /* shaderFloat64; storageBuffer8BitAccess and shaderInt8 (bool buffers) */
    int f16;       /* storageBuffer16BitAccess (f16 buffers; the shaders compute in f32) */
    PFN_vkCmdPushDescriptorSetKHR push_descriptors;
    VkDescriptorSetLayout set_layout;
    VkPipelineLayout layout;
    VkPipeline *pipelines;   /* [shader * SY__VK_OPS + op] of sy_vulkan_spv.h, made at first use */
    pthread_mutex_t lock;    /* the queue, the pool, the submissions, the pipelines */
    VkCommandPool pool;
    sy__vk_sub *head, *tail; /* submitted, oldest first */
    char failed[320];        /* a failure of queued work, until a wait reports it */
} sy__vk_device;

struct sy__vk_buffer {
    uint32_t magic;
    uint32_t index;
    sy__vk_device *dev;
    size_t bytes; /* what alloc was asked for; the VkBuffer is rounded up to 4 */
    VkBuffer buffer;
    VkDeviceMemory memory;
    unsigned char *map; /* host-visible, coherent, mapped for its lifetime; NULL if staged */
    sy__vk_buffer *next_free;
};

/* The device of index (the current state), or NULL with sy_kernel_error's
 * detail and *status set. */
sy__vk_device *sy__vk_device_get(uint32_t index, sy_status *status);
/* Whether this process is a fork child of one that used Vulkan. */
int sy__vk_forked_child(void);
/* A buffer of device index of the current state, or NULL. */
sy__vk_buffer *sy__vk_lookup(uint32_t index, const void *handle);
void sy__vk_buffer_destroy(sy__vk_buffer *b);
void sy__vk_device_release(sy__vk_device *dev);

/* Under dev->lock: reap the finished submissions (destroying their deferred
 * buffers); wait for all of them (wait != 0). A failure is kept in
 * dev->failed. */
void sy__vk_reap(sy__vk_device *dev, int wait);
/* Under dev->lock: the kept failure as sy_kernel_error(status), cleared; SY_OK if none. */
sy_status sy__vk_take_failure(sy__vk_device *dev, sy_status status, const char *call);

/* Under dev->lock: a command buffer begun, with the barrier that orders it
 * after everything submitted before; submit ends it (with a barrier making
 * its writes visible to the host) and queues it with a fence. */
sy_status sy__vk_begin(sy__vk_device *dev, VkCommandBuffer *cmd);
sy_status sy__vk_submit(sy__vk_device *dev, VkCommandBuffer cmd, const char *what);

const char *sy__vk_result_name(VkResult r);
/* Host waits so far (reads, synchronize, copy_peer's wait for its source): the tests read it. */
long sy__vk_waits(void);
/* Command buffers submitted so far (kernels and fills): the tests read it. */
long sy__vk_submits(void);
/* Direct transfers (sy_k_vulkan_copy_peer) that copied: the tests read it. */
long sy__vk_peer_copies(void);
/* Submissions of staging copies so far (reads and writes of staged buffers,
 * counted in sy__vk_submits too): the tests read it. */
long sy__vk_staged_copies(void);

#endif
