/* The autodiff suite, forward side: how ops merge autodiff contexts (plain +
 * tracked gives tracked on the autodiff device, plain + in-context stays
 * untracked in the context, two strategies fail), which results are tracked
 * (no gradient for eq/lt/gt, ints and bools, fills), the node each op
 * records (white-box: kind, op, parents, saved inputs and result, shapes and
 * attributes), and releasing a long tape without deep recursion. Every test
 * runs on every device of every enabled real backend with both
 * checkpointing strategies and ends with nothing leaked. */
#include <pthread.h>
#include <stdio.h>

#include "sy_autodiff.h"
#include "sy_test.h"

static sy_device g_devs[SY_CK_MAX_DEVICES];
static int g_ndev;

static const sy_checkpointing strategies[2] = {SY_CHECKPOINT_NONE, SY_CHECKPOINT_BALANCED};

/* _i = device * 2 + strategy */
#define DEV(i) (g_devs[(i) / 2])
#define AD(i) sy_device_autodiff(DEV(i), strategies[(i) % 2])

static sy_tensor *plain(sy_device dev, sy_dtype dt, sy_ck_shape s, uint32_t seed)
{
    sy_ck_in spec = {.base = s};
    sy_tensor *t = NULL;
    SY_OK_OR_FAIL(sy_ck_input(&spec, dt, SY_CK_DATA_ANY, seed, dev, &t));
    return t;
}

/* t brought into ad's context (floats tracked); t is released. */
static sy_tensor *into(sy_tensor *t, sy_device ad)
{
    sy_tensor *r = NULL;
    SY_OK_OR_FAIL(sy_track(t, ad, &r));
    sy_tensor_release(t);
    return r;
}

static void assert_on(const sy_tensor *t, sy_device want, bool tracked, const char *what)
{
    sy_device d = sy_tensor_device(t);
    char a[SY__DEVICE_STR_MAX], b[SY__DEVICE_STR_MAX];
    sy_device_format(d, a, sizeof a);
    sy_device_format(want, b, sizeof b);
    ck_assert_msg(sy_device_eq(d, want) && d.autodiff == want.autodiff &&
                      (!want.autodiff || d.checkpointing == want.checkpointing),
                  "%s: on %s, want %s", what, a, b);
    ck_assert_msg(sy_tensor_is_tracked(t) == tracked, "%s: tracked %d, want %d", what, (int)sy_tensor_is_tracked(t),
                  (int)tracked);
    ck_assert_msg((t->node != NULL) == tracked, "%s: node %p", what, (void *)t->node);
}

static void assert_same_values(const sy_tensor *a, const sy_tensor *b, const char *what)
{
    sy_ck_vals x = sy_ck_read(a), y = sy_ck_read(b);
    sy_ck_compare(&x, &y, 0, 0, what);
    sy_ck_vals_free(&x);
    sy_ck_vals_free(&y);
}

/* plain + tracked on the same device: tracked, on the autodiff device, with
 * the tracked input as the only parent, and the plain op's values. */
START_TEST(test_merge_plain_tracked)
{
    sy_device dev = DEV(_i), ad = AD(_i);
    sy_ck_leak snap = sy_ck_leak_snap();
    sy_tensor *x = plain(dev, SY_DTYPE_F32, (sy_ck_shape){2, {2, 3}}, 1);
    sy_tensor *tp = plain(dev, SY_DTYPE_F32, (sy_ck_shape){2, {2, 3}}, 2), *t = NULL;
    SY_OK_OR_FAIL(sy_track(tp, ad, &t));
    assert_on(t, ad, true, "sy_track");
    ck_assert_int_eq(t->node->kind, SY__NODE_LEAF);

    sy_tensor *ref = NULL, *xt = NULL, *tx = NULL;
    SY_OK_OR_FAIL(sy_add(x, tp, &ref));
    assert_on(ref, dev, false, "plain + plain");
    SY_OK_OR_FAIL(sy_add(x, t, &xt));
    SY_OK_OR_FAIL(sy_add(t, x, &tx));
    assert_on(xt, ad, true, "plain + tracked");
    assert_on(tx, ad, true, "tracked + plain");
    ck_assert_ptr_null(xt->node->in[0].parent);
    ck_assert_ptr_eq(xt->node->in[1].parent, t->node);
    ck_assert_ptr_eq(tx->node->in[0].parent, t->node);
    ck_assert_ptr_null(tx->node->in[1].parent);
    assert_same_values(xt, ref, "plain + tracked");
    assert_same_values(tx, ref, "tracked + plain");

    /* where: a plain bool condition, a plain a and a tracked b */
    sy_tensor *c = plain(dev, SY_DTYPE_BOOL, (sy_ck_shape){1, {3}}, 3), *w = NULL;
    SY_OK_OR_FAIL(sy_where(c, x, t, &w));
    assert_on(w, ad, true, "where(plain, plain, tracked)");
    ck_assert_ptr_null(w->node->in[0].parent);
    ck_assert_ptr_null(w->node->in[1].parent);
    ck_assert_ptr_eq(w->node->in[2].parent, t->node);

    sy_tensor *all[] = {x, tp, t, ref, xt, tx, c, w};
    for (size_t j = 0; j < sizeof all / sizeof all[0]; j++)
        sy_tensor_release(all[j]);
    SY_CK_NO_LEAK(snap);
}
END_TEST

/* Untracked tensors of a context (ints, bools, floats made on the autodiff
 * device) with plain ones: the result is in the context, untracked. */
START_TEST(test_context_untracked)
{
    sy_device dev = DEV(_i), ad = AD(_i);
    sy_ck_leak snap = sy_ck_leak_snap();
    const int32_t iv[3] = {1, -2, 3};
    const float fv[3] = {0.5f, 1.5f, -2.0f};
    const int64_t shape[1] = {3};
    sy_tensor *ic = NULL, *fc = NULL, *ip = plain(dev, SY_DTYPE_I32, (sy_ck_shape){1, {3}}, 4);
    sy_tensor *fp = plain(dev, SY_DTYPE_F32, (sy_ck_shape){1, {3}}, 5);
    SY_OK_OR_FAIL(sy_tensor_from_data(iv, SY_DTYPE_I32, shape, 1, ad, &ic));
    SY_OK_OR_FAIL(sy_tensor_from_data(fv, SY_DTYPE_F32, shape, 1, ad, &fc));
    assert_on(ic, ad, false, "int made on the autodiff device");
    assert_on(fc, ad, false, "float made on the autodiff device");

    sy_tensor *ipi = into(sy_tensor_retain(ip), ad); /* sy_track of an int: joins, untracked */
    assert_on(ipi, ad, false, "sy_track of an int");

    sy_tensor *r[6] = {NULL};
    SY_OK_OR_FAIL(sy_add(ip, ic, &r[0]));
    SY_OK_OR_FAIL(sy_add(ic, ip, &r[1]));
    SY_OK_OR_FAIL(sy_mul(ipi, ic, &r[2]));
    SY_OK_OR_FAIL(sy_add(fp, fc, &r[3]));
    SY_OK_OR_FAIL(sy_eq(ip, ic, &r[4]));
    SY_OK_OR_FAIL(sy_sum(fc, 0, false, &r[5]));
    for (int k = 0; k < 6; k++)
        assert_on(r[k], ad, false, "in context, untracked");

    /* values: the context does not change them */
    sy_tensor *want = NULL, *icp = NULL;
    SY_OK_OR_FAIL(sy_inner(ic, &icp));
    assert_on(icp, dev, false, "sy_inner");
    SY_OK_OR_FAIL(sy_add(ip, icp, &want));
    assert_same_values(r[0], want, "plain int + context int");

    sy_tensor *all[] = {ic, fc, ip, fp, ipi, want, icp, r[0], r[1], r[2], r[3], r[4], r[5]};
    for (size_t j = 0; j < sizeof all / sizeof all[0]; j++)
        sy_tensor_release(all[j]);
    SY_CK_NO_LEAK(snap);
}
END_TEST

/* Inputs of op (the first shape case of its class, dtype dt) on dev. */
static int inputs_for(sy_op op, sy_dtype dt, sy_device dev, sy_tensor **in, sy_ck_attrs *at, int variant)
{
    size_t n;
    const sy_ck_case *c = sy_ck_cases((sy_op)op, &n);
    if (n == 0)
        return -1; /* an op without cases here */
    *at = sy_ck_variant(op, c, variant);
    if (sy__op_table[op].cls == SY__CLASS_CAST)
        at->dtype = dt;
    for (int i = 0; i < sy__op_table[op].n_in; i++)
        SY_OK_OR_FAIL(sy_ck_input(&c->in[i], sy_ck_in_dtype(op, i, dt), sy_ck_kind(op, i, c), 11u + (uint32_t)i,
                                  dev, &in[i]));
    return sy__op_table[op].n_in;
}

/* Two inputs of one op in contexts of different strategies, for every op
 * with several inputs, tracked (floats) and untracked (ints), both orders. */
START_TEST(test_strategy_mismatch)
{
    sy_device dev = g_devs[_i];
    sy_device none = sy_device_autodiff(dev, SY_CHECKPOINT_NONE), bal = sy_device_autodiff(dev, SY_CHECKPOINT_BALANCED);
    sy_ck_leak snap = sy_ck_leak_snap();
    int checked = 0;
    for (int op = 0; op < SY_OP_COUNT; op++) {
        if (sy__op_table[op].n_in < 2 || !SY_CK_HAS_CASES(op))
            continue;
        for (int dt = 0; dt < SY_DTYPE_COUNT; dt++) {
            if (dt != SY_DTYPE_F32 && dt != SY_DTYPE_I32)
                continue;
            if (!sy_op_takes_dtype((sy_op)op, (sy_dtype)dt))
                continue;
            for (int order = 0; order < 2; order++) {
                sy_tensor *in[3] = {NULL, NULL, NULL}, *out = (sy_tensor *)&snap;
                sy_ck_attrs at;
                int n = inputs_for((sy_op)op, (sy_dtype)dt, dev, in, &at, 0);
                /* the last input in the other strategy; for where, cond stays plain */
                for (int i = n == 3 ? 1 : 0; i < n; i++)
                    in[i] = into(in[i], (i == n - 1) == (order == 0) ? bal : none);
                char msg[256];
                const char *first = order == 0 ? "None" : "Balanced", *second = order == 0 ? "Balanced" : "None";
                snprintf(
                    msg, sizeof msg,
                    "Gradient checkpointing strategy mismatch: %s vs %s. Tensors in the same operation must share a "
                    "strategy. (sy_%s)",
                    first, second, sy_op_name((sy_op)op));
                sy_status st = sy_ck_call((sy_op)op, in, &at, &out);
                ck_assert_msg(st == SY_E_STRATEGY_MISMATCH, "sy_%s %s: %s: %s", sy_op_name((sy_op)op),
                              sy_dtype_name((sy_dtype)dt), sy_status_name(st), sy_last_error());
                ck_assert_ptr_null(out);
                ck_assert_str_eq(sy_ck_detail(st), msg);
                for (int i = 0; i < n; i++)
                    sy_tensor_release(in[i]);
                checked++;
            }
        }
    }
    ck_assert_int_gt(checked, 0);
    SY_CK_NO_LEAK(snap);
}
END_TEST

/* The op's first result is of its type variable (f32 in these tests), or,
 * for an op with inputs, of its dtype attribute, which the cases leave at f32
 * (eye_like's first case); the fills have no input to track. */
static bool float_result(sy_op op)
{
    const sy__op_info *info = &sy__op_table[op];
    return info->out_var[0] >= 0 || (info->n_in > 0 && info->out_fixed[0] == SY_DTYPE_COUNT);
}

/* _i: op * (2 * g_ndev) + device * 2 + strategy. Inputs in the context
 * (floats tracked, bools and ints joined); the node the op records. */
START_TEST(test_node_matches_op)
{
    sy_op op = SY_CK_OP_AT(_i / (2 * g_ndev));
    if (!SY_CK_HAS_CASES(op) || !SY_CK_TRACKED(op))
        return; /* several results: refused by autodiff (check_ops) */
    if (!sy__op_table[op].differentiable && float_result(op))
        return; /* no derivative and a float result: refused when tracked (test_untracked_results) */
    int rest = _i % (2 * g_ndev);
    sy_device dev = DEV(rest), ad = AD(rest);
    const sy__op_info *info = &sy__op_table[op];
    sy_ck_leak snap = sy_ck_leak_snap();
    char what[96];
    for (int partial = 0; partial < 2; partial++) {
        /* partial: only the first float input (a, for where; values, for one_hot) joins the context */
        sy_tensor *in[3] = {NULL, NULL, NULL}, *out = NULL;
        sy_ck_attrs at;
        int n = inputs_for(op, SY_DTYPE_F32, dev, in, &at, 1);
        int first = 0;
        while (first < n - 1 && !(in[first] && sy_dtype_is_float(sy_tensor_dtype(in[first]))))
            first++;
        for (int i = 0; i < n; i++)
            if (!partial || i == first)
                in[i] = into(in[i], ad);
        at.device = ad;
        snprintf(what, sizeof what, "sy_%s%s", info->name, partial ? " (one input tracked)" : "");
        SY_OK_OR_FAIL(sy_ck_call(op, in, &at, &out));
        bool tracked = info->differentiable && n > 0 && sy_dtype_is_float(sy_tensor_dtype(out));
        assert_on(out, ad, tracked, what);
        ck_assert_int_eq(sy_op_is_differentiable(op), info->differentiable);
        if (tracked) {
            const sy__node *nd = out->node;
            ck_assert_int_eq(nd->kind, SY__NODE_OP);
            ck_assert_int_eq(nd->op, op);
            ck_assert_int_eq(nd->n_in, n);
            ck_assert_int_eq(nd->strategy, ad.checkpointing);
            ck_assert(sy_device_eq(nd->out_device, dev) && !nd->out_device.autodiff);
            ck_assert_int_eq(nd->out_dtype, sy_tensor_dtype(out));
            ck_assert_int_eq(nd->out_rank, sy_tensor_rank(out));
            ck_assert(memcmp(nd->out_shape, sy_tensor_shape(out), (size_t)nd->out_rank * sizeof(int64_t)) == 0);
            unsigned grads = 0; /* inputs gradients flow to: only their formulas' reads are kept */
            for (int i = 0; i < n; i++)
                if (in[i]->node && sy_dtype_is_float(sy_tensor_dtype(in[i])))
                    grads |= 1u << i;
            const unsigned mask = sy__saves_mask(info, grads);
            for (int i = 0; i < n; i++) {
                ck_assert_msg(nd->in[i].parent == in[i]->node, "%s: parent %d", what, i);
                ck_assert(nd->in[i].parent == NULL || nd->in[i].parent->kind == SY__NODE_LEAF);
                ck_assert(sy_device_eq(nd->in[i].device, dev) && !nd->in[i].device.autodiff);
                ck_assert_int_eq(nd->in[i].dtype, sy_tensor_dtype(in[i]));
                ck_assert_int_eq(nd->in[i].rank, sy_tensor_rank(in[i]));
                ck_assert(memcmp(nd->in[i].shape, sy_tensor_shape(in[i]), (size_t)nd->in[i].rank * sizeof(int64_t)) ==
                          0);
                /* NONE keeps what the formulas read; BALANCED keeps an input only when
                 * its node cannot give it back (here: an untracked input), and every
                 * input of a memory-bound op it will recompute */
                bool balanced = ad.checkpointing == SY_CHECKPOINT_BALANCED;
                bool wanted = ((mask >> i) & 1u) || nd->recompute;
                bool saves = balanced ? wanted && in[i]->node == NULL : (mask >> i) & 1u;
                ck_assert_msg((nd->in[i].saved != NULL) == saves, "%s: saved[%d]", what, i);
                if (saves) { /* a plain view of the input, no copy */
                    ck_assert(!sy_tensor_device(nd->in[i].saved).autodiff && nd->in[i].saved->node == NULL);
                    ck_assert(sy_tensor_shares_storage(nd->in[i].saved, in[i]));
                }
            }
            if (ad.checkpointing == SY_CHECKPOINT_BALANCED) {
                /* memory-bound ops are recomputed; the others keep their output as a checkpoint */
                ck_assert_msg(nd->recompute == info->memory_bound, "%s: recompute", what);
                ck_assert_msg(nd->result == NULL && (nd->value != NULL) == !info->memory_bound, "%s: kept output", what);
            } else {
                ck_assert_msg((nd->result != NULL) == ((mask >> 3) & 1u), "%s: result saved", what);
                ck_assert_msg(nd->value == NULL && !nd->recompute, "%s: NONE keeps no checkpoint", what);
            }
            if (nd->result)
                ck_assert(sy_tensor_shares_storage(nd->result, out) && !sy_tensor_device(nd->result).autodiff);
            if (nd->value)
                ck_assert(sy_tensor_shares_storage(nd->value, out) && !sy_tensor_device(nd->value).autodiff);
            /* the attributes backward needs */
            switch (info->cls) {
            case SY__CLASS_REDUCE:
                ck_assert_int_eq(nd->attrs.axis, at.axis);
                ck_assert_int_eq(nd->attrs.keepdim, at.keepdim);
                break;
            case SY__CLASS_TRANSPOSE:
                ck_assert_int_eq(nd->attrs.dim0, at.dim0);
                ck_assert_int_eq(nd->attrs.dim1, at.dim1);
                break;
            case SY__CLASS_PERMUTE:
                ck_assert_int_eq(nd->attrs.rank, at.perm_rank);
                ck_assert(memcmp(nd->attrs.perm, at.perm, (size_t)at.perm_rank * sizeof(int)) == 0);
                break;
            case SY__CLASS_RESHAPE:
            case SY__CLASS_EXPAND:
                ck_assert_int_eq(nd->attrs.rank, at.shape.rank);
                ck_assert(memcmp(nd->attrs.shape, at.shape.d, (size_t)at.shape.rank * sizeof(int64_t)) == 0);
                break;
            case SY__CLASS_CAST:
                ck_assert_int_eq(nd->attrs.dtype, at.dtype);
                break;
            default:
                break;
            }
        }
        /* the node keeps its parents: release the inputs first */
        for (int i = 0; i < n; i++)
            sy_tensor_release(in[i]);
        if (out->node)
            for (int i = 0; i < n; i++)
                ck_assert(out->node->in[i].parent == NULL || out->node->in[i].parent->kind == SY__NODE_LEAF);
        sy_tensor_release(out);
        SY_CK_NO_LEAK(snap);
        if (n == 0)
            break;
    }
}
END_TEST

/* eq, lt, gt (no gradient) of tracked inputs; casts to non-floats; fills on
 * the autodiff device: untracked results in the context. */
START_TEST(test_untracked_results)
{
    sy_device dev = DEV(_i), ad = AD(_i);
    sy_ck_leak snap = sy_ck_leak_snap();
    int compares = 0;
    for (int op = 0; op < SY_OP_COUNT; op++) {
        const sy__op_info *info = &sy__op_table[op];
        if (info->differentiable || !SY_CK_HAS_CASES(op) || !SY_CK_TRACKED(op))
            continue;
        if (info->cls != SY__CLASS_FILL && !sy_op_takes_dtype((sy_op)op, SY_DTYPE_F32))
            continue; /* no float input to track (the logical ops) */
        char what[64];
        snprintf(what, sizeof what, "sy_%s in context", info->name);
        if (info->cls == SY__CLASS_FILL) {
            for (int dt = 0; dt < SY_DTYPE_COUNT; dt++) {
                if (!sy_backend_stores((sy_backend)dev.backend, (sy_dtype)dt))
                    continue;
                sy_ck_attrs at = {.shape = {2, {2, 3}}, .dtype = (sy_dtype)dt, .value = 1, .device = ad};
                sy_tensor *f = NULL, *plain_f = NULL;
                SY_OK_OR_FAIL(sy_ck_call((sy_op)op, NULL, &at, &f));
                assert_on(f, ad, false, what);
                at.device = dev;
                SY_OK_OR_FAIL(sy_ck_call((sy_op)op, NULL, &at, &plain_f));
                assert_same_values(f, plain_f, what);
                sy_tensor_release(f);
                sy_tensor_release(plain_f);
            }
            continue;
        }
        sy_tensor *in[3] = {NULL, NULL, NULL}, *out = NULL;
        sy_ck_attrs at;
        int n = inputs_for((sy_op)op, SY_DTYPE_F32, dev, in, &at, 0);
        for (int i = 0; i < n; i++) {
            in[i] = into(in[i], ad);
            /* float inputs are tracked; an index input (gather's) joins the context untracked */
            ck_assert(sy_tensor_is_tracked(in[i]) == (sy_tensor_dtype(in[i]) == SY_DTYPE_F32));
        }
        if (float_result((sy_op)op)) { /* a float result and no derivative: refused, not silently untracked */
            sy_tensor *got = (sy_tensor *)&snap;
            sy_status st = sy_ck_call((sy_op)op, in, &at, &got);
            ck_assert_msg(st == SY_E_UNSUPPORTED && got == NULL, "%s: %s", what, sy_status_name(st));
            ck_assert_msg(strstr(sy_last_error(), "has no derivative yet"), "%s: %s", what, sy_last_error());
            for (int i = 0; i < n; i++)
                sy_tensor_release(in[i]);
            compares++;
            continue;
        }
        SY_OK_OR_FAIL(sy_ck_call((sy_op)op, in, &at, &out));
        assert_on(out, ad, false, what);
        /* no derivative: a comparison (bool), an index (i64), or an op that declares none */
        ck_assert(sy_tensor_dtype(out) == SY_DTYPE_BOOL || sy_tensor_dtype(out) == SY_DTYPE_I64 ||
                  sy_op_takes_dtype((sy_op)op, SY_DTYPE_F32));
        compares++;
        sy_tensor_release(out);
        for (int i = 0; i < n; i++)
            sy_tensor_release(in[i]);
    }
    int want = 0; /* every op without a derivative that takes tensors: comparisons, argmax, ... */
    for (int op = 0; op < SY_OP_COUNT; op++)
        want += !sy__op_table[op].differentiable && !sy__op_table[op].creates && SY_CK_HAS_CASES(op) &&
                SY_CK_TRACKED(op) && sy_op_takes_dtype((sy_op)op, SY_DTYPE_F32);
    ck_assert_int_eq(compares, want);

    /* differentiable ops with a non-float result are not tracked */
    sy_tensor *x = into(plain(dev, SY_DTYPE_F32, (sy_ck_shape){2, {2, 3}}, 9), ad), *xi = NULL, *s = NULL, *xf = NULL;
    SY_OK_OR_FAIL(sy_cast(x, SY_DTYPE_I32, &xi));
    assert_on(xi, ad, false, "cast of a tracked f32 to i32");
    SY_OK_OR_FAIL(sy_sum(xi, SY_AXIS_ALL, false, &s));
    assert_on(s, ad, false, "sum of an int in context");
    SY_OK_OR_FAIL(sy_cast(xi, SY_DTYPE_F32, &xf));
    assert_on(xf, ad, false, "cast of an untracked int back to f32");
    sy_tensor_release(x);
    sy_tensor_release(xi);
    sy_tensor_release(s);
    sy_tensor_release(xf);
    SY_CK_NO_LEAK(snap);
}
END_TEST

/* _i: op * g_ndev + device (the strategy alternates with the op). Host
 * allocation failures (the output, the node, its saved views) on tracked
 * inputs: OUT_OF_MEMORY, *out NULL, nothing leaked. */
START_TEST(test_node_alloc_failures)
{
    sy_op op = SY_CK_OP_AT(_i / g_ndev);
    int rest = (_i % g_ndev) * 2 + (int)op % 2;
    size_t n;
    const sy_ck_case *cases = sy_ck_cases((sy_op)op, &n);
    char what[96];
    snprintf(what, sizeof what, "tracked sy_%s, host allocation", sy_op_name(op));
    for (size_t ci = 0; ci < n; ci++)
        sy_ck_sweep(op, &cases[ci], DEV(rest), AD(rest), -1, SY_E_OUT_OF_MEMORY, what);
}
END_TEST

/* ---- a long tape ---------------------------------------------------------------- */

/* Deep enough that a release recursing once per node, at 16 bytes a frame
 * at the least (a return address and one saved register), needs 480 KB of
 * the thread's 256 KiB; each node costs fresh pages, so no deeper. */
#define CHAIN 30000

static void *release_thread(void *t)
{
    sy_tensor_release(t);
    return NULL;
}

/* _i 0: y = add(y, x) (the chain runs through parents[0]); _i 1: y = add(x, y)
 * (through parents[1]). The last tensor is released on a thread with a
 * 256 KiB stack: a release that recursed once per node would overflow it. */
START_TEST(test_long_chain_release)
{
    sy_device ad = sy_device_autodiff(g_devs[0], SY_CHECKPOINT_NONE);
    sy_ck_leak snap = sy_ck_leak_snap();
    const float one = 1.0f;
    sy_tensor *xp = NULL, *x = NULL, *y = NULL;
    SY_OK_OR_FAIL(sy_tensor_from_data(&one, SY_DTYPE_F32, NULL, 0, g_devs[0], &xp));
    SY_OK_OR_FAIL(sy_track(xp, ad, &x));
    y = sy_tensor_retain(x);
    for (int k = 0; k < CHAIN; k++) {
        sy_tensor *next = NULL;
        sy_status st = _i == 0 ? sy_add(y, x, &next) : sy_add(x, y, &next);
        if (st != SY_OK) /* no passing ck_assert in the loop: each costs a write */
            ck_abort_msg("add %d: %s: %s", k, sy_status_name(st), sy_last_error());
        sy_tensor_release(y);
        y = next;
    }
    float v = 0;
    SY_OK_OR_FAIL(sy_tensor_to_data(y, &v, sizeof v));
    ck_assert_msg(v == (float)(CHAIN + 1), "chain sum %g", (double)v);
    /* the tape: CHAIN op nodes down to the leaf */
    int depth = 0;
    for (const sy__node *nd = y->node; nd->kind == SY__NODE_OP; nd = nd->in[_i == 0 ? 0 : 1].parent)
        depth++;
    ck_assert_int_eq(depth, CHAIN);
    sy_tensor_release(x);
    sy_tensor_release(xp);

    pthread_attr_t attr;
    pthread_t th;
    ck_assert_int_eq(pthread_attr_init(&attr), 0);
    ck_assert_int_eq(pthread_attr_setstacksize(&attr, 256 * 1024), 0);
    ck_assert_int_eq(pthread_create(&th, &attr, release_thread, y), 0);
    ck_assert_int_eq(pthread_join(th, NULL), 0);
    pthread_attr_destroy(&attr);
    SY_CK_NO_LEAK(snap);
}
END_TEST

Suite *suite_autodiff(void)
{
    Suite *s = suite_create("autodiff");
    g_ndev = sy_ck_devices(g_devs, SY_CK_MAX_DEVICES);
    TCase *tc = tcase_create("contexts");
    tcase_add_loop_test(tc, test_merge_plain_tracked, 0, 2 * g_ndev);
    tcase_add_loop_test(tc, test_context_untracked, 0, 2 * g_ndev);
    tcase_add_loop_test(tc, test_strategy_mismatch, 0, g_ndev);
    tcase_add_loop_test(tc, test_untracked_results, 0, 2 * g_ndev);
    suite_add_tcase(s, tc);

    tc = tcase_create("tape");
    tcase_set_timeout(tc, 60);
    tcase_add_loop_test(tc, test_node_matches_op, 0, sy_ck_ops() * 2 * g_ndev);
    tcase_add_loop_test(tc, test_node_alloc_failures, 0, sy_ck_ops() * g_ndev);
    tcase_add_loop_test(tc, test_long_chain_release, 0, 2);
    suite_add_tcase(s, tc);
    return s;
}
