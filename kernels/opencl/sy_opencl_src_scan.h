/* switchyard opencl backend: the OpenCL C source of the scans (cumsum),
 * built after sy_opencl_src.h, sy_opencl_src_nn.h and sy_opencl_src_conv.h
 * into the one program (kernels/opencl/sy_opencl_program.c), so it sees
 * their pragmas and helpers (sy_wadd_*, sy_kadd, sy_kfin) and the same
 * -DSY_FP64. Handwritten. Kernel names: sy_cumsum_<f32|f64|i32|i64>; the
 * launcher in sy_opencl_scan.c passes the arguments in the order of the
 * signature below.
 *
 * Each string literal stays under the 4095 characters ISO C promises. */
#ifndef SY_OPENCL_SRC_SCAN_H
#define SY_OPENCL_SRC_SCAN_H

static const char *const sy__ocl_src_scan[] = {
    "/* cumsum: one work-item per line of the [outer, len, inner] split, in\n"
    " * order (from the end with reverse), the steps of kernels/cpu/sy_cpu_scan.c:\n"
    " * the first sum is the line's first element itself, y the sum after\n"
    " * adding x (before it when exclusive, the first y 0). A is the running\n"
    " * sum's type, FIRST(x) it from one element, ADD(a, x) one more, OUT(a)\n"
    " * the result: f32 and f64 in double (the device has fp64), so f32 results\n"
    " * equal cpu's bit for bit; without fp64 f32 sums in a compensated float\n"
    " * pair (sy_kadd, sy_kfin), within a few ulp of cpu's; integers wrap. */\n"
    "#define SY_CUMSUM(sfx, T, A, FIRST, ADD, OUT)                                      \\\n"
    "__kernel void sy_cumsum_##sfx(__global T *y, __global const T *x, long off,        \\\n"
    "                              long outer, long len, long inner, int exclusive,     \\\n"
    "                              int reverse)                                         \\\n"
    "{                                                                                  \\\n"
    "    const long rows = outer * inner;                                               \\\n"
    "    for (long g = get_global_id(0); g < rows; g += get_global_size(0)) {           \\\n"
    "        const long o = g / inner, i = g - o * inner;                               \\\n"
    "        const long base = o * len * inner + i;                                     \\\n"
    "        A acc = FIRST((T)0);                                                       \\\n"
    "        for (long n = 0; n < len; n++) {                                           \\\n"
    "            const long at = base + (reverse ? len - 1 - n : n) * inner;            \\\n"
    "            const T v = x[off + at];                                               \\\n"
    "            if (exclusive)                                                         \\\n"
    "                y[at] = n == 0 ? (T)0 : OUT(acc);                                  \\\n"
    "            acc = n == 0 ? FIRST(v) : ADD(acc, v);                                 \\\n"
    "            if (!exclusive)                                                        \\\n"
    "                y[at] = OUT(acc);                                                  \\\n"
    "        }                                                                          \\\n"
    "    }                                                                              \\\n"
    "}\n"
    "#define SY_CS_SAME(v) (v)\n"
    "#define SY_CS_D(v) ((double)(v))\n"
    "#define SY_CS_DADD(a, v) ((a) + (double)(v))\n"
    "#define SY_CS_F32(a) ((float)(a))\n"
    "#define SY_CS_K(v) ((float2)((v), 0.0f))\n"
    "#if SY_FP64\n"
    "SY_CUMSUM(f32, float, double, SY_CS_D, SY_CS_DADD, SY_CS_F32)\n"
    "SY_CUMSUM(f64, double, double, SY_CS_D, SY_CS_DADD, SY_CS_SAME)\n"
    "#else\n"
    "SY_CUMSUM(f32, float, float2, SY_CS_K, sy_kadd, sy_kfin)\n"
    "#endif\n"
    "SY_CUMSUM(i32, int, int, SY_CS_SAME, sy_wadd_i32, SY_CS_SAME)\n"
    "SY_CUMSUM(i64, long, long, SY_CS_SAME, sy_wadd_i64, SY_CS_SAME)\n",
};

#endif
