/* switchyard opencl backend: the launcher of grid_sample (ONNX GridSample-16),
 * taking sy_op_args; its gradient op falls back to cpu (max_unpool's
 * launchers are in sy_opencl_pools.c). The
 * runtime has run the family's shape rule (runtime/sy_rules_grid.c) and made
 * every input contiguous on this device. The kernel (sy_opencl_src_act.h)
 * computes in double as cpu's does, so a device without fp64 returns
 * SY_KERNEL_FALLBACK for f32 too and the call runs on cpu. */
#include <stdio.h>

#include "sy_opencl.h"

sy_status sy_k_opencl_grid_sample(const sy_op_args *a)
{
    sy_status status = sy__ocl_op_check(a, 2, 0, 1, SY__OCL_TAKES(grid_sample));
    if (status != SY_OK)
        return status;
    const sy_tensor_arg *x = &a->in[0], *grid = &a->in[1];
    if (x->rank != 4 || grid->rank != 4 || grid->dtype != x->dtype || a->out[0].dtype != x->dtype ||
        a->out[0].numel != x->shape[0] * x->shape[1] * grid->shape[1] * grid->shape[2])
        return SY_E_INVALID_ARGUMENT;
    sy__ocl_device *dev;
    if ((status = sy__ocl_begin(a->device, true, &dev)) != SY_OK) /* double for f32 too */
        return status;
    cl_mem out, xm, gm;
    status = sy__ocl_out_mem(dev, &a->out[0], "the output", &out);
    if (status == SY_OK)
        status = sy__ocl_in_mem(dev, x, "x", &xm);
    if (status == SY_OK)
        status = sy__ocl_in_mem(dev, grid, "grid", &gm);
    if (status != SY_OK || a->out[0].numel == 0)
        return status;
    cl_long xoff = x->offset, goff = grid->offset, c = x->shape[1], h = x->shape[2], w = x->shape[3];
    cl_long pos = grid->shape[1] * grid->shape[2], n = a->out[0].numel;
    cl_int mode = (cl_int)a->attrs[SY_ATTR_GRID_SAMPLE_MODE].i[0];
    cl_int pad = (cl_int)a->attrs[SY_ATTR_GRID_SAMPLE_PADDING_MODE].i[0];
    cl_int ac = a->attrs[SY_ATTR_GRID_SAMPLE_ALIGN_CORNERS].i[0] != 0;
    const sy__ocl_arg args[13] = {SY__OCL_ARG(out), SY__OCL_ARG(xm), SY__OCL_ARG(xoff), SY__OCL_ARG(gm),
                                  SY__OCL_ARG(goff), SY__OCL_ARG(c), SY__OCL_ARG(h), SY__OCL_ARG(w),
                                  SY__OCL_ARG(pos), SY__OCL_ARG(n), SY__OCL_ARG(mode), SY__OCL_ARG(pad),
                                  SY__OCL_ARG(ac)};
    char name[SY__OCL_NAME];
    snprintf(name, sizeof name, "sy_grid_sample_%s", sy__ocl_sfx[x->dtype]);
    return sy__ocl_run1d(dev, name, args, 13, n);
}
