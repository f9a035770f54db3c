/* switchyard: the capture graph, shared by the recording side
 * (sy_capture.c), the completion and replay side (sy_graph.c) and
 * the saved-graph files (sy_graph_write.c, sy_graph_load.c). */
#ifndef SY_CAPTURE_H
#define SY_CAPTURE_H

#include <pthread.h>
#include <stdio.h>

#include "sy_internal.h"

enum { SY__VALUE_INITIALIZER = 0, SY__VALUE_NODE = 1, SY__VALUE_RESULT = 2 };

/* One value of a graph: an initializer (data kept), an op node (its first
 * result) or a further result of the node `result` values before it (an op
 * of n_out results records n_out consecutive values). Value ids are 1-based
 * positions in the graph's value list. */
typedef struct sy__value {
    uint32_t id;
    uint8_t kind;
    sy_dtype dtype;
    int rank;
    int64_t shape[SY_MAX_RANK];
    /* initializer: contiguous host data */
    sy__storage *data;
    int64_t offset;
    /* node */
    sy_op op;
    sy__attrs attrs;
    int n_in;
    uint32_t *inputs; /* n_in value ids (host allocator), 0 for an absent optional input */
    uint8_t n_out;    /* node: its results */
    uint8_t result;   /* result: which of the node's results (1 ..) */
} sy__value;

typedef struct sy__capture {
    atomic_long refs;
    uint32_t id;
    pthread_mutex_t lock; /* guards everything below */
    bool live;
    bool completed;
    sy__value *values;
    size_t n_values, cap_values;
} sy__capture;

sy__capture *sy__capture_get(uint32_t id);
void sy__capture_drop(sy__capture *c);

/* ---- completed graphs ---------------------------------------------------- */

enum { SY__GV_INPUT = 0, SY__GV_CONSTANT = 1, SY__GV_NODE = 2, SY__GV_RESULT = 3 };

/* An absent optional input of a node (sy__gvalue.in). */
#define SY__GV_NONE UINT32_MAX

/* One value of a completed graph. Graph memory comes from the runtime's host
 * allocator, so sy_memory_stats counts graphs and allocation failures can be
 * injected (sy__host_fail_after). */
typedef struct sy__gvalue {
    uint8_t kind;
    sy_dtype dtype;
    int rank;
    int64_t shape[SY_MAX_RANK];
    sy__storage *data; /* constants: contiguous host data */
    int64_t offset;
    sy_op op;          /* nodes and results */
    sy__attrs attrs;
    int n_in;
    uint32_t *in;      /* nodes: n_in indices of earlier values or SY__GV_NONE (host allocator) */
    uint8_t n_out;     /* nodes: results, the first this value, the others the values after it */
    uint8_t result;    /* results: which of the node's (1 ..); the node is `result` values before */
    uint32_t consumers; /* nodes reading it, plus one if it is an output */
    int input_index;   /* inputs: position in the input list */
    /* nodes of a loaded graph (format version 3): attribute k is read from
     * value aref[k] - 1 when the node runs (0: the attribute is in attrs);
     * for the record families reshape, expand and reduce, aref[0] is their
     * shape or axis. A node with one checks its results' types at run time. */
    uint32_t aref[SY__MAX_ATTRS];
    bool dynamic;      /* checked when it runs: some aref is set, its op is `shape: values` or an input has '?' dims */
} sy__gvalue;

/* A list of values in which every node comes after its inputs, and the
 * outputs. capture_id is 0 for a graph read from a file. */
struct sy_graph {
    uint32_t capture_id;
    size_t n_values, n_inputs, n_outputs, n_nodes, n_constants;
    sy__gvalue *values;
    uint32_t *inputs;  /* value indices */
    uint32_t *outputs; /* value indices */
};

/* The first word of a saved graph (docs/graph-format.md), before its
 * SY_GRAPH_FORMAT_VERSION: written by sy_graph_write.c, read by
 * sy_graph_load.c. */
#define SY__GRAPH_MAGIC "switchyard-graph"

/* "[2, ?]": a saved graph's dims, '?' (-1) for one known only when the graph
 * runs (runtime/sy_graph.c). */
const char *sy__dims_str(const int64_t *shape, int rank, char *buf, size_t size);

#endif
