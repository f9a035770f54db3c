/* The random draws (random_uniform_like, random_normal_like, bernoulli,
 * multinomial; kernels/cpu/sy_cpu_random.c): Philox4x32-10's known answers
 * (Random123's), the same values for the same seed and shape on every
 * device of every enabled backend (the device backends draw through their
 * cpu fallback), other values for another seed, statistics of a large
 * sample (deterministic given the seed: the bounds are several standard
 * errors wide and the values fixed), and the refusals by message.
 * The values against NumPy's Philox: tests/reference (numpy_ref.py). */
#define _POSIX_C_SOURCE 200809L
#include <math.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "sy_philox.h"
#include "sy_test.h"

START_TEST(test_philox_known_answers)
{
    static const uint32_t ctr[3][4] = {{0, 0, 0, 0},
                                       {0xffffffffu, 0xffffffffu, 0xffffffffu, 0xffffffffu},
                                       {0x243f6a88u, 0x85a308d3u, 0x13198a2eu, 0x03707344u}};
    static const uint32_t key[3][2] = {{0, 0}, {0xffffffffu, 0xffffffffu}, {0xa4093822u, 0x299f31d0u}};
    static const uint32_t want[3][4] = {{0x6627e8d5u, 0xe169c58du, 0xbc57ac4cu, 0x9b00dbd8u},
                                        {0x408f276du, 0x41c83b0eu, 0xa20bc7c6u, 0x6d5451fdu},
                                        {0xd16cfe09u, 0x94fdccebu, 0x5001e420u, 0x24126ea1u}};
    for (int k = 0; k < 3; k++) {
        uint32_t got[4];
        sy__philox4x32_10(ctr[k], key[k], got);
        for (int j = 0; j < 4; j++)
            ck_assert_msg(got[j] == want[k][j], "vector %d word %d: %08x, want %08x", k, j, got[j], want[k][j]);
    }
    /* the key of seed 0.0 is (0, 0), so element 0 of seed 0 is the first vector's block */
    uint32_t key0[2], w[4];
    sy__philox_key(0.0, key0);
    sy__philox_block(key0, 0, w);
    ck_assert(w[0] == 0x6627e8d5u && w[3] == 0x9b00dbd8u);
}
END_TEST

/* One draw of each op on dev (x on dev too), as bytes: *bytes allocated. */
enum { N_DRAWS = 6 };
static const char *const draw_name[N_DRAWS] = {"uniform f32", "uniform f64", "normal f32", "bernoulli to i64",
                                               "multinomial i32", "normal f64"};

static size_t draw(int which, sy_device dev, double seed, unsigned char **bytes)
{
    const int64_t s[2] = {7, 9};
    float p[63];
    for (int i = 0; i < 63; i++)
        p[i] = (float)i / 62.0f; /* probabilities 0 .. 1, log-probabilities 0 .. 1 for multinomial */
    sy_tensor *x = NULL, *y = NULL;
    SY_OK_OR_FAIL(sy_tensor_from_data(p, SY_DTYPE_F32, s, 2, dev, &x));
    switch (which) {
    case 0:
        SY_OK_OR_FAIL(sy_random_uniform_like(x, -2.0, 3.0, seed, SY_DTYPE_F32, &y));
        break;
    case 1:
        SY_OK_OR_FAIL(sy_random_uniform_like(x, 0.0, 1.0, seed, SY_DTYPE_F64, &y));
        break;
    case 2:
        SY_OK_OR_FAIL(sy_random_normal_like(x, 1.0, 2.0, seed, SY_DTYPE_F32, &y));
        break;
    case 3:
        SY_OK_OR_FAIL(sy_bernoulli(x, seed, SY_DTYPE_I64, &y));
        break;
    case 4:
        SY_OK_OR_FAIL(sy_multinomial(x, 5, seed, SY_DTYPE_I32, &y));
        break;
    default:
        SY_OK_OR_FAIL(sy_random_normal_like(x, 0.0, 1.0, seed, SY_DTYPE_F64, &y));
        break;
    }
    sy_device at = sy_tensor_device(y);
    ck_assert_msg(at.backend == dev.backend && at.index == dev.index, "%s: the result is on another device",
                  draw_name[which]);
    size_t n = (size_t)sy_tensor_numel(y) * sy_dtype_size(sy_tensor_dtype(y));
    *bytes = malloc(n);
    ck_assert(*bytes != NULL);
    SY_OK_OR_FAIL(sy_tensor_to_data(y, *bytes, n));
    sy_tensor_release(x);
    sy_tensor_release(y);
    return n;
}

START_TEST(test_same_seed_same_values_on_every_device)
{
    sy_ck_leak snap = sy_ck_leak_snap();
    sy_device devs[SY_CK_MAX_DEVICES];
    const int nd = sy_ck_devices(devs, SY_CK_MAX_DEVICES);
    ck_assert(nd > 0);
    int compared = 0;
    for (int which = 0; which < N_DRAWS; which++) {
        unsigned char *ref = NULL, *again = NULL, *other = NULL;
        const size_t n = draw(which, devs[0], 42.0, &ref);
        ck_assert(draw(which, devs[0], 42.0, &again) == n);
        ck_assert_msg(memcmp(ref, again, n) == 0, "%s: seed 42 twice on one device differs", draw_name[which]);
        ck_assert(draw(which, devs[0], 43.0, &other) == n);
        ck_assert_msg(memcmp(ref, other, n) != 0, "%s: seeds 42 and 43 give the same values", draw_name[which]);
        free(again);
        free(other);
        for (int k = 1; k < nd && k < SY_CK_MAX_DEVICES; k++) {
            const sy_device dev = devs[k];
            if (!sy_backend_stores((sy_backend)dev.backend, SY_DTYPE_F32) ||
                !sy_backend_stores((sy_backend)dev.backend, SY_DTYPE_F64) ||
                !sy_backend_stores((sy_backend)dev.backend, SY_DTYPE_I32) ||
                !sy_backend_stores((sy_backend)dev.backend, SY_DTYPE_I64))
                continue;
            unsigned char *got = NULL;
            ck_assert(draw(which, dev, 42.0, &got) == n);
            ck_assert_msg(memcmp(ref, got, n) == 0, "%s: seed 42 on %s:%u differs from %s:%u", draw_name[which],
                          sy_backend_name((sy_backend)dev.backend), (unsigned)dev.index,
                          sy_backend_name((sy_backend)devs[0].backend), (unsigned)devs[0].index);
            free(got);
            compared++;
        }
        free(ref);
    }
    printf("random: %d draws compared across %d devices\n", compared, nd);
    SY_CK_NO_LEAK(snap);
}
END_TEST

/* mean and variance of n doubles */
static void moments(const double *v, int64_t n, double *mean, double *var)
{
    double s = 0, q = 0;
    for (int64_t i = 0; i < n; i++)
        s += v[i];
    *mean = s / (double)n;
    for (int64_t i = 0; i < n; i++)
        q += (v[i] - *mean) * (v[i] - *mean);
    *var = q / (double)(n - 1);
}

START_TEST(test_statistics_of_a_large_sample)
{
    sy_ck_leak snap = sy_ck_leak_snap();
    const sy_device cpu0 = sy_device_of(SY_BACKEND_CPU, 0);
    enum { N = 200000 };
    const int64_t shape[1] = {N};
    double *v = malloc(N * sizeof *v);
    ck_assert(v != NULL);
    sy_tensor *x = NULL, *y = NULL;
    SY_OK_OR_FAIL(sy_full(shape, 1, 0.3, SY_DTYPE_F64, cpu0, &x));
    double mean, var;
    /* uniform [-2, 3): mean 0.5, variance 25/12; the standard errors are 0.0032 and 0.0024 */
    SY_OK_OR_FAIL(sy_random_uniform_like(x, -2.0, 3.0, 12345.0, SY_DTYPE_F64, &y));
    SY_OK_OR_FAIL(sy_tensor_to_data(y, v, N * sizeof *v));
    sy_tensor_release(y);
    for (int i = 0; i < N; i++)
        ck_assert_msg(v[i] >= -2.0 && v[i] < 3.0, "uniform value %d is %g", i, v[i]);
    moments(v, N, &mean, &var);
    ck_assert_msg(fabs(mean - 0.5) < 0.02 && fabs(var - 25.0 / 12.0) < 0.02, "uniform: mean %g, variance %g",
                  mean, var);
    /* normal mean 1, scale 2: the standard errors 0.0045 and 0.013 */
    SY_OK_OR_FAIL(sy_random_normal_like(x, 1.0, 2.0, 777.0, SY_DTYPE_F64, &y));
    SY_OK_OR_FAIL(sy_tensor_to_data(y, v, N * sizeof *v));
    sy_tensor_release(y);
    moments(v, N, &mean, &var);
    ck_assert_msg(fabs(mean - 1.0) < 0.03 && fabs(var - 4.0) < 0.08, "normal: mean %g, variance %g", mean, var);
    int64_t within = 0;
    for (int i = 0; i < N; i++)
        within += fabs(v[i] - 1.0) < 2.0;
    ck_assert_msg(fabs((double)within / N - 0.682689) < 0.01, "normal: %g within one standard deviation",
                  (double)within / N);
    /* bernoulli of 0.3: the standard error 0.001 */
    SY_OK_OR_FAIL(sy_bernoulli(x, 5.0, SY_DTYPE_F64, &y));
    SY_OK_OR_FAIL(sy_tensor_to_data(y, v, N * sizeof *v));
    sy_tensor_release(y);
    for (int i = 0; i < N; i++)
        ck_assert_msg(v[i] == 0.0 || v[i] == 1.0, "bernoulli value %d is %g", i, v[i]);
    moments(v, N, &mean, &var);
    ck_assert_msg(fabs(mean - 0.3) < 0.006, "bernoulli(0.3): mean %g", mean);
    sy_tensor_release(x);
    /* multinomial of log(0.1, 0.2, 0, 0.7): class 2 never, the others within 0.006 of their share */
    const int64_t s14[2] = {1, 4};
    const double lp[4] = {log(0.1), log(0.2), -INFINITY, log(0.7)};
    SY_OK_OR_FAIL(sy_tensor_from_data(lp, SY_DTYPE_F64, s14, 2, cpu0, &x));
    SY_OK_OR_FAIL(sy_multinomial(x, N, 99.0, SY_DTYPE_I64, &y));
    int64_t *idx = malloc(N * sizeof *idx);
    ck_assert(idx != NULL);
    SY_OK_OR_FAIL(sy_tensor_to_data(y, idx, N * sizeof *idx));
    int64_t count[4] = {0, 0, 0, 0};
    for (int i = 0; i < N; i++) {
        ck_assert_msg(idx[i] >= 0 && idx[i] < 4, "multinomial sample %d is %lld", i, (long long)idx[i]);
        count[idx[i]]++;
    }
    ck_assert_msg(count[2] == 0, "multinomial drew class 2, of probability 0, %lld times", (long long)count[2]);
    const double share[4] = {0.1, 0.2, 0, 0.7};
    for (int j = 0; j < 4; j++)
        ck_assert_msg(fabs((double)count[j] / N - share[j]) < 0.006, "multinomial class %d: %g of the samples", j,
                      (double)count[j] / N);
    free(idx);
    free(v);
    sy_tensor_release(x);
    sy_tensor_release(y);
    SY_CK_NO_LEAK(snap);
}
END_TEST

static void refused(sy_status st, const sy_tensor *out, sy_status want, const char *part)
{
    ck_assert_msg(st == want, "%s: got %s (%s), want %s", part, sy_status_name(st), sy_last_error(),
                  sy_status_name(want));
    ck_assert_msg(out == NULL, "%s: out is not NULL", part);
    ck_assert_msg(strstr(sy_last_error(), part) != NULL, "the message '%s' does not say '%s'", sy_last_error(), part);
}

START_TEST(test_refusals)
{
    sy_ck_leak snap = sy_ck_leak_snap();
    const sy_device cpu0 = sy_device_of(SY_BACKEND_CPU, 0);
    const int64_t s23[2] = {2, 3}, s3[1] = {3};
    const float p[6] = {0.1f, 0.5f, 1.5f, 0.0f, 1.0f, 0.2f}, nanrow[3] = {NAN, 0, 0};
    sy_tensor *x = NULL, *xp = NULL, *x1 = NULL, *out = NULL;
    SY_OK_OR_FAIL(sy_tensor_from_data(p, SY_DTYPE_F32, s23, 2, cpu0, &x));
    SY_OK_OR_FAIL(sy_tensor_from_data(nanrow, SY_DTYPE_F32, s3, 1, cpu0, &x1));
    SY_OK_OR_FAIL(sy_tensor_from_data(nanrow, SY_DTYPE_F32, s3, 1, cpu0, &xp));
    refused(sy_random_uniform_like(x, 3.0, 2.0, 0, SY_DTYPE_F32, &out), out, SY_E_INVALID_ARGUMENT,
            "sy_random_uniform_like: low 3 is above high 2; it draws from [low, high)");
    refused(sy_random_uniform_like(x, 0.0, INFINITY, 0, SY_DTYPE_F32, &out), out, SY_E_INVALID_ARGUMENT,
            "sy_random_uniform_like: low 0 and high inf; it takes finite bounds");
    refused(sy_random_uniform_like(x, 0.0, 1.0, 0, SY_DTYPE_I32, &out), out, SY_E_DTYPE_UNSUPPORTED,
            "sy_random_uniform_like: op random_uniform_like does not take i32 (it takes f32 f64)");
    refused(sy_random_normal_like(x, 0.0, -1.0, 0, SY_DTYPE_F64, &out), out, SY_E_INVALID_ARGUMENT,
            "sy_random_normal_like: mean 0 and scale -1; it takes a finite mean and a finite scale of 0 or more");
    refused(sy_bernoulli(x, 0, SY_DTYPE_F32, &out), out, SY_E_INVALID_ARGUMENT,
            "x[2] (flat, of 6 f32) is 1.5; bernoulli takes probabilities in [0, 1]");
    refused(sy_multinomial(x1, 2, 0, SY_DTYPE_I64, &out), out, SY_E_SHAPE_MISMATCH,
            "sy_multinomial: x is [3]; multinomial takes [batch, classes], of rank 2");
    refused(sy_multinomial(x, 0, 0, SY_DTYPE_I64, &out), out, SY_E_INVALID_ARGUMENT,
            "sy_multinomial: sample_size is 0; it takes 1 or more");
    refused(sy_multinomial(x, 2, 0, SY_DTYPE_F32, &out), out, SY_E_DTYPE_UNSUPPORTED,
            "sy_multinomial: op multinomial does not take f32 (it takes i32 i64)");
    sy_tensor *row = NULL;
    SY_OK_OR_FAIL(sy_reshape(xp, (const int64_t[]){1, 3}, 2, &row));
    refused(sy_multinomial(row, 2, 0, SY_DTYPE_I64, &out), out, SY_E_INVALID_ARGUMENT,
            "row 0 of x [1, 3] (f32) has a NaN or +inf, or every entry -inf");
    sy_tensor_release(row);
    sy_tensor_release(x);
    sy_tensor_release(x1);
    sy_tensor_release(xp);
    SY_CK_NO_LEAK(snap);
}
END_TEST

Suite *suite_random(void)
{
    Suite *s = suite_create("random");
    TCase *tc = tcase_create("random");
    tcase_set_timeout(tc, 60);
    tcase_add_test(tc, test_philox_known_answers);
    tcase_add_test(tc, test_same_seed_same_values_on_every_device);
    tcase_add_test(tc, test_statistics_of_a_large_sample);
    tcase_add_test(tc, test_refusals);
    suite_add_tcase(s, tc);
    return s;
}
