/* switchyard: storage and tensors.
 *
 * A tensor is an immutable view (shape, strides, offset, dtype, device) of a
 * refcounted storage. Refcounts are atomic, so tensors may be shared across
 * threads; nothing writes into a storage after the op that made it returns.
 */
#include <limits.h>
#include <stdlib.h>
#include <string.h>

#include "sy_internal.h"

/* ---- storage ------------------------------------------------------------ */

/* One block: the header in its first 64 bytes, the data after it. */
_Static_assert(sizeof(sy__storage) <= SY__STORAGE_HEAD, "storage header fits before the data");

/* Host storage whose data follows its header; block: the allocation it
 * lives in when that also holds the tensor record, else NULL. */
static inline void storage_init_host(sy__storage *s, size_t bytes, void *block)
{
    atomic_init(&s->refs, 1);
    s->bytes = bytes;
    s->data = (char *)s + SY__STORAGE_HEAD;
    s->backend = 0;
    s->host = 1;
    s->inline_data = 1;
    s->index = 0;
    s->block = block;
}

sy_status sy__storage_new_host(size_t bytes, sy__storage **out)
{
    sy__storage *s = bytes <= SIZE_MAX - SY__STORAGE_HEAD ? sy__host_alloc(SY__STORAGE_HEAD + bytes) : NULL;
    if (!s)
        return sy__fail(SY_E_OUT_OF_MEMORY, "out of host memory allocating %zu bytes", bytes);
    storage_init_host(s, bytes, NULL);
    *out = s;
    return SY_OK;
}

/* A contiguous host tensor and its storage in one allocation: record, then
 * the storage header, then the data. The record stays allocated until the
 * storage dies (views may outlive the tensor); one malloc-free op output. */

static inline sy_tensor *tensor_block(size_t bytes)
{
    if (bytes > SIZE_MAX - SY__RECORD - SY__STORAGE_HEAD)
        return NULL;
    char *block = sy__host_alloc(SY__RECORD + SY__STORAGE_HEAD + bytes);
    if (!block)
        return NULL;
    sy_tensor *t = (sy_tensor *)block;
    sy__storage *s = (sy__storage *)(block + SY__RECORD);
    storage_init_host(s, bytes, block);
    t->storage = s;
    t->embedded = 1;
    return t;
}

static _Thread_local long sy__dev_countdown[SY__DEV_KINDS] = {-1, -1, -1, -1, -1};

void sy__device_fail_after(sy__dev_call kind, long n)
{
    if ((unsigned)kind < SY__DEV_KINDS)
        sy__dev_countdown[kind] = n;
}

bool sy__device_injected(sy__dev_call kind)
{
    long *c = &sy__dev_countdown[kind];
    if (SY__LIKELY(*c < 0))
        return false;
    return (*c)-- == 0;
}

sy_status sy__storage_new_device(uint8_t backend, uint32_t index, size_t bytes, sy__storage **out)
{
    const sy__backend_info *info = &sy__backend_table[backend];
    sy__storage *s = sy__host_alloc(sizeof *s);
    if (!s)
        return sy__fail(SY_E_OUT_OF_MEMORY, "out of host memory");
    void *handle = NULL;
    sy_status st = sy__device_injected(SY__DEV_ALLOC) ? sy_kernel_error(SY_E_OUT_OF_MEMORY, "injected failure")
                                                      : info->mem.alloc(index, bytes, &handle);
    if (st != SY_OK) {
        sy__host_free(s);
        const char *d = sy__kernel_detail();
        return sy__fail(st, "%s:%lu could not allocate %zu bytes: %s", info->name, (unsigned long)index, bytes,
                        *d ? d : sy_status_str(st));
    }
    atomic_init(&s->refs, 1);
    s->bytes = bytes;
    s->data = handle;
    s->backend = backend;
    s->host = 0;
    s->inline_data = 0;
    s->index = index;
    s->block = NULL;
    *out = s;
    return SY_OK;
}

void sy__storage_retain(sy__storage *s)
{
    if (s)
        atomic_fetch_add_explicit(&s->refs, 1, memory_order_relaxed);
}

void sy__storage_release(sy__storage *s)
{
    if (!s || !sy__unref(&s->refs))
        return;
    if (!s->host)
        sy__backend_table[s->backend].mem.free(s->index, s->data);
    else if (!s->inline_data)
        sy__host_free(s->data);
    sy__host_free(s->block ? s->block : s);
}

sy_status sy__storage_read(const sy__storage *s, size_t offset, void *dst, size_t bytes)
{
    if (bytes == 0)
        return SY_OK;
    if (s->host) {
        memcpy(dst, (const char *)s->data + offset, bytes);
        return SY_OK;
    }
    const sy__backend_info *info = &sy__backend_table[s->backend];
    sy_status st = sy__device_injected(SY__DEV_READ) ? sy_kernel_error(SY_E_DEVICE_ERROR, "injected failure")
                                                     : info->mem.read(s->index, s->data, offset, dst, bytes);
    if (st != SY_OK) {
        const char *d = sy__kernel_detail();
        return sy__fail(SY_E_TRANSFER_FAILED, "Failed to read tensor during cross-backend transfer (%s:%lu read of "
                        "%zu bytes: %s)", info->name, (unsigned long)s->index, bytes, *d ? d : sy_status_str(st));
    }
    return SY_OK;
}

sy_status sy__storage_write(sy__storage *s, size_t offset, const void *src, size_t bytes)
{
    if (bytes == 0)
        return SY_OK;
    if (s->host) {
        memcpy((char *)s->data + offset, src, bytes);
        return SY_OK;
    }
    const sy__backend_info *info = &sy__backend_table[s->backend];
    sy_status st = sy__device_injected(SY__DEV_WRITE) ? sy_kernel_error(SY_E_DEVICE_ERROR, "injected failure")
                                                      : info->mem.write(s->index, s->data, offset, src, bytes);
    if (st != SY_OK) {
        const char *d = sy__kernel_detail();
        return sy__fail(SY_E_TRANSFER_FAILED, "%s:%lu failed to write %zu bytes: %s", info->name,
                        (unsigned long)s->index, bytes, *d ? d : sy_status_str(st));
    }
    return SY_OK;
}

sy_status sy__storage_write_owned(sy__storage *s, const void *src, size_t bytes, void (*done)(void *ctx), void *ctx)
{
    const sy__backend_info *info = &sy__backend_table[s->backend];
    if (s->host || info->mem.write_async == NULL || bytes == 0) {
        sy_status st = sy__storage_write(s, 0, src, bytes);
        if (st == SY_OK)
            done(ctx);
        return st;
    }
    sy_status st = sy__device_injected(SY__DEV_WRITE) ? sy_kernel_error(SY_E_DEVICE_ERROR, "injected failure")
                                                      : info->mem.write_async(s->index, s->data, 0, src, bytes, done,
                                                                              ctx);
    if (st != SY_OK) {
        const char *d = sy__kernel_detail();
        return sy__fail(SY_E_TRANSFER_FAILED, "%s:%lu failed to queue a write of %zu bytes: %s", info->name,
                        (unsigned long)s->index, bytes, *d ? d : sy_status_str(st));
    }
    return SY_OK;
}

void sy__storage_flush(const sy__storage *s)
{
    if (!s->host && sy__backend_table[s->backend].hooks.flush)
        sy__backend_table[s->backend].hooks.flush(s->index);
}

/* ---- tensors ------------------------------------------------------------ */

int64_t sy__numel(const int64_t *shape, int rank)
{
    int64_t n = 1;
    for (int i = 0; i < rank; i++)
        n *= shape[i];
    return n;
}

void sy__contiguous_strides(const int64_t *shape, int rank, int64_t *strides)
{
    int64_t s = 1;
    for (int i = rank - 1; i >= 0; i--) {
        strides[i] = s;
        s *= shape[i] > 0 ? shape[i] : 1;
    }
}

sy_status sy__tensor_new(sy_dtype dt, const int64_t *shape, int rank, sy_device dev, sy_tensor **out)
{
    sy_tensor *t = sy__host_alloc(sizeof *t);
    if (!t)
        return sy__fail(SY_E_OUT_OF_MEMORY, "out of host memory for a tensor record");
    memset(t, 0, sizeof *t);
    atomic_init(&t->refs, 1);
    t->dtype = dt;
    t->rank = rank;
    t->device = dev;
    if (rank > 0)
        memcpy(t->shape, shape, (size_t)rank * sizeof *shape);
    t->numel = sy__numel(t->shape, rank);
    sy__contiguous_strides(t->shape, rank, t->strides);
    t->contiguous = 1;
    *out = t;
    return SY_OK;
}

sy_status sy__tensor_alloc_like(const sy_tensor *a, sy_tensor **out)
{
    sy_tensor *t = tensor_block((size_t)a->numel * sy__dtype_table[a->dtype].size);
    if (SY__UNLIKELY(!t))
        return sy__fail(SY_E_OUT_OF_MEMORY, "out of host memory for %lld elements", (long long)a->numel);
    atomic_init(&t->refs, 1);
    t->dtype = a->dtype;
    t->rank = a->rank;
    t->device = a->device;
    t->numel = a->numel;
    t->offset = 0;
    memcpy(t->shape, a->shape, sizeof t->shape); /* fixed size: a few vector moves, no call */
    if (a->rank == 1) {
        t->strides[0] = 1; /* the common case, without the loop */
    } else {
        int64_t stride = 1;
        for (int j = a->rank - 1; j >= 0; j--) {
            t->strides[j] = stride;
            stride *= a->shape[j] > 0 ? a->shape[j] : 1;
        }
    }
    t->node = NULL;
    t->capture = NULL;
    t->value_id = 0;
    t->contiguous = 1;
    *out = t;
    return SY_OK;
}

sy_status sy__tensor_alloc(sy_dtype dt, const int64_t *shape, int rank, sy_device dev, sy_tensor **out)
{
    const sy__backend_info *be = &sy__backend_table[dev.backend];
    if (be->host || be->capture) {
        const int64_t numel = sy__numel(shape, rank);
        sy_tensor *t = tensor_block((size_t)numel * sy__dtype_table[dt].size);
        if (!t)
            return sy__fail(SY_E_OUT_OF_MEMORY, "out of host memory for %lld elements", (long long)numel);
        sy__storage *s = t->storage;
        memset(t, 0, sizeof *t);
        atomic_init(&t->refs, 1);
        t->dtype = dt;
        t->rank = rank;
        t->device = dev;
        if (rank > 0)
            memcpy(t->shape, shape, (size_t)rank * sizeof *shape);
        t->numel = numel;
        sy__contiguous_strides(t->shape, rank, t->strides);
        t->contiguous = 1;
        t->storage = s;
        t->embedded = 1;
        *out = t;
        return SY_OK;
    }
    sy_tensor *t;
    sy_status st = sy__tensor_new(dt, shape, rank, dev, &t);
    if (st != SY_OK)
        return st;
    /* host and capture tensors returned above: this is a device's */
    st = sy__storage_new_device(dev.backend, dev.index, (size_t)t->numel * sy__dtype_table[dt].size, &t->storage);
    if (st != SY_OK) {
        sy__host_free(t);
        return st;
    }
    *out = t;
    return SY_OK;
}

sy_tensor *sy__tensor_record_like(const sy_tensor *t, sy_device dev, sy__storage *storage)
{
    sy_tensor *r = sy__host_alloc(sizeof *r);
    if (!r)
        return NULL;
    /* Field by field, never the whole record: t's reference count may be
     * changing in another thread right now (sy_tensor_retain). */
    atomic_init(&r->refs, 1);
    r->dtype = t->dtype;
    r->rank = t->rank;
    r->device = dev;
    r->numel = t->numel;
    r->offset = t->offset;
    memcpy(r->shape, t->shape, sizeof r->shape);
    memcpy(r->strides, t->strides, sizeof r->strides);
    r->storage = storage;
    r->node = NULL;
    r->capture = NULL;
    r->value_id = 0;
    r->contiguous = t->contiguous;
    r->embedded = 0;
    return r;
}

sy_status sy__tensor_share(const sy_tensor *t, sy_device dev, sy_tensor **out)
{
    sy_tensor *r = sy__tensor_record_like(t, dev, t->storage);
    if (!r)
        return sy__fail(SY_E_OUT_OF_MEMORY, "out of host memory for a tensor record");
    sy__storage_retain(r->storage);
    *out = r;
    return SY_OK;
}

sy_tensor *sy_tensor_retain(const sy_tensor *t)
{
    sy_tensor *m = (sy_tensor *)t; /* the count is the only mutable part */
    if (m)
        atomic_fetch_add_explicit(&m->refs, 1, memory_order_relaxed);
    return m;
}

void sy_tensor_release(sy_tensor *t)
{
    if (!t || !sy__unref(&t->refs))
        return;
    if (t->embedded && !t->node && !t->capture && atomic_load_explicit(&t->storage->refs, memory_order_acquire) == 1) {
        sy__host_free(t); /* no view holds the storage: the block goes in one step */
        return;
    }
    if (t->node || t->capture)
        sy__tensor_disown(t);
    const bool embedded = t->embedded;
    sy__storage_release(t->storage); /* may free t itself when embedded */
    if (!embedded)
        sy__host_free(t);
}

void *sy__host_ptr(const sy_tensor *t)
{
    if (!t->storage || !t->storage->host)
        return NULL;
    return (char *)t->storage->data + (size_t)t->offset * sy__dtype_table[t->dtype].size;
}

bool sy__tensor_is_capture(const sy_tensor *t)
{
    return sy__backend_table[t->device.backend].capture;
}

/* ---- reading ------------------------------------------------------------ */

/* Gathers a strided view of `size`-byte elements into contiguous dst. */
static void gather(const char *src, const int64_t *shape, const int64_t *strides, int rank, size_t size, char *dst)
{
    int64_t numel = sy__numel(shape, rank);
    if (numel == 0)
        return;
    if (rank == 0) {
        memcpy(dst, src, size);
        return;
    }
    int64_t idx[SY_MAX_RANK] = {0};
    const int last = rank - 1;
    const int64_t n = shape[last], step = strides[last];
    for (;;) {
        const char *p = src;
        for (int d = 0; d < last; d++)
            p += idx[d] * strides[d] * (int64_t)size;
        if (step == 1) {
            memcpy(dst, p, (size_t)n * size);
            dst += (size_t)n * size;
        } else {
            for (int64_t i = 0; i < n; i++, dst += size)
                memcpy(dst, p + i * step * (int64_t)size, size);
        }
        int d = last - 1;
        while (d >= 0 && ++idx[d] == shape[d])
            idx[d--] = 0;
        if (d < 0)
            return;
    }
}

bool sy_tensor_is_contiguous(const sy_tensor *t)
{
    if (!t)
        return false;
    if (t->numel == 0)
        return true; /* no element can be out of place (sy__contiguous_strides skips zero dims) */
    int64_t expect = 1;
    for (int i = t->rank - 1; i >= 0; i--) {
        if (t->shape[i] != 1 && t->strides[i] != expect)
            return false;
        expect *= t->shape[i];
    }
    return true;
}

/* Elements spanned by a view from its offset: the storage range to read. */
static int64_t span(const sy_tensor *t)
{
    if (t->numel == 0)
        return 0;
    int64_t last = 0;
    for (int i = 0; i < t->rank; i++)
        last += (t->shape[i] - 1) * t->strides[i];
    return last + 1;
}

sy_status sy__read_contiguous(const sy_tensor *t, void *dst)
{
    size_t size = sy__dtype_table[t->dtype].size;
    if (t->numel == 0)
        return SY_OK;
    if (t->storage->host) {
        gather(sy__host_ptr(t), t->shape, t->strides, t->rank, size, dst);
        return SY_OK;
    }
    size_t offset = (size_t)t->offset * size;
    if (sy_tensor_is_contiguous(t))
        return sy__storage_read(t->storage, offset, dst, (size_t)t->numel * size);
    size_t bytes = (size_t)span(t) * size;
    char *tmp = sy__host_alloc(bytes);
    if (!tmp)
        return sy__fail(SY_E_OUT_OF_MEMORY, "out of host memory staging %zu bytes", bytes);
    sy_status st = sy__storage_read(t->storage, offset, tmp, bytes);
    if (st == SY_OK)
        gather(tmp, t->shape, t->strides, t->rank, size, dst);
    sy__host_free(tmp);
    return st;
}

/* ---- public ------------------------------------------------------------- */

static sy_status check_shape(const char *fn, const int64_t *shape, int rank, sy_dtype dt, int64_t *numel)
{
    if (rank < 0 || rank > SY_MAX_RANK)
        return sy__fail(SY_E_INVALID_ARGUMENT, "%s: rank %d is outside 0..%d", fn, rank, SY_MAX_RANK);
    if (rank > 0 && shape == NULL)
        return sy__fail(SY_E_INVALID_ARGUMENT, "%s: shape is NULL with rank %d", fn, rank);
    if ((unsigned)dt >= SY_DTYPE_COUNT)
        return sy__fail(SY_E_INVALID_ARGUMENT, "%s: dtype %d is not a sy_dtype", fn, (int)dt);
    /* The product of the non-zero dimensions is bounded too, even when a 0
     * makes the element count 0: strides, offsets and the running products
     * of sy__numel multiply those dimensions. */
    int64_t nonzero = 1;
    bool empty = false;
    const int64_t limit = (int64_t)(SIZE_MAX / 2 / sy__dtype_table[dt].size) < INT64_MAX / 2
                              ? (int64_t)(SIZE_MAX / 2 / sy__dtype_table[dt].size)
                              : INT64_MAX / 2;
    for (int i = 0; i < rank; i++) {
        if (shape[i] < 0)
            return sy__fail(SY_E_INVALID_ARGUMENT, "%s: dimension %d is negative (%lld)", fn, i, (long long)shape[i]);
        if (shape[i] == 0) {
            empty = true;
            continue;
        }
        if (nonzero > limit / shape[i]) {
            char buf[SY__SHAPE_STR_MAX];
            return sy__fail(SY_E_INVALID_ARGUMENT, "%s: shape %s has too many elements (its non-zero dimensions "
                            "multiply past %lld)", fn, sy__shape_str(shape, rank, buf, sizeof buf), (long long)limit);
        }
        nonzero *= shape[i];
    }
    *numel = empty ? 0 : nonzero;
    return SY_OK;
}

sy_status sy__check_shape(const char *fn, const int64_t *shape, int rank, sy_dtype dt, int64_t *numel)
{
    return check_shape(fn, shape, rank, dt, numel);
}

/* Device checks shared by tensor creation: validity, enabled, exists, dtype. */
sy_status sy__check_create_device(const char *fn, sy_device dev, sy_dtype dt)
{
    sy_status st = sy__device_check(dev, fn);
    if (st != SY_OK)
        return st;
    if (!sy_backend_stores((sy_backend)dev.backend, dt)) {
        char text[SY__DEVICE_STR_MAX];
        return sy__fail(SY_E_DTYPE_UNSUPPORTED, "%s: backend %s does not store %s (device %s)", fn,
                        sy__backend_table[dev.backend].name, sy_dtype_name(dt), sy__device_str(dev, text, sizeof text));
    }
    return SY_OK;
}

sy_status sy_tensor_from_data(const void *data, sy_dtype dt, const int64_t *shape, int rank, sy_device dev,
                              sy_tensor **out)
{
    const char *fn = "sy_tensor_from_data";
    if (out == NULL)
        return sy__fail(SY_E_INVALID_ARGUMENT, "%s: out is NULL", fn);
    *out = NULL;
    int64_t numel;
    sy_status st = check_shape(fn, shape, rank, dt, &numel);
    if (st != SY_OK)
        return st;
    if (data == NULL && numel > 0)
        return sy__fail(SY_E_INVALID_ARGUMENT, "%s: data is NULL for %lld elements", fn, (long long)numel);
    st = sy__check_create_device(fn, dev, dt);
    if (st != SY_OK)
        return st;
    sy_tensor *t;
    st = sy__tensor_alloc(dt, shape, rank, dev, &t);
    if (st != SY_OK)
        return st;
    st = sy__storage_write(t->storage, 0, data, (size_t)numel * sy__dtype_table[dt].size);
    if (st == SY_OK && sy_device_is_capture(dev))
        st = sy__capture_adopt(t, dev.index, fn); /* an initializer of the capture device */
    if (st != SY_OK) {
        sy_tensor_release(t);
        return st;
    }
    *out = t;
    return SY_OK;
}

sy_status sy_tensor_to_data(const sy_tensor *t, void *dst, size_t dst_bytes)
{
    if (t == NULL)
        return sy__fail(SY_E_INVALID_ARGUMENT, "sy_tensor_to_data: the tensor is NULL");
    size_t need = sy_tensor_nbytes(t);
    if (dst == NULL && need > 0)
        return sy__fail(SY_E_INVALID_ARGUMENT, "sy_tensor_to_data: dst is NULL");
    if (t->storage == NULL) {
        char text[SY__DEVICE_STR_MAX];
        return sy__fail(SY_E_NOT_MATERIALIZED, "sy_tensor_to_data: tensor on %s was computed by a capture and has no "
                        "data", sy__device_str(t->device, text, sizeof text));
    }
    if (dst_bytes < need)
        return sy__fail(SY_E_BUFFER_TOO_SMALL, "sy_tensor_to_data: need %zu bytes, got %zu", need, dst_bytes);
    return sy__read_contiguous(t, dst);
}

sy_device sy_tensor_device(const sy_tensor *t)
{
    sy_device none = {0};
    return t ? t->device : none;
}

sy_dtype sy_tensor_dtype(const sy_tensor *t)
{
    return t ? t->dtype : SY_DTYPE_COUNT;
}

int sy_tensor_rank(const sy_tensor *t)
{
    return t ? t->rank : -1;
}

int64_t sy_tensor_dim(const sy_tensor *t, int axis)
{
    if (!t)
        return -1;
    if (axis < 0)
        axis += t->rank;
    return axis >= 0 && axis < t->rank ? t->shape[axis] : -1;
}

const int64_t *sy_tensor_shape(const sy_tensor *t)
{
    return t ? t->shape : NULL;
}

int64_t sy_tensor_numel(const sy_tensor *t)
{
    return t ? t->numel : 0;
}

size_t sy_tensor_nbytes(const sy_tensor *t)
{
    return t ? (size_t)t->numel * sy__dtype_table[t->dtype].size : 0;
}

bool sy_tensor_is_tracked(const sy_tensor *t)
{
    return t && t->node != NULL;
}

const void *sy_tensor_host_data(const sy_tensor *t)
{
    if (!t || sy__tensor_is_capture(t))
        return NULL;
    return sy__host_ptr(t);
}

bool sy_tensor_shares_storage(const sy_tensor *a, const sy_tensor *b)
{
    return a && b && a->storage && a->storage == b->storage;
}
