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
 * Under SY_CHECKPOINT_BALANCED a memory-bound node keeps nothing; its output
 * is recomputed here, with the same kernels (so gradients are identical bit
 * for bit), from the nearest kept values. Recomputed values are dropped as
 * soon as the recomputation has consumed them, except every
 * SY__CHECKPOINT_EVERY-th one along a chain, which stays until its own node
 * has run: a chain of n memory-bound ops then holds about n / 4 values at
 * the peak instead of n, and recomputes each value a bounded number of times.
 */
#include <stdlib.h>
#include <string.h>

#include "sy_autodiff.h"

#define SY__CHECKPOINT_EVERY 4

struct sy_grads {
    size_t n;
    struct {
        sy__node *leaf; /* retained: keeps the address from being reused */
        sy_tensor *grad;
    } *items;
};

typedef struct pass {
    sy__node **nodes; /* reachable nodes, decreasing seq */
    size_t n;
    size_t *slots;    /* open addressing: node -> index + 1 */
    size_t cap;
    sy_tensor **grad; /* per node: the gradient gathered for its output */
    sy_tensor **memo; /* per node: a recomputed output kept as a checkpoint */
    sy_tensor **local;
    int *count, *depth;
    uint8_t *mark;
    bool retain;
} pass;

/* ---- the node index ----------------------------------------------------------- */

/* arr (cap elements of elem bytes) reallocated to twice the capacity, *cap
 * updated; NULL (arr untouched) when out of memory. */
static void *grow(void *arr, size_t *cap, size_t elem)
{
    if (*cap > SIZE_MAX / 2 / elem)
        return NULL;
    void *p = realloc(arr, 2 * *cap * elem);
    if (p)
        *cap *= 2;
    return p;
}

static size_t hash(const void *p, size_t cap)
{
    uintptr_t x = (uintptr_t)p;
    x ^= x >> 17;
    x *= (uintptr_t)0x9E3779B97F4A7C15ull;
    return (size_t)(x ^ (x >> 29)) & (cap - 1);
}

static size_t index_of(const pass *ps, const sy__node *n)
{
    for (size_t h = hash(n, ps->cap);; h = (h + 1) & (ps->cap - 1))
        if (ps->slots[h] && ps->nodes[ps->slots[h] - 1] == n)
            return ps->slots[h] - 1;
}

static int by_seq_desc(const void *a, const void *b)
{
    const sy__node *x = *(sy__node *const *)a, *y = *(sy__node *const *)b;
    return x->seq < y->seq ? 1 : x->seq > y->seq ? -1 : 0;
}

static void pass_free(pass *ps)
{
    for (size_t i = 0; i < ps->n; i++) {
        if (ps->grad)
            sy_tensor_release(ps->grad[i]);
        if (ps->memo)
            sy_tensor_release(ps->memo[i]);
        if (ps->local)
            sy_tensor_release(ps->local[i]);
    }
    free(ps->nodes);
    free(ps->slots);
    free(ps->grad);
    free(ps->memo);
    free(ps->local);
    free(ps->count);
    free(ps->depth);
    free(ps->mark);
}

/* Collects the nodes reachable from root, sorted, and indexes them. */
static sy_status pass_init(pass *ps, sy__node *root)
{
    size_t cap = 64, n = 0, top = 0, stack_cap = 64, seen_cap = 128;
    sy__node **nodes = malloc(cap * sizeof *nodes), **stack = malloc(stack_cap * sizeof *stack);
    sy__node **seen = calloc(seen_cap, sizeof *seen);
    sy_status st = SY_OK;
    if (!nodes || !stack || !seen)
        goto oom;
    stack[top++] = root;
    while (top > 0) {
        sy__node *v = stack[--top];
        size_t h = hash(v, seen_cap);
        while (seen[h] && seen[h] != v)
            h = (h + 1) & (seen_cap - 1);
        if (seen[h])
            continue;
        seen[h] = v;
        if (n == cap) {
            sy__node **grown = grow(nodes, &cap, sizeof *grown);
            if (!grown)
                goto oom;
            nodes = grown;
        }
        nodes[n++] = v;
        if (2 * n > seen_cap) { /* keep the visited set at most half full */
            sy__node **bigger = calloc(2 * seen_cap, sizeof *bigger);
            if (!bigger)
                goto oom;
            for (size_t i = 0; i < seen_cap; i++) {
                if (!seen[i])
                    continue;
                size_t k = hash(seen[i], 2 * seen_cap);
                while (bigger[k])
                    k = (k + 1) & (2 * seen_cap - 1);
                bigger[k] = seen[i];
            }
            free(seen);
            seen = bigger;
            seen_cap *= 2;
        }
        for (int i = 0; i < 3; i++) {
            if (!v->parents[i])
                continue;
            if (top == stack_cap) {
                sy__node **grown = grow(stack, &stack_cap, sizeof *grown);
                if (!grown)
                    goto oom;
                stack = grown;
            }
            stack[top++] = v->parents[i];
        }
    }
    free(stack);
    free(seen);
    stack = NULL;
    seen = NULL;
    qsort(nodes, n, sizeof *nodes, by_seq_desc);
    ps->nodes = nodes;
    ps->n = n;
    ps->cap = 16;
    while (ps->cap < 2 * n)
        ps->cap *= 2;
    ps->slots = calloc(ps->cap, sizeof *ps->slots);
    ps->grad = calloc(n, sizeof *ps->grad);
    ps->memo = calloc(n, sizeof *ps->memo);
    ps->local = calloc(n, sizeof *ps->local);
    ps->count = calloc(n, sizeof *ps->count);
    ps->depth = calloc(n, sizeof *ps->depth);
    ps->mark = calloc(n, sizeof *ps->mark);
    if (!ps->slots || !ps->grad || !ps->memo || !ps->local || !ps->count || !ps->depth || !ps->mark)
        return sy__fail(SY_E_OUT_OF_MEMORY, "sy_backward: out of host memory for %zu nodes", n);
    for (size_t i = 0; i < n; i++) {
        size_t h = hash(nodes[i], ps->cap);
        while (ps->slots[h])
            h = (h + 1) & (ps->cap - 1);
        ps->slots[h] = i + 1;
    }
    return SY_OK;
oom:
    free(nodes);
    free(stack);
    free(seen);
    st = sy__fail(SY_E_OUT_OF_MEMORY, "sy_backward: out of host memory walking the graph");
    return st;
}

/* ---- values: kept, checkpointed, or recomputed ------------------------------------ */

static const sy_tensor *available(const pass *ps, const sy__node *p, size_t pi)
{
    if (p->value)
        return p->value;
    if (ps->memo[pi])
        return ps->memo[pi];
    return ps->local[pi];
}

static sy_status run_node(const sy__node *v, const sy_tensor *const *x, sy_tensor **out)
{
    if (v->kind == SY__NODE_MOVE)
        return sy_to_device(x[0], v->out_device, out);
    sy__call call = {.op = v->op, .n_in = v->n_in, .attrs = &v->attrs};
    for (int i = 0; i < v->n_in; i++)
        call.in[i] = x[i];
    return sy__dispatch(&call, out);
}

static int by_index_desc(const void *a, const void *b)
{
    size_t x = *(const size_t *)a, y = *(const size_t *)b;
    return x < y ? 1 : x > y ? -1 : 0;
}

/* The output of node `target`, recomputed from the nearest kept values. */
static sy_status recompute(pass *ps, size_t target, sy_tensor **out)
{
    size_t *order = NULL, n = 0, cap = 16, top = 0, stack_cap = 16;
    size_t *stack = malloc(stack_cap * sizeof *stack);
    order = malloc(cap * sizeof *order);
    sy_status st = SY_OK;
    if (!stack || !order) {
        st = sy__fail(SY_E_OUT_OF_MEMORY, "sy_backward: out of host memory recomputing");
        goto done;
    }
    /* the nodes to run: target and every ancestor whose value is not at hand */
    stack[top++] = target;
    while (top > 0) {
        size_t vi = stack[--top];
        if (ps->mark[vi])
            continue;
        ps->mark[vi] = 1;
        /* order holds each node once; the stack can outgrow it (every node
         * visited pushes up to three parents), so each has its own capacity */
        if (n == cap) {
            size_t *a = grow(order, &cap, sizeof *a);
            if (!a) {
                st = sy__fail(SY_E_OUT_OF_MEMORY, "sy_backward: out of host memory recomputing");
                goto done;
            }
            order = a;
        }
        if (top + 3 > stack_cap) {
            size_t *b = grow(stack, &stack_cap, sizeof *b);
            if (!b) {
                st = sy__fail(SY_E_OUT_OF_MEMORY, "sy_backward: out of host memory recomputing");
                goto done;
            }
            stack = b;
        }
        order[n++] = vi;
        const sy__node *v = ps->nodes[vi];
        for (int i = 0; i < v->n_in; i++) {
            const sy__node *p = v->parents[i];
            if (v->saved[i] || !p)
                continue;
            size_t pi = index_of(ps, p);
            if (p->value || ps->memo[pi])
                continue;
            ps->count[pi]++;
            if (!ps->mark[pi])
                stack[top++] = pi;
        }
    }
    /* run them oldest first (indices decrease with seq); qsort, as the first
     * recomputation along a chain of n memory-bound ops runs all n of them */
    qsort(order, n, sizeof *order, by_index_desc);
    for (size_t k = 0; k < n && st == SY_OK; k++) {
        size_t vi = order[k];
        const sy__node *v = ps->nodes[vi];
        const sy_tensor *x[3] = {NULL};
        int depth = 0;
        for (int i = 0; i < v->n_in; i++) {
            if (v->saved[i]) {
                x[i] = v->saved[i];
                continue;
            }
            size_t pi = index_of(ps, v->parents[i]);
            x[i] = available(ps, v->parents[i], pi);
            if (ps->depth[pi] > depth)
                depth = ps->depth[pi];
        }
        st = run_node(v, x, &ps->local[vi]);
        if (st != SY_OK)
            break;
        ps->depth[vi] = depth + 1;
        if (vi != target && ps->depth[vi] % SY__CHECKPOINT_EVERY == 0)
            ps->memo[vi] = sy_tensor_retain(ps->local[vi]);
        for (int i = 0; i < v->n_in; i++) { /* inputs this run consumed for the last time */
            if (v->saved[i])
                continue;
            size_t pi = index_of(ps, v->parents[i]);
            if (ps->count[pi] > 0 && --ps->count[pi] == 0) {
                sy_tensor_release(ps->local[pi]);
                ps->local[pi] = NULL;
            }
        }
    }
    if (st == SY_OK) {
        *out = ps->local[target];
        ps->local[target] = NULL;
    }
done:
    for (size_t k = 0; k < n; k++) {
        size_t vi = order[k];
        ps->mark[vi] = 0;
        ps->count[vi] = 0;
        ps->depth[vi] = 0;
        sy_tensor_release(ps->local[vi]);
        ps->local[vi] = NULL;
    }
    free(order);
    free(stack);
    return st;
}

/* A node's output as a new reference: kept, checkpointed, or recomputed. */
static sy_status value_of(pass *ps, size_t vi, sy_tensor **out)
{
    const sy__node *v = ps->nodes[vi];
    const sy_tensor *kept = v->value ? v->value : ps->memo[vi];
    if (kept) {
        *out = sy_tensor_retain(kept);
        return SY_OK;
    }
    return recompute(ps, vi, out);
}

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

static sy_status accumulate(pass *ps, size_t pi, sy_tensor *g)
{
    if (!ps->grad[pi]) {
        ps->grad[pi] = g;
        return SY_OK;
    }
    sy_tensor *sum;
    sy_status st = sy_add(ps->grad[pi], g, &sum);
    sy_tensor_release(g);
    if (st != SY_OK)
        return st;
    sy_tensor_release(ps->grad[pi]);
    ps->grad[pi] = sum;
    return SY_OK;
}

static sy_status backward_op(pass *ps, size_t vi, sy_tensor *g)
{
    const sy__node *v = ps->nodes[vi];
    const sy__op_info *info = &sy__op_table[v->op];
    sy__backward_ctx ctx = {.grad = g, .attrs = &v->attrs, .dtype = g->dtype, .device = v->out_device};
    sy_tensor *owned[4] = {NULL};
    sy_status st = SY_OK;
    unsigned wanted = 0;
    for (int i = 0; i < v->n_in; i++) {
        ctx.needs[i] = v->parents[i] != NULL && sy_dtype_is_float(v->in_dtype[i]);
        wanted |= (unsigned)ctx.needs[i] << i;
    }
    const unsigned saves = sy__saves_mask(info, wanted); /* only what the needed formulas read */
    for (int i = 0; i < v->n_in && st == SY_OK; i++) {
        if (saves & SY__SAVES_DATA(i)) {
            if (v->saved[i])
                ctx.in[i] = v->saved[i];
            else if ((st = value_of(ps, index_of(ps, v->parents[i]), &owned[i])) == SY_OK)
                ctx.in[i] = owned[i];
        } else if (saves & SY__SAVES_META(i)) {
            /* only the shape and dtype are read: a record without data */
            st = sy__tensor_new(v->in_dtype[i], v->in_shape[i], v->in_rank[i], v->in_device[i], &owned[i]);
            ctx.in[i] = owned[i];
        }
    }
    if (st == SY_OK && (saves & SY__SAVES_RESULT)) {
        if (v->result)
            ctx.result = v->result;
        else if ((st = value_of(ps, vi, &owned[3])) == SY_OK)
            ctx.result = owned[3];
    }
    if (st == SY_OK)
        st = info->backward(&ctx);
    for (int i = 0; i < v->n_in && st == SY_OK; i++) {
        if (!ctx.needs[i] || !ctx.grads[i]) /* an input declared `none` in the yaml gets no gradient */
            continue;
        sy_tensor *gi;
        st = sum_to(ctx.grads[i], v->in_shape[i], v->in_rank[i], &gi);
        ctx.grads[i] = NULL;
        if (st == SY_OK)
            st = accumulate(ps, index_of(ps, v->parents[i]), gi);
    }
    for (int i = 0; i < 3; i++)
        sy_tensor_release(ctx.grads[i]);
    for (int i = 0; i < 4; i++)
        sy_tensor_release(owned[i]);
    if (st != SY_OK && !strstr(sy_last_error(), "backward of"))
        st = sy__fail(st, "sy_backward: in the backward of %s: %s", info->name, sy_last_error());
    return st;
}

/* Frees what an op or move node kept for backward; the pass has claimed it. */
static void drop_kept(sy__node *v)
{
    for (int i = 0; i < 3; i++) {
        sy_tensor_release(v->saved[i]);
        v->saved[i] = NULL;
    }
    sy_tensor_release(v->result);
    v->result = NULL;
    sy_tensor_release(v->value);
    v->value = NULL;
}

static sy_status grads_add(sy_grads *out, sy__node *leaf, sy_tensor *g)
{
    if ((out->n & (out->n - 1)) == 0) { /* grow at powers of two */
        void *grown = sy__host_alloc((out->n ? 2 * out->n : 1) * sizeof *out->items);
        if (!grown) {
            sy_tensor_release(g);
            return sy__fail(SY_E_OUT_OF_MEMORY, "sy_backward: out of host memory for the gradients");
        }
        if (out->n)
            memcpy(grown, out->items, out->n * sizeof *out->items);
        sy__host_free(out->items);
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

/* Claims the graph for one pass. A pass that frees the graph needs every op
 * and move node to itself (state 0 -> -1); a retaining pass shares them with
 * other retaining passes (state n -> n + 1, released by unclaim). */
static void unclaim(pass *ps, size_t upto)
{
    for (size_t j = 0; j < upto; j++) {
        sy__node *v = ps->nodes[j];
        if (v->kind == SY__NODE_LEAF)
            continue;
        if (ps->retain)
            atomic_fetch_sub(&v->state, 1);
        else
            atomic_store(&v->state, 0);
    }
}

static sy_status claim(pass *ps)
{
    for (size_t i = 0; i < ps->n; i++) {
        sy__node *v = ps->nodes[i];
        if (v->kind == SY__NODE_LEAF)
            continue;
        int s = atomic_load(&v->state);
        bool ok;
        if (ps->retain) {
            while (s >= 0 && !atomic_compare_exchange_weak(&v->state, &s, s + 1))
                ;
            ok = s >= 0;
        } else {
            s = 0;
            ok = atomic_compare_exchange_strong(&v->state, &s, -1);
        }
        if (!ok) {
            unclaim(ps, i);
            const char *what = v->kind == SY__NODE_MOVE ? "move" : sy__op_table[v->op].name;
            if (s > 0)
                return sy__fail(SY_E_GRAPH_RELEASED, "sy_backward: another backward pass with "
                                "SY_BACKWARD_RETAIN_GRAPH is using this graph (a %s node), and a pass without it "
                                "would free the graph under it; retain the graph here too, or wait", what);
            return sy__fail(SY_E_GRAPH_RELEASED, "sy_backward: the graph of this loss was released by an earlier "
                            "backward pass (a %s node); recompute the forward pass or use SY_BACKWARD_RETAIN_GRAPH",
                            what);
        }
    }
    return SY_OK;
}

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
    pass ps = {.retain = (flags & SY_BACKWARD_RETAIN_GRAPH) != 0};
    sy_grads *grads = sy__host_alloc(sizeof *grads);
    if (grads)
        memset(grads, 0, sizeof *grads);
    sy_status st = grads ? pass_init(&ps, loss->node) : sy__fail(SY_E_OUT_OF_MEMORY, "sy_backward: out of memory");
    bool claimed = false;
    if (st == SY_OK && (st = claim(&ps)) == SY_OK)
        claimed = true;
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
        if (g) {
            switch (v->kind) {
            case SY__NODE_LEAF:
                st = grads_add(grads, v, g);
                g = NULL;
                break;
            case SY__NODE_MOVE: {
                sy_tensor *back;
                st = sy_to_device(g, v->in_device[0], &back); /* the gradient goes home */
                if (st == SY_OK)
                    st = accumulate(&ps, index_of(&ps, v->parents[0]), back);
                break;
            }
            default:
                st = backward_op(&ps, i, g);
                break;
            }
            sy_tensor_release(g);
        }
        sy_tensor_release(ps.memo[i]); /* no node still to run consumes it */
        ps.memo[i] = NULL;
        /* Leaves keep nothing to drop, and a leaf may be shared by graphs
         * other threads are running backward over right now: never write
         * to it (the claim covers op and move nodes only). */
        if (!ps.retain && v->kind != SY__NODE_LEAF)
            drop_kept(v);
    }
    if (claimed && ps.retain)
        unclaim(&ps, ps.n);
    pass_free(&ps);
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

sy_status sy__autodiff_leaf(sy_tensor *t); /* sy_autodiff.c */

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

/* ---- helpers the formulas call (backends.yaml helpers:) ------------------------- */

sy_status sy__bw_scalar(sy__backward_ctx *ctx, double value, sy_tensor **out)
{
    return sy_full(NULL, 0, value, ctx->dtype, ctx->device, out);
}

sy_status sy__bw_unreduce(sy__backward_ctx *ctx, const sy_tensor *t, const sy_tensor *like, int axis, bool keepdim,
                          sy_tensor **out)
{
    (void)ctx;
    int64_t kept[SY_MAX_RANK];
    const int rank = like->rank;
    int ax = axis < 0 && axis != SY_AXIS_ALL ? axis + rank : axis;
    for (int j = 0; j < rank; j++)
        kept[j] = (axis == SY_AXIS_ALL || j == ax) ? 1 : like->shape[j];
    sy_tensor *r = NULL;
    sy_status st = SY_OK;
    if (!keepdim) /* put the reduced axes back as ones */
        st = sy_reshape(t, kept, rank, &r);
    const sy_tensor *src = keepdim ? t : r;
    if (st == SY_OK)
        st = sy_expand(src, like->shape, rank, out);
    sy_tensor_release(r);
    return st;
}

double sy__bw_reduced_count(const sy_tensor *like, int axis)
{
    if (axis == SY_AXIS_ALL)
        return (double)like->numel;
    int ax = axis < 0 ? axis + like->rank : axis;
    return (double)like->shape[ax];
}

sy__dims sy__bw_shape_of(const sy_tensor *t)
{
    sy__dims d = {.rank = t->rank};
    memcpy(d.v, t->shape, sizeof d.v);
    return d;
}

sy_dtype sy__bw_dtype_of(const sy_tensor *t)
{
    return t->dtype;
}

sy__perm sy__bw_inverse(const int *perm, int rank)
{
    sy__perm p = {.rank = rank};
    for (int j = 0; j < rank; j++) {
        int k = perm[j] < 0 ? perm[j] + rank : perm[j];
        p.v[k] = j;
    }
    return p;
}
