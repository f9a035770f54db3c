/* switchyard cpu backend: the indexing ops (gather_elements, scatter_elements
 * and their gradient ops). Each takes sy_op_args: contiguous operands,
 * attributes at the generated SY_ATTR_<FAMILY>_<NAME>. The runtime has run
 * the family's shape rule (runtime/sy_rules_index.c), so axes are in range
 * and shapes fit; the kernels check every index before writing anything. */
#include <string.h>

#include "sy_contract.h"
#include "sy_cpu_iter.h"
#include "sy_internal.h"
#include "sy_kernels.h"

/* The k-th index as a position along an axis of length len: below 0 counts
 * from the end; -1 when outside -len..len-1. */
static int64_t index_at(const sy_tensor_arg *idx, int64_t k, int64_t len)
{
    const int64_t j = idx->dtype == SY_DTYPE_I32 ? (int64_t)((const int32_t *)idx->data)[k]
                                                 : ((const int64_t *)idx->data)[k];
    if (j < -len || j >= len)
        return -1;
    return j < 0 ? j + len : j;
}

/* SY_OK when every index is in -len..len-1, else the kernel error naming
 * the first that is not (gather's words). */
static sy_status check_indices(const sy_tensor_arg *idx, int64_t len)
{
    for (int64_t k = 0; k < idx->numel; k++)
        if (index_at(idx, k, len) < 0) {
            const int64_t j = idx->dtype == SY_DTYPE_I32 ? (int64_t)((const int32_t *)idx->data)[k]
                                                         : ((const int64_t *)idx->data)[k];
            return sy_kernel_error(SY_E_INVALID_ARGUMENT,
                                   "index %lld (entry %lld of indices) is out of range for axis length %lld",
                                   (long long)j, (long long)k, (long long)len);
        }
    return SY_OK;
}

/* The element offsets of the data (shape ds, rank r) that entry k of the
 * indices (shape is, same rank) addresses along axis a, one per k, in the
 * order of the indices: the entry's coordinates, with the one along a
 * replaced by its index. Fills off[0..numel) with a running odometer. */
typedef struct elem_walk {
    int rank, axis;
    int64_t coord[SY_MAX_RANK], stride[SY_MAX_RANK], ishape[SY_MAX_RANK];
    int64_t base; /* offset of coord with coordinate 0 along the axis */
    int64_t len;  /* the data's length along the axis */
} elem_walk;

static void walk_init(elem_walk *w, const int64_t *ds, const int64_t *is, int rank, int axis)
{
    w->rank = rank;
    w->axis = axis;
    w->base = 0;
    w->len = ds[axis];
    int64_t s = 1;
    for (int d = rank - 1; d >= 0; d--) {
        w->stride[d] = s;
        s *= ds[d];
        w->coord[d] = 0;
        w->ishape[d] = is[d];
    }
}

/* the data offset of entry k (walked in order from 0), then a step on */
static int64_t walk_next(elem_walk *w, const sy_tensor_arg *idx, int64_t k)
{
    const int64_t off = w->base + index_at(idx, k, w->len) * w->stride[w->axis];
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

static int axis_of(int64_t axis, int rank)
{
    return (int)(axis < 0 ? axis + rank : axis);
}

/* ---- gather_elements -----------------------------------------------------
 * out[k] = x[the position entry k of indices addresses], bytes copied, so
 * every dtype is one loop. */
sy_status sy_k_cpu_gather_elements(const sy_op_args *args)
{
    const sy_tensor_arg *x = &args->in[0], *idx = &args->in[1];
    const int a = axis_of(args->attrs[SY_ATTR_GATHER_ELEMENTS_AXIS].i[0], x->rank);
    sy_status st = check_indices(idx, x->shape[a]);
    if (st != SY_OK)
        return st;
    switch (x->dtype) {
#define GE_CASE(unused, E, T, sfx) case SY_DTYPE_##E:
        SY__CPU_TAKES_gather_elements(GE_CASE, _) break;
#undef GE_CASE
    default:
        return SY_E_DTYPE_UNSUPPORTED;
    }
    const size_t esize = sy_dtype_size(x->dtype);
    elem_walk w;
    walk_init(&w, x->shape, idx->shape, x->rank, a);
    char *out = (char *)args->out[0].data;
    for (int64_t k = 0; k < idx->numel; k++)
        memcpy(out + (size_t)k * esize, (const char *)x->data + (size_t)walk_next(&w, idx, k) * esize, esize);
    return SY_OK;
}

/* ---- gather_elements_backward ---------------------------------------------
 * dx = 0, then dx[position of k] += dy[k] in the order of the indices. */
#define DEF_GE_BW(unused, E, T, sfx)                                                   \
    static void ge_bw_##sfx(const sy_op_args *a, elem_walk *w)                         \
    {                                                                                  \
        const T *dy = (const T *)a->in[0].data;                                        \
        T *dx = (T *)a->out[0].data;                                                   \
        memset(dx, 0, (size_t)a->out[0].numel * sizeof *dx);                           \
        for (int64_t k = 0; k < a->in[1].numel; k++)                                   \
            dx[walk_next(w, &a->in[1], k)] += dy[k];                                   \
    }
SY__CPU_TAKES_gather_elements_backward(DEF_GE_BW, _)

sy_status sy_k_cpu_gather_elements_backward(const sy_op_args *args)
{
    const sy_result_arg *dx = &args->out[0];
    const sy_tensor_arg *idx = &args->in[1];
    const int a = axis_of(args->attrs[SY_ATTR_GATHER_ELEMENTS_BACKWARD_AXIS].i[0], dx->rank);
    sy_status st = check_indices(idx, dx->shape[a]);
    if (st != SY_OK)
        return st;
    elem_walk w;
    walk_init(&w, dx->shape, idx->shape, dx->rank, a);
    switch (args->in[0].dtype) {
#define GE_BW_CASE(unused, E, T, sfx)                                                  \
    case SY_DTYPE_##E:                                                                 \
        ge_bw_##sfx(args, &w);                                                         \
        return SY_OK;
        SY__CPU_TAKES_gather_elements_backward(GE_BW_CASE, _)
#undef GE_BW_CASE
    default:
        return SY_E_DTYPE_UNSUPPORTED;
    }
}

/* ---- scatter_elements -------------------------------------------------------
 * out = x, then each update in the order of the indices: written (none),
 * added or multiplied (add, mul). Floats in their type, integers wrapping
 * (sy_cpu_iter.h), f16 and bf16 in f32 rounded once per update, bools as
 * `or` and `and` (NumPy's add and multiply of bools). */
#define DEF_RED_FLOAT(unused, E, T, sfx)                                               \
    static inline T red_add_##sfx(T x, T y) { return x + y; }                          \
    static inline T red_mul_##sfx(T x, T y) { return x * y; }
#define DEF_RED_INT(unused, E, T, sfx)                                                 \
    static inline T red_add_##sfx(T x, T y) { return sy__cpu_add_##sfx(x, y); }       \
    static inline T red_mul_##sfx(T x, T y) { return sy__cpu_mul_##sfx(x, y); }
#define DEF_RED_HALF(unused, E, T, sfx)                                                \
    static inline T red_add_##sfx(T x, T y)                                            \
    {                                                                                  \
        return sy__cpu_st_##sfx(sy__cpu_ld_##sfx(x) + sy__cpu_ld_##sfx(y));            \
    }                                                                                  \
    static inline T red_mul_##sfx(T x, T y)                                            \
    {                                                                                  \
        return sy__cpu_st_##sfx(sy__cpu_ld_##sfx(x) * sy__cpu_ld_##sfx(y));            \
    }
#define DEF_RED_BOOL(unused, E, T, sfx)                                                \
    static inline T red_add_##sfx(T x, T y) { return (T)(x || y); }                    \
    static inline T red_mul_##sfx(T x, T y) { return (T)(x && y); }
SY__CPU_FLOAT(DEF_RED_FLOAT, _)
SY__CPU_INT(DEF_RED_INT, _)
SY__CPU_HALF(DEF_RED_HALF, _)
SY__CPU_BOOL(DEF_RED_BOOL, _)

#define DEF_SCATTER_EL(unused, E, T, sfx)                                              \
    static void scatter_el_##sfx(const sy_op_args *a, elem_walk *w, int64_t red)       \
    {                                                                                  \
        const T *u = (const T *)a->in[2].data;                                         \
        T *out = (T *)a->out[0].data;                                                  \
        memcpy(out, a->in[0].data, (size_t)a->out[0].numel * sizeof *out);             \
        for (int64_t k = 0; k < a->in[1].numel; k++) {                                 \
            const int64_t p = walk_next(w, &a->in[1], k);                              \
            if (red == SY_SCATTER_ELEMENTS_REDUCTION_ADD)                              \
                out[p] = red_add_##sfx(out[p], u[k]);                                  \
            else if (red == SY_SCATTER_ELEMENTS_REDUCTION_MUL)                         \
                out[p] = red_mul_##sfx(out[p], u[k]);                                  \
            else                                                                       \
                out[p] = u[k];                                                         \
        }                                                                              \
    }
SY__CPU_TAKES_scatter_elements(DEF_SCATTER_EL, _)

sy_status sy_k_cpu_scatter_elements(const sy_op_args *args)
{
    const sy_tensor_arg *x = &args->in[0], *idx = &args->in[1];
    const int a = axis_of(args->attrs[SY_ATTR_SCATTER_ELEMENTS_AXIS].i[0], x->rank);
    const int64_t red = args->attrs[SY_ATTR_SCATTER_ELEMENTS_REDUCTION].i[0];
    sy_status st = check_indices(idx, x->shape[a]);
    if (st != SY_OK)
        return st;
    elem_walk w;
    walk_init(&w, x->shape, idx->shape, x->rank, a);
    switch (x->dtype) {
#define SCATTER_EL_CASE(unused, E, T, sfx)                                             \
    case SY_DTYPE_##E:                                                                 \
        scatter_el_##sfx(args, &w, red);                                               \
        return SY_OK;
        SY__CPU_TAKES_scatter_elements(SCATTER_EL_CASE, _)
#undef SCATTER_EL_CASE
    default:
        return SY_E_DTYPE_UNSUPPORTED;
    }
}

/* ---- scatter_elements_backward -----------------------------------------------
 * dy has x's shape. x's gradient (wrt_updates false): dy, zero where an
 * update was written (none), times every update at its position (mul).
 * updates' gradient: dy at each entry's position (add), and under none the
 * same for the entry that a position kept (the last in the order of the
 * indices) and zero for those it overwrote; `last` (dy's size) holds, per
 * position, the last entry written there. */
#define DEF_SCATTER_EL_BW(unused, E, T, sfx)                                           \
    static void scatter_el_bw_##sfx(const sy_op_args *a, elem_walk *w, int64_t red,    \
                                    bool wrt_updates, int64_t *last)                   \
    {                                                                                  \
        const T *dy = (const T *)a->in[0].data, *u = (const T *)a->in[2].data;         \
        const sy_tensor_arg *idx = &a->in[1];                                          \
        T *out = (T *)a->out[0].data;                                                  \
        if (!wrt_updates) {                                                            \
            memcpy(out, dy, (size_t)a->out[0].numel * sizeof *out);                    \
            for (int64_t k = 0; k < idx->numel; k++) {                                 \
                const int64_t p = walk_next(w, idx, k);                                \
                if (red == SY_SCATTER_ELEMENTS_BACKWARD_REDUCTION_NONE)                \
                    out[p] = 0;                                                        \
                else if (red == SY_SCATTER_ELEMENTS_BACKWARD_REDUCTION_MUL)            \
                    out[p] *= u[k];                                                    \
            }                                                                          \
            return;                                                                    \
        }                                                                              \
        elem_walk again = *w;                                                          \
        if (last)                                                                      \
            for (int64_t k = 0; k < idx->numel; k++)                                   \
                last[walk_next(w, idx, k)] = k;                                        \
        for (int64_t k = 0; k < idx->numel; k++) {                                     \
            const int64_t p = walk_next(&again, idx, k);                               \
            out[k] = last && last[p] != k ? (T)0 : dy[p];                              \
        }                                                                              \
    }
SY__CPU_TAKES_scatter_elements_backward(DEF_SCATTER_EL_BW, _)

sy_status sy_k_cpu_scatter_elements_backward(const sy_op_args *args)
{
    const sy_tensor_arg *dy = &args->in[0], *idx = &args->in[1];
    const int a = axis_of(args->attrs[SY_ATTR_SCATTER_ELEMENTS_BACKWARD_AXIS].i[0], dy->rank);
    const int64_t red = args->attrs[SY_ATTR_SCATTER_ELEMENTS_BACKWARD_REDUCTION].i[0];
    const bool wrt_updates = args->attrs[SY_ATTR_SCATTER_ELEMENTS_BACKWARD_WRT_UPDATES].i[0] != 0;
    if (wrt_updates && red == SY_SCATTER_ELEMENTS_BACKWARD_REDUCTION_MUL)
        return sy_kernel_error(SY_E_UNSUPPORTED, "the gradient of updates under reduction mul needs x, which this"
                                                 " op does not take; it is not supported");
    sy_status st = check_indices(idx, dy->shape[a]);
    if (st != SY_OK)
        return st;
    int64_t *last = NULL;
    if (wrt_updates && red == SY_SCATTER_ELEMENTS_BACKWARD_REDUCTION_NONE && idx->numel > 0) {
        last = (int64_t *)sy__host_alloc((size_t)dy->numel * sizeof *last);
        if (!last)
            return sy_kernel_error(SY_E_OUT_OF_MEMORY, "no memory for %lld positions", (long long)dy->numel);
    }
    elem_walk w;
    walk_init(&w, dy->shape, idx->shape, dy->rank, a);
    st = SY_E_DTYPE_UNSUPPORTED;
    switch (dy->dtype) {
#define SCATTER_EL_BW_CASE(unused, E, T, sfx)                                          \
    case SY_DTYPE_##E:                                                                 \
        scatter_el_bw_##sfx(args, &w, red, wrt_updates, last);                         \
        st = SY_OK;                                                                    \
        break;
        SY__CPU_TAKES_scatter_elements_backward(SCATTER_EL_BW_CASE, _)
#undef SCATTER_EL_BW_CASE
    default:
        break;
    }
    sy__host_free(last);
    return st;
}
