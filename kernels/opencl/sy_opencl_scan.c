/* switchyard opencl backend: the launchers of the scans (cumsum), taking
 * sy_op_args. The runtime has run the family's shape rule (the axis in
 * range, x of rank 1 or more) and made the input contiguous on this device.
 * The launcher checks the buffers' bounds and enqueues a kernel of
 * sy_opencl_src_scan.h without waiting. f64 returns SY_KERNEL_FALLBACK on a
 * device without fp64 (`runtime_fallback: [f64]`). topk and sort share one
 * kernel, sort taking the whole axis; gather_elements_backward, their
 * gradient op, has no OpenCL kernel: it runs on cpu, staged. */
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

/* topk, sort: values (result 0) and i64 indices (result 1) of the first k of
 * each line in the order of sy_opencl_src_scan.h. */
static sy_status select_op(const sy_op_args *a, unsigned dtypes, int64_t axis, int64_t k_attr, int desc)
{
    sy_status status = sy__ocl_op_check(a, 1, 0, 2, dtypes);
    if (status != SY_OK)
        return status;
    const sy_tensor_arg *x = &a->in[0];
    if (x->rank < 1)
        return SY_E_INVALID_ARGUMENT; /* the rule refuses a scalar */
    const sy__split s = sy__around(x->shape, x->rank, axis);
    const int64_t k = k_attr < 0 ? s.len : k_attr;
    if (k > s.len || a->out[0].dtype != x->dtype || a->out[1].dtype != SY_DTYPE_I64 ||
        a->out[0].numel != s.outer * k * s.inner || a->out[1].numel != a->out[0].numel)
        return SY_E_INVALID_ARGUMENT; /* the rule refuses these */
    sy__ocl_device *dev;
    cl_mem vals, in, idx;
    if ((status = sy__ocl_one_in(a, "x", &dev, &vals, &in)) != SY_OK)
        return status;
    if ((status = sy__ocl_out_mem(dev, &a->out[1], "the indices", &idx)) != SY_OK || a->out[0].numel == 0)
        return status;
    cl_long off = x->offset, outer = s.outer, len = s.len, inner = s.inner, ck = k;
    cl_int d = desc;
    const sy__ocl_arg args[9] = {SY__OCL_ARG(vals),  SY__OCL_ARG(idx),   SY__OCL_ARG(in),
                                 SY__OCL_ARG(off),   SY__OCL_ARG(outer), SY__OCL_ARG(len),
                                 SY__OCL_ARG(inner), SY__OCL_ARG(ck),    SY__OCL_ARG(d)};
    char name[SY__OCL_NAME];
    snprintf(name, sizeof name, "sy_select_%s", sy__ocl_sfx[x->dtype]);
    return sy__ocl_run1d(dev, name, args, 9, s.outer * s.inner);
}

sy_status sy_k_opencl_topk(const sy_op_args *a)
{
    if (a == NULL || a->attrs == NULL)
        return SY_E_INVALID_ARGUMENT;
    const int64_t k = a->attrs[SY_ATTR_TOPK_K].i[0];
    if (k < 0)
        return SY_E_INVALID_ARGUMENT; /* the rule refuses it */
    return select_op(a, SY__OCL_TAKES(topk), a->attrs[SY_ATTR_TOPK_AXIS].i[0], k,
                     a->attrs[SY_ATTR_TOPK_LARGEST].i[0] != 0);
}

sy_status sy_k_opencl_sort(const sy_op_args *a)
{
    if (a == NULL || a->attrs == NULL)
        return SY_E_INVALID_ARGUMENT;
    return select_op(a, SY__OCL_TAKES(sort), a->attrs[SY_ATTR_SORT_AXIS].i[0], -1,
                     a->attrs[SY_ATTR_SORT_DESCENDING].i[0] != 0);
}
