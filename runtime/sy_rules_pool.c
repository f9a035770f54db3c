/* switchyard: the shape rules of the pooling families over 1 to 3 spatial
 * axes (avg_pool, avg_pool_backward; runtime/sy_rules.h). The window
 * geometry is runtime/sy_pool.h's, which the kernels read too. Attributes are
 * checked to lie in 1..INT32_MAX (pads 0..INT32_MAX), so no sum or product
 * below overflows int64.
 */
#include <stdio.h>
#include <string.h>

#include "sy_kernels.h"
#include "sy_pool.h"
#include "sy_rules.h"

#define POOL_MAX INT32_MAX

static const char *shp(const int64_t *shape, int rank, char *buf)
{
    return sy__shape_str(shape, rank, buf, SY__SHAPE_STR_MAX);
}

/* "kernel [3, 3], stride [2, 2], pads [0, 0, 1, 1]" */
static const char *pool_str(const sy_attr_value *k, const sy_attr_value *s, const sy_attr_value *p, char *buf,
                            size_t size)
{
    char a[SY__SHAPE_STR_MAX], b[SY__SHAPE_STR_MAX], c[SY__SHAPE_STR_MAX];
    snprintf(buf, size, "kernel %s, stride %s, pads %s", shp(k->i, k->n, a), shp(s->i, s->n, b), shp(p->i, p->n, c));
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
        return sy__fail(SY_E_SHAPE_MISMATCH, "sy_%s: %s is %s; a kernel of %d values takes rank %d (N, C and %d"
                        " spatial axes)", op, what, shp(shape, rank, s1), n, 2 + n, n);
    if (s->n != 0 && s->n != n)
        return sy__fail(SY_E_INVALID_ARGUMENT, "sy_%s: stride has %d values; kernel %s takes %d (or none: all 1)", op,
                        s->n, shp(k->i, n, s1), n);
    if (p->n != 0 && p->n != 2 * n)
        return sy__fail(SY_E_INVALID_ARGUMENT, "sy_%s: pads has %d values; kernel %s takes %d, the begins then the"
                        " ends (or none: all 0)", op, p->n, shp(k->i, n, s1), 2 * n);
    sy_status st = pool_ints(op, "kernel", k, 1);
    if (st == SY_OK)
        st = pool_ints(op, "stride", s, 1);
    if (st == SY_OK)
        st = pool_ints(op, "pads", p, 0);
    if (st != SY_OK)
        return st;
    pool_str(k, s, p, window, sizeof window);
    sy_pool_geom g;
    sy_pool_geom_of(shape, k, s, p, at[slot_ceil].i[0] != 0, &g);
    out[0] = shape[0];
    out[1] = shape[1];
    for (int j = 0; j < n; j++) {
        const sy_pool_axis *a = &g.ax[3 - n + j];
        if (a->out < 0)
            return sy__fail(SY_E_SHAPE_MISMATCH, "sy_%s: the kernel spans %lld along axis %d, more than the %lld of"
                            " %s %s padded (%s)", op, (long long)a->k, 2 + j, (long long)(a->d + a->lo + a->hi), what,
                            shp(shape, rank, s1), window);
        out[2 + j] = a->out;
    }
    /* without count_include_pad a window over padding alone divides by 0 */
    if (at[slot_cip].i[0] == 0 && g.planes > 0)
        for (int j = 0; j < n; j++) {
            const sy_pool_axis *a = &g.ax[3 - n + j];
            for (int64_t o = 0; o < a->out; o++) {
                const sy_pool_taps t = sy_pool_taps_of(a, o);
                if (t.last <= t.first)
                    return sy__fail(SY_E_INVALID_ARGUMENT, "sy_%s: window %lld along axis %d of %s %s reads padding"
                                    " alone (%s); without count_include_pad it has no mean", op, (long long)o, 2 + j,
                                    what, shp(shape, rank, s1), window);
                if (o * a->s - a->lo >= 0 && o * a->s - a->lo + a->k <= a->d)
                    o = (a->d - a->k + a->lo) / a->s; /* the windows inside x: skip to the last of them */
            }
        }
    return SY_OK;
}

static sy_status checked(const char *op, const int64_t *shape, int rank, sy_dtype dt)
{
    int64_t ignored;
    char fn[64];
    snprintf(fn, sizeof fn, "sy_%s", op);
    return sy__check_shape(fn, shape, rank, dt, &ignored);
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
    return checked(op, r->shape, r->rank, x->dtype);
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
                            shp(shape->i, shape->n, s1));
    sy_status st = pool_rule(op, "shape", shape->i, shape->n, call->attrs->x, SY_ATTR_AVG_POOL_BACKWARD_KERNEL,
                             SY_ATTR_AVG_POOL_BACKWARD_STRIDE, SY_ATTR_AVG_POOL_BACKWARD_PADS,
                             SY_ATTR_AVG_POOL_BACKWARD_CEIL_MODE, SY_ATTR_AVG_POOL_BACKWARD_COUNT_INCLUDE_PAD, want);
    if (st != SY_OK)
        return st;
    if (dy->rank != shape->n || memcmp(dy->shape, want, sizeof *want * (size_t)shape->n) != 0)
        return sy__fail(SY_E_SHAPE_MISMATCH, "sy_%s: dy is %s; avg_pool of a shape %s gives %s", op,
                        shp(dy->shape, dy->rank, s1), shp(shape->i, shape->n, s2), shp(want, shape->n, s3));
    r->rank = shape->n;
    memcpy(r->shape, shape->i, sizeof *r->shape * (size_t)shape->n);
    return checked(op, r->shape, r->rank, dy->dtype);
}
