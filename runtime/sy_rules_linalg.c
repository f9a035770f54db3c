/* switchyard: the shape rules of the linear-algebra families declared with
 * `kernel: op` (det; runtime/sy_rules.h). The signature's dtype checks have
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

sy_status sy__infer_det(const sy__call *call, const char *op, sy__inferred *r)
{
    const sy_tensor *x = call->in[0];
    char s[SY__SHAPE_STR_MAX];
    if (x->rank < 2 || x->shape[x->rank - 1] != x->shape[x->rank - 2])
        return sy__fail(SY_E_SHAPE_MISMATCH, "sy_%s: x is %s; det takes square matrices [..., n, n]", op,
                        shp(x, s));
    r->rank = x->rank - 2;
    memcpy(r->shape, x->shape, sizeof r->shape);
    return SY_OK;
}
