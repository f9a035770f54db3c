/* group_norm, group_norm_backward, grid_sample and grid_sample_backward on
 * every device of every enabled real backend, against cpu, beyond the ops
 * suite's generic cases: x of rank 2 to 5, several groups, one group, one
 * channel per group, scale and bias each absent and present, every gradient
 * (wrt 0, 1, 2), strided inputs (made contiguous by the runtime), epsilon 0;
 * grid_sample and both of its gradients over every mode, padding_mode and
 * align_corners, grid coordinates inside and outside [-1, 1], on the pixel
 * centers and edges, NaN and infinite ones, N and C above 1, x of one pixel
 * along an axis. Data with NaN and infinities too.
 *
 * Every backend computes these in double in cpu's order of summation (opencl
 * too, on devices with fp64: x's gradient of grid_sample is a gather in
 * cpu's order, kernels/opencl/sy_opencl_grid.c), so results must equal
 * cpu's bit for bit, NaN for NaN. */
#define _POSIX_C_SOURCE 200809L
#include <math.h>
#include <stdio.h>
#include <stdlib.h>

#include "sy_test.h"

static sy_device g_devs[SY_CK_MAX_DEVICES];
static int g_ndev;
static const sy_device cpu0 = {SY_BACKEND_CPU, 0, 0, 0, 0};

/* Data kinds: values in [-2, 2]; the same with NaN, +inf and -inf here and
 * there; grid coordinates (see grid_value). */
enum { D_ANY, D_SPECIAL, D_GRID };

/* A grid coordinate: mostly in [-1.6, 1.6] in steps of 1/16 (on and between
 * pixel centers and edges for the sizes below), with -1, 1, NaN, +inf, -inf
 * and a huge one here and there. */
static double grid_value(uint32_t r)
{
    switch (r % 23u) {
    case 0:
        return NAN;
    case 1:
        return INFINITY;
    case 2:
        return -INFINITY;
    case 3:
        return 1e30;
    case 4:
        return -1;
    case 5:
        return 1;
    default:
        return ((double)(r / 23u % 53u) - 26.0) / 16.0;
    }
}

static void *gen(sy_dtype dt, int64_t n, int kind, uint32_t seed)
{
    void *buf = malloc((size_t)(n > 0 ? n : 1) * sy_dtype_size(dt));
    ck_assert_ptr_nonnull(buf);
    for (int64_t j = 0; j < n; j++) {
        const uint32_t r = sy_ck_mix(seed, (uint64_t)j);
        double f = (double)(r % 4001u) / 1000.0 - 2.0;
        if (kind == D_SPECIAL && r % 13u == 5u)
            f = (r / 13u) % 3u == 0 ? NAN : (r / 13u) % 3u == 1 ? INFINITY : -INFINITY;
        if (kind == D_GRID)
            f = grid_value(r);
        if (dt == SY_DTYPE_F32)
            ((float *)buf)[j] = (float)f;
        else
            ((double *)buf)[j] = f;
    }
    return buf;
}

/* A tensor on dev; `transposed`: made with the last two axes swapped and
 * viewed back (a strided input of the given shape). */
static sy_tensor *make_on(sy_device dev, sy_dtype dt, const int64_t *shape, int rank, int kind, uint32_t seed,
                          bool transposed)
{
    void *data = gen(dt, sy_ck_numel(shape, rank), kind, seed);
    sy_tensor *t = sy_ck_tensor_on(dev, dt, shape, rank, data, transposed);
    free(data);
    return t;
}

/* got (on dev) equals want (on cpu) bit for bit: shape, dtype, values, the
 * sign of zeros, NaN where want has NaN. */
static void same_bits(const sy_tensor *got, const sy_tensor *want, sy_device dev, const char *what)
{
    ck_assert_msg(sy_device_eq(sy_tensor_device(got), dev), "%s: the result is not on the device", what);
    const sy_dtype dt = sy_tensor_dtype(want);
    const sy_ck_shape ws = sy_ck_shape_of(want);
    sy_ck_assert_shape(got, dt, ws.rank, ws.d, what);
    sy_ck_vals g = sy_ck_read(got), w = sy_ck_read(want);
    for (int64_t j = 0; j < g.n; j++) {
        const bool ok = isnan(w.f[j]) ? isnan(g.f[j]) : g.f[j] == w.f[j] && signbit(g.f[j]) == signbit(w.f[j]);
        ck_assert_msg(ok, "%s: element %lld is %.17g, cpu's %.17g", what, (long long)j, g.f[j], w.f[j]);
    }
    sy_ck_vals_free(&g);
    sy_ck_vals_free(&w);
}

static void release_all(sy_tensor **t, size_t n)
{
    for (size_t j = 0; j < n; j++)
        sy_tensor_release(t[j]);
}

static const sy_dtype float_dtypes[] = {SY_DTYPE_F32, SY_DTYPE_F64};

/* ---- group_norm, group_norm_backward ------------------------------------------------- */

typedef struct gn_case {
    int rank;
    int64_t shape[5];
    int64_t groups;
    double eps;
    bool transposed;
} gn_case;

static const gn_case gn_cases[] = {
    {3, {2, 6, 5}, 3, 1e-5, false},        {4, {2, 4, 3, 5}, 2, 0.5, true},   {5, {1, 6, 2, 3, 2}, 6, 1e-3, false},
    {5, {2, 4, 3, 2, 2}, 1, 0.0, false},   {2, {3, 8}, 4, 1e-5, false},       {3, {1, 4, 300}, 2, 1e-5, false},
    {4, {3, 6, 1, 1}, 2, 1e-5, false},     {3, {0, 4, 3}, 2, 1e-5, false},    {3, {2, 4, 0}, 2, 1e-5, false},
};
#define N_GN ((int)(sizeof gn_cases / sizeof gn_cases[0]))

static void run_group_norm(sy_device dev)
{
    sy_ck_leak snap = sy_ck_leak_snap();
    char ds[SY__DEVICE_STR_MAX], what[300];
    int ran = 0;
    for (int d = 0; d < 2; d++)
        for (int c = 0; c < N_GN; c++)
            for (int opt = 0; opt < 4; opt++)
                for (int kind = D_ANY; kind <= D_SPECIAL; kind++) {
                    const sy_dtype dt = float_dtypes[d];
                    const gn_case *k = &gn_cases[c];
                    if (!sy_ck_runs(dev, SY_OP_GROUP_NORM, dt))
                        continue;
                    const bool has_s = opt & 1, has_b = opt & 2;
                    sy_device_format(dev, ds, sizeof ds);
                    snprintf(what, sizeof what, "sy_group_norm on %s, %s, case %d (groups %lld), scale %d bias %d, data %d",
                             ds, sy_dtype_name(dt), c, (long long)k->groups, (int)has_s, (int)has_b, kind);
                    const uint32_t seed = (uint32_t)(c * 41 + d * 7 + opt * 3 + kind);
                    const int64_t ch[1] = {k->shape[1]};
                    sy_tensor *t[12] = {NULL};
                    t[0] = make_on(cpu0, dt, k->shape, k->rank, kind, seed, k->transposed);
                    t[1] = make_on(dev, dt, k->shape, k->rank, kind, seed, k->transposed);
                    if (has_s) {
                        t[2] = make_on(cpu0, dt, ch, 1, D_ANY, seed + 1, false);
                        t[3] = make_on(dev, dt, ch, 1, D_ANY, seed + 1, false);
                    }
                    if (has_b) {
                        t[4] = make_on(cpu0, dt, ch, 1, D_ANY, seed + 2, false);
                        t[5] = make_on(dev, dt, ch, 1, D_ANY, seed + 2, false);
                    }
                    SY_OK_OR_FAIL(sy_group_norm(t[0], t[2], t[4], k->groups, k->eps, &t[6]));
                    SY_OK_OR_FAIL(sy_group_norm(t[1], t[3], t[5], k->groups, k->eps, &t[7]));
                    same_bits(t[7], t[6], dev, what);
                    /* the gradients, dy of x's shape; scale only where the forward had it */
                    t[8] = make_on(cpu0, dt, k->shape, k->rank, D_ANY, seed + 3, false);
                    t[9] = make_on(dev, dt, k->shape, k->rank, D_ANY, seed + 3, false);
                    for (int wrt = 0; wrt < 3; wrt++) {
                        char w2[340];
                        snprintf(w2, sizeof w2, "%s: group_norm_backward wrt %d", what, wrt);
                        SY_OK_OR_FAIL(sy_group_norm_backward(t[8], t[0], t[2], k->groups, k->eps, wrt, &t[10]));
                        SY_OK_OR_FAIL(sy_group_norm_backward(t[9], t[1], t[3], k->groups, k->eps, wrt, &t[11]));
                        same_bits(t[11], t[10], dev, w2);
                        sy_tensor_release(t[10]);
                        sy_tensor_release(t[11]);
                        t[10] = t[11] = NULL;
                    }
                    release_all(t, 12);
                    ran++;
                }
    ck_assert_msg(ran > 0 || !sy_backend_stores((sy_backend)dev.backend, SY_DTYPE_F32), "nothing ran");
    SY_CK_NO_LEAK(snap);
}
START_TEST(test_group_norm) { run_group_norm(g_devs[_i]); }
END_TEST

/* ---- grid_sample, grid_sample_backward ----------------------------------------------- */

typedef struct gs_case {
    int64_t x[4], ho, wo;
    bool transposed; /* x strided */
} gs_case;

static const gs_case gs_cases[] = {
    {{2, 3, 4, 5}, 3, 4, false}, {{1, 2, 5, 3}, 6, 2, true}, {{2, 1, 1, 4}, 2, 3, false},
    {{1, 2, 3, 1}, 4, 4, false}, {{1, 1, 7, 6}, 9, 11, false},
};
#define N_GS ((int)(sizeof gs_cases / sizeof gs_cases[0]))

static void run_grid_sample(sy_device dev)
{
    sy_ck_leak snap = sy_ck_leak_snap();
    char ds[SY__DEVICE_STR_MAX], what[300];
    int ran = 0;
    for (int d = 0; d < 2; d++)
        for (int c = 0; c < N_GS; c++)
            for (int mode = 0; mode < 3; mode++)
                for (int pad = 0; pad < 3; pad++)
                    for (int ac = 0; ac < 2; ac++) {
                        const sy_dtype dt = float_dtypes[d];
                        const gs_case *k = &gs_cases[c];
                        if (!sy_ck_runs(dev, SY_OP_GRID_SAMPLE_BACKWARD, dt))
                            continue;
                        sy_device_format(dev, ds, sizeof ds);
                        snprintf(what, sizeof what, "sy_grid_sample on %s, %s, case %d, mode %d padding_mode %d align_corners %d",
                                 ds, sy_dtype_name(dt), c, mode, pad, ac);
                        const uint32_t seed = (uint32_t)(c * 97 + d * 13 + mode * 5 + pad * 3 + ac);
                        const int64_t gshape[4] = {k->x[0], k->ho, k->wo, 2};
                        const int64_t dyshape[4] = {k->x[0], k->x[1], k->ho, k->wo};
                        const int kind = c % 2 ? D_SPECIAL : D_ANY;
                        sy_tensor *t[10] = {NULL};
                        t[0] = make_on(cpu0, dt, k->x, 4, kind, seed, k->transposed);
                        t[1] = make_on(dev, dt, k->x, 4, kind, seed, k->transposed);
                        t[2] = make_on(cpu0, dt, gshape, 4, D_GRID, seed + 1, false);
                        t[3] = make_on(dev, dt, gshape, 4, D_GRID, seed + 1, false);
                        t[4] = make_on(cpu0, dt, dyshape, 4, D_ANY, seed + 2, false);
                        t[5] = make_on(dev, dt, dyshape, 4, D_ANY, seed + 2, false);
                        SY_OK_OR_FAIL(sy_grid_sample(t[0], t[2], mode, pad, ac != 0, &t[6]));
                        SY_OK_OR_FAIL(sy_grid_sample(t[1], t[3], mode, pad, ac != 0, &t[7]));
                        same_bits(t[7], t[6], dev, what);
                        for (int wg = 0; wg < 2; wg++) {
                            char w2[340];
                            snprintf(w2, sizeof w2, "%s: grid_sample_backward wrt %s", what, wg ? "grid" : "x");
                            SY_OK_OR_FAIL(sy_grid_sample_backward(t[4], t[0], t[2], mode, pad, ac != 0, wg != 0, &t[8]));
                            SY_OK_OR_FAIL(sy_grid_sample_backward(t[5], t[1], t[3], mode, pad, ac != 0, wg != 0, &t[9]));
                            same_bits(t[9], t[8], dev, w2);
                            sy_tensor_release(t[8]);
                            sy_tensor_release(t[9]);
                            t[8] = t[9] = NULL;
                        }
                        release_all(t, 10);
                        ran++;
                    }
    ck_assert_msg(ran > 0 || !sy_backend_stores((sy_backend)dev.backend, SY_DTYPE_F32), "nothing ran");
    SY_CK_NO_LEAK(snap);
}
START_TEST(test_grid_sample) { run_grid_sample(g_devs[_i]); }
END_TEST

/* An empty batch: empty results, and group_norm_backward's zeros for scale and bias. */
static void run_empty(sy_device dev)
{
    sy_ck_leak snap = sy_ck_leak_snap();
    for (int d = 0; d < 2; d++) {
        const sy_dtype dt = float_dtypes[d];
        if (!sy_ck_runs(dev, SY_OP_GRID_SAMPLE_BACKWARD, dt))
            continue;
        const int64_t xs[4] = {0, 2, 3, 3}, gs[4] = {0, 2, 2, 2}, dys[4] = {0, 2, 2, 2};
        sy_tensor *t[6] = {NULL};
        SY_OK_OR_FAIL(sy_zeros(xs, 4, dt, dev, &t[0]));
        SY_OK_OR_FAIL(sy_zeros(gs, 4, dt, dev, &t[1]));
        SY_OK_OR_FAIL(sy_zeros(dys, 4, dt, dev, &t[2]));
        SY_OK_OR_FAIL(sy_grid_sample_backward(t[2], t[0], t[1], 2, 1, false, false, &t[3]));
        SY_OK_OR_FAIL(sy_grid_sample_backward(t[2], t[0], t[1], 0, 2, true, true, &t[4]));
        ck_assert_int_eq(sy_tensor_numel(t[3]), 0);
        ck_assert_int_eq(sy_tensor_numel(t[4]), 0);
        SY_OK_OR_FAIL(sy_group_norm_backward(t[0], t[0], NULL, 2, 1e-5, 1, &t[5]));
        sy_ck_vals v = sy_ck_read(t[5]);
        ck_assert_int_eq(v.n, 2);
        ck_assert(v.f[0] == 0 && v.f[1] == 0);
        sy_ck_vals_free(&v);
        release_all(t, 6);
    }
    SY_CK_NO_LEAK(snap);
}
START_TEST(test_empty) { run_empty(g_devs[_i]); }
END_TEST

#if SY_WITH_OPENCL
/* opencl with SY_OPENCL_FP64=0 (its devices treated as lacking doubles):
 * every call declined by the kernel (SY_KERNEL_FALLBACK, f32 too: the
 * kernels compute in double) and run on cpu, staged, with the result on the
 * device. (Checks the shipped opencl backend.) */
START_TEST(test_opencl_without_fp64)
{
    const int n = sy_backend_device_count(SY_BACKEND_OPENCL);
    if (n == 0)
        return;
    setenv("SY_OPENCL_FP64", "0", 1);
    sy_shutdown();
    for (int d = 0; d < n; d++) {
        const sy_device dev = sy_device_of(SY_BACKEND_OPENCL, d);
        run_group_norm(dev);
        run_grid_sample(dev);
        run_empty(dev);
    }
    unsetenv("SY_OPENCL_FP64");
    sy_shutdown();
}
END_TEST
#endif

Suite *suite_normkernels(void)
{
    Suite *s = suite_create("normkernels");
    g_ndev = sy_ck_devices(g_devs, SY_CK_MAX_DEVICES);
    TCase *tc = tcase_create("against cpu");
    tcase_set_timeout(tc, 600);
    tcase_add_loop_test(tc, test_group_norm, 0, g_ndev);
    tcase_add_loop_test(tc, test_grid_sample, 0, g_ndev);
    tcase_add_loop_test(tc, test_empty, 0, g_ndev);
#if SY_WITH_OPENCL
    tcase_add_test(tc, test_opencl_without_fp64);
#endif
    suite_add_tcase(s, tc);
    return s;
}
