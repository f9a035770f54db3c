/* Devices: construction, autodiff wrapping, equality, type ids, formatting,
 * validation, parsing, SY_DEVICE and capture ids. Loops run over the
 * generated backend order, so builds with a subset of backends test what
 * they have (and BACKEND_DISABLED through what they lack). */
#define _POSIX_C_SOURCE 200809L
#include <stdio.h>
#include <stdlib.h>

#include "sy_test.h"

static sy_backend order_at(int i)
{
    return sy__backend_order[i];
}

static bool is_real(sy_backend b)
{
    return !sy__backend_table[b].capture;
}

/* All fields equal (sy_device_eq ignores autodiff; this does not). */
static void assert_device_is(sy_device got, sy_device want)
{
    char g[64], w[64];
    sy_device_format(got, g, sizeof g);
    sy_device_format(want, w, sizeof w);
    ck_assert_msg(got.backend == want.backend && got.index == want.index && got.autodiff == want.autodiff &&
                      got.checkpointing == want.checkpointing && got.flags == want.flags,
                  "device %s (flags %u), want %s (flags %u)", g, (unsigned)got.flags, w, (unsigned)want.flags);
}

static void assert_error_mentions(const char *needle)
{
    ck_assert_msg(strstr(sy_last_error(), needle) != NULL, "sy_last_error() \"%s\" does not mention \"%s\"",
                  sy_last_error(), needle);
}

static bool any_disabled(sy_backend *which)
{
    for (int i = 0; i < SY_BACKEND_COUNT; i++) {
        if (!sy_backend_enabled(order_at(i))) {
            if (which)
                *which = order_at(i);
            return true;
        }
    }
    return false;
}

/* ---- backend tables ------------------------------------------------------- */

START_TEST(test_backend_queries)
{
    sy_backend b = order_at(_i);
    const sy__backend_info *info = &sy__backend_table[b];
    ck_assert_ptr_nonnull(info->name);
    ck_assert_str_eq(sy_backend_name(b), info->name);
    ck_assert(sy_backend_known(b));
    ck_assert_int_eq(sy_backend_enabled(b), info->enabled);
    ck_assert_int_eq(sy_backend_is_host_memory(b), info->host);
    if (info->capture || info->remote) { /* their devices: capture ids, ranks of the remote communicator */
        ck_assert_int_eq(sy_backend_device_count(b), 0);
    } else if (info->devices == 0) {
        /* `devices: runtime`: the count is the backend's own, at first use
         * (0 while the backend is compiled out) */
        ck_assert_int_eq(info->hooks.device_count != NULL, info->enabled);
        ck_assert_int_eq(sy_backend_device_count(b), info->enabled ? (int)info->hooks.device_count() : 0);
    } else {
        ck_assert(info->hooks.device_count == NULL);
        ck_assert_int_eq(sy_backend_device_count(b), info->devices);
    }
    for (int dt = 0; dt < SY_DTYPE_COUNT; dt++)
        ck_assert_int_eq(sy_backend_stores(b, (sy_dtype)dt), (info->stores >> dt) & 1u);
    /* ids are unique in the order */
    for (int j = 0; j < SY_BACKEND_COUNT; j++)
        if (j != _i)
            ck_assert_int_ne(order_at(j), b);
    /* ids without a backend are unknown */
    for (int id = 0; id < SY_BACKEND_ID_LIMIT + 4; id++) {
        bool listed = false;
        for (int j = 0; j < SY_BACKEND_COUNT; j++)
            listed |= order_at(j) == (sy_backend)id;
        ck_assert_int_eq(sy_backend_known((sy_backend)id), listed);
        if (!listed) {
            ck_assert(!sy_backend_enabled((sy_backend)id));
            ck_assert_int_eq(sy_backend_device_count((sy_backend)id), 0);
        }
    }
}
END_TEST

/* ---- sy_device_of / sy_device_check ------------------------------------------ */

START_TEST(test_device_of_and_check)
{
    sy_backend b = order_at(_i);
    const sy__backend_info *info = &sy__backend_table[b];
    int n = sy_backend_device_count(b);
    for (int idx = 0; idx <= n + 1; idx++) {
        sy_device d = sy_device_of(b, idx);
        ck_assert_int_eq(d.backend, b);
        ck_assert_uint_eq(d.index, (unsigned)idx);
        ck_assert_int_eq(d.autodiff, 0);
        ck_assert_int_eq(d.checkpointing, 0);
        ck_assert_int_eq(d.flags, 0);
        ck_assert(!sy_device_is_autodiff(d));
        ck_assert_int_eq(sy_device_is_capture(d), info->capture);
        sy_status want = !info->enabled ? SY_E_BACKEND_DISABLED : idx < n ? SY_OK : SY_E_NO_SUCH_DEVICE;
        if (info->capture && info->enabled)
            want = idx == 0 ? SY_E_NO_SUCH_DEVICE : SY_OK; /* id 0 is never handed out */
        if (info->capture && info->enabled && idx > 0)
            continue; /* whether a capture id exists depends on other tests */
        SY_EXPECT(want, sy_device_check(d));
        if (want == SY_E_BACKEND_DISABLED) {
            assert_error_mentions(info->name);
            assert_error_mentions(info->cfg);
        } else if (want == SY_E_NO_SUCH_DEVICE) {
            assert_error_mentions(info->name);
        }
    }
}
END_TEST

/* ---- autodiff wrapping ----------------------------------------------------------- */

START_TEST(test_autodiff_wrap)
{
    sy_backend b = order_at(_i);
    const sy__backend_info *info = &sy__backend_table[b];
    if (info->capture) {
        /* autodiff around a capture device is malformed */
        sy_device cap;
        if (info->enabled) {
            SY_OK_OR_FAIL(sy_capture_new(&cap));
        } else {
            cap = sy_device_of(b, 1);
        }
        sy_device ad = sy_device_autodiff(cap, SY_CHECKPOINT_NONE);
        SY_EXPECT(SY_E_INVALID_ARGUMENT, sy_device_check(ad));
        assert_error_mentions("Capture tensors do not support autodiff");
        if (info->enabled)
            SY_OK_OR_FAIL(sy_capture_release(cap));
        return;
    }
    for (int idx = 0; idx < sy_backend_device_count(b) + 1; idx++) {
        sy_device d = sy_device_of(b, idx);
        sy_status plain = sy_device_check(d);
        for (int s = SY_CHECKPOINT_NONE; s <= SY_CHECKPOINT_BALANCED; s++) {
            sy_device ad = sy_device_autodiff(d, (sy_checkpointing)s);
            ck_assert(sy_device_is_autodiff(ad));
            ck_assert_int_eq(ad.autodiff, 1);
            ck_assert_int_eq(ad.checkpointing, s);
            ck_assert_int_eq(ad.flags, 0);
            ck_assert(sy_device_eq(ad, d));
            assert_device_is(sy_device_inner(ad), d);
            SY_EXPECT(plain, sy_device_check(ad)); /* same verdict as the inner device */
            /* nested: AUTODIFF_NESTED, before BACKEND_DISABLED and NO_SUCH_DEVICE */
            for (int s2 = SY_CHECKPOINT_NONE; s2 <= SY_CHECKPOINT_BALANCED; s2++) {
                sy_device nested = sy_device_autodiff(ad, (sy_checkpointing)s2);
                SY_EXPECT(SY_E_AUTODIFF_NESTED, sy_device_check(nested));
                assert_error_mentions("Autodiff should not wrap an autodiff device.");
                ck_assert(sy_device_eq(nested, d));
                /* unwrapping gives the plain device back */
                assert_device_is(sy_device_inner(nested), d);
            }
        }
        /* the inner of a plain device is itself */
        assert_device_is(sy_device_inner(d), d);
    }
}
END_TEST

START_TEST(test_device_eq)
{
    sy_backend b = order_at(_i);
    if (!is_real(b))
        b = SY_BACKEND_CPU;
    for (int i = 0; i < 3; i++) {
        sy_device d = sy_device_of(b, i);
        ck_assert(sy_device_eq(d, d));
        ck_assert(sy_device_eq(d, sy_device_autodiff(d, SY_CHECKPOINT_NONE)));
        ck_assert(sy_device_eq(sy_device_autodiff(d, SY_CHECKPOINT_BALANCED), d));
        ck_assert(sy_device_eq(sy_device_autodiff(d, SY_CHECKPOINT_NONE), sy_device_autodiff(d, SY_CHECKPOINT_BALANCED)));
        ck_assert(!sy_device_eq(d, sy_device_of(b, i + 1)));
        for (int j = 0; j < SY_BACKEND_COUNT; j++)
            if (order_at(j) != b)
                ck_assert(!sy_device_eq(d, sy_device_of(order_at(j), i)));
    }
}
END_TEST

/* ---- type ids ------------------------------------------------------------------- */

START_TEST(test_type_id)
{
    sy_backend b = order_at(_i);
    static const int indices[] = {0, 1, 2, 7, 200, 255};
    for (size_t k = 0; k < sizeof indices / sizeof indices[0]; k++) {
        sy_device d = sy_device_of(b, indices[k]);
        uint16_t id = sy_device_type_id(d);
        ck_assert_uint_eq(id, ((unsigned)b << 8) | (unsigned)indices[k]);
        ck_assert_uint_eq(id >> 8, (unsigned)b);
        ck_assert_uint_eq(id & 0xffu, (unsigned)indices[k]);
        assert_device_is(sy_device_from_type_id(id), d);
        if (is_real(b)) {
            /* autodiff is dropped, like Burn's to_id */
            ck_assert_uint_eq(sy_device_type_id(sy_device_autodiff(d, SY_CHECKPOINT_BALANCED)), id);
        }
    }
    /* only the low byte of the index is encoded */
    ck_assert_uint_eq(sy_device_type_id(sy_device_of(b, 0x1234)), ((unsigned)b << 8) | 0x34u);
    /* every id round-trips */
    for (unsigned low = 0; low < 256; low++) {
        uint16_t id = (uint16_t)(((unsigned)b << 8) | low);
        ck_assert_uint_eq(sy_device_type_id(sy_device_from_type_id(id)), id);
    }
}
END_TEST

START_TEST(test_type_id_capture)
{
    if (!sy_backend_enabled(SY_BACKEND_CAPTURE)) {
        SY_EXPECT(SY_E_BACKEND_DISABLED, sy_capture_new(&(sy_device){0}));
        return;
    }
    sy_device c;
    SY_OK_OR_FAIL(sy_capture_new(&c));
    ck_assert(sy_device_is_capture(c));
    ck_assert_uint_eq(sy_device_type_id(c), ((unsigned)SY_BACKEND_CAPTURE << 8) | (c.index & 0xffu));
    SY_OK_OR_FAIL(sy_capture_release(c));
}
END_TEST

/* ---- formatting --------------------------------------------------------------------- */

START_TEST(test_format_table)
{
    char buf[64];
    struct {
        sy_device d;
        const char *text;
    } cases[] = {
        {sy_device_of(SY_BACKEND_CPU, 0), "cpu:0"},
        {sy_device_of(SY_BACKEND_SIM, 1), "sim:1"},
        {sy_device_autodiff(sy_device_of(SY_BACKEND_SIM, 1), SY_CHECKPOINT_BALANCED), "autodiff(sim:1, balanced)"},
        {sy_device_autodiff(sy_device_of(SY_BACKEND_CPU, 0), SY_CHECKPOINT_NONE), "autodiff(cpu:0, none)"},
        {sy_device_of(SY_BACKEND_CAPTURE, 3), "capture:3"},
        {sy_device_autodiff(sy_device_autodiff(sy_device_of(SY_BACKEND_SIMD, 0), SY_CHECKPOINT_NONE),
                            SY_CHECKPOINT_NONE),
         "autodiff(autodiff(simd:0))"},
        {sy_device_of(SY_BACKEND_CPU, -1), "<malformed device>"},
        {sy_device_of((sy_backend)7, 2), "backend#7:2"},
    };
    for (size_t i = 0; i < sizeof cases / sizeof cases[0]; i++) {
        int n = sy_device_format(cases[i].d, buf, sizeof buf);
        ck_assert_str_eq(buf, cases[i].text);
        ck_assert_int_eq(n, (int)strlen(cases[i].text));
    }
    /* truncation: snprintf semantics */
    int n = sy_device_format(sy_device_autodiff(sy_device_of(SY_BACKEND_SIM, 1), SY_CHECKPOINT_BALANCED), buf, 9);
    ck_assert_int_eq(n, (int)strlen("autodiff(sim:1, balanced)"));
    ck_assert_str_eq(buf, "autodiff");
    ck_assert_int_eq(sy_device_format(sy_device_of(SY_BACKEND_CPU, 0), NULL, 0), 5);
}
END_TEST

/* Every enabled real device formats as name:index and parses back. */
START_TEST(test_format_parse_round_trip)
{
    sy_backend b = order_at(_i);
    const sy__backend_info *info = &sy__backend_table[b];
    if (info->capture) {
        ck_assert_int_eq(sy_backend_device_count(b), 0);
        return;
    }
    for (int idx = 0; idx < sy_backend_device_count(b); idx++) {
        char text[64], want[64];
        sy_device d = sy_device_of(b, idx);
        snprintf(want, sizeof want, "%s:%d", info->name, idx);
        sy_device_format(d, text, sizeof text);
        ck_assert_str_eq(text, want);
        sy_device parsed = sy_device_of(SY_BACKEND_CAPTURE, 99);
        if (info->enabled) {
            SY_OK_OR_FAIL(sy_device_parse(text, &parsed));
            assert_device_is(parsed, d);
            if (idx == 0) {
                parsed = sy_device_of(SY_BACKEND_CAPTURE, 99);
                SY_OK_OR_FAIL(sy_device_parse(info->name, &parsed)); /* the index defaults to 0 */
                assert_device_is(parsed, d);
            }
        } else {
            SY_EXPECT(SY_E_BACKEND_DISABLED, sy_device_parse(text, &parsed));
            assert_error_mentions(info->name);
            assert_error_mentions(info->cfg);
        }
    }
    /* one past the last index */
    char text[64];
    snprintf(text, sizeof text, "%s:%d", info->name, sy_backend_device_count(b));
    sy_device parsed;
    if (info->enabled) {
        SY_EXPECT(SY_E_NO_SUCH_DEVICE, sy_device_parse(text, &parsed));
        assert_error_mentions(text);
    } else {
        SY_EXPECT(SY_E_BACKEND_DISABLED, sy_device_parse(text, &parsed));
    }
    /* malformed indices are unknown devices, whatever the backend */
    static const char *const bad_suffix[] = {":", ":x", ":-1", ":1:2", ":+1", ": 1", ":1x", ":9999999999"};
    for (size_t k = 0; k < sizeof bad_suffix / sizeof bad_suffix[0]; k++) {
        snprintf(text, sizeof text, "%s%s", info->name, bad_suffix[k]);
        SY_EXPECT(SY_E_UNKNOWN_DEVICE, sy_device_parse(text, &parsed));
        assert_error_mentions(text);
    }
}
END_TEST

static const char *const bad_names[] = {"cpu:", "cpu:x", ":1", "nope", "cpu:-1", "", ":", "CPU", " cpu", "cpu ",
                                        "cpu0", "capture", "capture:0", "autodiff(cpu:0)", "autodiff(cpu:0, fast)",
                                        "autodiff(cpu:0, none", "autodiff(nope:0, none)", "autodiff(, none)"};

START_TEST(test_parse_bad)
{
    sy_device d = sy_device_of(SY_BACKEND_CPU, 0);
    sy_device before = d;
    SY_EXPECT(SY_E_UNKNOWN_DEVICE, sy_device_parse(bad_names[_i], &d));
    assert_device_is(d, before); /* untouched on failure */
    char quoted[64];
    snprintf(quoted, sizeof quoted, "'%s'", bad_names[_i]);
    assert_error_mentions(quoted);
    if (strncmp(bad_names[_i], "capture", 7) == 0)
        assert_error_mentions("sy_capture_new");
    if (strcmp(bad_names[_i], "nope") == 0) {
        /* the list names the backends compiled in, and only those */
        const char *list = strstr(sy_last_error(), "compiled in: ");
        ck_assert_ptr_nonnull(list);
        for (int id = 0; id < SY_BACKEND_ID_LIMIT; id++) {
            const sy__backend_info *info = &sy__backend_table[id];
            if (info->name == NULL || info->capture || info->remote)
                continue;
            char item[48];
            snprintf(item, sizeof item, "%s", info->name);
            bool listed = false;
            for (const char *p = strstr(list, item); p != NULL; p = strstr(p + 1, item)) {
                char after = p[strlen(item)];
                listed |= (p[-1] == ' ') && (after == ',' || after == ')');
            }
            ck_assert_msg(listed == info->enabled, "%s is %s but listed=%d in: %s", info->name,
                          info->enabled ? "compiled in" : "compiled out", listed, sy_last_error());
        }
    }
}
END_TEST

/* Whatever sy_device_format writes, sy_device_parse reads back: every real
 * device plain and under both strategies, and a live capture device (a
 * released one is NO_SUCH_DEVICE). */
START_TEST(test_format_parse_all_forms)
{
    sy_device all[SY_CK_MAX_DEVICES];
    int n = sy_ck_devices(all, SY_CK_MAX_DEVICES);
    char text[96];
    for (int i = 0; i < n; i++) {
        sy_device forms[3] = {all[i], sy_device_autodiff(all[i], SY_CHECKPOINT_NONE),
                              sy_device_autodiff(all[i], SY_CHECKPOINT_BALANCED)};
        for (int f = 0; f < 3; f++) {
            sy_device_format(forms[f], text, sizeof text);
            sy_device back = sy_device_of(SY_BACKEND_CPU, 77);
            SY_OK_OR_FAIL(sy_device_parse(text, &back));
            assert_device_is(back, forms[f]);
            ck_assert_int_eq(back.checkpointing, forms[f].checkpointing);
            setenv("SY_DEVICE", text, 1); /* the same text works as SY_DEVICE */
            back = sy_device_of(SY_BACKEND_CPU, 77);
            SY_OK_OR_FAIL(sy_device_default(&back));
            assert_device_is(back, forms[f]);
        }
    }
    unsetenv("SY_DEVICE");
    sy_device nested = sy_device_autodiff(sy_device_autodiff(all[0], SY_CHECKPOINT_NONE), SY_CHECKPOINT_NONE), d;
    sy_device_format(nested, text, sizeof text);
    SY_EXPECT(SY_E_UNKNOWN_DEVICE, sy_device_parse(text, &d)); /* autodiff(autodiff(cpu:0)) has no strategy */
    SY_EXPECT(SY_E_AUTODIFF_NESTED, sy_device_parse("autodiff(autodiff(cpu:0, none), none)", &d));
    if (!sy_backend_enabled(SY_BACKEND_CAPTURE))
        return;
    sy_device cap;
    SY_OK_OR_FAIL(sy_capture_new(&cap));
    sy_device_format(cap, text, sizeof text);
    SY_OK_OR_FAIL(sy_device_parse(text, &d));
    assert_device_is(d, cap);
    setenv("SY_DEVICE", text, 1);
    SY_EXPECT(SY_E_UNKNOWN_DEVICE, sy_device_default(&d)); /* never a default device */
    unsetenv("SY_DEVICE");
    char ad_text[128];
    snprintf(ad_text, sizeof ad_text, "autodiff(%s, none)", text);
    SY_EXPECT(SY_E_INVALID_ARGUMENT, sy_device_parse(ad_text, &d));
    SY_OK_OR_FAIL(sy_capture_release(cap));
    SY_EXPECT(SY_E_NO_SUCH_DEVICE, sy_device_parse(text, &d));
}
END_TEST

START_TEST(test_parse_null)
{
    sy_device d;
    SY_EXPECT(SY_E_INVALID_ARGUMENT, sy_device_parse(NULL, &d));
    SY_EXPECT(SY_E_INVALID_ARGUMENT, sy_device_parse("cpu", NULL));
}
END_TEST

/* ---- malformed devices ------------------------------------------------------------- */

START_TEST(test_malformed)
{
    sy_device d;
    /* unknown backend ids: every id without a backend, the limit and beyond */
    for (int id = 0; id < 256; id++) {
        if (sy_backend_known((sy_backend)id))
            continue;
        d = sy_device_of((sy_backend)id, 0);
        SY_EXPECT(SY_E_INVALID_ARGUMENT, sy_device_check(d));
        assert_error_mentions("no backend has id");
    }
    SY_EXPECT(SY_E_INVALID_ARGUMENT, sy_device_check(sy_device_of((sy_backend)300, 0)));
    /* negative index, on every backend (before BACKEND_DISABLED) */
    for (int i = 0; i < SY_BACKEND_COUNT; i++) {
        d = sy_device_of(order_at(i), -1);
        SY_EXPECT(SY_E_INVALID_ARGUMENT, sy_device_check(d));
        assert_error_mentions("malformed device");
        SY_EXPECT(SY_E_INVALID_ARGUMENT, sy_device_check(sy_device_autodiff(d, SY_CHECKPOINT_NONE)));
    }
    /* bad strategy */
    d = sy_device_autodiff(sy_device_of(SY_BACKEND_CPU, 0), (sy_checkpointing)7);
    SY_EXPECT(SY_E_INVALID_ARGUMENT, sy_device_check(d));
    assert_error_mentions("checkpointing strategy");
    d = sy_device_of(SY_BACKEND_CPU, 0);
    d.autodiff = 1;
    d.checkpointing = 2;
    SY_EXPECT(SY_E_INVALID_ARGUMENT, sy_device_check(d));
    /* a plain device carrying a strategy, an autodiff flag other than 0/1 */
    d = sy_device_of(SY_BACKEND_CPU, 0);
    d.checkpointing = SY_CHECKPOINT_BALANCED;
    SY_EXPECT(SY_E_INVALID_ARGUMENT, sy_device_check(d));
    d = sy_device_of(SY_BACKEND_CPU, 0);
    d.autodiff = 2;
    SY_EXPECT(SY_E_INVALID_ARGUMENT, sy_device_check(d));
    /* autodiff around capture, even around a capture id that does not exist */
    d = sy_device_autodiff(sy_device_of(SY_BACKEND_CAPTURE, 12345), SY_CHECKPOINT_BALANCED);
    SY_EXPECT(SY_E_INVALID_ARGUMENT, sy_device_check(d));
    assert_error_mentions("Capture tensors do not support autodiff");
    /* malformed wins over out of range, on enabled and disabled backends */
    d = sy_device_autodiff(sy_device_of(SY_BACKEND_CPU, 99), (sy_checkpointing)9);
    SY_EXPECT(SY_E_INVALID_ARGUMENT, sy_device_check(d));
    sy_backend off;
    if (any_disabled(&off)) {
        d = sy_device_autodiff(sy_device_of(off, 99), (sy_checkpointing)9);
        SY_EXPECT(SY_E_INVALID_ARGUMENT, sy_device_check(d));
        /* nested wins over disabled */
        d = sy_device_autodiff(sy_device_autodiff(sy_device_of(off, 99), SY_CHECKPOINT_NONE), SY_CHECKPOINT_NONE);
        SY_EXPECT(SY_E_AUTODIFF_NESTED, sy_device_check(d));
        /* disabled wins over out of range */
        SY_EXPECT(SY_E_BACKEND_DISABLED, sy_device_check(sy_device_of(off, 99)));
    }
}
END_TEST

/* ---- SY_DEVICE ------------------------------------------------------------------------ */

static char *saved_env;

static void env_save(void)
{
    const char *v = getenv("SY_DEVICE");
    saved_env = v ? strdup(v) : NULL;
}

static void env_restore(void)
{
    if (saved_env) {
        setenv("SY_DEVICE", saved_env, 1);
        free(saved_env);
        saved_env = NULL;
    } else {
        unsetenv("SY_DEVICE");
    }
}

static sy_device first_enabled(void)
{
    for (int i = 0; i < SY_BACKEND_COUNT; i++)
        if (sy_backend_enabled(order_at(i)) && is_real(order_at(i)))
            return sy_device_of(order_at(i), 0);
    ck_abort_msg("no real backend is enabled");
    return sy_device_of(SY_BACKEND_CPU, 0);
}

START_TEST(test_default_unset)
{
    sy_device d = sy_device_of(SY_BACKEND_CAPTURE, 9);
    unsetenv("SY_DEVICE");
    SY_OK_OR_FAIL(sy_device_default(&d));
    assert_device_is(d, first_enabled());
    if (sy_backend_enabled(SY_BACKEND_CPU))
        assert_device_is(d, sy_device_of(SY_BACKEND_CPU, 0)); /* cpu comes first in backends.yaml */
    SY_OK_OR_FAIL(sy_device_check(d));
    /* empty means unset */
    setenv("SY_DEVICE", "", 1);
    d = sy_device_of(SY_BACKEND_CAPTURE, 9);
    SY_OK_OR_FAIL(sy_device_default(&d));
    assert_device_is(d, first_enabled());
    SY_EXPECT(SY_E_INVALID_ARGUMENT, sy_device_default(NULL));
}
END_TEST

/* SY_DEVICE naming each device of backend _i. */
START_TEST(test_default_env_each)
{
    sy_backend b = order_at(_i);
    const sy__backend_info *info = &sy__backend_table[b];
    char text[64];
    sy_device d;
    if (info->remote) { /* never a default: sy_serve runs on the default device */
        const char *const names[] = {info->name, "remote:1", "autodiff(remote:1, none)"};
        for (int k = 0; k < 3; k++) {
            setenv("SY_DEVICE", names[k], 1);
            SY_EXPECT(SY_E_UNKNOWN_DEVICE, sy_device_default(&d));
            assert_error_mentions("cannot be the default device");
        }
        unsetenv("SY_DEVICE");
        return;
    }
    if (info->capture) {
        setenv("SY_DEVICE", info->name, 1);
        SY_EXPECT(SY_E_UNKNOWN_DEVICE, sy_device_default(&d));
        assert_error_mentions("SY_DEVICE");
        return;
    }
    int n = sy_backend_device_count(b);
    for (int idx = 0; idx <= n; idx++) {
        snprintf(text, sizeof text, "%s:%d", info->name, idx);
        setenv("SY_DEVICE", text, 1);
        d = sy_device_of(SY_BACKEND_CAPTURE, 9);
        sy_status want = !info->enabled ? SY_E_BACKEND_DISABLED : idx < n ? SY_OK : SY_E_NO_SUCH_DEVICE;
        SY_EXPECT(want, sy_device_default(&d));
        if (want == SY_OK) {
            assert_device_is(d, sy_device_of(b, idx));
        } else {
            assert_error_mentions("SY_DEVICE");
            assert_error_mentions(text);
        }
    }
    if (info->enabled) {
        setenv("SY_DEVICE", info->name, 1);
        SY_OK_OR_FAIL(sy_device_default(&d));
        assert_device_is(d, sy_device_of(b, 0));
    }
}
END_TEST

START_TEST(test_default_env_errors)
{
    sy_device d;
    if (sy_backend_enabled(SY_BACKEND_SIM)) {
        setenv("SY_DEVICE", "sim:1", 1);
        SY_OK_OR_FAIL(sy_device_default(&d));
        assert_device_is(d, sy_device_of(SY_BACKEND_SIM, 1));
        setenv("SY_DEVICE", "sim:7", 1);
        SY_EXPECT(SY_E_NO_SUCH_DEVICE, sy_device_default(&d));
        assert_error_mentions("SY_DEVICE=sim:7");
    } else {
        setenv("SY_DEVICE", "sim:1", 1);
        SY_EXPECT(SY_E_BACKEND_DISABLED, sy_device_default(&d));
        assert_error_mentions("SY_WITH_SIM");
    }
    setenv("SY_DEVICE", "cpu:7", 1);
    SY_EXPECT(SY_E_NO_SUCH_DEVICE, sy_device_default(&d));
    assert_error_mentions("SY_DEVICE=cpu:7");
    for (size_t k = 0; k < sizeof bad_names / sizeof bad_names[0]; k++) {
        if (bad_names[k][0] == '\0')
            continue; /* empty means unset */
        setenv("SY_DEVICE", bad_names[k], 1);
        SY_EXPECT(SY_E_UNKNOWN_DEVICE, sy_device_default(&d));
        assert_error_mentions("SY_DEVICE");
        assert_error_mentions(bad_names[k]);
    }
}
END_TEST

/* ---- capture ids -------------------------------------------------------------------------- */

#define N_CAPTURES 12

START_TEST(test_capture_ids)
{
    if (!sy_backend_enabled(SY_BACKEND_CAPTURE)) {
        sy_device c;
        SY_EXPECT(SY_E_BACKEND_DISABLED, sy_capture_new(&c));
        return;
    }
    long live = sy__host_live();
    sy_device c[N_CAPTURES];
    uint32_t released[N_CAPTURES];
    int n_released = 0;
    uint32_t last = 0;
    SY_EXPECT(SY_E_INVALID_ARGUMENT, sy_capture_new(NULL));
    for (int round = 0; round < 3; round++) {
        for (int i = 0; i < N_CAPTURES; i++) {
            SY_OK_OR_FAIL(sy_capture_new(&c[i]));
            ck_assert(sy_device_is_capture(c[i]));
            ck_assert(!sy_device_is_autodiff(c[i]));
            ck_assert_int_eq(c[i].backend, SY_BACKEND_CAPTURE);
            ck_assert_uint_gt(c[i].index, last); /* strictly growing */
            last = c[i].index;
            for (int k = 0; k < n_released; k++)
                ck_assert_uint_ne(c[i].index, released[k]); /* never reused */
            SY_OK_OR_FAIL(sy_device_check(c[i]));
            char text[32], want[32];
            sy_device_format(c[i], text, sizeof text);
            snprintf(want, sizeof want, "capture:%lu", (unsigned long)c[i].index);
            ck_assert_str_eq(text, want);
            size_t inits = 99, nodes = 99;
            SY_OK_OR_FAIL(sy_capture_counts(c[i], &inits, &nodes));
            ck_assert_uint_eq(inits, 0);
            ck_assert_uint_eq(nodes, 0);
        }
        /* release them in a shuffled order */
        for (int i = 0; i < N_CAPTURES; i++) {
            int k = (i * 5 + round) % N_CAPTURES;
            SY_OK_OR_FAIL(sy_capture_release(c[k]));
            SY_EXPECT(SY_E_NO_SUCH_DEVICE, sy_device_check(c[k]));
            SY_EXPECT(SY_E_NO_SUCH_DEVICE, sy_capture_release(c[k]));
            SY_EXPECT(SY_E_NO_SUCH_DEVICE, sy_capture_counts(c[k], NULL, NULL));
            if (n_released < N_CAPTURES)
                released[n_released++] = c[k].index;
        }
    }
    SY_EXPECT(SY_E_INVALID_ARGUMENT, sy_capture_release(sy_device_of(SY_BACKEND_CPU, 0)));
    SY_EXPECT(SY_E_INVALID_ARGUMENT, sy_capture_counts(sy_device_of(SY_BACKEND_CPU, 0), NULL, NULL));
    ck_assert_int_eq(sy__host_live(), live);
}
END_TEST

Suite *suite_device(void)
{
    Suite *s = suite_create("device");
    TCase *tc = tcase_create("values");
    tcase_add_loop_test(tc, test_backend_queries, 0, SY_BACKEND_COUNT);
    tcase_add_loop_test(tc, test_device_of_and_check, 0, SY_BACKEND_COUNT);
    tcase_add_loop_test(tc, test_autodiff_wrap, 0, SY_BACKEND_COUNT);
    tcase_add_loop_test(tc, test_device_eq, 0, SY_BACKEND_COUNT);
    tcase_add_loop_test(tc, test_type_id, 0, SY_BACKEND_COUNT);
    tcase_add_test(tc, test_type_id_capture);
    tcase_add_test(tc, test_format_table);
    tcase_add_test(tc, test_malformed);
    suite_add_tcase(s, tc);

    TCase *parse = tcase_create("parse");
    tcase_add_loop_test(parse, test_format_parse_round_trip, 0, SY_BACKEND_COUNT);
    tcase_add_loop_test(parse, test_parse_bad, 0, (int)(sizeof bad_names / sizeof bad_names[0]));
    tcase_add_test(parse, test_format_parse_all_forms);
    tcase_add_test(parse, test_parse_null);
    suite_add_tcase(s, parse);

    TCase *env = tcase_create("SY_DEVICE");
    tcase_add_checked_fixture(env, env_save, env_restore);
    tcase_add_test(env, test_default_unset);
    tcase_add_loop_test(env, test_default_env_each, 0, SY_BACKEND_COUNT);
    tcase_add_test(env, test_default_env_errors);
    suite_add_tcase(s, env);

    TCase *cap = tcase_create("capture_ids");
    tcase_add_test(cap, test_capture_ids);
    suite_add_tcase(s, cap);
    return s;
}
