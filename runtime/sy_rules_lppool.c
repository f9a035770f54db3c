/* switchyard: the shape rules of lp_pool and lp_pool_backward
 * (runtime/sy_rules.h), on avg_pool's window checks (sy__pool_window_rule,
 * runtime/sy_rules_pool.c) and geometry (runtime/sy_pool.h). */
#include <stdio.h>
#include <string.h>

#include "sy_kernels.h"
#include "sy_rules.h"

static sy_status lp_p(const char *op, int64_t p)
{
    if (p < 1 || p > INT32_MAX)
        return sy__fail(SY_E_INVALID_ARGUMENT, "sy_%s: p is %lld; it takes 1..%lld (the Lp norm of each window)", op,
                        (long long)p, (long long)INT32_MAX);
    return SY_OK;
}

sy_status sy__infer_lp_pool(const sy__call *call, const char *op, sy__inferred *r)
{
    const sy_tensor *x = call->in[0];
    sy_status st = lp_p(op, call->attrs->x[SY_ATTR_LP_POOL_P].i[0]);
    if (st == SY_OK)
        st = sy__pool_window_rule(op, "x", x->shape, x->rank, call->attrs->x, SY_ATTR_LP_POOL_KERNEL,
                                  SY_ATTR_LP_POOL_STRIDE, SY_ATTR_LP_POOL_PADS, r->shape);
    if (st != SY_OK)
        return st;
    r->rank = x->rank;
    return sy__rule_check_shape(op, r->shape, r->rank, x->dtype);
}

sy_status sy__infer_lp_pool_backward(const sy__call *call, const char *op, sy__inferred *r)
{
    const sy_tensor *dy = call->in[0], *x = call->in[1], *y = call->in[2];
    char s1[SY__SHAPE_STR_MAX], s2[SY__SHAPE_STR_MAX], s3[SY__SHAPE_STR_MAX];
    int64_t want[SY_MAX_RANK];
    sy_status st = lp_p(op, call->attrs->x[SY_ATTR_LP_POOL_BACKWARD_P].i[0]);
    if (st == SY_OK)
        st = sy__pool_window_rule(op, "x", x->shape, x->rank, call->attrs->x, SY_ATTR_LP_POOL_BACKWARD_KERNEL,
                                  SY_ATTR_LP_POOL_BACKWARD_STRIDE, SY_ATTR_LP_POOL_BACKWARD_PADS, want);
    if (st != SY_OK)
        return st;
    for (int k = 0; k < 2; k++) {
        const sy_tensor *t = k ? y : dy;
        if (t->rank != x->rank || memcmp(t->shape, want, sizeof *want * (size_t)x->rank) != 0)
            return sy__fail(SY_E_SHAPE_MISMATCH, "sy_%s: %s is %s; lp_pool of x %s gives %s", op, k ? "y" : "dy",
                            sy__rule_shape_str(t->shape, t->rank, s1), sy__rule_shape_str(x->shape, x->rank, s2),
                            sy__rule_shape_str(want, x->rank, s3));
    }
    r->rank = x->rank;
    memcpy(r->shape, x->shape, sizeof *r->shape * (size_t)x->rank);
    return SY_OK;
}
