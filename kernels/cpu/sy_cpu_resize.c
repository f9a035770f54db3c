/* switchyard cpu backend: interpolation (resize, and its gradient op
 * resize_backward), ONNX Resize's semantics as its reference computes them
 * (backends.yaml's doc of the resize family). Each takes sy_op_args:
 * contiguous operands, attributes at the generated SY_ATTR_<FAMILY>_<NAME>.
 * The runtime has run the family's shape rule (runtime/sy_rules_resize.c):
 * x and the output of one rank without an empty axis, roi [2 * rank] and
 * scales [rank] when given, roi given for tf_crop_and_resize.
 *
 * Along each axis every output index gets its taps (input indices, edge
 * clamped) and their weights, or is marked outside (tf_crop_and_resize's
 * extrapolation). resize sums, per output element, the products of one tap's
 * weight per axis times x there; resize_backward adds dy times the same
 * products at the same taps. Sums in double, rounded once.
 */
#include <math.h>
#include <stdbool.h>
#include <string.h>

#include "sy_contract.h"
#include "sy_cpu_iter.h"
#include "sy_internal.h"
#include "sy_kernels.h"

#define TAKES_CASE(unused, E, T, sfx) case SY_DTYPE_##E:
#define MAX_TAPS 4

/* resize_backward's enums list resize's values in the same order */
_Static_assert(SY_RESIZE_BACKWARD_MODE_CUBIC == SY_RESIZE_MODE_CUBIC, "resize's modes");
_Static_assert(SY_RESIZE_BACKWARD_TRANSFORM_TF_CROP_AND_RESIZE == SY_RESIZE_TRANSFORM_TF_CROP_AND_RESIZE,
               "resize's transforms");
_Static_assert(SY_RESIZE_BACKWARD_NEAREST_MODE_CEIL == SY_RESIZE_NEAREST_MODE_CEIL, "resize's nearest modes");

typedef struct resize_opts {
    int64_t mode, transform, nearest_mode;
    double cubic_a;
    bool exclude_outside;
    const float *roi, *scales; /* NULL when left out */
} resize_opts;

/* One axis: for output index o, cnt[o] taps (0: outside, extrapolated) at
 * idx[o * MAX_TAPS + k] with weights w[o * MAX_TAPS + k]. */
typedef struct axis_taps {
    int *cnt;
    int64_t *idx;
    double *w;
} axis_taps;

static void cubic_weights(double r, double A, double *c)
{
    c[0] = ((A * (r + 1) - 5 * A) * (r + 1) + 8 * A) * (r + 1) - 4 * A;
    c[1] = ((A + 2) * r - (A + 3)) * r * r + 1;
    c[2] = ((A + 2) * (1 - r) - (A + 3)) * (1 - r) * (1 - r) + 1;
    c[3] = ((A * ((1 - r) + 1) - 5 * A) * ((1 - r) + 1) + 8 * A) * ((1 - r) + 1) - 4 * A;
}

/* The taps of axis d (input length n, output length m, the tensor of rank
 * `rank`); a scale or coordinate the op refuses: INVALID_ARGUMENT. */
static sy_status axis_plan(const resize_opts *o, int d, int rank, int64_t n, int64_t m, axis_taps *t)
{
    double s, wm1, width;
    if (o->scales) {
        const float sf = o->scales[d];
        if (!isfinite(sf) || !(sf > 0))
            return sy_kernel_error(SY_E_INVALID_ARGUMENT, "scales[%d] is %g; resize takes a finite scale above 0",
                                   d, (double)sf);
        const float wf = sf * (float)n; /* ONNX's reference: a float32 times the axis's length */
        s = (double)sf;
        width = (double)wf;
        wm1 = (double)(wf - 1.0f);
    } else {
        s = (double)m / (double)n;
        width = s * (double)n;
        wm1 = width - 1.0;
    }
    const int taps = o->mode == SY_RESIZE_MODE_CUBIC ? 4 : 2, pad = taps / 2;
    for (int64_t q = 0; q < m; q++) {
        const double x = (double)q;
        double c;
        bool outside = false;
        switch (o->transform) {
        case SY_RESIZE_TRANSFORM_ALIGN_CORNERS:
            c = width == 1 ? 0.0 : x * (double)(n - 1) / wm1;
            break;
        case SY_RESIZE_TRANSFORM_ASYMMETRIC:
            c = x / s;
            break;
        case SY_RESIZE_TRANSFORM_TF_HALF_PIXEL_FOR_NN:
            c = (x + 0.5) / s;
            break;
        case SY_RESIZE_TRANSFORM_PYTORCH_HALF_PIXEL:
            c = width == 1 ? -0.5 : (x + 0.5) / s - 0.5;
            break;
        case SY_RESIZE_TRANSFORM_TF_CROP_AND_RESIZE: {
            const float start = o->roi[d], end = o->roi[rank + d], diff = end - start;
            if (width == 1)
                c = (double)(diff * (float)(n - 1) / 2.0f);
            else
                c = x * (double)diff * (double)(n - 1) / wm1;
            c += (double)(start * (float)(n - 1));
            outside = c < 0 || c > (double)(n - 1);
            break;
        }
        default: /* half_pixel */
            c = (x + 0.5) / s - 0.5;
            break;
        }
        if (outside) {
            t->cnt[q] = 0;
            continue;
        }
        if (!isfinite(c))
            return sy_kernel_error(SY_E_INVALID_ARGUMENT,
                                   "the coordinate in x of output index %lld along axis %d is %g, not finite (from"
                                   " roi or scales)", (long long)q, d, c);
        const double fl = floor(c);
        double base = fl, r = c - fl;
        if (c == fl) { /* an integer: the tap at c comes second (of 2) or third (of 4), ratio 1 */
            base = fl - 1;
            r = 1;
        }
        double start = base - (taps / 2 - 1);
        const double lo = -(double)pad, hi = (double)(n - 1 + pad - taps + 1);
        start = start < lo ? lo : start > hi ? hi : start;
        const int64_t first = (int64_t)start;
        double wt[MAX_TAPS];
        if (o->mode == SY_RESIZE_MODE_CUBIC) {
            cubic_weights(r, o->cubic_a, wt);
        } else if (o->mode == SY_RESIZE_MODE_LINEAR) {
            wt[0] = 1 - r;
            wt[1] = r;
        } else {
            bool second;
            if (r == 1)
                second = true;
            else if (o->nearest_mode == SY_RESIZE_NEAREST_MODE_ROUND_PREFER_FLOOR)
                second = r > 0.5;
            else if (o->nearest_mode == SY_RESIZE_NEAREST_MODE_ROUND_PREFER_CEIL)
                second = r >= 0.5;
            else
                second = o->nearest_mode == SY_RESIZE_NEAREST_MODE_CEIL;
            wt[0] = second ? 0.0 : 1.0;
            wt[1] = second ? 1.0 : 0.0;
        }
        if (o->exclude_outside) {
            double sum = 0;
            for (int k = 0; k < taps; k++) {
                const int64_t i = first + k;
                if (i < 0 || i >= n)
                    wt[k] = 0;
                sum += wt[k];
            }
            for (int k = 0; k < taps; k++)
                wt[k] /= sum;
        }
        int kept = 0;
        for (int k = 0; k < taps; k++) {
            if (wt[k] == 0) /* skipped: a NaN or infinity there does not reach the result */
                continue;
            const int64_t i = first + k;
            t->idx[q * MAX_TAPS + kept] = i < 0 ? 0 : i >= n ? n - 1 : i;
            t->w[q * MAX_TAPS + kept] = wt[k];
            kept++;
        }
        t->cnt[q] = kept;
    }
    return SY_OK;
}

/* Every axis's taps, in one allocation freed with sy__host_free(*block). */
static sy_status plan_all(const resize_opts *o, const int64_t *xs, const int64_t *os, int rank, axis_taps *ax,
                          void **block)
{
    size_t bytes = 0;
    for (int d = 0; d < rank; d++)
        bytes += (size_t)os[d] * (MAX_TAPS * (sizeof(int64_t) + sizeof(double)) + sizeof(int));
    char *p = (char *)sy__host_alloc(bytes ? bytes : 1);
    if (!p)
        return sy_kernel_error(SY_E_OUT_OF_MEMORY, "resize's tap tables (%zu bytes)", bytes);
    *block = p;
    for (int d = 0; d < rank; d++) { /* doubles and int64s first, ints last: each part aligned */
        ax[d].w = (double *)p;
        p += (size_t)os[d] * MAX_TAPS * sizeof(double);
        ax[d].idx = (int64_t *)p;
        p += (size_t)os[d] * MAX_TAPS * sizeof(int64_t);
    }
    for (int d = 0; d < rank; d++) {
        ax[d].cnt = (int *)p;
        p += (size_t)os[d] * sizeof(int);
    }
    for (int d = 0; d < rank; d++) {
        sy_status st = axis_plan(o, d, rank, xs[d], os[d], &ax[d]);
        if (st != SY_OK) {
            sy__host_free(*block);
            *block = NULL;
            return st;
        }
    }
    return SY_OK;
}

static resize_opts opts_of(const sy_op_args *a, bool backward)
{
    resize_opts o;
    const sy_attr_value *at = a->attrs;
    if (backward) {
        o.mode = at[SY_ATTR_RESIZE_BACKWARD_MODE].i[0];
        o.transform = at[SY_ATTR_RESIZE_BACKWARD_TRANSFORM].i[0];
        o.nearest_mode = at[SY_ATTR_RESIZE_BACKWARD_NEAREST_MODE].i[0];
        o.cubic_a = at[SY_ATTR_RESIZE_BACKWARD_CUBIC_COEFF_A].f;
        o.exclude_outside = at[SY_ATTR_RESIZE_BACKWARD_EXCLUDE_OUTSIDE].i[0] != 0;
    } else {
        o.mode = at[SY_ATTR_RESIZE_MODE].i[0];
        o.transform = at[SY_ATTR_RESIZE_TRANSFORM].i[0];
        o.nearest_mode = at[SY_ATTR_RESIZE_NEAREST_MODE].i[0];
        o.cubic_a = at[SY_ATTR_RESIZE_CUBIC_COEFF_A].f;
        o.exclude_outside = at[SY_ATTR_RESIZE_EXCLUDE_OUTSIDE].i[0] != 0;
    }
    o.roi = a->in[1].data ? (const float *)a->in[1].data : NULL;
    o.scales = a->in[2].data ? (const float *)a->in[2].data : NULL;
    return o;
}

/* x's row-major strides */
static void strides_of(const int64_t *xs, int rank, int64_t *st)
{
    int64_t s = 1;
    for (int d = rank - 1; d >= 0; d--) {
        st[d] = s;
        s *= xs[d];
    }
}

/* the output index o[] after the one it holds (row-major) */
static void next_index(int64_t *o, const int64_t *os, int rank)
{
    for (int d = rank - 1; d >= 0; d--) {
        if (++o[d] < os[d])
            return;
        o[d] = 0;
    }
}

#define DEF_RESIZE(unused, E, T, sfx)                                                                            \
    static double gather_##sfx(const T *x, const axis_taps *ax, const int64_t *o, const int64_t *st, int d,     \
                               int rank, int64_t off)                                                          \
    {                                                                                                          \
        const int64_t q = o[d];                                                                                \
        double acc = 0;                                                                                        \
        for (int k = 0; k < ax[d].cnt[q]; k++) {                                                               \
            const int64_t at = off + ax[d].idx[q * MAX_TAPS + k] * st[d];                                      \
            const double v = d + 1 == rank ? (double)x[at] : gather_##sfx(x, ax, o, st, d + 1, rank, at);       \
            acc += ax[d].w[q * MAX_TAPS + k] * v;                                                              \
        }                                                                                                      \
        return acc;                                                                                            \
    }                                                                                                          \
    static void resize_##sfx(const sy_op_args *a, const axis_taps *ax, double extrapolation)                   \
    {                                                                                                          \
        const T *x = (const T *)a->in[0].data;                                                                 \
        T *y = (T *)a->out[0].data;                                                                            \
        const int rank = a->out[0].rank;                                                                       \
        int64_t st[SY_MAX_RANK], o[SY_MAX_RANK] = {0};                                                         \
        strides_of(a->in[0].shape, rank, st);                                                                  \
        for (int64_t e = 0; e < a->out[0].numel; e++, next_index(o, a->out[0].shape, rank)) {                 \
            bool outside = false;                                                                              \
            for (int d = 0; d < rank; d++)                                                                     \
                outside |= ax[d].cnt[o[d]] == 0;                                                               \
            y[e] = outside ? (T)extrapolation : (T)gather_##sfx(x, ax, o, st, 0, rank, 0);                     \
        }                                                                                                      \
    }                                                                                                          \
    static void scatter_##sfx(double *acc, const axis_taps *ax, const int64_t *o, const int64_t *st, int d,    \
                              int rank, int64_t off, double g)                                                 \
    {                                                                                                          \
        const int64_t q = o[d];                                                                                \
        for (int k = 0; k < ax[d].cnt[q]; k++) {                                                               \
            const int64_t at = off + ax[d].idx[q * MAX_TAPS + k] * st[d];                                      \
            const double gw = g * ax[d].w[q * MAX_TAPS + k];                                                   \
            if (d + 1 == rank)                                                                                 \
                acc[at] += gw;                                                                                 \
            else                                                                                               \
                scatter_##sfx(acc, ax, o, st, d + 1, rank, at, gw);                                            \
        }                                                                                                      \
    }                                                                                                          \
    static void resize_bw_##sfx(const sy_op_args *a, const axis_taps *ax, double *acc)                         \
    {                                                                                                          \
        const T *dy = (const T *)a->in[0].data;                                                                \
        T *dx = (T *)a->out[0].data;                                                                           \
        const int rank = a->out[0].rank;                                                                       \
        int64_t st[SY_MAX_RANK], o[SY_MAX_RANK] = {0};                                                         \
        strides_of(a->out[0].shape, rank, st);                                                                 \
        for (int64_t k = 0; k < a->out[0].numel; k++)                                                          \
            acc[k] = 0;                                                                                        \
        for (int64_t e = 0; e < a->in[0].numel; e++, next_index(o, a->in[0].shape, rank)) {                   \
            bool outside = false;                                                                              \
            for (int d = 0; d < rank; d++)                                                                     \
                outside |= ax[d].cnt[o[d]] == 0;                                                               \
            if (!outside)                                                                                      \
                scatter_##sfx(acc, ax, o, st, 0, rank, 0, (double)dy[e]);                                      \
        }                                                                                                      \
        for (int64_t k = 0; k < a->out[0].numel; k++)                                                          \
            dx[k] = (T)acc[k];                                                                                 \
    }
SY__CPU_TAKES_resize(DEF_RESIZE, _)

sy_status sy_k_cpu_resize(const sy_op_args *args)
{
    switch (args->in[0].dtype) {
        SY__CPU_TAKES_resize(TAKES_CASE, _) break;
    default:
        return SY_E_DTYPE_UNSUPPORTED;
    }
    const resize_opts o = opts_of(args, false);
    axis_taps ax[SY_MAX_RANK];
    void *block = NULL;
    sy_status st = plan_all(&o, args->in[0].shape, args->out[0].shape, args->out[0].rank, ax, &block);
    if (st != SY_OK)
        return st;
    const double extrapolation = args->attrs[SY_ATTR_RESIZE_EXTRAPOLATION_VALUE].f;
    switch (args->in[0].dtype) {
#define RESIZE_CASE(unused, E, T, sfx)                                                                           \
    case SY_DTYPE_##E:                                                                                         \
        resize_##sfx(args, ax, extrapolation);                                                                 \
        break;
        SY__CPU_TAKES_resize(RESIZE_CASE, _)
#undef RESIZE_CASE
    default:
        break;
    }
    sy__host_free(block);
    return SY_OK;
}

sy_status sy_k_cpu_resize_backward(const sy_op_args *args)
{
    switch (args->in[0].dtype) {
        SY__CPU_TAKES_resize_backward(TAKES_CASE, _) break;
    default:
        return SY_E_DTYPE_UNSUPPORTED;
    }
    const resize_opts o = opts_of(args, true);
    axis_taps ax[SY_MAX_RANK];
    void *block = NULL;
    sy_status st = plan_all(&o, args->out[0].shape, args->in[0].shape, args->out[0].rank, ax, &block);
    if (st != SY_OK)
        return st;
    double *acc = (double *)sy__host_alloc((size_t)args->out[0].numel * sizeof *acc);
    if (!acc) {
        sy__host_free(block);
        return sy_kernel_error(SY_E_OUT_OF_MEMORY, "resize_backward's sums (%lld doubles)",
                               (long long)args->out[0].numel);
    }
    switch (args->in[0].dtype) {
#define RESIZE_BW_CASE(unused, E, T, sfx)                                                                        \
    case SY_DTYPE_##E:                                                                                         \
        resize_bw_##sfx(args, ax, acc);                                                                        \
        break;
        SY__CPU_TAKES_resize_backward(RESIZE_BW_CASE, _)
#undef RESIZE_BW_CASE
    default:
        break;
    }
    sy__host_free(acc);
    sy__host_free(block);
    return SY_OK;
}
