/* switchyard, internal: the 2-byte float formats stored as bits (uint16_t),
 * IEEE 754 binary16 (f16, ONNX FLOAT16) and bfloat16 (bf16, ONNX BFLOAT16),
 * and their conversions to and from float and double. Header-only, used by
 * the runtime (fill values), the cpu kernels and the tests.
 *
 * The rules (README, "f16 and bf16"):
 *   widening (f16/bf16 -> f32, f64) is exact; a NaN keeps its sign and its
 *     payload bits, shifted to the top of the wider significand, and gets
 *     the quiet bit (set here, not left to whether a compiler folds a float
 *     -> double -> float round trip; PyTorch's f16 -> f32 quiets too, NumPy's
 *     keeps a signaling NaN signaling);
 *   narrowing (f64 or f32 -> f16/bf16) rounds once, to nearest with ties to
 *     even, from the exact value: a double is not first rounded to float
 *     (NumPy's f64 -> f16; PyTorch rounds through f32, which differs in rare
 *     double-rounding cases); subnormals are produced, a finite value that
 *     rounds beyond the largest finite one gives infinity, infinities stay;
 *   a NaN narrows to a quiet NaN of the same sign keeping the top payload
 *     bits that fit (the quiet bit set): what IEEE 754 conversions and the
 *     x86 F16C and Arm FCVT instructions give. NumPy keeps the payload without
 *     setting the quiet bit and PyTorch gives one canonical NaN (0x7e00 and
 *     0x7fc0 without sign), so tests compare NaNs by this rule, not by bits.
 * An integer narrows through sy__i64_to_f64_odd, so it too rounds once. */
#ifndef SY_HALF_H
#define SY_HALF_H

#include <stdint.h>
#include <string.h>

/* A format of 1 + E + M bits (E exponent bits, M significand bits): f16 is
 * E 5, M 10; bf16 is E 8, M 7. */
static inline uint16_t sy__narrow_f64(double x, int e_bits, int m_bits)
{
    uint64_t b;
    memcpy(&b, &x, sizeof b);
    const uint16_t sign = (uint16_t)((b >> 63) << 15);
    const int ex = (int)((b >> 52) & 0x7ff);
    const uint64_t man = b & ((UINT64_C(1) << 52) - 1u);
    const int bias = (1 << (e_bits - 1)) - 1, emax_field = (1 << e_bits) - 1;
    const uint16_t inf = (uint16_t)(sign | (unsigned)emax_field << m_bits);
    if (ex == 0x7ff) {
        if (man == 0)
            return inf;
        return (uint16_t)(inf | 1u << (m_bits - 1) | (unsigned)(man >> (52 - m_bits)));
    }
    if (ex == 0) /* zero or a double subnormal, far below half the least subnormal of either format */
        return sign;
    const uint64_t sig = man | UINT64_C(1) << 52;
    const int te = ex - 1023 + bias; /* the target's biased exponent, if normal */
    if (te >= emax_field)
        return inf;
    const int shift = 52 - m_bits + (te >= 1 ? 0 : 1 - te);
    if (shift > 54) /* below half the least subnormal */
        return sign;
    uint64_t q = sig >> shift;
    const uint64_t rem = sig & ((UINT64_C(1) << shift) - 1u), half = UINT64_C(1) << (shift - 1);
    if (rem > half || (rem == half && (q & 1u)))
        q++;
    /* normal: q holds the implicit bit, so adding it to (te - 1) << M carries a
     * rounding overflow into the exponent; subnormal: q is the field itself
     * (q == 2^M is the least normal). */
    const uint64_t mag = te >= 1 ? ((uint64_t)(te - 1) << m_bits) + q : q;
    if (mag >= (uint64_t)emax_field << m_bits)
        return inf;
    return (uint16_t)(sign | mag);
}

/* f16's widening (bf16's is a shift, sy__bf16_to_f32). */
static inline float sy__widen_bits(uint16_t h, int e_bits, int m_bits)
{
    const uint32_t sign = (uint32_t)(h >> 15) << 31;
    const int ex = (h >> m_bits) & ((1 << e_bits) - 1);
    const uint32_t man = h & ((1u << m_bits) - 1u);
    const int bias = (1 << (e_bits - 1)) - 1;
    uint32_t b;
    if (ex == (1 << e_bits) - 1) {
        b = sign | 0x7f800000u | (man != 0 ? 0x400000u : 0u) | man << (23 - m_bits);
    } else if (ex != 0) {
        b = sign | (uint32_t)(ex - bias + 127) << 23 | man << (23 - m_bits);
    } else if (man == 0) {
        b = sign;
    } else { /* subnormal: man * 2^(1 - bias - M), a normal f32 for f16 (bf16 widens by a shift) */
        int e = 1 - bias - m_bits + 23; /* exponent of man's bit 23 after normalizing */
        uint32_t m = man;
        while (!(m & 0x800000u)) {
            m <<= 1;
            e--;
        }
        b = sign | (uint32_t)(e + 127) << 23 | (m & 0x7fffffu);
    }
    float f;
    memcpy(&f, &b, sizeof f);
    return f;
}

static inline uint16_t sy__f16_from_f64(double x) { return sy__narrow_f64(x, 5, 10); }
static inline uint16_t sy__bf16_from_f64(double x) { return sy__narrow_f64(x, 8, 7); }
static inline float sy__f16_to_f32(uint16_t h) { return sy__widen_bits(h, 5, 10); }
static inline float sy__bf16_to_f32(uint16_t h)
{
    uint32_t b = (uint32_t)h << 16;
    if ((b & 0x7fffffffu) > 0x7f800000u)
        b |= 0x400000u; /* a NaN: quiet */
    float f;
    memcpy(&f, &b, sizeof f);
    return f;
}

/* A uint64_t or an int64_t as a double rounded to odd (exact below 2^53; above, the bits
 * shifted out leave a sticky last bit), so that narrowing it again rounds as
 * if from the integer itself: 53 bits exceed 2 + either format's 11 or 8. */
static inline double sy__u64_to_f64_odd(uint64_t u)
{
    if (u < (UINT64_C(1) << 53))
        return (double)u;
    int s = 0;
    while ((u >> s) >= (UINT64_C(1) << 53))
        s++;
    const uint64_t v = (u >> s) | ((u & ((UINT64_C(1) << s) - 1u)) != 0);
    return (double)v * (double)(UINT64_C(1) << s);
}
static inline double sy__i64_to_f64_odd(int64_t x)
{
    const double d = sy__u64_to_f64_odd(x < 0 ? 0u - (uint64_t)x : (uint64_t)x);
    return x < 0 ? -d : d;
}

/* The largest finite value of each format, for fill-value checks. */
#define SY__F16_MAX 65504.0
#define SY__BF16_MAX 0x1.fep127

/* A float element of ONNX element type `onnx` (1 FLOAT, 11 DOUBLE, 10 FLOAT16,
 * 16 BFLOAT16) at p: loaded as a double, or v stored rounded once. Other
 * types load 0 and store nothing. */
static inline double sy__float_load(const void *p, int onnx)
{
    switch (onnx) {
    case 1: {
        float f;
        memcpy(&f, p, sizeof f);
        return f;
    }
    case 11: {
        double d;
        memcpy(&d, p, sizeof d);
        return d;
    }
    case 10:
    case 16: {
        uint16_t h;
        memcpy(&h, p, sizeof h);
        return onnx == 10 ? sy__f16_to_f32(h) : sy__bf16_to_f32(h);
    }
    default:
        return 0;
    }
}

static inline void sy__float_store(void *p, int onnx, double v)
{
    switch (onnx) {
    case 1: {
        const float f = (float)v;
        memcpy(p, &f, sizeof f);
        break;
    }
    case 11:
        memcpy(p, &v, sizeof v);
        break;
    case 10:
    case 16: {
        const uint16_t h = onnx == 10 ? sy__f16_from_f64(v) : sy__bf16_from_f64(v);
        memcpy(p, &h, sizeof h);
        break;
    }
    default:
        break;
    }
}

#endif
