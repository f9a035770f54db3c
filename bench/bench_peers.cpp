/* switchyard side by side with PyTorch's C++ library (ATen / libtorch), in
 * one process, on one thread each (make bench-peers, bench/peers.sh).
 *
 *   bench_peers [--quick] [--all-cores] [--cnn]
 *                                Markdown: the machine, then one table row per
 *                                workload with both times, libtorch time /
 *                                switchyard time, and what makes the row unfair;
 *                                --quick: few samples, smaller sizes;
 *                                --all-cores: a second table, below;
 *                                --cnn: the CNN training step's rows alone
 *   bench_peers corename         the kernels OpenBLAS picked for this CPU
 *   bench_peers fast-backend     the backend of the second one-element loop (simd
 *                                when compiled in, else cpu)
 *   bench_peers loop N           N one-element adds of each kind, each kind in
 *                                its own function (peers_loop_*), for
 *                                valgrind --tool=callgrind --toggle-collect=...
 *
 * Both sides run on the calling thread: the simd pool, OpenBLAS (which both
 * libtorch and the blas backend call) and ATen's intra-op threads are set to
 * one thread, and OPENBLAS_NUM_THREADS / OMP_NUM_THREADS are 1 in the
 * environment (the program re-executes itself with them otherwise, since the
 * libraries read them when loaded). Every row of the main table is timed in
 * thread CPU time (CLOCK_THREAD_CPUTIME_ID), so other load on the machine
 * does not count; the process CPU time is taken too, and a row where other
 * threads of this process worked is listed below the table. The workloads of
 * a row run interleaved (each sample times every side in turn, the order
 * rotating), and a figure is the median over the samples. Before a row is timed, the two sides' results are
 * compared: a row whose sides compute different things stops the program
 * with exit status 1. With --all-cores, a second table times the large
 * workloads with every core on both sides, in wall time (meaningful on an
 * otherwise idle machine only: a thread that waits for a core stalls the
 * whole op). */
#include <algorithm>
#include <array>
#include <cerrno>
#include <cmath>
#include <cstdarg>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <ctime>
#include <functional>
#include <string>
#include <utility>
#include <vector>

#include <unistd.h>

#include <ATen/ATen.h>
#include <ATen/Parallel.h>
#include <torch/csrc/autograd/autograd.h>
#include <torch/jit.h>
#include <torch/version.h>

#include <valgrind/callgrind.h>

#include "switchyard.h"
#if SY_WITH_SIMD
#include "sy_simd.h"
#endif

/* OpenBLAS's own controls (its cblas.h is C99, with _Complex types C++ lacks) */
extern "C" {
void openblas_set_num_threads(int num_threads);
char *openblas_get_corename(void);
}

#define SY_CHECK(x)                                                                                         \
    do {                                                                                                    \
        sy_status st_ = (x);                                                                                \
        if (st_ != SY_OK) {                                                                                 \
            std::fprintf(stderr, "bench_peers: %s:%d: %s: %s (%s)\n", __FILE__, __LINE__, #x,               \
                         sy_status_str(st_), sy_last_error());                                              \
            std::exit(1);                                                                                   \
        }                                                                                                   \
    } while (0)

namespace {

[[noreturn]] void die(const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    std::fputs("bench_peers: ", stderr);
    std::vfprintf(stderr, fmt, ap);
    std::fputc('\n', stderr);
    va_end(ap);
    std::exit(1);
}

std::string fmt(const char *f, ...)
{
    char buf[512];
    va_list ap;
    va_start(ap, f);
    std::vsnprintf(buf, sizeof buf, f, ap);
    va_end(ap);
    return buf;
}

double clock_s(clockid_t id)
{
    timespec ts;
    clock_gettime(id, &ts);
    return (double)ts.tv_sec + (double)ts.tv_nsec * 1e-9;
}
double thread_cpu() { return clock_s(CLOCK_THREAD_CPUTIME_ID); }
double wall() { return clock_s(CLOCK_MONOTONIC); }
double process_cpu() { return clock_s(CLOCK_PROCESS_CPUTIME_ID); }

double median(std::vector<double> v)
{
    std::sort(v.begin(), v.end());
    size_t n = v.size();
    return n % 2 ? v[n / 2] : 0.5 * (v[n / 2 - 1] + v[n / 2]);
}

bool quick = false;
/* threads on each side: 1 for the main table (thread CPU time), all cores
 * for the second one (wall time: the work is spread over threads) */
int threads = 1;
std::string at_isa = "unknown", sy_isa = "none"; /* the kernel variants each side runs */
/* rows where threads other than the caller's did work (process CPU > thread CPU) */
std::vector<std::string> busy_rows;

/* Times fns interleaved: each sample runs every function `inner[i]` times
 * under the thread CPU clock (the wall clock when threads > 1), the starting
 * function rotating from sample to sample. Gives each function's median
 * seconds per call. */
std::vector<double> measure(const char *row, const std::vector<std::function<void()>> &fns)
{
    double (*const now)() = threads == 1 ? thread_cpu : wall;
    const size_t k = fns.size();
    const double target = quick ? 0.002 : 0.01; /* seconds per sample and function */
    std::vector<long> inner(k);
    for (size_t i = 0; i < k; i++) {
        for (int w = 0; w < 3; w++) /* warm caches, lazy initialization, TorchScript's profiling runs */
            fns[i]();
        long n = 1;
        for (;;) {
            double t0 = now();
            for (long r = 0; r < n; r++)
                fns[i]();
            double dt = now() - t0;
            if (dt >= target / 4 || n >= (1L << 24)) {
                inner[i] = dt > 0 ? std::max(1L, (long)((double)n * target / dt)) : n;
                break;
            }
            n *= 4;
        }
    }
    const int samples = quick ? 3 : 11;
    std::vector<std::vector<double>> t(k);
    std::vector<double> thread_sum(k, 0), process_sum(k, 0);
    for (int s = 0; s < samples; s++) {
        for (size_t j = 0; j < k; j++) {
            size_t i = (j + (size_t)s) % k;
            double p0 = process_cpu(), t0 = now();
            for (long r = 0; r < inner[i]; r++)
                fns[i]();
            double t1 = now(), p1 = process_cpu();
            t[i].push_back((t1 - t0) / (double)inner[i]);
            thread_sum[i] += t1 - t0;
            process_sum[i] += p1 - p0;
        }
    }
    std::vector<double> out(k);
    for (size_t i = 0; i < k; i++) {
        out[i] = median(t[i]);
        /* clock reads cost about a microsecond; other threads of this process
         * working alongside show as process CPU well above thread CPU */
        if (threads == 1 && process_sum[i] > 1.05 * thread_sum[i] + 1e-4 * samples)
            busy_rows.push_back(fmt("%s (side %zu: process CPU %.2f x thread CPU)", row, i + 1,
                                    process_sum[i] / thread_sum[i]));
    }
    return out;
}

/* ---- data on both sides ----------------------------------------------------------------- */

std::vector<float> random_data(int64_t n, unsigned seed, float scale = 1.0f)
{
    std::vector<float> v((size_t)n);
    for (auto &x : v) {
        seed = seed * 1664525u + 1013904223u;
        x = ((float)(seed >> 8) / 16777216.0f - 0.5f) * scale;
    }
    return v;
}

sy_tensor *sy_from(const std::vector<float> &v, const std::vector<int64_t> &shape, sy_device dev)
{
    sy_tensor *t;
    SY_CHECK(sy_tensor_from_data(v.data(), SY_DTYPE_F32, shape.data(), (int)shape.size(), dev, &t));
    return t;
}

at::Tensor at_from(const std::vector<float> &v, const std::vector<int64_t> &shape)
{
    return at::from_blob(const_cast<float *>(v.data()), shape, at::kFloat).clone();
}

/* a view of a host tensor's storage (read-only use: tensors are immutable) */
at::Tensor at_view(const sy_tensor *t)
{
    const int64_t *s = sy_tensor_shape(t);
    std::vector<int64_t> shape(s, s + sy_tensor_rank(t));
    return at::from_blob(const_cast<void *>(sy_tensor_host_data(t)), shape, at::kFloat);
}

std::vector<float> sy_values(const sy_tensor *t)
{
    std::vector<float> v((size_t)sy_tensor_numel(t));
    SY_CHECK(sy_tensor_to_data(t, v.data(), v.size() * sizeof(float)));
    return v;
}

std::vector<float> at_values(const at::Tensor &t)
{
    at::Tensor c = t.detach().contiguous();
    return std::vector<float>(c.data_ptr<float>(), c.data_ptr<float>() + c.numel());
}

/* The largest |a - b| over tol(b) = atol + rtol * |b|; 1 and above fails. */
void agree(const std::string &what, const std::vector<float> &a, const std::vector<float> &b, double rtol,
           double atol)
{
    if (a.size() != b.size())
        die("%s: switchyard gave %zu values, libtorch %zu", what.c_str(), a.size(), b.size());
    for (size_t i = 0; i < a.size(); i++) {
        double d = std::fabs((double)a[i] - (double)b[i]);
        if (!(d <= atol + rtol * std::fabs((double)b[i])))
            die("%s: the two sides disagree at element %zu: switchyard %.9g, libtorch %.9g", what.c_str(), i,
                (double)a[i], (double)b[i]);
    }
}

/* ---- the table ------------------------------------------------------------------------------ */

std::string human(double s)
{
    if (s < 1e-6)
        return fmt("%.1f ns", s * 1e9);
    if (s < 1e-3)
        return fmt("%.2f us", s * 1e6);
    if (s < 1)
        return fmt("%.3f ms", s * 1e3);
    return fmt("%.3f s", s);
}

void row(const std::string &what, double sy, double at, const std::string &unfair)
{
    std::printf("| %s | %s | %s | %.2f | %s |\n", what.c_str(), human(sy).c_str(), human(at).c_str(), at / sy,
                unfair.c_str());
    std::fflush(stdout);
}

const char *size_name(int64_t n)
{
    static char buf[32];
    if (n >= (1 << 20) && n % (1 << 20) == 0)
        std::snprintf(buf, sizeof buf, "%lld Mi", (long long)(n >> 20));
    else if (n >= 1024 && n % 1024 == 0)
        std::snprintf(buf, sizeof buf, "%lld Ki", (long long)(n >> 10));
    else
        std::snprintf(buf, sizeof buf, "%lld", (long long)n);
    return buf;
}

std::vector<sy_backend> host_backends()
{
    std::vector<sy_backend> out;
    const sy_backend want[] = {SY_BACKEND_CPU,
#if SY_WITH_SIMD
                               SY_BACKEND_SIMD,
#endif
#if SY_WITH_BLAS
                               SY_BACKEND_BLAS
#endif
    };
    for (sy_backend b : want)
        if (sy_backend_enabled(b))
            out.push_back(b);
    return out;
}

/* the backend whose kernels run eager ops: simd when compiled in */
sy_backend fast_backend()
{
#if SY_WITH_SIMD
    return SY_BACKEND_SIMD;
#else
    return SY_BACKEND_CPU;
#endif
}

/* "matmul on blas; add, relu, sum on cpu": whose kernels run the ops on b (through its fallback chain) */
std::string where_ops_run(sy_backend b, std::initializer_list<sy_op> ops = {SY_OP_MATMUL, SY_OP_ADD, SY_OP_RELU,
                                                                          SY_OP_SUM})
{
    std::vector<std::pair<sy_backend, std::string>> groups; /* in order of first appearance */
    for (sy_op op : ops) {
        sy_backend exec;
        if (!sy_backend_runs_op(b, op, SY_DTYPE_F32, &exec))
            continue;
        auto g = std::find_if(groups.begin(), groups.end(), [exec](const auto &x) { return x.first == exec; });
        if (g == groups.end())
            groups.emplace_back(exec, sy_op_name(op));
        else
            g->second += std::string(", ") + sy_op_name(op);
    }
    if (groups.size() == 1)
        return std::string("every op on ") + sy_backend_name(groups[0].first);
    std::string s;
    for (const auto &g : groups)
        s += (s.empty() ? "" : "; ") + g.second + " on " + sy_backend_name(g.first);
    return s;
}

/* ---- per-op overhead and elementwise ops --------------------------------------------------- */

struct ew {
    sy_tensor *a, *b;
    at::Tensor ta, tb, out;
};

ew ew_make(int64_t n, sy_device dev)
{
    ew w;
    std::vector<float> a = random_data(n, 1), b = random_data(n, 2);
    w.a = sy_from(a, {n}, dev);
    w.b = sy_from(b, {n}, dev);
    w.ta = at_view(w.a); /* the very same bytes on both sides */
    w.tb = at_view(w.b);
    w.out = at::empty({n}, at::kFloat);
    return w;
}

void ew_free(ew &w)
{
    w.ta = at::Tensor();
    w.tb = at::Tensor();
    w.out = at::Tensor();
    sy_tensor_release(w.a);
    sy_tensor_release(w.b);
}

void sy_add_once(const ew &w)
{
    sy_tensor *c;
    sy_add(w.a, w.b, &c);
    sy_tensor_release(c);
}

}  // namespace

/* Kept out of line, unmangled, so callgrind counts each loop by name. */
extern "C" {
__attribute__((noinline)) void peers_loop_sy_add_cpu(const ew *w, long n);
__attribute__((noinline)) void peers_loop_sy_add_simd(const ew *w, long n);
__attribute__((noinline)) void peers_loop_at_add(const ew *w, long n);
__attribute__((noinline)) void peers_loop_at_add_out(ew *w, long n);

void peers_loop_sy_add_cpu(const ew *w, long n)
{
    for (long i = 0; i < n; i++)
        sy_add_once(*w);
}
void peers_loop_sy_add_simd(const ew *w, long n)
{
    for (long i = 0; i < n; i++)
        sy_add_once(*w);
}
void peers_loop_at_add(const ew *w, long n)
{
    for (long i = 0; i < n; i++)
        (void)at::add(w->ta, w->tb);
}
void peers_loop_at_add_out(ew *w, long n)
{
    for (long i = 0; i < n; i++)
        at::add_out(w->out, w->ta, w->tb);
}
}

namespace {

int loop_mode(long n)
{
    ew cpu = ew_make(1, sy_device_of(SY_BACKEND_CPU, 0));
    ew fast = ew_make(1, sy_device_of(fast_backend(), 0));
    /* under valgrind --instr-atstart=no, libtorch's start-up ran uninstrumented (fast) */
    CALLGRIND_START_INSTRUMENTATION;
    for (int i = 0; i < 3; i++) { /* lazy initialization out of the counts */
        sy_add_once(cpu);
        sy_add_once(fast);
        (void)at::add(cpu.ta, cpu.tb);
        at::add_out(cpu.out, cpu.ta, cpu.tb);
    }
    peers_loop_sy_add_cpu(&cpu, n);
    peers_loop_sy_add_simd(&fast, n);
    peers_loop_at_add(&cpu, n);
    peers_loop_at_add_out(&cpu, n);
    CALLGRIND_STOP_INSTRUMENTATION;
    ew_free(cpu);
    ew_free(fast);
    return 0;
}

void one_element_rows()
{
    const sy_backend fb = fast_backend();
    ew cpu = ew_make(1, sy_device_of(SY_BACKEND_CPU, 0));
    ew fast = ew_make(1, sy_device_of(fb, 0));
    for (const ew *w : {&cpu, &fast}) {
        sy_tensor *c;
        SY_CHECK(sy_add(w->a, w->b, &c));
        agree("add, 1 element", sy_values(c), at_values(at::add(w->ta, w->tb)), 0, 0);
        sy_tensor_release(c);
    }
    auto t = measure("add, 1 element",
                     {[&] { sy_add_once(cpu); }, [&] { sy_add_once(fast); }, [&] { (void)at::add(cpu.ta, cpu.tb); },
                      [&] { at::add_out(cpu.out, cpu.ta, cpu.tb); }});
    const char *alloc = "at::add also takes an alpha and promotes dtypes; each side allocates its result "
                        "(switchyard from a per-thread free list, libtorch with posix_memalign)";
    row("add, 1 element (cpu)", t[0], t[2], alloc);
    if (fb != SY_BACKEND_CPU)
        row(fmt("add, 1 element (%s)", sy_backend_name(fb)), t[1], t[2], alloc);
    row(fmt("add, 1 element (%s) against at::add_out, control", sy_backend_name(fb)), t[1], t[3],
        "control: libtorch writes into an output made beforehand, switchyard still allocates");
    ew_free(cpu);
    ew_free(fast);
}

void elementwise_rows(std::initializer_list<int64_t> sizes)
{
    const sy_backend fb = fast_backend();
    const sy_device dev = sy_device_of(fb, 0);
    const char *bn = sy_backend_name(fb);
    for (int64_t n : sizes) {
        ew w = ew_make(n, dev);
        const std::string sz = size_name(n);
        {
            sy_tensor *c;
            SY_CHECK(sy_add(w.a, w.b, &c));
            agree("add " + sz, sy_values(c), at_values(at::add(w.ta, w.tb)), 0, 0);
            sy_tensor_release(c);
        }
        auto t = measure(("add " + sz).c_str(), {[&] { sy_add_once(w); }, [&] { (void)at::add(w.ta, w.tb); },
                                                  [&] { at::add_out(w.out, w.ta, w.tb); }});
        row(fmt("add %s (%s)", sz.c_str(), bn), t[0], t[1],
            "libtorch allocates and frees every result (a block glibc maps, 64 MiB at 16 Mi, comes back as "
            "fresh pages that fault); switchyard reuses freed large blocks: see the control below");
        row(fmt("add %s (%s) against at::add_out, control", sz.c_str(), bn), t[0], t[2],
            "control: libtorch writes into an output made beforehand, switchyard allocates (from its cache)");

        /* sum over all: the error of each side against an f64 sum of the same values */
        sy_tensor *s;
        SY_CHECK(sy_sum(w.a, SY_AXIS_ALL, false, &s));
        const float sy_sum_v = sy_values(s)[0];
        sy_tensor_release(s);
        const float at_sum_v = at::sum(w.ta).item<float>();
        double ref = 0, mag = 0;
        const float *pa = static_cast<const float *>(sy_tensor_host_data(w.a));
        for (int64_t i = 0; i < n; i++) {
            ref += (double)pa[i];
            mag += std::fabs((double)pa[i]);
        }
        if (std::fabs((double)sy_sum_v - ref) > 1e-4 * mag || std::fabs((double)at_sum_v - ref) > 1e-4 * mag)
            die("sum %s: switchyard %.9g, libtorch %.9g, f64 %.9g", sz.c_str(), (double)sy_sum_v, (double)at_sum_v,
                ref);
        t = measure(("sum " + sz).c_str(), {[&] {
                                                sy_tensor *r;
                                                sy_sum(w.a, SY_AXIS_ALL, false, &r);
                                                sy_tensor_release(r);
                                            },
                                            [&] { (void)at::sum(w.ta); }});
        row(fmt("sum over all %s (%s)", sz.c_str(), bn), t[0], t[1],
            fmt("the sides accumulate differently; error against an f64 sum, over the sum of magnitudes: "
                "switchyard %.1e, libtorch %.1e",
                std::fabs((double)sy_sum_v - ref) / mag, std::fabs((double)at_sum_v - ref) / mag));

        /* exp */
        sy_tensor *e;
        SY_CHECK(sy_exp(w.a, &e));
        std::vector<float> se = sy_values(e), ae = at_values(at::exp(w.ta));
        sy_tensor_release(e);
        agree("exp " + sz, se, ae, 1e-5, 0);
        double worst = 0;
        for (size_t i = 0; i < se.size(); i++)
            worst = std::max(worst, std::fabs((double)se[i] - (double)ae[i]) / std::fabs((double)ae[i]));
        t = measure(("exp " + sz).c_str(), {[&] {
                                                sy_tensor *r;
                                                sy_exp(w.a, &r);
                                                sy_tensor_release(r);
                                            },
                                            [&] { (void)at::exp(w.ta); }});
        row(fmt("exp %s (%s)", sz.c_str(), bn), t[0], t[1],
            fmt("different exp approximations (largest relative difference %.1e); libtorch's %s kernels "
                "against switchyard's %s; libtorch allocates as for add",
                worst, at_isa.c_str(),
                fb == SY_BACKEND_CPU ? "scalar cpu kernels" : (sy_isa + " " + bn + " kernels").c_str()));
        ew_free(w);
    }
}

/* ---- matmul ---------------------------------------------------------------------------------- */

void matmul_rows(std::initializer_list<int64_t> sizes)
{
    std::vector<sy_backend> bes;
    for (sy_backend b : host_backends())
        if (b != SY_BACKEND_CPU) /* the scalar reference kernels: minutes at 2048 */
            bes.push_back(b);
    if (bes.empty())
        bes.push_back(SY_BACKEND_CPU);
    for (int64_t n : sizes) {
        if (quick && n > 512)
            break;
        if (n > 512 && bes.size() == 1 && bes[0] == SY_BACKEND_CPU) {
            std::printf("| matmul %lld and above | (not run) | | | only the cpu backend is compiled in, whose "
                        "scalar kernel would take minutes |\n",
                        (long long)n);
            break;
        }
        std::vector<float> a = random_data(n * n, 3), b = random_data(n * n, 4);
        at::Tensor ta = at_from(a, {n, n}), tb = at_from(b, {n, n});
        std::vector<sy_tensor *> sa, sb;
        std::vector<std::function<void()>> fns;
        for (sy_backend be : bes) {
            sa.push_back(sy_from(a, {n, n}, sy_device_of(be, 0)));
            sb.push_back(sy_from(b, {n, n}, sy_device_of(be, 0)));
            sy_tensor *c;
            SY_CHECK(sy_matmul(sa.back(), sb.back(), &c));
            agree(fmt("matmul %lld (%s)", (long long)n, sy_backend_name(be)), sy_values(c),
                  at_values(at::mm(ta, tb)), 1e-3, 1e-3 * std::sqrt((double)n));
            sy_tensor_release(c);
            const sy_tensor *x = sa.back(), *y = sb.back();
            fns.push_back([x, y] {
                sy_tensor *r;
                sy_matmul(x, y, &r);
                sy_tensor_release(r);
            });
        }
        fns.push_back([&] { (void)at::mm(ta, tb); });
        auto t = measure(fmt("matmul %lld", (long long)n).c_str(), fns);
        for (size_t i = 0; i < bes.size(); i++) {
            const char *note = bes[i] == SY_BACKEND_BLAS
                                   ? "the same OpenBLAS sgemm on both sides: only what is around it differs"
                               : bes[i] == SY_BACKEND_CPU ? "switchyard's scalar reference kernel against sgemm"
                                                          : "switchyard's own GEMM against OpenBLAS's sgemm, which "
                                                            "at::mm calls";
            row(fmt("matmul %lld x %lld @ %lld x %lld (%s)", (long long)n, (long long)n, (long long)n, (long long)n,
                    sy_backend_name(bes[i])),
                t[i], t.back(), note);
            sy_tensor_release(sa[i]);
            sy_tensor_release(sb[i]);
        }
    }
}

/* ---- MLP: training step and forward -------------------------------------------------------- */

enum { MLP_B = 512, MLP_IN = 64, MLP_HID = 128, MLP_OUT = 10 };

struct mlp_data {
    std::vector<float> x, p[4];
    std::vector<int64_t> shape[4] = {{MLP_IN, MLP_HID}, {MLP_HID}, {MLP_HID, MLP_OUT}, {MLP_OUT}};
    mlp_data()
    {
        x = random_data((int64_t)MLP_B * MLP_IN, 5);
        for (int k = 0; k < 4; k++) {
            int64_t n = 1;
            for (int64_t d : shape[k])
                n *= d;
            p[k] = random_data(n, 6u + (unsigned)k, 0.5f);
        }
    }
};

/* x @ W1 + b1, relu, @ W2 + b2, summed: on tracked leaves or plain tensors */
sy_tensor *sy_mlp_loss(const sy_tensor *x, sy_tensor *const *p)
{
    sy_tensor *h, *hb, *r, *o, *ob, *loss;
    SY_CHECK(sy_matmul(x, p[0], &h));
    SY_CHECK(sy_add(h, p[1], &hb));
    SY_CHECK(sy_relu(hb, &r));
    SY_CHECK(sy_matmul(r, p[2], &o));
    SY_CHECK(sy_add(o, p[3], &ob));
    SY_CHECK(sy_sum(ob, SY_AXIS_ALL, false, &loss));
    sy_tensor *tmp[] = {h, hb, r, o, ob};
    for (sy_tensor *t : tmp)
        sy_tensor_release(t);
    return loss;
}

at::Tensor at_mlp_loss(const at::Tensor &x, const std::vector<at::Tensor> &p)
{
    at::Tensor r = at::relu(at::add(at::matmul(x, p[0]), p[1]));
    return at::sum(at::add(at::matmul(r, p[2]), p[3]));
}

struct sy_mlp {
    sy_tensor *x, *plain[4], *leaf[4];
};

/* one training step: forward, backward, the four gradients; gives them when asked */
void sy_step(const sy_mlp &m, std::vector<std::vector<float>> *grads)
{
    sy_tensor *loss = sy_mlp_loss(m.x, m.leaf);
    sy_grads *g;
    SY_CHECK(sy_backward(loss, &g));
    for (int k = 0; k < 4; k++) {
        sy_tensor *gk;
        SY_CHECK(sy_grad(g, m.leaf[k], &gk));
        if (grads)
            grads->push_back(sy_values(gk));
        sy_tensor_release(gk);
    }
    sy_grads_release(g);
    sy_tensor_release(loss);
}

std::vector<at::Tensor> at_step(const at::Tensor &x, const std::vector<at::Tensor> &p)
{
    at::Tensor loss = at_mlp_loss(x, p);
    return torch::autograd::grad({loss}, p);
}

void mlp_rows(bool forward = true)
{
    mlp_data d;
    at::Tensor tx = at_from(d.x, {MLP_B, MLP_IN});
    std::vector<at::Tensor> tp, tl;
    for (int k = 0; k < 4; k++) {
        tp.push_back(at_from(d.p[k], d.shape[k]));
        tl.push_back(at_from(d.p[k], d.shape[k]).requires_grad_(true));
    }
    std::vector<at::Tensor> ag = at_step(tx, tl);
    const std::vector<float> at_fwd = at_values(at_mlp_loss(tx, tp));
    std::vector<sy_backend> bes = host_backends();
    std::vector<sy_mlp> ms(bes.size());
    std::vector<std::function<void()>> steps, fwds;
    for (size_t i = 0; i < bes.size(); i++) {
        const sy_device dev = sy_device_of(bes[i], 0), ad = sy_device_autodiff(dev, SY_CHECKPOINT_NONE);
        sy_mlp &m = ms[i];
        m.x = sy_from(d.x, {MLP_B, MLP_IN}, dev); /* the batch is not tracked: no gradient for it */
        for (int k = 0; k < 4; k++) {
            m.plain[k] = sy_from(d.p[k], d.shape[k], dev);
            SY_CHECK(sy_track(m.plain[k], ad, &m.leaf[k]));
        }
        std::vector<std::vector<float>> g;
        sy_step(m, &g);
        for (int k = 0; k < 4; k++)
            agree(fmt("MLP step (%s), gradient %d", sy_backend_name(bes[i]), k), g[(size_t)k],
                  at_values(ag[(size_t)k]), 1e-3, 1e-2);
        sy_tensor *l = sy_mlp_loss(m.x, m.plain);
        agree(fmt("MLP forward (%s)", sy_backend_name(bes[i])), sy_values(l), at_fwd, 1e-4, 1e-2);
        sy_tensor_release(l);
        const sy_mlp *pm = &m;
        steps.push_back([pm] { sy_step(*pm, nullptr); });
        fwds.push_back([pm] { sy_tensor_release(sy_mlp_loss(pm->x, pm->plain)); });
    }
    steps.push_back([&] { (void)at_step(tx, tl); });
    fwds.push_back([&] { (void)at_mlp_loss(tx, tp); });
    auto ts = measure("MLP step", steps);
    for (size_t i = 0; i < bes.size(); i++) {
        std::string note = "same math: x @ W1 + b1, relu, @ W2 + b2, sum, then the gradients of the 4 parameters "
                           "(none for the batch; libtorch: torch::autograd::grad); switchyard runs " +
                           where_ops_run(bes[i]);
        if (bes[i] == SY_BACKEND_CPU)
            note += " (the scalar reference kernels)";
        row(fmt("MLP training step %dx%d -> %d -> %d (%s)", MLP_B, MLP_IN, MLP_HID, MLP_OUT, sy_backend_name(bes[i])),
            ts[i], ts.back(), note);
    }
    if (!forward)
        fwds.clear();
    auto tf = fwds.empty() ? std::vector<double>() : measure("MLP forward", fwds);
    for (size_t i = 0; i < tf.size() && i < bes.size(); i++)
        row(fmt("MLP forward, batch %d, plain (%s)", MLP_B, sy_backend_name(bes[i])), tf[i], tf.back(),
            "the step's forward on tensors that record nothing (libtorch: no requires_grad, grad mode on); "
            "switchyard runs " + where_ops_run(bes[i]));
    for (sy_mlp &m : ms) {
        sy_tensor_release(m.x);
        for (int k = 0; k < 4; k++) {
            sy_tensor_release(m.plain[k]);
            sy_tensor_release(m.leaf[k]);
        }
    }
}

/* ---- CNN: a LeNet-5-style training step (examples/cnn.c's network) ------------------------- */

enum { CNN_B = 32, CNN_S = 28, CNN_C = 10, CNN_NP = 10 };
const float cnn_lr = 0.01f;

struct cnn_data {
    std::vector<float> x, p[CNN_NP];
    std::vector<int64_t> target;
    std::vector<int64_t> shape[CNN_NP] = {{6, 1, 5, 5}, {6},        {16, 6, 5, 5}, {16},      {256, 120},
                                          {120},        {120, 84}, {84},          {84, CNN_C}, {CNN_C}};
    cnn_data()
    {
        x = random_data((int64_t)CNN_B * CNN_S * CNN_S, 21, 2.0f);
        const float fan_in[CNN_NP] = {25, 25, 150, 150, 256, 256, 120, 120, 84, 84};
        for (int k = 0; k < CNN_NP; k++) {
            int64_t n = 1;
            for (int64_t d : shape[k])
                n *= d;
            p[k] = random_data(n, 22u + (unsigned)k, 2.0f * std::sqrt(6.0f / fan_in[k]));
        }
        unsigned seed = 23;
        for (int n = 0; n < CNN_B; n++) {
            seed = seed * 1664525u + 1013904223u;
            target.push_back((int64_t)((seed >> 16) % CNN_C));
        }
    }
};

/* conv 6@5x5, relu, max pool 2, conv 16@5x5, relu, max pool 2, 256 -> 120 -> 84 -> 10 (relu between),
 * log_softmax, nll_loss (mean), as examples/cnn.c */
sy_tensor *sy_cnn_loss(const sy_tensor *x, const sy_tensor *target, sy_tensor *const *p)
{
    static const int64_t one[2] = {1, 1}, two[2] = {2, 2}, none[4] = {0, 0, 0, 0}, flat[2] = {CNN_B, 256};
    sy_tensor *c1, *r1, *p1, *i1, *c2, *r2, *p2, *i2, *f, *h1, *hb1, *a1, *h2, *hb2, *a2, *h3, *logits, *logp, *loss;
    SY_CHECK(sy_conv2d(x, p[0], p[1], one, none, one, 1, &c1));
    SY_CHECK(sy_relu(c1, &r1));
    SY_CHECK(sy_max_pool2d(r1, two, two, none, one, false, &p1, &i1));
    SY_CHECK(sy_conv2d(p1, p[2], p[3], one, none, one, 1, &c2));
    SY_CHECK(sy_relu(c2, &r2));
    SY_CHECK(sy_max_pool2d(r2, two, two, none, one, false, &p2, &i2));
    SY_CHECK(sy_reshape(p2, flat, 2, &f));
    SY_CHECK(sy_matmul(f, p[4], &h1));
    SY_CHECK(sy_add(h1, p[5], &hb1));
    SY_CHECK(sy_relu(hb1, &a1));
    SY_CHECK(sy_matmul(a1, p[6], &h2));
    SY_CHECK(sy_add(h2, p[7], &hb2));
    SY_CHECK(sy_relu(hb2, &a2));
    SY_CHECK(sy_matmul(a2, p[8], &h3));
    SY_CHECK(sy_add(h3, p[9], &logits));
    SY_CHECK(sy_log_softmax(logits, 1, &logp));
    SY_CHECK(sy_nll_loss(logp, target, nullptr, SY_NLL_LOSS_REDUCTION_MEAN, -((int64_t)1 << 61), &loss));
    sy_tensor *tmp[] = {c1, r1, p1, i1, c2, r2, p2, i2, f, h1, hb1, a1, h2, hb2, a2, h3, logits, logp};
    for (sy_tensor *t : tmp)
        sy_tensor_release(t);
    return loss;
}

at::Tensor at_cnn_loss(const at::Tensor &x, const at::Tensor &target, const std::vector<at::Tensor> &p)
{
    at::Tensor h = at::max_pool2d(at::relu(at::conv2d(x, p[0], p[1])), {2, 2});
    h = at::max_pool2d(at::relu(at::conv2d(h, p[2], p[3])), {2, 2}).reshape({CNN_B, 256});
    h = at::relu(at::add(at::matmul(h, p[4]), p[5]));
    h = at::relu(at::add(at::matmul(h, p[6]), p[7]));
    return at::nll_loss(at::log_softmax(at::add(at::matmul(h, p[8]), p[9]), 1), target);
}

struct sy_cnn {
    sy_device ad;
    sy_tensor *x, *target, *lr, *plain[CNN_NP];
};

/* one SGD step: track the parameters, forward, backward, p - lr * grad replaces p; the loss and
 * gradients when asked */
void sy_cnn_step(sy_cnn &m, std::vector<std::vector<float>> *out)
{
    sy_tensor *leaf[CNN_NP];
    for (int k = 0; k < CNN_NP; k++)
        SY_CHECK(sy_track(m.plain[k], m.ad, &leaf[k]));
    sy_tensor *loss = sy_cnn_loss(m.x, m.target, leaf);
    sy_grads *g;
    SY_CHECK(sy_backward(loss, &g));
    if (out)
        out->push_back(sy_values(loss));
    for (int k = 0; k < CNN_NP; k++) {
        sy_tensor *gk, *scaled, *next;
        SY_CHECK(sy_grad(g, leaf[k], &gk));
        if (out)
            out->push_back(sy_values(gk));
        SY_CHECK(sy_mul(gk, m.lr, &scaled));
        SY_CHECK(sy_sub(m.plain[k], scaled, &next));
        sy_tensor_release(scaled);
        sy_tensor_release(gk);
        sy_tensor_release(leaf[k]);
        sy_tensor_release(m.plain[k]);
        m.plain[k] = next;
    }
    sy_grads_release(g);
    sy_tensor_release(loss);
}

/* the same step in libtorch: autograd, then the in-place update torch.optim.SGD makes */
void at_cnn_step(const at::Tensor &x, const at::Tensor &target, std::vector<at::Tensor> &p,
                 std::vector<std::vector<float>> *out)
{
    at::Tensor loss = at_cnn_loss(x, target, p);
    std::vector<at::Tensor> g = torch::autograd::grad({loss}, p);
    if (out) {
        out->push_back(at_values(loss));
        for (const at::Tensor &gk : g)
            out->push_back(at_values(gk));
    }
    at::NoGradGuard no_grad;
    for (size_t k = 0; k < p.size(); k++)
        p[k].sub_(g[k], cnn_lr);
}

void cnn_rows()
{
    cnn_data d;
    at::Tensor tx = at_from(d.x, {CNN_B, 1, CNN_S, CNN_S});
    at::Tensor tt = at::from_blob(d.target.data(), {CNN_B}, at::kLong).clone();
    std::vector<at::Tensor> tp;
    for (int k = 0; k < CNN_NP; k++) {
        tp.push_back(at_from(d.p[k], d.shape[k]).requires_grad_(true));
    }
    std::vector<std::vector<float>> want;
    at_cnn_step(tx, tt, tp, &want);
    std::vector<sy_backend> bes = host_backends();
    std::vector<sy_cnn> ms(bes.size());
    std::vector<std::function<void()>> steps;
    for (size_t i = 0; i < bes.size(); i++) {
        const sy_device dev = sy_device_of(bes[i], 0);
        sy_cnn &m = ms[i];
        m.ad = sy_device_autodiff(dev, SY_CHECKPOINT_NONE);
        m.x = sy_from(d.x, {CNN_B, 1, CNN_S, CNN_S}, dev);
        const int64_t tshape[1] = {CNN_B};
        SY_CHECK(sy_tensor_from_data(d.target.data(), SY_DTYPE_I64, tshape, 1, dev, &m.target));
        SY_CHECK(sy_full(nullptr, 0, cnn_lr, SY_DTYPE_F32, dev, &m.lr));
        for (int k = 0; k < CNN_NP; k++)
            m.plain[k] = sy_from(d.p[k], d.shape[k], dev);
        std::vector<std::vector<float>> got;
        sy_cnn_step(m, &got);
        for (size_t k = 0; k < got.size(); k++)
            agree(fmt("CNN step (%s), %s %zu", sy_backend_name(bes[i]), k ? "gradient" : "loss", k ? k - 1 : 0),
                  got[k], want[k], 1e-3, 1e-4);
        sy_cnn *pm = &m;
        steps.push_back([pm] { sy_cnn_step(*pm, nullptr); });
    }
    steps.push_back([&] { at_cnn_step(tx, tt, tp, nullptr); });
    auto ts = measure("CNN step", steps);
    for (size_t i = 0; i < bes.size(); i++) {
        std::string note = "same math: LeNet-5-style conv 6@5x5, relu, max pool, conv 16@5x5, relu, max pool, "
                           "256 -> 120 -> 84 -> 10, log_softmax, nll_loss, the gradients of the 10 parameters and "
                           "an SGD update (libtorch: torch::autograd::grad, then sub_ in place; switchyard makes "
                           "new parameters); switchyard runs " +
                           where_ops_run(bes[i], {SY_OP_CONV2D, SY_OP_CONV2D_BACKWARD_INPUT,
                                                  SY_OP_CONV2D_BACKWARD_WEIGHT, SY_OP_MAX_POOL2D, SY_OP_MATMUL,
                                                  SY_OP_ADD, SY_OP_RELU, SY_OP_LOG_SOFTMAX, SY_OP_NLL_LOSS});
        if (bes[i] == SY_BACKEND_CPU)
            note += " (the scalar reference kernels)";
        row(fmt("CNN training step, batch %d of 1x%dx%d (%s)", CNN_B, CNN_S, CNN_S, sy_backend_name(bes[i])), ts[i],
            ts.back(), note);
    }
    for (sy_cnn &m : ms) {
        sy_tensor *tmp[] = {m.x, m.target, m.lr};
        for (sy_tensor *t : tmp)
            sy_tensor_release(t);
        for (int k = 0; k < CNN_NP; k++)
            sy_tensor_release(m.plain[k]);
    }
}

/* ---- recording overhead: the elementwise chain of bench_autodiff --------------------------- */

sy_tensor *sy_chain(const sy_tensor *x)
{
    sy_tensor *a, *b, *c, *d, *e, *f, *g, *h, *loss;
    SY_CHECK(sy_tanh(x, &a));
    SY_CHECK(sy_mul(a, x, &b));
    SY_CHECK(sy_add(b, x, &c));
    SY_CHECK(sy_sigmoid(c, &d));
    SY_CHECK(sy_mul(d, d, &e));
    SY_CHECK(sy_sub(e, a, &f));
    SY_CHECK(sy_exp(f, &g));
    SY_CHECK(sy_relu(g, &h));
    SY_CHECK(sy_sum(h, SY_AXIS_ALL, false, &loss));
    sy_tensor *tmp[] = {a, b, c, d, e, f, g, h};
    for (sy_tensor *t : tmp)
        sy_tensor_release(t);
    return loss;
}

at::Tensor at_chain(const at::Tensor &x)
{
    at::Tensor a = at::tanh(x);
    at::Tensor c = at::add(at::mul(a, x), x);
    at::Tensor d = at::sigmoid(c);
    at::Tensor f = at::sub(at::mul(d, d), a);
    return at::sum(at::relu(at::exp(f)));
}

void recording_rows()
{
    const int64_t n = 1024;
    std::vector<float> v = random_data(n, 9, 2.0f);
    at::Tensor tx = at_from(v, {n}), tr = at_from(v, {n}).requires_grad_(true);
    const std::vector<float> ref = at_values(at_chain(tx));
    std::vector<sy_backend> bes = host_backends();
    if (bes.size() > 2) /* blas runs these ops as simd does */
        bes.resize(2);
    for (sy_backend be : bes) {
        const sy_device dev = sy_device_of(be, 0), ad = sy_device_autodiff(dev, SY_CHECKPOINT_NONE);
        sy_tensor *x = sy_from(v, {n}, dev), *xr;
        SY_CHECK(sy_track(x, ad, &xr));
        sy_tensor *l = sy_chain(xr);
        if (!sy_tensor_is_tracked(l))
            die("the recorded chain's loss is not tracked");
        agree(fmt("chain (%s)", sy_backend_name(be)), sy_values(l), ref, 1e-4, 1e-3);
        sy_tensor_release(l);
        if (!at_chain(tr).requires_grad())
            die("libtorch's recorded chain does not require grad");
        auto t = measure(fmt("chain (%s)", sy_backend_name(be)).c_str(),
                         {[&] { sy_tensor_release(sy_chain(x)); }, [&] { sy_tensor_release(sy_chain(xr)); },
                          [&] { (void)at_chain(tx); }, [&] { (void)at_chain(tr); }});
        const char *bn = sy_backend_name(be);
        row(fmt("chain of 8 elementwise ops and a sum, 1 Ki, plain (%s)", bn), t[0], t[2],
            "tanh, mul, add, sigmoid, mul, sub, exp, relu, sum (bench_autodiff's chain), recording nothing");
        row(fmt("the same chain, recorded (%s)", bn), t[1], t[3],
            "switchyard on an autodiff device, libtorch with requires_grad; forward only, the graph dropped "
            "with the loss");
        std::printf("| recording overhead, recorded / plain (%s) | %.2fx | %.2fx | (relative cost) | "
                    "each side against its own plain chain |\n",
                    bn, t[1] / t[0], t[3] / t[2]);
        sy_tensor_release(xr);
        sy_tensor_release(x);
    }
}

/* ---- capture replay against TorchScript ----------------------------------------------------- */

sy_tensor *sy_forward(const sy_tensor *x, sy_tensor *const *p)
{
    sy_tensor *h, *hb, *a, *o, *logits, *e, *z, *probs;
    SY_CHECK(sy_matmul(x, p[0], &h));
    SY_CHECK(sy_add(h, p[1], &hb));
    SY_CHECK(sy_relu(hb, &a));
    SY_CHECK(sy_matmul(a, p[2], &o));
    SY_CHECK(sy_add(o, p[3], &logits));
    SY_CHECK(sy_exp(logits, &e));
    SY_CHECK(sy_sum(e, 1, true, &z));
    SY_CHECK(sy_div(e, z, &probs));
    sy_tensor *tmp[] = {h, hb, a, o, logits, e, z};
    for (sy_tensor *t : tmp)
        sy_tensor_release(t);
    return probs;
}

at::Tensor at_forward(const at::Tensor &x, const std::vector<at::Tensor> &p)
{
    at::Tensor e = at::exp(at::add(at::matmul(at::relu(at::add(at::matmul(x, p[0]), p[1])), p[2]), p[3]));
    return at::div(e, at::sum(e, {1}, true));
}

const char *script_src = "def mlp(x, w1, b1, w2, b2):\n"
                         "    h = torch.relu(torch.matmul(x, w1) + b1)\n"
                         "    e = torch.exp(torch.matmul(h, w2) + b2)\n"
                         "    return e / torch.sum(e, 1, keepdim=True)\n";

void capture_rows()
{
    if (!sy_backend_enabled(SY_BACKEND_CAPTURE)) {
        std::printf("| capture replay against TorchScript | (not run) | | | the capture backend is not compiled "
                    "in |\n");
        return;
    }
    auto cu = torch::jit::compile(script_src);
    torch::jit::Function &fn = cu->get_function("mlp");
    const int64_t batches[] = {4, 1024}, in = 64, hid = 256, out = 10;
    for (int64_t b : batches) {
        const std::vector<int64_t> shapes[4] = {{in, hid}, {hid}, {hid, out}, {out}};
        std::vector<float> xv = random_data(b * in, 11), pv[4];
        const sy_device host = sy_device_of(SY_BACKEND_CPU, 0);
        sy_tensor *params[4];
        std::vector<at::Tensor> tp;
        for (int k = 0; k < 4; k++) {
            int64_t n = 1;
            for (int64_t d : shapes[k])
                n *= d;
            pv[k] = random_data(n, 12u + (unsigned)k, 0.5f);
            params[k] = sy_from(pv[k], shapes[k], host);
            tp.push_back(at_from(pv[k], shapes[k]));
        }
        at::Tensor tx = at_from(xv, {b, in});
        sy_tensor *x = sy_from(xv, {b, in}, host);
        sy_device cap;
        SY_CHECK(sy_capture_new(&cap));
        sy_tensor *cx, *cp[4];
        SY_CHECK(sy_to_device(x, cap, &cx));
        for (int k = 0; k < 4; k++)
            SY_CHECK(sy_to_device(params[k], cap, &cp[k]));
        sy_tensor *cy = sy_forward(cx, cp);
        sy_graph *graph;
        const sy_tensor *ins[1] = {cx}, *outs[1] = {cy};
        SY_CHECK(sy_capture_complete(cap, ins, 1, outs, 1, &graph));

        auto script = [&] {
            std::vector<c10::IValue> stack{tx, tp[0], tp[1], tp[2], tp[3]};
            fn.run(stack);
            return stack.back().toTensor();
        };
        const std::vector<float> ref = at_values(script());
        std::vector<sy_backend> bes = host_backends();
        std::vector<sy_tensor *> xs;
        std::vector<std::function<void()>> fns;
        for (sy_backend be : bes) {
            const sy_device dev = sy_device_of(be, 0);
            sy_tensor *xd;
            SY_CHECK(sy_to_device(x, dev, &xd));
            xs.push_back(xd);
            const sy_tensor *in1[1] = {xd};
            sy_tensor *y;
            SY_CHECK(sy_graph_run(graph, dev, in1, 1, &y, 1));
            agree(fmt("capture replay (%s)", sy_backend_name(be)), sy_values(y), ref, 1e-4, 1e-6);
            sy_tensor_release(y);
            fns.push_back([graph, dev, xd] {
                const sy_tensor *i1[1] = {xd};
                sy_tensor *r;
                sy_graph_run(graph, dev, i1, 1, &r, 1);
                sy_tensor_release(r);
            });
        }
        fns.push_back([&] { (void)script(); });
        /* the control: both sides eagerly, switchyard on its fastest host backend */
        const sy_device fdev = sy_device_of(fast_backend(), 0);
        sy_tensor *fx, *fp[4];
        SY_CHECK(sy_to_device(x, fdev, &fx));
        for (int k = 0; k < 4; k++)
            SY_CHECK(sy_to_device(params[k], fdev, &fp[k]));
        sy_tensor *ey = sy_forward(fx, fp);
        agree("eager MLP forward", sy_values(ey), at_values(at_forward(tx, tp)), 1e-4, 1e-6);
        sy_tensor_release(ey);
        fns.push_back([&] { sy_tensor_release(sy_forward(fx, fp)); });
        fns.push_back([&] { (void)at_forward(tx, tp); });
        auto t = measure(fmt("capture replay, batch %lld", (long long)b).c_str(), fns);
        const size_t ts = bes.size(); /* index of the TorchScript time */
        for (size_t i = 0; i < bes.size(); i++)
            row(fmt("MLP forward %lldx%lld -> %lld -> %lld, softmax: capture replay against TorchScript (%s)",
                    (long long)b, (long long)in, (long long)hid, (long long)out, sy_backend_name(bes[i])),
                t[i], t[ts],
                std::string("weights: constants of switchyard's graph, arguments of the TorchScript function "
                            "(torch::jit::compile), whose executor optimized its graph in the warm-up runs; "
                            "switchyard runs ") +
                    where_ops_run(bes[i], {SY_OP_MATMUL, SY_OP_ADD, SY_OP_RELU, SY_OP_EXP, SY_OP_SUM, SY_OP_DIV}));
        row(fmt("the same forward %lldx%lld, eager on both sides (%s), control", (long long)b, (long long)in,
                sy_backend_name(fast_backend())),
            t[ts + 1], t[ts + 2], "control: the same ops called one by one on both sides, no graph");
        sy_tensor_release(fx);
        for (int k = 0; k < 4; k++)
            sy_tensor_release(fp[k]);
        for (sy_tensor *xd : xs)
            sy_tensor_release(xd);
        sy_graph_release(graph);
        sy_tensor_release(cy);
        sy_tensor_release(cx);
        for (int k = 0; k < 4; k++) {
            sy_tensor_release(cp[k]);
            sy_tensor_release(params[k]);
        }
        sy_tensor_release(x);
        SY_CHECK(sy_capture_release(cap));
    }
}

/* ---- the CNN ops on simd: conv2d and its gradients, max_pool2d, softmax, layer_norm ------------
 * conv2d 3x3 (batch 32, 64 to 64 channels, 56x56, pads 1; --quick: batch 4) and its two gradient
 * ops against ATen's (at::conv2d, at::convolution_backward); max_pool2d 2x2 stride 2 over the same
 * activations, softmax over rows of 1000 and layer_norm over rows of 1024 against ATen's and against
 * a bare copy (memcpy) of half the bytes the op reads and writes: a copy reads and writes its bytes
 * once each, so the copy moves as many bytes as the op. */

/* a memcpy of `bytes` bytes, the bandwidth baseline */
struct copy_baseline {
    std::vector<char> src, dst;
    explicit copy_baseline(size_t bytes) : src(bytes, 1), dst(bytes) {}
    void operator()() { std::memcpy(dst.data(), src.data(), src.size()); }
};

void nn_rows()
{
    const sy_backend be = fast_backend();
    if (be == SY_BACKEND_CPU) {
        std::printf("| conv2d, max_pool2d, softmax, layer_norm | (not run) | | | the simd backend is not compiled "
                    "in |\n");
        return;
    }
    const sy_device dev = sy_device_of(be, 0);
    const char *bn = sy_backend_name(be);
    const int64_t N = quick ? 4 : 32, C = 64, H = 56, W = 56;
    const int64_t st[2] = {1, 1}, pads[4] = {1, 1, 1, 1}, dl[2] = {1, 1};
    std::vector<float> xv = random_data(N * C * H * W, 21), wv = random_data(C * C * 9, 22, 0.1f);
    std::vector<float> bv = random_data(C, 23), gv = random_data(N * C * H * W, 24);
    sy_tensor *x = sy_from(xv, {N, C, H, W}, dev), *w = sy_from(wv, {C, C, 3, 3}, dev);
    sy_tensor *b = sy_from(bv, {C}, dev), *g = sy_from(gv, {N, C, H, W}, dev);
    at::Tensor tx = at_from(xv, {N, C, H, W}), tw = at_from(wv, {C, C, 3, 3}), tb = at_from(bv, {C});
    at::Tensor tg = at_from(gv, {N, C, H, W});
    const std::string shape = fmt("batch %lld, 64 to 64 channels, 56x56, pads 1", (long long)N);
    {
        sy_tensor *y;
        SY_CHECK(sy_conv2d(x, w, b, st, pads, dl, 1, &y));
        agree("conv2d", sy_values(y), at_values(at::conv2d(tx, tw, tb, 1, 1)), 1e-3, 1e-3 * 24);
        sy_tensor_release(y);
        auto t = measure("conv2d", {[&] {
                                        sy_tensor *r;
                                        sy_conv2d(x, w, b, st, pads, dl, 1, &r);
                                        sy_tensor_release(r);
                                    },
                                    [&] { (void)at::conv2d(tx, tw, tb, 1, 1); }});
        row(fmt("conv2d 3x3, %s (%s)", shape.c_str(), bn), t[0], t[1],
            "im2col onto switchyard's GEMM against whichever convolution kernel ATen picks");
    }
    {
        std::array<bool, 3> mask_in = {true, false, false}, mask_w = {false, true, false};
        auto at_bw = [&](std::array<bool, 3> m) {
            return at::convolution_backward(tg, tx, tw, c10::nullopt, {1, 1}, {1, 1}, {1, 1}, false, {0, 0}, 1, m);
        };
        sy_tensor *dx, *dw;
        SY_CHECK(sy_conv2d_backward_input(g, w, x, st, pads, dl, 1, &dx));
        SY_CHECK(sy_conv2d_backward_weight(g, x, w, st, pads, dl, 1, &dw));
        agree("conv2d_backward_input", sy_values(dx), at_values(std::get<0>(at_bw(mask_in))), 1e-3, 1e-3 * 24);
        agree("conv2d_backward_weight", sy_values(dw), at_values(std::get<1>(at_bw(mask_w))), 1e-3,
              1e-3 * std::sqrt((double)(N * H * W)) * 4);
        sy_tensor_release(dx);
        sy_tensor_release(dw);
        auto t = measure("conv2d_backward_input", {[&] {
                                                       sy_tensor *r;
                                                       sy_conv2d_backward_input(g, w, x, st, pads, dl, 1, &r);
                                                       sy_tensor_release(r);
                                                   },
                                                   [&] { (void)at_bw(mask_in); }});
        row(fmt("conv2d_backward_input 3x3, %s (%s)", shape.c_str(), bn), t[0], t[1],
            "GEMM and col2im against at::convolution_backward (x's gradient alone)");
        t = measure("conv2d_backward_weight", {[&] {
                                                   sy_tensor *r;
                                                   sy_conv2d_backward_weight(g, x, w, st, pads, dl, 1, &r);
                                                   sy_tensor_release(r);
                                               },
                                               [&] { (void)at_bw(mask_w); }});
        row(fmt("conv2d_backward_weight 3x3, %s (%s)", shape.c_str(), bn), t[0], t[1],
            "im2col and GEMM against at::convolution_backward (weight's gradient alone)");
    }
    {
        const int64_t k2[2] = {2, 2}, s2[2] = {2, 2}, p0[4] = {0, 0, 0, 0};
        sy_tensor *y, *idx;
        SY_CHECK(sy_max_pool2d(x, k2, s2, p0, dl, false, &y, &idx));
        agree("max_pool2d", sy_values(y), at_values(at::max_pool2d(tx, {2, 2}, {2, 2})), 0, 0);
        sy_tensor_release(y);
        sy_tensor_release(idx);
        /* reads x, writes y and the i64 indices (a quarter of x's elements each) */
        copy_baseline cp((size_t)(N * C * H * W) * (4 + 4 / 4 + 8 / 4) / 2);
        auto t = measure("max_pool2d", {[&] {
                                            sy_tensor *r, *ri;
                                            sy_max_pool2d(x, k2, s2, p0, dl, false, &r, &ri);
                                            sy_tensor_release(r);
                                            sy_tensor_release(ri);
                                        },
                                        [&] { (void)at::max_pool2d_with_indices(tx, {2, 2}, {2, 2}); },
                                        [&] { cp(); }});
        const std::string ps = fmt("[%lld, 64, 56, 56]", (long long)N);
        row(fmt("max_pool2d 2x2 stride 2, %s (%s)", ps.c_str(), bn), t[0], t[1],
            "both sides give the indices (i64); ATen's count within a plane");
        row(fmt("max_pool2d 2x2 stride 2, %s (%s) against a copy of as many bytes", ps.c_str(), bn), t[0], t[2],
            "the baseline: memcpy of (bytes read + bytes written) / 2");
    }
    {
        const int64_t R = quick ? 1024 : 8192, L = 1000;
        std::vector<float> sv = random_data(R * L, 25, 8.0f);
        sy_tensor *s = sy_from(sv, {R, L}, dev);
        at::Tensor ts = at_from(sv, {R, L});
        sy_tensor *y;
        SY_CHECK(sy_softmax(s, -1, &y));
        agree("softmax", sy_values(y), at_values(at::softmax(ts, -1)), 1e-4, 1e-6);
        sy_tensor_release(y);
        copy_baseline cp((size_t)(R * L) * 4);
        auto t = measure("softmax", {[&] {
                                         sy_tensor *r;
                                         sy_softmax(s, -1, &r);
                                         sy_tensor_release(r);
                                     },
                                     [&] { (void)at::softmax(ts, -1); }, [&] { cp(); }});
        row(fmt("softmax over rows of %lld, %lld rows (%s)", (long long)L, (long long)R, bn), t[0], t[1], "");
        row(fmt("softmax over rows of %lld, %lld rows (%s) against a copy of as many bytes", (long long)L,
                (long long)R, bn),
            t[0], t[2], "the baseline: memcpy of x's bytes (the op reads x, writes y)");
        sy_tensor_release(s);
    }
    {
        const int64_t R = quick ? 1024 : 8192, L = 1024;
        std::vector<float> lv = random_data(R * L, 26, 4.0f), lw = random_data(L, 27), lb = random_data(L, 28);
        sy_tensor *lx = sy_from(lv, {R, L}, dev), *sw = sy_from(lw, {L}, dev), *sb = sy_from(lb, {L}, dev);
        at::Tensor tlx = at_from(lv, {R, L}), tlw = at_from(lw, {L}), tlb = at_from(lb, {L});
        sy_tensor *y, *m, *is;
        SY_CHECK(sy_layer_norm(lx, sw, sb, -1, 1e-5, &y, &m, &is));
        agree("layer_norm", sy_values(y), at_values(at::layer_norm(tlx, {L}, tlw, tlb, 1e-5)), 1e-4, 1e-4);
        sy_tensor_release(y);
        sy_tensor_release(m);
        sy_tensor_release(is);
        copy_baseline cp((size_t)(R * L) * 4);
        auto t = measure("layer_norm", {[&] {
                                            sy_tensor *r, *rm, *ri;
                                            sy_layer_norm(lx, sw, sb, -1, 1e-5, &r, &rm, &ri);
                                            sy_tensor_release(r);
                                            sy_tensor_release(rm);
                                            sy_tensor_release(ri);
                                        },
                                        [&] { (void)at::native_layer_norm(tlx, {L}, tlw, tlb, 1e-5); },
                                        [&] { cp(); }});
        row(fmt("layer_norm over rows of %lld, %lld rows, weight and bias (%s)", (long long)L, (long long)R, bn),
            t[0], t[1], "both sides give the mean and 1 / std (at::native_layer_norm)");
        row(fmt("layer_norm over rows of %lld, %lld rows (%s) against a copy of as many bytes", (long long)L,
                (long long)R, bn),
            t[0], t[2], "the baseline: memcpy of x's bytes (the op reads x, writes y; the statistics are small)");
        sy_tensor_release(lx);
        sy_tensor_release(sw);
        sy_tensor_release(sb);
    }
    sy_tensor_release(x);
    sy_tensor_release(w);
    sy_tensor_release(b);
    sy_tensor_release(g);
}

/* OPENBLAS_NUM_THREADS and OMP_NUM_THREADS are read when the libraries load:
 * set them and start again when they are not 1. */
void one_thread_environment(char **argv)
{
    const char *vars[] = {"OPENBLAS_NUM_THREADS", "OMP_NUM_THREADS"};
    bool again = false;
    for (const char *v : vars) {
        const char *cur = std::getenv(v);
        if (!cur || std::strcmp(cur, "1") != 0) {
            setenv(v, "1", 1);
            again = true;
        }
    }
    if (again) {
        execv("/proc/self/exe", argv);
        die("cannot re-execute itself with OPENBLAS_NUM_THREADS=1 OMP_NUM_THREADS=1: %s", std::strerror(errno));
    }
}

void set_threads(int n)
{
    at::set_num_threads(n);
    openblas_set_num_threads(n);
#if SY_WITH_SIMD
    sy_simd_set_num_threads(n);
#endif
}

std::string capability_line()
{
    std::string cfg = at::show_config();
    size_t p = cfg.find("CPU capability usage:");
    if (p == std::string::npos)
        return "unknown";
    size_t e = cfg.find('\n', p);
    std::string s = cfg.substr(p + 22, e == std::string::npos ? std::string::npos : e - p - 22);
    return s;
}

}  // namespace

int main(int argc, char **argv)
{
    /* loop and corename run under valgrind or before the run: no re-execution there
     * (the one-element adds run on the calling thread whatever the settings) */
    bool table = true, all_cores = false, only_cnn = false, only_nn = false;
    for (int i = 1; i < argc; i++) {
        if (std::strcmp(argv[i], "--quick") == 0)
            quick = true;
        else if (std::strcmp(argv[i], "--cnn") == 0)
            only_cnn = true;
        else if (std::strcmp(argv[i], "--nn") == 0)
            only_nn = true;
        else if (std::strcmp(argv[i], "--all-cores") == 0)
            all_cores = true;
        else
            table = false;
    }
    if (table)
        one_thread_environment(argv);
    set_threads(1);
    at_isa = capability_line();
#if SY_WITH_SIMD
    sy_isa = sy_simd_isa();
#endif
    if (argc == 2 && std::strcmp(argv[1], "fast-backend") == 0) {
        std::printf("%s\n", sy_backend_name(fast_backend()));
        return 0;
    }
    if (argc == 2 && std::strcmp(argv[1], "corename") == 0) {
        std::printf("%s\n", openblas_get_corename());
        return 0;
    }
    if (argc == 3 && std::strcmp(argv[1], "loop") == 0) {
        char *end;
        long n = std::strtol(argv[2], &end, 10);
        if (*end || n <= 0)
            die("loop: the call count must be a positive integer, got '%s'", argv[2]);
        return loop_mode(n);
    }
    if (!table)
        die("usage: bench_peers [--quick] [--all-cores] [--cnn | --nn] | bench_peers corename | bench_peers fast-backend | "
            "bench_peers loop N");

    std::printf("libtorch %d.%d.%d (ATen kernels: %s), OpenBLAS `%s`, switchyard %s",
                TORCH_VERSION_MAJOR, TORCH_VERSION_MINOR, TORCH_VERSION_PATCH, at_isa.c_str(),
                openblas_get_corename(), sy_version());
#if SY_WITH_SIMD
    std::printf(" (simd kernels: %s)", sy_simd_isa());
#endif
    std::printf(".\n\n"
                "- One thread on each side: at::set_num_threads(1), openblas_set_num_threads(1)%s, and "
                "`OPENBLAS_NUM_THREADS=1 OMP_NUM_THREADS=1`. Times are medians of %s interleaved samples in thread "
                "CPU time (other load on the machine does not count); the last column but one is libtorch's time "
                "over switchyard's (above 1: switchyard is faster). Each row's results are compared between the "
                "sides before it is timed.\n"
                "- Unfair to every row: ATen picks its kernels by CPU (`ATEN_CPU_CAPABILITY=avx512` in the "
                "environment makes it use its AVX-512 ones, which it does not by default), as switchyard's simd "
                "backend does; libtorch allocates every result with posix_memalign and frees it, while "
                "switchyard keeps freed blocks for reuse (small ones per thread, large ones process-wide), hence "
                "the `at::add_out` control rows; libtorch and the blas backend call the same OpenBLAS.\n\n",
#if SY_WITH_SIMD
                ", sy_simd_set_num_threads(1)",
#else
                "",
#endif
                quick ? "3 (--quick)" : "11");
    std::printf("| workload (f32, one thread) | switchyard | libtorch | libtorch time / switchyard time | "
                "what makes it unfair |\n|---|---|---|---|---|\n");
    if (only_cnn) {
        cnn_rows();
        return 0;
    }
    if (only_nn) {
        nn_rows();
        return 0;
    }
    one_element_rows();
    elementwise_rows({4096, 65536, 1 << 20, 1 << 24});
    matmul_rows({256, 512, 1024, 2048});
    mlp_rows();
    cnn_rows();
    recording_rows();
    capture_rows();
    nn_rows();
    if (!busy_rows.empty()) {
        std::printf("\nOther threads of the process worked during these rows, so their thread CPU times miss "
                    "that work:\n\n");
        for (const std::string &r : busy_rows)
            std::printf("- %s\n", r.c_str());
    }

    /* the large workloads again with every core on both sides */
    const long cores = sysconf(_SC_NPROCESSORS_ONLN);
    if (all_cores && cores > 1) {
        double load = -1;
        if (FILE *f = std::fopen("/proc/loadavg", "r")) {
            if (std::fscanf(f, "%lf", &load) != 1)
                load = -1;
            std::fclose(f);
        }
        threads = (int)std::min(cores, 64L);
        set_threads(threads);
        std::printf("\nThe large workloads with %d threads on each side (at::set_num_threads, "
                    "openblas_set_num_threads%s), timed in wall time, so load from other processes counts (load "
                    "average at the start: %.1f on %ld cores); the rows of a workload are still interleaved.\n\n"
                    "| workload (f32, %d threads) | switchyard | libtorch | libtorch time / switchyard time | what "
                    "makes it unfair |\n|---|---|---|---|---|\n",
                    threads,
#if SY_WITH_SIMD
                    ", sy_simd_set_num_threads",
#else
                    "",
#endif
                    load, cores, threads);
        if (quick) {
            elementwise_rows({1 << 20});
            matmul_rows({512});
        } else {
            elementwise_rows({1 << 24});
            matmul_rows({1024, 2048});
        }
        mlp_rows(false);
    }
    return 0;
}
