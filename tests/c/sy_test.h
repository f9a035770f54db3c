/* Shared helpers of the Check suites. Each check_<module>.c defines
 * Suite *suite_<module>(void); main.c runs them all. */
#ifndef SY_TEST_H
#define SY_TEST_H

#include <check.h>
#include <stdint.h>
#include <stdio.h>
#include <string.h>

#include "switchyard.h"
#include "sy_internal.h"

/* Check's ck_assert_msg, on which every ck_assert_* is built, records each
 * passing assertion's place (_mark_point: a write to Check's message file,
 * one system call): millions of them a run. The place serves only a forked
 * test that crashes, which Check then reports as after the last passing
 * assertion; without fork a crash ends the whole run anyway. So passing
 * assertions record their place only when tests fork (sy_ck_marks, set by
 * main.c from the runner's fork status). */
extern bool sy_ck_marks;
#undef ck_assert_msg
#define ck_assert_msg(expr, ...)                                                                              \
    ((expr) ? (sy_ck_marks ? _mark_point(__FILE__, __LINE__) : (void)0)                                       \
            : _ck_assert_failed(__FILE__, __LINE__, "Assertion '" #expr "' failed", ##__VA_ARGS__))

/* Fails the test with the status name and sy_last_error() unless SY_OK. */
#define SY_OK_OR_FAIL(expr)                                                                                   \
    do {                                                                                                      \
        sy_status st_ = (expr);                                                                               \
        ck_assert_msg(st_ == SY_OK, "%s -> %s: %s", #expr, sy_status_name(st_), sy_last_error());            \
    } while (0)

/* Asserts a status, naming both when they differ. */
#define SY_EXPECT(expected, expr)                                                                             \
    do {                                                                                                      \
        sy_status st_ = (expr);                                                                               \
        ck_assert_msg(st_ == (expected), "%s -> %s (want %s): %s", #expr, sy_status_name(st_),                \
                      sy_status_name(expected), sy_last_error());                                             \
    } while (0)

/* sy_last_error() without the " [SY_E_<NAME>]" it ends with, after checking
 * that the name is st's: for tests that compare the whole detail. */
static inline const char *sy_ck_detail(sy_status st)
{
    static _Thread_local char text[512];
    char tag[64];
    const char *got = sy_last_error();
    snprintf(tag, sizeof tag, " [%s]", sy_status_name(st));
    size_t len = strlen(got), tlen = strlen(tag);
    ck_assert_msg(len >= tlen && strcmp(got + len - tlen, tag) == 0, "sy_last_error() does not end with \"%s\": %s",
                  tag, got);
    snprintf(text, sizeof text, "%.*s", (int)(len - tlen), got);
    return text;
}

#define SY_SUITES(X) X(status) X(device) X(backend) X(tensor) X(move) X(async) X(ops) X(views) X(autodiff) X(capture) X(backward) X(graph) X(graph_io) X(sigops) X(dyn) X(opkernels) X(normkernels) X(window) X(simd) X(hostile) X(random) X(pack) X(vulkan)
#define SY_DECLARE_SUITE(name) Suite *suite_##name(void);
SY_SUITES(SY_DECLARE_SUITE)
#undef SY_DECLARE_SUITE

/* ---- sy_ck_*: shared by the suites (defined in sy_test.c unless inline here;
 * sy_ck_errors in check_ops.c) ------------------------------------------------- */

#include <stdlib.h>
#if SY_WITH_SIM
#include "sy_sim.h"
#endif

/* Live buffers of every enabled device-memory backend, through the
 * live_buffers hook of the device contract. */
static inline long sy_ck_device_live(void)
{
    long n = 0;
    for (int i = 0; i < SY_BACKEND_COUNT; i++) {
        const sy__backend_info *info = &sy__backend_table[sy__backend_order[i]];
        if (info->enabled && !info->host && !info->capture)
            n += info->mem.live_buffers();
    }
    return n;
}

/* Live runtime allocations: host (sy__host_live) and device buffers. */
typedef struct sy_ck_leak {
    long host, device;
} sy_ck_leak;

static inline sy_ck_leak sy_ck_leak_snap(void)
{
    /* an asynchronous backend keeps the source of a queued write alive
     * until the write completes: wait for its devices first, so counts
     * taken around a call compare */
    for (int i = 0; i < SY_BACKEND_COUNT; i++) {
        const sy__backend_info *info = &sy__backend_table[sy__backend_order[i]];
        for (uint32_t k = 0; info->enabled && info->hooks.synchronize != NULL &&
                             k < sy__backend_devices(sy__backend_order[i]); k++)
            (void)sy_synchronize(sy_device_of(sy__backend_order[i], (int)k));
    }
    sy_ck_leak s = {sy__host_live(), sy_ck_device_live()};
    return s;
}

/* Nothing leaked since snap: SY_CK_NO_LEAK names the test function in the
 * message, SY_CK_NO_LEAK_IN names `what` (a case in a loop). */
#define SY_CK_NO_LEAK(snap) SY_CK_NO_LEAK_IN(snap, __func__)
#define SY_CK_NO_LEAK_IN(snap, what)                                                                          \
    do {                                                                                                      \
        sy_ck_leak now_ = sy_ck_leak_snap();                                                                  \
        ck_assert_msg(now_.host == (snap).host && now_.device == (snap).device,                               \
                      "%s: leak: live host allocations %ld -> %ld, device buffers %ld -> %ld", (what),        \
                      (snap).host, now_.host, (snap).device, now_.device);                                    \
    } while (0)

/* Ops whose dtype list is their result's (a fill's dtype, or a dtype
 * attribute that decides the result: eye_like, the random draws) take the
 * dtype under test as that attribute, whatever a case's .dtype says. */
static inline bool sy_ck_dtype_keyed(const sy__op_info *info)
{
    return info->cls == SY__CLASS_FILL || (info->cls == SY__CLASS_OP && info->key_var < 0);
}

/* Every device of every enabled real backend (capture excluded), in
 * backends.yaml order; returns the count (writes at most cap). */
static inline int sy_ck_devices(sy_device *out, int cap)
{
    int n = 0;
    for (int i = 0; i < SY_BACKEND_COUNT; i++) {
        sy_backend b = sy__backend_order[i];
        if (!sy_backend_enabled(b))
            continue;
        for (int d = 0; d < sy_backend_device_count(b); d++, n++)
            if (n < cap)
                out[n] = sy_device_of(b, d);
    }
    return n;
}
#define SY_CK_MAX_DEVICES 64

/* Device 0 of the first enabled backend with host memory: cpu in every
 * valid build. */
static inline sy_device sy_ck_host_device(void)
{
    for (int i = 0; i < SY_BACKEND_COUNT; i++) {
        sy_backend b = sy__backend_order[i];
        if (sy_backend_enabled(b) && sy_backend_is_host_memory(b))
            return sy_device_of(b, 0);
    }
    ck_abort_msg("no host backend is enabled");
    return sy_device_of(SY_BACKEND_CPU, 0);
}

/* The devices a loop over an op's cases runs each case on, where running
 * every case on every device would repeat the same routes (the capture and
 * saved-graph suites replay one graph per case): the first case of each dtype
 * runs on every device (each route of the op's dtype), each later case on one
 * device, the next in turn (each case on some device). SY_CK_EVERY_DEVICE=1
 * runs every case on every device. Zero-initialize one per op. */
typedef struct sy_ck_spread {
    uint64_t seen;  /* the dtypes whose first case has run (bit per dtype) */
    unsigned turn;  /* the next device for a later case */
} sy_ck_spread;
_Static_assert(SY_DTYPE_COUNT <= 64, "sy_ck_spread keeps a bit per dtype");

/* For the next case, of dtype dt, over n devices: -1 for every device, else
 * the index (0..n-1) of the device to start from (a caller whose device
 * cannot take the case goes on to the next one). */
static inline int sy_ck_spread_next(sy_ck_spread *s, sy_dtype dt, int n)
{
    static int every = -1;
    if (every < 0) {
        const char *e = getenv("SY_CK_EVERY_DEVICE");
        every = e != NULL && e[0] == '1';
    }
    const uint64_t bit = UINT64_C(1) << (unsigned)dt;
    if (every || !(s->seen & bit) || n <= 1) {
        s->seen |= bit;
        return -1;
    }
    return (int)(s->turn++ % (unsigned)n);
}

/* Whether dev runs op in dtype dt: the op takes dt and dev's backend stores it. */
static inline bool sy_ck_runs(sy_device dev, sy_op op, sy_dtype dt)
{
    return sy_op_takes_dtype(op, dt) && sy_backend_stores((sy_backend)dev.backend, dt);
}

/* The product of the rank dimensions of shape (1 for rank 0). */
int64_t sy_ck_numel(const int64_t *shape, int rank);
/* A tensor on dev of the given shape (rank >= 2 with `transposed`) from data
 * of sy_ck_numel(shape, rank) elements: row-major in that shape, or with
 * `transposed`, in the shape with its last two axes swapped, the result then
 * being that tensor's transpose (a strided view of the given shape). */
sy_tensor *sy_ck_tensor_on(sy_device dev, sy_dtype dt, const int64_t *shape, int rank, const void *data,
                           bool transposed);

/* Whether the loops over every op test `op` in this run: always, unless
 * SY_CK_OP_SAMPLE=1 (set by tests/config_matrix.sh for every build of the
 * matrix, and by tests/add_backend.sh). Then one op stands for every op of
 * the same family, kernel kind, inputs, results and derivative that the same
 * backends of this build take in the same dtypes: the same routes, up to
 * which kernel they call. Every op still runs in make test-c, test-coverage
 * and test-sanitize. */
bool sy_ck_op_sampled(sy_op op);
/* The sample itself: no earlier op has op's traits. */
bool sy_ck_op_kept(sy_op op);
/* The ops the loop tests over every op take in this run (the sampled ones,
 * in op order): a loop test registered with a count of sy_ck_ops() (times
 * the devices) reads its op as SY_CK_OP_AT(i), so an op left out of the
 * sample costs no test run (no fork). */
int sy_ck_ops(void);
/* An op of a `comm` attribute (a collective): it needs every rank of a
 * communicator, which a Check process has not; tests/mpi/check_mpi.c runs
 * these ops under mpirun, and the op loops here leave them out. */
bool sy_ck_op_collective(sy_op op);
extern const sy_op *sy_ck_op_list; /* set by the first sy_ck_ops() */
#define SY_CK_OP_AT(i) (sy_ck_op_list[(i)])

/* A shape, and an op input: data made on cpu:0 with base shape, moved to the
 * device, then viewed (transpose d0/d1, expand to `to`, permute by perm). */
typedef struct sy_ck_shape {
    int rank;
    int64_t d[SY_MAX_RANK];
} sy_ck_shape;

/* The shape of t as a sy_ck_shape. */
static inline sy_ck_shape sy_ck_shape_of(const sy_tensor *t)
{
    sy_ck_shape s = {sy_tensor_rank(t), {0}};
    for (int j = 0; j < s.rank; j++)
        s.d[j] = sy_tensor_dim(t, j);
    return s;
}

enum { SY_CK_VIEW_NONE, SY_CK_VIEW_T, SY_CK_VIEW_EXPAND, SY_CK_VIEW_PERMUTE };
/* Data kinds. DEFAULT lets the op choose (positive for log/sqrt, distinct
 * for max, few values for comparisons, else ANY). */
enum { SY_CK_DATA_DEFAULT, SY_CK_DATA_ANY, SY_CK_DATA_POS, SY_CK_DATA_DISTINCT, SY_CK_DATA_SMALL, SY_CK_DATA_EXT,
       SY_CK_DATA_INDEX /* 0, 1, 2 */, SY_CK_DATA_UNIT /* 0, 0.1, .. 0.9 (dropout's ratio) */,
       SY_CK_DATA_EXPONENT /* floats as ANY, integers 0..6 (integer pow refuses a negative exponent) */,
       SY_CK_DATA_EXT_B /* floats as EXT, integers as POS (b of integer div and pow) */ };

typedef struct sy_ck_in {
    sy_ck_shape base;
    int view;
    int d0, d1;
    sy_ck_shape to;
    int perm[SY_MAX_RANK];
    int data;
} sy_ck_in;

/* Every attribute an op call can take. */
typedef struct sy_ck_attrs {
    sy_ck_shape shape;     /* fill, reshape, expand */
    int perm[SY_MAX_RANK]; /* permute (shape.rank entries unused; perm_rank) */
    int perm_rank;
    int axis;              /* reduce */
    bool keepdim;
    int dim0, dim1;        /* transpose */
    sy_dtype dtype;        /* fill, cast */
    double value;          /* full */
    double value2;         /* a second float parameter: ew_alpha_beta's beta (alpha in .value) */
    sy_device device;      /* fill */
    /* max_pool2d and conv2d: a stride or dilation of 0 stands for 1, groups 0 for 1 */
    int64_t kernel[2], stride[2], pads[4], dilation[2], groups;
    bool ceil_mode;
    sy_ck_shape starts, ends, axes, steps; /* slice, slice_backward (x's shape in .shape) */
    bool exclusive, reverse;               /* cumsum */
    /* k: topk's (with .largest, .sorted; sort takes .descending), eye_like's */
    bool largest, sorted, descending;
    int64_t blocksize, k; /* depth_to_space and its kin (mode in .dim0); k above */
    bool upper;           /* trilu (k is its input) */
    sy_ck_shape repeats;  /* tile, tile_backward */
    int reduction;                         /* scatter_elements, scatter_nd: SY_*_REDUCTION_* */
    bool wrt_updates;                      /* scatter_elements_backward, scatter_nd_backward */
    int64_t batch_dims;                    /* gather_nd, gather_nd_backward */
    int64_t depth;                         /* one_hot */
    int64_t seed;                          /* dropout */
    int64_t ignore_index;                  /* nll_loss, nll_loss_backward (.reduction: SY_NLL_LOSS_*) */
    bool wrt_target;                       /* mse_loss_backward (.reduction: SY_MSE_LOSS_*) */
    /* avg_pool, avg_pool_backward (x's shape in .shape): lists of 1 to 3 spatial axes (.rank values each) */
    sy_ck_shape pool_kernel, pool_stride, pool_pads;
    bool count_include_pad; /* and .ceil_mode */
    int64_t output_padding[2]; /* conv_transpose2d and its gradient (stride, pads, dilation, groups above) */
    /* conv, conv_transpose and their gradient ops: stride and pads in .pool_stride and .pool_pads, groups
     * above (0 for 1); lists of 1 to 3 spatial axes, none for the defaults */
    sy_ck_shape conv_dilation, conv_output_padding;
    int64_t storage_order; /* max_pool, max_pool_backward (kernel, stride, pads in .pool_*, dilation above) */
    /* resize, resize_backward (sizes, or x's shape, in .shape): SY_RESIZE_MODE_*, SY_RESIZE_TRANSFORM_*,
     * SY_RESIZE_NEAREST_MODE_* */
    int resize_mode, transform, nearest_mode;
    double cubic_a, extrapolation;
    int64_t lp_p; /* lp_pool, lp_pool_backward (0: 2; kernel, stride, pads in .pool_*) */
    /* the collectives: the communicator (.reduction: the sy_reduce_op, .k: broadcast's root); only
     * tests/mpi has one, so the op loops of the Check suites leave these ops out (sy_ck_op_collective) */
    sy_comm *comm;
    sy_ck_shape output_size; /* adaptive_avg_pool, adaptive_max_pool (adaptive_avg_pool_backward: .shape) */
    int64_t gn_wrt; /* group_norm_backward (num_groups in .groups, 0 for 1; epsilon in .value) */
    bool exclude_outside;
    int64_t batch_axis, time_axis; /* reverse_sequence */
    /* grid_sample, grid_sample_backward: SY_GRID_SAMPLE_MODE_*, SY_GRID_SAMPLE_PADDING_MODE_* */
    int gs_mode, padding_mode;
    bool align_corners, wrt_grid;
    sy_ck_shape output_shape; /* max_unpool (kernel, stride, pads in .pool_*) */
} sy_ck_attrs;

typedef struct sy_ck_case {
    const char *name;
    sy_ck_in in[3];
    sy_ck_attrs attrs;
} sy_ck_case;

/* Shapes and inputs in case tables: S2(2, 3) is [2, 3]; IN_T, IN_X and IN_P
 * view the base (transpose, expand, permute), IN_EXT gives it extreme values. */
#define S0 {0, {0}}
#define S1(a) {1, {a}}
#define S2(a, b) {2, {a, b}}
#define S3(a, b, c) {3, {a, b, c}}
#define S4(a, b, c, d) {4, {a, b, c, d}}
#define S5(a, b, c, d, e) {5, {a, b, c, d, e}}
#define IN(s) {.base = s}
#define IN_EXT(s) {.base = s, .data = SY_CK_DATA_EXT}
#define IN_T(s, x, y) {.base = s, .view = SY_CK_VIEW_T, .d0 = x, .d1 = y}
#define IN_X(s, t) {.base = s, .view = SY_CK_VIEW_EXPAND, .to = t}
#define IN_P(s, ...) {.base = s, .view = SY_CK_VIEW_PERMUTE, .perm = {__VA_ARGS__}}

/* Values of a tensor read back: ints and bools exactly in i, floats in f. */
typedef struct sy_ck_vals {
    sy_dtype dt;
    int64_t n;
    double *f;
    int64_t *i;
} sy_ck_vals;

/* The op's public function with the attributes it takes. */
sy_status sy_ck_call(sy_op op, sy_tensor *const *in, const sy_ck_attrs *a, sy_tensor **out);
/* The shape of input spec after its view. */
sy_ck_shape sy_ck_logical_shape(const sy_ck_in *spec);
/* Builds an input (see sy_ck_in); kind is a SY_CK_DATA_* other than DEFAULT. */
sy_status sy_ck_input(const sy_ck_in *spec, sy_dtype dt, int kind, uint32_t seed, sy_device dev, sy_tensor **out);
/* A hash of (seed, i): the random numbers of the test data. */
uint32_t sy_ck_mix(uint32_t seed, uint64_t i);
/* Element j of an integer or bool dtype: stored with the low bits of v (as a
 * cast wraps), loaded exactly; from SY_DTYPE_MAP, so every dtype of the yaml. */
void sy_ck_store_int(void *buf, int64_t j, sy_dtype dt, int64_t v);
int64_t sy_ck_load_int(const void *buf, int64_t j, sy_dtype dt);
/* A u64 loads as its 64 bits (a value above INT64_MAX as value - 2^64, the
 * bits a store gives back): sy_ck_int_value is the value an int64_t i of
 * dtype dt stands for as a double (rounded once), sy_ck_int_order a key that
 * orders as dt's values do, sy_ck_is_u64 whether dt needs them. */
bool sy_ck_is_u64(sy_dtype dt);
double sy_ck_int_value(sy_dtype dt, int64_t i);
int64_t sy_ck_int_order(sy_dtype dt, int64_t i);
/* Element j of a float dtype (f16 and bf16 as bits, runtime/sy_half.h):
 * stored rounded once to nearest even, loaded exactly; from SY_DTYPE_MAP. */
void sy_ck_store_float(void *buf, int64_t j, sy_dtype dt, double v);
double sy_ck_load_float(const void *buf, int64_t j, sy_dtype dt);
/* The largest finite value of a float dtype. */
double sy_ck_float_max(sy_dtype dt);
/* v wrapped to dt's width and signedness (the store and load above). */
int64_t sy_ck_wrap_int(sy_dtype dt, int64_t v);
/* Deterministic data: n elements of dt into buf. */
void sy_ck_gen(void *buf, sy_dtype dt, int kind, int64_t n, uint32_t seed);
/* The shape cases of an op class, and the attribute variants of a case (every
 * axis with and without keepdim for reductions, one otherwise). */
const sy_ck_case *sy_ck_cases(sy_op op, size_t *n);
/* max_pool2d and conv2d: the attributes a case leaves 0 that take 1 (stride, dilation, groups) */
void sy_ck_window_defaults(sy_ck_attrs *a);
/* Whether op has shape cases here: every op of a record family, and the ops
 * of the `kernel: op` families sy_test.c has cases for (test_every_op_has_
 * cases fails for one without). Their values are checked against NumPy by
 * tests/reference; here against cpu, and every error path. */
#define SY_CK_HAS_CASES(op) (sy_ck_cases((sy_op)(op), &(size_t){0}) != NULL)
/* Whether autodiff records op: ops of one result (an op with several is
 * refused by name; check_ops tests the refusal). Capture records every op,
 * one node value per result. */
#define SY_CK_TRACKED(op) (sy__op_table[op].n_out == 1)
int sy_ck_variants(sy_op op, const sy_ck_case *c);
sy_ck_attrs sy_ck_variant(sy_op op, const sy_ck_case *c, int v);
/* The data kind input i of op gets in case c. */
int sy_ck_kind(sy_op op, int i, const sy_ck_case *c);
/* The dtype input i of op takes when the op runs on key dtype dt. */
sy_dtype sy_ck_in_dtype(sy_op op, int i, sy_dtype dt);
/* Every (shape case, variant, dtype the op takes) of an op's table, one
 * after the other, as the graph suites walk it:
 *     sy_ck_each it;
 *     for (sy_ck_each_start(op, &it); sy_ck_each_next(&it);)
 *         ... it.c, it.dt, it.at (the variant's attributes, a fill's dtype set) ...
 * it.what names the current one. */
typedef struct sy_ck_each {
    sy_op op;
    const sy_ck_case *cases;
    size_t n_cases, ci; /* ci: the current case, it.c == &cases[ci] */
    int v, d;           /* the current variant and dtype index */
    bool started;
    const sy_ck_case *c;
    sy_dtype dt;
    sy_ck_attrs at;
    uint32_t seed; /* of the case's inputs */
    char what[160]; /* "sy_<op> <dtype> case '<name>' variant <v>" */
} sy_ck_each;
void sy_ck_each_start(sy_op op, sy_ck_each *it);
bool sy_ck_each_next(sy_ck_each *it);
/* Input i of the current one on dev, the same data on every device. */
sy_status sy_ck_each_input(const sy_ck_each *it, int i, sy_device dev, sy_tensor **out);
/* Reads t (fails the test on error); free with sy_ck_vals_free. */
sy_ck_vals sy_ck_read(const sy_tensor *t);
/* n zeroed values of dt; free with sy_ck_vals_free. */
sy_ck_vals sy_ck_vals_new(sy_dtype dt, int64_t n);
void sy_ck_vals_free(sy_ck_vals *v);
/* got vs want element by element: ints and bools exactly, floats within
 * atol + rtol * |want| (NaN matches NaN, infinities must be equal). */
void sy_ck_compare(const sy_ck_vals *got, const sy_ck_vals *want, double rtol, double atol, const char *what);
/* A call that fails the same way on every device, with its exact
 * sy_last_error() (the table of check_ops.c; the capture suite replays it). */
typedef struct sy_ck_error {
    const char *name;
    sy_status want;
    const char *msg;
    sy_status (*run)(sy_device dev, sy_tensor **out);
} sy_ck_error;
const sy_ck_error *sy_ck_errors(size_t *n);
/* Failure injection: runs op on case c (inputs made on dev, then tracked if
 * `into` is an autodiff device or moved onto it if it is a capture device;
 * fills are made on `into`) with the n-th next failure armed, n = 0, 1, ...
 * until it succeeds. kind -1 arms host allocations, else a SY_SIM_FAIL_*
 * kind. Each failure must give `want`, *out NULL and no leak. */
void sy_ck_sweep(sy_op op, const sy_ck_case *c, sy_device dev, sy_device into, int kind, sy_status want,
                 const char *what);
/* Asserts t's dtype, rank and dims. */
void sy_ck_assert_shape(const sy_tensor *t, sy_dtype dt, int rank, const int64_t *dims, const char *what);

#endif
