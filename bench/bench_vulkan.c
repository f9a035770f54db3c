/* The vulkan backend's dispatch against its own kernels called directly, as
 * a ratio to a baseline timed in the same run, on vulkan:0:
 *   chain     64 small ops (sy_add and sy_mul of 4 Ki f32, alternating) on
 *             vulkan:0 and one read of the last result, against the same
 *             kernels (sy_k_vulkan_add, sy_k_vulkan_mul: pack, record,
 *             submit) called on two buffers allocated beforehand, then
 *             sy_k_vulkan_read: what the runtime's dispatch, output
 *             allocation and deferred frees cost when nothing waits
 *             between ops
 *   batching  the direct chain as above (64 commands: one batch, one
 *             vkQueueSubmit) against the same chain with sy_k_vulkan_flush
 *             after every kernel (a submission and a fence per op, as the
 *             backend did before it batched): what batching saves, in
 *             wall time and in the calling thread's CPU time
 * lavapipe runs the shaders on threads of its own, so times are wall-clock
 * medians, the two sides interleaved. With no Vulkan device it prints why
 * and exits 0. */
#include <string.h>

#include "bench.h"
#include "sy_kernels.h"

#define CHAIN_OPS 64
#define CHAIN_N 4096

typedef struct chn {
    sy_tensor *x; /* on vulkan:0 */
    float *host;  /* CHAIN_N, the result read back */
    void *x_buf, *y[2];
} chn;

static void op_chain_dispatched(void *ctx)
{
    chn *c = ctx;
    bench_chain(c->x, CHAIN_OPS, c->host, CHAIN_N * sizeof(float));
}

static void op_chain_direct(void *ctx)
{
    chn *c = ctx;
    void *y = c->x_buf;
    for (int i = 0; i < CHAIN_OPS; i++) {
        void *next = c->y[i % 2];
        sy_ew_args a = {.op = i % 2 == 0 ? SY_OP_ADD : SY_OP_MUL, .rank = 1, .shape = {CHAIN_N}, .numel = CHAIN_N,
                        .out = next, .out_dtype = SY_DTYPE_F32, .n_in = 2};
        a.in[0] = (sy_operand){.data = y, .dtype = SY_DTYPE_F32, .strides = {1}};
        a.in[1] = (sy_operand){.data = c->x_buf, .dtype = SY_DTYPE_F32, .strides = {1}};
        BENCH_CHECK(i % 2 == 0 ? sy_k_vulkan_add(&a) : sy_k_vulkan_mul(&a));
        y = next;
    }
    BENCH_CHECK(sy_k_vulkan_read(0, y, 0, c->host, CHAIN_N * sizeof(float)));
}

/* The direct chain submitted an op at a time: flush after every kernel. */
static void op_chain_unbatched(void *ctx)
{
    chn *c = ctx;
    void *y = c->x_buf;
    for (int i = 0; i < CHAIN_OPS; i++) {
        void *next = c->y[i % 2];
        sy_ew_args a = {.op = i % 2 == 0 ? SY_OP_ADD : SY_OP_MUL,
                        .rank = 1,
                        .shape = {CHAIN_N},
                        .numel = CHAIN_N,
                        .out = next,
                        .out_dtype = SY_DTYPE_F32,
                        .n_in = 2};
        a.in[0] = (sy_operand){.data = y, .dtype = SY_DTYPE_F32, .strides = {1}};
        a.in[1] = (sy_operand){.data = c->x_buf, .dtype = SY_DTYPE_F32, .strides = {1}};
        BENCH_CHECK(i % 2 == 0 ? sy_k_vulkan_add(&a) : sy_k_vulkan_mul(&a));
        sy_k_vulkan_flush(0);
        y = next;
    }
    BENCH_CHECK(sy_k_vulkan_read(0, y, 0, c->host, CHAIN_N * sizeof(float)));
}

int main(void)
{
    const sy_device dev = sy_device_of(SY_BACKEND_VULKAN, 0);
    const sy_status st = sy_device_check(dev);
    if (st != SY_OK) {
        printf("No Vulkan figures: vulkan:0 is not usable (%s: %s).\n", sy_status_name(st), sy_last_error());
        return 0;
    }
    const int64_t n = CHAIN_N;
    sy_tensor *hx = bench_random(&n, 1, sy_device_of(SY_BACKEND_CPU, 0), 31);
    chn c = {.host = malloc(CHAIN_N * sizeof(float))};
    BENCH_CHECK(sy_to_device(hx, dev, &c.x));
    op_chain_dispatched(&c); /* makes the pipelines */
    float *want = malloc(CHAIN_N * sizeof(float));
    memcpy(want, c.host, CHAIN_N * sizeof(float));
    BENCH_CHECK(sy_k_vulkan_alloc(0, CHAIN_N * sizeof(float), &c.x_buf));
    BENCH_CHECK(sy_k_vulkan_alloc(0, CHAIN_N * sizeof(float), &c.y[0]));
    BENCH_CHECK(sy_k_vulkan_alloc(0, CHAIN_N * sizeof(float), &c.y[1]));
    BENCH_CHECK(sy_k_vulkan_write(0, c.x_buf, 0, sy_tensor_host_data(hx), CHAIN_N * sizeof(float)));
    double td, tk;
    bench_chain_pair("bench_vulkan", op_chain_dispatched, op_chain_direct, &c, want, c.host, CHAIN_N * sizeof(float),
                     &td, &tk);
    printf("| chain of %d ops (f32, %d elements, vulkan:0), then a read | direct kernels / dispatched | "
           "dispatched | direct | overhead per op |\n|---|---|---|---|---|\n", CHAIN_OPS, CHAIN_N);
    printf("| `sy_add`, `sy_mul` vs `sy_k_vulkan_add`, `sy_k_vulkan_mul` on buffers of their own | %.3f | %.1f us | "
           "%.1f us | %.0f ns |\n", tk / td, td * 1e6, tk * 1e6, (td - tk) / CHAIN_OPS * 1e9);
    double tb, tu;
    int reps = bench_reps(op_chain_direct, &c, 0.02);
    bench_pair(op_chain_direct, &c, op_chain_unbatched, &c, 21, reps, &tb, &tu);
    printf("\n| chain of %d ops (f32, %d elements, vulkan:0), then a read | one batch / a submission per op | "
           "one batch | a submission per op |\n|---|---|---|---|\n",
           CHAIN_OPS, CHAIN_N);
    printf("| `sy_k_vulkan_add`, `sy_k_vulkan_mul`, batched vs `sy_k_vulkan_flush` after each (wall) | %.3f | %.1f us "
           "| %.1f us |\n",
           tb / tu, tb * 1e6, tu * 1e6);
    bench_pair_cpu(op_chain_direct, &c, op_chain_unbatched, &c, 21, reps, &tb, &tu);
    printf("| the same, the calling thread's CPU time (lavapipe runs the shaders on threads of its own) | %.3f | "
           "%.1f us | %.1f us |\n",
           tb / tu, tb * 1e6, tu * 1e6);
    sy_k_vulkan_free(0, c.x_buf);
    sy_k_vulkan_free(0, c.y[0]);
    sy_k_vulkan_free(0, c.y[1]);
    free(want);
    free(c.host);
    sy_tensor_release(c.x);
    sy_tensor_release(hx);
    sy_shutdown();
    return 0;
}
