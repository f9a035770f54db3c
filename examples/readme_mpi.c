/* The README's MPI example ("Beyond one machine"), as a program: the text
 * between the readme:begin and readme:end lines is the README's excerpt,
 * verbatim (a pytest keeps them equal). make test-mpi runs it on 2 ranks and
 * as a singleton; in a build without the mpi layer it prints the refusal and
 * exits 1. */
#include <stdio.h>

#include "switchyard.h"

int main(void)
{
    /* readme:begin */
sy_comm *comm;
int rank, size;
if (sy_comm_world(&comm) != SY_OK) {              /* MPI_Init_thread here when nobody called it */
    fprintf(stderr, "%s\n", sy_last_error());     /* SY_E_BACKEND_DISABLED without the mpi layer */
    return 1;
}
sy_comm_rank(comm, &rank);
sy_comm_size(comm, &size);
const float mine[3] = {(float)rank, (float)rank, (float)rank};
const int64_t shape[1] = {3};
sy_device dev;
sy_device_default(&dev);
sy_tensor *g = NULL, *mean = NULL;
float out[3] = {0};
sy_status st = sy_tensor_from_data(mine, SY_DTYPE_F32, shape, 1, dev, &g);
if (st == SY_OK)
    st = sy_all_reduce(g, comm, SY_REDUCE_MEAN, &mean);  /* every rank calls it */
if (st == SY_OK)
    st = sy_tensor_to_data(mean, out, sizeof out);
if (st != SY_OK)
    fprintf(stderr, "%s\n", sy_last_error());
else
    printf("rank %d of %d: mean %g\n", rank, size, (double)out[0]);  /* (size - 1) / 2 */
sy_tensor_release(g);
sy_tensor_release(mean);
sy_comm_free(comm);
sy_shutdown();                                    /* MPI_Finalize, since switchyard initialised it */
    /* readme:end */
    return st == SY_OK ? 0 : 1;
}
