/* switchyard: host memory for tensors, storage and graphs.
 *
 * Blocks are 64-byte aligned with a 64-byte header in front (size, size
 * class, whether it is counted). Blocks up to 256 KiB, in power-of-two
 * classes, are recycled through a per-thread cache (64 blocks per class up
 * to 8 KiB, 4 above), so the op path does not call malloc in steady state
 * and takes no lock; a thread's cache is freed when the thread exits.
 *
 * Larger blocks go through one process-wide cache of recently freed blocks
 * (a mutex; an op on such a tensor costs far more than the lock): up to
 * SY__BIG_KEEP blocks and SY__BIG_BYTES bytes, the oldest given back first. A
 * request takes the smallest cached block that holds it with at most a
 * quarter to spare. Without it every large result would be fresh pages from
 * the kernel: glibc maps blocks above 32 MiB anew on each malloc, and the page
 * faults of a 64 MiB output cost more than the add that fills it.
 * sy_memory_trim gives the cached blocks back.
 *
 * Under AddressSanitizer the caches stay on and poison what they hold: a
 * cached block, and the bytes of a block past what was asked for, are
 * unaddressable, so a use after release or an overflow is reported as with
 * malloc. Thread and memory sanitizer builds skip the caches.
 *
 * Counting live and peak bytes costs atomic operations, so it starts only when
 * asked for: the first call to sy_memory_stats, sy_memory_reset_peak or the
 * test hook sy__host_live. Blocks allocated before are not counted (their
 * free does not subtract either). Cached blocks are not live. */
#include <pthread.h>
#include <stdlib.h>
#include <string.h>

#include "sy_internal.h"

#if defined(__SANITIZE_ADDRESS__)
#define SY__ASAN 1
#elif defined(__has_feature)
#if __has_feature(address_sanitizer)
#define SY__ASAN 1
#endif
#endif
#if defined(__SANITIZE_THREAD__)
#define SY__CACHE 0
#elif defined(__has_feature)
#if __has_feature(memory_sanitizer) || __has_feature(thread_sanitizer)
#define SY__CACHE 0
#endif
#endif
#ifndef SY__CACHE
#define SY__CACHE 1
#endif
#ifdef SY__ASAN
#include <sanitizer/asan_interface.h>
#define SY__POISON(p, n) ASAN_POISON_MEMORY_REGION((p), (n))
#define SY__UNPOISON(p, n) ASAN_UNPOISON_MEMORY_REGION((p), (n))
#else
#define SY__POISON(p, n) ((void)(p), (void)(n))
#define SY__UNPOISON(p, n) ((void)(p), (void)(n))
#endif

#define SY__HEADER 64u
#define SY__CLASSES 13    /* 64 B .. 256 KiB */
#define SY__CACHE_MAX(cls) ((cls) < 8 ? 64 : 4) /* blocks kept per class and thread */

typedef struct header {
    size_t bytes;
    size_t cap;       /* payload bytes the block holds */
    void *next;       /* in the cache */
    uint16_t cls;     /* SY__CLASSES: not cached */
    uint8_t counted;
} header;
_Static_assert(sizeof(header) <= SY__HEADER, "the header fits its 64 bytes");

static atomic_bool counting;
static atomic_long live_count;
static atomic_size_t live_bytes, peak_bytes;
static _Thread_local long fail_countdown = -1;

#define SY__BIG_KEEP 8
#define SY__BIG_BYTES ((size_t)512 << 20)
static pthread_mutex_t big_lock = PTHREAD_MUTEX_INITIALIZER;
static header *big[SY__BIG_KEEP]; /* oldest first */
static int big_n;
static size_t big_bytes, big_limit = SY__BIG_BYTES;

/* A cached large block for `bytes`, or NULL. */
static header *big_take(size_t bytes)
{
    pthread_mutex_lock(&big_lock);
    int best = -1;
    for (int i = 0; i < big_n; i++)
        if (big[i]->cap >= bytes && big[i]->cap - bytes <= big[i]->cap / 4 && (best < 0 || big[i]->cap < big[best]->cap))
            best = i;
    header *h = NULL;
    if (best >= 0) {
        h = big[best];
        big_bytes -= h->cap;
        memmove(&big[best], &big[best + 1], (size_t)(big_n - best - 1) * sizeof big[0]);
        big_n--;
    }
    pthread_mutex_unlock(&big_lock);
    return h;
}

/* Keeps h for reuse, giving back the oldest blocks over the limits; false
 * when h itself is over the byte limit (the caller frees it). */
static bool big_keep(header *h)
{
    header *drop[SY__BIG_KEEP];
    int n_drop = 0;
    pthread_mutex_lock(&big_lock);
    const bool keep = h->cap <= big_limit;
    if (keep) {
        while (big_n > 0 && (big_n == SY__BIG_KEEP || big_bytes + h->cap > big_limit)) {
            drop[n_drop++] = big[0];
            big_bytes -= big[0]->cap;
            memmove(&big[0], &big[1], (size_t)(big_n - 1) * sizeof big[0]);
            big_n--;
        }
        SY__POISON((char *)h + SY__HEADER, h->cap);
        big[big_n++] = h;
        big_bytes += h->cap;
    }
    pthread_mutex_unlock(&big_lock);
    for (int i = 0; i < n_drop; i++)
        free(drop[i]);
    return keep;
}

size_t sy_memory_trim(void)
{
    header *drop[SY__BIG_KEEP];
    pthread_mutex_lock(&big_lock);
    const int n = big_n;
    const size_t bytes = big_bytes;
    memcpy(drop, big, (size_t)n * sizeof big[0]);
    big_n = 0;
    big_bytes = 0;
    pthread_mutex_unlock(&big_lock);
    for (int i = 0; i < n; i++)
        free(drop[i]);
    return bytes;
}

bool sy__host_caching(void)
{
    return SY__CACHE;
}

size_t sy__host_cache_limit(size_t bytes)
{
    pthread_mutex_lock(&big_lock);
    const size_t old = big_limit;
    big_limit = bytes;
    pthread_mutex_unlock(&big_lock);
    sy_memory_trim();
    return old;
}

/* room[k]: how many more blocks class k may keep. All zero until the
 * thread's first free registers the exit hook, and zero again once the
 * thread exits, so the hot path tests one counter. */
typedef struct cache {
    header *head[SY__CLASSES];
    uint16_t room[SY__CLASSES];
} cache;
static _Thread_local cache local;
static _Thread_local bool local_registered;
static _Thread_local bool local_closed; /* the thread is exiting: its cache was freed */
static pthread_key_t flush_key;
static pthread_once_t flush_once = PTHREAD_ONCE_INIT;

static void flush(void *arg)
{
    cache *c = arg;
    local_closed = true; /* blocks freed by later destructors of this thread go straight to free() */
    for (int k = 0; k < SY__CLASSES; k++) {
        while (c->head[k]) {
            header *h = c->head[k];
            c->head[k] = h->next;
            free(h);
        }
        c->room[k] = 0;
    }
}

static void make_key(void)
{
    pthread_key_create(&flush_key, flush);
}

static void start_counting(void)
{
    if (!atomic_load_explicit(&counting, memory_order_relaxed))
        atomic_store(&counting, true);
}

void sy__host_fail_after(long n)
{
    fail_countdown = n;
}

long sy__host_live(void)
{
    start_counting();
    return atomic_load(&live_count);
}

void sy_memory_stats(size_t *live, size_t *peak, long *blocks)
{
    start_counting();
    if (live)
        *live = atomic_load(&live_bytes);
    if (peak)
        *peak = atomic_load(&peak_bytes);
    if (blocks)
        *blocks = atomic_load(&live_count);
}

void sy_memory_reset_peak(void)
{
    start_counting();
    atomic_store(&peak_bytes, atomic_load(&live_bytes));
}

static inline unsigned class_of(size_t bytes)
{
    if (bytes <= 64)
        return 0;
    if (bytes > ((size_t)64 << (SY__CLASSES - 1)))
        return SY__CLASSES;
    return (unsigned)(64 - __builtin_clzll((unsigned long long)(bytes - 1))) - 6;
}

/* The slow paths, out of line so the cached paths stay leaf functions
 * (no registers to save): a fresh or large block, with its cap set. */
static SY__NOINLINE header *alloc_block(size_t bytes, unsigned cls)
{
    header *h;
    if (SY__CACHE && cls == SY__CLASSES && (h = big_take(bytes)) != NULL)
        return h;
    size_t payload = cls < SY__CLASSES ? (size_t)64 << cls : (bytes + 4095u) & ~(size_t)4095u;
    if (payload < bytes || payload > SIZE_MAX - SY__HEADER)
        return NULL;
    h = aligned_alloc(64, payload + SY__HEADER);
    if (h)
        h->cap = payload;
    return h;
}

static SY__NOINLINE void count_alloc(size_t bytes)
{
    atomic_fetch_add_explicit(&live_count, 1, memory_order_relaxed);
    size_t now = atomic_fetch_add_explicit(&live_bytes, bytes, memory_order_relaxed) + bytes;
    size_t peak = atomic_load_explicit(&peak_bytes, memory_order_relaxed);
    while (now > peak &&
           !atomic_compare_exchange_weak_explicit(&peak_bytes, &peak, now, memory_order_relaxed, memory_order_relaxed))
        ;
}

void *sy__host_alloc(size_t bytes)
{
    if (SY__UNLIKELY(fail_countdown >= 0)) {
        if (fail_countdown-- == 0)
            return NULL;
    }
    unsigned cls = class_of(bytes);
    header *h;
    if (SY__CACHE && cls < SY__CLASSES && local.head[cls]) {
        h = local.head[cls];
        local.head[cls] = h->next;
        local.room[cls]++;
    } else if (!(h = alloc_block(bytes, cls))) {
        return NULL;
    }
    h->bytes = bytes;
    h->cls = (uint16_t)cls;
    SY__UNPOISON((char *)h + SY__HEADER, bytes); /* ASan: what was asked for, no more */
    SY__POISON((char *)h + SY__HEADER + bytes, h->cap - bytes);
    h->counted = atomic_load_explicit(&counting, memory_order_relaxed);
    if (SY__UNLIKELY(h->counted))
        count_alloc(bytes);
    return (char *)h + SY__HEADER;
}

/* A block the thread cache did not take: registers the cache on the
 * thread's first free, else keeps a large block or frees it. */
static SY__NOINLINE void free_block(header *h)
{
    const unsigned cls = h->cls;
    if (SY__CACHE && cls < SY__CLASSES && !local_registered && !local_closed) {
        /* the thread's first free: free its cache when it exits */
        pthread_once(&flush_once, make_key);
        pthread_setspecific(flush_key, &local);
        local_registered = true;
        for (int k = 0; k < SY__CLASSES; k++)
            local.room[k] = SY__CACHE_MAX(k);
        SY__POISON((char *)h + SY__HEADER, h->cap);
        h->next = local.head[cls];
        local.head[cls] = h;
        local.room[cls]--;
        return;
    }
    if (SY__CACHE && cls == SY__CLASSES && big_keep(h))
        return;
    free(h);
}

void sy__host_free(void *p)
{
    if (!p)
        return;
    header *h = (header *)((char *)p - SY__HEADER);
    if (SY__UNLIKELY(h->counted)) {
        atomic_fetch_sub_explicit(&live_count, 1, memory_order_relaxed);
        atomic_fetch_sub_explicit(&live_bytes, h->bytes, memory_order_relaxed);
    }
    const unsigned cls = h->cls;
    if (SY__CACHE && cls < SY__CLASSES && SY__LIKELY(local.room[cls])) {
        SY__POISON((char *)h + SY__HEADER, h->cap);
        h->next = local.head[cls];
        local.head[cls] = h;
        local.room[cls]--;
        return;
    }
    free_block(h);
}

/* No realloc: a block grows by moving to a fresh one, so growth is counted
 * and fails under injection like any other allocation. */

void *sy__host_calloc(size_t n, size_t size)
{
    if (size && n > SIZE_MAX / size)
        return NULL;
    void *p = sy__host_alloc(n * size);
    if (p)
        memset(p, 0, n * size);
    return p;
}

void *sy__host_grow(void *p, size_t used, size_t bytes)
{
    void *q = sy__host_alloc(bytes);
    if (!q)
        return NULL;
    if (used)
        memcpy(q, p, used < bytes ? used : bytes);
    sy__host_free(p);
    return q;
}
