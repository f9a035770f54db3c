/* switchyard: questions about dtypes, backends and ops, answered from the
 * tables generated from backends.yaml. */
#include <string.h>

#include "sy_internal.h"

const char *sy_version(void)
{
    return SY_VERSION_STRING;
}

static bool dtype_ok(sy_dtype dt)
{
    return (unsigned)dt < SY_DTYPE_COUNT;
}

const char *sy_dtype_name(sy_dtype dt)
{
    return dtype_ok(dt) ? sy__dtype_table[dt].name : NULL;
}

size_t sy_dtype_size(sy_dtype dt)
{
    return dtype_ok(dt) ? sy__dtype_table[dt].size : 0;
}

bool sy_dtype_is_float(sy_dtype dt)
{
    return dtype_ok(dt) && sy__dtype_table[dt].category == SY__CATEGORY_FLOAT;
}

bool sy_dtype_is_int(sy_dtype dt)
{
    return dtype_ok(dt) && sy__dtype_table[dt].category == SY__CATEGORY_INT;
}

bool sy_dtype_is_bool(sy_dtype dt)
{
    return dtype_ok(dt) && sy__dtype_table[dt].category == SY__CATEGORY_BOOL;
}

bool sy_dtype_parse(const char *name, sy_dtype *out)
{
    for (int i = 0; name && i < SY_DTYPE_COUNT; i++) {
        if (strcmp(name, sy__dtype_table[i].name) == 0) {
            if (out)
                *out = (sy_dtype)i;
            return true;
        }
    }
    return false;
}

const char *sy_backend_name(sy_backend b)
{
    const sy__backend_info *info = sy__backend((unsigned)b);
    return info ? info->name : NULL;
}

bool sy_backend_known(sy_backend b)
{
    const sy__backend_info *info = sy__backend((unsigned)b);
    return info && info->name;
}

bool sy_backend_enabled(sy_backend b)
{
    const sy__backend_info *info = sy__backend((unsigned)b);
    return info && info->name && info->enabled;
}

bool sy_backend_is_host_memory(sy_backend b)
{
    const sy__backend_info *info = sy__backend((unsigned)b);
    return info && info->host;
}

int sy_backend_device_count(sy_backend b)
{
    const sy__backend_info *info = sy__backend((unsigned)b);
    if (!info || !info->name || info->capture)
        return 0;
    return info->enabled ? (int)sy__backend_devices((unsigned)b) : info->devices;
}

bool sy_backend_stores(sy_backend b, sy_dtype dt)
{
    const sy__backend_info *info = sy__backend((unsigned)b);
    return info && info->name && dtype_ok(dt) && SY__DTYPE_IN(dt, info->stores);
}

static bool op_ok(sy_op op)
{
    return (unsigned)op < SY_OP_COUNT;
}

bool sy_backend_supports_op(sy_backend b, sy_op op, sy_dtype dt)
{
    if (!sy_backend_enabled(b) || !op_ok(op) || !dtype_ok(dt))
        return false;
    return SY__DTYPE_IN(dt, sy__own_kernels[b][op]);
}

bool sy_backend_runs_op(sy_backend b, sy_op op, sy_dtype dt, sy_backend *exec)
{
    if (!sy_backend_enabled(b) || !op_ok(op) || !dtype_ok(dt) || !SY__DTYPE_IN(dt, sy__op_table[op].dtypes))
        return false;
    if (sy__backend_table[b].capture || !SY__DTYPE_IN(dt, sy__backend_table[b].stores))
        return false;
    if (sy__op_table[op].route == NULL) { /* views run on every backend */
        if (exec)
            *exec = b;
        return true;
    }
    sy__route r;
    if (!sy__op_table[op].route(b, dt, &r))
        return false;
    if (exec)
        *exec = r.backend;
    return true;
}

const char *sy_op_name(sy_op op)
{
    return op_ok(op) ? sy__op_table[op].name : NULL;
}

bool sy_op_parse(const char *name, sy_op *out)
{
    for (int i = 0; name && i < SY_OP_COUNT; i++) {
        if (strcmp(name, sy__op_table[i].name) == 0) {
            if (out)
                *out = (sy_op)i;
            return true;
        }
    }
    return false;
}

bool sy_op_takes_dtype(sy_op op, sy_dtype dt)
{
    return op_ok(op) && dtype_ok(dt) && SY__DTYPE_IN(dt, sy__op_table[op].dtypes);
}

bool sy_op_is_differentiable(sy_op op)
{
    return op_ok(op) && sy__op_table[op].differentiable;
}
