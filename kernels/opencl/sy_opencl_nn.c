/* switchyard opencl backend: the launchers of the ops of the families declared
 * with `kernel: op` (softmax, log_softmax, argmax, argmin, concat, gather, pad,
 * layer_norm, gather_backward), taking sy_op_args. The runtime has run the
 * family's shape rule (axes in range, shapes that fit, pads that suit the
 * mode) and made every input contiguous on this device, so an operand is a
 * buffer handle, an element offset and a shape. Each launcher checks the
 * buffers' bounds and enqueues a kernel of sy_opencl_src_nn.h without
 * waiting, except gather and gather_backward, which read their indices
 * first (see check_indices).
 *
 * f64: every launcher returns SY_KERNEL_FALLBACK for an f64 call on a
 * device without fp64, as the record families' kernels do (fills aside),
 * so `runtime_fallback: [f64]` and docs/ops.md hold for these ops too;
 * concat, gather and pad could move f64 elements as 64-bit integers there,
 * but keep to that one rule. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "sy_axis.h"
#include "sy_opencl.h"

/* ---- operand checks, shared with sy_opencl_conv.c (sy_opencl.h) ---------- */

sy_status sy__ocl_in_mem(const sy__ocl_device *dev, const sy_tensor_arg *t, const char *what, cl_mem *mem)
{
    if (t->offset < 0 || t->numel < 0)
        return sy_kernel_error(SY_E_INVALID_ARGUMENT, "%s: offset %lld, %lld elements", what, (long long)t->offset,
                               (long long)t->numel);
    const size_t need = t->numel > 0 ? (size_t)(t->offset + t->numel) * sy__ocl_size[t->dtype] : 0;
    return sy__ocl_buffer_mem(dev, t->data, need, what, mem);
}

sy_status sy__ocl_out_mem(const sy__ocl_device *dev, const sy_result_arg *r, const char *what, cl_mem *mem)
{
    if (r->numel < 0 || !sy__ocl_takes(r->dtype, SY__OCL_ALL))
        return SY_E_INVALID_ARGUMENT;
    return sy__ocl_buffer_mem(dev, r->data, (size_t)r->numel * sy__ocl_size[r->dtype], what, mem);
}

sy_status sy__ocl_one_in(const sy_op_args *a, const char *what, sy__ocl_device **dev, cl_mem *out, cl_mem *in)
{
    sy_status status = sy__ocl_begin(a->op, a->device, a->in[0].dtype == SY_DTYPE_F64, dev);
    if (status == SY_OK)
        status = sy__ocl_out_mem(*dev, &a->out[0], "the output", out);
    if (status == SY_OK)
        status = sy__ocl_in_mem(*dev, &a->in[0], what, in);
    return status;
}

sy_status sy__ocl_values_indices(const sy_op_args *a, sy__ocl_device **dev, cl_mem *values, cl_mem *indices, cl_mem *in)
{
    sy_status status = sy__ocl_begin(a->op, a->device, a->in[0].dtype == SY_DTYPE_F64, dev);
    if (status == SY_OK)
        status = sy__ocl_out_mem(*dev, &a->out[0], "y", values);
    if (status == SY_OK)
        status = sy__ocl_out_mem(*dev, &a->out[1], "indices", indices);
    if (status == SY_OK)
        status = sy__ocl_in_mem(*dev, &a->in[0], "x", in);
    return status;
}

sy_status sy__ocl_op_check(const sy_op_args *a, int n_in, int variadic, int n_out, unsigned dtypes)
{
    if (a == NULL || a->in == NULL || a->out == NULL || a->attrs == NULL || a->n_out != n_out ||
        (variadic ? a->n_in < n_in : a->n_in != n_in))
        return SY_E_INVALID_ARGUMENT;
    if (!sy__ocl_takes(a->in[0].dtype, dtypes))
        return SY_E_DTYPE_UNSUPPORTED;
    if (a->in[0].rank < 0 || a->in[0].rank > SY_MAX_RANK)
        return SY_E_INVALID_ARGUMENT;
    return SY_OK;
}

/* The element width's kernel suffix of a data-movement kernel. */
static const char *width_sfx(sy_dtype dt)
{
    const size_t size = sy__ocl_size[dt];
    return size == 1 ? "u8" : size == 4 ? "u32" : "u64";
}

/* ---- softmax, log_softmax ------------------------------------------------- */

static sy_status softmax(const sy_op_args *a, int log_form)
{
    sy_status status = sy__ocl_op_check(a, 1, 0, 1, log_form ? SY__OCL_TAKES(log_softmax) : SY__OCL_TAKES(softmax));
    if (status != SY_OK)
        return status;
    const sy_tensor_arg *x = &a->in[0];
    sy__ocl_device *dev;
    cl_mem out, in;
    if ((status = sy__ocl_one_in(a, "x", &dev, &out, &in)) != SY_OK || a->out[0].numel == 0)
        return status;
    const sy__split s = sy__around(x->shape, x->rank, a->attrs[SY_ATTR_SOFTMAX_AXIS].i[0]);
    cl_long off = x->offset, outer = s.outer, len = s.len, inner = s.inner;
    cl_int lf = log_form;
    const sy__ocl_arg args[7] = {SY__OCL_ARG(out), SY__OCL_ARG(in),    SY__OCL_ARG(off), SY__OCL_ARG(outer),
                                 SY__OCL_ARG(len), SY__OCL_ARG(inner), SY__OCL_ARG(lf)};
    char name[SY__OCL_NAME];
    snprintf(name, sizeof name, "sy_softmax_%s", sy__ocl_sfx[x->dtype]);
    return sy__ocl_run1d(dev, name, args, 7, s.outer * s.inner);
}

sy_status sy_k_opencl_softmax(const sy_op_args *args) { return softmax(args, 0); }
sy_status sy_k_opencl_log_softmax(const sy_op_args *args) { return softmax(args, 1); }

/* ---- argmax, argmin ------------------------------------------------------- */

static sy_status arg_extreme(const sy_op_args *a, int is_max)
{
    sy_status status = sy__ocl_op_check(a, 1, 0, 1, is_max ? SY__OCL_TAKES(argmax) : SY__OCL_TAKES(argmin));
    if (status != SY_OK)
        return status;
    const sy_tensor_arg *x = &a->in[0];
    if (a->out[0].dtype != SY_DTYPE_I64)
        return SY_E_DTYPE_UNSUPPORTED;
    const sy__split s = sy__around(x->shape, x->rank, a->attrs[SY_ATTR_ARGMAX_AXIS].i[0]);
    if (s.len < 1) /* the rule refuses an empty axis */
        return SY_E_INVALID_ARGUMENT;
    sy__ocl_device *dev;
    cl_mem out, in;
    if ((status = sy__ocl_one_in(a, "x", &dev, &out, &in)) != SY_OK || a->out[0].numel == 0)
        return status;
    cl_long off = x->offset, outer = s.outer, len = s.len, inner = s.inner;
    cl_int mx = is_max, last = a->attrs[SY_ATTR_ARGMAX_SELECT_LAST_INDEX].i[0] != 0;
    const sy__ocl_arg args[8] = {SY__OCL_ARG(out), SY__OCL_ARG(in),    SY__OCL_ARG(off), SY__OCL_ARG(outer),
                                 SY__OCL_ARG(len), SY__OCL_ARG(inner), SY__OCL_ARG(mx),  SY__OCL_ARG(last)};
    char name[SY__OCL_NAME];
    snprintf(name, sizeof name, "sy_argext_%s", sy__ocl_sfx[x->dtype]);
    return sy__ocl_run1d(dev, name, args, 8, s.outer * s.inner);
}

sy_status sy_k_opencl_argmax(const sy_op_args *args) { return arg_extreme(args, 1); }
sy_status sy_k_opencl_argmin(const sy_op_args *args) { return arg_extreme(args, 0); }

/* ---- concat --------------------------------------------------------------- */

/* One launch per non-empty input, each writing its columns of every output
 * row; the in-order queue runs them one after the other. */
sy_status sy_k_opencl_concat(const sy_op_args *a)
{
    sy_status status = sy__ocl_op_check(a, 1, 1, 1, SY__OCL_TAKES(concat));
    if (status != SY_OK)
        return status;
    const sy_result_arg *r = &a->out[0];
    const sy_dtype dt = r->dtype;
    if (r->rank < 1 || r->rank > SY_MAX_RANK)
        return SY_E_INVALID_ARGUMENT;
    for (int i = 0; i < a->n_in; i++)
        if (a->in[i].dtype != dt || a->in[i].rank != r->rank)
            return SY_E_INVALID_ARGUMENT;
    sy__ocl_device *dev;
    if ((status = sy__ocl_begin(a->op, a->device, dt == SY_DTYPE_F64, &dev)) != SY_OK)
        return status;
    cl_mem out;
    if ((status = sy__ocl_out_mem(dev, r, "the output", &out)) != SY_OK || r->numel == 0)
        return status;
    const int64_t axis = a->attrs[SY_ATTR_CONCAT_AXIS].i[0];
    const sy__split so = sy__around(r->shape, r->rank, axis);
    char name[SY__OCL_NAME];
    snprintf(name, sizeof name, "sy_concat_%s", width_sfx(dt));
    cl_long outer = so.outer, row = so.len * so.inner, at = 0;
    for (int i = 0; i < a->n_in && status == SY_OK; i++) {
        const sy_tensor_arg *t = &a->in[i];
        const sy__split st = sy__around(t->shape, t->rank, axis);
        cl_long chunk = st.len * st.inner;
        if (st.outer != so.outer || at + chunk > row)
            return sy_kernel_error(SY_E_INVALID_ARGUMENT, "xs[%d] does not fit the output", i);
        if (chunk == 0)
            continue;
        cl_mem in;
        char what[24];
        snprintf(what, sizeof what, "xs[%d]", i);
        if ((status = sy__ocl_in_mem(dev, t, what, &in)) != SY_OK)
            return status;
        cl_long off = t->offset;
        const sy__ocl_arg args[7] = {SY__OCL_ARG(out),   SY__OCL_ARG(in),  SY__OCL_ARG(off), SY__OCL_ARG(outer),
                                     SY__OCL_ARG(chunk), SY__OCL_ARG(row), SY__OCL_ARG(at)};
        status = sy__ocl_run1d(dev, name, args, 7, so.outer * chunk);
        at += chunk;
    }
    return status;
}

/* ---- gather, gather_backward --------------------------------------------- */

/* An index out of range is refused, with cpu's detail, before anything is
 * enqueued: the indices are read to the host (a blocking read, which also
 * waits for whatever computed them) and checked there, rather than flagged
 * on the device, because a status must be returned now and the host check
 * names the first bad entry as cpu does. Indices are few next to the data
 * they pick. The kernels then read the same, immutable, buffer; gather's own
 * bound test only keeps a read inside x. */
static sy_status check_indices(sy__ocl_device *dev, const sy_tensor_arg *idx, cl_mem im, int64_t len, const char *what)
{
    const int64_t n = idx->numel;
    if (n == 0)
        return SY_OK;
    const size_t isize = sy__ocl_size[idx->dtype], bytes = (size_t)n * isize;
    void *host = malloc(bytes);
    if (host == NULL)
        return sy_kernel_error(SY_E_OUT_OF_MEMORY, "out of host memory reading %lld indices", (long long)n);
    sy__ocl_waiting();
    const cl_int err =
        clEnqueueReadBuffer(dev->queue, im, CL_TRUE, (size_t)idx->offset * isize, bytes, host, 0, NULL, NULL);
    const sy_status waited = sy__ocl_waited(dev, err, "clEnqueueReadBuffer", what);
    if (waited != SY_OK) {
        free(host);
        return waited;
    }
    for (int64_t k = 0; k < n; k++) {
        const int64_t j = idx->dtype == SY_DTYPE_I32 ? (int64_t)((const int32_t *)host)[k] : ((const int64_t *)host)[k];
        if (j < -len || j >= len) {
            free(host);
            return sy_kernel_error(SY_E_INVALID_ARGUMENT,
                                   "index %lld (entry %lld of indices) is out of range for axis length %lld",
                                   (long long)j, (long long)k, (long long)len);
        }
    }
    free(host);
    return SY_OK;
}

sy_status sy_k_opencl_gather(const sy_op_args *a)
{
    sy_status status = sy__ocl_op_check(a, 2, 0, 1, SY__OCL_TAKES(gather));
    if (status != SY_OK)
        return status;
    const sy_tensor_arg *x = &a->in[0], *idx = &a->in[1];
    const sy_result_arg *r = &a->out[0];
    if (idx->dtype != SY_DTYPE_I32 && idx->dtype != SY_DTYPE_I64)
        return SY_E_DTYPE_UNSUPPORTED;
    if (r->dtype != x->dtype)
        return SY_E_INVALID_ARGUMENT;
    sy__ocl_device *dev;
    cl_mem out, xm, im;
    status = sy__ocl_one_in(a, "x", &dev, &out, &xm);
    if (status == SY_OK)
        status = sy__ocl_in_mem(dev, idx, "indices", &im);
    if (status != SY_OK || r->numel == 0)
        return status;
    const sy__split s = sy__around(x->shape, x->rank, a->attrs[SY_ATTR_GATHER_AXIS].i[0]);
    const int64_t n = idx->numel;
    if (s.outer * n * s.inner != r->numel)
        return sy_kernel_error(SY_E_INVALID_ARGUMENT, "the output has %lld elements, not %lld", (long long)r->numel,
                               (long long)(s.outer * n * s.inner));
    if ((status = check_indices(dev, idx, im, s.len, "gather indices")) != SY_OK)
        return status;

    cl_long xoff = x->offset, ioff = idx->offset, outer = s.outer, len = s.len, cn = n, inner = s.inner;
    const sy__ocl_arg args[9] = {SY__OCL_ARG(out), SY__OCL_ARG(xm),   SY__OCL_ARG(xoff),
                                 SY__OCL_ARG(im),  SY__OCL_ARG(ioff), SY__OCL_ARG(outer),
                                 SY__OCL_ARG(len), SY__OCL_ARG(cn),   SY__OCL_ARG(inner)};
    char name[SY__OCL_NAME];
    snprintf(name, sizeof name, "sy_gather_%s_%s", width_sfx(x->dtype), sy__ocl_sfx[idx->dtype]);
    return sy__ocl_run1d(dev, name, args, 9, r->numel);
}

/* gather's gradient: one work-item per element of dx summing the entries
 * of dy whose index points at it (sy_opencl_src_nn.h says why not a
 * scatter), so the work is numel(dx) times the number of indices. An index
 * out of range is refused as gather refuses it. */
sy_status sy_k_opencl_gather_backward(const sy_op_args *a)
{
    sy_status status = sy__ocl_op_check(a, 2, 0, 1, SY__OCL_TAKES(gather_backward));
    if (status != SY_OK)
        return status;
    const sy_tensor_arg *dy = &a->in[0], *idx = &a->in[1];
    const sy_result_arg *r = &a->out[0];
    if (idx->dtype != SY_DTYPE_I32 && idx->dtype != SY_DTYPE_I64)
        return SY_E_DTYPE_UNSUPPORTED;
    if (r->dtype != dy->dtype || r->rank < 1 || r->rank > SY_MAX_RANK)
        return SY_E_INVALID_ARGUMENT;
    sy__ocl_device *dev;
    cl_mem out, dym, im;
    status = sy__ocl_one_in(a, "dy", &dev, &out, &dym);
    if (status == SY_OK)
        status = sy__ocl_in_mem(dev, idx, "indices", &im);
    if (status != SY_OK)
        return status;
    const sy__split s = sy__around(r->shape, r->rank, a->attrs[SY_ATTR_GATHER_BACKWARD_AXIS].i[0]);
    const int64_t n = idx->numel;
    if (s.outer * n * s.inner != dy->numel)
        return sy_kernel_error(SY_E_INVALID_ARGUMENT, "dy has %lld elements, not %lld", (long long)dy->numel,
                               (long long)(s.outer * n * s.inner));
    if ((status = check_indices(dev, idx, im, s.len, "gather_backward indices")) != SY_OK || r->numel == 0)
        return status;

    cl_long dyoff = dy->offset, ioff = idx->offset, outer = s.outer, len = s.len, cn = n, inner = s.inner;
    const sy__ocl_arg args[9] = {SY__OCL_ARG(out), SY__OCL_ARG(dym),  SY__OCL_ARG(dyoff),
                                 SY__OCL_ARG(im),  SY__OCL_ARG(ioff), SY__OCL_ARG(outer),
                                 SY__OCL_ARG(len), SY__OCL_ARG(cn),   SY__OCL_ARG(inner)};
    char name[SY__OCL_NAME];
    snprintf(name, sizeof name, "sy_gather_bw_%s_%s", sy__ocl_sfx[dy->dtype], sy__ocl_sfx[idx->dtype]);
    return sy__ocl_run1d(dev, name, args, 9, r->numel);
}

/* ---- pad ------------------------------------------------------------------ */

/* The constant is converted here, as cpu converts it ((T)value), and passed
 * as its bit pattern. */
sy_status sy_k_opencl_pad(const sy_op_args *a)
{
    sy_status status = sy__ocl_op_check(a, 1, 0, 1, SY__OCL_TAKES(pad));
    if (status != SY_OK)
        return status;
    const sy_tensor_arg *x = &a->in[0];
    const sy_result_arg *r = &a->out[0];
    const sy_attr_value *pads = &a->attrs[SY_ATTR_PAD_PADS];
    const int64_t mode = a->attrs[SY_ATTR_PAD_MODE].i[0];
    if (r->dtype != x->dtype || r->rank != x->rank || pads->n != 2 * x->rank ||
        (mode != SY_PAD_MODE_CONSTANT && mode != SY_PAD_MODE_REFLECT && mode != SY_PAD_MODE_EDGE))
        return SY_E_INVALID_ARGUMENT;
    sy__ocl_device *dev;
    cl_mem out, in;
    if ((status = sy__ocl_one_in(a, "x", &dev, &out, &in)) != SY_OK || r->numel == 0)
        return status;
    cl_long8 xshape, oshape, lo;
    for (int d = 0; d < 8; d++) {
        xshape.s[d] = d < x->rank ? x->shape[d] : 1;
        oshape.s[d] = d < x->rank ? r->shape[d] : 1;
        lo.s[d] = d < x->rank ? pads->i[d] : 0;
    }
    cl_long xoff = x->offset, numel = r->numel;
    cl_int rank = x->rank;
    /* the kernel's mode codes: 0 constant, 1 reflect, 2 edge */
    cl_int m = mode == SY_PAD_MODE_CONSTANT ? 0 : mode == SY_PAD_MODE_REFLECT ? 1 : 2;
    const double value = a->attrs[SY_ATTR_PAD_VALUE].f;
    const float v32f = (float)value;
    cl_uint v32;
    cl_ulong v64;
    memcpy(&v32, &v32f, sizeof v32);
    memcpy(&v64, &value, sizeof v64);
    const int wide = x->dtype == SY_DTYPE_F64;
    const sy__ocl_arg args[10] = {SY__OCL_ARG(out),    SY__OCL_ARG(in),
                                  SY__OCL_ARG(xoff),   SY__OCL_ARG(rank),
                                  SY__OCL_ARG(numel),  SY__OCL_ARG(xshape),
                                  SY__OCL_ARG(oshape), SY__OCL_ARG(lo),
                                  SY__OCL_ARG(m),      wide ? SY__OCL_ARG(v64) : SY__OCL_ARG(v32)};
    return sy__ocl_run1d(dev, wide ? "sy_pad_u64" : "sy_pad_u32", args, 10, r->numel);
}

/* ---- layer_norm ----------------------------------------------------------- */

/* Weight and bias are optional (data NULL when absent). The statistics have
 * one element per row, so rows are out[1]'s elements and n = numel(x) /
 * rows, as cpu derives them; rows of no elements (y empty) still get NaN
 * statistics. */
sy_status sy_k_opencl_layer_norm(const sy_op_args *a)
{
    sy_status status = sy__ocl_op_check(a, 3, 0, 3, SY__OCL_TAKES(layer_norm));
    if (status != SY_OK)
        return status;
    const sy_tensor_arg *x = &a->in[0], *w = &a->in[1], *b = &a->in[2];
    const sy_dtype dt = x->dtype;
    for (int k = 0; k < 3; k++)
        if (a->out[k].dtype != dt)
            return SY_E_INVALID_ARGUMENT;
    const int has_w = w->data != NULL, has_b = b->data != NULL;
    if ((has_w && w->dtype != dt) || (has_b && b->dtype != dt))
        return SY_E_DTYPE_UNSUPPORTED;
    sy__ocl_device *dev;
    if ((status = sy__ocl_begin(a->op, a->device, dt == SY_DTYPE_F64, &dev)) != SY_OK)
        return status;
    const int64_t rows = a->out[1].numel, n = rows ? x->numel / rows : 0;
    if (a->out[2].numel != rows || a->out[0].numel != x->numel || (has_w && w->numel != n) || (has_b && b->numel != n))
        return sy_kernel_error(SY_E_INVALID_ARGUMENT, "layer_norm: operands of mismatched sizes");
    cl_mem y, mean, inv, xm, wm = NULL, bm = NULL;
    status = sy__ocl_out_mem(dev, &a->out[0], "y", &y);
    if (status == SY_OK)
        status = sy__ocl_out_mem(dev, &a->out[1], "mean", &mean);
    if (status == SY_OK)
        status = sy__ocl_out_mem(dev, &a->out[2], "inv_std_dev", &inv);
    if (status == SY_OK)
        status = sy__ocl_in_mem(dev, x, "x", &xm);
    if (status == SY_OK && has_w)
        status = sy__ocl_in_mem(dev, w, "weight", &wm);
    if (status == SY_OK && has_b)
        status = sy__ocl_in_mem(dev, b, "bias", &bm);
    if (status != SY_OK || rows == 0)
        return status;
    cl_long xoff = x->offset, woff = has_w ? w->offset : 0, boff = has_b ? b->offset : 0, crows = rows, cn = n;
    cl_int hw = has_w, hb = has_b;
    /* epsilon in the kernel's accumulator type: double where the device has
     * it (f32 too, as cpu computes), else float */
    const double eps = a->attrs[SY_ATTR_LAYER_NORM_EPSILON].f;
    const float eps32 = (float)eps;
    const sy__ocl_arg args[14] = {
        SY__OCL_ARG(y),    SY__OCL_ARG(mean),
        SY__OCL_ARG(inv),  SY__OCL_ARG(xm),
        SY__OCL_ARG(xoff), SY__OCL_ARG(wm),
        SY__OCL_ARG(woff), SY__OCL_ARG(bm),
        SY__OCL_ARG(boff), SY__OCL_ARG(hw),
        SY__OCL_ARG(hb),   SY__OCL_ARG(crows),
        SY__OCL_ARG(cn),   dev->fp64 ? SY__OCL_ARG(eps) : SY__OCL_ARG(eps32),
    };
    char name[SY__OCL_NAME];
    snprintf(name, sizeof name, "sy_layer_norm_%s", sy__ocl_sfx[dt]);
    return sy__ocl_run1d(dev, name, args, 14, rows);
}
