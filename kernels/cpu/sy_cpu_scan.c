/* switchyard cpu backend: the scans and sorts (cumsum, topk, sort), families
 * declared with `kernel: op` (the gradient op of topk and sort,
 * gather_elements_backward, is in sy_cpu_index.c). Each takes sy_op_args: contiguous
 * operands, attributes at the generated SY_ATTR_<FAMILY>_<NAME>. The runtime
 * has run the family's shape rule (runtime/sy_rules_scan.c), so axes are in
 * range, k fits the axis and shapes agree. A line is the [outer, len, inner]
 * split around the axis: elements base + l * inner, l = 0 .. len-1. */
#include <math.h>
#include <string.h>

#include "sy_axis.h"
#include "sy_contract.h"
#include "sy_cpu_iter.h"
#include "sy_kernels.h"

/* ---- cumsum ----------------------------------------------------------------
 * Each line in order (from its end with reverse): y = the sum so far, taken
 * after adding x (before it when exclusive, so the first is +0). The first
 * sum is x's first element itself, not 0 + x (a -0 stays -0, as NumPy's
 * cumsum and ONNX's reference). Floats sum in double and round each y once;
 * integers wrap as sum does. */
#define DEF_CUMSUM(sfx, T, A, ADD, OUT)                                                \
    static void cumsum_##sfx(const sy_op_args *a)                                      \
    {                                                                                  \
        const T *x = (const T *)a->in[0].data;                                         \
        T *y = (T *)a->out[0].data;                                                    \
        const sy__split s = sy__around(a->in[0].shape, a->in[0].rank, a->attrs[SY_ATTR_CUMSUM_AXIS].i[0]); \
        const bool exclusive = a->attrs[SY_ATTR_CUMSUM_EXCLUSIVE].i[0] != 0;           \
        const bool reverse = a->attrs[SY_ATTR_CUMSUM_REVERSE].i[0] != 0;               \
        for (int64_t o = 0; o < s.outer; o++)                                          \
            for (int64_t i = 0; i < s.inner; i++) {                                    \
                const int64_t base = o * s.len * s.inner + i;                          \
                A acc = 0;                                                             \
                for (int64_t n = 0; n < s.len; n++) {                                  \
                    const int64_t at = base + (reverse ? s.len - 1 - n : n) * s.inner; \
                    const T v = x[at];                                                 \
                    if (exclusive)                                                     \
                        y[at] = OUT(acc);                                              \
                    acc = n == 0 ? (A)v : ADD(acc, v);                                 \
                    if (!exclusive)                                                    \
                        y[at] = OUT(acc);                                              \
                }                                                                      \
            }                                                                          \
    }
#define CUMSUM_DADD(acc, v) ((acc) + (double)(v))
#define CUMSUM_F32(acc) ((float)(acc))
#define CUMSUM_F64(acc) (acc)
#define CUMSUM_SAME(acc) (acc)
DEF_CUMSUM(f32, float, double, CUMSUM_DADD, CUMSUM_F32)
DEF_CUMSUM(f64, double, double, CUMSUM_DADD, CUMSUM_F64)
#define DEF_CUMSUM_INT(unused, E, T, sfx) DEF_CUMSUM(sfx, T, T, sy__cpu_add_##sfx, CUMSUM_SAME)
SY__CPU_INT(DEF_CUMSUM_INT, _)

#define CUMSUM_CASE(unused, E, T, sfx)                                                 \
    case SY_DTYPE_##E:                                                                 \
        cumsum_##sfx(args);                                                            \
        return SY_OK;

sy_status sy_k_cpu_cumsum(const sy_op_args *args)
{
    switch (args->in[0].dtype) {
        SY__CPU_TAKES_cumsum(CUMSUM_CASE, _)
    default:
        return SY_E_DTYPE_UNSUPPORTED;
    }
}

/* ---- topk, sort --------------------------------------------------------------
 * One order over a line's (value, index) pairs, total since indices differ:
 * value first, NaN beyond every number (ints have none) and -0 equal to +0,
 * then the lower index. `desc` puts the greater values first (topk's
 * largest, sort's descending), and ties keep the lower index first either
 * way, so sort is stable and topk picks the lower index of equal values.
 *
 * The first k of that order come from a heap of k indices kept in the
 * line's own indices result (no scratch memory): its root is the last of
 * the k in the order, replaced by any element before it; the heap is then
 * sorted in place, first of the order first. O(len log k) per line. */
#define DEF_SELECT(sfx, T)                                                             \
    static inline bool before_##sfx(const T *x, int64_t base, int64_t inner, int64_t p, int64_t q, \
                                    bool desc)                                         \
    {                                                                                  \
        const T a = x[base + p * inner], b = x[base + q * inner];                      \
        const bool an = a != a, bn = b != b; /* NaN (ints: never) */                   \
        if (an != bn)                                                                  \
            return desc ? an : bn;                                                     \
        if (!an && a != b)                                                             \
            return desc ? a > b : a < b;                                               \
        return p < q;                                                                  \
    }                                                                                  \
    /* Sifts heap entry j down among the first n, the last of the order on top. */    \
    static void sift_##sfx(const T *x, int64_t base, int64_t inner, int64_t *h, int64_t hs, int64_t j, \
                           int64_t n, bool desc)                                       \
    {                                                                                  \
        const int64_t v = h[j * hs];                                                   \
        for (;;) {                                                                     \
            int64_t c = 2 * j + 1;                                                     \
            if (c >= n)                                                                \
                break;                                                                 \
            if (c + 1 < n && before_##sfx(x, base, inner, h[c * hs], h[(c + 1) * hs], desc)) \
                c++; /* the later of the two children */                               \
            if (!before_##sfx(x, base, inner, v, h[c * hs], desc))                     \
                break;                                                                 \
            h[j * hs] = h[c * hs];                                                     \
            j = c;                                                                     \
        }                                                                              \
        h[j * hs] = v;                                                                 \
    }                                                                                  \
    /* The first k indices of line (base, inner) of len elements, in order, into h \
     * (stride hs); their values into vals (stride hs). */                             \
    static void select_##sfx(const T *x, int64_t base, int64_t inner, int64_t len, int64_t k, bool desc, \
                             int64_t *h, T *vals, int64_t hs)                          \
    {                                                                                  \
        for (int64_t l = 0; l < k; l++)                                                \
            h[l * hs] = l;                                                             \
        for (int64_t j = k / 2 - 1; j >= 0; j--)                                       \
            sift_##sfx(x, base, inner, h, hs, j, k, desc);                             \
        for (int64_t l = k; l < len; l++)                                              \
            if (before_##sfx(x, base, inner, l, h[0], desc)) {                         \
                h[0] = l;                                                              \
                sift_##sfx(x, base, inner, h, hs, 0, k, desc);                         \
            }                                                                          \
        for (int64_t n = k - 1; n > 0; n--) {                                          \
            const int64_t last = h[0];                                                 \
            h[0] = h[n * hs];                                                          \
            h[n * hs] = last;                                                          \
            sift_##sfx(x, base, inner, h, hs, 0, n, desc);                             \
        }                                                                              \
        for (int64_t n = 0; n < k; n++)                                                \
            vals[n * hs] = x[base + h[n * hs] * inner];                                \
    }                                                                                  \
    static void select_lines_##sfx(const sy_op_args *a, sy__split s, int64_t k, bool desc) \
    {                                                                                  \
        const T *x = (const T *)a->in[0].data;                                         \
        T *vals = (T *)a->out[0].data;                                                 \
        int64_t *idx = (int64_t *)a->out[1].data;                                      \
        for (int64_t o = 0; o < s.outer; o++)                                          \
            for (int64_t i = 0; i < s.inner; i++) {                                    \
                const int64_t to = o * k * s.inner + i;                                \
                select_##sfx(x, o * s.len * s.inner + i, s.inner, s.len, k, desc, idx + to, vals + to, s.inner); \
            }                                                                          \
    }
#define DEF_SELECT_X(unused, E, T, sfx) DEF_SELECT(sfx, T)
SY__CPU_TAKES_sort(DEF_SELECT_X, _)

#define SELECT_CASE(unused, E, T, sfx)                                                 \
    case SY_DTYPE_##E:                                                                 \
        select_lines_##sfx(args, s, k, desc);                                          \
        return SY_OK;

sy_status sy_k_cpu_topk(const sy_op_args *args)
{
    const sy__split s = sy__around(args->in[0].shape, args->in[0].rank, args->attrs[SY_ATTR_TOPK_AXIS].i[0]);
    const int64_t k = args->attrs[SY_ATTR_TOPK_K].i[0];
    const bool desc = args->attrs[SY_ATTR_TOPK_LARGEST].i[0] != 0;
    if (k < 0 || k > s.len || args->n_out != 2 || args->out[1].dtype != SY_DTYPE_I64)
        return SY_E_INVALID_ARGUMENT; /* the rule refuses these */
    switch (args->in[0].dtype) {
        SY__CPU_TAKES_topk(SELECT_CASE, _)
    default:
        return SY_E_DTYPE_UNSUPPORTED;
    }
}

sy_status sy_k_cpu_sort(const sy_op_args *args)
{
    const sy__split s = sy__around(args->in[0].shape, args->in[0].rank, args->attrs[SY_ATTR_SORT_AXIS].i[0]);
    const int64_t k = s.len;
    const bool desc = args->attrs[SY_ATTR_SORT_DESCENDING].i[0] != 0;
    if (args->n_out != 2 || args->out[1].dtype != SY_DTYPE_I64)
        return SY_E_INVALID_ARGUMENT;
    switch (args->in[0].dtype) {
        SY__CPU_TAKES_sort(SELECT_CASE, _)
    default:
        return SY_E_DTYPE_UNSUPPORTED;
    }
}
