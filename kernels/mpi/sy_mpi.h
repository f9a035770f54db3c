/* switchyard: the MPI layer's own public header (like kernels/simd/sy_simd.h),
 * for programs that hold an MPI_Comm of their own. switchyard.h declares the
 * rest (sy_comm_world, the collectives) without needing mpi.h. Installed, and
 * on the include path, only in builds with SY_WITH_MPI. */
#ifndef SY_MPI_H
#define SY_MPI_H

#include <mpi.h>

#include "switchyard.h"

#ifdef __cplusplus
extern "C" {
#endif

/* A communicator over the ranks of comm (a duplicate, with errors returned
 * rather than fatal; comm stays the program's). Collective over comm. MPI
 * must be initialised at MPI_THREAD_SERIALIZED or above (else
 * SY_E_COMM_FAILED, naming the levels), or not at all (then it is, as for
 * sy_comm_world). */
SY_API sy_status sy_comm_from_mpi(MPI_Comm comm, sy_comm **out);

#ifdef __cplusplus
}
#endif

#endif
