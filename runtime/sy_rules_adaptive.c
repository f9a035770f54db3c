/* switchyard: the shape rules of adaptive pooling over 1 to 3 spatial axes
 * (adaptive_avg_pool, adaptive_avg_pool_backward, adaptive_max_pool;
 * runtime/sy_rules.h). The window geometry is runtime/sy_adaptive.h's, which
 * the kernels read too: every spatial length of x and of the output at least
 * 1, and their product at most 2^62, so its bounds never overflow int64. */
#include <stdio.h>
#include <string.h>

#include "sy_kernels.h"
#include "sy_rules.h"

#define ADAPTIVE_MAX INT32_MAX
#define ADAPTIVE_SPAN ((int64_t)1 << 62)

/* x (or `shape`, named by what) of rank 2 + k against k output lengths: the
 * result shape [N, C, O1..Ok] into out */
static sy_status adaptive_rule(const char *op, const char *what, const int64_t *shape, int rank, const int64_t *size,
                               int k, int64_t *out)
{
    char s1[SY__SHAPE_STR_MAX], s2[SY__SHAPE_STR_MAX];
    if (k < 1 || k > 3)
        return sy__fail(SY_E_INVALID_ARGUMENT, "sy_%s: output_size has %d values; it takes 1 to 3, one per spatial"
                        " axis", op, k);
    if (rank != 2 + k)
        return sy__fail(SY_E_SHAPE_MISMATCH,
                        "sy_%s: %s is %s; an output_size of %d values takes rank %d (N, C and %d"
                        " spatial axes)",
                        op, what, sy__rule_shape_str(shape, rank, s1), k, 2 + k, k);
    for (int j = 0; j < k; j++)
        if (size[j] < 1 || size[j] > ADAPTIVE_MAX)
            return sy__fail(SY_E_INVALID_ARGUMENT, "sy_%s: output_size[%d] is %lld; it takes 1..%lld", op, j,
                            (long long)size[j], (long long)ADAPTIVE_MAX);
    for (int j = 0; j < k; j++) {
        if (shape[2 + j] < 1)
            return sy__fail(SY_E_SHAPE_MISMATCH,
                            "sy_%s: %s %s is empty along axis %d; an adaptive window takes 1 or"
                            " more there (output_size %s)",
                            op, what, sy__rule_shape_str(shape, rank, s1), 2 + j, sy__rule_shape_str(size, k, s2));
        if (shape[2 + j] > ADAPTIVE_SPAN / size[j])
            return sy__fail(SY_E_SHAPE_MISMATCH,
                            "sy_%s: %s %s with output_size %s: the length %lld times the output"
                            " length %lld along axis %d is beyond 2^62",
                            op, what, sy__rule_shape_str(shape, rank, s1), sy__rule_shape_str(size, k, s2),
                            (long long)shape[2 + j], (long long)size[j], 2 + j);
    }
    out[0] = shape[0];
    out[1] = shape[1];
    memcpy(out + 2, size, sizeof *size * (size_t)k);
    return SY_OK;
}

static sy_status forward(const sy__call *call, const char *op, int slot, sy__inferred *r)
{
    const sy_tensor *x = call->in[0];
    const sy_attr_value *size = &call->attrs->x[slot];
    sy_status st = adaptive_rule(op, "x", x->shape, x->rank, size->i, size->n, r->shape);
    if (st != SY_OK)
        return st;
    r->rank = x->rank;
    return sy__rule_check_shape(op, r->shape, r->rank, x->dtype);
}

sy_status sy__infer_adaptive_avg_pool(const sy__call *call, const char *op, sy__inferred *r)
{
    return forward(call, op, SY_ATTR_ADAPTIVE_AVG_POOL_OUTPUT_SIZE, r);
}

sy_status sy__infer_adaptive_max_pool(const sy__call *call, const char *op, sy__inferred *r)
{
    sy_status st = forward(call, op, SY_ATTR_ADAPTIVE_MAX_POOL_OUTPUT_SIZE, r);
    if (st != SY_OK)
        return st;
    r->more_rank[0] = r->rank; /* the indices, of y's shape */
    memcpy(r->more_shape[0], r->shape, sizeof *r->shape * (size_t)r->rank);
    return SY_OK;
}

sy_status sy__infer_adaptive_avg_pool_backward(const sy__call *call, const char *op, sy__inferred *r)
{
    const sy_tensor *dy = call->in[0];
    const sy_attr_value *shape = &call->attrs->x[SY_ATTR_ADAPTIVE_AVG_POOL_BACKWARD_SHAPE];
    char s1[SY__SHAPE_STR_MAX], s2[SY__SHAPE_STR_MAX];
    int64_t want[SY_MAX_RANK];
    for (int d = 0; d < shape->n; d++)
        if (shape->i[d] < 0)
            return sy__fail(SY_E_SHAPE_MISMATCH, "sy_%s: shape %s has a negative dimension", op,
                            sy__rule_shape_str(shape->i, shape->n, s1));
    sy_status st = sy__rule_check_shape(op, shape->i, shape->n, dy->dtype);
    if (st != SY_OK)
        return st;
    if (dy->rank != shape->n || dy->rank < 3 || dy->shape[0] != shape->i[0] || dy->shape[1] != shape->i[1])
        return sy__fail(SY_E_SHAPE_MISMATCH,
                        "sy_%s: dy is %s and shape %s; they take one rank (3 to 5) and one N and"
                        " C",
                        op, sy__rule_shape_str(dy->shape, dy->rank, s1), sy__rule_shape_str(shape->i, shape->n, s2));
    st = adaptive_rule(op, "shape", shape->i, shape->n, dy->shape + 2, dy->rank - 2, want);
    if (st != SY_OK)
        return st;
    r->rank = shape->n;
    memcpy(r->shape, shape->i, sizeof *r->shape * (size_t)shape->n);
    return SY_OK;
}
