/* The shipped vulkan backend's own rules (kernels/vulkan/; the generic
 * suites run its ops, moves and gradients like every device's): the reason
 * for 0 devices without a driver, SY_VULKAN_DEVICES and SY_VULKAN_LOGICAL,
 * frees of buffers queued work still uses, a buffer outliving
 * sy_shutdown(), that its kernels run its shaders rather than falling
 * back (a chain's results come from queued submissions, read once), and
 * its batches: when they are submitted, and that a host write after a
 * recorded command is not seen by it; the f16 shaders against cpu bit for
 * bit over every f16 value, and their fallback to cpu on a device without
 * 16-bit storage (SY_VULKAN_F16=0); buffers in device-local memory through
 * staging copies (SY_VULKAN_STAGING=1). A build
 * without vulkan, or a machine without a Vulkan driver, runs what applies. */
#define _POSIX_C_SOURCE 200809L
#include <math.h>
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

/* SY_VULKAN_STAGING=1: buffers in device-local memory, unmapped (lavapipe's
 * one memory type, used as a discrete GPU's), reached through staging
 * copies: a write records one copy and does not wait, a read records one
 * and waits once, partial reads and writes land at their offsets, a write
 * after a recorded command that reads the buffer is not seen by it, a
 * chain's results are cpu's and nothing leaks; SY_VULKAN_STAGING=0 maps
 * them again (the write after the command waits there).
 * The Check suites run on vulkan:0 under the switch too (README, Vulkan). */
START_TEST(test_staged_buffers)
{
    if (sy_backend_device_count(SY_BACKEND_VULKAN) == 0)
        return;
    const char *old = getenv("SY_VULKAN_STAGING");
    char *saved = old ? strdup(old) : NULL;
    for (int on = 1; on >= 0; on--) {
        setenv("SY_VULKAN_STAGING", on ? "1" : "0", 1);
        sy_shutdown();
        ck_assert_int_gt(sy_backend_device_count(SY_BACKEND_VULKAN), 0);
        sy_status st;
        const sy__vk_device *dev = sy__vk_device_get(0, &st);
        ck_assert_msg(dev != NULL && dev->staged == on, "staged %d, want %d", dev ? dev->staged : -1, on);
        sy_ck_leak snap = sy_ck_leak_snap();
        const long live = sy_k_vulkan_live_buffers();
        enum { N = 1031 };
        static float a[N], got[N];
        for (int i = 0; i < N; i++)
            a[i] = (float)(i % 29) * 0.75f - 10.0f;
        const int64_t shape[1] = {N};
        const sy_device vk = sy_device_of(SY_BACKEND_VULKAN, 0);
        sy_tensor *x, *y;
        const long copies = sy__vk_staged_copies(), waits = sy__vk_waits();
        SY_OK_OR_FAIL(sy_tensor_from_data(a, SY_DTYPE_F32, shape, 1, vk, &x));
        ck_assert_int_eq(sy__vk_staged_copies() - copies, on);
        ck_assert_int_eq(sy__vk_waits(), waits); /* the write queued its copy and returned */
        SY_OK_OR_FAIL(sy_mul(x, x, &y));
        SY_OK_OR_FAIL(sy_tensor_to_data(y, got, sizeof got));
        ck_assert_int_eq(sy__vk_staged_copies() - copies, 2 * on);
        ck_assert_int_eq(sy__vk_waits() - waits, 1);
        for (int i = 0; i < N; i++)
            ck_assert_msg(got[i] == a[i] * a[i], "element %d: %g", i, (double)got[i]);
        /* the kernel interface's partial reads and writes, at odd byte offsets */
        void *h = NULL;
        SY_OK_OR_FAIL(sy_k_vulkan_alloc(0, 37, &h));
        unsigned char bytes[37], back[37];
        for (int i = 0; i < 37; i++)
            bytes[i] = (unsigned char)(i * 7 + 1);
        SY_OK_OR_FAIL(sy_k_vulkan_write(0, h, 0, bytes, 37));
        SY_OK_OR_FAIL(sy_k_vulkan_write(0, h, 5, bytes + 20, 11));
        SY_OK_OR_FAIL(sy_k_vulkan_read(0, h, 3, back, 17));
        for (int i = 0; i < 17; i++) {
            const int at = 3 + i;
            const unsigned char want = at >= 5 && at < 16 ? bytes[20 + at - 5] : bytes[at];
            ck_assert_msg(back[i] == want, "byte %d: %u, want %u", at, back[i], want);
        }
        ck_assert_int_eq(sy_k_vulkan_read(0, h, 30, back, 8), SY_E_TRANSFER_FAILED); /* past its end */
        sy_k_vulkan_free(0, h);
        /* a write into a buffer a recorded command reads: staged, a copy recorded after the command (its
         * barrier orders them), which waits for nothing; mapped, the write waits for the batch. The
         * command sees the old contents either way. */
        static float b[N];
        for (int i = 0; i < N; i++)
            b[i] = (float)i;
        void *hx = NULL, *ho = NULL;
        SY_OK_OR_FAIL(sy_k_vulkan_alloc(0, sizeof a, &hx));
        SY_OK_OR_FAIL(sy_k_vulkan_alloc(0, sizeof a, &ho));
        SY_OK_OR_FAIL(sy_k_vulkan_write(0, hx, 0, a, sizeof a));
        sy_ew_args e = {
            .op = SY_OP_ADD, .rank = 1, .shape = {N}, .numel = N, .out = ho, .out_dtype = SY_DTYPE_F32, .n_in = 2};
        e.in[0] = (sy_operand){.data = hx, .dtype = SY_DTYPE_F32, .strides = {1}};
        e.in[1] = e.in[0];
        SY_OK_OR_FAIL(sy_k_vulkan_add(&e)); /* ho = hx + hx, recorded */
        const long waits2 = sy__vk_waits(), copies2 = sy__vk_staged_copies();
        SY_OK_OR_FAIL(sy_k_vulkan_write(0, hx, 0, b, sizeof b));
        ck_assert_int_eq(sy__vk_waits() - waits2, !on);
        ck_assert_int_eq(sy__vk_staged_copies() - copies2, on);
        SY_OK_OR_FAIL(sy_k_vulkan_read(0, ho, 0, got, sizeof got));
        for (int i = 0; i < N; i++)
            ck_assert_msg(got[i] == 2.0f * a[i], "element %d: %g, want %g", i, (double)got[i], 2.0 * a[i]);
        SY_OK_OR_FAIL(sy_k_vulkan_read(0, hx, 0, got, sizeof got));
        ck_assert(memcmp(got, b, sizeof b) == 0);
        sy_k_vulkan_free(0, hx);
        sy_k_vulkan_free(0, ho);
        sy_tensor_release(x);
        sy_tensor_release(y);
        ck_assert_int_eq(sy_k_vulkan_live_buffers(), live);
        SY_CK_NO_LEAK(snap);
    }
    setenv_or_unset("SY_VULKAN_STAGING", saved);
    free(saved);
    sy_shutdown();
}
END_TEST

/* ---- f16 ---------------------------------------------------------------------------------------- */

enum { F16_N = 65536, F16_ROWS = 256 };

/* Input k of an f16 check: f16 bits (k 0: every f16 value in order; k 1:
 * the same values in another order; k 2: finite values within [-8, 8],
 * subnormals and zeros of both signs among them, whose sums stay finite;
 * k 3: rows of 256 whose sums are 1 + m 2^-10 + 2^-11 (a tie) plus, minus
 * or without 2^-24, which only a sticky bit far below the tie decides), or
 * an f32, i32 or bool input spread over what their casts meet. */
static void f16_data(sy_dtype dt, int k, void *buf)
{
    for (uint32_t i = 0; i < F16_N; i++) {
        const uint32_t r = sy_ck_mix(77u + (uint32_t)k, i);
        if (dt == SY_DTYPE_F16) {
            uint16_t h = (uint16_t)(k == 0 ? i : (i * 40503u + 12345u) & 0xffffu);
            if (k == 2)
                h = (uint16_t)((r & 0x8000u) | (r % 0x4800u)); /* exponents 0..17: up to 8 */
            const uint32_t row = i / F16_ROWS, col = i % F16_ROWS;
            const uint16_t tiny[3] = {0x0001u, 0x8001u, 0}; /* 2^-24, -2^-24, 0 */
            if (k == 3)
                h = col == 0 ? (uint16_t)(0x3c00u | (row & 3u)) : col == 1 ? 0x1000u : col == 2 ? tiny[row % 3] : 0;
            ((uint16_t *)buf)[i] = h;
        } else if (dt == SY_DTYPE_F32) {
            const float special[6] = {NAN, INFINITY, -INFINITY, 65520.0f, 65519.996f, 0x1p-25f};
            float f = (float)((int32_t)r) * 0x1p-15f; /* up to 65536 */
            if (i % 16 == 0)
                f = special[(i / 16) % 6];
            else if (i % 16 == 1) /* bits near f16's ties and subnormals */
                f = ldexpf((float)(r % 4096u) + 0.5f, (int)(r >> 24) % 40 - 36);
            ((float *)buf)[i] = f;
        } else if (dt == SY_DTYPE_I32) {
            ((int32_t *)buf)[i] = i % 4 == 0 ? (int32_t)r : (int32_t)(r % 140000u) - 70000;
        } else { /* bool */
            ((uint8_t *)buf)[i] = (uint8_t)(r & 1u);
        }
    }
}

/* Whether a (vulkan's) and b (cpu's), n elements of dt, are equal bit for
 * bit; two f16 NaNs match (which of two NaN operands propagates may differ,
 * runtime/sy_half.h), any other f16 value is compared by its bits. The first
 * difference goes to *at. */
static bool f16_same(sy_dtype dt, const void *a, const void *b, int64_t n, int64_t *at)
{
    const size_t size = sy_dtype_size(dt);
    for (int64_t i = 0; i < n; i++) {
        *at = i;
        if (dt == SY_DTYPE_F16) {
            const uint16_t x = ((const uint16_t *)a)[i], y = ((const uint16_t *)b)[i];
            if (x != y && !((x & 0x7fffu) > 0x7c00u && (y & 0x7fffu) > 0x7c00u))
                return false;
        } else if (memcmp((const char *)a + (size_t)i * size, (const char *)b + (size_t)i * size, size) != 0) {
            return false;
        }
    }
    return true;
}

/* op with attributes at over inputs of dtypes dts (n_in of them, data kinds
 * kinds, shape) on vulkan:0 and on cpu: vulkan's result comes from exactly
 * `cmds` commands recorded on the device (1: its shader or fill ran; 0: it
 * fell back to cpu), read back through the batch's submission, and is
 * cpu's bit for bit. */
static void f16_run(sy_op op, const sy_ck_attrs *at, int n_in, const sy_dtype *dts, const int *kinds,
                    const int64_t *shape, int rank, long cmds)
{
    static unsigned char data[3][F16_N * 4], got[F16_N * 4], want[F16_N * 4];
    const sy_device devs[2] = {sy_device_of(SY_BACKEND_VULKAN, 0), sy_device_of(SY_BACKEND_CPU, 0)};
    sy_tensor *in[2][3] = {{NULL}}, *out[2] = {NULL};
    char what[160];
    snprintf(what, sizeof what, "%s(%s%s%s) -> %s, axis %d", sy_op_name(op), n_in > 0 ? sy_dtype_name(dts[0]) : "",
             n_in > 1 ? ", " : "", n_in > 1 ? sy_dtype_name(dts[1]) : "", sy_dtype_name(at->dtype), at->axis);
    for (int k = 0; k < n_in; k++)
        f16_data(dts[k], kinds[k], data[k]);
    for (int d = 0; d < 2; d++) {
        sy_ck_attrs a = *at;
        a.device = devs[d];
        for (int k = 0; k < n_in; k++)
            SY_OK_OR_FAIL(sy_tensor_from_data(data[k], dts[k], shape, rank, devs[d], &in[d][k]));
        /* dispatches and fills recorded (batched: submitted by the read below); not the staging copies of a
         * fallback's result written to a staged buffer */
        const long before = sy__vk_commands();
        const sy_status st = sy_ck_call(op, in[d], &a, &out[d]);
        ck_assert_msg(st == SY_OK, "%s: %s: %s", what, sy_status_name(st), sy_last_error());
        const long made = sy__vk_commands() - before;
        if (d == 0)
            ck_assert_msg(made == cmds, "%s: %ld commands on the device, want %ld", what, made, cmds);
    }
    ck_assert(sy_device_eq(sy_tensor_device(out[0]), devs[0]));
    const sy_dtype odt = sy_tensor_dtype(out[1]);
    const int64_t n = sy_tensor_numel(out[1]);
    ck_assert_int_eq(sy_tensor_dtype(out[0]), odt);
    ck_assert_int_eq(sy_tensor_numel(out[0]), n);
    SY_OK_OR_FAIL(sy_tensor_to_data(out[0], got, (size_t)n * sy_dtype_size(odt)));
    SY_OK_OR_FAIL(sy_tensor_to_data(out[1], want, (size_t)n * sy_dtype_size(odt)));
    int64_t at_i = 0;
    if (!f16_same(odt, got, want, n, &at_i)) {
        uint64_t g = 0, w = 0;
        memcpy(&g, got + (size_t)at_i * sy_dtype_size(odt), sy_dtype_size(odt));
        memcpy(&w, want + (size_t)at_i * sy_dtype_size(odt), sy_dtype_size(odt));
        ck_abort_msg("%s: element %lld is 0x%llx, cpu's 0x%llx", what, (long long)at_i, (unsigned long long)g,
                     (unsigned long long)w);
    }
    for (int d = 0; d < 2; d++) {
        sy_tensor_release(out[d]);
        for (int k = 0; k < n_in; k++)
            sy_tensor_release(in[d][k]);
    }
}

/* Every op vulkan's own kernels take f16 for (the generated tables), each
 * call on its shader (one command recorded) and cpu's bit for bit: elementwise
 * over every f16 value (binary ops against every value in another order),
 * casts to and from every dtype vulkan's cast shaders take whose kernel is
 * vulkan's, fills, and reductions over both axes of all values (NaN and
 * infinities) and of finite ones. cmds 0: the device has no 16-bit storage
 * (SY_VULKAN_F16=0), every call but the fills falls back to cpu, still
 * cpu's bits. */
static void run_f16_ops(long cmds)
{
    const int64_t flat[1] = {F16_N}, square[2] = {F16_ROWS, F16_N / F16_ROWS};
    int runs = 0;
    for (int o = 0; o < SY_OP_COUNT; o++) {
        const sy_op op = (sy_op)o;
        if (!sy_backend_supports_op(SY_BACKEND_VULKAN, op, SY_DTYPE_F16))
            continue;
        const int cls = (int)sy__op_table[op].cls;
        sy_ck_attrs at;
        memset(&at, 0, sizeof at);
        at.dtype = SY_DTYPE_F16;
        sy_dtype dts[3];
        int kinds[3] = {0, 1, 0};
        const int n_in = sy__op_table[op].n_in;
        for (int k = 0; k < n_in; k++)
            dts[k] = sy_ck_in_dtype(op, k, SY_DTYPE_F16);
        if (cls == SY__CLASS_FILL) {
            /* rounded, the largest, a subnormal; an odd count (the last word's half) */
            const double values[3] = {1.0 / 3.0, 65504.0, -0x1p-25 * 1.5};
            at.shape = (sy_ck_shape){1, {F16_N + 1}};
            for (int v = 0; v < 3; v++) {
                at.value = values[v];
                f16_run(op, &at, 0, dts, kinds, flat, 1, 1); /* vkCmdFillBuffer: no 16-bit storage needed */
            }
        } else if (cls == SY__CLASS_CAST) {
            const sy_dtype others[3] = {SY_DTYPE_F32, SY_DTYPE_I32, SY_DTYPE_BOOL};
            dts[0] = SY_DTYPE_F16;
            f16_run(op, &at, 1, dts, kinds, flat, 1, cmds); /* f16 -> f16 */
            for (int k = 0; k < 3; k++) {
                if (sy_backend_supports_op(SY_BACKEND_VULKAN, op, others[k])) {
                    at.dtype = others[k]; /* f16 -> other */
                    dts[0] = SY_DTYPE_F16;
                    f16_run(op, &at, 1, dts, kinds, flat, 1, cmds);
                }
                at.dtype = SY_DTYPE_F16; /* other -> f16 */
                dts[0] = others[k];
                f16_run(op, &at, 1, dts, kinds, flat, 1, cmds);
            }
        } else if (cls == SY__CLASS_REDUCE) {
            for (int kind = 0; kind < 4; kind += kind == 0 ? 2 : 1)
                for (int axis = 0; axis < 2; axis++) {
                    at.axis = axis;
                    kinds[0] = kind;
                    f16_run(op, &at, 1, dts, kinds, square, 2, cmds);
                }
        } else {
            ck_assert_msg(cls == SY__CLASS_UNARY || cls == SY__CLASS_BINARY || cls == SY__CLASS_COMPARE ||
                              cls == SY__CLASS_WHERE,
                          "sy_%s: vulkan takes f16 in a class this test does not know", sy_op_name(op));
            if (cls == SY__CLASS_WHERE) {
                kinds[0] = 0; /* the bool condition */
                kinds[1] = 0;
                kinds[2] = 1;
            }
            f16_run(op, &at, n_in, dts, kinds, flat, 1, cmds);
        }
        runs++;
    }
    ck_assert_int_gt(runs, 0);
}

START_TEST(test_f16_shaders_match_cpu)
{
    if (sy_backend_device_count(SY_BACKEND_VULKAN) == 0)
        return;
    sy_status st;
    const sy__vk_device *dev = sy__vk_device_get(0, &st);
    ck_assert_msg(dev != NULL, "%s", sy_last_error());
    if (!dev->f16)
        return; /* no 16-bit storage: test_f16_without_16bit_storage's case */
    sy_ck_leak snap = sy_ck_leak_snap();
    run_f16_ops(1);
    SY_CK_NO_LEAK(snap);
}
END_TEST

/* x for the ops of families with `kernel: op`: f32 of every exponent,
 * subnormals, zeros, infinities and quiet NaNs (random bits; a NaN made
 * quiet, as any arithmetic on cpu makes it), or i32 of every size. */
static void op_data(sy_dtype dt, void *buf, int n)
{
    for (int i = 0; i < n; i++) {
        uint32_t r = sy_ck_mix(4242u, (uint32_t)i);
        if (dt == SY_DTYPE_F32 && (r & 0x7f800000u) == 0x7f800000u && (r & 0x7fffffu) != 0)
            r |= 0x400000u;
        if (dt == SY_DTYPE_F32 && i % 7 == 0) /* subnormals and the smallest normals: a product flushes them */
            r = (r & 0x80000000u) | (r % 0x01000000u);
        memcpy((char *)buf + (size_t)i * 4, &r, 4);
    }
}

/* Every op vulkan takes of a family with `kernel: op` (the generated
 * tables; their shader reads the packed form sy_op_packed), over every f32
 * or i32 it takes: one command on the device and cpu's bits, for several
 * parameters, for clip each bound absent, present (in either order, so
 * low > high too) and NaN, for pad every mode. */
START_TEST(test_op_shaders_match_cpu)
{
    if (sy_backend_device_count(SY_BACKEND_VULKAN) == 0)
        return;
    sy_ck_leak snap = sy_ck_leak_snap();
    const sy_device devs[2] = {sy_device_of(SY_BACKEND_VULKAN, 0), sy_device_of(SY_BACKEND_CPU, 0)};
    enum { N = 4099, M = 8192 };
    static unsigned char x[N * 4], got[M * 4], want[M * 4];
    const int64_t flat[1] = {N}, square[2] = {37, 109}; /* pad's x: 4033 elements, its result 41 x 115 */
    const double params[4][2] = {{0.01, 0.5}, {1.5, -0.25}, {-0.3, 1e-40}, {0.0, 3.0}};
    const double bounds[5] = {-0.5, 2.0, NAN, -1000, 7};
    int runs = 0;
    for (int o = 0; o < SY_OP_COUNT; o++) {
        const sy__op_info *info = &sy__op_table[o];
        if (info->kernel != SY__KERNEL_OP)
            continue;
        for (int dt = 0; dt < SY_DTYPE_COUNT; dt++) {
            if (!sy_backend_supports_op(SY_BACKEND_VULKAN, (sy_op)o, (sy_dtype)dt))
                continue;
            ck_assert_msg(dt == SY_DTYPE_F32 || dt == SY_DTYPE_I32,
                          "%s: vulkan takes %s, which this test has no data for", info->name,
                          sy_dtype_name((sy_dtype)dt));
            op_data((sy_dtype)dt, x, N);
            /* extra inputs: one-element bounds, each absent or of bounds[] (clip is the one such op so far) */
            ck_assert_msg(info->n_in == 1 || (info->optional >> 1) == (1u << (info->n_in - 1)) - 1u,
                          "%s: inputs besides x that this test does not know", info->name);
            const bool pad = o == SY_OP_PAD; /* pads in .shape, the mode in .dim0, the value in .value */
            const int combos = pad ? 6 : info->n_in == 1 ? 4 : 36;
            for (int c = 0; c < combos; c++) {
                sy_ck_attrs at;
                memset(&at, 0, sizeof at);
                at.value = params[c % 4][0];
                at.value2 = params[c % 4][1];
                if (pad) { /* every mode; an i32 value of 30 bits, which an f32 would round */
                    at.shape = (sy_ck_shape){4, {1, 2, 3, 4}};
                    at.dim0 = c % 3;
                    at.value = c < 3 ? -7.0 : dt == SY_DTYPE_I32 ? 2000000001.0 : 1.5;
                }
                const int pick[2] = {c % 6, c / 6}; /* 5: absent */
                sy_tensor *in[2][3] = {{NULL}}, *out[2] = {NULL};
                const int64_t one = 1;
                for (int d = 0; d < 2; d++) {
                    SY_OK_OR_FAIL(
                        sy_tensor_from_data(x, (sy_dtype)dt, pad ? square : flat, pad ? 2 : 1, devs[d], &in[d][0]));
                    for (int k = 1; k < info->n_in; k++) {
                        if (pick[k - 1] == 5)
                            continue;
                        const double b = dt == SY_DTYPE_I32 ? trunc(bounds[pick[k - 1]]) : bounds[pick[k - 1]];
                        if (dt == SY_DTYPE_I32 && isnan(b))
                            continue; /* i32 holds no NaN: absent */
                        SY_OK_OR_FAIL(sy_full(&one, 1, b, (sy_dtype)dt, devs[d], &in[d][k]));
                    }
                    const long before = sy__vk_commands();
                    SY_OK_OR_FAIL(sy_ck_call((sy_op)o, in[d], &at, &out[d]));
                    if (d == 0)
                        ck_assert_msg(sy__vk_commands() - before == 1, "%s %s, case %d: %ld commands on the device",
                                      info->name, sy_dtype_name((sy_dtype)dt), c, sy__vk_commands() - before);
                }
                const int64_t n = sy_tensor_numel(out[1]);
                ck_assert_int_le(n, M);
                ck_assert_int_eq(sy_tensor_numel(out[0]), n);
                SY_OK_OR_FAIL(sy_tensor_to_data(out[0], got, (size_t)n * 4));
                SY_OK_OR_FAIL(sy_tensor_to_data(out[1], want, (size_t)n * 4));
                for (int64_t i = 0; i < n; i++) {
                    uint32_t g, w;
                    memcpy(&g, got + 4 * i, 4);
                    memcpy(&w, want + 4 * i, 4);
                    ck_assert_msg(g == w, "%s %s, case %d: element %lld is 0x%08x, cpu's 0x%08x", info->name,
                                  sy_dtype_name((sy_dtype)dt), c, (long long)i, g, w);
                }
                for (int d = 0; d < 2; d++) {
                    sy_tensor_release(out[d]);
                    for (int k = 0; k < 3; k++)
                        sy_tensor_release(in[d][k]);
                }
                runs++;
            }
        }
    }
    ck_assert_int_gt(runs, 0);
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

START_TEST(test_f16_without_16bit_storage)
{
    if (sy_backend_device_count(SY_BACKEND_VULKAN) == 0)
        return;
    setenv("SY_VULKAN_F16", "0", 1);
    sy_shutdown();
    ck_assert_int_gt(sy_backend_device_count(SY_BACKEND_VULKAN), 0); /* initialized again */
    sy_status st;
    const sy__vk_device *dev = sy__vk_device_get(0, &st);
    ck_assert_msg(dev != NULL && !dev->f16, "%s", dev == NULL ? sy_last_error() : "16-bit storage still on");
    sy_ck_leak snap = sy_ck_leak_snap();
    run_f16_ops(0);
    SY_CK_NO_LEAK(snap);
    unsetenv("SY_VULKAN_F16");
    sy_shutdown();
}
END_TEST

/* A host write into a buffer that a recorded, not yet submitted, command
 * reads: the command must see the old contents (the write waits for the
 * batch), and a write into a fresh buffer waits for nothing. The same for a
 * buffer freed while the open batch reads it: destroyed once the batch is
 * done. Through the kernel functions, as the runtime never writes into a
 * buffer a command uses. On a staged device the write is a copy recorded
 * after the command, which waits for nothing and must not be seen either. */
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
    /* mapped: waits for the batch, submitted; staged (SY_VULKAN_STAGING=1): a copy recorded after the adds,
     * ordered by the batch's barrier, nothing submitted or waited for */
    sy_status st;
    const sy__vk_device *dev = sy__vk_device_get(0, &st);
    ck_assert_msg(dev != NULL, "%s", sy_last_error());
    const int staged = dev->staged;
    SY_OK_OR_FAIL(sy_k_vulkan_write(0, x, 0, b, sizeof b));
    ck_assert_int_eq(sy__vk_submits(), subs + !staged);
    ck_assert_int_eq(sy__vk_waits(), waits + !staged);
    sy_k_vulkan_free(0, x2); /* mapped: its batch is done, destroyed at once; staged: deferred to the open one */
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
    tcase_add_test(tc, test_staged_buffers);
    tcase_add_test(tc, test_f16_shaders_match_cpu);
    tcase_add_test(tc, test_f16_without_16bit_storage);
    tcase_add_test(tc, test_op_shaders_match_cpu);
#endif
    suite_add_tcase(s, tc);
    return s;
}
