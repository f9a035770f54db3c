/* switchyard: a backward pass's node index and its claim on the graph.
 *
 * The pass works on the nodes reachable from the loss, sorted by decreasing
 * seq (the order sy_backward.c walks them), each with its position in that
 * list; an open-addressing table finds a node's position from its address.
 * Before the pass reads or frees anything a node kept, it claims the graph,
 * so concurrent passes over one graph cannot free it under each other.
 */
#include <stdlib.h>

#include "sy_bw.h"

/* ---- the node index ----------------------------------------------------------- */

static int by_seq_desc(const void *a, const void *b)
{
    const sy__node *x = *(sy__node *const *)a, *y = *(sy__node *const *)b;
    return x->seq < y->seq ? 1 : x->seq > y->seq ? -1 : 0;
}

void sy__pass_free(sy__pass *ps)
{
    for (size_t i = 0; i < ps->n; i++) {
        if (ps->grad)
            sy_tensor_release(ps->grad[i]);
        if (ps->memo)
            sy_tensor_release(ps->memo[i]);
        for (int k = 0; ps->more && k < SY__MAX_OUT - 1; k++)
            sy_tensor_release(ps->more[i * (SY__MAX_OUT - 1) + (size_t)k]);
    }
    sy__host_free(ps->more);
    sy__host_free(ps->nodes);
    sy__host_free(ps->slots);
    sy__host_free(ps->grad);
    sy__host_free(ps->memo);
    sy__host_free(ps->reads);
    sy__host_free(ps->owes);
    sy__host_free(ps->runs);
    sy__host_free(ps->work);
}

/* Collects the nodes reachable from root, sorted, and indexes them. */
sy_status sy__pass_init(sy__pass *ps, sy__node *root)
{
    size_t cap = 64, n = 0, top = 0, stack_cap = 64, seen_cap = 128;
    sy__node **nodes = sy__host_alloc(cap * sizeof *nodes), **stack = sy__host_alloc(stack_cap * sizeof *stack);
    sy__node **seen = sy__host_calloc(seen_cap, sizeof *seen);
    sy_status st = SY_OK;
    if (!nodes || !stack || !seen)
        goto oom;
    stack[top++] = root;
    while (top > 0) {
        sy__node *v = stack[--top];
        size_t h = sy__pass_hash(v, seen_cap);
        while (seen[h] && seen[h] != v)
            h = (h + 1) & (seen_cap - 1);
        if (seen[h])
            continue;
        seen[h] = v;
        if (n == cap) {
            sy__node **grown = sy__pass_grow(nodes, &cap, sizeof *grown);
            if (!grown)
                goto oom;
            nodes = grown;
        }
        nodes[n++] = v;
        if (2 * n > seen_cap) { /* keep the visited set at most half full */
            sy__node **bigger = sy__host_calloc(2 * seen_cap, sizeof *bigger);
            if (!bigger)
                goto oom;
            for (size_t i = 0; i < seen_cap; i++) {
                if (!seen[i])
                    continue;
                size_t k = sy__pass_hash(seen[i], 2 * seen_cap);
                while (bigger[k])
                    k = (k + 1) & (2 * seen_cap - 1);
                bigger[k] = seen[i];
            }
            sy__host_free(seen);
            seen = bigger;
            seen_cap *= 2;
        }
        for (int i = 0; i < v->n_in; i++) {
            if (!v->in[i].parent)
                continue;
            if (top == stack_cap) {
                sy__node **grown = sy__pass_grow(stack, &stack_cap, sizeof *grown);
                if (!grown)
                    goto oom;
                stack = grown;
            }
            stack[top++] = v->in[i].parent;
        }
    }
    sy__host_free(stack);
    sy__host_free(seen);
    stack = NULL;
    seen = NULL;
    qsort(nodes, n, sizeof *nodes, by_seq_desc);
    ps->nodes = nodes;
    ps->n = n;
    ps->cap = 16;
    while (ps->cap < 2 * n)
        ps->cap *= 2;
    ps->slots = sy__host_calloc(ps->cap, sizeof *ps->slots);
    ps->grad = sy__host_calloc(n, sizeof *ps->grad);
    ps->more = sy__host_calloc(n * (SY__MAX_OUT - 1), sizeof *ps->more);
    ps->memo = sy__host_calloc(n, sizeof *ps->memo);
    ps->reads = sy__host_calloc(n, sizeof *ps->reads);
    ps->owes = sy__host_calloc(n, sizeof *ps->owes);
    ps->runs = sy__host_calloc(n, sizeof *ps->runs);
    ps->work = sy__host_calloc(n, sizeof *ps->work);
    if (!ps->slots || !ps->grad || !ps->more || !ps->memo || !ps->reads || !ps->owes || !ps->runs || !ps->work)
        return sy__fail(SY_E_OUT_OF_MEMORY, "sy_backward: out of host memory for %zu nodes", n);
    for (size_t i = 0; i < n; i++) {
        size_t h = sy__pass_hash(nodes[i], ps->cap);
        while (ps->slots[h])
            h = (h + 1) & (ps->cap - 1);
        ps->slots[h] = i + 1;
    }
    return SY_OK;
oom:
    sy__host_free(nodes);
    sy__host_free(stack);
    sy__host_free(seen);
    st = sy__fail(SY_E_OUT_OF_MEMORY, "sy_backward: out of host memory walking the graph");
    return st;
}

/* ---- the claim ------------------------------------------------------------------- */

/* A pass that frees the graph needs every op and move node to itself (state
 * 0 -> -1); a retaining pass shares them with other retaining passes (state
 * n -> n + 1, released by sy__pass_unclaim). Leaves are never claimed. */
void sy__pass_unclaim(sy__pass *ps, size_t upto)
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

sy_status sy__pass_claim(sy__pass *ps)
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
            sy__pass_unclaim(ps, i);
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
