#!/bin/sh
# Runs a libFuzzer target of tests/fuzz/: the API target, or with NAME
# another one (graph: the saved-graph loader), whose seeds are corpus_NAME/.
#   tests/fuzz/run_api.sh BINARY replay SECONDS [NAME]   every input of tests/fuzz/corpus_NAME/
#                                                         once (minus tests/fuzz/known_crashes.txt),
#                                                         then SECONDS of fuzzing
#   tests/fuzz/run_api.sh BINARY fuzz SECONDS [NAME]      SECONDS of fuzzing only
# `fuzz` starts from the committed seeds plus what earlier `fuzz` runs found
# (build/fuzz/corpus_NAME/, not committed); `replay` fuzzes from the seeds
# alone (build/fuzz/corpus_replay/ for api, emptied first), so its time goes to
# fuzzing, not to loading a corpus that keeps growing. A crashing input is
# written to build/fuzz/artifacts/; copy it to
# tests/fuzz/corpus_NAME/crash-<what> to keep it as a regression input.
# Exit 1 on any failure.
set -u
bin=$1
mode=$2
seconds=$3
name=${4:-api}
here=$(dirname "$0")
seeds=$here/corpus_$name
known=$here/known_crashes.txt
work=build/fuzz/corpus_$name
# build/fuzz/ file names of NAME: the api target's keep their old names
sfx=$([ "$name" = api ] || echo "_$name")
[ "$mode" = replay ] && work=build/fuzz/corpus_replay$sfx && rm -rf "$work"
artifacts=build/fuzz/artifacts
mkdir -p "$work" "$artifacts"

# LeakSanitizer checks every input (libFuzzer's -detect_leaks) and the exit,
# minus the drivers' own leaks (build/lsan.supp, the built backends'
# kernels/<backend>/lsan.supp joined by the Makefile); absurd sizes must fail
# with SY_E_OUT_OF_MEMORY, so malloc may return NULL.
export ASAN_OPTIONS="${ASAN_OPTIONS:-allocator_may_return_null=1:detect_leaks=1}"
supp=build/lsan.supp
[ -f "$supp" ] || { echo "tests/fuzz/run_api.sh: no $supp (make fuzz-bin writes it)" >&2; exit 1; }
export LSAN_OPTIONS="${LSAN_OPTIONS:-suppressions=$(pwd)/$supp:print_suppressions=0}"
export UBSAN_OPTIONS="${UBSAN_OPTIONS:-print_stacktrace=1:halt_on_error=1}"
# libFuzzer reports a malloc of more than -malloc_limit_mb as a crash; the
# target asks for absurd sizes on purpose
limits="-rss_limit_mb=4096 -malloc_limit_mb=1073741824 -timeout=30"

# tests/fuzz/known_crashes.txt, lines `NAME FILE SIGNATURE REASON...`: FILE
# (in tests/fuzz/corpus_NAME/) is not replayed, and a crash whose report names
# SIGNATURE (a function, or the text of a failed check) is that known bug
# found again: fuzzing goes on for the time left.
known_api() {
    [ -f "$known" ] && awk -v n="$name" '$1 == n { print $2 }' "$known"
}
is_known() {
    known_api | grep -qxF "$1"
}
# the known entry a crash log matches, if any (searched from the report on,
# not in the coverage lines before it)
known_signature() {
    [ -f "$known" ] || return 1
    awk -v n="fuzz_$name" '/runtime error:|==ERROR:|ERROR: libFuzzer/ || index($0, n ": ") && /check failed/ { on = 1 } on' \
        "$1" >"build/fuzz/report$sfx.txt"
    awk -v n="$name" '$1 == n { print $2, $3 }' "$known" | while read -r file sig; do
        if grep -qF -- "$sig" "build/fuzz/report$sfx.txt"; then
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
        base=$(basename "$f")
        if is_known "$base"; then
            skipped=$((skipped + 1))
            echo "fuzz_$name: skipping $base (tests/fuzz/known_crashes.txt)"
            continue
        fi
        files="$files $f"
    done
    n=$(echo $files | wc -w)
    echo "== fuzz_$name: replaying $n input(s) of $seeds ($skipped known crash(es) skipped)"
    # shellcheck disable=SC2086
    if ! "$bin" $limits $files >build/fuzz/replay$sfx.log 2>&1; then
        tail -n 60 build/fuzz/replay$sfx.log >&2
        echo "fuzz_$name: an input of $seeds fails (log: build/fuzz/replay$sfx.log)" >&2
        exit 1
    fi
fi

echo "== fuzz_$name: $seconds s of fuzzing (work corpus $work)"
for f in "$seeds"/*; do
    [ -f "$f" ] || continue
    is_known "$(basename "$f")" || cp -p "$f" "$work/"
done
rm -f "build/fuzz/fuzz_$name".*.log
total=0
end=$(( $(date +%s) + seconds ))
round=0
while :; do
    left=$(( end - $(date +%s) ))
    [ "$left" -ge 1 ] || break
    round=$((round + 1))
    log=build/fuzz/fuzz_$name.$round.log
    "$bin" $limits -max_total_time="$left" -print_final_stats=1 -artifact_prefix="$artifacts/" "$work" >"$log" 2>&1
    rc=$?
    execs=$(sed -n 's/^stat::number_of_executed_units: *//p' "$log" | tail -n 1)
    total=$((total + ${execs:-0}))
    [ $rc -eq 0 ] && break
    crash=$(sed -n "s|.*Test unit written to ||p" "$log" | tail -n 1)
    if k=$(known_signature "$log") && [ -n "$k" ]; then
        echo "fuzz_$name: known crash $k found again ($crash); fuzzing on"
        rm -f "$crash"
        continue
    fi
    tail -n 60 "$log" >&2
    echo "fuzz_$name: a new crash after $total executions (log: $log; input: $crash)" >&2
    exit 1
done
cov=$(grep -o 'cov: [0-9]*' "build/fuzz/fuzz_$name.$round.log" | tail -n 1)
echo "fuzz_$name: $total executions in $seconds s, $cov, corpus $(ls "$work" | wc -l) inputs"
