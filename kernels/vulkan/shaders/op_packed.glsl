// The packed form of the families declared with `kernel: op`,
// sy_op_packed (runtime/sy_contract.h has the layout), as push constants,
// and the helpers every such shader reads its words with, from the front.
// Included after common.glsl by act.comp and pad.comp.
const uint SY_ABSENT = 0xffffffffu; // SY_PACK_ABSENT: an absent optional input's one word

layout(push_constant) uniform P {
    uint flags, counts;
    uint w[30]; // SY_PACK_OP_WORDS
} p;

// An input's words at `at`: returns its offset (or SY_ABSENT) and moves at
// past them (offset, rank, extents).
uint sy_input(inout uint at)
{
    const uint off = p.w[at];
    at += off == SY_ABSENT ? 1u : 2u + p.w[at + 1u];
    return off;
}

// A result's words at `at`: moves at past its rank and extents.
void sy_result(inout uint at) { at += 1u + p.w[at]; }

// The elements of a tensor whose rank is word `at` (the extents follow it).
uint sy_numel(uint at)
{
    uint n = 1u;
    for (uint d = 0u; d < p.w[at]; d++)
        n *= p.w[at + 1u + d];
    return n;
}
