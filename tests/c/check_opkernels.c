/* The kernels of the families declared with `kernel: op` on every device of
 * every enabled real backend, against cpu, beyond the generic cases of the
 * ops suite (which pass one tensor to concat and every optional input):
 * rows long enough to span work-groups, negative axes, strided inputs (made
 * contiguous by the runtime), every dtype the op takes and the backend
 * stores, NaN, infinities and ties, concat of several inputs (more than a
 * captured node holds, one of them empty), both index dtypes and negative
 * indices for gather and gather_backward (repeated ones too), every pad
 * mode, layer_norm with weight and bias each absent and present and all
 * three of its results, the refusal of a gather or gather_backward index out
 * of range by whichever kernel runs it; max_pool2d and its gradient over
 * strides, dilation, asymmetric pads and ceil_mode, with ties, NaN and
 * windows that overlap, and the gradient's refusal of an index outside dx;
 * conv2d and its two gradient ops over strides, dilation, asymmetric pads,
 * groups, bias absent and present; cumsum over every flag, topk and sort
 * with their indices; lp_pool, adaptive_avg_pool, adaptive_max_pool,
 * max_unpool and their gradients over 1 to 3 spatial axes, strides, pads,
 * overlapping windows, NaN, and max_unpool's repeated indices (the last
 * element wins) and its refusal of an index outside its result.
 *
 * Results that are exact (argmax, argmin, concat, gather, gather_backward,
 * pad, max_pool2d and max_pool2d_backward) must equal cpu's bit for bit;
 * softmax, log_softmax, layer_norm and the conv ops within the ops suite's
 * elementwise bounds (f32: rtol 1e-5, atol 1e-6; f64: 1e-12). */
#define _POSIX_C_SOURCE 200809L
#include <math.h>
#include <stdio.h>
#include <stdlib.h>

#include "sy_test.h"

static sy_device g_devs[SY_CK_MAX_DEVICES];
static int g_ndev;
static const sy_device cpu0 = {SY_BACKEND_CPU, 0, 0, 0, 0};
static sy_tensor *const poison = (sy_tensor *)(uintptr_t)0x5a5a5a50;

/* Data kinds of gen(). */
enum { D_ANY, D_TIES, D_SPECIAL };

/* n values of dt from seed: ANY in [-2, 2] (ints -50..50); TIES from a few
 * values (ints 0..3, floats -1, 0, 1, 2); SPECIAL like TIES for ints, and for
 * floats ANY with a NaN, +inf and -inf here and there. */
static void *gen(sy_dtype dt, int64_t n, int kind, uint32_t seed)
{
    void *buf = malloc((size_t)(n > 0 ? n : 1) * sy_dtype_size(dt));
    ck_assert_ptr_nonnull(buf);
    for (int64_t j = 0; j < n; j++) {
        const uint32_t r = sy_ck_mix(seed, (uint64_t)j);
        double f = kind == D_ANY || kind == D_SPECIAL ? (double)(r % 4001u) / 1000.0 - 2.0 : (double)(r % 4u) - 1.0;
        if (kind == D_SPECIAL && r % 11u == 3u)
            f = (r / 11u) % 3u == 0 ? NAN : (r / 11u) % 3u == 1 ? INFINITY : -INFINITY;
        const int64_t i = kind == D_ANY ? (int64_t)(r % 101u) - 50 : (int64_t)(r % 4u);
        switch (dt) {
        case SY_DTYPE_F32:
            ((float *)buf)[j] = (float)f;
            break;
        case SY_DTYPE_F64:
            ((double *)buf)[j] = f;
            break;
        case SY_DTYPE_I32:
            ((int32_t *)buf)[j] = (int32_t)i;
            break;
        case SY_DTYPE_I64:
            ((int64_t *)buf)[j] = i;
            break;
        default:
            ((uint8_t *)buf)[j] = (uint8_t)(r & 1u);
            break;
        }
    }
    return buf;
}

/* A tensor on dev of the given shape and data; with `transposed`, the data
 * is made with the last two axes swapped and the result is its transpose (a
 * strided view of the logical shape). */
static sy_tensor *make_on(sy_device dev, sy_dtype dt, const int64_t *shape, int rank, int kind, uint32_t seed,
                          bool transposed)
{
    void *data = gen(dt, sy_ck_numel(shape, rank), kind, seed);
    sy_tensor *t = sy_ck_tensor_on(dev, dt, shape, rank, data, transposed);
    free(data);
    return t;
}

/* got (on dev) against want (on cpu): the same shape and dtype, then the
 * values, exactly or within the float bounds above. */
static void same(const sy_tensor *got, const sy_tensor *want, bool exact, const char *what)
{
    const sy_dtype dt = sy_tensor_dtype(want);
    const sy_ck_shape ws = sy_ck_shape_of(want);
    sy_ck_assert_shape(got, dt, ws.rank, ws.d, what);
    sy_ck_vals g = sy_ck_read(got), w = sy_ck_read(want);
    const bool f32 = dt == SY_DTYPE_F32;
    sy_ck_compare(&g, &w, exact ? 0 : f32 ? 1e-5 : 1e-12, exact ? 0 : f32 ? 1e-6 : 1e-12, what);
    if (exact && sy_dtype_is_float(dt)) /* bit for bit: -0 and 0 differ */
        for (int64_t j = 0; j < g.n; j++)
            ck_assert_msg(isnan(g.f[j]) ? isnan(w.f[j]) : signbit(g.f[j]) == signbit(w.f[j]), "%s: element %lld's sign",
                          what, (long long)j);
    sy_ck_vals_free(&g);
    sy_ck_vals_free(&w);
}

static const char *name_of(sy_device d, char *buf, size_t size)
{
    sy_device_format(d, buf, size);
    return buf;
}

static const sy_dtype all_dtypes[] = {SY_DTYPE_F32, SY_DTYPE_F64, SY_DTYPE_I32, SY_DTYPE_I64, SY_DTYPE_BOOL};
#define N_DT ((int)(sizeof all_dtypes / sizeof all_dtypes[0]))

/* ---- softmax, log_softmax --------------------------------------------------- */

typedef struct axis_case {
    int rank;
    int64_t shape[4];
    int axis;
    bool transposed;
} axis_case;

static const axis_case row_cases[] = {
    {2, {5, 37}, -1, false}, {2, {5, 37}, 0, false},       {3, {2, 3, 33}, -2, false}, {3, {2, 3, 33}, -3, false},
    {2, {3, 300}, 1, false}, {2, {300, 2}, -2, false},     {2, {7, 6}, -1, true},      {2, {7, 6}, 0, true},
    {1, {1}, 0, false},      {4, {2, 1, 3, 4}, -3, false},
};
#define N_ROW ((int)(sizeof row_cases / sizeof row_cases[0]))

static void run_softmax(sy_device dev)
{
    sy_ck_leak snap = sy_ck_leak_snap();
    char ds[SY__DEVICE_STR_MAX], what[256];
    int ran = 0;
    for (int logf_ = 0; logf_ < 2; logf_++)
        for (int d = 0; d < N_DT; d++)
            for (int c = 0; c < N_ROW; c++)
                for (int kind = D_ANY; kind <= D_SPECIAL; kind += D_SPECIAL) {
                    const sy_op op = logf_ ? SY_OP_LOG_SOFTMAX : SY_OP_SOFTMAX;
                    const sy_dtype dt = all_dtypes[d];
                    const axis_case *k = &row_cases[c];
                    if (!sy_ck_runs(dev, op, dt))
                        continue;
                    snprintf(what, sizeof what, "sy_%s on %s, %s, case %d axis %d, data %d", sy_op_name(op),
                             name_of(dev, ds, sizeof ds), sy_dtype_name(dt), c, k->axis, kind);
                    const uint32_t seed = (uint32_t)(c * 7 + d * 131 + kind);
                    sy_tensor *xc = make_on(cpu0, dt, k->shape, k->rank, kind, seed, k->transposed);
                    sy_tensor *xd = make_on(dev, dt, k->shape, k->rank, kind, seed, k->transposed);
                    sy_tensor *yc, *yd;
                    SY_OK_OR_FAIL(logf_ ? sy_log_softmax(xc, k->axis, &yc) : sy_softmax(xc, k->axis, &yc));
                    SY_OK_OR_FAIL(logf_ ? sy_log_softmax(xd, k->axis, &yd) : sy_softmax(xd, k->axis, &yd));
                    ck_assert(sy_device_eq(sy_tensor_device(yd), dev));
                    same(yd, yc, false, what);
                    sy_tensor *all[] = {xc, xd, yc, yd};
                    for (size_t j = 0; j < 4; j++)
                        sy_tensor_release(all[j]);
                    ran++;
                }
    ck_assert_msg(ran > 0 || !sy_backend_stores((sy_backend)dev.backend, SY_DTYPE_F32), "nothing ran");
    SY_CK_NO_LEAK(snap);
}
START_TEST(test_softmax) { run_softmax(g_devs[_i]); }
END_TEST

/* ---- argmax, argmin ----------------------------------------------------------- */

static void run_argmax(sy_device dev)
{
    sy_ck_leak snap = sy_ck_leak_snap();
    char ds[SY__DEVICE_STR_MAX], what[256];
    for (int mx = 0; mx < 2; mx++)
        for (int d = 0; d < N_DT; d++)
            for (int c = 0; c < N_ROW; c++)
                for (int kind = D_ANY; kind <= D_SPECIAL; kind++)
                    for (int flags = 0; flags < 4; flags++) {
                        const sy_op op = mx ? SY_OP_ARGMAX : SY_OP_ARGMIN;
                        const sy_dtype dt = all_dtypes[d];
                        const axis_case *k = &row_cases[c];
                        const bool keepdim = flags & 1, last = flags & 2;
                        if (!sy_ck_runs(dev, op, dt))
                            continue;
                        snprintf(what, sizeof what, "sy_%s on %s, %s, case %d axis %d keepdim %d last %d, data %d",
                                 sy_op_name(op), name_of(dev, ds, sizeof ds), sy_dtype_name(dt), c, k->axis,
                                 (int)keepdim, (int)last, kind);
                        const uint32_t seed = (uint32_t)(c * 5 + d * 31 + kind * 7 + 1);
                        sy_tensor *xc = make_on(cpu0, dt, k->shape, k->rank, kind, seed, k->transposed);
                        sy_tensor *xd = make_on(dev, dt, k->shape, k->rank, kind, seed, k->transposed);
                        sy_tensor *yc, *yd;
                        SY_OK_OR_FAIL(mx ? sy_argmax(xc, k->axis, keepdim, last, &yc)
                                         : sy_argmin(xc, k->axis, keepdim, last, &yc));
                        SY_OK_OR_FAIL(mx ? sy_argmax(xd, k->axis, keepdim, last, &yd)
                                         : sy_argmin(xd, k->axis, keepdim, last, &yd));
                        same(yd, yc, true, what);
                        sy_tensor *all[] = {xc, xd, yc, yd};
                        for (size_t j = 0; j < 4; j++)
                            sy_tensor_release(all[j]);
                    }
    SY_CK_NO_LEAK(snap);
}
START_TEST(test_argmax) { run_argmax(g_devs[_i]); }
END_TEST

/* ---- concat ---------------------------------------------------------------------- */

typedef struct concat_case {
    int n, rank, axis;
    int64_t shapes[5][3];
    int transposed; /* the index of an input given as a strided view, or -1 */
} concat_case;

static const concat_case concat_cases[] = {
    {3, 2, 0, {{2, 3}, {4, 3}, {1, 3}}, -1}, {3, 2, -1, {{5, 2}, {5, 7}, {5, 1}}, 1},
    {2, 3, 1, {{2, 3, 4}, {2, 5, 4}}, -1},   {5, 3, -2, {{2, 1, 3}, {2, 4, 3}, {2, 0, 3}, {2, 2, 3}, {2, 3, 3}}, 3},
    {4, 1, 0, {{3}, {0}, {40}, {2}}, -1},    {1, 2, 1, {{3, 4}}, 0},
    {2, 2, 0, {{0, 3}, {0, 3}}, -1},
};

static void run_concat(sy_device dev)
{
    sy_ck_leak snap = sy_ck_leak_snap();
    char ds[SY__DEVICE_STR_MAX], what[256];
    for (int d = 0; d < N_DT; d++)
        for (size_t c = 0; c < sizeof concat_cases / sizeof concat_cases[0]; c++) {
            const sy_dtype dt = all_dtypes[d];
            const concat_case *k = &concat_cases[c];
            if (!sy_ck_runs(dev, SY_OP_CONCAT, dt))
                continue;
            snprintf(what, sizeof what, "sy_concat on %s, %s, case %zu (%d inputs, axis %d)",
                     name_of(dev, ds, sizeof ds), sy_dtype_name(dt), c, k->n, k->axis);
            sy_tensor *xc[5], *xd[5], *yc, *yd;
            for (int i = 0; i < k->n; i++) {
                const uint32_t seed = (uint32_t)(c * 17 + (size_t)i * 3 + (size_t)d * 101);
                const bool tr = i == k->transposed;
                xc[i] = make_on(cpu0, dt, k->shapes[i], k->rank, D_SPECIAL, seed, tr);
                xd[i] = make_on(dev, dt, k->shapes[i], k->rank, D_SPECIAL, seed, tr);
            }
            SY_OK_OR_FAIL(sy_concat((const sy_tensor *const *)xc, k->n, k->axis, &yc));
            SY_OK_OR_FAIL(sy_concat((const sy_tensor *const *)xd, k->n, k->axis, &yd));
            same(yd, yc, true, what);
            for (int i = 0; i < k->n; i++) {
                sy_tensor_release(xc[i]);
                sy_tensor_release(xd[i]);
            }
            sy_tensor_release(yc);
            sy_tensor_release(yd);
        }
    SY_CK_NO_LEAK(snap);
}
START_TEST(test_concat) { run_concat(g_devs[_i]); }
END_TEST

/* ---- gather ------------------------------------------------------------------------- */

typedef struct gather_case {
    int rank;
    int64_t shape[3];
    int axis;
    bool transposed;
    int irank;
    int64_t ishape[2];
    int64_t idx[8];
} gather_case;

static const gather_case gather_cases[] = {
    {2, {4, 5}, 0, false, 1, {3}, {3, -1, 0}},
    {2, {4, 5}, -1, true, 2, {2, 2}, {-5, 4, 2, 2}},
    {3, {2, 6, 3}, 1, false, 0, {0}, {-6}},
    {3, {2, 6, 3}, -3, false, 2, {4, 2}, {1, 0, -2, -1, 1, 1, 0, 0}},
    {1, {50}, 0, false, 1, {8}, {49, -50, 7, 25, -1, 0, 13, 13}},
    {2, {3, 2}, 1, false, 1, {0}, {0}},
};

static void run_gather(sy_device dev)
{
    sy_ck_leak snap = sy_ck_leak_snap();
    char ds[SY__DEVICE_STR_MAX], what[256];
    for (int d = 0; d < N_DT; d++)
        for (int it = 0; it < 2; it++)
            for (size_t c = 0; c < sizeof gather_cases / sizeof gather_cases[0]; c++) {
                const sy_dtype dt = all_dtypes[d], idt = it ? SY_DTYPE_I64 : SY_DTYPE_I32;
                const gather_case *k = &gather_cases[c];
                if (!sy_ck_runs(dev, SY_OP_GATHER, dt) || !sy_backend_stores((sy_backend)dev.backend, idt))
                    continue;
                snprintf(what, sizeof what, "sy_gather on %s, %s at %s, case %zu axis %d", name_of(dev, ds, sizeof ds),
                         sy_dtype_name(dt), sy_dtype_name(idt), c, k->axis);
                const uint32_t seed = (uint32_t)(c * 13 + (size_t)d);
                sy_tensor *xc = make_on(cpu0, dt, k->shape, k->rank, D_SPECIAL, seed, k->transposed);
                sy_tensor *xd = make_on(dev, dt, k->shape, k->rank, D_SPECIAL, seed, k->transposed);
                int32_t i32[8];
                for (int j = 0; j < 8; j++)
                    i32[j] = (int32_t)k->idx[j];
                const void *iv = it ? (const void *)k->idx : (const void *)i32;
                sy_tensor *ic, *id, *yc, *yd;
                SY_OK_OR_FAIL(sy_tensor_from_data(iv, idt, k->ishape, k->irank, cpu0, &ic));
                SY_OK_OR_FAIL(sy_tensor_from_data(iv, idt, k->ishape, k->irank, dev, &id));
                SY_OK_OR_FAIL(sy_gather(xc, ic, k->axis, &yc));
                SY_OK_OR_FAIL(sy_gather(xd, id, k->axis, &yd));
                same(yd, yc, true, what);
                sy_tensor *all[] = {xc, xd, ic, id, yc, yd};
                for (size_t j = 0; j < 6; j++)
                    sy_tensor_release(all[j]);
            }
    /* at indices argmax has just computed on the device */
    const int64_t s45[2] = {4, 5};
    if (sy_ck_runs(dev, SY_OP_ARGMAX, SY_DTYPE_F32) && sy_backend_stores((sy_backend)dev.backend, SY_DTYPE_I64)) {
        sy_tensor *xc = make_on(cpu0, SY_DTYPE_F32, s45, 2, D_ANY, 77, false);
        sy_tensor *xd = make_on(dev, SY_DTYPE_F32, s45, 2, D_ANY, 77, false);
        sy_tensor *ic, *id, *yc, *yd;
        SY_OK_OR_FAIL(sy_argmax(xc, -1, false, false, &ic));
        SY_OK_OR_FAIL(sy_argmax(xd, -1, false, false, &id));
        SY_OK_OR_FAIL(sy_gather(xc, ic, -1, &yc));
        SY_OK_OR_FAIL(sy_gather(xd, id, -1, &yd));
        same(yd, yc, true, "sy_gather at computed indices");
        sy_tensor *all[] = {xc, xd, ic, id, yc, yd};
        for (size_t j = 0; j < 6; j++)
            sy_tensor_release(all[j]);
    }
    SY_CK_NO_LEAK(snap);
}
START_TEST(test_gather) { run_gather(g_devs[_i]); }
END_TEST

/* An index out of range, either end and either index dtype, is refused by the
 * kernel that runs the call, with cpu's detail: *out NULL, the inputs intact,
 * nothing leaked. */
static void run_gather_refuses(sy_device dev)
{
    if (!sy_backend_stores((sy_backend)dev.backend, SY_DTYPE_F32))
        return;
    sy_ck_leak snap = sy_ck_leak_snap();
    const int64_t s23[2] = {2, 3}, two = 2;
    const float xv[6] = {1, 2, 3, 4, 5, 6};
    static const struct {
        sy_dtype idt;
        int64_t idx[2];
        int axis;
        const char *detail;
    } rows[] = {
        {SY_DTYPE_I64, {1, 3}, 1, "index 3 (entry 1 of indices) is out of range for axis length 3"},
        {SY_DTYPE_I32, {-4, 0}, -1, "index -4 (entry 0 of indices) is out of range for axis length 3"},
        {SY_DTYPE_I64,
         {INT64_MIN, 0},
         0,
         "index -9223372036854775808 (entry 0 of indices) is out of range for axis length 2"},
        {SY_DTYPE_I32, {0, 2}, 0, "index 2 (entry 1 of indices) is out of range for axis length 2"},
    };
    sy_tensor *x;
    SY_OK_OR_FAIL(sy_tensor_from_data(xv, SY_DTYPE_F32, s23, 2, dev, &x));
    for (size_t r = 0; r < sizeof rows / sizeof rows[0]; r++) {
        if (!sy_backend_stores((sy_backend)dev.backend, rows[r].idt))
            continue;
        const int32_t i32[2] = {(int32_t)rows[r].idx[0], (int32_t)rows[r].idx[1]};
        const void *iv = rows[r].idt == SY_DTYPE_I32 ? (const void *)i32 : (const void *)rows[r].idx;
        sy_tensor *idx, *out = poison;
        SY_OK_OR_FAIL(sy_tensor_from_data(iv, rows[r].idt, &two, 1, dev, &idx));
        sy_backend exec;
        ck_assert(sy_backend_runs_op((sy_backend)dev.backend, SY_OP_GATHER, SY_DTYPE_F32, &exec));
        const int out_d = rows[r].axis == 0 ? 3 : 2; /* [2, 3] at [2]: [2, 3] along axis 0, [2, 2] along 1 */
        char want[320];
        snprintf(want, sizeof want, "sy_gather: the %s kernel failed (output f32 [2, %d]): %s", sy_backend_name(exec),
                 out_d, rows[r].detail);
        const sy_status st = sy_gather(x, idx, rows[r].axis, &out);
        ck_assert_msg(st == SY_E_INVALID_ARGUMENT, "row %zu: %s: %s", r, sy_status_name(st), sy_last_error());
        ck_assert_ptr_null(out);
        ck_assert_str_eq(sy_ck_detail(st), want);
        float back[6];
        SY_OK_OR_FAIL(sy_tensor_to_data(x, back, sizeof back));
        ck_assert(memcmp(back, xv, sizeof xv) == 0);
        sy_tensor_release(idx);
    }
    /* indices a kernel of the device has just computed (still queued, on a
     * device backend) are checked as they come out of it */
    if (sy_backend_stores((sy_backend)dev.backend, SY_DTYPE_I64)) {
        sy_tensor *idx, *out = poison;
        SY_OK_OR_FAIL(sy_full(&two, 1, 3.0, SY_DTYPE_I64, dev, &idx));
        const sy_status st = sy_gather(x, idx, 1, &out);
        ck_assert_msg(st == SY_E_INVALID_ARGUMENT, "computed indices: %s: %s", sy_status_name(st), sy_last_error());
        ck_assert_ptr_null(out);
        ck_assert_msg(strstr(sy_last_error(), "index 3 (entry 0 of indices) is out of range for axis length 3"), "%s",
                      sy_last_error());
        sy_tensor_release(idx);
    }
    sy_tensor_release(x);
    SY_CK_NO_LEAK(snap);
}
START_TEST(test_gather_refuses) { run_gather_refuses(g_devs[_i]); }
END_TEST

/* ---- gather_backward ---------------------------------------------------------------- */

/* gather's cases, read as gradients: dx of the case's shape from dy of
 * gather's result shape (transposed where the case transposes x and dy has
 * two axes or more), the same indices (repeated ones sum in their order),
 * and a dx long enough to span work-groups. Exact: each element sums the
 * same entries in the same order on every backend. */
static const gather_case gather_bw_cases[] = {
    {2, {300, 7}, 0, false, 1, {8}, {299, -300, 5, 5, -1, 0, 150, 5}},
};

static void gather_bw_one(sy_device dev, sy_dtype dt, sy_dtype idt, const gather_case *k, uint32_t seed,
                          const char *what)
{
    const int a = k->axis < 0 ? k->axis + k->rank : k->axis;
    int64_t dys[SY_MAX_RANK];
    int dyr = 0;
    for (int j = 0; j < a; j++)
        dys[dyr++] = k->shape[j];
    for (int j = 0; j < k->irank; j++)
        dys[dyr++] = k->ishape[j];
    for (int j = a + 1; j < k->rank; j++)
        dys[dyr++] = k->shape[j];
    const bool t = k->transposed && dyr >= 2;
    sy_tensor *gc = make_on(cpu0, dt, dys, dyr, D_ANY, seed, t), *gd = make_on(dev, dt, dys, dyr, D_ANY, seed, t);
    int32_t i32[8];
    for (int j = 0; j < 8; j++)
        i32[j] = (int32_t)k->idx[j];
    const void *iv = idt == SY_DTYPE_I64 ? (const void *)k->idx : (const void *)i32;
    sy_tensor *ic, *id, *xc, *xd;
    SY_OK_OR_FAIL(sy_tensor_from_data(iv, idt, k->ishape, k->irank, cpu0, &ic));
    SY_OK_OR_FAIL(sy_tensor_from_data(iv, idt, k->ishape, k->irank, dev, &id));
    SY_OK_OR_FAIL(sy_gather_backward(gc, ic, k->shape, k->rank, k->axis, &xc));
    SY_OK_OR_FAIL(sy_gather_backward(gd, id, k->shape, k->rank, k->axis, &xd));
    same(xd, xc, true, what);
    sy_tensor *all[] = {gc, gd, ic, id, xc, xd};
    for (size_t j = 0; j < 6; j++)
        sy_tensor_release(all[j]);
}

static void run_gather_backward(sy_device dev)
{
    sy_ck_leak snap = sy_ck_leak_snap();
    char ds[SY__DEVICE_STR_MAX], what[256];
    const size_t ng = sizeof gather_cases / sizeof gather_cases[0],
                 nb = sizeof gather_bw_cases / sizeof gather_bw_cases[0];
    for (int d = 0; d < N_DT; d++)
        for (int it = 0; it < 2; it++)
            for (size_t c = 0; c < ng + nb; c++) {
                const sy_dtype dt = all_dtypes[d], idt = it ? SY_DTYPE_I64 : SY_DTYPE_I32;
                const gather_case *k = c < ng ? &gather_cases[c] : &gather_bw_cases[c - ng];
                if (!sy_ck_runs(dev, SY_OP_GATHER_BACKWARD, dt) || !sy_backend_stores((sy_backend)dev.backend, idt))
                    continue;
                snprintf(what, sizeof what, "sy_gather_backward on %s, %s at %s, case %zu axis %d",
                         name_of(dev, ds, sizeof ds), sy_dtype_name(dt), sy_dtype_name(idt), c, k->axis);
                gather_bw_one(dev, dt, idt, k, (uint32_t)(c * 17 + (size_t)d), what);
            }
    SY_CK_NO_LEAK(snap);
}
START_TEST(test_gather_backward) { run_gather_backward(g_devs[_i]); }
END_TEST

/* An index out of range is refused by the kernel that runs the call, as
 * gather refuses it (the same detail): *out NULL, dy intact, nothing
 * leaked. (An empty dx, like gather's empty result, runs no kernel.) */
static void run_gather_backward_refuses(sy_device dev)
{
    if (!sy_backend_stores((sy_backend)dev.backend, SY_DTYPE_F32))
        return;
    sy_ck_leak snap = sy_ck_leak_snap();
    const int64_t two = 2, s22[2] = {2, 2}, s23[2] = {2, 3};
    const float gv[4] = {1, 2, 3, 4};
    static const struct {
        sy_dtype idt;
        int64_t idx[2];
        int axis;
        const char *detail;
    } rows[] = {
        {SY_DTYPE_I64, {1, 3}, 1, "index 3 (entry 1 of indices) is out of range for axis length 3"},
        {SY_DTYPE_I32, {-4, 0}, -1, "index -4 (entry 0 of indices) is out of range for axis length 3"},
        {SY_DTYPE_I64,
         {-3, INT64_MIN},
         1,
         "index -9223372036854775808 (entry 1 of indices) is out of range for axis length 3"},
    };
    sy_tensor *dy;
    SY_OK_OR_FAIL(sy_tensor_from_data(gv, SY_DTYPE_F32, s22, 2, dev, &dy));
    for (size_t r = 0; r < sizeof rows / sizeof rows[0]; r++) {
        if (!sy_backend_stores((sy_backend)dev.backend, rows[r].idt))
            continue;
        const int32_t i32[2] = {(int32_t)rows[r].idx[0], (int32_t)rows[r].idx[1]};
        const void *iv = rows[r].idt == SY_DTYPE_I32 ? (const void *)i32 : (const void *)rows[r].idx;
        sy_tensor *idx, *out = poison;
        SY_OK_OR_FAIL(sy_tensor_from_data(iv, rows[r].idt, &two, 1, dev, &idx));
        sy_backend exec;
        ck_assert(sy_backend_runs_op((sy_backend)dev.backend, SY_OP_GATHER_BACKWARD, SY_DTYPE_F32, &exec));
        char want[320];
        snprintf(want, sizeof want, "sy_gather_backward: the %s kernel failed (output f32 [2, 3]): %s",
                 sy_backend_name(exec), rows[r].detail);
        const sy_status st = sy_gather_backward(dy, idx, s23, 2, rows[r].axis, &out);
        ck_assert_msg(st == SY_E_INVALID_ARGUMENT, "row %zu: %s: %s", r, sy_status_name(st), sy_last_error());
        ck_assert_ptr_null(out);
        ck_assert_str_eq(sy_ck_detail(st), want);
        float back[4];
        SY_OK_OR_FAIL(sy_tensor_to_data(dy, back, sizeof back));
        ck_assert(memcmp(back, gv, sizeof gv) == 0);
        sy_tensor_release(idx);
    }
    sy_tensor_release(dy);
    SY_CK_NO_LEAK(snap);
}
START_TEST(test_gather_backward_refuses) { run_gather_backward_refuses(g_devs[_i]); }
END_TEST

/* ---- pad ---------------------------------------------------------------------------- */

typedef struct pad_case {
    int rank;
    int64_t shape[3];
    int64_t pads[6];
    bool transposed;
} pad_case;

static const pad_case pad_cases[] = {
    {1, {5}, {2, 3}, false},
    {2, {3, 4}, {1, 0, 2, 3}, false},
    {2, {4, 3}, {0, 2, 3, 1}, true},
    {3, {2, 3, 4}, {1, 2, 0, 1, 0, 3}, false},
    {3, {2, 3, 4}, {0, 0, 0, 0, 0, 0}, false},
    {2, {40, 37}, {1, 30, 39, 2}, false},
    {0, {0}, {0}, false},
};

/* Whether pad's constant value v is one dt holds, written out here for the
 * values run_pad uses: an integer dtype's integers; a float narrower than
 * double inf, NaN and finite values up to f16's largest, 65504, the smallest
 * of their largest (run_pad's 1e300 fits none of them); doubles anything. */
static bool value_fits(double v, sy_dtype dt)
{
    const sy__dtype_info *d = &sy__dtype_table[dt];
    if (d->category == SY__CATEGORY_INT) {
        const double span = ldexp(1.0, (int)(8 * d->size) - (d->is_signed ? 1 : 0));
        return isfinite(v) && v == floor(v) && v >= (d->is_signed ? -span : 0) && v < span;
    }
    if (d->category == SY__CATEGORY_FLOAT && d->size < sizeof(double))
        return !isfinite(v) || fabs(v) <= 65504.0;
    return true;
}

static void run_pad(sy_device dev)
{
    sy_ck_leak snap = sy_ck_leak_snap();
    char ds[SY__DEVICE_STR_MAX], what[256];
    static const double values[] = {1.5, -0.0, NAN, 1e300};
    for (int d = 0; d < N_DT; d++)
        for (int mode = SY_PAD_MODE_CONSTANT; mode <= SY_PAD_MODE_EDGE; mode++)
            for (size_t c = 0; c < sizeof pad_cases / sizeof pad_cases[0]; c++)
                for (size_t v = 0; v < (mode == SY_PAD_MODE_CONSTANT ? 4u : 1u); v++) {
                    const sy_dtype dt = all_dtypes[d];
                    const pad_case *k = &pad_cases[c];
                    if (!sy_ck_runs(dev, SY_OP_PAD, dt))
                        continue;
                    snprintf(what, sizeof what, "sy_pad on %s, %s, mode %d, case %zu, value %g",
                             name_of(dev, ds, sizeof ds), sy_dtype_name(dt), mode, c, values[v]);
                    const uint32_t seed = (uint32_t)(c * 19 + (size_t)d);
                    sy_tensor *xc = make_on(cpu0, dt, k->shape, k->rank, D_SPECIAL, seed, k->transposed);
                    sy_tensor *xd = make_on(dev, dt, k->shape, k->rank, D_SPECIAL, seed, k->transposed);
                    sy_tensor *yc = NULL, *yd = NULL;
                    if (mode == SY_PAD_MODE_CONSTANT && !value_fits(values[v], dt)) {
                        /* refused by the rule, on every device alike */
                        ck_assert_int_eq(sy_pad(xc, k->pads, 2 * k->rank, mode, values[v], &yc), SY_E_INVALID_ARGUMENT);
                        ck_assert_msg(strstr(sy_last_error(), "does not fit") != NULL, "%s: %s", what, sy_last_error());
                        ck_assert_int_eq(sy_pad(xd, k->pads, 2 * k->rank, mode, values[v], &yd), SY_E_INVALID_ARGUMENT);
                    } else {
                        SY_OK_OR_FAIL(sy_pad(xc, k->pads, 2 * k->rank, mode, values[v], &yc));
                        SY_OK_OR_FAIL(sy_pad(xd, k->pads, 2 * k->rank, mode, values[v], &yd));
                        same(yd, yc, true, what);
                    }
                    sy_tensor *all[] = {xc, xd, yc, yd};
                    for (size_t j = 0; j < 4; j++)
                        sy_tensor_release(all[j]);
                }
    /* an empty axis, constant mode: every element is the value, nothing is read */
    const int64_t s03[2] = {0, 3}, pads[4] = {2, 1, 1, 0};
    if (sy_ck_runs(dev, SY_OP_PAD, SY_DTYPE_F32)) {
        sy_tensor *xc, *xd, *yc, *yd;
        SY_OK_OR_FAIL(sy_zeros(s03, 2, SY_DTYPE_F32, cpu0, &xc));
        SY_OK_OR_FAIL(sy_zeros(s03, 2, SY_DTYPE_F32, dev, &xd));
        SY_OK_OR_FAIL(sy_pad(xc, pads, 4, SY_PAD_MODE_CONSTANT, 7.0, &yc));
        SY_OK_OR_FAIL(sy_pad(xd, pads, 4, SY_PAD_MODE_CONSTANT, 7.0, &yd));
        same(yd, yc, true, "sy_pad of [0, 3], constant 7");
        sy_tensor *all[] = {xc, xd, yc, yd};
        for (size_t j = 0; j < 4; j++)
            sy_tensor_release(all[j]);
    }
    SY_CK_NO_LEAK(snap);
}
START_TEST(test_pad) { run_pad(g_devs[_i]); }
END_TEST

/* ---- layer_norm ------------------------------------------------------------------------ */

static const axis_case norm_cases[] = {
    {2, {5, 37}, -1, false}, {3, {3, 4, 5}, 1, false}, {3, {3, 4, 5}, -2, false}, {3, {3, 4, 5}, 0, false},
    {2, {7, 6}, -1, true},   {2, {2, 300}, 1, false},  {1, {1}, 0, false},
};

static void run_layer_norm(sy_device dev)
{
    sy_ck_leak snap = sy_ck_leak_snap();
    char ds[SY__DEVICE_STR_MAX], what[256];
    static const double eps[] = {1e-5, 0.5, 0.0};
    for (int d = 0; d < N_DT; d++)
        for (size_t c = 0; c < sizeof norm_cases / sizeof norm_cases[0]; c++)
            for (int opt = 0; opt < 4; opt++) {
                const sy_dtype dt = all_dtypes[d];
                const axis_case *k = &norm_cases[c];
                const bool has_w = opt & 1, has_b = opt & 2;
                if (!sy_ck_runs(dev, SY_OP_LAYER_NORM, dt))
                    continue;
                const double e = eps[(c + (size_t)opt) % 3];
                snprintf(what, sizeof what, "sy_layer_norm on %s, %s, case %zu axis %d, weight %d bias %d, eps %g",
                         name_of(dev, ds, sizeof ds), sy_dtype_name(dt), c, k->axis, (int)has_w, (int)has_b, e);
                const uint32_t seed = (uint32_t)(c * 23 + (size_t)d * 3 + (size_t)opt);
                const int a = k->axis < 0 ? k->axis + k->rank : k->axis;
                sy_tensor *xc = make_on(cpu0, dt, k->shape, k->rank, D_ANY, seed, k->transposed);
                sy_tensor *xd = make_on(dev, dt, k->shape, k->rank, D_ANY, seed, k->transposed);
                sy_tensor *wc = NULL, *wd = NULL, *bc = NULL, *bd = NULL;
                if (has_w) {
                    wc = make_on(cpu0, dt, k->shape + a, k->rank - a, D_ANY, seed + 1, false);
                    wd = make_on(dev, dt, k->shape + a, k->rank - a, D_ANY, seed + 1, false);
                }
                if (has_b) {
                    bc = make_on(cpu0, dt, k->shape + a, k->rank - a, D_ANY, seed + 2, false);
                    bd = make_on(dev, dt, k->shape + a, k->rank - a, D_ANY, seed + 2, false);
                }
                sy_tensor *rc[3], *rd[3];
                SY_OK_OR_FAIL(sy_layer_norm(xc, wc, bc, k->axis, e, &rc[0], &rc[1], &rc[2]));
                SY_OK_OR_FAIL(sy_layer_norm(xd, wd, bd, k->axis, e, &rd[0], &rd[1], &rd[2]));
                static const char *const results[3] = {"y", "mean", "inv_std_dev"};
                for (int r = 0; r < 3; r++) {
                    char w2[300];
                    snprintf(w2, sizeof w2, "%s: %s", what, results[r]);
                    ck_assert(sy_device_eq(sy_tensor_device(rd[r]), dev));
                    same(rd[r], rc[r], false, w2);
                    sy_tensor_release(rc[r]);
                    sy_tensor_release(rd[r]);
                }
                sy_tensor *all[] = {xc, xd, wc, wd, bc, bd};
                for (size_t j = 0; j < 6; j++)
                    sy_tensor_release(all[j]);
            }
    /* rows without elements: NaN statistics, an empty y */
    const int64_t s20[2] = {2, 0};
    for (int d = 0; d < 2; d++) {
        const sy_dtype dt = all_dtypes[d];
        if (!sy_ck_runs(dev, SY_OP_LAYER_NORM, dt))
            continue;
        sy_tensor *x, *y, *m, *iv;
        SY_OK_OR_FAIL(sy_zeros(s20, 2, dt, dev, &x));
        SY_OK_OR_FAIL(sy_layer_norm(x, NULL, NULL, 1, 1e-5, &y, &m, &iv));
        sy_ck_vals mv = sy_ck_read(m), vv = sy_ck_read(iv);
        ck_assert(mv.n == 2 && vv.n == 2 && isnan(mv.f[0]) && isnan(mv.f[1]) && isnan(vv.f[0]) && isnan(vv.f[1]));
        ck_assert_int_eq(sy_tensor_numel(y), 0);
        sy_ck_vals_free(&mv);
        sy_ck_vals_free(&vv);
        sy_tensor *all[] = {x, y, m, iv};
        for (size_t j = 0; j < 4; j++)
            sy_tensor_release(all[j]);
    }
    SY_CK_NO_LEAK(snap);
}
START_TEST(test_layer_norm) { run_layer_norm(g_devs[_i]); }
END_TEST

/* ---- max_pool2d, max_pool2d_backward ---------------------------------------------- */

typedef struct pool_case {
    int64_t x[4], k[2], stride[2], pads[4], dilation[2];
    bool ceil_mode, transposed;
} pool_case;

/* Overlapping windows (a position picked by several, whose gradients add
 * up), strides, asymmetric pads, dilation, ceil_mode, windows mostly over
 * padding, a strided input, enough windows to span work-groups, none. */
static const pool_case pool_cases[] = {
    {{1, 1, 5, 5}, {2, 2}, {1, 1}, {0, 0, 0, 0}, {1, 1}, false, false},
    {{2, 3, 7, 6}, {3, 3}, {2, 2}, {1, 1, 1, 1}, {1, 1}, false, false},
    {{2, 3, 7, 6}, {3, 2}, {2, 3}, {1, 0, 2, 1}, {1, 1}, true, false},
    {{1, 2, 9, 8}, {2, 3}, {1, 2}, {0, 2, 1, 0}, {2, 2}, false, false},
    {{1, 1, 5, 5}, {2, 2}, {2, 2}, {0, 0, 0, 0}, {1, 1}, true, false},
    {{1, 2, 6, 7}, {2, 2}, {2, 1}, {0, 1, 1, 0}, {1, 1}, true, true},
    {{1, 1, 3, 3}, {3, 3}, {1, 1}, {2, 2, 2, 2}, {1, 1}, false, false},
    {{2, 2, 40, 37}, {3, 3}, {1, 1}, {1, 1, 1, 1}, {1, 1}, false, false},
    {{0, 2, 4, 4}, {2, 2}, {1, 1}, {0, 0, 0, 0}, {1, 1}, false, false},
};

/* max_pool2d's values and indices bit for bit (ties, NaN, infinities), then
 * for the dtypes max_pool2d_backward takes, its gradient at those indices
 * bit for bit (several windows picking one position add in cpu's order). */
static void run_max_pool(sy_device dev)
{
    sy_ck_leak snap = sy_ck_leak_snap();
    char ds[SY__DEVICE_STR_MAX], what[256];
    for (int d = 0; d < N_DT; d++)
        for (size_t c = 0; c < sizeof pool_cases / sizeof pool_cases[0]; c++)
            for (int kind = D_ANY; kind <= D_SPECIAL; kind++) {
                const sy_dtype dt = all_dtypes[d];
                const pool_case *k = &pool_cases[c];
                if (!sy_ck_runs(dev, SY_OP_MAX_POOL2D, dt) || !sy_backend_stores((sy_backend)dev.backend, SY_DTYPE_I64))
                    continue;
                snprintf(what, sizeof what, "sy_max_pool2d on %s, %s, case %zu, data %d", name_of(dev, ds, sizeof ds),
                         sy_dtype_name(dt), c, kind);
                const uint32_t seed = (uint32_t)(c * 29 + (size_t)d * 7 + (size_t)kind);
                sy_tensor *xc = make_on(cpu0, dt, k->x, 4, kind, seed, k->transposed);
                sy_tensor *xd = make_on(dev, dt, k->x, 4, kind, seed, k->transposed);
                sy_tensor *yc, *yd, *ic, *id;
                SY_OK_OR_FAIL(sy_max_pool2d(xc, k->k, k->stride, k->pads, k->dilation, k->ceil_mode, &yc, &ic));
                SY_OK_OR_FAIL(sy_max_pool2d(xd, k->k, k->stride, k->pads, k->dilation, k->ceil_mode, &yd, &id));
                ck_assert(sy_device_eq(sy_tensor_device(yd), dev) && sy_device_eq(sy_tensor_device(id), dev));
                same(yd, yc, true, what);
                char w2[300];
                snprintf(w2, sizeof w2, "%s: indices", what);
                same(id, ic, true, w2);
                if (sy_ck_runs(dev, SY_OP_MAX_POOL2D_BACKWARD, dt)) {
                    const sy_ck_shape ys = sy_ck_shape_of(yc);
                    sy_tensor *gc = make_on(cpu0, dt, ys.d, 4, D_ANY, seed + 1, false);
                    sy_tensor *gd = make_on(dev, dt, ys.d, 4, D_ANY, seed + 1, false);
                    sy_tensor *dc, *dd;
                    SY_OK_OR_FAIL(sy_max_pool2d_backward(gc, ic, k->x, 4, &dc));
                    SY_OK_OR_FAIL(sy_max_pool2d_backward(gd, id, k->x, 4, &dd));
                    ck_assert(sy_device_eq(sy_tensor_device(dd), dev));
                    snprintf(w2, sizeof w2, "sy_max_pool2d_backward at the indices of %s", what);
                    same(dd, dc, true, w2);
                    sy_tensor *bw[] = {gc, gd, dc, dd};
                    for (size_t j = 0; j < 4; j++)
                        sy_tensor_release(bw[j]);
                }
                sy_tensor *all[] = {xc, xd, yc, yd, ic, id};
                for (size_t j = 0; j < 6; j++)
                    sy_tensor_release(all[j]);
            }
    SY_CK_NO_LEAK(snap);
}
START_TEST(test_max_pool) { run_max_pool(g_devs[_i]); }
END_TEST

/* max_pool2d_backward at indices given rather than computed: repeated, out
 * of order, a position none picks, dy with -0, NaN and infinities; then an
 * index outside dx, either end, refused by whichever kernel runs the call
 * with cpu's detail: *out NULL, the inputs intact, nothing leaked. */
static void run_max_pool_backward_refuses(sy_device dev)
{
    sy_ck_leak snap = sy_ck_leak_snap();
    const int64_t shape[4] = {1, 2, 2, 3}, dshape[4] = {1, 2, 2, 2};
    const int64_t good[8] = {11, 0, 11, 5, 0, 11, 6, 6};
    static const struct {
        int64_t idx[8];
        const char *detail;
    } rows[] = {
        {{0, 1, 2, 3, 4, 5, 6, 12}, "indices[7] is 12, outside the 12 elements of dx"},
        {{0, -1, 2, 3, 4, 5, 6, 7}, "indices[1] is -1, outside the 12 elements of dx"},
        {{INT64_MIN, 0, 0, 0, 0, 0, 0, 0}, "indices[0] is -9223372036854775808, outside the 12 elements of dx"},
    };
    for (int d = 0; d < 2; d++) {
        const sy_dtype dt = all_dtypes[d];
        if (!sy_ck_runs(dev, SY_OP_MAX_POOL2D_BACKWARD, dt) ||
            !sy_backend_stores((sy_backend)dev.backend, SY_DTYPE_I64))
            continue;
        const double dv[8] = {1.5, -0.0, 2.25, NAN, -0.0, INFINITY, 3.0, -INFINITY};
        float f[8];
        for (int j = 0; j < 8; j++)
            f[j] = (float)dv[j];
        const void *gv = dt == SY_DTYPE_F32 ? (const void *)f : (const void *)dv;
        sy_tensor *gc, *gd, *ic, *id, *dc, *dd;
        SY_OK_OR_FAIL(sy_tensor_from_data(gv, dt, dshape, 4, cpu0, &gc));
        SY_OK_OR_FAIL(sy_tensor_from_data(gv, dt, dshape, 4, dev, &gd));
        SY_OK_OR_FAIL(sy_tensor_from_data(good, SY_DTYPE_I64, dshape, 4, cpu0, &ic));
        SY_OK_OR_FAIL(sy_tensor_from_data(good, SY_DTYPE_I64, dshape, 4, dev, &id));
        SY_OK_OR_FAIL(sy_max_pool2d_backward(gc, ic, shape, 4, &dc));
        SY_OK_OR_FAIL(sy_max_pool2d_backward(gd, id, shape, 4, &dd));
        same(dd, dc, true, "sy_max_pool2d_backward at given indices");
        sy_tensor *all[] = {ic, id, dc, dd};
        for (size_t j = 0; j < 4; j++)
            sy_tensor_release(all[j]);
        for (size_t r = 0; r < sizeof rows / sizeof rows[0]; r++) {
            sy_tensor *idx, *out = poison;
            SY_OK_OR_FAIL(sy_tensor_from_data(rows[r].idx, SY_DTYPE_I64, dshape, 4, dev, &idx));
            sy_backend exec;
            ck_assert(sy_backend_runs_op((sy_backend)dev.backend, SY_OP_MAX_POOL2D_BACKWARD, dt, &exec));
            char want[320];
            snprintf(want, sizeof want, "sy_max_pool2d_backward: the %s kernel failed (output %s [1, 2, 2, 3]): %s",
                     sy_backend_name(exec), sy_dtype_name(dt), rows[r].detail);
            const sy_status st = sy_max_pool2d_backward(gd, idx, shape, 4, &out);
            ck_assert_msg(st == SY_E_INVALID_ARGUMENT, "row %zu: %s: %s", r, sy_status_name(st), sy_last_error());
            ck_assert_ptr_null(out);
            if (dt == SY_DTYPE_F32) /* f64 may be declined for cpu's kernel at run time */
                ck_assert_str_eq(sy_ck_detail(st), want);
            else
                ck_assert_msg(strstr(sy_last_error(), rows[r].detail), "%s", sy_last_error());
            sy_ck_vals back = sy_ck_read(idx);
            for (int j = 0; j < 8; j++)
                ck_assert(back.i[j] == rows[r].idx[j]);
            sy_ck_vals_free(&back);
            sy_tensor_release(idx);
        }
        sy_tensor_release(gc);
        sy_tensor_release(gd);
    }
    SY_CK_NO_LEAK(snap);
}
START_TEST(test_max_pool_backward_refuses) { run_max_pool_backward_refuses(g_devs[_i]); }
END_TEST

/* ---- conv2d, conv2d_backward_input, conv2d_backward_weight --------------------------- */

typedef struct conv_case {
    int64_t x[4], w[4]; /* [N, C, H, W], [M, C / groups, kH, kW] */
    int64_t stride[2], pads[4], dilation[2], groups;
    bool bias, transposed;
} conv_case;

/* Strides, asymmetric pads, dilation, groups (depthwise too), bias absent
 * and present, a strided input, a 1x1 kernel whose stride skips inputs (dx
 * zeros there), windows over padding alone (bias only), enough outputs to
 * span work-groups, an empty batch. */
static const conv_case conv_cases[] = {
    {{1, 1, 5, 5}, {1, 1, 3, 3}, {1, 1}, {0, 0, 0, 0}, {1, 1}, 1, true, false},
    {{2, 3, 7, 6}, {4, 3, 3, 2}, {2, 1}, {1, 0, 2, 1}, {1, 1}, 1, false, false},
    {{2, 4, 9, 8}, {6, 2, 3, 3}, {1, 2}, {2, 1, 0, 3}, {2, 1}, 2, true, false},
    {{1, 6, 6, 7}, {6, 1, 2, 2}, {2, 2}, {1, 1, 1, 1}, {1, 2}, 6, false, true},
    {{2, 2, 20, 19}, {3, 2, 3, 3}, {1, 1}, {1, 1, 1, 1}, {1, 1}, 1, true, false},
    {{1, 3, 4, 4}, {2, 3, 1, 1}, {3, 3}, {0, 0, 0, 0}, {1, 1}, 1, true, false},
    {{1, 1, 2, 2}, {1, 1, 3, 3}, {1, 2}, {2, 0, 1, 2}, {1, 1}, 1, true, false},
    {{0, 2, 4, 4}, {2, 2, 2, 2}, {1, 1}, {0, 0, 0, 0}, {1, 1}, 1, true, false},
};

/* conv2d, then its two gradient ops at a dy of its result's shape, each
 * against cpu within the float bounds (equal where the device sums in
 * double, as cpu). */
static void run_conv(sy_device dev)
{
    sy_ck_leak snap = sy_ck_leak_snap();
    char ds[SY__DEVICE_STR_MAX], what[256], w2[320];
    int ran = 0;
    for (int d = 0; d < N_DT; d++)
        for (size_t c = 0; c < sizeof conv_cases / sizeof conv_cases[0]; c++)
            for (int kind = D_ANY; kind <= D_SPECIAL; kind += D_SPECIAL) {
                const sy_dtype dt = all_dtypes[d];
                const conv_case *k = &conv_cases[c];
                if (!sy_ck_runs(dev, SY_OP_CONV2D, dt))
                    continue;
                snprintf(what, sizeof what, "sy_conv2d on %s, %s, case %zu (groups %lld, bias %d), data %d",
                         name_of(dev, ds, sizeof ds), sy_dtype_name(dt), c, (long long)k->groups, (int)k->bias, kind);
                const uint32_t seed = (uint32_t)(c * 37 + (size_t)d * 11 + (size_t)kind);
                sy_tensor *xc = make_on(cpu0, dt, k->x, 4, kind, seed, k->transposed);
                sy_tensor *xd = make_on(dev, dt, k->x, 4, kind, seed, k->transposed);
                sy_tensor *wc = make_on(cpu0, dt, k->w, 4, kind, seed + 1, false);
                sy_tensor *wd = make_on(dev, dt, k->w, 4, kind, seed + 1, false);
                sy_tensor *bc = NULL, *bd = NULL, *yc, *yd;
                if (k->bias) {
                    bc = make_on(cpu0, dt, k->w, 1, D_ANY, seed + 2, false);
                    bd = make_on(dev, dt, k->w, 1, D_ANY, seed + 2, false);
                }
                SY_OK_OR_FAIL(sy_conv2d(xc, wc, bc, k->stride, k->pads, k->dilation, k->groups, &yc));
                SY_OK_OR_FAIL(sy_conv2d(xd, wd, bd, k->stride, k->pads, k->dilation, k->groups, &yd));
                ck_assert(sy_device_eq(sy_tensor_device(yd), dev));
                same(yd, yc, false, what);
                const sy_ck_shape ys = sy_ck_shape_of(yc);
                sy_tensor *gc = make_on(cpu0, dt, ys.d, 4, kind, seed + 3, false);
                sy_tensor *gd = make_on(dev, dt, ys.d, 4, kind, seed + 3, false);
                sy_tensor *r[4];
                if (sy_ck_runs(dev, SY_OP_CONV2D_BACKWARD_INPUT, dt)) {
                    SY_OK_OR_FAIL(
                        sy_conv2d_backward_input(gc, wc, xc, k->stride, k->pads, k->dilation, k->groups, &r[0]));
                    SY_OK_OR_FAIL(
                        sy_conv2d_backward_input(gd, wd, xd, k->stride, k->pads, k->dilation, k->groups, &r[1]));
                    ck_assert(sy_device_eq(sy_tensor_device(r[1]), dev));
                    snprintf(w2, sizeof w2, "%s: conv2d_backward_input", what);
                    same(r[1], r[0], false, w2);
                    sy_tensor_release(r[0]);
                    sy_tensor_release(r[1]);
                }
                if (sy_ck_runs(dev, SY_OP_CONV2D_BACKWARD_WEIGHT, dt)) {
                    SY_OK_OR_FAIL(
                        sy_conv2d_backward_weight(gc, xc, wc, k->stride, k->pads, k->dilation, k->groups, &r[2]));
                    SY_OK_OR_FAIL(
                        sy_conv2d_backward_weight(gd, xd, wd, k->stride, k->pads, k->dilation, k->groups, &r[3]));
                    ck_assert(sy_device_eq(sy_tensor_device(r[3]), dev));
                    snprintf(w2, sizeof w2, "%s: conv2d_backward_weight", what);
                    same(r[3], r[2], false, w2);
                    sy_tensor_release(r[2]);
                    sy_tensor_release(r[3]);
                }
                sy_tensor *all[] = {xc, xd, wc, wd, bc, bd, yc, yd, gc, gd};
                for (size_t j = 0; j < 10; j++)
                    sy_tensor_release(all[j]);
                ran++;
            }
    ck_assert_msg(ran > 0 || !sy_backend_stores((sy_backend)dev.backend, SY_DTYPE_F32), "nothing ran");
    SY_CK_NO_LEAK(snap);
}
START_TEST(test_conv) { run_conv(g_devs[_i]); }
END_TEST

/* ---- cumsum, topk, sort ---------------------------------------------------------
 * cumsum along rows long enough to span work-groups, every flag, ties, NaN
 * and infinities: integers and f64 bit for bit, f32 within the float bounds
 * (a device without fp64 sums f32 in a compensated pair of floats). topk and
 * sort (cpu's kernels, staged on a device backend): values and indices bit
 * for bit, ties and NaN included. */
static void run_scans(sy_device dev)
{
    sy_ck_leak snap = sy_ck_leak_snap();
    char ds[SY__DEVICE_STR_MAX], what[256];
    for (int d = 0; d < N_DT; d++)
        for (int c = 0; c < N_ROW; c++)
            for (int kind = D_ANY; kind <= D_SPECIAL; kind++)
                for (int flags = 0; flags < 4; flags++) {
                    const sy_dtype dt = all_dtypes[d];
                    const axis_case *k = &row_cases[c];
                    const bool f0 = flags & 1, f1 = flags & 2;
                    const uint32_t seed = (uint32_t)(c * 11 + d * 37 + kind * 5 + flags);
                    if (!sy_ck_runs(dev, SY_OP_CUMSUM, dt) && !sy_ck_runs(dev, SY_OP_SORT, dt))
                        continue;
                    sy_tensor *xc = make_on(cpu0, dt, k->shape, k->rank, kind, seed, k->transposed);
                    sy_tensor *xd = make_on(dev, dt, k->shape, k->rank, kind, seed, k->transposed);
                    sy_tensor *yc, *yd, *ic, *id;
                    if (sy_ck_runs(dev, SY_OP_CUMSUM, dt)) {
                        snprintf(what, sizeof what,
                                 "sy_cumsum on %s, %s, case %d axis %d exclusive %d reverse %d, data %d",
                                 name_of(dev, ds, sizeof ds), sy_dtype_name(dt), c, k->axis, (int)f0, (int)f1, kind);
                        SY_OK_OR_FAIL(sy_cumsum(xc, k->axis, f0, f1, &yc));
                        SY_OK_OR_FAIL(sy_cumsum(xd, k->axis, f0, f1, &yd));
                        ck_assert(sy_device_eq(sy_tensor_device(yd), dev));
                        same(yd, yc, dt != SY_DTYPE_F32, what);
                        sy_tensor_release(yc);
                        sy_tensor_release(yd);
                    }
                    if (sy_ck_runs(dev, SY_OP_SORT, dt) && flags < 2) {
                        snprintf(what, sizeof what, "sy_sort on %s, %s, case %d axis %d descending %d, data %d",
                                 name_of(dev, ds, sizeof ds), sy_dtype_name(dt), c, k->axis, (int)f0, kind);
                        SY_OK_OR_FAIL(sy_sort(xc, k->axis, f0, &yc, &ic));
                        SY_OK_OR_FAIL(sy_sort(xd, k->axis, f0, &yd, &id));
                        same(yd, yc, true, what);
                        same(id, ic, true, what);
                        sy_tensor *r[] = {yc, yd, ic, id};
                        for (size_t j = 0; j < 4; j++)
                            sy_tensor_release(r[j]);
                    }
                    if (sy_ck_runs(dev, SY_OP_TOPK, dt) && flags >= 2) {
                        const int64_t len = k->shape[k->axis < 0 ? k->axis + k->rank : k->axis];
                        const int64_t kk = (len + 1) / 2;
                        snprintf(what, sizeof what, "sy_topk on %s, %s, case %d axis %d k %lld largest %d, data %d",
                                 name_of(dev, ds, sizeof ds), sy_dtype_name(dt), c, k->axis, (long long)kk, (int)f0,
                                 kind);
                        SY_OK_OR_FAIL(sy_topk(xc, kk, k->axis, f0, true, &yc, &ic));
                        SY_OK_OR_FAIL(sy_topk(xd, kk, k->axis, f0, true, &yd, &id));
                        same(yd, yc, true, what);
                        same(id, ic, true, what);
                        sy_tensor *r[] = {yc, yd, ic, id};
                        for (size_t j = 0; j < 4; j++)
                            sy_tensor_release(r[j]);
                    }
                    sy_tensor_release(xc);
                    sy_tensor_release(xd);
                }
    SY_CK_NO_LEAK(snap);
}
START_TEST(test_scans) { run_scans(g_devs[_i]); }
END_TEST

/* ---- lp_pool, the adaptive pools, max_unpool, and their gradients --------------------- */

typedef struct lp_case {
    int rank;           /* x's: 3 to 5 */
    int64_t x[5];       /* [N, C, D1..Dk] */
    int64_t k[3], s[3]; /* kernel, stride (k values) */
    int64_t pads[6];    /* 2k values */
    int64_t p;
    bool transposed;
} lp_case;

/* 1 to 3 spatial axes, strides, asymmetric pads (windows mostly or wholly
 * over padding), overlapping windows, p 1, 2 and beyond, a strided input,
 * enough windows to span work-groups, none. */
static const lp_case lp_cases[] = {
    {3, {2, 3, 9}, {3}, {2}, {1, 2}, 1, false},
    {3, {1, 2, 5}, {4}, {1}, {3, 3}, 2, false},
    {4, {2, 2, 6, 7}, {3, 2}, {1, 2}, {1, 0, 2, 1}, 2, true},
    {4, {1, 3, 7, 6}, {2, 3}, {2, 1}, {0, 1, 1, 0}, 3, false},
    {5, {1, 2, 4, 5, 6}, {2, 2, 3}, {1, 2, 2}, {0, 1, 1, 1, 0, 2}, 4, false},
    {4, {2, 2, 37, 41}, {3, 3}, {1, 1}, {1, 1, 1, 1}, 7, false},
    {4, {0, 2, 4, 4}, {2, 2}, {1, 1}, {0, 0, 0, 0}, 2, false},
};

/* lp_pool against cpu (data with NaN and infinities too), then
 * lp_pool_backward at cpu's y: bit for bit for p 1 and 2 (sums, a division
 * and a square root in double, each correctly rounded), within the float
 * bounds beyond (an OpenCL pow may differ from libm's by a few ulp). */
static void run_lp_pool(sy_device dev)
{
    sy_ck_leak snap = sy_ck_leak_snap();
    char ds[SY__DEVICE_STR_MAX], what[256], w2[320];
    for (int d = 0; d < 2; d++)
        for (size_t c = 0; c < sizeof lp_cases / sizeof lp_cases[0]; c++)
            for (int kind = D_ANY; kind <= D_SPECIAL; kind += D_SPECIAL - D_ANY) {
                const sy_dtype dt = all_dtypes[d];
                const lp_case *k = &lp_cases[c];
                const int n = k->rank - 2;
                if (!sy_ck_runs(dev, SY_OP_LP_POOL, dt))
                    continue;
                snprintf(what, sizeof what, "sy_lp_pool on %s, %s, case %zu, data %d", name_of(dev, ds, sizeof ds),
                         sy_dtype_name(dt), c, kind);
                const uint32_t seed = (uint32_t)(c * 31 + (size_t)d * 5 + (size_t)kind);
                sy_tensor *xc = make_on(cpu0, dt, k->x, k->rank, kind, seed, k->transposed);
                sy_tensor *xd = make_on(dev, dt, k->x, k->rank, kind, seed, k->transposed);
                sy_tensor *yc, *yd;
                SY_OK_OR_FAIL(sy_lp_pool(xc, k->k, n, k->s, n, k->pads, 2 * n, k->p, &yc));
                SY_OK_OR_FAIL(sy_lp_pool(xd, k->k, n, k->s, n, k->pads, 2 * n, k->p, &yd));
                ck_assert(sy_device_eq(sy_tensor_device(yd), dev));
                same(yd, yc, k->p <= 2, what);
                if (kind == D_ANY && sy_ck_runs(dev, SY_OP_LP_POOL_BACKWARD, dt)) {
                    const sy_ck_shape ys = sy_ck_shape_of(yc);
                    sy_tensor *gc = make_on(cpu0, dt, ys.d, ys.rank, D_ANY, seed + 1, false);
                    sy_tensor *gd = make_on(dev, dt, ys.d, ys.rank, D_ANY, seed + 1, false);
                    sy_tensor *yc_d, *dc, *dd;
                    SY_OK_OR_FAIL(sy_to_device(yc, dev, &yc_d)); /* one y for both */
                    SY_OK_OR_FAIL(sy_lp_pool_backward(gc, xc, yc, k->k, n, k->s, n, k->pads, 2 * n, k->p, &dc));
                    SY_OK_OR_FAIL(sy_lp_pool_backward(gd, xd, yc_d, k->k, n, k->s, n, k->pads, 2 * n, k->p, &dd));
                    ck_assert(sy_device_eq(sy_tensor_device(dd), dev));
                    snprintf(w2, sizeof w2, "sy_lp_pool_backward of %s", what);
                    same(dd, dc, k->p <= 2, w2);
                    sy_tensor *bw[] = {gc, gd, yc_d, dc, dd};
                    for (size_t j = 0; j < 5; j++)
                        sy_tensor_release(bw[j]);
                }
                sy_tensor *all[] = {xc, xd, yc, yd};
                for (size_t j = 0; j < 4; j++)
                    sy_tensor_release(all[j]);
            }
    SY_CK_NO_LEAK(snap);
}
START_TEST(test_lp_pool) { run_lp_pool(g_devs[_i]); }
END_TEST

typedef struct adaptive_case {
    int rank;
    int64_t x[5], out[3];
    bool transposed;
} adaptive_case;

/* Windows that divide, overlap, repeat (an output longer than x), a length
 * of 1, 1 to 3 spatial axes, a strided input, enough windows to span
 * work-groups, none. */
static const adaptive_case adaptive_cases[] = {
    {3, {2, 3, 7}, {3}, false},
    {3, {1, 2, 4}, {9}, false},
    {4, {1, 1, 8, 8}, {4, 2}, false},
    {4, {2, 3, 5, 6}, {4, 7}, true},
    {5, {1, 2, 4, 3, 5}, {3, 1, 2}, false},
    {5, {1, 1, 1, 7, 2}, {2, 3, 3}, false},
    {4, {2, 3, 45, 38}, {13, 17}, false},
    {4, {0, 2, 3, 3}, {2, 2}, false},
};

/* adaptive_avg_pool and its gradient bit for bit (sums in double in cpu's
 * order, one division each); adaptive_max_pool's values and indices bit for
 * bit (ties, NaN, infinities: the first maximum, the first NaN). */
static void run_adaptive_pool(sy_device dev)
{
    sy_ck_leak snap = sy_ck_leak_snap();
    char ds[SY__DEVICE_STR_MAX], what[256], w2[320];
    for (int d = 0; d < 2; d++)
        for (size_t c = 0; c < sizeof adaptive_cases / sizeof adaptive_cases[0]; c++)
            for (int kind = D_ANY; kind <= D_SPECIAL; kind++) {
                const sy_dtype dt = all_dtypes[d];
                const adaptive_case *k = &adaptive_cases[c];
                const int n = k->rank - 2;
                const uint32_t seed = (uint32_t)(c * 37 + (size_t)d * 3 + (size_t)kind);
                if (!sy_backend_stores((sy_backend)dev.backend, dt))
                    continue;
                sy_tensor *xc = make_on(cpu0, dt, k->x, k->rank, kind, seed, k->transposed);
                sy_tensor *xd = make_on(dev, dt, k->x, k->rank, kind, seed, k->transposed);
                if (sy_ck_runs(dev, SY_OP_ADAPTIVE_AVG_POOL, dt)) {
                    snprintf(what, sizeof what, "sy_adaptive_avg_pool on %s, %s, case %zu, data %d",
                             name_of(dev, ds, sizeof ds), sy_dtype_name(dt), c, kind);
                    sy_tensor *yc, *yd;
                    SY_OK_OR_FAIL(sy_adaptive_avg_pool(xc, k->out, n, &yc));
                    SY_OK_OR_FAIL(sy_adaptive_avg_pool(xd, k->out, n, &yd));
                    ck_assert(sy_device_eq(sy_tensor_device(yd), dev));
                    same(yd, yc, true, what);
                    if (kind == D_ANY && sy_ck_runs(dev, SY_OP_ADAPTIVE_AVG_POOL_BACKWARD, dt)) {
                        const sy_ck_shape ys = sy_ck_shape_of(yc);
                        sy_tensor *gc = make_on(cpu0, dt, ys.d, ys.rank, D_ANY, seed + 1, k->transposed);
                        sy_tensor *gd = make_on(dev, dt, ys.d, ys.rank, D_ANY, seed + 1, k->transposed);
                        sy_tensor *dc, *dd;
                        SY_OK_OR_FAIL(sy_adaptive_avg_pool_backward(gc, k->x, k->rank, &dc));
                        SY_OK_OR_FAIL(sy_adaptive_avg_pool_backward(gd, k->x, k->rank, &dd));
                        ck_assert(sy_device_eq(sy_tensor_device(dd), dev));
                        snprintf(w2, sizeof w2, "sy_adaptive_avg_pool_backward of %s", what);
                        same(dd, dc, true, w2);
                        sy_tensor *bw[] = {gc, gd, dc, dd};
                        for (size_t j = 0; j < 4; j++)
                            sy_tensor_release(bw[j]);
                    }
                    sy_tensor_release(yc);
                    sy_tensor_release(yd);
                }
                if (sy_ck_runs(dev, SY_OP_ADAPTIVE_MAX_POOL, dt) &&
                    sy_backend_stores((sy_backend)dev.backend, SY_DTYPE_I64)) {
                    snprintf(what, sizeof what, "sy_adaptive_max_pool on %s, %s, case %zu, data %d",
                             name_of(dev, ds, sizeof ds), sy_dtype_name(dt), c, kind);
                    sy_tensor *yc, *yd, *ic, *id;
                    SY_OK_OR_FAIL(sy_adaptive_max_pool(xc, k->out, n, &yc, &ic));
                    SY_OK_OR_FAIL(sy_adaptive_max_pool(xd, k->out, n, &yd, &id));
                    ck_assert(sy_device_eq(sy_tensor_device(yd), dev) && sy_device_eq(sy_tensor_device(id), dev));
                    same(yd, yc, true, what);
                    snprintf(w2, sizeof w2, "%s: indices", what);
                    same(id, ic, true, w2);
                    sy_tensor *mp[] = {yc, yd, ic, id};
                    for (size_t j = 0; j < 4; j++)
                        sy_tensor_release(mp[j]);
                }
                sy_tensor_release(xc);
                sy_tensor_release(xd);
            }
    SY_CK_NO_LEAK(snap);
}
START_TEST(test_adaptive_pool) { run_adaptive_pool(g_devs[_i]); }
END_TEST

typedef struct unpool_case {
    int rank;
    int64_t x[5], k[3], s[3], pads[6];
    int64_t spread; /* indices drawn from 0..spread - 1 (0: every position of the result) */
} unpool_case;

/* Indices with many repeats (a few positions named by dozens of elements,
 * across planes) and none (each position once at most), 1 to 3 spatial
 * axes, strides and pads, enough elements to span work-groups, none. */
static const unpool_case unpool_cases[] = {
    {3, {2, 3, 5}, {2}, {2}, {0, 0}, 0},
    {3, {2, 3, 40}, {3}, {2}, {1, 0}, 7},
    {4, {2, 2, 6, 5}, {3, 2}, {2, 2}, {1, 0, 0, 1}, 0},
    {4, {3, 4, 21, 17}, {2, 2}, {2, 2}, {0, 0, 0, 0}, 5},
    {5, {1, 2, 3, 4, 2}, {2, 2, 3}, {2, 1, 2}, {0, 1, 0, 1, 0, 1}, 3},
    {4, {0, 2, 3, 3}, {2, 2}, {2, 2}, {0, 0, 0, 0}, 0},
};

/* Indices into n positions: with spread, from its first positions (many
 * repeats); else a permutation's prefix, each position at most once. */
static sy_tensor *unpool_indices(sy_device dev, const int64_t *shape, int rank, int64_t n, int64_t spread,
                                 uint32_t seed)
{
    const int64_t m = sy_ck_numel(shape, rank);
    int64_t *v = (int64_t *)malloc((size_t)(m > 0 ? m : 1) * sizeof *v);
    ck_assert_ptr_nonnull(v);
    for (int64_t j = 0; j < m; j++)
        v[j] = spread > 0 ? (int64_t)(sy_ck_mix(seed, (uint64_t)j) % (uint64_t)spread)
                          : (j * 7 + (int64_t)(seed % 5u)) % n; /* 7 and n coprime below */
    sy_tensor *t;
    SY_OK_OR_FAIL(sy_tensor_from_data(v, SY_DTYPE_I64, shape, rank, dev, &t));
    free(v);
    return t;
}

/* max_unpool and max_unpool_backward bit for bit against cpu: where several
 * elements name one position, the last in row-major order wins (and gets
 * the gradient), as cpu's sequential loop has it; then an index outside the
 * result, refused with cpu's detail by whichever kernel runs the call. */
static void run_max_unpool(sy_device dev)
{
    sy_ck_leak snap = sy_ck_leak_snap();
    char ds[SY__DEVICE_STR_MAX], what[256], w2[320];
    for (int d = 0; d < 2; d++)
        for (size_t c = 0; c < sizeof unpool_cases / sizeof unpool_cases[0]; c++) {
            const sy_dtype dt = all_dtypes[d];
            const unpool_case *k = &unpool_cases[c];
            const int n = k->rank - 2;
            if (!sy_ck_runs(dev, SY_OP_MAX_UNPOOL, dt) || !sy_backend_stores((sy_backend)dev.backend, SY_DTYPE_I64))
                continue;
            snprintf(what, sizeof what, "sy_max_unpool on %s, %s, case %zu", name_of(dev, ds, sizeof ds),
                     sy_dtype_name(dt), c);
            int64_t ys[5] = {k->x[0], k->x[1], 1, 1, 1};
            for (int j = 0; j < n; j++)
                ys[2 + j] = (k->x[2 + j] - 1) * k->s[j] + k->k[j] - k->pads[j] - k->pads[n + j];
            const int64_t ny = sy_ck_numel(ys, k->rank);
            ck_assert(k->spread > 0 || ny == 0 || ny % 7 != 0); /* unpool_indices: each position once */
            const uint32_t seed = (uint32_t)(c * 41 + (size_t)d);
            sy_tensor *xc = make_on(cpu0, dt, k->x, k->rank, D_SPECIAL, seed, false);
            sy_tensor *xd = make_on(dev, dt, k->x, k->rank, D_SPECIAL, seed, false);
            sy_tensor *ic = unpool_indices(cpu0, k->x, k->rank, ny, k->spread, seed);
            sy_tensor *id = unpool_indices(dev, k->x, k->rank, ny, k->spread, seed);
            sy_tensor *yc, *yd;
            SY_OK_OR_FAIL(sy_max_unpool(xc, ic, k->k, n, k->s, n, k->pads, 2 * n, NULL, 0, &yc));
            SY_OK_OR_FAIL(sy_max_unpool(xd, id, k->k, n, k->s, n, k->pads, 2 * n, NULL, 0, &yd));
            ck_assert(sy_device_eq(sy_tensor_device(yd), dev));
            same(yd, yc, true, what);
            if (sy_ck_runs(dev, SY_OP_MAX_UNPOOL_BACKWARD, dt)) {
                sy_tensor *gc = make_on(cpu0, dt, ys, k->rank, D_ANY, seed + 1, false);
                sy_tensor *gd = make_on(dev, dt, ys, k->rank, D_ANY, seed + 1, false);
                sy_tensor *dc, *dd;
                SY_OK_OR_FAIL(sy_max_unpool_backward(gc, ic, &dc));
                SY_OK_OR_FAIL(sy_max_unpool_backward(gd, id, &dd));
                ck_assert(sy_device_eq(sy_tensor_device(dd), dev));
                snprintf(w2, sizeof w2, "sy_max_unpool_backward of %s", what);
                same(dd, dc, true, w2);
                sy_tensor *bw[] = {gc, gd, dc, dd};
                for (size_t j = 0; j < 4; j++)
                    sy_tensor_release(bw[j]);
            }
            sy_tensor *all[] = {xc, xd, ic, id, yc, yd};
            for (size_t j = 0; j < 6; j++)
                sy_tensor_release(all[j]);
        }
    /* an index outside the result (of 6 elements) or dy, either end */
    const int64_t xs[3] = {1, 2, 2}, ys[3] = {1, 2, 3}, k1[1] = {2}, s1[1] = {1};
    static const struct {
        int64_t idx[4];
        const char *detail;
    } rows[] = {
        {{0, 5, 6, 1}, "indices[2] is 6, outside the 6 elements of "},
        {{-1, 0, 0, 0}, "indices[0] is -1, outside the 6 elements of "},
    };
    for (int d = 0; d < 2; d++) {
        const sy_dtype dt = all_dtypes[d];
        if (!sy_ck_runs(dev, SY_OP_MAX_UNPOOL, dt) || !sy_backend_stores((sy_backend)dev.backend, SY_DTYPE_I64))
            continue;
        sy_tensor *x = make_on(dev, dt, xs, 3, D_ANY, 5, false), *g = make_on(dev, dt, ys, 3, D_ANY, 6, false);
        for (size_t r = 0; r < sizeof rows / sizeof rows[0]; r++)
            for (int bw = 0; bw < 2; bw++) {
                const sy_op op = bw ? SY_OP_MAX_UNPOOL_BACKWARD : SY_OP_MAX_UNPOOL;
                if (!sy_ck_runs(dev, op, dt))
                    continue;
                sy_tensor *idx, *out = poison;
                SY_OK_OR_FAIL(sy_tensor_from_data(rows[r].idx, SY_DTYPE_I64, xs, 3, dev, &idx));
                const sy_status st = bw ? sy_max_unpool_backward(g, idx, &out)
                                        : sy_max_unpool(x, idx, k1, 1, s1, 1, NULL, 0, NULL, 0, &out);
                char detail[128], want[400];
                snprintf(detail, sizeof detail, "%s%s", rows[r].detail, bw ? "dy" : "the result");
                ck_assert_msg(st == SY_E_INVALID_ARGUMENT, "%s row %zu: %s: %s", sy_op_name(op), r, sy_status_name(st),
                              sy_last_error());
                ck_assert_ptr_null(out);
                sy_backend exec;
                ck_assert(sy_backend_runs_op((sy_backend)dev.backend, op, dt, &exec));
                snprintf(want, sizeof want, "the %s kernel failed", sy_backend_name(exec));
                if (dt == SY_DTYPE_F32) /* f64 may be declined for cpu's kernel at run time */
                    ck_assert_msg(strstr(sy_last_error(), want), "%s", sy_last_error());
                ck_assert_msg(strstr(sy_last_error(), detail), "%s", sy_last_error());
                sy_ck_vals back = sy_ck_read(idx);
                for (int j = 0; j < 4; j++)
                    ck_assert(back.i[j] == rows[r].idx[j]);
                sy_ck_vals_free(&back);
                sy_tensor_release(idx);
            }
        sy_tensor_release(x);
        sy_tensor_release(g);
    }
    SY_CK_NO_LEAK(snap);
}
START_TEST(test_max_unpool) { run_max_unpool(g_devs[_i]); }
END_TEST

#if SY_WITH_OPENCL
/* opencl with SY_OPENCL_FP64=0 (its devices treated as lacking doubles):
 * the f32 kernels built without fp64 (float accumulators) against cpu, and
 * every f64 call declined by the kernel and run on cpu, staged, with the
 * result on the device. (Checks the shipped opencl backend.) */
START_TEST(test_opencl_without_fp64)
{
    const int n = sy_backend_device_count(SY_BACKEND_OPENCL);
    if (n == 0)
        return;
    setenv("SY_OPENCL_FP64", "0", 1);
    sy_shutdown();
    for (int d = 0; d < n; d++) {
        const sy_device dev = sy_device_of(SY_BACKEND_OPENCL, d);
        run_softmax(dev);
        run_argmax(dev);
        run_concat(dev);
        run_gather(dev);
        run_gather_refuses(dev);
        run_gather_backward(dev);
        run_gather_backward_refuses(dev);
        run_pad(dev);
        run_layer_norm(dev);
        run_max_pool(dev);
        run_max_pool_backward_refuses(dev);
        run_conv(dev);
        run_scans(dev);
        run_lp_pool(dev);
        run_adaptive_pool(dev);
        run_max_unpool(dev);
    }
    unsetenv("SY_OPENCL_FP64");
    sy_shutdown();
}
END_TEST
#endif

Suite *suite_opkernels(void)
{
    Suite *s = suite_create("opkernels");
    g_ndev = sy_ck_devices(g_devs, SY_CK_MAX_DEVICES);
    TCase *tc = tcase_create("against cpu");
    tcase_set_timeout(tc, 600);
    tcase_add_loop_test(tc, test_softmax, 0, g_ndev);
    tcase_add_loop_test(tc, test_argmax, 0, g_ndev);
    tcase_add_loop_test(tc, test_concat, 0, g_ndev);
    tcase_add_loop_test(tc, test_gather, 0, g_ndev);
    tcase_add_loop_test(tc, test_gather_refuses, 0, g_ndev);
    tcase_add_loop_test(tc, test_gather_backward, 0, g_ndev);
    tcase_add_loop_test(tc, test_gather_backward_refuses, 0, g_ndev);
    tcase_add_loop_test(tc, test_pad, 0, g_ndev);
    tcase_add_loop_test(tc, test_layer_norm, 0, g_ndev);
    tcase_add_loop_test(tc, test_max_pool, 0, g_ndev);
    tcase_add_loop_test(tc, test_max_pool_backward_refuses, 0, g_ndev);
    tcase_add_loop_test(tc, test_conv, 0, g_ndev);
    tcase_add_loop_test(tc, test_scans, 0, g_ndev);
    tcase_add_loop_test(tc, test_lp_pool, 0, g_ndev);
    tcase_add_loop_test(tc, test_adaptive_pool, 0, g_ndev);
    tcase_add_loop_test(tc, test_max_unpool, 0, g_ndev);
#if SY_WITH_OPENCL
    tcase_add_test(tc, test_opencl_without_fp64);
#endif
    suite_add_tcase(s, tc);
    return s;
}
