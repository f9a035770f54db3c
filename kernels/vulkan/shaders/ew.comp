#version 450
// Elementwise over the packed form sy_ew_packed (runtime/sy_contract.h):
// output element id reads input k at offset[k] + sum idx[d] * strides[k][d],
// idx the multi-index of id over shape (last axis fastest). N_IN inputs
// (1, 2 or 3). The op (OP) picks the expression; the class (unary, binary,
// compare, where, cast) is the compile line's EW_<class>.
#include "common.glsl"

layout(push_constant) uniform P {
    uint flags, rank, numel;
    uint offset[3];
    uint shape[6];
    int strides[18];
} p;

layout(std430, binding = 0) writeonly buffer Out { TO o[]; };
layout(std430, binding = 1) readonly buffer In0 { T0 x0[]; };
#if N_IN > 1
layout(std430, binding = 2) readonly buffer In1 { T1 x1[]; };
#endif
#if N_IN > 2
layout(std430, binding = 3) readonly buffer In2 { T2 x2[]; };
#endif

#include "ew_ops.glsl"

void main()
{
    const uint id = sy_id();
    if (id >= p.numel)
        return;
    int at0 = int(p.offset[0]), at1 = int(p.offset[1]), at2 = int(p.offset[2]);
    uint rest = id;
    for (int d = int(p.rank) - 1; d >= 0; d--) {
        const uint q = d > 0 ? rest / p.shape[d] : 0u;
        const int i = int(rest - q * p.shape[d]);
        at0 += i * p.strides[d];
        at1 += i * p.strides[6 + d];
        at2 += i * p.strides[12 + d];
        rest = q;
    }
#if H0
    const V0 a = sy_ld16(uint(x0[at0]));
#else
    const V0 a = V0(x0[at0]);
#endif
#if N_IN > 1 && H1
    const V1 b = sy_ld16(uint(x1[at1]));
#elif N_IN > 1
    const V1 b = V1(x1[at1]);
#else
    const V0 b = a;
#endif
#if N_IN > 2
    const V2 c = V2(x2[at2]);
#else
    const V0 c = a;
#endif
#if HO
    o[id] = uint16_t(sy_st16(sy_op(a, b, c)));
#else
    o[id] = TO(sy_op(a, b, c));
#endif
}
