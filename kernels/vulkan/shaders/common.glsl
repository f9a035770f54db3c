// switchyard vulkan shaders: what every shader shares (included by the
// others; kernels/vulkan/spirv.sh compiles them). The storage types come
// from the compile line: T0..T2 the inputs, TO the output, each float,
// int, uint8_t (bool, 0 or 1) or uint16_t, and V0..V2, VO the types they
// compute in (float, int, uint). A uint16_t holds f16 bits: where H0, H1
// or HO is 1 they load as the exact float (sy_ld16) and store rounded back
// once (sy_st16), as kernels/cpu computes f16 (runtime/sy_half.h); without
// it they are bits moved as they are (where, the f16 -> f16 cast). Only
// 16-bit storage is needed (no f16 arithmetic: the values are f32). OP is a specialization constant: the C side makes one
// pipeline per (shader, op) and the driver folds the switch away.
#extension GL_EXT_shader_8bit_storage : enable
#extension GL_EXT_shader_explicit_arithmetic_types_int8 : enable
#extension GL_EXT_shader_16bit_storage : enable

layout(local_size_x = 64) in;
layout(constant_id = 0) const uint OP = 0;

// The invocation's element: workgroups are laid out two-dimensionally
// (x at most 65535), 64 invocations each.
uint sy_id()
{
    return (gl_WorkGroupID.y * gl_NumWorkGroups.x + gl_WorkGroupID.x) * 64u + gl_LocalInvocationID.x;
}

// As kernels/cpu: maximum propagates NaN (the first one) and takes +0 over
// -0, minimum -0 over +0.
float sy_fmax(float x, float y)
{
    if (isnan(x) || isnan(y))
        return isnan(x) ? x : y;
    if (x == y)
        return (floatBitsToUint(x) >> 31) != 0u ? y : x;
    return x > y ? x : y;
}
float sy_fmin(float x, float y)
{
    if (isnan(x) || isnan(y))
        return isnan(x) ? x : y;
    if (x == y)
        return (floatBitsToUint(x) >> 31) != 0u ? x : y;
    return x < y ? x : y;
}

// f16 bits (in the low 16 bits) widened to f32, exactly: a NaN keeps its
// sign and payload and gets the quiet bit (sy__f16_to_f32). In integer
// arithmetic, so no driver's handling of f16 subnormals or NaNs enters.
float sy_ld16(uint h)
{
    const uint sign = (h & 0x8000u) << 16, ex = (h >> 10) & 0x1fu, man = h & 0x3ffu;
    if (ex == 0x1fu)
        return uintBitsToFloat(sign | 0x7f800000u | (man << 13) | (man != 0u ? 0x400000u : 0u));
    if (ex != 0u)
        return uintBitsToFloat(sign | ((ex + 112u) << 23) | (man << 13));
    if (man == 0u)
        return uintBitsToFloat(sign);
    const int e = findMSB(man); // man * 2^-24 is 1.f * 2^(e - 24), a normal f32
    return uintBitsToFloat(sign | (uint(e + 103) << 23) | ((man << uint(23 - e)) & 0x7fffffu));
}

// The last step of narrowing to f16 (sy__narrow_f64): q the kept
// significand bits (with the leading one when te, the biased exponent, is
// >= 1, so a carry moves into the exponent; the subnormal field otherwise),
// rounded to nearest even by what was shifted out (rem_gt: above half of
// q's last bit, rem_eq: exactly half); a result beyond the largest is inf.
uint sy_round16(uint sign, uint q, int te, bool rem_gt, bool rem_eq)
{
    if (rem_gt || (rem_eq && (q & 1u) != 0u))
        q++;
    const uint mag = te >= 1 ? (uint(te - 1) << 10) + q : q;
    return mag >= 0x7c00u ? sign | 0x7c00u : sign | mag;
}

// An f32 rounded once to f16 bits, to nearest even (sy__f16_from_f64 of
// its exact value): subnormals made, beyond the largest finite value inf,
// a NaN quiet with its sign and top payload bits.
uint sy_st16(float x)
{
    const uint b = floatBitsToUint(x), sign = (b >> 16) & 0x8000u, ex = (b >> 23) & 0xffu, man = b & 0x7fffffu;
    if (ex == 0xffu)
        return man == 0u ? sign | 0x7c00u : sign | 0x7e00u | (man >> 13);
    if (ex == 0u) // zero or an f32 subnormal: far below half f16's least subnormal
        return sign;
    const int te = int(ex) - 112;
    if (te >= 31)
        return sign | 0x7c00u;
    const uint shift = uint(13 + (te >= 1 ? 0 : 1 - te));
    if (shift > 24u) // below half the least subnormal
        return sign;
    const uint sig = man | 0x800000u, rem = sig & ((1u << shift) - 1u), hb = 1u << (shift - 1u);
    return sy_round16(sign, sig >> shift, te, rem > hb, rem == hb);
}
