/* The capture suite: ops on capture tensors record a node and compute
 * nothing (no storage, sy_tensor_to_data gives NOT_MATERIALIZED), with the
 * shape and dtype eager execution gives, for every op, shape case and dtype;
 * errors at capture time are eager's (status and sy_last_error() modulo the
 * device names); two capture devices in one op give CAPTURE_MISMATCH and a
 * capture tensor with a plain one BACKEND_MISMATCH; fills record nodes; a
 * released capture device refuses moves while its tensors stay valid and
 * release cleanly in any order. */
#include <stdio.h>

#include "sy_test.h"

static sy_device g_devs[SY_CK_MAX_DEVICES];
static int g_ndev;

static const sy_device cpu0 = {SY_BACKEND_CPU, 0, 0, 0, 0};

static sy_device new_capture(void)
{
    sy_device d;
    SY_OK_OR_FAIL(sy_capture_new(&d));
    ck_assert(sy_device_is_capture(d));
    return d;
}

static void counts(sy_device cap, size_t inits, size_t nodes, const char *what)
{
    size_t i = 99, n = 99;
    SY_OK_OR_FAIL(sy_capture_counts(cap, &i, &n));
    ck_assert_msg(i == inits && n == nodes, "%s: %zu initializers and %zu nodes, want %zu and %zu", what, i, n, inits,
                  nodes);
}

/* msg with every occurrence of d's name replaced by "<device>" */
static void normalize(const char *msg, sy_device d, char *out, size_t size)
{
    char name[SY__DEVICE_STR_MAX];
    sy_device_format(d, name, sizeof name);
    size_t used = 0, len = strlen(name);
    while (*msg && used + 1 < size) {
        if (strncmp(msg, name, len) == 0 && used + 9 < size) {
            memcpy(out + used, "<device>", 8);
            used += 8;
            msg += len;
        } else {
            out[used++] = *msg++;
        }
    }
    out[used] = '\0';
}

/* A captured result: no data, on the capture device, eager's dtype and shape. */
static void assert_captured(const sy_tensor *t, sy_device cap, const sy_tensor *eager, const char *what)
{
    ck_assert_msg(t->storage == NULL, "%s: a captured result has storage", what);
    ck_assert_msg(sy_device_eq(sy_tensor_device(t), cap) && !sy_tensor_device(t).autodiff, "%s: not on the capture",
                  what);
    sy_ck_assert_shape(t, sy_tensor_dtype(eager), sy_tensor_rank(eager), sy_tensor_shape(eager), what);
    ck_assert_ptr_null(sy_tensor_host_data(t));
    unsigned char buf[4096];
    size_t need = sy_tensor_nbytes(t);
    ck_assert_int_eq(sy_tensor_to_data(t, buf, need <= sizeof buf ? need : sizeof buf), SY_E_NOT_MATERIALIZED);
    ck_assert_ptr_eq(strstr(sy_last_error(), "sy_tensor_to_data"), sy_last_error());
}

/* _i: op. Every shape case, variant and dtype: eager on cpu against the
 * same call on capture initializers (fills: on the capture device). Where
 * eager fails, the capture fails the same way and records nothing. */
START_TEST(test_capture_matches_eager)
{
    sy_op op = SY_CK_OP_AT(_i);
    if (!SY_CK_HAS_CASES(op))
        return;
    const sy__op_info *info = &sy__op_table[op];
    sy_ck_leak snap = sy_ck_leak_snap();
    size_t n;
    const sy_ck_case *cases = sy_ck_cases((sy_op)op, &n);
    int recorded = 0;
    for (size_t ci = 0; ci < n; ci++)
        for (int v = 0; v < sy_ck_variants(op, &cases[ci]); v++)
            for (int d = 0; d < SY_DTYPE_COUNT; d++) {
                sy_dtype dt = (sy_dtype)d;
                sy_ck_attrs at = sy_ck_variant(op, &cases[ci], v);
                if (!sy_op_takes_dtype(op, dt))
                    continue;
                if (sy_ck_dtype_keyed(info))
                    at.dtype = dt;
                char what[160];
                snprintf(what, sizeof what, "sy_%s %s case '%s' variant %d", info->name, sy_dtype_name(dt),
                         cases[ci].name, v);
                sy_device cap = new_capture();
                sy_tensor *ein[3] = {NULL, NULL, NULL}, *cin[3] = {NULL, NULL, NULL}, *eo = NULL, *co = NULL;
                for (int i = 0; i < info->n_in; i++) {
                    SY_OK_OR_FAIL(sy_ck_input(&cases[ci].in[i], sy_ck_in_dtype(op, i, dt),
                                              sy_ck_kind(op, i, &cases[ci]), 5u + (uint32_t)i, cpu0, &ein[i]));
                    SY_OK_OR_FAIL(sy_to_device(ein[i], cap, &cin[i]));
                }
                counts(cap, (size_t)info->n_in, 0, what);
                at.device = cpu0;
                sy_status est = sy_ck_call(op, ein, &at, &eo);
                char emsg[512], cmsg[512];
                normalize(sy_last_error(), cpu0, emsg, sizeof emsg);
                at.device = cap;
                sy_status cst = sy_ck_call(op, cin, &at, &co);
                normalize(sy_last_error(), cap, cmsg, sizeof cmsg);
                if (est == SY_OK && info->values) { /* data-dependent shape: refused inside a capture */
                    char want[512];
                    snprintf(want, sizeof want, "sy_%s: the shape of its result depends on the values of its inputs, "
                             "which a capture device does not have; ops of data-dependent shape run eagerly and are "
                             "refused inside a capture (run it on a real device, or load a saved graph with '?' dims)",
                             info->name);
                    ck_assert_msg(cst == SY_E_UNSUPPORTED, "%s: capture gave %s", what, sy_status_name(cst));
                    ck_assert_ptr_null(co);
                    ck_assert_str_eq(sy_ck_detail(SY_E_UNSUPPORTED), want);
                    counts(cap, (size_t)info->n_in, 0, what);
                    recorded++;
                    est = cst = SY_E_UNSUPPORTED; /* compared below as any refusal */
                    strcpy(emsg, cmsg);
                }
                ck_assert_msg(cst == est, "%s: capture %s, eager %s (%s)", what, sy_status_name(cst),
                              sy_status_name(est), cmsg);
                if (est == SY_OK) {
                    assert_captured(co, cap, eo, what);
                    counts(cap, (size_t)info->n_in, info->n_out, what); /* a value per result */
                    recorded++;
                } else {
                    ck_assert_ptr_null(co);
                    ck_assert_str_eq(cmsg, emsg);
                    counts(cap, (size_t)info->n_in, 0, what);
                }
                /* release the device first, then the tensors */
                SY_OK_OR_FAIL(sy_capture_release(cap));
                sy_tensor_release(co);
                sy_tensor_release(eo);
                for (int i = 0; i < info->n_in; i++) {
                    sy_tensor_release(cin[i]);
                    sy_tensor_release(ein[i]);
                }
            }
    ck_assert_int_gt(recorded, 0);
    SY_CK_NO_LEAK(snap);
}
END_TEST

/* _i: a row of the ops suite's error table, on cpu and on a capture device. */
START_TEST(test_capture_errors_match_eager)
{
    size_t n;
    const sy_ck_error *e = &sy_ck_errors(&n)[_i];
    sy_ck_leak snap = sy_ck_leak_snap();
    sy_device cap = new_capture();
    sy_tensor *eo = (sy_tensor *)&snap, *co = (sy_tensor *)&snap;
    char emsg[512], cmsg[512];
    sy_status est = e->run(cpu0, &eo);
    normalize(sy_ck_detail(est), cpu0, emsg, sizeof emsg);
    sy_status cst = e->run(cap, &co);
    normalize(sy_ck_detail(cst), cap, cmsg, sizeof cmsg);
    ck_assert_msg(est == e->want && cst == e->want, "%s: eager %s, capture %s, want %s", e->name, sy_status_name(est),
                  sy_status_name(cst), sy_status_name(e->want));
    ck_assert_ptr_null(eo);
    ck_assert_ptr_null(co);
    ck_assert_str_eq(emsg, e->msg);
    ck_assert_str_eq(cmsg, emsg);
    size_t inits = 0, nodes = 99;
    SY_OK_OR_FAIL(sy_capture_counts(cap, &inits, &nodes));
    ck_assert_uint_eq(nodes, 0); /* the graph keeps the initializers, the failed call recorded nothing */
    SY_OK_OR_FAIL(sy_capture_release(cap));
    SY_CK_NO_LEAK(snap);
}
END_TEST

/* Every op with several inputs, the last on a second capture device (as an
 * initializer, and as a computed tensor). */
START_TEST(test_capture_mismatch)
{
    sy_ck_leak snap = sy_ck_leak_snap();
    sy_device c1 = new_capture(), c2 = new_capture();
    char n1[SY__DEVICE_STR_MAX], n2[SY__DEVICE_STR_MAX];
    sy_device_format(c1, n1, sizeof n1);
    sy_device_format(c2, n2, sizeof n2);
    ck_assert_uint_gt(c2.index, c1.index); /* ids only grow */
    int checked = 0;
    size_t nodes2 = 0;
    for (int op = 0; op < SY_OP_COUNT; op++) {
        const sy__op_info *info = &sy__op_table[op];
        if (info->n_in < 2)
            continue;
        for (int computed = 0; computed < 2; computed++) {
            size_t n;
            const sy_ck_case *c = sy_ck_cases((sy_op)op, &n);
            if (n == 0)
                break; /* an op without cases here */
            sy_ck_attrs at = sy_ck_variant((sy_op)op, c, 0);
            sy_tensor *e[3] = {NULL, NULL, NULL}, *in[3] = {NULL, NULL, NULL}, *out = (sy_tensor *)&snap;
            int last = info->n_in - 1;
            for (int i = 0; i < info->n_in; i++) {
                SY_OK_OR_FAIL(
                    sy_ck_input(&c->in[i], sy_ck_in_dtype((sy_op)op, i, SY_DTYPE_F32), SY_CK_DATA_ANY, 1, cpu0, &e[i]));
                SY_OK_OR_FAIL(sy_to_device(e[i], i == last ? c2 : c1, &in[i]));
            }
            if (computed) { /* replace the last input by a computed tensor of c2 */
                sy_tensor *r = NULL;
                int64_t s[SY_MAX_RANK];
                memcpy(s, sy_tensor_shape(in[last]), sizeof s);
                SY_OK_OR_FAIL(sy_reshape(in[last], s, sy_tensor_rank(in[last]), &r));
                ck_assert_ptr_null(r->storage);
                sy_tensor_release(in[last]);
                in[last] = r;
                nodes2++;
            }
            char msg[256];
            snprintf(msg, sizeof msg, "sy_%s: %s is on %s but %s is on %s (tensors of two capture devices)", info->name,
                     info->in_names[0], n1, info->in_names[last], n2);
            sy_status st = sy_ck_call((sy_op)op, in, &at, &out);
            ck_assert_msg(st == SY_E_CAPTURE_MISMATCH, "sy_%s: %s: %s", info->name, sy_status_name(st),
                          sy_last_error());
            ck_assert_ptr_null(out);
            ck_assert_str_eq(sy_ck_detail(st), msg);
            for (int i = 0; i < info->n_in; i++) {
                sy_tensor_release(e[i]);
                sy_tensor_release(in[i]);
            }
            checked++;
        }
    }
    ck_assert_int_gt(checked, 0);
    counts(c2, (size_t)checked, nodes2, "c2");
    size_t inits1 = 0, nodes1 = 99;
    SY_OK_OR_FAIL(sy_capture_counts(c1, &inits1, &nodes1));
    ck_assert_uint_eq(nodes1, 0);
    SY_OK_OR_FAIL(sy_capture_release(c1));
    SY_OK_OR_FAIL(sy_capture_release(c2));
    SY_CK_NO_LEAK(snap);
}
END_TEST

/* _i: a device of an enabled real backend. A capture tensor with a plain one
 * of that backend, in both orders. */
START_TEST(test_capture_with_plain)
{
    sy_device dev = g_devs[_i];
    sy_ck_leak snap = sy_ck_leak_snap();
    sy_device cap = new_capture();
    const float v[3] = {1, 2, 3};
    const int64_t shape[1] = {3};
    sy_tensor *p = NULL, *c = NULL, *out = (sy_tensor *)&snap;
    SY_OK_OR_FAIL(sy_tensor_from_data(v, SY_DTYPE_F32, shape, 1, dev, &p));
    SY_OK_OR_FAIL(sy_tensor_from_data(v, SY_DTYPE_F32, shape, 1, cap, &c));
    counts(cap, 1, 0, "initializer made on the capture device");
    for (int order = 0; order < 2; order++) {
        const char *b0 = order ? "capture" : sy_backend_name((sy_backend)dev.backend);
        const char *b1 = order ? sy_backend_name((sy_backend)dev.backend) : "capture";
        char head[160];
        snprintf(head, sizeof head, "The provided tensors are not on the same backend. Got backends %s and %s.", b0,
                 b1);
        sy_status st = order ? sy_add(c, p, &out) : sy_add(p, c, &out);
        ck_assert_int_eq(st, SY_E_BACKEND_MISMATCH);
        ck_assert_ptr_null(out);
        ck_assert_msg(strncmp(sy_last_error(), head, strlen(head)) == 0, "\"%s\"", sy_last_error());
        st = order ? sy_matmul(c, p, &out) : sy_where(p, c, c, &out);
        ck_assert_int_eq(st, SY_E_BACKEND_MISMATCH);
        ck_assert_ptr_null(out);
    }
    counts(cap, 1, 0, "after the failed ops");
    sy_tensor_release(p);
    sy_tensor_release(c);
    SY_OK_OR_FAIL(sy_capture_release(cap));
    SY_CK_NO_LEAK(snap);
}
END_TEST

/* Fills on a capture device record nodes; a small graph built on them
 * infers eager's shapes and dtypes at every step. */
START_TEST(test_capture_fills_and_graph)
{
    sy_ck_leak snap = sy_ck_leak_snap();
    sy_device cap = new_capture();
    size_t nodes = 0;
    for (int op = 0; op < SY_OP_COUNT; op++) {
        if (sy__op_table[op].cls != SY__CLASS_FILL)
            continue;
        for (int d = 0; d < SY_DTYPE_COUNT; d++) {
            sy_ck_attrs at = {.shape = {3, {2, 0, 3}}, .dtype = (sy_dtype)d, .value = 4, .device = cpu0};
            sy_tensor *e = NULL, *c = NULL;
            SY_OK_OR_FAIL(sy_ck_call((sy_op)op, NULL, &at, &e));
            at.device = cap;
            SY_OK_OR_FAIL(sy_ck_call((sy_op)op, NULL, &at, &c));
            assert_captured(c, cap, e, sy_op_name((sy_op)op));
            counts(cap, 0, ++nodes, sy_op_name((sy_op)op));
            sy_tensor_release(e);
            sy_tensor_release(c);
        }
    }
    ck_assert_uint_gt(nodes, 0);

    /* x [2, 3, 4] -> transpose(0, 2) -> reshape [12, 2] -> @ w [2, 5] -> sum(0, keepdim)
     * -> gt(., zeros [1, 5]) -> where(., ones, full) -> cast i32, on cpu and captured */
    sy_device devs[2] = {cpu0, cap};
    sy_tensor *t[2][9] = {{NULL}};
    for (int k = 0; k < 2; k++) {
        sy_ck_in xs = {.base = {3, {2, 3, 4}}}, ws = {.base = {2, {2, 5}}};
        sy_tensor *x0 = NULL, *w0 = NULL;
        SY_OK_OR_FAIL(sy_ck_input(&xs, SY_DTYPE_F32, SY_CK_DATA_ANY, 1, cpu0, &x0));
        SY_OK_OR_FAIL(sy_ck_input(&ws, SY_DTYPE_F32, SY_CK_DATA_ANY, 2, cpu0, &w0));
        SY_OK_OR_FAIL(sy_to_device(x0, devs[k], &t[k][0]));
        SY_OK_OR_FAIL(sy_to_device(w0, devs[k], &t[k][1]));
        sy_tensor_release(x0);
        sy_tensor_release(w0);
        const int64_t rs[2] = {12, 2}, row[2] = {1, 5};
        sy_tensor *tr = NULL;
        SY_OK_OR_FAIL(sy_transpose(t[k][0], 0, 2, &tr));
        SY_OK_OR_FAIL(sy_reshape(tr, rs, 2, &t[k][2]));
        sy_tensor_release(tr);
        SY_OK_OR_FAIL(sy_matmul(t[k][2], t[k][1], &t[k][3]));
        SY_OK_OR_FAIL(sy_sum(t[k][3], 0, true, &t[k][4]));
        SY_OK_OR_FAIL(sy_zeros(row, 2, SY_DTYPE_F32, devs[k], &t[k][5]));
        SY_OK_OR_FAIL(sy_gt(t[k][4], t[k][5], &t[k][6]));
        sy_tensor *ones = NULL, *full = NULL;
        SY_OK_OR_FAIL(sy_ones(row, 2, SY_DTYPE_F32, devs[k], &ones));
        SY_OK_OR_FAIL(sy_full(NULL, 0, -2.5, SY_DTYPE_F32, devs[k], &full));
        SY_OK_OR_FAIL(sy_where(t[k][6], ones, full, &t[k][7]));
        sy_tensor_release(ones);
        sy_tensor_release(full);
        SY_OK_OR_FAIL(sy_cast(t[k][7], SY_DTYPE_I32, &t[k][8]));
    }
    for (int j = 2; j < 9; j++)
        assert_captured(t[1][j], cap, t[0][j], "graph step");
    /* transpose, reshape, matmul, sum, zeros, gt, ones, full, where, cast */
    counts(cap, 2, nodes + 10, "graph");
    SY_OK_OR_FAIL(sy_capture_release(cap));
    for (int k = 0; k < 2; k++)
        for (int j = 0; j < 9; j++)
            sy_tensor_release(t[k][j]);
    SY_CK_NO_LEAK(snap);
}
END_TEST

/* _i: order * g_ndev + source device. Releases the capture device, an
 * initializer (moved from the source device) and a computed tensor in one of
 * the six orders. After the device is gone: moves onto it, fills, counts and
 * a second release fail with NO_SUCH_DEVICE; ops on its tensors too; the
 * tensors left still answer and release cleanly. */
START_TEST(test_capture_released)
{
    static const int orders[6][3] = {{0, 1, 2}, {0, 2, 1}, {1, 0, 2}, {1, 2, 0}, {2, 0, 1}, {2, 1, 0}};
    const int *order = orders[_i / g_ndev];
    sy_device src = g_devs[_i % g_ndev];
    sy_ck_leak snap = sy_ck_leak_snap();
    const int32_t v[4] = {4, -3, 2, 9};
    const int64_t shape[2] = {2, 2};
    sy_tensor *s = NULL, *x = NULL, *y = NULL, *out = (sy_tensor *)&snap;
    SY_OK_OR_FAIL(sy_tensor_from_data(v, SY_DTYPE_I32, shape, 2, src, &s));
    sy_device cap = new_capture();
    SY_OK_OR_FAIL(sy_to_device(s, cap, &x));
    SY_OK_OR_FAIL(sy_neg(x, &y));
    counts(cap, 1, 1, "before the release");
    bool gone = false;
    for (int k = 0; k < 3; k++) {
        switch (order[k]) {
        case 0:
            SY_OK_OR_FAIL(sy_capture_release(cap));
            gone = true;
            SY_EXPECT(SY_E_NO_SUCH_DEVICE, sy_to_device(s, cap, &out));
            ck_assert_ptr_null(out);
            ck_assert(!sy_can_move(s, cap));
            SY_EXPECT(SY_E_NO_SUCH_DEVICE, sy_zeros(shape, 2, SY_DTYPE_F32, cap, &out));
            ck_assert_ptr_null(out);
            SY_EXPECT(SY_E_NO_SUCH_DEVICE, sy_tensor_from_data(v, SY_DTYPE_I32, shape, 2, cap, &out));
            ck_assert_ptr_null(out);
            SY_EXPECT(SY_E_NO_SUCH_DEVICE, sy_capture_counts(cap, NULL, NULL));
            SY_EXPECT(SY_E_NO_SUCH_DEVICE, sy_capture_release(cap));
            break;
        case 1:
            sy_tensor_release(x);
            x = NULL;
            break;
        default:
            sy_tensor_release(y);
            y = NULL;
            break;
        }
        if (gone && x) { /* the initializer keeps its data */
            int32_t back[4] = {0};
            SY_OK_OR_FAIL(sy_tensor_to_data(x, back, sizeof back));
            ck_assert(memcmp(back, v, sizeof v) == 0);
            ck_assert_int_eq(sy_tensor_dim(x, 1), 2);
            SY_EXPECT(SY_E_NO_SUCH_DEVICE, sy_abs(x, &out));
            ck_assert_ptr_null(out);
        }
        if (gone && y) {
            int32_t back[4];
            SY_EXPECT(SY_E_NOT_MATERIALIZED, sy_tensor_to_data(y, back, sizeof back));
            ck_assert_int_eq(sy_tensor_dtype(y), SY_DTYPE_I32);
            ck_assert_int_eq(sy_tensor_numel(y), 4);
        }
    }
    sy_device again = new_capture(); /* ids are never reused */
    ck_assert_uint_gt(again.index, cap.index);
    SY_OK_OR_FAIL(sy_capture_release(again));
    sy_tensor_release(s);
    SY_CK_NO_LEAK(snap);
}
END_TEST

/* _i: op. Host allocation failures while recording: OUT_OF_MEMORY, *out
 * NULL, nothing leaked, and the graph gains no node. */
START_TEST(test_capture_alloc_failures)
{
    sy_op op = SY_CK_OP_AT(_i);
    size_t n;
    const sy_ck_case *cases = sy_ck_cases((sy_op)op, &n);
    char what[96];
    snprintf(what, sizeof what, "captured sy_%s, host allocation", sy_op_name(op));
    for (size_t ci = 0; ci < n; ci++) {
        sy_ck_leak snap = sy_ck_leak_snap();
        sy_device cap = new_capture();
        sy_ck_sweep(op, &cases[ci], cpu0, cap, -1, SY_E_OUT_OF_MEMORY, what);
        size_t inits = 0, nodes = 0;
        SY_OK_OR_FAIL(sy_capture_counts(cap, &inits, &nodes));
        /* nodes (one per result) of the unarmed call and of the final successful one only */
        const size_t per_call = (size_t)sy__op_table[op].n_out;
        ck_assert_msg(nodes == 0 || nodes == 2 * per_call, "%s, case '%s': %zu nodes", what, cases[ci].name, nodes);
        SY_OK_OR_FAIL(sy_capture_release(cap));
        SY_CK_NO_LEAK(snap);
    }
}
END_TEST

START_TEST(test_capture_disabled)
{
    sy_device d;
    SY_EXPECT(SY_E_BACKEND_DISABLED, sy_capture_new(&d));
}
END_TEST

Suite *suite_capture(void)
{
    Suite *s = suite_create("capture");
    g_ndev = sy_ck_devices(g_devs, SY_CK_MAX_DEVICES);
    TCase *tc = tcase_create("capture");
    if (!sy_backend_enabled(SY_BACKEND_CAPTURE)) {
        tcase_add_test(tc, test_capture_disabled);
        suite_add_tcase(s, tc);
        return s;
    }
    size_t n_errors;
    sy_ck_errors(&n_errors);
    tcase_set_timeout(tc, 60);
    tcase_add_loop_test(tc, test_capture_matches_eager, 0, sy_ck_ops());
    tcase_add_loop_test(tc, test_capture_errors_match_eager, 0, (int)n_errors);
    tcase_add_test(tc, test_capture_mismatch);
    tcase_add_loop_test(tc, test_capture_with_plain, 0, g_ndev);
    tcase_add_test(tc, test_capture_fills_and_graph);
    tcase_add_loop_test(tc, test_capture_released, 0, 6 * g_ndev);
    tcase_add_loop_test(tc, test_capture_alloc_failures, 0, sy_ck_ops());
    suite_add_tcase(s, tc);
    return s;
}
