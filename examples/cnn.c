/* A LeNet-5-style convolutional network trained end to end, against the
 * public API.
 *
 *   cnn [DIR]   trains, prints the loss curve, and with DIR also captures
 *               the trained forward pass and writes, for tests/onnx/test_onnx_cnn.py:
 *               DIR/cnn.sy (the saved graph), DIR/cnn.x and DIR/cnn.target
 *               (a batch: raw f32 [B, 1, 28, 28] and raw i64 [B], host byte
 *               order) and DIR/cnn.logp, DIR/cnn.loss (what the graph gives
 *               for that batch on the device: raw f32 [B, 10] and f32 [])
 *
 * The network: 1x28x28 -> conv2d 6@5x5 -> relu -> max_pool2d 2x2 ->
 * conv2d 16@5x5 -> relu -> max_pool2d 2x2 -> reshape [B, 256] ->
 * matmul + bias 120 -> relu -> matmul + bias 84 -> relu -> matmul + bias 10
 * -> log_softmax -> nll_loss (mean). The data is generated: each of the 10
 * classes has a fixed pattern of bright and dark 7x7 cells, and every image
 * is its class's pattern plus uniform noise, a new batch each step, all from
 * one seeded generator (the run is reproducible). Each step tracks the plain
 * parameters (sy_track), runs the forward pass and sy_backward, and updates
 * every parameter with plain SGD, p -= lr * dL/dp. The device is
 * sy_device_default (SY_DEVICE=simd or SY_DEVICE=opencl:0 moves the whole
 * run). Exits non-zero unless the mean loss of the last 5 steps is below a
 * tenth of the first step's. */
#include <math.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "example.h"

enum { B = 16, C = 10, S = 28, STEPS = 40, NP = 10 };

/* nll_loss's ignore_index left out: -2^61 ignores nothing */
#define NO_IGNORE (-((int64_t)1 << 61))

static unsigned seed_state = 12345u;

static float uniform(void) /* in [-1, 1) */
{
    seed_state = seed_state * 1664525u + 1013904223u;
    return (float)(seed_state >> 8) / 16777216.0f * 2.0f - 1.0f;
}

static sy_tensor *tensor(const void *data, sy_dtype dt, const int64_t *shape, int rank, sy_device dev)
{
    sy_tensor *t;
    CHECK(sy_tensor_from_data(data, dt, shape, rank, dev, &t));
    return t;
}

/* a parameter of `shape`, uniform in +-sqrt(6 / fan_in) (He's bound for relu) */
static sy_tensor *param(const int64_t *shape, int rank, int64_t fan_in, sy_device dev)
{
    int64_t n = 1;
    for (int i = 0; i < rank; i++)
        n *= shape[i];
    float *data = malloc((size_t)n * sizeof *data);
    const float bound = sqrtf(6.0f / (float)fan_in);
    for (int64_t i = 0; i < n; i++)
        data[i] = uniform() * bound;
    sy_tensor *t = tensor(data, SY_DTYPE_F32, shape, rank, dev);
    free(data);
    return t;
}

static sy_tensor *zeros(const int64_t *shape, int rank, sy_device dev)
{
    sy_tensor *t;
    CHECK(sy_full(shape, rank, 0.0, SY_DTYPE_F32, dev, &t));
    return t;
}

/* a batch: class labels y and images x, each image its class's cell pattern plus noise */
static void batch(float *x, int64_t *y, float pattern[C][4][4])
{
    for (int n = 0; n < B; n++) {
        seed_state = seed_state * 1664525u + 1013904223u;
        const int c = (int)((seed_state >> 16) % C);
        y[n] = c;
        for (int i = 0; i < S; i++)
            for (int j = 0; j < S; j++)
                x[(n * S + i) * S + j] = pattern[c][i / 7][j / 7] + 0.8f * uniform();
    }
}

/* The forward pass, the same code tracked, eager and on the capture device:
 * log-probabilities [B, C] into *logp, the mean nll loss into *loss. */
static void forward(const sy_tensor *x, const sy_tensor *target, sy_tensor *const *p, sy_tensor **logp,
                    sy_tensor **loss)
{
    static const int64_t one[2] = {1, 1}, two[2] = {2, 2}, none[4] = {0, 0, 0, 0}, flat[2] = {B, 256};
    sy_tensor *c1, *r1, *p1, *i1, *c2, *r2, *p2, *i2, *f, *h1, *hb1, *a1, *h2, *hb2, *a2, *h3, *logits;
    CHECK(sy_conv2d(x, p[0], p[1], one, none, one, 1, &c1)); /* [B, 6, 24, 24] */
    CHECK(sy_relu(c1, &r1));
    CHECK(sy_max_pool2d(r1, two, two, none, one, false, &p1, &i1)); /* [B, 6, 12, 12] */
    CHECK(sy_conv2d(p1, p[2], p[3], one, none, one, 1, &c2));       /* [B, 16, 8, 8] */
    CHECK(sy_relu(c2, &r2));
    CHECK(sy_max_pool2d(r2, two, two, none, one, false, &p2, &i2)); /* [B, 16, 4, 4] */
    CHECK(sy_reshape(p2, flat, 2, &f));
    CHECK(sy_matmul(f, p[4], &h1)); /* gemm: [B, 256] @ [256, 120] + [120] */
    CHECK(sy_add(h1, p[5], &hb1));
    CHECK(sy_relu(hb1, &a1));
    CHECK(sy_matmul(a1, p[6], &h2)); /* [B, 120] @ [120, 84] + [84] */
    CHECK(sy_add(h2, p[7], &hb2));
    CHECK(sy_relu(hb2, &a2));
    CHECK(sy_matmul(a2, p[8], &h3)); /* [B, 84] @ [84, 10] + [10] */
    CHECK(sy_add(h3, p[9], &logits));
    CHECK(sy_log_softmax(logits, 1, logp));
    CHECK(sy_nll_loss(*logp, target, NULL, SY_NLL_LOSS_REDUCTION_MEAN, NO_IGNORE, loss));
    sy_tensor *done[] = {c1, r1, p1, i1, c2, r2, p2, i2, f, h1, hb1, a1, h2, hb2, a2, h3, logits};
    for (size_t k = 0; k < sizeof done / sizeof done[0]; k++)
        sy_tensor_release(done[k]);
}

static void write_raw(const char *dir, const char *name, const sy_tensor *t)
{
    const size_t n = sy_tensor_nbytes(t);
    void *data = malloc(n ? n : 1);
    CHECK(sy_tensor_to_data(t, data, n));
    char path[512];
    snprintf(path, sizeof path, "%s/%s", dir, name);
    FILE *f = fopen(path, "wb");
    if (!f || fwrite(data, 1, n, f) != n || fclose(f) != 0) {
        perror(path);
        exit(1);
    }
    free(data);
}

/* The trained forward pass captured (the parameters its constants, the batch
 * and its labels its inputs), saved, and what it gives on dev written. */
static void save(const char *dir, sy_tensor *const *params, const sy_tensor *x, const sy_tensor *y, sy_device dev)
{
    sy_device cap;
    CHECK(sy_capture_new(&cap));
    sy_tensor *cx, *cy, *cp[NP], *clogp, *closs;
    CHECK(sy_to_device(x, cap, &cx));
    CHECK(sy_to_device(y, cap, &cy));
    for (int k = 0; k < NP; k++)
        CHECK(sy_to_device(params[k], cap, &cp[k]));
    forward(cx, cy, cp, &clogp, &closs);
    sy_graph *g;
    const sy_tensor *in[2] = {cx, cy}, *out[2] = {clogp, closs};
    CHECK(sy_capture_complete(cap, in, 2, out, 2, &g));
    char path[512];
    snprintf(path, sizeof path, "%s/cnn.sy", dir);
    CHECK(sy_graph_save_path(g, path));

    sy_tensor *res[2];
    const sy_tensor *feed[2] = {x, y};
    CHECK(sy_graph_run(g, dev, feed, 2, res, 2));
    /* the replay is the eager forward pass, bit for bit */
    sy_tensor *elogp, *eloss;
    forward(x, y, params, &elogp, &eloss);
    float a[B * C], b[B * C], la, lb;
    CHECK(sy_tensor_to_data(res[0], a, sizeof a));
    CHECK(sy_tensor_to_data(elogp, b, sizeof b));
    CHECK(sy_tensor_to_data(res[1], &la, sizeof la));
    CHECK(sy_tensor_to_data(eloss, &lb, sizeof lb));
    if (memcmp(a, b, sizeof a) != 0 || memcmp(&la, &lb, sizeof la) != 0) {
        fprintf(stderr, "cnn: the captured forward pass replayed differs from the eager one\n");
        exit(1);
    }
    write_raw(dir, "cnn.x", x);
    write_raw(dir, "cnn.target", y);
    write_raw(dir, "cnn.logp", res[0]);
    write_raw(dir, "cnn.loss", res[1]);
    printf("wrote %s/cnn.sy (the trained forward pass, %d constants), cnn.x, cnn.target, cnn.logp, cnn.loss\n", dir,
           NP);
    sy_tensor *done[] = {res[0], res[1], elogp, eloss, cx, cy, clogp, closs};
    for (size_t k = 0; k < sizeof done / sizeof done[0]; k++)
        sy_tensor_release(done[k]);
    for (int k = 0; k < NP; k++)
        sy_tensor_release(cp[k]);
    sy_graph_release(g);
    CHECK(sy_capture_release(cap));
}

int main(int argc, char **argv)
{
    sy_device dev;
    CHECK(sy_device_default(&dev));
    const sy_device ad = sy_device_autodiff(dev, SY_CHECKPOINT_NONE);

    float pattern[C][4][4];
    for (int c = 0; c < C; c++)
        for (int i = 0; i < 4; i++)
            for (int j = 0; j < 4; j++)
                pattern[c][i][j] = uniform() < 0 ? -1.0f : 1.0f;

    static const int64_t w1[4] = {6, 1, 5, 5}, b1[1] = {6}, w2[4] = {16, 6, 5, 5}, b2[1] = {16}, w3[2] = {256, 120},
                         b3[1] = {120}, w4[2] = {120, 84}, b4[1] = {84}, w5[2] = {84, C}, b5[1] = {C};
    sy_tensor *params[NP] = {param(w1, 4, 25, dev),  zeros(b1, 1, dev), param(w2, 4, 150, dev), zeros(b2, 1, dev),
                             param(w3, 2, 256, dev), zeros(b3, 1, dev), param(w4, 2, 120, dev), zeros(b4, 1, dev),
                             param(w5, 2, 84, dev),  zeros(b5, 1, dev)};
    sy_tensor *lr;
    CHECK(sy_full(NULL, 0, 0.05, SY_DTYPE_F32, dev, &lr));

    static float xd[B * S * S];
    int64_t yd[B];
    const int64_t xshape[4] = {B, 1, S, S}, yshape[1] = {B};
    float first = 0, tail = 0;
    printf("cnn: LeNet-5-style, batch %d of 1x%dx%d, %d classes, SGD lr 0.05\n", B, S, S, C);
    for (int it = 0; it < STEPS; it++) {
        batch(xd, yd, pattern);
        sy_tensor *x = tensor(xd, SY_DTYPE_F32, xshape, 4, dev), *y = tensor(yd, SY_DTYPE_I64, yshape, 1, dev);
        sy_tensor *p[NP], *logp, *loss;
        for (int k = 0; k < NP; k++)
            CHECK(sy_track(params[k], ad, &p[k])); /* leaves of this step's graph */
        forward(x, y, p, &logp, &loss);
        sy_grads *grads;
        CHECK(sy_backward(loss, &grads));
        for (int k = 0; k < NP; k++) {
            sy_tensor *g, *scaled, *next;
            CHECK(sy_grad(grads, p[k], &g)); /* plain, on dev, the shape of the parameter */
            CHECK(sy_mul(g, lr, &scaled));
            CHECK(sy_sub(params[k], scaled, &next));
            sy_tensor_release(scaled);
            sy_tensor_release(g);
            sy_tensor_release(params[k]);
            params[k] = next;
        }
        float value;
        CHECK(sy_tensor_to_data(loss, &value, sizeof value));
        if (!isfinite(value)) {
            fprintf(stderr, "cnn: step %d: the loss is %g\n", it, value);
            return 1;
        }
        if (it == 0)
            first = value;
        if (it >= STEPS - 5)
            tail += value / 5;
        if (it % 5 == 0 || it == STEPS - 1)
            printf("step %3d  loss %.4f\n", it, value);
        sy_grads_release(grads);
        sy_tensor_release(logp);
        sy_tensor_release(loss);
        for (int k = 0; k < NP; k++)
            sy_tensor_release(p[k]);
        if (it == STEPS - 1 && argc > 1)
            save(argv[1], params, x, y, dev);
        sy_tensor_release(x);
        sy_tensor_release(y);
    }
    char name[64];
    sy_device_format(dev, name, sizeof name);
    printf("cnn on %s: loss %.4f -> %.4f (mean of the last 5 steps; must fall below a tenth)\n", name, first,
           tail);
    for (int k = 0; k < NP; k++)
        sy_tensor_release(params[k]);
    sy_tensor_release(lr);
    sy_shutdown();
    return tail < first / 10 ? 0 : 1;
}
