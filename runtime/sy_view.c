/* switchyard: step 4 of every op, views (reshape, permute, transpose,
 * expand). A view shares its input's storage with new shape and strides; a
 * reshape of a strided input first copies it with the backend's copy kernel.
 */
#include <string.h>

#include "sy_dispatch.h"

sy_status sy__make_view(const sy__call *call, const char *op, const sy__inferred *r, sy_device dev, sy_tensor **out)
{
    const sy_tensor *a = call->in[0];
    sy_tensor *copy = NULL;
    int64_t strides[SY_MAX_RANK];
    switch (sy__op_table[call->op].cls) {
    case SY__CLASS_RESHAPE:
        if (!sy_tensor_is_contiguous(a)) {
            /* a strided input is copied first, by the backend's copy kernel */
            sy__attrs ca = {.dtype = a->dtype};
            sy__call c = {.op = SY__OP_COPY, .n_in = 1, .in = {a}, .attrs = &ca};
            sy__inferred cr = {.key = a->dtype, .out_dtype = a->dtype, .rank = a->rank};
            memcpy(cr.shape, a->shape, sizeof cr.shape);
            sy_status st = sy__exec_kernel(&c, op, &cr, sy_device_inner(dev), &copy);
            if (st != SY_OK)
                return st;
            a = copy;
        }
        sy__contiguous_strides(r->shape, r->rank, strides);
        break;
    case SY__CLASS_PERMUTE:
        for (int j = 0; j < a->rank; j++) {
            int p = call->attrs->perm[j] < 0 ? call->attrs->perm[j] + a->rank : call->attrs->perm[j];
            strides[j] = a->strides[p];
        }
        break;
    case SY__CLASS_TRANSPOSE:
        memcpy(strides, a->strides, sizeof strides);
        strides[r->axis] = a->strides[r->axis2];
        strides[r->axis2] = a->strides[r->axis];
        break;
    default: /* expand */
        for (int j = 0; j < r->rank; j++) {
            int k = j - (r->rank - a->rank);
            strides[j] = (k < 0 || a->shape[k] != r->shape[j]) ? 0 : a->strides[k];
        }
        break;
    }
    sy_tensor *v;
    sy_status st = sy__tensor_share(a, dev, &v);
    sy_tensor_release(copy);
    if (st != SY_OK)
        return st;
    v->rank = r->rank;
    memcpy(v->shape, r->shape, sizeof v->shape);
    memcpy(v->strides, strides, sizeof v->strides);
    v->numel = sy__numel(v->shape, v->rank);
    v->contiguous = sy_tensor_is_contiguous(v);
    *out = v;
    return SY_OK;
}
