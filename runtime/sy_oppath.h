/* switchyard: the steps of the op path, shared by sy_dispatch.c (context,
 * fast path, entry), sy_infer.c and sy_rules_nn.c (the signature's checks
 * and the shape rules, through sy_rules.h), sy_view.c (views), sy_exec.c
 * (kernels, staging) and sy_graph_load.c (which checks every node with the
 * op path's own rule). Internal. */
#ifndef SY_OPPATH_H
#define SY_OPPATH_H

#include "sy_internal.h"

/* What step 2 inferred about a call. */
typedef struct sy__inferred {
    sy_dtype key;  /* the dtype the op's dtype list and route are about */
    sy_dtype out_dtype;
    int rank;
    int64_t shape[SY_MAX_RANK];
    int axis;      /* reduce: normalized axis or SY_AXIS_ALL (-1 with a set of axes) */
    uint32_t axes; /* reduce over a SY_AXES set: bit j, axis j reduced (normalized); 0 otherwise */
    bool axes_moved; /* reduce over a set: in[0] is the input with the reduced axes moved last, contiguous */
    int64_t strides[SY_MAX_RANK]; /* views: the result's strides over the input's storage */
    int n_out;                    /* results: the first above, the others here */
    sy_dtype more_dtype[SY__MAX_OUT - 1];
    int more_rank[SY__MAX_OUT - 1];
    int64_t more_shape[SY__MAX_OUT - 1][SY_MAX_RANK];
    bool copy_first; /* views: over a contiguous copy of the input (a reshape of a strided one) */
} sy__inferred;

/* Step 2: the signature's dtype checks, the family's shape rule
 * (runtime/sy_rules.h), then the op's dtype list against the key dtype and
 * every type variable; errors name sy_<op>. The loader of saved graphs
 * checks every node with it (sy_graph_load.c). */
sy_status sy__infer_op(const sy__call *call, const char *op, sy__inferred *r);
/* The name of input i of call as errors print it: the signature's name, or
 * for a variadic input "xs[k]". */
#define SY__INPUT_NAME_MAX 48
const char *sy__input_name(const sy__call *call, int i, char *buf);

/* Step 3, remote devices: the whole call runs on the serving rank, which
 * answers with the results' handles and layouts (runtime/sy_remote.c). */
sy_status sy__remote_call(const sy__call *call, sy_device dev, const sy__inferred *r, sy_tensor **t);

/* Step 3: records call on its capture device: one value per result, each
 * a tensor of the inferred shape and dtype with no data; out[k] result k. */
sy_status sy__capture_record(const sy__call *call, uint32_t capture_id, const sy__inferred *r, sy_tensor **out);

/* Step 4: a view of call->in[0] sharing its storage, on dev. */
sy_status sy__make_view(const sy__call *call, const char *op, const sy__inferred *r, sy_device dev, sy_tensor **out);
/* Step 5: route, stage, run the kernel; a new tensor on dev. */
sy_status sy__exec_kernel(const sy__call *call, const char *op, const sy__inferred *r, sy_device dev,
                          sy_tensor **out);

#endif
