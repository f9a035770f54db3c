/* The packed kernel arguments (runtime/sy_contract.h, "The packed form";
 * runtime/sy_pack.c): for every op of each argument class in the generated
 * op table, random shapes, broadcasts (stride 0), transposed and flipped
 * (negative strides) views and offsets, the packed form reaches exactly the
 * element addresses of the unpacked one. Both are enumerated here: the
 * unpacked in 64-bit, the packed as a kernel walks it (linear index ->
 * multi-index, last axis fastest) with every partial sum checked to stay in
 * [0, 2^31), so 32-bit arithmetic never overflows. matmul's per-batch
 * offsets are built as sy_exec.c builds them (a_off from the batch
 * multi-index, broadcast axes skipped) beside the batch strides, and also
 * given alone (the pack then needs an arithmetic progression). Values past
 * 31 bits, and a rank that does not merge to SY_PACK_EW_RANK, set a flag;
 * the opencl kernels (the packed form's user) then decline with
 * SY_KERNEL_FALLBACK, and a rank-8 call that cannot merge still gives
 * cpu's values on every device. Fill values: the packed bits are the
 * element cpu's fill stores. */
#include <math.h>
#include <stdlib.h>

#include "sy_kernels.h"
#include "sy_test.h"

#define LIM INT32_MAX

/* Check's ck_assert marks a point on every call that passes, which in a
 * forked test (CK_FORK=yes, the builds without a run-time device count) is a
 * write to a pipe: the checks of every element below assert only when they
 * fail, or a loaded machine runs past the test's timeout. */
#define PACK_CHECK(cond, ...)                                                                                          \
    do {                                                                                                               \
        if (!(cond))                                                                                                   \
            ck_abort_msg(__VA_ARGS__);                                                                                 \
    } while (0)

static uint32_t g_seed = 0x5eed;
static uint64_t g_ctr;

static uint32_t rnd(uint32_t n)
{
    return sy_ck_mix(g_seed, g_ctr++) % n;
}

/* The address a kernel computes from packed extents: base plus, axis by
 * axis from the last, the digit of lin over shape times its stride, in
 * 32-bit values; each partial sum must stay in [0, 2^31). */
static int64_t walk32(uint32_t base, const uint32_t *shape, const int32_t *st, int rank, uint32_t lin,
                      const char *what)
{
    int64_t acc = base;
    PACK_CHECK(acc <= LIM, "%s: base %lld past 2^31", what, (long long)acc);
    uint32_t r = lin;
    for (int d = rank - 1; d >= 0; d--) {
        const uint32_t q = d > 0 ? r / shape[d] : 0, e = d > 0 ? r - q * shape[d] : r;
        acc += (int64_t)e * st[d];
        PACK_CHECK(acc >= 0 && acc <= LIM, "%s: a partial address %lld outside [0, 2^31)", what, (long long)acc);
        r = q;
    }
    return acc;
}

/* The unpacked form's address, in 64-bit. */
static int64_t walk64(int64_t base, const int64_t *shape, const int64_t *st, int rank, int64_t lin)
{
    int64_t acc = base, r = lin;
    for (int d = rank - 1; d >= 0; d--) {
        acc += (r % shape[d]) * st[d];
        r /= shape[d];
    }
    return acc;
}

/* Strides of a random view of a tensor of `shape` as the runtime can make
 * one: storage laid out in a random order of the axes (a transposed view),
 * some axes stepped by 2 (a slice), some flipped (a negative step), some
 * broadcast (stride 0); *offset is then where element [0, ..., 0] lies. */
static void random_view(const int64_t *shape, int rank, int64_t *st, int64_t *offset)
{
    int perm[SY_MAX_RANK];
    for (int d = 0; d < rank; d++)
        perm[d] = d;
    if (rnd(2))
        for (int d = rank - 1; d > 0; d--) {
            const int j = (int)rnd((uint32_t)d + 1), t = perm[d];
            perm[d] = perm[j];
            perm[j] = t;
        }
    int64_t s = 1, off = rnd(3) ? 0 : rnd(40);
    for (int q = rank - 1; q >= 0; q--) {
        const int d = perm[q];
        const int64_t step = rnd(6) == 0 ? 2 : 1;
        st[d] = s * step;
        s *= shape[d] * step + (rnd(8) == 0 ? 1 : 0);
    }
    for (int d = 0; d < rank; d++) {
        if (rnd(5) == 0)
            st[d] = 0;
        else if (rnd(6) == 0) {
            off += (shape[d] - 1) * st[d];
            st[d] = -st[d];
        }
    }
    *offset = off;
}

/* Checks that p addresses what a addresses (or, flagged, says why). */
static void ew_compare(const sy_ew_args *a, const sy_ew_packed *p, uint32_t flags, const char *op)
{
    ck_assert_uint_eq(flags, p->flags);
    if (flags) {
        /* every random case has small values: a flag can only be the rank */
        ck_assert_msg(flags == SY_PACK_RANK && a->rank > SY_PACK_EW_RANK, "%s: rank %d flagged %u", op, a->rank,
                      flags);
        return;
    }
    ck_assert_uint_eq(p->numel, (uint32_t)a->numel);
    ck_assert_msg(p->rank >= 1 && p->rank <= SY_PACK_EW_RANK, "%s: packed rank %u", op, p->rank);
    uint64_t numel = 1;
    for (int d = 0; d < SY_PACK_EW_RANK; d++) {
        numel *= p->shape[d];
        if (d >= (int)p->rank) /* axes past rank: shape 1, strides 0 */
            ck_assert_msg(p->shape[d] == 1 && !p->strides[0][d] && !p->strides[1][d] && !p->strides[2][d],
                          "%s: axis %d past the rank", op, d);
    }
    ck_assert_uint_eq(numel, (uint64_t)a->numel);
    for (int k = a->n_in; k < 3; k++)
        ck_assert_uint_eq(p->offset[k], 0);
    for (int64_t i = 0; i < a->numel; i++)
        for (int k = 0; k < a->n_in; k++) {
            const int64_t want = walk64(a->in[k].offset, a->shape, a->in[k].strides, a->rank, i);
            const int64_t got = walk32(p->offset[k], p->shape, p->strides[k], (int)p->rank, (uint32_t)i, op);
            PACK_CHECK(got == want, "%s: element %lld of input %d: packed %lld, unpacked %lld", op, (long long)i, k,
                       (long long)got, (long long)want);
        }
}

START_TEST(test_pack_sizes)
{
    /* Vulkan's guaranteed push constants; CUDA takes 4 KiB of parameters */
    ck_assert_uint_le(sizeof(sy_fill_packed), 128);
    ck_assert_uint_le(sizeof(sy_ew_packed), 128);
    ck_assert_uint_le(sizeof(sy_matmul_packed), 128);
    ck_assert_uint_le(sizeof(sy_reduce_packed), 128);
    ck_assert_uint_eq(sizeof(sy_op_packed), 128);
    /* 32-bit words only: no padding a shader would not see */
    ck_assert_uint_eq(sizeof(sy_ew_packed) % 4, 0);
    ck_assert_uint_eq(sizeof(sy_matmul_packed), 4 * (12 + 3 * SY_PACK_BATCH_RANK));
    ck_assert_uint_eq(sizeof(sy_ew_packed), 4 * (6 + 4 * SY_PACK_EW_RANK));
}
END_TEST

START_TEST(test_pack_ew_random)
{
    int ops = 0, packed_high = 0, flagged = 0;
    for (int op = 0; op < SY_OP_COUNT; op++) {
        const sy__op_info *info = &sy__op_table[op];
        if (info->kernel != SY__KERNEL_EW)
            continue;
        ops++;
        for (int trial = 0; trial < 24; trial++) {
            sy_ew_args a = {.op = (sy_op)op, .n_in = info->n_in, .out_dtype = SY_DTYPE_F32};
            ck_assert_msg(a.n_in >= 1 && a.n_in <= 3, "%s: %d inputs", info->name, a.n_in);
            a.rank = 1 + (int)rnd(SY_MAX_RANK);
            a.numel = 1;
            for (int d = 0; d < a.rank; d++) {
                a.shape[d] = a.numel > 300 ? 1 : 1 + rnd(3);
                a.numel *= a.shape[d];
            }
            for (int k = 0; k < a.n_in; k++) {
                random_view(a.shape, a.rank, a.in[k].strides, &a.in[k].offset);
                a.in[k].dtype = SY_DTYPE_F32;
            }
            sy_ew_packed p;
            const uint32_t flags = sy_pack_ew_args(&a, &p);
            ew_compare(&a, &p, flags, info->name);
            flagged += flags != 0;
            packed_high += flags == 0 && a.rank > SY_PACK_EW_RANK;
        }
    }
    ck_assert_int_gt(ops, 0);
    /* rank 7 and 8 calls merge down to 6 often, not always */
    ck_assert_int_gt(packed_high, 0);
    ck_assert_int_gt(flagged, 0);
}
END_TEST

/* Merging, as runtime/sy_exec.c's ew_setup merges: a rank-8 call whose
 * axes do not merge is flagged, a contiguous one packs as rank 1, a row
 * broadcast as rank 2; 0 elements pack. */
START_TEST(test_pack_ew_rank)
{
    sy_ew_args a = {.op = SY_OP_ADD, .n_in = 2, .rank = 8, .numel = 256, .out_dtype = SY_DTYPE_F32};
    for (int d = 0; d < 8; d++) {
        a.shape[d] = 2;
        a.in[0].strides[d] = (int64_t)1 << d; /* the reversed axes: nothing merges */
        a.in[1].strides[d] = (int64_t)1 << (7 - d);
    }
    sy_ew_packed p;
    ck_assert_uint_eq(sy_pack_ew_args(&a, &p), SY_PACK_RANK);
    ck_assert_uint_eq(p.flags, SY_PACK_RANK);
    ck_assert_uint_eq(p.numel, 0); /* a flagged form holds nothing else */
    for (int d = 0; d < 8; d++)
        a.in[0].strides[d] = a.in[1].strides[d];
    ck_assert_uint_eq(sy_pack_ew_args(&a, &p), 0);
    ck_assert_uint_eq(p.rank, 1);
    ew_compare(&a, &p, 0, "add contiguous rank 8");
    /* a row broadcast over 7 axes merges to [128, 2] with strides {0, 1} */
    for (int d = 0; d < 8; d++)
        a.in[1].strides[d] = d == 7 ? 1 : 0;
    ck_assert_uint_eq(sy_pack_ew_args(&a, &p), 0);
    ck_assert_uint_eq(p.rank, 2);
    ck_assert_uint_eq(p.shape[0], 128);
    ck_assert_int_eq(p.strides[1][0], 0);
    ew_compare(&a, &p, 0, "add row broadcast rank 8");
    /* 0 elements: nothing read, the form still packs */
    sy_ew_args z = {.op = SY_OP_NEG, .n_in = 1, .rank = 2, .shape = {0, 5}, .numel = 0};
    z.in[0].strides[0] = 5, z.in[0].strides[1] = 1;
    ck_assert_uint_eq(sy_pack_ew_args(&z, &p), 0);
    ck_assert_uint_eq(p.numel, 0);
    /* no axes at all is not a call */
    z.rank = 0;
    ck_assert_uint_eq(sy_pack_ew_args(&z, &p), SY_PACK_RANK);
}
END_TEST

START_TEST(test_pack_ew_wide)
{
    sy_ew_packed p;
    /* 2^31 - 1 elements fit, 2^31 do not */
    sy_ew_args a = {.op = SY_OP_NEG, .n_in = 1, .rank = 1, .shape = {LIM}, .numel = LIM};
    a.in[0].strides[0] = 1;
    ck_assert_uint_eq(sy_pack_ew_args(&a, &p), 0);
    ck_assert_uint_eq(p.numel, LIM);
    a.shape[0] = a.numel = (int64_t)LIM + 1;
    ck_assert_uint_eq(sy_pack_ew_args(&a, &p), SY_PACK_WIDE);
    /* the last address: 2^31 - 1 fits, 2^31 does not */
    sy_ew_args b = {.op = SY_OP_ADD, .n_in = 2, .rank = 2, .shape = {2, 3}, .numel = 6};
    b.in[0].strides[0] = 3, b.in[0].strides[1] = 1;
    b.in[1].strides[0] = (int64_t)1 << 30, b.in[1].strides[1] = 1;
    b.in[1].offset = LIM - ((int64_t)1 << 30) - 2;
    ck_assert_uint_eq(sy_pack_ew_args(&b, &p), 0);
    ew_compare(&b, &p, 0, "add at the last address");
    b.in[1].offset++;
    ck_assert_uint_eq(sy_pack_ew_args(&b, &p), SY_PACK_WIDE);
    /* a stride of 2^31 itself */
    b.in[1].offset = 0;
    b.in[1].strides[0] = (int64_t)1 << 31;
    ck_assert_uint_eq(sy_pack_ew_args(&b, &p), SY_PACK_WIDE);
    /* a negative stride: the lowest address must stay >= 0 */
    b.in[1].strides[0] = -5;
    b.in[1].offset = 5;
    ck_assert_uint_eq(sy_pack_ew_args(&b, &p), 0);
    ew_compare(&b, &p, 0, "add flipped");
    b.in[1].offset = 4;
    ck_assert_uint_eq(sy_pack_ew_args(&b, &p), SY_PACK_WIDE);
    /* an offset of 2^31 on a single element */
    sy_ew_args c = {.op = SY_OP_NEG, .n_in = 1, .rank = 1, .shape = {1}, .numel = 1};
    c.in[0].offset = LIM;
    ck_assert_uint_eq(sy_pack_ew_args(&c, &p), 0);
    c.in[0].offset = (int64_t)LIM + 1;
    ck_assert_uint_eq(sy_pack_ew_args(&c, &p), SY_PACK_WIDE);
}
END_TEST

/* A random batched matmul as sy_exec.c prepares it: out batch shape, each
 * operand's batch axes (right-aligned, 1 where broadcast), a random view of
 * each operand; a_off/b_off and the batch strides as run_matmul computes
 * them. offs holds 2 * batch entries. */
static void random_matmul(sy_matmul_args *a, int64_t *offs, int max_br)
{
    const int br = (int)rnd((uint32_t)max_br + 1);
    int64_t out_batch[SY_MAX_RANK];
    a->batch = 1;
    for (int j = 0; j < br; j++) {
        out_batch[j] = 1 + rnd(3);
        a->batch *= out_batch[j];
    }
    a->m = 1 + rnd(4), a->n = 1 + rnd(4), a->k = rnd(6) ? 1 + rnd(4) : 0;
    int64_t shp[2][SY_MAX_RANK], st[2][SY_MAX_RANK], off[2];
    int rank[2];
    for (int w = 0; w < 2; w++) {
        const int r = br - (int)rnd((uint32_t)br + 1);
        rank[w] = r + 2;
        for (int j = 0; j < r; j++)
            shp[w][j] = rnd(3) == 0 ? 1 : out_batch[br - r + j];
        shp[w][r] = w == 0 ? a->m : a->k;
        shp[w][r + 1] = w == 0 ? a->k : a->n;
        random_view(shp[w], rank[w], st[w], &off[w]);
    }
    a->a_offset = off[0], a->a_rs = st[0][rank[0] - 2], a->a_cs = st[0][rank[0] - 1];
    a->b_offset = off[1], a->b_rs = st[1][rank[1] - 2], a->b_cs = st[1][rank[1] - 1];
    int64_t idx[SY_MAX_RANK] = {0};
    for (int64_t t = 0; t < a->batch; t++) {
        int64_t o[2] = {0, 0};
        for (int j = 0; j < br; j++)
            for (int w = 0; w < 2; w++) {
                const int jj = j - (br - (rank[w] - 2));
                if (jj >= 0 && shp[w][jj] != 1)
                    o[w] += idx[j] * st[w][jj];
            }
        offs[t] = o[0];
        offs[a->batch + t] = o[1];
        for (int j = br - 1; j >= 0 && ++idx[j] == out_batch[j]; j--)
            idx[j] = 0;
    }
    a->a_off = offs;
    a->b_off = offs + a->batch;
    a->batch_rank = a->batch > 1 ? br : 0;
    for (int j = 0; j < br; j++) {
        a->batch_shape[j] = out_batch[j];
        for (int w = 0; w < 2; w++) {
            const int jj = j - (br - (rank[w] - 2));
            (w ? a->b_bstrides : a->a_bstrides)[j] = jj >= 0 && shp[w][jj] != 1 ? st[w][jj] : 0;
        }
    }
}

static bool progression(const int64_t *o, int64_t n)
{
    for (int64_t t = 2; t < n; t++)
        if (o[t] - o[t - 1] != o[1] - o[0])
            return false;
    return true;
}

static void matmul_compare(const sy_matmul_args *a, const sy_matmul_packed *p, const char *op)
{
    ck_assert_uint_eq(p->batch, (uint32_t)a->batch);
    ck_assert_uint_eq(p->m, (uint32_t)a->m);
    ck_assert_uint_eq(p->n, (uint32_t)a->n);
    ck_assert_uint_eq(p->k, (uint32_t)a->k);
    uint64_t batch = 1;
    for (int j = 0; j < SY_PACK_BATCH_RANK; j++)
        batch *= p->batch_shape[j];
    ck_assert_uint_eq(batch, (uint64_t)a->batch);
    for (int64_t t = 0; t < a->batch; t++) {
        const int64_t ao = walk32(p->a_offset, p->batch_shape, p->a_bstrides, (int)p->batch_rank, (uint32_t)t, op);
        const int64_t bo = walk32(p->b_offset, p->batch_shape, p->b_bstrides, (int)p->batch_rank, (uint32_t)t, op);
        for (int64_t i = 0; i < a->m; i++)
            for (int64_t q = 0; q < a->k; q++) {
                const int64_t want = a->a_offset + a->a_off[t] + i * a->a_rs + q * a->a_cs;
                const int64_t got = ao + i * p->a_rs + q * p->a_cs;
                PACK_CHECK(got == want && got >= 0 && got <= LIM, "%s: A_%lld[%lld][%lld]: packed %lld, unpacked %lld",
                           op, (long long)t, (long long)i, (long long)q, (long long)got, (long long)want);
            }
        for (int64_t q = 0; q < a->k; q++)
            for (int64_t j = 0; j < a->n; j++) {
                const int64_t want = a->b_offset + a->b_off[t] + q * a->b_rs + j * a->b_cs;
                const int64_t got = bo + q * p->b_rs + j * p->b_cs;
                PACK_CHECK(got == want && got >= 0 && got <= LIM, "%s: B_%lld[%lld][%lld]: packed %lld, unpacked %lld",
                           op, (long long)t, (long long)q, (long long)j, (long long)got, (long long)want);
            }
    }
}

START_TEST(test_pack_matmul_random)
{
    int ops = 0, by_offsets = 0, refused = 0;
    for (int op = 0; op < SY_OP_COUNT; op++) {
        const sy__op_info *info = &sy__op_table[op];
        if (info->kernel != SY__KERNEL_MATMUL)
            continue;
        ops++;
        for (int trial = 0; trial < 300; trial++) {
            sy_matmul_args a = {.op = (sy_op)op, .dtype = SY_DTYPE_F32};
            int64_t offs[2 * 729];
            random_matmul(&a, offs, SY_MAX_RANK - 2);
            sy_matmul_packed p;
            ck_assert_uint_eq(sy_pack_matmul_args(&a, &p), 0); /* the runtime's batch always fits */
            matmul_compare(&a, &p, info->name);
            /* the offsets alone (a caller without batch strides) */
            a.batch_rank = 0;
            const uint32_t f = sy_pack_matmul_args(&a, &p);
            const bool arith = a.batch <= 1 || (progression(a.a_off, a.batch) && progression(a.b_off, a.batch));
            ck_assert_uint_eq(f, arith ? 0 : SY_PACK_BATCH);
            if (f == 0)
                matmul_compare(&a, &p, info->name), by_offsets++;
            else
                refused++;
        }
    }
    ck_assert_int_gt(ops, 0);
    ck_assert_int_gt(by_offsets, 0);
    ck_assert_int_gt(refused, 0);
}
END_TEST

START_TEST(test_pack_matmul_wide)
{
    int64_t zero = 0;
    sy_matmul_packed p;
    /* batch * m * n: 2^31 - 1 fits (k 0 reads nothing), 2^32 does not */
    sy_matmul_args a = {.op = SY_OP_MATMUL, .batch = 1, .m = LIM, .n = 1, .k = 0, .a_off = &zero, .b_off = &zero};
    ck_assert_uint_eq(sy_pack_matmul_args(&a, &p), 0);
    a.m = 65536, a.n = 65536;
    ck_assert_uint_eq(sy_pack_matmul_args(&a, &p), SY_PACK_WIDE);
    ck_assert_uint_eq(p.m, 0);
    /* A's last element at 2^31 - 1 fits, one further does not */
    sy_matmul_args b = {.op = SY_OP_MATMUL, .batch = 1, .m = 2, .n = 2, .k = 2, .a_off = &zero, .b_off = &zero};
    b.a_rs = (int64_t)1 << 30, b.a_cs = 1, b.b_rs = 2, b.b_cs = 1;
    b.a_offset = LIM - ((int64_t)1 << 30) - 1;
    ck_assert_uint_eq(sy_pack_matmul_args(&b, &p), 0);
    matmul_compare(&b, &p, "matmul at the last address");
    b.a_offset++;
    ck_assert_uint_eq(sy_pack_matmul_args(&b, &p), SY_PACK_WIDE);
    /* a batch stride past 31 bits */
    int64_t offs[4] = {0, (int64_t)1 << 31, 0, 4};
    sy_matmul_args c = {.op = SY_OP_MATMUL, .batch = 2, .m = 2, .n = 2, .k = 2, .a_rs = 2, .a_cs = 1, .b_rs = 2,
                        .b_cs = 1, .a_off = offs, .b_off = offs + 2, .batch_rank = 1, .batch_shape = {2},
                        .a_bstrides = {(int64_t)1 << 31}, .b_bstrides = {4}};
    ck_assert_uint_eq(sy_pack_matmul_args(&c, &p), SY_PACK_WIDE);
    offs[1] = c.a_bstrides[0] = 4;
    ck_assert_uint_eq(sy_pack_matmul_args(&c, &p), 0);
    matmul_compare(&c, &p, "matmul batch 2");
    /* batch structure the pack cannot read: more axes than it holds, a
     * shape that is not the batch, no offsets at all */
    c.batch_rank = SY_PACK_BATCH_RANK + 1;
    ck_assert_uint_eq(sy_pack_matmul_args(&c, &p), SY_PACK_BATCH);
    c.batch_rank = 1, c.batch_shape[0] = 3;
    ck_assert_uint_eq(sy_pack_matmul_args(&c, &p), SY_PACK_BATCH);
    c.batch_rank = 0, c.a_off = NULL;
    ck_assert_uint_eq(sy_pack_matmul_args(&c, &p), SY_PACK_BATCH);
    c.m = -1;
    ck_assert_uint_eq(sy_pack_matmul_args(&c, &p), SY_PACK_WIDE);
}
END_TEST

START_TEST(test_pack_reduce)
{
    int ops = 0;
    for (int op = 0; op < SY_OP_COUNT; op++) {
        const sy__op_info *info = &sy__op_table[op];
        if (info->kernel != SY__KERNEL_REDUCE)
            continue;
        ops++;
        for (int trial = 0; trial < 8; trial++) {
            sy_reduce_args a = {.op = (sy_op)op, .outer = 1 + rnd(5), .len = rnd(6), .inner = 1 + rnd(5),
                                .in_offset = rnd(30)};
            sy_reduce_packed p;
            ck_assert_uint_eq(sy_pack_reduce_args(&a, &p), 0);
            for (int64_t o = 0; o < a.outer; o++)
                for (int64_t l = 0; l < a.len; l++)
                    for (int64_t i = 0; i < a.inner; i++) {
                        const int64_t want = a.in_offset + (o * a.len + l) * a.inner + i;
                        const int64_t got = (int64_t)p.in_offset + ((int64_t)(uint32_t)o * p.len + (uint32_t)l) * p.inner + i;
                        ck_assert_msg(got == want && got <= LIM, "%s: packed %lld, unpacked %lld", info->name,
                                      (long long)got, (long long)want);
                    }
        }
        /* the last element at 2^31 - 1 fits, one further does not */
        sy_reduce_args w = {.op = (sy_op)op, .outer = 1, .len = (int64_t)1 << 30, .inner = 1,
                            .in_offset = LIM - ((int64_t)1 << 30) + 1};
        sy_reduce_packed p;
        ck_assert_uint_eq(sy_pack_reduce_args(&w, &p), 0);
        w.in_offset++;
        ck_assert_uint_eq(sy_pack_reduce_args(&w, &p), SY_PACK_WIDE);
        w.in_offset = 0, w.len = (int64_t)1 << 31;
        ck_assert_uint_eq(sy_pack_reduce_args(&w, &p), SY_PACK_WIDE);
        w.len = 4, w.in_offset = -1; /* counts and offsets no tensor has */
        ck_assert_uint_eq(sy_pack_reduce_args(&w, &p), SY_PACK_WIDE);
        w.in_offset = 0, w.outer = -1;
        ck_assert_uint_eq(sy_pack_reduce_args(&w, &p), SY_PACK_WIDE);
    }
    ck_assert_int_gt(ops, 0);
}
END_TEST

/* The packed bits of a fill are the element cpu's kernel stores. */
START_TEST(test_pack_fill)
{
    const sy_device host = sy_ck_host_device();
    const double floats[] = {0.0, 1.0, -2.75, 0.1, 65519.0, 1e-7, 3.4e38, 1e300, -INFINITY, NAN};
    const double ints[] = {0.0, 1.0, 7.0, 100.0};
    int ops = 0, checked = 0;
    for (int op = 0; op < SY_OP_COUNT; op++) {
        const sy__op_info *info = &sy__op_table[op];
        if (info->kernel != SY__KERNEL_FILL)
            continue;
        ops++;
        for (int dt = 0; dt < SY_DTYPE_COUNT; dt++) {
            if (!(info->dtypes & (1u << dt)))
                continue;
            const bool fl = sy__dtype_table[dt].category == SY__CATEGORY_FLOAT;
            const double *vals = fl ? floats : ints;
            const size_t nv = fl ? sizeof floats / sizeof floats[0] : sizeof ints / sizeof ints[0];
            for (size_t v = 0; v < nv; v++) {
                const int64_t one = 1;
                sy_tensor *t = NULL;
                const sy_status st = sy_full(&one, 1, vals[v], (sy_dtype)dt, host, &t);
                if (st == SY_E_INVALID_ARGUMENT) /* a value the dtype does not hold: never packed */
                    continue;
                SY_OK_OR_FAIL(st);
                unsigned char want[8] = {0};
                SY_OK_OR_FAIL(sy_tensor_to_data(t, want, sizeof want));
                sy_tensor_release(t);
                sy_fill_args a = {.op = (sy_op)op, .dtype = (sy_dtype)dt, .numel = 1, .value = vals[v]};
                sy_fill_packed p;
                ck_assert_uint_eq(sy_pack_fill_args(&a, &p), 0);
                ck_assert_msg(memcmp(p.bits, want, sy_dtype_size((sy_dtype)dt)) == 0, "%s %s of %g: bits differ",
                              info->name, sy_dtype_name((sy_dtype)dt), vals[v]);
                checked++;
            }
        }
        sy_fill_args w = {.op = (sy_op)op, .dtype = SY_DTYPE_F32, .numel = (int64_t)LIM + 1};
        sy_fill_packed p;
        ck_assert_uint_eq(sy_pack_fill_args(&w, &p), SY_PACK_WIDE);
    }
    ck_assert_int_gt(ops, 0);
    ck_assert_int_gt(checked, 0);
}
END_TEST

/* ---- the class op: sy_op_packed ---------------------------------------------
 * Read back as a shader reads it, from the front, by the layout the
 * contract documents; the expected count of words is summed separately. */
typedef struct op_reader {
    const sy_op_packed *p;
    uint32_t at;
    const char *what;
} op_reader;

static uint32_t take(op_reader *r)
{
    PACK_CHECK(r->at < (r->p->counts >> 16), "%s: word %u read past the %u used", r->what, r->at, r->p->counts >> 16);
    return r->p->w[r->at++];
}

static void take_shape(op_reader *r, int rank, const int64_t *shape, const char *which, int k)
{
    PACK_CHECK((int)take(r) == rank, "%s: %s %d's rank", r->what, which, k);
    for (int d = 0; d < rank; d++)
        PACK_CHECK((int64_t)take(r) == shape[d], "%s: %s %d's extent %d", r->what, which, k, d);
}

/* n_in inputs of random ranks, shapes and offsets (optional ones absent
 * half the time), random results and attributes of the op's signature. */
static void random_op_args(const sy__op_info *info, sy_tensor_arg *in, int *n_in, sy_result_arg *out,
                           sy_attr_value *attrs, const void *present)
{
    *n_in = info->n_in + (info->variadic ? (int)rnd(4) - 1 : 0);
    for (int k = 0; k < *n_in; k++) {
        memset(&in[k], 0, sizeof in[k]);
        const int slot = k < info->n_in ? k : info->n_in - 1;
        if ((info->optional >> slot & 1u) && rnd(2) == 0)
            continue; /* absent: data NULL */
        in[k].data = present;
        in[k].rank = (int)rnd(5);
        in[k].numel = 1;
        for (int d = 0; d < in[k].rank; d++) {
            in[k].shape[d] = 1 + (int64_t)rnd(9);
            in[k].numel *= in[k].shape[d];
        }
        in[k].offset = (int64_t)rnd(1000);
    }
    for (int k = 0; k < info->n_out; k++) {
        memset(&out[k], 0, sizeof out[k]);
        out[k].rank = (int)rnd(5);
        out[k].numel = 1;
        for (int d = 0; d < out[k].rank; d++) {
            out[k].shape[d] = 1 + (int64_t)rnd(9);
            out[k].numel *= out[k].shape[d];
        }
    }
    for (int j = 0; j < info->n_attrs; j++) {
        const sy__attr_desc *d = &info->attrs[j];
        sy_attr_value *v = &attrs[j];
        memset(v, 0, sizeof *v);
        v->n = d->len > 0 ? d->len : (int)rnd((uint32_t)(d->max_len < SY_MAX_RANK ? d->max_len : SY_MAX_RANK) + 1);
        for (int i = 0; i < SY_MAX_RANK; i++)
            v->i[i] = (int64_t)rnd(2001) - 1000;
        if (d->kind == SY__ATTR_BOOL)
            v->i[0] = rnd(2);
        v->f = ((double)rnd(1u << 30) - (1 << 29)) / 3.0;
    }
}

/* The words the layout gives these args (as the contract counts them). */
static int op_words_expected(const sy__op_info *info, const sy_tensor_arg *in, int n_in, const sy_result_arg *out,
                             const sy_attr_value *attrs)
{
    int n = 0;
    for (int k = 0; k < n_in; k++)
        n += in[k].data == NULL ? 1 : 2 + in[k].rank;
    for (int k = 0; k < info->n_out; k++)
        n += 1 + out[k].rank;
    for (int j = 0; j < info->n_attrs; j++) {
        const sy__attr_desc *d = &info->attrs[j];
        switch (d->kind) {
        case SY__ATTR_DEVICE:
            break;
        case SY__ATTR_FLOAT:
            n += 3;
            break;
        case SY__ATTR_INTS:
        case SY__ATTR_AXES:
        case SY__ATTR_SHAPE:
            n += (d->len > 0 ? 0 : 1) + attrs[j].n;
            break;
        default:
            n += 1;
            break;
        }
    }
    return n;
}

/* Every op of a family with `kernel: op` (the generated op table), random
 * calls: the words read back are the args' values, or the call is flagged
 * SY_PACK_SIZE exactly when the layout needs more than SY_PACK_OP_WORDS. */
START_TEST(test_pack_op_random)
{
    static const char present[1];
    int ops = 0, fitted = 0, sized = 0, absent = 0;
    for (int o = 0; o < SY_OP_COUNT; o++) {
        const sy__op_info *info = &sy__op_table[o];
        if (info->kernel != SY__KERNEL_OP)
            continue;
        ops++;
        for (int trial = 0; trial < 200; trial++) {
            sy_tensor_arg in[SY__MAX_IN + 3];
            sy_result_arg out[SY__MAX_OUT];
            sy_attr_value attrs[SY__MAX_ATTRS];
            int n_in;
            random_op_args(info, in, &n_in, out, attrs, present);
            const sy_op_args a = {
                .op = (sy_op)o, .n_in = n_in, .in = in, .n_out = info->n_out, .out = out, .attrs = attrs};
            sy_op_packed p;
            memset(&p, 0xa5, sizeof p);
            const uint32_t flags = sy_pack_op_args(&a, &p);
            const int want = op_words_expected(info, in, n_in, out, attrs);
            char what[96];
            snprintf(what, sizeof what, "%s, trial %d (%d words)", info->name, trial, want);
            if (want > SY_PACK_OP_WORDS) {
                PACK_CHECK(flags == SY_PACK_SIZE && p.flags == flags && p.counts == 0, "%s: flags %u", what, flags);
                sized++;
                continue;
            }
            PACK_CHECK(flags == 0 && p.flags == 0, "%s: flagged %u", what, flags);
            PACK_CHECK(p.counts == ((uint32_t)n_in | (uint32_t)info->n_out << 8 | (uint32_t)want << 16),
                       "%s: counts 0x%x", what, p.counts);
            op_reader r = {&p, 0, what};
            for (int k = 0; k < n_in; k++) {
                if (in[k].data == NULL) {
                    PACK_CHECK(take(&r) == SY_PACK_ABSENT, "%s: input %d is absent", what, k);
                    absent++;
                    continue;
                }
                PACK_CHECK((int64_t)take(&r) == in[k].offset, "%s: input %d's offset", what, k);
                take_shape(&r, in[k].rank, in[k].shape, "input", k);
            }
            for (int k = 0; k < info->n_out; k++)
                take_shape(&r, out[k].rank, out[k].shape, "result", k);
            for (int j = 0; j < info->n_attrs; j++) {
                const sy__attr_desc *d = &info->attrs[j];
                const sy_attr_value *v = &attrs[j];
                if (d->kind == SY__ATTR_DEVICE)
                    continue;
                if (d->kind == SY__ATTR_FLOAT) {
                    const uint32_t fw = take(&r), lo = take(&r), hi = take(&r);
                    float f;
                    double g;
                    const uint64_t bits = (uint64_t)hi << 32 | lo;
                    memcpy(&f, &fw, sizeof f);
                    memcpy(&g, &bits, sizeof g);
                    PACK_CHECK(f == (float)v->f && g == v->f, "%s: attribute %s", what, d->name);
                    continue;
                }
                const bool list = d->kind == SY__ATTR_INTS || d->kind == SY__ATTR_AXES || d->kind == SY__ATTR_SHAPE;
                int n = list ? v->n : 1;
                if (list && d->len == 0)
                    PACK_CHECK((int)take(&r) == v->n, "%s: attribute %s's count", what, d->name);
                for (int i = 0; i < n; i++)
                    PACK_CHECK((int32_t)take(&r) == v->i[i], "%s: attribute %s's value %d", what, d->name, i);
            }
            PACK_CHECK(r.at == p.counts >> 16, "%s: %u words read of %u", what, r.at, p.counts >> 16);
            fitted++;
        }
    }
    ck_assert_int_gt(ops, 0);
    ck_assert_int_gt(fitted, ops * 20);
    ck_assert_int_gt(sized, 0);
    ck_assert_int_gt(absent, 0);
}
END_TEST

/* Values past 32 bits are flagged SY_PACK_WIDE, the rest of the struct 0;
 * conv2d of rank-4 operands with a bias fits (29 words, the contract's
 * figure). */
START_TEST(test_pack_op_wide)
{
    static const char present[1];
    sy_tensor_arg in[3] = {
        {.data = present, .rank = 4, .shape = {2, 4, 9, 9}, .numel = 648},
        {.data = present, .rank = 4, .shape = {8, 4, 3, 3}, .numel = 288, .offset = 648},
        {.data = present, .rank = 1, .shape = {8}, .numel = 8, .offset = 936},
    };
    sy_result_arg out[1] = {{.rank = 4, .shape = {2, 8, 7, 7}, .numel = 784}};
    sy_attr_value attrs[SY__MAX_ATTRS] = {0};
    attrs[SY_ATTR_CONV2D_STRIDE] = (sy_attr_value){.n = 2, .i = {1, 1}};
    attrs[SY_ATTR_CONV2D_PADS] = (sy_attr_value){.n = 4, .i = {0, 0, 0, 0}};
    attrs[SY_ATTR_CONV2D_DILATION] = (sy_attr_value){.n = 2, .i = {1, 1}};
    attrs[SY_ATTR_CONV2D_GROUPS] = (sy_attr_value){.n = 1, .i = {1}};
    sy_op_args a = {.op = SY_OP_CONV2D, .n_in = 3, .in = in, .n_out = 1, .out = out, .attrs = attrs};
    sy_op_packed p;
    ck_assert_uint_eq(sy_pack_op_args(&a, &p), 0);
    ck_assert_uint_eq(p.counts >> 16, 29);
    in[0].offset = (int64_t)LIM - 647; /* the last element at 2^31 - 1: fits */
    ck_assert_uint_eq(sy_pack_op_args(&a, &p), 0);
    in[0].offset++;
    ck_assert_uint_eq(sy_pack_op_args(&a, &p), SY_PACK_WIDE);
    ck_assert_uint_eq(p.counts, 0);
    ck_assert_uint_eq(p.w[0], 0);
    in[0].offset = 0;
    attrs[SY_ATTR_CONV2D_GROUPS].i[0] = (int64_t)INT32_MAX + 1;
    ck_assert_uint_eq(sy_pack_op_args(&a, &p), SY_PACK_WIDE);
    attrs[SY_ATTR_CONV2D_GROUPS].i[0] = INT32_MIN; /* an int32 still */
    ck_assert_uint_eq(sy_pack_op_args(&a, &p), 0);
    attrs[SY_ATTR_CONV2D_GROUPS].i[0] = 1;
    out[0].shape[0] = (int64_t)LIM + 1;
    ck_assert_uint_eq(sy_pack_op_args(&a, &p), SY_PACK_WIDE);
    out[0].shape[0] = 2;
    out[0].numel = (int64_t)LIM + 1; /* a result of 2^31 elements */
    ck_assert_uint_eq(sy_pack_op_args(&a, &p), SY_PACK_WIDE);
    out[0].numel = 784;
    /* ranks no tensor has: flagged, never read past their shape arrays */
    in[0].rank = SY_MAX_RANK + 1;
    ck_assert_uint_eq(sy_pack_op_args(&a, &p), SY_PACK_SIZE);
    in[0].rank = 4;
    out[0].rank = -1;
    ck_assert_uint_eq(sy_pack_op_args(&a, &p), SY_PACK_SIZE);
    out[0].rank = 4;
    ck_assert_uint_eq(sy_pack_op_args(&a, &p), 0);
    attrs[SY_ATTR_CONV2D_STRIDE].n = 1; /* int[2] given one value */
    ck_assert_uint_eq(sy_pack_op_args(&a, &p), SY_PACK_SIZE);
    attrs[SY_ATTR_CONV2D_STRIDE].n = 2;
    const sy_op_args not_op = {.op = SY_OP_ADD, .n_in = 0, .n_out = 0};
    ck_assert_uint_eq(sy_pack_op_args(&not_op, &p), SY_PACK_SIZE);
}
END_TEST

#if SY_WITH_OPENCL
/* opencl takes the packed form: what it cannot hold is declined before any
 * buffer is looked at (the handles here are never dereferenced). */
START_TEST(test_pack_opencl_declines)
{
    if (sy_backend_device_count(SY_BACKEND_OPENCL) < 1)
        return;
    static char fake[4];
    sy_ew_args a = {.op = SY_OP_ADD, .n_in = 2, .rank = 1, .shape = {(int64_t)LIM + 1}, .numel = (int64_t)LIM + 1,
                    .out = fake, .out_dtype = SY_DTYPE_F32};
    for (int k = 0; k < 2; k++)
        a.in[k] = (sy_operand){.data = fake, .dtype = SY_DTYPE_F32, .strides = {1}};
    SY_EXPECT(SY_KERNEL_FALLBACK, sy_k_opencl_add(&a));
    int64_t zero = 0;
    sy_matmul_args m = {.op = SY_OP_MATMUL, .dtype = SY_DTYPE_F32, .batch = 1, .m = 65536, .n = 65536, .k = 1,
                        .out = fake, .a = fake, .b = fake, .a_rs = 1, .a_cs = 1, .b_rs = 1, .b_cs = 1,
                        .a_off = &zero, .b_off = &zero};
    SY_EXPECT(SY_KERNEL_FALLBACK, sy_k_opencl_matmul(&m));
}
END_TEST
#endif

/* A rank-8 call no axes merge is flagged SY_PACK_RANK: on every device it
 * still gives cpu's values (opencl's kernel declines, its fallback runs). */
START_TEST(test_pack_rank8_on_devices)
{
    sy_device devs[SY_CK_MAX_DEVICES];
    const int n = sy_ck_devices(devs, SY_CK_MAX_DEVICES);
    const sy_device host = sy_ck_host_device();
    int64_t shape[8];
    int perm[8];
    float x[256], y[256];
    for (int d = 0; d < 8; d++)
        shape[d] = 2, perm[d] = 7 - d;
    for (int i = 0; i < 256; i++)
        x[i] = (float)i * 0.5f, y[i] = (float)(255 - i);
    float want[256], got[256];
    for (int pass = 0; pass <= n; pass++) {
        const sy_device dev = pass == 0 ? host : devs[pass - 1];
        sy_tensor *a = NULL, *b = NULL, *at = NULL, *s = NULL;
        SY_OK_OR_FAIL(sy_tensor_from_data(x, SY_DTYPE_F32, shape, 8, dev, &a));
        SY_OK_OR_FAIL(sy_tensor_from_data(y, SY_DTYPE_F32, shape, 8, dev, &b));
        SY_OK_OR_FAIL(sy_permute(a, perm, 8, &at));
        SY_OK_OR_FAIL(sy_add(at, b, &s));
        SY_OK_OR_FAIL(sy_tensor_to_data(s, pass == 0 ? want : got, sizeof got));
        if (pass > 0)
            ck_assert_msg(memcmp(want, got, sizeof got) == 0, "rank-8 add differs on %s:%d", sy_backend_name(dev.backend), (int)dev.index);
        sy_tensor_release(a), sy_tensor_release(b), sy_tensor_release(at), sy_tensor_release(s);
    }
}
END_TEST

Suite *suite_pack(void)
{
    Suite *s = suite_create("pack");
    TCase *tc = tcase_create("pack");
    tcase_add_test(tc, test_pack_sizes);
    tcase_add_test(tc, test_pack_ew_random);
    tcase_add_test(tc, test_pack_ew_rank);
    tcase_add_test(tc, test_pack_ew_wide);
    tcase_add_test(tc, test_pack_matmul_random);
    tcase_add_test(tc, test_pack_matmul_wide);
    tcase_add_test(tc, test_pack_reduce);
    tcase_add_test(tc, test_pack_fill);
    tcase_add_test(tc, test_pack_op_random);
    tcase_add_test(tc, test_pack_op_wide);
#if SY_WITH_OPENCL
    tcase_add_test(tc, test_pack_opencl_declines);
#endif
    tcase_add_test(tc, test_pack_rank8_on_devices);
    suite_add_tcase(s, tc);
    return s;
}
