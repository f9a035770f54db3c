/* switchyard cpu backend: col2im and im2col over 1 to 3 spatial axes, as
 * plain loops over the geometry of runtime/sy_col2im.h (three axes, a lower
 * spatial rank padded at the front with axes of length 1). The runtime has
 * run the family's shape rule: the attributes are in range, at least one
 * block fits each axis, and every product below stays in int64.
 *
 * x of col2im (and im2col's result) is [N, C * B, L]: row c * B + t holds
 * tap t of channel c, column l block l, t and l row-major over the block and
 * the blocks' grid. col2im gathers, for each element of the image, the taps
 * that land on it, in the order of t (the row-major order of x within the
 * plane), in double, and rounds once; im2col copies. */
#include "sy_col2im.h"
#include "sy_contract.h"
#include "sy_cpu_iter.h"
#include "sy_kernels.h"

static void geom_of(const sy_op_args *args, const int64_t *image, int k, int64_t planes, int first, sy_c2i_geom *g)
{
    const sy_attr_value *at = args->attrs;
    sy_c2i_geom_of(k, planes, image, at[first].i, &at[first + 1], &at[first + 2], &at[first + 3], g);
}

/* ---- col2im ----------------------------------------------------------------- */
#define DEF_COL2IM(sfx, T)                                                                                             \
    static void col2im_##sfx(const sy_c2i_geom *g, const T *xv, T *yv)                                                 \
    {                                                                                                                  \
        const sy_c2i_axis *a = g->ax;                                                                                  \
        for (int64_t q = 0; q < g->planes; q++) {                                                                      \
            const T *plane = xv + q * g->taps * g->blocks;                                                             \
            T *out = yv + q * g->image;                                                                                \
            for (int64_t i0 = 0; i0 < a[0].d; i0++)                                                                    \
                for (int64_t i1 = 0; i1 < a[1].d; i1++)                                                                \
                    for (int64_t i2 = 0; i2 < a[2].d; i2++) {                                                          \
                        double acc = 0;                                                                                \
                        for (int64_t t0 = 0; t0 < a[0].b; t0++) {                                                      \
                            const int64_t l0 = sy_c2i_block(&a[0], i0, t0);                                            \
                            if (l0 < 0)                                                                                \
                                continue;                                                                              \
                            for (int64_t t1 = 0; t1 < a[1].b; t1++) {                                                  \
                                const int64_t l1 = sy_c2i_block(&a[1], i1, t1);                                        \
                                if (l1 < 0)                                                                            \
                                    continue;                                                                          \
                                for (int64_t t2 = 0; t2 < a[2].b; t2++) {                                              \
                                    const int64_t l2 = sy_c2i_block(&a[2], i2, t2);                                    \
                                    if (l2 < 0)                                                                        \
                                        continue;                                                                      \
                                    const int64_t t = (t0 * a[1].b + t1) * a[2].b + t2;                                \
                                    const int64_t l = (l0 * a[1].n + l1) * a[2].n + l2;                                \
                                    acc += (double)plane[t * g->blocks + l];                                           \
                                }                                                                                      \
                            }                                                                                          \
                        }                                                                                              \
                        out[(i0 * a[1].d + i1) * a[2].d + i2] = (T)acc;                                                \
                    }                                                                                                  \
        }                                                                                                              \
    }
DEF_COL2IM(f32, float)
DEF_COL2IM(f64, double)

sy_status sy_k_cpu_col2im(const sy_op_args *args)
{
    const sy_result_arg *y = &args->out[0];
    const int k = y->rank - 2;
    sy_c2i_geom g;
    geom_of(args, y->shape + 2, k, y->shape[0] * y->shape[1], SY_ATTR_COL2IM_BLOCK_SHAPE, &g);
    switch (args->in[0].dtype) {
#define C2I_CASE(unused, E, T, sfx)                                                                                    \
    case SY_DTYPE_##E:                                                                                                 \
        col2im_##sfx(&g, (const T *)args->in[0].data, (T *)y->data);                                                   \
        return SY_OK;
        SY__CPU_TAKES_col2im(C2I_CASE, _)
#undef C2I_CASE
    default:
        return SY_E_DTYPE_UNSUPPORTED;
    }
}

/* ---- im2col ----------------------------------------------------------------- */
#define DEF_IM2COL(sfx, T)                                                                                             \
    static void im2col_##sfx(const sy_c2i_geom *g, const T *xv, T *yv)                                                 \
    {                                                                                                                  \
        const sy_c2i_axis *a = g->ax;                                                                                  \
        int64_t o = 0;                                                                                                 \
        for (int64_t q = 0; q < g->planes; q++) {                                                                      \
            const T *img = xv + q * g->image;                                                                          \
            for (int64_t t0 = 0; t0 < a[0].b; t0++)                                                                    \
                for (int64_t t1 = 0; t1 < a[1].b; t1++)                                                                \
                    for (int64_t t2 = 0; t2 < a[2].b; t2++)                                                            \
                        for (int64_t l0 = 0; l0 < a[0].n; l0++) {                                                      \
                            const int64_t p0 = sy_c2i_pos(&a[0], l0, t0);                                              \
                            for (int64_t l1 = 0; l1 < a[1].n; l1++) {                                                  \
                                const int64_t p1 = sy_c2i_pos(&a[1], l1, t1);                                          \
                                for (int64_t l2 = 0; l2 < a[2].n; l2++, o++) {                                         \
                                    const int64_t p2 = sy_c2i_pos(&a[2], l2, t2);                                      \
                                    const bool in =                                                                    \
                                        p0 >= 0 && p0 < a[0].d && p1 >= 0 && p1 < a[1].d && p2 >= 0 && p2 < a[2].d;    \
                                    yv[o] = in ? img[(p0 * a[1].d + p1) * a[2].d + p2] : (T)0;                         \
                                }                                                                                      \
                            }                                                                                          \
                        }                                                                                              \
        }                                                                                                              \
    }
DEF_IM2COL(f32, float)
DEF_IM2COL(f64, double)

sy_status sy_k_cpu_im2col(const sy_op_args *args)
{
    const sy_tensor_arg *x = &args->in[0];
    const int k = x->rank - 2;
    sy_c2i_geom g;
    geom_of(args, x->shape + 2, k, x->shape[0] * x->shape[1], SY_ATTR_IM2COL_BLOCK_SHAPE, &g);
    switch (x->dtype) {
#define I2C_CASE(unused, E, T, sfx)                                                                                    \
    case SY_DTYPE_##E:                                                                                                 \
        im2col_##sfx(&g, (const T *)x->data, (T *)args->out[0].data);                                                  \
        return SY_OK;
        SY__CPU_TAKES_im2col(I2C_CASE, _)
#undef I2C_CASE
    default:
        return SY_E_DTYPE_UNSUPPORTED;
    }
}
