#version 450
// Tiled matmul over the packed form sy_matmul_packed: a 16 x 16 workgroup
// computes a 16 x 16 tile of one batch's output (workgroup z is the batch
// index t), loading 16 x 16 tiles of A_t and B_t into shared memory in
// turn. Each output element accumulates its k products in order p = 0, 1,
// ... in the dtype, as kernels/cpu: `precise` keeps every product rounded
// before its sum (no fused multiply-add); i32 wraps. D0: 0 f32, 1 i32.
#extension GL_EXT_shader_8bit_storage : enable
layout(local_size_x = 16, local_size_y = 16) in;

layout(push_constant) uniform P {
    uint flags, batch_rank;
    uint batch, m, n, k;
    uint a_offset, b_offset;
    int a_rs, a_cs, b_rs, b_cs;
    uint batch_shape[6];
    int a_bstrides[6], b_bstrides[6];
} p;

layout(std430, binding = 0) writeonly buffer Out { T0 o[]; };
layout(std430, binding = 1) readonly buffer In0 { T0 a[]; };
layout(std430, binding = 2) readonly buffer In1 { T0 b[]; };

shared T0 ta[16][16];
shared T0 tb[16][16];

void main()
{
    const uint t = gl_WorkGroupID.z;
    const uint li = gl_LocalInvocationID.y, lj = gl_LocalInvocationID.x;
    const uint i = gl_WorkGroupID.y * 16u + li, j = gl_WorkGroupID.x * 16u + lj;
    int ao = int(p.a_offset), bo = int(p.b_offset);
    uint rest = t;
    for (int d = int(p.batch_rank) - 1; d >= 0; d--) {
        const uint q = rest / p.batch_shape[d];
        const int e = int(rest - q * p.batch_shape[d]);
        ao += e * p.a_bstrides[d];
        bo += e * p.b_bstrides[d];
        rest = q;
    }
    precise T0 acc = T0(0);
    for (uint p0 = 0u; p0 < p.k; p0 += 16u) {
        // A_t[i][p0 + lj] and B_t[p0 + li][j], or 0 outside
        const uint pa = p0 + lj, pb = p0 + li;
        ta[li][lj] = i < p.m && pa < p.k ? a[ao + int(i) * p.a_rs + int(pa) * p.a_cs] : T0(0);
        tb[li][lj] = j < p.n && pb < p.k ? b[bo + int(pb) * p.b_rs + int(j) * p.b_cs] : T0(0);
        barrier();
        const uint kk = min(16u, p.k - p0);
        for (uint q = 0u; q < kk; q++) {
            precise T0 prod = ta[li][q] * tb[q][lj];
            acc = acc + prod;
        }
        barrier();
    }
    if (i < p.m && j < p.n)
        o[(t * p.m + i) * p.n + j] = acc;
}
