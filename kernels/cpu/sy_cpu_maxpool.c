/* switchyard cpu backend: max_pool over 1 to 3 spatial axes and its gradient
 * (max_pool_backward), as plain loops. Each takes sy_op_args: contiguous
 * operands, attributes at the generated SY_ATTR_<FAMILY>_<NAME>. The runtime
 * has run the family's shape rule (runtime/sy_rules_maxpool.c): the rank is
 * the kernel's, attributes are in range, the output lengths are the rule's
 * and every window reads at least one element of x. The geometry is
 * runtime/sy_maxpool.h's, three spatial axes with the missing ones of
 * length 1.
 *
 * Each window's maximum over its taps inside x (padding is never a
 * candidate), the first maximum in row-major order of the taps winning a
 * tie, a NaN beyond every number (the first NaN wins); its index over the
 * whole input, plane * D1 * ... * Dk plus the position in the plane,
 * row-major (storage_order 0) or column-major (1: the first spatial axis
 * fastest). The gradient adds each dy element where its index points, in
 * row-major order of dy.
 */
#include "sy_contract.h"
#include "sy_cpu_iter.h"
#include "sy_kernels.h"
#include "sy_maxpool.h"

/* The taps j in 0..k-1 of the window starting at `start` (start + j * dil)
 * that fall inside 0..len-1: [first, last], empty when first > last. */
typedef struct taps {
    int64_t first, last;
} taps;

static taps inside(int64_t start, int64_t k, int64_t dil, int64_t len)
{
    taps t = {0, k - 1};
    if (start < 0)
        t.first = (-start + dil - 1) / dil;
    if (start + t.last * dil > len - 1)
        t.last = len - 1 - start < 0 ? -1 : (len - 1 - start) / dil;
    return t;
}

/* The position (p0, p1, p2) of a plane of x (three axes, the missing ones of
 * length 1 in front) as a flat index: row-major, or column-major over the n
 * spatial axes of x (the first of them fastest). */
static int64_t flat(const sy_mp_geom *g, int64_t p0, int64_t p1, int64_t p2, bool column)
{
    if (!column)
        return (p0 * g->d[1] + p1) * g->d[2] + p2;
    return p0 + g->d[0] * (p1 + g->d[1] * p2); /* the padding axes (length 1, position 0) add nothing */
}

#define MP_CASE(unused, E, T, sfx)                                                                                     \
    case SY_DTYPE_##E: {                                                                                               \
        const T *xv = (const T *)x->data;                                                                              \
        T *yv = (T *)a->out[0].data;                                                                                   \
        int64_t at = 0;                                                                                                \
        for (int64_t p = 0; p < g.planes; p++)                                                                         \
            for (int64_t o0 = 0; o0 < g.out[0]; o0++) {                                                                \
                const int64_t a0 = o0 * g.s[0] - g.lo[0];                                                              \
                const taps t0 = inside(a0, g.k[0], g.dl[0], g.d[0]);                                                   \
                for (int64_t o1 = 0; o1 < g.out[1]; o1++) {                                                            \
                    const int64_t a1 = o1 * g.s[1] - g.lo[1];                                                          \
                    const taps t1 = inside(a1, g.k[1], g.dl[1], g.d[1]);                                               \
                    for (int64_t o2 = 0; o2 < g.out[2]; o2++) {                                                        \
                        const int64_t a2 = o2 * g.s[2] - g.lo[2];                                                      \
                        const taps t2 = inside(a2, g.k[2], g.dl[2], g.d[2]);                                           \
                        int64_t best = -1, bi = 0;                                                                     \
                        T b = 0;                                                                                       \
                        for (int64_t i = t0.first; i <= t0.last; i++)                                                  \
                            for (int64_t j = t1.first; j <= t1.last; j++)                                              \
                                for (int64_t l = t2.first; l <= t2.last; l++) {                                        \
                                    const int64_t q0 = a0 + i * g.dl[0], q1 = a1 + j * g.dl[1];                        \
                                    const int64_t q2 = a2 + l * g.dl[2];                                               \
                                    const T v = xv[p * plane + (q0 * g.d[1] + q1) * g.d[2] + q2];                      \
                                    const bool vn = v != v, bn = b != b; /* NaN (ints: never) */                       \
                                    if (best < 0 || (vn ? !bn : (!bn && v > b))) {                                     \
                                        best = 1;                                                                      \
                                        bi = flat(&g, q0, q1, q2, column);                                             \
                                        b = v;                                                                         \
                                    }                                                                                  \
                                }                                                                                      \
                        yv[at] = b;                                                                                    \
                        idx[at++] = p * plane + bi;                                                                    \
                    }                                                                                                  \
                }                                                                                                      \
            }                                                                                                          \
        return SY_OK;                                                                                                  \
    }

sy_status sy_k_cpu_max_pool(const sy_op_args *a)
{
    const sy_tensor_arg *x = &a->in[0];
    sy_mp_geom g;
    sy_mp_geom_of(x->shape, &a->attrs[SY_ATTR_MAX_POOL_KERNEL], &a->attrs[SY_ATTR_MAX_POOL_STRIDE],
                  &a->attrs[SY_ATTR_MAX_POOL_PADS], &a->attrs[SY_ATTR_MAX_POOL_DILATION],
                  a->attrs[SY_ATTR_MAX_POOL_CEIL_MODE].i[0] != 0, &g);
    const bool column = a->attrs[SY_ATTR_MAX_POOL_STORAGE_ORDER].i[0] == 1;
    const int64_t plane = g.d[0] * g.d[1] * g.d[2];
    int64_t *idx = (int64_t *)a->out[1].data;
    switch (x->dtype) {
        SY__CPU_TAKES_max_pool(MP_CASE, 0)
    default:
        return SY_E_DTYPE_UNSUPPORTED;
    }
}

#define DEF_MP_BW(sfx, T)                                                                                              \
    static void mp_bw_##sfx(const sy_op_args *a, bool column)                                                          \
    {                                                                                                                  \
        const T *gv = (const T *)a->in[0].data;                                                                        \
        const int64_t *idx = (const int64_t *)a->in[1].data;                                                           \
        T *dx = (T *)a->out[0].data;                                                                                   \
        for (int64_t k = 0; k < a->out[0].numel; k++)                                                                  \
            dx[k] = 0;                                                                                                 \
        for (int64_t k = 0; k < a->in[0].numel; k++)                                                                   \
            dx[column ? sy_mp_row_major(idx[k], a->out[0].shape, a->out[0].rank) : idx[k]] += gv[k];                   \
    }
DEF_MP_BW(f32, float)
DEF_MP_BW(f64, double)

sy_status sy_k_cpu_max_pool_backward(const sy_op_args *a)
{
    const int64_t *idx = (const int64_t *)a->in[1].data, n = a->out[0].numel;
    const bool column = a->attrs[SY_ATTR_MAX_POOL_BACKWARD_STORAGE_ORDER].i[0] == 1;
    for (int64_t k = 0; k < a->in[1].numel; k++)
        if (idx[k] < 0 || idx[k] >= n)
            return sy_kernel_error(SY_E_INVALID_ARGUMENT, "indices[%lld] is %lld, outside the %lld elements of dx",
                                   (long long)k, (long long)idx[k], (long long)n);
    switch (a->in[0].dtype) {
    case SY_DTYPE_F32:
        mp_bw_f32(a, column);
        return SY_OK;
    case SY_DTYPE_F64:
        mp_bw_f64(a, column);
        return SY_OK;
    default:
        return SY_E_DTYPE_UNSUPPORTED;
    }
}
