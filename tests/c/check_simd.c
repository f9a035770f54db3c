/* The simd suite: every simd kernel against the cpu reference kernel, called
 * directly with hand-made kernel arguments (so layouts the runtime rarely
 * produces are covered too), for every ISA variant this CPU can run (forced
 * with sy__simd_force_isa), with 2 threads (sizes above the thread
 * thresholds for the variant the CPU picks; 1 and 5 threads in the runtime
 * tests):
 *   - elementwise ops on odd sizes and tails (1, 7, 15, 17, 31, 33, 1000003),
 *     scalar / row / column / leading-dim broadcasts, transposed and strided
 *     inputs; ints and bools exactly, exact float ops (add, sub, mul, div,
 *     maximum, neg, abs, relu, sqrt, compare, where, cast, fill) bit for bit
 *     (any NaN matches any NaN), exp/log/tanh/sigmoid/sin/cos/erf within the
 *     f32 tolerance (rtol 1e-5, atol 1e-6), and on a sweep of the whole f32
 *     range, a dense one of [-10, 10] and special values exp/log/tanh/sigmoid
 *     within 2 ulp of the cpu (libm) result, sin/cos/erf within 1 ulp of the
 *     double libm result rounded to f32;
 *   - every cast pair on extreme values (NaN, inf, out-of-range), contiguous,
 *     strided, broadcast and (batched) transposed;
 *   - reductions over every axis of several shapes, long single rows, wide
 *     column blocks, NaN and signed zeros for max, len 0 for sum and mean:
 *     ints exactly, f32 max rtol 1e-5 / atol 1e-6, f32 sum and mean within the pairwise
 *     summation bound of the double sum (expect_sum_f32), f64 rtol 1e-12 /
 *     atol 1e-12; f32 sums of adversarial data (16 Mi ones exactly, large
 *     cancellation, mixed magnitudes) within that bound; results identical
 *     run to run;
 *   - matmul at odd sizes, transposed / strided operands, batch offsets with
 *     broadcasting: f32 rtol 1e-5, atol 2e-5 * k; f64 rtol 1e-12, atol 1e-12 * k;
 *   - conv2d, its two gradient ops, max_pool2d, softmax, log_softmax and layer_norm against cpu (bounds where
 *     their tests are, "conv2d, softmax, log_softmax, layer_norm");
 *   - the thread controls and kernels called from two threads at once.
 * Outputs carry a guard zone after the last element that must stay intact. */
#include <float.h>
#include <math.h>
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>

#include "sy_test.h"

#if SY_WITH_SIMD && SY_WITH_CPU

#include "sy_simd.h"
#include "sy_simd_internal.h"
#include "sy_kernels.h"

/* ==== variants: loop index i -> ISA level i, with 2 threads ==================
 * Sizes below the thread thresholds run on one thread whatever the setting;
 * the big cases run split in two (test_thread_controls also runs big cases on
 * one thread and on more threads than cores). In a build with a subset of the
 * backends (make test-matrix) only the ISA the CPU would pick runs: the
 * kernels do not depend on the other backends, and the default build covers
 * every variant. */

#define N_VARIANTS SY__SIMD_ISA_COUNT

static bool every_backend_enabled(void)
{
    for (int b = 0; b < SY_BACKEND_COUNT; b++)
        if (!sy_backend_enabled(sy__backend_order[b]))
            return false;
    return true;
}

/* Selects variant i; returns 0 when this CPU cannot run it (the test is
 * then a no-op). */
static int use_variant(int i)
{
    const int level = i;
    if (level > sy__simd_isa_best() || (level != sy__simd_isa_best() && !every_backend_enabled()))
        return 0;
    ck_assert_int_eq(sy__simd_force_isa(level), level);
    sy_simd_set_num_threads(2);
    return 1;
}

static void restore_defaults(void)
{
    sy__simd_force_isa(-1);
    sy_simd_set_num_threads(0);
}

static const char *variant_name(int i, char *buf, size_t size)
{
    static const char *isa[] = {"generic", "avx2", "avx512"};
    snprintf(buf, size, "%s", isa[i]);
    return buf;
}

/* ==== data ================================================================== */

/* The dtypes simd's kernels take (its claims, through the generated table of
 * own kernels: every one its cast converts), and their sizes. */
static bool simd_dt(int dt) { return sy_backend_supports_op(SY_BACKEND_SIMD, SY_OP_CAST, (sy_dtype)dt); }
#define esize (ck_esize())
static const size_t *ck_esize(void)
{
    static size_t e[SY_DTYPE_COUNT];
    for (int d = 0; d < SY_DTYPE_COUNT; d++)
        e[d] = sy_dtype_size((sy_dtype)d);
    return e;
}

static uint64_t rng_next(uint64_t *s)
{
    uint64_t z = (*s += UINT64_C(0x9E3779B97F4A7C15));
    z = (z ^ (z >> 30)) * UINT64_C(0xBF58476D1CE4E5B9);
    z = (z ^ (z >> 27)) * UINT64_C(0x94D049BB133111EB);
    return z ^ (z >> 31);
}
static double rng_unit(uint64_t *s) { return (double)(rng_next(s) >> 11) * 0x1p-53; } /* [0, 1) */

enum { D_ANY, D_POS, D_SMALL, D_EXT, D_UNIT, D_MM };

static const double ext_f[] = {NAN, INFINITY, -INFINITY, -0.0, 0.0, 0.5, -0.5, 1.5, -2.5, 3e9, -3e9, 1e19, -1e19,
                               2147483647.0, -2147483648.0, 2147483648.0, -2147483649.0, 2147483520.0,
                               -2147483904.0, 9.3e18, -9.3e18, 9223372036854775807.0, -9223372036854775808.0,
                               255.9, 1.0, -1.0, 1e-3, 1e-40, -1e-45, 3.4e38, -3.4e38, 1e300, -1e300, 88.7,
                               -103.5, 89.5, 0.625, -0.625, 1e-30};
static const int64_t ext_i[] = {INT64_MAX, INT64_MIN, INT32_MAX, INT32_MIN, (int64_t)INT32_MAX + 1,
                                (int64_t)INT32_MIN - 1, -1, 0, 1, 2, -2, (int64_t)1 << 40, -((int64_t)1 << 53) - 1,
                                ((int64_t)1 << 53) + 1, INT64_C(123456789012345), 65537, -65536, 46341,
                                ((int64_t)1 << 24) + 1, -((int64_t)1 << 24) - 1};
#define N_EXT_F (sizeof ext_f / sizeof ext_f[0])
#define N_EXT_I (sizeof ext_i / sizeof ext_i[0])

/* n values of dt: D_ANY floats in [-4, 4) with a few specials (NaN, +-inf,
 * +-0) sprinkled in, ints over the whole range; D_POS positive floats over
 * many magnitudes (and some specials); D_SMALL values in {-2 .. 2} (equal
 * pairs for comparisons, signed zeros); D_EXT the extremes above; D_UNIT
 * floats in [-1, 1); D_MM floats in [-2, 2). Bools are 0 / 1. */
static void gen(void *buf, sy_dtype dt, int kind, int64_t n, uint64_t seed)
{
    uint64_t s = seed * 7919 + 17;
    for (int64_t i = 0; i < n; i++) {
        const uint64_t r = rng_next(&s);
        double f;
        int64_t v;
        switch (kind) {
        case D_POS:
            f = r % 64 == 0 ? ext_f[r / 64 % 6] : exp((rng_unit(&s) - 0.5) * 120.0);
            v = (int64_t)(r >> 34);
            break;
        case D_SMALL:
            f = (double)((int)(r % 5) - 2);
            if (f == 0 && (r >> 8) % 2)
                f = -0.0;
            v = (int64_t)(r % 5) - 2;
            break;
        case D_EXT:
            f = r % 4 == 0 ? (rng_unit(&s) - 0.5) * 1e4 : ext_f[(r >> 8) % N_EXT_F];
            v = r % 4 == 0 ? (int64_t)rng_next(&s) : ext_i[(r >> 8) % N_EXT_I];
            break;
        case D_UNIT:
            f = rng_unit(&s) * 2.0 - 1.0;
            v = (int64_t)(r % 2001) - 1000;
            break;
        case D_MM:
            f = rng_unit(&s) * 4.0 - 2.0;
            v = (int64_t)(r % 11) - 5;
            break;
        default:
            f = r % 97 == 0 ? ext_f[(r >> 8) % 5] : rng_unit(&s) * 8.0 - 4.0;
            v = (int64_t)rng_next(&s);
            break;
        }
        switch (dt) {
        case SY_DTYPE_F32: ((float *)buf)[i] = (float)f; break;
        case SY_DTYPE_F64: ((double *)buf)[i] = f; break;
        case SY_DTYPE_I32: ((uint32_t *)buf)[i] = (uint32_t)(uint64_t)v; break;
        case SY_DTYPE_I64: ((int64_t *)buf)[i] = v; break;
        default: ((uint8_t *)buf)[i] = (uint8_t)(r >> 40 & 1); break;
        }
    }
}

/* ==== comparing ============================================================== */

static double get_f(const void *p, sy_dtype dt, int64_t i)
{
    return dt == SY_DTYPE_F32 ? (double)((const float *)p)[i] : ((const double *)p)[i];
}

/* rtol < 0: bit for bit (any NaN matches any NaN); else the tolerance test of
 * check_ops.c. Ints and bools always exactly. */
static void expect_equal(sy_dtype dt, const void *got, const void *want, int64_t n, double rtol, double atol,
                         const char *what)
{
    const size_t es = esize[dt];
    if (dt != SY_DTYPE_F32 && dt != SY_DTYPE_F64) {
        if (memcmp(got, want, (size_t)n * es) == 0)
            return;
        for (int64_t i = 0; i < n; i++)
            if (memcmp((const char *)got + i * (int64_t)es, (const char *)want + i * (int64_t)es, es) != 0) {
                int64_t g = 0, w = 0;
                if (dt == SY_DTYPE_I32) {
                    g = ((const int32_t *)got)[i];
                    w = ((const int32_t *)want)[i];
                } else if (dt == SY_DTYPE_I64) {
                    g = ((const int64_t *)got)[i];
                    w = ((const int64_t *)want)[i];
                } else {
                    g = ((const uint8_t *)got)[i];
                    w = ((const uint8_t *)want)[i];
                }
                ck_abort_msg("%s: element %lld is %lld, want %lld", what, (long long)i, (long long)g, (long long)w);
            }
        return;
    }
    for (int64_t i = 0; i < n; i++) {
        const double g = get_f(got, dt, i), w = get_f(want, dt, i);
        if (isnan(g) && isnan(w))
            continue;
        bool ok;
        if (rtol < 0)
            ok = memcmp((const char *)got + i * (int64_t)es, (const char *)want + i * (int64_t)es, es) == 0;
        else
            ok = g == w || (isfinite(g) && isfinite(w) && fabs(g - w) <= atol + rtol * fabs(w));
        if (!ok)
            ck_abort_msg("%s: element %lld is %.17g (%a), want %.17g (%a)", what, (long long)i, g, g, w, w);
    }
}

/* outputs: n elements and a guard zone of 64 bytes, 64-byte aligned like the
 * runtime's */
#define GUARD 64
static void *out_alloc(sy_dtype dt, int64_t n)
{
    unsigned char *p = aligned_alloc(64, ((size_t)n * esize[dt] + GUARD + 63) / 64 * 64);
    ck_assert_ptr_nonnull(p);
    memset(p, 0xA5, (size_t)n * esize[dt] + GUARD);
    return p;
}
static void guard_check(const void *p, sy_dtype dt, int64_t n, const char *what)
{
    const unsigned char *g = (const unsigned char *)p + (size_t)n * esize[dt];
    for (int i = 0; i < GUARD; i++)
        if (g[i] != 0xA5)
            ck_abort_msg("%s: wrote past the output (guard byte %d)", what, i);
}

/* ==== elementwise layouts ====================================================== */

typedef struct layout {
    const char *name;
    int rank;
    int64_t shape[4];
    int64_t st[3][4]; /* strides of in[0], in[1], in[2] (>= 0) */
} layout;

static int64_t numel_of(const layout *L)
{
    int64_t n = 1;
    for (int d = 0; d < L->rank; d++)
        n *= L->shape[d];
    return n;
}

/* elements an input spans */
static int64_t extent_of(const layout *L, int k)
{
    int64_t e = 1;
    for (int d = 0; d < L->rank; d++)
        e += (L->shape[d] - 1) * L->st[k][d];
    return e;
}

/* contiguous rank 1 of n: every input stride 1 */
static layout lay_contig(int64_t n)
{
    layout L = {"contiguous", 1, {n}, {{1}, {1}, {1}}};
    return L;
}

/* the fixed layouts (besides contiguous): mask bit k set makes input k
 * take the layout's special stride, the others are contiguous */
static int n_layouts(void);
static layout make_layout(int which, int mask, int big)
{
    const int64_t R = big ? 1000 : 37, C = big ? 1001 : 33;
    layout L;
    memset(&L, 0, sizeof L);
    switch (which) {
    case 0: /* a scalar */
        L.name = "scalar";
        L.rank = 1;
        L.shape[0] = big ? 1000003 : 33;
        for (int k = 0; k < 3; k++)
            L.st[k][0] = mask >> k & 1 ? 0 : 1;
        break;
    case 1: /* a row vector broadcast over rows */
        L.name = "row";
        L.rank = 2;
        L.shape[0] = R;
        L.shape[1] = C;
        for (int k = 0; k < 3; k++) {
            L.st[k][0] = mask >> k & 1 ? 0 : C;
            L.st[k][1] = 1;
        }
        break;
    case 2: /* a column vector broadcast over columns */
        L.name = "column";
        L.rank = 2;
        L.shape[0] = R;
        L.shape[1] = C;
        for (int k = 0; k < 3; k++) {
            L.st[k][0] = mask >> k & 1 ? 1 : C;
            L.st[k][1] = mask >> k & 1 ? 0 : 1;
        }
        break;
    case 3: /* leading dims broadcast: [2, 3, C] from [C] or [3, C] */
        L.name = "leading";
        L.rank = 3;
        L.shape[0] = 2;
        L.shape[1] = 3;
        L.shape[2] = big ? 200003 : 17;
        for (int k = 0; k < 3; k++) {
            L.st[k][0] = mask >> k & 1 ? 0 : 3 * L.shape[2];
            L.st[k][1] = mask >> k & 1 ? (k == 1 ? L.shape[2] : 0) : L.shape[2];
            L.st[k][2] = 1;
        }
        break;
    case 4: /* transposed: a C x R matrix read as R x C */
        L.name = "transposed";
        L.rank = 2;
        L.shape[0] = R;
        L.shape[1] = C;
        for (int k = 0; k < 3; k++) {
            L.st[k][0] = mask >> k & 1 ? 1 : C;
            L.st[k][1] = mask >> k & 1 ? R : 1;
        }
        break;
    case 5: /* every third element */
        L.name = "strided";
        L.rank = 1;
        L.shape[0] = big ? 1000003 : 31;
        for (int k = 0; k < 3; k++)
            L.st[k][0] = mask >> k & 1 ? 3 : 1;
        break;
    default: /* rank 4, a permuted input and a broadcast axis */
        L.name = "rank4";
        L.rank = 4;
        L.shape[0] = 2;
        L.shape[1] = 3;
        L.shape[2] = 5;
        L.shape[3] = big ? 20011 : 7;
        for (int k = 0; k < 3; k++) {
            const int64_t s3 = L.shape[3];
            if (mask >> k & 1) { /* memory order [3][2][5][s3] permuted, axis 2 broadcast */
                L.st[k][0] = 5 * s3;
                L.st[k][1] = 2 * 5 * s3;
                L.st[k][2] = 0;
                L.st[k][3] = 1;
            } else {
                L.st[k][0] = 3 * 5 * s3;
                L.st[k][1] = 5 * s3;
                L.st[k][2] = s3;
                L.st[k][3] = 1;
            }
        }
        break;
    }
    return L;
}
static int n_layouts(void) { return 7; }

typedef sy_status (*ew_fn)(const sy_ew_args *);

/* Runs cpu and simd on layout L; returns nothing, fails the test on mismatch. */
static void run_ew(ew_fn cpu, ew_fn simd, sy_op op, int n_in, const sy_dtype *in_dt, const int *kind,
                   sy_dtype out_dt, const layout *L, double rtol, double atol, const char *what)
{
    sy_ew_args a;
    memset(&a, 0, sizeof a);
    a.op = op;
    a.rank = L->rank;
    memcpy(a.shape, L->shape, sizeof L->shape);
    a.numel = numel_of(L);
    a.out_dtype = out_dt;
    a.n_in = n_in;
    void *in[3] = {NULL, NULL, NULL};
    for (int k = 0; k < n_in; k++) {
        const int64_t ext = extent_of(L, k);
        in[k] = malloc((size_t)ext * esize[in_dt[k]]);
        ck_assert_ptr_nonnull(in[k]);
        gen(in[k], in_dt[k], kind[k], ext, (uint64_t)op * 131 + (uint64_t)k * 7 + (uint64_t)ext);
        a.in[k].data = in[k];
        a.in[k].dtype = in_dt[k];
        memcpy(a.in[k].strides, L->st[k], sizeof L->st[k]);
    }
    void *want = out_alloc(out_dt, a.numel), *got = out_alloc(out_dt, a.numel);
    a.out = want;
    SY_OK_OR_FAIL(cpu(&a));
    a.out = got;
    SY_OK_OR_FAIL(simd(&a));
    guard_check(got, out_dt, a.numel, what);
    expect_equal(out_dt, got, want, a.numel, rtol, atol, what);
    for (int k = 0; k < n_in; k++)
        free(in[k]);
    free(want);
    free(got);
}

static const int64_t odd_sizes[] = {1, 7, 15, 17, 31, 33, 1000003};
#define N_ODD (sizeof odd_sizes / sizeof odd_sizes[0])

/* every layout for an op with n_in inputs: contiguous odd sizes, then each
 * fixed layout with each non-empty subset of special inputs; with `big`, each
 * fixed layout once more at a size above the thread thresholds (in[0]
 * special) */
static void ew_sweep(ew_fn cpu, ew_fn simd, sy_op op, int n_in, const sy_dtype *in_dt, const int *kind,
                     sy_dtype out_dt, double rtol, double atol, const char *opname, int variant, int big_ok)
{
    char what[512], vn[32];
    variant_name(variant, vn, sizeof vn);
    /* sizes above the thread thresholds only for the variant the CPU picks:
     * the split over threads is the same code for every variant, whose row
     * kernels the other sizes cover (and it keeps the suite fast) */
    big_ok = big_ok && variant == sy__simd_isa_best();
    for (size_t s = 0; s < N_ODD; s++) {
        if (odd_sizes[s] > 100000 && variant != sy__simd_isa_best())
            continue;
        layout L = lay_contig(odd_sizes[s]);
        snprintf(what, sizeof what, "%s %s %s n=%lld [%s]", opname, sy_dtype_name(in_dt[n_in - 1]), L.name,
                 (long long)odd_sizes[s], vn);
        run_ew(cpu, simd, op, n_in, in_dt, kind, out_dt, &L, rtol, atol, what);
    }
    for (int w = 0; w < n_layouts(); w++)
        for (int mask = 1; mask < (1 << n_in); mask++)
            for (int big = 0; big < 2; big++) {
                if (big && (!big_ok || mask != 1))
                    continue;
                layout L = make_layout(w, mask, big);
                snprintf(what, sizeof what, "%s %s %s mask=%d%s [%s]", opname, sy_dtype_name(in_dt[n_in - 1]),
                         L.name, mask, big ? " big" : "", vn);
                run_ew(cpu, simd, op, n_in, in_dt, kind, out_dt, &L, rtol, atol, what);
            }
}

static double tol_r(sy_dtype dt) { return dt == SY_DTYPE_F32 ? 1e-5 : 1e-12; }
static double tol_a(sy_dtype dt) { return dt == SY_DTYPE_F32 ? 1e-6 : 1e-12; }

/* ==== elementwise tests ======================================================= */

typedef struct ew_op {
    const char *name;
    sy_op op;
    ew_fn cpu, simd;
    unsigned dtypes; /* bit per sy_dtype */
    int kind;
    int exact;
    int big; /* also at sizes above the thread thresholds */
} ew_op;

#define F (1u << SY_DTYPE_F32 | 1u << SY_DTYPE_F64)
#define I (1u << SY_DTYPE_I32 | 1u << SY_DTYPE_I64)
#define B (1u << SY_DTYPE_BOOL)

static const ew_op unary_ops[] = {
    {"neg", SY_OP_NEG, sy_k_cpu_neg, sy_k_simd_neg, F | I, D_EXT, 1, 1},
    {"abs", SY_OP_ABS, sy_k_cpu_abs, sy_k_simd_abs, F | I, D_EXT, 1, 1},
    {"relu", SY_OP_RELU, sy_k_cpu_relu, sy_k_simd_relu, F | I, D_EXT, 1, 1},
    {"sqrt", SY_OP_SQRT, sy_k_cpu_sqrt, sy_k_simd_sqrt, F, D_POS, 1, 1},
    {"exp", SY_OP_EXP, sy_k_cpu_exp, sy_k_simd_exp, 1u << SY_DTYPE_F32, D_ANY, 0, 1},
    {"exp", SY_OP_EXP, sy_k_cpu_exp, sy_k_simd_exp, 1u << SY_DTYPE_F32, D_EXT, 0, 0},
    {"log", SY_OP_LOG, sy_k_cpu_log, sy_k_simd_log, 1u << SY_DTYPE_F32, D_POS, 0, 1},
    {"log", SY_OP_LOG, sy_k_cpu_log, sy_k_simd_log, 1u << SY_DTYPE_F32, D_EXT, 0, 0},
    {"tanh", SY_OP_TANH, sy_k_cpu_tanh, sy_k_simd_tanh, 1u << SY_DTYPE_F32, D_ANY, 0, 1},
    {"tanh", SY_OP_TANH, sy_k_cpu_tanh, sy_k_simd_tanh, 1u << SY_DTYPE_F32, D_EXT, 0, 0},
    {"sigmoid", SY_OP_SIGMOID, sy_k_cpu_sigmoid, sy_k_simd_sigmoid, 1u << SY_DTYPE_F32, D_ANY, 0, 1},
    {"sigmoid", SY_OP_SIGMOID, sy_k_cpu_sigmoid, sy_k_simd_sigmoid, 1u << SY_DTYPE_F32, D_EXT, 0, 0},
    {"sin", SY_OP_SIN, sy_k_cpu_sin, sy_k_simd_sin, 1u << SY_DTYPE_F32, D_ANY, 0, 1},
    {"sin", SY_OP_SIN, sy_k_cpu_sin, sy_k_simd_sin, 1u << SY_DTYPE_F32, D_EXT, 0, 0},
    {"cos", SY_OP_COS, sy_k_cpu_cos, sy_k_simd_cos, 1u << SY_DTYPE_F32, D_ANY, 0, 1},
    {"cos", SY_OP_COS, sy_k_cpu_cos, sy_k_simd_cos, 1u << SY_DTYPE_F32, D_EXT, 0, 0},
    {"erf", SY_OP_ERF, sy_k_cpu_erf, sy_k_simd_erf, 1u << SY_DTYPE_F32, D_ANY, 0, 1},
    {"erf", SY_OP_ERF, sy_k_cpu_erf, sy_k_simd_erf, 1u << SY_DTYPE_F32, D_EXT, 0, 0},
};
static const ew_op binary_ops[] = {
    {"add", SY_OP_ADD, sy_k_cpu_add, sy_k_simd_add, F | I, D_ANY, 1, 1},
    {"sub", SY_OP_SUB, sy_k_cpu_sub, sy_k_simd_sub, F | I, D_ANY, 1, 1},
    {"mul", SY_OP_MUL, sy_k_cpu_mul, sy_k_simd_mul, F | I, D_ANY, 1, 1},
    {"div", SY_OP_DIV, sy_k_cpu_div, sy_k_simd_div, F, D_ANY, 1, 1},
    {"maximum", SY_OP_MAXIMUM, sy_k_cpu_maximum, sy_k_simd_maximum, F | I, D_ANY, 1, 1},
    {"maximum", SY_OP_MAXIMUM, sy_k_cpu_maximum, sy_k_simd_maximum, F | I, D_SMALL, 1, 0},
    {"add", SY_OP_ADD, sy_k_cpu_add, sy_k_simd_add, F | I, D_EXT, 1, 0},
    {"mul", SY_OP_MUL, sy_k_cpu_mul, sy_k_simd_mul, F | I, D_EXT, 1, 0},
};
static const ew_op compare_ops[] = {
    {"eq", SY_OP_EQ, sy_k_cpu_eq, sy_k_simd_eq, F | I | B, D_SMALL, 1, 1},
    {"lt", SY_OP_LT, sy_k_cpu_lt, sy_k_simd_lt, F | I | B, D_SMALL, 1, 1},
    {"gt", SY_OP_GT, sy_k_cpu_gt, sy_k_simd_gt, F | I | B, D_SMALL, 1, 1},
    {"eq", SY_OP_EQ, sy_k_cpu_eq, sy_k_simd_eq, F | I, D_ANY, 1, 0},
    {"lt", SY_OP_LT, sy_k_cpu_lt, sy_k_simd_lt, F | I, D_EXT, 1, 0},
};
#define N_OF(a) ((int)(sizeof(a) / sizeof((a)[0])))

static void ew_ops_test(const ew_op *ops, int nops, int n_in, int compare, int variant)
{
    if (!use_variant(variant))
        return;
    for (int o = 0; o < nops; o++)
        for (int dt = 0; dt < SY_DTYPE_COUNT; dt++) {
            if (!(ops[o].dtypes >> dt & 1))
                continue;
            const sy_dtype d = (sy_dtype)dt;
            const sy_dtype in_dt[3] = {d, d, d};
            const int kind[3] = {ops[o].kind, ops[o].kind, ops[o].kind};
            ew_sweep(ops[o].cpu, ops[o].simd, ops[o].op, n_in, in_dt, kind, compare ? SY_DTYPE_BOOL : d,
                     ops[o].exact ? -1.0 : tol_r(d), tol_a(d), ops[o].name, variant, ops[o].big);
        }
}

START_TEST(test_unary) { ew_ops_test(unary_ops, N_OF(unary_ops), 1, 0, _i); }
END_TEST

START_TEST(test_binary) { ew_ops_test(binary_ops, N_OF(binary_ops), 2, 0, _i); }
END_TEST

START_TEST(test_compare) { ew_ops_test(compare_ops, N_OF(compare_ops), 2, 1, _i); }
END_TEST

START_TEST(test_where)
{
    if (!use_variant(_i))
        return;
    for (int dt = 0; dt < SY_DTYPE_COUNT; dt++) {
        if (!simd_dt(dt))
            continue;
        const sy_dtype in_dt[3] = {SY_DTYPE_BOOL, (sy_dtype)dt, (sy_dtype)dt};
        const int kind[3] = {D_ANY, D_EXT, D_ANY};
        ew_sweep(sy_k_cpu_where, sy_k_simd_where, SY_OP_WHERE, 3, in_dt, kind, (sy_dtype)dt, -1, 0, "where", _i, 1);
    }
}
END_TEST

/* every cast pair on every layout, extreme values */
START_TEST(test_cast)
{
    if (!use_variant(_i))
        return;
    char what[512], vn[32];
    variant_name(_i, vn, sizeof vn);
    for (int from = 0; from < SY_DTYPE_COUNT; from++)
        for (int to = 0; to < SY_DTYPE_COUNT; to++) {
            if (!simd_dt(from) || !simd_dt(to))
                continue;
            const sy_dtype in_dt[1] = {(sy_dtype)from};
            const int kind[1] = {D_EXT};
            snprintf(what, 64, "cast %s->%s", sy_dtype_name((sy_dtype)from), sy_dtype_name((sy_dtype)to));
            ew_sweep(sy_k_cpu_cast, sy_k_simd_cast, SY_OP_CAST, 1, in_dt, kind, (sy_dtype)to, -1, 0, what, _i, 1);
            /* batched transposes: [3, R, C] read from [3, C, R] memory, and a
             * batch broadcast */
            const int64_t dims[][2] = {{37, 33}, {1, 65}, {64, 64}, {300, 517}};
            for (size_t d = 0; d < sizeof dims / sizeof dims[0]; d++)
                for (int bc = 0; bc < 2; bc++) {
                    const int64_t R = dims[d][0], C = dims[d][1];
                    layout L = {"batched transposed", 3, {3, R, C}, {{bc ? 0 : R * C, 1, R}}};
                    char w2[600];
                    snprintf(w2, sizeof w2, "%s %s %lldx%lld%s [%s]", what, L.name, (long long)R, (long long)C,
                             bc ? " batch-broadcast" : "", vn);
                    run_ew(sy_k_cpu_cast, sy_k_simd_cast, SY_OP_CAST, 1, in_dt, kind, (sy_dtype)to, &L, -1, 0, w2);
                }
        }
    /* big transposed copies (threads; with line-aligned output rows, the
     * streaming stores) */
    static const int64_t big[][2] = {{1023, 1029}, {1040, 1024}, {2048, 520}};
    for (int dt = 0; dt < SY_DTYPE_COUNT; dt++)
        for (size_t b = 0; b < sizeof big / sizeof big[0] && simd_dt(dt); b++) {
            const sy_dtype in_dt[1] = {(sy_dtype)dt};
            const int kind[1] = {D_ANY};
            const int64_t R = big[b][0], C = big[b][1];
            layout L = {"transposed", 2, {R, C}, {{1, R}}};
            snprintf(what, sizeof what, "copy %s %lldx%lld transposed [%s]", sy_dtype_name((sy_dtype)dt), (long long)R,
                     (long long)C, vn);
            run_ew(sy_k_cpu_cast, sy_k_simd_cast, SY_OP_CAST, 1, in_dt, kind, (sy_dtype)dt, &L, -1, 0, what);
        }
}
END_TEST

START_TEST(test_fill)
{
    if (!use_variant(_i))
        return;
    static const double values[] = {0.0, 1.0, -0.0, -2.5, 3e9, 123456.0, -7.0, 1e300};
    typedef sy_status (*fill_fn)(const sy_fill_args *);
    static const fill_fn cpu[] = {sy_k_cpu_zeros, sy_k_cpu_ones, sy_k_cpu_full};
    static const fill_fn simd[] = {sy_k_simd_zeros, sy_k_simd_ones, sy_k_simd_full};
    char what[512], vn[32];
    variant_name(_i, vn, sizeof vn);
    for (int dt = 0; dt < SY_DTYPE_COUNT; dt++)
        for (size_t v = 0; v < sizeof values / sizeof values[0] && simd_dt(dt); v++)
            for (size_t s = 0; s < N_ODD; s++) {
                double value = values[v];
                if (dt == SY_DTYPE_I32 && fabs(value) > 2e9)
                    continue; /* the runtime only passes values in range */
                if ((dt == SY_DTYPE_I32 || dt == SY_DTYPE_I64) && value != floor(value))
                    continue;
                if (dt == SY_DTYPE_I64 && fabs(value) > 9e18)
                    continue;
                const int which = value == 0 ? 0 : value == 1 ? 1 : 2;
                sy_fill_args a = {.op = SY_OP_FULL, .dtype = (sy_dtype)dt, .numel = odd_sizes[s], .value = value};
                void *want = out_alloc(a.dtype, a.numel), *got = out_alloc(a.dtype, a.numel);
                a.out = want;
                SY_OK_OR_FAIL(cpu[which](&a));
                a.out = got;
                SY_OK_OR_FAIL(simd[which](&a));
                snprintf(what, sizeof what, "fill %s %g n=%lld [%s]", sy_dtype_name(a.dtype), value,
                         (long long)a.numel, vn);
                guard_check(got, a.dtype, a.numel, what);
                expect_equal(a.dtype, got, want, a.numel, -1, 0, what);
                free(want);
                free(got);
            }
}
END_TEST

/* transcendental f32 on a sweep of every 4099th bit pattern (positive and
 * negative, normal, subnormal, inf, NaN), then 2 Mi evenly spaced points of
 * [-10, 10] and special values (signed zeros, the smallest and largest
 * subnormals and normals, +-inf, NaN, and for sin and cos both sides of 2^28,
 * where the vector reduction hands over to libm):
 *   - exp, log, tanh, sigmoid within 2 ulp of the cpu (libm f32) result;
 *   - sin, cos, erf within 1 ulp of the double libm function rounded once to
 *     f32 (glibc's double sin, cos and erf are within an ulp of a double, so
 *     that is the correctly rounded f32 result except at rare near-ties);
 * exactly NaN where the reference is NaN, equal infinities, and zeros of the
 * reference's sign. The bounds are the README's ("The fast backends"). */
static int64_t ulp_ord(float f)
{
    int32_t i;
    memcpy(&i, &f, sizeof i);
    return i < 0 ? (int64_t)INT32_MIN - i : i;
}

START_TEST(test_transcendental_ulp)
{
    if (!use_variant(_i))
        return;
    static const struct {
        const char *name;
        ew_fn cpu, simd;
        double (*ref)(double); /* NULL: the cpu kernel is the reference */
        int64_t bound;         /* ulp */
    } fns[] = {{"exp", sy_k_cpu_exp, sy_k_simd_exp, NULL, 2},
               {"log", sy_k_cpu_log, sy_k_simd_log, NULL, 2},
               {"tanh", sy_k_cpu_tanh, sy_k_simd_tanh, NULL, 2},
               {"sigmoid", sy_k_cpu_sigmoid, sy_k_simd_sigmoid, NULL, 2},
               {"sin", sy_k_cpu_sin, sy_k_simd_sin, sin, 1},
               {"cos", sy_k_cpu_cos, sy_k_simd_cos, cos, 1},
               {"erf", sy_k_cpu_erf, sy_k_simd_erf, erf, 1}};
    static const float special[] = {0.0f, -0.0f, 0x1p-149f, -0x1p-149f, 0x1.fffffcp-127f, -0x1.fffffcp-127f,
                                    FLT_MIN, -FLT_MIN, FLT_MAX, -FLT_MAX, INFINITY, -INFINITY, NAN,
                                    0x1.fffffep27f, -0x1.fffffep27f, 0x1p28f, -0x1p28f, 0x1.000002p28f,
                                    3.92f, 4.0f, -4.0f, 1.0f, -1.0f, 0x1.fffffep-1f, 1e-20f, -1e-20f};
    const int64_t n_bits = (int64_t)((UINT64_C(1) << 32) / 4099) + 1, n_even = INT64_C(1) << 21;
    const int64_t n_sp = (int64_t)(sizeof special / sizeof special[0]);
    const int64_t n = n_bits + n_even + n_sp;
    float *x = malloc((size_t)n * sizeof *x), *want = malloc((size_t)n * sizeof *x), *got = malloc((size_t)n * sizeof *x);
    ck_assert(x && want && got);
    for (int64_t i = 0; i < n_bits; i++) {
        const uint32_t u = (uint32_t)((uint64_t)i * 4099);
        memcpy(&x[i], &u, sizeof u);
    }
    for (int64_t i = 0; i < n_even; i++)
        x[n_bits + i] = (float)(-10.0 + 20.0 * (double)i / (double)n_even);
    memcpy(x + n_bits + n_even, special, sizeof special);
    char vn[32];
    variant_name(_i, vn, sizeof vn);
    for (size_t f = 0; f < sizeof fns / sizeof fns[0]; f++) {
        sy_ew_args a = {.op = SY_OP_EXP, .rank = 1, .shape = {n}, .numel = n, .out_dtype = SY_DTYPE_F32, .n_in = 1};
        a.in[0].data = x;
        a.in[0].dtype = SY_DTYPE_F32;
        a.in[0].strides[0] = 1;
        a.out = want;
        if (fns[f].ref != NULL)
            for (int64_t i = 0; i < n; i++)
                want[i] = (float)fns[f].ref((double)x[i]);
        else
            SY_OK_OR_FAIL(fns[f].cpu(&a));
        a.out = got;
        SY_OK_OR_FAIL(fns[f].simd(&a));
        /* plain comparisons, ck_abort_msg only on a mismatch: a ck_assert
         * per element costs Check a message through its pipe each */
        for (int64_t i = 0; i < n; i++) {
            const float g = got[i], w = want[i];
            if (isnan(w) || isnan(g) || isinf(w) || isinf(g) || (g == 0 && w == 0)) {
                if (!((isnan(w) && isnan(g)) || (g == w && signbit(g) == signbit(w))))
                    ck_abort_msg("%s(%a) = %a, want %a [%s]", fns[f].name, x[i], g, w, vn);
                continue;
            }
            const int64_t d = llabs(ulp_ord(g) - ulp_ord(w));
            if (d > fns[f].bound)
                ck_abort_msg("%s(%a) = %a, want %a: %lld ulp, bound %lld [%s]", fns[f].name, x[i], g, w, (long long)d,
                             (long long)fns[f].bound, vn);
        }
    }
    free(x);
    free(want);
    free(got);
}
END_TEST

/* ==== reductions ================================================================ */

typedef sy_status (*red_fn)(const sy_reduce_args *);

/* f32 sums and means accumulate in f32 (pairwise), so they are held to the
 * error bound of pairwise summation against the sum in double of the same
 * floats: |got - ref| <= (ceil(log2 len) + 7) * 2^-24 * sum |x| (the kernel
 * proves ceil(log2 len) + 6 roundings; one more for the final rounding to
 * f32), divided by len for a mean. Non-finite references (NaN or inf in the
 * data) must come out as the cpu kernel's `want`. */
static double sum_f32_bound(int64_t len, double abs_sum)
{
    int lg = 0;
    while (((int64_t)1 << lg) < len)
        lg++;
    return (lg + 7) * 0x1p-24 * abs_sum;
}

static void expect_sum_f32(const float *got, const float *want, const float *in, int64_t outer, int64_t len,
                           int64_t inner, int mean, const char *what)
{
    for (int64_t o = 0; o < outer; o++)
        for (int64_t i = 0; i < inner; i++) {
            double ref = 0, abs_sum = 0;
            for (int64_t l = 0; l < len; l++) {
                const double x = in[(o * len + l) * inner + i];
                ref += x;
                abs_sum += fabs(x);
            }
            const int64_t e = o * inner + i;
            const double g = got[e];
            if (!isfinite(ref) || !isfinite(abs_sum) || len == 0) {
                const double w = want[e];
                if (!((isnan(g) && isnan(w)) || g == w))
                    ck_abort_msg("%s: element %lld is %a, want %a", what, (long long)e, g, w);
                continue;
            }
            double bound = sum_f32_bound(len, abs_sum);
            if (mean) {
                ref /= (double)len;
                bound = bound / (double)len + 0x1p-24 * fabs(ref);
            }
            if (!(fabs(g - ref) <= bound))
                ck_abort_msg("%s: element %lld is %.9g (%a), want %.9g within %.3g (sum |x| %.9g, len %lld)", what,
                             (long long)e, g, g, ref, bound, abs_sum, (long long)len);
        }
}

static void run_reduce(red_fn cpu, red_fn simd, sy_op op, sy_dtype dt, int64_t outer, int64_t len, int64_t inner,
                       const void *in, const char *what)
{
    sy_reduce_args a = {.op = op, .dtype = dt, .outer = outer, .len = len, .inner = inner, .in = in};
    const int64_t n = outer * inner;
    void *want = out_alloc(dt, n), *got = out_alloc(dt, n), *again = out_alloc(dt, n);
    a.out = want;
    SY_OK_OR_FAIL(cpu(&a));
    a.out = got;
    SY_OK_OR_FAIL(simd(&a));
    guard_check(got, dt, n, what);
    if (dt == SY_DTYPE_F32 && op != SY_OP_MAX)
        expect_sum_f32((const float *)got, (const float *)want, (const float *)in, outer, len, inner,
                       op == SY_OP_MEAN, what);
    else
        expect_equal(dt, got, want, n, tol_r(dt), tol_a(dt), what);
    a.out = again; /* deterministic */
    SY_OK_OR_FAIL(simd(&a));
    ck_assert_msg(memcmp(got, again, (size_t)n * esize[dt]) == 0, "%s: a second run differs", what);
    free(want);
    free(got);
    free(again);
}

START_TEST(test_reduce)
{
    if (!use_variant(_i))
        return;
    static const struct {
        const char *name;
        sy_op op;
        red_fn cpu, simd;
        unsigned dtypes;
    } ops[] = {{"sum", SY_OP_SUM, sy_k_cpu_sum, sy_k_simd_sum, F | I},
               {"mean", SY_OP_MEAN, sy_k_cpu_mean, sy_k_simd_mean, F},
               {"max", SY_OP_MAX, sy_k_cpu_max, sy_k_simd_max, F | I}};
    /* [outer, len, inner] shapes, and tensors reduced over each axis */
    static const int64_t shapes[][3] = {{1, 1, 1},   {1, 7, 1},       {1, 15, 1},   {1, 17, 1},     {1, 31, 1},
                                        {1, 33, 1},  {1, 1000003, 1}, {37, 33, 1},  {3, 100003, 1}, {1000, 301, 1},
                                        {1, 33, 17}, {7, 13, 33},     {2, 1000, 2}, {1, 5000, 300}, {4, 3, 50003},
                                        {1, 2, 7},   {5, 1, 3},       {1, 1, 1030}, {3, 1029, 5},   {2, 7, 2049}};
    static const int64_t tensors[][4] = {{3, 4, 5, 6}, {1, 7, 1, 33}, {17, 1, 65, 2}, {2, 300, 2, 301}};
    static const int kinds[] = {D_ANY, D_SMALL, D_UNIT};
    char what[512], vn[32];
    variant_name(_i, vn, sizeof vn);
    for (size_t o = 0; o < sizeof ops / sizeof ops[0]; o++)
        for (int dt = 0; dt < SY_DTYPE_COUNT; dt++) {
            if (!(ops[o].dtypes >> dt & 1))
                continue;
            const sy_dtype d = (sy_dtype)dt;
            for (size_t kd = 0; kd < sizeof kinds / sizeof kinds[0]; kd++) {
                if (kinds[kd] == D_SMALL && ops[o].op != SY_OP_MAX)
                    continue;
                for (size_t s = 0; s < sizeof shapes / sizeof shapes[0]; s++) {
                    const int64_t n = shapes[s][0] * shapes[s][1] * shapes[s][2];
                    void *in = malloc((size_t)n * esize[d]);
                    ck_assert_ptr_nonnull(in);
                    gen(in, d, kinds[kd], n, (uint64_t)(s * 31 + kd));
                    snprintf(what, sizeof what, "%s %s [%lld, %lld, %lld] data %d [%s]", ops[o].name, sy_dtype_name(d),
                             (long long)shapes[s][0], (long long)shapes[s][1], (long long)shapes[s][2], kinds[kd], vn);
                    run_reduce(ops[o].cpu, ops[o].simd, ops[o].op, d, shapes[s][0], shapes[s][1], shapes[s][2], in,
                               what);
                    free(in);
                }
                for (size_t t = 0; t < sizeof tensors / sizeof tensors[0]; t++) {
                    const int64_t *sh = tensors[t];
                    const int64_t n = sh[0] * sh[1] * sh[2] * sh[3];
                    void *in = malloc((size_t)n * esize[d]);
                    ck_assert_ptr_nonnull(in);
                    gen(in, d, kinds[kd], n, (uint64_t)(t * 17 + kd));
                    for (int axis = -1; axis < 4; axis++) { /* -1: all */
                        int64_t outer = 1, len = n, inner = 1;
                        if (axis >= 0) {
                            outer = 1;
                            for (int j = 0; j < axis; j++)
                                outer *= sh[j];
                            len = sh[axis];
                            inner = 1;
                            for (int j = axis + 1; j < 4; j++)
                                inner *= sh[j];
                        }
                        snprintf(what, sizeof what, "%s %s [%lld,%lld,%lld,%lld] axis %d data %d [%s]", ops[o].name,
                                 sy_dtype_name(d), (long long)sh[0], (long long)sh[1], (long long)sh[2],
                                 (long long)sh[3], axis, kinds[kd], vn);
                        run_reduce(ops[o].cpu, ops[o].simd, ops[o].op, d, outer, len, inner, in, what);
                    }
                    free(in);
                }
            }
            if (ops[o].op != SY_OP_MAX) { /* len 0: sum 0, mean NaN */
                snprintf(what, sizeof what, "%s %s len 0 [%s]", ops[o].name, sy_dtype_name(d), vn);
                run_reduce(ops[o].cpu, ops[o].simd, ops[o].op, d, 1, 0, 1, NULL, what);
                run_reduce(ops[o].cpu, ops[o].simd, ops[o].op, d, 5, 0, 3, NULL, what);
            }
        }
}
END_TEST

/* max: NaN anywhere gives NaN, signed zeros give +0 if any +0 is there */
START_TEST(test_reduce_max_special)
{
    if (!use_variant(_i))
        return;
    char what[512], vn[32];
    variant_name(_i, vn, sizeof vn);
    static const int64_t lens[] = {1, 2, 7, 16, 17, 33, 100, 1000003};
    for (int dt = 0; dt < 2; dt++)
        for (size_t l = 0; l < sizeof lens / sizeof lens[0]; l++) {
            const int64_t n = lens[l];
            double *v = malloc((size_t)n * sizeof *v);
            void *in = malloc((size_t)n * 8);
            ck_assert(v && in);
            for (int pat = 0; pat < 6; pat++) {
                for (int64_t i = 0; i < n; i++)
                    v[i] = pat < 3 ? (i % 3 == 0 ? -0.0 : i % 5 == 0 ? -1.0 : -0.0) : (double)(i % 13) - 20.0;
                if (pat == 1)
                    v[n / 2] = 0.0; /* one +0 among -0 */
                if (pat == 2 || pat == 4)
                    v[n - 1] = NAN;
                if (pat == 5)
                    v[n / 3] = NAN;
                for (int64_t i = 0; i < n; i++) {
                    if (dt == 0)
                        ((float *)in)[i] = (float)v[i];
                    else
                        ((double *)in)[i] = v[i];
                }
                snprintf(what, sizeof what, "max %s n=%lld pattern %d [%s]", dt ? "f64" : "f32", (long long)n, pat, vn);
                run_reduce(sy_k_cpu_max, sy_k_simd_max, SY_OP_MAX, (sy_dtype)dt, 1, n, 1, in, what);
                if (n % 2 == 0 && n <= 1000) { /* as two columns, and as pairs of rows */
                    run_reduce(sy_k_cpu_max, sy_k_simd_max, SY_OP_MAX, (sy_dtype)dt, 1, n / 2, 2, in, what);
                    run_reduce(sy_k_cpu_max, sy_k_simd_max, SY_OP_MAX, (sy_dtype)dt, n / 2, 2, 1, in, what);
                }
            }
            free(v);
            free(in);
        }
}
END_TEST

/* f32 sums on adversarial inputs, against the sum in double of the same
 * floats, within the pairwise bound of expect_sum_f32 (whole rows, split
 * over 2 threads above the thread threshold, then on one thread, and as
 * columns): 16 Mi ones give exactly 16777216, 20 Mi ones exactly 20971520
 * (a sequential f32 sum sticks at 2^24 = 16777216); large cancellation (+-1e7 pairs around small
 * values, so the sum is tiny against sum |x|); magnitudes from 2^-20 to 2^20
 * mixed; values in [-1, 1]; results identical run to run. */
enum { ADV_ONES, ADV_CANCEL, ADV_MIXED, ADV_UNIT, ADV_COUNT };

static void adv_fill(float *x, int64_t n, int kind, uint64_t seed)
{
    uint64_t s = seed;
    for (int64_t i = 0; i < n; i++) {
        const double r = rng_unit(&s) * 2.0 - 1.0;
        switch (kind) {
        case ADV_ONES: x[i] = 1.0f; break;
        case ADV_CANCEL: x[i] = (float)((i % 2 ? 1e7 : -1e7) + (i % 4 < 2 ? 1.0 : -1.0) * 1e7 * 0x1p-20 + r); break;
        case ADV_MIXED: x[i] = (float)ldexp(r, (int)(rng_next(&s) % 41) - 20); break;
        default: x[i] = (float)r; break;
        }
    }
}

START_TEST(test_sum_f32_bound)
{
    if (!use_variant(_i))
        return;
    char what[256], vn[32];
    variant_name(_i, vn, sizeof vn);
    static const int64_t lens[] = {1, 2, 3, 15, 17, 255, 256, 511, 512, 513, 1000, 4097, 100003, (1 << 20) + 5};
    const int64_t big = INT64_C(1) << 24, ones20 = big + (big >> 2);
    float *x = malloc((size_t)ones20 * sizeof *x);
    ck_assert_ptr_nonnull(x);
    for (int kind = 0; kind < ADV_COUNT; kind++)
        for (size_t l = 0; l < sizeof lens / sizeof lens[0] + 2; l++) {
            const size_t nl = sizeof lens / sizeof lens[0];
            const int64_t n = l < nl ? lens[l] : l == nl ? big : ones20;
            if ((n == big && kind != ADV_ONES && kind != ADV_CANCEL) || (n == ones20 && kind != ADV_ONES))
                continue;
            adv_fill(x, n, kind, (uint64_t)(kind * 1000 + (int)l));
            for (int nt = 2; nt >= 1; nt--) {
                sy_simd_set_num_threads(nt);
                for (int op = 0; op < 2; op++) {
                    snprintf(what, sizeof what, "%s f32 adversarial %d n=%lld, %d threads [%s]", op ? "mean" : "sum",
                             kind, (long long)n, nt, vn);
                    run_reduce(op ? sy_k_cpu_mean : sy_k_cpu_sum, op ? sy_k_simd_mean : sy_k_simd_sum,
                               op ? SY_OP_MEAN : SY_OP_SUM, SY_DTYPE_F32, 1, n, 1, x, what);
                    if (n <= 100003 && n % 3 == 0) { /* as 3 columns and as 3 rows */
                        run_reduce(op ? sy_k_cpu_mean : sy_k_cpu_sum, op ? sy_k_simd_mean : sy_k_simd_sum,
                                   op ? SY_OP_MEAN : SY_OP_SUM, SY_DTYPE_F32, 1, n / 3, 3, x, what);
                        run_reduce(op ? sy_k_cpu_mean : sy_k_cpu_sum, op ? sy_k_simd_mean : sy_k_simd_sum,
                                   op ? SY_OP_MEAN : SY_OP_SUM, SY_DTYPE_F32, 3, n / 3, 1, x, what);
                    }
                }
                if (kind == ADV_ONES) { /* exactly */
                    float got = 0;
                    sy_reduce_args a = {.op = SY_OP_SUM, .dtype = SY_DTYPE_F32, .outer = 1, .len = n, .inner = 1,
                                        .in = x, .out = &got};
                    SY_OK_OR_FAIL(sy_k_simd_sum(&a));
                    ck_assert_msg(got == (float)n, "sum of %lld ones is %.9g [%s]", (long long)n, got, vn);
                    a.op = SY_OP_MEAN;
                    SY_OK_OR_FAIL(sy_k_simd_mean(&a));
                    ck_assert_msg(got == 1.0f, "mean of %lld ones is %.9g [%s]", (long long)n, got, vn);
                }
            }
        }
    /* sums over a leading axis: 16 Mi values as 4096 rows of 4096 columns */
    adv_fill(x, big, ADV_CANCEL, 7);
    run_reduce(sy_k_cpu_sum, sy_k_simd_sum, SY_OP_SUM, SY_DTYPE_F32, 1, 4096, 4096, x, "sum over 4096 rows, cancelling");
    adv_fill(x, big, ADV_ONES, 7);
    run_reduce(sy_k_cpu_sum, sy_k_simd_sum, SY_OP_SUM, SY_DTYPE_F32, 1, big / 16, 16, x, "sum over 1 Mi rows of ones");
    free(x);
}
END_TEST

/* ==== matmul ========================================================================== */

typedef struct mm_case {
    int64_t batch, m, n, k;
    int ta, tb;     /* transposed operand (column-major storage) */
    int sa;         /* A's column stride doubled (every other element) */
    int bcast_b;    /* every batch entry uses B entry 0 */
} mm_case;

static void run_matmul(sy_dtype dt, const mm_case *mc, const char *what)
{
    const int64_t batch = mc->batch, m = mc->m, n = mc->n, k = mc->k;
    const int64_t sa = mc->sa ? 2 : 1;
    const int64_t a_entry = m * k * sa + 3, b_entry = k * n + 5; /* padding between entries */
    const int64_t a_n = batch * a_entry, b_n = (mc->bcast_b ? 1 : batch) * b_entry;
    void *A = malloc((size_t)(a_n > 0 ? a_n : 1) * esize[dt]), *Bm = malloc((size_t)(b_n > 0 ? b_n : 1) * esize[dt]);
    int64_t *aoff = malloc((size_t)batch * sizeof *aoff), *boff = malloc((size_t)batch * sizeof *boff);
    ck_assert(A && Bm && aoff && boff);
    gen(A, dt, D_MM, a_n, (uint64_t)(m * 3 + k));
    gen(Bm, dt, D_MM, b_n, (uint64_t)(n * 5 + k));
    for (int64_t t = 0; t < batch; t++) {
        aoff[t] = t * a_entry + 1;
        boff[t] = mc->bcast_b ? 2 : t * b_entry + 2;
    }
    sy_matmul_args a = {.op = SY_OP_MATMUL, .dtype = dt, .batch = batch, .m = m, .n = n, .k = k, .a = A, .b = Bm,
                        .a_off = aoff, .b_off = boff};
    if (mc->ta) { /* A stored k x m */
        a.a_rs = sa;
        a.a_cs = m * sa;
    } else {
        a.a_rs = k * sa;
        a.a_cs = sa;
    }
    if (mc->tb) {
        a.b_rs = 1;
        a.b_cs = k;
    } else {
        a.b_rs = n;
        a.b_cs = 1;
    }
    const int64_t no = batch * m * n;
    void *want = out_alloc(dt, no), *got = out_alloc(dt, no), *again = out_alloc(dt, no);
    a.out = want;
    SY_OK_OR_FAIL(sy_k_cpu_matmul(&a));
    a.out = got;
    SY_OK_OR_FAIL(sy_k_simd_matmul(&a));
    guard_check(got, dt, no, what);
    const double kk = (double)(k > 0 ? k : 1);
    expect_equal(dt, got, want, no, dt == SY_DTYPE_F32 ? 1e-5 : 1e-12, dt == SY_DTYPE_F32 ? 2e-5 * kk : 1e-12 * kk,
                 what);
    a.out = again;
    SY_OK_OR_FAIL(sy_k_simd_matmul(&a));
    ck_assert_msg(memcmp(got, again, (size_t)no * esize[dt]) == 0, "%s: a second run differs", what);
    free(A);
    free(Bm);
    free(aoff);
    free(boff);
    free(want);
    free(got);
    free(again);
}

START_TEST(test_matmul)
{
    if (!use_variant(_i))
        return;
    static const int64_t dims[][3] = {{1, 1, 1},    {1, 7, 3},     {7, 1, 5},     {3, 3, 0},      {13, 17, 19},
                                      {31, 33, 15}, {12, 32, 256}, {37, 29, 300}, {100, 129, 257}, {255, 1, 63},
                                      {1, 255, 70}, {6, 16, 1},    {25, 49, 513}, {130, 70, 40},  {2, 300, 31},
                                      {300, 200, 150}, {3000, 1, 700}, {1, 3000, 700}, {1, 33, 129}, {65, 1, 17}};
    char what[512], vn[32];
    variant_name(_i, vn, sizeof vn);
    for (int dt = 0; dt < 2; dt++)
        for (size_t d = 0; d < sizeof dims / sizeof dims[0]; d++)
            for (int v = 0; v < 8; v++) {
                mm_case mc = {1, dims[d][0], dims[d][1], dims[d][2], v & 1, v >> 1 & 1, v >> 2 & 1, 0};
                snprintf(what, sizeof what, "matmul %s %lldx%lldx%lld ta=%d tb=%d sa=%d [%s]", dt ? "f64" : "f32",
                         (long long)mc.m, (long long)mc.n, (long long)mc.k, mc.ta, mc.tb, mc.sa, vn);
                run_matmul((sy_dtype)dt, &mc, what);
            }
    /* batches: own B per entry, broadcast B, more entries than threads */
    static const mm_case batched[] = {{3, 17, 19, 23, 0, 0, 0, 0}, {3, 17, 19, 23, 1, 1, 0, 1},
                                      {5, 64, 70, 80, 0, 1, 0, 1}, {2, 150, 90, 100, 1, 0, 1, 0},
                                      {7, 1, 33, 9, 0, 0, 0, 0},   {4, 0, 5, 6, 0, 0, 0, 0}};
    for (int dt = 0; dt < 2; dt++)
        for (size_t c = 0; c < sizeof batched / sizeof batched[0]; c++) {
            const mm_case *mc = &batched[c];
            snprintf(what, sizeof what, "matmul %s batch %lld %lldx%lldx%lld ta=%d tb=%d sa=%d bcast=%d [%s]",
                     dt ? "f64" : "f32", (long long)mc->batch, (long long)mc->m, (long long)mc->n, (long long)mc->k,
                     mc->ta, mc->tb, mc->sa, mc->bcast_b, vn);
            run_matmul((sy_dtype)dt, mc, what);
        }
}
END_TEST

/* ==== conv2d, softmax, log_softmax, layer_norm ==================================
 * The kernels called directly with sy_op_args against cpu's: conv2d over
 * strides, dilation, asymmetric pads, groups (depthwise too), bias absent
 * and present, a 1x1 kernel read in place, sizes that span several column
 * chunks and both threads; f32 rtol 1e-5, atol 2e-5 * K (K = C / groups *
 * kH * kW, the GEMM's sum in f32, as matmul), f64 rtol 1e-12, atol 1e-12 * K;
 * an inf in x matches (NaN matches NaN); an inf weight with padding is
 * declined (SY_KERNEL_FALLBACK). softmax and log_softmax along the last axis
 * over rows of 1 to 100000 with NaN, +inf and -inf rows, layer_norm with
 * weight and bias absent and present (all three results): rtol 1e-5, atol
 * 1e-6; softmax along another axis is declined. */

typedef struct nn_call {
    sy_tensor_arg in[3];
    sy_result_arg out[3];
    sy_attr_value attrs[8];
    sy_op_args a;
} nn_call;

static void nn_in(nn_call *c, int k, const void *data, sy_dtype dt, int rank, const int64_t *shape)
{
    sy_tensor_arg *t = &c->in[k];
    t->data = data;
    t->dtype = dt;
    t->rank = rank;
    t->numel = 1;
    for (int j = 0; j < rank; j++)
        t->numel *= (t->shape[j] = shape[j]);
}

static void nn_out(nn_call *c, int k, void *data, sy_dtype dt, int rank, const int64_t *shape)
{
    sy_result_arg *r = &c->out[k];
    r->data = data;
    r->dtype = dt;
    r->rank = rank;
    r->numel = 1;
    for (int j = 0; j < rank; j++)
        r->numel *= (r->shape[j] = shape[j]);
}

static void nn_args(nn_call *c, sy_op op, int n_in, int n_out)
{
    c->a.op = op;
    c->a.n_in = n_in;
    c->a.in = c->in;
    c->a.n_out = n_out;
    c->a.out = c->out;
    c->a.attrs = c->attrs;
}

static void *nn_rand(sy_dtype dt, int64_t n, double lo, double hi, uint64_t seed)
{
    void *p = malloc((size_t)(n > 0 ? n : 1) * esize[dt]);
    ck_assert(p != NULL);
    for (int64_t i = 0; i < n; i++) {
        const double v = lo + (hi - lo) * rng_unit(&seed);
        if (dt == SY_DTYPE_F64)
            ((double *)p)[i] = v;
        else
            ((float *)p)[i] = (float)v;
    }
    return p;
}

static void nn_expect(sy_dtype dt, const void *got, const void *want, int64_t n, double rtol, double atol,
                      const char *what)
{
    for (int64_t i = 0; i < n; i++) {
        const double g = dt == SY_DTYPE_F64 ? ((const double *)got)[i] : ((const float *)got)[i];
        const double w = dt == SY_DTYPE_F64 ? ((const double *)want)[i] : ((const float *)want)[i];
        const bool ok = (isnan(g) && isnan(w)) || g == w || (isfinite(g) && isfinite(w) && fabs(g - w) <= atol + rtol * fabs(w));
        if (!ok)
            ck_abort_msg("%s: element %lld is %.9g, want %.9g", what, (long long)i, g, w);
    }
}

typedef struct conv_tc {
    int64_t x[4], w[4], stride[2], pads[4], dil[2], groups;
    bool bias;
} conv_tc;

static const conv_tc conv_cases[] = {
    {{1, 1, 5, 5}, {1, 1, 3, 3}, {1, 1}, {0, 0, 0, 0}, {1, 1}, 1, true},
    {{2, 3, 7, 6}, {4, 3, 3, 2}, {2, 1}, {1, 0, 2, 1}, {1, 1}, 1, false},
    {{2, 4, 9, 8}, {6, 2, 3, 3}, {1, 2}, {2, 1, 0, 3}, {2, 1}, 2, true},
    {{1, 6, 6, 7}, {6, 1, 2, 2}, {2, 2}, {1, 1, 1, 1}, {1, 2}, 6, false},
    {{1, 3, 4, 4}, {2, 3, 1, 1}, {3, 3}, {0, 0, 0, 0}, {1, 1}, 1, true},
    {{1, 1, 2, 2}, {1, 1, 3, 3}, {1, 2}, {2, 0, 1, 2}, {1, 1}, 1, true},
    {{2, 8, 10, 12}, {16, 8, 1, 1}, {1, 1}, {0, 0, 0, 0}, {1, 1}, 1, true},
    {{3, 16, 30, 29}, {24, 16, 3, 3}, {1, 1}, {1, 1, 1, 1}, {1, 1}, 1, true},
    {{2, 64, 20, 20}, {64, 64, 3, 3}, {1, 1}, {1, 1, 1, 1}, {1, 1}, 1, false},
    {{2, 12, 17, 15}, {12, 4, 5, 3}, {2, 3}, {2, 1, 1, 0}, {1, 2}, 3, true},
    {{1, 2, 3, 3}, {4, 0, 1, 1}, {1, 1}, {0, 0, 0, 0}, {1, 1}, 2, true},
};

START_TEST(test_conv2d)
{
    if (!use_variant(_i))
        return;
    const conv_tc *cases = conv_cases;
    const size_t n_cases = sizeof conv_cases / sizeof conv_cases[0];
    char what[256], vn[32];
    variant_name(_i, vn, sizeof vn);
    for (int d = 0; d < 2; d++)
        for (size_t k = 0; k < n_cases; k++) {
            const conv_tc *t = &cases[k];
            conv_tc tc = *t;
            if (tc.w[1] == 0) /* no input channel per group: C = 0 */
                tc.x[1] = 0;
            const sy_dtype dt = d ? SY_DTYPE_F64 : SY_DTYPE_F32;
            int64_t ys[4] = {tc.x[0], tc.w[0], 0, 0};
            for (int j = 0; j < 2; j++)
                ys[2 + j] = (tc.x[2 + j] + tc.pads[j] + tc.pads[2 + j] - tc.dil[j] * (tc.w[2 + j] - 1) - 1) / tc.stride[j] + 1;
            const int64_t nx = tc.x[0] * tc.x[1] * tc.x[2] * tc.x[3], nw = tc.w[0] * tc.w[1] * tc.w[2] * tc.w[3];
            const int64_t ny = ys[0] * ys[1] * ys[2] * ys[3], K = tc.w[1] * tc.w[2] * tc.w[3];
            for (int special = 0; special < 4; special++) {
                void *x = nn_rand(dt, nx, -2, 2, 11 + k), *w = nn_rand(dt, nw, -2, 2, 12 + k);
                void *b = nn_rand(dt, tc.w[0], -2, 2, 13 + k);
                void *want = malloc((size_t)ny * esize[dt]), *got = malloc((size_t)ny * esize[dt]);
                if (special == 1 && nx > 2) { /* inf and NaN in x */
                    if (d) {
                        ((double *)x)[1] = INFINITY;
                        ((double *)x)[nx - 1] = NAN;
                    } else {
                        ((float *)x)[1] = -INFINITY;
                        ((float *)x)[nx - 1] = NAN;
                    }
                }
                if (special == 2 && nw > 0) { /* an inf weight */
                    if (d)
                        ((double *)w)[0] = INFINITY;
                    else
                        ((float *)w)[0] = INFINITY;
                }
                nn_call c = {0};
                nn_in(&c, 0, x, dt, 4, tc.x);
                nn_in(&c, 1, w, dt, 4, tc.w);
                if (tc.bias)
                    nn_in(&c, 2, b, dt, 1, tc.w);
                nn_out(&c, 0, want, dt, 4, ys);
                for (int j = 0; j < 2; j++) {
                    c.attrs[SY_ATTR_CONV2D_STRIDE].i[j] = tc.stride[j];
                    c.attrs[SY_ATTR_CONV2D_DILATION].i[j] = tc.dil[j];
                }
                c.attrs[SY_ATTR_CONV2D_STRIDE].n = c.attrs[SY_ATTR_CONV2D_DILATION].n = 2;
                c.attrs[SY_ATTR_CONV2D_PADS].n = 4;
                memcpy(c.attrs[SY_ATTR_CONV2D_PADS].i, tc.pads, sizeof tc.pads);
                c.attrs[SY_ATTR_CONV2D_GROUPS].n = 1;
                c.attrs[SY_ATTR_CONV2D_GROUPS].i[0] = tc.groups;
                nn_args(&c, SY_OP_CONV2D, 3, 1);
                snprintf(what, sizeof what, "conv2d %s case %zu special %d [%s]", sy_dtype_name(dt), k, special, vn);
                SY_OK_OR_FAIL(sy_k_cpu_conv2d(&c.a));
                c.out[0].data = got;
                const sy_status st = sy_k_simd_conv2d(&c.a);
                const bool padded = (tc.pads[0] | tc.pads[1] | tc.pads[2] | tc.pads[3]) != 0;
                if (special == 2 && padded && nw > 0) {
                    ck_assert_msg(st == SY_KERNEL_FALLBACK, "%s: an inf weight with padding is declined", what);
                } else {
                    ck_assert_msg(st == SY_OK, "%s: status %d", what, (int)st);
                    nn_expect(dt, got, want, ny, d ? 1e-12 : 1e-5, (d ? 1e-12 : 2e-5) * (double)(K > 1 ? K : 1), what);
                }
                free(x);
                free(w);
                free(b);
                free(want);
                free(got);
            }
        }
}
END_TEST

/* conv2d_backward_input and conv2d_backward_weight over conv2d's cases (the
 * two largest on the best variant alone), dy from -2..2: f32 rtol 1e-5,
 * atol 2e-5 * the terms of a sum (MG * kH * kW for dx, N * OH * OW for dw),
 * f64 rtol 1e-12, atol 1e-12 * the terms; an inf and a NaN in dy match cpu
 * for dx, and make a padded backward_weight decline (SY_KERNEL_FALLBACK). */
START_TEST(test_conv2d_backward)
{
    if (!use_variant(_i))
        return;
    char what[256], vn[32];
    variant_name(_i, vn, sizeof vn);
    for (int d = 0; d < 2; d++)
        for (size_t k = 0; k < sizeof conv_cases / sizeof conv_cases[0]; k++) {
            conv_tc tc = conv_cases[k];
            if (tc.w[1] == 0)
                tc.x[1] = 0;
            const int64_t big = tc.x[0] * tc.x[1] * tc.x[2] * tc.x[3] > 20000;
            if (big && _i != sy__simd_isa_best())
                continue;
            const sy_dtype dt = d ? SY_DTYPE_F64 : SY_DTYPE_F32;
            int64_t ys[4] = {tc.x[0], tc.w[0], 0, 0};
            for (int j = 0; j < 2; j++)
                ys[2 + j] = (tc.x[2 + j] + tc.pads[j] + tc.pads[2 + j] - tc.dil[j] * (tc.w[2 + j] - 1) - 1) / tc.stride[j] + 1;
            const int64_t nx = tc.x[0] * tc.x[1] * tc.x[2] * tc.x[3], nw = tc.w[0] * tc.w[1] * tc.w[2] * tc.w[3];
            const int64_t ny = ys[0] * ys[1] * ys[2] * ys[3];
            const int64_t terms_dx = tc.w[0] / tc.groups * tc.w[2] * tc.w[3], terms_dw = ys[0] * ys[2] * ys[3];
            const bool padded = (tc.pads[0] | tc.pads[1] | tc.pads[2] | tc.pads[3]) != 0;
            for (int special = 0; special < 2; special++)
                for (int op = 0; op < 2; op++) {
                    void *x = nn_rand(dt, nx, -2, 2, 41 + k), *w = nn_rand(dt, nw, -2, 2, 42 + k);
                    void *dy = nn_rand(dt, ny, -2, 2, 43 + k);
                    if (special && ny > 2) {
                        if (d) {
                            ((double *)dy)[0] = INFINITY;
                            ((double *)dy)[ny - 1] = NAN;
                        } else {
                            ((float *)dy)[0] = -INFINITY;
                            ((float *)dy)[ny - 1] = NAN;
                        }
                    }
                    const int64_t nout = op ? nw : nx;
                    void *want = malloc((size_t)(nout > 0 ? nout : 1) * esize[dt]);
                    void *got = malloc((size_t)(nout > 0 ? nout : 1) * esize[dt]);
                    nn_call c = {0};
                    nn_in(&c, 0, dy, dt, 4, ys);
                    nn_in(&c, 1, op ? x : w, dt, 4, op ? tc.x : tc.w);
                    nn_in(&c, 2, op ? w : x, dt, 4, op ? tc.w : tc.x);
                    nn_out(&c, 0, want, dt, 4, op ? tc.w : tc.x);
                    const int ST = op ? SY_ATTR_CONV2D_BACKWARD_WEIGHT_STRIDE : SY_ATTR_CONV2D_BACKWARD_INPUT_STRIDE;
                    const int PD = op ? SY_ATTR_CONV2D_BACKWARD_WEIGHT_PADS : SY_ATTR_CONV2D_BACKWARD_INPUT_PADS;
                    const int DL = op ? SY_ATTR_CONV2D_BACKWARD_WEIGHT_DILATION : SY_ATTR_CONV2D_BACKWARD_INPUT_DILATION;
                    const int GR = op ? SY_ATTR_CONV2D_BACKWARD_WEIGHT_GROUPS : SY_ATTR_CONV2D_BACKWARD_INPUT_GROUPS;
                    for (int j = 0; j < 2; j++) {
                        c.attrs[ST].i[j] = tc.stride[j];
                        c.attrs[DL].i[j] = tc.dil[j];
                    }
                    c.attrs[ST].n = c.attrs[DL].n = 2;
                    c.attrs[PD].n = 4;
                    memcpy(c.attrs[PD].i, tc.pads, sizeof tc.pads);
                    c.attrs[GR].n = 1;
                    c.attrs[GR].i[0] = tc.groups;
                    nn_args(&c, op ? SY_OP_CONV2D_BACKWARD_WEIGHT : SY_OP_CONV2D_BACKWARD_INPUT, 3, 1);
                    snprintf(what, sizeof what, "%s %s case %zu special %d [%s]",
                             op ? "conv2d_backward_weight" : "conv2d_backward_input", sy_dtype_name(dt), k, special, vn);
                    SY_OK_OR_FAIL(op ? sy_k_cpu_conv2d_backward_weight(&c.a) : sy_k_cpu_conv2d_backward_input(&c.a));
                    c.out[0].data = got;
                    const sy_status st = op ? sy_k_simd_conv2d_backward_weight(&c.a) : sy_k_simd_conv2d_backward_input(&c.a);
                    if (op && special && padded && ny > 2) {
                        ck_assert_msg(st == SY_KERNEL_FALLBACK, "%s: an inf dy with padding is declined", what);
                    } else {
                        const int64_t terms = op ? terms_dw : terms_dx;
                        ck_assert_msg(st == SY_OK, "%s: status %d", what, (int)st);
                        nn_expect(dt, got, want, nout, d ? 1e-12 : 1e-5, (d ? 1e-12 : 2e-5) * (double)(terms > 1 ? terms : 1),
                                  what);
                    }
                    free(x);
                    free(w);
                    free(dy);
                    free(want);
                    free(got);
                }
        }
}
END_TEST

/* max_pool2d against cpu, results and indices bit for bit: windows with
 * strides, dilation, asymmetric pads, ceil_mode's extra window, a window
 * wider than x, rows wide enough for vectors of every ISA (stride 1 and 2,
 * with a last vector that overlaps, edges in the padding, the left edge in
 * a vector whose first lanes skip their taps in the padding) and a stride that
 * is not; values from {-1, 0, 1, 2} (ties everywhere), then with NaNs (one
 * plane of NaN alone), then with -inf and -0 (one plane of -inf alone: ties
 * of -inf), then with one NaN in every other plane (the stride-2 kernel's
 * planes with a NaN go to cpu's rule, the others not), f32 and f64; the
 * largest case on the best variant alone. */
START_TEST(test_max_pool2d)
{
    if (!use_variant(_i))
        return;
    static const struct {
        int64_t x[4], k[2], st[2], pads[4], dl[2];
        bool ceil;
    } cases[] = {
        {{1, 1, 4, 4}, {2, 2}, {2, 2}, {0, 0, 0, 0}, {1, 1}, false},
        {{2, 3, 7, 9}, {3, 2}, {2, 3}, {1, 0, 2, 1}, {1, 1}, false},
        {{1, 2, 9, 8}, {3, 3}, {1, 2}, {2, 1, 1, 2}, {2, 3}, false},
        {{2, 2, 7, 7}, {2, 2}, {2, 2}, {0, 0, 0, 0}, {1, 1}, true},
        {{1, 1, 3, 2}, {5, 4}, {1, 1}, {2, 2, 2, 2}, {1, 1}, false},
        {{2, 3, 12, 40}, {3, 3}, {1, 1}, {1, 1, 1, 1}, {1, 1}, false},
        {{1, 2, 11, 70}, {3, 3}, {2, 2}, {1, 1, 1, 0}, {1, 2}, false},
        {{1, 2, 10, 50}, {2, 3}, {1, 3}, {0, 0, 0, 0}, {1, 1}, false},
        {{1, 1, 9, 37}, {3, 3}, {2, 2}, {0, 0, 0, 0}, {1, 1}, true},
        {{2, 2, 6, 33}, {1, 1}, {1, 2}, {0, 0, 0, 0}, {1, 1}, false},
        {{4, 16, 56, 56}, {2, 2}, {2, 2}, {0, 0, 0, 0}, {1, 1}, false},
        {{2, 3, 13, 56}, {3, 3}, {2, 2}, {1, 1, 1, 1}, {1, 1}, false}, /* the bench's pool: the left edge's vector */
        /* 2x2 and 3x3 at stride 2 (sy_simd_body_pool.h): odd sizes, pads, right and bottom pads, a last
         * vector that overlaps, rows of exactly one vector, more vectors than one group, ceil_mode */
        {{1, 2, 9, 35}, {3, 3}, {2, 2}, {1, 1, 1, 1}, {1, 1}, false},
        {{2, 3, 10, 64}, {3, 3}, {2, 2}, {1, 0, 0, 1}, {1, 1}, false},
        {{1, 2, 8, 33}, {3, 3}, {2, 2}, {0, 0, 0, 0}, {1, 1}, false},
        {{1, 3, 11, 47}, {3, 3}, {2, 2}, {0, 1, 1, 0}, {1, 1}, true},
        {{1, 2, 3, 40}, {3, 3}, {2, 2}, {1, 1, 1, 1}, {1, 1}, false},
        {{1, 1, 5, 400}, {3, 3}, {2, 2}, {1, 1, 1, 1}, {1, 1}, false},
        {{2, 2, 7, 34}, {2, 2}, {2, 2}, {0, 0, 0, 0}, {1, 1}, false},
        {{1, 2, 9, 31}, {2, 2}, {2, 2}, {1, 1, 1, 1}, {1, 1}, false},
        {{1, 2, 7, 45}, {2, 2}, {2, 2}, {0, 0, 0, 0}, {1, 1}, true},
        {{1, 2, 6, 17}, {2, 2}, {2, 2}, {1, 0, 0, 1}, {1, 1}, false},
        /* 2x2 at stride 2 on rows narrower than a vector (the CNN's pools, 24 -> 12 and 8 -> 4), odd
         * sizes whose last row and column no window takes, ceil_mode's window past x (not the 2x2 kernel) */
        {{2, 6, 24, 24}, {2, 2}, {2, 2}, {0, 0, 0, 0}, {1, 1}, false},
        {{3, 16, 8, 8}, {2, 2}, {2, 2}, {0, 0, 0, 0}, {1, 1}, false},
        {{2, 3, 9, 11}, {2, 2}, {2, 2}, {0, 0, 0, 0}, {1, 1}, false},
        {{2, 3, 5, 7}, {2, 2}, {2, 2}, {0, 0, 0, 0}, {1, 1}, true},
    };
    char what[256], vn[32];
    variant_name(_i, vn, sizeof vn);
    for (int d = 0; d < 2; d++)
        for (size_t k = 0; k < sizeof cases / sizeof cases[0]; k++)
            for (int special = 0; special < 4; special++) {
                const int64_t *xs = cases[k].x;
                const int64_t nx = xs[0] * xs[1] * xs[2] * xs[3];
                if (nx > 20000 && _i != sy__simd_isa_best())
                    continue;
                const sy_dtype dt = d ? SY_DTYPE_F64 : SY_DTYPE_F32;
                int64_t ys[4] = {xs[0], xs[1], 0, 0};
                for (int j = 0; j < 2; j++) {
                    const int64_t span = xs[2 + j] + cases[k].pads[j] + cases[k].pads[2 + j] -
                                         cases[k].dl[j] * (cases[k].k[j] - 1) - 1;
                    int64_t o = (cases[k].ceil ? span + cases[k].st[j] - 1 : span) / cases[k].st[j] + 1;
                    if (cases[k].ceil && (o - 1) * cases[k].st[j] >= xs[2 + j] + cases[k].pads[j])
                        o--;
                    ys[2 + j] = o;
                }
                const int64_t ny = ys[0] * ys[1] * ys[2] * ys[3];
                void *x = nn_rand(dt, nx, -1, 3, 51 + k);
                for (int64_t e = 0; e < nx; e++) { /* to integers: ties */
                    if (d)
                        ((double *)x)[e] = floor(((double *)x)[e]);
                    else
                        ((float *)x)[e] = floorf(((float *)x)[e]);
                }
                if (special == 3) /* one NaN in each odd plane, the even ones without */
                    for (int64_t p = 1; p < xs[0] * xs[1]; p += 2) {
                        const int64_t e = p * xs[2] * xs[3] + (p * 131) % (xs[2] * xs[3]);
                        if (d)
                            ((double *)x)[e] = NAN;
                        else
                            ((float *)x)[e] = NAN;
                    }
                else if (special)
                    for (int64_t e = 0; e < nx; e++) {
                        const bool set = e % 7 == 3 || e < xs[2] * xs[3] /* plane 0 */;
                        const double v = special == 1 ? NAN : -INFINITY;
                        if (set && d)
                            ((double *)x)[e] = v;
                        else if (set)
                            ((float *)x)[e] = (float)v;
                        else if (special == 2 && e % 3 == 1 && d) /* -0 among the zeros */
                            ((double *)x)[e] = ((double *)x)[e] == 0 ? -0.0 : ((double *)x)[e];
                        else if (special == 2 && e % 3 == 1)
                            ((float *)x)[e] = ((float *)x)[e] == 0 ? -0.0f : ((float *)x)[e];
                    }
                void *want = malloc((size_t)ny * esize[dt]), *got = malloc((size_t)ny * esize[dt]);
                int64_t *wi = malloc((size_t)ny * sizeof(int64_t)), *gi = malloc((size_t)ny * sizeof(int64_t));
                nn_call c = {0};
                nn_in(&c, 0, x, dt, 4, xs);
                nn_out(&c, 0, want, dt, 4, ys);
                nn_out(&c, 1, wi, SY_DTYPE_I64, 4, ys);
                for (int j = 0; j < 2; j++) {
                    c.attrs[SY_ATTR_MAX_POOL2D_KERNEL].i[j] = cases[k].k[j];
                    c.attrs[SY_ATTR_MAX_POOL2D_STRIDE].i[j] = cases[k].st[j];
                    c.attrs[SY_ATTR_MAX_POOL2D_DILATION].i[j] = cases[k].dl[j];
                }
                c.attrs[SY_ATTR_MAX_POOL2D_KERNEL].n = c.attrs[SY_ATTR_MAX_POOL2D_STRIDE].n = 2;
                c.attrs[SY_ATTR_MAX_POOL2D_DILATION].n = 2;
                c.attrs[SY_ATTR_MAX_POOL2D_PADS].n = 4;
                memcpy(c.attrs[SY_ATTR_MAX_POOL2D_PADS].i, cases[k].pads, sizeof cases[k].pads);
                c.attrs[SY_ATTR_MAX_POOL2D_CEIL_MODE].n = 1;
                c.attrs[SY_ATTR_MAX_POOL2D_CEIL_MODE].i[0] = cases[k].ceil;
                nn_args(&c, SY_OP_MAX_POOL2D, 1, 2);
                snprintf(what, sizeof what, "max_pool2d %s case %zu special %d [%s]", sy_dtype_name(dt), k, special, vn);
                SY_OK_OR_FAIL(sy_k_cpu_max_pool2d(&c.a));
                c.out[0].data = got;
                c.out[1].data = gi;
                SY_OK_OR_FAIL(sy_k_simd_max_pool2d(&c.a));
                nn_expect(dt, got, want, ny, 0, 0, what);
                for (int64_t e = 0; e < ny; e++)
                    ck_assert_msg(gi[e] == wi[e], "%s: index %lld is %lld, want %lld", what, (long long)e,
                                  (long long)gi[e], (long long)wi[e]);
                free(x);
                free(want);
                free(got);
                free(wi);
                free(gi);
            }
}
END_TEST

START_TEST(test_softmax_rows)
{
    if (!use_variant(_i))
        return;
    static const int64_t shapes[][2] = {{1, 1}, {3, 7}, {5, 16}, {4, 17}, {9, 33}, {64, 1000}, {3, 100000}, {2, 5}};
    char what[256], vn[32];
    variant_name(_i, vn, sizeof vn);
    for (int lf = 0; lf < 2; lf++)
        for (size_t k = 0; k < sizeof shapes / sizeof shapes[0]; k++) {
            const int64_t rows = shapes[k][0], n = shapes[k][1], tot = rows * n;
            float *x = nn_rand(SY_DTYPE_F32, tot, -10, 10, 21 + k);
            float *want = malloc((size_t)tot * sizeof(float)), *got = malloc((size_t)tot * sizeof(float));
            if (k == 1) { /* row 0 a NaN, row 1 a +inf, row 2 -inf entries */
                x[3] = NAN;
                x[n + 2] = INFINITY;
                x[2 * n] = x[2 * n + 4] = -INFINITY;
            }
            if (k == 7) /* a row of -inf alone */
                for (int64_t j = 0; j < n; j++)
                    x[j] = -INFINITY;
            nn_call c = {0};
            nn_in(&c, 0, x, SY_DTYPE_F32, 2, shapes[k]);
            nn_out(&c, 0, want, SY_DTYPE_F32, 2, shapes[k]);
            c.attrs[SY_ATTR_SOFTMAX_AXIS].n = 1;
            c.attrs[SY_ATTR_SOFTMAX_AXIS].i[0] = -1;
            nn_args(&c, lf ? SY_OP_LOG_SOFTMAX : SY_OP_SOFTMAX, 1, 1);
            snprintf(what, sizeof what, "%s [%lld, %lld] [%s]", lf ? "log_softmax" : "softmax", (long long)rows,
                     (long long)n, vn);
            SY_OK_OR_FAIL(lf ? sy_k_cpu_log_softmax(&c.a) : sy_k_cpu_softmax(&c.a));
            c.out[0].data = got;
            SY_OK_OR_FAIL(lf ? sy_k_simd_log_softmax(&c.a) : sy_k_simd_softmax(&c.a));
            nn_expect(SY_DTYPE_F32, got, want, tot, 1e-5, 1e-6, what);
            if (rows > 1) { /* along axis 0: rows strided in memory, declined */
                c.attrs[SY_ATTR_SOFTMAX_AXIS].i[0] = 0;
                ck_assert_int_eq(lf ? sy_k_simd_log_softmax(&c.a) : sy_k_simd_softmax(&c.a), SY_KERNEL_FALLBACK);
            }
            free(x);
            free(want);
            free(got);
        }
}
END_TEST

START_TEST(test_layer_norm_rows)
{
    if (!use_variant(_i))
        return;
    static const int64_t shapes[][2] = {{1, 1}, {3, 7}, {5, 16}, {4, 17}, {9, 33}, {64, 1000}, {3, 100000}};
    char what[256], vn[32];
    variant_name(_i, vn, sizeof vn);
    for (int wb = 0; wb < 4; wb++)
        for (size_t k = 0; k < sizeof shapes / sizeof shapes[0]; k++) {
            const int64_t rows = shapes[k][0], n = shapes[k][1], tot = rows * n;
            float *x = nn_rand(SY_DTYPE_F32, tot, -3, 5, 31 + k);
            float *w = nn_rand(SY_DTYPE_F32, n, -2, 2, 32 + k), *b = nn_rand(SY_DTYPE_F32, n, -2, 2, 33 + k);
            float *want[3], *got[3];
            const int64_t sizes[3] = {tot, rows, rows};
            for (int r = 0; r < 3; r++) {
                want[r] = malloc((size_t)sizes[r] * sizeof(float));
                got[r] = malloc((size_t)sizes[r] * sizeof(float));
            }
            const int64_t st[2] = {rows, 1};
            nn_call c = {0};
            nn_in(&c, 0, x, SY_DTYPE_F32, 2, shapes[k]);
            if (wb & 1)
                nn_in(&c, 1, w, SY_DTYPE_F32, 1, &shapes[k][1]);
            if (wb & 2)
                nn_in(&c, 2, b, SY_DTYPE_F32, 1, &shapes[k][1]);
            nn_out(&c, 0, want[0], SY_DTYPE_F32, 2, shapes[k]);
            nn_out(&c, 1, want[1], SY_DTYPE_F32, 2, st);
            nn_out(&c, 2, want[2], SY_DTYPE_F32, 2, st);
            c.attrs[SY_ATTR_LAYER_NORM_AXIS].n = 1;
            c.attrs[SY_ATTR_LAYER_NORM_AXIS].i[0] = -1;
            c.attrs[SY_ATTR_LAYER_NORM_EPSILON].f = k == 2 ? 0.5 : 1e-5;
            nn_args(&c, SY_OP_LAYER_NORM, 3, 3);
            SY_OK_OR_FAIL(sy_k_cpu_layer_norm(&c.a));
            for (int r = 0; r < 3; r++)
                c.out[r].data = got[r];
            SY_OK_OR_FAIL(sy_k_simd_layer_norm(&c.a));
            for (int r = 0; r < 3; r++) {
                snprintf(what, sizeof what, "layer_norm [%lld, %lld] weight %d bias %d, result %d [%s]",
                         (long long)rows, (long long)n, wb & 1, wb >> 1, r, vn);
                nn_expect(SY_DTYPE_F32, got[r], want[r], sizes[r], 1e-5, 1e-6, what);
                free(want[r]);
                free(got[r]);
            }
            free(x);
            free(w);
            free(b);
        }
}
END_TEST

/* ==== threads ==================================================================== */

START_TEST(test_thread_controls)
{
    sy_simd_set_num_threads(3);
    ck_assert_int_eq(sy_simd_num_threads(), 3);
    sy_simd_set_num_threads(1000);
    ck_assert_int_eq(sy_simd_num_threads(), 64);
    sy_simd_set_num_threads(0);
    const int def = sy_simd_num_threads();
    ck_assert_int_ge(def, 1);
    sy_simd_set_num_threads(-5);
    ck_assert_int_eq(sy_simd_num_threads(), def);
    /* one thread, and more threads than cores: still correct */
    for (int nt = 1; nt <= 5; nt += 4) {
        sy_simd_set_num_threads(nt);
        char what[64];
        const sy_dtype f[3] = {SY_DTYPE_F32, SY_DTYPE_F32, SY_DTYPE_F32};
        const int any[3] = {D_ANY, D_ANY, D_ANY};
        layout L1 = lay_contig(1000003);
        snprintf(what, sizeof what, "exp with %d threads", nt);
        run_ew(sy_k_cpu_exp, sy_k_simd_exp, SY_OP_EXP, 1, f, any, SY_DTYPE_F32, &L1, 1e-5, 1e-6, what);
        layout L2 = make_layout(1, 2, 1);
        snprintf(what, sizeof what, "row-broadcast add with %d threads", nt);
        run_ew(sy_k_cpu_add, sy_k_simd_add, SY_OP_ADD, 2, f, any, SY_DTYPE_F32, &L2, -1, 0, what);
        layout L3 = {"transposed", 2, {1023, 1029}, {{1, 1023}}};
        snprintf(what, sizeof what, "transposed copy with %d threads", nt);
        run_ew(sy_k_cpu_cast, sy_k_simd_cast, SY_OP_CAST, 1, f, any, SY_DTYPE_F32, &L3, -1, 0, what);
        static const int64_t red[][3] = {{1, 1000003, 1}, {1000, 301, 1}, {1, 5000, 300}, {3, 100003, 1}};
        float *in = malloc(1500000 * sizeof *in);
        ck_assert_ptr_nonnull(in);
        gen(in, SY_DTYPE_F32, D_ANY, 1500000, 5);
        for (size_t r = 0; r < sizeof red / sizeof red[0]; r++) {
            snprintf(what, sizeof what, "sum [%lld, %lld, %lld] with %d threads", (long long)red[r][0],
                     (long long)red[r][1], (long long)red[r][2], nt);
            run_reduce(sy_k_cpu_sum, sy_k_simd_sum, SY_OP_SUM, SY_DTYPE_F32, red[r][0], red[r][1], red[r][2], in, what);
        }
        free(in);
        mm_case mc1 = {1, 300, 200, 150, 0, 0, 0, 0};
        snprintf(what, sizeof what, "matmul with %d threads", nt);
        run_matmul(SY_DTYPE_F32, &mc1, what);
    }
    sy_simd_set_num_threads(5);
    const sy_dtype in_dt[2] = {SY_DTYPE_F32, SY_DTYPE_F32};
    const int kind[2] = {D_ANY, D_ANY};
    layout L = lay_contig(1000003);
    run_ew(sy_k_cpu_add, sy_k_simd_add, SY_OP_ADD, 2, in_dt, kind, SY_DTYPE_F32, &L, -1, 0, "add with 5 threads");
    mm_case mc = {1, 300, 200, 150, 0, 0, 0, 0};
    run_matmul(SY_DTYPE_F32, &mc, "matmul with 5 threads");
    restore_defaults();
}
END_TEST

/* two threads running big simd kernels at once (one finds the pool busy) */
static void *concurrent_main(void *arg)
{
    const int which = *(const int *)arg;
    for (int r = 0; r < 3; r++) {
        if (which == 0) {
            mm_case mc = {2, 200, 150, 100, 1, 0, 0, 0};
            run_matmul(SY_DTYPE_F32, &mc, "concurrent matmul");
        } else {
            const sy_dtype in_dt[2] = {SY_DTYPE_F64, SY_DTYPE_F64};
            const int kind[2] = {D_ANY, D_ANY};
            layout L = make_layout(1, 2, 1);
            run_ew(sy_k_cpu_mul, sy_k_simd_mul, SY_OP_MUL, 2, in_dt, kind, SY_DTYPE_F64, &L, -1, 0, "concurrent mul");
        }
    }
    return NULL;
}

START_TEST(test_concurrent_callers)
{
    sy_simd_set_num_threads(2);
    pthread_t t[2];
    int ids[2] = {0, 1};
    for (int i = 0; i < 2; i++)
        ck_assert_int_eq(pthread_create(&t[i], NULL, concurrent_main, &ids[i]), 0);
    for (int i = 0; i < 2; i++)
        pthread_join(t[i], NULL);
    restore_defaults();
}
END_TEST

START_TEST(test_isa_selection)
{
    const int best = sy__simd_isa_best();
    ck_assert_int_ge(best, SY__SIMD_ISA_GENERIC);
    ck_assert_int_lt(best, SY__SIMD_ISA_COUNT);
    ck_assert_int_eq(sy__simd_force_isa(SY__SIMD_ISA_GENERIC), SY__SIMD_ISA_GENERIC);
    ck_assert_str_eq(sy__simd_isa_get()->name, "generic");
    ck_assert_int_eq(sy__simd_force_isa(SY__SIMD_ISA_COUNT + 5), best); /* clamped */
    ck_assert_str_eq(sy_simd_isa(), sy__simd_isa_get()->name);
    ck_assert_int_eq(sy__simd_force_isa(-1), best);
    ck_assert_int_eq(sy__simd_isa_get()->level, best);
    static const char *names[] = {"generic", "avx2", "avx512"};
    ck_assert_str_eq(sy_simd_isa(), names[best]);
}
END_TEST

Suite *suite_simd(void)
{
    Suite *s = suite_create("simd");
    TCase *tc = tcase_create("elementwise");
    tcase_set_timeout(tc, 600);
    /* own-process: the largest kernel-only case, run by tools/check_split.sh
     * beside the other two parts */
    tcase_set_tags(tc, "kernel-only own-process");
    tcase_add_checked_fixture(tc, NULL, restore_defaults);
    tcase_add_loop_test(tc, test_unary, 0, N_VARIANTS);
    tcase_add_loop_test(tc, test_binary, 0, N_VARIANTS);
    tcase_add_loop_test(tc, test_compare, 0, N_VARIANTS);
    tcase_add_loop_test(tc, test_where, 0, N_VARIANTS);
    tcase_add_loop_test(tc, test_cast, 0, N_VARIANTS);
    tcase_add_loop_test(tc, test_fill, 0, N_VARIANTS);
    tcase_add_loop_test(tc, test_transcendental_ulp, 0, N_VARIANTS);
    suite_add_tcase(s, tc);

    tc = tcase_create("reduce");
    tcase_set_timeout(tc, 600);
    tcase_set_tags(tc, "kernel-only");
    tcase_add_checked_fixture(tc, NULL, restore_defaults);
    tcase_add_loop_test(tc, test_reduce, 0, N_VARIANTS);
    tcase_add_loop_test(tc, test_reduce_max_special, 0, N_VARIANTS);
    tcase_add_loop_test(tc, test_sum_f32_bound, 0, N_VARIANTS);
    suite_add_tcase(s, tc);

    tc = tcase_create("matmul");
    tcase_set_timeout(tc, 600);
    tcase_set_tags(tc, "kernel-only");
    tcase_add_checked_fixture(tc, NULL, restore_defaults);
    tcase_add_loop_test(tc, test_matmul, 0, N_VARIANTS);
    suite_add_tcase(s, tc);

    tc = tcase_create("nn");
    tcase_set_timeout(tc, 600);
    tcase_set_tags(tc, "kernel-only");
    tcase_add_checked_fixture(tc, NULL, restore_defaults);
    tcase_add_loop_test(tc, test_conv2d, 0, N_VARIANTS);
    tcase_add_loop_test(tc, test_conv2d_backward, 0, N_VARIANTS);
    tcase_add_loop_test(tc, test_max_pool2d, 0, N_VARIANTS);
    tcase_add_loop_test(tc, test_softmax_rows, 0, N_VARIANTS);
    tcase_add_loop_test(tc, test_layer_norm_rows, 0, N_VARIANTS);
    suite_add_tcase(s, tc);

    tc = tcase_create("runtime");
    tcase_set_timeout(tc, 600);
    tcase_add_checked_fixture(tc, NULL, restore_defaults);
    tcase_add_test(tc, test_thread_controls);
    tcase_add_test(tc, test_concurrent_callers);
    tcase_add_test(tc, test_isa_selection);
    suite_add_tcase(s, tc);
    return s;
}

#else

Suite *suite_simd(void)
{
    Suite *s = suite_create("simd");
    return s; /* the simd backend is not compiled in */
}

#endif
