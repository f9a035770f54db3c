/* switchyard opencl backend: the launchers of the scans (cumsum), taking
 * sy_op_args. The runtime has run the family's shape rule (the axis in
 * range, x of rank 1 or more) and made the input contiguous on this device.
 * The launcher checks the buffers' bounds and enqueues a kernel of
 * sy_opencl_src_scan.h without waiting. f64 returns SY_KERNEL_FALLBACK on a
 * device without fp64 (`runtime_fallback: [f64]`). topk, sort and
 * gather_elements_backward have no OpenCL kernel: they run on cpu, staged. */
#include <stdio.h>

#include "sy_axis.h"
#include "sy_opencl.h"

sy_status sy_k_opencl_cumsum(const sy_op_args *a)
{
    sy_status status = sy__ocl_op_check(a, 1, 0, 1, SY__OCL_TAKES(cumsum));
    if (status != SY_OK)
        return status;
    const sy_tensor_arg *x = &a->in[0];
    if (x->rank < 1 || a->out[0].dtype != x->dtype)
        return SY_E_INVALID_ARGUMENT; /* the rule refuses a scalar */
    sy__ocl_device *dev;
    cl_mem out, in;
    if ((status = sy__ocl_one_in(a, "x", &dev, &out, &in)) != SY_OK || a->out[0].numel == 0)
        return status;
    const sy__split s = sy__around(x->shape, x->rank, a->attrs[SY_ATTR_CUMSUM_AXIS].i[0]);
    cl_long outer = s.outer, len = s.len, inner = s.inner, off = x->offset;
    cl_int exclusive = a->attrs[SY_ATTR_CUMSUM_EXCLUSIVE].i[0] != 0;
    cl_int reverse = a->attrs[SY_ATTR_CUMSUM_REVERSE].i[0] != 0;
    const sy__ocl_arg args[8] = {SY__OCL_ARG(out),   SY__OCL_ARG(in),    SY__OCL_ARG(off),       SY__OCL_ARG(outer),
                                 SY__OCL_ARG(len),   SY__OCL_ARG(inner), SY__OCL_ARG(exclusive), SY__OCL_ARG(reverse)};
    char name[SY__OCL_NAME];
    snprintf(name, sizeof name, "sy_cumsum_%s", sy__ocl_sfx[x->dtype]);
    return sy__ocl_run1d(dev, name, args, 8, outer * inner);
}
