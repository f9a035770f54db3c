# @generated from backends.yaml by generator/ -- DO NOT EDIT; regenerate with `make generate`
# What the Makefile needs to know of backends.yaml: the real backends (their
# kernel folders are kernels/<name>/), their build switches, libraries,
# compiler and linker flags, fallbacks, what a build with each needs of its
# fallback chain (words: backends one of which must be built, `a|b`) and its
# Debian packages as NAME=PROBE:ARG words (tools/deps.sh reads them; PROBE is
# pkg-config, file or command). The MPI layer (kind: mpi) is listed with them:
# a switch, libraries, packages and a folder (kernels/<name>/), and it needs
# one real backend of any kind.
SY_VERSION := 0.3.0
SY_BACKENDS := cpu simd blas sim opencl vulkan mpi
SY_CAPTURE_BACKEND := capture
SY_CFG_cpu := SY_WITH_CPU
SY_LIBS_cpu :=
SY_FALLBACK_cpu :=
SY_NEEDS_cpu :=
SY_CFLAGS_cpu :=
SY_LDFLAGS_cpu :=
SY_PACKAGES_cpu :=
SY_CFG_simd := SY_WITH_SIMD
SY_LIBS_simd :=
SY_FALLBACK_simd := cpu
SY_NEEDS_simd := cpu
SY_CFLAGS_simd :=
SY_LDFLAGS_simd :=
SY_PACKAGES_simd :=
SY_CFG_blas := SY_WITH_BLAS
SY_LIBS_blas := openblas
SY_FALLBACK_blas := simd
SY_NEEDS_blas := cpu
SY_CFLAGS_blas :=
SY_LDFLAGS_blas :=
SY_PACKAGES_blas := libopenblas-dev=pkg-config:openblas
SY_CFG_sim := SY_WITH_SIM
SY_LIBS_sim :=
SY_FALLBACK_sim := cpu
SY_NEEDS_sim := cpu
SY_CFLAGS_sim :=
SY_LDFLAGS_sim :=
SY_PACKAGES_sim :=
SY_CFG_opencl := SY_WITH_OPENCL
SY_LIBS_opencl := OpenCL
SY_FALLBACK_opencl := cpu
SY_NEEDS_opencl := cpu
SY_CFLAGS_opencl :=
SY_LDFLAGS_opencl :=
SY_PACKAGES_opencl := ocl-icd-opencl-dev=pkg-config:OpenCL opencl-headers=file:/usr/include/CL/cl.h pocl-opencl-icd=file:/etc/OpenCL/vendors/*.icd
SY_CFG_vulkan := SY_WITH_VULKAN
SY_LIBS_vulkan := vulkan
SY_FALLBACK_vulkan := cpu
SY_NEEDS_vulkan := cpu
SY_CFLAGS_vulkan :=
SY_LDFLAGS_vulkan :=
SY_PACKAGES_vulkan := libvulkan-dev=pkg-config:vulkan mesa-vulkan-drivers=file:/usr/share/vulkan/icd.d/*.json glslc=command:glslc
SY_MPI_BACKEND := mpi
SY_CFG_mpi := SY_WITH_MPI
SY_LIBS_mpi := ompi-c
SY_FALLBACK_mpi :=
SY_NEEDS_mpi := cpu|simd|blas|sim|opencl|vulkan
SY_CFLAGS_mpi :=
SY_LDFLAGS_mpi :=
SY_PACKAGES_mpi := libopenmpi-dev=pkg-config:ompi-c openmpi-bin=command:mpirun
SY_CFG_capture := SY_WITH_CAPTURE
