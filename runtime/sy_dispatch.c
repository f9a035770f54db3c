/* switchyard: the one path every op takes.
 *
 *   1. arguments: NULL checks, one backend, one device, one checkpointing
 *      strategy (autodiff contexts merge: plain + tracked gives tracked);
 *   2. the signature's checks and the family's shape rule (sy_infer.c; the same on every
 *      backend, so a capture device reports the errors eager execution would);
 *   3. capture devices record a node and stop there (an op of data-dependent
 *      shape, `shape: values`, is refused there, sy_capture.c: its result
 *      has no shape yet);
 *      remote devices (`kind: remote`) send the call to the rank that
 *      serves it and take its results (sy_remote.c), then go on to step 6;
 *   4. views (ops whose family's kernel is `view`) share storage;
 *   5. everything else: the op's generated route picks the kernel (own or
 *      fallback), inputs in device memory are staged into host memory, the
 *      kernel runs (an op of data-dependent shape first sizes its results
 *      with the kernel's sizing call, on the host), a device-memory output
 *      is written back;
 *   6. autodiff contexts record a node for the backward pass.
 */
#include <stdio.h>
#include <string.h>

#include "sy_oppath.h"

const sy__attrs sy__no_attrs;

void sy__attrs_set_shape(sy__attrs *a, const int64_t *shape, int rank)
{
    if (rank < 0 || rank > SY_MAX_RANK || (rank > 0 && shape == NULL)) {
        a->bad_array = true;
        a->rank = rank;
        return;
    }
    a->rank = rank;
    if (rank > 0)
        memcpy(a->shape, shape, (size_t)rank * sizeof *shape);
}

void sy__attrs_set_perm(sy__attrs *a, const int *perm, int rank)
{
    if (rank < 0 || rank > SY_MAX_RANK || (rank > 0 && perm == NULL)) {
        a->bad_array = true;
        a->rank = rank;
        return;
    }
    a->rank = rank;
    if (rank > 0)
        memcpy(a->perm, perm, (size_t)rank * sizeof *perm);
}

void sy__attrs_set_list(sy__attrs *a, int slot, const int64_t *v, int n)
{
    if (n < 0 || n > SY_MAX_RANK || (n > 0 && v == NULL)) {
        a->x[slot].n = -1;
        a->x[slot].i[0] = n;
        return;
    }
    a->x[slot].n = n;
    if (n > 0)
        memcpy(a->x[slot].i, v, (size_t)n * sizeof *v);
}

/* ---- step 1: arguments and context --------------------------------------- */

static const char *strategy_name(uint8_t s)
{
    return s == SY_CHECKPOINT_BALANCED ? "Balanced" : "None";
}

static sy_status merge_context(const sy__call *call, const char *op, sy_device *out)
{
    sy_device d = call->in[0]->device;
    char n0[SY__INPUT_NAME_MAX], ni[SY__INPUT_NAME_MAX];
    for (int i = 1; i < call->n_in; i++) {
        if (call->in[i] == NULL)
            continue; /* an absent optional input */
        const sy_device e = call->in[i]->device;
        char x[SY__DEVICE_STR_MAX], y[SY__DEVICE_STR_MAX];
        const char *name0 = sy__input_name(call, 0, n0);
        if (e.backend != d.backend)
            return sy__fail(SY_E_BACKEND_MISMATCH,
                            "The provided tensors are not on the same backend. Got backends %s and %s. (sy_%s: %s on "
                            "%s, %s on %s)",
                            sy__backend_table[d.backend].name, sy__backend_table[e.backend].name, op, name0,
                            sy__device_str(call->in[0]->device, x, sizeof x), sy__input_name(call, i, ni), sy__device_str(e, y, sizeof y));
        if (e.index != d.index) {
            bool capture = sy__backend_table[d.backend].capture;
            return sy__fail(capture ? SY_E_CAPTURE_MISMATCH : SY_E_DEVICE_MISMATCH,
                            "sy_%s: %s is on %s but %s is on %s%s", op, name0,
                            sy__device_str(call->in[0]->device, x, sizeof x), sy__input_name(call, i, ni), sy__device_str(e, y, sizeof y),
                            capture ? " (tensors of two capture devices)" : "");
        }
        if (e.autodiff) {
            if (d.autodiff && d.checkpointing != e.checkpointing)
                return sy__fail(SY_E_STRATEGY_MISMATCH,
                                "Gradient checkpointing strategy mismatch: %s vs %s. Tensors in the same operation must "
                                "share a strategy. (sy_%s)",
                                strategy_name(d.checkpointing), strategy_name(e.checkpointing), op);
            d.autodiff = 1;
            d.checkpointing = e.checkpointing;
        }
    }
    *out = d;
    return SY_OK;
}

/* ---- the fast path ------------------------------------------------------------------- */

/* Unary and binary ops on contiguous host tensors of one shape, dtype and
 * device (plain, or one autodiff context: the node is recorded as step 6 of
 * the general path does): what most calls in a hot loop look like. Every
 * check the general path makes holds by construction here, so this only
 * skips work (broadcasting, staging, axis merging); anything else returns
 * SY__SLOW and takes the general path. */
#define SY__SLOW ((sy_status)1)

static SY__INLINE sy_status fast_elementwise(const sy__call *call, const sy__op_info *info, sy_tensor **out)
{
    const sy_tensor *a = call->in[0], *b = call->in[call->n_in - 1];
    if (!a || !b)
        return SY__SLOW;
    _Static_assert(sizeof(sy_device) == sizeof(uint64_t), "a device compares as one 64-bit word");
    uint64_t da, db; /* backend, autodiff, strategy, flags, index in one word */
    memcpy(&da, &a->device, sizeof da);
    memcpy(&db, &b->device, sizeof db);
    if (da != db || !(a->contiguous & b->contiguous) || a->dtype != b->dtype || a->rank != b->rank)
        return SY__SLOW;
    for (int j = 0; j < a->rank; j++)
        if (a->shape[j] != b->shape[j])
            return SY__SLOW;
    /* the kernel the op's route picks, one load (generated): NULL for a device
     * backend, a dtype the op does not take, or an op without the fast path */
    const sy_ew_kernel kernel = info->fast_kernels[a->device.backend][a->dtype];
    if (!kernel)
        return SY__SLOW;
    sy_tensor *t;
    sy_status st = sy__tensor_alloc_like(a, &t);
    if (SY__UNLIKELY(st != SY_OK)) {
        *out = NULL;
        return st;
    }
    if (t->numel > 0) {
        const size_t size = sy__dtype_table[a->dtype].size;
        sy_ew_args k;
        k.op = call->op;
        k.device = 0;
        k.rank = 1;
        k.shape[0] = k.numel = a->numel;
        k.out = t->storage->data;
        k.out_dtype = a->dtype;
        k.n_in = call->n_in;
        k.in[0].data = (const char *)a->storage->data + (size_t)a->offset * size;
        k.in[0].offset = 0;
        k.in[0].dtype = a->dtype;
        k.in[0].strides[0] = 1;
        k.in[1].data = (const char *)b->storage->data + (size_t)b->offset * size;
        k.in[1].offset = 0;
        k.in[1].dtype = b->dtype;
        k.in[1].strides[0] = 1;
        st = kernel(&k);
        if (SY__UNLIKELY(st != SY_OK)) {
            sy_tensor_release(t);
            *out = NULL;
            sy__route r = {.backend = (sy_backend)a->device.backend};
            (void)info->route((sy_backend)a->device.backend, a->dtype, &r);
            const char *d = sy__kernel_detail(); /* a kernel's refusal (integer div by 0) names its value */
            return sy__fail(st, "sy_%s: the %s kernel failed: %s", info->name, sy__backend_table[r.backend].name,
                            *d ? d : sy_status_str(st));
        }
    }
    if (a->device.autodiff && (st = sy__autodiff_record(call, &t, 1)) != SY_OK) {
        sy_tensor_release(t);
        *out = NULL;
        return st;
    }
    *out = t;
    return SY_OK;
}

/* ---- the entry ---------------------------------------------------------------------- */

static SY__NOINLINE sy_status dispatch(const sy__call *call, sy_tensor **out);

sy_status sy__dispatch_ew(const sy__call *call, sy_tensor **out)
{
    if (SY__LIKELY(out != NULL)) {
        sy_status st = fast_elementwise(call, &sy__op_table[call->op], out);
        if (st != SY__SLOW)
            return st;
    }
    return dispatch(call, out);
}

sy_status sy__dispatch(const sy__call *call, sy_tensor **out)
{
    if (sy__op_table[call->op].fast)
        return sy__dispatch_ew(call, out);
    return dispatch(call, out);
}

/* The general path, kept out of line so the fast path's frame stays small. */
static sy_status dispatch(const sy__call *call, sy_tensor **out)
{
    const sy__op_info *info = &sy__op_table[call->op];
    const char *op = info->name;
    if (SY__UNLIKELY(out == NULL))
        return sy__fail(SY_E_INVALID_ARGUMENT, "sy_%s: out is NULL", op);
    *out = NULL;
    if (SY__UNLIKELY(call->n_in < info->n_in - (info->variadic ? 1 : 0) || (call->n_in > 0 && call->in == NULL)))
        return sy__fail(SY_E_INVALID_ARGUMENT, "sy_%s: %d tensors for %s, or the list is NULL", op, call->n_in,
                        info->variadic ? info->in_names[info->n_in - 1] : "the inputs");
    for (int k = 1; k < info->n_out; k++) {
        if (SY__UNLIKELY(call->more_out == NULL || call->more_out[k - 1] == NULL))
            return sy__fail(SY_E_INVALID_ARGUMENT, "sy_%s: %s is NULL", op, info->out_names[k]);
        *call->more_out[k - 1] = NULL;
    }
    char name[SY__INPUT_NAME_MAX];
    for (int i = 0; i < call->n_in; i++) /* only an optional input may be left out */
        if (SY__UNLIKELY(call->in[i] == NULL) && (i >= info->n_in || !(info->optional & (1u << i))))
            return sy__fail(SY_E_INVALID_ARGUMENT, "sy_%s: input %s is NULL", op, sy__input_name(call, i, name));
    if (SY__UNLIKELY(call->n_in == 0 && !info->creates))
        return sy__fail(SY_E_INVALID_ARGUMENT, "sy_%s: %s is empty; the op needs at least one tensor", op,
                        info->in_names[info->n_in - 1]);

    /* 1. context */
    sy_device dev;
    sy_status st;
    if (info->creates) {
        dev = call->attrs->device;
        char what[64];
        snprintf(what, sizeof what, "sy_%s: device", op);
        if ((st = sy__device_check(dev, what)) != SY_OK)
            return st;
    } else if ((st = merge_context(call, op, &dev)) != SY_OK) {
        return st;
    }

    /* 2. shapes and dtypes */
    sy__inferred r;
    if ((st = sy__infer_op(call, op, &r)) != SY_OK)
        return st;
    for (int k = 0; k < r.n_out; k++) {
        const sy_dtype dt = k ? r.more_dtype[k - 1] : r.out_dtype;
        if (!SY__DTYPE_IN(dt, sy__backend_table[dev.backend].stores))
            return sy__fail(SY_E_DTYPE_UNSUPPORTED, "sy_%s: backend %s does not store %s", op,
                            sy__backend_table[dev.backend].name, sy_dtype_name(dt));
    }

    /* 3. capture devices record and compute nothing */
    sy_tensor *t[SY__MAX_OUT] = {NULL};
    if (sy__backend_table[dev.backend].capture) {
        if ((st = sy__capture_record(call, dev.index, &r, t)) != SY_OK)
            return st;
        goto hand_out;
    }
    /* 3b. remote devices: the serving rank runs the whole call as a plain
     * one, on its own plain device; an autodiff context records its node
     * here, as step 6, so the tape stays in this process */
    if (sy__backend_table[dev.backend].remote)
        st = sy__remote_call(call, dev, &r, t);
    /* 4./5. views share storage; everything else runs a kernel */
    else if (info->route == NULL)
        st = sy__make_view(call, op, &r, dev, &t[0]);
    else
        st = sy__exec_kernel(call, op, &r, dev, t);
    if (st != SY_OK)
        return st;

    /* 6. autodiff */
    if (dev.autodiff)
        st = sy__autodiff_record(call, t, r.n_out);
    if (st != SY_OK) {
        for (int k = 0; k < r.n_out; k++)
            sy_tensor_release(t[k]);
        return st;
    }
hand_out:
    *out = t[0];
    for (int k = 1; k < r.n_out; k++)
        *call->more_out[k - 1] = t[k];
    return SY_OK;
}
