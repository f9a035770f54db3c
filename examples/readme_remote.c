/* The README's remote-device example ("Remote devices"), as a program: the
 * text between the readme:begin and readme:end lines is the README's
 * excerpt, verbatim (a pytest keeps them equal). make test-mpi runs it on 2
 * ranks: rank 1 serves, rank 0 runs relu on remote:1. Alone (one rank) it
 * says remote:1 is no device; in a build without remote devices it prints
 * the refusal. Either way it exits 1 then. */
#include <stdio.h>

#include "switchyard.h"

int main(void)
{
    sy_status st = SY_OK;
    /* readme:begin */
sy_comm *world;
int rank = 0;
if ((st = sy_comm_world(&world)) != SY_OK) {       /* every rank */
    fprintf(stderr, "%s\n", sy_last_error());
    return 1;
}
sy_comm_rank(world, &rank);
if (rank == 1) {
    st = sy_serve(world);                          /* until rank 0's sy_remote_stop */
} else if (rank == 0) {
    const sy_device r1 = sy_device_of(SY_BACKEND_REMOTE, 1), cpu = sy_device_of(SY_BACKEND_CPU, 0);
    const float data[4] = {-1, 2, -3, 4};
    const int64_t shape[2] = {2, 2};
    float out[4] = {0};
    sy_tensor *x = NULL, *xr = NULL, *yr = NULL, *y = NULL;
    st = sy_remote_attach(world);                  /* remote:N is rank N of world */
    if (st == SY_OK)
        st = sy_tensor_from_data(data, SY_DTYPE_F32, shape, 2, cpu, &x);
    if (st == SY_OK)
        st = sy_to_device(x, r1, &xr);             /* put: the bytes go to rank 1 */
    if (st == SY_OK)
        st = sy_relu(xr, &yr);                     /* call: runs on rank 1, yr stays there */
    if (st == SY_OK)
        st = sy_to_device(yr, cpu, &y);            /* get: the bytes come back */
    if (st == SY_OK)
        st = sy_tensor_to_data(y, out, sizeof out);
    if (st == SY_OK)
        printf("relu on remote:1: %g %g %g %g\n", (double)out[0], (double)out[1], (double)out[2], (double)out[3]);
    else
        fprintf(stderr, "%s\n", sy_last_error());
    sy_tensor_release(x), sy_tensor_release(xr), sy_tensor_release(yr), sy_tensor_release(y);
    if (sy_remote_stop(r1) != SY_OK && st == SY_OK) /* rank 1 leaves sy_serve */
        st = SY_E_COMM_FAILED, fprintf(stderr, "%s\n", sy_last_error());
    sy_remote_attach(NULL);
}
sy_comm_free(world);
sy_shutdown();
    /* readme:end */
    return st == SY_OK ? 0 : 1;
}
