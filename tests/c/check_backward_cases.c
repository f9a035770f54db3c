/* The gradcheck cases of the backward suite (check_backward_grad.c), kept
 * apart so tests/mpi/check_remote.c runs the same cases on a remote device:
 * per differentiable op, the shape cases of its class or family, their
 * variants, and the kind of data and the dtype of each input. */
#include <stdlib.h>

#include "check_backward.h"
#include "sy_rules.h"
/* Not sy_ck_cases: central differences evaluate the op twice per input
 * element, so these shapes are small, and the data stay away from the kinks
 * (gc_kind) and name their dtypes relative to the float dtype of the run. */

static const gc_case unary_gc[] = {
    {.name = "[3, 4]", .in = {{.s = S2(3, 4)}}},
    {.name = "transposed [3, 4]", .in = {{.s = S2(3, 4), .t = true}}},
    {.name = "scalar", .in = {{.s = S0}}},
    {.name = "empty [0, 3]", .in = {{.s = S2(0, 3)}}},
};

static const gc_case binary_gc[] = {
    {.name = "[3, 4] and [3, 4]", .in = {{.s = S2(3, 4)}, {.s = S2(3, 4)}}},
    {.name = "[2, 3] and [3]", .in = {{.s = S2(2, 3)}, {.s = S1(3)}}},
    {.name = "[4, 1] and [1, 5]", .in = {{.s = S2(4, 1)}, {.s = S2(1, 5)}}},
    {.name = "[3, 4] and scalar", .in = {{.s = S2(3, 4)}, {.s = S0}}},
    {.name = "scalar and [2, 3]", .in = {{.s = S0}, {.s = S2(2, 3)}}},
    {.name = "[2, 1, 4] and [3, 1]", .in = {{.s = S3(2, 1, 4)}, {.s = S2(3, 1)}}},
    {.name = "transposed [3, 4] and [3, 4]", .in = {{.s = S2(3, 4), .t = true}, {.s = S2(3, 4)}}},
    {.name = "empty [0, 3] and [3]", .in = {{.s = S2(0, 3)}, {.s = S1(3)}}},
};

static const gc_case where_gc[] = {
    {.name = "all [3, 4]", .in = {{.s = S2(3, 4), .dt = GC_BOOL}, {.s = S2(3, 4)}, {.s = S2(3, 4)}}},
    {.name = "cond [3, 1], a [1, 4], b scalar", .in = {{.s = S2(3, 1), .dt = GC_BOOL}, {.s = S2(1, 4)}, {.s = S0}}},
    {.name = "cond [4], a [3, 4], b [3, 1]", .in = {{.s = S1(4), .dt = GC_BOOL}, {.s = S2(3, 4)}, {.s = S2(3, 1)}}},
    {.name = "cond [2, 3], a [3], b scalar", .in = {{.s = S2(2, 3), .dt = GC_BOOL}, {.s = S1(3)}, {.s = S0}}},
};

static const gc_case matmul_gc[] = {
    {.name = "[3, 4] @ [4, 5]", .in = {{.s = S2(3, 4)}, {.s = S2(4, 5)}}},
    {.name = "[2, 3, 4] @ [2, 4, 5]", .in = {{.s = S3(2, 3, 4)}, {.s = S3(2, 4, 5)}}},
    {.name = "[2, 3, 4] @ [4, 5]", .in = {{.s = S3(2, 3, 4)}, {.s = S2(4, 5)}}},
    {.name = "[3, 4] @ [2, 4, 5]", .in = {{.s = S2(3, 4)}, {.s = S3(2, 4, 5)}}},
    {.name = "[2, 1, 3, 4] @ [5, 4, 2]", .in = {{.s = S4(2, 1, 3, 4)}, {.s = S3(5, 4, 2)}}},
    {.name = "transposed [3, 4] @ transposed [4, 5]", .in = {{.s = S2(3, 4), .t = true}, {.s = S2(4, 5), .t = true}}},
    {.name = "k = 0: [3, 0] @ [0, 5]", .in = {{.s = S2(3, 0)}, {.s = S2(0, 5)}}},
    {.name = "m = 0: [0, 4] @ [4, 5]", .in = {{.s = S2(0, 4)}, {.s = S2(4, 5)}}},
};

/* every axis, -1 and SY_AXIS_ALL, keepdim both (gc_variant) */
static const gc_case reduce_gc[] = {
    {.name = "[2, 3, 4]", .in = {{.s = S3(2, 3, 4)}}},
    {.name = "transposed [3, 4]", .in = {{.s = S2(3, 4), .t = true}}},
    {.name = "[5]", .in = {{.s = S1(5)}}},
    {.name = "scalar", .in = {{.s = S0}}},
    {.name = "empty [0, 3]", .in = {{.s = S2(0, 3)}}},
    /* SY_AXES sets, keepdim both ways (gc_variants) */
    {.name = "[2, 3, 4] axes (0, 2)", .in = {{.s = S3(2, 3, 4)}}, .at = {.axis = SY_AXES(0, 2)}},
    {.name = "[2, 3, 4] axes (-1, 1)", .in = {{.s = S3(2, 3, 4)}}, .at = {.axis = SY_AXES(-1, 1)}},
    {.name = "[2, 2, 3, 2] axes (0, 2, 3)", .in = {{.s = S4(2, 2, 3, 2)}}, .at = {.axis = SY_AXES(0, 2, 3)}},
    {.name = "transposed [3, 4] axes (1, 0)", .in = {{.s = S2(3, 4), .t = true}}, .at = {.axis = SY_AXES(1, 0)}},
};

static const gc_case reshape_gc[] = {
    {.name = "[2, 3, 4] -> [4, -1]", .in = {{.s = S3(2, 3, 4)}}, .at = {.shape = S2(4, -1)}},
    {.name = "transposed [3, 4] -> [12]", .in = {{.s = S2(3, 4), .t = true}}, .at = {.shape = S1(12)}},
    {.name = "scalar -> [1, 1]", .in = {{.s = S0}}, .at = {.shape = S2(1, 1)}},
    {.name = "[1, 1] -> scalar", .in = {{.s = S2(1, 1)}}, .at = {.shape = S0}},
};

static const gc_case permute_gc[] = {
    {.name = "[2, 3, 4] (2, 0, 1)", .in = {{.s = S3(2, 3, 4)}}, .at = {.perm = {2, 0, 1}, .perm_rank = 3}},
    {.name = "[2, 3, 4] (-1, -3, -2)", .in = {{.s = S3(2, 3, 4)}}, .at = {.perm = {-1, -3, -2}, .perm_rank = 3}},
    {.name = "transposed [3, 4] (1, 0)", .in = {{.s = S2(3, 4), .t = true}}, .at = {.perm = {1, 0}, .perm_rank = 2}},
};

static const gc_case transpose_gc[] = {
    {.name = "[2, 3, 4] (0, 2)", .in = {{.s = S3(2, 3, 4)}}, .at = {.dim0 = 0, .dim1 = 2}},
    {.name = "[3, 4] (-1, -2)", .in = {{.s = S2(3, 4)}}, .at = {.dim0 = -1, .dim1 = -2}},
    {.name = "[3, 4] (0, 0)", .in = {{.s = S2(3, 4)}}, .at = {.dim0 = 0, .dim1 = 0}},
};

static const gc_case expand_gc[] = {
    {.name = "[3, 1] -> [2, 3, 4]", .in = {{.s = S2(3, 1)}}, .at = {.shape = S3(2, 3, 4)}},
    {.name = "[1, 4] -> [3, -1]", .in = {{.s = S2(1, 4)}}, .at = {.shape = S2(3, -1)}},
    {.name = "scalar -> [2, 2]", .in = {{.s = S0}}, .at = {.shape = S2(2, 2)}},
    {.name = "[3] -> [2, 3]", .in = {{.s = S1(3)}}, .at = {.shape = S2(2, 3)}},
};

/* f32 <-> f64 in the f64 run (and the f32 run on backends storing both) */
static const gc_case cast_gc[] = {
    {.name = "[3, 4] to the other float", .in = {{.s = S2(3, 4)}}, .cast_to = GC_OTHER},
    {.name = "[3, 4] from the other float", .in = {{.s = S2(3, 4), .dt = GC_OTHER}}, .cast_to = GC_KEY},
    {.name = "[3, 4] to its own dtype", .in = {{.s = S2(3, 4)}}, .cast_to = GC_KEY},
};

/* softmax and log_softmax along each axis */
static const gc_case softmax_gc[] = {
    {.name = "[3, 4] axis -1", .in = {{.s = S2(3, 4)}}, .at = {.axis = -1}},
    {.name = "transposed [3, 4] axis 0", .in = {{.s = S2(3, 4), .t = true}}, .at = {.axis = 0}},
    {.name = "[2, 3, 2] axis 1", .in = {{.s = S3(2, 3, 2)}}, .at = {.axis = 1}},
    {.name = "[1, 4] axis 0 (one element per slice)", .in = {{.s = S2(1, 4)}}, .at = {.axis = 0}},
};

/* layer_norm with weight and bias, epsilon in .value; L reads y (sy_ck_call),
 * so the formulas meet zeros for mean's and inv_std_dev's gradients (the
 * gradients through them, and weight and bias left out: test_torch_gradients.py) */
static const gc_case layer_norm_gc[] = {
    {.name = "[3, 4] axis -1", .in = {{.s = S2(3, 4)}, {.s = S1(4)}, {.s = S1(4)}}, .at = {.axis = -1, .value = 1e-5}},
    {.name = "transposed [3, 4] axis 0", .in = {{.s = S2(3, 4), .t = true}, {.s = S2(3, 4)}, {.s = S2(3, 4)}},
     .at = {.axis = 0, .value = 0.5}},
    {.name = "[2, 3, 2] axis 1", .in = {{.s = S3(2, 3, 2)}, {.s = S2(3, 2)}, {.s = S2(3, 2)}},
     .at = {.axis = 1, .value = 1e-3}},
};

/* concat of one tensor (sy_ck_call's list; lists of several: test_torch_gradients.py) */
static const gc_case concat_gc[] = {
    {.name = "[3, 4] axis 0", .in = {{.s = S2(3, 4)}}, .at = {.axis = 0}},
    {.name = "transposed [3, 4] axis -1", .in = {{.s = S2(3, 4), .t = true}}, .at = {.axis = -1}},
};

/* stack of one tensor (sy_ck_call's list; lists of several: test_torch_gradients.py) */
static const gc_case stack_gc[] = {
    {.name = "[3, 4] axis 0", .in = {{.s = S2(3, 4)}}, .at = {.axis = 0}},
    {.name = "transposed [3, 4] axis -1", .in = {{.s = S2(3, 4), .t = true}}, .at = {.axis = -1}},
    {.name = "[3, 4] axis 1", .in = {{.s = S2(3, 4)}}, .at = {.axis = 1}},
};

/* add_n, mean_n of one tensor (sy_ck_call's list; several, broadcast: test_torch_gradients.py) */
static const gc_case nary_gc[] = {
    {.name = "[3, 4]", .in = {{.s = S2(3, 4)}}},
    {.name = "transposed [3, 4]", .in = {{.s = S2(3, 4), .t = true}}},
};

/* conv2d: x, weight and bias; asymmetric pads, stride, dilation, groups */
static const gc_case conv2d_gc[] = {
    {.name = "[1, 2, 4, 4] * [3, 2, 2, 2]", .in = {{.s = S4(1, 2, 4, 4)}, {.s = S4(3, 2, 2, 2)}, {.s = S1(3)}}},
    {.name = "[2, 4, 5, 4] * [2, 2, 3, 2] groups 2, stride 2, pads 1, 0, 2, 1",
     .in = {{.s = S4(2, 4, 5, 4)}, {.s = S4(2, 2, 3, 2)}, {.s = S1(2)}},
     .at = {.stride = {2, 2}, .pads = {1, 0, 2, 1}, .groups = 2}},
    {.name = "transposed [1, 3, 5, 6] * [2, 3, 2, 2] dilation 2, stride 1, 2",
     .in = {{.s = S4(1, 3, 5, 6), .t = true}, {.s = S4(2, 3, 2, 2)}, {.s = S1(2)}},
     .at = {.stride = {1, 2}, .dilation = {2, 2}}},
};

/* avg_pool over 1 to 3 spatial axes (smooth: any values) */
static const gc_case avg_pool_gc[] = {
    {.name = "[1, 2, 4, 4] kernel 2 stride 2", .in = {{.s = S4(1, 2, 4, 4)}},
     .at = {.pool_kernel = S2(2, 2), .pool_stride = S2(2, 2)}},
    {.name = "[2, 1, 5] kernel 3 pads 1, 2 ceil count_include_pad", .in = {{.s = S3(2, 1, 5)}},
     .at = {.pool_kernel = S1(3), .pool_stride = S1(2), .pool_pads = S2(1, 2), .ceil_mode = true,
            .count_include_pad = true}},
    {.name = "transposed [1, 1, 5, 4] kernel 3x2 pads 1, 0, 1, 1", .in = {{.s = S4(1, 1, 5, 4), .t = true}},
     .at = {.pool_kernel = S2(3, 2), .pool_pads = {4, {1, 0, 1, 1}}}},
    {.name = "[1, 1, 3, 2, 3] kernel 2x2x2", .in = {{.s = {5, {1, 1, 3, 2, 3}}}}, .at = {.pool_kernel = S3(2, 2, 2)}},
};

/* lp_pool over 1 to 3 spatial axes (smooth away from x = 0, where the harness's values are not) */
static const gc_case lp_pool_gc[] = {
    {.name = "[1, 2, 4, 4] kernel 2 stride 2", .in = {{.s = S4(1, 2, 4, 4)}},
     .at = {.pool_kernel = S2(2, 2), .pool_stride = S2(2, 2)}},
    {.name = "[2, 1, 5] kernel 3 stride 2 pads 1, 2 p 3", .in = {{.s = S3(2, 1, 5)}},
     .at = {.pool_kernel = S1(3), .pool_stride = S1(2), .pool_pads = S2(1, 2), .lp_p = 3}},
    {.name = "transposed [1, 1, 5, 4] kernel 3x2 p 1", .in = {{.s = S4(1, 1, 5, 4), .t = true}},
     .at = {.pool_kernel = S2(3, 2), .lp_p = 1}},
    {.name = "[1, 1, 3, 2, 3] kernel 2x2x2 p 4", .in = {{.s = {5, {1, 1, 3, 2, 3}}}},
     .at = {.pool_kernel = S3(2, 2, 2), .lp_p = 4}},
};

/* group_norm: x [N, C, ...], scale and bias [C]; num_groups in .groups, epsilon in .value */
static const gc_case group_norm_gc[] = {
    {.name = "[2, 4, 3] groups 2", .in = {{.s = S3(2, 4, 3)}, {.s = S1(4)}, {.s = S1(4)}}, .at = {.groups = 2, .value = 1e-5}},
    {.name = "transposed [1, 3, 4] groups 3", .in = {{.s = S3(1, 3, 4), .t = true}, {.s = S1(3)}, {.s = S1(3)}},
     .at = {.groups = 3, .value = 0.5}},
    {.name = "[3, 4] groups 1", .in = {{.s = S2(3, 4)}, {.s = S1(4)}, {.s = S1(4)}}, .at = {.groups = 1, .value = 1e-3}},
};

/* adaptive_avg_pool and adaptive_max_pool over 1 to 3 spatial axes: windows that divide, overlap, repeat;
 * distinct values (no ties within a step of the maximum) */
static const gc_case adaptive_pool_gc[] = {
    {.name = "[1, 2, 4, 4] to 2x2", .in = {{.s = S4(1, 2, 4, 4), .kind = K_DISTINCT}},
     .at = {.output_size = S2(2, 2)}},
    {.name = "[2, 1, 5] to 3", .in = {{.s = S3(2, 1, 5), .kind = K_DISTINCT}}, .at = {.output_size = S1(3)}},
    {.name = "transposed [1, 1, 5, 4] to 3x6", .in = {{.s = S4(1, 1, 5, 4), .t = true, .kind = K_DISTINCT}},
     .at = {.output_size = S2(3, 6)}},
    {.name = "[1, 1, 3, 2, 3] to 2x1x2", .in = {{.s = {5, {1, 1, 3, 2, 3}}, .kind = K_DISTINCT}},
     .at = {.output_size = S3(2, 1, 2)}},
};

/* conv_transpose2d: x [N, C, H, W], weight [C, M / groups, kH, kW], bias [M] */
static const gc_case conv_transpose2d_gc[] = {
    {.name = "[1, 2, 3, 3] * [2, 3, 2, 2]", .in = {{.s = S4(1, 2, 3, 3)}, {.s = S4(2, 3, 2, 2)}, {.s = S1(3)}}},
    {.name = "[2, 4, 3, 2] * [4, 1, 3, 2] groups 2, stride 2, pads 1, 0, 1, 1, output_padding 1, 0",
     .in = {{.s = S4(2, 4, 3, 2)}, {.s = S4(4, 1, 3, 2)}, {.s = S1(2)}},
     .at = {.stride = {2, 2}, .pads = {1, 0, 1, 1}, .groups = 2, .output_padding = {1, 0}}},
    {.name = "transposed [1, 2, 3, 4] * [2, 2, 2, 2] dilation 2",
     .in = {{.s = S4(1, 2, 3, 4), .t = true}, {.s = S4(2, 2, 2, 2)}, {.s = S1(2)}},
     .at = {.dilation = {2, 2}}},
};

/* max_pool over 1 to 3 spatial axes, distinct values (as max_pool2d's): its gradient through the indices */
static const gc_case max_pool_gc[] = {
    {.name = "1-d [2, 1, 7] kernel 3 stride 2 pads 1, 1",
     .in = {{.s = S3(2, 1, 7), .kind = K_DISTINCT}},
     .at = {.pool_kernel = S1(3), .pool_stride = S1(2), .pool_pads = S2(1, 1)}},
    {.name = "3-d [1, 1, 3, 4, 3] kernel 2 storage_order 1",
     .in = {{.s = {5, {1, 1, 3, 4, 3}}, .kind = K_DISTINCT}},
     .at = {.pool_kernel = S3(2, 2, 2), .storage_order = 1}},
};

/* conv over 1 to 3 spatial axes: x, weight and bias; asymmetric pads, stride, dilation, groups */
static const gc_case conv_gc[] = {
    {.name = "1-d [2, 4, 7] * [4, 2, 3] groups 2, stride 2, pads 1, 2, dilation 2",
     .in = {{.s = S3(2, 4, 7)}, {.s = S3(4, 2, 3)}, {.s = S1(4)}},
     .at = {.pool_stride = S1(2), .pool_pads = S2(1, 2), .conv_dilation = S1(2), .groups = 2}},
    {.name = "transposed [1, 2, 4, 5] * [2, 2, 2, 3] pads 0, 1, 1, 0",
     .in = {{.s = S4(1, 2, 5, 4), .t = true}, {.s = S4(2, 2, 2, 3)}, {.s = S1(2)}},
     .at = {.pool_pads = {4, {0, 1, 1, 0}}}},
    {.name = "3-d [1, 2, 3, 3, 4] * [2, 2, 2, 2, 2] stride 1, 2, 1",
     .in = {{.s = {5, {1, 2, 3, 3, 4}}}, {.s = {5, {2, 2, 2, 2, 2}}}, {.s = S1(2)}},
     .at = {.pool_stride = S3(1, 2, 1)}},
};

/* conv_transpose over 1 to 3 spatial axes: x [N, C, D..], weight [C, M / groups, K..], bias [M] */
static const gc_case conv_transpose_gc[] = {
    {.name = "1-d [2, 4, 3] * [4, 1, 3] groups 2, stride 2, pads 1, 0, output_padding 1",
     .in = {{.s = S3(2, 4, 3)}, {.s = S3(4, 1, 3)}, {.s = S1(2)}},
     .at = {.pool_stride = S1(2), .pool_pads = S2(1, 0), .groups = 2, .conv_output_padding = S1(1)}},
    {.name = "3-d [1, 2, 2, 2, 3] * [2, 2, 2, 1, 2] stride 2, 1, 1 dilation 1, 1, 2",
     .in = {{.s = {5, {1, 2, 2, 2, 3}}}, {.s = {5, {2, 2, 2, 1, 2}}}, {.s = S1(2)}},
     .at = {.pool_stride = S3(2, 1, 1), .conv_dilation = S3(1, 1, 2)}},
};

/* max_pool2d over distinct values (no ties within a step of the maximum):
 * its gradient through the indices, overlapping windows included */
static const gc_case max_pool2d_gc[] = {
    {.name = "[1, 2, 4, 4] kernel 2 stride 2", .in = {{.s = S4(1, 2, 4, 4)}}, .at = {.kernel = {2, 2}, .stride = {2, 2}}},
    {.name = "[2, 1, 5, 4] kernel 3x2 stride 1 pads 1, 0, 1, 1 ceil", .in = {{.s = S4(2, 1, 5, 4)}},
     .at = {.kernel = {3, 2}, .stride = {1, 1}, .pads = {1, 0, 1, 1}, .ceil_mode = true}},
    {.name = "transposed [1, 1, 5, 6] kernel 2 dilation 2", .in = {{.s = S4(1, 1, 5, 6), .t = true}},
     .at = {.kernel = {2, 2}, .stride = {1, 1}, .dilation = {2, 2}}},
};

/* gather: indices -3..1 (K_INDEX), negative and repeated ones, so x's
 * gradient sums several entries of grad at some positions and none at others */
static const gc_case gather_gc[] = {
    {.name = "[3, 4] at i64 [2, 3] axis 0", .in = {{.s = S2(3, 4)}, {.s = S2(2, 3), .dt = GC_I64}}, .at = {.axis = 0}},
    {.name = "[2, 3, 4] at i32 [7] axis -1",
     .in = {{.s = S3(2, 3, 4)}, {.s = S1(7), .dt = GC_I32}},
     .at = {.axis = -1}},
    {.name = "transposed [4, 5] at i64 [6] axis 1",
     .in = {{.s = S2(4, 5), .t = true}, {.s = S1(6), .dt = GC_I64}},
     .at = {.axis = 1}},
    {.name = "[3, 2] at i64 scalar axis 0", .in = {{.s = S2(3, 2)}, {.s = S0, .dt = GC_I64}}, .at = {.axis = 0}},
    {.name = "[3, 2] at i32 [0] axis 0", .in = {{.s = S2(3, 2)}, {.s = S1(0), .dt = GC_I32}}, .at = {.axis = 0}},
};

/* slice: x's gradient is grad where the slice read, zeros elsewhere */
static const gc_case slice_gc[] = {
    {.name = "[4, 5] rows 1..3, every other column backwards",
     .in = {{.s = S2(4, 5)}},
     .at = {.starts = S2(1, -1), .ends = S2(3, -100), .axes = S2(0, 1), .steps = S2(1, -2)}},
    {.name = "transposed [3, 4] axis -1 from 1, step 2",
     .in = {{.s = S2(3, 4), .t = true}},
     .at = {.starts = S1(1), .ends = S1(1000), .axes = S1(-1), .steps = S1(2)}},
    {.name = "[3, 2] axes left out, empty", .in = {{.s = S2(3, 2)}}, .at = {.starts = S1(2), .ends = S1(1)}},
};

/* cumsum: x's gradient is grad summed the other way round */
static const gc_case cumsum_gc[] = {
    {.name = "[3, 4] axis 1", .in = {{.s = S2(3, 4)}}, .at = {.axis = 1}},
    {.name = "transposed [3, 4] axis 0 exclusive",
     .in = {{.s = S2(3, 4), .t = true}},
     .at = {.axis = 0, .exclusive = true}},
    {.name = "[2, 3, 2] axis -2 reverse", .in = {{.s = S3(2, 3, 2)}}, .at = {.axis = -2, .reverse = true}},
    {.name = "[5] exclusive reverse", .in = {{.s = S1(5)}}, .at = {.axis = 0, .exclusive = true, .reverse = true}},
};

/* topk, sort: distinct values (no tie to step across); the values' gradient goes where each came from */
static const gc_case topk_gc[] = {
    {.name = "[3, 5] k 2 axis 1", .in = {{.s = S2(3, 5)}}, .at = {.k = 2, .axis = 1, .largest = true, .sorted = true}},
    {.name = "transposed [4, 3] k 3 axis 0 smallest", .in = {{.s = S2(4, 3), .t = true}}, .at = {.k = 3, .axis = 0}},
};

static const gc_case sort_gc[] = {
    {.name = "[3, 4] axis -1", .in = {{.s = S2(3, 4)}}, .at = {.axis = -1}},
    {.name = "transposed [4, 3] axis 0 descending",
     .in = {{.s = S2(4, 3), .t = true}},
     .at = {.axis = 0, .descending = true}},
};

/* trilu: k an i64 input (-3..1), the gradient grad's triangle */
static const gc_case trilu_gc[] = {
    {.name = "[3, 4] upper", .in = {{.s = S2(3, 4)}, {.s = S0, .dt = GC_I64}}, .at = {.upper = true}},
    {.name = "transposed [4, 3] lower", .in = {{.s = S2(4, 3), .t = true}, {.s = S1(1), .dt = GC_I64}}},
};

/* depth_to_space (mode in .dim0), space_to_depth: the gradient is the inverse rearrangement */
static const gc_case depth_to_space_gc[] = {
    {.name = "[1, 8, 2, 2] b 2 DCR", .in = {{.s = S4(1, 8, 2, 2)}}, .at = {.blocksize = 2}},
    {.name = "transposed [2, 4, 2, 3] b 2 CRD", .in = {{.s = S4(2, 4, 2, 3), .t = true}}, .at = {.blocksize = 2, .dim0 = 1}},
};

static const gc_case space_to_depth_gc[] = {
    {.name = "[1, 2, 4, 4] b 2", .in = {{.s = S4(1, 2, 4, 4)}}, .at = {.blocksize = 2}},
    {.name = "transposed [1, 1, 6, 3] b 3", .in = {{.s = S4(1, 1, 6, 3), .t = true}}, .at = {.blocksize = 3}},
};

/* flip: x's gradient is grad flipped back */
static const gc_case flip_gc[] = {
    {.name = "[2, 3] along 1, 0", .in = {{.s = S2(2, 3)}}, .at = {.axes = S2(1, 0)}},
    {.name = "transposed [3, 2] along -1", .in = {{.s = S2(3, 2), .t = true}}, .at = {.axes = S1(-1)}},
};

/* gelu: approximate none (0) and tanh (1) in .dim0 */
static const gc_case gelu_gc[] = {
    {.name = "[3, 4] none", .in = {{.s = S2(3, 4)}}},
    {.name = "transposed [3, 4] tanh", .in = {{.s = S2(3, 4), .t = true}}, .at = {.dim0 = 1}},
    {.name = "scalar tanh", .in = {{.s = S0}}, .at = {.dim0 = 1}},
};

/* tile: x's gradient sums grad's tiles */
static const gc_case tile_gc[] = {
    {.name = "[2, 3] by 2, 3", .in = {{.s = S2(2, 3)}}, .at = {.repeats = S2(2, 3)}},
    {.name = "transposed [3, 2] by 1, 2", .in = {{.s = S2(3, 2), .t = true}}, .at = {.repeats = S2(1, 2)}},
    {.name = "[2] by 3", .in = {{.s = S1(2)}}, .at = {.repeats = S1(3)}},
};

/* gather_elements and scatter_elements: indices -3..1 (K_INDEX) along axes of
 * 3 or more, negative and repeated; a repeated position under none keeps the
 * last update, which central differences see too (mul's updates gradient is
 * refused, so mul runs in test_torch_gradients.py with updates constant) */
static const gc_case gather_elements_gc[] = {
    {.name = "[3, 4] at i64 [6, 2] axis 0", .in = {{.s = S2(3, 4)}, {.s = S2(6, 2), .dt = GC_I64}}, .at = {.axis = 0}},
    {.name = "transposed [2, 3] at i32 [2, 7] axis -1", .in = {{.s = S2(2, 3), .t = true}, {.s = S2(2, 7), .dt = GC_I32}},
     .at = {.axis = -1}},
};
static const gc_case scatter_elements_gc[] = {
    {.name = "[3, 4] at i64 [6, 2] axis 0, none",
     .in = {{.s = S2(3, 4)}, {.s = S2(6, 2), .dt = GC_I64}, {.s = S2(6, 2)}},
     .at = {.axis = 0, .reduction = SY_SCATTER_ELEMENTS_REDUCTION_NONE}},
    {.name = "transposed [2, 3] at i32 [2, 7] axis 1, add",
     .in = {{.s = S2(2, 3), .t = true}, {.s = S2(2, 7), .dt = GC_I32}, {.s = S2(2, 7)}},
     .at = {.axis = 1, .reduction = SY_SCATTER_ELEMENTS_REDUCTION_ADD}},
};

/* reverse_sequence: lengths 3, 0, 1, 2 (K_LENGTH) along a time axis of 3 or 4 */
static const gc_case reverse_sequence_gc[] = {
    {.name = "[3, 4] at i64 [4] batch 1 time 0", .in = {{.s = S2(3, 4)}, {.s = S1(4), .dt = GC_I64, .kind = K_LENGTH}},
     .at = {.batch_axis = 1, .time_axis = 0}},
    {.name = "transposed [3, 4, 2] at i64 [3] batch 0 time 1",
     .in = {{.s = S3(3, 4, 2), .t = true}, {.s = S1(3), .dt = GC_I64, .kind = K_LENGTH}},
     .at = {.batch_axis = 0, .time_axis = 1}},
};

/* gather_nd and scatter_nd: tuples of indices -3..1 (K_INDEX) over axes of 3 or more */
static const gc_case gather_nd_gc[] = {
    {.name = "[3, 4] at i64 [6, 2]", .in = {{.s = S2(3, 4)}, {.s = S2(6, 2), .dt = GC_I64}}},
    {.name = "transposed [3, 3, 2] at i64 [2, 3, 1] batch_dims 1",
     .in = {{.s = S3(3, 3, 2), .t = true}, {.s = S3(3, 3, 1), .dt = GC_I64}}, .at = {.batch_dims = 1}},
};
static const gc_case scatter_nd_gc[] = {
    {.name = "[3, 4] at i64 [6, 1] none", .in = {{.s = S2(3, 4)}, {.s = S2(6, 1), .dt = GC_I64}, {.s = S2(6, 4)}},
     .at = {.reduction = SY_SCATTER_ND_REDUCTION_NONE}},
    {.name = "transposed [3, 3] at i64 [7, 2] add",
     .in = {{.s = S2(3, 3), .t = true}, {.s = S2(7, 2), .dt = GC_I64}, {.s = S1(7)}},
     .at = {.reduction = SY_SCATTER_ND_REDUCTION_ADD}},
};

/* one_hot: indices -3..1 (K_INDEX); a depth of 2 leaves -3 out of range (off) */
static const gc_case one_hot_gc[] = {
    {.name = "i64 [2, 3] depth 4 axis -1", .in = {{.s = S2(2, 3), .dt = GC_I64}, {.s = S1(2)}},
     .at = {.depth = 4, .axis = -1}},
    {.name = "i32 [7] depth 2 axis 0", .in = {{.s = S1(7), .dt = GC_I32}, {.s = S1(2)}}, .at = {.depth = 2, .axis = 0}},
};

/* nll_loss: targets of K_CLASS, -1, 0, 1, 2, with C of 3 and ignore_index
 * -1 (K_INDEX's -3..1 would be out of range); weight positive (K_POS) and a
 * constant: its gradient is refused */
static const gc_case nll_loss_gc[] = {
    {.name = "[4, 3] i64 mean",
     .in = {{.s = S2(4, 3)}, {.s = S1(4), .dt = GC_I64, .kind = K_CLASS}, {.s = S1(3), .kind = K_POS}},
     .at = {.reduction = SY_NLL_LOSS_REDUCTION_MEAN, .ignore_index = -1}, .untracked = 4u},
    {.name = "transposed [5, 3] i32 none",
     .in = {{.s = S2(5, 3), .t = true}, {.s = S1(5), .dt = GC_I32, .kind = K_CLASS}, {.s = S1(3), .kind = K_POS}},
     .at = {.reduction = SY_NLL_LOSS_REDUCTION_NONE, .ignore_index = -1}, .untracked = 4u},
    {.name = "[2, 3, 2] i64 sum",
     .in = {{.s = S3(2, 3, 2)}, {.s = S2(2, 2), .dt = GC_I64, .kind = K_CLASS}, {.s = S1(3), .kind = K_POS}},
     .at = {.reduction = SY_NLL_LOSS_REDUCTION_SUM, .ignore_index = -1}, .untracked = 4u},
};

/* grid_sample: x and grid tracked; grid values +-0.25..0.8 (K_UNIT, multiples of 1/64) without
 * align_corners put no coordinate on a pixel, a half pixel or a clamp (the kinks) for sizes below 64 */
#define GS(m, p) .gs_mode = SY_GRID_SAMPLE_MODE_##m, .padding_mode = SY_GRID_SAMPLE_PADDING_MODE_##p
static const gc_case grid_sample_gc[] = {
    {.name = "[2, 2, 3, 5] at [2, 2, 3, 2] bilinear zeros", .in = {{.s = S4(2, 2, 3, 5)}, {.s = S4(2, 2, 3, 2), .kind = K_UNIT}},
     .at = {GS(BILINEAR, ZEROS)}},
    {.name = "transposed [1, 2, 5, 3] at [1, 3, 2, 2] bicubic reflection",
     .in = {{.s = S4(1, 2, 5, 3), .t = true}, {.s = S4(1, 3, 2, 2), .kind = K_UNIT}}, .at = {GS(BICUBIC, REFLECTION)}},
    {.name = "[1, 1, 3, 3] at [1, 2, 2, 2] nearest border", .in = {{.s = S4(1, 1, 3, 3)}, {.s = S4(1, 2, 2, 2), .kind = K_UNIT}},
     .at = {GS(NEAREST, BORDER)}},
};
#undef GS

/* max_unpool: indices 3, 0, 1, 2, ... (K_LENGTH; a repeat overwrites, and the overwritten element gets 0) */
static const gc_case max_unpool_gc[] = {
    {.name = "2-d [1, 1, 2, 2] kernel 2 stride 2", .in = {{.s = S4(1, 1, 2, 2)}, {.s = S4(1, 1, 2, 2), .dt = GC_I64, .kind = K_LENGTH}},
     .at = {.pool_kernel = S2(2, 2), .pool_stride = S2(2, 2)}},
    {.name = "1-d [2, 1, 3] kernel 3 stride 1", .in = {{.s = S3(2, 1, 3)}, {.s = S3(2, 1, 3), .dt = GC_I64, .kind = K_LENGTH}},
     .at = {.pool_kernel = S1(3)}},
};

/* col2im: x [N, C * B, L] into .shape, overlapping, strided, padded and dilated blocks (block_shape in
 * .pool_kernel, stride and pads in .pool_stride and .pool_pads, dilation in .conv_dilation) */
static const gc_case col2im_gc[] = {
    {.name = "[1, 8, 6] into 3x4 block 2x2", .in = {{.s = S3(1, 8, 6)}}, .at = {.shape = S2(3, 4), .pool_kernel = S2(2, 2)}},
    {.name = "transposed [2, 6, 2] into 6 block 3 stride 2 pads 1, 1 dilation 2", .in = {{.s = S3(2, 6, 2), .t = true}},
     .at = {.shape = S1(6), .pool_kernel = S1(3), .pool_stride = S1(2), .pool_pads = S2(1, 1), .conv_dilation = S1(2)}},
    {.name = "[1, 4, 4] into 3x3x2 block 2x1x2 stride 1, 2, 1", .in = {{.s = S3(1, 4, 4)}},
     .at = {.shape = S3(3, 3, 2), .pool_kernel = S3(2, 1, 2), .pool_stride = S3(1, 2, 1)}},
};
/* im2col: x [N, C, I1..Ik], col2im's attributes */
static const gc_case im2col_gc[] = {
    {.name = "[1, 2, 3, 4] block 2x2", .in = {{.s = S4(1, 2, 3, 4)}}, .at = {.pool_kernel = S2(2, 2)}},
    {.name = "transposed [2, 1, 6] block 3 stride 2 pads 1, 1 dilation 2", .in = {{.s = S3(2, 1, 6), .t = true}},
     .at = {.pool_kernel = S1(3), .pool_stride = S1(2), .pool_pads = S2(1, 1), .conv_dilation = S1(2)}},
    {.name = "[1, 1, 3, 3, 2] block 2x1x2 stride 1, 2, 1 pads 0, 1, 0, 1, 0, 1", .in = {{.s = S5(1, 1, 3, 3, 2)}},
     .at = {.pool_kernel = S3(2, 1, 2), .pool_stride = S3(1, 2, 1), .pool_pads = {6, {0, 1, 0, 1, 0, 1}}}},
};

/* mse_loss: x and target of one shape, both tracked */
static const gc_case mse_loss_gc[] = {
    {.name = "[4, 3] mean", .in = {{.s = S2(4, 3)}, {.s = S2(4, 3)}}, .at = {.reduction = SY_MSE_LOSS_REDUCTION_MEAN}},
    {.name = "transposed [3, 2] none", .in = {{.s = S2(3, 2), .t = true}, {.s = S2(3, 2)}},
     .at = {.reduction = SY_MSE_LOSS_REDUCTION_NONE}},
    {.name = "[2, 3, 2] sum", .in = {{.s = S3(2, 3, 2)}, {.s = S3(2, 3, 2), .t = true}},
     .at = {.reduction = SY_MSE_LOSS_REDUCTION_SUM}},
};

/* embedding: rows 0..3 (K_ROW), repeated, of a weight of 4 or more rows */
static const gc_case embedding_gc[] = {
    {.name = "[4, 3] at i64 [2, 3]", .in = {{.s = S2(4, 3)}, {.s = S2(2, 3), .dt = GC_I64, .kind = K_ROW}}},
    {.name = "transposed [5, 2] at i32 [7]", .in = {{.s = S2(5, 2), .t = true}, {.s = S1(7), .dt = GC_I32, .kind = K_ROW}}},
    {.name = "[4, 2] at i64 scalar", .in = {{.s = S2(4, 2)}, {.s = S0, .dt = GC_I64, .kind = K_ROW}}},
};

/* the activations of float parameters: alpha in .value, beta in .value2, off
 * the grid of the data so that every kink (thresholded_relu's and shrink's
 * at +-alpha, hard_sigmoid's at -beta / alpha and (1 - beta) / alpha) lies
 * at least 1/128 from every value */
static const gc_case act_gc[] = {
    {.name = "[3, 4]", .in = {{.s = S2(3, 4)}}, .at = {.value = 0.5078125, .value2 = 0.50390625}},
    {.name = "transposed [3, 4]", .in = {{.s = S2(3, 4), .t = true}},
     .at = {.value = 0.5078125, .value2 = 0.50390625}},
    {.name = "scalar", .in = {{.s = S0}}, .at = {.value = 0.5078125, .value2 = 0.50390625}},
};

/* prelu: slope broadcast to x, its gradient summed back */
static const gc_case prelu_gc[] = {
    {.name = "[3, 4] slope [4]", .in = {{.s = S2(3, 4)}, {.s = S1(4)}}},
    {.name = "transposed [3, 4] slope [3, 1]", .in = {{.s = S2(3, 4), .t = true}, {.s = S2(3, 1)}}},
    {.name = "[2, 3] slope scalar", .in = {{.s = S2(2, 3)}, {.s = S0}}},
};

/* clip with both bounds (left out: test_torch_gradients.py); x, low and high
 * never equal (gc_kind), low > high in some draws */
static const gc_case clip_gc[] = {
    {.name = "[3, 4] low [], high []", .in = {{.s = S2(3, 4)}, {.s = S0}, {.s = S0}}},
    {.name = "transposed [3, 4] low [1], high [1, 1]",
     .in = {{.s = S2(3, 4), .t = true}, {.s = S1(1)}, {.s = S2(1, 1)}}},
    {.name = "scalar", .in = {{.s = S0}, {.s = S0}, {.s = S0}}},
};

/* resize: linear in x for every mode, so central differences are exact up
 * to rounding; roi (values +-0.25 to 0.8) and scales (0.25 to 2, used as
 * given) f32 constants (no gradient), the output's sizes in .shape */
#define RZ(m, t) .resize_mode = SY_RESIZE_MODE_##m, .transform = SY_RESIZE_TRANSFORM_##t
#define RZ_IN(r, ...) \
    {{__VA_ARGS__}, {.s = S1(2 * (r)), .dt = GC_F32, .kind = K_UNIT}, {.s = S1(r), .dt = GC_F32, .kind = K_POS}}
static const gc_case resize_gc[] = {
    {.name = "[1, 2, 3, 4] linear half_pixel to [1, 2, 5, 3]", .in = RZ_IN(4, .s = S4(1, 2, 3, 4)),
     .at = {.shape = S4(1, 2, 5, 3), RZ(LINEAR, HALF_PIXEL)}, .untracked = 6u},
    {.name = "transposed [4, 3] cubic align_corners exclude_outside to [6, 5]",
     .in = RZ_IN(2, .s = S2(4, 3), .t = true),
     .at = {.shape = S2(6, 5), RZ(CUBIC, ALIGN_CORNERS), .cubic_a = -0.5, .exclude_outside = true}, .untracked = 6u},
    {.name = "[5] nearest round_prefer_ceil asymmetric to [8]", .in = RZ_IN(1, .s = S1(5)),
     .at = {.shape = S1(8), RZ(NEAREST, ASYMMETRIC), .nearest_mode = SY_RESIZE_NEAREST_MODE_ROUND_PREFER_CEIL},
     .untracked = 6u},
    {.name = "[3, 4] linear tf_crop_and_resize to [4, 2]", .in = RZ_IN(2, .s = S2(3, 4)),
     .at = {.shape = S2(4, 2), RZ(LINEAR, TF_CROP_AND_RESIZE), .extrapolation = 2}, .untracked = 6u},
    {.name = "[2, 3, 2] cubic half_pixel to [2, 5, 3]", .in = RZ_IN(3, .s = S3(2, 3, 2)),
     .at = {.shape = S3(2, 5, 3), RZ(CUBIC, HALF_PIXEL), .cubic_a = -0.75}, .untracked = 6u},
};
#undef RZ_IN
#undef RZ

const gc_case *gc_cases(sy_op op, size_t *n)
{
#define GC_TABLE(t) (*n = sizeof t / sizeof t[0], t)
    if (sy__op_table[op].infer == sy__infer_softmax)
        return GC_TABLE(softmax_gc);
    if (sy__op_table[op].infer == sy__infer_layer_norm)
        return GC_TABLE(layer_norm_gc);
    if (sy__op_table[op].infer == sy__infer_concat)
        return GC_TABLE(concat_gc);
    if (sy__op_table[op].infer == sy__infer_stack)
        return GC_TABLE(stack_gc);
    if (sy__op_table[op].infer == sy__infer_nary)
        return GC_TABLE(nary_gc);
    if (sy__op_table[op].infer == sy__infer_conv2d)
        return GC_TABLE(conv2d_gc);
    if (sy__op_table[op].infer == sy__infer_max_pool2d)
        return GC_TABLE(max_pool2d_gc);
    if (sy__op_table[op].infer == sy__infer_avg_pool)
        return GC_TABLE(avg_pool_gc);
    if (sy__op_table[op].infer == sy__infer_group_norm)
        return GC_TABLE(group_norm_gc);
    if (sy__op_table[op].infer == sy__infer_adaptive_avg_pool || sy__op_table[op].infer == sy__infer_adaptive_max_pool)
        return GC_TABLE(adaptive_pool_gc);
    if (sy__op_table[op].infer == sy__infer_lp_pool)
        return GC_TABLE(lp_pool_gc);
    if (sy__op_table[op].infer == sy__infer_conv_transpose2d)
        return GC_TABLE(conv_transpose2d_gc);
    if (sy__op_table[op].infer == sy__infer_max_pool)
        return GC_TABLE(max_pool_gc);
    if (sy__op_table[op].infer == sy__infer_conv)
        return GC_TABLE(conv_gc);
    if (sy__op_table[op].infer == sy__infer_conv_transpose)
        return GC_TABLE(conv_transpose_gc);
    if (sy__op_table[op].infer == sy__infer_gather)
        return GC_TABLE(gather_gc);
    if (sy__op_table[op].infer == sy__infer_gather_elements)
        return GC_TABLE(gather_elements_gc);
    if (sy__op_table[op].infer == sy__infer_scatter_elements)
        return GC_TABLE(scatter_elements_gc);
    if (sy__op_table[op].infer == sy__infer_reverse_sequence)
        return GC_TABLE(reverse_sequence_gc);
    if (sy__op_table[op].infer == sy__infer_gather_nd)
        return GC_TABLE(gather_nd_gc);
    if (sy__op_table[op].infer == sy__infer_scatter_nd)
        return GC_TABLE(scatter_nd_gc);
    if (sy__op_table[op].infer == sy__infer_one_hot)
        return GC_TABLE(one_hot_gc);
    if (sy__op_table[op].infer == sy__infer_embedding)
        return GC_TABLE(embedding_gc);
    if (sy__op_table[op].infer == sy__infer_mse_loss)
        return GC_TABLE(mse_loss_gc);
    if (sy__op_table[op].infer == sy__infer_grid_sample)
        return GC_TABLE(grid_sample_gc);
    if (sy__op_table[op].infer == sy__infer_max_unpool)
        return GC_TABLE(max_unpool_gc);
    if (sy__op_table[op].infer == sy__infer_col2im)
        return GC_TABLE(col2im_gc);
    if (sy__op_table[op].infer == sy__infer_im2col)
        return GC_TABLE(im2col_gc);
    if (sy__op_table[op].infer == sy__infer_nll_loss)
        return GC_TABLE(nll_loss_gc);
    if (sy__op_table[op].infer == sy__infer_resize)
        return GC_TABLE(resize_gc);
    if (sy__op_table[op].infer == sy__infer_slice)
        return GC_TABLE(slice_gc);
    if (sy__op_table[op].infer == sy__infer_cumsum)
        return GC_TABLE(cumsum_gc);
    if (sy__op_table[op].infer == sy__infer_topk)
        return GC_TABLE(topk_gc);
    if (sy__op_table[op].infer == sy__infer_sort)
        return GC_TABLE(sort_gc);
    if (sy__op_table[op].infer == sy__infer_trilu)
        return GC_TABLE(trilu_gc);
    if (sy__op_table[op].infer == sy__infer_depth_to_space)
        return GC_TABLE(depth_to_space_gc);
    if (sy__op_table[op].infer == sy__infer_space_to_depth)
        return GC_TABLE(space_to_depth_gc);
    if (sy__op_table[op].infer == sy__infer_tile)
        return GC_TABLE(tile_gc);
    if (sy__op_table[op].infer == sy__infer_flip)
        return GC_TABLE(flip_gc);
    if (sy__op_table[op].infer == sy__infer_same && sy__op_table[op].cls == SY__CLASS_OP &&
        sy__op_table[op].n_attrs == 1 && sy__op_table[op].attrs[0].kind == SY__ATTR_ENUM)
        return GC_TABLE(gelu_gc);
    if (sy__op_table[op].infer == sy__infer_clip)
        return GC_TABLE(clip_gc);
    if (sy__op_table[op].infer == sy__infer_prelu)
        return GC_TABLE(prelu_gc);
    if (sy__op_table[op].infer == sy__infer_same && sy__op_table[op].cls == SY__CLASS_OP)
        return GC_TABLE(act_gc);
    switch (sy__op_table[op].cls) {
    case SY__CLASS_UNARY:
        return GC_TABLE(unary_gc);
    case SY__CLASS_BINARY:
        return GC_TABLE(binary_gc);
    case SY__CLASS_WHERE:
        return GC_TABLE(where_gc);
    case SY__CLASS_MATMUL:
        return GC_TABLE(matmul_gc);
    case SY__CLASS_REDUCE:
        return GC_TABLE(reduce_gc);
    case SY__CLASS_RESHAPE:
        return GC_TABLE(reshape_gc);
    case SY__CLASS_PERMUTE:
        return GC_TABLE(permute_gc);
    case SY__CLASS_TRANSPOSE:
        return GC_TABLE(transpose_gc);
    case SY__CLASS_EXPAND:
        return GC_TABLE(expand_gc);
    case SY__CLASS_CAST:
        return GC_TABLE(cast_gc);
    default: /* fills and comparisons have no gradient */
        break;
    }
#undef GC_TABLE
    *n = 0;
    return NULL;
}

/* Reductions: axes 0..rank-1, -1 and SY_AXIS_ALL, each with and without
 * keepdim (a scalar: SY_AXIS_ALL only). Other classes: one variant. */
int gc_variants(sy_op op, const gc_case *c)
{
    if (sy__op_table[op].cls != SY__CLASS_REDUCE)
        return 1;
    if (SY_IS_AXES(c->at.axis)) /* a set of axes: keepdim both ways */
        return 2;
    int r = c->in[0].s.rank;
    return 2 * (r > 0 ? r + 2 : 1);
}

sy_ck_attrs gc_variant(sy_op op, const gc_case *c, int v)
{
    sy_ck_attrs a = c->at;
    if (sy__op_table[op].cls == SY__CLASS_REDUCE) {
        int r = c->in[0].s.rank, ai = v / 2;
        if (!SY_IS_AXES(c->at.axis))
            a.axis = ai < r ? ai : (ai == r && r > 0) ? -1 : SY_AXIS_ALL;
        a.keepdim = v % 2 != 0;
    }
    return a;
}

int gc_kind(sy_op op, int i, const gc_in *in)
{
    if (in->kind != K_DEFAULT)
        return in->kind;
    if (in->dt == GC_BOOL)
        return K_BOOL;
    if (in->dt == GC_I32 || in->dt == GC_I64)
        return K_INDEX;
    switch (op) {
    case SY_OP_LOG:
    case SY_OP_SQRT:
    case SY_OP_LOG_SUM:
        return K_POS;
    case SY_OP_TAN: /* inside their domains, away from the poles */
    case SY_OP_ASIN:
    case SY_OP_ACOS:
    case SY_OP_ATANH:
        return K_UNIT;
    case SY_OP_ACOSH:
        return K_ABOVE1;
    case SY_OP_POW: /* a positive base: both gradients are real */
        return i == 0 ? K_POS : K_ANY;
    case SY_OP_MAX:
    case SY_OP_MIN:
    case SY_OP_MAX_POOL2D:
    case SY_OP_TOPK:
    case SY_OP_SORT:
        return K_DISTINCT;
    case SY_OP_MAXIMUM:
    case SY_OP_MINIMUM:
        return i == 0 ? K_MAX_A : K_MAX_B;
    case SY_OP_CLIP: /* x, low and high never equal: k/4 + 1/16, k/4 - 1/16, +-2^j */
        return i == 0 ? K_MAX_A : i == 1 ? K_MAX_B : K_DIVISOR;
    case SY_OP_MOD: /* a quotient away from the integers, where the remainder jumps */
    case SY_OP_FMOD:
        return i == 0 ? K_MAX_A : K_DIVISOR;
    default:
        return K_ANY;
    }
}

sy_dtype gc_dtype(int rel, sy_dtype key)
{
    switch (rel) {
    case GC_OTHER:
        return key == SY_DTYPE_F32 ? SY_DTYPE_F64 : SY_DTYPE_F32;
    case GC_BOOL:
        return SY_DTYPE_BOOL;
    case GC_I32:
        return SY_DTYPE_I32;
    case GC_I64:
        return SY_DTYPE_I64;
    case GC_F32:
        return SY_DTYPE_F32;
    default:
        return key;
    }
}

int gc_inputs(sy_op op, const gc_case *c, int ci, int variant, sy_dtype key, sy_ck_attrs *at, sy_dtype dt[3],
              sy_ck_shape s[3], bool t[3], double *v[3])
{
    const int n_in = sy__op_table[op].n_in;
    *at = gc_variant(op, c, variant);
    if (sy__op_table[op].cls == SY__CLASS_CAST)
        at->dtype = gc_dtype(c->cast_to, key);
    for (int i = 0; i < n_in; i++) {
        dt[i] = gc_dtype(c->in[i].dt, key);
        s[i] = c->in[i].s;
        t[i] = c->in[i].t;
        const int64_t n = bw_numel(s[i]);
        v[i] = malloc((size_t)(n > 0 ? n : 1) * sizeof(double));
        if (v[i])
            bw_gen(v[i], n, gc_kind(op, i, &c->in[i]), 1000u * (uint32_t)op + 10u * (uint32_t)ci + (uint32_t)i);
    }
    return n_in;
}

double *gc_weights(sy_op op, int ci, int64_t n)
{
    double *r = malloc((size_t)(n > 0 ? n : 1) * sizeof(double));
    if (r)
        bw_gen(r, n, K_ANY, 7000u + 1000u * (uint32_t)op + 10u * (uint32_t)ci);
    return r;
}
