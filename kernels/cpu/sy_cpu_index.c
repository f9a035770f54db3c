/* switchyard cpu backend: the indexing ops (gather_elements, scatter_elements,
 * gather_nd, scatter_nd, one_hot and their gradient ops). Each takes sy_op_args:
 * contiguous operands, attributes at the generated SY_ATTR_<FAMILY>_<NAME>.
 * The runtime has run the family's shape rule (runtime/sy_rules_index.c), so
 * axes are in range and shapes fit; the kernels check every index before
 * writing anything.
 *
 * All of them move blocks of `block` elements between a data tensor (x, or
 * dx, dy of x's shape) and a packed one (the result of a gather, updates),
 * packed block t at t * block, data block t where entry t of the indices
 * points (a `where`, walked in the order of the indices): one element for
 * the _elements ops, x.shape[b + m:] for the _nd ops. */
#include <string.h>

#include "sy_contract.h"
#include "sy_cpu_iter.h"
#include "sy_internal.h"
#include "sy_kernels.h"

static int64_t raw_index(const sy_tensor_arg *idx, int64_t k)
{
    return idx->dtype == SY_DTYPE_I32 ? (int64_t)((const int32_t *)idx->data)[k] : ((const int64_t *)idx->data)[k];
}

/* Where the blocks go. _elements: entry t's coordinates (over the indices'
 * shape), the one along `axis` replaced by its index. _nd: batch t / n, the
 * m indices of tuple t, each along its axis from batch_dims on. */
typedef struct where {
    const sy_tensor_arg *idx;
    int rank, axis;                /* _elements */
    int64_t coord[SY_MAX_RANK];    /* _elements: entry t's coordinates */
    int64_t stride[SY_MAX_RANK];   /* the data's strides, in elements */
    int64_t ishape[SY_MAX_RANK];   /* _elements: the indices' shape */
    int64_t dims[SY_MAX_RANK];     /* the data's shape */
    int64_t base;                  /* _elements: offset of coord, 0 along the axis */
    int m, batch_dims;             /* _nd: indices per tuple (0 for _elements) */
    int64_t per_batch, batch_size; /* _nd: tuples per batch, elements per batch of the data */
    int64_t count, block;          /* blocks, elements per block */
} where;

static void where_elements(where *w, const sy_tensor_arg *idx, const int64_t *ds, int rank, int64_t axis)
{
    memset(w, 0, sizeof *w);
    w->idx = idx;
    w->rank = rank;
    w->axis = (int)(axis < 0 ? axis + rank : axis);
    int64_t s = 1;
    for (int d = rank - 1; d >= 0; d--) {
        w->stride[d] = s;
        s *= ds[d];
        w->ishape[d] = idx->shape[d];
        w->dims[d] = ds[d];
    }
    w->count = idx->numel;
    w->block = 1;
}

static void where_nd(where *w, const sy_tensor_arg *idx, const int64_t *ds, int rank, int batch_dims)
{
    memset(w, 0, sizeof *w);
    w->idx = idx;
    w->rank = rank;
    w->batch_dims = batch_dims;
    w->m = (int)idx->shape[idx->rank - 1];
    int64_t s = 1;
    for (int d = rank - 1; d >= 0; d--) {
        w->stride[d] = s;
        s *= ds[d];
        w->dims[d] = ds[d];
    }
    w->block = 1;
    for (int d = batch_dims + w->m; d < rank; d++)
        w->block *= ds[d];
    w->batch_size = batch_dims > 0 ? w->stride[batch_dims - 1] : s;
    int64_t batches = 1;
    for (int d = 0; d < batch_dims; d++)
        batches *= ds[d];
    w->count = w->m > 0 ? idx->numel / w->m : 0;
    w->per_batch = batches > 0 ? w->count / batches : 0;
}

/* The axis of the data the k-th entry of the indices runs along. */
static int where_axis(const where *w, int64_t k) { return w->m ? w->batch_dims + (int)(k % w->m) : w->axis; }

/* SY_OK when every index is in -len..len-1 of its axis, else the kernel error
 * naming the first that is not. */
static sy_status where_check(const where *w)
{
    for (int64_t k = 0; k < w->idx->numel; k++) {
        const int a = where_axis(w, k);
        const int64_t j = raw_index(w->idx, k), len = w->dims[a];
        if (j < -len || j >= len) {
            if (w->m)
                return sy_kernel_error(SY_E_INVALID_ARGUMENT,
                                       "index %lld (entry %lld of indices) is out of range for axis %d of length %lld",
                                       (long long)j, (long long)k, a, (long long)len);
            return sy_kernel_error(SY_E_INVALID_ARGUMENT,
                                   "index %lld (entry %lld of indices) is out of range for axis length %lld",
                                   (long long)j, (long long)k, (long long)len);
        }
    }
    return SY_OK;
}

static int64_t wrapped(const where *w, int64_t k)
{
    const int64_t j = raw_index(w->idx, k), len = w->dims[where_axis(w, k)];
    return j < 0 ? j + len : j;
}

/* The data offset (in elements) of block t, walked in order from 0. */
static int64_t where_next(where *w, int64_t t)
{
    if (w->m) {
        int64_t off = (w->per_batch ? t / w->per_batch : 0) * w->batch_size;
        for (int j = 0; j < w->m; j++)
            off += wrapped(w, t * w->m + j) * w->stride[w->batch_dims + j];
        return off;
    }
    const int64_t off = w->base + wrapped(w, t) * w->stride[w->axis];
    for (int d = w->rank - 1; d >= 0; d--) {
        if (d != w->axis)
            w->base += w->stride[d];
        if (++w->coord[d] < w->ishape[d])
            break;
        if (d != w->axis)
            w->base -= w->stride[d] * w->ishape[d];
        w->coord[d] = 0;
    }
    return off;
}

/* ---- gather -------------------------------------------------------------------
 * packed block t = data block at where t; bytes copied, so every dtype is one loop. */
static void gather_blocks(where *w, const void *data, void *out, size_t esize)
{
    const size_t bytes = (size_t)w->block * esize;
    for (int64_t t = 0; t < w->count; t++)
        memcpy((char *)out + (size_t)t * bytes, (const char *)data + (size_t)where_next(w, t) * esize, bytes);
}

#define TAKES_CASE(unused, E, T, sfx) case SY_DTYPE_##E:

sy_status sy_k_cpu_gather_elements(const sy_op_args *args)
{
    const sy_tensor_arg *x = &args->in[0];
    switch (x->dtype) {
        SY__CPU_TAKES_gather_elements(TAKES_CASE, _) break;
    default:
        return SY_E_DTYPE_UNSUPPORTED;
    }
    where w;
    where_elements(&w, &args->in[1], x->shape, x->rank, args->attrs[SY_ATTR_GATHER_ELEMENTS_AXIS].i[0]);
    sy_status st = where_check(&w);
    if (st == SY_OK)
        gather_blocks(&w, x->data, args->out[0].data, sy_dtype_size(x->dtype));
    return st;
}

sy_status sy_k_cpu_gather_nd(const sy_op_args *args)
{
    const sy_tensor_arg *x = &args->in[0];
    switch (x->dtype) {
        SY__CPU_TAKES_gather_nd(TAKES_CASE, _) break;
    default:
        return SY_E_DTYPE_UNSUPPORTED;
    }
    where w;
    where_nd(&w, &args->in[1], x->shape, x->rank, (int)args->attrs[SY_ATTR_GATHER_ND_BATCH_DIMS].i[0]);
    sy_status st = where_check(&w);
    if (st == SY_OK)
        gather_blocks(&w, x->data, args->out[0].data, sy_dtype_size(x->dtype));
    return st;
}

/* ---- the gathers' gradients ----------------------------------------------------
 * dx = 0, then dx block at where t += dy block t, in the order of the indices. */
#define DEF_GATHER_BW(unused, E, T, sfx)                                                                               \
    static void gather_bw_##sfx(const sy_op_args *a, where *w)                                                         \
    {                                                                                                                  \
        const T *dy = (const T *)a->in[0].data;                                                                        \
        T *dx = (T *)a->out[0].data;                                                                                   \
        memset(dx, 0, (size_t)a->out[0].numel * sizeof *dx);                                                           \
        for (int64_t t = 0; t < w->count; t++) {                                                                       \
            T *to = dx + where_next(w, t);                                                                             \
            const T *from = dy + t * w->block;                                                                         \
            for (int64_t i = 0; i < w->block; i++)                                                                     \
                to[i] += from[i];                                                                                      \
        }                                                                                                              \
    }
SY__CPU_FLOAT(DEF_GATHER_BW, _)

static sy_status gather_bw(const sy_op_args *args, where *w)
{
    sy_status st = where_check(w);
    if (st != SY_OK)
        return st;
    switch (args->in[0].dtype) {
#define GATHER_BW_CASE(unused, E, T, sfx)                                                                              \
    case SY_DTYPE_##E:                                                                                                 \
        gather_bw_##sfx(args, w);                                                                                      \
        return SY_OK;
        SY__CPU_FLOAT(GATHER_BW_CASE, _)
#undef GATHER_BW_CASE
    default:
        return SY_E_DTYPE_UNSUPPORTED;
    }
}

sy_status sy_k_cpu_gather_elements_backward(const sy_op_args *args)
{
    const sy_result_arg *dx = &args->out[0];
    switch (args->in[0].dtype) {
        SY__CPU_TAKES_gather_elements_backward(TAKES_CASE, _) break;
    default:
        return SY_E_DTYPE_UNSUPPORTED;
    }
    where w;
    where_elements(&w, &args->in[1], dx->shape, dx->rank, args->attrs[SY_ATTR_GATHER_ELEMENTS_BACKWARD_AXIS].i[0]);
    return gather_bw(args, &w);
}

sy_status sy_k_cpu_gather_nd_backward(const sy_op_args *args)
{
    const sy_result_arg *dx = &args->out[0];
    switch (args->in[0].dtype) {
        SY__CPU_TAKES_gather_nd_backward(TAKES_CASE, _) break;
    default:
        return SY_E_DTYPE_UNSUPPORTED;
    }
    where w;
    where_nd(&w, &args->in[1], dx->shape, dx->rank, (int)args->attrs[SY_ATTR_GATHER_ND_BACKWARD_BATCH_DIMS].i[0]);
    return gather_bw(args, &w);
}

/* ---- scatter ------------------------------------------------------------------
 * out = x, then each updates block in the order of the indices: written
 * (none), added or multiplied (add, mul) into the block at where t. Floats in
 * their type, integers wrapping (sy_cpu_iter.h), f16 and bf16 in f32 rounded
 * once per update, bools as `or` and `and` (NumPy's add and multiply of
 * bools). The reductions' values are one enum for both ops (none, add, mul). */
_Static_assert(SY_SCATTER_ELEMENTS_REDUCTION_ADD == SY_SCATTER_ND_REDUCTION_ADD &&
                   SY_SCATTER_ELEMENTS_REDUCTION_MUL == SY_SCATTER_ND_REDUCTION_MUL &&
                   SY_SCATTER_ELEMENTS_BACKWARD_REDUCTION_NONE == SY_SCATTER_ND_BACKWARD_REDUCTION_NONE &&
                   SY_SCATTER_ELEMENTS_BACKWARD_REDUCTION_MUL == SY_SCATTER_ND_BACKWARD_REDUCTION_MUL,
               "scatter_elements and scatter_nd number their reductions alike");
enum {
    RED_NONE = SY_SCATTER_ELEMENTS_REDUCTION_NONE,
    RED_ADD = SY_SCATTER_ELEMENTS_REDUCTION_ADD,
    RED_MUL = SY_SCATTER_ELEMENTS_REDUCTION_MUL
};

#define DEF_RED_FLOAT(unused, E, T, sfx)                                                                               \
    static inline T red_add_##sfx(T x, T y) { return x + y; }                                                          \
    static inline T red_mul_##sfx(T x, T y) { return x * y; }
#define DEF_RED_INT(unused, E, T, sfx)                                                                                 \
    static inline T red_add_##sfx(T x, T y) { return sy__cpu_add_##sfx(x, y); }                                        \
    static inline T red_mul_##sfx(T x, T y) { return sy__cpu_mul_##sfx(x, y); }
#define DEF_RED_HALF(unused, E, T, sfx)                                                                                \
    static inline T red_add_##sfx(T x, T y) { return sy__cpu_st_##sfx(sy__cpu_ld_##sfx(x) + sy__cpu_ld_##sfx(y)); }    \
    static inline T red_mul_##sfx(T x, T y) { return sy__cpu_st_##sfx(sy__cpu_ld_##sfx(x) * sy__cpu_ld_##sfx(y)); }
#define DEF_RED_BOOL(unused, E, T, sfx)                                                                                \
    static inline T red_add_##sfx(T x, T y) { return (T)(x || y); }                                                    \
    static inline T red_mul_##sfx(T x, T y) { return (T)(x && y); }
SY__CPU_FLOAT(DEF_RED_FLOAT, _)
SY__CPU_INT(DEF_RED_INT, _)
SY__CPU_HALF(DEF_RED_HALF, _)
SY__CPU_BOOL(DEF_RED_BOOL, _)

#define DEF_SCATTER(unused, E, T, sfx)                                                                                 \
    static void scatter_##sfx(const sy_op_args *a, where *w, int64_t red)                                              \
    {                                                                                                                  \
        const T *u = (const T *)a->in[2].data;                                                                         \
        T *out = (T *)a->out[0].data;                                                                                  \
        memcpy(out, a->in[0].data, (size_t)a->out[0].numel * sizeof *out);                                             \
        for (int64_t t = 0; t < w->count; t++) {                                                                       \
            T *to = out + where_next(w, t);                                                                            \
            const T *from = u + t * w->block;                                                                          \
            for (int64_t i = 0; i < w->block; i++)                                                                     \
                to[i] = red == RED_ADD ? red_add_##sfx(to[i], from[i])                                                 \
                    : red == RED_MUL   ? red_mul_##sfx(to[i], from[i])                                                 \
                                       : from[i];                                                                        \
        }                                                                                                              \
    }
SY__CPU_ALL(DEF_SCATTER, _)

static sy_status scatter(const sy_op_args *args, where *w, int64_t red)
{
    sy_status st = where_check(w);
    if (st != SY_OK)
        return st;
    switch (args->in[0].dtype) {
#define SCATTER_CASE(unused, E, T, sfx)                                                                                \
    case SY_DTYPE_##E:                                                                                                 \
        scatter_##sfx(args, w, red);                                                                                   \
        return SY_OK;
        SY__CPU_ALL(SCATTER_CASE, _)
#undef SCATTER_CASE
    default:
        return SY_E_DTYPE_UNSUPPORTED;
    }
}

sy_status sy_k_cpu_scatter_elements(const sy_op_args *args)
{
    const sy_tensor_arg *x = &args->in[0];
    switch (x->dtype) {
        SY__CPU_TAKES_scatter_elements(TAKES_CASE, _) break;
    default:
        return SY_E_DTYPE_UNSUPPORTED;
    }
    where w;
    where_elements(&w, &args->in[1], x->shape, x->rank, args->attrs[SY_ATTR_SCATTER_ELEMENTS_AXIS].i[0]);
    return scatter(args, &w, args->attrs[SY_ATTR_SCATTER_ELEMENTS_REDUCTION].i[0]);
}

sy_status sy_k_cpu_scatter_nd(const sy_op_args *args)
{
    const sy_tensor_arg *x = &args->in[0];
    switch (x->dtype) {
        SY__CPU_TAKES_scatter_nd(TAKES_CASE, _) break;
    default:
        return SY_E_DTYPE_UNSUPPORTED;
    }
    where w;
    where_nd(&w, &args->in[1], x->shape, x->rank, 0);
    return scatter(args, &w, args->attrs[SY_ATTR_SCATTER_ND_REDUCTION].i[0]);
}

/* ---- the scatters' gradients ------------------------------------------------------
 * dy has x's shape. x's gradient (wrt_updates false): dy, zero where an
 * update was written (none), times every update at its element (mul).
 * updates' gradient: dy at each update's element (add), and under none the
 * same for the update an element kept (the last in the order of the
 * indices) and zero for those it overwrote; `last` (dy's size) holds, per
 * element, the last block written there. */
#define DEF_SCATTER_BW(unused, E, T, sfx)                                                                              \
    static void scatter_bw_##sfx(const sy_op_args *a, where *w, int64_t red, bool wrt_updates, int64_t *last)          \
    {                                                                                                                  \
        const T *dy = (const T *)a->in[0].data, *u = (const T *)a->in[2].data;                                         \
        T *out = (T *)a->out[0].data;                                                                                  \
        const int64_t n = w->block;                                                                                    \
        if (!wrt_updates) {                                                                                            \
            memcpy(out, dy, (size_t)a->out[0].numel * sizeof *out);                                                    \
            for (int64_t t = 0; t < w->count; t++) {                                                                   \
                T *to = out + where_next(w, t);                                                                        \
                for (int64_t i = 0; i < n; i++)                                                                        \
                    to[i] = red == RED_NONE ? (T)0 : red == RED_MUL ? to[i] * u[t * n + i] : to[i];                    \
            }                                                                                                          \
            return;                                                                                                    \
        }                                                                                                              \
        where again = *w;                                                                                              \
        if (last)                                                                                                      \
            for (int64_t t = 0; t < w->count; t++) {                                                                   \
                const int64_t p = where_next(w, t);                                                                    \
                for (int64_t i = 0; i < n; i++)                                                                        \
                    last[p + i] = t;                                                                                   \
            }                                                                                                          \
        for (int64_t t = 0; t < again.count; t++) {                                                                    \
            const int64_t p = where_next(&again, t);                                                                   \
            for (int64_t i = 0; i < n; i++)                                                                            \
                out[t * n + i] = last && last[p + i] != t ? (T)0 : dy[p + i];                                          \
        }                                                                                                              \
    }
SY__CPU_FLOAT(DEF_SCATTER_BW, _)

static sy_status scatter_bw(const sy_op_args *args, where *w, int64_t red, bool wrt_updates)
{
    const sy_tensor_arg *dy = &args->in[0];
    if (wrt_updates && red == RED_MUL)
        return sy_kernel_error(SY_E_UNSUPPORTED,
                               "the gradient of updates under reduction mul needs x, which this"
                               " op does not take; it is not supported");
    sy_status st = where_check(w);
    if (st != SY_OK)
        return st;
    int64_t *last = NULL;
    if (wrt_updates && red == RED_NONE && w->count > 0 && dy->numel > 0) {
        last = (int64_t *)sy__host_alloc((size_t)dy->numel * sizeof *last);
        if (!last)
            return sy_kernel_error(SY_E_OUT_OF_MEMORY, "no memory for %lld positions", (long long)dy->numel);
    }
    st = SY_E_DTYPE_UNSUPPORTED;
    switch (dy->dtype) {
#define SCATTER_BW_CASE(unused, E, T, sfx)                                                                             \
    case SY_DTYPE_##E:                                                                                                 \
        scatter_bw_##sfx(args, w, red, wrt_updates, last);                                                             \
        st = SY_OK;                                                                                                    \
        break;
        SY__CPU_FLOAT(SCATTER_BW_CASE, _)
#undef SCATTER_BW_CASE
    default:
        break;
    }
    sy__host_free(last);
    return st;
}

sy_status sy_k_cpu_scatter_elements_backward(const sy_op_args *args)
{
    const sy_tensor_arg *dy = &args->in[0];
    switch (dy->dtype) {
        SY__CPU_TAKES_scatter_elements_backward(TAKES_CASE, _) break;
    default:
        return SY_E_DTYPE_UNSUPPORTED;
    }
    where w;
    where_elements(&w, &args->in[1], dy->shape, dy->rank, args->attrs[SY_ATTR_SCATTER_ELEMENTS_BACKWARD_AXIS].i[0]);
    return scatter_bw(args, &w, args->attrs[SY_ATTR_SCATTER_ELEMENTS_BACKWARD_REDUCTION].i[0],
                      args->attrs[SY_ATTR_SCATTER_ELEMENTS_BACKWARD_WRT_UPDATES].i[0] != 0);
}

sy_status sy_k_cpu_scatter_nd_backward(const sy_op_args *args)
{
    const sy_tensor_arg *dy = &args->in[0];
    switch (dy->dtype) {
        SY__CPU_TAKES_scatter_nd_backward(TAKES_CASE, _) break;
    default:
        return SY_E_DTYPE_UNSUPPORTED;
    }
    where w;
    where_nd(&w, &args->in[1], dy->shape, dy->rank, 0);
    return scatter_bw(args, &w, args->attrs[SY_ATTR_SCATTER_ND_BACKWARD_REDUCTION].i[0],
                      args->attrs[SY_ATTR_SCATTER_ND_BACKWARD_WRT_UPDATES].i[0] != 0);
}

/* ---- one_hot --------------------------------------------------------------------
 * Over [outer, depth, inner] of the result (indices' shape [outer, inner]
 * split at the axis): on where the index of (o, i), negative ones counted
 * from the end, is d; off elsewhere, along the whole axis for an index
 * outside -depth..depth-1. Bytes copied, so every dtype is one loop. */
static int64_t hot_at(const sy_tensor_arg *idx, int64_t k, int64_t depth)
{
    const int64_t j = raw_index(idx, k);
    if (j < -depth || j >= depth)
        return -1;
    return j < 0 ? j + depth : j;
}

static void one_hot_split(const sy_tensor_arg *idx, int axis, int64_t *outer, int64_t *inner)
{
    *outer = 1;
    *inner = 1;
    for (int j = 0; j < idx->rank; j++)
        *(j < axis ? outer : inner) *= idx->shape[j];
}

sy_status sy_k_cpu_one_hot(const sy_op_args *args)
{
    const sy_tensor_arg *idx = &args->in[0], *values = &args->in[1];
    const sy_result_arg *y = &args->out[0];
    switch (values->dtype) {
        SY__CPU_TAKES_one_hot(TAKES_CASE, _) break;
    default:
        return SY_E_DTYPE_UNSUPPORTED;
    }
    const int a = (int)(args->attrs[SY_ATTR_ONE_HOT_AXIS].i[0] < 0 ? args->attrs[SY_ATTR_ONE_HOT_AXIS].i[0] + y->rank
                                                                   : args->attrs[SY_ATTR_ONE_HOT_AXIS].i[0]);
    const int64_t depth = y->shape[a];
    int64_t outer, inner;
    one_hot_split(idx, a, &outer, &inner);
    const size_t esize = sy_dtype_size(values->dtype);
    const char *off = (const char *)values->data, *on = off + esize;
    char *out = (char *)y->data;
    for (int64_t o = 0; o < outer; o++)
        for (int64_t d = 0; d < depth; d++)
            for (int64_t i = 0; i < inner; i++, out += esize)
                memcpy(out, hot_at(idx, o * inner + i, depth) == d ? on : off, esize);
    return SY_OK;
}

/* dvalues = [sum of dy where off, sum where on], in double, rounded once */
#define DEF_ONE_HOT_BW(unused, E, T, sfx)                                                                              \
    static void one_hot_bw_##sfx(const sy_op_args *a, int axis)                                                        \
    {                                                                                                                  \
        const T *dy = (const T *)a->in[0].data;                                                                        \
        const int64_t depth = a->in[0].shape[axis];                                                                    \
        int64_t outer, inner;                                                                                          \
        one_hot_split(&a->in[1], axis, &outer, &inner);                                                                \
        double sum[2] = {0, 0};                                                                                        \
        for (int64_t o = 0; o < outer; o++)                                                                            \
            for (int64_t d = 0; d < depth; d++)                                                                        \
                for (int64_t i = 0; i < inner; i++)                                                                    \
                    sum[hot_at(&a->in[1], o * inner + i, depth) == d] += (double)*dy++;                                \
        T *dv = (T *)a->out[0].data;                                                                                   \
        dv[0] = (T)sum[0];                                                                                             \
        dv[1] = (T)sum[1];                                                                                             \
    }
SY__CPU_TAKES_one_hot_backward(DEF_ONE_HOT_BW, _)

    sy_status sy_k_cpu_one_hot_backward(const sy_op_args *args)
{
    const sy_tensor_arg *dy = &args->in[0];
    const int64_t axis = args->attrs[SY_ATTR_ONE_HOT_BACKWARD_AXIS].i[0];
    const int a = (int)(axis < 0 ? axis + dy->rank : axis);
    switch (dy->dtype) {
#define ONE_HOT_BW_CASE(unused, E, T, sfx)                                                                             \
    case SY_DTYPE_##E:                                                                                                 \
        one_hot_bw_##sfx(args, a);                                                                                     \
        return SY_OK;
        SY__CPU_TAKES_one_hot_backward(ONE_HOT_BW_CASE, _)
#undef ONE_HOT_BW_CASE
            default : return SY_E_DTYPE_UNSUPPORTED;
    }
}
