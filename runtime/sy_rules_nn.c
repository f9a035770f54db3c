/* switchyard: the shape rules of the families declared with `kernel: op`
 * whose ops a neural network needs (runtime/sy_rules.h). Each reads its
 * attributes from the call record's slots at the generated SY_ATTR_*
 * indices, so a signature that drops an attribute the rule reads fails to
 * compile here. The signature's dtype checks have run (sy_infer.c).
 */
#include <math.h>
#include <stdio.h>
#include <string.h>

#include "sy_kernels.h"
#include "sy_rules.h"
#include "sy_slice.h"

static const char *shp(const sy_tensor *t, char *buf)
{
    return sy__shape_str(t->shape, t->rank, buf, SY__SHAPE_STR_MAX);
}

static int64_t slot_int(const sy__call *call, int slot)
{
    return call->attrs->x[slot].i[0];
}

sy_status sy__infer_softmax(const sy__call *call, const char *op, sy__inferred *r)
{
    const sy_tensor *x = call->in[0];
    sy_status st = sy__rule_axis(op, "axis", slot_int(call, SY_ATTR_SOFTMAX_AXIS), x->rank, &r->axis);
    if (st != SY_OK)
        return st;
    r->rank = x->rank;
    memcpy(r->shape, x->shape, sizeof r->shape);
    return SY_OK;
}

sy_status sy__infer_argmax(const sy__call *call, const char *op, sy__inferred *r)
{
    const sy_tensor *x = call->in[0];
    char s[SY__SHAPE_STR_MAX];
    sy_status st = sy__rule_axis(op, "axis", slot_int(call, SY_ATTR_ARGMAX_AXIS), x->rank, &r->axis);
    if (st != SY_OK)
        return st;
    if (x->shape[r->axis] == 0)
        return sy__fail(SY_E_SHAPE_MISMATCH, "sy_%s: axis %d of %s is empty; no element to pick", op, r->axis,
                        shp(x, s));
    const bool keepdim = slot_int(call, SY_ATTR_ARGMAX_KEEPDIM) != 0;
    r->rank = 0;
    for (int j = 0; j < x->rank; j++) {
        if (j != r->axis)
            r->shape[r->rank++] = x->shape[j];
        else if (keepdim)
            r->shape[r->rank++] = 1;
    }
    return SY_OK;
}

sy_status sy__infer_concat(const sy__call *call, const char *op, sy__inferred *r)
{
    const sy_tensor *first = call->in[0];
    char s1[SY__SHAPE_STR_MAX], s2[SY__SHAPE_STR_MAX];
    if (first->rank == 0)
        return sy__fail(SY_E_SHAPE_MISMATCH, "sy_%s: xs[0] is a scalar; concat joins tensors of rank 1 or more", op);
    sy_status st = sy__rule_axis(op, "axis", slot_int(call, SY_ATTR_CONCAT_AXIS), first->rank, &r->axis);
    if (st != SY_OK)
        return st;
    r->rank = first->rank;
    memcpy(r->shape, first->shape, sizeof r->shape);
    for (int i = 1; i < call->n_in; i++) {
        const sy_tensor *t = call->in[i];
        bool fits = t->rank == first->rank;
        for (int j = 0; fits && j < t->rank; j++)
            fits = j == r->axis || t->shape[j] == first->shape[j];
        if (!fits)
            return sy__fail(SY_E_SHAPE_MISMATCH, "sy_%s: xs[%d] %s does not fit xs[0] %s outside axis %d", op, i,
                            shp(t, s1), shp(first, s2), r->axis);
        if (r->shape[r->axis] > INT64_MAX / 4 - t->shape[r->axis])
            return sy__fail(SY_E_INVALID_ARGUMENT, "sy_%s: xs[%d] %s makes axis %d longer than %lld", op, i,
                            shp(t, s1), r->axis, (long long)(INT64_MAX / 4));
        r->shape[r->axis] += t->shape[r->axis];
    }
    int64_t ignored;
    char fn[64];
    snprintf(fn, sizeof fn, "sy_%s", op);
    return sy__check_shape(fn, r->shape, r->rank, first->dtype, &ignored);
}

sy_status sy__infer_gather(const sy__call *call, const char *op, sy__inferred *r)
{
    const sy_tensor *x = call->in[0], *idx = call->in[1];
    char s1[SY__SHAPE_STR_MAX], s2[SY__SHAPE_STR_MAX];
    sy_status st = sy__rule_axis(op, "axis", slot_int(call, SY_ATTR_GATHER_AXIS), x->rank, &r->axis);
    if (st != SY_OK)
        return st;
    if (x->rank - 1 + idx->rank > SY_MAX_RANK)
        return sy__fail(SY_E_SHAPE_MISMATCH, "sy_%s: gathering %s from %s gives rank %d, more than %d", op,
                        shp(idx, s1), shp(x, s2), x->rank - 1 + idx->rank, SY_MAX_RANK);
    if (x->shape[r->axis] == 0 && idx->numel > 0)
        return sy__fail(SY_E_SHAPE_MISMATCH, "sy_%s: axis %d of %s is empty; no index can be in range", op, r->axis,
                        shp(x, s2));
    r->rank = 0;
    for (int j = 0; j < r->axis; j++)
        r->shape[r->rank++] = x->shape[j];
    for (int j = 0; j < idx->rank; j++)
        r->shape[r->rank++] = idx->shape[j];
    for (int j = r->axis + 1; j < x->rank; j++)
        r->shape[r->rank++] = x->shape[j];
    return SY_OK;
}

sy_status sy__infer_gather_backward(const sy__call *call, const char *op, sy__inferred *r)
{
    const sy_tensor *dy = call->in[0], *idx = call->in[1];
    const sy_attr_value *shape = &call->attrs->x[SY_ATTR_GATHER_BACKWARD_SHAPE];
    char s1[SY__SHAPE_STR_MAX], s2[SY__SHAPE_STR_MAX], s3[SY__SHAPE_STR_MAX], s4[SY__SHAPE_STR_MAX];
    char fn[64];
    snprintf(fn, sizeof fn, "sy_%s", op);
    int64_t ignored;
    sy_status st = sy__check_shape(fn, shape->i, shape->n, dy->dtype, &ignored);
    if (st != SY_OK)
        return st;
    st = sy__rule_axis(op, "axis", slot_int(call, SY_ATTR_GATHER_BACKWARD_AXIS), shape->n, &r->axis);
    if (st != SY_OK)
        return st;
    const int a = r->axis, want_rank = shape->n - 1 + idx->rank;
    sy__shape_str(shape->i, shape->n, s2, sizeof s2);
    if (want_rank > SY_MAX_RANK)
        return sy__fail(SY_E_SHAPE_MISMATCH, "sy_%s: gathering %s from %s gives rank %d, more than %d", op,
                        shp(idx, s1), s2, want_rank, SY_MAX_RANK);
    int64_t want[SY_MAX_RANK];
    int n = 0;
    for (int j = 0; j < a; j++)
        want[n++] = shape->i[j];
    for (int j = 0; j < idx->rank; j++)
        want[n++] = idx->shape[j];
    for (int j = a + 1; j < shape->n; j++)
        want[n++] = shape->i[j];
    if (dy->rank != n || memcmp(dy->shape, want, (size_t)n * sizeof *want) != 0)
        return sy__fail(SY_E_SHAPE_MISMATCH, "sy_%s: dy is %s; gathering indices %s along axis %d of %s gives %s", op,
                        shp(dy, s1), shp(idx, s3), a, s2, sy__shape_str(want, n, s4, sizeof s4));
    if (shape->i[a] == 0 && idx->numel > 0)
        return sy__fail(SY_E_SHAPE_MISMATCH, "sy_%s: axis %d of %s is empty; no index can be in range", op, a, s2);
    r->rank = shape->n;
    memcpy(r->shape, shape->i, (size_t)shape->n * sizeof *r->shape);
    return SY_OK;
}

/* ---- slice ------------------------------------------------------------------ */

static sy_status slice_shape(const char *op, const int64_t *shape, int rank, const sy_attr_value *at,
                             int64_t *out)
{
    sy_slice_plan p;
    char why[160];
    if (sy_slice_plan_of(shape, rank, &at[0], &at[1], &at[2], &at[3], &p, why, sizeof why) != 0)
        return sy__fail(SY_E_INVALID_ARGUMENT, "sy_%s: %s", op, why);
    memcpy(out, p.count, (size_t)rank * sizeof *out);
    return SY_OK;
}

sy_status sy__infer_slice(const sy__call *call, const char *op, sy__inferred *r)
{
    const sy_tensor *x = call->in[0];
    _Static_assert(SY_ATTR_SLICE_ENDS == SY_ATTR_SLICE_STARTS + 1 && SY_ATTR_SLICE_STEPS == SY_ATTR_SLICE_STARTS + 3,
                   "starts, ends, axes, steps in a row");
    r->rank = x->rank;
    return slice_shape(op, x->shape, x->rank, &call->attrs->x[SY_ATTR_SLICE_STARTS], r->shape);
}

sy_status sy__infer_slice_backward(const sy__call *call, const char *op, sy__inferred *r)
{
    const sy_tensor *dy = call->in[0];
    const sy_attr_value *shape = &call->attrs->x[SY_ATTR_SLICE_BACKWARD_SHAPE];
    _Static_assert(SY_ATTR_SLICE_BACKWARD_STEPS == SY_ATTR_SLICE_BACKWARD_STARTS + 3, "starts .. steps in a row");
    char fn[64], s1[SY__SHAPE_STR_MAX], s2[SY__SHAPE_STR_MAX], s3[SY__SHAPE_STR_MAX];
    snprintf(fn, sizeof fn, "sy_%s", op);
    int64_t ignored, want[SY_MAX_RANK];
    sy_status st = sy__check_shape(fn, shape->i, shape->n, dy->dtype, &ignored);
    if (st == SY_OK)
        st = slice_shape(op, shape->i, shape->n, &call->attrs->x[SY_ATTR_SLICE_BACKWARD_STARTS], want);
    if (st != SY_OK)
        return st;
    if (dy->rank != shape->n || memcmp(dy->shape, want, (size_t)shape->n * sizeof *want) != 0)
        return sy__fail(SY_E_SHAPE_MISMATCH, "sy_%s: dy is %s; the slice of %s is %s", op, shp(dy, s1),
                        sy__shape_str(shape->i, shape->n, s2, sizeof s2), sy__shape_str(want, shape->n, s3, sizeof s3));
    r->rank = shape->n;
    memcpy(r->shape, shape->i, (size_t)shape->n * sizeof *r->shape);
    return SY_OK;
}

sy_status sy__infer_layer_norm(const sy__call *call, const char *op, sy__inferred *r)
{
    const sy_tensor *x = call->in[0];
    char s1[SY__SHAPE_STR_MAX], s2[SY__SHAPE_STR_MAX], s3[SY__SHAPE_STR_MAX];
    int axis;
    sy_status st = sy__rule_axis(op, "axis", slot_int(call, SY_ATTR_LAYER_NORM_AXIS), x->rank, &axis);
    if (st != SY_OK)
        return st;
    const double eps = call->attrs->x[SY_ATTR_LAYER_NORM_EPSILON].f;
    if (!(eps >= 0) || isinf(eps))
        return sy__fail(SY_E_INVALID_ARGUMENT, "sy_%s: epsilon %g is not a finite number >= 0", op, eps);
    const int norm = x->rank - axis; /* the normalized axes */
    for (int i = 1; i < 3; i++) {
        const sy_tensor *w = call->in[i];
        if (w && (w->rank != norm || memcmp(w->shape, x->shape + axis, (size_t)norm * sizeof *w->shape) != 0))
            return sy__fail(SY_E_SHAPE_MISMATCH, "sy_%s: %s is %s; normalizing %s from axis %d takes %s", op,
                            i == 1 ? "weight" : "bias", shp(w, s1), shp(x, s2), axis,
                            sy__shape_str(x->shape + axis, norm, s3, sizeof s3));
    }
    r->axis = axis;
    r->rank = x->rank;
    memcpy(r->shape, x->shape, sizeof r->shape);
    for (int k = 0; k < 2; k++) {
        r->more_rank[k] = x->rank;
        for (int j = 0; j < x->rank; j++)
            r->more_shape[k][j] = j < axis ? x->shape[j] : 1;
    }
    return SY_OK;
}

sy_status sy__infer_pad(const sy__call *call, const char *op, sy__inferred *r)
{
    const sy_tensor *x = call->in[0];
    const sy_attr_value *pads = &call->attrs->x[SY_ATTR_PAD_PADS];
    const int64_t mode = slot_int(call, SY_ATTR_PAD_MODE);
    char s1[SY__SHAPE_STR_MAX];
    sy_status st = mode == SY_PAD_MODE_CONSTANT ? sy__rule_value_fits(op, call->attrs->x[SY_ATTR_PAD_VALUE].f, x->dtype)
                                                : SY_OK;
    if (st != SY_OK)
        return st;
    if (pads->n != 2 * x->rank)
        return sy__fail(SY_E_INVALID_ARGUMENT, "sy_%s: pads has %d values; %s takes 2 per axis, %d", op, pads->n,
                        shp(x, s1), 2 * x->rank);
    r->rank = x->rank;
    for (int j = 0; j < x->rank; j++) {
        const int64_t lo = pads->i[j], hi = pads->i[j + x->rank], d = x->shape[j];
        if (lo < 0 || hi < 0)
            return sy__fail(SY_E_INVALID_ARGUMENT, "sy_%s: pads of axis %d are %lld and %lld; negative pads (cropping)"
                            " are not supported", op, j, (long long)lo, (long long)hi);
        if (mode == SY_PAD_MODE_REFLECT && (lo >= d || hi >= d) && (lo > 0 || hi > 0))
            return sy__fail(SY_E_INVALID_ARGUMENT, "sy_%s: reflect pads of axis %d (%lld and %lld) must be below its"
                            " dimension %lld", op, j, (long long)lo, (long long)hi, (long long)d);
        if (mode == SY_PAD_MODE_EDGE && d == 0 && (lo > 0 || hi > 0))
            return sy__fail(SY_E_INVALID_ARGUMENT, "sy_%s: axis %d of %s is empty; it has no edge to repeat", op, j,
                            shp(x, s1));
        if (lo > INT64_MAX / 4 - d || hi > INT64_MAX / 4 - d - lo)
            return sy__fail(SY_E_INVALID_ARGUMENT, "sy_%s: pads of axis %d are too large", op, j);
        r->shape[j] = d + lo + hi;
    }
    int64_t ignored;
    char fn[64];
    snprintf(fn, sizeof fn, "sy_%s", op);
    return sy__check_shape(fn, r->shape, r->rank, x->dtype, &ignored);
}

/* ---- windows over the last two axes of NCHW (max_pool2d, conv2d) ------------
 * Attributes are checked to lie in 1..INT32_MAX (pads 0..INT32_MAX), so no
 * sum or product below overflows int64. */

#define WIN_MAX INT32_MAX

/* The int[N] attribute at slot, each value in lo..WIN_MAX; an error naming it otherwise. */
static sy_status window_ints(const sy__call *call, const char *op, int slot, const char *what, int n, int64_t lo,
                             int64_t *out)
{
    const sy_attr_value *v = &call->attrs->x[slot];
    for (int k = 0; k < n; k++) {
        if (v->i[k] < lo || v->i[k] > WIN_MAX)
            return sy__fail(SY_E_INVALID_ARGUMENT, "sy_%s: %s[%d] is %lld; it takes %lld..%lld", op, what, k,
                            (long long)v->i[k], (long long)lo, (long long)WIN_MAX);
        out[k] = v->i[k];
    }
    return SY_OK;
}

/* One spatial axis of a window op: input length d, kernel k, stride s,
 * dilation dl, pads lo and hi. */
typedef struct win_axis {
    int64_t d, k, s, dl, lo, hi;
} win_axis;

static int64_t win_extent(const win_axis *a) { return a->dl * (a->k - 1) + 1; }

/* The output length: floor((d + lo + hi - extent) / s) + 1, or with
 * ceil_mode the ceiling, less a last window that would start in the end
 * padding (ONNX MaxPool, PyTorch; in ceil_mode a last window may reach past
 * the padded input, its taps there read nothing). -1 when no window fits. */
static int64_t win_out(const win_axis *a, bool ceil_mode)
{
    const int64_t span = a->d + a->lo + a->hi - win_extent(a) + (ceil_mode ? a->s - 1 : 0);
    if (span < 0)
        return -1;
    int64_t n = span / a->s + 1;
    if (ceil_mode && (n - 1) * a->s >= a->d + a->lo)
        n--;
    return n > 0 ? n : -1;
}

/* The first output position along an axis whose window reads padding alone
 * (no tap at 0..d-1), or -1. Only windows that start before the input or
 * after its last element can; the first kind are at most lo / s + 1. */
static int64_t win_empty_at(const win_axis *a, int64_t n)
{
    for (int64_t o = 0; o < n; o++) {
        const int64_t s = o * a->s - a->lo;
        if (s >= 0)
            break;
        const int64_t j = (-s + a->dl - 1) / a->dl; /* the first tap at or after 0 */
        if (j > a->k - 1 || s + j * a->dl > a->d - 1)
            return o;
    }
    if (n > 0 && (n - 1) * a->s - a->lo > a->d - 1)
        return n - 1;
    return -1;
}

static const char *ints_str(const int64_t *v, int n, char *buf) { return sy__shape_str(v, n, buf, SY__SHAPE_STR_MAX); }

/* The spatial axes of x (rank 4) under the window attributes at the slots. */
static sy_status window_axes(const sy__call *call, const char *op, const int64_t *kernel, int slot_stride,
                             int slot_pads, int slot_dilation, win_axis ax[2])
{
    const sy_tensor *x = call->in[0];
    int64_t stride[2] = {0}, pads[4] = {0}, dilation[2] = {0};
    sy_status st = window_ints(call, op, slot_stride, "stride", 2, 1, stride);
    if (st == SY_OK)
        st = window_ints(call, op, slot_pads, "pads", 4, 0, pads);
    if (st == SY_OK)
        st = window_ints(call, op, slot_dilation, "dilation", 2, 1, dilation);
    if (st != SY_OK)
        return st;
    for (int j = 0; j < 2; j++)
        ax[j] = (win_axis){x->shape[2 + j], kernel[j], stride[j], dilation[j], pads[j], pads[2 + j]};
    return SY_OK;
}

static sy_status need_nchw(const sy__call *call, const char *op, int i, const char *what)
{
    char s1[SY__SHAPE_STR_MAX];
    const sy_tensor *t = call->in[i];
    if (t->rank != 4)
        return sy__fail(SY_E_SHAPE_MISMATCH, "sy_%s: %s is %s; it takes rank 4 (%s)", op, i ? "weight" : "x",
                        shp(t, s1), what);
    return SY_OK;
}

/* "kernel [3, 3], stride [2, 2], pads [0, 0, 1, 1], dilation [1, 1]" of a call. */
static const char *window_str(const sy__call *call, const int64_t *kernel, int slot_stride, int slot_pads,
                              int slot_dilation, char *buf, size_t size)
{
    char k[SY__SHAPE_STR_MAX], s[SY__SHAPE_STR_MAX], p[SY__SHAPE_STR_MAX], d[SY__SHAPE_STR_MAX];
    snprintf(buf, size, "kernel %s, stride %s, pads %s, dilation %s", ints_str(kernel, 2, k),
             ints_str(call->attrs->x[slot_stride].i, 2, s), ints_str(call->attrs->x[slot_pads].i, 4, p),
             ints_str(call->attrs->x[slot_dilation].i, 2, d));
    return buf;
}

#define WINDOW_STR_MAX (4 * SY__SHAPE_STR_MAX + 64)

/* The output lengths of both axes into r->shape[2..3]; refuses a dilated
 * kernel longer than the padded input. */
static sy_status window_out(const sy__call *call, const char *op, const win_axis ax[2], bool ceil_mode,
                            const char *window, sy__inferred *r)
{
    char s1[SY__SHAPE_STR_MAX];
    for (int j = 0; j < 2; j++) {
        const int64_t n = win_out(&ax[j], ceil_mode);
        if (n < 0)
            return sy__fail(SY_E_SHAPE_MISMATCH,
                            "sy_%s: the dilated kernel spans %lld along axis %d, more than the"
                            " %lld of x %s padded (%s)",
                            op, (long long)win_extent(&ax[j]), 2 + j, (long long)(ax[j].d + ax[j].lo + ax[j].hi),
                            shp(call->in[0], s1), window);
        r->shape[2 + j] = n;
    }
    return SY_OK;
}

sy_status sy__infer_max_pool2d(const sy__call *call, const char *op, sy__inferred *r)
{
    const sy_tensor *x = call->in[0];
    char s1[SY__SHAPE_STR_MAX], window[WINDOW_STR_MAX];
    sy_status st = need_nchw(call, op, 0, "N, C, H, W");
    if (st != SY_OK)
        return st;
    int64_t kernel[2] = {0};
    win_axis ax[2];
    st = window_ints(call, op, SY_ATTR_MAX_POOL2D_KERNEL, "kernel", 2, 1, kernel);
    if (st == SY_OK)
        st = window_axes(call, op, kernel, SY_ATTR_MAX_POOL2D_STRIDE, SY_ATTR_MAX_POOL2D_PADS,
                         SY_ATTR_MAX_POOL2D_DILATION, ax);
    if (st != SY_OK)
        return st;
    window_str(call, kernel, SY_ATTR_MAX_POOL2D_STRIDE, SY_ATTR_MAX_POOL2D_PADS, SY_ATTR_MAX_POOL2D_DILATION, window,
               sizeof window);
    r->rank = 4;
    r->shape[0] = x->shape[0];
    r->shape[1] = x->shape[1];
    st = window_out(call, op, ax, slot_int(call, SY_ATTR_MAX_POOL2D_CEIL_MODE) != 0, window, r);
    if (st != SY_OK)
        return st;
    for (int j = 0; j < 2 && x->shape[0] > 0 && x->shape[1] > 0; j++) {
        const int64_t o = win_empty_at(&ax[j], r->shape[2 + j]);
        if (o >= 0)
            return sy__fail(SY_E_INVALID_ARGUMENT,
                            "sy_%s: window %lld along axis %d of x %s reads padding alone"
                            " (%s); it has no maximum",
                            op, (long long)o, 2 + j, shp(x, s1), window);
    }
    r->more_rank[0] = 4;
    memcpy(r->more_shape[0], r->shape, sizeof r->shape);
    int64_t ignored;
    char fn[64];
    snprintf(fn, sizeof fn, "sy_%s", op);
    return sy__check_shape(fn, r->shape, r->rank, x->dtype, &ignored);
}

sy_status sy__infer_max_pool2d_backward(const sy__call *call, const char *op, sy__inferred *r)
{
    const sy_tensor *dy = call->in[0], *idx = call->in[1];
    const sy_attr_value *shape = &call->attrs->x[SY_ATTR_MAX_POOL2D_BACKWARD_SHAPE];
    char s1[SY__SHAPE_STR_MAX], s2[SY__SHAPE_STR_MAX];
    if (dy->rank != 4 || idx->rank != 4 || memcmp(dy->shape, idx->shape, sizeof dy->shape[0] * 4) != 0)
        return sy__fail(SY_E_SHAPE_MISMATCH, "sy_%s: dy is %s and indices %s; they take one shape [N, C, oH, oW]", op,
                        shp(dy, s1), shp(idx, s2));
    if (shape->n != 4 || shape->i[0] != dy->shape[0] || shape->i[1] != dy->shape[1] || shape->i[2] < 0 ||
        shape->i[3] < 0)
        return sy__fail(SY_E_SHAPE_MISMATCH, "sy_%s: shape %s is not an [N, C, H, W] of dy %s", op,
                        sy__shape_str(shape->i, shape->n < 0 ? 0 : shape->n, s1, sizeof s1), shp(dy, s2));
    if (dy->numel > 0 && shape->i[2] * shape->i[3] == 0)
        return sy__fail(SY_E_SHAPE_MISMATCH, "sy_%s: shape %s holds no element for the %lld of dy to go to", op,
                        sy__shape_str(shape->i, 4, s1, sizeof s1), (long long)dy->numel);
    r->rank = 4;
    memcpy(r->shape, shape->i, 4 * sizeof *r->shape);
    int64_t ignored;
    char fn[64];
    snprintf(fn, sizeof fn, "sy_%s", op);
    return sy__check_shape(fn, r->shape, r->rank, dy->dtype, &ignored);
}

/* conv2d's shape rule over x, weight and bias (NULL: none), the attributes at
 * the given slots: r->shape and r->rank are the result's. */
static sy_status conv_rule(const sy__call *call, const char *op, const sy_tensor *x, const sy_tensor *w,
                           const sy_tensor *b, const int slots[4], sy__inferred *r)
{
    char s1[SY__SHAPE_STR_MAX], s2[SY__SHAPE_STR_MAX], window[WINDOW_STR_MAX];
    if (x->rank != 4)
        return sy__fail(SY_E_SHAPE_MISMATCH, "sy_%s: x is %s; it takes rank 4 (N, C, H, W)", op, shp(x, s1));
    if (w->rank != 4)
        return sy__fail(SY_E_SHAPE_MISMATCH, "sy_%s: weight is %s; it takes rank 4 (M, C / groups, kH, kW)", op,
                        shp(w, s1));
    const int64_t groups = slot_int(call, slots[3]);
    const int64_t c = x->shape[1], m = w->shape[0];
    if (groups < 1 || groups > WIN_MAX)
        return sy__fail(SY_E_INVALID_ARGUMENT, "sy_%s: groups is %lld; it takes 1..%lld", op, (long long)groups,
                        (long long)WIN_MAX);
    if (c % groups != 0 || m % groups != 0)
        return sy__fail(SY_E_SHAPE_MISMATCH,
                        "sy_%s: groups %lld does not divide the %lld channels of x %s and the"
                        " %lld of weight %s",
                        op, (long long)groups, (long long)c, shp(x, s1), (long long)m, shp(w, s2));
    if (w->shape[1] != c / groups)
        return sy__fail(SY_E_SHAPE_MISMATCH,
                        "sy_%s: weight %s has %lld input channels; x %s with groups %lld takes"
                        " %lld",
                        op, shp(w, s2), (long long)w->shape[1], shp(x, s1), (long long)groups, (long long)(c / groups));
    if (b && (b->rank != 1 || b->shape[0] != m))
        return sy__fail(SY_E_SHAPE_MISMATCH, "sy_%s: bias is %s; weight %s takes [%lld]", op, shp(b, s1), shp(w, s2),
                        (long long)m);
    if (w->shape[2] == 0 || w->shape[3] == 0)
        return sy__fail(SY_E_SHAPE_MISMATCH, "sy_%s: weight %s has an empty kernel", op, shp(w, s2));
    if (w->shape[2] > WIN_MAX || w->shape[3] > WIN_MAX)
        return sy__fail(SY_E_SHAPE_MISMATCH, "sy_%s: weight %s has a kernel longer than %lld", op, shp(w, s2),
                        (long long)WIN_MAX);
    win_axis ax[2];
    sy__call xc = *call;
    const sy_tensor *xin[3] = {x, w, b};
    xc.in = xin; /* window_axes and window_out read x as in[0] */
    sy_status st = window_axes(&xc, op, w->shape + 2, slots[0], slots[1], slots[2], ax);
    if (st != SY_OK)
        return st;
    window_str(&xc, w->shape + 2, slots[0], slots[1], slots[2], window, sizeof window);
    r->rank = 4;
    r->shape[0] = x->shape[0];
    r->shape[1] = m;
    return window_out(&xc, op, ax, false, window, r);
}

sy_status sy__infer_conv2d(const sy__call *call, const char *op, sy__inferred *r)
{
    static const int slots[4] = {SY_ATTR_CONV2D_STRIDE, SY_ATTR_CONV2D_PADS, SY_ATTR_CONV2D_DILATION,
                                 SY_ATTR_CONV2D_GROUPS};
    sy_status st = conv_rule(call, op, call->in[0], call->in[1], call->in[2], slots, r);
    return st != SY_OK ? st : sy__rule_check_shape(op, r->shape, r->rank, call->in[0]->dtype);
}

/* The backward ops: conv2d's rule on x and weight, dy of the shape it
 * gives, the result of the shape of `like` (x or weight). */
static sy_status conv_backward_rule(const sy__call *call, const char *op, const sy_tensor *x, const sy_tensor *w,
                                    const sy_tensor *like, const int slots[4], sy__inferred *r)
{
    const sy_tensor *g = call->in[0];
    char s1[SY__SHAPE_STR_MAX], s2[SY__SHAPE_STR_MAX], s3[SY__SHAPE_STR_MAX], s4[SY__SHAPE_STR_MAX];
    sy_status st = conv_rule(call, op, x, w, NULL, slots, r);
    if (st != SY_OK)
        return st;
    if (g->rank != 4 || memcmp(g->shape, r->shape, 4 * sizeof *g->shape) != 0)
        return sy__fail(SY_E_SHAPE_MISMATCH, "sy_%s: dy is %s; conv2d of x %s and weight %s gives %s", op, shp(g, s1),
                        shp(x, s2), shp(w, s3), sy__shape_str(r->shape, 4, s4, sizeof s4));
    r->rank = 4;
    memcpy(r->shape, like->shape, 4 * sizeof *r->shape);
    return sy__rule_check_shape(op, r->shape, r->rank, g->dtype);
}

sy_status sy__infer_conv2d_backward_input(const sy__call *call, const char *op, sy__inferred *r)
{
    static const int slots[4] = {SY_ATTR_CONV2D_BACKWARD_INPUT_STRIDE, SY_ATTR_CONV2D_BACKWARD_INPUT_PADS,
                                 SY_ATTR_CONV2D_BACKWARD_INPUT_DILATION, SY_ATTR_CONV2D_BACKWARD_INPUT_GROUPS};
    return conv_backward_rule(call, op, call->in[2], call->in[1], call->in[2], slots, r);
}

sy_status sy__infer_conv2d_backward_weight(const sy__call *call, const char *op, sy__inferred *r)
{
    static const int slots[4] = {SY_ATTR_CONV2D_BACKWARD_WEIGHT_STRIDE, SY_ATTR_CONV2D_BACKWARD_WEIGHT_PADS,
                                 SY_ATTR_CONV2D_BACKWARD_WEIGHT_DILATION, SY_ATTR_CONV2D_BACKWARD_WEIGHT_GROUPS};
    return conv_backward_rule(call, op, call->in[1], call->in[2], call->in[2], slots, r);
}

sy_status sy__infer_dropout(const sy__call *call, const char *op, sy__inferred *r)
{
    static const char *const names[3] = {"x", "ratio", "training_mode"};
    const sy_tensor *x = call->in[0];
    char s[SY__SHAPE_STR_MAX];
    for (int k = 1; k < call->n_in && k < 3; k++)
        if (call->in[k] && call->in[k]->numel != 1)
            return sy__fail(SY_E_SHAPE_MISMATCH, "sy_%s: %s is %s; it is one element (a scalar)", op, names[k],
                            shp(call->in[k], s));
    const int64_t seed = call->attrs->x[SY_ATTR_DROPOUT_SEED].i[0];
    if (seed < 0 || seed > (int64_t)UINT32_MAX)
        return sy__fail(SY_E_INVALID_ARGUMENT, "sy_%s: seed is %lld; it takes 0..4294967295 (NumPy's RandomState)", op,
                        (long long)seed);
    r->rank = x->rank;
    memcpy(r->shape, x->shape, sizeof r->shape);
    r->more_rank[0] = x->rank;
    memcpy(r->more_shape[0], x->shape, sizeof r->shape);
    return SY_OK;
}
