/* switchyard opencl backend: the launchers of the activations declared with
 * `kernel: op` (leaky_relu, elu, celu, thresholded_relu, hard_sigmoid, selu,
 * shrink, prelu, clip), taking sy_op_args; hard_swish and mish are unary ops
 * of sy_opencl_ops.c. The runtime has run the family's shape rule and made
 * every input contiguous on this device. Each launcher checks the buffers'
 * bounds and enqueues a kernel of sy_opencl_src_act.h without waiting; an f64
 * call on a device without fp64 returns SY_KERNEL_FALLBACK. */
#include <stdio.h>

#include "sy_opencl.h"

/* x -> y, n elements of one dtype; the parameters rounded to f32, as cpu
 * rounds them. */
static sy_status act_op(const sy_op_args *a, const char *op, unsigned dtypes, int alpha_slot, int beta_slot)
{
    sy_status status = sy__ocl_op_check(a, 1, 0, 1, dtypes);
    if (status != SY_OK)
        return status;
    const sy_tensor_arg *x = &a->in[0];
    if (a->out[0].dtype != x->dtype || a->out[0].numel != x->numel)
        return SY_E_INVALID_ARGUMENT;
    sy__ocl_device *dev;
    cl_mem out, in;
    if ((status = sy__ocl_one_in(a, "x", &dev, &out, &in)) != SY_OK || x->numel == 0)
        return status;
    cl_long off = x->offset, n = x->numel;
    const float alpha = (float)a->attrs[alpha_slot].f, beta = beta_slot < 0 ? 0.0f : (float)a->attrs[beta_slot].f;
    const sy__ocl_arg args[6] = {SY__OCL_ARG(out), SY__OCL_ARG(in),    SY__OCL_ARG(off),
                                 SY__OCL_ARG(n),   SY__OCL_ARG(alpha), SY__OCL_ARG(beta)};
    char name[SY__OCL_NAME];
    snprintf(name, sizeof name, "sy_%s_%s", op, sy__ocl_sfx[x->dtype]);
    return sy__ocl_run1d(dev, name, args, 6, n);
}

#define SY__OCL_ACT(op, A, B)                                                                                          \
    sy_status sy_k_opencl_##op(const sy_op_args *args) { return act_op(args, #op, SY__OCL_TAKES(op), A, B); }

SY__OCL_ACT(leaky_relu, SY_ATTR_EW_ALPHA_ALPHA, -1)
SY__OCL_ACT(elu, SY_ATTR_EW_ALPHA_ALPHA, -1)
SY__OCL_ACT(celu, SY_ATTR_EW_ALPHA_ALPHA, -1)
SY__OCL_ACT(thresholded_relu, SY_ATTR_EW_ALPHA_ALPHA, -1)
SY__OCL_ACT(hard_sigmoid, SY_ATTR_EW_ALPHA_BETA_ALPHA, SY_ATTR_EW_ALPHA_BETA_BETA)
SY__OCL_ACT(selu, SY_ATTR_EW_ALPHA_BETA_ALPHA, SY_ATTR_EW_ALPHA_BETA_BETA)
SY__OCL_ACT(shrink, SY_ATTR_EW_ALPHA_BETA_ALPHA, SY_ATTR_EW_ALPHA_BETA_BETA)

/* prelu: slope's strides aligned with x's axes, 0 along its dimensions of 1
 * and the axes it lacks (the rule has checked that it broadcasts to x). */
sy_status sy_k_opencl_prelu(const sy_op_args *a)
{
    sy_status status = sy__ocl_op_check(a, 2, 0, 1, SY__OCL_TAKES(prelu));
    if (status != SY_OK)
        return status;
    const sy_tensor_arg *x = &a->in[0], *s = &a->in[1];
    if (s->dtype != x->dtype || s->rank > x->rank || s->rank < 0 || a->out[0].numel != x->numel)
        return SY_E_INVALID_ARGUMENT;
    sy__ocl_device *dev;
    cl_mem out, xm, sm;
    status = sy__ocl_one_in(a, "x", &dev, &out, &xm);
    if (status == SY_OK)
        status = sy__ocl_in_mem(dev, s, "slope", &sm);
    if (status != SY_OK || x->numel == 0)
        return status;
    cl_long8 shape, sst;
    int64_t step = 1;
    for (int d = 7; d >= 0; d--) {
        const int j = d - (x->rank - s->rank); /* slope's axis of x's axis d */
        shape.s[d] = d < x->rank ? x->shape[d] : 1;
        sst.s[d] = 0;
        if (d < x->rank && j >= 0) {
            sst.s[d] = s->shape[j] == 1 ? 0 : step;
            step *= s->shape[j];
        }
    }
    cl_long xoff = x->offset, soff = s->offset, n = x->numel;
    cl_int rank = x->rank;
    const sy__ocl_arg args[9] = {SY__OCL_ARG(out), SY__OCL_ARG(xm),    SY__OCL_ARG(xoff),
                                 SY__OCL_ARG(sm),  SY__OCL_ARG(soff),  SY__OCL_ARG(rank),
                                 SY__OCL_ARG(n),   SY__OCL_ARG(shape), SY__OCL_ARG(sst)};
    char name[SY__OCL_NAME];
    snprintf(name, sizeof name, "sy_prelu_%s", sy__ocl_sfx[x->dtype]);
    return sy__ocl_run1d(dev, name, args, 9, n);
}

/* clip: low and high optional (data NULL when absent), one element each. */
sy_status sy_k_opencl_clip(const sy_op_args *a)
{
    sy_status status = sy__ocl_op_check(a, 3, 0, 1, SY__OCL_TAKES(clip));
    if (status != SY_OK)
        return status;
    const sy_tensor_arg *x = &a->in[0], *lo = &a->in[1], *hi = &a->in[2];
    const int has_lo = lo->data != NULL, has_hi = hi->data != NULL;
    if ((has_lo && (lo->dtype != x->dtype || lo->numel != 1)) ||
        (has_hi && (hi->dtype != x->dtype || hi->numel != 1)) || a->out[0].numel != x->numel)
        return SY_E_INVALID_ARGUMENT;
    sy__ocl_device *dev;
    cl_mem out, xm, lm = NULL, hm = NULL;
    status = sy__ocl_one_in(a, "x", &dev, &out, &xm);
    if (status == SY_OK && has_lo)
        status = sy__ocl_in_mem(dev, lo, "low", &lm);
    if (status == SY_OK && has_hi)
        status = sy__ocl_in_mem(dev, hi, "high", &hm);
    if (status != SY_OK || x->numel == 0)
        return status;
    cl_long off = x->offset, n = x->numel, loff = has_lo ? lo->offset : 0, hoff = has_hi ? hi->offset : 0;
    cl_int hl = has_lo, hh = has_hi;
    const sy__ocl_arg args[10] = {SY__OCL_ARG(out),  SY__OCL_ARG(xm),   SY__OCL_ARG(off), SY__OCL_ARG(n),
                                  SY__OCL_ARG(lm),   SY__OCL_ARG(loff), SY__OCL_ARG(hl),  SY__OCL_ARG(hm),
                                  SY__OCL_ARG(hoff), SY__OCL_ARG(hh)};
    char name[SY__OCL_NAME];
    snprintf(name, sizeof name, "sy_clip_%s", sy__ocl_sfx[x->dtype]);
    return sy__ocl_run1d(dev, name, args, 10, n);
}
