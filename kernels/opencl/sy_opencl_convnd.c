/* switchyard opencl backend: the launchers of the convolutions over 1 to 3
 * spatial axes (conv, conv_backward_input, conv_backward_weight,
 * conv_backward_bias, conv_transpose, conv_transpose_backward_input) and of
 * the pools (avg_pool, avg_pool_backward, max_pool; below), taking
 * sy_op_args. The runtime has run the family's shape rule
 * (runtime/sy_rules_conv.c) and made every input contiguous on this device.
 * Each launcher checks again what keeps the kernel inside its buffers
 * (ranks, sizes that agree with the shapes, channels that fit the groups,
 * strides, dilations and kernel lengths of at least 1, pads not negative),
 * then enqueues one kernel of sy_opencl_src_conv.h (sy_corr_, sy_scat_,
 * sy_wgrad_, sy_conv_bias_) without waiting.
 *
 * The kernels are kernels/cpu/sy_cpu_convnd.c's loops with the same sums in
 * the same order, in double where the device has fp64: results equal cpu's
 * bit for bit there, and are within float tolerance on a device without
 * fp64 (f32 summed in a pair of floats; f64 falls back to cpu,
 * `runtime_fallback: [f64]`). */
#include <stdio.h>
#include <string.h>

#include "sy_conv.h"
#include "sy_maxpool.h"
#include "sy_opencl.h"
#include "sy_pool.h"

/* The elements of a shape. */
static int64_t numel_of(const int64_t *s, int rank)
{
    int64_t n = 1;
    for (int k = 0; k < rank; k++)
        n *= s[k];
    return n;
}

/* An operand of the call: rank `rank`, the call's dtype, holding its
 * shape's elements. */
static int operand_ok(const sy_tensor_arg *t, int rank, sy_dtype dt)
{
    return t->rank == rank && t->dtype == dt && t->numel == numel_of(t->shape, rank);
}

/* The kernels' geometry: ga = N, C, M, groups, x's three spatial lengths,
 * y's, the kernel's; gb = the strides, dilations and begin pads. x is the
 * operand the window reads, y the one each work-item writes (both in the
 * cpu loops' sense, kernels/cpu/sy_cpu_convnd.c). */
typedef struct geo3 {
    cl_long16 ga, gb;
} geo3;

static int geo3_of(const int64_t *xs, const int64_t *ys, const int64_t *ws, int rank, int64_t groups,
                   const sy_conv_geom *g, geo3 *out)
{
    int64_t xd[3], yd[3], k[3];
    sy_conv_dims(xs, rank, xd);
    sy_conv_dims(ys, rank, yd);
    sy_conv_dims(ws, rank, k);
    const int64_t a[16] = {xs[0], xs[1], ys[1], groups, xd[0], xd[1], xd[2], yd[0],
                           yd[1], yd[2], k[0],  k[1],   k[2],  0,     0,     0};
    const int64_t b[16] = {g->s[0],  g->s[1], g->s[2], g->dl[0], g->dl[1], g->dl[2], g->lo[0], g->lo[1],
                           g->lo[2], 0,       0,       0,        0,        0,        0,        0};
    for (int j = 0; j < 16; j++) {
        out->ga.s[j] = a[j];
        out->gb.s[j] = b[j];
    }
    if (groups < 1 || xs[1] % groups != 0 || ys[1] % groups != 0)
        return 0;
    for (int j = 0; j < 3; j++)
        if (xd[j] < 0 || yd[j] < 0 || k[j] < 1 || g->s[j] < 1 || g->dl[j] < 1 || g->lo[j] < 0)
            return 0;
    return 1;
}

/* The attribute slots of one op: stride, pads, dilation, groups,
 * output_padding (-1: none). */
typedef struct conv_slots {
    int stride, pads, dilation, groups, out_pad;
} conv_slots;

/* One call of sy_corr_ or sy_scat_: y = window(x, w) (+ bias), with
 * in[xi] the operand read, in[wi] the weight, in[bi] the optional bias (-1:
 * none), out[0] the result. corr's weight is [M, C / groups, k], scat's
 * [C, M / groups, k]. */
static sy_status window(const sy_op_args *a, const char *op, unsigned takes, const char *kernel, int xi, int wi, int bi,
                        const conv_slots *sl)
{
    sy_status status = sy__ocl_op_check(a, 3, 0, 1, takes);
    if (status != SY_OK)
        return status;
    const sy_tensor_arg *x = &a->in[xi], *w = &a->in[wi], *b = bi >= 0 ? &a->in[bi] : NULL;
    const sy_result_arg *y = &a->out[0];
    const int rank = w->rank, has_b = b != NULL && b->data != NULL;
    const int corr = strcmp(kernel, "sy_corr") == 0;
    if (rank < 3 || rank > 5 || !operand_ok(x, rank, w->dtype) || !operand_ok(w, rank, w->dtype) || y->rank != rank ||
        y->dtype != w->dtype || y->numel != numel_of(y->shape, rank))
        return SY_E_INVALID_ARGUMENT;
    if (has_b && b->dtype != w->dtype)
        return SY_E_DTYPE_UNSUPPORTED;
    sy_conv_geom g;
    sy_conv_geom_of(rank - 2, &a->attrs[sl->stride], &a->attrs[sl->pads], &a->attrs[sl->dilation],
                    sl->out_pad >= 0 ? &a->attrs[sl->out_pad] : NULL, &g);
    const int64_t groups = a->attrs[sl->groups].i[0];
    geo3 geo;
    if (!geo3_of(x->shape, y->shape, w->shape, rank, groups, &g, &geo) || y->shape[0] != x->shape[0] ||
        w->shape[0] != (corr ? y->shape[1] : x->shape[1]) || w->shape[1] * groups != (corr ? x->shape[1] : y->shape[1]))
        return sy_kernel_error(SY_E_INVALID_ARGUMENT, "%s: operands or attributes that do not fit", op);
    if (has_b && (b->rank != 1 || b->numel != y->shape[1]))
        return sy_kernel_error(SY_E_INVALID_ARGUMENT, "%s: a bias of %lld elements for %lld output channels", op,
                               (long long)b->numel, (long long)y->shape[1]);
    sy__ocl_device *dev;
    if ((status = sy__ocl_begin(a->op, a->device, w->dtype == SY_DTYPE_F64, &dev)) != SY_OK)
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
    const sy__ocl_arg args[10] = {SY__OCL_ARG(ym),     SY__OCL_ARG(xm),    SY__OCL_ARG(xoff), SY__OCL_ARG(wm),
                                  SY__OCL_ARG(woff),   SY__OCL_ARG(bm),    SY__OCL_ARG(boff), SY__OCL_ARG(hb),
                                  SY__OCL_ARG(geo.ga), SY__OCL_ARG(geo.gb)};
    char name[SY__OCL_NAME];
    snprintf(name, sizeof name, "%s_%s", kernel, sy__ocl_sfx[w->dtype]);
    return sy__ocl_run1d(dev, name, args, 10, y->numel);
}

#define SLOTS(OP, OUT_PAD)                                                                                             \
    {                                                                                                                  \
        SY_ATTR_##OP##_STRIDE, SY_ATTR_##OP##_PADS, SY_ATTR_##OP##_DILATION, SY_ATTR_##OP##_GROUPS, OUT_PAD            \
    }

/* y = conv(x, weight) + bias */
sy_status sy_k_opencl_conv(const sy_op_args *a)
{
    static const conv_slots sl = SLOTS(CONV, -1);
    return window(a, "conv", SY__OCL_TAKES(conv), "sy_corr", 0, 1, 2, &sl);
}

/* dx of dy and weight (in: dy, weight, x; x for its shape, which is dx's):
 * scat with dy in x's place */
sy_status sy_k_opencl_conv_backward_input(const sy_op_args *a)
{
    static const conv_slots sl = SLOTS(CONV_BACKWARD_INPUT, -1);
    return window(a, "conv_backward_input", SY__OCL_TAKES(conv_backward_input), "sy_scat", 0, 1, -1, &sl);
}

/* y = conv_transpose(x, weight) + bias */
sy_status sy_k_opencl_conv_transpose(const sy_op_args *a)
{
    static const conv_slots sl = SLOTS(CONV_TRANSPOSE, SY_ATTR_CONV_TRANSPOSE_OUTPUT_PADDING);
    return window(a, "conv_transpose", SY__OCL_TAKES(conv_transpose), "sy_scat", 0, 1, 2, &sl);
}

/* dx of dy and weight (in: dy, weight, x): corr of dy with the [C, M / groups, k] weight */
sy_status sy_k_opencl_conv_transpose_backward_input(const sy_op_args *a)
{
    static const conv_slots sl =
        SLOTS(CONV_TRANSPOSE_BACKWARD_INPUT, SY_ATTR_CONV_TRANSPOSE_BACKWARD_INPUT_OUTPUT_PADDING);
    return window(a, "conv_transpose_backward_input", SY__OCL_TAKES(conv_transpose_backward_input), "sy_corr", 0, 1, -1,
                  &sl);
}

/* dw of dy and x (in: dy, x, weight; weight for its shape, which is dw's) */
sy_status sy_k_opencl_conv_backward_weight(const sy_op_args *a)
{
    sy_status status = sy__ocl_op_check(a, 3, 0, 1, SY__OCL_TAKES(conv_backward_weight));
    if (status != SY_OK)
        return status;
    const sy_tensor_arg *dy = &a->in[0], *x = &a->in[1];
    const sy_result_arg *dw = &a->out[0];
    const int rank = dw->rank;
    if (rank < 3 || rank > 5 || !operand_ok(dy, rank, dy->dtype) || !operand_ok(x, rank, dy->dtype) ||
        dw->dtype != dy->dtype || dw->numel != numel_of(dw->shape, rank))
        return SY_E_INVALID_ARGUMENT;
    sy_conv_geom g;
    sy_conv_geom_of(rank - 2, &a->attrs[SY_ATTR_CONV_BACKWARD_WEIGHT_STRIDE],
                    &a->attrs[SY_ATTR_CONV_BACKWARD_WEIGHT_PADS], &a->attrs[SY_ATTR_CONV_BACKWARD_WEIGHT_DILATION],
                    NULL, &g);
    const int64_t groups = a->attrs[SY_ATTR_CONV_BACKWARD_WEIGHT_GROUPS].i[0];
    geo3 geo;
    if (!geo3_of(x->shape, dy->shape, dw->shape, rank, groups, &g, &geo) || dy->shape[0] != x->shape[0] ||
        dw->shape[0] != dy->shape[1] || dw->shape[1] * groups != x->shape[1])
        return sy_kernel_error(SY_E_INVALID_ARGUMENT, "conv_backward_weight: operands or attributes that do not fit");
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
                                 SY__OCL_ARG(xoff), SY__OCL_ARG(geo.ga), SY__OCL_ARG(geo.gb)};
    char name[SY__OCL_NAME];
    snprintf(name, sizeof name, "sy_wgrad_%s", sy__ocl_sfx[dy->dtype]);
    return sy__ocl_run1d(dev, name, args, 7, dw->numel);
}

/* db[m] = the sum of dy[n, m, ...] over n and the positions */
sy_status sy_k_opencl_conv_backward_bias(const sy_op_args *a)
{
    sy_status status = sy__ocl_op_check(a, 1, 0, 1, SY__OCL_TAKES(conv_backward_bias));
    if (status != SY_OK)
        return status;
    const sy_tensor_arg *dy = &a->in[0];
    const sy_result_arg *db = &a->out[0];
    if (dy->rank < 2 || !operand_ok(dy, dy->rank, dy->dtype) || db->dtype != dy->dtype || db->rank != 1 ||
        db->numel != dy->shape[1])
        return SY_E_INVALID_ARGUMENT;
    sy__ocl_device *dev;
    cl_mem out, in;
    if ((status = sy__ocl_one_in(a, "dy", &dev, &out, &in)) != SY_OK || db->numel == 0)
        return status;
    cl_long off = dy->offset, n = dy->shape[0], m = dy->shape[1], s = numel_of(dy->shape + 2, dy->rank - 2);
    const sy__ocl_arg args[6] = {SY__OCL_ARG(out), SY__OCL_ARG(in), SY__OCL_ARG(off),
                                 SY__OCL_ARG(n),   SY__OCL_ARG(m),  SY__OCL_ARG(s)};
    char name[SY__OCL_NAME];
    snprintf(name, sizeof name, "sy_conv_bias_%s", sy__ocl_sfx[dy->dtype]);
    return sy__ocl_run1d(dev, name, args, 6, db->numel);
}

/* ---- avg_pool, avg_pool_backward, max_pool ---------------------------------
 * The pools over 1 to 3 spatial axes: kernels/cpu/sy_cpu_pool.c's and
 * sy_cpu_maxpool.c's loops (sy_avg_pool_, sy_avg_pool_backward_,
 * sy_max_pool_), the geometry of runtime/sy_pool.h and sy_maxpool.h, which
 * the rule has checked. max_pool_backward, a scatter of dy through the
 * indices, runs on cpu. */

/* The pool kernels' geometry (pa, pb of sy_opencl_src_conv.h) from x's
 * shape and the three axes' lengths, kernel, stride, dilation, pads and
 * output length; flag is count_include_pad or storage_order. */
typedef struct pool3 {
    cl_long16 pa, pb;
} pool3;

static int pool3_of(int64_t planes, const int64_t d[3], const int64_t k[3], const int64_t s[3], const int64_t dl[3],
                    const int64_t lo[3], const int64_t hi[3], const int64_t out[3], int64_t flag, pool3 *p)
{
    const int64_t a[16] = {planes, d[0], d[1], d[2], k[0], k[1], k[2], s[0], s[1], s[2], 0, 0, 0, 0, 0, 0};
    const int64_t b[16] = {lo[0],  lo[1], lo[2], hi[0], hi[1], hi[2], out[0], out[1],
                           out[2], 0,     dl[0], dl[1], dl[2], flag,  0,      0};
    for (int j = 0; j < 16; j++) {
        p->pa.s[j] = a[j];
        p->pb.s[j] = b[j];
    }
    for (int j = 0; j < 3; j++)
        if (d[j] < 0 || k[j] < 1 || s[j] < 1 || dl[j] < 1 || lo[j] < 0 || hi[j] < 0 || out[j] < 0)
            return 0;
    return planes >= 0;
}

/* The product of the three lengths times the planes. */
static int64_t pool_numel(int64_t planes, const int64_t n[3]) { return planes * n[0] * n[1] * n[2]; }

/* avg_pool (x -> y) or avg_pool_backward (dy -> dx of `shape`) */
static sy_status avg_pool(const sy_op_args *a, int backward)
{
    sy_status status =
        sy__ocl_op_check(a, 1, 0, 1, backward ? SY__OCL_TAKES(avg_pool_backward) : SY__OCL_TAKES(avg_pool));
    if (status != SY_OK)
        return status;
    const char *op = backward ? "avg_pool_backward" : "avg_pool";
    const sy_tensor_arg *in = &a->in[0];
    const sy_result_arg *r = &a->out[0];
    const int64_t *xs = backward ? r->shape : in->shape; /* x's shape */
    const int rank = backward ? r->rank : in->rank;
    const int kernel = backward ? SY_ATTR_AVG_POOL_BACKWARD_KERNEL : SY_ATTR_AVG_POOL_KERNEL;
    if (rank < 3 || rank > 5 || a->attrs[kernel].n != rank - 2 || in->rank != rank || r->rank != rank ||
        r->dtype != in->dtype || in->numel != numel_of(in->shape, rank) || r->numel != numel_of(r->shape, rank))
        return SY_E_INVALID_ARGUMENT;
    sy_pool_geom g;
    if (backward)
        sy_pool_geom_of(xs, &a->attrs[kernel], &a->attrs[SY_ATTR_AVG_POOL_BACKWARD_STRIDE],
                        &a->attrs[SY_ATTR_AVG_POOL_BACKWARD_PADS],
                        a->attrs[SY_ATTR_AVG_POOL_BACKWARD_CEIL_MODE].i[0] != 0, &g);
    else
        sy_pool_geom_of(xs, &a->attrs[kernel], &a->attrs[SY_ATTR_AVG_POOL_STRIDE], &a->attrs[SY_ATTR_AVG_POOL_PADS],
                        a->attrs[SY_ATTR_AVG_POOL_CEIL_MODE].i[0] != 0, &g);
    const int64_t cip =
        a->attrs[backward ? SY_ATTR_AVG_POOL_BACKWARD_COUNT_INCLUDE_PAD : SY_ATTR_AVG_POOL_COUNT_INCLUDE_PAD].i[0] != 0;
    int64_t d[3], k[3], s[3], dl[3] = {1, 1, 1}, lo[3], hi[3], out[3];
    for (int j = 0; j < 3; j++) {
        d[j] = g.ax[j].d, k[j] = g.ax[j].k, s[j] = g.ax[j].s, lo[j] = g.ax[j].lo, hi[j] = g.ax[j].hi;
        out[j] = g.ax[j].out;
    }
    pool3 geo;
    if (!pool3_of(g.planes, d, k, s, dl, lo, hi, out, cip, &geo) ||
        (backward ? in->numel != pool_numel(g.planes, out) : r->numel != pool_numel(g.planes, out)))
        return sy_kernel_error(SY_E_INVALID_ARGUMENT, "%s: operands or attributes that do not fit", op);
    sy__ocl_device *dev;
    cl_mem om, im;
    if ((status = sy__ocl_one_in(a, backward ? "dy" : "x", &dev, &om, &im)) != SY_OK || r->numel == 0)
        return status;
    cl_long off = in->offset;
    const sy__ocl_arg args[5] = {SY__OCL_ARG(om), SY__OCL_ARG(im), SY__OCL_ARG(off), SY__OCL_ARG(geo.pa),
                                 SY__OCL_ARG(geo.pb)};
    char name[SY__OCL_NAME];
    snprintf(name, sizeof name, "sy_%s_%s", op, sy__ocl_sfx[in->dtype]);
    return sy__ocl_run1d(dev, name, args, 5, r->numel);
}

sy_status sy_k_opencl_avg_pool(const sy_op_args *a) { return avg_pool(a, 0); }
sy_status sy_k_opencl_avg_pool_backward(const sy_op_args *a) { return avg_pool(a, 1); }

sy_status sy_k_opencl_max_pool(const sy_op_args *a)
{
    sy_status status = sy__ocl_op_check(a, 1, 0, 2, SY__OCL_TAKES(max_pool));
    if (status != SY_OK)
        return status;
    const sy_tensor_arg *x = &a->in[0];
    const sy_result_arg *y = &a->out[0], *idx = &a->out[1];
    const int rank = x->rank;
    if (rank < 3 || rank > 5 || a->attrs[SY_ATTR_MAX_POOL_KERNEL].n != rank - 2 ||
        x->numel != numel_of(x->shape, rank) || y->rank != rank || idx->rank != rank || y->dtype != x->dtype ||
        idx->dtype != SY_DTYPE_I64 || idx->numel != y->numel)
        return SY_E_INVALID_ARGUMENT;
    sy_mp_geom g;
    sy_mp_geom_of(x->shape, &a->attrs[SY_ATTR_MAX_POOL_KERNEL], &a->attrs[SY_ATTR_MAX_POOL_STRIDE],
                  &a->attrs[SY_ATTR_MAX_POOL_PADS], &a->attrs[SY_ATTR_MAX_POOL_DILATION],
                  a->attrs[SY_ATTR_MAX_POOL_CEIL_MODE].i[0] != 0, &g);
    const int64_t column = a->attrs[SY_ATTR_MAX_POOL_STORAGE_ORDER].i[0] == 1;
    pool3 geo;
    if (!pool3_of(g.planes, g.d, g.k, g.s, g.dl, g.lo, g.hi, g.out, column, &geo) ||
        y->numel != pool_numel(g.planes, g.out))
        return sy_kernel_error(SY_E_INVALID_ARGUMENT, "max_pool: operands or attributes that do not fit");
    sy__ocl_device *dev;
    cl_mem ym, im, xm;
    if ((status = sy__ocl_values_indices(a, &dev, &ym, &im, &xm)) != SY_OK || y->numel == 0)
        return status;
    cl_long xoff = x->offset;
    const sy__ocl_arg args[6] = {SY__OCL_ARG(ym),   SY__OCL_ARG(im),     SY__OCL_ARG(xm),
                                 SY__OCL_ARG(xoff), SY__OCL_ARG(geo.pa), SY__OCL_ARG(geo.pb)};
    char name[SY__OCL_NAME];
    snprintf(name, sizeof name, "sy_max_pool_%s", sy__ocl_sfx[x->dtype]);
    return sy__ocl_run1d(dev, name, args, 6, y->numel);
}
