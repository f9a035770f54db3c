/* switchyard: autodiff contexts and the tape they record.
 *
 * An autodiff device wraps an inner device. Ops on tensors of an autodiff
 * context run on the inner data; when an input is tracked and the op is
 * differentiable with a float result, a node records what the backward pass
 * needs: the parents, the inputs and result the op's derivative formulas
 * read (as plain views sharing storage, no copies), and the shapes. */
#include <string.h>

#include "sy_autodiff.h"

/* The last seq this thread gave a node. */
static _Thread_local uint64_t last_seq;

static const sy__autodiff_owner owner = {.release_node = sy__node_release};

/* sy_device_inner and sy_dtype_is_float, inline on the recording path */
static inline sy_device inner_of(sy_device d)
{
    d.autodiff = 0;
    d.checkpointing = 0;
    d.flags &= (uint8_t)~SY__DEVICE_FLAG_NESTED;
    return d;
}

static inline bool is_float(sy_dtype dt)
{
    return (unsigned)dt < SY_DTYPE_COUNT && sy__dtype_table[dt].category == SY__CATEGORY_FLOAT;
}

/* A node of n_in inputs, in one block. */
static sy__node *node_new(uint8_t kind, uint8_t strategy, int n_in)
{
    sy__owners_autodiff(&owner); /* before any tensor can point at a node */
    const size_t bytes = sizeof(sy__node) + (size_t)n_in * sizeof(sy__node_in);
    sy__node *n = sy__host_alloc(bytes);
    if (!n)
        return NULL;
    memset(n, 0, bytes);
    atomic_init(&n->refs, 1);
    n->kind = kind;
    n->strategy = strategy;
    n->n_in = n_in;
    n->in = n->inputs;
    return n;
}

/* n's seq, once its parents are set: above each parent's and above every
 * node this thread made before, so seqs order the tape topologically and,
 * in one thread, by creation (nodes of different threads may tie; a tie is
 * never between a node and its ancestor). A thread-local count instead of
 * one shared atomic counter: no locked instruction per node. */
static void stamp(sy__node *n)
{
    uint64_t s = last_seq;
    for (int i = 0; i < n->n_in; i++)
        if (n->in[i].parent && n->in[i].parent->seq > s)
            s = n->in[i].parent->seq;
    n->seq = last_seq = s + 1;
}

static void describe_output(sy__node *n, const sy_tensor *out)
{
    n->out_device = inner_of(out->device);
    n->out_dtype = out->dtype;
    n->out_rank = out->rank;
    memcpy(n->out_shape, out->shape, sizeof n->out_shape);
}

static void describe_input(sy__node *n, int i, const sy_tensor *t)
{
    n->in[i].device = inner_of(t->device);
    n->in[i].dtype = t->dtype;
    n->in[i].rank = t->rank;
    memcpy(n->in[i].shape, t->shape, sizeof n->in[i].shape);
    if (t->node) {
        n->in[i].parent = t->node;
        atomic_fetch_add_explicit(&t->node->refs, 1, memory_order_relaxed);
    }
}

void sy__node_release(sy__node *n)
{
    /* Nodes whose count reached zero wait on a stack linked through
     * next_free, so releasing a tape takes constant C stack whichever parent
     * a long chain runs through (recursing on all but one parent overflowed
     * the stack for y = add(x, y) chains). */
    sy__node *stack = NULL;
    if (n && sy__unref(&n->refs)) {
        n->next_free = NULL;
        stack = n;
    }
    while (stack) {
        n = stack;
        stack = n->next_free;
        for (int i = 0; i < n->n_in; i++)
            sy_tensor_release(n->in[i].saved);
        for (int k = 0; k < SY__MAX_OUT - 1; k++)
            sy_tensor_release(n->more_result[k]);
        sy_tensor_release(n->result);
        sy_tensor_release(n->value);
        for (int i = 0; i < n->n_in; i++) {
            sy__node *p = n->in[i].parent;
            if (p && sy__unref(&p->refs)) {
                p->next_free = stack;
                stack = p;
            }
        }
        sy__host_free(n);
    }
}

static sy_status plain_view(const sy_tensor *t, sy_tensor **out)
{
    return sy__tensor_share(t, inner_of(t->device), out);
}

sy_status sy__autodiff_leaf(sy_tensor *t)
{
    sy__node *n = node_new(SY__NODE_LEAF, t->device.checkpointing, 0);
    if (!n)
        return sy__fail(SY_E_OUT_OF_MEMORY, "out of host memory for an autodiff leaf");
    describe_output(n, t);
    stamp(n);
    sy_status st = plain_view(t, &n->value); /* the leaf's value, for recomputation */
    if (st != SY_OK) {
        sy__node_release(n);
        return st;
    }
    t->node = n;
    return SY_OK;
}

/* Backward can get p's output without anything kept by the child. */
static bool available(const sy__node *p)
{
    return p->value != NULL || p->recompute;
}

/* How many recomputed nodes backward would run in a row to get n's output. */
static uint8_t run_depth(const sy__node *n)
{
    int d = 0;
    for (int i = 0; i < n->n_in; i++)
        if (n->in[i].parent && n->in[i].parent->recompute && n->in[i].parent->depth > d)
            d = n->in[i].parent->depth;
    return (uint8_t)(d < UINT8_MAX ? d + 1 : UINT8_MAX);
}

/* Under SY_CHECKPOINT_NONE a node keeps exactly what its formulas read. Under
 * SY_CHECKPOINT_BALANCED it keeps an input only when backward could not get
 * it from the input's node (a constant, or a node that keeps nothing); a
 * memory-bound op keeps no output (it is recomputed) unless it ends a run of
 * SY__CHECKPOINT_EVERY of them, any other op keeps its output as a
 * checkpoint. */
static sy_status keep(sy__node *n, const sy__call *call, const sy_tensor *out, unsigned saves)
{
    sy_status st = SY_OK;
    const bool balanced = n->strategy == SY_CHECKPOINT_BALANCED;
    for (int i = 0; i < call->n_in && st == SY_OK; i++) {
        const sy__node *p = n->in[i].parent;
        const bool wanted = (saves & SY__SAVES_DATA(sy__sig_input(&sy__op_table[call->op], i))) || n->recompute;
        if (call->in[i] == NULL)
            continue; /* an optional input left out: formulas see NULL */
        if (wanted && (!balanced || !p || !available(p)))
            st = plain_view(call->in[i], &n->in[i].saved);
    }
    if (st == SY_OK && !balanced && (saves & SY__SAVES_RESULT))
        st = plain_view(out, &n->result);
    if (st == SY_OK && balanced && !n->recompute)
        st = plain_view(out, &n->value);
    return st;
}

/* A node for result k >= 1 of the op of node n: its one parent is n. */
static sy_status result_node(sy__node *n, int k, const sy_tensor *out, sy__node **rn)
{
    sy__node *r = *rn = node_new(SY__NODE_RESULT, n->strategy, 1);
    if (!r)
        return sy__fail(SY_E_OUT_OF_MEMORY, "sy_%s: out of host memory for an autodiff node",
                        sy__op_table[n->op].name);
    r->op = n->op;
    r->out_index = (uint8_t)k;
    r->in[0].parent = n;
    atomic_fetch_add_explicit(&n->refs, 1, memory_order_relaxed);
    describe_output(r, out);
    stamp(r);
    /* under BALANCED its value is at hand, as a checkpoint's: results of an
     * op of several are never recomputed one by one */
    return r->strategy == SY_CHECKPOINT_BALANCED ? plain_view(out, &r->value) : SY_OK;
}

sy_status sy__autodiff_record(const sy__call *call, sy_tensor *const *out, int n_out)
{
    const sy__op_info *info = &sy__op_table[call->op];
    bool tracked = false;
    for (int i = 0; i < call->n_in; i++)
        tracked |= call->in[i] && call->in[i]->node != NULL;
    if (tracked && !info->differentiable && is_float(out[0]->dtype) && !info->creates)
        return sy__fail(SY_E_UNSUPPORTED, "sy_%s: the op has no derivative yet, and a tracked input would get no"
                        " gradient through its %s result; call it on sy_inner() of the inputs to leave them untracked",
                        info->name, sy_dtype_name(out[0]->dtype));
    if (!tracked || !info->differentiable || !is_float(out[0]->dtype))
        return SY_OK; /* the results join the context, untracked */
    sy__node *n = node_new(SY__NODE_OP, out[0]->device.checkpointing, call->n_in);
    if (!n)
        return sy__fail(SY_E_OUT_OF_MEMORY, "sy_%s: out of host memory for an autodiff node", info->name);
    n->op = call->op;
    n->attrs = *call->attrs;
    n->n_out = (uint8_t)n_out;
    /* an op of several results keeps its output: its results are not recomputed */
    n->recompute = n->strategy == SY_CHECKPOINT_BALANCED && info->memory_bound && n_out == 1;
    describe_output(n, out[0]);
    for (int k = 1; k < n_out; k++) {
        n->more_dtype[k - 1] = out[k]->dtype;
        n->more_rank[k - 1] = out[k]->rank;
        memcpy(n->more_shape[k - 1], out[k]->shape, sizeof n->more_shape[k - 1]);
    }
    for (int i = 0; i < call->n_in; i++) {
        if (call->in[i])
            describe_input(n, i, call->in[i]);
        else
            n->in[i].absent = true;
    }
    stamp(n);
    if (n->recompute && (n->depth = run_depth(n)) >= SY__CHECKPOINT_EVERY) {
        n->recompute = 0; /* this one keeps its output: a checkpoint */
        n->depth = 0;
    }
    unsigned wanted = 0; /* inputs gradients will flow to: only their formulas matter */
    for (int i = 0; i < call->n_in; i++)
        if (n->in[i].parent && is_float(n->in[i].dtype))
            wanted |= 1u << sy__sig_input(info, i);
    sy_status st = keep(n, call, out[0], sy__saves_mask(info, wanted));
    for (int k = 1; k < n_out && st == SY_OK; k++)
        if (info->reads_results & (1u << k))
            st = plain_view(out[k], &n->more_result[k - 1]);
    sy__node *results[SY__MAX_OUT] = {NULL};
    for (int k = 1; k < n_out && st == SY_OK; k++)
        if (is_float(out[k]->dtype)) /* an integer result (indices) stays untracked */
            st = result_node(n, k, out[k], &results[k]);
    if (st != SY_OK) {
        for (int k = 1; k < n_out; k++)
            sy__node_release(results[k]);
        sy__node_release(n);
        return st;
    }
    out[0]->node = n;
    for (int k = 1; k < n_out; k++)
        out[k]->node = results[k];
    return SY_OK;
}

sy_status sy__autodiff_move(const sy_tensor *t, sy_device dst, sy_tensor **out)
{
    sy_tensor *r;
    /* onto or off a remote device: staged, as a plain move there is */
    const bool remote = sy__backend_table[dst.backend].remote || sy__backend_table[t->device.backend].remote;
    sy_status st = remote ? sy__remote_move(t, dst, &r) : sy__transfer_pair(t, dst, &r);
    if (st != SY_OK)
        return st;
    if (t->node) {
        sy__node *n = node_new(SY__NODE_MOVE, dst.checkpointing, 1);
        if (!n) {
            sy_tensor_release(r);
            return sy__fail(SY_E_OUT_OF_MEMORY, "sy_to_device: out of host memory for an autodiff node");
        }
        describe_input(n, 0, t);
        describe_output(n, r);
        stamp(n);
        /* a move's output is recomputed under BALANCED like a memory-bound op's */
        if (n->strategy == SY_CHECKPOINT_BALANCED) {
            n->recompute = 1;
            n->depth = run_depth(n);
            if (!available(t->node) && (st = plain_view(t, &n->in[0].saved)) != SY_OK) {
                sy__node_release(n);
                sy_tensor_release(r);
                return st;
            }
        }
        r->node = n;
    }
    *out = r;
    return SY_OK;
}
