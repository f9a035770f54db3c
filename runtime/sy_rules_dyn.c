/* switchyard: the shape rules of the ops of data-dependent shape
 * (runtime/sy_rules.h; families with `shape: values` in backends.yaml):
 * nonzero, compress, unique, range. A rule checks what shapes and
 * attributes say; each dimension the values decide is -1 here, and the
 * kernel's sizing call gives it when the op runs (runtime/sy_exec.c). A
 * capture device refuses these ops (runtime/sy_dispatch.c): it has no
 * values to size them from.
 */
#include <stdio.h>
#include <string.h>

#include "sy_kernels.h"
#include "sy_rules.h"

static const char *shp(const sy_tensor *t, char *buf)
{
    return sy__shape_str(t->shape, t->rank, buf, SY__SHAPE_STR_MAX);
}

sy_status sy__infer_nonzero(const sy__call *call, const char *op, sy__inferred *r)
{
    const sy_tensor *x = call->in[0];
    if (x->rank == 0)
        return sy__fail(SY_E_SHAPE_MISMATCH, "sy_%s: x is a scalar (rank 0); %s takes x of rank 1 or more", op, op);
    r->rank = 2;
    r->shape[0] = x->rank;
    r->shape[1] = -1;
    return SY_OK;
}

/* An axis attribute that may be SY_AXIS_ALL (x flattened): *axis is the
 * normalized axis or SY_AXIS_ALL; *len the elements along it. */
static sy_status axis_or_all(const char *op, int64_t v, const sy_tensor *x, int *axis, int64_t *len)
{
    if (v == SY_AXIS_ALL) {
        *axis = SY_AXIS_ALL;
        *len = x->numel;
        return SY_OK;
    }
    sy_status st = sy__rule_axis(op, "axis", v, x->rank, axis);
    if (st == SY_OK)
        *len = x->shape[*axis];
    return st;
}

static void shape_but_axis(const sy_tensor *x, int axis, int *rank, int64_t *shape)
{
    if (axis == SY_AXIS_ALL) {
        *rank = 1;
        shape[0] = -1;
        return;
    }
    *rank = x->rank;
    memcpy(shape, x->shape, (size_t)x->rank * sizeof *shape);
    shape[axis] = -1;
}

sy_status sy__infer_compress(const sy__call *call, const char *op, sy__inferred *r)
{
    const sy_tensor *x = call->in[0], *c = call->in[1];
    char s1[SY__SHAPE_STR_MAX], s2[SY__SHAPE_STR_MAX];
    int64_t len;
    sy_status st = axis_or_all(op, call->attrs->x[SY_ATTR_COMPRESS_AXIS].i[0], x, &r->axis, &len);
    if (st != SY_OK)
        return st;
    if (c->rank != 1)
        return sy__fail(SY_E_SHAPE_MISMATCH, "sy_%s: condition %s has rank %d; it must have rank 1", op, shp(c, s1),
                        c->rank);
    if (c->shape[0] > len)
        return sy__fail(SY_E_SHAPE_MISMATCH, "sy_%s: condition %s is longer than %s %lld of x %s", op, shp(c, s1),
                        r->axis == SY_AXIS_ALL ? "the element count" : "the axis's length", (long long)len,
                        shp(x, s2));
    shape_but_axis(x, r->axis, &r->rank, r->shape);
    return SY_OK;
}

sy_status sy__infer_unique(const sy__call *call, const char *op, sy__inferred *r)
{
    const sy_tensor *x = call->in[0];
    int64_t len;
    sy_status st = axis_or_all(op, call->attrs->x[SY_ATTR_UNIQUE_AXIS].i[0], x, &r->axis, &len);
    if (st != SY_OK)
        return st;
    shape_but_axis(x, r->axis, &r->rank, r->shape);
    for (int k = 0; k < 3; k++) {
        r->more_rank[k] = 1;
        r->more_shape[k][0] = k == 1 ? len : -1; /* indices, inverse_indices, counts */
    }
    return SY_OK;
}

sy_status sy__infer_range(const sy__call *call, const char *op, sy__inferred *r)
{
    char s[SY__SHAPE_STR_MAX];
    for (int i = 0; i < 3; i++)
        if (call->in[i]->numel != 1 || call->in[i]->rank > 1) {
            char name[SY__INPUT_NAME_MAX];
            return sy__fail(SY_E_SHAPE_MISMATCH, "sy_%s: %s is %s; it must be one number (rank 0, or [1])", op,
                            sy__input_name(call, i, name), shp(call->in[i], s));
        }
    r->rank = 1;
    r->shape[0] = -1;
    return SY_OK;
}
