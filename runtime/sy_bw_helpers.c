/* switchyard: the helpers derivative formulas call (backends.yaml helpers:,
 * declared in generated/sy_derivatives.h; sy__bw_scalar in sy_autodiff.h).
 */
#include <string.h>

#include "sy_derivatives.h"

sy_status sy__bw_scalar(sy__backward_ctx *ctx, double value, sy_tensor **out)
{
    return sy_full(NULL, 0, value, ctx->dtype, ctx->device, out);
}

sy_status sy__bw_unreduce(sy__backward_ctx *ctx, const sy_tensor *t, const sy_tensor *like, int axis, bool keepdim,
                          sy_tensor **out)
{
    (void)ctx;
    int64_t kept[SY_MAX_RANK];
    const int rank = like->rank;
    int ax = axis < 0 && axis != SY_AXIS_ALL ? axis + rank : axis;
    const uint32_t set = SY_IS_AXES(axis) ? sy__axes_mask(axis, rank) : 0; /* a SY_AXES set */
    for (int j = 0; j < rank; j++)
        kept[j] = (axis == SY_AXIS_ALL || (set ? (set >> j) & 1u : j == ax)) ? 1 : like->shape[j];
    sy_tensor *r = NULL;
    sy_status st = SY_OK;
    if (!keepdim) /* put the reduced axes back as ones */
        st = sy_reshape(t, kept, rank, &r);
    const sy_tensor *src = keepdim ? t : r;
    if (st == SY_OK)
        st = sy_expand(src, like->shape, rank, out);
    sy_tensor_release(r);
    return st;
}

double sy__bw_reduced_count(const sy_tensor *like, int axis)
{
    if (axis == SY_AXIS_ALL)
        return (double)like->numel;
    if (SY_IS_AXES(axis)) { /* the product of the set's axes */
        const uint32_t set = sy__axes_mask(axis, like->rank);
        double n = 1;
        for (int j = 0; j < like->rank; j++)
            if ((set >> j) & 1u)
                n *= (double)like->shape[j];
        return n;
    }
    int ax = axis < 0 ? axis + like->rank : axis;
    return (double)like->shape[ax];
}

sy__dims sy__bw_shape_of(const sy_tensor *t)
{
    sy__dims d = {.rank = t->rank};
    memcpy(d.v, t->shape, sizeof d.v);
    return d;
}

/* [D1, ...] of [N, C, D1, ...]; a tensor of rank 2 or less has none */
sy__dims sy__bw_spatial_shape_of(const sy_tensor *t)
{
    sy__dims d = {.rank = t->rank > 2 ? t->rank - 2 : 0};
    if (d.rank > 0)
        memcpy(d.v, t->shape + 2, sizeof *d.v * (size_t)d.rank);
    return d;
}

sy_dtype sy__bw_dtype_of(const sy_tensor *t)
{
    return t->dtype;
}

sy__perm sy__bw_inverse(const int *perm, int rank)
{
    sy__perm p = {.rank = rank};
    for (int j = 0; j < rank; j++) {
        int k = perm[j] < 0 ? perm[j] + rank : perm[j];
        p.v[k] = j;
    }
    return p;
}

sy_status sy__bw_mul_opt(sy__backward_ctx *ctx, const sy_tensor *a, const sy_tensor *b, sy_tensor **out)
{
    (void)ctx;
    if (b == NULL) { /* an optional input left out: a factor of one */
        *out = sy_tensor_retain(a);
        return SY_OK;
    }
    return sy_mul(a, b, out);
}

/* The axes from `axis` on, as layer_norm normalizes them: rank 0 stays. */
static int from_axis(const sy_tensor *t, int axis)
{
    return axis < 0 ? axis + t->rank : axis;
}

sy_status sy__bw_norm_mean(sy__backward_ctx *ctx, const sy_tensor *t, int axis, sy_tensor **out)
{
    (void)ctx;
    const int ax = from_axis(t, axis);
    int64_t two[2] = {1, 1}, kept[SY_MAX_RANK];
    for (int j = 0; j < t->rank; j++) {
        two[j < ax ? 0 : 1] *= t->shape[j];
        kept[j] = j < ax ? t->shape[j] : 1;
    }
    /* [outer, inner], the mean of each row, then the kept shape */
    sy_tensor *flat = NULL, *m = NULL;
    sy_status st = sy_reshape(t, two, 2, &flat);
    if (st == SY_OK)
        st = sy_mean(flat, 1, true, &m);
    if (st == SY_OK)
        st = sy_reshape(m, kept, t->rank, out);
    sy_tensor_release(flat);
    sy_tensor_release(m);
    return st;
}

double sy__bw_norm_count(const sy_tensor *like, int axis)
{
    double n = 1;
    for (int j = from_axis(like, axis); j < like->rank; j++)
        n *= (double)like->shape[j];
    return n;
}

sy_status sy__bw_part(sy__backward_ctx *ctx, const sy_tensor *t, const sy_tensor *piece, int axis, sy_tensor **out)
{
    /* the op's rule checked the axis and that the list's tensors fill t along it */
    const int ax = axis < 0 ? axis + t->rank : axis;
    int64_t start = 0; /* the tensors of the list before this one fill the result first */
    for (int j = 0; j < ctx->element; j++)
        start += ctx->in[ctx->variadic_at + j]->shape[ax];
    sy_tensor *v;
    sy_status st = sy__tensor_share(t, t->device, &v);
    if (st != SY_OK)
        return st;
    v->offset += start * t->strides[ax];
    v->shape[ax] = piece->shape[ax];
    v->numel = sy__numel(v->shape, v->rank);
    v->contiguous = sy_tensor_is_contiguous(v);
    *out = v;
    return SY_OK;
}

sy_status sy__bw_stack_part(sy__backward_ctx *ctx, const sy_tensor *t, int axis, sy_tensor **out)
{
    /* the op's rule checked the axis against t's rank (the result's) and
     * that t's dimension there counts the list's tensors */
    const int ax = axis < 0 ? axis + t->rank : axis;
    sy_tensor *v;
    sy_status st = sy__tensor_share(t, t->device, &v);
    if (st != SY_OK)
        return st;
    v->offset += (int64_t)ctx->element * t->strides[ax];
    for (int j = ax; j + 1 < t->rank; j++) {
        v->shape[j] = t->shape[j + 1];
        v->strides[j] = t->strides[j + 1];
    }
    v->rank = t->rank - 1;
    v->shape[v->rank] = 0;
    v->strides[v->rank] = 0;
    v->numel = sy__numel(v->shape, v->rank);
    v->contiguous = sy_tensor_is_contiguous(v);
    *out = v;
    return SY_OK;
}

bool sy__bw_negated(bool b)
{
    return !b;
}

sy_status sy__bw_list_share(sy__backward_ctx *ctx, const sy_tensor *t, sy_tensor **out)
{
    /* the variadic input is the list whose formula runs: its tensors are
     * in[variadic_at ..] to the end (a variadic input is the last tensor input) */
    sy_tensor *n = NULL;
    sy_status st = sy__bw_scalar(ctx, (double)(ctx->n_in - ctx->variadic_at), &n);
    if (st == SY_OK)
        st = sy_div(t, n, out);
    sy_tensor_release(n);
    return st;
}
