/* switchyard: what the files of the backward pass share. Private to them:
 * sy_backward.c runs the pass (gradients, the public API), sy_bw_pass.c
 * indexes the nodes and claims the graph, sy_bw_values.c gets the values
 * the formulas read (kept, checkpointed, or recomputed). */
#ifndef SY_BW_H
#define SY_BW_H

#include "sy_autodiff.h"

/* One backward pass: the nodes reachable from the loss and what the pass
 * holds for each of them, by position in `nodes`. */
typedef struct sy__pass {
    sy__node **nodes; /* reachable nodes, decreasing seq */
    size_t n;
    size_t *slots;    /* open addressing: node -> index + 1 */
    size_t cap;
    sy_tensor **grad; /* per node: the gradient gathered for its output */
    sy_tensor **memo; /* per node: a recomputed output kept as a checkpoint */
    /* per node, scratch of one recomputation (sy_bw_values.c): the value it
     * made, its consumers still to run, its distance from a kept value, and
     * whether the walk reached it */
    sy_tensor **local;
    int *count, *depth;
    uint8_t *mark;
    bool retain;
} sy__pass;

/* arr (cap elements of elem bytes) moved to a block of twice the capacity,
 * *cap updated; NULL (arr untouched) when out of memory. */
static inline void *sy__pass_grow(void *arr, size_t *cap, size_t elem)
{
    if (*cap > SIZE_MAX / 2 / elem)
        return NULL;
    void *p = sy__host_grow(arr, *cap * elem, 2 * *cap * elem);
    if (p)
        *cap *= 2;
    return p;
}

static inline size_t sy__pass_hash(const void *p, size_t cap)
{
    uintptr_t x = (uintptr_t)p;
    x ^= x >> 17;
    x *= (uintptr_t)0x9E3779B97F4A7C15ull;
    return (size_t)(x ^ (x >> 29)) & (cap - 1);
}

/* The position of n, a node reachable from the loss, in ps->nodes. */
static inline size_t sy__pass_index(const sy__pass *ps, const sy__node *n)
{
    for (size_t h = sy__pass_hash(n, ps->cap);; h = (h + 1) & (ps->cap - 1))
        if (ps->slots[h] && ps->nodes[ps->slots[h] - 1] == n)
            return ps->slots[h] - 1;
}

/* Collects the nodes reachable from root, sorted by decreasing seq, and
 * indexes them; on failure what was made is left for sy__pass_free. */
sy_status sy__pass_init(sy__pass *ps, sy__node *root);
/* Releases every tensor the pass still holds and its arrays. */
void sy__pass_free(sy__pass *ps);
/* Claims the graph for one pass: GRAPH_RELEASED (nothing claimed) when an
 * earlier pass freed it or a retaining pass holds what this one would free. */
sy_status sy__pass_claim(sy__pass *ps);
/* Undoes the claim of ps->nodes[0 .. upto). */
void sy__pass_unclaim(sy__pass *ps, size_t upto);

/* Node vi's output as a new reference: kept, checkpointed, or recomputed. */
sy_status sy__pass_value(sy__pass *ps, size_t vi, sy_tensor **out);

#endif
