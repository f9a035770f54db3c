/* switchyard cpu backend: grid_sample (ONNX GridSample-16, PyTorch's
 * grid_sample of 4-d input), max_unpool (ONNX MaxUnpool-11) and their
 * gradient ops; backends.yaml's docs say what each computes. Each takes
 * sy_op_args: contiguous operands, attributes at the generated
 * SY_ATTR_<FAMILY>_<NAME>. The shape rules (runtime/sy_rules_grid.c) have
 * run: grid_sample's x is [N, C, H, W] with a pixel whenever anything is
 * sampled, grid [N, Ho, Wo, 2]; max_unpool's x and indices share a shape.
 *
 * grid_sample follows PyTorch's scalar code (aten GridSampler.h and
 * GridSampler.cpp): one output position's taps (pixel offset or none,
 * weight, the weight's derivatives in the pixel coordinates) are computed
 * once and serve the forward sum, x's gradient (each tap gets weight * dy)
 * and grid's (the derivatives times the pixel and dy, times the derivative
 * of the coordinate in the grid value). Index arithmetic stays in double
 * until a coordinate is known to lie inside x, so no huge or infinite
 * coordinate is converted to an integer. */
#include <math.h>
#include <stdbool.h>
#include <stdint.h>
#include <string.h>

#include "sy_contract.h"
#include "sy_cpu_iter.h"
#include "sy_internal.h"
#include "sy_kernels.h"

/* ---- grid_sample ---------------------------------------------------------------- */

enum { GS_BILINEAR, GS_NEAREST, GS_BICUBIC };
enum { GS_ZEROS, GS_BORDER, GS_REFLECTION };
#define GS_A (-0.75) /* Keys' kernel, PyTorch's and ONNX's bicubic */

typedef struct gs_tap {
    int64_t at; /* y * W + x, or -1 outside x */
    double w, dwx, dwy;
} gs_tap;

typedef struct gs_taps {
    int n;
    bool nan; /* a NaN coordinate: the result is NaN, no pixel is read */
    double mx, my; /* d coordinate / d grid value */
    gs_tap t[16];
} gs_taps;

/* the pixel coordinate of normalized g along an axis of `size`, and its derivative */
static double gs_unnorm(double g, int64_t size, bool ac, double *d)
{
    if (ac) {
        *d = (double)(size - 1) / 2;
        return (g + 1) / 2 * (double)(size - 1);
    }
    *d = (double)size / 2;
    return ((g + 1) * (double)size - 1) / 2;
}

/* clamped to [0, size - 1]; derivative 0 at and past either end (PyTorch's) */
static double gs_clip(double c, int64_t size, double *d)
{
    const double hi = (double)(size - 1);
    if (c <= 0) {
        *d = 0;
        return 0;
    }
    if (c >= hi) {
        *d = 0;
        return hi;
    }
    *d = 1;
    return c;
}

/* c reflected into [twice_low / 2, twice_high / 2] (PyTorch's reflect_coordinates) */
static double gs_reflect(double c, int64_t twice_low, int64_t twice_high, double *d)
{
    if (twice_low == twice_high) {
        *d = 0;
        return 0;
    }
    const double min = (double)twice_low / 2, span = (double)(twice_high - twice_low) / 2;
    double sgn = 1;
    c -= min;
    if (c < 0) {
        sgn = -1;
        c = -c;
    }
    const double extra = fmod(c, span), flips = floor(c / span);
    if (fmod(flips, 2) == 0) {
        *d = sgn;
        return extra + min;
    }
    *d = -sgn;
    return span - extra + min;
}

/* padding_mode on a pixel coordinate (border: clamped; reflection: reflected, then clamped) */
static double gs_pad(double c, int64_t size, int pad, bool ac, double *d)
{
    double d1 = 1, d2 = 1;
    if (pad == GS_BORDER)
        c = gs_clip(c, size, &d1);
    else if (pad == GS_REFLECTION) {
        c = ac ? gs_reflect(c, 0, 2 * (size - 1), &d1) : gs_reflect(c, -1, 2 * size - 1, &d1);
        c = gs_clip(c, size, &d2);
    }
    *d = d1 * d2;
    return c;
}

/* the offset of pixel (cx, cy), or -1 outside x (checked in double first) */
static int64_t gs_at(double cx, double cy, int64_t W, int64_t H)
{
    if (!(cx >= 0 && cx <= (double)(W - 1) && cy >= 0 && cy <= (double)(H - 1)))
        return -1;
    return (int64_t)cy * W + (int64_t)cx;
}

static void gs_cubic(double t, double c[4], double dc[4])
{
    const double A = GS_A;
    double x = t + 1; /* 1 < x < 2 */
    c[0] = ((A * x - 5 * A) * x + 8 * A) * x - 4 * A;
    dc[0] = (3 * A * x - 10 * A) * x + 8 * A;
    x = t; /* 0 <= x <= 1 */
    c[1] = ((A + 2) * x - (A + 3)) * x * x + 1;
    dc[1] = (3 * (A + 2) * x - 2 * (A + 3)) * x;
    x = 1 - t;
    c[2] = ((A + 2) * x - (A + 3)) * x * x + 1;
    dc[2] = -(3 * (A + 2) * x - 2 * (A + 3)) * x;
    x = 2 - t;
    c[3] = ((A * x - 5 * A) * x + 8 * A) * x - 4 * A;
    dc[3] = -((3 * A * x - 10 * A) * x + 8 * A);
}

static void gs_taps_of(double gx, double gy, int64_t H, int64_t W, int mode, int pad, bool ac, gs_taps *tp)
{
    tp->n = 0;
    tp->nan = isnan(gx) || isnan(gy);
    if (tp->nan)
        return;
    double dux, duy;
    double ix = gs_unnorm(gx, W, ac, &dux), iy = gs_unnorm(gy, H, ac, &duy);
    if (isinf(ix) || isinf(iy)) { /* zeros: nothing read; reflection: no place; border: the edge */
        if (pad == GS_ZEROS) {
            tp->mx = tp->my = 0;
            return;
        }
        if (pad == GS_REFLECTION) {
            tp->nan = true;
            return;
        }
    }
    if (mode == GS_BICUBIC) { /* padding applies to each tap, not to the coordinate */
        tp->mx = dux;
        tp->my = duy;
        if (isinf(ix)) { /* border: the edge, where the coordinate's derivative is 0 */
            ix = ix > 0 ? (double)(W - 1) : 0;
            tp->mx = 0;
        }
        if (isinf(iy)) {
            iy = iy > 0 ? (double)(H - 1) : 0;
            tp->my = 0;
        }
        const double x0 = floor(ix), y0 = floor(iy);
        double cx[4], dcx[4], cy[4], dcy[4];
        gs_cubic(ix - x0, cx, dcx);
        gs_cubic(iy - y0, cy, dcy);
        for (int j = 0; j < 4; j++)
            for (int i = 0; i < 4; i++) {
                double unused;
                const double px = gs_pad(x0 - 1 + i, W, pad, ac, &unused);
                const double py = gs_pad(y0 - 1 + j, H, pad, ac, &unused);
                gs_tap *t = &tp->t[tp->n++];
                t->at = gs_at(px, py, W, H);
                t->w = cx[i] * cy[j];
                t->dwx = dcx[i] * cy[j];
                t->dwy = cx[i] * dcy[j];
            }
        return;
    }
    double dpx, dpy;
    ix = gs_pad(ix, W, pad, ac, &dpx);
    iy = gs_pad(iy, H, pad, ac, &dpy);
    tp->mx = dux * dpx;
    tp->my = duy * dpy;
    if (mode == GS_NEAREST) {
        gs_tap *t = &tp->t[tp->n++];
        t->at = gs_at(nearbyint(ix), nearbyint(iy), W, H); /* half to even, PyTorch's nearbyint */
        t->w = 1;
        t->dwx = t->dwy = 0;
        return;
    }
    const double x0 = floor(ix), y0 = floor(iy), x1 = x0 + 1, y1 = y0 + 1;
    const double wx0 = x1 - ix, wx1 = ix - x0, wy0 = y1 - iy, wy1 = iy - y0;
    const gs_tap taps[4] = {{gs_at(x0, y0, W, H), wx0 * wy0, -wy0, -wx0},
                            {gs_at(x1, y0, W, H), wx1 * wy0, wy0, -wx1},
                            {gs_at(x0, y1, W, H), wx0 * wy1, -wy1, wx0},
                            {gs_at(x1, y1, W, H), wx1 * wy1, wy1, wx1}};
    memcpy(tp->t, taps, sizeof taps);
    tp->n = 4;
}

typedef struct gs_geom {
    int64_t N, C, H, W, Ho, Wo;
    int mode, pad;
    bool ac;
} gs_geom;

static gs_geom gs_geom_of(const sy_tensor_arg *x, const sy_tensor_arg *grid, int64_t mode, int64_t pad, int64_t ac)
{
    gs_geom g = {x->shape[0], x->shape[1], x->shape[2], x->shape[3], grid->shape[1], grid->shape[2],
                 (int)mode, (int)pad, ac != 0};
    return g;
}

#define DEF_GS(unused, E, T, sfx)                                                                                      \
    static void gs_fwd_##sfx(const sy_op_args *a, const gs_geom *g)                                                    \
    {                                                                                                                  \
        const T *x = (const T *)a->in[0].data, *grid = (const T *)a->in[1].data;                                       \
        T *y = (T *)a->out[0].data;                                                                                    \
        const int64_t plane = g->H * g->W, pos = g->Ho * g->Wo;                                                        \
        gs_taps tp;                                                                                                    \
        for (int64_t n = 0; n < g->N; n++)                                                                             \
            for (int64_t p = 0; p < pos; p++) {                                                                        \
                const T *gv = grid + (n * pos + p) * 2;                                                                \
                gs_taps_of((double)gv[0], (double)gv[1], g->H, g->W, g->mode, g->pad, g->ac, &tp);                     \
                for (int64_t c = 0; c < g->C; c++) {                                                                   \
                    const T *xc = x + (n * g->C + c) * plane;                                                          \
                    double s = tp.nan ? NAN : 0;                                                                       \
                    for (int k = 0; k < tp.n; k++)                                                                     \
                        if (tp.t[k].at >= 0)                                                                           \
                            s += tp.t[k].w * (double)xc[tp.t[k].at];                                                   \
                    y[(n * g->C + c) * pos + p] = (T)s;                                                                \
                }                                                                                                      \
            }                                                                                                          \
    }                                                                                                                  \
    /* x's gradient (dx, zeroed here) or grid's (dgrid) from dy */                                                     \
    static sy_status gs_bwd_##sfx(const sy_op_args *a, const gs_geom *g, bool wrt_grid)                                \
    {                                                                                                                  \
        const T *dy = (const T *)a->in[0].data, *x = (const T *)a->in[1].data, *grid = (const T *)a->in[2].data;       \
        T *out = (T *)a->out[0].data;                                                                                  \
        const int64_t plane = g->H * g->W, pos = g->Ho * g->Wo;                                                        \
        double *acc = NULL;                                                                                            \
        if (!wrt_grid && a->out[0].numel > 0) {                                                                        \
            acc = (double *)sy__host_alloc((size_t)a->out[0].numel * sizeof *acc);                                     \
            if (!acc)                                                                                                  \
                return sy_kernel_error(SY_E_OUT_OF_MEMORY, "no memory for %lld sums", (long long)a->out[0].numel);     \
            for (int64_t k = 0; k < a->out[0].numel; k++)                                                              \
                acc[k] = 0;                                                                                            \
        }                                                                                                              \
        gs_taps tp;                                                                                                    \
        for (int64_t n = 0; n < g->N; n++)                                                                             \
            for (int64_t p = 0; p < pos; p++) {                                                                        \
                const T *gv = grid + (n * pos + p) * 2;                                                                \
                gs_taps_of((double)gv[0], (double)gv[1], g->H, g->W, g->mode, g->pad, g->ac, &tp);                     \
                double gx = 0, gy = 0;                                                                                 \
                for (int64_t c = 0; c < g->C; c++) {                                                                   \
                    const double d = (double)dy[(n * g->C + c) * pos + p];                                             \
                    const int64_t base = (n * g->C + c) * plane;                                                       \
                    for (int k = 0; k < tp.n; k++) {                                                                   \
                        if (tp.t[k].at < 0)                                                                            \
                            continue;                                                                                  \
                        if (wrt_grid) {                                                                                \
                            const double v = (double)x[base + tp.t[k].at] * d;                                         \
                            gx += tp.t[k].dwx * v;                                                                     \
                            gy += tp.t[k].dwy * v;                                                                     \
                        } else                                                                                         \
                            acc[base + tp.t[k].at] += tp.t[k].w * d;                                                   \
                    }                                                                                                  \
                }                                                                                                      \
                if (wrt_grid) {                                                                                        \
                    const bool none = g->mode == GS_NEAREST;                                                           \
                    out[(n * pos + p) * 2] = (T)(tp.nan ? NAN : none ? 0 : tp.mx * gx);                                \
                    out[(n * pos + p) * 2 + 1] = (T)(tp.nan ? NAN : none ? 0 : tp.my * gy);                            \
                }                                                                                                      \
            }                                                                                                          \
        if (acc) {                                                                                                     \
            for (int64_t k = 0; k < a->out[0].numel; k++)                                                              \
                out[k] = (T)acc[k];                                                                                    \
            sy__host_free(acc);                                                                                        \
        }                                                                                                              \
        return SY_OK;                                                                                                  \
    }
SY__CPU_TAKES_grid_sample(DEF_GS, _)

sy_status sy_k_cpu_grid_sample(const sy_op_args *args)
{
    const gs_geom g = gs_geom_of(&args->in[0], &args->in[1], args->attrs[SY_ATTR_GRID_SAMPLE_MODE].i[0],
                                 args->attrs[SY_ATTR_GRID_SAMPLE_PADDING_MODE].i[0],
                                 args->attrs[SY_ATTR_GRID_SAMPLE_ALIGN_CORNERS].i[0]);
    switch (args->in[0].dtype) {
#define GS_CASE(unused, E, T, sfx)                                                                                     \
    case SY_DTYPE_##E:                                                                                                 \
        gs_fwd_##sfx(args, &g);                                                                                        \
        return SY_OK;
        SY__CPU_TAKES_grid_sample(GS_CASE, _)
#undef GS_CASE
    default:
        return SY_E_DTYPE_UNSUPPORTED;
    }
}

sy_status sy_k_cpu_grid_sample_backward(const sy_op_args *args)
{
    const gs_geom g = gs_geom_of(&args->in[1], &args->in[2], args->attrs[SY_ATTR_GRID_SAMPLE_BACKWARD_MODE].i[0],
                                 args->attrs[SY_ATTR_GRID_SAMPLE_BACKWARD_PADDING_MODE].i[0],
                                 args->attrs[SY_ATTR_GRID_SAMPLE_BACKWARD_ALIGN_CORNERS].i[0]);
    const bool wrt_grid = args->attrs[SY_ATTR_GRID_SAMPLE_BACKWARD_WRT_GRID].i[0] != 0;
    switch (args->in[0].dtype) {
#define GS_BW_CASE(unused, E, T, sfx)                                                                                  \
    case SY_DTYPE_##E:                                                                                                 \
        return gs_bwd_##sfx(args, &g, wrt_grid);
        SY__CPU_TAKES_grid_sample_backward(GS_BW_CASE, _)
#undef GS_BW_CASE
    default:
        return SY_E_DTYPE_UNSUPPORTED;
    }
}

/* ---- max_unpool ------------------------------------------------------------------ */

/* every index in 0..n - 1 before anything is written */
static sy_status mu_check(const int64_t *idx, int64_t count, int64_t n, const char *into)
{
    for (int64_t k = 0; k < count; k++)
        if (idx[k] < 0 || idx[k] >= n)
            return sy_kernel_error(SY_E_INVALID_ARGUMENT, "indices[%lld] is %lld, outside the %lld elements of %s",
                                   (long long)k, (long long)idx[k], (long long)n, into);
    return SY_OK;
}

#define DEF_MU(unused, E, T, sfx)                                                                                      \
    static void mu_fwd_##sfx(const sy_op_args *a)                                                                      \
    {                                                                                                                  \
        const T *x = (const T *)a->in[0].data;                                                                         \
        const int64_t *idx = (const int64_t *)a->in[1].data;                                                          \
        T *y = (T *)a->out[0].data;                                                                                    \
        for (int64_t k = 0; k < a->out[0].numel; k++)                                                                  \
            y[k] = 0;                                                                                                  \
        for (int64_t k = 0; k < a->in[0].numel; k++) /* in order: a later element overwrites */                       \
            y[idx[k]] = x[k];                                                                                          \
    }                                                                                                                  \
    static void mu_bwd_##sfx(const sy_op_args *a, int64_t *last)                                                       \
    {                                                                                                                  \
        const T *dy = (const T *)a->in[0].data;                                                                        \
        const int64_t *idx = (const int64_t *)a->in[1].data;                                                          \
        T *dx = (T *)a->out[0].data;                                                                                   \
        for (int64_t k = 0; k < a->in[1].numel; k++)                                                                  \
            last[idx[k]] = k;                                                                                          \
        for (int64_t k = 0; k < a->in[1].numel; k++)                                                                  \
            dx[k] = last[idx[k]] == k ? dy[idx[k]] : (T)0;                                                             \
    }
SY__CPU_TAKES_max_unpool(DEF_MU, _)

sy_status sy_k_cpu_max_unpool(const sy_op_args *args)
{
    sy_status st = mu_check((const int64_t *)args->in[1].data, args->in[1].numel, args->out[0].numel, "the result");
    if (st != SY_OK)
        return st;
    switch (args->in[0].dtype) {
#define MU_CASE(unused, E, T, sfx)                                                                                     \
    case SY_DTYPE_##E:                                                                                                 \
        mu_fwd_##sfx(args);                                                                                            \
        return SY_OK;
        SY__CPU_TAKES_max_unpool(MU_CASE, _)
#undef MU_CASE
    default:
        return SY_E_DTYPE_UNSUPPORTED;
    }
}

sy_status sy_k_cpu_max_unpool_backward(const sy_op_args *args)
{
    const int64_t n = args->in[0].numel;
    sy_status st = mu_check((const int64_t *)args->in[1].data, args->in[1].numel, n, "dy");
    if (st != SY_OK)
        return st;
    if (args->in[1].numel == 0)
        return SY_OK;
    int64_t *last = (int64_t *)sy__host_alloc((size_t)n * sizeof *last);
    if (!last)
        return sy_kernel_error(SY_E_OUT_OF_MEMORY, "no memory for %lld positions", (long long)n);
    st = SY_E_DTYPE_UNSUPPORTED;
    switch (args->in[0].dtype) {
#define MU_BW_CASE(unused, E, T, sfx)                                                                                  \
    case SY_DTYPE_##E:                                                                                                 \
        mu_bwd_##sfx(args, last);                                                                                      \
        st = SY_OK;                                                                                                    \
        break;
        SY__CPU_TAKES_max_unpool_backward(MU_BW_CASE, _)
#undef MU_BW_CASE
    default:
        break;
    }
    sy__host_free(last);
    return st;
}
