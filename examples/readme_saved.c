/* The README's saved-graph example, as a program: the text between the
 * readme:begin and readme:end lines is the README's excerpt, verbatim (a
 * pytest keeps them equal); `make test` builds and runs it on every device.
 * It captures relu(x @ w), saves it to a temporary file, loads it back and
 * checks that the loaded graph gives, on the default device, the same bits
 * as the graph it was saved from; then that a damaged file is refused with
 * the place named. */
#define _POSIX_C_SOURCE 200809L
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

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
    const float xd[6] = {1, 2, 3, 4, 5, 6}, wd[6] = {1, -1, 0, 1, 1, 1}, nd[6] = {-1, 0.5f, 2, 0, 3, -2};
    sy_tensor *x = tensor(xd, 2, 3, dev), *w = tensor(wd, 3, 2, dev), *new_x = tensor(nd, 2, 3, dev);
    sy_device cap;
    CHECK(sy_capture_new(&cap));
    sy_tensor *cx, *cw, *cxw, *cy;
    CHECK(sy_to_device(x, cap, &cx));
    CHECK(sy_to_device(w, cap, &cw));
    CHECK(sy_matmul(cx, cw, &cxw));
    CHECK(sy_relu(cxw, &cy));
    sy_graph *g;
    const sy_tensor *in[1] = {cx}, *out[1] = {cy};
    CHECK(sy_capture_complete(cap, in, 1, out, 1, &g));
    char path[128];
    snprintf(path, sizeof path, "%s/readme_saved.%ld.sy", getenv("TMPDIR") ? getenv("TMPDIR") : "/tmp", (long)getpid());
    const sy_tensor *batch[1] = {new_x};
    /* readme:begin */
CHECK(sy_graph_save_path(g, path));               /* a temporary file renamed over path: whole or not at all */

/* in another program, which never builds the model: */
sy_graph *loaded;
CHECK(sy_graph_load_path(path, &loaded));         /* every line checked, each node by its op's own rule */
sy_dtype dt;
int64_t shape[SY_MAX_RANK];
int rank;
CHECK(sy_graph_input(loaded, 0, &dt, shape, &rank));   /* what to feed it: f32 [2, 3] */
sy_tensor *y;
CHECK(sy_graph_run(loaded, dev, batch, 1, &y, 1));      /* what g gives on dev, bit for bit */
    /* readme:end */
    sy_tensor *want;
    CHECK(sy_graph_run(g, dev, batch, 1, &want, 1));
    float a[4], b[4];
    CHECK(sy_tensor_to_data(y, a, sizeof a));
    CHECK(sy_tensor_to_data(want, b, sizeof b));
    if (memcmp(a, b, sizeof a) != 0 || dt != SY_DTYPE_F32 || rank != 2 || shape[0] != 2 || shape[1] != 3) {
        fprintf(stderr, "readme_saved: the loaded graph differs from the saved one\n");
        return 1;
    }
    /* a damaged file: cut short in the constant's data (line 4) */
    if (truncate(path, 130) != 0) {
        perror(path);
        return 1;
    }
    sy_graph *bad = NULL;
    sy_status st = sy_graph_load_path(path, &bad);
    printf("%s\n", sy_last_error());
    if (st != SY_E_GRAPH_FORMAT || bad != NULL || strstr(sy_last_error(), ":4:29 (byte 118): %2 (constant): 12 hex digit(s) of data;") == NULL) {
        fprintf(stderr, "readme_saved: a damaged file gave %s: %s\n", sy_status_name(st), sy_last_error());
        return 1;
    }
    remove(path);
    char name[64];
    sy_device_format(dev, name, sizeof name);
    printf("readme_saved: saved, loaded and replayed on %s, equal to the original graph\n", name);
    sy_tensor_release(want);
    sy_tensor_release(y);
    sy_graph_release(loaded);
    sy_graph_release(g);
    sy_tensor_release(cy);
    sy_tensor_release(cxw);
    sy_tensor_release(cw);
    sy_tensor_release(cx);
    CHECK(sy_capture_release(cap));
    sy_tensor_release(x);
    sy_tensor_release(w);
    sy_tensor_release(new_x);
    sy_shutdown();
    return 0;
}
