#version 450
// pad over the packed form sy_op_packed (runtime/sy_contract.h), read from
// the front: x's offset, rank and extents; the result's rank and extents;
// pads (int[]: its count, then [begin of axis 0, ..., end of axis 0, ...]);
// mode (0 constant, 1 reflect, 2 edge); value (its f32, then the double's
// low and high words). One invocation per result element, as kernels/cpu's
// pad (sy_cpu_nn.c): each axis's index less its begin pad, outside x the
// value (constant), the mirror without the edge (reflect) or the edge
// (edge); elements are copied. An i32 value is the double's integer (the
// rule has checked it is one i32 holds), decoded from its bits, so the
// shader needs no Float64.
#include "common.glsl"
#include "op_packed.glsl"

layout(std430, binding = 0) writeonly buffer Out { T0 o[]; };
layout(std430, binding = 1) readonly buffer In0 { T0 x[]; };

#if D0 == 1
// The int of an integral double of magnitude below 2^31 (or -2^31), from its words.
int int_of_double(uint lo, uint hi)
{
    const int e = int((hi >> 20) & 0x7ffu) - 1023;
    if (e < 0)
        return 0;
    const uint m = 0x80000000u | ((hi & 0xfffffu) << 11) | (lo >> 21); // the top 32 bits of the significand
    const uint v = m >> uint(31 - e);
    return (hi >> 31) != 0u ? -int(v) : int(v);
}
#endif

void main()
{
    const uint id = sy_id();
    const uint rank = p.w[1];
    uint at = 0u;
    const uint xoff = sy_input(at);
    const uint yat = at; // the result's rank, then its extents
    if (id >= sy_numel(yat))
        return;
    sy_result(at);
    const uint pads = at + 1u; // past the pads' count
    const uint mode = p.w[pads + 2u * rank];
    const uint vat = pads + 2u * rank + 1u;
    // the multi-index of id over the result's shape, last axis fastest; the
    // source index of each axis, mapped in from outside x
    uint src = 0u, step = 1u, rest = id;
    bool outside = false;
    for (int d = int(rank) - 1; d >= 0; d--) {
        const uint yd = p.w[yat + 1u + uint(d)];
        const int xd = int(p.w[2u + uint(d)]);
        const uint q = rest / yd;
        int s = int(rest - q * yd) - int(p.w[pads + uint(d)]);
        rest = q;
        if (s < 0 || s >= xd) {
            if (mode == 0u)
                outside = true;
            else if (mode == 2u)
                s = s < 0 ? 0 : xd - 1;
            else
                s = s < 0 ? -s : 2 * (xd - 1) - s;
        }
        src += uint(s) * step;
        step *= uint(xd);
    }
#if D0 == 0
    const T0 value = uintBitsToFloat(p.w[vat]);
#else
    const T0 value = int_of_double(p.w[vat + 1u], p.w[vat + 2u]);
#endif
    o[id] = outside ? value : x[xoff + src];
}
