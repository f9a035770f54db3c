/* Asynchrony in the device contract (runtime/sy_contract.h, "Asynchrony"):
 * sy_synchronize on every device, the hooks of the backend table, a chain
 * of 100 ops on every device of every device-memory backend read back once
 * (the source of the move onto the device released before the chain runs,
 * a strided source staged, a move to a second device of the backend when it
 * has one), and for opencl and vulkan, whose private headers give a count
 * of host waits: that the chain issues no wait until the read (vulkan's
 * peer copy waits once, for its source), and for opencl and vulkan that a
 * failure of queued work (injected through their private headers' test
 * hooks) reaches the call that waits with a detail naming the op, once,
 * and that the device works afterwards.
 *
 * Devices come from the generated tables, so a build with a subset of
 * backends tests what it has; sim (no `async:`) is the synchronous case. */
#include <stdio.h>
#include <stdlib.h>

#include "sy_test.h"
#if SY_WITH_OPENCL
#include "sy_opencl.h"
#endif
#if SY_WITH_VULKAN
#include "sy_vulkan.h"
#endif

#define MAX_DEVICES 64
#define CHAIN 100
#define N 300

/* Every device of every enabled backend with device memory. */
static int device_memory_devices(sy_device *out)
{
    sy_device all[SY_CK_MAX_DEVICES];
    const int total = sy_ck_devices(all, SY_CK_MAX_DEVICES);
    int n = 0;
    for (int i = 0; i < total && i < SY_CK_MAX_DEVICES && n < MAX_DEVICES; i++) {
        const sy__backend_info *info = &sy__backend_table[all[i].backend];
        if (!info->host && !info->capture)
            out[n++] = all[i];
    }
    return n;
}

static int n_device_memory_devices(void)
{
    sy_device all[MAX_DEVICES];
    return device_memory_devices(all);
}

/* Host waits of the device's backend so far, or -1 when the backend does not
 * count them. */
static long waits_of(sy_device d)
{
#if SY_WITH_OPENCL
    if (d.backend == SY_BACKEND_OPENCL)
        return sy__ocl_waits();
#endif
#if SY_WITH_VULKAN
    if (d.backend == SY_BACKEND_VULKAN)
        return sy__vk_waits();
#endif
    (void)d;
    return -1;
}

/* ---- the backend table ----------------------------------------------------------- */

START_TEST(test_hooks_all_or_none)
{
    const sy__backend_info *info = &sy__backend_table[sy__backend_order[_i]];
    const bool flush = info->hooks.flush != NULL, sync = info->hooks.synchronize != NULL;
    const bool write = info->mem.write_async != NULL;
    ck_assert_msg(flush == sync && sync == write, "%s: flush %d, synchronize %d, write_async %d: `async: true` "
                  "gives all three", info->name, flush, sync, write);
    if (info->host || info->capture || !info->enabled)
        ck_assert_msg(!sync, "%s: a host, capture or disabled backend has no asynchronous hooks", info->name);
}
END_TEST

/* ---- sy_synchronize ----------------------------------------------------------------- */

START_TEST(test_synchronize_every_device)
{
    sy_backend b = sy__backend_order[_i];
    if (!sy_backend_enabled(b)) {
        ck_assert_int_eq(sy_synchronize(sy_device_of(b, 0)), SY_E_BACKEND_DISABLED);
        return;
    }
    if (sy__backend_table[b].capture) {
        sy_device cap;
        ck_assert_int_eq(sy_capture_new(&cap), SY_OK);
        ck_assert_int_eq(sy_synchronize(cap), SY_OK);
        ck_assert_int_eq(sy_capture_release(cap), SY_OK);
        ck_assert_int_eq(sy_synchronize(cap), SY_E_NO_SUCH_DEVICE);
        return;
    }
    const int count = sy_backend_device_count(b);
    for (int k = 0; k < count; k++) {
        ck_assert_int_eq(sy_synchronize(sy_device_of(b, k)), SY_OK);
        ck_assert_int_eq(sy_synchronize(sy_device_autodiff(sy_device_of(b, k), SY_CHECKPOINT_NONE)), SY_OK);
    }
    ck_assert_int_eq(sy_synchronize(sy_device_of(b, count)), SY_E_NO_SUCH_DEVICE);
    ck_assert_msg(strncmp(sy_ck_detail(SY_E_NO_SUCH_DEVICE), "sy_synchronize: ", 16) == 0, "%s", sy_last_error());
    ck_assert_int_eq(sy_synchronize(sy_device_of(b, -1)), SY_E_INVALID_ARGUMENT);
}
END_TEST

/* ---- a chain of ops, read once ------------------------------------------------------ */

/* x[i] = i % 7 - 3 as f32, host tensor of shape [N]. */
static sy_tensor *host_x(void)
{
    float v[N];
    for (int i = 0; i < N; i++)
        v[i] = (float)(i % 7 - 3);
    const int64_t shape[1] = {N};
    sy_tensor *x;
    ck_assert_int_eq(sy_tensor_from_data(v, SY_DTYPE_F32, shape, 1, sy_ck_host_device(), &x), SY_OK);
    return x;
}

/* y = x, then CHAIN ops alternating y + x and y * one: y = (1 + CHAIN / 2) x,
 * exact in f32. Every intermediate is released as soon as the next op is
 * queued on it. */
static sy_tensor *chain(sy_tensor *x, sy_tensor *one)
{
    sy_tensor *y = sy_tensor_retain(x);
    for (int i = 0; i < CHAIN; i++) {
        sy_tensor *next = NULL;
        ck_assert_int_eq(i % 2 == 0 ? sy_add(y, x, &next) : sy_mul(y, one, &next), SY_OK);
        sy_tensor_release(y);
        y = next;
    }
    return y;
}

static void assert_chain_result(const sy_tensor *y, const char *where)
{
    float got[N];
    ck_assert_int_eq(sy_tensor_to_data(y, got, sizeof got), SY_OK);
    for (int i = 0; i < N; i++)
        ck_assert_msg(got[i] == (float)((1 + CHAIN / 2) * (i % 7 - 3)), "%s: element %d is %g, want %d", where, i,
                      (double)got[i], (1 + CHAIN / 2) * (i % 7 - 3));
}

START_TEST(test_chain_reads_once)
{
    sy_device all[MAX_DEVICES];
    device_memory_devices(all);
    const sy_device dev = all[_i];
    char name[48];
    sy_device_format(dev, name, sizeof name);
    const int64_t shape[1] = {N};
    sy_tensor *one, *x, *warm;
    ck_assert_int_eq(sy_ones(shape, 1, SY_DTYPE_F32, dev, &one), SY_OK);
    ck_assert_int_eq(sy_add(one, one, &warm), SY_OK); /* a device builds its kernels at first use: not a wait */
    sy_tensor_release(warm);
    ck_assert_int_eq(sy_synchronize(dev), SY_OK);

    const long before = waits_of(dev);
    sy_tensor *xh = host_x();
    ck_assert_int_eq(sy_to_device(xh, dev, &x), SY_OK);
    sy_tensor_release(xh); /* the queued write keeps the source alive, not the caller */
    sy_tensor *y = chain(x, one);
    /* to a second device of the backend: a direct copy waits on the device, not the host */
    sy_tensor *moved = NULL;
    const int count = sy_backend_device_count((sy_backend)dev.backend);
    if (count > 1) {
        ck_assert_int_eq(sy_to_device(y, sy_device_of((sy_backend)dev.backend, (int)(dev.index + 1) % count), &moved),
                         SY_OK);
    }
    const long queued = waits_of(dev);
#if SY_WITH_OPENCL
    if (moved != NULL && dev.backend == SY_BACKEND_OPENCL) {
        sy__ocl_device *a, *b;
        ck_assert_int_eq(sy__ocl_device_get(dev.index, &a), SY_OK);
        ck_assert_int_eq(sy__ocl_device_get(moved->device.index, &b), SY_OK);
        if (a->context != b->context) /* across platforms the copy is staged through the host */
            ck_assert_int_eq(queued - before, 2);
        else
            ck_assert_msg(queued == before, "%s: %ld host waits in a move on, %d ops and a peer copy", name,
                          queued - before, CHAIN);
    } else
#endif
#if SY_WITH_VULKAN
    /* two logical Vulkan devices share no semaphore: the peer copy waits for the source on the host, once */
    if (moved != NULL && dev.backend == SY_BACKEND_VULKAN)
        ck_assert_msg(queued - before == 1, "%s: %ld host waits in a move on, %d ops and a peer copy", name,
                      queued - before, CHAIN);
    else
#endif
    {
        ck_assert_msg(queued == before, "%s: %ld host waits in a move on and %d ops, before the read", name,
                      queued - before, CHAIN);
    }
    assert_chain_result(y, name);
    ck_assert(before < 0 || waits_of(dev) > queued); /* the read waits */
    if (moved != NULL) {
        assert_chain_result(moved, "the copy on the second device");
        sy_tensor_release(moved);
    }
    sy_tensor_release(y);
    sy_tensor_release(x);
    sy_tensor_release(one);
    ck_assert_int_eq(sy_synchronize(dev), SY_OK);
}
END_TEST

/* A strided host source is staged through a block the queued write owns. */
START_TEST(test_strided_source_staged)
{
    sy_device all[MAX_DEVICES];
    device_memory_devices(all);
    const sy_device dev = all[_i];
    float v[6 * 5];
    for (int i = 0; i < 30; i++)
        v[i] = (float)i;
    const int64_t shape[2] = {6, 5};
    sy_tensor *h, *t, *d;
    ck_assert_int_eq(sy_tensor_from_data(v, SY_DTYPE_F32, shape, 2, sy_ck_host_device(), &h), SY_OK);
    ck_assert_int_eq(sy_transpose(h, 0, 1, &t), SY_OK);
    sy_tensor_release(h);
    ck_assert(!sy_tensor_is_contiguous(t));
    ck_assert_int_eq(sy_to_device(t, dev, &d), SY_OK);
    sy_tensor_release(t);
    float got[30];
    ck_assert_int_eq(sy_tensor_to_data(d, got, sizeof got), SY_OK);
    for (int i = 0; i < 5; i++)
        for (int j = 0; j < 6; j++)
            ck_assert_msg(got[i * 6 + j] == v[j * 5 + i], "[%d][%d] is %g", i, j, (double)got[i * 6 + j]);
    sy_tensor_release(d);
}
END_TEST

/* A write that fails to be queued leaves the source the caller's: nothing
 * leaks and nothing is released twice (contiguous source: the reference
 * taken for the write is dropped; strided: the staging block is freed). */
START_TEST(test_failed_write_leaves_nothing)
{
    sy_device all[MAX_DEVICES];
    device_memory_devices(all);
    const sy_device dev = all[_i];
    ck_assert_int_eq(sy_synchronize(dev), SY_OK);
    sy_tensor *xh = host_x(), *t, *d = NULL;
    const int64_t shape[2] = {N / 3, 3};
    ck_assert_int_eq(sy_reshape(xh, shape, 2, &t), SY_OK);
    sy_tensor *tt;
    ck_assert_int_eq(sy_transpose(t, 0, 1, &tt), SY_OK);
    const long host = sy__host_live(), buffers = sy_ck_device_live();
    for (int strided = 0; strided < 2; strided++) {
        sy__device_fail_after(SY__DEV_WRITE, 0);
        ck_assert_int_eq(sy_to_device(strided ? tt : xh, dev, &d), SY_E_TRANSFER_FAILED);
        sy__device_fail_after(SY__DEV_WRITE, -1);
        ck_assert_ptr_null(d);
        ck_assert_msg(strstr(sy_last_error(), "injected failure") != NULL, "%s", sy_last_error());
        ck_assert_int_eq(sy__host_live(), host);
        ck_assert_int_eq(sy_ck_device_live(), buffers);
    }
    ck_assert_int_eq(sy_to_device(xh, dev, &d), SY_OK); /* the source is intact and still usable */
    sy_tensor_release(tt);
    sy_tensor_release(t);
    sy_tensor_release(xh);
    float got[N];
    ck_assert_int_eq(sy_tensor_to_data(d, got, sizeof got), SY_OK);
    for (int i = 0; i < N; i++)
        ck_assert(got[i] == (float)(i % 7 - 3));
    sy_tensor_release(d);
}
END_TEST

#if SY_WITH_OPENCL || SY_WITH_VULKAN
/* After a queued failure was reported: the next wait reports nothing, and
 * an add of a (64 ones on dev) runs and reads back 2s. Releases a. */
static void recovers(sy_device dev, sy_tensor *a)
{
    sy_tensor *c;
    float got[64];
    ck_assert_int_eq(sy_synchronize(dev), SY_OK);
    ck_assert_int_eq(sy_add(a, a, &c), SY_OK);
    ck_assert_int_eq(sy_tensor_to_data(c, got, sizeof got), SY_OK);
    for (int i = 0; i < 64; i++)
        ck_assert(got[i] == 2.0f);
    sy_tensor_release(c);
    sy_tensor_release(a);
}
#endif

/* ---- opencl: a failure of queued work names its op ---------------------------------- */

#if SY_WITH_OPENCL
static int opencl_devices(void) { return sy_backend_device_count(SY_BACKEND_OPENCL); }

/* An add whose launch the driver fails in the queue (the test hook makes it
 * wait for a user event set to an error): the launch returns SY_OK, the read
 * that waits for it fails naming the op, and the device works afterwards. */
START_TEST(test_opencl_queued_failure_read)
{
    const sy_device dev = sy_device_of(SY_BACKEND_OPENCL, _i);
    const int64_t shape[1] = {64};
    sy_tensor *a, *b;
    ck_assert_int_eq(sy_ones(shape, 1, SY_DTYPE_F32, dev, &a), SY_OK);
    ck_assert_int_eq(sy_synchronize(dev), SY_OK);
    sy__ocl_fail_next_launch();
    ck_assert_int_eq(sy_add(a, a, &b), SY_OK); /* queued: nothing has failed yet */
    float got[64];
    ck_assert_int_eq(sy_tensor_to_data(b, got, sizeof got), SY_E_TRANSFER_FAILED);
    ck_assert_msg(strstr(sy_last_error(), "queued work failed: op add (kernel ") != NULL, "%s", sy_last_error());
    ck_assert_msg(strstr(sy_last_error(), "execution status -") != NULL, "%s", sy_last_error());
    sy_tensor_release(b);
    recovers(dev, a);
}
END_TEST

START_TEST(test_opencl_queued_failure_synchronize)
{
    const sy_device dev = sy_device_of(SY_BACKEND_OPENCL, _i);
    const int64_t shape[2] = {8, 8};
    sy_tensor *a, *b;
    ck_assert_int_eq(sy_ones(shape, 2, SY_DTYPE_F32, dev, &a), SY_OK);
    sy__ocl_fail_next_launch();
    ck_assert_int_eq(sy_matmul(a, a, &b), SY_OK);
    sy_tensor_release(b); /* freed while its failed launch is queued */
    ck_assert_int_eq(sy_synchronize(dev), SY_E_DEVICE_ERROR);
    char want[96];
    snprintf(want, sizeof want, "sy_synchronize: opencl:%d: queued work failed: op matmul (kernel ", _i);
    ck_assert_msg(strncmp(sy_ck_detail(SY_E_DEVICE_ERROR), want, strlen(want)) == 0, "%s", sy_last_error());
    ck_assert_int_eq(sy_synchronize(dev), SY_OK);
    sy_tensor_release(a);
}
END_TEST
#endif

/* ---- vulkan: a failure of a queued batch names its first op ----------------------------- */

#if SY_WITH_VULKAN
static int vulkan_devices(void) { return sy_backend_device_count(SY_BACKEND_VULKAN); }

/* An add whose batch is submitted and whose fence then reports
 * VK_ERROR_DEVICE_LOST (the test hook): the launch returns SY_OK, the read
 * that waits for it fails naming the op, and the device works afterwards.
 * On a staged device (SY_VULKAN_STAGING=1) the read's staging copy is the
 * batch's second command, and the failure counts it. */
START_TEST(test_vulkan_failed_fence_read)
{
    const sy_device dev = sy_device_of(SY_BACKEND_VULKAN, _i);
    const int64_t shape[1] = {64};
    sy_tensor *a, *b;
    ck_assert_int_eq(sy_ones(shape, 1, SY_DTYPE_F32, dev, &a), SY_OK);
    ck_assert_int_eq(sy_synchronize(dev), SY_OK);
    sy_status st;
    const sy__vk_device *vd = sy__vk_device_get((uint32_t)_i, &st);
    ck_assert_msg(vd != NULL, "%s", sy_last_error());
    const int staged = vd->staged;
    sy__vk_fail_next_batch(0);
    ck_assert_int_eq(sy_add(a, a, &b), SY_OK); /* recorded: nothing has failed yet */
    float got[64];
    ck_assert_int_eq(sy_tensor_to_data(b, got, sizeof got), SY_E_TRANSFER_FAILED);
    ck_assert_msg(strstr(sy_last_error(), "queued work failed: op add (shader ") != NULL, "%s", sy_last_error());
    ck_assert_msg(strstr(sy_last_error(), "vkWaitForFences: VK_ERROR_DEVICE_LOST") != NULL, "%s", sy_last_error());
    if (staged)
        ck_assert_msg(strstr(sy_last_error(), "op add (shader bin_f32) and 1 more command of its batch ") != NULL,
                      "the add and the read's staging copy in the batch: %s", sy_last_error());
    else
        ck_assert_msg(strstr(sy_last_error(), " more command") == NULL, "one op in the batch: %s", sy_last_error());
    sy_tensor_release(b);
    recovers(dev, a);
}
END_TEST

/* A batch of three ops whose vkQueueSubmit reports VK_ERROR_DEVICE_LOST
 * (nothing of it runs), its outputs freed before the wait: sy_synchronize
 * names its first op and the two more, once; nothing leaks. */
START_TEST(test_vulkan_failed_submit_synchronize)
{
    const sy_device dev = sy_device_of(SY_BACKEND_VULKAN, _i);
    const int64_t shape[2] = {8, 8};
    sy_tensor *a, *b, *c, *d;
    ck_assert_int_eq(sy_ones(shape, 2, SY_DTYPE_F32, dev, &a), SY_OK);
    ck_assert_int_eq(sy_synchronize(dev), SY_OK);
    const long buffers = sy_ck_device_live();
    sy__vk_fail_next_batch(1);
    ck_assert_int_eq(sy_matmul(a, a, &b), SY_OK);
    ck_assert_int_eq(sy_add(b, a, &c), SY_OK);
    ck_assert_int_eq(sy_mul(c, c, &d), SY_OK);
    sy_tensor_release(b); /* freed while their batch is open */
    sy_tensor_release(c);
    sy_tensor_release(d);
    ck_assert_int_eq(sy_synchronize(dev), SY_E_DEVICE_ERROR);
    char want[160];
    snprintf(want, sizeof want,
             "sy_synchronize: vulkan:%d: queued work failed: op matmul (shader matmul_f32) and 2 more "
             "commands of its batch on Vulkan device %d",
             _i, _i);
    ck_assert_msg(strncmp(sy_ck_detail(SY_E_DEVICE_ERROR), want, strlen(want)) == 0, "%s", sy_last_error());
    ck_assert_msg(strstr(sy_last_error(), "vkQueueSubmit: VK_ERROR_DEVICE_LOST") != NULL, "%s", sy_last_error());
    ck_assert_int_eq(sy_synchronize(dev), SY_OK);
    ck_assert_int_eq(sy_ck_device_live(), buffers);
    ck_assert_int_eq(sy_matmul(a, a, &b), SY_OK);
    float got[64];
    ck_assert_int_eq(sy_tensor_to_data(b, got, sizeof got), SY_OK);
    for (int i = 0; i < 64; i++)
        ck_assert(got[i] == 8.0f);
    sy_tensor_release(b);
    sy_tensor_release(a);
}
END_TEST
#endif

Suite *suite_async(void)
{
    Suite *s = suite_create("async");
    TCase *tables = tcase_create("tables");
    tcase_add_loop_test(tables, test_hooks_all_or_none, 0, SY_BACKEND_COUNT);
    tcase_add_loop_test(tables, test_synchronize_every_device, 0, SY_BACKEND_COUNT);
    suite_add_tcase(s, tables);

    const int n = n_device_memory_devices();
    TCase *chains = tcase_create("chains");
    tcase_add_loop_test(chains, test_chain_reads_once, 0, n);
    tcase_add_loop_test(chains, test_strided_source_staged, 0, n);
    tcase_add_loop_test(chains, test_failed_write_leaves_nothing, 0, n);
    suite_add_tcase(s, chains);

#if SY_WITH_OPENCL
    TCase *errors = tcase_create("opencl_queued_errors");
    tcase_add_loop_test(errors, test_opencl_queued_failure_read, 0, opencl_devices());
    tcase_add_loop_test(errors, test_opencl_queued_failure_synchronize, 0, opencl_devices());
    suite_add_tcase(s, errors);
#endif
#if SY_WITH_VULKAN
    TCase *vk_errors = tcase_create("vulkan_queued_errors");
    tcase_add_loop_test(vk_errors, test_vulkan_failed_fence_read, 0, vulkan_devices());
    tcase_add_loop_test(vk_errors, test_vulkan_failed_submit_synchronize, 0, vulkan_devices());
    suite_add_tcase(s, vk_errors);
#endif
    return s;
}
