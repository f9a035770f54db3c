/* The shipped vulkan backend's own rules (kernels/vulkan/; the generic
 * suites run its ops, moves and gradients like every device's): the reason
 * for 0 devices without a driver, SY_VULKAN_DEVICES and SY_VULKAN_LOGICAL,
 * frees of buffers queued work still uses, a buffer outliving
 * sy_shutdown(), that its kernels run its shaders rather than falling
 * back (a chain's results come from queued submissions, read once), and
 * its batches: when they are submitted, and that a host write after a
 * recorded command is not seen by it. A build
 * without vulkan, or a machine without a Vulkan driver, runs what applies. */
#define _POSIX_C_SOURCE 200809L
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "sy_test.h"
#if SY_WITH_VULKAN
#include "sy_kernels.h"
#include "sy_vulkan.h"

static void setenv_or_unset(const char *name, const char *value)
{
    if (value != NULL)
        setenv(name, value, 1);
    else
        unsetenv(name);
}

/* The device count and NO_SUCH_DEVICE's detail after a fresh init under the
 * environment variable name=value (restored afterwards). */
static int count_under(const char *name, const char *value, char *detail, size_t size)
{
    const char *old = getenv(name);
    char *saved = old ? strdup(old) : NULL;
    setenv_or_unset(name, value);
    sy_shutdown();
    const int n = sy_backend_device_count(SY_BACKEND_VULKAN);
    detail[0] = '\0';
    if (sy_device_check(sy_device_of(SY_BACKEND_VULKAN, n)) == SY_E_NO_SUCH_DEVICE)
        snprintf(detail, size, "%s", sy_ck_detail(SY_E_NO_SUCH_DEVICE));
    setenv_or_unset(name, saved);
    free(saved);
    sy_shutdown();
    return n;
}

START_TEST(test_no_driver_gives_a_reason)
{
    char detail[600];
    ck_assert_int_eq(count_under("VK_ICD_FILENAMES", "/nonexistent/icd.json", detail, sizeof detail), 0);
    ck_assert_msg(strstr(detail, "vkCreateInstance") != NULL && strstr(detail, "VK_ICD_FILENAMES") != NULL,
                  "no reason: %s", detail);
    ck_assert_int_eq(sy_device_check(sy_device_of(SY_BACKEND_VULKAN, 0)) == SY_OK,
                     sy_backend_device_count(SY_BACKEND_VULKAN) > 0);
}
END_TEST

START_TEST(test_devices_filter)
{
    const int all = sy_backend_device_count(SY_BACKEND_VULKAN);
    if (all == 0)
        return;
    char detail[600];
    ck_assert_int_eq(count_under("SY_VULKAN_DEVICES", "no-such-vulkan-device", detail, sizeof detail), 0);
    ck_assert_msg(strstr(detail, "SY_VULKAN_DEVICES=\"no-such-vulkan-device\" selects none") != NULL, "%s", detail);
    /* index 0 and a name of the first device, in any case, select it (with its logical copies) */
    const int first = count_under("SY_VULKAN_DEVICES", " 0 ", detail, sizeof detail);
    ck_assert(first >= 1 && first <= all);
    ck_assert_int_eq(sy_backend_device_count(SY_BACKEND_VULKAN), all); /* initialized again */
    const char *name = sy__vk_device_get(0, &(sy_status){SY_OK})->name;
    char part[5] = {0};
    for (size_t i = 0; i < 4 && name[i]; i++) /* the first four letters, in capitals */
        part[i] = (char)(name[i] >= 'a' && name[i] <= 'z' ? name[i] - 32 : name[i]);
    ck_assert_int_ge(count_under("SY_VULKAN_DEVICES", part, detail, sizeof detail), first);
    /* SY_VULKAN_LOGICAL: one VkDevice per selected device, or several */
    const int one = count_under("SY_VULKAN_LOGICAL", "1", detail, sizeof detail);
    ck_assert_int_eq(count_under("SY_VULKAN_LOGICAL", "3", detail, sizeof detail), 3 * one);
    ck_assert_int_eq(sy_backend_device_count(SY_BACKEND_VULKAN), all);
}
END_TEST

/* x + y then its square, with x and y released while the add may still be
 * queued: their buffers are freed at the submission's fence, the result is
 * right, and the waits come from the read only. */
START_TEST(test_free_while_queued)
{
    if (sy_backend_device_count(SY_BACKEND_VULKAN) == 0)
        return;
    const sy_device dev = sy_device_of(SY_BACKEND_VULKAN, 0);
    sy_ck_leak snap = sy_ck_leak_snap();
    enum { N = 4099 };
    static float a[N], b[N], got[N];
    for (int i = 0; i < N; i++) {
        a[i] = (float)(i % 13) - 6.0f;
        b[i] = 0.5f * (float)(i % 5);
    }
    const int64_t shape[1] = {N};
    sy_tensor *x, *y, *s, *q;
    SY_OK_OR_FAIL(sy_tensor_from_data(a, SY_DTYPE_F32, shape, 1, dev, &x));
    SY_OK_OR_FAIL(sy_tensor_from_data(b, SY_DTYPE_F32, shape, 1, dev, &y));
    const long waits = sy__vk_waits();
    SY_OK_OR_FAIL(sy_add(x, y, &s));
    sy_tensor_release(x);
    sy_tensor_release(y);
    SY_OK_OR_FAIL(sy_mul(s, s, &q));
    sy_tensor_release(s);
    ck_assert_int_eq(sy__vk_waits(), waits); /* launched and freed, nothing waited */
    SY_OK_OR_FAIL(sy_tensor_to_data(q, got, sizeof got));
    ck_assert_int_gt(sy__vk_waits(), waits);
    for (int i = 0; i < N; i++) {
        const float t = a[i] + b[i];
        ck_assert_msg(got[i] == t * t, "element %d: %g, want %g", i, (double)got[i], (double)(t * t));
    }
    sy_tensor_release(q);
    SY_CK_NO_LEAK(snap);
}
END_TEST

/* A tensor kept past sy_shutdown(): its VkDevice stays until the tensor is
 * released (Vulkan cannot destroy a device with buffers), other calls on it
 * are refused, and the backend initializes again for the next use. */
START_TEST(test_buffer_outlives_shutdown)
{
    if (sy_backend_device_count(SY_BACKEND_VULKAN) == 0)
        return;
    const sy_device dev = sy_device_of(SY_BACKEND_VULKAN, 0);
    const long live = sy_k_vulkan_live_buffers();
    const float v[3] = {1, 2, 3};
    const int64_t shape[1] = {3};
    sy_tensor *x, *y;
    SY_OK_OR_FAIL(sy_tensor_from_data(v, SY_DTYPE_F32, shape, 1, dev, &x));
    SY_OK_OR_FAIL(sy_add(x, x, &y)); /* maybe still queued at the shutdown, which waits for it */
    sy_shutdown();
    ck_assert_int_eq(sy_k_vulkan_live_buffers(), live + 2);
    float back[3];
    ck_assert_int_ne(sy_tensor_to_data(y, back, sizeof back), SY_OK); /* a buffer of the old device */
    sy_tensor_release(x);
    sy_tensor_release(y);
    ck_assert_int_eq(sy_k_vulkan_live_buffers(), live);
    SY_OK_OR_FAIL(sy_tensor_from_data(v, SY_DTYPE_F32, shape, 1, dev, &x));
    SY_OK_OR_FAIL(sy_mul(x, x, &y));
    SY_OK_OR_FAIL(sy_tensor_to_data(y, back, sizeof back));
    ck_assert(back[0] == 1 && back[1] == 4 && back[2] == 9);
    sy_tensor_release(x);
    sy_tensor_release(y);
}
END_TEST

/* The direct transfer between two Vulkan devices: lavapipe's one device
 * opened twice (SY_VULKAN_LOGICAL=2, set here only, so the other suites
 * run one vulkan device and keep vulkan's share of make test small). A
 * chain queued on vulkan:0 moves to vulkan:1 through sy_k_vulkan_copy_peer
 * (the pair arm), which waits on the host for the source once; ops go on
 * there and the result comes back to vulkan:0, equal to cpu's. */
START_TEST(test_peer_copy_between_logical_devices)
{
    if (sy_backend_device_count(SY_BACKEND_VULKAN) == 0)
        return;
    const char *old = getenv("SY_VULKAN_LOGICAL");
    char *saved = old ? strdup(old) : NULL;
    setenv("SY_VULKAN_LOGICAL", "2", 1);
    sy_shutdown();
    const int n = sy_backend_device_count(SY_BACKEND_VULKAN);
    ck_assert_int_ge(n, 2);
    sy_ck_leak snap = sy_ck_leak_snap();
    const sy_device d0 = sy_device_of(SY_BACKEND_VULKAN, 0), d1 = sy_device_of(SY_BACKEND_VULKAN, 1);
    const sy_device cpu = sy_device_of(SY_BACKEND_CPU, 0);
    enum { N = 1000 };
    static float a[N], got[N], want[N];
    for (int i = 0; i < N; i++)
        a[i] = (float)(i % 17) * 0.25f - 2.0f;
    const int64_t shape[1] = {N};
    sy_tensor *t[2][6];
    memset(t, 0, sizeof t);
    long waits[2] = {0, 0};
    const long peers = sy__vk_peer_copies();
    for (int side = 0; side < 2; side++) { /* 0: vulkan:0 -> vulkan:1 -> vulkan:0; 1: all on cpu */
        sy_tensor **v = t[side];
        const sy_device first = side == 0 ? d0 : cpu, second = side == 0 ? d1 : cpu;
        SY_OK_OR_FAIL(sy_tensor_from_data(a, SY_DTYPE_F32, shape, 1, first, &v[0]));
        const long w0 = sy__vk_waits();
        SY_OK_OR_FAIL(sy_mul(v[0], v[0], &v[1]));
        SY_OK_OR_FAIL(sy_to_device(v[1], second, &v[2]));
        SY_OK_OR_FAIL(sy_add(v[2], v[2], &v[3]));
        SY_OK_OR_FAIL(sy_to_device(v[3], first, &v[4]));
        SY_OK_OR_FAIL(sy_sub(v[4], v[0], &v[5]));
        waits[side] = sy__vk_waits() - w0;
    }
    ck_assert_msg(sy__vk_peer_copies() == peers + 2, "%ld direct transfers", sy__vk_peer_copies() - peers);
    ck_assert_msg(waits[0] == 2, "%ld host waits: one per peer copy, for its source", waits[0]);
    ck_assert(sy_device_eq(sy_tensor_device(t[0][2]), d1) && sy_device_eq(sy_tensor_device(t[0][5]), d0));
    SY_OK_OR_FAIL(sy_tensor_to_data(t[0][5], got, sizeof got));
    SY_OK_OR_FAIL(sy_tensor_to_data(t[1][5], want, sizeof want));
    ck_assert(memcmp(got, want, sizeof got) == 0);
    for (int side = 0; side < 2; side++)
        for (int k = 0; k < 6; k++)
            sy_tensor_release(t[side][k]);
    SY_CK_NO_LEAK(snap);
    setenv_or_unset("SY_VULKAN_LOGICAL", saved);
    free(saved);
    sy_shutdown();
}
END_TEST

/* The kernels vulkan claims run its own shaders: each op of a chain over
 * f32, i32 and bool records exactly one command (a call that fell back to
 * cpu would record none), nothing is submitted or waited for until the
 * results are read, and they are cpu's bit for bit. */
START_TEST(test_own_shaders_run)
{
    if (sy_backend_device_count(SY_BACKEND_VULKAN) == 0)
        return;
    const sy_device devs[2] = {sy_device_of(SY_BACKEND_VULKAN, 0), sy_device_of(SY_BACKEND_CPU, 0)};
    sy_ck_leak snap = sy_ck_leak_snap();
    enum { R = 19, C = 37, STEPS = 12 };
    static float a[R * C];
    for (int i = 0; i < R * C; i++)
        a[i] = (float)((i * 7919) % 101) * 0.37f - 17.0f;
    const int64_t shape[2] = {R, C};
    sy_tensor *t[2][STEPS];
    memset(t, 0, sizeof t);
    for (int d = 0; d < 2; d++) {
        sy_tensor **v = t[d];
        const bool vk = d == 0;
        SY_OK_OR_FAIL(sy_tensor_from_data(a, SY_DTYPE_F32, shape, 2, devs[d], &v[0]));
        if (vk)
            SY_OK_OR_FAIL(sy_synchronize(devs[d])); /* nothing recorded before the steps */
        const long waits = sy__vk_waits(), subs0 = sy__vk_submits();
        long cmds = sy__vk_commands();
#define STEP(call, k)                                                                                                  \
    do {                                                                                                               \
        SY_OK_OR_FAIL(call);                                                                                           \
        if (vk)                                                                                                        \
            ck_assert_msg(sy__vk_commands() == cmds + 1, "%s: %ld commands", #call, sy__vk_commands() - cmds);         \
        cmds = sy__vk_commands();                                                                                      \
        (void)k;                                                                                                       \
    } while (0)
        STEP(sy_full(shape, 2, 2.5, SY_DTYPE_F32, devs[d], &v[1]), 1);
        STEP(sy_neg(v[0], &v[2]), 2);
        STEP(sy_add(v[2], v[1], &v[3]), 3);
        STEP(sy_cast(v[3], SY_DTYPE_I32, &v[4]), 4);
        STEP(sy_gt(v[0], v[1], &v[5]), 5);
        STEP(sy_logical_not(v[5], &v[6]), 6);
        STEP(sy_where(v[6], v[0], v[3], &v[7]), 7);
        SY_OK_OR_FAIL(sy_transpose(v[7], 0, 1, &v[8])); /* a view: nothing submitted */
        STEP(sy_matmul(v[7], v[8], &v[9]), 9);
        STEP(sy_sum(v[9], 1, false, &v[10]), 10);
        STEP(sy_max(v[4], 0, false, &v[11]), 11);
#undef STEP
        if (vk) {
            ck_assert_int_eq(sy__vk_waits(), waits);
            ck_assert_int_eq(sy__vk_submits(), subs0); /* 10 commands: one open batch, not submitted yet */
        }
    }
    static unsigned char got[R * C * 8], want[R * C * 8];
    for (int k = 1; k < STEPS; k++) {
        const size_t bytes = (size_t)sy_tensor_numel(t[1][k]) * sy_dtype_size(sy_tensor_dtype(t[1][k]));
        SY_OK_OR_FAIL(sy_tensor_to_data(t[0][k], got, bytes));
        SY_OK_OR_FAIL(sy_tensor_to_data(t[1][k], want, bytes));
        ck_assert_msg(memcmp(got, want, bytes) == 0, "step %d differs from cpu's", k);
    }
    for (int d = 0; d < 2; d++)
        for (int k = 0; k < STEPS; k++)
            sy_tensor_release(t[d][k]);
    SY_CK_NO_LEAK(snap);
}
END_TEST

/* When a batch is submitted (sy_vulkan_device.c, "Queue"): a chain of
 * 2 * SY__VK_BATCH + 5 ops submits two full batches and nothing waits; flush
 * submits the rest without waiting, once; the read waits, and the result is
 * right. */
START_TEST(test_batches_submitted)
{
    if (sy_backend_device_count(SY_BACKEND_VULKAN) == 0)
        return;
    const sy_device dev = sy_device_of(SY_BACKEND_VULKAN, 0);
    sy_ck_leak snap = sy_ck_leak_snap();
    enum { N = 300, OPS = 2 * SY__VK_BATCH + 5 };
    const int64_t shape[1] = {N};
    sy_tensor *one, *y;
    SY_OK_OR_FAIL(sy_ones(shape, 1, SY_DTYPE_F32, dev, &one));
    SY_OK_OR_FAIL(sy_add(one, one, &y)); /* the pipeline made before counting */
    sy_tensor_release(y);
    SY_OK_OR_FAIL(sy_synchronize(dev));
    const long subs = sy__vk_submits(), cmds = sy__vk_commands(), waits = sy__vk_waits();
    y = sy_tensor_retain(one);
    for (int i = 0; i < OPS; i++) {
        sy_tensor *next;
        SY_OK_OR_FAIL(sy_add(y, one, &next));
        sy_tensor_release(y);
        y = next;
    }
    ck_assert_int_eq(sy__vk_commands() - cmds, OPS);
    ck_assert_msg(sy__vk_submits() - subs == OPS / SY__VK_BATCH, "%ld submissions for %d ops", sy__vk_submits() - subs,
                  OPS);
    sy_k_vulkan_flush(0);
    ck_assert_int_eq(sy__vk_submits() - subs, OPS / SY__VK_BATCH + 1);
    sy_k_vulkan_flush(0); /* nothing open: nothing submitted */
    ck_assert_int_eq(sy__vk_submits() - subs, OPS / SY__VK_BATCH + 1);
    ck_assert_int_eq(sy__vk_waits(), waits);
    float got[N];
    SY_OK_OR_FAIL(sy_tensor_to_data(y, got, sizeof got));
    ck_assert_int_gt(sy__vk_waits(), waits);
    for (int i = 0; i < N; i++)
        ck_assert_msg(got[i] == (float)(OPS + 1), "element %d: %g, want %d", i, (double)got[i], OPS + 1);
    sy_tensor_release(y);
    sy_tensor_release(one);
    SY_CK_NO_LEAK(snap);
}
END_TEST

/* A host write into a buffer that a recorded, not yet submitted, command
 * reads: the command must see the old contents (the write waits for the
 * batch), and a write into a fresh buffer waits for nothing. The same for a
 * buffer freed while the open batch reads it: destroyed once the batch is
 * done. Through the kernel functions, as the runtime never writes into a
 * buffer a command uses. */
START_TEST(test_write_after_recorded_command)
{
    if (sy_backend_device_count(SY_BACKEND_VULKAN) == 0)
        return;
    enum { N = 1000 };
    static float a[N], b[N], got[N];
    for (int i = 0; i < N; i++) {
        a[i] = (float)(i % 11);
        b[i] = -1000.0f;
    }
    const long live = sy_k_vulkan_live_buffers();
    void *x, *x2, *out, *out2;
    SY_OK_OR_FAIL(sy_k_vulkan_alloc(0, sizeof a, &x));
    SY_OK_OR_FAIL(sy_k_vulkan_alloc(0, sizeof a, &x2));
    SY_OK_OR_FAIL(sy_k_vulkan_alloc(0, sizeof a, &out));
    SY_OK_OR_FAIL(sy_k_vulkan_alloc(0, sizeof a, &out2));
    SY_OK_OR_FAIL(sy_synchronize(sy_device_of(SY_BACKEND_VULKAN, 0)));
    long waits = sy__vk_waits();
    SY_OK_OR_FAIL(sy_k_vulkan_write(0, x, 0, a, sizeof a));
    SY_OK_OR_FAIL(sy_k_vulkan_write(0, x2, 0, a, sizeof a));
    ck_assert_int_eq(sy__vk_waits(), waits); /* fresh buffers */
    const long subs = sy__vk_submits();
    sy_ew_args e = {
        .op = SY_OP_ADD, .rank = 1, .shape = {N}, .numel = N, .out = out, .out_dtype = SY_DTYPE_F32, .n_in = 2};
    e.in[0] = (sy_operand){.data = x, .dtype = SY_DTYPE_F32, .strides = {1}};
    e.in[1] = e.in[0];
    SY_OK_OR_FAIL(sy_k_vulkan_add(&e)); /* out = x + x, recorded */
    e.out = out2;
    e.in[0].data = e.in[1].data = x2;
    SY_OK_OR_FAIL(sy_k_vulkan_add(&e)); /* out2 = x2 + x2, recorded */
    ck_assert_int_eq(sy__vk_submits(), subs);
    SY_OK_OR_FAIL(sy_k_vulkan_write(0, x, 0, b, sizeof b)); /* waits for the batch, submitted */
    ck_assert_int_eq(sy__vk_submits(), subs + 1);
    ck_assert_int_eq(sy__vk_waits(), waits + 1);
    sy_k_vulkan_free(0, x2); /* its batch is done: destroyed at once */
    SY_OK_OR_FAIL(sy_k_vulkan_read(0, out, 0, got, sizeof got));
    for (int i = 0; i < N; i++)
        ck_assert_msg(got[i] == 2.0f * a[i], "element %d: %g, want %g", i, (double)got[i], 2.0 * a[i]);
    SY_OK_OR_FAIL(sy_k_vulkan_read(0, out2, 0, got, sizeof got));
    for (int i = 0; i < N; i++)
        ck_assert(got[i] == 2.0f * a[i]);
    /* freed while a recorded command reads it: the batch keeps it */
    e.out = out2;
    e.in[0].data = e.in[1].data = x;
    SY_OK_OR_FAIL(sy_k_vulkan_add(&e)); /* out2 = x + x, x holding b now */
    sy_k_vulkan_free(0, x);
    waits = sy__vk_waits();
    SY_OK_OR_FAIL(sy_k_vulkan_read(0, out2, 0, got, sizeof got));
    for (int i = 0; i < N; i++)
        ck_assert(got[i] == 2.0f * b[i]);
    ck_assert_int_eq(sy__vk_waits(), waits + 1);
    sy_k_vulkan_free(0, out);
    sy_k_vulkan_free(0, out2);
    ck_assert_int_eq(sy_k_vulkan_live_buffers(), live);
}
END_TEST
#endif

Suite *suite_vulkan(void)
{
    Suite *s = suite_create("vulkan");
    TCase *tc = tcase_create("vulkan");
    tcase_set_timeout(tc, 120);
#if SY_WITH_VULKAN
    tcase_add_test(tc, test_no_driver_gives_a_reason);
    tcase_add_test(tc, test_devices_filter);
    tcase_add_test(tc, test_free_while_queued);
    tcase_add_test(tc, test_buffer_outlives_shutdown);
    tcase_add_test(tc, test_own_shaders_run);
    tcase_add_test(tc, test_batches_submitted);
    tcase_add_test(tc, test_write_after_recorded_command);
    tcase_add_test(tc, test_peer_copy_between_logical_devices);
#endif
    suite_add_tcase(s, tc);
    return s;
}
