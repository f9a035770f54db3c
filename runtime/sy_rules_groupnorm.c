/* switchyard: the shape rules of group_norm and group_norm_backward
 * (runtime/sy_rules.h): x [N, C, ...] of rank 2 to 8, num_groups dividing C,
 * scale and bias of [C], epsilon a finite number >= 0. */
#include <math.h>
#include <stdio.h>
#include <string.h>

#include "sy_kernels.h"
#include "sy_rules.h"

static const char *shp(const sy_tensor *t, char *buf)
{
    return sy__shape_str(t->shape, t->rank, buf, SY__SHAPE_STR_MAX);
}

/* x, scale (NULL: left out) and the attributes at their slots */
static sy_status group_rule(const char *op, const sy_tensor *x, const sy_tensor *scale, const sy_tensor *bias,
                            int64_t groups, double eps)
{
    char s1[SY__SHAPE_STR_MAX], s2[SY__SHAPE_STR_MAX];
    if (x->rank < 2)
        return sy__fail(SY_E_SHAPE_MISMATCH, "sy_%s: x is %s; it takes rank 2 or more (N, C, ...)", op, shp(x, s1));
    const int64_t c = x->shape[1];
    if (groups < 1 || groups > INT32_MAX || (c > 0 && (groups > c || c % groups != 0)))
        return sy__fail(SY_E_INVALID_ARGUMENT, "sy_%s: num_groups is %lld; x %s takes a divisor of its %lld channels",
                        op, (long long)groups, shp(x, s1), (long long)c);
    if (!(eps >= 0) || isinf(eps))
        return sy__fail(SY_E_INVALID_ARGUMENT, "sy_%s: epsilon %g is not a finite number >= 0", op, eps);
    for (int k = 0; k < 2; k++) {
        const sy_tensor *w = k ? bias : scale;
        if (w && (w->rank != 1 || w->shape[0] != c))
            return sy__fail(SY_E_SHAPE_MISMATCH, "sy_%s: %s is %s; x %s takes [%lld], one per channel", op,
                            k ? "bias" : "scale", shp(w, s1), shp(x, s2), (long long)c);
    }
    return SY_OK;
}

sy_status sy__infer_group_norm(const sy__call *call, const char *op, sy__inferred *r)
{
    const sy_tensor *x = call->in[0];
    sy_status st = group_rule(op, x, call->in[1], call->in[2], call->attrs->x[SY_ATTR_GROUP_NORM_NUM_GROUPS].i[0],
                              call->attrs->x[SY_ATTR_GROUP_NORM_EPSILON].f);
    if (st != SY_OK)
        return st;
    r->rank = x->rank;
    memcpy(r->shape, x->shape, sizeof r->shape);
    return SY_OK;
}

sy_status sy__infer_group_norm_backward(const sy__call *call, const char *op, sy__inferred *r)
{
    const sy_tensor *dy = call->in[0], *x = call->in[1];
    char s1[SY__SHAPE_STR_MAX], s2[SY__SHAPE_STR_MAX];
    sy_status st = group_rule(op, x, call->in[2], NULL, call->attrs->x[SY_ATTR_GROUP_NORM_BACKWARD_NUM_GROUPS].i[0],
                              call->attrs->x[SY_ATTR_GROUP_NORM_BACKWARD_EPSILON].f);
    if (st != SY_OK)
        return st;
    const int64_t wrt = call->attrs->x[SY_ATTR_GROUP_NORM_BACKWARD_WRT].i[0];
    if (wrt < 0 || wrt > 2)
        return sy__fail(SY_E_INVALID_ARGUMENT, "sy_%s: wrt is %lld; it takes 0 (x), 1 (scale) or 2 (bias)", op,
                        (long long)wrt);
    if (dy->rank != x->rank || memcmp(dy->shape, x->shape, sizeof *x->shape * (size_t)x->rank) != 0)
        return sy__fail(SY_E_SHAPE_MISMATCH, "sy_%s: dy is %s; x %s takes its own shape", op, shp(dy, s1),
                        shp(x, s2));
    if (wrt == 0) {
        r->rank = x->rank;
        memcpy(r->shape, x->shape, sizeof r->shape);
    } else {
        r->rank = 1;
        r->shape[0] = x->shape[1];
    }
    return SY_OK;
}
