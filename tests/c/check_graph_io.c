/* The graph_io suite: saved graphs (sy_graph_save(_path), sy_graph_load(_path,
 * _buffer), docs/graph-format.md).
 *
 *   round trip  every op of the op table, with every shape case, attribute
 *               variant and dtype of the ops suite's tables, inputs as graph
 *               inputs and as constants: saved, loaded, saved again to the same
 *               bytes, and the loaded graph replayed on every device of every
 *               enabled real backend bit for bit equal to the original (or
 *               failing with the same status); fills with every kind of double
 *               (signed zeros, subnormals, infinities, NaN payloads) bit exact;
 *               an MLP through files on every device;
 *   the loader  one case per check of the format, each with its status and
 *               exact detail (line, column, byte offset, value and op); every
 *               truncation of a valid file; every byte of one replaced by
 *               characters of the grammar; files written by hand (Python's
 *               float.hex, unused nodes, inputs out of order);
 *   resources   every host allocation failure injected into loading (buffer,
 *               FILE *, path) and saving to a path: OUT_OF_MEMORY, *out NULL, no
 *               leak; IO_ERROR for unreadable and unwritable paths with no
 *               temporary file left; NULL arguments.
 *
 * SY_GRAPH_SEEDS=DIR makes the round-trip test write a file per op to DIR
 * (the seeds of the loader's fuzzer, tests/fuzz/corpus_graph/). */
#define _POSIX_C_SOURCE 200809L

#include <dirent.h>
#include <float.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <sys/stat.h>
#include <unistd.h>

#include "sy_capture.h"
#include "sy_test.h"

static sy_device g_devs[SY_CK_MAX_DEVICES];
static int g_ndev;

static const sy_device cpu0 = {SY_BACKEND_CPU, 0, 0, 0, 0};
static sy_graph *const gpoison = (sy_graph *)&cpu0; /* *out must be overwritten with NULL */

#define COUNT(a) (sizeof(a) / sizeof((a)[0]))
#define CONST_TENSORS(a) ((const sy_tensor *const *)(a))

/* ==== saving, loading, comparing ============================================================== */

/* g saved to memory (free()); its length in *len. */
static char *save_mem(const sy_graph *g, size_t *len)
{
    char *buf = NULL;
    size_t n = 0;
    FILE *f = open_memstream(&buf, &n);
    ck_assert_ptr_nonnull(f);
    SY_OK_OR_FAIL(sy_graph_save(g, f));
    ck_assert_int_eq(fclose(f), 0);
    *len = n;
    return buf;
}

/* The text form of g without its first line (free()). */
static char *text_of(const sy_graph *g)
{
    char *buf = NULL;
    size_t n = 0;
    FILE *f = open_memstream(&buf, &n);
    ck_assert_ptr_nonnull(f);
    SY_OK_OR_FAIL(sy_graph_write(g, f, SY_GRAPH_TEXT));
    ck_assert_int_eq(fclose(f), 0);
    char *nl = strchr(buf, '\n');
    ck_assert_ptr_nonnull(nl);
    memmove(buf, nl + 1, strlen(nl + 1) + 1);
    return buf;
}

static sy_graph *load_text(const char *text, const char *what)
{
    sy_graph *g = gpoison;
    sy_status st = sy_graph_load_buffer(text, strlen(text), &g);
    ck_assert_msg(st == SY_OK, "%s: %s: %s", what, sy_status_name(st), sy_last_error());
    return g;
}

static void assert_bits(const sy_tensor *got, const sy_tensor *want, const char *what)
{
    sy_ck_assert_shape(got, sy_tensor_dtype(want), sy_tensor_rank(want), sy_tensor_shape(want), what);
    const size_t n = sy_tensor_nbytes(want);
    unsigned char *a = malloc(n ? n : 1), *b = malloc(n ? n : 1);
    ck_assert(a && b);
    SY_OK_OR_FAIL(sy_tensor_to_data(got, a, n));
    SY_OK_OR_FAIL(sy_tensor_to_data(want, b, n));
    size_t bad = n;
    for (size_t j = 0; j < n && bad == n; j++)
        if (a[j] != b[j])
            bad = j;
    free(a);
    free(b);
    ck_assert_msg(bad == n, "%s: byte %zu of the result differs from the original graph's", what, bad);
}

/* Runs g and h on every device (first < 0), or on the devices from index
 * first on until one runs them (sy_ck_spread_next), with the same inputs:
 * the same status, and on success outputs equal bit for bit. Returns the
 * number of devices where both ran. */
static int replay_both(const sy_graph *g, const sy_graph *h, const sy_tensor *const *in, size_t n_in, size_t n_out,
                       const char *what, int first)
{
    int ran = 0;
    for (int j = 0; j < g_ndev; j++) {
        const int k = first < 0 ? j : (first + j) % g_ndev;
        char w[320], ds[SY__DEVICE_STR_MAX];
        sy_device_format(g_devs[k], ds, sizeof ds);
        snprintf(w, sizeof w, "%s on %s", what, ds);
        sy_tensor *a[4] = {NULL}, *b[4] = {NULL};
        ck_assert(n_out <= 4);
        sy_status sa = sy_graph_run(g, g_devs[k], in, n_in, a, n_out);
        char detail[512];
        snprintf(detail, sizeof detail, "%s", sy_last_error());
        sy_status sb = sy_graph_run(h, g_devs[k], in, n_in, b, n_out);
        ck_assert_msg(sa == sb, "%s: the original graph gives %s (%s), the loaded one %s (%s)", w, sy_status_name(sa),
                      detail, sy_status_name(sb), sy_last_error());
        if (sa == SY_OK) {
            for (size_t i = 0; i < n_out; i++) {
                assert_bits(b[i], a[i], w);
                sy_tensor_release(a[i]);
                sy_tensor_release(b[i]);
            }
            ran++;
            if (first >= 0)
                break;
        }
    }
    return ran;
}

/* Loads the saved bytes, checks that saving the result gives them again and
 * that both graphs write the same text; the loaded graph. */
static sy_graph *reload(const sy_graph *g, const char *buf, size_t len, const char *what)
{
    sy_graph *h = gpoison;
    sy_status st = sy_graph_load_buffer(buf, len, &h);
    ck_assert_msg(st == SY_OK, "%s: loading what sy_graph_save wrote: %s: %s\n%.*s", what, sy_status_name(st),
                  sy_last_error(), (int)(len < 2000 ? len : 2000), buf);
    size_t len2;
    char *buf2 = save_mem(h, &len2);
    ck_assert_msg(len2 == len && memcmp(buf, buf2, len) == 0, "%s: saving the loaded graph gives other bytes:\n%s\n"
                  "----\n%s", what, buf, buf2);
    free(buf2);
    char *t1 = text_of(g), *t2 = text_of(h);
    ck_assert_msg(strcmp(t1, t2) == 0, "%s: the text forms differ:\n%s----\n%s", what, t1, t2);
    free(t1);
    free(t2);
    size_t c1[4], c2[4];
    SY_OK_OR_FAIL(sy_graph_counts(g, &c1[0], &c1[1], &c1[2], &c1[3]));
    SY_OK_OR_FAIL(sy_graph_counts(h, &c2[0], &c2[1], &c2[2], &c2[3]));
    ck_assert_msg(memcmp(c1, c2, sizeof c1) == 0, "%s: the counts differ", what);
    return h;
}

static void write_seed(const char *name, const char *buf, size_t len)
{
    const char *dir = getenv("SY_GRAPH_SEEDS");
    if (!dir || !*dir)
        return;
    char path[512];
    snprintf(path, sizeof path, "%s/%s.sy", dir, name);
    FILE *f = fopen(path, "wb");
    ck_assert_msg(f != NULL, "cannot write %s", path);
    ck_assert_uint_eq(fwrite(buf, 1, len, f), len);
    ck_assert_int_eq(fclose(f), 0);
}

/* ==== 1. every op: saved, loaded, replayed ==================================================== */

typedef struct io_job {
    sy_op op;
    bool constants;
} io_job;
static io_job g_jobs[2 * SY_OP_COUNT];
static int g_njobs;

START_TEST(test_roundtrip_ops)
{
    const io_job *job = &g_jobs[_i];
    const sy_op op = job->op;
    if (!SY_CK_HAS_CASES(op))
        return;
    const sy__op_info *info = &sy__op_table[op];
    const size_t n_in = info->n_in;
    sy_ck_leak snap = sy_ck_leak_snap();
    int graphs = 0, replays = 0;
    bool seeded = false;
    sy_ck_each it;
    sy_ck_spread spread = {0, 0}; /* the first case of each dtype on every device, later ones on one */
    for (sy_ck_each_start(op, &it); sy_ck_each_next(&it);) {
        sy_ck_attrs at = it.at;
        char what[200];
        snprintf(what, sizeof what, "%s, inputs as %s", it.what, job->constants ? "constants" : "graph inputs");
        sy_tensor *src[3] = {NULL, NULL, NULL}, *cin[3] = {NULL, NULL, NULL}, *co = NULL;
        sy_device cap;
        SY_OK_OR_FAIL(sy_capture_new(&cap));
        for (size_t i = 0; i < n_in; i++) {
            SY_OK_OR_FAIL(sy_ck_each_input(&it, (int)i, cpu0, &src[i]));
            SY_OK_OR_FAIL(sy_to_device(src[i], cap, &cin[i]));
        }
        at.device = cap;
        if (sy_ck_call(op, cin, &at, &co) != SY_OK) { /* a case the op rejects: nothing to save */
            for (size_t i = 0; i < n_in; i++) {
                sy_tensor_release(cin[i]);
                sy_tensor_release(src[i]);
            }
            SY_OK_OR_FAIL(sy_capture_release(cap));
            continue;
        }
        sy_graph *g = NULL;
        const sy_tensor *outs[1] = {co};
        SY_OK_OR_FAIL(sy_capture_complete(cap, job->constants ? NULL : CONST_TENSORS(cin),
                                          job->constants ? 0 : n_in, outs, 1, &g));
        SY_OK_OR_FAIL(sy_capture_release(cap));
        sy_tensor_release(co);
        for (size_t i = 0; i < n_in; i++)
            sy_tensor_release(cin[i]);

        size_t len;
        char *buf = save_mem(g, &len);
        if (!seeded) {
            char name[96];
            snprintf(name, sizeof name, "op-%s-%s", info->name, job->constants ? "constants" : "inputs");
            write_seed(name, buf, len);
            seeded = true;
        }
        sy_graph *h = reload(g, buf, len, what);
        free(buf);
        const int ran = replay_both(g, h, job->constants ? NULL : CONST_TENSORS(src), job->constants ? 0 : n_in,
                                    1, what, sy_ck_spread_next(&spread, it.dt, g_ndev));
        ck_assert_msg(ran > 0, "%s: no device replays the graph", what);
        replays += ran;
        graphs++;
        sy_graph_release(h);
        sy_graph_release(g);
        for (size_t i = 0; i < n_in; i++)
            sy_tensor_release(src[i]);
    }
    ck_assert_msg(graphs > 0 && replays >= graphs, "sy_%s: %d graphs, %d replays", info->name, graphs, replays);
    SY_CK_NO_LEAK(snap);
}
END_TEST

/* ==== 2. fills keep their value bit for bit ================================================== */

static uint64_t bits_of(double x)
{
    uint64_t b;
    memcpy(&b, &x, sizeof b);
    return b;
}

static double from_bits(uint64_t b)
{
    double x;
    memcpy(&x, &b, sizeof x);
    return x;
}

START_TEST(test_fill_values)
{
    const uint64_t values[] = {
        0,                             /* 0 */
        UINT64_C(0x8000000000000000),  /* -0 */
        UINT64_C(0x3ff0000000000000),  /* 1 */
        UINT64_C(0x3fb999999999999a),  /* 0.1 */
        UINT64_C(0xc00921fb54442d18),  /* -pi */
        UINT64_C(0x0000000000000001),  /* the smallest subnormal */
        UINT64_C(0x000fffffffffffff),  /* the largest subnormal */
        UINT64_C(0x0010000000000000),  /* DBL_MIN */
        UINT64_C(0x7fefffffffffffff),  /* DBL_MAX */
        UINT64_C(0x7ff0000000000000),  /* inf */
        UINT64_C(0xfff0000000000000),  /* -inf */
        UINT64_C(0x7ff8000000000000),  /* nan */
        UINT64_C(0xfff8000000000000),  /* -nan */
        UINT64_C(0x7ff8000000000123),  /* a quiet NaN with a payload */
        UINT64_C(0x7ff0000000000001),  /* a signalling NaN */
        UINT64_C(0xfff4000000000000),  /* a negative one */
        UINT64_C(0x47efffffe0000000),  /* FLT_MAX */
        UINT64_C(0x36a0000000000000),  /* the smallest f32 subnormal */
        UINT64_C(0x40effc0000000000),  /* 65504, the largest f16 */
        UINT64_C(0x40effe0000000000),  /* 65520, which rounds to f16's inf */
        UINT64_C(0x47efe00000000000),  /* the largest bf16 */
    };
    sy_ck_leak snap = sy_ck_leak_snap();
    for (size_t i = 0; i < COUNT(values); i++) {
        const double value = from_bits(values[i]);
        for (int d = 0; d < SY_DTYPE_COUNT; d++) {
            const sy_dtype dt = (sy_dtype)d;
            if (!sy_dtype_is_float(dt))
                continue;
            char what[96];
            snprintf(what, sizeof what, "sy_full %s value %016llx", sy_dtype_name(dt), (unsigned long long)values[i]);
            sy_device cap;
            SY_OK_OR_FAIL(sy_capture_new(&cap));
            const int64_t shape[2] = {2, 3};
            sy_tensor *y;
            if (sy_full(shape, 2, value, dt, cap, &y) != SY_OK) { /* beyond the dtype: eager refuses it as well */
                ck_assert_msg(isfinite(value) && fabs(value) > sy_ck_float_max(dt), "%s: %s", what, sy_last_error());
                SY_OK_OR_FAIL(sy_capture_release(cap));
                continue;
            }
            sy_graph *g;
            const sy_tensor *outs[1] = {y};
            SY_OK_OR_FAIL(sy_capture_complete(cap, NULL, 0, outs, 1, &g));
            sy_tensor_release(y);
            SY_OK_OR_FAIL(sy_capture_release(cap));
            size_t len;
            char *buf = save_mem(g, &len);
            sy_graph *h = reload(g, buf, len, what);
            free(buf);
            ck_assert_msg(bits_of(h->values[0].attrs.value) == values[i], "%s: loaded as %016llx", what,
                          (unsigned long long)bits_of(h->values[0].attrs.value));
            ck_assert_int_gt(replay_both(g, h, NULL, 0, 1, what, -1), 0);
            sy_graph_release(h);
            sy_graph_release(g);
        }
    }
    SY_CK_NO_LEAK(snap);
}
END_TEST

/* A bool tensor made from data keeps its bytes, whatever they are: the file
 * keeps them too, and the loaded graph computes what the original does. */
START_TEST(test_bool_bytes)
{
    sy_ck_leak snap = sy_ck_leak_snap();
    const uint8_t bytes[4] = {0, 2, 1, 255};
    const int64_t shape[1] = {4};
    sy_tensor *b, *cb, *ci, *cw;
    sy_device cap;
    SY_OK_OR_FAIL(sy_tensor_from_data(bytes, SY_DTYPE_BOOL, shape, 1, cpu0, &b));
    SY_OK_OR_FAIL(sy_capture_new(&cap));
    SY_OK_OR_FAIL(sy_to_device(b, cap, &cb));
    SY_OK_OR_FAIL(sy_cast(cb, SY_DTYPE_I32, &ci));
    SY_OK_OR_FAIL(sy_where(cb, ci, ci, &cw));
    sy_graph *g;
    const sy_tensor *outs[2] = {ci, cw};
    SY_OK_OR_FAIL(sy_capture_complete(cap, NULL, 0, outs, 2, &g));
    size_t len;
    char *buf = save_mem(g, &len);
    ck_assert_msg(strstr(buf, "= 000201ff\n") != NULL, "%s", buf);
    sy_graph *h = reload(g, buf, len, "bool bytes");
    free(buf);
    ck_assert_int_gt(replay_both(g, h, NULL, 0, 2, "bool bytes", -1), 0);
    sy_graph_release(h);
    sy_graph_release(g);
    sy_tensor_release(cw);
    sy_tensor_release(ci);
    sy_tensor_release(cb);
    sy_tensor_release(b);
    SY_OK_OR_FAIL(sy_capture_release(cap));
    SY_CK_NO_LEAK(snap);
}
END_TEST

/* Values written other ways than sy_graph_save does, and ones that are not values. */
START_TEST(test_value_spellings)
{
    static const struct {
        const char *text;
        uint64_t bits;
    } good[] = {
        {"0x1.8p+1", UINT64_C(0x4008000000000000)},
        {"0x1.8000000000000p+1", UINT64_C(0x4008000000000000)}, /* Python's float.hex(3.0) */
        {"0x0.0p+0", 0},                                         /* float.hex(0.0) */
        {"-0x0p+0", UINT64_C(0x8000000000000000)},
        {"0x0p-7", 0},
        {"0x0.0000000000001p-1022", 1},
        {"0x1p-1022", UINT64_C(0x0010000000000000)},
        {"0x1.fffffffffffffp+1023", UINT64_C(0x7fefffffffffffff)},
        {"-inf", UINT64_C(0xfff0000000000000)},
        {"nan(0x1)", UINT64_C(0x7ff0000000000001)},
        {"-nan(0xfffffffffffff)", UINT64_C(0xffffffffffffffff)},
    };
    static const char *const bad[] = {
        "1.5", "0x2p+0", "0x1p+1024", "0x1p-1023", "0x1.p+0", "0x1.0000000000000Ap+0", "0x1.00000000000000p+0",
        "0X1p+0", "0x1p0", "0x1p+", "0x0.1p-1021", "nan(0x0)", "nan(0x10000000000000)", "nan()", "+inf", "Inf",
        "infinity", "-", "", "0x1p+1 ", "0x1p+99999999999"};
    sy_ck_leak snap = sy_ck_leak_snap();
    char text[512];
    for (size_t i = 0; i < COUNT(good); i++) {
        snprintf(text, sizeof text, "switchyard-graph 1\ncounts inputs=0 constants=0 nodes=1 outputs=1\n"
                 "%%1 = full() value=%s : f64[2]\noutput 0 = %%1\nend\n", good[i].text);
        sy_graph *g = load_text(text, good[i].text);
        ck_assert_msg(bits_of(g->values[0].attrs.value) == good[i].bits, "%s: read as %016llx", good[i].text,
                      (unsigned long long)bits_of(g->values[0].attrs.value));
        sy_graph_release(g);
    }
    for (size_t i = 0; i < COUNT(bad); i++) {
        snprintf(text, sizeof text, "switchyard-graph 1\ncounts inputs=0 constants=0 nodes=1 outputs=1\n"
                 "%%1 = full() value=%s : f64[2]\noutput 0 = %%1\nend\n", bad[i]);
        sy_graph *g = gpoison;
        sy_status st = sy_graph_load_buffer(text, strlen(text), &g);
        ck_assert_msg(st == SY_E_GRAPH_FORMAT && g == NULL, "value '%s': %s: %s", bad[i], sy_status_name(st),
                      sy_last_error());
        ck_assert_msg(strstr(sy_last_error(), "<buffer>:3:") != NULL, "value '%s': %s", bad[i], sy_last_error());
    }
    SY_CK_NO_LEAK(snap);
}
END_TEST

/* ==== 3. an MLP through a file, on every device =============================================== */

enum { MB = 5, MIN = 4, MHID = 6, MOUT = 3 };

static sy_tensor *rand_cpu(sy_dtype dt, const int64_t *shape, int rank, uint32_t seed)
{
    int64_t n = 1;
    for (int j = 0; j < rank; j++)
        n *= shape[j];
    void *buf = malloc((size_t)(n > 0 ? n : 1) * sy_dtype_size(dt));
    ck_assert_ptr_nonnull(buf);
    sy_ck_gen(buf, dt, SY_CK_DATA_ANY, n, seed);
    sy_tensor *t = NULL;
    SY_OK_OR_FAIL(sy_tensor_from_data(buf, dt, shape, rank, cpu0, &t));
    free(buf);
    return t;
}

/* A graph that uses an attribute of every class with one: an MLP with a
 * softmax, a centred copy of its input (mean with keepdim), a transpose, a
 * permute, a reshape, an expand, a cast and a fill; two outputs. */
static sy_graph *mlp_graph(void)
{
    static const int64_t xs[2] = {MB, MIN}, w1s[2] = {MIN, MHID}, b1s[1] = {MHID}, w2s[2] = {MOUT, MHID},
                         b2s[1] = {MOUT};
    sy_tensor *p[5] = {rand_cpu(SY_DTYPE_F32, xs, 2, 1), rand_cpu(SY_DTYPE_F32, w1s, 2, 2),
                       rand_cpu(SY_DTYPE_F32, b1s, 1, 3), rand_cpu(SY_DTYPE_F32, w2s, 2, 4),
                       rand_cpu(SY_DTYPE_F32, b2s, 1, 5)};
    sy_device cap;
    SY_OK_OR_FAIL(sy_capture_new(&cap));
    sy_tensor *c[5];
    for (int i = 0; i < 5; i++)
        SY_OK_OR_FAIL(sy_to_device(p[i], cap, &c[i]));
    sy_tensor *t[20];
    int n = 0;
#define STEP(expr)                                                                                            \
    do {                                                                                                      \
        n++;                                                                                                  \
        SY_OK_OR_FAIL(expr);                                                                                  \
    } while (0)
    const int64_t flat[1] = {-1}, back[2] = {MB, MIN}, wide[3] = {2, MB, MOUT};
    const int perm[2] = {1, 0};
    STEP(sy_matmul(c[0], c[1], &t[n - 1]));
    STEP(sy_add(t[n - 2], c[2], &t[n - 1]));
    STEP(sy_relu(t[n - 2], &t[n - 1]));
    STEP(sy_transpose(c[3], 0, -1, &t[n - 1])); /* [MHID, MOUT] */
    STEP(sy_matmul(t[n - 3], t[n - 2], &t[n - 1]));
    STEP(sy_add(t[n - 2], c[4], &t[n - 1]));
    STEP(sy_exp(t[n - 2], &t[n - 1]));
    STEP(sy_sum(t[n - 2], -1, true, &t[n - 1]));
    STEP(sy_div(t[n - 3], t[n - 2], &t[n - 1])); /* 8: probs [MB, MOUT] */
    STEP(sy_expand(t[n - 2], wide, 3, &t[n - 1]));
    STEP(sy_max(t[n - 2], SY_AXIS_ALL, false, &t[n - 1])); /* 10: a scalar */
    STEP(sy_mean(c[0], 0, true, &t[n - 1]));
    STEP(sy_sub(c[0], t[n - 2], &t[n - 1])); /* centred */
    STEP(sy_permute(t[n - 2], perm, 2, &t[n - 1]));
    STEP(sy_reshape(t[n - 2], flat, 1, &t[n - 1]));
    STEP(sy_reshape(t[n - 2], back, 2, &t[n - 1]));
    STEP(sy_ones(back, 2, SY_DTYPE_F32, cap, &t[n - 1]));
    STEP(sy_add(t[n - 3], t[n - 2], &t[n - 1]));
    STEP(sy_gt(t[n - 2], c[0], &t[n - 1]));
    STEP(sy_cast(t[n - 2], SY_DTYPE_I32, &t[n - 1])); /* 19 */
#undef STEP
    sy_graph *g;
    const sy_tensor *ins[1] = {c[0]}, *outs[3] = {t[8], t[19], t[10]};
    SY_OK_OR_FAIL(sy_capture_complete(cap, ins, 1, outs, 3, &g));
    for (int i = 0; i < n; i++)
        sy_tensor_release(t[i]);
    for (int i = 0; i < 5; i++) {
        sy_tensor_release(c[i]);
        sy_tensor_release(p[i]);
    }
    SY_OK_OR_FAIL(sy_capture_release(cap));
    return g;
}

static char g_tmpdir[64];

static const char *tmp_path(const char *name, char *buf, size_t size)
{
    if (!g_tmpdir[0]) {
        snprintf(g_tmpdir, sizeof g_tmpdir, "/tmp/sy_graph_io.XXXXXX");
        ck_assert_ptr_nonnull(mkdtemp(g_tmpdir));
    }
    snprintf(buf, size, "%s/%s", g_tmpdir, name);
    return buf;
}

/* Names in the temporary folder that start with prefix. */
static int files_starting(const char *prefix)
{
    DIR *d = opendir(g_tmpdir);
    ck_assert_ptr_nonnull(d);
    int n = 0;
    for (struct dirent *e; (e = readdir(d)) != NULL;)
        n += strncmp(e->d_name, prefix, strlen(prefix)) == 0;
    closedir(d);
    return n;
}

START_TEST(test_mlp_files)
{
    sy_ck_leak snap = sy_ck_leak_snap();
    sy_graph *g = mlp_graph();
    char path[128];
    tmp_path("mlp.sy", path, sizeof path);
    SY_OK_OR_FAIL(sy_graph_save_path(g, path));
    SY_OK_OR_FAIL(sy_graph_save_path(g, path)); /* over the file just written */
    ck_assert_int_eq(files_starting("mlp.sy.tmp"), 0);
    sy_graph *h = gpoison;
    SY_OK_OR_FAIL(sy_graph_load_path(path, &h));
    FILE *f = fopen(path, "rb");
    ck_assert_ptr_nonnull(f);
    sy_graph *k = gpoison;
    SY_OK_OR_FAIL(sy_graph_load(f, &k));
    fclose(f);
    size_t len;
    char *buf = save_mem(g, &len);
    write_seed("mlp", buf, len);
    sy_graph_release(reload(g, buf, len, "the MLP"));
    free(buf);
    static const int64_t xs[2] = {MB, MIN};
    for (uint32_t round = 0; round < 3; round++) {
        sy_tensor *x = rand_cpu(SY_DTYPE_F32, xs, 2, 100 + round);
        const sy_tensor *in[1] = {x};
        ck_assert_int_eq(replay_both(g, h, in, 1, 3, "the MLP from a path", -1), g_ndev);
        ck_assert_int_eq(replay_both(g, k, in, 1, 3, "the MLP from a FILE *", -1), g_ndev);
        sy_tensor_release(x);
    }
    /* the boundary's types */
    sy_dtype dt;
    int64_t shape[SY_MAX_RANK];
    int rank;
    SY_OK_OR_FAIL(sy_graph_input(h, 0, &dt, shape, &rank));
    ck_assert(dt == SY_DTYPE_F32 && rank == 2 && shape[0] == MB && shape[1] == MIN);
    SY_OK_OR_FAIL(sy_graph_output(h, 1, &dt, shape, &rank));
    ck_assert(dt == SY_DTYPE_I32 && rank == 2 && shape[0] == MB && shape[1] == MIN);
    SY_OK_OR_FAIL(sy_graph_output(h, 2, &dt, NULL, &rank));
    ck_assert(dt == SY_DTYPE_F32 && rank == 0);
    SY_EXPECT(SY_E_INVALID_ARGUMENT, sy_graph_output(h, 3, &dt, shape, &rank));
    ck_assert_str_eq(sy_ck_detail(SY_E_INVALID_ARGUMENT), "sy_graph_output: the graph has 3 output(s); 3 is out of range");
    SY_EXPECT(SY_E_INVALID_ARGUMENT, sy_graph_input(NULL, 0, &dt, shape, &rank));
    /* a loaded graph writes as "graph loaded" */
    char *text = NULL;
    size_t n = 0;
    f = open_memstream(&text, &n);
    SY_OK_OR_FAIL(sy_graph_write(h, f, SY_GRAPH_TEXT));
    fclose(f);
    static const char head[] = "graph loaded  # 1 input(s), 4 constant(s), 20 node(s), 3 output(s)\n";
    ck_assert_msg(strncmp(text, head, strlen(head)) == 0, "%s", text);
    free(text);
    sy_graph_release(k);
    sy_graph_release(h);
    sy_graph_release(g);
    unlink(path);
    SY_CK_NO_LEAK(snap);
}
END_TEST

/* ==== 4. the loader's checks, one by one ====================================================== */

#define HEAD "switchyard-graph 1\n"
#define COUNTS "counts inputs=1 constants=1 nodes=2 outputs=1\n"
#define V1 "%1 = input 0 : f32[2, 3]\n"
#define V2 "%2 = constant : f32[3] = 0000803f0000004000004040\n"
#define V3 "%3 = add(%1, %2) : f32[2, 3]\n"
#define V4 "%4 = sum(%3) axis=1 keepdim=false : f32[2]\n"
#define OUT "output 0 = %4\n"
#define OUT2 "output 0 = %2\n"
#define END "end\n"
#define GOOD HEAD COUNTS V1 V2 V3 V4 OUT END
#define C1 "counts inputs=1 constants=0 nodes=1 outputs=1\n"
#define X1 "%1 = input 0 : f32[2, 3]\n"
#define ONE(node, type) HEAD C1 X1 "%2 = " node " : " type "\n" "output 0 = %2\n" END

#define CR "counts inputs=2 constants=0 nodes=1 outputs=1\n"
#define R2 "%2 = input 1 : i64[1]\n"
#define OUT3 "output 0 = %3\n"

typedef struct load_case {
    const char *name;
    const char *text;
    sy_status want;
    const char *detail; /* sy_last_error() without the status tag */
} load_case;

static const load_case load_cases[] = {
    {"empty file", "", SY_E_GRAPH_FORMAT,
     "sy_graph_load_buffer: <buffer>:1:1 (byte 0): not a saved switchyard graph: it does not start with "
     "'switchyard-graph ' (found the end of the file (truncated?))"},
    {"bad magic", "switchyard-grapH 1\n", SY_E_GRAPH_FORMAT,
     "sy_graph_load_buffer: <buffer>:1:1 (byte 0): not a saved switchyard graph: it does not start with "
     "'switchyard-graph ' (found 'switchyard-grapH 1')"},
    {"a text dump", "graph capture:1  # 1 input(s)\n", SY_E_GRAPH_FORMAT,
     "sy_graph_load_buffer: <buffer>:1:1 (byte 0): not a saved switchyard graph: it does not start with "
     "'switchyard-graph ' (found 'graph capture:1  # 1 inp'...)"},
    {"version 4", "switchyard-graph 4\n" COUNTS V1 V2 V3 V4 OUT END, SY_E_GRAPH_VERSION,
     "sy_graph_load_buffer: <buffer>:1:18 (byte 17): format version 4; this build reads versions 1 to 3"},
    {"version 0", "switchyard-graph 0\n", SY_E_GRAPH_VERSION,
     "sy_graph_load_buffer: <buffer>:1:18 (byte 17): format version 0; this build reads versions 1 to 3"},
    /* '?' dims (version 3): only a node's result, of a node sized when it runs */
    {"'?' in an input", "switchyard-graph 3\n" C1 "%1 = input 0 : f32[?, 3]\n" "%2 = relu(%1) : f32[2, 3]\n" OUT2 END,
     SY_E_GRAPH_FORMAT, 
     "sy_graph_load_buffer: <buffer>:3:20 (byte 84): %1 (input): dimension '?' (known when the graph runs)"
     " is only for the result types of nodes, in format version 3 or later; inputs and constants have ever"
     "y dimension"},
    {"'?' in version 2", "switchyard-graph 2\n" C1 X1 "%2 = nonzero(%1) : i64[2, ?]\n" OUT2 END, SY_E_GRAPH_FORMAT, 
     "sy_graph_load_buffer: <buffer>:4:27 (byte 116): %2 (nonzero): dimension '?' (known when the graph ru"
     "ns) is only for the result types of nodes, in format version 3 or later"},
    {"'?' of a fixed shape", "switchyard-graph 3\n" C1 X1 "%2 = relu(%1) : f32[?, 3]\n" OUT2 END, SY_E_GRAPH_FORMAT,
     
     "sy_graph_load_buffer: <buffer>:4:21 (byte 110): %2 (relu): dimension '?': relu's result shape follow"
     "s from its input types and attributes here; '?' is only for a node that reads attributes from values"
     ", an op whose result shape depends on values (nonzero, unique, ...) or a node of an input with '?'"},
    {"nonzero of a rank the rule does not give", "switchyard-graph 3\n" C1 X1 "%2 = nonzero(%1) : i64[?]\n" OUT2 END,
     SY_E_GRAPH_FORMAT, 
     "sy_graph_load_buffer: <buffer>:4:20 (byte 109): %2 (nonzero): the result type is written i64[?], but"
     " nonzero infers i64[2, ?] from its inputs"},
    {"a fill's shape read from floats", "switchyard-graph 3\n" C1 X1 "%2 = full() value=0x1p+0 shape=%1 : f32[?]\n"
     OUT2 END, SY_E_GRAPH_FORMAT, 
     "sy_graph_load_buffer: <buffer>:4:32 (byte 121): %2 (full): shape is read from %1, a f32[2, 3]; it ta"
     "kes integers of rank 0 or 1, at most 8 of them"},
    /* attributes read from values (version 3) */
    {"an attribute read from a value in version 2", "switchyard-graph 2\n" CR X1 R2 "%3 = sum(%1) axis=%2 keepdim=false : f32[2]\n" OUT3 END,
     SY_E_GRAPH_FORMAT,
     "sy_graph_load_buffer: <buffer>:5:19 (byte 130): %3 (sum): axis is read from a value, which format version 2 cannot hold (version 3 can)"},
    {"an axis read from floats", "switchyard-graph 3\n" CR X1 R2 "%3 = sum(%1) axis=%1 keepdim=false : f32[2]\n" OUT3 END,
     SY_E_GRAPH_FORMAT,
     "sy_graph_load_buffer: <buffer>:5:19 (byte 130): %3 (sum): axis is read from %1, a f32[2, 3]; it takes one integer (rank 0 or [1])"},
    {"an axis read from two integers", "switchyard-graph 3\n" CR X1 "%2 = input 1 : i64[2]\n" "%3 = sum(%1) axis=%2 keepdim=false : f32[2]\n" OUT3 END,
     SY_E_GRAPH_FORMAT,
     "sy_graph_load_buffer: <buffer>:5:19 (byte 130): %3 (sum): axis is read from %2, a i64[2]; it takes one integer (rank 0 or [1])"},
    {"a shape read from a later value", "switchyard-graph 3\n" CR X1 R2 "%3 = reshape(%1) shape=%4 : f32[6]\n" OUT3 END,
     SY_E_GRAPH_FORMAT,
     "sy_graph_load_buffer: <buffer>:5:24 (byte 135): %3 (reshape): %4 is not a value defined before this line (values are %1..%2 here)"},
    {"a shape read from a matrix", "switchyard-graph 3\n" CR X1 "%2 = input 1 : i64[1, 2]\n" "%3 = reshape(%1) shape=%2 : f32[6]\n" OUT3 END,
     SY_E_GRAPH_FORMAT,
     "sy_graph_load_buffer: <buffer>:5:24 (byte 138): %3 (reshape): shape is read from %2, a i64[1, 2]; it takes integers of rank 0 or 1, at most 8 of them"},
    {"a list read from nine integers", "switchyard-graph 3\n" CR X1 "%2 = input 1 : i32[9]\n" "%3 = slice(%1) starts=%2 ends=[3] axes=[] steps=[] : f32[2, 3]\n" OUT3 END,
     SY_E_GRAPH_FORMAT,
     "sy_graph_load_buffer: <buffer>:5:23 (byte 134): %3 (slice): starts is read from %2, a i32[9]; it takes integers of rank 0 or 1, at most 8 of them"},
    {"version with a leading zero", "switchyard-graph 01\n", SY_E_GRAPH_FORMAT,
     "sy_graph_load_buffer: <buffer>:1:18 (byte 17): the format version has a leading zero"},
    {"version too large", "switchyard-graph 99999999999\n", SY_E_GRAPH_FORMAT,
     "sy_graph_load_buffer: <buffer>:1:18 (byte 17): the format version is out of range (at most "
     "4294967295)"},
    {"CRLF", "switchyard-graph 1\r\n" COUNTS, SY_E_GRAPH_FORMAT,
     "sy_graph_load_buffer: <buffer>:1:19 (byte 18): expected the end of the line, found '\\x0d'"},
    {"counts field missing", HEAD "counts inputs=1 constants=1 outputs=1\n", SY_E_GRAPH_FORMAT,
     "sy_graph_load_buffer: <buffer>:2:28 (byte 46): expected ' nodes=', found ' outputs=1'"},
    {"counts with a tab", HEAD "counts\tinputs=1\n", SY_E_GRAPH_FORMAT,
     "sy_graph_load_buffer: <buffer>:2:1 (byte 19): expected 'counts inputs=', found 'counts\\x09inputs=1'"},
    {"no outputs", HEAD "counts inputs=1 constants=0 nodes=0 outputs=0\n" X1 END, SY_E_GRAPH_FORMAT,
     "sy_graph_load_buffer: <buffer>:2:1 (byte 19): counts says outputs=0; a graph has at least one output"},
    {"counts beyond the file", HEAD "counts inputs=1 constants=1 nodes=4000000000 outputs=1\n" V1 END,
     SY_E_GRAPH_FORMAT,
     "sy_graph_load_buffer: <buffer>:2:1 (byte 19): counts says 4000000002 values and 1 outputs; the 29 "
     "bytes after it cannot hold them"},
    {"value numbered out of order", HEAD COUNTS V1 "%3 = constant : f32[3] = 0000803f0000004000004040\n",
     SY_E_GRAPH_FORMAT,
     "sy_graph_load_buffer: <buffer>:4:1 (byte 90): expected %2 (values are numbered in order), found %3"},
    {"too few values", HEAD COUNTS V1 V2 V3 OUT END, SY_E_GRAPH_FORMAT,
     "sy_graph_load_buffer: <buffer>:6:1 (byte 169): expected %4 (counts says 4 values), found 'output 0 "
     "= %4'"},
    {"too many values", HEAD C1 X1 "%2 = relu(%1) : f32[2, 3]\n%3 = relu(%2) : f32[2, 3]\noutput 0 = %3\n" END,
     SY_E_GRAPH_FORMAT,
     "sy_graph_load_buffer: <buffer>:5:1 (byte 116): expected 'output ' (the file has all the values "
     "counts says), found '%3 = relu(%2) : f32[2, 3'..."},
    {"a line of another kind", HEAD COUNTS "%1 = parameter 0 : f32[2, 3]\n" V2 V3 V4 OUT END, SY_E_GRAPH_FORMAT,
     "sy_graph_load_buffer: <buffer>:3:6 (byte 70): %1: expected 'input K', 'constant' or op(...), found "
     "'parameter 0 : f32[2, 3]'"},
    /* sy_graph_save refuses a graph with a collective: its communicator lives in one process */
    {"a collective's communicator", "switchyard-graph 2\n" C1 X1 "%2 = all_reduce(%1) comm=0 op=sum : f32[2, 3]\n" OUT2 END,
     SY_E_GRAPH_FORMAT,
     "sy_graph_load_buffer: <buffer>:4:26 (byte 115): %2 (all_reduce): comm takes a communicator, which no saved graph holds"},
    {"unknown op", ONE("frobnicate(%1)", "f32[2, 3]"), SY_E_GRAPH_UNKNOWN,
     "sy_graph_load_buffer: <buffer>:4:6 (byte 95): %2: op 'frobnicate' is not an op of this build"},
    {"unknown dtype of a type", HEAD C1 "%1 = input 0 : f8[2, 3]\n", SY_E_GRAPH_UNKNOWN,
     "sy_graph_load_buffer: <buffer>:3:16 (byte 80): %1 (input): dtype 'f8' is not a dtype of this build"},
    {"unknown dtype of a cast", ONE("cast(%1) dtype=c64", "f32[2, 3]"), SY_E_GRAPH_UNKNOWN,
     "sy_graph_load_buffer: <buffer>:4:21 (byte 110): %2 (cast): dtype 'c64' is not a dtype of this build"},
    {"input out of range", HEAD COUNTS "%1 = input 1 : f32[2, 3]\n" V2 V3 V4 OUT END, SY_E_GRAPH_FORMAT,
     "sy_graph_load_buffer: <buffer>:3:12 (byte 76): %1 (input): input 1 is out of range: counts says "
     "inputs=1"},
    {"input twice", HEAD "counts inputs=2 constants=0 nodes=0 outputs=1\n" X1 "%2 = input 0 : f32[2, 3]\n" OUT2 END,
     SY_E_GRAPH_FORMAT,
     "sy_graph_load_buffer: <buffer>:4:12 (byte 101): %2 (input): input 0 is already %1"},
    {"one constant too many", HEAD C1 "%1 = constant : f32[] = 00000000\n%2 = neg(%1) : f32[]\n" OUT2 END,
     SY_E_GRAPH_FORMAT,
     "sy_graph_load_buffer: <buffer>:3:17 (byte 81): %1 (constant): one constant more than counts says "
     "(constants=0)"},
    {"one node too many", HEAD "counts inputs=1 constants=1 nodes=0 outputs=1\n" X1 "%2 = relu(%1) : f32[2, 3]\n"
     "output 0 = %2\n" END,
     SY_E_GRAPH_FORMAT,
     "sy_graph_load_buffer: <buffer>:4:10 (byte 99): %2 (relu): one node more than counts says (nodes=0)"},
    {"rank above 8", HEAD C1 "%1 = input 0 : f32[1, 1, 1, 1, 1, 1, 1, 1, 1]\n%2 = neg(%1) : f32[1]\n" OUT2 END,
     SY_E_GRAPH_FORMAT,
     "sy_graph_load_buffer: <buffer>:3:44 (byte 108): %1 (input): the type has more than 8 dimensions "
     "(SY_MAX_RANK)"},
    {"a list of nine entries", ONE("reshape(%1) shape=[1, 1, 1, 1, 1, 1, 2, 3, 1]", "f32[1, 1, 1, 1, 1, 1, 2, 3, 1]"),
     SY_E_GRAPH_FORMAT,
     "sy_graph_load_buffer: <buffer>:4:49 (byte 138): %2 (reshape): shape has more than 8 entries (SY_MAX_RANK)"},
    {"a result type of an unknown dtype", ONE("relu(%1)", "f8[2, 3]"), SY_E_GRAPH_UNKNOWN,
     "sy_graph_load_buffer: <buffer>:4:17 (byte 106): %2 (relu): dtype 'f8' is not a dtype of this build"},
    {"a constant of too many elements", HEAD "counts inputs=0 constants=1 nodes=0 outputs=1\n"
     "%1 = constant : f64[4611686018427387904, 4] = \noutput 0 = %1\n" END, SY_E_GRAPH_FORMAT,
     "sy_graph_load_buffer: <buffer>:3:17 (byte 81): %1 (constant): the type: shape [4611686018427387904, 4] has"
     " too many elements (its non-zero dimensions multiply past 1152921504606846975)"},
    {"an input naming two values", "switchyard-graph 3\n" "counts inputs=1 constants=0 nodes=2 outputs=1\n"
     "%1, %2 = input 0 : f32[2, 3]\n%3 = relu(%1) : f32[2, 3]\noutput 0 = %3\n" END, SY_E_GRAPH_FORMAT,
     "sy_graph_load_buffer: <buffer>:3:10 (byte 74): %1: a line naming 2 values must be an op of 2 results, found"
     " 'input 0 : f32[2, 3]'"},
    {"a further result not a value", "switchyard-graph 3\n" "counts inputs=1 constants=0 nodes=2 outputs=1\n" X1
     "%2, %x = unique(%1) sorted=true axis=-128 : f32[?], i64[?], i64[6], i64[?]\noutput 0 = %2\n" END,
     SY_E_GRAPH_FORMAT,
     "sy_graph_load_buffer: <buffer>:4:6 (byte 95): %2: expected the value number (a decimal number), found 'x = uni"
     "que(%1) sorted=tr'..."},
    {"negative dimension", HEAD C1 "%1 = input 0 : f32[2, -3]\n%2 = neg(%1) : f32[2, 3]\n" OUT2 END, SY_E_GRAPH_FORMAT,
     "sy_graph_load_buffer: <buffer>:3:23 (byte 87): %1 (input): a dimension -3 is out of range "
     "(0..9223372036854775807)"},
    {"dimension beyond int64", HEAD C1 "%1 = input 0 : f32[9223372036854775808]\n%2 = neg(%1) : f32[1]\n" OUT2 END,
     SY_E_GRAPH_FORMAT,
     "sy_graph_load_buffer: <buffer>:3:20 (byte 84): %1 (input): a dimension beyond int64 is not a "
     "canonical integer"},
    {"too many elements", HEAD C1 "%1 = input 0 : f64[4611686018427387904, 4]\n%2 = neg(%1) : f64[1]\n" OUT2 END,
     SY_E_GRAPH_FORMAT,
     "sy_graph_load_buffer: <buffer>:3:16 (byte 80): %1 (input): the type: shape [4611686018427387904, 4] "
     "has too many elements (its non-zero dimensions multiply past 1152921504606846975)"},
    {"constant too short", HEAD COUNTS V1 "%2 = constant : f32[3] = 0000803f00000040\n" V3 V4 OUT END, SY_E_GRAPH_FORMAT,
     "sy_graph_load_buffer: <buffer>:4:26 (byte 115): %2 (constant): 16 hex digit(s) of data; f32[3] "
     "needs 12 bytes, 24 digits"},
    {"constant too long", HEAD COUNTS V1 "%2 = constant : f32[3] = 0000803f000000400000404000\n" V3 V4 OUT END,
     SY_E_GRAPH_FORMAT,
     "sy_graph_load_buffer: <buffer>:4:26 (byte 115): %2 (constant): 26 hex digit(s) of data; f32[3] "
     "needs 12 bytes, 24 digits"},
    {"constant in capitals", HEAD COUNTS V1 "%2 = constant : f32[3] = 0000803F0000004000004040\n" V3 V4 OUT END,
     SY_E_GRAPH_FORMAT,
     "sy_graph_load_buffer: <buffer>:4:33 (byte 122): %2 (constant): data byte 3: 'F' is not a lowercase "
     "hex digit"},
    {"constant with a digit beyond f", HEAD "counts inputs=0 constants=1 nodes=0 outputs=1\n"
     "%1 = constant : bool[3] = 000g02\noutput 0 = %1\n" END, SY_E_GRAPH_FORMAT,
     "sy_graph_load_buffer: <buffer>:3:30 (byte 94): %1 (constant): data byte 1: 'g' is not a lowercase hex digit"},
    {"empty constant without its space", HEAD "counts inputs=0 constants=1 nodes=0 outputs=1\n"
     "%1 = constant : f32[0] =\noutput 0 = %1\n" END,
     SY_E_GRAPH_FORMAT,
     "sy_graph_load_buffer: <buffer>:3:23 (byte 87): %1 (constant): expected ' = ', found ' ='"},
    {"reference to a later value", HEAD COUNTS V1 V2 "%3 = add(%1, %4) : f32[2, 3]\n" V4 OUT END, SY_E_GRAPH_FORMAT,
     "sy_graph_load_buffer: <buffer>:5:14 (byte 153): %3 (add): %4 is not a value defined before this "
     "line (values are %1..%2 here)"},
    {"reference to itself", HEAD COUNTS V1 V2 "%3 = add(%1, %3) : f32[2, 3]\n" V4 OUT END, SY_E_GRAPH_FORMAT,
     "sy_graph_load_buffer: <buffer>:5:14 (byte 153): %3 (add): %3 is not a value defined before this "
     "line (values are %1..%2 here)"},
    {"reference %0", HEAD COUNTS V1 V2 "%3 = add(%0, %1) : f32[2, 3]\n" V4 OUT END, SY_E_GRAPH_FORMAT,
     "sy_graph_load_buffer: <buffer>:5:10 (byte 149): %3 (add): %0 is not a value defined before this "
     "line (values are %1..%2 here)"},
    {"too few inputs", ONE("add(%1)", "f32[2, 3]"), SY_E_GRAPH_FORMAT,
     "sy_graph_load_buffer: <buffer>:4:10 (byte 99): %2 (add): add takes 2 input(s), the line gives 1"},
    {"too many inputs", ONE("relu(%1, %1)", "f32[2, 3]"), SY_E_GRAPH_FORMAT,
     "sy_graph_load_buffer: <buffer>:4:11 (byte 100): %2 (relu): relu takes 1 input(s), the line gives 2"},
    {"missing attribute", ONE("sum(%1) keepdim=false", "f32[2]"), SY_E_GRAPH_FORMAT,
     "sy_graph_load_buffer: <buffer>:4:13 (byte 102): %2 (sum): expected ' axis=', found ' keepdim=false "
     ": f32[2]'"},
    {"attributes out of order", ONE("transpose(%1) dim1=0 dim0=1", "f32[3, 2]"), SY_E_GRAPH_FORMAT,
     "sy_graph_load_buffer: <buffer>:4:19 (byte 108): %2 (transpose): expected ' dim0=', found ' dim1=0 "
     "dim0=1 : f32[3, '..."},
    {"axis out of range", ONE("sum(%1) axis=8 keepdim=false", "f32[2]"), SY_E_GRAPH_FORMAT,
     "sy_graph_load_buffer: <buffer>:4:19 (byte 108): %2 (sum): axis 8 is out of range (-8..7)"},
    {"axis -128 (SY_AXIS_ALL's value)", ONE("sum(%1) axis=-128 keepdim=true", "f32[1, 1]"), SY_E_GRAPH_FORMAT,
     "sy_graph_load_buffer: <buffer>:4:19 (byte 108): %2 (sum): axis -128 is out of range (-8..7)"},
    {"an axis of a set out of range", ONE("sum(%1) axis=[0, 8] keepdim=false", "f32[]"), SY_E_GRAPH_FORMAT,
     "sy_graph_load_buffer: <buffer>:4:23 (byte 112): %2 (sum): an axis of the set 8 is out of range (-8..7)"},
    {"a set of more than 8 axes", ONE("sum(%1) axis=[0, 1, 2, 3, 4, 5, 6, 7, 0] keepdim=false", "f32[]"),
     SY_E_GRAPH_FORMAT,
     "sy_graph_load_buffer: <buffer>:4:44 (byte 133): %2 (sum): axis has more than 8 entries (SY_MAX_RANK)"},
    {"a set naming an axis twice", ONE("sum(%1) axis=[1, -1] keepdim=false", "f32[2]"), SY_E_GRAPH_FORMAT,
     "sy_graph_load_buffer: <buffer>:4:6 (byte 95): %2 (sum): sum rejects its inputs (SY_E_INVALID_ARGUMENT): "
     "sy_sum: the axes (1, -1) name axis 1 twice for shape [2, 3]"},
    {"an empty set of axes", ONE("mean(%1) axis=[] keepdim=false", "f32[2, 3]"), SY_E_GRAPH_FORMAT,
     "sy_graph_load_buffer: <buffer>:4:6 (byte 95): %2 (mean): mean rejects its inputs (SY_E_INVALID_ARGUMENT): "
     "sy_mean: the set of axes is empty (shape [2, 3]); SY_AXIS_ALL reduces every axis"},
    {"keepdim not a bool", ONE("sum(%1) axis=all keepdim=1", "f32[]"), SY_E_GRAPH_FORMAT,
     "sy_graph_load_buffer: <buffer>:4:31 (byte 120): %2 (sum): keepdim must be true or false, found '1 : "
     "f32[]'"},
    {"dim0 out of range", ONE("transpose(%1) dim0=-9 dim1=0", "f32[3, 2]"), SY_E_GRAPH_FORMAT,
     "sy_graph_load_buffer: <buffer>:4:25 (byte 114): %2 (transpose): dim0 -9 is out of range (-8..7)"},
    {"perm entry out of range", ONE("permute(%1) perm=[1, 8]", "f32[3, 2]"), SY_E_GRAPH_FORMAT,
     "sy_graph_load_buffer: <buffer>:4:29 (byte 118): %2 (permute): perm entry 1 (8) is out of range "
     "(-8..7)"},
    {"shape entry below -1", ONE("reshape(%1) shape=[-2, 3]", "f32[2, 3]"), SY_E_GRAPH_FORMAT,
     "sy_graph_load_buffer: <buffer>:4:25 (byte 114): %2 (reshape): a shape entry -2 is out of range "
     "(-1..9223372036854775807)"},
    {"fill value not a value", HEAD "counts inputs=0 constants=0 nodes=1 outputs=1\n%1 = full() value=1.5 : f32[2]\n"
     "output 0 = %1\n" END,
     SY_E_GRAPH_FORMAT,
     "sy_graph_load_buffer: <buffer>:3:19 (byte 83): %1 (full): value '1.5 : f32[2]' is not a C99 hex "
     "float, inf, nan or nan(0x...)"},
    {"fill value beyond its dtype", HEAD "counts inputs=0 constants=0 nodes=1 outputs=1\n"
     "%1 = full() value=0x1.8p+31 : i32[2]\noutput 0 = %1\n" END, SY_E_GRAPH_FORMAT,
     "sy_graph_load_buffer: <buffer>:3:6 (byte 70): %1 (full): full rejects its inputs "
     "(SY_E_INVALID_ARGUMENT): sy_full: value 3221225472 does not fit i32"},
    {"shapes that do not broadcast", HEAD COUNTS V1 "%2 = constant : f32[2] = 0000803f00000040\n"
     "%3 = add(%1, %2) : f32[2, 3]\n" V4 OUT END, SY_E_GRAPH_FORMAT,
     "sy_graph_load_buffer: <buffer>:5:6 (byte 137): %3 (add): add rejects its inputs "
     "(SY_E_SHAPE_MISMATCH): sy_add: shapes [2, 3] and [2] do not broadcast (axis -1: 3 vs 2)"},
    {"dtypes that differ", HEAD COUNTS V1 "%2 = constant : i32[3] = 000000000000000000000000\n"
     "%3 = add(%1, %2) : f32[2, 3]\n" V4 OUT END, SY_E_GRAPH_FORMAT,
     "sy_graph_load_buffer: <buffer>:5:6 (byte 145): %3 (add): add rejects its inputs "
     "(SY_E_DTYPE_MISMATCH): sy_add: a is f32 but b is i32; cast one first"},
    {"a dtype the op does not take", HEAD C1 "%1 = input 0 : bool[2]\n%2 = neg(%1) : bool[2]\n" OUT2 END,
     SY_E_GRAPH_FORMAT,
     "sy_graph_load_buffer: <buffer>:4:6 (byte 93): %2 (neg): neg rejects its inputs "
     "(SY_E_DTYPE_UNSUPPORTED): sy_neg: op neg does not take bool (it takes f32 f64 i32 i64 u8 i8 i16 f16 bf16 u16 "
     "u32 u64)"},
    {"a reshape to another size", ONE("reshape(%1) shape=[4]", "f32[4]"), SY_E_GRAPH_FORMAT,
     "sy_graph_load_buffer: <buffer>:4:6 (byte 95): %2 (reshape): reshape rejects its inputs "
     "(SY_E_SHAPE_MISMATCH): sy_reshape: cannot reshape [2, 3] (6 elements) to [4] (4 elements)"},
    {"wrong result shape", ONE("relu(%1)", "f32[3, 2]"), SY_E_GRAPH_FORMAT,
     "sy_graph_load_buffer: <buffer>:4:17 (byte 106): %2 (relu): the result type is written f32[3, 2], "
     "but relu infers f32[2, 3] from its inputs"},
    {"wrong result dtype", ONE("gt(%1, %1)", "f32[2, 3]"), SY_E_GRAPH_FORMAT,
     "sy_graph_load_buffer: <buffer>:4:19 (byte 108): %2 (gt): the result type is written f32[2, 3], but "
     "gt infers bool[2, 3] from its inputs"},
    {"wrong result rank", ONE("sum(%1) axis=0 keepdim=true", "f32[3]"), SY_E_GRAPH_FORMAT,
     "sy_graph_load_buffer: <buffer>:4:36 (byte 125): %2 (sum): the result type is written f32[3], but "
     "sum infers f32[1, 3] from its inputs"},
    {"outputs out of order", HEAD COUNTS V1 V2 V3 V4 "output 1 = %4\n" END, SY_E_GRAPH_FORMAT,
     "sy_graph_load_buffer: <buffer>:7:1 (byte 212): expected output 0 (outputs are listed in order), "
     "found output 1"},
    {"output of a value not in the file", HEAD COUNTS V1 V2 V3 V4 "output 0 = %5\n" END, SY_E_GRAPH_FORMAT,
     "sy_graph_load_buffer: <buffer>:7:12 (byte 223): %5 is not a value defined before this line (values "
     "are %1..%4 here)"},
    {"the same output twice", HEAD "counts inputs=1 constants=1 nodes=2 outputs=2\n" V1 V2 V3 V4 OUT
     "output 1 = %4\n" END, SY_E_GRAPH_FORMAT,
     "sy_graph_load_buffer: <buffer>:8:1 (byte 226): outputs 0 and 1 are the same value %4"},
    {"too many outputs", HEAD COUNTS V1 V2 V3 V4 OUT "output 1 = %3\n" END, SY_E_GRAPH_FORMAT,
     "sy_graph_load_buffer: <buffer>:8:1 (byte 226): expected 'end' (counts says the outputs end here), "
     "found 'output 1 = %3'"},
    {"no end", HEAD COUNTS V1 V2 V3 V4 OUT, SY_E_GRAPH_FORMAT,
     "sy_graph_load_buffer: <buffer>:8:1 (byte 226): expected 'end' (counts says the outputs end here), "
     "found the end of the file (truncated?)"},
    {"no final newline", HEAD COUNTS V1 V2 V3 V4 OUT "end", SY_E_GRAPH_FORMAT,
     "sy_graph_load_buffer: <buffer>:8:4 (byte 229): expected the end of the line, found the end of the "
     "file (truncated?)"},
    {"trailing garbage", GOOD "x", SY_E_GRAPH_FORMAT,
     "sy_graph_load_buffer: <buffer>:9:1 (byte 230): 1 byte(s) after 'end'"},
    {"a blank line at the end", GOOD "\n", SY_E_GRAPH_FORMAT,
     "sy_graph_load_buffer: <buffer>:9:1 (byte 230): 1 byte(s) after 'end'"},
    {"truncated in a dtype name", HEAD C1 "%1 = input 0 : f3", SY_E_GRAPH_FORMAT,
     "sy_graph_load_buffer: <buffer>:3:16 (byte 80): %1 (input): the file ends inside the dtype name 'f3' "
     "(truncated?)"},
    {"a NUL byte", HEAD C1 "%1 = input 0 : f32[2,\0 3]\n%2 = neg(%1) : f32[2, 3]\n" OUT2 END, SY_E_GRAPH_FORMAT,
     "sy_graph_load_buffer: <buffer>:3:21 (byte 85): %1 (input): expected ']', found ',\\x00 3]'"},
};

START_TEST(test_load_errors)
{
    const load_case *c = &load_cases[_i];
    sy_ck_leak snap = sy_ck_leak_snap();
    /* the table's strings end at their first NUL; "a NUL byte" has one inside */
    size_t len = strlen(c->text);
    if (strcmp(c->name, "a NUL byte") == 0)
        len += 1 + strlen(c->text + len + 1);
    sy_graph *g = gpoison;
    sy_status st = sy_graph_load_buffer(c->text, len, &g);
    ck_assert_msg(st == c->want, "%s: %s (want %s): %s", c->name, sy_status_name(st), sy_status_name(c->want),
                  sy_last_error());
    ck_assert_msg(g == NULL, "%s: *out is not NULL", c->name);
    ck_assert_msg(strcmp(sy_ck_detail(c->want), c->detail) == 0, "%s: sy_last_error() is\n  \"%s\"\nwant\n  \"%s\"",
                  c->name, sy_last_error(), c->detail);
    SY_CK_NO_LEAK(snap);
}
END_TEST

/* The good file, and files written by hand that other writers may produce. */
/* Format version 3: attributes read from values when the node runs, on
 * every device; the results' types are checked against the graph's. */
START_TEST(test_attrs_read_at_run)
{
    static const char text[] = "switchyard-graph 3\n"
                               "counts inputs=3 constants=0 nodes=2 outputs=1\n"
                               "%1 = input 0 : f32[6]\n"
                               "%2 = input 1 : i64[2]\n"
                               "%3 = input 2 : i32[]\n"
                               "%4 = reshape(%1) shape=%2 : f32[3, 2]\n"
                               "%5 = sum(%4) axis=%3 keepdim=false : f32[3]\n"
                               "output 0 = %5\n" END;
    sy_ck_leak snap = sy_ck_leak_snap();
    sy_graph *g = load_text(text, "attributes read from values");
    size_t len;
    char *buf = save_mem(g, &len);
    ck_assert_str_eq(buf, text); /* saved as version 3, the same */
    free(buf);
    sy_device devs[SY_CK_MAX_DEVICES];
    const int ndev = sy_ck_devices(devs, SY_CK_MAX_DEVICES);
    static const float xv[6] = {1, 2, 3, 4, 5, 6};
    static const int64_t six[1] = {6}, two[1] = {2};
    static const int32_t axis = 1;
    static const int64_t shapes_ok[2] = {3, 2};
    for (int d = 0; d < ndev && d < SY_CK_MAX_DEVICES; d++) {
        static const int64_t shapes[2][2] = {{3, 2}, {-1, 2}};
        for (int k = 0; k < 2; k++) {
            sy_tensor *x, *sh, *ax, *y;
            SY_OK_OR_FAIL(sy_tensor_from_data(xv, SY_DTYPE_F32, six, 1, cpu0, &x));
            SY_OK_OR_FAIL(sy_tensor_from_data(shapes[k], SY_DTYPE_I64, two, 1, cpu0, &sh));
            SY_OK_OR_FAIL(sy_tensor_from_data(&axis, SY_DTYPE_I32, NULL, 0, cpu0, &ax));
            const sy_tensor *in[3] = {x, sh, ax};
            SY_OK_OR_FAIL(sy_graph_run(g, devs[d], in, 3, &y, 1));
            float got[3];
            SY_OK_OR_FAIL(sy_tensor_to_data(y, got, sizeof got));
            ck_assert_msg(got[0] == 3 && got[1] == 7 && got[2] == 11, "device %d shape %d: %g %g %g", d, k,
                          (double)got[0], (double)got[1], (double)got[2]);
            sy_tensor_release(y);
            sy_tensor_release(x);
            sy_tensor_release(sh);
            sy_tensor_release(ax);
        }
    }
    /* values giving another type than the graph's: refused by name */
    static const int64_t other[2] = {2, 3};
    sy_tensor *x, *sh, *ax, *y = NULL;
    SY_OK_OR_FAIL(sy_tensor_from_data(xv, SY_DTYPE_F32, six, 1, cpu0, &x));
    SY_OK_OR_FAIL(sy_tensor_from_data(other, SY_DTYPE_I64, two, 1, cpu0, &sh));
    SY_OK_OR_FAIL(sy_tensor_from_data(&axis, SY_DTYPE_I32, NULL, 0, cpu0, &ax));
    const sy_tensor *in[3] = {x, sh, ax};
    ck_assert_int_eq(sy_graph_run(g, cpu0, in, 3, &y, 1), SY_E_INPUT_MISMATCH);
    ck_assert_ptr_null(y);
    ck_assert_str_eq(sy_last_error(), "sy_graph_run: node %4 (reshape) reads attributes from values; with this run's "
                                      "values its result 0 is f32[2, 3], the graph says f32[3, 2] [SY_E_INPUT_MISMATCH]");
    /* an axis out of range, read at run time */
    static const int32_t far = 9;
    sy_tensor_release(ax);
    SY_OK_OR_FAIL(sy_tensor_from_data(&far, SY_DTYPE_I32, NULL, 0, cpu0, &ax));
    sy_tensor_release(sh);
    SY_OK_OR_FAIL(sy_tensor_from_data(shapes_ok, SY_DTYPE_I64, two, 1, cpu0, &sh));
    const sy_tensor *in2[3] = {x, sh, ax};
    ck_assert_int_eq(sy_graph_run(g, cpu0, in2, 3, &y, 1), SY_E_INVALID_ARGUMENT);
    ck_assert_ptr_null(y);
    ck_assert_str_eq(sy_last_error(), "sy_graph_run: node %5 (sum): its axis, read from %3, is 9 [SY_E_INVALID_ARGUMENT]");
    sy_tensor_release(x);
    sy_tensor_release(sh);
    sy_tensor_release(ax);
    sy_graph_release(g);
    SY_CK_NO_LEAK(snap);
}
END_TEST

/* Results of '?' dims (format version 3): an op of data-dependent shape
 * (each of them: nonzero, unique's four results, compress feeding an
 * elementwise op of '?' dims, range) and a fill of a shape read from a value,
 * loaded, saved back unchanged and run on every device against the same
 * ops run eagerly on cpu; a result whose run-time shape differs from a
 * written dimension is refused by name. */
static void run_sized(const sy_graph *g, const sy_tensor *const *in, size_t n_in, sy_tensor *const *want, size_t n_out,
                      const char *what)
{
    sy_device devs[SY_CK_MAX_DEVICES];
    const int ndev = sy_ck_devices(devs, SY_CK_MAX_DEVICES);
    for (int d = 0; d < ndev && d < SY_CK_MAX_DEVICES; d++) {
        sy_tensor *got[4] = {NULL, NULL, NULL, NULL};
        char ds[SY__DEVICE_STR_MAX], w[160];
        sy_device_format(devs[d], ds, sizeof ds);
        snprintf(w, sizeof w, "%s on %s", what, ds);
        sy_status st = sy_graph_run(g, devs[d], in, n_in, got, n_out);
        ck_assert_msg(st == SY_OK, "%s: %s: %s", w, sy_status_name(st), sy_last_error());
        for (size_t k = 0; k < n_out; k++) {
            assert_bits(got[k], want[k], w);
            sy_tensor_release(got[k]);
        }
    }
}

START_TEST(test_sized_graphs)
{
    sy_ck_leak snap = sy_ck_leak_snap();
    static const float xv[12] = {0, 2, 0, -1, 2, 0, 0, 5, -1, NAN, 2, NAN};
    static const int64_t s34[2] = {3, 4}, s12[1] = {12}, s43[2] = {4, 3}, s4[1] = {4}, s2[1] = {2};
    static const uint8_t cond[4] = {1, 0, 1, 1};
    sy_tensor *x34, *x12, *x43, *c4;
    SY_OK_OR_FAIL(sy_tensor_from_data(xv, SY_DTYPE_F32, s34, 2, cpu0, &x34));
    SY_OK_OR_FAIL(sy_tensor_from_data(xv, SY_DTYPE_F32, s12, 1, cpu0, &x12));
    SY_OK_OR_FAIL(sy_tensor_from_data(xv, SY_DTYPE_F32, s43, 2, cpu0, &x43));
    SY_OK_OR_FAIL(sy_tensor_from_data(cond, SY_DTYPE_BOOL, s4, 1, cpu0, &c4));
    char *buf;
    size_t len;

    /* nonzero */
    static const char t1[] = "switchyard-graph 3\n"
                             "counts inputs=1 constants=0 nodes=1 outputs=1\n"
                             "%1 = input 0 : f32[3, 4]\n"
                             "%2 = nonzero(%1) : i64[2, ?]\n"
                             "output 0 = %2\n" END;
    sy_graph *g = load_text(t1, "nonzero");
    buf = save_mem(g, &len);
    ck_assert_str_eq(buf, t1);
    free(buf);
    sy_tensor *want[4] = {NULL, NULL, NULL, NULL};
    SY_OK_OR_FAIL(sy_nonzero(x34, &want[0]));
    ck_assert_int_eq(sy_tensor_dim(want[0], 1), 8);
    const sy_tensor *in1[1] = {x34};
    run_sized(g, in1, 1, want, 1, "nonzero");
    sy_tensor_release(want[0]);
    sy_graph_release(g);

    /* unique, by first occurrence, of x flattened: its four results */
    static const char t2[] = "switchyard-graph 3\n"
                             "counts inputs=1 constants=0 nodes=4 outputs=4\n"
                             "%1 = input 0 : f32[12]\n"
                             "%2, %3, %4, %5 = unique(%1) sorted=false axis=-128 : f32[?], i64[?], i64[12], i64[?]\n"
                             "output 0 = %2\n"
                             "output 1 = %3\n"
                             "output 2 = %4\n"
                             "output 3 = %5\n" END;
    g = load_text(t2, "unique");
    buf = save_mem(g, &len);
    ck_assert_str_eq(buf, t2);
    free(buf);
    SY_OK_OR_FAIL(sy_unique(x12, false, SY_AXIS_ALL, &want[0], &want[1], &want[2], &want[3]));
    ck_assert_int_eq(sy_tensor_numel(want[0]), 5); /* 0, 2, -1, 5, NaN */
    const sy_tensor *in2[1] = {x12};
    run_sized(g, in2, 1, want, 4, "unique");
    for (int k = 0; k < 4; k++)
        sy_tensor_release(want[k]);
    sy_graph_release(g);

    /* compress along axis 0, then an elementwise op of '?' dims */
    static const char t3[] = "switchyard-graph 3\n"
                             "counts inputs=2 constants=0 nodes=2 outputs=1\n"
                             "%1 = input 0 : f32[4, 3]\n"
                             "%2 = input 1 : bool[4]\n"
                             "%3 = compress(%1, %2) axis=0 : f32[?, 3]\n"
                             "%4 = mul(%3, %3) : f32[?, 3]\n"
                             "output 0 = %4\n" END;
    g = load_text(t3, "compress");
    buf = save_mem(g, &len);
    ck_assert_str_eq(buf, t3);
    free(buf);
    sy_tensor *cx;
    SY_OK_OR_FAIL(sy_compress(x43, c4, 0, &cx));
    SY_OK_OR_FAIL(sy_mul(cx, cx, &want[0]));
    sy_tensor_release(cx);
    const sy_tensor *in3[2] = {x43, c4};
    run_sized(g, in3, 2, want, 1, "compress");
    sy_tensor_release(want[0]);
    sy_graph_release(g);

    /* range, and a fill of a shape read from a value */
    static const char t4[] = "switchyard-graph 3\n"
                             "counts inputs=4 constants=0 nodes=2 outputs=2\n"
                             "%1 = input 0 : f32[]\n"
                             "%2 = input 1 : f32[]\n"
                             "%3 = input 2 : f32[]\n"
                             "%4 = input 3 : i64[2]\n"
                             "%5 = range(%1, %2, %3) : f32[?]\n"
                             "%6 = full() value=0x1.8p+0 shape=%4 : f32[?, ?]\n"
                             "output 0 = %5\n"
                             "output 1 = %6\n" END;
    g = load_text(t4, "range and full");
    buf = save_mem(g, &len);
    ck_assert_str_eq(buf, t4);
    free(buf);
    static const float start = 1.0f, limit = -2.5f, delta = -0.5f;
    static const int64_t dims[2] = {2, 3};
    sy_tensor *a, *b, *c, *sh;
    SY_OK_OR_FAIL(sy_tensor_from_data(&start, SY_DTYPE_F32, NULL, 0, cpu0, &a));
    SY_OK_OR_FAIL(sy_tensor_from_data(&limit, SY_DTYPE_F32, NULL, 0, cpu0, &b));
    SY_OK_OR_FAIL(sy_tensor_from_data(&delta, SY_DTYPE_F32, NULL, 0, cpu0, &c));
    SY_OK_OR_FAIL(sy_tensor_from_data(dims, SY_DTYPE_I64, s2, 1, cpu0, &sh));
    SY_OK_OR_FAIL(sy_range(a, b, c, &want[0]));
    ck_assert_int_eq(sy_tensor_numel(want[0]), 7);
    SY_OK_OR_FAIL(sy_full(dims, 2, 1.5, SY_DTYPE_F32, cpu0, &want[1]));
    const sy_tensor *in4[4] = {a, b, c, sh};
    run_sized(g, in4, 4, want, 2, "range and full");
    sy_tensor_release(want[0]);
    sy_tensor_release(want[1]);
    sy_graph_release(g);

    /* a written dimension the values do not give: refused by name */
    static const char t5[] = "switchyard-graph 3\n"
                             "counts inputs=1 constants=0 nodes=1 outputs=1\n"
                             "%1 = input 0 : f32[3, 4]\n"
                             "%2 = nonzero(%1) : i64[2, 3]\n"
                             "output 0 = %2\n" END;
    g = load_text(t5, "nonzero of a written count");
    sy_tensor *y = NULL;
    ck_assert_int_eq(sy_graph_run(g, cpu0, in1, 1, &y, 1), SY_E_INPUT_MISMATCH);
    ck_assert_ptr_null(y);
    ck_assert_str_eq(sy_last_error(), "sy_graph_run: node %2 (nonzero) has a result shape that depends on values; with "
                                      "this run's values its result 0 is i64[2, 8], the graph says i64[2, 3] "
                                      "[SY_E_INPUT_MISMATCH]");
    sy_graph_release(g);
    sy_tensor_release(a);
    sy_tensor_release(b);
    sy_tensor_release(c);
    sy_tensor_release(sh);
    sy_tensor_release(x34);
    sy_tensor_release(x12);
    sy_tensor_release(x43);
    sy_tensor_release(c4);
    SY_CK_NO_LEAK(snap);
}
END_TEST

/* A float attribute read from a value of each float dtype (and an integer),
 * and a list read from an i32 value: the bits of f16 and bf16 widened on the
 * host (normal, subnormal, signed zero, infinity, NaN). */
START_TEST(test_float_attrs_read_at_run)
{
    typedef struct {
        sy_dtype dt;
        uint64_t bits; /* the value's bytes, little-endian, as the dtype stores it */
        double want;   /* NaN: a NaN */
    } val;
    static const val vals[] = {
        {SY_DTYPE_F16, 0x3c00, 1.0},      {SY_DTYPE_F16, 0x0001, 0x1p-24},   {SY_DTYPE_F16, 0x8000, -0.0},
        {SY_DTYPE_F16, 0x7c00, INFINITY}, {SY_DTYPE_F16, 0x7e00, NAN},       {SY_DTYPE_F16, 0xc500, -5.0},
        {SY_DTYPE_BF16, 0x3f80, 1.0},     {SY_DTYPE_BF16, 0x0001, 0x1p-133}, {SY_DTYPE_BF16, 0xff80, -INFINITY},
        {SY_DTYPE_BF16, 0x7fc0, NAN},     {SY_DTYPE_F32, 0x3fc00000, 1.5},   {SY_DTYPE_F64, 0xc004000000000000, -2.5},
        {SY_DTYPE_I64, 7, 7.0},
    };
    sy_ck_leak snap = sy_ck_leak_snap();
    static const int64_t four[1] = {4}, one[1] = {1};
    static const float xv[4] = {10, 20, 30, 40};
    static const int32_t start = 0;
    for (size_t k = 0; k < sizeof vals / sizeof vals[0]; k++) {
        char text[640], what[64];
        snprintf(text, sizeof text,
                 "switchyard-graph 3\n"
                 "counts inputs=3 constants=0 nodes=2 outputs=1\n"
                 "%%1 = input 0 : f32[4]\n"
                 "%%2 = input 1 : %s[]\n"
                 "%%3 = input 2 : i32[1]\n"
                 "%%4 = pad(%%1) pads=[1, 0] mode=constant value=%%2 : f32[5]\n"
                 "%%5 = slice(%%4) starts=%%3 ends=[2] axes=[] steps=[] : f32[2]\n"
                 "output 0 = %%5\n" END,
                 sy_dtype_name(vals[k].dt));
        snprintf(what, sizeof what, "value %zu (%s)", k, sy_dtype_name(vals[k].dt));
        sy_graph *g = load_text(text, what);
        sy_tensor *x, *v, *st, *y;
        SY_OK_OR_FAIL(sy_tensor_from_data(xv, SY_DTYPE_F32, four, 1, cpu0, &x));
        SY_OK_OR_FAIL(sy_tensor_from_data(&vals[k].bits, vals[k].dt, NULL, 0, cpu0, &v));
        SY_OK_OR_FAIL(sy_tensor_from_data(&start, SY_DTYPE_I32, one, 1, cpu0, &st));
        const sy_tensor *in[3] = {x, v, st};
        SY_OK_OR_FAIL(sy_graph_run(g, cpu0, in, 3, &y, 1));
        float got[2];
        SY_OK_OR_FAIL(sy_tensor_to_data(y, got, sizeof got));
        const float want = (float)vals[k].want;
        const bool same = isnan(want) ? isnan(got[0]) : got[0] == want && !signbit(got[0]) == !signbit(want);
        ck_assert_msg(got[1] == 10 && same, "%s: got %g, %g; want %g, 10", what, (double)got[0], (double)got[1],
                      (double)want);
        sy_tensor_release(y);
        sy_tensor_release(x);
        sy_tensor_release(v);
        sy_tensor_release(st);
        sy_graph_release(g);
    }
    SY_CK_NO_LEAK(snap);
}
END_TEST

START_TEST(test_load_hand_written)
{
    sy_ck_leak snap = sy_ck_leak_snap();
    sy_graph *g = load_text(GOOD, "the example of docs/graph-format.md");
    size_t len;
    char *buf = save_mem(g, &len);
    /* a version-1 file loads, and is saved as version 2, otherwise the same */
    ck_assert_str_eq(buf, "switchyard-graph 2\n" COUNTS V1 V2 V3 V4 OUT END);
    free(buf);
    static const int64_t xs[2] = {2, 3};
    static const float xv[6] = {1, 2, 3, 4, 5, 6};
    sy_tensor *x, *y;
    SY_OK_OR_FAIL(sy_tensor_from_data(xv, SY_DTYPE_F32, xs, 2, cpu0, &x));
    const sy_tensor *in[1] = {x};
    SY_OK_OR_FAIL(sy_graph_run(g, cpu0, in, 1, &y, 1));
    float got[2];
    SY_OK_OR_FAIL(sy_tensor_to_data(y, got, sizeof got));
    ck_assert(got[0] == 1 + 2 + 3 + 1 + 2 + 3 && got[1] == 4 + 5 + 6 + 1 + 2 + 3);
    sy_tensor_release(y);
    sy_graph_release(g);

    /* inputs in any order, a node nothing uses, an input that is an output,
     * an empty constant, a value used twice */
    static const char text[] = HEAD "counts inputs=2 constants=1 nodes=3 outputs=2\n"
                                    "%1 = input 1 : f32[2, 3]\n"
                                    "%2 = input 0 : f32[3]\n"
                                    "%3 = constant : f32[0] = \n"
                                    "%4 = mul(%1, %2) : f32[2, 3]\n"
                                    "%5 = neg(%4) : f32[2, 3]\n"
                                    "%6 = add(%4, %4) : f32[2, 3]\n"
                                    "output 0 = %6\n"
                                    "output 1 = %2\n" END;
    g = load_text(text, "hand written");
    size_t n_in, n_out, n_nodes, n_const;
    SY_OK_OR_FAIL(sy_graph_counts(g, &n_in, &n_out, &n_nodes, &n_const));
    ck_assert(n_in == 2 && n_out == 2 && n_nodes == 3 && n_const == 1);
    static const int64_t bs[1] = {3};
    static const float bv[3] = {10, 20, 30};
    sy_tensor *b, *outs[2];
    SY_OK_OR_FAIL(sy_tensor_from_data(bv, SY_DTYPE_F32, bs, 1, cpu0, &b));
    const sy_tensor *ins[2] = {b, x};
    sy_graph_stats stats;
    SY_OK_OR_FAIL(sy_graph_run_ex(g, cpu0, ins, 2, outs, 2, &stats));
    ck_assert_uint_eq(stats.nodes_run, 3);
    float o[6];
    SY_OK_OR_FAIL(sy_tensor_to_data(outs[0], o, sizeof o));
    for (int i = 0; i < 6; i++)
        ck_assert(o[i] == 2 * xv[i] * bv[i % 3]);
    ck_assert(sy_tensor_shares_storage(outs[1], b));
    sy_tensor_release(outs[0]);
    sy_tensor_release(outs[1]);
    sy_tensor_release(b);
    sy_tensor_release(x);
    sy_graph_release(g);
    SY_CK_NO_LEAK(snap);
}
END_TEST

/* ==== 5. damaged files: every truncation, every byte replaced ================================= */

static const char *load_statuses_ok(sy_status st)
{
    return st == SY_E_GRAPH_FORMAT || st == SY_E_GRAPH_UNKNOWN || st == SY_E_GRAPH_VERSION ? NULL
                                                                                             : sy_status_name(st);
}

START_TEST(test_truncations)
{
    sy_ck_leak snap = sy_ck_leak_snap();
    sy_graph *g = mlp_graph();
    size_t len;
    char *buf = save_mem(g, &len);
    sy_graph_release(g);
    for (size_t n = 0; n < len; n++) {
        char *cut = malloc(n ? n : 1); /* exactly n bytes, so reading past them is an ASan error */
        ck_assert_ptr_nonnull(cut);
        memcpy(cut, buf, n);
        sy_graph *h = gpoison;
        sy_status st = sy_graph_load_buffer(cut, n, &h);
        free(cut);
        ck_assert_msg(st == SY_E_GRAPH_FORMAT && h == NULL, "the first %zu of %zu bytes: %s: %s", n, len,
                      sy_status_name(st), sy_last_error());
        char where[64];
        int line = 1;
        size_t start = 0;
        for (size_t i = 0; i < n; i++)
            if (buf[i] == '\n') {
                line++;
                start = i + 1;
            }
        /* the error is on the last line the prefix reaches, or before it */
        snprintf(where, sizeof where, "<buffer>:%d:", line);
        const char *d = sy_last_error();
        ck_assert_msg(strstr(d, "sy_graph_load_buffer: <buffer>:") == d && strstr(d, " (byte ") != NULL,
                      "the first %zu bytes: %s", n, d);
        int at_line = atoi(d + strlen("sy_graph_load_buffer: <buffer>:"));
        ck_assert_msg(at_line >= 1 && at_line <= line, "the first %zu bytes (line %d, column %zu): %s", n, line,
                      n - start + 1, d);
    }
    free(buf);
    SY_CK_NO_LEAK(snap);
}
END_TEST

START_TEST(test_byte_replacements)
{
    static const char subst[] = {' ', '\n', '0', '1', '9', '-', '%', 'a', 'f', 'x', ',', '[', ']', '(', ')', '=', '\0',
                                 '\t', (char)0xff};
    sy_ck_leak snap = sy_ck_leak_snap();
    sy_graph *g = mlp_graph();
    size_t len;
    char *buf = save_mem(g, &len);
    char *copy = malloc(len);
    ck_assert_ptr_nonnull(copy);
    int loaded = 0, refused = 0;
    static const int64_t xs[2] = {MB, MIN};
    sy_tensor *x = rand_cpu(SY_DTYPE_F32, xs, 2, 7);
    for (size_t i = 0; i < len; i++) {
        if (buf[i] >= '0' && buf[i] <= '9' && i > 0 && buf[i - 1] != ' ' && buf[i - 1] != '[' && (i & 7))
            continue; /* digits inside constant data: sample every 8th */
        for (size_t s = 0; s < sizeof subst; s++) {
            if (subst[s] == buf[i])
                continue;
            memcpy(copy, buf, len);
            copy[i] = subst[s];
            sy_graph *h = gpoison;
            sy_status st = sy_graph_load_buffer(copy, len, &h);
            if (st == SY_OK) { /* still a valid file (a digit of data, a dimension): it must replay */
                loaded++;
                size_t n_in;
                SY_OK_OR_FAIL(sy_graph_counts(h, &n_in, NULL, NULL, NULL));
                sy_tensor *outs[3] = {NULL, NULL, NULL};
                size_t n_out;
                SY_OK_OR_FAIL(sy_graph_counts(h, NULL, &n_out, NULL, NULL));
                sy_dtype dt;
                int64_t shape[SY_MAX_RANK];
                int rank;
                if (n_in == 1 && n_out <= 3 && sy_graph_input(h, 0, &dt, shape, &rank) == SY_OK && dt == SY_DTYPE_F32 &&
                    rank == 2 && shape[0] == MB && shape[1] == MIN) {
                    const sy_tensor *in[1] = {x};
                    st = sy_graph_run(h, cpu0, in, 1, outs, n_out);
                    ck_assert_msg(st == SY_OK, "byte %zu replaced by %02x: the loaded graph fails on cpu:0: %s", i,
                                  (unsigned char)subst[s], sy_last_error());
                    for (size_t k = 0; k < n_out; k++)
                        sy_tensor_release(outs[k]);
                }
                sy_graph_release(h);
                continue;
            }
            refused++;
            const char *bad = load_statuses_ok(st);
            ck_assert_msg(bad == NULL && h == NULL, "byte %zu replaced by %02x: %s: %s", i, (unsigned char)subst[s],
                          sy_status_name(st), sy_last_error());
        }
    }
    ck_assert_int_gt(refused, 1000);
    ck_assert_int_gt(loaded, 10);
    sy_tensor_release(x);
    free(copy);
    free(buf);
    sy_graph_release(g);
    SY_CK_NO_LEAK(snap);
}
END_TEST

/* ==== 6. resources: allocation failures, files, arguments ===================================== */

typedef enum { VIA_BUFFER, VIA_FILE, VIA_PATH, SAVE_PATH, N_VIAS } via;

START_TEST(test_alloc_failures)
{
    static const char *const names[N_VIAS] = {"sy_graph_load_buffer", "sy_graph_load", "sy_graph_load_path",
                                              "sy_graph_save_path"};
    const via how = (via)_i;
    sy_graph *g = mlp_graph();
    size_t len;
    char *buf = save_mem(g, &len);
    char path[128], out_path[128];
    tmp_path("alloc.sy", path, sizeof path);
    tmp_path("alloc-out.sy", out_path, sizeof out_path);
    FILE *f = fopen(path, "wb");
    ck_assert_ptr_nonnull(f);
    ck_assert_uint_eq(fwrite(buf, 1, len, f), len);
    fclose(f);
    f = fopen(out_path, "wb"); /* a failed save leaves the old file as it was */
    ck_assert_ptr_nonnull(f);
    fputs("old", f);
    fclose(f);
    long n = 0;
    for (;; n++) {
        sy_ck_leak snap = sy_ck_leak_snap();
        sy_graph *h = gpoison;
        FILE *in = how == VIA_FILE ? fmemopen(buf, len, "rb") : NULL;
        sy__host_fail_after(n);
        sy_status st = how == VIA_BUFFER ? sy_graph_load_buffer(buf, len, &h)
                       : how == VIA_FILE ? sy_graph_load(in, &h)
                       : how == VIA_PATH ? sy_graph_load_path(path, &h)
                                         : sy_graph_save_path(g, out_path);
        sy__host_fail_after(-1);
        if (in)
            fclose(in);
        if (st == SY_OK) {
            if (how != SAVE_PATH) {
                size_t len2;
                char *again = save_mem(h, &len2);
                ck_assert(len2 == len && memcmp(again, buf, len) == 0);
                free(again);
                sy_graph_release(h);
            }
            break;
        }
        char what[96];
        snprintf(what, sizeof what, "%s with allocation %ld failing", names[how], n);
        ck_assert_msg(st == SY_E_OUT_OF_MEMORY, "%s: %s: %s", what, sy_status_name(st), sy_last_error());
        ck_assert_msg(strncmp(sy_last_error(), names[how], strlen(names[how])) == 0, "%s: %s", what, sy_last_error());
        if (how != SAVE_PATH)
            ck_assert_msg(h == NULL, "%s: *out is not NULL", what);
        if (how == SAVE_PATH) {
            char old[8] = "";
            f = fopen(out_path, "rb");
            ck_assert_ptr_nonnull(f);
            ck_assert_uint_eq(fread(old, 1, sizeof old, f), 3);
            fclose(f);
            ck_assert_str_eq(old, "old");
        }
        SY_CK_NO_LEAK_IN(snap, what);
    }
    /* loading allocates the file's block, the graph, its three arrays and the constants */
    ck_assert_msg(how == SAVE_PATH ? n >= 1 : n >= 8, "%s: only %ld allocations", names[how], n);
    ck_assert_int_eq(files_starting("alloc-out.sy.tmp"), 0);
    unlink(path);
    unlink(out_path);
    free(buf);
    sy_graph_release(g);
}
END_TEST

START_TEST(test_files_and_arguments)
{
    sy_ck_leak snap = sy_ck_leak_snap();
    sy_graph *g = mlp_graph(), *h = gpoison;
    char path[128];
    /* unreadable and unwritable paths */
    SY_EXPECT(SY_E_IO_ERROR, sy_graph_load_path("/nonexistent-folder/x.sy", &h));
    ck_assert_ptr_null(h);
    ck_assert_str_eq(sy_ck_detail(SY_E_IO_ERROR),
                     "sy_graph_load_path: cannot open /nonexistent-folder/x.sy: No such file or directory");
    SY_EXPECT(SY_E_IO_ERROR, sy_graph_save_path(g, "/nonexistent-folder/x.sy"));
    ck_assert_str_eq(sy_ck_detail(SY_E_IO_ERROR), "sy_graph_save_path: cannot create a file next to "
                     "/nonexistent-folder/x.sy: No such file or directory");
    /* a path that is a folder: the file is written, the rename fails, nothing is left */
    tmp_path("folder.sy", path, sizeof path);
    ck_assert_int_eq(mkdir(path, 0700), 0);
    SY_EXPECT(SY_E_IO_ERROR, sy_graph_save_path(g, path));
    ck_assert_msg(strstr(sy_last_error(), "sy_graph_save_path: writing ") == sy_last_error() &&
                  strstr(sy_last_error(), "folder.sy failed: Is a directory") != NULL, "%s", sy_last_error());
    ck_assert_int_eq(files_starting("folder.sy.tmp"), 0);
    h = gpoison;
    SY_EXPECT(SY_E_IO_ERROR, sy_graph_load_path(path, &h)); /* reading a folder fails */
    ck_assert_ptr_null(h);
    ck_assert_msg(strstr(sy_last_error(), "folder.sy: reading failed after 0 bytes") != NULL, "%s", sy_last_error());
    rmdir(path);
    /* a full disk */
    FILE *full = fopen("/dev/full", "w");
    if (full) {
        SY_EXPECT(SY_E_IO_ERROR, sy_graph_save(g, full));
        ck_assert_str_eq(sy_ck_detail(SY_E_IO_ERROR), "sy_graph_save: writing the file failed: No space left on device");
        fclose(full);
    }
    /* a successful save leaves a whole file */
    tmp_path("keep.sy", path, sizeof path);
    SY_OK_OR_FAIL(sy_graph_save_path(g, path));
    /* NULL arguments */
    SY_EXPECT(SY_E_INVALID_ARGUMENT, sy_graph_save(NULL, stdout));
    ck_assert_str_eq(sy_ck_detail(SY_E_INVALID_ARGUMENT), "sy_graph_save: the graph is NULL");
    SY_EXPECT(SY_E_INVALID_ARGUMENT, sy_graph_save(g, NULL));
    SY_EXPECT(SY_E_INVALID_ARGUMENT, sy_graph_save_path(g, NULL));
    SY_EXPECT(SY_E_INVALID_ARGUMENT, sy_graph_save_path(NULL, path));
    h = gpoison;
    SY_EXPECT(SY_E_INVALID_ARGUMENT, sy_graph_load(NULL, &h));
    ck_assert_ptr_null(h);
    ck_assert_str_eq(sy_ck_detail(SY_E_INVALID_ARGUMENT), "sy_graph_load: the file is NULL");
    SY_EXPECT(SY_E_INVALID_ARGUMENT, sy_graph_load(stdin, NULL));
    h = gpoison;
    SY_EXPECT(SY_E_INVALID_ARGUMENT, sy_graph_load_path(NULL, &h));
    ck_assert_ptr_null(h);
    h = gpoison;
    SY_EXPECT(SY_E_INVALID_ARGUMENT, sy_graph_load_buffer(NULL, 3, &h));
    ck_assert_ptr_null(h);
    SY_EXPECT(SY_E_GRAPH_FORMAT, sy_graph_load_buffer(NULL, 0, &h)); /* an empty file */
    ck_assert_ptr_null(h);
    SY_EXPECT(SY_E_INVALID_ARGUMENT, sy_graph_load_buffer("", 0, NULL));
    h = gpoison;
    SY_OK_OR_FAIL(sy_graph_load_path(path, &h)); /* the file of the successful save is whole */
    sy_graph_release(h);
    unlink(path);
    sy_graph_release(g);
    SY_CK_NO_LEAK(snap);
}
END_TEST

static void remove_tmpdir(void)
{
    if (g_tmpdir[0])
        rmdir(g_tmpdir);
}

Suite *suite_graph_io(void)
{
    Suite *s = suite_create("graph_io");
    g_ndev = sy_ck_devices(g_devs, SY_CK_MAX_DEVICES);
    TCase *tc = tcase_create("graph_io");
    if (!sy_backend_enabled(SY_BACKEND_CAPTURE)) { /* without capture there is no graph to save; loading still works */
        tcase_add_loop_test(tc, test_load_errors, 0, (int)COUNT(load_cases));
        tcase_add_test(tc, test_load_hand_written);
        tcase_add_test(tc, test_value_spellings);
        suite_add_tcase(s, tc);
        return s;
    }
    g_njobs = 0;
    for (int op = 0; op < SY_OP_COUNT; op++) {
        if (!sy_ck_op_sampled((sy_op)op) || sy__op_table[op].values)
            continue; /* data-dependent shapes: refused by a capture (check_capture), loaded in test_sized_graphs */
        g_jobs[g_njobs++] = (io_job){(sy_op)op, false};
        if (sy__op_table[op].n_in > 0)
            g_jobs[g_njobs++] = (io_job){(sy_op)op, true};
    }
    atexit(remove_tmpdir);
    tcase_set_timeout(tc, 120);
    tcase_add_loop_test(tc, test_roundtrip_ops, 0, g_njobs);
    tcase_add_test(tc, test_fill_values);
    tcase_add_test(tc, test_bool_bytes);
    tcase_add_test(tc, test_value_spellings);
    tcase_add_test(tc, test_mlp_files);
    tcase_add_loop_test(tc, test_load_errors, 0, (int)COUNT(load_cases));
    tcase_add_test(tc, test_sized_graphs);
    tcase_add_test(tc, test_load_hand_written);
    tcase_add_test(tc, test_attrs_read_at_run);
    tcase_add_test(tc, test_float_attrs_read_at_run);
    tcase_add_test(tc, test_truncations);
    tcase_add_test(tc, test_byte_replacements);
    tcase_add_loop_test(tc, test_alloc_failures, 0, N_VIAS);
    tcase_add_test(tc, test_files_and_arguments);
    suite_add_tcase(s, tc);
    return s;
}
