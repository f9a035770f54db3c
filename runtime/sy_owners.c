/* switchyard: how tensors and devices reach capture and autodiff.
 *
 * A tensor record carries what autodiff (t->node) and capture (t->capture)
 * hang on it, a capture tensor is made by the capture registry, and device
 * checks ask that registry whether a capture device exists. Yet tensors and
 * devices sit below autodiff and capture, which are built from them. So
 * sy_tensor.c and sy_device.c name neither: they call the functions here,
 * which forward to what sy_autodiff.c and sy_capture.c registered. Each
 * registers before it makes its first node or capture device, so a tensor
 * never points at something nobody registered; until capture registers,
 * no capture device exists.
 */
#include "sy_internal.h"

static _Atomic(const sy__autodiff_owner *) autodiff;
static _Atomic(const sy__capture_owner *) capture;

void sy__owners_autodiff(const sy__autodiff_owner *o)
{
    if (atomic_load_explicit(&autodiff, memory_order_relaxed) != o)
        atomic_store_explicit(&autodiff, o, memory_order_release);
}

void sy__owners_capture(const sy__capture_owner *o)
{
    if (atomic_load_explicit(&capture, memory_order_relaxed) != o)
        atomic_store_explicit(&capture, o, memory_order_release);
}

void sy__tensor_disown(sy_tensor *t)
{
    /* registered before the node or capture device was made */
    if (t->node)
        atomic_load_explicit(&autodiff, memory_order_acquire)->release_node(t->node);
    if (t->capture)
        atomic_load_explicit(&capture, memory_order_acquire)->drop(t->capture);
}

bool sy__capture_exists(uint32_t capture_id)
{
    const sy__capture_owner *o = atomic_load_explicit(&capture, memory_order_acquire);
    return o && o->exists(capture_id);
}

sy_status sy__capture_adopt(sy_tensor *t, uint32_t capture_id, const char *fn)
{
    const sy__capture_owner *o = atomic_load_explicit(&capture, memory_order_acquire);
    if (!o)
        return sy__fail(SY_E_NO_SUCH_DEVICE, "no capture device %lu", (unsigned long)capture_id);
    return o->adopt(t, capture_id, fn);
}
