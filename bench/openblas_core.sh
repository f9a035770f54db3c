# Sourced by bench/run.sh and bench/peers.sh: OpenBLAS picks its kernels from
# the CPU model. A model newer than the library (0.3.21 in Debian 12 does not
# know Emerald Rapids, for one) gets the generic SSE3 "Prescott" kernels, a
# baseline four times too slow; then the run names the kernels the CPU's flags
# allow, for the whole run (the blas backend and libtorch included).
# OPENBLAS_CORETYPE set by the caller is left alone, and the results say so
# (a machine's environment may set it: Haswell on an AVX-512 EPYC whose
# own choice, Cooperlake, runs sgemm twice as fast).
#
# openblas_core PROGRAM: PROGRAM corename prints the core OpenBLAS chose;
# sets core_note to a sentence for the results ("" when nothing was changed).
openblas_core() {
    core_note=""
    if [ -n "${OPENBLAS_CORETYPE:-}" ]; then
        core_note="\`OPENBLAS_CORETYPE=$OPENBLAS_CORETYPE\` came from the environment, which the run leaves as it is."
        return 0
    fi
    core=$("$1" corename)
    case "$core" in
    Prescott | Core2 | Penryn | Dunnington | Nehalem | Atom | Sandybridge)
        if grep -qw avx512f /proc/cpuinfo && grep -qw avx512bw /proc/cpuinfo; then
            export OPENBLAS_CORETYPE=SkylakeX
        elif grep -qw avx2 /proc/cpuinfo; then
            export OPENBLAS_CORETYPE=Haswell
        fi
        if [ -n "${OPENBLAS_CORETYPE:-}" ]; then
            core_note="OpenBLAS took this CPU for \`$core\`; the run sets \`OPENBLAS_CORETYPE=$OPENBLAS_CORETYPE\`, the kernels its flags allow."
        fi
        ;;
    esac
}
