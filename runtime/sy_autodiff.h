/* switchyard: the autodiff tape. A tracked tensor points at the node that
 * produced it (or at its leaf node); nodes point at their parents' nodes, so
 * the tape is the DAG reachable from a loss. Saved tensors are plain views
 * (inner device, no node), so no cycle can form. */
#ifndef SY_AUTODIFF_H
#define SY_AUTODIFF_H

#include "sy_internal.h"

enum { SY__NODE_LEAF = 0, SY__NODE_OP = 1, SY__NODE_MOVE = 2 };

typedef struct sy__node {
    atomic_long refs;
    uint8_t kind;
    uint8_t strategy;          /* sy_checkpointing of the context */
    sy_op op;                  /* SY__NODE_OP */
    sy__attrs attrs;
    int n_in;
    struct sy__node *parents[3];   /* retained; NULL for untracked inputs */
    sy_tensor *saved[3];           /* plain views of the inputs backward reads */
    sy_tensor *result;             /* plain view of the output, when backward reads it */
    sy_device in_device[3];        /* plain device of each input (a move: the source) */
    sy_dtype in_dtype[3];
    int in_rank[3];
    int64_t in_shape[3][SY_MAX_RANK];
    sy_device out_device;          /* plain device of the output */
    sy_dtype out_dtype;
    int out_rank;
    int64_t out_shape[SY_MAX_RANK];
    uint64_t seq;                  /* creation order: a topological order of the tape */
    struct sy__node *next_free;    /* sy__node_release's work list, once refs reached 0 */
} sy__node;

#endif
