/* The backward suite, "gradcheck": every differentiable op against central
 * differences on every device, broadcasting undone, max ties, and an MLP
 * and a softmax against closed forms (see check_backward.c). */
#include <math.h>
#include <stdio.h>
#include <stdlib.h>

#include "check_backward.h"
#include "sy_rules.h"

/* ==== gradcheck ============================================================= */

/* One concrete run: L = sum(op(inputs) * r), r fixed (so every output
 * element matters). The values do not depend on the dtype. */
typedef struct gc_spec {
    sy_op op;
    int n;
    sy_ck_attrs at;
    sy_dtype dt[3];
    sy_ck_shape s[3];
    bool t[3];
    double *v[3];
    sy_ck_shape out;
    sy_dtype out_dt;
    double *r;
    double h; /* the finite-difference step */
    unsigned untracked; /* gc_case's */
    char what[160];
} gc_spec;

static double *gc_eval(const gc_spec *sp, sy_device dev);

static void gc_init(gc_spec *sp, sy_op op, const gc_case *c, int ci, int variant, sy_dtype key)
{
    memset(sp, 0, sizeof *sp);
    sp->op = op;
    sp->n = gc_inputs(op, c, ci, variant, key, &sp->at, sp->dt, sp->s, sp->t, sp->v);
    for (int i = 0; i < sp->n; i++)
        BW_REQUIRE(sp->v[i] != NULL, "gc_init: out of memory");
    sp->h = sy__op_table[op].cls == SY__CLASS_CAST ? FD_H_LINEAR : FD_H;
    sp->untracked = c->untracked;
    /* the output's shape and dtype, from a plain run */
    sy_tensor *in[3] = {NULL, NULL, NULL}, *y = NULL;
    for (int i = 0; i < sp->n; i++)
        in[i] = bw_make(cpu0, sp->dt[i], sp->v[i], sp->s[i], false);
    BW_OK(sy_ck_call(op, in, &sp->at, &y));
    sp->out = sy_ck_shape_of(y);
    sp->out_dt = sy_tensor_dtype(y);
    bw_release_all(in, 3);
    sy_tensor_release(y);
    sp->r = gc_weights(op, ci, bw_numel(sp->out));
    BW_REQUIRE(sp->r != NULL, "gc_init: out of memory");
    char axis[32] = "";
    if (sy__op_table[op].cls == SY__CLASS_REDUCE && sp->at.axis == SY_AXIS_ALL)
        snprintf(axis, sizeof axis, ", SY_AXIS_ALL%s", sp->at.keepdim ? ", keepdim" : "");
    else if (sy__op_table[op].cls == SY__CLASS_REDUCE && SY_IS_AXES(sp->at.axis))
        snprintf(axis, sizeof axis, ", the set%s", sp->at.keepdim ? ", keepdim" : ""); /* the case names it */
    else if (sy__op_table[op].cls == SY__CLASS_REDUCE)
        snprintf(axis, sizeof axis, ", axis %d%s", sp->at.axis, sp->at.keepdim ? ", keepdim" : "");
    snprintf(sp->what, sizeof sp->what, "sy_%s %s%s, %s", sy_op_name(op), c->name, axis, sy_dtype_name(key));
}

static void gc_free(gc_spec *sp)
{
    for (int i = 0; i < 3; i++)
        free(sp->v[i]);
    free(sp->r);
    memset(sp, 0, sizeof *sp);
}

/* op on plain contiguous inputs holding sp's values, on dev: the values of
 * the output (malloc'd). */
static double *gc_eval(const gc_spec *sp, sy_device dev)
{
    sy_tensor *in[3] = {NULL, NULL, NULL}, *y = NULL;
    for (int i = 0; i < sp->n; i++)
        in[i] = bw_make(dev, sp->dt[i], sp->v[i], sp->s[i], false);
    BW_OK(sy_ck_call(sp->op, in, &sp->at, &y));
    double *v = bw_vals(y);
    bw_release_all(in, 3);
    sy_tensor_release(y);
    return v;
}

/* Central differences of L for every element of every float input, the op
 * evaluated on plain tensors on dev. The sum over outputs is taken of the
 * differences, r_k * (y+_k - y-_k), so outputs the element does not touch
 * cancel exactly. fd[i] is NULL for non-float inputs. */
static void gc_fd(gc_spec *sp, sy_device dev, double *fd[3])
{
    const int64_t nout = bw_numel(sp->out);
    for (int i = 0; i < 3; i++) {
        fd[i] = NULL;
        if (i >= sp->n || !sy_dtype_is_float(sp->dt[i]))
            continue;
        const int64_t n = bw_numel(sp->s[i]);
        fd[i] = malloc((size_t)(n > 0 ? n : 1) * sizeof(double));
        BW_REQUIRE(fd[i] != NULL, "gc_fd: out of memory");
        for (int64_t j = 0; j < n; j++) {
            const double x0 = sp->v[i][j];
            sp->v[i][j] = x0 + sp->h;
            double *yp = gc_eval(sp, dev);
            sp->v[i][j] = x0 - sp->h;
            double *ym = gc_eval(sp, dev);
            sp->v[i][j] = x0;
            double acc = 0;
            for (int64_t k = 0; k < nout; k++)
                acc += sp->r[k] * (yp[k] - ym[k]);
            fd[i][j] = acc / (2 * sp->h);
            free(yp);
            free(ym);
        }
    }
}

static void fd_free(double *fd[3])
{
    for (int i = 0; i < 3; i++) {
        free(fd[i]);
        fd[i] = NULL;
    }
}

/* An untracked constant of autodiff(dev)'s context holding v (contiguous):
 * made there from data, which gives no leaf. */
static sy_tensor *gc_const(sy_device ad, sy_dtype dt, const double *v, sy_ck_shape s)
{
    sy_tensor *p = bw_make(cpu0, dt, v, s, false), *t = NULL;
    const size_t bytes = sy_tensor_nbytes(p);
    void *buf = malloc(bytes ? bytes : 1);
    BW_REQUIRE(buf != NULL, "gc_const: out of memory");
    BW_OK(sy_tensor_to_data(p, buf, bytes));
    BW_OK(sy_tensor_from_data(buf, dt, s.d, s.rank, ad, &t));
    free(buf);
    sy_tensor_release(p);
    BW_REQUIRE(!sy_tensor_is_tracked(t), "gc_const: the constant is tracked");
    return t;
}

/* Leaves of sp's values (the strided ones as views) tracked on
 * autodiff(dev, strategy); L = sum(op(leaves) * r); backward. g[i]: the
 * gradient of float input i (shape, dtype, device asserted); non-float
 * inputs (where's cond) are untracked: NOT_TRACKED. */
static void gc_grads(const gc_spec *sp, sy_device dev, sy_checkpointing strategy, sy_tensor *g[3])
{
    sy_device ad = sy_device_autodiff(dev, strategy);
    sy_tensor *in[3] = {NULL, NULL, NULL}, *y = NULL, *rt = NULL, *m = NULL, *loss = NULL;
    for (int i = 0; i < sp->n; i++)
        in[i] = (sp->untracked >> i) & 1u ? gc_const(ad, sp->dt[i], sp->v[i], sp->s[i])
                                          : bw_leaf(ad, sp->dt[i], sp->v[i], sp->s[i], sp->t[i]);
    BW_OK(sy_ck_call(sp->op, in, &sp->at, &y));
    BW_REQUIRE(sy_tensor_is_tracked(y), "%s: the output is not tracked", sp->what);
    rt = bw_make(dev, sp->out_dt, sp->r, sp->out, false);
    BW_OK(sy_mul(y, rt, &m));
    BW_OK(sy_sum(m, SY_AXIS_ALL, false, &loss));
    sy_grads *gr = bw_backward(loss, sp->what);
    for (int i = 0; i < 3; i++) {
        g[i] = NULL;
        if (i >= sp->n)
            continue;
        if (sy_dtype_is_float(sp->dt[i]) && !((sp->untracked >> i) & 1u))
            g[i] = bw_grad_of(gr, in[i], sp->what);
        else
            bw_no_grad(gr, in[i], SY_E_NOT_TRACKED, sp->what);
    }
    sy_grads_release(gr);
    bw_release_all(in, 3);
    RELEASE(y, rt, m, loss);
}

/* One gradcheck of sp on dev (both strategies, bitwise identical), against
 * fd (FD64 tolerance for f64, FD32 for f32, whose fd come from f64). On a
 * backend that runs everything on cpu, f32 gradients equal cpu's bit for
 * bit. */
static bool gc_check(const gc_spec *sp, sy_device dev, sy_dtype key, double *const fd[3])
{
    bool vs_cpu = false;
    char what[256], d[SY__DEVICE_STR_MAX];
    sy_tensor *g[2][3];
    for (int s = 0; s < 2; s++)
        gc_grads(sp, dev, strategies[s], g[s]);
    for (int i = 0; i < sp->n; i++) {
        if (!g[0][i])
            continue;
        snprintf(what, sizeof what, "%s on %s, input %d: NONE vs BALANCED", sp->what, bw_dev_str(dev, d), i);
        bw_same_bits(g[0][i], g[1][i], what);
        double *got = bw_vals(g[0][i]);
        snprintf(what, sizeof what, "%s on %s, input %d vs central differences", sp->what, bw_dev_str(dev, d), i);
        if (key == SY_DTYPE_F64)
            bw_close_to(got, fd[i], bw_numel(sp->s[i]), FD64_RTOL, FD64_ATOL, what);
        else
            bw_close_to(got, fd[i], bw_numel(sp->s[i]), FD32_RTOL, FD32_ATOL, what);
        free(got);
    }
    if (key == SY_DTYPE_F32 && !sy_device_eq(dev, cpu0) && bw_routes_to_cpu((sy_backend)dev.backend, key)) {
        sy_tensor *c[3];
        gc_grads(sp, cpu0, SY_CHECKPOINT_NONE, c);
        for (int i = 0; i < sp->n; i++) {
            if (!c[i])
                continue;
            snprintf(what, sizeof what, "%s on %s, input %d vs cpu", sp->what, bw_dev_str(dev, d), i);
            bw_same_bits(g[0][i], c[i], what);
        }
        bw_release_all(c, 3);
        vs_cpu = true;
    }
    bw_release_all(g[0], 3);
    bw_release_all(g[1], 3);
    return vs_cpu;
}

/* dev stores every dtype sp uses. */
static bool gc_fits(const gc_spec *sp, sy_device dev)
{
    for (int i = 0; i < sp->n; i++)
        if (!sy_backend_stores((sy_backend)dev.backend, sp->dt[i]))
            return false;
    return sy_backend_stores((sy_backend)dev.backend, sp->out_dt);
}

/* The gradchecks of case c (variant v) of op on dev, in f64 and f32 where
 * dev stores the dtypes: f64 against central differences evaluated on dev,
 * f32 against central differences of the same values in f64 on cpu.
 * Counts the checks run: [0] f64, [1] f32, [2] f32 compared with cpu. */
static void gc_run(sy_op op, const gc_case *c, int ci, int v, sy_device dev, int checks[3])
{
    for (int k = 0; k < 2; k++) {
        const sy_dtype key = float_dtypes[k];
        gc_spec sp;
        if ((op == SY_OP_MAX || op == SY_OP_MIN) && bw_numel(c->in[0].s) == 0)
            continue; /* max or min of nothing has no value (SHAPE_MISMATCH, check_ops.c) */
        gc_init(&sp, op, c, ci, v, key);
        if (!gc_fits(&sp, dev)) {
            gc_free(&sp);
            continue;
        }
        double *fd[3];
        if (key == SY_DTYPE_F64) {
            gc_fd(&sp, dev, fd);
        } else { /* the same values and weights in f64 */
            gc_spec ref;
            gc_init(&ref, op, c, ci, v, SY_DTYPE_F64);
            gc_fd(&ref, cpu0, fd);
            gc_free(&ref);
        }
        checks[2] += gc_check(&sp, dev, key, fd);
        fd_free(fd);
        gc_free(&sp);
        checks[k]++;
    }
}

/* _i: a differentiable op. Every case and variant of its class, on every
 * device, in f64 and f32, under both strategies. */
START_TEST(test_gradcheck)
{
    const sy_op op = bw_ops[_i];
    if (!SY_CK_HAS_CASES(op))
        return;
    sy_ck_leak snap = sy_ck_leak_snap();
    size_t nc;
    const gc_case *cases = gc_cases(op, &nc);
    ck_assert_msg(nc > 0, "sy_%s is differentiable but its class has no gradcheck case", sy_op_name(op));
    for (int d = 0; d < bw_ndev; d++) {
        int checks[3] = {0, 0, 0};
        for (size_t ci = 0; ci < nc; ci++)
            for (int v = 0; v < gc_variants(op, &cases[ci]); v++)
                gc_run(op, &cases[ci], (int)ci, v, bw_devs[d], checks);
        char name[SY__DEVICE_STR_MAX];
        /* every device runs f32; f64 where the backend stores it */
        ck_assert_msg(checks[1] > 0, "sy_%s: no f32 gradcheck on %s", sy_op_name(op), bw_dev_str(bw_devs[d], name));
        ck_assert_msg((checks[0] > 0) == sy_backend_stores((sy_backend)bw_devs[d].backend, SY_DTYPE_F64),
                      "sy_%s: %d f64 gradchecks on %s", sy_op_name(op), checks[0], name);
        /* sim: every f32 check also compared bit for bit with cpu */
        bool like_cpu =
            !sy_device_eq(bw_devs[d], cpu0) && bw_routes_to_cpu((sy_backend)bw_devs[d].backend, SY_DTYPE_F32);
        ck_assert_msg(checks[2] == (like_cpu ? checks[1] : 0), "sy_%s on %s: %d of %d f32 checks compared with cpu",
                      sy_op_name(op), name, checks[2], checks[1]);
    }
    SY_CK_NO_LEAK(snap);
}
END_TEST

/* Broadcast inputs (add/sub/mul/div/maximum/where, matmul batch dims, rank-0
 * scalars): the gradient has the input's own shape (gc_grads asserts it)
 * and equals the central differences. */
typedef struct bc_row {
    sy_op op;
    gc_case c;
} bc_row;

static const bc_row bc_rows[] = {
    {SY_OP_ADD, {.name = "[2, 3] + [3]", .in = {{.s = S2(2, 3)}, {.s = S1(3)}}}},
    {SY_OP_MUL, {.name = "[4, 1] * [1, 5]", .in = {{.s = S2(4, 1)}, {.s = S2(1, 5)}}}},
    {SY_OP_ADD, {.name = "rank-0 + [2, 3]", .in = {{.s = S0}, {.s = S2(2, 3)}}}},
    {SY_OP_MUL, {.name = "[2, 3] * rank-0", .in = {{.s = S2(2, 3)}, {.s = S0}}}},
    {SY_OP_SUB, {.name = "[3] - [2, 3]", .in = {{.s = S1(3)}, {.s = S2(2, 3)}}}},
    {SY_OP_DIV, {.name = "[2, 1, 3] / [4, 1]", .in = {{.s = S3(2, 1, 3)}, {.s = S2(4, 1)}}}},
    {SY_OP_MAXIMUM, {.name = "maximum([4, 1], [1, 5])", .in = {{.s = S2(4, 1)}, {.s = S2(1, 5)}}}},
    {SY_OP_WHERE,
     {.name = "where(cond [3], a [2, 1], b rank-0)",
      .in = {{.s = S1(3), .dt = GC_BOOL}, {.s = S2(2, 1)}, {.s = S0}}}},
    {SY_OP_WHERE,
     {.name = "where(cond [2, 1, 4], a [3, 1], b [4])",
      .in = {{.s = S3(2, 1, 4), .dt = GC_BOOL}, {.s = S2(3, 1)}, {.s = S1(4)}}}},
    {SY_OP_MATMUL, {.name = "[2, 3, 4] @ [4, 5]", .in = {{.s = S3(2, 3, 4)}, {.s = S2(4, 5)}}}},
    {SY_OP_MATMUL, {.name = "[3, 4] @ [2, 4, 5]", .in = {{.s = S2(3, 4)}, {.s = S3(2, 4, 5)}}}},
    {SY_OP_MATMUL, {.name = "[2, 1, 3, 4] @ [1, 5, 4, 2]", .in = {{.s = S4(2, 1, 3, 4)}, {.s = S4(1, 5, 4, 2)}}}},
};

/* _i: device */
START_TEST(test_broadcast_undone)
{
    sy_device dev = bw_devs[_i];
    sy_ck_leak snap = sy_ck_leak_snap();
    int checks[3] = {0, 0, 0};
    for (size_t k = 0; k < sizeof bc_rows / sizeof bc_rows[0]; k++) {
        const bc_row *row = &bc_rows[k];
        /* the premise: some float input is smaller than the output */
        gc_spec sp;
        gc_init(&sp, row->op, &row->c, 100 + (int)k, 0, SY_DTYPE_F32);
        bool broadcast = false;
        for (int i = 0; i < sp.n; i++)
            broadcast |= sy_dtype_is_float(sp.dt[i]) && bw_numel(sp.s[i]) < bw_numel(sp.out);
        ck_assert_msg(broadcast, "%s: no input is broadcast", sp.what);
        gc_free(&sp);
        gc_run(row->op, &row->c, 100 + (int)k, 0, dev, checks);
    }
    ck_assert_int_eq(checks[1], (int)(sizeof bc_rows / sizeof bc_rows[0]));
    SY_CK_NO_LEAK(snap);
}
END_TEST

/* _i: device x strategy. max with ties splits the gradient evenly:
 * x = [1, 3] -> reshape [2, 1] -> expand [2, 3] -> max(axis 1) -> sum is
 * x0 + x1, so the gradient is [1, 1] (not [3, 3]); max([2, 2, 1]) over all
 * elements gets [0.5, 0.5, 0]; a row without ties gets its one-hot. */
START_TEST(test_max_ties_split)
{
    sy_device dev = bw_devs[_i / 2];
    sy_checkpointing strat = _i % 2 ? SY_CHECKPOINT_BALANCED : SY_CHECKPOINT_NONE;
    sy_device ad = sy_device_autodiff(dev, strat);
    sy_ck_leak snap = sy_ck_leak_snap();
    sy_dtype dt = sy_backend_stores((sy_backend)dev.backend, SY_DTYPE_F64) ? SY_DTYPE_F64 : SY_DTYPE_F32;
    char dn[64], what[96];
    snprintf(what, sizeof what, "max ties on %s (%s)", bw_dev_str(dev, dn), sy_dtype_name(dt));

    const double xv[2] = {1, 3};
    sy_tensor *x = bw_leaf(ad, dt, xv, (sy_ck_shape)S1(2), false), *r, *e, *m, *loss;
    const int64_t s21[2] = {2, 1}, s23[2] = {2, 3};
    SY_OK_OR_FAIL(sy_reshape(x, s21, 2, &r));
    SY_OK_OR_FAIL(sy_expand(r, s23, 2, &e));
    SY_OK_OR_FAIL(sy_max(e, 1, false, &m));
    SY_OK_OR_FAIL(sy_sum(m, SY_AXIS_ALL, false, &loss));
    sy_grads *g = bw_backward(loss, what);
    sy_tensor *gx = bw_grad_of(g, x, what);
    double *got = bw_vals(gx);
    const double want[2] = {1, 1};
    bw_close_to(got, want, 2, 0, 0, what);
    free(got);
    sy_tensor_release(gx);
    sy_grads_release(g);
    sy_tensor *t1[] = {x, r, e, m, loss};
    bw_release_all(t1, 5);

    /* max over all elements, two tied of three; and a [2, 3] matrix over
     * axis 1 with a tie in the first row only */
    const double yv[3] = {2, 2, 1}, zv[6] = {5, 1, 5, 0, 4, 2};
    sy_tensor *y = bw_leaf(ad, dt, yv, (sy_ck_shape)S1(3), false), *my;
    SY_OK_OR_FAIL(sy_max(y, SY_AXIS_ALL, false, &my));
    g = bw_backward(my, what);
    sy_tensor *gy = bw_grad_of(g, y, what);
    got = bw_vals(gy);
    const double want_y[3] = {0.5, 0.5, 0};
    bw_close_to(got, want_y, 3, 0, 0, what);
    free(got);
    sy_tensor_release(gy);
    sy_grads_release(g);

    sy_tensor *z = bw_leaf(ad, dt, zv, (sy_ck_shape)S2(2, 3), false), *mz, *lz;
    SY_OK_OR_FAIL(sy_max(z, 1, true, &mz));
    SY_OK_OR_FAIL(sy_sum(mz, SY_AXIS_ALL, false, &lz));
    g = bw_backward(lz, what);
    sy_tensor *gz = bw_grad_of(g, z, what);
    got = bw_vals(gz);
    const double want_z[6] = {0.5, 0, 0.5, 0, 1, 0};
    bw_close_to(got, want_z, 6, 0, 0, what);
    free(got);
    sy_tensor_release(gz);
    sy_grads_release(g);
    sy_tensor *t2[] = {y, my, z, mz, lz};
    bw_release_all(t2, 5);
    SY_CK_NO_LEAK(snap);
}
END_TEST

/* ==== composite functions against closed forms ============================ */

typedef struct mlp_leaf {
    const char *name;
    sy_ck_shape s;
} mlp_leaf;

static const mlp_leaf mlp_leaves[5] = {
    {"x", S2(4, 3)}, {"W1", S2(3, 5)}, {"b1", S1(5)}, {"W2", S2(5, 2)}, {"b2", S1(2)},
};

/* _i: device. L = sum(relu(x[4,3] @ W1[3,5] + b1[5]) @ W2[5,2] + b2[2]);
 * the gradients by plain loops:
 *   h = x W1 + b1, a = relu(h), dL/dout = 1
 *   db2 = 4 (rows), dW2[k][o] = sum_i a[i][k], da[i][k] = sum_o W2[k][o]
 *   dh = da * (h > 0), db1 = sum_i dh, dW1 = x^T dh, dx = dh W1^T
 * Dyadic data: every product and sum is exact in f32 and f64. */
START_TEST(test_composite_mlp)
{
    sy_device dev = bw_devs[_i];
    sy_ck_leak snap = sy_ck_leak_snap();
    double v[5][15], want[5][15] = {{0}}, h[4][5], a[4][5];
    for (int l = 0; l < 5; l++)
        bw_gen(v[l], bw_numel(mlp_leaves[l].s), K_ANY, 300u + (uint32_t)l);
    const double *x = v[0], *W1 = v[1], *b1 = v[2], *W2 = v[3];
    for (int i = 0; i < 4; i++)
        for (int k = 0; k < 5; k++) {
            h[i][k] = b1[k];
            for (int j = 0; j < 3; j++)
                h[i][k] += x[i * 3 + j] * W1[j * 5 + k];
            a[i][k] = h[i][k] > 0 ? h[i][k] : 0;
        }
    for (int o = 0; o < 2; o++)
        want[4][o] = 4;
    for (int i = 0; i < 4; i++)
        for (int k = 0; k < 5; k++) {
            double da = W2[k * 2] + W2[k * 2 + 1], dh = h[i][k] > 0 ? da : 0;
            for (int o = 0; o < 2; o++)
                want[3][k * 2 + o] += a[i][k];
            want[2][k] += dh;
            for (int j = 0; j < 3; j++) {
                want[1][j * 5 + k] += x[i * 3 + j] * dh;
                want[0][i * 3 + j] += dh * W1[j * 5 + k];
            }
        }
    int runs = 0;
    for (int k = 0; k < 2; k++) {
        const sy_dtype dt = float_dtypes[k];
        if (!sy_backend_stores((sy_backend)dev.backend, dt))
            continue;
        sy_tensor *g[2][5];
        for (int s = 0; s < 2; s++) {
            sy_device ad = sy_device_autodiff(dev, strategies[s]);
            sy_tensor *p[5], *t[6];
            for (int l = 0; l < 5; l++)
                p[l] = bw_leaf(ad, dt, v[l], mlp_leaves[l].s, false);
            BW_OK(sy_matmul(p[0], p[1], &t[0]));
            BW_OK(sy_add(t[0], p[2], &t[1]));
            BW_OK(sy_relu(t[1], &t[2]));
            BW_OK(sy_matmul(t[2], p[3], &t[3]));
            BW_OK(sy_add(t[3], p[4], &t[4]));
            BW_OK(sy_sum(t[4], SY_AXIS_ALL, false, &t[5]));
            sy_grads *gr = bw_backward(t[5], "mlp");
            for (int l = 0; l < 5; l++) {
                char what[96];
                snprintf(what, sizeof what, "mlp d%s, %s, %s", mlp_leaves[l].name, sy_dtype_name(dt),
                         strategy_names[s]);
                g[s][l] = bw_grad_of(gr, p[l], what);
                double *got = bw_vals(g[s][l]);
                const double tol = dt == SY_DTYPE_F64 ? HAND64_TOL : HAND32_TOL;
                bw_close_to(got, want[l], bw_numel(mlp_leaves[l].s), tol, tol, what);
                free(got);
            }
            sy_grads_release(gr);
            bw_release_all(p, 5);
            bw_release_all(t, 6);
        }
        for (int l = 0; l < 5; l++)
            bw_same_bits(g[0][l], g[1][l], "mlp: NONE vs BALANCED");
        bw_release_all(g[0], 5);
        bw_release_all(g[1], 5);
        runs++;
    }
    ck_assert_int_gt(runs, 0);
    SY_CK_NO_LEAK(snap);
}
END_TEST

typedef struct sm_row {
    int axis;
    bool stable; /* subtract max(x, axis, keepdim) first */
} sm_row;

static const sm_row sm_rows[] = {{1, false}, {0, false}, {-1, true}, {0, true}};

/* _i: device. p = exp(z) / sum(exp(z), axis, keepdim), z = x or x -
 * max(x); L = sum(p * t). The Jacobian-vector product, along the axis:
 * dL/dx_j = p_j (t_j - sum_k p_k t_k) (the max path contributes nothing). */
START_TEST(test_composite_softmax)
{
    sy_device dev = bw_devs[_i];
    sy_ck_leak snap = sy_ck_leak_snap();
    const sy_ck_shape shape = S2(3, 4);
    double x[12], tv[12];
    bw_gen(x, 12, K_ANY, 400);
    bw_gen(tv, 12, K_ANY, 401);
    int runs = 0;
    for (size_t row = 0; row < sizeof sm_rows / sizeof sm_rows[0]; row++) {
        const int axis = sm_rows[row].axis < 0 ? sm_rows[row].axis + 2 : sm_rows[row].axis;
        double want[12];
        for (int o = 0; o < (axis == 1 ? 3 : 4); o++) { /* o indexes the other axis */
            int idx[4], n = axis == 1 ? 4 : 3;
            double z = 0, pt = 0, p[4];
            for (int k = 0; k < n; k++) {
                idx[k] = axis == 1 ? o * 4 + k : k * 4 + o;
                z += exp(x[idx[k]]);
            }
            for (int k = 0; k < n; k++) {
                p[k] = exp(x[idx[k]]) / z;
                pt += p[k] * tv[idx[k]];
            }
            for (int k = 0; k < n; k++)
                want[idx[k]] = p[k] * (tv[idx[k]] - pt);
        }
        for (int k = 0; k < 2; k++) {
            const sy_dtype dt = float_dtypes[k];
            if (!sy_backend_stores((sy_backend)dev.backend, dt))
                continue;
            sy_tensor *g[2];
            for (int s = 0; s < 2; s++) {
                sy_device ad = sy_device_autodiff(dev, strategies[s]);
                sy_tensor *xl = bw_leaf(ad, dt, x, shape, false), *tt = bw_make(dev, dt, tv, shape, false);
                sy_tensor *m = NULL, *z = NULL, *e = NULL, *sum = NULL, *p = NULL, *pt = NULL, *loss = NULL;
                if (sm_rows[row].stable) {
                    BW_OK(sy_max(xl, sm_rows[row].axis, true, &m));
                    BW_OK(sy_sub(xl, m, &z));
                } else {
                    z = sy_tensor_retain(xl);
                }
                BW_OK(sy_exp(z, &e));
                BW_OK(sy_sum(e, sm_rows[row].axis, true, &sum));
                BW_OK(sy_div(e, sum, &p));
                BW_OK(sy_mul(p, tt, &pt));
                BW_OK(sy_sum(pt, SY_AXIS_ALL, false, &loss));
                char what[96];
                snprintf(what, sizeof what, "softmax axis %d%s, %s, %s", sm_rows[row].axis,
                         sm_rows[row].stable ? " (stable)" : "", sy_dtype_name(dt), strategy_names[s]);
                sy_grads *gr = bw_backward(loss, what);
                g[s] = bw_grad_of(gr, xl, what);
                double *got = bw_vals(g[s]);
                const double tol = dt == SY_DTYPE_F64 ? HAND64_TOL : HAND32_TOL;
                bw_close_to(got, want, 12, tol, tol, what);
                free(got);
                sy_grads_release(gr);
                RELEASE(xl, tt, m, z, e, sum, p, pt, loss);
            }
            bw_same_bits(g[0], g[1], "softmax: NONE vs BALANCED");
            RELEASE(g[0], g[1]);
            runs++;
        }
    }
    ck_assert_int_ge(runs, (int)(sizeof sm_rows / sizeof sm_rows[0]));
    SY_CK_NO_LEAK(snap);
}
END_TEST

TCase *bw_tcase_gradcheck(void)
{
    TCase *tc = tcase_create("gradcheck");
    tcase_set_timeout(tc, 120);
    tcase_add_loop_test(tc, test_gradcheck, 0, bw_nops);
    tcase_add_loop_test(tc, test_broadcast_undone, 0, bw_ndev);
    tcase_add_loop_test(tc, test_max_ties_split, 0, 2 * bw_ndev);
    tcase_add_loop_test(tc, test_composite_mlp, 0, bw_ndev);
    tcase_add_loop_test(tc, test_composite_softmax, 0, bw_ndev);
    return tc;
}
