/* switchyard opencl backend: the launchers of the general-purpose ops
 * declared with `kernel: op` that run on the device (gelu, gelu_backward;
 * flip falls back to cpu), taking sy_op_args. The runtime has run the
 * family's shape rule and made every input contiguous on this device. Each
 * launcher checks the buffers' bounds and enqueues a kernel of
 * sy_opencl_src_act.h without waiting; an f64 call on a device without fp64
 * returns SY_KERNEL_FALLBACK. */
#include <stdio.h>

#include "sy_opencl.h"

sy_status sy_k_opencl_gelu(const sy_op_args *a)
{
    sy_status status = sy__ocl_op_check(a, 1, 0, 1, SY__OCL_TAKES(gelu));
    if (status != SY_OK)
        return status;
    const sy_tensor_arg *x = &a->in[0];
    if (a->out[0].dtype != x->dtype || a->out[0].numel != x->numel)
        return SY_E_INVALID_ARGUMENT;
    sy__ocl_device *dev;
    if ((status = sy__ocl_begin(a->op, a->device, x->dtype == SY_DTYPE_F64, &dev)) != SY_OK)
        return status;
    cl_mem out, in;
    status = sy__ocl_out_mem(dev, &a->out[0], "the output", &out);
    if (status == SY_OK)
        status = sy__ocl_in_mem(dev, x, "x", &in);
    if (status != SY_OK || x->numel == 0)
        return status;
    cl_long off = x->offset, n = x->numel;
    cl_int th = a->attrs[SY_ATTR_GELU_APPROXIMATE].i[0] != 0;
    const sy__ocl_arg args[5] = {SY__OCL_ARG(out), SY__OCL_ARG(in), SY__OCL_ARG(off), SY__OCL_ARG(n), SY__OCL_ARG(th)};
    char name[SY__OCL_NAME];
    snprintf(name, sizeof name, "sy_gelu_%s", sy__ocl_sfx[x->dtype]);
    return sy__ocl_run1d(dev, name, args, 5, n);
}

sy_status sy_k_opencl_gelu_backward(const sy_op_args *a)
{
    sy_status status = sy__ocl_op_check(a, 2, 0, 1, SY__OCL_TAKES(gelu_backward));
    if (status != SY_OK)
        return status;
    const sy_tensor_arg *dy = &a->in[0], *x = &a->in[1];
    if (x->dtype != dy->dtype || a->out[0].dtype != dy->dtype || x->numel != dy->numel ||
        a->out[0].numel != dy->numel)
        return SY_E_INVALID_ARGUMENT;
    sy__ocl_device *dev;
    if ((status = sy__ocl_begin(a->op, a->device, x->dtype == SY_DTYPE_F64, &dev)) != SY_OK)
        return status;
    cl_mem out, dm, xm;
    status = sy__ocl_out_mem(dev, &a->out[0], "the output", &out);
    if (status == SY_OK)
        status = sy__ocl_in_mem(dev, dy, "dy", &dm);
    if (status == SY_OK)
        status = sy__ocl_in_mem(dev, x, "x", &xm);
    if (status != SY_OK || x->numel == 0)
        return status;
    cl_long doff = dy->offset, xoff = x->offset, n = x->numel;
    cl_int th = a->attrs[SY_ATTR_GELU_BACKWARD_APPROXIMATE].i[0] != 0;
    const sy__ocl_arg args[7] = {SY__OCL_ARG(out), SY__OCL_ARG(dm), SY__OCL_ARG(doff), SY__OCL_ARG(xm),
                                 SY__OCL_ARG(xoff), SY__OCL_ARG(n), SY__OCL_ARG(th)};
    char name[SY__OCL_NAME];
    snprintf(name, sizeof name, "sy_gelu_backward_%s", sy__ocl_sfx[x->dtype]);
    return sy__ocl_run1d(dev, name, args, 7, n);
}
