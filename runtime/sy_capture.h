/* switchyard: the capture graph, shared by the recording side
 * (sy_capture.c) and the completion, writing and replay side. */
#ifndef SY_CAPTURE_H
#define SY_CAPTURE_H

#include <pthread.h>

#include "sy_internal.h"

enum { SY__VALUE_INITIALIZER = 0, SY__VALUE_NODE = 1 };

/* One value of a graph: an initializer (data kept) or an op node. Value ids
 * are 1-based positions in the graph's value list. */
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
    uint32_t inputs[3];
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

#endif
