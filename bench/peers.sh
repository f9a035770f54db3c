#!/bin/sh
# make bench-peers: runs bench_peers (switchyard and libtorch in one process,
# one thread each, interleaved, thread CPU time), counts the instructions of
# a one-element add on each side with callgrind, and writes the tables into
# their own section of bench/results.md, between the two "make bench-peers"
# marker lines (bench/run.sh keeps that section when it rewrites the rest).
#
#   bench/peers.sh BINARY               the full run; rewrites the section
#   bench/peers.sh BINARY --quick       few samples, no callgrind, writes nothing
#   bench/peers.sh BINARY --all-cores   adds a table of the large workloads on
#                                       every core (wall time: wants an idle machine)
#
# The section is replaced only when the whole run succeeded: a failed run
# leaves bench/results.md as it was. SY_PEERS_CALLGRIND=no skips the
# instruction counts.
set -eu
[ $# -ge 1 ] && [ -x "$1" ] || { echo "usage: bench/peers.sh path/to/bench_peers [--quick] [--all-cores]" >&2; exit 2; }
bin=$1
shift
quick=""
opts=""
for o in "$@"; do
    case "$o" in
    --quick) quick=--quick opts="$opts $o" ;;
    --all-cores) opts="$opts $o" ;;
    *) echo "bench/peers.sh: unknown option '$o' (--quick, --all-cores)" >&2; exit 2 ;;
    esac
done
out=bench/results.md
begin='<!-- make bench-peers: begin -->'
end='<!-- make bench-peers: end -->'

cores=$(getconf _NPROCESSORS_ONLN)
# one thread on each side; the libraries read these when they load (the
# program raises the counts itself for its all-cores table)
export OPENBLAS_NUM_THREADS=1 OMP_NUM_THREADS=1
# OpenBLAS's workers spin for about 2^28 cycles after each call and would take
# the cores from the next call of the other side; as bench/run.sh does, they
# sleep after a call instead
export OPENBLAS_THREAD_TIMEOUT=${OPENBLAS_THREAD_TIMEOUT:-4}

# OpenBLAS (which libtorch and the blas backend both call): the kernels the
# CPU's flags allow, as bench/run.sh does.
. bench/openblas_core.sh
openblas_core "$bin"

tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT

# Instructions per one-element add (callgrind, exact where time is not): one
# run counts each side's loop, a function of its own, inclusively. libtorch's
# start-up runs uninstrumented (--instr-atstart=no; the program starts the
# instrumentation itself), else it alone takes minutes under callgrind.
instructions() {
    n=2000
    valgrind --tool=callgrind --callgrind-out-file="$tmp/callgrind.out" --instr-atstart=no \
        --toggle-collect=peers_loop_sy_add_cpu --toggle-collect=peers_loop_sy_add_simd \
        --toggle-collect=peers_loop_at_add --toggle-collect=peers_loop_at_add_out \
        "$bin" loop $n >"$tmp/callgrind.log" 2>&1 || {
        echo "bench/peers.sh: valgrind failed:" >&2
        tail -n 20 "$tmp/callgrind.log" >&2
        return 1
    }
    # a function inlined from several files has one line per file; the largest
    # (first) is the function's inclusive count
    callgrind_annotate --inclusive=yes --threshold=100 --auto=no "$tmp/callgrind.out" >"$tmp/annotate.txt"
    for f in peers_loop_sy_add_cpu peers_loop_sy_add_simd peers_loop_at_add peers_loop_at_add_out; do
        ir=$(sed -n "s/^ *\([0-9][0-9,]*\) .*:$f\( .*\)\{0,1\}\$/\1/p" "$tmp/annotate.txt" | head -n 1 | tr -d ,)
        [ -n "$ir" ] || { echo "bench/peers.sh: callgrind counted nothing for $f" >&2; return 1; }
        echo "$f $((ir / n))"
    done >"$tmp/instructions"
    count() { sed -n "s/^$1 //p" "$tmp/instructions"; }
    cpu=$(count peers_loop_sy_add_cpu) simd=$(count peers_loop_sy_add_simd)
    add=$(count peers_loop_at_add) add_out=$(count peers_loop_at_add_out)
    fast=$("$bin" fast-backend) # simd, or cpu in a build without it
    echo "| one-element f32 add, instructions per call (callgrind) | switchyard | libtorch | libtorch / switchyard | what makes it unfair |"
    echo "|---|---|---|---|---|"
    awk -v a="$cpu" -v b="$add" 'BEGIN { printf "| `sy_add` on cpu against `at::add` | %d | %d | %.1f | both allocate the result; at::add also handles an alpha and type promotion |\n", a, b, b / a }'
    [ "$fast" = cpu ] ||
        awk -v a="$simd" -v b="$add" -v d="$fast" 'BEGIN { printf "| `sy_add` on %s against `at::add` | %d | %d | %.1f | as above |\n", d, a, b, b / a }'
    awk -v a="$simd" -v b="$add_out" -v d="$fast" 'BEGIN { printf "| `sy_add` on %s against `at::add_out`, control | %d | %d | %.1f | control: libtorch writes into an output allocated beforehand, switchyard allocates its result |\n", d, a, b, b / a }'
}

{
    echo "$begin"
    echo "## PyTorch side by side"
    echo
    echo "Measured by \`make bench-peers\` on $cores cores ($(sed -n 's/^model name[^:]*: //p' /proc/cpuinfo | head -n 1)).${core_note:+ $core_note}"
    "$bin" $opts
    echo
    if [ -z "$quick" ]; then
        if [ "${SY_PEERS_CALLGRIND:-yes}" = no ]; then
            echo "(SY_PEERS_CALLGRIND=no: no instruction counts)"
        elif command -v valgrind >/dev/null && command -v callgrind_annotate >/dev/null; then
            instructions
        else
            echo "(valgrind is not installed: no instruction counts)"
        fi
        echo
    fi
    echo "$end"
} >"$tmp/section"

if [ -n "$quick" ]; then
    cat "$tmp/section"
    echo "(--quick: $out left as it was)"
    exit 0
fi

# everything of results.md outside the old section, then the new section
if [ -f "$out" ]; then
    nb=$(grep -cxF "$begin" "$out" || true) ne=$(grep -cxF "$end" "$out" || true)
    if [ "$nb" != "$ne" ] || [ "$nb" -gt 1 ]; then
        echo "bench/peers.sh: $out has $nb '$begin' and $ne '$end' lines; expected one of each or none." \
            "Fix the file by hand; it was left as it was" >&2
        exit 1
    fi
    awk -v b="$begin" -v e="$end" '$0 == b { skip = 1 } !skip { print } $0 == e { skip = 0 }' "$out" >"$tmp/rest"
    # no trailing blank lines before the section
    sed -e :a -e '/^\n*$/{$d;N;ba' -e '}' "$tmp/rest" >"$tmp/results"
    echo >>"$tmp/results"
else
    : >"$tmp/results"
fi
cat "$tmp/section" >>"$tmp/results"
cp "$tmp/results" "$out.tmp" && mv "$out.tmp" "$out"
cat "$tmp/section"
echo "wrote the section of $out"
