# @generated from backends.yaml by generator/ -- DO NOT EDIT; input sha256 cb4c0eb13153261d; regenerate with `make generate`
# What the Makefile needs to know of backends.yaml: the real backends (their
# kernel folders are kernels/<name>/), their build switches, libraries and
# fallbacks.
SY_BACKENDS := cpu simd blas sim
SY_CAPTURE_BACKEND := capture
SY_CFG_cpu := SY_WITH_CPU
SY_LIBS_cpu :=
SY_FALLBACK_cpu :=
SY_CFG_simd := SY_WITH_SIMD
SY_LIBS_simd :=
SY_FALLBACK_simd := cpu
SY_CFG_blas := SY_WITH_BLAS
SY_LIBS_blas := openblas
SY_FALLBACK_blas := cpu
SY_CFG_sim := SY_WITH_SIM
SY_LIBS_sim :=
SY_FALLBACK_sim := cpu
SY_CFG_capture := SY_WITH_CAPTURE
