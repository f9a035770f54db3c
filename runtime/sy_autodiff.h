/* switchyard: the autodiff tape. A tracked tensor points at the node that
 * produced it (or at its leaf node); nodes point at their parents' nodes, so
 * the tape is the DAG reachable from a loss. Saved tensors are plain views
 * (inner device, no node), so no cycle can form. */
#ifndef SY_AUTODIFF_H
#define SY_AUTODIFF_H

#include "sy_internal.h"

/* A result node stands for result k >= 1 of an op of several results: its
 * one parent is the op's node, which stands for result 0 and runs the
 * backward of the whole op; backward hands the result's gradient to it. */
enum { SY__NODE_LEAF = 0, SY__NODE_OP = 1, SY__NODE_MOVE = 2, SY__NODE_RESULT = 3 };

/* For the backward functions of generated/sy_derivatives.c: evaluate a call
 * into the function's `st`, jumping to its `done:` cleanup on failure. */
#define SY__TRY(expr)                                                                                          \
    do {                                                                                                       \
        if ((st = (expr)) != SY_OK)                                                                            \
            goto done;                                                                                         \
    } while (0)

/* Releases a backward block's temporaries and clears them for the next block. */
static inline void sy__release_all(sy_tensor **t, int n)
{
    for (int i = 0; i < n; i++) {
        sy_tensor_release(t[i]);
        t[i] = NULL;
    }
}

/* What backward reads when the inputs in `wanted` (bit i: the signature's
 * input i; a variadic one's bit for all its tensors) want a gradient: the
 * union of their formulas' reads, data winning over shape-only. */
static inline unsigned sy__saves_mask(const sy__op_info *info, unsigned wanted)
{
    unsigned m = 0;
    for (int i = 0; i < 3; i++)
        if ((wanted >> i) & 1u)
            m |= info->saves[i];
    return m & ~SY__SAVES_META_OF(m);
}

/* The signature's input that tensor i of a call is: a variadic input, the
 * last, stands for every tensor from its position on. */
static inline int sy__sig_input(const sy__op_info *info, int i)
{
    return info->variadic && i >= info->n_in - 1 ? info->n_in - 1 : i;
}

/* One input of a node. */
typedef struct sy__node_in {
    struct sy__node *parent; /* retained; NULL for an untracked input */
    sy_tensor *saved;        /* plain view of the input, when backward reads it */
    bool absent;             /* an optional input left out (NULL) */
    sy_device device;        /* its plain device (a move: the source) */
    sy_dtype dtype;
    int rank;
    int64_t shape[SY_MAX_RANK];
} sy__node_in;

typedef struct sy__node {
    atomic_long refs;
    uint8_t kind;
    uint8_t strategy;          /* sy_checkpointing of the context */
    sy_op op;                  /* SY__NODE_OP */
    sy__attrs attrs;
    int n_in;
    sy__node_in *in;               /* n_in inputs (in the same block as the node) */
    sy_tensor *result;             /* plain view of the output, when backward reads it */
    uint8_t n_out;                 /* SY__NODE_OP: the op's results (1 for most) */
    uint8_t out_index;             /* SY__NODE_RESULT: which result of its parent it is */
    sy_tensor *more_result[SY__MAX_OUT - 1]; /* plain views of results 1.., when backward reads them */
    sy_dtype more_dtype[SY__MAX_OUT - 1];    /* results 1..: what a missing gradient's zeros look like */
    int more_rank[SY__MAX_OUT - 1];
    int64_t more_shape[SY__MAX_OUT - 1][SY_MAX_RANK];
    sy_device out_device;          /* plain device of the output */
    sy_dtype out_dtype;
    int out_rank;
    int64_t out_shape[SY_MAX_RANK];
    uint64_t seq;                  /* above the parents' (a topological order of the tape); in one thread, creation order */
    /* The node's output value when backward can get it without recomputing:
     * a leaf's value, and under SY_CHECKPOINT_BALANCED the output of an op
     * that is not memory-bound (the checkpoints). */
    sy_tensor *value;
    /* SY_CHECKPOINT_BALANCED and memory-bound (or a move): the output is
     * recomputed from the inputs during backward, never kept. */
    uint8_t recompute;
    /* Under SY_CHECKPOINT_BALANCED, the longest run of recomputed nodes
     * ending here (0 for a node that keeps its output): a memory-bound op
     * that would reach SY__CHECKPOINT_EVERY keeps its output instead. */
    uint8_t depth;
    /* Who uses what the node kept: 0 nobody, n > 0 that many passes with
     * SY_BACKWARD_RETAIN_GRAPH reading it, -1 freed by a pass without (which
     * needs the node to itself). */
    atomic_int state;
    struct sy__node *next_free;    /* sy__node_release's work list, once refs reached 0 */
    sy__node_in inputs[];          /* where `in` points */
} sy__node;

/* Shapes and permutations as formula values (backends.yaml helpers). */
typedef struct sy__dims {
    int rank;
    int64_t v[SY_MAX_RANK];
} sy__dims;

typedef struct sy__perm {
    int rank;
    int v[SY_MAX_RANK];
} sy__perm;

/* What a generated backward function (generated/sy_derivatives.c) sees. */
struct sy__backward_ctx {
    const sy_tensor *grad;     /* plain, the output's shape and dtype, on the op's device */
    int n_in;
    const sy_tensor **in;      /* n_in plain inputs the formulas read (shape-only ones have no data) */
    int variadic_at;           /* a variadic input's formula: where its tensors start in `in`, */
    int element;               /* and which of them it runs for (from 0) */
    const sy_tensor *result;   /* plain output, when the formulas read it */
    const sy_tensor *more_grad[SY__MAX_OUT - 1];   /* results 1..: their gradients (zeros when none came) */
    const sy_tensor *more_result[SY__MAX_OUT - 1]; /* results 1.., when the formulas read them */
    const sy__attrs *attrs;
    const bool *needs;         /* input i wants a gradient */
    sy_dtype dtype;            /* the gradient's dtype: numbers in formulas take it */
    sy_device device;          /* the plain device of the op */
    sy_tensor **grads;         /* out: the gradient of input i, before broadcasting is undone */
};

/* Under SY_CHECKPOINT_BALANCED every SY__CHECKPOINT_EVERY-th memory-bound
 * op along a chain keeps its output: backward recomputes each stretch
 * between kept values once, holding at most this many values of it. */
#define SY__CHECKPOINT_EVERY 4

/* Drops a reference to n; a node whose count reaches 0 frees what it kept
 * and drops its parents in turn. */
void sy__node_release(sy__node *n);

/* Makes t, a new record on an autodiff device not yet handed out, a leaf:
 * its own node, keeping a plain view of t as the leaf's value. */
sy_status sy__autodiff_leaf(sy_tensor *t);

/* A rank-0 tensor of the gradient's dtype on the op's device: how numbers in
 * formulas become tensors. */
sy_status sy__bw_scalar(sy__backward_ctx *ctx, double value, sy_tensor **out);

#endif
