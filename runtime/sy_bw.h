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
    sy_tensor **more; /* per node, SY__MAX_OUT - 1 each: an op node's gradients of its results 1.. */
    /* Per node, for the values the pass reads (sy_bw_values.c): a recomputed
     * output, kept until its last reader has run; how many reads of the
     * output are still to come (backward formulas, and recomputations of
     * the nodes that consume it); whether recomputing it still owes one read
     * to each parent; how many times it was recomputed. */
    sy_tensor **memo;
    size_t *reads;
    uint8_t *owes;
    uint32_t *runs;
    size_t *work;     /* scratch stack, n entries */
    size_t recomputed; /* recomputations in this pass */
    bool retain;
} sy__pass;

/* What one backward pass recomputed (under SY_CHECKPOINT_BALANCED): the
 * recomputations, the distinct values they made, the most times one value
 * was made (at most 1: each recomputed value is kept until its last reader
 * in the pass), and the nodes of the pass. */
typedef struct sy__bw_stats {
    size_t recomputed, values, most, nodes;
} sy__bw_stats;

/* The figures of the last sy_backward_ex that ran a pass on this thread. */
void sy__backward_stats(sy__bw_stats *out);
/* Records ps's figures as this thread's last. */
void sy__pass_record_stats(const sy__pass *ps);

/* What node v's backward formulas read (SY__SAVES_* over the signature's
 * inputs, for the inputs that want a gradient); 0 for a node of no op. */
static inline unsigned sy__pass_saves(const sy__node *v)
{
    if (v->kind != SY__NODE_OP)
        return 0;
    const sy__op_info *info = &sy__op_table[v->op];
    unsigned wanted = 0;
    for (int i = 0; i < v->n_in; i++)
        if (v->in[i].parent != NULL && sy_dtype_is_float(v->in[i].dtype))
            wanted |= 1u << sy__sig_input(info, i);
    return sy__saves_mask(info, wanted);
}

/* Whether v's backward reads the output of input i's parent from the pass
 * (v did not keep it); saves: sy__pass_saves(v). */
static inline bool sy__pass_reads_input(const sy__node *v, unsigned saves, int i)
{
    return saves && (saves & SY__SAVES_DATA(sy__sig_input(&sy__op_table[v->op], i))) && !v->in[i].saved &&
           v->in[i].parent;
}

/* Whether v's backward reads v's own output from the pass. */
static inline bool sy__pass_reads_result(const sy__node *v, unsigned saves)
{
    return (saves & SY__SAVES_RESULT) && !v->result;
}

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

/* Once the pass has claimed the graph: counts the reads of every value the
 * pass will make and, in a pass that frees the graph, frees the checkpoints
 * nothing in it reads. */
void sy__pass_start(sy__pass *ps);
/* Node vi's output as a new reference: kept, checkpointed, or recomputed.
 * Only for a read sy__pass_reads lists, before sy__pass_done of its node. */
sy_status sy__pass_value(sy__pass *ps, size_t vi, sy_tensor **out);
/* Node vi's step is over (its backward ran, or it got no gradient): its
 * reads are done, and values no later node reads are freed. */
void sy__pass_done(sy__pass *ps, size_t vi);

#endif
