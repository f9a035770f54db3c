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
#include "op_packed.glsl"

layout(std430, binding = 0) writeonly buffer Out { T0 o[]; };
layout(std430, binding = 1) readonly buffer In0 { T0 x[]; };
layout(std430, binding = 2) readonly buffer In1 { T0 lo[]; };
layout(std430, binding = 3) readonly buffer In2 { T0 hi[]; };

void main()
{
    const uint id = sy_id();
    if (id >= sy_numel(1u)) // x's rank is word 1
        return;
    uint at = 0u;
    const uint xoff = sy_input(at);
    const V0 v = V0(x[xoff + id]);
#if D0 == 0
    if (OP < 3u) {
        sy_result(at);
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
    const uint loff = sy_input(at), hoff = sy_input(at);
    V0 r = v;
    if (loff != SY_ABSENT) {
        const V0 l = V0(lo[loff]);
        if (l != l || r < l)
            r = l;
    }
    if (hoff != SY_ABSENT) {
        const V0 h = V0(hi[hoff]);
        if (h != h || r > h)
            r = h;
    }
    o[id] = T0(r);
}
