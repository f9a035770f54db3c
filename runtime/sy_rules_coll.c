/* switchyard: the shape rules of the collectives all_gather and
 * reduce_scatter (runtime/sy_rules.h; all_reduce and broadcast keep their
 * input's shape, rule `same`). The slot checks have run (sy_infer.c): the
 * communicator is a live one. A rule refuses only what every rank would
 * refuse alike or what is wrong on one rank alone and cannot be exchanged
 * (a rank that fails here never reaches the kernel's metadata exchange, and
 * the others wait for it until the deadline, SY_MPI_TIMEOUT). */
#include <string.h>

#include "sy_kernels.h"
#include "sy_rules.h"

sy_status sy__infer_all_gather(const sy__call *call, const char *op, sy__inferred *r)
{
    const sy_tensor *x = call->in[0];
    int size = 0; /* the slot check found the communicator live: sy_comm_size cannot fail here */
    sy_comm_size(sy__comm_of_id(call->attrs->x[SY_ATTR_ALL_GATHER_COMM].i[0]), &size);
    if (x->rank >= SY_MAX_RANK) {
        char s[SY__SHAPE_STR_MAX];
        return sy__fail(SY_E_UNSUPPORTED, "sy_%s: x %s has rank %d; the result's new leading axis would pass "
                        "SY_MAX_RANK (%d)", op, sy__shape_str(x->shape, x->rank, s, sizeof s), x->rank, SY_MAX_RANK);
    }
    r->rank = x->rank + 1;
    r->shape[0] = size;
    memcpy(r->shape + 1, x->shape, sizeof(int64_t) * (size_t)x->rank);
    return SY_OK;
}

sy_status sy__infer_reduce_scatter(const sy__call *call, const char *op, sy__inferred *r)
{
    const sy_tensor *x = call->in[0];
    if (x->rank < 1)
        return sy__fail(SY_E_SHAPE_MISMATCH, "sy_%s: x is a scalar; it needs a leading axis of the communicator's "
                        "size, one slice per rank", op);
    r->rank = x->rank - 1;
    memcpy(r->shape, x->shape + 1, sizeof(int64_t) * (size_t)r->rank);
    return SY_OK;
}
