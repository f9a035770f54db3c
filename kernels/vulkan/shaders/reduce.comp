#version 450
// sum, mean and max over the packed form sy_reduce_packed: the input seen
// as [outer, len, inner] from element in_offset; one invocation per output
// element, its len inputs in order, as kernels/cpu: f32 sums and means in
// double (rounded once; mean is NaN for len 0), i32 sums wrapping, max
// propagating NaN. OP: 0 sum, 1 mean, 2 max. D0: 0 f32, 1 i32. H0: the
// elements are f16 bits (T0 uint16_t), summed as f32's are, the double
// rounded once to f16 (sum, mean), the max taken in f32 (exact).
#include "common.glsl"

layout(push_constant) uniform P {
    uint flags, outer, len, inner, in_offset;
} p;

layout(std430, binding = 0) writeonly buffer Out { T0 o[]; };
layout(std430, binding = 1) readonly buffer In0 { T0 x0[]; };

#if H0
// A double rounded once to f16 bits, to nearest even, from its exact value
// (sy__f16_from_f64; a double is not first rounded to float): the 53-bit
// significand in two words, hi holding its top 21 bits.
uint sy_narrow16(double x)
{
    const uvec2 w = unpackDouble2x32(x); // .x low word, .y high word
    const uint sign = (w.y >> 16) & 0x8000u, ex = (w.y >> 20) & 0x7ffu, manhi = w.y & 0xfffffu;
    if (ex == 0x7ffu)
        return (manhi | w.x) == 0u ? sign | 0x7c00u : sign | 0x7e00u | (manhi >> 10);
    if (ex == 0u) // zero or a double subnormal
        return sign;
    const int te = int(ex) - 1008;
    if (te >= 31)
        return sign | 0x7c00u;
    // the shift below f16's last bit is 42 + (subnormal extra) >= 42: it
    // takes all of the low word and s bits of the high one
    const uint s = uint(10 + (te >= 1 ? 0 : 1 - te));
    if (s > 22u) // below half the least subnormal
        return sign;
    const uint sig = manhi | 0x100000u, rem = sig & ((1u << s) - 1u), hb = 1u << (s - 1u);
    return sy_round16(sign, sig >> s, te, rem > hb || (rem == hb && w.x != 0u), rem == hb && w.x == 0u);
}
#endif

void main()
{
    const uint id = sy_id();
    if (id >= p.outer * p.inner)
        return;
    const uint oi = id / p.inner, ii = id - oi * p.inner;
    const uint base = p.in_offset + oi * p.len * p.inner + ii;
#if D0 == 0 && H0
    if (OP == 2u) {
        float m = uintBitsToFloat(0xff800000u); // -inf
        for (uint l = 0u; l < p.len; l++)
            m = sy_fmax(m, sy_ld16(uint(x0[base + l * p.inner])));
        o[id] = uint16_t(sy_st16(m));
        return;
    }
    double acc = 0.0LF;
    for (uint l = 0u; l < p.len; l++)
        acc += double(sy_ld16(uint(x0[base + l * p.inner])));
    if (OP == 1u)
        o[id] = uint16_t(p.len == 0u ? 0x7e00u : sy_narrow16(acc / double(p.len)));
    else
        o[id] = uint16_t(sy_narrow16(acc));
#elif D0 == 0
    if (OP == 2u) {
        float m = uintBitsToFloat(0xff800000u); // -inf
        for (uint l = 0u; l < p.len; l++)
            m = sy_fmax(m, x0[base + l * p.inner]);
        o[id] = m;
        return;
    }
    double acc = 0.0LF;
    for (uint l = 0u; l < p.len; l++)
        acc += double(x0[base + l * p.inner]);
    if (OP == 1u)
        o[id] = p.len == 0u ? uintBitsToFloat(0x7fc00000u) : float(acc / double(p.len));
    else
        o[id] = float(acc);
#else
    int acc = OP == 2u ? int(0x80000000u) : 0;
    for (uint l = 0u; l < p.len; l++) {
        const int x = x0[base + l * p.inner];
        acc = OP == 2u ? (x > acc ? x : acc) : acc + x;
    }
    o[id] = acc;
#endif
}
