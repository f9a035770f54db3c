#version 450
// sum, mean and max over the packed form sy_reduce_packed: the input seen
// as [outer, len, inner] from element in_offset; one invocation per output
// element, its len inputs in order, as kernels/cpu: f32 sums and means in
// double (rounded once; mean is NaN for len 0), i32 sums wrapping, max
// propagating NaN. OP: 0 sum, 1 mean, 2 max. D0: 0 f32, 1 i32.
#include "common.glsl"

layout(push_constant) uniform P {
    uint flags, outer, len, inner, in_offset;
} p;

layout(std430, binding = 0) writeonly buffer Out { T0 o[]; };
layout(std430, binding = 1) readonly buffer In0 { T0 x0[]; };

void main()
{
    const uint id = sy_id();
    if (id >= p.outer * p.inner)
        return;
    const uint oi = id / p.inner, ii = id - oi * p.inner;
    const uint base = p.in_offset + oi * p.len * p.inner + ii;
#if D0 == 0
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
