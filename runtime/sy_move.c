/* switchyard: moving a tensor between devices. sy_to_device runs the checks
 * in the order of the error precedence, then the capture and autodiff arms,
 * then the pair grid; below, what the arms of the grid do (zero-copy, staged,
 * direct) and the ways into and out of an autodiff context. Which arm a pair
 * gets is decided by the generator (generated/sy_transfer.c). */
#include <string.h>

#include "sy_autodiff.h"

sy_status sy_move_check(const sy_tensor *t, sy_device dst)
{
    /* the devices are formatted only when a check fails: every move runs this */
    char from[SY__DEVICE_STR_MAX], to[SY__DEVICE_STR_MAX];
#define FROM sy__device_str(t->device, from, sizeof from)
#define TO sy__device_str(dst, to, sizeof to)
    /* 1. INVALID_ARGUMENT (and AUTODIFF_NESTED): NULL, malformed device */
    if (t == NULL)
        return sy__fail(SY_E_INVALID_ARGUMENT, "sy_to_device: the tensor is NULL");
    sy_status st = sy__device_validate(dst, "sy_to_device: destination");
    if (st != SY_OK)
        return st;
    /* 2. BACKEND_DISABLED: the destination is not compiled in */
    const sy__backend_info *info = &sy__backend_table[dst.backend];
    if (!info->enabled)
        return sy__fail(SY_E_BACKEND_DISABLED, "cannot move from %s to %s: backend %s is not compiled in (%s=0); "
                        SY__REBUILD_HINT, FROM, TO, info->name, info->cfg, info->cfg, info->name);
    /* 3. CAPTURE_ONE_WAY: nothing moves off a capture device; a computed
     *    capture tensor moves only onto its own device */
    if (sy__tensor_is_capture(t)) {
        bool same = sy_device_is_capture(dst) && dst.index == t->device.index;
        bool value = sy_device_is_capture(dst) && t->storage != NULL;
        if (!same && !value)
            return sy__fail(SY_E_CAPTURE_ONE_WAY, "Cannot move a tensor from a capture device (%s %s tensor to %s)",
                            t->storage != NULL ? "initialized" : "computed", FROM, TO);
    }
    /* 4. AUTODIFF_MISMATCH: tensor and device disagree on autodiffness */
    if (!sy_sides_agree(t, dst))
        return sy__fail(SY_E_AUTODIFF_MISMATCH,
                        "Cannot move between autodiff and non-autodiff instances. (%s tensor to %s; use %s)", FROM,
                        TO, t->device.autodiff ? "sy_inner" : "sy_track");
    /* 5. NO_SUCH_DEVICE: index out of range, or a capture device that does not exist */
    if (sy_device_is_capture(dst)) {
        if (!sy__capture_exists(dst.index))
            return sy__fail(SY_E_NO_SUCH_DEVICE, "cannot move from %s to %s: no such capture device", FROM, TO);
    } else if (info->remote) {
        if ((st = sy__remote_check(dst.index, "sy_to_device")) != SY_OK)
            return st;
    } else if (dst.index >= sy__backend_devices(dst.backend)) {
        const char *why = sy__backend_why_none(dst.backend);
        return sy__fail(SY_E_NO_SUCH_DEVICE, "cannot move from %s to %s: backend %s has %u device(s)%s%s", FROM, TO,
                        info->name, (unsigned)sy__backend_devices(dst.backend), *why ? ": " : "", why);
    }
    /* 6. DTYPE_UNSUPPORTED: the destination cannot store the dtype */
    if (!SY__DTYPE_IN(t->dtype, info->stores))
        return sy__fail(SY_E_DTYPE_UNSUPPORTED, "cannot move %s tensor from %s to %s: backend %s does not store %s",
                        sy_dtype_name(t->dtype), FROM, TO, info->name, sy_dtype_name(t->dtype));
    return SY_OK;
#undef FROM
#undef TO
}

sy_status sy_to_device(const sy_tensor *t, sy_device dst, sy_tensor **out)
{
    if (out == NULL)
        return sy__fail(SY_E_INVALID_ARGUMENT, "sy_to_device: out is NULL");
    *out = NULL;
    sy_status st = sy_move_check(t, dst);
    if (st != SY_OK)
        return st;
    /* capture arm: onto a capture device the value becomes an initializer;
     * within one it stays the same value */
    if (sy_device_is_capture(dst))
        return sy__capture_register(t, dst, out);
    /* autodiff arm: a recorded move between autodiff devices */
    if (dst.autodiff)
        return sy__autodiff_move(t, dst, out);
    /* remote arm: onto or off a remote device, staged through host memory */
    if (sy__backend_table[dst.backend].remote || sy__backend_table[t->device.backend].remote)
        return sy__remote_move(t, dst, out);
    return sy__transfer_pair(t, dst, out);
}

sy_status sy__move_share(const sy_tensor *t, sy_device dst, sy_tensor **out)
{
    return sy__tensor_share(t, dst, out);
}

static void release_storage(void *storage) { sy__storage_release(storage); }
static void free_staging(void *block) { sy__host_free(block); }

/* Source reads into host memory, destination writes. The write onto a
 * device may stay queued (an `async: true` backend): what it reads stays
 * alive until the backend says it is done, the source's storage by a
 * reference (tensors are immutable), a staging block by owning it. */
sy_status sy__move_staged(const sy_tensor *t, sy_device dst, sy_tensor **out)
{
    size_t bytes = sy_tensor_nbytes(t);
    const bool into_host = sy__backend_table[dst.backend].host;
    sy_tensor *r;
    sy_status st = sy__tensor_alloc(t->dtype, t->shape, t->rank, dst, &r);
    if (st != SY_OK)
        return st;
    if (into_host) { /* device -> host: read straight into the new storage */
        st = sy__read_contiguous(t, r->storage->data);
    } else {
        void *tmp = NULL;
        if (t->storage->host && sy_tensor_is_contiguous(t)) {
            sy__storage_retain(t->storage);
            st = sy__storage_write_owned(r->storage, sy__host_ptr(t), bytes, release_storage, t->storage);
            if (st != SY_OK)
                sy__storage_release(t->storage);
        } else if ((tmp = sy__host_alloc(bytes)) == NULL) {
            st = sy__fail(SY_E_OUT_OF_MEMORY, "out of host memory staging %zu bytes", bytes);
        } else {
            st = sy__read_contiguous(t, tmp);
            if (st == SY_OK)
                st = sy__storage_write_owned(r->storage, tmp, bytes, free_staging, tmp);
            if (st != SY_OK)
                sy__host_free(tmp);
        }
        if (st == SY_OK)
            sy__storage_flush(r->storage); /* the copy starts while the caller goes on */
    }
    if (st != SY_OK) {
        sy_tensor_release(r);
        return st;
    }
    *out = r;
    return SY_OK;
}

/* The yaml's direct function copies the whole source storage device to
 * device; the view (offset, strides) is kept. */
sy_status sy__move_direct(const sy_tensor *t, sy_device dst, sy__direct_fn fn, sy_tensor **out)
{
    const sy__storage *src = t->storage;
    sy__storage *s;
    sy_status st = sy__storage_new_device(dst.backend, dst.index, src->bytes, &s);
    if (st != SY_OK)
        return st;
    st = sy__device_injected(SY__DEV_DIRECT) ? sy_kernel_error(SY_E_DEVICE_ERROR, "injected failure")
                                             : fn(src->index, src->data, dst.index, s->data, src->bytes);
    if (st != SY_OK) {
        const char *d = sy__kernel_detail();
        sy__storage_release(s);
        char a[SY__DEVICE_STR_MAX], b[SY__DEVICE_STR_MAX];
        return sy__fail(SY_E_TRANSFER_FAILED, "Failed to read tensor during cross-backend transfer (direct copy %s -> %s:"
                        " %s)", sy__device_str(t->device, a, sizeof a), sy__device_str(dst, b, sizeof b),
                        *d ? d : sy_status_str(st));
    }
    sy__storage_flush(s);
    sy_tensor *r = sy__tensor_record_like(t, dst, s);
    if (!r) {
        sy__storage_release(s);
        return sy__fail(SY_E_OUT_OF_MEMORY, "out of host memory for a tensor record");
    }
    *out = r;
    return SY_OK;
}

bool sy_sides_agree(const sy_tensor *t, sy_device dev)
{
    return t != NULL && (t->device.autodiff != 0) == (dev.autodiff != 0);
}

bool sy_can_move(const sy_tensor *t, sy_device dev)
{
    return sy_move_check(t, dev) == SY_OK;
}

sy_status sy_inner(const sy_tensor *t, sy_tensor **out)
{
    if (out == NULL)
        return sy__fail(SY_E_INVALID_ARGUMENT, "sy_inner: out is NULL");
    *out = NULL;
    if (t == NULL)
        return sy__fail(SY_E_INVALID_ARGUMENT, "sy_inner: the tensor is NULL");
    if (!t->device.autodiff) {
        *out = sy_tensor_retain(t);
        return SY_OK;
    }
    return sy__tensor_share(t, sy_device_inner(t->device), out);
}

sy_status sy_track(const sy_tensor *t, sy_device ad, sy_tensor **out)
{
    char a[SY__DEVICE_STR_MAX], b[SY__DEVICE_STR_MAX];
    if (out == NULL)
        return sy__fail(SY_E_INVALID_ARGUMENT, "sy_track: out is NULL");
    *out = NULL;
    if (t == NULL)
        return sy__fail(SY_E_INVALID_ARGUMENT, "sy_track: the tensor is NULL");
    sy_status st = sy__device_check(ad, "sy_track");
    if (st != SY_OK)
        return st;
    if (!ad.autodiff)
        return sy__fail(SY_E_INVALID_ARGUMENT, "sy_track: %s is not an autodiff device (use sy_device_autodiff)",
                        sy__device_str(ad, b, sizeof b));
    if (t->device.autodiff)
        return sy__fail(SY_E_AUTODIFF_NESTED, "sy_track: Autodiff should not wrap an autodiff tensor. (tensor on %s)",
                        sy__device_str(t->device, a, sizeof a));
    if (sy__tensor_is_capture(t))
        return sy__fail(SY_E_INVALID_ARGUMENT, "sy_track: Capture tensors do not support autodiff");
    if (!sy_device_eq(t->device, ad))
        return sy__fail(SY_E_DEVICE_MISMATCH, "sy_track: the tensor is on %s but the autodiff device wraps %s; move it "
                        "first", sy__device_str(t->device, a, sizeof a), sy__device_str(sy_device_inner(ad), b, sizeof b));
    sy_tensor *r;
    st = sy__tensor_share(t, ad, &r);
    if (st != SY_OK)
        return st;
    if (sy_dtype_is_float(t->dtype)) {
        st = sy__autodiff_leaf(r);
        if (st != SY_OK) {
            sy_tensor_release(r);
            return st;
        }
    }
    *out = r;
    return SY_OK;
}
