/* switchyard: the shape rules of the scans and sorts (cumsum, topk, sort)
 * and of the gradient op of taking entries along an axis
 * (gather_elements_backward), families declared with `kernel: op`
 * (runtime/sy_rules.h). Each reads its attributes from the call record's
 * slots at the generated SY_ATTR_* indices. The signature's dtype checks have
 * run (sy_infer.c).
 */
#include <stdio.h>
#include <string.h>

#include "sy_kernels.h"
#include "sy_rules.h"

static const char *shp(const sy_tensor *t, char *buf)
{
    return sy__shape_str(t->shape, t->rank, buf, SY__SHAPE_STR_MAX);
}

static int64_t slot_int(const sy__call *call, int slot)
{
    return call->attrs->x[slot].i[0];
}

/* x of rank 1 or more, the axis in range, r the shape of x. */
static sy_status along_axis(const sy__call *call, const char *op, int slot, sy__inferred *r)
{
    const sy_tensor *x = call->in[0];
    if (x->rank == 0)
        return sy__fail(SY_E_SHAPE_MISMATCH, "sy_%s: x is a scalar; %s runs along an axis of rank 1 or more", op,
                        op);
    sy_status st = sy__rule_axis(op, "axis", slot_int(call, slot), x->rank, &r->axis);
    if (st != SY_OK)
        return st;
    r->rank = x->rank;
    memcpy(r->shape, x->shape, sizeof r->shape);
    return SY_OK;
}

/* The indices result (result 1) of x's shape as the values' (result 0). */
static void indices_like_values(sy__inferred *r)
{
    r->more_rank[0] = r->rank;
    memcpy(r->more_shape[0], r->shape, sizeof r->shape);
}

sy_status sy__infer_cumsum(const sy__call *call, const char *op, sy__inferred *r)
{
    return along_axis(call, op, SY_ATTR_CUMSUM_AXIS, r);
}

sy_status sy__infer_topk(const sy__call *call, const char *op, sy__inferred *r)
{
    const sy_tensor *x = call->in[0];
    char s1[SY__SHAPE_STR_MAX];
    sy_status st = along_axis(call, op, SY_ATTR_TOPK_AXIS, r);
    if (st != SY_OK)
        return st;
    const int64_t k = slot_int(call, SY_ATTR_TOPK_K);
    if (k < 0 || k > x->shape[r->axis])
        return sy__fail(SY_E_INVALID_ARGUMENT, "sy_%s: k is %lld; axis %d of x %s takes k in 0..%lld", op,
                        (long long)k, r->axis, shp(x, s1), (long long)x->shape[r->axis]);
    r->shape[r->axis] = k;
    indices_like_values(r);
    return SY_OK;
}

sy_status sy__infer_sort(const sy__call *call, const char *op, sy__inferred *r)
{
    sy_status st = along_axis(call, op, SY_ATTR_SORT_AXIS, r);
    if (st == SY_OK)
        indices_like_values(r);
    return st;
}

sy_status sy__infer_gather_elements_backward(const sy__call *call, const char *op, sy__inferred *r)
{
    const sy_tensor *dy = call->in[0], *idx = call->in[1];
    const sy_attr_value *shape = &call->attrs->x[SY_ATTR_GATHER_ELEMENTS_BACKWARD_SHAPE];
    char s1[SY__SHAPE_STR_MAX], s2[SY__SHAPE_STR_MAX], s3[SY__SHAPE_STR_MAX];
    char fn[64];
    snprintf(fn, sizeof fn, "sy_%s", op);
    int64_t ignored;
    sy_status st = sy__check_shape(fn, shape->i, shape->n, dy->dtype, &ignored);
    if (st != SY_OK)
        return st;
    if (shape->n == 0)
        return sy__fail(SY_E_SHAPE_MISMATCH, "sy_%s: shape [] is a scalar's; the op runs along an axis", op);
    st = sy__rule_axis(op, "axis", slot_int(call, SY_ATTR_GATHER_ELEMENTS_BACKWARD_AXIS), shape->n, &r->axis);
    if (st != SY_OK)
        return st;
    const int a = r->axis;
    sy__shape_str(shape->i, shape->n, s3, sizeof s3);
    bool fits = dy->rank == idx->rank && memcmp(dy->shape, idx->shape, (size_t)dy->rank * sizeof *dy->shape) == 0 &&
                dy->rank == shape->n;
    for (int j = 0; fits && j < shape->n; j++)
        fits = j == a || dy->shape[j] == shape->i[j];
    if (!fits)
        return sy__fail(SY_E_SHAPE_MISMATCH,
                        "sy_%s: dy is %s and indices %s; they take one shape, %s outside axis %d", op, shp(dy, s1),
                        shp(idx, s2), s3, a);
    if (shape->i[a] == 0 && idx->numel > 0)
        return sy__fail(SY_E_SHAPE_MISMATCH, "sy_%s: axis %d of %s is empty; no index can be in range", op, a, s3);
    r->rank = shape->n;
    memcpy(r->shape, shape->i, (size_t)shape->n * sizeof *r->shape);
    return SY_OK;
}
