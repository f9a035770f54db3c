/* switchyard: step 4 of every op, views. A view shares its input's storage
 * with the shape and strides the family's rule computed (sy_rules.h); a rule
 * that asks for a copy first (a reshape of a strided input) gets the view
 * over a contiguous copy made by the backend's copy kernel.
 */
#include <string.h>

#include "sy_oppath.h"

sy_status sy__make_view(const sy__call *call, const char *op, const sy__inferred *r, sy_device dev, sy_tensor **out)
{
    const sy_tensor *a = call->in[0];
    sy_tensor *copy = NULL;
    if (r->copy_first) {
        sy__attrs ca = {.dtype = a->dtype};
        sy__call c = {.op = SY__OP_COPY, .n_in = 1, .in = &a, .attrs = &ca};
        sy__inferred cr = {.key = a->dtype, .out_dtype = a->dtype, .rank = a->rank};
        memcpy(cr.shape, a->shape, sizeof cr.shape);
        sy_status st = sy__exec_kernel(&c, op, &cr, sy_device_inner(dev), &copy);
        if (st != SY_OK)
            return st;
        a = copy;
    }
    sy_tensor *v;
    sy_status st = sy__tensor_share(a, dev, &v);
    sy_tensor_release(copy);
    if (st != SY_OK)
        return st;
    v->rank = r->rank;
    memcpy(v->shape, r->shape, sizeof v->shape);
    memcpy(v->strides, r->strides, sizeof v->strides);
    v->numel = sy__numel(v->shape, v->rank);
    v->contiguous = sy_tensor_is_contiguous(v);
    *out = v;
    return SY_OK;
}
