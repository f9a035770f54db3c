/* switchyard: the shape rules of the pooling families over 1 to 3 spatial
 * axes (avg_pool, avg_pool_backward; runtime/sy_rules.h). The window
 * geometry is runtime/sy_pool.h's, which the kernels read too. Attributes are
 * checked to lie in 1..INT32_MAX (pads 0..INT32_MAX) and shapes to be ones a
 * tensor can have (conv_transpose2d's stride times x's length is bounded
 * apart), so no sum or product below overflows int64.
 */
#include <stdio.h>
#include <string.h>

#include "sy_kernels.h"
#include "sy_pool.h"
#include "sy_rules.h"

#define POOL_MAX INT32_MAX

/* "kernel [3, 3], stride [2, 2], pads [0, 0, 1, 1]" */
static const char *pool_str(const sy_attr_value *k, const sy_attr_value *s, const sy_attr_value *p, char *buf,
                            size_t size)
{
    char a[SY__SHAPE_STR_MAX], b[SY__SHAPE_STR_MAX], c[SY__SHAPE_STR_MAX];
    snprintf(buf, size, "kernel %s, stride %s, pads %s", sy__rule_shape_str(k->i, k->n, a),
             sy__rule_shape_str(s->i, s->n, b), sy__rule_shape_str(p->i, p->n, c));
    return buf;
}

#define POOL_STR_MAX (3 * SY__SHAPE_STR_MAX + 64)

static sy_status pool_ints(const char *op, const char *what, const sy_attr_value *v, int64_t lo)
{
    for (int k = 0; k < v->n; k++)
        if (v->i[k] < lo || v->i[k] > POOL_MAX)
            return sy__fail(SY_E_INVALID_ARGUMENT, "sy_%s: %s[%d] is %lld; it takes %lld..%lld", op, what, k,
                            (long long)v->i[k], (long long)lo, (long long)POOL_MAX);
    return SY_OK;
}

/* The checks shared by avg_pool (x's shape) and its gradient (`shape`): the
 * attributes' lengths and ranges against a tensor of `rank` dims, then the
 * output shape into out (rank too). `what` names the tensor. */
static sy_status pool_rule(const char *op, const char *what, const int64_t *shape, int rank, const sy_attr_value *at,
                           int slot_kernel, int slot_stride, int slot_pads, int slot_ceil, int slot_cip,
                           int64_t *out)
{
    const sy_attr_value *k = &at[slot_kernel], *s = &at[slot_stride], *p = &at[slot_pads];
    char s1[SY__SHAPE_STR_MAX], window[POOL_STR_MAX];
    const int n = k->n;
    if (n < 1 || n > 3)
        return sy__fail(SY_E_INVALID_ARGUMENT, "sy_%s: kernel has %d values; it takes 1 to 3, one per spatial axis",
                        op, n);
    if (rank != 2 + n)
        return sy__fail(SY_E_SHAPE_MISMATCH,
                        "sy_%s: %s is %s; a kernel of %d values takes rank %d (N, C and %d"
                        " spatial axes)",
                        op, what, sy__rule_shape_str(shape, rank, s1), n, 2 + n, n);
    if (s->n != 0 && s->n != n)
        return sy__fail(SY_E_INVALID_ARGUMENT, "sy_%s: stride has %d values; kernel %s takes %d (or none: all 1)", op,
                        s->n, sy__rule_shape_str(k->i, n, s1), n);
    if (p->n != 0 && p->n != 2 * n)
        return sy__fail(SY_E_INVALID_ARGUMENT,
                        "sy_%s: pads has %d values; kernel %s takes %d, the begins then the"
                        " ends (or none: all 0)",
                        op, p->n, sy__rule_shape_str(k->i, n, s1), 2 * n);
    sy_status st = pool_ints(op, "kernel", k, 1);
    if (st == SY_OK)
        st = pool_ints(op, "stride", s, 1);
    if (st == SY_OK)
        st = pool_ints(op, "pads", p, 0);
    if (st != SY_OK)
        return st;
    pool_str(k, s, p, window, sizeof window);
    sy_pool_geom g;
    sy_pool_geom_of(shape, k, s, p, slot_ceil >= 0 && at[slot_ceil].i[0] != 0, &g);
    out[0] = shape[0];
    out[1] = shape[1];
    for (int j = 0; j < n; j++) {
        const sy_pool_axis *a = &g.ax[3 - n + j];
        if (a->out < 0)
            return sy__fail(SY_E_SHAPE_MISMATCH,
                            "sy_%s: the kernel spans %lld along axis %d, more than the %lld of"
                            " %s %s padded (%s)",
                            op, (long long)a->k, 2 + j, (long long)(a->d + a->lo + a->hi), what,
                            sy__rule_shape_str(shape, rank, s1), window);
        out[2 + j] = a->out;
    }
    /* without count_include_pad a window over padding alone divides by 0
     * (slot_cip < 0: a family that sums, lp_pool, takes such a window) */
    if (slot_cip >= 0 && at[slot_cip].i[0] == 0 && g.planes > 0)
        for (int j = 0; j < n; j++) {
            const sy_pool_axis *a = &g.ax[3 - n + j];
            for (int64_t o = 0; o < a->out; o++) {
                const sy_pool_taps t = sy_pool_taps_of(a, o);
                if (t.last <= t.first)
                    return sy__fail(SY_E_INVALID_ARGUMENT,
                                    "sy_%s: window %lld along axis %d of %s %s reads padding"
                                    " alone (%s); without count_include_pad it has no mean",
                                    op, (long long)o, 2 + j, what, sy__rule_shape_str(shape, rank, s1), window);
                if (o * a->s - a->lo >= 0 && o * a->s - a->lo + a->k <= a->d)
                    o = (a->d - a->k + a->lo) / a->s; /* the windows inside x: skip to the last of them */
            }
        }
    return SY_OK;
}

sy_status sy__pool_window_rule(const char *op, const char *what, const int64_t *shape, int rank,
                               const sy_attr_value *at, int slot_kernel, int slot_stride, int slot_pads, int64_t *out)
{
    return pool_rule(op, what, shape, rank, at, slot_kernel, slot_stride, slot_pads, -1, -1, out);
}

sy_status sy__infer_avg_pool(const sy__call *call, const char *op, sy__inferred *r)
{
    const sy_tensor *x = call->in[0];
    sy_status st = pool_rule(op, "x", x->shape, x->rank, call->attrs->x, SY_ATTR_AVG_POOL_KERNEL,
                             SY_ATTR_AVG_POOL_STRIDE, SY_ATTR_AVG_POOL_PADS, SY_ATTR_AVG_POOL_CEIL_MODE,
                             SY_ATTR_AVG_POOL_COUNT_INCLUDE_PAD, r->shape);
    if (st != SY_OK)
        return st;
    r->rank = x->rank;
    return sy__rule_check_shape(op, r->shape, r->rank, x->dtype);
}

sy_status sy__infer_avg_pool_backward(const sy__call *call, const char *op, sy__inferred *r)
{
    const sy_tensor *dy = call->in[0];
    const sy_attr_value *shape = &call->attrs->x[SY_ATTR_AVG_POOL_BACKWARD_SHAPE];
    char s1[SY__SHAPE_STR_MAX], s2[SY__SHAPE_STR_MAX], s3[SY__SHAPE_STR_MAX];
    int64_t want[SY_MAX_RANK];
    for (int d = 0; d < shape->n; d++)
        if (shape->i[d] < 0)
            return sy__fail(SY_E_SHAPE_MISMATCH, "sy_%s: shape %s has a negative dimension", op,
                            sy__rule_shape_str(shape->i, shape->n, s1));
    /* a shape a tensor can have, so the geometry's sums and products stay in int64 */
    sy_status st = sy__rule_check_shape(op, shape->i, shape->n, dy->dtype);
    if (st != SY_OK)
        return st;
    st = pool_rule(op, "shape", shape->i, shape->n, call->attrs->x, SY_ATTR_AVG_POOL_BACKWARD_KERNEL,
                   SY_ATTR_AVG_POOL_BACKWARD_STRIDE, SY_ATTR_AVG_POOL_BACKWARD_PADS, SY_ATTR_AVG_POOL_BACKWARD_CEIL_MODE,
                   SY_ATTR_AVG_POOL_BACKWARD_COUNT_INCLUDE_PAD, want);
    if (st != SY_OK)
        return st;
    if (dy->rank != shape->n || memcmp(dy->shape, want, sizeof *want * (size_t)shape->n) != 0)
        return sy__fail(SY_E_SHAPE_MISMATCH, "sy_%s: dy is %s; avg_pool of a shape %s gives %s", op,
                        sy__rule_shape_str(dy->shape, dy->rank, s1), sy__rule_shape_str(shape->i, shape->n, s2),
                        sy__rule_shape_str(want, shape->n, s3));
    r->rank = shape->n;
    memcpy(r->shape, shape->i, sizeof *r->shape * (size_t)shape->n);
    return SY_OK; /* checked above */
}

/* ---- conv_transpose2d ---------------------------------------------------------
 * x [N, C, H, W], weight [C, M / groups, kH, kW], bias [M]: the result
 * [N, M, oH, oW], oH = stride * (H - 1) + output_padding + dilation * (kH - 1)
 * + 1 - top - bottom (oW likewise). The attributes at slots[0..4]: stride,
 * pads, dilation, groups, output_padding. */
static sy_status convt_rule(const sy__call *call, const char *op, const sy_tensor *x, const sy_tensor *w,
                            const sy_tensor *b, const int slots[5], int64_t out[4])
{
    char s1[SY__SHAPE_STR_MAX], s2[SY__SHAPE_STR_MAX], s3[SY__SHAPE_STR_MAX];
    const sy_attr_value *at = call->attrs->x;
    if (x->rank != 4)
        return sy__fail(SY_E_SHAPE_MISMATCH, "sy_%s: x is %s; it takes rank 4 (N, C, H, W)", op,
                        sy__rule_shape_str(x->shape, x->rank, s1));
    if (w->rank != 4)
        return sy__fail(SY_E_SHAPE_MISMATCH, "sy_%s: weight is %s; it takes rank 4 (C, M / groups, kH, kW)", op,
                        sy__rule_shape_str(w->shape, w->rank, s1));
    const int64_t groups = at[slots[3]].i[0], c = x->shape[1];
    if (groups < 1 || groups > POOL_MAX)
        return sy__fail(SY_E_INVALID_ARGUMENT, "sy_%s: groups is %lld; it takes 1..%lld", op, (long long)groups,
                        (long long)POOL_MAX);
    if (w->shape[0] != c || c % groups != 0)
        return sy__fail(SY_E_SHAPE_MISMATCH,
                        "sy_%s: weight %s for x %s with groups %lld; it takes [%lld, M / groups,"
                        " kH, kW] and groups dividing %lld",
                        op, sy__rule_shape_str(w->shape, 4, s2), sy__rule_shape_str(x->shape, 4, s1), (long long)groups,
                        (long long)c, (long long)c);
    const int64_t m = w->shape[1] * groups;
    if (b && (b->rank != 1 || b->shape[0] != m))
        return sy__fail(SY_E_SHAPE_MISMATCH, "sy_%s: bias is %s; weight %s with groups %lld takes [%lld]", op,
                        sy__rule_shape_str(b->shape, b->rank, s1), sy__rule_shape_str(w->shape, 4, s2),
                        (long long)groups, (long long)m);
    if (w->shape[2] < 1 || w->shape[3] < 1 || w->shape[2] > POOL_MAX || w->shape[3] > POOL_MAX)
        return sy__fail(SY_E_SHAPE_MISMATCH, "sy_%s: weight %s has a kernel of 0 or more than %lld", op,
                        sy__rule_shape_str(w->shape, 4, s2), (long long)POOL_MAX);
    sy_attr_value two = at[slots[0]];
    two.n = 2;
    sy_status st = pool_ints(op, "stride", &two, 1);
    two = at[slots[2]];
    two.n = 2;
    if (st == SY_OK)
        st = pool_ints(op, "dilation", &two, 1);
    two = at[slots[1]];
    two.n = 4;
    if (st == SY_OK)
        st = pool_ints(op, "pads", &two, 0);
    two = at[slots[4]];
    two.n = 2;
    if (st == SY_OK)
        st = pool_ints(op, "output_padding", &two, 0);
    if (st != SY_OK)
        return st;
    out[0] = x->shape[0];
    out[1] = m;
    for (int j = 0; j < 2; j++) {
        const int64_t s = at[slots[0]].i[j], dl = at[slots[2]].i[j], op_pad = at[slots[4]].i[j];
        const int64_t lo = at[slots[1]].i[j], hi = at[slots[1]].i[2 + j];
        if (op_pad >= s)
            return sy__fail(SY_E_INVALID_ARGUMENT, "sy_%s: output_padding[%d] is %lld; stride %lld takes 0..%lld (so"
                            " conv2d of the result gives x's shape back)", op, j, (long long)op_pad, (long long)s,
                            (long long)(s - 1));
        /* x's axis is checked before the product: x of no element along it has no
         * transposed convolution, and a long axis (x empty elsewhere) times a
         * large stride would overflow int64 */
        const int64_t d = x->shape[2 + j];
        if (d < 1)
            return sy__fail(SY_E_SHAPE_MISMATCH, "sy_%s: x %s is empty along axis %d; it takes 1 or more there", op,
                            sy__rule_shape_str(x->shape, 4, s1), 2 + j);
        if (d - 1 > (INT64_MAX / 4) / s)
            return sy__fail(SY_E_SHAPE_MISMATCH,
                            "sy_%s: x %s with stride %lld along axis %d gives a result longer"
                            " than %lld",
                            op, sy__rule_shape_str(x->shape, 4, s1), (long long)s, 2 + j, (long long)(INT64_MAX / 4));
        const int64_t n = s * (d - 1) + op_pad + dl * (w->shape[2 + j] - 1) + 1 - lo - hi;
        if (n < 1)
            return sy__fail(SY_E_SHAPE_MISMATCH,
                            "sy_%s: x %s and weight %s give %lld along axis %d (stride %lld,"
                            " pads %s, dilation %lld, output_padding %lld); it takes 1 or more",
                            op, sy__rule_shape_str(x->shape, 4, s1), sy__rule_shape_str(w->shape, 4, s2), (long long)n,
                            2 + j, (long long)s, sy__rule_shape_str(at[slots[1]].i, 4, s3), (long long)dl,
                            (long long)op_pad);
        out[2 + j] = n;
    }
    return SY_OK;
}

sy_status sy__infer_conv_transpose2d(const sy__call *call, const char *op, sy__inferred *r)
{
    static const int slots[5] = {SY_ATTR_CONV_TRANSPOSE2D_STRIDE, SY_ATTR_CONV_TRANSPOSE2D_PADS,
                                 SY_ATTR_CONV_TRANSPOSE2D_DILATION, SY_ATTR_CONV_TRANSPOSE2D_GROUPS,
                                 SY_ATTR_CONV_TRANSPOSE2D_OUTPUT_PADDING};
    sy_status st = convt_rule(call, op, call->in[0], call->in[1], call->in[2], slots, r->shape);
    if (st != SY_OK)
        return st;
    r->rank = 4;
    return sy__rule_check_shape(op, r->shape, r->rank, call->in[0]->dtype);
}

sy_status sy__infer_conv_transpose2d_backward_input(const sy__call *call, const char *op, sy__inferred *r)
{
    static const int slots[5] = {
        SY_ATTR_CONV_TRANSPOSE2D_BACKWARD_INPUT_STRIDE, SY_ATTR_CONV_TRANSPOSE2D_BACKWARD_INPUT_PADS,
        SY_ATTR_CONV_TRANSPOSE2D_BACKWARD_INPUT_DILATION, SY_ATTR_CONV_TRANSPOSE2D_BACKWARD_INPUT_GROUPS,
        SY_ATTR_CONV_TRANSPOSE2D_BACKWARD_INPUT_OUTPUT_PADDING};
    const sy_tensor *dy = call->in[0], *w = call->in[1], *x = call->in[2];
    char s1[SY__SHAPE_STR_MAX], s2[SY__SHAPE_STR_MAX], s3[SY__SHAPE_STR_MAX], s4[SY__SHAPE_STR_MAX];
    int64_t want[4];
    sy_status st = convt_rule(call, op, x, w, NULL, slots, want);
    if (st != SY_OK)
        return st;
    if (dy->rank != 4 || memcmp(dy->shape, want, sizeof want) != 0)
        return sy__fail(SY_E_SHAPE_MISMATCH, "sy_%s: dy is %s; conv_transpose2d of x %s and weight %s gives %s", op,
                        sy__rule_shape_str(dy->shape, dy->rank, s1), sy__rule_shape_str(x->shape, 4, s2),
                        sy__rule_shape_str(w->shape, 4, s3), sy__rule_shape_str(want, 4, s4));
    r->rank = 4;
    memcpy(r->shape, x->shape, 4 * sizeof *r->shape);
    return sy__rule_check_shape(op, r->shape, r->rank, dy->dtype);
}
