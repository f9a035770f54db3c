/* switchyard: host memory for tensors, storage and graphs.
 *
 * Blocks are 64-byte aligned with a 64-byte header in front (size, size
 * class, whether it is counted). Blocks up to 256 KiB, in power-of-two
 * classes, are recycled through a per-thread cache (64 blocks per class up
 * to 8 KiB, 4 above), so the op path does not call malloc in steady state
 * and takes no lock; a thread's cache is freed when the thread exits. Sanitizer builds skip the cache so every block
 * reaches malloc and free.
 *
 * Counting live and peak bytes costs atomic operations, so it starts only when
 * asked for: the first call to sy_memory_stats, sy_memory_reset_peak or the
 * test hook sy__host_live. Blocks allocated before are not counted (their
 * free does not subtract either).
 */
#include <pthread.h>
#include <stdlib.h>
#include <string.h>

#include "sy_internal.h"

#if defined(__SANITIZE_ADDRESS__) || defined(__SANITIZE_THREAD__)
#define SY__CACHE 0
#elif defined(__has_feature)
#if __has_feature(address_sanitizer) || __has_feature(memory_sanitizer) || __has_feature(thread_sanitizer)
#define SY__CACHE 0
#endif
#endif
#ifndef SY__CACHE
#define SY__CACHE 1
#endif

#define SY__HEADER 64u
#define SY__CLASSES 13    /* 64 B .. 256 KiB */
#define SY__CACHE_MAX(cls) ((cls) < 8 ? 64 : 4) /* blocks kept per class and thread */

typedef struct header {
    size_t bytes;
    void *next;       /* in the cache */
    uint16_t cls;     /* SY__CLASSES: not cached */
    uint8_t counted;
} header;
_Static_assert(sizeof(header) <= SY__HEADER, "the header fits its 64 bytes");

static atomic_bool counting;
static atomic_long live_count;
static atomic_size_t live_bytes, peak_bytes;
static _Thread_local long fail_countdown = -1;

typedef struct cache {
    header *head[SY__CLASSES];
    uint16_t n[SY__CLASSES];
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
        c->n[k] = 0;
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

void *sy__host_alloc(size_t bytes)
{
    if (SY__UNLIKELY(fail_countdown >= 0)) {
        if (fail_countdown-- == 0)
            return NULL;
    }
    unsigned cls = class_of(bytes);
    header *h = NULL;
    if (SY__CACHE && cls < SY__CLASSES && local.head[cls]) {
        h = local.head[cls];
        local.head[cls] = h->next;
        local.n[cls]--;
    } else {
        size_t payload = cls < SY__CLASSES ? (size_t)64 << cls : (bytes + 63u) & ~(size_t)63u;
        if (payload < bytes || payload > SIZE_MAX - SY__HEADER)
            return NULL;
        h = aligned_alloc(64, payload + SY__HEADER);
        if (!h)
            return NULL;
    }
    h->bytes = bytes;
    h->cls = (uint16_t)cls;
    h->counted = atomic_load_explicit(&counting, memory_order_relaxed);
    if (SY__UNLIKELY(h->counted)) {
        atomic_fetch_add_explicit(&live_count, 1, memory_order_relaxed);
        size_t now = atomic_fetch_add_explicit(&live_bytes, bytes, memory_order_relaxed) + bytes;
        size_t peak = atomic_load_explicit(&peak_bytes, memory_order_relaxed);
        while (now > peak && !atomic_compare_exchange_weak_explicit(&peak_bytes, &peak, now, memory_order_relaxed,
                                                                    memory_order_relaxed))
            ;
    }
    return (char *)h + SY__HEADER;
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
    unsigned cls = h->cls;
    if (SY__CACHE && cls < SY__CLASSES && local.n[cls] < SY__CACHE_MAX(cls) && !local_closed) {
        if (SY__UNLIKELY(!local_registered)) { /* free this thread's cache when it exits */
            pthread_once(&flush_once, make_key);
            pthread_setspecific(flush_key, &local);
            local_registered = true;
        }
        h->next = local.head[cls];
        local.head[cls] = h;
        local.n[cls]++;
        return;
    }
    free(h);
}
