/* The driver of ONNX's node conformance tests (tests/onnx/node_tests.py).
 *
 *   sy_onnx_node DEVICE GRAPH.sy DIR
 *   sy_onnx_node --serve DEVICE
 *
 * Loads the saved graph, reads its inputs from DIR/input_K.raw (K = 0 ..
 * inputs - 1), runs it on DEVICE ("cpu:0", "simd:0", ...; sy_device_parse)
 * and writes each output to DIR/output_K.raw.
 *
 * --serve runs many tests in one process, so a device's start-up (PoCL's
 * platform and programs) is paid once: each line of stdin is "GRAPH.sy\tDIR",
 * each answer a line on stdout, the exit status the single form would have
 * had, after the case's messages went to DIR/stderr.txt. A case that leaves
 * a tensor or a block of device memory alive answers 1 (and says so there). At
 * the end of stdin the driver shuts down and exits 0.
 *
 * A .raw file is one ASCII header line, "syraw DTYPE RANK D0 D1 ...\n"
 * (DTYPE a switchyard dtype name), then the values row-major in the host's
 * byte order. An input's header must give the graph's type for that input.
 * Exit status: 0 ran, 1 an error (the graph, a file, or the run; the
 * message on stderr), 2 a usage error. */
#include <inttypes.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "switchyard.h"

static int fail(const char *what, sy_status st)
{
    fprintf(stderr, "error: %s: %s: %s (%s)\n", what, sy_status_name(st), sy_status_str(st), sy_last_error());
    return 1;
}

static size_t type_bytes(sy_dtype dt, const int64_t *shape, int rank)
{
    size_t n = sy_dtype_size(dt);
    for (int j = 0; j < rank; j++)
        n *= (size_t)shape[j];
    return n;
}

/* Reads path into a new tensor on dev, checking its header against the graph's input type. */
static int read_input(const char *path, sy_dtype want_dt, const int64_t *want_shape, int want_rank, sy_device dev,
                      sy_tensor **out)
{
    FILE *f = fopen(path, "rb");
    if (!f) {
        perror(path);
        return 1;
    }
    char name[32];
    int rank = -1;
    int64_t shape[SY_MAX_RANK];
    sy_dtype dt;
    int ok = fscanf(f, "syraw %31s %d", name, &rank) == 2 && rank >= 0 && rank <= SY_MAX_RANK &&
             sy_dtype_parse(name, &dt);
    for (int j = 0; ok && j < rank; j++)
        ok = fscanf(f, " %" SCNd64, &shape[j]) == 1 && shape[j] >= 0;
    if (ok)
        ok = fgetc(f) == '\n';
    if (!ok) {
        fprintf(stderr, "error: %s: not a .raw file (want \"syraw DTYPE RANK DIMS...\\n\" then the data)\n", path);
        fclose(f);
        return 1;
    }
    if (dt != want_dt || rank != want_rank || memcmp(shape, want_shape, (size_t)rank * sizeof shape[0]) != 0) {
        fprintf(stderr, "error: %s: holds %s of rank %d, not the graph's input type (%s of rank %d, or other dims)\n",
                path, name, rank, sy_dtype_name(want_dt), want_rank);
        fclose(f);
        return 1;
    }
    const size_t bytes = type_bytes(dt, shape, rank);
    unsigned char *buf = malloc(bytes + 1);
    const size_t got = buf ? fread(buf, 1, bytes + 1, f) : 0;
    fclose(f);
    if (!buf || got != bytes) {
        fprintf(stderr, "error: %s: %zu bytes of data, its header needs %zu\n", path, got, bytes);
        free(buf);
        return 1;
    }
    const sy_status st = sy_tensor_from_data(buf, dt, shape, rank, dev, out);
    free(buf);
    return st == SY_OK ? 0 : fail(path, st);
}

static int write_output(const char *path, const sy_tensor *t)
{
    const size_t bytes = sy_tensor_nbytes(t);
    unsigned char *buf = malloc(bytes ? bytes : 1);
    if (!buf)
        return 1;
    sy_status st = sy_tensor_to_data(t, buf, bytes);
    if (st != SY_OK) {
        free(buf);
        return fail(path, st);
    }
    FILE *f = fopen(path, "wb");
    if (!f) {
        perror(path);
        free(buf);
        return 1;
    }
    const int rank = sy_tensor_rank(t);
    const int64_t *shape = sy_tensor_shape(t);
    fprintf(f, "syraw %s %d", sy_dtype_name(sy_tensor_dtype(t)), rank);
    for (int j = 0; j < rank; j++)
        fprintf(f, " %" PRId64, shape[j]);
    fputc('\n', f);
    const int ok = fwrite(buf, 1, bytes, f) == bytes;
    free(buf);
    if (fclose(f) != 0 || !ok) {
        perror(path);
        return 1;
    }
    return 0;
}

/* One test case: GRAPH.sy run on dev with DIR's inputs, DIR's outputs written. */
static int run_case(sy_device dev, const char *graph_path, const char *dir)
{
    sy_graph *graph;
    sy_status st = sy_graph_load_path(graph_path, &graph);
    if (st != SY_OK)
        return fail(graph_path, st);
    size_t n_in, n_out, n_nodes, n_const;
    st = sy_graph_counts(graph, &n_in, &n_out, &n_nodes, &n_const);
    if (st != SY_OK) {
        sy_graph_release(graph);
        return fail("sy_graph_counts", st);
    }
    sy_tensor **ins = calloc(n_in + 1, sizeof *ins), **outs = calloc(n_out + 1, sizeof *outs);
    int rc = !ins || !outs;
    char path[4096];
    for (size_t k = 0; !rc && k < n_in; k++) {
        sy_dtype dt;
        int64_t shape[SY_MAX_RANK];
        int rank;
        st = sy_graph_input(graph, k, &dt, shape, &rank);
        if (st != SY_OK) {
            rc = fail("sy_graph_input", st);
            break;
        }
        snprintf(path, sizeof path, "%s/input_%zu.raw", dir, k);
        rc = read_input(path, dt, shape, rank, dev, &ins[k]);
    }
    if (!rc) {
        st = sy_graph_run(graph, dev, (const sy_tensor *const *)ins, n_in, outs, n_out);
        if (st != SY_OK)
            rc = fail("sy_graph_run", st);
    }
    for (size_t k = 0; !rc && k < n_out; k++) {
        snprintf(path, sizeof path, "%s/output_%zu.raw", dir, k);
        rc = write_output(path, outs[k]);
    }
    for (size_t k = 0; ins && k < n_in; k++)
        sy_tensor_release(ins[k]);
    for (size_t k = 0; outs && k < n_out; k++)
        sy_tensor_release(outs[k]);
    free(ins);
    free(outs);
    sy_graph_release(graph);
    return rc;
}

static int serve(sy_device dev)
{
    char line[8192];
    while (fgets(line, sizeof line, stdin)) {
        line[strcspn(line, "\n")] = 0;
        char *tab = strchr(line, '\t');
        if (!tab) {
            fprintf(stderr, "error: --serve: a line is \"GRAPH.sy<TAB>DIR\", not \"%s\"\n", line);
            return 2;
        }
        *tab = 0;
        const char *dir = tab + 1;
        char path[8300];
        snprintf(path, sizeof path, "%s/stderr.txt", dir);
        if (!freopen(path, "w", stderr))
            return 1;
        size_t live_before, live_after, peak;
        long blocks_before, blocks_after;
        sy_memory_stats(&live_before, &peak, &blocks_before);
        int rc = run_case(dev, line, dir);
        sy_memory_stats(&live_after, &peak, &blocks_after);
        if (!rc && (live_after != live_before || blocks_after != blocks_before)) {
            fprintf(stderr, "error: the case left %ld block(s), %zu byte(s) of host memory alive (sy_memory_stats)\n",
                    blocks_after - blocks_before, live_after - live_before);
            rc = 1;
        }
        fflush(stderr);
        printf("%d\n", rc);
        fflush(stdout);
    }
    sy_shutdown();
    return 0;
}

int main(int argc, char **argv)
{
    const int serving = argc == 3 && strcmp(argv[1], "--serve") == 0;
    if (argc != 4 && !serving) {
        fprintf(stderr, "usage: %s DEVICE GRAPH.sy DIR\n       %s --serve DEVICE\n", argv[0], argv[0]);
        return 2;
    }
    sy_device dev;
    sy_status st = sy_device_parse(argv[serving ? 2 : 1], &dev);
    if (st != SY_OK)
        return fail(argv[serving ? 2 : 1], st);
    if (serving)
        return serve(dev);
    const int rc = run_case(dev, argv[2], argv[3]);
    sy_shutdown();
    return rc;
}
