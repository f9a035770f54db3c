/* switchyard: libFuzzer target over the saved-graph loader.
 *
 * The input is a file for sy_graph_load_buffer (docs/graph-format.md). Beyond
 * what ASan and UBSan catch, it asserts (abort with a message):
 *   - a refused file gives GRAPH_FORMAT, GRAPH_UNKNOWN or GRAPH_VERSION (or
 *     OUT_OF_MEMORY), *out NULL, and a detail that names the place
 *     ("<buffer>:LINE:COL (byte N)");
 *   - an accepted file gives a graph that saves, loads again and saves again
 *     to the same bytes, writes as text and DOT, and replays on cpu:0 (when
 *     its values are small enough to compute quickly): the loader accepts
 *     only graphs the runtime can run; a graph reading attributes from
 *     values when it runs (version 3) replays when it reads only graph
 *     inputs, and may then refuse their values with a status, nothing
 *     leaked;
 *   - afterwards the runtime's live host blocks (sy__host_live) are back to
 *     their count at the start of the input.
 *
 * Build and run: make fuzz (tests/fuzz/README.md). */
#define _GNU_SOURCE
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "switchyard.h"
#include "sy_capture.h"

#define FUZZ_ASSERT(cond, ...)                                                                                \
    do {                                                                                                      \
        if (!(cond)) {                                                                                        \
            fprintf(stderr, "fuzz_graph: check failed: %s: ", #cond);                                         \
            fprintf(stderr, __VA_ARGS__);                                                                     \
            fprintf(stderr, "\n");                                                                            \
            abort();                                                                                          \
        }                                                                                                     \
    } while (0)

/* Elements a replay may touch (matmuls count their inner dimension): keeps
 * each input fast under the sanitizers. */
#define WORK_LIMIT ((int64_t)1 << 20)

static const sy_device cpu0 = {SY_BACKEND_CPU, 0, 0, 0, 0};

static char *save_mem(const sy_graph *g, size_t *len)
{
    char *buf = NULL;
    FILE *f = open_memstream(&buf, len);
    FUZZ_ASSERT(f != NULL, "open_memstream");
    sy_status st = sy_graph_save(g, f);
    FUZZ_ASSERT(st == SY_OK, "sy_graph_save: %s", sy_last_error());
    FUZZ_ASSERT(fclose(f) == 0, "fclose");
    return buf;
}

static void write_null(const sy_graph *g, unsigned format)
{
    FILE *f = fopen("/dev/null", "w");
    FUZZ_ASSERT(f != NULL, "/dev/null");
    sy_status st = sy_graph_write(g, f, format);
    FUZZ_ASSERT(st == SY_OK, "sy_graph_write(%u): %s", format, sy_last_error());
    fclose(f);
}

/* The elements a replay of g computes, roughly; INT64_MAX when past the limit.
 * A '?' dimension (known when the graph runs) counts as the elements of
 * every graph input together: replay() runs ops of data-dependent shape
 * only on graph inputs (of ones), whose results are no longer than that. */
static int64_t work(const sy_graph *g)
{
    int64_t total = 0, unknown = 1;
    for (size_t i = 0; i < g->n_inputs; i++) {
        const sy__gvalue *v = &g->values[g->inputs[i]];
        unknown += sy__numel(v->shape, v->rank);
        if (unknown > WORK_LIMIT)
            return INT64_MAX;
    }
    for (size_t k = 0; k < g->n_values; k++) {
        const sy__gvalue *v = &g->values[k];
        int64_t shape[SY_MAX_RANK];
        for (int d = 0; d < v->rank; d++)
            shape[d] = v->shape[d] < 0 ? unknown : v->shape[d];
        int64_t n = sy__numel(shape, v->rank);
        if (v->kind == SY__GV_NODE && sy__op_table[v->op].cls == SY__CLASS_MATMUL) {
            const sy__gvalue *a = &g->values[v->in[0]];
            n *= a->shape[a->rank - 1] > 0 ? a->shape[a->rank - 1] : a->shape[a->rank - 1] < 0 ? unknown : 1;
        }
        if (n > WORK_LIMIT || (total += n) > WORK_LIMIT)
            return INT64_MAX;
    }
    return total;
}

/* Whether g has nodes checked when they run (format version 3: attributes
 * read from values, ops of data-dependent shape, '?' dims), and whether
 * every value those attributes and ops read is a graph input (then 1, from
 * sy_ones: the work stays near what the types say, and a range of ones is
 * empty; a constant or a computed value could ask for any size). */
static bool dynamic(const sy_graph *g, bool *inputs_only)
{
    bool any = false;
    *inputs_only = true;
    for (size_t k = 0; k < g->n_values; k++) {
        const sy__gvalue *v = &g->values[k];
        any |= v->dynamic;
        for (int a = 0; a < SY__MAX_ATTRS; a++)
            if (v->aref[a]) {
                any = true;
                *inputs_only &= g->values[v->aref[a] - 1].kind == SY__GV_INPUT;
            }
        if (v->kind == SY__GV_NODE && sy__op_table[v->op].values)
            for (int i = 0; i < v->n_in; i++)
                *inputs_only &= v->in[i] == SY__GV_NONE || g->values[v->in[i]].kind == SY__GV_INPUT;
    }
    return any;
}

static void replay(const sy_graph *g)
{
    bool inputs_only;
    const bool dyn = dynamic(g, &inputs_only);
    if (work(g) > WORK_LIMIT || (dyn && !inputs_only))
        return;
    sy_tensor *ins[64] = {NULL}, *outs[64] = {NULL};
    if (g->n_inputs > 64 || g->n_outputs > 64)
        return;
    for (size_t i = 0; i < g->n_inputs; i++) {
        const sy__gvalue *v = &g->values[g->inputs[i]];
        sy_status st = sy_ones(v->shape, v->rank, v->dtype, cpu0, &ins[i]);
        FUZZ_ASSERT(st == SY_OK, "sy_ones for input %zu: %s", i, sy_last_error());
    }
    sy_status st = sy_graph_run(g, cpu0, (const sy_tensor *const *)ins, g->n_inputs, outs, g->n_outputs);
    /* a graph whose attributes are read at run time may refuse this run's
     * values (its types were not inferred at load); never crash or leak */
    FUZZ_ASSERT(st == SY_OK || (dyn && st < 0 && outs[0] == NULL), "a loaded graph does not replay on cpu:0: %s",
                sy_last_error());
    for (size_t i = 0; i < g->n_outputs; i++)
        sy_tensor_release(outs[i]);
    for (size_t i = 0; i < g->n_inputs; i++)
        sy_tensor_release(ins[i]);
}

static sy_status one(const uint8_t *data, size_t size)
{
    sy_graph *g = (sy_graph *)&cpu0;
    sy_status st = sy_graph_load_buffer(data, size, &g);
    if (st != SY_OK) {
        FUZZ_ASSERT(g == NULL, "*out is not NULL after %s", sy_status_name(st));
        FUZZ_ASSERT(st == SY_E_GRAPH_FORMAT || st == SY_E_GRAPH_UNKNOWN || st == SY_E_GRAPH_VERSION ||
                        st == SY_E_OUT_OF_MEMORY,
                    "status %s: %s", sy_status_name(st), sy_last_error());
        FUZZ_ASSERT(st == SY_E_OUT_OF_MEMORY || strncmp(sy_last_error(), "sy_graph_load_buffer: <buffer>:", 31) == 0,
                    "the detail does not name the place: %s", sy_last_error());
        FUZZ_ASSERT(st == SY_E_OUT_OF_MEMORY || strstr(sy_last_error(), " (byte ") != NULL,
                    "the detail has no byte offset: %s", sy_last_error());
        return st;
    }
    size_t len, len2;
    char *buf = save_mem(g, &len);
    sy_graph *h = NULL;
    st = sy_graph_load_buffer(buf, len, &h);
    FUZZ_ASSERT(st == SY_OK, "what sy_graph_save wrote does not load: %s\n%s", sy_last_error(), buf);
    char *buf2 = save_mem(h, &len2);
    FUZZ_ASSERT(len == len2 && memcmp(buf, buf2, len) == 0, "saving the loaded graph again gives other bytes");
    free(buf2);
    free(buf);
    sy_graph_release(h);
    write_null(g, SY_GRAPH_TEXT);
    write_null(g, SY_GRAPH_DOT);
    replay(g);
    sy_graph_release(g);
    return SY_OK;
}

int LLVMFuzzerInitialize(int *argc, char ***argv);
int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

int LLVMFuzzerInitialize(int *argc, char ***argv)
{
    (void)argc;
    (void)argv;
    /* what the first replay sets up once (thread pools, kernel tables) is not a leak of an input */
    static const char warm[] = "switchyard-graph 1\ncounts inputs=1 constants=1 nodes=2 outputs=1\n"
                               "%1 = input 0 : f32[2, 3]\n"
                               "%2 = constant : f32[3, 2] = 0000803f00000040000040400000803f0000004000004040\n"
                               "%3 = matmul(%1, %2) : f32[2, 2]\n%4 = exp(%3) : f32[2, 2]\noutput 0 = %4\nend\n";
    (void)sy__host_live();
    FUZZ_ASSERT(one((const uint8_t *)warm, sizeof warm - 1) == SY_OK, "the warm-up graph: %s", sy_last_error());
    return 0;
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    const long start = sy__host_live();
    one(data, size);
    const long end = sy__host_live();
    FUZZ_ASSERT(end == start, "live host blocks %ld at the start, %ld after releasing everything", start, end);
    return 0;
}
