#version 450
// Ops of families declared with `kernel: op`, over the packed form
// sy_op_packed (runtime/sy_contract.h): the words every such family shares,
// read from the front. Contiguous x (binding 1) -> the result (binding 0),
// elementwise: OP 0 leaky_relu, 1 thresholded_relu, 2 shrink (x, alpha
// [, beta]), 3 clip (x, optional one-element low and high at bindings 2 and
// 3; the C side binds x in place of an absent one, never read). As
// kernels/cpu computes them (sy_cpu_act.c): f32 alpha and beta; a product, a
// sum or a difference of x and a parameter rounded once (cpu's double
// result rounded to f32 is the correctly rounded f32 operation); selections
// copy the element.
#include "common.glsl"

const uint ABSENT = 0xffffffffu; // SY_PACK_ABSENT

layout(push_constant) uniform P {
    uint flags, counts;
    uint w[30];
} p;

layout(std430, binding = 0) writeonly buffer Out { T0 o[]; };
layout(std430, binding = 1) readonly buffer In0 { T0 x[]; };
layout(std430, binding = 2) readonly buffer In1 { T0 lo[]; };
layout(std430, binding = 3) readonly buffer In2 { T0 hi[]; };

// An input's words at `at`: its offset, or ABSENT; at moves past them.
uint input_words(inout uint at)
{
    const uint off = p.w[at];
    at += off == ABSENT ? 1u : 2u + p.w[at + 1u];
    return off;
}

void main()
{
    const uint id = sy_id();
    uint n = 1u; // x's elements: the product of its extents
    for (uint d = 0u; d < p.w[1]; d++)
        n *= p.w[2u + d];
    if (id >= n)
        return;
    uint at = 0u;
    const uint xoff = input_words(at);
    const V0 v = V0(x[xoff + id]);
#if D0 == 0
    if (OP < 3u) {
        at += 1u + p.w[at]; // the result's rank and extents
        const float a = uintBitsToFloat(p.w[at]);
        const float b = OP == 2u ? uintBitsToFloat(p.w[at + 3u]) : 0.0;
        float r;
        if (OP == 0u)
            r = v < 0.0 ? a * v : v;
        else if (OP == 1u)
            r = v <= a ? 0.0 : v;
        else
            r = v < -a ? v + b : v > a ? v - b : 0.0;
        o[id] = T0(r);
        return;
    }
#endif
    // clip: min(max(x, low), high) in ONNX's order; a NaN bound replaces every element
    const uint loff = input_words(at), hoff = input_words(at);
    V0 r = v;
    if (loff != ABSENT) {
        const V0 l = V0(lo[loff]);
        if (l != l || r < l)
            r = l;
    }
    if (hoff != ABSENT) {
        const V0 h = V0(hi[hoff]);
        if (h != h || r > h)
            r = h;
    }
    o[id] = T0(r);
}
