/* The README's capture example, as a program: the text between the
 * readme:begin and readme:end lines is the README's excerpt, verbatim (a
 * pytest keeps them equal); `make test` builds and runs it, and the subset
 * matrix runs it on every backend subset. It replays on the default device
 * and compares the result with the same matmul run eagerly. */
#include <stdio.h>
#include <stdlib.h>

#include "example.h"

static sy_tensor *tensor(const float *data, int64_t rows, int64_t cols, sy_device dev)
{
    const int64_t shape[2] = {rows, cols};
    sy_tensor *t;
    CHECK(sy_tensor_from_data(data, SY_DTYPE_F32, shape, 2, dev, &t));
    return t;
}

int main(void)
{
    sy_device dev;
    CHECK(sy_device_default(&dev));
    const float xd[6] = {1, 2, 3, 4, 5, 6}, wd[6] = {1, 0, 0, 1, 1, 1}, nd[6] = {-1, 0.5f, 2, 0, 3, -2};
    sy_tensor *x = tensor(xd, 2, 3, dev), *w = tensor(wd, 3, 2, dev), *new_x = tensor(nd, 2, 3, dev);
    sy_device replay_on = dev;
    /* readme:begin */
sy_device cap;
CHECK(sy_capture_new(&cap));                      /* ids only grow */
sy_tensor *cx, *cw, *cy;
CHECK(sy_to_device(x, cap, &cx));                 /* a sample input: an initializer */
CHECK(sy_to_device(w, cap, &cw));                 /* a weight: stays a constant */
CHECK(sy_matmul(cx, cw, &cy));                    /* recorded, nothing computed */
sy_graph *g;
const sy_tensor *in[1] = {cx}, *out[1] = {cy};
CHECK(sy_capture_complete(cap, in, 1, out, 1, &g));
CHECK(sy_graph_write(g, stdout, SY_GRAPH_TEXT));  /* or SY_GRAPH_DOT for Graphviz */
sy_tensor *y;
const sy_tensor *batch[1] = {new_x};              /* any device; moved to the replay device */
sy_graph_stats stats;
CHECK(sy_graph_run_ex(g, replay_on, batch, 1, &y, 1, &stats));   /* any real device */
    /* readme:end */
    sy_tensor *eager;
    CHECK(sy_matmul(new_x, w, &eager));
    float got[4], want[4];
    CHECK(sy_tensor_to_data(y, got, sizeof got));
    CHECK(sy_tensor_to_data(eager, want, sizeof want));
    for (int i = 0; i < 4; i++)
        if (got[i] != want[i]) {
            fprintf(stderr, "readme_capture: element %d replayed as %g, eagerly %g\n", i, got[i], want[i]);
            return 1;
        }
    char name[64];
    sy_device_format(replay_on, name, sizeof name);
    printf("readme_capture: replayed on %s, equal to eager\n", name);
    sy_tensor_release(eager);
    sy_tensor_release(y);
    sy_tensor_release(cy);
    sy_tensor_release(cw);
    sy_tensor_release(cx);
    sy_graph_release(g);
    CHECK(sy_capture_release(cap));
    sy_tensor_release(x);
    sy_tensor_release(w);
    sy_tensor_release(new_x);
    sy_shutdown();
    return 0;
}
