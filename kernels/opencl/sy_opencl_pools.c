/* switchyard opencl backend: the launchers of lp_pool, lp_pool_backward,
 * adaptive_avg_pool, adaptive_avg_pool_backward, adaptive_max_pool,
 * max_unpool and max_unpool_backward, taking sy_op_args. The runtime has run
 * the family's shape rule (runtime/sy_rules_lppool.c, sy_rules_adaptive.c,
 * sy_rules_grid.c) and made every input contiguous on this device. Each
 * launcher checks again what keeps the kernel inside its buffers (ranks,
 * sizes that agree with the shapes, kernels and strides of at least 1, pads
 * not negative, adaptive lengths of at least 1 whose products stay in int64,
 * every index of max_unpool inside its result), then enqueues one kernel of
 * sy_opencl_src_conv.h without waiting.
 *
 * The kernels are kernels/cpu/sy_cpu_lppool.c's, sy_cpu_adaptive.c's and
 * sy_cpu_grid.c's loops, one result element per work-item, with the same
 * sums in the same order. lp_pool, lp_pool_backward and the two adaptive
 * means compute in double, f32 too, as cpu does: on a device without fp64
 * they return SY_KERNEL_FALLBACK for every dtype (as grid_sample does) and
 * the call runs on cpu. adaptive_max_pool and max_unpool compute nothing
 * in floating point (comparisons and copies), so f32 runs on every device
 * and only f64 falls back without fp64 (`runtime_fallback: [f64]`).
 *
 * max_unpool's indices are read back to the host, as gather's are: an index
 * outside the result is refused with cpu's detail before anything is
 * enqueued, and the host builds from them, for each result position, the
 * last element of x (in row-major order) placed there. The kernels read
 * that map, so a result position that several elements of x name gets the
 * one cpu's sequential loop writes last, whatever order the work-items run
 * in (a scatter from the work-items of x would keep any of them). */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>

#include "sy_adaptive.h"
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

/* A result of rank `rank` and dtype dt holding its shape's elements. */
static int result_ok(const sy_result_arg *r, int rank, sy_dtype dt)
{
    return r->rank == rank && r->dtype == dt && r->numel == numel_of(r->shape, rank);
}

/* An input of rank `rank` and dtype dt holding its shape's elements. */
static int input_ok(const sy_tensor_arg *t, int rank, sy_dtype dt)
{
    return t->rank == rank && t->dtype == dt && t->numel == numel_of(t->shape, rank);
}

/* ---- lp_pool, lp_pool_backward ---------------------------------------------
 * avg_pool's geometry (runtime/sy_pool.h) in the kernels' pa and pb
 * (SY_PGEO of sy_opencl_src_conv.h), p in FLAG. */
static sy_status lp_pool(const sy_op_args *a, int backward)
{
    sy_status status = sy__ocl_op_check(a, backward ? 3 : 1, 0, 1,
                                        backward ? SY__OCL_TAKES(lp_pool_backward) : SY__OCL_TAKES(lp_pool));
    if (status != SY_OK)
        return status;
    const char *op = backward ? "lp_pool_backward" : "lp_pool";
    const sy_tensor_arg *x = &a->in[backward ? 1 : 0], *dy = backward ? &a->in[0] : NULL,
                        *y = backward ? &a->in[2] : NULL;
    const sy_result_arg *r = &a->out[0];
    const sy_dtype dt = x->dtype;
    const int rank = x->rank;
    const int ks = backward ? SY_ATTR_LP_POOL_BACKWARD_KERNEL : SY_ATTR_LP_POOL_KERNEL;
    const int ss = backward ? SY_ATTR_LP_POOL_BACKWARD_STRIDE : SY_ATTR_LP_POOL_STRIDE;
    const int ps = backward ? SY_ATTR_LP_POOL_BACKWARD_PADS : SY_ATTR_LP_POOL_PADS;
    const int64_t p = a->attrs[backward ? SY_ATTR_LP_POOL_BACKWARD_P : SY_ATTR_LP_POOL_P].i[0];
    if (rank < 3 || rank > 5 || a->attrs[ks].n != rank - 2 || !input_ok(x, rank, dt) || !result_ok(r, rank, dt) ||
        (backward && (!input_ok(dy, rank, dt) || !input_ok(y, rank, dt))))
        return SY_E_INVALID_ARGUMENT;
    sy_pool_geom g;
    sy_pool_geom_of(x->shape, &a->attrs[ks], &a->attrs[ss], &a->attrs[ps], false, &g);
    int fits = p >= 1 && g.planes >= 0;
    cl_long16 pa = {{0}}, pb = {{0}};
    int64_t out = g.planes;
    for (int j = 0; j < 3; j++) {
        const sy_pool_axis *ax = &g.ax[j];
        fits = fits && ax->d >= 0 && ax->k >= 1 && ax->s >= 1 && ax->lo >= 0 && ax->hi >= 0 && ax->out >= 0;
        out *= ax->out;
        pa.s[1 + j] = ax->d, pa.s[4 + j] = ax->k, pa.s[7 + j] = ax->s;
        pb.s[j] = ax->lo, pb.s[3 + j] = ax->hi, pb.s[6 + j] = ax->out, pb.s[10 + j] = 1;
    }
    pa.s[0] = g.planes;
    pb.s[13] = p;
    if (!fits || (backward ? dy->numel != out || y->numel != out || r->numel != x->numel : r->numel != out))
        return sy_kernel_error(SY_E_INVALID_ARGUMENT, "%s: operands or attributes that do not fit", op);
    sy__ocl_device *dev;
    if ((status = sy__ocl_begin(a->op, a->device, true, &dev)) != SY_OK) /* double for f32 too */
        return status;
    cl_mem rm, xm, dym = NULL, ym = NULL;
    status = sy__ocl_out_mem(dev, r, backward ? "dx" : "y", &rm);
    if (status == SY_OK)
        status = sy__ocl_in_mem(dev, x, "x", &xm);
    if (status == SY_OK && backward)
        status = sy__ocl_in_mem(dev, dy, "dy", &dym);
    if (status == SY_OK && backward)
        status = sy__ocl_in_mem(dev, y, "y", &ym);
    if (status != SY_OK || r->numel == 0)
        return status;
    char name[SY__OCL_NAME];
    snprintf(name, sizeof name, "sy_%s_%s", op, sy__ocl_sfx[dt]);
    cl_long xoff = x->offset;
    if (!backward) {
        const sy__ocl_arg args[5] = {SY__OCL_ARG(rm), SY__OCL_ARG(xm), SY__OCL_ARG(xoff), SY__OCL_ARG(pa),
                                     SY__OCL_ARG(pb)};
        return sy__ocl_run1d(dev, name, args, 5, r->numel);
    }
    cl_long dyoff = dy->offset, yoff = y->offset;
    const sy__ocl_arg args[9] = {SY__OCL_ARG(rm),   SY__OCL_ARG(dym),  SY__OCL_ARG(dyoff),
                                 SY__OCL_ARG(xm),   SY__OCL_ARG(xoff), SY__OCL_ARG(ym),
                                 SY__OCL_ARG(yoff), SY__OCL_ARG(pa),   SY__OCL_ARG(pb)};
    return sy__ocl_run1d(dev, name, args, 9, r->numel);
}

sy_status sy_k_opencl_lp_pool(const sy_op_args *a) { return lp_pool(a, 0); }
sy_status sy_k_opencl_lp_pool_backward(const sy_op_args *a) { return lp_pool(a, 1); }

/* ---- adaptive_avg_pool, adaptive_avg_pool_backward, adaptive_max_pool -------
 * The windows of runtime/sy_adaptive.h in the kernels' ag (SY_AGEO): the
 * planes, x's three lengths, the output's three. */

/* ag of x's shape (rank 3..5) and the output's spatial lengths; 0 when a
 * length is below 1 or a product d * n exceeds 2^62 (the rule's bounds,
 * which keep the kernels' window arithmetic in int64). */
static int adaptive_geo(const int64_t *xs, int rank, const int64_t *ys, cl_long8 *ag)
{
    sy_adaptive_geom g;
    sy_adaptive_geom_of(xs, rank - 2, ys + 2, &g);
    ag->s[0] = g.planes;
    for (int j = 0; j < 3; j++) {
        const sy_adaptive_axis *ax = &g.ax[j];
        if (ax->d < 1 || ax->n < 1 || ax->d > ((int64_t)1 << 62) / ax->n)
            return 0;
        ag->s[1 + j] = ax->d;
        ag->s[4 + j] = ax->n;
    }
    ag->s[7] = 0;
    return g.planes >= 0 && xs[0] == ys[0] && xs[1] == ys[1];
}

/* adaptive_avg_pool (x -> y) or adaptive_avg_pool_backward (dy -> dx of x's shape) */
static sy_status adaptive_avg(const sy_op_args *a, int backward)
{
    sy_status status = sy__ocl_op_check(
        a, 1, 0, 1, backward ? SY__OCL_TAKES(adaptive_avg_pool_backward) : SY__OCL_TAKES(adaptive_avg_pool));
    if (status != SY_OK)
        return status;
    const char *op = backward ? "adaptive_avg_pool_backward" : "adaptive_avg_pool";
    const sy_tensor_arg *in = &a->in[0];
    const sy_result_arg *r = &a->out[0];
    const int rank = in->rank;
    if (rank < 3 || rank > 5 || !input_ok(in, rank, in->dtype) || !result_ok(r, rank, in->dtype))
        return SY_E_INVALID_ARGUMENT;
    cl_long8 ag;
    const int64_t *xs = backward ? r->shape : in->shape, *ys = backward ? in->shape : r->shape;
    if (!adaptive_geo(xs, rank, ys, &ag))
        return sy_kernel_error(SY_E_INVALID_ARGUMENT, "%s: operands that do not fit", op);
    sy__ocl_device *dev;
    if ((status = sy__ocl_begin(a->op, a->device, true, &dev)) != SY_OK) /* double for f32 too */
        return status;
    cl_mem rm, im;
    status = sy__ocl_out_mem(dev, r, backward ? "dx" : "y", &rm);
    if (status == SY_OK)
        status = sy__ocl_in_mem(dev, in, backward ? "dy" : "x", &im);
    if (status != SY_OK || r->numel == 0)
        return status;
    cl_long off = in->offset;
    const sy__ocl_arg args[4] = {SY__OCL_ARG(rm), SY__OCL_ARG(im), SY__OCL_ARG(off), SY__OCL_ARG(ag)};
    char name[SY__OCL_NAME];
    snprintf(name, sizeof name, "sy_%s_%s", op, sy__ocl_sfx[in->dtype]);
    return sy__ocl_run1d(dev, name, args, 4, r->numel);
}

sy_status sy_k_opencl_adaptive_avg_pool(const sy_op_args *a) { return adaptive_avg(a, 0); }
sy_status sy_k_opencl_adaptive_avg_pool_backward(const sy_op_args *a) { return adaptive_avg(a, 1); }

sy_status sy_k_opencl_adaptive_max_pool(const sy_op_args *a)
{
    sy_status status = sy__ocl_op_check(a, 1, 0, 2, SY__OCL_TAKES(adaptive_max_pool));
    if (status != SY_OK)
        return status;
    const sy_tensor_arg *x = &a->in[0];
    const sy_result_arg *y = &a->out[0], *idx = &a->out[1];
    const int rank = x->rank;
    if (rank < 3 || rank > 5 || !input_ok(x, rank, x->dtype) || !result_ok(y, rank, x->dtype) ||
        !result_ok(idx, rank, SY_DTYPE_I64) || idx->numel != y->numel)
        return SY_E_INVALID_ARGUMENT;
    cl_long8 ag;
    if (!adaptive_geo(x->shape, rank, y->shape, &ag))
        return sy_kernel_error(SY_E_INVALID_ARGUMENT, "adaptive_max_pool: operands that do not fit");
    sy__ocl_device *dev;
    cl_mem ym, im, xm;
    if ((status = sy__ocl_values_indices(a, &dev, &ym, &im, &xm)) != SY_OK || y->numel == 0)
        return status;
    cl_long xoff = x->offset;
    const sy__ocl_arg args[5] = {SY__OCL_ARG(ym), SY__OCL_ARG(im), SY__OCL_ARG(xm), SY__OCL_ARG(xoff), SY__OCL_ARG(ag)};
    char name[SY__OCL_NAME];
    snprintf(name, sizeof name, "sy_adaptive_max_pool_%s", sy__ocl_sfx[x->dtype]);
    return sy__ocl_run1d(dev, name, args, 5, y->numel);
}

/* ---- max_unpool, max_unpool_backward ---------------------------------------- */

/* Reads the n_idx indices (i64, from ioff of im) to the host, refuses one
 * outside 0..n - 1 with cpu's detail (`into` names the n elements), and
 * makes *lm a buffer of n longs: for each position, the last k with
 * indices[k] at it, or -1. With n 0, *lm stays NULL. */
static sy_status unpool_last(sy__ocl_device *dev, cl_mem im, int64_t ioff, int64_t n_idx, int64_t n, const char *into,
                             cl_mem *lm)
{
    *lm = NULL;
    if (n_idx == 0 && n == 0)
        return SY_OK;
    int64_t *ids = (int64_t *)malloc((size_t)(n_idx > 0 ? n_idx : 1) * sizeof *ids);
    int64_t *last = (int64_t *)malloc((size_t)(n > 0 ? n : 1) * sizeof *last);
    sy_status status = SY_OK;
    if (ids == NULL || last == NULL) {
        status = sy_kernel_error(SY_E_OUT_OF_MEMORY, "out of host memory reading %lld indices", (long long)n_idx);
        goto done;
    }
    cl_int err = n_idx == 0 ? CL_SUCCESS
                            : clEnqueueReadBuffer(dev->queue, im, CL_TRUE, (size_t)ioff * sizeof *ids,
                                                  (size_t)n_idx * sizeof *ids, ids, 0, NULL, NULL);
    if (err != CL_SUCCESS) {
        status = sy__ocl_fail(err, "clEnqueueReadBuffer", "max_unpool indices", dev->index);
        goto done;
    }
    for (int64_t k = 0; k < n_idx; k++)
        if (ids[k] < 0 || ids[k] >= n) {
            status = sy_kernel_error(SY_E_INVALID_ARGUMENT, "indices[%lld] is %lld, outside the %lld elements of %s",
                                     (long long)k, (long long)ids[k], (long long)n, into);
            goto done;
        }
    if (n == 0)
        goto done;
    for (int64_t q = 0; q < n; q++)
        last[q] = -1;
    for (int64_t k = 0; k < n_idx; k++) /* in order: a later element wins */
        last[ids[k]] = k;
    *lm = clCreateBuffer(dev->context, CL_MEM_READ_ONLY | CL_MEM_COPY_HOST_PTR, (size_t)n * sizeof *last, last, &err);
    if (*lm == NULL)
        status = sy__ocl_fail(err, "clCreateBuffer", "max_unpool positions", dev->index);
done:
    free(ids);
    free(last);
    return status;
}

/* max_unpool (x, indices -> y) or max_unpool_backward (dy, indices -> dx):
 * in[1] the indices of in[0]'s shape (max_unpool) or of the result's
 * (max_unpool_backward), each into y or dy. */
static sy_status max_unpool(const sy_op_args *a, int backward)
{
    sy_status status =
        sy__ocl_op_check(a, 2, 0, 1, backward ? SY__OCL_TAKES(max_unpool_backward) : SY__OCL_TAKES(max_unpool));
    if (status != SY_OK)
        return status;
    const sy_tensor_arg *in = &a->in[0], *idx = &a->in[1];
    const sy_result_arg *r = &a->out[0];
    const sy_dtype dt = in->dtype;
    /* the elements placed (x's) or gathered (dx's), and the ones indexed (y's or dy's) */
    const int64_t n_idx = idx->numel, n = backward ? in->numel : r->numel;
    if (!input_ok(in, in->rank, dt) || !input_ok(idx, idx->rank, SY_DTYPE_I64) || !result_ok(r, r->rank, dt) ||
        (backward ? r->numel != n_idx : in->numel != n_idx))
        return SY_E_INVALID_ARGUMENT;
    sy__ocl_device *dev;
    if ((status = sy__ocl_begin(a->op, a->device, dt == SY_DTYPE_F64, &dev)) != SY_OK)
        return status;
    cl_mem rm, inm, im, lm = NULL;
    status = sy__ocl_out_mem(dev, r, backward ? "dx" : "y", &rm);
    if (status == SY_OK)
        status = sy__ocl_in_mem(dev, in, backward ? "dy" : "x", &inm);
    if (status == SY_OK)
        status = sy__ocl_in_mem(dev, idx, "indices", &im);
    if (status == SY_OK)
        status = unpool_last(dev, im, idx->offset, n_idx, n, backward ? "dy" : "the result", &lm);
    if (status != SY_OK || r->numel == 0) { /* lm is NULL but for a backward of no indices into some dy */
        if (lm != NULL)
            clReleaseMemObject(lm);
        return status;
    }
    char name[SY__OCL_NAME];
    snprintf(name, sizeof name, "sy_%s_%s", backward ? "max_unpool_backward" : "max_unpool", sy__ocl_sfx[dt]);
    cl_long count = r->numel, off = in->offset, ioff = idx->offset;
    if (!backward) {
        const sy__ocl_arg args[5] = {SY__OCL_ARG(rm), SY__OCL_ARG(count), SY__OCL_ARG(inm), SY__OCL_ARG(off),
                                     SY__OCL_ARG(lm)};
        status = sy__ocl_run1d(dev, name, args, 5, count);
    } else {
        const sy__ocl_arg args[7] = {SY__OCL_ARG(rm), SY__OCL_ARG(count), SY__OCL_ARG(inm), SY__OCL_ARG(off),
                                     SY__OCL_ARG(im), SY__OCL_ARG(ioff),  SY__OCL_ARG(lm)};
        status = sy__ocl_run1d(dev, name, args, 7, count);
    }
    clReleaseMemObject(lm); /* released once the kernel has run */
    return status;
}

sy_status sy_k_opencl_max_unpool(const sy_op_args *a) { return max_unpool(a, 0); }
sy_status sy_k_opencl_max_unpool_backward(const sy_op_args *a) { return max_unpool(a, 1); }
