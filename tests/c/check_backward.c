/* The backward suite: sy_backward, sy_backward_ex, sy_grad, sy_require_grad
 * and the two checkpointing strategies, end to end.
 *
 *   gradcheck   every differentiable op of sy__op_table (every shape case of
 *               its class, every axis/keepdim of the reductions) on every
 *               device: f64 gradients against central differences in f64,
 *               f32 gradients against the same differences loosely and, on
 *               backends whose every kernel is cpu's (sim), bit for bit
 *               against cpu; broadcasting undone; an MLP and a softmax
 *               against hand-derived gradients.
 *   graph       accumulation, constants, ops without a gradient, moves
 *               across devices, API errors, strategy merging.
 *   checkpoint  what each strategy keeps; BALANCED keeps fewer bytes at the
 *               peak than NONE on a chain of memory-bound ops, with identical
 *               gradients; a pass frees what the graph kept (unless
 *               retained); recomputation through wide, mixed and long
 *               (30000 nodes, on a 256 KiB stack) graphs.
 *   failures    host and sim failures injected into sy_backward: an exact
 *               status, *out NULL, nothing leaked.
 *
 * Every pass runs under SY_CHECKPOINT_NONE and SY_CHECKPOINT_BALANCED, and
 * the two must give bitwise identical gradients. Devices come from the
 * generated tables (sy_ck_devices, sy_backend_stores), so builds with a
 * subset of the backends run what they can.
 *
 * Data: every value is a multiple of 1/64 of magnitude < 2 (exact in f32
 * and f64, so both dtypes see the same inputs), away from the kinks: |x| >=
 * 0.25 (abs, relu, div's divisor), x >= 0.25 for log and sqrt, |x| < 0.8 for
 * tan, asin, acos and atanh, x >= 1.25 for acosh, max and
 * maximum inputs at least 1/8 apart (no ties), mod and fmod with an odd
 * multiple of 1/16 over +-1/2, +-1 or +-2 (no quotient near an integer).
 *
 * Each group has its own file: check_backward_grad.c (gradcheck),
 * check_backward_api.c (graph, concurrency), check_backward_ckpt.c
 * (checkpoint), check_backward_fail.c (failures); the gradcheck cases are in
 * check_backward_cases.c and the data helpers of check_backward.h in
 * check_backward_data.c, which tests/mpi/check_remote.c links too. This one
 * builds the suite.
 */
#include "check_backward.h"

sy_device bw_devs[SY_CK_MAX_DEVICES];
int bw_ndev;
sy_op bw_ops[SY_OP_COUNT];
int bw_nops;

Suite *suite_backward(void)
{
    Suite *s = suite_create("backward");
    bw_ndev = sy_ck_devices(bw_devs, SY_CK_MAX_DEVICES);
    bw_nops = 0;
    for (int op = 0; op < SY_OP_COUNT; op++)
        if (sy__op_table[op].differentiable && sy_ck_op_sampled((sy_op)op))
            bw_ops[bw_nops++] = (sy_op)op;
    suite_add_tcase(s, bw_tcase_gradcheck());
    suite_add_tcase(s, bw_tcase_graph());
    suite_add_tcase(s, bw_tcase_checkpoint());
    suite_add_tcase(s, bw_tcase_concurrency());
    suite_add_tcase(s, bw_tcase_failures());
    return s;
}
