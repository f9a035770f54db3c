/* switchyard: the backward pass.
 *
 * The tape is the DAG of nodes reachable from the loss. Nodes are numbered
 * in creation order, so walking them in decreasing order visits every node
 * after all the nodes that consume its output. Each op node runs the
 * backward function generated from its derivative formulas; the gradients it
 * returns are summed back to each input's shape (undoing broadcasting) and
 * added to what the input's node has gathered. A move node moves its
 * gradient back to the source device, so a leaf's gradient is always on the
 * leaf's own device.
 *
 * The node index and the claim on the graph are in sy_bw_pass.c, the values
 * the formulas read (kept, or recomputed once per pass) in sy_bw_values.c,
 * the helpers the formulas call in sy_bw_helpers.c.
 */
#include <string.h>

#include "sy_bw.h"

struct sy_grads {
    size_t n;
    struct {
        sy__node *leaf; /* retained: keeps the address from being reused */
        sy_tensor *grad;
    } *items;
};

/* ---- gradients ------------------------------------------------------------------- */

/* Sums g over the axes broadcasting added, down to shape. */
static sy_status sum_to(sy_tensor *g, const int64_t *shape, int rank, sy_tensor **out)
{
    sy_tensor *cur = g, *next;
    sy_status st = SY_OK;
    while (st == SY_OK && cur->rank > rank) {
        st = sy_sum(cur, 0, false, &next);
        sy_tensor_release(cur);
        cur = st == SY_OK ? next : NULL;
    }
    for (int j = 0; st == SY_OK && j < rank; j++) {
        if (shape[j] != 1 || cur->shape[j] == 1)
            continue;
        st = sy_sum(cur, j, true, &next);
        sy_tensor_release(cur);
        cur = st == SY_OK ? next : NULL;
    }
    *out = cur;
    return st;
}

/* Adds g (taken) to the gradient in *slot. */
static sy_status add_into(sy_tensor **slot, sy_tensor *g)
{
    if (!*slot) {
        *slot = g;
        return SY_OK;
    }
    sy_tensor *sum;
    sy_status st = sy_add(*slot, g, &sum);
    sy_tensor_release(g);
    if (st != SY_OK)
        return st;
    sy_tensor_release(*slot);
    *slot = sum;
    return SY_OK;
}

static sy_status accumulate(sy__pass *ps, size_t pi, sy_tensor *g)
{
    return add_into(&ps->grad[pi], g);
}

/* The gradient of result k >= 1 of op node pi, gathered by its result node. */
static sy_tensor **more_grad(sy__pass *ps, size_t pi, int k)
{
    return &ps->more[pi * (SY__MAX_OUT - 1) + (size_t)(k - 1)];
}

/* g: the gradient of the op's first result, NULL when only later results got
 * one; a result without one gets zeros, as the formulas read every result's. */
static sy_status backward_op(sy__pass *ps, size_t vi, sy_tensor *g)
{
    const sy__node *v = ps->nodes[vi];
    const sy__op_info *info = &sy__op_table[v->op];
    sy_tensor *zero = NULL, *more_zero[SY__MAX_OUT - 1] = {NULL};
    sy_status st = SY_OK;
    if (!g && (st = sy_zeros(v->out_shape, v->out_rank, v->out_dtype, v->out_device, &zero)) != SY_OK)
        return st;
    sy__backward_ctx ctx = {.grad = g ? g : zero, .attrs = &v->attrs, .dtype = v->out_dtype, .device = v->out_device};
    for (int k = 1; k < v->n_out && st == SY_OK; k++) {
        sy_tensor *gk = *more_grad(ps, vi, k);
        if (!gk)
            st = sy_zeros(v->more_shape[k - 1], v->more_rank[k - 1], v->more_dtype[k - 1], v->out_device,
                          &more_zero[k - 1]);
        ctx.more_grad[k - 1] = gk ? gk : more_zero[k - 1];
        ctx.more_result[k - 1] = v->more_result[k - 1];
    }
    /* per input: what the formulas see, whether it wants a gradient, the
     * gradient, a value the pass made for it; on the stack for up to 4 */
    enum { FEW = 4 };
    const sy_tensor *in_few[FEW] = {NULL}, **in = in_few;
    bool needs_few[FEW] = {false}, *needs = needs_few;
    sy_tensor *grads_few[FEW] = {NULL}, **grads = grads_few, *owned_few[FEW] = {NULL}, **owned = owned_few;
    sy_tensor *own_result = NULL;
    const int n = v->n_in;
    if (st == SY_OK && n > FEW) {
        in = sy__host_calloc((size_t)n, sizeof *in);
        needs = sy__host_calloc((size_t)n, sizeof *needs);
        grads = sy__host_calloc((size_t)n, sizeof *grads);
        owned = sy__host_calloc((size_t)n, sizeof *owned);
        if (!in || !needs || !grads || !owned)
            st = sy__fail(SY_E_OUT_OF_MEMORY, "out of host memory for %d inputs", n);
    }
    ctx.n_in = n;
    ctx.in = in;
    ctx.needs = needs;
    ctx.grads = grads;
    unsigned wanted = 0;
    for (int i = 0; i < n && st == SY_OK; i++) {
        needs[i] = v->in[i].parent != NULL && sy_dtype_is_float(v->in[i].dtype);
        wanted |= (unsigned)needs[i] << sy__sig_input(info, i);
    }
    const unsigned saves = sy__saves_mask(info, wanted); /* only what the needed formulas read */
    for (int i = 0; i < n && st == SY_OK; i++) {
        const int si = sy__sig_input(info, i);
        if (v->in[i].absent) {
            continue; /* left out: formulas see NULL */
        } else if (saves & SY__SAVES_DATA(si)) {
            if (v->in[i].saved)
                in[i] = v->in[i].saved;
            else if ((st = sy__pass_value(ps, sy__pass_index(ps, v->in[i].parent), &owned[i])) == SY_OK)
                in[i] = owned[i];
        } else if (saves & SY__SAVES_META(si)) {
            /* only the shape and dtype are read: a record without data */
            st = sy__tensor_new(v->in[i].dtype, v->in[i].shape, v->in[i].rank, v->in[i].device, &owned[i]);
            in[i] = owned[i];
        }
    }
    if (st == SY_OK && (saves & SY__SAVES_RESULT)) {
        if (v->result)
            ctx.result = v->result;
        else if ((st = sy__pass_value(ps, vi, &own_result)) == SY_OK)
            ctx.result = own_result;
    }
    if (st == SY_OK)
        st = info->backward(&ctx);
    for (int i = 0; i < n && st == SY_OK; i++) {
        if (!needs[i] || !grads[i]) /* an input declared `none` in the yaml gets no gradient */
            continue;
        sy_tensor *gi;
        st = sum_to(grads[i], v->in[i].shape, v->in[i].rank, &gi);
        grads[i] = NULL;
        if (st == SY_OK)
            st = accumulate(ps, sy__pass_index(ps, v->in[i].parent), gi);
    }
    for (int i = 0; grads && i < n; i++)
        sy_tensor_release(grads[i]);
    for (int i = 0; owned && i < n; i++)
        sy_tensor_release(owned[i]);
    if (in != in_few) {
        sy__host_free(in);
        sy__host_free(needs);
        sy__host_free(grads);
        sy__host_free(owned);
    }
    sy_tensor_release(own_result);
    sy_tensor_release(zero);
    for (int k = 0; k < SY__MAX_OUT - 1; k++)
        sy_tensor_release(more_zero[k]);
    if (st != SY_OK && !strstr(sy_last_error(), "backward of"))
        st = sy__fail(st, "sy_backward: in the backward of %s: %s", info->name, sy_last_error());
    return st;
}

/* Frees what an op or move node kept for backward; the pass has claimed it. */
static void drop_kept(sy__node *v)
{
    for (int i = 0; i < v->n_in; i++) {
        sy_tensor_release(v->in[i].saved);
        v->in[i].saved = NULL;
    }
    sy_tensor_release(v->result);
    v->result = NULL;
    for (int k = 0; k < SY__MAX_OUT - 1; k++) {
        sy_tensor_release(v->more_result[k]);
        v->more_result[k] = NULL;
    }
    sy_tensor_release(v->value);
    v->value = NULL;
}

static sy_status grads_add(sy_grads *out, sy__node *leaf, sy_tensor *g)
{
    if ((out->n & (out->n - 1)) == 0) { /* grow at powers of two */
        void *grown = sy__host_grow(out->items, out->n * sizeof *out->items,
                                    (out->n ? 2 * out->n : 1) * sizeof *out->items);
        if (!grown) {
            sy_tensor_release(g);
            return sy__fail(SY_E_OUT_OF_MEMORY, "sy_backward: out of host memory for the gradients");
        }
        out->items = grown;
    }
    atomic_fetch_add_explicit(&leaf->refs, 1, memory_order_relaxed);
    out->items[out->n].leaf = leaf;
    out->items[out->n].grad = g;
    out->n++;
    return SY_OK;
}

void sy_grads_release(sy_grads *grads)
{
    if (!grads)
        return;
    for (size_t i = 0; i < grads->n; i++) {
        sy_tensor_release(grads->items[i].grad);
        sy__node_release(grads->items[i].leaf);
    }
    sy__host_free(grads->items);
    sy__host_free(grads);
}

/* ---- the pass and the public API ------------------------------------------------- */

sy_status sy_backward_ex(const sy_tensor *loss, const sy_tensor *seed, unsigned flags, sy_grads **out)
{
    char s1[SY__SHAPE_STR_MAX], s2[SY__SHAPE_STR_MAX];
    if (out == NULL)
        return sy__fail(SY_E_INVALID_ARGUMENT, "sy_backward: out is NULL");
    *out = NULL;
    if (loss == NULL)
        return sy__fail(SY_E_INVALID_ARGUMENT, "sy_backward: the loss is NULL");
    if (flags & ~SY_BACKWARD_RETAIN_GRAPH)
        return sy__fail(SY_E_INVALID_ARGUMENT, "sy_backward: unknown flags 0x%x", flags);
    if (!loss->node)
        return sy__fail(SY_E_NOT_TRACKED, "sy_backward: the loss is not tracked (%s); compute it from tensors made "
                        "by sy_track or sy_require_grad", loss->device.autodiff ? "no path to a leaf" : "plain tensor");
    const sy__node *root = loss->node;
    if (seed == NULL && loss->numel != 1)
        return sy__fail(SY_E_NOT_SCALAR, "sy_backward: the loss has shape %s; reduce it to one element or pass a "
                        "seed to sy_backward_ex", sy__shape_str(loss->shape, loss->rank, s1, sizeof s1));
    if (seed != NULL) {
        bool shape_ok = seed->rank == loss->rank && memcmp(seed->shape, loss->shape, (size_t)loss->rank * 8) == 0;
        if (!shape_ok || seed->dtype != loss->dtype || seed->device.autodiff ||
            !sy_device_eq(seed->device, root->out_device) || seed->storage == NULL)
            return sy__fail(SY_E_NOT_SCALAR, "sy_backward: the seed must be a plain %s tensor of shape %s on the "
                            "loss's inner device; got %s %s", sy_dtype_name(loss->dtype),
                            sy__shape_str(loss->shape, loss->rank, s1, sizeof s1), sy_dtype_name(seed->dtype),
                            sy__shape_str(seed->shape, seed->rank, s2, sizeof s2));
    }
    sy__pass ps = {.retain = (flags & SY_BACKWARD_RETAIN_GRAPH) != 0};
    sy_grads *grads = sy__host_alloc(sizeof *grads);
    if (grads)
        memset(grads, 0, sizeof *grads);
    sy_status st = grads ? sy__pass_init(&ps, loss->node) : sy__fail(SY_E_OUT_OF_MEMORY, "sy_backward: out of memory");
    bool claimed = false;
    if (st == SY_OK && (st = sy__pass_claim(&ps)) == SY_OK) {
        claimed = true;
        sy__pass_start(&ps);
    }
    if (st == SY_OK) {
        if (seed)
            ps.grad[0] = sy_tensor_retain(seed);
        else
            st = sy_ones(root->out_shape, root->out_rank, root->out_dtype, root->out_device, &ps.grad[0]);
    }
    for (size_t i = 0; i < ps.n && st == SY_OK; i++) {
        sy__node *v = ps.nodes[i];
        sy_tensor *g = ps.grad[i];
        ps.grad[i] = NULL;
        bool later = false; /* an op node whose later results got a gradient */
        for (int k = 1; v->kind == SY__NODE_OP && k < v->n_out; k++)
            later |= *more_grad(&ps, i, k) != NULL;
        if (g || later) {
            switch (v->kind) {
            case SY__NODE_LEAF:
                st = grads_add(grads, v, g);
                g = NULL;
                break;
            case SY__NODE_RESULT: /* to its op's node, which runs the backward of every result */
                st = add_into(more_grad(&ps, sy__pass_index(&ps, v->in[0].parent), v->out_index), g);
                g = NULL;
                break;
            case SY__NODE_MOVE: {
                sy_tensor *back;
                st = sy_to_device(g, v->in[0].device, &back); /* the gradient goes home */
                if (st == SY_OK)
                    st = accumulate(&ps, sy__pass_index(&ps, v->in[0].parent), back);
                break;
            }
            default:
                st = backward_op(&ps, i, g);
                break;
            }
            sy_tensor_release(g);
        }
        sy__pass_done(&ps, i);
        sy_tensor_release(ps.memo[i]); /* no node still to run consumes it */
        ps.memo[i] = NULL;
        /* Leaves keep nothing to drop, and a leaf may be shared by graphs
         * other threads are running backward over right now: never write
         * to it (the claim covers op and move nodes only). */
        if (!ps.retain && v->kind != SY__NODE_LEAF)
            drop_kept(v);
    }
    if (claimed && ps.retain)
        sy__pass_unclaim(&ps, ps.n);
    if (claimed)
        sy__pass_record_stats(&ps);
    sy__pass_free(&ps);
    if (st != SY_OK) {
        sy_grads_release(grads);
        return st;
    }
    *out = grads;
    return SY_OK;
}

sy_status sy_backward(const sy_tensor *loss, sy_grads **out)
{
    return sy_backward_ex(loss, NULL, 0, out);
}

sy_status sy_grad(const sy_grads *grads, const sy_tensor *t, sy_tensor **out)
{
    if (out == NULL)
        return sy__fail(SY_E_INVALID_ARGUMENT, "sy_grad: out is NULL");
    *out = NULL;
    if (grads == NULL || t == NULL)
        return sy__fail(SY_E_INVALID_ARGUMENT, "sy_grad: %s is NULL", grads == NULL ? "grads" : "the tensor");
    if (!t->node)
        return sy__fail(SY_E_NOT_TRACKED, "sy_grad: the tensor is not tracked, so it has no gradient");
    if (t->node->kind != SY__NODE_LEAF)
        return sy__fail(SY_E_NO_GRADIENT, "sy_grad: gradients are kept for leaves (tensors from sy_track or "
                        "sy_require_grad), and this tensor was computed by %s",
                        t->node->kind == SY__NODE_MOVE ? "a move" : sy__op_table[t->node->op].name);
    for (size_t i = 0; i < grads->n; i++) {
        if (grads->items[i].leaf == t->node) {
            *out = sy_tensor_retain(grads->items[i].grad);
            return SY_OK;
        }
    }
    return sy__fail(SY_E_NO_GRADIENT, "sy_grad: the loss does not depend on this leaf through differentiable ops");
}

sy_status sy_require_grad(const sy_tensor *t, sy_tensor **out)
{
    char d[SY__DEVICE_STR_MAX];
    if (out == NULL)
        return sy__fail(SY_E_INVALID_ARGUMENT, "sy_require_grad: out is NULL");
    *out = NULL;
    if (t == NULL)
        return sy__fail(SY_E_INVALID_ARGUMENT, "sy_require_grad: the tensor is NULL");
    if (!t->device.autodiff)
        return sy__fail(SY_E_AUTODIFF_MISMATCH, "sy_require_grad: Requires autodiff tensor. (it is on %s; use "
                        "sy_track)", sy__device_str(t->device, d, sizeof d));
    if (!sy_dtype_is_float(t->dtype))
        return sy__fail(SY_E_DTYPE_UNSUPPORTED, "sy_require_grad: only float tensors have gradients, not %s",
                        sy_dtype_name(t->dtype));
    if (t->node) {
        if (t->node->kind == SY__NODE_LEAF) {
            *out = sy_tensor_retain(t);
            return SY_OK;
        }
        return sy__fail(SY_E_INVALID_ARGUMENT, "sy_require_grad: the tensor was computed from tracked tensors; "
                        "only leaves require gradients (sy_inner then sy_track makes a new leaf)");
    }
    sy_tensor *r;
    sy_status st = sy__tensor_share(t, t->device, &r);
    if (st == SY_OK && (st = sy__autodiff_leaf(r)) != SY_OK) {
        sy_tensor_release(r);
        return st;
    }
    if (st == SY_OK)
        *out = r;
    return st;
}
