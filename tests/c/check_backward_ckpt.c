/* The backward suite, "checkpoint": what each strategy keeps, the peak
 * under BALANCED against NONE, a pass freeing the graph, and recomputation
 * through wide, mixed and long graphs (see check_backward.c). */
#include <math.h>
#include <pthread.h>
#include <stdlib.h>

#include "check_backward.h"

/* ==== checkpointing ============================================================= */

#define PEAK_NUMEL 65536
#define PEAK_CYCLES 4
/* Memory-bound unary ops whose outputs stay finite and in every next op's
 * domain when cycled from x in [-2, 2] (log and sqrt see sigmoid/exp
 * outputs, all positive). */
static const sy_op peak_ops[] = {SY_OP_TANH, SY_OP_SIGMOID, SY_OP_EXP, SY_OP_LOG,
                                 SY_OP_SQRT, SY_OP_NEG,     SY_OP_ABS, SY_OP_RELU};
#define PEAK_CHAIN (PEAK_CYCLES * (int)(sizeof peak_ops / sizeof peak_ops[0]))

void bw_recomputed_once(sy_checkpointing s, size_t min, const char *what)
{
    sy__bw_stats st;
    sy__backward_stats(&st);
    if (s == SY_CHECKPOINT_NONE) {
        BW_REQUIRE(st.recomputed == 0, "%s: NONE recomputed %zu values", what, st.recomputed);
        return;
    }
    BW_REQUIRE(st.most <= 1 && st.values == st.recomputed,
               "%s: BALANCED recomputed %zu times, %zu values, one of them %zu times", what, st.recomputed, st.values,
               st.most);
    BW_REQUIRE(st.recomputed >= min, "%s: BALANCED recomputed %zu values, want >= %zu", what, st.recomputed, min);
    BW_REQUIRE(st.values <= st.nodes, "%s: %zu values recomputed in a pass of %zu nodes", what, st.values, st.nodes);
}

/* What a node of the tape keeps for backward: NONE keeps exactly what the
 * formulas read (the yaml's saves); BALANCED keeps no output of a
 * memory-bound op (it is recomputed), and an input only when its node
 * cannot give it back, except that the SY__CHECKPOINT_EVERY-th op of a run
 * of recomputed ops (`ckpt`) keeps its output. */
static void assert_kept(const sy_tensor *y, sy_checkpointing s, bool ckpt, const char *what)
{
    const sy__node *n = y->node;
    const sy__op_info *info = &sy__op_table[n->op];
    ck_assert_int_eq(n->kind, SY__NODE_OP);
    BW_REQUIRE(info->memory_bound, "%s: sy_%s is not memory-bound in backends.yaml", what, info->name);
    if (s == SY_CHECKPOINT_NONE) {
        BW_REQUIRE(!n->recompute && n->value == NULL, "%s: NONE recomputes or checkpoints", what);
        const unsigned mask = sy__saves_mask(info, 1u); /* the chain's one input is tracked */
        BW_REQUIRE((n->in[0].saved != NULL) == ((mask & 1u) != 0), "%s: NONE saved[0] %p, saves 0x%x", what,
                   (void *)n->in[0].saved, mask);
        BW_REQUIRE((n->result != NULL) == ((mask & SY__SAVES_RESULT) != 0), "%s: NONE result %p", what,
                   (void *)n->result);
    } else if (ckpt) {
        BW_REQUIRE(!n->recompute && n->value != NULL && n->depth == 0 && n->result == NULL && n->in[0].saved == NULL,
                   "%s: a BALANCED checkpoint (recompute %d, value %p, depth %d, result %p, saved %p)", what,
                   n->recompute, (void *)n->value, n->depth, (void *)n->result, (void *)n->in[0].saved);
    } else {
        BW_REQUIRE(n->recompute && n->value == NULL && n->result == NULL && n->in[0].saved == NULL,
                   "%s: BALANCED keeps something of a memory-bound op (recompute %d, value %p, result %p, saved %p)",
                   what, n->recompute, (void *)n->value, (void *)n->result, (void *)n->in[0].saved);
    }
}

/* A chain of PEAK_CHAIN (>= 16) memory-bound ops on 64 Ki f32 on cpu: the
 * peak host bytes of forward + backward (above what was live before) under
 * each strategy; identical gradients; BALANCED recomputes each value at most
 * once and peaks at most at half of NONE's bytes. */
START_TEST(test_checkpoint_peak)
{
    sy_ck_leak snap = sy_ck_leak_snap();
    ck_assert_int_ge(PEAK_CHAIN, 16);
    double *xv = malloc(PEAK_NUMEL * sizeof *xv);
    ck_assert_ptr_nonnull(xv);
    bw_gen(xv, PEAK_NUMEL, K_ANY, 1100);
    sy_tensor *grads[2];
    size_t peak[2];
    for (int s = 0; s < 2; s++) {
        sy_device ad = sy_device_autodiff(cpu0, strategies[s]);
        sy_tensor *x = bw_leaf(ad, SY_DTYPE_F32, xv, (sy_ck_shape)S1(PEAK_NUMEL), false), *y = sy_tensor_retain(x);
        size_t live0, top;
        sy_memory_stats(&live0, NULL, NULL);
        sy_memory_reset_peak();
        for (int k = 0; k < PEAK_CHAIN; k++) {
            sy_tensor *next = NULL, *in[1] = {y};
            BW_OK(sy_ck_call(peak_ops[k % (int)(sizeof peak_ops / sizeof peak_ops[0])], in, NULL, &next));
            sy_tensor_release(y);
            y = next;
            assert_kept(y, strategies[s], (k + 1) % SY__CHECKPOINT_EVERY == 0, sy_op_name(y->node->op));
        }
        sy_tensor *loss = NULL;
        SY_OK_OR_FAIL(sy_sum(y, SY_AXIS_ALL, false, &loss));
        sy_grads *g = bw_backward(loss, "memory-bound chain");
        bw_recomputed_once(strategies[s], PEAK_CHAIN / 2, "memory-bound chain");
        grads[s] = bw_grad_of(g, x, "memory-bound chain");
        sy_grads_release(g);
        sy_memory_stats(NULL, &top, NULL);
        peak[s] = top - live0;
        RELEASE(x, y, loss);
    }
    free(xv);
    bw_same_bits(grads[0], grads[1], "memory-bound chain: NONE vs BALANCED");
    double *v = bw_vals(grads[0]);
    for (int64_t j = 0; j < PEAK_NUMEL; j++)
        BW_REQUIRE(isfinite(v[j]), "gradient %lld is %g", (long long)j, v[j]);
    free(v);
    RELEASE(grads[0], grads[1]);
    const double ratio = (double)peak[1] / (double)peak[0];
    /* NONE keeps one 256 KiB buffer per op; BALANCED one per
     * SY__CHECKPOINT_EVERY ops, plus the values of the stretch it is
     * recomputing; both add the backward's own temporaries */
    ck_assert_msg(ratio <= 0.5, "BALANCED/NONE peak ratio %.3f (%zu / %zu bytes) on a chain of %d memory-bound ops, "
                  "want <= 0.5", ratio, peak[1], peak[0], PEAK_CHAIN);
    SY_CK_NO_LEAK(snap);
}
END_TEST

/* The chain of 8 ops of bench/bench_autodiff.c, f32 on cpu: x, a = tanh(x),
 * b = a x, c = b + x, d = sigmoid(c), e = d d, f = e - a, g = exp(f),
 * h = relu(g), L = sum(h). Under BALANCED (every fourth op a checkpoint: d
 * and h) backward reads a (the backward of tanh and of a x), d (kept) and g
 * (exp, relu); getting g recomputes a, e and f once each, b and c never: 4
 * recomputations. The gradients equal NONE's bit for bit. */
START_TEST(test_recompute_once_chain)
{
    sy_ck_leak snap = sy_ck_leak_snap();
    _Static_assert(SY__CHECKPOINT_EVERY == 4, "the count below assumes a checkpoint every fourth op");
    double xv[64];
    bw_gen(xv, 64, K_ANY, 1250);
    sy_tensor *gx[2];
    for (int s = 0; s < 2; s++) {
        sy_device ad = sy_device_autodiff(cpu0, strategies[s]);
        sy_tensor *x = bw_leaf(ad, SY_DTYPE_F32, xv, (sy_ck_shape)S1(64), false);
        sy_tensor *a = NULL, *b = NULL, *c = NULL, *d = NULL, *e = NULL, *f = NULL, *g = NULL, *h = NULL, *loss = NULL;
        SY_OK_OR_FAIL(sy_tanh(x, &a));
        SY_OK_OR_FAIL(sy_mul(a, x, &b));
        SY_OK_OR_FAIL(sy_add(b, x, &c));
        SY_OK_OR_FAIL(sy_sigmoid(c, &d));
        SY_OK_OR_FAIL(sy_mul(d, d, &e));
        SY_OK_OR_FAIL(sy_sub(e, a, &f));
        SY_OK_OR_FAIL(sy_exp(f, &g));
        SY_OK_OR_FAIL(sy_relu(g, &h));
        SY_OK_OR_FAIL(sy_sum(h, SY_AXIS_ALL, false, &loss));
        if (strategies[s] == SY_CHECKPOINT_BALANCED)
            ck_assert(d->node->value && h->node->value && !a->node->value && !g->node->value);
        RELEASE(a, b, c, d, e, f, g, h);
        sy_grads *gr = bw_backward(loss, "chain of 8");
        bw_recomputed_once(strategies[s], 0, "chain of 8");
        sy__bw_stats st;
        sy__backward_stats(&st);
        if (strategies[s] == SY_CHECKPOINT_BALANCED)
            ck_assert_msg(st.recomputed == 4, "chain of 8: %zu recomputations, want 4 (a, e, f, g)", st.recomputed);
        gx[s] = bw_grad_of(gr, x, "chain of 8");
        sy_grads_release(gr);
        RELEASE(x, loss);
    }
    bw_same_bits(gx[0], gx[1], "chain of 8: NONE vs BALANCED");
    RELEASE(gx[0], gx[1]);
    SY_CK_NO_LEAK(snap);
}
END_TEST

/* _i: device * 2 + retain. Diamonds: values read by several consumers that
 * run far apart in the pass, through runs of recomputed ops longer than
 * SY__CHECKPOINT_EVERY and through a move. a = tanh(x) feeds four branches
 * that meet again late; each branch is a run of memory-bound ops, and the
 * loss multiplies a back in. Under BALANCED every value is recomputed at
 * most once per pass (twice retained passes, once each), the gradients equal
 * NONE's bit for bit, and nothing leaks. */
START_TEST(test_recompute_once_diamond)
{
    sy_device dev = bw_devs[_i / 2];
    const bool retain = _i % 2;
    sy_ck_leak snap = sy_ck_leak_snap();
    double xv[24], wv[24];
    bw_gen(xv, 24, K_ANY, 1260);
    bw_gen(wv, 24, K_ANY, 1261);
    sy_tensor *gx[2], *gw[2];
    for (int s = 0; s < 2; s++) {
        sy_device ad = sy_device_autodiff(dev, strategies[s]);
        sy_tensor *x = bw_leaf(ad, SY_DTYPE_F32, xv, (sy_ck_shape)S2(4, 6), false);
        sy_tensor *w = bw_leaf(ad, SY_DTYPE_F32, wv, (sy_ck_shape)S1(6), false);
        sy_tensor *a = NULL, *br[4] = {NULL}, *acc = NULL, *loss = NULL;
        SY_OK_OR_FAIL(sy_tanh(x, &a));
        for (int k = 0; k < 4; k++) { /* branch k: k + 2 ops after a */
            sy_tensor *y = sy_tensor_retain(a);
            for (int j = 0; j < k + 2; j++) {
                sy_tensor *next = NULL;
                switch ((j + k) % 4) {
                case 0: SY_OK_OR_FAIL(sy_sigmoid(y, &next)); break;
                case 1: SY_OK_OR_FAIL(sy_mul(y, a, &next)); break;
                case 2: SY_OK_OR_FAIL(sy_add(y, w, &next)); break; /* broadcast */
                default: SY_OK_OR_FAIL(sy_tanh(y, &next)); break;
                }
                sy_tensor_release(y);
                y = next;
            }
            br[k] = y;
        }
        acc = sy_tensor_retain(br[0]);
        for (int k = 1; k < 4; k++) {
            sy_tensor *next = NULL;
            SY_OK_OR_FAIL(k % 2 ? sy_mul(acc, br[k], &next) : sy_sub(acc, br[k], &next));
            RELEASE(acc);
            acc = next;
        }
        sy_tensor *m = NULL, *mv = NULL, *e = NULL, *p = NULL;
        SY_OK_OR_FAIL(sy_to_device(acc, ad, &mv)); /* a move onto the same device: recomputed too */
        SY_OK_OR_FAIL(sy_mul(mv, a, &m));
        SY_OK_OR_FAIL(sy_exp(m, &e));
        SY_OK_OR_FAIL(sy_mul(e, br[2], &p));
        SY_OK_OR_FAIL(sy_sum(p, SY_AXIS_ALL, false, &loss));
        RELEASE(a, acc, m, mv, e, p);
        bw_release_all(br, 4);
        for (int pass = 0; pass < (retain ? 2 : 1); pass++) {
            sy_grads *gr = NULL;
            BW_OK(sy_backward_ex(loss, NULL, retain ? SY_BACKWARD_RETAIN_GRAPH : 0, &gr));
            bw_recomputed_once(strategies[s], 1, "diamonds");
            sy_tensor *gxp = bw_grad_of(gr, x, "diamonds"), *gwp = bw_grad_of(gr, w, "diamonds");
            sy_grads_release(gr);
            if (pass == 0) {
                gx[s] = gxp;
                gw[s] = gwp;
            } else { /* a retained graph gives the same again */
                bw_same_bits(gxp, gx[s], "diamonds, second retained pass");
                bw_same_bits(gwp, gw[s], "diamonds, second retained pass");
                RELEASE(gxp, gwp);
            }
        }
        RELEASE(x, w, loss);
    }
    bw_same_bits(gx[0], gx[1], "diamonds: NONE vs BALANCED (x)");
    bw_same_bits(gw[0], gw[1], "diamonds: NONE vs BALANCED (w)");
    RELEASE(gx[0], gx[1], gw[0], gw[1]);
    SY_CK_NO_LEAK(snap);
}
END_TEST

#define FREE_CHAIN 8
/* _i: strategy. y = tanh^8(x) on 64 Ki f32, the intermediates released by
 * the caller, L = sum(y). A retained pass leaves every byte where it was;
 * a normal pass frees what the graph kept for backward while y and L are
 * still held: under NONE the outputs of the 7 inner tanh nodes (the last
 * one is y's own storage), under BALANCED the checkpoints (every
 * SY__CHECKPOINT_EVERY-th output) but y's. */
START_TEST(test_backward_frees_graph)
{
    sy_device ad = sy_device_autodiff(cpu0, strategies[_i]);
    sy_ck_leak snap = sy_ck_leak_snap();
    const size_t buffer = PEAK_NUMEL * sizeof(float);
    double *xv = malloc(PEAK_NUMEL * sizeof *xv);
    ck_assert_ptr_nonnull(xv);
    bw_gen(xv, PEAK_NUMEL, K_ANY, 1150);
    sy_tensor *x = bw_leaf(ad, SY_DTYPE_F32, xv, (sy_ck_shape)S1(PEAK_NUMEL), false), *y = sy_tensor_retain(x);
    free(xv);
    for (int k = 0; k < FREE_CHAIN; k++) {
        sy_tensor *next = NULL;
        SY_OK_OR_FAIL(sy_tanh(y, &next));
        sy_tensor_release(y);
        y = next;
    }
    sy_tensor *loss = NULL, *g1 = NULL, *g2 = NULL;
    SY_OK_OR_FAIL(sy_sum(y, SY_AXIS_ALL, false, &loss));
    size_t before, retained, after;
    long blocks_before, blocks_retained;
    sy_memory_stats(&before, NULL, &blocks_before);
    sy_grads *g = NULL;
    SY_OK_OR_FAIL(sy_backward_ex(loss, NULL, SY_BACKWARD_RETAIN_GRAPH, &g));
    g1 = bw_grad_of(g, x, "retained pass");
    sy_grads_release(g);
    sy_tensor_release(g1);
    sy_memory_stats(&retained, NULL, &blocks_retained);
    ck_assert_msg(retained == before && blocks_retained == blocks_before,
                  "a retained pass changed the live memory: %zu -> %zu bytes, %ld -> %ld blocks", before, retained,
                  blocks_before, blocks_retained);
    g = bw_backward(loss, "normal pass");
    g2 = bw_grad_of(g, x, "normal pass");
    sy_grads_release(g);
    sy_tensor_release(g2);
    sy_memory_stats(&after, NULL, NULL);
    ck_assert_msg(after <= before, "the pass grew the live memory: %zu -> %zu bytes", before, after);
    /* BALANCED: the checkpoints but the last (y's own storage) */
    const size_t ckpts = FREE_CHAIN / SY__CHECKPOINT_EVERY - (FREE_CHAIN % SY__CHECKPOINT_EVERY == 0);
    if (strategies[_i] == SY_CHECKPOINT_NONE)
        ck_assert_msg(before - after >= (FREE_CHAIN - 1) * buffer, "NONE: the pass freed %zu bytes, want >= %zu",
                      before - after, (FREE_CHAIN - 1) * buffer);
    else
        ck_assert_msg(before - after >= ckpts * buffer && before - after < (ckpts + 1) * buffer,
                      "BALANCED: the graph held %zu bytes, want %zu checkpoints of %zu", before - after, ckpts, buffer);
    RELEASE(x, y, loss);
    SY_CK_NO_LEAK(snap);
}
END_TEST

/* _i: device. x -> [relu(h @ W_k) + b_k] x 6 -> sum, f32: matmul is the
 * checkpoint under BALANCED (keeps its output), relu and add are
 * recomputed; the gradients of every leaf are identical under both. */
START_TEST(test_checkpoint_mixed)
{
    sy_device dev = bw_devs[_i];
    sy_ck_leak snap = sy_ck_leak_snap();
    enum { LAYERS = 6, NL = 1 + 2 * LAYERS };
    double v[NL][16];
    for (int l = 0; l < NL; l++)
        bw_gen(v[l], 16, K_ANY, 1200u + (uint32_t)l);
    sy_tensor *g[2][NL];
    for (int s = 0; s < 2; s++) {
        sy_device ad = sy_device_autodiff(dev, strategies[s]);
        sy_tensor *lv[NL];
        lv[0] = bw_leaf(ad, SY_DTYPE_F32, v[0], (sy_ck_shape)S2(4, 4), false);
        for (int k = 0; k < LAYERS; k++) {
            lv[1 + 2 * k] = bw_leaf(ad, SY_DTYPE_F32, v[1 + 2 * k], (sy_ck_shape)S2(4, 4), false);
            lv[2 + 2 * k] = bw_leaf(ad, SY_DTYPE_F32, v[2 + 2 * k], (sy_ck_shape)S1(4), false);
        }
        sy_tensor *h = sy_tensor_retain(lv[0]), *loss = NULL;
        for (int k = 0; k < LAYERS; k++) {
            sy_tensor *mm = NULL, *r = NULL, *next = NULL;
            SY_OK_OR_FAIL(sy_matmul(h, lv[1 + 2 * k], &mm));
            if (strategies[s] == SY_CHECKPOINT_BALANCED)
                ck_assert(mm->node->value != NULL && !mm->node->recompute); /* a checkpoint */
            SY_OK_OR_FAIL(sy_relu(mm, &r));
            SY_OK_OR_FAIL(sy_add(r, lv[2 + 2 * k], &next));
            assert_kept(r, strategies[s], false, "relu");
            assert_kept(next, strategies[s], false, "add");
            RELEASE(h, mm, r);
            h = next;
        }
        SY_OK_OR_FAIL(sy_sum(h, SY_AXIS_ALL, false, &loss));
        sy_grads *gr = bw_backward(loss, "mixed graph");
        bw_recomputed_once(strategies[s], LAYERS, "mixed graph"); /* relu's output, in each layer */
        for (int l = 0; l < NL; l++)
            g[s][l] = bw_grad_of(gr, lv[l], "mixed graph");
        sy_grads_release(gr);
        bw_release_all(lv, NL);
        RELEASE(h, loss);
    }
    for (int l = 0; l < NL; l++)
        bw_same_bits(g[0][l], g[1][l], "mixed graph: NONE vs BALANCED");
    bw_release_all(g[0], NL);
    bw_release_all(g[1], NL);
    SY_CK_NO_LEAK(snap);
}
END_TEST

#define WIDE 40
/* _i: strategy. y_0 = -x, y_{k+1} = add(-x, y_k) (a fresh neg each time, as
 * the first input), L = sum(y * y): recomputing y under BALANCED walks a
 * graph where every node has two parents still to visit. y_WIDE =
 * -(WIDE + 1) x, so dL/dx = 2 (WIDE + 1)^2 x. */
START_TEST(test_recompute_wide)
{
    sy_device ad = sy_device_autodiff(cpu0, strategies[_i]);
    sy_ck_leak snap = sy_ck_leak_snap();
    double xv[3], want[3];
    bw_gen(xv, 3, K_ANY, 1300);
    sy_tensor *x = bw_leaf(ad, SY_DTYPE_F64, xv, (sy_ck_shape)S1(3), false), *y = NULL, *m = NULL, *loss = NULL;
    SY_OK_OR_FAIL(sy_neg(x, &y));
    for (int k = 0; k < WIDE; k++) {
        sy_tensor *z = NULL, *next = NULL;
        SY_OK_OR_FAIL(sy_neg(x, &z));
        SY_OK_OR_FAIL(sy_add(z, y, &next));
        RELEASE(z, y);
        y = next;
    }
    SY_OK_OR_FAIL(sy_mul(y, y, &m));
    SY_OK_OR_FAIL(sy_sum(m, SY_AXIS_ALL, false, &loss));
    sy_grads *g = bw_backward(loss, "wide recompute");
    bw_recomputed_once(strategies[_i], 1, "wide recompute");
    sy_tensor *gx = bw_grad_of(g, x, "wide recompute");
    for (int j = 0; j < 3; j++)
        want[j] = 2.0 * (WIDE + 1) * (WIDE + 1) * xv[j];
    double *got = bw_vals(gx);
    bw_close_to(got, want, 3, 0, 0, "d sum(((WIDE + 1) x)^2)/dx"); /* dyadic: exact */
    free(got);
    sy_grads_release(g);
    RELEASE(x, y, m, loss, gx);
    SY_CK_NO_LEAK(snap);
}
END_TEST

#define LONG_CHAIN 30000

typedef struct long_pass {
    const sy_tensor *loss;
    sy_grads *g;
    sy_status st;
    sy__bw_stats stats; /* of the pass, read on its thread */
} long_pass;

static void *backward_thread(void *arg)
{
    long_pass *p = arg;
    p->st = sy_backward(p->loss, &p->g);
    sy__backward_stats(&p->stats);
    return NULL;
}

/* y = tanh(tanh(...(x))) LONG_CHAIN times, f64 on cpu, under both
 * strategies (BALANCED recomputes each stretch between checkpoints once). The pass runs on a thread with a 256 KiB stack: one that recursed
 * per node would overflow it. dL/dx = prod (1 - y_k^2), here multiplied in
 * the pass's order; the strategies agree bit for bit. */
START_TEST(test_long_chain_backward)
{
    sy_ck_leak snap = sy_ck_leak_snap();
    const double x0 = 0.5;
    double want = 1, *ys = malloc((LONG_CHAIN + 1) * sizeof *ys);
    ck_assert_ptr_nonnull(ys);
    ys[0] = x0;
    for (int k = 1; k <= LONG_CHAIN; k++)
        ys[k] = tanh(ys[k - 1]);
    for (int k = LONG_CHAIN; k >= 1; k--)
        want = want * (1 - ys[k] * ys[k]);
    free(ys);
    sy_tensor *g[2];
    for (int s = 0; s < 2; s++) {
        sy_device ad = sy_device_autodiff(cpu0, strategies[s]);
        sy_tensor *x = bw_leaf(ad, SY_DTYPE_F64, &x0, (sy_ck_shape)S0, false), *y = sy_tensor_retain(x);
        for (int k = 0; k < LONG_CHAIN; k++) {
            sy_tensor *next = NULL;
            BW_OK(sy_tanh(y, &next));
            sy_tensor_release(y);
            y = next;
        }
        long_pass p = {y, NULL, SY_E_INVALID_ARGUMENT, {0, 0, 0, 0}};
        pthread_attr_t attr;
        pthread_t th;
        ck_assert_int_eq(pthread_attr_init(&attr), 0);
        ck_assert_int_eq(pthread_attr_setstacksize(&attr, 256 * 1024), 0);
        ck_assert_int_eq(pthread_create(&th, &attr, backward_thread, &p), 0);
        ck_assert_int_eq(pthread_join(th, NULL), 0);
        pthread_attr_destroy(&attr);
        ck_assert_msg(p.st == SY_OK, "%s: %s: %s", strategy_names[s], sy_status_name(p.st), sy_last_error());
        ck_assert_uint_eq(p.stats.nodes, LONG_CHAIN + 1);
        if (strategies[s] == SY_CHECKPOINT_NONE)
            ck_assert_uint_eq(p.stats.recomputed, 0);
        else /* all but the checkpoints: tanh's backward reads its output */
            ck_assert_msg(p.stats.most == 1 && p.stats.recomputed == LONG_CHAIN - LONG_CHAIN / SY__CHECKPOINT_EVERY,
                          "long chain: %zu recomputations, one value %zu times", p.stats.recomputed, p.stats.most);
        g[s] = bw_grad_of(p.g, x, "long chain");
        double *got = bw_vals(g[s]);
        bw_close_to(got, &want, 1, 1e-9, 0, "long tanh chain"); /* the same f64 ops, up to tanh's last bits */
        free(got);
        sy_grads_release(p.g);
        RELEASE(x, y);
    }
    bw_same_bits(g[0], g[1], "long chain: NONE vs BALANCED");
    RELEASE(g[0], g[1]);
    SY_CK_NO_LEAK(snap);
}
END_TEST

TCase *bw_tcase_checkpoint(void)
{
    TCase *tc = tcase_create("checkpoint");
    tcase_set_timeout(tc, 60);
    tcase_add_test(tc, test_checkpoint_peak);
    tcase_add_test(tc, test_recompute_once_chain);
    tcase_add_loop_test(tc, test_recompute_once_diamond, 0, 2 * bw_ndev);
    tcase_add_loop_test(tc, test_backward_frees_graph, 0, 2);
    tcase_add_loop_test(tc, test_checkpoint_mixed, 0, bw_ndev);
    tcase_add_loop_test(tc, test_recompute_wide, 0, 2);
    tcase_add_test(tc, test_long_chain_backward);
    return tc;
}
