/* switchyard: the shape rules of col2im and im2col over 1 to 3 spatial axes
 * (runtime/sy_rules.h). The geometry is runtime/sy_col2im.h's, which the
 * kernels read too. Both check block_shape (1 to 3 values, each
 * 1..2^31-1), stride and dilation (one per spatial axis or none, 1..2^31-1)
 * and pads (two per spatial axis or none, 0..2^31-1), and that a dilated
 * block fits the padded image along each axis; col2im also its image_shape
 * (one length per spatial axis, 0..2^31-1), x's channels against the taps
 * of a block and its axis 2 against the number of blocks. The products of
 * taps and of blocks stay within 2^62, so the kernels' indices never
 * overflow int64.
 */
#include <stdio.h>
#include <string.h>

#include "sy_col2im.h"
#include "sy_kernels.h"
#include "sy_rules.h"

#define C2I_MAX INT32_MAX
#define C2I_CAP ((int64_t)1 << 62)

/* a * b, or C2I_CAP + 1 once beyond C2I_CAP (both 0..C2I_CAP + 1) */
static int64_t mul_cap(int64_t a, int64_t b)
{
    if (a == 0 || b == 0)
        return 0;
    if (a > C2I_CAP || b > C2I_CAP || a > C2I_CAP / b)
        return C2I_CAP + 1;
    return a * b;
}

static sy_status c2i_list(const char *op, const char *what, const sy_attr_value *v, int want, int k, int64_t lo)
{
    if (v->n != want && v->n != 0)
        return sy__fail(SY_E_INVALID_ARGUMENT, "sy_%s: %s has %d values; a block_shape of %d values takes %d (or"
                        " none)", op, what, v->n, k, want);
    for (int j = 0; j < v->n; j++)
        if (v->i[j] < lo || v->i[j] > C2I_MAX)
            return sy__fail(SY_E_INVALID_ARGUMENT, "sy_%s: %s[%d] is %lld; it takes %lld..%lld", op, what, j,
                            (long long)v->i[j], (long long)lo, (long long)C2I_MAX);
    return SY_OK;
}

/* The attributes at their slots (block_shape, stride, pads, dilation in that
 * order from `first`) against the image lengths d (k of them, `what` names
 * where they come from): the blocks' grid into grid, the taps of a block
 * into *taps. */
static sy_status c2i_rule(const char *op, const char *what, const int64_t *d, const sy_attr_value *at, int first,
                          int64_t *grid, int64_t *taps)
{
    const sy_attr_value *b = &at[first], *s = &at[first + 1], *p = &at[first + 2], *dl = &at[first + 3];
    const int k = b->n;
    char s1[SY__SHAPE_STR_MAX], s2[SY__SHAPE_STR_MAX];
    sy_status st = c2i_list(op, "block_shape", b, k, k, 1);
    if (st == SY_OK)
        st = c2i_list(op, "stride", s, k, k, 1);
    if (st == SY_OK)
        st = c2i_list(op, "pads", p, 2 * k, k, 0);
    if (st == SY_OK)
        st = c2i_list(op, "dilation", dl, k, k, 1);
    if (st != SY_OK)
        return st;
    *taps = 1;
    for (int j = 0; j < k; j++) {
        const int64_t stride = s->n ? s->i[j] : 1, dil = dl->n ? dl->i[j] : 1;
        const int64_t lo = p->n ? p->i[j] : 0, hi = p->n ? p->i[k + j] : 0;
        grid[j] = sy_c2i_count(d[j], b->i[j], stride, lo, hi, dil);
        if (grid[j] < 1)
            return sy__fail(SY_E_SHAPE_MISMATCH,
                            "sy_%s: along spatial axis %d, %s %s padded by %lld and %lld is"
                            " %lld long, shorter than a block of %lld dilated by %lld (%lld; block_shape %s)",
                            op, j, what, sy__rule_shape_str(d, k, s1), (long long)lo, (long long)hi,
                            (long long)(d[j] + lo + hi), (long long)b->i[j], (long long)dil,
                            (long long)(dil * (b->i[j] - 1) + 1), sy__rule_shape_str(b->i, k, s2));
        *taps = mul_cap(*taps, b->i[j]);
    }
    if (*taps > C2I_CAP)
        return sy__fail(SY_E_SHAPE_MISMATCH, "sy_%s: block_shape %s holds more than 2^62 taps", op,
                        sy__rule_shape_str(b->i, k, s1));
    return SY_OK;
}

static sy_status block_count(const char *op, const sy_attr_value *b)
{
    if (b->n < 1) /* more than 3: the signature's int[<=3] refused it */
        return sy__fail(SY_E_INVALID_ARGUMENT, "sy_%s: block_shape has %d values; it takes 1 to 3, one per spatial"
                        " axis", op, b->n);
    return SY_OK;
}

sy_status sy__infer_col2im(const sy__call *call, const char *op, sy__inferred *r)
{
    const sy_tensor *x = call->in[0];
    const sy_attr_value *at = call->attrs->x, *img = &at[SY_ATTR_COL2IM_IMAGE_SHAPE];
    const sy_attr_value *b = &at[SY_ATTR_COL2IM_BLOCK_SHAPE];
    char s1[SY__SHAPE_STR_MAX], s2[SY__SHAPE_STR_MAX], s3[SY__SHAPE_STR_MAX], s4[SY__SHAPE_STR_MAX];
    sy_status st = block_count(op, b);
    if (st != SY_OK)
        return st;
    const int k = b->n;
    if (img->n != k)
        return sy__fail(SY_E_INVALID_ARGUMENT,
                        "sy_%s: image_shape %s has %d values; a block_shape of %d values"
                        " takes %d, one per spatial axis",
                        op, sy__rule_shape_str(img->i, img->n, s1), img->n, k, k);
    for (int j = 0; j < k; j++)
        if (img->i[j] < 0 || img->i[j] > C2I_MAX)
            return sy__fail(SY_E_INVALID_ARGUMENT, "sy_%s: image_shape[%d] is %lld; it takes 0..%lld", op, j,
                            (long long)img->i[j], (long long)C2I_MAX);
    if (x->rank != 3)
        return sy__fail(SY_E_SHAPE_MISMATCH,
                        "sy_%s: x is %s; it takes rank 3, [N, C * B, L] (B the taps of a block,"
                        " L the blocks)",
                        op, sy__rule_shape_str(x->shape, x->rank, s1));
    int64_t grid[3], taps, blocks = 1;
    st = c2i_rule(op, "image_shape", img->i, at, SY_ATTR_COL2IM_BLOCK_SHAPE, grid, &taps);
    if (st != SY_OK)
        return st;
    if (x->shape[1] % taps != 0)
        return sy__fail(SY_E_SHAPE_MISMATCH,
                        "sy_%s: x is %s; its axis 1 (%lld) is not a multiple of the %lld taps of"
                        " block_shape %s",
                        op, sy__rule_shape_str(x->shape, x->rank, s1), (long long)x->shape[1], (long long)taps,
                        sy__rule_shape_str(b->i, k, s2));
    for (int j = 0; j < k; j++)
        blocks = mul_cap(blocks, grid[j]);
    if (blocks != x->shape[2])
        return sy__fail(SY_E_SHAPE_MISMATCH,
                        "sy_%s: x is %s; its axis 2 must hold the blocks, and image_shape %s"
                        " with block_shape %s (stride, pads, dilation) gives a grid of %s blocks, %s%lld in all",
                        op, sy__rule_shape_str(x->shape, x->rank, s1), sy__rule_shape_str(img->i, k, s2),
                        sy__rule_shape_str(b->i, k, s3), sy__rule_shape_str(grid, k, s4),
                        blocks > C2I_CAP ? "more than " : "", (long long)(blocks > C2I_CAP ? C2I_CAP : blocks));
    r->rank = 2 + k;
    r->shape[0] = x->shape[0];
    r->shape[1] = x->shape[1] / taps;
    memcpy(r->shape + 2, img->i, sizeof *img->i * (size_t)k);
    return sy__rule_check_shape(op, r->shape, r->rank, x->dtype);
}

sy_status sy__infer_im2col(const sy__call *call, const char *op, sy__inferred *r)
{
    const sy_tensor *x = call->in[0];
    const sy_attr_value *at = call->attrs->x, *b = &at[SY_ATTR_IM2COL_BLOCK_SHAPE];
    char s1[SY__SHAPE_STR_MAX];
    sy_status st = block_count(op, b);
    if (st != SY_OK)
        return st;
    const int k = b->n;
    if (x->rank != 2 + k)
        return sy__fail(SY_E_SHAPE_MISMATCH,
                        "sy_%s: x is %s; a block_shape of %d values takes rank %d (N, C and %d"
                        " spatial axes)",
                        op, sy__rule_shape_str(x->shape, x->rank, s1), k, 2 + k, k);
    int64_t grid[3], taps, blocks = 1;
    st = c2i_rule(op, "x's spatial shape", x->shape + 2, at, SY_ATTR_IM2COL_BLOCK_SHAPE, grid, &taps);
    if (st != SY_OK)
        return st;
    for (int j = 0; j < k; j++)
        blocks = mul_cap(blocks, grid[j]);
    const int64_t rows = mul_cap(x->shape[1], taps);
    if (blocks > C2I_CAP || rows > C2I_CAP)
        return sy__fail(SY_E_SHAPE_MISMATCH, "sy_%s: x is %s; its columns would be more than 2^62 long or many", op,
                        sy__rule_shape_str(x->shape, x->rank, s1));
    r->rank = 3;
    r->shape[0] = x->shape[0];
    r->shape[1] = rows;
    r->shape[2] = blocks;
    return sy__rule_check_shape(op, r->shape, r->rank, x->dtype);
}
