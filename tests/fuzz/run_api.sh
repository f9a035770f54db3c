#!/bin/sh
# Runs the libFuzzer API target.
#   tests/fuzz/run_api.sh BINARY replay SECONDS   every input of tests/fuzz/corpus_api/ once
#                                                  (minus tests/fuzz/known_crashes.txt), then
#                                                  SECONDS of fuzzing
#   tests/fuzz/run_api.sh BINARY fuzz SECONDS      SECONDS of fuzzing only
# `fuzz` starts from the committed seeds plus what earlier `fuzz` runs found
# (build/fuzz/corpus_api/, not committed); `replay` fuzzes from the seeds
# alone (build/fuzz/corpus_replay/, emptied first), so its time goes to
# fuzzing, not to loading a corpus that keeps growing. A crashing input is
# written to build/fuzz/artifacts/; copy it to
# tests/fuzz/corpus_api/crash-<what> to keep it as a regression input.
# Exit 1 on any failure.
set -u
bin=$1
mode=$2
seconds=$3
here=$(dirname "$0")
seeds=$here/corpus_api
known=$here/known_crashes.txt
work=build/fuzz/corpus_api
[ "$mode" = replay ] && work=build/fuzz/corpus_replay && rm -rf "$work"
artifacts=build/fuzz/artifacts
mkdir -p "$work" "$artifacts"

# LeakSanitizer checks every input (libFuzzer's -detect_leaks) and the exit,
# minus the OpenCL driver's C++ leaks (lsan.supp); absurd sizes must fail
# with SY_E_OUT_OF_MEMORY, so malloc may return NULL.
export ASAN_OPTIONS="${ASAN_OPTIONS:-allocator_may_return_null=1:detect_leaks=1}"
export LSAN_OPTIONS="${LSAN_OPTIONS:-suppressions=$(cd "$here" && pwd)/lsan.supp:print_suppressions=0}"
export UBSAN_OPTIONS="${UBSAN_OPTIONS:-print_stacktrace=1:halt_on_error=1}"
# libFuzzer reports a malloc of more than -malloc_limit_mb as a crash; the
# target asks for absurd sizes on purpose
limits="-rss_limit_mb=4096 -malloc_limit_mb=1073741824 -timeout=30"

# tests/fuzz/known_crashes.txt, lines `api FILE SIGNATURE REASON...`: FILE
# (in tests/fuzz/corpus_api/) is not replayed, and a crash whose report names
# SIGNATURE (a function, or the text of a failed check) is that known bug
# found again: fuzzing goes on for the time left.
known_api() {
    [ -f "$known" ] && awk '$1 == "api" { print $2 }' "$known"
}
is_known() {
    known_api | grep -qxF "$1"
}
# the known entry a crash log matches, if any (searched from the report on,
# not in the coverage lines before it)
known_signature() {
    [ -f "$known" ] || return 1
    awk '/runtime error:|==ERROR:|ERROR: libFuzzer|fuzz_api: .*check failed/ { on = 1 } on' "$1" >build/fuzz/report.txt
    awk '$1 == "api" { print $2, $3 }' "$known" | while read -r file sig; do
        if grep -qF -- "$sig" build/fuzz/report.txt; then
            echo "$file"
            return 0
        fi
    done
}

if [ "$mode" = replay ]; then
    files=""
    skipped=0
    for f in "$seeds"/*; do
        [ -f "$f" ] || continue
        name=$(basename "$f")
        if is_known "$name"; then
            skipped=$((skipped + 1))
            echo "fuzz_api: skipping $name (tests/fuzz/known_crashes.txt)"
            continue
        fi
        files="$files $f"
    done
    n=$(echo $files | wc -w)
    echo "== API fuzzer: replaying $n input(s) of $seeds ($skipped known crash(es) skipped)"
    # shellcheck disable=SC2086
    if ! "$bin" $limits $files >build/fuzz/replay.log 2>&1; then
        tail -n 60 build/fuzz/replay.log >&2
        echo "fuzz_api: an input of $seeds fails (log: build/fuzz/replay.log)" >&2
        exit 1
    fi
fi

echo "== API fuzzer: $seconds s of fuzzing (work corpus $work)"
for f in "$seeds"/*; do
    [ -f "$f" ] || continue
    is_known "$(basename "$f")" || cp -p "$f" "$work/"
done
rm -f build/fuzz/fuzz_api.*.log
total=0
end=$(( $(date +%s) + seconds ))
round=0
while :; do
    left=$(( end - $(date +%s) ))
    [ "$left" -ge 1 ] || break
    round=$((round + 1))
    log=build/fuzz/fuzz_api.$round.log
    "$bin" $limits -max_total_time="$left" -print_final_stats=1 -artifact_prefix="$artifacts/" "$work" >"$log" 2>&1
    rc=$?
    execs=$(sed -n 's/^stat::number_of_executed_units: *//p' "$log" | tail -n 1)
    total=$((total + ${execs:-0}))
    [ $rc -eq 0 ] && break
    crash=$(sed -n "s|.*Test unit written to ||p" "$log" | tail -n 1)
    if k=$(known_signature "$log") && [ -n "$k" ]; then
        echo "fuzz_api: known crash $k found again ($crash); fuzzing on"
        rm -f "$crash"
        continue
    fi
    tail -n 60 "$log" >&2
    echo "fuzz_api: a new crash after $total executions (log: $log; input: $crash)" >&2
    exit 1
done
cov=$(grep -o 'cov: [0-9]*' build/fuzz/fuzz_api.$round.log | tail -n 1)
echo "fuzz_api: $total executions in $seconds s, $cov, corpus $(ls "$work" | wc -l) inputs"
