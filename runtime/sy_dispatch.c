/* switchyard: the one path every op takes.
 *
 *   1. arguments: NULL checks, one backend, one device, one checkpointing
 *      strategy (autodiff contexts merge: plain + tracked gives tracked);
 *   2. the class's shape and dtype rule (the same on every backend, so a
 *      capture device reports the errors eager execution would);
 *   3. capture devices record a node and stop there;
 *   4. views (reshape, permute, transpose, expand) share storage;
 *   5. everything else: the op's generated route picks the kernel (own or
 *      fallback), inputs in device memory are staged into host memory, the
 *      kernel runs, a device-memory output is written back;
 *   6. autodiff contexts record a node for the backward pass.
 */
#include <float.h>
#include <math.h>
#include <stdio.h>
#include <string.h>

#include "sy_internal.h"

static const char *const sy__input_names[SY__CLASS_COUNT][3] = {
    [SY__CLASS_UNARY] = {"a"},   [SY__CLASS_BINARY] = {"a", "b"},  [SY__CLASS_COMPARE] = {"a", "b"},
    [SY__CLASS_WHERE] = {"cond", "a", "b"}, [SY__CLASS_MATMUL] = {"a", "b"}, [SY__CLASS_REDUCE] = {"a"},
    [SY__CLASS_RESHAPE] = {"a"}, [SY__CLASS_PERMUTE] = {"a"},      [SY__CLASS_TRANSPOSE] = {"a"},
    [SY__CLASS_EXPAND] = {"a"},  [SY__CLASS_CAST] = {"a"},
};

const sy__attrs sy__no_attrs;

void sy__attrs_set_shape(sy__attrs *a, const int64_t *shape, int rank)
{
    if (rank < 0 || rank > SY_MAX_RANK || (rank > 0 && shape == NULL)) {
        a->bad_array = true;
        a->rank = rank;
        return;
    }
    a->rank = rank;
    if (rank > 0)
        memcpy(a->shape, shape, (size_t)rank * sizeof *shape);
}

void sy__attrs_set_perm(sy__attrs *a, const int *perm, int rank)
{
    if (rank < 0 || rank > SY_MAX_RANK || (rank > 0 && perm == NULL)) {
        a->bad_array = true;
        a->rank = rank;
        return;
    }
    a->rank = rank;
    if (rank > 0)
        memcpy(a->perm, perm, (size_t)rank * sizeof *perm);
}

/* ---- step 1: arguments and context --------------------------------------- */

static const char *strategy_name(uint8_t s)
{
    return s == SY_CHECKPOINT_BALANCED ? "Balanced" : "None";
}

static sy_status merge_context(const sy__call *call, const char *op, sy_device *out)
{
    const char *const *names = sy__input_names[sy__op_table[call->op].cls];
    sy_device d = call->in[0]->device;
    for (int i = 1; i < call->n_in; i++) {
        const sy_device e = call->in[i]->device;
        char x[SY__DEVICE_STR_MAX], y[SY__DEVICE_STR_MAX];
        if (e.backend != d.backend)
            return sy__fail(SY_E_BACKEND_MISMATCH,
                            "The provided tensors are not on the same backend. Got backends %s and %s. (sy_%s: %s on "
                            "%s, %s on %s)",
                            sy__backend_table[d.backend].name, sy__backend_table[e.backend].name, op, names[0],
                            sy__device_str(call->in[0]->device, x, sizeof x), names[i], sy__device_str(e, y, sizeof y));
        if (e.index != d.index) {
            bool capture = sy__backend_table[d.backend].capture;
            return sy__fail(capture ? SY_E_CAPTURE_MISMATCH : SY_E_DEVICE_MISMATCH,
                            "sy_%s: %s is on %s but %s is on %s%s", op, names[0],
                            sy__device_str(call->in[0]->device, x, sizeof x), names[i], sy__device_str(e, y, sizeof y),
                            capture ? " (tensors of two capture devices)" : "");
        }
        if (e.autodiff) {
            if (d.autodiff && d.checkpointing != e.checkpointing)
                return sy__fail(SY_E_STRATEGY_MISMATCH,
                                "Gradient checkpointing strategy mismatch: %s vs %s. Tensors in the same operation must "
                                "share a strategy. (sy_%s)",
                                strategy_name(d.checkpointing), strategy_name(e.checkpointing), op);
            d.autodiff = 1;
            d.checkpointing = e.checkpointing;
        }
    }
    *out = d;
    return SY_OK;
}

/* ---- step 2: shapes and dtypes --------------------------------------------- */

typedef struct inferred {
    sy_dtype key;  /* the dtype the op's dtype list and route are about */
    sy_dtype out_dtype;
    int rank;
    int64_t shape[SY_MAX_RANK];
    int axis;      /* reduce: normalized axis or SY_AXIS_ALL; transpose: dim0 */
    int axis2;     /* transpose: dim1 */
} inferred;

static const char *shp(const sy_tensor *t, char *buf)
{
    return sy__shape_str(t->shape, t->rank, buf, SY__SHAPE_STR_MAX);
}

static sy_status broadcast(const char *op, const sy__call *call, inferred *r)
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

static sy_status same_dtype(const char *op, const sy__call *call, int from)
{
    const char *const *names = sy__input_names[sy__op_table[call->op].cls];
    for (int i = from + 1; i < call->n_in; i++)
        if (call->in[i]->dtype != call->in[from]->dtype)
            return sy__fail(SY_E_DTYPE_MISMATCH, "sy_%s: %s is %s but %s is %s; cast one first", op, names[from],
                            sy_dtype_name(call->in[from]->dtype), names[i], sy_dtype_name(call->in[i]->dtype));
    return SY_OK;
}

static sy_status norm_axis(const char *op, const char *what, int axis, int rank, int *out)
{
    if (axis < -rank || axis >= rank)
        return sy__fail(SY_E_INVALID_ARGUMENT, "sy_%s: %s %d is out of range for rank %d", op, what, axis, rank);
    *out = axis < 0 ? axis + rank : axis;
    return SY_OK;
}

static sy_status check_value(const char *op, double v, sy_dtype dt)
{
    bool ok = true;
    switch (dt) {
    case SY_DTYPE_F32:
        ok = isnan(v) || isinf(v) || fabs(v) <= FLT_MAX;
        break;
    case SY_DTYPE_I32:
        ok = isfinite(v) && v == floor(v) && v >= -2147483648.0 && v <= 2147483647.0;
        break;
    case SY_DTYPE_I64:
        ok = isfinite(v) && v == floor(v) && v >= -9223372036854775808.0 && v < 9223372036854775808.0;
        break;
    default:
        break;
    }
    if (!ok)
        return sy__fail(SY_E_INVALID_ARGUMENT, "sy_%s: value %.17g does not fit %s", op, v, sy_dtype_name(dt));
    return SY_OK;
}

static sy_status infer(const sy__call *call, const char *op, inferred *r)
{
    const sy__attrs *at = call->attrs;
    const sy_tensor *a = call->in[0];
    char s1[SY__SHAPE_STR_MAX], s2[SY__SHAPE_STR_MAX];
    sy_status st;
    switch (sy__op_table[call->op].cls) {
    case SY__CLASS_FILL: {
        int64_t numel;
        if (at->bad_array)
            return sy__fail(SY_E_INVALID_ARGUMENT, "sy_%s: shape is NULL or rank %d is outside 0..%d", op, at->rank,
                            SY_MAX_RANK);
        char fn[64];
        snprintf(fn, sizeof fn, "sy_%s", op); /* errors name the public function, like every other detail */
        st = sy__check_shape(fn, at->shape, at->rank, at->dtype, &numel);
        if (st != SY_OK)
            return st;
        r->key = r->out_dtype = at->dtype;
        r->rank = at->rank;
        memcpy(r->shape, at->shape, sizeof r->shape);
        return check_value(op, at->value, at->dtype);
    }
    case SY__CLASS_UNARY:
        r->key = r->out_dtype = a->dtype;
        r->rank = a->rank;
        memcpy(r->shape, a->shape, sizeof r->shape);
        return SY_OK;
    case SY__CLASS_BINARY:
    case SY__CLASS_COMPARE:
        if ((st = same_dtype(op, call, 0)) != SY_OK)
            return st;
        r->key = a->dtype;
        r->out_dtype = sy__op_table[call->op].cls == SY__CLASS_COMPARE ? SY_DTYPE_BOOL : a->dtype;
        return broadcast(op, call, r);
    case SY__CLASS_WHERE:
        if (!sy_dtype_is_bool(a->dtype))
            return sy__fail(SY_E_DTYPE_MISMATCH, "sy_%s: cond must be bool, got %s", op, sy_dtype_name(a->dtype));
        if ((st = same_dtype(op, call, 1)) != SY_OK)
            return st;
        r->key = r->out_dtype = call->in[1]->dtype;
        return broadcast(op, call, r);
    case SY__CLASS_MATMUL: {
        const sy_tensor *b = call->in[1];
        if ((st = same_dtype(op, call, 0)) != SY_OK)
            return st;
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
        r->key = r->out_dtype = a->dtype;
        return SY_OK;
    }
    case SY__CLASS_REDUCE: {
        r->key = r->out_dtype = a->dtype;
        if (at->axis == SY_AXIS_ALL) {
            r->axis = SY_AXIS_ALL;
            r->rank = at->keepdim ? a->rank : 0;
            for (int j = 0; j < r->rank; j++)
                r->shape[j] = 1;
            if (a->numel == 0 && call->op == SY_OP_MAX)
                return sy__fail(SY_E_SHAPE_MISMATCH, "sy_%s: cannot reduce the empty tensor %s (no identity)", op,
                                shp(a, s1));
            return SY_OK;
        }
        if ((st = norm_axis(op, "axis", at->axis, a->rank, &r->axis)) != SY_OK)
            return st;
        if (a->shape[r->axis] == 0 && call->op == SY_OP_MAX)
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
    case SY__CLASS_RESHAPE: {
        if (at->bad_array)
            return sy__fail(SY_E_INVALID_ARGUMENT, "sy_%s: shape is NULL or rank %d is outside 0..%d", op, at->rank,
                            SY_MAX_RANK);
        int infer_at = -1;
        int64_t known = 1;
        for (int j = 0; j < at->rank; j++) {
            if (at->shape[j] == -1 && infer_at < 0) {
                infer_at = j;
                continue;
            }
            if (at->shape[j] < 0)
                return sy__fail(SY_E_INVALID_ARGUMENT, "sy_%s: dimension %d of the new shape is %lld (one -1 is allowed)",
                                op, j, (long long)at->shape[j]);
            if (at->shape[j] > 0 && known > INT64_MAX / 2 / at->shape[j])
                return sy__fail(SY_E_INVALID_ARGUMENT, "sy_%s: the new shape %s has too many elements", op,
                                sy__shape_str(at->shape, at->rank, s2, sizeof s2));
            known *= at->shape[j];
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
        r->key = r->out_dtype = a->dtype;
        return SY_OK;
    }
    case SY__CLASS_PERMUTE: {
        bool seen[SY_MAX_RANK] = {false};
        if (at->bad_array)
            return sy__fail(SY_E_INVALID_ARGUMENT, "sy_%s: perm is NULL or rank %d is outside 0..%d", op, at->rank,
                            SY_MAX_RANK);
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
        }
        r->rank = a->rank;
        r->key = r->out_dtype = a->dtype;
        return SY_OK;
    }
    case SY__CLASS_TRANSPOSE:
        if ((st = norm_axis(op, "dim0", at->dim0, a->rank, &r->axis)) != SY_OK ||
            (st = norm_axis(op, "dim1", at->dim1, a->rank, &r->axis2)) != SY_OK)
            return st;
        r->rank = a->rank;
        memcpy(r->shape, a->shape, sizeof r->shape);
        r->shape[r->axis] = a->shape[r->axis2];
        r->shape[r->axis2] = a->shape[r->axis];
        r->key = r->out_dtype = a->dtype;
        return SY_OK;
    case SY__CLASS_EXPAND: {
        if (at->bad_array)
            return sy__fail(SY_E_INVALID_ARGUMENT, "sy_%s: shape is NULL or rank %d is outside 0..%d", op, at->rank,
                            SY_MAX_RANK);
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
        }
        int64_t ignored;
        char fn[64];
        snprintf(fn, sizeof fn, "sy_%s", op);
        if ((st = sy__check_shape(fn, r->shape, at->rank, a->dtype, &ignored)) != SY_OK)
            return st;
        r->rank = at->rank;
        r->key = r->out_dtype = a->dtype;
        return SY_OK;
    }
    case SY__CLASS_CAST:
        if ((unsigned)at->dtype >= SY_DTYPE_COUNT)
            return sy__fail(SY_E_INVALID_ARGUMENT, "sy_%s: dtype %d is not a sy_dtype", op, (int)at->dtype);
        if (!SY__DTYPE_IN(a->dtype, sy__op_table[call->op].dtypes))
            return sy__fail(SY_E_DTYPE_UNSUPPORTED, "sy_%s: op %s does not take %s", op, op, sy_dtype_name(a->dtype));
        r->key = r->out_dtype = at->dtype;
        r->rank = a->rank;
        memcpy(r->shape, a->shape, sizeof r->shape);
        return SY_OK;
    case SY__CLASS_COUNT:
        break;
    }
    return sy__fail(SY_E_INVALID_ARGUMENT, "sy_%s: unknown op class", op);
}

/* ---- step 4: views ----------------------------------------------------------- */

static sy_status exec_kernel(const sy__call *call, const char *op, const inferred *r, sy_device dev, sy_tensor **out);

static sy_status make_view(const sy__call *call, const char *op, const inferred *r, sy_device dev, sy_tensor **out)
{
    const sy_tensor *a = call->in[0];
    sy_tensor *copy = NULL;
    int64_t strides[SY_MAX_RANK];
    switch (sy__op_table[call->op].cls) {
    case SY__CLASS_RESHAPE:
        if (!sy_tensor_is_contiguous(a)) {
            /* a strided input is copied first, by the backend's copy kernel */
            sy__attrs ca = {.dtype = a->dtype};
            sy__call c = {.op = SY__OP_COPY, .n_in = 1, .in = {a}, .attrs = &ca};
            inferred cr = {.key = a->dtype, .out_dtype = a->dtype, .rank = a->rank};
            memcpy(cr.shape, a->shape, sizeof cr.shape);
            sy_status st = exec_kernel(&c, op, &cr, sy_device_inner(dev), &copy);
            if (st != SY_OK)
                return st;
            a = copy;
        }
        sy__contiguous_strides(r->shape, r->rank, strides);
        break;
    case SY__CLASS_PERMUTE:
        for (int j = 0; j < a->rank; j++) {
            int p = call->attrs->perm[j] < 0 ? call->attrs->perm[j] + a->rank : call->attrs->perm[j];
            strides[j] = a->strides[p];
        }
        break;
    case SY__CLASS_TRANSPOSE:
        memcpy(strides, a->strides, sizeof strides);
        strides[r->axis] = a->strides[r->axis2];
        strides[r->axis2] = a->strides[r->axis];
        break;
    default: /* expand */
        for (int j = 0; j < r->rank; j++) {
            int k = j - (r->rank - a->rank);
            strides[j] = (k < 0 || a->shape[k] != r->shape[j]) ? 0 : a->strides[k];
        }
        break;
    }
    sy_tensor *v;
    sy_status st = sy__tensor_share(a, dev, &v);
    sy_tensor_release(copy);
    if (st != SY_OK)
        return st;
    v->rank = r->rank;
    memcpy(v->shape, r->shape, sizeof v->shape);
    memcpy(v->strides, strides, sizeof v->strides);
    v->numel = sy__numel(v->shape, v->rank);
    v->contiguous = sy_tensor_is_contiguous(v);
    *out = v;
    return SY_OK;
}

/* ---- step 5: kernels ------------------------------------------------------------ */

typedef struct hostview {
    const char *data;
    int64_t strides[SY_MAX_RANK];
    void *owned;
} hostview;

/* Host-addressable view of t: itself for host memory, else a staged
 * contiguous copy. With `contiguous`, strided host views are gathered too. */
static sy_status host_view(const sy_tensor *t, bool contiguous, hostview *v)
{
    v->owned = NULL;
    if (t->storage->host && (!contiguous || sy_tensor_is_contiguous(t))) {
        v->data = sy__host_ptr(t);
        memcpy(v->strides, t->strides, sizeof v->strides);
        return SY_OK;
    }
    size_t bytes = sy_tensor_nbytes(t);
    v->owned = sy__host_alloc(bytes);
    if (!v->owned)
        return sy__fail(SY_E_OUT_OF_MEMORY, "out of host memory staging %zu bytes", bytes);
    sy_status st = sy__read_contiguous(t, v->owned);
    if (st != SY_OK) {
        sy__host_free(v->owned);
        v->owned = NULL;
        return st;
    }
    v->data = v->owned;
    sy__contiguous_strides(t->shape, t->rank, v->strides);
    return SY_OK;
}

static void ew_setup(sy_ew_args *k, const sy__call *call, const inferred *r, const hostview *v)
{
    int64_t st[3][SY_MAX_RANK];
    for (int i = 0; i < call->n_in; i++) {
        const sy_tensor *t = call->in[i];
        for (int j = 0; j < r->rank; j++) {
            int jj = j - (r->rank - t->rank);
            st[i][j] = (jj < 0 || t->shape[jj] == 1) ? 0 : v[i].strides[jj];
        }
        k->in[i].data = v[i].data;
        k->in[i].dtype = t->dtype;
    }
    /* merge adjacent axes every operand walks contiguously; drop size-1 axes */
    int nr = 0;
    for (int j = 0; j < r->rank; j++) {
        if (r->shape[j] == 1)
            continue;
        bool merge = nr > 0;
        for (int i = 0; merge && i < call->n_in; i++)
            merge = k->in[i].strides[nr - 1] == r->shape[j] * st[i][j];
        if (merge) {
            k->shape[nr - 1] *= r->shape[j];
            for (int i = 0; i < call->n_in; i++)
                k->in[i].strides[nr - 1] = st[i][j];
        } else {
            k->shape[nr] = r->shape[j];
            for (int i = 0; i < call->n_in; i++)
                k->in[i].strides[nr] = st[i][j];
            nr++;
        }
    }
    if (nr == 0) {
        k->shape[0] = 1;
        for (int i = 0; i < call->n_in; i++)
            k->in[i].strides[0] = 0;
        nr = 1;
    }
    k->rank = nr;
    k->n_in = call->n_in;
}

static sy_status run_matmul(sy__kernel kern, const sy__call *call, const inferred *r, const hostview *v, void *out,
                            const char *op)
{
    const sy_tensor *a = call->in[0], *b = call->in[1];
    sy_matmul_args k = {.op = call->op, .dtype = r->out_dtype, .out = out, .a = v[0].data, .b = v[1].data};
    const int br = r->rank - 2;
    k.m = r->shape[br];
    k.n = r->shape[br + 1];
    k.k = a->shape[a->rank - 1];
    k.a_rs = v[0].strides[a->rank - 2];
    k.a_cs = v[0].strides[a->rank - 1];
    k.b_rs = v[1].strides[b->rank - 2];
    k.b_cs = v[1].strides[b->rank - 1];
    k.batch = sy__numel(r->shape, br);
    int64_t zero = 0, *offs = NULL;
    if (k.batch <= 1) {
        k.a_off = k.b_off = &zero;
    } else {
        offs = sy__host_alloc(2 * (size_t)k.batch * sizeof *offs);
        if (!offs)
            return sy__fail(SY_E_OUT_OF_MEMORY, "sy_%s: out of host memory for %lld batch offsets", op,
                            (long long)k.batch);
        int64_t idx[SY_MAX_RANK] = {0};
        for (int64_t t = 0; t < k.batch; t++) {
            int64_t oa = 0, ob = 0;
            for (int j = 0; j < br; j++) {
                int ja = j - (br - (a->rank - 2)), jb = j - (br - (b->rank - 2));
                if (ja >= 0 && a->shape[ja] != 1)
                    oa += idx[j] * v[0].strides[ja];
                if (jb >= 0 && b->shape[jb] != 1)
                    ob += idx[j] * v[1].strides[jb];
            }
            offs[t] = oa;
            offs[k.batch + t] = ob;
            for (int j = br - 1; j >= 0 && ++idx[j] == r->shape[j]; j--)
                idx[j] = 0;
        }
        k.a_off = offs;
        k.b_off = offs + k.batch;
    }
    sy_status st = kern.matmul(&k);
    sy__host_free(offs);
    return st;
}

static sy_status exec_kernel(const sy__call *call, const char *op, const inferred *r, sy_device dev, sy_tensor **out)
{
    const sy__op_info *info = &sy__op_table[call->op];
    sy__route route;
    if (!info->route((sy_backend)dev.backend, r->key, &route))
        return sy__fail(SY_E_UNSUPPORTED, "sy_%s: backend %s has no kernel for %s and no fallback that has one", op,
                        sy__backend_table[dev.backend].name, sy_dtype_name(r->key));
    const bool host_out = sy__backend_table[dev.backend].host;
    const size_t out_bytes = (size_t)sy__numel(r->shape, r->rank) * sy__dtype_table[r->out_dtype].size;
    hostview v[3] = {{0}};
    sy_tensor *t = NULL;
    void *buf = NULL;
    sy_status st = SY_OK;
    const bool contiguous = info->cls == SY__CLASS_REDUCE;
    for (int i = 0; i < call->n_in && st == SY_OK; i++)
        st = host_view(call->in[i], contiguous, &v[i]);
    if (st == SY_OK)
        st = sy__tensor_alloc(r->out_dtype, r->shape, r->rank, dev, &t);
    if (st == SY_OK && !host_out && !(buf = sy__host_alloc(out_bytes)))
        st = sy__fail(SY_E_OUT_OF_MEMORY, "sy_%s: out of host memory staging %zu bytes", op, out_bytes);
    void *dst = host_out && t ? t->storage->data : buf;
    if (st == SY_OK && t->numel > 0) {
        switch (info->cls) {
        case SY__CLASS_FILL: {
            sy_fill_args k = {.op = call->op, .dtype = r->out_dtype, .numel = t->numel, .out = dst,
                              .value = call->attrs->value};
            st = route.kernel.fill(&k);
            break;
        }
        case SY__CLASS_MATMUL:
            st = run_matmul(route.kernel, call, r, v, dst, op);
            break;
        case SY__CLASS_REDUCE: {
            const sy_tensor *a = call->in[0];
            sy_reduce_args k = {.op = call->op, .dtype = r->out_dtype, .outer = 1, .len = a->numel, .inner = 1,
                                .in = v[0].data, .out = dst};
            if (r->axis != SY_AXIS_ALL) {
                k.outer = sy__numel(a->shape, r->axis);
                k.len = a->shape[r->axis];
                k.inner = sy__numel(a->shape + r->axis + 1, a->rank - r->axis - 1);
            }
            st = route.kernel.reduce(&k);
            break;
        }
        default: {
            sy_ew_args k = {.op = call->op, .numel = t->numel, .out = dst, .out_dtype = r->out_dtype};
            ew_setup(&k, call, r, v);
            st = route.kernel.ew(&k);
            break;
        }
        }
        if (st != SY_OK && st != SY_E_OUT_OF_MEMORY)
            st = sy__fail(st, "sy_%s: the %s kernel failed: %s", op, sy__backend_table[route.backend].name,
                          sy_status_str(st));
        else if (st == SY_E_OUT_OF_MEMORY)
            st = sy__fail(st, "sy_%s: the %s kernel ran out of memory", op, sy__backend_table[route.backend].name);
        if (st == SY_OK && !host_out)
            st = sy__storage_write(t->storage, 0, buf, out_bytes);
    }
    for (int i = 0; i < call->n_in; i++)
        sy__host_free(v[i].owned);
    sy__host_free(buf);
    if (st != SY_OK) {
        sy_tensor_release(t);
        return st;
    }
    *out = t;
    return SY_OK;
}

/* ---- the fast path ------------------------------------------------------------------- */

/* Unary and binary ops on plain, contiguous host tensors of one shape, dtype
 * and device: what most calls in a hot loop look like. Every check the
 * general path makes holds by construction here, so this only skips work
 * (broadcasting, staging, axis merging); anything else returns SY__SLOW and
 * takes the general path. */
#define SY__SLOW ((sy_status)1)

static SY__INLINE sy_status fast_elementwise(const sy__call *call, const sy__op_info *info, sy_tensor **out)
{
    const sy_tensor *a = call->in[0], *b = call->in[call->n_in - 1];
    if (!a || !b)
        return SY__SLOW;
    uint64_t da, db; /* backend, autodiff, strategy, flags, index in one word */
    memcpy(&da, &a->device, sizeof da);
    memcpy(&db, &b->device, sizeof db);
    if (da != db || a->device.autodiff || !(a->contiguous & b->contiguous) || a->dtype != b->dtype ||
        a->rank != b->rank || !sy__backend_table[a->device.backend].host || !SY__DTYPE_IN(a->dtype, info->dtypes))
        return SY__SLOW;
    for (int j = 0; j < a->rank; j++)
        if (a->shape[j] != b->shape[j])
            return SY__SLOW;
    sy__route r;
    if (!info->route((sy_backend)a->device.backend, a->dtype, &r))
        return SY__SLOW;
    sy_tensor *t;
    sy_status st = sy__tensor_alloc_like(a, &t);
    if (SY__UNLIKELY(st != SY_OK)) {
        *out = NULL;
        return st;
    }
    if (t->numel > 0) {
        const size_t size = sy__dtype_table[a->dtype].size;
        sy_ew_args k;
        k.op = call->op;
        k.rank = 1;
        k.shape[0] = k.numel = a->numel;
        k.out = t->storage->data;
        k.out_dtype = a->dtype;
        k.n_in = call->n_in;
        k.in[0].data = (const char *)a->storage->data + (size_t)a->offset * size;
        k.in[0].dtype = a->dtype;
        k.in[0].strides[0] = 1;
        k.in[1].data = (const char *)b->storage->data + (size_t)b->offset * size;
        k.in[1].dtype = b->dtype;
        k.in[1].strides[0] = 1;
        st = r.kernel.ew(&k);
        if (SY__UNLIKELY(st != SY_OK)) {
            sy_tensor_release(t);
            *out = NULL;
            return sy__fail(st, "sy_%s: the %s kernel failed: %s", info->name, sy__backend_table[r.backend].name,
                            sy_status_str(st));
        }
    }
    *out = t;
    return SY_OK;
}

/* ---- the entry ---------------------------------------------------------------------- */

static SY__NOINLINE sy_status dispatch(const sy__call *call, sy_tensor **out);

sy_status sy__dispatch_ew(const sy__call *call, sy_tensor **out)
{
    if (SY__LIKELY(out != NULL)) {
        sy_status st = fast_elementwise(call, &sy__op_table[call->op], out);
        if (st != SY__SLOW)
            return st;
    }
    return dispatch(call, out);
}

sy_status sy__dispatch(const sy__call *call, sy_tensor **out)
{
    const sy__class cls = sy__op_table[call->op].cls;
    if (cls == SY__CLASS_BINARY || cls == SY__CLASS_UNARY)
        return sy__dispatch_ew(call, out);
    return dispatch(call, out);
}

/* The general path, kept out of line so the fast path's frame stays small. */
static sy_status dispatch(const sy__call *call, sy_tensor **out)
{
    const sy__op_info *info = &sy__op_table[call->op];
    const char *op = info->name;
    if (SY__UNLIKELY(out == NULL))
        return sy__fail(SY_E_INVALID_ARGUMENT, "sy_%s: out is NULL", op);
    *out = NULL;
    for (int i = 0; i < call->n_in; i++)
        if (SY__UNLIKELY(call->in[i] == NULL))
            return sy__fail(SY_E_INVALID_ARGUMENT, "sy_%s: input %s is NULL", op, sy__input_names[info->cls][i]);

    /* 1. context */
    sy_device dev;
    sy_status st;
    if (info->cls == SY__CLASS_FILL) {
        dev = call->attrs->device;
        char what[64];
        snprintf(what, sizeof what, "sy_%s: device", op);
        if ((st = sy__device_check(dev, what)) != SY_OK)
            return st;
    } else if ((st = merge_context(call, op, &dev)) != SY_OK) {
        return st;
    }

    /* 2. shapes and dtypes */
    inferred r;
    if ((st = infer(call, op, &r)) != SY_OK)
        return st;
    if (!SY__DTYPE_IN(r.key, info->dtypes)) {
        char buf[128] = "";
        size_t used = 0;
        for (int d = 0; d < SY_DTYPE_COUNT && used < sizeof buf; d++)
            if (SY__DTYPE_IN(d, info->dtypes))
                used += (size_t)snprintf(buf + used, sizeof buf - used, "%s%s", used ? " " : "", sy_dtype_name((sy_dtype)d));
        return sy__fail(SY_E_DTYPE_UNSUPPORTED, "sy_%s: op %s does not take %s (it takes %s)", op, op,
                        sy_dtype_name(r.key), buf);
    }
    if (!SY__DTYPE_IN(r.out_dtype, sy__backend_table[dev.backend].stores))
        return sy__fail(SY_E_DTYPE_UNSUPPORTED, "sy_%s: backend %s does not store %s", op,
                        sy__backend_table[dev.backend].name, sy_dtype_name(r.out_dtype));

    /* 3. capture devices record and compute nothing */
    if (sy__backend_table[dev.backend].capture)
        return sy__capture_record(call, dev.index, r.out_dtype, r.shape, r.rank, out);

    /* 4./5. views share storage; everything else runs a kernel */
    sy_tensor *t;
    if (info->route == NULL)
        st = make_view(call, op, &r, dev, &t);
    else
        st = exec_kernel(call, op, &r, dev, &t);
    if (st != SY_OK)
        return st;

    /* 6. autodiff */
    if (dev.autodiff && (st = sy__autodiff_record(call, t)) != SY_OK) {
        sy_tensor_release(t);
        return st;
    }
    *out = t;
    return SY_OK;
}
