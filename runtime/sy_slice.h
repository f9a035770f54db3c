/* switchyard: where slice (ONNX Slice-13) reads, shared by its shape rule
 * (runtime/sy_rules_nn.c) and the kernels of slice and slice_backward, so the
 * clamping below is written once.
 *
 * starts, ends, axes and steps as the op takes them: axes empty means
 * 0 .. n-1 and steps empty all 1s. Per ONNX, a negative start or end counts
 * from the end of its axis; then, for a positive step, both are clamped to
 * [0, dim] and the axis gives ceil((end - start) / step) elements from
 * start; for a negative step, start is clamped to [0, dim - 1] and end to
 * [-1, dim - 1], and the axis gives ceil((start - end) / -step) elements
 * from start downwards. Axes not named keep every element (start 0, step 1).
 */
#ifndef SY_SLICE_H
#define SY_SLICE_H

#include <stdint.h>
#include <stdio.h>

#include "sy_contract.h"

typedef struct sy_slice_plan {
    int64_t start[SY_MAX_RANK]; /* the first element read along each axis */
    int64_t step[SY_MAX_RANK];  /* elements between reads, negative downwards */
    int64_t count[SY_MAX_RANK]; /* elements read: the result's shape */
} sy_slice_plan;

/* The plan of slicing shape (rank dims); 0, or -1 with why filled in (the
 * attribute at fault and its value). */
static inline int sy_slice_plan_of(const int64_t *shape, int rank, const sy_attr_value *starts,
                                   const sy_attr_value *ends, const sy_attr_value *axes, const sy_attr_value *steps,
                                   sy_slice_plan *p, char *why, size_t why_size)
{
    const int n = starts->n;
    for (int d = 0; d < rank; d++) {
        p->start[d] = 0;
        p->step[d] = 1;
        p->count[d] = shape[d];
    }
    if (ends->n != n || (axes->n != 0 && axes->n != n) || (steps->n != 0 && steps->n != n)) {
        snprintf(why, why_size, "starts, ends, axes and steps have %d, %d, %d and %d values; they take as many"
                 " each (axes and steps may be empty)", n, ends->n, axes->n, steps->n);
        return -1;
    }
    if (n > rank) {
        snprintf(why, why_size, "%d starts for a tensor of rank %d", n, rank);
        return -1;
    }
    int seen[SY_MAX_RANK] = {0};
    for (int i = 0; i < n; i++) {
        int64_t a = axes->n ? axes->i[i] : i;
        if (a < -rank || a >= rank) {
            snprintf(why, why_size, "axes[%d] is %lld, outside rank %d", i, (long long)a, rank);
            return -1;
        }
        const int d = (int)(a < 0 ? a + rank : a);
        if (seen[d]++) {
            snprintf(why, why_size, "axis %d is named twice", d);
            return -1;
        }
        const int64_t step = steps->n ? steps->i[i] : 1, dim = shape[d];
        if (step == 0 || step == INT64_MIN) {
            snprintf(why, why_size, "steps[%d] is %lld; a step is nonzero (and above INT64_MIN)", i, (long long)step);
            return -1;
        }
        int64_t s = starts->i[i], e = ends->i[i];
        if (s < 0)
            s = s < -dim ? -1 : s + dim; /* below the axis: clamped next */
        if (e < 0)
            e = e < -dim ? -1 : e + dim;
        int64_t count;
        if (step > 0) {
            s = s < 0 ? 0 : s > dim ? dim : s;
            e = e < 0 ? 0 : e > dim ? dim : e;
            count = e > s ? (e - s - 1) / step + 1 : 0;
        } else {
            s = s < 0 ? 0 : s > dim - 1 ? dim - 1 : s;
            e = e < -1 ? -1 : e > dim - 1 ? dim - 1 : e;
            count = s > e ? (s - e - 1) / -step + 1 : 0;
        }
        p->start[d] = dim > 0 ? s : 0;
        p->step[d] = step;
        p->count[d] = dim > 0 ? count : 0;
    }
    return 0;
}

#endif
