/* The backward suite: sy_backward, sy_backward_ex, sy_grad, sy_require_grad
 * and the two checkpointing strategies, end to end.
 *
 *   gradcheck   every differentiable op of sy__op_table (every shape case of
 *               its class, every axis/keepdim of the reductions) on every
 *               device: f64 gradients against central differences in f64,
 *               f32 gradients against the same differences loosely and, on
 *               backends whose every kernel is cpu's (sim), bit for bit
 *               against cpu; broadcasting undone; an MLP and a softmax
 *               against hand-derived gradients.
 *   graph       accumulation, constants, ops without a gradient, moves
 *               across devices, API errors, strategy merging.
 *   checkpoint  what each strategy keeps; BALANCED keeps fewer bytes at the
 *               peak than NONE on a chain of memory-bound ops, with identical
 *               gradients; a pass frees what the graph kept (unless
 *               retained); recomputation through wide, mixed and long
 *               (30000 nodes, on a 256 KiB stack) graphs.
 *   failures    host and sim failures injected into sy_backward: an exact
 *               status, *out NULL, nothing leaked.
 *
 * Every pass runs under SY_CHECKPOINT_NONE and SY_CHECKPOINT_BALANCED, and
 * the two must give bitwise identical gradients. Devices come from the
 * generated tables (sy_ck_devices, sy_backend_stores), so builds with a
 * subset of the backends run what they can.
 *
 * Data: every value is a multiple of 1/64 of magnitude < 2 (exact in f32
 * and f64, so both dtypes see the same inputs), away from the kinks: |x| >=
 * 0.25 (abs, relu, div's divisor), x >= 0.25 for log and sqrt, max and
 * maximum inputs at least 1/8 apart (no ties).
 *
 * Tolerances, all |got - want| <= atol + rtol * |want|:
 *   FD64  f64 gradient vs central differences in f64, h = 1e-6: rtol = atol
 *         = 2e-8. The quotient is summed element by element, r_k * (y+_k -
 *         y-_k), so outputs the element does not touch cancel exactly; what
 *         remains is rounding, eps |y| / h ~ 2e-10 per term, and truncation,
 *         h^2 |f'''| / 6 < 1e-10. Measured worst: 1.5e-9. cast uses h = 1/64
 *         on the 1/64 grid, which is exact: cast is linear, nothing rounds.
 *   FD32  f32 gradient vs the central differences of the same values in f64
 *         (on cpu): rtol = atol = 1e-5, f32 rounding through the forward op,
 *         the loss and the backward formulas. Measured worst: 2.7e-7.
 *   HAND  MLP and softmax vs closed forms computed in double: 1e-12 (f64),
 *         1e-6 (f32). Measured worst: 1.9e-16 and 4.2e-8 (the MLP's dyadic
 *         data make it exact; softmax goes through exp and a division).
 *   exact x*x + x, constants, ops without gradient, the wide recompute:
 *         dyadic data, the gradients are exact (tolerance 0).
 *   bits  NONE vs BALANCED, seeded vs weighted-sum backward, sim vs cpu in
 *         f32, a pass after injected failures vs an undisturbed one: memcmp.
 */
#include <math.h>
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>

#include "sy_autodiff.h"
#include "sy_test.h"

#define FD64_RTOL 2e-8
#define FD64_ATOL 2e-8
#define FD32_RTOL 1e-5
#define FD32_ATOL 1e-5
#define HAND64_TOL 1e-12
#define HAND32_TOL 1e-6
#define FD_H 1e-6
#define FD_H_LINEAR (1.0 / 64) /* cast: exact on the 1/64 grid */

static sy_device g_devs[SY_CK_MAX_DEVICES];
static int g_ndev;
static sy_op g_ops[SY_OP_COUNT]; /* the differentiable ops, in table order */
static int g_nops;

static const sy_checkpointing strategies[2] = {SY_CHECKPOINT_NONE, SY_CHECKPOINT_BALANCED};
static const char *const strategy_names[2] = {"NONE", "BALANCED"};
static const sy_device cpu0 = {SY_BACKEND_CPU, 0, 0, 0, 0};
static const sy_dtype float_dtypes[2] = {SY_DTYPE_F64, SY_DTYPE_F32};

/* _i = device * 2 + strategy */
#define DEV(i) (g_devs[(i) / 2])
#define AD(i) sy_device_autodiff(DEV(i), strategies[(i) % 2])

/* Assertions that cost nothing when they pass (a passing ck_assert writes a
 * mark point), for the inner loops. */
#define BW_REQUIRE(cond, ...)                                                                                 \
    do {                                                                                                      \
        if (!(cond))                                                                                          \
            ck_abort_msg(__VA_ARGS__);                                                                        \
    } while (0)
#define BW_OK(expr)                                                                                           \
    do {                                                                                                      \
        sy_status st_ = (expr);                                                                               \
        BW_REQUIRE(st_ == SY_OK, "%s -> %s: %s", #expr, sy_status_name(st_), sy_last_error());               \
    } while (0)

#define S0 {0, {0}}
#define S1(a) {1, {a}}
#define S2(a, b) {2, {a, b}}
#define S3(a, b, c) {3, {a, b, c}}
#define S4(a, b, c, d) {4, {a, b, c, d}}

static const char *dev_str(sy_device d, char *buf)
{
    sy_device_format(d, buf, SY__DEVICE_STR_MAX);
    return buf;
}

/* ==== data ================================================================ */

enum { K_DEFAULT, K_ANY, K_POS, K_DISTINCT, K_MAX_A, K_MAX_B, K_BOOL };

static uint32_t mix(uint32_t seed, uint64_t i)
{
    uint64_t x = (uint64_t)seed * UINT64_C(0x9E3779B97F4A7C15) + (i + 1) * UINT64_C(0xBF58476D1CE4E5B9);
    x ^= x >> 31;
    x *= UINT64_C(0x94D049BB133111EB);
    x ^= x >> 29;
    return (uint32_t)(x >> 16);
}

/* n values of a kind, all multiples of 1/64:
 *   ANY       +-[0.25, 2)         POS       [0.25, 2)
 *   DISTINCT  a permutation of (k - n/2) / 8 + 1/64 (gaps of 1/8)
 *   MAX_A/B   k/4 + 1/16 and k/4 - 1/16 (never equal: a - b = k/4 + 1/8)
 *   BOOL      0 or 1 */
static void gen(double *v, int64_t n, int kind, uint32_t seed)
{
    static const int64_t steps[] = {7, 11, 13, 17, 19, 23};
    int64_t step = 1;
    for (size_t s = 0; s < sizeof steps / sizeof steps[0]; s++)
        if (n % steps[s] != 0) {
            step = steps[s];
            break;
        }
    for (int64_t j = 0; j < n; j++) {
        uint32_t r = mix(seed, (uint64_t)j);
        switch (kind) {
        case K_POS:
            v[j] = 0.25 + (double)(r % 112) / 64.0;
            break;
        case K_DISTINCT:
            v[j] = (double)((j * step + (int64_t)(seed % 97)) % n - n / 2) * 0.125 + 1.0 / 64;
            break;
        case K_MAX_A:
            v[j] = (double)((int)(r % 13) - 6) * 0.25 + 1.0 / 16;
            break;
        case K_MAX_B:
            v[j] = (double)((int)(r % 13) - 6) * 0.25 - 1.0 / 16;
            break;
        case K_BOOL:
            v[j] = (double)((r >> 3) & 1u);
            break;
        default:
            v[j] = ((r >> 12) & 1u ? -1.0 : 1.0) * (0.25 + (double)(r % 112) / 64.0);
            break;
        }
    }
}

static int64_t numel_of(sy_ck_shape s)
{
    int64_t n = 1;
    for (int j = 0; j < s.rank; j++)
        n *= s.d[j];
    return n;
}

static void put(void *buf, sy_dtype dt, int64_t j, double x)
{
    switch (dt) {
    case SY_DTYPE_F32:
        ((float *)buf)[j] = (float)x;
        break;
    case SY_DTYPE_F64:
        ((double *)buf)[j] = x;
        break;
    case SY_DTYPE_I32:
        ((int32_t *)buf)[j] = (int32_t)x;
        break;
    case SY_DTYPE_I64:
        ((int64_t *)buf)[j] = (int64_t)x;
        break;
    default:
        ((uint8_t *)buf)[j] = x != 0;
        break;
    }
}

static double get(const void *buf, sy_dtype dt, int64_t j)
{
    switch (dt) {
    case SY_DTYPE_F32:
        return ((const float *)buf)[j];
    case SY_DTYPE_F64:
        return ((const double *)buf)[j];
    case SY_DTYPE_I32:
        return ((const int32_t *)buf)[j];
    case SY_DTYPE_I64:
        return (double)((const int64_t *)buf)[j];
    default:
        return ((const uint8_t *)buf)[j];
    }
}

/* A plain tensor of dt on plain device dev holding v (row-major over s).
 * transposed: the same logical values as a transposed view (last two axes)
 * of a contiguous tensor, so the tensor is strided. */
static sy_tensor *make(sy_device dev, sy_dtype dt, const double *v, sy_ck_shape s, bool transposed)
{
    const int64_t n = numel_of(s);
    sy_ck_shape base = s;
    int64_t P = 1, Q = 1;
    if (transposed) {
        BW_REQUIRE(s.rank >= 2, "make: a transposed input needs rank >= 2");
        P = s.d[s.rank - 2];
        Q = s.d[s.rank - 1];
        base.d[s.rank - 2] = Q;
        base.d[s.rank - 1] = P;
    }
    void *buf = malloc((size_t)(n > 0 ? n : 1) * sy_dtype_size(dt));
    BW_REQUIRE(buf != NULL, "make: out of memory");
    for (int64_t j = 0; j < n; j++) {
        int64_t at = j;
        if (transposed) { /* logical (.., p, q) lives at base (.., q, p) */
            int64_t blk = j / (P * Q), p = (j % (P * Q)) / Q, q = j % Q;
            at = blk * P * Q + q * P + p;
        }
        put(buf, dt, at, v[j]);
    }
    sy_tensor *c = NULL, *m = NULL, *t = NULL;
    sy_status st = sy_tensor_from_data(buf, dt, base.d, base.rank, cpu0, &c);
    free(buf);
    BW_REQUIRE(st == SY_OK, "make: sy_tensor_from_data: %s: %s", sy_status_name(st), sy_last_error());
    st = sy_to_device(c, dev, &m);
    sy_tensor_release(c);
    BW_REQUIRE(st == SY_OK, "make: sy_to_device: %s: %s", sy_status_name(st), sy_last_error());
    if (!transposed)
        return m;
    st = sy_transpose(m, -1, -2, &t);
    sy_tensor_release(m);
    BW_REQUIRE(st == SY_OK, "make: sy_transpose: %s: %s", sy_status_name(st), sy_last_error());
    return t;
}

/* A tracked leaf in ad's context holding v. */
static sy_tensor *leaf(sy_device ad, sy_dtype dt, const double *v, sy_ck_shape s, bool transposed)
{
    sy_tensor *p = make(sy_device_inner(ad), dt, v, s, transposed), *t = NULL;
    BW_OK(sy_track(p, ad, &t));
    sy_tensor_release(p);
    BW_REQUIRE(sy_tensor_is_tracked(t) == sy_dtype_is_float(dt), "leaf: tracked %d", (int)sy_tensor_is_tracked(t));
    return t;
}

/* t's values, row-major, as doubles (malloc'd). */
static double *vals(const sy_tensor *t)
{
    const int64_t n = sy_tensor_numel(t);
    const size_t bytes = sy_tensor_nbytes(t);
    void *raw = malloc(bytes ? bytes : 1);
    double *v = malloc((size_t)(n > 0 ? n : 1) * sizeof *v);
    BW_REQUIRE(raw && v, "vals: out of memory");
    BW_OK(sy_tensor_to_data(t, raw, bytes));
    for (int64_t j = 0; j < n; j++)
        v[j] = get(raw, sy_tensor_dtype(t), j);
    free(raw);
    return v;
}

static bool same_shape(const sy_tensor *t, sy_ck_shape s)
{
    if (sy_tensor_rank(t) != s.rank)
        return false;
    for (int j = 0; j < s.rank; j++)
        if (sy_tensor_dim(t, j) != s.d[j])
            return false;
    return true;
}

/* a and b hold the same bytes (dtype, shape and every bit of every value). */
static void same_bits(const sy_tensor *a, const sy_tensor *b, const char *what)
{
    BW_REQUIRE(a && b, "%s: missing tensor (%p, %p)", what, (const void *)a, (const void *)b);
    BW_REQUIRE(sy_tensor_dtype(a) == sy_tensor_dtype(b), "%s: dtypes %s and %s", what,
               sy_dtype_name(sy_tensor_dtype(a)), sy_dtype_name(sy_tensor_dtype(b)));
    BW_REQUIRE(same_shape(a, sy_ck_shape_of(b)), "%s: shapes differ", what);
    const size_t bytes = sy_tensor_nbytes(a), size = sy_dtype_size(sy_tensor_dtype(a));
    unsigned char *x = malloc(bytes ? bytes : 1), *y = malloc(bytes ? bytes : 1);
    BW_REQUIRE(x && y, "same_bits: out of memory");
    BW_OK(sy_tensor_to_data(a, x, bytes));
    BW_OK(sy_tensor_to_data(b, y, bytes));
    for (size_t j = 0; j < bytes; j += size) {
        if (memcmp(x + j, y + j, size) != 0) {
            const int64_t at = (int64_t)(j / size);
            double u = get(x, sy_tensor_dtype(a), at), w = get(y, sy_tensor_dtype(a), at);
            free(x);
            free(y);
            ck_abort_msg("%s: element %zu differs: %.17g vs %.17g", what, j / size, u, w);
        }
    }
    free(x);
    free(y);
}

/* got[j] within atol + rtol * |want[j]| for every j. */
static void close_to(const double *got, const double *want, int64_t n, double rtol, double atol, const char *what)
{
    for (int64_t j = 0; j < n; j++) {
        double err = fabs(got[j] - want[j]);
        BW_REQUIRE(isfinite(got[j]) && err <= atol + rtol * fabs(want[j]),
                   "%s: element %lld is %.17g, want %.17g (error %.3g, rtol %g, atol %g)", what, (long long)j, got[j],
                   want[j], err, rtol, atol);
    }
}

/* sy_grad of leaf t: asserts a plain tensor of t's shape and dtype on t's
 * inner device. */
static sy_tensor *grad_of(const sy_grads *g, const sy_tensor *t, const char *what)
{
    sy_tensor *r = NULL;
    sy_status st = sy_grad(g, t, &r);
    BW_REQUIRE(st == SY_OK, "%s: sy_grad -> %s: %s", what, sy_status_name(st), sy_last_error());
    sy_device d = sy_tensor_device(r), want = sy_device_inner(sy_tensor_device(t));
    char a[SY__DEVICE_STR_MAX], b[SY__DEVICE_STR_MAX];
    BW_REQUIRE(!d.autodiff && sy_device_eq(d, want) && !sy_tensor_is_tracked(r), "%s: gradient on %s, want plain %s",
               what, dev_str(d, a), dev_str(want, b));
    BW_REQUIRE(sy_tensor_dtype(r) == sy_tensor_dtype(t), "%s: gradient dtype %s, want %s", what,
               sy_dtype_name(sy_tensor_dtype(r)), sy_dtype_name(sy_tensor_dtype(t)));
    BW_REQUIRE(same_shape(r, sy_ck_shape_of(t)), "%s: gradient of rank %d, want the leaf's shape (rank %d)", what,
               sy_tensor_rank(r), sy_tensor_rank(t));
    return r;
}

/* sy_grad fails with `want` and leaves *out NULL. */
static void no_grad(const sy_grads *g, const sy_tensor *t, sy_status want, const char *what)
{
    sy_tensor *r = (sy_tensor *)g; /* poison: must become NULL */
    sy_status st = sy_grad(g, t, &r);
    BW_REQUIRE(st == want && r == NULL, "%s: sy_grad -> %s (want %s), out %p: %s", what, sy_status_name(st),
               sy_status_name(want), (void *)r, sy_last_error());
}

static sy_grads *backward(const sy_tensor *loss, const char *what)
{
    sy_grads *g = NULL;
    sy_status st = sy_backward(loss, &g);
    BW_REQUIRE(st == SY_OK && g != NULL, "%s: sy_backward -> %s: %s", what, sy_status_name(st), sy_last_error());
    return g;
}

static void release_all(sy_tensor **t, size_t n)
{
    for (size_t j = 0; j < n; j++) {
        sy_tensor_release(t[j]);
        t[j] = NULL;
    }
}
#define RELEASE(...)                                                                                          \
    do {                                                                                                      \
        sy_tensor *all_[] = {__VA_ARGS__};                                                                    \
        release_all(all_, sizeof all_ / sizeof all_[0]);                                                      \
    } while (0)

/* Every kernel this backend runs for dt is cpu's (sim: every op falls back
 * to cpu through staging), so its results must equal cpu's bit for bit. */
static bool routes_to_cpu(sy_backend b, sy_dtype dt)
{
    for (int op = 0; op < SY_OP_COUNT; op++) {
        sy_backend exec;
        if (sy__op_table[op].route == NULL || !sy_op_takes_dtype((sy_op)op, dt))
            continue;
        if (!sy_backend_runs_op(b, (sy_op)op, dt, &exec) || exec != SY_BACKEND_CPU)
            return false;
    }
    return true;
}

/* ==== gradcheck ============================================================= */

/* Input dtypes relative to the float dtype of the run. */
enum { GC_KEY, GC_OTHER, GC_BOOL };

typedef struct gc_in {
    sy_ck_shape s; /* logical shape */
    int dt;        /* GC_* */
    int kind;      /* K_*; K_DEFAULT lets the op choose */
    bool t;        /* the leaf is a transposed (strided) view */
} gc_in;

typedef struct gc_case {
    const char *name;
    gc_in in[3];
    sy_ck_attrs at;
    int cast_to; /* cast: GC_KEY or GC_OTHER */
} gc_case;

static const gc_case unary_gc[] = {
    {.name = "[3, 4]", .in = {{.s = S2(3, 4)}}},
    {.name = "transposed [3, 4]", .in = {{.s = S2(3, 4), .t = true}}},
    {.name = "scalar", .in = {{.s = S0}}},
    {.name = "empty [0, 3]", .in = {{.s = S2(0, 3)}}},
};

static const gc_case binary_gc[] = {
    {.name = "[3, 4] and [3, 4]", .in = {{.s = S2(3, 4)}, {.s = S2(3, 4)}}},
    {.name = "[2, 3] and [3]", .in = {{.s = S2(2, 3)}, {.s = S1(3)}}},
    {.name = "[4, 1] and [1, 5]", .in = {{.s = S2(4, 1)}, {.s = S2(1, 5)}}},
    {.name = "[3, 4] and scalar", .in = {{.s = S2(3, 4)}, {.s = S0}}},
    {.name = "scalar and [2, 3]", .in = {{.s = S0}, {.s = S2(2, 3)}}},
    {.name = "[2, 1, 4] and [3, 1]", .in = {{.s = S3(2, 1, 4)}, {.s = S2(3, 1)}}},
    {.name = "transposed [3, 4] and [3, 4]", .in = {{.s = S2(3, 4), .t = true}, {.s = S2(3, 4)}}},
    {.name = "empty [0, 3] and [3]", .in = {{.s = S2(0, 3)}, {.s = S1(3)}}},
};

static const gc_case where_gc[] = {
    {.name = "all [3, 4]", .in = {{.s = S2(3, 4), .dt = GC_BOOL}, {.s = S2(3, 4)}, {.s = S2(3, 4)}}},
    {.name = "cond [3, 1], a [1, 4], b scalar", .in = {{.s = S2(3, 1), .dt = GC_BOOL}, {.s = S2(1, 4)}, {.s = S0}}},
    {.name = "cond [4], a [3, 4], b [3, 1]", .in = {{.s = S1(4), .dt = GC_BOOL}, {.s = S2(3, 4)}, {.s = S2(3, 1)}}},
    {.name = "cond [2, 3], a [3], b scalar", .in = {{.s = S2(2, 3), .dt = GC_BOOL}, {.s = S1(3)}, {.s = S0}}},
};

static const gc_case matmul_gc[] = {
    {.name = "[3, 4] @ [4, 5]", .in = {{.s = S2(3, 4)}, {.s = S2(4, 5)}}},
    {.name = "[2, 3, 4] @ [2, 4, 5]", .in = {{.s = S3(2, 3, 4)}, {.s = S3(2, 4, 5)}}},
    {.name = "[2, 3, 4] @ [4, 5]", .in = {{.s = S3(2, 3, 4)}, {.s = S2(4, 5)}}},
    {.name = "[3, 4] @ [2, 4, 5]", .in = {{.s = S2(3, 4)}, {.s = S3(2, 4, 5)}}},
    {.name = "[2, 1, 3, 4] @ [5, 4, 2]", .in = {{.s = S4(2, 1, 3, 4)}, {.s = S3(5, 4, 2)}}},
    {.name = "transposed [3, 4] @ transposed [4, 5]", .in = {{.s = S2(3, 4), .t = true}, {.s = S2(4, 5), .t = true}}},
    {.name = "k = 0: [3, 0] @ [0, 5]", .in = {{.s = S2(3, 0)}, {.s = S2(0, 5)}}},
    {.name = "m = 0: [0, 4] @ [4, 5]", .in = {{.s = S2(0, 4)}, {.s = S2(4, 5)}}},
};

/* every axis, -1 and SY_AXIS_ALL, keepdim both (gc_variant) */
static const gc_case reduce_gc[] = {
    {.name = "[2, 3, 4]", .in = {{.s = S3(2, 3, 4)}}},
    {.name = "transposed [3, 4]", .in = {{.s = S2(3, 4), .t = true}}},
    {.name = "[5]", .in = {{.s = S1(5)}}},
    {.name = "scalar", .in = {{.s = S0}}},
    {.name = "empty [0, 3]", .in = {{.s = S2(0, 3)}}},
};

static const gc_case reshape_gc[] = {
    {.name = "[2, 3, 4] -> [4, -1]", .in = {{.s = S3(2, 3, 4)}}, .at = {.shape = S2(4, -1)}},
    {.name = "transposed [3, 4] -> [12]", .in = {{.s = S2(3, 4), .t = true}}, .at = {.shape = S1(12)}},
    {.name = "scalar -> [1, 1]", .in = {{.s = S0}}, .at = {.shape = S2(1, 1)}},
    {.name = "[1, 1] -> scalar", .in = {{.s = S2(1, 1)}}, .at = {.shape = S0}},
};

static const gc_case permute_gc[] = {
    {.name = "[2, 3, 4] (2, 0, 1)", .in = {{.s = S3(2, 3, 4)}}, .at = {.perm = {2, 0, 1}, .perm_rank = 3}},
    {.name = "[2, 3, 4] (-1, -3, -2)", .in = {{.s = S3(2, 3, 4)}}, .at = {.perm = {-1, -3, -2}, .perm_rank = 3}},
    {.name = "transposed [3, 4] (1, 0)", .in = {{.s = S2(3, 4), .t = true}}, .at = {.perm = {1, 0}, .perm_rank = 2}},
};

static const gc_case transpose_gc[] = {
    {.name = "[2, 3, 4] (0, 2)", .in = {{.s = S3(2, 3, 4)}}, .at = {.dim0 = 0, .dim1 = 2}},
    {.name = "[3, 4] (-1, -2)", .in = {{.s = S2(3, 4)}}, .at = {.dim0 = -1, .dim1 = -2}},
    {.name = "[3, 4] (0, 0)", .in = {{.s = S2(3, 4)}}, .at = {.dim0 = 0, .dim1 = 0}},
};

static const gc_case expand_gc[] = {
    {.name = "[3, 1] -> [2, 3, 4]", .in = {{.s = S2(3, 1)}}, .at = {.shape = S3(2, 3, 4)}},
    {.name = "[1, 4] -> [3, -1]", .in = {{.s = S2(1, 4)}}, .at = {.shape = S2(3, -1)}},
    {.name = "scalar -> [2, 2]", .in = {{.s = S0}}, .at = {.shape = S2(2, 2)}},
    {.name = "[3] -> [2, 3]", .in = {{.s = S1(3)}}, .at = {.shape = S2(2, 3)}},
};

/* f32 <-> f64 in the f64 run (and the f32 run on backends storing both) */
static const gc_case cast_gc[] = {
    {.name = "[3, 4] to the other float", .in = {{.s = S2(3, 4)}}, .cast_to = GC_OTHER},
    {.name = "[3, 4] from the other float", .in = {{.s = S2(3, 4), .dt = GC_OTHER}}, .cast_to = GC_KEY},
    {.name = "[3, 4] to its own dtype", .in = {{.s = S2(3, 4)}}, .cast_to = GC_KEY},
};

static const gc_case *gc_cases(sy__class cls, size_t *n)
{
#define GC_TABLE(t) (*n = sizeof t / sizeof t[0], t)
    switch (cls) {
    case SY__CLASS_UNARY:
        return GC_TABLE(unary_gc);
    case SY__CLASS_BINARY:
        return GC_TABLE(binary_gc);
    case SY__CLASS_WHERE:
        return GC_TABLE(where_gc);
    case SY__CLASS_MATMUL:
        return GC_TABLE(matmul_gc);
    case SY__CLASS_REDUCE:
        return GC_TABLE(reduce_gc);
    case SY__CLASS_RESHAPE:
        return GC_TABLE(reshape_gc);
    case SY__CLASS_PERMUTE:
        return GC_TABLE(permute_gc);
    case SY__CLASS_TRANSPOSE:
        return GC_TABLE(transpose_gc);
    case SY__CLASS_EXPAND:
        return GC_TABLE(expand_gc);
    case SY__CLASS_CAST:
        return GC_TABLE(cast_gc);
    default: /* fills and comparisons have no gradient */
        break;
    }
#undef GC_TABLE
    *n = 0;
    return NULL;
}

/* Reductions: axes 0..rank-1, -1 and SY_AXIS_ALL, each with and without
 * keepdim (a scalar: SY_AXIS_ALL only). Other classes: one variant. */
static int gc_variants(sy_op op, const gc_case *c)
{
    if (sy__op_table[op].cls != SY__CLASS_REDUCE)
        return 1;
    int r = c->in[0].s.rank;
    return 2 * (r > 0 ? r + 2 : 1);
}

static sy_ck_attrs gc_variant(sy_op op, const gc_case *c, int v)
{
    sy_ck_attrs a = c->at;
    if (sy__op_table[op].cls == SY__CLASS_REDUCE) {
        int r = c->in[0].s.rank, ai = v / 2;
        a.axis = ai < r ? ai : (ai == r && r > 0) ? -1 : SY_AXIS_ALL;
        a.keepdim = v % 2 != 0;
    }
    return a;
}

static int gc_kind(sy_op op, int i, const gc_in *in)
{
    if (in->kind != K_DEFAULT)
        return in->kind;
    if (in->dt == GC_BOOL)
        return K_BOOL;
    switch (op) {
    case SY_OP_LOG:
    case SY_OP_SQRT:
        return K_POS;
    case SY_OP_MAX:
        return K_DISTINCT;
    case SY_OP_MAXIMUM:
        return i == 0 ? K_MAX_A : K_MAX_B;
    default:
        return K_ANY;
    }
}

static sy_dtype gc_dtype(int rel, sy_dtype key)
{
    switch (rel) {
    case GC_OTHER:
        return key == SY_DTYPE_F32 ? SY_DTYPE_F64 : SY_DTYPE_F32;
    case GC_BOOL:
        return SY_DTYPE_BOOL;
    default:
        return key;
    }
}

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
    char what[160];
} gc_spec;

static double *gc_eval(const gc_spec *sp, sy_device dev);

static void gc_init(gc_spec *sp, sy_op op, const gc_case *c, int ci, int variant, sy_dtype key)
{
    memset(sp, 0, sizeof *sp);
    sp->op = op;
    sp->n = sy__op_table[op].n_in;
    sp->at = gc_variant(op, c, variant);
    if (sy__op_table[op].cls == SY__CLASS_CAST)
        sp->at.dtype = gc_dtype(c->cast_to, key);
    sp->h = sy__op_table[op].cls == SY__CLASS_CAST ? FD_H_LINEAR : FD_H;
    for (int i = 0; i < sp->n; i++) {
        sp->dt[i] = gc_dtype(c->in[i].dt, key);
        sp->s[i] = c->in[i].s;
        sp->t[i] = c->in[i].t;
        int64_t n = numel_of(sp->s[i]);
        sp->v[i] = malloc((size_t)(n > 0 ? n : 1) * sizeof(double));
        BW_REQUIRE(sp->v[i] != NULL, "gc_init: out of memory");
        gen(sp->v[i], n, gc_kind(op, i, &c->in[i]), 1000u * (uint32_t)op + 10u * (uint32_t)ci + (uint32_t)i);
    }
    /* the output's shape and dtype, from a plain run */
    sy_tensor *in[3] = {NULL, NULL, NULL}, *y = NULL;
    for (int i = 0; i < sp->n; i++)
        in[i] = make(cpu0, sp->dt[i], sp->v[i], sp->s[i], false);
    BW_OK(sy_ck_call(op, in, &sp->at, &y));
    sp->out = sy_ck_shape_of(y);
    sp->out_dt = sy_tensor_dtype(y);
    release_all(in, 3);
    sy_tensor_release(y);
    int64_t n = numel_of(sp->out);
    sp->r = malloc((size_t)(n > 0 ? n : 1) * sizeof(double));
    BW_REQUIRE(sp->r != NULL, "gc_init: out of memory");
    gen(sp->r, n, K_ANY, 7000u + 1000u * (uint32_t)op + 10u * (uint32_t)ci);
    char axis[32] = "";
    if (sy__op_table[op].cls == SY__CLASS_REDUCE && sp->at.axis == SY_AXIS_ALL)
        snprintf(axis, sizeof axis, ", SY_AXIS_ALL%s", sp->at.keepdim ? ", keepdim" : "");
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
        in[i] = make(dev, sp->dt[i], sp->v[i], sp->s[i], false);
    BW_OK(sy_ck_call(sp->op, in, &sp->at, &y));
    double *v = vals(y);
    release_all(in, 3);
    sy_tensor_release(y);
    return v;
}

/* Central differences of L for every element of every float input, the op
 * evaluated on plain tensors on dev. The sum over outputs is taken of the
 * differences, r_k * (y+_k - y-_k), so outputs the element does not touch
 * cancel exactly. fd[i] is NULL for non-float inputs. */
static void gc_fd(gc_spec *sp, sy_device dev, double *fd[3])
{
    const int64_t nout = numel_of(sp->out);
    for (int i = 0; i < 3; i++) {
        fd[i] = NULL;
        if (i >= sp->n || !sy_dtype_is_float(sp->dt[i]))
            continue;
        const int64_t n = numel_of(sp->s[i]);
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

/* Leaves of sp's values (the strided ones as views) tracked on
 * autodiff(dev, strategy); L = sum(op(leaves) * r); backward. g[i]: the
 * gradient of float input i (shape, dtype, device asserted); non-float
 * inputs (where's cond) are untracked: NOT_TRACKED. */
static void gc_grads(const gc_spec *sp, sy_device dev, sy_checkpointing strategy, sy_tensor *g[3])
{
    sy_device ad = sy_device_autodiff(dev, strategy);
    sy_tensor *in[3] = {NULL, NULL, NULL}, *y = NULL, *rt = NULL, *m = NULL, *loss = NULL;
    for (int i = 0; i < sp->n; i++)
        in[i] = leaf(ad, sp->dt[i], sp->v[i], sp->s[i], sp->t[i]);
    BW_OK(sy_ck_call(sp->op, in, &sp->at, &y));
    BW_REQUIRE(sy_tensor_is_tracked(y), "%s: the output is not tracked", sp->what);
    rt = make(dev, sp->out_dt, sp->r, sp->out, false);
    BW_OK(sy_mul(y, rt, &m));
    BW_OK(sy_sum(m, SY_AXIS_ALL, false, &loss));
    sy_grads *gr = backward(loss, sp->what);
    for (int i = 0; i < 3; i++) {
        g[i] = NULL;
        if (i >= sp->n)
            continue;
        if (sy_dtype_is_float(sp->dt[i]))
            g[i] = grad_of(gr, in[i], sp->what);
        else
            no_grad(gr, in[i], SY_E_NOT_TRACKED, sp->what);
    }
    sy_grads_release(gr);
    release_all(in, 3);
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
        snprintf(what, sizeof what, "%s on %s, input %d: NONE vs BALANCED", sp->what, dev_str(dev, d), i);
        same_bits(g[0][i], g[1][i], what);
        double *got = vals(g[0][i]);
        snprintf(what, sizeof what, "%s on %s, input %d vs central differences", sp->what, dev_str(dev, d), i);
        if (key == SY_DTYPE_F64)
            close_to(got, fd[i], numel_of(sp->s[i]), FD64_RTOL, FD64_ATOL, what);
        else
            close_to(got, fd[i], numel_of(sp->s[i]), FD32_RTOL, FD32_ATOL, what);
        free(got);
    }
    if (key == SY_DTYPE_F32 && !sy_device_eq(dev, cpu0) && routes_to_cpu((sy_backend)dev.backend, key)) {
        sy_tensor *c[3];
        gc_grads(sp, cpu0, SY_CHECKPOINT_NONE, c);
        for (int i = 0; i < sp->n; i++) {
            if (!c[i])
                continue;
            snprintf(what, sizeof what, "%s on %s, input %d vs cpu", sp->what, dev_str(dev, d), i);
            same_bits(g[0][i], c[i], what);
        }
        release_all(c, 3);
        vs_cpu = true;
    }
    release_all(g[0], 3);
    release_all(g[1], 3);
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
        if (op == SY_OP_MAX && numel_of(c->in[0].s) == 0)
            continue; /* max of nothing has no value (SHAPE_MISMATCH, check_ops.c) */
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
    const sy_op op = g_ops[_i];
    sy_ck_leak snap = sy_ck_leak_snap();
    size_t nc;
    const gc_case *cases = gc_cases(sy__op_table[op].cls, &nc);
    ck_assert_msg(nc > 0, "sy_%s is differentiable but its class has no gradcheck case", sy_op_name(op));
    for (int d = 0; d < g_ndev; d++) {
        int checks[3] = {0, 0, 0};
        for (size_t ci = 0; ci < nc; ci++)
            for (int v = 0; v < gc_variants(op, &cases[ci]); v++)
                gc_run(op, &cases[ci], (int)ci, v, g_devs[d], checks);
        char name[SY__DEVICE_STR_MAX];
        /* every device runs f32; f64 where the backend stores it */
        ck_assert_msg(checks[1] > 0, "sy_%s: no f32 gradcheck on %s", sy_op_name(op), dev_str(g_devs[d], name));
        ck_assert_msg((checks[0] > 0) == sy_backend_stores((sy_backend)g_devs[d].backend, SY_DTYPE_F64),
                      "sy_%s: %d f64 gradchecks on %s", sy_op_name(op), checks[0], name);
        /* sim: every f32 check also compared bit for bit with cpu */
        bool like_cpu = !sy_device_eq(g_devs[d], cpu0) && routes_to_cpu((sy_backend)g_devs[d].backend, SY_DTYPE_F32);
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
    sy_device dev = g_devs[_i];
    sy_ck_leak snap = sy_ck_leak_snap();
    int checks[3] = {0, 0, 0};
    for (size_t k = 0; k < sizeof bc_rows / sizeof bc_rows[0]; k++) {
        const bc_row *row = &bc_rows[k];
        /* the premise: some float input is smaller than the output */
        gc_spec sp;
        gc_init(&sp, row->op, &row->c, 100 + (int)k, 0, SY_DTYPE_F32);
        bool broadcast = false;
        for (int i = 0; i < sp.n; i++)
            broadcast |= sy_dtype_is_float(sp.dt[i]) && numel_of(sp.s[i]) < numel_of(sp.out);
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
    sy_device dev = g_devs[_i / 2];
    sy_checkpointing strat = _i % 2 ? SY_CHECKPOINT_BALANCED : SY_CHECKPOINT_NONE;
    sy_device ad = sy_device_autodiff(dev, strat);
    sy_ck_leak snap = sy_ck_leak_snap();
    sy_dtype dt = sy_backend_stores((sy_backend)dev.backend, SY_DTYPE_F64) ? SY_DTYPE_F64 : SY_DTYPE_F32;
    char dn[64], what[96];
    snprintf(what, sizeof what, "max ties on %s (%s)", dev_str(dev, dn), sy_dtype_name(dt));

    const double xv[2] = {1, 3};
    sy_tensor *x = leaf(ad, dt, xv, (sy_ck_shape)S1(2), false), *r, *e, *m, *loss;
    const int64_t s21[2] = {2, 1}, s23[2] = {2, 3};
    SY_OK_OR_FAIL(sy_reshape(x, s21, 2, &r));
    SY_OK_OR_FAIL(sy_expand(r, s23, 2, &e));
    SY_OK_OR_FAIL(sy_max(e, 1, false, &m));
    SY_OK_OR_FAIL(sy_sum(m, SY_AXIS_ALL, false, &loss));
    sy_grads *g = backward(loss, what);
    sy_tensor *gx = grad_of(g, x, what);
    double *got = vals(gx);
    const double want[2] = {1, 1};
    close_to(got, want, 2, 0, 0, what);
    free(got);
    sy_tensor_release(gx);
    sy_grads_release(g);
    sy_tensor *t1[] = {x, r, e, m, loss};
    release_all(t1, 5);

    /* max over all elements, two tied of three; and a [2, 3] matrix over
     * axis 1 with a tie in the first row only */
    const double yv[3] = {2, 2, 1}, zv[6] = {5, 1, 5, 0, 4, 2};
    sy_tensor *y = leaf(ad, dt, yv, (sy_ck_shape)S1(3), false), *my;
    SY_OK_OR_FAIL(sy_max(y, SY_AXIS_ALL, false, &my));
    g = backward(my, what);
    sy_tensor *gy = grad_of(g, y, what);
    got = vals(gy);
    const double want_y[3] = {0.5, 0.5, 0};
    close_to(got, want_y, 3, 0, 0, what);
    free(got);
    sy_tensor_release(gy);
    sy_grads_release(g);

    sy_tensor *z = leaf(ad, dt, zv, (sy_ck_shape)S2(2, 3), false), *mz, *lz;
    SY_OK_OR_FAIL(sy_max(z, 1, true, &mz));
    SY_OK_OR_FAIL(sy_sum(mz, SY_AXIS_ALL, false, &lz));
    g = backward(lz, what);
    sy_tensor *gz = grad_of(g, z, what);
    got = vals(gz);
    const double want_z[6] = {0.5, 0, 0.5, 0, 1, 0};
    close_to(got, want_z, 6, 0, 0, what);
    free(got);
    sy_tensor_release(gz);
    sy_grads_release(g);
    sy_tensor *t2[] = {y, my, z, mz, lz};
    release_all(t2, 5);
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
    sy_device dev = g_devs[_i];
    sy_ck_leak snap = sy_ck_leak_snap();
    double v[5][15], want[5][15] = {{0}}, h[4][5], a[4][5];
    for (int l = 0; l < 5; l++)
        gen(v[l], numel_of(mlp_leaves[l].s), K_ANY, 300u + (uint32_t)l);
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
                p[l] = leaf(ad, dt, v[l], mlp_leaves[l].s, false);
            BW_OK(sy_matmul(p[0], p[1], &t[0]));
            BW_OK(sy_add(t[0], p[2], &t[1]));
            BW_OK(sy_relu(t[1], &t[2]));
            BW_OK(sy_matmul(t[2], p[3], &t[3]));
            BW_OK(sy_add(t[3], p[4], &t[4]));
            BW_OK(sy_sum(t[4], SY_AXIS_ALL, false, &t[5]));
            sy_grads *gr = backward(t[5], "mlp");
            for (int l = 0; l < 5; l++) {
                char what[96];
                snprintf(what, sizeof what, "mlp d%s, %s, %s", mlp_leaves[l].name, sy_dtype_name(dt),
                         strategy_names[s]);
                g[s][l] = grad_of(gr, p[l], what);
                double *got = vals(g[s][l]);
                const double tol = dt == SY_DTYPE_F64 ? HAND64_TOL : HAND32_TOL;
                close_to(got, want[l], numel_of(mlp_leaves[l].s), tol, tol, what);
                free(got);
            }
            sy_grads_release(gr);
            release_all(p, 5);
            release_all(t, 6);
        }
        for (int l = 0; l < 5; l++)
            same_bits(g[0][l], g[1][l], "mlp: NONE vs BALANCED");
        release_all(g[0], 5);
        release_all(g[1], 5);
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
    sy_device dev = g_devs[_i];
    sy_ck_leak snap = sy_ck_leak_snap();
    const sy_ck_shape shape = S2(3, 4);
    double x[12], tv[12];
    gen(x, 12, K_ANY, 400);
    gen(tv, 12, K_ANY, 401);
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
                sy_tensor *xl = leaf(ad, dt, x, shape, false), *tt = make(dev, dt, tv, shape, false);
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
                sy_grads *gr = backward(loss, what);
                g[s] = grad_of(gr, xl, what);
                double *got = vals(g[s]);
                const double tol = dt == SY_DTYPE_F64 ? HAND64_TOL : HAND32_TOL;
                close_to(got, want, 12, tol, tol, what);
                free(got);
                sy_grads_release(gr);
                RELEASE(xl, tt, m, z, e, sum, p, pt, loss);
            }
            same_bits(g[0], g[1], "softmax: NONE vs BALANCED");
            RELEASE(g[0], g[1]);
            runs++;
        }
    }
    ck_assert_int_ge(runs, (int)(sizeof sm_rows / sizeof sm_rows[0]));
    SY_CK_NO_LEAK(snap);
}
END_TEST

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
    gen(xv, 6, K_ANY, 500);
    gen(cv, 6, K_ANY, 501);
    gen(pv, 6, K_ANY, 502);
    sy_tensor *x = leaf(ad, SY_DTYPE_F32, xv, shape, false);

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
        sy_grads *g = backward(loss, "x used twice");
        sy_tensor *gx = grad_of(g, x, "x used twice");
        double *got = vals(gx);
        close_to(got, want, 6, 0, 0, form == 0 ? "d(x*x + x)/dx" : form == 1 ? "d(x*x)/dx" : "d(x * sum(x, 0))/dx");
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
    sy_tensor *c = NULL, *p = make(dev, SY_DTYPE_F32, pv, shape, false), *u = leaf(ad, SY_DTYPE_F32, pv, shape, false);
    SY_OK_OR_FAIL(sy_tensor_from_data(cf, SY_DTYPE_F32, dims, 2, ad, &c));
    ck_assert(!sy_tensor_is_tracked(c) && !sy_tensor_is_tracked(p));
    sy_tensor *q = NULL, *q2 = NULL, *loss = NULL;
    SY_OK_OR_FAIL(sy_mul(x, c, &q));
    SY_OK_OR_FAIL(sy_add(q, p, &q2));
    SY_OK_OR_FAIL(sy_sum(q2, SY_AXIS_ALL, false, &loss));
    sy_grads *g = backward(loss, "constants");
    sy_tensor *gx = grad_of(g, x, "constants: dx");
    double *got = vals(gx);
    close_to(got, cv, 6, 0, 0, "d(x * c + p)/dx");
    free(got);
    no_grad(g, c, SY_E_NOT_TRACKED, "constant made on the autodiff device");
    no_grad(g, p, SY_E_NOT_TRACKED, "plain tensor mixed in");
    no_grad(g, u, SY_E_NO_GRADIENT, "tracked leaf the loss does not use");
    no_grad(g, q, SY_E_NO_GRADIENT, "computed (non-leaf) tensor");
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
    g = backward(loss, "require_grad");
    sy_tensor *gc = grad_of(g, cr, "require_grad: dc");
    gx = grad_of(g, x, "require_grad: dx");
    got = vals(gc);
    close_to(got, xv, 6, 0, 0, "d(c * x)/dc");
    free(got);
    got = vals(gx);
    close_to(got, cv, 6, 0, 0, "d(c * x)/dx");
    free(got);
    no_grad(g, c, SY_E_NOT_TRACKED, "the original of a sy_require_grad leaf");
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
    gen(xv, 6, K_ANY, 600); /* |x| >= 0.25: no zero */
    sy_tensor *x = leaf(ad, SY_DTYPE_F32, xv, shape, false), *zero = NULL;
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
        g = backward(l2, what);
        sy_tensor *gx = grad_of(g, x, what);
        double *cv = vals(cf), *got = vals(gx);
        close_to(got, cv, 6, 0, 0, what); /* 1 where the condition holds */
        free(got);
        sy_grads_release(g);
        /* sum(u * float(cond(x, 0))): u has a gradient, x no path to the loss */
        sy_tensor *u = leaf(ad, SY_DTYPE_F32, xv, shape, false), *um = NULL, *l3 = NULL;
        SY_OK_OR_FAIL(sy_mul(u, cf, &um));
        SY_OK_OR_FAIL(sy_sum(um, SY_AXIS_ALL, false, &l3));
        g = backward(l3, what);
        no_grad(g, x, SY_E_NO_GRADIENT, what);
        sy_tensor *gu = grad_of(g, u, what);
        got = vals(gu);
        close_to(got, cv, 6, 0, 0, what);
        free(got);
        free(cv);
        sy_grads_release(g);
        RELEASE(c, cf, l1, w, l2, gx, u, um, l3, gu);
        compares++;
    }
    ck_assert_int_eq(compares, 3);
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
        g = backward(l2, "x * float(int(x))");
        sy_tensor *gx = grad_of(g, x, "x * float(int(x))");
        double *bv = vals(back), *got = vals(gx);
        for (int j = 0; j < 6; j++)
            want[j] = bv[j];
        close_to(got, want, 6, 0, 0, "d(x * float(int(x)))/dx");
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
        lv[li] = d.autodiff ? leaf(d, dt, v, s, false) : make(d, dt, v, s, false);
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
        double *a = vals(yp), *b = vals(ym), acc = 0;
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
    for (int d = 0; d < g_ndev; d++)
        if (sy_backend_stores((sy_backend)g_devs[d].backend, dt))
            c.dev[c.n++] = g_devs[d];
    ck_assert_int_gt(c.n, 0);
    gen(c.x, 12, K_ANY, 700);
    gen(c.r, 12, K_ANY, 701);
    for (int k = 0; k < c.n; k++) {
        gen(c.w[k], 12, K_ANY, 710u + (uint32_t)k);
        gen(c.b[k], 4, K_ANY, 730u + (uint32_t)k);
    }
    const int nl = 1 + 2 * c.n;
    sy_tensor *g[2][1 + 2 * CH_MAX];
    for (int s = 0; s < 2; s++) {
        sy_device ads[CH_MAX];
        for (int k = 0; k < c.n; k++)
            ads[k] = sy_device_autodiff(c.dev[k], strategies[s]);
        sy_tensor *lv[1 + 2 * CH_MAX], *y = chain_forward(&c, dt, ads, lv), *rt = NULL, *m = NULL, *loss = NULL;
        rt = make(c.dev[c.n - 1], dt, c.r, (sy_ck_shape)S2(3, 4), false);
        SY_OK_OR_FAIL(sy_mul(y, rt, &m));
        SY_OK_OR_FAIL(sy_sum(m, SY_AXIS_ALL, false, &loss));
        sy_grads *gr = backward(loss, "moves");
        for (int li = 0; li < nl; li++)
            g[s][li] = grad_of(gr, lv[li], "moves"); /* on the leaf's own inner device */
        /* a moved tensor is not a leaf */
        sy_tensor *moved = NULL;
        SY_OK_OR_FAIL(sy_to_device(lv[0], ads[c.n - 1], &moved));
        no_grad(gr, moved, SY_E_NO_GRADIENT, "a moved leaf");
        sy_grads_release(gr);
        release_all(lv, (size_t)nl);
        RELEASE(y, rt, m, loss, moved);
    }
    sy_device fd_devs[CH_MAX];
    for (int k = 0; k < c.n; k++)
        fd_devs[k] = dt == SY_DTYPE_F64 ? c.dev[k] : cpu0;
    for (int li = 0; li < nl; li++) {
        char what[96], name[SY__DEVICE_STR_MAX];
        sy_device home = c.dev[li == 0 ? 0 : (li - 1) / 2];
        snprintf(what, sizeof what, "%s chain, leaf %d (on %s)", sy_dtype_name(dt), li, dev_str(home, name));
        ck_assert_msg(sy_device_eq(sy_tensor_device(g[0][li]), home), "%s: gradient on another device", what);
        same_bits(g[0][li], g[1][li], what);
        double *fd = chain_fd(&c, SY_DTYPE_F64, fd_devs, li), *got = vals(g[0][li]);
        int64_t n;
        sy_ck_shape s;
        chain_leaf(&c, li, &n, &s);
        if (dt == SY_DTYPE_F64)
            close_to(got, fd, n, FD64_RTOL, FD64_ATOL, what);
        else
            close_to(got, fd, n, FD32_RTOL, FD32_ATOL, what);
        free(fd);
        free(got);
    }
    release_all(g[0], (size_t)nl);
    release_all(g[1], (size_t)nl);
    SY_CK_NO_LEAK(snap);
}
END_TEST

/* ---- API errors ----------------------------------------------------------------- */

/* _i = device * 2 + strategy. */
START_TEST(test_api_errors)
{
    sy_device dev = DEV(_i), ad = AD(_i), other = g_devs[(_i / 2 + 1) % g_ndev];
    sy_ck_leak snap = sy_ck_leak_snap();
    const sy_ck_shape shape = S2(2, 3);
    double xv[6], wv[6], sv[6];
    gen(xv, 6, K_ANY, 800);
    gen(wv, 6, K_ANY, 801);
    gen(sv, 6, K_ANY, 802);
    sy_tensor *x = leaf(ad, SY_DTYPE_F32, xv, shape, false), *w = leaf(ad, SY_DTYPE_F32, wv, shape, false);
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
            seed = make(other, bad[k].dt, sv, bad[k].s, false);
        } else if (bad[k].where == 0) { /* f64 on a backend without it: on cpu, wrong twice */
            seed = make(sy_backend_stores((sy_backend)dev.backend, bad[k].dt) ? dev : cpu0, bad[k].dt, sv, bad[k].s,
                        false);
        } else if (bad[k].where == 1) { /* untracked, in the context */
            float f[6];
            for (int j = 0; j < 6; j++)
                f[j] = (float)sv[j];
            SY_OK_OR_FAIL(sy_tensor_from_data(f, bad[k].dt, bad[k].s.d, bad[k].s.rank, ad, &seed));
        } else {
            seed = leaf(ad, bad[k].dt, sv, bad[k].s, false);
        }
        g = (sy_grads *)&snap;
        sy_status st = sy_backward_ex(y, seed, 0, &g);
        ck_assert_msg(st == SY_E_NOT_SCALAR && g == NULL, "seed %s: %s: %s", bad[k].name, sy_status_name(st),
                      sy_last_error());
        sy_tensor_release(seed);
        rejected++;
    }
    ck_assert_int_ge(rejected, g_ndev > 1 ? 8 : 7);

    /* a seeded backward of y equals the backward of sum(y * seed) */
    sy_tensor *seed = make(dev, SY_DTYPE_F32, sv, shape, false);
    SY_OK_OR_FAIL(sy_backward_ex(y, seed, 0, &g)); /* the failures above left the graph intact */
    sy_tensor *gx = grad_of(g, x, "seeded"), *gw = grad_of(g, w, "seeded");
    sy_grads_release(g);
    sy_tensor *t2 = NULL, *y2 = NULL, *m = NULL, *loss = NULL;
    SY_OK_OR_FAIL(sy_tanh(x, &t2));
    SY_OK_OR_FAIL(sy_mul(t2, w, &y2));
    SY_OK_OR_FAIL(sy_mul(y2, seed, &m));
    SY_OK_OR_FAIL(sy_sum(m, SY_AXIS_ALL, false, &loss));
    g = backward(loss, "sum(y * seed)");
    sy_tensor *hx = grad_of(g, x, "sum(y * seed)"), *hw = grad_of(g, w, "sum(y * seed)");
    same_bits(gx, hx, "seeded vs weighted sum: dx");
    same_bits(gw, hw, "seeded vs weighted sum: dw");
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
        sy_tensor *gp = grad_of(g, x, "retained pass");
        if (pass == 0) {
            first = gp;
        } else {
            same_bits(first, gp, pass == 1 ? "second retained pass" : "pass after two retained ones");
            sy_tensor_release(gp);
        }
        no_grad(g, w, SY_E_NO_GRADIENT, "w after sigmoid(x)");
        sy_grads_release(g);
    }
    g = (sy_grads *)&snap;
    SY_EXPECT(SY_E_GRAPH_RELEASED, sy_backward_ex(l3, NULL, SY_BACKWARD_RETAIN_GRAPH, &g));
    ck_assert_ptr_null(g);

    /* NOT_TRACKED: a plain loss, and an untracked one in the context */
    double one = 1;
    sy_tensor *pl = make(dev, SY_DTYPE_F32, &one, (sy_ck_shape)S0, false), *cl = NULL, *ps = NULL;
    SY_OK_OR_FAIL(sy_full(NULL, 0, 1.0, SY_DTYPE_F32, ad, &cl));
    ps = make(dev, SY_DTYPE_F32, &one, (sy_ck_shape)S0, false);
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
    g = backward(l4, "sum(x)");
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
    sy_tensor *s0 = leaf(ad, SY_DTYPE_F32, &one, (sy_ck_shape)S0, false), *s11 = NULL, *sg = NULL;
    g = backward(s0, "a leaf as the loss");
    sg = grad_of(g, s0, "a leaf as the loss");
    double *v = vals(sg);
    ck_assert(v[0] == 1.0);
    free(v);
    sy_grads_release(g);
    sy_tensor_release(sg);
    const int64_t d11[2] = {1, 1};
    SY_OK_OR_FAIL(sy_reshape(s0, d11, 2, &s11));
    g = backward(s11, "[1, 1] loss");
    sg = grad_of(g, s0, "[1, 1] loss");
    v = vals(sg);
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
    sy_device dev = g_devs[_i];
    sy_device adn = sy_device_autodiff(dev, SY_CHECKPOINT_NONE), adb = sy_device_autodiff(dev, SY_CHECKPOINT_BALANCED);
    sy_ck_leak snap = sy_ck_leak_snap();
    const sy_ck_shape shape = S2(2, 3);
    double xv[6], pv[6], cv[6], want[6];
    gen(xv, 6, K_ANY, 900);
    gen(pv, 6, K_ANY, 901);
    gen(cv, 6, K_BOOL, 902);
    sy_tensor *xn = leaf(adn, SY_DTYPE_F32, xv, shape, false), *xb = leaf(adb, SY_DTYPE_F32, xv, shape, false);
    sy_tensor *p = make(dev, SY_DTYPE_F32, pv, shape, false), *cond = make(dev, SY_DTYPE_BOOL, cv, shape, false);
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
        sy_grads *g = backward(loss, "after a mismatch");
        g2[s] = grad_of(g, s ? xb : xn, "after a mismatch");
        sy_grads_release(g);
        RELEASE(m, loss);
    }
    same_bits(g2[0], g2[1], "NONE vs BALANCED after a mismatch");
    for (int j = 0; j < 6; j++)
        want[j] = pv[j] * (1 - tanh(xv[j]) * tanh(xv[j]));
    double *got = vals(g2[0]);
    close_to(got, want, 6, HAND32_TOL, HAND32_TOL, "d sum(tanh(x) * p)");
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
    sy_grads *g = backward(loss, "across strategies");
    sy_tensor *gn = grad_of(g, xn, "across strategies: NONE leaf"), *gb = grad_of(g, xb, "across strategies");
    same_bits(gn, gb, "d(tanh(x) tanh(x')) is symmetric in x = x'");
    for (int j = 0; j < 6; j++)
        want[j] = tanh(xv[j]) * (1 - tanh(xv[j]) * tanh(xv[j]));
    got = vals(gn);
    close_to(got, want, 6, HAND32_TOL, HAND32_TOL, "d sum(tanh(x) tanh(x'))");
    free(got);
    sy_grads_release(g);
    RELEASE(xn, xb, p, cond, tn, tb, moved, sum, loss, gn, gb);
    SY_CK_NO_LEAK(snap);
}
END_TEST

/* ==== checkpointing ============================================================= */

#define PEAK_NUMEL 65536
#define PEAK_CYCLES 3
/* Memory-bound unary ops whose outputs stay finite and in every next op's
 * domain when cycled from x in [-2, 2] (log and sqrt see sigmoid/exp
 * outputs, all positive). */
static const sy_op peak_ops[] = {SY_OP_TANH, SY_OP_SIGMOID, SY_OP_EXP, SY_OP_LOG,
                                 SY_OP_SQRT, SY_OP_NEG,     SY_OP_ABS, SY_OP_RELU};
#define PEAK_CHAIN (PEAK_CYCLES * (int)(sizeof peak_ops / sizeof peak_ops[0]))

/* What a node of the tape keeps for backward: NONE keeps exactly what the
 * formulas read (the yaml's saves); BALANCED keeps no output of a
 * memory-bound op (it is recomputed), and an input only when its node
 * cannot give it back. */
static void assert_kept(const sy_tensor *y, sy_checkpointing s, const char *what)
{
    const sy__node *n = y->node;
    const sy__op_info *info = &sy__op_table[n->op];
    ck_assert_int_eq(n->kind, SY__NODE_OP);
    BW_REQUIRE(info->memory_bound, "%s: sy_%s is not memory-bound in backends.yaml", what, info->name);
    if (s == SY_CHECKPOINT_NONE) {
        BW_REQUIRE(!n->recompute && n->value == NULL, "%s: NONE recomputes or checkpoints", what);
        const unsigned mask = sy__saves_mask(info, 1u); /* the chain's one input is tracked */
        BW_REQUIRE((n->saved[0] != NULL) == ((mask & 1u) != 0), "%s: NONE saved[0] %p, saves 0x%x", what,
                   (void *)n->saved[0], mask);
        BW_REQUIRE((n->result != NULL) == ((mask & SY__SAVES_RESULT) != 0), "%s: NONE result %p", what,
                   (void *)n->result);
    } else {
        BW_REQUIRE(n->recompute && n->value == NULL && n->result == NULL && n->saved[0] == NULL,
                   "%s: BALANCED keeps something of a memory-bound op (recompute %d, value %p, result %p, saved %p)",
                   what, n->recompute, (void *)n->value, (void *)n->result, (void *)n->saved[0]);
    }
}

/* A chain of PEAK_CHAIN (>= 16) memory-bound ops on 64 Ki f32 on cpu: the
 * peak host bytes of forward + backward (above what was live before) under
 * each strategy; identical gradients; BALANCED's peak is lower. */
START_TEST(test_checkpoint_peak)
{
    sy_ck_leak snap = sy_ck_leak_snap();
    ck_assert_int_ge(PEAK_CHAIN, 16);
    double *xv = malloc(PEAK_NUMEL * sizeof *xv);
    ck_assert_ptr_nonnull(xv);
    gen(xv, PEAK_NUMEL, K_ANY, 1100);
    sy_tensor *grads[2];
    size_t peak[2];
    for (int s = 0; s < 2; s++) {
        sy_device ad = sy_device_autodiff(cpu0, strategies[s]);
        sy_tensor *x = leaf(ad, SY_DTYPE_F32, xv, (sy_ck_shape)S1(PEAK_NUMEL), false), *y = sy_tensor_retain(x);
        size_t live0, top;
        sy_memory_stats(&live0, NULL, NULL);
        sy_memory_reset_peak();
        for (int k = 0; k < PEAK_CHAIN; k++) {
            sy_tensor *next = NULL, *in[1] = {y};
            BW_OK(sy_ck_call(peak_ops[k % (int)(sizeof peak_ops / sizeof peak_ops[0])], in, NULL, &next));
            sy_tensor_release(y);
            y = next;
            assert_kept(y, strategies[s], sy_op_name(y->node->op));
        }
        sy_tensor *loss = NULL;
        SY_OK_OR_FAIL(sy_sum(y, SY_AXIS_ALL, false, &loss));
        sy_grads *g = backward(loss, "memory-bound chain");
        grads[s] = grad_of(g, x, "memory-bound chain");
        sy_grads_release(g);
        sy_memory_stats(NULL, &top, NULL);
        peak[s] = top - live0;
        RELEASE(x, y, loss);
    }
    free(xv);
    same_bits(grads[0], grads[1], "memory-bound chain: NONE vs BALANCED");
    double *v = vals(grads[0]);
    for (int64_t j = 0; j < PEAK_NUMEL; j++)
        BW_REQUIRE(isfinite(v[j]), "gradient %lld is %g", (long long)j, v[j]);
    free(v);
    RELEASE(grads[0], grads[1]);
    const double ratio = (double)peak[1] / (double)peak[0];
    ck_assert_msg(peak[1] < peak[0],
                  "BALANCED peak %zu bytes is not below NONE's %zu (ratio %.3f) on a chain of %d memory-bound ops",
                  peak[1], peak[0], ratio, PEAK_CHAIN);
    /* the saving is real, not noise: NONE keeps ~one 256 KiB buffer per op,
     * BALANCED about one per SY__CHECKPOINT_EVERY ops plus the pass's own */
    ck_assert_msg(ratio < 0.6, "BALANCED/NONE peak ratio %.3f (%zu / %zu bytes), want < 0.6", ratio, peak[1],
                  peak[0]);
    SY_CK_NO_LEAK(snap);
}
END_TEST

#define FREE_CHAIN 8
/* _i: strategy. y = tanh^8(x) on 64 Ki f32, the intermediates released by
 * the caller, L = sum(y). A retained pass leaves every byte where it was;
 * a normal pass frees what the graph kept for backward while y and L are
 * still held: under NONE the outputs of the 7 inner tanh nodes (the last
 * one is y's own storage), under BALANCED there was nothing big to free. */
START_TEST(test_backward_frees_graph)
{
    sy_device ad = sy_device_autodiff(cpu0, strategies[_i]);
    sy_ck_leak snap = sy_ck_leak_snap();
    const size_t buffer = PEAK_NUMEL * sizeof(float);
    double *xv = malloc(PEAK_NUMEL * sizeof *xv);
    ck_assert_ptr_nonnull(xv);
    gen(xv, PEAK_NUMEL, K_ANY, 1150);
    sy_tensor *x = leaf(ad, SY_DTYPE_F32, xv, (sy_ck_shape)S1(PEAK_NUMEL), false), *y = sy_tensor_retain(x);
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
    g1 = grad_of(g, x, "retained pass");
    sy_grads_release(g);
    sy_tensor_release(g1);
    sy_memory_stats(&retained, NULL, &blocks_retained);
    ck_assert_msg(retained == before && blocks_retained == blocks_before,
                  "a retained pass changed the live memory: %zu -> %zu bytes, %ld -> %ld blocks", before, retained,
                  blocks_before, blocks_retained);
    g = backward(loss, "normal pass");
    g2 = grad_of(g, x, "normal pass");
    sy_grads_release(g);
    sy_tensor_release(g2);
    sy_memory_stats(&after, NULL, NULL);
    ck_assert_msg(after <= before, "the pass grew the live memory: %zu -> %zu bytes", before, after);
    if (strategies[_i] == SY_CHECKPOINT_NONE)
        ck_assert_msg(before - after >= (FREE_CHAIN - 1) * buffer, "NONE: the pass freed %zu bytes, want >= %zu",
                      before - after, (FREE_CHAIN - 1) * buffer);
    else
        ck_assert_msg(before - after < buffer, "BALANCED: the graph held %zu bytes", before - after);
    RELEASE(x, y, loss);
    SY_CK_NO_LEAK(snap);
}
END_TEST

/* _i: device. x -> [relu(h @ W_k) + b_k] x 6 -> sum, f32: matmul is the
 * checkpoint under BALANCED (keeps its output), relu and add are
 * recomputed; the gradients of every leaf are identical under both. */
START_TEST(test_checkpoint_mixed)
{
    sy_device dev = g_devs[_i];
    sy_ck_leak snap = sy_ck_leak_snap();
    enum { LAYERS = 6, NL = 1 + 2 * LAYERS };
    double v[NL][16];
    for (int l = 0; l < NL; l++)
        gen(v[l], 16, K_ANY, 1200u + (uint32_t)l);
    sy_tensor *g[2][NL];
    for (int s = 0; s < 2; s++) {
        sy_device ad = sy_device_autodiff(dev, strategies[s]);
        sy_tensor *lv[NL];
        lv[0] = leaf(ad, SY_DTYPE_F32, v[0], (sy_ck_shape)S2(4, 4), false);
        for (int k = 0; k < LAYERS; k++) {
            lv[1 + 2 * k] = leaf(ad, SY_DTYPE_F32, v[1 + 2 * k], (sy_ck_shape)S2(4, 4), false);
            lv[2 + 2 * k] = leaf(ad, SY_DTYPE_F32, v[2 + 2 * k], (sy_ck_shape)S1(4), false);
        }
        sy_tensor *h = sy_tensor_retain(lv[0]), *loss = NULL;
        for (int k = 0; k < LAYERS; k++) {
            sy_tensor *mm = NULL, *r = NULL, *next = NULL;
            SY_OK_OR_FAIL(sy_matmul(h, lv[1 + 2 * k], &mm));
            if (strategies[s] == SY_CHECKPOINT_BALANCED)
                ck_assert(mm->node->value != NULL && !mm->node->recompute); /* a checkpoint */
            SY_OK_OR_FAIL(sy_relu(mm, &r));
            SY_OK_OR_FAIL(sy_add(r, lv[2 + 2 * k], &next));
            assert_kept(r, strategies[s], "relu");
            assert_kept(next, strategies[s], "add");
            RELEASE(h, mm, r);
            h = next;
        }
        SY_OK_OR_FAIL(sy_sum(h, SY_AXIS_ALL, false, &loss));
        sy_grads *gr = backward(loss, "mixed graph");
        for (int l = 0; l < NL; l++)
            g[s][l] = grad_of(gr, lv[l], "mixed graph");
        sy_grads_release(gr);
        release_all(lv, NL);
        RELEASE(h, loss);
    }
    for (int l = 0; l < NL; l++)
        same_bits(g[0][l], g[1][l], "mixed graph: NONE vs BALANCED");
    release_all(g[0], NL);
    release_all(g[1], NL);
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
    gen(xv, 3, K_ANY, 1300);
    sy_tensor *x = leaf(ad, SY_DTYPE_F64, xv, (sy_ck_shape)S1(3), false), *y = NULL, *m = NULL, *loss = NULL;
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
    sy_grads *g = backward(loss, "wide recompute");
    sy_tensor *gx = grad_of(g, x, "wide recompute");
    for (int j = 0; j < 3; j++)
        want[j] = 2.0 * (WIDE + 1) * (WIDE + 1) * xv[j];
    double *got = vals(gx);
    close_to(got, want, 3, 0, 0, "d sum(((WIDE + 1) x)^2)/dx"); /* dyadic: exact */
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
} long_pass;

static void *backward_thread(void *arg)
{
    long_pass *p = arg;
    p->st = sy_backward(p->loss, &p->g);
    return NULL;
}

/* y = tanh(tanh(...(x))) LONG_CHAIN times, f64 on cpu, under both
 * strategies (BALANCED recomputes the whole chain once, then from its
 * memos). The pass runs on a thread with a 256 KiB stack: one that recursed
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
        sy_tensor *x = leaf(ad, SY_DTYPE_F64, &x0, (sy_ck_shape)S0, false), *y = sy_tensor_retain(x);
        for (int k = 0; k < LONG_CHAIN; k++) {
            sy_tensor *next = NULL;
            BW_OK(sy_tanh(y, &next));
            sy_tensor_release(y);
            y = next;
        }
        long_pass p = {y, NULL, SY_E_INVALID_ARGUMENT};
        pthread_attr_t attr;
        pthread_t th;
        ck_assert_int_eq(pthread_attr_init(&attr), 0);
        ck_assert_int_eq(pthread_attr_setstacksize(&attr, 256 * 1024), 0);
        ck_assert_int_eq(pthread_create(&th, &attr, backward_thread, &p), 0);
        ck_assert_int_eq(pthread_join(th, NULL), 0);
        pthread_attr_destroy(&attr);
        ck_assert_msg(p.st == SY_OK, "%s: %s: %s", strategy_names[s], sy_status_name(p.st), sy_last_error());
        g[s] = grad_of(p.g, x, "long chain");
        double *got = vals(g[s]);
        close_to(got, &want, 1, 1e-9, 0, "long tanh chain"); /* the same f64 ops, up to tanh's last bits */
        free(got);
        sy_grads_release(p.g);
        RELEASE(x, y);
    }
    same_bits(g[0], g[1], "long chain: NONE vs BALANCED");
    RELEASE(g[0], g[1]);
    SY_CK_NO_LEAK(snap);
}
END_TEST

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
        gen(v, numel_of(shapes[l]), K_ANY, 1400u + (uint32_t)l);
        r->leaf[l] = leaf(ad, SY_DTYPE_F32, v, shapes[l], false);
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
    release_all(t, 12);
    sy_tensor_release(a);
}

static void rich_free(rich *r)
{
    release_all(r->leaf, 3);
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
        sy_sim_fail_after(kind, n);
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
    sy_grads *g = backward(ref.loss, what);
    for (int l = 0; l < 3; l++)
        want_g[l] = grad_of(g, ref.leaf[l], what);
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
            for (int l = 0; l < 3; l++) {
                sy_tensor *got = grad_of(g, r.leaf[l], what);
                same_bits(got, want_g[l], what);
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
    release_all(want_g, 3);
    SY_CK_NO_LEAK(snap);
    return failures;
}

/* The host devices in g_devs order (cpu -> simd -> blas). */
static int host_devs(sy_device *out)
{
    int n = 0;
    for (int d = 0; d < g_ndev; d++)
        if (sy_backend_is_host_memory((sy_backend)g_devs[d].backend))
            out[n++] = g_devs[d];
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

Suite *suite_backward(void)
{
    Suite *s = suite_create("backward");
    g_ndev = sy_ck_devices(g_devs, SY_CK_MAX_DEVICES);
    g_nops = 0;
    for (int op = 0; op < SY_OP_COUNT; op++)
        if (sy__op_table[op].differentiable)
            g_ops[g_nops++] = (sy_op)op;

    TCase *tc = tcase_create("gradcheck");
    tcase_set_timeout(tc, 120);
    tcase_add_loop_test(tc, test_gradcheck, 0, g_nops);
    tcase_add_loop_test(tc, test_broadcast_undone, 0, g_ndev);
    tcase_add_loop_test(tc, test_max_ties_split, 0, 2 * g_ndev);
    tcase_add_loop_test(tc, test_composite_mlp, 0, g_ndev);
    tcase_add_loop_test(tc, test_composite_softmax, 0, g_ndev);
    suite_add_tcase(s, tc);

    tc = tcase_create("graph");
    tcase_set_timeout(tc, 60);
    tcase_add_loop_test(tc, test_accumulate_and_constants, 0, 2 * g_ndev);
    tcase_add_loop_test(tc, test_no_gradient_ops, 0, 2 * g_ndev);
    tcase_add_loop_test(tc, test_moves, 0, 2);
    tcase_add_loop_test(tc, test_api_errors, 0, 2 * g_ndev);
    tcase_add_loop_test(tc, test_strategy_mix, 0, g_ndev);
    suite_add_tcase(s, tc);

    tc = tcase_create("checkpoint");
    tcase_set_timeout(tc, 60);
    tcase_add_test(tc, test_checkpoint_peak);
    tcase_add_loop_test(tc, test_backward_frees_graph, 0, 2);
    tcase_add_loop_test(tc, test_checkpoint_mixed, 0, g_ndev);
    tcase_add_loop_test(tc, test_recompute_wide, 0, 2);
    tcase_add_test(tc, test_long_chain_backward);
    suite_add_tcase(s, tc);

    tc = tcase_create("concurrency");
    tcase_set_timeout(tc, 60);
    tcase_add_test(tc, test_concurrent_backward);
    tcase_add_test(tc, test_concurrent_backward_shared_leaf);
    suite_add_tcase(s, tc);

    tc = tcase_create("failures");
    tcase_set_timeout(tc, 120);
    tcase_add_loop_test(tc, test_host_failures, 0, 4);
#if SY_WITH_SIM
    tcase_add_loop_test(tc, test_sim_failures, 0, 4 * N_SIM_KINDS);
#endif
    suite_add_tcase(s, tc);
    return s;
}
