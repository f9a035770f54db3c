/* switchyard simd backend: public controls.
 *
 * The simd kernels split large work over a persistent pool of worker threads
 * (created on first use, parked on a condition variable between calls). The
 * thread count is read once from the environment variable SY_NUM_THREADS
 * (a positive integer; above 64 counts as 64; anything else, such as 0 or
 * "4x", is ignored), else it is the number of online CPUs; it can be
 * changed at any time from any thread. Small tensors always run on the
 * calling thread alone. Results are deterministic for a given thread count
 * (static partitioning, partial results combined in a fixed order).
 *
 * The kernels come in three variants, generic C, AVX2+FMA and AVX-512; the
 * best the CPU supports runs. SY_SIMD_ISA=generic|avx2|avx512 (any case),
 * read once, caps the choice (it never picks a variant the CPU lacks; other
 * values are ignored); sy_simd_isa() tells which variant runs. */
#ifndef SY_SIMD_H
#define SY_SIMD_H

#include "sy_export.h"

#ifdef __cplusplus
extern "C" {
#endif

/* Sets how many threads (the caller included) large simd kernels use; n <= 0
 * restores the default (SY_NUM_THREADS, else the online CPU count). Values
 * above 64 are clamped to 64. */
SY_API void sy_simd_set_num_threads(int n);

/* The thread count large simd kernels currently use (>= 1). */
SY_API int sy_simd_num_threads(void);

/* The kernel variant in use: "generic", "avx2" or "avx512". */
SY_API const char *sy_simd_isa(void);

#ifdef __cplusplus
}
#endif

#endif
