/* switchyard: the contract between the generated dispatch and backend kernels.
 *
 * A backend implements, for every op it lists in backends.yaml, a function
 * named sy_k_<backend>_<op> taking the argument struct of the op's class
 * (generated/sy_kernels.h declares them all). The runtime has already checked
 * devices, dtypes and shapes, allocated the output and, for a fallback onto a
 * host backend, staged device data into host memory; a kernel only computes.
 *
 * Memory (runtime ABI 2): for host-memory backends every data pointer below
 * is an ordinary host address with the operand's offset already applied, and
 * every `*offset` field is 0. For `memory: device` backends the same fields
 * carry the backend's own buffer handle (what sy_k_<b>_alloc returned) and the
 * `*offset` fields the element offset of the operand's element [0, ..., 0]
 * inside that buffer; `device` is the device index all operands and the
 * output live on. Outputs are contiguous, row-major, start at offset 0 of a
 * freshly allocated buffer (never aliasing an input). Inputs are read-only
 * and may be strided views (transposed, expanded with stride 0). A kernel is
 * never called for an output of 0 elements.
 *
 * A device kernel that cannot run a call on this particular device (an f64
 * op on a device without cl_khr_fp64, say) returns SY_KERNEL_FALLBACK before
 * touching anything: the runtime then runs the op on the backend's fallback
 * through host staging, exactly as for an op the backend does not list. A
 * host kernel may decline the same way (a cast, whose route is keyed on the
 * result's dtype, from a source dtype its claims lack): the next backend of
 * its chain runs the call.
 *
 * Values: integer arithmetic wraps (two's complement); bool is uint8_t 0/1 on
 * input and output. Kernels return SY_OK, or a status (for instance
 * SY_E_OUT_OF_MEMORY for a scratch buffer) with the output left undefined.
 *
 * Checklist for a `memory: device` backend (the device contract at the end
 * of this file has the signatures; README "Adding a backend" the files):
 *  1. Threads: every memory function, transfer and kernel may be called from
 *     several threads at once, on one device or on several; lock what you
 *     share. device_count and init are called once per initialization,
 *     under the runtime's lock (runtime/sy_backend.c), and so is shutdown;
 *     the user must not call sy_shutdown while other threads use the library.
 *  2. fork: the runtime does nothing at fork(). A driver that does not
 *     survive it (OpenCL: PoCL's worker threads stay in the parent) must not
 *     hang a child: opencl's pthread_atfork handler makes every call of a
 *     child of a process that initialized it fail with SY_E_DEVICE_ERROR and
 *     a detail saying so, and its free release host memory only.
 *  3. 0 devices: with `devices: runtime`, device_count may return 0 (no
 *     driver, no device, a failed init); say why with
 *     sy_kernel_error(SY_E_NO_SUCH_DEVICE, "...") in device_count, or by
 *     failing init: the runtime keeps that detail and puts it in every
 *     NO_SUCH_DEVICE of the backend (sy_device_check, moves, device names).
 *  4. Units: the memory functions' `offset` and `bytes` are in bytes (a read
 *     of a view starts at its element offset times the element size; writes
 *     and direct transfers cover a whole storage from byte 0). The kernels'
 *     operand `*offset` fields and strides are in elements of the operand's
 *     dtype.
 *  5. sy_shutdown runs the shutdown hook and forgets the device count; the
 *     next use calls init and device_count again. Tensors should be released
 *     before it, but nothing enforces it: a buffer may outlive the shutdown,
 *     and its free comes when its tensor is released, maybe after a new
 *     init. free must accept such a handle and release it (opencl's cl_mem
 *     keeps its old context alive until then); the other functions may
 *     refuse it with an error status. live_buffers counts it until it is
 *     freed.
 *  6. Asynchrony (runtime ABI 5; the rules are under "Asynchrony" at the
 *     end of this file): a backend either finishes every call before it
 *     returns (leave out `async:`, like sim), or sets `async: true` and
 *     follows those rules: kernels enqueue and return, writes of moves
 *     stay queued until their done callback, frees are deferred until the
 *     queued work is done, an error of queued work is kept and reported by
 *     the next call that waits, naming the op.
 *  7. Kernel arguments: a kernel that runs on the device takes the packed
 *     form ("The packed form" below: 32-bit, at most 128 bytes, no host
 *     pointer, sy_pack_<class>_args), and a call whose form is flagged
 *     falls back (SY_KERNEL_FALLBACK) or takes a 64-bit path of its own.
 *  8. Choosing devices: a backend with `devices: runtime` reads
 *     SY_<NAME>_DEVICES (SY_OPENCL_DEVICES, SY_VULKAN_DEVICES) and keeps
 *     the devices sy_kernel_device_selected chooses, so every backend's
 *     variable has the same syntax.
 */
#ifndef SY_CONTRACT_H
#define SY_CONTRACT_H

#include "switchyard.h"

#ifdef __cplusplus
extern "C" {
#endif

/* A strided input, aligned to the shape of the call it belongs to. */
typedef struct sy_operand {
    const void *data;              /* host: element [0, ..., 0]; device: the buffer handle */
    int64_t offset;                /* device: elements from the buffer's start to [0, ..., 0]; host: 0 */
    sy_dtype dtype;
    int64_t strides[SY_MAX_RANK];  /* in elements; 0 along broadcast axes */
} sy_operand;

/* class fill (zeros, ones, full): out[0..numel) = value converted to dtype
 * (floats by C conversion; ints exactly, the runtime has checked the value
 * is integral and in range; bool: value != 0). */
typedef struct sy_fill_args {
    sy_op op;
    uint32_t device; /* the device index (device-memory backends) */
    sy_dtype dtype;
    int64_t numel;
    void *out;
    double value;
} sy_fill_args;

/* classes unary, binary, compare, where and cast: elementwise over `shape`.
 * The runtime has broadcast the inputs to the output shape (stride 0) and
 * merged adjacent axes where every operand is contiguous across them, so a
 * contiguous call arrives as rank 1 with strides {1}, a row-vector broadcast
 * as rank 2 with strides {0, 1}, a scalar operand with all strides 0. rank is
 * at least 1; numel may be 0.
 *   unary:   in[0] of out_dtype -> out                     (n_in 1)
 *   binary:  in[0], in[1] of out_dtype -> out              (n_in 2)
 *   compare: in[0], in[1] of one dtype -> out bool         (n_in 2)
 *   where:   in[0] bool cond, in[1], in[2] of out_dtype    (n_in 3)
 *   cast:    in[0] of any dtype -> out of out_dtype        (n_in 1)
 *            float -> int saturates, NaN gives 0; -> bool is x != 0;
 *            int -> narrower int wraps; bool -> anything is 0 or 1. */
typedef struct sy_ew_args {
    sy_op op;
    uint32_t device;
    int rank;
    int64_t shape[SY_MAX_RANK];
    int64_t numel;
    void *out;
    sy_dtype out_dtype;
    int n_in;
    sy_operand in[3];
} sy_ew_args;

/* class matmul: for t in [0, batch): out[t] (m x n, contiguous, after the
 * previous t) = A_t (m x k) @ B_t (k x n), where
 *   A_t[i][p] = a[a_off[t] + i * a_rs + p * a_cs]
 *   B_t[p][j] = b[b_off[t] + p * b_rs + j * b_cs]
 * a_off and b_off hold `batch` element offsets (batch broadcasting already
 * resolved). Float products accumulate in the dtype; ints wrap. k may be 0
 * (the output is zeros). On a device backend `a` and `b` are buffer handles
 * and element [0] of A_0 is at a_offset (B_0: b_offset); a_off and b_off are
 * host arrays, relative to those: a GPU kernel takes the batch from
 * batch_shape and the batch strides below, or from sy_matmul_packed. */
typedef struct sy_matmul_args {
    sy_op op;
    uint32_t device;
    sy_dtype dtype;
    int64_t batch, m, n, k;
    void *out;
    const void *a;
    int64_t a_offset;
    int64_t a_rs, a_cs;
    const int64_t *a_off;
    const void *b;
    int64_t b_offset;
    int64_t b_rs, b_cs;
    const int64_t *b_off;
    /* The same batch offsets as extents and strides (runtime ABI 5):
     * a_off[t] = sum over j < batch_rank of idx[j] * a_bstrides[j], idx the
     * multi-index of t over batch_shape (last axis fastest; b_off likewise).
     * The runtime fills one entry per batch axis of the result (a
     * broadcast axis has stride 0; sy_pack_matmul_args drops size-1 axes
     * and merges the rest); batch_rank is 0 when batch <= 1. A caller that
     * fills a_off/b_off alone leaves batch_rank 0 (sy_pack_matmul_args then
     * tries the offsets as one arithmetic axis). */
    int batch_rank;
    int64_t batch_shape[SY_MAX_RANK - 2];
    int64_t a_bstrides[SY_MAX_RANK - 2], b_bstrides[SY_MAX_RANK - 2];
} sy_matmul_args;

/* class reduce (sum, mean, max): the input is contiguous and seen as
 * [outer, len, inner]; out[o * inner + i] combines in[(o * len + l) * inner + i]
 * over l in [0, len). sum: wraps for ints; mean: sum / len (NaN when len is
 * 0); max: NaN propagates, len >= 1 guaranteed by the runtime. On a device
 * backend `in` is a handle and the input starts at element in_offset. */
typedef struct sy_reduce_args {
    sy_op op;
    uint32_t device;
    sy_dtype dtype;
    int64_t outer, len, inner;
    const void *in;
    int64_t in_offset;
    void *out;
} sy_reduce_args;

/* ---- The packed form (runtime ABI 5) ----------------------------------------
 *
 * A GPU backend cannot take the structs above as they are: sy_ew_args is 368
 * bytes of 64-bit fields, and matmul's a_off/b_off are host arrays. The
 * packed form of each class is a struct of 32-bit words only, no pointer,
 * no padding, of at most 128 bytes: Vulkan's guaranteed push-constant room
 * (maxPushConstantsSize's minimum), far under CUDA's 4 KiB of kernel
 * parameters, and passed by value to an OpenCL kernel (kernels/opencl). The
 * buffers stay what the unpacked struct holds (the backend binds them).
 *
 * The runtime produces it: sy_pack_<class>_args(&args, &packed), one
 * function per class (runtime/sy_pack.c; the class op's, sy_op_packed, is
 * after sy_op_args below), which a backend calls in its kernel; it returns
 * the packed flags. flags 0: the packed form addresses
 * exactly the elements of the unpacked one, and every index, extent and
 * element address a kernel computes from it, offset + sum idx[d] *
 * strides[d] in any order of the sum, lies in [0, 2^31): plain 32-bit int
 * (or uint) arithmetic never overflows. Otherwise flags says why and the
 * other fields are 0: the backend returns SY_KERNEL_FALLBACK (the runtime
 * runs the call on the fallback backend, staged), or runs a 64-bit kernel
 * of its own; it never computes from a flagged form.
 *
 * Elementwise: after the runtime's merging of axes (sy_ew_args above; the
 * pack merges again and drops size-1 axes, for args built elsewhere) a call
 * has up to SY_PACK_EW_RANK axes, or it is flagged SY_PACK_RANK. 6 holds
 * every broadcast of two 3-d operands that merging cannot reduce, and is
 * more than ggml-vulkan's 4; a rank-7 or rank-8 call that does not merge is
 * rare (a permuted view of 7+ non-unit axes) and falls back. Axes past
 * rank have shape 1 and strides 0, so a shader may loop over all six.
 * Matmul: the batch as extents and strides (up to SY_MAX_RANK - 2 = 6 axes,
 * so the runtime's batch always fits); k, m or n of 0 reads nothing and
 * packs the operand's offset and strides as 0. CubeCL makes the same
 * choice (32-bit indexing unless a buffer is too large for it); ggml-vulkan
 * packs 32-bit extents and strides of up to 4 dims into push constants. */
#define SY_PACK_EW_RANK 6
#define SY_PACK_BATCH_RANK (SY_MAX_RANK - 2)

/* flags of a packed form (0: it fits) */
#define SY_PACK_WIDE 1u  /* a count, extent or element address needs more than 31 bits */
#define SY_PACK_RANK 2u  /* more than SY_PACK_EW_RANK axes after merging */
#define SY_PACK_BATCH 4u /* matmul's a_off/b_off are not extents and strides */
#define SY_PACK_SIZE 8u  /* sy_op_packed: more than SY_PACK_OP_WORDS words */

/* class fill: bits holds the value converted to dtype as a kernel stores it
 * (kernels/cpu: floats by C conversion, f16/bf16 rounded once; ints
 * saturating, NaN 0; bool value != 0), in the element's own bytes at the
 * start of bits (host order; an f64 or i64 takes both words). */
typedef struct sy_fill_packed {
    uint32_t flags;
    uint32_t numel;
    uint32_t bits[2];
} sy_fill_packed;

/* classes unary, binary, compare, where, cast: element i of the output
 * (row-major over shape[0..rank)) reads in[k] at offset[k] + sum idx[d] *
 * strides[k][d]; inputs past n_in are 0. */
typedef struct sy_ew_packed {
    uint32_t flags;
    uint32_t rank;
    uint32_t numel;
    uint32_t offset[3];
    uint32_t shape[SY_PACK_EW_RANK];
    int32_t strides[3][SY_PACK_EW_RANK];
} sy_ew_packed;

/* class matmul: batch t (multi-index idx over batch_shape[0..batch_rank),
 * last fastest) reads A_t[i][p] = a[a_offset + sum idx[j] * a_bstrides[j] +
 * i * a_rs + p * a_cs] (B alike) and writes out[(t * m + i) * n + j]. */
typedef struct sy_matmul_packed {
    uint32_t flags;
    uint32_t batch_rank;
    uint32_t batch, m, n, k;
    uint32_t a_offset, b_offset;
    int32_t a_rs, a_cs, b_rs, b_cs;
    uint32_t batch_shape[SY_PACK_BATCH_RANK];
    int32_t a_bstrides[SY_PACK_BATCH_RANK], b_bstrides[SY_PACK_BATCH_RANK];
} sy_matmul_packed;

/* class reduce: as sy_reduce_args, the input from element in_offset. */
typedef struct sy_reduce_packed {
    uint32_t flags;
    uint32_t outer, len, inner;
    uint32_t in_offset;
} sy_reduce_packed;

#ifdef __cplusplus
#define SY__PACK_ASSERT static_assert
#else
#define SY__PACK_ASSERT _Static_assert
#endif
SY__PACK_ASSERT(sizeof(sy_fill_packed) == 16, "sy_fill_packed: 32-bit words, no padding");
SY__PACK_ASSERT(sizeof(sy_ew_packed) == 120 && sizeof(sy_ew_packed) <= 128, "sy_ew_packed fits 128 bytes");
SY__PACK_ASSERT(sizeof(sy_matmul_packed) == 120 && sizeof(sy_matmul_packed) <= 128, "sy_matmul_packed fits 128 bytes");
SY__PACK_ASSERT(sizeof(sy_reduce_packed) == 20, "sy_reduce_packed: 32-bit words, no padding");

/* Each fills *p from *a and returns p->flags (sy_pack_op_args: below). */
SY_API uint32_t sy_pack_fill_args(const sy_fill_args *a, sy_fill_packed *p);
SY_API uint32_t sy_pack_ew_args(const sy_ew_args *a, sy_ew_packed *p);
SY_API uint32_t sy_pack_matmul_args(const sy_matmul_args *a, sy_matmul_packed *p);
SY_API uint32_t sy_pack_reduce_args(const sy_reduce_args *a, sy_reduce_packed *p);

/* Ops of families with `kernel: op` (runtime ABI 3): every op declared by
 * a signature of its own kind takes one struct, sy_op_args, like ggml's
 * op_params. Operands are contiguous and row-major: the runtime gathers
 * strided inputs first. */
typedef struct sy_tensor_arg {
    const void *data;             /* host: element [0, ...]; device: the buffer handle */
    int64_t offset;               /* device: elements from the buffer's start; host: 0 */
    sy_dtype dtype;
    int rank;
    int64_t shape[SY_MAX_RANK];
    int64_t numel;
} sy_tensor_arg;

/* One attribute's value: an int, axis, bool, dtype or enum (its index in
 * the signature's list) in i[0]; a list (int[N], int[], axes, shape) in
 * i[0..n); a float in f. */
typedef struct sy_attr_value {
    int n;
    int64_t i[SY_MAX_RANK];
    double f;
} sy_attr_value;

/* A result of an op with `kernel: op`: fresh, contiguous, never aliasing an
 * input; the kernel writes numel elements of dtype through data. */
typedef struct sy_result_arg {
    void *data;                   /* host: element [0, ...]; device: the buffer handle */
    int64_t offset;               /* always 0 */
    sy_dtype dtype;
    int rank;
    int64_t shape[SY_MAX_RANK];
    int64_t numel;
} sy_result_arg;

/* in: the tensor inputs in signature order, a variadic input's tensors in
 * its place (n_in counts them); out: the results; attrs: the attributes in
 * signature order, indexed by the generated SY_ATTR_<FAMILY>_<NAME>
 * (generated/sy_kernels.h). A kernel is never called when a result has no
 * elements. Kernels that find a value the op refuses (an index out of
 * range) return SY_E_INVALID_ARGUMENT with sy_kernel_error's detail. */
typedef struct sy_op_args {
    sy_op op;
    uint32_t device;
    int n_in;
    const sy_tensor_arg *in;
    int n_out;
    const sy_result_arg *out;
    const sy_attr_value *attrs;
    /* Ops of data-dependent shape (a family with `shape: values`: nonzero,
     * unique, compress, range, full_of_shape): the kernel is called twice.
     * First the sizing call: `dims` is non-NULL and every out[k].data NULL;
     * out[k].rank is the rule's and out[k].shape holds the dims the rule
     * knows, -1 for the others; the kernel reads the inputs, writes result
     * k's whole shape into dims[k][0 .. out[k].rank) and returns (a value
     * it refuses: SY_E_INVALID_ARGUMENT with sy_kernel_error's detail).
     * The runtime then allocates the results and calls again with dims NULL
     * (unless a result is empty), with the same inputs. Host kernels only:
     * a device backend's kernel of such an op is never called (its fallback
     * runs it). NULL for every other op. */
    int64_t (*dims)[SY_MAX_RANK];
} sy_op_args;

/* The packed form of sy_op_args: 32-bit words in one order that every
 * family shares, read from the op's signature (the generated op table:
 * which attributes, of which kinds, int[N] lists of which length N), so no
 * family needs a struct or a packer of its own. 128 bytes: the header, then
 * w[0 .. counts >> 16):
 *   1. each input k < n_in, in order: offset, rank, shape[0 .. rank); an
 *      absent optional input is the one word SY_PACK_ABSENT (a present
 *      offset is below 2^31);
 *   2. each result: rank, shape[0 .. rank) (its offset is always 0);
 *   3. each attribute, in signature order: an int, bool, axis, dtype, enum
 *      (its index) or comm as one int32; an int[N] list as its N values; any
 *      other list (int[], axes, shape) as its count, then its values; a
 *      float as three words, the f32 nearest to it (what the activations
 *      compute with) then the double's low and high words (GLSL's
 *      packDouble2x32, OpenCL's as_double); a device attribute as nothing.
 * counts is n_in | n_out << 8 | words used << 16. A shader reads its words
 * from the front: where a word is depends on the ranks before it, which the
 * shader reads too. Every value is as in sy_op_args, and every element
 * address of an input, offset + an index below its numel, lies in [0,
 * 2^31). Flagged, with the other fields 0: SY_PACK_WIDE (a count, extent,
 * address or int beyond 32 bits), SY_PACK_SIZE (more than SY_PACK_OP_WORDS
 * words, as a conv2d of rank-8 operands or a concat of many inputs, or args
 * that are no `kernel: op` call of the op table). conv2d with a bias takes
 * 29 words; ggml's op_params are 64 bytes of the same kind of words. */
#define SY_PACK_OP_WORDS 30
#define SY_PACK_ABSENT 0xffffffffu /* an absent optional input's word */

typedef struct sy_op_packed {
    uint32_t flags;
    uint32_t counts; /* n_in | n_out << 8 | words of w used << 16 */
    uint32_t w[SY_PACK_OP_WORDS];
} sy_op_packed;
SY__PACK_ASSERT(sizeof(sy_op_packed) == 128, "sy_op_packed fits 128 bytes");

SY_API uint32_t sy_pack_op_args(const sy_op_args *a, sy_op_packed *p);

/* Returned by a device kernel that declines a call on this device (see
 * above); never returned to a user. */
#define SY_KERNEL_FALLBACK ((sy_status)1)

/* Sets the detail that sy_last_error() will report for the failure the
 * calling kernel or memory function is about to return, and returns s:
 *   return sy_kernel_error(SY_E_DEVICE_ERROR, "clEnqueueNDRangeKernel: CL_OUT_OF_RESOURCES");
 * The runtime prefixes it with the public function and backend. Call it
 * only on a failure path; it is per thread. */
SY_API sy_status sy_kernel_error(sy_status s, const char *fmt, ...)
#if defined(__GNUC__) || defined(__clang__)
    __attribute__((format(printf, 2, 3)))
#endif
    ;

/* Whether the selection string of a device backend's SY_<NAME>_DEVICES
 * variable chooses device `index` (of the backend's full list, numbered
 * from 0), whose name is `name`. The syntax every device backend shares:
 * comma-separated entries, spaces around an entry ignored; an entry of
 * decimal digits chooses the device of that index, any other non-empty
 * entry every device whose name contains it (ASCII case ignored); an entry
 * that chooses nothing is ignored. A NULL or empty spec chooses every
 * device. Entries only choose: the backend keeps its own order, and a
 * device chosen twice appears once. */
SY_API int sy_kernel_device_selected(const char *spec, uint32_t index, const char *name);

typedef sy_status (*sy_fill_kernel)(const sy_fill_args *args);
typedef sy_status (*sy_ew_kernel)(const sy_ew_args *args);
typedef sy_status (*sy_matmul_kernel)(const sy_matmul_args *args);
typedef sy_status (*sy_reduce_kernel)(const sy_reduce_args *args);
typedef sy_status (*sy_op_kernel)(const sy_op_args *args);

/* The device contract: what a `memory: device` backend <b> defines besides
 * its kernels (all declared in generated/sy_kernels.h).
 *
 * Memory, always:
 *   sy_status sy_k_<b>_alloc(uint32_t index, size_t bytes, void **handle);
 *   void      sy_k_<b>_free(uint32_t index, void *handle);
 *   sy_status sy_k_<b>_read(uint32_t index, const void *handle, size_t offset, void *dst, size_t bytes);
 *   sy_status sy_k_<b>_write(uint32_t index, void *handle, size_t offset, const void *src, size_t bytes);
 *   long      sy_k_<b>_live_buffers(void); handles allocated and not freed, all devices
 * alloc is called with bytes == 0 for empty tensors and must return a handle
 * that free, read and write (of 0 bytes) accept. alloc fails with
 * SY_E_OUT_OF_MEMORY; read and write with SY_E_TRANSFER_FAILED or
 * SY_E_DEVICE_ERROR. A read returns when the bytes are in dst (it waits for
 * every kernel queued before it that writes the buffer); a write may return
 * before the copy is done only if src may be reused at once.
 *
 * With `devices: runtime` in the yaml:
 *   uint32_t  sy_k_<b>_device_count(void); called once, at first use; 0 is allowed
 * With `init: true`:
 *   sy_status sy_k_<b>_init(void);         called once, before any other function of <b>
 * With `shutdown: true`:
 *   void      sy_k_<b>_shutdown(void);     called by sy_shutdown(); <b> may be used (and
 *                                          initialized) again afterwards
 * Direct transfer functions named in `transfers:` (sy_k_<b>_<what>, <b> one
 * end of the pair) have the signature
 *   sy_status fn(uint32_t src_index, const void *src_handle, uint32_t dst_index,
 *                void *dst_handle, size_t bytes);
 * and copy a whole storage.
 *
 * Threads: every function above and every kernel may be called from several
 * threads at once, on the same device or on different ones; a backend locks
 * what it shares. device_count and init are called once, under the
 * runtime's lock. Errors: return a status and, for a detail, sy_kernel_error.
 * Stored dtypes: a backend that stores a dtype some comparison takes also
 * stores bool (the generator checks it), so comparisons and the masks of
 * backward passes can come back from a fallback.
 *
 * Asynchrony (runtime ABI 5). With `async: true` in the yaml a device
 * backend also defines
 *   sy_status sy_k_<b>_write_async(uint32_t index, void *handle, size_t offset, const void *src,
 *                                  size_t bytes, void (*done)(void *ctx), void *ctx);
 *   void      sy_k_<b>_flush(uint32_t index);
 *   sy_status sy_k_<b>_synchronize(uint32_t index);
 * and the runtime relies on these rules (without `async:` the hooks are
 * NULL and every call must have finished its work when it returns, as the
 * host backends and sim do; nothing else changes for them):
 *  - Launch: a kernel may return SY_OK with its work only enqueued, or
 *    only recorded into a batch the device has not been handed yet (vulkan):
 *    such a backend hands it over at flush, at every wait below, and by a
 *    limit of its own (vulkan: a batch of 64 commands), so work nobody reads
 *    or synchronizes may stay recorded until then, at the latest shutdown. The
 *    runtime never reads an output behind the backend's back: it reads
 *    through sy_k_<b>_read, which waits for the work queued before it that
 *    writes the buffer. A kernel's inputs are always on its own device (the
 *    runtime moves them first), so ordering on one device is the backend's.
 *  - Waits: read, synchronize, the staging of a host fallback (a read) and
 *    shutdown wait; a launch, write_async, flush and a direct transfer
 *    between two devices of the backend do not wait on the host, nor does
 *    free, but for a write still queued into the buffer (below). The public
 *    sy_synchronize(device) calls synchronize(index): it returns when the
 *    work queued on the device is done.
 *  - Events, or their equivalent: a direct transfer (`transfers:`) queues
 *    its copy behind the work queued on the source device and before later
 *    work on the destination, without a host round trip (opencl: a marker
 *    event on the source's queue that the copy on the destination's queue
 *    waits for). That is the only place work of one device depends on
 *    another's; moves between backends are staged through host memory, so
 *    they read (and wait).
 *  - flush(index) hands what is queued or recorded on the device to it
 *    without waiting; the runtime calls it at the end of every move onto a
 *    device, so the copy (and the work recorded before it) starts while the
 *    caller goes on. The runtime calls it nowhere else: a batching backend
 *    submits on its own when a batch is full and when anything waits.
 *  - write_async: like write, but may return with the copy queued. src
 *    stays valid and unchanged until the backend calls done(ctx), exactly
 *    once, when the copy no longer reads it: from a later call into the
 *    backend (any thread: a completed copy is noticed at the next write,
 *    launch, read, free or synchronize of the device), at the latest when
 *    the destination buffer is freed (free waits for a write still queued
 *    into it, so a source lives no longer than its destination) or at
 *    shutdown, which finishes everything first; it may also call it
 *    before returning. On failure it returns the status and does not call
 *    done: src is the caller's again. The runtime uses it for moves onto
 *    the device: a host source keeps a reference on its storage (tensors
 *    are immutable and counted) and a staging block is freed by done. The
 *    plain write (sy_tensor_from_data's user buffer) stays synchronous in
 *    what it reads: src may be reused when it returns. done runs the
 *    runtime's release of a host storage or block: it never calls back into
 *    the backend, and it must not be called under a lock the backend's own
 *    calls take.
 *  - Free: free may come while queued work still uses the buffer (the
 *    tensor was released after its last op was queued). The buffer's
 *    memory must stay valid until that work is done: the backend defers
 *    the release (opencl: clReleaseMemObject only drops the reference, and
 *    the OpenCL runtime deletes the cl_mem once the commands queued on it
 *    have finished, OpenCL 1.2 section 5.4.1; Vulkan: destroy at the
 *    fence of the last batch that used it). A buffer kept for reuse is
 *    handed out again on the same in-order queue only, where later work
 *    runs after the earlier.
 *  - Errors: a failure of queued work is kept by the backend and returned
 *    (SY_E_DEVICE_ERROR, sy_kernel_error's detail naming the op or
 *    transfer that failed (of a failed batch, its first op and how many
 *    more it held) and the device, e.g. "queued work failed: op add
 *    (kernel sy_add_f32) on OpenCL device 0: execution status -1
 *    (failed), ...") by the first call
 *    that waits for it: read (the runtime reports SY_E_TRANSFER_FAILED
 *    with that detail) or synchronize; one failure is reported once.
 *  - Shutdown finishes every queue and calls every outstanding done. */

#ifdef __cplusplus
}
#endif

#endif
