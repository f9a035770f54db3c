/* switchyard: the shape rules of the families declared with `kernel: op`
 * whose ops a neural network needs (runtime/sy_rules.h). Each reads its
 * attributes from the call record's slots at the generated SY_ATTR_*
 * indices, so a signature that drops an attribute the rule reads fails to
 * compile here. The signature's dtype checks have run (sy_infer.c).
 */
#include <math.h>
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

sy_status sy__infer_softmax(const sy__call *call, const char *op, sy__inferred *r)
{
    const sy_tensor *x = call->in[0];
    sy_status st = sy__rule_axis(op, "axis", slot_int(call, SY_ATTR_SOFTMAX_AXIS), x->rank, &r->axis);
    if (st != SY_OK)
        return st;
    r->rank = x->rank;
    memcpy(r->shape, x->shape, sizeof r->shape);
    return SY_OK;
}

sy_status sy__infer_argmax(const sy__call *call, const char *op, sy__inferred *r)
{
    const sy_tensor *x = call->in[0];
    char s[SY__SHAPE_STR_MAX];
    sy_status st = sy__rule_axis(op, "axis", slot_int(call, SY_ATTR_ARGMAX_AXIS), x->rank, &r->axis);
    if (st != SY_OK)
        return st;
    if (x->shape[r->axis] == 0)
        return sy__fail(SY_E_SHAPE_MISMATCH, "sy_%s: axis %d of %s is empty; no element to pick", op, r->axis,
                        shp(x, s));
    const bool keepdim = slot_int(call, SY_ATTR_ARGMAX_KEEPDIM) != 0;
    r->rank = 0;
    for (int j = 0; j < x->rank; j++) {
        if (j != r->axis)
            r->shape[r->rank++] = x->shape[j];
        else if (keepdim)
            r->shape[r->rank++] = 1;
    }
    return SY_OK;
}

sy_status sy__infer_concat(const sy__call *call, const char *op, sy__inferred *r)
{
    const sy_tensor *first = call->in[0];
    char s1[SY__SHAPE_STR_MAX], s2[SY__SHAPE_STR_MAX];
    if (first->rank == 0)
        return sy__fail(SY_E_SHAPE_MISMATCH, "sy_%s: xs[0] is a scalar; concat joins tensors of rank 1 or more", op);
    sy_status st = sy__rule_axis(op, "axis", slot_int(call, SY_ATTR_CONCAT_AXIS), first->rank, &r->axis);
    if (st != SY_OK)
        return st;
    r->rank = first->rank;
    memcpy(r->shape, first->shape, sizeof r->shape);
    for (int i = 1; i < call->n_in; i++) {
        const sy_tensor *t = call->in[i];
        bool fits = t->rank == first->rank;
        for (int j = 0; fits && j < t->rank; j++)
            fits = j == r->axis || t->shape[j] == first->shape[j];
        if (!fits)
            return sy__fail(SY_E_SHAPE_MISMATCH, "sy_%s: xs[%d] %s does not fit xs[0] %s outside axis %d", op, i,
                            shp(t, s1), shp(first, s2), r->axis);
        if (r->shape[r->axis] > INT64_MAX / 4 - t->shape[r->axis])
            return sy__fail(SY_E_INVALID_ARGUMENT, "sy_%s: the joined axis is too long", op);
        r->shape[r->axis] += t->shape[r->axis];
    }
    int64_t ignored;
    char fn[64];
    snprintf(fn, sizeof fn, "sy_%s", op);
    return sy__check_shape(fn, r->shape, r->rank, first->dtype, &ignored);
}

sy_status sy__infer_gather(const sy__call *call, const char *op, sy__inferred *r)
{
    const sy_tensor *x = call->in[0], *idx = call->in[1];
    char s1[SY__SHAPE_STR_MAX], s2[SY__SHAPE_STR_MAX];
    sy_status st = sy__rule_axis(op, "axis", slot_int(call, SY_ATTR_GATHER_AXIS), x->rank, &r->axis);
    if (st != SY_OK)
        return st;
    if (x->rank - 1 + idx->rank > SY_MAX_RANK)
        return sy__fail(SY_E_SHAPE_MISMATCH, "sy_%s: gathering %s from %s gives rank %d, more than %d", op,
                        shp(idx, s1), shp(x, s2), x->rank - 1 + idx->rank, SY_MAX_RANK);
    if (x->shape[r->axis] == 0 && idx->numel > 0)
        return sy__fail(SY_E_SHAPE_MISMATCH, "sy_%s: axis %d of %s is empty; no index can be in range", op, r->axis,
                        shp(x, s2));
    r->rank = 0;
    for (int j = 0; j < r->axis; j++)
        r->shape[r->rank++] = x->shape[j];
    for (int j = 0; j < idx->rank; j++)
        r->shape[r->rank++] = idx->shape[j];
    for (int j = r->axis + 1; j < x->rank; j++)
        r->shape[r->rank++] = x->shape[j];
    return SY_OK;
}

sy_status sy__infer_layer_norm(const sy__call *call, const char *op, sy__inferred *r)
{
    const sy_tensor *x = call->in[0];
    char s1[SY__SHAPE_STR_MAX], s2[SY__SHAPE_STR_MAX], s3[SY__SHAPE_STR_MAX];
    int axis;
    sy_status st = sy__rule_axis(op, "axis", slot_int(call, SY_ATTR_LAYER_NORM_AXIS), x->rank, &axis);
    if (st != SY_OK)
        return st;
    const double eps = call->attrs->x[SY_ATTR_LAYER_NORM_EPSILON].f;
    if (!(eps >= 0) || isinf(eps))
        return sy__fail(SY_E_INVALID_ARGUMENT, "sy_%s: epsilon %g is not a finite number >= 0", op, eps);
    const int norm = x->rank - axis; /* the normalized axes */
    for (int i = 1; i < 3; i++) {
        const sy_tensor *w = call->in[i];
        if (w && (w->rank != norm || memcmp(w->shape, x->shape + axis, (size_t)norm * sizeof *w->shape) != 0))
            return sy__fail(SY_E_SHAPE_MISMATCH, "sy_%s: %s is %s; normalizing %s from axis %d takes %s", op,
                            i == 1 ? "weight" : "bias", shp(w, s1), shp(x, s2), axis,
                            sy__shape_str(x->shape + axis, norm, s3, sizeof s3));
    }
    r->axis = axis;
    r->rank = x->rank;
    memcpy(r->shape, x->shape, sizeof r->shape);
    for (int k = 0; k < 2; k++) {
        r->more_rank[k] = x->rank;
        for (int j = 0; j < x->rank; j++)
            r->more_shape[k][j] = j < axis ? x->shape[j] : 1;
    }
    return SY_OK;
}

sy_status sy__infer_pad(const sy__call *call, const char *op, sy__inferred *r)
{
    const sy_tensor *x = call->in[0];
    const sy_attr_value *pads = &call->attrs->x[SY_ATTR_PAD_PADS];
    const int64_t mode = slot_int(call, SY_ATTR_PAD_MODE);
    char s1[SY__SHAPE_STR_MAX];
    if (pads->n != 2 * x->rank)
        return sy__fail(SY_E_INVALID_ARGUMENT, "sy_%s: pads has %d values; %s takes 2 per axis, %d", op, pads->n,
                        shp(x, s1), 2 * x->rank);
    r->rank = x->rank;
    for (int j = 0; j < x->rank; j++) {
        const int64_t lo = pads->i[j], hi = pads->i[j + x->rank], d = x->shape[j];
        if (lo < 0 || hi < 0)
            return sy__fail(SY_E_INVALID_ARGUMENT, "sy_%s: pads of axis %d are %lld and %lld; negative pads (cropping)"
                            " are not supported", op, j, (long long)lo, (long long)hi);
        if (mode == SY_PAD_MODE_REFLECT && (lo >= d || hi >= d) && (lo > 0 || hi > 0))
            return sy__fail(SY_E_INVALID_ARGUMENT, "sy_%s: reflect pads of axis %d (%lld and %lld) must be below its"
                            " dimension %lld", op, j, (long long)lo, (long long)hi, (long long)d);
        if (mode == SY_PAD_MODE_EDGE && d == 0 && (lo > 0 || hi > 0))
            return sy__fail(SY_E_INVALID_ARGUMENT, "sy_%s: axis %d of %s is empty; it has no edge to repeat", op, j,
                            shp(x, s1));
        if (lo > INT64_MAX / 4 - d || hi > INT64_MAX / 4 - d - lo)
            return sy__fail(SY_E_INVALID_ARGUMENT, "sy_%s: pads of axis %d are too large", op, j);
        r->shape[j] = d + lo + hi;
    }
    int64_t ignored;
    char fn[64];
    snprintf(fn, sizeof fn, "sy_%s", op);
    return sy__check_shape(fn, r->shape, r->rank, x->dtype, &ignored);
}
