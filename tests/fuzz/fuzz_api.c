/* switchyard: libFuzzer target over the public API.
 *
 * The input is a program: each command is an opcode byte followed by the
 * bytes of its arguments (missing bytes read as 0). Commands act on a small
 * pool of tensor slots, gradient sets, graphs and capture devices: creation
 * from data, every op of backends.yaml with random attributes (through the
 * op table, so new ops are covered without editing this file), moves between
 * every device the library lists (plain, autodiff with either checkpointing
 * strategy, capture, and malformed ones), sy_track / sy_inner /
 * sy_require_grad, sy_backward(_ex) and sy_grad, capture, complete, replay,
 * sy_graph_write to a memory stream, injected host and device failures, and
 * releases in whatever order the input says.
 *
 * Beyond what ASan and UBSan catch, it asserts (abort with a message):
 *   - every call returns SY_OK or a negative, known status; a failing call
 *     sets its out-parameters to NULL and leaves a sy_last_error() sentence;
 *     a succeeding one hands out a tensor (graph, gradients);
 *   - a tensor's data never changes: a snapshot is taken when it is handed
 *     out and compared with every later read (sy_tensor_to_data, and
 *     sy_tensor_host_data for contiguous host tensors);
 *   - shape, dtype and byte counts agree (numel, nbytes);
 *   - once every tensor, gradient set, graph and capture device of the input
 *     is released, the runtime's live host blocks (sy__host_live) and every
 *     device backend's live buffers are back to their count at the start.
 *
 * Build and run: make fuzz (tests/fuzz/README.md). */
#define _GNU_SOURCE
#include <math.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "switchyard.h"
#include "sy_internal.h"
#if SY_WITH_SIM
#include "sy_sim.h"
#endif

#define N_SLOTS 12
#define N_GRADS 3
#define N_GRAPHS 3
#define N_CAPTURES 3
#define MAX_DEVICES 32
#define SNAP_MAX ((size_t)1 << 16)
#define MAX_DIM 5

/* ---- the input ---------------------------------------------------------------- */

typedef struct reader {
    const uint8_t *p;
    size_t n;
} reader;

static uint8_t u8(reader *r)
{
    if (r->n == 0)
        return 0;
    r->n--;
    return *r->p++;
}

static uint16_t u16(reader *r)
{
    uint16_t lo = u8(r);
    return (uint16_t)(lo | (uint16_t)u8(r) << 8);
}

/* ---- checks ------------------------------------------------------------------- */

static const char *g_what = ""; /* the call being checked, for the abort message */

#define FUZZ_ASSERT(cond, ...)                                                                                \
    do {                                                                                                      \
        if (!(cond)) {                                                                                        \
            fprintf(stderr, "fuzz_api: %s: check failed: %s: ", g_what, #cond);                               \
            fprintf(stderr, __VA_ARGS__);                                                                     \
            fprintf(stderr, "\n");                                                                            \
            abort();                                                                                          \
        }                                                                                                     \
    } while (0)

/* FUZZ_API_STATS=1: at exit, how often each call succeeded and failed (to see
 * what a corpus reaches). */
#define N_STATS 96
static struct {
    const char *name;
    unsigned long ok, fail;
} g_stats[N_STATS];
static bool g_stats_on;

static void count(const char *name, bool ok)
{
    for (int i = 0; i < N_STATS; i++) {
        if (g_stats[i].name == NULL)
            g_stats[i].name = name;
        if (g_stats[i].name == name || strcmp(g_stats[i].name, name) == 0) {
            (*(ok ? &g_stats[i].ok : &g_stats[i].fail))++;
            return;
        }
    }
}

static void print_stats(void)
{
    for (int i = 0; i < N_STATS && g_stats[i].name; i++)
        fprintf(stderr, "fuzz_api: %-22s %9lu ok %9lu failed\n", g_stats[i].name, g_stats[i].ok, g_stats[i].fail);
}

static void check_status(sy_status st)
{
    if (g_stats_on)
        count(g_what, st == SY_OK);
    if (st == SY_OK)
        return;
    FUZZ_ASSERT(st < 0, "status %d", (int)st);
    FUZZ_ASSERT(strcmp(sy_status_str(st), "Unknown status.") != 0, "status %d is none of backends.yaml's", (int)st);
    FUZZ_ASSERT(sy_last_error()[0] != '\0', "%s with an empty sy_last_error()", sy_status_name(st));
}

/* A call with one out-parameter: *out NULL on failure, non-NULL on success. */
static void check_out(sy_status st, const void *out)
{
    check_status(st);
    if (st == SY_OK)
        FUZZ_ASSERT(out != NULL, "SY_OK with a NULL out-parameter");
    else
        FUZZ_ASSERT(out == NULL, "%s with out-parameter %p (must be NULL)", sy_status_name(st), out);
}

/* Out-parameters start as this, so a failing call that does not touch them shows. */
#define POISON ((void *)(uintptr_t)0x5a5a5a50)

/* ---- the pool ------------------------------------------------------------------- */

typedef struct slot {
    sy_tensor *t;
    unsigned char *snap; /* the values when handed out (malloc, not the runtime's) */
    size_t snap_bytes;
} slot;

static slot g_slots[N_SLOTS];
static sy_grads *g_grads[N_GRADS];
static sy_graph *g_graphs[N_GRAPHS];
static sy_device g_captures[N_CAPTURES];
static bool g_capture_live[N_CAPTURES];

static sy_device g_devices[MAX_DEVICES]; /* every device of every enabled real backend */
static int g_n_devices;
static long g_host_start;
static long g_dev_start;

static long device_live(void)
{
    long n = 0;
    for (int i = 0; i < SY_BACKEND_COUNT; i++) {
        const sy__backend_info *info = &sy__backend_table[sy__backend_order[i]];
        if (info->enabled && !info->host && !info->capture && info->mem.live_buffers)
            n += info->mem.live_buffers();
    }
    return n;
}

/* The values of t, contiguous, in a malloc'd buffer; NULL when they cannot be
 * read (no data, as for computed capture tensors, or an injected failure). */
static unsigned char *read_values(const sy_tensor *t, size_t *bytes)
{
    size_t nb = sy_tensor_nbytes(t);
    *bytes = nb;
    if (nb > SNAP_MAX)
        return NULL;
    unsigned char *buf = malloc(nb ? nb : 1);
    if (!buf)
        return NULL;
    const char *saved = g_what;
    g_what = "sy_tensor_to_data";
    sy_status st = sy_tensor_to_data(t, buf, nb);
    check_status(st);
    g_what = saved;
    if (st != SY_OK) {
        free(buf);
        return NULL;
    }
    return buf;
}

static void check_meta(const sy_tensor *t)
{
    int rank = sy_tensor_rank(t);
    FUZZ_ASSERT(rank >= 0 && rank <= SY_MAX_RANK, "rank %d", rank);
    FUZZ_ASSERT(sy_dtype_name(sy_tensor_dtype(t)) != NULL, "dtype %d", (int)sy_tensor_dtype(t));
    const int64_t *shape = sy_tensor_shape(t);
    int64_t numel = 1;
    for (int i = 0; i < rank; i++) {
        FUZZ_ASSERT(shape[i] >= 0, "dim %d is %lld", i, (long long)shape[i]);
        numel *= shape[i];
    }
    FUZZ_ASSERT(numel == sy_tensor_numel(t), "numel %lld, shape says %lld", (long long)sy_tensor_numel(t),
                (long long)numel);
    FUZZ_ASSERT(sy_tensor_nbytes(t) == (size_t)numel * sy_dtype_size(sy_tensor_dtype(t)), "nbytes %zu",
                sy_tensor_nbytes(t));
    FUZZ_ASSERT(sy_device_check(sy_tensor_device(t)) == SY_OK || sy_device_is_capture(sy_tensor_device(t)),
                "a tensor on an invalid device");
}

/* Compares t's values with the slot's snapshot (taking one if it has none). */
static void check_values(slot *s)
{
    check_meta(s->t);
    size_t nb;
    unsigned char *now = read_values(s->t, &nb);
    if (now && s->snap) {
        FUZZ_ASSERT(nb == s->snap_bytes, "size changed from %zu to %zu bytes", s->snap_bytes, nb);
        FUZZ_ASSERT(memcmp(now, s->snap, nb) == 0, "the data of a tensor changed after it was handed out");
    }
    if (now && !s->snap) {
        s->snap = now;
        s->snap_bytes = nb;
        now = NULL;
    }
    free(now);
    const void *host = sy_tensor_host_data(s->t);
    if (host && s->snap && sy_tensor_is_contiguous(s->t))
        FUZZ_ASSERT(memcmp(host, s->snap, s->snap_bytes) == 0, "the host data of a tensor changed");
}

static void slot_clear(slot *s)
{
    sy_tensor_release(s->t);
    free(s->snap);
    memset(s, 0, sizeof *s);
}

/* Puts a tensor just handed out into slot i (releasing what was there). */
static void slot_put(int i, sy_tensor *t)
{
    slot *s = &g_slots[i % N_SLOTS];
    slot_clear(s);
    s->t = t;
    check_meta(t);
    s->snap = read_values(t, &s->snap_bytes);
}

static const sy_tensor *slot_get(reader *r)
{
    uint8_t b = u8(r);
    if (b == 0xff)
        return NULL;
    return g_slots[b % N_SLOTS].t;
}

/* ---- arguments ------------------------------------------------------------------ */

static sy_device pick_device(reader *r)
{
    uint8_t b = u8(r);
    uint8_t kind = b >> 5;
    uint8_t k = b & 31;
    sy_device d = g_n_devices ? g_devices[k % g_n_devices] : sy_device_of((sy_backend)0, 0);
    switch (kind) {
    case 0:
    case 1:
    case 2:
        return d;
    case 3:
        return sy_device_autodiff(d, SY_CHECKPOINT_NONE);
    case 4:
        return sy_device_autodiff(d, SY_CHECKPOINT_BALANCED);
    case 5: {
        sy_device c = g_captures[k % N_CAPTURES];
        if (!g_capture_live[k % N_CAPTURES])
            c = sy_device_of(SY_BACKEND_CAPTURE, 1000000 + k); /* no such capture device */
        return (k & 16) ? sy_device_autodiff(c, (sy_checkpointing)(k & 1)) : c;
    }
    case 6: /* malformed */
        switch (k & 7) {
        case 0:
            return sy_device_autodiff(sy_device_autodiff(d, SY_CHECKPOINT_NONE), SY_CHECKPOINT_NONE);
        case 1:
            return sy_device_of(d.backend, sy_backend_device_count(d.backend) + (k >> 3));
        case 2:
            return sy_device_of((sy_backend)(SY_BACKEND_ID_LIMIT + (k >> 3)), 0);
        case 3:
            return sy_device_of((sy_backend)-1, -1);
        case 4: {
            sy_device bad = d;
            bad.autodiff = (uint8_t)(2 + (k >> 3));
            return bad;
        }
        case 5: {
            sy_device bad = sy_device_autodiff(d, SY_CHECKPOINT_NONE);
            bad.checkpointing = (uint8_t)(2 + (k >> 3));
            return bad;
        }
        case 6: {
            sy_device bad = d;
            bad.flags = (uint8_t)(1 + (k >> 3));
            return bad;
        }
        default:
            return sy_device_from_type_id(u16(r));
        }
    default: {
        /* the backend of an id the library lists, by id (disabled ones included) */
        sy_backend b2 = (sy_backend)(k % SY_BACKEND_ID_LIMIT);
        return sy_device_of(b2, 0);
    }
    }
}

static sy_dtype pick_dtype(reader *r)
{
    uint8_t b = u8(r);
    if (b >= 0xf8)
        return (sy_dtype)(b == 0xff ? -1 : SY_DTYPE_COUNT + (b & 7)); /* out of range */
    return (sy_dtype)(b % SY_DTYPE_COUNT);
}

/* A rank and dims: mostly small and valid, sometimes not. With huge_ok, a
 * dim can be large enough that the shape overflows the element limit or its
 * bytes are more than malloc gives (1 << 45); never in between, where a fill
 * would touch gigabytes or a reduction over an expanded view run for hours. */
static int pick_shape(reader *r, int64_t *shape, bool huge_ok)
{
    uint8_t b = u8(r);
    int rank = b & 3;
    if (b & 0x80)
        rank = (b >> 2) & 15; /* up to 15: past SY_MAX_RANK */
    if (b == 0x7f)
        rank = -1;
    for (int i = 0; i < rank && i < SY_MAX_RANK; i++) {
        uint8_t d = u8(r);
        if (d < 0xf0)
            shape[i] = d % MAX_DIM;
        else if (d == 0xff)
            shape[i] = -1;
        else if (d == 0xfe)
            shape[i] = huge_ok ? INT64_MAX / 2 : 3;
        else if (d == 0xfd)
            shape[i] = huge_ok ? (int64_t)1 << 45 : 4;
        else
            shape[i] = -(int64_t)(d & 7) - 2;
    }
    return rank;
}

static double pick_value(reader *r)
{
    static const double values[] = {0.0, 1.0, -1.0, 0.5, 2.0, -0.0, 1e30, -1e30, 3e9, -3e9, 1e-300};
    uint8_t b = u8(r);
    if (b == 0xfe)
        return NAN;
    if (b == 0xff)
        return INFINITY;
    if (b == 0xfd)
        return -INFINITY;
    if (b < sizeof values / sizeof values[0])
        return values[b];
    return (double)(int8_t)b / 4.0;
}

/* Row-major values of dtype dt, from the input: bools are 0 or 1, the rest
 * raw bytes (so floats include NaN, infinities and denormals). */
static void fill_data(reader *r, unsigned char *buf, size_t nb, sy_dtype dt)
{
    uint8_t mode = u8(r);
    for (size_t i = 0; i < nb; i++) {
        uint8_t v = (mode & 1) ? u8(r) : (uint8_t)(i * 37u + mode);
        buf[i] = dt == SY_DTYPE_BOOL ? (v & 1) : v;
    }
    if (!(mode & 1) && sy_dtype_is_float(dt)) { /* tame values: small integers */
        for (size_t i = 0; i + sy_dtype_size(dt) <= nb; i += sy_dtype_size(dt)) {
            double v = (double)((int)(i / sy_dtype_size(dt)) % 7 - 3);
            if (dt == SY_DTYPE_F32) {
                float f = (float)v;
                memcpy(buf + i, &f, sizeof f);
            } else {
                memcpy(buf + i, &v, sizeof v);
            }
        }
    }
}

/* ---- commands ----------------------------------------------------------------- */

static void cmd_from_data(reader *r)
{
    int dst = u8(r);
    sy_dtype dt = pick_dtype(r);
    int64_t shape[SY_MAX_RANK] = {0};
    int rank = pick_shape(r, shape, true);
    sy_device dev = pick_device(r);
    unsigned char buf[4096];
    size_t nb = 0;
    if (rank >= 0 && rank <= SY_MAX_RANK && (unsigned)dt < SY_DTYPE_COUNT) {
        int64_t numel = 1;
        for (int i = 0; i < rank; i++)
            numel = shape[i] >= 0 && shape[i] <= MAX_DIM ? numel * shape[i] : -1;
        if (numel >= 0)
            nb = (size_t)numel * sy_dtype_size(dt);
    }
    if (nb > sizeof buf)
        return;
    fill_data(r, buf, nb, dt);
    uint8_t flags = u8(r);
    const int64_t *shp = (flags & 1) && rank > 0 ? NULL : shape;
    const void *data = (flags & 2) ? NULL : buf;
    sy_tensor *t = POISON;
    g_what = "sy_tensor_from_data";
    sy_status st = sy_tensor_from_data(data, dt, shp, rank, dev, &t);
    check_out(st, t);
    if (st == SY_OK) {
        slot_put(dst, t);
        slot *s = &g_slots[dst % N_SLOTS];
        if (s->snap)
            FUZZ_ASSERT(s->snap_bytes == nb && memcmp(s->snap, buf, nb) == 0,
                        "sy_tensor_to_data does not give back what sy_tensor_from_data got");
    }
}

static void cmd_op(reader *r)
{
    int dst = u8(r);
    sy_op op = (sy_op)(u8(r) % SY_OP_COUNT);
    const sy__op_info *info = &sy__op_table[op];
    sy__attrs attrs = {0};
    const sy_tensor *ins[SY__MAX_IN] = {NULL};
    sy_tensor *more[SY__MAX_OUT - 1] = {NULL};
    sy_tensor **more_out[SY__MAX_OUT - 1]; /* an op of several results */
    for (int k = 0; k < SY__MAX_OUT - 1; k++)
        more_out[k] = &more[k];
    sy__call call = {.op = op, .n_in = info->n_in, .in = ins, .attrs = &attrs, .more_out = more_out};
    for (int i = 0; i < info->n_in && i < SY__MAX_IN; i++)
        ins[i] = slot_get(r);
    int64_t shape[SY_MAX_RANK] = {0};
    int rank;
    uint8_t b;
    switch (info->cls) {
    case SY__CLASS_FILL:
        rank = pick_shape(r, shape, true);
        b = u8(r);
        sy__attrs_set_shape(&attrs, (b & 1) && rank > 0 ? NULL : shape, rank);
        attrs.value = pick_value(r);
        attrs.dtype = pick_dtype(r);
        attrs.device = pick_device(r);
        break;
    case SY__CLASS_REDUCE:
        b = u8(r);
        attrs.axis = b == 0xff ? SY_AXIS_ALL : b >= 0xf0 ? (int)b * 1000 : (int)(b % 11) - 5;
        attrs.keepdim = (u8(r) & 1) != 0;
        break;
    case SY__CLASS_RESHAPE:
    case SY__CLASS_EXPAND:
        rank = pick_shape(r, shape, false);
        b = u8(r);
        sy__attrs_set_shape(&attrs, (b & 1) && rank > 0 ? NULL : shape, rank);
        break;
    case SY__CLASS_PERMUTE: {
        int perm[SY_MAX_RANK] = {0};
        b = u8(r);
        rank = b & 0x80 ? (b & 15) : (b & 3) + 1;
        for (int i = 0; i < rank && i < SY_MAX_RANK; i++) {
            uint8_t p = u8(r);
            perm[i] = p >= 0xf0 ? -(int)(p & 15) - 1 : p % 5;
        }
        sy__attrs_set_perm(&attrs, (b & 0x40) ? NULL : perm, rank);
        break;
    }
    case SY__CLASS_TRANSPOSE:
        attrs.dim0 = (int)(int8_t)u8(r) % 6;
        attrs.dim1 = (int)(int8_t)u8(r) % 6;
        break;
    case SY__CLASS_CAST:
        attrs.dtype = pick_dtype(r);
        break;
    default:
        break;
    }
    sy_tensor *out = POISON;
    g_what = info->name;
    sy_status st = sy__dispatch(&call, &out);
    check_out(st, out);
    for (int k = 0; k < SY__MAX_OUT - 1; k++) { /* the other results: all there on success, none on failure */
        FUZZ_ASSERT(st == SY_OK ? (k + 1 < info->n_out) == (more[k] != NULL) : more[k] == NULL,
                    "%s: extra result %d is %p", sy_status_name(st), k + 1, (void *)more[k]);
        sy_tensor_release(more[k]);
    }
    if (st == SY_OK)
        slot_put(dst, out);
}

static void cmd_move(reader *r)
{
    int dst = u8(r);
    const sy_tensor *t = slot_get(r);
    sy_device dev = pick_device(r);
    g_what = "sy_move_check";
    sy_status chk = t ? sy_move_check(t, dev) : SY_OK;
    check_status(chk);
    sy_tensor *out = POISON;
    g_what = "sy_to_device";
    sy_status st = sy_to_device(t, dev, &out);
    check_out(st, out);
    if (t && chk != SY_OK)
        FUZZ_ASSERT(st != SY_OK, "sy_move_check said %s, sy_to_device succeeded", sy_status_name(chk));
    if (st == SY_OK) {
        FUZZ_ASSERT(sy_device_eq(sy_tensor_device(out), dev), "moved to the wrong device");
        slot_put(dst, out);
    }
}

static void cmd_track(reader *r)
{
    int dst = u8(r);
    const sy_tensor *t = slot_get(r);
    uint8_t which = u8(r) % 3;
    sy_tensor *out = POISON;
    sy_status st;
    if (which == 0) {
        sy_device ad = pick_device(r);
        if (t && (u8(r) & 1)) /* the autodiff context of t's own device, the likely-valid case */
            ad = sy_device_autodiff(sy_device_inner(sy_tensor_device(t)), (sy_checkpointing)(u8(r) & 1));
        g_what = "sy_track";
        st = sy_track(t, ad, &out);
    } else if (which == 1) {
        g_what = "sy_inner";
        st = sy_inner(t, &out);
    } else {
        g_what = "sy_require_grad";
        st = sy_require_grad(t, &out);
    }
    check_out(st, out);
    if (st == SY_OK)
        slot_put(dst, out);
}

static void cmd_backward(reader *r)
{
    int dst = u8(r) % N_GRADS;
    const sy_tensor *loss = slot_get(r);
    uint8_t b = u8(r);
    sy_grads *out = POISON;
    sy_status st;
    if (b & 1) {
        const sy_tensor *seed = (b & 2) ? slot_get(r) : NULL;
        unsigned flags = (b & 4) ? SY_BACKWARD_RETAIN_GRAPH : 0;
        if (b & 8)
            flags |= 0x10;
        g_what = "sy_backward_ex";
        st = sy_backward_ex(loss, seed, flags, &out);
    } else {
        g_what = "sy_backward";
        st = sy_backward(loss, &out);
    }
    check_out(st, out);
    if (st == SY_OK) {
        sy_grads_release(g_grads[dst]);
        g_grads[dst] = out;
    }
}

static void cmd_grad(reader *r)
{
    int dst = u8(r);
    const sy_grads *g = g_grads[u8(r) % N_GRADS];
    const sy_tensor *t = slot_get(r);
    sy_tensor *out = POISON;
    g_what = "sy_grad";
    sy_status st = sy_grad(g, t, &out);
    check_out(st, out);
    if (st == SY_OK) {
        FUZZ_ASSERT(!sy_device_is_autodiff(sy_tensor_device(out)), "a gradient on an autodiff device");
        FUZZ_ASSERT(sy_tensor_rank(out) == sy_tensor_rank(t) && sy_tensor_dtype(out) == sy_tensor_dtype(t) &&
                        memcmp(sy_tensor_shape(out), sy_tensor_shape(t), sizeof(int64_t) * (size_t)sy_tensor_rank(t)) == 0,
                    "a gradient of another shape or dtype than its leaf");
        slot_put(dst, out);
    }
}

static void cmd_release(reader *r)
{
    uint8_t b = u8(r);
    switch (b >> 6) {
    case 0:
    case 1:
        slot_clear(&g_slots[b % N_SLOTS]);
        break;
    case 2:
        sy_grads_release(g_grads[b % N_GRADS]);
        g_grads[b % N_GRADS] = NULL;
        break;
    default:
        sy_graph_release(g_graphs[b % N_GRAPHS]);
        g_graphs[b % N_GRAPHS] = NULL;
        break;
    }
}

static void cmd_retain(reader *r)
{
    int src = u8(r) % N_SLOTS, dst = u8(r) % N_SLOTS;
    if (src == dst || !g_slots[src].t)
        return;
    slot_clear(&g_slots[dst]);
    g_slots[dst].t = sy_tensor_retain(g_slots[src].t);
    if (g_slots[src].snap) {
        g_slots[dst].snap = malloc(g_slots[src].snap_bytes ? g_slots[src].snap_bytes : 1);
        if (g_slots[dst].snap) {
            memcpy(g_slots[dst].snap, g_slots[src].snap, g_slots[src].snap_bytes);
            g_slots[dst].snap_bytes = g_slots[src].snap_bytes;
        }
    }
}

static void cmd_read(reader *r)
{
    slot *s = &g_slots[u8(r) % N_SLOTS];
    if (!s->t)
        return;
    check_values(s);
    const sy_tensor *other = g_slots[u8(r) % N_SLOTS].t;
    if (other) {
        bool shared = sy_tensor_shares_storage(s->t, other);
        FUZZ_ASSERT(shared == sy_tensor_shares_storage(other, s->t), "sy_tensor_shares_storage is not symmetric");
    }
    sy_device dev = pick_device(r);
    g_what = "sy_move_check";
    sy_status st = sy_move_check(s->t, dev);
    check_status(st);
    FUZZ_ASSERT(sy_can_move(s->t, dev) == (st == SY_OK), "sy_can_move disagrees with sy_move_check");
    char buf[64];
    int n = sy_device_format(sy_tensor_device(s->t), buf, sizeof buf);
    FUZZ_ASSERT(n > 0 && (size_t)n < sizeof buf, "sy_device_format gave %d", n);
    sy_device parsed;
    if (!sy_device_is_autodiff(sy_tensor_device(s->t)) && !sy_device_is_capture(sy_tensor_device(s->t))) {
        g_what = "sy_device_parse";
        st = sy_device_parse(buf, &parsed);
        check_status(st);
        FUZZ_ASSERT(st == SY_OK && sy_device_eq(parsed, sy_tensor_device(s->t)), "%s does not parse back", buf);
    }
}

static void cmd_capture_new(reader *r)
{
    int i = u8(r) % N_CAPTURES;
    if (g_capture_live[i]) {
        g_what = "sy_capture_release";
        check_status(sy_capture_release(g_captures[i]));
        g_capture_live[i] = false;
    }
    sy_device d;
    memset(&d, 0x5a, sizeof d);
    g_what = "sy_capture_new";
    sy_status st = sy_capture_new(&d);
    check_status(st);
    if (st == SY_OK) {
        FUZZ_ASSERT(sy_device_is_capture(d), "sy_capture_new gave a device that is not a capture device");
        g_captures[i] = d;
        g_capture_live[i] = true;
    }
}

static void cmd_capture_release(reader *r)
{
    uint8_t b = u8(r);
    int i = b % N_CAPTURES;
    g_what = "sy_capture_release";
    if (g_capture_live[i]) {
        check_status(sy_capture_release(g_captures[i]));
        g_capture_live[i] = false;
    } else if (b & 0x80) {
        check_status(sy_capture_release(g_captures[i])); /* twice, or never created */
    }
    size_t a = 0, c = 0;
    g_what = "sy_capture_counts";
    check_status(sy_capture_counts(g_captures[(b >> 2) % N_CAPTURES], &a, &c));
}

static void cmd_capture_complete(reader *r)
{
    int dst = u8(r) % N_GRAPHS;
    uint8_t b = u8(r);
    sy_device dev = (b & 0x80) ? pick_device(r) : g_captures[b % N_CAPTURES];
    size_t n_in = u8(r) % 4, n_out = u8(r) % 4;
    const sy_tensor *ins[4], *outs[4];
    for (size_t i = 0; i < n_in; i++)
        ins[i] = slot_get(r);
    for (size_t i = 0; i < n_out; i++)
        outs[i] = slot_get(r);
    sy_graph *g = POISON;
    g_what = "sy_capture_complete";
    sy_status st = sy_capture_complete(dev, (b & 0x40) ? NULL : ins, n_in, outs, n_out, &g);
    check_out(st, g);
    if (st == SY_OK) {
        size_t gi, go, gn, gc;
        g_what = "sy_graph_counts";
        check_status(sy_graph_counts(g, &gi, &go, &gn, &gc));
        FUZZ_ASSERT(gi == n_in && go == n_out, "sy_graph_counts: %zu inputs, %zu outputs; completed with %zu, %zu",
                    gi, go, n_in, n_out);
        sy_graph_release(g_graphs[dst]);
        g_graphs[dst] = g;
    }
}

static void cmd_graph_run(reader *r)
{
    const sy_graph *g = g_graphs[u8(r) % N_GRAPHS];
    sy_device dev = pick_device(r);
    uint8_t b = u8(r);
    size_t n_in = 0, n_out = 0, n_nodes = 0, n_const = 0;
    if (g)
        sy_graph_counts(g, &n_in, &n_out, &n_nodes, &n_const);
    if (b & 0x80) { /* the wrong counts */
        n_in = (b >> 2) & 3;
        n_out = b & 3;
    }
    const sy_tensor *ins[8] = {NULL};
    sy_tensor *outs[8];
    for (size_t i = 0; i < n_in && i < 8; i++)
        ins[i] = slot_get(r);
    for (size_t i = 0; i < 8; i++)
        outs[i] = POISON;
    if (n_in > 8 || n_out > 8)
        return;
    sy_graph_stats stats;
    g_what = "sy_graph_run";
    sy_status st = (b & 0x40) ? sy_graph_run_ex(g, dev, ins, n_in, outs, n_out, &stats)
                              : sy_graph_run(g, dev, ins, n_in, outs, n_out);
    check_status(st);
    int base = u8(r);
    for (size_t i = 0; i < n_out; i++) {
        if (st != SY_OK) {
            FUZZ_ASSERT(outs[i] == NULL, "output %zu is %p after %s", i, (void *)outs[i], sy_status_name(st));
        } else {
            FUZZ_ASSERT(outs[i] != NULL && outs[i] != POISON, "output %zu missing after SY_OK", i);
            FUZZ_ASSERT(sy_device_eq(sy_tensor_device(outs[i]), dev), "output %zu on another device", i);
            slot_put(base + (int)i, outs[i]);
        }
    }
    if (st == SY_OK && (b & 0x40))
        FUZZ_ASSERT(stats.nodes_run <= n_nodes, "ran %zu nodes of %zu", stats.nodes_run, n_nodes);
}

static void cmd_graph_write(reader *r)
{
    const sy_graph *g = g_graphs[u8(r) % N_GRAPHS];
    uint8_t b = u8(r);
    unsigned format = (b & 3) == 3 ? (unsigned)b : (b & 1) ? SY_GRAPH_TEXT : SY_GRAPH_DOT;
    char *text = NULL;
    size_t len = 0;
    FILE *f;
    char fixed[64];
    if (b & 4) /* a small fixed buffer: writes past it fail */
        f = fmemopen(fixed, sizeof fixed, "w");
    else
        f = open_memstream(&text, &len);
    if (!f)
        return;
    g_what = "sy_graph_write";
    sy_status st = sy_graph_write(g, f, format);
    check_status(st);
    fclose(f);
    free(text);
}

static void cmd_inject(reader *r)
{
    uint8_t b = u8(r);
    long n = (long)(u8(r) % 8);
    uint8_t kind = b % 8;
    if (kind < SY__DEV_KINDS)
        sy__device_fail_after((sy__dev_call)kind, n);
    else if (kind == 5)
        sy__host_fail_after(n);
#if SY_WITH_SIM
    else
        sy_k_sim_fail_after(b >> 4, n);
#endif
}

static void cmd_misc(reader *r)
{
    uint8_t b = u8(r);
    switch (b % 4) {
    case 0:
        sy_memory_trim();
        break;
    case 1: {
        size_t live, peak;
        long blocks;
        sy_memory_stats(&live, &peak, &blocks);
        FUZZ_ASSERT(blocks >= 0 && peak >= live, "live %zu, peak %zu, blocks %ld", live, peak, blocks);
        break;
    }
    default: {
        const sy_tensor *t = slot_get(r);
        if (t) { /* the invariants under a retained reference */
            sy_tensor *again = sy_tensor_retain(t);
            FUZZ_ASSERT(again == t, "sy_tensor_retain gave another pointer");
            sy_tensor_release(again);
        }
        break;
    }
    }
}

typedef void (*command_fn)(reader *r);
static const command_fn commands[] = {
    cmd_from_data, cmd_from_data, cmd_op, cmd_op, cmd_op, cmd_move, cmd_move, cmd_track, cmd_backward,
    cmd_grad, cmd_release, cmd_retain, cmd_read, cmd_capture_new, cmd_capture_complete, cmd_graph_run,
    cmd_graph_write, cmd_capture_release, cmd_inject, cmd_misc,
};
#define N_COMMANDS (sizeof commands / sizeof commands[0])

/* ---- the end of an input ---------------------------------------------------------- */

static void release_all(uint8_t order)
{
    sy__host_fail_after(-1);
    for (int k = 0; k < SY__DEV_KINDS; k++)
        sy__device_fail_after((sy__dev_call)k, -1);
#if SY_WITH_SIM
    for (int k = 0; k < 4; k++)
        sy_k_sim_fail_after(k, -1);
#endif
    /* releases in an order the input chose: tensors first or last */
    for (int pass = 0; pass < 2; pass++) {
        if ((pass == 0) == ((order & 1) != 0))
            for (int i = 0; i < N_SLOTS; i++)
                slot_clear(&g_slots[(i * 5 + order) % N_SLOTS]);
        else {
            for (int i = 0; i < N_GRADS; i++) {
                sy_grads_release(g_grads[i]);
                g_grads[i] = NULL;
            }
            for (int i = 0; i < N_GRAPHS; i++) {
                sy_graph_release(g_graphs[i]);
                g_graphs[i] = NULL;
            }
            for (int i = 0; i < N_CAPTURES; i++)
                if (g_capture_live[i]) {
                    g_what = "sy_capture_release";
                    check_status(sy_capture_release(g_captures[i]));
                    g_capture_live[i] = false;
                }
        }
    }
}

/* Every op once on every device, so backends' one-time setup (contexts,
 * compiled programs) happens before the first input counts live blocks. */
static void warm_up(void)
{
    for (int d = 0; d < g_n_devices; d++) {
        for (int dt = 0; dt < SY_DTYPE_COUNT; dt++) {
            int64_t shape[2] = {2, 3};
            sy_tensor *a = NULL;
            if (sy_ones(shape, 2, (sy_dtype)dt, g_devices[d], &a) != SY_OK)
                continue;
            for (int op = 0; op < SY_OP_COUNT; op++) {
                sy__attrs attrs = {0};
                const sy_tensor *ins[SY__MAX_IN] = {a, a, a};
                sy_tensor *more[SY__MAX_OUT - 1] = {NULL};
                sy_tensor **more_out[SY__MAX_OUT - 1];
                for (int k = 0; k < SY__MAX_OUT - 1; k++)
                    more_out[k] = &more[k];
                sy__call call = {.op = (sy_op)op, .n_in = sy__op_table[op].n_in, .in = ins, .attrs = &attrs,
                                 .more_out = more_out};
                sy__attrs_set_shape(&attrs, shape, 2);
                attrs.dtype = (sy_dtype)dt;
                attrs.device = g_devices[d];
                attrs.axis = 1;
                attrs.dim0 = 0;
                attrs.dim1 = 1;
                int perm[2] = {1, 0};
                if (sy__op_table[op].cls == SY__CLASS_PERMUTE)
                    sy__attrs_set_perm(&attrs, perm, 2);
                if (sy__op_table[op].cls == SY__CLASS_MATMUL) {
                    sy_tensor *at = NULL;
                    if (sy_transpose(a, 0, 1, &at) != SY_OK)
                        continue;
                    ins[1] = at;
                    sy_tensor *out = NULL;
                    sy__dispatch(&call, &out);
                    sy_tensor_release(out);
                    sy_tensor_release(at);
                    continue;
                }
                sy_tensor *out = NULL;
                sy__dispatch(&call, &out);
                sy_tensor_release(out);
                for (int k = 0; k < SY__MAX_OUT - 1; k++)
                    sy_tensor_release(more[k]);
            }
            for (int d2 = 0; d2 < g_n_devices; d2++) {
                sy_tensor *m = NULL;
                sy_to_device(a, g_devices[d2], &m);
                sy_tensor_release(m);
            }
            sy_tensor_release(a);
        }
    }
    sy_memory_trim();
}

/* The entry points libFuzzer calls. */
int LLVMFuzzerInitialize(int *argc, char ***argv);
int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

int LLVMFuzzerInitialize(int *argc, char ***argv)
{
    (void)argc;
    (void)argv;
    for (int b = 0; b < SY_BACKEND_ID_LIMIT; b++) {
        if (!sy_backend_enabled((sy_backend)b))
            continue;
        int n = sy_backend_device_count((sy_backend)b); /* 0 for capture */
        for (int i = 0; i < n && g_n_devices < MAX_DEVICES; i++)
            g_devices[g_n_devices++] = sy_device_of((sy_backend)b, i);
    }
    if (getenv("FUZZ_API_VERBOSE")) {
        for (int i = 0; i < g_n_devices; i++) {
            char buf[64];
            sy_device_format(g_devices[i], buf, sizeof buf);
            fprintf(stderr, "fuzz_api: device %s\n", buf);
        }
    }
    if (getenv("FUZZ_API_STATS")) {
        g_stats_on = true;
        atexit(print_stats);
    }
    (void)sy__host_live(); /* counting starts here */
    warm_up();
    return 0;
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    reader r = {data, size};
    g_host_start = sy__host_live();
    g_dev_start = device_live();
    uint8_t order = u8(&r);
    int steps = 0;
    while (r.n > 0 && steps++ < 256) {
        uint8_t op = u8(&r);
        commands[op % N_COMMANDS](&r);
    }
    release_all(order);
    long host = sy__host_live(), dev = device_live();
    g_what = "the end of the input";
    FUZZ_ASSERT(host == g_host_start, "live host blocks %ld at the start, %ld after releasing everything",
                g_host_start, host);
    FUZZ_ASSERT(dev == g_dev_start, "live device buffers %ld at the start, %ld after releasing everything",
                g_dev_start, dev);
    return 0;
}
