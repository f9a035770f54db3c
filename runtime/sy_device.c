/* switchyard: devices. A device is a value: stable backend id, index (the
 * capture id for capture devices), and the autodiff layer with its
 * checkpointing strategy. */
#include <ctype.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "sy_internal.h"

#define SY__DEVICE_FLAG_BAD 0x2u /* negative index or backend id out of range */

sy_device sy_device_of(sy_backend b, int index)
{
    sy_device d = {0};
    d.backend = (uint8_t)b;
    d.index = index < 0 ? 0u : (uint32_t)index;
    if (index < 0 || (unsigned)b > 255u)
        d.flags = SY__DEVICE_FLAG_BAD;
    return d;
}

sy_device sy_device_autodiff(sy_device inner, sy_checkpointing strategy)
{
    sy_device d = inner;
    if (inner.autodiff) {
        d.flags |= SY__DEVICE_FLAG_NESTED;
        return d;
    }
    d.autodiff = 1;
    d.checkpointing = (uint8_t)strategy;
    if ((unsigned)strategy > SY_CHECKPOINT_BALANCED)
        d.checkpointing = 0xff; /* rejected by sy_device_check */
    return d;
}

sy_device sy_device_inner(sy_device d)
{
    d.autodiff = 0;
    d.checkpointing = 0;
    d.flags &= (uint8_t)~SY__DEVICE_FLAG_NESTED;
    return d;
}

bool sy_device_is_autodiff(sy_device d)
{
    return d.autodiff != 0;
}

bool sy_device_is_capture(sy_device d)
{
    const sy__backend_info *info = sy__backend(d.backend);
    return info && info->name && info->capture;
}

bool sy_device_eq(sy_device a, sy_device b)
{
    return a.backend == b.backend && a.index == b.index;
}

uint16_t sy_device_type_id(sy_device d)
{
    return (uint16_t)(((unsigned)d.backend << 8) | (d.index & 0xffu));
}

sy_device sy_device_from_type_id(uint16_t id)
{
    return sy_device_of((sy_backend)(id >> 8), id & 0xff);
}

const char *sy__device_str(sy_device d, char *buf, size_t size)
{
    sy_device_format(d, buf, size);
    return buf;
}

int sy_device_format(sy_device d, char *buf, size_t size)
{
    const sy__backend_info *info = sy__backend(d.backend);
    char inner[32];
    if (info && info->name)
        snprintf(inner, sizeof inner, "%s:%lu", info->name, (unsigned long)d.index);
    else
        snprintf(inner, sizeof inner, "backend#%u:%lu", (unsigned)d.backend, (unsigned long)d.index);
    if (d.flags & SY__DEVICE_FLAG_BAD)
        return snprintf(buf, size, "<malformed device>");
    if (d.flags & SY__DEVICE_FLAG_NESTED)
        return snprintf(buf, size, "autodiff(autodiff(%s))", inner);
    if (!d.autodiff)
        return snprintf(buf, size, "%s", inner);
    const char *strategy = d.checkpointing == SY_CHECKPOINT_NONE       ? "none"
                           : d.checkpointing == SY_CHECKPOINT_BALANCED ? "balanced"
                                                                       : "?";
    return snprintf(buf, size, "autodiff(%s, %s)", inner, strategy);
}

sy_status sy__device_validate(sy_device d, const char *what)
{
    char text[SY__DEVICE_STR_MAX];
    if (d.flags & SY__DEVICE_FLAG_BAD)
        return sy__fail(SY_E_INVALID_ARGUMENT, "%s: malformed device (negative index or backend id above 255)", what);
    if (d.flags & SY__DEVICE_FLAG_NESTED)
        return sy__fail(SY_E_AUTODIFF_NESTED, "%s: Autodiff should not wrap an autodiff device.", what);
    const sy__backend_info *info = sy__backend(d.backend);
    if (!info || !info->name)
        return sy__fail(SY_E_INVALID_ARGUMENT, "%s: no backend has id %u in backends.yaml", what, (unsigned)d.backend);
    /* the device is formatted only on failure: this runs on every move */
    if (d.autodiff > 1)
        return sy__fail(SY_E_INVALID_ARGUMENT, "%s: malformed device %s (autodiff flag %u)", what,
                        sy__device_str(d, text, sizeof text), (unsigned)d.autodiff);
    if (d.autodiff && d.checkpointing > SY_CHECKPOINT_BALANCED)
        return sy__fail(SY_E_INVALID_ARGUMENT, "%s: device %s has an unknown checkpointing strategy", what,
                        sy__device_str(d, text, sizeof text));
    if (!d.autodiff && d.checkpointing != 0)
        return sy__fail(SY_E_INVALID_ARGUMENT, "%s: plain device %s carries a checkpointing strategy", what,
                        sy__device_str(d, text, sizeof text));
    if (d.autodiff && info->capture)
        return sy__fail(SY_E_INVALID_ARGUMENT, "%s: Capture tensors do not support autodiff (%s)", what,
                        sy__device_str(d, text, sizeof text));
    return SY_OK;
}

static sy_status device_exists(sy_device d, const char *what)
{
    char text[SY__DEVICE_STR_MAX];
    const sy__backend_info *info = &sy__backend_table[d.backend];
    if (!info->enabled)
        return sy__fail(SY_E_BACKEND_DISABLED, "%s: backend %s is not compiled in (%s=0); " SY__REBUILD_HINT, what,
                        info->name, info->cfg, info->cfg, info->name);
    if (info->capture) {
        if (!sy__capture_exists(d.index))
            return sy__fail(SY_E_NO_SUCH_DEVICE, "%s: no capture device %s (not made by sy_capture_new, or released)",
                            what, sy__device_str(d, text, sizeof text));
    } else if (info->remote) {
        return sy__remote_check(d.index, what);
    } else if (d.index >= sy__backend_devices(d.backend)) {
        const char *why = sy__backend_why_none(d.backend);
        return sy__fail(SY_E_NO_SUCH_DEVICE, "%s: %s has %u device(s), index %lu is out of range%s%s", what,
                        info->name, (unsigned)sy__backend_devices(d.backend), (unsigned long)d.index,
                        *why ? ": " : "", why);
    }
    return SY_OK;
}

sy_status sy__device_check(sy_device d, const char *what)
{
    sy_status st = sy__device_validate(d, what);
    return st != SY_OK ? st : device_exists(d, what);
}

sy_status sy_device_check(sy_device d)
{
    return sy__device_check(d, "sy_device_check");
}

bool sy__same_device(const sy_tensor *t, sy_device dst)
{
    return sy_device_eq(t->device, dst);
}

static sy_status parse(const char *text, const char *what, sy_device *out);

/* "autodiff(<device>, none|balanced)", as sy_device_format writes it. */
static sy_status parse_autodiff(const char *text, const char *what, sy_device *out)
{
    const size_t len = strlen(text);
    const char *comma = strrchr(text, ',');
    if (len < 12 || text[len - 1] != ')' || comma == NULL || comma[1] != ' ')
        return sy__fail(SY_E_UNKNOWN_DEVICE, "%s: malformed device '%s' (expected autodiff(<device>, none) or "
                        "autodiff(<device>, balanced))", what, text);
    const char *strategy = comma + 2;
    const size_t slen = (size_t)(text + len - 1 - strategy);
    sy_checkpointing cp;
    if (slen == 4 && strncmp(strategy, "none", 4) == 0)
        cp = SY_CHECKPOINT_NONE;
    else if (slen == 8 && strncmp(strategy, "balanced", 8) == 0)
        cp = SY_CHECKPOINT_BALANCED;
    else
        return sy__fail(SY_E_UNKNOWN_DEVICE, "%s: unknown checkpointing strategy in '%s' (none or balanced)", what,
                        text);
    char inner[SY__DEVICE_STR_MAX];
    const size_t ilen = (size_t)(comma - (text + 9));
    if (ilen >= sizeof inner)
        return sy__fail(SY_E_UNKNOWN_DEVICE, "%s: malformed device '%s'", what, text);
    memcpy(inner, text + 9, ilen);
    inner[ilen] = '\0';
    if (strncmp(inner, "autodiff(", 9) == 0)
        return sy__fail(SY_E_AUTODIFF_NESTED, "%s: '%s': Autodiff should not wrap an autodiff device.", what, text);
    sy_device d;
    char in_what[160];
    snprintf(in_what, sizeof in_what, "%s: in '%.80s'", what, text);
    sy_status st = parse(inner, in_what, &d);
    if (st != SY_OK)
        return st;
    if (sy_device_is_capture(d))
        return sy__fail(SY_E_INVALID_ARGUMENT, "%s: '%s': Capture tensors do not support autodiff", what, text);
    *out = sy_device_autodiff(d, cp);
    return SY_OK;
}

static sy_status parse(const char *text, const char *what, sy_device *out)
{
    if (strncmp(text, "autodiff(", 9) == 0)
        return parse_autodiff(text, what, out);
    const char *colon = strchr(text, ':');
    size_t len = colon ? (size_t)(colon - text) : strlen(text);
    unsigned long index = 0;
    if (colon) {
        const char *p = colon + 1;
        if (*p == '\0' || strlen(p) > 9)
            return sy__fail(SY_E_UNKNOWN_DEVICE, "%s: malformed device index in '%s' (expected name or name:index)",
                            what, text);
        for (; *p; p++) {
            if (!isdigit((unsigned char)*p))
                return sy__fail(SY_E_UNKNOWN_DEVICE,
                                "%s: malformed device index in '%s' (expected name or name:index)", what, text);
            index = index * 10 + (unsigned long)(*p - '0');
        }
    }
    for (int i = 0; i < SY_BACKEND_COUNT; i++) {
        const sy__backend_info *info = &sy__backend_table[sy__backend_order[i]];
        if (strlen(info->name) != len || strncmp(info->name, text, len) != 0)
            continue;
        if (info->capture && (!colon || index == 0))
            return sy__fail(SY_E_UNKNOWN_DEVICE, "%s: '%s' names the capture backend; capture devices come from "
                            "sy_capture_new", what, text);
        if (info->capture && info->enabled) {
            /* capture:N names the live capture device N, as formatted */
            if (!sy__capture_exists((uint32_t)index))
                return sy__fail(SY_E_NO_SUCH_DEVICE, "%s: no capture device '%s' (not made by sy_capture_new, or "
                                "released)", what, text);
            *out = sy_device_of(sy__backend_order[i], (int)index);
            return SY_OK;
        }
        if (!info->enabled)
            return sy__fail(SY_E_BACKEND_DISABLED, "%s: '%s' requested, but the %s backend is not compiled in (%s=0); "
                            SY__REBUILD_HINT, what, text, info->name, info->cfg, info->cfg, info->name);
        if (info->remote) { /* remote:N, another rank of the remote communicator */
            sy_status st = colon ? sy__remote_check((uint32_t)index, what)
                                 : sy__fail(SY_E_UNKNOWN_DEVICE, "%s: '%s' names the remote backend; its devices are "
                                            "remote:N, rank N", what, text);
            if (st == SY_OK)
                *out = sy_device_of(sy__backend_order[i], (int)index);
            return st;
        }
        if (index >= sy__backend_devices(sy__backend_order[i])) {
            const char *why = sy__backend_why_none(sy__backend_order[i]);
            return sy__fail(SY_E_NO_SUCH_DEVICE, "%s: '%s' requested, but %s has %u device(s)%s%s", what, text,
                            info->name, (unsigned)sy__backend_devices(sy__backend_order[i]), *why ? ": " : "", why);
        }
        *out = sy_device_of(sy__backend_order[i], (int)index);
        return SY_OK;
    }
    char names[256] = "";
    size_t used = 0;
    for (int i = 0; i < SY_BACKEND_COUNT && used < sizeof names; i++) {
        const sy__backend_info *info = &sy__backend_table[sy__backend_order[i]];
        if (!info->capture && !info->remote && info->enabled)
            used += (size_t)snprintf(names + used, sizeof names - used, "%s%s", used ? ", " : "", info->name);
    }
    return sy__fail(SY_E_UNKNOWN_DEVICE, "%s: unknown device '%s' (backends compiled in: %s)", what, text, names);
}

sy_status sy_device_parse(const char *text, sy_device *out)
{
    if (out == NULL || text == NULL)
        return sy__fail(SY_E_INVALID_ARGUMENT, "sy_device_parse: NULL argument");
    return parse(text, "sy_device_parse", out);
}

sy_status sy_device_default(sy_device *out)
{
    if (out == NULL)
        return sy__fail(SY_E_INVALID_ARGUMENT, "sy_device_default: out is NULL");
    const char *env = getenv("SY_DEVICE");
    if (env != NULL && env[0] != '\0') {
        char what[96];
        snprintf(what, sizeof what, "SY_DEVICE=%.80s", env);
        /* autodiff(remote:N, ...) names the remote backend too */
        const char *inner = strncmp(env, "autodiff(", 9) == 0 ? env + 9 : env;
        for (int i = 0; i < SY_BACKEND_COUNT; i++) { /* capture devices are never a default */
            const sy__backend_info *info = &sy__backend_table[sy__backend_order[i]];
            size_t n = strlen(info->name);
            if (info->capture && strncmp(env, info->name, n) == 0 && (env[n] == '\0' || env[n] == ':'))
                return sy__fail(SY_E_UNKNOWN_DEVICE, "%s: '%s' names the capture backend, which cannot be the "
                                "default device; capture devices come from sy_capture_new", what, env);
            if (info->remote && strncmp(inner, info->name, n) == 0 && (inner[n] == '\0' || inner[n] == ':'))
                return sy__fail(SY_E_UNKNOWN_DEVICE, "%s: '%s' names the remote backend, which cannot be the "
                                "default device (sy_serve runs on the default device); move tensors to remote:N",
                                what, env);
        }
        return parse(env, what, out);
    }
    for (int i = 0; i < SY_BACKEND_COUNT; i++) {
        const sy__backend_info *info = &sy__backend_table[sy__backend_order[i]];
        if (info->enabled && !info->capture && !info->remote) {
            *out = sy_device_of(sy__backend_order[i], 0);
            return SY_OK;
        }
    }
    return sy__fail(SY_E_BACKEND_DISABLED, "sy_device_default: no backend is compiled in; rebuild with at least "
                    "one SY_WITH_<NAME>=1");
}
