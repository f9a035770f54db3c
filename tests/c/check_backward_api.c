/* The backward suite, "graph" and "concurrency": accumulation, constants,
 * ops without a gradient, moves across devices, API errors, strategy
 * merging, and backward passes from several threads (see check_backward.c). */
#include <math.h>
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>

#include "check_backward.h"

/* ==== the graph ============================================================= */

/* _i = device * 2 + strategy. A tensor used several times gathers every
 * path's gradient; constants and plain tensors get none; leaves of
 * sy_require_grad do. Dyadic f32 data: the gradients are exact. */
START_TEST(test_accumulate_and_constants)
{
    sy_device dev = DEV(_i), ad = AD(_i);
    sy_ck_leak snap = sy_ck_leak_snap();
    const sy_ck_shape shape = S2(2, 3);
    double xv[6], cv[6], pv[6], want[6];
    bw_gen(xv, 6, K_ANY, 500);
    bw_gen(cv, 6, K_ANY, 501);
    bw_gen(pv, 6, K_ANY, 502);
    sy_tensor *x = bw_leaf(ad, SY_DTYPE_F32, xv, shape, false);

    /* y = x * x + x: 2x + 1; z = mul(x, x): 2x; w = x * sum(x, 0, keepdim)
     * (x reaches w twice, once through a broadcast): s_j + sum_i x_ij */
    for (int form = 0; form < 3; form++) {
        sy_tensor *a = NULL, *b = NULL, *loss = NULL;
        if (form == 0) {
            BW_OK(sy_mul(x, x, &a));
            BW_OK(sy_add(a, x, &b));
        } else if (form == 1) {
            BW_OK(sy_mul(x, x, &b));
        } else {
            BW_OK(sy_sum(x, 0, true, &a));
            BW_OK(sy_mul(x, a, &b));
        }
        BW_OK(sy_sum(b, SY_AXIS_ALL, false, &loss));
        for (int j = 0; j < 6; j++) {
            double col = xv[j % 3] + xv[3 + j % 3];
            want[j] = form == 0 ? 2 * xv[j] + 1 : form == 1 ? 2 * xv[j] : col + col;
        }
        sy_grads *g = bw_backward(loss, "x used twice");
        sy_tensor *gx = bw_grad_of(g, x, "x used twice");
        double *got = bw_vals(gx);
        bw_close_to(got, want, 6, 0, 0, form == 0 ? "d(x*x + x)/dx" : form == 1 ? "d(x*x)/dx" : "d(x * sum(x, 0))/dx");
        free(got);
        sy_grads_release(g);
        RELEASE(a, b, loss, gx);
    }

    /* constants: c made on the autodiff device (untracked), p plain; u a
     * tracked leaf the loss does not use; q a computed tensor */
    const int64_t dims[2] = {2, 3};
    float cf[6];
    for (int j = 0; j < 6; j++)
        cf[j] = (float)cv[j];
    sy_tensor *c = NULL, *p = bw_make(dev, SY_DTYPE_F32, pv, shape, false),
              *u = bw_leaf(ad, SY_DTYPE_F32, pv, shape, false);
    SY_OK_OR_FAIL(sy_tensor_from_data(cf, SY_DTYPE_F32, dims, 2, ad, &c));
    ck_assert(!sy_tensor_is_tracked(c) && !sy_tensor_is_tracked(p));
    sy_tensor *q = NULL, *q2 = NULL, *loss = NULL;
    SY_OK_OR_FAIL(sy_mul(x, c, &q));
    SY_OK_OR_FAIL(sy_add(q, p, &q2));
    SY_OK_OR_FAIL(sy_sum(q2, SY_AXIS_ALL, false, &loss));
    sy_grads *g = bw_backward(loss, "constants");
    sy_tensor *gx = bw_grad_of(g, x, "constants: dx");
    double *got = bw_vals(gx);
    bw_close_to(got, cv, 6, 0, 0, "d(x * c + p)/dx");
    free(got);
    bw_no_grad(g, c, SY_E_NOT_TRACKED, "constant made on the autodiff device");
    bw_no_grad(g, p, SY_E_NOT_TRACKED, "plain tensor mixed in");
    bw_no_grad(g, u, SY_E_NO_GRADIENT, "tracked leaf the loss does not use");
    bw_no_grad(g, q, SY_E_NO_GRADIENT, "computed (non-leaf) tensor");
    sy_grads_release(g);
    RELEASE(q, q2, loss, gx);

    /* sy_require_grad makes c a leaf (c itself stays untracked) */
    sy_tensor *cr = NULL, *again = NULL, *m = NULL;
    SY_OK_OR_FAIL(sy_require_grad(c, &cr));
    ck_assert(sy_tensor_is_tracked(cr) && !sy_tensor_is_tracked(c));
    ck_assert(sy_tensor_shares_storage(cr, c));
    ck_assert(sy_device_eq(sy_tensor_device(cr), ad) && sy_tensor_device(cr).autodiff);
    SY_OK_OR_FAIL(sy_require_grad(cr, &again));
    ck_assert_ptr_eq(again, cr); /* a leaf is its own leaf */
    SY_OK_OR_FAIL(sy_mul(cr, x, &m));
    SY_OK_OR_FAIL(sy_sum(m, SY_AXIS_ALL, false, &loss));
    g = bw_backward(loss, "require_grad");
    sy_tensor *gc = bw_grad_of(g, cr, "require_grad: dc");
    gx = bw_grad_of(g, x, "require_grad: dx");
    got = bw_vals(gc);
    bw_close_to(got, xv, 6, 0, 0, "d(c * x)/dc");
    free(got);
    got = bw_vals(gx);
    bw_close_to(got, cv, 6, 0, 0, "d(c * x)/dx");
    free(got);
    bw_no_grad(g, c, SY_E_NOT_TRACKED, "the original of a sy_require_grad leaf");
    sy_grads_release(g);
    RELEASE(x, c, p, u, cr, again, m, loss, gc, gx);
    SY_CK_NO_LEAK(snap);
}
END_TEST

/* _i = device * 2 + strategy. Ops without a gradient (eq/lt/gt, casts to
 * ints) reached by a tracked input: no gradient path, no crash. */
START_TEST(test_no_gradient_ops)
{
    sy_device dev = DEV(_i), ad = AD(_i);
    sy_ck_leak snap = sy_ck_leak_snap();
    const sy_ck_shape shape = S2(2, 3);
    double xv[6], want[6];
    bw_gen(xv, 6, K_ANY, 600); /* |x| >= 0.25: no zero */
    sy_tensor *x = bw_leaf(ad, SY_DTYPE_F32, xv, shape, false), *zero = NULL;
    SY_OK_OR_FAIL(sy_full(NULL, 0, 0.0, SY_DTYPE_F32, ad, &zero));
    ck_assert(!sy_tensor_is_tracked(zero));
    int compares = 0;
    for (int op = 0; op < SY_OP_COUNT; op++) {
        if (sy__op_table[op].cls != SY__CLASS_COMPARE)
            continue;
        ck_assert(!sy_op_is_differentiable((sy_op)op));
        char what[64];
        snprintf(what, sizeof what, "sy_%s(x, 0)", sy_op_name((sy_op)op));
        sy_tensor *in[2] = {x, zero}, *c = NULL, *cf = NULL, *l1 = NULL, *w = NULL, *l2 = NULL;
        SY_OK_OR_FAIL(sy_ck_call((sy_op)op, in, NULL, &c));
        ck_assert_msg(!sy_tensor_is_tracked(c), "%s is tracked", what);
        /* a loss only through the comparison is not tracked */
        SY_OK_OR_FAIL(sy_cast(c, SY_DTYPE_F32, &cf));
        SY_OK_OR_FAIL(sy_sum(cf, SY_AXIS_ALL, false, &l1));
        sy_grads *g = (sy_grads *)&snap;
        SY_EXPECT(SY_E_NOT_TRACKED, sy_backward(l1, &g));
        ck_assert_ptr_null(g);
        /* where(cond(x, 0), x, 0): the condition passes no gradient */
        SY_OK_OR_FAIL(sy_where(c, x, zero, &w));
        SY_OK_OR_FAIL(sy_sum(w, SY_AXIS_ALL, false, &l2));
        g = bw_backward(l2, what);
        sy_tensor *gx = bw_grad_of(g, x, what);
        double *cv = bw_vals(cf), *got = bw_vals(gx);
        bw_close_to(got, cv, 6, 0, 0, what); /* 1 where the condition holds */
        free(got);
        sy_grads_release(g);
        /* sum(u * float(cond(x, 0))): u has a gradient, x no path to the loss */
        sy_tensor *u = bw_leaf(ad, SY_DTYPE_F32, xv, shape, false), *um = NULL, *l3 = NULL;
        SY_OK_OR_FAIL(sy_mul(u, cf, &um));
        SY_OK_OR_FAIL(sy_sum(um, SY_AXIS_ALL, false, &l3));
        g = bw_backward(l3, what);
        bw_no_grad(g, x, SY_E_NO_GRADIENT, what);
        sy_tensor *gu = bw_grad_of(g, u, what);
        got = bw_vals(gu);
        bw_close_to(got, cv, 6, 0, 0, what);
        free(got);
        free(cv);
        sy_grads_release(g);
        RELEASE(c, cf, l1, w, l2, gx, u, um, l3, gu);
        compares++;
    }
    int n_cmp = 0; /* every comparison of the op table (eq, lt, gt, le, ge) */
    for (int op = 0; op < SY_OP_COUNT; op++)
        n_cmp += sy__op_table[op].cls == SY__CLASS_COMPARE;
    ck_assert_int_ge(n_cmp, 3);
    ck_assert_int_eq(compares, n_cmp);
    int ints = 0;
    for (int dt = 0; dt < SY_DTYPE_COUNT; dt++) {
        if (!sy_dtype_is_int((sy_dtype)dt) || !sy_backend_stores((sy_backend)dev.backend, (sy_dtype)dt))
            continue;
        sy_tensor *xi = NULL, *back = NULL, *l1 = NULL, *m = NULL, *l2 = NULL;
        SY_OK_OR_FAIL(sy_cast(x, (sy_dtype)dt, &xi));
        ck_assert(!sy_tensor_is_tracked(xi));
        SY_OK_OR_FAIL(sy_cast(xi, SY_DTYPE_F32, &back));
        ck_assert(!sy_tensor_is_tracked(back));
        SY_OK_OR_FAIL(sy_sum(back, SY_AXIS_ALL, false, &l1));
        sy_grads *g = (sy_grads *)&snap;
        SY_EXPECT(SY_E_NOT_TRACKED, sy_backward(l1, &g));
        ck_assert_ptr_null(g);
        /* x * float(int(x)): the int path is a constant factor */
        SY_OK_OR_FAIL(sy_mul(x, back, &m));
        SY_OK_OR_FAIL(sy_sum(m, SY_AXIS_ALL, false, &l2));
        g = bw_backward(l2, "x * float(int(x))");
        sy_tensor *gx = bw_grad_of(g, x, "x * float(int(x))");
        double *bv = bw_vals(back), *got = bw_vals(gx);
        for (int j = 0; j < 6; j++)
            want[j] = bv[j];
        bw_close_to(got, want, 6, 0, 0, "d(x * float(int(x)))/dx");
        free(bv);
        free(got);
        sy_grads_release(g);
        RELEASE(xi, back, l1, m, l2, gx);
        ints++;
    }
    ck_assert_int_gt(ints, 0);
    RELEASE(x, zero);
    SY_CK_NO_LEAK(snap);
}
END_TEST

/* ---- moves --------------------------------------------------------------------- */

#define CH_MAX SY_CK_MAX_DEVICES
/* Leaves of the chain: x [3, 4] on the first device, then w_k [3, 4] and
 * b_k [4] on device k. */
typedef struct chain {
    int n;
    sy_device dev[CH_MAX];
    double x[12], w[CH_MAX][12], b[CH_MAX][4], r[12];
} chain;

static double *chain_leaf(chain *c, int li, int64_t *n, sy_ck_shape *s)
{
    if (li == 0) {
        *n = 12, *s = (sy_ck_shape)S2(3, 4);
        return c->x;
    }
    int k = (li - 1) / 2;
    if ((li - 1) % 2 == 0) {
        *n = 12, *s = (sy_ck_shape)S2(3, 4);
        return c->w[k];
    }
    *n = 4, *s = (sy_ck_shape)S1(4);
    return c->b[k];
}

/* y = x; on each device k: y = tanh(move(y) * w_k) + b_k; then y = y +
 * move(x) (x reaches the last device twice). devs: where each step runs
 * (plain devices, or autodiff ones: then the leaves are tracked). leaves
 * (1 + 2n) are returned when non-NULL, else released. */
static sy_tensor *chain_forward(chain *c, sy_dtype dt, const sy_device *devs, sy_tensor **leaves)
{
    sy_tensor *lv[1 + 2 * CH_MAX] = {NULL}, *y = NULL;
    for (int li = 0; li < 1 + 2 * c->n; li++) {
        int64_t n;
        sy_ck_shape s;
        double *v = chain_leaf(c, li, &n, &s);
        sy_device d = devs[li == 0 ? 0 : (li - 1) / 2];
        lv[li] = d.autodiff ? bw_leaf(d, dt, v, s, false) : bw_make(d, dt, v, s, false);
    }
    y = sy_tensor_retain(lv[0]);
    for (int k = 0; k < c->n; k++) {
        sy_tensor *m = NULL, *p = NULL, *t = NULL, *next = NULL;
        BW_OK(sy_to_device(y, devs[k], &m));
        BW_OK(sy_mul(m, lv[1 + 2 * k], &p));
        BW_OK(sy_tanh(p, &t));
        BW_OK(sy_add(t, lv[2 + 2 * k], &next));
        RELEASE(y, m, p, t);
        y = next;
    }
    sy_tensor *xm = NULL, *out = NULL;
    BW_OK(sy_to_device(lv[0], devs[c->n - 1], &xm));
    BW_OK(sy_add(y, xm, &out));
    RELEASE(y, xm);
    for (int li = 0; li < 1 + 2 * c->n; li++) {
        if (leaves)
            leaves[li] = lv[li];
        else
            sy_tensor_release(lv[li]);
    }
    return out;
}

/* Central differences of sum(y * r) for every leaf element, the chain run
 * on plain tensors in dt on devs. */
static double *chain_fd(chain *c, sy_dtype dt, const sy_device *devs, int li)
{
    int64_t n;
    sy_ck_shape s;
    double *v = chain_leaf(c, li, &n, &s), *fd = malloc((size_t)n * sizeof *fd);
    BW_REQUIRE(fd != NULL, "chain_fd: out of memory");
    for (int64_t j = 0; j < n; j++) {
        const double x0 = v[j];
        v[j] = x0 + FD_H;
        sy_tensor *yp = chain_forward(c, dt, devs, NULL);
        v[j] = x0 - FD_H;
        sy_tensor *ym = chain_forward(c, dt, devs, NULL);
        v[j] = x0;
        double *a = bw_vals(yp), *b = bw_vals(ym), acc = 0;
        for (int k = 0; k < 12; k++)
            acc += c->r[k] * (a[k] - b[k]);
        fd[j] = acc / (2 * FD_H);
        free(a);
        free(b);
        RELEASE(yp, ym);
    }
    return fd;
}

/* _i: 0 the f64 chain over the devices that store f64 (cpu -> simd -> blas),
 * 1 the f32 chain over every device (... -> sim:0 -> sim:1). Every leaf's
 * gradient arrives on the leaf's own device (plain) and matches the central
 * differences (f64: of the same chain; f32: of the chain in f64 on cpu). */
START_TEST(test_moves)
{
    const sy_dtype dt = _i == 0 ? SY_DTYPE_F64 : SY_DTYPE_F32;
    sy_ck_leak snap = sy_ck_leak_snap();
    chain c = {0};
    for (int d = 0; d < bw_ndev; d++)
        if (sy_backend_stores((sy_backend)bw_devs[d].backend, dt))
            c.dev[c.n++] = bw_devs[d];
    ck_assert_int_gt(c.n, 0);
    bw_gen(c.x, 12, K_ANY, 700);
    bw_gen(c.r, 12, K_ANY, 701);
    for (int k = 0; k < c.n; k++) {
        bw_gen(c.w[k], 12, K_ANY, 710u + (uint32_t)k);
        bw_gen(c.b[k], 4, K_ANY, 730u + (uint32_t)k);
    }
    const int nl = 1 + 2 * c.n;
    sy_tensor *g[2][1 + 2 * CH_MAX];
    for (int s = 0; s < 2; s++) {
        sy_device ads[CH_MAX];
        for (int k = 0; k < c.n; k++)
            ads[k] = sy_device_autodiff(c.dev[k], strategies[s]);
        sy_tensor *lv[1 + 2 * CH_MAX], *y = chain_forward(&c, dt, ads, lv), *rt = NULL, *m = NULL, *loss = NULL;
        rt = bw_make(c.dev[c.n - 1], dt, c.r, (sy_ck_shape)S2(3, 4), false);
        SY_OK_OR_FAIL(sy_mul(y, rt, &m));
        SY_OK_OR_FAIL(sy_sum(m, SY_AXIS_ALL, false, &loss));
        sy_grads *gr = bw_backward(loss, "moves");
        for (int li = 0; li < nl; li++)
            g[s][li] = bw_grad_of(gr, lv[li], "moves"); /* on the leaf's own inner device */
        /* a moved tensor is not a leaf */
        sy_tensor *moved = NULL;
        SY_OK_OR_FAIL(sy_to_device(lv[0], ads[c.n - 1], &moved));
        bw_no_grad(gr, moved, SY_E_NO_GRADIENT, "a moved leaf");
        sy_grads_release(gr);
        bw_release_all(lv, (size_t)nl);
        RELEASE(y, rt, m, loss, moved);
    }
    sy_device fd_devs[CH_MAX];
    for (int k = 0; k < c.n; k++)
        fd_devs[k] = dt == SY_DTYPE_F64 ? c.dev[k] : cpu0;
    for (int li = 0; li < nl; li++) {
        char what[96], name[SY__DEVICE_STR_MAX];
        sy_device home = c.dev[li == 0 ? 0 : (li - 1) / 2];
        snprintf(what, sizeof what, "%s chain, leaf %d (on %s)", sy_dtype_name(dt), li, bw_dev_str(home, name));
        ck_assert_msg(sy_device_eq(sy_tensor_device(g[0][li]), home), "%s: gradient on another device", what);
        bw_same_bits(g[0][li], g[1][li], what);
        double *fd = chain_fd(&c, SY_DTYPE_F64, fd_devs, li), *got = bw_vals(g[0][li]);
        int64_t n;
        sy_ck_shape s;
        chain_leaf(&c, li, &n, &s);
        if (dt == SY_DTYPE_F64)
            bw_close_to(got, fd, n, FD64_RTOL, FD64_ATOL, what);
        else
            bw_close_to(got, fd, n, FD32_RTOL, FD32_ATOL, what);
        free(fd);
        free(got);
    }
    bw_release_all(g[0], (size_t)nl);
    bw_release_all(g[1], (size_t)nl);
    SY_CK_NO_LEAK(snap);
}
END_TEST

/* ---- API errors ----------------------------------------------------------------- */

/* _i = device * 2 + strategy. */
START_TEST(test_api_errors)
{
    sy_device dev = DEV(_i), ad = AD(_i), other = bw_devs[(_i / 2 + 1) % bw_ndev];
    sy_ck_leak snap = sy_ck_leak_snap();
    const sy_ck_shape shape = S2(2, 3);
    double xv[6], wv[6], sv[6];
    bw_gen(xv, 6, K_ANY, 800);
    bw_gen(wv, 6, K_ANY, 801);
    bw_gen(sv, 6, K_ANY, 802);
    sy_tensor *x = bw_leaf(ad, SY_DTYPE_F32, xv, shape, false), *w = bw_leaf(ad, SY_DTYPE_F32, wv, shape, false);
    sy_tensor *t = NULL, *y = NULL;
    SY_OK_OR_FAIL(sy_tanh(x, &t));
    SY_OK_OR_FAIL(sy_mul(t, w, &y)); /* [2, 3], tracked */
    sy_grads *g = (sy_grads *)&snap;

    /* NOT_SCALAR: no seed for a non-scalar loss, or a seed that is not a
     * plain tensor of the loss's shape and dtype on its inner device */
    SY_EXPECT(SY_E_NOT_SCALAR, sy_backward(y, &g));
    ck_assert_ptr_null(g);
    SY_EXPECT(SY_E_NOT_SCALAR, sy_backward_ex(y, NULL, SY_BACKWARD_RETAIN_GRAPH, &g));
    ck_assert_ptr_null(g);
    struct {
        const char *name;
        sy_ck_shape s;
        sy_dtype dt;
        int where; /* 0 plain cpu, 1 made on the autodiff device, 2 tracked, 3 another device */
    } bad[] = {
        {"shape [3, 2]", S2(3, 2), SY_DTYPE_F32, 0},   {"shape [6]", S1(6), SY_DTYPE_F32, 0},
        {"shape [2, 3, 1]", S3(2, 3, 1), SY_DTYPE_F32, 0}, {"rank 0", S0, SY_DTYPE_F32, 0},
        {"dtype f64", S2(2, 3), SY_DTYPE_F64, 0},       {"on the autodiff device", S2(2, 3), SY_DTYPE_F32, 1},
        {"tracked", S2(2, 3), SY_DTYPE_F32, 2},         {"on another device", S2(2, 3), SY_DTYPE_F32, 3},
    };
    int rejected = 0;
    for (size_t k = 0; k < sizeof bad / sizeof bad[0]; k++) {
        sy_tensor *seed = NULL;
        if (bad[k].where == 3) {
            if (sy_device_eq(other, dev))
                continue; /* cpu only: no other device */
            seed = bw_make(other, bad[k].dt, sv, bad[k].s, false);
        } else if (bad[k].where == 0) { /* f64 on a backend without it: on cpu, wrong twice */
            seed = bw_make(sy_backend_stores((sy_backend)dev.backend, bad[k].dt) ? dev : cpu0, bad[k].dt, sv, bad[k].s,
                        false);
        } else if (bad[k].where == 1) { /* untracked, in the context */
            float f[6];
            for (int j = 0; j < 6; j++)
                f[j] = (float)sv[j];
            SY_OK_OR_FAIL(sy_tensor_from_data(f, bad[k].dt, bad[k].s.d, bad[k].s.rank, ad, &seed));
        } else {
            seed = bw_leaf(ad, bad[k].dt, sv, bad[k].s, false);
        }
        g = (sy_grads *)&snap;
        sy_status st = sy_backward_ex(y, seed, 0, &g);
        ck_assert_msg(st == SY_E_NOT_SCALAR && g == NULL, "seed %s: %s: %s", bad[k].name, sy_status_name(st),
                      sy_last_error());
        sy_tensor_release(seed);
        rejected++;
    }
    ck_assert_int_ge(rejected, bw_ndev > 1 ? 8 : 7);

    /* a seeded backward of y equals the backward of sum(y * seed) */
    sy_tensor *seed = bw_make(dev, SY_DTYPE_F32, sv, shape, false);
    SY_OK_OR_FAIL(sy_backward_ex(y, seed, 0, &g)); /* the failures above left the graph intact */
    sy_tensor *gx = bw_grad_of(g, x, "seeded"), *gw = bw_grad_of(g, w, "seeded");
    sy_grads_release(g);
    sy_tensor *t2 = NULL, *y2 = NULL, *m = NULL, *loss = NULL;
    SY_OK_OR_FAIL(sy_tanh(x, &t2));
    SY_OK_OR_FAIL(sy_mul(t2, w, &y2));
    SY_OK_OR_FAIL(sy_mul(y2, seed, &m));
    SY_OK_OR_FAIL(sy_sum(m, SY_AXIS_ALL, false, &loss));
    g = bw_backward(loss, "sum(y * seed)");
    sy_tensor *hx = bw_grad_of(g, x, "sum(y * seed)"), *hw = bw_grad_of(g, w, "sum(y * seed)");
    bw_same_bits(gx, hx, "seeded vs weighted sum: dx");
    bw_same_bits(gw, hw, "seeded vs weighted sum: dw");
    sy_grads_release(g);
    RELEASE(gx, gw, hx, hw, seed);

    /* GRAPH_RELEASED: a second pass over the same ops, also from another
     * loss sharing them; RETAIN_GRAPH allows repeated passes */
    g = (sy_grads *)&snap;
    SY_EXPECT(SY_E_GRAPH_RELEASED, sy_backward(loss, &g));
    ck_assert_ptr_null(g);
    sy_tensor *l2 = NULL, *l3 = NULL;
    SY_OK_OR_FAIL(sy_sum(y2, SY_AXIS_ALL, false, &l2)); /* a new node over released ones */
    g = (sy_grads *)&snap;
    SY_EXPECT(SY_E_GRAPH_RELEASED, sy_backward(l2, &g));
    ck_assert_ptr_null(g);
    sy_tensor *y3 = NULL, *first = NULL;
    SY_OK_OR_FAIL(sy_sigmoid(x, &y3));
    SY_OK_OR_FAIL(sy_sum(y3, SY_AXIS_ALL, false, &l3));
    for (int pass = 0; pass < 3; pass++) {
        g = NULL;
        SY_OK_OR_FAIL(sy_backward_ex(l3, NULL, pass < 2 ? SY_BACKWARD_RETAIN_GRAPH : 0, &g));
        sy_tensor *gp = bw_grad_of(g, x, "retained pass");
        if (pass == 0) {
            first = gp;
        } else {
            bw_same_bits(first, gp, pass == 1 ? "second retained pass" : "pass after two retained ones");
            sy_tensor_release(gp);
        }
        bw_no_grad(g, w, SY_E_NO_GRADIENT, "w after sigmoid(x)");
        sy_grads_release(g);
    }
    g = (sy_grads *)&snap;
    SY_EXPECT(SY_E_GRAPH_RELEASED, sy_backward_ex(l3, NULL, SY_BACKWARD_RETAIN_GRAPH, &g));
    ck_assert_ptr_null(g);

    /* NOT_TRACKED: a plain loss, and an untracked one in the context */
    double one = 1;
    sy_tensor *pl = bw_make(dev, SY_DTYPE_F32, &one, (sy_ck_shape)S0, false), *cl = NULL, *ps = NULL;
    SY_OK_OR_FAIL(sy_full(NULL, 0, 1.0, SY_DTYPE_F32, ad, &cl));
    ps = bw_make(dev, SY_DTYPE_F32, &one, (sy_ck_shape)S0, false);
    g = (sy_grads *)&snap;
    SY_EXPECT(SY_E_NOT_TRACKED, sy_backward(pl, &g));
    ck_assert_ptr_null(g);
    SY_EXPECT(SY_E_NOT_TRACKED, sy_backward_ex(pl, ps, 0, &g));
    SY_EXPECT(SY_E_NOT_TRACKED, sy_backward(cl, &g));
    ck_assert_ptr_null(g);

    /* INVALID_ARGUMENT: NULLs and unknown flags (checked before anything) */
    SY_EXPECT(SY_E_INVALID_ARGUMENT, sy_backward(NULL, &g));
    ck_assert_ptr_null(g);
    SY_EXPECT(SY_E_INVALID_ARGUMENT, sy_backward(l3, NULL));
    SY_EXPECT(SY_E_INVALID_ARGUMENT, sy_backward_ex(NULL, NULL, 0, &g));
    const unsigned flags[] = {2u, 4u, SY_BACKWARD_RETAIN_GRAPH | 8u, 0x80000000u};
    for (size_t k = 0; k < sizeof flags / sizeof flags[0]; k++) {
        g = (sy_grads *)&snap;
        SY_EXPECT(SY_E_INVALID_ARGUMENT, sy_backward_ex(l3, NULL, flags[k], &g));
        ck_assert_ptr_null(g);
        SY_EXPECT(SY_E_INVALID_ARGUMENT, sy_backward_ex(pl, NULL, flags[k], &g)); /* before NOT_TRACKED */
    }
    sy_tensor *l4 = NULL, *r = (sy_tensor *)&snap;
    SY_OK_OR_FAIL(sy_sum(x, SY_AXIS_ALL, false, &l4));
    g = bw_backward(l4, "sum(x)");
    SY_EXPECT(SY_E_INVALID_ARGUMENT, sy_grad(NULL, x, &r));
    ck_assert_ptr_null(r);
    SY_EXPECT(SY_E_INVALID_ARGUMENT, sy_grad(g, NULL, &r));
    SY_EXPECT(SY_E_INVALID_ARGUMENT, sy_grad(g, x, NULL));
    sy_grads_release(g);
    sy_grads_release(NULL);

    /* sy_require_grad */
    r = (sy_tensor *)&snap;
    SY_EXPECT(SY_E_INVALID_ARGUMENT, sy_require_grad(NULL, &r));
    ck_assert_ptr_null(r);
    SY_EXPECT(SY_E_INVALID_ARGUMENT, sy_require_grad(x, NULL));
    SY_EXPECT(SY_E_AUTODIFF_MISMATCH, sy_require_grad(pl, &r)); /* plain */
    ck_assert_ptr_null(r);
    const int32_t iv[2] = {1, 2};
    const uint8_t bv[2] = {1, 0};
    const int64_t two = 2;
    sy_tensor *it = NULL, *bt = NULL;
    SY_OK_OR_FAIL(sy_tensor_from_data(iv, SY_DTYPE_I32, &two, 1, ad, &it));
    SY_OK_OR_FAIL(sy_tensor_from_data(bv, SY_DTYPE_BOOL, &two, 1, ad, &bt));
    SY_EXPECT(SY_E_DTYPE_UNSUPPORTED, sy_require_grad(it, &r));
    ck_assert_ptr_null(r);
    SY_EXPECT(SY_E_DTYPE_UNSUPPORTED, sy_require_grad(bt, &r));
    SY_EXPECT(SY_E_INVALID_ARGUMENT, sy_require_grad(y, &r)); /* not a leaf */
    ck_assert_ptr_null(r);

    /* one-element losses need no seed: a rank-0 leaf, a [1, 1] result */
    sy_tensor *s0 = bw_leaf(ad, SY_DTYPE_F32, &one, (sy_ck_shape)S0, false), *s11 = NULL, *sg = NULL;
    g = bw_backward(s0, "a leaf as the loss");
    sg = bw_grad_of(g, s0, "a leaf as the loss");
    double *v = bw_vals(sg);
    ck_assert(v[0] == 1.0);
    free(v);
    sy_grads_release(g);
    sy_tensor_release(sg);
    const int64_t d11[2] = {1, 1};
    SY_OK_OR_FAIL(sy_reshape(s0, d11, 2, &s11));
    g = bw_backward(s11, "[1, 1] loss");
    sg = bw_grad_of(g, s0, "[1, 1] loss");
    v = bw_vals(sg);
    ck_assert(v[0] == 1.0);
    free(v);
    sy_grads_release(g);
    RELEASE(x, w, t, y, t2, y2, m, loss, l2, l3, y3, first, pl, cl, ps, l4, it, bt, s0, s11, sg);
    SY_CK_NO_LEAK(snap);
}
END_TEST

/* ---- strategies ------------------------------------------------------------------ */

/* _i: device. Plain tensors merge into either strategy's graph; NONE and
 * BALANCED tensors meeting in an op fail with STRATEGY_MISMATCH, leaking
 * nothing and leaving both graphs usable; a move across strategies joins
 * them. */
START_TEST(test_strategy_mix)
{
    sy_device dev = bw_devs[_i];
    sy_device adn = sy_device_autodiff(dev, SY_CHECKPOINT_NONE), adb = sy_device_autodiff(dev, SY_CHECKPOINT_BALANCED);
    sy_ck_leak snap = sy_ck_leak_snap();
    const sy_ck_shape shape = S2(2, 3);
    double xv[6], pv[6], cv[6], want[6];
    bw_gen(xv, 6, K_ANY, 900);
    bw_gen(pv, 6, K_ANY, 901);
    bw_gen(cv, 6, K_BOOL, 902);
    sy_tensor *xn = bw_leaf(adn, SY_DTYPE_F32, xv, shape, false), *xb = bw_leaf(adb, SY_DTYPE_F32, xv, shape, false);
    sy_tensor *p = bw_make(dev, SY_DTYPE_F32, pv, shape, false), *cond = bw_make(dev, SY_DTYPE_BOOL, cv, shape, false);
    sy_tensor *yn = NULL, *yb = NULL;
    SY_OK_OR_FAIL(sy_tanh(xn, &yn));
    SY_OK_OR_FAIL(sy_tanh(xb, &yb));
    sy_ck_leak mid = sy_ck_leak_snap();
    int mismatches = 0;
    for (int op = 0; op < SY_OP_COUNT; op++) {
        const sy__class cls = sy__op_table[op].cls;
        if (cls != SY__CLASS_BINARY && cls != SY__CLASS_WHERE && cls != SY__CLASS_COMPARE)
            continue;
        for (int order = 0; order < 2; order++) {
            sy_tensor *a = order ? yb : yn, *b = order ? yn : yb, *out = (sy_tensor *)&snap;
            sy_tensor *in[3] = {a, b, NULL};
            if (cls == SY__CLASS_WHERE) {
                in[0] = cond, in[1] = a, in[2] = b;
            }
            sy_status st = sy_ck_call((sy_op)op, in, NULL, &out);
            ck_assert_msg(st == SY_E_STRATEGY_MISMATCH && out == NULL, "sy_%s: %s", sy_op_name((sy_op)op),
                          sy_status_name(st));
            mismatches++;
        }
    }
    ck_assert_int_ge(mismatches, 18); /* 5 binary, 3 comparisons, where; both orders */
    SY_CK_NO_LEAK(mid); /* the failed ops left nothing behind */

    /* both graphs still work, with plain p mixed in: d sum(tanh(x) * p) =
     * p (1 - tanh(x)^2), the same bits under both strategies */
    sy_tensor *g2[2];
    for (int s = 0; s < 2; s++) {
        sy_tensor *m = NULL, *loss = NULL;
        SY_OK_OR_FAIL(sy_mul(s ? yb : yn, p, &m));
        ck_assert(sy_tensor_is_tracked(m) && sy_tensor_device(m).checkpointing == strategies[s]);
        SY_OK_OR_FAIL(sy_sum(m, SY_AXIS_ALL, false, &loss));
        sy_grads *g = bw_backward(loss, "after a mismatch");
        g2[s] = bw_grad_of(g, s ? xb : xn, "after a mismatch");
        sy_grads_release(g);
        RELEASE(m, loss);
    }
    bw_same_bits(g2[0], g2[1], "NONE vs BALANCED after a mismatch");
    for (int j = 0; j < 6; j++)
        want[j] = pv[j] * (1 - tanh(xv[j]) * tanh(xv[j]));
    double *got = bw_vals(g2[0]);
    bw_close_to(got, want, 6, HAND32_TOL, HAND32_TOL, "d sum(tanh(x) * p)");
    free(got);
    RELEASE(g2[0], g2[1], yn, yb);

    /* a move across strategies: NONE's tanh(x) joins BALANCED's graph */
    sy_tensor *tn = NULL, *tb = NULL, *moved = NULL, *sum = NULL, *loss = NULL;
    SY_OK_OR_FAIL(sy_tanh(xn, &tn));
    SY_OK_OR_FAIL(sy_tanh(xb, &tb));
    SY_OK_OR_FAIL(sy_to_device(tn, adb, &moved));
    ck_assert(sy_tensor_is_tracked(moved) && sy_tensor_device(moved).checkpointing == SY_CHECKPOINT_BALANCED);
    SY_OK_OR_FAIL(sy_mul(moved, tb, &sum));
    SY_OK_OR_FAIL(sy_sum(sum, SY_AXIS_ALL, false, &loss));
    sy_grads *g = bw_backward(loss, "across strategies");
    sy_tensor *gn = bw_grad_of(g, xn, "across strategies: NONE leaf"), *gb = bw_grad_of(g, xb, "across strategies");
    bw_same_bits(gn, gb, "d(tanh(x) tanh(x')) is symmetric in x = x'");
    for (int j = 0; j < 6; j++)
        want[j] = tanh(xv[j]) * (1 - tanh(xv[j]) * tanh(xv[j]));
    got = bw_vals(gn);
    bw_close_to(got, want, 6, HAND32_TOL, HAND32_TOL, "d sum(tanh(x) tanh(x'))");
    free(got);
    sy_grads_release(g);
    RELEASE(xn, xb, p, cond, tn, tb, moved, sum, loss, gn, gb);
    SY_CK_NO_LEAK(snap);
}
END_TEST

/* Backward passes over one graph from several threads: passes that retain
 * the graph share it; a pass that frees it waits its turn (GRAPH_RELEASED
 * while a retaining pass reads it, or after it was freed). Whatever the
 * interleaving, no pass reads freed data (ASan) and every gradient that
 * comes back is right. */
typedef struct bw_race {
    const sy_tensor *loss, *leaf;
    unsigned flags;
    int ok, refused, wrong;
    double want;
} bw_race;

static void *bw_race_run(void *arg)
{
    bw_race *r = arg;
    for (int k = 0; k < 200; k++) {
        sy_grads *g = NULL;
        sy_status st = sy_backward_ex(r->loss, NULL, r->flags, &g);
        if (st == SY_E_GRAPH_RELEASED) {
            r->refused++;
            continue;
        }
        if (st != SY_OK) {
            r->wrong++;
            continue;
        }
        sy_tensor *gx = NULL;
        double v[4];
        if (sy_grad(g, r->leaf, &gx) != SY_OK || sy_tensor_to_data(gx, v, sizeof v) != SY_OK || v[0] != r->want)
            r->wrong++;
        else
            r->ok++;
        sy_tensor_release(gx);
        sy_grads_release(g);
    }
    return NULL;
}

START_TEST(test_concurrent_backward)
{
    sy_ck_leak snap = sy_ck_leak_snap();
    const sy_device cpu = sy_device_of(SY_BACKEND_CPU, 0), ad = sy_device_autodiff(cpu, SY_CHECKPOINT_NONE);
    const double x[4] = {0.5, -1, 2, 0.25};
    const int64_t shape[1] = {4};
    sy_tensor *px, *tx, *e, *loss;
    SY_OK_OR_FAIL(sy_tensor_from_data(x, SY_DTYPE_F64, shape, 1, cpu, &px));
    SY_OK_OR_FAIL(sy_track(px, ad, &tx));
    SY_OK_OR_FAIL(sy_exp(tx, &e)); /* backward reads the kept result */
    SY_OK_OR_FAIL(sy_sum(e, SY_AXIS_ALL, false, &loss));
    bw_race r[3] = {{loss, tx, SY_BACKWARD_RETAIN_GRAPH, 0, 0, 0, exp(0.5)},
                    {loss, tx, SY_BACKWARD_RETAIN_GRAPH, 0, 0, 0, exp(0.5)},
                    {loss, tx, 0, 0, 0, 0, exp(0.5)}};
    pthread_t th[3];
    for (int i = 0; i < 3; i++)
        ck_assert_int_eq(pthread_create(&th[i], NULL, bw_race_run, &r[i]), 0);
    for (int i = 0; i < 3; i++)
        pthread_join(th[i], NULL);
    for (int i = 0; i < 3; i++)
        ck_assert_msg(r[i].wrong == 0, "thread %d: %d wrong gradients", i, r[i].wrong);
    /* the freeing pass ran at most once; after it, everyone is refused */
    ck_assert_int_le(r[2].ok, 1);
    ck_assert_int_eq(r[0].ok + r[0].refused + r[1].ok + r[1].refused + r[2].ok + r[2].refused, 600);
    sy_grads *g = NULL;
    if (r[2].ok == 1) /* the graph is gone now */
        SY_EXPECT(SY_E_GRAPH_RELEASED, sy_backward_ex(loss, NULL, SY_BACKWARD_RETAIN_GRAPH, &g));
    sy_tensor *all[] = {px, tx, e, loss};
    for (size_t i = 0; i < 4; i++)
        sy_tensor_release(all[i]);
    SY_CK_NO_LEAK(snap);
}
END_TEST

/* Independent graphs that share a leaf (the weights of data-parallel
 * threads): each thread builds its own graph from the shared leaf and runs
 * backward over it, with or without SY_BACKWARD_RETAIN_GRAPH, at the same
 * time as the others. A pass writes nothing into the shared leaf (a data
 * race under make test-tsan before), and every gradient is right. */
typedef struct leaf_race {
    const sy_tensor *leaf;
    unsigned flags;
    int ok, wrong;
} leaf_race;

static void *leaf_race_run(void *arg)
{
    leaf_race *r = arg;
    for (int k = 0; k < 100; k++) {
        sy_tensor *e = NULL, *loss = NULL, *gx = NULL;
        sy_grads *g = NULL;
        double v[4];
        if (sy_exp(r->leaf, &e) != SY_OK || sy_sum(e, SY_AXIS_ALL, false, &loss) != SY_OK ||
            sy_backward_ex(loss, NULL, r->flags, &g) != SY_OK || sy_grad(g, r->leaf, &gx) != SY_OK ||
            sy_tensor_to_data(gx, v, sizeof v) != SY_OK || v[1] != exp(-1.0))
            r->wrong++;
        else
            r->ok++;
        sy_tensor_release(gx);
        sy_grads_release(g);
        sy_tensor_release(loss);
        sy_tensor_release(e);
    }
    return NULL;
}

START_TEST(test_concurrent_backward_shared_leaf)
{
    sy_ck_leak snap = sy_ck_leak_snap();
    const sy_device cpu = sy_device_of(SY_BACKEND_CPU, 0);
    const double x[4] = {0.5, -1, 2, 0.25};
    const int64_t shape[1] = {4};
    for (int s = 0; s < 2; s++) {
        sy_tensor *px, *tx;
        SY_OK_OR_FAIL(sy_tensor_from_data(x, SY_DTYPE_F64, shape, 1, cpu, &px));
        SY_OK_OR_FAIL(sy_track(px, sy_device_autodiff(cpu, strategies[s]), &tx));
        leaf_race r[4] = {{tx, 0, 0, 0}, {tx, 0, 0, 0}, {tx, SY_BACKWARD_RETAIN_GRAPH, 0, 0},
                          {tx, SY_BACKWARD_RETAIN_GRAPH, 0, 0}};
        pthread_t th[4];
        for (int i = 0; i < 4; i++)
            ck_assert_int_eq(pthread_create(&th[i], NULL, leaf_race_run, &r[i]), 0);
        for (int i = 0; i < 4; i++) {
            pthread_join(th[i], NULL);
            ck_assert_msg(r[i].wrong == 0 && r[i].ok == 100, "%s, thread %d: %d right, %d wrong (%s)",
                          strategy_names[s], i, r[i].ok, r[i].wrong, sy_last_error());
        }
        sy_tensor_release(tx);
        sy_tensor_release(px);
    }
    SY_CK_NO_LEAK(snap);
}
END_TEST

TCase *bw_tcase_graph(void)
{
    TCase *tc = tcase_create("graph");
    tcase_set_timeout(tc, 60);
    tcase_add_loop_test(tc, test_accumulate_and_constants, 0, 2 * bw_ndev);
    tcase_add_loop_test(tc, test_no_gradient_ops, 0, 2 * bw_ndev);
    tcase_add_loop_test(tc, test_moves, 0, 2);
    tcase_add_loop_test(tc, test_api_errors, 0, 2 * bw_ndev);
    tcase_add_loop_test(tc, test_strategy_mix, 0, bw_ndev);
    return tc;
}

TCase *bw_tcase_concurrency(void)
{
    TCase *tc = tcase_create("concurrency");
    tcase_set_timeout(tc, 60);
    tcase_add_test(tc, test_concurrent_backward);
    tcase_add_test(tc, test_concurrent_backward_shared_leaf);
    return tc;
}
