#!/bin/sh
# Runs make targets one after another as the stages of `make test`, printing
# when each starts and how long it took, then a summary of every stage's time:
# wall-clock seconds, and the CPU seconds (user + system) of the processes it
# waited for, so their ratio shows how busy the cores were.
#
# A word A+B runs the stages A and B side by side (stages that each leave a
# core idle part of their time and build nothing the other builds): each
# one's output is kept apart and printed once both have ended, and each
# gets its own line in the summary, marked with the stages beside it.
#   tools/stages.sh TITLE TARGET...
set -u
title=$1
shift
summary=""
t0=$(date +%s)
tmp=$(mktemp -d "${TMPDIR:-/tmp}/sy-stages.XXXXXX")
trap 'rm -rf "$tmp"' EXIT
# CPU seconds of the finished children so far: the second line of `times`,
# which must run in the shell whose children they are, not in a subshell of $(...)
cpu() {
    awk 'NR == 2 { t = 0; for (i = 1; i <= 2; i++) { split($i, p, "m"); t += p[1] * 60 + p[2] } printf "%d", t }' "$1"
}
line() { # target seconds cpu-seconds [note]
    summary="$summary$(printf '  %-18s %5d s %6d CPU-s%s' "$1" "$2" "$3" "${4:+  $4}")
"
}
times >"$tmp/t"
c0=$(cpu "$tmp/t")
for target in "$@"; do
    case $target in
    *+*)
        parts=$(echo "$target" | tr '+' ' ')
        echo "== $title: $parts side by side (started $(date +%H:%M:%S))"
        s=$(date +%s)
        for part in $parts; do
            (
                ps=$(date +%s)
                ${MAKE:-make} --no-print-directory "$part" >"$tmp/$part.log" 2>&1
                st=$?
                times >"$tmp/$part.times"
                echo "$st $(( $(date +%s) - ps ))" >"$tmp/$part.end"
                exit "$st"
            ) &
            echo $! >"$tmp/$part.pid"
        done
        failed=""
        for part in $parts; do
            wait "$(cat "$tmp/$part.pid")"
            echo "== $title: $part (beside $(echo "$parts" | tr ' ' '\n' | grep -vx "$part" | tr '\n' ' ' | sed 's/ $//'))"
            cat "$tmp/$part.log"
            read -r st e <"$tmp/$part.end"
            ce=$(cpu "$tmp/$part.times")
            if [ "$st" -ne 0 ]; then
                echo "== $title: $part FAILED after $e s" >&2
                failed="$failed $part"
                continue
            fi
            echo "== $title: $part passed in $e s ($ce CPU-s)"
            line "$part" "$e" "$ce" "(side by side)"
        done
        [ -z "$failed" ] || exit 1
        summary="$summary$(printf '  %-18s %5d s  (wall time of %s)' "side by side" "$(( $(date +%s) - s ))" "$target")
"
        ;;
    *)
        echo "== $title: $target (started $(date +%H:%M:%S))"
        times >"$tmp/t"
        s=$(date +%s) c=$(cpu "$tmp/t")
        if ! ${MAKE:-make} --no-print-directory "$target"; then
            echo "== $title: $target FAILED after $(( $(date +%s) - s )) s" >&2
            exit 1
        fi
        times >"$tmp/t"
        e=$(( $(date +%s) - s )) ce=$(( $(cpu "$tmp/t") - c ))
        echo "== $title: $target passed in $e s ($ce CPU-s)"
        line "$target" "$e" "$ce"
        ;;
    esac
done
echo "== $title: stage times"
printf '%s' "$summary"
times >"$tmp/t"
printf '  %-18s %5d s %6d CPU-s\n' total "$(( $(date +%s) - t0 ))" "$(( $(cpu "$tmp/t") - c0 ))"
echo "$title: all passed"
