#!/bin/sh
# Makes sure the Debian packages a make target needs are present.
#   tools/deps.sh PACKAGE...
# Each package is probed (a module import, pkg-config, a command); missing
# ones are installed with apt-get when running as root, otherwise the exact
# apt-get line is printed and the script exits 1. Python modules are probed
# in the one interpreter the Makefile uses, $PYTHON (tools/find_python.sh);
# apt-get can only install them for Debian's /usr/bin/python3.
# SY_DEPS_DRY_RUN=1 names what is missing and installs nothing (exit 1).
set -u
PYTHON=${PYTHON:-$("$(dirname "$0")/find_python.sh")}
[ -x "$PYTHON" ] || PYTHON=$(command -v "$PYTHON" 2>/dev/null || echo /usr/bin/python3)

probe() {
    case "$1" in
        python3-yaml)    "$PYTHON" -c 'import yaml' 2>/dev/null ;;
        python3-jinja2)  "$PYTHON" -c 'import jinja2' 2>/dev/null ;;
        python3-pytest)  "$PYTHON" -c 'import pytest' 2>/dev/null ;;
        python3-numpy)   "$PYTHON" -c 'import numpy' 2>/dev/null ;;
        python3-flake8)  "$PYTHON" -c 'import flake8' 2>/dev/null ;;
        python3-mypy)    "$PYTHON" -c 'import mypy' 2>/dev/null ;;
        python3-onnx)    "$PYTHON" -c 'import onnx' 2>/dev/null ;;
        # PyTorch's Python module, the second reference of max_pool2d and conv2d (make test-reference)
        python3-torch)   "$PYTHON" -c 'import torch' 2>/dev/null ;;
        python3-coverage) "$PYTHON" -c 'import coverage' 2>/dev/null ;;
        # pytest-xdist: make test's pytest suites on every core (-n)
        python3-pytest-xdist) "$PYTHON" -c 'import xdist' 2>/dev/null ;;
        check)           pkg-config --exists check 2>/dev/null ;;
        libopenblas-dev) pkg-config --exists openblas 2>/dev/null ;;
        # SLEEF, for make bench's comparison rows only (bench/bench_math_sleef.c)
        libsleef-dev)    pkg-config --exists sleef 2>/dev/null ;;
        ocl-icd-opencl-dev) pkg-config --exists OpenCL 2>/dev/null ;;
        opencl-headers)  [ -f /usr/include/CL/cl.h ] ;;
        # Open MPI, the MPI layer (kind: mpi in backends.yaml): its headers and library, and mpirun
        libopenmpi-dev)  pkg-config --exists ompi-c 2>/dev/null ;;
        openmpi-bin)     command -v mpirun >/dev/null ;;
        # any installed OpenCL driver will do; PoCL is the one installed when there is none
        pocl-opencl-icd) ls /etc/OpenCL/vendors/*.icd >/dev/null 2>&1 ;;
        libomp-dev)      true ;; # gcc's -fopenmp needs only libgomp, which gcc brings
        pkg-config)      command -v pkg-config >/dev/null ;;
        graphviz)        command -v dot >/dev/null ;;
        gnuplot-nox)     command -v gnuplot >/dev/null ;;
        # PyTorch's C++ library, for make bench-peers only (large: no other target asks for it)
        libtorch-dev)    [ -f /usr/include/torch/csrc/api/include/torch/torch.h ] &&
                         ls /usr/lib/*/libtorch_cpu.so >/dev/null 2>&1 ;;
        # clang's -fsanitize=fuzzer (make fuzz) links this archive
        libfuzzer-14-dev) [ -f /usr/lib/llvm-14/lib/libFuzzer.a ] ;;
        # ONNX's conformance data (make test-onnx-node)
        libonnx-testdata) [ -d /usr/share/libonnx-testdata/data/node ] ;;
        gcc|g++|clang|make|cmake|valgrind|lcov|ccache) command -v "$1" >/dev/null ;;
        *) echo "tools/deps.sh: no probe for package '$1'" >&2; return 1 ;;
    esac
}

missing=""
for pkg in "$@"; do
    probe "$pkg" || missing="$missing $pkg"
done
[ -z "$missing" ] && exit 0

case "$missing" in
*python3-*)
    if [ "$(readlink -f "$PYTHON")" != "$(readlink -f /usr/bin/python3 2>/dev/null)" ]; then
        echo "error: $PYTHON lacks the modules of:$missing; Debian's packages install them for /usr/bin/python3" >&2
        echo "run make with PYTHON=/usr/bin/python3, or install the modules into $PYTHON" >&2
        exit 1
    fi ;;
esac
if [ "${SY_DEPS_DRY_RUN:-0}" = 1 ]; then
    echo "missing packages:$missing (for $PYTHON)"
    exit 1
fi
if [ "$(id -u)" = 0 ] && command -v apt-get >/dev/null; then
    echo "installing missing packages:$missing"
    export DEBIAN_FRONTEND=noninteractive
    apt-get update -qq >/dev/null && apt-get install -y -qq --no-install-recommends $missing >/dev/null || {
        echo "error: apt-get install$missing failed" >&2
        exit 1
    }
    for pkg in $missing; do
        probe "$pkg" || { echo "error: $pkg is still missing after apt-get install" >&2; exit 1; }
    done
    exit 0
fi
echo "error: missing packages:$missing" >&2
echo "install them with: sudo apt-get install -y$missing" >&2
exit 1
