/* switchyard: the shape rules of the scans and sorts (cumsum, topk, sort),
 * families declared with `kernel: op` (their gradient op,
 * gather_elements_backward, is the indexing ops', runtime/sy_rules_index.c)
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
