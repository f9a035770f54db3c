// sy_op(a, b, c) of ew.comp, as kernels/cpu computes each op. D0 is the
// first input's dtype and DO the output's: 0 f32, 1 i32, 2 bool. The op
// codes are sy_vulkan_ops.c's VK_OP_* (one list per class).
#if EW_UNARY && D0 == 0
float sy_op(float a, float b, float c)
{
    switch (OP) {
    case 0: return -a;
    case 1: return abs(a);
    case 2: return a < 0.0 ? 0.0 : a;
    case 3: return floor(a);
    case 4: return ceil(a);
    case 5: return roundEven(a); // rint: half to even
    default: return a > 0.0 ? 1.0 : a < 0.0 ? -1.0 : a == 0.0 ? 0.0 : a; // sign keeps NaN
    }
}
#elif EW_UNARY && D0 == 1
int sy_op(int a, int b, int c)
{
    switch (OP) {
    case 0: return -a; // wraps (OpSNegate)
    case 1: return a < 0 ? -a : a;
    case 2: return a < 0 ? 0 : a;
    case 6: return (a > 0 ? 1 : 0) - (a < 0 ? 1 : 0);
    default: return ~a;
    }
}
#elif EW_UNARY && D0 == 2
uint sy_op(uint a, uint b, uint c) { return a == 0u ? 1u : 0u; } // logical_not
#elif EW_BINARY && D0 == 0
float sy_op(float a, float b, float c)
{
    switch (OP) {
    case 0: return a + b;
    case 1: return a - b;
    case 2: return a * b;
    case 3: return a / b;
    case 4: return sy_fmax(a, b);
    default: return sy_fmin(a, b);
    }
}
#elif EW_BINARY && D0 == 1
int sy_op(int a, int b, int c)
{
    switch (OP) {
    case 0: return a + b; // wrapping, as OpIAdd
    case 1: return a - b;
    case 2: return a * b;
    case 4: return a > b ? a : b;
    case 5: return a < b ? a : b;
    case 6: return a & b;
    case 7: return a | b;
    default: return a ^ b;
    }
}
#elif EW_BINARY && D0 == 2
uint sy_op(uint a, uint b, uint c)
{
    switch (OP) {
    case 9: return (a != 0u && b != 0u) ? 1u : 0u;
    case 10: return (a != 0u || b != 0u) ? 1u : 0u;
    default: return ((a != 0u) != (b != 0u)) ? 1u : 0u;
    }
}
#elif EW_COMPARE
uint sy_op(V0 a, V0 b, V0 c)
{
    bool r;
    switch (OP) {
    case 0: r = a == b; break;
    case 1: r = a < b; break;
    case 2: r = a > b; break;
    case 3: r = a <= b; break;
    default: r = a >= b; break;
    }
    return r ? 1u : 0u;
}
#elif EW_WHERE
VO sy_op(uint a, VO b, VO c) { return a != 0u ? b : c; }
#elif EW_CAST && DO == 2
uint sy_op(V0 a, V0 b, V0 c) { return a != V0(0) ? 1u : 0u; }
#elif EW_CAST && D0 == 2
VO sy_op(uint a, uint b, uint c) { return a != 0u ? VO(1) : VO(0); }
#elif EW_CAST && D0 == 0 && DO == 1
// float -> int saturates, NaN gives 0
int sy_op(float a, float b, float c)
{
    if (isnan(a))
        return 0;
    if (a >= 2147483648.0)
        return 2147483647;
    if (a <= -2147483648.0)
        return int(0x80000000u);
    return int(a);
}
#elif EW_CAST
VO sy_op(V0 a, V0 b, V0 c) { return VO(a); }
#else
#error "ew_ops.glsl: no class"
#endif
