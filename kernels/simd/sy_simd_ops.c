/* switchyard simd backend: the fill, elementwise (unary, binary, compare,
 * where, cast) and reduce kernels.
 *
 * Elementwise calls are walked as segments of the last axis (the runtime has
 * already merged contiguous axes, so a contiguous call is one segment). Per
 * segment, each input is contiguous (stride 1: read in place), a scalar
 * (stride 0: the row kernels take it as a broadcast operand, or it goes into
 * a small broadcast buffer) or strided (gathered in chunks of SY__CH elements
 * into a stack buffer). No allocation, no lock on this path.
 *
 * Threads: a call is split into contiguous output ranges, one per thread,
 * up to sy_simd_num_threads() and so that each thread gets at least the op's
 * grain (SY__GRAIN_* below, in elements): so cheap elementwise ops, casts and
 * copies go parallel from 128 Ki elements, exp/log/tanh/sigmoid/sin/cos/erf/sqrt/div from
 * 16 Ki, fills from 512 Ki, reductions from 256 Ki input elements. Smaller
 * calls run on the caller alone (no lock, no allocation). Reductions split
 * rows, columns or, for a few long rows, each row (partials combined in part
 * order, so the result depends only on the thread count).
 *
 * Same-dtype casts (the runtime's copy of strided views) of a view whose last
 * two axes are swapped relative to memory (a transposed matrix, batched or
 * not) go through a cache-blocked transpose instead. */
#include <stdbool.h>
#include <stdint.h>
#include <string.h>

#include "sy_contract.h"
#include "sy_kernels.h"
#include "sy_simd.h"
#include "sy_simd_claims.h"
#include "sy_simd_internal.h"

/* elements per thread below which a call stays on one thread */
#define SY__GRAIN_EW (1 << 16)    /* cheap elementwise, fills, casts */
#define SY__GRAIN_HEAVY (1 << 13) /* exp, log, tanh, sigmoid, sin, cos, erf, sqrt, div */
#define SY__GRAIN_REDUCE (1 << 17)
/* chunk of a strided operand gathered at once */
#define SY__CH 512

/* The claims (sy_simd_claims.h) as dtype masks: a kernel declines a dtype its
 * op's line does not take, so the tables below are reached only for claimed
 * dtypes, and those index the per-ISA tables, which have SY__SIMD_NDT slots. */
#define SY__SIMD_BIT(unused, E, T, sfx) | SY__DT_##E
#define TAKES(op, dt) (((0u SY__SIMD_TAKES_##op(SY__SIMD_BIT, _)) >> (unsigned)(dt)) & 1u)
_Static_assert((0u SY__SIMD_ALL(SY__SIMD_BIT, _)) < (1u << SY__SIMD_NDT), "simd's tables have a slot per dtype it takes");

#define SY__SIMD_ESIZE(unused, E, T, sfx) [SY_DTYPE_##E] = sizeof(T),
static const size_t g_esize[SY__SIMD_NDT] = {SY__SIMD_ALL(SY__SIMD_ESIZE, _)};

static int eclass(size_t es) { return es == 1 ? SY__SIMD_E1 : es == 4 ? SY__SIMD_E4 : SY__SIMD_E8; }

static int dt_ok(sy_dtype dt) { return (int)dt >= 0 && (int)dt < SY__SIMD_NDT; }

/* ==== fill ================================================================== */

typedef struct fill_ctx {
    sy__simd_fill_fn fn;
    char *out;
    size_t es;
    int64_t n;
    unsigned char value[8];
} fill_ctx;

static void fill_task(void *p, int part, int nparts)
{
    const fill_ctx *c = (const fill_ctx *)p;
    int64_t lo, hi;
    sy__simd_split(c->n, part, nparts, 64, &lo, &hi);
    if (hi > lo)
        c->fn(c->out + lo * (int64_t)c->es, c->value, hi - lo);
}

static int32_t sat_i32(double v) { return v != v ? 0 : v >= 0x1p31 ? INT32_MAX : v < -0x1p31 ? INT32_MIN : (int32_t)v; }
static int64_t sat_i64(double v) { return v != v ? 0 : v >= 0x1p63 ? INT64_MAX : v < -0x1p63 ? INT64_MIN : (int64_t)v; }

static sy_status fill(const sy_fill_args *a)
{
    if (!dt_ok(a->dtype))
        return SY_E_DTYPE_UNSUPPORTED;
    if (a->numel <= 0)
        return SY_OK;
    fill_ctx c = {.out = (char *)a->out, .es = g_esize[a->dtype], .n = a->numel};
    switch (a->dtype) {
    case SY_DTYPE_F32: {
        const float v = (float)a->value;
        memcpy(c.value, &v, sizeof v);
        break;
    }
    case SY_DTYPE_F64: memcpy(c.value, &a->value, sizeof a->value); break;
    case SY_DTYPE_I32: {
        const int32_t v = sat_i32(a->value);
        memcpy(c.value, &v, sizeof v);
        break;
    }
    case SY_DTYPE_I64: {
        const int64_t v = sat_i64(a->value);
        memcpy(c.value, &v, sizeof v);
        break;
    }
    default: c.value[0] = a->value != 0; break;
    }
    c.fn = sy__simd_isa_get()->fill[eclass(c.es)];
    sy__simd_run(fill_task, &c, sy__simd_threads_for(c.n, SY__GRAIN_EW * 4));
    return SY_OK;
}

sy_status sy_k_simd_zeros(const sy_fill_args *args) { return TAKES(zeros, args->dtype) ? fill(args) : SY_E_DTYPE_UNSUPPORTED; }
sy_status sy_k_simd_ones(const sy_fill_args *args) { return TAKES(ones, args->dtype) ? fill(args) : SY_E_DTYPE_UNSUPPORTED; }
sy_status sy_k_simd_full(const sy_fill_args *args) { return TAKES(full, args->dtype) ? fill(args) : SY_E_DTYPE_UNSUPPORTED; }

/* ==== elementwise =========================================================== */

enum { K_UNARY, K_BINARY, K_COMPARE, K_WHERE, K_CAST };

typedef struct ew_ctx {
    const sy_ew_args *args;
    const sy__simd_isa *isa;
    int kind;
    int n_in;
    size_t es_in[3], es_out;
    sy__simd_un_fn un;     /* unary; cast (as a converter) */
    sy__simd_bin_fn bin;   /* binary, compare */
    sy__simd_where_fn where;
    int same;              /* cast to the same dtype: gathers write the output */
} ew_ctx;

/* One segment of n elements: output contiguous at out, input k at in[k]
 * with element stride st[k]. */
static void ew_segment(const ew_ctx *c, char *out, const char *const *in, const int64_t *st, int64_t n)
{
    const sy__simd_isa *isa = c->isa;
    const sy__simd_fill_fn fill_out = isa->fill[eclass(c->es_out)];
    /* chunk buffers for strided inputs, and broadcast buffers (where) */
    _Alignas(64) unsigned char buf[3][SY__CH * 8];
    switch (c->kind) {
    case K_UNARY:
    case K_CAST: {
        if (st[0] == 1) {
            c->un(out, in[0], n);
        } else if (st[0] == 0) {
            c->un(out, in[0], 1);
            if (n > 1)
                fill_out(out + c->es_out, out, n - 1);
        } else if (c->same) {
            isa->gather[eclass(c->es_out)](out, in[0], st[0], n);
        } else {
            const sy__simd_gather_fn g = isa->gather[eclass(c->es_in[0])];
            for (int64_t i = 0; i < n; i += SY__CH) {
                const int64_t cnt = n - i < SY__CH ? n - i : SY__CH;
                g(buf[0], in[0] + i * st[0] * (int64_t)c->es_in[0], st[0], cnt);
                c->un(out + i * (int64_t)c->es_out, buf[0], cnt);
            }
        }
        return;
    }
    case K_BINARY:
    case K_COMPARE: {
        if (st[0] == 0 && st[1] == 0) {
            c->bin(out, in[0], in[1], 1, SY__SIMD_VV);
            if (n > 1)
                fill_out(out + c->es_out, out, n - 1);
            return;
        }
        if ((st[0] == 1 || st[0] == 0) && (st[1] == 1 || st[1] == 0)) {
            c->bin(out, in[0], in[1], n, st[0] == 0 ? SY__SIMD_SV : st[1] == 0 ? SY__SIMD_VS : SY__SIMD_VV);
            return;
        }
        const int mode = st[0] == 0 ? SY__SIMD_SV : st[1] == 0 ? SY__SIMD_VS : SY__SIMD_VV;
        for (int64_t i = 0; i < n; i += SY__CH) {
            const int64_t cnt = n - i < SY__CH ? n - i : SY__CH;
            const void *p[2];
            for (int k = 0; k < 2; k++) {
                const int64_t es = (int64_t)c->es_in[k];
                if (st[k] == 0) {
                    p[k] = in[k];
                } else if (st[k] == 1) {
                    p[k] = in[k] + i * es;
                } else {
                    isa->gather[eclass(c->es_in[k])](buf[k], in[k] + i * st[k] * es, st[k], cnt);
                    p[k] = buf[k];
                }
            }
            c->bin(out + i * (int64_t)c->es_out, p[0], p[1], cnt, mode);
        }
        return;
    }
    default: { /* K_WHERE */
        if (st[0] == 1 && st[1] == 1 && st[2] == 1) {
            c->where(out, (const uint8_t *)in[0], in[1], in[2], n);
            return;
        }
        if (st[0] == 0 && st[1] == 0 && st[2] == 0) {
            c->where(out, (const uint8_t *)in[0], in[1], in[2], 1);
            if (n > 1)
                fill_out(out + c->es_out, out, n - 1);
            return;
        }
        /* scalars: broadcast once into their buffer (SY__CH elements) */
        for (int k = 0; k < 3; k++)
            if (st[k] == 0)
                isa->fill[eclass(c->es_in[k])](buf[k], in[k], n < SY__CH ? n : SY__CH);
        for (int64_t i = 0; i < n; i += SY__CH) {
            const int64_t cnt = n - i < SY__CH ? n - i : SY__CH;
            const void *p[3];
            for (int k = 0; k < 3; k++) {
                const int64_t es = (int64_t)c->es_in[k];
                if (st[k] == 0) {
                    p[k] = buf[k];
                } else if (st[k] == 1) {
                    p[k] = in[k] + i * es;
                } else {
                    isa->gather[eclass(c->es_in[k])](buf[k], in[k] + i * st[k] * es, st[k], cnt);
                    p[k] = buf[k];
                }
            }
            c->where(out + i * (int64_t)c->es_out, (const uint8_t *)p[0], p[1], p[2], cnt);
        }
        return;
    }
    }
}

/* Output elements [lo, hi) of the call. */
static void ew_range(const ew_ctx *c, int64_t lo, int64_t hi)
{
    const sy_ew_args *a = c->args;
    const int last = a->rank - 1;
    const int64_t len = a->shape[last];
    int64_t row = lo / len, j = lo % len;
    int64_t idx[SY_MAX_RANK];
    int64_t off[3] = {0, 0, 0};
    for (int d = last - 1; d >= 0; d--) {
        idx[d] = row % a->shape[d];
        row /= a->shape[d];
        for (int k = 0; k < c->n_in; k++)
            off[k] += idx[d] * a->in[k].strides[d];
    }
    int64_t st[3] = {0, 0, 0};
    for (int k = 0; k < c->n_in; k++)
        st[k] = a->in[k].strides[last];
    char *out = (char *)a->out;
    for (int64_t pos = lo; pos < hi;) {
        const int64_t cnt = len - j < hi - pos ? len - j : hi - pos;
        const char *in[3] = {NULL, NULL, NULL};
        for (int k = 0; k < c->n_in; k++)
            in[k] = (const char *)a->in[k].data + (off[k] + j * st[k]) * (int64_t)c->es_in[k];
        ew_segment(c, out + pos * (int64_t)c->es_out, in, st, cnt);
        pos += cnt;
        j = 0;
        for (int d = last - 1; d >= 0; d--) {
            if (++idx[d] < a->shape[d]) {
                for (int k = 0; k < c->n_in; k++)
                    off[k] += a->in[k].strides[d];
                break;
            }
            for (int k = 0; k < c->n_in; k++)
                off[k] -= a->in[k].strides[d] * (a->shape[d] - 1);
            idx[d] = 0;
        }
    }
}

static void ew_task(void *p, int part, int nparts)
{
    const ew_ctx *c = (const ew_ctx *)p;
    int64_t lo, hi;
    sy__simd_split(c->args->numel, part, nparts, 64, &lo, &hi);
    if (hi > lo)
        ew_range(c, lo, hi);
}

static sy_status ew_check(const sy_ew_args *a, int n_in)
{
    if (a->n_in < n_in || a->rank < 1 || a->rank > SY_MAX_RANK)
        return SY_E_INVALID_ARGUMENT;
    /* a dtype it does not take, in or out: DTYPE_UNSUPPORTED, as cpu and opencl say */
    if (!dt_ok(a->out_dtype))
        return SY_E_DTYPE_UNSUPPORTED;
    for (int k = 0; k < n_in; k++)
        if (!dt_ok(a->in[k].dtype))
            return SY_E_DTYPE_UNSUPPORTED;
    return SY_OK;
}

static int64_t ew_numel(const sy_ew_args *a)
{
    for (int d = 0; d < a->rank; d++)
        if (a->shape[d] <= 0)
            return 0;
    return a->numel;
}

static sy_status ew_run(ew_ctx *c, int64_t grain)
{
    c->n_in = c->args->n_in < 3 ? c->args->n_in : 3;
    for (int k = 0; k < c->n_in; k++)
        c->es_in[k] = g_esize[c->args->in[k].dtype];
    c->es_out = g_esize[c->args->out_dtype];
    const int64_t n = ew_numel(c->args);
    if (n <= 0)
        return SY_OK;
    sy__simd_run(ew_task, c, sy__simd_threads_for(n, grain));
    return SY_OK;
}

/* A call that is one contiguous run (rank 1, every input of stride 1, or 0
 * for a scalar operand of a binary op) below two grains, so one thread: the
 * row kernel is called directly, without the task, the walk and the pool,
 * which cost more than the kernel itself on small tensors. ew_run would make
 * the same call. */
static inline bool ew_flat(const sy_ew_args *a, int n_in, int64_t grain)
{
    if (a->rank != 1 || a->numel <= 0 || a->numel >= 2 * grain || a->shape[0] != a->numel)
        return false;
    for (int k = 0; k < n_in; k++)
        if ((uint64_t)a->in[k].strides[0] > 1)
            return false;
    return n_in == 1 ? a->in[0].strides[0] == 1 : (a->in[0].strides[0] | a->in[1].strides[0]) != 0;
}

static sy_status unary(const sy_ew_args *a, int op, int64_t grain)
{
    sy_status st = ew_check(a, 1);
    if (st != SY_OK)
        return st;
    const sy__simd_isa *isa = sy__simd_isa_get();
    if (a->in[0].dtype != a->out_dtype || isa->un[op][a->out_dtype] == NULL)
        return SY_E_DTYPE_UNSUPPORTED;
    if (ew_flat(a, 1, grain)) {
        isa->un[op][a->out_dtype](a->out, a->in[0].data, a->numel);
        return SY_OK;
    }
    ew_ctx c = {.args = a, .isa = isa, .kind = K_UNARY, .un = isa->un[op][a->out_dtype]};
    return ew_run(&c, grain);
}

sy_status sy_k_simd_neg(const sy_ew_args *args)
{
    return TAKES(neg, args->out_dtype) ? unary(args, SY__SIMD_U_NEG, SY__GRAIN_EW) : SY_E_DTYPE_UNSUPPORTED;
}
sy_status sy_k_simd_abs(const sy_ew_args *args)
{
    return TAKES(abs, args->out_dtype) ? unary(args, SY__SIMD_U_ABS, SY__GRAIN_EW) : SY_E_DTYPE_UNSUPPORTED;
}
sy_status sy_k_simd_relu(const sy_ew_args *args)
{
    return TAKES(relu, args->out_dtype) ? unary(args, SY__SIMD_U_RELU, SY__GRAIN_EW) : SY_E_DTYPE_UNSUPPORTED;
}
sy_status sy_k_simd_sqrt(const sy_ew_args *args)
{
    return TAKES(sqrt, args->out_dtype) ? unary(args, SY__SIMD_U_SQRT, SY__GRAIN_HEAVY) : SY_E_DTYPE_UNSUPPORTED;
}
sy_status sy_k_simd_exp(const sy_ew_args *args)
{
    return TAKES(exp, args->out_dtype) ? unary(args, SY__SIMD_U_EXP, SY__GRAIN_HEAVY) : SY_E_DTYPE_UNSUPPORTED;
}
sy_status sy_k_simd_log(const sy_ew_args *args)
{
    return TAKES(log, args->out_dtype) ? unary(args, SY__SIMD_U_LOG, SY__GRAIN_HEAVY) : SY_E_DTYPE_UNSUPPORTED;
}
sy_status sy_k_simd_tanh(const sy_ew_args *args)
{
    return TAKES(tanh, args->out_dtype) ? unary(args, SY__SIMD_U_TANH, SY__GRAIN_HEAVY) : SY_E_DTYPE_UNSUPPORTED;
}
sy_status sy_k_simd_sigmoid(const sy_ew_args *args)
{
    return TAKES(sigmoid, args->out_dtype) ? unary(args, SY__SIMD_U_SIGMOID, SY__GRAIN_HEAVY) : SY_E_DTYPE_UNSUPPORTED;
}
sy_status sy_k_simd_sin(const sy_ew_args *args)
{
    return TAKES(sin, args->out_dtype) ? unary(args, SY__SIMD_U_SIN, SY__GRAIN_HEAVY) : SY_E_DTYPE_UNSUPPORTED;
}
sy_status sy_k_simd_cos(const sy_ew_args *args)
{
    return TAKES(cos, args->out_dtype) ? unary(args, SY__SIMD_U_COS, SY__GRAIN_HEAVY) : SY_E_DTYPE_UNSUPPORTED;
}
sy_status sy_k_simd_erf(const sy_ew_args *args)
{
    return TAKES(erf, args->out_dtype) ? unary(args, SY__SIMD_U_ERF, SY__GRAIN_HEAVY) : SY_E_DTYPE_UNSUPPORTED;
}

static sy_status binary(const sy_ew_args *a, int op, int64_t grain)
{
    sy_status st = ew_check(a, 2);
    if (st != SY_OK)
        return st;
    const sy__simd_isa *isa = sy__simd_isa_get();
    const sy_dtype dt = a->out_dtype;
    if (a->in[0].dtype != dt || a->in[1].dtype != dt || isa->bin[op][dt] == NULL)
        return SY_E_DTYPE_UNSUPPORTED;
    if (ew_flat(a, 2, grain)) {
        isa->bin[op][dt](a->out, a->in[0].data, a->in[1].data, a->numel,
                         a->in[0].strides[0] == 0 ? SY__SIMD_SV : a->in[1].strides[0] == 0 ? SY__SIMD_VS : SY__SIMD_VV);
        return SY_OK;
    }
    ew_ctx c = {.args = a, .isa = isa, .kind = K_BINARY, .bin = isa->bin[op][dt]};
    return ew_run(&c, grain);
}

sy_status sy_k_simd_add(const sy_ew_args *args)
{
    return TAKES(add, args->out_dtype) ? binary(args, SY__SIMD_B_ADD, SY__GRAIN_EW) : SY_E_DTYPE_UNSUPPORTED;
}
sy_status sy_k_simd_sub(const sy_ew_args *args)
{
    return TAKES(sub, args->out_dtype) ? binary(args, SY__SIMD_B_SUB, SY__GRAIN_EW) : SY_E_DTYPE_UNSUPPORTED;
}
sy_status sy_k_simd_mul(const sy_ew_args *args)
{
    return TAKES(mul, args->out_dtype) ? binary(args, SY__SIMD_B_MUL, SY__GRAIN_EW) : SY_E_DTYPE_UNSUPPORTED;
}
sy_status sy_k_simd_div(const sy_ew_args *args)
{
    return TAKES(div, args->out_dtype) ? binary(args, SY__SIMD_B_DIV, SY__GRAIN_HEAVY) : SY_E_DTYPE_UNSUPPORTED;
}
sy_status sy_k_simd_maximum(const sy_ew_args *args)
{
    return TAKES(maximum, args->out_dtype) ? binary(args, SY__SIMD_B_MAXIMUM, SY__GRAIN_EW) : SY_E_DTYPE_UNSUPPORTED;
}

static sy_status compare(const sy_ew_args *a, int op)
{
    sy_status st = ew_check(a, 2);
    if (st != SY_OK)
        return st;
    const sy__simd_isa *isa = sy__simd_isa_get();
    const sy_dtype dt = a->in[0].dtype;
    if (a->out_dtype != SY_DTYPE_BOOL || a->in[1].dtype != dt || isa->cmp[op][dt] == NULL)
        return SY_E_DTYPE_UNSUPPORTED;
    if (ew_flat(a, 2, SY__GRAIN_EW)) {
        isa->cmp[op][dt](a->out, a->in[0].data, a->in[1].data, a->numel,
                         a->in[0].strides[0] == 0 ? SY__SIMD_SV : a->in[1].strides[0] == 0 ? SY__SIMD_VS : SY__SIMD_VV);
        return SY_OK;
    }
    ew_ctx c = {.args = a, .isa = isa, .kind = K_COMPARE, .bin = isa->cmp[op][dt]};
    return ew_run(&c, SY__GRAIN_EW);
}

sy_status sy_k_simd_eq(const sy_ew_args *args)
{
    return TAKES(eq, args->in[0].dtype) ? compare(args, SY__SIMD_C_EQ) : SY_E_DTYPE_UNSUPPORTED;
}
sy_status sy_k_simd_lt(const sy_ew_args *args)
{
    return TAKES(lt, args->in[0].dtype) ? compare(args, SY__SIMD_C_LT) : SY_E_DTYPE_UNSUPPORTED;
}
sy_status sy_k_simd_gt(const sy_ew_args *args)
{
    return TAKES(gt, args->in[0].dtype) ? compare(args, SY__SIMD_C_GT) : SY_E_DTYPE_UNSUPPORTED;
}

sy_status sy_k_simd_where(const sy_ew_args *args)
{
    sy_status st = ew_check(args, 3);
    if (st != SY_OK)
        return st;
    const sy_dtype dt = args->out_dtype;
    if (args->in[0].dtype != SY_DTYPE_BOOL || args->in[1].dtype != dt || args->in[2].dtype != dt || !TAKES(where, dt))
        return SY_E_DTYPE_UNSUPPORTED;
    const sy__simd_isa *isa = sy__simd_isa_get();
    ew_ctx c = {.args = args, .isa = isa, .kind = K_WHERE, .where = isa->where[eclass(g_esize[dt])]};
    return ew_run(&c, SY__GRAIN_EW);
}

/* ---- cast: blocked transpose for swapped last axes ------------------------- */

typedef struct tr_ctx {
    const sy_ew_args *args;
    sy__simd_transpose_fn fn;
    int64_t es, batches, rows, cols, ldi;
} tr_ctx;

/* Part p takes a contiguous range of the (batch, row) pairs. */
static void tr_task(void *p, int part, int nparts)
{
    const tr_ctx *c = (const tr_ctx *)p;
    const sy_ew_args *a = c->args;
    const int outer = a->rank - 2;
    int64_t lo, hi;
    sy__simd_split(c->batches * c->rows, part, nparts, 32, &lo, &hi);
    while (lo < hi) {
        const int64_t t = lo / c->rows, r0 = lo % c->rows;
        const int64_t r1 = hi - t * c->rows < c->rows ? hi - t * c->rows : c->rows;
        int64_t off = 0, rest = t;
        for (int d = outer - 1; d >= 0; d--) {
            off += (rest % a->shape[d]) * a->in[0].strides[d];
            rest /= a->shape[d];
        }
        const char *in = (const char *)a->in[0].data + (off + r0) * c->es;
        char *out = (char *)a->out + ((t * c->rows + r0) * c->cols) * c->es;
        c->fn(out, c->cols, in, c->ldi, r1 - r0, c->cols);
        lo = t * c->rows + r1;
    }
}

sy_status sy_k_simd_cast(const sy_ew_args *args)
{
    if (args != NULL && args->n_in == 1 && TAKES(cast, args->out_dtype) && !TAKES(cast, args->in[0].dtype))
        return SY_KERNEL_FALLBACK; /* the route is keyed on the result: the next backend converts from this one */
    sy_status st = ew_check(args, 1);
    if (st != SY_OK)
        return st;
    const sy_dtype from = args->in[0].dtype, to = args->out_dtype;
    if (!TAKES(cast, to))
        return SY_E_DTYPE_UNSUPPORTED;
    const sy__simd_isa *isa = sy__simd_isa_get();
    const int r = args->rank;
    if (from == to && r >= 2 && ew_numel(args) > 0) {
        const int64_t s_last = args->in[0].strides[r - 1], s_prev = args->in[0].strides[r - 2];
        if (s_prev == 1 && s_last != 0 && s_last != 1) {
            tr_ctx c = {.args = args, .fn = isa->transpose[eclass(g_esize[to])], .es = (int64_t)g_esize[to],
                        .rows = args->shape[r - 2], .cols = args->shape[r - 1], .ldi = s_last, .batches = 1};
            for (int d = 0; d < r - 2; d++)
                c.batches *= args->shape[d];
            sy__simd_run(tr_task, &c, sy__simd_threads_for(args->numel, SY__GRAIN_EW));
            return SY_OK;
        }
    }
    ew_ctx c = {.args = args, .isa = isa, .kind = K_CAST, .un = isa->cast[from][to], .same = from == to};
    return ew_run(&c, SY__GRAIN_EW);
}

/* ==== reductions ============================================================= */

typedef struct red_ctx {
    const sy_reduce_args *args;
    int op;
    size_t es;
    sy__simd_rrow_fn rrow;
    sy__simd_rcol_fn rcol;
    const char *row;      /* split-row mode: the row */
    sy__simd_acc part[64]; /* split-row mode: one partial per part */
} red_ctx;

/* The output element of a whole-row accumulator. */
static void red_finish(const sy_reduce_args *a, int op, const sy__simd_acc *acc, int64_t o)
{
    switch (a->dtype) {
    case SY_DTYPE_F32:
        ((float *)a->out)[o] = (float)(op == SY__SIMD_R_MEAN ? acc->d / (double)a->len : acc->d);
        break;
    case SY_DTYPE_F64: ((double *)a->out)[o] = op == SY__SIMD_R_MEAN ? acc->d / (double)a->len : acc->d; break;
    case SY_DTYPE_I32:
        if (op == SY__SIMD_R_MAX)
            ((int32_t *)a->out)[o] = (int32_t)acc->i;
        else
            ((uint32_t *)a->out)[o] = (uint32_t)acc->u;
        break;
    default:
        if (op == SY__SIMD_R_MAX)
            ((int64_t *)a->out)[o] = acc->i;
        else
            ((uint64_t *)a->out)[o] = acc->u;
        break;
    }
}

/* inner == 1: whole rows, part p takes a range of them */
static void red_rows_task(void *p, int part, int nparts)
{
    const red_ctx *c = (const red_ctx *)p;
    const sy_reduce_args *a = c->args;
    int64_t lo, hi;
    sy__simd_split(a->outer, part, nparts, 1, &lo, &hi);
    for (int64_t o = lo; o < hi; o++) {
        sy__simd_acc acc;
        c->rrow((const char *)a->in + o * a->len * (int64_t)c->es, a->len, &acc);
        red_finish(a, c->op, &acc, o);
    }
}

/* inner == 1, one long row: part p reduces a piece of it */
static void red_split_task(void *p, int part, int nparts)
{
    red_ctx *c = (red_ctx *)p;
    int64_t lo, hi;
    sy__simd_split(c->args->len, part, nparts, 64, &lo, &hi);
    c->rrow(c->row + lo * (int64_t)c->es, hi - lo, &c->part[part]);
}

/* inner > 1: part p takes a range of outer slices, or of columns */
static void red_cols_task(void *p, int part, int nparts)
{
    const red_ctx *c = (const red_ctx *)p;
    const sy_reduce_args *a = c->args;
    const int64_t es = (int64_t)c->es;
    int64_t o0 = 0, o1 = a->outer, i0 = 0, i1 = a->inner;
    if (a->outer >= nparts)
        sy__simd_split(a->outer, part, nparts, 1, &o0, &o1);
    else
        sy__simd_split(a->inner, part, nparts, 16, &i0, &i1);
    if (i1 <= i0)
        return;
    for (int64_t o = o0; o < o1; o++)
        c->rcol((const char *)a->in + (o * a->len * a->inner + i0) * es, a->len, a->inner, i1 - i0,
                (char *)a->out + (o * a->inner + i0) * es);
}

static sy_status reduce(const sy_reduce_args *a, int op)
{
    if (a->outer <= 0 || a->inner <= 0)
        return SY_OK;
    if (a->len < (op == SY__SIMD_R_MAX ? 1 : 0))
        return SY_E_INVALID_ARGUMENT;
    if (!dt_ok(a->dtype))
        return SY_E_DTYPE_UNSUPPORTED;
    const sy__simd_isa *isa = sy__simd_isa_get();
    red_ctx c = {.args = a, .op = op, .es = g_esize[a->dtype], .rrow = isa->rrow[op][a->dtype],
                 .rcol = isa->rcol[op][a->dtype]};
    if (c.rrow == NULL || c.rcol == NULL)
        return SY_E_DTYPE_UNSUPPORTED;
    const int64_t nout = a->outer * a->inner;
    if (a->len == 0) { /* sum: 0, mean: NaN */
        sy__simd_acc zero = {.u = 0};
        for (int64_t o = 0; o < nout; o++)
            red_finish(a, op, &zero, o);
        return SY_OK;
    }
    const int64_t total = nout * a->len;
    if (a->inner == 1) {
        const int nt = sy__simd_threads_for(total, SY__GRAIN_REDUCE);
        if (a->outer >= 4 * nt) {
            sy__simd_run(red_rows_task, &c, nt);
            return SY_OK;
        }
        /* few long rows: each is split over the threads */
        const int ns = sy__simd_threads_for(a->len, SY__GRAIN_REDUCE);
        for (int64_t o = 0; o < a->outer; o++) {
            c.row = (const char *)a->in + o * a->len * (int64_t)c.es;
            sy__simd_run(red_split_task, &c, ns);
            sy__simd_acc acc = c.part[0];
            for (int p = 1; p < ns; p++) {
                const sy__simd_acc *q = &c.part[p];
                switch (a->dtype) {
                case SY_DTYPE_F32:
                case SY_DTYPE_F64:
                    if (op == SY__SIMD_R_MAX)
                        acc.d = a->dtype == SY_DTYPE_F32 ? (double)sy__simd_max_f32((float)acc.d, (float)q->d)
                                                         : sy__simd_max_f64(acc.d, q->d);
                    else
                        acc.d += q->d;
                    break;
                default:
                    if (op == SY__SIMD_R_MAX)
                        acc.i = q->i > acc.i ? q->i : acc.i;
                    else
                        acc.u += q->u;
                    break;
                }
            }
            red_finish(a, op, &acc, o);
        }
        return SY_OK;
    }
    int nt = sy__simd_threads_for(total, SY__GRAIN_REDUCE);
    if (a->outer < nt && a->inner / 16 < nt) /* columns are split in multiples of 16 */
        nt = a->inner / 16 > 1 ? (int)(a->inner / 16) : 1;
    sy__simd_run(red_cols_task, &c, nt);
    return SY_OK;
}

sy_status sy_k_simd_sum(const sy_reduce_args *args)
{
    return TAKES(sum, args->dtype) ? reduce(args, SY__SIMD_R_SUM) : SY_E_DTYPE_UNSUPPORTED;
}
sy_status sy_k_simd_mean(const sy_reduce_args *args)
{
    return TAKES(mean, args->dtype) ? reduce(args, SY__SIMD_R_MEAN) : SY_E_DTYPE_UNSUPPORTED;
}
sy_status sy_k_simd_max(const sy_reduce_args *args)
{
    return TAKES(max, args->dtype) ? reduce(args, SY__SIMD_R_MAX) : SY_E_DTYPE_UNSUPPORTED;
}
