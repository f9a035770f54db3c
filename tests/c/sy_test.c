/* The sy_ck_* helpers declared in sy_test.h, shared by the Check suites:
 * deterministic data, inputs (made on cpu:0, moved, then viewed), a call of
 * every op with its attributes, the shape cases of every op class, reading
 * and comparing values, and the failure-injection sweep. */
#include <float.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>

#include "sy_half.h"
#include "sy_rules.h"
#include "sy_test.h"

static const sy_device cpu0 = {SY_BACKEND_CPU, 0, 0, 0, 0};
static sy_tensor *const poison = (sy_tensor *)&cpu0; /* *out must be overwritten with NULL */

/* ==== sy_ck_*: data ======================================================== */

uint32_t sy_ck_mix(uint32_t seed, uint64_t i)
{
    uint64_t x = (uint64_t)seed * UINT64_C(0x9E3779B97F4A7C15) + (i + 1) * UINT64_C(0xBF58476D1CE4E5B9);
    x ^= x >> 31;
    x *= UINT64_C(0x94D049BB133111EB);
    x ^= x >> 29;
    return (uint32_t)(x >> 16);
}

/* Extremes: NaN, infinities, signed zeros, values beyond the int ranges. */
static const double ext_f[] = {NAN,     INFINITY, -INFINITY, -0.0,         0.0,           0.5,           -0.5,
                               1.5,     -2.5,     2.5,       3e9,          -3e9,          1e19,          -1e19,
                               2147483647.0, -2147483648.0, 2147483648.0, -2147483649.0, 9.3e18, -9.3e18,
                               255.9,   1.0,      -1.0,      1e-3};
static const int64_t ext_i[] = {INT64_MAX,
                                INT64_MIN,
                                INT32_MAX,
                                INT32_MIN,
                                (int64_t)INT32_MAX + 1,
                                (int64_t)INT32_MIN - 1,
                                -1,
                                0,
                                1,
                                2,
                                -2,
                                (int64_t)1 << 40,
                                -((int64_t)1 << 53) - 1,
                                ((int64_t)1 << 53) + 1,
                                INT64_C(123456789012345),
                                65537,
                                -65536,
                                46341};

static int64_t coprime_step(int64_t n)
{
    static const int64_t steps[] = {7, 11, 13, 17, 19, 23, 29, 31};
    for (size_t s = 0; s < sizeof steps / sizeof steps[0]; s++)
        if (n % steps[s] != 0)
            return steps[s];
    return 1;
}

/* Element j of an integer or bool dtype, from the dtype list (SY_DTYPE_MAP):
 * stored with the low bits of v, as a cast wraps; loaded exactly. */
void sy_ck_store_int(void *buf, int64_t j, sy_dtype dt, int64_t v)
{
#define SY_CK_STORE(E, T, sfx, CAT, size, onnx)                                                                   \
    case SY_DTYPE_##E:                                                                                            \
        if (SY__CATEGORY_##CAT != SY__CATEGORY_FLOAT) {                                                           \
            uint64_t u = (uint64_t)v & (size == 8 ? ~UINT64_C(0) : (UINT64_C(1) << (8 * (size % 8))) - 1u);      \
            memcpy((char *)buf + (size_t)j * size, &u, size); /* little-endian: the low bytes */                  \
        }                                                                                                         \
        break;
    switch (dt) {
        SY_DTYPE_MAP(SY_CK_STORE)
    default:
        break;
    }
#undef SY_CK_STORE
}

/* Element j of a float dtype, from the dtype list (SY_DTYPE_MAP) and its
 * ONNX type (runtime/sy_half.h): stored rounded once to nearest, as a cast
 * from f64 rounds; loaded exactly. */
void sy_ck_store_float(void *buf, int64_t j, sy_dtype dt, double v)
{
#define SY_CK_STORE_F(E, T, sfx, CAT, size, onnx)                                                                      \
    case SY_DTYPE_##E:                                                                                                 \
        sy__float_store((char *)buf + (size_t)j * size, onnx, v);                                                      \
        break;
    switch (dt) {
        SY_DTYPE_MAP(SY_CK_STORE_F)
    default:
        break;
    }
#undef SY_CK_STORE_F
}

double sy_ck_load_float(const void *buf, int64_t j, sy_dtype dt)
{
#define SY_CK_LOAD_F(E, T, sfx, CAT, size, onnx)                                                                       \
    case SY_DTYPE_##E:                                                                                                 \
        return sy__float_load((const char *)buf + (size_t)j * size, onnx);
    switch (dt) {
        SY_DTYPE_MAP(SY_CK_LOAD_F)
    default:
        return 0;
    }
#undef SY_CK_LOAD_F
}

double sy_ck_float_max(sy_dtype dt)
{
    unsigned char b[8] = {0};
    sy_ck_store_float(b, 0, dt, INFINITY);
    for (size_t k = 0; k < sizeof b && b[k]-- == 0; k++) /* the bits of inf less one, little-endian */
        ;
    return sy_ck_load_float(b, 0, dt);
}

int64_t sy_ck_wrap_int(sy_dtype dt, int64_t v)
{
    unsigned char b[8] = {0};
    sy_ck_store_int(b, 0, dt, v);
    return sy_ck_load_int(b, 0, dt);
}

/* u's 64 bits as an int64_t (two's complement, without implementation-defined conversion) */
static int64_t bits_i64(uint64_t u)
{
    return u <= (uint64_t)INT64_MAX ? (int64_t)u : -(int64_t)~u - 1;
}

int64_t sy_ck_load_int(const void *buf, int64_t j, sy_dtype dt)
{
#define SY_CK_LOAD(E, T, sfx, CAT, size, onnx)                                                                    \
    case SY_DTYPE_##E: {                                                                                          \
        T x;                                                                                                      \
        memcpy(&x, (const char *)buf + (size_t)j * size, size);                                                   \
        return sy_ck_is_u64(dt) ? bits_i64((uint64_t)x) : (int64_t)x;                                            \
    }
    switch (dt) {
        SY_DTYPE_MAP(SY_CK_LOAD)
    default:
        return 0;
    }
#undef SY_CK_LOAD
}

int64_t sy_ck_numel(const int64_t *shape, int rank)
{
    int64_t n = 1;
    for (int j = 0; j < rank; j++)
        n *= shape[j];
    return n;
}

sy_tensor *sy_ck_tensor_on(sy_device dev, sy_dtype dt, const int64_t *shape, int rank, const void *data,
                           bool transposed)
{
    int64_t base[SY_MAX_RANK];
    memcpy(base, shape, (size_t)rank * sizeof *shape);
    if (transposed) {
        base[rank - 2] = shape[rank - 1];
        base[rank - 1] = shape[rank - 2];
    }
    sy_tensor *t, *v;
    SY_OK_OR_FAIL(sy_tensor_from_data(data, dt, base, rank, dev, &t));
    if (!transposed)
        return t;
    SY_OK_OR_FAIL(sy_transpose(t, -1, -2, &v));
    sy_tensor_release(t);
    return v;
}

bool sy_ck_marks = true; /* main.c: false unless tests fork (sy_test.h) */

bool sy_ck_is_u64(sy_dtype dt)
{
    return sy_dtype_is_int(dt) && !sy__dtype_table[dt].is_signed && sy__dtype_table[dt].size == 8;
}

double sy_ck_int_value(sy_dtype dt, int64_t i)
{
    return sy_ck_is_u64(dt) ? (double)(uint64_t)i : (double)i;
}

int64_t sy_ck_int_order(sy_dtype dt, int64_t i)
{
    return sy_ck_is_u64(dt) ? bits_i64((uint64_t)i ^ (UINT64_C(1) << 63)) : i;
}

void sy_ck_gen(void *buf, sy_dtype dt, int kind, int64_t n, uint32_t seed)
{
    const int64_t step = coprime_step(n > 0 ? n : 1);
    for (int64_t j = 0; j < n; j++) {
        uint32_t r = sy_ck_mix(seed, (uint64_t)j);
        double f = 0;
        int64_t v = 0;
        switch (kind) {
        case SY_CK_DATA_POS:
            f = 0.1 + (double)(r % 2900) / 1000.0;
            v = 1 + (int64_t)(r % 9);
            break;
        case SY_CK_DATA_DISTINCT: {
            int64_t p = (j * step + (int64_t)(seed % 97)) % n - n / 2;
            f = (double)p * 0.37 + 0.01;
            v = p;
            break;
        }
        case SY_CK_DATA_SMALL:
            f = ((double)(r % 5) - 2.0) * 0.5;
            v = (int64_t)(r % 5) - 2;
            break;
        case SY_CK_DATA_INDEX:
            f = (double)(r % 3);
            v = (int64_t)(r % 3);
            break;
        case SY_CK_DATA_UNIT:
            f = (double)(r % 10) / 10.0;
            v = (int64_t)(r % 2);
            break;
        case SY_CK_DATA_EXT: {
            size_t nf = sizeof ext_f / sizeof ext_f[0], ni = sizeof ext_i / sizeof ext_i[0];
            f = ext_f[(size_t)(j * 5 + seed) % nf];
            v = ext_i[(size_t)(j * 5 + seed) % ni];
            break;
        }
        case SY_CK_DATA_EXT_B:
            f = ext_f[(size_t)(j * 5 + seed) % (sizeof ext_f / sizeof ext_f[0])];
            v = 1 + (int64_t)(r % 9);
            break;
        case SY_CK_DATA_EXPONENT:
            f = ((double)(r % 4001) - 2000.0) / 1000.0;
            v = (int64_t)(r % 7);
            break;
        default: /* SY_CK_DATA_ANY */
            f = ((double)(r % 4001) - 2000.0) / 1000.0;
            v = (int64_t)(r % 11) - 5;
            break;
        }
        if (sy_dtype_is_float(dt))
            sy_ck_store_float(buf, j, dt, f);
        else if (dt == SY_DTYPE_BOOL)
            ((uint8_t *)buf)[j] = (uint8_t)(kind == SY_CK_DATA_POS ? 1 : (r >> 3) & 1);
        else
            sy_ck_store_int(buf, j, dt, v); /* wraps like a cast */
    }
}

sy_ck_shape sy_ck_logical_shape(const sy_ck_in *s)
{
    sy_ck_shape r = s->base;
    switch (s->view) {
    case SY_CK_VIEW_T: {
        int a = s->d0 < 0 ? s->d0 + r.rank : s->d0, b = s->d1 < 0 ? s->d1 + r.rank : s->d1;
        int64_t t = r.d[a];
        r.d[a] = r.d[b];
        r.d[b] = t;
        break;
    }
    case SY_CK_VIEW_EXPAND:
        r = s->to;
        break;
    case SY_CK_VIEW_PERMUTE:
        for (int j = 0; j < r.rank; j++)
            r.d[j] = s->base.d[s->perm[j]];
        break;
    default:
        break;
    }
    return r;
}

sy_status sy_ck_input(const sy_ck_in *s, sy_dtype dt, int kind, uint32_t seed, sy_device dev, sy_tensor **out)
{
    *out = NULL;
    int64_t n = 1;
    for (int j = 0; j < s->base.rank; j++)
        n *= s->base.d[j];
    void *buf = malloc((size_t)(n > 0 ? n : 1) * sy_dtype_size(dt));
    ck_assert_ptr_nonnull(buf);
    sy_ck_gen(buf, dt, kind, n, seed);
    sy_tensor *c = NULL, *m = NULL, *v = NULL;
    sy_status st = sy_tensor_from_data(buf, dt, s->base.d, s->base.rank, cpu0, &c);
    free(buf);
    if (st != SY_OK)
        return st;
    st = sy_to_device(c, dev, &m);
    sy_tensor_release(c);
    if (st != SY_OK)
        return st;
    switch (s->view) {
    case SY_CK_VIEW_T:
        st = sy_transpose(m, s->d0, s->d1, &v);
        break;
    case SY_CK_VIEW_EXPAND:
        st = sy_expand(m, s->to.d, s->to.rank, &v);
        break;
    case SY_CK_VIEW_PERMUTE:
        st = sy_permute(m, s->perm, s->base.rank, &v);
        break;
    default:
        *out = m;
        return SY_OK;
    }
    sy_tensor_release(m);
    *out = v;
    return st;
}

/* ==== sy_ck_*: op calls ====================================================== */

sy_status sy_ck_call(sy_op op, sy_tensor *const *in, const sy_ck_attrs *a, sy_tensor **out)
{
    switch (op) {
    case SY_OP_ZEROS:
        return sy_zeros(a->shape.d, a->shape.rank, a->dtype, a->device, out);
    case SY_OP_ONES:
        return sy_ones(a->shape.d, a->shape.rank, a->dtype, a->device, out);
    case SY_OP_FULL:
        return sy_full(a->shape.d, a->shape.rank, a->value, a->dtype, a->device, out);
    case SY_OP_NEG:
        return sy_neg(in[0], out);
    case SY_OP_ABS:
        return sy_abs(in[0], out);
    case SY_OP_EXP:
        return sy_exp(in[0], out);
    case SY_OP_LOG:
        return sy_log(in[0], out);
    case SY_OP_SQRT:
        return sy_sqrt(in[0], out);
    case SY_OP_TANH:
        return sy_tanh(in[0], out);
    case SY_OP_SIGMOID:
        return sy_sigmoid(in[0], out);
    case SY_OP_RELU:
        return sy_relu(in[0], out);
    case SY_OP_SIN:
        return sy_sin(in[0], out);
    case SY_OP_COS:
        return sy_cos(in[0], out);
    case SY_OP_TAN:
        return sy_tan(in[0], out);
    case SY_OP_ASIN:
        return sy_asin(in[0], out);
    case SY_OP_ACOS:
        return sy_acos(in[0], out);
    case SY_OP_ATAN:
        return sy_atan(in[0], out);
    case SY_OP_SINH:
        return sy_sinh(in[0], out);
    case SY_OP_COSH:
        return sy_cosh(in[0], out);
    case SY_OP_ASINH:
        return sy_asinh(in[0], out);
    case SY_OP_ACOSH:
        return sy_acosh(in[0], out);
    case SY_OP_ATANH:
        return sy_atanh(in[0], out);
    case SY_OP_ERF:
        return sy_erf(in[0], out);
    case SY_OP_FLOOR:
        return sy_floor(in[0], out);
    case SY_OP_CEIL:
        return sy_ceil(in[0], out);
    case SY_OP_ROUND:
        return sy_round(in[0], out);
    case SY_OP_SIGN:
        return sy_sign(in[0], out);
    case SY_OP_RECIPROCAL:
        return sy_reciprocal(in[0], out);
    case SY_OP_SOFTPLUS:
        return sy_softplus(in[0], out);
    case SY_OP_SOFTSIGN:
        return sy_softsign(in[0], out);
    case SY_OP_LOGICAL_NOT:
        return sy_logical_not(in[0], out);
    case SY_OP_ADD:
        return sy_add(in[0], in[1], out);
    case SY_OP_SUB:
        return sy_sub(in[0], in[1], out);
    case SY_OP_MUL:
        return sy_mul(in[0], in[1], out);
    case SY_OP_DIV:
        return sy_div(in[0], in[1], out);
    case SY_OP_MAXIMUM:
        return sy_maximum(in[0], in[1], out);
    case SY_OP_MINIMUM:
        return sy_minimum(in[0], in[1], out);
    case SY_OP_POW:
        return sy_pow(in[0], in[1], out);
    case SY_OP_MOD:
        return sy_mod(in[0], in[1], out);
    case SY_OP_FMOD:
        return sy_fmod(in[0], in[1], out);
    case SY_OP_EQ:
        return sy_eq(in[0], in[1], out);
    case SY_OP_LT:
        return sy_lt(in[0], in[1], out);
    case SY_OP_GT:
        return sy_gt(in[0], in[1], out);
    case SY_OP_LE:
        return sy_le(in[0], in[1], out);
    case SY_OP_GE:
        return sy_ge(in[0], in[1], out);
    case SY_OP_LOGICAL_AND:
        return sy_logical_and(in[0], in[1], out);
    case SY_OP_LOGICAL_OR:
        return sy_logical_or(in[0], in[1], out);
    case SY_OP_LOGICAL_XOR:
        return sy_logical_xor(in[0], in[1], out);
    case SY_OP_WHERE:
        return sy_where(in[0], in[1], in[2], out);
    case SY_OP_MATMUL:
        return sy_matmul(in[0], in[1], out);
    case SY_OP_SUM:
        return sy_sum(in[0], a->axis, a->keepdim, out);
    case SY_OP_MEAN:
        return sy_mean(in[0], a->axis, a->keepdim, out);
    case SY_OP_MAX:
        return sy_max(in[0], a->axis, a->keepdim, out);
    case SY_OP_MIN:
        return sy_min(in[0], a->axis, a->keepdim, out);
    case SY_OP_PROD:
        return sy_prod(in[0], a->axis, a->keepdim, out);
    case SY_OP_L1:
        return sy_l1(in[0], a->axis, a->keepdim, out);
    case SY_OP_L2:
        return sy_l2(in[0], a->axis, a->keepdim, out);
    case SY_OP_LOG_SUM:
        return sy_log_sum(in[0], a->axis, a->keepdim, out);
    case SY_OP_LOG_SUM_EXP:
        return sy_log_sum_exp(in[0], a->axis, a->keepdim, out);
    case SY_OP_SUM_SQUARE:
        return sy_sum_square(in[0], a->axis, a->keepdim, out);
    case SY_OP_RESHAPE:
        return sy_reshape(in[0], a->shape.d, a->shape.rank, out);
    case SY_OP_PERMUTE:
        return sy_permute(in[0], a->perm, a->perm_rank, out);
    case SY_OP_TRANSPOSE:
        return sy_transpose(in[0], a->dim0, a->dim1, out);
    case SY_OP_EXPAND:
        return sy_expand(in[0], a->shape.d, a->shape.rank, out);
    case SY_OP_CAST:
        return sy_cast(in[0], a->dtype, out);
    case SY_OP_SOFTMAX:
        return sy_softmax(in[0], a->axis, out);
    case SY_OP_LOG_SOFTMAX:
        return sy_log_softmax(in[0], a->axis, out);
    case SY_OP_HARDMAX:
        return sy_hardmax(in[0], a->axis, out);
    case SY_OP_ARGMAX:
        return sy_argmax(in[0], a->axis, a->keepdim, false, out);
    case SY_OP_ARGMIN:
        return sy_argmin(in[0], a->axis, a->keepdim, false, out);
    case SY_OP_CONCAT:
        return sy_concat((const sy_tensor *const *)in, 1, a->axis, out);
    case SY_OP_STACK:
        return sy_stack((const sy_tensor *const *)in, 1, a->axis, out);
    case SY_OP_BITWISE_AND:
        return sy_bitwise_and(in[0], in[1], out);
    case SY_OP_BITWISE_OR:
        return sy_bitwise_or(in[0], in[1], out);
    case SY_OP_BITWISE_XOR:
        return sy_bitwise_xor(in[0], in[1], out);
    case SY_OP_BITWISE_NOT:
        return sy_bitwise_not(in[0], out);
    case SY_OP_SHIFT_LEFT:
        return sy_shift_left(in[0], in[1], out);
    case SY_OP_SHIFT_RIGHT:
        return sy_shift_right(in[0], in[1], out);
    case SY_OP_ISNAN:
        return sy_isnan(in[0], out);
    case SY_OP_ISINF:
        return sy_isinf(in[0], out);
    case SY_OP_ISPOSINF:
        return sy_isposinf(in[0], out);
    case SY_OP_ISNEGINF:
        return sy_isneginf(in[0], out);
    case SY_OP_ADD_N:
        return sy_add_n((const sy_tensor *const *)in, 1, out);
    case SY_OP_MEAN_N:
        return sy_mean_n((const sy_tensor *const *)in, 1, out);
    case SY_OP_GATHER:
        return sy_gather(in[0], in[1], a->axis, out);
    case SY_OP_HARD_SWISH:
        return sy_hard_swish(in[0], out);
    case SY_OP_MISH:
        return sy_mish(in[0], out);
    case SY_OP_PRELU:
        return sy_prelu(in[0], in[1], out);
    case SY_OP_LEAKY_RELU: /* alpha in .value, beta in .value2 */
        return sy_leaky_relu(in[0], a->value, out);
    case SY_OP_ELU:
        return sy_elu(in[0], a->value, out);
    case SY_OP_CELU:
        return sy_celu(in[0], a->value, out);
    case SY_OP_THRESHOLDED_RELU:
        return sy_thresholded_relu(in[0], a->value, out);
    case SY_OP_HARD_SIGMOID:
        return sy_hard_sigmoid(in[0], a->value, a->value2, out);
    case SY_OP_SELU:
        return sy_selu(in[0], a->value, a->value2, out);
    case SY_OP_SHRINK:
        return sy_shrink(in[0], a->value, a->value2, out);
    case SY_OP_CLIP:
        return sy_clip(in[0], in[1], in[2], out);
    case SY_OP_PAD: /* pads in .shape, mode in .dim0, the constant in .value */
        return sy_pad(in[0], a->shape.d, a->shape.rank, a->dim0, a->value, out);
    case SY_OP_LAYER_NORM: { /* y in *out; the statistics are checked by tests/reference */
        sy_tensor *mean = NULL, *inv = NULL;
        sy_status st = sy_layer_norm(in[0], in[1], in[2], a->axis, a->value, out, &mean, &inv);
        sy_tensor_release(mean);
        sy_tensor_release(inv);
        return st;
    }
    case SY_OP_MAX_POOL2D: { /* y in *out; the indices are checked by tests/reference */
        sy_ck_attrs w = *a;
        sy_ck_window_defaults(&w);
        sy_tensor *idx = NULL;
        sy_status st = sy_max_pool2d(in[0], w.kernel, w.stride, w.pads, w.dilation, w.ceil_mode, out, &idx);
        sy_tensor_release(idx);
        return st;
    }
    case SY_OP_CONV2D: {
        sy_ck_attrs w = *a;
        sy_ck_window_defaults(&w);
        return sy_conv2d(in[0], in[1], in[2], w.stride, w.pads, w.dilation, w.groups, out);
    }
    case SY_OP_MAX_POOL2D_BACKWARD:
        return sy_max_pool2d_backward(in[0], in[1], a->shape.d, a->shape.rank, out);
    case SY_OP_CONV_TRANSPOSE2D: {
        sy_ck_attrs w = *a;
        sy_ck_window_defaults(&w);
        return sy_conv_transpose2d(in[0], in[1], in[2], w.stride, w.pads, w.dilation, w.groups, w.output_padding,
                                   out);
    }
    case SY_OP_CONV_TRANSPOSE2D_BACKWARD_INPUT: {
        sy_ck_attrs w = *a;
        sy_ck_window_defaults(&w);
        return sy_conv_transpose2d_backward_input(in[0], in[1], in[2], w.stride, w.pads, w.dilation, w.groups,
                                                  w.output_padding, out);
    }
    case SY_OP_MAX_POOL: { /* y in *out; the indices are checked by tests/reference */
        sy_tensor *idx = NULL;
        sy_status st = sy_max_pool(in[0], a->pool_kernel.d, a->pool_kernel.rank, a->pool_stride.d, a->pool_stride.rank,
                                   a->pool_pads.d, a->pool_pads.rank, a->conv_dilation.d, a->conv_dilation.rank,
                                   a->ceil_mode, a->storage_order, out, &idx);
        sy_tensor_release(idx);
        return st;
    }
    case SY_OP_MAX_POOL_BACKWARD:
        return sy_max_pool_backward(in[0], in[1], a->shape.d, a->shape.rank, a->storage_order, out);
    case SY_OP_CONV:
        return sy_conv(in[0], in[1], in[2], a->pool_stride.d, a->pool_stride.rank, a->pool_pads.d, a->pool_pads.rank,
                       a->conv_dilation.d, a->conv_dilation.rank, a->groups ? a->groups : 1, out);
    case SY_OP_CONV_BACKWARD_INPUT:
        return sy_conv_backward_input(in[0], in[1], in[2], a->pool_stride.d, a->pool_stride.rank, a->pool_pads.d,
                                      a->pool_pads.rank, a->conv_dilation.d, a->conv_dilation.rank,
                                      a->groups ? a->groups : 1, out);
    case SY_OP_CONV_BACKWARD_WEIGHT:
        return sy_conv_backward_weight(in[0], in[1], in[2], a->pool_stride.d, a->pool_stride.rank, a->pool_pads.d,
                                       a->pool_pads.rank, a->conv_dilation.d, a->conv_dilation.rank,
                                       a->groups ? a->groups : 1, out);
    case SY_OP_CONV_BACKWARD_BIAS:
        return sy_conv_backward_bias(in[0], out);
    case SY_OP_CONV_TRANSPOSE:
        return sy_conv_transpose(in[0], in[1], in[2], a->pool_stride.d, a->pool_stride.rank, a->pool_pads.d,
                                 a->pool_pads.rank, a->conv_dilation.d, a->conv_dilation.rank,
                                 a->groups ? a->groups : 1, a->conv_output_padding.d, a->conv_output_padding.rank,
                                 out);
    case SY_OP_CONV_TRANSPOSE_BACKWARD_INPUT:
        return sy_conv_transpose_backward_input(in[0], in[1], in[2], a->pool_stride.d, a->pool_stride.rank,
                                                a->pool_pads.d, a->pool_pads.rank, a->conv_dilation.d,
                                                a->conv_dilation.rank, a->groups ? a->groups : 1,
                                                a->conv_output_padding.d, a->conv_output_padding.rank, out);
    case SY_OP_AVG_POOL:
        return sy_avg_pool(in[0], a->pool_kernel.d, a->pool_kernel.rank, a->pool_stride.d, a->pool_stride.rank,
                           a->pool_pads.d, a->pool_pads.rank, a->ceil_mode, a->count_include_pad, out);
    case SY_OP_AVG_POOL_BACKWARD:
        return sy_avg_pool_backward(in[0], a->shape.d, a->shape.rank, a->pool_kernel.d, a->pool_kernel.rank,
                                    a->pool_stride.d, a->pool_stride.rank, a->pool_pads.d, a->pool_pads.rank,
                                    a->ceil_mode, a->count_include_pad, out);
    case SY_OP_LP_POOL:
        return sy_lp_pool(in[0], a->pool_kernel.d, a->pool_kernel.rank, a->pool_stride.d, a->pool_stride.rank,
                          a->pool_pads.d, a->pool_pads.rank, a->lp_p ? a->lp_p : 2, out);
    case SY_OP_LP_POOL_BACKWARD:
        return sy_lp_pool_backward(in[0], in[1], in[2], a->pool_kernel.d, a->pool_kernel.rank, a->pool_stride.d,
                                   a->pool_stride.rank, a->pool_pads.d, a->pool_pads.rank, a->lp_p ? a->lp_p : 2, out);
    case SY_OP_GROUP_NORM:
        return sy_group_norm(in[0], in[1], in[2], a->groups ? a->groups : 1, a->value, out);
    case SY_OP_GROUP_NORM_BACKWARD:
        return sy_group_norm_backward(in[0], in[1], in[2], a->groups ? a->groups : 1, a->value, a->gn_wrt, out);
    case SY_OP_ADAPTIVE_AVG_POOL:
        return sy_adaptive_avg_pool(in[0], a->output_size.d, a->output_size.rank, out);
    case SY_OP_ADAPTIVE_AVG_POOL_BACKWARD:
        return sy_adaptive_avg_pool_backward(in[0], a->shape.d, a->shape.rank, out);
    case SY_OP_ADAPTIVE_MAX_POOL: { /* y in *out; the indices are checked by tests/reference */
        sy_tensor *idx = NULL;
        sy_status st = sy_adaptive_max_pool(in[0], a->output_size.d, a->output_size.rank, out, &idx);
        sy_tensor_release(idx);
        return st;
    }
    case SY_OP_GATHER_BACKWARD:
        return sy_gather_backward(in[0], in[1], a->shape.d, a->shape.rank, a->axis, out);
    case SY_OP_GATHER_ELEMENTS:
        return sy_gather_elements(in[0], in[1], a->axis, out);
    case SY_OP_GATHER_ELEMENTS_BACKWARD:
        return sy_gather_elements_backward(in[0], in[1], a->shape.d, a->shape.rank, a->axis, out);
    case SY_OP_SCATTER_ELEMENTS:
        return sy_scatter_elements(in[0], in[1], in[2], a->axis, a->reduction, out);
    case SY_OP_SCATTER_ELEMENTS_BACKWARD:
        return sy_scatter_elements_backward(in[0], in[1], in[2], a->axis, a->reduction, a->wrt_updates, out);
    case SY_OP_GATHER_ND:
        return sy_gather_nd(in[0], in[1], a->batch_dims, out);
    case SY_OP_GATHER_ND_BACKWARD:
        return sy_gather_nd_backward(in[0], in[1], a->shape.d, a->shape.rank, a->batch_dims, out);
    case SY_OP_SCATTER_ND:
        return sy_scatter_nd(in[0], in[1], in[2], a->reduction, out);
    case SY_OP_SCATTER_ND_BACKWARD:
        return sy_scatter_nd_backward(in[0], in[1], in[2], a->reduction, a->wrt_updates, out);
    case SY_OP_ONE_HOT:
        return sy_one_hot(in[0], in[1], a->depth, a->axis, out);
    case SY_OP_ONE_HOT_BACKWARD:
        return sy_one_hot_backward(in[0], in[1], a->axis, out);
    case SY_OP_RESIZE:
        return sy_resize(in[0], in[1], in[2], a->shape.d, a->shape.rank, a->resize_mode, a->transform, a->nearest_mode,
                         a->cubic_a, a->exclude_outside, a->extrapolation, out);
    case SY_OP_RESIZE_BACKWARD:
        return sy_resize_backward(in[0], in[1], in[2], a->shape.d, a->shape.rank, a->resize_mode, a->transform,
                                  a->nearest_mode, a->cubic_a, a->exclude_outside, out);
    case SY_OP_EMBEDDING:
        return sy_embedding(in[0], in[1], out);
    case SY_OP_MSE_LOSS:
        return sy_mse_loss(in[0], in[1], a->reduction, out);
    case SY_OP_MSE_LOSS_BACKWARD:
        return sy_mse_loss_backward(in[0], in[1], in[2], a->reduction, a->wrt_target, out);
    case SY_OP_GRID_SAMPLE:
        return sy_grid_sample(in[0], in[1], a->gs_mode, a->padding_mode, a->align_corners, out);
    case SY_OP_GRID_SAMPLE_BACKWARD:
        return sy_grid_sample_backward(in[0], in[1], in[2], a->gs_mode, a->padding_mode, a->align_corners,
                                       a->wrt_grid, out);
    case SY_OP_MAX_UNPOOL:
        return sy_max_unpool(in[0], in[1], a->pool_kernel.d, a->pool_kernel.rank, a->pool_stride.d,
                             a->pool_stride.rank, a->pool_pads.d, a->pool_pads.rank, a->output_shape.d,
                             a->output_shape.rank, out);
    case SY_OP_MAX_UNPOOL_BACKWARD:
        return sy_max_unpool_backward(in[0], in[1], out);
    case SY_OP_COL2IM:
        return sy_col2im(in[0], a->shape.d, a->shape.rank, a->pool_kernel.d, a->pool_kernel.rank, a->pool_stride.d,
                         a->pool_stride.rank, a->pool_pads.d, a->pool_pads.rank, a->conv_dilation.d,
                         a->conv_dilation.rank, out);
    case SY_OP_IM2COL:
        return sy_im2col(in[0], a->pool_kernel.d, a->pool_kernel.rank, a->pool_stride.d, a->pool_stride.rank,
                         a->pool_pads.d, a->pool_pads.rank, a->conv_dilation.d, a->conv_dilation.rank, out);
    case SY_OP_NLL_LOSS:
        return sy_nll_loss(in[0], in[1], in[2], a->reduction, a->ignore_index, out);
    case SY_OP_NLL_LOSS_BACKWARD:
        return sy_nll_loss_backward(in[0], in[1], in[2], a->shape.d, a->shape.rank, a->reduction, a->ignore_index,
                                    false, out);
    case SY_OP_SLICE:
        return sy_slice(in[0], a->starts.d, a->starts.rank, a->ends.d, a->ends.rank, a->axes.d, a->axes.rank,
                        a->steps.d, a->steps.rank, out);
    case SY_OP_SLICE_BACKWARD:
        return sy_slice_backward(in[0], a->shape.d, a->shape.rank, a->starts.d, a->starts.rank, a->ends.d,
                                 a->ends.rank, a->axes.d, a->axes.rank, a->steps.d, a->steps.rank, out);
    case SY_OP_CUMSUM:
        return sy_cumsum(in[0], a->axis, a->exclusive, a->reverse, out);
    case SY_OP_TOPK: { /* values in *out; the indices are checked by tests/reference and check_opkernels */
        sy_tensor *idx = NULL;
        sy_status st = sy_topk(in[0], a->k, a->axis, a->largest, a->sorted, out, &idx);
        sy_tensor_release(idx);
        return st;
    }
    case SY_OP_SORT: { /* values in *out, as topk */
        sy_tensor *idx = NULL;
        sy_status st = sy_sort(in[0], a->axis, a->descending, out, &idx);
        sy_tensor_release(idx);
        return st;
    }
    case SY_OP_REVERSE_SEQUENCE:
        return sy_reverse_sequence(in[0], in[1], a->batch_axis, a->time_axis, out);
    case SY_OP_DET:
        return sy_det(in[0], out);
    case SY_OP_NONZERO:
        return sy_nonzero(in[0], out);
    case SY_OP_COMPRESS:
        return sy_compress(in[0], in[1], a->axis, out);
    case SY_OP_UNIQUE: { /* y in *out; the other results are checked by tests/reference and check_sigops */
        sy_tensor *idx = NULL, *inv = NULL, *cnt = NULL;
        sy_status st = sy_unique(in[0], a->sorted, a->axis, out, &idx, &inv, &cnt);
        sy_tensor_release(idx);
        sy_tensor_release(inv);
        sy_tensor_release(cnt);
        return st;
    }
    case SY_OP_RANGE:
        return sy_range(in[0], in[1], in[2], out);
    case SY_OP_TRILU:
        return sy_trilu(in[0], in[1], a->upper, out);
    case SY_OP_DROPOUT: { /* y in *out; the mask is checked by tests/reference */
        sy_tensor *mask = NULL;
        sy_status st = sy_dropout(in[0], in[1], in[2], a->seed, out, &mask);
        sy_tensor_release(mask);
        return st;
    }
    case SY_OP_DEPTH_TO_SPACE:
        return sy_depth_to_space(in[0], a->blocksize, a->dim0, out);
    case SY_OP_SPACE_TO_DEPTH:
        return sy_space_to_depth(in[0], a->blocksize, out);
    case SY_OP_DEPTH_TO_SPACE_BACKWARD:
        return sy_depth_to_space_backward(in[0], a->blocksize, a->dim0, out);
    case SY_OP_EYE_LIKE:
        return sy_eye_like(in[0], a->k, a->dtype, out);
    case SY_OP_RANDOM_UNIFORM_LIKE: /* low, high in .value, .value2 */
        return sy_random_uniform_like(in[0], a->value, a->value2, (double)a->seed, a->dtype, out);
    case SY_OP_RANDOM_NORMAL_LIKE: /* mean, scale in .value, .value2 */
        return sy_random_normal_like(in[0], a->value, a->value2, (double)a->seed, a->dtype, out);
    case SY_OP_BERNOULLI:
        return sy_bernoulli(in[0], (double)a->seed, a->dtype, out);
    case SY_OP_MULTINOMIAL: /* sample_size in .k */
        return sy_multinomial(in[0], a->k, (double)a->seed, a->dtype, out);
    case SY_OP_TILE:
        return sy_tile(in[0], a->repeats.d, a->repeats.rank, out);
    case SY_OP_FLIP:
        return sy_flip(in[0], a->axes.d, a->axes.rank, out);
    case SY_OP_GELU: /* approximate in .dim0 */
        return sy_gelu(in[0], (int)a->dim0, out);
    case SY_OP_GELU_BACKWARD:
        return sy_gelu_backward(in[0], in[1], (int)a->dim0, out);
    case SY_OP_TILE_BACKWARD:
        return sy_tile_backward(in[0], a->shape.d, a->shape.rank, a->repeats.d, a->repeats.rank, out);
    case SY_OP_CONV2D_BACKWARD_INPUT: {
        sy_ck_attrs w = *a;
        sy_ck_window_defaults(&w);
        return sy_conv2d_backward_input(in[0], in[1], in[2], w.stride, w.pads, w.dilation, w.groups, out);
    }
    case SY_OP_CONV2D_BACKWARD_WEIGHT: {
        sy_ck_attrs w = *a;
        sy_ck_window_defaults(&w);
        return sy_conv2d_backward_weight(in[0], in[1], in[2], w.stride, w.pads, w.dilation, w.groups, out);
    }
    case SY_OP_ALL_REDUCE:
        return sy_all_reduce(in[0], a->comm, a->reduction, out);
    case SY_OP_REDUCE_SCATTER:
        return sy_reduce_scatter(in[0], a->comm, a->reduction, out);
    case SY_OP_BROADCAST:
        return sy_broadcast(in[0], a->comm, a->k, out);
    case SY_OP_ALL_GATHER:
        return sy_all_gather(in[0], a->comm, out);
    case SY_OP_ALL_REDUCE_BACKWARD:
        return sy_all_reduce_backward(in[0], in[1], in[2], a->comm, a->reduction, out);
    case SY_OP_BROADCAST_BACKWARD:
        return sy_broadcast_backward(in[0], a->comm, a->k, out);
    case SY_OP_REDUCE_SCATTER_BACKWARD:
        return sy_reduce_scatter_backward(in[0], in[1], in[2], a->comm, a->reduction, out);
    case SY_OP_COUNT: /* every op of backends.yaml has a case: a new one fails to compile (-Wswitch) */
        break;
    }
    ck_abort_msg("sy_ck_call: op %d has no caller", (int)op);
    return SY_E_UNSUPPORTED;
}

/* ==== sy_ck_*: shape cases ======================================================= */

static const sy_ck_case fill_cases[] = {
    {.name = "[2, 3] value 7", .attrs = {.shape = S2(2, 3), .value = 7}},
    {.name = "scalar value -3", .attrs = {.shape = S0, .value = -3}},
    {.name = "empty [0, 4]", .attrs = {.shape = S2(0, 4), .value = 1}},
    {.name = "[5] value 2.5", .attrs = {.shape = S1(5), .value = 2.5}},
    {.name = "[2, 1, 3] value -0.5", .attrs = {.shape = S3(2, 1, 3), .value = -0.5}},
    {.name = "[37, 29] value 0", .attrs = {.shape = S2(37, 29), .value = 0}},
};

static const sy_ck_case unary_cases[] = {
    {.name = "contiguous [3, 5]", .in = {IN(S2(3, 5))}},
    {.name = "transposed [5, 3]^T", .in = {IN_T(S2(5, 3), 0, 1)}},
    {.name = "expanded [1, 5] -> [3, 5]", .in = {IN_X(S2(1, 5), S2(3, 5))}},
    {.name = "permuted [2, 3, 4] (2, 0, 1)", .in = {IN_P(S3(2, 3, 4), 2, 0, 1)}},
    {.name = "scalar", .in = {IN(S0)}},
    {.name = "empty [0, 3]", .in = {IN(S2(0, 3))}},
    {.name = "extremes [4, 6]", .in = {IN_EXT(S2(4, 6))}},
    {.name = "long [37, 29]", .in = {IN(S2(37, 29))}},
};

/* binary and compare */
static const sy_ck_case binary_cases[] = {
    {.name = "same shape", .in = {IN(S2(3, 5)), IN(S2(3, 5))}},
    {.name = "row vector", .in = {IN(S2(3, 5)), IN(S1(5))}},
    {.name = "column vector", .in = {IN(S2(3, 5)), IN(S2(3, 1))}},
    {.name = "scalar b", .in = {IN(S2(3, 5)), IN(S0)}},
    {.name = "scalar a", .in = {IN(S0), IN(S2(3, 5))}},
    {.name = "both scalars", .in = {IN(S0), IN(S0)}},
    {.name = "leading 1 dims", .in = {IN(S4(1, 1, 3, 5)), IN(S2(3, 5))}},
    {.name = "outer product", .in = {IN(S2(3, 1)), IN(S2(1, 5))}},
    {.name = "rank 3 against rank 2", .in = {IN(S3(2, 1, 4)), IN(S2(3, 1))}},
    {.name = "transposed a", .in = {IN_T(S2(5, 3), 0, 1), IN(S2(3, 5))}},
    {.name = "expanded b", .in = {IN(S2(3, 5)), IN_X(S2(1, 5), S2(3, 5))}},
    {.name = "permuted a, transposed b", .in = {IN_P(S3(4, 2, 3), 1, 2, 0), IN_T(S3(2, 4, 3), 1, 2)}},
    {.name = "empty", .in = {IN(S2(0, 5)), IN(S1(5))}},
    {.name = "extremes", .in = {IN_EXT(S2(4, 6)), IN_EXT(S2(4, 6))}},
    {.name = "long row broadcast", .in = {IN(S2(37, 29)), IN(S1(29))}},
    {.name = "long column broadcast", .in = {IN(S2(37, 1)), IN(S2(37, 29))}},
};

static const sy_ck_case where_cases[] = {
    {.name = "same shape", .in = {IN(S2(3, 4)), IN(S2(3, 4)), IN(S2(3, 4))}},
    {.name = "all three broadcast", .in = {IN(S2(3, 1)), IN(S2(1, 4)), IN(S0)}},
    {.name = "row cond, column b", .in = {IN(S1(4)), IN(S2(3, 4)), IN(S2(3, 1))}},
    {.name = "scalar cond", .in = {IN(S0), IN(S2(2, 3)), IN(S2(2, 3))}},
    {.name = "leading 1 dims", .in = {IN(S4(1, 1, 3, 4)), IN(S2(3, 4)), IN(S1(4))}},
    {.name = "strided views", .in = {IN_T(S2(4, 3), 0, 1), IN_X(S2(1, 4), S2(3, 4)), IN_T(S2(4, 3), -1, -2)}},
    {.name = "empty", .in = {IN(S2(0, 4)), IN(S1(4)), IN(S1(1))}},
    {.name = "long", .in = {IN(S2(37, 29)), IN(S1(29)), IN(S2(37, 1))}},
};

static const sy_ck_case matmul_cases[] = {
    {.name = "[3, 4] @ [4, 5]", .in = {IN(S2(3, 4)), IN(S2(4, 5))}},
    {.name = "[2, 3, 4] @ [4, 5]", .in = {IN(S3(2, 3, 4)), IN(S2(4, 5))}},
    {.name = "[3, 4] @ [2, 4, 5]", .in = {IN(S2(3, 4)), IN(S3(2, 4, 5))}},
    {.name = "[2, 1, 3, 4] @ [5, 4, 2]", .in = {IN(S4(2, 1, 3, 4)), IN(S3(5, 4, 2))}},
    {.name = "[1, 3, 4] @ [2, 4, 5]", .in = {IN(S3(1, 3, 4)), IN(S3(2, 4, 5))}},
    {.name = "[2, 3, 4] @ [2, 4, 5]", .in = {IN(S3(2, 3, 4)), IN(S3(2, 4, 5))}},
    {.name = "transposed a", .in = {IN_T(S2(4, 3), 0, 1), IN(S2(4, 5))}},
    {.name = "transposed b", .in = {IN(S2(3, 4)), IN_T(S2(5, 4), 0, 1)}},
    {.name = "both transposed", .in = {IN_T(S2(4, 3), 0, 1), IN_T(S2(5, 4), -1, -2)}},
    {.name = "batched, transposed b", .in = {IN(S3(2, 3, 4)), IN_T(S3(2, 5, 4), -1, -2)}},
    {.name = "expanded batch", .in = {IN_X(S3(1, 3, 4), S3(2, 3, 4)), IN(S3(2, 4, 5))}},
    {.name = "k = 0", .in = {IN(S2(3, 0)), IN(S2(0, 5))}},
    {.name = "m = 0", .in = {IN(S2(0, 4)), IN(S2(4, 5))}},
    {.name = "matrix-vector", .in = {IN(S2(3, 4)), IN(S2(4, 1))}},
    {.name = "vector-matrix", .in = {IN(S2(1, 4)), IN(S2(4, 5))}},
    {.name = "blocked [5, 130] @ [130, 520]", .in = {IN(S2(5, 130)), IN(S2(130, 520))}},
    {.name = "blocked, packed b", .in = {IN(S2(3, 130)), IN_T(S2(520, 130), 0, 1)}},
};

/* every axis, with and without keepdim, and SY_AXIS_ALL (sy_ck_variants) */
static const sy_ck_case reduce_cases[] = {
    {.name = "[2, 3, 4]", .in = {IN(S3(2, 3, 4))}},
    {.name = "transposed [4, 3]^T", .in = {IN_T(S2(4, 3), 0, 1)}},
    {.name = "expanded [1, 4] -> [3, 4]", .in = {IN_X(S2(1, 4), S2(3, 4))}},
    {.name = "[7]", .in = {IN(S1(7))}},
    {.name = "scalar", .in = {IN(S0)}},
    {.name = "empty [0, 3]", .in = {IN(S2(0, 3))}},
    {.name = "extremes [3, 5]", .in = {IN_EXT(S2(3, 5))}},
    {.name = "long [37, 29]", .in = {IN(S2(37, 29))}},
    /* SY_AXES sets (keepdim both ways, sy_ck_variants): apart, negative, adjacent, every axis */
    {.name = "[2, 3, 4] axes (0, 2)", .in = {IN(S3(2, 3, 4))}, .attrs = {.axis = SY_AXES(0, 2)}},
    {.name = "[2, 3, 4] axes (-1, 0)", .in = {IN(S3(2, 3, 4))}, .attrs = {.axis = SY_AXES(-1, 0)}},
    {.name = "[2, 3, 4] axes (1, 2)", .in = {IN(S3(2, 3, 4))}, .attrs = {.axis = SY_AXES(1, 2)}},
    {.name = "[2, 3, 4] axes (2, 0, 1)", .in = {IN(S3(2, 3, 4))}, .attrs = {.axis = SY_AXES(2, 0, 1)}},
    {.name = "[2, 3, 2, 5] axes (1, 3)", .in = {IN(S4(2, 3, 2, 5))}, .attrs = {.axis = SY_AXES(1, 3)}},
    {.name = "[2, 3, 2, 5] axes (0, -2, 3)", .in = {IN(S4(2, 3, 2, 5))}, .attrs = {.axis = SY_AXES(0, -2, 3)}},
    {.name = "[2, 3, 2, 5] axes (1, 2)", .in = {IN(S4(2, 3, 2, 5))}, .attrs = {.axis = SY_AXES(1, 2)}},
    {.name = "transposed [4, 3, 2] axes (0, 2)", .in = {IN_T(S3(4, 3, 2), 0, 2)}, .attrs = {.axis = SY_AXES(0, 2)}},
    {.name = "expanded [1, 3, 4] axes (0, 2)", .in = {IN_X(S3(1, 3, 4), S3(2, 3, 4))},
     .attrs = {.axis = SY_AXES(0, 2)}},
    {.name = "empty [2, 0, 3] axes (0, 2)", .in = {IN(S3(2, 0, 3))}, .attrs = {.axis = SY_AXES(0, 2)}},
    {.name = "empty [2, 0, 3] axes (0, 1)", .in = {IN(S3(2, 0, 3))}, .attrs = {.axis = SY_AXES(0, 1)}},
    {.name = "extremes [3, 2, 5] axes (0, 2)", .in = {IN_EXT(S3(3, 2, 5))}, .attrs = {.axis = SY_AXES(0, 2)}},
    {.name = "long [9, 4, 37] axes (0, 2)", .in = {IN(S3(9, 4, 37))}, .attrs = {.axis = SY_AXES(0, 2)}},
};

static const sy_ck_case reshape_cases[] = {
    {.name = "[2, 3, 4] -> [4, -1]", .in = {IN(S3(2, 3, 4))}, .attrs = {.shape = S2(4, -1)}},
    {.name = "[2, 3, 4] -> [24]", .in = {IN(S3(2, 3, 4))}, .attrs = {.shape = S1(24)}},
    {.name = "[-1, 2, 3] from [2, 3, 4]", .in = {IN(S3(2, 3, 4))}, .attrs = {.shape = S3(-1, 2, 3)}},
    {.name = "transposed [4, 6]^T -> [3, 8]", .in = {IN_T(S2(4, 6), 0, 1)}, .attrs = {.shape = S2(3, 8)}},
    {.name = "expanded -> [-1]", .in = {IN_X(S2(1, 4), S2(3, 4))}, .attrs = {.shape = S1(-1)}},
    {.name = "scalar -> [1, 1]", .in = {IN(S0)}, .attrs = {.shape = S2(1, 1)}},
    {.name = "[1, 1] -> scalar", .in = {IN(S2(1, 1))}, .attrs = {.shape = S0}},
    {.name = "empty [0, 3] -> [3, 0]", .in = {IN(S2(0, 3))}, .attrs = {.shape = S2(3, 0)}},
};

static const sy_ck_case permute_cases[] = {
    {.name = "[2, 3, 4] (2, 0, 1)", .in = {IN(S3(2, 3, 4))}, .attrs = {.perm = {2, 0, 1}, .perm_rank = 3}},
    {.name = "[2, 3, 4] (-1, -3, -2)", .in = {IN(S3(2, 3, 4))}, .attrs = {.perm = {-1, -3, -2}, .perm_rank = 3}},
    {.name = "[2, 3, 4] identity", .in = {IN(S3(2, 3, 4))}, .attrs = {.perm = {0, 1, 2}, .perm_rank = 3}},
    {.name = "transposed back", .in = {IN_T(S2(4, 3), 0, 1)}, .attrs = {.perm = {1, 0}, .perm_rank = 2}},
    {.name = "scalar", .in = {IN(S0)}, .attrs = {.perm_rank = 0}},
};

static const sy_ck_case transpose_cases[] = {
    {.name = "[2, 3, 4] (0, 2)", .in = {IN(S3(2, 3, 4))}, .attrs = {.dim0 = 0, .dim1 = 2}},
    {.name = "[2, 3, 4] (-1, -2)", .in = {IN(S3(2, 3, 4))}, .attrs = {.dim0 = -1, .dim1 = -2}},
    {.name = "[3, 4] (-2, 1)", .in = {IN(S2(3, 4))}, .attrs = {.dim0 = -2, .dim1 = 1}},
    {.name = "[3, 4] (0, 0)", .in = {IN(S2(3, 4))}, .attrs = {.dim0 = 0, .dim1 = 0}},
    {.name = "expanded", .in = {IN_X(S2(3, 1), S2(3, 4))}, .attrs = {.dim0 = 0, .dim1 = 1}},
};

static const sy_ck_case expand_cases[] = {
    {.name = "[3, 1] -> [2, 3, 4]", .in = {IN(S2(3, 1))}, .attrs = {.shape = S3(2, 3, 4)}},
    {.name = "[1, 4] -> [3, -1]", .in = {IN(S2(1, 4))}, .attrs = {.shape = S2(3, -1)}},
    {.name = "scalar -> [2, 2]", .in = {IN(S0)}, .attrs = {.shape = S2(2, 2)}},
    {.name = "[3] -> [2, 3]", .in = {IN(S1(3))}, .attrs = {.shape = S2(2, 3)}},
    {.name = "transposed [4, 1]^T -> [3, 4]", .in = {IN_T(S2(4, 1), 0, 1)}, .attrs = {.shape = S2(3, 4)}},
    {.name = "[2, 3] -> [2, 3]", .in = {IN(S2(2, 3))}, .attrs = {.shape = S2(-1, 3)}},
};

/* cast: every target dtype (sy_ck_variants) */
static const sy_ck_case cast_cases[] = {
    {.name = "[3, 5]", .in = {IN(S2(3, 5))}},
    {.name = "extremes [4, 6]", .in = {IN_EXT(S2(4, 6))}},
    {.name = "transposed [5, 3]^T", .in = {IN_T(S2(5, 3), 0, 1)}},
    {.name = "scalar", .in = {IN(S0)}},
};

/* ---- families declared with `kernel: op`, by their shape rule ---- */

static const sy_ck_case softmax_cases[] = {
    {.name = "[3, 4] axis -1", .in = {IN(S2(3, 4))}, .attrs = {.axis = -1}},
    {.name = "transposed [4, 3]^T axis 0", .in = {IN_T(S2(4, 3), 0, 1)}, .attrs = {.axis = 0}},
    {.name = "[2, 3, 4] axis 1", .in = {IN(S3(2, 3, 4))}, .attrs = {.axis = 1}},
    {.name = "expanded [1, 4] -> [3, 4] axis 0", .in = {IN_X(S2(1, 4), S2(3, 4))}, .attrs = {.axis = 0}},
    {.name = "empty [0, 3] axis 1", .in = {IN(S2(0, 3))}, .attrs = {.axis = 1}},
};

static const sy_ck_case argmax_cases[] = {
    {.name = "[3, 4] axis 1", .in = {IN(S2(3, 4))}, .attrs = {.axis = 1}},
    {.name = "transposed [4, 3]^T axis 0 keepdim", .in = {IN_T(S2(4, 3), 0, 1)}, .attrs = {.axis = 0, .keepdim = true}},
    {.name = "[2, 3, 4] axis -1", .in = {IN(S3(2, 3, 4))}, .attrs = {.axis = -1}},
    {.name = "extremes [3, 5] axis 0", .in = {IN_EXT(S2(3, 5))}, .attrs = {.axis = 0}},
};

/* one tensor (the harness passes n_in of the op table); the NumPy cases join several */
static const sy_ck_case concat_cases[] = {
    {.name = "[2, 3] axis 0", .in = {IN(S2(2, 3))}, .attrs = {.axis = 0}},
    {.name = "transposed [3, 2]^T axis -1", .in = {IN_T(S2(3, 2), 0, 1)}, .attrs = {.axis = -1}},
};

/* one tensor (the harness passes n_in of the op table) under a new axis; the NumPy
 * cases and check_opkernels.c stack several */
static const sy_ck_case stack_cases[] = {
    {.name = "[2, 3] axis 0", .in = {IN(S2(2, 3))}, .attrs = {.axis = 0}},
    {.name = "[2, 3] axis 1", .in = {IN(S2(2, 3))}, .attrs = {.axis = 1}},
    {.name = "transposed [3, 2]^T axis -1", .in = {IN_T(S2(3, 2), 0, 1)}, .attrs = {.axis = -1}},
};

/* one tensor (the harness passes n_in of the op table): itself, or its mean of one;
 * check_opkernels.c and the NumPy cases broadcast several */
static const sy_ck_case nary_cases[] = {
    {.name = "[2, 3]", .in = {IN(S2(2, 3))}},
    {.name = "transposed [3, 2]^T", .in = {IN_T(S2(3, 2), 0, 1)}},
};

/* pads in .shape, mode in .dim0, the constant in .value */
static const sy_ck_case pad_cases[] = {
    {.name = "[2, 3] constant 2 (every dtype holds it)", .in = {IN(S2(2, 3))}, .attrs = {.shape = S4(1, 0, 0, 2), .dim0 = 0, .value = 2}},
    {.name = "transposed [4, 3]^T reflect", .in = {IN_T(S2(4, 3), 0, 1)}, .attrs = {.shape = S4(2, 1, 1, 3), .dim0 = 1}},
    {.name = "[3] edge", .in = {IN(S1(3))}, .attrs = {.shape = S2(4, 2), .dim0 = 2}},
    {.name = "scalar", .in = {IN(S0)}, .attrs = {.shape = S0}},
};

/* weight and bias of the normalized shape; epsilon in .value */
static const sy_ck_case layer_norm_cases[] = {
    {.name = "[3, 4] axis -1", .in = {IN(S2(3, 4)), IN(S1(4)), IN(S1(4))}, .attrs = {.axis = -1, .value = 1e-5}},
    {.name = "transposed [4, 3]^T axis 0", .in = {IN_T(S2(4, 3), 0, 1), IN(S2(3, 4)), IN(S2(3, 4))},
     .attrs = {.axis = 0, .value = 0.5}},
    {.name = "[2, 3, 4] axis 1", .in = {IN(S3(2, 3, 4)), IN(S2(3, 4)), IN(S2(3, 4))}, .attrs = {.axis = 1, .value = 1e-3}},
};

/* starts, ends, axes and steps (ONNX Slice): clamped ends, negative steps, axes left out */
static const sy_ck_case slice_cases[] = {
    {.name = "[4, 5] rows 1..3, every other column backwards",
     .in = {IN(S2(4, 5))},
     .attrs = {.starts = S2(1, -1), .ends = S2(3, -100), .axes = S2(0, 1), .steps = S2(1, -2)}},
    {.name = "transposed [5, 3]^T axis -1 from 1 to the end",
     .in = {IN_T(S2(5, 3), 0, 1)},
     .attrs = {.starts = S1(1), .ends = S1(1000), .axes = S1(-1)}},
    {.name = "[3, 4] axes left out, empty rows", .in = {IN(S2(3, 4))}, .attrs = {.starts = S1(2), .ends = S1(1)}},
    {.name = "extremes [6] step 3", .in = {IN_EXT(S1(6))}, .attrs = {.starts = S1(0), .ends = S1(6), .steps = S1(3)}},
};

/* dy of the shape slice gives, x's shape in .shape */
static const sy_ck_case slice_backward_cases[] = {
    {.name = "dy [2, 3] into [4, 5]",
     .in = {IN(S2(2, 3))},
     .attrs = {.shape = S2(4, 5), .starts = S2(1, -1), .ends = S2(3, -100), .axes = S2(0, 1), .steps = S2(1, -2)}},
    {.name = "transposed dy [3, 2]^T into [2, 4] axis 1 from 1",
     .in = {IN_T(S2(3, 2), 0, 1)},
     .attrs = {.shape = S2(2, 4), .starts = S1(1), .ends = S1(4), .axes = S1(1)}},
};

/* indices get small values (-2..2), in range along axes of length 3 or more */
static const sy_ck_case gather_cases[] = {
    {.name = "[3, 4] at [2] axis 0", .in = {IN(S2(3, 4)), IN(S1(2))}, .attrs = {.axis = 0}},
    {.name = "transposed [4, 3]^T at [2, 2] axis 1", .in = {IN_T(S2(4, 3), 0, 1), IN(S2(2, 2))}, .attrs = {.axis = 1}},
    {.name = "[3] at scalar", .in = {IN(S1(3)), IN(S0)}, .attrs = {.axis = 0}},
};

/* The indexing ops: indices -2..2 (SY_CK_DATA_SMALL), repeated, along axes of
 * 3 or more; every reduction; x's shape in .shape for the gradient op. */
static const sy_ck_case gather_elements_cases[] = {
    {.name = "[3, 4] at [5, 2] axis 0", .in = {IN(S2(3, 4)), IN(S2(5, 2))}, .attrs = {.axis = 0}},
    {.name = "transposed [4, 3]^T at [2, 6] axis -1", .in = {IN_T(S2(4, 3), 0, 1), IN(S2(2, 6))}, .attrs = {.axis = -1}},
    {.name = "[2, 3, 4] at [2, 0, 4] axis 1", .in = {IN(S3(2, 3, 4)), IN(S3(2, 0, 4))}, .attrs = {.axis = 1}},
};
static const sy_ck_case gather_elements_backward_cases[] = {
    {.name = "dy [5, 2] at [5, 2] into [3, 4] axis 0", .in = {IN(S2(5, 2)), IN(S2(5, 2))},
     .attrs = {.shape = S2(3, 4), .axis = 0}},
    {.name = "transposed dy [6, 2]^T at [2, 6] into [4, 3] axis 1", .in = {IN_T(S2(6, 2), 0, 1), IN(S2(2, 6))},
     .attrs = {.shape = S2(4, 3), .axis = 1}},
};
static const sy_ck_case scatter_elements_cases[] = {
    {.name = "[3, 4] at [5, 2] axis 0, none", .in = {IN(S2(3, 4)), IN(S2(5, 2)), IN(S2(5, 2))},
     .attrs = {.axis = 0, .reduction = SY_SCATTER_ELEMENTS_REDUCTION_NONE}},
    {.name = "[3, 4] at [2, 6] axis -1, add", .in = {IN(S2(3, 4)), IN(S2(2, 6)), IN(S2(2, 6))},
     .attrs = {.axis = -1, .reduction = SY_SCATTER_ELEMENTS_REDUCTION_ADD}},
    {.name = "transposed [4, 3]^T at [3, 2] axis 0, mul", .in = {IN_T(S2(4, 3), 0, 1), IN(S2(3, 2)), IN(S2(3, 2))},
     .attrs = {.axis = 0, .reduction = SY_SCATTER_ELEMENTS_REDUCTION_MUL}},
    {.name = "[2, 3] at [0, 3] axis 0, add", .in = {IN(S2(2, 3)), IN(S2(0, 3)), IN(S2(0, 3))},
     .attrs = {.axis = 0, .reduction = SY_SCATTER_ELEMENTS_REDUCTION_ADD}},
};
static const sy_ck_case scatter_elements_backward_cases[] = {
    {.name = "dy [3, 4] at [5, 2] axis 0, none, x", .in = {IN(S2(3, 4)), IN(S2(5, 2)), IN(S2(5, 2))},
     .attrs = {.axis = 0, .reduction = SY_SCATTER_ELEMENTS_BACKWARD_REDUCTION_NONE}},
    {.name = "dy [3, 4] at [5, 2] axis 0, none, updates", .in = {IN(S2(3, 4)), IN(S2(5, 2)), IN(S2(5, 2))},
     .attrs = {.axis = 0, .reduction = SY_SCATTER_ELEMENTS_BACKWARD_REDUCTION_NONE, .wrt_updates = true}},
    {.name = "dy [3, 4] at [2, 6] axis 1, add, updates", .in = {IN(S2(3, 4)), IN(S2(2, 6)), IN(S2(2, 6))},
     .attrs = {.axis = 1, .reduction = SY_SCATTER_ELEMENTS_BACKWARD_REDUCTION_ADD, .wrt_updates = true}},
    {.name = "transposed dy [4, 3]^T at [3, 2] axis 0, mul, x", .in = {IN_T(S2(4, 3), 0, 1), IN(S2(3, 2)), IN(S2(3, 2))},
     .attrs = {.axis = 0, .reduction = SY_SCATTER_ELEMENTS_BACKWARD_REDUCTION_MUL}},
};

/* gather_nd and scatter_nd: tuples of indices -2..2 over axes of 3 or more */
static const sy_ck_case gather_nd_cases[] = {
    {.name = "[3, 4] at [5, 2]", .in = {IN(S2(3, 4)), IN(S2(5, 2))}},
    {.name = "transposed [4, 3]^T at [2, 2, 1]", .in = {IN_T(S2(4, 3), 0, 1), IN(S3(2, 2, 1))}},
    {.name = "[2, 3, 4] at [2, 3, 1] batch_dims 1", .in = {IN(S3(2, 3, 4)), IN(S3(2, 3, 1))}, .attrs = {.batch_dims = 1}},
    {.name = "[3, 3] at [0, 2]", .in = {IN(S2(3, 3)), IN(S2(0, 2))}},
};
static const sy_ck_case gather_nd_backward_cases[] = {
    {.name = "dy [5] at [5, 2] into [3, 4]", .in = {IN(S1(5)), IN(S2(5, 2))}, .attrs = {.shape = S2(3, 4)}},
    {.name = "dy [2, 3, 4] at [2, 3, 1] into [2, 3, 4] batch_dims 1", .in = {IN(S3(2, 3, 4)), IN(S3(2, 3, 1))},
     .attrs = {.shape = S3(2, 3, 4), .batch_dims = 1}},
};
static const sy_ck_case scatter_nd_cases[] = {
    {.name = "[3, 4] at [5, 1] none", .in = {IN(S2(3, 4)), IN(S2(5, 1)), IN(S2(5, 4))},
     .attrs = {.reduction = SY_SCATTER_ND_REDUCTION_NONE}},
    {.name = "transposed [4, 3]^T at [2, 2, 2] add", .in = {IN_T(S2(4, 3), 0, 1), IN(S3(2, 2, 2)), IN(S2(2, 2))},
     .attrs = {.reduction = SY_SCATTER_ND_REDUCTION_ADD}},
    {.name = "[3, 3, 2] at [4, 2] mul", .in = {IN(S3(3, 3, 2)), IN(S2(4, 2)), IN(S2(4, 2))},
     .attrs = {.reduction = SY_SCATTER_ND_REDUCTION_MUL}},
};
static const sy_ck_case scatter_nd_backward_cases[] = {
    {.name = "dy [3, 4] at [5, 1] none, x", .in = {IN(S2(3, 4)), IN(S2(5, 1)), IN(S2(5, 4))},
     .attrs = {.reduction = SY_SCATTER_ND_BACKWARD_REDUCTION_NONE}},
    {.name = "dy [3, 4] at [5, 1] none, updates", .in = {IN(S2(3, 4)), IN(S2(5, 1)), IN(S2(5, 4))},
     .attrs = {.reduction = SY_SCATTER_ND_BACKWARD_REDUCTION_NONE, .wrt_updates = true}},
    {.name = "dy [3, 3, 2] at [4, 2] mul, x", .in = {IN(S3(3, 3, 2)), IN(S2(4, 2)), IN(S2(4, 2))},
     .attrs = {.reduction = SY_SCATTER_ND_BACKWARD_REDUCTION_MUL}},
    {.name = "dy [3, 3, 2] at [4, 2] add, updates", .in = {IN(S3(3, 3, 2)), IN(S2(4, 2)), IN(S2(4, 2))},
     .attrs = {.reduction = SY_SCATTER_ND_BACKWARD_REDUCTION_ADD, .wrt_updates = true}},
};

/* one_hot: indices -2..2, so a depth of 2 leaves some out of range (off) */
static const sy_ck_case one_hot_cases[] = {
    {.name = "[2, 3] depth 4 axis -1", .in = {IN(S2(2, 3)), IN(S1(2))}, .attrs = {.depth = 4, .axis = -1}},
    {.name = "transposed [3, 2]^T depth 2 axis 1", .in = {IN_T(S2(3, 2), 0, 1), IN(S1(2))},
     .attrs = {.depth = 2, .axis = 1}},
    {.name = "scalar depth 3 axis 0", .in = {IN(S0), IN(S1(2))}, .attrs = {.depth = 3, .axis = 0}},
    {.name = "[0, 2] depth 3 axis 0", .in = {IN(S2(0, 2)), IN(S1(2))}, .attrs = {.depth = 3, .axis = 0}},
};
static const sy_ck_case one_hot_backward_cases[] = {
    {.name = "dy [2, 3, 4] at [2, 3] axis -1", .in = {IN(S3(2, 3, 4)), IN(S2(2, 3))}, .attrs = {.axis = -1}},
    {.name = "transposed dy [2, 3]^T at [3] axis 1", .in = {IN_T(S2(2, 3), 0, 1), IN(S1(3))}, .attrs = {.axis = 1}},
};

/* dy of gather's result shape, the indices (-2..2, repeated), x's shape in .shape */
static const sy_ck_case gather_backward_cases[] = {
    {.name = "dy [5, 4] at [5] into [3, 4] axis 0",
     .in = {IN(S2(5, 4)), IN(S1(5))},
     .attrs = {.shape = S2(3, 4), .axis = 0}},
    {.name = "transposed dy [3, 2, 2] at [2, 2] into [3, 4] axis -1",
     .in = {IN_T(S3(3, 2, 2), 1, 2), IN(S2(2, 2))},
     .attrs = {.shape = S2(3, 4), .axis = -1}},
    {.name = "dy [4] at scalar into [3, 4] axis 0", .in = {IN(S1(4)), IN(S0)}, .attrs = {.shape = S2(3, 4), .axis = 0}},
    {.name = "dy [2, 0, 3] at [0] into [2, 5, 3] axis 1",
     .in = {IN(S3(2, 0, 3)), IN(S1(0))},
     .attrs = {.shape = S3(2, 5, 3), .axis = 1}},
};

/* cumsum: every combination of exclusive and reverse, negative axes */
static const sy_ck_case cumsum_cases[] = {
    {.name = "[3, 4] axis 1", .in = {IN(S2(3, 4))}, .attrs = {.axis = 1}},
    {.name = "transposed [4, 3]^T axis 0 exclusive",
     .in = {IN_T(S2(4, 3), 0, 1)},
     .attrs = {.axis = 0, .exclusive = true}},
    {.name = "[2, 3, 4] axis -2 reverse", .in = {IN(S3(2, 3, 4))}, .attrs = {.axis = -2, .reverse = true}},
    {.name = "extremes [5] exclusive reverse",
     .in = {IN_EXT(S1(5))},
     .attrs = {.axis = 0, .exclusive = true, .reverse = true}},
    {.name = "long [37, 29] axis 0", .in = {IN(S2(37, 29))}, .attrs = {.axis = 0}},
    {.name = "empty [0, 3] axis 1", .in = {IN(S2(0, 3))}, .attrs = {.axis = 1}},
};

/* topk: k of 0 .. the axis's length, largest and smallest; ties from the small data kind */
static const sy_ck_case topk_cases[] = {
    {.name = "[3, 5] k 2 axis 1", .in = {IN(S2(3, 5))}, .attrs = {.k = 2, .axis = 1, .largest = true, .sorted = true}},
    {.name = "transposed [5, 3]^T k 3 axis 0 smallest", .in = {IN_T(S2(5, 3), 0, 1)}, .attrs = {.k = 3, .axis = 0}},
    {.name = "ties [4, 6] k 6 axis -1",
     .in = {{.base = S2(4, 6), .data = SY_CK_DATA_SMALL}},
     .attrs = {.k = 6, .axis = -1, .largest = true}},
    {.name = "extremes [3, 5] k 4 axis 1 smallest", .in = {IN_EXT(S2(3, 5))}, .attrs = {.k = 4, .axis = 1}},
    {.name = "[2, 3] k 0", .in = {IN(S2(2, 3))}, .attrs = {.k = 0, .axis = 1, .largest = true}},
};

/* reverse_sequence: lengths 0, 1, 2 (SY_CK_DATA_INDEX) along a time axis of 2
 * or more, batch first and time first, a transposed x, an empty batch */
static const sy_ck_case reverse_sequence_cases[] = {
    {.name = "[4, 3] batch 1 time 0", .in = {IN(S2(4, 3)), {.base = S1(3), .data = SY_CK_DATA_INDEX}},
     .attrs = {.batch_axis = 1, .time_axis = 0}},
    {.name = "[3, 5, 2] batch 0 time 1", .in = {IN(S3(3, 5, 2)), {.base = S1(3), .data = SY_CK_DATA_INDEX}},
     .attrs = {.batch_axis = 0, .time_axis = 1}},
    {.name = "transposed [4, 2]^T batch 0 time 1", .in = {IN_T(S2(4, 2), 0, 1), {.base = S1(2), .data = SY_CK_DATA_INDEX}},
     .attrs = {.batch_axis = 0, .time_axis = 1}},
    {.name = "[2, 0, 3] batch 1 time 0", .in = {IN(S3(2, 0, 3)), IN(S1(0))}, .attrs = {.batch_axis = 1, .time_axis = 0}},
};

/* det: a matrix, a batch of them, a transposed view, extremes, 1 x 1 and
 * 0 x 0 (det 1), an empty batch */
static const sy_ck_case det_cases[] = {
    {.name = "[3, 3]", .in = {IN(S2(3, 3))}},
    {.name = "batch [2, 3, 4, 4]", .in = {IN(S4(2, 3, 4, 4))}},
    {.name = "transposed [5, 5]^T", .in = {IN_T(S2(5, 5), 0, 1)}},
    {.name = "extremes [2, 3, 3]", .in = {IN_EXT(S3(2, 3, 3))}},
    {.name = "small [4, 2, 2]", .in = {{.base = S3(4, 2, 2), .data = SY_CK_DATA_SMALL}}},
    {.name = "[1, 1]", .in = {IN(S2(1, 1))}},
    {.name = "[2, 0, 0]", .in = {IN(S3(2, 0, 0))}},
    {.name = "empty batch [0, 3, 3]", .in = {IN(S3(0, 3, 3))}},
};

/* The ops of data-dependent shape: nonzero of sparse (small) data, extremes,
 * an empty x; compress along an axis, flattened, a short condition, an
 * empty one; unique sorted and by first occurrence, along an axis and
 * flattened, ties from the small data kind; range up and down. */
static const sy_ck_case nonzero_cases[] = {
    {.name = "small [3, 4]", .in = {{.base = S2(3, 4), .data = SY_CK_DATA_SMALL}}},
    {.name = "extremes [2, 3, 2]", .in = {IN_EXT(S3(2, 3, 2))}},
    {.name = "transposed [4, 3]^T",
     .in = {{.base = S2(4, 3), .view = SY_CK_VIEW_T, .d0 = 0, .d1 = 1, .data = SY_CK_DATA_SMALL}}},
    {.name = "empty [0, 3]", .in = {IN(S2(0, 3))}},
};
static const sy_ck_case compress_cases[] = {
    {.name = "[4, 3] axis 0", .in = {IN(S2(4, 3)), {.base = S1(4), .data = SY_CK_DATA_SMALL}}, .attrs = {.axis = 0}},
    {.name = "[2, 5] axis -1, short condition",
     .in = {IN(S2(2, 5)), {.base = S1(3), .data = SY_CK_DATA_SMALL}},
     .attrs = {.axis = -1}},
    {.name = "[2, 3] flattened", .in = {IN(S2(2, 3)), {.base = S1(5), .data = SY_CK_DATA_SMALL}},
     .attrs = {.axis = SY_AXIS_ALL}},
    {.name = "[3, 2] axis 0, empty condition", .in = {IN(S2(3, 2)), IN(S1(0))}},
};
static const sy_ck_case unique_cases[] = {
    {.name = "small [12] sorted", .in = {{.base = S1(12), .data = SY_CK_DATA_SMALL}},
     .attrs = {.axis = SY_AXIS_ALL, .sorted = true}},
    {.name = "small [3, 4] by first occurrence", .in = {{.base = S2(3, 4), .data = SY_CK_DATA_SMALL}},
     .attrs = {.axis = SY_AXIS_ALL}},
    {.name = "index [5, 2] axis 0 sorted", .in = {{.base = S2(5, 2), .data = SY_CK_DATA_INDEX}},
     .attrs = {.axis = 0, .sorted = true}},
    {.name = "index [2, 6] axis -1 by first occurrence", .in = {{.base = S2(2, 6), .data = SY_CK_DATA_INDEX}},
     .attrs = {.axis = -1}},
    {.name = "extremes [7]", .in = {IN_EXT(S1(7))}, .attrs = {.axis = SY_AXIS_ALL, .sorted = true}},
    {.name = "empty [0]", .in = {IN(S1(0))}, .attrs = {.axis = SY_AXIS_ALL, .sorted = true}},
};
static const sy_ck_case range_cases[] = {
    {.name = "up", .in = {{.base = S0, .data = SY_CK_DATA_SMALL}, {.base = S0, .data = SY_CK_DATA_POS},
                          {.base = S0, .data = SY_CK_DATA_POS}}},
    {.name = "[1] inputs", .in = {{.base = S1(1), .data = SY_CK_DATA_SMALL}, {.base = S1(1), .data = SY_CK_DATA_POS},
                                  {.base = S1(1), .data = SY_CK_DATA_POS}}},
};

/* sort: ascending and descending, ties (stable) and extremes */
static const sy_ck_case sort_cases[] = {
    {.name = "[3, 5] axis -1", .in = {IN(S2(3, 5))}, .attrs = {.axis = -1}},
    {.name = "transposed [5, 3]^T axis 0 descending",
     .in = {IN_T(S2(5, 3), 0, 1)},
     .attrs = {.axis = 0, .descending = true}},
    {.name = "ties [4, 7] axis 1", .in = {{.base = S2(4, 7), .data = SY_CK_DATA_SMALL}}, .attrs = {.axis = 1}},
    {.name = "ties [4, 7] axis 1 descending",
     .in = {{.base = S2(4, 7), .data = SY_CK_DATA_SMALL}},
     .attrs = {.axis = 1, .descending = true}},
    {.name = "extremes [2, 3, 4] axis 1", .in = {IN_EXT(S3(2, 3, 4))}, .attrs = {.axis = 1}},
    {.name = "long [3, 131] axis 1 descending", .in = {IN(S2(3, 131))}, .attrs = {.axis = 1, .descending = true}},
};

/* NCHW windows; values of x from the harness (extremes included) */
static const sy_ck_case max_pool2d_cases[] = {
    {.name = "[1, 1, 4, 4] kernel 2 stride 2",
     .in = {IN(S4(1, 1, 4, 4))},
     .attrs = {.kernel = {2, 2}, .stride = {2, 2}}},
    {.name = "[2, 3, 5, 4] kernel 3x2 pads 1, 0, 0, 1 ceil",
     .in = {IN(S4(2, 3, 5, 4))},
     .attrs = {.kernel = {3, 2}, .stride = {2, 2}, .pads = {1, 0, 0, 1}, .ceil_mode = true}},
    {.name = "transposed [1, 2, 6, 5] dilation 2",
     .in = {IN_T(S4(1, 2, 5, 6), 2, 3)},
     .attrs = {.kernel = {2, 2}, .dilation = {2, 2}}},
    {.name = "extremes [1, 2, 4, 5] kernel 2", .in = {IN_EXT(S4(1, 2, 4, 5))}, .attrs = {.kernel = {2, 2}}},
    {.name = "empty [0, 2, 3, 3]", .in = {IN(S4(0, 2, 3, 3))}, .attrs = {.kernel = {2, 2}}},
};

/* avg_pool over 1 to 3 spatial axes; values of x from the harness (extremes included) */
static const sy_ck_case avg_pool_cases[] = {
    {.name = "[1, 1, 4, 4] kernel 2 stride 2",
     .in = {IN(S4(1, 1, 4, 4))},
     .attrs = {.pool_kernel = S2(2, 2), .pool_stride = S2(2, 2)}},
    {.name = "[2, 3, 7] kernel 3 pads 1, 2 count_include_pad",
     .in = {IN(S3(2, 3, 7))},
     .attrs = {.pool_kernel = S1(3), .pool_pads = S2(1, 2), .count_include_pad = true}},
    {.name = "[2, 3, 5, 4] kernel 3x2 stride 2 pads 1, 0, 0, 1 ceil",
     .in = {IN(S4(2, 3, 5, 4))},
     .attrs = {.pool_kernel = S2(3, 2), .pool_stride = S2(2, 2), .pool_pads = {4, {1, 0, 0, 1}}, .ceil_mode = true}},
    {.name = "transposed [1, 2, 6, 5] kernel 2", .in = {IN_T(S4(1, 2, 5, 6), 2, 3)}, .attrs = {.pool_kernel = S2(2, 2)}},
    {.name = "[1, 2, 4, 3, 5] kernel 2x2x3 stride 1, 2, 2",
     .in = {{.base = {5, {1, 2, 4, 3, 5}}}},
     .attrs = {.pool_kernel = S3(2, 2, 3), .pool_stride = S3(1, 2, 2)}},
    {.name = "empty [0, 2, 3, 3]", .in = {IN(S4(0, 2, 3, 3))}, .attrs = {.pool_kernel = S2(2, 2)}},
};

/* x [N, C, H, W], weight [C, M / groups, kH, kW], bias [M] */
static const sy_ck_case conv_transpose2d_cases[] = {
    {.name = "[1, 2, 3, 3] * [2, 3, 3, 3]", .in = {IN(S4(1, 2, 3, 3)), IN(S4(2, 3, 3, 3)), IN(S1(3))}},
    {.name = "[2, 4, 3, 2] groups 2 stride 2 pads 1, 0, 0, 1 output_padding 1, 0",
     .in = {IN(S4(2, 4, 3, 2)), IN(S4(4, 2, 2, 3)), IN(S1(4))},
     .attrs = {.stride = {2, 2}, .pads = {1, 0, 0, 1}, .groups = 2, .output_padding = {1, 0}}},
    {.name = "transposed x [1, 2, 3, 4], dilation 2",
     .in = {IN_T(S4(1, 2, 4, 3), 2, 3), IN(S4(2, 1, 2, 2)), IN(S1(1))},
     .attrs = {.dilation = {2, 2}}},
    {.name = "empty [0, 2, 3, 3]", .in = {IN(S4(0, 2, 3, 3)), IN(S4(2, 3, 3, 3)), IN(S1(3))}},
};

/* dy of the shape conv_transpose2d of x and weight gives, weight, x */
static const sy_ck_case conv_transpose2d_backward_input_cases[] = {
    {.name = "dy [1, 3, 5, 5] weight [2, 3, 3, 3] x [1, 2, 3, 3]",
     .in = {IN(S4(1, 3, 5, 5)), IN(S4(2, 3, 3, 3)), IN(S4(1, 2, 3, 3))}},
    {.name = "dy [2, 4, 6, 4] groups 2 stride 2 pads 1, 0, 0, 1 output_padding 1, 0",
     .in = {IN(S4(2, 4, 6, 4)), IN(S4(4, 2, 2, 3)), IN(S4(2, 4, 3, 2))},
     .attrs = {.stride = {2, 2}, .pads = {1, 0, 0, 1}, .groups = 2, .output_padding = {1, 0}}},
};

/* max_pool over 1 to 3 spatial axes */
static const sy_ck_case max_pool_cases[] = {
    {.name = "1-d [2, 3, 9] kernel 3 stride 2 pads 1, 2 dilation 2 ceil",
     .in = {IN(S3(2, 3, 9))},
     .attrs = {.pool_kernel = S1(3), .pool_stride = S1(2), .pool_pads = S2(1, 2), .conv_dilation = S1(2),
               .ceil_mode = true}},
    {.name = "2-d transposed [1, 2, 5, 4] kernel 2x3 storage_order 1",
     .in = {IN_T(S4(1, 2, 4, 5), 2, 3)}, .attrs = {.pool_kernel = S2(2, 3), .storage_order = 1}},
    {.name = "3-d [1, 2, 4, 3, 5] kernel 2 stride 2, 1, 2 pads 1, 0, 0, 0, 1, 1 storage_order 1",
     .in = {IN(S5(1, 2, 4, 3, 5))},
     .attrs = {.pool_kernel = S3(2, 2, 2), .pool_stride = S3(2, 1, 2), .pool_pads = {6, {1, 0, 0, 0, 1, 1}},
               .storage_order = 1}},
    {.name = "int extremes [1, 2, 6] kernel 2", .in = {IN_EXT(S3(1, 2, 6))}, .attrs = {.pool_kernel = S1(2)}},
    {.name = "empty [0, 2, 3, 3, 3] kernel 2x2x2", .in = {IN(S5(0, 2, 3, 3, 3))}, .attrs = {.pool_kernel = S3(2, 2, 2)}},
};

/* dy into .shape, the indices of dy's shape (as max_pool2d_backward's cases) */
static const sy_ck_case max_pool_backward_cases[] = {
    {.name = "dy [1, 2, 3] into [1, 2, 6]", .in = {IN(S3(1, 2, 3)), IN(S3(1, 2, 3))}, .attrs = {.shape = S3(1, 2, 6)}},
    {.name = "dy [1, 1, 2, 2, 2] into [1, 1, 3, 3, 3] storage_order 1",
     .in = {IN(S5(1, 1, 2, 2, 2)), IN(S5(1, 1, 2, 2, 2))}, .attrs = {.shape = S5(1, 1, 3, 3, 3), .storage_order = 1}},
};

/* lp_pool over 1 to 3 spatial axes; values of x from the harness (extremes included) */
static const sy_ck_case lp_pool_cases[] = {
    {.name = "[1, 1, 4, 4] kernel 2 stride 2", .in = {IN(S4(1, 1, 4, 4))},
     .attrs = {.pool_kernel = S2(2, 2), .pool_stride = S2(2, 2)}},
    {.name = "[2, 3, 7] kernel 3 pads 1, 2 p 1", .in = {IN(S3(2, 3, 7))},
     .attrs = {.pool_kernel = S1(3), .pool_pads = S2(1, 2), .lp_p = 1}},
    {.name = "transposed [1, 2, 6, 5] kernel 2 p 3", .in = {IN_T(S4(1, 2, 5, 6), 2, 3)},
     .attrs = {.pool_kernel = S2(2, 2), .lp_p = 3}},
    {.name = "[1, 2, 4, 3, 5] kernel 2x2x3 stride 1, 2, 2 p 4",
     .in = {{.base = {5, {1, 2, 4, 3, 5}}}},
     .attrs = {.pool_kernel = S3(2, 2, 3), .pool_stride = S3(1, 2, 2), .lp_p = 4}},
    {.name = "extremes [1, 2, 3, 3] kernel 2", .in = {IN_EXT(S4(1, 2, 3, 3))}, .attrs = {.pool_kernel = S2(2, 2)}},
    {.name = "empty [0, 2, 3, 3]", .in = {IN(S4(0, 2, 3, 3))}, .attrs = {.pool_kernel = S2(2, 2)}},
};

/* group_norm: x [N, C, ...], scale and bias [C]; num_groups in .groups, epsilon in .value */
static const sy_ck_case group_norm_cases[] = {
    {.name = "[2, 4, 3] groups 2", .in = {IN(S3(2, 4, 3)), IN(S1(4)), IN(S1(4))}, .attrs = {.groups = 2, .value = 1e-5}},
    {.name = "[3, 6] groups 3", .in = {IN(S2(3, 6)), IN(S1(6)), IN(S1(6))}, .attrs = {.groups = 3, .value = 0.5}},
    {.name = "transposed [1, 2, 4, 3] groups 1", .in = {IN_T(S4(1, 2, 3, 4), 2, 3), IN(S1(2)), IN(S1(2))},
     .attrs = {.groups = 1, .value = 1e-3}},
    {.name = "extremes [1, 4, 2, 2] groups 4", .in = {IN_EXT(S4(1, 4, 2, 2)), IN(S1(4)), IN(S1(4))},
     .attrs = {.groups = 4, .value = 1e-5}},
    {.name = "empty [0, 4, 2] groups 2", .in = {IN(S3(0, 4, 2)), IN(S1(4)), IN(S1(4))}, .attrs = {.groups = 2}},
};

/* dy and x of one shape, scale [C]; each gradient (wrt 0, 1, 2) */
static const sy_ck_case group_norm_backward_cases[] = {
    {.name = "dx [2, 4, 3] groups 2", .in = {IN(S3(2, 4, 3)), IN(S3(2, 4, 3)), IN(S1(4))},
     .attrs = {.groups = 2, .value = 1e-5}},
    {.name = "dscale transposed [1, 2, 4, 3] groups 2", .in = {IN(S4(1, 2, 4, 3)), IN_T(S4(1, 2, 3, 4), 2, 3), IN(S1(2))},
     .attrs = {.groups = 2, .value = 0.5, .gn_wrt = 1}},
    {.name = "dbias [3, 6] groups 3", .in = {IN(S2(3, 6)), IN(S2(3, 6)), IN(S1(6))},
     .attrs = {.groups = 3, .value = 1e-3, .gn_wrt = 2}},
    {.name = "empty dscale [0, 4, 2] groups 2", .in = {IN(S3(0, 4, 2)), IN(S3(0, 4, 2)), IN(S1(4))},
     .attrs = {.groups = 2, .gn_wrt = 1}},
};

/* adaptive pooling over 1 to 3 spatial axes: windows that divide, overlap, repeat (output above x) */
static const sy_ck_case adaptive_pool_cases[] = {
    {.name = "[1, 1, 4, 4] to 2x2", .in = {IN(S4(1, 1, 4, 4))}, .attrs = {.output_size = S2(2, 2)}},
    {.name = "[2, 3, 7] to 3", .in = {IN(S3(2, 3, 7))}, .attrs = {.output_size = S1(3)}},
    {.name = "transposed [1, 2, 6, 5] to 4x7", .in = {IN_T(S4(1, 2, 5, 6), 2, 3)}, .attrs = {.output_size = S2(4, 7)}},
    {.name = "[1, 2, 4, 3, 5] to 3x1x2", .in = {{.base = {5, {1, 2, 4, 3, 5}}}}, .attrs = {.output_size = S3(3, 1, 2)}},
    {.name = "extremes [1, 2, 3, 3] to 2x2", .in = {IN_EXT(S4(1, 2, 3, 3))}, .attrs = {.output_size = S2(2, 2)}},
    {.name = "empty [0, 2, 3, 3] to 1x1", .in = {IN(S4(0, 2, 3, 3))}, .attrs = {.output_size = S2(1, 1)}},
};

/* dy [N, C, O1..Ok] into .shape */
static const sy_ck_case adaptive_avg_pool_backward_cases[] = {
    {.name = "dy [1, 1, 2, 2] into [1, 1, 4, 4]", .in = {IN(S4(1, 1, 2, 2))}, .attrs = {.shape = S4(1, 1, 4, 4)}},
    {.name = "transposed dy [2, 3, 3, 5] into [2, 3, 7, 4]", .in = {IN_T(S4(2, 3, 5, 3), 2, 3)},
     .attrs = {.shape = S4(2, 3, 7, 4)}},
    {.name = "dy [1, 2, 3] into [1, 2, 8]", .in = {IN(S3(1, 2, 3))}, .attrs = {.shape = S3(1, 2, 8)}},
    {.name = "empty dy [0, 2, 1, 1] into [0, 2, 3, 3]", .in = {IN(S4(0, 2, 1, 1))}, .attrs = {.shape = S4(0, 2, 3, 3)}},
};

/* dy, x and y (lp_pool's shapes: y as dy) */
static const sy_ck_case lp_pool_backward_cases[] = {
    {.name = "dy [1, 1, 2, 2], x [1, 1, 4, 4] kernel 2 stride 2",
     .in = {IN(S4(1, 1, 2, 2)), IN(S4(1, 1, 4, 4)), IN(S4(1, 1, 2, 2))},
     .attrs = {.pool_kernel = S2(2, 2), .pool_stride = S2(2, 2)}},
    {.name = "dy [2, 3, 8], x [2, 3, 7] kernel 3 pads 1, 2 p 3",
     .in = {IN(S3(2, 3, 8)), IN(S3(2, 3, 7)), IN(S3(2, 3, 8))},
     .attrs = {.pool_kernel = S1(3), .pool_pads = S2(1, 2), .lp_p = 3}},
    {.name = "empty dy [0, 2, 1, 1] into [0, 2, 3, 3]",
     .in = {IN(S4(0, 2, 1, 1)), IN(S4(0, 2, 3, 3)), IN(S4(0, 2, 1, 1))},
     .attrs = {.pool_kernel = S2(2, 2), .pool_stride = S2(2, 2)}},
};

/* conv: x [N, C, D1..Dk], weight [M, C / groups, K1..Kk], bias [M]; k = 1..3 */
static const sy_ck_case conv_cases[] = {
    {.name = "1-d [2, 4, 9] * [6, 2, 3] groups 2 stride 2 pads 1, 2 dilation 2",
     .in = {IN(S3(2, 4, 9)), IN(S3(6, 2, 3)), IN(S1(6))},
     .attrs = {.pool_stride = S1(2), .pool_pads = S2(1, 2), .conv_dilation = S1(2), .groups = 2}},
    {.name = "2-d transposed x [1, 2, 4, 5] * [3, 2, 2, 3]",
     .in = {IN_T(S4(1, 2, 5, 4), 2, 3), IN(S4(3, 2, 2, 3)), IN(S1(3))}},
    {.name = "3-d [1, 2, 4, 3, 5] * [2, 2, 2, 2, 3] stride 1, 2, 1 pads 0, 1, 1, 1, 0, 0",
     .in = {IN(S5(1, 2, 4, 3, 5)), IN(S5(2, 2, 2, 2, 3)), IN(S1(2))},
     .attrs = {.pool_stride = S3(1, 2, 1), .pool_pads = {6, {0, 1, 1, 1, 0, 0}}}},
    {.name = "empty [0, 2, 5] * [3, 2, 2]", .in = {IN(S3(0, 2, 5)), IN(S3(3, 2, 2)), IN(S1(3))}},
};

/* conv's gradients: dy of the shape conv gives, then weight and x (input) or x and weight (weight) */
static const sy_ck_case conv_backward_input_cases[] = {
    {.name = "1-d dy [2, 6, 4] weight [6, 2, 3] x [2, 4, 9] groups 2 stride 2 pads 1, 2 dilation 2",
     .in = {IN(S3(2, 6, 4)), IN(S3(6, 2, 3)), IN(S3(2, 4, 9))},
     .attrs = {.pool_stride = S1(2), .pool_pads = S2(1, 2), .conv_dilation = S1(2), .groups = 2}},
    {.name = "3-d dy [1, 2, 4, 2, 4] weight [2, 2, 2, 2, 3] x [1, 2, 4, 3, 5] stride 1, 2, 1 pads 0, 1, 1, 1, 0, 0",
     .in = {IN(S5(1, 2, 4, 2, 4)), IN(S5(2, 2, 2, 2, 3)), IN(S5(1, 2, 4, 3, 5))},
     .attrs = {.pool_stride = S3(1, 2, 1), .pool_pads = {6, {0, 1, 1, 1, 0, 0}}}},
};

static const sy_ck_case conv_backward_weight_cases[] = {
    {.name = "1-d dy [2, 6, 4] x [2, 4, 9] weight [6, 2, 3] groups 2 stride 2 pads 1, 2 dilation 2",
     .in = {IN(S3(2, 6, 4)), IN(S3(2, 4, 9)), IN(S3(6, 2, 3))},
     .attrs = {.pool_stride = S1(2), .pool_pads = S2(1, 2), .conv_dilation = S1(2), .groups = 2}},
    {.name = "2-d dy [1, 3, 4, 3] x [1, 2, 5, 5] weight [3, 2, 2, 3]",
     .in = {IN(S4(1, 3, 4, 3)), IN(S4(1, 2, 5, 5)), IN(S4(3, 2, 2, 3))}},
};

static const sy_ck_case conv_backward_bias_cases[] = {
    {.name = "dy [2, 3, 4]", .in = {IN(S3(2, 3, 4))}},
    {.name = "transposed dy [2, 3, 4, 5]", .in = {IN_T(S4(2, 3, 5, 4), 2, 3)}},
    {.name = "dy [1, 2, 2, 3, 2]", .in = {IN(S5(1, 2, 2, 3, 2))}},
    {.name = "empty dy [0, 3, 4]", .in = {IN(S3(0, 3, 4))}},
};

/* conv_transpose: x [N, C, D1..Dk], weight [C, M / groups, K1..Kk], bias [M] */
static const sy_ck_case conv_transpose_cases[] = {
    {.name = "1-d [1, 2, 5] * [2, 3, 3]", .in = {IN(S3(1, 2, 5)), IN(S3(2, 3, 3)), IN(S1(3))}},
    {.name = "1-d [2, 4, 3] groups 2 stride 3 pads 1, 0 dilation 2 output_padding 2",
     .in = {IN(S3(2, 4, 3)), IN(S3(4, 1, 2)), IN(S1(2))},
     .attrs = {.pool_stride = S1(3), .pool_pads = S2(1, 0), .conv_dilation = S1(2), .groups = 2,
               .conv_output_padding = S1(2)}},
    {.name = "3-d [1, 2, 2, 3, 2] * [2, 2, 2, 2, 2] stride 2, 1, 2 output_padding 1, 0, 0",
     .in = {IN(S5(1, 2, 2, 3, 2)), IN(S5(2, 2, 2, 2, 2)), IN(S1(2))},
     .attrs = {.pool_stride = S3(2, 1, 2), .conv_output_padding = S3(1, 0, 0)}},
    {.name = "empty [0, 2, 3] * [2, 3, 3]", .in = {IN(S3(0, 2, 3)), IN(S3(2, 3, 3)), IN(S1(3))}},
};

/* dy of the shape conv_transpose of x and weight gives, weight, x */
static const sy_ck_case conv_transpose_backward_input_cases[] = {
    {.name = "1-d dy [2, 2, 10] weight [4, 1, 2] x [2, 4, 3] groups 2 stride 3 pads 1, 0 dilation 2 output_padding 2",
     .in = {IN(S3(2, 2, 10)), IN(S3(4, 1, 2)), IN(S3(2, 4, 3))},
     .attrs = {.pool_stride = S1(3), .pool_pads = S2(1, 0), .conv_dilation = S1(2), .groups = 2,
               .conv_output_padding = S1(2)}},
    {.name = "3-d dy [1, 2, 5, 4, 4] weight [2, 2, 2, 2, 2] x [1, 2, 2, 3, 2] stride 2, 1, 2 output_padding 1, 0, 0",
     .in = {IN(S5(1, 2, 5, 4, 4)), IN(S5(2, 2, 2, 2, 2)), IN(S5(1, 2, 2, 3, 2))},
     .attrs = {.pool_stride = S3(2, 1, 2), .conv_output_padding = S3(1, 0, 0)}},
};

/* dy of the shape avg_pool of .shape gives */
static const sy_ck_case avg_pool_backward_cases[] = {
    {.name = "dy [1, 1, 2, 2] into [1, 1, 4, 4] kernel 2 stride 2",
     .in = {IN(S4(1, 1, 2, 2))},
     .attrs = {.shape = S4(1, 1, 4, 4), .pool_kernel = S2(2, 2), .pool_stride = S2(2, 2)}},
    {.name = "transposed dy [2, 3, 3, 2] into [2, 3, 5, 4] kernel 3x2 stride 2 pads 1, 0, 0, 1 ceil",
     .in = {IN_T(S4(2, 3, 2, 3), 2, 3)},
     .attrs = {.shape = S4(2, 3, 5, 4), .pool_kernel = S2(3, 2), .pool_stride = S2(2, 2),
               .pool_pads = {4, {1, 0, 0, 1}}, .ceil_mode = true}},
    {.name = "dy [2, 3, 8] into [2, 3, 7] kernel 3 pads 1, 2 count_include_pad",
     .in = {IN(S3(2, 3, 8))},
     .attrs = {.shape = S3(2, 3, 7), .pool_kernel = S1(3), .pool_pads = S2(1, 2), .count_include_pad = true}},
    {.name = "empty dy [0, 2, 1, 1] into [0, 2, 3, 3]",
     .in = {IN(S4(0, 2, 1, 1))},
     .attrs = {.shape = S4(0, 2, 3, 3), .pool_kernel = S2(2, 2), .pool_stride = S2(2, 2)}},
};

/* dy and indices of one shape, x's shape in .shape; indices 0..2 (SY_CK_DATA_INDEX) */
static const sy_ck_case max_pool2d_backward_cases[] = {
    {.name = "dy [1, 1, 2, 2] into [1, 1, 4, 4]", .in = {IN(S4(1, 1, 2, 2)), IN(S4(1, 1, 2, 2))},
     .attrs = {.shape = S4(1, 1, 4, 4)}},
    {.name = "transposed dy [2, 3, 3, 2] into [2, 3, 5, 5]", .in = {IN_T(S4(2, 3, 2, 3), 2, 3), IN(S4(2, 3, 3, 2))},
     .attrs = {.shape = S4(2, 3, 5, 5)}},
    {.name = "empty dy [0, 2, 1, 1] into [0, 2, 3, 3]", .in = {IN(S4(0, 2, 1, 1)), IN(S4(0, 2, 1, 1))},
     .attrs = {.shape = S4(0, 2, 3, 3)}},
};

/* x, weight [M, C / groups, kH, kW], bias [M] */
static const sy_ck_case conv2d_cases[] = {
    {.name = "[1, 2, 5, 5] * [3, 2, 3, 3]", .in = {IN(S4(1, 2, 5, 5)), IN(S4(3, 2, 3, 3)), IN(S1(3))}},
    {.name = "[2, 4, 6, 5] groups 2 stride 2 pads 1, 0, 2, 1",
     .in = {IN(S4(2, 4, 6, 5)), IN(S4(4, 2, 2, 3)), IN(S1(4))},
     .attrs = {.stride = {2, 2}, .pads = {1, 0, 2, 1}, .groups = 2}},
    {.name = "transposed x, dilation 2",
     .in = {IN_T(S4(1, 3, 7, 6), 2, 3), IN(S4(2, 3, 2, 2)), IN(S1(2))},
     .attrs = {.dilation = {2, 2}}},
    {.name = "depthwise [1, 3, 4, 4] groups 3",
     .in = {IN(S4(1, 3, 4, 4)), IN(S4(3, 1, 3, 3)), IN(S1(3))},
     .attrs = {.pads = {1, 1, 1, 1}, .groups = 3}},
};

/* conv2d's gradient ops: dy of the shape conv2d of x and weight gives */
static const sy_ck_case conv2d_backward_input_cases[] = {
    {.name = "dy [1, 3, 3, 3], weight [3, 2, 3, 3], x [1, 2, 5, 5]",
     .in = {IN(S4(1, 3, 3, 3)), IN(S4(3, 2, 3, 3)), IN(S4(1, 2, 5, 5))}},
    {.name = "groups 2, stride 2, pads 1, 0, 2, 1",
     .in = {IN(S4(2, 4, 4, 2)), IN(S4(4, 2, 2, 3)), IN(S4(2, 4, 6, 5))},
     .attrs = {.stride = {2, 2}, .pads = {1, 0, 2, 1}, .groups = 2}},
    {.name = "transposed dy, dilation 2",
     .in = {IN_T(S4(1, 2, 4, 3), 2, 3), IN(S4(2, 3, 2, 2)), IN(S4(1, 3, 5, 6))},
     .attrs = {.dilation = {2, 2}}},
};

static const sy_ck_case conv2d_backward_weight_cases[] = {
    {.name = "dy [1, 3, 3, 3], x [1, 2, 5, 5], weight [3, 2, 3, 3]",
     .in = {IN(S4(1, 3, 3, 3)), IN(S4(1, 2, 5, 5)), IN(S4(3, 2, 3, 3))}},
    {.name = "groups 2, stride 2, pads 1, 0, 2, 1",
     .in = {IN(S4(2, 4, 4, 2)), IN(S4(2, 4, 6, 5)), IN(S4(4, 2, 2, 3))},
     .attrs = {.stride = {2, 2}, .pads = {1, 0, 2, 1}, .groups = 2}},
    {.name = "transposed x, dilation 2",
     .in = {IN(S4(1, 2, 3, 4)), IN_T(S4(1, 3, 6, 5), 2, 3), IN(S4(2, 3, 2, 2))},
     .attrs = {.dilation = {2, 2}}},
};

/* ---- shape and layout ops ---- */

/* k (an i64 input, -2..2) and upper */
static const sy_ck_case trilu_cases[] = {
    {.name = "[3, 4] upper", .in = {IN(S2(3, 4)), IN(S0)}, .attrs = {.upper = true}},
    {.name = "transposed [5, 3]^T lower", .in = {IN_T(S2(5, 3), 0, 1), IN(S1(1))}},
    {.name = "[2, 3, 3] upper", .in = {IN(S3(2, 3, 3)), IN(S0)}, .attrs = {.upper = true}},
    {.name = "empty [2, 0, 3] lower", .in = {IN(S3(2, 0, 3)), IN(S0)}},
};

/* dropout: ratio [] in [0, 1) (UNIT: 0 .. 0.9) and training_mode [] (POS: true; UNIT: either), seeds */
static const sy_ck_case dropout_cases[] = {
    {.name = "[3, 4] training", .in = {IN(S2(3, 4)), {.base = S0, .data = SY_CK_DATA_UNIT}, {.base = S0, .data = SY_CK_DATA_POS}}},
    {.name = "transposed [5, 3]^T seed 7", .in = {IN_T(S2(5, 3), 0, 1), {.base = S0, .data = SY_CK_DATA_UNIT}, {.base = S1(1), .data = SY_CK_DATA_UNIT}},
     .attrs = {.seed = 7}},
    {.name = "extremes [700] training", .in = {IN_EXT(S1(700)), {.base = S1(1), .data = SY_CK_DATA_UNIT}, {.base = S0, .data = SY_CK_DATA_POS}},
     .attrs = {.seed = 4294967295}},
};

/* blocksize, mode in .dim0 (0 DCR, 1 CRD) */
static const sy_ck_case depth_to_space_cases[] = {
    {.name = "[1, 8, 2, 3] b 2 DCR", .in = {IN(S4(1, 8, 2, 3))}, .attrs = {.blocksize = 2}},
    {.name = "transposed [2, 4, 3, 2] b 2 CRD", .in = {IN_T(S4(2, 4, 2, 3), 2, 3)}, .attrs = {.blocksize = 2, .dim0 = 1}},
    {.name = "[1, 9, 1, 2] b 3 CRD", .in = {IN(S4(1, 9, 1, 2))}, .attrs = {.blocksize = 3, .dim0 = 1}},
};

static const sy_ck_case space_to_depth_cases[] = {
    {.name = "[1, 2, 4, 6] b 2", .in = {IN(S4(1, 2, 4, 6))}, .attrs = {.blocksize = 2}},
    {.name = "transposed [2, 1, 6, 3] b 3", .in = {IN_T(S4(2, 1, 3, 6), 2, 3)}, .attrs = {.blocksize = 3}},
    {.name = "[1, 2, 4, 6] b 2 CRD", .in = {IN(S4(1, 2, 4, 6))}, .attrs = {.blocksize = 2, .dim0 = 1}},
};

/* k in .k, the result's dtype in .dtype (0: f32) */
static const sy_ck_case eye_like_cases[] = {
    {.name = "[3, 4]", .in = {IN(S2(3, 4))}},
    {.name = "transposed [4, 3]^T k 1", .in = {IN_T(S2(4, 3), 0, 1)}, .attrs = {.k = 1}},
    {.name = "[4, 2] k -3", .in = {IN(S2(4, 2))}, .attrs = {.k = -3, .dtype = SY_DTYPE_I64}},
};

/* random draws: the seed in .seed, the result's dtype the one under test
 * (sy_ck_dtype_keyed); uniform's low and high, normal's mean and scale in
 * .value and .value2 */
static const sy_ck_case random_uniform_like_cases[] = {
    {.name = "[3, 4] in [-2, 3)", .in = {IN(S2(3, 4))}, .attrs = {.value = -2, .value2 = 3, .seed = 5}},
    {.name = "transposed [4, 3]^T in [0, 1)", .in = {IN_T(S2(4, 3), 0, 1)}, .attrs = {.value = 0, .value2 = 1, .seed = 1}},
    {.name = "[0, 3]", .in = {IN(S2(0, 3))}, .attrs = {.value = 0, .value2 = 1}},
};

static const sy_ck_case random_normal_like_cases[] = {
    {.name = "[3, 4] mean 1 scale 2", .in = {IN(S2(3, 4))}, .attrs = {.value = 1, .value2 = 2, .seed = 9}},
    {.name = "[2, 1, 5]", .in = {IN(S3(2, 1, 5))}, .attrs = {.value = 0, .value2 = 1}},
};

static const sy_ck_case bernoulli_cases[] = {
    {.name = "[3, 4]", .in = {{.base = S2(3, 4), .data = SY_CK_DATA_UNIT}}, .attrs = {.seed = 3}},
    {.name = "transposed [4, 3]^T", .in = {{.base = S2(4, 3), .view = SY_CK_VIEW_T, .d0 = 0, .d1 = 1,
                                            .data = SY_CK_DATA_UNIT}}},
};

/* sample_size in .k */
static const sy_ck_case multinomial_cases[] = {
    {.name = "[2, 5] 7 samples", .in = {IN(S2(2, 5))}, .attrs = {.k = 7, .seed = 11}},
    {.name = "[3, 4] 1 sample", .in = {IN(S2(3, 4))}, .attrs = {.k = 1}},
};

static const sy_ck_case flip_cases[] = {
    {.name = "[2, 3] along 1", .in = {IN(S2(2, 3))}, .attrs = {.axes = S1(1)}},
    {.name = "transposed [3, 2]^T along 0, -1", .in = {IN_T(S2(3, 2), 0, 1)}, .attrs = {.axes = S2(0, -1)}},
    {.name = "[2, 1, 3] along 2, 0", .in = {IN(S3(2, 1, 3))}, .attrs = {.axes = S2(2, 0)}},
    {.name = "[0, 3] along 0", .in = {IN(S2(0, 3))}, .attrs = {.axes = S1(0)}},
    {.name = "scalar, no axes", .in = {IN(S0)}, .attrs = {.axes = S0}},
};

/* gelu (x) and gelu_backward (dy, x): approximate none (0) and tanh (1) in .dim0 */
static const sy_ck_case gelu_cases[] = {
    {.name = "[3, 4] none", .in = {IN(S2(3, 4))}},
    {.name = "extremes [4, 6] tanh", .in = {IN_EXT(S2(4, 6))}, .attrs = {.dim0 = 1}},
    {.name = "transposed [5, 3]^T tanh", .in = {IN_T(S2(5, 3), 0, 1)}, .attrs = {.dim0 = 1}},
    {.name = "scalar none", .in = {IN(S0)}},
    {.name = "empty [0, 3] none", .in = {IN(S2(0, 3))}},
};
static const sy_ck_case gelu_backward_cases[] = {
    {.name = "[3, 4] none", .in = {IN(S2(3, 4)), IN(S2(3, 4))}},
    {.name = "transposed dy [5, 3]^T tanh", .in = {IN_T(S2(5, 3), 0, 1), IN(S2(3, 5))}, .attrs = {.dim0 = 1}},
    {.name = "scalar tanh", .in = {IN(S0), IN(S0)}, .attrs = {.dim0 = 1}},
};

static const sy_ck_case tile_cases[] = {
    {.name = "[2, 3] by 2, 3", .in = {IN(S2(2, 3))}, .attrs = {.repeats = S2(2, 3)}},
    {.name = "transposed [3, 2]^T by 1, 2", .in = {IN_T(S2(3, 2), 0, 1)}, .attrs = {.repeats = S2(1, 2)}},
    {.name = "[2, 1, 2] by 3, 2, 1", .in = {IN(S3(2, 1, 2))}, .attrs = {.repeats = S3(3, 2, 1)}},
    {.name = "scalar", .in = {IN(S0)}, .attrs = {.repeats = S0}},
};

/* dy of tile's result shape, x's shape in .shape */
static const sy_ck_case tile_backward_cases[] = {
    {.name = "dy [4, 9] by 2, 3", .in = {IN(S2(4, 9))}, .attrs = {.shape = S2(2, 3), .repeats = S2(2, 3)}},
    {.name = "transposed dy [4, 2]^T by 1, 2", .in = {IN_T(S2(4, 2), 0, 1)}, .attrs = {.shape = S2(2, 2), .repeats = S2(1, 2)}},
    {.name = "dy [0, 3] by 0, 1", .in = {IN(S2(0, 3))}, .attrs = {.shape = S2(2, 3), .repeats = S2(0, 1)}},
};

/* the activations of float parameters (ew_alpha, ew_alpha_beta): alpha in
 * .value, beta in .value2 */
static const sy_ck_case act_cases[] = {
    {.name = "[3, 4] alpha 0.5, beta 0.25", .in = {IN(S2(3, 4))}, .attrs = {.value = 0.5, .value2 = 0.25}},
    {.name = "extremes [4, 6] alpha 1.5, beta -1", .in = {IN_EXT(S2(4, 6))}, .attrs = {.value = 1.5, .value2 = -1}},
    {.name = "transposed [5, 3]^T alpha 0.2, beta 0.5", .in = {IN_T(S2(5, 3), 0, 1)},
     .attrs = {.value = 0.2, .value2 = 0.5}},
    {.name = "scalar alpha 1, beta 1", .in = {IN(S0)}, .attrs = {.value = 1, .value2 = 1}},
    {.name = "empty [0, 3] alpha 1, beta 0", .in = {IN(S2(0, 3))}, .attrs = {.value = 1}},
};

/* prelu: slope broadcast to x (unidirectionally) */
static const sy_ck_case prelu_cases[] = {
    {.name = "[3, 4] slope [4]", .in = {IN(S2(3, 4)), IN(S1(4))}},
    {.name = "extremes [4, 6] slope [4, 1]", .in = {IN_EXT(S2(4, 6)), IN(S2(4, 1))}},
    {.name = "transposed [5, 3]^T slope [5, 3]", .in = {IN_T(S2(5, 3), 0, 1), IN(S2(3, 5))}},
    {.name = "[2, 3, 4] slope [3, 1]", .in = {IN(S3(2, 3, 4)), IN(S2(3, 1))}},
    {.name = "scalar, slope scalar", .in = {IN(S0), IN(S0)}},
};

/* clip: x, low and high of one element each (a rank-0 tensor or [1]) */
/* nll_loss: targets 0, 1, 2 (SY_CK_DATA_INDEX), C of 3 or more, ignore_index
 * one of them or none; the gradient op: dy of the loss's shape, x's in .shape */
#define NO_IGNORE (INT64_MIN / 4) /* ignore_index's default: none */
static const sy_ck_case nll_loss_cases[] = {
    {.name = "[4, 3] mean", .in = {IN(S2(4, 3)), IN(S1(4)), IN(S1(3))},
     .attrs = {.reduction = SY_NLL_LOSS_REDUCTION_MEAN, .ignore_index = NO_IGNORE}},
    {.name = "[2, 5, 3] none ignore 1", .in = {IN(S3(2, 5, 3)), IN(S2(2, 3)), IN(S1(5))},
     .attrs = {.reduction = SY_NLL_LOSS_REDUCTION_NONE, .ignore_index = 1}},
    {.name = "transposed [3, 4]^T sum ignore 0", .in = {IN_T(S2(3, 4), 0, 1), IN(S1(4)), IN(S1(3))},
     .attrs = {.reduction = SY_NLL_LOSS_REDUCTION_SUM, .ignore_index = 0}},
    {.name = "[2, 3, 2, 2] mean ignore 2", .in = {IN(S4(2, 3, 2, 2)), IN(S3(2, 2, 2)), IN(S1(3))},
     .attrs = {.reduction = SY_NLL_LOSS_REDUCTION_MEAN, .ignore_index = 2}},
    {.name = "[0, 3] sum", .in = {IN(S2(0, 3)), IN(S1(0)), IN(S1(3))},
     .attrs = {.reduction = SY_NLL_LOSS_REDUCTION_SUM, .ignore_index = NO_IGNORE}},
};
static const sy_ck_case nll_loss_backward_cases[] = {
    {.name = "dy [] into [4, 3] mean", .in = {IN(S0), IN(S1(4)), IN(S1(3))},
     .attrs = {.shape = S2(4, 3), .reduction = SY_NLL_LOSS_BACKWARD_REDUCTION_MEAN, .ignore_index = NO_IGNORE}},
    {.name = "dy [2, 3] into [2, 5, 3] none ignore 1", .in = {IN(S2(2, 3)), IN(S2(2, 3)), IN(S1(5))},
     .attrs = {.shape = S3(2, 5, 3), .reduction = SY_NLL_LOSS_BACKWARD_REDUCTION_NONE, .ignore_index = 1}},
    {.name = "transposed dy [3, 2]^T into [2, 4, 3] none", .in = {IN_T(S2(3, 2), 0, 1), IN(S2(2, 3)), IN(S1(4))},
     .attrs = {.shape = S3(2, 4, 3), .reduction = SY_NLL_LOSS_BACKWARD_REDUCTION_NONE, .ignore_index = NO_IGNORE}},
    {.name = "dy [] into [3, 3] sum ignore 0", .in = {IN(S0), IN(S1(3)), IN(S1(3))},
     .attrs = {.shape = S2(3, 3), .reduction = SY_NLL_LOSS_BACKWARD_REDUCTION_SUM, .ignore_index = 0}},
};
#undef NO_IGNORE

/* resize: every mode and transform; roi (values 0 to 0.9) and scales (positive, used as given) */
#define RZ(m, t) .resize_mode = SY_RESIZE_MODE_##m, .transform = SY_RESIZE_TRANSFORM_##t
static const sy_ck_case resize_cases[] = {
    {.name = "[1, 1, 2, 3] nearest half_pixel to [1, 1, 4, 5]", .in = {IN(S4(1, 1, 2, 3)), IN(S1(8)), IN(S1(4))},
     .attrs = {.shape = S4(1, 1, 4, 5), RZ(NEAREST, HALF_PIXEL)}},
    {.name = "[3, 4] linear align_corners to [5, 2]", .in = {IN(S2(3, 4)), IN(S1(4)), IN(S1(2))},
     .attrs = {.shape = S2(5, 2), RZ(LINEAR, ALIGN_CORNERS)}},
    {.name = "transposed [5, 3]^T cubic asymmetric to [4, 7]", .in = {IN_T(S2(5, 3), 0, 1), IN(S1(4)), IN(S1(2))},
     .attrs = {.shape = S2(4, 7), RZ(CUBIC, ASYMMETRIC), .cubic_a = -0.75}},
    {.name = "[2, 3, 4] cubic pytorch_half_pixel exclude_outside to [2, 1, 6]",
     .in = {IN(S3(2, 3, 4)), IN(S1(6)), IN(S1(3))},
     .attrs = {.shape = S3(2, 1, 6), RZ(CUBIC, PYTORCH_HALF_PIXEL), .cubic_a = -0.5, .exclude_outside = true}},
    {.name = "[4, 4] linear tf_crop_and_resize to [3, 3]", .in = {IN(S2(4, 4)), IN(S1(4)), IN(S1(2))},
     .attrs = {.shape = S2(3, 3), RZ(LINEAR, TF_CROP_AND_RESIZE), .extrapolation = 10}},
    {.name = "[5] nearest ceil tf_half_pixel_for_nn to [3]", .in = {IN(S1(5)), IN(S1(2)), IN(S1(1))},
     .attrs = {.shape = S1(3), RZ(NEAREST, TF_HALF_PIXEL_FOR_NN), .nearest_mode = SY_RESIZE_NEAREST_MODE_CEIL}},
};
#undef RZ
#define RZ(m, t) .resize_mode = SY_RESIZE_BACKWARD_MODE_##m, .transform = SY_RESIZE_BACKWARD_TRANSFORM_##t
static const sy_ck_case resize_backward_cases[] = {
    {.name = "dy [1, 1, 4, 5] nearest half_pixel into [1, 1, 2, 3]", .in = {IN(S4(1, 1, 4, 5)), IN(S1(8)), IN(S1(4))},
     .attrs = {.shape = S4(1, 1, 2, 3), RZ(NEAREST, HALF_PIXEL)}},
    {.name = "dy [5, 2] linear align_corners into [3, 4]", .in = {IN(S2(5, 2)), IN(S1(4)), IN(S1(2))},
     .attrs = {.shape = S2(3, 4), RZ(LINEAR, ALIGN_CORNERS)}},
    {.name = "transposed dy [7, 4]^T cubic asymmetric into [3, 5]", .in = {IN_T(S2(7, 4), 0, 1), IN(S1(4)), IN(S1(2))},
     .attrs = {.shape = S2(3, 5), RZ(CUBIC, ASYMMETRIC), .cubic_a = -0.75}},
    {.name = "dy [3, 3] linear tf_crop_and_resize into [4, 4]", .in = {IN(S2(3, 3)), IN(S1(4)), IN(S1(2))},
     .attrs = {.shape = S2(4, 4), RZ(LINEAR, TF_CROP_AND_RESIZE)}},
};
#undef RZ
/* mse_loss: x and target of one shape; the gradient op: dy of the loss's shape */
static const sy_ck_case mse_loss_cases[] = {
    {.name = "[4, 3] mean", .in = {IN(S2(4, 3)), IN(S2(4, 3))}, .attrs = {.reduction = SY_MSE_LOSS_REDUCTION_MEAN}},
    {.name = "[2, 5, 3] none", .in = {IN(S3(2, 5, 3)), IN(S3(2, 5, 3))},
     .attrs = {.reduction = SY_MSE_LOSS_REDUCTION_NONE}},
    {.name = "transposed [3, 4]^T sum", .in = {IN_T(S2(3, 4), 0, 1), IN(S2(4, 3))},
     .attrs = {.reduction = SY_MSE_LOSS_REDUCTION_SUM}},
    {.name = "[] mean", .in = {IN(S0), IN(S0)}, .attrs = {.reduction = SY_MSE_LOSS_REDUCTION_MEAN}},
    {.name = "[0, 3] sum", .in = {IN(S2(0, 3)), IN(S2(0, 3))}, .attrs = {.reduction = SY_MSE_LOSS_REDUCTION_SUM}},
};
/* embedding: rows 0..2 (SY_CK_DATA_INDEX) of a weight of 3 or more rows */
static const sy_ck_case embedding_cases[] = {
    {.name = "[3, 4] at [2]", .in = {IN(S2(3, 4)), IN(S1(2))}},
    {.name = "transposed [4, 3]^T at [2, 5]", .in = {IN_T(S2(4, 3), 0, 1), IN(S2(2, 5))}},
    {.name = "[5, 2] at scalar", .in = {IN(S2(5, 2)), IN(S0)}},
    {.name = "[3, 0] at [4]", .in = {IN(S2(3, 0)), IN(S1(4))}},
};
static const sy_ck_case mse_loss_backward_cases[] = {
    {.name = "dy [] [4, 3] mean", .in = {IN(S0), IN(S2(4, 3)), IN(S2(4, 3))},
     .attrs = {.reduction = SY_MSE_LOSS_BACKWARD_REDUCTION_MEAN}},
    {.name = "dy [2, 3] none wrt target", .in = {IN(S2(2, 3)), IN(S2(2, 3)), IN(S2(2, 3))},
     .attrs = {.reduction = SY_MSE_LOSS_BACKWARD_REDUCTION_NONE, .wrt_target = true}},
    {.name = "transposed x [3, 2]^T sum", .in = {IN(S0), IN_T(S2(3, 2), 0, 1), IN(S2(2, 3))},
     .attrs = {.reduction = SY_MSE_LOSS_BACKWARD_REDUCTION_SUM}},
};

/* grid_sample: every mode and padding_mode, both align_corners; grid values of SY_CK_DATA_ANY fall inside
 * and outside [-1, 1] */
#define GS(m, p) .gs_mode = SY_GRID_SAMPLE_MODE_##m, .padding_mode = SY_GRID_SAMPLE_PADDING_MODE_##p
static const sy_ck_case grid_sample_cases[] = {
    {.name = "[2, 3, 4, 5] at [2, 3, 2, 2] bilinear zeros", .in = {IN(S4(2, 3, 4, 5)), IN(S4(2, 3, 2, 2))},
     .attrs = {GS(BILINEAR, ZEROS)}},
    {.name = "[1, 2, 3, 3] at [1, 4, 1, 2] nearest border align_corners",
     .in = {IN(S4(1, 2, 3, 3)), IN(S4(1, 4, 1, 2))}, .attrs = {GS(NEAREST, BORDER), .align_corners = true}},
    {.name = "transposed [1, 1, 4, 3]^T at [1, 2, 3, 2] bicubic reflection",
     .in = {IN_T(S4(1, 1, 3, 4), 2, 3), IN(S4(1, 2, 3, 2))}, .attrs = {GS(BICUBIC, REFLECTION)}},
    {.name = "[1, 2, 1, 1] at [1, 2, 2, 2] bilinear reflection align_corners",
     .in = {IN(S4(1, 2, 1, 1)), IN(S4(1, 2, 2, 2))}, .attrs = {GS(BILINEAR, REFLECTION), .align_corners = true}},
    {.name = "[0, 2, 3, 3] at [0, 2, 2, 2] bicubic border", .in = {IN(S4(0, 2, 3, 3)), IN(S4(0, 2, 2, 2))},
     .attrs = {GS(BICUBIC, BORDER)}},
};
#undef GS
#define GS(m, p) .gs_mode = SY_GRID_SAMPLE_BACKWARD_MODE_##m, .padding_mode = SY_GRID_SAMPLE_BACKWARD_PADDING_MODE_##p
static const sy_ck_case grid_sample_backward_cases[] = {
    {.name = "dy [2, 3, 3, 2] x [2, 3, 4, 5] bilinear zeros wrt x",
     .in = {IN(S4(2, 3, 3, 2)), IN(S4(2, 3, 4, 5)), IN(S4(2, 3, 2, 2))}, .attrs = {GS(BILINEAR, ZEROS)}},
    {.name = "dy [1, 2, 2, 3] bicubic border align_corners wrt grid",
     .in = {IN(S4(1, 2, 2, 3)), IN(S4(1, 2, 3, 4)), IN(S4(1, 2, 3, 2))},
     .attrs = {GS(BICUBIC, BORDER), .align_corners = true, .wrt_grid = true}},
    {.name = "dy [1, 1, 2, 2] nearest reflection wrt grid",
     .in = {IN(S4(1, 1, 2, 2)), IN(S4(1, 1, 3, 3)), IN(S4(1, 2, 2, 2))},
     .attrs = {GS(NEAREST, REFLECTION), .wrt_grid = true}},
};
#undef GS
/* max_unpool: indices 0, 1, 2 (SY_CK_DATA_INDEX, repeated: a later element overwrites) into results of 3 or
 * more elements; 1 to 3 spatial axes, output_shape equal to the inferred shape */
static const sy_ck_case max_unpool_cases[] = {
    {.name = "1-d [2, 1, 3] kernel 2 stride 2", .in = {IN(S3(2, 1, 3)), IN(S3(2, 1, 3))},
     .attrs = {.pool_kernel = S1(2), .pool_stride = S1(2)}},
    {.name = "2-d transposed [1, 2, 3, 2]^T kernel 3x2 pads 1, 0, 0, 1 output_shape [1, 2, 4, 2]",
     .in = {IN_T(S4(1, 2, 2, 3), 2, 3), IN(S4(1, 2, 3, 2))},
     .attrs = {.pool_kernel = S2(3, 2), .pool_pads = S4(1, 0, 0, 1), .output_shape = S4(1, 2, 4, 2)}},
    {.name = "3-d [1, 1, 2, 2, 1] kernel 2, 2, 3 stride 2", .in = {IN(S5(1, 1, 2, 2, 1)), IN(S5(1, 1, 2, 2, 1))},
     .attrs = {.pool_kernel = S3(2, 2, 3), .pool_stride = S3(2, 2, 2)}},
    {.name = "empty [0, 2, 2, 2] kernel 2", .in = {IN(S4(0, 2, 2, 2)), IN(S4(0, 2, 2, 2))},
     .attrs = {.pool_kernel = S2(2, 2)}},
};
/* col2im: x [N, C * B, L] into image_shape (.shape), block_shape in .pool_kernel, stride and pads in
 * .pool_stride and .pool_pads, dilation in .conv_dilation; 1 to 3 spatial axes, overlapping blocks */
static const sy_ck_case col2im_cases[] = {
    {.name = "2-d [1, 8, 12] into 4x5 block 2x2", .in = {IN(S3(1, 8, 12))},
     .attrs = {.shape = S2(4, 5), .pool_kernel = S2(2, 2)}},
    {.name = "1-d [2, 9, 3] into 7 block 3 stride 2 pads 1, 1 dilation 2", .in = {IN(S3(2, 9, 3))},
     .attrs = {.shape = S1(7), .pool_kernel = S1(3), .pool_stride = S1(2), .pool_pads = S2(1, 1),
               .conv_dilation = S1(2)}},
    {.name = "3-d [1, 4, 4] into 3x3x2 block 2x1x2 stride 1, 2, 1", .in = {IN(S3(1, 4, 4))},
     .attrs = {.shape = S3(3, 3, 2), .pool_kernel = S3(2, 1, 2), .pool_stride = S3(1, 2, 1)}},
    {.name = "transposed [1, 12, 8]^T into 4x5 block 2x2", .in = {IN_T(S3(1, 12, 8), 1, 2)},
     .attrs = {.shape = S2(4, 5), .pool_kernel = S2(2, 2)}},
    {.name = "extremes [1, 8, 12] into 4x5 block 2x2", .in = {IN_EXT(S3(1, 8, 12))},
     .attrs = {.shape = S2(4, 5), .pool_kernel = S2(2, 2)}},
    {.name = "empty [0, 8, 12] into 4x5 block 2x2", .in = {IN(S3(0, 8, 12))},
     .attrs = {.shape = S2(4, 5), .pool_kernel = S2(2, 2)}},
};
/* im2col: x [N, C, I1..Ik], the attributes as col2im's */
static const sy_ck_case im2col_cases[] = {
    {.name = "2-d [1, 2, 4, 5] block 2x2", .in = {IN(S4(1, 2, 4, 5))}, .attrs = {.pool_kernel = S2(2, 2)}},
    {.name = "1-d [2, 3, 7] block 3 stride 2 pads 1, 1 dilation 2", .in = {IN(S3(2, 3, 7))},
     .attrs = {.pool_kernel = S1(3), .pool_stride = S1(2), .pool_pads = S2(1, 1), .conv_dilation = S1(2)}},
    {.name = "3-d [1, 1, 3, 3, 2] block 2x1x2 stride 1, 2, 1", .in = {IN(S5(1, 1, 3, 3, 2))},
     .attrs = {.pool_kernel = S3(2, 1, 2), .pool_stride = S3(1, 2, 1)}},
    {.name = "transposed [1, 2, 5, 4]^T block 2x3 pads 0, 1, 1, 0", .in = {IN_T(S4(1, 2, 5, 4), 2, 3)},
     .attrs = {.pool_kernel = S2(2, 3), .pool_pads = S4(0, 1, 1, 0)}},
    {.name = "extremes [1, 2, 4, 5] block 2x2", .in = {IN_EXT(S4(1, 2, 4, 5))}, .attrs = {.pool_kernel = S2(2, 2)}},
    {.name = "empty [0, 2, 4, 5] block 2x2", .in = {IN(S4(0, 2, 4, 5))}, .attrs = {.pool_kernel = S2(2, 2)}},
};
/* its gradient: dy [N, C, O..] read at indices 0, 1, 2 */
static const sy_ck_case max_unpool_backward_cases[] = {
    {.name = "dy [1, 2, 6] at [1, 2, 3]", .in = {IN(S3(1, 2, 6)), IN(S3(1, 2, 3))}},
    {.name = "dy [2, 1, 4, 4] at [2, 1, 2, 2]", .in = {IN(S4(2, 1, 4, 4)), IN(S4(2, 1, 2, 2))}},
};

static const sy_ck_case clip_cases[] = {
    {.name = "[3, 4] low [], high []", .in = {IN(S2(3, 4)), IN(S0), IN(S0)}},
    {.name = "extremes [4, 6] low [1], high []", .in = {IN_EXT(S2(4, 6)), IN(S1(1)), IN(S0)}},
    {.name = "transposed [5, 3]^T low [1, 1], high [1]",
     .in = {IN_T(S2(5, 3), 0, 1), IN(S2(1, 1)), IN(S1(1))}},
    {.name = "scalar", .in = {IN(S0), IN(S0), IN(S0)}},
};

void sy_ck_window_defaults(sy_ck_attrs *a)
{
    for (int j = 0; j < 2; j++) {
        a->stride[j] = a->stride[j] ? a->stride[j] : 1;
        a->dilation[j] = a->dilation[j] ? a->dilation[j] : 1;
    }
    a->groups = a->groups ? a->groups : 1;
}

const sy_ck_case *sy_ck_cases(sy_op op, size_t *n)
{
#define SY_CK_TABLE(t) (*n = sizeof t / sizeof t[0], t)
    const sy__infer_fn rule = sy__op_table[op].infer;
    *n = 0;
    if (sy_ck_op_collective(op)) /* no communicator here: tests/mpi/check_mpi.c has their cases */
        return NULL;
    if (rule == sy__infer_softmax)
        return SY_CK_TABLE(softmax_cases);
    if (rule == sy__infer_argmax)
        return SY_CK_TABLE(argmax_cases);
    if (rule == sy__infer_concat)
        return SY_CK_TABLE(concat_cases);
    if (rule == sy__infer_stack)
        return SY_CK_TABLE(stack_cases);
    if (rule == sy__infer_nary)
        return SY_CK_TABLE(nary_cases);
    if (rule == sy__infer_same && sy__op_table[op].cls == SY__CLASS_OP && sy__op_table[op].n_attrs == 1 &&
        sy__op_table[op].attrs[0].kind == SY__ATTR_ENUM) /* gelu: an enum of the form, in .dim0 */
        return SY_CK_TABLE(gelu_cases);
    if (rule == sy__infer_gelu_backward)
        return SY_CK_TABLE(gelu_backward_cases);
    if (rule == sy__infer_same && sy__op_table[op].cls == SY__CLASS_OP) /* the predicates: one input, any shape */
        return SY_CK_TABLE(unary_cases);
    if (rule == sy__infer_gather)
        return SY_CK_TABLE(gather_cases);
    if (rule == sy__infer_layer_norm)
        return SY_CK_TABLE(layer_norm_cases);
    if (rule == sy__infer_pad)
        return SY_CK_TABLE(pad_cases);
    if (rule == sy__infer_max_pool2d)
        return SY_CK_TABLE(max_pool2d_cases);
    if (rule == sy__infer_max_pool2d_backward)
        return SY_CK_TABLE(max_pool2d_backward_cases);
    if (rule == sy__infer_conv_transpose2d)
        return SY_CK_TABLE(conv_transpose2d_cases);
    if (rule == sy__infer_conv_transpose2d_backward_input)
        return SY_CK_TABLE(conv_transpose2d_backward_input_cases);
    if (rule == sy__infer_avg_pool)
        return SY_CK_TABLE(avg_pool_cases);
    if (rule == sy__infer_max_pool)
        return SY_CK_TABLE(max_pool_cases);
    if (rule == sy__infer_max_pool_backward)
        return SY_CK_TABLE(max_pool_backward_cases);
    if (rule == sy__infer_conv)
        return SY_CK_TABLE(conv_cases);
    if (rule == sy__infer_conv_backward_input)
        return SY_CK_TABLE(conv_backward_input_cases);
    if (rule == sy__infer_conv_backward_weight)
        return SY_CK_TABLE(conv_backward_weight_cases);
    if (rule == sy__infer_conv_backward_bias)
        return SY_CK_TABLE(conv_backward_bias_cases);
    if (rule == sy__infer_conv_transpose)
        return SY_CK_TABLE(conv_transpose_cases);
    if (rule == sy__infer_conv_transpose_backward_input)
        return SY_CK_TABLE(conv_transpose_backward_input_cases);
    if (rule == sy__infer_avg_pool_backward)
        return SY_CK_TABLE(avg_pool_backward_cases);
    if (rule == sy__infer_group_norm)
        return SY_CK_TABLE(group_norm_cases);
    if (rule == sy__infer_group_norm_backward)
        return SY_CK_TABLE(group_norm_backward_cases);
    if (rule == sy__infer_adaptive_avg_pool || rule == sy__infer_adaptive_max_pool)
        return SY_CK_TABLE(adaptive_pool_cases);
    if (rule == sy__infer_adaptive_avg_pool_backward)
        return SY_CK_TABLE(adaptive_avg_pool_backward_cases);
    if (rule == sy__infer_lp_pool)
        return SY_CK_TABLE(lp_pool_cases);
    if (rule == sy__infer_lp_pool_backward)
        return SY_CK_TABLE(lp_pool_backward_cases);
    if (rule == sy__infer_gather_backward)
        return SY_CK_TABLE(gather_backward_cases);
    if (rule == sy__infer_gather_elements)
        return SY_CK_TABLE(gather_elements_cases);
    if (rule == sy__infer_gather_elements_backward)
        return SY_CK_TABLE(gather_elements_backward_cases);
    if (rule == sy__infer_scatter_elements)
        return SY_CK_TABLE(scatter_elements_cases);
    if (rule == sy__infer_scatter_elements_backward)
        return SY_CK_TABLE(scatter_elements_backward_cases);
    if (rule == sy__infer_gather_nd)
        return SY_CK_TABLE(gather_nd_cases);
    if (rule == sy__infer_gather_nd_backward)
        return SY_CK_TABLE(gather_nd_backward_cases);
    if (rule == sy__infer_scatter_nd)
        return SY_CK_TABLE(scatter_nd_cases);
    if (rule == sy__infer_scatter_nd_backward)
        return SY_CK_TABLE(scatter_nd_backward_cases);
    if (rule == sy__infer_one_hot)
        return SY_CK_TABLE(one_hot_cases);
    if (rule == sy__infer_resize)
        return SY_CK_TABLE(resize_cases);
    if (rule == sy__infer_resize_backward)
        return SY_CK_TABLE(resize_backward_cases);
    if (rule == sy__infer_embedding)
        return SY_CK_TABLE(embedding_cases);
    if (rule == sy__infer_mse_loss)
        return SY_CK_TABLE(mse_loss_cases);
    if (rule == sy__infer_mse_loss_backward)
        return SY_CK_TABLE(mse_loss_backward_cases);
    if (rule == sy__infer_grid_sample)
        return SY_CK_TABLE(grid_sample_cases);
    if (rule == sy__infer_grid_sample_backward)
        return SY_CK_TABLE(grid_sample_backward_cases);
    if (rule == sy__infer_max_unpool)
        return SY_CK_TABLE(max_unpool_cases);
    if (rule == sy__infer_col2im)
        return SY_CK_TABLE(col2im_cases);
    if (rule == sy__infer_im2col)
        return SY_CK_TABLE(im2col_cases);
    if (rule == sy__infer_max_unpool_backward)
        return SY_CK_TABLE(max_unpool_backward_cases);
    if (rule == sy__infer_nll_loss)
        return SY_CK_TABLE(nll_loss_cases);
    if (rule == sy__infer_nll_loss_backward)
        return SY_CK_TABLE(nll_loss_backward_cases);
    if (rule == sy__infer_one_hot_backward)
        return SY_CK_TABLE(one_hot_backward_cases);
    if (rule == sy__infer_slice)
        return SY_CK_TABLE(slice_cases);
    if (rule == sy__infer_slice_backward)
        return SY_CK_TABLE(slice_backward_cases);
    if (rule == sy__infer_cumsum)
        return SY_CK_TABLE(cumsum_cases);
    if (rule == sy__infer_topk)
        return SY_CK_TABLE(topk_cases);
    if (rule == sy__infer_sort)
        return SY_CK_TABLE(sort_cases);
    if (rule == sy__infer_reverse_sequence)
        return SY_CK_TABLE(reverse_sequence_cases);
    if (rule == sy__infer_det)
        return SY_CK_TABLE(det_cases);
    if (rule == sy__infer_nonzero)
        return SY_CK_TABLE(nonzero_cases);
    if (rule == sy__infer_compress)
        return SY_CK_TABLE(compress_cases);
    if (rule == sy__infer_unique)
        return SY_CK_TABLE(unique_cases);
    if (rule == sy__infer_range)
        return SY_CK_TABLE(range_cases);
    if (rule == sy__infer_trilu)
        return SY_CK_TABLE(trilu_cases);
    if (rule == sy__infer_dropout)
        return SY_CK_TABLE(dropout_cases);
    if (rule == sy__infer_depth_to_space)
        return SY_CK_TABLE(depth_to_space_cases);
    if (rule == sy__infer_space_to_depth || rule == sy__infer_depth_to_space_backward)
        return SY_CK_TABLE(space_to_depth_cases);
    if (rule == sy__infer_eye_like)
        return SY_CK_TABLE(eye_like_cases);
    if (rule == sy__infer_random_uniform_like)
        return SY_CK_TABLE(random_uniform_like_cases);
    if (rule == sy__infer_random_normal_like)
        return SY_CK_TABLE(random_normal_like_cases);
    if (rule == sy__infer_bernoulli)
        return SY_CK_TABLE(bernoulli_cases);
    if (rule == sy__infer_multinomial)
        return SY_CK_TABLE(multinomial_cases);
    if (rule == sy__infer_tile)
        return SY_CK_TABLE(tile_cases);
    if (rule == sy__infer_flip)
        return SY_CK_TABLE(flip_cases);
    if (rule == sy__infer_tile_backward)
        return SY_CK_TABLE(tile_backward_cases);
    if (rule == sy__infer_conv2d)
        return SY_CK_TABLE(conv2d_cases);
    if (rule == sy__infer_conv2d_backward_input)
        return SY_CK_TABLE(conv2d_backward_input_cases);
    if (rule == sy__infer_conv2d_backward_weight)
        return SY_CK_TABLE(conv2d_backward_weight_cases);
    if (rule == sy__infer_clip)
        return SY_CK_TABLE(clip_cases);
    if (rule == sy__infer_prelu)
        return SY_CK_TABLE(prelu_cases);
    if (rule == sy__infer_same && sy__op_table[op].cls == SY__CLASS_OP)
        return SY_CK_TABLE(act_cases);
    switch (sy__op_table[op].cls) {
    case SY__CLASS_FILL:
        return SY_CK_TABLE(fill_cases);
    case SY__CLASS_UNARY:
        return SY_CK_TABLE(unary_cases);
    case SY__CLASS_BINARY:
    case SY__CLASS_COMPARE:
        return SY_CK_TABLE(binary_cases);
    case SY__CLASS_WHERE:
        return SY_CK_TABLE(where_cases);
    case SY__CLASS_MATMUL:
        return SY_CK_TABLE(matmul_cases);
    case SY__CLASS_REDUCE:
        return SY_CK_TABLE(reduce_cases);
    case SY__CLASS_RESHAPE:
        return SY_CK_TABLE(reshape_cases);
    case SY__CLASS_PERMUTE:
        return SY_CK_TABLE(permute_cases);
    case SY__CLASS_TRANSPOSE:
        return SY_CK_TABLE(transpose_cases);
    case SY__CLASS_EXPAND:
        return SY_CK_TABLE(expand_cases);
    case SY__CLASS_CAST:
        return SY_CK_TABLE(cast_cases);
    case SY__CLASS_OP: /* a `kernel: op` family without cases above */
    case SY__CLASS_COUNT:
        break;
    }
#undef SY_CK_TABLE
    *n = 0;
    return NULL;
}

int sy_ck_variants(sy_op op, const sy_ck_case *c)
{
    switch (sy__op_table[op].cls) {
    case SY__CLASS_REDUCE: /* a case of a set of axes: keepdim both ways */
        return SY_IS_AXES(c->attrs.axis) ? 2 : 2 * (2 * sy_ck_logical_shape(&c->in[0]).rank + 1);
    case SY__CLASS_CAST:
        return SY_DTYPE_COUNT;
    default:
        return 1;
    }
}

sy_ck_attrs sy_ck_variant(sy_op op, const sy_ck_case *c, int v)
{
    sy_ck_attrs a = c->attrs;
    switch (sy__op_table[op].cls) {
    case SY__CLASS_REDUCE: {
        int rank = sy_ck_logical_shape(&c->in[0]).rank, ai = v / 2;
        if (!SY_IS_AXES(c->attrs.axis))
            a.axis = ai < 2 * rank ? ai - rank : SY_AXIS_ALL; /* -rank .. rank-1, then all */
        a.keepdim = v % 2 != 0;
        break;
    }
    case SY__CLASS_CAST:
        a.dtype = (sy_dtype)v;
        break;
    default:
        break;
    }
    return a;
}

void sy_ck_each_start(sy_op op, sy_ck_each *it)
{
    memset(it, 0, sizeof *it);
    it->op = op;
    it->cases = sy_ck_cases(op, &it->n_cases);
}

bool sy_ck_each_next(sy_ck_each *it)
{
    const sy__op_info *info = &sy__op_table[it->op];
    if (!it->started) {
        it->started = true;
        it->ci = 0;
        it->v = 0;
        it->d = 0;
    } else {
        it->d++;
    }
    for (; it->ci < it->n_cases; it->ci++, it->v = 0, it->d = 0)
        for (; it->v < sy_ck_variants(it->op, &it->cases[it->ci]); it->v++, it->d = 0)
            for (; it->d < SY_DTYPE_COUNT; it->d++) {
                const sy_dtype dt = (sy_dtype)it->d;
                if (!sy_op_takes_dtype(it->op, dt))
                    continue;
                it->c = &it->cases[it->ci];
                it->dt = dt;
                it->at = sy_ck_variant(it->op, it->c, it->v);
                if (sy_ck_dtype_keyed(info))
                    it->at.dtype = dt;
                it->seed = (uint32_t)it->ci * 31u + 17u;
                snprintf(it->what, sizeof it->what, "sy_%s %s case '%s' variant %d", info->name, sy_dtype_name(dt),
                         it->c->name, it->v);
                return true;
            }
    return false;
}

sy_status sy_ck_each_input(const sy_ck_each *it, int i, sy_device dev, sy_tensor **out)
{
    return sy_ck_input(&it->c->in[i], sy_ck_in_dtype(it->op, i, it->dt), sy_ck_kind(it->op, i, it->c),
                       it->seed + (uint32_t)i * 1009u, dev, out);
}

int sy_ck_kind(sy_op op, int i, const sy_ck_case *c)
{
    /* integer div and pow refuse a zero divisor and a negative exponent (check_ops' test_int_div_pow) */
    if (c->in[i].data == SY_CK_DATA_EXT && i == 1 && (op == SY_OP_DIV || op == SY_OP_POW))
        return SY_CK_DATA_EXT_B;
    if (c->in[i].data != SY_CK_DATA_DEFAULT)
        return c->in[i].data;
    switch (op) {
    case SY_OP_LOG:
    case SY_OP_SQRT:
    case SY_OP_LOG_SUM:
        return SY_CK_DATA_POS;
    case SY_OP_DIV:
        return i == 1 ? SY_CK_DATA_POS : SY_CK_DATA_ANY;
    case SY_OP_ACOSH: /* its domain, [1, inf), in part */
        return SY_CK_DATA_POS;
    case SY_OP_POW: /* a positive base: a real power; an integer exponent 0..6 */
        return i == 0 ? SY_CK_DATA_POS : SY_CK_DATA_EXPONENT;
    case SY_OP_MAX:
    case SY_OP_MIN:
        return SY_CK_DATA_DISTINCT;
    case SY_OP_EQ:
    case SY_OP_LT:
    case SY_OP_GT:
    case SY_OP_LE:
    case SY_OP_GE:
        return SY_CK_DATA_SMALL;
    case SY_OP_GATHER:
    case SY_OP_GATHER_BACKWARD:
    case SY_OP_GATHER_ELEMENTS:
    case SY_OP_GATHER_ELEMENTS_BACKWARD:
    case SY_OP_SCATTER_ELEMENTS:
    case SY_OP_SCATTER_ELEMENTS_BACKWARD:
    case SY_OP_GATHER_ND:
    case SY_OP_GATHER_ND_BACKWARD:
    case SY_OP_SCATTER_ND:
    case SY_OP_SCATTER_ND_BACKWARD:
        return i == 1 ? SY_CK_DATA_SMALL : SY_CK_DATA_ANY; /* indices in range */
    case SY_OP_SHIFT_LEFT:
    case SY_OP_SHIFT_RIGHT:
        return i == 1 ? SY_CK_DATA_POS : SY_CK_DATA_ANY; /* amounts 1 to 9: below and at the width of u8 */
    case SY_OP_ONE_HOT:
        return i == 0 ? SY_CK_DATA_SMALL : SY_CK_DATA_ANY; /* indices in and out of range */
    case SY_OP_ONE_HOT_BACKWARD:
        return i == 1 ? SY_CK_DATA_SMALL : SY_CK_DATA_ANY;
    case SY_OP_MAX_POOL2D_BACKWARD:
    case SY_OP_MAX_POOL_BACKWARD:
        return i == 1 ? SY_CK_DATA_INDEX : SY_CK_DATA_ANY; /* flat indices into x */
    case SY_OP_EMBEDDING:
        return i == 1 ? SY_CK_DATA_INDEX : SY_CK_DATA_ANY; /* rows 0, 1, 2 */
    case SY_OP_NLL_LOSS:
    case SY_OP_NLL_LOSS_BACKWARD:
        return i == 1 ? SY_CK_DATA_INDEX : i == 2 ? SY_CK_DATA_POS : SY_CK_DATA_ANY; /* classes 0, 1, 2 */
    case SY_OP_MAX_UNPOOL:
    case SY_OP_MAX_UNPOOL_BACKWARD:
        return i == 1 ? SY_CK_DATA_INDEX : SY_CK_DATA_ANY; /* flat indices into the result, dy */
    case SY_OP_RESIZE:
    case SY_OP_RESIZE_BACKWARD:
        return i == 1 ? SY_CK_DATA_UNIT : i == 2 ? SY_CK_DATA_POS : SY_CK_DATA_ANY; /* roi in [0, 1), scales > 0 */
    case SY_OP_TRILU:
        return i == 1 ? SY_CK_DATA_SMALL : SY_CK_DATA_ANY; /* k in -2..2 */
    case SY_OP_DROPOUT:
        return i == 0 ? SY_CK_DATA_ANY : SY_CK_DATA_UNIT; /* a ratio in [0, 1), either training_mode */
    default:
        return SY_CK_DATA_ANY;
    }
}

/* An input of a type variable gets dt; one of fixed dtypes the first of them. */
sy_dtype sy_ck_in_dtype(sy_op op, int i, sy_dtype dt)
{
    const sy__op_info *info = &sy__op_table[op];
    const int s = i < info->n_in ? i : info->n_in - 1;
    if (info->in_var[s] >= 0)
        return dt;
    for (int d = 0; d < SY_DTYPE_COUNT; d++)
        if (SY__DTYPE_IN(d, info->in_dtypes[s]))
            return (sy_dtype)d;
    return dt;
}

/* ==== sy_ck_*: values ============================================================ */

sy_ck_vals sy_ck_read(const sy_tensor *t)
{
    sy_ck_vals v = {sy_tensor_dtype(t), sy_tensor_numel(t), NULL, NULL};
    size_t bytes = sy_tensor_nbytes(t), n = (size_t)(v.n > 0 ? v.n : 1);
    void *raw = malloc(bytes ? bytes : 1);
    v.f = calloc(n, sizeof *v.f);
    v.i = calloc(n, sizeof *v.i);
    ck_assert(raw && v.f && v.i);
    SY_OK_OR_FAIL(sy_tensor_to_data(t, raw, bytes));
    for (int64_t j = 0; j < v.n; j++) {
        if (sy_dtype_is_float(v.dt))
            v.f[j] = sy_ck_load_float(raw, j, v.dt);
        else
            v.i[j] = sy_ck_load_int(raw, j, v.dt); /* ints and bool */
        if (!sy_dtype_is_float(v.dt))
            v.f[j] = sy_ck_int_value(v.dt, v.i[j]);
    }
    free(raw);
    return v;
}

sy_ck_vals sy_ck_vals_new(sy_dtype dt, int64_t n)
{
    sy_ck_vals v = {dt, n, calloc((size_t)(n > 0 ? n : 1), sizeof(double)),
                    calloc((size_t)(n > 0 ? n : 1), sizeof(int64_t))};
    ck_assert(v.f && v.i);
    return v;
}

void sy_ck_vals_free(sy_ck_vals *v)
{
    free(v->f);
    free(v->i);
    v->f = NULL;
    v->i = NULL;
}

void sy_ck_compare(const sy_ck_vals *got, const sy_ck_vals *want, double rtol, double atol, const char *what)
{
    ck_assert_msg(got->dt == want->dt, "%s: dtype %s, want %s", what, sy_dtype_name(got->dt), sy_dtype_name(want->dt));
    ck_assert_msg(got->n == want->n, "%s: %lld elements, want %lld", what, (long long)got->n, (long long)want->n);
    /* find the first mismatch, then assert once (a passing ck_assert costs a write) */
    for (int64_t j = 0; j < got->n; j++) {
        if (!sy_dtype_is_float(got->dt)) {
            if (got->i[j] != want->i[j])
                ck_abort_msg("%s: element %lld is %lld, want %lld", what, (long long)j, (long long)got->i[j],
                             (long long)want->i[j]);
            continue;
        }
        double g = got->f[j], w = want->f[j];
        bool ok =
            (isnan(g) && isnan(w)) || g == w || (isfinite(g) && isfinite(w) && fabs(g - w) <= atol + rtol * fabs(w));
        if (!ok)
            ck_abort_msg("%s: element %lld is %.17g, want %.17g (rtol %g, atol %g)", what, (long long)j, g, w, rtol,
                         atol);
    }
}

void sy_ck_assert_shape(const sy_tensor *t, sy_dtype dt, int rank, const int64_t *dims, const char *what)
{
    ck_assert_msg(sy_tensor_dtype(t) == dt, "%s: dtype %s, want %s", what, sy_dtype_name(sy_tensor_dtype(t)),
                  sy_dtype_name(dt));
    ck_assert_msg(sy_tensor_rank(t) == rank, "%s: rank %d, want %d", what, sy_tensor_rank(t), rank);
    for (int j = 0; j < rank; j++)
        ck_assert_msg(sy_tensor_dim(t, j) == dims[j], "%s: dim %d is %lld, want %lld", what, j,
                      (long long)sy_tensor_dim(t, j), (long long)dims[j]);
}


/* ==== sy_ck_*: allocation and transfer failures ============================================ */

/* Inputs of case c for op (key dtype f32) made on dev and brought to `into`:
 * tracked on an autodiff device, moved onto a capture device, else as is. */
static void sweep_inputs(sy_op op, const sy_ck_case *c, sy_device dev, sy_device into, sy_tensor **in)
{
    for (int i = 0; i < sy__op_table[op].n_in; i++) {
        sy_tensor *t = NULL, *r = NULL;
        SY_OK_OR_FAIL(sy_ck_input(&c->in[i], sy_ck_in_dtype(op, i, SY_DTYPE_F32), SY_CK_DATA_POS, 5, dev, &t));
        if (into.autodiff)
            SY_OK_OR_FAIL(sy_track(t, into, &r));
        else if (sy_device_is_capture(into))
            SY_OK_OR_FAIL(sy_to_device(t, into, &r));
        else
            r = sy_tensor_retain(t);
        sy_tensor_release(t);
        in[i] = r;
    }
}

void sy_ck_sweep(sy_op op, const sy_ck_case *c, sy_device dev, sy_device into, int kind, sy_status want,
                 const char *what)
{
    const sy__op_info *info = &sy__op_table[op];
    for (long n = -1; n < 200; n++) { /* n = -1: unarmed; a case that fails anyway is not swept */
        sy_tensor *in[3] = {NULL, NULL, NULL}, *out = poison;
        sy_ck_attrs at = sy_ck_variant(op, c, 0);
        at.device = into;
        sweep_inputs(op, c, dev, into, in);
        sy_ck_leak snap = sy_ck_leak_snap();
        if (n >= 0 && kind < 0)
            sy__host_fail_after(n);
#if SY_WITH_SIM
        else if (n >= 0)
            sy_k_sim_fail_after(kind, n);
#endif
        sy_status st = sy_ck_call(op, in, &at, &out);
        sy__host_fail_after(-1);
#if SY_WITH_SIM
        if (kind >= 0)
            sy_k_sim_fail_after(kind, -1);
#endif
        if (st == SY_OK) {
            sy_tensor_release(out);
        } else if (n >= 0) {
            char w[160];
            snprintf(w, sizeof w, "%s, failure %ld", what, n);
            ck_assert_msg(st == want, "%s: %s (want %s): %s", w, sy_status_name(st), sy_status_name(want),
                          sy_last_error());
            ck_assert_msg(out == NULL, "%s: *out is not NULL", w);
            ck_assert_msg(sy_last_error()[0] != '\0', "%s: no detail", w);
            SY_CK_NO_LEAK(snap);
        }
        for (int i = 0; i < info->n_in; i++)
            sy_tensor_release(in[i]);
        if (n < 0 ? st != SY_OK : st == SY_OK)
            return;
    }
    ck_abort_msg("%s: still failing after 200 armed failures", what);
}


/* The traits that decide an op's routes in this build (see sy_test.h). */
typedef struct {
    int cls, kernel, n_in, n_out, variadic, creates, differentiable;
    uint32_t optional, dtypes;
    uint32_t takes[SY_BACKEND_COUNT];
} sy_ck_op_key;

static sy_ck_op_key op_key(sy_op op)
{
    const sy__op_info *in = &sy__op_table[op];
    sy_ck_op_key k;
    memset(&k, 0, sizeof k); /* compared with memcmp */
    k.cls = (int)in->cls;
    k.kernel = (int)in->kernel;
    k.n_in = in->n_in;
    k.n_out = in->n_out;
    k.variadic = in->variadic;
    k.creates = in->creates;
    k.differentiable = in->differentiable;
    k.optional = in->optional;
    k.dtypes = in->dtypes;
    for (int i = 0; i < SY_BACKEND_COUNT; i++) {
        sy_backend b = sy__backend_order[i];
        if (!sy_backend_enabled(b))
            continue;
        for (int dt = 0; dt < SY_DTYPE_COUNT; dt++)
            if (sy_backend_supports_op(b, op, (sy_dtype)dt))
                k.takes[i] |= 1u << dt;
    }
    return k;
}

bool sy_ck_op_sampled(sy_op op)
{
    const char *env = getenv("SY_CK_OP_SAMPLE");
    return env == NULL || strcmp(env, "1") != 0 || sy_ck_op_kept(op);
}

int sy_ck_ops(void)
{
    static int n = -1;
    static sy_op list[SY_OP_COUNT];
    if (n < 0) {
        int k = 0;
        for (int op = 0; op < SY_OP_COUNT; op++)
            if (sy_ck_op_sampled((sy_op)op) && !sy_ck_op_collective((sy_op)op))
                list[k++] = (sy_op)op;
        sy_ck_op_list = list;
        n = k;
    }
    return n;
}

const sy_op *sy_ck_op_list;

bool sy_ck_op_collective(sy_op op)
{
    const sy__op_info *in = &sy__op_table[op];
    for (int k = 0; k < in->n_attrs; k++)
        if (in->attrs[k].kind == SY__ATTR_COMM)
            return true;
    return false;
}

bool sy_ck_op_kept(sy_op op)
{
    const sy_ck_op_key mine = op_key(op);
    for (int o = 0; o < (int)op; o++) {
        const sy_ck_op_key other = op_key((sy_op)o);
        if (memcmp(&mine, &other, sizeof mine) == 0)
            return false; /* an earlier op stands for it */
    }
    return true;
}
