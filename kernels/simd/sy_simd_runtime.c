/* switchyard simd backend: ISA selection, thread count and the worker pool.
 *
 * ISA: the first call detects, with __builtin_cpu_supports (which also checks
 * that the OS saves the wider registers), the best of avx512 (F, BW, DQ, VL),
 * avx2 (AVX2 + FMA) and generic; SY_SIMD_ISA=generic|avx2|avx512 caps it.
 * The level is cached in an atomic int, the table in an atomic pointer.
 *
 * Threads: SY_NUM_THREADS (read once) or the online CPU count, changeable
 * with sy_simd_set_num_threads. The pool is created lazily: worker w is a
 * thread with its own mailbox {task, part, job}, parked on its own condition
 * variable after a short spin. A job (static parts 0 .. n-1) takes the submit
 * lock, posts part p to worker p-1, runs part 0 itself, then claims (atomic
 * compare-exchange) and runs every part whose worker has not started it yet,
 * and finally waits for the parts workers claimed (spinning, then on a
 * condition variable). So a worker slow to wake up (a parked thread of a VM
 * can take 100+ us) never delays the call; the parts are the same whoever
 * runs them, so results depend only on n. One job runs at a time; a caller
 * that finds the pool busy runs all parts itself, in order. A worker still
 * busy with a stale post is not posted to. fork() is handled with
 * pthread_atfork: the child starts with an empty pool. */
#define _POSIX_C_SOURCE 200809L
#include <pthread.h>
#include <sched.h>
#include <stdatomic.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>
#include <unistd.h>

#include "sy_simd.h"
#include "sy_simd_internal.h"

/* ==== ISA ================================================================= */

static atomic_int g_best = -1;   /* detected (and capped by SY_SIMD_ISA) */
static atomic_int g_forced = -1; /* test hook */

static int detect(void)
{
    int level = SY__SIMD_ISA_GENERIC;
#if SY__SIMD_X86
    __builtin_cpu_init();
    if (__builtin_cpu_supports("avx2") && __builtin_cpu_supports("fma"))
        level = SY__SIMD_ISA_AVX2;
    if (level == SY__SIMD_ISA_AVX2 && __builtin_cpu_supports("avx512f") && __builtin_cpu_supports("avx512bw") &&
        __builtin_cpu_supports("avx512dq") && __builtin_cpu_supports("avx512vl"))
        level = SY__SIMD_ISA_AVX512;
#endif
    const char *env = getenv("SY_SIMD_ISA");
    if (env != NULL) {
        int cap = level;
        if (strcasecmp(env, "generic") == 0)
            cap = SY__SIMD_ISA_GENERIC;
        else if (strcasecmp(env, "avx2") == 0)
            cap = SY__SIMD_ISA_AVX2;
        else if (strcasecmp(env, "avx512") == 0)
            cap = SY__SIMD_ISA_AVX512;
        if (cap < level)
            level = cap;
    }
    return level;
}

int sy__simd_isa_best(void)
{
    int b = atomic_load_explicit(&g_best, memory_order_relaxed);
    if (b < 0) {
        b = detect();
        atomic_store_explicit(&g_best, b, memory_order_relaxed);
    }
    return b;
}

static const sy__simd_isa *table_of(int level)
{
#if SY__SIMD_X86
    if (level >= SY__SIMD_ISA_AVX512)
        return &sy__simd_isa_avx512;
    if (level == SY__SIMD_ISA_AVX2)
        return &sy__simd_isa_avx2;
#else
    (void)level;
#endif
    return &sy__simd_isa_generic;
}

/* The table in use, once known: one load on the kernels' path. */
static _Atomic(const sy__simd_isa *) g_table;

const sy__simd_isa *sy__simd_isa_get(void)
{
    const sy__simd_isa *t = atomic_load_explicit(&g_table, memory_order_acquire);
    if (t != NULL)
        return t;
    int f = atomic_load_explicit(&g_forced, memory_order_relaxed);
    t = table_of(f >= 0 ? f : sy__simd_isa_best());
    atomic_store_explicit(&g_table, t, memory_order_release);
    return t;
}

const char *sy_simd_isa(void)
{
    return sy__simd_isa_get()->name;
}

int sy__simd_force_isa(int level)
{
    int best = sy__simd_isa_best();
    if (level < 0) {
        atomic_store(&g_forced, -1);
        atomic_store(&g_table, table_of(best));
        return best;
    }
    if (level > best)
        level = best;
    atomic_store(&g_forced, level);
    atomic_store(&g_table, table_of(level));
    return level;
}

/* ==== thread count ======================================================== */

#define SY__SIMD_MAX_THREADS 64

static atomic_int g_default = 0; /* 0: not read yet */
static atomic_int g_threads = 0; /* 0: the default */

static int default_threads(void)
{
    int d = atomic_load_explicit(&g_default, memory_order_relaxed);
    if (d > 0)
        return d;
    d = 0;
    const char *env = getenv("SY_NUM_THREADS");
    if (env != NULL && *env != '\0') {
        char *end;
        long v = strtol(env, &end, 10);
        if (*end == '\0' && v > 0)
            d = v > SY__SIMD_MAX_THREADS ? SY__SIMD_MAX_THREADS : (int)v;
    }
    if (d == 0) {
        long n = sysconf(_SC_NPROCESSORS_ONLN);
        d = n < 1 ? 1 : n > SY__SIMD_MAX_THREADS ? SY__SIMD_MAX_THREADS : (int)n;
    }
    atomic_store_explicit(&g_default, d, memory_order_relaxed);
    return d;
}

void sy_simd_set_num_threads(int n)
{
    if (n > SY__SIMD_MAX_THREADS)
        n = SY__SIMD_MAX_THREADS;
    atomic_store_explicit(&g_threads, n > 0 ? n : 0, memory_order_relaxed);
}

int sy_simd_num_threads(void)
{
    int n = atomic_load_explicit(&g_threads, memory_order_relaxed);
    return n > 0 ? n : default_threads();
}

int sy__simd_threads_for(int64_t work, int64_t grain)
{
    if (work < 2 * grain)
        return 1;
    int n = sy_simd_num_threads();
    if (n <= 1)
        return 1;
    int64_t by_work = work / grain;
    return by_work < n ? (int)by_work : n;
}

/* ==== pool ================================================================ */

/* Spin iterations (each a pause, ~20-140 ns) before a worker parks / the
 * caller sleeps waiting for the workers' parts. */
#define SY__SIMD_SPIN_WORKER 8000
#define SY__SIMD_SPIN_CALLER 100000

typedef struct worker {
    pthread_t thread;
    pthread_cond_t cv;
    atomic_ulong gen; /* posts to this worker (bumped under g_lock) */
    atomic_ulong ack; /* posts it has finished handling */
    /* the mailbox, written only while ack == gen */
    sy__simd_task fn;
    void *ctx;
    int part, nparts;
    unsigned long job;
    char pad[64];
} worker;

static pthread_mutex_t g_submit = PTHREAD_MUTEX_INITIALIZER; /* one job at a time */
static pthread_mutex_t g_lock = PTHREAD_MUTEX_INITIALIZER;   /* sleeping and waking */
static pthread_cond_t g_done_cv = PTHREAD_COND_INITIALIZER;
static atomic_int g_done;                        /* parts finished by workers, current job */
static atomic_ulong g_claim[SY__SIMD_MAX_THREADS]; /* part p: 2 job open, 2 job + 1 taken */
static unsigned long g_job;                      /* under g_submit */
static int g_nworkers;                           /* under g_submit */
static worker g_workers[SY__SIMD_MAX_THREADS];
static pthread_once_t g_atfork_once = PTHREAD_ONCE_INIT;

/* One step of a spin-wait: a pause, and every 32nd step a sched_yield, so a
 * thread the scheduler put on this CPU (a worker woken by this thread, say)
 * gets to run. */
static inline void cpu_relax(int spin)
{
    if (spin % 32 == 31) {
        sched_yield();
        return;
    }
#if SY__SIMD_X86
    __builtin_ia32_pause();
#endif
}

/* Takes part p of job `job` for the calling thread; fails when the part was
 * taken already or belongs to a finished job. */
static int claim(int p, unsigned long job)
{
    unsigned long open = 2 * job;
    return atomic_compare_exchange_strong(&g_claim[p], &open, 2 * job + 1);
}

static void *worker_main(void *arg)
{
    worker *w = (worker *)arg;
    unsigned long seen = 0; /* gen and ack are 0 at creation */
    for (;;) {
        unsigned long g;
        for (int spin = 0; (g = atomic_load_explicit(&w->gen, memory_order_acquire)) == seen; spin++) {
            if (spin < SY__SIMD_SPIN_WORKER) {
                cpu_relax(spin);
                continue;
            }
            pthread_mutex_lock(&g_lock);
            while ((g = atomic_load_explicit(&w->gen, memory_order_acquire)) == seen)
                pthread_cond_wait(&w->cv, &g_lock);
            pthread_mutex_unlock(&g_lock);
            break;
        }
        seen = g;
        if (claim(w->part, w->job)) {
            w->fn(w->ctx, w->part, w->nparts);
            atomic_fetch_add_explicit(&g_done, 1, memory_order_acq_rel);
            pthread_mutex_lock(&g_lock);
            pthread_cond_signal(&g_done_cv);
            pthread_mutex_unlock(&g_lock);
        }
        atomic_store_explicit(&w->ack, g, memory_order_release);
    }
    return NULL;
}

static void atfork_prepare(void) { pthread_mutex_lock(&g_submit); }
static void atfork_parent(void) { pthread_mutex_unlock(&g_submit); }
static void atfork_child(void)
{
    /* only the forking thread exists in the child: forget the workers */
    g_nworkers = 0;
    pthread_mutex_init(&g_lock, NULL);
    pthread_cond_init(&g_done_cv, NULL);
    pthread_mutex_init(&g_submit, NULL);
}
static void register_atfork(void) { pthread_atfork(atfork_prepare, atfork_parent, atfork_child); }

/* Creates workers up to `want` (under g_submit); returns how many exist. */
static int grow(int want)
{
    while (g_nworkers < want) {
        worker *w = &g_workers[g_nworkers];
        atomic_store(&w->gen, 0);
        atomic_store(&w->ack, 0);
        if (pthread_cond_init(&w->cv, NULL) != 0)
            break;
        if (pthread_create(&w->thread, NULL, worker_main, w) != 0) {
            pthread_cond_destroy(&w->cv);
            break;
        }
        g_nworkers++;
    }
    return g_nworkers;
}

void sy__simd_run(sy__simd_task fn, void *ctx, int nparts)
{
    if (nparts <= 1) {
        fn(ctx, 0, 1);
        return;
    }
    if (nparts > SY__SIMD_MAX_THREADS)
        nparts = SY__SIMD_MAX_THREADS;
    pthread_once(&g_atfork_once, register_atfork);
    if (pthread_mutex_trylock(&g_submit) != 0) {
        /* another thread's job holds the pool: same partition, run here */
        for (int p = 0; p < nparts; p++)
            fn(ctx, p, nparts);
        return;
    }
    const unsigned long job = ++g_job;
    for (int p = 1; p < nparts; p++)
        atomic_store_explicit(&g_claim[p], 2 * job, memory_order_relaxed);
    atomic_store_explicit(&g_done, 0, memory_order_relaxed);
    const int have = grow(nparts - 1);
    pthread_mutex_lock(&g_lock);
    for (int p = 1; p < nparts && p - 1 < have; p++) {
        worker *w = &g_workers[p - 1];
        const unsigned long g = atomic_load_explicit(&w->gen, memory_order_relaxed);
        if (atomic_load_explicit(&w->ack, memory_order_acquire) != g)
            continue; /* still handling an earlier post: its part is claimed below */
        w->fn = fn;
        w->ctx = ctx;
        w->part = p;
        w->nparts = nparts;
        w->job = job;
        atomic_store_explicit(&w->gen, g + 1, memory_order_release);
        pthread_cond_signal(&w->cv);
    }
    pthread_mutex_unlock(&g_lock);
    /* part 0, then every part no worker has started yet (a worker that is
     * slow to wake costs nothing but its share of the speed-up) */
    fn(ctx, 0, nparts);
    int mine = 1;
    for (int p = 1; p < nparts; p++)
        if (claim(p, job)) {
            fn(ctx, p, nparts);
            mine++;
        }
    const int need = nparts - mine;
    for (int spin = 0; atomic_load_explicit(&g_done, memory_order_acquire) < need && spin < SY__SIMD_SPIN_CALLER;
         spin++)
        cpu_relax(spin);
    if (atomic_load_explicit(&g_done, memory_order_acquire) < need) {
        pthread_mutex_lock(&g_lock);
        while (atomic_load_explicit(&g_done, memory_order_acquire) < need)
            pthread_cond_wait(&g_done_cv, &g_lock);
        pthread_mutex_unlock(&g_lock);
    }
    pthread_mutex_unlock(&g_submit);
}
