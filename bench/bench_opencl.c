/* The opencl backend against raw OpenCL and the host backends, each as a
 * ratio to a baseline timed in the same run, on opencl:0 (and opencl:1):
 *   moves     sy_to_device cpu -> opencl:0 and opencl:0 -> cpu, and
 *             sy_tensor_to_data, at 64 Ki, 1 Mi and 16 Mi f32, against a
 *             blocking clEnqueueWriteBuffer / clEnqueueReadBuffer of the same
 *             bytes through a context and queue of this program's own on the
 *             same device; opencl:0 -> opencl:1 (sy_k_opencl_copy_peer) against
 *             clEnqueueCopyBuffer when the two share a context, else a read
 *             and a write through host memory
 *   dispatch  sy_add of 1-element f32 tensors and a blocking read of the
 *             element, against sy_k_opencl_add called directly on buffers
 *             allocated beforehand and sy_k_opencl_read of the element
 *   chain     64 small ops (sy_add and sy_mul of 4 Ki f32, alternating) on
 *             opencl:0 and one blocking read of the last result, against
 *             the same kernels (sy_add_f32, sy_mul_f32 of the backend's
 *             program) enqueued with clEnqueueNDRangeKernel on two buffers
 *             allocated beforehand, then the same read: what dispatch
 *             costs when nothing waits between ops
 *   matmul    f32 n x n on opencl:0 with the result read back, against
 *             simd's sy_matmul and cblas_sgemm (same thread count)
 * OpenCL drivers run their own threads, so every time is a wall-clock
 * median, measured and baseline runs interleaved. With no OpenCL device it
 * prints why and exits 0. `bench_opencl SECTION` runs one section. */
#include <cblas.h>
#include <string.h>

#include "bench.h"
/* The backend's private header, for sy__ocl_device_get: the cl_device_id
 * behind opencl:N (PoCL's two devices have one name), whether two devices
 * share switchyard's context, and the queue a peer copy is waited on. */
#include "sy_opencl.h"
#include "sy_simd.h"

#define CL_CHECK(x)                                                                            \
    do {                                                                                       \
        cl_int err_ = (x);                                                                     \
        if (err_ != CL_SUCCESS) {                                                              \
            fprintf(stderr, "%s:%d: %s: %s (%d)\n", __FILE__, __LINE__, #x,                    \
                    sy__ocl_error_name(err_), (int)err_);                                      \
            exit(1);                                                                           \
        }                                                                                      \
    } while (0)

/* Times fns[0..k) interleaved (0 1 .. k-1, 0 1 ..), `inner` calls of each per
 * sample; the median seconds per call of each into t. */
static void bench_interleave(const bench_fn *fns, void *const *ctxs, int k, int samples, int inner, double *t)
{
    double v[4][64];
    if (samples > 64)
        samples = 64;
    for (int j = 0; j < k; j++)
        for (int i = 0; i < inner; i++)
            fns[j](ctxs[j]);
    for (int s = 0; s < samples; s++)
        for (int j = 0; j < k; j++) {
            double t0 = bench_now();
            for (int i = 0; i < inner; i++)
                fns[j](ctxs[j]);
            v[j][s] = (bench_now() - t0) / inner;
        }
    for (int j = 0; j < k; j++)
        t[j] = bench_median(v[j], samples);
}

static sy__ocl_device *ocl_device(uint32_t index)
{
    sy__ocl_device *dev;
    BENCH_CHECK(sy__ocl_device_get(index, &dev));
    return dev;
}

/* ---- moves -------------------------------------------------------------------- */

/* The bench's own OpenCL objects: one context over opencl:0 (and opencl:1
 * when switchyard has both in one context), a queue per device. */
typedef struct raw {
    int peer;        /* opencl:1 exists */
    int shared;      /* opencl:0 and :1 share switchyard's context (and so this one) */
    cl_context ctx[2];
    cl_command_queue q[2];
} raw;

static void raw_open(raw *r)
{
    memset(r, 0, sizeof *r);
    sy__ocl_device *d0 = ocl_device(0), *d1 = NULL;
    r->peer = sy_device_check(sy_device_of(SY_BACKEND_OPENCL, 1)) == SY_OK;
    if (r->peer) {
        d1 = ocl_device(1);
        r->shared = d0->context == d1->context;
    }
    cl_int err;
    cl_device_id ids[2] = {d0->id, d1 ? d1->id : NULL};
    r->ctx[0] = clCreateContext(NULL, r->shared ? 2 : 1, ids, NULL, NULL, &err);
    CL_CHECK(err);
    r->ctx[1] = r->ctx[0];
    if (r->peer && !r->shared) {
        r->ctx[1] = clCreateContext(NULL, 1, &ids[1], NULL, NULL, &err);
        CL_CHECK(err);
    }
    for (int i = 0; i < 1 + r->peer; i++) {
        r->q[i] = clCreateCommandQueue(r->ctx[i], ids[i], 0, &err);
        CL_CHECK(err);
    }
}

static void raw_close(raw *r)
{
    for (int i = 0; i < 1 + r->peer; i++)
        clReleaseCommandQueue(r->q[i]);
    if (r->ctx[1] != r->ctx[0])
        clReleaseContext(r->ctx[1]);
    clReleaseContext(r->ctx[0]);
}

typedef struct mv {
    raw *r;
    size_t bytes;
    sy_tensor *host_t, *dev_t; /* the values on cpu and on opencl:0 */
    sy_device dst;
    const void *src;           /* host_t's data */
    void *dst_host;            /* bytes, touched */
    cl_mem buf[2];             /* the bench's buffers on device 0 and 1 */
    cl_command_queue wait;     /* switchyard's queue of opencl:1 */
} mv;

static void op_sy_move(void *ctx) /* cpu -> opencl:0 (then waiting for the queued copy) or opencl:0 -> cpu */
{
    mv *m = ctx;
    sy_tensor *t;
    BENCH_CHECK(sy_to_device(m->dst.backend == SY_BACKEND_OPENCL ? m->host_t : m->dev_t, m->dst, &t));
    if (m->dst.backend == SY_BACKEND_OPENCL)
        BENCH_CHECK(sy_synchronize(m->dst));
    sy_tensor_release(t);
}

static void op_sy_to_data(void *ctx)
{
    mv *m = ctx;
    BENCH_CHECK(sy_tensor_to_data(m->dev_t, m->dst_host, m->bytes));
}

static void op_sy_peer(void *ctx) /* opencl:0 -> opencl:1, waiting for the copy */
{
    mv *m = ctx;
    sy_tensor *t;
    BENCH_CHECK(sy_to_device(m->dev_t, m->dst, &t));
    CL_CHECK(clFinish(m->wait));
    sy_tensor_release(t);
}

static void op_cl_write(void *ctx)
{
    mv *m = ctx;
    CL_CHECK(clEnqueueWriteBuffer(m->r->q[0], m->buf[0], CL_TRUE, 0, m->bytes, m->src, 0, NULL, NULL));
}

static void op_cl_read(void *ctx)
{
    mv *m = ctx;
    CL_CHECK(clEnqueueReadBuffer(m->r->q[0], m->buf[0], CL_TRUE, 0, m->bytes, m->dst_host, 0, NULL, NULL));
}

static void op_cl_peer(void *ctx)
{
    mv *m = ctx;
    if (m->r->shared) {
        CL_CHECK(clEnqueueCopyBuffer(m->r->q[1], m->buf[0], m->buf[1], 0, 0, m->bytes, 0, NULL, NULL));
        CL_CHECK(clFinish(m->r->q[1]));
    } else {
        CL_CHECK(clEnqueueReadBuffer(m->r->q[0], m->buf[0], CL_TRUE, 0, m->bytes, m->dst_host, 0, NULL, NULL));
        CL_CHECK(clEnqueueWriteBuffer(m->r->q[1], m->buf[1], CL_TRUE, 0, m->bytes, m->dst_host, 0, NULL, NULL));
    }
}

static void move_row(const char *what, const char *base, const char *size, mv *m, bench_fn sy, bench_fn cl)
{
    int reps = bench_reps(sy, m, 0.01);
    double ts, tc;
    bench_pair(cl, m, sy, m, m->bytes >= (64u << 20) ? 11 : 15, reps, &tc, &ts);
    printf("| %s | %s | %s | %.1f us | %.1f us | %.2f | %.2f | %.2f |\n", what, base, size, ts * 1e6, tc * 1e6,
           (double)m->bytes / ts / 1e9, (double)m->bytes / tc / 1e9, tc / ts);
}

static void moves(void)
{
    raw r;
    raw_open(&r);
    const sy_device cpu = sy_device_of(SY_BACKEND_CPU, 0), ocl0 = sy_device_of(SY_BACKEND_OPENCL, 0),
                    ocl1 = sy_device_of(SY_BACKEND_OPENCL, 1);
    printf("| move (f32) | baseline (blocking, own context and queue) | elements | switchyard | baseline | "
           "GB/s switchyard | GB/s baseline | switchyard / baseline bandwidth |\n"
           "|---|---|---|---|---|---|---|---|\n");
    const int64_t sizes[3] = {1 << 16, 1 << 20, 1 << 24};
    const char *names[3] = {"64 Ki", "1 Mi", "16 Mi"};
    for (int i = 0; i < 3; i++) {
        const int64_t n = sizes[i];
        mv m = {.r = &r, .bytes = (size_t)n * 4, .host_t = bench_random(&n, 1, cpu, 11)};
        m.src = sy_tensor_host_data(m.host_t);
        BENCH_CHECK(sy_to_device(m.host_t, ocl0, &m.dev_t));
        m.dst_host = malloc(m.bytes);
        memset(m.dst_host, 0, m.bytes);
        cl_int err;
        for (int d = 0; d < 1 + r.peer; d++) {
            m.buf[d] = clCreateBuffer(r.ctx[d], CL_MEM_READ_WRITE, m.bytes, NULL, &err);
            CL_CHECK(err);
            CL_CHECK(clEnqueueWriteBuffer(r.q[d], m.buf[d], CL_TRUE, 0, m.bytes, m.src, 0, NULL, NULL));
        }
        m.dst = ocl0;
        move_row("cpu -> opencl:0, `sy_to_device` + `sy_synchronize`", "`clEnqueueWriteBuffer`", names[i], &m,
                 op_sy_move,
                 op_cl_write);
        m.dst = cpu;
        move_row("opencl:0 -> cpu, `sy_to_device`", "`clEnqueueReadBuffer`", names[i], &m, op_sy_move,
                 op_cl_read);
        move_row("opencl:0 -> host buffer, `sy_tensor_to_data`", "`clEnqueueReadBuffer`", names[i], &m,
                 op_sy_to_data, op_cl_read);
        if (r.peer) {
            m.dst = ocl1;
            m.wait = ocl_device(1)->queue;
            move_row("opencl:0 -> opencl:1, `sy_to_device` (`sy_k_opencl_copy_peer`), then `clFinish`",
                     r.shared ? "`clEnqueueCopyBuffer`, then `clFinish`" : "`clEnqueueReadBuffer` + `clEnqueueWriteBuffer`",
                     names[i], &m, op_sy_peer, op_cl_peer);
        }
        for (int d = 0; d < 1 + r.peer; d++)
            clReleaseMemObject(m.buf[d]);
        free(m.dst_host);
        sy_tensor_release(m.dev_t);
        sy_tensor_release(m.host_t);
    }
    if (!r.peer)
        printf("\n(one OpenCL device only: no opencl:0 -> opencl:1 rows; `POCL_DEVICES=\"pthread pthread\"` gives "
               "PoCL two)\n");
    raw_close(&r);
}

/* ---- dispatch ------------------------------------------------------------------ */

typedef struct disp {
    sy_tensor *a, *b;
    void *ha, *hb, *hout; /* sy_k_opencl_alloc handles */
    sy_ew_args args;
    float x;
} disp;

static void op_dispatched(void *ctx)
{
    disp *w = ctx;
    sy_tensor *c;
    BENCH_CHECK(sy_add(w->a, w->b, &c));
    BENCH_CHECK(sy_tensor_to_data(c, &w->x, sizeof w->x));
    sy_tensor_release(c);
}

static void op_direct(void *ctx)
{
    disp *w = ctx;
    BENCH_CHECK(sy_k_opencl_add(&w->args));
    BENCH_CHECK(sy_k_opencl_read(0, w->hout, 0, &w->x, sizeof w->x));
}

static void dispatch(void)
{
    const sy_device dev = sy_device_of(SY_BACKEND_OPENCL, 0);
    const int64_t one = 1;
    const float va = 1.5f, vb = 2.25f;
    disp w = {0};
    BENCH_CHECK(sy_tensor_from_data(&va, SY_DTYPE_F32, &one, 1, dev, &w.a));
    BENCH_CHECK(sy_tensor_from_data(&vb, SY_DTYPE_F32, &one, 1, dev, &w.b));
    BENCH_CHECK(sy_k_opencl_alloc(0, sizeof(float), &w.ha));
    BENCH_CHECK(sy_k_opencl_alloc(0, sizeof(float), &w.hb));
    BENCH_CHECK(sy_k_opencl_alloc(0, sizeof(float), &w.hout));
    BENCH_CHECK(sy_k_opencl_write(0, w.ha, 0, &va, sizeof va));
    BENCH_CHECK(sy_k_opencl_write(0, w.hb, 0, &vb, sizeof vb));
    /* as runtime/sy_exec.c builds it for [1] + [1]: the size-1 axis is
     * dropped, leaving rank 1, shape {1} and stride 0 */
    w.args.op = SY_OP_ADD;
    w.args.device = 0;
    w.args.rank = 1;
    w.args.shape[0] = 1;
    w.args.numel = 1;
    w.args.out = w.hout;
    w.args.out_dtype = SY_DTYPE_F32;
    w.args.n_in = 2;
    w.args.in[0] = (sy_operand){.data = w.ha, .offset = 0, .dtype = SY_DTYPE_F32, .strides = {0}};
    w.args.in[1] = (sy_operand){.data = w.hb, .offset = 0, .dtype = SY_DTYPE_F32, .strides = {0}};

    op_dispatched(&w); /* builds the program */
    if (w.x != va + vb) {
        fprintf(stderr, "bench_opencl: sy_add gave %g, not %g\n", (double)w.x, (double)(va + vb));
        exit(1);
    }
    op_direct(&w);
    int reps = bench_reps(op_dispatched, &w, 0.01);
    double td, tk;
    bench_pair(op_dispatched, &w, op_direct, &w, 21, reps, &td, &tk);
    printf("| 1 element (f32, opencl:0), each call followed by a blocking read of it | direct kernel / dispatched "
           "sy_add | dispatched | direct | overhead |\n|---|---|---|---|---|\n");
    printf("| `sy_add` + `sy_tensor_to_data` vs `sy_k_opencl_add` + `sy_k_opencl_read` | %.3f | %.0f ns | %.0f ns | "
           "%.0f ns |\n", tk / td, td * 1e9, tk * 1e9, (td - tk) * 1e9);
    sy_k_opencl_free(0, w.ha);
    sy_k_opencl_free(0, w.hb);
    sy_k_opencl_free(0, w.hout);
    sy_tensor_release(w.a);
    sy_tensor_release(w.b);
}

/* ---- chain ------------------------------------------------------------------------- */

#define CHAIN_OPS 64
#define CHAIN_N 4096

typedef struct chn {
    sy_tensor *x;          /* on opencl:0 */
    float *host;           /* CHAIN_N, the result read back */
    sy__ocl_device *dev;
    cl_kernel k[2];        /* sy_add_f32, sy_mul_f32, from the backend's program */
    size_t local;          /* the work-group size the backend's launcher picks */
    cl_mem x_mem, y[2];    /* the direct side's input and ping-pong results */
} chn;

static void op_chain_dispatched(void *ctx)
{
    chn *c = ctx;
    bench_chain(c->x, CHAIN_OPS, c->host, CHAIN_N * sizeof(float));
}

/* The arguments sy_opencl_ops.c's `ew` sets for a contiguous binary call of
 * rank 1 (the packed form of runtime/sy_contract.h, by value), then the
 * launch over CHAIN_N items. */
static void chain_launch(chn *c, cl_kernel k, cl_mem out, cl_mem a, cl_mem b)
{
    sy_ew_args args = {.op = SY_OP_ADD, .rank = 1, .shape = {CHAIN_N}, .numel = CHAIN_N,
                       .out_dtype = SY_DTYPE_F32, .n_in = 2};
    for (int i = 0; i < 2; i++)
        args.in[i] = (sy_operand){.dtype = SY_DTYPE_F32, .strides = {1}};
    sy_ew_packed packed;
    if (sy_pack_ew_args(&args, &packed) != 0) {
        fprintf(stderr, "bench_opencl: a rank-1 call of %d elements does not pack\n", CHAIN_N);
        exit(1);
    }
    CL_CHECK(clSetKernelArg(k, 0, sizeof out, &out));
    CL_CHECK(clSetKernelArg(k, 1, sizeof a, &a));
    CL_CHECK(clSetKernelArg(k, 2, sizeof b, &b));
    CL_CHECK(clSetKernelArg(k, 3, sizeof packed, &packed));
    const size_t global = (CHAIN_N + c->local - 1) / c->local * c->local;
    CL_CHECK(clEnqueueNDRangeKernel(c->dev->queue, k, 1, NULL, &global, &c->local, 0, NULL, NULL));
}

static void op_chain_direct(void *ctx)
{
    chn *c = ctx;
    cl_mem y = c->x_mem;
    for (int i = 0; i < CHAIN_OPS; i++) {
        cl_mem next = c->y[i % 2];
        chain_launch(c, c->k[i % 2], next, y, c->x_mem);
        y = next;
    }
    CL_CHECK(clEnqueueReadBuffer(c->dev->queue, y, CL_TRUE, 0, CHAIN_N * sizeof(float), c->host, 0, NULL, NULL));
}

static void chain(void)
{
    const sy_device dev = sy_device_of(SY_BACKEND_OPENCL, 0);
    const int64_t n = CHAIN_N;
    sy_tensor *hx = bench_random(&n, 1, sy_device_of(SY_BACKEND_CPU, 0), 31);
    chn c = {.dev = ocl_device(0), .host = malloc(CHAIN_N * sizeof(float))};
    BENCH_CHECK(sy_to_device(hx, dev, &c.x));
    op_chain_dispatched(&c); /* builds the program */
    float *want = malloc(CHAIN_N * sizeof(float));
    memcpy(want, c.host, CHAIN_N * sizeof(float));
    size_t wg[2];
    BENCH_CHECK(sy__ocl_kernel_get(c.dev, "sy_add_f32", &c.k[0], &wg[0]));
    BENCH_CHECK(sy__ocl_kernel_get(c.dev, "sy_mul_f32", &c.k[1], &wg[1]));
    c.local = 1;
    while (c.local * 2 <= (wg[0] < 256 ? wg[0] : 256))
        c.local *= 2;
    cl_int err;
    c.x_mem = clCreateBuffer(c.dev->context, CL_MEM_READ_WRITE, CHAIN_N * sizeof(float), NULL, &err);
    CL_CHECK(err);
    for (int i = 0; i < 2; i++) {
        c.y[i] = clCreateBuffer(c.dev->context, CL_MEM_READ_WRITE, CHAIN_N * sizeof(float), NULL, &err);
        CL_CHECK(err);
    }
    CL_CHECK(clEnqueueWriteBuffer(c.dev->queue, c.x_mem, CL_TRUE, 0, CHAIN_N * sizeof(float), sy_tensor_host_data(hx),
                                  0, NULL, NULL));
    double td, tk;
    bench_chain_pair("bench_opencl", op_chain_dispatched, op_chain_direct, &c, want, c.host, CHAIN_N * sizeof(float),
                     &td, &tk);
    printf("| chain of %d ops (f32, %d elements, opencl:0), then a blocking read | direct kernels / dispatched | "
           "dispatched | direct | overhead per op |\n|---|---|---|---|---|\n", CHAIN_OPS, CHAIN_N);
    printf("| `sy_add`, `sy_mul` vs `clEnqueueNDRangeKernel` of sy_add_f32, sy_mul_f32 | %.3f | %.1f us | %.1f us | "
           "%.0f ns |\n", tk / td, td * 1e6, tk * 1e6, (td - tk) / CHAIN_OPS * 1e9);
    sy__ocl_kernel_put(c.dev, "sy_add_f32", c.k[0]);
    sy__ocl_kernel_put(c.dev, "sy_mul_f32", c.k[1]);
    clReleaseMemObject(c.x_mem);
    clReleaseMemObject(c.y[0]);
    clReleaseMemObject(c.y[1]);
    free(want);
    free(c.host);
    sy_tensor_release(c.x);
    sy_tensor_release(hx);
}

/* ---- matmul ------------------------------------------------------------------------ */

typedef struct mm {
    int n;
    sy_tensor *a, *b; /* on simd or opencl:0 */
    const float *ha, *hb;
    float *hc;
} mm;

static void op_matmul(void *ctx) /* with the result read back when on a device */
{
    mm *m = ctx;
    sy_tensor *c;
    BENCH_CHECK(sy_matmul(m->a, m->b, &c));
    if (!sy_tensor_host_data(c))
        BENCH_CHECK(sy_tensor_to_data(c, m->hc, (size_t)m->n * m->n * sizeof *m->hc));
    sy_tensor_release(c);
}

static void op_sgemm(void *ctx)
{
    mm *m = ctx;
    cblas_sgemm(CblasRowMajor, CblasNoTrans, CblasNoTrans, m->n, m->n, m->n, 1.0f, m->ha, m->n, m->hb, m->n, 0.0f,
                m->hc, m->n);
}

static void matmul(int cpu_device)
{
    const int threads = sy_simd_num_threads();
    openblas_set_num_threads(threads);
    printf("| n (f32, n x n @ n x n, result read back) | opencl:0 | simd | OpenBLAS | opencl / simd speed | "
           "opencl / OpenBLAS speed | opencl GFLOP/s |\n|---|---|---|---|---|---|---|\n");
    const int sizes[2] = {256, 1024};
    const sy_device cpu = sy_device_of(SY_BACKEND_CPU, 0);
    for (int i = 0; i < 2; i++) {
        const int n = sizes[i];
        const int64_t shape[2] = {n, n};
        sy_tensor *a = bench_random(shape, 2, cpu, 21), *b = bench_random(shape, 2, cpu, 22);
        mm blas = {.n = n, .ha = sy_tensor_host_data(a), .hb = sy_tensor_host_data(b)};
        blas.hc = malloc((size_t)n * n * sizeof *blas.hc);
        mm simd = blas, ocl = blas;
        BENCH_CHECK(sy_to_device(a, sy_device_of(SY_BACKEND_SIMD, 0), &simd.a));
        BENCH_CHECK(sy_to_device(b, sy_device_of(SY_BACKEND_SIMD, 0), &simd.b));
        BENCH_CHECK(sy_to_device(a, sy_device_of(SY_BACKEND_OPENCL, 0), &ocl.a));
        BENCH_CHECK(sy_to_device(b, sy_device_of(SY_BACKEND_OPENCL, 0), &ocl.b));
        const bench_fn fns[3] = {op_sgemm, op_matmul, op_matmul};
        void *const ctxs[3] = {&blas, &simd, &ocl};
        double t[3];
        /* PoCL takes seconds per call at 1024: 3 samples after the warm-up
         * (which builds the program when this is the first kernel) */
        bench_interleave(fns, ctxs, 3, n >= 1024 ? 3 : 9, n >= 1024 ? 1 : 4, t);
        printf("| %d | %.2f ms | %.2f ms | %.2f ms | %.3f | %.3f | %.1f |\n", n, t[2] * 1e3, t[1] * 1e3, t[0] * 1e3,
               t[1] / t[2], t[0] / t[2], 2.0 * n * (double)n * n / t[2] / 1e9);
        sy_tensor_release(ocl.a);
        sy_tensor_release(ocl.b);
        sy_tensor_release(simd.a);
        sy_tensor_release(simd.b);
        sy_tensor_release(a);
        sy_tensor_release(b);
        free(blas.hc);
    }
    if (cpu_device)
        printf("\nopencl:0 is a CPU device: this compares an OpenCL C kernel compiled by the driver with the simd "
               "kernels and OpenBLAS on the same cores, not a GPU with the CPU.\n");
}

int main(int argc, char **argv)
{
    const char *only = argc == 2 ? argv[1] : NULL;
    const sy_status st = sy_device_check(sy_device_of(SY_BACKEND_OPENCL, 0));
    if (st != SY_OK) {
        printf("No OpenCL figures: opencl:0 is not usable (%s: %s).\n", sy_status_name(st), sy_last_error());
        return 0;
    }
    const sy__ocl_device *d0 = ocl_device(0);
    cl_device_type type = 0;
    cl_platform_id platform = NULL;
    char pname[128] = "?";
    clGetDeviceInfo(d0->id, CL_DEVICE_TYPE, sizeof type, &type, NULL);
    if (clGetDeviceInfo(d0->id, CL_DEVICE_PLATFORM, sizeof platform, &platform, NULL) == CL_SUCCESS)
        clGetPlatformInfo(platform, CL_PLATFORM_NAME, sizeof pname, pname, NULL);
    pname[sizeof pname - 1] = '\0';
    const int cpu_device = (type & CL_DEVICE_TYPE_CPU) != 0, count = sy_backend_device_count(SY_BACKEND_OPENCL);
    const char *env = getenv("POCL_DEVICES");
    printf("opencl:0 is `%s` of the platform `%s`%s (%d OpenCL device%s%s%s%s). Times are wall-clock medians (the "
           "driver works on threads of its own), each side interleaved with its baseline.\n\n",
           d0->name, pname, cpu_device ? ", a CPU device: its kernels and copies run on this machine's cores" : "",
           count, count == 1 ? "" : "s", env ? ", `POCL_DEVICES=\"" : "", env ? env : "", env ? "\"`" : "");
    if (!only || strcmp(only, "moves") == 0) {
        moves();
        printf("\n");
    }
    if (!only || strcmp(only, "dispatch") == 0) {
        dispatch();
        printf("\n");
    }
    if (!only || strcmp(only, "chain") == 0) {
        chain();
        printf("\n");
    }
    if (!only || strcmp(only, "matmul") == 0)
        matmul(cpu_device);
    sy_shutdown();
    return 0;
}
