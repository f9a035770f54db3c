/* switchyard demo: what a move does, for every pair of enabled devices.
 *
 * Sources: a plain f32 tensor on every device, the same tensor tracked on
 * the device's autodiff twin, and an initialized and a computed tensor of a
 * capture device. Destinations: every plain device, every autodiff device and
 * two capture devices. Each line prints zero-copy, staged, direct, or the
 * error, and successful moves are read back and compared with the source.
 * Exits non-zero if any data came back different.
 *
 *   demo --summary   the backends compiled in and their devices (what `make` ends with)
 *   demo --devices   every real device on one line, as SY_DEVICE names them */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "switchyard.h"

#define MAX_DEVICES 64

static sy_device devices[MAX_DEVICES];
static int n_devices;

_Noreturn static void fail(const char *what, sy_status st)
{
    fprintf(stderr, "demo: %s: %s (%s)\n", what, sy_status_str(st), sy_last_error());
    exit(1);
}

static const char *name(sy_device d, char *buf, size_t size)
{
    sy_device_format(d, buf, size);
    return buf;
}

/* Reads back both tensors (when they hold data) and compares them. */
static int same_data(const sy_tensor *a, const sy_tensor *b)
{
    float x[6], y[6];
    if (sy_tensor_to_data(a, x, sizeof x) != SY_OK || sy_tensor_to_data(b, y, sizeof y) != SY_OK)
        return 1; /* computed capture tensors have no data to compare */
    return memcmp(x, y, sizeof x) == 0;
}

static int show(const char *label, const sy_tensor *src, sy_device dst)
{
    char to[64], what[160];
    sy_tensor *out = NULL;
    sy_status st = sy_to_device(src, dst, &out);
    int ok = 1;
    if (st != SY_OK) {
        snprintf(what, sizeof what, "error %s: %s", sy_status_name(st), sy_status_str(st));
    } else if (sy_device_is_capture(dst)) {
        sy_device from = sy_tensor_device(src);
        bool same = sy_device_is_capture(from) && sy_device_eq(from, dst);
        snprintf(what, sizeof what, "%s", same ? "same value" : "registered as an initializer");
        ok = same_data(src, out);
    } else {
        const char *kind = sy_transfer_kind((sy_backend)sy_tensor_device(src).backend, (sy_backend)dst.backend);
        bool shared = sy_tensor_shares_storage(src, out);
        const char *how = shared ? "zero-copy" : (strstr(kind, "direct") ? "direct copy" : "staged copy");
        snprintf(what, sizeof what, "%s%s (arm: %s)", sy_device_is_autodiff(dst) ? "recorded move, " : "", how, kind);
        ok = same_data(src, out);
        if (sy_tensor_is_tracked(src) && !sy_tensor_is_tracked(out))
            ok = 0;
    }
    printf("  %-22s -> %-26s %s%s\n", label, name(dst, to, sizeof to), what, ok ? "" : "  DATA MISMATCH");
    sy_tensor_release(out);
    return ok;
}

/* `demo --summary`: one line per backend compiled in, with its devices or
 * why it has none (what `make` ends with). */
static int summary(void)
{
    printf("backends compiled in:\n");
    for (int id = 0; id < SY_BACKEND_ID_LIMIT; id++) {
        sy_backend b = (sy_backend)id;
        if (!sy_backend_enabled(b))
            continue;
        if (sy_device_is_capture(sy_device_of(b, 1))) {
            printf("  %-8s graph capture (sy_capture_new)\n", sy_backend_name(b));
            continue;
        }
        int n = sy_backend_device_count(b);
        if (n > 0) {
            printf("  %-8s %d device%s, %s memory\n", sy_backend_name(b), n, n == 1 ? "" : "s",
                   sy_backend_is_host_memory(b) ? "host" : "device");
        } else {
            sy_status st = sy_device_check(sy_device_of(b, 0));
            printf("  %-8s no device: %s\n", sy_backend_name(b), st == SY_OK ? "?" : sy_last_error());
        }
    }
    sy_shutdown();
    return 0;
}

/* `demo --devices`: every real device, as SY_DEVICE would name it, on one
 * line (for scripts that run something on each). */
static int list_devices(void)
{
    char buf[64];
    const char *sep = "";
    for (int id = 0; id < SY_BACKEND_ID_LIMIT; id++)
        for (int i = 0; sy_backend_enabled((sy_backend)id) && i < sy_backend_device_count((sy_backend)id); i++) {
            printf("%s%s", sep, name(sy_device_of((sy_backend)id, i), buf, sizeof buf));
            sep = " ";
        }
    printf("\n");
    sy_shutdown();
    return 0;
}

int main(int argc, char **argv)
{
    if (argc > 1 && strcmp(argv[1], "--summary") == 0)
        return summary();
    if (argc > 1 && strcmp(argv[1], "--devices") == 0)
        return list_devices();
    const float data[6] = {1, 2, 3, 4, 5, 6};
    const int64_t shape[2] = {2, 3};
    int plain = 0, bad = 0;

    printf("switchyard: the backends compiled in and their devices:");
    for (int b = 0; b < SY_BACKEND_ID_LIMIT; b++) {
        if (!sy_backend_enabled((sy_backend)b) || sy_backend_device_count((sy_backend)b) == 0)
            continue;
        printf(" %s (%d)", sy_backend_name((sy_backend)b), sy_backend_device_count((sy_backend)b));
        for (int i = 0; i < sy_backend_device_count((sy_backend)b) && plain < MAX_DEVICES / 2; i++)
            devices[plain++] = sy_device_of((sy_backend)b, i);
    }
    sy_device def;
    sy_status st = sy_device_default(&def);
    char buf[64];
    printf("\ndefault device: %s\n", st == SY_OK ? name(def, buf, sizeof buf) : sy_last_error());
    n_devices = plain;
    for (int i = 0; i < plain; i++)
        devices[n_devices++] = sy_device_autodiff(devices[i], SY_CHECKPOINT_NONE);
    sy_device cap1, cap2;
    if ((st = sy_capture_new(&cap1)) != SY_OK || (st = sy_capture_new(&cap2)) != SY_OK)
        fail("sy_capture_new", st);
    devices[n_devices++] = cap1;
    devices[n_devices++] = cap2;

    sy_tensor *host;
    if ((st = sy_tensor_from_data(data, SY_DTYPE_F32, shape, 2, devices[0], &host)) != SY_OK)
        fail("sy_tensor_from_data", st);
    for (int i = 0; i < plain; i++) {
        sy_tensor *src, *tracked;
        char label[64], ad[64];
        if ((st = sy_to_device(host, devices[i], &src)) != SY_OK)
            fail("sy_to_device", st);
        if ((st = sy_track(src, devices[plain + i], &tracked)) != SY_OK)
            fail("sy_track", st);
        printf("\nfrom %s (plain f32 [2, 3]):\n", name(devices[i], label, sizeof label));
        for (int d = 0; d < n_devices; d++)
            bad += !show(label, src, devices[d]);
        printf("\nfrom %s (tracked):\n", name(devices[plain + i], ad, sizeof ad));
        for (int d = 0; d < n_devices; d++)
            bad += !show(ad, tracked, devices[d]);
        sy_tensor_release(src);
        sy_tensor_release(tracked);
    }

    sy_tensor *init, *computed;
    if ((st = sy_to_device(host, cap1, &init)) != SY_OK || (st = sy_exp(init, &computed)) != SY_OK)
        fail("capture", st);
    char label[96];
    snprintf(label, sizeof label, "%s initialized", name(cap1, buf, sizeof buf));
    printf("\nfrom %s:\n", label);
    for (int d = 0; d < n_devices; d++)
        bad += !show(label, init, devices[d]);
    snprintf(label, sizeof label, "%s computed", name(cap1, buf, sizeof buf));
    printf("\nfrom %s (exp of the initializer):\n", label);
    for (int d = 0; d < n_devices; d++)
        bad += !show(label, computed, devices[d]);

    sy_tensor_release(init);
    sy_tensor_release(computed);
    sy_tensor_release(host);
    sy_capture_release(cap1);
    sy_capture_release(cap2);
    printf("\n%d devices, %d moves shown, %s\n", n_devices, (plain * 2 + 2) * n_devices,
           bad ? "SOME DATA CAME BACK DIFFERENT" : "every successful move kept the data");
    return bad ? 1 : 0;
}
