/* Dispatch overhead: the generated sy_add (checks, route switch, output
 * allocation, kernel, release of the result) against a direct call of the
 * kernel it routes to, on the same buffers, at 1, 64, 4 Ki and 1 Mi f32
 * elements, on the simd backend; in thread CPU time up to 4 Ki (one thread),
 * wall time at 1 Mi (the simd pool).
 *
 *   bench_dispatch            Markdown rows: direct / dispatched time ratio
 *   bench_dispatch loop-dispatch N [E] | loop-direct N [E]
 *                             N calls of one kind at E elements (default 1), for
 *                             valgrind --tool=callgrind --toggle-collect=... */
#include <string.h>

#include "bench.h"
#include "sy_kernel.h"
#include "sy_kernels.h"

typedef struct work {
    sy_tensor *a, *b;
    float *out;
    sy_ew_args args;
} work;

static void dispatched(void *ctx)
{
    work *w = ctx;
    sy_tensor *c;
    sy_add(w->a, w->b, &c);
    sy_tensor_release(c);
}

static void direct(void *ctx)
{
    work *w = ctx;
    sy_simd_add(&w->args);
}

static void setup(work *w, int64_t n, sy_device dev)
{
    float *data = malloc((size_t)n * sizeof *data);
    for (int64_t i = 0; i < n; i++)
        data[i] = (float)(i % 97) * 0.25f;
    BENCH_CHECK(sy_tensor_from_data(data, SY_DTYPE_F32, &n, 1, dev, &w->a));
    BENCH_CHECK(sy_tensor_from_data(data, SY_DTYPE_F32, &n, 1, dev, &w->b));
    free(data);
    w->out = aligned_alloc(64, ((size_t)n * sizeof(float) + 63) & ~(size_t)63);
    memset(&w->args, 0, sizeof w->args);
    w->args.op = SY_OP_ADD;
    w->args.rank = 1;
    w->args.shape[0] = n;
    w->args.numel = n;
    w->args.out = w->out;
    w->args.out_dtype = SY_DTYPE_F32;
    w->args.n_in = 2;
    w->args.in[0] = (sy_operand){.data = sy_tensor_host_data(w->a), .dtype = SY_DTYPE_F32, .strides = {1}};
    w->args.in[1] = (sy_operand){.data = sy_tensor_host_data(w->b), .dtype = SY_DTYPE_F32, .strides = {1}};
}

static void teardown(work *w)
{
    sy_tensor_release(w->a);
    sy_tensor_release(w->b);
    free(w->out);
}

/* Kept out of line so callgrind can count each loop by name. */
__attribute__((noinline)) void loop_dispatch(work *w, long n)
{
    for (long i = 0; i < n; i++)
        dispatched(w);
}

__attribute__((noinline)) void loop_direct(work *w, long n)
{
    for (long i = 0; i < n; i++)
        direct(w);
}

int main(int argc, char **argv)
{
    sy_device dev = sy_device_of(SY_BACKEND_SIMD, 0);
    work w;
    if (argc == 3 || argc == 4) {
        setup(&w, argc == 4 ? atol(argv[3]) : 1, dev);
        dispatched(&w); /* warm the caches and lazy initialization */
        direct(&w);
        long n = atol(argv[2]);
        if (strcmp(argv[1], "loop-dispatch") == 0)
            loop_dispatch(&w, n);
        else
            loop_direct(&w, n);
        teardown(&w);
        return 0;
    }
    printf("| elements (f32, simd; thread CPU time) | direct kernel / dispatched sy_add | dispatched | direct | overhead |\n"
           "|---|---|---|---|---|\n");
    const int64_t sizes[4] = {1, 64, 4096, 1 << 20};
    const char *names[4] = {"1", "64", "4 Ki", "1 Mi"};
    for (int i = 0; i < 4; i++) {
        setup(&w, sizes[i], dev);
        int reps = bench_reps(dispatched, &w, 0.01);
        double td, tk;
        /* below the simd thread threshold the calls run on this thread
         * alone: thread CPU time; 1 Mi runs on the pool: wall time */
        const int one_thread = sizes[i] <= 4096;
        (one_thread ? bench_pair_cpu : bench_pair)(dispatched, &w, direct, &w, 31, reps, &td, &tk);
        printf("| %s%s | %.3f | %.1f ns | %.1f ns | %.1f ns |\n", names[i], one_thread ? "" : " (wall time)", tk / td,
               td * 1e9, tk * 1e9, (td - tk) * 1e9);
        teardown(&w);
    }
    return 0;
}
