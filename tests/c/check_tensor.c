/* Tensors: sy_tensor_from_data / sy_tensor_to_data round trips on every
 * enabled device and dtype, argument errors, accessors, contiguity, host
 * data, and the live-allocation counters returning to where they started. */
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>

#include "sy_test.h"

/* ---- helpers ------------------------------------------------------------ */

/* A non-NULL *out that every failing call must clear. */
static sy_tensor sentinel;

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

static sy_device device_at(int i)
{
    sy_device all[MAX_DEVICES];
    int n = real_devices(all);
    ck_assert_int_lt(i, n);
    return all[i];
}

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

typedef struct {
    int rank;
    int64_t shape[SY_MAX_RANK];
} shape_case;

static const shape_case shapes[] = {
    {0, {0}},                        /* scalar */
    {1, {5}},                        /* vector */
    {2, {2, 3}},                     /* matrix */
    {3, {2, 1, 4}},                  /* a unit axis */
    {1, {0}},                        /* empty */
    {3, {3, 0, 2}},                  /* empty in the middle */
    {8, {1, 2, 1, 2, 1, 1, 2, 1}},   /* SY_MAX_RANK */
};
#define N_SHAPES ((int)(sizeof shapes / sizeof shapes[0]))

static int64_t numel_of(const shape_case *s)
{
    int64_t n = 1;
    for (int i = 0; i < s->rank; i++)
        n *= s->shape[i];
    return n;
}

static void assert_device_is(sy_device got, sy_device want)
{
    char g[64], w[64];
    sy_device_format(got, g, sizeof g);
    sy_device_format(want, w, sizeof w);
    ck_assert_msg(got.backend == want.backend && got.index == want.index && got.autodiff == want.autodiff &&
                      got.checkpointing == want.checkpointing && got.flags == want.flags,
                  "device %s, want %s", g, w);
}

static void assert_error_mentions(const char *needle)
{
    ck_assert_msg(strstr(sy_last_error(), needle) != NULL, "sy_last_error() \"%s\" does not mention \"%s\"",
                  sy_last_error(), needle);
}

/* Creates a tensor from data on dev, checks every accessor and reads it back
 * (into an oversized buffer whose tail must stay untouched). */
static void round_trip(sy_device dev, sy_dtype dt, const shape_case *sc, int seed)
{
    int64_t n = numel_of(sc);
    size_t bytes = (size_t)n * sy_dtype_size(dt);
    unsigned char *data = malloc(bytes + 1), *back = malloc(bytes + 16);
    ck_assert_ptr_nonnull(data);
    ck_assert_ptr_nonnull(back);
    fill_values(dt, data, n, seed);
    sy_tensor *t = NULL;
    SY_OK_OR_FAIL(sy_tensor_from_data(data, dt, sc->rank ? sc->shape : NULL, sc->rank, dev, &t));
    ck_assert_ptr_nonnull(t);
    assert_device_is(sy_tensor_device(t), dev);
    ck_assert_int_eq(sy_tensor_dtype(t), dt);
    ck_assert_int_eq(sy_tensor_rank(t), sc->rank);
    for (int i = 0; i < sc->rank; i++) {
        ck_assert_int_eq(sy_tensor_shape(t)[i], sc->shape[i]);
        ck_assert_int_eq(sy_tensor_dim(t, i), sc->shape[i]);
        ck_assert_int_eq(sy_tensor_dim(t, i - sc->rank), sc->shape[i]);
    }
    ck_assert_int_eq(sy_tensor_numel(t), n);
    ck_assert_uint_eq(sy_tensor_nbytes(t), bytes);
    ck_assert(sy_tensor_is_contiguous(t));
    ck_assert(!sy_tensor_is_tracked(t));
    ck_assert_int_eq(atomic_load(&t->refs), 1);
    memset(back, 0xA5, bytes + 16);
    SY_OK_OR_FAIL(sy_tensor_to_data(t, back, bytes + 16));
    ck_assert_msg(memcmp(back, data, bytes) == 0, "data read back differs (dtype %s)", sy_dtype_name(dt));
    for (size_t i = bytes; i < bytes + 16; i++)
        ck_assert_uint_eq(back[i], 0xA5);
    /* exactly nbytes is enough */
    memset(back, 0, bytes + 16);
    SY_OK_OR_FAIL(sy_tensor_to_data(t, back, bytes));
    ck_assert(memcmp(back, data, bytes) == 0);
    /* host data: the same values in host memory, NULL on device memory */
    const void *host = sy_tensor_host_data(t);
    if (!sy_device_is_capture(dev) && sy_backend_is_host_memory((sy_backend)dev.backend)) {
        ck_assert_ptr_nonnull(host);
        ck_assert(memcmp(host, data, bytes) == 0);
        ck_assert_ptr_ne(host, data); /* copied, not borrowed */
    } else if (!sy_device_is_capture(dev)) {
        ck_assert_ptr_null(host);
    }
    /* the input buffer can be reused right away */
    memset(data, 0, bytes + 1);
    SY_OK_OR_FAIL(sy_tensor_to_data(t, back, bytes));
    fill_values(dt, data, n, seed);
    ck_assert(memcmp(back, data, bytes) == 0);
    sy_tensor_release(t);
    free(data);
    free(back);
}

/* ---- round trips ----------------------------------------------------------- */

/* Device _i, plain and in both autodiff contexts: every dtype, every shape. */
START_TEST(test_round_trip_device)
{
    sy_ck_leak live = sy_ck_leak_snap();
    sy_device dev = device_at(_i);
    const char *bname = sy_backend_name((sy_backend)dev.backend);
    for (int v = 0; v < 3; v++) {
        sy_device d = v == 0 ? dev : sy_device_autodiff(dev, v == 1 ? SY_CHECKPOINT_NONE : SY_CHECKPOINT_BALANCED);
        for (int dt = 0; dt < SY_DTYPE_COUNT; dt++) {
            if (!sy_backend_stores((sy_backend)dev.backend, (sy_dtype)dt)) {
                const int64_t shape[1] = {2};
                const double data[2] = {1, 2};
                sy_tensor *t = &sentinel; /* not NULL: must be cleared */
                SY_EXPECT(SY_E_DTYPE_UNSUPPORTED, sy_tensor_from_data(data, (sy_dtype)dt, shape, 1, d, &t));
                ck_assert_ptr_null(t);
                assert_error_mentions(bname);
                assert_error_mentions(sy_dtype_name((sy_dtype)dt));
                continue;
            }
            for (int s = 0; s < N_SHAPES; s++)
                round_trip(d, (sy_dtype)dt, &shapes[s], s + dt);
        }
    }
    /* a sim backend stores no f64 */
    if (dev.backend == SY_BACKEND_SIM)
        ck_assert(!sy_backend_stores(SY_BACKEND_SIM, SY_DTYPE_F64));
    SY_CK_NO_LEAK(live);
}
END_TEST

/* Capture devices keep the data of their initializers and read it back. */
START_TEST(test_round_trip_capture)
{
    if (!sy_backend_enabled(SY_BACKEND_CAPTURE)) {
        sy_device c;
        SY_EXPECT(SY_E_BACKEND_DISABLED, sy_capture_new(&c));
        return;
    }
    sy_ck_leak live = sy_ck_leak_snap();
    sy_device c;
    SY_OK_OR_FAIL(sy_capture_new(&c));
    size_t expect_inits = 0;
    for (int dt = 0; dt < SY_DTYPE_COUNT; dt++) {
        for (int s = 0; s < N_SHAPES; s++) {
            round_trip(c, (sy_dtype)dt, &shapes[s], s * 3 + dt);
            expect_inits++;
            size_t inits = 0, nodes = 7;
            SY_OK_OR_FAIL(sy_capture_counts(c, &inits, &nodes));
            ck_assert_uint_eq(inits, expect_inits);
            ck_assert_uint_eq(nodes, 0);
        }
    }
    /* a released capture device takes no more data */
    SY_OK_OR_FAIL(sy_capture_release(c));
    const float one = 1;
    sy_tensor *t = NULL;
    SY_EXPECT(SY_E_NO_SUCH_DEVICE, sy_tensor_from_data(&one, SY_DTYPE_F32, NULL, 0, c, &t));
    ck_assert_ptr_null(t);
    /* with the device gone and the tensors released everything is freed */
    SY_CK_NO_LEAK(live);
}
END_TEST

/* A captured value outlives its released device while a tensor holds it. */
START_TEST(test_capture_tensor_outlives_device)
{
    if (!sy_backend_enabled(SY_BACKEND_CAPTURE))
        return;
    sy_ck_leak live = sy_ck_leak_snap();
    sy_device c;
    SY_OK_OR_FAIL(sy_capture_new(&c));
    const int32_t data[3] = {7, -8, 9};
    const int64_t shape[1] = {3};
    sy_tensor *t = NULL;
    SY_OK_OR_FAIL(sy_tensor_from_data(data, SY_DTYPE_I32, shape, 1, c, &t));
    SY_OK_OR_FAIL(sy_capture_release(c));
    int32_t back[3] = {0};
    SY_OK_OR_FAIL(sy_tensor_to_data(t, back, sizeof back));
    ck_assert(memcmp(back, data, sizeof data) == 0);
    sy_tensor_release(t);
    SY_CK_NO_LEAK(live);
}
END_TEST

/* ---- argument errors ------------------------------------------------------------- */

START_TEST(test_from_data_errors)
{
    sy_ck_leak live = sy_ck_leak_snap();
    const float data[4] = {1, 2, 3, 4};
    const int64_t shape[2] = {2, 2};
    const int64_t negative[2] = {2, -1};
    const int64_t huge[3] = {INT64_C(1) << 40, INT64_C(1) << 40, 8};
    const int64_t nine[9] = {1, 1, 1, 1, 1, 1, 1, 1, 4};
    sy_device cpu = sy_device_of(SY_BACKEND_CPU, 0);
    sy_tensor *t;

    SY_EXPECT(SY_E_INVALID_ARGUMENT, sy_tensor_from_data(data, SY_DTYPE_F32, shape, 2, cpu, NULL));
    assert_error_mentions("out is NULL");

    struct {
        const void *data;
        sy_dtype dt;
        const int64_t *shape;
        int rank;
        sy_device dev;
        sy_status want;
        const char *needle;
    } cases[] = {
        {NULL, SY_DTYPE_F32, shape, 2, cpu, SY_E_INVALID_ARGUMENT, "data is NULL"},
        {data, SY_DTYPE_F32, NULL, 2, cpu, SY_E_INVALID_ARGUMENT, "shape is NULL"},
        {data, SY_DTYPE_F32, nine, 9, cpu, SY_E_INVALID_ARGUMENT, "rank 9"},
        {data, SY_DTYPE_F32, shape, -1, cpu, SY_E_INVALID_ARGUMENT, "rank -1"},
        {data, SY_DTYPE_F32, negative, 2, cpu, SY_E_INVALID_ARGUMENT, "negative"},
        {data, SY_DTYPE_F32, huge, 3, cpu, SY_E_INVALID_ARGUMENT, "too many elements"},
        {data, SY_DTYPE_COUNT, shape, 2, cpu, SY_E_INVALID_ARGUMENT, "dtype"},
        {data, (sy_dtype)-1, shape, 2, cpu, SY_E_INVALID_ARGUMENT, "dtype"},
        {data, SY_DTYPE_F32, shape, 2, sy_device_of(SY_BACKEND_CPU, -1), SY_E_INVALID_ARGUMENT, "malformed"},
        {data, SY_DTYPE_F32, shape, 2, sy_device_of((sy_backend)9, 0), SY_E_INVALID_ARGUMENT, "no backend has id 9"},
        {data, SY_DTYPE_F32, shape, 2, sy_device_autodiff(cpu, (sy_checkpointing)3), SY_E_INVALID_ARGUMENT,
         "checkpointing"},
        {data, SY_DTYPE_F32, shape, 2, sy_device_autodiff(sy_device_autodiff(cpu, SY_CHECKPOINT_NONE), SY_CHECKPOINT_NONE),
         SY_E_AUTODIFF_NESTED, "Autodiff should not wrap"},
        {data, SY_DTYPE_F32, shape, 2, sy_device_of(SY_BACKEND_CPU, 1), SY_E_NO_SUCH_DEVICE, "cpu"},
        {data, SY_DTYPE_F32, shape, 2, sy_device_of(SY_BACKEND_CAPTURE, 0),
         SY_WITH_CAPTURE ? SY_E_NO_SUCH_DEVICE : SY_E_BACKEND_DISABLED, SY_WITH_CAPTURE ? "capture:0" : "SY_WITH_CAPTURE"},
        {data, SY_DTYPE_F32, shape, 2, sy_device_autodiff(sy_device_of(SY_BACKEND_CAPTURE, 0), SY_CHECKPOINT_NONE),
         SY_E_INVALID_ARGUMENT, "Capture tensors do not support autodiff"},
    };
    for (size_t i = 0; i < sizeof cases / sizeof cases[0]; i++) {
        t = &sentinel;
        sy_status st = sy_tensor_from_data(cases[i].data, cases[i].dt, cases[i].shape, cases[i].rank, cases[i].dev, &t);
        ck_assert_msg(st == cases[i].want, "case %zu: %s (want %s): %s", i, sy_status_name(st),
                      sy_status_name(cases[i].want), sy_last_error());
        ck_assert_msg(t == NULL, "case %zu: *out not cleared", i);
        assert_error_mentions(cases[i].needle);
        assert_error_mentions("sy_tensor_from_data");
    }
    /* out-of-range indices of every enabled backend, disabled backends */
    for (int i = 0; i < SY_BACKEND_COUNT; i++) {
        sy_backend b = sy__backend_order[i];
        if (sy__backend_table[b].capture)
            continue;
        sy_device d = sy_device_of(b, sy_backend_device_count(b));
        t = &sentinel;
        sy_status want = sy_backend_enabled(b) ? SY_E_NO_SUCH_DEVICE : SY_E_BACKEND_DISABLED;
        SY_EXPECT(want, sy_tensor_from_data(data, SY_DTYPE_F32, shape, 2, d, &t));
        ck_assert_ptr_null(t);
        assert_error_mentions(sy_backend_name(b));
        if (!sy_backend_enabled(b)) {
            t = &sentinel;
            SY_EXPECT(SY_E_BACKEND_DISABLED, sy_tensor_from_data(data, SY_DTYPE_F32, shape, 2, sy_device_of(b, 0), &t));
            ck_assert_ptr_null(t);
            assert_error_mentions(sy__backend_table[b].cfg);
        }
    }
    /* NULL data is fine when there are no elements; NULL shape with rank 0 too */
    const int64_t empty[2] = {0, 3};
    t = NULL;
    SY_OK_OR_FAIL(sy_tensor_from_data(NULL, SY_DTYPE_F32, empty, 2, cpu, &t));
    ck_assert_int_eq(sy_tensor_numel(t), 0);
    ck_assert_uint_eq(sy_tensor_nbytes(t), 0);
    SY_OK_OR_FAIL(sy_tensor_to_data(t, NULL, 0));
    sy_tensor_release(t);
    SY_OK_OR_FAIL(sy_tensor_from_data(data, SY_DTYPE_F32, NULL, 0, cpu, &t));
    ck_assert_int_eq(sy_tensor_rank(t), 0);
    ck_assert_int_eq(sy_tensor_numel(t), 1);
    sy_tensor_release(t);
    SY_CK_NO_LEAK(live);
}
END_TEST

/* sy_tensor_to_data on device _i: NULLs and too small a buffer. */
START_TEST(test_to_data_errors)
{
    sy_ck_leak live = sy_ck_leak_snap();
    sy_device dev = device_at(_i);
    const int32_t data[6] = {1, 2, 3, 4, 5, 6};
    const int64_t shape[2] = {3, 2};
    sy_tensor *t = NULL;
    SY_OK_OR_FAIL(sy_tensor_from_data(data, SY_DTYPE_I32, shape, 2, dev, &t));
    int32_t back[7];
    for (int i = 0; i < 7; i++)
        back[i] = -99;
    SY_EXPECT(SY_E_INVALID_ARGUMENT, sy_tensor_to_data(NULL, back, sizeof back));
    SY_EXPECT(SY_E_INVALID_ARGUMENT, sy_tensor_to_data(t, NULL, sizeof back));
    SY_EXPECT(SY_E_BUFFER_TOO_SMALL, sy_tensor_to_data(t, back, sizeof data - 1));
    assert_error_mentions("24");
    SY_EXPECT(SY_E_BUFFER_TOO_SMALL, sy_tensor_to_data(t, back, 0));
    for (int i = 0; i < 7; i++)
        ck_assert_int_eq(back[i], -99); /* nothing written on failure */
    SY_OK_OR_FAIL(sy_tensor_to_data(t, back, sizeof data));
    ck_assert(memcmp(back, data, sizeof data) == 0);
    ck_assert_int_eq(back[6], -99);
    sy_tensor_release(t);
    SY_CK_NO_LEAK(live);
}
END_TEST

START_TEST(test_to_data_not_materialized)
{
    if (!sy_backend_enabled(SY_BACKEND_CAPTURE))
        return;
    sy_ck_leak live = sy_ck_leak_snap();
    sy_device c;
    SY_OK_OR_FAIL(sy_capture_new(&c));
    const float data[2] = {1, -2};
    const int64_t shape[1] = {2};
    sy_tensor *init = NULL, *neg = NULL;
    SY_OK_OR_FAIL(sy_tensor_from_data(data, SY_DTYPE_F32, shape, 1, c, &init));
    SY_OK_OR_FAIL(sy_neg(init, &neg));
    float back[2] = {5, 5};
    SY_EXPECT(SY_E_NOT_MATERIALIZED, sy_tensor_to_data(neg, back, sizeof back));
    ck_assert(back[0] == 5 && back[1] == 5);
    ck_assert_ptr_null(sy_tensor_host_data(neg));
    ck_assert(!sy_tensor_shares_storage(neg, neg)); /* no storage to share */
    ck_assert_int_eq(sy_tensor_numel(neg), 2);
    sy_tensor_release(neg);
    sy_tensor_release(init);
    SY_OK_OR_FAIL(sy_capture_release(c));
    SY_CK_NO_LEAK(live);
}
END_TEST

/* ---- accessors --------------------------------------------------------------------- */

START_TEST(test_accessors)
{
    sy_ck_leak live = sy_ck_leak_snap();
    sy_device dev = device_at(_i);
    const int64_t shape[3] = {2, 3, 4};
    int64_t data[24];
    fill_values(SY_DTYPE_I64, data, 24, 1);
    sy_tensor *t = NULL;
    SY_OK_OR_FAIL(sy_tensor_from_data(data, SY_DTYPE_I64, shape, 3, dev, &t));
    assert_device_is(sy_tensor_device(t), dev);
    ck_assert_int_eq(sy_tensor_dtype(t), SY_DTYPE_I64);
    ck_assert_int_eq(sy_tensor_rank(t), 3);
    ck_assert_int_eq(sy_tensor_dim(t, 0), 2);
    ck_assert_int_eq(sy_tensor_dim(t, 2), 4);
    ck_assert_int_eq(sy_tensor_dim(t, -1), 4);
    ck_assert_int_eq(sy_tensor_dim(t, -3), 2);
    ck_assert_int_eq(sy_tensor_dim(t, 3), -1);
    ck_assert_int_eq(sy_tensor_dim(t, -4), -1);
    ck_assert_int_eq(sy_tensor_numel(t), 24);
    ck_assert_uint_eq(sy_tensor_nbytes(t), 24 * sizeof(int64_t));
    ck_assert(sy_tensor_shares_storage(t, t));
    /* white box: contiguous row-major strides, no offset */
    ck_assert_int_eq(t->strides[0], 12);
    ck_assert_int_eq(t->strides[1], 4);
    ck_assert_int_eq(t->strides[2], 1);
    ck_assert_int_eq(t->offset, 0);
    /* retain / release */
    ck_assert_ptr_eq(sy_tensor_retain(t), t);
    ck_assert_int_eq(atomic_load(&t->refs), 2);
    sy_tensor_release(t);
    ck_assert_int_eq(atomic_load(&t->refs), 1);
    /* a second tensor with the same data has its own storage */
    sy_tensor *u = NULL;
    SY_OK_OR_FAIL(sy_tensor_from_data(data, SY_DTYPE_I64, shape, 3, dev, &u));
    ck_assert(!sy_tensor_shares_storage(t, u));
    ck_assert(!sy_tensor_shares_storage(t, NULL));
    ck_assert(!sy_tensor_shares_storage(NULL, t));
    sy_tensor_release(u);
    sy_tensor_release(t);
    SY_CK_NO_LEAK(live);
}
END_TEST

START_TEST(test_null_accessors)
{
    sy_device d = sy_tensor_device(NULL);
    ck_assert_int_eq(d.backend, 0);
    ck_assert_int_eq(d.autodiff, 0);
    ck_assert_uint_eq(d.index, 0);
    ck_assert_int_eq(sy_tensor_dtype(NULL), SY_DTYPE_COUNT);
    ck_assert_int_eq(sy_tensor_rank(NULL), -1);
    ck_assert_int_eq(sy_tensor_dim(NULL, 0), -1);
    ck_assert_ptr_null(sy_tensor_shape(NULL));
    ck_assert_int_eq(sy_tensor_numel(NULL), 0);
    ck_assert_uint_eq(sy_tensor_nbytes(NULL), 0);
    ck_assert(!sy_tensor_is_contiguous(NULL));
    ck_assert(!sy_tensor_is_tracked(NULL));
    ck_assert_ptr_null(sy_tensor_host_data(NULL));
    ck_assert(!sy_tensor_shares_storage(NULL, NULL));
    ck_assert_ptr_null(sy_tensor_retain(NULL));
    sy_tensor_release(NULL); /* fine */
}
END_TEST

/* Views: a transpose is not contiguous, reads back transposed, and shares
 * the storage; unit axes do not break contiguity. */
START_TEST(test_contiguous)
{
    sy_ck_leak live = sy_ck_leak_snap();
    sy_device dev = device_at(_i);
    const int64_t shape[2] = {2, 3};
    const float data[6] = {0, 1, 2, 3, 4, 5};
    const float transposed[6] = {0, 3, 1, 4, 2, 5};
    sy_tensor *t = NULL, *tt = NULL, *ttt = NULL;
    SY_OK_OR_FAIL(sy_tensor_from_data(data, SY_DTYPE_F32, shape, 2, dev, &t));
    SY_OK_OR_FAIL(sy_transpose(t, 0, 1, &tt));
    ck_assert(sy_tensor_is_contiguous(t));
    ck_assert(!sy_tensor_is_contiguous(tt));
    ck_assert(sy_tensor_shares_storage(t, tt));
    ck_assert_int_eq(sy_tensor_dim(tt, 0), 3);
    ck_assert_int_eq(sy_tensor_dim(tt, 1), 2);
    assert_device_is(sy_tensor_device(tt), dev);
    float back[6];
    SY_OK_OR_FAIL(sy_tensor_to_data(tt, back, sizeof back));
    ck_assert(memcmp(back, transposed, sizeof back) == 0);
    if (sy_backend_is_host_memory((sy_backend)dev.backend))
        ck_assert_ptr_eq(sy_tensor_host_data(tt), sy_tensor_host_data(t));
    else
        ck_assert_ptr_null(sy_tensor_host_data(tt));
    /* transposing back is contiguous again */
    SY_OK_OR_FAIL(sy_transpose(tt, 0, 1, &ttt));
    ck_assert(sy_tensor_is_contiguous(ttt));
    sy_tensor_release(ttt);
    sy_tensor_release(tt);
    sy_tensor_release(t);

    /* unit axes: [1, 3] transposed to [3, 1] is still contiguous */
    const int64_t row[2] = {1, 3};
    SY_OK_OR_FAIL(sy_tensor_from_data(data, SY_DTYPE_F32, row, 2, dev, &t));
    SY_OK_OR_FAIL(sy_transpose(t, 0, 1, &tt));
    ck_assert(sy_tensor_is_contiguous(tt));
    SY_OK_OR_FAIL(sy_tensor_to_data(tt, back, 3 * sizeof(float)));
    ck_assert(memcmp(back, data, 3 * sizeof(float)) == 0);
    sy_tensor_release(tt);
    sy_tensor_release(t);
    SY_CK_NO_LEAK(live);
}
END_TEST

/* The counters really count: an allocation shows up, a release takes it back. */
START_TEST(test_live_counters)
{
    sy_ck_leak live = sy_ck_leak_snap();
    sy_device dev = device_at(_i);
    const int64_t shape[1] = {4};
    const int32_t data[4] = {1, 2, 3, 4};
    sy_tensor *ts[5];
    for (int i = 0; i < 5; i++)
        SY_OK_OR_FAIL(sy_tensor_from_data(data, SY_DTYPE_I32, shape, 1, dev, &ts[i]));
    ck_assert_int_gt(sy__host_live(), live.host);
    if (!sy_backend_is_host_memory((sy_backend)dev.backend))
        ck_assert_int_eq(sy_ck_device_live(), live.device + 5);
    else
        ck_assert_int_eq(sy_ck_device_live(), live.device);
    for (int i = 0; i < 5; i++)
        sy_tensor_release(ts[i]);
    SY_CK_NO_LEAK(live);
}
END_TEST

/* A cpu f32 tensor of `bytes` bytes (a multiple of 4), and its data. */
static sy_tensor *big_tensor(size_t bytes, const void **data)
{
    const int64_t shape[1] = {(int64_t)(bytes / 4)};
    sy_tensor *t = NULL;
    SY_OK_OR_FAIL(sy_full(shape, 1, 1.5, SY_DTYPE_F32, sy_device_of(SY_BACKEND_CPU, 0), &t));
    *data = sy_tensor_host_data(t);
    const float *f = *data;
    ck_assert(f[0] == 1.5f && f[shape[0] - 1] == 1.5f);
    return t;
}

/* Large blocks (above 256 KiB) are kept for reuse after release, within the
 * count and byte limits, and sy_memory_trim gives them back. */
START_TEST(test_large_block_cache)
{
    sy_ck_leak live = sy_ck_leak_snap();
    const size_t mib = (size_t)1 << 20;
    sy_memory_trim();
    const void *p, *q;
    sy_tensor *t = big_tensor(mib, &p);
    sy_tensor_release(t);
    if (!sy__host_caching()) { /* a TSan or MSan build: every block goes back to free() */
        ck_assert_uint_eq(sy_memory_trim(), 0);
        SY_CK_NO_LEAK(live);
        return;
    }
    /* the same size again: the same block, refilled */
    t = big_tensor(mib, &q);
    ck_assert_ptr_eq(p, q);
    sy_tensor_release(t);
    /* twice the size, or under three quarters of it: not that block */
    t = big_tensor(2 * mib, &q);
    ck_assert_ptr_ne(p, q);
    sy_tensor_release(t);
    sy_tensor *u = big_tensor(mib / 2, &q);
    ck_assert_ptr_ne(p, q);
    sy_tensor_release(u);
    size_t kept = sy_memory_trim();
    ck_assert_uint_ge(kept, mib + 2 * mib + mib / 2);
    ck_assert_uint_le(kept, mib + 2 * mib + mib / 2 + 3 * 4096 + 3 * 256);
    ck_assert_uint_eq(sy_memory_trim(), 0);

    /* the byte limit: the oldest blocks go first; a block over it is not kept */
    const size_t old = sy__host_cache_limit(3 * mib);
    sy_tensor *ts[3];
    const void *d[3];
    for (int i = 0; i < 3; i++)
        ts[i] = big_tensor(mib + 4096 * (size_t)i, &d[i]);
    for (int i = 0; i < 3; i++)
        sy_tensor_release(ts[i]);
    t = big_tensor(mib, &q); /* the first block was given back to make room for the third */
    ck_assert_ptr_ne(q, d[0]);
    sy_tensor_release(t);
    kept = sy_memory_trim();
    ck_assert_uint_le(kept, 3 * mib);
    ck_assert_uint_ge(kept, 2 * mib);
    t = big_tensor(4 * mib, &q);
    sy_tensor_release(t);
    ck_assert_uint_eq(sy_memory_trim(), 0);
    sy__host_cache_limit(old);

    /* the count limit: at most 8 blocks */
    sy_tensor *many[12];
    for (int i = 0; i < 12; i++)
        many[i] = big_tensor(300 * 1024, &q);
    for (int i = 0; i < 12; i++)
        sy_tensor_release(many[i]);
    kept = sy_memory_trim();
    ck_assert_uint_ge(kept, 8 * 300 * 1024);
    ck_assert_uint_lt(kept, 9 * 300 * 1024);
    SY_CK_NO_LEAK(live);
}
END_TEST

/* One shared tensor, retained, moved zero-copy (or staged) to every other
 * device and released by several threads at once: the move copies the
 * record while other threads change its count (a data race when the whole
 * record was copied; make test-tsan watches it). The count ends where it
 * started and nothing leaks. */
typedef struct share_arg {
    sy_tensor *t;
    sy_device dst[MAX_DEVICES];
    int n;
    int failures;
} share_arg;

static void *share_thread(void *p)
{
    share_arg *a = p;
    for (int round = 0; round < 200; round++) {
        sy_tensor *mine = sy_tensor_retain(a->t), *moved = NULL;
        if (sy_to_device(mine, a->dst[round % a->n], &moved) != SY_OK)
            a->failures++;
        sy_tensor_release(moved);
        sy_tensor_release(mine);
    }
    return NULL;
}

START_TEST(test_share_across_threads)
{
    sy_ck_leak snap = sy_ck_leak_snap();
    const float data[4] = {1, 2, 3, 4};
    const int64_t shape[1] = {4};
    sy_tensor *t;
    SY_OK_OR_FAIL(sy_tensor_from_data(data, SY_DTYPE_F32, shape, 1, sy_device_of(SY_BACKEND_CPU, 0), &t));
    share_arg args[4];
    pthread_t th[4];
    for (int k = 0; k < 4; k++) {
        args[k].t = t;
        args[k].n = real_devices(args[k].dst);
        args[k].failures = 0;
        ck_assert_int_eq(pthread_create(&th[k], NULL, share_thread, &args[k]), 0);
    }
    for (int k = 0; k < 4; k++) {
        pthread_join(th[k], NULL);
        ck_assert_int_eq(args[k].failures, 0);
    }
    ck_assert_int_eq(atomic_load(&t->refs), 1);
    float back[4];
    SY_OK_OR_FAIL(sy_tensor_to_data(t, back, sizeof back));
    ck_assert(memcmp(back, data, sizeof data) == 0);
    sy_tensor_release(t);
    SY_CK_NO_LEAK(snap);
}
END_TEST

Suite *suite_tensor(void)
{
    sy_device all[MAX_DEVICES];
    int n = real_devices(all);
    Suite *s = suite_create("tensor");
    TCase *rt = tcase_create("round_trip");
    tcase_add_loop_test(rt, test_round_trip_device, 0, n);
    tcase_add_test(rt, test_round_trip_capture);
    tcase_add_test(rt, test_capture_tensor_outlives_device);
    tcase_add_test(rt, test_share_across_threads);
    suite_add_tcase(s, rt);

    TCase *err = tcase_create("errors");
    tcase_add_test(err, test_from_data_errors);
    tcase_add_loop_test(err, test_to_data_errors, 0, n);
    tcase_add_test(err, test_to_data_not_materialized);
    suite_add_tcase(s, err);

    TCase *acc = tcase_create("accessors");
    tcase_add_loop_test(acc, test_accessors, 0, n);
    tcase_add_test(acc, test_null_accessors);
    tcase_add_loop_test(acc, test_contiguous, 0, n);
    tcase_add_loop_test(acc, test_live_counters, 0, n);
    tcase_add_test(acc, test_large_block_cache);
    suite_add_tcase(s, acc);
    return s;
}
