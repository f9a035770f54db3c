/* switchyard: the shape rule of the `nary` family (add_n, mean_n): one or
 * more tensors broadcast together like NumPy (ONNX's multidirectional
 * broadcast). The signature's checks have run (sy_infer.c): the list is not
 * empty and its tensors share a dtype. */
#include <string.h>

#include "sy_rules.h"

sy_status sy__infer_nary(const sy__call *call, const char *op, sy__inferred *r)
{
    int rank = 0;
    for (int i = 0; i < call->n_in; i++)
        if (call->in[i]->rank > rank)
            rank = call->in[i]->rank;
    for (int j = 0; j < rank; j++) {
        int64_t dim = 1;
        int from = -1; /* the tensor that set dim */
        for (int i = 0; i < call->n_in; i++) {
            const sy_tensor *t = call->in[i];
            const int k = j - (rank - t->rank);
            if (k < 0 || t->shape[k] == 1)
                continue;
            if (dim != 1 && dim != t->shape[k]) {
                char a[SY__SHAPE_STR_MAX], b[SY__SHAPE_STR_MAX];
                return sy__fail(
                    SY_E_SHAPE_MISMATCH, "sy_%s: xs[%d] %s and xs[%d] %s do not broadcast (axis %d: %lld vs %lld)", op,
                    from, sy__shape_str(call->in[from]->shape, call->in[from]->rank, a, sizeof a), i,
                    sy__shape_str(t->shape, t->rank, b, sizeof b), j - rank, (long long)dim, (long long)t->shape[k]);
            }
            dim = t->shape[k];
            from = i;
        }
        r->shape[j] = dim;
    }
    r->rank = rank;
    return SY_OK;
}
