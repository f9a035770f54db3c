/* switchyard opencl backend: the launchers of grid_sample (ONNX GridSample-16)
 * and grid_sample_backward, taking sy_op_args (max_unpool's launchers are in
 * sy_opencl_pools.c).
 * The runtime has run the family's shape rule (runtime/sy_rules_grid.c) and
 * made every input contiguous on this device. The kernels
 * (sy_opencl_src_act.h) compute in double as cpu's do, so a device without
 * fp64 returns SY_KERNEL_FALLBACK for f32 too and the call runs on cpu.
 *
 * x's gradient is a scatter on cpu (each dy element times each tap's weight
 * added at the tap's pixel); OpenCL 1.2 has no portable atomic add of
 * doubles, so here it is a gather: a work-item per (n, c) plane sums, in
 * double, over the plane's positions in order and each position's taps in
 * order, which is cpu's order of summation, so the result is cpu's bit for
 * bit and the same from run to run. It runs in N * C work-items (each
 * computing every position's taps once); f32 sums in a double scratch buffer
 * of x's size, freed after the launch (declined, and run on cpu, where the
 * device cannot allocate one buffer that large). grid's gradient is a
 * work-item per grid position, summing over channels and taps as cpu does. */
#include <stdbool.h>
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
    if ((status = sy__ocl_begin(a->op, a->device, true, &dev)) != SY_OK) /* double for f32 too */
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

sy_status sy_k_opencl_grid_sample_backward(const sy_op_args *a)
{
    sy_status status = sy__ocl_op_check(a, 3, 0, 1, SY__OCL_TAKES(grid_sample_backward));
    if (status != SY_OK)
        return status;
    const sy_tensor_arg *dy = &a->in[0], *x = &a->in[1], *grid = &a->in[2];
    const sy_dtype dt = dy->dtype;
    const bool wrt_grid = a->attrs[SY_ATTR_GRID_SAMPLE_BACKWARD_WRT_GRID].i[0] != 0;
    if (x->rank != 4 || grid->rank != 4 || dy->rank != 4 || x->dtype != dt || grid->dtype != dt ||
        a->out[0].dtype != dt || grid->shape[0] != x->shape[0] ||
        dy->numel != x->shape[0] * x->shape[1] * grid->shape[1] * grid->shape[2] ||
        a->out[0].numel != (wrt_grid ? grid->numel : x->numel))
        return SY_E_INVALID_ARGUMENT;
    sy__ocl_device *dev;
    if ((status = sy__ocl_begin(a->op, a->device, true, &dev)) != SY_OK) /* double for f32 too */
        return status;
    cl_mem out, dym, xm, gm;
    status = sy__ocl_out_mem(dev, &a->out[0], "the gradient", &out);
    if (status == SY_OK)
        status = sy__ocl_in_mem(dev, dy, "dy", &dym);
    if (status == SY_OK)
        status = sy__ocl_in_mem(dev, x, "x", &xm);
    if (status == SY_OK)
        status = sy__ocl_in_mem(dev, grid, "grid", &gm);
    if (status != SY_OK || a->out[0].numel == 0)
        return status;
    cl_long dyoff = dy->offset, xoff = x->offset, goff = grid->offset, c = x->shape[1], h = x->shape[2],
            w = x->shape[3], pos = grid->shape[1] * grid->shape[2];
    cl_int mode = (cl_int)a->attrs[SY_ATTR_GRID_SAMPLE_BACKWARD_MODE].i[0];
    cl_int pad = (cl_int)a->attrs[SY_ATTR_GRID_SAMPLE_BACKWARD_PADDING_MODE].i[0];
    cl_int ac = a->attrs[SY_ATTR_GRID_SAMPLE_BACKWARD_ALIGN_CORNERS].i[0] != 0;
    char name[SY__OCL_NAME];
    if (wrt_grid) {
        cl_long n_pos = x->shape[0] * pos;
        const sy__ocl_arg args[15] = {SY__OCL_ARG(out), SY__OCL_ARG(dym), SY__OCL_ARG(dyoff), SY__OCL_ARG(xm),
                                      SY__OCL_ARG(xoff), SY__OCL_ARG(gm), SY__OCL_ARG(goff),  SY__OCL_ARG(c),
                                      SY__OCL_ARG(h),   SY__OCL_ARG(w),   SY__OCL_ARG(pos),   SY__OCL_ARG(n_pos),
                                      SY__OCL_ARG(mode), SY__OCL_ARG(pad), SY__OCL_ARG(ac)};
        snprintf(name, sizeof name, "sy_grid_sample_backward_grid_%s", sy__ocl_sfx[dt]);
        return sy__ocl_run1d(dev, name, args, 15, n_pos);
    }
    cl_mem acc = NULL; /* f32's double sums; f64 sums in dx */
    if (dt != SY_DTYPE_F64) {
        const size_t bytes = (size_t)x->numel * sizeof(cl_double);
        if (bytes > dev->max_alloc) /* x fits in f32 and not in double: cpu sums in host memory */
            return SY_KERNEL_FALLBACK;
        cl_int err = CL_SUCCESS;
        acc = clCreateBuffer(dev->context, CL_MEM_READ_WRITE, bytes, NULL, &err);
        if (acc == NULL)
            return sy__ocl_fail(err == CL_SUCCESS ? CL_OUT_OF_RESOURCES : err, "clCreateBuffer",
                                "grid_sample_backward sums", dev->index);
    }
    cl_long planes = x->shape[0] * x->shape[1];
    const sy__ocl_arg args[14] = {SY__OCL_ARG(out),  SY__OCL_ARG(acc), SY__OCL_ARG(dym),    SY__OCL_ARG(dyoff),
                                  SY__OCL_ARG(gm),   SY__OCL_ARG(goff), SY__OCL_ARG(c),     SY__OCL_ARG(h),
                                  SY__OCL_ARG(w),    SY__OCL_ARG(pos), SY__OCL_ARG(planes), SY__OCL_ARG(mode),
                                  SY__OCL_ARG(pad),  SY__OCL_ARG(ac)};
    snprintf(name, sizeof name, "sy_grid_sample_backward_x_%s", sy__ocl_sfx[dt]);
    status = sy__ocl_run1d(dev, name, args, 14, planes);
    if (acc != NULL)
        clReleaseMemObject(acc); /* the queued launch keeps it until it has run */
    return status;
}
