/* switchyard: the values a backward pass reads: kept, checkpointed, or
 * recomputed.
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

#include "sy_bw.h"

#define SY__CHECKPOINT_EVERY 4

static const sy_tensor *available(const sy__pass *ps, const sy__node *p, size_t pi)
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
static sy_status recompute(sy__pass *ps, size_t target, sy_tensor **out)
{
    size_t *order = NULL, n = 0, cap = 16, top = 0, stack_cap = 16;
    size_t *stack = sy__host_alloc(stack_cap * sizeof *stack);
    order = sy__host_alloc(cap * sizeof *order);
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
            size_t *a = sy__pass_grow(order, &cap, sizeof *a);
            if (!a) {
                st = sy__fail(SY_E_OUT_OF_MEMORY, "sy_backward: out of host memory recomputing");
                goto done;
            }
            order = a;
        }
        if (top + 3 > stack_cap) {
            size_t *b = sy__pass_grow(stack, &stack_cap, sizeof *b);
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
            size_t pi = sy__pass_index(ps, p);
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
            size_t pi = sy__pass_index(ps, v->parents[i]);
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
            size_t pi = sy__pass_index(ps, v->parents[i]);
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
    sy__host_free(order);
    sy__host_free(stack);
    return st;
}

/* A node's output as a new reference: kept, checkpointed, or recomputed. */
sy_status sy__pass_value(sy__pass *ps, size_t vi, sy_tensor **out)
{
    const sy__node *v = ps->nodes[vi];
    const sy_tensor *kept = v->value ? v->value : ps->memo[vi];
    if (kept) {
        *out = sy_tensor_retain(kept);
        return SY_OK;
    }
    return recompute(ps, vi, out);
}
