#!/bin/sh
# Runs shell commands side by side, each with its output kept apart and
# printed, in the order given, once all have ended, followed by its wall
# and CPU seconds. Exit status 1 when any failed, naming each that did. For
# parts of make test that are independent and each leave a core idle part
# of their time (ONNX's node tests on every device; stages written A+B,
# tools/stages.sh).
#   tools/side_by_side.sh COMMAND...
set -u
here=$(dirname "$0")
dir=$(mktemp -d "${TMPDIR:-/tmp}/sy-side.XXXXXX")
trap 'rm -rf "$dir"' EXIT
i=0
for cmd in "$@"; do
    i=$((i + 1))
    (
        s=$(date +%s)
        sh -c "$cmd" >"$dir/$i.log" 2>&1
        st=$?
        # the CPU seconds of this subshell's children: the second line of
        # `times`, which must run in this subshell, not in a pipeline's
        times >"$dir/$i.times"
        echo "$(( $(date +%s) - s )) s, $(awk -f "$here/times_cpu.awk" "$dir/$i.times") CPU-s" >"$dir/$i.time"
        exit $st
    ) &
    echo $! >"$dir/$i.pid"
done
failed=0
i=0
for cmd in "$@"; do
    i=$((i + 1))
    if wait "$(cat "$dir/$i.pid")"; then st=0; else st=$?; fi
    echo "$cmd"
    cat "$dir/$i.log"
    if [ "$st" -ne 0 ]; then
        echo "side_by_side: failed with status $st after $(cat "$dir/$i.time"): $cmd" >&2
        failed=1
    else
        echo "side_by_side: passed in $(cat "$dir/$i.time"): $cmd"
    fi
done
exit $failed
