/* switchyard: the shape rules of max_pool over 1 to 3 spatial axes and its
 * gradient (runtime/sy_rules.h). The window geometry is runtime/sy_maxpool.h's,
 * which the kernels read too. Attributes are checked to lie in 1..INT32_MAX
 * (pads 0..INT32_MAX) and x's shape to be one a tensor can have, so no sum
 * or product below overflows int64.
 */
#include <stdio.h>
#include <string.h>

#include "sy_kernels.h"
#include "sy_maxpool.h"
#include "sy_rules.h"

#define MP_MAX INT32_MAX

static sy_status mp_list(const char *op, const char *what, const sy_attr_value *v, int want, const int64_t *kernel,
                         int n, int64_t lo)
{
    char s1[SY__SHAPE_STR_MAX];
    if (v->n != want && (v->n != 0 || lo < 0))
        return sy__fail(SY_E_INVALID_ARGUMENT, "sy_%s: %s has %d values; kernel %s takes %d (or none)", op, what, v->n,
                        sy__rule_shape_str(kernel, n, s1), want);
    for (int k = 0; k < v->n; k++)
        if (v->i[k] < lo || v->i[k] > MP_MAX)
            return sy__fail(SY_E_INVALID_ARGUMENT, "sy_%s: %s[%d] is %lld; it takes %lld..%lld", op, what, k,
                            (long long)v->i[k], (long long)lo, (long long)MP_MAX);
    return SY_OK;
}

sy_status sy__infer_max_pool(const sy__call *call, const char *op, sy__inferred *r)
{
    const sy_tensor *x = call->in[0];
    const sy_attr_value *at = call->attrs->x;
    const sy_attr_value *k = &at[SY_ATTR_MAX_POOL_KERNEL], *s = &at[SY_ATTR_MAX_POOL_STRIDE];
    const sy_attr_value *p = &at[SY_ATTR_MAX_POOL_PADS], *dl = &at[SY_ATTR_MAX_POOL_DILATION];
    char s1[SY__SHAPE_STR_MAX], s2[SY__SHAPE_STR_MAX], s3[SY__SHAPE_STR_MAX], s4[SY__SHAPE_STR_MAX];
    char s5[SY__SHAPE_STR_MAX];
    const int n = k->n;
    if (n < 1 || n > 3)
        return sy__fail(SY_E_INVALID_ARGUMENT, "sy_%s: kernel has %d values; it takes 1 to 3, one per spatial axis",
                        op, n);
    if (x->rank != 2 + n)
        return sy__fail(SY_E_SHAPE_MISMATCH,
                        "sy_%s: x is %s; a kernel of %d values takes rank %d (N, C and %d"
                        " spatial axes)",
                        op, sy__rule_shape_str(x->shape, x->rank, s1), n, 2 + n, n);
    sy_status st = mp_list(op, "kernel", k, n, k->i, n, 1);
    if (st == SY_OK)
        st = mp_list(op, "stride", s, n, k->i, n, 1);
    if (st == SY_OK)
        st = mp_list(op, "pads", p, 2 * n, k->i, n, 0);
    if (st == SY_OK)
        st = mp_list(op, "dilation", dl, n, k->i, n, 1);
    if (st != SY_OK)
        return st;
    const int64_t order = at[SY_ATTR_MAX_POOL_STORAGE_ORDER].i[0];
    if (order != 0 && order != 1)
        return sy__fail(SY_E_INVALID_ARGUMENT, "sy_%s: storage_order is %lld; it takes 0 (row-major) or 1"
                        " (column-major)", op, (long long)order);
    sy_mp_geom g;
    sy_mp_geom_of(x->shape, k, s, p, dl, at[SY_ATTR_MAX_POOL_CEIL_MODE].i[0] != 0, &g);
    r->rank = x->rank;
    r->shape[0] = x->shape[0];
    r->shape[1] = x->shape[1];
    for (int j = 0; j < n; j++) {
        const int a = 3 - n + j;
        if (g.out[a] < 0)
            return sy__fail(SY_E_SHAPE_MISMATCH,
                            "sy_%s: the dilated kernel spans %lld along axis %d, more than the"
                            " %lld of x %s padded (kernel %s, stride %s, pads %s, dilation %s)",
                            op, (long long)(g.dl[a] * (g.k[a] - 1) + 1), 2 + j, (long long)(g.d[a] + g.lo[a] + g.hi[a]),
                            sy__rule_shape_str(x->shape, x->rank, s1), sy__rule_shape_str(k->i, n, s2),
                            sy__rule_shape_str(s->i, s->n, s3), sy__rule_shape_str(p->i, p->n, s4),
                            sy__rule_shape_str(dl->i, dl->n, s5));
        r->shape[2 + j] = g.out[a];
    }
    /* a window whose taps all fall in the padding has no maximum: only those
     * starting before x (the first lo / s + 1 at most) or after its last
     * element (the last window first) can */
    if (g.planes > 0)
        for (int j = 0; j < n; j++) {
            const int a = 3 - n + j;
            int64_t empty = -1;
            for (int64_t o = 0; o < g.out[a] && empty < 0; o++) {
                const int64_t start = o * g.s[a] - g.lo[a];
                if (start >= 0)
                    break;
                const int64_t first = (-start + g.dl[a] - 1) / g.dl[a]; /* the first tap at or after 0 */
                if (first > g.k[a] - 1 || start + first * g.dl[a] > g.d[a] - 1)
                    empty = o;
            }
            if (empty < 0 && g.out[a] > 0 && (g.out[a] - 1) * g.s[a] - g.lo[a] > g.d[a] - 1)
                empty = g.out[a] - 1;
            if (empty >= 0)
                return sy__fail(SY_E_INVALID_ARGUMENT,
                                "sy_%s: window %lld along axis %d of x %s reads padding"
                                " alone (kernel %s, pads %s); it has no maximum",
                                op, (long long)empty, 2 + j, sy__rule_shape_str(x->shape, x->rank, s1),
                                sy__rule_shape_str(k->i, n, s2), sy__rule_shape_str(p->i, p->n, s3));
        }
    r->more_rank[0] = r->rank;
    memcpy(r->more_shape[0], r->shape, sizeof r->shape);
    return sy__rule_check_shape(op, r->shape, r->rank, x->dtype);
}

sy_status sy__infer_max_pool_backward(const sy__call *call, const char *op, sy__inferred *r)
{
    const sy_tensor *dy = call->in[0], *idx = call->in[1];
    const sy_attr_value *shape = &call->attrs->x[SY_ATTR_MAX_POOL_BACKWARD_SHAPE];
    const int64_t order = call->attrs->x[SY_ATTR_MAX_POOL_BACKWARD_STORAGE_ORDER].i[0];
    char s1[SY__SHAPE_STR_MAX], s2[SY__SHAPE_STR_MAX];
    if (dy->rank < 3 || dy->rank > 5 || idx->rank != dy->rank ||
        memcmp(dy->shape, idx->shape, sizeof *dy->shape * (size_t)dy->rank) != 0)
        return sy__fail(SY_E_SHAPE_MISMATCH,
                        "sy_%s: dy is %s and indices %s; they take one shape [N, C, O1..Ok], k"
                        " = 1..3",
                        op, sy__rule_shape_str(dy->shape, dy->rank, s1), sy__rule_shape_str(idx->shape, idx->rank, s2));
    if (shape->n != dy->rank || shape->i[0] != dy->shape[0] || shape->i[1] != dy->shape[1])
        return sy__fail(SY_E_SHAPE_MISMATCH, "sy_%s: shape %s is not an [N, C, D1..Dk] of dy %s", op,
                        sy__rule_shape_str(shape->i, shape->n < 0 ? 0 : shape->n, s1),
                        sy__rule_shape_str(dy->shape, dy->rank, s2));
    for (int d = 2; d < shape->n; d++)
        if (shape->i[d] < 0)
            return sy__fail(SY_E_SHAPE_MISMATCH, "sy_%s: shape %s has a negative dimension", op,
                            sy__rule_shape_str(shape->i, shape->n, s1));
    if (order != 0 && order != 1)
        return sy__fail(SY_E_INVALID_ARGUMENT, "sy_%s: storage_order is %lld; it takes 0 (row-major) or 1"
                        " (column-major)", op, (long long)order);
    bool empty = false;
    for (int d = 2; d < shape->n; d++)
        empty = empty || shape->i[d] == 0;
    if (dy->numel > 0 && empty)
        return sy__fail(SY_E_SHAPE_MISMATCH, "sy_%s: shape %s holds no element for the %lld of dy to go to", op,
                        sy__rule_shape_str(shape->i, shape->n, s1), (long long)dy->numel);
    r->rank = shape->n;
    memcpy(r->shape, shape->i, sizeof *r->shape * (size_t)shape->n);
    return sy__rule_check_shape(op, r->shape, r->rank, dy->dtype);
}
