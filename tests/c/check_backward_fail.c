/* The backward suite, "failures": host and sim failures injected into
 * sy_backward (see check_backward.c). */
#include <stdio.h>
#include <stdlib.h>

#include "check_backward.h"

/* ==== failures ==================================================================== */

/* A graph that takes most of the engine's paths: a matmul (a checkpoint
 * under BALANCED), a broadcast add (gradients summed back), a chain of four
 * memory-bound ops (recomputed, with a memo), a move to each further
 * device (the gradient comes back through it), a reduction (unreduce), and
 * x used twice (accumulation). f32, leaves on devs[0]. */
typedef struct rich {
    sy_tensor *leaf[3];
    sy_tensor *loss;
} rich;

static void rich_build(const sy_device *devs, int n, sy_checkpointing s, rich *r)
{
    static const sy_ck_shape shapes[3] = {S2(4, 3), S2(3, 5), S1(5)};
    sy_device ad = sy_device_autodiff(devs[0], s);
    for (int l = 0; l < 3; l++) {
        double v[15];
        bw_gen(v, bw_numel(shapes[l]), K_ANY, 1400u + (uint32_t)l);
        r->leaf[l] = bw_leaf(ad, SY_DTYPE_F32, v, shapes[l], false);
    }
    sy_tensor *t[12] = {NULL}, *a = NULL;
    BW_OK(sy_matmul(r->leaf[0], r->leaf[1], &t[0]));
    BW_OK(sy_add(t[0], r->leaf[2], &t[1]));
    BW_OK(sy_tanh(t[1], &t[2]));
    BW_OK(sy_sigmoid(t[2], &t[3]));
    BW_OK(sy_mul(t[3], t[3], &t[4]));
    BW_OK(sy_exp(t[4], &a));
    for (int k = 1; k < n; k++) {
        sy_tensor *m = NULL, *next = NULL;
        BW_OK(sy_to_device(a, sy_device_autodiff(devs[k], s), &m));
        BW_OK(sy_neg(m, &next));
        RELEASE(a, m);
        a = next;
    }
    BW_OK(sy_mul(a, a, &t[5]));
    BW_OK(sy_sum(t[5], SY_AXIS_ALL, false, &t[6]));
    BW_OK(sy_max(a, 1, false, &t[7]));
    BW_OK(sy_sum(t[7], SY_AXIS_ALL, false, &t[8]));
    BW_OK(sy_sum(r->leaf[0], SY_AXIS_ALL, false, &t[9]));
    BW_OK(sy_to_device(t[9], sy_device_autodiff(devs[n - 1], s), &t[10]));
    BW_OK(sy_add(t[6], t[8], &t[11]));
    BW_OK(sy_add(t[11], t[10], &r->loss));
    bw_release_all(t, 12);
    sy_tensor_release(a);
}

static void rich_free(rich *r)
{
    bw_release_all(r->leaf, 3);
    sy_tensor_release(r->loss);
    r->loss = NULL;
}

enum { FAIL_HOST = -1 };

static void arm(int kind, long n)
{
    if (kind == FAIL_HOST)
        sy__host_fail_after(n);
#if SY_WITH_SIM
    else
        sy_k_sim_fail_after(kind, n);
#endif
}

/* sy_backward_ex on rich graphs with the n-th next failure of `kind` armed,
 * n = 0, 1, ... until it succeeds. Each failure: status `want`, *out NULL;
 * nothing leaks (without RETAIN_GRAPH the graph is rebuilt for every n and
 * released; with it one graph serves every n and a failed pass must leave
 * it as it was). The successful pass equals an undisturbed one bit for bit.
 * Returns how many passes failed. */
static long sweep(const sy_device *devs, int n, sy_checkpointing s, unsigned flags, int kind, sy_status want,
                  const char *what)
{
    sy_ck_leak snap = sy_ck_leak_snap();
    rich ref = {{NULL}, NULL}, r = {{NULL}, NULL};
    sy_tensor *want_g[3];
    rich_build(devs, n, s, &ref);
    sy_grads *g = bw_backward(ref.loss, what);
    for (int l = 0; l < 3; l++)
        want_g[l] = bw_grad_of(g, ref.leaf[l], what);
    sy_grads_release(g);
    rich_free(&ref);
    const sy_ck_leak base = sy_ck_leak_snap(); /* with the reference gradients */
    const bool retain = (flags & SY_BACKWARD_RETAIN_GRAPH) != 0;
    if (retain)
        rich_build(devs, n, s, &r);
    long failures = 0;
    for (long k = 0;; k++) {
        BW_REQUIRE(k < 100000, "%s: still failing after %ld injections", what, k);
        if (!retain)
            rich_build(devs, n, s, &r);
        sy_ck_leak before = sy_ck_leak_snap();
        g = (sy_grads *)&snap;
        arm(kind, k);
        sy_status st = sy_backward_ex(r.loss, NULL, flags, &g);
        arm(kind, -1);
        if (st == SY_OK) {
            /* the pass went through recomputation (BALANCED), each value once */
            bw_recomputed_once(s, 1, what);
            for (int l = 0; l < 3; l++) {
                sy_tensor *got = bw_grad_of(g, r.leaf[l], what);
                bw_same_bits(got, want_g[l], what);
                sy_tensor_release(got);
            }
            sy_grads_release(g);
            rich_free(&r);
            break;
        }
        BW_REQUIRE(st == want && g == NULL, "%s, failure %ld: %s (want %s), out %p: %s", what, k, sy_status_name(st),
                   sy_status_name(want), (void *)g, sy_last_error());
        if (retain) { /* the graph kept all it had, and nothing more */
            sy_ck_leak now = sy_ck_leak_snap();
            BW_REQUIRE(now.host == before.host && now.device == before.device,
                       "%s, failure %ld: live host %ld -> %ld, device buffers %ld -> %ld", what, k, before.host, now.host,
                       before.device, now.device);
        } else {
            rich_free(&r);
            sy_ck_leak now = sy_ck_leak_snap();
            BW_REQUIRE(now.host == base.host && now.device == base.device,
                       "%s, failure %ld: leak: live host %ld -> %ld, device buffers %ld -> %ld", what, k, base.host, now.host,
                       base.device, now.device);
        }
        failures++;
    }
    bw_release_all(want_g, 3);
    SY_CK_NO_LEAK(snap);
    return failures;
}

/* The host devices in bw_devs order (cpu -> simd -> blas). */
static int host_devs(sy_device *out)
{
    int n = 0;
    for (int d = 0; d < bw_ndev; d++)
        if (sy_backend_is_host_memory((sy_backend)bw_devs[d].backend))
            out[n++] = bw_devs[d];
    return n;
}

/* _i: strategy * 2 + retain. Host allocation failures (this thread) in
 * sy_backward over the host devices, and over sim when it is enabled. */
START_TEST(test_host_failures)
{
    const sy_checkpointing s = strategies[_i / 2];
    const unsigned flags = _i % 2 ? SY_BACKWARD_RETAIN_GRAPH : 0;
    sy_device devs[SY_CK_MAX_DEVICES];
    char what[96];
    int n = host_devs(devs);
    snprintf(what, sizeof what, "host failures, host devices, %s%s", strategy_names[_i / 2], flags ? ", retain" : "");
    long failures = sweep(devs, n, s, flags, FAIL_HOST, SY_E_OUT_OF_MEMORY, what);
    ck_assert_msg(failures > 10, "%s: only %ld allocations", what, failures);
#if SY_WITH_SIM
    sy_device sims[2] = {sy_device_of(SY_BACKEND_SIM, 0), sy_device_of(SY_BACKEND_SIM, 1)};
    snprintf(what, sizeof what, "host failures, sim, %s%s", strategy_names[_i / 2], flags ? ", retain" : "");
    failures = sweep(sims, sy_backend_device_count(SY_BACKEND_SIM) > 1 ? 2 : 1, s, flags, FAIL_HOST,
                     SY_E_OUT_OF_MEMORY, what);
    ck_assert_msg(failures > 10, "%s: only %ld allocations", what, failures);
#endif
}
END_TEST

#if SY_WITH_SIM
static const struct {
    const char *name;
    int kind;
    sy_status want;
} sim_kinds[] = {
    {"alloc", SY_SIM_FAIL_ALLOC, SY_E_OUT_OF_MEMORY},
    {"read", SY_SIM_FAIL_READ, SY_E_TRANSFER_FAILED},
    {"write", SY_SIM_FAIL_WRITE, SY_E_TRANSFER_FAILED},
    {"peer copy", SY_SIM_FAIL_PEER, SY_E_TRANSFER_FAILED},
};
#define N_SIM_KINDS (int)(sizeof sim_kinds / sizeof sim_kinds[0])

/* _i: kind * 4 + strategy * 2 + retain. sim failures in sy_backward on a
 * graph on sim:0 -> sim:1 (the peer copy moves gradients home). */
START_TEST(test_sim_failures)
{
    const int kind = _i / 4;
    const sy_checkpointing s = strategies[(_i / 2) % 2];
    const unsigned flags = _i % 2 ? SY_BACKWARD_RETAIN_GRAPH : 0;
    sy_device sims[2] = {sy_device_of(SY_BACKEND_SIM, 0), sy_device_of(SY_BACKEND_SIM, 1)};
    const int n = sy_backend_device_count(SY_BACKEND_SIM) > 1 ? 2 : 1;
    char what[96];
    snprintf(what, sizeof what, "sim %s failures, %s%s", sim_kinds[kind].name, strategy_names[(_i / 2) % 2],
             flags ? ", retain" : "");
    long failures = sweep(sims, n, s, flags, sim_kinds[kind].kind, sim_kinds[kind].want, what);
    ck_assert_msg(failures > 0 || (sim_kinds[kind].kind == SY_SIM_FAIL_PEER && n < 2), "%s: no call failed", what);
}
END_TEST
#endif

TCase *bw_tcase_failures(void)
{
    TCase *tc = tcase_create("failures");
    tcase_set_timeout(tc, 120);
    tcase_add_loop_test(tc, test_host_failures, 0, 4);
#if SY_WITH_SIM
    tcase_add_loop_test(tc, test_sim_failures, 0, 4 * N_SIM_KINDS);
#endif
    return tc;
}
