/* switchyard blas backend: matrix product (sy_k_blas_matmul) for f32 and f64
 * through OpenBLAS's cblas_sgemm / cblas_dgemm.
 *
 * Each batch entry is one row-major GEMM with beta = 0. An operand whose view
 * is row-major with a unit column stride goes in as CblasNoTrans with ld = its
 * row stride; one with a unit row stride (a transposed view) as CblasTrans
 * with ld = its column stride; neither needs a copy. Anything else (both
 * strides non-unit, a broadcast stride 0 along a dimension longer than 1, a
 * negative stride, a leading dimension BLAS would reject) is copied into a
 * contiguous scratch buffer, which is reused while consecutive batch entries
 * share the operand's offset. When B is shared by the whole batch and A's
 * batch entries sit one after another at a uniform row stride, the batch is
 * folded into one GEMM of (batch * m) rows.
 *
 * BLAS takes int dimensions: m, n, k, folded row counts and leading
 * dimensions above INT_MAX give SY_E_UNSUPPORTED (or take the copy path for
 * a leading dimension). k == 0 writes zeros without calling BLAS. */
#include <limits.h>
#include <stddef.h>
#include <stdint.h>
#include <stdlib.h>

#include <cblas.h>

#include "sy_contract.h"
#include "sy_blas_claims.h"
#include "sy_kernels.h"

/* How one operand (rows x cols, element [r][c] at base + r * rs + c * cs)
 * is handed to BLAS. */
typedef struct sy__blas_view {
    enum CBLAS_TRANSPOSE trans;
    int64_t ld;
    int in_place; /* 0: copy into scratch first (then NoTrans, ld = max(1, cols)) */
} sy__blas_view;

static int64_t max1(int64_t x) { return x > 1 ? x : 1; }

static sy__blas_view pick(int64_t rows, int64_t cols, int64_t rs, int64_t cs)
{
    sy__blas_view v;
    /* A stride along a dimension of length 1 is never used, so it does not
     * constrain the layout. */
    if (cols == 1 || cs == 1) {
        const int64_t ld = rows == 1 ? max1(cols) : rs;
        if (ld >= max1(cols) && ld <= INT_MAX) {
            v.trans = CblasNoTrans;
            v.ld = ld;
            v.in_place = 1;
            return v;
        }
    }
    if (rows == 1 || rs == 1) {
        const int64_t ld = cols == 1 ? max1(rows) : cs;
        if (ld >= max1(rows) && ld <= INT_MAX) {
            v.trans = CblasTrans;
            v.ld = ld;
            v.in_place = 1;
            return v;
        }
    }
    v.trans = CblasNoTrans;
    v.ld = max1(cols);
    v.in_place = 0;
    return v;
}

/* Typed helpers: copy a strided rows x cols view into contiguous row-major
 * storage, and run one GEMM. */
#define SY__BLAS_TYPED(SUFFIX, T, GEMM)                                                        \
    static void sy__blas_pack_##SUFFIX(T *restrict dst, const T *src, int64_t rows,            \
                                       int64_t cols, int64_t rs, int64_t cs)                   \
    {                                                                                          \
        for (int64_t r = 0; r < rows; r++)                                                     \
            for (int64_t c = 0; c < cols; c++)                                                 \
                dst[r * cols + c] = src[r * rs + c * cs];                                      \
    }                                                                                          \
                                                                                               \
    static void sy__blas_gemm_##SUFFIX(sy__blas_view va, const void *a, sy__blas_view vb,      \
                                       const void *b, int64_t m, int64_t n, int64_t k,         \
                                       void *c)                                                \
    {                                                                                          \
        GEMM(CblasRowMajor, va.trans, vb.trans, (int)m, (int)n, (int)k, (T)1, (const T *)a,    \
             (int)va.ld, (const T *)b, (int)vb.ld, (T)0, (T *)c, (int)n);                      \
    }

SY__BLAS_TYPED(f32, float, cblas_sgemm)
SY__BLAS_TYPED(f64, double, cblas_dgemm)

#undef SY__BLAS_TYPED

/* Returns a pointer to operand entry `off` laid out as `v` describes, copying
 * into *scratch (allocated on first use) when the view is not in place. */
static sy_status operand_of(sy_dtype dt, const char *base, int64_t off, int64_t rows,
                                  int64_t cols, int64_t rs, int64_t cs, sy__blas_view v,
                                  void **scratch, int64_t *scratch_off, int *scratch_valid,
                                  const void **ptr)
{
    const size_t esize = dt == SY_DTYPE_F32 ? sizeof(float) : sizeof(double);
    if (v.in_place) {
        *ptr = base + off * (int64_t)esize;
        return SY_OK;
    }
    if (*scratch == NULL) {
        /* rows, cols <= INT_MAX, so rows * cols fits in int64_t. */
        const uint64_t count = (uint64_t)rows * (uint64_t)cols;
        if (count > SIZE_MAX / esize)
            return SY_E_OUT_OF_MEMORY;
        *scratch = malloc((size_t)count * esize);
        if (*scratch == NULL)
            return SY_E_OUT_OF_MEMORY;
        *scratch_valid = 0;
    }
    if (!*scratch_valid || *scratch_off != off) {
        const char *src = base + off * (int64_t)esize;
        if (dt == SY_DTYPE_F32)
            sy__blas_pack_f32((float *)*scratch, (const float *)src, rows, cols, rs, cs);
        else
            sy__blas_pack_f64((double *)*scratch, (const double *)src, rows, cols, rs, cs);
        *scratch_off = off;
        *scratch_valid = 1;
    }
    *ptr = *scratch;
    return SY_OK;
}

/* The claim (sy_blas_claims.h) is the dtype switch; the code below is written
 * for f32 and f64 (cblas_sgemm, cblas_dgemm), which the assertion keeps true. */
#define TAKES_CASE(unused, E, T, sfx) case SY_DTYPE_##E:
#define TAKES_BIT(unused, E, T, sfx) | SY__DT_##E
_Static_assert((0u SY__BLAS_TAKES_matmul(TAKES_BIT, _)) == (SY__DT_F32 | SY__DT_F64),
               "blas's matmul is written for f32 and f64: a dtype claimed for it needs its code here");

sy_status sy_k_blas_matmul(const sy_matmul_args *args)
{
    const sy_dtype dt = args->dtype;
    switch (dt) {
        SY__BLAS_TAKES_matmul(TAKES_CASE, _)
        break;
    default:
        return SY_E_DTYPE_UNSUPPORTED;
    }
    const int64_t batch = args->batch, m = args->m, n = args->n, k = args->k;
    if (batch < 0 || m < 0 || n < 0 || k < 0)
        return SY_E_INVALID_ARGUMENT;
    if (batch == 0 || m == 0 || n == 0)
        return SY_OK;
    const size_t esize = dt == SY_DTYPE_F32 ? sizeof(float) : sizeof(double);
    const int64_t mn = m * n;

    if (k == 0) {
        if (dt == SY_DTYPE_F32) {
            float *o = (float *)args->out;
            for (int64_t e = 0; e < batch * mn; e++)
                o[e] = 0.0f;
        } else {
            double *o = (double *)args->out;
            for (int64_t e = 0; e < batch * mn; e++)
                o[e] = 0.0;
        }
        return SY_OK;
    }
    if (m > INT_MAX || n > INT_MAX || k > INT_MAX)
        return SY_E_UNSUPPORTED;

    void (*gemm)(sy__blas_view, const void *, sy__blas_view, const void *, int64_t, int64_t,
                 int64_t, void *) = dt == SY_DTYPE_F32 ? sy__blas_gemm_f32 : sy__blas_gemm_f64;
    const char *a = (const char *)args->a;
    const char *b = (const char *)args->b;
    char *out = (char *)args->out;
    const sy__blas_view va = pick(m, k, args->a_rs, args->a_cs);
    const sy__blas_view vb = pick(k, n, args->b_rs, args->b_cs);

    void *sa = NULL, *sb = NULL;
    int64_t sa_off = 0, sb_off = 0;
    int sa_valid = 0, sb_valid = 0;
    sy_status st = SY_OK;
    const void *pa, *pb;

    /* Fold the batch into one GEMM: B shared, A row-major in place with every
     * entry starting right after the previous one's last row. */
    int fold = batch > 1 && va.in_place && va.trans == CblasNoTrans &&
               (uint64_t)batch * (uint64_t)m <= (uint64_t)INT_MAX;
    for (int64_t t = 1; fold && t < batch; t++)
        fold = args->b_off[t] == args->b_off[0] &&
               args->a_off[t] == args->a_off[0] + t * m * va.ld;
    if (fold) {
        st = operand_of(dt, b, args->b_off[0], k, n, args->b_rs, args->b_cs, vb, &sb,
                              &sb_off, &sb_valid, &pb);
        if (st == SY_OK) {
            pa = a + args->a_off[0] * (int64_t)esize;
            gemm(va, pa, vb, pb, batch * m, n, k, out);
        }
        free(sb);
        return st;
    }

    for (int64_t t = 0; t < batch && st == SY_OK; t++) {
        st = operand_of(dt, a, args->a_off[t], m, k, args->a_rs, args->a_cs, va, &sa,
                              &sa_off, &sa_valid, &pa);
        if (st != SY_OK)
            break;
        st = operand_of(dt, b, args->b_off[t], k, n, args->b_rs, args->b_cs, vb, &sb,
                              &sb_off, &sb_valid, &pb);
        if (st != SY_OK)
            break;
        gemm(va, pa, vb, pb, m, n, k, out + t * mn * (int64_t)esize);
    }
    free(sa);
    free(sb);
    return st;
}
