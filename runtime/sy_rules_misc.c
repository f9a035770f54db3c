/* switchyard: the shape rules of the general-purpose ops declared with
 * `kernel: op` that have no ONNX operator of their own (flip, gelu_backward;
 * runtime/sy_rules.h). Each reads its attributes from the call record's
 * slots at the generated SY_ATTR_* indices. The signature's dtype checks
 * have run (sy_infer.c).
 */
#include <stdbool.h>
#include <stdio.h>
#include <string.h>

#include "sy_kernels.h"
#include "sy_rules.h"

sy_status sy__infer_flip(const sy__call *call, const char *op, sy__inferred *r)
{
    const sy_tensor *x = call->in[0];
    const sy_attr_value *axes = &call->attrs->x[SY_ATTR_FLIP_AXES];
    char s[SY__SHAPE_STR_MAX];
    bool seen[SY_MAX_RANK] = {false};
    if (axes->n > x->rank)
        return sy__fail(SY_E_INVALID_ARGUMENT, "sy_%s: %d axes for x %s of rank %d", op, axes->n,
                        sy__shape_str(x->shape, x->rank, s, sizeof s), x->rank);
    for (int j = 0; j < axes->n; j++) {
        int a;
        sy_status st = sy__rule_axis(op, "axes", axes->i[j], x->rank, &a);
        if (st != SY_OK)
            return st;
        if (seen[a])
            return sy__fail(SY_E_INVALID_ARGUMENT, "sy_%s: axis %d of x %s is in axes twice", op, a,
                            sy__shape_str(x->shape, x->rank, s, sizeof s));
        seen[a] = true;
    }
    r->rank = x->rank;
    memcpy(r->shape, x->shape, (size_t)x->rank * sizeof *r->shape);
    return SY_OK;
}

sy_status sy__infer_gelu_backward(const sy__call *call, const char *op, sy__inferred *r)
{
    const sy_tensor *dy = call->in[0], *x = call->in[1];
    char s1[SY__SHAPE_STR_MAX], s2[SY__SHAPE_STR_MAX];
    if (dy->rank != x->rank || memcmp(dy->shape, x->shape, (size_t)x->rank * sizeof *x->shape) != 0)
        return sy__fail(SY_E_SHAPE_MISMATCH, "sy_%s: dy %s and x %s must have one shape", op,
                        sy__shape_str(dy->shape, dy->rank, s1, sizeof s1), sy__shape_str(x->shape, x->rank, s2, sizeof s2));
    r->rank = x->rank;
    memcpy(r->shape, x->shape, (size_t)x->rank * sizeof *r->shape);
    return SY_OK;
}
