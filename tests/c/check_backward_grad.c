/* The backward suite, "gradcheck": every differentiable op against central
 * differences on every device, broadcasting undone, max ties, and an MLP
 * and a softmax against closed forms (see check_backward.c). */
#include <math.h>
#include <stdio.h>
#include <stdlib.h>

#include "check_backward.h"
#include "sy_rules.h"

/* ==== gradcheck ============================================================= */

/* Input dtypes relative to the float dtype of the run. */
enum { GC_KEY, GC_OTHER, GC_BOOL, GC_I32, GC_I64, GC_F32 /* f32 in every run (resize's roi, scales) */ };

typedef struct gc_in {
    sy_ck_shape s; /* logical shape */
    int dt;        /* GC_* */
    int kind;      /* K_*; K_DEFAULT lets the op choose */
    bool t;        /* the leaf is a transposed (strided) view */
} gc_in;

typedef struct gc_case {
    const char *name;
    gc_in in[3];
    sy_ck_attrs at;
    int cast_to; /* cast: GC_KEY or GC_OTHER */
    unsigned untracked; /* bit i: float input i is a constant, made untracked (nll_loss's weight) */
} gc_case;

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
    {.name = "1-d [2, 1, 7] kernel 3 stride 2 pads 1, 1", .in = {{.s = S3(2, 1, 7)}},
     .at = {.pool_kernel = S1(3), .pool_stride = S1(2), .pool_pads = S2(1, 1)}},
    {.name = "3-d [1, 1, 3, 4, 3] kernel 2 storage_order 1", .in = {{.s = {5, {1, 1, 3, 4, 3}}}},
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

static const gc_case *gc_cases(sy_op op, size_t *n)
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
static int gc_variants(sy_op op, const gc_case *c)
{
    if (sy__op_table[op].cls != SY__CLASS_REDUCE)
        return 1;
    if (SY_IS_AXES(c->at.axis)) /* a set of axes: keepdim both ways */
        return 2;
    int r = c->in[0].s.rank;
    return 2 * (r > 0 ? r + 2 : 1);
}

static sy_ck_attrs gc_variant(sy_op op, const gc_case *c, int v)
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

static int gc_kind(sy_op op, int i, const gc_in *in)
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

static sy_dtype gc_dtype(int rel, sy_dtype key)
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

/* One concrete run: L = sum(op(inputs) * r), r fixed (so every output
 * element matters). The values do not depend on the dtype. */
typedef struct gc_spec {
    sy_op op;
    int n;
    sy_ck_attrs at;
    sy_dtype dt[3];
    sy_ck_shape s[3];
    bool t[3];
    double *v[3];
    sy_ck_shape out;
    sy_dtype out_dt;
    double *r;
    double h; /* the finite-difference step */
    unsigned untracked; /* gc_case's */
    char what[160];
} gc_spec;

static double *gc_eval(const gc_spec *sp, sy_device dev);

static void gc_init(gc_spec *sp, sy_op op, const gc_case *c, int ci, int variant, sy_dtype key)
{
    memset(sp, 0, sizeof *sp);
    sp->op = op;
    sp->n = sy__op_table[op].n_in;
    sp->at = gc_variant(op, c, variant);
    if (sy__op_table[op].cls == SY__CLASS_CAST)
        sp->at.dtype = gc_dtype(c->cast_to, key);
    sp->h = sy__op_table[op].cls == SY__CLASS_CAST ? FD_H_LINEAR : FD_H;
    sp->untracked = c->untracked;
    for (int i = 0; i < sp->n; i++) {
        sp->dt[i] = gc_dtype(c->in[i].dt, key);
        sp->s[i] = c->in[i].s;
        sp->t[i] = c->in[i].t;
        int64_t n = bw_numel(sp->s[i]);
        sp->v[i] = malloc((size_t)(n > 0 ? n : 1) * sizeof(double));
        BW_REQUIRE(sp->v[i] != NULL, "gc_init: out of memory");
        bw_gen(sp->v[i], n, gc_kind(op, i, &c->in[i]), 1000u * (uint32_t)op + 10u * (uint32_t)ci + (uint32_t)i);
    }
    /* the output's shape and dtype, from a plain run */
    sy_tensor *in[3] = {NULL, NULL, NULL}, *y = NULL;
    for (int i = 0; i < sp->n; i++)
        in[i] = bw_make(cpu0, sp->dt[i], sp->v[i], sp->s[i], false);
    BW_OK(sy_ck_call(op, in, &sp->at, &y));
    sp->out = sy_ck_shape_of(y);
    sp->out_dt = sy_tensor_dtype(y);
    bw_release_all(in, 3);
    sy_tensor_release(y);
    int64_t n = bw_numel(sp->out);
    sp->r = malloc((size_t)(n > 0 ? n : 1) * sizeof(double));
    BW_REQUIRE(sp->r != NULL, "gc_init: out of memory");
    bw_gen(sp->r, n, K_ANY, 7000u + 1000u * (uint32_t)op + 10u * (uint32_t)ci);
    char axis[32] = "";
    if (sy__op_table[op].cls == SY__CLASS_REDUCE && sp->at.axis == SY_AXIS_ALL)
        snprintf(axis, sizeof axis, ", SY_AXIS_ALL%s", sp->at.keepdim ? ", keepdim" : "");
    else if (sy__op_table[op].cls == SY__CLASS_REDUCE && SY_IS_AXES(sp->at.axis))
        snprintf(axis, sizeof axis, ", the set%s", sp->at.keepdim ? ", keepdim" : ""); /* the case names it */
    else if (sy__op_table[op].cls == SY__CLASS_REDUCE)
        snprintf(axis, sizeof axis, ", axis %d%s", sp->at.axis, sp->at.keepdim ? ", keepdim" : "");
    snprintf(sp->what, sizeof sp->what, "sy_%s %s%s, %s", sy_op_name(op), c->name, axis, sy_dtype_name(key));
}

static void gc_free(gc_spec *sp)
{
    for (int i = 0; i < 3; i++)
        free(sp->v[i]);
    free(sp->r);
    memset(sp, 0, sizeof *sp);
}

/* op on plain contiguous inputs holding sp's values, on dev: the values of
 * the output (malloc'd). */
static double *gc_eval(const gc_spec *sp, sy_device dev)
{
    sy_tensor *in[3] = {NULL, NULL, NULL}, *y = NULL;
    for (int i = 0; i < sp->n; i++)
        in[i] = bw_make(dev, sp->dt[i], sp->v[i], sp->s[i], false);
    BW_OK(sy_ck_call(sp->op, in, &sp->at, &y));
    double *v = bw_vals(y);
    bw_release_all(in, 3);
    sy_tensor_release(y);
    return v;
}

/* Central differences of L for every element of every float input, the op
 * evaluated on plain tensors on dev. The sum over outputs is taken of the
 * differences, r_k * (y+_k - y-_k), so outputs the element does not touch
 * cancel exactly. fd[i] is NULL for non-float inputs. */
static void gc_fd(gc_spec *sp, sy_device dev, double *fd[3])
{
    const int64_t nout = bw_numel(sp->out);
    for (int i = 0; i < 3; i++) {
        fd[i] = NULL;
        if (i >= sp->n || !sy_dtype_is_float(sp->dt[i]))
            continue;
        const int64_t n = bw_numel(sp->s[i]);
        fd[i] = malloc((size_t)(n > 0 ? n : 1) * sizeof(double));
        BW_REQUIRE(fd[i] != NULL, "gc_fd: out of memory");
        for (int64_t j = 0; j < n; j++) {
            const double x0 = sp->v[i][j];
            sp->v[i][j] = x0 + sp->h;
            double *yp = gc_eval(sp, dev);
            sp->v[i][j] = x0 - sp->h;
            double *ym = gc_eval(sp, dev);
            sp->v[i][j] = x0;
            double acc = 0;
            for (int64_t k = 0; k < nout; k++)
                acc += sp->r[k] * (yp[k] - ym[k]);
            fd[i][j] = acc / (2 * sp->h);
            free(yp);
            free(ym);
        }
    }
}

static void fd_free(double *fd[3])
{
    for (int i = 0; i < 3; i++) {
        free(fd[i]);
        fd[i] = NULL;
    }
}

/* An untracked constant of autodiff(dev)'s context holding v (contiguous):
 * made there from data, which gives no leaf. */
static sy_tensor *gc_const(sy_device ad, sy_dtype dt, const double *v, sy_ck_shape s)
{
    sy_tensor *p = bw_make(cpu0, dt, v, s, false), *t = NULL;
    const size_t bytes = sy_tensor_nbytes(p);
    void *buf = malloc(bytes ? bytes : 1);
    BW_REQUIRE(buf != NULL, "gc_const: out of memory");
    BW_OK(sy_tensor_to_data(p, buf, bytes));
    BW_OK(sy_tensor_from_data(buf, dt, s.d, s.rank, ad, &t));
    free(buf);
    sy_tensor_release(p);
    BW_REQUIRE(!sy_tensor_is_tracked(t), "gc_const: the constant is tracked");
    return t;
}

/* Leaves of sp's values (the strided ones as views) tracked on
 * autodiff(dev, strategy); L = sum(op(leaves) * r); backward. g[i]: the
 * gradient of float input i (shape, dtype, device asserted); non-float
 * inputs (where's cond) are untracked: NOT_TRACKED. */
static void gc_grads(const gc_spec *sp, sy_device dev, sy_checkpointing strategy, sy_tensor *g[3])
{
    sy_device ad = sy_device_autodiff(dev, strategy);
    sy_tensor *in[3] = {NULL, NULL, NULL}, *y = NULL, *rt = NULL, *m = NULL, *loss = NULL;
    for (int i = 0; i < sp->n; i++)
        in[i] = (sp->untracked >> i) & 1u ? gc_const(ad, sp->dt[i], sp->v[i], sp->s[i])
                                          : bw_leaf(ad, sp->dt[i], sp->v[i], sp->s[i], sp->t[i]);
    BW_OK(sy_ck_call(sp->op, in, &sp->at, &y));
    BW_REQUIRE(sy_tensor_is_tracked(y), "%s: the output is not tracked", sp->what);
    rt = bw_make(dev, sp->out_dt, sp->r, sp->out, false);
    BW_OK(sy_mul(y, rt, &m));
    BW_OK(sy_sum(m, SY_AXIS_ALL, false, &loss));
    sy_grads *gr = bw_backward(loss, sp->what);
    for (int i = 0; i < 3; i++) {
        g[i] = NULL;
        if (i >= sp->n)
            continue;
        if (sy_dtype_is_float(sp->dt[i]) && !((sp->untracked >> i) & 1u))
            g[i] = bw_grad_of(gr, in[i], sp->what);
        else
            bw_no_grad(gr, in[i], SY_E_NOT_TRACKED, sp->what);
    }
    sy_grads_release(gr);
    bw_release_all(in, 3);
    RELEASE(y, rt, m, loss);
}

/* One gradcheck of sp on dev (both strategies, bitwise identical), against
 * fd (FD64 tolerance for f64, FD32 for f32, whose fd come from f64). On a
 * backend that runs everything on cpu, f32 gradients equal cpu's bit for
 * bit. */
static bool gc_check(const gc_spec *sp, sy_device dev, sy_dtype key, double *const fd[3])
{
    bool vs_cpu = false;
    char what[256], d[SY__DEVICE_STR_MAX];
    sy_tensor *g[2][3];
    for (int s = 0; s < 2; s++)
        gc_grads(sp, dev, strategies[s], g[s]);
    for (int i = 0; i < sp->n; i++) {
        if (!g[0][i])
            continue;
        snprintf(what, sizeof what, "%s on %s, input %d: NONE vs BALANCED", sp->what, bw_dev_str(dev, d), i);
        bw_same_bits(g[0][i], g[1][i], what);
        double *got = bw_vals(g[0][i]);
        snprintf(what, sizeof what, "%s on %s, input %d vs central differences", sp->what, bw_dev_str(dev, d), i);
        if (key == SY_DTYPE_F64)
            bw_close_to(got, fd[i], bw_numel(sp->s[i]), FD64_RTOL, FD64_ATOL, what);
        else
            bw_close_to(got, fd[i], bw_numel(sp->s[i]), FD32_RTOL, FD32_ATOL, what);
        free(got);
    }
    if (key == SY_DTYPE_F32 && !sy_device_eq(dev, cpu0) && bw_routes_to_cpu((sy_backend)dev.backend, key)) {
        sy_tensor *c[3];
        gc_grads(sp, cpu0, SY_CHECKPOINT_NONE, c);
        for (int i = 0; i < sp->n; i++) {
            if (!c[i])
                continue;
            snprintf(what, sizeof what, "%s on %s, input %d vs cpu", sp->what, bw_dev_str(dev, d), i);
            bw_same_bits(g[0][i], c[i], what);
        }
        bw_release_all(c, 3);
        vs_cpu = true;
    }
    bw_release_all(g[0], 3);
    bw_release_all(g[1], 3);
    return vs_cpu;
}

/* dev stores every dtype sp uses. */
static bool gc_fits(const gc_spec *sp, sy_device dev)
{
    for (int i = 0; i < sp->n; i++)
        if (!sy_backend_stores((sy_backend)dev.backend, sp->dt[i]))
            return false;
    return sy_backend_stores((sy_backend)dev.backend, sp->out_dt);
}

/* The gradchecks of case c (variant v) of op on dev, in f64 and f32 where
 * dev stores the dtypes: f64 against central differences evaluated on dev,
 * f32 against central differences of the same values in f64 on cpu.
 * Counts the checks run: [0] f64, [1] f32, [2] f32 compared with cpu. */
static void gc_run(sy_op op, const gc_case *c, int ci, int v, sy_device dev, int checks[3])
{
    for (int k = 0; k < 2; k++) {
        const sy_dtype key = float_dtypes[k];
        gc_spec sp;
        if ((op == SY_OP_MAX || op == SY_OP_MIN) && bw_numel(c->in[0].s) == 0)
            continue; /* max or min of nothing has no value (SHAPE_MISMATCH, check_ops.c) */
        gc_init(&sp, op, c, ci, v, key);
        if (!gc_fits(&sp, dev)) {
            gc_free(&sp);
            continue;
        }
        double *fd[3];
        if (key == SY_DTYPE_F64) {
            gc_fd(&sp, dev, fd);
        } else { /* the same values and weights in f64 */
            gc_spec ref;
            gc_init(&ref, op, c, ci, v, SY_DTYPE_F64);
            gc_fd(&ref, cpu0, fd);
            gc_free(&ref);
        }
        checks[2] += gc_check(&sp, dev, key, fd);
        fd_free(fd);
        gc_free(&sp);
        checks[k]++;
    }
}

/* _i: a differentiable op. Every case and variant of its class, on every
 * device, in f64 and f32, under both strategies. */
START_TEST(test_gradcheck)
{
    const sy_op op = bw_ops[_i];
    if (!SY_CK_HAS_CASES(op))
        return;
    sy_ck_leak snap = sy_ck_leak_snap();
    size_t nc;
    const gc_case *cases = gc_cases(op, &nc);
    ck_assert_msg(nc > 0, "sy_%s is differentiable but its class has no gradcheck case", sy_op_name(op));
    for (int d = 0; d < bw_ndev; d++) {
        int checks[3] = {0, 0, 0};
        for (size_t ci = 0; ci < nc; ci++)
            for (int v = 0; v < gc_variants(op, &cases[ci]); v++)
                gc_run(op, &cases[ci], (int)ci, v, bw_devs[d], checks);
        char name[SY__DEVICE_STR_MAX];
        /* every device runs f32; f64 where the backend stores it */
        ck_assert_msg(checks[1] > 0, "sy_%s: no f32 gradcheck on %s", sy_op_name(op), bw_dev_str(bw_devs[d], name));
        ck_assert_msg((checks[0] > 0) == sy_backend_stores((sy_backend)bw_devs[d].backend, SY_DTYPE_F64),
                      "sy_%s: %d f64 gradchecks on %s", sy_op_name(op), checks[0], name);
        /* sim: every f32 check also compared bit for bit with cpu */
        bool like_cpu =
            !sy_device_eq(bw_devs[d], cpu0) && bw_routes_to_cpu((sy_backend)bw_devs[d].backend, SY_DTYPE_F32);
        ck_assert_msg(checks[2] == (like_cpu ? checks[1] : 0), "sy_%s on %s: %d of %d f32 checks compared with cpu",
                      sy_op_name(op), name, checks[2], checks[1]);
    }
    SY_CK_NO_LEAK(snap);
}
END_TEST

/* Broadcast inputs (add/sub/mul/div/maximum/where, matmul batch dims, rank-0
 * scalars): the gradient has the input's own shape (gc_grads asserts it)
 * and equals the central differences. */
typedef struct bc_row {
    sy_op op;
    gc_case c;
} bc_row;

static const bc_row bc_rows[] = {
    {SY_OP_ADD, {.name = "[2, 3] + [3]", .in = {{.s = S2(2, 3)}, {.s = S1(3)}}}},
    {SY_OP_MUL, {.name = "[4, 1] * [1, 5]", .in = {{.s = S2(4, 1)}, {.s = S2(1, 5)}}}},
    {SY_OP_ADD, {.name = "rank-0 + [2, 3]", .in = {{.s = S0}, {.s = S2(2, 3)}}}},
    {SY_OP_MUL, {.name = "[2, 3] * rank-0", .in = {{.s = S2(2, 3)}, {.s = S0}}}},
    {SY_OP_SUB, {.name = "[3] - [2, 3]", .in = {{.s = S1(3)}, {.s = S2(2, 3)}}}},
    {SY_OP_DIV, {.name = "[2, 1, 3] / [4, 1]", .in = {{.s = S3(2, 1, 3)}, {.s = S2(4, 1)}}}},
    {SY_OP_MAXIMUM, {.name = "maximum([4, 1], [1, 5])", .in = {{.s = S2(4, 1)}, {.s = S2(1, 5)}}}},
    {SY_OP_WHERE,
     {.name = "where(cond [3], a [2, 1], b rank-0)",
      .in = {{.s = S1(3), .dt = GC_BOOL}, {.s = S2(2, 1)}, {.s = S0}}}},
    {SY_OP_WHERE,
     {.name = "where(cond [2, 1, 4], a [3, 1], b [4])",
      .in = {{.s = S3(2, 1, 4), .dt = GC_BOOL}, {.s = S2(3, 1)}, {.s = S1(4)}}}},
    {SY_OP_MATMUL, {.name = "[2, 3, 4] @ [4, 5]", .in = {{.s = S3(2, 3, 4)}, {.s = S2(4, 5)}}}},
    {SY_OP_MATMUL, {.name = "[3, 4] @ [2, 4, 5]", .in = {{.s = S2(3, 4)}, {.s = S3(2, 4, 5)}}}},
    {SY_OP_MATMUL, {.name = "[2, 1, 3, 4] @ [1, 5, 4, 2]", .in = {{.s = S4(2, 1, 3, 4)}, {.s = S4(1, 5, 4, 2)}}}},
};

/* _i: device */
START_TEST(test_broadcast_undone)
{
    sy_device dev = bw_devs[_i];
    sy_ck_leak snap = sy_ck_leak_snap();
    int checks[3] = {0, 0, 0};
    for (size_t k = 0; k < sizeof bc_rows / sizeof bc_rows[0]; k++) {
        const bc_row *row = &bc_rows[k];
        /* the premise: some float input is smaller than the output */
        gc_spec sp;
        gc_init(&sp, row->op, &row->c, 100 + (int)k, 0, SY_DTYPE_F32);
        bool broadcast = false;
        for (int i = 0; i < sp.n; i++)
            broadcast |= sy_dtype_is_float(sp.dt[i]) && bw_numel(sp.s[i]) < bw_numel(sp.out);
        ck_assert_msg(broadcast, "%s: no input is broadcast", sp.what);
        gc_free(&sp);
        gc_run(row->op, &row->c, 100 + (int)k, 0, dev, checks);
    }
    ck_assert_int_eq(checks[1], (int)(sizeof bc_rows / sizeof bc_rows[0]));
    SY_CK_NO_LEAK(snap);
}
END_TEST

/* _i: device x strategy. max with ties splits the gradient evenly:
 * x = [1, 3] -> reshape [2, 1] -> expand [2, 3] -> max(axis 1) -> sum is
 * x0 + x1, so the gradient is [1, 1] (not [3, 3]); max([2, 2, 1]) over all
 * elements gets [0.5, 0.5, 0]; a row without ties gets its one-hot. */
START_TEST(test_max_ties_split)
{
    sy_device dev = bw_devs[_i / 2];
    sy_checkpointing strat = _i % 2 ? SY_CHECKPOINT_BALANCED : SY_CHECKPOINT_NONE;
    sy_device ad = sy_device_autodiff(dev, strat);
    sy_ck_leak snap = sy_ck_leak_snap();
    sy_dtype dt = sy_backend_stores((sy_backend)dev.backend, SY_DTYPE_F64) ? SY_DTYPE_F64 : SY_DTYPE_F32;
    char dn[64], what[96];
    snprintf(what, sizeof what, "max ties on %s (%s)", bw_dev_str(dev, dn), sy_dtype_name(dt));

    const double xv[2] = {1, 3};
    sy_tensor *x = bw_leaf(ad, dt, xv, (sy_ck_shape)S1(2), false), *r, *e, *m, *loss;
    const int64_t s21[2] = {2, 1}, s23[2] = {2, 3};
    SY_OK_OR_FAIL(sy_reshape(x, s21, 2, &r));
    SY_OK_OR_FAIL(sy_expand(r, s23, 2, &e));
    SY_OK_OR_FAIL(sy_max(e, 1, false, &m));
    SY_OK_OR_FAIL(sy_sum(m, SY_AXIS_ALL, false, &loss));
    sy_grads *g = bw_backward(loss, what);
    sy_tensor *gx = bw_grad_of(g, x, what);
    double *got = bw_vals(gx);
    const double want[2] = {1, 1};
    bw_close_to(got, want, 2, 0, 0, what);
    free(got);
    sy_tensor_release(gx);
    sy_grads_release(g);
    sy_tensor *t1[] = {x, r, e, m, loss};
    bw_release_all(t1, 5);

    /* max over all elements, two tied of three; and a [2, 3] matrix over
     * axis 1 with a tie in the first row only */
    const double yv[3] = {2, 2, 1}, zv[6] = {5, 1, 5, 0, 4, 2};
    sy_tensor *y = bw_leaf(ad, dt, yv, (sy_ck_shape)S1(3), false), *my;
    SY_OK_OR_FAIL(sy_max(y, SY_AXIS_ALL, false, &my));
    g = bw_backward(my, what);
    sy_tensor *gy = bw_grad_of(g, y, what);
    got = bw_vals(gy);
    const double want_y[3] = {0.5, 0.5, 0};
    bw_close_to(got, want_y, 3, 0, 0, what);
    free(got);
    sy_tensor_release(gy);
    sy_grads_release(g);

    sy_tensor *z = bw_leaf(ad, dt, zv, (sy_ck_shape)S2(2, 3), false), *mz, *lz;
    SY_OK_OR_FAIL(sy_max(z, 1, true, &mz));
    SY_OK_OR_FAIL(sy_sum(mz, SY_AXIS_ALL, false, &lz));
    g = bw_backward(lz, what);
    sy_tensor *gz = bw_grad_of(g, z, what);
    got = bw_vals(gz);
    const double want_z[6] = {0.5, 0, 0.5, 0, 1, 0};
    bw_close_to(got, want_z, 6, 0, 0, what);
    free(got);
    sy_tensor_release(gz);
    sy_grads_release(g);
    sy_tensor *t2[] = {y, my, z, mz, lz};
    bw_release_all(t2, 5);
    SY_CK_NO_LEAK(snap);
}
END_TEST

/* ==== composite functions against closed forms ============================ */

typedef struct mlp_leaf {
    const char *name;
    sy_ck_shape s;
} mlp_leaf;

static const mlp_leaf mlp_leaves[5] = {
    {"x", S2(4, 3)}, {"W1", S2(3, 5)}, {"b1", S1(5)}, {"W2", S2(5, 2)}, {"b2", S1(2)},
};

/* _i: device. L = sum(relu(x[4,3] @ W1[3,5] + b1[5]) @ W2[5,2] + b2[2]);
 * the gradients by plain loops:
 *   h = x W1 + b1, a = relu(h), dL/dout = 1
 *   db2 = 4 (rows), dW2[k][o] = sum_i a[i][k], da[i][k] = sum_o W2[k][o]
 *   dh = da * (h > 0), db1 = sum_i dh, dW1 = x^T dh, dx = dh W1^T
 * Dyadic data: every product and sum is exact in f32 and f64. */
START_TEST(test_composite_mlp)
{
    sy_device dev = bw_devs[_i];
    sy_ck_leak snap = sy_ck_leak_snap();
    double v[5][15], want[5][15] = {{0}}, h[4][5], a[4][5];
    for (int l = 0; l < 5; l++)
        bw_gen(v[l], bw_numel(mlp_leaves[l].s), K_ANY, 300u + (uint32_t)l);
    const double *x = v[0], *W1 = v[1], *b1 = v[2], *W2 = v[3];
    for (int i = 0; i < 4; i++)
        for (int k = 0; k < 5; k++) {
            h[i][k] = b1[k];
            for (int j = 0; j < 3; j++)
                h[i][k] += x[i * 3 + j] * W1[j * 5 + k];
            a[i][k] = h[i][k] > 0 ? h[i][k] : 0;
        }
    for (int o = 0; o < 2; o++)
        want[4][o] = 4;
    for (int i = 0; i < 4; i++)
        for (int k = 0; k < 5; k++) {
            double da = W2[k * 2] + W2[k * 2 + 1], dh = h[i][k] > 0 ? da : 0;
            for (int o = 0; o < 2; o++)
                want[3][k * 2 + o] += a[i][k];
            want[2][k] += dh;
            for (int j = 0; j < 3; j++) {
                want[1][j * 5 + k] += x[i * 3 + j] * dh;
                want[0][i * 3 + j] += dh * W1[j * 5 + k];
            }
        }
    int runs = 0;
    for (int k = 0; k < 2; k++) {
        const sy_dtype dt = float_dtypes[k];
        if (!sy_backend_stores((sy_backend)dev.backend, dt))
            continue;
        sy_tensor *g[2][5];
        for (int s = 0; s < 2; s++) {
            sy_device ad = sy_device_autodiff(dev, strategies[s]);
            sy_tensor *p[5], *t[6];
            for (int l = 0; l < 5; l++)
                p[l] = bw_leaf(ad, dt, v[l], mlp_leaves[l].s, false);
            BW_OK(sy_matmul(p[0], p[1], &t[0]));
            BW_OK(sy_add(t[0], p[2], &t[1]));
            BW_OK(sy_relu(t[1], &t[2]));
            BW_OK(sy_matmul(t[2], p[3], &t[3]));
            BW_OK(sy_add(t[3], p[4], &t[4]));
            BW_OK(sy_sum(t[4], SY_AXIS_ALL, false, &t[5]));
            sy_grads *gr = bw_backward(t[5], "mlp");
            for (int l = 0; l < 5; l++) {
                char what[96];
                snprintf(what, sizeof what, "mlp d%s, %s, %s", mlp_leaves[l].name, sy_dtype_name(dt),
                         strategy_names[s]);
                g[s][l] = bw_grad_of(gr, p[l], what);
                double *got = bw_vals(g[s][l]);
                const double tol = dt == SY_DTYPE_F64 ? HAND64_TOL : HAND32_TOL;
                bw_close_to(got, want[l], bw_numel(mlp_leaves[l].s), tol, tol, what);
                free(got);
            }
            sy_grads_release(gr);
            bw_release_all(p, 5);
            bw_release_all(t, 6);
        }
        for (int l = 0; l < 5; l++)
            bw_same_bits(g[0][l], g[1][l], "mlp: NONE vs BALANCED");
        bw_release_all(g[0], 5);
        bw_release_all(g[1], 5);
        runs++;
    }
    ck_assert_int_gt(runs, 0);
    SY_CK_NO_LEAK(snap);
}
END_TEST

typedef struct sm_row {
    int axis;
    bool stable; /* subtract max(x, axis, keepdim) first */
} sm_row;

static const sm_row sm_rows[] = {{1, false}, {0, false}, {-1, true}, {0, true}};

/* _i: device. p = exp(z) / sum(exp(z), axis, keepdim), z = x or x -
 * max(x); L = sum(p * t). The Jacobian-vector product, along the axis:
 * dL/dx_j = p_j (t_j - sum_k p_k t_k) (the max path contributes nothing). */
START_TEST(test_composite_softmax)
{
    sy_device dev = bw_devs[_i];
    sy_ck_leak snap = sy_ck_leak_snap();
    const sy_ck_shape shape = S2(3, 4);
    double x[12], tv[12];
    bw_gen(x, 12, K_ANY, 400);
    bw_gen(tv, 12, K_ANY, 401);
    int runs = 0;
    for (size_t row = 0; row < sizeof sm_rows / sizeof sm_rows[0]; row++) {
        const int axis = sm_rows[row].axis < 0 ? sm_rows[row].axis + 2 : sm_rows[row].axis;
        double want[12];
        for (int o = 0; o < (axis == 1 ? 3 : 4); o++) { /* o indexes the other axis */
            int idx[4], n = axis == 1 ? 4 : 3;
            double z = 0, pt = 0, p[4];
            for (int k = 0; k < n; k++) {
                idx[k] = axis == 1 ? o * 4 + k : k * 4 + o;
                z += exp(x[idx[k]]);
            }
            for (int k = 0; k < n; k++) {
                p[k] = exp(x[idx[k]]) / z;
                pt += p[k] * tv[idx[k]];
            }
            for (int k = 0; k < n; k++)
                want[idx[k]] = p[k] * (tv[idx[k]] - pt);
        }
        for (int k = 0; k < 2; k++) {
            const sy_dtype dt = float_dtypes[k];
            if (!sy_backend_stores((sy_backend)dev.backend, dt))
                continue;
            sy_tensor *g[2];
            for (int s = 0; s < 2; s++) {
                sy_device ad = sy_device_autodiff(dev, strategies[s]);
                sy_tensor *xl = bw_leaf(ad, dt, x, shape, false), *tt = bw_make(dev, dt, tv, shape, false);
                sy_tensor *m = NULL, *z = NULL, *e = NULL, *sum = NULL, *p = NULL, *pt = NULL, *loss = NULL;
                if (sm_rows[row].stable) {
                    BW_OK(sy_max(xl, sm_rows[row].axis, true, &m));
                    BW_OK(sy_sub(xl, m, &z));
                } else {
                    z = sy_tensor_retain(xl);
                }
                BW_OK(sy_exp(z, &e));
                BW_OK(sy_sum(e, sm_rows[row].axis, true, &sum));
                BW_OK(sy_div(e, sum, &p));
                BW_OK(sy_mul(p, tt, &pt));
                BW_OK(sy_sum(pt, SY_AXIS_ALL, false, &loss));
                char what[96];
                snprintf(what, sizeof what, "softmax axis %d%s, %s, %s", sm_rows[row].axis,
                         sm_rows[row].stable ? " (stable)" : "", sy_dtype_name(dt), strategy_names[s]);
                sy_grads *gr = bw_backward(loss, what);
                g[s] = bw_grad_of(gr, xl, what);
                double *got = bw_vals(g[s]);
                const double tol = dt == SY_DTYPE_F64 ? HAND64_TOL : HAND32_TOL;
                bw_close_to(got, want, 12, tol, tol, what);
                free(got);
                sy_grads_release(gr);
                RELEASE(xl, tt, m, z, e, sum, p, pt, loss);
            }
            bw_same_bits(g[0], g[1], "softmax: NONE vs BALANCED");
            RELEASE(g[0], g[1]);
            runs++;
        }
    }
    ck_assert_int_ge(runs, (int)(sizeof sm_rows / sizeof sm_rows[0]));
    SY_CK_NO_LEAK(snap);
}
END_TEST

TCase *bw_tcase_gradcheck(void)
{
    TCase *tc = tcase_create("gradcheck");
    tcase_set_timeout(tc, 120);
    tcase_add_loop_test(tc, test_gradcheck, 0, bw_nops);
    tcase_add_loop_test(tc, test_broadcast_undone, 0, bw_ndev);
    tcase_add_loop_test(tc, test_max_ties_split, 0, 2 * bw_ndev);
    tcase_add_loop_test(tc, test_composite_mlp, 0, bw_ndev);
    tcase_add_loop_test(tc, test_composite_softmax, 0, bw_ndev);
    return tc;
}
