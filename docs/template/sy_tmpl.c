/* switchyard device-backend template (`tmpl`): what a CUDA, Metal, ROCm or
 * Vulkan backend writes, in about 290 lines, between sim (memory, no
 * kernels) and opencl (2,000 lines). Copy this folder to kernels/<name>/,
 * rename tmpl/TMPL, add docs/template/entry.yaml's entry to backends.yaml
 * (with your name and a free id), `make generate`, `make check`.
 * tests/add_backend.sh does exactly that with this folder and runs the C
 * suites on it, so the template stays compiled and correct.
 *
 * The "device" here is host memory behind opaque handles, and a "launch"
 * is a loop over a grid of invocations calling a "shader": a function that
 * sees only its buffers, the packed arguments (runtime/sy_contract.h, "The
 * packed form": 32-bit words, at most 128 bytes, no host pointer) and its
 * invocation index. Replace the two halves with your API:
 *   - memory (alloc/free/read/write/live_buffers): cuMemAlloc, MTLBuffer,
 *     vkAllocateMemory...; offsets of these functions are in bytes;
 *   - launch(): cuLaunchKernel with the packed struct as a kernel parameter,
 *     vkCmdPushConstants + vkCmdDispatch, a Metal setBytes...; the shaders
 *     below become the device code, indexing in 32-bit ints exactly as they
 *     do here.
 * Every kernel: check the dtypes its claims take, pack, and return
 * SY_KERNEL_FALLBACK when the packed form is flagged (the runtime then runs
 * the call on the fallback, cpu, through host staging). The results must
 * be cpu's: floats in the same order of operations (no contraction), f32
 * sums in double, integers wrapping. Threads: every function may be called
 * from several threads at once (the live count is atomic; buffers are not
 * shared between calls). Synchronous: nothing stays queued, so there is no
 * `async:` (see "Asynchrony" in sy_contract.h for a queued backend). */
#include <stdatomic.h>
#include <stdbool.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "sy_contract.h"
#include "sy_kernels.h"
#include "sy_tmpl_claims.h"

/* ---- memory ------------------------------------------------------------------ */

#define TMPL_MAGIC 0x544d504cu /* "TMPL" */

typedef struct tmpl_buffer {
    uint32_t magic;
    size_t bytes;
    unsigned char *data; /* right after the header */
} tmpl_buffer;

static atomic_long tmpl_live;

static tmpl_buffer *buffer_of(uint32_t index, const void *handle)
{
    tmpl_buffer *b = (tmpl_buffer *)(uintptr_t)handle;
    return index == 0 && b != NULL && b->magic == TMPL_MAGIC ? b : NULL;
}

sy_status sy_k_tmpl_alloc(uint32_t index, size_t bytes, void **handle)
{
    *handle = NULL;
    if (index != 0)
        return SY_E_NO_SUCH_DEVICE;
    tmpl_buffer *b = bytes <= SIZE_MAX - sizeof *b ? malloc(sizeof *b + bytes) : NULL;
    if (b == NULL)
        return sy_kernel_error(SY_E_OUT_OF_MEMORY, "tmpl: no memory for %zu bytes", bytes);
    b->magic = TMPL_MAGIC;
    b->bytes = bytes;
    b->data = (unsigned char *)(b + 1);
    atomic_fetch_add(&tmpl_live, 1);
    *handle = b;
    return SY_OK;
}

void sy_k_tmpl_free(uint32_t index, void *handle)
{
    tmpl_buffer *b = buffer_of(index, handle);
    if (b == NULL)
        return;
    b->magic = 0;
    free(b);
    atomic_fetch_sub(&tmpl_live, 1);
}

sy_status sy_k_tmpl_read(uint32_t index, const void *handle, size_t offset, void *dst, size_t bytes)
{
    const tmpl_buffer *b = buffer_of(index, handle);
    if (b == NULL || offset > b->bytes || bytes > b->bytes - offset)
        return sy_kernel_error(SY_E_TRANSFER_FAILED, "tmpl: a read of %zu bytes at %zu outside its buffer", bytes,
                               offset);
    if (bytes > 0)
        memcpy(dst, b->data + offset, bytes);
    return SY_OK;
}

sy_status sy_k_tmpl_write(uint32_t index, void *handle, size_t offset, const void *src, size_t bytes)
{
    tmpl_buffer *b = buffer_of(index, handle);
    if (b == NULL || offset > b->bytes || bytes > b->bytes - offset)
        return sy_kernel_error(SY_E_TRANSFER_FAILED, "tmpl: a write of %zu bytes at %zu outside its buffer", bytes,
                               offset);
    if (bytes > 0)
        memcpy(b->data + offset, src, bytes);
    return SY_OK;
}

long sy_k_tmpl_live_buffers(void) { return atomic_load(&tmpl_live); }

/* The device address of a kernel operand: its buffer's data (element
 * offsets travel in the packed form). NULL for a handle that is not ours. */
static void *device_ptr(uint32_t index, const void *handle)
{
    tmpl_buffer *b = buffer_of(index, handle);
    return b ? b->data : NULL;
}

/* ---- launch: a grid of invocations, each calling the shader ----------------- */

typedef void (*tmpl_shader)(void *const *bufs, const void *packed, uint32_t id);

static sy_status launch(tmpl_shader shader, void *const *bufs, int n_bufs, const void *packed, uint32_t items)
{
    for (int k = 0; k < n_bufs; k++)
        if (bufs[k] == NULL)
            return sy_kernel_error(SY_E_DEVICE_ERROR, "tmpl: operand %d is not a tmpl buffer", k);
    for (uint32_t id = 0; id < items; id++)
        shader(bufs, packed, id);
    return SY_OK;
}

/* ---- shaders: buffers, the packed struct and the invocation index only -------- */

static void fill_f32(void *const *bufs, const void *packed, uint32_t id)
{
    const sy_fill_packed *p = packed;
    memcpy((float *)bufs[0] + id, p->bits, sizeof(float));
}

/* Input k's element for output element id: the multi-index of id over
 * shape (last axis fastest) dotted with the strides, in 32-bit ints. */
static int32_t ew_at(const sy_ew_packed *p, int k, uint32_t id)
{
    int32_t at = (int32_t)p->offset[k];
    for (int d = (int)p->rank - 1; d >= 0; d--) {
        const uint32_t q = d > 0 ? id / p->shape[d] : 0;
        at += (int32_t)(id - q * p->shape[d]) * p->strides[k][d];
        id = q;
    }
    return at;
}

static void add_f32(void *const *bufs, const void *packed, uint32_t id)
{
    const sy_ew_packed *p = packed;
    const float *x = bufs[1], *y = bufs[2];
    ((float *)bufs[0])[id] = x[ew_at(p, 0, id)] + y[ew_at(p, 1, id)];
}

static void mul_f32(void *const *bufs, const void *packed, uint32_t id)
{
    const sy_ew_packed *p = packed;
    const float *x = bufs[1], *y = bufs[2];
    ((float *)bufs[0])[id] = x[ew_at(p, 0, id)] * y[ew_at(p, 1, id)];
}

/* One invocation per output element (t, i, j): A_t and B_t start where the
 * multi-index of t over batch_shape puts them. */
static void matmul_f32(void *const *bufs, const void *packed, uint32_t id)
{
    const sy_matmul_packed *p = packed;
    const float *a = bufs[1], *b = bufs[2];
    const uint32_t j = id % p->n, i = id / p->n % p->m;
    uint32_t t = id / p->n / p->m;
    int32_t ao = (int32_t)p->a_offset, bo = (int32_t)p->b_offset;
    for (int d = (int)p->batch_rank - 1; d >= 0; d--) {
        const uint32_t e = t % p->batch_shape[d];
        ao += (int32_t)e * p->a_bstrides[d];
        bo += (int32_t)e * p->b_bstrides[d];
        t /= p->batch_shape[d];
    }
    ao += (int32_t)i * p->a_rs;
    bo += (int32_t)j * p->b_cs;
    float acc = 0;
    for (uint32_t q = 0; q < p->k; q++) {
        const float prod = a[ao + (int32_t)q * p->a_cs] * b[bo + (int32_t)q * p->b_rs];
        acc = acc + prod;
    }
    ((float *)bufs[0])[id] = acc;
}

/* One invocation per output element (o, i): len inputs in order, in double,
 * rounded once, as cpu's f32 sum. */
static void sum_f32(void *const *bufs, const void *packed, uint32_t id)
{
    const sy_reduce_packed *p = packed;
    const float *in = bufs[1];
    const uint32_t o = id / p->inner, i = id % p->inner;
    const int32_t base = (int32_t)p->in_offset + (int32_t)(o * p->len * p->inner + i);
    double acc = 0;
    for (uint32_t l = 0; l < p->len; l++)
        acc += in[base + (int32_t)(l * p->inner)];
    ((float *)bufs[0])[id] = (float)acc;
}

/* A family declared with `kernel: op` (sy_op_args) packs into one form for
 * all of them, sy_op_packed: 32-bit words in the order of the op's
 * signature (sy_contract.h has the layout), read from the front. Here
 * leaky_relu(x: T, alpha: float): x's offset, rank and extents, the
 * result's rank and extents, then alpha as its f32 (and its double's two
 * words, unused here). cpu's result, alpha rounded to f32 times x in double
 * rounded once, is the f32 product. */
static void leaky_relu_f32(void *const *bufs, const void *packed, uint32_t id)
{
    const sy_op_packed *p = packed;
    const uint32_t out_at = 2 + p->w[1];                 /* past x's offset, rank and extents */
    const uint32_t alpha_at = out_at + 1 + p->w[out_at]; /* past the result's rank and extents */
    float alpha;
    memcpy(&alpha, &p->w[alpha_at], sizeof alpha);
    const float v = ((const float *)bufs[1])[p->w[0] + id];
    ((float *)bufs[0])[id] = v < 0 ? alpha * v : v;
}

/* ---- kernels: check, pack, launch --------------------------------------------- */

/* Whether op's claim (sy_tmpl_claims.h) takes dt. The claims are what the
 * generator holds backends.yaml's `ops:` to; here there is one shader per
 * (op, dtype), so every claim is f32. */
#define TMPL_BIT(a, E, ctype, sfx) | (1u << SY_DTYPE_##E)
#define TAKES(op, dt) ((((0u SY__TMPL_TAKES_##op(TMPL_BIT, _))) >> (unsigned)(dt)) & 1u)

static sy_status fill(const sy_fill_args *a, bool takes)
{
    if (!takes || a->dtype != SY_DTYPE_F32)
        return SY_E_DTYPE_UNSUPPORTED;
    sy_fill_packed p;
    if (sy_pack_fill_args(a, &p) != 0)
        return SY_KERNEL_FALLBACK;
    void *bufs[1] = {device_ptr(a->device, a->out)};
    return launch(fill_f32, bufs, 1, &p, p.numel);
}

sy_status sy_k_tmpl_zeros(const sy_fill_args *args) { return fill(args, TAKES(zeros, args->dtype)); }
sy_status sy_k_tmpl_ones(const sy_fill_args *args) { return fill(args, TAKES(ones, args->dtype)); }
sy_status sy_k_tmpl_full(const sy_fill_args *args) { return fill(args, TAKES(full, args->dtype)); }

static sy_status binary(const sy_ew_args *a, bool takes, tmpl_shader shader)
{
    if (a->n_in != 2 || !takes || a->out_dtype != SY_DTYPE_F32 || a->in[0].dtype != SY_DTYPE_F32 ||
        a->in[1].dtype != SY_DTYPE_F32)
        return SY_E_DTYPE_UNSUPPORTED;
    sy_ew_packed p;
    if (sy_pack_ew_args(a, &p) != 0)
        return SY_KERNEL_FALLBACK;
    void *bufs[3] = {device_ptr(a->device, a->out), device_ptr(a->device, a->in[0].data),
                     device_ptr(a->device, a->in[1].data)};
    return launch(shader, bufs, 3, &p, p.numel);
}

sy_status sy_k_tmpl_add(const sy_ew_args *args) { return binary(args, TAKES(add, args->out_dtype), add_f32); }
sy_status sy_k_tmpl_mul(const sy_ew_args *args) { return binary(args, TAKES(mul, args->out_dtype), mul_f32); }

sy_status sy_k_tmpl_matmul(const sy_matmul_args *a)
{
    if (!TAKES(matmul, a->dtype) || a->dtype != SY_DTYPE_F32)
        return SY_E_DTYPE_UNSUPPORTED;
    sy_matmul_packed p;
    if (sy_pack_matmul_args(a, &p) != 0)
        return SY_KERNEL_FALLBACK;
    void *bufs[3] = {device_ptr(a->device, a->out), device_ptr(a->device, a->a), device_ptr(a->device, a->b)};
    return launch(matmul_f32, bufs, 3, &p, p.batch * p.m * p.n);
}

sy_status sy_k_tmpl_sum(const sy_reduce_args *a)
{
    if (!TAKES(sum, a->dtype) || a->dtype != SY_DTYPE_F32)
        return SY_E_DTYPE_UNSUPPORTED;
    sy_reduce_packed p;
    if (sy_pack_reduce_args(a, &p) != 0)
        return SY_KERNEL_FALLBACK;
    void *bufs[2] = {device_ptr(a->device, a->out), device_ptr(a->device, a->in)};
    return launch(sum_f32, bufs, 2, &p, p.outer * p.inner);
}

sy_status sy_k_tmpl_leaky_relu(const sy_op_args *a)
{
    if (!TAKES(leaky_relu, a->in[0].dtype) || a->in[0].dtype != SY_DTYPE_F32 || a->out[0].dtype != SY_DTYPE_F32)
        return SY_E_DTYPE_UNSUPPORTED;
    sy_op_packed p;
    if (sy_pack_op_args(a, &p) != 0)
        return SY_KERNEL_FALLBACK;
    void *bufs[2] = {device_ptr(a->device, a->out[0].data), device_ptr(a->device, a->in[0].data)};
    return launch(leaky_relu_f32, bufs, 2, &p, (uint32_t)a->out[0].numel);
}
