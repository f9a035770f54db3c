#!/bin/sh
# make bench: builds the benchmarks against build/libswitchyard.a, runs them,
# and writes every table to bench/results.md (and the terminal; the file is
# rewritten whole but for make bench-peers's section, so analyses written by
# hand go to bench/history.md, which no target touches), with the
# matmul and bandwidth figures plotted to bench/results.png. Each figure is a
# ratio of medians measured in this one run. The OpenCL section runs on the
# devices the ICD loader lists (the Makefile sets POCL_DEVICES for PoCL).
set -eu
out=bench/results.md
png=bench/results.png
bin=build/bench
mkdir -p "$bin"
cflags="-std=c11 -D_POSIX_C_SOURCE=200809L -O2 -g -Iruntime -Igenerated -Ibench -Ikernels/simd -pthread $(pkg-config --cflags openblas)"

# The libraries and linker flags of the backends compiled into the library
# (as the Makefile links its programs: SY_LIBS_<name> and SY_LDFLAGS_<name> of
# generated/backends.mk); a backend is in when its kernels are, the mpi
# layer (no kernels) when the library calls MPI. OpenBLAS is always linked:
# bench_kernels calls it directly.
syms=$(nm -g --defined-only build/libswitchyard.a 2>/dev/null)
usyms=$(nm -g --undefined-only build/libswitchyard.a 2>/dev/null)
lib_has() {
    if [ "$1" = mpi ]; then
        printf '%s\n' "$usyms" | grep -q ' U MPI_Iallreduce$'
    else
        printf '%s\n' "$syms" | grep -q " T sy_k_$1_"
    fi
}
mk() { sed -n "s/^$1 := //p" generated/backends.mk; }
pkgs=openblas
ldflags=""
for b in $(mk SY_BACKENDS); do
    if lib_has "$b"; then
        pkgs="$pkgs $(mk "SY_LIBS_$b")"
        ldflags="$ldflags $(mk "SY_LDFLAGS_$b")"
    fi
done
libs="build/libswitchyard.a $(pkg-config --libs $pkgs) $ldflags -lm -pthread"

build() {
    ${CC:-cc} $cflags "bench/$1.c" $libs -o "$bin/$1"
}
for b in bench_dispatch bench_kernels bench_autodiff bench_capture; do
    [ -f "bench/$b.c" ] && build "$b"
done
# simd's sin, cos and erf against the libm loop, and against SLEEF's vector
# functions when libsleef-dev is installed (a dependency of this benchmark
# only, as OpenBLAS is of bench_kernels): only when the library has simd.
math_note=""
if lib_has simd; then
    if pkg-config --exists sleef 2>/dev/null && [ "$(uname -m)" = x86_64 ]; then
        for w in 8 16; do
            isa="-mavx2 -mfma"
            [ "$w" = 16 ] && isa="$isa -mavx512f"
            ${CC:-cc} $cflags -DSY_SLEEF_W=$w $isa -c bench/bench_math_sleef.c -o "$bin/bench_math_sleef$w.o"
        done
        ${CC:-cc} $cflags -DSY_BENCH_SLEEF bench/bench_math.c "$bin/bench_math_sleef8.o" "$bin/bench_math_sleef16.o" \
            $libs $(pkg-config --libs sleef) -o "$bin/bench_math"
    else
        build bench_math
        math_note="(libsleef-dev is not installed, or this is not x86-64: no SLEEF columns)"
    fi
else
    rm -f "$bin/bench_math"
fi
# The fallback-chain figures compare blas with simd: only when the library has both.
if lib_has blas && lib_has simd; then
    build bench_fallback
else
    rm -f "$bin/bench_fallback"
fi
# The OpenCL figures: only when the library has the opencl backend (a subset
# built with BACKENDS=... may not) and pkg-config knows OpenCL.
if [ -f bench/bench_opencl.c ] && lib_has opencl && pkg-config --exists OpenCL; then
    ${CC:-cc} $cflags -Ikernels/opencl $(pkg-config --cflags OpenCL) bench/bench_opencl.c $libs \
        $(pkg-config --libs OpenCL) -o "$bin/bench_opencl"
else
    rm -f "$bin/bench_opencl"
fi
# The Vulkan figures: likewise, when the library has the vulkan backend.
if [ -f bench/bench_vulkan.c ] && lib_has vulkan && pkg-config --exists vulkan; then
    ${CC:-cc} $cflags -Ikernels/vulkan $(pkg-config --cflags vulkan) bench/bench_vulkan.c $libs \
        $(pkg-config --libs vulkan) -o "$bin/bench_vulkan"
else
    rm -f "$bin/bench_vulkan"
fi
# The MPI rows: only when the library has the mpi layer (it calls MPI) and
# mpirun is there; bench_mpi on 2 ranks, examples/data_parallel on 1, 2, 4.
if lib_has mpi && command -v mpirun >/dev/null; then
    ${CC:-cc} $cflags -Ikernels/mpi $(pkg-config --cflags ompi-c) bench/bench_mpi.c $libs -o "$bin/bench_mpi"
    ${CC:-cc} $cflags -Ikernels/mpi $(pkg-config --cflags ompi-c) bench/bench_remote.c $libs -o "$bin/bench_remote"
    ${CC:-cc} $cflags examples/data_parallel.c $libs -o "$bin/data_parallel"
else
    rm -f "$bin/bench_mpi" "$bin/bench_remote" "$bin/data_parallel"
fi
mpirun_flags="--oversubscribe --mca btl self,vader"
[ "$(id -u)" = 0 ] && mpirun_flags="$mpirun_flags --allow-run-as-root"
have() { [ -x "$bin/$1" ] && [ -f "bench/$1.c" ]; }

# instructions per call at one element, counted by callgrind (exact, unlike time)
instructions() {
    n=2000
    valgrind --tool=callgrind --callgrind-out-file="$bin/callgrind.$1" --toggle-collect="$1" \
        "$bin/bench_dispatch" "$2" "$n" 2>&1 | sed -n 's/.*Collected : \([0-9]*\).*/\1/p' | awk -v n=$n '{printf "%.0f", $1 / n}'
}

. bench/openblas_core.sh
core_note=""
if have bench_kernels; then
    openblas_core "$bin/bench_kernels"
fi

# OpenBLAS's workers spin for about 2^28 cycles after each call; timed in
# turn with sy_matmul, they would take the cores from the simd pool, whose
# workers sleep between calls. With OPENBLAS_THREAD_TIMEOUT=4 they sleep too.
if [ -z "${OPENBLAS_THREAD_TIMEOUT:-}" ]; then
    export OPENBLAS_THREAD_TIMEOUT=4
fi

tmp=$(mktemp)
trap 'rm -f "$tmp"' EXIT
{
    echo "# switchyard benchmark results"
    echo
    echo "Measured by \`make bench\` on $(nproc) cores ($(sed -n 's/^model name[^:]*: //p' /proc/cpuinfo | head -n 1))."
    echo "Every figure is a ratio of medians of repeated measurements taken in the same run."
    echo "This file is rewritten by every \`make bench\`; analyses of earlier runs, written by hand, are in bench/history.md."
    if have bench_kernels; then
        echo "OpenBLAS kernels: \`$("$bin/bench_kernels" corename)\`. $core_note"
        echo "\`OPENBLAS_THREAD_TIMEOUT=$OPENBLAS_THREAD_TIMEOUT\`: OpenBLAS's workers sleep after a call, as the simd pool's do, instead of spinning on the cores the next sy_matmul needs."
    fi
    echo
    echo "## Dispatch overhead"
    echo
    "$bin/bench_dispatch"
    echo
    if command -v valgrind >/dev/null; then
        d=$(instructions loop_dispatch loop-dispatch)
        k=$(instructions loop_direct loop-direct)
        echo "Instructions per call at 1 element (callgrind): dispatched sy_add $d, direct kernel $k, overhead $((d - k))."
    else
        echo "(valgrind is not installed: no instruction counts)"
    fi
    echo
    if have bench_kernels; then
        echo "## Bandwidth, matmul, moves, threads"
        echo
        "$bin/bench_kernels" data "$bin"
        echo
    fi
    echo "## simd math functions"
    echo
    if have bench_math; then
        "$bin/bench_math"
        [ -n "$math_note" ] && echo && echo "$math_note"
    else
        echo "(not built: the library has no simd backend)"
    fi
    echo
    echo "## Autodiff overhead"
    echo
    "$bin/bench_autodiff"
    echo
    echo "## Fallback chains: a model on the blas device"
    echo
    if have bench_fallback; then
        "$bin/bench_fallback"
        echo
        echo "Before blas fell back to simd (it fell back to cpu's scalar kernels), the training step on blas took 2.83 times the step on simd and the forward pass 2.82 times (this bench built against the library before)."
    else
        echo "(not built: the library lacks the blas or the simd backend)"
    fi
    echo
    echo "## Generator scaling"
    echo
    echo "bench/gen_scale.py derives a yaml of 64 real backends from backends.yaml (copies of simd and of sim: half host, half device backends, 4,096 pair arms) and times \`python3 -m generator\` on it and the compile of every generated .c file (\`-c\` with the Makefile's flags: the generated C only declares the kernels, so none are needed), in CPU time."
    echo
    if ! ${PYTHON:-/usr/bin/python3} bench/gen_scale.py; then
        echo "(bench/gen_scale.py failed)"
    fi
    echo
    echo "Before the pair grid was split into one function per source backend and the pair matrix stopped filtering every arm per row, the 64-backend row was 1.26 s (generator) and 15.0 s (compile; 14.0 s of it sy_transfer.c), measured by this script on the tree before."
    echo
    echo "## Capture replay"
    echo
    "$bin/bench_capture"
    echo
    echo "## OpenCL"
    echo
    if have bench_opencl; then
        "$bin/bench_opencl"
    else
        echo "(not built: the library has no opencl backend, or pkg-config does not know OpenCL)"
    fi
    echo
    echo "## Vulkan"
    echo
    if have bench_vulkan; then
        "$bin/bench_vulkan"
    else
        echo "(not built: the library has no vulkan backend, or pkg-config does not know vulkan)"
    fi
    echo
    echo "## MPI: all_reduce and the data-parallel step"
    echo
    if have bench_mpi; then
        # shellcheck disable=SC2086
        mpirun $mpirun_flags -np 2 "$bin/bench_mpi"
        echo
        # again with libnbc's own choice of algorithm for MPI_Iallreduce, the
        # call sy_all_reduce makes (it asks for the ring from 4 MiB up;
        # README "Beyond one machine")
        echo "With SY_MPI_IALLREDUCE_RING=0 (libnbc's own choice of algorithm):"
        echo
        # shellcheck disable=SC2086
        mpirun $mpirun_flags -x SY_MPI_IALLREDUCE_RING=0 -np 2 "$bin/bench_mpi"
        echo
        if have bench_remote; then
            # a remote op's round trip against a bare ping-pong of the same bytes (rank 1 serves)
            # shellcheck disable=SC2086
            mpirun $mpirun_flags -np 2 "$bin/bench_remote"
            echo
        fi
        echo "| ranks (examples/data_parallel: 64 rows, 1500 steps) | rows per rank | step (rank 0's median) | 1-rank step / this |"
        echo "|---|---|---|---|"
        one=""
        for np in 1 2 4; do
            # shellcheck disable=SC2086
            step=$(mpirun $mpirun_flags -np $np "$bin/data_parallel" | sed -n 's/^data-parallel: step \([0-9.]*\) us.*/\1/p')
            [ -z "$one" ] && one=$step
            echo "| $np | $((64 / np)) | $step us | $(awk -v a="$one" -v b="$step" 'BEGIN { printf "%.2f", a / b }') |"
        done
        echo
        echo "On $(nproc) cores: 4 ranks share them (\`--oversubscribe\`), and a step of this small model (49 parameters) is mostly the all_reduce's latency: the row says what the MPI layer costs a step, not what data parallelism gains."
    else
        echo "(not built: the library has no mpi layer, or mpirun or pkg-config's ompi-c is missing)"
    fi
    echo
    echo "![matmul and bandwidth ratios](results.png)"
} > "$tmp"
# make bench-peers's section (bench/peers.sh) stays as it was
if [ -f "$out" ] && grep -q '^<!-- make bench-peers: begin -->$' "$out"; then
    echo >> "$tmp"
    sed -n '/^<!-- make bench-peers: begin -->$/,/^<!-- make bench-peers: end -->$/p' "$out" >> "$tmp"
fi
cp "$tmp" "$out"
cat "$out"

if command -v gnuplot >/dev/null && [ -f "$bin/matmul.dat" ] && have bench_kernels; then
    gnuplot <<GNUPLOT
set terminal pngcairo size 1100,460 font "sans,10" noenhanced
set output "$png"
set multiplot layout 1,2
set title "f32 matmul, relative to cblas_sgemm (same threads)"
set xlabel "n"
set ylabel "speed / OpenBLAS"
set logscale x 2
set yrange [0:*]
set key below
set grid
plot "$bin/matmul.dat" using 1:2 with linespoints lw 2 title "simd", \
     "" using 1:3 with linespoints lw 2 title "blas", \
     1 with lines dt 2 lc rgb "gray" title "OpenBLAS"
unset logscale x
set title "16 Mi f32 through the dispatched op: bytes moved per second / memcpy"
set xlabel ""
set ylabel "bandwidth / memcpy (one thread)"
set style data histograms
set style histogram clustered gap 1
set style fill solid 0.6
set yrange [0:*]
set xrange [*:*]
plot "$bin/bandwidth.dat" using 2:xtic(1) title "simd, all threads", "" using 3 title "simd, 1 thread", \\
     1 with lines dt 2 lc rgb "gray" title "memcpy"
unset multiplot
GNUPLOT
    echo "wrote $png"
else
    echo "(gnuplot is not installed: no plot)"
fi
