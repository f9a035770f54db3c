/* switchyard: the shape rules of the indexing ops (runtime/sy_rules.h):
 * gather_elements, scatter_elements, gather_nd, scatter_nd, one_hot and
 * their gradient ops. Each reads its
 * attributes from the call record's slots at the generated SY_ATTR_*
 * indices. The signature's dtype checks have run (sy_infer.c); the kernels
 * check the index values.
 */
#include <stdio.h>
#include <string.h>

#include "sy_kernels.h"
#include "sy_rules.h"

static int64_t slot_int(const sy__call *call, int slot) { return call->attrs->x[slot].i[0]; }

/* indices (of shape is[0..irank)) against data of shape ds[0..drank) along
 * axis a (normalized): the same rank, no dimension longer outside the axis,
 * and no index into an empty axis. `what` names the data ("x", "shape"). */
static sy_status fit_elements(const char *op, const char *what, const int64_t *ds, int drank, const sy_tensor *idx,
                              int a)
{
    char s1[SY__SHAPE_STR_MAX], s2[SY__SHAPE_STR_MAX];
    sy__shape_str(ds, drank, s2, sizeof s2);
    sy__shape_str(idx->shape, idx->rank, s1, sizeof s1);
    if (idx->rank != drank)
        return sy__fail(SY_E_SHAPE_MISMATCH, "sy_%s: indices %s has rank %d, %s %s rank %d; they must be equal", op, s1,
                        idx->rank, what, s2, drank);
    for (int j = 0; j < drank; j++)
        if (j != a && idx->shape[j] > ds[j])
            return sy__fail(SY_E_SHAPE_MISMATCH,
                            "sy_%s: indices %s is longer than %s %s along axis %d (only axis %d may be longer)", op, s1,
                            what, s2, j, a);
    if (ds[a] == 0 && idx->numel > 0)
        return sy__fail(SY_E_SHAPE_MISMATCH, "sy_%s: axis %d of %s is empty; no index can be in range", op, a, s2);
    return SY_OK;
}

static sy_status same_shape(const char *op, const char *name, const sy_tensor *t, const char *other_name,
                            const int64_t *shape, int rank)
{
    char s1[SY__SHAPE_STR_MAX], s2[SY__SHAPE_STR_MAX];
    if (t->rank == rank && memcmp(t->shape, shape, (size_t)rank * sizeof *shape) == 0)
        return SY_OK;
    return sy__fail(SY_E_SHAPE_MISMATCH, "sy_%s: %s is %s, %s %s; they must have one shape", op, name,
                    sy__shape_str(t->shape, t->rank, s1, sizeof s1), other_name,
                    sy__shape_str(shape, rank, s2, sizeof s2));
}

static void set_shape(sy__inferred *r, const int64_t *shape, int rank)
{
    r->rank = rank;
    memcpy(r->shape, shape, (size_t)rank * sizeof *shape);
}

sy_status sy__infer_gather_elements(const sy__call *call, const char *op, sy__inferred *r)
{
    const sy_tensor *x = call->in[0], *idx = call->in[1];
    sy_status st = sy__rule_axis(op, "axis", slot_int(call, SY_ATTR_GATHER_ELEMENTS_AXIS), x->rank, &r->axis);
    if (st == SY_OK)
        st = fit_elements(op, "x", x->shape, x->rank, idx, r->axis);
    if (st != SY_OK)
        return st;
    set_shape(r, idx->shape, idx->rank);
    return SY_OK;
}

sy_status sy__infer_gather_elements_backward(const sy__call *call, const char *op, sy__inferred *r)
{
    const sy_tensor *dy = call->in[0], *idx = call->in[1];
    const sy_attr_value *shape = &call->attrs->x[SY_ATTR_GATHER_ELEMENTS_BACKWARD_SHAPE];
    char fn[64];
    snprintf(fn, sizeof fn, "sy_%s", op);
    int64_t ignored;
    sy_status st = sy__check_shape(fn, shape->i, shape->n, dy->dtype, &ignored);
    if (st == SY_OK)
        st = sy__rule_axis(op, "axis", slot_int(call, SY_ATTR_GATHER_ELEMENTS_BACKWARD_AXIS), shape->n, &r->axis);
    if (st == SY_OK)
        st = fit_elements(op, "shape", shape->i, shape->n, idx, r->axis);
    if (st == SY_OK)
        st = same_shape(op, "dy", dy, "indices", idx->shape, idx->rank);
    if (st != SY_OK)
        return st;
    set_shape(r, shape->i, shape->n);
    return SY_OK;
}

sy_status sy__infer_scatter_elements(const sy__call *call, const char *op, sy__inferred *r)
{
    const sy_tensor *x = call->in[0], *idx = call->in[1], *upd = call->in[2];
    sy_status st = sy__rule_axis(op, "axis", slot_int(call, SY_ATTR_SCATTER_ELEMENTS_AXIS), x->rank, &r->axis);
    if (st == SY_OK)
        st = fit_elements(op, "x", x->shape, x->rank, idx, r->axis);
    if (st == SY_OK)
        st = same_shape(op, "updates", upd, "indices", idx->shape, idx->rank);
    if (st != SY_OK)
        return st;
    set_shape(r, x->shape, x->rank);
    return SY_OK;
}

sy_status sy__infer_scatter_elements_backward(const sy__call *call, const char *op, sy__inferred *r)
{
    const sy_tensor *dy = call->in[0], *idx = call->in[1], *upd = call->in[2];
    sy_status st =
        sy__rule_axis(op, "axis", slot_int(call, SY_ATTR_SCATTER_ELEMENTS_BACKWARD_AXIS), dy->rank, &r->axis);
    if (st == SY_OK)
        st = fit_elements(op, "dy", dy->shape, dy->rank, idx, r->axis);
    if (st == SY_OK)
        st = same_shape(op, "updates", upd, "indices", idx->shape, idx->rank);
    if (st != SY_OK)
        return st;
    if (slot_int(call, SY_ATTR_SCATTER_ELEMENTS_BACKWARD_WRT_UPDATES))
        set_shape(r, idx->shape, idx->rank);
    else
        set_shape(r, dy->shape, dy->rank);
    return SY_OK;
}

/* indices of rank q >= 1 whose last dimension m (1..rank - batch_dims) counts
 * the indices of a tuple, into data of shape ds (rank r) past batch_dims
 * leading axes that both share; `what` names the data */
static sy_status fit_nd(const char *op, const char *what, const int64_t *ds, int r, const sy_tensor *idx, int64_t b)
{
    char s1[SY__SHAPE_STR_MAX], s2[SY__SHAPE_STR_MAX];
    sy__shape_str(ds, r, s2, sizeof s2);
    sy__shape_str(idx->shape, idx->rank, s1, sizeof s1);
    if (idx->rank < 1)
        return sy__fail(SY_E_SHAPE_MISMATCH,
                        "sy_%s: indices is a scalar; its last axis must count the indices of a"
                        " tuple",
                        op);
    if (b < 0 || b >= idx->rank || b >= r)
        return sy__fail(SY_E_INVALID_ARGUMENT, "sy_%s: batch_dims %lld is not below the ranks of indices %s and %s %s",
                        op, (long long)b, s1, what, s2);
    const int64_t m = idx->shape[idx->rank - 1];
    if (m < 1 || m > r - b)
        return sy__fail(SY_E_SHAPE_MISMATCH,
                        "sy_%s: indices %s gives tuples of %lld, and %s %s takes 1 to %lld past batch_dims %lld", op,
                        s1, (long long)m, what, s2, (long long)(r - b), (long long)b);
    for (int j = 0; j < b; j++)
        if (idx->shape[j] != ds[j])
            return sy__fail(SY_E_SHAPE_MISMATCH, "sy_%s: indices %s and %s %s differ along batch axis %d", op, s1, what,
                            s2, j);
    for (int j = (int)b; j < (int)(b + m); j++)
        if (ds[j] == 0 && idx->numel > 0)
            return sy__fail(SY_E_SHAPE_MISMATCH, "sy_%s: axis %d of %s is empty; no index can be in range", op, j, s2);
    return SY_OK;
}

/* idx.shape[:-1] + ds[b + m:], the shape a gather_nd gives (and updates has) */
static sy_status nd_shape(const char *op, const int64_t *ds, int r, const sy_tensor *idx, int64_t b, int64_t *out,
                          int *rank)
{
    const int m = (int)idx->shape[idx->rank - 1];
    const int n = idx->rank - 1 + r - (int)b - m;
    if (n > SY_MAX_RANK)
        return sy__fail(SY_E_SHAPE_MISMATCH, "sy_%s: the result would have rank %d, more than %d", op, n, SY_MAX_RANK);
    *rank = 0;
    for (int j = 0; j < idx->rank - 1; j++)
        out[(*rank)++] = idx->shape[j];
    for (int j = (int)b + m; j < r; j++)
        out[(*rank)++] = ds[j];
    return SY_OK;
}

sy_status sy__infer_gather_nd(const sy__call *call, const char *op, sy__inferred *r)
{
    const sy_tensor *x = call->in[0], *idx = call->in[1];
    const int64_t b = slot_int(call, SY_ATTR_GATHER_ND_BATCH_DIMS);
    sy_status st = fit_nd(op, "x", x->shape, x->rank, idx, b);
    if (st == SY_OK)
        st = nd_shape(op, x->shape, x->rank, idx, b, r->shape, &r->rank);
    return st;
}

sy_status sy__infer_gather_nd_backward(const sy__call *call, const char *op, sy__inferred *r)
{
    const sy_tensor *dy = call->in[0], *idx = call->in[1];
    const sy_attr_value *shape = &call->attrs->x[SY_ATTR_GATHER_ND_BACKWARD_SHAPE];
    const int64_t b = slot_int(call, SY_ATTR_GATHER_ND_BACKWARD_BATCH_DIMS);
    char fn[64];
    snprintf(fn, sizeof fn, "sy_%s", op);
    int64_t ignored, want[SY_MAX_RANK];
    int n = 0;
    sy_status st = sy__check_shape(fn, shape->i, shape->n, dy->dtype, &ignored);
    if (st == SY_OK)
        st = fit_nd(op, "shape", shape->i, shape->n, idx, b);
    if (st == SY_OK)
        st = nd_shape(op, shape->i, shape->n, idx, b, want, &n);
    if (st == SY_OK)
        st = same_shape(op, "dy", dy, "gather_nd's result", want, n);
    if (st != SY_OK)
        return st;
    set_shape(r, shape->i, shape->n);
    return SY_OK;
}

sy_status sy__infer_scatter_nd(const sy__call *call, const char *op, sy__inferred *r)
{
    const sy_tensor *x = call->in[0], *idx = call->in[1], *upd = call->in[2];
    int64_t want[SY_MAX_RANK];
    int n = 0;
    sy_status st = fit_nd(op, "x", x->shape, x->rank, idx, 0);
    if (st == SY_OK)
        st = nd_shape(op, x->shape, x->rank, idx, 0, want, &n);
    if (st == SY_OK)
        st = same_shape(op, "updates", upd, "indices.shape[:-1] + x.shape[m:]", want, n);
    if (st != SY_OK)
        return st;
    set_shape(r, x->shape, x->rank);
    return SY_OK;
}

sy_status sy__infer_scatter_nd_backward(const sy__call *call, const char *op, sy__inferred *r)
{
    const sy_tensor *dy = call->in[0], *idx = call->in[1], *upd = call->in[2];
    int64_t want[SY_MAX_RANK];
    int n = 0;
    sy_status st = fit_nd(op, "dy", dy->shape, dy->rank, idx, 0);
    if (st == SY_OK)
        st = nd_shape(op, dy->shape, dy->rank, idx, 0, want, &n);
    if (st == SY_OK)
        st = same_shape(op, "updates", upd, "indices.shape[:-1] + dy.shape[m:]", want, n);
    if (st != SY_OK)
        return st;
    if (slot_int(call, SY_ATTR_SCATTER_ND_BACKWARD_WRT_UPDATES))
        set_shape(r, upd->shape, upd->rank);
    else
        set_shape(r, dy->shape, dy->rank);
    return SY_OK;
}

sy_status sy__infer_one_hot(const sy__call *call, const char *op, sy__inferred *r)
{
    const sy_tensor *idx = call->in[0], *values = call->in[1];
    const int64_t depth = slot_int(call, SY_ATTR_ONE_HOT_DEPTH);
    char s1[SY__SHAPE_STR_MAX];
    if (values->rank != 1 || values->shape[0] != 2)
        return sy__fail(SY_E_SHAPE_MISMATCH, "sy_%s: values is %s; it must be [2] (off, on)", op,
                        sy__shape_str(values->shape, values->rank, s1, sizeof s1));
    if (depth < 1)
        return sy__fail(SY_E_INVALID_ARGUMENT, "sy_%s: depth %lld is below 1", op, (long long)depth);
    if (idx->rank + 1 > SY_MAX_RANK)
        return sy__fail(SY_E_SHAPE_MISMATCH, "sy_%s: indices %s has rank %d; the result would have more than %d", op,
                        sy__shape_str(idx->shape, idx->rank, s1, sizeof s1), idx->rank, SY_MAX_RANK);
    sy_status st = sy__rule_axis(op, "axis", slot_int(call, SY_ATTR_ONE_HOT_AXIS), idx->rank + 1, &r->axis);
    if (st != SY_OK)
        return st;
    r->rank = 0;
    for (int j = 0; j <= idx->rank; j++)
        r->shape[r->rank++] = j == r->axis ? depth : idx->shape[j - (j > r->axis)];
    char fn[64];
    snprintf(fn, sizeof fn, "sy_%s", op);
    int64_t ignored;
    return sy__check_shape(fn, r->shape, r->rank, values->dtype, &ignored);
}

sy_status sy__infer_one_hot_backward(const sy__call *call, const char *op, sy__inferred *r)
{
    const sy_tensor *dy = call->in[0], *idx = call->in[1];
    char s1[SY__SHAPE_STR_MAX], s2[SY__SHAPE_STR_MAX];
    bool fits = dy->rank == idx->rank + 1;
    sy_status st = sy__rule_axis(op, "axis", slot_int(call, SY_ATTR_ONE_HOT_BACKWARD_AXIS), idx->rank + 1, &r->axis);
    if (st != SY_OK)
        return st;
    for (int j = 0; fits && j <= idx->rank; j++)
        fits = j == r->axis || dy->shape[j] == idx->shape[j - (j > r->axis)];
    if (!fits || dy->shape[r->axis] < 1)
        return sy__fail(SY_E_SHAPE_MISMATCH,
                        "sy_%s: dy is %s; one_hot of indices %s along axis %d gives indices'"
                        " shape with a depth of 1 or more inserted there",
                        op, sy__shape_str(dy->shape, dy->rank, s1, sizeof s1),
                        sy__shape_str(idx->shape, idx->rank, s2, sizeof s2), r->axis);
    r->rank = 1;
    r->shape[0] = 2;
    return SY_OK;
}
