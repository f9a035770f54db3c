#!/bin/sh
# Runs shell commands side by side, each with its output kept apart and
# printed, in the order given, once all have ended. Exit status 1 when any
# failed, naming each that did. For a stage of make test whose parts are
# independent and use one core each (ONNX's node tests on every device).
#   tools/side_by_side.sh COMMAND...
set -u
dir=$(mktemp -d "${TMPDIR:-/tmp}/sy-side.XXXXXX")
trap 'rm -rf "$dir"' EXIT
i=0
for cmd in "$@"; do
    i=$((i + 1))
    sh -c "$cmd" >"$dir/$i.log" 2>&1 &
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
        echo "side_by_side: failed with status $st: $cmd" >&2
        failed=1
    fi
done
exit $failed
