/* switchyard: loading saved graphs (sy_graph_load, sy_graph_load_path,
 * sy_graph_load_buffer; sy_graph_write.c writes them).
 *
 * The format is docs/graph-format.md: the text form of sy_graph_write with a
 * header, the constants' data and an end line. The loader reads the whole
 * file into one host block and parses it strictly; every node goes through
 * sy__infer_op, the op path's own shape and dtype rule, and its written
 * result type must equal what that infers. A failure names the source, line,
 * column and byte offset (and the value and op being read), frees everything
 * it allocated and leaves *out NULL.
 */
#define _POSIX_C_SOURCE 200809L

#include <errno.h>
#include <fcntl.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "sy_capture.h"
#include "sy_oppath.h"

/* Constants are written and read as the bytes of host memory, which the
 * format says are little-endian. */
#if defined(__BYTE_ORDER__) && __BYTE_ORDER__ != __ORDER_LITTLE_ENDIAN__
#error "saved graphs (docs/graph-format.md) store constants little-endian; this host is not"
#endif

/* ---- values: C99 hex floats, bit for bit ---------------------------------------------- */

static int hexval(char c)
{
    if (c >= '0' && c <= '9')
        return c - '0';
    if (c >= 'a' && c <= 'f')
        return c - 'a' + 10;
    return -1;
}

/* Parses one value token of length n (the grammar of docs/graph-format.md);
 * false when it is not one. */
static bool parse_value(const char *s, size_t n, double *out)
{
    uint64_t sign = 0;
    size_t i = 0;
    if (i < n && s[i] == '-') {
        sign = UINT64_C(1) << 63;
        i++;
    }
    uint64_t bits;
    const size_t rest = n - i;
    if (rest == 3 && memcmp(s + i, "inf", 3) == 0) {
        bits = sign | (UINT64_C(0x7ff) << 52);
    } else if (rest == 3 && memcmp(s + i, "nan", 3) == 0) {
        bits = sign | (UINT64_C(0x7ff) << 52) | (UINT64_C(1) << 51);
    } else if (rest > 7 && memcmp(s + i, "nan(0x", 6) == 0 && s[n - 1] == ')') {
        uint64_t payload = 0;
        size_t j = i + 6;
        if (j == n - 1 || n - 1 - j > 13)
            return false;
        for (; j < n - 1; j++) {
            int h = hexval(s[j]);
            if (h < 0)
                return false;
            payload = payload << 4 | (uint64_t)h;
        }
        if (payload == 0 || payload >= UINT64_C(1) << 52)
            return false;
        bits = sign | (UINT64_C(0x7ff) << 52) | payload;
    } else {
        if (rest < 5 || s[i] != '0' || s[i + 1] != 'x' || (s[i + 2] != '0' && s[i + 2] != '1'))
            return false;
        const bool normal = s[i + 2] == '1';
        i += 3;
        uint64_t frac = 0;
        int digits = 0;
        if (i < n && s[i] == '.') {
            for (i++; i < n && hexval(s[i]) >= 0; i++, digits++) {
                if (digits == 13)
                    return false;
                frac = frac << 4 | (uint64_t)hexval(s[i]);
            }
            if (digits == 0)
                return false;
        }
        frac <<= 4 * (13 - digits);
        if (i + 2 > n || s[i] != 'p' || (s[i + 1] != '+' && s[i + 1] != '-'))
            return false;
        const bool negative = s[i + 1] == '-';
        i += 2;
        long e = 0;
        if (i == n)
            return false;
        for (; i < n; i++) {
            if (s[i] < '0' || s[i] > '9' || e > 100000)
                return false;
            e = e * 10 + (s[i] - '0');
        }
        e = negative ? -e : e;
        if (normal) {
            if (e < -1022 || e > 1023)
                return false;
            bits = sign | (uint64_t)(e + 1023) << 52 | frac;
        } else if (frac == 0) {
            bits = sign; /* zero, whatever the exponent */
        } else {
            if (e != -1022)
                return false;
            bits = sign | frac; /* subnormal */
        }
    }
    memcpy(out, &bits, sizeof *out);
    return true;
}


/* ---- loading: the parser ------------------------------------------------------------- */

typedef struct parser {
    const char *s;
    size_t n, pos;
    size_t line, line_start; /* 1-based line number; byte offset where it starts */
    const char *fn, *src;    /* "sy_graph_load", and "<file>" or the path */
    size_t value;            /* 1-based id of the value being read, 0 outside values */
    const char *what;        /* its op, "input" or "constant" once known */
    uint64_t version;        /* the file's format version */
    const struct sy__gvalue *values; /* the values read so far (attribute references) */
} parser;

/* A short quote of the text at `at` for error details. */
static const char *found(const parser *p, size_t at, char *buf, size_t size)
{
    if (at >= p->n)
        return "the end of the file (truncated?)";
    if (p->s[at] == '\n')
        return "the end of the line";
    size_t i = at, used = (size_t)snprintf(buf, size, "'");
    for (; i < p->n && p->s[i] != '\n' && i < at + 24 && used + 6 < size; i++) {
        unsigned char c = (unsigned char)p->s[i];
        if (c >= 0x20 && c < 0x7f && c != '\\')
            buf[used++] = (char)c;
        else
            used += (size_t)snprintf(buf + used, size - used, "\\x%02x", c);
    }
    snprintf(buf + used, size - used, "'%s",
             i == p->n ? " and the end of the file (truncated?)" : p->s[i] != '\n' ? "..." : "");
    return buf;
}

static sy_status fail_at(const parser *p, size_t at, sy_status st, const char *fmt, ...) SY__PRINTF(4, 5);
static sy_status fail_at(const parser *p, size_t at, sy_status st, const char *fmt, ...)
{
    char msg[384], node[64] = "";
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(msg, sizeof msg, fmt, ap);
    va_end(ap);
    if (p->value)
        snprintf(node, sizeof node, "%%%zu%s%s%s: ", p->value, p->what ? " (" : "", p->what ? p->what : "",
                 p->what ? ")" : "");
    return sy__fail(st, "%s: %s:%zu:%zu (byte %zu): %s%s", p->fn, p->src, p->line, at - p->line_start + 1, at, node,
                    msg);
}

/* The text at pos is lit; false (pos unchanged) otherwise. */
static bool accept(parser *p, const char *lit)
{
    size_t len = strlen(lit);
    if (p->n - p->pos < len || memcmp(p->s + p->pos, lit, len) != 0)
        return false;
    p->pos += len;
    return true;
}

static sy_status expect(parser *p, const char *lit, const char *where)
{
    char buf[128];
    if (accept(p, lit))
        return SY_OK;
    return fail_at(p, p->pos, SY_E_GRAPH_FORMAT, "expected '%s'%s, found %s", lit, where, found(p, p->pos, buf, sizeof buf));
}

static sy_status end_of_line(parser *p)
{
    char buf[128];
    if (p->pos < p->n && p->s[p->pos] == '\n') {
        p->pos++;
        p->line++;
        p->line_start = p->pos;
        return SY_OK;
    }
    return fail_at(p, p->pos, SY_E_GRAPH_FORMAT, "expected the end of the line, found %s",
                   found(p, p->pos, buf, sizeof buf));
}

/* A decimal without sign or leading zeros, at most max. */
static sy_status parse_uint(parser *p, uint64_t max, const char *what, uint64_t *out)
{
    char buf[128];
    const size_t at = p->pos;
    uint64_t v = 0;
    if (p->pos >= p->n || p->s[p->pos] < '0' || p->s[p->pos] > '9')
        return fail_at(p, at, SY_E_GRAPH_FORMAT, "expected %s (a decimal number), found %s", what,
                       found(p, at, buf, sizeof buf));
    if (p->s[p->pos] == '0' && p->pos + 1 < p->n && p->s[p->pos + 1] >= '0' && p->s[p->pos + 1] <= '9')
        return fail_at(p, at, SY_E_GRAPH_FORMAT, "%s has a leading zero", what);
    while (p->pos < p->n && p->s[p->pos] >= '0' && p->s[p->pos] <= '9') {
        unsigned d = (unsigned)(p->s[p->pos] - '0');
        if (v > (max - d) / 10)
            return fail_at(p, at, SY_E_GRAPH_FORMAT, "%s is out of range (at most %llu)", what,
                           (unsigned long long)max);
        v = v * 10 + d;
        p->pos++;
    }
    *out = v;
    return SY_OK;
}

/* An optionally negative decimal in [lo, hi]. */
static sy_status parse_int(parser *p, int64_t lo, int64_t hi, const char *what, int64_t *out)
{
    const size_t at = p->pos;
    const bool negative = accept(p, "-");
    uint64_t mag;
    sy_status st = parse_uint(p, (uint64_t)INT64_MAX + 1, what, &mag);
    if (st != SY_OK)
        return st;
    if ((negative && mag == 0) || (!negative && mag > (uint64_t)INT64_MAX))
        return fail_at(p, at, SY_E_GRAPH_FORMAT, "%s %s is not a canonical integer", what,
                       negative ? "-0" : "beyond int64");
    int64_t v = negative ? (mag == (uint64_t)INT64_MAX + 1 ? INT64_MIN : -(int64_t)mag) : (int64_t)mag;
    if (v < lo || v > hi)
        return fail_at(p, at, SY_E_GRAPH_FORMAT, "%s %lld is out of range (%lld..%lld)", what, (long long)v,
                       (long long)lo, (long long)hi);
    *out = v;
    return SY_OK;
}

/* Letters, digits and '_' (op and dtype names); the length. */
static size_t word(const parser *p)
{
    size_t i = p->pos;
    while (i < p->n && ((p->s[i] >= 'a' && p->s[i] <= 'z') || (p->s[i] >= 'A' && p->s[i] <= 'Z') ||
                        (p->s[i] >= '0' && p->s[i] <= '9') || p->s[i] == '_'))
        i++;
    return i - p->pos;
}

static sy_status parse_dtype(parser *p, sy_dtype *out)
{
    char name[32], buf[128];
    const size_t at = p->pos, len = word(p);
    if (len == 0)
        return fail_at(p, at, SY_E_GRAPH_FORMAT, "expected a dtype name, found %s", found(p, at, buf, sizeof buf));
    snprintf(name, sizeof name, "%.*s", (int)(len < 31 ? len : 31), p->s + at);
    if (at + len == p->n)
        return fail_at(p, at, SY_E_GRAPH_FORMAT, "the file ends inside the dtype name '%s' (truncated?)", name);
    if (len > 31 || !sy_dtype_parse(name, out))
        return fail_at(p, at, SY_E_GRAPH_UNKNOWN, "dtype '%s%s' is not a dtype of this build", name,
                       len > 31 ? "..." : "");
    p->pos += len;
    return SY_OK;
}

/* "[d0, d1, ...]" of at most SY_MAX_RANK integers in [lo, INT64_MAX]; `list`
 * names the list, `what` one entry. */
static sy_status parse_dims(parser *p, int64_t lo, const char *list, const char *what, int64_t *dims, int *rank)
{
    sy_status st = expect(p, "[", "");
    int r = 0;
    if (st == SY_OK && !accept(p, "]")) {
        do {
            if (r == SY_MAX_RANK)
                return fail_at(p, p->pos, SY_E_GRAPH_FORMAT, "%s has more than %d entries (SY_MAX_RANK)", list,
                               SY_MAX_RANK);
            if ((st = parse_int(p, lo, INT64_MAX, what, &dims[r])) != SY_OK)
                return st;
            r++;
        } while (accept(p, ", "));
        st = expect(p, "]", "");
    }
    *rank = r;
    return st;
}

/* "<dtype>[dims]"; with `unknown` (a node's result, version 3) a dimension
 * may be "?", known only when the node runs: -1 in shape, and *unknown the
 * offset of the first one (left alone when there is none). */
static sy_status parse_type(parser *p, sy_dtype *dt, int64_t *shape, int *rank, size_t *unknown)
{
    sy_status st = parse_dtype(p, dt);
    if (st != SY_OK || (st = expect(p, "[", "")) != SY_OK)
        return st;
    int r = 0;
    if (!accept(p, "]")) {
        do {
            if (r == SY_MAX_RANK)
                return fail_at(p, p->pos, SY_E_GRAPH_FORMAT, "the type has more than %d dimensions (SY_MAX_RANK)",
                               SY_MAX_RANK);
            if (p->pos < p->n && p->s[p->pos] == '?') {
                if (!unknown || p->version < 3)
                    return fail_at(p, p->pos, SY_E_GRAPH_FORMAT, "dimension '?' (known when the graph runs) is only "
                                   "for the result types of nodes, in format version 3 or later%s",
                                   unknown ? "" : "; inputs and constants have every dimension");
                if (*unknown == 0)
                    *unknown = p->pos;
                p->pos++;
                shape[r++] = -1;
                continue;
            }
            if ((st = parse_int(p, 0, INT64_MAX, "a dimension", &shape[r])) != SY_OK)
                return st;
            r++;
        } while (accept(p, ", "));
        st = expect(p, "]", "");
    }
    *rank = r;
    return st;
}

/* Whether some dimension of u's type is '?'. */
static bool has_unknown(const sy__gvalue *u)
{
    for (int j = 0; j < u->rank; j++)
        if (u->shape[j] < 0)
            return true;
    return false;
}

/* "%V" with 1 <= V < limit (a value defined before the one being read). */
static sy_status parse_ref(parser *p, size_t limit, uint32_t *index)
{
    const size_t at = p->pos;
    uint64_t id;
    sy_status st = expect(p, "%", " (a value)");
    if (st == SY_OK)
        st = parse_uint(p, UINT32_MAX, "a value number", &id);
    if (st != SY_OK)
        return st;
    if (id == 0 || id >= limit)
        return fail_at(p, at, SY_E_GRAPH_FORMAT, "%%%llu is not a value defined before this line (values are %%1..%%%zu "
                       "here)", (unsigned long long)id, limit - 1);
    *index = (uint32_t)(id - 1);
    return SY_OK;
}

static sy_status parse_bool(parser *p, const char *what, bool *out)
{
    char buf[128];
    if (accept(p, "true"))
        *out = true;
    else if (accept(p, "false"))
        *out = false;
    else
        return fail_at(p, p->pos, SY_E_GRAPH_FORMAT, "%s must be true or false, found %s", what,
                       found(p, p->pos, buf, sizeof buf));
    return SY_OK;
}

/* The attributes of an op of a family declared with `kernel: op` (format
 * version 2): each " name=value" in signature order, the value as its kind
 * is written (sy_graph_write.c). */
/* An attribute read from a value when the node runs (format version 3):
 * "%V" naming an earlier value of rank 0 or 1 whose dtype is an integer (any
 * number for a float attribute), with one element for an attribute of one
 * number (list: false) and at most SY_MAX_RANK for a list. */
static sy_status parse_attr_ref(parser *p, const char *name, bool list, bool number, uint32_t *aref)
{
    const size_t at = p->pos;
    uint32_t id;
    sy_status st;
    if (p->version < 3)
        return fail_at(p, at, SY_E_GRAPH_FORMAT, "%s is read from a value, which format version %llu cannot hold "
                       "(version 3 can)", name, (unsigned long long)p->version);
    if ((st = parse_ref(p, p->value, &id)) != SY_OK)
        return st;
    const sy__gvalue *u = &p->values[id];
    const uint8_t cat = sy__dtype_table[u->dtype].category;
    const int64_t numel = has_unknown(u) ? (list ? 0 : -1) : sy__numel(u->shape, u->rank); /* '?': counted at run */
    char s[SY__SHAPE_STR_MAX];
    if (u->rank > 1 || (list ? numel > SY_MAX_RANK : numel != 1) ||
        !(cat == SY__CATEGORY_INT || (number && cat == SY__CATEGORY_FLOAT)))
        return fail_at(p, at, SY_E_GRAPH_FORMAT, "%s is read from %%%u, a %s%s; it takes %s", name, id + 1,
                       sy_dtype_name(u->dtype), sy__shape_str(u->shape, u->rank, s, sizeof s),
                       list ? "integers of rank 0 or 1, at most 8 of them"
                       : number ? "one number (rank 0 or [1])" : "one integer (rank 0 or [1])");
    *aref = id + 1;
    return SY_OK;
}

static sy_status parse_slots(parser *p, sy_op op, sy__attrs *a, uint32_t *aref)
{
    const sy__op_info *info = &sy__op_table[op];
    char buf[128], key[48];
    sy_status st;
    for (int k = 0; k < info->n_attrs; k++) {
        const sy__attr_desc *d = &info->attrs[k];
        sy_attr_value *x = &a->x[k];
        if (d->kind == SY__ATTR_DEVICE)
            continue; /* graphs are device-free */
        snprintf(key, sizeof key, " %s=", d->name);
        if ((st = expect(p, key, "")) != SY_OK)
            return st;
        x->n = 1;
        const bool list = d->kind == SY__ATTR_INTS || d->kind == SY__ATTR_AXES || d->kind == SY__ATTR_SHAPE;
        if ((list || d->kind == SY__ATTR_INT || d->kind == SY__ATTR_AXIS || d->kind == SY__ATTR_FLOAT) &&
            p->pos < p->n && p->s[p->pos] == '%') {
            if ((st = parse_attr_ref(p, d->name, list, d->kind == SY__ATTR_FLOAT, &aref[k])) != SY_OK)
                return st;
            continue;
        }
        switch ((sy__attr_kind)d->kind) {
        case SY__ATTR_FLOAT: {
            size_t at = p->pos, end = p->pos;
            while (end < p->n && p->s[end] != ' ' && p->s[end] != '\n')
                end++;
            if (!parse_value(p->s + at, end - at, &x->f))
                return fail_at(p, at, SY_E_GRAPH_FORMAT, "%s %s is not a C99 hex float, inf, nan or nan(0x...)",
                               d->name, found(p, at, buf, sizeof buf));
            p->pos = end;
            break;
        }
        case SY__ATTR_BOOL: {
            bool b;
            if ((st = parse_bool(p, d->name, &b)) != SY_OK)
                return st;
            x->i[0] = b;
            break;
        }
        case SY__ATTR_DTYPE: {
            sy_dtype dt;
            if ((st = parse_dtype(p, &dt)) != SY_OK)
                return st;
            x->i[0] = dt;
            a->dtype = dt; /* the record's dtype field too, as the public function sets it */
            break;
        }
        case SY__ATTR_ENUM: {
            int c = 0;
            while (c < d->n_choices && !accept(p, d->choices[c]))
                c++;
            if (c == d->n_choices)
                return fail_at(p, p->pos, SY_E_GRAPH_FORMAT, "%s %s is not one of its values", d->name,
                               found(p, p->pos, buf, sizeof buf));
            x->i[0] = c;
            break;
        }
        case SY__ATTR_INTS:
        case SY__ATTR_AXES:
        case SY__ATTR_SHAPE: {
            int n = 0;
            /* an int[] takes any int64 (ONNX Slice's ends run to INT64_MIN; the rules clamp) */
            const int64_t lo = d->kind == SY__ATTR_INTS ? INT64_MIN : INT64_MIN / 4;
            if ((st = parse_dims(p, lo, d->name, d->name, x->i, &n)) != SY_OK)
                return st;
            x->n = n; /* the op's rule checks the length against the signature */
            break;
        }
        case SY__ATTR_COMM: /* sy_graph_save refuses such a graph: a communicator lives in one process */
            return fail_at(p, p->pos, SY_E_GRAPH_FORMAT, "%s takes a communicator, which no saved graph holds",
                           d->name);
        case SY__ATTR_AXIS:
            if ((st = parse_int(p, -SY_MAX_RANK, SY_MAX_RANK - 1, d->name, &x->i[0])) != SY_OK)
                return st;
            break;
        default: /* int */
            if ((st = parse_int(p, INT64_MIN / 4, INT64_MAX / 4, d->name, &x->i[0])) != SY_OK)
                return st;
            break;
        }
    }
    return SY_OK;
}

/* The attributes of op's class, each " name=value", in the fixed order. The
 * numeric ranges here are those the attribute's C type and SY_MAX_RANK
 * allow; the op's rule (sy__infer_op) checks them against the inputs. */
static sy_status parse_attrs(parser *p, sy_op op, sy__attrs *a, uint32_t *aref)
{
    sy_status st = SY_OK;
    int64_t v;
    char buf[128];
    const int64_t axis_lo = -SY_MAX_RANK, axis_hi = SY_MAX_RANK - 1;
    switch (sy__op_table[op].cls) {
    case SY__CLASS_FILL: {
        if ((st = expect(p, " value=", "")) != SY_OK)
            return st;
        size_t at = p->pos, end = p->pos;
        while (end < p->n && p->s[end] != ' ' && p->s[end] != '\n')
            end++;
        if (!parse_value(p->s + at, end - at, &a->value))
            return fail_at(p, at, SY_E_GRAPH_FORMAT, "value %s is not a C99 hex float, inf, nan or nan(0x...)",
                           found(p, at, buf, sizeof buf));
        p->pos = end;
        if (p->version >= 3 && accept(p, " shape=")) /* a shape read from a value when the node runs */
            return parse_attr_ref(p, "shape", true, false, &aref[0]);
        return SY_OK;
    }
    case SY__CLASS_REDUCE:
        if ((st = expect(p, " axis=", "")) != SY_OK)
            return st;
        if (p->pos < p->n && p->s[p->pos] == '%') {
            if ((st = parse_attr_ref(p, "axis", false, false, &aref[0])) != SY_OK)
                return st;
        } else if (accept(p, "all")) {
            a->axis = SY_AXIS_ALL;
        } else if (accept(p, "[")) { /* a set of axes, as SY_AXES encodes it; the op's rule checks it */
            int n = 0;
            a->axis = SY__AXES_FLAG;
            if (!accept(p, "]")) {
                do {
                    if (n == SY_MAX_RANK)
                        return fail_at(p, p->pos, SY_E_GRAPH_FORMAT, "axis has more than %d entries (SY_MAX_RANK)",
                                       SY_MAX_RANK);
                    if ((st = parse_int(p, axis_lo, axis_hi, "an axis of the set", &v)) != SY_OK)
                        return st;
                    a->axis |= v >= 0 ? 1 << v : 1 << (7 - v);
                    n++;
                } while (accept(p, ", "));
                if ((st = expect(p, "]", "")) != SY_OK)
                    return st;
            }
            a->axis |= n << 17;
        } else {
            if ((st = parse_int(p, axis_lo, axis_hi, "axis", &v)) != SY_OK)
                return st;
            a->axis = (int)v;
        }
        if ((st = expect(p, " keepdim=", "")) != SY_OK)
            return st;
        return parse_bool(p, "keepdim", &a->keepdim);
    case SY__CLASS_RESHAPE:
    case SY__CLASS_EXPAND:
        if ((st = expect(p, " shape=", "")) != SY_OK)
            return st;
        if (p->pos < p->n && p->s[p->pos] == '%')
            return parse_attr_ref(p, "shape", true, false, &aref[0]);
        return parse_dims(p, -1, "shape", "a shape entry", a->shape, &a->rank);
    case SY__CLASS_PERMUTE: {
        int64_t perm[SY_MAX_RANK];
        if ((st = expect(p, " perm=", "")) != SY_OK ||
            (st = parse_dims(p, axis_lo, "perm", "a perm entry", perm, &a->rank)))
            return st;
        for (int i = 0; i < a->rank; i++) {
            if (perm[i] > axis_hi)
                return fail_at(p, p->pos, SY_E_GRAPH_FORMAT, "perm entry %d (%lld) is out of range (%lld..%lld)", i,
                               (long long)perm[i], (long long)axis_lo, (long long)axis_hi);
            a->perm[i] = (int)perm[i];
        }
        return SY_OK;
    }
    case SY__CLASS_TRANSPOSE:
        if ((st = expect(p, " dim0=", "")) != SY_OK || (st = parse_int(p, axis_lo, axis_hi, "dim0", &v)) != SY_OK)
            return st;
        a->dim0 = (int)v;
        if ((st = expect(p, " dim1=", "")) != SY_OK || (st = parse_int(p, axis_lo, axis_hi, "dim1", &v)) != SY_OK)
            return st;
        a->dim1 = (int)v;
        return SY_OK;
    case SY__CLASS_CAST:
        if ((st = expect(p, " dtype=", "")) != SY_OK)
            return st;
        return parse_dtype(p, &a->dtype);
    case SY__CLASS_OP:
        if (p->version < 2)
            return fail_at(p, p->pos, SY_E_GRAPH_FORMAT, "%s is declared with `kernel: op`, which format version 1"
                           " cannot hold (version 2 can)", sy__op_table[op].name);
        return parse_slots(p, op, a, aref);
    default:
        return SY_OK;
    }
}

typedef struct loading {
    parser p;
    sy_graph *g;
    size_t want_inputs, want_constants, want_nodes;
} loading;

/* "%K = input K : type" from after "input". */
static sy_status parse_input(loading *L, sy__gvalue *v)
{
    parser *p = &L->p;
    sy_graph *g = L->g;
    const size_t at = p->pos + 1;
    uint64_t k;
    sy_status st = expect(p, " ", "");
    if (st == SY_OK)
        st = parse_uint(p, UINT32_MAX, "the input number", &k);
    if (st != SY_OK)
        return st;
    if (k >= g->n_inputs)
        return fail_at(p, at, SY_E_GRAPH_FORMAT, "input %llu is out of range: counts says inputs=%zu",
                       (unsigned long long)k, g->n_inputs);
    if (g->inputs[k] != UINT32_MAX)
        return fail_at(p, at, SY_E_GRAPH_FORMAT, "input %llu is already %%%u", (unsigned long long)k,
                       (unsigned)g->inputs[k] + 1);
    v->kind = SY__GV_INPUT;
    v->input_index = (int)k;
    g->inputs[k] = (uint32_t)(p->value - 1);
    if ((st = expect(p, " : ", "")) != SY_OK)
        return st;
    const size_t type_at = p->pos;
    if ((st = parse_type(p, &v->dtype, v->shape, &v->rank, NULL)) != SY_OK)
        return st;
    int64_t numel;
    if ((st = sy__check_shape("the type", v->shape, v->rank, v->dtype, &numel)) != SY_OK)
        return fail_at(p, type_at, SY_E_GRAPH_FORMAT, "%s", sy_last_error());
    return SY_OK;
}

/* "%K = constant : type = HEX" from after "constant". */
static sy_status parse_constant(loading *L, sy__gvalue *v)
{
    parser *p = &L->p;
    sy_graph *g = L->g;
    sy_status st = expect(p, " : ", "");
    if (st != SY_OK)
        return st;
    if (g->n_constants == L->want_constants)
        return fail_at(p, p->pos, SY_E_GRAPH_FORMAT, "one constant more than counts says (constants=%zu)",
                       L->want_constants);
    v->kind = SY__GV_CONSTANT;
    v->input_index = -1;
    g->n_constants++;
    const size_t type_at = p->pos;
    if ((st = parse_type(p, &v->dtype, v->shape, &v->rank, NULL)) != SY_OK)
        return st;
    int64_t numel;
    if ((st = sy__check_shape("the type", v->shape, v->rank, v->dtype, &numel)) != SY_OK)
        return fail_at(p, type_at, SY_E_GRAPH_FORMAT, "%s", sy_last_error());
    if ((st = expect(p, " = ", "")) != SY_OK)
        return st;
    const size_t at = p->pos, size = sy__dtype_table[v->dtype].size, bytes = (size_t)numel * size;
    size_t digits = 0;
    while (at + digits < p->n && p->s[at + digits] != '\n')
        digits++;
    char tb[SY__SHAPE_STR_MAX];
    if (digits != 2 * bytes)
        return fail_at(p, at, SY_E_GRAPH_FORMAT, "%zu hex digit(s) of data; %s%s needs %zu bytes, %zu digits", digits,
                       sy_dtype_name(v->dtype), sy__shape_str(v->shape, v->rank, tb, sizeof tb), bytes, 2 * bytes);
    if ((st = sy__storage_new_host(bytes, &v->data)) != SY_OK)
        return fail_at(p, at, st, "cannot hold %zu bytes of data: %s", bytes, sy_last_error());
    unsigned char *d = v->data->data;
    for (size_t i = 0; i < bytes; i++) {
        int hi = hexval(p->s[at + 2 * i]), lo = hexval(p->s[at + 2 * i + 1]);
        if (hi < 0 || lo < 0) {
            const size_t bad = at + 2 * i + (hi < 0 ? 0 : 1);
            return fail_at(p, bad, SY_E_GRAPH_FORMAT, "data byte %zu: '%c' is not a lowercase hex digit", i,
                           p->s[bad] >= 0x20 && p->s[bad] < 0x7f ? p->s[bad] : '?');
        }
        d[i] = (unsigned char)(hi << 4 | lo); /* bytes as stored: a bool made from data may hold any */
    }
    p->pos = at + digits;
    return SY_OK;
}

/* Grows a node's input list (host allocator) to hold one more. */
static sy_status more_inputs(parser *p, sy__gvalue *v, int *cap)
{
    if (v->n_in < *cap)
        return SY_OK;
    const int grown = *cap ? *cap * 2 : 4;
    uint32_t *in = sy__host_grow(v->in, (size_t)*cap * sizeof *in, (size_t)grown * sizeof *in);
    if (!in)
        return sy__fail(SY_E_OUT_OF_MEMORY, "%s: out of host memory", p->fn);
    v->in = in;
    *cap = grown;
    return SY_OK;
}

/* "%K[, %K+1 ...] = op(%A, none, ...) attrs : type[, type ...]" from after
 * the op's name; `n_out` values are named on the left. */
static sy_status parse_node(loading *L, size_t k, int n_out, sy_op op)
{
    parser *p = &L->p;
    sy_graph *g = L->g;
    sy__gvalue *v = &g->values[k];
    const sy__op_info *info = &sy__op_table[op];
    sy_status st = SY_OK;
    const size_t name_at = p->pos - strlen(info->name);
    if (n_out != info->n_out)
        return fail_at(p, p->line_start, SY_E_GRAPH_FORMAT, "%s gives %d result(s), the line names %d", info->name,
                       info->n_out, n_out);
    if (g->n_nodes + (size_t)n_out > L->want_nodes)
        return fail_at(p, p->pos, SY_E_GRAPH_FORMAT, "%s than counts says (nodes=%zu)", n_out > 1 ? "more nodes" : "one node more",
                       L->want_nodes);
    g->n_nodes += (size_t)n_out;
    for (int j = 0; j < n_out; j++) {
        sy__gvalue *w = &g->values[k + (size_t)j];
        w->kind = j ? SY__GV_RESULT : SY__GV_NODE;
        w->input_index = -1;
        w->op = op;
        w->n_out = (uint8_t)n_out;
        w->result = (uint8_t)j;
    }
    p->pos++; /* '(' */
    const size_t args_at = p->pos;
    int cap = 0;
    if (!accept(p, ")")) {
        do {
            if ((st = more_inputs(p, v, &cap)) != SY_OK)
                return st;
            const int i = v->n_in;
            const bool optional = i < info->n_in && (info->optional & (1u << i));
            if (p->version >= 2 && accept(p, "none")) {
                if (!optional)
                    return fail_at(p, p->pos - 4, SY_E_GRAPH_FORMAT, "%s: input %d is not optional; only an optional "
                                   "input may be none", info->name, i);
                v->in[v->n_in++] = SY__GV_NONE;
                continue;
            }
            uint32_t in;
            if ((st = parse_ref(p, k + 1, &in)) != SY_OK)
                return st;
            v->in[v->n_in++] = in;
        } while (accept(p, ", "));
        if ((st = expect(p, ")", "")) != SY_OK)
            return st;
    }
    const int n = v->n_in;
    if (info->variadic ? n < info->n_in : n != info->n_in)
        return fail_at(p, args_at, SY_E_GRAPH_FORMAT, "%s takes %d input(s), the line gives %d", info->name, info->n_in, n);
    if ((st = parse_attrs(p, op, &v->attrs, v->aref)) != SY_OK || (st = expect(p, " : ", "")) != SY_OK)
        return st;
    bool reads = false, unknown_in = false;
    for (int a = 0; a < SY__MAX_ATTRS; a++)
        reads |= v->aref[a] != 0;
    for (int i = 0; i < n; i++)
        unknown_in |= v->in[i] != SY__GV_NONE && has_unknown(&g->values[v->in[i]]);
    /* checked when it runs: it reads attributes from values, its op's result
     * shape depends on values (`shape: values`), or an input has a '?' */
    v->dynamic = reads || unknown_in || info->values;
    size_t type_at[SY__MAX_OUT], unknown_at = 0;
    for (int j = 0; j < n_out; j++) {
        sy__gvalue *w = &g->values[k + (size_t)j];
        if (j && (st = expect(p, ", ", " (a type for each result)")) != SY_OK)
            return st;
        type_at[j] = p->pos;
        if ((st = parse_type(p, &w->dtype, w->shape, &w->rank, &unknown_at)) != SY_OK)
            return st;
        w->attrs = v->attrs;
        w->dynamic = v->dynamic;
    }
    if (unknown_at && !v->dynamic)
        return fail_at(p, unknown_at, SY_E_GRAPH_FORMAT, "dimension '?': %s's result shape follows from its input "
                       "types and attributes here; '?' is only for a node that reads attributes from values, an op "
                       "whose result shape depends on values (nonzero, unique, ...) or a node of an input with '?'",
                       info->name);

    /* the op's own rule, as sy__dispatch runs it, on records of the inputs */
    sy_tensor few[4], *ins = few;
    const sy_tensor *few_ptr[4], **in = few_ptr;
    if (n > 4) {
        ins = sy__host_calloc((size_t)n, sizeof *ins);
        in = sy__host_calloc((size_t)n, sizeof *in);
        if (!ins || !in) {
            st = sy__fail(SY_E_OUT_OF_MEMORY, "%s: out of host memory", p->fn);
            goto done;
        }
    } else {
        memset(few, 0, sizeof few);
    }
    sy__call call = {.op = op, .n_in = n, .in = in, .attrs = &v->attrs};
    for (int i = 0; i < n; i++) {
        if (v->in[i] == SY__GV_NONE) {
            in[i] = NULL;
            continue;
        }
        const sy__gvalue *u = &g->values[v->in[i]];
        ins[i].dtype = u->dtype;
        ins[i].rank = u->rank;
        memcpy(ins[i].shape, u->shape, sizeof u->shape);
        ins[i].numel = sy__numel(u->shape, u->rank);
        in[i] = &ins[i];
    }
    if (info->creates) { /* a fill's shape and dtype are its result type */
        v->attrs.rank = v->rank;
        memcpy(v->attrs.shape, v->shape, sizeof v->shape);
        v->attrs.dtype = v->dtype;
    }
    /* a node reading attributes from values is checked when it runs: its
     * results must then have the types written here */
    /* an op of data-dependent shape on inputs of known types is checked now:
     * a dimension the rule leaves to the values (-1) takes any written one,
     * and a written '?' any the rule gives (checked again when it runs) */
    const bool check = !reads && !unknown_in;
    sy__inferred r;
    if (check && (st = sy__infer_op(&call, info->name, &r)) != SY_OK) {
        st = fail_at(p, name_at, SY_E_GRAPH_FORMAT, "%s rejects its inputs (%s): %s", info->name, sy_status_name(st),
                     sy_last_error());
        goto done;
    }
    for (int j = 0; j < n_out && st == SY_OK && check; j++) {
        const sy__gvalue *w = &g->values[k + (size_t)j];
        const sy_dtype dt = j ? r.more_dtype[j - 1] : r.out_dtype;
        const int rank = j ? r.more_rank[j - 1] : r.rank;
        const int64_t *shape = j ? r.more_shape[j - 1] : r.shape;
        bool same = dt == w->dtype && rank == w->rank;
        for (int d = 0; d < rank && same; d++)
            same = shape[d] < 0 || w->shape[d] < 0 || shape[d] == w->shape[d];
        if (!same) {
            char want[SY__SHAPE_STR_MAX], got[SY__SHAPE_STR_MAX];
            st = fail_at(p, type_at[j], SY_E_GRAPH_FORMAT, "the %s type is written %s%s, but %s infers %s%s from its "
                         "inputs", n_out > 1 ? info->out_names[j] : "result", sy_dtype_name(w->dtype),
                         sy__dims_str(w->shape, w->rank, got, sizeof got), info->name, sy_dtype_name(dt),
                         sy__dims_str(shape, rank, want, sizeof want));
        }
    }
    for (int i = 0; i < n && st == SY_OK; i++)
        if (v->in[i] != SY__GV_NONE)
            g->values[v->in[i]].consumers++;
    for (int a = 0; a < SY__MAX_ATTRS && st == SY_OK; a++)
        if (v->aref[a])
            g->values[v->aref[a] - 1].consumers++;
done:
    if (ins != few)
        sy__host_free(ins);
    if (in != few_ptr)
        sy__host_free(in);
    return st;
}

/* One "%K = ..." line (or "%K, %K+1, ... = op(...)"); *count: the values it
 * defines. */
static sy_status parse_value_line(loading *L, size_t k, size_t *count)
{
    parser *p = &L->p;
    sy__gvalue *v = &L->g->values[k];
    char buf[128];
    const size_t at = p->pos;
    uint64_t id;
    *count = 1;
    if (!accept(p, "%"))
        return fail_at(p, at, SY_E_GRAPH_FORMAT, "expected %%%zu (counts says %zu values), found %s", k + 1,
                       L->g->n_values, found(p, at, buf, sizeof buf));
    sy_status st = parse_uint(p, UINT32_MAX, "the value number", &id);
    if (st != SY_OK)
        return st;
    if (id != k + 1)
        return fail_at(p, at, SY_E_GRAPH_FORMAT, "expected %%%zu (values are numbered in order), found %%%llu", k + 1,
                       (unsigned long long)id);
    p->value = k + 1;
    int n_out = 1;
    while (p->version >= 2 && accept(p, ", ")) { /* the further results of a node */
        const size_t more_at = p->pos;
        if ((st = expect(p, "%", " (a value)")) != SY_OK || (st = parse_uint(p, UINT32_MAX, "the value number", &id)))
            return st;
        if (id != k + 1 + (size_t)n_out || id > L->g->n_values || n_out == SY__MAX_OUT)
            return fail_at(p, more_at, SY_E_GRAPH_FORMAT, "expected %%%zu (a node's results are numbered in order, "
                           "within the counts), found %%%llu", k + 1 + (size_t)n_out, (unsigned long long)id);
        n_out++;
    }
    if ((st = expect(p, " = ", "")) != SY_OK)
        return st;
    const size_t name_at = p->pos, len = word(p);
    if (len > 0 && p->pos + len < p->n && p->s[p->pos + len] == '(') {
        char name[64];
        sy_op op;
        snprintf(name, sizeof name, "%.*s", (int)(len < 63 ? len : 63), p->s + name_at);
        if (len > 63 || !sy_op_parse(name, &op))
            return fail_at(p, name_at, SY_E_GRAPH_UNKNOWN, "op '%s%s' is not an op of this build", name,
                           len > 63 ? "..." : "");
        p->what = sy__op_table[op].name;
        p->pos += len;
        st = parse_node(L, k, n_out, op);
        *count = (size_t)n_out;
    } else if (n_out > 1) {
        return fail_at(p, name_at, SY_E_GRAPH_FORMAT, "a line naming %d values must be an op of %d results, found %s",
                       n_out, n_out, found(p, name_at, buf, sizeof buf));
    } else if (len == 5 && accept(p, "input")) {
        p->what = "input";
        st = parse_input(L, v);
    } else if (len == 8 && accept(p, "constant")) {
        p->what = "constant";
        st = parse_constant(L, v);
    } else {
        return fail_at(p, name_at, SY_E_GRAPH_FORMAT, "expected 'input K', 'constant' or op(...), found %s",
                       found(p, name_at, buf, sizeof buf));
    }
    if (st == SY_OK)
        st = end_of_line(p);
    p->value = 0;
    p->what = NULL;
    return st;
}

static sy_status parse_graph(loading *L)
{
    parser *p = &L->p;
    char buf[128];
    uint64_t version, c[4];
    if (!accept(p, SY__GRAPH_MAGIC " "))
        return fail_at(p, 0, SY_E_GRAPH_FORMAT, "not a saved switchyard graph: it does not start with '" SY__GRAPH_MAGIC
                       " ' (found %s)", found(p, 0, buf, sizeof buf));
    sy_status st = parse_uint(p, UINT32_MAX, "the format version", &version);
    if (st != SY_OK)
        return st;
    if (version < 1 || version > SY_GRAPH_FORMAT_VERSION)
        return fail_at(p, sizeof SY__GRAPH_MAGIC, SY_E_GRAPH_VERSION,
                       "format version %llu; this build reads versions 1 to %d", (unsigned long long)version,
                       SY_GRAPH_FORMAT_VERSION);
    p->version = version;
    if ((st = end_of_line(p)) != SY_OK)
        return st;
    static const char *const keys[4] = {"counts inputs=", " constants=", " nodes=", " outputs="};
    for (int i = 0; i < 4; i++)
        if ((st = expect(p, keys[i], "")) != SY_OK || (st = parse_uint(p, UINT32_MAX, keys[i] + (i ? 1 : 7), &c[i])))
            return st;
    const size_t counts_line = p->line_start;
    if ((st = end_of_line(p)) != SY_OK)
        return st;
    /* every value and output takes a line of at least 8 bytes: counts the
     * file cannot hold are refused before anything is allocated for them */
    const uint64_t values = c[0] + c[1] + c[2];
    if (values + c[3] > (p->n - p->pos) / 8 + 1) {
        p->line--;
        p->line_start = counts_line;
        return fail_at(p, counts_line, SY_E_GRAPH_FORMAT, "counts says %llu values and %llu outputs; the %zu bytes after it "
                       "cannot hold them", (unsigned long long)values, (unsigned long long)c[3], p->n - p->pos);
    }
    if (c[3] == 0) {
        p->line--;
        p->line_start = counts_line;
        return fail_at(p, counts_line, SY_E_GRAPH_FORMAT, "counts says outputs=0; a graph has at least one output");
    }
    sy_graph *g = L->g = sy__host_calloc(1, sizeof *g);
    if (!g)
        return sy__fail(SY_E_OUT_OF_MEMORY, "%s: out of host memory", p->fn);
    g->values = sy__host_calloc(values ? (size_t)values : 1, sizeof *g->values);
    g->inputs = sy__host_alloc((c[0] ? (size_t)c[0] : 1) * sizeof *g->inputs);
    g->outputs = sy__host_alloc((size_t)c[3] * sizeof *g->outputs);
    if (!g->values || !g->inputs || !g->outputs)
        return sy__fail(SY_E_OUT_OF_MEMORY, "%s: out of host memory", p->fn);
    p->values = g->values;
    g->n_values = (size_t)values;
    g->n_inputs = (size_t)c[0];
    g->n_outputs = (size_t)c[3];
    L->want_inputs = (size_t)c[0];
    L->want_constants = (size_t)c[1];
    L->want_nodes = (size_t)c[2];
    memset(g->inputs, 0xff, (c[0] ? (size_t)c[0] : 1) * sizeof *g->inputs);
    for (size_t k = 0, count; k < g->n_values; k += count)
        if ((st = parse_value_line(L, k, &count)) != SY_OK)
            return st;
    /* inputs are numbered below inputs= and never twice; with the constants
     * and nodes bounded by their counts, the three kinds match exactly */
    for (size_t i = 0; i < g->n_outputs; i++) {
        uint64_t k;
        const size_t at = p->pos;
        if ((st = expect(p, "output ", " (the file has all the values counts says)")) != SY_OK)
            return st;
        if ((st = parse_uint(p, UINT32_MAX, "the output number", &k)) != SY_OK)
            return st;
        if (k != i)
            return fail_at(p, at, SY_E_GRAPH_FORMAT, "expected output %zu (outputs are listed in order), found output %llu",
                           i, (unsigned long long)k);
        if ((st = expect(p, " = ", "")) != SY_OK || (st = parse_ref(p, g->n_values + 1, &g->outputs[i])) != SY_OK)
            return st;
        for (size_t j = 0; j < i; j++)
            if (g->outputs[j] == g->outputs[i])
                return fail_at(p, at, SY_E_GRAPH_FORMAT, "outputs %zu and %zu are the same value %%%u", j, i,
                               (unsigned)g->outputs[i] + 1);
        g->values[g->outputs[i]].consumers++;
        if ((st = end_of_line(p)) != SY_OK)
            return st;
    }
    if ((st = expect(p, "end", " (counts says the outputs end here)")) != SY_OK || (st = end_of_line(p)) != SY_OK)
        return st;
    if (p->pos != p->n)
        return fail_at(p, p->pos, SY_E_GRAPH_FORMAT, "%zu byte(s) after 'end'", p->n - p->pos);
    return SY_OK;
}

static sy_status load(const char *s, size_t n, const char *fn, const char *src, sy_graph **out)
{
    loading L;
    memset(&L, 0, sizeof L);
    L.p.s = s;
    L.p.n = n;
    L.p.line = 1;
    L.p.fn = fn;
    L.p.src = src;
    sy_status st = parse_graph(&L);
    if (st != SY_OK) {
        sy_graph_release(L.g);
        return st;
    }
    *out = L.g;
    return SY_OK;
}

sy_status sy_graph_load_buffer(const void *data, size_t size, sy_graph **out)
{
    if (out == NULL)
        return sy__fail(SY_E_INVALID_ARGUMENT, "sy_graph_load_buffer: out is NULL");
    *out = NULL;
    if (data == NULL && size > 0)
        return sy__fail(SY_E_INVALID_ARGUMENT, "sy_graph_load_buffer: data is NULL");
    return load(data ? data : "", size, "sy_graph_load_buffer", "<buffer>", out);
}

/* The whole of f in one host block (freed by the caller). */
static sy_status slurp(FILE *f, const char *fn, const char *src, char **buf, size_t *len)
{
    size_t used = 0, cap = 0;
    char *b = NULL;
    for (;;) {
        if (used == cap) {
            size_t grown = cap ? cap * 2 : 4096;
            char *nb = grown > cap ? sy__host_grow(b, used, grown) : NULL;
            if (!nb) {
                sy__host_free(b);
                return sy__fail(SY_E_OUT_OF_MEMORY, "%s: %s: out of host memory reading %zu bytes", fn, src, used);
            }
            b = nb;
            cap = grown;
        }
        size_t got = fread(b + used, 1, cap - used, f);
        used += got;
        if (got == 0)
            break;
    }
    if (ferror(f)) {
        sy__host_free(b);
        return sy__fail(SY_E_IO_ERROR, "%s: %s: reading failed after %zu bytes", fn, src, used);
    }
    *buf = b;
    *len = used;
    return SY_OK;
}

sy_status sy_graph_load(FILE *f, sy_graph **out)
{
    if (out == NULL)
        return sy__fail(SY_E_INVALID_ARGUMENT, "sy_graph_load: out is NULL");
    *out = NULL;
    if (f == NULL)
        return sy__fail(SY_E_INVALID_ARGUMENT, "sy_graph_load: the file is NULL");
    char *buf;
    size_t len;
    sy_status st = slurp(f, "sy_graph_load", "<file>", &buf, &len);
    if (st == SY_OK) {
        st = load(buf, len, "sy_graph_load", "<file>", out);
        sy__host_free(buf);
    }
    return st;
}

sy_status sy_graph_load_path(const char *path, sy_graph **out)
{
    if (out == NULL)
        return sy__fail(SY_E_INVALID_ARGUMENT, "sy_graph_load_path: out is NULL");
    *out = NULL;
    if (path == NULL)
        return sy__fail(SY_E_INVALID_ARGUMENT, "sy_graph_load_path: the path is NULL");
    FILE *f = fopen(path, "rb");
    if (!f)
        return sy__fail(SY_E_IO_ERROR, "sy_graph_load_path: cannot open %s: %s", path, strerror(errno));
    char *buf;
    size_t len;
    sy_status st = slurp(f, "sy_graph_load_path", path, &buf, &len);
    fclose(f);
    if (st == SY_OK) {
        st = load(buf, len, "sy_graph_load_path", path, out);
        sy__host_free(buf);
    }
    return st;
}

/* ---- one call's attributes, for the remote wire (runtime/sy_remote.c) ------------------ */

sy_status sy__attrs_read(const char *fn, const char *text, size_t n, sy_op op, sy__attrs *a)
{
    /* format version 2: every attribute in the record; a reference to a
     * value (version 3) has no value to name here and is refused */
    parser p = {.s = text, .n = n, .pos = 0, .line = 1, .line_start = 0, .fn = fn, .src = "<remote call>",
                .value = 0, .what = sy__op_table[op].name, .version = 2, .values = NULL};
    uint32_t aref[SY__MAX_ATTRS] = {0};
    sy_status st = parse_attrs(&p, op, a, aref);
    if (st == SY_OK && p.pos < p.n && p.s[p.pos] == '\n')
        p.pos++; /* the line's end */
    if (st == SY_OK && p.pos != p.n)
        st = fail_at(&p, p.pos, SY_E_GRAPH_FORMAT, "text after the attributes of %s", sy__op_table[op].name);
    return st;
}
