// switchyard vulkan shaders: what every shader shares (included by the
// others; kernels/vulkan/spirv.sh compiles them). The storage types come
// from the compile line: T0..T2 the inputs, TO the output, each float,
// int or uint8_t (bool, 0 or 1), and V0..V2, VO the types they compute in
// (float, int, uint). OP is a specialization constant: the C side makes one
// pipeline per (shader, op) and the driver folds the switch away.
#extension GL_EXT_shader_8bit_storage : enable
#extension GL_EXT_shader_explicit_arithmetic_types_int8 : enable

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
