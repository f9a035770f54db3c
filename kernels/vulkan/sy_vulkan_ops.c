/* switchyard vulkan backend: the kernels. Each checks the dtypes its claim
 * takes (sy_vulkan_claims.h), packs its arguments (runtime/sy_contract.h,
 * "The packed form") and records one command buffer: the packed struct as
 * push constants (at most 128 bytes, what every Vulkan device has), the
 * operands as push descriptors (binding 0 the output, 1..3 the inputs,
 * whole buffers: the element offsets travel in the packed form), one
 * dispatch, appended to the device's open batch and not waited for
 * (sy_vulkan_device.c, "Queue").
 * A flagged packed form, a grid beyond Vulkan's 65535 workgroups per axis,
 * a bool operand on a device without 8-bit storage, an f16 operand on a
 * device without 16-bit storage (or with SY_VULKAN_F16=0), an f32 or f16
 * reduction on a device without shaderFloat64 (cpu sums them in double; the
 * shader declares Float64, so max too) and a cast from a dtype other than
 * f32, i32, bool and f16 return SY_KERNEL_FALLBACK: cpu runs the call,
 * staged.
 *
 * f16 is stored as bits (uint16_t buffers) and computed as kernels/cpu
 * computes it: widened exactly to f32, the f32 operation, rounded back once
 * to nearest even, in the shaders' integer code (shaders/common.glsl), so
 * the results are cpu's bit for bit whatever the device does with f16
 * values; where and the f16 -> f16 cast move the bits.
 *
 * Fills are vkCmdFillBuffer of the value's bits, batched the same way
 * (bool: the byte four times, f16 the two bytes twice),
 * over the whole buffer (rounded up to 4 bytes, sy_vulkan_mem.c).
 *
 * Pipelines: one per (shader, op), the op a specialization constant, made
 * at the first call that needs it and kept until the device is destroyed. */
#include <stdbool.h>
#include <stdio.h>
#include <string.h>

#include "sy_kernels.h"
#include "sy_vulkan.h"
#include "sy_vulkan_claims.h"
#define SY__VK_SPV_DATA
#include "sy_vulkan_spv.h"

#define VK_BIT(a, E, ctype, sfx) | (1u << SY_DTYPE_##E)
#define TAKES(op, dt) ((((0u SY__VULKAN_TAKES_##op(VK_BIT, _))) >> (unsigned)(dt)) & 1u)

/* Under dev->lock: the pipeline of (shader, op). */
static sy_status pipeline(sy__vk_device *dev, int shader, uint32_t op, VkPipeline *out)
{
    VkPipeline *slot = &dev->pipelines[(size_t)shader * SY__VK_OPS + op];
    if (*slot != VK_NULL_HANDLE) {
        *out = *slot;
        return SY_OK;
    }
    const VkShaderModuleCreateInfo mi = {.sType = VK_STRUCTURE_TYPE_SHADER_MODULE_CREATE_INFO,
                                         .codeSize = sy__vk_spv[shader].bytes,
                                         .pCode = sy__vk_spv[shader].words};
    VkShaderModule module;
    VkResult r = vkCreateShaderModule(dev->device, &mi, NULL, &module);
    if (r == VK_SUCCESS) {
        const VkSpecializationMapEntry entry = {.constantID = 0, .offset = 0, .size = sizeof op};
        const VkSpecializationInfo spec = {.mapEntryCount = 1, .pMapEntries = &entry, .dataSize = sizeof op,
                                           .pData = &op};
        const VkComputePipelineCreateInfo ci = {
            .sType = VK_STRUCTURE_TYPE_COMPUTE_PIPELINE_CREATE_INFO,
            .stage = {.sType = VK_STRUCTURE_TYPE_PIPELINE_SHADER_STAGE_CREATE_INFO,
                      .stage = VK_SHADER_STAGE_COMPUTE_BIT,
                      .module = module,
                      .pName = "main",
                      .pSpecializationInfo = &spec},
            .layout = dev->layout};
        r = vkCreateComputePipelines(dev->device, VK_NULL_HANDLE, 1, &ci, NULL, slot);
        vkDestroyShaderModule(dev->device, module, NULL);
    }
    if (r != VK_SUCCESS) {
        *slot = VK_NULL_HANDLE;
        return sy_kernel_error(SY_E_DEVICE_ERROR, "the pipeline of shader %s (op code %u) on Vulkan device %u: %s",
                               sy__vk_spv[shader].name, (unsigned)op, (unsigned)dev->index, sy__vk_result_name(r));
    }
    *out = *slot;
    return SY_OK;
}

/* Records one dispatch of (shader, op) into the open batch over a grid of gx * gy
 * * gz workgroups, the operands' buffers bound in order from binding 0. */
static sy_status launch(sy_op sop, uint32_t index, int shader, uint32_t op, const void *push, uint32_t push_bytes,
                        const void *const *handles, int n, uint32_t gx, uint32_t gy, uint32_t gz)
{
    sy_status status;
    sy__vk_device *dev = sy__vk_device_get(index, &status);
    if (dev == NULL)
        return status;
    VkDescriptorBufferInfo infos[SY__VK_BINDINGS];
    VkWriteDescriptorSet writes[SY__VK_BINDINGS];
    sy__vk_buffer *bufs[SY__VK_BINDINGS];
    for (int k = 0; k < n; k++) {
        bufs[k] = sy__vk_lookup(index, handles[k]);
        if (bufs[k] == NULL)
            return sy_kernel_error(SY_E_DEVICE_ERROR, "op %s: operand %d is not a live buffer of Vulkan device %u",
                                   sy_op_name(sop), k, (unsigned)index);
        infos[k] = (VkDescriptorBufferInfo){.buffer = bufs[k]->buffer, .offset = 0, .range = VK_WHOLE_SIZE};
        writes[k] = (VkWriteDescriptorSet){.sType = VK_STRUCTURE_TYPE_WRITE_DESCRIPTOR_SET,
                                           .dstBinding = (uint32_t)k,
                                           .descriptorCount = 1,
                                           .descriptorType = VK_DESCRIPTOR_TYPE_STORAGE_BUFFER,
                                           .pBufferInfo = &infos[k]};
    }
    pthread_mutex_lock(&dev->lock);
    VkPipeline pipe = VK_NULL_HANDLE;
    VkCommandBuffer cmd = VK_NULL_HANDLE;
    status = pipeline(dev, shader, op, &pipe);
    if (status == SY_OK)
        status = sy__vk_record(dev, sop, sy__vk_spv[shader].name, bufs, n, &cmd);
    if (status == SY_OK) {
        vkCmdBindPipeline(cmd, VK_PIPELINE_BIND_POINT_COMPUTE, pipe);
        dev->push_descriptors(cmd, VK_PIPELINE_BIND_POINT_COMPUTE, dev->layout, 0, (uint32_t)n, writes);
        vkCmdPushConstants(cmd, dev->layout, VK_SHADER_STAGE_COMPUTE_BIT, 0, push_bytes, push);
        vkCmdDispatch(cmd, gx, gy, gz);
        sy__vk_recorded(dev);
    }
    pthread_mutex_unlock(&dev->lock);
    return status;
}

/* A 2-d grid of 64-invocation workgroups covering items (shaders/common.glsl's sy_id). */
static sy_status launch_items(sy_op sop, uint32_t index, int shader, uint32_t op, const void *push,
                              uint32_t push_bytes, const void *const *handles, int n, uint32_t items)
{
    if (items == 0)
        return SY_OK; /* nothing to write (the runtime never asks; a direct caller may) */
    const uint32_t groups = (items + 63u) / 64u;
    const uint32_t gx = groups < 65535u ? groups : 65535u;
    const uint32_t gy = (groups + gx - 1u) / gx;
    return launch(sop, index, shader, op, push, push_bytes, handles, n, gx, gy, 1);
}

/* 0 f32, 1 i32, 2 bool, 3 f16, -1 another dtype (the index of the shader tables below) */
enum { K_F32, K_I32, K_BOOL, K_F16, KINDS };
static int kind(sy_dtype dt)
{
    switch (dt) {
    case SY_DTYPE_F32:
        return K_F32;
    case SY_DTYPE_I32:
        return K_I32;
    case SY_DTYPE_BOOL:
        return K_BOOL;
    case SY_DTYPE_F16:
        return K_F16;
    default:
        return -1;
    }
}

/* Whether the device stores kinds a and b in its shaders' buffers (bool: 8-bit storage, f16: 16-bit). */
static bool usable(uint32_t index, int a, int b)
{
    sy_status st;
    const sy__vk_device *dev = sy__vk_device_get(index, &st);
    return dev != NULL && (dev->int8 || (a != K_BOOL && b != K_BOOL)) && (dev->f16 || (a != K_F16 && b != K_F16));
}

/* ---- fills ----------------------------------------------------------------------------- */

static sy_status fill(const sy_fill_args *a, bool takes)
{
    if (!takes || kind(a->dtype) < 0)
        return SY_E_DTYPE_UNSUPPORTED;
    sy_fill_packed p;
    if (sy_pack_fill_args(a, &p) != 0)
        return SY_KERNEL_FALLBACK;
    sy_status status;
    sy__vk_device *dev = sy__vk_device_get(a->device, &status);
    if (dev == NULL)
        return status;
    sy__vk_buffer *b = sy__vk_lookup(a->device, a->out);
    if (b == NULL)
        return sy_kernel_error(SY_E_DEVICE_ERROR, "op %s: the output is not a live buffer of Vulkan device %u",
                               sy_op_name(a->op), (unsigned)a->device);
    uint32_t word = p.bits[0];
    if (a->dtype == SY_DTYPE_BOOL)
        word = (word & 0xffu) * 0x01010101u;
    else if (a->dtype == SY_DTYPE_F16)
        word = (word & 0xffffu) * 0x00010001u;
    pthread_mutex_lock(&dev->lock);
    VkCommandBuffer cmd;
    status = sy__vk_record(dev, a->op, NULL, &b, 1, &cmd);
    if (status == SY_OK) {
        vkCmdFillBuffer(cmd, b->buffer, 0, VK_WHOLE_SIZE, word);
        sy__vk_recorded(dev);
    }
    pthread_mutex_unlock(&dev->lock);
    return status;
}

sy_status sy_k_vulkan_zeros(const sy_fill_args *args) { return fill(args, TAKES(zeros, args->dtype)); }
sy_status sy_k_vulkan_ones(const sy_fill_args *args) { return fill(args, TAKES(ones, args->dtype)); }
sy_status sy_k_vulkan_full(const sy_fill_args *args) { return fill(args, TAKES(full, args->dtype)); }

/* ---- elementwise -------------------------------------------------------------------------- */

typedef enum { EW_UNARY, EW_BINARY, EW_COMPARE, EW_WHERE, EW_CAST } ew_class;

/* The op codes of shaders/ew_ops.glsl, one list per class. */
enum { UN_NEG = 0, UN_ABS = 1, UN_RELU = 2, UN_FLOOR = 3, UN_CEIL = 4, UN_ROUND = 5, UN_SIGN = 6, UN_BNOT = 7,
       UN_LNOT = 8 };
enum { BI_ADD = 0, BI_SUB = 1, BI_MUL = 2, BI_DIV = 3, BI_MAX = 4, BI_MIN = 5, BI_BAND = 6, BI_BOR = 7, BI_BXOR = 8,
       BI_LAND = 9, BI_LOR = 10, BI_LXOR = 11 };
enum { CMP_EQ = 0, CMP_LT = 1, CMP_GT = 2, CMP_LE = 3, CMP_GE = 4 };

static const int un_shader[KINDS] = {SY__VK_SH_un_f32, SY__VK_SH_un_i32, SY__VK_SH_un_b8, SY__VK_SH_un_f16};
static const int bin_shader[KINDS] = {SY__VK_SH_bin_f32, SY__VK_SH_bin_i32, SY__VK_SH_bin_b8, SY__VK_SH_bin_f16};
static const int cmp_shader[KINDS] = {SY__VK_SH_cmp_f32, SY__VK_SH_cmp_i32, SY__VK_SH_cmp_b8, SY__VK_SH_cmp_f16};
static const int where_shader[KINDS] = {SY__VK_SH_where_f32, SY__VK_SH_where_i32, SY__VK_SH_where_b8,
                                        SY__VK_SH_where_f16};
static const int cast_shader[KINDS][KINDS] = {
    {SY__VK_SH_cast_f32_f32, SY__VK_SH_cast_f32_i32, SY__VK_SH_cast_f32_b8, SY__VK_SH_cast_f32_f16},
    {SY__VK_SH_cast_i32_f32, SY__VK_SH_cast_i32_i32, SY__VK_SH_cast_i32_b8, SY__VK_SH_cast_i32_f16},
    {SY__VK_SH_cast_b8_f32, SY__VK_SH_cast_b8_i32, SY__VK_SH_cast_b8_b8, SY__VK_SH_cast_b8_f16},
    {SY__VK_SH_cast_f16_f32, SY__VK_SH_cast_f16_i32, SY__VK_SH_cast_f16_b8, SY__VK_SH_cast_f16_f16}};

static sy_status ew(const sy_ew_args *a, bool takes, ew_class cls, uint32_t op)
{
    static const int n_in[] = {1, 2, 2, 3, 1};
    const int ko = kind(a->out_dtype);
    if (!takes || ko < 0 || a->n_in != n_in[cls])
        return SY_E_DTYPE_UNSUPPORTED;
    int shader;
    const int k0 = kind(a->in[0].dtype);
    switch (cls) {
    case EW_UNARY:
    case EW_BINARY:
        if (k0 != ko || (cls == EW_BINARY && a->in[1].dtype != a->out_dtype))
            return SY_E_DTYPE_UNSUPPORTED;
        shader = cls == EW_UNARY ? un_shader[ko] : bin_shader[ko];
        break;
    case EW_COMPARE:
        if (k0 < 0 || a->in[1].dtype != a->in[0].dtype || ko != 2)
            return SY_E_DTYPE_UNSUPPORTED;
        shader = cmp_shader[k0];
        break;
    case EW_WHERE:
        if (k0 != 2 || a->in[1].dtype != a->out_dtype || a->in[2].dtype != a->out_dtype)
            return SY_E_DTYPE_UNSUPPORTED;
        shader = where_shader[ko];
        break;
    default: /* cast: the route is keyed on the result; another source goes to cpu */
        if (k0 < 0)
            return SY_KERNEL_FALLBACK;
        shader = cast_shader[k0][ko];
        break;
    }
    if (!usable(a->device, k0, ko))
        return SY_KERNEL_FALLBACK;
    sy_ew_packed p;
    if (sy_pack_ew_args(a, &p) != 0)
        return SY_KERNEL_FALLBACK;
    const void *h[4] = {a->out, a->in[0].data, a->n_in > 1 ? a->in[1].data : NULL,
                        a->n_in > 2 ? a->in[2].data : NULL};
    return launch_items(a->op, a->device, shader, op, &p, sizeof p, h, 1 + a->n_in, p.numel);
}

#define EW_KERNEL(name, cls, code, dt)                                                                                 \
    sy_status sy_k_vulkan_##name(const sy_ew_args *args) { return ew(args, TAKES(name, dt), cls, code); }

EW_KERNEL(neg, EW_UNARY, UN_NEG, args->out_dtype)
EW_KERNEL(abs, EW_UNARY, UN_ABS, args->out_dtype)
EW_KERNEL(relu, EW_UNARY, UN_RELU, args->out_dtype)
EW_KERNEL(floor, EW_UNARY, UN_FLOOR, args->out_dtype)
EW_KERNEL(ceil, EW_UNARY, UN_CEIL, args->out_dtype)
EW_KERNEL(round, EW_UNARY, UN_ROUND, args->out_dtype)
EW_KERNEL(sign, EW_UNARY, UN_SIGN, args->out_dtype)
EW_KERNEL(bitwise_not, EW_UNARY, UN_BNOT, args->out_dtype)
EW_KERNEL(logical_not, EW_UNARY, UN_LNOT, args->out_dtype)
EW_KERNEL(add, EW_BINARY, BI_ADD, args->out_dtype)
EW_KERNEL(sub, EW_BINARY, BI_SUB, args->out_dtype)
EW_KERNEL(mul, EW_BINARY, BI_MUL, args->out_dtype)
EW_KERNEL(div, EW_BINARY, BI_DIV, args->out_dtype)
EW_KERNEL(maximum, EW_BINARY, BI_MAX, args->out_dtype)
EW_KERNEL(minimum, EW_BINARY, BI_MIN, args->out_dtype)
EW_KERNEL(bitwise_and, EW_BINARY, BI_BAND, args->out_dtype)
EW_KERNEL(bitwise_or, EW_BINARY, BI_BOR, args->out_dtype)
EW_KERNEL(bitwise_xor, EW_BINARY, BI_BXOR, args->out_dtype)
EW_KERNEL(logical_and, EW_BINARY, BI_LAND, args->out_dtype)
EW_KERNEL(logical_or, EW_BINARY, BI_LOR, args->out_dtype)
EW_KERNEL(logical_xor, EW_BINARY, BI_LXOR, args->out_dtype)
EW_KERNEL(eq, EW_COMPARE, CMP_EQ, args->in[0].dtype)
EW_KERNEL(lt, EW_COMPARE, CMP_LT, args->in[0].dtype)
EW_KERNEL(gt, EW_COMPARE, CMP_GT, args->in[0].dtype)
EW_KERNEL(le, EW_COMPARE, CMP_LE, args->in[0].dtype)
EW_KERNEL(ge, EW_COMPARE, CMP_GE, args->in[0].dtype)
EW_KERNEL(where, EW_WHERE, 0, args->out_dtype)
EW_KERNEL(cast, EW_CAST, 0, args->out_dtype)

/* ---- matmul and the reductions --------------------------------------------------------------- */

sy_status sy_k_vulkan_matmul(const sy_matmul_args *a)
{
    const int k = kind(a->dtype);
    if (!TAKES(matmul, a->dtype) || k < 0 || k > 1)
        return SY_E_DTYPE_UNSUPPORTED;
    sy_matmul_packed p;
    if (sy_pack_matmul_args(a, &p) != 0)
        return SY_KERNEL_FALLBACK;
    const uint32_t gx = (p.n + 15u) / 16u, gy = (p.m + 15u) / 16u;
    if (gx > 65535u || gy > 65535u || p.batch > 65535u)
        return SY_KERNEL_FALLBACK;
    const void *h[3] = {a->out, a->a, a->b};
    return launch(a->op, a->device, k == 0 ? SY__VK_SH_matmul_f32 : SY__VK_SH_matmul_i32, 0, &p, sizeof p, h, 3, gx,
                  gy, p.batch);
}

/* op codes of shaders/reduce.comp */
enum { RED_SUM = 0, RED_MEAN = 1, RED_MAX = 2 };

static const int reduce_shader[KINDS] = {SY__VK_SH_reduce_f32, SY__VK_SH_reduce_i32, -1, SY__VK_SH_reduce_f16};

static sy_status reduce(const sy_reduce_args *a, bool takes, uint32_t op)
{
    const int k = kind(a->dtype);
    if (!takes || k < 0 || reduce_shader[k] < 0)
        return SY_E_DTYPE_UNSUPPORTED;
    sy_status st;
    const sy__vk_device *dev = sy__vk_device_get(a->device, &st);
    if (dev == NULL)
        return st;
    /* cpu sums f32 and f16 in double: their shader declares Float64, max included */
    if ((k == K_F32 || k == K_F16) && !dev->f64)
        return SY_KERNEL_FALLBACK;
    if (!usable(a->device, k, k))
        return SY_KERNEL_FALLBACK;
    sy_reduce_packed p;
    if (sy_pack_reduce_args(a, &p) != 0)
        return SY_KERNEL_FALLBACK;
    const void *h[2] = {a->out, a->in};
    return launch_items(a->op, a->device, reduce_shader[k], op, &p, sizeof p, h, 2, p.outer * p.inner);
}

sy_status sy_k_vulkan_sum(const sy_reduce_args *args) { return reduce(args, TAKES(sum, args->dtype), RED_SUM); }
sy_status sy_k_vulkan_mean(const sy_reduce_args *args) { return reduce(args, TAKES(mean, args->dtype), RED_MEAN); }
sy_status sy_k_vulkan_max(const sy_reduce_args *args) { return reduce(args, TAKES(max, args->dtype), RED_MAX); }

/* ---- families with `kernel: op`, on sy_op_packed ------------------------------------------- */

/* op codes of shaders/act.comp */
enum { ACT_LEAKY_RELU = 0, ACT_THRESHOLDED_RELU = 1, ACT_SHRINK = 2, ACT_CLIP = 3 };

/* x (contiguous, the runtime's) and the optional one-element bounds of clip
 * -> a result of x's dtype and count: the packed words as push constants, an
 * absent bound's binding given x's buffer (the shader reads its word, not
 * it). */
static sy_status act(const sy_op_args *a, bool takes, uint32_t op)
{
    const sy_dtype dt = a->in[0].dtype;
    const int k = kind(dt);
    if (!takes || (k != K_F32 && k != K_I32) || (op != ACT_CLIP && k != K_F32) || a->n_out != 1 ||
        a->out[0].dtype != dt || a->out[0].numel != a->in[0].numel)
        return SY_E_DTYPE_UNSUPPORTED;
    const void *h[4] = {a->out[0].data, a->in[0].data, a->in[0].data, a->in[0].data};
    for (int b = 1; op == ACT_CLIP && b < 3 && b < a->n_in; b++) {
        if (a->in[b].data == NULL)
            continue;
        if (a->in[b].dtype != dt || a->in[b].numel != 1)
            return SY_E_DTYPE_UNSUPPORTED;
        h[b + 1] = a->in[b].data;
    }
    sy_op_packed p;
    if (sy_pack_op_args(a, &p) != 0)
        return SY_KERNEL_FALLBACK;
    return launch_items(a->op, a->device, k == K_F32 ? SY__VK_SH_act_f32 : SY__VK_SH_act_i32, op, &p, sizeof p, h, 4,
                        (uint32_t)a->in[0].numel);
}

sy_status sy_k_vulkan_leaky_relu(const sy_op_args *args)
{
    return act(args, TAKES(leaky_relu, args->in[0].dtype), ACT_LEAKY_RELU);
}
sy_status sy_k_vulkan_thresholded_relu(const sy_op_args *args)
{
    return act(args, TAKES(thresholded_relu, args->in[0].dtype), ACT_THRESHOLDED_RELU);
}
sy_status sy_k_vulkan_shrink(const sy_op_args *args) { return act(args, TAKES(shrink, args->in[0].dtype), ACT_SHRINK); }
sy_status sy_k_vulkan_clip(const sy_op_args *args) { return act(args, TAKES(clip, args->in[0].dtype), ACT_CLIP); }

/* pad (f32, i32): x contiguous -> the result, shaders/pad.comp reading the
 * pads, the mode and the value from the packed words. A call of rank 6 or
 * more needs more than SY_PACK_OP_WORDS words and falls back. */
sy_status sy_k_vulkan_pad(const sy_op_args *a)
{
    const sy_dtype dt = a->in[0].dtype;
    const int k = kind(dt);
    if (!TAKES(pad, dt) || (k != K_F32 && k != K_I32) || a->n_out != 1 || a->out[0].dtype != dt)
        return SY_E_DTYPE_UNSUPPORTED;
    sy_op_packed p;
    if (sy_pack_op_args(a, &p) != 0)
        return SY_KERNEL_FALLBACK;
    const void *h[2] = {a->out[0].data, a->in[0].data};
    return launch_items(a->op, a->device, k == K_F32 ? SY__VK_SH_pad_f32 : SY__VK_SH_pad_i32, 0, &p, sizeof p, h, 2,
                        (uint32_t)a->out[0].numel);
}
