/* switchyard: the shape rules of grid_sample, max_unpool and their gradient
 * ops (runtime/sy_rules.h). Each reads its attributes from the call record's
 * slots at the generated SY_ATTR_* indices; the signature's dtype checks have
 * run (sy_infer.c). max_unpool's attributes are checked to lie in
 * 1..INT32_MAX (pads 0..INT32_MAX), so no length below overflows int64.
 */
#include <stdio.h>
#include <string.h>

#include "sy_kernels.h"
#include "sy_rules.h"

#define MU_MAX INT32_MAX

/* x [N, C, H, W] and grid [N, Ho, Wo, 2]: the result [N, C, Ho, Wo] */
static sy_status gs_shape(const char *op, const sy_tensor *x, const sy_tensor *grid, sy__inferred *r)
{
    char s1[SY__SHAPE_STR_MAX], s2[SY__SHAPE_STR_MAX];
    if (x->rank != 4)
        return sy__fail(SY_E_SHAPE_MISMATCH, "sy_%s: x is %s; grid_sample takes x [N, C, H, W] (rank 4)", op,
                        sy__rule_shape_str(x->shape, x->rank, s1));
    if (grid->rank != 4 || grid->shape[0] != x->shape[0] || grid->shape[3] != 2)
        return sy__fail(SY_E_SHAPE_MISMATCH,
                        "sy_%s: grid is %s for x %s; it takes grid [N, Ho, Wo, 2] with x's N"
                        " (%lld)",
                        op, sy__rule_shape_str(grid->shape, grid->rank, s1), sy__rule_shape_str(x->shape, x->rank, s2),
                        (long long)x->shape[0]);
    r->rank = 4;
    r->shape[0] = x->shape[0];
    r->shape[1] = x->shape[1];
    r->shape[2] = grid->shape[1];
    r->shape[3] = grid->shape[2];
    return SY_OK;
}

sy_status sy__infer_grid_sample(const sy__call *call, const char *op, sy__inferred *r)
{
    const sy_tensor *x = call->in[0], *grid = call->in[1];
    char s1[SY__SHAPE_STR_MAX];
    sy_status st = gs_shape(op, x, grid, r);
    if (st != SY_OK)
        return st;
    /* a pixel to read: x of no pixel has none, unless nothing is sampled */
    if ((x->shape[2] == 0 || x->shape[3] == 0) && x->shape[0] * x->shape[1] * grid->shape[1] * grid->shape[2] > 0)
        return sy__fail(SY_E_SHAPE_MISMATCH, "sy_%s: x is %s, which has no pixel to sample", op,
                        sy__rule_shape_str(x->shape, x->rank, s1));
    return SY_OK;
}

sy_status sy__infer_grid_sample_backward(const sy__call *call, const char *op, sy__inferred *r)
{
    const sy_tensor *dy = call->in[0], *x = call->in[1], *grid = call->in[2];
    char s1[SY__SHAPE_STR_MAX], s2[SY__SHAPE_STR_MAX];
    sy_status st = gs_shape(op, x, grid, r);
    if (st != SY_OK)
        return st;
    if ((x->shape[2] == 0 || x->shape[3] == 0) && x->shape[0] * x->shape[1] * grid->shape[1] * grid->shape[2] > 0)
        return sy__fail(SY_E_SHAPE_MISMATCH, "sy_%s: x is %s, which has no pixel to sample", op,
                        sy__rule_shape_str(x->shape, x->rank, s1));
    if (dy->rank != 4 || memcmp(dy->shape, r->shape, 4 * sizeof *dy->shape) != 0)
        return sy__fail(SY_E_SHAPE_MISMATCH, "sy_%s: dy is %s; grid_sample of x and grid gives %s", op,
                        sy__rule_shape_str(dy->shape, dy->rank, s1), sy__rule_shape_str(r->shape, 4, s2));
    const sy_tensor *like = call->attrs->x[SY_ATTR_GRID_SAMPLE_BACKWARD_WRT_GRID].i[0] ? grid : x;
    r->rank = like->rank;
    memcpy(r->shape, like->shape, (size_t)like->rank * sizeof *r->shape);
    return SY_OK;
}

static sy_status mu_list(const char *op, const char *what, const sy_attr_value *v, int want, int n, int64_t lo)
{
    if (v->n != want && v->n != 0)
        return sy__fail(SY_E_INVALID_ARGUMENT, "sy_%s: %s has %d values; a kernel of %d values takes %d (or none)",
                        op, what, v->n, n, want);
    for (int k = 0; k < v->n; k++)
        if (v->i[k] < lo || v->i[k] > MU_MAX)
            return sy__fail(SY_E_INVALID_ARGUMENT, "sy_%s: %s[%d] is %lld; it takes %lld..%lld", op, what, k,
                            (long long)v->i[k], (long long)lo, (long long)MU_MAX);
    return SY_OK;
}

sy_status sy__infer_max_unpool(const sy__call *call, const char *op, sy__inferred *r)
{
    const sy_tensor *x = call->in[0], *idx = call->in[1];
    const sy_attr_value *at = call->attrs->x;
    const sy_attr_value *k = &at[SY_ATTR_MAX_UNPOOL_KERNEL], *s = &at[SY_ATTR_MAX_UNPOOL_STRIDE];
    const sy_attr_value *p = &at[SY_ATTR_MAX_UNPOOL_PADS], *os = &at[SY_ATTR_MAX_UNPOOL_OUTPUT_SHAPE];
    char s1[SY__SHAPE_STR_MAX], s2[SY__SHAPE_STR_MAX], s3[SY__SHAPE_STR_MAX];
    const int n = k->n;
    if (n < 1 || n > 3)
        return sy__fail(SY_E_INVALID_ARGUMENT, "sy_%s: kernel has %d values; it takes 1 to 3, one per spatial axis",
                        op, n);
    if (x->rank != 2 + n)
        return sy__fail(SY_E_SHAPE_MISMATCH,
                        "sy_%s: x is %s; a kernel of %d values takes rank %d (N, C and %d"
                        " spatial axes)",
                        op, sy__rule_shape_str(x->shape, x->rank, s1), n, 2 + n, n);
    if (idx->rank != x->rank || memcmp(idx->shape, x->shape, (size_t)x->rank * sizeof *x->shape) != 0)
        return sy__fail(SY_E_SHAPE_MISMATCH, "sy_%s: x is %s and indices %s; they take one shape", op,
                        sy__rule_shape_str(x->shape, x->rank, s1), sy__rule_shape_str(idx->shape, idx->rank, s2));
    sy_status st = mu_list(op, "kernel", k, n, n, 1);
    if (st == SY_OK)
        st = mu_list(op, "stride", s, n, n, 1);
    if (st == SY_OK)
        st = mu_list(op, "pads", p, 2 * n, n, 0);
    if (st != SY_OK)
        return st;
    r->rank = x->rank;
    r->shape[0] = x->shape[0];
    r->shape[1] = x->shape[1];
    for (int j = 0; j < n; j++) {
        const int64_t stride = s->n ? s->i[j] : 1, lo = p->n ? p->i[j] : 0, hi = p->n ? p->i[n + j] : 0;
        const int64_t d = x->shape[2 + j];
        const int64_t o = (d > 0 ? (d - 1) * stride : 0) + k->i[j] - lo - hi;
        if (d > 0 && o < 1)
            return sy__fail(SY_E_SHAPE_MISMATCH,
                            "sy_%s: pads %s leave no element of the %lld along axis %d that x %s"
                            " and kernel %s unpool to",
                            op, sy__rule_shape_str(p->i, p->n, s1), (long long)((d - 1) * stride + k->i[j]), 2 + j,
                            sy__rule_shape_str(x->shape, x->rank, s2), sy__rule_shape_str(k->i, n, s3));
        r->shape[2 + j] = d == 0 ? 0 : o;
    }
    if (os->n != 0) {
        bool same = os->n == r->rank;
        for (int j = 0; same && j < r->rank; j++)
            same = os->i[j] == r->shape[j];
        if (!same)
            return sy__fail(SY_E_INVALID_ARGUMENT,
                            "sy_%s: output_shape %s for x %s; kernel, stride and pads give %s,"
                            " and max_unpool takes that shape alone: where output_shape differs, ONNX's MaxUnpool"
                            " text (pads auto generated) and its test data place the values elsewhere than PyTorch"
                            " and ONNX Runtime do",
                            op, sy__rule_shape_str(os->i, os->n, s1), sy__rule_shape_str(x->shape, x->rank, s2),
                            sy__rule_shape_str(r->shape, r->rank, s3));
    }
    return sy__rule_check_shape(op, r->shape, r->rank, x->dtype);
}

sy_status sy__infer_max_unpool_backward(const sy__call *call, const char *op, sy__inferred *r)
{
    const sy_tensor *dy = call->in[0], *idx = call->in[1];
    char s1[SY__SHAPE_STR_MAX], s2[SY__SHAPE_STR_MAX];
    if (dy->rank < 3 || dy->rank > 5 || idx->rank != dy->rank || idx->shape[0] != dy->shape[0] ||
        idx->shape[1] != dy->shape[1])
        return sy__fail(SY_E_SHAPE_MISMATCH,
                        "sy_%s: dy is %s and indices %s; they take [N, C, O1..Ok] and [N, C,"
                        " D1..Dk], k = 1..3",
                        op, sy__rule_shape_str(dy->shape, dy->rank, s1), sy__rule_shape_str(idx->shape, idx->rank, s2));
    if (dy->numel == 0 && idx->numel > 0)
        return sy__fail(SY_E_SHAPE_MISMATCH, "sy_%s: dy %s holds no element for the %lld indices to read", op,
                        sy__rule_shape_str(dy->shape, dy->rank, s1), (long long)idx->numel);
    r->rank = idx->rank;
    memcpy(r->shape, idx->shape, (size_t)idx->rank * sizeof *r->shape);
    return SY_OK;
}
