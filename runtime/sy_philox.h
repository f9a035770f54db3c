/* Philox4x32-10 (Salmon, Moraes, Dror and Shaw, "Parallel random numbers:
 * as easy as 1, 2, 3", SC 2011; the generator of cuRAND, PyTorch's CUDA
 * draws and JAX), the counter-based generator of switchyard's random ops
 * (random_uniform_like, random_normal_like, bernoulli, multinomial):
 * element i of a draw is a function of (seed, i) alone, so every backend and
 * every order of work gives the same values for the same seed and shape.
 *
 *   key     the seed, a double as ONNX's float attribute is: its 64 bits,
 *           low word first (sy__philox_key);
 *   counter (lo32(i), hi32(i), 0, 0) for element i in row-major order;
 *   words   the four 32-bit words of the block; u = sy__philox_u53(w0, w1)
 *           is (w0 >> 5) * 2^26 + (w1 >> 6), times 2^-53 (NumPy's
 *           random_double), in [0, 1); the normal draw's second uniform is
 *           sy__philox_u53(w2, w3).
 *
 * Random123's known answers (tests/c/check_random.c): counter 0, key 0 give
 * 6627e8d5 e169c58d bc57ac4c 9b00dbd8. tests/reference/numpy_ref.py
 * computes the same stream in NumPy. */
#ifndef SY_PHILOX_H
#define SY_PHILOX_H

#include <stdint.h>
#include <string.h>

static inline void sy__philox4x32_10(const uint32_t ctr[4], const uint32_t key[2], uint32_t out[4])
{
    uint32_t c0 = ctr[0], c1 = ctr[1], c2 = ctr[2], c3 = ctr[3], k0 = key[0], k1 = key[1];
    for (int r = 0; r < 10; r++) {
        if (r > 0) {
            k0 += 0x9E3779B9u;
            k1 += 0xBB67AE85u;
        }
        const uint64_t p0 = (uint64_t)0xD2511F53u * c0, p1 = (uint64_t)0xCD9E8D57u * c2;
        const uint32_t n0 = (uint32_t)(p1 >> 32) ^ c1 ^ k0, n1 = (uint32_t)p1;
        const uint32_t n2 = (uint32_t)(p0 >> 32) ^ c3 ^ k1, n3 = (uint32_t)p0;
        c0 = n0;
        c1 = n1;
        c2 = n2;
        c3 = n3;
    }
    out[0] = c0;
    out[1] = c1;
    out[2] = c2;
    out[3] = c3;
}

/* The key of a seed: its double's 64 bits, low word first. */
static inline void sy__philox_key(double seed, uint32_t key[2])
{
    uint64_t b;
    memcpy(&b, &seed, sizeof b);
    key[0] = (uint32_t)b;
    key[1] = (uint32_t)(b >> 32);
}

/* The block of element i. */
static inline void sy__philox_block(const uint32_t key[2], uint64_t i, uint32_t out[4])
{
    const uint32_t ctr[4] = {(uint32_t)i, (uint32_t)(i >> 32), 0, 0};
    sy__philox4x32_10(ctr, key, out);
}

/* A double in [0, 1) of 53 random bits. */
static inline double sy__philox_u53(uint32_t a, uint32_t b)
{
    return ((double)(a >> 5) * 67108864.0 + (double)(b >> 6)) * (1.0 / 9007199254740992.0);
}

#endif
