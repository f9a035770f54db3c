/* @generated from backends.yaml by generator/ -- DO NOT EDIT; regenerate with `make generate` */
/* Moving a tensor between devices: the checks in the order of the error
 * precedence, the capture and autodiff arms, and the pair grid with one arm
 * per (source, destination) pair of real backends, each compiled only when
 * both sides are. */
#include "sy_internal.h"
#include "sy_kernels.h"

#include "sy_abi.h"
#if SY_RUNTIME_ABI != 2
#error "generated/ was rendered for runtime ABI 2 (backends.yaml abi:), but runtime/sy_abi.h has another SY_RUNTIME_ABI; regenerate with `make generate` or use the runtime this was generated for"
#endif

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
    /* capture arm (backends[capture]): onto a capture device the
     * value becomes an initializer; within one it stays the same value */
    if (sy_device_is_capture(dst))
        return sy__capture_register(t, dst, out);
    /* autodiff arm: a recorded move between autodiff devices */
    if (dst.autodiff)
        return sy__autodiff_move(t, dst, out);
    return sy__transfer_pair(t, dst, out);
}

/* The pair grid: 25 arms for 5 backends. */
sy_status sy__transfer_pair(const sy_tensor *t, sy_device dst, sy_tensor **out)
{
    switch (SY__PAIR(t->device.backend, dst.backend)) {
#if SY_WITH_CPU
    case SY__PAIR(SY_BACKEND_CPU, SY_BACKEND_CPU): /* cpu -> cpu: same backend, host memory: share the storage (backends[cpu]) */
        return sy__move_share(t, dst, out);
#endif
#if SY_WITH_CPU && SY_WITH_SIMD
    case SY__PAIR(SY_BACKEND_CPU, SY_BACKEND_SIMD): /* cpu -> simd: both host memory, share the storage (backends[cpu] -> backends[simd]) */
        return sy__move_share(t, dst, out);
#endif
#if SY_WITH_CPU && SY_WITH_BLAS
    case SY__PAIR(SY_BACKEND_CPU, SY_BACKEND_BLAS): /* cpu -> blas: both host memory, share the storage (backends[cpu] -> backends[blas]) */
        return sy__move_share(t, dst, out);
#endif
#if SY_WITH_CPU && SY_WITH_SIM
    case SY__PAIR(SY_BACKEND_CPU, SY_BACKEND_SIM): /* cpu -> sim: host -> device memory, stage through host (backends[cpu] -> backends[sim]) */
        return sy__move_staged(t, dst, out);
#endif
#if SY_WITH_CPU && SY_WITH_OPENCL
    case SY__PAIR(SY_BACKEND_CPU, SY_BACKEND_OPENCL): /* cpu -> opencl: host -> device memory, stage through host (backends[cpu] -> backends[opencl]) */
        return sy__move_staged(t, dst, out);
#endif
#if SY_WITH_SIMD && SY_WITH_CPU
    case SY__PAIR(SY_BACKEND_SIMD, SY_BACKEND_CPU): /* simd -> cpu: both host memory, share the storage (backends[simd] -> backends[cpu]) */
        return sy__move_share(t, dst, out);
#endif
#if SY_WITH_SIMD
    case SY__PAIR(SY_BACKEND_SIMD, SY_BACKEND_SIMD): /* simd -> simd: same backend, host memory: share the storage (backends[simd]) */
        return sy__move_share(t, dst, out);
#endif
#if SY_WITH_SIMD && SY_WITH_BLAS
    case SY__PAIR(SY_BACKEND_SIMD, SY_BACKEND_BLAS): /* simd -> blas: both host memory, share the storage (backends[simd] -> backends[blas]) */
        return sy__move_share(t, dst, out);
#endif
#if SY_WITH_SIMD && SY_WITH_SIM
    case SY__PAIR(SY_BACKEND_SIMD, SY_BACKEND_SIM): /* simd -> sim: host -> device memory, stage through host (backends[simd] -> backends[sim]) */
        return sy__move_staged(t, dst, out);
#endif
#if SY_WITH_SIMD && SY_WITH_OPENCL
    case SY__PAIR(SY_BACKEND_SIMD, SY_BACKEND_OPENCL): /* simd -> opencl: host -> device memory, stage through host (backends[simd] -> backends[opencl]) */
        return sy__move_staged(t, dst, out);
#endif
#if SY_WITH_BLAS && SY_WITH_CPU
    case SY__PAIR(SY_BACKEND_BLAS, SY_BACKEND_CPU): /* blas -> cpu: both host memory, share the storage (backends[blas] -> backends[cpu]) */
        return sy__move_share(t, dst, out);
#endif
#if SY_WITH_BLAS && SY_WITH_SIMD
    case SY__PAIR(SY_BACKEND_BLAS, SY_BACKEND_SIMD): /* blas -> simd: both host memory, share the storage (backends[blas] -> backends[simd]) */
        return sy__move_share(t, dst, out);
#endif
#if SY_WITH_BLAS
    case SY__PAIR(SY_BACKEND_BLAS, SY_BACKEND_BLAS): /* blas -> blas: same backend, host memory: share the storage (backends[blas]) */
        return sy__move_share(t, dst, out);
#endif
#if SY_WITH_BLAS && SY_WITH_SIM
    case SY__PAIR(SY_BACKEND_BLAS, SY_BACKEND_SIM): /* blas -> sim: host -> device memory, stage through host (backends[blas] -> backends[sim]) */
        return sy__move_staged(t, dst, out);
#endif
#if SY_WITH_BLAS && SY_WITH_OPENCL
    case SY__PAIR(SY_BACKEND_BLAS, SY_BACKEND_OPENCL): /* blas -> opencl: host -> device memory, stage through host (backends[blas] -> backends[opencl]) */
        return sy__move_staged(t, dst, out);
#endif
#if SY_WITH_SIM && SY_WITH_CPU
    case SY__PAIR(SY_BACKEND_SIM, SY_BACKEND_CPU): /* sim -> cpu: device -> host memory, stage through host (backends[sim] -> backends[cpu]) */
        return sy__move_staged(t, dst, out);
#endif
#if SY_WITH_SIM && SY_WITH_SIMD
    case SY__PAIR(SY_BACKEND_SIM, SY_BACKEND_SIMD): /* sim -> simd: device -> host memory, stage through host (backends[sim] -> backends[simd]) */
        return sy__move_staged(t, dst, out);
#endif
#if SY_WITH_SIM && SY_WITH_BLAS
    case SY__PAIR(SY_BACKEND_SIM, SY_BACKEND_BLAS): /* sim -> blas: device -> host memory, stage through host (backends[sim] -> backends[blas]) */
        return sy__move_staged(t, dst, out);
#endif
#if SY_WITH_SIM
    case SY__PAIR(SY_BACKEND_SIM, SY_BACKEND_SIM): /* sim -> sim: same device shares, another index: direct sy_sim_copy_peer (transfers[sim->sim]) */
        return sy__same_device(t, dst) ? sy__move_share(t, dst, out) : sy__move_direct(t, dst, sy_sim_copy_peer, out);
#endif
#if SY_WITH_SIM && SY_WITH_OPENCL
    case SY__PAIR(SY_BACKEND_SIM, SY_BACKEND_OPENCL): /* sim -> opencl: device -> device memory, stage through host (backends[sim] -> backends[opencl]) */
        return sy__move_staged(t, dst, out);
#endif
#if SY_WITH_OPENCL && SY_WITH_CPU
    case SY__PAIR(SY_BACKEND_OPENCL, SY_BACKEND_CPU): /* opencl -> cpu: device -> host memory, stage through host (backends[opencl] -> backends[cpu]) */
        return sy__move_staged(t, dst, out);
#endif
#if SY_WITH_OPENCL && SY_WITH_SIMD
    case SY__PAIR(SY_BACKEND_OPENCL, SY_BACKEND_SIMD): /* opencl -> simd: device -> host memory, stage through host (backends[opencl] -> backends[simd]) */
        return sy__move_staged(t, dst, out);
#endif
#if SY_WITH_OPENCL && SY_WITH_BLAS
    case SY__PAIR(SY_BACKEND_OPENCL, SY_BACKEND_BLAS): /* opencl -> blas: device -> host memory, stage through host (backends[opencl] -> backends[blas]) */
        return sy__move_staged(t, dst, out);
#endif
#if SY_WITH_OPENCL && SY_WITH_SIM
    case SY__PAIR(SY_BACKEND_OPENCL, SY_BACKEND_SIM): /* opencl -> sim: device -> device memory, stage through host (backends[opencl] -> backends[sim]) */
        return sy__move_staged(t, dst, out);
#endif
#if SY_WITH_OPENCL
    case SY__PAIR(SY_BACKEND_OPENCL, SY_BACKEND_OPENCL): /* opencl -> opencl: same device shares, another index: direct sy_opencl_copy_peer (transfers[opencl->opencl]) */
        return sy__same_device(t, dst) ? sy__move_share(t, dst, out) : sy__move_direct(t, dst, sy_opencl_copy_peer, out);
#endif
    default:
        return sy__fail(SY_E_INVALID_ARGUMENT, "no transfer arm from backend %u to backend %u",
                        (unsigned)t->device.backend, (unsigned)dst.backend);
    }
}

const char *sy_transfer_kind(sy_backend src, sy_backend dst)
{
    switch (SY__PAIR(src, dst)) {
#if SY_WITH_CPU
    case SY__PAIR(SY_BACKEND_CPU, SY_BACKEND_CPU): return "zero-copy (same backend)";
#endif
#if SY_WITH_CPU && SY_WITH_SIMD
    case SY__PAIR(SY_BACKEND_CPU, SY_BACKEND_SIMD): return "zero-copy";
#endif
#if SY_WITH_CPU && SY_WITH_BLAS
    case SY__PAIR(SY_BACKEND_CPU, SY_BACKEND_BLAS): return "zero-copy";
#endif
#if SY_WITH_CPU && SY_WITH_SIM
    case SY__PAIR(SY_BACKEND_CPU, SY_BACKEND_SIM): return "staged through host";
#endif
#if SY_WITH_CPU && SY_WITH_OPENCL
    case SY__PAIR(SY_BACKEND_CPU, SY_BACKEND_OPENCL): return "staged through host";
#endif
#if SY_WITH_SIMD && SY_WITH_CPU
    case SY__PAIR(SY_BACKEND_SIMD, SY_BACKEND_CPU): return "zero-copy";
#endif
#if SY_WITH_SIMD
    case SY__PAIR(SY_BACKEND_SIMD, SY_BACKEND_SIMD): return "zero-copy (same backend)";
#endif
#if SY_WITH_SIMD && SY_WITH_BLAS
    case SY__PAIR(SY_BACKEND_SIMD, SY_BACKEND_BLAS): return "zero-copy";
#endif
#if SY_WITH_SIMD && SY_WITH_SIM
    case SY__PAIR(SY_BACKEND_SIMD, SY_BACKEND_SIM): return "staged through host";
#endif
#if SY_WITH_SIMD && SY_WITH_OPENCL
    case SY__PAIR(SY_BACKEND_SIMD, SY_BACKEND_OPENCL): return "staged through host";
#endif
#if SY_WITH_BLAS && SY_WITH_CPU
    case SY__PAIR(SY_BACKEND_BLAS, SY_BACKEND_CPU): return "zero-copy";
#endif
#if SY_WITH_BLAS && SY_WITH_SIMD
    case SY__PAIR(SY_BACKEND_BLAS, SY_BACKEND_SIMD): return "zero-copy";
#endif
#if SY_WITH_BLAS
    case SY__PAIR(SY_BACKEND_BLAS, SY_BACKEND_BLAS): return "zero-copy (same backend)";
#endif
#if SY_WITH_BLAS && SY_WITH_SIM
    case SY__PAIR(SY_BACKEND_BLAS, SY_BACKEND_SIM): return "staged through host";
#endif
#if SY_WITH_BLAS && SY_WITH_OPENCL
    case SY__PAIR(SY_BACKEND_BLAS, SY_BACKEND_OPENCL): return "staged through host";
#endif
#if SY_WITH_SIM && SY_WITH_CPU
    case SY__PAIR(SY_BACKEND_SIM, SY_BACKEND_CPU): return "staged through host";
#endif
#if SY_WITH_SIM && SY_WITH_SIMD
    case SY__PAIR(SY_BACKEND_SIM, SY_BACKEND_SIMD): return "staged through host";
#endif
#if SY_WITH_SIM && SY_WITH_BLAS
    case SY__PAIR(SY_BACKEND_SIM, SY_BACKEND_BLAS): return "staged through host";
#endif
#if SY_WITH_SIM
    case SY__PAIR(SY_BACKEND_SIM, SY_BACKEND_SIM): return "same device: zero-copy; other index: direct sy_sim_copy_peer";
#endif
#if SY_WITH_SIM && SY_WITH_OPENCL
    case SY__PAIR(SY_BACKEND_SIM, SY_BACKEND_OPENCL): return "staged through host";
#endif
#if SY_WITH_OPENCL && SY_WITH_CPU
    case SY__PAIR(SY_BACKEND_OPENCL, SY_BACKEND_CPU): return "staged through host";
#endif
#if SY_WITH_OPENCL && SY_WITH_SIMD
    case SY__PAIR(SY_BACKEND_OPENCL, SY_BACKEND_SIMD): return "staged through host";
#endif
#if SY_WITH_OPENCL && SY_WITH_BLAS
    case SY__PAIR(SY_BACKEND_OPENCL, SY_BACKEND_BLAS): return "staged through host";
#endif
#if SY_WITH_OPENCL && SY_WITH_SIM
    case SY__PAIR(SY_BACKEND_OPENCL, SY_BACKEND_SIM): return "staged through host";
#endif
#if SY_WITH_OPENCL
    case SY__PAIR(SY_BACKEND_OPENCL, SY_BACKEND_OPENCL): return "same device: zero-copy; other index: direct sy_opencl_copy_peer";
#endif
    default:
        return NULL;
    }
}
