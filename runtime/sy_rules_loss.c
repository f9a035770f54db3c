/* switchyard: the shape rules of the losses (runtime/sy_rules.h): nll_loss
 * and its gradient op. Each reads its attributes from the call record's
 * slots at the generated SY_ATTR_* indices. The signature's dtype checks have
 * run (sy_infer.c); the kernels check the target values.
 */
#include <stdio.h>
#include <string.h>

#include "sy_kernels.h"
#include "sy_rules.h"

static int64_t slot_int(const sy__call *call, int slot) { return call->attrs->x[slot].i[0]; }

/* x's shape xs[0..xr) (x itself, or nll_loss_backward's `shape`) against
 * target and weight: x of rank 2 or more, target x's shape without axis 1,
 * weight [C] when given. `what` names x ("x", "shape"). */
static sy_status fit_loss(const char *op, const char *what, const int64_t *xs, int xr, const sy_tensor *target,
                          const sy_tensor *weight)
{
    char s1[SY__SHAPE_STR_MAX], s2[SY__SHAPE_STR_MAX], s3[SY__SHAPE_STR_MAX];
    sy__shape_str(xs, xr, s1, sizeof s1);
    if (xr < 2)
        return sy__fail(SY_E_SHAPE_MISMATCH, "sy_%s: %s is %s; it must be [N, C] or [N, C, d1, ..., dk] (rank 2 or"
                        " more)", op, what, s1);
    int64_t want[SY_MAX_RANK];
    want[0] = xs[0];
    for (int j = 2; j < xr; j++)
        want[j - 1] = xs[j];
    if (target->rank != xr - 1 || memcmp(target->shape, want, (size_t)(xr - 1) * sizeof *want) != 0)
        return sy__fail(SY_E_SHAPE_MISMATCH, "sy_%s: target is %s and %s %s; target must be %s (%s without axis 1)",
                        op, sy__shape_str(target->shape, target->rank, s2, sizeof s2), what, s1,
                        sy__shape_str(want, xr - 1, s3, sizeof s3), what);
    if (weight && (weight->rank != 1 || weight->shape[0] != xs[1]))
        return sy__fail(SY_E_SHAPE_MISMATCH, "sy_%s: weight is %s and %s %s; weight must be [%lld] (one per class)",
                        op, sy__shape_str(weight->shape, weight->rank, s2, sizeof s2), what, s1, (long long)xs[1]);
    return SY_OK;
}

/* the loss: target's shape (none), a scalar (sum, mean) */
static void loss_shape(const sy_tensor *target, int64_t reduction, int none, int *rank, int64_t *shape)
{
    *rank = reduction == none ? target->rank : 0;
    memcpy(shape, target->shape, (size_t)*rank * sizeof *shape);
}

sy_status sy__infer_nll_loss(const sy__call *call, const char *op, sy__inferred *r)
{
    const sy_tensor *x = call->in[0], *target = call->in[1], *weight = call->in[2];
    sy_status st = fit_loss(op, "x", x->shape, x->rank, target, weight);
    if (st != SY_OK)
        return st;
    loss_shape(target, slot_int(call, SY_ATTR_NLL_LOSS_REDUCTION), SY_NLL_LOSS_REDUCTION_NONE, &r->rank, r->shape);
    return SY_OK;
}

sy_status sy__infer_nll_loss_backward(const sy__call *call, const char *op, sy__inferred *r)
{
    const sy_tensor *dy = call->in[0], *target = call->in[1], *weight = call->in[2];
    const sy_attr_value *shape = &call->attrs->x[SY_ATTR_NLL_LOSS_BACKWARD_SHAPE];
    char s1[SY__SHAPE_STR_MAX], s2[SY__SHAPE_STR_MAX];
    if (slot_int(call, SY_ATTR_NLL_LOSS_BACKWARD_WRT_WEIGHT))
        return sy__fail(SY_E_UNSUPPORTED, "sy_%s: the gradient of nll_loss with respect to weight is not supported"
                        " (PyTorch's nll_loss has none either); leave weight untracked (sy_inner)", op);
    char fn[64];
    snprintf(fn, sizeof fn, "sy_%s", op);
    int64_t ignored;
    sy_status st = sy__check_shape(fn, shape->i, shape->n, dy->dtype, &ignored);
    if (st == SY_OK)
        st = fit_loss(op, "shape", shape->i, shape->n, target, weight);
    if (st != SY_OK)
        return st;
    int rank;
    int64_t want[SY_MAX_RANK];
    loss_shape(target, slot_int(call, SY_ATTR_NLL_LOSS_BACKWARD_REDUCTION), SY_NLL_LOSS_BACKWARD_REDUCTION_NONE,
               &rank, want);
    if (dy->rank != rank || memcmp(dy->shape, want, (size_t)rank * sizeof *want) != 0)
        return sy__fail(SY_E_SHAPE_MISMATCH, "sy_%s: dy is %s; nll_loss of target %s with this reduction gives %s",
                        op, sy__shape_str(dy->shape, dy->rank, s1, sizeof s1),
                        sy__shape_str(target->shape, target->rank, s2, sizeof s2),
                        rank ? "target's shape" : "a scalar []");
    r->rank = shape->n;
    memcpy(r->shape, shape->i, (size_t)shape->n * sizeof *r->shape);
    return SY_OK;
}
