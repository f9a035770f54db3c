#!/bin/sh
# Every subset of the backends of backends.yaml, built with gcc and with clang
# (the Makefile's WARN: -std=c11 -Wall -Wextra -Werror -pedantic and more). A
# subset that generated/sy_backends.h accepts must build the library, the
# Check suite and the README's examples and pass them (the examples on each of
# its devices); a subset it
# rejects (no backend, or a backend without any backend of its fallback chain
# that runs what it leaves to it) must stop at the
# header's #error with its message. With more than MATRIX_MAX (default 4)
# backends, 2^n subsets get slow: then the matrix takes every backend alone,
# all of them, and all but one, each with both compilers (MATRIX_MAX=99 forces
# every subset). Tests tagged kernel-only (a backend's kernels against their
# references, which no other backend changes) run in the subset of every
# backend only; the other subsets run the rest, with one op for each kind of
# route in the loops over every op (SY_CK_OP_SAMPLE=1). Every op and route
# runs in the full build (here, and in make test-c, test-coverage and
# test-sanitize).
set -eu
backends=$(sed -n 's/^SY_BACKENDS := //p' generated/backends.mk)
compilers=${MATRIX_CC:-"gcc clang"}
set -- $backends
n=$#
total=$((1 << n))
if [ "$n" -le "${MATRIX_MAX:-4}" ]; then
    masks=$(seq 0 $((total - 1)))
else
    masks="0 $((total - 1))"
    i=0
    while [ $i -lt "$n" ]; do
        masks="$masks $((1 << i)) $(( (total - 1) & ~(1 << i) ))"
        i=$((i + 1))
    done
fi
passed=0 rejected=0
for cc in $compilers; do
    for mask in $masks; do
        subset="" i=0
        for b in $backends; do
            [ $(( (mask >> i) & 1 )) -eq 1 ] && subset="$subset $b"
            i=$((i + 1))
        done
        subset=${subset# }
        valid=yes
        [ -z "$subset" ] && valid=no
        # each word of SY_NEEDS_<b> is a group of backends of b's fallback
        # chain (a|b|c), one of which must be in the subset
        for b in $subset; do
            for group in $(sed -n "s/^SY_NEEDS_$b := *//p" generated/backends.mk); do
                found=no
                for fb in $(echo "$group" | tr '|' ' '); do
                    case " $subset " in *" $fb "*) found=yes ;; esac
                done
                [ $found = yes ] || valid=no
            done
        done
        name=$(echo "${subset:-none}" | tr ' ' '-')
        dir=build/matrix/$cc-$name
        if [ $valid = yes ]; then
            if ! make --no-print-directory -s -j"$(nproc)" CC=$cc BUILD=$dir BACKENDS="$subset" $dir/tests/check_all >$dir.log 2>&1; then
                cat $dir.log >&2
                echo "matrix: $cc [$subset] failed to build" >&2
                exit 1
            fi
            # tests tagged kernel-only check a backend's kernels against
            # references, whatever else is compiled in: they run in the
            # subset of every backend, once per compiler
            # and the loops over ops take one op for each kind of route
            # (SY_CK_OP_SAMPLE, tests/c/sy_test.h)
            exclude=kernel-only sample=1
            [ "$subset" = "$backends" ] && exclude= sample=0
            if ! SY_CK_OP_SAMPLE=$sample CK_EXCLUDE_TAGS=$exclude CK_VERBOSITY=normal $dir/tests/check_all >>$dir.log 2>&1; then
                tail -n 30 $dir.log >&2
                echo "matrix: $cc [$subset] tests failed" >&2
                exit 1
            fi
            # the README's examples, on every device of the subset
            if ! make --no-print-directory -s CC=$cc BUILD=$dir BACKENDS="$subset" test-examples >>$dir.log 2>&1; then
                tail -n 30 $dir.log >&2
                echo "matrix: $cc [$subset] examples failed" >&2
                exit 1
            fi
            summary=$(grep '^[0-9]*%: Checks:' $dir.log | tail -n 1)
            echo "matrix: $cc [$subset] ok: $summary"
            passed=$((passed + 1))
        else
            defs=""
            for b in $backends; do
                case " $subset " in *" $b "*) ;; *) defs="$defs -D$(sed -n "s/^SY_CFG_$b := //p" generated/backends.mk)=0" ;; esac
            done
            mkdir -p build/matrix
            if out=$($cc -std=c11 -Wall -Wextra -Werror -pedantic -Iruntime -Igenerated $defs -fsyntax-only generated/sy_tables.c 2>&1); then
                echo "matrix: $cc [$subset] compiled, but its fallback is missing: the header should reject it" >&2
                exit 1
            fi
            case $out in
                *"#error"*"switchyard:"*) echo "matrix: $cc [${subset:-no backend}] refused by the header, as it should be: $(echo "$out" | grep -o 'switchyard:[^"]*' | head -n 1)"
                    rejected=$((rejected + 1)) ;;
                *) echo "$out" >&2; echo "matrix: $cc [$subset] failed for another reason than the #error" >&2; exit 1 ;;
            esac
        fi
    done
done
# the capture backend switched off too (with every real backend)
capture_cfg=$(sed -n 's/^SY_CFG_'"$(sed -n 's/^SY_CAPTURE_BACKEND := //p' generated/backends.mk)"' := //p' generated/backends.mk)
dir=build/matrix/gcc-nocapture
if ! make --no-print-directory -s -j"$(nproc)" CC=gcc BUILD=$dir EXTRA_CFLAGS=-D$capture_cfg=0 $dir/tests/check_all >$dir.log 2>&1 ||
    ! SY_CK_OP_SAMPLE=1 CK_EXCLUDE_TAGS=kernel-only CK_VERBOSITY=normal $dir/tests/check_all >>$dir.log 2>&1; then
    tail -n 30 $dir.log >&2
    echo "matrix: gcc with $capture_cfg=0 failed" >&2
    exit 1
fi
echo "matrix: gcc [$backends] with $capture_cfg=0 ok: $(grep '^[0-9]*%: Checks:' $dir.log | tail -n 1)"
echo "matrix: $passed subsets built and passed, $rejected rejected by the header, compilers: $compilers; and capture off"
