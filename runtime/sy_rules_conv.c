/* switchyard: the shape rules of the convolutions over 1 to 3 spatial axes
 * (conv, conv_backward_input, conv_backward_weight, conv_backward_bias,
 * conv_transpose, conv_transpose_backward_input; runtime/sy_rules.h). The
 * geometry is runtime/sy_conv.h's, which the kernels read too. Attributes
 * are checked to lie in 1..INT32_MAX (pads, output_padding 0..INT32_MAX) and
 * kernels to be 1..INT32_MAX long, and conv_transpose's stride times x's
 * length is bounded, so no sum or product below overflows int64.
 */
#include <stdio.h>
#include <string.h>

#include "sy_conv.h"
#include "sy_kernels.h"
#include "sy_rules.h"

#define CONV_MAX INT32_MAX

/* One list attribute: `want` values or none, each in lo..CONV_MAX. */
static sy_status conv_list(const char *op, const char *what, const sy_attr_value *v, int want, int n, int64_t lo)
{
    if (v->n != 0 && v->n != want)
        return sy__fail(SY_E_INVALID_ARGUMENT, "sy_%s: %s has %d values; a weight of %d spatial axes takes %d (or"
                        " none)", op, what, v->n, n, want);
    for (int k = 0; k < v->n; k++)
        if (v->i[k] < lo || v->i[k] > CONV_MAX)
            return sy__fail(SY_E_INVALID_ARGUMENT, "sy_%s: %s[%d] is %lld; it takes %lld..%lld", op, what, k,
                            (long long)v->i[k], (long long)lo, (long long)CONV_MAX);
    return SY_OK;
}

/* The slots of one op's attributes: stride, pads, dilation, groups,
 * output_padding (-1: none, conv's). */
typedef struct conv_slots {
    int stride, pads, dilation, groups, out_pad;
} conv_slots;

/* The rule of conv (transpose false) or conv_transpose over x, weight and
 * bias (NULL: none): the result's shape into out, its rank x's. */
static sy_status conv_nd_rule(const sy__call *call, const char *op, const sy_tensor *x, const sy_tensor *w,
                              const sy_tensor *b, const conv_slots *sl, bool transpose, int64_t *out)
{
    char s1[SY__SHAPE_STR_MAX], s2[SY__SHAPE_STR_MAX], s3[SY__SHAPE_STR_MAX];
    const sy_attr_value *at = call->attrs->x;
    const int n = w->rank - 2;
    if (n < 1 || n > 3)
        return sy__fail(SY_E_SHAPE_MISMATCH,
                        "sy_%s: weight is %s; it takes rank 3 to 5 (%s, then 1 to 3 spatial"
                        " axes)",
                        op, sy__rule_shape_str(w->shape, w->rank, s1), transpose ? "C, M / groups" : "M, C / groups");
    if (x->rank != w->rank)
        return sy__fail(SY_E_SHAPE_MISMATCH,
                        "sy_%s: x is %s and weight %s; x takes the weight's rank (N, C and %d"
                        " spatial axes)",
                        op, sy__rule_shape_str(x->shape, x->rank, s1), sy__rule_shape_str(w->shape, w->rank, s2), n);
    const int64_t groups = at[sl->groups].i[0], c = x->shape[1];
    if (groups < 1 || groups > CONV_MAX)
        return sy__fail(SY_E_INVALID_ARGUMENT, "sy_%s: groups is %lld; it takes 1..%lld", op, (long long)groups,
                        (long long)CONV_MAX);
    int64_t m;
    if (transpose) {
        if (w->shape[0] != c || c % groups != 0)
            return sy__fail(SY_E_SHAPE_MISMATCH,
                            "sy_%s: weight %s for x %s with groups %lld; it takes [%lld, M /"
                            " groups, ...] and groups dividing %lld",
                            op, sy__rule_shape_str(w->shape, w->rank, s2), sy__rule_shape_str(x->shape, x->rank, s1),
                            (long long)groups, (long long)c, (long long)c);
        m = w->shape[1] * groups;
    } else {
        m = w->shape[0];
        if (c % groups != 0 || m % groups != 0)
            return sy__fail(SY_E_SHAPE_MISMATCH,
                            "sy_%s: groups %lld does not divide the %lld channels of x %s and"
                            " the %lld of weight %s",
                            op, (long long)groups, (long long)c, sy__rule_shape_str(x->shape, x->rank, s1),
                            (long long)m, sy__rule_shape_str(w->shape, w->rank, s2));
        if (w->shape[1] != c / groups)
            return sy__fail(SY_E_SHAPE_MISMATCH,
                            "sy_%s: weight %s has %lld input channels; x %s with groups %lld"
                            " takes %lld",
                            op, sy__rule_shape_str(w->shape, w->rank, s2), (long long)w->shape[1],
                            sy__rule_shape_str(x->shape, x->rank, s1), (long long)groups, (long long)(c / groups));
    }
    if (b && (b->rank != 1 || b->shape[0] != m))
        return sy__fail(SY_E_SHAPE_MISMATCH, "sy_%s: bias is %s; weight %s with groups %lld takes [%lld]", op,
                        sy__rule_shape_str(b->shape, b->rank, s1), sy__rule_shape_str(w->shape, w->rank, s2),
                        (long long)groups, (long long)m);
    for (int j = 0; j < n; j++)
        if (w->shape[2 + j] < 1 || w->shape[2 + j] > CONV_MAX)
            return sy__fail(SY_E_SHAPE_MISMATCH, "sy_%s: weight %s has a kernel of 0 or more than %lld along axis %d",
                            op, sy__rule_shape_str(w->shape, w->rank, s2), (long long)CONV_MAX, 2 + j);
    sy_status st = conv_list(op, "stride", &at[sl->stride], n, n, 1);
    if (st == SY_OK)
        st = conv_list(op, "pads", &at[sl->pads], 2 * n, n, 0);
    if (st == SY_OK)
        st = conv_list(op, "dilation", &at[sl->dilation], n, n, 1);
    if (st == SY_OK && transpose)
        st = conv_list(op, "output_padding", &at[sl->out_pad], n, n, 0);
    if (st != SY_OK)
        return st;
    sy_conv_geom g;
    sy_conv_geom_of(n, &at[sl->stride], &at[sl->pads], &at[sl->dilation], transpose ? &at[sl->out_pad] : NULL, &g);
    out[0] = x->shape[0];
    out[1] = m;
    for (int j = 0; j < n; j++) {
        const int a = 3 - n + j;
        const int64_t d = x->shape[2 + j], k = w->shape[2 + j], ext = g.dl[a] * (k - 1) + 1;
        if (!transpose) {
            const int64_t span = d + g.lo[a] + g.hi[a] - ext;
            if (span < 0)
                return sy__fail(SY_E_SHAPE_MISMATCH,
                                "sy_%s: the dilated kernel spans %lld along axis %d, more than"
                                " the %lld of x %s padded",
                                op, (long long)ext, 2 + j, (long long)(d + g.lo[a] + g.hi[a]),
                                sy__rule_shape_str(x->shape, x->rank, s1));
            out[2 + j] = span / g.s[a] + 1;
            continue;
        }
        if (g.op[a] >= g.s[a])
            return sy__fail(SY_E_INVALID_ARGUMENT, "sy_%s: output_padding[%d] is %lld; stride %lld takes 0..%lld (so"
                            " conv of the result gives x's shape back)", op, j, (long long)g.op[a], (long long)g.s[a],
                            (long long)(g.s[a] - 1));
        if (d < 1)
            return sy__fail(SY_E_SHAPE_MISMATCH, "sy_%s: x %s is empty along axis %d; it takes 1 or more there", op,
                            sy__rule_shape_str(x->shape, x->rank, s1), 2 + j);
        if (d - 1 > (INT64_MAX / 4) / g.s[a])
            return sy__fail(SY_E_SHAPE_MISMATCH,
                            "sy_%s: x %s with stride %lld along axis %d gives a result longer"
                            " than %lld",
                            op, sy__rule_shape_str(x->shape, x->rank, s1), (long long)g.s[a], 2 + j,
                            (long long)(INT64_MAX / 4));
        const int64_t len = g.s[a] * (d - 1) + g.op[a] + ext - g.lo[a] - g.hi[a];
        if (len < 1)
            return sy__fail(SY_E_SHAPE_MISMATCH,
                            "sy_%s: x %s and weight %s give %lld along axis %d (pads %s); it"
                            " takes 1 or more",
                            op, sy__rule_shape_str(x->shape, x->rank, s1), sy__rule_shape_str(w->shape, w->rank, s2),
                            (long long)len, 2 + j, sy__rule_shape_str(at[sl->pads].i, at[sl->pads].n, s3));
        out[2 + j] = len;
    }
    return SY_OK;
}

static const conv_slots conv_sl = {SY_ATTR_CONV_STRIDE, SY_ATTR_CONV_PADS, SY_ATTR_CONV_DILATION, SY_ATTR_CONV_GROUPS,
                                   -1};

sy_status sy__infer_conv(const sy__call *call, const char *op, sy__inferred *r)
{
    const sy_tensor *x = call->in[0];
    sy_status st = conv_nd_rule(call, op, x, call->in[1], call->in[2], &conv_sl, false, r->shape);
    if (st != SY_OK)
        return st;
    r->rank = x->rank;
    return sy__rule_check_shape(op, r->shape, r->rank, x->dtype);
}

/* A gradient op's rule: the forward rule on x and w, dy of the shape it
 * gives, the result of like's shape. */
static sy_status backward_rule(const sy__call *call, const char *op, const char *fwd, const sy_tensor *x,
                               const sy_tensor *w, const sy_tensor *like, const conv_slots *sl, bool transpose,
                               sy__inferred *r)
{
    const sy_tensor *dy = call->in[0];
    char s1[SY__SHAPE_STR_MAX], s2[SY__SHAPE_STR_MAX], s3[SY__SHAPE_STR_MAX], s4[SY__SHAPE_STR_MAX];
    int64_t want[SY_MAX_RANK];
    sy_status st = conv_nd_rule(call, op, x, w, NULL, sl, transpose, want);
    if (st != SY_OK)
        return st;
    if (dy->rank != x->rank || memcmp(dy->shape, want, sizeof *want * (size_t)x->rank) != 0)
        return sy__fail(SY_E_SHAPE_MISMATCH, "sy_%s: dy is %s; %s of x %s and weight %s gives %s", op,
                        sy__rule_shape_str(dy->shape, dy->rank, s1), fwd, sy__rule_shape_str(x->shape, x->rank, s2),
                        sy__rule_shape_str(w->shape, w->rank, s3), sy__rule_shape_str(want, x->rank, s4));
    r->rank = like->rank;
    memcpy(r->shape, like->shape, sizeof *r->shape * (size_t)like->rank);
    return sy__rule_check_shape(op, r->shape, r->rank, dy->dtype);
}

sy_status sy__infer_conv_backward_input(const sy__call *call, const char *op, sy__inferred *r)
{
    static const conv_slots sl = {SY_ATTR_CONV_BACKWARD_INPUT_STRIDE, SY_ATTR_CONV_BACKWARD_INPUT_PADS,
                                  SY_ATTR_CONV_BACKWARD_INPUT_DILATION, SY_ATTR_CONV_BACKWARD_INPUT_GROUPS, -1};
    return backward_rule(call, op, "conv", call->in[2], call->in[1], call->in[2], &sl, false, r);
}

sy_status sy__infer_conv_backward_weight(const sy__call *call, const char *op, sy__inferred *r)
{
    static const conv_slots sl = {SY_ATTR_CONV_BACKWARD_WEIGHT_STRIDE, SY_ATTR_CONV_BACKWARD_WEIGHT_PADS,
                                  SY_ATTR_CONV_BACKWARD_WEIGHT_DILATION, SY_ATTR_CONV_BACKWARD_WEIGHT_GROUPS, -1};
    return backward_rule(call, op, "conv", call->in[1], call->in[2], call->in[2], &sl, false, r);
}

sy_status sy__infer_conv_backward_bias(const sy__call *call, const char *op, sy__inferred *r)
{
    const sy_tensor *dy = call->in[0];
    char s1[SY__SHAPE_STR_MAX];
    if (dy->rank < 3 || dy->rank > 5)
        return sy__fail(SY_E_SHAPE_MISMATCH, "sy_%s: dy is %s; it takes rank 3 to 5 (N, M and 1 to 3 spatial axes)", op,
                        sy__rule_shape_str(dy->shape, dy->rank, s1));
    r->rank = 1;
    r->shape[0] = dy->shape[1];
    return sy__rule_check_shape(op, r->shape, r->rank, dy->dtype);
}

static const conv_slots convt_sl = {SY_ATTR_CONV_TRANSPOSE_STRIDE, SY_ATTR_CONV_TRANSPOSE_PADS,
                                    SY_ATTR_CONV_TRANSPOSE_DILATION, SY_ATTR_CONV_TRANSPOSE_GROUPS,
                                    SY_ATTR_CONV_TRANSPOSE_OUTPUT_PADDING};

sy_status sy__infer_conv_transpose(const sy__call *call, const char *op, sy__inferred *r)
{
    const sy_tensor *x = call->in[0];
    sy_status st = conv_nd_rule(call, op, x, call->in[1], call->in[2], &convt_sl, true, r->shape);
    if (st != SY_OK)
        return st;
    r->rank = x->rank;
    return sy__rule_check_shape(op, r->shape, r->rank, x->dtype);
}

sy_status sy__infer_conv_transpose_backward_input(const sy__call *call, const char *op, sy__inferred *r)
{
    static const conv_slots sl = {
        SY_ATTR_CONV_TRANSPOSE_BACKWARD_INPUT_STRIDE, SY_ATTR_CONV_TRANSPOSE_BACKWARD_INPUT_PADS,
        SY_ATTR_CONV_TRANSPOSE_BACKWARD_INPUT_DILATION, SY_ATTR_CONV_TRANSPOSE_BACKWARD_INPUT_GROUPS,
        SY_ATTR_CONV_TRANSPOSE_BACKWARD_INPUT_OUTPUT_PADDING};
    return backward_rule(call, op, "conv_transpose", call->in[2], call->in[1], call->in[2], &sl, true, r);
}
