/* The ops of families declared with `kernel: op`, where the generic suites
 * do not reach: every refusal of their shape rules and of the signature's
 * checks (variadic lists, fixed-dtype inputs), kernels that refuse a value,
 * and their attributes in the text, DOT and saved forms of a graph (format
 * version 2), loaded back and replayed. Values against NumPy:
 * tests/reference. */
#define _POSIX_C_SOURCE 200809L
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "sy_test.h"

static sy_device cpu0;
static sy_tensor *const poison = (sy_tensor *)(uintptr_t)0x5a5a5a50;

static sy_tensor *make(sy_dtype dt, const int64_t *shape, int rank, const void *data)
{
    sy_tensor *t;
    if (data)
        SY_OK_OR_FAIL(sy_tensor_from_data(data, dt, shape, rank, cpu0, &t));
    else
        SY_OK_OR_FAIL(sy_zeros(shape, rank, dt, cpu0, &t));
    return t;
}

/* A refused call: exactly want, exactly msg, *out NULL. */
static void refused(sy_status st, const sy_tensor *out, sy_status want, const char *msg)
{
    ck_assert_msg(st == want, "%s: got %s (%s), want %s", msg, sy_status_name(st), sy_last_error(),
                  sy_status_name(want));
    ck_assert_msg(out == NULL, "%s: out is not NULL", msg);
    ck_assert_str_eq(sy_ck_detail(want), msg);
}

/* the call runs before its out is read (the order of a call's arguments is unspecified) */
#define REFUSED(call, out, want, msg)                                                                          \
    do {                                                                                                       \
        sy_status st_ = (call);                                                                                \
        refused(st_, out, want, msg);                                                                          \
    } while (0)

START_TEST(test_rules_refuse)
{
    sy_ck_leak snap = sy_ck_leak_snap();
    const int64_t s23[2] = {2, 3}, s33[2] = {3, 3}, s30[2] = {3, 0}, s02[2] = {0, 2}, s1[1] = {1}, s2[1] = {2};
    const int64_t s5[5] = {1, 1, 1, 1, 1};
    sy_tensor *x = make(SY_DTYPE_F32, s23, 2, NULL), *y = make(SY_DTYPE_F32, s33, 2, NULL);
    sy_tensor *xi = make(SY_DTYPE_I32, s23, 2, NULL), *sc = make(SY_DTYPE_F32, NULL, 0, NULL);
    sy_tensor *e30 = make(SY_DTYPE_F32, s30, 2, NULL), *e02 = make(SY_DTYPE_F32, s02, 2, NULL);
    sy_tensor *idx = make(SY_DTYPE_I64, s1, 1, NULL), *fidx = make(SY_DTYPE_F32, s1, 1, NULL);
    sy_tensor *r5 = make(SY_DTYPE_F32, s5, 5, NULL), *i5 = make(SY_DTYPE_I64, s5, 5, NULL);
    sy_tensor *w2 = make(SY_DTYPE_F32, s2, 1, NULL);
    sy_tensor *out = poison, *m = poison, *iv = poison;

    REFUSED(sy_softmax(x, 2, &out), out, SY_E_INVALID_ARGUMENT, "sy_softmax: axis 2 is out of range for rank 2");
    out = poison;
    REFUSED(sy_log_softmax(sc, 0, &out), out, SY_E_INVALID_ARGUMENT,
            "sy_log_softmax: axis 0 is out of range for rank 0");
    out = poison;
    REFUSED(sy_argmax(e30, 1, true, false, &out), out, SY_E_SHAPE_MISMATCH,
            "sy_argmax: axis 1 of [3, 0] is empty; no element to pick");
    out = poison;
    REFUSED(sy_argmin(x, 0, true, false, NULL), NULL, SY_E_INVALID_ARGUMENT, "sy_argmin: out is NULL");

    const sy_tensor *scalars[1] = {sc}, *mixed[2] = {x, y}, *dtypes[2] = {x, xi}, *holes[2] = {x, NULL};
    REFUSED(sy_concat(scalars, 1, 0, &out), out, SY_E_SHAPE_MISMATCH,
            "sy_concat: xs[0] is a scalar; concat joins tensors of rank 1 or more");
    out = poison;
    REFUSED(sy_concat(mixed, 2, 1, &out), out, SY_E_SHAPE_MISMATCH,
            "sy_concat: xs[1] [3, 3] does not fit xs[0] [2, 3] outside axis 1");
    out = poison;
    REFUSED(sy_concat(dtypes, 2, 0, &out), out, SY_E_DTYPE_MISMATCH,
            "sy_concat: xs[0] is f32 but xs[1] is i32; cast one first");
    out = poison;
    REFUSED(sy_concat(holes, 2, 0, &out), out, SY_E_INVALID_ARGUMENT, "sy_concat: input xs[1] is NULL");
    out = poison;
    REFUSED(sy_concat(NULL, 2, 0, &out), out, SY_E_INVALID_ARGUMENT,
            "sy_concat: 2 tensors for xs, or the list is NULL");
    out = poison;
    REFUSED(sy_concat(mixed, 0, 0, &out), out, SY_E_INVALID_ARGUMENT,
            "sy_concat: xs is empty; the op needs at least one tensor");
    out = poison;
    REFUSED(sy_concat(mixed, -1, 0, &out), out, SY_E_INVALID_ARGUMENT,
            "sy_concat: -1 tensors for xs, or the list is NULL");

    out = poison;
    REFUSED(sy_gather(x, fidx, 0, &out), out, SY_E_DTYPE_MISMATCH, "sy_gather: indices must be i32 i64, got f32");
    out = poison;
    REFUSED(sy_gather(r5, i5, 0, &out), out, SY_E_SHAPE_MISMATCH,
            "sy_gather: gathering [1, 1, 1, 1, 1] from [1, 1, 1, 1, 1] gives rank 9, more than 8");
    out = poison;
    REFUSED(sy_gather(e02, idx, 0, &out), out, SY_E_SHAPE_MISMATCH,
            "sy_gather: axis 0 of [0, 2] is empty; no index can be in range");
    const int64_t bad[2] = {1, 3}, two = 2;
    sy_tensor *far;
    SY_OK_OR_FAIL(sy_tensor_from_data(bad, SY_DTYPE_I64, &two, 1, cpu0, &far));
    out = poison;
    REFUSED(sy_gather(x, far, 1, &out), out, SY_E_INVALID_ARGUMENT,
            "sy_gather: the cpu kernel failed (output f32 [2, 2]): index 3 (entry 1 of indices) is out of range for"
            " axis length 3");
    sy_tensor_release(far);

    REFUSED(sy_layer_norm(x, NULL, NULL, 1, -1.0, &out, &m, &iv), out, SY_E_INVALID_ARGUMENT,
            "sy_layer_norm: epsilon -1 is not a finite number >= 0");
    ck_assert(m == NULL && iv == NULL);
    out = m = iv = poison;
    REFUSED(sy_layer_norm(x, NULL, NULL, 1, NAN, &out, &m, &iv), out, SY_E_INVALID_ARGUMENT,
            "sy_layer_norm: epsilon nan is not a finite number >= 0");
    out = m = iv = poison;
    REFUSED(sy_layer_norm(x, w2, NULL, 1, 1e-5, &out, &m, &iv), out, SY_E_SHAPE_MISMATCH,
            "sy_layer_norm: weight is [2]; normalizing [2, 3] from axis 1 takes [3]");
    out = m = iv = poison;
    REFUSED(sy_layer_norm(x, NULL, w2, 1, 1e-5, &out, &m, &iv), out, SY_E_SHAPE_MISMATCH,
            "sy_layer_norm: bias is [2]; normalizing [2, 3] from axis 1 takes [3]");
    out = m = iv = poison;
    REFUSED(sy_layer_norm(x, NULL, NULL, 1, 1e-5, &out, NULL, &iv), out, SY_E_INVALID_ARGUMENT,
            "sy_layer_norm: mean is NULL");

    const int64_t p2[2] = {1, 1}, neg[4] = {0, -1, 0, 0}, far2[4] = {2, 0, 0, 0}, one[4] = {0, 1, 0, 0};
    out = poison;
    REFUSED(sy_pad(x, p2, 2, SY_PAD_MODE_CONSTANT, 0, &out), out, SY_E_INVALID_ARGUMENT,
            "sy_pad: pads has 2 values; [2, 3] takes 2 per axis, 4");
    out = poison;
    REFUSED(sy_pad(x, neg, 4, SY_PAD_MODE_CONSTANT, 0, &out), out, SY_E_INVALID_ARGUMENT,
            "sy_pad: pads of axis 1 are -1 and 0; negative pads (cropping) are not supported");
    out = poison;
    REFUSED(sy_pad(x, far2, 4, SY_PAD_MODE_REFLECT, 0, &out), out, SY_E_INVALID_ARGUMENT,
            "sy_pad: reflect pads of axis 0 (2 and 0) must be below its dimension 2");
    out = poison;
    REFUSED(sy_pad(e30, one, 4, SY_PAD_MODE_EDGE, 0, &out), out, SY_E_INVALID_ARGUMENT,
            "sy_pad: axis 1 of [3, 0] is empty; it has no edge to repeat");
    out = poison;
    REFUSED(sy_pad(x, one, 4, 7, 0, &out), out, SY_E_INVALID_ARGUMENT, "sy_pad: mode 7 is not one of its 3 values");
    out = poison;
    REFUSED(sy_pad(x, NULL, 2, SY_PAD_MODE_CONSTANT, 0, &out), out, SY_E_INVALID_ARGUMENT,
            "sy_pad: pads is NULL or its length 2 is outside 0..8");
    out = poison;
    REFUSED(sy_pad(x, one, 9, SY_PAD_MODE_CONSTANT, 0, &out), out, SY_E_INVALID_ARGUMENT,
            "sy_pad: pads is NULL or its length 9 is outside 0..8");

    const int64_t huge[4] = {INT64_MAX / 2, 0, 0, 0};
    out = poison;
    REFUSED(sy_pad(x, huge, 4, SY_PAD_MODE_CONSTANT, 0, &out), out, SY_E_INVALID_ARGUMENT,
            "sy_pad: pads of axis 0 are too large");
    out = poison;
    REFUSED(sy_argmax(x, 5, false, false, &out), out, SY_E_INVALID_ARGUMENT, "sy_argmax: axis 5 is out of range for rank 2");
    const sy_tensor *one_x[1] = {x};
    out = poison;
    REFUSED(sy_concat(one_x, 1, -3, &out), out, SY_E_INVALID_ARGUMENT, "sy_concat: axis -3 is out of range for rank 2");
    out = poison;
    REFUSED(sy_gather(x, idx, 2, &out), out, SY_E_INVALID_ARGUMENT, "sy_gather: axis 2 is out of range for rank 2");
    out = m = iv = poison;
    REFUSED(sy_layer_norm(x, NULL, NULL, 2, 1e-5, &out, &m, &iv), out, SY_E_INVALID_ARGUMENT,
            "sy_layer_norm: axis 2 is out of range for rank 2");

    /* max_pool2d's gradient op: shapes by the rule, an index outside dx by the kernel */
    const int64_t s1122[4] = {1, 1, 2, 2}, x33[4] = {1, 1, 3, 3}, x2[4] = {2, 1, 3, 3}, x00[4] = {1, 1, 0, 3};
    const int64_t at[4] = {0, 4, 8, 9};
    sy_tensor *dy = make(SY_DTYPE_F32, s1122, 4, NULL), *pi = make(SY_DTYPE_I64, s1122, 4, at);
    out = poison;
    REFUSED(sy_max_pool2d_backward(dy, idx, x33, 4, &out), out, SY_E_SHAPE_MISMATCH,
            "sy_max_pool2d_backward: dy is [1, 1, 2, 2] and indices [1]; they take one shape [N, C, oH, oW]");
    out = poison;
    REFUSED(sy_max_pool2d_backward(dy, pi, x2, 4, &out), out, SY_E_SHAPE_MISMATCH,
            "sy_max_pool2d_backward: shape [2, 1, 3, 3] is not an [N, C, H, W] of dy [1, 1, 2, 2]");
    out = poison;
    REFUSED(sy_max_pool2d_backward(dy, pi, x00, 4, &out), out, SY_E_SHAPE_MISMATCH,
            "sy_max_pool2d_backward: shape [1, 1, 0, 3] holds no element for the 4 of dy to go to");
    out = poison;
    REFUSED(sy_max_pool2d_backward(dy, pi, x33, 4, &out), out, SY_E_INVALID_ARGUMENT,
            "sy_max_pool2d_backward: the cpu kernel failed (output f32 [1, 1, 3, 3]): indices[3] is 9, outside the 9"
            " elements of dx");

    /* gather's gradient op: shapes by the rule, an index out of range by the kernel (as gather refuses it) */
    const int64_t s21[2] = {2, 1}, s22[2] = {2, 2}, x20[2] = {2, 0}, xneg[2] = {2, -1};
    const int64_t out_of[2] = {1, 3};
    const int32_t below[2] = {-3, -4};
    sy_tensor *g21 = make(SY_DTYPE_F32, s21, 2, NULL), *g22 = make(SY_DTYPE_F32, s22, 2, NULL);
    sy_tensor *far3 = make(SY_DTYPE_I64, s2, 1, out_of), *farm4 = make(SY_DTYPE_I32, s2, 1, below);
    out = poison;
    REFUSED(sy_gather_backward(x, idx, s33, 2, 0, &out), out, SY_E_SHAPE_MISMATCH,
            "sy_gather_backward: dy is [2, 3]; gathering indices [1] along axis 0 of [3, 3] gives [1, 3]");
    out = poison;
    REFUSED(sy_gather_backward(g21, fidx, s23, 2, 1, &out), out, SY_E_DTYPE_MISMATCH,
            "sy_gather_backward: indices must be i32 i64, got f32");
    out = poison;
    REFUSED(sy_gather_backward(g21, idx, s23, 2, 2, &out), out, SY_E_INVALID_ARGUMENT,
            "sy_gather_backward: axis 2 is out of range for rank 2");
    out = poison;
    REFUSED(sy_gather_backward(g21, idx, xneg, 2, 1, &out), out, SY_E_INVALID_ARGUMENT,
            "sy_gather_backward: dimension 1 is negative (-1)");
    out = poison;
    REFUSED(sy_gather_backward(r5, i5, s5, 5, 0, &out), out, SY_E_SHAPE_MISMATCH,
            "sy_gather_backward: gathering [1, 1, 1, 1, 1] from [1, 1, 1, 1, 1] gives rank 9, more than 8");
    out = poison;
    REFUSED(sy_gather_backward(g21, idx, x20, 2, -1, &out), out, SY_E_SHAPE_MISMATCH,
            "sy_gather_backward: axis 1 of [2, 0] is empty; no index can be in range");
    out = poison;
    REFUSED(sy_gather_backward(g22, far3, s23, 2, 1, &out), out, SY_E_INVALID_ARGUMENT,
            "sy_gather_backward: the cpu kernel failed (output f32 [2, 3]): index 3 (entry 1 of indices) is out of"
            " range for axis length 3");
    out = poison;
    REFUSED(sy_gather_backward(g22, farm4, s23, 2, -1, &out), out, SY_E_INVALID_ARGUMENT,
            "sy_gather_backward: the cpu kernel failed (output f32 [2, 3]): index -4 (entry 1 of indices) is out of"
            " range for axis length 3");

    /* the indexing ops: shapes by the rule, an index out of range and mul's updates gradient by the kernel */
    const int64_t s24[2] = {2, 4}, s14[2] = {1, 4}, s31[2] = {3, 1};
    const int64_t e_far[4] = {0, 1, 2, 3}, e_low[3] = {0, -4, 1};
    sy_tensor *x24 = make(SY_DTYPE_F32, s24, 2, NULL), *u14 = make(SY_DTYPE_F32, s14, 2, NULL);
    sy_tensor *i14 = make(SY_DTYPE_I64, s14, 2, e_far), *i31 = make(SY_DTYPE_I64, s31, 2, e_low);
    sy_tensor *u31 = make(SY_DTYPE_F32, s31, 2, NULL);
    out = poison;
    REFUSED(sy_gather_elements(x24, idx, 0, &out), out, SY_E_SHAPE_MISMATCH,
            "sy_gather_elements: indices [1] has rank 1, x [2, 4] rank 2; they must be equal");
    out = poison;
    REFUSED(sy_gather_elements(x24, i31, 1, &out), out, SY_E_SHAPE_MISMATCH,
            "sy_gather_elements: indices [3, 1] is longer than x [2, 4] along axis 0 (only axis 1 may be longer)");
    out = poison;
    REFUSED(sy_gather_elements(x24, i14, 0, &out), out, SY_E_INVALID_ARGUMENT,
            "sy_gather_elements: the cpu kernel failed (output f32 [1, 4]): index 2 (entry 2 of indices) is out of"
            " range for axis length 2");
    out = poison;
    REFUSED(sy_gather_elements(e02, i31, 0, &out), out, SY_E_SHAPE_MISMATCH,
            "sy_gather_elements: axis 0 of [0, 2] is empty; no index can be in range");
    out = poison;
    REFUSED(sy_gather_elements_backward(u31, i14, s24, 2, 0, &out), out, SY_E_SHAPE_MISMATCH,
            "sy_gather_elements_backward: dy is [3, 1], indices [1, 4]; they must have one shape");
    out = poison;
    REFUSED(sy_gather_elements_backward(u31, i31, s24, 2, 0, &out), out, SY_E_INVALID_ARGUMENT,
            "sy_gather_elements_backward: the cpu kernel failed (output f32 [2, 4]): index -4 (entry 1 of indices) is"
            " out of range for axis length 2");
    out = poison;
    REFUSED(sy_scatter_elements(x24, i14, u31, 0, SY_SCATTER_ELEMENTS_REDUCTION_NONE, &out), out,
            SY_E_SHAPE_MISMATCH, "sy_scatter_elements: updates is [3, 1], indices [1, 4]; they must have one shape");
    out = poison;
    REFUSED(sy_scatter_elements(x24, i14, u14, -2, SY_SCATTER_ELEMENTS_REDUCTION_ADD, &out), out,
            SY_E_INVALID_ARGUMENT,
            "sy_scatter_elements: the cpu kernel failed (output f32 [2, 4]): index 2 (entry 2 of indices) is out of"
            " range for axis length 2");
    out = poison;
    REFUSED(sy_scatter_elements(x24, i14, u14, 1, 3, &out), out, SY_E_INVALID_ARGUMENT,
            "sy_scatter_elements: reduction 3 is not one of its 3 values");
    out = poison;
    REFUSED(sy_scatter_elements_backward(x24, i31, u31, 1, SY_SCATTER_ELEMENTS_BACKWARD_REDUCTION_MUL, true, &out),
            out, SY_E_SHAPE_MISMATCH,
            "sy_scatter_elements_backward: indices [3, 1] is longer than dy [2, 4] along axis 0 (only axis 1 may be"
            " longer)");
    out = poison;
    REFUSED(sy_scatter_elements_backward(x24, i14, u14, 1, SY_SCATTER_ELEMENTS_BACKWARD_REDUCTION_MUL, true, &out),
            out, SY_E_UNSUPPORTED,
            "sy_scatter_elements_backward: the cpu kernel failed (output f32 [1, 4]): the gradient of updates under"
            " reduction mul needs x, which this op does not take; it is not supported");

    /* gather_nd and scatter_nd: tuples by the rule, an index out of range by the kernel, naming its axis */
    const int64_t s12[2] = {1, 2}, s3x[1] = {3}, nd_far[2] = {1, 4};
    sy_tensor *n12 = make(SY_DTYPE_I64, s12, 2, nd_far), *n3 = make(SY_DTYPE_I64, s3x, 1, e_low);
    out = poison;
    REFUSED(sy_gather_nd(x24, n3, 0, &out), out, SY_E_SHAPE_MISMATCH,
            "sy_gather_nd: indices [3] gives tuples of 3, and x [2, 4] takes 1 to 2 past batch_dims 0");
    out = poison;
    REFUSED(sy_gather_nd(x24, n12, 2, &out), out, SY_E_INVALID_ARGUMENT,
            "sy_gather_nd: batch_dims 2 is not below the ranks of indices [1, 2] and x [2, 4]");
    out = poison;
    REFUSED(sy_gather_nd(x24, i31, 1, &out), out, SY_E_SHAPE_MISMATCH,
            "sy_gather_nd: indices [3, 1] and x [2, 4] differ along batch axis 0");
    out = poison;
    REFUSED(sy_gather_nd(x24, n12, 0, &out), out, SY_E_INVALID_ARGUMENT,
            "sy_gather_nd: the cpu kernel failed (output f32 [1]): index 4 (entry 1 of indices) is out of range for axis"
            " 1 of length 4");
    out = poison;
    REFUSED(sy_scatter_nd(x24, n12, u14, SY_SCATTER_ND_REDUCTION_ADD, &out), out, SY_E_SHAPE_MISMATCH,
            "sy_scatter_nd: updates is [1, 4], indices.shape[:-1] + x.shape[m:] [1]; they must have one shape");
    out = poison;
    REFUSED(sy_scatter_nd_backward(x24, n12, u14, SY_SCATTER_ND_BACKWARD_REDUCTION_MUL, false, &out), out,
            SY_E_SHAPE_MISMATCH,
            "sy_scatter_nd_backward: updates is [1, 4], indices.shape[:-1] + dy.shape[m:] [1]; they must have one"
            " shape");

    /* one_hot: values of two, a depth of 1 or more, by the rule */
    out = poison;
    REFUSED(sy_one_hot(n3, u14, 3, -1, &out), out, SY_E_SHAPE_MISMATCH,
            "sy_one_hot: values is [1, 4]; it must be [2] (off, on)");
    out = poison;
    REFUSED(sy_one_hot(n3, g21, 3, -1, &out), out, SY_E_SHAPE_MISMATCH,
            "sy_one_hot: values is [2, 1]; it must be [2] (off, on)");
    out = poison;
    REFUSED(sy_one_hot(n3, w2, 0, -1, &out), out, SY_E_INVALID_ARGUMENT, "sy_one_hot: depth 0 is below 1");
    out = poison;
    REFUSED(sy_one_hot(n3, w2, 3, 2, &out), out, SY_E_INVALID_ARGUMENT,
            "sy_one_hot: axis 2 is out of range for rank 2");
    out = poison;
    REFUSED(sy_one_hot_backward(x24, n3, 1, &out), out, SY_E_SHAPE_MISMATCH,
            "sy_one_hot_backward: dy is [2, 4]; one_hot of indices [3] along axis 1 gives indices' shape with a depth"
            " of 1 or more inserted there");

    /* a collective's communicator: NULL, or a pointer that is no live sy_comm, refused by the slot check */
    sy_comm *not_comm = (sy_comm *)(void *)&snap;
    out = poison;
#if SY_WITH_MPI
    REFUSED(sy_all_reduce(x, NULL, SY_REDUCE_SUM, &out), out, SY_E_INVALID_ARGUMENT,
            "sy_all_reduce: comm is NULL or not a live sy_comm (freed, or not from sy_comm_world or sy_comm_from_mpi)");
    out = poison;
    REFUSED(sy_all_gather(x, not_comm, &out), out, SY_E_INVALID_ARGUMENT,
            "sy_all_gather: comm is NULL or not a live sy_comm (freed, or not from sy_comm_world or sy_comm_from_mpi)");
#else
    REFUSED(sy_all_gather(x, not_comm, &out), out, SY_E_BACKEND_DISABLED,
            "sy_all_gather: the MPI layer is not compiled into this build (SY_WITH_MPI=0); rebuild with SY_WITH_MPI=1, "
            "or in a vendored copy vendor again with BACKENDS=\"... mpi\"");
#endif
    sy_tensor *all[] = {x,   y,     xi,  sc,  e30, e02, idx, fidx, r5,  i5,  w2, dy,  pi,
                        g21, g22, far3, farm4, x24, u14, i14,  i31, u31, n12, n3};
    for (size_t k = 0; k < sizeof all / sizeof all[0]; k++)
        sy_tensor_release(all[k]);
    SY_CK_NO_LEAK(snap);
}
END_TEST

/* slice (ONNX Slice-13): every refusal of the plan (runtime/sy_slice.h),
 * named; slice_backward's dy checked against the slice; and values by hand:
 * a negative step from a start past the end, an end before the first
 * element, bounds far outside int64's middle. */
START_TEST(test_slice)
{
    sy_ck_leak snap = sy_ck_leak_snap();
    const int64_t s45[2] = {4, 5}, s23[2] = {2, 3};
    float v[20];
    for (int k = 0; k < 20; k++)
        v[k] = (float)k;
    sy_tensor *x = make(SY_DTYPE_F32, s45, 2, v), *dy = make(SY_DTYPE_F32, s23, 2, NULL);
    sy_tensor *out = poison;
    const int64_t one[1] = {1}, two[2] = {0, 1}, three[3] = {0, 1, 0}, zero[1] = {0}, big[1] = {INT64_MAX};
    const int64_t ax2[1] = {2}, axdup[2] = {1, -1}, tiny[1] = {INT64_MIN}, neg[1] = {-1};

    REFUSED(sy_slice(x, one, 1, two, 2, NULL, 0, NULL, 0, &out), out, SY_E_INVALID_ARGUMENT,
            "sy_slice: starts, ends, axes and steps have 1, 2, 0 and 0 values; they take as many each (axes and"
            " steps may be empty)");
    out = poison;
    REFUSED(sy_slice(x, three, 3, three, 3, NULL, 0, NULL, 0, &out), out, SY_E_INVALID_ARGUMENT,
            "sy_slice: 3 starts for a tensor of rank 2");
    out = poison;
    REFUSED(sy_slice(x, one, 1, one, 1, ax2, 1, NULL, 0, &out), out, SY_E_INVALID_ARGUMENT,
            "sy_slice: axes[0] is 2, outside rank 2");
    out = poison;
    REFUSED(sy_slice(x, two, 2, two, 2, axdup, 2, NULL, 0, &out), out, SY_E_INVALID_ARGUMENT,
            "sy_slice: axis 1 is named twice");
    out = poison;
    REFUSED(sy_slice(x, one, 1, one, 1, NULL, 0, zero, 1, &out), out, SY_E_INVALID_ARGUMENT,
            "sy_slice: steps[0] is 0; a step is nonzero (and above INT64_MIN)");
    out = poison;
    REFUSED(sy_slice(x, one, 1, one, 1, NULL, 0, tiny, 1, &out), out, SY_E_INVALID_ARGUMENT,
            "sy_slice: steps[0] is -9223372036854775808; a step is nonzero (and above INT64_MIN)");
    out = poison;
    REFUSED(sy_slice_backward(dy, s45, 2, one, 1, big, 1, NULL, 0, NULL, 0, &out), out, SY_E_SHAPE_MISMATCH,
            "sy_slice_backward: dy is [2, 3]; the slice of [4, 5] is [3, 5]");

    /* rows from the last backwards to the first (start INT64_MAX, end INT64_MIN, step -1) on axis 0,
     * column 1 on axis 1 */
    const int64_t st[2] = {INT64_MAX, 1}, en[2] = {INT64_MIN, 2}, ax[2] = {0, 1}, sp[2] = {-1, 1};
    SY_OK_OR_FAIL(sy_slice(x, st, 2, en, 2, ax, 2, sp, 2, &out));
    ck_assert_int_eq(sy_tensor_rank(out), 2);
    ck_assert_int_eq(sy_tensor_shape(out)[0], 4);
    ck_assert_int_eq(sy_tensor_shape(out)[1], 1);
    float got[4];
    SY_OK_OR_FAIL(sy_tensor_to_data(out, got, sizeof got));
    ck_assert(got[0] == 16.0f && got[1] == 11.0f && got[2] == 6.0f && got[3] == 1.0f);
    sy_tensor_release(out);
    /* an end before the first element with a positive step: empty */
    SY_OK_OR_FAIL(sy_slice(x, neg, 1, tiny, 1, NULL, 0, NULL, 0, &out));
    ck_assert_int_eq(sy_tensor_shape(out)[0], 0);
    ck_assert_int_eq(sy_tensor_shape(out)[1], 5);
    sy_tensor_release(out);

    sy_tensor_release(x);
    sy_tensor_release(dy);
    SY_CK_NO_LEAK(snap);
}
END_TEST

/* cumsum, topk and sort: the rules' refusals (gather_elements_backward's
 * are with the indexing ops'), named, the kernel's refusal of an index out of range, and values by
 * hand: a first -0 kept, exclusive and reverse, ties (the lower index first,
 * largest and smallest; sort stable both ways), NaN beyond every number. */
static void check_f32(const sy_tensor *t, const float *want, int64_t n, const char *what)
{
    float got[16];
    ck_assert_int_eq(sy_tensor_numel(t), n);
    SY_OK_OR_FAIL(sy_tensor_to_data(t, got, (size_t)n * sizeof *got));
    for (int64_t k = 0; k < n; k++)
        ck_assert_msg(memcmp(&got[k], &want[k], sizeof *got) == 0 || (isnan(got[k]) && isnan(want[k])),
                      "%s [%lld]: got %g, want %g", what, (long long)k, (double)got[k], (double)want[k]);
}

static void check_i64(const sy_tensor *t, const int64_t *want, int64_t n, const char *what)
{
    int64_t got[16];
    ck_assert_int_eq(sy_tensor_numel(t), n);
    SY_OK_OR_FAIL(sy_tensor_to_data(t, got, (size_t)n * sizeof *got));
    for (int64_t k = 0; k < n; k++)
        ck_assert_msg(got[k] == want[k], "%s [%lld]: got %lld, want %lld", what, (long long)k, (long long)got[k],
                      (long long)want[k]);
}

START_TEST(test_scans)
{
    sy_ck_leak snap = sy_ck_leak_snap();
    const int64_t s23[2] = {2, 3}, s6[1] = {6}, s22[2] = {2, 2};
    const float xv[6] = {-0.0f, 1.0f, 2.0f, 3.0f, NAN, 3.0f};
    sy_tensor *scalar = make(SY_DTYPE_F32, NULL, 0, NULL), *x = make(SY_DTYPE_F32, s6, 1, xv);
    sy_tensor *out = poison, *idx = poison;

    REFUSED(sy_cumsum(scalar, 0, false, false, &out), out, SY_E_SHAPE_MISMATCH,
            "sy_cumsum: x is a scalar; cumsum runs along an axis of rank 1 or more");
    out = poison;
    REFUSED(sy_cumsum(x, 1, false, false, &out), out, SY_E_INVALID_ARGUMENT,
            "sy_cumsum: axis 1 is out of range for rank 1");
    out = poison;
    REFUSED(sy_topk(x, 7, -1, true, true, &out, &idx), out, SY_E_INVALID_ARGUMENT,
            "sy_topk: k is 7; axis 0 of x [6] takes k in 0..6");
    ck_assert_ptr_null(idx);
    out = poison;
    REFUSED(sy_topk(x, -1, 0, true, true, &out, &idx), out, SY_E_INVALID_ARGUMENT,
            "sy_topk: k is -1; axis 0 of x [6] takes k in 0..6");
    out = poison;
    REFUSED(sy_sort(scalar, -1, false, &out, &idx), out, SY_E_SHAPE_MISMATCH,
            "sy_sort: x is a scalar; sort runs along an axis of rank 1 or more");
    out = poison;
    sy_tensor *dy = make(SY_DTYPE_F32, s22, 2, NULL), *at = make(SY_DTYPE_I64, s23, 2, NULL);
    const int64_t far[4] = {0, 2, -3, 3};
    sy_tensor *at22 = make(SY_DTYPE_I64, s22, 2, far);

    /* cumsum of [-0, 1, 2, 3, NaN, 3]: the first sum -0 itself; exclusive and reverse */
    const float inc[6] = {-0.0f, 1, 3, 6, NAN, NAN}, exc_rev[6] = {NAN, NAN, NAN, NAN, 3, 0};
    SY_OK_OR_FAIL(sy_cumsum(x, 0, false, false, &out));
    check_f32(out, inc, 6, "cumsum");
    sy_tensor_release(out);
    SY_OK_OR_FAIL(sy_cumsum(x, -1, true, true, &out));
    check_f32(out, exc_rev, 6, "cumsum exclusive reverse");
    sy_tensor_release(out);

    /* topk: NaN first when largest, the tied 3s by index; smallest: NaN last */
    const float top4[4] = {NAN, 3, 3, 2}, low4[4] = {-0.0f, 1, 2, 3};
    const int64_t top4i[4] = {4, 3, 5, 2}, low4i[4] = {0, 1, 2, 3};
    SY_OK_OR_FAIL(sy_topk(x, 4, 0, true, true, &out, &idx));
    check_f32(out, top4, 4, "topk largest");
    check_i64(idx, top4i, 4, "topk largest indices");
    sy_tensor_release(out);
    sy_tensor_release(idx);
    SY_OK_OR_FAIL(sy_topk(x, 4, 0, false, false, &out, &idx));
    check_f32(out, low4, 4, "topk smallest");
    check_i64(idx, low4i, 4, "topk smallest indices");
    sy_tensor_release(out);
    sy_tensor_release(idx);

    /* sort of [[2, 1, 2], [1, 1, 0]] along axis 1, stable both ways */
    const float tv[6] = {2, 1, 2, 1, 1, 0}, up[6] = {1, 2, 2, 0, 1, 1}, down[6] = {2, 2, 1, 1, 1, 0};
    const int64_t upi[6] = {1, 0, 2, 2, 0, 1}, downi[6] = {0, 2, 1, 0, 1, 2};
    sy_tensor *t = make(SY_DTYPE_F32, s23, 2, tv);
    SY_OK_OR_FAIL(sy_sort(t, 1, false, &out, &idx));
    check_f32(out, up, 6, "sort");
    check_i64(idx, upi, 6, "sort indices");
    sy_tensor_release(out);
    sy_tensor_release(idx);
    SY_OK_OR_FAIL(sy_sort(t, -1, true, &out, &idx));
    check_f32(out, down, 6, "sort descending");
    check_i64(idx, downi, 6, "sort descending indices");
    sy_tensor_release(out);
    sy_tensor_release(idx);

    /* gather_elements_backward: a repeated index sums, a negative one counts from the end */
    const float dv[4] = {1, 2, 4, 8}, dx[6] = {3, 0, 0, 0, 4, 8};
    const int64_t near[4] = {0, -3, 1, 2};
    sy_tensor *d = make(SY_DTYPE_F32, s22, 2, dv), *n = make(SY_DTYPE_I64, s22, 2, near);
    SY_OK_OR_FAIL(sy_gather_elements_backward(d, n, s23, 2, 1, &out));
    check_f32(out, dx, 6, "gather_elements_backward");
    sy_tensor_release(out);

    sy_tensor *all[] = {scalar, x, dy, at, at22, t, d, n};
    for (size_t k = 0; k < sizeof all / sizeof all[0]; k++)
        sy_tensor_release(all[k]);
    SY_CK_NO_LEAK(snap);
}
END_TEST

/* The shape and layout ops: their rules' refusals by name, and values by
 * hand where the NumPy reference's cases seldom go (k at the ends of int64,
 * CRD against DCR on one tensor). */
START_TEST(test_shape_ops)
{
    sy_ck_leak snap = sy_ck_leak_snap();
    const int64_t s3[1] = {3}, s23[2] = {2, 3}, s2[1] = {2}, s1222[4] = {1, 2, 2, 2};
    const int64_t s1833[4] = {1, 8, 3, 3}, s1611[4] = {1, 6, 1, 1}, s1811[4] = {1, 8, 1, 1};
    float v[8];
    for (int k = 0; k < 8; k++)
        v[k] = (float)(k + 1);
    int64_t kmin = INT64_MIN, kmax = INT64_MAX, k2[2] = {0, 0};
    sy_tensor *x3 = make(SY_DTYPE_F32, s3, 1, NULL), *x23 = make(SY_DTYPE_F32, s23, 2, v);
    sy_tensor *kk = make(SY_DTYPE_I64, s2, 1, k2), *klo = make(SY_DTYPE_I64, NULL, 0, &kmin);
    sy_tensor *khi = make(SY_DTYPE_I64, NULL, 0, &kmax), *kf = make(SY_DTYPE_F32, NULL, 0, NULL);
    sy_tensor *d1222 = make(SY_DTYPE_F32, s1222, 4, NULL), *d1833 = make(SY_DTYPE_F32, s1833, 4, NULL);
    sy_tensor *d1611 = make(SY_DTYPE_F32, s1611, 4, NULL), *d1811 = make(SY_DTYPE_F32, s1811, 4, v);
    sy_tensor *out = poison;

    REFUSED(sy_trilu(x3, NULL, true, &out), out, SY_E_SHAPE_MISMATCH,
            "sy_trilu: x is [3]; trilu takes matrices, of rank 2 or more");
    out = poison;
    REFUSED(sy_trilu(x23, kk, true, &out), out, SY_E_SHAPE_MISMATCH, "sy_trilu: k is [2]; it is one i64, of shape [] or [1]");
    out = poison;
    REFUSED(sy_trilu(x23, kf, true, &out), out, SY_E_DTYPE_MISMATCH, "sy_trilu: k must be i64, got f32");
    out = poison;
    REFUSED(sy_depth_to_space(d1222, 0, 0, &out), out, SY_E_INVALID_ARGUMENT,
            "sy_depth_to_space: blocksize is 0; it is 1 or more");
    out = poison;
    REFUSED(sy_depth_to_space(x23, 2, 0, &out), out, SY_E_SHAPE_MISMATCH,
            "sy_depth_to_space: x is [2, 3]; it takes [N, C, H, W], of rank 4");
    out = poison;
    REFUSED(sy_depth_to_space(d1611, 2, 1, &out), out, SY_E_SHAPE_MISMATCH,
            "sy_depth_to_space: x is [1, 6, 1, 1]; blocksize 2 squared does not divide its 6 channels");
    out = poison;
    REFUSED(sy_depth_to_space(d1611, INT64_MAX, 0, &out), out, SY_E_SHAPE_MISMATCH,
            "sy_depth_to_space: x is [1, 6, 1, 1]; blocksize 9223372036854775807 squared does not divide its 6"
            " channels");
    out = poison;
    REFUSED(sy_space_to_depth(d1833, 2, &out), out, SY_E_SHAPE_MISMATCH,
            "sy_space_to_depth: x is [1, 8, 3, 3]; blocksize 2 does not divide its height and width");
    out = poison;
    REFUSED(sy_depth_to_space_backward(d1833, 2, 0, &out), out, SY_E_SHAPE_MISMATCH,
            "sy_depth_to_space_backward: dy is [1, 8, 3, 3]; blocksize 2 does not divide its height and width");
    out = poison;
    REFUSED(sy_eye_like(x3, 0, SY_DTYPE_F32, &out), out, SY_E_SHAPE_MISMATCH,
            "sy_eye_like: x is [3]; eye_like takes a matrix, of rank 2");
    out = poison;
    const int64_t r1[1] = {2}, rneg[2] = {1, -1}, rok[2] = {1, 2}, xs23[2] = {2, 3};
    REFUSED(sy_tile(x23, r1, 1, &out), out, SY_E_SHAPE_MISMATCH,
            "sy_tile: 1 repeats for x [2, 3]; it takes one per axis");
    out = poison;
    REFUSED(sy_tile(x23, rneg, 2, &out), out, SY_E_INVALID_ARGUMENT, "sy_tile: repeats[1] is -1; each is 0 or more");
    out = poison;
    REFUSED(sy_tile_backward(x23, xs23, 2, rok, 2, &out), out, SY_E_SHAPE_MISMATCH,
            "sy_tile_backward: dy is [2, 3]; tiling [2, 3] by the repeats gives another shape");
    out = poison;

    /* k at INT64_MIN keeps everything of the upper triangle and nothing of the lower; INT64_MAX the reverse */
    float got[8];
    SY_OK_OR_FAIL(sy_trilu(x23, klo, true, &out));
    SY_OK_OR_FAIL(sy_tensor_to_data(out, got, 6 * sizeof *got));
    for (int k = 0; k < 6; k++)
        ck_assert(got[k] == v[k]);
    sy_tensor_release(out);
    SY_OK_OR_FAIL(sy_trilu(x23, klo, false, &out));
    SY_OK_OR_FAIL(sy_tensor_to_data(out, got, 6 * sizeof *got));
    for (int k = 0; k < 6; k++)
        ck_assert(got[k] == 0.0f);
    sy_tensor_release(out);
    SY_OK_OR_FAIL(sy_trilu(x23, khi, false, &out));
    SY_OK_OR_FAIL(sy_tensor_to_data(out, got, 6 * sizeof *got));
    for (int k = 0; k < 6; k++)
        ck_assert(got[k] == v[k]);
    sy_tensor_release(out);
    /* eye_like with k beyond the matrix: zeros */
    SY_OK_OR_FAIL(sy_eye_like(x23, INT64_MIN, SY_DTYPE_F32, &out));
    SY_OK_OR_FAIL(sy_tensor_to_data(out, got, 6 * sizeof *got));
    for (int k = 0; k < 6; k++)
        ck_assert(got[k] == 0.0f);
    sy_tensor_release(out);
    /* x [1, 8, 1, 1] of 1..8, blocksize 2, into [1, 2, 2, 2]: y[0, c, i, j] is channel (i * 2 + j) * 2 + c
     * in DCR mode, (c * 2 + i) * 2 + j in CRD mode; space_to_depth and the gradient op undo them */
    const float want_dcr[8] = {1, 3, 5, 7, 2, 4, 6, 8}, want_crd[8] = {1, 2, 3, 4, 5, 6, 7, 8};
    for (int mode = 0; mode < 2; mode++) {
        sy_tensor *back = NULL;
        SY_OK_OR_FAIL(sy_depth_to_space(d1811, 2, mode, &out));
        ck_assert_int_eq(sy_tensor_shape(out)[1], 2);
        ck_assert_int_eq(sy_tensor_shape(out)[3], 2);
        SY_OK_OR_FAIL(sy_tensor_to_data(out, got, sizeof got));
        for (int k = 0; k < 8; k++)
            ck_assert_msg(got[k] == (mode ? want_crd : want_dcr)[k], "mode %d element %d: %g", mode, k, got[k]);
        SY_OK_OR_FAIL(mode ? sy_depth_to_space_backward(out, 2, mode, &back) : sy_space_to_depth(out, 2, &back));
        SY_OK_OR_FAIL(sy_tensor_to_data(back, got, sizeof got));
        for (int k = 0; k < 8; k++)
            ck_assert(got[k] == v[k]);
        sy_tensor_release(back);
        sy_tensor_release(out);
    }
    sy_tensor_release(d1811);

    sy_tensor_release(x3);
    sy_tensor_release(x23);
    sy_tensor_release(kk);
    sy_tensor_release(klo);
    sy_tensor_release(khi);
    sy_tensor_release(kf);
    sy_tensor_release(d1222);
    sy_tensor_release(d1833);
    sy_tensor_release(d1611);
    SY_CK_NO_LEAK(snap);
}
END_TEST

/* layer_norm of rows without elements: NaN statistics, an empty y. */
START_TEST(test_layer_norm_empty_rows)
{
    sy_ck_leak snap = sy_ck_leak_snap();
    const int64_t s[2] = {2, 0};
    sy_tensor *x = make(SY_DTYPE_F64, s, 2, NULL), *y, *m, *iv;
    SY_OK_OR_FAIL(sy_layer_norm(x, NULL, NULL, 1, 1e-5, &y, &m, &iv));
    double mv[2], iw[2];
    SY_OK_OR_FAIL(sy_tensor_to_data(m, mv, sizeof mv));
    SY_OK_OR_FAIL(sy_tensor_to_data(iv, iw, sizeof iw));
    ck_assert(isnan(mv[0]) && isnan(mv[1]) && isnan(iw[0]) && isnan(iw[1]));
    ck_assert_int_eq(sy_tensor_numel(y), 0);
    sy_tensor *all[] = {x, y, m, iv};
    for (size_t k = 0; k < 4; k++)
        sy_tensor_release(all[k]);
    SY_CK_NO_LEAK(snap);
}
END_TEST

/* format: SY_GRAPH_TEXT, SY_GRAPH_DOT, or 0 for the saved form */
static char *save_text(const sy_graph *g, unsigned fmt)
{
    char *buf = NULL;
    size_t n = 0;
    FILE *f = open_memstream(&buf, &n);
    ck_assert_ptr_nonnull(f);
    if (fmt == 0)
        SY_OK_OR_FAIL(sy_graph_save(g, f));
    else
        SY_OK_OR_FAIL(sy_graph_write(g, f, fmt));
    ck_assert_int_eq(fclose(f), 0);
    return buf;
}

/* The attributes of kernel: op nodes in every form of a graph; the saved
 * file loads back and replays like the graph: a variadic node of four
 * inputs, and a node of three results with two optional inputs left out. */
START_TEST(test_graph_forms)
{
    if (!sy_backend_enabled(SY_BACKEND_CAPTURE))
        return;
    sy_ck_leak snap = sy_ck_leak_snap();
    const int64_t s23[2] = {2, 3}, s2 = 2;
    const float xv[6] = {1, 5, 3, 4, 0, 6};
    const int64_t iv[2] = {2, -3};
    sy_tensor *x = make(SY_DTYPE_F32, s23, 2, xv), *ix = make(SY_DTYPE_I64, &s2, 1, iv);
    sy_device cap;
    SY_OK_OR_FAIL(sy_capture_new(&cap));
    sy_tensor *xc, *ixc, *a, *b, *c, *d;
    SY_OK_OR_FAIL(sy_to_device(x, cap, &xc));
    SY_OK_OR_FAIL(sy_to_device(ix, cap, &ixc));
    SY_OK_OR_FAIL(sy_softmax(xc, -1, &a));
    SY_OK_OR_FAIL(sy_argmax(a, 1, false, true, &b));
    const sy_tensor *xs[3] = {a, a, xc};
    SY_OK_OR_FAIL(sy_concat(xs, 3, 0, &c));
    SY_OK_OR_FAIL(sy_gather(c, ixc, 1, &d));
    const int64_t pads[4] = {1, 0, 0, 1};
    sy_tensor *p;
    SY_OK_OR_FAIL(sy_pad(xc, pads, 4, SY_PAD_MODE_REFLECT, 1.5, &p));
    const sy_tensor *four[4] = {a, a, a, a};
    sy_tensor *e, *ly, *lm, *li;
    SY_OK_OR_FAIL(sy_concat(four, 4, 0, &e)); /* any number of inputs */
    /* three results, two optional inputs left out; the mean is no output */
    SY_OK_OR_FAIL(sy_layer_norm(xc, NULL, NULL, -1, 1e-5, &ly, &lm, &li));
    size_t inits, nodes;
    SY_OK_OR_FAIL(sy_capture_counts(cap, &inits, &nodes));
    ck_assert(inits == 2 && nodes == 9);
    const sy_tensor *ins[2] = {xc, ixc}, *outs[5] = {b, d, p, e, li};
    sy_graph *g;
    SY_OK_OR_FAIL(sy_capture_complete(cap, ins, 2, outs, 5, &g));
    size_t gn[4];
    SY_OK_OR_FAIL(sy_graph_counts(g, &gn[0], &gn[1], &gn[2], &gn[3]));
    ck_assert(gn[0] == 2 && gn[1] == 5 && gn[2] == 9 && gn[3] == 0); /* layer_norm keeps its three values */

    char *text = save_text(g, SY_GRAPH_TEXT), *dot = save_text(g, SY_GRAPH_DOT);
    char *saved = save_text(g, 0);
    ck_assert_msg(strstr(text, "softmax(%1) axis=-1") && strstr(text, "argmax(%3) axis=1 keepdim=false"
                                                                       " select_last_index=true"),
                  "%s", text);
    ck_assert_msg(strstr(text, "concat(%3, %3, %1) axis=0") && strstr(text, "gather(%5, %2) axis=1"), "%s", text);
    ck_assert_msg(strstr(text, "pad(%1) pads=[1, 0, 0, 1] mode=reflect value=1.5"), "%s", text);
    ck_assert_msg(strstr(saved, "pad(%1) pads=[1, 0, 0, 1] mode=reflect value=0x1.8p+0"), "%s", saved);
    ck_assert_msg(strstr(dot, "axis=-1"), "%s", dot);
    ck_assert_msg(strncmp(saved, "switchyard-graph 2\n", 19) == 0, "%s", saved);
    ck_assert_msg(strstr(saved, "argmax(%3) axis=1 keepdim=false select_last_index=true : i64[2]"), "%s", saved);
    ck_assert_msg(strstr(saved, "\n%8 = concat(%3, %3, %3, %3) axis=0 : f32[8, 3]\n"), "%s", saved);
    ck_assert_msg(strstr(saved, "\n%9, %10, %11 = layer_norm(%1, none, none) axis=-1 epsilon=0x1.4f8b588e368f1p-17"
                                " : f32[2, 3], f32[2, 1], f32[2, 1]\n"), "%s", saved);
    ck_assert_msg(strstr(dot, "v9 -> v11 [style=dashed]"), "%s", dot);

    sy_graph *h;
    SY_OK_OR_FAIL(sy_graph_load_buffer(saved, strlen(saved), &h));
    const sy_tensor *run_in[2] = {x, ix};
    sy_tensor *r1[5] = {NULL}, *r2[5] = {NULL};
    SY_OK_OR_FAIL(sy_graph_run(g, cpu0, run_in, 2, r1, 5));
    SY_OK_OR_FAIL(sy_graph_run(h, cpu0, run_in, 2, r2, 5));
    for (int k = 0; k < 5; k++) {
        sy_ck_vals v1 = sy_ck_read(r1[k]), v2 = sy_ck_read(r2[k]);
        sy_ck_compare(&v2, &v1, 0, 0, "loaded graph against the graph");
        sy_ck_vals_free(&v1);
        sy_ck_vals_free(&v2);
    }
    int64_t arg[2];
    SY_OK_OR_FAIL(sy_tensor_to_data(r1[0], arg, sizeof arg));
    ck_assert(arg[0] == 1 && arg[1] == 2); /* the last of ties: softmax rows of [1 5 3] and [4 0 6] */
    { /* the replayed layer_norm result is eager's, bit for bit */
        sy_tensor *ey, *em, *ei;
        SY_OK_OR_FAIL(sy_layer_norm(x, NULL, NULL, -1, 1e-5, &ey, &em, &ei));
        sy_ck_vals want = sy_ck_read(ei), got = sy_ck_read(r1[4]);
        sy_ck_compare(&got, &want, 0, 0, "replayed layer_norm inv_std_dev against eager");
        sy_ck_vals_free(&want);
        sy_ck_vals_free(&got);
        sy_tensor_release(ey);
        sy_tensor_release(em);
        sy_tensor_release(ei);
    }

    /* a version-1 file cannot name a kernel: op op; a bad value is refused where it stands */
    char *v1 = strdup(saved);
    v1[17] = '1';
    sy_graph *bad = (sy_graph *)poison;
    sy_status st = sy_graph_load_buffer(v1, strlen(v1), &bad);
    ck_assert_int_eq(st, SY_E_GRAPH_FORMAT);
    ck_assert_msg(strstr(sy_last_error(), "softmax is declared with `kernel: op`, which format version 1 cannot"
                                          " hold"), "%s", sy_last_error());
    /* each attribute kind's bad value, and a missing attribute, refused where it stands */
    static const char *const edits[][2] = {
        {"select_last_index=true", "select_last_index=mayb"}, {"mode=reflect", "mode=mirrors"},
        {"value=0x1.8p+0", "value=0x1.8q+0"}, {"pads=[1, 0, 0, 1]", "pads=[1, 0, 0, x]"},
        {"argmax(%3) axis=1", "argmax(%3) axis=9"}, {"softmax(%1) axis=-1", "softmax(%1) axes=-1"},
        {"(%1, none, none)", "(none, %1, none)"}, {"f32[2, 1], f32[2, 1]\n", "f32[2, 1], f32[2, 2]\n"},
        {"%9, %10, %11 =", "%9, %11, %10 ="},
    };
    for (size_t k = 0; k < sizeof edits / sizeof edits[0]; k++) {
        char *flip = strdup(saved), *at = strstr(flip, edits[k][0]);
        ck_assert_msg(at != NULL && strlen(edits[k][0]) == strlen(edits[k][1]), "%s", edits[k][0]);
        memcpy(at, edits[k][1], strlen(edits[k][1]));
        bad = (sy_graph *)poison;
        st = sy_graph_load_buffer(flip, strlen(flip), &bad);
        ck_assert_msg(st == SY_E_GRAPH_FORMAT && bad == NULL, "%s: %s", edits[k][1], sy_last_error());
        free(flip);
    }

    free(v1);
    free(text);
    free(dot);
    free(saved);
    for (int k = 0; k < 5; k++) {
        sy_tensor_release(r1[k]);
        sy_tensor_release(r2[k]);
    }
    sy_graph_release(g);
    sy_graph_release(h);
    sy_tensor *all[] = {x, ix, xc, ixc, a, b, c, d, p, e, ly, lm, li};
    for (size_t k = 0; k < sizeof all / sizeof all[0]; k++)
        sy_tensor_release(all[k]);
    SY_OK_OR_FAIL(sy_capture_release(cap));
    SY_CK_NO_LEAK(snap);
}
END_TEST

/* s with the first `old` replaced by `new` (malloc'd). */
static char *replaced(const char *s, const char *old, const char *new)
{
    const char *at = strstr(s, old);
    ck_assert_ptr_nonnull(at);
    const size_t head = (size_t)(at - s), n = strlen(s) - strlen(old) + strlen(new) + 1;
    char *r = malloc(n);
    ck_assert_ptr_nonnull(r);
    snprintf(r, n, "%.*s%s%s", (int)head, s, new, at + strlen(old));
    return r;
}

/* A list of nine tensors, more than any fixed array holds: its gradients
 * under both strategies (each tensor's rows of the weights), a captured
 * node of nine inputs saved, loaded and replayed, and a line naming fewer
 * values than the op's results refused. */
START_TEST(test_long_lists)
{
    sy_ck_leak snap = sy_ck_leak_snap();
    enum { N = 9 };
    sy_tensor *xs[N], *ts[N];
    int64_t rows = 0;
    for (int k = 0; k < N; k++) {
        const int64_t shape[2] = {k % 3 + 1, 2};
        float v[6];
        for (int j = 0; j < 6; j++)
            v[j] = (float)(k * 10 + j);
        xs[k] = make(SY_DTYPE_F32, shape, 2, v);
        rows += shape[0];
    }
    const int64_t ys[2] = {rows, 2};
    float wv[2 * 18];
    for (int j = 0; j < 2 * rows; j++)
        wv[j] = (float)j * 0.5f - 3.0f;
    sy_tensor *w = make(SY_DTYPE_F32, ys, 2, wv);
    static const sy_checkpointing strategies[2] = {SY_CHECKPOINT_NONE, SY_CHECKPOINT_BALANCED};
    for (int s = 0; s < 2; s++) {
        const sy_device ad = sy_device_autodiff(cpu0, strategies[s]);
        for (int k = 0; k < N; k++)
            SY_OK_OR_FAIL(sy_track(xs[k], ad, &ts[k]));
        sy_tensor *y, *wt, *m, *loss;
        SY_OK_OR_FAIL(sy_concat((const sy_tensor *const *)ts, N, 0, &y));
        SY_OK_OR_FAIL(sy_track(w, ad, &wt)); /* a leaf whose gradient nobody reads */
        SY_OK_OR_FAIL(sy_mul(y, wt, &m));
        SY_OK_OR_FAIL(sy_sum(m, SY_AXIS_ALL, false, &loss));
        sy_grads *grads;
        SY_OK_OR_FAIL(sy_backward(loss, &grads));
        int64_t row = 0;
        for (int k = 0; k < N; k++) {
            sy_tensor *g;
            SY_OK_OR_FAIL(sy_grad(grads, ts[k], &g));
            float gv[6];
            const int64_t n = sy_tensor_numel(g);
            SY_OK_OR_FAIL(sy_tensor_to_data(g, gv, (size_t)n * sizeof *gv));
            for (int64_t j = 0; j < n; j++)
                ck_assert_msg(gv[j] == wv[row * 2 + j], "strategy %d: d loss / d xs[%d][%lld] = %g, want %g", s, k,
                              (long long)j, (double)gv[j], (double)wv[row * 2 + j]);
            row += sy_tensor_dim(g, 0);
            sy_tensor_release(g);
        }
        sy_grads_release(grads);
        sy_tensor *done[] = {y, wt, m, loss};
        for (size_t k = 0; k < sizeof done / sizeof done[0]; k++)
            sy_tensor_release(done[k]);
        for (int k = 0; k < N; k++)
            sy_tensor_release(ts[k]);
    }
    if (sy_backend_enabled(SY_BACKEND_CAPTURE)) {
        sy_device cap;
        SY_OK_OR_FAIL(sy_capture_new(&cap));
        sy_tensor *cs[N], *cy, *eager;
        for (int k = 0; k < N; k++)
            SY_OK_OR_FAIL(sy_to_device(xs[k], cap, &cs[k]));
        SY_OK_OR_FAIL(sy_concat((const sy_tensor *const *)cs, N, -2, &cy));
        const sy_tensor *outs[1] = {cy};
        sy_graph *g, *h;
        SY_OK_OR_FAIL(sy_capture_complete(cap, (const sy_tensor *const *)cs, N, outs, 1, &g));
        char *saved = save_text(g, 0);
        SY_OK_OR_FAIL(sy_graph_load_buffer(saved, strlen(saved), &h));
        sy_tensor *r = NULL;
        SY_OK_OR_FAIL(sy_graph_run(h, cpu0, (const sy_tensor *const *)xs, N, &r, 1));
        SY_OK_OR_FAIL(sy_concat((const sy_tensor *const *)xs, N, 0, &eager));
        sy_ck_vals want = sy_ck_read(eager), got = sy_ck_read(r);
        sy_ck_compare(&got, &want, 0, 0, "a node of nine inputs, loaded and replayed");
        sy_ck_vals_free(&want);
        sy_ck_vals_free(&got);
        /* a multi-result op's line naming too few values */
        char *bad = replaced("switchyard-graph 2\ncounts inputs=1 constants=0 nodes=3 outputs=1\n"
                             "%1 = input 0 : f32[2, 3]\n%2, %3, %4 = layer_norm(%1, none, none) axis=-1 epsilon=0x0p+0"
                             " : f32[2, 3], f32[2, 1], f32[2, 1]\noutput 0 = %2\nend\n",
                             "%2, %3, %4 = layer_norm", "%2, %3 = layer_norm");
        sy_graph *nope = (sy_graph *)poison;
        ck_assert_int_eq(sy_graph_load_buffer(bad, strlen(bad), &nope), SY_E_GRAPH_FORMAT);
        ck_assert_msg(nope == NULL && strstr(sy_last_error(), "layer_norm gives 3 result(s), the line names 2"), "%s",
                      sy_last_error());
        free(bad);
        free(saved);
        sy_graph_release(g);
        sy_graph_release(h);
        sy_tensor_release(r);
        sy_tensor_release(eager);
        sy_tensor_release(cy);
        for (int k = 0; k < N; k++)
            sy_tensor_release(cs[k]);
        SY_OK_OR_FAIL(sy_capture_release(cap));
    }
    for (int k = 0; k < N; k++)
        sy_tensor_release(xs[k]);
    sy_tensor_release(w);
    SY_CK_NO_LEAK(snap);
}
END_TEST

/* The refusals of the activation, layout and indexing rules that their own
 * tests leave out, by name. */
START_TEST(test_more_rules_refuse)
{
    sy_ck_leak snap = sy_ck_leak_snap();
    const int64_t s23[2] = {2, 3}, s2[1] = {2}, s8[8] = {1, 1, 1, 1, 1, 1, 1, 1};
    const int64_t s20[2] = {0, 2}, s21[2] = {2, 1};
    sy_tensor *x = make(SY_DTYPE_F32, s23, 2, NULL), *b2 = make(SY_DTYPE_F32, s2, 1, NULL);
    sy_tensor *x8 = make(SY_DTYPE_F32, s8, 8, NULL), *i8 = make(SY_DTYPE_I64, s8, 8, NULL);
    sy_tensor *x20 = make(SY_DTYPE_F32, s20, 2, NULL), *i21 = make(SY_DTYPE_I64, s21, 2, NULL);
    sy_tensor *out = poison;
    /* clip's bounds hold one element; prelu's slope broadcasts to x */
    REFUSED(sy_clip(x, b2, NULL, &out), out, SY_E_SHAPE_MISMATCH,
            "sy_clip: low is [2]; it must hold one element (a scalar) to bound x [2, 3]");
    out = poison;
    REFUSED(sy_clip(x, NULL, b2, &out), out, SY_E_SHAPE_MISMATCH,
            "sy_clip: high is [2]; it must hold one element (a scalar) to bound x [2, 3]");
    out = poison;
    REFUSED(sy_prelu(x, b2, &out), out, SY_E_SHAPE_MISMATCH,
            "sy_prelu: slope [2] does not broadcast to x [2, 3] (its dimensions, aligned at"
            " the end, must be x's or 1)");
    out = poison;
    /* tile and tile_backward: one repeat per axis, none negative, no axis too long */
    const int64_t rep1[1] = {2}, neg[2] = {1, -1}, huge[2] = {INT64_MAX / 2, 1};
    REFUSED(sy_tile_backward(x, s23, 2, rep1, 1, &out), out, SY_E_SHAPE_MISMATCH,
            "sy_tile_backward: 1 repeats for shape [2, 3]; it takes one per axis");
    out = poison;
    REFUSED(sy_tile_backward(x, s23, 2, neg, 2, &out), out, SY_E_INVALID_ARGUMENT,
            "sy_tile_backward: repeats[1] is -1; each is 0 or more");
    out = poison;
    REFUSED(sy_tile(x, huge, 2, &out), out, SY_E_INVALID_ARGUMENT,
            "sy_tile: x is [2, 3]; repeats[0] = 4611686018427387903 makes axis 0 too long");
    out = poison;
    /* the nd ops: an empty axis indexed, a result past the largest rank */
    REFUSED(sy_gather_nd(x20, i21, 0, &out), out, SY_E_SHAPE_MISMATCH,
            "sy_gather_nd: axis 0 of [0, 2] is empty; no index can be in range");
    out = poison;
    REFUSED(sy_gather_nd(x8, i8, 0, &out), out, SY_E_SHAPE_MISMATCH,
            "sy_gather_nd: the result would have rank 14, more than 8");
    out = poison;
    /* one_hot: indices of the largest rank leave no room for the new axis */
    REFUSED(sy_one_hot(i8, b2, 3, -1, &out), out, SY_E_SHAPE_MISMATCH,
            "sy_one_hot: indices [1, 1, 1, 1, 1, 1, 1, 1] has rank 8; the result would have"
            " more than 8");
    out = poison;
    /* flip: each axis in range, none twice */
    const int64_t twice[2] = {1, -1}, far[1] = {2};
    REFUSED(sy_flip(x, twice, 2, &out), out, SY_E_INVALID_ARGUMENT, "sy_flip: axis 1 of x [2, 3] is in axes twice");
    out = poison;
    REFUSED(sy_flip(x, far, 1, &out), out, SY_E_INVALID_ARGUMENT, "sy_flip: axes 2 is out of range for rank 2");
    out = poison;
    const int64_t three[3] = {0, 1, 0};
    REFUSED(sy_flip(x, three, 3, &out), out, SY_E_INVALID_ARGUMENT, "sy_flip: 3 axes for x [2, 3] of rank 2");
    out = poison;
    /* det: square matrices of rank 2 or more */
    REFUSED(sy_det(x, &out), out, SY_E_SHAPE_MISMATCH, "sy_det: x is [2, 3]; det takes square matrices [..., n, n]");
    out = poison;
    REFUSED(sy_det(b2, &out), out, SY_E_SHAPE_MISMATCH, "sy_det: x is [2]; det takes square matrices [..., n, n]");
    out = poison;
    /* gelu's gradient: dy of x's shape */
    REFUSED(sy_gelu_backward(b2, x, 0, &out), out, SY_E_SHAPE_MISMATCH,
            "sy_gelu_backward: dy [2] and x [2, 3] must have one shape");
    out = poison;
    /* dropout: ratio and training_mode of one element, seed in NumPy's range */
    const bool tm[2] = {true, true};
    sy_tensor *tm2 = make(SY_DTYPE_BOOL, s2, 1, tm), *mask = poison;
    REFUSED(sy_dropout(x, b2, NULL, 0, &out, &mask), out, SY_E_SHAPE_MISMATCH,
            "sy_dropout: ratio is [2]; it is one element (a scalar)");
    ck_assert_ptr_null(mask);
    out = poison, mask = poison;
    REFUSED(sy_dropout(x, NULL, tm2, 0, &out, &mask), out, SY_E_SHAPE_MISMATCH,
            "sy_dropout: training_mode is [2]; it is one element (a scalar)");
    ck_assert_ptr_null(mask);
    out = poison, mask = poison;
    REFUSED(sy_dropout(x, NULL, NULL, -1, &out, &mask), out, SY_E_INVALID_ARGUMENT,
            "sy_dropout: seed is -1; it takes 0..4294967295 (NumPy's RandomState)");
    ck_assert_ptr_null(mask);
    out = poison, mask = poison;
    REFUSED(sy_dropout(x, NULL, NULL, (int64_t)UINT32_MAX + 1, &out, &mask), out, SY_E_INVALID_ARGUMENT,
            "sy_dropout: seed is 4294967296; it takes 0..4294967295 (NumPy's RandomState)");
    ck_assert_ptr_null(mask);
    out = poison;
    sy_tensor_release(tm2);
    /* concat: empty tensors whose joined axis would pass the largest dimension */
    const int64_t slong[2] = {0, (int64_t)1 << 60};
    sy_tensor *xl = make(SY_DTYPE_F32, slong, 2, NULL);
    const sy_tensor *longs[3] = {xl, xl, xl};
    REFUSED(sy_concat(longs, 3, 1, &out), out, SY_E_INVALID_ARGUMENT,
            "sy_concat: xs[1] [0, 1152921504606846976] makes axis 1 longer than 2305843009213693951");
    out = poison;
    sy_tensor_release(xl);
    /* slice_backward: a shape no tensor has */
    const int64_t sneg[2] = {2, -3}, zero[1] = {0}, one[1] = {1};
    REFUSED(sy_slice_backward(x, sneg, 2, zero, 1, one, 1, NULL, 0, NULL, 0, &out), out, SY_E_INVALID_ARGUMENT,
            "sy_slice_backward: dimension 1 is negative (-3)");
    out = poison;
    sy_tensor *all[] = {x, b2, x8, i8, x20, i21};
    for (size_t k = 0; k < sizeof all / sizeof all[0]; k++)
        sy_tensor_release(all[k]);
    SY_CK_NO_LEAK(snap);
}
END_TEST

/* nll_loss: the rules' refusals, the kernel's of a target outside the
 * classes, the gradient of weight refused, and values by hand: every
 * reduction, weights, ignore_index, a mean over nothing (NaN), x's gradient. */
START_TEST(test_nll_loss)
{
    sy_ck_leak snap = sy_ck_leak_snap();
    const int64_t s34[2] = {3, 4}, s3[1] = {3}, s4[1] = {4};
    const float xv[12] = {-1, -2, -3, -4, -0.5f, -1.5f, -2.5f, -3.5f, -2, -1, -0.25f, -8};
    const float wv[4] = {1, 2, 0.5f, 4}, one = 1;
    const int64_t tv[3] = {2, 0, 1}, far_v[3] = {2, 4, 1}, neg_v[3] = {2, -1, 1}, same_v[3] = {1, 1, 1};
    const int32_t tv32[3] = {2, 0, 1};
    sy_tensor *x = make(SY_DTYPE_F32, s34, 2, xv), *w = make(SY_DTYPE_F32, s4, 1, wv);
    sy_tensor *t = make(SY_DTYPE_I64, s3, 1, tv), *t32 = make(SY_DTYPE_I32, s3, 1, tv32);
    sy_tensor *far = make(SY_DTYPE_I64, s3, 1, far_v), *neg = make(SY_DTYPE_I64, s3, 1, neg_v);
    sy_tensor *same = make(SY_DTYPE_I64, s3, 1, same_v), *x1 = make(SY_DTYPE_F32, s3, 1, NULL);
    sy_tensor *w3 = make(SY_DTYPE_F32, s3, 1, NULL), *t4 = make(SY_DTYPE_I64, s4, 1, NULL);
    sy_tensor *ft = make(SY_DTYPE_F32, s3, 1, NULL), *dy = make(SY_DTYPE_F32, NULL, 0, &one);
    sy_tensor *out = poison;
    const int64_t NO_IGNORE = INT64_MIN / 4; /* ignore_index's default: none */
    enum { NONE = SY_NLL_LOSS_REDUCTION_NONE, SUM = SY_NLL_LOSS_REDUCTION_SUM, MEAN = SY_NLL_LOSS_REDUCTION_MEAN };

    REFUSED(sy_nll_loss(x1, t, NULL, MEAN, NO_IGNORE, &out), out, SY_E_SHAPE_MISMATCH,
            "sy_nll_loss: x is [3]; it must be [N, C] or [N, C, d1, ..., dk] (rank 2 or more)");
    out = poison;
    REFUSED(sy_nll_loss(x, t4, NULL, MEAN, NO_IGNORE, &out), out, SY_E_SHAPE_MISMATCH,
            "sy_nll_loss: target is [4] and x [3, 4]; target must be [3] (x without axis 1)");
    out = poison;
    REFUSED(sy_nll_loss(x, t, w3, MEAN, NO_IGNORE, &out), out, SY_E_SHAPE_MISMATCH,
            "sy_nll_loss: weight is [3] and x [3, 4]; weight must be [4] (one per class)");
    out = poison;
    REFUSED(sy_nll_loss(x, ft, NULL, MEAN, NO_IGNORE, &out), out, SY_E_DTYPE_MISMATCH,
            "sy_nll_loss: target must be i32 i64, got f32");
    out = poison;
    REFUSED(sy_nll_loss(x, far, NULL, NONE, NO_IGNORE, &out), out, SY_E_INVALID_ARGUMENT,
            "sy_nll_loss: the cpu kernel failed (output f32 [3]): target 4 (entry 1 of target) is outside 0..3, the"
            " classes of x, and no ignore_index is given");
    out = poison;
    REFUSED(sy_nll_loss(x, neg, w, SUM, -100, &out), out, SY_E_INVALID_ARGUMENT,
            "sy_nll_loss: the cpu kernel failed (output f32 []): target -1 (entry 1 of target) is outside 0..3, the"
            " classes of x, and is not ignore_index -100");
    out = poison;
    REFUSED(sy_nll_loss_backward(dy, t, w, s34, 2, MEAN, NO_IGNORE, true, &out), out, SY_E_UNSUPPORTED,
            "sy_nll_loss_backward: the gradient of nll_loss with respect to weight is not supported (PyTorch's"
            " nll_loss has none either); leave weight untracked (sy_inner)");
    out = poison;
    REFUSED(sy_nll_loss_backward(x1, t, w, s34, 2, MEAN, NO_IGNORE, false, &out), out, SY_E_SHAPE_MISMATCH,
            "sy_nll_loss_backward: dy is [3]; nll_loss of target [3] with this reduction gives a scalar []");
    out = poison;
    const int64_t sneg[2] = {3, -4};
    REFUSED(sy_nll_loss_backward(dy, t, w, s3, 1, MEAN, NO_IGNORE, false, &out), out, SY_E_SHAPE_MISMATCH,
            "sy_nll_loss_backward: shape is [3]; it must be [N, C] or [N, C, d1, ..., dk] (rank 2 or more)");
    out = poison;
    REFUSED(sy_nll_loss_backward(dy, t, w, sneg, 2, MEAN, NO_IGNORE, false, &out), out, SY_E_INVALID_ARGUMENT,
            "sy_nll_loss_backward: dimension 1 is negative (-4)");

    /* values: -weight[t] * x[n, t] */
    const float none_w[3] = {1.5f, 0.5f, 2}, none_1[3] = {3, 0.5f, 1};
    SY_OK_OR_FAIL(sy_nll_loss(x, t, NULL, NONE, NO_IGNORE, &out));
    check_f32(out, none_1, 3, "nll_loss none");
    sy_tensor_release(out);
    SY_OK_OR_FAIL(sy_nll_loss(x, t32, w, NONE, NO_IGNORE, &out));
    check_f32(out, none_w, 3, "nll_loss none, weight, i32 target");
    sy_tensor_release(out);
    const float sum_w = 4, mean_w = (float)(4.0 / 3.5), mean_ii = (float)(3.5 / 2.5), mean_1 = (float)(4.5 / 3);
    SY_OK_OR_FAIL(sy_nll_loss(x, t, w, SUM, NO_IGNORE, &out));
    ck_assert_int_eq(sy_tensor_rank(out), 0);
    check_f32(out, &sum_w, 1, "nll_loss sum, weight");
    sy_tensor_release(out);
    SY_OK_OR_FAIL(sy_nll_loss(x, t, w, MEAN, NO_IGNORE, &out));
    check_f32(out, &mean_w, 1, "nll_loss mean, weight: over the weights' sum");
    sy_tensor_release(out);
    SY_OK_OR_FAIL(sy_nll_loss(x, t, NULL, MEAN, NO_IGNORE, &out));
    check_f32(out, &mean_1, 1, "nll_loss mean: over the count");
    sy_tensor_release(out);
    SY_OK_OR_FAIL(sy_nll_loss(x, t, w, MEAN, 0, &out));
    check_f32(out, &mean_ii, 1, "nll_loss mean, weight, ignore_index 0");
    sy_tensor_release(out);
    const float nan_v = NAN, zeros3[3] = {0, 0, 0};
    SY_OK_OR_FAIL(sy_nll_loss(x, same, w, MEAN, 1, &out));
    check_f32(out, &nan_v, 1, "nll_loss mean, every target ignored: 0 / 0");
    sy_tensor_release(out);
    SY_OK_OR_FAIL(sy_nll_loss(x, same, NULL, NONE, 1, &out));
    check_f32(out, zeros3, 3, "nll_loss none, every target ignored");
    sy_tensor_release(out);

    /* x's gradient: -weight[t] * dy / (the weights' sum) at x[n, t] for mean */
    float dx_mean[12] = {0};
    dx_mean[2] = (float)(-0.5 * (1.0 / 2.5));
    dx_mean[9] = (float)(-2.0 * (1.0 / 2.5));
    SY_OK_OR_FAIL(sy_nll_loss_backward(dy, t, w, s34, 2, MEAN, 0, false, &out));
    check_f32(out, dx_mean, 12, "nll_loss_backward mean, weight, ignore_index 0");
    sy_tensor_release(out);

    sy_tensor *all[] = {x, w, t, t32, far, neg, same, x1, w3, t4, ft, dy};
    for (size_t k = 0; k < sizeof all / sizeof all[0]; k++)
        sy_tensor_release(all[k]);
    SY_CK_NO_LEAK(snap);
}
END_TEST

/* stack: hand-checked values along each axis of the result, and its refusals by message */
START_TEST(test_stack)
{
    sy_ck_leak snap = sy_ck_leak_snap();
    const int64_t s23[2] = {2, 3}, s32[2] = {3, 2}, s8[8] = {1, 1, 1, 1, 1, 1, 1, 1};
    const float a[6] = {0, 1, 2, 3, 4, 5}, b[6] = {10, 11, 12, 13, 14, 15};
    sy_tensor *x = make(SY_DTYPE_F32, s23, 2, a), *y = make(SY_DTYPE_F32, s23, 2, b);
    sy_tensor *z = make(SY_DTYPE_F32, s32, 2, NULL), *xi = make(SY_DTYPE_I32, s23, 2, NULL);
    sy_tensor *r8 = make(SY_DTYPE_F32, s8, 8, NULL);
    const sy_tensor *xy[2] = {x, y};
    static const struct {
        int axis;
        int64_t shape[3];
        float want[12];
    } rows[] = {
        {0, {2, 2, 3}, {0, 1, 2, 3, 4, 5, 10, 11, 12, 13, 14, 15}},
        {1, {2, 2, 3}, {0, 1, 2, 10, 11, 12, 3, 4, 5, 13, 14, 15}},
        {-1, {2, 3, 2}, {0, 10, 1, 11, 2, 12, 3, 13, 4, 14, 5, 15}},
        {-3, {2, 2, 3}, {0, 1, 2, 3, 4, 5, 10, 11, 12, 13, 14, 15}},
    };
    for (size_t r = 0; r < sizeof rows / sizeof rows[0]; r++) {
        sy_tensor *out;
        SY_OK_OR_FAIL(sy_stack(xy, 2, rows[r].axis, &out));
        ck_assert_int_eq(sy_tensor_rank(out), 3);
        for (int d = 0; d < 3; d++)
            ck_assert_int_eq(sy_tensor_dim(out, d), rows[r].shape[d]);
        float got[12];
        SY_OK_OR_FAIL(sy_tensor_to_data(out, got, sizeof got));
        ck_assert_msg(memcmp(got, rows[r].want, sizeof got) == 0, "axis %d", rows[r].axis);
        sy_tensor_release(out);
    }
    sy_tensor *out = NULL;
    const sy_tensor *xz[2] = {x, z}, *mixed[2] = {x, xi}, *deep[1] = {r8};
    REFUSED(sy_stack(xz, 2, 0, &out), out, SY_E_SHAPE_MISMATCH,
            "sy_stack: xs[1] is [3, 2] but xs[0] is [2, 3]; stack takes tensors of one shape");
    REFUSED(sy_stack(xy, 2, 3, &out), out, SY_E_INVALID_ARGUMENT, "sy_stack: axis 3 is out of range for rank 3");
    REFUSED(sy_stack(xy, 2, -4, &out), out, SY_E_INVALID_ARGUMENT, "sy_stack: axis -4 is out of range for rank 3");
    REFUSED(sy_stack(mixed, 2, 0, &out), out, SY_E_DTYPE_MISMATCH,
            "sy_stack: xs[0] is f32 but xs[1] is i32; cast one first");
    REFUSED(sy_stack(deep, 1, 0, &out), out, SY_E_SHAPE_MISMATCH,
            "sy_stack: xs[0] is [1, 1, 1, 1, 1, 1, 1, 1]; stacking gives rank 9, more than 8");
    REFUSED(sy_stack(xy, 0, 0, &out), out, SY_E_INVALID_ARGUMENT,
            "sy_stack: xs is empty; the op needs at least one tensor");
    sy_tensor_release(x);
    sy_tensor_release(y);
    sy_tensor_release(z);
    sy_tensor_release(xi);
    sy_tensor_release(r8);
    SY_CK_NO_LEAK(snap);
}
END_TEST

/* mse_loss: the rules' refusals and values by hand: every reduction, a mean
 * over nothing (NaN), both gradients. */
START_TEST(test_mse_loss)
{
    sy_ck_leak snap = sy_ck_leak_snap();
    const int64_t s23[2] = {2, 3}, s32[2] = {3, 2}, s6[1] = {6};
    const float xv[6] = {1, 2, 3, -1, 0.5f, 4}, tv[6] = {0, 2, 5, 1, 0.5f, 1}, one = 1;
    sy_tensor *x = make(SY_DTYPE_F32, s23, 2, xv), *t = make(SY_DTYPE_F32, s23, 2, tv);
    sy_tensor *t32 = make(SY_DTYPE_F32, s32, 2, NULL), *t6 = make(SY_DTYPE_F32, s6, 1, NULL);
    sy_tensor *dy = make(SY_DTYPE_F32, NULL, 0, &one), *x64 = make(SY_DTYPE_F64, s23, 2, NULL);
    sy_tensor *out = poison;
    enum { NONE = SY_MSE_LOSS_REDUCTION_NONE, MEAN = SY_MSE_LOSS_REDUCTION_MEAN, SUM = SY_MSE_LOSS_REDUCTION_SUM };

    REFUSED(sy_mse_loss(x, t32, MEAN, &out), out, SY_E_SHAPE_MISMATCH,
            "sy_mse_loss: x is [2, 3] and target [3, 2]; they must have one shape (no broadcast: sy_expand the"
            " smaller first)");
    out = poison;
    REFUSED(sy_mse_loss(x, t6, NONE, &out), out, SY_E_SHAPE_MISMATCH,
            "sy_mse_loss: x is [2, 3] and target [6]; they must have one shape (no broadcast: sy_expand the"
            " smaller first)");
    out = poison;
    REFUSED(sy_mse_loss(x, x64, SUM, &out), out, SY_E_DTYPE_MISMATCH,
            "sy_mse_loss: x is f32 but target is f64; cast one first");
    out = poison;
    REFUSED(sy_mse_loss_backward(x, x, t, MEAN, false, &out), out, SY_E_SHAPE_MISMATCH,
            "sy_mse_loss_backward: dy is [2, 3] and x [2, 3]; mse_loss with this reduction gives a scalar []");
    out = poison;
    REFUSED(sy_mse_loss_backward(dy, x, t, NONE, false, &out), out, SY_E_SHAPE_MISMATCH,
            "sy_mse_loss_backward: dy is [] and x [2, 3]; mse_loss with this reduction gives x's shape");
    out = poison;
    REFUSED(sy_mse_loss_backward(dy, x, t32, MEAN, true, &out), out, SY_E_SHAPE_MISMATCH,
            "sy_mse_loss_backward: x is [2, 3] and target [3, 2]; they must have one shape (no broadcast: sy_expand"
            " the smaller first)");
    out = poison;

    const float sq[6] = {1, 0, 4, 4, 0, 9}, sum = 18, mean = 3;
    SY_OK_OR_FAIL(sy_mse_loss(x, t, NONE, &out));
    check_f32(out, sq, 6, "mse_loss none");
    sy_tensor_release(out);
    SY_OK_OR_FAIL(sy_mse_loss(x, t, SUM, &out));
    check_f32(out, &sum, 1, "mse_loss sum");
    sy_tensor_release(out);
    SY_OK_OR_FAIL(sy_mse_loss(x, t, MEAN, &out));
    check_f32(out, &mean, 1, "mse_loss mean");
    sy_tensor_release(out);
    const int64_t s0[1] = {0};
    const float nan_v = NAN;
    sy_tensor *e = make(SY_DTYPE_F32, s0, 1, NULL);
    SY_OK_OR_FAIL(sy_mse_loss(e, e, MEAN, &out));
    check_f32(out, &nan_v, 1, "mse_loss mean of nothing: 0 / 0");
    sy_tensor_release(out);
    sy_tensor_release(e);

    /* gradients under mean: 2 * (x - t) / 6, negated for target */
    float dx[6], dt[6];
    for (int k = 0; k < 6; k++) {
        dx[k] = (float)(2.0 * ((double)xv[k] - (double)tv[k]) * (1.0 / 6.0));
        dt[k] = -dx[k];
    }
    SY_OK_OR_FAIL(sy_mse_loss_backward(dy, x, t, MEAN, false, &out));
    check_f32(out, dx, 6, "mse_loss_backward mean, x");
    sy_tensor_release(out);
    SY_OK_OR_FAIL(sy_mse_loss_backward(dy, x, t, MEAN, true, &out));
    check_f32(out, dt, 6, "mse_loss_backward mean, target");
    sy_tensor_release(out);

    sy_tensor *all[] = {x, t, t32, t6, dy, x64};
    for (size_t k = 0; k < sizeof all / sizeof all[0]; k++)
        sy_tensor_release(all[k]);
    SY_CK_NO_LEAK(snap);
}
END_TEST

/* embedding: the rule's and the kernel's refusals, rows by hand */
START_TEST(test_embedding)
{
    sy_ck_leak snap = sy_ck_leak_snap();
    const int64_t s32[2] = {3, 2}, s3[1] = {3}, s2[1] = {2}, s02[2] = {0, 2};
    const float wv[6] = {1, 2, 3, 4, 5, 6};
    const int64_t iv[3] = {2, 0, 2}, far_v[3] = {0, 3, 1}, neg_v[2] = {1, -1};
    const int32_t iv32[2] = {1, 1};
    sy_tensor *w = make(SY_DTYPE_F32, s32, 2, wv), *w1 = make(SY_DTYPE_F32, s3, 1, NULL);
    sy_tensor *w0 = make(SY_DTYPE_F32, s02, 2, NULL), *idx = make(SY_DTYPE_I64, s3, 1, iv);
    sy_tensor *far = make(SY_DTYPE_I64, s3, 1, far_v), *neg = make(SY_DTYPE_I64, s2, 1, neg_v);
    sy_tensor *i32 = make(SY_DTYPE_I32, s2, 1, iv32), *fi = make(SY_DTYPE_F32, s2, 1, NULL);
    sy_tensor *out = poison;

    REFUSED(sy_embedding(w1, idx, &out), out, SY_E_SHAPE_MISMATCH,
            "sy_embedding: weight is [3]; it must be [V, D] (rank 2)");
    out = poison;
    REFUSED(sy_embedding(w0, idx, &out), out, SY_E_SHAPE_MISMATCH,
            "sy_embedding: weight [0, 2] has no row; no index of indices [3] can be in range");
    out = poison;
    /* indices of the largest rank leave no room for D */
    const int64_t s8[8] = {1, 1, 1, 1, 1, 1, 1, 1};
    sy_tensor *i8 = make(SY_DTYPE_I64, s8, 8, NULL);
    REFUSED(sy_embedding(w, i8, &out), out, SY_E_SHAPE_MISMATCH,
            "sy_embedding: indices [1, 1, 1, 1, 1, 1, 1, 1] give rank 9, more than 8");
    out = poison;
    sy_tensor_release(i8);
    REFUSED(sy_embedding(w, fi, &out), out, SY_E_DTYPE_MISMATCH, "sy_embedding: indices must be i32 i64, got f32");
    out = poison;
    REFUSED(sy_embedding(w, far, &out), out, SY_E_INVALID_ARGUMENT,
            "sy_embedding: the cpu kernel failed (output f32 [3, 2]): index 3 (entry 1 of indices) is outside 0..2,"
            " the rows of weight");
    out = poison;
    REFUSED(sy_embedding(w, neg, &out), out, SY_E_INVALID_ARGUMENT,
            "sy_embedding: the cpu kernel failed (output f32 [2, 2]): index -1 (entry 1 of indices) is outside 0..2,"
            " the rows of weight");
    out = poison;

    const float rows[6] = {5, 6, 1, 2, 5, 6}, rows32[4] = {3, 4, 3, 4};
    SY_OK_OR_FAIL(sy_embedding(w, idx, &out));
    check_f32(out, rows, 6, "embedding i64");
    sy_tensor_release(out);
    SY_OK_OR_FAIL(sy_embedding(w, i32, &out));
    check_f32(out, rows32, 4, "embedding i32");
    sy_tensor_release(out);

    sy_tensor *all[] = {w, w1, w0, idx, far, neg, i32, fi};
    for (size_t k = 0; k < sizeof all / sizeof all[0]; k++)
        sy_tensor_release(all[k]);
    SY_CK_NO_LEAK(snap);
}
END_TEST

/* the convolutions' rules (runtime/sy_rules_conv.c): the weight's rank and
 * x's, groups, channels, bias, kernel lengths, each list attribute's count
 * and range, a kernel longer than x padded, conv_transpose's output_padding,
 * empty or too long x and empty result, and the gradient ops' dy */
START_TEST(test_conv_refuse)
{
    sy_ck_leak snap = sy_ck_leak_snap();
    const int64_t s113[3] = {1, 1, 3}, s23[2] = {2, 3}, s1113[4] = {1, 1, 1, 3}, s123[3] = {1, 2, 3};
    const int64_t s111[3] = {1, 1, 1}, s110[3] = {1, 1, 0}, s112[3] = {1, 1, 2}, s2[1] = {2}, s311[3] = {3, 1, 1};
    const int64_t slong[3] = {0, 1, 1073741826};
    sy_tensor *x = make(SY_DTYPE_F32, s113, 3, NULL), *w = make(SY_DTYPE_F32, s111, 3, NULL);
    sy_tensor *w23 = make(SY_DTYPE_F32, s23, 2, NULL), *x4 = make(SY_DTYPE_F32, s1113, 4, NULL);
    sy_tensor *x2c = make(SY_DTYPE_F32, s123, 3, NULL), *w3 = make(SY_DTYPE_F32, s311, 3, NULL);
    sy_tensor *w0 = make(SY_DTYPE_F32, s110, 3, NULL), *b2 = make(SY_DTYPE_F32, s2, 1, NULL);
    sy_tensor *x2 = make(SY_DTYPE_F32, s112, 3, NULL), *w13 = make(SY_DTYPE_F32, s113, 3, NULL);
    sy_tensor *x1 = make(SY_DTYPE_F32, s111, 3, NULL), *x0 = make(SY_DTYPE_F32, s110, 3, NULL);
    sy_tensor *xlong = make(SY_DTYPE_F32, slong, 3, NULL);
    const int64_t one[1] = {1}, two1[2] = {1, 1}, zero[1] = {0}, pad0[2] = {0, 0}, padneg[2] = {-1, 0};
    const int64_t pad1[2] = {1, 1}, big[1] = {(int64_t)INT32_MAX + 1}, maxs[1] = {INT32_MAX};
    sy_tensor *out = poison;
    /* conv: the weight's rank, x's, groups, channels, bias, the kernel */
    REFUSED(sy_conv(x, w23, NULL, one, 1, pad0, 2, one, 1, 1, &out), out, SY_E_SHAPE_MISMATCH,
            "sy_conv: weight is [2, 3]; it takes rank 3 to 5 (M, C / groups, then 1 to 3 spatial axes)");
    out = poison;
    REFUSED(sy_conv(x4, w, NULL, one, 1, pad0, 2, one, 1, 1, &out), out, SY_E_SHAPE_MISMATCH,
            "sy_conv: x is [1, 1, 1, 3] and weight [1, 1, 1]; x takes the weight's rank (N, C and 1 spatial axes)");
    out = poison;
    REFUSED(sy_conv(x, w, NULL, one, 1, pad0, 2, one, 1, 0, &out), out, SY_E_INVALID_ARGUMENT,
            "sy_conv: groups is 0; it takes 1..2147483647");
    out = poison;
    REFUSED(sy_conv(x2c, w3, NULL, one, 1, pad0, 2, one, 1, 2, &out), out, SY_E_SHAPE_MISMATCH,
            "sy_conv: groups 2 does not divide the 2 channels of x [1, 2, 3] and the 3 of weight [3, 1, 1]");
    out = poison;
    REFUSED(sy_conv(x2c, w, NULL, one, 1, pad0, 2, one, 1, 1, &out), out, SY_E_SHAPE_MISMATCH,
            "sy_conv: weight [1, 1, 1] has 1 input channels; x [1, 2, 3] with groups 1 takes 2");
    out = poison;
    REFUSED(sy_conv(x, w, b2, one, 1, pad0, 2, one, 1, 1, &out), out, SY_E_SHAPE_MISMATCH,
            "sy_conv: bias is [2]; weight [1, 1, 1] with groups 1 takes [1]");
    out = poison;
    REFUSED(sy_conv(x, w0, NULL, one, 1, pad0, 2, one, 1, 1, &out), out, SY_E_SHAPE_MISMATCH,
            "sy_conv: weight [1, 1, 0] has a kernel of 0 or more than 2147483647 along axis 2");
    out = poison;
    /* the list attributes: one value per spatial axis (pads two), each in range */
    REFUSED(sy_conv(x, w, NULL, two1, 2, pad0, 2, one, 1, 1, &out), out, SY_E_INVALID_ARGUMENT,
            "sy_conv: stride has 2 values; a weight of 1 spatial axes takes 1 (or none)");
    out = poison;
    REFUSED(sy_conv(x, w, NULL, zero, 1, pad0, 2, one, 1, 1, &out), out, SY_E_INVALID_ARGUMENT,
            "sy_conv: stride[0] is 0; it takes 1..2147483647");
    out = poison;
    REFUSED(sy_conv(x, w, NULL, one, 1, padneg, 2, one, 1, 1, &out), out, SY_E_INVALID_ARGUMENT,
            "sy_conv: pads[0] is -1; it takes 0..2147483647");
    out = poison;
    REFUSED(sy_conv(x, w, NULL, one, 1, pad0, 2, big, 1, 1, &out), out, SY_E_INVALID_ARGUMENT,
            "sy_conv: dilation[0] is 2147483648; it takes 1..2147483647");
    out = poison;
    /* a kernel longer than x padded */
    REFUSED(sy_conv(x2, w13, NULL, one, 1, pad0, 2, one, 1, 1, &out), out, SY_E_SHAPE_MISMATCH,
            "sy_conv: the dilated kernel spans 3 along axis 2, more than the 2 of x [1, 1, 2] padded");
    out = poison;
    /* conv_transpose: the weight's rank and first axis, output_padding, x empty or too long, no result */
    REFUSED(sy_conv_transpose(x, w23, NULL, one, 1, pad0, 2, one, 1, 1, NULL, 0, &out), out, SY_E_SHAPE_MISMATCH,
            "sy_conv_transpose: weight is [2, 3]; it takes rank 3 to 5 (C, M / groups, then 1 to 3 spatial axes)");
    out = poison;
    REFUSED(sy_conv_transpose(x2c, w, NULL, one, 1, pad0, 2, one, 1, 1, NULL, 0, &out), out, SY_E_SHAPE_MISMATCH,
            "sy_conv_transpose: weight [1, 1, 1] for x [1, 2, 3] with groups 1; it takes [2, M / groups, ...] and "
            "groups dividing 2");
    out = poison;
    REFUSED(sy_conv_transpose(x, w, NULL, one, 1, pad0, 2, one, 1, 1, pad0, 2, &out), out, SY_E_INVALID_ARGUMENT,
            "sy_conv_transpose: output_padding has 2 values; a weight of 1 spatial axes takes 1 (or none)");
    out = poison;
    REFUSED(sy_conv_transpose(x, w, NULL, one, 1, pad0, 2, one, 1, 1, one, 1, &out), out, SY_E_INVALID_ARGUMENT,
            "sy_conv_transpose: output_padding[0] is 1; stride 1 takes 0..0 (so conv of the result gives x's shape "
            "back)");
    out = poison;
    REFUSED(sy_conv_transpose(x0, w, NULL, one, 1, pad0, 2, one, 1, 1, NULL, 0, &out), out, SY_E_SHAPE_MISMATCH,
            "sy_conv_transpose: x [1, 1, 0] is empty along axis 2; it takes 1 or more there");
    out = poison;
    REFUSED(sy_conv_transpose(xlong, w, NULL, maxs, 1, pad0, 2, one, 1, 1, NULL, 0, &out), out, SY_E_SHAPE_MISMATCH,
            "sy_conv_transpose: x [0, 1, 1073741826] with stride 2147483647 along axis 2 gives a result longer than "
            "2305843009213693951");
    out = poison;
    REFUSED(sy_conv_transpose(x1, w, NULL, one, 1, pad1, 2, one, 1, 1, NULL, 0, &out), out, SY_E_SHAPE_MISMATCH,
            "sy_conv_transpose: x [1, 1, 1] and weight [1, 1, 1] give -1 along axis 2 (pads [1, 1]); it takes 1 or "
            "more");
    out = poison;
    /* the gradient ops: the forward rule, then dy of the shape it gives */
    REFUSED(sy_conv_backward_input(x, w23, x, one, 1, pad0, 2, one, 1, 1, &out), out, SY_E_SHAPE_MISMATCH,
            "sy_conv_backward_input: weight is [2, 3]; it takes rank 3 to 5 (M, C / groups, then 1 to 3 spatial axes)");
    out = poison;
    REFUSED(sy_conv_backward_input(x2, w, x, one, 1, pad0, 2, one, 1, 1, &out), out, SY_E_SHAPE_MISMATCH,
            "sy_conv_backward_input: dy is [1, 1, 2]; conv of x [1, 1, 3] and weight [1, 1, 1] gives [1, 1, 3]");
    out = poison;
    REFUSED(sy_conv_backward_weight(x2, x, w, one, 1, pad0, 2, one, 1, 1, &out), out, SY_E_SHAPE_MISMATCH,
            "sy_conv_backward_weight: dy is [1, 1, 2]; conv of x [1, 1, 3] and weight [1, 1, 1] gives [1, 1, 3]");
    out = poison;
    REFUSED(sy_conv_transpose_backward_input(x, w, x, one, 1, pad0, 2, one, 1, 1, one, 1, &out), out,
            SY_E_INVALID_ARGUMENT,
            "sy_conv_transpose_backward_input: output_padding[0] is 1; stride 1 takes 0..0 (so conv of the result "
            "gives x's shape back)");
    out = poison;
    REFUSED(sy_conv_transpose_backward_input(x2, w, x, one, 1, pad0, 2, one, 1, 1, NULL, 0, &out), out,
            SY_E_SHAPE_MISMATCH,
            "sy_conv_transpose_backward_input: dy is [1, 1, 2]; conv_transpose of x [1, 1, 3] and weight [1, 1, 1] "
            "gives [1, 1, 3]");
    out = poison;
    REFUSED(sy_conv_backward_bias(w23, &out), out, SY_E_SHAPE_MISMATCH,
            "sy_conv_backward_bias: dy is [2, 3]; it takes rank 3 to 5 (N, M and 1 to 3 spatial axes)");
    sy_tensor *all[] = {x, w, w23, x4, x2c, w3, w0, b2, x2, w13, x1, x0, xlong};
    for (size_t i = 0; i < sizeof all / sizeof *all; i++)
        sy_tensor_release(all[i]);
    SY_CK_NO_LEAK(snap);
}
END_TEST

/* a refused max_pool: exactly want, exactly msg, out and indices NULL */
#define MP_REFUSED(call, want, msg)                                                                                    \
    do {                                                                                                               \
        out = ix = poison;                                                                                             \
        sy_status st_ = (call);                                                                                        \
        refused(st_, out, want, msg);                                                                                  \
        ck_assert_msg(ix == NULL, "%s: indices is not NULL", msg);                                                     \
    } while (0)

/* max_pool's rules (runtime/sy_rules_maxpool.c): the kernel's length and
 * x's rank, each list attribute's count and range, storage_order, a kernel
 * longer than x padded, a window over padding alone; and its gradient's dy,
 * indices and shape */
START_TEST(test_max_pool_refuse)
{
    sy_ck_leak snap = sy_ck_leak_snap();
    const int64_t s113[3] = {1, 1, 3}, s112[3] = {1, 1, 2}, s23[2] = {2, 3};
    sy_tensor *x = make(SY_DTYPE_F32, s113, 3, NULL), *i113 = make(SY_DTYPE_I64, s113, 3, NULL);
    sy_tensor *i112 = make(SY_DTYPE_I64, s112, 3, NULL), *x23 = make(SY_DTYPE_F32, s23, 2, NULL);
    sy_tensor *i23 = make(SY_DTYPE_I64, s23, 2, NULL);
    const int64_t one[1] = {1}, two1[2] = {1, 1}, four1[4] = {1, 1, 1, 1}, zero[1] = {0}, four[1] = {4};
    const int64_t padneg[2] = {0, -1}, padlo[2] = {1, 0}, padhi[2] = {0, 1};
    sy_tensor *out = poison, *ix = poison;
    MP_REFUSED(sy_max_pool(x, one, 0, NULL, 0, NULL, 0, NULL, 0, false, 0, &out, &ix), SY_E_INVALID_ARGUMENT,
               "sy_max_pool: kernel has 0 values; it takes 1 to 3, one per spatial axis");
    /* (a kernel of 4 values is refused by the signature before the rule) */
    MP_REFUSED(sy_max_pool(x, four1, 4, NULL, 0, NULL, 0, NULL, 0, false, 0, &out, &ix), SY_E_INVALID_ARGUMENT,
               "sy_max_pool: kernel has 4 values, at most 3");
    MP_REFUSED(sy_max_pool(x, two1, 2, NULL, 0, NULL, 0, NULL, 0, false, 0, &out, &ix), SY_E_SHAPE_MISMATCH,
               "sy_max_pool: x is [1, 1, 3]; a kernel of 2 values takes rank 4 (N, C and 2 spatial axes)");
    MP_REFUSED(sy_max_pool(x, zero, 1, NULL, 0, NULL, 0, NULL, 0, false, 0, &out, &ix), SY_E_INVALID_ARGUMENT,
               "sy_max_pool: kernel[0] is 0; it takes 1..2147483647");
    MP_REFUSED(sy_max_pool(x, one, 1, two1, 2, NULL, 0, NULL, 0, false, 0, &out, &ix), SY_E_INVALID_ARGUMENT,
               "sy_max_pool: stride has 2 values; kernel [1] takes 1 (or none)");
    MP_REFUSED(sy_max_pool(x, one, 1, NULL, 0, one, 1, NULL, 0, false, 0, &out, &ix), SY_E_INVALID_ARGUMENT,
               "sy_max_pool: pads has 1 values; kernel [1] takes 2 (or none)");
    MP_REFUSED(sy_max_pool(x, one, 1, NULL, 0, padneg, 2, NULL, 0, false, 0, &out, &ix), SY_E_INVALID_ARGUMENT,
               "sy_max_pool: pads[1] is -1; it takes 0..2147483647");
    MP_REFUSED(sy_max_pool(x, one, 1, NULL, 0, NULL, 0, zero, 1, false, 0, &out, &ix), SY_E_INVALID_ARGUMENT,
               "sy_max_pool: dilation[0] is 0; it takes 1..2147483647");
    MP_REFUSED(sy_max_pool(x, one, 1, NULL, 0, NULL, 0, NULL, 0, false, 2, &out, &ix), SY_E_INVALID_ARGUMENT,
               "sy_max_pool: storage_order is 2; it takes 0 (row-major) or 1 (column-major)");
    MP_REFUSED(sy_max_pool(x, four, 1, NULL, 0, NULL, 0, NULL, 0, false, 0, &out, &ix), SY_E_SHAPE_MISMATCH,
               "sy_max_pool: the dilated kernel spans 4 along axis 2, more than the 3 of x [1, 1, 3] padded (kernel "
               "[4], stride [], pads [], dilation [])");
    MP_REFUSED(
        sy_max_pool(x, one, 1, NULL, 0, padlo, 2, NULL, 0, false, 0, &out, &ix), SY_E_INVALID_ARGUMENT,
        "sy_max_pool: window 0 along axis 2 of x [1, 1, 3] reads padding alone (kernel [1], pads [1, 0]); it has "
        "no maximum");
    MP_REFUSED(
        sy_max_pool(x, one, 1, NULL, 0, padhi, 2, NULL, 0, false, 0, &out, &ix), SY_E_INVALID_ARGUMENT,
        "sy_max_pool: window 3 along axis 2 of x [1, 1, 3] reads padding alone (kernel [1], pads [0, 1]); it has "
        "no maximum");
    /* max_pool_backward */
    const int64_t sh113[3] = {1, 1, 3}, sh11[2] = {1, 1}, sh213[3] = {2, 1, 3}, shneg[3] = {1, 1, -1};
    const int64_t sh110[3] = {1, 1, 0};
    REFUSED(sy_max_pool_backward(x23, i23, sh113, 3, 0, &out), out, SY_E_SHAPE_MISMATCH,
            "sy_max_pool_backward: dy is [2, 3] and indices [2, 3]; they take one shape [N, C, O1..Ok], k = 1..3");
    out = poison;
    REFUSED(sy_max_pool_backward(x, i112, sh113, 3, 0, &out), out, SY_E_SHAPE_MISMATCH,
            "sy_max_pool_backward: dy is [1, 1, 3] and indices [1, 1, 2]; they take one shape [N, C, O1..Ok], k = "
            "1..3");
    out = poison;
    REFUSED(sy_max_pool_backward(x, i113, sh11, 2, 0, &out), out, SY_E_SHAPE_MISMATCH,
            "sy_max_pool_backward: shape [1, 1] is not an [N, C, D1..Dk] of dy [1, 1, 3]");
    out = poison;
    REFUSED(sy_max_pool_backward(x, i113, sh213, 3, 0, &out), out, SY_E_SHAPE_MISMATCH,
            "sy_max_pool_backward: shape [2, 1, 3] is not an [N, C, D1..Dk] of dy [1, 1, 3]");
    out = poison;
    REFUSED(sy_max_pool_backward(x, i113, shneg, 3, 0, &out), out, SY_E_SHAPE_MISMATCH,
            "sy_max_pool_backward: shape [1, 1, -1] has a negative dimension");
    out = poison;
    REFUSED(sy_max_pool_backward(x, i113, sh113, 3, 2, &out), out, SY_E_INVALID_ARGUMENT,
            "sy_max_pool_backward: storage_order is 2; it takes 0 (row-major) or 1 (column-major)");
    out = poison;
    REFUSED(sy_max_pool_backward(x, i113, sh110, 3, 0, &out), out, SY_E_SHAPE_MISMATCH,
            "sy_max_pool_backward: shape [1, 1, 0] holds no element for the 3 of dy to go to");
    sy_tensor *all[] = {x, i113, i112, x23, i23};
    for (size_t i = 0; i < sizeof all / sizeof *all; i++)
        sy_tensor_release(all[i]);
    SY_CK_NO_LEAK(snap);
}
END_TEST

/* resize's rules (runtime/sy_rules_resize.c): a scalar x, sizes of another
 * rank, an empty axis either side, roi and scales of the wrong shape,
 * tf_crop_and_resize without roi; resize_backward's shape and dy */
START_TEST(test_resize_refuse)
{
    sy_ck_leak snap = sy_ck_leak_snap();
    const int64_t s23[2] = {2, 3}, s03[2] = {0, 3}, s3[1] = {3}, s46[2] = {4, 6}, s4[1] = {4};
    sy_tensor *x = make(SY_DTYPE_F32, s23, 2, NULL), *sc = make(SY_DTYPE_F32, NULL, 0, NULL);
    sy_tensor *x0 = make(SY_DTYPE_F32, s03, 2, NULL), *r3 = make(SY_DTYPE_F32, s3, 1, NULL);
    sy_tensor *dy = make(SY_DTYPE_F32, s46, 2, NULL), *dy4 = make(SY_DTYPE_F32, s4, 1, NULL);
    const int64_t sz46[2] = {4, 6}, sz4[1] = {4}, sz40[2] = {4, 0}, szneg[2] = {4, -1}, sh23[2] = {2, 3};
    const int lin = SY_RESIZE_MODE_LINEAR, hp = SY_RESIZE_TRANSFORM_HALF_PIXEL;
    const int crop = SY_RESIZE_TRANSFORM_TF_CROP_AND_RESIZE;
    sy_tensor *out = poison;
    REFUSED(sy_resize(sc, NULL, NULL, NULL, 0, lin, hp, 0, -0.75, false, 0.0, &out), out, SY_E_SHAPE_MISMATCH,
            "sy_resize: x is [], a scalar; resize takes rank 1 or more");
    out = poison;
    REFUSED(sy_resize(x, NULL, NULL, sz4, 1, lin, hp, 0, -0.75, false, 0.0, &out), out, SY_E_SHAPE_MISMATCH,
            "sy_resize: sizes is [4] and x [2, 3]; sizes needs one length per axis of x");
    out = poison;
    REFUSED(sy_resize(x0, NULL, NULL, sz46, 2, lin, hp, 0, -0.75, false, 0.0, &out), out, SY_E_SHAPE_MISMATCH,
            "sy_resize: x is [0, 3], empty along axis 0; resize interpolates between elements, and refuses an empty "
            "axis");
    out = poison;
    REFUSED(sy_resize(x, NULL, NULL, sz40, 2, lin, hp, 0, -0.75, false, 0.0, &out), out, SY_E_SHAPE_MISMATCH,
            "sy_resize: sizes is [4, 0], of length 0 along axis 1; resize gives 1 or more");
    out = poison;
    /* a negative length: sizes checked as a shape first */
    REFUSED(sy_resize(x, NULL, NULL, szneg, 2, lin, hp, 0, -0.75, false, 0.0, &out), out, SY_E_INVALID_ARGUMENT,
            "sy_resize: dimension 1 is negative (-1)");
    out = poison;
    REFUSED(sy_resize(x, r3, NULL, sz46, 2, lin, crop, 0, -0.75, false, 0.0, &out), out, SY_E_SHAPE_MISMATCH,
            "sy_resize: roi is [3] and x [2, 3]; roi must be [4] (the starts, then the ends, of every axis)");
    out = poison;
    REFUSED(sy_resize(x, NULL, r3, sz46, 2, lin, hp, 0, -0.75, false, 0.0, &out), out, SY_E_SHAPE_MISMATCH,
            "sy_resize: scales is [3] and x [2, 3]; scales must be [2] (one per axis)");
    out = poison;
    REFUSED(sy_resize(x, NULL, NULL, sz46, 2, lin, crop, 0, -0.75, false, 0.0, &out), out, SY_E_INVALID_ARGUMENT,
            "sy_resize: transform tf_crop_and_resize needs roi, which is NULL");
    out = poison;
    REFUSED(sy_resize_backward(sc, NULL, NULL, NULL, 0, lin, hp, 0, -0.75, false, &out), out, SY_E_SHAPE_MISMATCH,
            "sy_resize_backward: shape is [], a scalar; resize takes rank 1 or more");
    out = poison;
    REFUSED(sy_resize_backward(dy4, NULL, NULL, sh23, 2, lin, hp, 0, -0.75, false, &out), out, SY_E_SHAPE_MISMATCH,
            "sy_resize_backward: dy is [4] and shape [2, 3]; dy needs one length per axis of shape");
    out = poison;
    REFUSED(sy_resize_backward(dy, NULL, NULL, szneg, 2, lin, hp, 0, -0.75, false, &out), out, SY_E_INVALID_ARGUMENT,
            "sy_resize_backward: dimension 1 is negative (-1)");
    out = poison;
    REFUSED(sy_resize_backward(dy, NULL, NULL, sh23, 2, lin, crop, 0, -0.75, false, &out), out, SY_E_INVALID_ARGUMENT,
            "sy_resize_backward: transform tf_crop_and_resize needs roi, which is NULL");
    sy_tensor *all[] = {x, sc, x0, r3, dy, dy4};
    for (size_t i = 0; i < sizeof all / sizeof *all; i++)
        sy_tensor_release(all[i]);
    SY_CK_NO_LEAK(snap);
}
END_TEST

/* reverse_sequence's rule (runtime/sy_rules_linalg.c): x of rank 2 or more,
 * batch_axis and time_axis 0 and 1, sequence_lens [batch] */
START_TEST(test_reverse_sequence_refuse)
{
    sy_ck_leak snap = sy_ck_leak_snap();
    const int64_t s23[2] = {2, 3}, s2[1] = {2}, s3[1] = {3};
    sy_tensor *x = make(SY_DTYPE_F32, s23, 2, NULL), *x2 = make(SY_DTYPE_F32, s2, 1, NULL);
    sy_tensor *l2 = make(SY_DTYPE_I64, s2, 1, NULL), *l3 = make(SY_DTYPE_I64, s3, 1, NULL);
    sy_tensor *out = poison;
    REFUSED(sy_reverse_sequence(x2, l2, 0, 1, &out), out, SY_E_SHAPE_MISMATCH,
            "sy_reverse_sequence: x is [2]; reverse_sequence takes a rank of 2 or more");
    out = poison;
    REFUSED(sy_reverse_sequence(x, l2, 0, 0, &out), out, SY_E_INVALID_ARGUMENT,
            "sy_reverse_sequence: batch_axis 0 and time_axis 0; they are 0 and 1, one each");
    out = poison;
    REFUSED(sy_reverse_sequence(x, l3, 0, 1, &out), out, SY_E_SHAPE_MISMATCH,
            "sy_reverse_sequence: sequence_lens is [3] for x [2, 3]; it is [2], one length per batch entry (axis 0)");
    out = poison;
    REFUSED(sy_reverse_sequence(x, l2, 1, 0, &out), out, SY_E_SHAPE_MISMATCH,
            "sy_reverse_sequence: sequence_lens is [2] for x [2, 3]; it is [3], one length per batch entry (axis 1)");
    sy_tensor *all[] = {x, x2, l2, l3};
    for (size_t i = 0; i < sizeof all / sizeof *all; i++)
        sy_tensor_release(all[i]);
    SY_CK_NO_LEAK(snap);
}
END_TEST

/* grid_sample and max_unpool: their rules' refusals, the kernels' refusal of
 * an index outside the result, and values by hand: ONNX's bilinear node test
 * (align_corners 0, zeros), nearest's half to even, a NaN coordinate, the
 * unpooling with a repeated index (the later element wins) and its gradient */
START_TEST(test_grid_refuse)
{
    sy_ck_leak snap = sy_ck_leak_snap();
    const int64_t s4[4] = {1, 1, 3, 2}, g4[4] = {1, 2, 4, 2}, g3[4] = {1, 2, 4, 3}, gn[4] = {2, 2, 4, 2};
    const int64_t s3[3] = {1, 1, 3}, e4[4] = {1, 1, 0, 2}, dy4[4] = {1, 1, 2, 3};
    const float xv[6] = {0, 1, 2, 3, 4, 5};
    const float gv[16] = {-1, -1, -0.5f, -0.5f, -0.2f, -0.2f, 0, 0, 0, 0, -0.2f, -0.2f, 0.5f, 0.5f, 1, 1};
    sy_tensor *x = make(SY_DTYPE_F32, s4, 4, xv), *grid = make(SY_DTYPE_F32, g4, 4, gv);
    sy_tensor *x3 = make(SY_DTYPE_F32, s3, 3, NULL), *grid3 = make(SY_DTYPE_F32, g3, 4, NULL);
    sy_tensor *gridn = make(SY_DTYPE_F32, gn, 4, NULL), *empty = make(SY_DTYPE_F32, e4, 4, NULL);
    sy_tensor *dy = make(SY_DTYPE_F32, dy4, 4, NULL), *out = poison;
    REFUSED(sy_grid_sample(x3, grid, 0, 0, false, &out), out, SY_E_SHAPE_MISMATCH,
            "sy_grid_sample: x is [1, 1, 3]; grid_sample takes x [N, C, H, W] (rank 4)");
    out = poison;
    REFUSED(sy_grid_sample(x, grid3, 0, 0, false, &out), out, SY_E_SHAPE_MISMATCH,
            "sy_grid_sample: grid is [1, 2, 4, 3] for x [1, 1, 3, 2]; it takes grid [N, Ho, Wo, 2] with x's N (1)");
    out = poison;
    REFUSED(sy_grid_sample(x, gridn, 0, 0, false, &out), out, SY_E_SHAPE_MISMATCH,
            "sy_grid_sample: grid is [2, 2, 4, 2] for x [1, 1, 3, 2]; it takes grid [N, Ho, Wo, 2] with x's N (1)");
    out = poison;
    REFUSED(sy_grid_sample(empty, grid, 0, 0, false, &out), out, SY_E_SHAPE_MISMATCH,
            "sy_grid_sample: x is [1, 1, 0, 2], which has no pixel to sample");
    out = poison;
    REFUSED(sy_grid_sample_backward(dy, x, grid, 0, 0, false, false, &out), out, SY_E_SHAPE_MISMATCH,
            "sy_grid_sample_backward: dy is [1, 1, 2, 3]; grid_sample of x and grid gives [1, 1, 2, 4]");
    out = poison;
    REFUSED(sy_grid_sample_backward(dy, x3, grid, 0, 0, false, true, &out), out, SY_E_SHAPE_MISMATCH,
            "sy_grid_sample_backward: x is [1, 1, 3]; grid_sample takes x [N, C, H, W] (rank 4)");
    out = poison;
    REFUSED(sy_grid_sample_backward(dy, empty, grid, 0, 0, false, true, &out), out, SY_E_SHAPE_MISMATCH,
            "sy_grid_sample_backward: x is [1, 1, 0, 2], which has no pixel to sample");
    /* ONNX's test_gridsample_bilinear and test_gridsample_nearest */
    const float bil[8] = {0, 0.5f, 1.7f, 2.5f, 2.5f, 1.7f, 4.5f, 1.25f}, near[8] = {0, 0, 2, 2, 2, 2, 5, 0};
    SY_OK_OR_FAIL(sy_grid_sample(x, grid, SY_GRID_SAMPLE_MODE_BILINEAR, SY_GRID_SAMPLE_PADDING_MODE_ZEROS, false,
                                 &out));
    check_f32(out, bil, 8, "grid_sample bilinear");
    sy_tensor_release(out);
    SY_OK_OR_FAIL(sy_grid_sample(x, grid, SY_GRID_SAMPLE_MODE_NEAREST, SY_GRID_SAMPLE_PADDING_MODE_ZEROS, false,
                                 &out));
    check_f32(out, near, 8, "grid_sample nearest");
    sy_tensor_release(out);
    /* nearest at x = 0.5 and 1.5 pixels (align_corners: g -0.5 and 0.5 of width 3): 0 and 2, half to even;
     * a NaN coordinate gives NaN */
    const int64_t r3[4] = {1, 1, 1, 3}, gp[4] = {1, 1, 3, 2};
    const float rv[3] = {10, 20, 30}, hv[6] = {-0.5f, 0, 0.5f, 0, NAN, 0}, hw[3] = {10, 30, NAN};
    sy_tensor *row = make(SY_DTYPE_F32, r3, 4, rv), *half = make(SY_DTYPE_F32, gp, 4, hv);
    SY_OK_OR_FAIL(sy_grid_sample(row, half, SY_GRID_SAMPLE_MODE_NEAREST, SY_GRID_SAMPLE_PADDING_MODE_BORDER, true,
                                 &out));
    check_f32(out, hw, 3, "grid_sample nearest half to even");
    sy_tensor_release(out);

    /* max_unpool */
    const int64_t k2[2] = {2, 2}, k1[1] = {2}, k4[4] = {2, 2, 2, 2}, one[1] = {1}, zero[1] = {0};
    const int64_t u4[4] = {1, 1, 2, 2}, o5[4] = {1, 1, 5, 5}, o4[4] = {1, 1, 4, 4};
    const int64_t neg_pads[4] = {2, 2, 2, 2}, i3[3] = {1, 1, 2}, w3[4] = {1, 1, 2, 3};
    const float uv[4] = {1, 2, 3, 4};
    const int64_t iv[4] = {5, 7, 5, 15}, bad[4] = {5, 7, 16, 15};
    sy_tensor *u = make(SY_DTYPE_F32, u4, 4, uv), *ui = make(SY_DTYPE_I64, u4, 4, iv);
    sy_tensor *ub = make(SY_DTYPE_I64, u4, 4, bad), *u3 = make(SY_DTYPE_F32, i3, 3, NULL);
    sy_tensor *uw = make(SY_DTYPE_I64, w3, 4, NULL);
    out = poison;
    REFUSED(sy_max_unpool(u, ui, k2, 0, NULL, 0, NULL, 0, NULL, 0, &out), out, SY_E_INVALID_ARGUMENT,
            "sy_max_unpool: kernel has 0 values; it takes 1 to 3, one per spatial axis");
    out = poison;
    REFUSED(sy_max_unpool(u, ui, k1, 1, NULL, 0, NULL, 0, NULL, 0, &out), out, SY_E_SHAPE_MISMATCH,
            "sy_max_unpool: x is [1, 1, 2, 2]; a kernel of 1 values takes rank 3 (N, C and 1 spatial axes)");
    out = poison;
    REFUSED(sy_max_unpool(u, uw, k2, 2, NULL, 0, NULL, 0, NULL, 0, &out), out, SY_E_SHAPE_MISMATCH,
            "sy_max_unpool: x is [1, 1, 2, 2] and indices [1, 1, 2, 3]; they take one shape");
    out = poison;
    REFUSED(sy_max_unpool(u, ui, k2, 2, one, 1, NULL, 0, NULL, 0, &out), out, SY_E_INVALID_ARGUMENT,
            "sy_max_unpool: stride has 1 values; a kernel of 2 values takes 2 (or none)");
    out = poison;
    REFUSED(sy_max_unpool(u, ui, k2, 2, NULL, 0, zero, 1, NULL, 0, &out), out, SY_E_INVALID_ARGUMENT,
            "sy_max_unpool: pads has 1 values; a kernel of 2 values takes 4 (or none)");
    out = poison;
    const int64_t kb[2] = {2, (int64_t)INT32_MAX + 1}, k0[2] = {2, 0};
    REFUSED(sy_max_unpool(u, ui, kb, 2, NULL, 0, NULL, 0, NULL, 0, &out), out, SY_E_INVALID_ARGUMENT,
            "sy_max_unpool: kernel[1] is 2147483648; it takes 1..2147483647");
    out = poison;
    REFUSED(sy_max_unpool(u, ui, k0, 2, NULL, 0, NULL, 0, NULL, 0, &out), out, SY_E_INVALID_ARGUMENT,
            "sy_max_unpool: kernel[1] is 0; it takes 1..2147483647");
    out = poison;
    REFUSED(sy_max_unpool(u, ui, k2, 2, NULL, 0, neg_pads, 4, NULL, 0, &out), out, SY_E_SHAPE_MISMATCH,
            "sy_max_unpool: pads [2, 2, 2, 2] leave no element of the 3 along axis 2 that x [1, 1, 2, 2] and kernel"
            " [2, 2] unpool to");
    out = poison;
    REFUSED(sy_max_unpool(u, ui, k2, 2, k2, 2, NULL, 0, o5, 4, &out), out, SY_E_INVALID_ARGUMENT,
            "sy_max_unpool: output_shape [1, 1, 5, 5] for x [1, 1, 2, 2]; kernel, stride and pads give [1, 1, 4, 4],"
            " and max_unpool takes that shape alone: where output_shape differs, ONNX's MaxUnpool text (pads auto"
            " generated) and its test data place the values elsewhere than PyTorch and ONNX Runtime do");
    out = poison;
    REFUSED(sy_max_unpool(u, ui, k2, 2, k2, 2, NULL, 0, k4, 3, &out), out, SY_E_INVALID_ARGUMENT,
            "sy_max_unpool: output_shape [2, 2, 2] for x [1, 1, 2, 2]; kernel, stride and pads give [1, 1, 4, 4],"
            " and max_unpool takes that shape alone: where output_shape differs, ONNX's MaxUnpool text (pads auto"
            " generated) and its test data place the values elsewhere than PyTorch and ONNX Runtime do");
    out = poison;
    REFUSED(sy_max_unpool(u, ub, k2, 2, k2, 2, NULL, 0, o4, 4, &out), out, SY_E_INVALID_ARGUMENT,
            "sy_max_unpool: the cpu kernel failed (output f32 [1, 1, 4, 4]): indices[2] is 16, outside the 16"
            " elements of the result");
    out = poison;
    REFUSED(sy_max_unpool_backward(u3, ui, &out), out, SY_E_SHAPE_MISMATCH,
            "sy_max_unpool_backward: dy is [1, 1, 2] and indices [1, 1, 2, 2]; they take [N, C, O1..Ok] and [N, C,"
            " D1..Dk], k = 1..3");
    out = poison;
    REFUSED(sy_max_unpool_backward(empty, ui, &out), out, SY_E_SHAPE_MISMATCH,
            "sy_max_unpool_backward: dy [1, 1, 0, 2] holds no element for the 4 indices to read");
    out = poison;
    REFUSED(sy_max_unpool_backward(u, ub, &out), out, SY_E_INVALID_ARGUMENT,
            "sy_max_unpool_backward: the cpu kernel failed (output f32 [1, 1, 2, 2]): indices[0] is 5, outside the"
            " 4 elements of dy");
    /* the later element at index 5 wins; its gradient: dy there, the overwritten element 0 */
    float want[16] = {0};
    want[5] = 3, want[7] = 2, want[15] = 4;
    SY_OK_OR_FAIL(sy_max_unpool(u, ui, k2, 2, k2, 2, NULL, 0, o4, 4, &out));
    check_f32(out, want, 16, "max_unpool");
    const float dwant[4] = {0, 2, 3, 4};
    sy_tensor *dx = poison;
    SY_OK_OR_FAIL(sy_max_unpool_backward(out, ui, &dx));
    check_f32(dx, dwant, 4, "max_unpool_backward");
    sy_tensor_release(dx);
    sy_tensor_release(out);
    sy_tensor *all[] = {x, grid, x3, grid3, gridn, empty, dy, row, half, u, ui, ub, u3, uw};
    for (size_t i = 0; i < sizeof all / sizeof *all; i++)
        sy_tensor_release(all[i]);
    SY_CK_NO_LEAK(snap);
}
END_TEST

/* max_unpool's output_shape read from a value when the graph runs (ONNX's
 * MaxUnpool of an output_shape input, format version 3): the shape kernel,
 * stride and pads give runs on every device; another is refused by the rule;
 * a capture device, which holds no values to read, cannot run the graph
 * (when capture is compiled in) */
START_TEST(test_max_unpool_shape_at_run)
{
    static const char text[] = "switchyard-graph 3\n"
                               "counts inputs=3 constants=0 nodes=1 outputs=1\n"
                               "%1 = input 0 : f32[1, 1, 2, 2]\n"
                               "%2 = input 1 : i64[1, 1, 2, 2]\n"
                               "%3 = input 2 : i64[4]\n"
                               "%4 = max_unpool(%1, %2) kernel=[2, 2] stride=[2, 2] pads=[] output_shape=%3 :"
                               " f32[1, 1, 4, 4]\n"
                               "output 0 = %4\n"
                               "end\n";
    sy_ck_leak snap = sy_ck_leak_snap();
    sy_graph *g;
    SY_OK_OR_FAIL(sy_graph_load_buffer(text, sizeof text - 1, &g));
    const int64_t s4[4] = {1, 1, 2, 2}, four[1] = {4}, good[4] = {1, 1, 4, 4}, other[4] = {1, 1, 5, 5};
    const float xv[4] = {1, 2, 3, 4};
    const int64_t iv[4] = {5, 7, 13, 15};
    float want[16] = {0};
    want[5] = 1, want[7] = 2, want[13] = 3, want[15] = 4;
    sy_tensor *x = make(SY_DTYPE_F32, s4, 4, xv), *idx = make(SY_DTYPE_I64, s4, 4, iv);
    sy_tensor *sg = make(SY_DTYPE_I64, four, 1, good), *so = make(SY_DTYPE_I64, four, 1, other), *y = NULL;
    sy_device devs[SY_CK_MAX_DEVICES];
    const int ndev = sy_ck_devices(devs, SY_CK_MAX_DEVICES);
    for (int d = 0; d < ndev && d < SY_CK_MAX_DEVICES; d++) {
        if (!sy_backend_stores((sy_backend)devs[d].backend, SY_DTYPE_I64))
            continue;
        const sy_tensor *in[3] = {x, idx, sg};
        SY_OK_OR_FAIL(sy_graph_run(g, devs[d], in, 3, &y, 1));
        sy_tensor *h;
        SY_OK_OR_FAIL(sy_to_device(y, cpu0, &h));
        check_f32(h, want, 16, "max_unpool of output_shape read at run");
        sy_tensor_release(h);
        sy_tensor_release(y);
        y = NULL;
    }
    const sy_tensor *bad[3] = {x, idx, so};
    ck_assert_int_eq(sy_graph_run(g, cpu0, bad, 3, &y, 1), SY_E_INVALID_ARGUMENT);
    ck_assert_ptr_null(y);
    ck_assert_msg(strstr(sy_last_error(), "sy_max_unpool: output_shape [1, 1, 5, 5] for x [1, 1, 2, 2]") != NULL, "%s",
                  sy_last_error());
#if SY_WITH_CAPTURE
    sy_device cap;
    SY_OK_OR_FAIL(sy_capture_new(&cap));
    sy_tensor *cx, *ci, *cs;
    SY_OK_OR_FAIL(sy_to_device(x, cap, &cx));
    SY_OK_OR_FAIL(sy_to_device(idx, cap, &ci));
    SY_OK_OR_FAIL(sy_to_device(sg, cap, &cs));
    const sy_tensor *cin[3] = {cx, ci, cs};
    const sy_status st = sy_graph_run(g, cap, cin, 3, &y, 1);
    ck_assert_msg(st == SY_E_REPLAY_DEVICE, "a run on a capture device: %s", sy_status_name(st));
    ck_assert_ptr_null(y);
    sy_tensor *on_cap[] = {cx, ci, cs};
    for (size_t i = 0; i < sizeof on_cap / sizeof *on_cap; i++)
        sy_tensor_release(on_cap[i]);
    SY_OK_OR_FAIL(sy_capture_release(cap));
#endif
    sy_tensor *all[] = {x, idx, sg, so};
    for (size_t i = 0; i < sizeof all / sizeof *all; i++)
        sy_tensor_release(all[i]);
    sy_graph_release(g);
    SY_CK_NO_LEAK(snap);
}
END_TEST

/* lp_pool and its gradient: values of known windows (|x|, zero pads, a
 * window over padding alone) and every refusal of their rules, by message */
START_TEST(test_lp_pool)
{
    sy_ck_leak snap = sy_ck_leak_snap();
    const int64_t s114[3] = {1, 1, 4}, s112[3] = {1, 1, 2}, s113[3] = {1, 1, 3};
    const double xv[4] = {3, -4, 0, 0}, dyv[2] = {1, 2}, yv[2] = {5, 0};
    sy_tensor *x = make(SY_DTYPE_F64, s114, 3, xv), *dy = make(SY_DTYPE_F64, s112, 3, dyv);
    sy_tensor *y = make(SY_DTYPE_F64, s112, 3, yv), *bad = make(SY_DTYPE_F64, s113, 3, NULL);
    const int64_t two[1] = {2}, one[1] = {1}, five[1] = {5}, k22[2] = {2, 2}, lo1[2] = {1, 0};
    sy_tensor *out = poison;
    static const struct { int64_t p; double want[2]; } norms[] = {{1, {7, 0}}, {2, {5, 0}}, {3, {4.497941445275415, 0}}};
    for (size_t k = 0; k < sizeof norms / sizeof *norms; k++) {
        SY_OK_OR_FAIL(sy_lp_pool(x, two, 1, two, 1, NULL, 0, norms[k].p, &out));
        sy_ck_vals v = sy_ck_read(out);
        ck_assert_int_eq(v.n, 2);
        for (int i = 0; i < 2; i++)
            ck_assert_msg(fabs(v.f[i] - norms[k].want[i]) <= 1e-12 * norms[k].want[0], "p %lld: y[%d] is %.17g",
                          (long long)norms[k].p, i, v.f[i]);
        sy_ck_vals_free(&v);
        sy_tensor_release(out);
    }
    /* a window over the begin padding alone: 0 */
    SY_OK_OR_FAIL(sy_lp_pool(x, one, 1, NULL, 0, lo1, 2, 3, &out));
    sy_ck_vals v = sy_ck_read(out);
    const double padded[5] = {0, 3, 4, 0, 0};
    ck_assert_int_eq(v.n, 5);
    for (int i = 0; i < 5; i++)
        ck_assert_msg(fabs(v.f[i] - padded[i]) <= 1e-12, "pads: y[%d] is %.17g", i, v.f[i]);
    sy_ck_vals_free(&v);
    sy_tensor_release(out);
    /* the gradient: dy * sign(x) * |x| / y for p 2, 0 under a y of 0 */
    SY_OK_OR_FAIL(sy_lp_pool_backward(dy, x, y, two, 1, two, 1, NULL, 0, 2, &out));
    v = sy_ck_read(out);
    const double dx[4] = {0.6, -0.8, 0, 0};
    ck_assert_int_eq(v.n, 4);
    for (int i = 0; i < 4; i++)
        ck_assert_msg(fabs(v.f[i] - dx[i]) <= 1e-15, "dx[%d] is %.17g", i, v.f[i]);
    sy_ck_vals_free(&v);
    sy_tensor_release(out);
    out = poison;
    REFUSED(sy_lp_pool(x, two, 1, NULL, 0, NULL, 0, 0, &out), out, SY_E_INVALID_ARGUMENT,
            "sy_lp_pool: p is 0; it takes 1..2147483647 (the Lp norm of each window)");
    REFUSED(sy_lp_pool(x, two, 1, NULL, 0, NULL, 0, (int64_t)INT32_MAX + 1, &out), out, SY_E_INVALID_ARGUMENT,
            "sy_lp_pool: p is 2147483648; it takes 1..2147483647 (the Lp norm of each window)");
    REFUSED(sy_lp_pool(x, k22, 2, NULL, 0, NULL, 0, 2, &out), out, SY_E_SHAPE_MISMATCH,
            "sy_lp_pool: x is [1, 1, 4]; a kernel of 2 values takes rank 4 (N, C and 2 spatial axes)");
    REFUSED(sy_lp_pool(x, five, 1, NULL, 0, NULL, 0, 2, &out), out, SY_E_SHAPE_MISMATCH,
            "sy_lp_pool: the kernel spans 5 along axis 2, more than the 4 of x [1, 1, 4] padded (kernel [5], stride"
            " [], pads [])");
    REFUSED(sy_lp_pool_backward(dy, x, y, two, 1, two, 1, NULL, 0, -1, &out), out, SY_E_INVALID_ARGUMENT,
            "sy_lp_pool_backward: p is -1; it takes 1..2147483647 (the Lp norm of each window)");
    REFUSED(sy_lp_pool_backward(dy, x, y, five, 1, NULL, 0, NULL, 0, 2, &out), out, SY_E_SHAPE_MISMATCH,
            "sy_lp_pool_backward: the kernel spans 5 along axis 2, more than the 4 of x [1, 1, 4] padded (kernel"
            " [5], stride [], pads [])");
    REFUSED(sy_lp_pool_backward(bad, x, y, two, 1, two, 1, NULL, 0, 2, &out), out, SY_E_SHAPE_MISMATCH,
            "sy_lp_pool_backward: dy is [1, 1, 3]; lp_pool of x [1, 1, 4] gives [1, 1, 2]");
    REFUSED(sy_lp_pool_backward(dy, x, bad, two, 1, two, 1, NULL, 0, 2, &out), out, SY_E_SHAPE_MISMATCH,
            "sy_lp_pool_backward: y is [1, 1, 3]; lp_pool of x [1, 1, 4] gives [1, 1, 2]");
    sy_tensor *all[] = {x, dy, y, bad};
    for (size_t i = 0; i < sizeof all / sizeof *all; i++)
        sy_tensor_release(all[i]);
    SY_CK_NO_LEAK(snap);
}
END_TEST

/* adaptive pooling: the windows of an axis of 5 into 3 ([0, 2), [1, 4), [3, 5)),
 * the gradient gathered over them, and every refusal of their rules */
START_TEST(test_adaptive_pool)
{
    sy_ck_leak snap = sy_ck_leak_snap();
    const int64_t s115[3] = {1, 1, 5}, s113[3] = {1, 1, 3}, s110[3] = {1, 1, 0}, s123[3] = {1, 2, 3};
    const int64_t s01big[3] = {0, 1, 2147483647};
    const double xv[5] = {1, 2, 3, 4, 5}, ones[3] = {1, 1, 1};
    sy_tensor *x = make(SY_DTYPE_F64, s115, 3, xv), *dy = make(SY_DTYPE_F64, s113, 3, ones);
    sy_tensor *e = make(SY_DTYPE_F64, s110, 3, NULL), *d123 = make(SY_DTYPE_F64, s123, 3, NULL);
    sy_tensor *dbig = make(SY_DTYPE_F64, s01big, 3, NULL);
    const int64_t three[1] = {3}, zero[1] = {0}, two2[2] = {2, 2}, two[1] = {2};
    sy_tensor *out = poison, *ix = poison;
    SY_OK_OR_FAIL(sy_adaptive_avg_pool(x, three, 1, &out));
    sy_ck_vals v = sy_ck_read(out);
    const double avg[3] = {1.5, 3, 4.5};
    ck_assert_int_eq(v.n, 3);
    for (int i = 0; i < 3; i++)
        ck_assert_msg(v.f[i] == avg[i], "avg y[%d] is %.17g", i, v.f[i]);
    sy_ck_vals_free(&v);
    sy_tensor_release(out);
    SY_OK_OR_FAIL(sy_adaptive_max_pool(x, three, 1, &out, &ix));
    v = sy_ck_read(out);
    sy_ck_vals vi = sy_ck_read(ix);
    const double mx[3] = {2, 4, 5};
    const int64_t at[3] = {1, 3, 4};
    for (int i = 0; i < 3; i++)
        ck_assert_msg(v.f[i] == mx[i] && vi.i[i] == at[i], "max y[%d] is %g at %lld", i, v.f[i], (long long)vi.i[i]);
    sy_ck_vals_free(&v);
    sy_ck_vals_free(&vi);
    sy_tensor_release(out);
    sy_tensor_release(ix);
    SY_OK_OR_FAIL(sy_adaptive_avg_pool_backward(dy, s115, 3, &out));
    v = sy_ck_read(out);
    const double dx[5] = {0.5, 0.5 + 1.0 / 3, 1.0 / 3, 1.0 / 3 + 0.5, 0.5};
    for (int i = 0; i < 5; i++)
        ck_assert_msg(fabs(v.f[i] - dx[i]) <= 1e-15, "dx[%d] is %.17g", i, v.f[i]);
    sy_ck_vals_free(&v);
    sy_tensor_release(out);
    out = poison;
    REFUSED(sy_adaptive_avg_pool(x, NULL, 0, &out), out, SY_E_INVALID_ARGUMENT,
            "sy_adaptive_avg_pool: output_size has 0 values; it takes 1 to 3, one per spatial axis");
    REFUSED(sy_adaptive_avg_pool(x, two2, 2, &out), out, SY_E_SHAPE_MISMATCH,
            "sy_adaptive_avg_pool: x is [1, 1, 5]; an output_size of 2 values takes rank 4 (N, C and 2 spatial axes)");
    REFUSED(sy_adaptive_avg_pool(x, zero, 1, &out), out, SY_E_INVALID_ARGUMENT,
            "sy_adaptive_avg_pool: output_size[0] is 0; it takes 1..2147483647");
    REFUSED(sy_adaptive_avg_pool(e, two, 1, &out), out, SY_E_SHAPE_MISMATCH,
            "sy_adaptive_avg_pool: x [1, 1, 0] is empty along axis 2; an adaptive window takes 1 or more there"
            " (output_size [2])");
    MP_REFUSED(sy_adaptive_max_pool(e, two, 1, &out, &ix), SY_E_SHAPE_MISMATCH,
               "sy_adaptive_max_pool: x [1, 1, 0] is empty along axis 2; an adaptive window takes 1 or more there"
               " (output_size [2])");
    MP_REFUSED(sy_adaptive_max_pool(x, zero, 1, &out, &ix), SY_E_INVALID_ARGUMENT,
               "sy_adaptive_max_pool: output_size[0] is 0; it takes 1..2147483647");
    const int64_t neg[3] = {1, 1, -1}, big[3] = {0, 1, (int64_t)1 << 40};
    REFUSED(sy_adaptive_avg_pool_backward(dy, neg, 3, &out), out, SY_E_SHAPE_MISMATCH,
            "sy_adaptive_avg_pool_backward: shape [1, 1, -1] has a negative dimension");
    REFUSED(sy_adaptive_avg_pool_backward(d123, s115, 3, &out), out, SY_E_SHAPE_MISMATCH,
            "sy_adaptive_avg_pool_backward: dy is [1, 2, 3] and shape [1, 1, 5]; they take one rank (3 to 5) and one"
            " N and C");
    REFUSED(sy_adaptive_avg_pool_backward(dbig, big, 3, &out), out, SY_E_SHAPE_MISMATCH,
            "sy_adaptive_avg_pool_backward: shape [0, 1, 1099511627776] with output_size [2147483647]: the length"
            " 1099511627776 times the output length 2147483647 along axis 2 is beyond 2^62");
    sy_tensor *all[] = {x, dy, e, d123, dbig};
    for (size_t i = 0; i < sizeof all / sizeof *all; i++)
        sy_tensor_release(all[i]);
    SY_CK_NO_LEAK(snap);
}
END_TEST

/* group_norm: values of two groups of two channels, the gradients of a known case,
 * and every refusal of its rules */
START_TEST(test_group_norm)
{
    sy_ck_leak snap = sy_ck_leak_snap();
    const int64_t s142[3] = {1, 4, 2}, s4[1] = {4}, s3[1] = {3}, s1[1] = {1}, s14[2] = {1, 4};
    const double xv[8] = {1, 3, 1, 3, 0, 0, 2, 2}, sv[4] = {1, 2, 3, 4}, bv[4] = {0, 1, 0, 1};
    sy_tensor *x = make(SY_DTYPE_F64, s142, 3, xv), *sc = make(SY_DTYPE_F64, s4, 1, sv);
    sy_tensor *b = make(SY_DTYPE_F64, s4, 1, bv), *b3 = make(SY_DTYPE_F64, s3, 1, NULL);
    sy_tensor *r1 = make(SY_DTYPE_F64, s1, 1, NULL), *x14 = make(SY_DTYPE_F64, s14, 2, NULL);
    sy_tensor *out = poison;
    /* group 0: 1, 3, 1, 3 (mean 2, var 1); group 1: 0, 0, 2, 2 (mean 1, var 1); epsilon 0 */
    SY_OK_OR_FAIL(sy_group_norm(x, sc, b, 2, 0.0, &out));
    sy_ck_vals v = sy_ck_read(out);
    const double y[8] = {-1, 1, -2 + 1, 2 + 1, -3, -3, 4 + 1, 4 + 1};
    ck_assert_int_eq(v.n, 8);
    for (int i = 0; i < 8; i++)
        ck_assert_msg(v.f[i] == y[i], "y[%d] is %.17g", i, v.f[i]);
    sy_ck_vals_free(&v);
    sy_tensor_release(out);
    /* dy = x: dbias sums each channel's dy, dscale its dy * xhat */
    SY_OK_OR_FAIL(sy_group_norm_backward(x, x, sc, 2, 0.0, 2, &out));
    v = sy_ck_read(out);
    const double db[4] = {4, 4, 0, 4}, ds[4] = {2, 2, 0, 4};
    for (int i = 0; i < 4; i++)
        ck_assert_msg(v.f[i] == db[i], "dbias[%d] is %.17g", i, v.f[i]);
    sy_ck_vals_free(&v);
    sy_tensor_release(out);
    SY_OK_OR_FAIL(sy_group_norm_backward(x, x, sc, 2, 0.0, 1, &out));
    v = sy_ck_read(out);
    for (int i = 0; i < 4; i++)
        ck_assert_msg(v.f[i] == ds[i], "dscale[%d] is %.17g", i, v.f[i]);
    sy_ck_vals_free(&v);
    sy_tensor_release(out);
    out = poison;
    REFUSED(sy_group_norm(x, sc, b, 3, 1e-5, &out), out, SY_E_INVALID_ARGUMENT,
            "sy_group_norm: num_groups is 3; x [1, 4, 2] takes a divisor of its 4 channels");
    REFUSED(sy_group_norm(x, sc, b, 0, 1e-5, &out), out, SY_E_INVALID_ARGUMENT,
            "sy_group_norm: num_groups is 0; x [1, 4, 2] takes a divisor of its 4 channels");
    REFUSED(sy_group_norm(x, sc, b, 8, 1e-5, &out), out, SY_E_INVALID_ARGUMENT,
            "sy_group_norm: num_groups is 8; x [1, 4, 2] takes a divisor of its 4 channels");
    REFUSED(sy_group_norm(r1, NULL, NULL, 1, 1e-5, &out), out, SY_E_SHAPE_MISMATCH,
            "sy_group_norm: x is [1]; it takes rank 2 or more (N, C, ...)");
    REFUSED(sy_group_norm(x, sc, b, 2, -1.0, &out), out, SY_E_INVALID_ARGUMENT,
            "sy_group_norm: epsilon -1 is not a finite number >= 0");
    REFUSED(sy_group_norm(x, b3, NULL, 2, 1e-5, &out), out, SY_E_SHAPE_MISMATCH,
            "sy_group_norm: scale is [3]; x [1, 4, 2] takes [4], one per channel");
    REFUSED(sy_group_norm(x, NULL, b3, 2, 1e-5, &out), out, SY_E_SHAPE_MISMATCH,
            "sy_group_norm: bias is [3]; x [1, 4, 2] takes [4], one per channel");
    REFUSED(sy_group_norm_backward(x, x, sc, 2, 1e-5, 3, &out), out, SY_E_INVALID_ARGUMENT,
            "sy_group_norm_backward: wrt is 3; it takes 0 (x), 1 (scale) or 2 (bias)");
    REFUSED(sy_group_norm_backward(x14, x, sc, 2, 1e-5, 0, &out), out, SY_E_SHAPE_MISMATCH,
            "sy_group_norm_backward: dy is [1, 4]; x [1, 4, 2] takes its own shape");
    REFUSED(sy_group_norm_backward(x, x, sc, 3, 1e-5, 0, &out), out, SY_E_INVALID_ARGUMENT,
            "sy_group_norm_backward: num_groups is 3; x [1, 4, 2] takes a divisor of its 4 channels");
    sy_tensor *all[] = {x, sc, b, b3, r1, x14};
    for (size_t i = 0; i < sizeof all / sizeof *all; i++)
        sy_tensor_release(all[i]);
    SY_CK_NO_LEAK(snap);
}
END_TEST

/* col2im and im2col: overlapping blocks of one axis summed and taken apart
 * (x[t, l] = 10 t + l, block 3 over 5), and every refusal of their rules */
START_TEST(test_col2im)
{
    sy_ck_leak snap = sy_ck_leak_snap();
    const int64_t s133[3] = {1, 3, 3}, s115[3] = {1, 1, 5}, s134[3] = {1, 3, 4}, s143[3] = {1, 4, 3};
    const int64_t s11[2] = {1, 1}, s111[3] = {1, 1, 1}, s11111[5] = {1, 1, 1, 1, 1};
    const float cv[9] = {0, 1, 2, 10, 11, 12, 20, 21, 22}, iv[5] = {0, 1, 2, 3, 4};
    sy_tensor *c = make(SY_DTYPE_F32, s133, 3, cv), *im = make(SY_DTYPE_F32, s115, 3, iv);
    sy_tensor *c4 = make(SY_DTYPE_F32, s134, 3, NULL), *c43 = make(SY_DTYPE_F32, s143, 3, NULL);
    sy_tensor *r2 = make(SY_DTYPE_F32, s11, 2, NULL), *one = make(SY_DTYPE_F32, s111, 3, NULL);
    sy_tensor *one5 = make(SY_DTYPE_F32, s11111, 5, NULL);
    const int64_t five[1] = {5}, three[1] = {3}, two[2] = {2, 2}, zero[1] = {0}, neg[1] = {-1}, pads1[1] = {1};
    const int64_t negpad[2] = {0, -1}, six[1] = {6}, four[1] = {4}, big3[3] = {2147483647, 2147483647, 2147483647};
    const int64_t ones3[3] = {1, 1, 1}, ones4[4] = {1, 1, 1, 1}, bigpads[6] = {2147483647, 2147483647, 2147483647, 2147483647, 2147483647,
                                                      2147483647};
    sy_tensor *out = poison;
    SY_OK_OR_FAIL(sy_col2im(c, five, 1, three, 1, NULL, 0, NULL, 0, NULL, 0, &out));
    const float y[5] = {0, 11, 33, 33, 22};
    check_f32(out, y, 5, "col2im");
    sy_tensor_release(out);
    SY_OK_OR_FAIL(sy_im2col(im, three, 1, NULL, 0, NULL, 0, NULL, 0, &out));
    const float cols[9] = {0, 1, 2, 1, 2, 3, 2, 3, 4};
    check_f32(out, cols, 9, "im2col");
    sy_tensor_release(out);
    out = poison;
    REFUSED(sy_col2im(c, five, 1, NULL, 0, NULL, 0, NULL, 0, NULL, 0, &out), out, SY_E_INVALID_ARGUMENT,
            "sy_col2im: block_shape has 0 values; it takes 1 to 3, one per spatial axis");
    REFUSED(sy_col2im(c, two, 2, three, 1, NULL, 0, NULL, 0, NULL, 0, &out), out, SY_E_INVALID_ARGUMENT,
            "sy_col2im: image_shape [2, 2] has 2 values; a block_shape of 1 values takes 1, one per spatial axis");
    REFUSED(sy_col2im(c, neg, 1, three, 1, NULL, 0, NULL, 0, NULL, 0, &out), out, SY_E_INVALID_ARGUMENT,
            "sy_col2im: image_shape[0] is -1; it takes 0..2147483647");
    REFUSED(sy_col2im(r2, five, 1, three, 1, NULL, 0, NULL, 0, NULL, 0, &out), out, SY_E_SHAPE_MISMATCH,
            "sy_col2im: x is [1, 1]; it takes rank 3, [N, C * B, L] (B the taps of a block, L the blocks)");
    REFUSED(sy_col2im(c, five, 1, three, 1, two, 2, NULL, 0, NULL, 0, &out), out, SY_E_INVALID_ARGUMENT,
            "sy_col2im: stride has 2 values; a block_shape of 1 values takes 1 (or none)");
    REFUSED(sy_col2im(c, five, 1, zero, 1, NULL, 0, NULL, 0, NULL, 0, &out), out, SY_E_INVALID_ARGUMENT,
            "sy_col2im: block_shape[0] is 0; it takes 1..2147483647");
    REFUSED(sy_col2im(c, five, 1, three, 1, NULL, 0, pads1, 1, NULL, 0, &out), out, SY_E_INVALID_ARGUMENT,
            "sy_col2im: pads has 1 values; a block_shape of 1 values takes 2 (or none)");
    REFUSED(sy_col2im(c, five, 1, three, 1, NULL, 0, negpad, 2, NULL, 0, &out), out, SY_E_INVALID_ARGUMENT,
            "sy_col2im: pads[1] is -1; it takes 0..2147483647");
    REFUSED(sy_col2im(c, five, 1, three, 1, NULL, 0, NULL, 0, zero, 1, &out), out, SY_E_INVALID_ARGUMENT,
            "sy_col2im: dilation[0] is 0; it takes 1..2147483647");
    REFUSED(sy_col2im(c, five, 1, six, 1, NULL, 0, NULL, 0, NULL, 0, &out), out, SY_E_SHAPE_MISMATCH,
            "sy_col2im: along spatial axis 0, image_shape [5] padded by 0 and 0 is 5 long, shorter than a block of"
            " 6 dilated by 1 (6; block_shape [6])");
    REFUSED(sy_col2im(c43, five, 1, three, 1, NULL, 0, NULL, 0, NULL, 0, &out), out, SY_E_SHAPE_MISMATCH,
            "sy_col2im: x is [1, 4, 3]; its axis 1 (4) is not a multiple of the 3 taps of block_shape [3]");
    REFUSED(sy_col2im(c4, five, 1, three, 1, NULL, 0, NULL, 0, NULL, 0, &out), out, SY_E_SHAPE_MISMATCH,
            "sy_col2im: x is [1, 3, 4]; its axis 2 must hold the blocks, and image_shape [5] with block_shape [3]"
            " (stride, pads, dilation) gives a grid of [3] blocks, 3 in all");
    REFUSED(sy_col2im(c4, four, 1, three, 1, NULL, 0, NULL, 0, NULL, 0, &out), out, SY_E_SHAPE_MISMATCH,
            "sy_col2im: x is [1, 3, 4]; its axis 2 must hold the blocks, and image_shape [4] with block_shape [3]"
            " (stride, pads, dilation) gives a grid of [2] blocks, 2 in all");
    REFUSED(sy_col2im(one, big3, 3, big3, 3, NULL, 0, NULL, 0, NULL, 0, &out), out, SY_E_SHAPE_MISMATCH,
            "sy_col2im: block_shape [2147483647, 2147483647, 2147483647] holds more than 2^62 taps");
    REFUSED(sy_col2im(one, big3, 3, ones3, 3, NULL, 0, NULL, 0, NULL, 0, &out), out, SY_E_SHAPE_MISMATCH,
            "sy_col2im: x is [1, 1, 1]; its axis 2 must hold the blocks, and image_shape [2147483647, 2147483647,"
            " 2147483647] with block_shape [1, 1, 1] (stride, pads, dilation) gives a grid of [2147483647, 2147483647,"
            " 2147483647] blocks, more than 4611686018427387904 in all");
    REFUSED(sy_im2col(im, two, 2, NULL, 0, NULL, 0, NULL, 0, &out), out, SY_E_SHAPE_MISMATCH,
            "sy_im2col: x is [1, 1, 5]; a block_shape of 2 values takes rank 4 (N, C and 2 spatial axes)");
    REFUSED(sy_im2col(im, ones4, 4, NULL, 0, NULL, 0, NULL, 0, &out), out, SY_E_INVALID_ARGUMENT,
            "sy_im2col: block_shape has 4 values, at most 3");
    REFUSED(sy_im2col(im, three, 1, NULL, 0, NULL, 0, three, 1, &out), out, SY_E_SHAPE_MISMATCH,
            "sy_im2col: along spatial axis 0, x's spatial shape [5] padded by 0 and 0 is 5 long, shorter than a"
            " block of 3 dilated by 3 (7; block_shape [3])");
    REFUSED(sy_im2col(one5, ones3, 3, NULL, 0, bigpads, 6, NULL, 0, &out), out, SY_E_SHAPE_MISMATCH,
            "sy_im2col: x is [1, 1, 1, 1, 1]; its columns would be more than 2^62 long or many");
    sy_tensor *all[] = {c, im, c4, c43, r2, one, one5};
    for (size_t i = 0; i < sizeof all / sizeof *all; i++)
        sy_tensor_release(all[i]);
    SY_CK_NO_LEAK(snap);
}
END_TEST

Suite *suite_sigops(void)
{
    Suite *s = suite_create("sigops");
    cpu0 = sy_device_of(SY_BACKEND_CPU, 0);
    TCase *tc = tcase_create("sigops");
    tcase_add_test(tc, test_rules_refuse);
    tcase_add_test(tc, test_layer_norm_empty_rows);
    tcase_add_test(tc, test_slice);
    tcase_add_test(tc, test_scans);
    tcase_add_test(tc, test_shape_ops);
    tcase_add_test(tc, test_graph_forms);
    tcase_add_test(tc, test_long_lists);
    tcase_add_test(tc, test_more_rules_refuse);
    tcase_add_test(tc, test_nll_loss);
    tcase_add_test(tc, test_stack);
    tcase_add_test(tc, test_mse_loss);
    tcase_add_test(tc, test_embedding);
    tcase_add_test(tc, test_conv_refuse);
    tcase_add_test(tc, test_max_pool_refuse);
    tcase_add_test(tc, test_resize_refuse);
    tcase_add_test(tc, test_reverse_sequence_refuse);
    tcase_add_test(tc, test_grid_refuse);
    tcase_add_test(tc, test_max_unpool_shape_at_run);
    tcase_add_test(tc, test_lp_pool);
    tcase_add_test(tc, test_adaptive_pool);
    tcase_add_test(tc, test_col2im);
    tcase_add_test(tc, test_group_norm);
    suite_add_tcase(s, tc);
    return s;
}
