/* switchyard sim backend: simulated device memory (sy_k_sim_alloc, sy_k_sim_free,
 * sy_k_sim_read, sy_k_sim_write), the direct sim-to-sim transfer
 * sy_k_sim_copy_peer, and the test hooks of sy_sim.h (fault injection, live
 * buffer count).
 *
 * A handle points to a private header, not to data. Data is stored XOR-masked
 * with a per-device 64-bit key indexed by the absolute byte position in the
 * buffer, so code that treats a handle (or the storage behind it) as a host
 * pointer, forgets to stage, copies between devices without re-masking, or
 * reads at the wrong offset sees garbage instead of plausible values. Every
 * key byte, and every byte of key0 ^ key1, is non-zero. Memory that was never
 * written reads back as 0xFF bytes (NaN for floats, -1 for ints).
 *
 * Handles are checked on every call (magic, device index, bounds); a freed
 * handle has its magic scrubbed. Freeing a handle with a bad magic or the
 * wrong device index leaks it on purpose, which sy_k_sim_live_buffers() shows. */
#include <limits.h>
#include <stdatomic.h>
#include <stddef.h>
#include <stdint.h>
#include <stdlib.h>

#include "sy_contract.h"
#include "sy_kernels.h"
#include "sy_sim.h"

#define SY__SIM_DEVICES 2u
#define SY__SIM_MAGIC 0x53594d42u /* "SYMB" */
#define SY__SIM_DEAD 0xdeadb10cu
#define SY__SIM_FAIL_KINDS 4

typedef struct sy__sim_buffer {
    uint32_t magic;
    uint32_t index;
    size_t bytes;
    unsigned char *bytes_masked; /* `bytes` bytes, stored right after the header */
} sy__sim_buffer;

static const uint64_t sy__sim_keys[SY__SIM_DEVICES] = {
    UINT64_C(0x9e3779b97f4a7c15),
    UINT64_C(0xc2b2ae3d27d4eb4f),
};

/* Armed countdowns, stored as n + 1 so that the zero-initialized state is
 * "disarmed": 0 disarmed, 1 the next call fails, c > 1 c - 1 calls pass. */
static atomic_long sy__sim_countdown[SY__SIM_FAIL_KINDS];
static atomic_long sy__sim_live;

static unsigned char key_byte(uint32_t index, size_t pos)
{
    return (unsigned char)(sy__sim_keys[index] >> (8u * (unsigned)(pos & 7u)));
}

/* dst[i] = src[i] ^ key(index, pos + i); dst may equal src. */
static void xor(unsigned char *dst, const unsigned char *src, size_t n, uint32_t index,
                        size_t pos)
{
    for (size_t i = 0; i < n; i++)
        dst[i] = (unsigned char)(src[i] ^ key_byte(index, pos + i));
}

/* True when an injected failure fires for this call of `kind`. */
static int inject(int kind)
{
    atomic_long *c = &sy__sim_countdown[kind];
    long v = atomic_load(c);
    for (;;) {
        if (v == 0)
            return 0;
        if (atomic_compare_exchange_weak(c, &v, v - 1))
            return v == 1;
    }
}

void sy_k_sim_fail_after(int op_kind, long n)
{
    if (op_kind < 0 || op_kind >= SY__SIM_FAIL_KINDS)
        return;
    atomic_store(&sy__sim_countdown[op_kind], n < 0 ? 0 : n == LONG_MAX ? LONG_MAX : n + 1);
}

long sy_k_sim_live_buffers(void) { return atomic_load(&sy__sim_live); }

/* The buffer behind `handle` if it is a live sim buffer of device `index`. */
static sy__sim_buffer *lookup(uint32_t index, const void *handle)
{
    if (handle == NULL || index >= SY__SIM_DEVICES)
        return NULL;
    sy__sim_buffer *buf = (sy__sim_buffer *)(uintptr_t)handle;
    if (buf->magic != SY__SIM_MAGIC || buf->index != index)
        return NULL;
    return buf;
}

static int in_bounds(const sy__sim_buffer *buf, size_t offset, size_t bytes)
{
    return offset <= buf->bytes && bytes <= buf->bytes - offset;
}

sy_status sy_k_sim_alloc(uint32_t index, size_t bytes, void **handle)
{
    if (handle == NULL)
        return SY_E_INVALID_ARGUMENT;
    *handle = NULL;
    if (index >= SY__SIM_DEVICES)
        return SY_E_NO_SUCH_DEVICE;
    if (bytes > SIZE_MAX - sizeof(sy__sim_buffer))
        return SY_E_OUT_OF_MEMORY;
    if (inject(SY_SIM_FAIL_ALLOC))
        return sy_kernel_error(SY_E_OUT_OF_MEMORY, "sim: injected failure of sy_k_sim_alloc(%lu, %zu bytes)",
                               (unsigned long)index, bytes);
    sy__sim_buffer *buf = (sy__sim_buffer *)malloc(sizeof(sy__sim_buffer) + bytes);
    if (buf == NULL)
        return SY_E_OUT_OF_MEMORY;
    buf->magic = SY__SIM_MAGIC;
    buf->index = index;
    buf->bytes = bytes;
    buf->bytes_masked = (unsigned char *)(buf + 1);
    for (size_t i = 0; i < bytes; i++)
        buf->bytes_masked[i] = (unsigned char)(0xffu ^ key_byte(index, i));
    atomic_fetch_add(&sy__sim_live, 1);
    *handle = buf;
    return SY_OK;
}

void sy_k_sim_free(uint32_t index, void *handle)
{
    sy__sim_buffer *buf = lookup(index, handle);
    if (buf == NULL)
        return;
    buf->magic = SY__SIM_DEAD;
    free(buf);
    atomic_fetch_sub(&sy__sim_live, 1);
}

sy_status sy_k_sim_read(uint32_t index, const void *handle, size_t offset, void *dst, size_t bytes)
{
    const sy__sim_buffer *buf = lookup(index, handle);
    if (buf == NULL || !in_bounds(buf, offset, bytes) || (dst == NULL && bytes > 0))
        return SY_E_TRANSFER_FAILED;
    if (inject(SY_SIM_FAIL_READ))
        return sy_kernel_error(SY_E_TRANSFER_FAILED, "sim: injected failure of sy_k_sim_read(%lu, %zu bytes at %zu)",
                               (unsigned long)index, bytes, offset);
    if (bytes > 0)
        xor((unsigned char *)dst, buf->bytes_masked + offset, bytes, index, offset);
    return SY_OK;
}

sy_status sy_k_sim_write(uint32_t index, void *handle, size_t offset, const void *src, size_t bytes)
{
    sy__sim_buffer *buf = lookup(index, handle);
    if (buf == NULL || !in_bounds(buf, offset, bytes) || (src == NULL && bytes > 0))
        return SY_E_TRANSFER_FAILED;
    if (inject(SY_SIM_FAIL_WRITE))
        return sy_kernel_error(SY_E_TRANSFER_FAILED, "sim: injected failure of sy_k_sim_write(%lu, %zu bytes at %zu)",
                               (unsigned long)index, bytes, offset);
    if (bytes > 0)
        xor(buf->bytes_masked + offset, (const unsigned char *)src, bytes, index, offset);
    return SY_OK;
}

sy_status sy_k_sim_copy_peer(uint32_t src_index, const void *src_handle, uint32_t dst_index,
                           void *dst_handle, size_t bytes)
{
    const sy__sim_buffer *src = lookup(src_index, src_handle);
    sy__sim_buffer *dst = lookup(dst_index, dst_handle);
    if (src == NULL || dst == NULL || bytes > src->bytes || bytes > dst->bytes)
        return SY_E_TRANSFER_FAILED;
    if (inject(SY_SIM_FAIL_PEER))
        return sy_kernel_error(SY_E_TRANSFER_FAILED, "sim: injected failure of sy_k_sim_copy_peer(%lu -> %lu, %zu bytes)",
                               (unsigned long)src_index, (unsigned long)dst_index, bytes);
    if (src == dst)
        return SY_OK; /* same buffer, same key: nothing changes */
    /* Unmask with the source key and mask with the destination key, byte by
     * byte at the same position; the device memory never holds plain data. */
    for (size_t i = 0; i < bytes; i++)
        dst->bytes_masked[i] = (unsigned char)(src->bytes_masked[i] ^ key_byte(src_index, i) ^
                                               key_byte(dst_index, i));
    return SY_OK;
}
