/* switchyard: the values a backward pass reads: kept, checkpointed, or
 * recomputed.
 *
 * Under SY_CHECKPOINT_BALANCED a memory-bound node keeps nothing, except
 * every SY__CHECKPOINT_EVERY-th along a chain (sy_autodiff.c), which keeps
 * its output as a checkpoint. A value the pass reads and nobody kept is
 * recomputed here, with the same kernels (so gradients are identical bit for
 * bit), from the nearest kept values, once: before the pass runs, it counts
 * every read it will make of each value (the backward formulas that read it,
 * and the recomputations of the values that need it), and a recomputed value
 * stays in `memo` until the last of those reads is done. A chain of n
 * memory-bound ops then holds about n / SY__CHECKPOINT_EVERY checkpoints and
 * the few recomputed values of one stretch at a time, instead of n values.
 *
 * Reads of a value only happen at or before its node's step (every reader
 * comes later in seq), so a count that reaches 0 frees the value for good;
 * a value whose readers all went without running (no gradient reached
 * them) is never recomputed, and gives back the reads it owed its parents.
 */
#include <stdlib.h>

#include "sy_bw.h"

static _Thread_local sy__bw_stats last_stats;

void sy__backward_stats(sy__bw_stats *out)
{
    *out = last_stats;
}

void sy__pass_record_stats(const sy__pass *ps)
{
    sy__bw_stats s = {.recomputed = ps->recomputed, .nodes = ps->n};
    for (size_t i = 0; ps->runs && i < ps->n; i++) {
        s.values += ps->runs[i] > 0;
        if (ps->runs[i] > s.most)
            s.most = ps->runs[i];
    }
    last_stats = s;
}

/* Whether recomputing node vi reads input i from its parent. */
static bool reads_parent(const sy__node *v, int i)
{
    return v->in[i].parent != NULL && v->in[i].saved == NULL;
}

static void count_reads(sy__pass *ps)
{
    /* consumers come before their inputs in `nodes`: when node i is
     * reached, every read of its output is counted */
    for (size_t i = 0; i < ps->n; i++) {
        const sy__node *v = ps->nodes[i];
        const unsigned saves = sy__pass_saves(v);
        for (int k = 0; k < v->n_in; k++)
            if (sy__pass_reads_input(v, saves, k))
                ps->reads[sy__pass_index(ps, v->in[k].parent)]++;
        if (sy__pass_reads_result(v, saves))
            ps->reads[i]++;
        if (ps->reads[i] > 0 && !v->value && v->kind != SY__NODE_LEAF) {
            ps->owes[i] = 1; /* will be recomputed, from its parents' outputs */
            for (int k = 0; k < v->n_in; k++)
                if (reads_parent(v, k))
                    ps->reads[sy__pass_index(ps, v->in[k].parent)]++;
        }
    }
}

/* One read of node u's output is done. The last frees what the pass holds of
 * it (and, in a pass that frees the graph, the checkpoint), and a value that
 * was never recomputed gives back the reads it owed its parents. */
static void unref(sy__pass *ps, size_t u)
{
    size_t top = 0;
    if (ps->reads[u] == 0 || --ps->reads[u] > 0)
        return;
    ps->work[top++] = u;
    while (top > 0) {
        size_t w = ps->work[--top];
        sy__node *v = ps->nodes[w];
        sy_tensor_release(ps->memo[w]);
        ps->memo[w] = NULL;
        if (!ps->retain && v->kind != SY__NODE_LEAF && v->value) {
            sy_tensor_release(v->value);
            v->value = NULL;
        }
        if (!(ps->owes[w] & 1u))
            continue;
        ps->owes[w] = 0;
        for (int k = 0; k < v->n_in; k++) {
            if (!reads_parent(v, k))
                continue;
            size_t p = sy__pass_index(ps, v->in[k].parent);
            if (ps->reads[p] > 0 && --ps->reads[p] == 0)
                ps->work[top++] = p; /* each node reaches 0 once: n entries suffice */
        }
    }
}

void sy__pass_start(sy__pass *ps)
{
    count_reads(ps);
    for (size_t i = 0; i < ps->n && !ps->retain; i++) {
        sy__node *v = ps->nodes[i];
        if (ps->reads[i] == 0 && v->kind != SY__NODE_LEAF && v->value) {
            sy_tensor_release(v->value);
            v->value = NULL;
        }
    }
}

void sy__pass_done(sy__pass *ps, size_t vi)
{
    const sy__node *v = ps->nodes[vi];
    const unsigned saves = sy__pass_saves(v);
    for (int k = 0; k < v->n_in; k++)
        if (sy__pass_reads_input(v, saves, k))
            unref(ps, sy__pass_index(ps, v->in[k].parent));
    if (sy__pass_reads_result(v, saves))
        unref(ps, vi);
}

static const sy_tensor *at_hand(const sy__pass *ps, const sy__node *v, size_t vi)
{
    return v->value ? v->value : ps->memo[vi];
}

static sy_status run_node(const sy__node *v, const sy_tensor *const *x, sy_tensor **out)
{
    if (v->kind == SY__NODE_MOVE)
        return sy_to_device(x[0], v->out_device, out);
    if (v->kind == SY__NODE_RESULT) /* kept under BALANCED (sy_autodiff.c): never reached */
        return sy__fail(SY_E_UNSUPPORTED, "sy_backward: result %d of %s was not kept, and one result of an op is "
                        "not recomputed alone", v->out_index, sy__op_table[v->op].name);
    sy_tensor *more[SY__MAX_OUT - 1] = {NULL}, **more_out[SY__MAX_OUT - 1];
    for (int k = 0; k < SY__MAX_OUT - 1; k++)
        more_out[k] = &more[k];
    const sy__call call = {.op = v->op, .n_in = v->n_in, .in = x, .attrs = &v->attrs,
                           .more_out = v->n_out > 1 ? more_out : NULL};
    sy_status st = sy__dispatch(&call, out);
    for (int k = 0; k < SY__MAX_OUT - 1; k++) /* the first result is the node's */
        sy_tensor_release(more[k]);
    return st;
}

/* The mark of a node recompute() has taken; `owes` holds it next to the debt. */
#define COLLECTED 2u

static int by_index_desc(const void *a, const void *b)
{
    size_t x = *(const size_t *)a, y = *(const size_t *)b;
    return x < y ? 1 : x > y ? -1 : 0;
}

/* Recomputes node `target` and every ancestor whose value is not at hand,
 * oldest first, into `memo`. */
static sy_status recompute(sy__pass *ps, size_t target)
{
    size_t n = 0, cap = 16;
    size_t *order = sy__host_alloc(cap * sizeof *order);
    sy_status st = SY_OK;
    if (!order)
        return sy__fail(SY_E_OUT_OF_MEMORY, "sy_backward: out of host memory recomputing");
    /* the nodes to run: the target and the ancestors not at hand, each
     * marked COLLECTED in `owes` once taken */
    order[n++] = target;
    ps->owes[target] |= COLLECTED;
    for (size_t k = 0; k < n && st == SY_OK; k++) {
        const sy__node *v = ps->nodes[order[k]];
        for (int i = 0; i < v->n_in; i++) {
            if (!reads_parent(v, i))
                continue;
            size_t pi = sy__pass_index(ps, v->in[i].parent);
            if (at_hand(ps, v->in[i].parent, pi) || (ps->owes[pi] & COLLECTED))
                continue;
            if (n == cap) {
                size_t *a = sy__pass_grow(order, &cap, sizeof *a);
                if (!a) {
                    st = sy__fail(SY_E_OUT_OF_MEMORY, "sy_backward: out of host memory recomputing");
                    break;
                }
                order = a;
            }
            ps->owes[pi] |= COLLECTED;
            order[n++] = pi;
        }
    }
    /* run them oldest first (indices decrease with seq) */
    qsort(order, n, sizeof *order, by_index_desc);
    size_t k = 0;
    for (; k < n && st == SY_OK; k++) {
        size_t vi = order[k];
        const sy__node *v = ps->nodes[vi];
        const sy_tensor *few[4] = {NULL}, **x = few;
        if (v->n_in > 4 && !(x = sy__host_calloc((size_t)v->n_in, sizeof *x))) {
            st = sy__fail(SY_E_OUT_OF_MEMORY, "sy_backward: out of host memory recomputing");
            break;
        }
        for (int i = 0; i < v->n_in; i++) /* an input left out stays NULL */
            if (!v->in[i].absent)
                x[i] = v->in[i].saved ? v->in[i].saved
                                      : at_hand(ps, v->in[i].parent, sy__pass_index(ps, v->in[i].parent));
        st = run_node(v, x, &ps->memo[vi]);
        if (x != few)
            sy__host_free(x);
        if (st != SY_OK)
            break;
        ps->runs[vi]++;
        ps->recomputed++;
        ps->owes[vi] = 0;
        for (int i = 0; i < v->n_in; i++) /* the reads this run owed */
            if (reads_parent(v, i))
                unref(ps, sy__pass_index(ps, v->in[i].parent));
    }
    for (; k < n; k++) /* not run: unmarked, still owing what it owed */
        ps->owes[order[k]] &= (uint8_t)~COLLECTED;
    sy__host_free(order);
    return st;
}

sy_status sy__pass_value(sy__pass *ps, size_t vi, sy_tensor **out)
{
    const sy_tensor *kept = at_hand(ps, ps->nodes[vi], vi);
    if (!kept) {
        sy_status st = recompute(ps, vi);
        if (st != SY_OK)
            return st;
        kept = ps->memo[vi];
    }
    *out = sy_tensor_retain(kept);
    return SY_OK;
}
