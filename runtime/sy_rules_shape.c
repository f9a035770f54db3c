/* switchyard: the shape rules of the shape and layout ops declared with
 * `kernel: op` (trilu, depth_to_space, space_to_depth and its gradient
 * op, eye_like, tile and tile_backward, stack; runtime/sy_rules.h). Each reads its
 * attributes from the call record's slots at the generated SY_ATTR_*
 * indices. The signature's dtype checks have run (sy_infer.c).
 */
#include <stdio.h>
#include <string.h>

#include "sy_kernels.h"
#include "sy_rules.h"

static const char *shp(const sy_tensor *t, char *buf)
{
    return sy__shape_str(t->shape, t->rank, buf, SY__SHAPE_STR_MAX);
}

/* The result's shape through the runtime's size checks (no dimension
 * beyond what an allocation can hold). */
sy_status sy__rule_check_shape(const char *op, const int64_t *shape, int rank, sy_dtype dt)
{
    char fn[64];
    int64_t ignored;
    snprintf(fn, sizeof fn, "sy_%s", op);
    return sy__check_shape(fn, shape, rank, dt, &ignored);
}

/* a * b of two dimensions, or -1 when it would pass INT64_MAX / 4 (the
 * largest dimension the runtime's checks allow) */
static int64_t dim_mul(int64_t a, int64_t b)
{
    if (a != 0 && b > (INT64_MAX / 4) / a)
        return -1;
    return a * b;
}

sy_status sy__infer_trilu(const sy__call *call, const char *op, sy__inferred *r)
{
    const sy_tensor *x = call->in[0], *k = call->n_in > 1 ? call->in[1] : NULL;
    char s[SY__SHAPE_STR_MAX];
    if (x->rank < 2)
        return sy__fail(SY_E_SHAPE_MISMATCH, "sy_%s: x is %s; trilu takes matrices, of rank 2 or more", op, shp(x, s));
    if (k && (k->rank > 1 || k->numel != 1))
        return sy__fail(SY_E_SHAPE_MISMATCH, "sy_%s: k is %s; it is one i64, of shape [] or [1]", op, shp(k, s));
    r->rank = x->rank;
    memcpy(r->shape, x->shape, sizeof r->shape);
    return SY_OK;
}

/* blocksize, checked to be >= 1 and x of rank 4 */
static sy_status block_of(const sy__call *call, const char *op, int slot, int64_t *b)
{
    const sy_tensor *x = call->in[0];
    char s[SY__SHAPE_STR_MAX];
    *b = call->attrs->x[slot].i[0];
    if (*b < 1)
        return sy__fail(SY_E_INVALID_ARGUMENT, "sy_%s: blocksize is %lld; it is 1 or more", op, (long long)*b);
    if (x->rank != 4)
        return sy__fail(SY_E_SHAPE_MISMATCH, "sy_%s: %s is %s; it takes [N, C, H, W], of rank 4", op,
                        call->op == SY_OP_DEPTH_TO_SPACE_BACKWARD ? "dy" : "x", shp(x, s));
    return SY_OK;
}

sy_status sy__infer_depth_to_space(const sy__call *call, const char *op, sy__inferred *r)
{
    const sy_tensor *x = call->in[0];
    char s[SY__SHAPE_STR_MAX];
    int64_t b;
    sy_status st = block_of(call, op, SY_ATTR_DEPTH_TO_SPACE_BLOCKSIZE, &b);
    if (st != SY_OK)
        return st;
    const int64_t bb = dim_mul(b, b);
    if (bb < 0 || x->shape[1] % bb != 0)
        return sy__fail(SY_E_SHAPE_MISMATCH, "sy_%s: x is %s; blocksize %lld squared does not divide its %lld channels",
                        op, shp(x, s), (long long)b, (long long)x->shape[1]);
    r->rank = 4;
    r->shape[0] = x->shape[0];
    r->shape[1] = x->shape[1] / bb;
    r->shape[2] = dim_mul(x->shape[2], b);
    r->shape[3] = dim_mul(x->shape[3], b);
    if (r->shape[2] < 0 || r->shape[3] < 0)
        return sy__fail(SY_E_INVALID_ARGUMENT, "sy_%s: x is %s; blocksize %lld makes a dimension too long", op,
                        shp(x, s), (long long)b);
    return sy__rule_check_shape(op, r->shape, r->rank, x->dtype);
}

static sy_status to_depth(const sy__call *call, const char *op, int slot, sy__inferred *r)
{
    const sy_tensor *x = call->in[0];
    char s[SY__SHAPE_STR_MAX];
    int64_t b;
    sy_status st = block_of(call, op, slot, &b);
    if (st != SY_OK)
        return st;
    if (x->shape[2] % b != 0 || x->shape[3] % b != 0)
        return sy__fail(SY_E_SHAPE_MISMATCH, "sy_%s: %s is %s; blocksize %lld does not divide its height and width", op,
                        call->op == SY_OP_DEPTH_TO_SPACE_BACKWARD ? "dy" : "x", shp(x, s), (long long)b);
    r->rank = 4;
    r->shape[0] = x->shape[0];
    r->shape[1] = dim_mul(x->shape[1], dim_mul(b, b));
    r->shape[2] = x->shape[2] / b;
    r->shape[3] = x->shape[3] / b;
    if (r->shape[1] < 0 || dim_mul(b, b) < 0)
        return sy__fail(SY_E_INVALID_ARGUMENT, "sy_%s: %s is %s; blocksize %lld makes the channels too many", op,
                        call->op == SY_OP_DEPTH_TO_SPACE_BACKWARD ? "dy" : "x", shp(x, s), (long long)b);
    return sy__rule_check_shape(op, r->shape, r->rank, x->dtype);
}

sy_status sy__infer_space_to_depth(const sy__call *call, const char *op, sy__inferred *r)
{
    return to_depth(call, op, SY_ATTR_SPACE_TO_DEPTH_BLOCKSIZE, r);
}

sy_status sy__infer_depth_to_space_backward(const sy__call *call, const char *op, sy__inferred *r)
{
    return to_depth(call, op, SY_ATTR_DEPTH_TO_SPACE_BACKWARD_BLOCKSIZE, r);
}

sy_status sy__infer_eye_like(const sy__call *call, const char *op, sy__inferred *r)
{
    const sy_tensor *x = call->in[0];
    char s[SY__SHAPE_STR_MAX];
    if (x->rank != 2)
        return sy__fail(SY_E_SHAPE_MISMATCH, "sy_%s: x is %s; eye_like takes a matrix, of rank 2", op, shp(x, s));
    r->rank = 2;
    memcpy(r->shape, x->shape, sizeof r->shape);
    return SY_OK;
}

/* repeats: one per axis of t (named `what`), each >= `least` */
static sy_status repeats_of(const char *op, const char *what, const sy_tensor *t, const sy_attr_value *rep,
                            int64_t least)
{
    char s[SY__SHAPE_STR_MAX];
    if (rep->n != t->rank)
        return sy__fail(SY_E_SHAPE_MISMATCH, "sy_%s: %d repeats for %s %s; it takes one per axis", op, rep->n, what,
                        shp(t, s));
    for (int d = 0; d < rep->n; d++)
        if (rep->i[d] < least)
            return sy__fail(SY_E_INVALID_ARGUMENT, "sy_%s: repeats[%d] is %lld; each is %lld or more", op, d,
                            (long long)rep->i[d], (long long)least);
    return SY_OK;
}

sy_status sy__infer_tile(const sy__call *call, const char *op, sy__inferred *r)
{
    const sy_tensor *x = call->in[0];
    const sy_attr_value *rep = &call->attrs->x[SY_ATTR_TILE_REPEATS];
    char s[SY__SHAPE_STR_MAX];
    sy_status st = repeats_of(op, "x", x, rep, 0);
    if (st != SY_OK)
        return st;
    r->rank = x->rank;
    for (int d = 0; d < x->rank; d++)
        if ((r->shape[d] = dim_mul(x->shape[d], rep->i[d])) < 0)
            return sy__fail(SY_E_INVALID_ARGUMENT, "sy_%s: x is %s; repeats[%d] = %lld makes axis %d too long", op,
                            shp(x, s), d, (long long)rep->i[d], d);
    return sy__rule_check_shape(op, r->shape, r->rank, x->dtype);
}

sy_status sy__infer_tile_backward(const sy__call *call, const char *op, sy__inferred *r)
{
    const sy_tensor *dy = call->in[0];
    const sy_attr_value *shape = &call->attrs->x[SY_ATTR_TILE_BACKWARD_SHAPE];
    const sy_attr_value *rep = &call->attrs->x[SY_ATTR_TILE_BACKWARD_REPEATS];
    char s[SY__SHAPE_STR_MAX], s2[SY__SHAPE_STR_MAX];
    char fn[64];
    int64_t ignored;
    snprintf(fn, sizeof fn, "sy_%s", op);
    sy_status st = sy__check_shape(fn, shape->i, shape->n, dy->dtype, &ignored);
    if (st != SY_OK)
        return st;
    r->rank = shape->n;
    memcpy(r->shape, shape->i, (size_t)shape->n * sizeof *r->shape);
    if (rep->n != shape->n)
        return sy__fail(SY_E_SHAPE_MISMATCH, "sy_%s: %d repeats for shape %s; it takes one per axis", op, rep->n,
                        sy__shape_str(shape->i, shape->n, s2, sizeof s2));
    for (int d = 0; d < rep->n; d++)
        if (rep->i[d] < 0)
            return sy__fail(SY_E_INVALID_ARGUMENT, "sy_%s: repeats[%d] is %lld; each is 0 or more", op, d,
                            (long long)rep->i[d]);
    bool fits = dy->rank == shape->n;
    for (int d = 0; fits && d < shape->n; d++)
        fits = dim_mul(shape->i[d], rep->i[d]) == dy->shape[d];
    if (!fits)
        return sy__fail(SY_E_SHAPE_MISMATCH, "sy_%s: dy is %s; tiling %s by the repeats gives another shape", op,
                        shp(dy, s), sy__shape_str(shape->i, shape->n, s2, sizeof s2));
    return SY_OK;
}

sy_status sy__infer_stack(const sy__call *call, const char *op, sy__inferred *r)
{
    const sy_tensor *first = call->in[0];
    char s1[SY__SHAPE_STR_MAX], s2[SY__SHAPE_STR_MAX];
    if (first->rank + 1 > SY_MAX_RANK)
        return sy__fail(SY_E_SHAPE_MISMATCH, "sy_%s: xs[0] is %s; stacking gives rank %d, more than %d", op,
                        shp(first, s1), first->rank + 1, SY_MAX_RANK);
    /* the axis counts in the result, of rank + 1 axes */
    sy_status st = sy__rule_axis(op, "axis", call->attrs->x[SY_ATTR_STACK_AXIS].i[0], first->rank + 1, &r->axis);
    if (st != SY_OK)
        return st;
    for (int i = 1; i < call->n_in; i++) {
        const sy_tensor *t = call->in[i];
        bool same = t->rank == first->rank;
        for (int j = 0; same && j < t->rank; j++)
            same = t->shape[j] == first->shape[j];
        if (!same)
            return sy__fail(SY_E_SHAPE_MISMATCH,
                            "sy_%s: xs[%d] is %s but xs[0] is %s; stack takes tensors of one shape", op, i, shp(t, s1),
                            shp(first, s2));
    }
    r->rank = 0;
    for (int j = 0; j <= first->rank; j++) {
        if (j == r->axis)
            r->shape[r->rank++] = call->n_in;
        if (j < first->rank)
            r->shape[r->rank++] = first->shape[j];
    }
    return sy__rule_check_shape(op, r->shape, r->rank, first->dtype);
}
