/* switchyard opencl backend: the launchers of the window ops over the last
 * two axes of NCHW tensors (max_pool2d, max_pool2d_backward, conv2d,
 * conv2d_backward_input, conv2d_backward_weight) and max_pool_backward
 * over 1 to 3 spatial axes (max_pool2d_backward's kernel), taking
 * sy_op_args. The runtime has run the family's shape rule (ranks, channels
 * that fit the groups, attributes in range, the output lengths, no window
 * over padding alone) and made every input contiguous on this device. Each
 * launcher checks again what keeps the kernel inside its buffers (sizes
 * that agree with the shapes, strides and dilations of at least 1), then
 * enqueues a kernel of sy_opencl_src_conv.h without waiting, except
 * max_pool2d_backward, which reads its indices first (see below).
 *
 * Results: max_pool2d and max_pool2d_backward equal cpu's bit for bit (the
 * same comparisons, the same sums in the same order); the conv ops too on
 * a device with fp64, and within float tolerance on one without (below).
 *
 * f64: SY_KERNEL_FALLBACK on a device without fp64, as every opencl kernel
 * (`runtime_fallback: [f64]`). */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "sy_maxpool.h"
#include "sy_opencl.h"

static int64_t numel4(const int64_t *s) { return s[0] * s[1] * s[2] * s[3]; }

/* The kernels' geometry (sy_opencl_src_conv.h's SY_GEO): x's shape, M and
 * CG, the kernel, the output's lengths, then stride, the top and left pads
 * and dilation from the attributes at the three slots. */
static cl_long16 geometry(const int64_t *x, int64_t m, int64_t cg, const int64_t *k, const int64_t *o,
                          const sy_attr_value *attrs, int slot_stride, int slot_pads, int slot_dilation)
{
    const int64_t *st = attrs[slot_stride].i, *pads = attrs[slot_pads].i, *dl = attrs[slot_dilation].i;
    const int64_t v[16] = {x[0], x[1], x[2],  x[3],  m,       cg,      k[0],  k[1],
                           o[0], o[1], st[0], st[1], pads[0], pads[1], dl[0], dl[1]};
    cl_long16 g;
    for (int j = 0; j < 16; j++)
        g.s[j] = v[j];
    return g;
}

/* Lengths not negative, kernel, strides and dilations at least 1, pads not
 * negative (the rule's ranges; the kernels divide by strides and dilations). */
static int geometry_ok(const cl_long16 *g)
{
    for (int j = 0; j < 16; j++)
        if (g->s[j] < ((j >= 6 && j <= 7) || j == 10 || j == 11 || j >= 14 ? 1 : 0))
            return 0;
    return 1;
}

/* ---- max_pool2d ------------------------------------------------------------ */

sy_status sy_k_opencl_max_pool2d(const sy_op_args *a)
{
    sy_status status = sy__ocl_op_check(a, 1, 0, 2, SY__OCL_TAKES(max_pool2d));
    if (status != SY_OK)
        return status;
    const sy_tensor_arg *x = &a->in[0];
    const sy_result_arg *y = &a->out[0], *idx = &a->out[1];
    if (x->rank != 4 || y->rank != 4 || idx->rank != 4 || y->dtype != x->dtype || idx->dtype != SY_DTYPE_I64)
        return SY_E_INVALID_ARGUMENT;
    const cl_long16 geo = geometry(x->shape, 0, 0, a->attrs[SY_ATTR_MAX_POOL2D_KERNEL].i, y->shape + 2, a->attrs,
                                   SY_ATTR_MAX_POOL2D_STRIDE, SY_ATTR_MAX_POOL2D_PADS, SY_ATTR_MAX_POOL2D_DILATION);
    if (!geometry_ok(&geo) || x->numel != numel4(x->shape) || y->numel != numel4(y->shape) || idx->numel != y->numel ||
        y->shape[0] != x->shape[0] || y->shape[1] != x->shape[1])
        return sy_kernel_error(SY_E_INVALID_ARGUMENT, "max_pool2d: operands or attributes that do not fit");
    sy__ocl_device *dev;
    cl_mem ym, im, xm;
    if ((status = sy__ocl_values_indices(a, &dev, &ym, &im, &xm)) != SY_OK || y->numel == 0)
        return status;
    cl_long xoff = x->offset;
    const sy__ocl_arg args[5] = {SY__OCL_ARG(ym), SY__OCL_ARG(im), SY__OCL_ARG(xm), SY__OCL_ARG(xoff),
                                 SY__OCL_ARG(geo)};
    char name[SY__OCL_NAME];
    snprintf(name, sizeof name, "sy_max_pool2d_%s", sy__ocl_sfx[x->dtype]);
    return sy__ocl_run1d(dev, name, args, 5, y->numel);
}

/* ---- max_pool2d_backward -------------------------------------------------------
 * cpu adds dy[k] into dx[indices[k]] for k in order, so a position several
 * windows picked sums their gradients in that order. Here every dx element
 * is one work-item that sums its own dy elements in the same order, which
 * needs them grouped by index: the indices are read to the host (a blocking
 * read, which also waits for whatever computed them), each checked to lie
 * inside dx (refused with cpu's detail otherwise, before anything is
 * enqueued, as gather does), and counted into start (nx + 1 offsets) and
 * order (the ks of each position, increasing), two read-only buffers given
 * to the kernel and released once it is enqueued (the driver keeps them
 * until it has run). */

/* column: the indices are column-major over the spatial axes of dx's
 * shape (max_pool's storage_order 1), converted to row-major once checked. */
static sy_status pool_groups(sy__ocl_device *dev, cl_mem im, int64_t ioff, int64_t n, int64_t nx,
                             const sy_result_arg *dx, int column, cl_mem *sm, cl_mem *om)
{
    int64_t *ids = (int64_t *)malloc((size_t)(n > 0 ? n : 1) * sizeof *ids);
    int64_t *start = (int64_t *)calloc((size_t)nx + 1, sizeof *start);
    int64_t *order = (int64_t *)malloc((size_t)(n > 0 ? n : 1) * sizeof *order);
    sy_status status = SY_OK;
    if (ids == NULL || start == NULL || order == NULL) {
        status = sy_kernel_error(SY_E_OUT_OF_MEMORY, "out of host memory grouping %lld indices", (long long)n);
        goto done;
    }
    if (n > 0) {
        sy__ocl_waiting();
        const cl_int err = clEnqueueReadBuffer(dev->queue, im, CL_TRUE, (size_t)ioff * sizeof *ids,
                                               (size_t)n * sizeof *ids, ids, 0, NULL, NULL);
        if ((status = sy__ocl_waited(dev, err, "clEnqueueReadBuffer", "max_pool2d_backward indices")) != SY_OK)
            goto done;
    }
    for (int64_t k = 0; k < n; k++) {
        if (ids[k] < 0 || ids[k] >= nx) {
            status = sy_kernel_error(SY_E_INVALID_ARGUMENT, "indices[%lld] is %lld, outside the %lld elements of dx",
                                     (long long)k, (long long)ids[k], (long long)nx);
            goto done;
        }
        if (column)
            ids[k] = sy_mp_row_major(ids[k], dx->shape, dx->rank);
        start[ids[k] + 1]++;
    }
    for (int64_t p = 0; p < nx; p++)
        start[p + 1] += start[p];
    for (int64_t k = 0; k < n; k++) /* start[p] walks to start[p + 1] */
        order[start[ids[k]]++] = k;
    for (int64_t p = nx; p > 0; p--)
        start[p] = start[p - 1];
    start[0] = 0;
    cl_int err = CL_SUCCESS;
    *sm = clCreateBuffer(dev->context, CL_MEM_READ_ONLY | CL_MEM_COPY_HOST_PTR, ((size_t)nx + 1) * sizeof *start, start,
                         &err);
    if (*sm == NULL) {
        status = sy__ocl_fail(err, "clCreateBuffer", "max_pool2d_backward offsets", dev->index);
        goto done;
    }
    *om = clCreateBuffer(dev->context, CL_MEM_READ_ONLY | CL_MEM_COPY_HOST_PTR, (size_t)(n > 0 ? n : 1) * sizeof *order,
                         order, &err);
    if (*om == NULL) {
        status = sy__ocl_fail(err, "clCreateBuffer", "max_pool2d_backward order", dev->index);
        clReleaseMemObject(*sm);
        *sm = NULL;
    }
done:
    free(ids);
    free(start);
    free(order);
    return status;
}

/* max_pool2d_backward, or max_pool_backward (column: its storage_order is 1) */
static sy_status max_pool_backward(const sy_op_args *a, unsigned takes, int column)
{
    sy_status status = sy__ocl_op_check(a, 2, 0, 1, takes);
    if (status != SY_OK)
        return status;
    const sy_tensor_arg *dy = &a->in[0], *idx = &a->in[1];
    const sy_result_arg *dx = &a->out[0];
    if (idx->dtype != SY_DTYPE_I64 || idx->numel != dy->numel || dx->dtype != dy->dtype)
        return SY_E_INVALID_ARGUMENT;
    sy__ocl_device *dev;
    if ((status = sy__ocl_begin(a->op, a->device, dy->dtype == SY_DTYPE_F64, &dev)) != SY_OK)
        return status;
    cl_mem dxm, dym, im;
    status = sy__ocl_out_mem(dev, dx, "dx", &dxm);
    if (status == SY_OK)
        status = sy__ocl_in_mem(dev, dy, "dy", &dym);
    if (status == SY_OK)
        status = sy__ocl_in_mem(dev, idx, "indices", &im);
    if (status != SY_OK)
        return status;
    if (dx->numel == 0) /* the rule refuses dy's elements without a place to go */
        return dy->numel == 0
            ? SY_OK
            : sy_kernel_error(SY_E_INVALID_ARGUMENT, "%lld elements of dy and no element of dx", (long long)dy->numel);
    cl_mem sm = NULL, om = NULL;
    if ((status = pool_groups(dev, im, idx->offset, dy->numel, dx->numel, dx, column, &sm, &om)) != SY_OK)
        return status;
    cl_long nx = dx->numel, dyoff = dy->offset;
    const sy__ocl_arg args[6] = {SY__OCL_ARG(dxm),   SY__OCL_ARG(nx), SY__OCL_ARG(dym),
                                 SY__OCL_ARG(dyoff), SY__OCL_ARG(sm), SY__OCL_ARG(om)};
    char name[SY__OCL_NAME];
    snprintf(name, sizeof name, "sy_max_pool2d_backward_%s", sy__ocl_sfx[dy->dtype]);
    status = sy__ocl_run1d(dev, name, args, 6, dx->numel);
    clReleaseMemObject(sm);
    clReleaseMemObject(om);
    return status;
}

sy_status sy_k_opencl_max_pool2d_backward(const sy_op_args *a)
{
    return max_pool_backward(a, SY__OCL_TAKES(max_pool2d_backward), 0);
}

/* dy and the indices of max_pool over 1 to 3 spatial axes into dx of `shape` */
sy_status sy_k_opencl_max_pool_backward(const sy_op_args *a)
{
    if (a == NULL || a->attrs == NULL)
        return SY_E_INVALID_ARGUMENT;
    return max_pool_backward(a, SY__OCL_TAKES(max_pool_backward),
                             a->attrs[SY_ATTR_MAX_POOL_BACKWARD_STORAGE_ORDER].i[0] == 1);
}

/* ---- conv2d, conv2d_backward_input, conv2d_backward_weight -------------------
 * Each kernel sums in double where the device has fp64, as cpu does, so
 * results equal cpu's bit for bit there; the f32 kernels of a device
 * without fp64 sum in a pair of floats (sy_opencl_src_conv.h), within
 * float tolerance of cpu's. */

/* The channel counts of a conv geometry fit the groups: C = CG * groups and
 * groups divides M (the rule's checks, which the kernels' indexing needs). */
static int groups_ok(const cl_long16 *g, int64_t groups)
{
    return geometry_ok(g) && groups >= 1 && g->s[1] == g->s[5] * groups && g->s[4] % groups == 0;
}

/* The attributes of one of the three ops, at its slots. */
typedef struct conv_slots {
    int stride, pads, dilation, groups;
} conv_slots;

static const conv_slots conv_fwd = {SY_ATTR_CONV2D_STRIDE, SY_ATTR_CONV2D_PADS, SY_ATTR_CONV2D_DILATION,
                                    SY_ATTR_CONV2D_GROUPS};
static const conv_slots conv_bwi = {SY_ATTR_CONV2D_BACKWARD_INPUT_STRIDE, SY_ATTR_CONV2D_BACKWARD_INPUT_PADS,
                                    SY_ATTR_CONV2D_BACKWARD_INPUT_DILATION, SY_ATTR_CONV2D_BACKWARD_INPUT_GROUPS};
static const conv_slots conv_bww = {SY_ATTR_CONV2D_BACKWARD_WEIGHT_STRIDE, SY_ATTR_CONV2D_BACKWARD_WEIGHT_PADS,
                                    SY_ATTR_CONV2D_BACKWARD_WEIGHT_DILATION, SY_ATTR_CONV2D_BACKWARD_WEIGHT_GROUPS};

/* x's shape xs, weight's ws and the output's (y or dy) os, all rank 4: the
 * geometry, checked to fit the groups and the operands' sizes. */
static sy_status conv_geometry(const sy_op_args *a, const char *op, const conv_slots *sl, const int64_t *xs,
                               const int64_t *ws, const int64_t *os, cl_long16 *geo, cl_long *groups)
{
    *groups = a->attrs[sl->groups].i[0];
    *geo = geometry(xs, ws[0], ws[1], ws + 2, os + 2, a->attrs, sl->stride, sl->pads, sl->dilation);
    if (!groups_ok(geo, *groups) || os[0] != xs[0] || os[1] != ws[0])
        return sy_kernel_error(SY_E_INVALID_ARGUMENT, "%s: operands or attributes that do not fit", op);
    return SY_OK;
}

/* The operand records of a conv call: every one rank 4 (bias aside), of the
 * call's dtype, holding the elements of its shape. */
static int conv_operands_ok(const sy_op_args *a)
{
    const sy_dtype dt = a->in[0].dtype;
    for (int k = 0; k < 2; k++)
        if (a->in[k].rank != 4 || a->in[k].dtype != dt || a->in[k].numel != numel4(a->in[k].shape))
            return 0;
    const sy_result_arg *r = &a->out[0];
    return r->rank == 4 && r->dtype == dt && r->numel == numel4(r->shape);
}

sy_status sy_k_opencl_conv2d(const sy_op_args *a)
{
    sy_status status = sy__ocl_op_check(a, 3, 0, 1, SY__OCL_TAKES(conv2d));
    if (status != SY_OK)
        return status;
    const sy_tensor_arg *x = &a->in[0], *w = &a->in[1], *b = &a->in[2];
    const sy_result_arg *y = &a->out[0];
    const int has_b = b->data != NULL;
    if (!conv_operands_ok(a))
        return SY_E_INVALID_ARGUMENT;
    if (has_b && b->dtype != x->dtype)
        return SY_E_DTYPE_UNSUPPORTED;
    cl_long16 geo;
    cl_long groups;
    if ((status = conv_geometry(a, "conv2d", &conv_fwd, x->shape, w->shape, y->shape, &geo, &groups)) != SY_OK)
        return status;
    if (has_b && (b->rank != 1 || b->numel != w->shape[0]))
        return sy_kernel_error(SY_E_INVALID_ARGUMENT, "conv2d: a bias of %lld elements for %lld output channels",
                               (long long)b->numel, (long long)w->shape[0]);
    sy__ocl_device *dev;
    if ((status = sy__ocl_begin(a->op, a->device, x->dtype == SY_DTYPE_F64, &dev)) != SY_OK)
        return status;
    cl_mem ym, xm, wm, bm = NULL;
    status = sy__ocl_out_mem(dev, y, "y", &ym);
    if (status == SY_OK)
        status = sy__ocl_in_mem(dev, x, "x", &xm);
    if (status == SY_OK)
        status = sy__ocl_in_mem(dev, w, "weight", &wm);
    if (status == SY_OK && has_b)
        status = sy__ocl_in_mem(dev, b, "bias", &bm);
    if (status != SY_OK || y->numel == 0)
        return status;
    cl_long xoff = x->offset, woff = w->offset, boff = has_b ? b->offset : 0;
    cl_int hb = has_b;
    const sy__ocl_arg args[10] = {SY__OCL_ARG(ym),     SY__OCL_ARG(xm), SY__OCL_ARG(xoff), SY__OCL_ARG(wm),
                                  SY__OCL_ARG(woff),   SY__OCL_ARG(bm), SY__OCL_ARG(boff), SY__OCL_ARG(hb),
                                  SY__OCL_ARG(groups), SY__OCL_ARG(geo)};
    char name[SY__OCL_NAME];
    snprintf(name, sizeof name, "sy_conv2d_%s", sy__ocl_sfx[x->dtype]);
    return sy__ocl_run1d(dev, name, args, 10, y->numel);
}

/* dy and weight (x read for its shape only, which is dx's) */
sy_status sy_k_opencl_conv2d_backward_input(const sy_op_args *a)
{
    sy_status status = sy__ocl_op_check(a, 3, 0, 1, SY__OCL_TAKES(conv2d_backward_input));
    if (status != SY_OK)
        return status;
    const sy_tensor_arg *dy = &a->in[0], *w = &a->in[1];
    const sy_result_arg *dx = &a->out[0];
    if (!conv_operands_ok(a))
        return SY_E_INVALID_ARGUMENT;
    cl_long16 geo;
    cl_long groups;
    status = conv_geometry(a, "conv2d_backward_input", &conv_bwi, dx->shape, w->shape, dy->shape, &geo, &groups);
    if (status != SY_OK)
        return status;
    sy__ocl_device *dev;
    if ((status = sy__ocl_begin(a->op, a->device, dy->dtype == SY_DTYPE_F64, &dev)) != SY_OK)
        return status;
    cl_mem dxm, dym, wm;
    status = sy__ocl_out_mem(dev, dx, "dx", &dxm);
    if (status == SY_OK)
        status = sy__ocl_in_mem(dev, dy, "dy", &dym);
    if (status == SY_OK)
        status = sy__ocl_in_mem(dev, w, "weight", &wm);
    if (status != SY_OK || dx->numel == 0)
        return status;
    cl_long dyoff = dy->offset, woff = w->offset;
    const sy__ocl_arg args[7] = {SY__OCL_ARG(dxm),  SY__OCL_ARG(dym),    SY__OCL_ARG(dyoff), SY__OCL_ARG(wm),
                                 SY__OCL_ARG(woff), SY__OCL_ARG(groups), SY__OCL_ARG(geo)};
    char name[SY__OCL_NAME];
    snprintf(name, sizeof name, "sy_conv2d_backward_input_%s", sy__ocl_sfx[dy->dtype]);
    return sy__ocl_run1d(dev, name, args, 7, dx->numel);
}

/* dy and x (weight read for its shape only, which is dw's) */
sy_status sy_k_opencl_conv2d_backward_weight(const sy_op_args *a)
{
    sy_status status = sy__ocl_op_check(a, 3, 0, 1, SY__OCL_TAKES(conv2d_backward_weight));
    if (status != SY_OK)
        return status;
    const sy_tensor_arg *dy = &a->in[0], *x = &a->in[1];
    const sy_result_arg *dw = &a->out[0];
    if (!conv_operands_ok(a))
        return SY_E_INVALID_ARGUMENT;
    cl_long16 geo;
    cl_long groups;
    status = conv_geometry(a, "conv2d_backward_weight", &conv_bww, x->shape, dw->shape, dy->shape, &geo, &groups);
    if (status != SY_OK)
        return status;
    sy__ocl_device *dev;
    if ((status = sy__ocl_begin(a->op, a->device, dy->dtype == SY_DTYPE_F64, &dev)) != SY_OK)
        return status;
    cl_mem dwm, dym, xm;
    status = sy__ocl_out_mem(dev, dw, "dw", &dwm);
    if (status == SY_OK)
        status = sy__ocl_in_mem(dev, dy, "dy", &dym);
    if (status == SY_OK)
        status = sy__ocl_in_mem(dev, x, "x", &xm);
    if (status != SY_OK || dw->numel == 0)
        return status;
    cl_long dyoff = dy->offset, xoff = x->offset;
    const sy__ocl_arg args[7] = {SY__OCL_ARG(dwm),  SY__OCL_ARG(dym),    SY__OCL_ARG(dyoff), SY__OCL_ARG(xm),
                                 SY__OCL_ARG(xoff), SY__OCL_ARG(groups), SY__OCL_ARG(geo)};
    char name[SY__OCL_NAME];
    snprintf(name, sizeof name, "sy_conv2d_backward_weight_%s", sy__ocl_sfx[dy->dtype]);
    return sy__ocl_run1d(dev, name, args, 7, dw->numel);
}
