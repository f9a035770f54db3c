#!/bin/sh
# Runs the Check suites (a check_all program) as two processes side by side:
# the tests tagged kernel-only (simd's kernels against cpu's over every ISA
# variant, about half of the time) and the others. Together they are exactly
# one run of check_all (Check's CK_INCLUDE_TAGS and CK_EXCLUDE_TAGS split the
# test cases by tag); on two cores it takes about half as long. Each half logs
# to BIN.kernel-only.log and BIN.rest.log, printed when both are done; the
# exit status is 1 when either failed. Other CK_* settings (CK_FORK) pass
# through.
#   tools/check_split.sh BIN
set -u
bin=$1
unset CK_INCLUDE_TAGS CK_EXCLUDE_TAGS
CK_INCLUDE_TAGS=kernel-only "$bin" >"$bin.kernel-only.log" 2>&1 &
pid=$!
CK_EXCLUDE_TAGS=kernel-only "$bin" >"$bin.rest.log" 2>&1
rest=$?
wait $pid
kern=$?
echo "== $bin: the tests tagged kernel-only"
cat "$bin.kernel-only.log"
echo "== $bin: the other tests"
cat "$bin.rest.log"
[ $kern -eq 0 ] && [ $rest -eq 0 ] && exit 0
echo "check_split: $bin failed ($([ $kern -ne 0 ] && echo 'the kernel-only tests ')$([ $rest -ne 0 ] && echo 'the other tests'))" >&2
exit 1
