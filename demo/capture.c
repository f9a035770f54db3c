/* switchyard demo: capture a small MLP's forward pass once, write it out,
 * save it, and replay it on every enabled backend.
 *
 *   build/demo-capture [DIR]   writes DIR/mlp.txt and DIR/mlp.dot (default build/),
 *                              the saved graph DIR/mlp.sy (docs/graph-format.md),
 *                              and for build/demo-replay to check, a batch
 *                              DIR/mlp.in and what the graph gives for it on each
 *                              device, DIR/mlp.out.BACKEND.INDEX (raw row-major
 *                              f32 in the host's byte order)
 *
 * The weights become constants of the graph, the batch its runtime input.
 * Each replay gets a new batch and is compared with the same forward pass run
 * eagerly on that device: the kernels are the same, so the results must be
 * equal bit for bit. Exits non-zero otherwise. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "switchyard.h"

#define CHECK(x)                                                                                              \
    do {                                                                                                      \
        sy_status st_ = (x);                                                                                  \
        if (st_ != SY_OK) {                                                                                   \
            fprintf(stderr, "%s:%d: %s: %s (%s)\n", __FILE__, __LINE__, #x, sy_status_str(st_), sy_last_error()); \
            exit(1);                                                                                          \
        }                                                                                                     \
    } while (0)

enum { B = 8, IN = 4, HID = 16, OUT = 3 };

static sy_tensor *random_tensor(int64_t rows, int64_t cols, int rank, unsigned seed, sy_device dev)
{
    float data[B * HID > HID * OUT ? B * HID : HID * OUT];
    const int64_t shape[2] = {rows, cols};
    const int64_t n = rank == 2 ? rows * cols : rows;
    for (int64_t i = 0; i < n; i++) {
        seed = seed * 1664525u + 1013904223u;
        data[i] = (float)(seed >> 8) / 16777216.0f - 0.5f;
    }
    sy_tensor *t;
    CHECK(sy_tensor_from_data(data, SY_DTYPE_F32, rank == 2 ? shape : shape, rank, dev, &t));
    return t;
}

/* The forward pass, the same code eagerly and on the capture device. */
static sy_tensor *forward(const sy_tensor *x, sy_tensor *const *p)
{
    sy_tensor *h, *hb, *a, *o, *logits, *e, *z, *probs;
    CHECK(sy_matmul(x, p[0], &h));
    CHECK(sy_add(h, p[1], &hb));
    CHECK(sy_relu(hb, &a));
    CHECK(sy_matmul(a, p[2], &o));
    CHECK(sy_add(o, p[3], &logits));
    CHECK(sy_exp(logits, &e));           /* softmax over the classes */
    CHECK(sy_sum(e, 1, true, &z));
    CHECK(sy_div(e, z, &probs));
    sy_tensor *tmp[] = {h, hb, a, o, logits, e, z};
    for (size_t i = 0; i < sizeof tmp / sizeof tmp[0]; i++)
        sy_tensor_release(tmp[i]);
    return probs;
}

static FILE *open_out(const char *dir, const char *name)
{
    char path[512];
    snprintf(path, sizeof path, "%s/%s", dir, name);
    FILE *f = fopen(path, "w");
    if (!f) {
        perror(path);
        exit(1);
    }
    printf("wrote %s\n", path);
    return f;
}

static void write_raw(const char *dir, const char *name, const sy_tensor *t)
{
    float data[B * IN > B * OUT ? B * IN : B * OUT];
    CHECK(sy_tensor_to_data(t, data, sizeof data));
    char path[512];
    snprintf(path, sizeof path, "%s/%s", dir, name);
    FILE *f = fopen(path, "wb");
    if (!f) {
        perror(path);
        exit(1);
    }
    if (fwrite(data, 1, sy_tensor_nbytes(t), f) != sy_tensor_nbytes(t) || fclose(f) != 0) {
        perror(name);
        exit(1);
    }
}

/* A batch, and what the graph gives for it on every device (kernels differ
 * between backends in the last bits, so each device has its own reference):
 * demo-replay feeds the batch to the loaded graph and must get the same bits
 * on each device. */
static void save_reference(const sy_graph *graph, const char *dir)
{
    const sy_device host = sy_device_of(SY_BACKEND_CPU, 0);
    sy_tensor *batch = random_tensor(B, IN, 2, 42, host);
    write_raw(dir, "mlp.in", batch);
    for (int b = 0; b < SY_BACKEND_ID_LIMIT; b++) {
        if (!sy_backend_enabled((sy_backend)b))
            continue;
        for (int d = 0; d < sy_backend_device_count((sy_backend)b); d++) {
            char name[64];
            snprintf(name, sizeof name, "mlp.out.%s.%d", sy_backend_name((sy_backend)b), d);
            const sy_tensor *in[1] = {batch};
            sy_tensor *probs;
            CHECK(sy_graph_run(graph, sy_device_of((sy_backend)b, d), in, 1, &probs, 1));
            write_raw(dir, name, probs);
            sy_tensor_release(probs);
        }
    }
    sy_tensor_release(batch);
    printf("wrote %s/mlp.in and %s/mlp.out.* (a batch and what each device gives for it, for demo-replay)\n", dir,
           dir);
}

int main(int argc, char **argv)
{
    const char *dir = argc > 1 ? argv[1] : "build";
    const sy_device host = sy_device_of(SY_BACKEND_CPU, 0);
    sy_tensor *params[4] = {random_tensor(IN, HID, 2, 1, host), random_tensor(HID, 0, 1, 2, host),
                            random_tensor(HID, OUT, 2, 3, host), random_tensor(OUT, 0, 1, 4, host)};
    sy_tensor *x = random_tensor(B, IN, 2, 5, host);

    /* capture once */
    sy_device cap;
    CHECK(sy_capture_new(&cap));
    sy_tensor *cx, *cp[4];
    CHECK(sy_to_device(x, cap, &cx));
    for (int k = 0; k < 4; k++)
        CHECK(sy_to_device(params[k], cap, &cp[k]));
    sy_tensor *cy = forward(cx, cp);
    sy_graph *graph;
    const sy_tensor *inputs[1] = {cx}, *outputs[1] = {cy};
    CHECK(sy_capture_complete(cap, inputs, 1, outputs, 1, &graph));

    printf("the captured graph:\n");
    CHECK(sy_graph_write(graph, stdout, SY_GRAPH_TEXT));
    FILE *f = open_out(dir, "mlp.txt");
    CHECK(sy_graph_write(graph, f, SY_GRAPH_TEXT));
    fclose(f);
    f = open_out(dir, "mlp.dot");
    CHECK(sy_graph_write(graph, f, SY_GRAPH_DOT));
    fclose(f);
    char path[512];
    snprintf(path, sizeof path, "%s/mlp.sy", dir);
    CHECK(sy_graph_save_path(graph, path)); /* what build/demo-replay loads */
    printf("wrote %s\n", path);
    save_reference(graph, dir);

    /* replay on every enabled backend with a new batch, against eager */
    int bad = 0;
    for (int b = 0; b < SY_BACKEND_ID_LIMIT; b++) {
        if (!sy_backend_enabled((sy_backend)b) || sy_backend_device_count((sy_backend)b) == 0)
            continue;
        sy_device dev = sy_device_of((sy_backend)b, 0);
        sy_tensor *batch = random_tensor(B, IN, 2, 100u + (unsigned)b, dev), *p[4], *eager, *replayed;
        for (int k = 0; k < 4; k++)
            CHECK(sy_to_device(params[k], dev, &p[k]));
        eager = forward(batch, p);
        const sy_tensor *in[1] = {batch};
        sy_graph_stats stats;
        CHECK(sy_graph_run_ex(graph, dev, in, 1, &replayed, 1, &stats));
        float want[B * OUT], got[B * OUT];
        CHECK(sy_tensor_to_data(eager, want, sizeof want));
        CHECK(sy_tensor_to_data(replayed, got, sizeof got));
        int same = memcmp(want, got, sizeof want) == 0;
        bad += !same;
        printf("replayed on %-5s (a new batch) %zu nodes, peak %zu bytes, probs[0] = [%.4f %.4f %.4f]: %s\n",
               sy_backend_name((sy_backend)b), stats.nodes_run, stats.peak_bytes, got[0], got[1], got[2],
               same ? "equal to eager" : "DIFFERENT FROM EAGER");
        for (int k = 0; k < 4; k++)
            sy_tensor_release(p[k]);
        sy_tensor_release(batch);
        sy_tensor_release(eager);
        sy_tensor_release(replayed);
    }

    sy_graph_release(graph);
    sy_tensor_release(cy);
    sy_tensor_release(cx);
    for (int k = 0; k < 4; k++) {
        sy_tensor_release(cp[k]);
        sy_tensor_release(params[k]);
    }
    sy_tensor_release(x);
    sy_capture_release(cap);
    return bad ? 1 : 0;
}
