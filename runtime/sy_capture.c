/* switchyard: capture devices.
 *
 * A capture device is a graph under construction. Values moved onto it
 * become initializers (their data kept, shared with the source when that is
 * contiguous host memory); ops on its tensors append nodes with the shape
 * and dtype the op's class infers, and compute nothing. Capture ids come
 * from a counter that only grows, so a released id is never reused.
 */
#include <pthread.h>
#include <stdio.h>
#include <string.h>

#include "sy_capture.h"
#include "sy_oppath.h"

static pthread_mutex_t registry_lock = PTHREAD_MUTEX_INITIALIZER;
static sy__capture **registry;
static size_t registry_len, registry_cap;
static atomic_uint_least32_t next_id = 1;

static sy_backend capture_backend(void)
{
    for (int i = 0; i < SY_BACKEND_COUNT; i++)
        if (sy__backend_table[sy__backend_order[i]].capture)
            return sy__backend_order[i];
    return (sy_backend)0; /* the generator guarantees one capture backend */
}

static void capture_retain(sy__capture *c)
{
    atomic_fetch_add_explicit(&c->refs, 1, memory_order_relaxed);
}

void sy__capture_drop(sy__capture *c)
{
    if (!c || atomic_fetch_sub_explicit(&c->refs, 1, memory_order_acq_rel) != 1)
        return;
    for (size_t i = 0; i < c->n_values; i++) {
        sy__storage_release(c->values[i].data);
        sy__host_free(c->values[i].inputs);
    }
    sy__host_free(c->values);
    pthread_mutex_destroy(&c->lock);
    sy__host_free(c);
}

/* The live capture with this id, retained; NULL if none. */
sy__capture *sy__capture_get(uint32_t id)
{
    sy__capture *found = NULL;
    pthread_mutex_lock(&registry_lock);
    for (size_t i = 0; i < registry_len; i++) {
        if (registry[i]->id == id) {
            found = registry[i];
            capture_retain(found);
            break;
        }
    }
    pthread_mutex_unlock(&registry_lock);
    return found;
}

static bool capture_exists(uint32_t id)
{
    sy__capture *c = sy__capture_get(id);
    sy__capture_drop(c);
    return c != NULL;
}

static sy_status adopt(sy_tensor *t, uint32_t capture_id, const char *fn);

/* What tensors and device checks reach through runtime/sy_owners.c. */
static const sy__capture_owner owner = {.drop = sy__capture_drop, .exists = capture_exists, .adopt = adopt};

sy_status sy_capture_new(sy_device *out)
{
    if (out == NULL)
        return sy__fail(SY_E_INVALID_ARGUMENT, "sy_capture_new: out is NULL");
    sy_backend b = capture_backend();
    if (!sy__backend_table[b].enabled)
        return sy__fail(SY_E_BACKEND_DISABLED, "sy_capture_new: the capture backend is not compiled in (%s=0); "
                        SY__REBUILD_HINT, sy__backend_table[b].cfg, sy__backend_table[b].cfg, sy__backend_table[b].name);
    sy__owners_capture(&owner); /* before the first capture device exists */
    sy__capture *c = sy__host_alloc(sizeof *c);
    if (!c)
        return sy__fail(SY_E_OUT_OF_MEMORY, "sy_capture_new: out of host memory");
    memset(c, 0, sizeof *c);
    atomic_init(&c->refs, 1);
    c->live = true;
    pthread_mutex_init(&c->lock, NULL);
    pthread_mutex_lock(&registry_lock);
    if (registry_len == registry_cap) {
        size_t cap = registry_cap ? registry_cap * 2 : 8;
        sy__capture **grown = sy__host_grow(registry, registry_len * sizeof *grown, cap * sizeof *grown);
        if (!grown) {
            pthread_mutex_unlock(&registry_lock);
            sy__capture_drop(c);
            return sy__fail(SY_E_OUT_OF_MEMORY, "sy_capture_new: out of host memory");
        }
        registry = grown;
        registry_cap = cap;
    }
    c->id = (uint32_t)atomic_fetch_add(&next_id, 1);
    registry[registry_len++] = c; /* the registry holds the first reference */
    pthread_mutex_unlock(&registry_lock);
    *out = sy_device_of(b, 0);
    out->index = c->id;
    return SY_OK;
}

sy_status sy_capture_release(sy_device d)
{
    sy__capture *found = NULL;
    if (!sy_device_is_capture(d) || d.autodiff)
        return sy__fail(SY_E_INVALID_ARGUMENT, "sy_capture_release: not a capture device");
    pthread_mutex_lock(&registry_lock);
    for (size_t i = 0; i < registry_len; i++) {
        if (registry[i]->id == d.index) {
            found = registry[i];
            registry[i] = registry[--registry_len];
            break;
        }
    }
    if (registry_len == 0) {
        sy__host_free(registry);
        registry = NULL;
        registry_cap = 0;
    }
    pthread_mutex_unlock(&registry_lock);
    if (!found)
        return sy__fail(SY_E_NO_SUCH_DEVICE, "sy_capture_release: no capture device %lu (released already?)",
                        (unsigned long)d.index);
    pthread_mutex_lock(&found->lock);
    found->live = false;
    pthread_mutex_unlock(&found->lock);
    sy__capture_drop(found);
    return SY_OK;
}

sy_status sy_capture_counts(sy_device d, size_t *n_initializers, size_t *n_nodes)
{
    if (!sy_device_is_capture(d))
        return sy__fail(SY_E_INVALID_ARGUMENT, "sy_capture_counts: not a capture device");
    sy__capture *c = sy__capture_get(d.index);
    if (!c)
        return sy__fail(SY_E_NO_SUCH_DEVICE, "sy_capture_counts: no capture device %lu", (unsigned long)d.index);
    pthread_mutex_lock(&c->lock);
    size_t inits = 0;
    for (size_t i = 0; i < c->n_values; i++)
        inits += c->values[i].kind == SY__VALUE_INITIALIZER;
    if (n_initializers)
        *n_initializers = inits;
    if (n_nodes)
        *n_nodes = c->n_values - inits;
    pthread_mutex_unlock(&c->lock);
    sy__capture_drop(c);
    return SY_OK;
}

/* Makes room for n more values under c->lock; false when out of memory. */
static bool reserve(sy__capture *c, size_t n)
{
    if (c->n_values + n <= c->cap_values)
        return true;
    size_t cap = c->cap_values ? c->cap_values * 2 : 16;
    while (cap < c->n_values + n)
        cap *= 2;
    sy__value *grown = sy__host_grow(c->values, c->n_values * sizeof *grown, cap * sizeof *grown);
    if (!grown)
        return false;
    c->values = grown;
    c->cap_values = cap;
    return true;
}

/* Appends a value under c->lock; returns its id or 0 when out of memory. */
static uint32_t append(sy__capture *c, const sy__value *v)
{
    if (!reserve(c, 1))
        return 0;
    c->values[c->n_values] = *v;
    c->values[c->n_values].id = (uint32_t)c->n_values + 1;
    return (uint32_t)++c->n_values;
}

static sy_status closed(const sy__capture *c, const char *fn)
{
    if (c->completed)
        return sy__fail(SY_E_CAPTURE_CLOSED, "%s: capture device capture:%lu is completed; record on a new one "
                        "from sy_capture_new", fn, (unsigned long)c->id);
    return SY_OK;
}

/* What sy__capture_adopt forwards to (runtime/sy_owners.c). */
static sy_status adopt(sy_tensor *t, uint32_t capture_id, const char *fn)
{
    sy__capture *c = sy__capture_get(capture_id);
    if (!c)
        return sy__fail(SY_E_NO_SUCH_DEVICE, "no capture device %lu", (unsigned long)capture_id);
    sy__value v = {.kind = SY__VALUE_INITIALIZER, .dtype = t->dtype, .rank = t->rank, .data = t->storage,
                   .offset = t->offset};
    memcpy(v.shape, t->shape, sizeof v.shape);
    pthread_mutex_lock(&c->lock);
    sy_status st = closed(c, fn);
    uint32_t id = 0;
    if (st == SY_OK && (id = append(c, &v)) == 0)
        st = sy__fail(SY_E_OUT_OF_MEMORY, "out of host memory recording an initializer");
    if (st == SY_OK)
        sy__storage_retain(t->storage);
    pthread_mutex_unlock(&c->lock);
    if (st != SY_OK) {
        sy__capture_drop(c);
        return st;
    }
    t->device = sy_device_of(capture_backend(), 0);
    t->device.index = capture_id;
    t->capture = c; /* keeps the reference taken by sy__capture_get */
    t->value_id = id;
    return SY_OK;
}

sy_status sy__capture_register(const sy_tensor *t, sy_device dst, sy_tensor **out)
{
    if (sy__tensor_is_capture(t) && t->device.index == dst.index) {
        *out = sy_tensor_retain(t); /* the same value */
        return SY_OK;
    }
    sy_tensor *r;
    sy_status st;
    if (t->storage->host && sy_tensor_is_contiguous(t)) {
        st = sy__tensor_share(t, dst, &r); /* host data is immutable: keep it, no copy */
    } else {
        st = sy__tensor_alloc(t->dtype, t->shape, t->rank, dst, &r);
        if (st == SY_OK && (st = sy__read_contiguous(t, r->storage->data)) != SY_OK) {
            sy_tensor_release(r);
            return st;
        }
    }
    if (st != SY_OK)
        return st;
    sy__contiguous_strides(r->shape, r->rank, r->strides);
    r->contiguous = 1;
    if ((st = adopt(r, dst.index, "sy_to_device")) != SY_OK) {
        sy_tensor_release(r);
        return st;
    }
    *out = r;
    return SY_OK;
}

sy_status sy__capture_record(const sy__call *call, uint32_t capture_id, const sy__inferred *r, sy_tensor **out)
{
    const char *op = sy__op_table[call->op].name;
    sy__capture *c = sy__capture_get(capture_id);
    if (!c)
        return sy__fail(SY_E_NO_SUCH_DEVICE, "sy_%s: no capture device %lu (released?)", op, (unsigned long)capture_id);
    sy_status st = SY_OK;
    uint32_t *inputs = NULL;
    if (call->n_in > 0 && !(inputs = sy__host_alloc((size_t)call->n_in * sizeof *inputs)))
        st = sy__fail(SY_E_OUT_OF_MEMORY, "sy_%s: out of host memory recording a node", op);
    for (int i = 0; i < call->n_in && st == SY_OK; i++)
        inputs[i] = call->in[i] ? call->in[i]->value_id : 0; /* 0: an absent optional input */
    sy_tensor *t[SY__MAX_OUT] = {NULL};
    sy_device dev = sy_device_of(capture_backend(), 0);
    dev.index = capture_id;
    const bool values = sy__op_table[call->op].values; /* no shape to record: refused below */
    for (int k = 0; k < r->n_out && st == SY_OK && !values; k++)
        st = k ? sy__tensor_new(r->more_dtype[k - 1], r->more_shape[k - 1], r->more_rank[k - 1], dev, &t[k])
               : sy__tensor_new(r->out_dtype, r->shape, r->rank, dev, &t[k]);
    char fn[48];
    snprintf(fn, sizeof fn, "sy_%s", op);
    uint32_t first = 0;
    pthread_mutex_lock(&c->lock);
    if (st == SY_OK)
        st = closed(c, fn);
    if (st == SY_OK && values) /* its result's shape is known only from values, which a capture has not */
        st = sy__fail(SY_E_UNSUPPORTED, "sy_%s: the shape of its result depends on the values of its inputs, which "
                      "a capture device does not have; ops of data-dependent shape run eagerly and are refused "
                      "inside a capture (run it on a real device, or load a saved graph with '?' dims)", op);
    if (st == SY_OK && !reserve(c, (size_t)r->n_out))
        st = sy__fail(SY_E_OUT_OF_MEMORY, "sy_%s: out of host memory recording a node", op);
    for (int k = 0; k < r->n_out && st == SY_OK; k++) { /* room reserved: appending cannot fail */
        sy__value v = {.kind = k ? SY__VALUE_RESULT : SY__VALUE_NODE, .op = call->op, .attrs = *call->attrs,
                       .n_out = (uint8_t)r->n_out, .result = (uint8_t)k, .dtype = t[k]->dtype, .rank = t[k]->rank};
        memcpy(v.shape, t[k]->shape, (size_t)v.rank * sizeof *v.shape);
        if (k == 0) {
            v.n_in = call->n_in;
            v.inputs = inputs; /* the value owns them now */
            inputs = NULL;
        }
        const uint32_t id = append(c, &v);
        if (k == 0)
            first = id;
    }
    pthread_mutex_unlock(&c->lock);
    sy__host_free(inputs);
    if (st != SY_OK) {
        for (int k = 0; k < r->n_out; k++)
            sy__host_free(t[k]);
        sy__capture_drop(c);
        return st;
    }
    for (int k = 0; k < r->n_out; k++) {
        if (k > 0)
            capture_retain(c); /* each tensor holds a reference; sy__capture_get took the first */
        t[k]->capture = c;
        t[k]->value_id = first + (uint32_t)k;
        out[k] = t[k];
    }
    return SY_OK;
}
