/* switchyard: the shape rules of mse_loss, its gradient op and embedding
 * (runtime/sy_rules.h). Each reads its attributes from the call record's
 * slots at the generated SY_ATTR_* indices; the signature's dtype checks have
 * run (sy_infer.c).
 */
#include <string.h>

#include "sy_kernels.h"
#include "sy_rules.h"

static int64_t slot_int(const sy__call *call, int slot) { return call->attrs->x[slot].i[0]; }

static int same_shape(const sy_tensor *a, const sy_tensor *b)
{
    return a->rank == b->rank && memcmp(a->shape, b->shape, (size_t)a->rank * sizeof *a->shape) == 0;
}

/* x and target of one shape (no broadcast) */
static sy_status fit_mse(const char *op, const sy_tensor *x, const sy_tensor *target)
{
    char s1[SY__SHAPE_STR_MAX], s2[SY__SHAPE_STR_MAX];
    if (!same_shape(x, target))
        return sy__fail(SY_E_SHAPE_MISMATCH, "sy_%s: x is %s and target %s; they must have one shape (no broadcast:"
                        " sy_expand the smaller first)", op, sy__shape_str(x->shape, x->rank, s1, sizeof s1),
                        sy__shape_str(target->shape, target->rank, s2, sizeof s2));
    return SY_OK;
}

sy_status sy__infer_mse_loss(const sy__call *call, const char *op, sy__inferred *r)
{
    const sy_tensor *x = call->in[0], *target = call->in[1];
    sy_status st = fit_mse(op, x, target);
    if (st != SY_OK)
        return st;
    r->rank = slot_int(call, SY_ATTR_MSE_LOSS_REDUCTION) == SY_MSE_LOSS_REDUCTION_NONE ? x->rank : 0;
    memcpy(r->shape, x->shape, (size_t)r->rank * sizeof *r->shape);
    return SY_OK;
}

sy_status sy__infer_mse_loss_backward(const sy__call *call, const char *op, sy__inferred *r)
{
    const sy_tensor *dy = call->in[0], *x = call->in[1], *target = call->in[2];
    char s1[SY__SHAPE_STR_MAX], s2[SY__SHAPE_STR_MAX];
    sy_status st = fit_mse(op, x, target);
    if (st != SY_OK)
        return st;
    const int none = slot_int(call, SY_ATTR_MSE_LOSS_BACKWARD_REDUCTION) == SY_MSE_LOSS_BACKWARD_REDUCTION_NONE;
    if (none ? !same_shape(dy, x) : dy->rank != 0)
        return sy__fail(SY_E_SHAPE_MISMATCH, "sy_%s: dy is %s and x %s; mse_loss with this reduction gives %s", op,
                        sy__shape_str(dy->shape, dy->rank, s1, sizeof s1),
                        sy__shape_str(x->shape, x->rank, s2, sizeof s2), none ? "x's shape" : "a scalar []");
    r->rank = x->rank;
    memcpy(r->shape, x->shape, (size_t)x->rank * sizeof *r->shape);
    return SY_OK;
}

sy_status sy__infer_embedding(const sy__call *call, const char *op, sy__inferred *r)
{
    const sy_tensor *w = call->in[0], *idx = call->in[1];
    char s1[SY__SHAPE_STR_MAX], s2[SY__SHAPE_STR_MAX];
    if (w->rank != 2)
        return sy__fail(SY_E_SHAPE_MISMATCH, "sy_%s: weight is %s; it must be [V, D] (rank 2)", op,
                        sy__shape_str(w->shape, w->rank, s1, sizeof s1));
    if (idx->rank + 1 > SY_MAX_RANK)
        return sy__fail(SY_E_SHAPE_MISMATCH, "sy_%s: indices %s give rank %d, more than %d", op,
                        sy__shape_str(idx->shape, idx->rank, s1, sizeof s1), idx->rank + 1, SY_MAX_RANK);
    if (w->shape[0] == 0 && idx->numel > 0)
        return sy__fail(SY_E_SHAPE_MISMATCH, "sy_%s: weight %s has no row; no index of indices %s can be in range",
                        op, sy__shape_str(w->shape, w->rank, s1, sizeof s1),
                        sy__shape_str(idx->shape, idx->rank, s2, sizeof s2));
    r->rank = idx->rank + 1;
    memcpy(r->shape, idx->shape, (size_t)idx->rank * sizeof *r->shape);
    r->shape[idx->rank] = w->shape[1];
    return SY_OK;
}
