/* switchyard: the packed kernel arguments (runtime/sy_contract.h, "The
 * packed form"): 32-bit extents, strides and offsets of each argument class,
 * or a flag saying why they do not fit. One function per class; a device
 * backend calls them in its kernels, the runtime fills the unpacked structs
 * they read (sy_exec.c). The class op's words follow the op's signature in
 * the generated op table (sy__op_table's attribute kinds and lengths). */
#include <math.h>
#include <string.h>

#include "sy_half.h"
#include "sy_internal.h"

#define LIM INT32_MAX /* every packed count and address lies in [0, 2^31) */

/* The element bits of `value` in dtype dt, as the fill kernels store it. */
static void fill_bits(sy_dtype dt, double v, uint32_t bits[2])
{
    unsigned char b[8] = {0};
    const double x = isnan(v) ? 0.0 : v;
#define SY__SAT(T, lo, hi, lim_hi, lim_lo)                                                                        \
    {                                                                                                              \
        const T t = x >= (lim_hi) ? (T)(hi) : x < (lim_lo) ? (T)(lo) : (T)x;                                       \
        memcpy(b, &t, sizeof t);                                                                                   \
        break;                                                                                                     \
    }
    switch (dt) {
    case SY_DTYPE_F32: {
        const float f = (float)v;
        memcpy(b, &f, sizeof f);
        break;
    }
    case SY_DTYPE_F64:
        memcpy(b, &v, sizeof v);
        break;
    case SY_DTYPE_F16:
    case SY_DTYPE_BF16: {
        const uint16_t h = dt == SY_DTYPE_F16 ? sy__f16_from_f64(v) : sy__bf16_from_f64(v);
        memcpy(b, &h, sizeof h);
        break;
    }
    case SY_DTYPE_BOOL:
        b[0] = v != 0;
        break;
    case SY_DTYPE_I8:
        SY__SAT(int8_t, INT8_MIN, INT8_MAX, 0x1p7, -0x1p7)
    case SY_DTYPE_U8:
        SY__SAT(uint8_t, 0, UINT8_MAX, 0x1p8, 0.0)
    case SY_DTYPE_I16:
        SY__SAT(int16_t, INT16_MIN, INT16_MAX, 0x1p15, -0x1p15)
    case SY_DTYPE_U16:
        SY__SAT(uint16_t, 0, UINT16_MAX, 0x1p16, 0.0)
    case SY_DTYPE_I32:
        SY__SAT(int32_t, INT32_MIN, INT32_MAX, 0x1p31, -0x1p31)
    case SY_DTYPE_U32:
        SY__SAT(uint32_t, 0, UINT32_MAX, 0x1p32, 0.0)
    case SY_DTYPE_I64:
        SY__SAT(int64_t, INT64_MIN, INT64_MAX, 0x1p63, -0x1p63)
    case SY_DTYPE_U64:
        SY__SAT(uint64_t, 0, UINT64_MAX, 0x1p64, 0.0)
    default:
        break;
    }
#undef SY__SAT
    memcpy(bits, b, sizeof b);
}

uint32_t sy_pack_fill_args(const sy_fill_args *a, sy_fill_packed *p)
{
    memset(p, 0, sizeof *p);
    if (a->numel < 0 || a->numel > LIM)
        return p->flags = SY_PACK_WIDE;
    p->numel = (uint32_t)a->numel;
    fill_bits(a->dtype, a->value, p->bits);
    return 0;
}

/* Whether the addresses base + sum (shape[d] - 1) * st[d] (every partial
 * sum between the lowest and the highest) stay in [0, 2^31). */
static bool span_fits(int64_t base, const int64_t *shape, const int64_t *st, int rank)
{
    if (base < 0 || base > LIM)
        return false;
    int64_t lo = base, hi = base;
    for (int d = 0; d < rank; d++) {
        if (shape[d] <= 1)
            continue;
        if (st[d] < -LIM || st[d] > LIM)
            return false;
        const int64_t e = (shape[d] - 1) * st[d]; /* shape <= 2^31, |st| <= 2^31: no overflow */
        if (e < 0)
            lo += e;
        else
            hi += e;
        if (lo < 0 || hi > LIM)
            return false;
    }
    return true;
}

/* Drops size-1 axes and merges axis d into d - 1 where every one of the n
 * stride rows walks them as one (st[k][d - 1] == shape[d] * st[k][d]), as
 * sy_exec.c's ew_setup does; returns the new rank (at least 1). shape and
 * the rows are rewritten in place. */
static int merge_axes(int64_t *shape, int rank, int64_t (*st)[SY_MAX_RANK], int n)
{
    int nr = 0;
    for (int d = 0; d < rank; d++) {
        if (shape[d] == 1)
            continue;
        bool merge = nr > 0 && shape[d] != 0 && shape[nr - 1] != 0;
        for (int k = 0; merge && k < n; k++)
            merge = st[k][nr - 1] == shape[d] * st[k][d];
        if (merge) {
            shape[nr - 1] *= shape[d];
            for (int k = 0; k < n; k++)
                st[k][nr - 1] = st[k][d];
        } else {
            shape[nr] = shape[d];
            for (int k = 0; k < n; k++)
                st[k][nr] = st[k][d];
            nr++;
        }
    }
    if (nr == 0) {
        shape[0] = 1;
        for (int k = 0; k < n; k++)
            st[k][0] = 0;
        nr = 1;
    }
    return nr;
}

uint32_t sy_pack_ew_args(const sy_ew_args *a, sy_ew_packed *p)
{
    memset(p, 0, sizeof *p);
    const int n = a->n_in < 0 ? 0 : a->n_in > 3 ? 3 : a->n_in;
    if (a->rank < 1 || a->rank > SY_MAX_RANK || a->numel < 0)
        return p->flags = SY_PACK_RANK;
    if (a->numel > LIM)
        return p->flags = SY_PACK_WIDE;
    int64_t shape[SY_MAX_RANK], st[3][SY_MAX_RANK];
    memcpy(shape, a->shape, sizeof shape);
    for (int k = 0; k < n; k++)
        memcpy(st[k], a->in[k].strides, sizeof st[k]);
    const int rank = merge_axes(shape, a->rank, st, n);
    if (rank > SY_PACK_EW_RANK)
        return p->flags = SY_PACK_RANK;
    for (int k = 0; k < n; k++)
        if (a->numel > 0 && !span_fits(a->in[k].offset, shape, st[k], rank))
            return p->flags = SY_PACK_WIDE;
    p->rank = (uint32_t)rank;
    p->numel = (uint32_t)a->numel;
    for (int d = 0; d < SY_PACK_EW_RANK; d++)
        p->shape[d] = d < rank ? (uint32_t)shape[d] : 1u;
    if (a->numel == 0) /* nothing is read: no offsets or strides */
        return 0;
    for (int k = 0; k < n; k++) {
        p->offset[k] = (uint32_t)a->in[k].offset;
        for (int d = 0; d < rank; d++)
            p->strides[k][d] = shape[d] > 1 ? (int32_t)st[k][d] : 0;
    }
    return 0;
}

/* The batch of a as extents and strides: its own, or the offsets as one
 * arithmetic axis; false when they are neither. st[0] is A's, st[1] B's. */
static bool batch_axes(const sy_matmul_args *a, int64_t *shape, int64_t (*st)[SY_MAX_RANK], int *rank,
                       int64_t *a0, int64_t *b0)
{
    *a0 = *b0 = 0;
    if (a->batch <= 1) {
        *rank = 0;
        if (a->batch == 1 && a->a_off && a->b_off) {
            *a0 = a->a_off[0];
            *b0 = a->b_off[0];
        }
        return true;
    }
    if (a->batch_rank > 0) {
        if (a->batch_rank > SY_PACK_BATCH_RANK)
            return false;
        int64_t numel = 1;
        for (int j = 0; j < a->batch_rank; j++) {
            shape[j] = a->batch_shape[j];
            st[0][j] = a->a_bstrides[j];
            st[1][j] = a->b_bstrides[j];
            numel *= shape[j];
        }
        if (numel != a->batch)
            return false;
        *rank = merge_axes(shape, a->batch_rank, st, 2);
        return true;
    }
    if (a->a_off == NULL || a->b_off == NULL)
        return false;
    const int64_t sa = a->a_off[1] - a->a_off[0], sb = a->b_off[1] - a->b_off[0];
    for (int64_t t = 2; t < a->batch; t++)
        if (a->a_off[t] - a->a_off[t - 1] != sa || a->b_off[t] - a->b_off[t - 1] != sb)
            return false;
    *a0 = a->a_off[0];
    *b0 = a->b_off[0];
    shape[0] = a->batch;
    st[0][0] = sa;
    st[1][0] = sb;
    *rank = 1;
    return true;
}

uint32_t sy_pack_matmul_args(const sy_matmul_args *a, sy_matmul_packed *p)
{
    memset(p, 0, sizeof *p);
    if (a->batch < 0 || a->m < 0 || a->n < 0 || a->k < 0)
        return p->flags = SY_PACK_WIDE;
    if (a->batch > LIM || a->m > LIM || a->n > LIM || a->k > LIM || a->batch * a->m > LIM ||
        a->batch * a->m * a->n > LIM)
        return p->flags = SY_PACK_WIDE;
    int64_t shape[SY_MAX_RANK], st[2][SY_MAX_RANK];
    int rank = 0;
    int64_t a0, b0;
    if (!batch_axes(a, shape, st, &rank, &a0, &b0))
        return p->flags = SY_PACK_BATCH;
    const bool reads = a->batch > 0 && a->m > 0 && a->n > 0 && a->k > 0;
    if (reads) {
        int64_t as[SY_MAX_RANK], bs[SY_MAX_RANK], ash[SY_MAX_RANK], bsh[SY_MAX_RANK];
        memcpy(ash, shape, sizeof(int64_t) * (size_t)rank);
        memcpy(bsh, shape, sizeof(int64_t) * (size_t)rank);
        memcpy(as, st[0], sizeof(int64_t) * (size_t)rank);
        memcpy(bs, st[1], sizeof(int64_t) * (size_t)rank);
        ash[rank] = a->m, as[rank] = a->a_rs, ash[rank + 1] = a->k, as[rank + 1] = a->a_cs;
        bsh[rank] = a->k, bs[rank] = a->b_rs, bsh[rank + 1] = a->n, bs[rank + 1] = a->b_cs;
        if (!span_fits(a->a_offset + a0, ash, as, rank + 2) || !span_fits(a->b_offset + b0, bsh, bs, rank + 2))
            return p->flags = SY_PACK_WIDE;
        p->a_offset = (uint32_t)(a->a_offset + a0);
        p->b_offset = (uint32_t)(a->b_offset + b0);
        p->a_rs = a->m > 1 ? (int32_t)a->a_rs : 0;
        p->a_cs = (int32_t)a->a_cs;
        p->b_rs = (int32_t)a->b_rs;
        p->b_cs = a->n > 1 ? (int32_t)a->b_cs : 0;
        if (a->k == 1)
            p->a_cs = p->b_rs = 0;
    }
    p->batch_rank = (uint32_t)rank;
    p->batch = (uint32_t)a->batch, p->m = (uint32_t)a->m, p->n = (uint32_t)a->n, p->k = (uint32_t)a->k;
    for (int j = 0; j < SY_PACK_BATCH_RANK; j++) {
        p->batch_shape[j] = j < rank ? (uint32_t)shape[j] : 1u;
        if (reads && j < rank && shape[j] > 1) {
            p->a_bstrides[j] = (int32_t)st[0][j];
            p->b_bstrides[j] = (int32_t)st[1][j];
        }
    }
    return 0;
}

uint32_t sy_pack_reduce_args(const sy_reduce_args *a, sy_reduce_packed *p)
{
    memset(p, 0, sizeof *p);
    if (a->outer < 0 || a->len < 0 || a->inner < 0 || a->in_offset < 0 || a->in_offset > LIM)
        return p->flags = SY_PACK_WIDE;
    if (a->outer > LIM || a->len > LIM || a->inner > LIM || a->outer * a->inner > LIM)
        return p->flags = SY_PACK_WIDE;
    const int64_t n_in = a->outer * a->len; /* <= 2^62 */
    if (n_in > LIM || n_in * a->inner > LIM || (n_in * a->inner > 0 && a->in_offset > LIM - (n_in * a->inner - 1)))
        return p->flags = SY_PACK_WIDE;
    p->outer = (uint32_t)a->outer, p->len = (uint32_t)a->len, p->inner = (uint32_t)a->inner;
    p->in_offset = (uint32_t)a->in_offset;
    return 0;
}

/* ---- the class op ------------------------------------------------------------ */

typedef struct op_words {
    sy_op_packed *p;
    uint32_t n;
    uint32_t flags;
} op_words;

static void put_word(op_words *o, uint32_t w)
{
    if (o->n >= SY_PACK_OP_WORDS)
        o->flags |= SY_PACK_SIZE;
    else
        o->p->w[o->n++] = w;
}

/* an int32's word */
static void put(op_words *o, int64_t v)
{
    if (v < INT32_MIN || v > LIM)
        o->flags |= SY_PACK_WIDE;
    else
        put_word(o, (uint32_t)v);
}

/* rank, then the extents (each at most 2^31 - 1); false when a rank is out of range */
static bool put_shape(op_words *o, int rank, const int64_t *shape)
{
    if (rank < 0 || rank > SY_MAX_RANK)
        return false;
    put(o, rank);
    for (int d = 0; d < rank; d++)
        put(o, shape[d] < 0 ? (int64_t)LIM + 1 : shape[d]);
    return true;
}

uint32_t sy_pack_op_args(const sy_op_args *a, sy_op_packed *p)
{
    memset(p, 0, sizeof *p);
    op_words o = {p, 0, 0};
    if ((unsigned)a->op >= SY_OP_COUNT || sy__op_table[a->op].kernel != SY__KERNEL_OP || a->n_in < 0 || a->n_in > 255 ||
        a->n_out < 0 || a->n_out > 255)
        return p->flags = SY_PACK_SIZE;
    const sy__op_info *info = &sy__op_table[a->op];
    for (int k = 0; k < a->n_in; k++) {
        const sy_tensor_arg *t = &a->in[k];
        if (t->data == NULL) {
            put_word(&o, SY_PACK_ABSENT);
            continue;
        }
        /* every element address, offset + [0, numel), in [0, 2^31) */
        if (t->offset < 0 || t->numel < 0 || t->offset > LIM || t->numel > LIM - t->offset + (t->numel > 0))
            o.flags |= SY_PACK_WIDE;
        put(&o, t->offset);
        if (!put_shape(&o, t->rank, t->shape))
            o.flags |= SY_PACK_SIZE;
    }
    for (int k = 0; k < a->n_out; k++) {
        if (a->out[k].numel < 0 || a->out[k].numel > LIM)
            o.flags |= SY_PACK_WIDE;
        if (!put_shape(&o, a->out[k].rank, a->out[k].shape))
            o.flags |= SY_PACK_SIZE;
    }
    for (int j = 0; j < info->n_attrs; j++) {
        const sy__attr_desc *d = &info->attrs[j];
        const sy_attr_value *v = &a->attrs[j];
        const bool list = d->kind == SY__ATTR_INTS || d->kind == SY__ATTR_AXES || d->kind == SY__ATTR_SHAPE;
        if (d->kind == SY__ATTR_FLOAT) {
            const float f = (float)v->f;
            uint32_t fw;
            uint64_t dw;
            memcpy(&fw, &f, sizeof fw);
            memcpy(&dw, &v->f, sizeof dw);
            put_word(&o, fw);
            put_word(&o, (uint32_t)dw);
            put_word(&o, (uint32_t)(dw >> 32));
        } else if (list && (v->n < 0 || v->n > SY_MAX_RANK || (d->len > 0 && v->n != d->len))) {
            o.flags |= SY_PACK_SIZE;
        } else if (list) {
            if (d->len == 0)
                put(&o, v->n);
            for (int i = 0; i < v->n; i++)
                put(&o, v->i[i]);
        } else if (d->kind != SY__ATTR_DEVICE) { /* int, bool, axis, dtype, enum, comm; a device has no words */
            put(&o, v->i[0]);
        }
    }
    if (o.flags != 0) {
        memset(p, 0, sizeof *p);
        return p->flags = o.flags;
    }
    p->counts = (uint32_t)a->n_in | (uint32_t)a->n_out << 8 | o.n << 16;
    return 0;
}
