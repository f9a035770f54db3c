/* make bench: sy_all_reduce against a bare MPI_Allreduce of the same buffer
 * (bench/run.sh runs it under mpirun, on 2 ranks by default), and against a
 * bare MPI_Iallreduce + MPI_Wait, the call sy_all_reduce makes (it polls
 * with MPI_Test for its deadline): Open MPI picks another algorithm for
 * the nonblocking call (coll/libnbc) than for the blocking one (coll/tuned),
 * so the second ratio is the layer's own cost.
 *
 * The tensor is f32 on cpu:0, contiguous, so sy_all_reduce sends it from its
 * own storage; the bare call reduces that same storage into a buffer
 * allocated (and touched) once. sy_all_reduce does more: the metadata
 * exchange, the result's buffer (from the runtime's block cache after the
 * first call) and the result tensor made from it. Both sides run interleaved
 * (a b a b ...), every rank the same counts, so the collectives match; the
 * medians are rank 0's wall times. */
#include <mpi.h>

#include "bench.h"
#include "sy_mpi.h"

typedef struct ctx {
    sy_comm *comm;
    sy_tensor *x;
    const float *src;
    float *dst;
    int n;
} ctx;

static void run_sy(void *p)
{
    ctx *c = p;
    sy_tensor *y;
    BENCH_CHECK(sy_all_reduce(c->x, c->comm, SY_REDUCE_SUM, &y));
    sy_tensor_release(y);
}

static void run_bare(void *p)
{
    ctx *c = p;
    if (MPI_Allreduce(c->src, c->dst, c->n, MPI_FLOAT, MPI_SUM, MPI_COMM_WORLD) != MPI_SUCCESS) {
        fprintf(stderr, "bench_mpi: MPI_Allreduce failed\n");
        MPI_Abort(MPI_COMM_WORLD, 1);
    }
}

static void run_bare_nb(void *p)
{
    ctx *c = p;
    MPI_Request rq;
    if (MPI_Iallreduce(c->src, c->dst, c->n, MPI_FLOAT, MPI_SUM, MPI_COMM_WORLD, &rq) != MPI_SUCCESS ||
        MPI_Wait(&rq, MPI_STATUS_IGNORE) != MPI_SUCCESS) {
        fprintf(stderr, "bench_mpi: MPI_Iallreduce failed\n");
        MPI_Abort(MPI_COMM_WORLD, 1);
    }
}

int main(void)
{
    int provided, rank, size;
    MPI_Init_thread(NULL, NULL, MPI_THREAD_SERIALIZED, &provided);
    MPI_Comm_rank(MPI_COMM_WORLD, &rank);
    MPI_Comm_size(MPI_COMM_WORLD, &size);
    ctx c = {0};
    BENCH_CHECK(sy_comm_from_mpi(MPI_COMM_WORLD, &c.comm));
    if (rank == 0) {
        printf("| f32 elements, %d ranks (wall time, rank 0's medians) | sy_all_reduce | bare MPI_Allreduce | "
               "MPI_Allreduce / sy_all_reduce | bare MPI_Iallreduce + MPI_Wait | MPI_Iallreduce / sy_all_reduce |\n",
               size);
        printf("|---|---|---|---|---|---|\n");
    }
    static const struct {
        int mi, samples, inner;
        const char *name;
    } rows[] = {{1, 11, 8, "1 Mi"}, {4, 9, 2, "4 Mi"}, {16, 5, 1, "16 Mi"}, {64, 3, 1, "64 Mi"}};
    for (size_t r = 0; r < sizeof rows / sizeof rows[0]; r++) {
        const int64_t shape[1] = {(int64_t)rows[r].mi << 20};
        c.n = (int)shape[0];
        c.x = bench_random(shape, 1, sy_device_of(SY_BACKEND_CPU, 0), 11u + (unsigned)rank);
        c.src = sy_tensor_host_data(c.x);
        c.dst = malloc((size_t)c.n * sizeof(float));
        if (c.src == NULL || c.dst == NULL) {
            fprintf(stderr, "bench_mpi: no host buffer for %d floats\n", c.n);
            MPI_Abort(MPI_COMM_WORLD, 1);
        }
        for (int i = 0; i < c.n; i++)
            c.dst[i] = 0;
        double t_sy, t_bare, t_sy2, t_nb;
        MPI_Barrier(MPI_COMM_WORLD);
        bench_pair(run_sy, &c, run_bare, &c, rows[r].samples, rows[r].inner, &t_sy, &t_bare);
        MPI_Barrier(MPI_COMM_WORLD);
        bench_pair(run_sy, &c, run_bare_nb, &c, rows[r].samples, rows[r].inner, &t_sy2, &t_nb);
        if (rank == 0) {
            char a[32], b[32], d[32];
            bench_fmt_time(t_sy, a, sizeof a);
            bench_fmt_time(t_bare, b, sizeof b);
            bench_fmt_time(t_nb, d, sizeof d);
            printf("| %s | %s | %s | %.2f | %s | %.2f |\n", rows[r].name, a, b, t_bare / t_sy, d, t_nb / t_sy2);
            fflush(stdout);
        }
        free(c.dst);
        sy_tensor_release(c.x);
    }
    sy_comm_free(c.comm);
    sy_shutdown();
    MPI_Finalize();
    return 0;
}
