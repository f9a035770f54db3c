#!/bin/sh
# Runs the Check suites (a check_all program) as three processes side by
# side: the test cases tagged own-process (the largest of the kernel-only
# ones: simd's elementwise kernels against cpu's over every ISA variant), the
# other tests tagged kernel-only, and the rest. Together they are exactly one
# run of check_all (Check's CK_INCLUDE_TAGS and CK_EXCLUDE_TAGS split the test
# cases by tag; own-process cases are kernel-only too). Under ASan the three
# take similar times, so on two cores the run takes about half as long as one
# process would; where one part dominates (the rest, with coverage counters)
# the others fit beside it. Each part logs to BIN.<part>.log, printed when
# all are done; the exit status is 1 when any failed. Other CK_* settings
# (CK_FORK) pass through.
#   tools/check_split.sh BIN
set -u
bin=$1
unset CK_INCLUDE_TAGS CK_EXCLUDE_TAGS CK_RUN_SUITE CK_RUN_CASE
CK_INCLUDE_TAGS=own-process "$bin" >"$bin.own-process.log" 2>&1 &
own=$!
CK_INCLUDE_TAGS=kernel-only CK_EXCLUDE_TAGS=own-process "$bin" >"$bin.kernel-only.log" 2>&1 &
kern=$!
CK_EXCLUDE_TAGS=kernel-only "$bin" >"$bin.rest.log" 2>&1
rest=$?
wait $own
own=$?
wait $kern
kern=$?
failed=""
for part in own-process kernel-only rest; do
    echo "== $bin: the tests $(case $part in own-process) echo "tagged own-process";;
        kernel-only) echo "tagged kernel-only, but not own-process";; rest) echo "not tagged kernel-only";; esac)"
    cat "$bin.$part.log"
done
[ $own -ne 0 ] && failed="$failed, the own-process tests"
[ $kern -ne 0 ] && failed="$failed, the other kernel-only tests"
[ $rest -ne 0 ] && failed="$failed, the tests not tagged kernel-only"
[ -z "$failed" ] && exit 0
echo "check_split: $bin failed (${failed#, })" >&2
exit 1
