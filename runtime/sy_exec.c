/* switchyard: step 5 of every op, running a kernel.
 *
 * The op's generated route picks the kernel (the backend's own or a
 * fallback's). Two ways to run it:
 *   - on the device itself (runtime ABI 2): the route is a `memory: device`
 *     backend's own kernel; operands are its buffer handles with element
 *     offsets, the output a fresh buffer of that device. A reduction's
 *     strided input is first made contiguous on the device by the copy op.
 *     A kernel that answers SY_KERNEL_FALLBACK is run again on the
 *     backend's fallback, staged;
 *   - on host memory: inputs in device memory are staged into host memory,
 *     the (host) kernel runs, and a device-memory output is written back. A
 *     host kernel that answers SY_KERNEL_FALLBACK (before touching anything)
 *     is run again on the next backend of its chain.
 */
#include <stdio.h>
#include <string.h>

#include "sy_oppath.h"

/* An operand as a kernel sees it: a host address (offset applied) or a
 * device handle with an element offset, with its strides; `owned` is a
 * staged host copy or a contiguous device copy to release afterwards. */
typedef struct opview {
    const char *data;
    int64_t offset;
    int64_t strides[SY_MAX_RANK];
    void *owned;
    sy_tensor *owned_tensor;
} opview;

/* Host-addressable view of t: itself for host memory, else a staged
 * contiguous copy. With `contiguous`, strided host views are gathered too. */
static sy_status host_view(const sy_tensor *t, bool contiguous, opview *v)
{
    if (t == NULL) /* an absent optional input */
        return SY_OK;
    if (t->storage->host && (!contiguous || sy_tensor_is_contiguous(t))) {
        v->data = sy__host_ptr(t);
        memcpy(v->strides, t->strides, sizeof v->strides);
        return SY_OK;
    }
    size_t bytes = sy_tensor_nbytes(t);
    v->owned = sy__host_alloc(bytes);
    if (!v->owned)
        return sy__fail(SY_E_OUT_OF_MEMORY, "out of host memory staging %zu bytes", bytes);
    sy_status st = sy__read_contiguous(t, v->owned);
    if (st != SY_OK) {
        sy__host_free(v->owned);
        v->owned = NULL;
        return st;
    }
    v->data = v->owned;
    sy__contiguous_strides(t->shape, t->rank, v->strides);
    return SY_OK;
}

/* Device view of t, which lives on the device the kernel runs on. With
 * `contiguous`, a strided t is first copied on the device. */
static sy_status device_view(const sy_tensor *t, bool contiguous, const char *op, sy_device dev, opview *v)
{
    if (t == NULL) /* an absent optional input */
        return SY_OK;
    if (contiguous && !sy_tensor_is_contiguous(t)) {
        sy__attrs ca = {.dtype = t->dtype};
        sy__call c = {.op = SY__OP_COPY, .n_in = 1, .in = &t, .attrs = &ca};
        sy__inferred cr = {.key = t->dtype, .out_dtype = t->dtype, .rank = t->rank};
        memcpy(cr.shape, t->shape, sizeof cr.shape);
        sy_status st = sy__exec_kernel(&c, op, &cr, sy_device_inner(dev), &v->owned_tensor);
        if (st != SY_OK)
            return st;
        t = v->owned_tensor;
    }
    v->data = t->storage->data;
    v->offset = t->offset;
    memcpy(v->strides, t->strides, sizeof v->strides);
    return SY_OK;
}

/* Room for the operand views of call: `small` for up to SY__MAX_IN inputs,
 * else a host array (NULL when out of memory). */
static opview *views(const sy__call *call, opview *small)
{
    return call->n_in <= SY__MAX_IN ? small : sy__host_calloc((size_t)call->n_in, sizeof(opview));
}

/* Reductions and ops declared by signature take contiguous operands. */
static bool needs_contiguous(const sy__call *call)
{
    const sy__kernel_kind k = sy__op_table[call->op].kernel;
    return k == SY__KERNEL_REDUCE || k == SY__KERNEL_OP;
}

static void release_views(opview *v, int n, opview *small)
{
    if (!v)
        return;
    for (int i = 0; i < n; i++) {
        sy__host_free(v[i].owned);
        sy_tensor_release(v[i].owned_tensor);
        memset(&v[i], 0, sizeof v[i]);
    }
    if (v != small)
        sy__host_free(v);
}

static void ew_setup(sy_ew_args *k, const sy__call *call, const sy__inferred *r, const opview *v)
{
    int64_t st[3][SY_MAX_RANK];
    for (int i = 0; i < call->n_in; i++) {
        const sy_tensor *t = call->in[i];
        for (int j = 0; j < r->rank; j++) {
            int jj = j - (r->rank - t->rank);
            st[i][j] = (jj < 0 || t->shape[jj] == 1) ? 0 : v[i].strides[jj];
        }
        k->in[i].data = v[i].data;
        k->in[i].offset = v[i].offset;
        k->in[i].dtype = t->dtype;
    }
    /* merge adjacent axes every operand walks contiguously; drop size-1 axes */
    int nr = 0;
    for (int j = 0; j < r->rank; j++) {
        if (r->shape[j] == 1)
            continue;
        bool merge = nr > 0;
        for (int i = 0; merge && i < call->n_in; i++)
            merge = k->in[i].strides[nr - 1] == r->shape[j] * st[i][j];
        if (merge) {
            k->shape[nr - 1] *= r->shape[j];
            for (int i = 0; i < call->n_in; i++)
                k->in[i].strides[nr - 1] = st[i][j];
        } else {
            k->shape[nr] = r->shape[j];
            for (int i = 0; i < call->n_in; i++)
                k->in[i].strides[nr] = st[i][j];
            nr++;
        }
    }
    if (nr == 0) {
        k->shape[0] = 1;
        for (int i = 0; i < call->n_in; i++)
            k->in[i].strides[0] = 0;
        nr = 1;
    }
    k->rank = nr;
    k->n_in = call->n_in;
}

static sy_status run_matmul(sy__kernel kern, const sy__call *call, const sy__inferred *r, const opview *v, void *out,
                            uint32_t device, const char *op)
{
    const sy_tensor *a = call->in[0], *b = call->in[1];
    sy_matmul_args k = {.op = call->op, .device = device, .dtype = r->out_dtype, .out = out, .a = v[0].data,
                        .a_offset = v[0].offset, .b = v[1].data, .b_offset = v[1].offset};
    const int br = r->rank - 2;
    k.m = r->shape[br];
    k.n = r->shape[br + 1];
    k.k = a->shape[a->rank - 1];
    k.a_rs = v[0].strides[a->rank - 2];
    k.a_cs = v[0].strides[a->rank - 1];
    k.b_rs = v[1].strides[b->rank - 2];
    k.b_cs = v[1].strides[b->rank - 1];
    k.batch = sy__numel(r->shape, br);
    int64_t zero = 0, *offs = NULL;
    if (k.batch <= 1) {
        k.a_off = k.b_off = &zero;
    } else {
        offs = sy__host_alloc(2 * (size_t)k.batch * sizeof *offs);
        if (!offs)
            return sy__fail(SY_E_OUT_OF_MEMORY, "sy_%s: out of host memory for %lld batch offsets", op,
                            (long long)k.batch);
        int64_t idx[SY_MAX_RANK] = {0};
        for (int64_t t = 0; t < k.batch; t++) {
            int64_t oa = 0, ob = 0;
            for (int j = 0; j < br; j++) {
                int ja = j - (br - (a->rank - 2)), jb = j - (br - (b->rank - 2));
                if (ja >= 0 && a->shape[ja] != 1)
                    oa += idx[j] * v[0].strides[ja];
                if (jb >= 0 && b->shape[jb] != 1)
                    ob += idx[j] * v[1].strides[jb];
            }
            offs[t] = oa;
            offs[k.batch + t] = ob;
            for (int j = br - 1; j >= 0 && ++idx[j] == r->shape[j]; j--)
                idx[j] = 0;
        }
        k.a_off = offs;
        k.b_off = offs + k.batch;
        /* the same offsets as extents and strides, per axis (sy_pack.c merges) */
        for (int j = 0; j < br; j++) {
            const int ja = j - (br - (a->rank - 2)), jb = j - (br - (b->rank - 2));
            k.batch_shape[j] = r->shape[j];
            k.a_bstrides[j] = ja >= 0 && a->shape[ja] != 1 ? v[0].strides[ja] : 0;
            k.b_bstrides[j] = jb >= 0 && b->shape[jb] != 1 ? v[1].strides[jb] : 0;
        }
        k.batch_rank = br;
    }
    sy_status st = kern.matmul(&k);
    sy__host_free(offs);
    return st;
}

/* An op declared by signature alone: contiguous operands, attributes from
 * the call record's slots. */
static sy_status run_op(sy__kernel kern, const sy__call *call, const sy__inferred *r, const opview *v,
                        void *const *out, uint32_t device, int64_t (*dims)[SY_MAX_RANK])
{
    sy_tensor_arg small[SY__MAX_IN];
    sy_tensor_arg *in = small;
    if (call->n_in > SY__MAX_IN && !(in = sy__host_calloc((size_t)call->n_in, sizeof *in)))
        return sy__fail(SY_E_OUT_OF_MEMORY, "out of host memory for %d operands", call->n_in);
    for (int i = 0; i < call->n_in; i++) {
        const sy_tensor *t = call->in[i];
        if (t == NULL) { /* an absent optional input */
            in[i] = (sy_tensor_arg){.data = NULL};
            continue;
        }
        in[i] = (sy_tensor_arg){.data = v[i].data, .offset = v[i].offset, .dtype = t->dtype, .rank = t->rank,
                                .numel = t->numel};
        memcpy(in[i].shape, t->shape, sizeof in[i].shape);
    }
    sy_result_arg o[SY__MAX_OUT];
    const int n_out = r->n_out > 1 ? r->n_out : 1;
    for (int k = 0; k < n_out; k++) {
        const int rank = k ? r->more_rank[k - 1] : r->rank;
        const int64_t *shape = k ? r->more_shape[k - 1] : r->shape;
        o[k] = (sy_result_arg){.data = out[k], .dtype = k ? r->more_dtype[k - 1] : r->out_dtype, .rank = rank,
                               .numel = dims ? -1 : sy__numel(shape, rank)};
        memcpy(o[k].shape, shape, sizeof o[k].shape);
    }
    const sy_op_args k = {.op = call->op, .device = device, .n_in = call->n_in, .in = in, .n_out = n_out, .out = o,
                          .attrs = call->attrs->x, .dims = dims};
    sy_status st = kern.op(&k);
    if (in != small)
        sy__host_free(in);
    return st;
}

/* Calls the route's kernel with operand views v, writing `dst` (a host
 * address or a device handle). */
static sy_status call_kernel(const sy__route *route, const sy__call *call, const char *op, const sy__inferred *r,
                             const opview *v, void *const *dsts, int64_t numel, uint32_t device)
{
    void *const dst = dsts[0];
    switch (sy__op_table[call->op].kernel) {
    case SY__KERNEL_FILL: {
        sy_fill_args k = {.op = call->op, .device = device, .dtype = r->out_dtype, .numel = numel, .out = dst,
                          .value = call->attrs->value};
        return route->kernel.fill(&k);
    }
    case SY__KERNEL_MATMUL:
        return run_matmul(route->kernel, call, r, v, dst, device, op);
    case SY__KERNEL_REDUCE: {
        const sy_tensor *a = call->in[0];
        sy_reduce_args k = {.op = call->op, .device = device, .dtype = r->out_dtype, .outer = 1, .len = a->numel,
                            .inner = 1, .in = v[0].data, .in_offset = v[0].offset, .out = dst};
        if (r->axes_moved) { /* a set of n axes, moved last: [kept..., reduced...] */
            int n = 0;
            for (int j = 0; j < a->rank; j++)
                n += (int)((r->axes >> j) & 1u);
            k.outer = sy__numel(a->shape, a->rank - n);
            k.len = sy__numel(a->shape + a->rank - n, n);
        } else if (r->axes) { /* a set of adjacent axes lo..hi, in place */
            int lo = a->rank, hi = -1;
            for (int j = 0; j < a->rank; j++)
                if ((r->axes >> j) & 1u) {
                    lo = lo < j ? lo : j;
                    hi = j;
                }
            k.outer = sy__numel(a->shape, lo);
            k.len = sy__numel(a->shape + lo, hi - lo + 1);
            k.inner = sy__numel(a->shape + hi + 1, a->rank - hi - 1);
        } else if (r->axis != SY_AXIS_ALL) {
            k.outer = sy__numel(a->shape, r->axis);
            k.len = a->shape[r->axis];
            k.inner = sy__numel(a->shape + r->axis + 1, a->rank - r->axis - 1);
        }
        return route->kernel.reduce(&k);
    }
    case SY__KERNEL_OP:
        return run_op(route->kernel, call, r, v, dsts, device, NULL);
    default: { /* SY__KERNEL_EW: views never get here */
        sy_ew_args k = {.op = call->op, .device = device, .numel = numel, .out = dst, .out_dtype = r->out_dtype};
        ew_setup(&k, call, r, v);
        return route->kernel.ew(&k);
    }
    }
}

static sy_status kernel_failed(sy_status st, const char *op, const sy__route *route, const sy__inferred *r)
{
    const char *d = sy__kernel_detail();
    char shape[SY__SHAPE_STR_MAX];
    sy__shape_str(r->shape, r->rank, shape, sizeof shape);
    if (st == SY_E_OUT_OF_MEMORY)
        return sy__fail(st, "sy_%s: the %s kernel ran out of memory (output %s %s)%s%s", op,
                        sy__backend_table[route->backend].name, sy_dtype_name(r->out_dtype), shape, *d ? ": " : "", d);
    return sy__fail(st, "sy_%s: the %s kernel failed (output %s %s): %s", op, sy__backend_table[route->backend].name,
                    sy_dtype_name(r->out_dtype), shape, *d ? d : sy_status_str(st));
}

/* Result k of r: its dtype, rank and shape (an op has one, or n_out). */
static int n_results(const sy__inferred *r)
{
    return r->n_out > 1 ? r->n_out : 1;
}

static sy_status alloc_result(const sy__inferred *r, int k, sy_device dev, sy_tensor **out)
{
    if (k == 0)
        return sy__tensor_alloc(r->out_dtype, r->shape, r->rank, dev, out);
    return sy__tensor_alloc(r->more_dtype[k - 1], r->more_shape[k - 1], r->more_rank[k - 1], dev, out);
}

static void release_results(sy_tensor **t, int n)
{
    for (int k = 0; k < n; k++) {
        sy_tensor_release(t[k]);
        t[k] = NULL;
    }
}

/* The device path; SY_KERNEL_FALLBACK when the kernel declined (nothing
 * allocated is left behind). */
static sy_status exec_on_device(const sy__route *route, const sy__call *call, const char *op, const sy__inferred *r,
                                sy_device dev, sy_tensor **out)
{
    if (sy__op_table[call->op].values) /* sized on the host: its fallback runs it */
        return SY_KERNEL_FALLBACK;
    const bool contiguous = needs_contiguous(call);
    const int n_out = n_results(r);
    opview small[SY__MAX_IN] = {{0}};
    opview *v = views(call, small);
    sy_tensor *t[SY__MAX_OUT] = {NULL};
    void *dst[SY__MAX_OUT] = {NULL};
    int64_t elements = 0;
    sy_status st = v ? SY_OK : sy__fail(SY_E_OUT_OF_MEMORY, "sy_%s: out of host memory for %d operands", op, call->n_in);
    for (int i = 0; i < call->n_in && st == SY_OK; i++)
        st = device_view(call->in[i], contiguous, op, dev, &v[i]);
    for (int k = 0; k < n_out && st == SY_OK; k++)
        if ((st = alloc_result(r, k, dev, &t[k])) == SY_OK) {
            dst[k] = t[k]->storage->data;
            elements += t[k]->numel;
        }
    if (st == SY_OK && elements > 0) {
        st = sy__device_injected(SY__DEV_KERNEL)
                 ? sy_kernel_error(SY_E_DEVICE_ERROR, "injected failure")
                 : call_kernel(route, call, op, r, v, dst, t[0]->numel, dev.index);
        if (st != SY_OK && st != SY_KERNEL_FALLBACK)
            st = kernel_failed(st, op, route, r);
    }
    release_views(v, call->n_in, small);
    if (st != SY_OK) {
        release_results(t, n_out);
        return st;
    }
    memcpy(out, t, (size_t)n_out * sizeof *t);
    return SY_OK;
}

/* An op of data-dependent shape (`shape: values`): the kernel's sizing call
 * on the host views v gives every result's shape (runtime/sy_contract.h),
 * written into *r; the dims the rule knew must come back unchanged. */
static sy_status size_results(const sy__route *route, const sy__call *call, const char *op, sy__inferred *r,
                              const opview *v)
{
    int64_t dims[SY__MAX_OUT][SY_MAX_RANK];
    void *none[SY__MAX_OUT] = {NULL};
    for (int k = 0; k < SY__MAX_OUT; k++)
        for (int j = 0; j < SY_MAX_RANK; j++)
            dims[k][j] = -1;
    sy_status st = run_op(route->kernel, call, r, v, none, 0, dims);
    if (st == SY_KERNEL_FALLBACK)
        return st;
    if (st != SY_OK)
        return kernel_failed(st, op, route, r);
    for (int k = 0; k < n_results(r); k++) {
        const int rank = k ? r->more_rank[k - 1] : r->rank;
        int64_t *shape = k ? r->more_shape[k - 1] : r->shape;
        for (int j = 0; j < rank; j++) {
            if (dims[k][j] < 0 || (shape[j] >= 0 && dims[k][j] != shape[j]))
                return sy__fail(SY_E_DEVICE_ERROR, "sy_%s: the %s kernel's sizing call gave dimension %d of result %d "
                                "as %lld (the rule says %lld)", op, sy__backend_table[route->backend].name, j, k,
                                (long long)dims[k][j], (long long)shape[j]);
            shape[j] = dims[k][j];
        }
        char fn[64];
        int64_t numel;
        snprintf(fn, sizeof fn, "sy_%s: its result", op);
        if ((st = sy__check_shape(fn, shape, rank, k ? r->more_dtype[k - 1] : r->out_dtype, &numel)) != SY_OK)
            return st;
    }
    return SY_OK;
}

static sy_status exec_on_host(const sy__route *route, const sy__call *call, const char *op, const sy__inferred *r,
                              sy_device dev, sy_tensor **out)
{
    const bool host_out = sy__backend_table[dev.backend].host;
    const bool contiguous = needs_contiguous(call);
    const int n_out = n_results(r);
    opview small[SY__MAX_IN] = {{0}};
    opview *v = views(call, small);
    sy_tensor *t[SY__MAX_OUT] = {NULL};
    void *buf[SY__MAX_OUT] = {NULL}, *dst[SY__MAX_OUT] = {NULL};
    int64_t elements = 0;
    sy_status st = v ? SY_OK : sy__fail(SY_E_OUT_OF_MEMORY, "sy_%s: out of host memory for %d operands", op, call->n_in);
    for (int i = 0; i < call->n_in && st == SY_OK; i++)
        st = host_view(call->in[i], contiguous, &v[i]);
    sy__inferred sized;
    if (st == SY_OK && sy__op_table[call->op].values) {
        sized = *r;
        st = size_results(route, call, op, &sized, v);
        r = &sized;
    }
    for (int k = 0; k < n_out && st == SY_OK; k++) {
        if ((st = alloc_result(r, k, dev, &t[k])) != SY_OK)
            break;
        elements += t[k]->numel;
        const size_t bytes = sy_tensor_nbytes(t[k]);
        if (host_out)
            dst[k] = t[k]->storage->data;
        else if (!(dst[k] = buf[k] = sy__host_alloc(bytes)))
            st = sy__fail(SY_E_OUT_OF_MEMORY, "sy_%s: out of host memory staging %zu bytes", op, bytes);
    }
    if (st == SY_OK && elements > 0) {
        st = call_kernel(route, call, op, r, v, dst, t[0]->numel, host_out ? dev.index : 0);
        if (st != SY_OK && st != SY_KERNEL_FALLBACK)
            st = kernel_failed(st, op, route, r);
        for (int k = 0; k < n_out && st == SY_OK && !host_out; k++)
            st = sy__storage_write(t[k]->storage, 0, buf[k], sy_tensor_nbytes(t[k]));
    }
    release_views(v, call->n_in, small);
    for (int k = 0; k < n_out; k++)
        sy__host_free(buf[k]);
    if (st != SY_OK) {
        release_results(t, n_out);
        return st;
    }
    memcpy(out, t, (size_t)n_out * sizeof *t);
    return SY_OK;
}

/* exec_on_host, and while the kernel declines the call (SY_KERNEL_FALLBACK:
 * simd's cast from a dtype its tables lack, say), again on the next link of
 * the route's backend's chain that has a kernel. */
static sy_status exec_on_chain(sy__route *route, const sy__call *call, const char *op, const sy__inferred *r,
                               sy_device dev, sy_tensor **out)
{
    const sy__op_info *info = &sy__op_table[call->op];
    sy_status st = exec_on_host(route, call, op, r, dev, out);
    while (st == SY_KERNEL_FALLBACK) {
        const unsigned from = route->backend, next = sy__backend_table[from].fallback;
        if (next == SY__NO_FALLBACK || !info->route((sy_backend)next, r->key, route))
            return sy__fail(SY_E_UNSUPPORTED, "sy_%s: %s declined %s and has no fallback for it", op,
                            sy__backend_table[from].name, sy_dtype_name(r->key));
        st = exec_on_host(route, call, op, r, dev, out);
    }
    return st;
}

/* Whether the set bits of m are adjacent (lo..hi). */
static bool adjacent(uint32_t m)
{
    while (m && !(m & 1u))
        m >>= 1;
    return (m & (m + 1)) == 0;
}

/* A reduction over a set of axes that are not adjacent: the input with the
 * reduced axes moved last (a view, then a contiguous copy on the device),
 * reduced as one axis [kept..., reduced...] by the same route. */
static sy_status reduce_moved(const sy__call *call, const char *op, const sy__inferred *r, sy_device dev,
                              sy_tensor **out)
{
    const sy_tensor *a = call->in[0];
    const sy_device inner = sy_device_inner(dev);
    int perm[SY_MAX_RANK], n = 0;
    for (int pass = 0; pass < 2; pass++)
        for (int j = 0; j < a->rank; j++)
            if (((r->axes >> j) & 1u) == (unsigned)pass)
                perm[n++] = j;
    sy_tensor *moved = NULL, *copy = NULL;
    sy_status st = sy__tensor_share(a, inner, &moved);
    if (st != SY_OK)
        return st;
    for (int j = 0; j < a->rank; j++) {
        moved->shape[j] = a->shape[perm[j]];
        moved->strides[j] = a->strides[perm[j]];
    }
    moved->contiguous = sy_tensor_is_contiguous(moved);
    const sy_tensor *mv = moved;
    sy__attrs ca = {.dtype = a->dtype};
    sy__call cc = {.op = SY__OP_COPY, .n_in = 1, .in = &mv, .attrs = &ca};
    sy__inferred cr = {.key = a->dtype, .out_dtype = a->dtype, .rank = a->rank};
    memcpy(cr.shape, moved->shape, sizeof cr.shape);
    st = sy__exec_kernel(&cc, op, &cr, inner, &copy);
    sy_tensor_release(moved);
    if (st != SY_OK)
        return st;
    const sy_tensor *cp = copy;
    sy__call rc = *call;
    rc.in = &cp;
    sy__inferred rr = *r;
    rr.axes_moved = true;
    st = sy__exec_kernel(&rc, op, &rr, dev, out);
    sy_tensor_release(copy);
    return st;
}

sy_status sy__exec_kernel(const sy__call *call, const char *op, const sy__inferred *r, sy_device dev, sy_tensor **out)
{
    const sy__op_info *info = &sy__op_table[call->op];
    if (r->axes && !r->axes_moved && !adjacent(r->axes))
        return reduce_moved(call, op, r, dev, out);
    const sy__backend_info *b = &sy__backend_table[dev.backend];
    sy__route route;
    if (!info->route((sy_backend)dev.backend, r->key, &route))
        return sy__fail(SY_E_UNSUPPORTED, "sy_%s: backend %s has no kernel for %s and no fallback that has one", op,
                        b->name, sy_dtype_name(r->key));
    if (b->host || route.backend != dev.backend)
        return exec_on_chain(&route, call, op, r, dev, out);
    sy_status st = exec_on_device(&route, call, op, r, dev, out);
    if (st != SY_KERNEL_FALLBACK)
        return st;
    /* the device declined this call: its fallback runs it, staged */
    if (b->fallback == SY__NO_FALLBACK || !info->route((sy_backend)b->fallback, r->key, &route))
        return sy__fail(SY_E_UNSUPPORTED, "sy_%s: %s declined %s on device %lu and has no fallback for it", op, b->name,
                        sy_dtype_name(r->key), (unsigned long)dev.index);
    return exec_on_chain(&route, call, op, r, dev, out);
}
