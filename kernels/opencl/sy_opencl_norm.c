/* switchyard opencl backend: the launchers of group_norm and
 * group_norm_backward, taking sy_op_args. The runtime has run the family's
 * shape rule (runtime/sy_rules_nn.c: num_groups divides C, scale and bias of
 * [C] when given, epsilon finite and >= 0) and made every input contiguous on
 * this device; scale and bias are optional (data NULL when left out). The
 * kernels (sy_opencl_src_norm.h) compute in double in cpu's order, so a
 * device without fp64 returns SY_KERNEL_FALLBACK for f32 too and the call
 * runs on cpu.
 *
 * Parallelism: a work-item per (n, group) for the normalization and x's
 * gradient (each group's statistics are a sequential sum, as cpu's, so the
 * results are cpu's bit for bit), a work-item per channel for scale's and
 * bias's gradients. */
#include <stdio.h>

#include "sy_opencl.h"

/* [N, G groups, cg channels per group, s elements per channel] of x */
typedef struct gn_geom {
    cl_long n, g, cg, s;
} gn_geom;

static sy_status gn_geom_of(const sy_tensor_arg *x, int64_t groups, gn_geom *q)
{
    if (x->rank < 2 || groups < 1 || x->shape[1] % groups != 0)
        return SY_E_INVALID_ARGUMENT;
    q->n = x->shape[0];
    q->g = groups;
    q->cg = x->shape[1] / groups;
    q->s = 1;
    for (int d = 2; d < x->rank; d++)
        q->s *= x->shape[d];
    return SY_OK;
}

/* An optional per-channel operand: absent, or C elements of x's dtype. */
static sy_status gn_channel_in(const sy__ocl_device *dev, const sy_tensor_arg *t, const gn_geom *q, sy_dtype dt,
                               const char *what, cl_mem *mem, cl_long *off, cl_int *has)
{
    *mem = NULL;
    *off = 0;
    *has = t->data != NULL;
    if (!*has)
        return SY_OK;
    if (t->dtype != dt || t->numel != q->g * q->cg)
        return sy_kernel_error(SY_E_INVALID_ARGUMENT, "group_norm: %s of %lld elements for %lld channels", what,
                               (long long)t->numel, (long long)(q->g * q->cg));
    *off = t->offset;
    return sy__ocl_in_mem(dev, t, what, mem);
}

sy_status sy_k_opencl_group_norm(const sy_op_args *a)
{
    sy_status status = sy__ocl_op_check(a, 3, 0, 1, SY__OCL_TAKES(group_norm));
    if (status != SY_OK)
        return status;
    const sy_tensor_arg *x = &a->in[0];
    const sy_dtype dt = x->dtype;
    gn_geom q;
    if ((status = gn_geom_of(x, a->attrs[SY_ATTR_GROUP_NORM_NUM_GROUPS].i[0], &q)) != SY_OK)
        return status;
    if (a->out[0].dtype != dt || a->out[0].numel != x->numel)
        return SY_E_INVALID_ARGUMENT;
    sy__ocl_device *dev;
    if ((status = sy__ocl_begin(a->op, a->device, true, &dev)) != SY_OK) /* double for f32 too */
        return status;
    cl_mem y, xm, sm, bm;
    cl_long soff, boff;
    cl_int has_s, has_b;
    status = sy__ocl_out_mem(dev, &a->out[0], "y", &y);
    if (status == SY_OK)
        status = sy__ocl_in_mem(dev, x, "x", &xm);
    if (status == SY_OK)
        status = gn_channel_in(dev, &a->in[1], &q, dt, "scale", &sm, &soff, &has_s);
    if (status == SY_OK)
        status = gn_channel_in(dev, &a->in[2], &q, dt, "bias", &bm, &boff, &has_b);
    if (status != SY_OK || x->numel == 0)
        return status;
    cl_long xoff = x->offset, groups = q.n * q.g;
    cl_double eps = a->attrs[SY_ATTR_GROUP_NORM_EPSILON].f;
    const sy__ocl_arg args[14] = {SY__OCL_ARG(y),     SY__OCL_ARG(xm),   SY__OCL_ARG(xoff),  SY__OCL_ARG(sm),
                                  SY__OCL_ARG(soff),  SY__OCL_ARG(has_s), SY__OCL_ARG(bm),   SY__OCL_ARG(boff),
                                  SY__OCL_ARG(has_b), SY__OCL_ARG(groups), SY__OCL_ARG(q.g), SY__OCL_ARG(q.cg),
                                  SY__OCL_ARG(q.s),   SY__OCL_ARG(eps)};
    char name[SY__OCL_NAME];
    snprintf(name, sizeof name, "sy_group_norm_%s", sy__ocl_sfx[dt]);
    return sy__ocl_run1d(dev, name, args, 14, groups);
}

sy_status sy_k_opencl_group_norm_backward(const sy_op_args *a)
{
    sy_status status = sy__ocl_op_check(a, 3, 0, 1, SY__OCL_TAKES(group_norm_backward));
    if (status != SY_OK)
        return status;
    const sy_tensor_arg *dy = &a->in[0], *x = &a->in[1];
    const sy_dtype dt = dy->dtype;
    gn_geom q;
    if ((status = gn_geom_of(x, a->attrs[SY_ATTR_GROUP_NORM_BACKWARD_NUM_GROUPS].i[0], &q)) != SY_OK)
        return status;
    const int64_t wrt = a->attrs[SY_ATTR_GROUP_NORM_BACKWARD_WRT].i[0];
    if (x->dtype != dt || dy->numel != x->numel || a->out[0].dtype != dt || wrt < 0 || wrt > 2 ||
        a->out[0].numel != (wrt == 0 ? x->numel : q.g * q.cg))
        return SY_E_INVALID_ARGUMENT;
    sy__ocl_device *dev;
    if ((status = sy__ocl_begin(a->op, a->device, true, &dev)) != SY_OK) /* double for f32 too */
        return status;
    cl_mem out, dym, xm, sm = NULL;
    cl_long soff = 0;
    cl_int has_s = 0;
    status = sy__ocl_out_mem(dev, &a->out[0], "the gradient", &out);
    if (status == SY_OK)
        status = sy__ocl_in_mem(dev, dy, "dy", &dym);
    if (status == SY_OK)
        status = sy__ocl_in_mem(dev, x, "x", &xm);
    if (status == SY_OK && wrt == 0)
        status = gn_channel_in(dev, &a->in[2], &q, dt, "scale", &sm, &soff, &has_s);
    if (status != SY_OK || a->out[0].numel == 0)
        return status;
    cl_long dyoff = dy->offset, xoff = x->offset;
    cl_double eps = a->attrs[SY_ATTR_GROUP_NORM_BACKWARD_EPSILON].f;
    char name[SY__OCL_NAME];
    if (wrt == 0) {
        cl_long groups = q.n * q.g;
        const sy__ocl_arg args[13] = {SY__OCL_ARG(out),  SY__OCL_ARG(dym),    SY__OCL_ARG(dyoff), SY__OCL_ARG(xm),
                                      SY__OCL_ARG(xoff), SY__OCL_ARG(sm),     SY__OCL_ARG(soff),  SY__OCL_ARG(has_s),
                                      SY__OCL_ARG(groups), SY__OCL_ARG(q.g), SY__OCL_ARG(q.cg),  SY__OCL_ARG(q.s),
                                      SY__OCL_ARG(eps)};
        snprintf(name, sizeof name, "sy_group_norm_backward_x_%s", sy__ocl_sfx[dt]);
        return sy__ocl_run1d(dev, name, args, 13, groups);
    }
    cl_int w = (cl_int)wrt;
    const sy__ocl_arg args[11] = {SY__OCL_ARG(out), SY__OCL_ARG(dym), SY__OCL_ARG(dyoff), SY__OCL_ARG(xm),
                                  SY__OCL_ARG(xoff), SY__OCL_ARG(w),  SY__OCL_ARG(q.n),   SY__OCL_ARG(q.g),
                                  SY__OCL_ARG(q.cg), SY__OCL_ARG(q.s), SY__OCL_ARG(eps)};
    snprintf(name, sizeof name, "sy_group_norm_backward_c_%s", sy__ocl_sfx[dt]);
    return sy__ocl_run1d(dev, name, args, 11, q.g * q.cg);
}
