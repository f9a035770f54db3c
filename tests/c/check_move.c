/* Moves: every arm of the pair grid, every cell of the move table of the
 * README ("Moving a tensor: the pair matrix"), the error precedence, what a
 * failure leaves behind (nothing), fault injection into sim memory and host
 * allocations, and the ways into and out of autodiff contexts (sy_track,
 * sy_inner).
 *
 * Devices come from the generated tables (enabled backends only), so a build
 * with a subset of backends tests the arms it has; BACKEND_DISABLED cases run
 * only in builds where some backend is disabled. */
#include <stdio.h>
#include <stdlib.h>

#include "sy_autodiff.h"
#include "sy_test.h"
#if SY_WITH_SIM
#include "sy_sim.h"
#endif

/* ---- devices and counters ----------------------------------------------------- */

#define MAX_DEVICES 64

/* Every device of every enabled real backend, in backends.yaml order. */
static int real_devices(sy_device *out)
{
    int n = 0;
    for (int i = 0; i < SY_BACKEND_COUNT; i++) {
        sy_backend b = sy__backend_order[i];
        if (!sy_backend_enabled(b) || sy__backend_table[b].capture)
            continue;
        for (int k = 0; k < sy_backend_device_count(b) && n < MAX_DEVICES; k++)
            out[n++] = sy_device_of(b, k);
    }
    return n;
}

static int n_real_devices(void)
{
    sy_device all[MAX_DEVICES];
    return real_devices(all);
}

static sy_device device_at(int i)
{
    sy_device all[MAX_DEVICES];
    int n = real_devices(all);
    ck_assert_int_lt(i, n);
    return all[i];
}

/* An enabled backend that cannot store some dtype another enabled backend
 * stores (sim and f64 in the full build). */
static bool find_narrow(sy_backend *narrow, sy_dtype *dt)
{
    for (int i = 0; i < SY_BACKEND_COUNT; i++) {
        sy_backend b = sy__backend_order[i];
        if (!sy_backend_enabled(b) || sy__backend_table[b].capture)
            continue;
        for (int d = 0; d < SY_DTYPE_COUNT; d++) {
            if (!sy_backend_stores(b, (sy_dtype)d) &&
                sy_backend_stores((sy_backend)sy_ck_host_device().backend, (sy_dtype)d)) {
                *narrow = b;
                *dt = (sy_dtype)d;
                return true;
            }
        }
    }
    return false;
}

static bool find_disabled(sy_backend *off)
{
    for (int i = 0; i < SY_BACKEND_COUNT; i++) {
        if (!sy_backend_enabled(sy__backend_order[i]) && !sy__backend_table[sy__backend_order[i]].capture) {
            *off = sy__backend_order[i];
            return true;
        }
    }
    return false;
}

static bool capture_enabled(void)
{
    return sy_backend_enabled(SY_BACKEND_CAPTURE);
}

static const char *dev_str(sy_device d, char *buf, size_t size)
{
    sy_device_format(d, buf, size);
    return buf;
}

static void assert_device_is(sy_device got, sy_device want, const char *what)
{
    char g[64], w[64];
    ck_assert_msg(got.backend == want.backend && got.index == want.index && got.autodiff == want.autodiff &&
                      got.checkpointing == want.checkpointing && got.flags == want.flags,
                  "%s: device %s, want %s", what, dev_str(got, g, sizeof g), dev_str(want, w, sizeof w));
}

static void assert_error_mentions(const char *needle, const char *what)
{
    ck_assert_msg(strstr(sy_last_error(), needle) != NULL, "%s: sy_last_error() \"%s\" does not mention \"%s\"",
                  what, sy_last_error(), needle);
}

/* ---- tensors ---------------------------------------------------------------------- */

/* Distinct, dtype-appropriate values (bool: 0/1). */
static void fill_values(sy_dtype dt, void *buf, int64_t n, int seed)
{
    for (int64_t i = 0; i < n; i++) {
        switch (dt) {
        case SY_DTYPE_F32: ((float *)buf)[i] = (float)(seed * 100 + i) * 0.5f - 3.25f; break;
        case SY_DTYPE_F64: ((double *)buf)[i] = (double)(seed * 100 + i) * 0.125 - 1e10; break;
        case SY_DTYPE_I32: ((int32_t *)buf)[i] = (int32_t)(seed * 1000 - i * 7 - 1000000); break;
        case SY_DTYPE_I64: ((int64_t *)buf)[i] = (INT64_C(1) << 40) * (i % 2 ? -1 : 1) + seed * 31 + i; break;
        case SY_DTYPE_BOOL: ((uint8_t *)buf)[i] = (uint8_t)((i + seed) % 3 == 0); break;
        default: /* other floats (f16, bf16): exact in 11 bits; ints: distinct below 85 */
            if (sy_dtype_is_float(dt))
                sy_ck_store_float(buf, i, dt, (double)(seed * 37 + i * 3 - 50) * 0.5);
            else
                sy_ck_store_int(buf, i, dt, seed * 37 + i * 3 - 50);
            break;
        }
    }
}

static int64_t numel_of(const int64_t *shape, int rank)
{
    int64_t n = 1;
    for (int i = 0; i < rank; i++)
        n *= shape[i];
    return n;
}

static sy_tensor *make(sy_dtype dt, const int64_t *shape, int rank, sy_device dev, int seed)
{
    int64_t n = numel_of(shape, rank);
    void *buf = malloc((size_t)n * sy_dtype_size(dt) + 1);
    ck_assert_ptr_nonnull(buf);
    fill_values(dt, buf, n, seed);
    sy_tensor *t = NULL;
    sy_status st = sy_tensor_from_data(buf, dt, rank ? shape : NULL, rank, dev, &t);
    free(buf);
    SY_OK_OR_FAIL(st);
    return t;
}

static const int64_t shape23[2] = {2, 3};
static const int64_t shape34[2] = {3, 4};

static sy_tensor *make23(sy_dtype dt, sy_device dev, int seed)
{
    return make(dt, shape23, 2, dev, seed);
}

/* A tracked float leaf (or an int joining the context) on autodiff(dev, s). */
static sy_tensor *make_tracked(sy_dtype dt, sy_device dev, sy_checkpointing s, int seed)
{
    sy_tensor *plain = make23(dt, dev, seed), *t = NULL;
    SY_OK_OR_FAIL(sy_track(plain, sy_device_autodiff(dev, s), &t));
    sy_tensor_release(plain);
    return t;
}

/* The transpose of a fresh [3, 4] tensor: a strided view. */
static sy_tensor *make_transposed(sy_dtype dt, sy_device dev, int seed)
{
    sy_tensor *t = make(dt, shape34, 2, dev, seed), *v = NULL;
    SY_OK_OR_FAIL(sy_transpose(t, 0, 1, &v));
    sy_tensor_release(t);
    ck_assert(!sy_tensor_is_contiguous(v));
    return v;
}

/* A [1, 3] tensor expanded to [4, 3]: a view with stride 0. */
static sy_tensor *make_expanded(sy_dtype dt, sy_device dev, int seed)
{
    const int64_t row[2] = {1, 3}, to[2] = {4, 3};
    sy_tensor *t = make(dt, row, 2, dev, seed), *v = NULL;
    SY_OK_OR_FAIL(sy_expand(t, to, 2, &v));
    sy_tensor_release(t);
    return v;
}

/* Row-major values of t, malloc'ed; NULL when t has no data. */
static unsigned char *read_all(const sy_tensor *t)
{
    size_t bytes = sy_tensor_nbytes(t);
    unsigned char *buf = malloc(bytes + 1);
    ck_assert_ptr_nonnull(buf);
    sy_status st = sy_tensor_to_data(t, buf, bytes);
    if (st == SY_E_NOT_MATERIALIZED) {
        free(buf);
        return NULL;
    }
    SY_OK_OR_FAIL(st);
    return buf;
}

static size_t capture_inits(sy_device c)
{
    size_t inits = 0, nodes = 0;
    SY_OK_OR_FAIL(sy_capture_counts(c, &inits, &nodes));
    return inits;
}

static size_t capture_nodes(sy_device c)
{
    size_t inits = 0, nodes = 0;
    SY_OK_OR_FAIL(sy_capture_counts(c, &inits, &nodes));
    return nodes;
}

/* ---- the source stays untouched ------------------------------------------------------ */

typedef struct {
    const sy_tensor *t;
    long refs;
    sy_device device;
    const sy__storage *storage;
    const struct sy__node *node;
    const struct sy__capture *capture;
    uint32_t value_id;
    sy_dtype dtype;
    int rank;
    int64_t offset, shape[SY_MAX_RANK], strides[SY_MAX_RANK];
    unsigned char *data; /* NULL: no data (computed capture tensor) */
} source_snap;

static source_snap snap_take(const sy_tensor *t)
{
    source_snap s;
    memset(&s, 0, sizeof s);
    s.t = t;
    if (!t)
        return s;
    s.refs = atomic_load(&t->refs);
    s.device = t->device;
    s.storage = t->storage;
    s.node = t->node;
    s.capture = t->capture;
    s.value_id = t->value_id;
    s.dtype = t->dtype;
    s.rank = t->rank;
    s.offset = t->offset;
    memcpy(s.shape, t->shape, sizeof s.shape);
    memcpy(s.strides, t->strides, sizeof s.strides);
    s.data = read_all(t);
    return s;
}

/* The source is exactly as before (extra_refs: references the move itself
 * handed out, 1 when the result is the source). Frees the snapshot. */
static void snap_check(source_snap *s, long extra_refs, const char *what)
{
    const sy_tensor *t = s->t;
    if (!t)
        return;
    ck_assert_msg(atomic_load(&t->refs) == s->refs + extra_refs, "%s: source refs %ld, were %ld", what,
                  (long)atomic_load(&t->refs), s->refs);
    assert_device_is(t->device, s->device, what);
    ck_assert_msg(t->storage == s->storage && t->node == s->node && t->capture == s->capture &&
                      t->value_id == s->value_id,
                  "%s: the source's storage, node or capture value changed", what);
    ck_assert_int_eq(t->dtype, s->dtype);
    ck_assert_int_eq(t->rank, s->rank);
    ck_assert_int_eq(t->offset, s->offset);
    ck_assert(memcmp(t->shape, s->shape, sizeof s->shape) == 0);
    ck_assert(memcmp(t->strides, s->strides, sizeof s->strides) == 0);
    if (t->node)
        ck_assert_int_ge(atomic_load(&t->node->refs), 1);
    unsigned char *now = read_all(t);
    ck_assert_msg((now == NULL) == (s->data == NULL), "%s: the source's data appeared or vanished", what);
    if (now)
        ck_assert_msg(memcmp(now, s->data, sy_tensor_nbytes(t)) == 0, "%s: the source's data changed", what);
    free(now);
    free(s->data);
    s->data = NULL;
}

/* A non-NULL *out that every failing call must clear. */
static sy_tensor sentinel;

/* sy_to_device fails with `want`; *out is cleared. No other checks. */
static void move_fails_bare(const sy_tensor *src, sy_device dst, sy_status want, const char *what)
{
    sy_tensor *out = &sentinel;
    sy_status st = sy_to_device(src, dst, &out);
    ck_assert_msg(st == want, "%s: sy_to_device -> %s (want %s): %s", what, sy_status_name(st), sy_status_name(want),
                  sy_last_error());
    ck_assert_msg(out == NULL, "%s: *out not cleared on failure", what);
    if (want == SY_E_AUTODIFF_MISMATCH || want == SY_E_CAPTURE_ONE_WAY ||
        (want == SY_E_TRANSFER_FAILED && strstr(sy_last_error(), "read") != NULL))
        assert_error_mentions(sy_status_str(want), what); /* the Burn text */
}

/* The full failure contract: status, *out NULL, the Burn text and each of
 * `needles` in sy_last_error(), the source untouched, nothing leaked, and
 * sy_move_check / sy_can_move agreeing. */
static void expect_move_fails(const sy_tensor *src, sy_device dst, sy_status want, const char *const *needles,
                              const char *what)
{
    source_snap snap = snap_take(src);
    sy_ck_leak live = sy_ck_leak_snap();
    move_fails_bare(src, dst, want, what);
    for (int i = 0; needles && needles[i]; i++)
        assert_error_mentions(needles[i], what);
    char detail[512];
    snprintf(detail, sizeof detail, "%s", sy_last_error());
    SY_CK_NO_LEAK_IN(live, what);
    snap_check(&snap, 0, what);
    sy_status st = sy_move_check(src, dst);
    ck_assert_msg(st == want, "%s: sy_move_check -> %s, sy_to_device -> %s", what, sy_status_name(st),
                  sy_status_name(want));
    ck_assert_str_eq(sy_last_error(), detail); /* the same detail */
    ck_assert(!sy_can_move(src, dst));
    SY_CK_NO_LEAK_IN(live, what);
}

/* The success contract: the checks agree, the result is on exactly dst with
 * the source's dtype, shape and values, and the source is untouched. */
static sy_tensor *expect_move_ok(const sy_tensor *src, sy_device dst, const char *what)
{
    ck_assert_msg(sy_move_check(src, dst) == SY_OK, "%s: sy_move_check: %s", what, sy_last_error());
    ck_assert(sy_can_move(src, dst));
    ck_assert(sy_sides_agree(src, dst));
    source_snap snap = snap_take(src);
    sy_tensor *out = NULL;
    sy_status st = sy_to_device(src, dst, &out);
    ck_assert_msg(st == SY_OK, "%s: sy_to_device -> %s: %s", what, sy_status_name(st), sy_last_error());
    ck_assert_ptr_nonnull(out);
    assert_device_is(sy_tensor_device(out), dst, what);
    ck_assert_int_eq(sy_tensor_dtype(out), sy_tensor_dtype(src));
    ck_assert_int_eq(sy_tensor_rank(out), sy_tensor_rank(src));
    for (int i = 0; i < sy_tensor_rank(src); i++)
        ck_assert_int_eq(sy_tensor_dim(out, i), sy_tensor_dim(src, i));
    ck_assert_int_eq(atomic_load(&out->refs), out == src ? snap.refs + 1 : 1);
    unsigned char *got = read_all(out);
    ck_assert_msg((got == NULL) == (snap.data == NULL), "%s: materialized differently from the source", what);
    if (got)
        ck_assert_msg(memcmp(got, snap.data, sy_tensor_nbytes(src)) == 0, "%s: the values changed in the move", what);
    free(got);
    snap_check(&snap, out == src ? 1 : 0, what);
    return out;
}

/* ---- (a) every arm of the pair grid ---------------------------------------------------- */

typedef struct {
    int rank;
    int64_t shape[SY_MAX_RANK];
} shape_case;

static const shape_case arm_shapes[] = {
    {2, {2, 3}}, {0, {0}}, {1, {0}}, {3, {4, 1, 3}}, {3, {2, 0, 5}}, {8, {1, 2, 1, 1, 2, 1, 1, 3}},
};

static bool host_pair(sy_device a, sy_device b)
{
    return sy_backend_is_host_memory((sy_backend)a.backend) && sy_backend_is_host_memory((sy_backend)b.backend);
}

/* Zero-copy when both sides are host memory or when it is the same device. */
static void check_arm_result(const sy_tensor *src, const sy_tensor *out, sy_device from, sy_device to,
                             const char *what)
{
    bool share = host_pair(from, to) || sy_device_eq(from, to);
    ck_assert_msg(sy_tensor_shares_storage(src, out) == share, "%s: shares storage %d, want %d", what,
                  sy_tensor_shares_storage(src, out), share);
    ck_assert_int_eq(sy_tensor_shares_storage(out, src), share);
    const void *a = sy_tensor_host_data(src), *b = sy_tensor_host_data(out);
    if (host_pair(from, to)) {
        ck_assert_ptr_nonnull(a);
        ck_assert_msg(a == b, "%s: zero-copy but different host addresses", what);
    } else {
        ck_assert_int_eq(b != NULL, sy_backend_is_host_memory((sy_backend)to.backend));
    }
    if (share)
        ck_assert_int_ge(atomic_load(&out->storage->refs), 2);
    else
        ck_assert_int_eq(atomic_load(&out->storage->refs), 1);
    ck_assert(!sy_tensor_is_tracked(out));
    ck_assert_ptr_null(out->node);
    ck_assert_ptr_null(out->capture);
}

/* Pair _i = (source device _i / n, destination device _i % n): every dtype
 * both store, every shape, and strided views. */
START_TEST(test_pair_arm)
{
    int n = n_real_devices();
    sy_device from = device_at(_i / n), to = device_at(_i % n);
    char a[64], b[64], what[256];
    const char *kind = sy_transfer_kind((sy_backend)from.backend, (sy_backend)to.backend);
    ck_assert_ptr_nonnull(kind);
    if (host_pair(from, to))
        ck_assert_ptr_nonnull(strstr(kind, "zero-copy"));
    else if (from.backend != to.backend)
        ck_assert_ptr_nonnull(strstr(kind, "staged"));
    int moved = 0;
    for (int dt = 0; dt < SY_DTYPE_COUNT; dt++) {
        bool both = sy_backend_stores((sy_backend)from.backend, (sy_dtype)dt) &&
                    sy_backend_stores((sy_backend)to.backend, (sy_dtype)dt);
        if (!both)
            continue;
        for (size_t s = 0; s < sizeof arm_shapes / sizeof arm_shapes[0]; s++) {
            snprintf(what, sizeof what, "%s -> %s, %s, shape #%zu", dev_str(from, a, sizeof a), dev_str(to, b, sizeof b),
                     sy_dtype_name((sy_dtype)dt), s);
            sy_ck_leak live = sy_ck_leak_snap();
            sy_tensor *src = make((sy_dtype)dt, arm_shapes[s].shape, arm_shapes[s].rank, from, (int)s + dt);
            sy_tensor *out = expect_move_ok(src, to, what);
            check_arm_result(src, out, from, to, what);
            ck_assert(sy_tensor_is_contiguous(out));
            /* the result outlives the source */
            unsigned char *want = read_all(src);
            sy_tensor_release(src);
            unsigned char *got = read_all(out);
            ck_assert(memcmp(got, want, sy_tensor_nbytes(out)) == 0);
            free(want);
            free(got);
            sy_tensor_release(out);
            SY_CK_NO_LEAK_IN(live, what);
            moved++;
        }
        /* strided sources: a transpose and a stride-0 expansion */
        for (int v = 0; v < 2; v++) {
            snprintf(what, sizeof what, "%s -> %s, %s, %s view", dev_str(from, a, sizeof a), dev_str(to, b, sizeof b),
                     sy_dtype_name((sy_dtype)dt), v ? "expanded" : "transposed");
            sy_ck_leak live = sy_ck_leak_snap();
            sy_tensor *src = v ? make_expanded((sy_dtype)dt, from, dt) : make_transposed((sy_dtype)dt, from, dt);
            sy_tensor *out = expect_move_ok(src, to, what);
            check_arm_result(src, out, from, to, what);
            sy_tensor_release(out);
            sy_tensor_release(src);
            SY_CK_NO_LEAK_IN(live, what);
        }
    }
    ck_assert_int_gt(moved, 0); /* every pair has at least one dtype in common */
}
END_TEST

/* ---- (b) the move table ------------------------------------------------------------------ */

enum { SRC_PLAIN, SRC_AUTODIFF, SRC_CAPTURE_INIT, SRC_CAPTURE_COMPUTED, N_SRC_KINDS };
enum { DST_PLAIN, DST_AUTODIFF, DST_CAPTURE_SAME, DST_CAPTURE_OTHER, N_DST_KINDS };

static const char *const src_kind_names[N_SRC_KINDS] = {"plain", "autodiff", "capture initialized",
                                                         "capture computed"};
static const char *const dst_kind_names[N_DST_KINDS] = {"plain", "autodiff", "capture (same id)",
                                                         "capture (other id)"};

/* The README's move table ("Moving a tensor: the pair matrix"). For plain
 * and autodiff sources, "same id" is just a capture device. */
static const sy_status move_table[N_SRC_KINDS][N_DST_KINDS] = {
    [SRC_PLAIN] = {SY_OK, SY_E_AUTODIFF_MISMATCH, SY_OK, SY_OK},
    [SRC_AUTODIFF] = {SY_E_AUTODIFF_MISMATCH, SY_OK, SY_E_AUTODIFF_MISMATCH, SY_E_AUTODIFF_MISMATCH},
    [SRC_CAPTURE_INIT] = {SY_E_CAPTURE_ONE_WAY, SY_E_CAPTURE_ONE_WAY, SY_OK, SY_OK},
    [SRC_CAPTURE_COMPUTED] = {SY_E_CAPTURE_ONE_WAY, SY_E_CAPTURE_ONE_WAY, SY_OK, SY_E_CAPTURE_ONE_WAY},
};

#define MAX_SOURCES 8

/* The sources of kind `sk` built from real device b1, capture c1 holding the
 * capture ones. */
static int build_sources(int sk, sy_device b1, sy_device c1, sy_tensor **srcs)
{
    int n = 0;
    sy_tensor *init = NULL, *init2 = NULL, *plain = NULL;
    switch (sk) {
    case SRC_PLAIN:
        srcs[n++] = make23(SY_DTYPE_F32, b1, 1);
        srcs[n++] = make23(SY_DTYPE_I64, b1, 2);
        srcs[n++] = make23(SY_DTYPE_BOOL, b1, 3);
        srcs[n++] = make_transposed(SY_DTYPE_I32, b1, 4);
        break;
    case SRC_AUTODIFF:
        srcs[n++] = make_tracked(SY_DTYPE_F32, b1, SY_CHECKPOINT_NONE, 5);
        srcs[n++] = make_tracked(SY_DTYPE_F32, b1, SY_CHECKPOINT_BALANCED, 6);
        srcs[n++] = make_tracked(SY_DTYPE_I32, b1, SY_CHECKPOINT_NONE, 7); /* joins the context untracked */
        srcs[n++] = make23(SY_DTYPE_I64, sy_device_autodiff(b1, SY_CHECKPOINT_BALANCED), 8); /* created in it */
        ck_assert(sy_tensor_is_tracked(srcs[0]) && sy_tensor_is_tracked(srcs[1]));
        ck_assert(!sy_tensor_is_tracked(srcs[2]) && !sy_tensor_is_tracked(srcs[3]));
        break;
    case SRC_CAPTURE_INIT:
    case SRC_CAPTURE_COMPUTED:
        /* one initializer moved from b1, one created on c1 */
        plain = make23(SY_DTYPE_F32, b1, 9);
        SY_OK_OR_FAIL(sy_to_device(plain, c1, &init));
        sy_tensor_release(plain);
        init2 = make23(SY_DTYPE_I64, c1, 10);
        if (sk == SRC_CAPTURE_INIT) {
            srcs[n++] = init;
            srcs[n++] = init2;
        } else {
            SY_OK_OR_FAIL(sy_neg(init, &srcs[n]));
            n++;
            SY_OK_OR_FAIL(sy_add(init2, init2, &srcs[n]));
            n++;
            sy_tensor_release(init);
            sy_tensor_release(init2);
        }
        for (int i = 0; i < n; i++) {
            assert_device_is(sy_tensor_device(srcs[i]), c1, "capture source");
            ck_assert_int_eq(srcs[i]->storage != NULL, sk == SRC_CAPTURE_INIT);
        }
        break;
    default:
        ck_abort();
    }
    ck_assert_int_le(n, MAX_SOURCES);
    return n;
}

/* The destinations of kind dk. */
static int build_destinations(int dk, sy_device c1, sy_device c2, sy_device *dsts)
{
    sy_device all[MAX_DEVICES];
    int n_all = real_devices(all), n = 0;
    switch (dk) {
    case DST_PLAIN:
        for (int i = 0; i < n_all; i++)
            dsts[n++] = all[i];
        break;
    case DST_AUTODIFF:
        for (int i = 0; i < n_all; i++) {
            dsts[n++] = sy_device_autodiff(all[i], SY_CHECKPOINT_NONE);
            dsts[n++] = sy_device_autodiff(all[i], SY_CHECKPOINT_BALANCED);
        }
        break;
    case DST_CAPTURE_SAME:
        dsts[n++] = c1;
        break;
    case DST_CAPTURE_OTHER:
        dsts[n++] = c2;
        break;
    default:
        ck_abort();
    }
    return n;
}

/* What a successful cell must also show, beyond expect_move_ok. */
static void check_cell_success(int sk, int dk, const sy_tensor *src, const sy_tensor *out, sy_device dst,
                               sy_device c1, sy_device c2, size_t inits1_before, size_t inits2_before,
                               size_t nodes1_before, const char *what)
{
    size_t inits1 = capture_inits(c1), inits2 = capture_inits(c2);
    ck_assert_uint_eq(capture_nodes(c1), nodes1_before);
    ck_assert_uint_eq(capture_nodes(c2), 0);
    switch (sk * N_DST_KINDS + dk) {
    case SRC_PLAIN *N_DST_KINDS + DST_PLAIN:
        ck_assert(!sy_tensor_is_tracked(out));
        ck_assert_uint_eq(inits1, inits1_before);
        ck_assert_uint_eq(inits2, inits2_before);
        break;
    case SRC_PLAIN *N_DST_KINDS + DST_CAPTURE_SAME:
    case SRC_PLAIN *N_DST_KINDS + DST_CAPTURE_OTHER:
        /* registered as a new initializer of dst */
        ck_assert(sy_device_is_capture(sy_tensor_device(out)));
        ck_assert_uint_ne(out->value_id, 0);
        ck_assert_ptr_nonnull(out->capture);
        ck_assert(sy_tensor_is_contiguous(out));
        ck_assert_uint_eq(inits1, inits1_before + (dk == DST_CAPTURE_SAME));
        ck_assert_uint_eq(inits2, inits2_before + (dk == DST_CAPTURE_OTHER));
        break;
    case SRC_AUTODIFF *N_DST_KINDS + DST_AUTODIFF: {
        /* a recorded move: tracked stays tracked, across backends too */
        ck_assert_int_eq(sy_tensor_is_tracked(out), sy_tensor_is_tracked(src));
        if (sy_tensor_is_tracked(src)) {
            const sy__node *node = out->node;
            ck_assert_int_eq(node->kind, SY__NODE_MOVE);
            ck_assert_ptr_eq(node->in[0].parent, src->node);
            ck_assert_int_eq(node->strategy, dst.checkpointing);
            assert_device_is(node->in[0].device, sy_device_inner(src->device), what);
            assert_device_is(node->out_device, sy_device_inner(dst), what);
        }
        /* sy_inner of the result is plain on the inner device */
        sy_tensor *inner = NULL;
        SY_OK_OR_FAIL(sy_inner(out, &inner));
        assert_device_is(sy_tensor_device(inner), sy_device_inner(dst), what);
        ck_assert(!sy_tensor_is_tracked(inner));
        ck_assert(sy_tensor_shares_storage(inner, out));
        sy_tensor_release(inner);
        ck_assert_uint_eq(inits1, inits1_before);
        ck_assert_uint_eq(inits2, inits2_before);
        break;
    }
    case SRC_CAPTURE_INIT *N_DST_KINDS + DST_CAPTURE_SAME:
    case SRC_CAPTURE_COMPUTED *N_DST_KINDS + DST_CAPTURE_SAME:
        /* the same value: nothing recorded */
        ck_assert_ptr_eq(out->capture, src->capture);
        ck_assert_uint_eq(out->value_id, src->value_id);
        ck_assert_uint_eq(inits1, inits1_before);
        ck_assert_uint_eq(inits2, inits2_before);
        if (sk == SRC_CAPTURE_COMPUTED) {
            float f;
            SY_EXPECT(SY_E_NOT_MATERIALIZED, sy_tensor_to_data(out, &f, sizeof f));
        }
        break;
    case SRC_CAPTURE_INIT *N_DST_KINDS + DST_CAPTURE_OTHER:
        /* re-registered on c2 */
        ck_assert_ptr_ne(out->capture, src->capture);
        ck_assert_uint_ne(out->value_id, 0);
        ck_assert_uint_eq(inits1, inits1_before);
        ck_assert_uint_eq(inits2, inits2_before + 1);
        break;
    default:
        ck_abort_msg("%s: no success expected", what);
    }
}

/* Cell _i of the move table: source kind _i / 4, destination kind _i % 4,
 * over every source device and every destination device. */
START_TEST(test_move_table_cell)
{
    const int sk = _i / N_DST_KINDS, dk = _i % N_DST_KINDS;
    const sy_status want = move_table[sk][dk];
    if (!capture_enabled()) {
        ck_assert_int_ne(sy_capture_new(&(sy_device){0}), SY_OK);
        return;
    }
    sy_ck_leak live = sy_ck_leak_snap();
    sy_device c1, c2;
    SY_OK_OR_FAIL(sy_capture_new(&c1));
    SY_OK_OR_FAIL(sy_capture_new(&c2));
    sy_device all[MAX_DEVICES];
    int n_all = real_devices(all), cells = 0;
    for (int i = 0; i < n_all; i++) {
        sy_tensor *srcs[MAX_SOURCES];
        sy_device dsts[2 * MAX_DEVICES];
        int n_src = build_sources(sk, all[i], c1, srcs);
        int n_dst = build_destinations(dk, c1, c2, dsts);
        for (int s = 0; s < n_src; s++) {
            for (int d = 0; d < n_dst; d++) {
                char a[64], b[64], what[320];
                snprintf(what, sizeof what, "%s %s %s tensor -> %s %s", src_kind_names[sk],
                         dev_str(sy_tensor_device(srcs[s]), a, sizeof a), sy_dtype_name(sy_tensor_dtype(srcs[s])),
                         dst_kind_names[dk], dev_str(dsts[d], b, sizeof b));
                size_t inits1 = capture_inits(c1), inits2 = capture_inits(c2), nodes1 = capture_nodes(c1);
                if (want != SY_OK) {
                    expect_move_fails(srcs[s], dsts[d], want,
                                      (const char *const[]){dev_str(sy_tensor_device(srcs[s]), a, sizeof a),
                                                            dev_str(dsts[d], b, sizeof b), NULL},
                                      what);
                    ck_assert_uint_eq(capture_inits(c1), inits1);
                    ck_assert_uint_eq(capture_inits(c2), inits2);
                    ck_assert_uint_eq(capture_nodes(c1), nodes1);
                } else {
                    sy_tensor *out = expect_move_ok(srcs[s], dsts[d], what);
                    check_cell_success(sk, dk, srcs[s], out, dsts[d], c1, c2, inits1, inits2, nodes1, what);
                    sy_tensor_release(out);
                }
                cells++;
            }
        }
        for (int s = 0; s < n_src; s++)
            sy_tensor_release(srcs[s]);
    }
    ck_assert_int_gt(cells, 0);
    SY_OK_OR_FAIL(sy_capture_release(c1));
    SY_OK_OR_FAIL(sy_capture_release(c2));
    SY_CK_NO_LEAK_IN(live, "move table cell");
}
END_TEST

/* The gradient path of a cross-backend autodiff move reaches the source's
 * leaf through a chain of moves. */
START_TEST(test_autodiff_chain_stays_tracked)
{
    sy_ck_leak live = sy_ck_leak_snap();
    sy_device all[MAX_DEVICES];
    int n = real_devices(all);
    sy_tensor *leaf = make_tracked(SY_DTYPE_F32, all[0], SY_CHECKPOINT_NONE, 11);
    sy_tensor *cur = sy_tensor_retain(leaf);
    for (int hop = 1; hop <= 2 * n; hop++) {
        sy_device to = sy_device_autodiff(all[hop % n], hop % 2 ? SY_CHECKPOINT_BALANCED : SY_CHECKPOINT_NONE);
        sy_tensor *next = expect_move_ok(cur, to, "autodiff chain");
        ck_assert(sy_tensor_is_tracked(next));
        ck_assert_ptr_eq(next->node->in[0].parent, cur->node);
        sy_tensor_release(cur);
        cur = next;
    }
    /* walk back to the leaf */
    const sy__node *node = cur->node;
    int hops = 0;
    while (node->kind == SY__NODE_MOVE) {
        node = node->in[0].parent;
        hops++;
    }
    ck_assert_int_eq(hops, 2 * n);
    ck_assert_ptr_eq(node, leaf->node);
    ck_assert_int_eq(node->kind, SY__NODE_LEAF);
    sy_tensor_release(cur);
    sy_tensor_release(leaf);
    SY_CK_NO_LEAK_IN(live, "autodiff chain");
}
END_TEST

/* ---- (c) error precedence ------------------------------------------------------------------ */

enum {
    S_NULL,          /* no tensor */
    S_PLAIN_WIDE,    /* a plain tensor of a dtype the narrow backend lacks (f64) on the host device */
    S_TRACKED_WIDE,  /* the same, tracked on autodiff(host) */
    S_AD_INT,        /* an i64 in the context of autodiff(host) */
    S_CAP_INIT_WIDE, /* an f64 initializer of capture c1 */
    S_CAP_COMPUTED,  /* neg of that initializer */
};

enum {
    D_MALFORMED,      /* host:-1 */
    D_UNKNOWN_ID,     /* a backend id no backend has */
    D_BAD_STRATEGY,   /* autodiff(host:9, strategy 7) */
    D_AD_CAPTURE,     /* autodiff(c2) */
    D_NESTED_OOR,     /* autodiff(autodiff(narrow:5)) */
    D_DISABLED_OOR,   /* disabled:99 */
    D_AD_DISABLED,    /* autodiff(disabled:0) */
    D_AD_OOR,         /* autodiff(narrow: count + 3), sim:5 in the full build */
    D_OOR,            /* narrow: count + 5, sim:7 in the full build */
    D_AD_NARROW,      /* autodiff(narrow: last) */
    D_NARROW,         /* narrow: last, sim:1 in the full build */
    D_CAPTURE_OTHER,  /* c2 */
    D_CAPTURE_GONE,   /* a released capture device */
};

typedef struct {
    int src, dst;
    sy_status want;
    const char *why;
} precedence_case;

static const precedence_case precedence_cases[] = {
    {S_NULL, D_OOR, SY_E_INVALID_ARGUMENT, "NULL tensor before NO_SUCH_DEVICE"},
    {S_NULL, D_DISABLED_OOR, SY_E_INVALID_ARGUMENT, "NULL tensor before BACKEND_DISABLED"},
    {S_CAP_COMPUTED, D_MALFORMED, SY_E_INVALID_ARGUMENT, "negative index before CAPTURE_ONE_WAY"},
    {S_CAP_COMPUTED, D_UNKNOWN_ID, SY_E_INVALID_ARGUMENT, "unknown backend id before CAPTURE_ONE_WAY"},
    {S_CAP_COMPUTED, D_BAD_STRATEGY, SY_E_INVALID_ARGUMENT, "bad strategy before CAPTURE_ONE_WAY, NO_SUCH_DEVICE"},
    {S_CAP_COMPUTED, D_AD_CAPTURE, SY_E_INVALID_ARGUMENT, "autodiff around capture before CAPTURE_ONE_WAY"},
    {S_PLAIN_WIDE, D_AD_CAPTURE, SY_E_INVALID_ARGUMENT, "autodiff around capture before AUTODIFF_MISMATCH"},
    {S_CAP_COMPUTED, D_NESTED_OOR, SY_E_AUTODIFF_NESTED, "nested autodiff before CAPTURE_ONE_WAY"},
    {S_TRACKED_WIDE, D_NESTED_OOR, SY_E_AUTODIFF_NESTED, "nested autodiff before NO_SUCH_DEVICE"},
    {S_CAP_COMPUTED, D_DISABLED_OOR, SY_E_BACKEND_DISABLED, "BACKEND_DISABLED before CAPTURE_ONE_WAY"},
    {S_PLAIN_WIDE, D_AD_DISABLED, SY_E_BACKEND_DISABLED, "BACKEND_DISABLED before AUTODIFF_MISMATCH"},
    {S_TRACKED_WIDE, D_DISABLED_OOR, SY_E_BACKEND_DISABLED, "BACKEND_DISABLED before AUTODIFF_MISMATCH, NO_SUCH"},
    {S_PLAIN_WIDE, D_DISABLED_OOR, SY_E_BACKEND_DISABLED, "BACKEND_DISABLED before NO_SUCH_DEVICE"},
    {S_CAP_COMPUTED, D_AD_OOR, SY_E_CAPTURE_ONE_WAY, "CAPTURE_ONE_WAY before AUTODIFF_MISMATCH, NO_SUCH"},
    {S_CAP_INIT_WIDE, D_AD_OOR, SY_E_CAPTURE_ONE_WAY, "CAPTURE_ONE_WAY before AUTODIFF_MISMATCH, NO_SUCH"},
    {S_CAP_INIT_WIDE, D_AD_NARROW, SY_E_CAPTURE_ONE_WAY, "CAPTURE_ONE_WAY before AUTODIFF_MISMATCH, DTYPE"},
    {S_CAP_INIT_WIDE, D_NARROW, SY_E_CAPTURE_ONE_WAY, "CAPTURE_ONE_WAY before DTYPE_UNSUPPORTED"},
    {S_CAP_INIT_WIDE, D_OOR, SY_E_CAPTURE_ONE_WAY, "CAPTURE_ONE_WAY before NO_SUCH_DEVICE"},
    {S_CAP_COMPUTED, D_CAPTURE_GONE, SY_E_CAPTURE_ONE_WAY, "CAPTURE_ONE_WAY before NO_SUCH_DEVICE (capture)"},
    {S_CAP_COMPUTED, D_CAPTURE_OTHER, SY_E_CAPTURE_ONE_WAY, "computed capture tensor to another capture"},
    {S_PLAIN_WIDE, D_AD_OOR, SY_E_AUTODIFF_MISMATCH, "AUTODIFF_MISMATCH before NO_SUCH_DEVICE"},
    {S_PLAIN_WIDE, D_AD_NARROW, SY_E_AUTODIFF_MISMATCH, "AUTODIFF_MISMATCH before DTYPE_UNSUPPORTED"},
    {S_TRACKED_WIDE, D_OOR, SY_E_AUTODIFF_MISMATCH, "AUTODIFF_MISMATCH before NO_SUCH_DEVICE"},
    {S_TRACKED_WIDE, D_NARROW, SY_E_AUTODIFF_MISMATCH, "AUTODIFF_MISMATCH before DTYPE_UNSUPPORTED"},
    {S_TRACKED_WIDE, D_CAPTURE_GONE, SY_E_AUTODIFF_MISMATCH, "AUTODIFF_MISMATCH before NO_SUCH_DEVICE (capture)"},
    {S_AD_INT, D_CAPTURE_OTHER, SY_E_AUTODIFF_MISMATCH, "an int in an autodiff context to a capture device"},
    {S_PLAIN_WIDE, D_OOR, SY_E_NO_SUCH_DEVICE, "NO_SUCH_DEVICE before DTYPE_UNSUPPORTED"},
    {S_TRACKED_WIDE, D_AD_OOR, SY_E_NO_SUCH_DEVICE, "NO_SUCH_DEVICE before DTYPE_UNSUPPORTED (autodiff)"},
    {S_PLAIN_WIDE, D_CAPTURE_GONE, SY_E_NO_SUCH_DEVICE, "a released capture device"},
    {S_CAP_INIT_WIDE, D_CAPTURE_GONE, SY_E_NO_SUCH_DEVICE, "an initializer to a released capture device"},
    {S_PLAIN_WIDE, D_NARROW, SY_E_DTYPE_UNSUPPORTED, "the narrow backend does not store the dtype"},
    {S_TRACKED_WIDE, D_AD_NARROW, SY_E_DTYPE_UNSUPPORTED, "the narrow backend does not store the dtype (autodiff)"},
};
#define N_PRECEDENCE ((int)(sizeof precedence_cases / sizeof precedence_cases[0]))

static bool case_needs_disabled(const precedence_case *c)
{
    return c->dst == D_DISABLED_OOR || c->dst == D_AD_DISABLED;
}

static bool case_needs_narrow(const precedence_case *c)
{
    return c->dst == D_AD_NARROW || c->dst == D_NARROW;
}

/* The narrow backend and the wide dtype; without one, the host backend and f32
 * (only the out-of-range cases use them then). */
static void narrow_or_host(sy_backend *b, sy_dtype *dt)
{
    if (!find_narrow(b, dt)) {
        *b = (sy_backend)sy_ck_host_device().backend;
        *dt = SY_DTYPE_F32;
    }
}

static int applicable_precedence[N_PRECEDENCE];
static int n_applicable_precedence;

static void select_precedence_cases(void)
{
    sy_backend b;
    sy_dtype dt;
    bool disabled = find_disabled(&b), narrow = find_narrow(&b, &dt);
    n_applicable_precedence = 0;
    for (int i = 0; i < N_PRECEDENCE; i++) {
        const precedence_case *c = &precedence_cases[i];
        if ((case_needs_disabled(c) && !disabled) || (case_needs_narrow(c) && !narrow))
            continue;
        if (!capture_enabled() && (c->src >= S_CAP_INIT_WIDE || c->dst >= D_CAPTURE_OTHER || c->dst == D_AD_CAPTURE))
            continue;
        applicable_precedence[n_applicable_precedence++] = i;
    }
}

START_TEST(test_precedence)
{
    const precedence_case *c = &precedence_cases[applicable_precedence[_i]];
    sy_backend narrow, off = SY_BACKEND_CAPTURE;
    sy_dtype wide;
    narrow_or_host(&narrow, &wide);
    find_disabled(&off);
    const int count = sy_backend_device_count(narrow);
    sy_device host = sy_ck_host_device();
    sy_ck_leak live = sy_ck_leak_snap();
    sy_device c1 = {0}, c2 = {0}, gone = {0};
    if (capture_enabled()) {
        SY_OK_OR_FAIL(sy_capture_new(&c1));
        SY_OK_OR_FAIL(sy_capture_new(&c2));
        SY_OK_OR_FAIL(sy_capture_new(&gone));
        SY_OK_OR_FAIL(sy_capture_release(gone));
    }
    sy_tensor *src = NULL, *init = NULL;
    switch (c->src) {
    case S_NULL: break;
    case S_PLAIN_WIDE: src = make23(wide, host, 1); break;
    case S_TRACKED_WIDE: src = make_tracked(wide, host, SY_CHECKPOINT_BALANCED, 2); break;
    case S_AD_INT: src = make23(SY_DTYPE_I64, sy_device_autodiff(host, SY_CHECKPOINT_NONE), 3); break;
    case S_CAP_INIT_WIDE: src = make23(wide, c1, 4); break;
    case S_CAP_COMPUTED:
        init = make23(wide, c1, 5);
        SY_OK_OR_FAIL(sy_neg(init, &src));
        sy_tensor_release(init);
        break;
    default: ck_abort();
    }
    int unknown_id = 0;
    while (sy_backend_known((sy_backend)unknown_id))
        unknown_id++;
    sy_device dst;
    switch (c->dst) {
    case D_MALFORMED: dst = sy_device_of((sy_backend)host.backend, -1); break;
    case D_UNKNOWN_ID: dst = sy_device_of((sy_backend)unknown_id, 0); break;
    case D_BAD_STRATEGY: dst = sy_device_autodiff(sy_device_of((sy_backend)host.backend, 9), (sy_checkpointing)7); break;
    case D_AD_CAPTURE: dst = sy_device_autodiff(c2, SY_CHECKPOINT_NONE); break;
    case D_NESTED_OOR:
        dst = sy_device_autodiff(sy_device_autodiff(sy_device_of(narrow, count + 3), SY_CHECKPOINT_NONE),
                                 SY_CHECKPOINT_NONE);
        break;
    case D_DISABLED_OOR: dst = sy_device_of(off, 99); break;
    case D_AD_DISABLED: dst = sy_device_autodiff(sy_device_of(off, 0), SY_CHECKPOINT_NONE); break;
    case D_AD_OOR: dst = sy_device_autodiff(sy_device_of(narrow, count + 3), SY_CHECKPOINT_NONE); break;
    case D_OOR: dst = sy_device_of(narrow, count + 5); break;
    case D_AD_NARROW: dst = sy_device_autodiff(sy_device_of(narrow, count - 1), SY_CHECKPOINT_BALANCED); break;
    case D_NARROW: dst = sy_device_of(narrow, count - 1); break;
    case D_CAPTURE_OTHER: dst = c2; break;
    case D_CAPTURE_GONE: dst = gone; break;
    default: ck_abort(); dst = host;
    }
    /* the key facts of each status's detail */
    char from[64], to[64];
    const char *needles[5] = {"sy_to_device", NULL, NULL, NULL, NULL};
    int k = 1;
    if (src)
        dev_str(sy_tensor_device(src), from, sizeof from);
    dev_str(dst, to, sizeof to);
    switch (c->want) {
    case SY_E_CAPTURE_ONE_WAY:
    case SY_E_AUTODIFF_MISMATCH:
        needles[0] = from;
        needles[k++] = to;
        break;
    case SY_E_BACKEND_DISABLED:
        needles[0] = sy__backend_table[off].name;
        needles[k++] = sy__backend_table[off].cfg;
        break;
    case SY_E_NO_SUCH_DEVICE:
        needles[0] = from;
        needles[k++] = to;
        break;
    case SY_E_DTYPE_UNSUPPORTED:
        needles[0] = sy_dtype_name(wide);
        needles[k++] = sy_backend_name(narrow);
        needles[k++] = to;
        break;
    case SY_E_AUTODIFF_NESTED: needles[k++] = "Autodiff should not wrap an autodiff device."; break;
    default: break;
    }
    char what[256];
    snprintf(what, sizeof what, "case %d (%s): %s -> %s", applicable_precedence[_i], c->why, src ? from : "NULL", to);
    expect_move_fails(src, dst, c->want, needles, what);
    sy_tensor_release(src);
    if (capture_enabled()) {
        ck_assert_uint_eq(capture_inits(c2), 0);
        SY_OK_OR_FAIL(sy_capture_release(c1));
        SY_OK_OR_FAIL(sy_capture_release(c2));
    }
    SY_CK_NO_LEAK_IN(live, what);
}
END_TEST

/* NULL out: INVALID_ARGUMENT before everything, and nothing is touched. */
START_TEST(test_precedence_null_out)
{
    sy_backend narrow;
    sy_dtype wide;
    narrow_or_host(&narrow, &wide);
    sy_device host = sy_ck_host_device();
    sy_ck_leak live = sy_ck_leak_snap();
    sy_tensor *src = make_tracked(wide, host, SY_CHECKPOINT_NONE, 1);
    source_snap snap = snap_take(src);
    SY_EXPECT(SY_E_INVALID_ARGUMENT, sy_to_device(src, sy_device_of(narrow, 99), NULL));
    assert_error_mentions("out is NULL", "NULL out");
    SY_EXPECT(SY_E_INVALID_ARGUMENT, sy_to_device(NULL, sy_device_of((sy_backend)host.backend, -1), NULL));
    SY_EXPECT(SY_E_INVALID_ARGUMENT, sy_to_device(src, host, NULL)); /* would be AUTODIFF_MISMATCH */
    SY_EXPECT(SY_E_INVALID_ARGUMENT, sy_move_check(NULL, host));
    ck_assert(!sy_can_move(NULL, host));
    ck_assert(!sy_sides_agree(NULL, host));
    snap_check(&snap, 0, "NULL out");
    sy_tensor_release(src);
    if (capture_enabled()) {
        sy_device c;
        SY_OK_OR_FAIL(sy_capture_new(&c));
        sy_tensor *init = make23(SY_DTYPE_F32, c, 2), *computed = NULL;
        SY_OK_OR_FAIL(sy_neg(init, &computed));
        SY_EXPECT(SY_E_INVALID_ARGUMENT,
                  sy_to_device(computed, sy_device_autodiff(sy_device_of(narrow, 99), SY_CHECKPOINT_NONE), NULL));
        sy_tensor_release(computed);
        sy_tensor_release(init);
        SY_OK_OR_FAIL(sy_capture_release(c));
    }
    SY_CK_NO_LEAK_IN(live, "NULL out");
}
END_TEST

/* In a build with every backend, BACKEND_DISABLED cannot be provoked. */
START_TEST(test_precedence_disabled_skipped)
{
    for (int i = 0; i < SY_BACKEND_COUNT; i++) /* (the capture backend is switched off in its own build) */
        ck_assert(sy__backend_table[sy__backend_order[i]].capture || sy_backend_enabled(sy__backend_order[i]));
    fprintf(stderr, "check_move: the BACKEND_DISABLED precedence cases are skipped: every backend is compiled "
                    "into this build (make test-c BACKENDS=\"...\" with a subset runs them)\n");
}
END_TEST

/* DTYPE_UNSUPPORTED (and every check) comes before any allocation: an armed
 * allocation failure survives the refused move and hits the next one. */
START_TEST(test_precedence_checks_before_allocation)
{
    sy_backend narrow;
    sy_dtype wide;
    narrow_or_host(&narrow, &wide);
    bool have_narrow = find_narrow(&narrow, &wide);
    sy_device host = sy_ck_host_device();
    sy_tensor *src = make23(wide, host, 1), *ok = make23(SY_DTYPE_F32, host, 2), *out = NULL;
    sy_ck_leak live = sy_ck_leak_snap();
    /* host allocations */
    sy_device refused = have_narrow ? sy_device_of(narrow, sy_backend_device_count(narrow) - 1)
                                    : sy_device_of(narrow, sy_backend_device_count(narrow) + 5);
    sy__host_fail_after(0);
    move_fails_bare(src, refused, have_narrow ? SY_E_DTYPE_UNSUPPORTED : SY_E_NO_SUCH_DEVICE, "refused, host armed");
    move_fails_bare(ok, host, SY_E_OUT_OF_MEMORY, "the armed host failure fires on the next move");
    sy__host_fail_after(-1);
    SY_CK_NO_LEAK_IN(live, "host armed");
#if SY_WITH_SIM
    /* sim allocations */
    if (have_narrow && narrow == SY_BACKEND_SIM) {
        sy_device sim1 = sy_device_of(SY_BACKEND_SIM, 1);
        sy_k_sim_fail_after(SY_SIM_FAIL_ALLOC, 0);
        move_fails_bare(src, sim1, SY_E_DTYPE_UNSUPPORTED, "f64 -> sim:1 with a sim failure armed");
        move_fails_bare(ok, sim1, SY_E_OUT_OF_MEMORY, "the armed sim failure fires on the next move");
        sy_k_sim_fail_after(SY_SIM_FAIL_ALLOC, -1);
        out = expect_move_ok(ok, sim1, "retry");
        sy_tensor_release(out);
    }
#endif
    out = expect_move_ok(ok, host, "after disarming");
    sy_tensor_release(out);
    SY_CK_NO_LEAK_IN(live, "checks before allocation");
    sy_tensor_release(ok);
    sy_tensor_release(src);
}
END_TEST

/* ---- (e) fault injection ------------------------------------------------------------------- */

static void disarm_all(void)
{
    sy__host_fail_after(-1);
#if SY_WITH_SIM
    for (int k = SY_SIM_FAIL_ALLOC; k <= SY_SIM_FAIL_PEER; k++)
        sy_k_sim_fail_after(k, -1);
#endif
}

enum { E_HOST, E_SIM0, E_SIM1, E_AD_HOST, E_AD_SIM0, E_AD_SIM1, E_CAPTURE, E_CAPTURE2 };

static bool endpoint_available(int e)
{
    switch (e) {
    case E_SIM0: case E_SIM1: case E_AD_SIM0: case E_AD_SIM1: return sy_backend_enabled(SY_BACKEND_SIM);
    case E_CAPTURE: case E_CAPTURE2: return capture_enabled();
    default: return true;
    }
}

static sy_device endpoint_device(int e, sy_device c1, sy_device c2)
{
    switch (e) {
    case E_HOST:
        return sy_ck_host_device();
    case E_SIM0: return sy_device_of(SY_BACKEND_SIM, 0);
    case E_SIM1: return sy_device_of(SY_BACKEND_SIM, 1);
    case E_AD_HOST:
        return sy_device_autodiff(sy_ck_host_device(), SY_CHECKPOINT_NONE);
    case E_AD_SIM0: return sy_device_autodiff(sy_device_of(SY_BACKEND_SIM, 0), SY_CHECKPOINT_NONE);
    case E_AD_SIM1: return sy_device_autodiff(sy_device_of(SY_BACKEND_SIM, 1), SY_CHECKPOINT_BALANCED);
    case E_CAPTURE: return c1;
    case E_CAPTURE2: return c2;
    default: ck_abort(); return c1;
    }
}

/* A source on endpoint e (strided: a transposed view; tracked on autodiff). */
static sy_tensor *endpoint_source(int e, bool strided, sy_device c1, sy_device c2, int seed)
{
    sy_device d = endpoint_device(e, c1, c2);
    if (sy_device_is_autodiff(d)) {
        sy_tensor *plain = strided ? make_transposed(SY_DTYPE_F32, sy_device_inner(d), seed)
                                   : make23(SY_DTYPE_F32, sy_device_inner(d), seed);
        sy_tensor *t = NULL;
        SY_OK_OR_FAIL(sy_track(plain, d, &t));
        sy_tensor_release(plain);
        ck_assert(sy_tensor_is_tracked(t));
        return t;
    }
    return strided ? make_transposed(SY_DTYPE_F32, d, seed) : make23(SY_DTYPE_F32, d, seed);
}

#if SY_WITH_SIM
typedef struct {
    const char *label;
    int kind;
    int src, dst;
    bool strided;
    sy_status want;
    const char *needle;
} sim_fault_case;

static const char READ_TEXT[] = "Failed to read tensor during cross-backend transfer";

static const sim_fault_case sim_faults[] = {
    {"host -> sim alloc", SY_SIM_FAIL_ALLOC, E_HOST, E_SIM0, false, SY_E_OUT_OF_MEMORY, "sim:0"},
    {"host -> sim write", SY_SIM_FAIL_WRITE, E_HOST, E_SIM1, false, SY_E_TRANSFER_FAILED, "sim:1"},
    {"strided host -> sim write", SY_SIM_FAIL_WRITE, E_HOST, E_SIM0, true, SY_E_TRANSFER_FAILED, "sim:0"},
    {"strided host -> sim alloc", SY_SIM_FAIL_ALLOC, E_HOST, E_SIM1, true, SY_E_OUT_OF_MEMORY, "sim:1"},
    {"sim -> host read", SY_SIM_FAIL_READ, E_SIM0, E_HOST, false, SY_E_TRANSFER_FAILED, READ_TEXT},
    {"strided sim -> host read", SY_SIM_FAIL_READ, E_SIM1, E_HOST, true, SY_E_TRANSFER_FAILED, READ_TEXT},
    {"sim -> sim peer", SY_SIM_FAIL_PEER, E_SIM0, E_SIM1, false, SY_E_TRANSFER_FAILED, READ_TEXT},
    {"strided sim -> sim peer", SY_SIM_FAIL_PEER, E_SIM1, E_SIM0, true, SY_E_TRANSFER_FAILED, READ_TEXT},
    {"sim -> sim alloc", SY_SIM_FAIL_ALLOC, E_SIM1, E_SIM0, false, SY_E_OUT_OF_MEMORY, "sim:0"},
    {"sim -> capture read", SY_SIM_FAIL_READ, E_SIM0, E_CAPTURE, false, SY_E_TRANSFER_FAILED, READ_TEXT},
    {"strided sim -> capture read", SY_SIM_FAIL_READ, E_SIM1, E_CAPTURE, true, SY_E_TRANSFER_FAILED, READ_TEXT},
    {"tracked sim -> autodiff host read", SY_SIM_FAIL_READ, E_AD_SIM0, E_AD_HOST, false, SY_E_TRANSFER_FAILED,
     READ_TEXT},
    {"tracked host -> autodiff sim alloc", SY_SIM_FAIL_ALLOC, E_AD_HOST, E_AD_SIM1, false, SY_E_OUT_OF_MEMORY,
     "sim:1"},
    {"tracked host -> autodiff sim write", SY_SIM_FAIL_WRITE, E_AD_HOST, E_AD_SIM0, false, SY_E_TRANSFER_FAILED,
     "sim:0"},
    {"tracked sim -> autodiff sim peer", SY_SIM_FAIL_PEER, E_AD_SIM0, E_AD_SIM1, false, SY_E_TRANSFER_FAILED,
     READ_TEXT},
};
#define N_SIM_FAULTS ((int)(sizeof sim_faults / sizeof sim_faults[0]))

START_TEST(test_sim_fault)
{
    const sim_fault_case *fc = &sim_faults[_i];
    if (!endpoint_available(fc->dst) || !endpoint_available(fc->src)) {
        ck_assert(!capture_enabled());
        return;
    }
    sy_ck_leak live0 = sy_ck_leak_snap();
    sy_device c1 = {0}, c2 = {0};
    if (capture_enabled()) {
        SY_OK_OR_FAIL(sy_capture_new(&c1));
        SY_OK_OR_FAIL(sy_capture_new(&c2));
    }
    sy_tensor *src = endpoint_source(fc->src, fc->strided, c1, c2, _i);
    sy_device dst = endpoint_device(fc->dst, c1, c2);
    size_t inits = capture_enabled() ? capture_inits(c1) : 0;
    source_snap snap = snap_take(src);
    sy_ck_leak live = sy_ck_leak_snap();
    SY_OK_OR_FAIL(sy_move_check(src, dst)); /* nothing the checks can see */

    sy_k_sim_fail_after(fc->kind, 0);
    move_fails_bare(src, dst, fc->want, fc->label);
    assert_error_mentions(fc->needle, fc->label);
    if (fc->kind == SY_SIM_FAIL_READ || fc->kind == SY_SIM_FAIL_PEER)
        assert_error_mentions(READ_TEXT, fc->label);
    if (fc->kind == SY_SIM_FAIL_WRITE)
        assert_error_mentions("write", fc->label);
    sy_k_sim_fail_after(fc->kind, -1);

    SY_CK_NO_LEAK_IN(live, fc->label);
    snap_check(&snap, 0, fc->label);
    if (capture_enabled())
        ck_assert_uint_eq(capture_inits(c1), inits);
    /* the failure fired once: the retry succeeds */
    sy_tensor *out = expect_move_ok(src, dst, fc->label);
    ck_assert_int_eq(sy_tensor_is_tracked(out), sy_tensor_is_tracked(src));
    sy_tensor_release(out);
    sy_tensor_release(src);
    if (capture_enabled()) {
        SY_OK_OR_FAIL(sy_capture_release(c1));
        SY_OK_OR_FAIL(sy_capture_release(c2));
    }
    SY_CK_NO_LEAK_IN(live0, fc->label);
}
END_TEST

/* The countdown: n successful calls pass, the next fails, then it disarms;
 * n < 0 disarms; an unknown kind is ignored. */
START_TEST(test_sim_fault_countdown)
{
    sy_ck_leak live = sy_ck_leak_snap();
    sy_device host = sy_ck_host_device(), sim0 = sy_device_of(SY_BACKEND_SIM, 0);
    sy_tensor *on_sim = make23(SY_DTYPE_I32, sim0, 1), *out = NULL;
    for (long n = 0; n < 4; n++) {
        sy_k_sim_fail_after(SY_SIM_FAIL_READ, n);
        for (long k = 0; k < n; k++) {
            /* no read_all here: it would count against the armed reads */
            SY_OK_OR_FAIL(sy_to_device(on_sim, host, &out));
            sy_tensor_release(out);
        }
        move_fails_bare(on_sim, host, SY_E_TRANSFER_FAILED, "countdown fires");
        out = expect_move_ok(on_sim, host, "disarmed after firing");
        sy_tensor_release(out);
    }
    sy_k_sim_fail_after(SY_SIM_FAIL_READ, 0);
    sy_k_sim_fail_after(SY_SIM_FAIL_READ, -1);
    out = expect_move_ok(on_sim, host, "n < 0 disarms");
    sy_tensor_release(out);
    sy_k_sim_fail_after(99, 0);
    sy_k_sim_fail_after(-1, 0);
    out = expect_move_ok(on_sim, host, "unknown kinds are ignored");
    sy_tensor_release(out);
    sy_tensor_release(on_sim);
    SY_CK_NO_LEAK_IN(live, "countdown");
}
END_TEST
#endif

/* Host allocation failures: for n = 0, 1, ... the n-th allocation of the move
 * fails, each time with OUT_OF_MEMORY, *out NULL, the source intact and
 * nothing leaked, until n passes the move's allocations and it succeeds. */
typedef struct {
    int src, dst;
    bool strided;
} host_fault_case;

static const host_fault_case host_fault_all[] = {
    {E_HOST, E_SIM0, false},     {E_SIM0, E_HOST, false},     {E_SIM0, E_SIM1, false},
    {E_SIM1, E_SIM1, false},     {E_HOST, E_SIM1, true},      {E_SIM0, E_HOST, true},
    {E_SIM1, E_SIM0, true},      {E_HOST, E_HOST, false},     {E_HOST, E_HOST, true},
    {E_AD_HOST, E_AD_SIM1, false}, {E_AD_SIM0, E_AD_HOST, false}, {E_AD_HOST, E_AD_HOST, false},
    {E_AD_SIM0, E_AD_SIM1, true}, {E_SIM0, E_CAPTURE, false},  {E_HOST, E_CAPTURE, false},
    {E_HOST, E_CAPTURE, true},   {E_SIM1, E_CAPTURE, true},   {E_CAPTURE, E_CAPTURE2, false},
};
static int host_fault_cases[sizeof host_fault_all / sizeof host_fault_all[0]];
static int n_host_fault_cases;

static void select_host_fault_cases(void)
{
    n_host_fault_cases = 0;
    for (int i = 0; i < (int)(sizeof host_fault_all / sizeof host_fault_all[0]); i++)
        if (endpoint_available(host_fault_all[i].src) && endpoint_available(host_fault_all[i].dst))
            host_fault_cases[n_host_fault_cases++] = i;
}

START_TEST(test_host_alloc_failures)
{
    const host_fault_case *hc = &host_fault_all[host_fault_cases[_i]];
    sy_ck_leak live0 = sy_ck_leak_snap();
    sy_device c1 = {0}, c2 = {0};
    if (capture_enabled()) {
        SY_OK_OR_FAIL(sy_capture_new(&c1));
        SY_OK_OR_FAIL(sy_capture_new(&c2));
    }
    sy_tensor *src = endpoint_source(hc->src, hc->strided, c1, c2, _i), *out = NULL;
    sy_device dst = endpoint_device(hc->dst, c1, c2);
    char a[64], b[64], what[200];
    snprintf(what, sizeof what, "%s%s -> %s", hc->strided ? "strided " : "",
             dev_str(sy_tensor_device(src), a, sizeof a), dev_str(dst, b, sizeof b));
    size_t inits1 = capture_enabled() ? capture_inits(c1) : 0, inits2 = capture_enabled() ? capture_inits(c2) : 0;
    long n;
    sy_status st = SY_E_OUT_OF_MEMORY;
    for (n = 0; n < 64; n++) {
        source_snap snap = snap_take(src);
        sy_ck_leak live = sy_ck_leak_snap();
        out = &sentinel;
        sy__host_fail_after(n);
        st = sy_to_device(src, dst, &out);
        sy__host_fail_after(-1);
        if (st == SY_OK) {
            snap_check(&snap, out == src ? 1 : 0, what);
            break;
        }
        ck_assert_msg(st == SY_E_OUT_OF_MEMORY, "%s, allocation %ld fails: %s: %s", what, n, sy_status_name(st),
                      sy_last_error());
        ck_assert_msg(out == NULL, "%s, allocation %ld fails: *out not cleared", what, n);
        SY_CK_NO_LEAK_IN(live, what);
        snap_check(&snap, 0, what);
        if (capture_enabled()) {
            ck_assert_uint_eq(capture_inits(c1), inits1);
            ck_assert_uint_eq(capture_inits(c2), inits2);
        }
    }
    ck_assert_msg(st == SY_OK, "%s: still failing after %ld allocations", what, n);
    ck_assert_msg(n >= 1, "%s: the move allocated nothing on the host", what);
    /* the move that finally succeeded is a correct one */
    unsigned char *want = read_all(src), *got = read_all(out);
    ck_assert(memcmp(want, got, sy_tensor_nbytes(src)) == 0);
    free(want);
    free(got);
    assert_device_is(sy_tensor_device(out), dst, what);
    ck_assert_int_eq(sy_tensor_is_tracked(out), sy_tensor_is_tracked(src));
    sy_tensor_release(out);
    sy_tensor_release(src);
    if (capture_enabled()) {
        SY_OK_OR_FAIL(sy_capture_release(c1));
        SY_OK_OR_FAIL(sy_capture_release(c2));
    }
    SY_CK_NO_LEAK_IN(live0, what);
}
END_TEST

/* ---- (f) sy_track and sy_inner ------------------------------------------------------------------ */

START_TEST(test_track)
{
    sy_device dev = device_at(_i);
    sy_ck_leak live = sy_ck_leak_snap();
    char a[64], b[64];
    for (int dt = 0; dt < SY_DTYPE_COUNT; dt++) {
        if (!sy_backend_stores((sy_backend)dev.backend, (sy_dtype)dt))
            continue;
        for (int s = SY_CHECKPOINT_NONE; s <= SY_CHECKPOINT_BALANCED; s++) {
            sy_device ad = sy_device_autodiff(dev, (sy_checkpointing)s);
            sy_tensor *plain = make23((sy_dtype)dt, dev, dt + s), *tr = NULL;
            source_snap snap = snap_take(plain);
            SY_OK_OR_FAIL(sy_track(plain, ad, &tr));
            snap_check(&snap, 0, "sy_track source");
            assert_device_is(sy_tensor_device(tr), ad, "sy_track result");
            ck_assert_int_eq(sy_tensor_is_tracked(tr), sy_dtype_is_float((sy_dtype)dt));
            if (sy_tensor_is_tracked(tr)) {
                ck_assert_int_eq(tr->node->kind, SY__NODE_LEAF);
                ck_assert_int_eq(tr->node->strategy, s);
            }
            ck_assert(sy_tensor_shares_storage(plain, tr));
            ck_assert_ptr_eq(sy_tensor_host_data(tr), sy_tensor_host_data(plain));
            ck_assert(!sy_tensor_is_tracked(plain));
            unsigned char *x = read_all(plain), *y = read_all(tr);
            ck_assert(memcmp(x, y, sy_tensor_nbytes(plain)) == 0);
            free(x);
            free(y);

            /* already in a context: AUTODIFF_NESTED, for tracked and untracked */
            sy_tensor *out = &sentinel;
            SY_EXPECT(SY_E_AUTODIFF_NESTED, sy_track(tr, ad, &out));
            ck_assert_ptr_null(out);
            assert_error_mentions("Autodiff should not wrap an autodiff", "track twice");
            sy_tensor *in_ctx = make23((sy_dtype)dt, ad, 1);
            out = &sentinel;
            SY_EXPECT(SY_E_AUTODIFF_NESTED, sy_track(in_ctx, ad, &out));
            ck_assert_ptr_null(out);

            /* sy_inner: plain, the inner device, the same storage, untracked */
            sy_tensor *inner = NULL;
            SY_OK_OR_FAIL(sy_inner(tr, &inner));
            assert_device_is(sy_tensor_device(inner), dev, "sy_inner result");
            ck_assert(!sy_tensor_is_tracked(inner));
            ck_assert(sy_tensor_shares_storage(inner, tr));
            ck_assert(sy_tensor_is_tracked(tr) == sy_dtype_is_float((sy_dtype)dt)); /* tr unchanged */
            sy_tensor_release(inner);
            SY_OK_OR_FAIL(sy_inner(in_ctx, &inner));
            assert_device_is(sy_tensor_device(inner), dev, "sy_inner of an untracked context tensor");
            sy_tensor_release(inner);
            /* of a plain tensor: itself, a new reference */
            SY_OK_OR_FAIL(sy_inner(plain, &inner));
            ck_assert_ptr_eq(inner, plain);
            ck_assert_int_eq(atomic_load(&plain->refs), 2);
            sy_tensor_release(inner);

            /* the wrong device: DEVICE_MISMATCH naming both */
            sy_device all[MAX_DEVICES];
            int n = real_devices(all);
            for (int o = 0; o < n; o++) {
                if (sy_device_eq(all[o], dev))
                    continue;
                out = &sentinel;
                SY_EXPECT(SY_E_DEVICE_MISMATCH, sy_track(plain, sy_device_autodiff(all[o], (sy_checkpointing)s), &out));
                ck_assert_ptr_null(out);
                assert_error_mentions(dev_str(dev, a, sizeof a), "sy_track mismatch");
                assert_error_mentions(dev_str(all[o], b, sizeof b), "sy_track mismatch");
            }
            ck_assert_int_eq(atomic_load(&plain->refs), 1);
            sy_tensor_release(in_ctx);
            sy_tensor_release(tr);
            sy_tensor_release(plain);
        }
    }
    SY_CK_NO_LEAK_IN(live, "sy_track");
}
END_TEST

START_TEST(test_track_inner_errors)
{
    sy_ck_leak live = sy_ck_leak_snap();
    sy_device host = sy_ck_host_device();
    sy_device ad = sy_device_autodiff(host, SY_CHECKPOINT_NONE);
    sy_tensor *plain = make23(SY_DTYPE_F32, host, 1), *out = &sentinel;
    SY_EXPECT(SY_E_INVALID_ARGUMENT, sy_track(NULL, ad, &out));
    ck_assert_ptr_null(out);
    SY_EXPECT(SY_E_INVALID_ARGUMENT, sy_track(plain, ad, NULL));
    out = &sentinel;
    SY_EXPECT(SY_E_INVALID_ARGUMENT, sy_track(plain, host, &out)); /* not an autodiff device */
    ck_assert_ptr_null(out);
    assert_error_mentions("not an autodiff device", "sy_track plain device");
    out = &sentinel;
    SY_EXPECT(SY_E_AUTODIFF_NESTED, sy_track(plain, sy_device_autodiff(ad, SY_CHECKPOINT_NONE), &out));
    ck_assert_ptr_null(out);
    out = &sentinel;
    SY_EXPECT(SY_E_NO_SUCH_DEVICE,
              sy_track(plain, sy_device_autodiff(sy_device_of((sy_backend)host.backend, 9), SY_CHECKPOINT_NONE), &out));
    ck_assert_ptr_null(out);
    out = &sentinel;
    SY_EXPECT(SY_E_INVALID_ARGUMENT, sy_track(plain, sy_device_autodiff(host, (sy_checkpointing)4), &out));
    ck_assert_ptr_null(out);
    SY_EXPECT(SY_E_INVALID_ARGUMENT, sy_inner(NULL, &out));
    SY_EXPECT(SY_E_INVALID_ARGUMENT, sy_inner(plain, NULL));
    if (capture_enabled()) {
        sy_device c;
        SY_OK_OR_FAIL(sy_capture_new(&c));
        sy_tensor *init = make23(SY_DTYPE_F32, c, 2);
        out = &sentinel;
        SY_EXPECT(SY_E_INVALID_ARGUMENT, sy_track(init, ad, &out));
        ck_assert_ptr_null(out);
        assert_error_mentions("Capture tensors do not support autodiff", "sy_track capture");
        SY_EXPECT(SY_E_INVALID_ARGUMENT, sy_track(plain, sy_device_autodiff(c, SY_CHECKPOINT_NONE), &out));
        /* sy_inner of a capture tensor gives itself */
        SY_OK_OR_FAIL(sy_inner(init, &out));
        ck_assert_ptr_eq(out, init);
        sy_tensor_release(out);
        sy_tensor_release(init);
        SY_OK_OR_FAIL(sy_capture_release(c));
    }
    ck_assert_int_eq(atomic_load(&plain->refs), 1);
    sy_tensor_release(plain);
    SY_CK_NO_LEAK_IN(live, "sy_track errors");
}
END_TEST

START_TEST(test_sides_agree)
{
    sy_ck_leak live = sy_ck_leak_snap();
    sy_device host = sy_ck_host_device();
    sy_device ad = sy_device_autodiff(host, SY_CHECKPOINT_BALANCED);
    sy_tensor *plain = make23(SY_DTYPE_F32, host, 1);
    sy_tensor *tracked = make_tracked(SY_DTYPE_F32, host, SY_CHECKPOINT_NONE, 2);
    sy_tensor *in_ctx = make23(SY_DTYPE_BOOL, ad, 3);
    ck_assert(sy_sides_agree(plain, host));
    ck_assert(!sy_sides_agree(plain, ad));
    ck_assert(sy_sides_agree(tracked, ad));
    ck_assert(!sy_sides_agree(tracked, host));
    ck_assert(sy_sides_agree(in_ctx, ad));
    ck_assert(!sy_sides_agree(in_ctx, host));
    ck_assert(!sy_sides_agree(NULL, host));
    ck_assert(!sy_sides_agree(NULL, ad));
    if (capture_enabled()) {
        sy_device c;
        SY_OK_OR_FAIL(sy_capture_new(&c));
        sy_tensor *init = make23(SY_DTYPE_F32, c, 4);
        ck_assert(sy_sides_agree(init, c));
        ck_assert(sy_sides_agree(init, host));
        ck_assert(!sy_sides_agree(init, ad));
        ck_assert(sy_sides_agree(plain, c));
        ck_assert(!sy_sides_agree(tracked, c));
        sy_tensor_release(init);
        SY_OK_OR_FAIL(sy_capture_release(c));
    }
    sy_tensor_release(in_ctx);
    sy_tensor_release(tracked);
    sy_tensor_release(plain);
    SY_CK_NO_LEAK_IN(live, "sides agree");
}
END_TEST

Suite *suite_move(void)
{
    int n = n_real_devices();
    select_precedence_cases();
    select_host_fault_cases();
    Suite *s = suite_create("move");

    TCase *arms = tcase_create("pair_arms");
    tcase_add_loop_test(arms, test_pair_arm, 0, n * n);
    suite_add_tcase(s, arms);

    TCase *table = tcase_create("move_table");
    tcase_add_loop_test(table, test_move_table_cell, 0, N_SRC_KINDS * N_DST_KINDS);
    tcase_add_test(table, test_autodiff_chain_stays_tracked);
    suite_add_tcase(s, table);

    TCase *prec = tcase_create("precedence");
    tcase_add_loop_test(prec, test_precedence, 0, n_applicable_precedence);
    tcase_add_test(prec, test_precedence_null_out);
    tcase_add_test(prec, test_precedence_checks_before_allocation);
    sy_backend off;
    if (!find_disabled(&off))
        tcase_add_test(prec, test_precedence_disabled_skipped);
    suite_add_tcase(s, prec);

    TCase *faults = tcase_create("faults");
    tcase_add_checked_fixture(faults, NULL, disarm_all);
#if SY_WITH_SIM
    tcase_add_loop_test(faults, test_sim_fault, 0, N_SIM_FAULTS);
    tcase_add_test(faults, test_sim_fault_countdown);
#endif
    tcase_add_loop_test(faults, test_host_alloc_failures, 0, n_host_fault_cases);
    suite_add_tcase(s, faults);

    TCase *ad = tcase_create("track_inner");
    tcase_add_loop_test(ad, test_track, 0, n);
    tcase_add_test(ad, test_track_inner_errors);
    tcase_add_test(ad, test_sides_agree);
    suite_add_tcase(s, ad);
    return s;
}
