/* switchyard cpu backend: kernels of the shape and layout ops (trilu,
 * depth_to_space, space_to_depth, depth_to_space_backward, eye_like, tile,
 * tile_backward). Each takes sy_op_args: contiguous operands, attributes at
 * the generated SY_ATTR_<FAMILY>_<NAME>; the shape rules
 * (runtime/sy_rules_shape.c) have run. All but eye_like and tile_backward
 * move bytes, so they take every dtype alike: the zero trilu writes is all
 * zero bytes, which is 0 (or false) in every dtype. */
#include <string.h>

#include "sy_cpu_iter.h"
#include "sy_contract.h"
#include "sy_kernels.h"

/* ---- trilu ---------------------------------------------------------------
 * Per row i of each [M, N] matrix, the kept columns are one run: j >= i + k
 * (upper) or j <= i + k (lower). k is clamped to [-(M + N), M + N] first,
 * which keeps every sum in range and changes no run. */
static int64_t clamp64(int64_t v, int64_t lo, int64_t hi)
{
    return v < lo ? lo : v > hi ? hi : v;
}

sy_status sy_k_cpu_trilu(const sy_op_args *args)
{
    const sy_tensor_arg *x = &args->in[0];
    const sy_result_arg *y = &args->out[0];
    const size_t es = sy_dtype_size(x->dtype);
    const int64_t m = x->shape[x->rank - 2], n = x->shape[x->rank - 1];
    const bool upper = args->attrs[SY_ATTR_TRILU_UPPER].i[0] != 0;
    int64_t k = args->n_in > 1 && args->in[1].data ? *(const int64_t *)args->in[1].data : 0;
    k = clamp64(k, -(m + n), m + n);
    const int64_t mats = m > 0 && n > 0 ? x->numel / (m * n) : 0;
    for (int64_t b = 0; b < mats; b++)
        for (int64_t i = 0; i < m; i++) {
            const char *src = (const char *)x->data + (size_t)((b * m + i) * n) * es;
            char *dst = (char *)y->data + (size_t)((b * m + i) * n) * es;
            /* kept: [lo, hi) */
            const int64_t lo = upper ? clamp64(i + k, 0, n) : 0, hi = upper ? n : clamp64(i + k + 1, 0, n);
            memset(dst, 0, (size_t)lo * es);
            if (hi > lo)
                memcpy(dst + (size_t)lo * es, src + (size_t)lo * es, (size_t)(hi - lo) * es);
            memset(dst + (size_t)(hi > lo ? hi : lo) * es, 0, (size_t)(n - (hi > lo ? hi : lo)) * es);
        }
    return SY_OK;
}

/* ---- depth_to_space, space_to_depth, depth_to_space_backward --------------
 * The depth side d [N, C, H, W] and the space side s [N, C / b^2, H * b,
 * W * b]: s[n, c, h * b + i, w * b + j] is d[n, ch, h, w] with ch = (i * b +
 * j) * C / b^2 + c (DCR) or (c * b + i) * b + j (CRD). depth_to_space copies
 * d to s; space_to_depth (DCR) and depth_to_space_backward copy s to d. */
static void depth_space(const sy_tensor_arg *in, const sy_result_arg *out, int64_t b, bool crd, bool to_space)
{
    const int64_t *dshape = to_space ? in->shape : out->shape;
    const int64_t nb = dshape[0], c = dshape[1], h = dshape[2], w = dshape[3], cs = c / (b * b);
    const size_t es = sy_dtype_size(in->dtype);
    const char *src = (const char *)in->data;
    char *dst = (char *)out->data;
    for (int64_t n = 0; n < nb; n++)
        for (int64_t cc = 0; cc < cs; cc++)
            for (int64_t i = 0; i < b; i++)
                for (int64_t j = 0; j < b; j++) {
                    const int64_t ch = crd ? (cc * b + i) * b + j : (i * b + j) * cs + cc;
                    for (int64_t hh = 0; hh < h; hh++)
                        for (int64_t ww = 0; ww < w; ww++) {
                            const int64_t d = ((n * c + ch) * h + hh) * w + ww;
                            const int64_t s = ((n * cs + cc) * h * b + hh * b + i) * w * b + ww * b + j;
                            if (to_space)
                                memcpy(dst + (size_t)s * es, src + (size_t)d * es, es);
                            else
                                memcpy(dst + (size_t)d * es, src + (size_t)s * es, es);
                        }
                }
}

sy_status sy_k_cpu_depth_to_space(const sy_op_args *args)
{
    depth_space(&args->in[0], &args->out[0], args->attrs[SY_ATTR_DEPTH_TO_SPACE_BLOCKSIZE].i[0],
                args->attrs[SY_ATTR_DEPTH_TO_SPACE_MODE].i[0] == 1, true);
    return SY_OK;
}

sy_status sy_k_cpu_space_to_depth(const sy_op_args *args)
{
    depth_space(&args->in[0], &args->out[0], args->attrs[SY_ATTR_SPACE_TO_DEPTH_BLOCKSIZE].i[0], false, false);
    return SY_OK;
}

sy_status sy_k_cpu_depth_to_space_backward(const sy_op_args *args)
{
    depth_space(&args->in[0], &args->out[0], args->attrs[SY_ATTR_DEPTH_TO_SPACE_BACKWARD_BLOCKSIZE].i[0],
                args->attrs[SY_ATTR_DEPTH_TO_SPACE_BACKWARD_MODE].i[0] == 1, false);
    return SY_OK;
}

/* ---- eye_like --------------------------------------------------------------
 * Zeros, then 1 of the dtype where j - i == k. */
#define EYE_CASE(unused, E, T, sfx)                                                    \
    case SY_DTYPE_##E: {                                                               \
        const T one = sy__cpu_from_f_##sfx(1.0);                                       \
        for (int64_t i = 0; i < m; i++) {                                              \
            const int64_t j = i + k;                                                   \
            if (j >= 0 && j < n)                                                       \
                ((T *)y->data)[i * n + j] = one;                                       \
        }                                                                              \
        return SY_OK;                                                                  \
    }

sy_status sy_k_cpu_eye_like(const sy_op_args *args)
{
    const sy_result_arg *y = &args->out[0];
    const int64_t m = y->shape[0], n = y->shape[1];
    const int64_t k = clamp64(args->attrs[SY_ATTR_EYE_LIKE_K].i[0], -(m + n), m + n);
    memset(y->data, 0, (size_t)y->numel * sy_dtype_size(y->dtype));
    switch (y->dtype) {
        SY__CPU_TAKES_eye_like(EYE_CASE, _)
    default:
        return SY_E_DTYPE_UNSUPPORTED;
    }
}

/* ---- tile, tile_backward -----------------------------------------------------
 * tile: each output row (every axis but the last) is the input row at the
 * output's indices modulo x's shape, repeated along the last axis. */
sy_status sy_k_cpu_tile(const sy_op_args *args)
{
    const sy_tensor_arg *x = &args->in[0];
    const sy_result_arg *y = &args->out[0];
    const size_t es = sy_dtype_size(x->dtype);
    const int r = x->rank;
    if (r == 0) {
        memcpy(y->data, x->data, es);
        return SY_OK;
    }
    const int64_t xn = x->shape[r - 1], yn = y->shape[r - 1], rows = y->numel / yn;
    int64_t idx[SY_MAX_RANK] = {0}; /* the output row's indices over axes 0 .. r - 2 */
    for (int64_t row = 0; row < rows; row++) {
        int64_t src = 0;
        for (int d = 0; d < r - 1; d++)
            src = src * x->shape[d] + idx[d] % x->shape[d];
        char *dst = (char *)y->data + (size_t)(row * yn) * es;
        for (int64_t t = 0; t < yn; t += xn)
            memcpy(dst + (size_t)t * es, (const char *)x->data + (size_t)(src * xn) * es, (size_t)xn * es);
        for (int d = r - 2; d >= 0 && ++idx[d] == y->shape[d]; d--)
            idx[d] = 0;
    }
    return SY_OK;
}

/* tile_backward: each dx element the sum, in double and in the row-major
 * order of the tiles, of dy at its position in every tile (none, so 0,
 * when a repeat is 0). */
#define DEF_TILE_BW(sfx, T)                                                            \
    static void tile_bw_##sfx(const sy_tensor_arg *dy, const sy_result_arg *dx, const int64_t *rep) \
    {                                                                                  \
        const int r = dx->rank;                                                        \
        int64_t tiles = 1, at[SY_MAX_RANK] = {0};                                      \
        for (int d = 0; d < r; d++)                                                    \
            tiles *= rep[d];                                                           \
        for (int64_t e = 0; e < dx->numel; e++) {                                      \
            int64_t t_idx[SY_MAX_RANK] = {0};                                          \
            double sum = 0;                                                            \
            for (int64_t t = 0; t < tiles; t++) {                                      \
                int64_t off = 0;                                                       \
                for (int d = 0; d < r; d++)                                            \
                    off = off * dy->shape[d] + t_idx[d] * dx->shape[d] + at[d];        \
                sum += (double)((const T *)dy->data)[off];                             \
                for (int d = r - 1; d >= 0 && ++t_idx[d] == rep[d]; d--)               \
                    t_idx[d] = 0;                                                      \
            }                                                                          \
            ((T *)dx->data)[e] = (T)sum;                                               \
            for (int d = r - 1; d >= 0 && ++at[d] == dx->shape[d]; d--)                \
                at[d] = 0;                                                             \
        }                                                                              \
    }
#define DEF_TILE_BW_X(unused, E, T, sfx) DEF_TILE_BW(sfx, T)
SY__CPU_TAKES_tile_backward(DEF_TILE_BW_X, _)

#define TILE_BW_CASE(unused, E, T, sfx)                                                \
    case SY_DTYPE_##E:                                                                 \
        tile_bw_##sfx(&args->in[0], &args->out[0], args->attrs[SY_ATTR_TILE_BACKWARD_REPEATS].i); \
        return SY_OK;

sy_status sy_k_cpu_tile_backward(const sy_op_args *args)
{
    switch (args->out[0].dtype) {
        SY__CPU_TAKES_tile_backward(TILE_BW_CASE, _)
    default:
        return SY_E_DTYPE_UNSUPPORTED;
    }
}
