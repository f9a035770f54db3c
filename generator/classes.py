"""Op classes: the fixed signatures the runtime knows.

A class decides an op's C parameters, its tensor inputs and attributes, and
which kernel contract (runtime/sy_contract.h) its backends implement. The
runtime has one enum value per class (SY__CLASS_<NAME>) and one shape rule;
backends.yaml picks a class for each op.
"""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True)
class Attr:
    name: str
    type: str  # shape, perm, axis, bool, dtype, device, scalar
    # C parameters of the public function (a shape is a pointer and a rank)
    c_params: tuple[str, ...]
    # statements filling the sy__call's attrs from those parameters
    c_init: tuple[str, ...]


def _shape_attr(name: str) -> Attr:
    return Attr(name, "shape", ("const int64_t *shape", "int rank"),
                ("sy__attrs_set_shape(&attrs, shape, rank)",))


ATTRS = {
    "shape": _shape_attr("shape"),
    "perm": Attr("perm", "perm", ("const int *perm", "int rank"),
                 ("sy__attrs_set_perm(&attrs, perm, rank)",)),
    "axis": Attr("axis", "axis", ("int axis",), ("attrs.axis = axis",)),
    "keepdim": Attr("keepdim", "bool", ("bool keepdim",), ("attrs.keepdim = keepdim",)),
    "dim0": Attr("dim0", "axis", ("int dim0",), ("attrs.dim0 = dim0",)),
    "dim1": Attr("dim1", "axis", ("int dim1",), ("attrs.dim1 = dim1",)),
    "dtype": Attr("dtype", "dtype", ("sy_dtype dtype",), ("attrs.dtype = dtype",)),
    "value": Attr("value", "scalar", ("double value",), ("attrs.value = value",)),
    "device": Attr("device", "device", ("sy_device device",), ("attrs.device = device",)),
}


@dataclass(frozen=True)
class OpClass:
    name: str
    inputs: tuple[str, ...]  # tensor inputs, in order
    attrs: tuple[str, ...]  # attribute names (keys of ATTRS), in C parameter order
    kernel: str | None  # kernel contract: fill, ew, matmul, reduce; None for views
    doc: str
    bool_inputs: tuple[str, ...] = ()  # inputs that are always bool: never differentiable

    @property
    def enum(self) -> str:
        return f"SY__CLASS_{self.name.upper()}"

    @property
    def kernel_args(self) -> str | None:
        return f"sy_{self.kernel}_args" if self.kernel else None

    @property
    def kernel_type(self) -> str | None:
        return f"sy_{self.kernel}_kernel" if self.kernel else None


CLASSES: dict[str, OpClass] = {
    c.name: c
    for c in (
        OpClass("fill", (), ("shape", "value", "dtype", "device"), "fill",
                "creation: a new tensor of `shape` and `dtype` on `device`, every element `value`"),
        OpClass("unary", ("a",), (), "ew", "elementwise, one input, same dtype out"),
        OpClass("binary", ("a", "b"), (), "ew", "elementwise, two inputs broadcast like NumPy, same dtype out"),
        OpClass("compare", ("a", "b"), (), "ew", "elementwise comparison, broadcast, bool out"),
        OpClass("where", ("cond", "a", "b"), (), "ew", "cond ? a : b, all three broadcast", ("cond",)),
        OpClass("matmul", ("a", "b"), (), "matmul", "matrix product over the last two axes, batch axes broadcast"),
        OpClass("reduce", ("a",), ("axis", "keepdim"), "reduce", "reduction over one axis or SY_AXIS_ALL"),
        OpClass("reshape", ("a",), ("shape",), None,
                "same elements, new shape (one -1 is inferred); a view when contiguous"),
        OpClass("permute", ("a",), ("perm",), None, "axes reordered; a view"),
        OpClass("transpose", ("a",), ("dim0", "dim1"), None, "two axes swapped; a view"),
        OpClass("expand", ("a",), ("shape",), None, "broadcast to a larger shape; a view with stride 0"),
        OpClass("cast", ("a",), ("dtype",), "ew", "elementwise conversion to `dtype`"),
    )
}
