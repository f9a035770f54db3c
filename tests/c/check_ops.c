/* The ops suite: every op of backends.yaml on every device of every enabled
 * real backend, for every dtype the op takes and the backend stores, against
 * the cpu reference (and cpu against a reference computed here in double /
 * int64); the error statuses and sy_last_error() details of every op; where
 * each op runs (sy_backend_runs_op against the routes of generated/sy_ops.c).
 *
 * Also defines sy_ck_errors (sy_test.h), the table of failing calls the
 * capture suite replays.
 *
 * Tolerances, |got - want| <= atol + rtol * |want| (NaN matches NaN,
 * infinities must be equal; ints and bools are compared exactly):
 *   f32 elementwise, reductions, casts, fills: rtol 1e-5,  atol 1e-6
 *   f64 elementwise, reductions, casts, fills: rtol 1e-12, atol 1e-12
 *   matmul (inputs in [-2, 2], k the inner dimension, k >= 1):
 *     f32: rtol 1e-5, atol 2e-5 * k;   f64: rtol 1e-12, atol 1e-12 * k
 * The same bounds hold a backend against cpu and cpu against the reference
 * computed here (which is rounded to f32 for f32 outputs). */
#define _POSIX_C_SOURCE 200809L /* setenv */
#include <float.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>

#include "sy_autodiff.h"
#include "sy_test.h"

static sy_device g_devs[SY_CK_MAX_DEVICES];
static int g_ndev;
static sy_backend g_backends[SY_BACKEND_COUNT]; /* enabled real backends */
static int g_nback;

static const sy_device cpu0 = {SY_BACKEND_CPU, 0, 0, 0, 0};

static const char *dev_str(sy_device d, char *buf, size_t size)
{
    sy_device_format(d, buf, size);
    return buf;
}

/* ==== the reference: what each op computes, in double and int64 ============= */

/* x rounded once to float dtype dt (its store, sy_ck_store_float). */
static double rnd(sy_dtype dt, double x)
{
    unsigned char b[8];
    sy_ck_store_float(b, 0, dt, x);
    return sy_ck_load_float(b, 0, dt);
}

/* The distance from 1 to the next value of float dtype dt. */
static double eps_of(sy_dtype dt)
{
    unsigned char b[8];
    sy_ck_store_float(b, 0, dt, 1.0);
    b[0]++; /* little-endian: the last significand bit of 1.0 */
    return sy_ck_load_float(b, 0, dt) - 1.0;
}

/* u wrapped into dt's width and signedness (the dtype table's size). */
static int64_t wrap(sy_dtype dt, uint64_t u)
{
    if (dt == SY_DTYPE_BOOL)
        return u != 0;
    const unsigned bits = 8u * (unsigned)sy__dtype_table[dt].size;
    if (bits >= 64)
        return (int64_t)u;
    u &= (UINT64_C(1) << bits) - 1u;
    if (sy__dtype_table[dt].is_signed && u >= (UINT64_C(1) << (bits - 1)))
        return (int64_t)u - (INT64_C(1) << bits);
    return (int64_t)u;
}

static double ref_max_f(double x, double y)
{
    if (isnan(x) || isnan(y))
        return NAN;
    if (x == y)
        return signbit(x) ? y : x;
    return x > y ? x : y;
}

static double ref_min_f(double x, double y)
{
    if (isnan(x) || isnan(y))
        return NAN;
    if (x == y)
        return signbit(x) ? x : y;
    return x < y ? x : y;
}

/* NumPy's remainders (kernels/cpu): floats by fmod, mod moved to b's sign;
 * integers of a zero divisor or -1 give 0. */
static double ref_mod_f(double x, double y, bool floor_)
{
    double r = fmod(x, y);
    if (!floor_)
        return r;
    if (r != 0)
        return (y < 0) != (r < 0) ? r + y : r;
    return copysign(0.0, y);
}

static int64_t ref_mod_i(sy_dtype dt, int64_t x, int64_t y, bool floor_)
{
    if (sy_ck_is_u64(dt)) /* the bits of two u64 values: truncating and flooring agree */
        return y == 0 ? 0 : (int64_t)((uint64_t)x % (uint64_t)y);
    if (y == 0 || y == -1)
        return 0;
    int64_t r = x % y;
    return floor_ && r != 0 && (r < 0) != (y < 0) ? r + y : r;
}

static void put(sy_ck_vals *o, int64_t j, double f, int64_t i)
{
    if (sy_dtype_is_float(o->dt)) {
        o->f[j] = rnd(o->dt, f);
    } else {
        o->i[j] = wrap(o->dt, (uint64_t)i);
        o->f[j] = sy_ck_int_value(o->dt, o->i[j]);
    }
}

static int64_t numel_of(const sy_ck_shape *s)
{
    int64_t n = 1;
    for (int j = 0; j < s->rank; j++)
        n *= s->d[j];
    return n;
}

static void unravel(int64_t lin, const sy_ck_shape *s, int64_t *idx)
{
    for (int j = s->rank - 1; j >= 0; j--) {
        idx[j] = s->d[j] > 0 ? lin % s->d[j] : 0;
        lin = s->d[j] > 0 ? lin / s->d[j] : 0;
    }
}

/* Row-major position in `in` of output index idx (rank `rank`), broadcasting
 * in against the trailing axes. */
static int64_t bcast_index(const int64_t *idx, int rank, const sy_ck_shape *in)
{
    int64_t lin = 0;
    for (int j = 0; j < in->rank; j++) {
        int64_t k = idx[j + rank - in->rank];
        lin = lin * in->d[j] + (in->d[j] == 1 ? 0 : k);
    }
    return lin;
}

static sy_ck_shape bcast_shape(const sy_ck_shape *s, int n)
{
    sy_ck_shape r = {0, {0}};
    for (int i = 0; i < n; i++)
        if (s[i].rank > r.rank)
            r.rank = s[i].rank;
    for (int j = 0; j < r.rank; j++) {
        r.d[j] = 1;
        for (int i = 0; i < n; i++) {
            int k = j - (r.rank - s[i].rank);
            if (k >= 0 && s[i].d[k] != 1)
                r.d[j] = s[i].d[k];
        }
    }
    return r;
}

static void ref_unary(sy_op op, const sy_ck_vals *x, int64_t j, sy_ck_vals *o, int64_t oj)
{
    if (sy_dtype_is_float(x->dt)) {
        double a = x->f[j], r = 0;
        switch (op) {
        case SY_OP_NEG: r = -a; break;
        case SY_OP_ABS: r = fabs(a); break;
        case SY_OP_EXP: r = exp(a); break;
        case SY_OP_LOG: r = log(a); break;
        case SY_OP_SQRT: r = sqrt(a); break;
        case SY_OP_TANH: r = tanh(a); break;
        case SY_OP_SIGMOID: r = 1.0 / (1.0 + exp(-a)); break;
        case SY_OP_RELU: r = a < 0 ? 0.0 : a; break;
        case SY_OP_SIN: r = sin(a); break;
        case SY_OP_COS: r = cos(a); break;
        case SY_OP_TAN: r = tan(a); break;
        case SY_OP_ASIN: r = asin(a); break;
        case SY_OP_ACOS: r = acos(a); break;
        case SY_OP_ATAN: r = atan(a); break;
        case SY_OP_SINH: r = sinh(a); break;
        case SY_OP_COSH: r = cosh(a); break;
        case SY_OP_ASINH: r = asinh(a); break;
        case SY_OP_ACOSH: r = acosh(a); break;
        case SY_OP_ATANH: r = atanh(a); break;
        case SY_OP_ERF: r = erf(a); break;
        case SY_OP_FLOOR: r = floor(a); break;
        case SY_OP_CEIL: r = ceil(a); break;
        case SY_OP_ROUND: r = nearbyint(a); break; /* half to even */
        case SY_OP_SIGN: r = isnan(a) ? a : (double)((a > 0) - (a < 0)); break;
        case SY_OP_RECIPROCAL: r = 1.0 / a; break;
        case SY_OP_SOFTPLUS: r = a > 0 ? a + log1p(exp(-a)) : log1p(exp(a)); break;
        case SY_OP_SOFTSIGN: r = a / (1.0 + fabs(a)); break;
        case SY_OP_HARD_SWISH: r = a * fmin(fmax(a / 6 + 0.5, 0.0), 1.0); break;
        case SY_OP_MISH: r = a * tanh(a > 0 ? a + log1p(exp(-a)) : log1p(exp(a))); break;
        default: ck_abort_msg("ref_unary: %s", sy_op_name(op));
        }
        put(o, oj, r, 0);
        return;
    }
    int64_t a = x->i[j];
    const bool negative = sy_ck_int_order(x->dt, a) < 0 && !sy_ck_is_u64(x->dt); /* a u64 never is */
    uint64_t r = 0;
    switch (op) {
    case SY_OP_NEG: r = 0u - (uint64_t)a; break;
    case SY_OP_ABS: r = negative ? 0u - (uint64_t)a : (uint64_t)a; break;
    case SY_OP_RELU: r = negative ? 0u : (uint64_t)a; break;
    case SY_OP_SIGN: r = a != 0 && !negative ? 1u : negative ? UINT64_MAX : 0u; break;
    case SY_OP_LOGICAL_NOT: r = a == 0; break;
    case SY_OP_BITWISE_NOT: r = ~(uint64_t)a; break;
    default: ck_abort_msg("ref_unary: %s on ints", sy_op_name(op));
    }
    put(o, oj, 0, (int64_t)r);
}

static void ref_binary(sy_op op, const sy_ck_vals *x, int64_t ja, const sy_ck_vals *y, int64_t jb, sy_ck_vals *o,
                       int64_t oj)
{
    if (sy__op_table[op].cls == SY__CLASS_COMPARE) {
        bool r;
        double a = x->f[ja], b = y->f[jb];
        int64_t p = sy_ck_int_order(x->dt, x->i[ja]), q = sy_ck_int_order(x->dt, y->i[jb]);
        bool fl = sy_dtype_is_float(x->dt);
        switch (op) {
        case SY_OP_EQ: r = fl ? a == b : p == q; break;
        case SY_OP_LT: r = fl ? a < b : p < q; break;
        case SY_OP_LE: r = fl ? a <= b : p <= q; break;
        case SY_OP_GE: r = fl ? a >= b : p >= q; break;
        default: r = fl ? a > b : p > q; break;
        }
        put(o, oj, r, r);
        return;
    }
    if (sy_dtype_is_float(x->dt)) {
        double a = x->f[ja], b = y->f[jb], r = 0;
        switch (op) {
        case SY_OP_ADD: r = a + b; break;
        case SY_OP_SUB: r = a - b; break;
        case SY_OP_MUL: r = a * b; break;
        case SY_OP_DIV: r = a / b; break;
        case SY_OP_MAXIMUM: r = ref_max_f(a, b); break;
        case SY_OP_MINIMUM: r = ref_min_f(a, b); break;
        case SY_OP_POW: r = pow(a, b); break;
        case SY_OP_MOD: r = ref_mod_f(a, b, true); break;
        case SY_OP_FMOD: r = ref_mod_f(a, b, false); break;
        default: ck_abort_msg("ref_binary: %s", sy_op_name(op));
        }
        put(o, oj, r, 0);
        return;
    }
    uint64_t a = (uint64_t)x->i[ja], b = (uint64_t)y->i[jb], r = 0;
    switch (op) {
    case SY_OP_ADD: r = a + b; break;
    case SY_OP_SUB: r = a - b; break;
    case SY_OP_MUL: r = a * b; break;
    case SY_OP_DIV: /* truncated; the cases' divisors are positive (a u64's of any bits) */
        r = sy_ck_is_u64(x->dt) ? a / b : y->i[jb] == -1 ? 0u - a : (uint64_t)(x->i[ja] / y->i[jb]);
        break;
    case SY_OP_POW: /* wrapping; the cases' exponents are 0..6 */
        r = 1;
        for (int64_t e = 0; e < y->i[jb]; e++)
            r *= a;
        break;
    case SY_OP_MAXIMUM: r = sy_ck_int_order(x->dt, x->i[ja]) > sy_ck_int_order(x->dt, y->i[jb]) ? a : b; break;
    case SY_OP_MINIMUM: r = sy_ck_int_order(x->dt, x->i[ja]) < sy_ck_int_order(x->dt, y->i[jb]) ? a : b; break;
    case SY_OP_MOD: r = (uint64_t)ref_mod_i(x->dt, x->i[ja], y->i[jb], true); break;
    case SY_OP_FMOD: r = (uint64_t)ref_mod_i(x->dt, x->i[ja], y->i[jb], false); break;
    case SY_OP_BITWISE_AND: r = a & b; break;
    case SY_OP_BITWISE_OR: r = a | b; break;
    case SY_OP_BITWISE_XOR: r = a ^ b; break;
    case SY_OP_SHIFT_LEFT: r = b < 8 * sy_dtype_size(x->dt) ? a << b : 0; break; /* unsigned: b >= 0 */
    case SY_OP_SHIFT_RIGHT: r = b < 8 * sy_dtype_size(x->dt) ? a >> b : 0; break;
    case SY_OP_LOGICAL_AND: r = a != 0 && b != 0; break;
    case SY_OP_LOGICAL_OR: r = a != 0 || b != 0; break;
    case SY_OP_LOGICAL_XOR: r = (a != 0) != (b != 0); break;
    default: ck_abort_msg("ref_binary: %s on ints", sy_op_name(op));
    }
    put(o, oj, 0, (int64_t)r);
}

static void ref_cast(const sy_ck_vals *x, int64_t j, sy_ck_vals *o, int64_t oj)
{
    sy_dtype to = o->dt;
    if (sy_dtype_is_float(x->dt)) {
        double f = x->f[j];
        if (sy_dtype_is_float(to)) {
            put(o, oj, f, 0);
        } else if (to == SY_DTYPE_BOOL) {
            put(o, oj, 0, f != 0);
        } else {
            /* the range of `to` from its size and signedness */
            const int bits = 8 * (int)sy__dtype_table[to].size;
            const bool sgn = sy__dtype_table[to].is_signed;
            const double lim = ldexp(1.0, sgn ? bits - 1 : bits), low = sgn ? -lim : 0.0;
            const int64_t hi = bits == 64 ? (sgn ? INT64_MAX : -1) : (int64_t)(lim - 1); /* u64: 2^64 - 1's bits */
            const int64_t lo = bits == 64 && sgn ? INT64_MIN : (int64_t)low;
            int64_t r = isnan(f) ? 0 : f >= lim ? hi : f < low ? lo : f >= 0x1p63 ? (int64_t)((uint64_t)f - (UINT64_C(1) << 63)) + INT64_MIN : (int64_t)f; /* saturate, NaN -> 0 */
            put(o, oj, 0, r);
        }
        return;
    }
    int64_t v = x->i[j];
    if (x->dt == SY_DTYPE_BOOL)
        v = v != 0;
    if (to == SY_DTYPE_F32)
        put(o, oj, sy_ck_is_u64(x->dt) ? (double)(float)(uint64_t)v : (double)(float)v, 0); /* rounded once */
    else if (sy_dtype_is_float(to))
        put(o, oj, sy_ck_int_value(x->dt, v), 0); /* rounded to the dtype by put */
    else if (to == SY_DTYPE_BOOL)
        put(o, oj, 0, v != 0);
    else
        put(o, oj, 0, v); /* wraps to i32 */
}

typedef struct ref_result {
    sy_ck_shape shape;
    sy_ck_vals v;
    int64_t k; /* matmul inner dimension */
} ref_result;

/* What op computes on the cpu inputs `in` (read back here) with attributes a. */
static ref_result reference(sy_op op, sy_tensor *const *in, const sy_ck_attrs *a)
{
    const sy__op_info *info = &sy__op_table[op];
    ref_result r = {{0, {0}}, {0, 0, NULL, NULL}, 0};
    sy_ck_vals x[3];
    sy_ck_shape s[3];
    for (int i = 0; i < info->n_in; i++) {
        x[i] = sy_ck_read(in[i]);
        s[i] = sy_ck_shape_of(in[i]);
    }
    int64_t idx[SY_MAX_RANK];
    switch (info->cls) {
    case SY__CLASS_FILL: {
        r.shape = a->shape;
        r.v = sy_ck_vals_new(a->dtype, numel_of(&r.shape));
        double value = op == SY_OP_ZEROS ? 0.0 : op == SY_OP_ONES ? 1.0 : a->value;
        for (int64_t j = 0; j < r.v.n; j++)
            put(&r.v, j, value, a->dtype == SY_DTYPE_BOOL ? value != 0 : (int64_t)value);
        break;
    }
    case SY__CLASS_UNARY:
    case SY__CLASS_CAST:
        r.shape = s[0];
        r.v = sy_ck_vals_new(info->cls == SY__CLASS_CAST ? a->dtype : x[0].dt, x[0].n);
        for (int64_t j = 0; j < x[0].n; j++) {
            if (info->cls == SY__CLASS_CAST)
                ref_cast(&x[0], j, &r.v, j);
            else
                ref_unary(op, &x[0], j, &r.v, j);
        }
        break;
    case SY__CLASS_BINARY:
    case SY__CLASS_COMPARE:
    case SY__CLASS_WHERE: {
        r.shape = bcast_shape(s, info->n_in);
        sy_dtype odt = info->cls == SY__CLASS_COMPARE ? SY_DTYPE_BOOL : x[info->n_in - 1].dt;
        r.v = sy_ck_vals_new(odt, numel_of(&r.shape));
        for (int64_t j = 0; j < r.v.n; j++) {
            unravel(j, &r.shape, idx);
            int64_t p[3];
            for (int i = 0; i < info->n_in; i++)
                p[i] = bcast_index(idx, r.shape.rank, &s[i]);
            if (info->cls == SY__CLASS_WHERE) {
                const sy_ck_vals *pick = x[0].i[p[0]] ? &x[1] : &x[2];
                int64_t pj = x[0].i[p[0]] ? p[1] : p[2];
                put(&r.v, j, pick->f[pj], pick->i[pj]);
            } else {
                ref_binary(op, &x[0], p[0], &x[1], p[1], &r.v, j);
            }
        }
        break;
    }
    case SY__CLASS_MATMUL: {
        sy_ck_shape ba = s[0], bb = s[1];
        ba.rank -= 2;
        bb.rank -= 2;
        sy_ck_shape pair[2] = {ba, bb};
        sy_ck_shape batch = bcast_shape(pair, 2);
        int64_t m = s[0].d[s[0].rank - 2], k = s[0].d[s[0].rank - 1], n = s[1].d[s[1].rank - 1];
        r.k = k;
        r.shape = batch;
        r.shape.d[r.shape.rank++] = m;
        r.shape.d[r.shape.rank++] = n;
        r.v = sy_ck_vals_new(x[0].dt, numel_of(&r.shape));
        int64_t nb = numel_of(&batch);
        for (int64_t t = 0; t < nb; t++) {
            unravel(t, &batch, idx);
            int64_t oa = bcast_index(idx, batch.rank, &ba) * m * k, ob = bcast_index(idx, batch.rank, &bb) * k * n;
            for (int64_t i = 0; i < m; i++)
                for (int64_t j = 0; j < n; j++) {
                    double f = 0;
                    uint64_t u = 0;
                    for (int64_t p = 0; p < k; p++) {
                        f += x[0].f[oa + i * k + p] * x[1].f[ob + p * n + j];
                        u += (uint64_t)x[0].i[oa + i * k + p] * (uint64_t)x[1].i[ob + p * n + j];
                    }
                    put(&r.v, (t * m + i) * n + j, f, (int64_t)u);
                }
        }
        break;
    }
    case SY__CLASS_REDUCE: {
        int64_t outer = 1, len = x[0].n, inner = 1;
        r.shape.rank = 0;
        if (SY_IS_AXES(a->axis)) {
            /* a set: x's elements gathered as [kept..., reduced...], reduced over the last */
            bool red[SY_MAX_RANK] = {false};
            for (int b = 0; b < 16; b++)
                if (a->axis & (1 << b))
                    red[b < 8 ? b : 7 - b + s[0].rank] = true;
            sy_ck_shape ps = {0, {0}};
            int src[SY_MAX_RANK];
            len = 1;
            for (int pass = 0; pass < 2; pass++)
                for (int j = 0; j < s[0].rank; j++)
                    if (red[j] == (pass == 1)) {
                        src[ps.rank] = j;
                        ps.d[ps.rank++] = s[0].d[j];
                        if (pass)
                            len *= s[0].d[j];
                        else
                            outer *= s[0].d[j];
                    }
            for (int j = 0; j < s[0].rank; j++)
                if (!red[j])
                    r.shape.d[r.shape.rank++] = s[0].d[j];
                else if (a->keepdim)
                    r.shape.d[r.shape.rank++] = 1;
            sy_ck_vals g = sy_ck_vals_new(x[0].dt, x[0].n);
            for (int64_t e = 0; e < x[0].n; e++) {
                int64_t pi[SY_MAX_RANK], from = 0;
                unravel(e, &ps, pi);
                for (int j = 0; j < s[0].rank; j++) {
                    int64_t step = 1;
                    for (int q = src[j] + 1; q < s[0].rank; q++)
                        step *= s[0].d[q];
                    from += pi[j] * step;
                }
                g.f[e] = x[0].f[from];
                g.i[e] = x[0].i[from];
            }
            sy_ck_vals_free(&x[0]);
            x[0] = g;
        } else if (a->axis == SY_AXIS_ALL) {
            for (int j = 0; a->keepdim && j < s[0].rank; j++)
                r.shape.d[r.shape.rank++] = 1;
        } else {
            int ax = a->axis < 0 ? a->axis + s[0].rank : a->axis;
            for (int j = 0; j < s[0].rank; j++) {
                if (j < ax)
                    outer *= s[0].d[j];
                else if (j > ax)
                    inner *= s[0].d[j];
                if (j != ax)
                    r.shape.d[r.shape.rank++] = s[0].d[j];
                else if (a->keepdim)
                    r.shape.d[r.shape.rank++] = 1;
            }
            len = s[0].d[ax];
        }
        r.v = sy_ck_vals_new(x[0].dt, outer * inner);
        const bool extreme = op == SY_OP_MAX || op == SY_OP_MIN;
        for (int64_t o = 0; o < outer; o++)
            for (int64_t i = 0; i < inner; i++) {
                const int64_t first = o * len * inner + i;
                double f = extreme ? x[0].f[first] : op == SY_OP_PROD ? 1.0 : 0.0;
                int64_t best = extreme ? x[0].i[first] : 0;
                uint64_t u = op == SY_OP_PROD ? 1u : 0u;
                double m = -INFINITY; /* log_sum_exp: the max, first pass */
                for (int64_t l = 0; op == SY_OP_LOG_SUM_EXP && l < len; l++)
                    m = ref_max_f(m, x[0].f[(o * len + l) * inner + i]);
                for (int64_t l = 0; l < len; l++) {
                    int64_t e = (o * len + l) * inner + i;
                    double xf = x[0].f[e];
                    if (op == SY_OP_MAX) {
                        f = ref_max_f(f, xf);
                        best = sy_ck_int_order(x[0].dt, x[0].i[e]) > sy_ck_int_order(x[0].dt, best) ? x[0].i[e] : best;
                    } else if (op == SY_OP_MIN) {
                        f = -ref_max_f(-f, -xf); /* min(x, y) = -max(-x, -y), NaN and signed zeros too */
                        best = sy_ck_int_order(x[0].dt, x[0].i[e]) < sy_ck_int_order(x[0].dt, best) ? x[0].i[e] : best;
                    } else if (op == SY_OP_PROD) {
                        f *= xf;
                        u *= (uint64_t)x[0].i[e];
                    } else if (op == SY_OP_L1) {
                        f += fabs(xf);
                    } else if (op == SY_OP_L2 || op == SY_OP_SUM_SQUARE) {
                        f += xf * xf;
                    } else if (op == SY_OP_LOG_SUM_EXP) {
                        f += exp(xf - m);
                    } else {
                        f += xf;
                        u += (uint64_t)x[0].i[e];
                    }
                }
                if (op == SY_OP_MEAN)
                    f = len > 0 ? f / (double)len : NAN;
                else if (op == SY_OP_L2)
                    f = sqrt(f);
                else if (op == SY_OP_LOG_SUM)
                    f = log(f);
                else if (op == SY_OP_LOG_SUM_EXP)
                    f = isfinite(m) ? m + log(f) : m;
                put(&r.v, o * inner + i, f, extreme ? best : (int64_t)u);
            }
        break;
    }
    case SY__CLASS_RESHAPE: {
        r.shape = a->shape;
        int64_t known = 1;
        int at = -1;
        for (int j = 0; j < r.shape.rank; j++) {
            if (r.shape.d[j] == -1)
                at = j;
            else
                known *= r.shape.d[j];
        }
        if (at >= 0)
            r.shape.d[at] = x[0].n / known;
        r.v = sy_ck_vals_new(x[0].dt, x[0].n);
        for (int64_t j = 0; j < x[0].n; j++)
            put(&r.v, j, x[0].f[j], x[0].i[j]);
        break;
    }
    case SY__CLASS_PERMUTE:
    case SY__CLASS_TRANSPOSE:
    case SY__CLASS_EXPAND: {
        int src[SY_MAX_RANK]; /* output axis j reads input axis src[j] (permute, transpose) */
        r.shape = s[0];
        for (int j = 0; j < s[0].rank; j++)
            src[j] = j;
        if (info->cls == SY__CLASS_PERMUTE) {
            for (int j = 0; j < s[0].rank; j++)
                src[j] = a->perm[j] < 0 ? a->perm[j] + s[0].rank : a->perm[j];
        } else if (info->cls == SY__CLASS_TRANSPOSE) {
            int d0 = a->dim0 < 0 ? a->dim0 + s[0].rank : a->dim0, d1 = a->dim1 < 0 ? a->dim1 + s[0].rank : a->dim1;
            src[d0] = d1;
            src[d1] = d0;
        } else {
            r.shape = a->shape;
            for (int j = 0; j < r.shape.rank; j++)
                if (r.shape.d[j] == -1)
                    r.shape.d[j] = s[0].d[j - (r.shape.rank - s[0].rank)];
        }
        if (info->cls != SY__CLASS_EXPAND)
            for (int j = 0; j < s[0].rank; j++)
                r.shape.d[j] = s[0].d[src[j]];
        r.v = sy_ck_vals_new(x[0].dt, numel_of(&r.shape));
        for (int64_t j = 0; j < r.v.n; j++) {
            unravel(j, &r.shape, idx);
            int64_t from;
            if (info->cls == SY__CLASS_EXPAND) {
                from = bcast_index(idx, r.shape.rank, &s[0]);
            } else {
                int64_t in_idx[SY_MAX_RANK];
                for (int d = 0; d < s[0].rank; d++)
                    in_idx[src[d]] = idx[d];
                from = 0;
                for (int d = 0; d < s[0].rank; d++)
                    from = from * s[0].d[d] + in_idx[d];
            }
            put(&r.v, j, x[0].f[from], x[0].i[from]);
        }
        break;
    }
    case SY__CLASS_OP: /* no reference here: tests/reference checks them against NumPy */
    case SY__CLASS_COUNT:
        break;
    }
    for (int i = 0; i < info->n_in; i++)
        sy_ck_vals_free(&x[i]);
    return r;
}

static void tolerance(sy_op op, sy_dtype dt, int64_t k, double *rtol, double *atol)
{
    bool f32 = dt == SY_DTYPE_F32;
    *rtol = f32 ? 1e-5 : 1e-12;
    *atol = f32 ? 1e-6 : 1e-12;
    if (sy_dtype_is_float(dt) && sy__dtype_table[dt].size < sizeof(float)) {
        /* 2-byte floats compute in f32 and round once: an f32 function's
         * result may round to the neighbour of the double's (one ulp) */
        *rtol = eps_of(dt);
        *atol = eps_of(dt) * 1e-3;
    }
    if (sy__op_table[op].cls == SY__CLASS_MATMUL)
        *atol = (f32 ? 2e-5 : *rtol > 1e-6 ? *rtol : 1e-12) * (double)(k > 1 ? k : 1);
}

/* ==== ops against cpu ================================================================ */

/* Whether (op, key dtype, attributes) can run on backend b at all. */
static bool applicable(sy_op op, sy_dtype dt, const sy_ck_attrs *at, const sy_ck_case *c, sy_backend b)
{
    const sy__op_info *info = &sy__op_table[op];
    if (!sy_op_takes_dtype(op, dt) || !sy_backend_stores(b, dt))
        return false;
    switch (info->cls) {
    case SY__CLASS_FILL:
        return op != SY_OP_FULL || !sy_dtype_is_int(dt) ||
               (at->value == floor(at->value) && (sy__dtype_table[dt].is_signed || at->value >= 0));
    case SY__CLASS_CAST:
        return sy_op_takes_dtype(op, at->dtype) && sy_backend_stores(b, at->dtype);
    case SY__CLASS_WHERE:
    case SY__CLASS_COMPARE:
        return sy_backend_stores(b, SY_DTYPE_BOOL);
    case SY__CLASS_REDUCE: {
        sy_ck_shape s = sy_ck_logical_shape(&c->in[0]);
        if (op != SY_OP_MAX && op != SY_OP_MIN)
            return true;
        if (at->axis == SY_AXIS_ALL)
            return numel_of(&s) > 0; /* max or min of nothing is an error (tested below) */
        if (SY_IS_AXES(at->axis)) { /* a set: each of its axes non-empty */
            for (int bit = 0; bit < 16; bit++)
                if ((at->axis & (1 << bit)) && s.d[bit < 8 ? bit : 7 - bit + s.rank] == 0)
                    return false;
            return true;
        }
        return s.d[at->axis < 0 ? at->axis + s.rank : at->axis] > 0;
    }
    default:
        return true;
    }
}

/* f32 sums and means may accumulate in f32 on a backend (simd does, pairwise),
 * so a device's result is held to the cpu's within the error bound of
 * pairwise summation, (ceil(log2 len) + 7) * 2^-24 * sum |x| per output
 * (sum |x| from the cpu, over the same axis), on top of rtol / atol. Where
 * sum |x| overflows f32 the bound is infinite: an f32 accumulator may
 * overflow where the cpu's double does not. Non-finite cpu results must
 * match. */
static void compare_f32_sum(sy_op op, const sy_ck_vals *got, const sy_ck_vals *want, sy_tensor *in,
                            const sy_ck_attrs *at, double rtol, double atol, const char *what)
{
    sy_tensor *abs_in = NULL, *abs_sum = NULL;
    SY_OK_OR_FAIL(sy_abs(in, &abs_in));
    sy_tensor *args[3] = {abs_in, NULL, NULL};
    SY_OK_OR_FAIL(sy_ck_call(op, args, at, &abs_sum));
    sy_ck_vals a = sy_ck_read(abs_sum);
    const int64_t n_out = want->n, n_in = sy_tensor_numel(in);
    const int64_t len = n_out > 0 ? n_in / n_out : 0;
    int lg = 0;
    while (((int64_t)1 << lg) < len)
        lg++;
    for (int64_t j = 0; j < got->n; j++) {
        const double g = got->f[j], w = want->f[j], bound = (lg + 7) * 0x1p-24 * a.f[j];
        bool ok = (isnan(g) && isnan(w)) || g == w;
        if (!ok && isfinite(w))
            ok = !isfinite(a.f[j]) || (isfinite(g) && fabs(g - w) <= atol + rtol * fabs(w) + bound);
        if (!ok)
            ck_abort_msg("%s: element %lld is %.17g, want %.17g (rtol %g, atol %g, pairwise bound %g)", what,
                         (long long)j, g, w, rtol, atol, bound);
    }
    sy_ck_vals_free(&a);
    sy_tensor_release(abs_in);
    sy_tensor_release(abs_sum);
}

static void run_case(sy_op op, sy_device dev, const sy_ck_case *c, uint32_t case_seed, const sy_ck_attrs *at0,
                     sy_dtype dt)
{
    const sy__op_info *info = &sy__op_table[op];
    sy_ck_attrs at = *at0;
    char what[256], ds[SY__DEVICE_STR_MAX];
    if (sy_ck_dtype_keyed(info))
        at.dtype = dt;
    snprintf(what, sizeof what, "sy_%s on %s, %s, case '%s' (axis %d keepdim %d, to %s)", info->name,
             dev_str(dev, ds, sizeof ds), sy_dtype_name(dt), c->name, at.axis, (int)at.keepdim,
             sy_dtype_name(at.dtype));
    sy_tensor *cin[3] = {NULL, NULL, NULL}, *din[3] = {NULL, NULL, NULL}, *cout = NULL, *dout = NULL;
    for (int i = 0; i < info->n_in; i++) {
        sy_dtype idt = sy_ck_in_dtype(op, i, dt);
        int kind = sy_ck_kind(op, i, c);
        uint32_t seed = case_seed * 31u + (uint32_t)i * 1009u + 17u;
        SY_OK_OR_FAIL(sy_ck_input(&c->in[i], idt, kind, seed, cpu0, &cin[i]));
        SY_OK_OR_FAIL(sy_ck_input(&c->in[i], idt, kind, seed, dev, &din[i]));
    }
    ref_result ref = reference(op, cin, &at);
    if (info->cls == SY__CLASS_OP) { /* NumPy checks these (tests/reference); here cpu is the reference */
        sy_tensor *r = NULL;
        at.device = cpu0;
        SY_OK_OR_FAIL(sy_ck_call(op, cin, &at, &r));
        ref.shape = sy_ck_shape_of(r);
        ref.v = sy_ck_read(r);
        sy_tensor_release(r);
    }
    double rtol, atol;
    tolerance(op, ref.v.dt, ref.k, &rtol, &atol);

    /* cpu against the reference */
    at.device = cpu0;
    sy_status st = sy_ck_call(op, cin, &at, &cout);
    ck_assert_msg(st == SY_OK, "%s on cpu: %s: %s", what, sy_status_name(st), sy_last_error());
    sy_ck_assert_shape(cout, ref.v.dt, ref.shape.rank, ref.shape.d, what);
    sy_ck_vals cv = sy_ck_read(cout);
    sy_ck_compare(&cv, &ref.v, rtol, atol, what);

    /* the device against cpu */
    at.device = dev;
    st = sy_ck_call(op, din, &at, &dout);
    ck_assert_msg(st == SY_OK, "%s: %s: %s", what, sy_status_name(st), sy_last_error());
    sy_device got = sy_tensor_device(dout);
    ck_assert_msg(sy_device_eq(got, dev) && !got.autodiff, "%s: result on %s", what, dev_str(got, ds, sizeof ds));
    sy_ck_assert_shape(dout, ref.v.dt, ref.shape.rank, ref.shape.d, what);
    sy_ck_vals dv = sy_ck_read(dout);
    if (ref.v.dt == SY_DTYPE_F32 && (op == SY_OP_SUM || op == SY_OP_MEAN)) {
        at.device = cpu0;
        compare_f32_sum(op, &dv, &cv, cin[0], &at, rtol, atol, what);
    } else {
        sy_ck_compare(&dv, &cv, rtol, atol, what);
    }
    if (info->route == NULL) { /* views share storage, except reshape of a strided input */
        bool copy = info->cls == SY__CLASS_RESHAPE && !sy_tensor_is_contiguous(din[0]);
        ck_assert_msg(sy_tensor_shares_storage(dout, din[0]) != copy, "%s: shares storage %d", what,
                      (int)sy_tensor_shares_storage(dout, din[0]));
    } else if (info->n_in > 0) {
        ck_assert_msg(!sy_tensor_shares_storage(dout, din[0]), "%s: a kernel's output aliases its input", what);
    }

    sy_ck_vals_free(&cv);
    sy_ck_vals_free(&dv);
    sy_ck_vals_free(&ref.v);
    sy_tensor_release(cout);
    sy_tensor_release(dout);
    for (int i = 0; i < info->n_in; i++) {
        sy_tensor_release(cin[i]);
        sy_tensor_release(din[i]);
    }
}

/* _i: op * g_ndev + device. Every case of the op's class, every variant
 * (axis / keepdim / cast target), every dtype the op takes and the device's
 * backend stores. */
START_TEST(test_op_matches_cpu)
{
    sy_op op = SY_CK_OP_AT(_i / g_ndev); /* an op without cases fails below: nothing ran */
    sy_device dev = g_devs[_i % g_ndev];
    sy_ck_leak snap = sy_ck_leak_snap();
    size_t n;
    const sy_ck_case *cases = sy_ck_cases((sy_op)op, &n);
    int runs = 0;
    for (size_t ci = 0; ci < n; ci++)
        for (int v = 0; v < sy_ck_variants(op, &cases[ci]); v++) {
            sy_ck_attrs at = sy_ck_variant(op, &cases[ci], v);
            for (int dt = 0; dt < SY_DTYPE_COUNT; dt++) {
                if (!applicable(op, (sy_dtype)dt, &at, &cases[ci], (sy_backend)dev.backend))
                    continue;
                run_case(op, dev, &cases[ci], (uint32_t)(ci * 13 + 1), &at, (sy_dtype)dt);
                runs++;
            }
        }
    int stored = 0; /* dtypes of the op the device stores: sim stores no u8, which the shifts take alone */
    for (int dt = 0; dt < SY_DTYPE_COUNT; dt++)
        stored += (sy__op_table[op].dtypes >> dt & 1u) && sy_backend_stores((sy_backend)dev.backend, (sy_dtype)dt);
    ck_assert_msg(runs > 0 || stored == 0, "sy_%s: nothing ran", sy_op_name(op));
    SY_CK_NO_LEAK(snap);
}
END_TEST

#if SY_WITH_OPENCL
/* opencl with SY_OPENCL_FP64=0 (its devices treated as lacking doubles):
 * every case of every op of class cls that opencl takes f32 for, against
 * cpu, its kernels built without fp64. */
static void run_opencl_without_fp64(int cls)
{
    if (sy_backend_device_count(SY_BACKEND_OPENCL) == 0)
        return;
    setenv("SY_OPENCL_FP64", "0", 1);
    sy_shutdown();
    const sy_device dev = sy_device_of(SY_BACKEND_OPENCL, 0);
    int runs = 0;
    for (int op = 0; op < SY_OP_COUNT; op++) {
        if ((int)sy__op_table[op].cls != cls || !sy_backend_supports_op(SY_BACKEND_OPENCL, (sy_op)op, SY_DTYPE_F32))
            continue;
        size_t n;
        const sy_ck_case *cases = sy_ck_cases((sy_op)op, &n);
        for (size_t ci = 0; ci < n; ci++)
            for (int v = 0; v < sy_ck_variants((sy_op)op, &cases[ci]); v++) {
                const sy_ck_attrs at = sy_ck_variant((sy_op)op, &cases[ci], v);
                if (!applicable((sy_op)op, SY_DTYPE_F32, &at, &cases[ci], SY_BACKEND_OPENCL))
                    continue;
                run_case((sy_op)op, dev, &cases[ci], (uint32_t)(ci * 13 + 1), &at, SY_DTYPE_F32);
                runs++;
            }
    }
    unsetenv("SY_OPENCL_FP64");
    sy_shutdown();
    ck_assert_int_gt(runs, 0);
}
/* the reductions: compensated sums, prod's mantissa and exponent apart, l2
 * scaled, log_sum_exp in float */
START_TEST(test_opencl_reduce_without_fp64) { run_opencl_without_fp64(SY__CLASS_REDUCE); }
END_TEST

/* The same for every op of the `kernel: op` families (conv's pair of
 * floats, the pools' float division, ...). */
START_TEST(test_opencl_ops_without_fp64) { run_opencl_without_fp64(SY__CLASS_OP); }
END_TEST
#endif

/* ==== exact semantics, on every device ===================================================== */

typedef struct cast_row {
    sy_dtype from;
    double f;
    int64_t i;
    sy_dtype to;
    double want_f;
    int64_t want_i;
} cast_row;

/* float -> int saturates and truncates, NaN gives 0; -> bool is x != 0; int
 * -> narrower int wraps; bool -> anything is 0 or 1. */
static const cast_row cast_rows[] = {
    {SY_DTYPE_F32, NAN, 0, SY_DTYPE_I32, 0, 0},
    {SY_DTYPE_F32, NAN, 0, SY_DTYPE_I64, 0, 0},
    {SY_DTYPE_F32, 1e10, 0, SY_DTYPE_I32, 0, INT32_MAX},
    {SY_DTYPE_F32, -1e10, 0, SY_DTYPE_I32, 0, INT32_MIN},
    {SY_DTYPE_F32, INFINITY, 0, SY_DTYPE_I64, 0, INT64_MAX},
    {SY_DTYPE_F32, -INFINITY, 0, SY_DTYPE_I64, 0, INT64_MIN},
    {SY_DTYPE_F32, -3.75, 0, SY_DTYPE_I32, 0, -3},
    {SY_DTYPE_F32, 3.75, 0, SY_DTYPE_I64, 0, 3},
    {SY_DTYPE_F64, 2147483647.9, 0, SY_DTYPE_I32, 0, INT32_MAX},
    {SY_DTYPE_F64, 2147483648.0, 0, SY_DTYPE_I32, 0, INT32_MAX},
    {SY_DTYPE_F64, -2147483648.5, 0, SY_DTYPE_I32, 0, INT32_MIN},
    {SY_DTYPE_F64, 1e300, 0, SY_DTYPE_I64, 0, INT64_MAX},
    {SY_DTYPE_F64, NAN, 0, SY_DTYPE_I64, 0, 0},
    {SY_DTYPE_F32, NAN, 0, SY_DTYPE_BOOL, 0, 1},
    {SY_DTYPE_F32, -0.0, 0, SY_DTYPE_BOOL, 0, 0},
    {SY_DTYPE_F64, 0.5, 0, SY_DTYPE_BOOL, 0, 1},
    {SY_DTYPE_I64, 0, (INT64_C(1) << 32) + 5, SY_DTYPE_I32, 0, 5},
    {SY_DTYPE_I64, 0, INT64_C(0xFFFFFFFF), SY_DTYPE_I32, 0, -1},
    {SY_DTYPE_I64, 0, INT64_MIN, SY_DTYPE_I32, 0, 0},
    {SY_DTYPE_I32, 0, INT32_MIN, SY_DTYPE_I64, 0, INT32_MIN},
    {SY_DTYPE_I64, 0, -1, SY_DTYPE_BOOL, 0, 1},
    {SY_DTYPE_I32, 0, 0, SY_DTYPE_BOOL, 0, 0},
    {SY_DTYPE_I32, 0, 16777217, SY_DTYPE_F32, 16777216.0, 0},
    {SY_DTYPE_I64, 0, INT64_MAX, SY_DTYPE_F64, 9223372036854775808.0, 0},
    {SY_DTYPE_BOOL, 0, 1, SY_DTYPE_F32, 1.0, 0},
    {SY_DTYPE_BOOL, 0, 1, SY_DTYPE_I64, 0, 1},
    {SY_DTYPE_BOOL, 0, 0, SY_DTYPE_F64, 0.0, 0},
    {SY_DTYPE_F64, 1e300, 0, SY_DTYPE_F32, INFINITY, 0},
    /* u8, i8, i16: the same rules at their widths and signedness */
    {SY_DTYPE_F32, 300.5, 0, SY_DTYPE_U8, 0, 255},
    {SY_DTYPE_F32, -1.5, 0, SY_DTYPE_U8, 0, 0},
    {SY_DTYPE_F64, 255.99, 0, SY_DTYPE_U8, 0, 255},
    {SY_DTYPE_F64, NAN, 0, SY_DTYPE_U8, 0, 0},
    {SY_DTYPE_F64, -200.0, 0, SY_DTYPE_I8, 0, -128},
    {SY_DTYPE_F32, 127.9, 0, SY_DTYPE_I8, 0, 127},
    {SY_DTYPE_F64, -32768.9, 0, SY_DTYPE_I16, 0, -32768},
    {SY_DTYPE_F32, 1e9, 0, SY_DTYPE_I16, 0, 32767},
    {SY_DTYPE_I64, 0, -1, SY_DTYPE_U8, 0, 255},
    {SY_DTYPE_I32, 0, 70000, SY_DTYPE_I16, 0, 4464},
    {SY_DTYPE_I16, 0, -129, SY_DTYPE_I8, 0, 127},
    {SY_DTYPE_U8, 0, 255, SY_DTYPE_I8, 0, -1},
    {SY_DTYPE_I8, 0, -1, SY_DTYPE_U8, 0, 255},
    {SY_DTYPE_I8, 0, -128, SY_DTYPE_I64, 0, -128},
    {SY_DTYPE_U8, 0, 200, SY_DTYPE_F32, 200.0, 0},
    {SY_DTYPE_I16, 0, -300, SY_DTYPE_F64, -300.0, 0},
    {SY_DTYPE_I8, 0, -5, SY_DTYPE_BOOL, 0, 1},
    {SY_DTYPE_BOOL, 0, 1, SY_DTYPE_U8, 0, 1},
    {SY_DTYPE_U8, 0, 0, SY_DTYPE_BOOL, 0, 0},
    /* f16, bf16: rounded once to nearest even (runtime/sy_half.h), floats to
     * ints as every float */
    {SY_DTYPE_F32, 65519.0, 0, SY_DTYPE_F16, 65504.0, 0},
    {SY_DTYPE_F32, 65520.0, 0, SY_DTYPE_F16, INFINITY, 0}, /* the tie above the largest: to inf */
    {SY_DTYPE_F64, -1e300, 0, SY_DTYPE_F16, -INFINITY, 0},
    {SY_DTYPE_F64, 0x1p-25, 0, SY_DTYPE_F16, 0.0, 0},         /* half the least subnormal: to even, 0 */
    {SY_DTYPE_F64, 0x1.8p-25, 0, SY_DTYPE_F16, 0x1p-24, 0},   /* above it: the least subnormal */
    {SY_DTYPE_F64, 0x1.ffcp-15, 0, SY_DTYPE_F16, 0x1p-14, 0}, /* a subnormal rounding up to the least normal */
    {SY_DTYPE_F64, 1.0 + 0x1p-11 + 0x1p-40, 0, SY_DTYPE_F16, 1.0 + 0x1p-10, 0}, /* from f64 directly, not via f32 */
    {SY_DTYPE_F64, 1.0 + 0x1p-8 + 0x1p-40, 0, SY_DTYPE_BF16, 1.0 + 0x1p-7, 0},
    {SY_DTYPE_F32, 0x1.fep127f, 0, SY_DTYPE_BF16, 0x1.fep127, 0},
    {SY_DTYPE_F32, 0x1.ffp127f, 0, SY_DTYPE_BF16, INFINITY, 0},
    {SY_DTYPE_F32, 0x1p-133f, 0, SY_DTYPE_BF16, 0x1p-133, 0}, /* bf16's least subnormal */
    {SY_DTYPE_F32, NAN, 0, SY_DTYPE_BF16, NAN, 0},
    {SY_DTYPE_F16, 65504.0, 0, SY_DTYPE_BF16, 65536.0, 0},
    {SY_DTYPE_BF16, 1e5, 0, SY_DTYPE_F16, INFINITY, 0},
    {SY_DTYPE_F16, 0x1p-24, 0, SY_DTYPE_F64, 0x1p-24, 0},
    {SY_DTYPE_F16, 65504.0, 0, SY_DTYPE_I8, 0, 127},
    {SY_DTYPE_F16, -INFINITY, 0, SY_DTYPE_I16, 0, INT16_MIN},
    {SY_DTYPE_F16, NAN, 0, SY_DTYPE_I32, 0, 0},
    {SY_DTYPE_F16, -2.75, 0, SY_DTYPE_I32, 0, -2},
    {SY_DTYPE_BF16, 1e30, 0, SY_DTYPE_I64, 0, INT64_MAX},
    {SY_DTYPE_BF16, 300.0, 0, SY_DTYPE_U8, 0, 255},
    {SY_DTYPE_BF16, NAN, 0, SY_DTYPE_BOOL, 0, 1},
    {SY_DTYPE_F16, -0.0, 0, SY_DTYPE_BOOL, 0, 0},
    {SY_DTYPE_I32, 0, 2049, SY_DTYPE_F16, 2048.0, 0}, /* a tie: to even */
    {SY_DTYPE_I32, 0, 2051, SY_DTYPE_F16, 2052.0, 0},
    {SY_DTYPE_I32, 0, 65520, SY_DTYPE_F16, INFINITY, 0},
    {SY_DTYPE_I16, 0, -32767, SY_DTYPE_BF16, -32768.0, 0},
    /* once from the integer: 2^60 + 2^52 + 1 is above the tie at 2^60 + 2^52
     * (a double would round it onto the tie, and that to even, 2^60) */
    {SY_DTYPE_I64, 0, (INT64_C(1) << 60) + (INT64_C(1) << 52) + 1, SY_DTYPE_BF16, 0x1.02p60, 0},
    {SY_DTYPE_BOOL, 0, 1, SY_DTYPE_F16, 1.0, 0},
    {SY_DTYPE_BOOL, 0, 1, SY_DTYPE_BF16, 1.0, 0},
    /* u16, u32, u64 at their edges (a u64 is written as its bits: -1 is
     * 2^64 - 1, INT64_MIN is 2^63); a u64 converts from its value, never
     * through an int64_t */
    {SY_DTYPE_F32, 70000.0, 0, SY_DTYPE_U16, 0, 65535},
    {SY_DTYPE_F32, -3.5, 0, SY_DTYPE_U16, 0, 0},
    {SY_DTYPE_I32, 0, 65537, SY_DTYPE_U16, 0, 1},
    {SY_DTYPE_U16, 0, 65535, SY_DTYPE_I16, 0, -1},
    {SY_DTYPE_U16, 0, 65535, SY_DTYPE_F32, 65535.0, 0},
    {SY_DTYPE_U16, 0, 65535, SY_DTYPE_F16, INFINITY, 0},
    {SY_DTYPE_U16, 0, 65535, SY_DTYPE_U64, 0, 65535},
    {SY_DTYPE_F64, 4294967295.5, 0, SY_DTYPE_U32, 0, 4294967295},
    {SY_DTYPE_F64, 4294967296.0, 0, SY_DTYPE_U32, 0, 4294967295},
    {SY_DTYPE_F64, NAN, 0, SY_DTYPE_U32, 0, 0},
    {SY_DTYPE_I64, 0, (INT64_C(1) << 32) + 5, SY_DTYPE_U32, 0, 5},
    {SY_DTYPE_I32, 0, -1, SY_DTYPE_U32, 0, 4294967295},
    {SY_DTYPE_U32, 0, 4294967295, SY_DTYPE_I32, 0, -1},
    {SY_DTYPE_U32, 0, 4294967295, SY_DTYPE_I64, 0, 4294967295},
    {SY_DTYPE_U32, 0, 4294967295, SY_DTYPE_F32, 4294967296.0, 0},
    {SY_DTYPE_U32, 0, 4294967295, SY_DTYPE_F64, 4294967295.0, 0},
    {SY_DTYPE_F64, 0x1p64, 0, SY_DTYPE_U64, 0, -1}, /* saturates at 2^64 - 1 */
    {SY_DTYPE_F32, INFINITY, 0, SY_DTYPE_U64, 0, -1},
    {SY_DTYPE_F64, 0x1p63, 0, SY_DTYPE_U64, 0, INT64_MIN},
    {SY_DTYPE_F64, 0x1.fffffffffffffp63, 0, SY_DTYPE_U64, 0, -2048},
    {SY_DTYPE_F32, -1.0, 0, SY_DTYPE_U64, 0, 0},
    {SY_DTYPE_F64, NAN, 0, SY_DTYPE_U64, 0, 0},
    {SY_DTYPE_BF16, 1e30, 0, SY_DTYPE_U64, 0, -1},
    {SY_DTYPE_U64, 0, -1, SY_DTYPE_F64, 0x1p64, 0},
    {SY_DTYPE_U64, 0, -1, SY_DTYPE_F32, 0x1p64, 0},
    {SY_DTYPE_U64, 0, INT64_MIN, SY_DTYPE_F64, 0x1p63, 0},
    {SY_DTYPE_U64, 0, INT64_MIN + 1, SY_DTYPE_F32, 0x1p63, 0},
    {SY_DTYPE_U64, 0, -1, SY_DTYPE_F16, INFINITY, 0},
    {SY_DTYPE_U64, 0, -1, SY_DTYPE_BF16, 0x1p64, 0},
    /* once from the integer: 2^63 + 2^55 + 1 is above bf16's tie at 2^63 + 2^55 */
    {SY_DTYPE_U64, 0, INT64_MIN + (INT64_C(1) << 55) + 1, SY_DTYPE_BF16, 0x1.02p63, 0},
    {SY_DTYPE_U64, 0, -1, SY_DTYPE_I64, 0, -1},
    {SY_DTYPE_U64, 0, INT64_MIN, SY_DTYPE_I32, 0, 0},
    {SY_DTYPE_U64, 0, -1, SY_DTYPE_U32, 0, 4294967295},
    {SY_DTYPE_U64, 0, -1, SY_DTYPE_U16, 0, 65535},
    {SY_DTYPE_U64, 0, -1, SY_DTYPE_I8, 0, -1},
    {SY_DTYPE_U64, 0, INT64_MIN, SY_DTYPE_BOOL, 0, 1},
    {SY_DTYPE_U64, 0, 0, SY_DTYPE_BOOL, 0, 0},
    {SY_DTYPE_I64, 0, -1, SY_DTYPE_U64, 0, -1},
    {SY_DTYPE_I32, 0, INT32_MIN, SY_DTYPE_U64, 0, INT32_MIN}, /* sign-extended, as NumPy's astype */
    {SY_DTYPE_BOOL, 0, 1, SY_DTYPE_U64, 0, 1},
};

static sy_tensor *scalar_on(sy_device dev, sy_dtype dt, double f, int64_t i)
{
    unsigned char buf[8];
    switch (dt) {
    case SY_DTYPE_F32: { float v = (float)f; memcpy(buf, &v, sizeof v); break; }
    case SY_DTYPE_F64: memcpy(buf, &f, sizeof f); break;
    case SY_DTYPE_I32: { int32_t v = (int32_t)i; memcpy(buf, &v, sizeof v); break; }
    case SY_DTYPE_I64: memcpy(buf, &i, sizeof i); break;
    case SY_DTYPE_BOOL: buf[0] = (unsigned char)(i != 0); break;
    default: /* other floats rounded as a cast from f64 rounds */
        if (sy_dtype_is_float(dt))
            sy_ck_store_float(buf, 0, dt, f);
        else
            sy_ck_store_int(buf, 0, dt, i);
        break;
    }
    sy_tensor *c = NULL, *t = NULL;
    SY_OK_OR_FAIL(sy_tensor_from_data(buf, dt, NULL, 0, cpu0, &c));
    SY_OK_OR_FAIL(sy_to_device(c, dev, &t));
    sy_tensor_release(c);
    return t;
}

static void expect_scalar(const sy_tensor *t, sy_dtype dt, double f, int64_t i, const char *what)
{
    sy_ck_vals got = sy_ck_read(t), want = sy_ck_vals_new(dt, 1);
    want.f[0] = sy_dtype_is_float(dt) ? f : sy_ck_int_value(dt, i);
    want.i[0] = i;
    ck_assert_int_eq(sy_tensor_rank(t), 0);
    sy_ck_compare(&got, &want, 0, 0, what);
    sy_ck_vals_free(&got);
    sy_ck_vals_free(&want);
}

START_TEST(test_cast_semantics)
{
    sy_device dev = g_devs[_i];
    sy_backend b = (sy_backend)dev.backend;
    sy_ck_leak snap = sy_ck_leak_snap();
    for (size_t r = 0; r < sizeof cast_rows / sizeof cast_rows[0]; r++) {
        const cast_row *c = &cast_rows[r];
        if (!sy_backend_stores(b, c->from) || !sy_backend_stores(b, c->to))
            continue;
        char what[96];
        snprintf(what, sizeof what, "cast row %zu (%s -> %s)", r, sy_dtype_name(c->from), sy_dtype_name(c->to));
        sy_tensor *x = scalar_on(dev, c->from, c->f, c->i), *y = NULL;
        SY_OK_OR_FAIL(sy_cast(x, c->to, &y));
        expect_scalar(y, c->to, c->want_f, c->want_i, what);
        sy_tensor_release(x);
        sy_tensor_release(y);
    }
    SY_CK_NO_LEAK(snap);
}
END_TEST

typedef struct wrap_row {
    sy_op op;
    sy_dtype dt;
    int64_t a, b, want;
} wrap_row;

/* Integer arithmetic wraps (two's complement). Binary ops take a and b as
 * scalars, unary ops a, sum and matmul the row [a, b] (matmul against a
 * column of ones). */
static const wrap_row wrap_rows[] = {
    {SY_OP_ADD, SY_DTYPE_I32, INT32_MAX, 1, INT32_MIN},
    {SY_OP_SUB, SY_DTYPE_I32, INT32_MIN, 1, INT32_MAX},
    {SY_OP_MUL, SY_DTYPE_I32, 65536, 65536, 0},
    {SY_OP_MUL, SY_DTYPE_I32, 46341, 46341, -2147479015},
    {SY_OP_ADD, SY_DTYPE_I64, INT64_MAX, 1, INT64_MIN},
    {SY_OP_SUB, SY_DTYPE_I64, INT64_MIN, 2, INT64_MAX - 1},
    {SY_OP_MUL, SY_DTYPE_I64, INT64_MAX, 2, -2},
    {SY_OP_NEG, SY_DTYPE_I32, INT32_MIN, 0, INT32_MIN},
    {SY_OP_ABS, SY_DTYPE_I64, INT64_MIN, 0, INT64_MIN},
    {SY_OP_SUM, SY_DTYPE_I32, INT32_MAX, 1, INT32_MIN},
    {SY_OP_SUM, SY_DTYPE_I64, INT64_MIN, -1, INT64_MAX},
    {SY_OP_MATMUL, SY_DTYPE_I64, INT64_MAX, 3, INT64_MIN + 2},
    {SY_OP_MATMUL, SY_DTYPE_I32, INT32_MAX, INT32_MAX, -2},
    {SY_OP_ADD, SY_DTYPE_U8, 200, 100, 44},
    {SY_OP_SUB, SY_DTYPE_U8, 1, 2, 255},
    {SY_OP_NEG, SY_DTYPE_U8, 1, 0, 255},
    {SY_OP_ABS, SY_DTYPE_U8, 200, 0, 200},
    {SY_OP_MUL, SY_DTYPE_U8, 16, 17, 16},
    {SY_OP_ADD, SY_DTYPE_I8, 127, 1, -128},
    {SY_OP_NEG, SY_DTYPE_I8, -128, 0, -128},
    {SY_OP_ABS, SY_DTYPE_I8, -128, 0, -128},
    {SY_OP_MUL, SY_DTYPE_I16, 256, 256, 0},
    {SY_OP_SUB, SY_DTYPE_I16, -32768, 1, 32767},
    {SY_OP_SUM, SY_DTYPE_U8, 255, 2, 1},
    {SY_OP_SUM, SY_DTYPE_I8, 100, 100, -56},
    {SY_OP_MATMUL, SY_DTYPE_I16, 30000, 30000, -5536},
    /* u16, u32, u64 (a u64 written as its bits: -1 is 2^64 - 1, INT64_MIN
     * 2^63), with the ops whose u64 results depend on its values being above
     * INT64_MAX: compares, maximum, minimum, div, mod, shifts */
    {SY_OP_ADD, SY_DTYPE_U16, 65535, 1, 0},
    {SY_OP_SUM, SY_DTYPE_U16, 65535, 65535, 65534},
    {SY_OP_MUL, SY_DTYPE_U16, 256, 256, 0},
    {SY_OP_ADD, SY_DTYPE_U32, 4294967295, 1, 0},
    {SY_OP_SUB, SY_DTYPE_U32, 0, 1, 4294967295},
    {SY_OP_MUL, SY_DTYPE_U32, 65536, 65536, 0},
    {SY_OP_MATMUL, SY_DTYPE_U32, 4294967295, 2, 1},
    {SY_OP_ADD, SY_DTYPE_U64, -1, 1, 0},
    {SY_OP_SUB, SY_DTYPE_U64, 0, 1, -1},
    {SY_OP_MUL, SY_DTYPE_U64, INT64_MIN, 2, 0},
    {SY_OP_NEG, SY_DTYPE_U64, 1, 0, -1},
    {SY_OP_ABS, SY_DTYPE_U64, -1, 0, -1},
    {SY_OP_RELU, SY_DTYPE_U64, INT64_MIN, 0, INT64_MIN},
    {SY_OP_SUM, SY_DTYPE_U64, -1, 2, 1},
    {SY_OP_MATMUL, SY_DTYPE_U64, INT64_MIN, INT64_MIN, 0},
    {SY_OP_MAXIMUM, SY_DTYPE_U64, -1, 1, -1},
    {SY_OP_MINIMUM, SY_DTYPE_U64, INT64_MIN, INT64_MAX, INT64_MAX},
    {SY_OP_GT, SY_DTYPE_U64, -1, 1, 1},
    {SY_OP_LT, SY_DTYPE_U64, INT64_MIN, INT64_MAX, 0},
    {SY_OP_DIV, SY_DTYPE_U64, -1, 2, INT64_MAX},
    {SY_OP_DIV, SY_DTYPE_U64, INT64_MIN, -1, 0},
    {SY_OP_MOD, SY_DTYPE_U64, -1, 10, 5},
    {SY_OP_FMOD, SY_DTYPE_U64, -1, INT64_MIN, INT64_MAX},
    {SY_OP_MOD, SY_DTYPE_U64, -1, 0, 0}, /* a zero divisor gives 0, as for every integer */
    {SY_OP_POW, SY_DTYPE_U64, 2, 63, INT64_MIN},
    {SY_OP_POW, SY_DTYPE_U64, 3, INT64_MIN, 1}, /* an exponent above INT64_MAX is not negative */
    {SY_OP_SHIFT_LEFT, SY_DTYPE_U64, 1, 63, INT64_MIN},
    {SY_OP_SHIFT_LEFT, SY_DTYPE_U64, 1, 64, 0},
    {SY_OP_SHIFT_RIGHT, SY_DTYPE_U64, -1, 63, 1},
    {SY_OP_SHIFT_RIGHT, SY_DTYPE_U64, -1, -1, 0},
    {SY_OP_SHIFT_LEFT, SY_DTYPE_U32, 1, 32, 0},
    {SY_OP_SHIFT_RIGHT, SY_DTYPE_U16, 65535, 15, 1},
};

/* ints (wrapped to dt) with shape s, made on cpu and moved to dev */
static sy_tensor *ints_on(sy_device dev, sy_dtype dt, const int64_t *v, sy_ck_shape s)
{
    int64_t n = numel_of(&s);
    int64_t buf[8];
    ck_assert_int_le(n, 8);
    for (int64_t j = 0; j < n; j++)
        sy_ck_store_int(buf, j, dt, v[j]);
    sy_tensor *c = NULL, *t = NULL;
    SY_OK_OR_FAIL(sy_tensor_from_data(buf, dt, s.d, s.rank, cpu0, &c));
    SY_OK_OR_FAIL(sy_to_device(c, dev, &t));
    sy_tensor_release(c);
    return t;
}

START_TEST(test_int_wrap)
{
    sy_device dev = g_devs[_i];
    sy_ck_leak snap = sy_ck_leak_snap();
    for (size_t r = 0; r < sizeof wrap_rows / sizeof wrap_rows[0]; r++) {
        const wrap_row *w = &wrap_rows[r];
        if (!sy_backend_stores((sy_backend)dev.backend, w->dt))
            continue;
        char what[64];
        snprintf(what, sizeof what, "wrap row %zu (sy_%s %s)", r, sy_op_name(w->op), sy_dtype_name(w->dt));
        const int64_t pair[2] = {w->a, w->b}, ones[2] = {1, 1};
        sy_tensor *in[2] = {NULL, NULL}, *y = NULL;
        switch (sy__op_table[w->op].cls) {
        case SY__CLASS_REDUCE:
            in[0] = ints_on(dev, w->dt, pair, (sy_ck_shape)S1(2));
            SY_OK_OR_FAIL(sy_sum(in[0], SY_AXIS_ALL, false, &y));
            break;
        case SY__CLASS_MATMUL:
            in[0] = ints_on(dev, w->dt, pair, (sy_ck_shape)S2(1, 2));
            in[1] = ints_on(dev, w->dt, ones, (sy_ck_shape)S2(2, 1));
            SY_OK_OR_FAIL(sy_matmul(in[0], in[1], &y));
            break;
        default:
            in[0] = ints_on(dev, w->dt, &w->a, (sy_ck_shape)S0);
            in[1] = ints_on(dev, w->dt, &w->b, (sy_ck_shape)S0);
            SY_OK_OR_FAIL(sy_ck_call(w->op, in, NULL, &y));
            break;
        }
        sy_ck_vals got = sy_ck_read(y);
        ck_assert_msg(got.n == 1 && got.i[0] == w->want, "%s: got %lld, want %lld", what, (long long)got.i[0],
                      (long long)w->want);
        sy_ck_vals_free(&got);
        sy_tensor_release(in[0]);
        sy_tensor_release(in[1]);
        sy_tensor_release(y);
    }
    SY_CK_NO_LEAK(snap);
}
END_TEST

/* prod of a long row of huge and tiny factors in turn (3000 of them, so
 * opencl takes its tree kernel, whose work-items each multiply every 2^k-th
 * factor): no partial product may overflow to inf or underflow to 0 where
 * cpu's in-order double product does not, which would make inf * 0 = NaN.
 * f32 [3e30, 2e-30]: 6^1500, inf as cpu; f64 [1e200, 1e-200]: 1. */
START_TEST(test_prod_in_any_order)
{
    sy_device dev = g_devs[_i];
    sy_ck_leak snap = sy_ck_leak_snap();
    enum { N = 3000 };
    static float f[N];
    static double d[N];
    for (int i = 0; i < N; i++) {
        f[i] = i % 2 ? 2e-30f : 3e30f;
        d[i] = i % 2 ? 1e-200 : 1e200;
    }
    const int64_t shape[1] = {N};
    const void *data[2] = {f, d};
    const sy_dtype dts[2] = {SY_DTYPE_F32, SY_DTYPE_F64};
    const double want[2] = {INFINITY, 1.0};
    for (int k = 0; k < 2; k++) {
        if (!sy_backend_stores((sy_backend)dev.backend, dts[k]))
            continue;
        sy_tensor *x = NULL, *y = NULL;
        SY_OK_OR_FAIL(sy_tensor_from_data(data[k], dts[k], shape, 1, dev, &x));
        SY_OK_OR_FAIL(sy_prod(x, SY_AXIS_ALL, false, &y));
        sy_ck_vals got = sy_ck_read(y);
        ck_assert_msg(got.n == 1 && (got.f[0] == want[k] || fabs(got.f[0] - want[k]) <= 1e-9),
                      "sy_prod %s on device backend %d: got %g, want %g", sy_dtype_name(dts[k]), (int)dev.backend,
                      got.f[0], want[k]);
        sy_ck_vals_free(&got);
        sy_tensor_release(x);
        sy_tensor_release(y);
    }
    SY_CK_NO_LEAK(snap);
}
END_TEST

/* ==== where each op runs ================================================================== */

/* The own kernels of backends.yaml, written out independently of the
 * generated tables: cpu has every op; simd the ops its `ops:` names, with
 * their dtypes (an op added since is not simd's, so adding one leaves this
 * alone); blas matmul (f32, f64); sim none. Everything else runs on the fallback chain: blas
 * falls back to simd, simd, sim and opencl to cpu, and a backend left out of
 * the build is skipped. Views run on the backend itself. */
static bool yaml_own(sy_backend b, sy_op op, sy_dtype dt)
{
    bool fl = dt == SY_DTYPE_F32 || dt == SY_DTYPE_F64;
    switch (b) {
    case SY_BACKEND_CPU:
        return true;
    case SY_BACKEND_SIMD: /* its ops: in backends.yaml, written out; an op not named is not simd's */
        switch (op) {
        case SY_OP_EXP:
        case SY_OP_LOG:
        case SY_OP_TANH:
        case SY_OP_SIGMOID:
        case SY_OP_SIN:
        case SY_OP_COS:
        case SY_OP_ERF:
        case SY_OP_SOFTMAX:
        case SY_OP_LOG_SOFTMAX:
        case SY_OP_LAYER_NORM:
            return dt == SY_DTYPE_F32;
        case SY_OP_CONV2D:
        case SY_OP_CONV2D_BACKWARD_INPUT:
        case SY_OP_CONV2D_BACKWARD_WEIGHT:
        case SY_OP_MAX_POOL2D:
        case SY_OP_MATMUL:
        case SY_OP_SQRT:
        case SY_OP_DIV:
        case SY_OP_MEAN:
            return fl;
        case SY_OP_NEG:
        case SY_OP_ABS:
        case SY_OP_RELU:
        case SY_OP_ADD:
        case SY_OP_SUB:
        case SY_OP_MUL:
        case SY_OP_MAXIMUM:
        case SY_OP_SUM:
        case SY_OP_MAX:
            return fl || dt == SY_DTYPE_I32 || dt == SY_DTYPE_I64;
        case SY_OP_ZEROS:
        case SY_OP_ONES:
        case SY_OP_FULL:
        case SY_OP_EQ:
        case SY_OP_LT:
        case SY_OP_GT:
        case SY_OP_WHERE:
        case SY_OP_CAST:
            return fl || dt == SY_DTYPE_I32 || dt == SY_DTYPE_I64 || dt == SY_DTYPE_BOOL;
        default: /* every op added since simd's kernels were written: cpu's */
            return false;
        }
    case SY_BACKEND_BLAS:
        return op == SY_OP_MATMUL && fl;
    default: /* a backend added since: the generated table of own kernels */
        return SY__DTYPE_IN(dt, sy__own_kernels[b][op]);
    }
}

/* The fallback of backends.yaml, written out like yaml_own. */
static unsigned yaml_fallback(sy_backend b)
{
    switch (b) {
    case SY_BACKEND_CPU:
        return SY__NO_FALLBACK;
    case SY_BACKEND_BLAS:
        return SY_BACKEND_SIMD;
    case SY_BACKEND_SIMD:
    case SY_BACKEND_SIM:
    case SY_BACKEND_OPENCL:
        return SY_BACKEND_CPU;
    default: /* a backend added since: its table row (the first of its chain that is compiled in) */
        return sy__backend_table[b].fallback;
    }
}

/* The first backend after b on its chain that is compiled in. */
static unsigned next_enabled(sy_backend b)
{
    unsigned c = yaml_fallback(b);
    while (c != SY__NO_FALLBACK && !sy_backend_enabled((sy_backend)c))
        c = yaml_fallback((sy_backend)c);
    return c;
}

/* Whose kernel runs op for dt on b: b's own, else the first backend of its
 * chain that is compiled in and has one. */
static sy_backend yaml_runs_on(sy_backend b, sy_op op, sy_dtype dt)
{
    for (unsigned c = b; c != SY__NO_FALLBACK; c = next_enabled((sy_backend)c))
        if (yaml_own((sy_backend)c, op, dt))
            return (sy_backend)c;
    return SY_BACKEND_ID_LIMIT;
}

START_TEST(test_runs_op_routes)
{
    sy_backend b = g_backends[_i];
    for (int op = 0; op < SY_OP_COUNT; op++)
        for (int dt = 0; dt < SY_DTYPE_COUNT; dt++) {
            bool takes = sy_op_takes_dtype((sy_op)op, (sy_dtype)dt);
            sy_backend exec = SY_BACKEND_ID_LIMIT;
            bool runs = sy_backend_runs_op(b, (sy_op)op, (sy_dtype)dt, &exec);
            ck_assert_msg(runs == takes || !sy_backend_stores(b, (sy_dtype)dt), "%s %s on %s: runs %d, takes %d",
                          sy_op_name((sy_op)op), sy_dtype_name((sy_dtype)dt), sy_backend_name(b), (int)runs,
                          (int)takes);
            if (!takes || !sy_backend_stores(b, (sy_dtype)dt))
                continue; /* (what runs_op says of a dtype b cannot hold is left open) */
            /* UNSUPPORTED is unreachable: every chain ends at cpu */
            bool view = sy__op_table[op].route == NULL, own = !view && yaml_own(b, (sy_op)op, (sy_dtype)dt);
            sy_backend want = view ? b : yaml_runs_on(b, (sy_op)op, (sy_dtype)dt);
            ck_assert_msg(exec == want, "%s %s on %s runs on %s, want %s", sy_op_name((sy_op)op),
                          sy_dtype_name((sy_dtype)dt), sy_backend_name(b), sy_backend_name(exec),
                          sy_backend_name(want));
            ck_assert_msg(sy_backend_supports_op(b, (sy_op)op, (sy_dtype)dt) == own, "%s %s: supports_op on %s",
                          sy_op_name((sy_op)op), sy_dtype_name((sy_dtype)dt), sy_backend_name(b));
            ck_assert(sy_backend_runs_op(b, (sy_op)op, (sy_dtype)dt, NULL));
        }
    /* the table's fallback is the first backend of the chain that is compiled in */
    ck_assert_uint_eq(sy__backend_table[b].fallback, next_enabled(b));
    /* capture devices record instead of running */
    ck_assert(!sy_backend_runs_op(SY_BACKEND_CAPTURE, SY_OP_ADD, SY_DTYPE_F32, NULL));
}
END_TEST

/* The fast path's generated tables hold what each route picks: for a host
 * backend, an op of the fast path and a dtype it takes, the kernel of the
 * route (when that kernel's backend is on host memory); NULL everywhere else.
 * Run in every backend subset the matrix builds, where the tables' #if
 * chains pick other links. */
/* The matrix's op sample (SY_CK_OP_SAMPLE=1) keeps every family and every
 * set of backends that takes an op: each op left out has a kept op before it
 * of its family, taken by the same backends of this build in the same dtypes. */
START_TEST(test_op_sample_keeps_every_route)
{
    int kept = 0;
    for (int op = 0; op < SY_OP_COUNT; op++) {
        if (sy_ck_op_kept((sy_op)op)) {
            kept++;
            continue;
        }
        bool stood_for = false;
        for (int o = 0; o < op && !stood_for; o++) {
            if (sy__op_table[o].cls != sy__op_table[op].cls || !sy_ck_op_kept((sy_op)o))
                continue;
            bool same = true;
            for (int i = 0; i < SY_BACKEND_COUNT && same; i++)
                for (int dt = 0; dt < SY_DTYPE_COUNT && same; dt++)
                    same = sy_backend_supports_op(sy__backend_order[i], (sy_op)o, (sy_dtype)dt) ==
                           sy_backend_supports_op(sy__backend_order[i], (sy_op)op, (sy_dtype)dt);
            stood_for = same;
        }
        ck_assert_msg(stood_for, "%s is left out of the op sample, and no kept op of its family has its routes",
                      sy__op_table[op].name);
    }
    ck_assert_int_gt(kept, 0);
    ck_assert_int_le(kept, SY_OP_COUNT);
}
END_TEST

START_TEST(test_fast_path_kernels_are_the_routes)
{
    sy_backend b = g_backends[_i];
    for (int op = 0; op < SY_OP_COUNT; op++) {
        const sy__op_info *info = &sy__op_table[op];
        ck_assert_ptr_nonnull(info->fast_kernels);
        for (int dt = 0; dt < SY_DTYPE_COUNT; dt++) {
            sy_ew_kernel want = NULL;
            sy__route r;
            if (info->fast && sy__backend_table[b].host && SY__DTYPE_IN(dt, info->dtypes) &&
                info->route(b, (sy_dtype)dt, &r) && sy__backend_table[r.backend].host)
                want = r.kernel.ew;
            ck_assert_msg(info->fast_kernels[b][dt] == want, "%s %s on %s: the fast path's kernel is not the route's",
                          info->name, sy_dtype_name((sy_dtype)dt), sy_backend_name(b));
        }
    }
}
END_TEST

/* What sy_backend_supports_op says is what runs: every (op, dtype) a backend
 * claims (kernels/<b>/sy_<b>_claims.h, through backends.yaml) runs on its own
 * kernel without a refusal, in every shape case where cpu runs it; and a
 * backend without a fallback claims every dtype every op takes (the generator
 * refuses the yaml otherwise). The values are test_op_matches_cpu's. */
START_TEST(test_supports_op_runs)
{
    sy_backend b = g_backends[_i];
    const sy_device dev = sy_device_of(b, 0), cpu = sy_device_of(SY_BACKEND_CPU, 0);
    sy_ck_leak snap = sy_ck_leak_snap();
    int ran = 0, claimed = 0;
    for (int op = 0; op < SY_OP_COUNT; op++) {
        const sy__op_info *info = &sy__op_table[op];
        if (info->route == NULL)
            continue; /* views: the runtime's */
        for (int dt = 0; dt < SY_DTYPE_COUNT; dt++) {
            const bool own = sy_backend_supports_op(b, (sy_op)op, (sy_dtype)dt);
            claimed += own;
            if (sy__backend_table[b].fallback == SY__NO_FALLBACK && sy_backend_stores(b, (sy_dtype)dt))
                ck_assert_msg(own == sy_op_takes_dtype((sy_op)op, (sy_dtype)dt),
                              "%s, the end of its chains, supports %s on %s: %d", sy_backend_name(b),
                              sy_op_name((sy_op)op), sy_dtype_name((sy_dtype)dt), (int)own);
        }
        if (!SY_CK_HAS_CASES(op))
            continue;
        sy_ck_each it;
        for (sy_ck_each_start((sy_op)op, &it); sy_ck_each_next(&it);) {
            if (!sy_backend_supports_op(b, (sy_op)op, it.dt))
                continue;
            sy_tensor *in_b[3] = {NULL, NULL, NULL}, *in_c[3] = {NULL, NULL, NULL}, *out_b = NULL, *out_c = NULL;
            for (int i = 0; i < info->n_in; i++) {
                SY_OK_OR_FAIL(sy_ck_each_input(&it, i, cpu, &in_c[i]));
                SY_OK_OR_FAIL(sy_to_device(in_c[i], dev, &in_b[i]));
            }
            sy_ck_attrs at = it.at;
            at.device = cpu;
            const sy_status want = sy_ck_call((sy_op)op, in_c, &at, &out_c);
            at.device = dev;
            const sy_status got = sy_ck_call((sy_op)op, in_b, &at, &out_b);
            ck_assert_msg(got == want, "%s on %s (claimed): %s, cpu %s: %s", it.what, sy_backend_name(b),
                          sy_status_name(got), sy_status_name(want), sy_last_error());
            ran += got == SY_OK;
            sy_tensor_release(out_b);
            sy_tensor_release(out_c);
            for (int i = 0; i < info->n_in; i++) {
                sy_tensor_release(in_b[i]);
                sy_tensor_release(in_c[i]);
            }
        }
    }
    ck_assert_msg(claimed == 0 || ran > 0, "%s claims %d pairs, none ran", sy_backend_name(b), claimed);
    SY_CK_NO_LEAK(snap);
}
END_TEST

/* An op a backend leaves to its chain runs the kernel sy_backend_runs_op
 * names: on b its results equal, bit for bit, the op on that backend's own
 * device (unary and binary float ops, whose kernels round differently from
 * backend to backend: exp on simd is not exp on cpu). */
START_TEST(test_chain_runs_the_named_kernel)
{
    sy_backend b = g_backends[_i];
    sy_ck_leak snap = sy_ck_leak_snap();
    enum { N = 999 };
    const int64_t shape[1] = {N};
    double vals[N];
    float fvals[N];
    int checked = 0;
    for (int op = 0; op < SY_OP_COUNT; op++) {
        sy__class cls = sy__op_table[op].cls;
        if (cls != SY__CLASS_UNARY && cls != SY__CLASS_BINARY)
            continue;
        for (int dt = 0; dt < SY_DTYPE_COUNT; dt++) {
            sy_backend exec;
            if (sy__dtype_table[dt].category != SY__CATEGORY_FLOAT || !sy_backend_stores(b, (sy_dtype)dt) ||
                !sy_backend_runs_op(b, (sy_op)op, (sy_dtype)dt, &exec) || exec == b ||
                sy_backend_device_count(exec) == 0)
                continue;
            size_t size = sy__dtype_table[dt].size, n_in = (size_t)sy__op_table[op].n_in;
            sy_tensor *in[2][2] = {{NULL, NULL}, {NULL, NULL}}, *y[2] = {NULL, NULL};
            const sy_device devs[2] = {sy_device_of(b, 0), sy_device_of(exec, 0)};
            for (size_t k = 0; k < n_in; k++) {
                for (int j = 0; j < N; j++) { /* in (0.1, 2.1): every unary op is finite there */
                    vals[j] = 0.1 + (double)(sy_ck_mix((uint32_t)(op * 7 + (int)k), (uint64_t)j) % 20000u) * 1e-4;
                    fvals[j] = (float)vals[j];
                }
                const void *data = size == sizeof(float) ? (const void *)fvals : (const void *)vals;
                for (int d = 0; d < 2; d++)
                    ck_assert_int_eq(sy_tensor_from_data(data, (sy_dtype)dt, shape, 1, devs[d], &in[d][k]), SY_OK);
            }
            for (int d = 0; d < 2; d++)
                ck_assert_msg(sy_ck_call((sy_op)op, in[d], NULL, &y[d]) == SY_OK, "sy_%s %s on %s: %s",
                              sy_op_name((sy_op)op), sy_dtype_name((sy_dtype)dt),
                              sy_backend_name((sy_backend)devs[d].backend), sy_last_error());
            double got[N], want[N];
            ck_assert_int_eq(sy_tensor_to_data(y[0], got, (size_t)N * size), SY_OK);
            ck_assert_int_eq(sy_tensor_to_data(y[1], want, (size_t)N * size), SY_OK);
            ck_assert_msg(memcmp(got, want, (size_t)N * size) == 0, "sy_%s %s on %s differs from %s's own kernel",
                          sy_op_name((sy_op)op), sy_dtype_name((sy_dtype)dt), sy_backend_name(b),
                          sy_backend_name(exec));
            for (int d = 0; d < 2; d++) {
                sy_tensor_release(y[d]);
                for (size_t k = 0; k < n_in; k++)
                    sy_tensor_release(in[d][k]);
            }
            checked++;
        }
    }
    /* the shipped chain blas -> simd: this test is not vacuous where it matters */
    if (b == SY_BACKEND_BLAS && sy_backend_enabled(SY_BACKEND_SIMD))
        ck_assert_int_gt(checked, 0);
    SY_CK_NO_LEAK(snap);
}
END_TEST

/* ==== errors ================================================================================== */

static sy_tensor *mk(sy_device dev, sy_dtype dt, sy_ck_shape s)
{
    sy_ck_in spec = {.base = s};
    sy_tensor *t = NULL;
    SY_OK_OR_FAIL(sy_ck_input(&spec, dt, SY_CK_DATA_ANY, 7, dev, &t));
    return t;
}

#define F32 SY_DTYPE_F32
#define I32 SY_DTYPE_I32
#define I64 SY_DTYPE_I64
#define BOOL SY_DTYPE_BOOL

/* One failing call per function: builds its inputs on dev, calls, releases. */
#define ERR_BINARY(fn, op, dta, sa, dtb, sb)                                                                  \
    static sy_status fn(sy_device dev, sy_tensor **out)                                                       \
    {                                                                                                         \
        sy_tensor *a = mk(dev, dta, (sy_ck_shape)sa), *b = mk(dev, dtb, (sy_ck_shape)sb);                     \
        sy_status st = op(a, b, out);                                                                         \
        sy_tensor_release(a);                                                                                 \
        sy_tensor_release(b);                                                                                 \
        return st;                                                                                            \
    }
#define ERR_UNARY(fn, dta, sa, CALL)                                                                          \
    static sy_status fn(sy_device dev, sy_tensor **out)                                                       \
    {                                                                                                         \
        sy_tensor *a = mk(dev, dta, (sy_ck_shape)sa);                                                         \
        sy_status st = CALL;                                                                                  \
        sy_tensor_release(a);                                                                                 \
        return st;                                                                                            \
    }
#define ERR_WHERE(fn, dtc, sc, dta, sa, dtb, sb)                                                              \
    static sy_status fn(sy_device dev, sy_tensor **out)                                                       \
    {                                                                                                         \
        sy_tensor *c = mk(dev, dtc, (sy_ck_shape)sc), *a = mk(dev, dta, (sy_ck_shape)sa),                     \
                  *b = mk(dev, dtb, (sy_ck_shape)sb);                                                         \
        sy_status st = sy_where(c, a, b, out);                                                                \
        sy_tensor_release(c);                                                                                 \
        sy_tensor_release(a);                                                                                 \
        sy_tensor_release(b);                                                                                 \
        return st;                                                                                            \
    }
#define ERR_FILL(fn, CALL)                                                                                    \
    static sy_status fn(sy_device dev, sy_tensor **out)                                                       \
    {                                                                                                         \
        return CALL;                                                                                          \
    }

static const int64_t shape23[2] = {2, 3}, shape_neg[2] = {2, -2}, shape9[9] = {1, 1, 1, 1, 1, 1, 1, 1, 1};
static const int perm_dup[2] = {0, 0}, perm_range[2] = {0, 2}, perm_short[1] = {0};

ERR_BINARY(e_add_shapes, sy_add, F32, S2(2, 3), F32, S2(4, 3))
ERR_BINARY(e_eq_shapes, sy_eq, I32, S1(3), I32, S1(4))
ERR_WHERE(e_where_shapes, BOOL, S2(2, 3), F32, S1(3), F32, S3(2, 1, 2))
ERR_BINARY(e_matmul_inner, sy_matmul, F32, S2(2, 3), F32, S2(4, 5))
ERR_BINARY(e_matmul_rank1, sy_matmul, F32, S1(3), F32, S2(3, 2))
ERR_BINARY(e_matmul_rank1_b, sy_matmul, F32, S2(2, 3), F32, S1(3))
ERR_BINARY(e_matmul_batch, sy_matmul, F32, S3(2, 3, 4), F32, S3(3, 4, 5))
ERR_UNARY(e_reshape_count, F32, S2(2, 3), sy_reshape(a, (int64_t[]){4, 2}, 2, out))
ERR_UNARY(e_reshape_infer, F32, S2(2, 3), sy_reshape(a, (int64_t[]){-1, 4}, 2, out))
ERR_UNARY(e_reshape_two_infer, F32, S2(2, 3), sy_reshape(a, (int64_t[]){-1, -1}, 2, out))
ERR_UNARY(e_reshape_null, F32, S2(2, 3), sy_reshape(a, NULL, 2, out))
ERR_UNARY(e_expand_shape, F32, S2(3, 2), sy_expand(a, (int64_t[]){3, 4}, 2, out))
ERR_UNARY(e_expand_fewer, F32, S2(2, 3), sy_expand(a, (int64_t[]){3}, 1, out))
ERR_UNARY(e_max_empty_axis, F32, S2(0, 3), sy_max(a, 0, false, out))
ERR_UNARY(e_max_empty_all, I64, S2(0, 3), sy_max(a, SY_AXIS_ALL, true, out))
ERR_UNARY(e_sum_axes_twice, F32, S3(2, 3, 4), sy_sum(a, SY_AXES(0, 0), false, out))
ERR_UNARY(e_mean_axes_same, F32, S3(2, 3, 4), sy_mean(a, SY_AXES(0, -3), true, out))
ERR_UNARY(e_max_axes_range, I32, S3(2, 3, 4), sy_max(a, SY_AXES(1, 3), false, out))
ERR_UNARY(e_l2_axes_neg_range, F32, S2(2, 3), sy_l2(a, SY_AXES(-3, 0), false, out))
ERR_UNARY(e_prod_axes_outside, F32, S2(2, 3), sy_prod(a, SY_AXES(0, 9), false, out))
ERR_UNARY(e_sum_axes_nine, F32, S2(2, 3), sy_sum(a, SY_AXES(0, 1, 2, 3, 4, 5, 6, 7, -1), false, out))
ERR_UNARY(e_log_sum_axes_empty, F32, S2(2, 3), sy_log_sum(a, SY__AXES_FLAG, false, out))
ERR_UNARY(e_min_axes_empty_axis, F32, S3(2, 0, 3), sy_min(a, SY_AXES(0, 1), true, out))
ERR_UNARY(e_transpose_axes, F32, S2(2, 3), sy_transpose(a, SY_AXES(0, 1), 1, out))
ERR_BINARY(e_add_f32_i32, sy_add, F32, S2(2, 3), I32, S2(2, 3))
ERR_BINARY(e_matmul_f32_i64, sy_matmul, F32, S2(2, 3), I64, S2(3, 2))
ERR_BINARY(e_lt_bool_i32, sy_lt, BOOL, S1(3), I32, S1(3))
ERR_WHERE(e_where_cond_i32, I32, S1(3), F32, S1(3), F32, S1(3))
ERR_WHERE(e_where_cond_f32, F32, S1(3), F32, S1(3), F32, S1(3))
ERR_WHERE(e_where_ab, BOOL, S1(3), F32, S1(3), I32, S1(3))
ERR_BINARY(e_pow_bool, sy_pow, BOOL, S1(3), BOOL, S1(3))
ERR_UNARY(e_exp_i64, I64, S1(3), sy_exp(a, out))
ERR_UNARY(e_sum_bool, BOOL, S1(3), sy_sum(a, 0, false, out))
ERR_BINARY(e_matmul_bool, sy_matmul, BOOL, S2(2, 2), BOOL, S2(2, 2))
ERR_UNARY(e_sum_axis, F32, S2(2, 3), sy_sum(a, 2, false, out))
ERR_UNARY(e_mean_axis, F32, S2(2, 3), sy_mean(a, -3, true, out))
ERR_UNARY(e_max_axis_scalar, I32, S0, sy_max(a, 0, false, out))
ERR_UNARY(e_permute_dup, F32, S2(2, 3), sy_permute(a, perm_dup, 2, out))
ERR_UNARY(e_permute_range, F32, S2(2, 3), sy_permute(a, perm_range, 2, out))
ERR_UNARY(e_permute_short, F32, S2(2, 3), sy_permute(a, perm_short, 1, out))
ERR_UNARY(e_permute_null, F32, S2(2, 3), sy_permute(a, NULL, 2, out))
ERR_UNARY(e_transpose_dim, F32, S2(2, 3), sy_transpose(a, 0, 2, out))
ERR_UNARY(e_transpose_neg, F32, S2(2, 3), sy_transpose(a, -3, 1, out))
ERR_UNARY(e_cast_dtype, F32, S1(2), sy_cast(a, (sy_dtype)99, out))
ERR_FILL(e_full_frac, sy_full(shape23, 2, 1.5, SY_DTYPE_I32, dev, out))
ERR_FILL(e_full_big, sy_full(shape23, 2, 3e9, SY_DTYPE_I32, dev, out))
ERR_FILL(e_full_i64_big, sy_full(shape23, 2, 9.3e18, SY_DTYPE_I64, dev, out))
ERR_FILL(e_full_nan, sy_full(shape23, 2, NAN, SY_DTYPE_I32, dev, out))
ERR_FILL(e_full_f32_big, sy_full(shape23, 2, 1e300, SY_DTYPE_F32, dev, out))
ERR_FILL(e_zeros_null, sy_zeros(NULL, 2, SY_DTYPE_F32, dev, out))
ERR_FILL(e_ones_rank9, sy_ones(shape9, 9, SY_DTYPE_F32, dev, out))
ERR_FILL(e_zeros_neg, sy_zeros(shape_neg, 2, SY_DTYPE_I32, dev, out))
ERR_FILL(e_ones_dtype, sy_ones(shape23, 2, (sy_dtype)99, dev, out))

#define ROW(fn, st, msg) {#fn, SY_E_##st, msg, fn}

/* Calls that fail the same way on every device (the shape and dtype rules
 * are the backends' common ground), with their exact sy_last_error(). */
static const sy_ck_error errors[] = {
    ROW(e_add_shapes, SHAPE_MISMATCH, "sy_add: shapes [2, 3] and [4, 3] do not broadcast (axis -2: 2 vs 4)"),
    ROW(e_eq_shapes, SHAPE_MISMATCH, "sy_eq: shapes [3] and [4] do not broadcast (axis -1: 3 vs 4)"),
    ROW(e_where_shapes, SHAPE_MISMATCH,
        "sy_where: shapes [2, 3] and [3] and [2, 1, 2] do not broadcast (axis -1: 3 vs 2)"),
    ROW(e_matmul_inner, SHAPE_MISMATCH, "sy_matmul: inner dimensions differ: [2, 3] @ [4, 5] (3 vs 4)"),
    ROW(e_matmul_rank1, SHAPE_MISMATCH, "sy_matmul: both inputs need rank >= 2, got [3] and [3, 2]"),
    ROW(e_matmul_rank1_b, SHAPE_MISMATCH, "sy_matmul: both inputs need rank >= 2, got [2, 3] and [3]"),
    ROW(e_matmul_batch, SHAPE_MISMATCH, "sy_matmul: batch dimensions of [2, 3, 4] and [3, 4, 5] do not broadcast"),
    ROW(e_reshape_count, SHAPE_MISMATCH, "sy_reshape: cannot reshape [2, 3] (6 elements) to [4, 2] (8 elements)"),
    ROW(e_reshape_infer, SHAPE_MISMATCH, "sy_reshape: cannot infer -1 reshaping [2, 3] to [-1, 4]"),
    ROW(e_expand_shape, SHAPE_MISMATCH, "sy_expand: cannot expand [3, 2] to [3, 4]"),
    ROW(e_expand_fewer, SHAPE_MISMATCH, "sy_expand: cannot expand [2, 3] to fewer dimensions [3]"),
    ROW(e_max_empty_axis, SHAPE_MISMATCH, "sy_max: cannot reduce the empty axis 0 of [0, 3] (no identity)"),
    ROW(e_max_empty_all, SHAPE_MISMATCH, "sy_max: cannot reduce the empty tensor [0, 3] (no identity)"),
    ROW(e_sum_axes_twice, INVALID_ARGUMENT,
        "sy_sum: SY_AXES was given 2 axes but names 1 distinct ones (0): an axis twice (shape [2, 3, 4])"),
    ROW(e_mean_axes_same, INVALID_ARGUMENT, "sy_mean: the axes (0, -3) name axis 0 twice for shape [2, 3, 4]"),
    ROW(e_max_axes_range, INVALID_ARGUMENT, "sy_max: axis 3 of the axes (1, 3) is out of range for shape [2, 3, 4]"),
    ROW(e_l2_axes_neg_range, INVALID_ARGUMENT, "sy_l2: axis -3 of the axes (0, -3) is out of range for shape [2, 3]"),
    ROW(e_prod_axes_outside, INVALID_ARGUMENT,
        "sy_prod: SY_AXES was given an axis outside -8..7: (0, an axis outside -8..7) (shape [2, 3])"),
    ROW(e_sum_axes_nine, INVALID_ARGUMENT,
        "sy_sum: SY_AXES was given more than 8 axes (0, 1, 2, 3, 4, 5, 6, 7) (shape [2, 3])"),
    ROW(e_log_sum_axes_empty, INVALID_ARGUMENT,
        "sy_log_sum: the set of axes is empty (shape [2, 3]); SY_AXIS_ALL reduces every axis"),
    ROW(e_min_axes_empty_axis, SHAPE_MISMATCH,
        "sy_min: cannot reduce the empty axis 1 (of the axes (0, 1)) of [2, 0, 3] (no identity)"),
    ROW(e_transpose_axes, INVALID_ARGUMENT,
        "sy_transpose: dim0 takes one axis, not the set of axes (0, 1) (SY_AXES), for rank 2"),
    ROW(e_add_f32_i32, DTYPE_MISMATCH, "sy_add: a is f32 but b is i32; cast one first"),
    ROW(e_matmul_f32_i64, DTYPE_MISMATCH, "sy_matmul: a is f32 but b is i64; cast one first"),
    ROW(e_lt_bool_i32, DTYPE_MISMATCH, "sy_lt: a is bool but b is i32; cast one first"),
    ROW(e_where_cond_i32, DTYPE_MISMATCH, "sy_where: cond must be bool, got i32"),
    ROW(e_where_cond_f32, DTYPE_MISMATCH, "sy_where: cond must be bool, got f32"),
    ROW(e_where_ab, DTYPE_MISMATCH, "sy_where: a is f32 but b is i32; cast one first"),
    ROW(e_pow_bool, DTYPE_UNSUPPORTED, "sy_pow: op pow does not take bool (it takes f32 f64 i32 i64 u8 i8 i16 u16 u32 u64)"),
    ROW(e_exp_i64, DTYPE_UNSUPPORTED, "sy_exp: op exp does not take i64 (it takes f32 f64 f16 bf16)"),
    ROW(e_sum_bool, DTYPE_UNSUPPORTED,
        "sy_sum: op sum does not take bool (it takes f32 f64 i32 i64 u8 i8 i16 f16 bf16 u16 u32 u64)"),
    ROW(e_matmul_bool, DTYPE_UNSUPPORTED,
        "sy_matmul: op matmul does not take bool (it takes f32 f64 i32 i64 u8 i8 i16 f16 bf16 u16 u32 u64)"),
    ROW(e_sum_axis, INVALID_ARGUMENT, "sy_sum: axis 2 is out of range for rank 2"),
    ROW(e_mean_axis, INVALID_ARGUMENT, "sy_mean: axis -3 is out of range for rank 2"),
    ROW(e_max_axis_scalar, INVALID_ARGUMENT, "sy_max: axis 0 is out of range for rank 0"),
    ROW(e_permute_dup, INVALID_ARGUMENT, "sy_permute: entry 1 (0) makes the permutation invalid for rank 2"),
    ROW(e_permute_range, INVALID_ARGUMENT, "sy_permute: entry 1 (2) makes the permutation invalid for rank 2"),
    ROW(e_permute_short, INVALID_ARGUMENT, "sy_permute: the permutation has 1 entries for a tensor of rank 2"),
    ROW(e_permute_null, INVALID_ARGUMENT, "sy_permute: perm is NULL or rank 2 is outside 0..8"),
    ROW(e_transpose_dim, INVALID_ARGUMENT, "sy_transpose: dim1 2 is out of range for rank 2"),
    ROW(e_transpose_neg, INVALID_ARGUMENT, "sy_transpose: dim0 -3 is out of range for rank 2"),
    ROW(e_reshape_two_infer, INVALID_ARGUMENT, "sy_reshape: dimension 1 of the new shape is -1 (one -1 is allowed)"),
    ROW(e_reshape_null, INVALID_ARGUMENT, "sy_reshape: shape is NULL or rank 2 is outside 0..8"),
    ROW(e_cast_dtype, INVALID_ARGUMENT, "sy_cast: dtype 99 is not a sy_dtype"),
    ROW(e_full_frac, INVALID_ARGUMENT, "sy_full: value 1.5 does not fit i32"),
    ROW(e_full_big, INVALID_ARGUMENT, "sy_full: value 3000000000 does not fit i32"),
    ROW(e_full_i64_big, INVALID_ARGUMENT, "sy_full: value 9.3e+18 does not fit i64"),
    ROW(e_full_nan, INVALID_ARGUMENT, "sy_full: value nan does not fit i32"),
    ROW(e_full_f32_big, INVALID_ARGUMENT, "sy_full: value 1.0000000000000001e+300 does not fit f32"),
    ROW(e_zeros_null, INVALID_ARGUMENT, "sy_zeros: shape is NULL or rank 2 is outside 0..8"),
    ROW(e_ones_rank9, INVALID_ARGUMENT, "sy_ones: shape is NULL or rank 9 is outside 0..8"),
    ROW(e_zeros_neg, INVALID_ARGUMENT, "sy_zeros: dimension 1 is negative (-2)"),
    ROW(e_ones_dtype, INVALID_ARGUMENT, "sy_ones: dtype 99 is not a sy_dtype"),
};

const sy_ck_error *sy_ck_errors(size_t *n)
{
    *n = sizeof errors / sizeof errors[0];
    return errors;
}

static sy_tensor *const poison = (sy_tensor *)&cpu0; /* *out must be overwritten with NULL */

/* Checks a failed call: status, *out NULL, sy_last_error() equal to want
 * (or starting with it when prefix), no leak since snap. */
static void expect_failure(sy_status st, sy_tensor *out, sy_status want, const char *msg, bool prefix,
                           sy_ck_leak snap, const char *what)
{
    ck_assert_msg(st == want, "%s: %s (want %s): %s", what, sy_status_name(st), sy_status_name(want), sy_last_error());
    ck_assert_msg(out == NULL, "%s: *out is not NULL after a failure", what);
    if (msg) {
        const char *got = sy_ck_detail(want);
        bool ok = prefix ? strncmp(got, msg, strlen(msg)) == 0 : strcmp(got, msg) == 0;
        ck_assert_msg(ok, "%s: sy_last_error() is\n  \"%s\"\nwant %s\n  \"%s\"", what, got, prefix ? "a start of" : "",
                      msg);
    }
    SY_CK_NO_LEAK(snap);
}

/* _i: row * g_ndev + device */
START_TEST(test_error_table)
{
    const sy_ck_error *e = &errors[_i / g_ndev];
    sy_device dev = g_devs[_i % g_ndev];
    char what[128], ds[SY__DEVICE_STR_MAX];
    snprintf(what, sizeof what, "%s on %s", e->name, dev_str(dev, ds, sizeof ds));
    sy_ck_leak snap = sy_ck_leak_snap();
    sy_tensor *out = poison;
    sy_status st = e->run(dev, &out);
    expect_failure(st, out, e->want, e->msg, false, snap, what);
}
END_TEST

/* Valid inputs for op on dev (the first shape case of its class, dtype dt). */
static int make_inputs(sy_op op, sy_dtype dt, sy_device dev, sy_tensor **in, sy_ck_attrs *at)
{
    size_t n;
    const sy_ck_case *c = sy_ck_cases((sy_op)op, &n);
    if (n == 0)
        return -1; /* an op without cases here */
    *at = sy_ck_variant(op, c, 0);
    at->device = dev;
    at->dtype = sy__op_table[op].cls == SY__CLASS_CAST ? SY_DTYPE_F32 : dt;
    for (int i = 0; i < sy__op_table[op].n_in; i++)
        SY_OK_OR_FAIL(sy_ck_input(&c->in[i], sy_ck_in_dtype(op, i, dt), op == SY_OP_GATHER ? sy_ck_kind(op, i, c)
                                  : SY_CK_DATA_ANY, 3, dev, &in[i]));
    return sy__op_table[op].n_in;
}


/* _i: op * g_ndev + device. An op with an attribute of kind axis that is
 * not a reduction refuses a SY_AXES set, naming op, attribute, axes and
 * its first input's shape. */
START_TEST(test_error_axes_set)
{
    sy_op op = SY_CK_OP_AT(_i / g_ndev);
    const sy__op_info *info = &sy__op_table[op];
    int slot = -1;
    for (int k = 0; k < info->n_attrs; k++)
        if (info->attrs[k].kind == SY__ATTR_AXIS && strcmp(info->attrs[k].name, "axis") == 0)
            slot = k;
    if (slot < 0 || !SY_CK_HAS_CASES(op))
        return;
    sy_device dev = g_devs[_i % g_ndev];
    sy_dtype dt = SY_DTYPE_F32;
    while (!sy_op_takes_dtype(op, dt) && dt + 1 < SY_DTYPE_COUNT)
        dt = (sy_dtype)(dt + 1);
    if (!sy_backend_stores((sy_backend)dev.backend, dt))
        return;
    sy_ck_leak snap = sy_ck_leak_snap();
    sy_tensor *in[3] = {NULL, NULL, NULL}, *out = poison;
    sy_ck_attrs at;
    int n_in = make_inputs(op, dt, dev, in, &at);
    at.axis = SY_AXES(0, 1);
    char what[128], msg[160], ds[SY__DEVICE_STR_MAX];
    dev_str(dev, ds, sizeof ds);
    snprintf(what, sizeof what, "sy_%s(axis SY_AXES(0, 1)) on %s", info->name, ds);
    snprintf(msg, sizeof msg, "sy_%s: axis takes one axis, not the set of axes (0, 1) (SY_AXES); only the reductions "
             "take a set (", info->name);
    sy_status st = sy_ck_call(op, in, &at, &out);
    for (int i = 0; i < n_in; i++)
        sy_tensor_release(in[i]);
    expect_failure(st, out, SY_E_INVALID_ARGUMENT, msg, true, snap, what);
}
END_TEST

/* _i: op * g_ndev + device. NULL out, each NULL input, each dtype the op
 * does not take, each dtype the backend does not store (fills). */
START_TEST(test_error_arguments)
{
    sy_op op = SY_CK_OP_AT(_i / g_ndev);
    if (!SY_CK_HAS_CASES(op))
        return;
    sy_device dev = g_devs[_i % g_ndev];
    sy_backend b = (sy_backend)dev.backend;
    const sy__op_info *info = &sy__op_table[op];
    char what[128], msg[256], ds[SY__DEVICE_STR_MAX];
    dev_str(dev, ds, sizeof ds);
    sy_ck_leak snap = sy_ck_leak_snap();
    sy_tensor *in[3] = {NULL, NULL, NULL}, *out;
    sy_ck_attrs at;

    /* NULL out */
    int n_in = make_inputs(op, SY_DTYPE_F32, dev, in, &at);
    snprintf(what, sizeof what, "sy_%s(out NULL) on %s", info->name, ds);
    snprintf(msg, sizeof msg, "sy_%s: out is NULL", info->name);
    ck_assert_int_eq(sy_ck_call(op, in, &at, NULL), SY_E_INVALID_ARGUMENT);
    ck_assert_str_eq(sy_ck_detail(SY_E_INVALID_ARGUMENT), msg);
    /* each NULL input, the others valid */
    for (int i = 0; i < n_in; i++) {
        if (info->optional & (1u << i))
            continue; /* NULL is an absent optional input: test_optional_and_results */
        sy_tensor *keep = in[i];
        in[i] = NULL;
        out = poison;
        snprintf(what, sizeof what, "sy_%s(input %d NULL) on %s", info->name, i, ds);
        snprintf(msg, sizeof msg, "sy_%s: input %s%s is NULL", info->name, info->in_names[i],
                 info->variadic && i == info->n_in - 1 ? "[0]" : "");
        sy_status st = sy_ck_call(op, in, &at, &out);
        in[i] = keep;
        ck_assert_msg(st == SY_E_INVALID_ARGUMENT && out == NULL, "%s: %s", what, sy_status_name(st));
        ck_assert_str_eq(sy_ck_detail(st), msg);
    }
    for (int i = 0; i < n_in; i++) {
        sy_tensor_release(in[i]);
        in[i] = NULL;
    }
    SY_CK_NO_LEAK(snap);

    /* dtypes the op does not take: "op X does not take D (it takes ...)" */
    char takes[128] = "";
    for (int d = 0; d < SY_DTYPE_COUNT; d++)
        if (sy_op_takes_dtype(op, (sy_dtype)d))
            snprintf(takes + strlen(takes), sizeof takes - strlen(takes), "%s%s", takes[0] ? " " : "",
                     sy_dtype_name((sy_dtype)d));
    for (int d = 0; d < SY_DTYPE_COUNT; d++) {
        if (sy_op_takes_dtype(op, (sy_dtype)d) || !sy_backend_stores(b, (sy_dtype)d))
            continue;
        n_in = make_inputs(op, (sy_dtype)d, dev, in, &at);
        out = poison;
        snprintf(what, sizeof what, "sy_%s on %s %s", info->name, sy_dtype_name((sy_dtype)d), ds);
        snprintf(msg, sizeof msg, "sy_%s: op %s does not take %s (it takes %s)", info->name, info->name,
                 sy_dtype_name((sy_dtype)d), takes);
        sy_status st = sy_ck_call(op, in, &at, &out);
        for (int i = 0; i < n_in; i++) {
            sy_tensor_release(in[i]);
            in[i] = NULL;
        }
        expect_failure(st, out, SY_E_DTYPE_UNSUPPORTED, msg, false, snap, what);
    }

    /* dtypes the backend does not store (f64 on sim): fills and casts make them */
    for (int d = 0; d < SY_DTYPE_COUNT; d++) {
        if (sy_backend_stores(b, (sy_dtype)d) || !sy_op_takes_dtype(op, (sy_dtype)d))
            continue;
        if (info->cls != SY__CLASS_FILL && info->cls != SY__CLASS_CAST)
            continue; /* other ops cannot get such inputs onto b */
        n_in = make_inputs(op, SY_DTYPE_F32, dev, in, &at);
        at.dtype = (sy_dtype)d;
        at.value = 1;
        out = poison;
        snprintf(what, sizeof what, "sy_%s to %s on %s", info->name, sy_dtype_name((sy_dtype)d), ds);
        snprintf(msg, sizeof msg, "sy_%s: backend %s does not store %s", info->name, sy_backend_name(b),
                 sy_dtype_name((sy_dtype)d));
        sy_status st = sy_ck_call(op, in, &at, &out);
        for (int i = 0; i < n_in; i++) {
            sy_tensor_release(in[i]);
            in[i] = NULL;
        }
        expect_failure(st, out, SY_E_DTYPE_UNSUPPORTED, msg, false, snap, what);
    }

    /* fills on a device index past the backend's last */
    if (info->cls == SY__CLASS_FILL) {
        sy_device bad = sy_device_of(b, sy_backend_device_count(b));
        at.device = bad;
        at.dtype = SY_DTYPE_F32;
        out = poison;
        snprintf(msg, sizeof msg, "sy_%s: device: %s has %d device(s), index %d is out of range", info->name,
                 sy_backend_name(b), sy_backend_device_count(b), sy_backend_device_count(b));
        sy_status st = sy_ck_call(op, NULL, &at, &out);
        expect_failure(st, out, SY_E_NO_SUCH_DEVICE, msg, false, snap, "fill index");
    }
}
END_TEST

/* Ops with two or three tensor inputs. */
static int multi_input_ops(sy_op *ops)
{
    int n = 0;
    for (int op = 0; op < SY_OP_COUNT; op++)
        if (sy__op_table[op].n_in >= 2 && SY_CK_HAS_CASES(op))
            ops[n++] = (sy_op)op;
    return n;
}

/* _i: b1 * g_nback + b2, every ordered pair of distinct enabled real
 * backends, on every op with several inputs and for each input position. */
START_TEST(test_error_backend_mismatch)
{
    sy_backend b1 = g_backends[_i / g_nback], b2 = g_backends[_i % g_nback];
    if (b1 == b2)
        return;
    sy_device d1 = sy_device_of(b1, 0), d2 = sy_device_of(b2, 0);
    sy_op ops[SY_OP_COUNT];
    int nops = multi_input_ops(ops);
    ck_assert_int_ge(nops, 1);
    sy_ck_leak snap = sy_ck_leak_snap();
    for (int k = 0; k < nops; k++) {
        sy_op op = ops[k];
        const sy__op_info *info = &sy__op_table[op];
        for (int pos = 1; pos < info->n_in; pos++) {
            sy_tensor *in[3] = {NULL, NULL, NULL}, *other[3] = {NULL, NULL, NULL}, *out = poison;
            sy_ck_attrs at;
            int n_in = make_inputs(op, SY_DTYPE_F32, d1, in, &at);
            make_inputs(op, SY_DTYPE_F32, d2, other, &at);
            sy_tensor *swap = in[pos];
            in[pos] = other[pos];
            other[pos] = swap;
            char head[160], full[320], what[96];
            snprintf(head, sizeof head, "The provided tensors are not on the same backend. Got backends %s and %s.",
                     sy_backend_name(b1), sy_backend_name(b2));
            snprintf(full, sizeof full, "%s (sy_%s: %s on %s:0, %s on %s:0)", head, info->name,
                     info->in_names[0], sy_backend_name(b1), info->in_names[pos], sy_backend_name(b2));
            snprintf(what, sizeof what, "sy_%s with input %d on %s", info->name, pos, sy_backend_name(b2));
            sy_status st = sy_ck_call(op, in, &at, &out);
            ck_assert_msg(strncmp(sy_last_error(), head, strlen(head)) == 0, "%s: \"%s\"", what, sy_last_error());
            for (int i = 0; i < n_in; i++) {
                sy_tensor_release(in[i]);
                sy_tensor_release(other[i]);
            }
            expect_failure(st, out, SY_E_BACKEND_MISMATCH, full, false, snap, what);
        }
    }
}
END_TEST

/* _i: backend; its devices 0 and 1 (backends with one device skip). */
/* _i: a device. An op of several results and optional inputs (layer_norm):
 * absent inputs are NULL, every result comes back, a NULL result pointer is
 * refused by name, and capture and autodiff refuse it by name (until graph
 * nodes hold several values and formulas read several gradients), leaving
 * every out NULL and nothing leaked. */
START_TEST(test_optional_and_results)
{
    sy_device dev = g_devs[_i];
    if (!sy_backend_stores((sy_backend)dev.backend, SY_DTYPE_F32))
        return;
    sy_ck_leak snap = sy_ck_leak_snap();
    const float xv[6] = {1, 2, 3, 4, 0, 6};
    const int64_t shape[2] = {2, 3};
    sy_tensor *x, *y = poison, *mean = poison, *inv = poison;
    SY_OK_OR_FAIL(sy_tensor_from_data(xv, SY_DTYPE_F32, shape, 2, dev, &x));
    SY_OK_OR_FAIL(sy_layer_norm(x, NULL, NULL, -1, 0.0, &y, &mean, &inv));
    ck_assert(sy_tensor_rank(mean) == 2 && sy_tensor_dim(mean, 0) == 2 && sy_tensor_dim(mean, 1) == 1);
    float m[2], iv[2], yv[6];
    SY_OK_OR_FAIL(sy_tensor_to_data(mean, m, sizeof m));
    SY_OK_OR_FAIL(sy_tensor_to_data(inv, iv, sizeof iv));
    SY_OK_OR_FAIL(sy_tensor_to_data(y, yv, sizeof yv));
    /* row 0: mean 2, variance 2/3; row 1: mean 10/3, variance 56/9 */
    ck_assert(fabsf(m[0] - 2.0f) < 1e-6f && fabsf(m[1] - 10.0f / 3) < 1e-6f);
    ck_assert(fabsf(iv[0] - 1.2247449f) < 1e-6f && fabsf(iv[1] - 0.40089186f) < 1e-6f);
    ck_assert(fabsf(yv[0] + 1.2247449f) < 1e-6f && yv[1] == 0.0f);
    sy_tensor_release(y);
    sy_tensor_release(mean);
    sy_tensor_release(inv);

    y = mean = poison;
    sy_status st = sy_layer_norm(x, NULL, NULL, -1, 0.0, &y, &mean, NULL);
    ck_assert_int_eq(st, SY_E_INVALID_ARGUMENT);
    ck_assert(y == NULL && mean == NULL);
    ck_assert_str_eq(sy_ck_detail(st), "sy_layer_norm: inv_std_dev is NULL");

    if (sy_backend_enabled(SY_BACKEND_CAPTURE)) {
        sy_device cap;
        sy_tensor *xc, *yc = poison, *mc = poison, *ic = poison;
        SY_OK_OR_FAIL(sy_capture_new(&cap));
        SY_OK_OR_FAIL(sy_to_device(x, cap, &xc));
        SY_OK_OR_FAIL(sy_layer_norm(xc, NULL, NULL, -1, 1e-5, &yc, &mc, &ic)); /* check_sigops replays it */
        ck_assert(sy_tensor_rank(mc) == 2 && sy_tensor_dim(mc, 0) == 2 && sy_tensor_dim(mc, 1) == 1);
        sy_tensor_release(yc);
        sy_tensor_release(mc);
        sy_tensor_release(ic);
        sy_tensor_release(xc);
        SY_OK_OR_FAIL(sy_capture_release(cap));
    }

    sy_tensor *xt, *yt = poison, *mt = poison, *it = poison;
    SY_OK_OR_FAIL(sy_track(x, sy_device_autodiff(dev, SY_CHECKPOINT_NONE), &xt));
    SY_OK_OR_FAIL(sy_layer_norm(xt, NULL, NULL, 0, 1e-5, &yt, &mt, &it));
    /* y is the op's node; mean and inv_std_dev result nodes behind it */
    ck_assert(yt->node->kind == SY__NODE_OP && yt->node->n_out == 3 &&
              !yt->node->in[0].absent && yt->node->in[1].absent && yt->node->in[2].absent);
    ck_assert(mt->node->kind == SY__NODE_RESULT && mt->node->in[0].parent == yt->node && mt->node->out_index == 1);
    ck_assert(it->node->kind == SY__NODE_RESULT && it->node->in[0].parent == yt->node && it->node->out_index == 2);
    /* a gradient through the mean alone (y's is zeros): 1 / 6 for each of the [2, 3] */
    sy_tensor *loss;
    sy_grads *grads;
    SY_OK_OR_FAIL(sy_sum(mt, SY_AXIS_ALL, false, &loss));
    SY_OK_OR_FAIL(sy_backward(loss, &grads));
    sy_tensor *gx;
    SY_OK_OR_FAIL(sy_grad(grads, xt, &gx));
    float gv[6];
    SY_OK_OR_FAIL(sy_tensor_to_data(gx, gv, sizeof gv));
    for (int k = 0; k < 6; k++)
        ck_assert_msg(fabsf(gv[k] - 1.0f / 6) < 1e-6f, "d sum(mean) / dx[%d] = %g", k, (double)gv[k]);
    sy_tensor *done[] = {gx, loss, yt, mt, it, xt};
    for (size_t k = 0; k < sizeof done / sizeof done[0]; k++)
        sy_tensor_release(done[k]);
    sy_grads_release(grads);
    sy_tensor_release(x);
    SY_CK_NO_LEAK(snap);
}
END_TEST

START_TEST(test_error_device_mismatch)
{
    sy_backend b = g_backends[_i];
    if (sy_backend_device_count(b) < 2)
        return;
    sy_device d0 = sy_device_of(b, 0), d1 = sy_device_of(b, 1);
    sy_op ops[SY_OP_COUNT];
    int nops = multi_input_ops(ops);
    sy_ck_leak snap = sy_ck_leak_snap();
    for (int k = 0; k < nops; k++) {
        const sy__op_info *info = &sy__op_table[ops[k]];
        sy_tensor *in[3] = {NULL, NULL, NULL}, *other[3] = {NULL, NULL, NULL}, *out = poison;
        sy_ck_attrs at;
        int n_in = make_inputs(ops[k], SY_DTYPE_F32, d0, in, &at), last = n_in - 1;
        make_inputs(ops[k], SY_DTYPE_F32, d1, other, &at);
        sy_tensor *swap = in[last];
        in[last] = other[last];
        other[last] = swap;
        char msg[160];
        snprintf(msg, sizeof msg, "sy_%s: %s is on %s:0 but %s is on %s:1", info->name, info->in_names[0],
                 sy_backend_name(b), info->in_names[last], sy_backend_name(b));
        sy_status st = sy_ck_call(ops[k], in, &at, &out);
        for (int i = 0; i < n_in; i++) {
            sy_tensor_release(in[i]);
            sy_tensor_release(other[i]);
        }
        expect_failure(st, out, SY_E_DEVICE_MISMATCH, msg, false, snap, info->name);
    }
}
END_TEST

/* f32 + f64 where the backend stores both (DTYPE_MISMATCH names them). */
START_TEST(test_error_f32_f64)
{
    sy_device dev = g_devs[_i];
    if (!sy_backend_stores((sy_backend)dev.backend, SY_DTYPE_F64))
        return;
    sy_ck_leak snap = sy_ck_leak_snap();
    sy_tensor *a = mk(dev, SY_DTYPE_F32, (sy_ck_shape)S1(3)), *b = mk(dev, SY_DTYPE_F64, (sy_ck_shape)S1(3)),
              *out = poison;
    sy_status st = sy_add(a, b, &out);
    sy_tensor_release(a);
    sy_tensor_release(b);
    expect_failure(st, out, SY_E_DTYPE_MISMATCH, "sy_add: a is f32 but b is f64; cast one first", false, snap,
                   "f32+f64");
}
END_TEST

/* ==== allocation and transfer failures ======================================================= */

/* _i: op * g_ndev + device; every shape case of the op's class. */
START_TEST(test_fault_injection)
{
    sy_op op = SY_CK_OP_AT(_i / g_ndev);
    sy_device dev = g_devs[_i % g_ndev];
    size_t n;
    const sy_ck_case *cases = sy_ck_cases((sy_op)op, &n);
    char what[128], ds[SY__DEVICE_STR_MAX];
    for (size_t ci = 0; ci < n; ci++) {
        snprintf(what, sizeof what, "sy_%s on %s, case '%s', host allocation", sy_op_name(op),
                 dev_str(dev, ds, sizeof ds), cases[ci].name);
        sy_ck_sweep(op, &cases[ci], dev, dev, -1, SY_E_OUT_OF_MEMORY, what);
#if SY_WITH_SIM
        if (dev.backend == SY_BACKEND_SIM) {
            static const int kinds[3] = {SY_SIM_FAIL_ALLOC, SY_SIM_FAIL_READ, SY_SIM_FAIL_WRITE};
            static const sy_status wants[3] = {SY_E_OUT_OF_MEMORY, SY_E_TRANSFER_FAILED, SY_E_TRANSFER_FAILED};
            for (int k = 0; k < 3; k++) {
                snprintf(what, sizeof what, "sy_%s on %s, case '%s', sim failure kind %d", sy_op_name(op), ds,
                         cases[ci].name, kinds[k]);
                sy_ck_sweep(op, &cases[ci], dev, dev, kinds[k], wants[k], what);
            }
        }
#endif
    }
}
END_TEST

/* Integer div and pow: a zero divisor and a negative exponent are refused by
 * the kernel that runs the call, naming op, dtype and value (*out NULL, the
 * inputs intact); the minimum over -1 wraps, 0 ** 0 is 1, powers wrap. */
START_TEST(test_int_div_pow)
{
    sy_device dev = g_devs[_i];
    if (!sy_backend_stores((sy_backend)dev.backend, SY_DTYPE_I32))
        return;
    const int64_t three = 3;
    static const struct {
        bool pow;
        int32_t a[3], b[3];
        const char *detail; /* NULL: the call succeeds with want */
        int32_t want[3];
    } rows[] = {
        {false, {7, -7, INT32_MIN}, {2, 2, -1}, NULL, {3, -3, INT32_MIN}},
        {false, {1, 2, 3}, {1, 0, 2}, "div of i32: a divisor of 0 (an integer quotient has no value there)", {0}},
        {true, {0, -3, 3}, {0, 3, 21}, NULL, {1, -27, 1870418611 /* 3 ** 21 modulo 2^32 */}},
        {true, {2, 2, 2}, {3, -2, -1},
         "pow of i32: a negative exponent, -2 (integers to negative powers are refused, as NumPy and ONNX's"
         " reference refuse them)",
         {0}},
    };
    for (size_t r = 0; r < sizeof rows / sizeof rows[0]; r++) {
        sy_tensor *a, *b, *out = NULL;
        SY_OK_OR_FAIL(sy_tensor_from_data(rows[r].a, SY_DTYPE_I32, &three, 1, dev, &a));
        SY_OK_OR_FAIL(sy_tensor_from_data(rows[r].b, SY_DTYPE_I32, &three, 1, dev, &b));
        const sy_status st = rows[r].pow ? sy_pow(a, b, &out) : sy_div(a, b, &out);
        if (rows[r].detail) {
            ck_assert_msg(st == SY_E_INVALID_ARGUMENT, "row %zu: %s: %s", r, sy_status_name(st), sy_last_error());
            ck_assert_ptr_null(out);
            ck_assert_msg(strstr(sy_ck_detail(st), rows[r].detail), "row %zu: %s", r, sy_last_error());
            int32_t back[3];
            SY_OK_OR_FAIL(sy_tensor_to_data(b, back, sizeof back));
            ck_assert(memcmp(back, rows[r].b, sizeof back) == 0);
        } else {
            ck_assert_msg(st == SY_OK, "row %zu: %s", r, sy_last_error());
            int32_t got[3];
            SY_OK_OR_FAIL(sy_tensor_to_data(out, got, sizeof got));
            ck_assert_msg(memcmp(got, rows[r].want, sizeof got) == 0, "row %zu: %d %d %d", r, got[0], got[1], got[2]);
            sy_tensor_release(out);
        }
        sy_tensor_release(a);
        sy_tensor_release(b);
    }
}
END_TEST

Suite *suite_ops(void)
{
    Suite *s = suite_create("ops");
    g_ndev = sy_ck_devices(g_devs, SY_CK_MAX_DEVICES);
    g_nback = 0;
    for (int i = 0; i < SY_BACKEND_COUNT; i++)
        if (sy_backend_enabled(sy__backend_order[i]) && sy_backend_device_count(sy__backend_order[i]) > 0)
            g_backends[g_nback++] = sy__backend_order[i];

    TCase *tc = tcase_create("against cpu");
    tcase_set_timeout(tc, 60);
    tcase_add_loop_test(tc, test_op_matches_cpu, 0, sy_ck_ops() * g_ndev);
    tcase_add_loop_test(tc, test_cast_semantics, 0, g_ndev);
    tcase_add_loop_test(tc, test_int_wrap, 0, g_ndev);
    tcase_add_loop_test(tc, test_prod_in_any_order, 0, g_ndev);
#if SY_WITH_OPENCL
    tcase_add_test(tc, test_opencl_reduce_without_fp64);
    tcase_add_test(tc, test_opencl_ops_without_fp64);
#endif
    tcase_add_loop_test(tc, test_int_div_pow, 0, g_ndev);
    suite_add_tcase(s, tc);

    tc = tcase_create("failures");
    tcase_set_timeout(tc, 60);
    tcase_add_loop_test(tc, test_fault_injection, 0, sy_ck_ops() * g_ndev);
    suite_add_tcase(s, tc);

    tc = tcase_create("routes");
    tcase_add_loop_test(tc, test_runs_op_routes, 0, g_nback);
    tcase_add_loop_test(tc, test_fast_path_kernels_are_the_routes, 0, g_nback);
    tcase_add_test(tc, test_op_sample_keeps_every_route);
    tcase_add_loop_test(tc, test_supports_op_runs, 0, g_nback);
    tcase_add_loop_test(tc, test_chain_runs_the_named_kernel, 0, g_nback);
    suite_add_tcase(s, tc);

    tc = tcase_create("errors");
    tcase_add_loop_test(tc, test_error_table, 0, (int)(sizeof errors / sizeof errors[0]) * g_ndev);
    tcase_add_loop_test(tc, test_error_arguments, 0, sy_ck_ops() * g_ndev);
    tcase_add_loop_test(tc, test_error_axes_set, 0, sy_ck_ops() * g_ndev);
    tcase_add_loop_test(tc, test_error_backend_mismatch, 0, g_nback * g_nback);
    tcase_add_loop_test(tc, test_error_device_mismatch, 0, g_nback);
    tcase_add_loop_test(tc, test_optional_and_results, 0, g_ndev);
    tcase_add_loop_test(tc, test_error_f32_f64, 0, g_ndev);
    suite_add_tcase(s, tc);
    return s;
}
