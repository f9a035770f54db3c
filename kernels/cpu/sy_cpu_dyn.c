/* switchyard cpu backend: the ops of data-dependent shape (nonzero,
 * compress, unique, range), families with `shape: values`. Each kernel is
 * called twice (runtime/sy_contract.h): the sizing call (args->dims set,
 * no result data) writes each result's shape, then the call that writes
 * the results. Both read the same inputs, so both compute the same sizes.
 * The rules (runtime/sy_rules_dyn.c) have checked ranks, axes and lengths. */
#include <math.h>
#include <stdlib.h>
#include <string.h>

#include "sy_contract.h"
#include "sy_cpu_iter.h"
#include "sy_kernels.h"

/* [outer, len, inner] around an axis; SY_AXIS_ALL: [1, numel, 1]. */
typedef struct split {
    int64_t outer, len, inner;
} split;

static split around(const sy_tensor_arg *x, int64_t axis)
{
    split s = {1, x->numel, 1};
    if (axis == SY_AXIS_ALL)
        return s;
    const int a = (int)(axis < 0 ? axis + x->rank : axis);
    s.len = x->shape[a];
    for (int j = 0; j < a; j++)
        s.outer *= x->shape[j];
    for (int j = a + 1; j < x->rank; j++)
        s.inner *= x->shape[j];
    return s;
}

static int norm_axis(const sy_tensor_arg *x, int64_t axis)
{
    return axis == SY_AXIS_ALL ? (int)SY_AXIS_ALL : (int)(axis < 0 ? axis + x->rank : axis);
}

/* ---- nonzero ------------------------------------------------------------------
 * [rank, n] i64: row d holds coordinate d of each nonzero element of x, in
 * row-major order (ONNX NonZero, NumPy's nonzero). Floats: != 0, so NaN is
 * nonzero and -0 is zero; f16 and bf16 by their bits (all but the sign 0). */
#define NZ_TEST(sfx, T) \
    static bool nz_##sfx(const void *p, int64_t i) { return ((const T *)p)[i] != 0; }
#define NZ_DEF(unused, E, T, sfx) NZ_TEST(sfx, T)
SY__CPU_FLOAT_INT(NZ_DEF, _)
SY__CPU_BOOL(NZ_DEF, _)
static bool nz_bits16(const void *p, int64_t i) { return (((const uint16_t *)p)[i] & 0x7fffu) != 0; }

typedef bool (*nz_fn)(const void *p, int64_t i);

static nz_fn nz_of(sy_dtype dt)
{
    switch (dt) {
#define NZ_CASE(unused, E, T, sfx) \
    case SY_DTYPE_##E:             \
        return nz_##sfx;
        SY__CPU_FLOAT_INT(NZ_CASE, _)
        SY__CPU_BOOL(NZ_CASE, _)
#undef NZ_CASE
#define NZ_HALF(unused, E, T, sfx) \
    case SY_DTYPE_##E:             \
        return nz_bits16;
        SY__CPU_HALF(NZ_HALF, _)
#undef NZ_HALF
    default:
        return NULL;
    }
}

sy_status sy_k_cpu_nonzero(const sy_op_args *args)
{
    const sy_tensor_arg *x = &args->in[0];
    const nz_fn nz = nz_of(x->dtype);
    if (!nz)
        return SY_E_DTYPE_UNSUPPORTED;
    int64_t n = 0;
    for (int64_t i = 0; i < x->numel; i++)
        n += nz(x->data, i);
    if (args->dims) {
        args->dims[0][0] = x->rank;
        args->dims[0][1] = n;
        return SY_OK;
    }
    int64_t *y = (int64_t *)args->out[0].data, idx[SY_MAX_RANK] = {0}, at = 0;
    for (int64_t i = 0; i < x->numel; i++) {
        if (nz(x->data, i)) {
            for (int d = 0; d < x->rank; d++)
                y[d * n + at] = idx[d];
            at++;
        }
        for (int d = x->rank - 1; d >= 0 && ++idx[d] == x->shape[d]; d--)
            idx[d] = 0;
    }
    return SY_OK;
}

/* ---- compress -----------------------------------------------------------------
 * The slices of x along the axis (every element, x flattened, for
 * SY_AXIS_ALL) where condition is true, in order (ONNX Compress, NumPy's
 * compress); a condition shorter than the axis leaves the rest out. */
sy_status sy_k_cpu_compress(const sy_op_args *args)
{
    const sy_tensor_arg *x = &args->in[0], *c = &args->in[1];
    const int64_t axis = args->attrs[SY_ATTR_COMPRESS_AXIS].i[0];
    const split s = around(x, axis);
    const uint8_t *cond = (const uint8_t *)c->data;
    const int64_t clen = c->numel < s.len ? c->numel : s.len;
    int64_t n = 0;
    for (int64_t j = 0; j < clen; j++)
        n += cond[j] != 0;
    if (args->dims) {
        const int a = norm_axis(x, axis);
        if (a == (int)SY_AXIS_ALL) {
            args->dims[0][0] = n;
        } else {
            memcpy(args->dims[0], x->shape, (size_t)x->rank * sizeof *x->shape);
            args->dims[0][a] = n;
        }
        return SY_OK;
    }
    const size_t size = sy_dtype_size(x->dtype), row = (size_t)s.inner * size;
    const char *src = (const char *)x->data;
    char *dst = (char *)args->out[0].data;
    for (int64_t o = 0; o < s.outer; o++)
        for (int64_t j = 0; j < clen; j++)
            if (cond[j]) {
                memcpy(dst, src + ((size_t)(o * s.len + j)) * row, row);
                dst += row;
            }
    return SY_OK;
}

/* ---- unique -------------------------------------------------------------------
 * The distinct slices of x along the axis (elements, x flattened, for
 * SY_AXIS_ALL): slices compare element by element in row-major order;
 * values compare as numbers, -0 equal to +0, every NaN equal to every
 * other and beyond every number. A stable merge sort of the slice indices
 * groups equal slices; a group's first index is its first occurrence. */
#define UQ_CMP(sfx, T)                                                      \
    static int uq_cmp_##sfx(const void *p, int64_t i, int64_t j)            \
    {                                                                       \
        const T a = ((const T *)p)[i], b = ((const T *)p)[j];               \
        const bool na = a != a, nb = b != b; /* NaN (floats only) */        \
        if (na || nb)                                                       \
            return na == nb ? 0 : na ? 1 : -1;                              \
        return a < b ? -1 : a > b ? 1 : 0;                                  \
    }
#define UQ_DEF(unused, E, T, sfx) UQ_CMP(sfx, T)
SY__CPU_NO_HALF(UQ_DEF, _)

typedef int (*uq_cmp_fn)(const void *p, int64_t i, int64_t j);

static uq_cmp_fn uq_cmp_of(sy_dtype dt)
{
    switch (dt) {
#define UQ_CASE(unused, E, T, sfx) \
    case SY_DTYPE_##E:             \
        return uq_cmp_##sfx;
        SY__CPU_NO_HALF(UQ_CASE, _)
#undef UQ_CASE
    default:
        return NULL;
    }
}

typedef struct uq {
    const void *x;
    split s;
    uq_cmp_fn cmp;
} uq;

/* slices a and b of the axis, compared element by element */
static int slice_cmp(const uq *u, int64_t a, int64_t b)
{
    for (int64_t o = 0; o < u->s.outer; o++)
        for (int64_t i = 0; i < u->s.inner; i++) {
            const int64_t base = o * u->s.len * u->s.inner + i;
            const int c = u->cmp(u->x, base + a * u->s.inner, base + b * u->s.inner);
            if (c)
                return c;
        }
    return 0;
}

static void merge_sort(const uq *u, int64_t *v, int64_t *tmp, int64_t n)
{
    for (int64_t w = 1; w < n; w *= 2) {
        for (int64_t lo = 0; lo < n; lo += 2 * w) {
            const int64_t mid = lo + w < n ? lo + w : n, hi = lo + 2 * w < n ? lo + 2 * w : n;
            int64_t i = lo, j = mid, k = lo;
            while (i < mid && j < hi)
                tmp[k++] = slice_cmp(u, v[j], v[i]) < 0 ? v[j++] : v[i++];
            while (i < mid)
                tmp[k++] = v[i++];
            while (j < hi)
                tmp[k++] = v[j++];
        }
        memcpy(v, tmp, (size_t)n * sizeof *v);
    }
}

sy_status sy_k_cpu_unique(const sy_op_args *args)
{
    const sy_tensor_arg *x = &args->in[0];
    const int64_t axis = args->attrs[SY_ATTR_UNIQUE_AXIS].i[0];
    const bool sorted = args->attrs[SY_ATTR_UNIQUE_SORTED].i[0] != 0;
    const uq u = {x->data, around(x, axis), uq_cmp_of(x->dtype)};
    const int64_t len = u.s.len;
    if (!u.cmp)
        return SY_E_DTYPE_UNSUPPORTED;
    if (args->n_out != 4)
        return SY_E_INVALID_ARGUMENT;
    /* order: the slice indices sorted; group[k]: the group of order[k]; first[g]: its first occurrence */
    int64_t *buf = malloc((size_t)(len ? len : 1) * 5 * sizeof *buf);
    if (!buf)
        return sy_kernel_error(SY_E_OUT_OF_MEMORY, "unique: scratch of %lld slices", (long long)len);
    int64_t *order = buf, *tmp = buf + len, *group_of = buf + 2 * len, *first = buf + 3 * len, *rank = buf + 4 * len;
    for (int64_t k = 0; k < len; k++)
        order[k] = k;
    merge_sort(&u, order, tmp, len);
    int64_t n = 0;
    for (int64_t k = 0; k < len; k++) {
        if (k == 0 || slice_cmp(&u, order[k - 1], order[k]) != 0)
            first[n++] = order[k]; /* stable: the group's first is its lowest index */
        group_of[order[k]] = n - 1;
    }
    if (args->dims) {
        const int a = norm_axis(x, axis);
        if (a == (int)SY_AXIS_ALL) {
            args->dims[0][0] = n;
        } else {
            memcpy(args->dims[0], x->shape, (size_t)x->rank * sizeof *x->shape);
            args->dims[0][a] = n;
        }
        args->dims[1][0] = n;
        args->dims[2][0] = len;
        args->dims[3][0] = n;
        free(buf);
        return SY_OK;
    }
    /* rank[g]: the place of sorted group g in the output (sorted: g; else by first occurrence) */
    for (int64_t g = 0; g < n; g++)
        rank[g] = g;
    if (!sorted) { /* groups by first occurrence: the groups whose first comes first */
        int64_t at = 0;
        for (int64_t j = 0; j < len; j++)
            if (first[group_of[j]] == j)
                rank[group_of[j]] = at++;
    }
    const size_t size = sy_dtype_size(x->dtype), row = (size_t)u.s.inner * size;
    char *y = (char *)args->out[0].data;
    int64_t *indices = (int64_t *)args->out[1].data, *inverse = (int64_t *)args->out[2].data,
            *counts = (int64_t *)args->out[3].data;
    for (int64_t g = 0; g < n; g++) {
        indices[rank[g]] = first[g];
        counts[rank[g]] = 0;
        for (int64_t o = 0; o < u.s.outer; o++)
            memcpy(y + ((size_t)(o * n + rank[g])) * row,
                   (const char *)x->data + ((size_t)(o * len + first[g])) * row, row);
    }
    for (int64_t j = 0; j < len; j++) {
        inverse[j] = rank[group_of[j]];
        counts[rank[group_of[j]]]++;
    }
    free(buf);
    return SY_OK;
}

/* ---- range --------------------------------------------------------------------
 * start, start + delta, ... while short of limit: max(ceil((limit - start) /
 * delta), 0) values (ONNX Range-11). Floats compute in double, each value
 * start + i * delta rounded once (NumPy's arange computes in the dtype: the
 * two can differ in the last place); integers exactly; delta 0, a NaN and
 * a count past 9e15 are refused. */
__extension__ typedef __int128 wide; /* exact integer counts: any int64 difference fits */

static sy_status range_count(double q, int64_t *n)
{
    if (q != q)
        return sy_kernel_error(SY_E_INVALID_ARGUMENT, "range: start, limit or delta is NaN, or the count is undefined");
    if (q > 9.0e15)
        return sy_kernel_error(SY_E_INVALID_ARGUMENT, "range: %g values are too many", q);
    *n = q > 0 ? (int64_t)q : 0;
    return SY_OK;
}

#define RANGE_F(unused, E, T, sfx)                                                                   \
    static sy_status range_##sfx(const sy_op_args *args)                                             \
    {                                                                                                \
        const double start = (double)*(const T *)args->in[0].data;                                   \
        const double limit = (double)*(const T *)args->in[1].data;                                   \
        const double delta = (double)*(const T *)args->in[2].data;                                   \
        if (!(delta < 0 || delta > 0) && delta == delta)                                             \
            return sy_kernel_error(SY_E_INVALID_ARGUMENT, "range: delta is 0");                        \
        int64_t n = 0;                                                                               \
        sy_status st = range_count(ceil((limit - start) / delta), &n);                               \
        if (st != SY_OK || args->dims) {                                                             \
            if (st == SY_OK)                                                                         \
                args->dims[0][0] = n;                                                                \
            return st;                                                                               \
        }                                                                                            \
        T *y = (T *)args->out[0].data;                                                               \
        for (int64_t i = 0; i < n; i++)                                                              \
            y[i] = (T)(start + (double)i * delta);                                                   \
        return SY_OK;                                                                                \
    }
#define RANGE_I(unused, E, T, sfx)                                                                   \
    static sy_status range_##sfx(const sy_op_args *args)                                             \
    {                                                                                                \
        const wide start = *(const T *)args->in[0].data, limit = *(const T *)args->in[1].data;      \
        const wide delta = *(const T *)args->in[2].data;                                             \
        if (delta == 0)                                                                              \
            return sy_kernel_error(SY_E_INVALID_ARGUMENT, "range: delta is 0");                        \
        const wide d = limit - start;                                                                \
        wide q = 0;                                                                                  \
        if (d > 0 && delta > 0)                                                                      \
            q = (d + delta - 1) / delta;                                                             \
        else if (d < 0 && delta < 0)                                                                 \
            q = (d + delta + 1) / delta;                                                             \
        int64_t n = 0;                                                                               \
        sy_status st = range_count((double)q, &n);                                                   \
        if (st != SY_OK || args->dims) {                                                             \
            if (st == SY_OK)                                                                         \
                args->dims[0][0] = n;                                                                \
            return st;                                                                               \
        }                                                                                            \
        T *y = (T *)args->out[0].data;                                                               \
        for (int64_t i = 0; i < n; i++)                                                              \
            y[i] = (T)(start + (wide)i * delta);                                                     \
        return SY_OK;                                                                                \
    }
SY__CPU_FLOAT(RANGE_F, _)
SY__CPU_INT(RANGE_I, _)

sy_status sy_k_cpu_range(const sy_op_args *args)
{
    switch (args->in[0].dtype) {
#define RANGE_CASE(unused, E, T, sfx) \
    case SY_DTYPE_##E:                \
        return range_##sfx(args);
        SY__CPU_TAKES_range(RANGE_CASE, _)
#undef RANGE_CASE
    default:
        return SY_E_DTYPE_UNSUPPORTED;
    }
}
