/* @generated from backends.yaml by generator/ -- DO NOT EDIT; regenerate with `make generate` */
/* The pair grid of moves between devices: one arm per (source, destination)
 * pair of real backends, each compiled only when both sides are. The checks
 * and the capture and autodiff arms before it are in runtime/sy_move.c. */
#include "sy_internal.h"
#include "sy_kernels.h"

#include "sy_abi.h"
#if SY_RUNTIME_ABI != 5
#error "generated/ was rendered for runtime ABI 5 (backends.yaml abi:), but runtime/sy_abi.h has another SY_RUNTIME_ABI; regenerate with `make generate` or use the runtime this was generated for"
#endif

static sy_status no_arm(const sy_tensor *t, sy_device dst)
{
    return sy__fail(SY_E_INVALID_ARGUMENT, "no transfer arm from backend %u to backend %u",
                    (unsigned)t->device.backend, (unsigned)dst.backend);
}

/* The pair grid: 36 arms for 6 backends, in one function per
 * source backend (compilers take time quadratic in the arms of one switch). */
#if SY_WITH_CPU
static sy_status sy__transfer_from_cpu(const sy_tensor *t, sy_device dst, sy_tensor **out)
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
#if SY_WITH_CPU && SY_WITH_VULKAN
    case SY__PAIR(SY_BACKEND_CPU, SY_BACKEND_VULKAN): /* cpu -> vulkan: host -> device memory, stage through host (backends[cpu] -> backends[vulkan]) */
        return sy__move_staged(t, dst, out);
#endif
    default:
        return no_arm(t, dst);
    }
}
#endif

#if SY_WITH_SIMD
static sy_status sy__transfer_from_simd(const sy_tensor *t, sy_device dst, sy_tensor **out)
{
    switch (SY__PAIR(t->device.backend, dst.backend)) {
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
#if SY_WITH_SIMD && SY_WITH_VULKAN
    case SY__PAIR(SY_BACKEND_SIMD, SY_BACKEND_VULKAN): /* simd -> vulkan: host -> device memory, stage through host (backends[simd] -> backends[vulkan]) */
        return sy__move_staged(t, dst, out);
#endif
    default:
        return no_arm(t, dst);
    }
}
#endif

#if SY_WITH_BLAS
static sy_status sy__transfer_from_blas(const sy_tensor *t, sy_device dst, sy_tensor **out)
{
    switch (SY__PAIR(t->device.backend, dst.backend)) {
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
#if SY_WITH_BLAS && SY_WITH_VULKAN
    case SY__PAIR(SY_BACKEND_BLAS, SY_BACKEND_VULKAN): /* blas -> vulkan: host -> device memory, stage through host (backends[blas] -> backends[vulkan]) */
        return sy__move_staged(t, dst, out);
#endif
    default:
        return no_arm(t, dst);
    }
}
#endif

#if SY_WITH_SIM
static sy_status sy__transfer_from_sim(const sy_tensor *t, sy_device dst, sy_tensor **out)
{
    switch (SY__PAIR(t->device.backend, dst.backend)) {
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
    case SY__PAIR(SY_BACKEND_SIM, SY_BACKEND_SIM): /* sim -> sim: same device shares, another index: direct sy_k_sim_copy_peer (transfers[sim->sim]) */
        return sy__same_device(t, dst) ? sy__move_share(t, dst, out) : sy__move_direct(t, dst, sy_k_sim_copy_peer, out);
#endif
#if SY_WITH_SIM && SY_WITH_OPENCL
    case SY__PAIR(SY_BACKEND_SIM, SY_BACKEND_OPENCL): /* sim -> opencl: device -> device memory, stage through host (backends[sim] -> backends[opencl]) */
        return sy__move_staged(t, dst, out);
#endif
#if SY_WITH_SIM && SY_WITH_VULKAN
    case SY__PAIR(SY_BACKEND_SIM, SY_BACKEND_VULKAN): /* sim -> vulkan: device -> device memory, stage through host (backends[sim] -> backends[vulkan]) */
        return sy__move_staged(t, dst, out);
#endif
    default:
        return no_arm(t, dst);
    }
}
#endif

#if SY_WITH_OPENCL
static sy_status sy__transfer_from_opencl(const sy_tensor *t, sy_device dst, sy_tensor **out)
{
    switch (SY__PAIR(t->device.backend, dst.backend)) {
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
    case SY__PAIR(SY_BACKEND_OPENCL, SY_BACKEND_OPENCL): /* opencl -> opencl: same device shares, another index: direct sy_k_opencl_copy_peer (transfers[opencl->opencl]) */
        return sy__same_device(t, dst) ? sy__move_share(t, dst, out) : sy__move_direct(t, dst, sy_k_opencl_copy_peer, out);
#endif
#if SY_WITH_OPENCL && SY_WITH_VULKAN
    case SY__PAIR(SY_BACKEND_OPENCL, SY_BACKEND_VULKAN): /* opencl -> vulkan: device -> device memory, stage through host (backends[opencl] -> backends[vulkan]) */
        return sy__move_staged(t, dst, out);
#endif
    default:
        return no_arm(t, dst);
    }
}
#endif

#if SY_WITH_VULKAN
static sy_status sy__transfer_from_vulkan(const sy_tensor *t, sy_device dst, sy_tensor **out)
{
    switch (SY__PAIR(t->device.backend, dst.backend)) {
#if SY_WITH_VULKAN && SY_WITH_CPU
    case SY__PAIR(SY_BACKEND_VULKAN, SY_BACKEND_CPU): /* vulkan -> cpu: device -> host memory, stage through host (backends[vulkan] -> backends[cpu]) */
        return sy__move_staged(t, dst, out);
#endif
#if SY_WITH_VULKAN && SY_WITH_SIMD
    case SY__PAIR(SY_BACKEND_VULKAN, SY_BACKEND_SIMD): /* vulkan -> simd: device -> host memory, stage through host (backends[vulkan] -> backends[simd]) */
        return sy__move_staged(t, dst, out);
#endif
#if SY_WITH_VULKAN && SY_WITH_BLAS
    case SY__PAIR(SY_BACKEND_VULKAN, SY_BACKEND_BLAS): /* vulkan -> blas: device -> host memory, stage through host (backends[vulkan] -> backends[blas]) */
        return sy__move_staged(t, dst, out);
#endif
#if SY_WITH_VULKAN && SY_WITH_SIM
    case SY__PAIR(SY_BACKEND_VULKAN, SY_BACKEND_SIM): /* vulkan -> sim: device -> device memory, stage through host (backends[vulkan] -> backends[sim]) */
        return sy__move_staged(t, dst, out);
#endif
#if SY_WITH_VULKAN && SY_WITH_OPENCL
    case SY__PAIR(SY_BACKEND_VULKAN, SY_BACKEND_OPENCL): /* vulkan -> opencl: device -> device memory, stage through host (backends[vulkan] -> backends[opencl]) */
        return sy__move_staged(t, dst, out);
#endif
#if SY_WITH_VULKAN
    case SY__PAIR(SY_BACKEND_VULKAN, SY_BACKEND_VULKAN): /* vulkan -> vulkan: same device shares, another index: direct sy_k_vulkan_copy_peer (transfers[vulkan->vulkan]) */
        return sy__same_device(t, dst) ? sy__move_share(t, dst, out) : sy__move_direct(t, dst, sy_k_vulkan_copy_peer, out);
#endif
    default:
        return no_arm(t, dst);
    }
}
#endif

sy_status sy__transfer_pair(const sy_tensor *t, sy_device dst, sy_tensor **out)
{
    switch (t->device.backend) {
#if SY_WITH_CPU
    case SY_BACKEND_CPU:
        return sy__transfer_from_cpu(t, dst, out);
#endif
#if SY_WITH_SIMD
    case SY_BACKEND_SIMD:
        return sy__transfer_from_simd(t, dst, out);
#endif
#if SY_WITH_BLAS
    case SY_BACKEND_BLAS:
        return sy__transfer_from_blas(t, dst, out);
#endif
#if SY_WITH_SIM
    case SY_BACKEND_SIM:
        return sy__transfer_from_sim(t, dst, out);
#endif
#if SY_WITH_OPENCL
    case SY_BACKEND_OPENCL:
        return sy__transfer_from_opencl(t, dst, out);
#endif
#if SY_WITH_VULKAN
    case SY_BACKEND_VULKAN:
        return sy__transfer_from_vulkan(t, dst, out);
#endif
    default:
        return no_arm(t, dst);
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
#if SY_WITH_CPU && SY_WITH_VULKAN
    case SY__PAIR(SY_BACKEND_CPU, SY_BACKEND_VULKAN): return "staged through host";
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
#if SY_WITH_SIMD && SY_WITH_VULKAN
    case SY__PAIR(SY_BACKEND_SIMD, SY_BACKEND_VULKAN): return "staged through host";
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
#if SY_WITH_BLAS && SY_WITH_VULKAN
    case SY__PAIR(SY_BACKEND_BLAS, SY_BACKEND_VULKAN): return "staged through host";
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
    case SY__PAIR(SY_BACKEND_SIM, SY_BACKEND_SIM): return "same device: zero-copy; other index: direct sy_k_sim_copy_peer";
#endif
#if SY_WITH_SIM && SY_WITH_OPENCL
    case SY__PAIR(SY_BACKEND_SIM, SY_BACKEND_OPENCL): return "staged through host";
#endif
#if SY_WITH_SIM && SY_WITH_VULKAN
    case SY__PAIR(SY_BACKEND_SIM, SY_BACKEND_VULKAN): return "staged through host";
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
    case SY__PAIR(SY_BACKEND_OPENCL, SY_BACKEND_OPENCL): return "same device: zero-copy; other index: direct sy_k_opencl_copy_peer";
#endif
#if SY_WITH_OPENCL && SY_WITH_VULKAN
    case SY__PAIR(SY_BACKEND_OPENCL, SY_BACKEND_VULKAN): return "staged through host";
#endif
#if SY_WITH_VULKAN && SY_WITH_CPU
    case SY__PAIR(SY_BACKEND_VULKAN, SY_BACKEND_CPU): return "staged through host";
#endif
#if SY_WITH_VULKAN && SY_WITH_SIMD
    case SY__PAIR(SY_BACKEND_VULKAN, SY_BACKEND_SIMD): return "staged through host";
#endif
#if SY_WITH_VULKAN && SY_WITH_BLAS
    case SY__PAIR(SY_BACKEND_VULKAN, SY_BACKEND_BLAS): return "staged through host";
#endif
#if SY_WITH_VULKAN && SY_WITH_SIM
    case SY__PAIR(SY_BACKEND_VULKAN, SY_BACKEND_SIM): return "staged through host";
#endif
#if SY_WITH_VULKAN && SY_WITH_OPENCL
    case SY__PAIR(SY_BACKEND_VULKAN, SY_BACKEND_OPENCL): return "staged through host";
#endif
#if SY_WITH_VULKAN
    case SY__PAIR(SY_BACKEND_VULKAN, SY_BACKEND_VULKAN): return "same device: zero-copy; other index: direct sy_k_vulkan_copy_peer";
#endif
    default:
        return NULL;
    }
}
