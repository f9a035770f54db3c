/* switchyard cpu backend: the bitwise ops of integers, bitwise_and,
 * bitwise_or, bitwise_xor and bitwise_not (two's complement bits, as NumPy's
 * and PyTorch's), and the shifts of unsigned integers, shift_left and
 * shift_right (ONNX BitShift): a shift by the bit width or more gives 0,
 * decided before C's shift, whose result would be undefined there. */
#include "sy_contract.h"
#include "sy_cpu_iter.h"
#include "sy_kernels.h"

/* the integer promotions make these int arithmetic on the narrow types; the
 * results fit T (signed) or are reduced modulo 2^bits by the conversion
 * (unsigned) */
#define DEF_BITS(unused, E, T, sfx)                                                                                    \
    static inline T bitwise_and_##sfx(T x, T y) { return (T)(x & y); }                                                 \
    static inline T bitwise_or_##sfx(T x, T y) { return (T)(x | y); }                                                  \
    static inline T bitwise_xor_##sfx(T x, T y) { return (T)(x ^ y); }                                                 \
    static inline T bitwise_not_##sfx(T x) { return (T)~x; }
SY__CPU_INT(DEF_BITS, _)

/* unsigned only (SY__CPU_TAKES_shift_*): y below the width, else 0 */
#define DEF_SHIFT(unused, E, T, sfx)                                                                                   \
    static inline T shift_left_##sfx(T x, T y) { return (T)(y < 8 * sizeof(T) ? (uint64_t)x << y : 0u); }              \
    static inline T shift_right_##sfx(T x, T y) { return (T)(y < 8 * sizeof(T) ? (uint64_t)x >> y : 0u); }
SY__CPU_TAKES_shift_left(DEF_SHIFT, _)

#define BITS_CASE2(op, E, T, sfx)                                                                                      \
    case SY_DTYPE_##E:                                                                                                 \
        SY__CPU_EW2(args, T, T, T, op##_##sfx(x, y))                                                                   \
        return SY_OK;
#define BITS_CASE1(op, E, T, sfx)                                                                                      \
    case SY_DTYPE_##E:                                                                                                 \
        SY__CPU_EW1(args, T, T, op##_##sfx(x))                                                                         \
        return SY_OK;

#define BITS_KERNEL(op, arity)                                                                                         \
    sy_status sy_k_cpu_##op(const sy_ew_args *args)                                                                    \
    {                                                                                                                  \
        switch (args->out_dtype) {                                                                                     \
            SY__CPU_TAKES_##op(BITS_CASE##arity, op) default : return SY_E_DTYPE_UNSUPPORTED;                          \
        }                                                                                                              \
    }

    BITS_KERNEL(bitwise_and, 2) BITS_KERNEL(bitwise_or, 2) BITS_KERNEL(bitwise_xor, 2) BITS_KERNEL(bitwise_not, 1)
        BITS_KERNEL(shift_left, 2) BITS_KERNEL(shift_right, 2)
