/* Training a small model with gradient descent, against the public API.
 *
 * A two-layer perceptron (1 -> 16 -> 1, tanh) learns y = sin(x) on [-3, 3].
 * Each step brings the plain parameters into an autodiff context with
 * sy_track, computes the mean squared error, runs sy_backward, and updates
 * the plain parameters with w -= lr * dL/dw. The device is sy_device_default
 * (SY_DEVICE=simd or SY_DEVICE=sim:1 moves the whole run). Exits non-zero if
 * the loss does not fall below a tenth of where it started. */
#include <math.h>
#include <stdio.h>
#include <stdlib.h>

#include "example.h"

enum { N = 64, H = 16, STEPS = 1500 };

static float uniform(unsigned *state) /* deterministic: the run is reproducible */
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

/* w - lr * g, on plain tensors */
static sy_tensor *step(sy_tensor *w, const sy_tensor *g, const sy_tensor *lr)
{
    sy_tensor *scaled, *next;
    CHECK(sy_mul(g, lr, &scaled));
    CHECK(sy_sub(w, scaled, &next));
    sy_tensor_release(scaled);
    sy_tensor_release(w);
    return next;
}

int main(void)
{
    sy_device dev;
    CHECK(sy_device_default(&dev));
    const sy_device ad = sy_device_autodiff(dev, SY_CHECKPOINT_NONE);

    float x[N], y[N], w1[H], b1[H], w2[H], b2[1] = {0};
    unsigned seed = 7;
    for (int i = 0; i < N; i++) {
        x[i] = -3.0f + 6.0f * (float)i / (N - 1);
        y[i] = sinf(x[i]);
    }
    for (int j = 0; j < H; j++) {
        w1[j] = uniform(&seed);
        b1[j] = uniform(&seed);
        w2[j] = uniform(&seed) * 0.5f;
    }
    sy_tensor *tx = tensor(x, N, 1, dev), *ty = tensor(y, N, 1, dev);
    sy_tensor *params[4] = {tensor(w1, 1, H, dev), tensor(b1, 1, H, dev), tensor(w2, H, 1, dev), tensor(b2, 1, 1, dev)};
    sy_tensor *lr;
    CHECK(sy_full(NULL, 0, 0.05, SY_DTYPE_F32, dev, &lr));

    float first = 0, last = 0;
    for (int it = 0; it <= STEPS; it++) {
        sy_tensor *p[4], *h, *hb, *a, *o, *pred, *err, *sq, *loss;
        for (int k = 0; k < 4; k++)
            CHECK(sy_track(params[k], ad, &p[k])); /* leaves of this step's graph */
        CHECK(sy_matmul(tx, p[0], &h));            /* [N,1] @ [1,H]: plain x meets tracked w1 */
        CHECK(sy_add(h, p[1], &hb));               /* + b1, broadcast over rows */
        CHECK(sy_tanh(hb, &a));
        CHECK(sy_matmul(a, p[2], &o));             /* [N,H] @ [H,1] */
        CHECK(sy_add(o, p[3], &pred));
        CHECK(sy_sub(pred, ty, &err));
        CHECK(sy_mul(err, err, &sq));
        CHECK(sy_mean(sq, SY_AXIS_ALL, false, &loss));

        sy_grads *grads;
        CHECK(sy_backward(loss, &grads));
        for (int k = 0; k < 4; k++) {
            sy_tensor *g;
            CHECK(sy_grad(grads, p[k], &g)); /* plain, on dev, the shape of the parameter */
            params[k] = step(params[k], g, lr);
            sy_tensor_release(g);
        }
        float value;
        CHECK(sy_tensor_to_data(loss, &value, sizeof value));
        if (it == 0)
            first = value;
        last = value;
        if (it % 300 == 0)
            printf("step %4d  loss %.5f\n", it, value);

        sy_grads_release(grads);
        sy_tensor *done[] = {h, hb, a, o, pred, err, sq, loss, p[0], p[1], p[2], p[3]};
        for (size_t k = 0; k < sizeof done / sizeof done[0]; k++)
            sy_tensor_release(done[k]);
    }
    printf("loss %.5f -> %.5f\n", first, last);

    for (int k = 0; k < 4; k++)
        sy_tensor_release(params[k]);
    sy_tensor_release(tx);
    sy_tensor_release(ty);
    sy_tensor_release(lr);
    return last < first / 10 ? 0 : 1;
}
