/* The data helpers of the backward suite (check_backward.h): values of each
 * kind, tensors and leaves holding them, gradients read and compared. Shared
 * with tests/mpi/check_remote.c, which runs the gradcheck cases on a remote
 * device. */
#include <math.h>
#include <stdlib.h>

#include "check_backward.h"

const char *bw_dev_str(sy_device d, char *buf)
{
    sy_device_format(d, buf, SY__DEVICE_STR_MAX);
    return buf;
}

/* ==== data ================================================================ */

/* n values of a kind, all multiples of 1/64:
 *   ANY       +-[0.25, 2)         POS       [0.25, 2)
 *   DISTINCT  a permutation of (k - n/2) / 8 + 1/64 (gaps of 1/8)
 *   MAX_A/B   k/4 + 1/16 and k/4 - 1/16 (never equal: a - b = k/4 + 1/8)
 *   DIVISOR   +-1/2, +-1, +-2 (MAX_A over it is never within 1/32 of an integer)
 *   UNIT      +-[0.25, 0.8)       ABOVE1    [1.25, 2)
 *   BOOL      0 or 1 */
void bw_gen(double *v, int64_t n, int kind, uint32_t seed)
{
    static const int64_t steps[] = {7, 11, 13, 17, 19, 23};
    int64_t step = 1;
    for (size_t s = 0; s < sizeof steps / sizeof steps[0]; s++)
        if (n % steps[s] != 0) {
            step = steps[s];
            break;
        }
    for (int64_t j = 0; j < n; j++) {
        uint32_t r = sy_ck_mix(seed, (uint64_t)j);
        switch (kind) {
        case K_POS:
            v[j] = 0.25 + (double)(r % 112) / 64.0;
            break;
        case K_DISTINCT:
            v[j] = (double)((j * step + (int64_t)(seed % 97)) % n - n / 2) * 0.125 + 1.0 / 64;
            break;
        case K_MAX_A:
            v[j] = (double)((int)(r % 13) - 6) * 0.25 + 1.0 / 16;
            break;
        case K_MAX_B:
            v[j] = (double)((int)(r % 13) - 6) * 0.25 - 1.0 / 16;
            break;
        case K_BOOL:
            v[j] = (double)((r >> 3) & 1u);
            break;
        case K_INDEX:
            v[j] = (double)(j % 5 - 3);
            break;
        case K_CLASS:
            v[j] = (double)(j % 4 - 1);
            break;
        case K_ROW:
            v[j] = (double)((j * 3 + 1) % 4);
            break;
        case K_LENGTH:
            v[j] = (double)((j + 3) % 4);
            break;
        case K_UNIT:
            v[j] = ((r >> 12) & 1u ? -1.0 : 1.0) * (0.25 + (double)(r % 36) / 64.0);
            break;
        case K_ABOVE1:
            v[j] = 1.25 + (double)(r % 48) / 64.0;
            break;
        case K_DIVISOR:
            v[j] = ((r >> 12) & 1u ? -1.0 : 1.0) * ldexp(1.0, (int)(r % 3) - 1);
            break;
        default:
            v[j] = ((r >> 12) & 1u ? -1.0 : 1.0) * (0.25 + (double)(r % 112) / 64.0);
            break;
        }
    }
}

int64_t bw_numel(sy_ck_shape s)
{
    int64_t n = 1;
    for (int j = 0; j < s.rank; j++)
        n *= s.d[j];
    return n;
}

void bw_put(void *buf, sy_dtype dt, int64_t j, double x)
{
    switch (dt) {
    case SY_DTYPE_F32:
        ((float *)buf)[j] = (float)x;
        break;
    case SY_DTYPE_F64:
        ((double *)buf)[j] = x;
        break;
    case SY_DTYPE_I32:
        ((int32_t *)buf)[j] = (int32_t)x;
        break;
    case SY_DTYPE_I64:
        ((int64_t *)buf)[j] = (int64_t)x;
        break;
    default:
        ((uint8_t *)buf)[j] = x != 0;
        break;
    }
}

double bw_get(const void *buf, sy_dtype dt, int64_t j)
{
    switch (dt) {
    case SY_DTYPE_F32:
        return ((const float *)buf)[j];
    case SY_DTYPE_F64:
        return ((const double *)buf)[j];
    case SY_DTYPE_I32:
        return ((const int32_t *)buf)[j];
    case SY_DTYPE_I64:
        return (double)((const int64_t *)buf)[j];
    default:
        return ((const uint8_t *)buf)[j];
    }
}

/* A plain tensor of dt on plain device dev holding v (row-major over s).
 * transposed: the same logical values as a transposed view (last two axes)
 * of a contiguous tensor, so the tensor is strided. */
sy_tensor *bw_make(sy_device dev, sy_dtype dt, const double *v, sy_ck_shape s, bool transposed)
{
    const int64_t n = bw_numel(s);
    sy_ck_shape base = s;
    int64_t P = 1, Q = 1;
    if (transposed) {
        BW_REQUIRE(s.rank >= 2, "make: a transposed input needs rank >= 2");
        P = s.d[s.rank - 2];
        Q = s.d[s.rank - 1];
        base.d[s.rank - 2] = Q;
        base.d[s.rank - 1] = P;
    }
    void *buf = malloc((size_t)(n > 0 ? n : 1) * sy_dtype_size(dt));
    BW_REQUIRE(buf != NULL, "make: out of memory");
    for (int64_t j = 0; j < n; j++) {
        int64_t at = j;
        if (transposed) { /* logical (.., p, q) lives at base (.., q, p) */
            int64_t blk = j / (P * Q), p = (j % (P * Q)) / Q, q = j % Q;
            at = blk * P * Q + q * P + p;
        }
        bw_put(buf, dt, at, v[j]);
    }
    sy_tensor *c = NULL, *m = NULL, *t = NULL;
    sy_status st = sy_tensor_from_data(buf, dt, base.d, base.rank, cpu0, &c);
    free(buf);
    BW_REQUIRE(st == SY_OK, "make: sy_tensor_from_data: %s: %s", sy_status_name(st), sy_last_error());
    st = sy_to_device(c, dev, &m);
    sy_tensor_release(c);
    BW_REQUIRE(st == SY_OK, "make: sy_to_device: %s: %s", sy_status_name(st), sy_last_error());
    if (!transposed)
        return m;
    st = sy_transpose(m, -1, -2, &t);
    sy_tensor_release(m);
    BW_REQUIRE(st == SY_OK, "make: sy_transpose: %s: %s", sy_status_name(st), sy_last_error());
    return t;
}

/* A tracked leaf in ad's context holding v. */
sy_tensor *bw_leaf(sy_device ad, sy_dtype dt, const double *v, sy_ck_shape s, bool transposed)
{
    sy_tensor *p = bw_make(sy_device_inner(ad), dt, v, s, transposed), *t = NULL;
    BW_OK(sy_track(p, ad, &t));
    sy_tensor_release(p);
    BW_REQUIRE(sy_tensor_is_tracked(t) == sy_dtype_is_float(dt), "leaf: tracked %d", (int)sy_tensor_is_tracked(t));
    return t;
}

/* t's values, row-major, as doubles (malloc'd). */
double *bw_vals(const sy_tensor *t)
{
    const int64_t n = sy_tensor_numel(t);
    const size_t bytes = sy_tensor_nbytes(t);
    void *raw = malloc(bytes ? bytes : 1);
    double *v = malloc((size_t)(n > 0 ? n : 1) * sizeof *v);
    BW_REQUIRE(raw && v, "vals: out of memory");
    BW_OK(sy_tensor_to_data(t, raw, bytes));
    for (int64_t j = 0; j < n; j++)
        v[j] = bw_get(raw, sy_tensor_dtype(t), j);
    free(raw);
    return v;
}

bool bw_same_shape(const sy_tensor *t, sy_ck_shape s)
{
    if (sy_tensor_rank(t) != s.rank)
        return false;
    for (int j = 0; j < s.rank; j++)
        if (sy_tensor_dim(t, j) != s.d[j])
            return false;
    return true;
}

/* a and b hold the same bytes (dtype, shape and every bit of every value). */
void bw_same_bits(const sy_tensor *a, const sy_tensor *b, const char *what)
{
    BW_REQUIRE(a && b, "%s: missing tensor (%p, %p)", what, (const void *)a, (const void *)b);
    BW_REQUIRE(sy_tensor_dtype(a) == sy_tensor_dtype(b), "%s: dtypes %s and %s", what,
               sy_dtype_name(sy_tensor_dtype(a)), sy_dtype_name(sy_tensor_dtype(b)));
    BW_REQUIRE(bw_same_shape(a, sy_ck_shape_of(b)), "%s: shapes differ", what);
    const size_t bytes = sy_tensor_nbytes(a), size = sy_dtype_size(sy_tensor_dtype(a));
    unsigned char *x = malloc(bytes ? bytes : 1), *y = malloc(bytes ? bytes : 1);
    BW_REQUIRE(x && y, "same_bits: out of memory");
    BW_OK(sy_tensor_to_data(a, x, bytes));
    BW_OK(sy_tensor_to_data(b, y, bytes));
    for (size_t j = 0; j < bytes; j += size) {
        if (memcmp(x + j, y + j, size) != 0) {
            const int64_t at = (int64_t)(j / size);
            double u = bw_get(x, sy_tensor_dtype(a), at), w = bw_get(y, sy_tensor_dtype(a), at);
            free(x);
            free(y);
            ck_abort_msg("%s: element %zu differs: %.17g vs %.17g", what, j / size, u, w);
        }
    }
    free(x);
    free(y);
}

/* got[j] within atol + rtol * |want[j]| for every j. */
void bw_close_to(const double *got, const double *want, int64_t n, double rtol, double atol, const char *what)
{
    for (int64_t j = 0; j < n; j++) {
        double err = fabs(got[j] - want[j]);
        BW_REQUIRE(isfinite(got[j]) && err <= atol + rtol * fabs(want[j]),
                   "%s: element %lld is %.17g, want %.17g (error %.3g, rtol %g, atol %g)", what, (long long)j, got[j],
                   want[j], err, rtol, atol);
    }
}

/* sy_grad of leaf t: asserts a plain tensor of t's shape and dtype on t's
 * inner device. */
sy_tensor *bw_grad_of(const sy_grads *g, const sy_tensor *t, const char *what)
{
    sy_tensor *r = NULL;
    sy_status st = sy_grad(g, t, &r);
    BW_REQUIRE(st == SY_OK, "%s: sy_grad -> %s: %s", what, sy_status_name(st), sy_last_error());
    sy_device d = sy_tensor_device(r), want = sy_device_inner(sy_tensor_device(t));
    char a[SY__DEVICE_STR_MAX], b[SY__DEVICE_STR_MAX];
    BW_REQUIRE(!d.autodiff && sy_device_eq(d, want) && !sy_tensor_is_tracked(r), "%s: gradient on %s, want plain %s",
               what, bw_dev_str(d, a), bw_dev_str(want, b));
    BW_REQUIRE(sy_tensor_dtype(r) == sy_tensor_dtype(t), "%s: gradient dtype %s, want %s", what,
               sy_dtype_name(sy_tensor_dtype(r)), sy_dtype_name(sy_tensor_dtype(t)));
    BW_REQUIRE(bw_same_shape(r, sy_ck_shape_of(t)), "%s: gradient of rank %d, want the leaf's shape (rank %d)", what,
               sy_tensor_rank(r), sy_tensor_rank(t));
    return r;
}

/* sy_grad fails with `want` and leaves *out NULL. */
void bw_no_grad(const sy_grads *g, const sy_tensor *t, sy_status want, const char *what)
{
    sy_tensor *r = (sy_tensor *)g; /* poison: must become NULL */
    sy_status st = sy_grad(g, t, &r);
    BW_REQUIRE(st == want && r == NULL, "%s: sy_grad -> %s (want %s), out %p: %s", what, sy_status_name(st),
               sy_status_name(want), (void *)r, sy_last_error());
}

sy_grads *bw_backward(const sy_tensor *loss, const char *what)
{
    sy_grads *g = NULL;
    sy_status st = sy_backward(loss, &g);
    BW_REQUIRE(st == SY_OK && g != NULL, "%s: sy_backward -> %s: %s", what, sy_status_name(st), sy_last_error());
    return g;
}

void bw_release_all(sy_tensor **t, size_t n)
{
    for (size_t j = 0; j < n; j++) {
        sy_tensor_release(t[j]);
        t[j] = NULL;
    }
}

/* Every kernel this backend runs for dt is cpu's (sim: every op falls back
 * to cpu through staging), so its results must equal cpu's bit for bit. */
bool bw_routes_to_cpu(sy_backend b, sy_dtype dt)
{
    for (int op = 0; op < SY_OP_COUNT; op++) {
        sy_backend exec;
        if (sy__op_table[op].route == NULL || !sy_op_takes_dtype((sy_op)op, dt))
            continue;
        if (!sy_backend_runs_op(b, (sy_op)op, dt, &exec) || exec != SY_BACKEND_CPU)
            return false;
    }
    return true;
}
