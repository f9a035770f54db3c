/* @generated from backends.yaml by generator/ -- DO NOT EDIT; input sha256 2b71c59b8b8b1d3d; regenerate with `make generate` */
/* The status table of backends.yaml: names, messages, explanations, fixes. */
#include "sy_internal.h"

#include "sy_abi.h"
#if SY_RUNTIME_ABI != 2
#error "generated/ was rendered for runtime ABI 2 (backends.yaml abi:), but runtime/sy_abi.h has another SY_RUNTIME_ABI; regenerate with `make generate` or use the runtime this was generated for"
#endif

const sy__status_info sy__status_table[SY_STATUS_COUNT] = {
    {SY_OK, "SY_OK", "Success.", "The call did what it was asked.", "Nothing to do."},
    /* backends.yaml:203:5 */
    {SY_E_INVALID_ARGUMENT, "SY_E_INVALID_ARGUMENT", "Invalid argument.",
        "A pointer argument was NULL, a device was malformed (unknown backend id, autodiff around a capture device, an unknown checkpointing strategy), or a shape, axis or permutation was out of range.",
        "Read sy_last_error() for the argument that was rejected and pass a valid one."},
    /* backends.yaml:215:5 */
    {SY_E_BACKEND_DISABLED, "SY_E_BACKEND_DISABLED", "The backend is not compiled into this build.",
        "The device names a backend whose SY_WITH_<NAME> macro was 0 when the library was built.",
        "Rebuild with the backend's macro set to 1 and its libraries installed (make builds every backend of backends.yaml unless BACKENDS leaves it out, so include it in BACKENDS), or in a vendored copy vendor again with the backend in BACKENDS; or pick an enabled backend (sy_backend_enabled). The detail names the macro and the backend."},
    /* backends.yaml:229:5 */
    {SY_E_CAPTURE_ONE_WAY, "SY_E_CAPTURE_ONE_WAY", "Cannot move a tensor from a capture device",
        "A captured tensor has no materialized data. Values may move onto a capture device, but nothing moves off one, and a computed capture tensor cannot move to another capture device.",
        "Move the original value instead, or complete the capture and replay the graph on a real device."},
    /* backends.yaml:247:5 */
    {SY_E_AUTODIFF_MISMATCH, "SY_E_AUTODIFF_MISMATCH", "Cannot move between autodiff and non-autodiff instances.",
        "The tensor and the destination disagree on autodiffness. Moves keep a tensor inside or outside an autodiff context.",
        "Use sy_track to bring a plain tensor into an autodiff context, and sy_inner to take a tensor out of one."},
    /* backends.yaml:261:5 */
    {SY_E_NO_SUCH_DEVICE, "SY_E_NO_SUCH_DEVICE", "No such device.",
        "The device index is out of range for the backend, or the capture device does not exist (never created, or released).",
        "Use an index below the backend's device count (sy_backend_device_count), or a capture device from sy_capture_new."},
    /* backends.yaml:274:5 */
    {SY_E_DTYPE_UNSUPPORTED, "SY_E_DTYPE_UNSUPPORTED", "The dtype is not supported here.",
        "The destination backend cannot store this dtype, or the op does not take it.",
        "Cast to a dtype the backend or op supports first, or use another backend."},
    /* backends.yaml:290:5 */
    {SY_E_OUT_OF_MEMORY, "SY_E_OUT_OF_MEMORY", "Out of memory.",
        "An allocation on the host or on a device failed.",
        "Free tensors you no longer need, or work on smaller pieces."},
    /* backends.yaml:304:5 */
    {SY_E_TRANSFER_FAILED, "SY_E_TRANSFER_FAILED", "Failed to read tensor during cross-backend transfer",
        "A backend's read, write or direct-transfer function reported a failure while moving data.",
        "Check the device; the source tensor is intact and the move can be retried."},
    /* backends.yaml:322:5 */
    {SY_E_BACKEND_MISMATCH, "SY_E_BACKEND_MISMATCH", "The provided tensors are not on the same backend.",
        "All tensor inputs of an op must be on one backend; the detail names the two backends found.",
        "Move one of the inputs with sy_to_device first."},
    /* backends.yaml:337:5 */
    {SY_E_DEVICE_MISMATCH, "SY_E_DEVICE_MISMATCH", "The provided tensors are not on the same device.",
        "The inputs are on one backend but on different device indices.",
        "Move one of the inputs with sy_to_device first."},
    /* backends.yaml:354:5 */
    {SY_E_STRATEGY_MISMATCH, "SY_E_STRATEGY_MISMATCH", "Gradient checkpointing strategy mismatch. Tensors in the same operation must share a strategy.",
        "Two inputs belong to autodiff contexts with different checkpointing strategies.",
        "Create both on autodiff devices with the same strategy, or move one to the other's device."},
    /* backends.yaml:371:5 */
    {SY_E_SHAPE_MISMATCH, "SY_E_SHAPE_MISMATCH", "The shapes of the inputs do not fit the operation.",
        "The shapes cannot broadcast, the inner dimensions of a matmul differ, a reshape changes the element count, or an expand targets an incompatible shape.",
        "Read sy_last_error() for the op and the shapes, then reshape or transpose the inputs."},
    /* backends.yaml:384:5 */
    {SY_E_UNSUPPORTED, "SY_E_UNSUPPORTED", "The operation is not supported on this backend for this dtype.",
        "Neither the backend nor its fallback implements the op for the dtype.",
        "Cast the inputs, or move them to a backend that implements the op."},
    /* backends.yaml:400:5 */
    {SY_E_CAPTURE_MISMATCH, "SY_E_CAPTURE_MISMATCH", "Tensors from different capture devices cannot meet in one operation.",
        "An op mixed tensors recorded on two different capture devices.",
        "Move the initialized values onto one capture device first."},
    /* backends.yaml:421:5 */
    {SY_E_NOT_MATERIALIZED, "SY_E_NOT_MATERIALIZED", "A captured tensor has no data.",
        "The tensor was computed on a capture device, which records ops without running them.",
        "Complete the capture and replay the graph on a real device to get values."},
    /* backends.yaml:449:5 */
    {SY_E_BUFFER_TOO_SMALL, "SY_E_BUFFER_TOO_SMALL", "The destination buffer is too small.",
        "sy_tensor_to_data needs numel * dtype size bytes.",
        "Pass a buffer of sy_tensor_nbytes(t) bytes."},
    /* backends.yaml:461:5 */
    {SY_E_UNKNOWN_DEVICE, "SY_E_UNKNOWN_DEVICE", "Unknown device name.",
        "SY_DEVICE (or a device string) names no backend of backends.yaml, or has a malformed index.",
        "Use name or name:index with a backend name from backends.yaml, for example SY_DEVICE=cpu:0."},
    /* backends.yaml:473:5 */
    {SY_E_AUTODIFF_NESTED, "SY_E_AUTODIFF_NESTED", "Autodiff should not wrap an autodiff device.",
        "sy_device_autodiff or sy_track was given something that is already in an autodiff context.",
        "Pass the inner device (sy_device_inner) or the plain tensor (sy_inner)."},
    /* backends.yaml:490:5 */
    {SY_E_DTYPE_MISMATCH, "SY_E_DTYPE_MISMATCH", "The inputs have different dtypes.",
        "Ops do not promote dtypes implicitly; the value inputs of an op must share one dtype, and the condition of where must be bool.",
        "Cast one input with sy_cast first."},
    /* backends.yaml:509:5 */
    {SY_E_NOT_TRACKED, "SY_E_NOT_TRACKED", "The tensor is not tracked by autodiff.",
        "Backward starts from a tracked loss, and gradients exist for tracked leaves; this tensor is plain, or in an autodiff context without a path to a leaf.",
        "Bring the leaves into the context with sy_track or sy_require_grad and compute the loss from them."},
    /* backends.yaml:526:5 */
    {SY_E_NOT_SCALAR, "SY_E_NOT_SCALAR", "Backward from a non-scalar tensor needs a seed gradient.",
        "sy_backward starts from a gradient of ones only for a loss with one element; the seed given to sy_backward_ex must be plain, on the loss's inner device, with its shape and dtype.",
        "Reduce the loss to a scalar (sy_sum, sy_mean), or pass a seed of the loss's shape to sy_backward_ex."},
    /* backends.yaml:545:5 */
    {SY_E_GRAPH_RELEASED, "SY_E_GRAPH_RELEASED", "The autodiff graph was released by an earlier backward pass.",
        "A backward pass frees what the graph kept for it, so a second pass over the same ops has nothing to work with.",
        "Recompute the forward pass, or pass SY_BACKWARD_RETAIN_GRAPH to the first sy_backward_ex."},
    /* backends.yaml:565:5 */
    {SY_E_NO_GRADIENT, "SY_E_NO_GRADIENT", "No gradient flowed to this tensor.",
        "The leaf did not contribute to the loss (or only through ops without a gradient, like comparisons), or the tensor is not a leaf.",
        "Check that the loss depends on the leaf through differentiable ops; gradients are kept for leaves only."},
    /* backends.yaml:590:5 */
    {SY_E_CAPTURE_INPUT_COMPUTED, "SY_E_CAPTURE_INPUT_COMPUTED", "A graph input must be an initialized value, not a computed tensor.",
        "sy_capture_complete declares runtime inputs among the values moved onto the capture device; a tensor computed by a recorded op is part of the graph itself.",
        "Declare the initializer the computation started from, or make the computed tensor an output."},
    /* backends.yaml:616:5 */
    {SY_E_CAPTURE_FOREIGN, "SY_E_CAPTURE_FOREIGN", "The tensor belongs to another capture device.",
        "A declared input or output was recorded on a different capture device than the one being completed.",
        "Complete each capture device with its own tensors, or move the initialized value onto this device first."},
    /* backends.yaml:642:5 */
    {SY_E_CAPTURE_DUPLICATE, "SY_E_CAPTURE_DUPLICATE", "A tensor is declared twice as a graph input or output.",
        "Each input and each output of a graph is one distinct value.",
        "Remove the repeated tensor from the inputs or outputs list."},
    /* backends.yaml:666:5 */
    {SY_E_CAPTURE_UNKNOWN, "SY_E_CAPTURE_UNKNOWN", "The tensor is not a value of any capture device.",
        "A declared input or output is a plain or autodiff tensor; the graph only knows values moved onto the capture device and tensors computed there.",
        "Move the value onto the capture device with sy_to_device and use the tensor that move returns."},
    /* backends.yaml:690:5 */
    {SY_E_CAPTURE_COMPLETE_TWICE, "SY_E_CAPTURE_COMPLETE_TWICE", "The capture device was already completed.",
        "sy_capture_complete turns a capture device into a graph once.",
        "Keep the first graph, or record again on a new device from sy_capture_new."},
    /* backends.yaml:720:5 */
    {SY_E_CAPTURE_CLOSED, "SY_E_CAPTURE_CLOSED", "Cannot record on a completed capture device.",
        "After sy_capture_complete the device's graph is fixed; ops and moves onto it are refused.",
        "Record on a new capture device from sy_capture_new."},
    /* backends.yaml:751:5 */
    {SY_E_REPLAY_DEVICE, "SY_E_REPLAY_DEVICE", "A graph replays on a plain, real device.",
        "sy_graph_run computes the graph eagerly, so it needs an enabled backend's device, not an autodiff or capture device.",
        "Pass sy_device_of(backend, index) (use sy_device_inner for an autodiff device)."},
    /* backends.yaml:783:5 */
    {SY_E_INPUT_MISMATCH, "SY_E_INPUT_MISMATCH", "A graph input does not have the declared shape and dtype.",
        "Each tensor given to sy_graph_run must match the shape and dtype its input had when it was captured.",
        "Read sy_last_error() for the input and the expected shape; reshape or cast the tensor first."},
    /* backends.yaml:820:5 */
    {SY_E_DEVICE_ERROR, "SY_E_DEVICE_ERROR", "The device reported an error.",
        "A device backend's own API failed (an OpenCL call, say) for a reason other than running out of memory; the detail names the backend, the call that failed and the error it returned.",
        "Read sy_last_error() for the failing call and its error code; check the device's driver, or run on another device."},
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
    }
    return NULL;
}
