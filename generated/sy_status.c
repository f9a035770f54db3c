/* @generated from backends.yaml by generator/ -- DO NOT EDIT; regenerate with `make generate` */
/* The status table of backends.yaml: names, messages, explanations, fixes. */
#include "sy_internal.h"

#include "sy_abi.h"
#if SY_RUNTIME_ABI != 5
#error "generated/ was rendered for runtime ABI 5 (backends.yaml abi:), but runtime/sy_abi.h has another SY_RUNTIME_ABI; regenerate with `make generate` or use the runtime this was generated for"
#endif

const sy__status_info sy__status_table[SY_STATUS_COUNT] = {
    {.status = SY_OK, .name = "SY_OK", .message = "Success.", .explain = "The call did what it was asked.",
     .fix = "Nothing to do."},
    /* errors[INVALID_ARGUMENT] */
    {.status = SY_E_INVALID_ARGUMENT, .name = "SY_E_INVALID_ARGUMENT", .message = "Invalid argument.",
     .explain = "A pointer argument was NULL, a device was malformed (unknown backend id, autodiff around a capture device, an unknown checkpointing strategy), or a shape, axis or permutation was out of range.",
     .fix = "Read sy_last_error() for the argument that was rejected and pass a valid one."},
    /* errors[BACKEND_DISABLED] */
    {.status = SY_E_BACKEND_DISABLED, .name = "SY_E_BACKEND_DISABLED", .message = "The backend is not compiled into this build.",
     .explain = "The device names a backend whose SY_WITH_<NAME> macro was 0 when the library was built.",
     .fix = "Rebuild with the backend's macro set to 1 and its libraries installed (make builds every backend of backends.yaml unless BACKENDS leaves it out, so include it in BACKENDS), or in a vendored copy vendor again with the backend in BACKENDS; or pick an enabled backend (sy_backend_enabled). The detail names the macro and the backend."},
    /* errors[CAPTURE_ONE_WAY] */
    {.status = SY_E_CAPTURE_ONE_WAY, .name = "SY_E_CAPTURE_ONE_WAY", .message = "Cannot move a tensor from a capture device",
     .explain = "A captured tensor has no materialized data. Values may move onto a capture device, but nothing moves off one, and a computed capture tensor cannot move to another capture device.",
     .fix = "Move the original value instead, or complete the capture and replay the graph on a real device."},
    /* errors[AUTODIFF_MISMATCH] */
    {.status = SY_E_AUTODIFF_MISMATCH, .name = "SY_E_AUTODIFF_MISMATCH", .message = "Cannot move between autodiff and non-autodiff instances.",
     .explain = "The tensor and the destination disagree on autodiffness. Moves keep a tensor inside or outside an autodiff context.",
     .fix = "Use sy_track to bring a plain tensor into an autodiff context, and sy_inner to take a tensor out of one."},
    /* errors[NO_SUCH_DEVICE] */
    {.status = SY_E_NO_SUCH_DEVICE, .name = "SY_E_NO_SUCH_DEVICE", .message = "No such device.",
     .explain = "The device index is out of range for the backend, or the capture device does not exist (never created, or released).",
     .fix = "Use an index below the backend's device count (sy_backend_device_count), or a capture device from sy_capture_new."},
    /* errors[DTYPE_UNSUPPORTED] */
    {.status = SY_E_DTYPE_UNSUPPORTED, .name = "SY_E_DTYPE_UNSUPPORTED", .message = "The dtype is not supported here.",
     .explain = "The destination backend cannot store this dtype, or the op does not take it.",
     .fix = "Cast to a dtype the backend or op supports first, or use another backend."},
    /* errors[OUT_OF_MEMORY] */
    {.status = SY_E_OUT_OF_MEMORY, .name = "SY_E_OUT_OF_MEMORY", .message = "Out of memory.",
     .explain = "An allocation on the host or on a device failed.",
     .fix = "Free tensors you no longer need, or work on smaller pieces."},
    /* errors[TRANSFER_FAILED] */
    {.status = SY_E_TRANSFER_FAILED, .name = "SY_E_TRANSFER_FAILED", .message = "Failed to read tensor during cross-backend transfer",
     .explain = "A backend's read, write or direct-transfer function reported a failure while moving data.",
     .fix = "Check the device; the source tensor is intact and the move can be retried."},
    /* errors[BACKEND_MISMATCH] */
    {.status = SY_E_BACKEND_MISMATCH, .name = "SY_E_BACKEND_MISMATCH", .message = "The provided tensors are not on the same backend.",
     .explain = "All tensor inputs of an op must be on one backend; the detail names the two backends found.",
     .fix = "Move one of the inputs with sy_to_device first."},
    /* errors[DEVICE_MISMATCH] */
    {.status = SY_E_DEVICE_MISMATCH, .name = "SY_E_DEVICE_MISMATCH", .message = "The provided tensors are not on the same device.",
     .explain = "The inputs are on one backend but on different device indices.",
     .fix = "Move one of the inputs with sy_to_device first."},
    /* errors[STRATEGY_MISMATCH] */
    {.status = SY_E_STRATEGY_MISMATCH, .name = "SY_E_STRATEGY_MISMATCH", .message = "Gradient checkpointing strategy mismatch. Tensors in the same operation must share a strategy.",
     .explain = "Two inputs belong to autodiff contexts with different checkpointing strategies.",
     .fix = "Create both on autodiff devices with the same strategy, or move one to the other's device."},
    /* errors[SHAPE_MISMATCH] */
    {.status = SY_E_SHAPE_MISMATCH, .name = "SY_E_SHAPE_MISMATCH", .message = "The shapes of the inputs do not fit the operation.",
     .explain = "The shapes cannot broadcast, the inner dimensions of a matmul differ, a reshape changes the element count, or an expand targets an incompatible shape.",
     .fix = "Read sy_last_error() for the op and the shapes, then reshape or transpose the inputs."},
    /* errors[UNSUPPORTED] */
    {.status = SY_E_UNSUPPORTED, .name = "SY_E_UNSUPPORTED", .message = "The operation is not supported on this backend for this dtype.",
     .explain = "Neither the backend nor its fallback implements the op for the dtype.",
     .fix = "Cast the inputs, or move them to a backend that implements the op."},
    /* errors[CAPTURE_MISMATCH] */
    {.status = SY_E_CAPTURE_MISMATCH, .name = "SY_E_CAPTURE_MISMATCH", .message = "Tensors from different capture devices cannot meet in one operation.",
     .explain = "An op mixed tensors recorded on two different capture devices.",
     .fix = "Move the initialized values onto one capture device first."},
    /* errors[NOT_MATERIALIZED] */
    {.status = SY_E_NOT_MATERIALIZED, .name = "SY_E_NOT_MATERIALIZED", .message = "A captured tensor has no data.",
     .explain = "The tensor was computed on a capture device, which records ops without running them.",
     .fix = "Complete the capture and replay the graph on a real device to get values."},
    /* errors[BUFFER_TOO_SMALL] */
    {.status = SY_E_BUFFER_TOO_SMALL, .name = "SY_E_BUFFER_TOO_SMALL", .message = "The destination buffer is too small.",
     .explain = "sy_tensor_to_data needs numel * dtype size bytes.",
     .fix = "Pass a buffer of sy_tensor_nbytes(t) bytes."},
    /* errors[UNKNOWN_DEVICE] */
    {.status = SY_E_UNKNOWN_DEVICE, .name = "SY_E_UNKNOWN_DEVICE", .message = "Unknown device name.",
     .explain = "SY_DEVICE (or a device string) names no backend of backends.yaml, or has a malformed index.",
     .fix = "Use name or name:index with a backend name from backends.yaml, for example SY_DEVICE=cpu:0."},
    /* errors[AUTODIFF_NESTED] */
    {.status = SY_E_AUTODIFF_NESTED, .name = "SY_E_AUTODIFF_NESTED", .message = "Autodiff should not wrap an autodiff device.",
     .explain = "sy_device_autodiff or sy_track was given something that is already in an autodiff context.",
     .fix = "Pass the inner device (sy_device_inner) or the plain tensor (sy_inner)."},
    /* errors[DTYPE_MISMATCH] */
    {.status = SY_E_DTYPE_MISMATCH, .name = "SY_E_DTYPE_MISMATCH", .message = "The inputs have different dtypes.",
     .explain = "Ops do not promote dtypes implicitly; the value inputs of an op must share one dtype, and the condition of where must be bool.",
     .fix = "Cast one input with sy_cast first."},
    /* errors[NOT_TRACKED] */
    {.status = SY_E_NOT_TRACKED, .name = "SY_E_NOT_TRACKED", .message = "The tensor is not tracked by autodiff.",
     .explain = "Backward starts from a tracked loss, and gradients exist for tracked leaves; this tensor is plain, or in an autodiff context without a path to a leaf.",
     .fix = "Bring the leaves into the context with sy_track or sy_require_grad and compute the loss from them."},
    /* errors[NOT_SCALAR] */
    {.status = SY_E_NOT_SCALAR, .name = "SY_E_NOT_SCALAR", .message = "Backward from a non-scalar tensor needs a seed gradient.",
     .explain = "sy_backward starts from a gradient of ones only for a loss with one element; the seed given to sy_backward_ex must be plain, on the loss's inner device, with its shape and dtype.",
     .fix = "Reduce the loss to a scalar (sy_sum, sy_mean), or pass a seed of the loss's shape to sy_backward_ex."},
    /* errors[GRAPH_RELEASED] */
    {.status = SY_E_GRAPH_RELEASED, .name = "SY_E_GRAPH_RELEASED", .message = "The autodiff graph was released by an earlier backward pass.",
     .explain = "A backward pass frees what the graph kept for it, so a second pass over the same ops has nothing to work with.",
     .fix = "Recompute the forward pass, or pass SY_BACKWARD_RETAIN_GRAPH to the first sy_backward_ex."},
    /* errors[NO_GRADIENT] */
    {.status = SY_E_NO_GRADIENT, .name = "SY_E_NO_GRADIENT", .message = "No gradient flowed to this tensor.",
     .explain = "The leaf did not contribute to the loss (or only through ops without a gradient, like comparisons), or the tensor is not a leaf.",
     .fix = "Check that the loss depends on the leaf through differentiable ops; gradients are kept for leaves only."},
    /* errors[CAPTURE_INPUT_COMPUTED] */
    {.status = SY_E_CAPTURE_INPUT_COMPUTED, .name = "SY_E_CAPTURE_INPUT_COMPUTED", .message = "A graph input must be an initialized value, not a computed tensor.",
     .explain = "sy_capture_complete declares runtime inputs among the values moved onto the capture device; a tensor computed by a recorded op is part of the graph itself.",
     .fix = "Declare the initializer the computation started from, or make the computed tensor an output."},
    /* errors[CAPTURE_FOREIGN] */
    {.status = SY_E_CAPTURE_FOREIGN, .name = "SY_E_CAPTURE_FOREIGN", .message = "The tensor belongs to another capture device.",
     .explain = "A declared input or output was recorded on a different capture device than the one being completed.",
     .fix = "Complete each capture device with its own tensors, or move the initialized value onto this device first."},
    /* errors[CAPTURE_DUPLICATE] */
    {.status = SY_E_CAPTURE_DUPLICATE, .name = "SY_E_CAPTURE_DUPLICATE", .message = "A tensor is declared twice as a graph input or output.",
     .explain = "Each input and each output of a graph is one distinct value.",
     .fix = "Remove the repeated tensor from the inputs or outputs list."},
    /* errors[CAPTURE_UNKNOWN] */
    {.status = SY_E_CAPTURE_UNKNOWN, .name = "SY_E_CAPTURE_UNKNOWN", .message = "The tensor is not a value of any capture device.",
     .explain = "A declared input or output is a plain or autodiff tensor; the graph only knows values moved onto the capture device and tensors computed there.",
     .fix = "Move the value onto the capture device with sy_to_device and use the tensor that move returns."},
    /* errors[CAPTURE_COMPLETE_TWICE] */
    {.status = SY_E_CAPTURE_COMPLETE_TWICE, .name = "SY_E_CAPTURE_COMPLETE_TWICE", .message = "The capture device was already completed.",
     .explain = "sy_capture_complete turns a capture device into a graph once.",
     .fix = "Keep the first graph, or record again on a new device from sy_capture_new."},
    /* errors[CAPTURE_CLOSED] */
    {.status = SY_E_CAPTURE_CLOSED, .name = "SY_E_CAPTURE_CLOSED", .message = "Cannot record on a completed capture device.",
     .explain = "After sy_capture_complete the device's graph is fixed; ops and moves onto it are refused.",
     .fix = "Record on a new capture device from sy_capture_new."},
    /* errors[REPLAY_DEVICE] */
    {.status = SY_E_REPLAY_DEVICE, .name = "SY_E_REPLAY_DEVICE", .message = "A graph replays on a plain, real device.",
     .explain = "sy_graph_run computes the graph eagerly, so it needs an enabled backend's device, not an autodiff or capture device.",
     .fix = "Pass sy_device_of(backend, index) (use sy_device_inner for an autodiff device)."},
    /* errors[INPUT_MISMATCH] */
    {.status = SY_E_INPUT_MISMATCH, .name = "SY_E_INPUT_MISMATCH", .message = "A graph input does not have the declared shape and dtype.",
     .explain = "Each tensor given to sy_graph_run must match the shape and dtype its input had when it was captured.",
     .fix = "Read sy_last_error() for the input and the expected shape; reshape or cast the tensor first."},
    /* errors[DEVICE_ERROR] */
    {.status = SY_E_DEVICE_ERROR, .name = "SY_E_DEVICE_ERROR", .message = "The device reported an error.",
     .explain = "A device backend's own API failed (an OpenCL call, say) for a reason other than running out of memory; the detail names the backend, the call that failed and the error it returned.",
     .fix = "Read sy_last_error() for the failing call and its error code; check the device's driver, or run on another device."},
    /* errors[GRAPH_FORMAT] */
    {.status = SY_E_GRAPH_FORMAT, .name = "SY_E_GRAPH_FORMAT", .message = "The saved graph is malformed.",
     .explain = "A file given to sy_graph_load (or _path, _buffer) breaks the saved-graph format of docs/graph-format.md - a wrong magic line, a syntax error, a file cut short, counts that disagree with the body, a reference to a value not defined before, an attribute out of range, a result type other than the one the op infers from its inputs, constant data of the wrong length, or bytes after the end line. The detail names the line, column and byte offset, and the value and op being read.",
     .fix = "Read sy_last_error() for the place and what was expected there; write the file again with sy_graph_save, or correct it by hand following docs/graph-format.md."},
    /* errors[GRAPH_VERSION] */
    {.status = SY_E_GRAPH_VERSION, .name = "SY_E_GRAPH_VERSION", .message = "The saved graph has a format version this build does not read.",
     .explain = "The first line of a saved graph gives its format version; this build reads SY_GRAPH_FORMAT_VERSION only. The detail names the version the file has.",
     .fix = "Save the graph again with the sy_graph_save of the build that loads it (or load it with a build that reads its version)."},
    /* errors[GRAPH_UNKNOWN] */
    {.status = SY_E_GRAPH_UNKNOWN, .name = "SY_E_GRAPH_UNKNOWN", .message = "The saved graph names an op or dtype this build does not have.",
     .explain = "Saved graphs name ops and dtypes as backends.yaml does; the file uses one that the backends.yaml this library was generated from lacks (a file from a newer or differently configured build). The detail names it, with its line and column.",
     .fix = "Load the file with a build whose backends.yaml has the op or dtype, or capture the graph again without it."},
    /* errors[IO_ERROR] */
    {.status = SY_E_IO_ERROR, .name = "SY_E_IO_ERROR", .message = "A file could not be opened, read or written.",
     .explain = "The operating system refused to open, read, write or rename a file (a missing directory, no permission, a full disk); the detail names the path and the system's reason.",
     .fix = "Read sy_last_error() for the path and the reason, and pass a path that can be read or written."},
    /* errors[COMM_FAILED] */
    {.status = SY_E_COMM_FAILED, .name = "SY_E_COMM_FAILED", .message = "An MPI call failed.",
     .explain = "The MPI layer (sy_comm_world, the collectives, sy_send and sy_recv) could not initialise MPI at the thread level the runtime needs (MPI_THREAD_SERIALIZED, because collectives may be called from any thread), found MPI already finalized, or an MPI call returned an error; the detail names the function, the MPI error string or the thread levels provided and needed, and the communicator's rank and size.",
     .fix = "Initialise MPI yourself with MPI_Init_thread at MPI_THREAD_SERIALIZED or MPI_THREAD_MULTIPLE, or leave it to the first sy_comm call; call the MPI layer before MPI_Finalize and before sy_shutdown; read sy_last_error() for the MPI error otherwise."},
};

const sy__status_info *sy__status_find(sy_status s)
{
    switch (s) {
    case SY_OK: return &sy__status_table[0];
    case SY_E_INVALID_ARGUMENT: return &sy__status_table[1];
    case SY_E_BACKEND_DISABLED: return &sy__status_table[2];
    case SY_E_CAPTURE_ONE_WAY: return &sy__status_table[3];
    case SY_E_AUTODIFF_MISMATCH: return &sy__status_table[4];
    case SY_E_NO_SUCH_DEVICE: return &sy__status_table[5];
    case SY_E_DTYPE_UNSUPPORTED: return &sy__status_table[6];
    case SY_E_OUT_OF_MEMORY: return &sy__status_table[7];
    case SY_E_TRANSFER_FAILED: return &sy__status_table[8];
    case SY_E_BACKEND_MISMATCH: return &sy__status_table[9];
    case SY_E_DEVICE_MISMATCH: return &sy__status_table[10];
    case SY_E_STRATEGY_MISMATCH: return &sy__status_table[11];
    case SY_E_SHAPE_MISMATCH: return &sy__status_table[12];
    case SY_E_UNSUPPORTED: return &sy__status_table[13];
    case SY_E_CAPTURE_MISMATCH: return &sy__status_table[14];
    case SY_E_NOT_MATERIALIZED: return &sy__status_table[15];
    case SY_E_BUFFER_TOO_SMALL: return &sy__status_table[16];
    case SY_E_UNKNOWN_DEVICE: return &sy__status_table[17];
    case SY_E_AUTODIFF_NESTED: return &sy__status_table[18];
    case SY_E_DTYPE_MISMATCH: return &sy__status_table[19];
    case SY_E_NOT_TRACKED: return &sy__status_table[20];
    case SY_E_NOT_SCALAR: return &sy__status_table[21];
    case SY_E_GRAPH_RELEASED: return &sy__status_table[22];
    case SY_E_NO_GRADIENT: return &sy__status_table[23];
    case SY_E_CAPTURE_INPUT_COMPUTED: return &sy__status_table[24];
    case SY_E_CAPTURE_FOREIGN: return &sy__status_table[25];
    case SY_E_CAPTURE_DUPLICATE: return &sy__status_table[26];
    case SY_E_CAPTURE_UNKNOWN: return &sy__status_table[27];
    case SY_E_CAPTURE_COMPLETE_TWICE: return &sy__status_table[28];
    case SY_E_CAPTURE_CLOSED: return &sy__status_table[29];
    case SY_E_REPLAY_DEVICE: return &sy__status_table[30];
    case SY_E_INPUT_MISMATCH: return &sy__status_table[31];
    case SY_E_DEVICE_ERROR: return &sy__status_table[32];
    case SY_E_GRAPH_FORMAT: return &sy__status_table[33];
    case SY_E_GRAPH_VERSION: return &sy__status_table[34];
    case SY_E_GRAPH_UNKNOWN: return &sy__status_table[35];
    case SY_E_IO_ERROR: return &sy__status_table[36];
    case SY_E_COMM_FAILED: return &sy__status_table[37];
    }
    return NULL;
}
