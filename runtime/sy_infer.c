/* switchyard: step 2 of every op, the signature's checks and the family's
 * shape rule (runtime/sy_rules.h).
 *
 * The same rule on every backend, so a capture device reports the errors
 * eager execution would. Errors name the public function and the shapes.
 */
#include <float.h>
#include <math.h>
#include <stdio.h>
#include <string.h>

#include "sy_half.h"
#include "sy_rules.h"

static const char *shp(const sy_tensor *t, char *buf)
{
    return sy__shape_str(t->shape, t->rank, buf, SY__SHAPE_STR_MAX);
}

static sy_status broadcast(const char *op, const sy__call *call, sy__inferred *r)
{
    int rank = 0;
    for (int i = 0; i < call->n_in; i++)
        if (call->in[i]->rank > rank)
            rank = call->in[i]->rank;
    for (int j = 0; j < rank; j++) {
        int64_t dim = 1;
        for (int i = 0; i < call->n_in; i++) {
            const sy_tensor *t = call->in[i];
            int k = j - (rank - t->rank);
            if (k < 0 || t->shape[k] == 1)
                continue;
            if (dim != 1 && dim != t->shape[k]) {
                char a[SY__SHAPE_STR_MAX], b[SY__SHAPE_STR_MAX], c[SY__SHAPE_STR_MAX] = "";
                if (call->n_in == 3)
                    snprintf(c, sizeof c, " and %s", shp(call->in[2], a));
                return sy__fail(SY_E_SHAPE_MISMATCH, "sy_%s: shapes %s and %s%s do not broadcast (axis %d: %lld vs %lld)",
                                op, shp(call->in[0], a), shp(call->in[1], b), c, j - rank, (long long)dim,
                                (long long)t->shape[k]);
            }
            dim = t->shape[k];
        }
        r->shape[j] = dim;
    }
    r->rank = rank;
    return SY_OK;
}

/* The largest finite value of a float dtype narrower than double, by its
 * ONNX element type (SY_DTYPE_MAP): FLOAT, FLOAT16 (runtime/sy_half.h) or
 * BFLOAT16. */
/* Every float dtype's ONNX code is one that float_max below and
 * sy__float_load / sy__float_store (runtime/sy_half.h) know, or the build
 * stops here: a new float stored as bits (README, "f16 and bf16") must
 * bring its conversions, not load as 0. */
#define SY__IS_FLOAT_FLOAT 1
#define SY__IS_FLOAT_INT 0
#define SY__IS_FLOAT_BOOL 0
#define SY__KNOWN_FLOAT(E, ctype, sfx, CAT, size, onnx)                                                                \
    _Static_assert(!SY__IS_FLOAT_##CAT || (onnx) == 1 || (onnx) == 11 || (onnx) == 10 || (onnx) == 16,                 \
                   "dtype " #E ": a float of an ONNX code that float_max (runtime/sy_infer.c) and "                    \
                   "sy__float_load/_store (runtime/sy_half.h) do not convert");
SY_DTYPE_MAP(SY__KNOWN_FLOAT)
#undef SY__KNOWN_FLOAT

static double float_max(sy_dtype dt)
{
    switch (dt) {
#define SY__ONNX_OF(E, ctype, sfx, CAT, size, onnx)                                                                    \
    case SY_DTYPE_##E:                                                                                                 \
        return (onnx) == 10 ? SY__F16_MAX : (onnx) == 16 ? SY__BF16_MAX : FLT_MAX;
        SY_DTYPE_MAP(SY__ONNX_OF)
#undef SY__ONNX_OF
    default:
        return FLT_MAX;
    }
}

/* Whether a fill value fits dt, from the dtype table (no list of dtypes here):
 * an integer dtype takes the integers of its width and signedness, a float
 * narrower than double every value up to its largest finite one (and inf,
 * NaN); doubles anything, bool anything (value != 0). */
sy_status sy__rule_value_fits(const char *op, double v, sy_dtype dt)
{
    const sy__dtype_info *d = &sy__dtype_table[dt];
    bool ok = true;
    if (d->category == SY__CATEGORY_INT) {
        const int bits = (int)(8 * d->size);
        const double lo = d->is_signed ? -ldexp(1.0, bits - 1) : 0.0;
        const double hi = d->is_signed ? ldexp(1.0, bits - 1) : ldexp(1.0, bits); /* exclusive */
        ok = isfinite(v) && v == floor(v) && v >= lo && v < hi;
    } else if (d->category == SY__CATEGORY_FLOAT && d->size < sizeof(double)) {
        ok = isnan(v) || isinf(v) || fabs(v) <= float_max(dt);
    }
    if (!ok)
        return sy__fail(SY_E_INVALID_ARGUMENT, "sy_%s: value %.17g does not fit %s", op, v, sy_dtype_name(dt));
    return SY_OK;
}

/* ---- the rules (runtime/sy_rules.h) ---------------------------------------- */

sy_status sy__rule_axis(const char *op, const char *what, int64_t axis, int rank, int *out)
{
    char s[64];
    if (axis >= INT32_MIN && axis <= INT32_MAX && SY_IS_AXES((int)axis))
        return sy__fail(SY_E_INVALID_ARGUMENT, "sy_%s: %s takes one axis, not the set of axes %s (SY_AXES), for rank %d",
                        op, what, sy__axes_str((int)axis, s, sizeof s), rank);
    if (axis < -rank || axis >= rank)
        return sy__fail(SY_E_INVALID_ARGUMENT, "sy_%s: %s %lld is out of range for rank %d", op, what, (long long)axis,
                        rank);
    *out = (int)(axis < 0 ? axis + rank : axis);
    return SY_OK;
}

static sy_status bad_array(const char *op, const char *what, const sy__attrs *at)
{
    return sy__fail(SY_E_INVALID_ARGUMENT, "sy_%s: %s is NULL or rank %d is outside 0..%d", op, what, at->rank,
                    SY_MAX_RANK);
}

sy_status sy__infer_fill(const sy__call *call, const char *op, sy__inferred *r)
{
    const sy__attrs *at = call->attrs;
    int64_t numel;
    if (at->bad_array)
        return bad_array(op, "shape", at);
    char fn[64];
    snprintf(fn, sizeof fn, "sy_%s", op); /* errors name the public function, like every other detail */
    sy_status st = sy__check_shape(fn, at->shape, at->rank, at->dtype, &numel);
    if (st != SY_OK)
        return st;
    r->rank = at->rank;
    memcpy(r->shape, at->shape, sizeof r->shape);
    return sy__rule_value_fits(op, at->value, at->dtype);
}

sy_status sy__infer_same(const sy__call *call, const char *op, sy__inferred *r)
{
    (void)op;
    r->rank = call->in[0]->rank;
    memcpy(r->shape, call->in[0]->shape, sizeof r->shape);
    return SY_OK;
}

sy_status sy__infer_broadcast(const sy__call *call, const char *op, sy__inferred *r)
{
    return broadcast(op, call, r);
}

sy_status sy__infer_matmul(const sy__call *call, const char *op, sy__inferred *r)
{
    const sy_tensor *a = call->in[0], *b = call->in[1];
    char s1[SY__SHAPE_STR_MAX], s2[SY__SHAPE_STR_MAX];
    if (a->rank < 2 || b->rank < 2)
        return sy__fail(SY_E_SHAPE_MISMATCH, "sy_%s: both inputs need rank >= 2, got %s and %s", op, shp(a, s1),
                        shp(b, s2));
    if (a->shape[a->rank - 1] != b->shape[b->rank - 2])
        return sy__fail(SY_E_SHAPE_MISMATCH, "sy_%s: inner dimensions differ: %s @ %s (%lld vs %lld)", op,
                        shp(a, s1), shp(b, s2), (long long)a->shape[a->rank - 1], (long long)b->shape[b->rank - 2]);
    int ra = a->rank - 2, rb = b->rank - 2, rank = ra > rb ? ra : rb;
    for (int j = 0; j < rank; j++) {
        int ja = j - (rank - ra), jb = j - (rank - rb);
        int64_t da = ja < 0 ? 1 : a->shape[ja], db = jb < 0 ? 1 : b->shape[jb];
        if (da != db && da != 1 && db != 1)
            return sy__fail(SY_E_SHAPE_MISMATCH, "sy_%s: batch dimensions of %s and %s do not broadcast", op,
                            shp(a, s1), shp(b, s2));
        r->shape[j] = da == 1 ? db : da;
    }
    r->shape[rank] = a->shape[a->rank - 2];
    r->shape[rank + 1] = b->shape[b->rank - 1];
    r->rank = rank + 2;
    return SY_OK;
}

/* The axes of a SY_AXES set as given: bits 0..7 axes 0..7, bits 8..15 axes
 * -1..-8, in that order. */
static int axes_given(int axes, int *v)
{
    int n = 0;
    for (int b = 0; b < 16; b++)
        if (axes & (1 << b))
            v[n++] = b < 8 ? b : 7 - b;
    return n;
}

const char *sy__axes_str(int axes, char *buf, size_t n)
{
    int v[16], k = axes_given(axes, v);
    size_t at = (size_t)snprintf(buf, n, "(");
    for (int i = 0; i < k && at < n; i++)
        at += (size_t)snprintf(buf + at, n - at, "%s%d", i ? ", " : "", v[i]);
    if (at < n && (axes & (1 << 16)))
        at += (size_t)snprintf(buf + at, n - at, "%san axis outside -8..7", k ? ", " : "");
    if (at < n)
        snprintf(buf + at, n - at, ")");
    return buf;
}

uint32_t sy__axes_mask(int axes, int rank)
{
    int v[16], k = axes_given(axes, v);
    uint32_t m = 0;
    for (int i = 0; i < k; i++)
        if (v[i] >= -rank && v[i] < rank)
            m |= 1u << (v[i] < 0 ? v[i] + rank : v[i]);
    return m;
}

sy_status sy__axes_resolve(const char *op, int axes, const sy_tensor *a, uint32_t *mask)
{
    char s1[SY__SHAPE_STR_MAX], s2[96];
    int v[16], k = axes_given(axes, v), given = (axes >> 17) & 15;
    sy__axes_str(axes, s2, sizeof s2);
    if (axes & (1 << 16))
        return sy__fail(SY_E_INVALID_ARGUMENT, "sy_%s: SY_AXES was given an axis outside -8..7: %s (shape %s)", op,
                        s2, shp(a, s1));
    if (given == 0 || k == 0)
        return sy__fail(SY_E_INVALID_ARGUMENT, "sy_%s: the set of axes is empty (shape %s); SY_AXIS_ALL reduces "
                        "every axis", op, shp(a, s1));
    if (given == 15)
        return sy__fail(SY_E_INVALID_ARGUMENT, "sy_%s: SY_AXES was given more than %d axes %s (shape %s)", op,
                        SY_MAX_RANK, s2, shp(a, s1));
    if (given != k)
        return sy__fail(SY_E_INVALID_ARGUMENT, "sy_%s: SY_AXES was given %d axes but names %d distinct ones %s: "
                        "an axis twice (shape %s)", op, given, k, s2, shp(a, s1));
    uint32_t m = 0;
    for (int i = 0; i < k; i++) {
        if (v[i] < -a->rank || v[i] >= a->rank)
            return sy__fail(SY_E_INVALID_ARGUMENT, "sy_%s: axis %d of the axes %s is out of range for shape %s", op,
                            v[i], s2, shp(a, s1));
        const int j = v[i] < 0 ? v[i] + a->rank : v[i];
        if (m & (1u << j))
            return sy__fail(SY_E_INVALID_ARGUMENT, "sy_%s: the axes %s name axis %d twice for shape %s", op, s2, j,
                            shp(a, s1));
        m |= 1u << j;
    }
    *mask = m;
    return SY_OK;
}

/* A reduction without an identity (max, min) refuses an empty axis. */
static bool no_identity(const sy__call *call)
{
    return call->op == SY_OP_MAX || call->op == SY_OP_MIN;
}

sy_status sy__infer_reduce(const sy__call *call, const char *op, sy__inferred *r)
{
    const sy__attrs *at = call->attrs;
    const sy_tensor *a = call->in[0];
    char s1[SY__SHAPE_STR_MAX];
    if (SY_IS_AXES(at->axis)) { /* a set: its axes reduced, the rest kept in order */
        sy_status st = sy__axes_resolve(op, at->axis, a, &r->axes);
        if (st != SY_OK)
            return st;
        r->axis = -1;
        r->rank = 0;
        for (int j = 0; j < a->rank; j++) {
            if (!(r->axes & (1u << j)))
                r->shape[r->rank++] = a->shape[j];
            else if (at->keepdim)
                r->shape[r->rank++] = 1;
            if ((r->axes & (1u << j)) && a->shape[j] == 0 && no_identity(call)) {
                char s2[96];
                return sy__fail(SY_E_SHAPE_MISMATCH, "sy_%s: cannot reduce the empty axis %d (of the axes %s) of %s "
                                "(no identity)", op, j, sy__axes_str(at->axis, s2, sizeof s2), shp(a, s1));
            }
        }
        return SY_OK;
    }
    if (at->axis == SY_AXIS_ALL) {
        r->axis = SY_AXIS_ALL;
        r->rank = at->keepdim ? a->rank : 0;
        for (int j = 0; j < r->rank; j++)
            r->shape[j] = 1;
        if (a->numel == 0 && no_identity(call))
            return sy__fail(SY_E_SHAPE_MISMATCH, "sy_%s: cannot reduce the empty tensor %s (no identity)", op,
                            shp(a, s1));
        return SY_OK;
    }
    sy_status st = sy__rule_axis(op, "axis", at->axis, a->rank, &r->axis);
    if (st != SY_OK)
        return st;
    if (a->shape[r->axis] == 0 && no_identity(call))
        return sy__fail(SY_E_SHAPE_MISMATCH, "sy_%s: cannot reduce the empty axis %d of %s (no identity)", op,
                        r->axis, shp(a, s1));
    r->rank = 0;
    for (int j = 0; j < a->rank; j++) {
        if (j != r->axis)
            r->shape[r->rank++] = a->shape[j];
        else if (at->keepdim)
            r->shape[r->rank++] = 1;
    }
    return SY_OK;
}

sy_status sy__infer_reshape(const sy__call *call, const char *op, sy__inferred *r)
{
    const sy__attrs *at = call->attrs;
    const sy_tensor *a = call->in[0];
    char s1[SY__SHAPE_STR_MAX], s2[SY__SHAPE_STR_MAX];
    if (at->bad_array)
        return bad_array(op, "shape", at);
    int infer_at = -1;
    int64_t known = 1, nonzero = 1;
    for (int j = 0; j < at->rank; j++) {
        if (at->shape[j] == -1 && infer_at < 0) {
            infer_at = j;
            continue;
        }
        if (at->shape[j] < 0)
            return sy__fail(SY_E_INVALID_ARGUMENT, "sy_%s: dimension %d of the new shape is %lld (one -1 is allowed)",
                            op, j, (long long)at->shape[j]);
        /* bounded over the non-zero dimensions: a 0 does not make the
         * others safe to multiply into strides */
        if (at->shape[j] > 0 && nonzero > INT64_MAX / 2 / at->shape[j])
            return sy__fail(SY_E_INVALID_ARGUMENT, "sy_%s: the new shape %s has too many elements", op,
                            sy__shape_str(at->shape, at->rank, s2, sizeof s2));
        known *= at->shape[j];
        nonzero *= at->shape[j] > 0 ? at->shape[j] : 1;
    }
    memcpy(r->shape, at->shape, sizeof r->shape);
    r->rank = at->rank;
    if (infer_at >= 0) {
        if (known == 0 || a->numel % known != 0)
            return sy__fail(SY_E_SHAPE_MISMATCH, "sy_%s: cannot infer -1 reshaping %s to %s", op, shp(a, s1),
                            sy__shape_str(at->shape, at->rank, s2, sizeof s2));
        r->shape[infer_at] = a->numel / known;
    } else if (known != a->numel) {
        return sy__fail(SY_E_SHAPE_MISMATCH, "sy_%s: cannot reshape %s (%lld elements) to %s (%lld elements)", op,
                        shp(a, s1), (long long)a->numel, sy__shape_str(at->shape, at->rank, s2, sizeof s2),
                        (long long)known);
    }
    int64_t ignored;
    char fn[64];
    snprintf(fn, sizeof fn, "sy_%s", op);
    sy_status st = sy__check_shape(fn, r->shape, r->rank, a->dtype, &ignored);
    if (st != SY_OK)
        return st; /* the dtype's byte bound */
    /* a view of the input, or of a contiguous copy of a strided one */
    r->copy_first = !sy_tensor_is_contiguous(a);
    sy__contiguous_strides(r->shape, r->rank, r->strides);
    return SY_OK;
}

sy_status sy__infer_permute(const sy__call *call, const char *op, sy__inferred *r)
{
    const sy__attrs *at = call->attrs;
    const sy_tensor *a = call->in[0];
    bool seen[SY_MAX_RANK] = {false};
    if (at->bad_array)
        return bad_array(op, "perm", at);
    if (at->rank != a->rank)
        return sy__fail(SY_E_INVALID_ARGUMENT, "sy_%s: the permutation has %d entries for a tensor of rank %d", op,
                        at->rank, a->rank);
    for (int j = 0; j < a->rank; j++) {
        int p = at->perm[j];
        if (p < 0)
            p += a->rank;
        if (p < 0 || p >= a->rank || seen[p])
            return sy__fail(SY_E_INVALID_ARGUMENT, "sy_%s: entry %d (%d) makes the permutation invalid for rank %d",
                            op, j, at->perm[j], a->rank);
        seen[p] = true;
        r->shape[j] = a->shape[p];
        r->strides[j] = a->strides[p];
    }
    r->rank = a->rank;
    return SY_OK;
}

sy_status sy__infer_transpose(const sy__call *call, const char *op, sy__inferred *r)
{
    const sy__attrs *at = call->attrs;
    const sy_tensor *a = call->in[0];
    int d0 = 0, d1 = 0;
    sy_status st;
    if ((st = sy__rule_axis(op, "dim0", at->dim0, a->rank, &d0)) != SY_OK ||
        (st = sy__rule_axis(op, "dim1", at->dim1, a->rank, &d1)) != SY_OK)
        return st;
    r->rank = a->rank;
    memcpy(r->shape, a->shape, sizeof r->shape);
    memcpy(r->strides, a->strides, sizeof r->strides);
    r->shape[d0] = a->shape[d1];
    r->shape[d1] = a->shape[d0];
    r->strides[d0] = a->strides[d1];
    r->strides[d1] = a->strides[d0];
    return SY_OK;
}

sy_status sy__infer_expand(const sy__call *call, const char *op, sy__inferred *r)
{
    const sy__attrs *at = call->attrs;
    const sy_tensor *a = call->in[0];
    char s1[SY__SHAPE_STR_MAX], s2[SY__SHAPE_STR_MAX];
    if (at->bad_array)
        return bad_array(op, "shape", at);
    if (at->rank < a->rank)
        return sy__fail(SY_E_SHAPE_MISMATCH, "sy_%s: cannot expand %s to fewer dimensions %s", op, shp(a, s1),
                        sy__shape_str(at->shape, at->rank, s2, sizeof s2));
    for (int j = 0; j < at->rank; j++) {
        int k = j - (at->rank - a->rank);
        int64_t want = at->shape[j];
        if (want == -1 && k >= 0)
            want = a->shape[k];
        if (want < 0 || (k >= 0 && a->shape[k] != 1 && a->shape[k] != want))
            return sy__fail(SY_E_SHAPE_MISMATCH, "sy_%s: cannot expand %s to %s", op, shp(a, s1),
                            sy__shape_str(at->shape, at->rank, s2, sizeof s2));
        r->shape[j] = want;
        r->strides[j] = (k < 0 || a->shape[k] != want) ? 0 : a->strides[k];
    }
    int64_t ignored;
    char fn[64];
    snprintf(fn, sizeof fn, "sy_%s", op);
    sy_status st = sy__check_shape(fn, r->shape, at->rank, a->dtype, &ignored);
    if (st != SY_OK)
        return st;
    r->rank = at->rank;
    return SY_OK;
}

const char *sy__input_name(const sy__call *call, int i, char *buf)
{
    const sy__op_info *info = &sy__op_table[call->op];
    const int last = info->n_in - 1;
    if (!info->variadic || i < last)
        return info->in_names[i];
    snprintf(buf, SY__INPUT_NAME_MAX, "%s[%d]", info->in_names[last], i - last);
    return buf;
}

/* ---- the signature's checks, then the rule ----------------------------------- */

static const char *dtype_list(uint32_t mask, char *buf, size_t size)
{
    size_t used = 0;
    buf[0] = '\0';
    for (int d = 0; d < SY_DTYPE_COUNT && used < size; d++)
        if (SY__DTYPE_IN(d, mask))
            used += (size_t)snprintf(buf + used, size - used, "%s%s", used ? " " : "", sy_dtype_name((sy_dtype)d));
    return buf;
}

/* What the signature says of dtypes, before the rule: inputs of a fixed
 * dtype have it, inputs of one type variable share a dtype, a dtype
 * attribute names a dtype; then the key and the result's dtype. */
static sy_status check_signature(const sy__call *call, const char *op, const sy__op_info *info, sy__inferred *r)
{
    const sy_tensor *first[SY__MAX_VARS] = {NULL};
    int first_at[SY__MAX_VARS] = {0};
    char n1[SY__INPUT_NAME_MAX], n2[SY__INPUT_NAME_MAX];
    for (int i = 0; i < call->n_in; i++) {
        const sy_tensor *t = call->in[i];
        const int s = i < info->n_in ? i : info->n_in - 1; /* a variadic list shares its entry */
        if (t == NULL)
            continue; /* an absent optional input */
        const int v = info->in_var[s];
        if (v < 0) {
            if (!SY__DTYPE_IN(t->dtype, info->in_dtypes[s])) {
                char buf[128];
                return sy__fail(SY_E_DTYPE_MISMATCH, "sy_%s: %s must be %s, got %s", op, sy__input_name(call, i, n1),
                                dtype_list(info->in_dtypes[s], buf, sizeof buf), sy_dtype_name(t->dtype));
            }
        } else if (first[v] == NULL) {
            first[v] = t;
            first_at[v] = i;
        } else if (t->dtype != first[v]->dtype) {
            return sy__fail(SY_E_DTYPE_MISMATCH, "sy_%s: %s is %s but %s is %s; cast one first", op,
                            sy__input_name(call, first_at[v], n1), sy_dtype_name(first[v]->dtype),
                            sy__input_name(call, i, n2), sy_dtype_name(t->dtype));
        }
    }
    r->n_out = info->n_out;
    for (int k = 0; k < info->n_out; k++) {
        sy_dtype dt;
        if (info->out_var[k] < 0 && info->out_fixed[k] == SY_DTYPE_COUNT) { /* the dtype attribute */
            if ((unsigned)call->attrs->dtype >= SY_DTYPE_COUNT)
                return sy__fail(SY_E_INVALID_ARGUMENT, "sy_%s: dtype %d is not a sy_dtype", op,
                                (int)call->attrs->dtype);
            dt = call->attrs->dtype;
        } else {
            dt = info->out_var[k] >= 0 ? first[info->out_var[k]]->dtype : info->out_fixed[k];
        }
        if (k == 0)
            r->out_dtype = dt;
        else
            r->more_dtype[k - 1] = dt;
    }
    r->key = info->key_var >= 0 ? first[info->key_var]->dtype : r->out_dtype;
    return SY_OK;
}

/* The slot attributes' values against their kinds: lists given and not too
 * long, int[N] of N, enums among their values, dtypes real ones. */
static sy_status check_slots(const sy__call *call, const char *op, const sy__op_info *info)
{
    for (int k = 0; k < info->n_attrs; k++) {
        const sy__attr_desc *d = &info->attrs[k];
        const sy_attr_value *v = &call->attrs->x[k];
        switch ((sy__attr_kind)d->kind) {
        case SY__ATTR_INTS:
        case SY__ATTR_AXES:
        case SY__ATTR_SHAPE:
            if (v->n < 0)
                return sy__fail(SY_E_INVALID_ARGUMENT, "sy_%s: %s is NULL or its length %lld is outside 0..%d", op,
                                d->name, (long long)v->i[0], d->max_len);
            if (v->n > d->max_len || (d->len && v->n != d->len))
                return sy__fail(SY_E_INVALID_ARGUMENT, "sy_%s: %s has %d values, %s %d", op, d->name, v->n,
                                d->len ? "it takes" : "at most", d->len ? d->len : d->max_len);
            break;
        case SY__ATTR_ENUM:
            if (v->i[0] < 0 || v->i[0] >= d->n_choices)
                return sy__fail(SY_E_INVALID_ARGUMENT, "sy_%s: %s %lld is not one of its %d values", op, d->name,
                                (long long)v->i[0], d->n_choices);
            break;
        case SY__ATTR_AXIS:
            if (v->i[0] >= INT32_MIN && v->i[0] <= INT32_MAX && SY_IS_AXES((int)v->i[0])) {
                char s1[SY__SHAPE_STR_MAX] = "", s2[96], buf[SY__INPUT_NAME_MAX];
                const char *name = "no input";
                if (call->n_in > 0 && call->in != NULL && call->in[0] != NULL) {
                    name = sy__input_name(call, 0, buf);
                    shp(call->in[0], s1);
                }
                return sy__fail(SY_E_INVALID_ARGUMENT, "sy_%s: %s takes one axis, not the set of axes %s (SY_AXES); "
                                "only the reductions take a set (%s %s)", op, d->name,
                                sy__axes_str((int)v->i[0], s2, sizeof s2), name, s1);
            }
            break;
        case SY__ATTR_DTYPE:
            if (v->i[0] < 0 || v->i[0] >= SY_DTYPE_COUNT)
                return sy__fail(SY_E_INVALID_ARGUMENT, "sy_%s: %s %lld is not a sy_dtype", op, d->name,
                                (long long)v->i[0]);
            break;
        case SY__ATTR_COMM: {
            char fn[64];
            snprintf(fn, sizeof fn, "sy_%s", op);
            const sy_status st = sy__comm_check(fn, d->name, v->i[0]);
            if (st != SY_OK)
                return st;
            break;
        }
        default:
            break;
        }
    }
    return SY_OK;
}

sy_status sy__infer_op(const sy__call *call, const char *op, sy__inferred *r)
{
    const sy__op_info *info = &sy__op_table[call->op];
    r->copy_first = false;
    r->axes = 0;
    r->axes_moved = false;
    sy_status st = check_slots(call, op, info);
    if (st == SY_OK)
        st = check_signature(call, op, info, r);
    if (st != SY_OK || (st = info->infer(call, op, r)) != SY_OK)
        return st;
    /* the type variables range over the op's dtypes: the key first */
    for (int i = -1; i < call->n_in; i++) {
        if (i >= 0 && call->in[i] == NULL)
            continue;
        const sy_dtype dt = i < 0 ? r->key : call->in[i]->dtype;
        if ((i < 0 || info->in_var[i < info->n_in ? i : info->n_in - 1] >= 0) && !SY__DTYPE_IN(dt, info->dtypes)) {
            char buf[128];
            return sy__fail(SY_E_DTYPE_UNSUPPORTED, "sy_%s: op %s does not take %s (it takes %s)", op, op,
                            sy_dtype_name(dt), dtype_list(info->dtypes, buf, sizeof buf));
        }
    }
    return SY_OK;
}
