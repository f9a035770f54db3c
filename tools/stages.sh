#!/bin/sh
# Runs make targets one after another as the stages of `make test`, printing
# when each starts and how long it took, then a summary of every stage's time:
# wall-clock seconds, and the CPU seconds (user + system) of the processes it
# waited for, so their ratio shows how busy the cores were.
#   tools/stages.sh TITLE TARGET...
set -u
title=$1
shift
summary=""
t0=$(date +%s)
# CPU seconds of the finished children so far: the second line of `times`,
# which must run in this shell, not in a subshell of $(...)
tf=$(mktemp "${TMPDIR:-/tmp}/sy-stages.XXXXXX")
trap 'rm -f "$tf"' EXIT
cpu() {
    awk 'NR == 2 { t = 0; for (i = 1; i <= 2; i++) { split($i, p, "m"); t += p[1] * 60 + p[2] } printf "%d", t }' "$tf"
}
times >"$tf"
c0=$(cpu)
for target in "$@"; do
    echo "== $title: $target (started $(date +%H:%M:%S))"
    times >"$tf"
    s=$(date +%s) c=$(cpu)
    if ! ${MAKE:-make} --no-print-directory "$target"; then
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
