/* switchyard: what the MPI layer's two files share, internal to them.
 * runtime/sy_mpi_comm.c has the communicators, MPI's start and stop and
 * every wait (with its deadline); runtime/sy_mpi.c the collectives. */
#ifndef SY_MPI_LAYER_H
#define SY_MPI_LAYER_H

#include "sy_internal.h"

#if SY_WITH_MPI

#include <pthread.h>

#include "../kernels/mpi/sy_mpi.h"

#define SY__COMM_MAGIC 0x5a636f6du

struct sy_comm {
    uint32_t magic;
    MPI_Comm comm; /* MPI_COMM_NULL once sy_shutdown finalized MPI */
    MPI_Comm ctl;  /* a second duplicate: a stalled rank's questions and the answers (wait_on) */
    int rank, size;
    double timeout; /* seconds without completion before a stalled rank aborts the job; 0: none */
    int64_t calls;  /* collectives begun on this communicator, to compare the ranks' places */
    int64_t ask;    /* the last question this rank asked, the send buffer of its MPI_Isend */
    int64_t id;     /* its number in this process (sy__comm_id) */
    struct sy_comm *next; /* the live list, for sy_shutdown */
};

/* Held around every MPI call the runtime makes (MPI_THREAD_SERIALIZED). */
extern pthread_mutex_t sy__mpi_lock;

/* The metadata a collective exchanges: ok, dtype, rank, dims, the op's parameter. */
enum { M_OK, M_DTYPE, M_RANK, M_DIMS, M_PARAM = M_DIMS + SY_MAX_RANK, M_N };

/* One call of the layer, from its checks to its last wait. */
typedef struct sy__mpi_call {
    const char *fn;
    sy_comm *comm;
    int64_t call_no;   /* the communicator's count of collectives, this one included (0: send, recv) */
    int peer;          /* send and recv: the other rank; else -1 */
    sy_status local;   /* this rank's own refusal, or SY_OK */
    char detail[512];  /* its detail */
    int64_t meta[M_N];
} sy__mpi_call;

/* The first SY__MPI_N_COLLECTIVES names of sy__mpi_call_index are the
 * collectives, which the communicator's call_no counts. */
#define SY__MPI_N_COLLECTIVES 8
/* fn's place among the layer's call names (sy_all_reduce, ..., sy_recv). */
int sy__mpi_call_index(const char *fn);

sy_status sy__mpi_fail(const char *fn, int err, const sy_comm *c);
/* SY_OK, or why comm is no live communicator. */
sy_status sy__mpi_check_comm(const char *fn, const sy_comm *c);
/* The 2-byte float reductions: [f16, bf16][sum, max, min, prod]. */
MPI_Op sy__mpi_half_op(bool bf16, int slot);
/* MPI_Iallreduce, with Open MPI's ring for large buffers unless the user
 * chose an algorithm (sy_mpi_comm.c, "the MPI_Iallreduce algorithm"). */
int sy__mpi_iallreduce(const void *send, void *recv, int n, MPI_Datatype t, MPI_Op op, MPI_Comm comm, MPI_Request *rq);
/* A nonblocking call's start (err) and its wait, under the deadline. */
sy_status sy__mpi_started(sy__mpi_call *k, int err, MPI_Request *req, MPI_Status *status, const char *phase);

#endif /* SY_WITH_MPI */
#endif /* SY_MPI_LAYER_H */
