/* switchyard: the [outer, len, inner] split of a contiguous shape around one
 * axis, shared by the kernels of the families that work along an axis
 * (softmax, argmax, concat, gather, the scans and sorts; kernels/cpu and
 * kernels/opencl), so it is written once. Element (o, l, i) of the split is
 * element (o * len + l) * inner + i of the contiguous operand. */
#ifndef SY_AXIS_H
#define SY_AXIS_H

#include <stdint.h>

typedef struct sy__split {
    int64_t outer, len, inner;
} sy__split;

/* The split of shape (rank >= 1 dims) around axis, which counts from the end
 * when negative; the family's shape rule has checked that it is in range. */
static inline sy__split sy__around(const int64_t *shape, int rank, int64_t axis)
{
    const int a = (int)(axis < 0 ? axis + rank : axis);
    sy__split s = {1, shape[a], 1};
    for (int j = 0; j < a; j++)
        s.outer *= shape[j];
    for (int j = a + 1; j < rank; j++)
        s.inner *= shape[j];
    return s;
}

#endif
