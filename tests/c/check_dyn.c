/* The ops of data-dependent shape (`shape: values`: nonzero, compress,
 * unique, range) with values worked out by hand, on every device of every
 * enabled backend (the device backends run them through their cpu
 * fallback; the results come back on the caller's device): results of
 * every kind, empty results (nonzero of zeros, a compress by an empty
 * condition, a range of no values, unique of nothing), the exact refusal
 * inside a capture, the shape rules' refusals by message, and a kernel's
 * refusal of a value (range's delta 0).
 * Random cases against NumPy: tests/reference; saved graphs with '?' dims:
 * tests/c/check_graph_io.c. */
#define _POSIX_C_SOURCE 200809L
#include <math.h>
#include <stdint.h>
#include <stdio.h>
#include <string.h>

#include "sy_test.h"

static sy_tensor *on(sy_device dev, sy_dtype dt, const int64_t *shape, int rank, const void *data)
{
    sy_tensor *t = NULL;
    SY_OK_OR_FAIL(sy_tensor_from_data(data, dt, shape, rank, dev, &t));
    return t;
}

/* t is on dev, of dtype dt and shape [shape], and holds exactly the bytes of want
 * (floats bit for bit: a NaN copied from the input, the sign of zero); releases t. */
static void expect(const char *what, sy_device dev, sy_tensor *t, sy_dtype dt, const int64_t *shape, int rank,
                   const void *want)
{
    char name[96];
    snprintf(name, sizeof name, "%s on %s:%u", what, sy_backend_name((sy_backend)dev.backend), (unsigned)dev.index);
    ck_assert_msg(t != NULL, "%s: no result", name);
    ck_assert_msg(sy_tensor_dtype(t) == dt, "%s: dtype %s, want %s", name, sy_dtype_name(sy_tensor_dtype(t)),
                  sy_dtype_name(dt));
    ck_assert_msg(sy_tensor_rank(t) == rank, "%s: rank %d, want %d", name, sy_tensor_rank(t), rank);
    size_t n = 1;
    for (int d = 0; d < rank; d++) {
        ck_assert_msg(sy_tensor_shape(t)[d] == shape[d], "%s: dim %d is %lld, want %lld", name, d,
                      (long long)sy_tensor_shape(t)[d], (long long)shape[d]);
        n *= (size_t)shape[d];
    }
    sy_device at = sy_tensor_device(t);
    ck_assert_msg(at.backend == dev.backend && at.index == dev.index, "%s: the result is on another device", name);
    const size_t bytes = n * sy_dtype_size(dt);
    unsigned char got[256];
    ck_assert(bytes <= sizeof got);
    SY_OK_OR_FAIL(sy_tensor_to_data(t, got, bytes));
    for (size_t b = 0; b < bytes; b++)
        ck_assert_msg(got[b] == ((const unsigned char *)want)[b], "%s: byte %zu of element %zu differs", name, b,
                      b / sy_dtype_size(dt));
    sy_tensor_release(t);
}

static bool stores_all(sy_device dev)
{
    const sy_dtype need[] = {SY_DTYPE_F32, SY_DTYPE_I32, SY_DTYPE_I64, SY_DTYPE_BOOL};
    for (size_t k = 0; k < sizeof need / sizeof need[0]; k++)
        if (!sy_backend_stores((sy_backend)dev.backend, need[k]))
            return false;
    return true;
}

START_TEST(test_nonzero_values)
{
    sy_ck_leak snap = sy_ck_leak_snap();
    sy_device devs[SY_CK_MAX_DEVICES];
    const int nd = sy_ck_devices(devs, SY_CK_MAX_DEVICES);
    int ran = 0;
    for (int k = 0; k < nd && k < SY_CK_MAX_DEVICES; k++) {
        const sy_device dev = devs[k];
        if (!stores_all(dev))
            continue;
        ran++;
        /* [[0, 1.5, -0], [NaN, 0, 2]]: -0 is zero, NaN is not -> (0, 1), (1, 0), (1, 2) */
        const int64_t s23[2] = {2, 3}, s22[2] = {2, 2}, s4[1] = {4}, w23[2] = {2, 3}, w20[2] = {2, 0};
        const float xf[6] = {0.0f, 1.5f, -0.0f, NAN, 0.0f, 2.0f}, zf[4] = {0.0f, -0.0f, 0.0f, 0.0f};
        const int64_t want_f[6] = {0, 1, 1, 1, 0, 2};
        sy_tensor *x = on(dev, SY_DTYPE_F32, s23, 2, xf), *out = NULL;
        SY_OK_OR_FAIL(sy_nonzero(x, &out));
        expect("nonzero f32 [2, 3]", dev, out, SY_DTYPE_I64, w23, 2, want_f);
        sy_tensor_release(x);
        /* i32 [4]: [0, -7, 0, 3] -> [[1, 3]] */
        const int32_t xi[4] = {0, -7, 0, 3};
        const int64_t w12[2] = {1, 2}, want_i[2] = {1, 3};
        x = on(dev, SY_DTYPE_I32, s4, 1, xi);
        SY_OK_OR_FAIL(sy_nonzero(x, &out));
        expect("nonzero i32 [4]", dev, out, SY_DTYPE_I64, w12, 2, want_i);
        sy_tensor_release(x);
        /* all zeros (signed ones too): an empty [rank, 0] */
        x = on(dev, SY_DTYPE_F32, s22, 2, zf);
        SY_OK_OR_FAIL(sy_nonzero(x, &out));
        expect("nonzero of zeros", dev, out, SY_DTYPE_I64, w20, 2, NULL);
        sy_tensor_release(x);
    }
    ck_assert_int_gt(ran, 0);
    SY_CK_NO_LEAK(snap);
}
END_TEST

START_TEST(test_compress_values)
{
    sy_ck_leak snap = sy_ck_leak_snap();
    sy_device devs[SY_CK_MAX_DEVICES];
    const int nd = sy_ck_devices(devs, SY_CK_MAX_DEVICES);
    for (int k = 0; k < nd && k < SY_CK_MAX_DEVICES; k++) {
        const sy_device dev = devs[k];
        if (!stores_all(dev))
            continue;
        const int64_t s32[2] = {3, 2}, s3[1] = {3}, s1[1] = {1}, s5[1] = {5}, w22[2] = {2, 2}, w30[2] = {3, 0};
        const int64_t w3[1] = {3};
        const int32_t xv[6] = {1, 2, 3, 4, 5, 6};
        const bool c101[3] = {true, false, true}, c0[1] = {false}, c01101[5] = {false, true, true, false, true};
        sy_tensor *x = on(dev, SY_DTYPE_I32, s32, 2, xv), *c = on(dev, SY_DTYPE_BOOL, s3, 1, c101), *out = NULL;
        /* rows 0 and 2 */
        const int32_t want_rows[4] = {1, 2, 5, 6};
        SY_OK_OR_FAIL(sy_compress(x, c, 0, &out));
        expect("compress axis 0", dev, out, SY_DTYPE_I32, w22, 2, want_rows);
        sy_tensor_release(c);
        /* a condition shorter than axis 1 and false: no column left, [3, 0] */
        c = on(dev, SY_DTYPE_BOOL, s1, 1, c0);
        SY_OK_OR_FAIL(sy_compress(x, c, -1, &out));
        expect("compress axis -1, [false]", dev, out, SY_DTYPE_I32, w30, 2, NULL);
        sy_tensor_release(c);
        /* flattened (SY_AXIS_ALL): elements 1, 2 and 4 of six, the sixth past the condition */
        const int32_t want_flat[3] = {2, 3, 5};
        c = on(dev, SY_DTYPE_BOOL, s5, 1, c01101);
        SY_OK_OR_FAIL(sy_compress(x, c, SY_AXIS_ALL, &out));
        expect("compress flattened", dev, out, SY_DTYPE_I32, w3, 1, want_flat);
        sy_tensor_release(c);
        sy_tensor_release(x);
    }
    SY_CK_NO_LEAK(snap);
}
END_TEST

START_TEST(test_unique_values)
{
    sy_ck_leak snap = sy_ck_leak_snap();
    sy_device devs[SY_CK_MAX_DEVICES];
    const int nd = sy_ck_devices(devs, SY_CK_MAX_DEVICES);
    for (int k = 0; k < nd && k < SY_CK_MAX_DEVICES; k++) {
        const sy_device dev = devs[k];
        if (!stores_all(dev))
            continue;
        sy_tensor *y = NULL, *idx = NULL, *inv = NULL, *cnt = NULL;
        /* [2, 1, 2, NaN, 1, NaN]: NaNs equal to each other and after every number */
        const float nan = NAN;
        const float xf[6] = {2.0f, 1.0f, 2.0f, nan, 1.0f, nan};
        const int64_t s6[1] = {6}, w3[1] = {3};
        sy_tensor *x = on(dev, SY_DTYPE_F32, s6, 1, xf);
        SY_OK_OR_FAIL(sy_unique(x, true, SY_AXIS_ALL, &y, &idx, &inv, &cnt));
        const float ys[3] = {1.0f, 2.0f, nan};
        const int64_t is[3] = {1, 0, 3}, vs[6] = {1, 0, 1, 2, 0, 2}, cs[3] = {2, 2, 2};
        expect("unique sorted y", dev, y, SY_DTYPE_F32, w3, 1, ys);
        expect("unique sorted indices", dev, idx, SY_DTYPE_I64, w3, 1, is);
        expect("unique sorted inverse_indices", dev, inv, SY_DTYPE_I64, s6, 1, vs);
        expect("unique sorted counts", dev, cnt, SY_DTYPE_I64, w3, 1, cs);
        SY_OK_OR_FAIL(sy_unique(x, false, SY_AXIS_ALL, &y, &idx, &inv, &cnt));
        const float yu[3] = {2.0f, 1.0f, nan};
        const int64_t iu[3] = {0, 1, 3}, vu[6] = {0, 1, 0, 2, 1, 2};
        expect("unique by first occurrence y", dev, y, SY_DTYPE_F32, w3, 1, yu);
        expect("unique by first occurrence indices", dev, idx, SY_DTYPE_I64, w3, 1, iu);
        expect("unique by first occurrence inverse_indices", dev, inv, SY_DTYPE_I64, s6, 1, vu);
        expect("unique by first occurrence counts", dev, cnt, SY_DTYPE_I64, w3, 1, cs);
        sy_tensor_release(x);
        /* rows of [[1, 2], [0, 5], [1, 2]] along axis 0 */
        const int32_t xr[6] = {1, 2, 0, 5, 1, 2};
        const int64_t s32[2] = {3, 2}, w22[2] = {2, 2}, w2[1] = {2}, w3r[1] = {3};
        x = on(dev, SY_DTYPE_I32, s32, 2, xr);
        SY_OK_OR_FAIL(sy_unique(x, true, 0, &y, &idx, &inv, &cnt));
        const int32_t yr[4] = {0, 5, 1, 2};
        const int64_t ir[2] = {1, 0}, vr[3] = {1, 0, 1}, cr[2] = {1, 2};
        expect("unique rows sorted y", dev, y, SY_DTYPE_I32, w22, 2, yr);
        expect("unique rows sorted indices", dev, idx, SY_DTYPE_I64, w2, 1, ir);
        expect("unique rows sorted inverse_indices", dev, inv, SY_DTYPE_I64, w3r, 1, vr);
        expect("unique rows sorted counts", dev, cnt, SY_DTYPE_I64, w2, 1, cr);
        SY_OK_OR_FAIL(sy_unique(x, false, -2, &y, &idx, &inv, &cnt));
        const int32_t yru[4] = {1, 2, 0, 5};
        const int64_t iru[2] = {0, 1}, vru[3] = {0, 1, 0}, cru[2] = {2, 1};
        expect("unique rows by first occurrence y", dev, y, SY_DTYPE_I32, w22, 2, yru);
        expect("unique rows by first occurrence indices", dev, idx, SY_DTYPE_I64, w2, 1, iru);
        expect("unique rows by first occurrence inverse_indices", dev, inv, SY_DTYPE_I64, w3r, 1, vru);
        expect("unique rows by first occurrence counts", dev, cnt, SY_DTYPE_I64, w2, 1, cru);
        sy_tensor_release(x);
        /* nothing: four empty results */
        const int64_t s0[1] = {0};
        x = on(dev, SY_DTYPE_F32, s0, 1, xf); /* no element read */
        SY_OK_OR_FAIL(sy_unique(x, true, SY_AXIS_ALL, &y, &idx, &inv, &cnt));
        expect("unique of nothing y", dev, y, SY_DTYPE_F32, s0, 1, NULL);
        expect("unique of nothing indices", dev, idx, SY_DTYPE_I64, s0, 1, NULL);
        expect("unique of nothing inverse_indices", dev, inv, SY_DTYPE_I64, s0, 1, NULL);
        expect("unique of nothing counts", dev, cnt, SY_DTYPE_I64, s0, 1, NULL);
        sy_tensor_release(x);
    }
    SY_CK_NO_LEAK(snap);
}
END_TEST

START_TEST(test_range_values)
{
    sy_ck_leak snap = sy_ck_leak_snap();
    sy_device devs[SY_CK_MAX_DEVICES];
    const int nd = sy_ck_devices(devs, SY_CK_MAX_DEVICES);
    for (int k = 0; k < nd && k < SY_CK_MAX_DEVICES; k++) {
        const sy_device dev = devs[k];
        if (!stores_all(dev))
            continue;
        const int64_t s1[1] = {1}, w3[1] = {3}, w0[1] = {0};
        sy_tensor *out = NULL;
#define SCALARS(dt, T, a, b, c, rank)                                                                   \
    const T v_[3] = {(a), (b), (c)};                                                                     \
    sy_tensor *ts = on(dev, dt, s1, rank, &v_[0]), *tl = on(dev, dt, s1, rank, &v_[1]),                 \
              *td = on(dev, dt, s1, rank, &v_[2])
        { /* i32 10, 7, 4: ceil((1 - 10) / -3) = 3 values, the inputs of rank 0 */
            SCALARS(SY_DTYPE_I32, int32_t, 10, 1, -3, 0);
            const int32_t want[3] = {10, 7, 4};
            SY_OK_OR_FAIL(sy_range(ts, tl, td, &out));
            expect("range i32 10 to 1 by -3", dev, out, SY_DTYPE_I32, w3, 1, want);
            sy_tensor_release(ts), sy_tensor_release(tl), sy_tensor_release(td);
        }
        { /* f32 0.5, 1, 1.5: ceil((2 - 0.5) / 0.5) = 3, inputs of shape [1] */
            SCALARS(SY_DTYPE_F32, float, 0.5f, 2.0f, 0.5f, 1);
            const float want[3] = {0.5f, 1.0f, 1.5f};
            SY_OK_OR_FAIL(sy_range(ts, tl, td, &out));
            expect("range f32 0.5 to 2 by 0.5", dev, out, SY_DTYPE_F32, w3, 1, want);
            sy_tensor_release(ts), sy_tensor_release(tl), sy_tensor_release(td);
        }
        { /* i64 across the whole range: ceil((2^64 - 1) / (2^63 - 1)) = 3 values, the last 2^63 - 2 */
            SCALARS(SY_DTYPE_I64, int64_t, INT64_MIN, INT64_MAX, INT64_MAX, 0);
            const int64_t want[3] = {INT64_MIN, -1, INT64_MAX - 1};
            SY_OK_OR_FAIL(sy_range(ts, tl, td, &out));
            expect("range i64 min to max by max", dev, out, SY_DTYPE_I64, w3, 1, want);
            sy_tensor_release(ts), sy_tensor_release(tl), sy_tensor_release(td);
        }
        { /* no values: limit behind start (ceil(-1) = -1 -> 0) */
            SCALARS(SY_DTYPE_I32, int32_t, 1, 0, 1, 0);
            SY_OK_OR_FAIL(sy_range(ts, tl, td, &out));
            expect("range i32 1 to 0 by 1", dev, out, SY_DTYPE_I32, w0, 1, NULL);
            sy_tensor_release(ts), sy_tensor_release(tl), sy_tensor_release(td);
        }
        { /* a delta of 0 is refused by the kernel's sizing call, before any result is made */
            SCALARS(SY_DTYPE_I32, int32_t, 1, 5, 0, 0);
            out = (sy_tensor *)(uintptr_t)0x5a5a5a50;
            ck_assert_int_eq(sy_range(ts, tl, td, &out), SY_E_INVALID_ARGUMENT);
            ck_assert_ptr_null(out);
            ck_assert_msg(strstr(sy_ck_detail(SY_E_INVALID_ARGUMENT), "range: delta is 0") != NULL, "%s",
                          sy_last_error());
            ck_assert_msg(strncmp(sy_last_error(), "sy_range: ", 10) == 0, "%s", sy_last_error());
            sy_tensor_release(ts), sy_tensor_release(tl), sy_tensor_release(td);
        }
#undef SCALARS
    }
    SY_CK_NO_LEAK(snap);
}
END_TEST

/* The refusal inside a capture, word for word, for each op; nothing recorded. */
static void refused_in_capture(sy_status st, const char *op, sy_device cap)
{
    char want[512];
    snprintf(want, sizeof want,
             "sy_%s: the shape of its result depends on the values of its inputs, which a capture device does not "
             "have; ops of data-dependent shape run eagerly and are refused inside a capture (run it on a real "
             "device, or load a saved graph with '?' dims)",
             op);
    ck_assert_msg(st == SY_E_UNSUPPORTED, "%s in a capture: %s (%s)", op, sy_status_name(st), sy_last_error());
    ck_assert_str_eq(sy_ck_detail(SY_E_UNSUPPORTED), want);
    size_t nodes = 99;
    SY_OK_OR_FAIL(sy_capture_counts(cap, NULL, &nodes));
    ck_assert_msg(nodes == 0, "%s: the capture recorded %zu nodes", op, nodes);
}

START_TEST(test_refused_in_capture)
{
    sy_ck_leak snap = sy_ck_leak_snap();
    sy_device cap;
    SY_OK_OR_FAIL(sy_capture_new(&cap));
    const int64_t s3[1] = {3};
    const float xv[3] = {0.0f, 1.0f, 1.0f};
    const bool cv[3] = {true, false, true};
    sy_tensor *x = on(cap, SY_DTYPE_F32, s3, 1, xv), *c = on(cap, SY_DTYPE_BOOL, s3, 1, cv);
    sy_tensor *a = on(cap, SY_DTYPE_F32, NULL, 0, &xv[0]), *b = on(cap, SY_DTYPE_F32, NULL, 0, &xv[1]);
    sy_tensor *const poison = (sy_tensor *)(uintptr_t)0x5a5a5a50;
    sy_tensor *out = poison, *idx = poison, *inv = poison, *cnt = poison;
    refused_in_capture(sy_nonzero(x, &out), "nonzero", cap);
    ck_assert_ptr_null(out);
    out = poison;
    refused_in_capture(sy_compress(x, c, 0, &out), "compress", cap);
    ck_assert_ptr_null(out);
    out = poison;
    refused_in_capture(sy_unique(x, true, SY_AXIS_ALL, &out, &idx, &inv, &cnt), "unique", cap);
    ck_assert(out == NULL && idx == NULL && inv == NULL && cnt == NULL);
    out = poison;
    refused_in_capture(sy_range(a, b, b, &out), "range", cap);
    ck_assert_ptr_null(out);
    /* an op of fixed shape still records after the refusals */
    SY_OK_OR_FAIL(sy_neg(x, &out));
    size_t nodes = 0;
    SY_OK_OR_FAIL(sy_capture_counts(cap, NULL, &nodes));
    ck_assert_uint_eq(nodes, 1);
    sy_tensor_release(out);
    sy_tensor_release(x), sy_tensor_release(c), sy_tensor_release(a), sy_tensor_release(b);
    SY_OK_OR_FAIL(sy_capture_release(cap));
    SY_CK_NO_LEAK(snap);
}
END_TEST

/* The shape rules' refusals, word for word, before any value is read: nonzero of
 * a scalar, compress's axis and condition, unique's axis, range's inputs of
 * more than one number. */
static void refused(sy_status st, sy_status want, const char *msg)
{
    ck_assert_msg(st == want, "%s: got %s (%s), want %s", msg, sy_status_name(st), sy_last_error(),
                  sy_status_name(want));
    ck_assert_str_eq(sy_ck_detail(want), msg);
}

START_TEST(test_rules_refuse)
{
    sy_ck_leak snap = sy_ck_leak_snap();
    const sy_device cpu0 = sy_device_of(SY_BACKEND_CPU, 0);
    const int64_t s23[2] = {2, 3}, s3[1] = {3}, s4[1] = {4}, s7[1] = {7}, s2[1] = {2}, s11[2] = {1, 1};
    const float xv[6] = {1, 0, 2, 0, 3, 0}, one = 1.0f, two[2] = {1, 2};
    const bool cv[7] = {true, false, true, false, true, false, true};
    sy_tensor *x = on(cpu0, SY_DTYPE_F32, s23, 2, xv), *sc = on(cpu0, SY_DTYPE_F32, NULL, 0, &one);
    sy_tensor *c3 = on(cpu0, SY_DTYPE_BOOL, s3, 1, cv), *c4 = on(cpu0, SY_DTYPE_BOOL, s4, 1, cv);
    sy_tensor *c7 = on(cpu0, SY_DTYPE_BOOL, s7, 1, cv), *c23 = on(cpu0, SY_DTYPE_BOOL, s23, 2, cv);
    sy_tensor *v2 = on(cpu0, SY_DTYPE_F32, s2, 1, two), *v11 = on(cpu0, SY_DTYPE_F32, s11, 2, &one);
    sy_tensor *const poison = (sy_tensor *)(uintptr_t)0x5a5a5a50;
    sy_tensor *out = poison, *idx = poison, *inv = poison, *cnt = poison;

    refused(sy_nonzero(sc, &out), SY_E_SHAPE_MISMATCH,
            "sy_nonzero: x is a scalar (rank 0); nonzero takes x of rank 1 or more");
    ck_assert_ptr_null(out);
    out = poison;
    refused(sy_compress(x, c3, 2, &out), SY_E_INVALID_ARGUMENT, "sy_compress: axis 2 is out of range for rank 2");
    ck_assert_ptr_null(out);
    out = poison;
    refused(sy_compress(x, c23, 0, &out), SY_E_SHAPE_MISMATCH,
            "sy_compress: condition [2, 3] has rank 2; it must have rank 1");
    ck_assert_ptr_null(out);
    out = poison;
    refused(sy_compress(x, c4, 1, &out), SY_E_SHAPE_MISMATCH,
            "sy_compress: condition [4] is longer than the axis's length 3 of x [2, 3]");
    ck_assert_ptr_null(out);
    out = poison;
    refused(sy_compress(x, c7, SY_AXIS_ALL, &out), SY_E_SHAPE_MISMATCH,
            "sy_compress: condition [7] is longer than the element count 6 of x [2, 3]");
    ck_assert_ptr_null(out);
    out = poison;
    refused(sy_unique(x, true, -3, &out, &idx, &inv, &cnt), SY_E_INVALID_ARGUMENT,
            "sy_unique: axis -3 is out of range for rank 2");
    ck_assert(out == NULL && idx == NULL && inv == NULL && cnt == NULL);
    out = poison;
    refused(sy_range(v2, sc, sc, &out), SY_E_SHAPE_MISMATCH,
            "sy_range: start is [2]; it must be one number (rank 0, or [1])");
    ck_assert_ptr_null(out);
    out = poison;
    refused(sy_range(sc, sc, v11, &out), SY_E_SHAPE_MISMATCH,
            "sy_range: delta is [1, 1]; it must be one number (rank 0, or [1])");
    ck_assert_ptr_null(out);
    sy_tensor *all[] = {x, sc, c3, c4, c7, c23, v2, v11};
    for (size_t k = 0; k < sizeof all / sizeof all[0]; k++)
        sy_tensor_release(all[k]);
    SY_CK_NO_LEAK(snap);
}
END_TEST

Suite *suite_dyn(void)
{
    Suite *s = suite_create("dyn");
    TCase *tc = tcase_create("dyn");
    tcase_set_timeout(tc, 60);
    tcase_add_test(tc, test_nonzero_values);
    tcase_add_test(tc, test_compress_values);
    tcase_add_test(tc, test_unique_values);
    tcase_add_test(tc, test_range_values);
    if (sy_backend_enabled(SY_BACKEND_CAPTURE)) /* else check_capture.c tests the refusal of sy_capture_new */
        tcase_add_test(tc, test_refused_in_capture);
    tcase_add_test(tc, test_rules_refuse);
    suite_add_tcase(s, tc);
    return s;
}
