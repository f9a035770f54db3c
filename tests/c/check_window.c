/* max_pool2d and conv2d: every refusal of their shape rules, by message,
 * and small results worked out by hand (asymmetric pads, ceil_mode, the
 * global indices, dilation, groups, padding never chosen as the maximum).
 * The same ops over many random shapes against NumPy and PyTorch:
 * tests/reference. */
#include <math.h>
#include <stdio.h>
#include <string.h>

#include "sy_test.h"

static sy_device cpu0;
static sy_tensor *const poison = (sy_tensor *)(uintptr_t)0x5a5a5a50;

static sy_tensor *make(sy_dtype dt, const int64_t *shape, int rank, const void *data)
{
    sy_tensor *t;
    if (data)
        SY_OK_OR_FAIL(sy_tensor_from_data(data, dt, shape, rank, cpu0, &t));
    else
        SY_OK_OR_FAIL(sy_zeros(shape, rank, dt, cpu0, &t));
    return t;
}

static void refused(sy_status st, const sy_tensor *out, sy_status want, const char *msg)
{
    ck_assert_msg(st == want, "%s: got %s (%s), want %s", msg, sy_status_name(st), sy_last_error(),
                  sy_status_name(want));
    ck_assert_msg(out == NULL, "%s: out is not NULL", msg);
    ck_assert_str_eq(sy_ck_detail(want), msg);
}

#define REFUSED(call, out, want, msg)                                                                                  \
    do {                                                                                                               \
        sy_status st_ = (call);                                                                                        \
        refused(st_, out, want, msg);                                                                                  \
    } while (0)

static const int64_t one2[2] = {1, 1}, zero4[4] = {0, 0, 0, 0};

START_TEST(test_max_pool2d_refuses)
{
    sy_ck_leak snap = sy_ck_leak_snap();
    const int64_t s3[3] = {1, 4, 4}, s4[4] = {1, 1, 2, 2}, s44[4] = {1, 2, 4, 4};
    sy_tensor *x3 = make(SY_DTYPE_F32, s3, 3, NULL), *x = make(SY_DTYPE_F32, s4, 4, NULL);
    sy_tensor *x44 = make(SY_DTYPE_F32, s44, 4, NULL), *y = poison, *idx = poison;
    const int64_t k2[2] = {2, 2}, k0[2] = {0, 2}, k6[2] = {6, 1}, k21[2] = {2, 1}, neg[4] = {0, 0, -1, 0},
                  bottom[4] = {0, 0, 1, 0};
    const int64_t s0[2] = {1, 0}, big[2] = {1, (int64_t)1 << 31}, k1[2] = {1, 1}, d3[2] = {3, 1};
    const int64_t skip[4] = {1, 0, 2, 0};

    REFUSED(sy_max_pool2d(x3, k2, one2, zero4, one2, false, &y, &idx), y, SY_E_SHAPE_MISMATCH,
            "sy_max_pool2d: x is [1, 4, 4]; it takes rank 4 (N, C, H, W)");
    ck_assert(idx == NULL);
    y = idx = poison;
    REFUSED(sy_max_pool2d(x, k0, one2, zero4, one2, false, &y, &idx), y, SY_E_INVALID_ARGUMENT,
            "sy_max_pool2d: kernel[0] is 0; it takes 1..2147483647");
    y = idx = poison;
    REFUSED(sy_max_pool2d(x, k2, s0, zero4, one2, false, &y, &idx), y, SY_E_INVALID_ARGUMENT,
            "sy_max_pool2d: stride[1] is 0; it takes 1..2147483647");
    y = idx = poison;
    REFUSED(sy_max_pool2d(x, k2, one2, neg, one2, false, &y, &idx), y, SY_E_INVALID_ARGUMENT,
            "sy_max_pool2d: pads[2] is -1; it takes 0..2147483647");
    y = idx = poison;
    REFUSED(sy_max_pool2d(x, k2, one2, zero4, big, false, &y, &idx), y, SY_E_INVALID_ARGUMENT,
            "sy_max_pool2d: dilation[1] is 2147483648; it takes 1..2147483647");
    y = idx = poison;
    REFUSED(sy_max_pool2d(x44, k6, one2, bottom, one2, true, &y, &idx), y, SY_E_SHAPE_MISMATCH,
            "sy_max_pool2d: the dilated kernel spans 6 along axis 2, more than the 5 of x [1, 2, 4, 4] padded"
            " (kernel [6, 1], stride [1, 1], pads [0, 0, 1, 0], dilation [1, 1])");
    y = idx = poison;
    REFUSED(sy_max_pool2d(x, k1, one2, bottom, one2, false, &y, &idx), y, SY_E_INVALID_ARGUMENT,
            "sy_max_pool2d: window 2 along axis 2 of x [1, 1, 2, 2] reads padding alone (kernel [1, 1], stride"
            " [1, 1], pads [0, 0, 1, 0], dilation [1, 1]); it has no maximum");
    y = idx = poison;
    /* window 0 of a dilated kernel has taps at -1 and 2, both outside the 2 rows */
    REFUSED(sy_max_pool2d(x, k21, one2, skip, d3, false, &y, &idx), y, SY_E_INVALID_ARGUMENT,
            "sy_max_pool2d: window 0 along axis 2 of x [1, 1, 2, 2] reads padding alone (kernel [2, 1], stride"
            " [1, 1], pads [1, 0, 2, 0], dilation [3, 1]); it has no maximum");
    y = idx = poison;
    REFUSED(sy_max_pool2d(x, k2, one2, zero4, one2, false, &y, NULL), y, SY_E_INVALID_ARGUMENT,
            "sy_max_pool2d: indices is NULL");
    sy_tensor *all[] = {x3, x, x44};
    for (size_t k = 0; k < sizeof all / sizeof all[0]; k++)
        sy_tensor_release(all[k]);
    SY_CK_NO_LEAK(snap);
}
END_TEST

/* y and indices of max_pool2d on x against the expected values */
static void pool_is(sy_tensor *x, const int64_t *kernel, const int64_t *stride, const int64_t *pads,
                    const int64_t *dilation, bool ceil_mode, const int64_t *shape, const double *want_y,
                    const int64_t *want_i, const char *what)
{
    sy_tensor *y, *idx, *yd;
    SY_OK_OR_FAIL(sy_max_pool2d(x, kernel, stride, pads, dilation, ceil_mode, &y, &idx));
    ck_assert_int_eq(sy_tensor_dtype(idx), SY_DTYPE_I64);
    for (int j = 0; j < 4; j++) {
        ck_assert_msg(sy_tensor_dim(y, j) == shape[j], "%s: y dim %d is %lld, want %lld", what, j,
                      (long long)sy_tensor_dim(y, j), (long long)shape[j]);
        ck_assert_int_eq(sy_tensor_dim(idx, j), shape[j]);
    }
    const int64_t n = sy_tensor_numel(y);
    double got_y[64];
    int64_t got_i[64];
    ck_assert(n <= 64);
    SY_OK_OR_FAIL(sy_cast(y, SY_DTYPE_F64, &yd));
    SY_OK_OR_FAIL(sy_tensor_to_data(yd, got_y, (size_t)n * sizeof(double)));
    SY_OK_OR_FAIL(sy_tensor_to_data(idx, got_i, (size_t)n * sizeof(int64_t)));
    for (int64_t k = 0; k < n; k++) {
        ck_assert_msg(got_y[k] == want_y[k] || (isnan(got_y[k]) && isnan(want_y[k])), "%s: y[%lld] is %g, want %g",
                      what, (long long)k, got_y[k], want_y[k]);
        ck_assert_msg(got_i[k] == want_i[k], "%s: indices[%lld] is %lld, want %lld", what, (long long)k,
                      (long long)got_i[k], (long long)want_i[k]);
    }
    sy_tensor_release(y);
    sy_tensor_release(yd);
    sy_tensor_release(idx);
}

START_TEST(test_max_pool2d_values)
{
    sy_ck_leak snap = sy_ck_leak_snap();
    /* two planes, the second the negation of the first: indices count over the whole input */
    const float a[24] = {1, 5, 2, 0, 3, 3, 9, 4, 7, 6, 8, 9, -1, -5, -2, -0.0f, -3, -3, -9, -4, -7, -6, -8, -9};
    const int64_t sa[4] = {1, 2, 3, 4}, ka[2] = {2, 2}, sta[2] = {1, 2}, pa[4] = {1, 0, 0, 1}, oa[4] = {1, 2, 3, 2};
    const double ya[12] = {5, 2, 5, 9, 7, 9, -1, 0, -1, 0, -3, -4};
    const int64_t ia[12] = {1, 2, 1, 6, 8, 6, 12, 15, 12, 15, 16, 19};
    sy_tensor *x = make(SY_DTYPE_F32, sa, 4, a);
    pool_is(x, ka, sta, pa, one2, false, oa, ya, ia, "asymmetric pads, stride [1, 2]");
    sy_tensor_release(x);

    /* ceil_mode: a last window reading row 4 alone; [1, 1, 5, 5] of 0..24 */
    double b[25];
    for (int k = 0; k < 25; k++)
        b[k] = k;
    const int64_t sb[4] = {1, 1, 5, 5}, two[2] = {2, 2}, ob[4] = {1, 1, 3, 3}, of[4] = {1, 1, 2, 2};
    const double yb[9] = {6, 8, 9, 16, 18, 19, 21, 23, 24}, yf[4] = {6, 8, 16, 18};
    const int64_t ib[9] = {6, 8, 9, 16, 18, 19, 21, 23, 24}, i_f[4] = {6, 8, 16, 18};
    x = make(SY_DTYPE_F64, sb, 4, b);
    pool_is(x, two, two, zero4, one2, true, ob, yb, ib, "ceil_mode");
    pool_is(x, two, two, zero4, one2, false, of, yf, i_f, "floor");
    sy_tensor_release(x);

    /* ceil_mode drops a window that would start in the end padding: [1, 1, 4, 4], kernel 2,
     * stride 2, pads 1 at the bottom and right: 2 windows per axis, not 3 */
    const int64_t sc[4] = {1, 1, 4, 4}, pc[4] = {0, 0, 1, 1};
    const double yc[4] = {5, 7, 13, 15};
    const int64_t ic[4] = {5, 7, 13, 15};
    x = make(SY_DTYPE_F64, sc, 4, b);
    pool_is(x, two, two, pc, one2, true, of, yc, ic, "ceil_mode, a window starting in the padding dropped");
    sy_tensor_release(x);

    /* dilation 3 along W with one column of left padding: taps (-1, 2), (0, 3), (1, 4) */
    const double d[5] = {3, 1, 4, 1, 5};
    const int64_t sd[4] = {1, 1, 1, 5}, kd[2] = {1, 2}, pd[4] = {0, 1, 0, 0}, dd[2] = {1, 3}, od[4] = {1, 1, 1, 3};
    const double yd[3] = {4, 3, 5};
    const int64_t id[3] = {2, 0, 4};
    x = make(SY_DTYPE_F64, sd, 4, d);
    pool_is(x, kd, one2, pd, dd, false, od, yd, id, "dilation");
    sy_tensor_release(x);

    /* ints below 0 with padding all round: the padding is never the maximum */
    const int32_t e[4] = {-5, -7, -2, -9};
    const int64_t se[4] = {1, 1, 2, 2}, pe[4] = {1, 1, 1, 1}, oe[4] = {1, 1, 3, 3};
    const double ye[9] = {-5, -5, -7, -2, -2, -7, -2, -2, -9};
    const int64_t ie[9] = {0, 0, 1, 2, 2, 1, 2, 2, 3};
    x = make(SY_DTYPE_I32, se, 4, e);
    pool_is(x, two, one2, pe, one2, false, oe, ye, ie, "i32, padding all round");
    sy_tensor_release(x);

    /* a NaN is beyond every number and the first NaN wins; ties go to the first */
    const float f[6] = {1, NAN, NAN, 2, 2, -INFINITY};
    const int64_t sf[4] = {1, 2, 1, 3}, kf[2] = {1, 3}, of2[4] = {1, 2, 1, 1};
    const double yf2[2] = {NAN, 2};
    const int64_t if2[2] = {1, 3};
    x = make(SY_DTYPE_F32, sf, 4, f);
    pool_is(x, kf, one2, zero4, one2, false, of2, yf2, if2, "NaN and ties");
    sy_tensor_release(x);
    SY_CK_NO_LEAK(snap);
}
END_TEST

START_TEST(test_conv2d_refuses)
{
    sy_ck_leak snap = sy_ck_leak_snap();
    const int64_t s3[3] = {2, 3, 4}, sx[4] = {1, 2, 4, 4}, sx3[4] = {1, 3, 4, 4}, sw[4] = {3, 2, 3, 3};
    const int64_t sw4[4] = {4, 1, 3, 3}, sw33[4] = {3, 3, 3, 3}, sw0[4] = {3, 2, 0, 3}, sb2[1] = {2}, sb3[1] = {3};
    const int64_t sw3[3] = {3, 2, 3};
    sy_tensor *x3 = make(SY_DTYPE_F32, s3, 3, NULL), *x = make(SY_DTYPE_F32, sx, 4, NULL);
    sy_tensor *xc3 = make(SY_DTYPE_F32, sx3, 4, NULL), *w = make(SY_DTYPE_F32, sw, 4, NULL);
    sy_tensor *w4 = make(SY_DTYPE_F32, sw4, 4, NULL), *w33 = make(SY_DTYPE_F32, sw33, 4, NULL);
    sy_tensor *w0 = make(SY_DTYPE_F32, sw0, 4, NULL), *b2 = make(SY_DTYPE_F32, sb2, 1, NULL);
    sy_tensor *b3 = make(SY_DTYPE_F32, sb3, 1, NULL), *wr3 = make(SY_DTYPE_F32, sw3, 3, NULL);
    sy_tensor *wd = make(SY_DTYPE_F64, sw, 4, NULL), *out = poison;
    const int64_t d2[2] = {2, 1}, s0[2] = {1, 0}, negp[4] = {0, -2, 0, 0};

    REFUSED(sy_conv2d(x3, w, NULL, one2, zero4, one2, 1, &out), out, SY_E_SHAPE_MISMATCH,
            "sy_conv2d: x is [2, 3, 4]; it takes rank 4 (N, C, H, W)");
    out = poison;
    REFUSED(sy_conv2d(x, wr3, NULL, one2, zero4, one2, 1, &out), out, SY_E_SHAPE_MISMATCH,
            "sy_conv2d: weight is [3, 2, 3]; it takes rank 4 (M, C / groups, kH, kW)");
    out = poison;
    REFUSED(sy_conv2d(x, w33, NULL, one2, zero4, one2, 1, &out), out, SY_E_SHAPE_MISMATCH,
            "sy_conv2d: weight [3, 3, 3, 3] has 3 input channels; x [1, 2, 4, 4] with groups 1 takes 2");
    out = poison;
    REFUSED(sy_conv2d(xc3, w4, NULL, one2, zero4, one2, 2, &out), out, SY_E_SHAPE_MISMATCH,
            "sy_conv2d: groups 2 does not divide the 3 channels of x [1, 3, 4, 4] and the 4 of weight [4, 1, 3, 3]");
    out = poison;
    REFUSED(sy_conv2d(x, w, NULL, one2, zero4, one2, 2, &out), out, SY_E_SHAPE_MISMATCH,
            "sy_conv2d: groups 2 does not divide the 2 channels of x [1, 2, 4, 4] and the 3 of weight [3, 2, 3, 3]");
    out = poison;
    REFUSED(sy_conv2d(x, w, NULL, one2, zero4, one2, 0, &out), out, SY_E_INVALID_ARGUMENT,
            "sy_conv2d: groups is 0; it takes 1..2147483647");
    out = poison;
    REFUSED(sy_conv2d(x, w, b2, one2, zero4, one2, 1, &out), out, SY_E_SHAPE_MISMATCH,
            "sy_conv2d: bias is [2]; weight [3, 2, 3, 3] takes [3]");
    out = poison;
    REFUSED(sy_conv2d(x, w0, NULL, one2, zero4, one2, 1, &out), out, SY_E_SHAPE_MISMATCH,
            "sy_conv2d: weight [3, 2, 0, 3] has an empty kernel");
    out = poison;
    /* an empty weight (no output channel) may still have a kernel too long */
    const int64_t swl[4] = {0, 2, (int64_t)INT32_MAX + 1, 1};
    sy_tensor *wl = make(SY_DTYPE_F32, swl, 4, NULL);
    REFUSED(sy_conv2d(x, wl, NULL, one2, zero4, one2, 1, &out), out, SY_E_SHAPE_MISMATCH,
            "sy_conv2d: weight [0, 2, 2147483648, 1] has a kernel longer than 2147483647");
    sy_tensor_release(wl);
    out = poison;
    REFUSED(sy_conv2d(x, w, b3, one2, zero4, d2, 1, &out), out, SY_E_SHAPE_MISMATCH,
            "sy_conv2d: the dilated kernel spans 5 along axis 2, more than the 4 of x [1, 2, 4, 4] padded (kernel"
            " [3, 3], stride [1, 1], pads [0, 0, 0, 0], dilation [2, 1])");
    out = poison;
    REFUSED(sy_conv2d(x, w, b3, s0, zero4, one2, 1, &out), out, SY_E_INVALID_ARGUMENT,
            "sy_conv2d: stride[1] is 0; it takes 1..2147483647");
    out = poison;
    REFUSED(sy_conv2d(x, w, b3, one2, negp, one2, 1, &out), out, SY_E_INVALID_ARGUMENT,
            "sy_conv2d: pads[1] is -2; it takes 0..2147483647");
    out = poison;
    REFUSED(sy_conv2d(x, wd, NULL, one2, zero4, one2, 1, &out), out, SY_E_DTYPE_MISMATCH,
            "sy_conv2d: x is f32 but weight is f64; cast one first");
    sy_tensor *all[] = {x3, x, xc3, w, w4, w33, w0, b2, b3, wr3, wd};
    for (size_t k = 0; k < sizeof all / sizeof all[0]; k++)
        sy_tensor_release(all[k]);
    SY_CK_NO_LEAK(snap);
}
END_TEST

START_TEST(test_conv2d_values)
{
    sy_ck_leak snap = sy_ck_leak_snap();
    /* groups 2: channel 0 is 1..9 under [[1, 0], [0, -1]], channel 1 all ones under all ones;
     * bias [10, -1]; stride [2, 1]; one row and column of zeros at the bottom and right */
    const double xv[18] = {1, 2, 3, 4, 5, 6, 7, 8, 9, 1, 1, 1, 1, 1, 1, 1, 1, 1};
    const double wv[8] = {1, 0, 0, -1, 1, 1, 1, 1}, bv[2] = {10, -1};
    const double want[12] = {6, 6, 13, 17, 18, 19, 3, 3, 1, 1, 1, 0};
    const int64_t sx[4] = {1, 2, 3, 3}, sw[4] = {2, 1, 2, 2}, sb[1] = {2}, st[2] = {2, 1}, pads[4] = {0, 0, 1, 1};
    for (int f = 0; f < 2; f++) {
        const sy_dtype dt = f ? SY_DTYPE_F32 : SY_DTYPE_F64;
        sy_tensor *x0 = make(SY_DTYPE_F64, sx, 4, xv), *w0 = make(SY_DTYPE_F64, sw, 4, wv);
        sy_tensor *b0 = make(SY_DTYPE_F64, sb, 1, bv), *x, *w, *b, *y, *yd;
        SY_OK_OR_FAIL(sy_cast(x0, dt, &x));
        SY_OK_OR_FAIL(sy_cast(w0, dt, &w));
        SY_OK_OR_FAIL(sy_cast(b0, dt, &b));
        SY_OK_OR_FAIL(sy_conv2d(x, w, b, st, pads, one2, 2, &y));
        ck_assert_int_eq(sy_tensor_rank(y), 4);
        const int64_t shape[4] = {1, 2, 2, 3};
        for (int j = 0; j < 4; j++)
            ck_assert_int_eq(sy_tensor_dim(y, j), shape[j]);
        double got[12];
        SY_OK_OR_FAIL(sy_cast(y, SY_DTYPE_F64, &yd));
        SY_OK_OR_FAIL(sy_tensor_to_data(yd, got, sizeof got));
        for (int k = 0; k < 12; k++)
            ck_assert_msg(got[k] == want[k], "%s: y[%d] is %g, want %g", sy_dtype_name(dt), k, got[k], want[k]);
        sy_tensor_release(y);
        sy_tensor_release(yd);
        /* without bias: the same less the bias */
        SY_OK_OR_FAIL(sy_conv2d(x, w, NULL, st, pads, one2, 2, &y));
        SY_OK_OR_FAIL(sy_cast(y, SY_DTYPE_F64, &yd));
        SY_OK_OR_FAIL(sy_tensor_to_data(yd, got, sizeof got));
        for (int k = 0; k < 12; k++)
            ck_assert_msg(got[k] == want[k] - bv[k / 6], "%s without bias: y[%d] is %g", sy_dtype_name(dt), k, got[k]);
        sy_tensor *all[] = {x0, w0, b0, x, w, b, y, yd};
        for (size_t k = 0; k < sizeof all / sizeof all[0]; k++)
            sy_tensor_release(all[k]);
    }
    SY_CK_NO_LEAK(snap);
}
END_TEST

/* conv2d's gradient ops refuse a dy that is not what conv2d of x and weight gives */
START_TEST(test_conv2d_backward_refuses)
{
    sy_ck_leak snap = sy_ck_leak_snap();
    const int64_t sx[4] = {1, 2, 5, 5}, sw[4] = {3, 2, 3, 3}, sg[4] = {1, 3, 3, 3}, sbad[4] = {1, 3, 4, 3};
    sy_tensor *x = make(SY_DTYPE_F32, sx, 4, NULL), *w = make(SY_DTYPE_F32, sw, 4, NULL);
    sy_tensor *g = make(SY_DTYPE_F32, sg, 4, NULL), *bad = make(SY_DTYPE_F32, sbad, 4, NULL), *out = poison;
    REFUSED(sy_conv2d_backward_input(bad, w, x, one2, zero4, one2, 1, &out), out, SY_E_SHAPE_MISMATCH,
            "sy_conv2d_backward_input: dy is [1, 3, 4, 3]; conv2d of x [1, 2, 5, 5] and weight [3, 2, 3, 3] gives"
            " [1, 3, 3, 3]");
    out = poison;
    REFUSED(sy_conv2d_backward_weight(bad, x, w, one2, zero4, one2, 1, &out), out, SY_E_SHAPE_MISMATCH,
            "sy_conv2d_backward_weight: dy is [1, 3, 4, 3]; conv2d of x [1, 2, 5, 5] and weight [3, 2, 3, 3] gives"
            " [1, 3, 3, 3]");
    out = poison;
    REFUSED(sy_conv2d_backward_weight(g, x, w, one2, zero4, one2, 2, &out), out, SY_E_SHAPE_MISMATCH,
            "sy_conv2d_backward_weight: groups 2 does not divide the 2 channels of x [1, 2, 5, 5] and the 3 of"
            " weight [3, 2, 3, 3]");
    sy_tensor *all[] = {x, w, g, bad};
    for (size_t k = 0; k < sizeof all / sizeof all[0]; k++)
        sy_tensor_release(all[k]);
    SY_CK_NO_LEAK(snap);
}
END_TEST

/* avg_pool and its gradient: every refusal of their shape rule, by message */
START_TEST(test_avg_pool_refuses)
{
    sy_ck_leak snap = sy_ck_leak_snap();
    const int64_t sx[4] = {1, 1, 4, 4}, sdy[4] = {1, 1, 2, 2}, k2[2] = {2, 2}, k3[3] = {2, 2, 2}, k4[4] = {1, 1, 1, 1};
    const int64_t k0[2] = {2, 0}, k5[2] = {5, 2}, s3[3] = {1, 1, 1}, sneg[2] = {1, -1}, p2[2] = {1, 1};
    const int64_t pneg[4] = {0, 0, -1, 0}, pfar[4] = {3, 0, 0, 0}, big[2] = {2, (int64_t)INT32_MAX + 1};
    const int64_t shneg[4] = {1, 1, -1, 4}, shhuge[4] = {1, 1, INT64_MAX, 1}, p1111[4] = {1, 1, 1, 1};
    sy_tensor *x = make(SY_DTYPE_F32, sx, 4, NULL), *dy = make(SY_DTYPE_F32, sdy, 4, NULL), *out = poison;

    REFUSED(sy_avg_pool(x, k2, 0, NULL, 0, NULL, 0, false, false, &out), out, SY_E_INVALID_ARGUMENT,
            "sy_avg_pool: kernel has 0 values; it takes 1 to 3, one per spatial axis");
    out = poison;
    REFUSED(sy_avg_pool(x, k4, 4, NULL, 0, NULL, 0, false, false, &out), out, SY_E_INVALID_ARGUMENT,
            "sy_avg_pool: kernel has 4 values, at most 3");
    out = poison;
    REFUSED(sy_avg_pool(x, k3, 3, NULL, 0, NULL, 0, false, false, &out), out, SY_E_SHAPE_MISMATCH,
            "sy_avg_pool: x is [1, 1, 4, 4]; a kernel of 3 values takes rank 5 (N, C and 3 spatial axes)");
    out = poison;
    REFUSED(sy_avg_pool(x, k2, 2, s3, 3, NULL, 0, false, false, &out), out, SY_E_INVALID_ARGUMENT,
            "sy_avg_pool: stride has 3 values; kernel [2, 2] takes 2 (or none: all 1)");
    out = poison;
    REFUSED(sy_avg_pool(x, k2, 2, NULL, 0, p2, 2, false, false, &out), out, SY_E_INVALID_ARGUMENT,
            "sy_avg_pool: pads has 2 values; kernel [2, 2] takes 4, the begins then the ends (or none: all 0)");
    out = poison;
    REFUSED(sy_avg_pool(x, k0, 2, NULL, 0, NULL, 0, false, false, &out), out, SY_E_INVALID_ARGUMENT,
            "sy_avg_pool: kernel[1] is 0; it takes 1..2147483647");
    out = poison;
    REFUSED(sy_avg_pool(x, big, 2, NULL, 0, NULL, 0, false, false, &out), out, SY_E_INVALID_ARGUMENT,
            "sy_avg_pool: kernel[1] is 2147483648; it takes 1..2147483647");
    out = poison;
    REFUSED(sy_avg_pool(x, k2, 2, sneg, 2, NULL, 0, false, false, &out), out, SY_E_INVALID_ARGUMENT,
            "sy_avg_pool: stride[1] is -1; it takes 1..2147483647");
    out = poison;
    REFUSED(sy_avg_pool(x, k2, 2, NULL, 0, pneg, 4, false, false, &out), out, SY_E_INVALID_ARGUMENT,
            "sy_avg_pool: pads[2] is -1; it takes 0..2147483647");
    out = poison;
    /* a kernel longer than x padded, with and without ceil_mode */
    REFUSED(sy_avg_pool(x, k5, 2, NULL, 0, NULL, 0, false, false, &out), out, SY_E_SHAPE_MISMATCH,
            "sy_avg_pool: the kernel spans 5 along axis 2, more than the 4 of x [1, 1, 4, 4] padded (kernel [5, 2],"
            " stride [], pads [])");
    out = poison;
    REFUSED(sy_avg_pool(x, k5, 2, NULL, 0, NULL, 0, true, true, &out), out, SY_E_SHAPE_MISMATCH,
            "sy_avg_pool: the kernel spans 5 along axis 2, more than the 4 of x [1, 1, 4, 4] padded (kernel [5, 2],"
            " stride [], pads [])");
    out = poison;
    /* the first window along axis 2 lies in the begin padding: no mean without count_include_pad */
    REFUSED(sy_avg_pool(x, k2, 2, NULL, 0, pfar, 4, false, false, &out), out, SY_E_INVALID_ARGUMENT,
            "sy_avg_pool: window 0 along axis 2 of x [1, 1, 4, 4] reads padding alone (kernel [2, 2], stride [],"
            " pads [3, 0, 0, 0]); without count_include_pad it has no mean");
    out = poison;
    /* the gradient: its shape, the same rule, dy of the shape avg_pool gives */
    REFUSED(sy_avg_pool_backward(dy, shneg, 4, k2, 2, NULL, 0, NULL, 0, false, false, &out), out,
            SY_E_SHAPE_MISMATCH, "sy_avg_pool_backward: shape [1, 1, -1, 4] has a negative dimension");
    out = poison;
    /* a shape no tensor can have, refused before its geometry overflows */
    REFUSED(sy_avg_pool_backward(dy, shhuge, 4, k2, 2, NULL, 0, p1111, 4, false, false, &out), out,
            SY_E_INVALID_ARGUMENT, "sy_avg_pool_backward: shape [1, 1, 9223372036854775807, 1] has too many elements"
            " (its non-zero dimensions multiply past 2305843009213693951)");
    out = poison;
    REFUSED(sy_avg_pool_backward(dy, sx, 4, k3, 3, NULL, 0, NULL, 0, false, false, &out), out,
            SY_E_SHAPE_MISMATCH, "sy_avg_pool_backward: shape is [1, 1, 4, 4]; a kernel of 3 values takes rank 5"
            " (N, C and 3 spatial axes)");
    out = poison;
    REFUSED(sy_avg_pool_backward(dy, sx, 4, k2, 2, NULL, 0, NULL, 0, false, false, &out), out,
            SY_E_SHAPE_MISMATCH, "sy_avg_pool_backward: dy is [1, 1, 2, 2]; avg_pool of a shape [1, 1, 4, 4] gives"
            " [1, 1, 3, 3]");
    out = poison;
    REFUSED(sy_avg_pool_backward(x, sdy, 4, k2, 2, NULL, 0, NULL, 0, false, false, &out), out,
            SY_E_SHAPE_MISMATCH, "sy_avg_pool_backward: dy is [1, 1, 4, 4]; avg_pool of a shape [1, 1, 2, 2] gives"
            " [1, 1, 1, 1]");
    /* and what the refusals leave alone: count_include_pad takes the window over padding alone */
    SY_OK_OR_FAIL(sy_avg_pool(x, k2, 2, NULL, 0, pfar, 4, false, true, &out));
    ck_assert_int_eq(sy_tensor_dim(out, 2), 6);
    ck_assert_int_eq(sy_tensor_dim(out, 3), 3);
    sy_tensor_release(out);
    sy_tensor_release(x);
    sy_tensor_release(dy);
    SY_CK_NO_LEAK(snap);
}
END_TEST

/* conv_transpose2d and its gradient of x: every refusal of their shape rule, by message */
START_TEST(test_conv_transpose2d_refuses)
{
    sy_ck_leak snap = sy_ck_leak_snap();
    const int64_t sx[4] = {1, 2, 3, 3}, sx3[3] = {2, 3, 4}, sw[4] = {2, 1, 2, 2}, sw3[3] = {2, 1, 2};
    const int64_t sw31[4] = {3, 1, 2, 2}, sw0[4] = {2, 1, 0, 2}, sb2[1] = {2}, sx0[4] = {1, 2, 0, 3};
    const int64_t sdy[4] = {1, 1, 3, 3}, sxl[4] = {0, 2, (int64_t)1 << 40, 1};
    const int64_t s0[2] = {0, 1}, d0[2] = {1, 0}, pneg[4] = {0, 0, -1, 0}, oneg[2] = {-1, 0}, o01[2] = {0, 1};
    const int64_t pfar[4] = {2, 0, 2, 0}, slong[2] = {INT32_MAX, 1};
    sy_tensor *x = make(SY_DTYPE_F32, sx, 4, NULL), *x3 = make(SY_DTYPE_F32, sx3, 3, NULL);
    sy_tensor *w = make(SY_DTYPE_F32, sw, 4, NULL), *w3 = make(SY_DTYPE_F32, sw3, 3, NULL);
    sy_tensor *w31 = make(SY_DTYPE_F32, sw31, 4, NULL), *w0 = make(SY_DTYPE_F32, sw0, 4, NULL);
    sy_tensor *b2 = make(SY_DTYPE_F32, sb2, 1, NULL), *x0 = make(SY_DTYPE_F32, sx0, 4, NULL);
    sy_tensor *dy = make(SY_DTYPE_F32, sdy, 4, NULL), *xl = make(SY_DTYPE_F32, sxl, 4, NULL), *out = poison;

    REFUSED(sy_conv_transpose2d(x3, w, NULL, one2, zero4, one2, 1, zero4, &out), out, SY_E_SHAPE_MISMATCH,
            "sy_conv_transpose2d: x is [2, 3, 4]; it takes rank 4 (N, C, H, W)");
    out = poison;
    REFUSED(sy_conv_transpose2d(x, w3, NULL, one2, zero4, one2, 1, zero4, &out), out, SY_E_SHAPE_MISMATCH,
            "sy_conv_transpose2d: weight is [2, 1, 2]; it takes rank 4 (C, M / groups, kH, kW)");
    out = poison;
    REFUSED(sy_conv_transpose2d(x, w, NULL, one2, zero4, one2, 0, zero4, &out), out, SY_E_INVALID_ARGUMENT,
            "sy_conv_transpose2d: groups is 0; it takes 1..2147483647");
    out = poison;
    REFUSED(sy_conv_transpose2d(x, w31, NULL, one2, zero4, one2, 1, zero4, &out), out, SY_E_SHAPE_MISMATCH,
            "sy_conv_transpose2d: weight [3, 1, 2, 2] for x [1, 2, 3, 3] with groups 1; it takes [2, M / groups, kH,"
            " kW] and groups dividing 2");
    out = poison;
    REFUSED(sy_conv_transpose2d(x, w, NULL, one2, zero4, one2, 3, zero4, &out), out, SY_E_SHAPE_MISMATCH,
            "sy_conv_transpose2d: weight [2, 1, 2, 2] for x [1, 2, 3, 3] with groups 3; it takes [2, M / groups, kH,"
            " kW] and groups dividing 2");
    out = poison;
    REFUSED(sy_conv_transpose2d(x, w, b2, one2, zero4, one2, 1, zero4, &out), out, SY_E_SHAPE_MISMATCH,
            "sy_conv_transpose2d: bias is [2]; weight [2, 1, 2, 2] with groups 1 takes [1]");
    out = poison;
    REFUSED(sy_conv_transpose2d(x, w0, NULL, one2, zero4, one2, 1, zero4, &out), out, SY_E_SHAPE_MISMATCH,
            "sy_conv_transpose2d: weight [2, 1, 0, 2] has a kernel of 0 or more than 2147483647");
    out = poison;
    REFUSED(sy_conv_transpose2d(x, w, NULL, s0, zero4, one2, 1, zero4, &out), out, SY_E_INVALID_ARGUMENT,
            "sy_conv_transpose2d: stride[0] is 0; it takes 1..2147483647");
    out = poison;
    REFUSED(sy_conv_transpose2d(x, w, NULL, one2, zero4, d0, 1, zero4, &out), out, SY_E_INVALID_ARGUMENT,
            "sy_conv_transpose2d: dilation[1] is 0; it takes 1..2147483647");
    out = poison;
    REFUSED(sy_conv_transpose2d(x, w, NULL, one2, pneg, one2, 1, zero4, &out), out, SY_E_INVALID_ARGUMENT,
            "sy_conv_transpose2d: pads[2] is -1; it takes 0..2147483647");
    out = poison;
    REFUSED(sy_conv_transpose2d(x, w, NULL, one2, zero4, one2, 1, oneg, &out), out, SY_E_INVALID_ARGUMENT,
            "sy_conv_transpose2d: output_padding[0] is -1; it takes 0..2147483647");
    out = poison;
    REFUSED(sy_conv_transpose2d(x, w, NULL, one2, zero4, one2, 1, o01, &out), out, SY_E_INVALID_ARGUMENT,
            "sy_conv_transpose2d: output_padding[1] is 1; stride 1 takes 0..0 (so conv2d of the result gives x's"
            " shape back)");
    out = poison;
    /* pads that cut the whole result, an empty x axis, a result too long for int64 */
    REFUSED(sy_conv_transpose2d(x, w, NULL, one2, pfar, one2, 1, zero4, &out), out, SY_E_SHAPE_MISMATCH,
            "sy_conv_transpose2d: x [1, 2, 3, 3] and weight [2, 1, 2, 2] give 0 along axis 2 (stride 1, pads [2, 0, 2,"
            " 0], dilation 1, output_padding 0); it takes 1 or more");
    out = poison;
    REFUSED(sy_conv_transpose2d(x0, w, NULL, one2, zero4, one2, 1, zero4, &out), out, SY_E_SHAPE_MISMATCH,
            "sy_conv_transpose2d: x [1, 2, 0, 3] is empty along axis 2; it takes 1 or more there");
    out = poison;
    REFUSED(sy_conv_transpose2d(xl, w, NULL, slong, zero4, one2, 1, zero4, &out), out, SY_E_SHAPE_MISMATCH,
            "sy_conv_transpose2d: x [0, 2, 1099511627776, 1] with stride 2147483647 along axis 2 gives a result"
            " longer than 2305843009213693951");
    out = poison;
    /* the gradient of x: the same rule, dy of the shape conv_transpose2d gives */
    REFUSED(sy_conv_transpose2d_backward_input(dy, w, x, one2, zero4, one2, 0, zero4, &out), out,
            SY_E_INVALID_ARGUMENT, "sy_conv_transpose2d_backward_input: groups is 0; it takes 1..2147483647");
    out = poison;
    REFUSED(sy_conv_transpose2d_backward_input(dy, w, x, one2, zero4, one2, 1, zero4, &out), out,
            SY_E_SHAPE_MISMATCH, "sy_conv_transpose2d_backward_input: dy is [1, 1, 3, 3]; conv_transpose2d of x [1, 2,"
            " 3, 3] and weight [2, 1, 2, 2] gives [1, 1, 4, 4]");
    out = poison;
    REFUSED(sy_conv_transpose2d_backward_input(w3, w, x, one2, zero4, one2, 1, zero4, &out), out,
            SY_E_SHAPE_MISMATCH, "sy_conv_transpose2d_backward_input: dy is [2, 1, 2]; conv_transpose2d of x [1, 2,"
            " 3, 3] and weight [2, 1, 2, 2] gives [1, 1, 4, 4]");
    sy_tensor *all[] = {x, x3, w, w3, w31, w0, b2, x0, dy, xl};
    for (size_t k = 0; k < sizeof all / sizeof all[0]; k++)
        sy_tensor_release(all[k]);
    SY_CK_NO_LEAK(snap);
}
END_TEST

Suite *suite_window(void)
{
    Suite *s = suite_create("window");
    cpu0 = sy_device_of(SY_BACKEND_CPU, 0);
    TCase *tc = tcase_create("window");
    tcase_add_test(tc, test_max_pool2d_refuses);
    tcase_add_test(tc, test_max_pool2d_values);
    tcase_add_test(tc, test_conv2d_refuses);
    tcase_add_test(tc, test_conv2d_values);
    tcase_add_test(tc, test_conv2d_backward_refuses);
    tcase_add_test(tc, test_avg_pool_refuses);
    tcase_add_test(tc, test_conv_transpose2d_refuses);
    suite_add_tcase(s, tc);
    return s;
}
