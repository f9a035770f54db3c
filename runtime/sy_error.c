/* switchyard: statuses and this thread's last error detail. */
#include <stdio.h>
#include <string.h>

#include "sy_internal.h"

const sy__status_info *sy__status_find(sy_status s); /* generated/sy_status.c */

static _Thread_local char sy__last[512];

const char *sy_status_str(sy_status s)
{
    const sy__status_info *info = sy__status_find(s);
    return info ? info->message : "Unknown status.";
}

const char *sy_status_name(sy_status s)
{
    const sy__status_info *info = sy__status_find(s);
    return info ? info->name : "SY_E_UNKNOWN";
}

const char *sy_status_explain(sy_status s)
{
    const sy__status_info *info = sy__status_find(s);
    return info ? info->explain : "";
}

const char *sy_status_fix(sy_status s)
{
    const sy__status_info *info = sy__status_find(s);
    return info ? info->fix : "";
}

const char *sy_last_error(void)
{
    return sy__last;
}

sy_status sy__fail(sy_status s, const char *fmt, ...)
{
    /* Formatted apart first: callers may pass sy_last_error() itself as an
     * argument (to prefix the detail), and vsnprintf must not read what it
     * is writing. */
    char buf[sizeof sy__last];
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(buf, sizeof buf, fmt, ap);
    va_end(ap);
    memcpy(sy__last, buf, sizeof buf);
    return s;
}

const char *sy__shape_str(const int64_t *shape, int rank, char *buf, size_t size)
{
    size_t used = 0;
    if (size == 0)
        return buf;
    buf[0] = '\0';
    used += (size_t)snprintf(buf + used, size - used, "[");
    for (int i = 0; i < rank && used < size; i++)
        used += (size_t)snprintf(buf + used, size - used, "%s%lld", i ? ", " : "", (long long)shape[i]);
    if (used < size)
        snprintf(buf + used, size - used, "]");
    return buf;
}
