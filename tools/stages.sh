#!/bin/sh
# Runs make targets one after another as the stages of `make test`, printing
# when each starts and how long it took, then a summary of every stage's time:
# wall-clock seconds, and the CPU seconds (user + system) of the processes it
# waited for, so their ratio shows how busy the cores were.
#
# A word A+B runs the stages A and B side by side (tools/side_by_side.sh; for
# stages that each leave a core idle part of their time and build nothing the
# other builds), timed as one stage: each one's output is printed once both
# have ended, with its own wall and CPU seconds.
#   tools/stages.sh TITLE TARGET...
set -u
title=$1
shift
here=$(dirname "$0")
summary=""
t0=$(date +%s)
# CPU seconds of the finished children so far: the second line of `times`,
# which must run in this shell, not in a subshell of $(...)
tf=$(mktemp "${TMPDIR:-/tmp}/sy-stages.XXXXXX")
trap 'rm -f "$tf"' EXIT
cpu() {
    awk -f "$here/times_cpu.awk" "$tf"
}
# one stage, or A+B side by side
run() {
    case $1 in
    *+*)
        # each stage's name replaced by its make command
        set -- $(echo "$1" | tr '+' ' ')
        for part; do
            set -- "$@" "${MAKE:-make} --no-print-directory $part"
            shift
        done
        "$here/side_by_side.sh" "$@" ;;
    *) ${MAKE:-make} --no-print-directory "$1" ;;
    esac
}
times >"$tf"
c0=$(cpu)
for target in "$@"; do
    echo "== $title: $target (started $(date +%H:%M:%S))"
    times >"$tf"
    s=$(date +%s) c=$(cpu)
    if ! run "$target"; then
        echo "== $title: $target FAILED after $(( $(date +%s) - s )) s" >&2
        exit 1
    fi
    times >"$tf"
    e=$(( $(date +%s) - s )) ce=$(( $(cpu) - c ))
    echo "== $title: $target passed in $e s ($ce CPU-s)"
    summary="$summary$(printf '  %-18s %5d s %6d CPU-s' "$target" "$e" "$ce")
"
done
echo "== $title: stage times"
printf '%s' "$summary"
times >"$tf"
printf '  %-18s %5d s %6d CPU-s\n' total "$(( $(date +%s) - t0 ))" "$(( $(cpu) - c0 ))"
echo "$title: all passed"
