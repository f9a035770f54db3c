/* switchyard simd backend: elementwise add and mul (sy_simd_add, sy_simd_mul)
 * for f32, f64, i32 and i64.
 *
 * Portable C11 written so that GCC and Clang auto-vectorize the inner loops
 * (restrict pointers, unit-stride fast paths); no intrinsics, no ISA flags.
 *
 * Layout: every call is walked as rows of the last axis. A row kernel gets the
 * output row (always contiguous: outputs are fresh and row-major) and the two
 * input rows with their element strides along the last axis, and picks a fast
 * path for strides (1, 1), (1, 0) and (0, 1) (contiguous, and a scalar on
 * either side), else a generic strided loop. The outer axes are walked with an
 * odometer. So a contiguous call (rank 1, strides {1}) is one row-kernel call,
 * a scalar operand (all strides 0) hits the broadcast path, and a row-vector
 * broadcast (rank 2, strides {0, 1}) is one contiguous row call per row.
 *
 * Integers wrap: i32 and i64 data are processed as uint32_t / uint64_t (the
 * signed and unsigned variants of a type may alias each other), where + and *
 * are modular and the bit pattern is the two's complement result. */
#include <stddef.h>
#include <stdint.h>

#include "sy_kernel.h"
#include "sy_kernels.h"

/* for (i = 0; i < n; i++) BODY, split into a main loop over a multiple of 16
 * iterations and a tail: GCC's -O2 cost model only vectorizes loops whose trip
 * count is known to be a multiple of the vector length (no epilogue). */
#define SY__SIMD_FOR(i, n, BODY)                                                          \
    do {                                                                                  \
        const int64_t sy__nv = (n) & ~(int64_t)15;                                        \
        int64_t i = 0;                                                                    \
        for (; i < sy__nv; i++) {                                                         \
            BODY;                                                                         \
        }                                                                                 \
        for (; i < (n); i++) {                                                            \
            BODY;                                                                         \
        }                                                                                 \
    } while (0)

typedef void (*sy__simd_row_fn)(void *out, const void *a, int64_t sa, const void *b,
                                int64_t sb, int64_t n);

/* One row kernel per (op, element type): NAME_t does the work on typed
 * restrict parameters, NAME adapts it to sy__simd_row_fn. NAME_t stays out of
 * line: GCC keeps the no-alias facts of restrict parameters, but not of
 * restrict locals or of parameters of an inlined function, and without them
 * does not vectorize at -O2. */
#if defined(__GNUC__)
#define SY__SIMD_NOINLINE __attribute__((noinline))
#else
#define SY__SIMD_NOINLINE
#endif

#define SY__SIMD_ROW(NAME, T, EXPR)                                                       \
    static SY__SIMD_NOINLINE void NAME##_t(T *restrict o, const T *restrict a, int64_t sa, \
                                           const T *restrict b, int64_t sb, int64_t n)    \
    {                                                                                     \
        if (sa == 1 && sb == 1) {                                                         \
            SY__SIMD_FOR(i, n, const T x = a[i]; const T y = b[i]; o[i] = (EXPR));        \
        } else if (sa == 1 && sb == 0) {                                                  \
            const T y = b[0];                                                             \
            SY__SIMD_FOR(i, n, const T x = a[i]; o[i] = (EXPR));                          \
        } else if (sa == 0 && sb == 1) {                                                  \
            const T x = a[0];                                                             \
            SY__SIMD_FOR(i, n, const T y = b[i]; o[i] = (EXPR));                          \
        } else if (sa == 0 && sb == 0) {                                                  \
            const T x = a[0], y = b[0];                                                   \
            const T r = (EXPR);                                                           \
            SY__SIMD_FOR(i, n, o[i] = r);                                                 \
        } else {                                                                          \
            for (int64_t i = 0; i < n; i++) {                                             \
                const T x = a[i * sa], y = b[i * sb];                                     \
                o[i] = (EXPR);                                                            \
            }                                                                             \
        }                                                                                 \
    }                                                                                     \
    static void NAME(void *out, const void *a, int64_t sa, const void *b, int64_t sb,     \
                     int64_t n)                                                           \
    {                                                                                     \
        NAME##_t((T *)out, (const T *)a, sa, (const T *)b, sb, n);                        \
    }

SY__SIMD_ROW(sy__simd_row_add_f32, float, x + y)
SY__SIMD_ROW(sy__simd_row_add_f64, double, x + y)
SY__SIMD_ROW(sy__simd_row_add_u32, uint32_t, (uint32_t)(1u * x + y))
SY__SIMD_ROW(sy__simd_row_add_u64, uint64_t, x + y)
SY__SIMD_ROW(sy__simd_row_mul_f32, float, x * y)
SY__SIMD_ROW(sy__simd_row_mul_f64, double, x * y)
/* 1u * x keeps the product unsigned even where int is wider than 32 bits
 * (uint32_t would otherwise promote to a signed int that can overflow). */
SY__SIMD_ROW(sy__simd_row_mul_u32, uint32_t, (uint32_t)(1u * x * y))
SY__SIMD_ROW(sy__simd_row_mul_u64, uint64_t, x * y)

#undef SY__SIMD_ROW
#undef SY__SIMD_FOR
#undef SY__SIMD_NOINLINE

/* Walks an elementwise binary call as rows of its last axis. */
static sy_status sy__simd_binary(const sy_ew_args *args, sy__simd_row_fn row, size_t esize)
{
    if (args->n_in < 2)
        return SY_E_INVALID_ARGUMENT;
    const int rank = args->rank;
    if (rank < 1 || rank > SY_MAX_RANK)
        return SY_E_INVALID_ARGUMENT;
    if (args->numel <= 0)
        return SY_OK;
    for (int d = 0; d < rank; d++)
        if (args->shape[d] <= 0)
            return SY_OK;

    const int last = rank - 1;
    const int64_t *sa = args->in[0].strides;
    const int64_t *sb = args->in[1].strides;
    const int64_t n = args->shape[last];
    const int64_t rows = args->numel / n;

    char *out = (char *)args->out;
    const char *a0 = (const char *)args->in[0].data;
    const char *b0 = (const char *)args->in[1].data;
    const ptrdiff_t rowbytes = (ptrdiff_t)(n * (int64_t)esize);

    if (rank == 1) {
        row(out, a0, sa[0], b0, sb[0], n);
        return SY_OK;
    }

    /* Odometer over axes [0, last); offsets in elements. */
    int64_t idx[SY_MAX_RANK] = {0};
    int64_t oa = 0, ob = 0;
    for (int64_t r = 0; r < rows; r++) {
        row(out, a0 + oa * (int64_t)esize, sa[last], b0 + ob * (int64_t)esize, sb[last], n);
        out += rowbytes;
        for (int d = last - 1; d >= 0; d--) {
            if (++idx[d] < args->shape[d]) {
                oa += sa[d];
                ob += sb[d];
                break;
            }
            oa -= sa[d] * (idx[d] - 1);
            ob -= sb[d] * (idx[d] - 1);
            idx[d] = 0;
        }
    }
    return SY_OK;
}

sy_status sy_simd_add(const sy_ew_args *args)
{
    switch (args->out_dtype) {
    case SY_DTYPE_F32: return sy__simd_binary(args, sy__simd_row_add_f32, sizeof(float));
    case SY_DTYPE_F64: return sy__simd_binary(args, sy__simd_row_add_f64, sizeof(double));
    case SY_DTYPE_I32: return sy__simd_binary(args, sy__simd_row_add_u32, sizeof(uint32_t));
    case SY_DTYPE_I64: return sy__simd_binary(args, sy__simd_row_add_u64, sizeof(uint64_t));
    default: return SY_E_DTYPE_UNSUPPORTED;
    }
}

sy_status sy_simd_mul(const sy_ew_args *args)
{
    switch (args->out_dtype) {
    case SY_DTYPE_F32: return sy__simd_binary(args, sy__simd_row_mul_f32, sizeof(float));
    case SY_DTYPE_F64: return sy__simd_binary(args, sy__simd_row_mul_f64, sizeof(double));
    case SY_DTYPE_I32: return sy__simd_binary(args, sy__simd_row_mul_u32, sizeof(uint32_t));
    case SY_DTYPE_I64: return sy__simd_binary(args, sy__simd_row_mul_u64, sizeof(uint64_t));
    default: return SY_E_DTYPE_UNSUPPORTED;
    }
}
