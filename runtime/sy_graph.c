/* switchyard: completed capture graphs: completion, replay, the boundary's types.
 *
 * A graph is an immutable list of values in recording order (so every node
 * comes after its inputs): runtime inputs, constants (initializers with their
 * data) and op nodes, plus the list of outputs. Completion keeps only what the
 * outputs depend on (and the declared inputs). Replay runs every node through
 * sy__dispatch, the same path as eager code, on any real device, releasing
 * each intermediate after its last consumer. Writing graphs out (text, DOT,
 * saved files) is sy_graph_write.c; loading saved files is sy_graph_load.c.
 */
#include <stdlib.h>
#include <string.h>

#include "sy_capture.h"
#include "sy_half.h"

typedef sy__gvalue gvalue;

void sy_graph_release(sy_graph *g)
{
    if (!g)
        return;
    for (size_t i = 0; g->values && i < g->n_values; i++) {
        sy__storage_release(g->values[i].data);
        sy__host_free(g->values[i].in);
    }
    sy__host_free(g->values);
    sy__host_free(g->inputs);
    sy__host_free(g->outputs);
    sy__host_free(g);
}

sy_status sy_graph_counts(const sy_graph *g, size_t *n_inputs, size_t *n_outputs, size_t *n_nodes,
                          size_t *n_constants)
{
    if (!g)
        return sy__fail(SY_E_INVALID_ARGUMENT, "sy_graph_counts: the graph is NULL");
    if (n_inputs)
        *n_inputs = g->n_inputs;
    if (n_outputs)
        *n_outputs = g->n_outputs;
    if (n_nodes)
        *n_nodes = g->n_nodes;
    if (n_constants)
        *n_constants = g->n_constants;
    return SY_OK;
}

/* ---- completion ------------------------------------------------------------------ */

/* Checks one declared boundary tensor against capture c; the value index. */
static sy_status boundary(const sy__capture *c, const sy_tensor *t, const char *role, size_t k, bool input,
                          uint32_t *index)
{
    char dev[SY__DEVICE_STR_MAX];
    if (t == NULL)
        return sy__fail(SY_E_INVALID_ARGUMENT, "sy_capture_complete: %s %zu is NULL", role, k);
    if (!sy__tensor_is_capture(t))
        return sy__fail(SY_E_CAPTURE_UNKNOWN, "sy_capture_complete: %s %zu is a tensor on %s, not a value of "
                        "capture:%lu; move it onto the capture device and declare the tensor that move returns",
                        role, k, sy__device_str(t->device, dev, sizeof dev), (unsigned long)c->id);
    if (t->device.index != c->id)
        return sy__fail(SY_E_CAPTURE_FOREIGN, "sy_capture_complete: %s %zu belongs to capture:%lu, not capture:%lu",
                        role, k, (unsigned long)t->device.index, (unsigned long)c->id);
    if (t->value_id == 0 || t->value_id > c->n_values)
        return sy__fail(SY_E_CAPTURE_UNKNOWN, "sy_capture_complete: %s %zu is not a value of capture:%lu", role, k,
                        (unsigned long)c->id);
    if (input && c->values[t->value_id - 1].kind != SY__VALUE_INITIALIZER)
        return sy__fail(SY_E_CAPTURE_INPUT_COMPUTED, "sy_capture_complete: input %zu was computed by %s on "
                        "capture:%lu; inputs are values moved onto the device", k,
                        sy__op_table[c->values[t->value_id - 1].op].name, (unsigned long)c->id);
    *index = t->value_id - 1;
    return SY_OK;
}

static sy_status duplicates(const uint32_t *ids, size_t n, const char *role)
{
    for (size_t i = 0; i < n; i++)
        for (size_t j = 0; j < i; j++)
            if (ids[i] == ids[j])
                return sy__fail(SY_E_CAPTURE_DUPLICATE, "sy_capture_complete: %s %zu and %s %zu are the same value %%%u",
                                role, j, role, i, (unsigned)ids[i] + 1);
    return SY_OK;
}

static sy_status build(const sy__capture *c, const uint32_t *in_ids, size_t n_in, const uint32_t *out_ids, size_t n_out,
                       sy_graph **out)
{
    size_t n = c->n_values;
    uint8_t *live = sy__host_calloc(n ? n : 1, 1);
    uint32_t *remap = sy__host_alloc((n ? n : 1) * sizeof *remap);
    sy_graph *g = sy__host_calloc(1, sizeof *g);
    if (!live || !remap || !g)
        goto oom;
    for (size_t i = 0; i < n_out; i++)
        live[out_ids[i]] = 1;
    for (size_t i = 0; i < n_in; i++)
        live[in_ids[i]] = 1;
    for (size_t i = n; i-- > 0;) { /* inputs of a node always come before it, its results after */
        const sy__value *v = &c->values[i];
        if (live[i] && v->kind == SY__VALUE_RESULT)
            live[i - v->result] = 1;
        if (live[i] && v->kind == SY__VALUE_NODE)
            for (int k = 0; k < v->n_in; k++)
                if (v->inputs[k])
                    live[v->inputs[k] - 1] = 1;
    }
    for (size_t i = 0; i < n; i++) /* a node kept keeps every result: replay makes them all */
        if (live[i] && c->values[i].kind == SY__VALUE_NODE)
            for (size_t k = 1; k < c->values[i].n_out; k++)
                live[i + k] = 1;
    size_t kept = 0;
    for (size_t i = 0; i < n; i++)
        if (live[i])
            remap[i] = (uint32_t)kept++;
    g->capture_id = c->id;
    g->values = sy__host_calloc(kept ? kept : 1, sizeof *g->values);
    g->inputs = sy__host_alloc((n_in ? n_in : 1) * sizeof *g->inputs);
    g->outputs = sy__host_alloc((n_out ? n_out : 1) * sizeof *g->outputs);
    if (!g->values || !g->inputs || !g->outputs)
        goto oom;
    g->n_values = kept;
    g->n_inputs = n_in;
    g->n_outputs = n_out;
    for (size_t i = 0; i < n; i++) {
        if (!live[i])
            continue;
        const sy__value *v = &c->values[i];
        gvalue *w = &g->values[remap[i]];
        w->dtype = v->dtype;
        w->rank = v->rank;
        memcpy(w->shape, v->shape, sizeof w->shape);
        w->input_index = -1;
        if (v->kind == SY__VALUE_NODE || v->kind == SY__VALUE_RESULT) {
            w->kind = v->kind == SY__VALUE_NODE ? SY__GV_NODE : SY__GV_RESULT;
            w->op = v->op;
            w->attrs = v->attrs;
            w->n_out = v->n_out;
            w->result = v->result;
            if (v->kind == SY__VALUE_NODE && v->n_in > 0) {
                if (!(w->in = sy__host_alloc((size_t)v->n_in * sizeof *w->in)))
                    goto oom;
                w->n_in = v->n_in;
                for (int k = 0; k < v->n_in; k++) {
                    w->in[k] = v->inputs[k] ? remap[v->inputs[k] - 1] : SY__GV_NONE;
                    if (v->inputs[k])
                        g->values[w->in[k]].consumers++;
                }
            }
            g->n_nodes++;
        } else {
            w->kind = SY__GV_CONSTANT; /* inputs are marked below */
            w->data = v->data;
            w->offset = v->offset;
        }
    }
    for (size_t i = 0; i < n_in; i++) {
        gvalue *w = &g->values[remap[in_ids[i]]];
        w->kind = SY__GV_INPUT;
        w->data = NULL; /* an input's sample value is not part of the graph */
        w->input_index = (int)i;
        g->inputs[i] = remap[in_ids[i]];
    }
    for (size_t i = 0; i < kept; i++) {
        if (g->values[i].kind == SY__GV_CONSTANT) {
            sy__storage_retain(g->values[i].data);
            g->n_constants++;
        }
    }
    for (size_t i = 0; i < n_out; i++) {
        g->outputs[i] = remap[out_ids[i]];
        g->values[g->outputs[i]].consumers++;
    }
    sy__host_free(live);
    sy__host_free(remap);
    *out = g;
    return SY_OK;
oom:
    sy__host_free(live);
    sy__host_free(remap);
    if (g) {
        for (size_t i = 0; g->values && i < g->n_values; i++)
            sy__host_free(g->values[i].in);
        sy__host_free(g->values);
        sy__host_free(g->inputs);
        sy__host_free(g->outputs);
        sy__host_free(g);
    }
    return sy__fail(SY_E_OUT_OF_MEMORY, "sy_capture_complete: out of host memory");
}

sy_status sy_capture_complete(sy_device device, const sy_tensor *const *inputs, size_t n_inputs,
                              const sy_tensor *const *outputs, size_t n_outputs, sy_graph **out)
{
    if (out == NULL)
        return sy__fail(SY_E_INVALID_ARGUMENT, "sy_capture_complete: out is NULL");
    *out = NULL;
    if ((n_inputs && !inputs) || (n_outputs && !outputs))
        return sy__fail(SY_E_INVALID_ARGUMENT, "sy_capture_complete: %s is NULL with a non-zero count",
                        n_inputs && !inputs ? "inputs" : "outputs");
    if (n_outputs == 0)
        return sy__fail(SY_E_INVALID_ARGUMENT, "sy_capture_complete: a graph needs at least one output");
    if (!sy_device_is_capture(device) || device.autodiff)
        return sy__fail(SY_E_INVALID_ARGUMENT, "sy_capture_complete: not a capture device");
    sy__capture *c = sy__capture_get(device.index);
    if (!c)
        return sy__fail(SY_E_NO_SUCH_DEVICE, "sy_capture_complete: no capture device capture:%lu (released?)",
                        (unsigned long)device.index);
    uint32_t *in_ids = sy__host_alloc((n_inputs ? n_inputs : 1) * sizeof *in_ids);
    uint32_t *out_ids = sy__host_alloc(n_outputs * sizeof *out_ids);
    sy_status st = in_ids && out_ids ? SY_OK : sy__fail(SY_E_OUT_OF_MEMORY, "sy_capture_complete: out of memory");
    pthread_mutex_lock(&c->lock);
    if (st == SY_OK && c->completed)
        st = sy__fail(SY_E_CAPTURE_COMPLETE_TWICE, "sy_capture_complete: capture:%lu was already completed",
                      (unsigned long)c->id);
    for (size_t i = 0; i < n_inputs && st == SY_OK; i++)
        st = boundary(c, inputs[i], "input", i, true, &in_ids[i]);
    for (size_t i = 0; i < n_outputs && st == SY_OK; i++)
        st = boundary(c, outputs[i], "output", i, false, &out_ids[i]);
    if (st == SY_OK)
        st = duplicates(in_ids, n_inputs, "input");
    if (st == SY_OK)
        st = duplicates(out_ids, n_outputs, "output");
    if (st == SY_OK)
        st = build(c, in_ids, n_inputs, out_ids, n_outputs, out);
    if (st == SY_OK)
        c->completed = true;
    pthread_mutex_unlock(&c->lock);
    sy__capture_drop(c);
    sy__host_free(in_ids);
    sy__host_free(out_ids);
    return st;
}

/* ---- replay ------------------------------------------------------------------------- */

typedef struct run {
    const sy_graph *g;
    sy_tensor **vals;
    size_t *held;      /* bytes of buffers this run allocated for the value */
    uint32_t *left;    /* consumers still to run */
    size_t live_bytes, peak_bytes;
} run;

static void hold(run *r, size_t k, size_t bytes)
{
    r->held[k] = bytes;
    r->live_bytes += bytes;
    if (r->live_bytes > r->peak_bytes)
        r->peak_bytes = r->live_bytes;
}

static void drop(run *r, size_t k)
{
    /* a view of it may still hold its buffer: the bytes go on to that view */
    for (size_t j = 0; r->held[k] && r->vals[k]->storage && j < r->g->n_values; j++) {
        if (j != k && r->vals[j] && r->vals[j]->storage == r->vals[k]->storage) {
            r->held[j] += r->held[k];
            r->held[k] = 0;
        }
    }
    sy_tensor_release(r->vals[k]);
    r->vals[k] = NULL;
    r->live_bytes -= r->held[k];
    r->held[k] = 0;
}

/* Bytes of storage t owns that none of `others` share. */
static size_t own_bytes(const sy_tensor *t, const sy_tensor *const *others, int n)
{
    if (!t->storage)
        return 0;
    for (int i = 0; i < n; i++)
        if (others[i] && others[i]->storage == t->storage)
            return 0;
    return t->storage->bytes;
}

static sy_status constant(run *r, size_t k, sy_device device)
{
    const gvalue *v = &r->g->values[k];
    const size_t size = sy__dtype_table[v->dtype].size;
    if (sy__backend_table[device.backend].host) { /* host data is immutable: share it */
        sy_tensor *t;
        sy_status st = sy__tensor_new(v->dtype, v->shape, v->rank, device, &t);
        if (st != SY_OK)
            return st;
        t->storage = v->data;
        t->offset = v->offset;
        sy__storage_retain(v->data);
        r->vals[k] = t;
        hold(r, k, 0);
        return SY_OK;
    }
    const char *host = (const char *)v->data->data + (size_t)v->offset * size;
    sy_status st = sy_tensor_from_data(host, v->dtype, v->shape, v->rank, device, &r->vals[k]);
    if (st == SY_OK)
        hold(r, k, sy_tensor_nbytes(r->vals[k]));
    return st;
}

static sy_status check_input(const gvalue *v, const sy_tensor *t, size_t i)
{
    char want[SY__SHAPE_STR_MAX], got[SY__SHAPE_STR_MAX], dev[SY__DEVICE_STR_MAX];
    if (t == NULL)
        return sy__fail(SY_E_INVALID_ARGUMENT, "sy_graph_run: input %zu is NULL", i);
    if (t->device.autodiff || sy__tensor_is_capture(t))
        return sy__fail(SY_E_INVALID_ARGUMENT, "sy_graph_run: input %zu is on %s; inputs are plain tensors", i,
                        sy__device_str(t->device, dev, sizeof dev));
    if (t->dtype != v->dtype || t->rank != v->rank || memcmp(t->shape, v->shape, (size_t)v->rank * sizeof *v->shape))
        return sy__fail(SY_E_INPUT_MISMATCH, "sy_graph_run: input %zu must be %s%s, got %s%s", i,
                        sy_dtype_name(v->dtype), sy__shape_str(v->shape, v->rank, want, sizeof want),
                        sy_dtype_name(t->dtype), sy__shape_str(t->shape, t->rank, got, sizeof got));
    return SY_OK;
}

/* A u64 element above INT64_MAX, which an int64 attribute does not hold. */
static inline bool beyond_i64(bool u64, uint64_t x) { return u64 && x > (uint64_t)INT64_MAX; }

/* The attributes node k reads from values (format version 3), read to the
 * host and written into *a: a list takes every element, one number the
 * only one; a record family's shape or axis is aref[0]. */
static sy_status read_attrs(run *r, size_t k, sy__attrs *a)
{
    const gvalue *v = &r->g->values[k];
    const sy__op_info *info = &sy__op_table[v->op];
    for (int s = 0; s < SY__MAX_ATTRS; s++) {
        if (!v->aref[s])
            continue;
        const sy_tensor *t = r->vals[v->aref[s] - 1];
        double f[SY_MAX_RANK];
        int64_t i[SY_MAX_RANK];
        unsigned char raw[SY_MAX_RANK * 8];
        const int64_t n = t->numel; /* the loader checked the dtype (int, or float for a float), rank and count */
        if (n > SY_MAX_RANK) /* a value of '?' dims, counted now */
            return sy__fail(SY_E_INPUT_MISMATCH, "sy_graph_run: node %%%zu (%s) reads an attribute from %%%u, which "
                            "has %lld elements this run; at most %d", k + 1, info->name, v->aref[s], (long long)n,
                            SY_MAX_RANK);
        const bool number = info->cls == SY__CLASS_OP && info->attrs[s].kind == SY__ATTR_FLOAT;
        sy_status st = sy_tensor_to_data(t, raw, (size_t)n * sy__dtype_table[t->dtype].size);
        for (int64_t e = 0; e < n && st == SY_OK; e++) {
            switch (t->dtype) { /* on the host, whatever the device stores */
#define SY__READ_ELEM(E, ctype, sfx, CAT, size, onnx)                                                              \
    case SY_DTYPE_##E: {                                                                                           \
        ctype c_;                                                                                                  \
        memcpy(&c_, raw + e * (size), sizeof c_);                                                                  \
        if (SY__CATEGORY_##CAT == SY__CATEGORY_FLOAT)                                                              \
            f[e] = sy__float_load(&c_, onnx);                                                                      \
        else if (beyond_i64(sizeof(ctype) == 8 && !sy__dtype_table[SY_DTYPE_##E].is_signed, (uint64_t)c_))        \
            return sy__fail(SY_E_INVALID_ARGUMENT, "sy_graph_run: node %%%zu (%s) reads an attribute from %%%u, "  \
                            "a %s whose element %lld is %llu, beyond the attribute's int64 range", k + 1,          \
                            info->name, v->aref[s], sy_dtype_name(t->dtype), (long long)e,                         \
                            (unsigned long long)c_);                                                               \
        else                                                                                                       \
            f[e] = (double)c_, i[e] = (int64_t)c_;                                                                 \
        break;                                                                                                     \
    }
                SY_DTYPE_MAP(SY__READ_ELEM)
#undef SY__READ_ELEM
            default:
                break;
            }
        }
        if (st != SY_OK)
            return sy__fail(st, "sy_graph_run: node %%%zu (%s) reads an attribute from %%%u: %s", k + 1, info->name,
                            v->aref[s], sy_last_error());
        if (info->cls == SY__CLASS_RESHAPE || info->cls == SY__CLASS_EXPAND || info->cls == SY__CLASS_FILL) {
            a->rank = (int)n;
            memcpy(a->shape, i, (size_t)n * sizeof *i);
        } else if (info->cls == SY__CLASS_REDUCE) {
            if (i[0] < -SY_MAX_RANK || i[0] >= SY_MAX_RANK)
                return sy__fail(SY_E_INVALID_ARGUMENT, "sy_graph_run: node %%%zu (%s): its axis, read from %%%u, is "
                                "%lld", k + 1, info->name, v->aref[s], (long long)i[0]);
            a->axis = (int)i[0];
        } else if (number) {
            a->x[s].n = 1;
            a->x[s].f = f[0];
        } else {
            a->x[s].n = (int)n;
            memcpy(a->x[s].i, i, (size_t)n * sizeof *i);
        }
    }
    return SY_OK;
}

/* "[2, ?]": a type's dims, '?' for one known only when the graph runs. */
const char *sy__dims_str(const int64_t *shape, int rank, char *buf, size_t size)
{
    size_t used = (size_t)snprintf(buf, size, "[");
    for (int i = 0; i < rank && used < size; i++)
        used += shape[i] < 0 ? (size_t)snprintf(buf + used, size - used, "%s?", i ? ", " : "")
                             : (size_t)snprintf(buf + used, size - used, "%s%lld", i ? ", " : "", (long long)shape[i]);
    if (used < size)
        snprintf(buf + used, size - used, "]");
    return buf;
}

/* A node checked when it runs (v->dynamic: it reads attributes from values,
 * its result shape depends on values, or an input has '?' dims) gives the
 * types the graph has for its results, a '?' taking any length (shape
 * rules ran on this run's values). */
static sy_status check_results(run *r, size_t k)
{
    const gvalue *v = &r->g->values[k];
    bool reads = false;
    for (int a = 0; a < SY__MAX_ATTRS; a++)
        reads |= v->aref[a] != 0;
    for (int j = 0; j < (v->n_out ? v->n_out : 1); j++) {
        const gvalue *w = &r->g->values[k + (size_t)j];
        const sy_tensor *t = r->vals[k + (size_t)j];
        bool same = t->dtype == w->dtype && t->rank == w->rank;
        for (int d = 0; d < w->rank && same; d++)
            same = w->shape[d] < 0 || t->shape[d] == w->shape[d];
        if (!same) {
            char want[SY__SHAPE_STR_MAX], got[SY__SHAPE_STR_MAX];
            return sy__fail(SY_E_INPUT_MISMATCH, "sy_graph_run: node %%%zu (%s) %s; with this run's values its result "
                            "%d is %s%s, the graph says %s%s", k + 1, sy__op_table[v->op].name,
                            reads ? "reads attributes from values"
                            : sy__op_table[v->op].values ? "has a result shape that depends on values"
                                                         : "takes an input of '?' dims",
                            j, sy_dtype_name(t->dtype), sy__shape_str(t->shape, t->rank, got, sizeof got),
                            sy_dtype_name(w->dtype), sy__dims_str(w->shape, w->rank, want, sizeof want));
        }
    }
    return SY_OK;
}

/* Runs node k through the op path; its results go to vals[k ..]. */
static sy_status run_node(run *r, size_t k, sy_device device)
{
    char dev[SY__DEVICE_STR_MAX];
    const gvalue *v = &r->g->values[k];
    sy__attrs attrs = v->attrs;
    const sy_tensor *few[8], **ins = few;
    if (v->n_in > 8 && !(ins = sy__host_alloc((size_t)v->n_in * sizeof *ins)))
        return sy__fail(SY_E_OUT_OF_MEMORY, "sy_graph_run: out of host memory");
    for (int i = 0; i < v->n_in; i++)
        ins[i] = v->in[i] == SY__GV_NONE ? NULL : r->vals[v->in[i]];
    sy_tensor **more[SY__MAX_OUT - 1];
    for (int j = 1; j < v->n_out; j++)
        more[j - 1] = &r->vals[k + (size_t)j];
    sy__call call = {.op = v->op, .n_in = v->n_in, .in = ins, .attrs = &attrs, .more_out = v->n_out > 1 ? more : NULL};
    if (sy__op_table[v->op].creates)
        attrs.device = device; /* recorded on the capture device, run here */
    sy_status st = v->dynamic ? read_attrs(r, k, &attrs) : SY_OK;
    if (st != SY_OK)
        goto done;
    st = sy__dispatch(&call, &r->vals[k]);
    if (st == SY_OK && v->dynamic && (st = check_results(r, k)) != SY_OK) {
        for (int j = 0; j < (v->n_out ? v->n_out : 1); j++) {
            sy_tensor_release(r->vals[k + (size_t)j]);
            r->vals[k + (size_t)j] = NULL;
        }
    } else if (st != SY_OK) {
        st = sy__fail(st, "sy_graph_run: node %%%zu (%s) on %s: %s", k + 1, sy__op_table[v->op].name,
                      sy__device_str(device, dev, sizeof dev), sy_last_error());
    } else {
        for (int j = 0; j < (v->n_out ? v->n_out : 1); j++)
            hold(r, k + (size_t)j, own_bytes(r->vals[k + (size_t)j], ins, v->n_in));
        for (int i = 0; i < v->n_in; i++) /* last consumer: free it now */
            if (v->in[i] != SY__GV_NONE && --r->left[v->in[i]] == 0)
                drop(r, v->in[i]);
        for (int a = 0; a < SY__MAX_ATTRS; a++)
            if (v->aref[a] && --r->left[v->aref[a] - 1] == 0)
                drop(r, v->aref[a] - 1);
    }
done:
    if (ins != few)
        sy__host_free(ins);
    return st;
}

sy_status sy_graph_run_ex(const sy_graph *g, sy_device device, const sy_tensor *const *inputs, size_t n_inputs,
                          sy_tensor **outputs, size_t n_outputs, sy_graph_stats *stats)
{
    char dev[SY__DEVICE_STR_MAX];
    if (outputs)
        for (size_t i = 0; i < n_outputs; i++)
            outputs[i] = NULL;
    if (g == NULL || (n_outputs && outputs == NULL) || (n_inputs && inputs == NULL))
        return sy__fail(SY_E_INVALID_ARGUMENT, "sy_graph_run: %s is NULL",
                        g == NULL ? "the graph" : outputs == NULL ? "outputs" : "inputs");
    sy_status st = sy__device_validate(device, "sy_graph_run");
    if (st != SY_OK)
        return st;
    if (device.autodiff || sy_device_is_capture(device))
        return sy__fail(SY_E_REPLAY_DEVICE, "sy_graph_run: cannot replay on %s; pass a plain device of an enabled "
                        "backend", sy__device_str(device, dev, sizeof dev));
    if ((st = sy__device_check(device, "sy_graph_run")) != SY_OK)
        return st;
    if (n_inputs != g->n_inputs || n_outputs != g->n_outputs)
        return sy__fail(SY_E_INVALID_ARGUMENT, "sy_graph_run: the graph takes %zu input(s) and gives %zu output(s); "
                        "got room for %zu and %zu", g->n_inputs, g->n_outputs, n_inputs, n_outputs);
    for (size_t i = 0; i < n_inputs; i++)
        if ((st = check_input(&g->values[g->inputs[i]], inputs[i], i)) != SY_OK)
            return st;

    run r = {.g = g};
    const size_t n = g->n_values;
    r.vals = sy__host_calloc(n ? n : 1, sizeof *r.vals);
    r.held = sy__host_calloc(n ? n : 1, sizeof *r.held);
    r.left = sy__host_alloc((n ? n : 1) * sizeof *r.left);
    if (!r.vals || !r.held || !r.left) {
        st = sy__fail(SY_E_OUT_OF_MEMORY, "sy_graph_run: out of host memory");
        goto done;
    }
    for (size_t k = 0; k < n; k++)
        r.left[k] = g->values[k].consumers;
    size_t nodes_run = 0;
    for (size_t k = 0; k < n && st == SY_OK; k++) {
        const gvalue *v = &g->values[k];
        if (v->kind == SY__GV_INPUT) {
            const sy_tensor *src = inputs[v->input_index];
            if ((st = sy_to_device(src, device, &r.vals[k])) == SY_OK)
                hold(&r, k, own_bytes(r.vals[k], &src, 1));
            else
                st = sy__fail(st, "sy_graph_run: input %d (%%%zu) to %s: %s", v->input_index, k + 1,
                              sy__device_str(device, dev, sizeof dev), sy_last_error());
        } else if (v->kind == SY__GV_CONSTANT) {
            if ((st = constant(&r, k, device)) != SY_OK)
                st = sy__fail(st, "sy_graph_run: constant %%%zu on %s: %s", k + 1,
                              sy__device_str(device, dev, sizeof dev), sy_last_error());
        } else if (v->kind == SY__GV_NODE) {
            if ((st = run_node(&r, k, device)) != SY_OK)
                break;
            nodes_run++;
        } /* SY__GV_RESULT: made by its node */
        if (st == SY_OK && r.left[k] == 0) /* an unused input or constant */
            drop(&r, k);
    }
    if (st == SY_OK) {
        for (size_t i = 0; i < n_outputs; i++)
            outputs[i] = sy_tensor_retain(r.vals[g->outputs[i]]);
        if (stats) {
            stats->nodes_run = nodes_run;
            stats->peak_bytes = r.peak_bytes;
        }
    }
done:
    if (r.vals)
        for (size_t k = 0; k < n; k++)
            sy_tensor_release(r.vals[k]);
    sy__host_free(r.vals);
    sy__host_free(r.held);
    sy__host_free(r.left);
    return st;
}

sy_status sy_graph_run(const sy_graph *g, sy_device device, const sy_tensor *const *inputs, size_t n_inputs,
                       sy_tensor **outputs, size_t n_outputs)
{
    return sy_graph_run_ex(g, device, inputs, n_inputs, outputs, n_outputs, NULL);
}

/* ---- writing ------------------------------------------------------------------------- */

/* ---- the boundary's types -------------------------------------------------------------- */

static sy_status boundary_type(const sy_graph *g, size_t i, bool input, sy_dtype *dtype, int64_t *shape, int *rank)
{
    const char *fn = input ? "sy_graph_input" : "sy_graph_output";
    if (g == NULL)
        return sy__fail(SY_E_INVALID_ARGUMENT, "%s: the graph is NULL", fn);
    const size_t n = input ? g->n_inputs : g->n_outputs;
    if (i >= n)
        return sy__fail(SY_E_INVALID_ARGUMENT, "%s: the graph has %zu %s(s); %zu is out of range", fn, n,
                        input ? "input" : "output", i);
    const sy__gvalue *v = &g->values[input ? g->inputs[i] : g->outputs[i]];
    if (dtype)
        *dtype = v->dtype;
    if (rank)
        *rank = v->rank;
    if (shape)
        memcpy(shape, v->shape, (size_t)v->rank * sizeof *shape);
    return SY_OK;
}

sy_status sy_graph_input(const sy_graph *g, size_t i, sy_dtype *dtype, int64_t *shape, int *rank)
{
    return boundary_type(g, i, true, dtype, shape, rank);
}

sy_status sy_graph_output(const sy_graph *g, size_t i, sy_dtype *dtype, int64_t *shape, int *rank)
{
    return boundary_type(g, i, false, dtype, shape, rank);
}
