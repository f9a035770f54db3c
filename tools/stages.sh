#!/bin/sh
# Runs make targets one after another as the stages of `make test`, printing
# when each starts and how long it took, then a summary of every stage's time.
#   tools/stages.sh TITLE TARGET...
set -u
title=$1
shift
summary=""
t0=$(date +%s)
for target in "$@"; do
    echo "== $title: $target (started $(date +%H:%M:%S))"
    s=$(date +%s)
    if ! ${MAKE:-make} --no-print-directory "$target"; then
        echo "== $title: $target FAILED after $(( $(date +%s) - s )) s" >&2
        exit 1
    fi
    e=$(( $(date +%s) - s ))
    echo "== $title: $target passed in $e s"
    summary="$summary$(printf '  %-18s %5d s' "$target" "$e")
"
done
echo "== $title: stage times"
printf '%s' "$summary"
printf '  %-18s %5d s\n' total "$(( $(date +%s) - t0 ))"
echo "$title: all passed"
