/* make bench: a remote op's round trip against a bare MPI ping-pong of the
 * same bytes (bench/run.sh runs it under mpirun on 2 ranks; rank 1 serves).
 *
 * Two rows. "op": sy_add of two f32 tensors of 1 Ki elements on remote:1,
 * whose result stays there: the call record goes out, the result's handle
 * and layout come back, and releasing the result sends a free (one way, not
 * answered). "move": 1 Mi f32 from cpu:0 to remote:1 and back (two requests
 * each way: alloc + put, then get). The bare side is MPI_Send/MPI_Recv
 * between the same two ranks of the bytes the runtime's requests and answers
 * had (sy__remote_last_bytes), once per request, so the ratio is what the
 * wire header, the call record and the server's work cost. The remote side
 * runs first (rank 1 in sy_serve), then rank 1 leaves sy_serve and both
 * run the ping-pong: the two sides are not interleaved. Medians of rank 0's
 * wall times. */
#include <mpi.h>

#include "bench.h"
#include "sy_internal.h"
#include "sy_mpi.h"

static const sy_device remote1 = {.backend = SY_BACKEND_REMOTE, .index = 1};

typedef struct ctx {
    sy_tensor *a, *b, *x;
    int rank;
    size_t n_msgs, out, back; /* one round: its requests, and the bytes of each request and answer (means) */
    char *buf;
} ctx;

static void run_op(void *p)
{
    ctx *c = p;
    sy_tensor *y;
    BENCH_CHECK(sy_add(c->a, c->b, &y));
    sy_tensor_release(y);
}

static void run_move(void *p)
{
    ctx *c = p;
    sy_tensor *r, *h;
    BENCH_CHECK(sy_to_device(c->x, remote1, &r));
    BENCH_CHECK(sy_to_device(r, sy_device_of(SY_BACKEND_CPU, 0), &h));
    sy_tensor_release(r);
    sy_tensor_release(h);
}

/* the same messages between rank 0 and rank 1, bare */
static void ping_pong(void *p)
{
    ctx *c = p;
    for (size_t m = 0; m < c->n_msgs; m++) {
        if (c->rank == 0) {
            MPI_Send(c->buf, (int)c->out, MPI_BYTE, 1, 7, MPI_COMM_WORLD);
            MPI_Recv(c->buf, (int)c->back, MPI_BYTE, 1, 8, MPI_COMM_WORLD, MPI_STATUS_IGNORE);
        } else {
            MPI_Recv(c->buf, (int)c->out, MPI_BYTE, 0, 7, MPI_COMM_WORLD, MPI_STATUS_IGNORE);
            MPI_Send(c->buf, (int)c->back, MPI_BYTE, 0, 8, MPI_COMM_WORLD);
        }
    }
}

int main(void)
{
    int provided, rank, size;
    MPI_Init_thread(NULL, NULL, MPI_THREAD_SERIALIZED, &provided);
    MPI_Comm_rank(MPI_COMM_WORLD, &rank);
    MPI_Comm_size(MPI_COMM_WORLD, &size);
    if (size != 2) {
        if (rank == 0)
            fprintf(stderr, "bench_remote runs on 2 ranks\n");
        MPI_Finalize();
        return 1;
    }
    sy_comm *comm;
    BENCH_CHECK(sy_comm_from_mpi(MPI_COMM_WORLD, &comm));
    ctx c = {.rank = rank};
    static const struct {
        const char *name;
        int64_t n;
        int samples, inner;
        bool op;
    } rows[] = {{"op: sy_add, 1 Ki f32 on remote:1", 1024, 15, 200, true},
                {"move: 1 Mi f32 to remote:1 and back", 1 << 20, 9, 4, false}};
    double t_remote[2] = {0, 0};
    unsigned long long round[2][3] = {{0}}; /* per row: requests, bytes out, bytes back of one round */
    if (rank == 1) {
        BENCH_CHECK(sy_serve(comm));
    } else {
        BENCH_CHECK(sy_remote_attach(comm));
        const sy_device cpu = sy_device_of(SY_BACKEND_CPU, 0);
        for (int r = 0; r < 2; r++) {
            const int64_t shape[1] = {rows[r].n};
            sy_tensor *a = bench_random(shape, 1, cpu, 3), *b = bench_random(shape, 1, cpu, 5);
            c.x = a;
            BENCH_CHECK(sy_to_device(a, remote1, &c.a));
            BENCH_CHECK(sy_to_device(b, remote1, &c.b));
            size_t q0, s0, r0, q1, s1, r1; /* one round's requests (answered or not) and bytes */
            sy__remote_counts(&q0, &s0, &r0);
            (rows[r].op ? run_op : run_move)(&c);
            sy__remote_counts(&q1, &s1, &r1);
            round[r][0] = q1 - q0, round[r][1] = s1 - s0, round[r][2] = r1 - r0;
            t_remote[r] = bench_time(rows[r].op ? run_op : run_move, &c, rows[r].samples, rows[r].inner);
            sy_tensor_release(c.a);
            sy_tensor_release(c.b);
            sy_tensor_release(a);
            sy_tensor_release(b);
        }
        BENCH_CHECK(sy_remote_stop(remote1));
    }
    MPI_Bcast(round, 6, MPI_UNSIGNED_LONG_LONG, 0, MPI_COMM_WORLD);
    if (rank == 0) {
        printf("| remote round trip, 2 ranks (rank 0's medians) | answered requests: bytes out / back | through remote:1 | "
               "bare MPI ping-pong of those bytes | ping-pong / remote |\n");
        printf("|---|---|---|---|---|\n");
    }
    for (int r = 0; r < 2; r++) {
        /* as many answered messages as the round's answers, carrying all its bytes (a free, sent
         * unanswered, travels inside them) */
        c.n_msgs = round[r][0];
        c.out = c.n_msgs ? round[r][1] / c.n_msgs : 0;
        c.back = c.n_msgs ? round[r][2] / c.n_msgs : 0;
        c.buf = calloc((c.out > c.back ? c.out : c.back) + 1, 1);
        MPI_Barrier(MPI_COMM_WORLD);
        const double t_bare = bench_time(ping_pong, &c, rows[r].samples, rows[r].inner);
        if (rank == 0) {
            char a[32], b[32];
            bench_fmt_time(t_remote[r], a, sizeof a);
            bench_fmt_time(t_bare, b, sizeof b);
            printf("| %s | %llu: %llu / %llu | %s | %s | %.2f |\n", rows[r].name, round[r][0], round[r][1],
                   round[r][2], a, b, t_bare / t_remote[r]);
            fflush(stdout);
        }
        free(c.buf);
    }
    sy_remote_attach(NULL);
    sy_comm_free(comm);
    sy_shutdown();
    MPI_Finalize();
    return 0;
}
