/* The device contract of runtime ABI 2 (runtime/sy_contract.h), on every
 * enabled backend of the generated tables: run-time device counts and why a
 * backend has none, sy_shutdown and use afterwards, zero-byte buffers, the
 * detail a backend gives with sy_kernel_error, and kernels that decline a
 * call (SY_KERNEL_FALLBACK); and injected failures of every kind of call
 * into a device backend, on every pair of devices. */
#define _POSIX_C_SOURCE 200809L
#include <stdio.h>
#include <stdlib.h>

#include "sy_test.h"

static sy_device device_at(int i)
{
    sy_device all[SY_CK_MAX_DEVICES];
    int n = sy_ck_devices(all, SY_CK_MAX_DEVICES);
    ck_assert_int_lt(i, n);
    return all[i];
}

static int n_devices(void)
{
    sy_device all[SY_CK_MAX_DEVICES];
    return sy_ck_devices(all, SY_CK_MAX_DEVICES);
}

/* Backend _i of the yaml order: its count is what the runtime reports
 * everywhere, and an index past it names the reason when there is none. */
START_TEST(test_device_count)
{
    sy_backend b = sy__backend_order[_i];
    const sy__backend_info *info = &sy__backend_table[b];
    if (!info->enabled || info->capture)
        return;
    if (info->remote) { /* no communicator attached in this process: no remote device, said why */
        sy_device d;
        SY_EXPECT(SY_E_NO_SUCH_DEVICE, sy_device_parse("remote:1", &d));
        ck_assert_msg(strstr(sy_last_error(), "sy_remote_attach") != NULL, "%s", sy_last_error());
        return;
    }
    int n = sy_backend_device_count(b);
    ck_assert_int_eq(n, (int)sy__backend_devices(b));
    if (!info->hooks.device_count)
        ck_assert_int_eq(n, info->devices);
    char text[64];
    snprintf(text, sizeof text, "%s:%d", info->name, n);
    sy_device d;
    SY_EXPECT(SY_E_NO_SUCH_DEVICE, sy_device_parse(text, &d));
    ck_assert_msg(strstr(sy_last_error(), info->name) != NULL, "%s", sy_last_error());
    if (n == 0)
        ck_assert_msg(strlen(sy__backend_why_none(b)) > 0 && strstr(sy_last_error(), sy__backend_why_none(b)),
                      "%s has no devices but says nothing why: %s", info->name, sy_last_error());
    for (int i = 0; i < n; i++)
        SY_OK_OR_FAIL(sy_device_check(sy_device_of(b, i)));
}
END_TEST

/* Device _i: a tensor, an op and moves both ways work after sy_shutdown
 * (twice), and nothing is left allocated. */
START_TEST(test_shutdown_then_use)
{
    sy_device dev = device_at(_i), cpu = sy_device_of(SY_BACKEND_CPU, 0);
    sy_ck_leak before = sy_ck_leak_snap();
    const float data[4] = {1, 2, 3, 4};
    const int64_t shape[1] = {4};
    for (int round = 0; round < 3; round++) {
        sy_tensor *a, *b, *c;
        float back[4];
        SY_OK_OR_FAIL(sy_tensor_from_data(data, SY_DTYPE_F32, shape, 1, dev, &a));
        SY_OK_OR_FAIL(sy_add(a, a, &b));
        SY_OK_OR_FAIL(sy_to_device(b, cpu, &c));
        SY_OK_OR_FAIL(sy_tensor_to_data(c, back, sizeof back));
        for (int j = 0; j < 4; j++)
            ck_assert_float_eq(back[j], 2 * data[j]);
        sy_tensor_release(a);
        sy_tensor_release(b);
        sy_tensor_release(c);
        sy_shutdown();
        if (round == 1)
            sy_shutdown(); /* twice in a row is fine */
    }
    SY_CK_NO_LEAK(before);
}
END_TEST

/* Device _i: empty tensors of every stored dtype allocate (zero-byte
 * buffers), move both ways, go through an op, and free. */
START_TEST(test_zero_bytes)
{
    sy_device dev = device_at(_i), cpu = sy_device_of(SY_BACKEND_CPU, 0);
    sy_ck_leak before = sy_ck_leak_snap();
    const int64_t shape[2] = {0, 3};
    for (int d = 0; d < SY_DTYPE_COUNT; d++) {
        if (!sy_backend_stores((sy_backend)dev.backend, (sy_dtype)d))
            continue;
        sy_tensor *z, *m, *back;
        SY_OK_OR_FAIL(sy_zeros(shape, 2, (sy_dtype)d, dev, &z));
        ck_assert_int_eq(sy_tensor_numel(z), 0);
        SY_OK_OR_FAIL(sy_to_device(z, cpu, &back));
        SY_OK_OR_FAIL(sy_to_device(back, dev, &m));
        ck_assert_uint_eq(sy_tensor_nbytes(m), 0);
        SY_OK_OR_FAIL(sy_tensor_to_data(m, NULL, 0));
        sy_tensor_release(z);
        sy_tensor_release(back);
        sy_tensor_release(m);
    }
    SY_CK_NO_LEAK(before);
}
END_TEST

#if SY_WITH_SIM
/* A backend's own detail reaches sy_last_error(): sim names the injected
 * failure of its memory function. */
START_TEST(test_kernel_error_detail)
{
    const int64_t shape[1] = {8};
    sy_tensor *t = NULL;
    sy_k_sim_fail_after(SY_SIM_FAIL_ALLOC, 0);
    SY_EXPECT(SY_E_OUT_OF_MEMORY, sy_zeros(shape, 1, SY_DTYPE_F32, sy_device_of(SY_BACKEND_SIM, 0), &t));
    ck_assert_ptr_null(t);
    ck_assert_msg(strstr(sy_last_error(), "sim: injected failure of sy_k_sim_alloc(0, 32 bytes)") != NULL, "%s",
                  sy_last_error());
    /* the detail was taken: a later failure without one does not repeat it */
    SY_EXPECT(SY_E_NO_SUCH_DEVICE, sy_zeros(shape, 1, SY_DTYPE_F32, sy_device_of(SY_BACKEND_SIM, 99), &t));
    ck_assert_msg(strstr(sy_last_error(), "injected") == NULL, "%s", sy_last_error());
}
END_TEST
#endif

#if SY_WITH_OPENCL
/* opencl with SY_OPENCL_FP64=0 treats its devices as lacking doubles: every
 * f64 kernel declines and the op runs on the fallback, staged, with the
 * same result as on cpu. (Checks the shipped opencl backend.) */
START_TEST(test_declined_kernels_fall_back)
{
    if (sy_backend_device_count(SY_BACKEND_OPENCL) == 0)
        return;
    setenv("SY_OPENCL_FP64", "0", 1);
    sy_shutdown();
    sy_device dev = sy_device_of(SY_BACKEND_OPENCL, 0), cpu = sy_device_of(SY_BACKEND_CPU, 0);
    const double data[6] = {1.5, -2, 3.25, 4, -5, 6e300};
    const int64_t shape[2] = {2, 3};
    sy_tensor *a_cpu, *a, *s_cpu, *s, *s_back, *e_cpu, *e, *e_back;
    SY_OK_OR_FAIL(sy_tensor_from_data(data, SY_DTYPE_F64, shape, 2, cpu, &a_cpu));
    SY_OK_OR_FAIL(sy_to_device(a_cpu, dev, &a));
    SY_OK_OR_FAIL(sy_sum(a_cpu, 1, false, &s_cpu));
    SY_OK_OR_FAIL(sy_sum(a, 1, false, &s));
    SY_OK_OR_FAIL(sy_mul(a_cpu, a_cpu, &e_cpu));
    SY_OK_OR_FAIL(sy_mul(a, a, &e));
    ck_assert(sy_device_eq(sy_tensor_device(s), dev));
    SY_OK_OR_FAIL(sy_to_device(s, cpu, &s_back));
    SY_OK_OR_FAIL(sy_to_device(e, cpu, &e_back));
    double got[6], want[6];
    SY_OK_OR_FAIL(sy_tensor_to_data(s_back, got, 2 * sizeof(double)));
    SY_OK_OR_FAIL(sy_tensor_to_data(s_cpu, want, 2 * sizeof(double)));
    ck_assert(memcmp(got, want, 2 * sizeof(double)) == 0);
    SY_OK_OR_FAIL(sy_tensor_to_data(e_back, got, sizeof got));
    SY_OK_OR_FAIL(sy_tensor_to_data(e_cpu, want, sizeof want));
    ck_assert(memcmp(got, want, sizeof got) == 0);
    sy_tensor *all[] = {a_cpu, a, s_cpu, s, s_back, e_cpu, e, e_back};
    for (size_t i = 0; i < sizeof all / sizeof all[0]; i++)
        sy_tensor_release(all[i]);
    unsetenv("SY_OPENCL_FP64");
    sy_shutdown();
}
END_TEST
#endif

/* Device _i: large tensors made, read and released in turn, with sizes
 * repeating (a backend may hand a freed buffer to the next allocation of
 * its size): every tensor reads back its own data, ops on them are right,
 * and the live-buffer count returns to where it was. */
START_TEST(test_large_buffers_reused)
{
    sy_device dev = device_at(_i);
    sy_ck_leak before = sy_ck_leak_snap();
    const int64_t n = (int64_t)1 << 19; /* 2 MiB of f32 */
    float *data = malloc((size_t)n * sizeof *data), *back = malloc((size_t)n * sizeof *back);
    ck_assert(data && back);
    for (int round = 0; round < 6; round++) {
        const int64_t len = round % 3 == 2 ? n / 2 : n;
        for (int64_t i = 0; i < len; i++)
            data[i] = (float)(round * 1000 + i % 977);
        sy_tensor *t, *u;
        SY_OK_OR_FAIL(sy_tensor_from_data(data, SY_DTYPE_F32, &len, 1, dev, &t));
        SY_OK_OR_FAIL(sy_add(t, t, &u));
        SY_OK_OR_FAIL(sy_tensor_to_data(t, back, (size_t)len * sizeof *back));
        ck_assert_msg(memcmp(back, data, (size_t)len * sizeof *back) == 0, "round %d: data changed", round);
        SY_OK_OR_FAIL(sy_tensor_to_data(u, back, (size_t)len * sizeof *back));
        for (int64_t i = 0; i < len; i += 4099)
            ck_assert_msg(back[i] == 2 * data[i], "round %d: element %lld", round, (long long)i);
        sy_tensor_release(u);
        sy_tensor_release(t);
    }
    free(data);
    free(back);
    SY_CK_NO_LEAK(before);
}
END_TEST

/* ---- injected device failures ------------------------------------------ */

static const char *const dev_call_name[SY__DEV_KINDS] = {"alloc", "read", "write", "direct transfer", "kernel"};

typedef enum { DF_MOVE, DF_ADD, DF_SUM, DF_MATMUL, DF_KINDS } df_action;

/* One attempt: the move src -> dst, or an op on src's device. */
static sy_status df_run(df_action what, const sy_tensor *src, sy_device dst, sy_tensor **out)
{
    switch (what) {
    case DF_MOVE:
        return sy_to_device(src, dst, out);
    case DF_ADD:
        return sy_add(src, src, out);
    case DF_SUM:
        return sy_sum(src, 1, false, out);
    case DF_MATMUL: {
        sy_tensor *tr;
        sy_status st = sy_transpose(src, 0, 1, &tr);
        if (st != SY_OK)
            return st;
        st = sy_matmul(src, tr, out);
        sy_tensor_release(tr);
        return st;
    }
    default:
        return SY_E_INVALID_ARGUMENT;
    }
}

/* Pair _i of devices (source, destination), at least one of them on device
 * memory: the move between them and ops on the source's device, with the
 * n-th call of every kind into the device backends failing, for every n
 * until the call succeeds. Each failure gives an error naming the injected
 * failure, no result, the source intact and nothing leaked; the same call
 * then succeeds with the same data. */
START_TEST(test_injected_device_failures)
{
    sy_device all[SY_CK_MAX_DEVICES];
    int n = sy_ck_devices(all, SY_CK_MAX_DEVICES);
    sy_device sd = all[_i / n], dd = all[_i % n];
    bool s_host = sy_backend_is_host_memory((sy_backend)sd.backend);
    bool d_host = sy_backend_is_host_memory((sy_backend)dd.backend);
    if (s_host && d_host)
        return; /* host-only pairs make no device calls */
    const float data[12] = {1, -2, 3, 4, 5, -6, 7, 8, 9, 10, -11, 12};
    const int64_t shape[2] = {3, 4};
    sy_tensor *src;
    SY_OK_OR_FAIL(sy_tensor_from_data(data, SY_DTYPE_F32, shape, 2, sd, &src));
    char sname[64], dname[64];
    sy_device_format(sd, sname, sizeof sname);
    sy_device_format(dd, dname, sizeof dname);
    for (int what = 0; what < DF_KINDS; what++) {
        if (what != DF_MOVE && (s_host || _i % n != _i / n))
            continue; /* ops once per device-memory source */
        for (int kind = 0; kind < SY__DEV_KINDS; kind++) {
            int failures = 0;
            for (long at = 0; at < 32; at++) {
                sy_ck_leak before = sy_ck_leak_snap();
                sy_tensor *out = (sy_tensor *)&out; /* must come back NULL on failure */
                sy__device_fail_after((sy__dev_call)kind, at);
                sy_status st = df_run((df_action)what, src, dd, &out);
                sy__device_fail_after((sy__dev_call)kind, -1);
                if (st == SY_OK) {
                    sy_tensor_release(out);
                    break;
                }
                failures++;
                ck_assert_msg(st == SY_E_OUT_OF_MEMORY || st == SY_E_DEVICE_ERROR || st == SY_E_TRANSFER_FAILED,
                              "%s -> %s, action %d, %s #%ld: %s (%s)", sname, dname, what, dev_call_name[kind], at,
                              sy_status_name(st), sy_last_error());
                ck_assert_msg(strstr(sy_last_error(), "injected failure") != NULL, "%s -> %s, %s #%ld: %s", sname,
                              dname, dev_call_name[kind], at, sy_last_error());
                ck_assert_ptr_null(out);
                SY_CK_NO_LEAK(before);
                float back[12];
                SY_OK_OR_FAIL(sy_tensor_to_data(src, back, sizeof back));
                ck_assert_msg(memcmp(back, data, sizeof data) == 0, "%s changed after a failed call", sname);
            }
            /* a device-memory side makes calls of the kinds it needs */
            if (what == DF_MOVE && kind == SY__DEV_ALLOC && !d_host && !sy_device_eq(sd, dd))
                ck_assert_msg(failures > 0, "%s -> %s allocated nothing on the destination", sname, dname);
            if (what != DF_MOVE && kind == SY__DEV_ALLOC)
                ck_assert_msg(failures > 0, "an op on %s allocated nothing on it", sname);
        }
    }
    sy_tensor_release(src);
}
END_TEST

/* The selection syntax of every device backend's SY_<NAME>_DEVICES. */
START_TEST(test_device_selection)
{
    static const struct {
        const char *spec;
        uint32_t index;
        const char *name;
        int chosen;
    } cases[] = {
        {NULL, 7, "any", 1},
        {"", 0, "any", 1},
        {"1", 1, "cpu-x", 1},
        {"1", 0, "cpu-x", 0},
        {" 0 , 3 ", 3, "gpu", 1},
        {" 0 , 3 ", 2, "gpu", 0},
        {"pthread", 0, "cpu-haswell-pthread-x", 1},
        {"PTHREAD", 1, "cpu-Pthread", 1},
        {"llvmpipe", 0, "pthread", 0},
        {",,  ,", 0, "dev", 0},       /* empty entries choose nothing */
        {"99999999999", 4, "dev", 0}, /* past UINT32_MAX: no index */
        {"4294967295", 4294967295u, "x", 1},
        {"2", 0, "device 2", 0}, /* digits name an index, not a name */
        {"lava, 1", 0, "llvmpipe (LLVM 15)", 0},
        {"lava, llvm", 0, "llvmpipe (LLVM 15)", 1},
        {"x", 0, NULL, 0},
    };
    for (size_t k = 0; k < sizeof cases / sizeof cases[0]; k++)
        ck_assert_msg(sy_kernel_device_selected(cases[k].spec, cases[k].index, cases[k].name) == cases[k].chosen,
                      "case %zu: spec \"%s\", device %u \"%s\": expected %d", k,
                      cases[k].spec ? cases[k].spec : "(null)", (unsigned)cases[k].index,
                      cases[k].name ? cases[k].name : "(null)", cases[k].chosen);
}
END_TEST

Suite *suite_backend(void)
{
    Suite *s = suite_create("backend");
    TCase *tc = tcase_create("contract");
    tcase_set_timeout(tc, 120);
    tcase_add_loop_test(tc, test_device_count, 0, SY_BACKEND_COUNT);
    tcase_add_test(tc, test_device_selection);
    tcase_add_loop_test(tc, test_shutdown_then_use, 0, n_devices());
    tcase_add_loop_test(tc, test_zero_bytes, 0, n_devices());
    tcase_add_loop_test(tc, test_large_buffers_reused, 0, n_devices());
    tcase_add_loop_test(tc, test_injected_device_failures, 0, n_devices() * n_devices());
#if SY_WITH_SIM
    tcase_add_test(tc, test_kernel_error_detail);
#endif
#if SY_WITH_OPENCL
    tcase_add_test(tc, test_declined_kernels_fall_back);
#endif
    suite_add_tcase(s, tc);
    return s;
}
