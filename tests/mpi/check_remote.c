/* Remote devices (backends.yaml's backend of kind remote, runtime/sy_remote.c)
 * under mpirun on 2 ranks (make test-mpi): rank 1 serves (sy_serve on the
 * world communicator, its default device), rank 0 is the client.
 *
 *   - the move table: a tensor of every dtype from every local device of the
 *     build to remote:1 and back to every local device, bytes equal; a
 *     strided view moved there; remote:1 to remote:1 shares;
 *   - every op of the generated table that has shape cases (tests/c/sy_test.c,
 *     every case, variant and dtype; the collectives refused by name): the
 *     inputs made on remote:1 as on the default device, the op run on both,
 *     same status and, when it passes, the same dtype, shape and bytes;
 *   - autodiff on remote:1, the tape here and every op there: every
 *     gradcheck case of the backward suite (check_backward_cases.c) under
 *     both strategies, the result, the gradients (on remote:1, moved back)
 *     and the pass's figures equal to the same pass on the local device;
 *     moves into and out of autodiff(remote:1), the tape's proxies released;
 *   - capture: an initializer moved from remote:1 onto a capture device, the
 *     graph replayed on remote:1 and locally, bit for bit; around autodiff
 *     the local device's refusals;
 *   - bad inputs: remote:0 (own rank) and remote:2 (no such rank), a handle
 *     the server no longer holds, a request of another wire version, and a
 *     server gone (stopped): each a status naming the op and the rank, never
 *     a hang.
 * Rank 0 prints one line, `remote: ops=N calls=C ad_ops=A ad_passes=P
 * ad_grads=G checks=K failures=F` (A differentiable ops, P passes on each
 * side, G gradients compared). */
#define _POSIX_C_SOURCE 200809L
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "switchyard.h"
#include "sy_internal.h"
#include "check_backward.h"
#include "sy_mpi.h"
#include "sy_test.h"

static long checks, failures;
static sy_comm *world;

#define FAIL(...)                                                                                                      \
    do {                                                                                                               \
        failures++;                                                                                                    \
        fprintf(stderr, "rank 0: ");                                                                                   \
        fprintf(stderr, __VA_ARGS__);                                                                                  \
        fprintf(stderr, "\n");                                                                                         \
    } while (0)

#define CHECK(cond, ...)                                                                                               \
    do {                                                                                                               \
        checks++;                                                                                                      \
        if (!(cond))                                                                                                   \
            FAIL(__VA_ARGS__);                                                                                         \
    } while (0)

/* t's dtype, shape and bytes equal u's */
static bool same(const sy_tensor *t, const sy_tensor *u, char *why, size_t n)
{
    if (sy_tensor_dtype(t) != sy_tensor_dtype(u) || sy_tensor_rank(t) != sy_tensor_rank(u) ||
        memcmp(sy_tensor_shape(t), sy_tensor_shape(u), sizeof(int64_t) * (size_t)sy_tensor_rank(t)) != 0) {
        snprintf(why, n, "another dtype or shape");
        return false;
    }
    const size_t nb = sy_tensor_nbytes(t);
    char *a = malloc(nb + 1), *b = malloc(nb + 1);
    bool ok = sy_tensor_to_data(t, a, nb) == SY_OK;
    if (!ok)
        snprintf(why, n, "reading it: %s", sy_last_error());
    else if (sy_tensor_to_data(u, b, nb) != SY_OK)
        ok = false, snprintf(why, n, "reading the reference: %s", sy_last_error());
    else if (memcmp(a, b, nb) != 0)
        ok = false, snprintf(why, n, "other bytes");
    free(a);
    free(b);
    return ok;
}

static bool has(const char *text, const char *part)
{
    return strstr(text, part) != NULL;
}

static const sy_device remote1 = {.backend = SY_BACKEND_REMOTE, .index = 1};

static int local_devices(sy_device *out, int cap)
{
    int n = 0;
    for (int id = 0; id < SY_BACKEND_ID_LIMIT; id++) {
        const sy_backend b = (sy_backend)id;
        if (!sy_backend_known(b) || !sy_backend_enabled(b))
            continue;
        for (int i = 0; i < sy_backend_device_count(b) && n < cap; i++) {
            const sy_device d = sy_device_of(b, i);
            if (!sy_device_is_capture(d) && sy_device_check(d) == SY_OK)
                out[n++] = d;
        }
    }
    return n;
}

/* ---- the move table ----------------------------------------------------------- */

static void run_moves(void)
{
    sy_device devs[32];
    const int n = local_devices(devs, 32);
    for (int s = 0; s < n; s++)
        for (int d = 0; d < SY_DTYPE_COUNT; d++) {
            const sy_dtype dt = (sy_dtype)d;
            if (!sy_backend_stores((sy_backend)devs[s].backend, dt))
                continue;
            char sname[SY__DEVICE_STR_MAX];
            sy_device_format(devs[s], sname, sizeof sname);
            const int64_t shape[2] = {3, 5};
            unsigned char buf[15 * 8];
            sy_ck_gen(buf, dt, SY_CK_DATA_ANY, 15, 7u + (uint32_t)d);
            sy_tensor *x = NULL, *r = NULL;
            if (sy_tensor_from_data(buf, dt, shape, 2, devs[s], &x) != SY_OK) {
                FAIL("from_data %s on %s: %s", sy_dtype_name(dt), sname, sy_last_error());
                continue;
            }
            sy_status st = sy_to_device(x, remote1, &r);
            CHECK(st == SY_OK, "move %s %s -> remote:1: %s", sy_dtype_name(dt), sname, sy_last_error());
            for (int e = 0; st == SY_OK && e < n; e++) {
                if (!sy_backend_stores((sy_backend)devs[e].backend, dt))
                    continue;
                sy_tensor *back = NULL;
                char why[160] = "", ename[SY__DEVICE_STR_MAX];
                sy_device_format(devs[e], ename, sizeof ename);
                sy_status b = sy_to_device(r, devs[e], &back);
                CHECK(b == SY_OK && sy_device_eq(sy_tensor_device(back), devs[e]) && same(back, x, why, sizeof why),
                      "move %s %s -> remote:1 -> %s: %s %s", sy_dtype_name(dt), sname, ename, sy_status_name(b),
                      b == SY_OK ? why : sy_last_error());
                sy_tensor_release(back);
            }
            if (st == SY_OK) { /* within remote:1: shared; a transposed view there and back */
                sy_tensor *again = NULL, *tr = NULL, *trl = NULL, *xt = NULL;
                char why[160] = "";
                CHECK(sy_to_device(r, remote1, &again) == SY_OK && same(again, x, why, sizeof why),
                      "remote:1 -> remote:1 %s: %s", sy_dtype_name(dt), why);
                if (sy_transpose(x, 0, 1, &xt) == SY_OK) {
                    st = sy_to_device(xt, remote1, &tr);
                    CHECK(st == SY_OK && sy_to_device(tr, devs[s], &trl) == SY_OK && same(trl, xt, why, sizeof why),
                          "transposed %s %s -> remote:1 and back: %s", sy_dtype_name(dt), sname,
                          st == SY_OK ? why : sy_last_error());
                }
                sy_tensor_release(again);
                sy_tensor_release(tr);
                sy_tensor_release(trl);
                sy_tensor_release(xt);
            }
            sy_tensor_release(r);
            sy_tensor_release(x);
        }
}

/* ---- every op ----------------------------------------------------------------- */

static long calls;

static void run_ops(int *ops_out)
{
    sy_device local;
    sy_device_default(&local);
    int ops = 0;
    for (int o = 0; o < SY_OP_COUNT; o++) {
        const sy_op op = (sy_op)o;
        const sy__op_info *info = &sy__op_table[op];
        if (sy_ck_op_collective(op)) { /* a communicator lives in this process: refused by name */
            sy_ck_attrs at = {0};
            sy_tensor *x = NULL, *in[3] = {NULL, NULL, NULL}, *out = NULL;
            const int64_t one[1] = {2};
            const float v[2] = {1, 2};
            if (sy_tensor_from_data(v, SY_DTYPE_F32, one, 1, remote1, &x) == SY_OK) {
                for (int i = 0; i < info->n_in && i < 3; i++)
                    in[i] = x;
                at.comm = world;
                at.reduction = SY_REDUCE_SUM;
                sy_status st = sy_ck_call(op, in, &at, &out);
                CHECK(st == SY_E_UNSUPPORTED && out == NULL && has(sy_last_error(), "communicator of this process"),
                      "sy_%s on remote:1: %s %s", info->name, sy_status_name(st), sy_last_error());
            }
            sy_tensor_release(x);
            continue;
        }
        size_t n;
        const sy_ck_case *cases = sy_ck_cases(op, &n);
        if (cases == NULL)
            continue;
        ops++;
        for (size_t ci = 0; ci < n; ci++)
            for (int v = 0; v < sy_ck_variants(op, &cases[ci]); v++)
                for (int d = 0; d < SY_DTYPE_COUNT; d++) {
                    const sy_dtype dt = (sy_dtype)d;
                    if (!sy_op_takes_dtype(op, dt))
                        continue;
                    sy_ck_attrs at = sy_ck_variant(op, &cases[ci], v);
                    if (sy_ck_dtype_keyed(info))
                        at.dtype = dt;
                    sy_tensor *lin[3] = {NULL, NULL, NULL}, *rin[3] = {NULL, NULL, NULL}, *lo = NULL, *ro = NULL;
                    bool made = true;
                    for (int i = 0; i < info->n_in && made; i++) {
                        const sy_dtype idt = sy_ck_in_dtype(op, i, dt);
                        const int kind = sy_ck_kind(op, i, &cases[ci]);
                        made = sy_ck_input(&cases[ci].in[i], idt, kind, 5u + (uint32_t)i, local, &lin[i]) == SY_OK &&
                               sy_ck_input(&cases[ci].in[i], idt, kind, 5u + (uint32_t)i, remote1, &rin[i]) == SY_OK;
                    }
                    char what[200];
                    snprintf(what, sizeof what, "sy_%s %s case '%s' variant %d", info->name, sy_dtype_name(dt),
                             cases[ci].name, v);
                    if (!made) {
                        FAIL("%s: making the inputs: %s", what, sy_last_error());
                    } else {
                        at.device = local;
                        const sy_status ls = sy_ck_call(op, lin, &at, &lo);
                        char lmsg[512];
                        snprintf(lmsg, sizeof lmsg, "%s", ls == SY_OK ? "" : sy_last_error());
                        at.device = remote1;
                        const sy_status rs = sy_ck_call(op, rin, &at, &ro);
                        calls++;
                        char why[160] = "";
                        CHECK(ls == rs, "%s: locally %s (%s), on remote:1 %s (%s)", what, sy_status_name(ls), lmsg,
                              sy_status_name(rs), sy_last_error());
                        if (ls == SY_OK && rs == SY_OK)
                            CHECK(sy_device_eq(sy_tensor_device(ro), remote1) && same(ro, lo, why, sizeof why),
                                  "%s: the result on remote:1 differs from the local one: %s", what, why);
                        if (rs != SY_OK)
                            CHECK(ro == NULL && has(sy_last_error(), info->name), "%s: refusal without the op: %s",
                                  what, sy_last_error());
                    }
                    sy_tensor_release(lo);
                    sy_tensor_release(ro);
                    for (int i = 0; i < 3; i++) {
                        sy_tensor_release(lin[i]);
                        sy_tensor_release(rin[i]);
                    }
                }
    }
    *ops_out = ops;
}

/* ---- autodiff ------------------------------------------------------------------ */

/* The tape lives here, every op of the forward and backward passes runs on
 * the server: each gradcheck case of the backward suite (check_backward_cases.c,
 * every differentiable op, case and variant, f64 and f32, both strategies)
 * run on autodiff(remote:1) and on autodiff(local), L = sum(op(leaves) * r);
 * the forward result, each gradient (a plain tensor on remote:1, moved back)
 * and the pass's recomputation figures equal the local ones bit for bit. */
static long ad_cases, ad_grads;
static int ad_ops;

typedef struct ad_spec {
    sy_op op;
    int n;
    sy_ck_attrs at;
    sy_dtype dt[3];
    sy_ck_shape s[3];
    bool t[3];
    double *v[3];
    unsigned untracked;
    sy_ck_shape out;
    sy_dtype out_dt;
    double *r;
} ad_spec;

static void ad_free(ad_spec *sp)
{
    for (int i = 0; i < 3; i++)
        free(sp->v[i]);
    free(sp->r);
}

/* The values of case ci (variant v) of op in float dtype key, as the
 * backward suite makes them; the result's type from a plain run on dev. */
static bool ad_init(ad_spec *sp, sy_op op, const gc_case *c, int ci, int v, sy_dtype key, sy_device dev)
{
    memset(sp, 0, sizeof *sp);
    sp->op = op;
    sp->n = gc_inputs(op, c, ci, v, key, &sp->at, sp->dt, sp->s, sp->t, sp->v);
    sp->untracked = c->untracked;
    bool fits = true;
    for (int i = 0; i < sp->n; i++) {
        if (!sp->v[i]) {
            FAIL("sy_%s case '%s' in %s: no memory for input %d", sy_op_name(op), c->name, sy_dtype_name(key), i);
            return false;
        }
        fits &=
            sy_backend_stores((sy_backend)dev.backend, sp->dt[i]) && sy_backend_stores(SY_BACKEND_REMOTE, sp->dt[i]);
    }
    if (!fits)
        return false;
    sy_tensor *in[3] = {NULL, NULL, NULL}, *y = NULL;
    for (int i = 0; i < sp->n; i++)
        in[i] = bw_make(dev, sp->dt[i], sp->v[i], sp->s[i], false);
    const sy_status st = sy_ck_call(op, in, &sp->at, &y);
    bw_release_all(in, 3);
    if (st != SY_OK) {
        FAIL("sy_%s case '%s' in %s: the plain run: %s", sy_op_name(op), c->name, sy_dtype_name(key), sy_last_error());
        return false;
    }
    sp->out = sy_ck_shape_of(y);
    sp->out_dt = sy_tensor_dtype(y);
    sy_tensor_release(y);
    sp->r = gc_weights(op, ci, bw_numel(sp->out));
    if (!sp->r) {
        FAIL("sy_%s case '%s' in %s: no memory for the weights", sy_op_name(op), c->name, sy_dtype_name(key));
        return false;
    }
    return sy_backend_stores((sy_backend)dev.backend, sp->out_dt) && sy_backend_stores(SY_BACKEND_REMOTE, sp->out_dt);
}

/* An untracked constant of ad's context holding v: made there from data. */
static sy_tensor *ad_const(sy_device ad, sy_dtype dt, const double *v, sy_ck_shape s)
{
    sy_tensor *p = bw_make(cpu0, dt, v, s, false), *t = NULL;
    const size_t bytes = sy_tensor_nbytes(p);
    void *buf = malloc(bytes ? bytes : 1);
    BW_OK(sy_tensor_to_data(p, buf, bytes));
    BW_OK(sy_tensor_from_data(buf, dt, s.d, s.rank, ad, &t));
    free(buf);
    sy_tensor_release(p);
    return t;
}

/* Leaves (and constants) of sp's values on ad, y = op(leaves), the loss and
 * its backward pass: the status of the first step that failed; y and the
 * gradient of each tracked float input, and the pass's figures. */
static sy_status ad_pass(const ad_spec *sp, sy_device ad, sy_tensor **y, sy_tensor *g[3], sy__bw_stats *stats)
{
    sy_tensor *in[3] = {NULL, NULL, NULL}, *rt = NULL, *m = NULL, *loss = NULL;
    sy_grads *gr = NULL;
    *y = NULL;
    for (int i = 0; i < sp->n; i++)
        in[i] = (sp->untracked >> i) & 1u ? ad_const(ad, sp->dt[i], sp->v[i], sp->s[i])
                                          : bw_leaf(ad, sp->dt[i], sp->v[i], sp->s[i], sp->t[i]);
    rt = bw_make(sy_device_inner(ad), sp->out_dt, sp->r, sp->out, false);
    sy_status st = sy_ck_call(sp->op, in, &sp->at, y);
    if (st == SY_OK)
        st = sy_mul(*y, rt, &m);
    if (st == SY_OK)
        st = sy_sum(m, SY_AXIS_ALL, false, &loss);
    if (st == SY_OK)
        st = sy_backward(loss, &gr);
    if (st == SY_OK)
        sy__backward_stats(stats);
    for (int i = 0; i < 3; i++) {
        g[i] = NULL;
        if (st == SY_OK && i < sp->n && sy_dtype_is_float(sp->dt[i]) && !((sp->untracked >> i) & 1u))
            st = sy_grad(gr, in[i], &g[i]);
    }
    sy_grads_release(gr);
    bw_release_all(in, 3);
    RELEASE(rt, m, loss);
    return st;
}

static void ad_compare(const ad_spec *sp, const char *what, sy_device local)
{
    for (int s = 0; s < 2; s++) {
        const sy_device la = sy_device_autodiff(local, strategies[s]), ra = sy_device_autodiff(remote1, strategies[s]);
        sy_tensor *ly = NULL, *ry = NULL, *lg[3], *rg[3];
        sy__bw_stats lst = {0}, rst = {0};
        const sy_status ls = ad_pass(sp, la, &ly, lg, &lst);
        char lmsg[512];
        snprintf(lmsg, sizeof lmsg, "%s", ls == SY_OK ? "" : sy_last_error());
        const sy_status rs = ad_pass(sp, ra, &ry, rg, &rst);
        char why[160] = "";
        ad_cases++;
        CHECK(ls == SY_OK && rs == SY_OK, "%s, %s: locally %s (%s), on remote:1 %s (%s)", what, strategy_names[s],
              sy_status_name(ls), lmsg, sy_status_name(rs), rs == SY_OK ? "" : sy_last_error());
        if (ls == SY_OK && rs == SY_OK) {
            const sy_device yd = sy_tensor_device(ry);
            CHECK(sy_device_eq(yd, remote1) && yd.autodiff && yd.checkpointing == strategies[s] &&
                      sy_tensor_is_tracked(ry) && same(ry, ly, why, sizeof why),
                  "%s, %s: the result on remote:1 differs from the local one: %s", what, strategy_names[s], why);
            CHECK(rst.nodes == lst.nodes && rst.recomputed == lst.recomputed && rst.values == lst.values,
                  "%s, %s: the pass on remote:1 ran %zu nodes and recomputed %zu, the local one %zu and %zu", what,
                  strategy_names[s], rst.nodes, rst.recomputed, lst.nodes, lst.recomputed);
            for (int i = 0; i < sp->n; i++) {
                if (!lg[i])
                    continue;
                sy_tensor *back = NULL;
                const sy_device gd = rg[i] ? sy_tensor_device(rg[i]) : local;
                const sy_status bs = rg[i] ? sy_to_device(rg[i], local, &back) : SY_E_NO_GRADIENT;
                ad_grads++;
                CHECK(rg[i] && sy_device_eq(gd, remote1) && !gd.autodiff && !sy_tensor_is_tracked(rg[i]) &&
                          bs == SY_OK && same(back, lg[i], why, sizeof why),
                      "%s, %s: the gradient of input %d on remote:1 (moved back: %s) differs from the local one: %s",
                      what, strategy_names[s], i, sy_status_name(bs), bs == SY_OK ? why : sy_last_error());
                sy_tensor_release(back);
            }
        }
        bw_release_all(lg, 3);
        bw_release_all(rg, 3);
        sy_tensor_release(ly);
        sy_tensor_release(ry);
    }
}

static void run_autodiff(void)
{
    sy_device local;
    sy_device_default(&local);
    const sy_ck_leak snap = sy_ck_leak_snap();
    for (int o = 0; o < SY_OP_COUNT; o++) {
        const sy_op op = (sy_op)o;
        size_t nc = 0;
        const gc_case *cases = sy__op_table[op].differentiable && !sy_ck_op_collective(op) ? gc_cases(op, &nc) : NULL;
        if (!cases)
            continue;
        ad_ops++;
        for (size_t ci = 0; ci < nc; ci++)
            for (int v = 0; v < gc_variants(op, &cases[ci]); v++)
                for (int k = 0; k < 2; k++) {
                    if ((op == SY_OP_MAX || op == SY_OP_MIN) && bw_numel(cases[ci].in[0].s) == 0)
                        continue; /* max or min of nothing has no value */
                    ad_spec sp;
                    if (ad_init(&sp, op, &cases[ci], (int)ci, v, float_dtypes[k], local)) {
                        char what[200];
                        snprintf(what, sizeof what, "autodiff sy_%s case '%s' variant %d %s", sy_op_name(op),
                                 cases[ci].name, v, sy_dtype_name(float_dtypes[k]));
                        ad_compare(&sp, what, local);
                    }
                    ad_free(&sp);
                }
    }
    /* every proxy the tapes held released: its buffer freed on the server */
    const sy_ck_leak now = sy_ck_leak_snap();
    CHECK(now.host == snap.host && now.device == snap.device,
          "autodiff on remote:1 leaked: live host allocations %ld -> %ld, remote handles %ld -> %ld", snap.host,
          now.host, snap.device, now.device);
}

/* Moves into and out of autodiff(remote:1): the guard of the move table, and
 * a move recorded on the tape, whose gradient goes home across it. */
static void run_autodiff_moves(void)
{
    sy_device local;
    sy_device_default(&local);
    const sy_ck_leak snap = sy_ck_leak_snap();
    const double v[4] = {1.5, -2, 3, 0.25};
    const sy_ck_shape four = S1(4);
    for (int s = 0; s < 2; s++) {
        const sy_device la = sy_device_autodiff(local, strategies[s]), ra = sy_device_autodiff(remote1, strategies[s]);
        char what[64];
        snprintf(what, sizeof what, "autodiff moves, %s", strategy_names[s]);
        /* the guard: plain remote:1 <-> autodiff(remote:1) */
        sy_tensor *p = bw_make(remote1, SY_DTYPE_F64, v, four, false), *x = NULL, *bad = NULL;
        sy_status st = sy_to_device(p, ra, &bad);
        sy_tensor_release(bad);
        CHECK(st == SY_E_AUTODIFF_MISMATCH && bad == NULL &&
                  has(sy_last_error(), "Cannot move between autodiff and non-autodiff instances."),
              "%s: remote:1 -> autodiff(remote:1): %s %s", what, sy_status_name(st), sy_last_error());
        x = bw_leaf(ra, SY_DTYPE_F64, v, four, false);
        st = sy_to_device(x, remote1, &bad);
        sy_tensor_release(bad);
        CHECK(st == SY_E_AUTODIFF_MISMATCH && bad == NULL &&
                  has(sy_last_error(), "Cannot move between autodiff and non-autodiff instances."),
              "%s: autodiff(remote:1) -> remote:1: %s %s", what, sy_status_name(st), sy_last_error());
        st = sy_to_device(x, local, &bad);
        sy_tensor_release(bad);
        CHECK(st == SY_E_AUTODIFF_MISMATCH && bad == NULL, "%s: autodiff(remote:1) -> %s: %s", what, "local",
              sy_status_name(st));
        /* a leaf here, moved there and used: the gradient comes back here; a
         * leaf there, moved here: its gradient stays there. y = sum(exp(x) * x) */
        for (int dir = 0; dir < 2; dir++) {
            const sy_device home = dir ? ra : la, away = dir ? la : ra;
            sy_tensor *leaf = bw_leaf(home, SY_DTYPE_F64, v, four, false),
                      *ref = bw_leaf(la, SY_DTYPE_F64, v, four, false);
            sy_tensor *t[2] = {NULL, NULL}, *e[2] = {NULL, NULL}, *m[2] = {NULL, NULL}, *l[2] = {NULL, NULL};
            sy_tensor *g = NULL, *gref = NULL, *back = NULL;
            sy_grads *gr = NULL, *grref = NULL;
            const sy_tensor *src[2] = {leaf, ref};
            const sy_device dst[2] = {away, la};
            st = SY_OK;
            for (int k = 0; k < 2 && st == SY_OK; k++) {
                st = sy_to_device(src[k], dst[k], &t[k]);
                if (st == SY_OK)
                    st = sy_exp(t[k], &e[k]);
                if (st == SY_OK)
                    st = sy_mul(e[k], t[k], &m[k]);
                if (st == SY_OK)
                    st = sy_sum(m[k], SY_AXIS_ALL, false, &l[k]);
            }
            if (st == SY_OK && (st = sy_backward(l[0], &gr)) == SY_OK && (st = sy_backward(l[1], &grref)) == SY_OK &&
                (st = sy_grad(gr, leaf, &g)) == SY_OK && (st = sy_grad(grref, ref, &gref)) == SY_OK)
                st = sy_to_device(g, local, &back);
            char why[160] = "";
            CHECK(st == SY_OK && sy_device_eq(sy_tensor_device(g), home) && !sy_tensor_device(g).autodiff &&
                      same(back, gref, why, sizeof why),
                  "%s: a leaf on %s moved to %s: %s %s", what, dir ? "remote:1" : "local", dir ? "local" : "remote:1",
                  st == SY_OK ? why : sy_status_name(st), st == SY_OK ? "" : sy_last_error());
            sy_grads_release(gr);
            sy_grads_release(grref);
            RELEASE(leaf, ref, t[0], t[1], e[0], e[1], m[0], m[1], l[0], l[1], g, gref, back);
        }
        RELEASE(p, x);
    }
    const sy_ck_leak now = sy_ck_leak_snap();
    CHECK(now.host == snap.host && now.device == snap.device,
          "autodiff moves leaked: live host allocations %ld -> %ld, remote handles %ld -> %ld", snap.host, now.host,
          snap.device, now.device);
}

/* ---- capture ------------------------------------------------------------------ */

/* A remote value as an initializer, the graph replayed on remote:1 and here,
 * bit for bit; around autodiff, remote:1 gets the local device's verdicts. */
static void run_capture(void)
{
    const int64_t shape[1] = {4};
    const float v[4] = {1.5f, -2, 3, 0.25f};
    sy_device local;
    sy_device_default(&local);
    sy_tensor *x = NULL, *r = NULL;
    sy_tensor_from_data(v, SY_DTYPE_F32, shape, 1, local, &x);
    sy_to_device(x, remote1, &r);
    sy_device cap;
    sy_tensor *c = NULL, *e = NULL, *m = NULL, *out_r = NULL, *out_l = NULL;
    sy_graph *g = NULL;
    sy_status st = sy_capture_new(&cap);
    if (st == SY_OK && (st = sy_to_device(r, cap, &c)) == SY_OK && (st = sy_exp(c, &e)) == SY_OK &&
        (st = sy_mul(e, c, &m)) == SY_OK) {
        const sy_tensor *outs[1] = {m};
        const sy_tensor *ins[1] = {c};
        st = sy_capture_complete(cap, ins, 1, outs, 1, &g);
    }
    CHECK(st == SY_OK, "capture of a remote value: %s", sy_last_error());
    if (g) {
        const sy_tensor *args_r[1] = {r}, *args_l[1] = {x};
        st = sy_graph_run(g, remote1, args_r, 1, &out_r, 1);
        CHECK(st == SY_OK, "replay on remote:1: %s", sy_last_error());
        st = sy_graph_run(g, local, args_l, 1, &out_l, 1);
        char why[160] = "";
        CHECK(st == SY_OK && out_r && sy_device_eq(sy_tensor_device(out_r), remote1) && same(out_r, out_l, why,
                                                                                               sizeof why),
              "replay on remote:1 against the local replay: %s", why);
        /* autodiff: a tracked value onto the capture device, a replay on an
         * autodiff device, a tracked input; each refused as locally */
        for (int s = 0; s < 2; s++) {
            const sy_device ad[2] = {sy_device_autodiff(local, strategies[s]),
                                     sy_device_autodiff(remote1, strategies[s])};
            sy_status got[2][3];
            for (int k = 0; k < 2; k++) {
                sy_tensor *leaf = NULL, *onto = NULL, *o = NULL;
                sy_track(k ? r : x, ad[k], &leaf);
                const sy_tensor *args[1] = {leaf ? leaf : x};
                got[k][0] = sy_to_device(leaf, cap, &onto);
                sy_tensor_release(onto);
                got[k][1] = sy_graph_run(g, ad[k], args, 1, &o, 1);
                sy_tensor_release(o), o = NULL;
                got[k][2] = sy_graph_run(g, sy_device_inner(ad[k]), args, 1, &o, 1);
                sy_tensor_release(o);
                sy_tensor_release(leaf);
            }
            CHECK(got[0][0] == SY_E_AUTODIFF_MISMATCH && got[0][1] == SY_E_REPLAY_DEVICE &&
                      got[0][2] == SY_E_INVALID_ARGUMENT && !memcmp(got[0], got[1], sizeof got[0]),
                  "capture around autodiff(remote:1, %s): %s %s %s, locally %s %s %s", strategy_names[s],
                  sy_status_name(got[1][0]), sy_status_name(got[1][1]), sy_status_name(got[1][2]),
                  sy_status_name(got[0][0]), sy_status_name(got[0][1]), sy_status_name(got[0][2]));
        }
    }
    sy_graph_release(g);
    sy_tensor_release(out_r);
    sy_tensor_release(out_l);
    sy_tensor_release(m);
    sy_tensor_release(e);
    sy_tensor_release(c);
    sy_capture_release(cap);
    sy_tensor_release(r);
    sy_tensor_release(x);
}

/* ---- bad inputs -------------------------------------------------------------------- */

static void run_bad(void)
{
    sy_device local, d;
    sy_device_default(&local);
    sy_status st = sy_device_parse("remote:0", &d);
    CHECK(st == SY_E_NO_SUCH_DEVICE && has(sy_last_error(), "own rank"), "remote:0 on rank 0: %s %s",
          sy_status_name(st), sy_last_error());
    st = sy_device_parse("remote:2", &d);
    CHECK(st == SY_E_NO_SUCH_DEVICE && has(sy_last_error(), "not a rank"), "remote:2 of 2 ranks: %s %s",
          sy_status_name(st), sy_last_error());
    const int64_t shape[1] = {3};
    const float v[3] = {1, 2, 3};
    sy_tensor *x = NULL, *r = NULL, *y = NULL;
    sy_tensor_from_data(v, SY_DTYPE_F32, shape, 1, local, &x);
    st = sy_to_device(x, sy_device_of(SY_BACKEND_REMOTE, 0), &r);
    CHECK(st == SY_E_NO_SUCH_DEVICE && r == NULL, "move to remote:0: %s", sy_status_name(st));
    /* a handle the server no longer holds */
    sy_to_device(x, remote1, &r);
    sy__remote_forget(r);
    st = sy_neg(r, &y);
    CHECK(st == SY_E_INVALID_ARGUMENT && y == NULL && has(sy_last_error(), "sy_neg on remote:1 (rank 1)") &&
              has(sy_last_error(), "does not hold"),
          "an op on a forgotten handle: %s %s", sy_status_name(st), sy_last_error());
    /* requests no client of this runtime sends: each refused by the server, naming what is wrong */
    sy_tensor *h = NULL;
    sy_to_device(x, remote1, &h);
    const int64_t handle = h ? (int64_t)(intptr_t)h->storage->data : 0;
    const int64_t bad_call[2] = {99, 1}, short_call[1] = {0};
    int64_t no_op[2 + 22] = {0, 1};
    char rec[sizeof no_op + 8];
    memcpy(rec, no_op, sizeof no_op);
    memcpy(rec + sizeof no_op, "nope_op\n", 8);
    const struct {
        int kind;
        int64_t handle, offset, bytes;
        const void *data;
        size_t n;
        const char *says;
    } raw[] = {
        {9, 0, 0, 0, NULL, 0, "unknown request kind 9"},
        {2, 424242, 0, 4, NULL, 0, "holds no handle 424242"},
        {2, handle, 8, 8, NULL, 0, "a get of 8 bytes at 8 from a 12-byte buffer"},
        {1, handle, 8, 0, v, 8, "a put of 8 bytes at 8 into a 12-byte buffer"},
        {1, 777777, 0, -1, NULL, 0, "a put of -1 bytes"},
        {4, 0, 0, 0, short_call, sizeof short_call, "a call record of 8 bytes"},
        {4, 0, 0, 0, bad_call, sizeof bad_call, "a malformed call record (99 inputs, 1 results)"},
        {4, 0, 0, 0, rec, sizeof rec, "op 'nope_op' is not an op of this build"},
    };
    for (size_t k = 0; k < sizeof raw / sizeof raw[0]; k++) {
        st = sy__remote_raw(1, raw[k].kind, raw[k].handle, raw[k].offset, raw[k].bytes, raw[k].data, raw[k].n);
        CHECK(st != SY_OK && has(sy_last_error(), raw[k].says) && has(sy_last_error(), "remote:1 (rank 1)"),
              "raw request %zu: %s %s (want '%s')", k, sy_status_name(st), sy_last_error(), raw[k].says);
    }
    /* call records with a bad type, a layout outside its buffer, attributes that do not parse */
    {
        int64_t rec2[2 + 21 + 22] = {1, 1};
        int64_t *in0 = rec2 + 2, *out0 = rec2 + 2 + 21;
        in0[0] = 1, in0[1] = handle, in0[2] = SY_DTYPE_F32, in0[3] = 1, in0[5] = 3, in0[13] = 1; /* f32[3] */
        out0[0] = 999999, out0[2] = SY_DTYPE_F32, out0[3] = 1, out0[5] = 3;
        const struct {
            int64_t at, value;
            const char *text, *says;
        } recs[] = {{2 + 2, 99, "neg\n", "malformed type"},
                     {2 + 4, 100, "neg\n", "reaches outside its 12-byte buffer"},
                     {0, 0, "cast dtype=nope\n", "sy_cast"},
                     {0, 0, "neg extra\n", "text after the attributes of neg"},
                     {2 + 21 + 1 + 3, 99, "zeros value=0x0p+0\n", "a malformed result type"}};
        for (size_t k = 0; k < sizeof recs / sizeof recs[0]; k++) {
            char buf[sizeof rec2 + 32];
            int64_t r2[2 + 21 + 22];
            memcpy(r2, rec2, sizeof r2);
            if (recs[k].at)
                r2[recs[k].at] = recs[k].value;
            size_t words = sizeof r2 / sizeof r2[0];
            if (k == 4) { /* a fill: no input, its result's type (rank 99 here) in the record */
                memset(r2, 0, sizeof r2);
                r2[1] = 1, r2[2] = 999998, r2[2 + 1 + 2] = SY_DTYPE_F32, r2[2 + 1 + 3] = 99;
                words = 2 + 22;
            }
            memcpy(buf, r2, words * sizeof(int64_t));
            const size_t tl = strlen(recs[k].text);
            memcpy(buf + words * sizeof(int64_t), recs[k].text, tl);
            st = sy__remote_raw(1, 4, 0, 0, (int64_t)tl, buf, words * sizeof(int64_t) + tl);
            CHECK(st != SY_OK && has(sy_last_error(), recs[k].says), "call record %zu: %s %s (want '%s')", k,
                  sy_status_name(st), sy_last_error(), recs[k].says);
        }
    }
    sy_tensor_release(h);
    /* sy_remote_stop and sy_serve refuse what is not theirs */
    st = sy_remote_stop(local);
    CHECK(st == SY_E_INVALID_ARGUMENT && has(sy_last_error(), "not a remote device"), "sy_remote_stop(local): %s",
          sy_last_error());
    st = sy_remote_stop(sy_device_of(SY_BACKEND_REMOTE, 0));
    CHECK(st == SY_E_NO_SUCH_DEVICE && has(sy_last_error(), "own rank"), "sy_remote_stop(remote:0): %s",
          sy_last_error());
    CHECK(sy_serve(NULL) != SY_OK, "sy_serve(NULL) passed");
    size_t answered = 0, out_b = 0, back_b = 0;
    sy__remote_counts(&answered, &out_b, &back_b);
    CHECK(answered > 0 && out_b > 0 && back_b > 0, "sy__remote_counts: %zu %zu %zu", answered, out_b, back_b);
    /* out of host memory on the client at each allocation of a call and of the moves: refused, or done */
    sy_to_device(x, remote1, &h);
    for (long n = 0; n < 8; n++) {
        sy_tensor *oom = NULL, *m1 = NULL, *m2 = NULL;
        sy__host_fail_after(n);
        st = sy_neg(h, &oom);
        sy_status s1 = sy_to_device(x, remote1, &m1), s2 = sy_to_device(h, local, &m2);
        sy__host_fail_after(-1);
        CHECK((st == SY_OK) == (oom != NULL) && (st == SY_OK || st == SY_E_OUT_OF_MEMORY) &&
                  (s1 == SY_OK || s1 == SY_E_OUT_OF_MEMORY) && (s2 == SY_OK || s2 == SY_E_OUT_OF_MEMORY),
              "failing allocation %ld: %s %s %s", n, sy_status_name(st), sy_status_name(s1), sy_status_name(s2));
        sy_tensor_release(oom);
        sy_tensor_release(m1);
        sy_tensor_release(m2);
    }
    sy_tensor_release(h);
    /* another wire version */
    sy_tensor *w = NULL;
    sy__remote_set_wire_version(99);
    st = sy_to_device(x, remote1, &w);
    sy__remote_set_wire_version(1);
    CHECK(st != SY_OK && w == NULL && has(sy_last_error(), "wire version 99"), "wire version 99: %s %s",
          sy_status_name(st), sy_last_error());
    /* a request without the wire magic: the server answers that it is none of its requests */
    sy__remote_set_wire_magic(0x12345678);
    st = sy_to_device(x, remote1, &w);
    sy__remote_set_wire_magic(0x53595257);
    CHECK(st == SY_E_COMM_FAILED && w == NULL && has(sy_last_error(), "no switchyard remote request (no wire magic)"),
          "a request without the wire magic: %s %s", sy_status_name(st), sy_last_error());
    /* a request beyond one MPI message is refused before anything is copied or sent */
    st = sy__remote_raw(1, 1, 0, 0, 0, v, (size_t)INT32_MAX);
    CHECK(st == SY_E_INVALID_ARGUMENT && has(sy_last_error(), "beyond one MPI message (2 GiB)"),
          "a request of 2 GiB: %s %s", sy_status_name(st), sy_last_error());
    sy_tensor_release(r);
    r = NULL;
    /* the server gone: stopped, then asked */
    st = sy_to_device(x, remote1, &r);
    CHECK(st == SY_OK, "move before the stop: %s", sy_last_error());
    CHECK(sy_remote_stop(remote1) == SY_OK, "sy_remote_stop: %s", sy_last_error());
    sy__remote_set_timeout(0.5);
    st = sy_neg(r, &y);
    CHECK(st == SY_E_COMM_FAILED && y == NULL && has(sy_last_error(), "sy_neg") &&
              has(sy_last_error(), "remote:1 (rank 1)"),
          "an op after the server stopped: %s %s", sy_status_name(st), sy_last_error());
    /* a move to the stopped server: its alloc is not answered */
    {
        sy_tensor *late = NULL;
        st = sy_to_device(x, remote1, &late);
        CHECK(st != SY_OK && late == NULL && has(sy_last_error(), "did not answer"), "a move to a stopped server: %s %s",
              sy_status_name(st), sy_last_error());
    }
    /* a large put to the stopped server: nobody receives it, the send is cancelled at the deadline */
    {
        const size_t big = 1 << 20;
        char *payload = calloc(big, 1);
        st = sy__remote_raw(1, 1, (int64_t)(intptr_t)r->storage->data, 0, 0, payload, big);
        CHECK(st == SY_E_COMM_FAILED && has(sy_last_error(), "did not take"), "a put to a stopped server: %s %s",
              sy_status_name(st), sy_last_error());
        free(payload);
    }
    sy_tensor_release(r); /* its free is a message nobody reads: no wait */
    sy_tensor_release(x);
}

/* The client's part, as one Check test run without fork: the shared helpers
 * (sy_ck_input, ...) report through Check, which needs a running test. */
static int ops_tested;
START_TEST(test_remote_client)
{
    run_moves();
    run_ops(&ops_tested);
    run_autodiff();
    run_autodiff_moves();
    run_capture();
    run_bad();
}
END_TEST

int main(void)
{
    if (sy_comm_world(&world) != SY_OK) {
        fprintf(stderr, "sy_comm_world: %s\n", sy_last_error());
        return 1;
    }
    int me = 0, size = 0;
    sy_comm_rank(world, &me);
    sy_comm_size(world, &size);
    if (size != 2) {
        fprintf(stderr, "check_remote runs on 2 ranks, not %d\n", size);
        return 1;
    }
    int rc = 0;
    if (me == 1) {
        sy_status st = sy_serve(world);
        if (st != SY_OK) {
            fprintf(stderr, "rank 1: sy_serve: %s\n", sy_last_error());
            rc = 1;
        }
    } else {
        sy_remote_attach(world);
        Suite *suite = suite_create("remote");
        TCase *tc = tcase_create("client");
        tcase_set_timeout(tc, 0);
        tcase_add_test(tc, test_remote_client);
        suite_add_tcase(suite, tc);
        SRunner *sr = srunner_create(suite);
        srunner_set_fork_status(sr, CK_NOFORK);
        srunner_run_all(sr, CK_NORMAL);
        const int ck_failed = srunner_ntests_failed(sr);
        srunner_free(sr);
        if (ck_failed) { /* a helper's assertion ended the test early */
            fprintf(stderr, "rank 0: the client test stopped at an assertion\n");
            failures++;
            sy_remote_stop(remote1); /* the server may still serve: stop it */
        }
        printf("remote: ops=%d calls=%ld ad_ops=%d ad_passes=%ld ad_grads=%ld checks=%ld failures=%ld\n", ops_tested,
               calls, ad_ops, ad_cases, ad_grads, checks, failures);
        rc = failures || checks == 0;
    }
    sy_remote_attach(NULL);
    sy_barrier(world);
    sy_comm_free(world);
    sy_shutdown();
    return rc;
}
