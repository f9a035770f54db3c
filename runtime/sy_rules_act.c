/* switchyard: the shape rules of prelu and clip (runtime/sy_rules.h); the
 * activations of float parameters take sy__infer_same. The signature's dtype
 * checks have run (sy_infer.c): slope, low and high have x's dtype. */
#include <stdio.h>
#include <string.h>

#include "sy_internal.h"
#include "sy_rules.h"

sy_status sy__infer_clip(const sy__call *call, const char *op, sy__inferred *r)
{
    const sy_tensor *x = call->in[0];
    char s1[SY__SHAPE_STR_MAX], s2[SY__SHAPE_STR_MAX];
    for (int i = 1; i < 3; i++) {
        const sy_tensor *b = call->in[i];
        if (b && sy__numel(b->shape, b->rank) != 1)
            return sy__fail(SY_E_SHAPE_MISMATCH, "sy_%s: %s is %s; it must hold one element (a scalar) to bound x %s",
                            op, i == 1 ? "low" : "high", sy__shape_str(b->shape, b->rank, s1, sizeof s1),
                            sy__shape_str(x->shape, x->rank, s2, sizeof s2));
    }
    r->rank = x->rank;
    memcpy(r->shape, x->shape, sizeof r->shape);
    return SY_OK;
}

sy_status sy__infer_prelu(const sy__call *call, const char *op, sy__inferred *r)
{
    const sy_tensor *x = call->in[0], *s = call->in[1];
    char s1[SY__SHAPE_STR_MAX], s2[SY__SHAPE_STR_MAX];
    bool fits = s->rank <= x->rank;
    for (int j = 1; fits && j <= s->rank; j++)
        fits = s->shape[s->rank - j] == 1 || s->shape[s->rank - j] == x->shape[x->rank - j];
    if (!fits)
        return sy__fail(SY_E_SHAPE_MISMATCH,
                        "sy_%s: slope %s does not broadcast to x %s (its dimensions, aligned at the"
                        " end, must be x's or 1)",
                        op, sy__shape_str(s->shape, s->rank, s1, sizeof s1),
                        sy__shape_str(x->shape, x->rank, s2, sizeof s2));
    r->rank = x->rank;
    memcpy(r->shape, x->shape, sizeof r->shape);
    return SY_OK;
}
