/* switchyard opencl backend: what is queued on a device, for the
 * asynchronous part of the device contract (runtime/sy_contract.h,
 * "Asynchrony"): sy_k_opencl_flush and sy_k_opencl_synchronize, the record
 * of the last launches and copies (their events and ops) that lets a
 * failure of queued work name its op, the asynchronous writes whose source
 * the runtime keeps alive until they complete, and the count of host waits
 * the tests read.
 *
 * Launches and copies are enqueued without waiting (sy__ocl_enqueue,
 * sy_k_opencl_write_async, sy_k_opencl_copy_peer) and keep their event
 * here. A call that waits on the host (a blocking read, clFinish) then
 * looks at the recorded events: OpenCL reports a failed command through a
 * negative CL_EVENT_COMMAND_EXECUTION_STATUS, and the first such is
 * returned once, by that wait, as SY_E_DEVICE_ERROR naming the op, the
 * kernel and the device. A record evicted from the full ring is checked as
 * it goes; a command older than the last SY__OCL_RECORDS that had not
 * finished by then is no longer named (its failure shows on the commands
 * after it, which OpenCL fails with CL_EXEC_STATUS_ERROR_FOR_EVENTS_IN_WAIT_LIST).
 *
 * A write's done callback runs from whichever call of the device notices
 * the write complete (a later write, launch, free, read or synchronize),
 * at the latest when its destination buffer is freed (free waits for the
 * writes still queued into it: a source lives no longer than its
 * destination) and at shutdown; never under the record's lock. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "sy_opencl.h"

static atomic_long sy__ocl_wait_count;
_Thread_local int sy__ocl_op_now = -1;

void sy__ocl_waiting(void) { atomic_fetch_add_explicit(&sy__ocl_wait_count, 1, memory_order_relaxed); }

long sy__ocl_waits(void) { return atomic_load(&sy__ocl_wait_count); }

void sy__ocl_track_init(sy__ocl_track *t)
{
    memset(t, 0, sizeof *t);
    pthread_mutex_init(&t->lock, NULL);
}

void sy__ocl_track_destroy(sy__ocl_track *t, int driver)
{
    for (unsigned i = 0; i < t->n; i++)
        if (driver)
            clReleaseEvent(t->rec[(t->first + i) % SY__OCL_RECORDS].ev);
    for (size_t i = 0; i < t->n_pending; i++) {
        if (driver)
            clReleaseEvent(t->pending[i].ev);
        t->pending[i].done(t->pending[i].ctx);
    }
    free(t->pending);
    pthread_mutex_destroy(&t->lock);
    memset(t, 0, sizeof *t);
}

static cl_int status_of(cl_event ev)
{
    cl_int st = CL_COMPLETE;
    if (clGetEventInfo(ev, CL_EVENT_COMMAND_EXECUTION_STATUS, sizeof st, &st, NULL) != CL_SUCCESS)
        return CL_COMPLETE; /* nothing to learn from it */
    return st;
}

/* Under the lock: keeps a failure of queued work to report, the first one
 * unless a later one has a code of its own and the kept one only says an
 * earlier command failed. */
static void note_failure(sy__ocl_track *t, cl_int st, const sy__ocl_rec *r)
{
    if (st >= 0)
        return;
    const cl_int earlier = CL_EXEC_STATUS_ERROR_FOR_EVENTS_IN_WAIT_LIST;
    if (t->failed == CL_SUCCESS || (t->failed == earlier && st != earlier)) {
        t->failed = st;
        t->failed_rec.op = r->op;
        memcpy(t->failed_rec.what, r->what, sizeof r->what);
    }
}

void sy__ocl_record(sy__ocl_device *dev, cl_event ev, int op, const char *what)
{
    sy__ocl_track *t = &dev->track;
    cl_event evicted = NULL;
    pthread_mutex_lock(&t->lock);
    if (t->n == SY__OCL_RECORDS) {
        sy__ocl_rec *old = &t->rec[t->first];
        note_failure(t, status_of(old->ev), old);
        evicted = old->ev;
        t->first = (t->first + 1) % SY__OCL_RECORDS;
        t->n--;
    }
    sy__ocl_rec *r = &t->rec[(t->first + t->n) % SY__OCL_RECORDS];
    r->ev = ev;
    r->op = op;
    snprintf(r->what, sizeof r->what, "%s", what);
    t->n++;
    const int writes = t->n_pending > 0;
    pthread_mutex_unlock(&t->lock);
    if (evicted)
        clReleaseEvent(evicted);
    if (writes)
        sy__ocl_poll(dev);
}

sy_status sy__ocl_pending_add(sy__ocl_device *dev, cl_event ev, cl_mem mem, void (*done)(void *ctx), void *ctx)
{
    sy__ocl_track *t = &dev->track;
    pthread_mutex_lock(&t->lock);
    if (t->n_pending == t->cap_pending) {
        const size_t cap = t->cap_pending ? 2 * t->cap_pending : 16;
        sy__ocl_pending *p = (sy__ocl_pending *)realloc(t->pending, cap * sizeof *p);
        if (p == NULL) {
            pthread_mutex_unlock(&t->lock);
            return SY_E_OUT_OF_MEMORY;
        }
        t->pending = p;
        t->cap_pending = cap;
    }
    t->pending[t->n_pending++] = (sy__ocl_pending){ev, mem, done, ctx};
    pthread_mutex_unlock(&t->lock);
    return SY_OK;
}

/* Under the lock: moves the completed (or failed) writes at the front of
 * the list into out (at most cap), noting failures. */
static size_t take_done(sy__ocl_track *t, sy__ocl_pending *out, size_t cap)
{
    size_t k = 0;
    while (k < t->n_pending && k < cap) {
        const cl_int st = status_of(t->pending[k].ev);
        if (st > CL_COMPLETE)
            break;
        if (st < 0) {
            sy__ocl_rec r = {NULL, -1, "a write onto the device"};
            note_failure(t, st, &r);
        }
        out[k] = t->pending[k];
        k++;
    }
    t->n_pending -= k;
    memmove(t->pending, t->pending + k, t->n_pending * sizeof *t->pending);
    return k;
}

static void finish_writes(sy__ocl_pending *p, size_t n)
{
    for (size_t i = 0; i < n; i++) {
        clReleaseEvent(p[i].ev);
        p[i].done(p[i].ctx);
    }
}

void sy__ocl_poll(sy__ocl_device *dev)
{
    sy__ocl_pending batch[16];
    size_t n;
    do {
        pthread_mutex_lock(&dev->track.lock);
        n = dev->track.n_pending ? take_done(&dev->track, batch, 16) : 0;
        pthread_mutex_unlock(&dev->track.lock);
        finish_writes(batch, n);
    } while (n == 16);
}

void sy__ocl_settle(sy__ocl_device *dev, cl_mem mem)
{
    sy__ocl_track *t = &dev->track;
    sy__ocl_pending mine[16];
    cl_event evs[16];
    size_t n;
    do {
        n = 0;
        pthread_mutex_lock(&t->lock);
        for (size_t i = 0; i < t->n_pending && n < 16;) {
            if (t->pending[i].mem != mem) {
                i++;
                continue;
            }
            evs[n] = t->pending[i].ev;
            mine[n++] = t->pending[i];
            t->n_pending--;
            memmove(t->pending + i, t->pending + i + 1, (t->n_pending - i) * sizeof *t->pending);
        }
        pthread_mutex_unlock(&t->lock);
        if (n == 0)
            break;
        sy__ocl_waiting();
        clWaitForEvents((cl_uint)n, evs);
        pthread_mutex_lock(&t->lock);
        for (size_t i = 0; i < n; i++) {
            sy__ocl_rec r = {NULL, -1, "a write onto the device"};
            note_failure(t, status_of(evs[i]), &r);
        }
        pthread_mutex_unlock(&t->lock);
        finish_writes(mine, n);
    } while (n == 16);
    sy__ocl_poll(dev);
}

sy_status sy__ocl_waited(sy__ocl_device *dev, cl_int err, const char *call, const char *what)
{
    sy__ocl_track *t = &dev->track;
    cl_event done_ev[SY__OCL_RECORDS];
    unsigned n_done = 0;
    pthread_mutex_lock(&t->lock);
    /* the records still queued (enqueued by other threads after this
     * wait's command) stay; the others go */
    unsigned kept = 0;
    for (unsigned i = 0; i < t->n; i++) {
        sy__ocl_rec r = t->rec[(t->first + i) % SY__OCL_RECORDS];
        const cl_int st = status_of(r.ev);
        if (st > CL_COMPLETE) {
            t->rec[(t->first + kept++) % SY__OCL_RECORDS] = r;
            continue;
        }
        note_failure(t, st, &r);
        done_ev[n_done++] = r.ev;
    }
    t->n = kept;
    pthread_mutex_unlock(&t->lock);
    for (unsigned i = 0; i < n_done; i++)
        clReleaseEvent(done_ev[i]);
    sy__ocl_poll(dev);

    pthread_mutex_lock(&t->lock);
    const cl_int failed = t->failed;
    const sy__ocl_rec rec = t->failed_rec;
    t->failed = CL_SUCCESS;
    pthread_mutex_unlock(&t->lock);
    if (failed != CL_SUCCESS) {
        /* an event's status is an error code, or -1 (PoCL: failed, a command
         * not run because one it waited for failed) */
        const char *why = failed == -1 ? "failed" : sy__ocl_error_name(failed);
        if (rec.op >= 0)
            return sy_kernel_error(SY_E_DEVICE_ERROR, "queued work failed: op %s (kernel %s) on OpenCL device %u: "
                                   "execution status %d (%s), found by %s", sy_op_name((sy_op)rec.op), rec.what,
                                   (unsigned)dev->index, (int)failed, why, call);
        return sy_kernel_error(SY_E_DEVICE_ERROR, "queued work failed: %s on OpenCL device %u: execution status %d "
                               "(%s), found by %s", rec.what, (unsigned)dev->index, (int)failed, why, call);
    }
    if (err != CL_SUCCESS)
        return sy__ocl_fail(err, call, what, dev->index);
    return SY_OK;
}

/* ---- the hooks of `async: true` ------------------------------------------ */

void sy_k_opencl_flush(uint32_t index)
{
    sy__ocl_device *dev;
    if (sy__ocl_device_get(index, &dev) == SY_OK)
        clFlush(dev->queue);
}

sy_status sy_k_opencl_synchronize(uint32_t index)
{
    sy__ocl_device *dev;
    const sy_status status = sy__ocl_device_get(index, &dev);
    if (status != SY_OK)
        return status;
    sy__ocl_waiting();
    const cl_int err = clFinish(dev->queue);
    return sy__ocl_waited(dev, err, "clFinish", NULL);
}
