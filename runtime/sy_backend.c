/* switchyard: the life cycle of backends (the device contract of
 * runtime/sy_contract.h): lazy initialization, device counts known only at run
 * time, sy_shutdown, and the error detail kernels give with sy_kernel_error.
 *
 * A backend with an init hook or `devices: runtime` is initialized at the
 * first call that needs it (a device check, a count, an allocation), once,
 * under one process-wide lock; the answer is published with release/acquire
 * so later calls read it without the lock. sy_shutdown runs every shutdown
 * hook, in reverse yaml order, and forgets the answers: the next use
 * initializes the backend again.
 */
#include <ctype.h>
#include <pthread.h>
#include <stdarg.h>
#include <stdio.h>
#include <string.h>

#include "sy_internal.h"

enum { SY__UNINIT = 0, SY__READY = 1 };

typedef struct backend_state {
    atomic_int state;
    uint32_t devices;
    char why[256]; /* why there are no devices */
} backend_state;

static backend_state sy__states[SY_BACKEND_ID_LIMIT];
static pthread_mutex_t sy__backend_lock = PTHREAD_MUTEX_INITIALIZER;

static _Thread_local char sy__kdetail[384];

sy_status sy_kernel_error(sy_status s, const char *fmt, ...)
{
    char buf[sizeof sy__kdetail];
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(buf, sizeof buf, fmt, ap);
    va_end(ap);
    memcpy(sy__kdetail, buf, sizeof buf);
    return s;
}

/* ASCII case-insensitive: does hay contain needle[0, n)? */
static int contains_text(const char *hay, const char *needle, size_t n)
{
    for (; *hay; hay++) {
        size_t i = 0;
        while (i < n && hay[i] && tolower((unsigned char)hay[i]) == tolower((unsigned char)needle[i]))
            i++;
        if (i == n)
            return 1;
    }
    return 0;
}

int sy_kernel_device_selected(const char *spec, uint32_t index, const char *name)
{
    if (spec == NULL || *spec == '\0')
        return 1;
    for (const char *p = spec;;) {
        const char *end = strchr(p, ',');
        if (end == NULL)
            end = p + strlen(p);
        const char *a = p, *b = end;
        while (a < b && isspace((unsigned char)*a))
            a++;
        while (b > a && isspace((unsigned char)b[-1]))
            b--;
        const size_t len = (size_t)(b - a);
        int digits = len > 0;
        for (size_t i = 0; i < len; i++)
            digits = digits && isdigit((unsigned char)a[i]);
        if (digits) {
            unsigned long long v = 0;
            for (size_t i = 0; i < len && v <= UINT32_MAX; i++)
                v = v * 10 + (unsigned long long)(a[i] - '0');
            if (v == index)
                return 1;
        } else if (len > 0 && name != NULL && contains_text(name, a, len)) {
            return 1;
        }
        if (*end == '\0')
            return 0;
        p = end + 1;
    }
}

const char *sy__kernel_detail(void)
{
    static _Thread_local char taken[sizeof sy__kdetail];
    memcpy(taken, sy__kdetail, sizeof taken);
    sy__kdetail[0] = '\0';
    return taken;
}

static bool needs_init(const sy__backend_info *info)
{
    return info->hooks.init || info->hooks.device_count;
}

static void initialize(unsigned id)
{
    const sy__backend_info *info = &sy__backend_table[id];
    backend_state *s = &sy__states[id];
    pthread_mutex_lock(&sy__backend_lock);
    if (atomic_load_explicit(&s->state, memory_order_acquire) != SY__READY) {
        s->why[0] = '\0';
        s->devices = info->devices;
        sy__kernel_detail(); /* start from a clean detail */
        sy_status st = info->hooks.init ? info->hooks.init() : SY_OK;
        if (st != SY_OK) {
            const char *d = sy__kernel_detail();
            snprintf(s->why, sizeof s->why, "sy_k_%s_init failed with %s%s%s", info->name, sy_status_name(st),
                     *d ? ": " : "", d);
            s->devices = 0;
        } else if (info->hooks.device_count) {
            s->devices = info->hooks.device_count();
            if (s->devices > UINT16_MAX + 1u)
                s->devices = UINT16_MAX + 1u; /* the device encoding's index limit is far above any machine */
            if (s->devices == 0) {
                const char *d = sy__kernel_detail();
                snprintf(s->why, sizeof s->why, "%s", *d ? d : "the backend found no device");
            }
        }
        atomic_store_explicit(&s->state, SY__READY, memory_order_release);
    }
    pthread_mutex_unlock(&sy__backend_lock);
}

static const backend_state *ready_state(unsigned id)
{
    backend_state *s = &sy__states[id];
    if (atomic_load_explicit(&s->state, memory_order_acquire) != SY__READY)
        initialize(id);
    return s;
}

uint32_t sy__backend_devices(unsigned id)
{
    const sy__backend_info *info = sy__backend(id);
    if (!info || !info->name || !info->enabled || info->capture)
        return 0;
    if (SY__LIKELY(!needs_init(info)))
        return info->devices;
    return ready_state(id)->devices;
}

const char *sy__backend_why_none(unsigned id)
{
    const sy__backend_info *info = sy__backend(id);
    if (!info || !info->name || !info->enabled || info->capture || !needs_init(info))
        return "";
    return ready_state(id)->why;
}

sy_status sy_synchronize(sy_device device)
{
    sy_status st = sy__device_check(device, "sy_synchronize");
    if (st != SY_OK)
        return st;
    const sy__backend_info *info = &sy__backend_table[device.backend];
    if (info->capture || info->host || info->hooks.synchronize == NULL)
        return SY_OK; /* a synchronous backend: its work was done when its calls returned */
    st = info->hooks.synchronize(device.index);
    if (st != SY_OK) {
        char text[SY__DEVICE_STR_MAX];
        const char *d = sy__kernel_detail();
        return sy__fail(st, "sy_synchronize: %s: %s", sy__device_str(device, text, sizeof text),
                        *d ? d : sy_status_str(st));
    }
    return SY_OK;
}

void sy_shutdown(void)
{
    pthread_mutex_lock(&sy__backend_lock);
    for (int i = SY_BACKEND_COUNT - 1; i >= 0; i--) {
        unsigned id = (unsigned)sy__backend_order[i];
        const sy__backend_info *info = &sy__backend_table[id];
        backend_state *s = &sy__states[id];
        if (!info->enabled)
            continue;
        bool was_ready = atomic_load_explicit(&s->state, memory_order_acquire) == SY__READY;
        if (info->hooks.shutdown && (was_ready || !needs_init(info)))
            info->hooks.shutdown();
        atomic_store_explicit(&s->state, SY__UNINIT, memory_order_release);
    }
    pthread_mutex_unlock(&sy__backend_lock);
    sy__remote_shutdown();
    sy__mpi_shutdown();
}
