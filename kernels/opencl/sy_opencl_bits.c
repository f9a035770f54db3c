/* switchyard opencl backend: the launchers of the `nary` family (add_n,
 * mean_n) and the `predicate` family (isnan, isinf, isposinf, isneginf),
 * taking sy_op_args: contiguous operands on this device, the shape rule run.
 * Kernels of sy_opencl_src_bits.h; an f64 call on a device without fp64
 * returns SY_KERNEL_FALLBACK, as every launcher does. */
#include <stdio.h>

#include "sy_opencl.h"

/* ---- add_n, mean_n: one launch per tensor of the list, in order ---------- */

static sy_status nary(const sy_op_args *a, int mean)
{
    sy_status status = sy__ocl_op_check(a, 1, 1, 1, mean ? SY__OCL_TAKES(mean_n) : SY__OCL_TAKES(add_n));
    if (status != SY_OK)
        return status;
    const sy_result_arg *o = &a->out[0];
    const sy_dtype dt = o->dtype;
    if (o->rank < 0 || o->rank > SY_MAX_RANK)
        return SY_E_INVALID_ARGUMENT;
    for (int i = 0; i < a->n_in; i++)
        if (a->in[i].dtype != dt || a->in[i].rank < 0 || a->in[i].rank > o->rank)
            return SY_E_INVALID_ARGUMENT;
    sy__ocl_device *dev;
    if ((status = sy__ocl_begin(a->op, a->device, dt == SY_DTYPE_F64, &dev)) != SY_OK)
        return status;
    cl_mem out;
    status = sy__ocl_out_mem(dev, o, "the output", &out);
    if (status != SY_OK || o->numel == 0)
        return status;
    cl_long8 shape;
    for (int d = 0; d < 8; d++)
        shape.s[d] = d < o->rank ? o->shape[d] : 1;
    cl_int rank = o->rank;
    cl_long numel = o->numel;
    char name[SY__OCL_NAME];
    snprintf(name, sizeof name, "sy_nary_%s", sy__ocl_sfx[dt]);
    for (int i = 0; i < a->n_in && status == SY_OK; i++) {
        const sy_tensor_arg *t = &a->in[i];
        char what[32];
        snprintf(what, sizeof what, "xs[%d]", i);
        cl_mem in;
        if ((status = sy__ocl_in_mem(dev, t, what, &in)) != SY_OK)
            break;
        /* t's strides against the output's axes: 0 where it is missing or 1 */
        cl_long8 st;
        int64_t s = 1;
        for (int d = 7; d >= 0; d--) {
            const int k = d - (o->rank - t->rank);
            st.s[d] = d >= o->rank || k < 0 || t->shape[k] == 1 ? 0 : s;
            if (d < o->rank && k >= 0)
                s *= t->shape[k];
        }
        cl_long off = t->offset;
        cl_int first = i == 0;
        const sy__ocl_arg args[8] = {SY__OCL_ARG(out),  SY__OCL_ARG(in),    SY__OCL_ARG(off),   SY__OCL_ARG(first),
                                     SY__OCL_ARG(rank), SY__OCL_ARG(numel), SY__OCL_ARG(shape), SY__OCL_ARG(st)};
        status = sy__ocl_run1d(dev, name, args, 8, o->numel);
    }
    if (status != SY_OK || !mean)
        return status;
    cl_long n = a->n_in;
    const sy__ocl_arg args[3] = {SY__OCL_ARG(out), SY__OCL_ARG(numel), SY__OCL_ARG(n)};
    snprintf(name, sizeof name, "sy_nary_div_%s", sy__ocl_sfx[dt]);
    return sy__ocl_run1d(dev, name, args, 3, o->numel);
}

sy_status sy_k_opencl_add_n(const sy_op_args *args) { return nary(args, 0); }
sy_status sy_k_opencl_mean_n(const sy_op_args *args) { return nary(args, 1); }

/* ---- isnan, isinf, isposinf, isneginf ------------------------------------- */

static sy_status predicate(const sy_op_args *a, unsigned dtypes, int mode)
{
    sy_status status = sy__ocl_op_check(a, 1, 0, 1, dtypes);
    if (status != SY_OK)
        return status;
    const sy_tensor_arg *x = &a->in[0];
    if (a->out[0].dtype != SY_DTYPE_BOOL || a->out[0].numel != x->numel)
        return SY_E_INVALID_ARGUMENT;
    sy__ocl_device *dev;
    cl_mem out, in;
    if ((status = sy__ocl_one_in(a, "a", &dev, &out, &in)) != SY_OK || a->out[0].numel == 0)
        return status;
    cl_long off = x->offset, numel = x->numel;
    cl_int m = mode;
    const sy__ocl_arg args[5] = {SY__OCL_ARG(out), SY__OCL_ARG(in), SY__OCL_ARG(off), SY__OCL_ARG(numel),
                                 SY__OCL_ARG(m)};
    char name[SY__OCL_NAME];
    snprintf(name, sizeof name, "sy_pred_%s", sy__ocl_sfx[x->dtype]);
    return sy__ocl_run1d(dev, name, args, 5, numel);
}

sy_status sy_k_opencl_isnan(const sy_op_args *args) { return predicate(args, SY__OCL_TAKES(isnan), 0); }
sy_status sy_k_opencl_isinf(const sy_op_args *args) { return predicate(args, SY__OCL_TAKES(isinf), 1); }
sy_status sy_k_opencl_isposinf(const sy_op_args *args) { return predicate(args, SY__OCL_TAKES(isposinf), 2); }
sy_status sy_k_opencl_isneginf(const sy_op_args *args) { return predicate(args, SY__OCL_TAKES(isneginf), 3); }
