/* The views suite: reshape (with -1; zero-copy for a contiguous input, a copy
 * for a strided one), permute, transpose (negative dims) and expand (stride
 * 0, -1 keeps a dim), alone and chained, on every device of every enabled
 * real backend (sim included: device-memory views must read back right) and
 * every dtype it stores; then the views are fed into ops.
 *
 * Each case starts from a base tensor whose element at row-major position j
 * holds value(j) and states, for every element of the final view, the base
 * position it must show (a map from the view's index to the base). */
#include <math.h>
#include <stdio.h>

#include "sy_test.h"

static sy_device g_devs[SY_CK_MAX_DEVICES];
static int g_ndev;

static const sy_device cpu0 = {SY_BACKEND_CPU, 0, 0, 0, 0};

enum { RESHAPE = 1, PERMUTE, TRANSPOSE, EXPAND };

typedef struct step {
    int kind;
    sy_ck_shape shape; /* reshape, expand */
    int perm[SY_MAX_RANK];
    int d0, d1;
} step;

typedef struct view_case {
    const char *name;
    sy_ck_shape base;
    step steps[4];
    sy_ck_shape out;
    bool shared;     /* the result is a view of the base's storage */
    bool contiguous; /* the result is contiguous */
    unsigned zero;   /* axes of the result with stride 0 (bit j: axis j) */
    int64_t (*map)(const int64_t *i);
} view_case;

#define R(s) {.kind = RESHAPE, .shape = s}
#define X(s) {.kind = EXPAND, .shape = s}
#define P(...) {.kind = PERMUTE, .perm = {__VA_ARGS__}}
#define T(a, b) {.kind = TRANSPOSE, .d0 = a, .d1 = b}

/* maps: view index -> base row-major position */
static int64_t m_rows6(const int64_t *i) { return i[0] * 6 + i[1]; }                 /* [4, 6] over [2, 3, 4] */
static int64_t m_flat(const int64_t *i) { return i[0]; }                             /* [24] */
static int64_t m_2_1_12(const int64_t *i) { return i[0] * 12 + i[2]; }               /* [2, 1, 12] */
static int64_t m_perm201(const int64_t *i) { return i[1] * 12 + i[2] * 4 + i[0]; }   /* [4, 2, 3] */
static int64_t m_t02(const int64_t *i) { return i[2] * 12 + i[1] * 4 + i[0]; }       /* [4, 3, 2] */
static int64_t m_t2d(const int64_t *i) { return i[1] * 4 + i[0]; }                   /* [4, 3] over [3, 4] */
static int64_t m_col(const int64_t *i) { return i[1]; }                              /* [2, 3, 4] over [3, 1] */
static int64_t m_row(const int64_t *i) { return i[1]; }                              /* [3, 4] over [1, 4] */
static int64_t m_zero(const int64_t *i) { (void)i; return 0; }
static int64_t m_last(const int64_t *i) { return i[1]; }                             /* [2, 3] over [3] */
static int64_t m_t02_rows2(const int64_t *i)                                         /* [12, 2] over [4, 3, 2]^T */
{
    int64_t l = i[0] * 2 + i[1], a = l / 6, b = (l / 2) % 3, c = l % 2;
    return c * 12 + b * 4 + a;
}
static int64_t m_first(const int64_t *i) { return i[0]; }                            /* [3, 2] over [3, 1] */
static int64_t m_mod4(const int64_t *i) { return i[0] % 4; }                         /* [12] over [1, 4] */
static int64_t m_6_4(const int64_t *i) { return i[0] * 4 + i[1]; }                   /* [6, 4] over [2, 3, 4] */
static int64_t m_t_4_1_3(const int64_t *i) { return i[2] * 4 + i[0]; }               /* [4, 1, 3] over [3, 4]^T */
static int64_t m_chain(const int64_t *i) { return i[0] * 4 + i[3]; }                 /* [3, 2, 2, 4] */

static const view_case cases[] = {
    {"reshape [2, 3, 4] -> [4, -1]", S3(2, 3, 4), {R(S2(4, -1))}, S2(4, 6), true, true, 0, m_rows6},
    {"reshape [2, 3, 4] -> [-1]", S3(2, 3, 4), {R(S1(-1))}, S1(24), true, true, 0, m_flat},
    {"reshape [2, 3, 4] -> [2, 1, -1]", S3(2, 3, 4), {R(S3(2, 1, -1))}, S3(2, 1, 12), true, true, 0, m_2_1_12},
    {"reshape scalar -> [1]", S0, {R(S1(1))}, S1(1), true, true, 0, m_zero},
    {"permute (2, 0, 1)", S3(2, 3, 4), {P(2, 0, 1)}, S3(4, 2, 3), true, false, 0, m_perm201},
    {"permute (-1, -3, -2)", S3(2, 3, 4), {P(-1, -3, -2)}, S3(4, 2, 3), true, false, 0, m_perm201},
    {"transpose (-1, -3)", S3(2, 3, 4), {T(-1, -3)}, S3(4, 3, 2), true, false, 0, m_t02},
    {"transpose (0, -1) of a matrix", S2(3, 4), {T(0, -1)}, S2(4, 3), true, false, 0, m_t2d},
    {"expand [3, 1] -> [2, 3, 4]", S2(3, 1), {X(S3(2, 3, 4))}, S3(2, 3, 4), true, false, 0x5, m_col},
    {"expand [1, 4] -> [3, -1]", S2(1, 4), {X(S2(3, -1))}, S2(3, 4), true, false, 0x1, m_row},
    {"expand scalar -> [2, 2]", S0, {X(S2(2, 2))}, S2(2, 2), true, false, 0x3, m_zero},
    {"expand [3] -> [2, 3]", S1(3), {X(S2(2, 3))}, S2(2, 3), true, false, 0x1, m_last},
    {"transpose, then reshape (a copy)", S3(2, 3, 4), {T(0, 2), R(S2(12, 2))}, S2(12, 2), false, true, 0,
     m_t02_rows2},
    {"permute, expand, transpose", S2(3, 1), {P(1, 0), X(S2(2, 3)), T(0, 1)}, S2(3, 2), true, false, 0x2, m_first},
    {"expand, then reshape (a copy)", S2(1, 4), {X(S2(3, 4)), R(S1(12))}, S1(12), false, true, 0, m_mod4},
    {"transpose twice, then reshape (a view)", S3(2, 3, 4), {T(0, 1), T(1, 0), R(S2(6, 4))}, S2(6, 4), true, true, 0,
     m_6_4},
    {"transpose, then reshape adding an axis", S2(3, 4), {T(0, 1), R(S3(4, 1, 3))}, S3(4, 1, 3), false, true, 0,
     m_t_4_1_3},
    {"reshape, expand, permute", S2(3, 4), {R(S4(3, 1, 1, 4)), X(S4(3, 2, 2, 4)), P(0, 1, 2, 3)}, S4(3, 2, 2, 4),
     true, false, 0x6, m_chain},
};
#define N_CASES ((int)(sizeof cases / sizeof cases[0]))

static double value_f(int64_t j) { return (double)j * 0.5 - 3.0; }
static int64_t value_i(sy_dtype dt, int64_t j) { return dt == SY_DTYPE_BOOL ? j % 3 == 0 : j * 3 - 7; }

static sy_tensor *base_on(sy_device dev, sy_dtype dt, const sy_ck_shape *s)
{
    int64_t n = 1;
    for (int j = 0; j < s->rank; j++)
        n *= s->d[j];
    unsigned char *buf = malloc((size_t)n * sy_dtype_size(dt) + 1);
    ck_assert_ptr_nonnull(buf);
    for (int64_t j = 0; j < n; j++) {
        switch (dt) {
        case SY_DTYPE_F32: ((float *)buf)[j] = (float)value_f(j); break;
        case SY_DTYPE_F64: ((double *)buf)[j] = value_f(j); break;
        case SY_DTYPE_I32: ((int32_t *)buf)[j] = (int32_t)value_i(dt, j); break;
        case SY_DTYPE_I64: ((int64_t *)buf)[j] = value_i(dt, j); break;
        case SY_DTYPE_BOOL: buf[j] = (unsigned char)value_i(dt, j); break;
        default: /* other floats (f16, bf16: these values are exact), other ints */
            if (sy_dtype_is_float(dt))
                sy_ck_store_float(buf, j, dt, value_f(j));
            else
                sy_ck_store_int(buf, j, dt, value_i(dt, j));
            break;
        }
    }
    sy_tensor *c = NULL, *t = NULL;
    SY_OK_OR_FAIL(sy_tensor_from_data(buf, dt, s->d, s->rank, cpu0, &c));
    free(buf);
    SY_OK_OR_FAIL(sy_to_device(c, dev, &t));
    sy_tensor_release(c);
    return t;
}

static sy_tensor *apply(const step *st, const sy_tensor *t)
{
    sy_tensor *r = NULL;
    switch (st->kind) {
    case RESHAPE: SY_OK_OR_FAIL(sy_reshape(t, st->shape.d, st->shape.rank, &r)); break;
    case EXPAND: SY_OK_OR_FAIL(sy_expand(t, st->shape.d, st->shape.rank, &r)); break;
    case PERMUTE: SY_OK_OR_FAIL(sy_permute(t, st->perm, sy_tensor_rank(t), &r)); break;
    default: SY_OK_OR_FAIL(sy_transpose(t, st->d0, st->d1, &r)); break;
    }
    return r;
}

/* The values the view must show, each scaled by `times` (1 or 2). */
static sy_ck_vals expected(const view_case *c, sy_dtype dt, int times)
{
    int64_t n = 1, idx[SY_MAX_RANK];
    for (int j = 0; j < c->out.rank; j++)
        n *= c->out.d[j];
    sy_ck_vals v = {dt, n, calloc((size_t)n + 1, sizeof(double)), calloc((size_t)n + 1, sizeof(int64_t))};
    ck_assert(v.f && v.i);
    for (int64_t l = 0; l < n; l++) {
        int64_t rest = l;
        for (int j = c->out.rank - 1; j >= 0; j--) {
            idx[j] = rest % c->out.d[j];
            rest /= c->out.d[j];
        }
        int64_t from = c->map(idx);
        v.i[l] = sy_ck_wrap_int(dt, value_i(dt, from) * times);
        v.f[l] = sy_dtype_is_float(dt) ? value_f(from) * times : (double)v.i[l];
    }
    return v;
}

/* _i: case * g_ndev + device; every dtype the backend stores. */
START_TEST(test_view_chain)
{
    const view_case *c = &cases[_i / g_ndev];
    sy_device dev = g_devs[_i % g_ndev];
    sy_ck_leak snap = sy_ck_leak_snap();
    char what[160], ds[SY__DEVICE_STR_MAX];
    sy_device_format(dev, ds, sizeof ds);
    for (int d = 0; d < SY_DTYPE_COUNT; d++) {
        sy_dtype dt = (sy_dtype)d;
        if (!sy_backend_stores((sy_backend)dev.backend, dt))
            continue;
        snprintf(what, sizeof what, "'%s' on %s, %s", c->name, ds, sy_dtype_name(dt));
        sy_tensor *base = base_on(dev, dt, &c->base), *v = sy_tensor_retain(base);
        for (int s = 0; s < 4 && c->steps[s].kind; s++) {
            sy_tensor *next = apply(&c->steps[s], v);
            ck_assert_msg(sy_device_eq(sy_tensor_device(next), dev), "%s: step %d left the device", what, s);
            sy_tensor_release(v);
            v = next;
        }
        sy_ck_assert_shape(v, dt, c->out.rank, c->out.d, what);
        ck_assert_msg(sy_tensor_shares_storage(v, base) == c->shared, "%s: shares storage %d, want %d", what,
                      (int)sy_tensor_shares_storage(v, base), (int)c->shared);
        ck_assert_msg(sy_tensor_is_contiguous(v) == c->contiguous, "%s: contiguous %d", what,
                      (int)sy_tensor_is_contiguous(v));
        for (int j = 0; j < c->out.rank; j++)
            ck_assert_msg((v->strides[j] == 0) == ((c->zero >> j) & 1u), "%s: stride of axis %d is %lld", what, j,
                          (long long)v->strides[j]);
        if (sy_backend_is_host_memory((sy_backend)dev.backend)) {
            if (c->shared && c->contiguous) /* zero-copy: the very same bytes */
                ck_assert_ptr_eq(sy_tensor_host_data(v), sy_tensor_host_data(base));
        } else {
            ck_assert_ptr_null(sy_tensor_host_data(v)); /* device memory */
        }
        sy_tensor_release(base); /* the view keeps the storage alive */

        sy_ck_vals got = sy_ck_read(v), want = expected(c, dt, 1);
        sy_ck_compare(&got, &want, 0, 0, what);
        sy_ck_vals_free(&got);
        sy_ck_vals_free(&want);

        /* views fed into ops: v + v (or v == v for bool), and the sum of v */
        sy_tensor *y = NULL, *s = NULL;
        if (sy_op_takes_dtype(SY_OP_ADD, dt)) {
            SY_OK_OR_FAIL(sy_add(v, v, &y));
            want = expected(c, dt, 2);
        } else {
            SY_OK_OR_FAIL(sy_eq(v, v, &y));
            want = expected(c, dt, 1);
            for (int64_t j = 0; j < want.n; j++)
                want.i[j] = 1, want.f[j] = 1;
        }
        sy_ck_assert_shape(y, want.dt, c->out.rank, c->out.d, what);
        got = sy_ck_read(y);
        sy_ck_compare(&got, &want, 0, 0, what);
        sy_ck_vals_free(&got);
        if (sy_op_takes_dtype(SY_OP_SUM, dt)) {
            SY_OK_OR_FAIL(sy_sum(v, SY_AXIS_ALL, false, &s));
            sy_ck_vals one = expected(c, dt, 1), total = {dt, 1, calloc(1, sizeof(double)), calloc(1, sizeof(int64_t))};
            for (int64_t j = 0; j < one.n; j++)
                total.f[0] += one.f[j], total.i[0] += one.i[j];
            if (!sy_dtype_is_float(dt))
                total.i[0] = sy_ck_wrap_int(dt, total.i[0]), total.f[0] = (double)total.i[0];
            got = sy_ck_read(s);
            sy_ck_compare(&got, &total, 1e-6, 1e-6, what);
            sy_ck_vals_free(&got);
            sy_ck_vals_free(&one);
            sy_ck_vals_free(&total);
        }
        sy_ck_vals_free(&want);
        sy_tensor_release(y);
        sy_tensor_release(s);
        sy_tensor_release(v);
    }
    SY_CK_NO_LEAK(snap);
}
END_TEST

/* Views of the inputs of a matmul, and a view of its output, on every
 * device: (x^T)^T @ reshape(expand(w)) against the same on cpu. */
START_TEST(test_views_into_matmul)
{
    sy_device dev = g_devs[_i];
    sy_ck_leak snap = sy_ck_leak_snap();
    const sy_device devs[2] = {cpu0, dev};
    sy_ck_vals res[2];
    for (int k = 0; k < 2; k++) {
        sy_ck_shape xs = S2(3, 4), ws = S3(1, 4, 5);
        sy_tensor *x = base_on(devs[k], SY_DTYPE_F32, &xs), *w = base_on(devs[k], SY_DTYPE_F32, &ws);
        sy_tensor *xt = NULL, *xtt = NULL, *we = NULL, *y = NULL, *yt = NULL;
        int64_t to[3] = {2, 4, 5};
        SY_OK_OR_FAIL(sy_transpose(x, 0, 1, &xt));
        SY_OK_OR_FAIL(sy_transpose(xt, -1, -2, &xtt));
        SY_OK_OR_FAIL(sy_expand(w, to, 3, &we));
        SY_OK_OR_FAIL(sy_matmul(xtt, we, &y)); /* [3, 4] @ [2, 4, 5] -> [2, 3, 5] */
        SY_OK_OR_FAIL(sy_permute(y, (int[]){2, 0, 1}, 3, &yt));
        const int64_t dims[3] = {5, 2, 3};
        sy_ck_assert_shape(yt, SY_DTYPE_F32, 3, dims, "permuted matmul");
        res[k] = sy_ck_read(yt);
        sy_tensor *all[] = {x, w, xt, xtt, we, y, yt};
        for (size_t j = 0; j < sizeof all / sizeof all[0]; j++)
            sy_tensor_release(all[j]);
    }
    /* x[i][p] = value_f(4 i + p), w[p][j] = value_f(5 p + j): check one entry by hand */
    double y0 = 0;
    for (int p = 0; p < 4; p++)
        y0 += value_f(p) * value_f(5 * p);
    ck_assert_msg(fabs(res[0].f[0] - y0) < 1e-4, "cpu: %g, want %g", res[0].f[0], y0);
    sy_ck_compare(&res[1], &res[0], 1e-5, 4e-5 * 4, "views into matmul");
    sy_ck_vals_free(&res[0]);
    sy_ck_vals_free(&res[1]);
    SY_CK_NO_LEAK(snap);
}
END_TEST

/* Target shapes whose element count overflows are refused before any view
 * exists (a wrapped count would let later kernels run past the buffer). */
START_TEST(test_view_shape_overflow)
{
    sy_ck_leak snap = sy_ck_leak_snap();
    const float data[8] = {0};
    const int64_t eight[1] = {8}, one[1] = {1};
    sy_tensor *t, *u, *out = NULL;
    const sy_device dev = g_devs[_i];
    SY_OK_OR_FAIL(sy_tensor_from_data(data, SY_DTYPE_F32, eight, 1, dev, &t));
    SY_OK_OR_FAIL(sy_tensor_from_data(data, SY_DTYPE_F32, one, 1, dev, &u));
    const int64_t wraps[2] = {((int64_t)1 << 61) + 1, 8};   /* 8 * (2^61 + 1) wraps to 8 */
    SY_EXPECT(SY_E_INVALID_ARGUMENT, sy_reshape(t, wraps, 2, &out));
    ck_assert_ptr_null(out);
    ck_assert_msg(strstr(sy_last_error(), "sy_reshape") && strstr(sy_last_error(), "too many elements"), "%s",
                  sy_last_error());
    const int64_t huge[3] = {(int64_t)1 << 40, (int64_t)1 << 40, 1};
    SY_EXPECT(SY_E_INVALID_ARGUMENT, sy_expand(u, huge, 3, &out));
    ck_assert_ptr_null(out);
    ck_assert_msg(strstr(sy_last_error(), "sy_expand") && strstr(sy_last_error(), "too many elements"), "%s",
                  sy_last_error());

    /* a 0 makes the count 0, but the other dimensions still multiply into
     * strides: they are bounded too (this overflowed int64 before) */
    const int64_t empty_shape[2] = {0, 3};
    sy_tensor *e;
    SY_OK_OR_FAIL(sy_zeros(empty_shape, 2, SY_DTYPE_F32, dev, &e));
    const int64_t zero_huge[3] = {INT64_MAX / 2, 0, 5};
    SY_EXPECT(SY_E_INVALID_ARGUMENT, sy_reshape(e, zero_huge, 3, &out));
    ck_assert_ptr_null(out);
    ck_assert_msg(strstr(sy_last_error(), "too many elements"), "%s", sy_last_error());
    const int64_t zero_big[4] = {0, INT64_MAX / 2, 3, 3};
    SY_EXPECT(SY_E_INVALID_ARGUMENT, sy_zeros(zero_big, 4, SY_DTYPE_F32, dev, &out));
    ck_assert_ptr_null(out);
    SY_EXPECT(SY_E_INVALID_ARGUMENT, sy_tensor_from_data(data, SY_DTYPE_F32, zero_big, 4, dev, &out));
    ck_assert_ptr_null(out);
    /* within the bound, an empty tensor with large other dimensions is fine */
    const int64_t zero_ok[3] = {(int64_t)1 << 20, 0, (int64_t)1 << 20};
    SY_OK_OR_FAIL(sy_zeros(zero_ok, 3, SY_DTYPE_F32, dev, &out));
    ck_assert_int_eq(sy_tensor_numel(out), 0);
    sy_tensor_release(out);
    sy_tensor_release(e);
    sy_tensor_release(t);
    sy_tensor_release(u);
    SY_CK_NO_LEAK(snap);
}
END_TEST

Suite *suite_views(void)
{
    Suite *s = suite_create("views");
    g_ndev = sy_ck_devices(g_devs, SY_CK_MAX_DEVICES);
    TCase *tc = tcase_create("views");
    tcase_add_loop_test(tc, test_view_chain, 0, N_CASES * g_ndev);
    tcase_add_loop_test(tc, test_views_into_matmul, 0, g_ndev);
    tcase_add_loop_test(tc, test_view_shape_overflow, 0, g_ndev);
    suite_add_tcase(s, tc);
    return s;
}
