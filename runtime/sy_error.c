/* switchyard: statuses and this thread's last error detail. */
#include <stdio.h>
#include <string.h>

#include "sy_internal.h"


static _Thread_local char sy__last[512];

const char *sy_status_str(sy_status s)
{
    const sy__status_info *info = sy__status_find(s);
    return info ? info->message : "Unknown status.";
}

const char *sy_status_name(sy_status s)
{
    const sy__status_info *info = sy__status_find(s);
    return info ? info->name : "unknown status"; /* not a name: no SY_E_ constant has s as its value */
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

/* Where a detail ends with " [SY_E_...]", the offset of that tag, else len. */
static size_t tag_start(const char *text, size_t len)
{
    if (len < 7 || text[len - 1] != ']')
        return len;
    size_t i = len - 1;
    while (i > 0 && text[i - 1] != '[')
        i--;
    if (i < 2 || text[i - 2] != ' ' || strncmp(text + i, "SY_E_", 5) != 0)
        return len;
    return i - 2;
}

sy_status sy__fail(sy_status s, const char *fmt, ...)
{
    /* Formatted apart first: callers may pass sy_last_error() itself as an
     * argument (to prefix the detail), and vsnprintf must not read what it
     * is writing. The detail ends with the status name in brackets, the name
     * of its page under docs/errors/; a detail that wraps an earlier one
     * (which ends with its tag) keeps one tag, the status returned now. */
    char buf[sizeof sy__last];
    char tag[64];
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(buf, sizeof buf, fmt, ap);
    va_end(ap);
    int tag_len = snprintf(tag, sizeof tag, " [%s]", sy_status_name(s));
    size_t room = sizeof buf - 1 - (size_t)tag_len; /* the tag always fits; the detail may be cut */
    size_t len = strlen(buf);
    if (len > room)
        len = room;
    len = tag_start(buf, len);
    memcpy(buf + len, tag, (size_t)tag_len + 1);
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
