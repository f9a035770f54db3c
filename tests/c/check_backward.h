/* The backward suite's shared part: check_backward.c defines it and builds
 * the suite from the test cases of check_backward_grad.c (gradcheck),
 * check_backward_api.c (graph, concurrency), check_backward_ckpt.c
 * (checkpoint) and check_backward_fail.c (failures). */
#ifndef CHECK_BACKWARD_H
#define CHECK_BACKWARD_H

#include "sy_autodiff.h"
#include "sy_bw.h"
#include "sy_test.h"

/* Tolerances, all |got - want| <= atol + rtol * |want|:
 *   FD64  f64 gradient vs central differences in f64, h = 1e-6: rtol = atol
 *         = 2e-8. The quotient is summed element by element, r_k * (y+_k -
 *         y-_k), so outputs the element does not touch cancel exactly; what
 *         remains is rounding, eps |y| / h ~ 2e-10 per term, and truncation,
 *         h^2 |f'''| / 6 < 1e-10. Measured worst: 1.5e-9. cast uses h = 1/64
 *         on the 1/64 grid, which is exact: cast is linear, nothing rounds.
 *   FD32  f32 gradient vs the central differences of the same values in f64
 *         (on cpu): rtol = atol = 1e-5, f32 rounding through the forward op,
 *         the loss and the backward formulas. Measured worst: 2.7e-7.
 *   HAND  MLP and softmax vs closed forms computed in double: 1e-12 (f64),
 *         1e-6 (f32). Measured worst: 1.9e-16 and 4.2e-8 (the MLP's dyadic
 *         data make it exact; softmax goes through exp and a division).
 *   exact x*x + x, constants, ops without gradient, the wide recompute:
 *         dyadic data, the gradients are exact (tolerance 0).
 *   bits  NONE vs BALANCED, seeded vs weighted-sum backward, sim vs cpu in
 *         f32, a pass after injected failures vs an undisturbed one: memcmp.
 */
#define FD64_RTOL 2e-8
#define FD64_ATOL 2e-8
#define FD32_RTOL 1e-5
#define FD32_ATOL 1e-5
#define HAND64_TOL 1e-12
#define HAND32_TOL 1e-6
#define FD_H 1e-6
#define FD_H_LINEAR (1.0 / 64) /* cast: exact on the 1/64 grid */

extern sy_device bw_devs[SY_CK_MAX_DEVICES];
extern int bw_ndev;
extern sy_op bw_ops[SY_OP_COUNT]; /* the differentiable ops, in table order */
extern int bw_nops;

static const sy_checkpointing strategies[2] = {SY_CHECKPOINT_NONE, SY_CHECKPOINT_BALANCED};
static const char *const strategy_names[2] = {"NONE", "BALANCED"};
static const sy_device cpu0 = {SY_BACKEND_CPU, 0, 0, 0, 0};
static const sy_dtype float_dtypes[2] = {SY_DTYPE_F64, SY_DTYPE_F32};

/* _i = device * 2 + strategy */
#define DEV(i) (bw_devs[(i) / 2])
#define AD(i) sy_device_autodiff(DEV(i), strategies[(i) % 2])

/* Assertions that cost nothing when they pass (a passing ck_assert writes a
 * mark point), for the inner loops. */
#define BW_REQUIRE(cond, ...)                                                                                 \
    do {                                                                                                      \
        if (!(cond))                                                                                          \
            ck_abort_msg(__VA_ARGS__);                                                                        \
    } while (0)
#define BW_OK(expr)                                                                                           \
    do {                                                                                                      \
        sy_status st_ = (expr);                                                                               \
        BW_REQUIRE(st_ == SY_OK, "%s -> %s: %s", #expr, sy_status_name(st_), sy_last_error());               \
    } while (0)

/* Data kinds of bw_gen. */
enum { K_DEFAULT, K_ANY, K_POS, K_DISTINCT, K_MAX_A, K_MAX_B, K_BOOL, K_INDEX, K_DIVISOR, K_UNIT, K_ABOVE1,
       K_CLASS /* -1, 0, 1, 2: nll_loss's targets */, K_ROW /* 0, 1, 2, 3: embedding's rows */,
       K_LENGTH /* 3, 0, 1, 2: reverse_sequence's lengths */ };

/* Input dtypes relative to the float dtype of the run. */
enum { GC_KEY, GC_OTHER, GC_BOOL, GC_I32, GC_I64, GC_F32 /* f32 in every run (resize's roi, scales) */ };

typedef struct gc_in {
    sy_ck_shape s; /* logical shape */
    int dt;        /* GC_* */
    int kind;      /* K_*; K_DEFAULT lets the op choose */
    bool t;        /* the leaf is a transposed (strided) view */
} gc_in;

typedef struct gc_case {
    const char *name;
    gc_in in[3];
    sy_ck_attrs at;
    int cast_to;        /* cast: GC_KEY or GC_OTHER */
    unsigned untracked; /* bit i: float input i is a constant, made untracked (nll_loss's weight) */
} gc_case;

/* The gradcheck cases of op's class or family (check_backward_cases.c): NULL
 * and *n = 0 for an op without gradient. */
const gc_case *gc_cases(sy_op op, size_t *n);
/* Reductions: axes 0..rank-1, -1 and SY_AXIS_ALL, each with and without
 * keepdim (a scalar: SY_AXIS_ALL only). Other classes: one variant. */
int gc_variants(sy_op op, const gc_case *c);
sy_ck_attrs gc_variant(sy_op op, const gc_case *c, int v);
/* The data kind (K_*) of input i of op. */
int gc_kind(sy_op op, int i, const gc_in *in);
/* The dtype a GC_* names in the run of float dtype key. */
sy_dtype gc_dtype(int rel, sy_dtype key);
/* The inputs of case ci (variant) of op in float dtype key, as every
 * gradcheck makes them (check_backward_grad.c, tests/mpi/check_remote.c):
 * the attributes, and per input its dtype, shape, whether it is tracked and
 * its values (malloc'd; NULL when out of memory). Returns the input count. */
int gc_inputs(sy_op op, const gc_case *c, int ci, int variant, sy_dtype key, sy_ck_attrs *at, sy_dtype dt[3],
              sy_ck_shape s[3], bool t[3], double *v[3]);
/* The fixed weights r of L = sum(op(inputs) * r) for case ci of op, n
 * output elements (malloc'd; NULL when out of memory). */
double *gc_weights(sy_op op, int ci, int64_t n);

const char *bw_dev_str(sy_device d, char *buf);
/* n values of a kind, all multiples of 1/64:
 *   ANY       +-[0.25, 2)         POS       [0.25, 2)
 *   DISTINCT  a permutation of (k - n/2) / 8 + 1/64 (gaps of 1/8)
 *   MAX_A/B   k/4 + 1/16 and k/4 - 1/16 (never equal: a - b = k/4 + 1/8)
 *   BOOL      0 or 1
 *   INDEX     -3, -2, -1, 0, 1, -3, ... (gather's indices along an axis of
 *             3 or more: negative ones, and repeated ones from the sixth on) */
void bw_gen(double *v, int64_t n, int kind, uint32_t seed);
/* Elements of shape s. */
int64_t bw_numel(sy_ck_shape s);
/* Element j of a dt buffer, written from and read as a double. */
void bw_put(void *buf, sy_dtype dt, int64_t j, double x);
double bw_get(const void *buf, sy_dtype dt, int64_t j);
/* A plain tensor of dt on plain device dev holding v (row-major over s).
 * transposed: the same logical values as a transposed view (last two axes)
 * of a contiguous tensor, so the tensor is strided. */
sy_tensor *bw_make(sy_device dev, sy_dtype dt, const double *v, sy_ck_shape s, bool transposed);
/* A tracked leaf in ad's context holding v. */
sy_tensor *bw_leaf(sy_device ad, sy_dtype dt, const double *v, sy_ck_shape s, bool transposed);
/* t's values, row-major, as doubles (malloc'd). */
double *bw_vals(const sy_tensor *t);
/* t has shape s. */
bool bw_same_shape(const sy_tensor *t, sy_ck_shape s);
/* a and b hold the same bytes (dtype, shape and every bit of every value). */
void bw_same_bits(const sy_tensor *a, const sy_tensor *b, const char *what);
/* got[j] within atol + rtol * |want[j]| for every j. */
void bw_close_to(const double *got, const double *want, int64_t n, double rtol, double atol, const char *what);
/* sy_grad of leaf t: asserts a plain tensor of t's shape and dtype on t's
 * inner device. */
sy_tensor *bw_grad_of(const sy_grads *g, const sy_tensor *t, const char *what);
/* sy_grad fails with `want` and leaves *out NULL. */
void bw_no_grad(const sy_grads *g, const sy_tensor *t, sy_status want, const char *what);
/* sy_backward of loss, which must succeed. */
sy_grads *bw_backward(const sy_tensor *loss, const char *what);
/* Releases t[0..n) and sets them NULL (RELEASE: the listed tensors). */
void bw_release_all(sy_tensor **t, size_t n);
/* Every kernel this backend runs for dt is cpu's (sim: every op falls back
 * to cpu through staging), so its results must equal cpu's bit for bit. */
bool bw_routes_to_cpu(sy_backend b, sy_dtype dt);
#define RELEASE(...)                                                                                          \
    do {                                                                                                      \
        sy_tensor *all_[] = {__VA_ARGS__};                                                                    \
        bw_release_all(all_, sizeof all_ / sizeof all_[0]);                                                      \
    } while (0)

/* The last pass on this thread recomputed nothing under NONE; under
 * BALANCED no value more than once, and at least `min` values. */
void bw_recomputed_once(sy_checkpointing s, size_t min, const char *what);

/* The test cases of each part, in the order the suite runs them. */
TCase *bw_tcase_gradcheck(void);
TCase *bw_tcase_graph(void);
TCase *bw_tcase_checkpoint(void);
TCase *bw_tcase_concurrency(void);
TCase *bw_tcase_failures(void);

#endif
