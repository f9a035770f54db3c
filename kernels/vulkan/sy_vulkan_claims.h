/* switchyard vulkan backend: the dtypes its shaders take, one line per op
 * (generator/claims.py reads it: backends.yaml's `ops:` of vulkan may list
 * only these; sy_vulkan_ops.c's TAKES tests them). f32, i32 and bool
 * (bool buffers need the device's 8-bit storage, which lavapipe has), and
 * f16 where cpu computes it as the f32 operation rounded back and the
 * shader's f32 operation is cpu's by Vulkan's rules (correctly rounded +, -,
 * *; the selections; not div, whose OpFDiv may be 2.5 ulp off), on devices
 * with 16-bit storage (else those calls run on cpu); everything else runs on
 * cpu. Only #defines here: the generator does not run the preprocessor. */
#ifndef SY_VULKAN_CLAIMS_H
#define SY_VULKAN_CLAIMS_H

#include "switchyard.h"

/* groups */
#define SY__VULKAN_NUM(X, a) SY__EACH_F32(X, a) SY__EACH_I32(X, a)
#define SY__VULKAN_ALL(X, a) SY__VULKAN_NUM(X, a) SY__EACH_BOOL(X, a)
#define SY__VULKAN_NUM_F16(X, a) SY__VULKAN_NUM(X, a) SY__EACH_F16(X, a)
#define SY__VULKAN_ALL_F16(X, a) SY__VULKAN_ALL(X, a) SY__EACH_F16(X, a)
#define SY__VULKAN_F32_F16(X, a) SY__EACH_F32(X, a) SY__EACH_F16(X, a)

#define SY__VULKAN_TAKES_zeros SY__VULKAN_ALL_F16
#define SY__VULKAN_TAKES_ones SY__VULKAN_ALL_F16
#define SY__VULKAN_TAKES_full SY__VULKAN_ALL_F16
#define SY__VULKAN_TAKES_neg SY__VULKAN_NUM_F16
#define SY__VULKAN_TAKES_abs SY__VULKAN_NUM_F16
#define SY__VULKAN_TAKES_relu SY__VULKAN_NUM_F16
#define SY__VULKAN_TAKES_floor SY__EACH_F32
#define SY__VULKAN_TAKES_ceil SY__EACH_F32
#define SY__VULKAN_TAKES_round SY__EACH_F32
#define SY__VULKAN_TAKES_sign SY__VULKAN_NUM
#define SY__VULKAN_TAKES_bitwise_not SY__EACH_I32
#define SY__VULKAN_TAKES_logical_not SY__EACH_BOOL
#define SY__VULKAN_TAKES_add SY__VULKAN_NUM_F16
#define SY__VULKAN_TAKES_sub SY__VULKAN_NUM_F16
#define SY__VULKAN_TAKES_mul SY__VULKAN_NUM_F16
#define SY__VULKAN_TAKES_div SY__EACH_F32
#define SY__VULKAN_TAKES_maximum SY__VULKAN_NUM_F16
#define SY__VULKAN_TAKES_minimum SY__VULKAN_NUM_F16
#define SY__VULKAN_TAKES_bitwise_and SY__EACH_I32
#define SY__VULKAN_TAKES_bitwise_or SY__EACH_I32
#define SY__VULKAN_TAKES_bitwise_xor SY__EACH_I32
#define SY__VULKAN_TAKES_logical_and SY__EACH_BOOL
#define SY__VULKAN_TAKES_logical_or SY__EACH_BOOL
#define SY__VULKAN_TAKES_logical_xor SY__EACH_BOOL
#define SY__VULKAN_TAKES_eq SY__VULKAN_ALL_F16
#define SY__VULKAN_TAKES_lt SY__VULKAN_ALL_F16
#define SY__VULKAN_TAKES_gt SY__VULKAN_ALL_F16
#define SY__VULKAN_TAKES_le SY__VULKAN_ALL_F16
#define SY__VULKAN_TAKES_ge SY__VULKAN_ALL_F16
#define SY__VULKAN_TAKES_where SY__VULKAN_ALL_F16
/* cast: the result's dtype; a source other than f32, i32, bool or f16 falls back */
#define SY__VULKAN_TAKES_cast SY__VULKAN_ALL_F16
#define SY__VULKAN_TAKES_matmul SY__VULKAN_NUM
#define SY__VULKAN_TAKES_sum SY__VULKAN_NUM_F16
#define SY__VULKAN_TAKES_mean SY__VULKAN_F32_F16
#define SY__VULKAN_TAKES_max SY__VULKAN_NUM_F16
/* families with `kernel: op`, on the packed form sy_op_packed (shaders/act.comp, pad.comp):
 * f32 only where cpu's f16 result (the double result rounded once to f16)
 * is not the f32 operation's rounded again */
#define SY__VULKAN_TAKES_leaky_relu SY__EACH_F32
#define SY__VULKAN_TAKES_thresholded_relu SY__EACH_F32
#define SY__VULKAN_TAKES_shrink SY__EACH_F32
#define SY__VULKAN_TAKES_clip SY__VULKAN_NUM
#define SY__VULKAN_TAKES_pad SY__VULKAN_NUM

#endif
