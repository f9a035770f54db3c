/* Hostile input to the public API (runtime/switchyard.h) that is not an op
 * (ops: check_ops.c): NULL in every pointer argument, shapes whose byte size
 * overflows, ranks above SY_MAX_RANK, negative dimensions, too-small output
 * buffers, junk in SY_DEVICE, use of a tensor after its capture device or
 * graph was released. Every case gets a negative status (or the documented
 * neutral answer of a query), a detail naming the function, *out NULL, and
 * nothing leaked. */
#define _POSIX_C_SOURCE 200809L
#include <stdio.h>
#include <stdlib.h>

#include "sy_test.h"

static sy_tensor *const poison = (sy_tensor *)(uintptr_t)0x10;

#define EXPECT_BAD(call, fn)                                                                                  \
    do {                                                                                                      \
        sy_status st_ = (call);                                                                               \
        ck_assert_msg(st_ < 0, "%s -> %s (want an error)", #call, sy_status_name(st_));                       \
        ck_assert_msg(strstr(sy_last_error(), fn) != NULL, "%s: detail '%s' does not name %s", #call,         \
                      sy_last_error(), fn);                                                                   \
    } while (0)

START_TEST(test_null_pointers)
{
    sy_ck_leak snap = sy_ck_leak_snap();
    const sy_device cpu = sy_device_of(SY_BACKEND_CPU, 0), ad = sy_device_autodiff(cpu, SY_CHECKPOINT_NONE);
    const float data[2] = {1, 2};
    const int64_t shape[1] = {2};
    sy_tensor *t, *out;
    SY_OK_OR_FAIL(sy_tensor_from_data(data, SY_DTYPE_F32, shape, 1, cpu, &t));

    out = poison;
    EXPECT_BAD(sy_tensor_from_data(NULL, SY_DTYPE_F32, shape, 1, cpu, &out), "sy_tensor_from_data");
    ck_assert_ptr_null(out);
    out = poison;
    EXPECT_BAD(sy_tensor_from_data(data, SY_DTYPE_F32, NULL, 1, cpu, &out), "sy_tensor_from_data");
    ck_assert_ptr_null(out);
    EXPECT_BAD(sy_tensor_from_data(data, SY_DTYPE_F32, shape, 1, cpu, NULL), "sy_tensor_from_data");
    float back[2];
    EXPECT_BAD(sy_tensor_to_data(NULL, back, sizeof back), "sy_tensor_to_data");
    EXPECT_BAD(sy_tensor_to_data(t, NULL, sizeof back), "sy_tensor_to_data");
    EXPECT_BAD(sy_tensor_to_data(t, back, sizeof back - 1), "sy_tensor_to_data"); /* too small */

    EXPECT_BAD(sy_device_parse(NULL, &(sy_device){0}), "sy_device_parse");
    EXPECT_BAD(sy_device_parse("cpu", NULL), "sy_device_parse");
    EXPECT_BAD(sy_device_default(NULL), "sy_device_default");
    EXPECT_BAD(sy_capture_new(NULL), "sy_capture_new");

    out = poison;
    EXPECT_BAD(sy_to_device(NULL, cpu, &out), "sy_to_device");
    ck_assert_ptr_null(out);
    EXPECT_BAD(sy_to_device(t, cpu, NULL), "sy_to_device");
    EXPECT_BAD(sy_move_check(NULL, cpu), "sy_to_device: the tensor is NULL"); /* the detail a move would give */
    ck_assert(!sy_can_move(NULL, cpu));
    ck_assert(!sy_sides_agree(NULL, cpu));
    out = poison;
    EXPECT_BAD(sy_inner(NULL, &out), "sy_inner");
    ck_assert_ptr_null(out);
    EXPECT_BAD(sy_inner(t, NULL), "sy_inner");
    out = poison;
    EXPECT_BAD(sy_track(NULL, ad, &out), "sy_track");
    ck_assert_ptr_null(out);
    EXPECT_BAD(sy_track(t, ad, NULL), "sy_track");
    out = poison;
    EXPECT_BAD(sy_require_grad(NULL, &out), "sy_require_grad");
    ck_assert_ptr_null(out);

    sy_grads *g = (sy_grads *)poison;
    EXPECT_BAD(sy_backward(NULL, &g), "sy_backward");
    ck_assert_ptr_null(g);
    EXPECT_BAD(sy_backward(t, NULL), "sy_backward");
    out = poison;
    EXPECT_BAD(sy_grad(NULL, t, &out), "sy_grad");
    ck_assert_ptr_null(out);
    sy_grads_release(NULL);

    sy_graph *gr = (sy_graph *)poison;
    EXPECT_BAD(sy_capture_complete(cpu, NULL, 0, NULL, 0, &gr), "sy_capture_complete");
    ck_assert_ptr_null(gr);
    size_t a, b, c, d;
    EXPECT_BAD(sy_graph_counts(NULL, &a, &b, &c, &d), "sy_graph_counts");
    sy_tensor *outs[1] = {poison};
    EXPECT_BAD(sy_graph_run(NULL, cpu, NULL, 0, outs, 1), "sy_graph_run");
    ck_assert_ptr_null(outs[0]);
    EXPECT_BAD(sy_graph_write(NULL, stdout, SY_GRAPH_TEXT), "sy_graph_write");
    sy_graph_release(NULL);

    /* queries answer neutrally */
    ck_assert_int_eq(sy_tensor_rank(NULL), -1);
    ck_assert_int_eq(sy_tensor_numel(NULL), 0);
    ck_assert_uint_eq(sy_tensor_nbytes(NULL), 0);
    ck_assert(!sy_tensor_is_tracked(NULL));
    ck_assert(!sy_tensor_shares_storage(NULL, t));
    ck_assert_ptr_null(sy_tensor_retain(NULL));
    sy_tensor_release(NULL);
    ck_assert_int_eq(sy_device_format(cpu, NULL, 0), 5);
    ck_assert_str_eq(sy_status_str(SY_OK), sy_status_str(SY_OK));

    sy_tensor_release(t);
    SY_CK_NO_LEAK(snap);
}
END_TEST

/* Shapes: rank above SY_MAX_RANK, negative dimensions, byte sizes that
 * overflow size_t, on every real device. */
START_TEST(test_bad_shapes)
{
    sy_device all[SY_CK_MAX_DEVICES];
    sy_ck_devices(all, SY_CK_MAX_DEVICES);
    sy_device dev = all[_i];
    sy_ck_leak snap = sy_ck_leak_snap();
    int64_t big[SY_MAX_RANK + 1];
    for (int i = 0; i <= SY_MAX_RANK; i++)
        big[i] = 1;
    const int64_t negative[2] = {2, -3}, overflow[2] = {INT64_MAX / 4, 16}, bytes_overflow[1] = {INT64_MAX / 2};
    const float data[4] = {0};
    sy_tensor *out = poison;
    EXPECT_BAD(sy_zeros(big, SY_MAX_RANK + 1, SY_DTYPE_F32, dev, &out), "sy_zeros");
    ck_assert_ptr_null(out);
    out = poison;
    EXPECT_BAD(sy_zeros(negative, 2, SY_DTYPE_F32, dev, &out), "sy_zeros");
    ck_assert_ptr_null(out);
    out = poison;
    EXPECT_BAD(sy_zeros(overflow, 2, SY_DTYPE_F32, dev, &out), "sy_zeros");
    ck_assert_ptr_null(out);
    out = poison;
    EXPECT_BAD(sy_ones(bytes_overflow, 1, SY_DTYPE_F64, dev, &out), "sy_ones");
    ck_assert_ptr_null(out);
    out = poison;
    EXPECT_BAD(sy_tensor_from_data(data, SY_DTYPE_F32, negative, 2, dev, &out), "sy_tensor_from_data");
    ck_assert_ptr_null(out);
    out = poison;
    EXPECT_BAD(sy_tensor_from_data(data, SY_DTYPE_F32, big, -1, dev, &out), "sy_tensor_from_data");
    ck_assert_ptr_null(out);
    out = poison;
    EXPECT_BAD(sy_tensor_from_data(data, (sy_dtype)99, big, 1, dev, &out), "sy_tensor_from_data");
    ck_assert_ptr_null(out);
    SY_CK_NO_LEAK(snap);
}
END_TEST

/* Junk in SY_DEVICE: never a crash, always UNKNOWN_DEVICE or
 * NO_SUCH_DEVICE with the variable named. */
START_TEST(test_env_junk)
{
    static const char *const junk[] = {"\x01\x02", "cpu:99999999999999999999", "autodiff(", "autodiff()",
                                       "autodiff(cpu:0, none))", "cpu:0:0", "::::", "%s%s%n",
                                       "autodiff(autodiff(autodiff(cpu:0, none), none), none)"};
    for (size_t k = 0; k < sizeof junk / sizeof junk[0]; k++) {
        setenv("SY_DEVICE", junk[k], 1);
        sy_device d = sy_device_of(SY_BACKEND_CPU, 5), before = d;
        sy_status st = sy_device_default(&d);
        ck_assert_msg(st < 0, "SY_DEVICE=%s -> %s", junk[k], sy_status_name(st));
        ck_assert_msg(strstr(sy_last_error(), "SY_DEVICE") != NULL, "%s", sy_last_error());
        ck_assert(sy_device_eq(d, before));
    }
    unsetenv("SY_DEVICE");
}
END_TEST

/* A captured tensor used after its device was released, and a graph's
 * outputs after the graph was released: statuses, not crashes. */
START_TEST(test_after_release)
{
    if (!sy_backend_enabled(SY_BACKEND_CAPTURE))
        return;
    sy_ck_leak snap = sy_ck_leak_snap();
    const sy_device cpu = sy_device_of(SY_BACKEND_CPU, 0);
    const float data[2] = {1, 2};
    const int64_t shape[1] = {2};
    sy_tensor *x, *cx, *cy, *out = poison;
    sy_device cap;
    SY_OK_OR_FAIL(sy_tensor_from_data(data, SY_DTYPE_F32, shape, 1, cpu, &x));
    SY_OK_OR_FAIL(sy_capture_new(&cap));
    SY_OK_OR_FAIL(sy_to_device(x, cap, &cx));
    SY_OK_OR_FAIL(sy_exp(cx, &cy));
    sy_graph *g;
    const sy_tensor *in[1] = {cx}, *outs_c[1] = {cy};
    SY_OK_OR_FAIL(sy_capture_complete(cap, in, 1, outs_c, 1, &g));
    SY_OK_OR_FAIL(sy_capture_release(cap));
    EXPECT_BAD(sy_exp(cy, &out), "sy_exp"); /* the device is gone (or closed) */
    ck_assert_ptr_null(out);
    EXPECT_BAD(sy_capture_release(cap), "sy_capture_release");
    sy_tensor *y[1];
    const sy_tensor *batch[1] = {x};
    SY_OK_OR_FAIL(sy_graph_run(g, cpu, batch, 1, y, 1)); /* graphs outlive their device */
    sy_graph_release(g);
    float back[2];
    SY_OK_OR_FAIL(sy_tensor_to_data(y[0], back, sizeof back)); /* and their outputs outlive the graph */
    sy_tensor_release(y[0]);
    sy_tensor_release(cy);
    sy_tensor_release(cx);
    sy_tensor_release(x);
    SY_CK_NO_LEAK(snap);
}
END_TEST

Suite *suite_hostile(void)
{
    Suite *s = suite_create("hostile");
    TCase *tc = tcase_create("api");
    sy_device all[SY_CK_MAX_DEVICES];
    tcase_add_test(tc, test_null_pointers);
    tcase_add_loop_test(tc, test_bad_shapes, 0, sy_ck_devices(all, SY_CK_MAX_DEVICES));
    tcase_add_test(tc, test_env_junk);
    tcase_add_test(tc, test_after_release);
    suite_add_tcase(s, tc);
    return s;
}
