/* switchyard demo: replay a saved graph in a program that never builds the
 * model.
 *
 *   build/demo-replay [DIR]   loads DIR/mlp.sy (default build/), which
 *                             build/demo-capture saved, feeds it the batch
 *                             DIR/mlp.in on every device of every enabled
 *                             backend, and checks that each result equals
 *                             bit for bit what the captured graph gave on
 *                             that device, DIR/mlp.out.BACKEND.INDEX
 *
 * The graph's input and output types come from the file (sy_graph_input,
 * sy_graph_output); the data files are raw row-major values in the host's
 * byte order, as demo-capture wrote them. Exits non-zero on any difference
 * or error. */
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

/* Exactly `bytes` bytes of DIR/name into a new buffer. */
static void *read_raw(const char *dir, const char *name, size_t bytes)
{
    char path[512];
    snprintf(path, sizeof path, "%s/%s", dir, name);
    FILE *f = fopen(path, "rb");
    if (!f) {
        perror(path);
        exit(1);
    }
    unsigned char *buf = malloc(bytes + 1);
    size_t got = buf ? fread(buf, 1, bytes + 1, f) : 0;
    fclose(f);
    if (!buf || got != bytes) {
        fprintf(stderr, "%s: %zu bytes, the graph's type needs %zu\n", path, got, bytes);
        exit(1);
    }
    return buf;
}

static size_t type_bytes(sy_dtype dt, const int64_t *shape, int rank)
{
    size_t n = sy_dtype_size(dt);
    for (int j = 0; j < rank; j++)
        n *= (size_t)shape[j];
    return n;
}

static void print_type(const char *what, sy_dtype dt, const int64_t *shape, int rank)
{
    printf("%s %s[", what, sy_dtype_name(dt));
    for (int j = 0; j < rank; j++)
        printf("%s%lld", j ? ", " : "", (long long)shape[j]);
    printf("]");
}

int main(int argc, char **argv)
{
    const char *dir = argc > 1 ? argv[1] : "build";
    char path[512];
    snprintf(path, sizeof path, "%s/mlp.sy", dir);
    sy_graph *graph;
    CHECK(sy_graph_load_path(path, &graph));
    size_t n_in, n_out, n_nodes, n_const;
    CHECK(sy_graph_counts(graph, &n_in, &n_out, &n_nodes, &n_const));
    if (n_in != 1 || n_out != 1) {
        fprintf(stderr, "%s: expected a graph of one input and one output, got %zu and %zu\n", path, n_in, n_out);
        return 1;
    }
    sy_dtype in_dt, out_dt;
    int64_t in_shape[SY_MAX_RANK], out_shape[SY_MAX_RANK];
    int in_rank, out_rank;
    CHECK(sy_graph_input(graph, 0, &in_dt, in_shape, &in_rank));
    CHECK(sy_graph_output(graph, 0, &out_dt, out_shape, &out_rank));
    printf("loaded %s: %zu node(s), %zu constant(s); ", path, n_nodes, n_const);
    print_type("input", in_dt, in_shape, in_rank);
    print_type(", output", out_dt, out_shape, out_rank);
    printf("\n");

    const size_t in_bytes = type_bytes(in_dt, in_shape, in_rank), out_bytes = type_bytes(out_dt, out_shape, out_rank);
    void *batch = read_raw(dir, "mlp.in", in_bytes);
    unsigned char *got = malloc(out_bytes ? out_bytes : 1);
    if (!got)
        return 1;

    int bad = 0, runs = 0;
    for (int b = 0; b < SY_BACKEND_ID_LIMIT; b++) {
        if (!sy_backend_enabled((sy_backend)b))
            continue;
        for (int d = 0; d < sy_backend_device_count((sy_backend)b); d++) {
            sy_device dev = sy_device_of((sy_backend)b, d);
            char name[48];
            sy_device_format(dev, name, sizeof name);
            char ref[64];
            snprintf(ref, sizeof ref, "mlp.out.%s.%d", sy_backend_name((sy_backend)b), d);
            unsigned char *want = read_raw(dir, ref, out_bytes);
            sy_tensor *x, *y;
            CHECK(sy_tensor_from_data(batch, in_dt, in_shape, in_rank, dev, &x));
            const sy_tensor *in[1] = {x};
            CHECK(sy_graph_run(graph, dev, in, 1, &y, 1));
            CHECK(sy_tensor_to_data(y, got, out_bytes));
            const int same = memcmp(got, want, out_bytes) == 0;
            bad += !same;
            runs++;
            printf("replayed on %-9s", name);
            if (out_dt == SY_DTYPE_F32 && out_bytes >= 3 * sizeof(float)) {
                float p[3];
                memcpy(p, got, sizeof p);
                printf(" out[0] = [%.4f %.4f %.4f ...]", p[0], p[1], p[2]);
            }
            printf(": %s\n", same ? "equal to the captured graph's, bit for bit" : "DIFFERENT FROM THE CAPTURED GRAPH'S");
            free(want);
            sy_tensor_release(y);
            sy_tensor_release(x);
        }
    }
    printf("%d device(s), %d different\n", runs, bad);
    free(got);
    free(batch);
    sy_graph_release(graph);
    sy_shutdown();
    return bad || runs == 0 ? 1 : 0;
}
