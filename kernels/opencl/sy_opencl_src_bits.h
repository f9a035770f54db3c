/* switchyard opencl backend: the OpenCL C source of the kernels of the
 * `nary` and `predicate` families (add_n, mean_n; isnan, isinf, isposinf,
 * isneginf), built with the literals of sy_opencl_src.h into one program
 * (kernels/opencl/sy_opencl_program.c), so it sees that source's pragmas,
 * helpers (sy_wadd_*) and -DSY_FP64. Handwritten. Kernel names:
 * sy_nary_<dtype> (one input broadcast into the output, copied or added),
 * sy_nary_div_<f32|f64>, sy_pred_<f32|f64>, sy_bitwise_<and|or|xor|not>_<i32|i64>
 * and sy_shift_<left|right>_u8 (launched as record-family kernels by
 * sy_opencl_ops.c). The launchers in
 * sy_opencl_bits.c pass the arguments in the order of the signatures below.
 *
 * Each string literal stays under the 4095 characters ISO C promises. */
#ifndef SY_OPENCL_SRC_BITS_H
#define SY_OPENCL_SRC_BITS_H

static const char *const sy__ocl_src_bits[] = {
    "/* add_n: out = xs[0] broadcast (first), then out = out + xs[i] for each\n"
    " * further tensor, one launch per tensor in list order: the chain of adds\n"
    " * of kernels/cpu/sy_cpu_nary.c, rounded per step (ints wrap). The input's\n"
    " * element of output element i comes from its strides against the output's\n"
    " * axes (0 where it broadcasts). mean_n then divides by the count. */\n"
    "#define SY_NARY(T, sfx, ADD)                                                       \\\n"
    "__kernel void sy_nary_##sfx(__global T *out, __global const T *in, long off,       \\\n"
    "                            int first, int rank, long numel, long8 shape,          \\\n"
    "                            long8 st)                                              \\\n"
    "{                                                                                  \\\n"
    "    long sh[8], a[8];                                                              \\\n"
    "    vstore8(shape, 0, sh);                                                         \\\n"
    "    vstore8(st, 0, a);                                                             \\\n"
    "    for (long i = get_global_id(0); i < numel; i += get_global_size(0)) {          \\\n"
    "        long r = i, p = off;                                                       \\\n"
    "        for (int d = rank - 1; d > 0; d--) {                                       \\\n"
    "            const long q = r / sh[d], e = r - q * sh[d];                           \\\n"
    "            p += e * a[d];                                                         \\\n"
    "            r = q;                                                                 \\\n"
    "        }                                                                          \\\n"
    "        const T x = in[p + r * a[0]];                                              \\\n"
    "        out[i] = first ? x : ADD(out[i], x);                                       \\\n"
    "    }                                                                              \\\n"
    "}\n"
    "#define SY_NARY_DIV(T, sfx)                                                        \\\n"
    "__kernel void sy_nary_div_##sfx(__global T *out, long numel, long n)               \\\n"
    "{                                                                                  \\\n"
    "    for (long i = get_global_id(0); i < numel; i += get_global_size(0))            \\\n"
    "        out[i] = out[i] / (T)n;                                                    \\\n"
    "}\n"
    "#define SY_FADD(x, y) ((x) + (y))\n"
    "SY_NARY(float, f32, SY_FADD)\n"
    "SY_NARY_DIV(float, f32)\n"
    "SY_NARY(int, i32, sy_wadd_i32)\n"
    "SY_NARY(long, i64, sy_wadd_i64)\n"
    "#if SY_FP64\n"
    "SY_NARY(double, f64, SY_FADD)\n"
    "SY_NARY_DIV(double, f64)\n"
    "#endif\n",

    /* (one string stays under C99's 4095 characters) */
    "/* isnan, isinf, isposinf, isneginf (mode 0 to 3), per element. */\n"
    "#define SY_PRED(T, sfx)                                                            \\\n"
    "__kernel void sy_pred_##sfx(__global uchar *y, __global const T *x, long off,      \\\n"
    "                            long numel, int mode)                                  \\\n"
    "{                                                                                  \\\n"
    "    for (long i = get_global_id(0); i < numel; i += get_global_size(0)) {          \\\n"
    "        const T v = x[off + i];                                                    \\\n"
    "        const int inf = isinf(v) != 0;                                             \\\n"
    "        y[i] = (uchar)(mode == 0   ? isnan(v) != 0                                 \\\n"
    "                       : mode == 1 ? inf                                           \\\n"
    "                       : mode == 2 ? inf && v > (T)0                               \\\n"
    "                                   : inf && v < (T)0);                             \\\n"
    "    }                                                                              \\\n"
    "}\n"
    "SY_PRED(float, f32)\n"
    "\n"
    "/* bitwise ops of i32 and i64 (record families: SY_EW1, SY_EW2 of\n"
    " * sy_opencl_src.h); two's complement bits, no overflow anywhere. */\n"
    "#define SY_BITS(T, sfx)                                                            \\\n"
    "SY_EW2(sy_bitwise_and_##sfx, T, T, T, x & y)                                       \\\n"
    "SY_EW2(sy_bitwise_or_##sfx, T, T, T, x | y)                                        \\\n"
    "SY_EW2(sy_bitwise_xor_##sfx, T, T, T, x ^ y)                                       \\\n"
    "SY_EW1(sy_bitwise_not_##sfx, T, T, ~x)\n"
    "SY_BITS(int, i32)\n"
    "SY_BITS(long, i64)\n"
    "/* the shifts of u8 (ONNX BitShift): a shift by 8 or more gives 0, decided\n"
    " * before the shift, as kernels/cpu/sy_cpu_bits.c does (OpenCL C would take\n"
    " * the count modulo the promoted width). */\n"
    "SY_EW2(sy_shift_left_u8, uchar, uchar, uchar, y < 8 ? (uchar)(x << y) : (uchar)0)\n"
    "SY_EW2(sy_shift_right_u8, uchar, uchar, uchar, y < 8 ? (uchar)(x >> y) : (uchar)0)\n"
    "#if SY_FP64\n"
    "SY_PRED(double, f64)\n"
    "#endif\n",
};

#endif
