/* Statuses: the generated table (names, messages, explanations, fixes), the
 * exact Burn messages, unknown statuses, the thread-local last error, and
 * sy_version(). */
#define _POSIX_C_SOURCE 200809L
#include <limits.h>
#include <pthread.h>
#include <stdio.h>

#include "sy_test.h"

/* Every status of the X-macro, with its name spelled by the preprocessor. */
static const struct {
    sy_status status;
    const char *name;
} status_map[] = {
    {SY_OK, "SY_OK"},
#define STATUS_ROW(name, code) {SY_E_##name, "SY_E_" #name},
    SY_STATUS_MAP(STATUS_ROW)
#undef STATUS_ROW
};
_Static_assert(sizeof status_map / sizeof status_map[0] == SY_STATUS_COUNT, "one row per status, SY_OK included");

/* Row _i of the generated table is complete and the accessors return it. */
START_TEST(test_table_row)
{
    const sy__status_info *row = &sy__status_table[_i];
    ck_assert_ptr_nonnull(row->name);
    ck_assert_ptr_nonnull(row->message);
    ck_assert_ptr_nonnull(row->explain);
    ck_assert_ptr_nonnull(row->fix);
    ck_assert_msg(row->name[0] && row->message[0] && row->explain[0] && row->fix[0],
                  "status row %d (%s) has an empty field", _i, row->name);
    ck_assert_str_eq(sy_status_str(row->status), row->message);
    ck_assert_str_eq(sy_status_name(row->status), row->name);
    ck_assert_str_eq(sy_status_explain(row->status), row->explain);
    ck_assert_str_eq(sy_status_fix(row->status), row->fix);
    /* SY_OK is 0, every error negative */
    if (row->status == SY_OK)
        ck_assert_str_eq(row->name, "SY_OK");
    else
        ck_assert_int_lt(row->status, 0);
    /* the row is one of the X-macro's statuses, under the same name */
    int found = 0;
    for (int i = 0; i < SY_STATUS_COUNT; i++) {
        if (status_map[i].status == row->status) {
            ck_assert_str_eq(row->name, status_map[i].name);
            found++;
        }
    }
    ck_assert_int_eq(found, 1);
}
END_TEST

/* sy_status_name(SY_E_X) is "SY_E_X" and the name leads back to the status. */
START_TEST(test_name_round_trip)
{
    sy_status s = status_map[_i].status;
    ck_assert_str_eq(sy_status_name(s), status_map[_i].name);
    int rows = 0;
    for (int i = 0; i < SY_STATUS_COUNT; i++) {
        if (strcmp(sy__status_table[i].name, status_map[_i].name) == 0) {
            ck_assert_int_eq(sy__status_table[i].status, s);
            rows++;
        }
    }
    ck_assert_int_eq(rows, 1);
    /* codes and names are unique */
    for (int i = 0; i < SY_STATUS_COUNT; i++) {
        if (i == _i)
            continue;
        ck_assert_int_ne(status_map[i].status, s);
        ck_assert_str_ne(status_map[i].name, status_map[_i].name);
    }
}
END_TEST

START_TEST(test_burn_messages)
{
    ck_assert_str_eq(sy_status_str(SY_E_AUTODIFF_MISMATCH), "Cannot move between autodiff and non-autodiff instances.");
    ck_assert_str_eq(sy_status_str(SY_E_CAPTURE_ONE_WAY), "Cannot move a tensor from a capture device");
    ck_assert_str_eq(sy_status_str(SY_E_TRANSFER_FAILED), "Failed to read tensor during cross-backend transfer");
    ck_assert_str_eq(sy_status_name(SY_E_AUTODIFF_MISMATCH), "SY_E_AUTODIFF_MISMATCH");
    ck_assert_str_eq(sy_status_name(SY_E_CAPTURE_ONE_WAY), "SY_E_CAPTURE_ONE_WAY");
    ck_assert_int_eq(SY_OK, 0);
}
END_TEST

static const int unknown_codes[] = {1, 2, 99, -(SY_STATUS_COUNT + 1), -1000, INT_MIN, INT_MAX};

START_TEST(test_unknown_status)
{
    sy_status s = (sy_status)unknown_codes[_i];
    for (int i = 0; i < SY_STATUS_COUNT; i++)
        ck_assert_int_ne(status_map[i].status, s);
    ck_assert_str_eq(sy_status_str(s), "Unknown status.");
    ck_assert_str_eq(sy_status_name(s), "unknown status");
    ck_assert_str_eq(sy_status_explain(s), "");
    ck_assert_str_eq(sy_status_fix(s), "");
}
END_TEST

/* ---- the detail ends with the status name ------------------------------------ */

static int count_of(const char *text, const char *needle)
{
    int n = 0;
    for (const char *p = strstr(text, needle); p; p = strstr(p + 1, needle))
        n++;
    return n;
}

START_TEST(test_detail_ends_with_name)
{
    sy_device d;
    SY_EXPECT(SY_E_UNKNOWN_DEVICE, sy_device_parse("nope", &d));
    ck_assert_ptr_nonnull(strstr(sy_ck_detail(SY_E_UNKNOWN_DEVICE), "unknown device 'nope' (backends compiled in: "));
    ck_assert_str_eq(sy_last_error() + strlen(sy_last_error()) - 22, " [SY_E_UNKNOWN_DEVICE]");
    ck_assert_int_eq(count_of(sy_last_error(), "[SY_E_"), 1);
    /* a detail too long for the buffer is cut before the tag, which stays */
    char name[1000];
    memset(name, 'x', sizeof name - 1);
    name[sizeof name - 1] = '\0';
    SY_EXPECT(SY_E_UNKNOWN_DEVICE, sy_device_parse(name, &d));
    ck_assert_uint_eq(strlen(sy_last_error()), 511);
    sy_ck_detail(SY_E_UNKNOWN_DEVICE);
    /* a detail that wraps an earlier one carries one tag, the status returned */
    sy_tensor *out = NULL;
    SY_EXPECT(SY_E_INVALID_ARGUMENT, sy_to_device(NULL, sy_device_of(SY_BACKEND_CPU, 0), &out));
    ck_assert_int_eq(count_of(sy_last_error(), "[SY_E_"), 1);
    ck_assert_str_eq(sy_ck_detail(SY_E_INVALID_ARGUMENT), "sy_to_device: the tensor is NULL");
}
END_TEST

/* A disabled backend's detail names its macro and how to bring it back. */
START_TEST(test_backend_disabled_names_the_backend)
{
    int disabled = 0;
    for (int b = 0; b < 256; b++) {
        if (!sy_backend_known((sy_backend)b) || sy_backend_enabled((sy_backend)b))
            continue;
        const sy__backend_info *info = &sy__backend_table[b];
        char want[160];
        sy_device d = sy_device_of((sy_backend)b, 0);
        SY_EXPECT(SY_E_BACKEND_DISABLED, sy_device_check(d));
        snprintf(want, sizeof want, "rebuild with %s=1, or in a vendored copy vendor again with BACKENDS=\"... %s\"",
                 info->cfg, info->name);
        ck_assert_msg(strstr(sy_ck_detail(SY_E_BACKEND_DISABLED), want) != NULL, "%s lacks %s", sy_last_error(),
                      want);
        disabled++;
    }
    if (disabled == 0)
        ck_assert_str_eq(sy_status_name(SY_E_BACKEND_DISABLED), "SY_E_BACKEND_DISABLED"); /* nothing to check */
}
END_TEST

/* ---- sy_last_error is per thread ------------------------------------------ */

#define N_THREADS 4

typedef struct {
    int id;
    pthread_barrier_t *barrier;
    char initial[64];
    char mine[256];
    char after[256];
    sy_status st;
} thread_job;

static void *fail_in_thread(void *arg)
{
    thread_job *job = arg;
    snprintf(job->initial, sizeof job->initial, "%s", sy_last_error());
    char name[32];
    snprintf(name, sizeof name, "nope%d", job->id);
    sy_device d;
    job->st = sy_device_parse(name, &d);
    snprintf(job->mine, sizeof job->mine, "%s", sy_last_error());
    /* every thread has failed before any thread reads its text again */
    pthread_barrier_wait(job->barrier);
    snprintf(job->after, sizeof job->after, "%s", sy_last_error());
    return NULL;
}

START_TEST(test_last_error_thread_local)
{
    sy_tensor *out = NULL;
    SY_EXPECT(SY_E_INVALID_ARGUMENT, sy_to_device(NULL, sy_device_of(SY_BACKEND_CPU, 0), &out));
    char before[512];
    snprintf(before, sizeof before, "%s", sy_last_error());
    ck_assert_ptr_nonnull(strstr(before, "sy_to_device: the tensor is NULL"));

    pthread_barrier_t barrier;
    ck_assert_int_eq(pthread_barrier_init(&barrier, NULL, N_THREADS), 0);
    pthread_t threads[N_THREADS];
    thread_job jobs[N_THREADS];
    for (int i = 0; i < N_THREADS; i++) {
        memset(&jobs[i], 0, sizeof jobs[i]);
        jobs[i].id = i;
        jobs[i].barrier = &barrier;
        ck_assert_int_eq(pthread_create(&threads[i], NULL, fail_in_thread, &jobs[i]), 0);
    }
    for (int i = 0; i < N_THREADS; i++)
        ck_assert_int_eq(pthread_join(threads[i], NULL), 0);
    pthread_barrier_destroy(&barrier);

    for (int i = 0; i < N_THREADS; i++) {
        char name[40];
        snprintf(name, sizeof name, "'nope%d'", i);
        ck_assert_str_eq(jobs[i].initial, ""); /* a new thread has no error yet */
        ck_assert_int_eq(jobs[i].st, SY_E_UNKNOWN_DEVICE);
        ck_assert_msg(strstr(jobs[i].mine, name) != NULL, "thread %d: %s", i, jobs[i].mine);
        ck_assert_str_eq(jobs[i].after, jobs[i].mine); /* the others did not overwrite it */
    }
    /* and none of them touched this thread's text */
    ck_assert_str_eq(sy_last_error(), before);
}
END_TEST

/* sy_version() is the library's "MAJOR.MINOR.PATCH", the macros' numbers. */
START_TEST(test_version)
{
    char spelled[32];
    snprintf(spelled, sizeof spelled, "%d.%d.%d", SY_VERSION_MAJOR, SY_VERSION_MINOR, SY_VERSION_PATCH);
    ck_assert_str_eq(sy_version(), SY_VERSION_STRING);
    ck_assert_str_eq(sy_version(), spelled);
}
END_TEST

Suite *suite_status(void)
{
    Suite *s = suite_create("status");
    TCase *tc = tcase_create("table");
    tcase_add_loop_test(tc, test_table_row, 0, SY_STATUS_COUNT);
    tcase_add_loop_test(tc, test_name_round_trip, 0, SY_STATUS_COUNT);
    tcase_add_test(tc, test_burn_messages);
    tcase_add_test(tc, test_version);
    tcase_add_loop_test(tc, test_unknown_status, 0, (int)(sizeof unknown_codes / sizeof unknown_codes[0]));
    tcase_add_test(tc, test_detail_ends_with_name);
    tcase_add_test(tc, test_backend_disabled_names_the_backend);
    suite_add_tcase(s, tc);
    TCase *threads = tcase_create("last_error");
    tcase_add_test(threads, test_last_error_thread_local);
    suite_add_tcase(s, threads);
    return s;
}
