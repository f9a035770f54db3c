/* switchyard: the shape rules of interpolation (runtime/sy_rules.h): resize
 * and its gradient op. Each reads its attributes from the call record's slots
 * at the generated SY_ATTR_* indices. The signature's dtype checks have run
 * (sy_infer.c); the kernels check the values of scales.
 */
#include <stdio.h>
#include <string.h>

#include "sy_kernels.h"
#include "sy_rules.h"

/* x's shape xs[0..xr) (resize's x, or resize_backward's `shape`) and the
 * output's os[0..orank) (sizes, or dy's shape) against each other, roi and
 * scales: the same rank of 1 or more, no empty axis either side, roi
 * [2 * rank] (required by tf_crop_and_resize), scales [rank]. `what` names x
 * ("x", "shape"), `out` the output ("sizes", "dy"). */
static sy_status fit_resize(const char *op, const char *what, const int64_t *xs, int xr, const char *out,
                            const int64_t *os, int orank, const sy_tensor *roi, const sy_tensor *scales, bool crop)
{
    char s1[SY__SHAPE_STR_MAX], s2[SY__SHAPE_STR_MAX];
    sy__shape_str(xs, xr, s1, sizeof s1);
    sy__shape_str(os, orank, s2, sizeof s2);
    if (xr < 1)
        return sy__fail(SY_E_SHAPE_MISMATCH, "sy_%s: %s is [], a scalar; resize takes rank 1 or more", op, what);
    if (orank != xr)
        return sy__fail(SY_E_SHAPE_MISMATCH, "sy_%s: %s is %s and %s %s; %s needs one length per axis of %s", op,
                        out, s2, what, s1, out, what);
    for (int j = 0; j < xr; j++) {
        if (xs[j] < 1)
            return sy__fail(SY_E_SHAPE_MISMATCH, "sy_%s: %s is %s, empty along axis %d; resize interpolates"
                            " between elements, and refuses an empty axis", op, what, s1, j);
        if (os[j] < 1)
            return sy__fail(SY_E_SHAPE_MISMATCH, "sy_%s: %s is %s, of length %lld along axis %d; resize gives 1"
                            " or more", op, out, s2, (long long)os[j], j);
    }
    if (roi && (roi->rank != 1 || roi->shape[0] != 2 * (int64_t)xr))
        return sy__fail(SY_E_SHAPE_MISMATCH, "sy_%s: roi is %s and %s %s; roi must be [%d] (the starts, then the"
                        " ends, of every axis)", op, sy__shape_str(roi->shape, roi->rank, s2, sizeof s2), what, s1,
                        2 * xr);
    if (scales && (scales->rank != 1 || scales->shape[0] != (int64_t)xr))
        return sy__fail(SY_E_SHAPE_MISMATCH, "sy_%s: scales is %s and %s %s; scales must be [%d] (one per axis)", op,
                        sy__shape_str(scales->shape, scales->rank, s2, sizeof s2), what, s1, xr);
    if (crop && !roi)
        return sy__fail(SY_E_INVALID_ARGUMENT, "sy_%s: transform tf_crop_and_resize needs roi, which is NULL", op);
    return SY_OK;
}

sy_status sy__infer_resize(const sy__call *call, const char *op, sy__inferred *r)
{
    const sy_tensor *x = call->in[0], *roi = call->in[1], *scales = call->in[2];
    const sy_attr_value *sizes = &call->attrs->x[SY_ATTR_RESIZE_SIZES];
    const bool crop = call->attrs->x[SY_ATTR_RESIZE_TRANSFORM].i[0] == SY_RESIZE_TRANSFORM_TF_CROP_AND_RESIZE;
    char fn[64];
    snprintf(fn, sizeof fn, "sy_%s", op);
    int64_t ignored;
    sy_status st = sy__check_shape(fn, sizes->i, sizes->n, x->dtype, &ignored);
    if (st == SY_OK)
        st = fit_resize(op, "x", x->shape, x->rank, "sizes", sizes->i, sizes->n, roi, scales, crop);
    if (st != SY_OK)
        return st;
    r->rank = sizes->n;
    memcpy(r->shape, sizes->i, (size_t)sizes->n * sizeof *r->shape);
    return SY_OK;
}

sy_status sy__infer_resize_backward(const sy__call *call, const char *op, sy__inferred *r)
{
    const sy_tensor *dy = call->in[0], *roi = call->in[1], *scales = call->in[2];
    const sy_attr_value *shape = &call->attrs->x[SY_ATTR_RESIZE_BACKWARD_SHAPE];
    const bool crop =
        call->attrs->x[SY_ATTR_RESIZE_BACKWARD_TRANSFORM].i[0] == SY_RESIZE_BACKWARD_TRANSFORM_TF_CROP_AND_RESIZE;
    char fn[64];
    snprintf(fn, sizeof fn, "sy_%s", op);
    int64_t ignored;
    sy_status st = sy__check_shape(fn, shape->i, shape->n, dy->dtype, &ignored);
    if (st == SY_OK)
        st = fit_resize(op, "shape", shape->i, shape->n, "dy", dy->shape, dy->rank, roi, scales, crop);
    if (st != SY_OK)
        return st;
    r->rank = shape->n;
    memcpy(r->shape, shape->i, (size_t)shape->n * sizeof *r->shape);
    return SY_OK;
}
