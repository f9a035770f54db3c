/* switchyard: cpu's stack kernel (backends.yaml, family stack): the inputs,
 * all of one shape, joined along a new axis of the result; bytes moved, any
 * dtype. The rule (sy__infer_stack, runtime/sy_rules_shape.c) checked the
 * shapes and the axis, which counts in the result's rank.
 */
#include <string.h>

#include "sy_axis.h"
#include "sy_contract.h"
#include "sy_kernels.h"

sy_status sy_k_cpu_stack(const sy_op_args *args)
{
    const sy_result_arg *out = &args->out[0];
    const size_t esize = sy_dtype_size(out->dtype);
    /* out is [outer, n, inner]: each input an [outer, inner] */
    const sy__split so = sy__around(out->shape, out->rank, args->attrs[SY_ATTR_STACK_AXIS].i[0]);
    const size_t chunk = (size_t)so.inner * esize;
    if (chunk == 0)
        return SY_OK;
    for (int i = 0; i < args->n_in; i++) {
        const char *src = (const char *)args->in[i].data;
        for (int64_t o = 0; o < so.outer; o++)
            memcpy((char *)out->data + ((size_t)o * (size_t)args->n_in + (size_t)i) * chunk, src + (size_t)o * chunk,
                   chunk);
    }
    return SY_OK;
}
