/* switchyard: writing completed graphs out: the text and DOT forms of
 * sy_graph_write, and saved files (sy_graph_save, sy_graph_save_path) in the
 * format of docs/graph-format.md, the text form with a header, the
 * constants' data and an end line. sy_graph_load.c reads them back.
 */
#define _POSIX_C_SOURCE 200809L

#include <errno.h>
#include <fcntl.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "sy_capture.h"

/* Constants are written as the bytes of host memory, which the format says
 * are little-endian. */
#if defined(__BYTE_ORDER__) && __BYTE_ORDER__ != __ORDER_LITTLE_ENDIAN__
#error "saved graphs (docs/graph-format.md) store constants little-endian; this host is not"
#endif

typedef sy__gvalue gvalue;

/* ---- values: C99 hex floats, bit for bit ---------------------------------------------- */

/* Written by hand rather than with printf's %a, whose radix character follows
 * the locale (LC_NUMERIC), and whose NaNs lose their payload. */
static void write_value(FILE *f, double value)
{
    uint64_t bits;
    memcpy(&bits, &value, sizeof bits);
    const char *sign = bits >> 63 ? "-" : "";
    const unsigned exp = (unsigned)(bits >> 52) & 0x7ffu;
    uint64_t frac = bits & ((UINT64_C(1) << 52) - 1);
    if (exp == 0x7ff) {
        if (frac == 0)
            fprintf(f, "%sinf", sign);
        else if (frac == UINT64_C(1) << 51) /* the default quiet NaN */
            fprintf(f, "%snan", sign);
        else
            fprintf(f, "%snan(0x%llx)", sign, (unsigned long long)frac);
        return;
    }
    if (exp == 0 && frac == 0) {
        fprintf(f, "%s0x0p+0", sign);
        return;
    }
    int e = exp == 0 ? -1022 : (int)exp - 1023;
    char digits[14];
    int n = 0;
    while (frac != 0 && n < 13) { /* 13 hex digits of fraction, trailing zeros dropped */
        digits[n++] = "0123456789abcdef"[(frac >> 48) & 0xf];
        frac = (frac << 4) & ((UINT64_C(1) << 52) - 1);
    }
    digits[n] = '\0';
    fprintf(f, "%s0x%c%s%sp%+d", sign, exp == 0 ? '0' : '1', n ? "." : "", digits, e);
}

/* ---- the text and DOT forms ------------------------------------------------------------ */

static void write_type(FILE *f, const gvalue *v)
{
    fprintf(f, "%s[", sy_dtype_name(v->dtype));
    for (int i = 0; i < v->rank; i++) /* '?': a dimension known when the graph runs (version 3) */
        v->shape[i] < 0 ? fprintf(f, "%s?", i ? ", " : "") : fprintf(f, "%s%lld", i ? ", " : "", (long long)v->shape[i]);
    fprintf(f, "]");
}

/* The attributes of a node, as "name=value" pairs; `exact` writes a fill's
 * value as the saved-graph format does. */
static void write_attrs(FILE *f, const gvalue *v, const char *sep, bool exact)
{
    const sy__attrs *a = &v->attrs;
    char s[SY__SHAPE_STR_MAX];
    switch (sy__op_table[v->op].cls) {
    case SY__CLASS_FILL:
        if (exact) {
            fprintf(f, "%svalue=", sep);
            write_value(f, a->value);
        } else {
            fprintf(f, "%svalue=%.17g", sep, a->value);
        }
        if (v->aref[0]) /* the shape read from that value when the node runs (version 3) */
            fprintf(f, "%sshape=%%%u", sep, v->aref[0]);
        break;
    case SY__CLASS_REDUCE:
        if (v->aref[0])
            fprintf(f, "%saxis=%%%u%skeepdim=%s", sep, v->aref[0], sep, a->keepdim ? "true" : "false");
        else if (a->axis == SY_AXIS_ALL)
            fprintf(f, "%saxis=all%skeepdim=%s", sep, sep, a->keepdim ? "true" : "false");
        else if (SY_IS_AXES(a->axis)) { /* a set: the axes as given, "[0, 2]" */
            fprintf(f, "%saxis=[", sep);
            for (int b = 0, n = 0; b < 16; b++)
                if (a->axis & (1 << b))
                    fprintf(f, "%s%d", n++ ? ", " : "", b < 8 ? b : 7 - b);
            fprintf(f, "]%skeepdim=%s", sep, a->keepdim ? "true" : "false");
        }
        else
            fprintf(f, "%saxis=%d%skeepdim=%s", sep, a->axis, sep, a->keepdim ? "true" : "false");
        break;
    case SY__CLASS_RESHAPE:
    case SY__CLASS_EXPAND:
        if (v->aref[0])
            fprintf(f, "%sshape=%%%u", sep, v->aref[0]);
        else
            fprintf(f, "%sshape=%s", sep, sy__shape_str(a->shape, a->rank, s, sizeof s));
        break;
    case SY__CLASS_PERMUTE:
        fprintf(f, "%sperm=[", sep);
        for (int i = 0; i < a->rank; i++)
            fprintf(f, "%s%d", i ? ", " : "", a->perm[i]);
        fprintf(f, "]");
        break;
    case SY__CLASS_TRANSPOSE:
        fprintf(f, "%sdim0=%d%sdim1=%d", sep, a->dim0, sep, a->dim1);
        break;
    case SY__CLASS_CAST:
        fprintf(f, "%sdtype=%s", sep, sy_dtype_name(a->dtype));
        break;
    case SY__CLASS_OP: /* format version 2: every attribute in signature order */
        for (int k = 0; k < sy__op_table[v->op].n_attrs; k++) {
            const sy__attr_desc *d = &sy__op_table[v->op].attrs[k];
            const sy_attr_value *x = &a->x[k];
            if (d->kind == SY__ATTR_DEVICE)
                continue; /* graphs are device-free */
            fprintf(f, "%s%s=", sep, d->name);
            if (v->aref[k])
                fprintf(f, "%%%u", v->aref[k]); /* read from that value when the node runs */
            else if (d->kind == SY__ATTR_FLOAT && exact)
                write_value(f, x->f);
            else if (d->kind == SY__ATTR_FLOAT)
                fprintf(f, "%.17g", x->f);
            else if (d->kind == SY__ATTR_BOOL)
                fprintf(f, "%s", x->i[0] ? "true" : "false");
            else if (d->kind == SY__ATTR_DTYPE)
                fprintf(f, "%s", sy_dtype_name((sy_dtype)x->i[0]));
            else if (d->kind == SY__ATTR_ENUM)
                fprintf(f, "%s", d->choices[x->i[0]]);
            else if (d->kind == SY__ATTR_INTS || d->kind == SY__ATTR_AXES || d->kind == SY__ATTR_SHAPE)
                fprintf(f, "%s", sy__shape_str(x->i, x->n, s, sizeof s));
            else
                fprintf(f, "%lld", (long long)x->i[0]);
        }
        break;
    default:
        break;
    }
}

/* "capture:ID" for a completed capture, "loaded" for a graph read from a file. */
static const char *graph_name(const sy_graph *g, char buf[32])
{
    if (g->capture_id == 0)
        return "loaded";
    snprintf(buf, 32, "capture:%lu", (unsigned long)g->capture_id);
    return buf;
}

/* Value k as the text form and the saved-graph format both write it, up to
 * the end of its type: "%k = input N : T", "%k = constant : T",
 * "%k = op(%a, none) attrs : T" or, for a node of several results,
 * "%k, %k+1 = op(...) attrs : T, U" (`exact`: as write_attrs). A saved
 * constant's bytes follow. Further results have no line of their own. */
static void write_value_line(FILE *f, size_t k, const gvalue *v, bool exact)
{
    fprintf(f, "%%%zu", k + 1);
    for (int j = 1; v->kind == SY__GV_NODE && j < v->n_out; j++)
        fprintf(f, ", %%%zu", k + 1 + (size_t)j);
    fprintf(f, " = ");
    if (v->kind == SY__GV_INPUT) {
        fprintf(f, "input %d", v->input_index);
    } else if (v->kind == SY__GV_CONSTANT) {
        fprintf(f, "constant");
    } else {
        fprintf(f, "%s(", sy__op_table[v->op].name);
        for (int i = 0; i < v->n_in; i++) {
            if (v->in[i] == SY__GV_NONE)
                fprintf(f, "%snone", i ? ", " : "");
            else
                fprintf(f, "%s%%%u", i ? ", " : "", (unsigned)v->in[i] + 1);
        }
        fprintf(f, ")");
        write_attrs(f, v, " ", exact);
    }
    fprintf(f, " : ");
    write_type(f, v);
    for (int j = 1; v->kind == SY__GV_NODE && j < v->n_out; j++) {
        fprintf(f, ", ");
        write_type(f, v + j);
    }
}

/* "output I = %k" lines, in both forms */
static void write_outputs(const sy_graph *g, FILE *f)
{
    for (size_t i = 0; i < g->n_outputs; i++)
        fprintf(f, "output %zu = %%%u\n", i, (unsigned)g->outputs[i] + 1);
}

static void write_text(const sy_graph *g, FILE *f)
{
    char name[32];
    fprintf(f, "graph %s  # %zu input(s), %zu constant(s), %zu node(s), %zu output(s)\n", graph_name(g, name),
            g->n_inputs, g->n_constants, g->n_nodes, g->n_outputs);
    for (size_t k = 0; k < g->n_values; k++) {
        if (g->values[k].kind == SY__GV_RESULT)
            continue; /* on its node's line */
        write_value_line(f, k, &g->values[k], false);
        fprintf(f, "\n");
    }
    write_outputs(g, f);
}

static void write_dot(const sy_graph *g, FILE *f)
{
    char name[32];
    fprintf(f, "digraph \"%s\" {\n  rankdir=TB;\n  node [fontname=\"Helvetica\", fontsize=10];\n",
            graph_name(g, name));
    for (size_t k = 0; k < g->n_values; k++) {
        const gvalue *v = &g->values[k];
        fprintf(f, "  v%zu [label=\"%%%zu ", k + 1, k + 1);
        if (v->kind == SY__GV_RESULT) {
            fprintf(f, "%s of %%%zu\\n", sy__op_table[v->op].out_names[v->result], k + 1 - v->result);
            write_type(f, v);
            fprintf(f, "\", shape=plain];\n  v%zu -> v%zu [style=dashed];\n", k + 1 - v->result, k + 1);
            continue;
        }
        if (v->kind == SY__GV_INPUT)
            fprintf(f, "input %d", v->input_index);
        else if (v->kind == SY__GV_CONSTANT)
            fprintf(f, "constant");
        else {
            fprintf(f, "%s", sy__op_table[v->op].name);
            write_attrs(f, v, "\\n", false);
        }
        fprintf(f, "\\n");
        write_type(f, v);
        fprintf(f, "\", shape=%s];\n", v->kind == SY__GV_INPUT ? "invhouse" : v->kind == SY__GV_CONSTANT ? "box" : "ellipse");
        for (int i = 0; i < v->n_in; i++)
            if (v->in[i] != SY__GV_NONE)
                fprintf(f, "  v%u -> v%zu;\n", (unsigned)v->in[i] + 1, k + 1);
    }
    for (size_t i = 0; i < g->n_outputs; i++)
        fprintf(f, "  out%zu [label=\"output %zu\", shape=house];\n  v%u -> out%zu;\n", i, i,
                (unsigned)g->outputs[i] + 1, i);
    fprintf(f, "}\n");
}

sy_status sy_graph_write(const sy_graph *g, FILE *f, unsigned format)
{
    if (g == NULL || f == NULL)
        return sy__fail(SY_E_INVALID_ARGUMENT, "sy_graph_write: %s is NULL", g == NULL ? "the graph" : "the file");
    if (format == SY_GRAPH_TEXT)
        write_text(g, f);
    else if (format == SY_GRAPH_DOT)
        write_dot(g, f);
    else
        return sy__fail(SY_E_INVALID_ARGUMENT, "sy_graph_write: format must be SY_GRAPH_TEXT or SY_GRAPH_DOT, got %u",
                        format);
    if (ferror(f))
        return sy__fail(SY_E_INVALID_ARGUMENT, "sy_graph_write: writing failed");
    return SY_OK;
}

/* ---- saving -------------------------------------------------------------------------- */

static void write_hex(FILE *f, const unsigned char *p, size_t bytes)
{
    char buf[4096];
    size_t used = 0;
    for (size_t i = 0; i < bytes; i++) {
        buf[used++] = "0123456789abcdef"[p[i] >> 4];
        buf[used++] = "0123456789abcdef"[p[i] & 0xf];
        if (used == sizeof buf) {
            fwrite(buf, 1, used, f);
            used = 0;
        }
    }
    fwrite(buf, 1, used, f);
}

static void save(const sy_graph *g, FILE *f)
{
    bool dynamic = false; /* version 3 only for what version 2 cannot hold */
    for (size_t k = 0; k < g->n_values; k++)
        dynamic |= g->values[k].dynamic;
    fprintf(f, "%s %d\n", SY__GRAPH_MAGIC, dynamic ? 3 : 2);
    fprintf(f, "counts inputs=%zu constants=%zu nodes=%zu outputs=%zu\n", g->n_inputs, g->n_constants, g->n_nodes,
            g->n_outputs);
    for (size_t k = 0; k < g->n_values && !ferror(f); k++) {
        const gvalue *v = &g->values[k];
        if (v->kind == SY__GV_RESULT)
            continue; /* on its node's line */
        write_value_line(f, k, v, true);
        if (v->kind == SY__GV_CONSTANT) {
            fprintf(f, " = ");
            const size_t size = sy__dtype_table[v->dtype].size;
            const size_t bytes = (size_t)sy__numel(v->shape, v->rank) * size;
            if (bytes)
                write_hex(f, (const unsigned char *)v->data->data + (size_t)v->offset * size, bytes);
        }
        fprintf(f, "\n");
    }
    write_outputs(g, f);
    fprintf(f, "end\n");
}

/* A node of a collective takes a communicator, which lives in one process
 * (its number, sy__comm_id, means nothing to another): a graph with one is
 * refused whole, before a byte is written (README, "Beyond one machine"). */
static sy_status savable(const sy_graph *g, const char *fn)
{
    for (size_t k = 0; k < g->n_values; k++) {
        const sy__gvalue *v = &g->values[k];
        if (v->kind != SY__GV_NODE)
            continue;
        const sy__op_info *info = &sy__op_table[v->op];
        for (int s = 0; s < info->n_attrs; s++)
            if (info->attrs[s].kind == SY__ATTR_COMM)
                return sy__fail(SY_E_UNSUPPORTED, "%s: node %%%zu, %s, takes the communicator %s, which a saved "
                                "graph cannot hold (it lives in one process); replay the graph in the program "
                                "that captured it (sy_graph_run), or save the graphs before and after the "
                                "collective", fn, k, info->name, info->attrs[s].name);
    }
    return SY_OK;
}

sy_status sy_graph_save(const sy_graph *g, FILE *f)
{
    if (g == NULL || f == NULL)
        return sy__fail(SY_E_INVALID_ARGUMENT, "sy_graph_save: %s is NULL", g == NULL ? "the graph" : "the file");
    const sy_status st = savable(g, "sy_graph_save");
    if (st != SY_OK)
        return st;
    save(g, f);
    if (fflush(f) != 0 || ferror(f))
        return sy__fail(SY_E_IO_ERROR, "sy_graph_save: writing the file failed: %s", strerror(errno));
    return SY_OK;
}

sy_status sy_graph_save_path(const sy_graph *g, const char *path)
{
    static atomic_uint counter;
    if (g == NULL || path == NULL)
        return sy__fail(SY_E_INVALID_ARGUMENT, "sy_graph_save_path: %s is NULL", g == NULL ? "the graph" : "the path");
    const sy_status bad = savable(g, "sy_graph_save_path");
    if (bad != SY_OK)
        return bad;
    /* a temporary file next to path, renamed over it once complete: a reader
     * never sees a partial file, and a failure leaves the old one */
    const size_t len = strlen(path);
    char *tmp = sy__host_alloc(len + 48);
    if (!tmp)
        return sy__fail(SY_E_OUT_OF_MEMORY, "sy_graph_save_path: out of host memory");
    int fd = -1;
    for (int tries = 0; fd < 0 && tries < 100; tries++) {
        snprintf(tmp, len + 48, "%s.tmp.%ld.%u", path, (long)getpid(), atomic_fetch_add(&counter, 1u));
        fd = open(tmp, O_WRONLY | O_CREAT | O_EXCL, 0666);
        if (fd < 0 && errno != EEXIST)
            break;
    }
    if (fd < 0) {
        int err = errno;
        sy__host_free(tmp);
        return sy__fail(SY_E_IO_ERROR, "sy_graph_save_path: cannot create a file next to %s: %s", path,
                        strerror(err));
    }
    FILE *f = fdopen(fd, "w");
    if (!f) {
        int err = errno;
        close(fd);
        unlink(tmp);
        sy__host_free(tmp);
        return sy__fail(SY_E_IO_ERROR, "sy_graph_save_path: %s: %s", path, strerror(err));
    }
    save(g, f);
    int err = ferror(f) ? EIO : 0;
    if (fflush(f) != 0 && !err)
        err = errno;
    if (!err && fsync(fileno(f)) != 0 && errno != EINVAL)
        err = errno;
    if (fclose(f) != 0 && !err)
        err = errno;
    if (!err && rename(tmp, path) != 0)
        err = errno;
    if (err) {
        unlink(tmp);
        sy__host_free(tmp);
        return sy__fail(SY_E_IO_ERROR, "sy_graph_save_path: writing %s failed: %s", path, strerror(err));
    }
    sy__host_free(tmp);
    return SY_OK;
}

/* ---- one call's attributes, for the remote wire (runtime/sy_remote.c) ------------------ */

void sy__attrs_write(FILE *f, sy_op op, const sy__attrs *a)
{
    static const sy__gvalue zero;
    sy__gvalue v = zero; /* no attribute read from a value */
    v.op = op;
    v.attrs = *a;
    write_attrs(f, &v, " ", true);
}
