/* Data-parallel training on MPI ranks, the DDP and Horovod way (README,
 * "Beyond one machine"): the MLP of examples/train.c (1 -> 16 -> 1, tanh,
 * y = sin(x) on 64 points of [-3, 3], plain gradient descent) on N ranks,
 * each with 1/N of the batch (rows r*64/N .. (r+1)*64/N - 1).
 *
 * Each step, every rank runs the forward pass and sy_backward on its shard,
 * with the loss the mean over its shard, and then the gradients are
 * all-reduced explicitly: the four gradients and the loss go as one bucket
 * (one sy_all_reduce per step, Horovod's tensor fusion), summed, and the sum
 * divided by N. With shards of equal size that is the gradient of the mean
 * over the whole batch, the single-process loss of train.c (DDP's averaging).
 *
 * The bucket is summed in f64: each f32 gradient widened, the sum rounded
 * back to f32 once. When every element's addends are multiples of the
 * smallest one's unit in the last place and their magnitudes add up to less
 * than 2^53 of those units, every partial sum is exact in f64, so the sum
 * does not depend on the order MPI adds the ranks in (which depends on its
 * algorithm). Rank 0 then trains the single-process reference on the whole
 * batch: the N shards' gradients, computed one after the other, added in
 * rank order in f64; it checks that condition on every element of every
 * step. Where it holds throughout, the two runs do the same arithmetic on the
 * same values and X in the last line must be 0:
 *
 *   data-parallel: ranks=N steps=S max|w_dp - w_single|=X
 *
 * Runs under mpirun or alone (one rank); on sy_device_default (SY_DEVICE).
 * Usage: data_parallel [steps]. Exits non-zero when X is not 0 (or the
 * condition failed), when the loss does not fall below a tenth of where it
 * started, or on any error. In a build without the mpi layer it says so and
 * exits 0. */
#include <limits.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "example.h"

enum { N = 64, H = 16, STEPS = 1500, NPARAM = 3 * H + 1, BUCKET = NPARAM + 1 };

static const int64_t param_shape[4][2] = {{1, H}, {1, H}, {H, 1}, {1, 1}};

static float uniform(unsigned *state) /* train.c's generator: the same start */
{
    *state = *state * 1664525u + 1013904223u;
    return (float)(*state >> 8) / 16777216.0f * 2.0f - 1.0f;
}

static sy_tensor *tensor(const float *data, int64_t rows, int64_t cols, sy_device dev)
{
    const int64_t shape[2] = {rows, cols};
    sy_tensor *t;
    CHECK(sy_tensor_from_data(data, SY_DTYPE_F32, shape, 2, dev, &t));
    return t;
}

typedef struct model {
    sy_device dev, ad;
    sy_tensor *params[4];
    sy_tensor *lr;
} model;

static void model_init(model *m, sy_device dev)
{
    float w1[H], b1[H], w2[H], b2[1] = {0};
    unsigned seed = 7;
    for (int j = 0; j < H; j++) {
        w1[j] = uniform(&seed);
        b1[j] = uniform(&seed);
        w2[j] = uniform(&seed) * 0.5f;
    }
    m->dev = dev;
    m->ad = sy_device_autodiff(dev, SY_CHECKPOINT_NONE);
    const float *init[4] = {w1, b1, w2, b2};
    for (int k = 0; k < 4; k++)
        m->params[k] = tensor(init[k], param_shape[k][0], param_shape[k][1], dev);
    CHECK(sy_full(NULL, 0, 0.05, SY_DTYPE_F32, dev, &m->lr));
}

static void model_free(model *m)
{
    for (int k = 0; k < 4; k++)
        sy_tensor_release(m->params[k]);
    sy_tensor_release(m->lr);
}

/* Forward and backward on one shard (rows x of tx, ty): the gradients of the
 * shard's mean squared error, widened to f64 into out[0..NPARAM), and the
 * loss into out[NPARAM]. */
static void shard_grads(const model *m, const sy_tensor *tx, const sy_tensor *ty, double *out)
{
    sy_tensor *p[4], *h, *hb, *a, *o, *pred, *err, *sq, *loss;
    for (int k = 0; k < 4; k++)
        CHECK(sy_track(m->params[k], m->ad, &p[k]));
    CHECK(sy_matmul(tx, p[0], &h));
    CHECK(sy_add(h, p[1], &hb));
    CHECK(sy_tanh(hb, &a));
    CHECK(sy_matmul(a, p[2], &o));
    CHECK(sy_add(o, p[3], &pred));
    CHECK(sy_sub(pred, ty, &err));
    CHECK(sy_mul(err, err, &sq));
    CHECK(sy_mean(sq, SY_AXIS_ALL, false, &loss));
    sy_grads *grads;
    CHECK(sy_backward(loss, &grads));
    size_t at = 0;
    for (int k = 0; k < 4; k++) {
        sy_tensor *g;
        float host[H];
        const size_t n = (size_t)(param_shape[k][0] * param_shape[k][1]);
        CHECK(sy_grad(grads, p[k], &g));
        CHECK(sy_tensor_to_data(g, host, n * sizeof(float)));
        for (size_t i = 0; i < n; i++)
            out[at++] = host[i];
        sy_tensor_release(g);
    }
    float value;
    CHECK(sy_tensor_to_data(loss, &value, sizeof value));
    out[NPARAM] = value;
    sy_grads_release(grads);
    sy_tensor *done[] = {h, hb, a, o, pred, err, sq, loss, p[0], p[1], p[2], p[3]};
    for (size_t k = 0; k < sizeof done / sizeof done[0]; k++)
        sy_tensor_release(done[k]);
}

/* w -= lr * g, with g the summed bucket divided by the ranks, rounded to f32
 * once; returns the step's loss (the mean of the shards' losses) */
static float apply(model *m, const double *sum, int ranks)
{
    size_t at = 0;
    for (int k = 0; k < 4; k++) {
        float g32[H];
        const int64_t rows = param_shape[k][0], cols = param_shape[k][1];
        for (int64_t i = 0; i < rows * cols; i++)
            g32[i] = (float)(sum[at++] / ranks);
        sy_tensor *g = tensor(g32, rows, cols, m->dev), *scaled, *next;
        CHECK(sy_mul(g, m->lr, &scaled));
        CHECK(sy_sub(m->params[k], scaled, &next));
        sy_tensor_release(scaled);
        sy_tensor_release(g);
        sy_tensor_release(m->params[k]);
        m->params[k] = next;
    }
    return (float)(sum[NPARAM] / ranks);
}

/* Whether adding the values v[0..n) in f64 is exact in every order: all are
 * multiples of the smallest nonzero one's f32 unit in the last place u, and
 * the sum of their magnitudes is below 2^53 u (then every partial sum is an
 * integer multiple of u below 2^53 u, which f64 holds). */
static bool sum_is_exact(const double *v, int n)
{
    int e_min = INT_MAX;
    double total = 0;
    for (int i = 0; i < n; i++) {
        if (v[i] == 0)
            continue;
        int e;
        frexp(v[i], &e);           /* v = f * 2^e, 0.5 <= |f| < 1: an f32's ulp is 2^(e - 24) */
        const int ulp = e - 24 < -149 ? -149 : e - 24;
        e_min = ulp < e_min ? ulp : e_min;
        total += fabs(v[i]);
    }
    return e_min == INT_MAX || total < ldexp(1.0, 52 + e_min); /* 2^52: a margin for total's own rounding */
}

static void shard_tensors(const float *x, const float *y, int r, int ranks, sy_device dev, sy_tensor **tx,
                          sy_tensor **ty)
{
    const int rows = N / ranks;
    *tx = tensor(x + r * rows, rows, 1, dev);
    *ty = tensor(y + r * rows, rows, 1, dev);
}

static double now(void)
{
    struct timespec ts;
    timespec_get(&ts, TIME_UTC);
    return (double)ts.tv_sec + (double)ts.tv_nsec * 1e-9;
}

static int by_value(const void *a, const void *b)
{
    const double x = *(const double *)a, y = *(const double *)b;
    return x < y ? -1 : x > y;
}

static void params_to_host(const model *m, float *w)
{
    size_t at = 0;
    for (int k = 0; k < 4; k++) {
        const size_t n = (size_t)(param_shape[k][0] * param_shape[k][1]);
        CHECK(sy_tensor_to_data(m->params[k], w + at, n * sizeof(float)));
        at += n;
    }
}

int main(int argc, char **argv)
{
    const int steps = argc > 1 ? atoi(argv[1]) : STEPS;
    if (steps < 1) {
        fprintf(stderr, "usage: data_parallel [steps >= 1]\n");
        return 2;
    }
    sy_comm *comm;
    if (sy_comm_world(&comm) != SY_OK) { /* SY_E_BACKEND_DISABLED in a build without the mpi layer */
        printf("data-parallel: the mpi layer is off in this build, nothing to run (%s)\n", sy_last_error());
        return 0;
    }
    int rank, ranks;
    CHECK(sy_comm_rank(comm, &rank));
    CHECK(sy_comm_size(comm, &ranks));
    if (N % ranks != 0) {
        if (rank == 0)
            fprintf(stderr, "data-parallel: %d rows do not split into %d equal shards; run on a divisor of %d "
                    "ranks\n", N, ranks, N);
        sy_comm_free(comm);
        sy_shutdown();
        return 2;
    }
    sy_device dev;
    CHECK(sy_device_default(&dev));
    const sy_device host = sy_device_of(SY_BACKEND_CPU, 0);
    float x[N], y[N];
    for (int i = 0; i < N; i++) {
        x[i] = -3.0f + 6.0f * (float)i / (N - 1);
        y[i] = sinf(x[i]);
    }

    /* data-parallel: this rank's shard, the bucket summed over the ranks */
    model m;
    model_init(&m, dev);
    sy_tensor *tx, *ty;
    shard_tensors(x, y, rank, ranks, dev, &tx, &ty);
    float first = 0, last = 0;
    const int64_t bucket_shape[1] = {BUCKET};
    double *times = malloc(sizeof(double) * (size_t)steps);
    if (times == NULL) {
        fprintf(stderr, "data-parallel: out of memory\n");
        return 1;
    }
    for (int it = 0; it < steps; it++) {
        double mine[BUCKET], sum[BUCKET];
        const double start = now();
        shard_grads(&m, tx, ty, mine);
        sy_tensor *b, *s;
        CHECK(sy_tensor_from_data(mine, SY_DTYPE_F64, bucket_shape, 1, host, &b));
        CHECK(sy_all_reduce(b, comm, SY_REDUCE_SUM, &s)); /* every rank, every step */
        CHECK(sy_tensor_to_data(s, sum, sizeof sum));
        sy_tensor_release(b);
        sy_tensor_release(s);
        last = apply(&m, sum, ranks);
        times[it] = now() - start;
        if (it == 0)
            first = last;
        if (rank == 0 && it % 300 == 0)
            printf("step %4d  loss %.5f\n", it, last);
    }
    sy_tensor_release(tx);
    sy_tensor_release(ty);
    float w_dp[NPARAM];
    params_to_host(&m, w_dp);
    model_free(&m);
    qsort(times, (size_t)steps, sizeof *times, by_value);
    if (rank == 0) {
        printf("loss %.5f -> %.5f (%d ranks)\n", first, last, ranks);
        /* make bench reads this line */
        printf("data-parallel: step %.1f us (rank 0's median: forward, backward, all_reduce, update)\n",
               times[steps / 2] * 1e6);
    }
    free(times);

    int bad = last < first / 10 ? 0 : 1;
    if (rank == 0) {
        /* the single-process reference: every shard in turn, added in rank order */
        model ref;
        model_init(&ref, dev);
        sy_tensor *shard_x[N], *shard_y[N];
        for (int r = 0; r < ranks; r++)
            shard_tensors(x, y, r, ranks, dev, &shard_x[r], &shard_y[r]);
        long inexact = 0;
        double *parts = malloc(sizeof(double) * BUCKET * (size_t)ranks);
        if (parts == NULL) {
            fprintf(stderr, "data-parallel: out of memory\n");
            return 1;
        }
        for (int it = 0; it < steps; it++) {
            double sum[BUCKET] = {0}, column[N];
            for (int r = 0; r < ranks; r++) {
                shard_grads(&ref, shard_x[r], shard_y[r], parts + r * BUCKET);
                for (int i = 0; i < BUCKET; i++)
                    sum[i] += parts[r * BUCKET + i];
            }
            for (int i = 0; i < NPARAM; i++) { /* the gradients: the loss is only printed */
                for (int r = 0; r < ranks; r++)
                    column[r] = parts[r * BUCKET + i];
                inexact += !sum_is_exact(column, ranks);
            }
            apply(&ref, sum, ranks);
        }
        free(parts);
        for (int r = 0; r < ranks; r++) {
            sy_tensor_release(shard_x[r]);
            sy_tensor_release(shard_y[r]);
        }
        float w_single[NPARAM];
        params_to_host(&ref, w_single);
        model_free(&ref);
        double x_max = 0;
        for (int i = 0; i < NPARAM; i++) {
            const double d = fabs((double)w_dp[i] - (double)w_single[i]);
            x_max = d > x_max || d != d ? d : x_max;
        }
        if (inexact)
            printf("data-parallel: %ld sums of the %d shards' gradients were not exact in f64, so the order of "
                   "addition could matter there\n", inexact, ranks);
        if (x_max != 0 || inexact)
            bad = 1;
        printf("data-parallel: ranks=%d steps=%d max|w_dp - w_single|=%g\n", ranks, steps, x_max);
    }
    sy_comm_free(comm);
    sy_shutdown();
    return bad;
}
