/* switchyard: the shape rules of the linear-algebra families declared with
 * `kernel: op` (det, reverse_sequence; runtime/sy_rules.h). The signature's dtype checks have
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

sy_status sy__infer_reverse_sequence(const sy__call *call, const char *op, sy__inferred *r)
{
    const sy_tensor *x = call->in[0], *lens = call->in[1];
    const int64_t b = call->attrs->x[SY_ATTR_REVERSE_SEQUENCE_BATCH_AXIS].i[0];
    const int64_t t = call->attrs->x[SY_ATTR_REVERSE_SEQUENCE_TIME_AXIS].i[0];
    char s[SY__SHAPE_STR_MAX], s2[SY__SHAPE_STR_MAX];
    if (x->rank < 2)
        return sy__fail(SY_E_SHAPE_MISMATCH, "sy_%s: x is %s; reverse_sequence takes a rank of 2 or more", op,
                        shp(x, s));
    if (!((b == 0 && t == 1) || (b == 1 && t == 0)))
        return sy__fail(SY_E_INVALID_ARGUMENT, "sy_%s: batch_axis %lld and time_axis %lld; they are 0 and 1, one"
                        " each", op, (long long)b, (long long)t);
    if (lens->rank != 1 || lens->shape[0] != x->shape[b])
        return sy__fail(SY_E_SHAPE_MISMATCH, "sy_%s: sequence_lens is %s for x %s; it is [%lld], one length per"
                        " batch entry (axis %lld)", op, shp(lens, s), shp(x, s2), (long long)x->shape[b],
                        (long long)b);
    r->rank = x->rank;
    memcpy(r->shape, x->shape, sizeof r->shape);
    return SY_OK;
}
