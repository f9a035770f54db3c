/* switchyard opencl backend: the kernel launchers, one sy_k_opencl_<op> per op
 * of backends.yaml. Each checks its arguments and the buffers' bounds, picks
 * the kernel of sy_opencl_src.h for the dtypes, sets its arguments and
 * enqueues it on the device's in-order queue without waiting (a later read
 * of the output waits for it).
 *
 * A call with an f64 operand on a device without fp64 returns
 * SY_KERNEL_FALLBACK before anything else is done, except fills, which store
 * a bit pattern computed here and so take f64 on every device. */
#include <math.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "sy_opencl.h"
#include "sy_opencl_claims.h"

/* 1-d launches (sy__ocl_run1d): work-groups of up to SY__OCL_GROUP items, at
 * most SY__OCL_MAX_GROUPS of them; the kernels loop over the rest. */
#define SY__OCL_GROUP 256u
#define SY__OCL_MAX_GROUPS 4096u

/* Reductions take the tree kernel (a work-group per output element) when
 * there are few outputs to spread over the device and each is long; else the
 * rows kernel (a work-item per output element, in order). */
#define SY__OCL_TREE_MIN_LEN 128
#define SY__OCL_TREE_MAX_OUT 1024

/* Kernel names end in the dtype's suffix (sy_add_f32, sy_cast_i64_b8); both
 * tables come from the dtype list (sy_opencl.h declares them). */
#define SY__OCL_SFX(E, T, sfx, CAT, size, onnx) [SY_DTYPE_##E] = #sfx,
const char *const sy__ocl_sfx[SY_DTYPE_COUNT] = {SY_DTYPE_MAP(SY__OCL_SFX)};
#define SY__OCL_SIZE(E, T, sfx, CAT, size, onnx) [SY_DTYPE_##E] = size,
const size_t sy__ocl_size[SY_DTYPE_COUNT] = {SY_DTYPE_MAP(SY__OCL_SIZE)};

int sy__ocl_takes(sy_dtype dt, unsigned dtypes)
{
    return (unsigned)dt < SY_DTYPE_COUNT && (dtypes & (1u << dt)) != 0;
}

sy_status sy__ocl_begin(sy_op op, uint32_t index, int needs_f64, sy__ocl_device **dev)
{
    sy__ocl_op_now = (int)op;
    const sy_status status = sy__ocl_device_get(index, dev);
    if (status != SY_OK)
        return status;
    if (needs_f64 && !(*dev)->fp64)
        return SY_KERNEL_FALLBACK;
    return SY_OK;
}

static size_t pow2_floor(size_t x)
{
    size_t p = 1;
    while (p <= x / 2)
        p *= 2;
    return p;
}

sy_status sy__ocl_run1d(sy__ocl_device *dev, const char *name, const sy__ocl_arg *args, unsigned n_args,
                        int64_t items)
{
    cl_kernel kernel;
    size_t wg;
    const sy_status status = sy__ocl_kernel_get(dev, name, &kernel, &wg);
    if (status != SY_OK)
        return status;
    size_t local = pow2_floor(wg < SY__OCL_GROUP ? wg : SY__OCL_GROUP);
    uint64_t groups = ((uint64_t)items + local - 1) / local;
    if (groups > SY__OCL_MAX_GROUPS)
        groups = SY__OCL_MAX_GROUPS;
    const size_t global = (size_t)groups * local;
    return sy__ocl_enqueue(dev, name, kernel, args, n_args, 1, &global, &local);
}

/* ---- fills --------------------------------------------------------------- */

/* The value's bit pattern (sy_pack_fill_args: converted as kernels/cpu
 * stores it), stored by a kernel per element width. */
static sy_status run_fill(const sy_fill_args *a, unsigned dtypes)
{
    if (a == NULL)
        return SY_E_INVALID_ARGUMENT;
    if (!sy__ocl_takes(a->dtype, dtypes))
        return SY_E_DTYPE_UNSUPPORTED;
    sy__ocl_device *dev;
    sy_status status = sy__ocl_begin(a->op, a->device, 0, &dev);
    if (status != SY_OK || a->numel <= 0)
        return status;
    const size_t es = sy__ocl_size[a->dtype];
    if (es != 1 && es != 4 && es != 8) /* a width without a kernel */
        return SY_E_DTYPE_UNSUPPORTED;
    sy_fill_packed p;
    if (sy_pack_fill_args(a, &p) != 0)
        return SY_KERNEL_FALLBACK; /* 2^31 elements or more */
    cl_mem out;
    status = sy__ocl_buffer_mem(dev, a->out, (size_t)a->numel * es, "the output", &out);
    if (status != SY_OK)
        return status;
    sy__ocl_arg args[2] = {SY__OCL_ARG(out), SY__OCL_ARG(p)};
    return sy__ocl_run1d(dev, es == 1 ? "sy_fill_u8" : es == 4 ? "sy_fill_u32" : "sy_fill_u64", args, 2, a->numel);
}

sy_status sy_k_opencl_zeros(const sy_fill_args *args) { return run_fill(args, SY__OCL_TAKES(zeros)); }
sy_status sy_k_opencl_ones(const sy_fill_args *args) { return run_fill(args, SY__OCL_TAKES(ones)); }
sy_status sy_k_opencl_full(const sy_fill_args *args) { return run_fill(args, SY__OCL_TAKES(full)); }

/* ---- elementwise ----------------------------------------------------------- */

/* The buffer of input k, checked to hold every element the call reads. */
static sy_status input_mem(const sy__ocl_device *dev, const sy_ew_args *a, int k, cl_mem *mem)
{
    const sy_operand *op = &a->in[k];
    int64_t lo = op->offset, hi = op->offset;
    for (int d = 0; d < a->rank; d++) {
        const int64_t ext = (a->shape[d] - 1) * op->strides[d];
        if (ext < 0)
            lo += ext;
        else
            hi += ext;
    }
    char what[24];
    snprintf(what, sizeof what, "input %d", k);
    if (lo < 0)
        return sy_kernel_error(SY_E_INVALID_ARGUMENT, "%s reaches element %lld, before its buffer", what,
                               (long long)lo);
    return sy__ocl_buffer_mem(dev, op->data, (size_t)(hi + 1) * sy__ocl_size[op->dtype], what, mem);
}

/* Launches the elementwise kernel named by the printf format `fmt` (a
 * kernel of signature SY_EW1/2/3 of sy_opencl_src.h) over a call with n_in
 * inputs, on the call's device (SY_KERNEL_FALLBACK when it needs f64 and the
 * device has none; nothing to do for 0 elements). The kernel takes the
 * packed arguments (runtime/sy_contract.h) by value; a call they cannot
 * hold (more than 2^31 elements or element offsets, more than
 * SY_PACK_EW_RANK axes after merging) falls back too, before anything is
 * enqueued. */
static sy_status ew(const sy_ew_args *a, int n_in, int needs_f64, const char *fmt, ...)
{
    sy__ocl_device *dev;
    sy_status status = sy__ocl_begin(a->op, a->device, needs_f64, &dev);
    if (status != SY_OK || a->numel == 0)
        return status;
    sy_ew_packed packed;
    if (sy_pack_ew_args(a, &packed) != 0)
        return SY_KERNEL_FALLBACK;
    char name[SY__OCL_NAME];
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(name, sizeof name, fmt, ap);
    va_end(ap);

    cl_mem out, in[3] = {NULL, NULL, NULL};
    status = sy__ocl_buffer_mem(dev, a->out, (size_t)a->numel * sy__ocl_size[a->out_dtype], "the output", &out);
    for (int k = 0; k < n_in && status == SY_OK; k++)
        status = input_mem(dev, a, k, &in[k]);
    if (status != SY_OK)
        return status;

    sy__ocl_arg args[5];
    unsigned n = 0;
    args[n++] = SY__OCL_ARG(out);
    for (int k = 0; k < n_in; k++)
        args[n++] = SY__OCL_ARG(in[k]);
    args[n++] = SY__OCL_ARG(packed);
    return sy__ocl_run1d(dev, name, args, n, a->numel);
}

/* Checks what every elementwise call needs: args, a rank in [1, SY_MAX_RANK]
 * and the class's input count. */
static sy_status ew_check(const sy_ew_args *a, int n_in)
{
    if (a == NULL || a->rank < 1 || a->rank > SY_MAX_RANK || a->n_in != n_in || a->numel < 0)
        return SY_E_INVALID_ARGUMENT;
    return SY_OK;
}

/* unary and binary: every input and the output of out_dtype. */
static sy_status same_dtype_ew(const sy_ew_args *a, const char *op, unsigned dtypes, int n_in)
{
    sy_status status = ew_check(a, n_in);
    if (status != SY_OK)
        return status;
    const sy_dtype dt = a->out_dtype;
    if (!sy__ocl_takes(dt, dtypes))
        return SY_E_DTYPE_UNSUPPORTED;
    for (int k = 0; k < n_in; k++)
        if (a->in[k].dtype != dt)
            return SY_E_DTYPE_UNSUPPORTED;
    return ew(a, n_in, dt == SY_DTYPE_F64, "sy_%s_%s", op, sy__ocl_sfx[dt]);
}

#define SY__OCL_SAME(op, n_in) \
    sy_status sy_k_opencl_##op(const sy_ew_args *args) { return same_dtype_ew(args, #op, SY__OCL_TAKES(op), n_in); }

SY__OCL_SAME(neg, 1)
SY__OCL_SAME(abs, 1)
SY__OCL_SAME(exp, 1)
SY__OCL_SAME(log, 1)
SY__OCL_SAME(sqrt, 1)
SY__OCL_SAME(tanh, 1)
SY__OCL_SAME(sigmoid, 1)
SY__OCL_SAME(relu, 1)
SY__OCL_SAME(sin, 1)
SY__OCL_SAME(cos, 1)
SY__OCL_SAME(tan, 1)
SY__OCL_SAME(asin, 1)
SY__OCL_SAME(acos, 1)
SY__OCL_SAME(atan, 1)
SY__OCL_SAME(sinh, 1)
SY__OCL_SAME(cosh, 1)
SY__OCL_SAME(asinh, 1)
SY__OCL_SAME(acosh, 1)
SY__OCL_SAME(atanh, 1)
SY__OCL_SAME(erf, 1)
SY__OCL_SAME(floor, 1)
SY__OCL_SAME(ceil, 1)
SY__OCL_SAME(round, 1)
SY__OCL_SAME(sign, 1)
SY__OCL_SAME(reciprocal, 1)
SY__OCL_SAME(softplus, 1)
SY__OCL_SAME(softsign, 1)
SY__OCL_SAME(logical_not, 1)
SY__OCL_SAME(hard_swish, 1) /* sy_opencl_src_act.h */
SY__OCL_SAME(mish, 1)
SY__OCL_SAME(add, 2)
SY__OCL_SAME(sub, 2)
SY__OCL_SAME(mul, 2)
SY__OCL_SAME(maximum, 2)
SY__OCL_SAME(minimum, 2)
SY__OCL_SAME(mod, 2)
SY__OCL_SAME(fmod, 2)
SY__OCL_SAME(bitwise_and, 2)
SY__OCL_SAME(bitwise_or, 2)
SY__OCL_SAME(bitwise_xor, 2)
SY__OCL_SAME(bitwise_not, 1)
SY__OCL_SAME(shift_left, 2)
SY__OCL_SAME(shift_right, 2)
SY__OCL_SAME(logical_and, 2)
SY__OCL_SAME(logical_or, 2)
SY__OCL_SAME(logical_xor, 2)

/* div and pow of integers: a zero divisor (div) or a negative exponent (pow)
 * is refused with cpu's message before anything is enqueued: the operand b is
 * read to the host (a blocking read, which waits for whatever computed it)
 * and its elements are checked in the order cpu's kernel meets them (the
 * output's, b broadcast), since a status must be returned now; then the
 * kernel runs on the device. Floats take no check. */
static sy_status int_operand_check(const sy_ew_args *a, const char *op)
{
    sy__ocl_device *dev;
    sy_status status = sy__ocl_begin(a->op, a->device, 0, &dev);
    if (status != SY_OK || a->numel == 0)
        return status;
    const sy_operand *b = &a->in[1];
    int64_t lo = b->offset, hi = b->offset;
    for (int d = 0; d < a->rank; d++) {
        const int64_t ext = (a->shape[d] - 1) * b->strides[d];
        if (ext < 0)
            lo += ext;
        else
            hi += ext;
    }
    cl_mem mem;
    status = input_mem(dev, a, 1, &mem);
    if (status != SY_OK)
        return status;
    const size_t esize = sy__ocl_size[b->dtype], bytes = (size_t)(hi - lo + 1) * esize;
    void *host = malloc(bytes);
    if (host == NULL)
        return sy_kernel_error(SY_E_OUT_OF_MEMORY, "out of host memory reading %s's operand b", op);
    sy__ocl_waiting();
    const cl_int err = clEnqueueReadBuffer(dev->queue, mem, CL_TRUE, (size_t)lo * esize, bytes, host, 0, NULL, NULL);
    const sy_status waited = sy__ocl_waited(dev, err, "clEnqueueReadBuffer", "input 1");
    if (waited != SY_OK) {
        free(host);
        return waited;
    }
    const bool is_div = strcmp(op, "div") == 0;
    for (int64_t i = 0; i < a->numel; i++) {
        int64_t r = i, p = b->offset - lo;
        for (int d = a->rank - 1; d >= 0; d--) {
            p += (r % a->shape[d]) * b->strides[d];
            r /= a->shape[d];
        }
        const int64_t y = b->dtype == SY_DTYPE_I32 ? (int64_t)((const int32_t *)host)[p] : ((const int64_t *)host)[p];
        if (is_div ? y == 0 : y < 0) {
            free(host);
            return sy_kernel_error(SY_E_INVALID_ARGUMENT, "%s of %s: %s %lld (%s)", op, sy_dtype_name(b->dtype),
                                   is_div ? "a divisor of" : "a negative exponent,", (long long)y,
                                   is_div ? "an integer quotient has no value there"
                                          : "integers to negative powers are refused, as NumPy and ONNX's reference "
                                            "refuse them");
        }
    }
    free(host);
    return SY_OK;
}

static sy_status checked_int_ew(const sy_ew_args *a, const char *op, unsigned dtypes)
{
    sy_status status = ew_check(a, 2);
    if (status != SY_OK)
        return status;
    const sy_dtype dt = a->out_dtype;
    if (!sy__ocl_takes(dt, dtypes) || a->in[0].dtype != dt || a->in[1].dtype != dt)
        return SY_E_DTYPE_UNSUPPORTED;
    if (dt == SY_DTYPE_I32 || dt == SY_DTYPE_I64) {
        status = int_operand_check(a, op);
        if (status != SY_OK)
            return status;
    }
    return ew(a, 2, dt == SY_DTYPE_F64, "sy_%s_%s", op, sy__ocl_sfx[dt]);
}

sy_status sy_k_opencl_div(const sy_ew_args *args) { return checked_int_ew(args, "div", SY__OCL_TAKES(div)); }
sy_status sy_k_opencl_pow(const sy_ew_args *args) { return checked_int_ew(args, "pow", SY__OCL_TAKES(pow)); }

/* compare: two inputs of one dtype, a bool output. */
static sy_status compare_ew(const sy_ew_args *a, const char *op, unsigned dtypes)
{
    sy_status status = ew_check(a, 2);
    if (status != SY_OK)
        return status;
    const sy_dtype dt = a->in[0].dtype;
    if (a->out_dtype != SY_DTYPE_BOOL || !sy__ocl_takes(dt, dtypes) || a->in[1].dtype != dt)
        return SY_E_DTYPE_UNSUPPORTED;
    return ew(a, 2, dt == SY_DTYPE_F64, "sy_%s_%s", op, sy__ocl_sfx[dt]);
}

sy_status sy_k_opencl_eq(const sy_ew_args *args) { return compare_ew(args, "eq", SY__OCL_TAKES(eq)); }
sy_status sy_k_opencl_lt(const sy_ew_args *args) { return compare_ew(args, "lt", SY__OCL_TAKES(lt)); }
sy_status sy_k_opencl_gt(const sy_ew_args *args) { return compare_ew(args, "gt", SY__OCL_TAKES(gt)); }
sy_status sy_k_opencl_le(const sy_ew_args *args) { return compare_ew(args, "le", SY__OCL_TAKES(le)); }
sy_status sy_k_opencl_ge(const sy_ew_args *args) { return compare_ew(args, "ge", SY__OCL_TAKES(ge)); }

/* where: a bool condition, two inputs and the output of out_dtype. */
sy_status sy_k_opencl_where(const sy_ew_args *a)
{
    sy_status status = ew_check(a, 3);
    if (status != SY_OK)
        return status;
    const sy_dtype dt = a->out_dtype;
    if (a->in[0].dtype != SY_DTYPE_BOOL || !sy__ocl_takes(dt, SY__OCL_TAKES(where)) || a->in[1].dtype != dt ||
        a->in[2].dtype != dt)
        return SY_E_DTYPE_UNSUPPORTED;
    return ew(a, 3, dt == SY_DTYPE_F64, "sy_where_%s", sy__ocl_sfx[dt]);
}

/* cast: any dtype to any dtype (same-dtype casts are strided copies). */
sy_status sy_k_opencl_cast(const sy_ew_args *a)
{
    sy_status status = ew_check(a, 1);
    if (status != SY_OK)
        return status;
    const sy_dtype from = a->in[0].dtype, to = a->out_dtype;
    if (!sy__ocl_takes(to, SY__OCL_TAKES(cast)))
        return SY_E_DTYPE_UNSUPPORTED;
    if (!sy__ocl_takes(from, SY__OCL_TAKES(cast)))
        return SY_KERNEL_FALLBACK; /* the route is keyed on `to`: the fallback converts from this one */
    return ew(a, 1, from == SY_DTYPE_F64 || to == SY_DTYPE_F64, "sy_cast_%s_%s", sy__ocl_sfx[from],
                      sy__ocl_sfx[to]);
}

/* ---- reductions -------------------------------------------------------------- */

static sy_status reduce(const sy_reduce_args *a, const char *op, unsigned dtypes, int64_t min_len)
{
    if (a == NULL || a->len < 0 || a->in_offset < 0)
        return SY_E_INVALID_ARGUMENT;
    const sy_dtype dt = a->dtype;
    if (!sy__ocl_takes(dt, dtypes))
        return SY_E_DTYPE_UNSUPPORTED;
    sy__ocl_device *dev;
    sy_status status = sy__ocl_begin(a->op, a->device, dt == SY_DTYPE_F64, &dev);
    if (status != SY_OK || a->outer <= 0 || a->inner <= 0)
        return status;
    if (a->len < min_len)
        return SY_E_INVALID_ARGUMENT;
    sy_reduce_packed p;
    if (sy_pack_reduce_args(a, &p) != 0)
        return SY_KERNEL_FALLBACK; /* an extent or element address of 2^31 or more */
    const size_t esize = sy__ocl_size[dt];
    const int64_t n_in = a->outer * a->len * a->inner, n_out = a->outer * a->inner;
    cl_mem out, in;
    status = sy__ocl_buffer_mem(dev, a->out, (size_t)n_out * esize, "the output", &out);
    if (status == SY_OK)
        status = sy__ocl_buffer_mem(dev, a->in, n_in > 0 ? (size_t)(a->in_offset + n_in) * esize : 0, "the input",
                                    &in);
    if (status != SY_OK)
        return status;

    sy__ocl_arg args[4] = {SY__OCL_ARG(out), SY__OCL_ARG(in), SY__OCL_ARG(p)};
    char name[SY__OCL_NAME];
    const int tree = a->len >= SY__OCL_TREE_MIN_LEN && n_out < SY__OCL_TREE_MAX_OUT;
    snprintf(name, sizeof name, "sy_%s_%s_%s", op, tree ? "tree" : "rows", sy__ocl_sfx[dt]);
    if (!tree)
        return sy__ocl_run1d(dev, name, args, 3, n_out);

    /* The accumulator: f32 sums (and l2, log_sum_exp) use a double, or a
     * float2 without fp64 (log_sum_exp a float); a float prod a double2, or a
     * float2 without fp64 */
    size_t acc_size = dt == SY_DTYPE_F32 && strcmp(op, "max") != 0 && strcmp(op, "min") != 0 ? 8 : esize;
    if (strcmp(op, "prod") == 0 && (dt == SY_DTYPE_F32 || dt == SY_DTYPE_F64))
        acc_size = dev->fp64 ? 16 : 8;
    cl_kernel kernel;
    size_t wg;
    status = sy__ocl_kernel_get(dev, name, &kernel, &wg);
    if (status != SY_OK)
        return status;
    size_t local = pow2_floor(wg < SY__OCL_GROUP ? wg : SY__OCL_GROUP);
    while (local > 1 && local * acc_size > dev->local_mem)
        local /= 2;
    const size_t groups = (size_t)(n_out < (int64_t)SY__OCL_MAX_GROUPS ? n_out : (int64_t)SY__OCL_MAX_GROUPS);
    const size_t global = groups * local;
    args[3] = (sy__ocl_arg){local * acc_size, NULL};
    return sy__ocl_enqueue(dev, name, kernel, args, 4, 1, &global, &local);
}

sy_status sy_k_opencl_sum(const sy_reduce_args *args)
{
    return reduce(args, "sum", SY__OCL_TAKES(sum), 0);
}
sy_status sy_k_opencl_mean(const sy_reduce_args *args) { return reduce(args, "mean", SY__OCL_TAKES(mean), 0); }
/* max has no identity: len >= 1, as the runtime guarantees. */
sy_status sy_k_opencl_max(const sy_reduce_args *args)
{
    return reduce(args, "max", SY__OCL_TAKES(max), 1);
}
/* min: as max. */
sy_status sy_k_opencl_min(const sy_reduce_args *args)
{
    return reduce(args, "min", SY__OCL_TAKES(min), 1);
}
/* l1, sum_square and log_sum: sums as sum's. prod, l2: in double as cpu's, or
 * without fp64 in forms that cannot overflow where cpu's double does not
 * (sy_opencl_src.h); ints wrap. log_sum_exp: two passes, the max then the
 * sum, over a row or within a work-group. */
sy_status sy_k_opencl_prod(const sy_reduce_args *args) { return reduce(args, "prod", SY__OCL_TAKES(prod), 0); }
sy_status sy_k_opencl_l2(const sy_reduce_args *args) { return reduce(args, "l2", SY__OCL_TAKES(l2), 0); }
sy_status sy_k_opencl_log_sum_exp(const sy_reduce_args *args)
{
    return reduce(args, "log_sum_exp", SY__OCL_TAKES(log_sum_exp), 0);
}
sy_status sy_k_opencl_l1(const sy_reduce_args *args) { return reduce(args, "l1", SY__OCL_TAKES(l1), 0); }
sy_status sy_k_opencl_sum_square(const sy_reduce_args *args)
{
    return reduce(args, "sum_square", SY__OCL_TAKES(sum_square), 0);
}
sy_status sy_k_opencl_log_sum(const sy_reduce_args *args)
{
    return reduce(args, "log_sum", SY__OCL_TAKES(log_sum), 0);
}

/* ---- matmul ---------------------------------------------------------------- */

/* The buffer of a matmul operand: every batch's m_or_k x k_or_n matrix at
 * base + offs[t] with strides (rs, cs) must lie inside it. */
static sy_status matrix_mem(const sy__ocl_device *dev, const void *handle, int64_t base, const int64_t *offs,
                                int64_t batch, int64_t rows, int64_t cols, int64_t rs, int64_t cs, const char *what,
                                size_t esize, cl_mem *mem)
{
    if (rows == 0 || cols == 0) /* nothing is read */
        return sy__ocl_buffer_mem(dev, handle, 0, what, mem);
    if (offs == NULL)
        return sy_kernel_error(SY_E_INVALID_ARGUMENT, "%s: no batch offsets", what);
    int64_t ext_lo = 0, ext_hi = 0;
    const int64_t er = (rows - 1) * rs, ec = (cols - 1) * cs;
    ext_lo += er < 0 ? er : 0;
    ext_hi += er > 0 ? er : 0;
    ext_lo += ec < 0 ? ec : 0;
    ext_hi += ec > 0 ? ec : 0;
    int64_t lo = INT64_MAX, hi = INT64_MIN;
    for (int64_t t = 0; t < batch; t++) {
        const int64_t start = base + offs[t];
        lo = start + ext_lo < lo ? start + ext_lo : lo;
        hi = start + ext_hi > hi ? start + ext_hi : hi;
    }
    if (lo < 0)
        return sy_kernel_error(SY_E_INVALID_ARGUMENT, "%s reaches element %lld, before its buffer", what,
                               (long long)lo);
    return sy__ocl_buffer_mem(dev, handle, (size_t)(hi + 1) * esize, what, mem);
}

sy_status sy_k_opencl_matmul(const sy_matmul_args *a)
{
    if (a == NULL || a->k < 0)
        return SY_E_INVALID_ARGUMENT;
    const sy_dtype dt = a->dtype;
    if (!sy__ocl_takes(dt, SY__OCL_TAKES(matmul)))
        return SY_E_DTYPE_UNSUPPORTED;
    sy__ocl_device *dev;
    sy_status status = sy__ocl_begin(a->op, a->device, dt == SY_DTYPE_F64, &dev);
    if (status != SY_OK || a->batch <= 0 || a->m <= 0 || a->n <= 0)
        return status;
    /* The batch as extents and strides, 32-bit, passed by value (no
     * buffer of per-batch offsets); what they cannot hold falls back,
     * before anything is touched. */
    sy_matmul_packed packed;
    if (sy_pack_matmul_args(a, &packed) != 0)
        return SY_KERNEL_FALLBACK;
    const size_t esize = sy__ocl_size[dt];
    cl_mem out, am, bm;
    status = sy__ocl_buffer_mem(dev, a->out, (size_t)(a->batch * a->m * a->n) * esize, "the output", &out);
    if (status == SY_OK)
        status = matrix_mem(dev, a->a, a->a_offset, a->a_off, a->batch, a->m, a->k, a->a_rs, a->a_cs, "a",
                                esize, &am);
    if (status == SY_OK)
        status = matrix_mem(dev, a->b, a->b_offset, a->b_off, a->batch, a->k, a->n, a->b_rs, a->b_cs, "b",
                                esize, &bm);
    if (status != SY_OK)
        return status;

    const sy__ocl_arg args[4] = {SY__OCL_ARG(out), SY__OCL_ARG(am), SY__OCL_ARG(bm), SY__OCL_ARG(packed)};

    /* The tiled kernel when the device's tile fits this kernel's work-group
     * limit, else one work-item per output element. */
    char name[SY__OCL_NAME];
    cl_kernel kernel = NULL;
    size_t wg = 0;
    const size_t tile = dev->tile;
    if (tile > 0) {
        snprintf(name, sizeof name, "sy_matmul_%s", sy__ocl_sfx[dt]);
        status = sy__ocl_kernel_get(dev, name, &kernel, &wg);
        if (status == SY_OK && wg < tile * tile) {
            sy__ocl_kernel_put(dev, name, kernel);
            kernel = NULL;
        }
    }
    if (status == SY_OK && kernel != NULL) {
        const size_t global[3] = {((size_t)a->n + tile - 1) / tile * tile, ((size_t)a->m + tile - 1) / tile * tile,
                                  (size_t)a->batch};
        const size_t local[3] = {tile, tile, 1};
        status = sy__ocl_enqueue(dev, name, kernel, args, 4, 3, global, local);
    } else if (status == SY_OK) {
        snprintf(name, sizeof name, "sy_matmul_naive_%s", sy__ocl_sfx[dt]);
        status = sy__ocl_kernel_get(dev, name, &kernel, &wg);
        if (status == SY_OK) {
            const size_t global[3] = {(size_t)a->n, (size_t)a->m, (size_t)a->batch};
            status = sy__ocl_enqueue(dev, name, kernel, args, 4, 3, global, NULL);
        }
    }
    return status;
}
