/* switchyard cpu backend: the collectives all_reduce, broadcast, all_gather
 * and reduce_scatter, and their gradient ops. MPI moves the bytes of every dtype, so one runtime
 * function (sy__mpi_collective, runtime/sy_mpi.c) does each: the metadata
 * exchange, then the collective from the input's host buffer into the
 * result's. Every other backend leaves them to cpu, whose fallback stages a
 * device's tensor through host memory. */
#include "sy_contract.h"
#include "sy_internal.h"
#include "sy_kernels.h"

sy_status sy_k_cpu_all_reduce(const sy_op_args *args)
{
    return sy__mpi_collective(args);
}

sy_status sy_k_cpu_broadcast(const sy_op_args *args)
{
    return sy__mpi_collective(args);
}

sy_status sy_k_cpu_all_gather(const sy_op_args *args)
{
    return sy__mpi_collective(args);
}

sy_status sy_k_cpu_reduce_scatter(const sy_op_args *args)
{
    return sy__mpi_collective(args);
}

sy_status sy_k_cpu_all_reduce_backward(const sy_op_args *args)
{
    return sy__mpi_collective(args);
}

sy_status sy_k_cpu_broadcast_backward(const sy_op_args *args)
{
    return sy__mpi_collective(args);
}

sy_status sy_k_cpu_reduce_scatter_backward(const sy_op_args *args)
{
    return sy__mpi_collective(args);
}
