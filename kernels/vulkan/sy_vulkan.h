/* switchyard vulkan backend: what its files share (private to kernels/vulkan).
 *
 * sy_vulkan_device.c: the instance, the devices (SY_VULKAN_DEVICES), the
 * batches and submissions of each device (fences, deferred frees, host
 * writes after recorded work, errors of queued work), init and shutdown.
 * sy_vulkan_mem.c: buffers (mapped host-visible memory, or device-local
 * memory reached through staging buffers, SY_VULKAN_STAGING), reads,
 * writes, the direct transfer. sy_vulkan_ops.c: the kernels (packed
 * arguments as push constants, the SPIR-V of sy_vulkan_spv.h).
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

/* The most commands (dispatches and fills) one batch records before it is
 * submitted, and the most bytes of freed buffers an open batch holds
 * before free submits it (sy_vulkan_device.c, "Queue"). */
#define SY__VK_BATCH 64u
#define SY__VK_BATCH_FREE_BYTES ((size_t)64 << 20)

/* One batch: a command buffer recording (the device's open batch) or
 * submitted (its list), and what waits for its fence. */
typedef struct sy__vk_sub {
    struct sy__vk_sub *next;
    uint64_t serial; /* 1, 2, ... per device, in recording order */
    VkFence fence;   /* VK_NULL_HANDLE while open, and when the submission failed (done at once) */
    VkCommandBuffer cmd;
    uint32_t count;       /* commands recorded */
    int lost;             /* test hook: the fence reports VK_ERROR_DEVICE_LOST */
    sy__vk_buffer *frees; /* buffers freed while this (or earlier) work used them */
    size_t free_bytes;
    /* its first command: "op add (shader add_f32)", "op zeros (vkCmdFillBuffer)",
     * "read of 8 bytes (staging copy)" */
    char what[64];
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
    sy__vk_sub *open;        /* the batch being recorded, or NULL */
    sy__vk_sub *head, *tail; /* submitted, oldest first */
    uint64_t serials;        /* the serial of the newest batch opened */
    uint64_t done;           /* every batch of serial <= done has finished (or failed) */
    char failed[400];        /* a failure of queued work, until a wait reports it */
} sy__vk_device;

struct sy__vk_buffer {
    uint32_t magic;
    uint32_t index;
    sy__vk_device *dev;
    size_t bytes; /* what alloc was asked for; the VkBuffer is rounded up to 4 */
    VkBuffer buffer;
    VkDeviceMemory memory;
    unsigned char *map; /* host-visible, coherent, mapped for its lifetime; NULL if staged */
    uint64_t last_use;  /* under dev->lock: the serial of the last batch that records a command on it, 0 none */
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

/* Under dev->lock: retires the finished submissions, oldest first
 * (destroying their deferred buffers); with wait != 0 submits the open
 * batch and waits for all of them. A failure is kept in dev->failed. */
void sy__vk_reap(sy__vk_device *dev, int wait);
/* Under dev->lock: the kept failure as sy_kernel_error(status), cleared; SY_OK if none. */
sy_status sy__vk_take_failure(sy__vk_device *dev, sy_status status);

/* Under dev->lock: the open batch's command buffer (a batch opened when
 * none is), with a barrier recorded that orders what the caller records
 * next after every command recorded or submitted before on the device;
 * marks the n buffers as used by the batch. The caller records one command
 * (op names it, with the shader's name, or NULL for a fill), then calls
 * sy__vk_recorded. A failure to open a batch is returned, naming op. */
sy_status sy__vk_record(sy__vk_device *dev, sy_op op, const char *shader, sy__vk_buffer *const *bufs, int n,
                        VkCommandBuffer *cmd);
/* Under dev->lock: counts the command; submits the batch when it is full. */
void sy__vk_recorded(sy__vk_device *dev);
/* Under dev->lock: records into the open batch (as sy__vk_record, what
 * naming it in a failure) a vkCmdCopyBuffer of bytes from src at src_off
 * to dst at dst_off, marking both as used by the batch; counted in the
 * batch's size, not in sy__vk_commands. The staged reads and writes of
 * sy_vulkan_mem.c. */
sy_status sy__vk_copy(sy__vk_device *dev, sy__vk_buffer *src, size_t src_off, sy__vk_buffer *dst, size_t dst_off,
                      size_t bytes, const char *what);
/* Under dev->lock: ends and submits the open batch, if any, with a fence
 * and a barrier making its writes visible to the host. Never waits; a
 * failure is kept in dev->failed, naming the batch's first op and how many
 * more it held, for the next wait. */
void sy__vk_submit_open(sy__vk_device *dev);
/* Under dev->lock: before the host writes into b's memory, waits for every
 * batch that uses it (submitting the open one if it does): a command
 * recorded before the write must not see it. A fresh buffer waits for
 * nothing. */
void sy__vk_settle(sy__vk_device *dev, const sy__vk_buffer *b);
/* Under dev->lock: b is freed; it is destroyed once the batch that last
 * used it is done (deferred to that batch), or at once. Returns 1 when
 * deferred, 0 when the caller destroys it (outside the lock). */
int sy__vk_defer_free(sy__vk_device *dev, sy__vk_buffer *b);

/* Test hook: the next batch submitted on any device fails with
 * VK_ERROR_DEVICE_LOST, at vkQueueSubmit (at_submit != 0: nothing runs)
 * or at its fence (the work was submitted and ran). */
void sy__vk_fail_next_batch(int at_submit);

const char *sy__vk_result_name(VkResult r);
/* Host waits so far (reads, synchronize, copy_peer's wait for its source): the tests read it. */
long sy__vk_waits(void);
/* Batches submitted so far (vkQueueSubmit calls): the tests read it. */
long sy__vk_submits(void);
/* Commands recorded so far (dispatches and fills, one per kernel call): the tests read it. */
long sy__vk_commands(void);
/* Direct transfers (sy_k_vulkan_copy_peer) that copied: the tests read it. */
long sy__vk_peer_copies(void);
/* Staging copies recorded so far (one per read or write of a staged
 * buffer, not in sy__vk_commands): the tests read it. */
long sy__vk_staged_copies(void);

#endif
