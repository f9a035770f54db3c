/* switchyard sim backend: the test-only public interface of the simulated
 * device memory (fault injection and a live-buffer counter).
 *
 * The memory functions themselves (sy_k_sim_alloc/free/read/write and the
 * direct transfer sy_k_sim_copy_peer) are declared in generated/sy_kernels.h. */
#ifndef SY_SIM_H
#define SY_SIM_H

#ifdef __cplusplus
extern "C" {
#endif

/* Kinds of sim memory calls a failure can be injected into. */
enum {
    SY_SIM_FAIL_ALLOC = 0, /* sy_k_sim_alloc     -> SY_E_OUT_OF_MEMORY */
    SY_SIM_FAIL_READ = 1,  /* sy_k_sim_read      -> SY_E_TRANSFER_FAILED */
    SY_SIM_FAIL_WRITE = 2, /* sy_k_sim_write     -> SY_E_TRANSFER_FAILED */
    SY_SIM_FAIL_PEER = 3   /* sy_k_sim_copy_peer -> SY_E_TRANSFER_FAILED */
};

/* Arms a one-shot failure: after n more successful calls of kind op_kind
 * (process-wide, all threads) the next call of that kind fails, without side
 * effects, and the countdown disarms. n == 0 fails the very next call; n < 0
 * disarms. Calls rejected for their arguments (bad index, handle, bounds) do
 * not count and do not consume the failure. An unknown op_kind is ignored. */
void sy_k_sim_fail_after(int op_kind, long n);

/* Number of handles allocated and not yet freed (all devices). */
long sy_k_sim_live_buffers(void);

#ifdef __cplusplus
}
#endif

#endif
