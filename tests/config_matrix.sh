#!/bin/sh
# Every subset of the backends of backends.yaml, built with gcc and with clang
# (the Makefile's WARN: -std=c11 -Wall -Wextra -Werror -pedantic and more). A
# subset that generated/sy_backends.h accepts must build the library, the
# Check suite and the README's examples warning-free with gcc and pass them
# (the examples run on the first device of each backend whose fallback
# chain the subset shortens, and of a subset of one backend; gcc's subset
# of every backend is make test's own build, which test-coverage,
# test-sanitize and test-examples build and run, so the matrix leaves it to
# them unless MATRIX_GCC_FULL=1); clang builds the library of every subset,
# and the Check suite and the examples in the subsets of one backend and of
# every backend, where the tests' code under the backend switches
# takes each side, and runs them in the subset of every backend (its
# warnings come from its front end, which the build exercises, at -O0 where
# it does not run; the code it runs is the full build's); a subset it
# rejects (no backend, or a backend without any backend of its fallback chain
# that runs what it leaves to it) must stop at the
# header's #error with its message. With more than MATRIX_MAX (default 4)
# backends, 2^n subsets get slow: then the matrix takes every backend alone,
# all of them, and all but one, each with both compilers (MATRIX_MAX=99 forces
# every subset). Tests tagged kernel-only (a backend's kernels against their
# references, which no other backend changes) run in the subset of every
# backend, with clang (gcc's run in make test-c, test-coverage and
# test-sanitize); the other subsets run the rest. The loops over every op
# take one op for each kind of route (SY_CK_OP_SAMPLE=1) in every build here:
# every op and route runs in make test-c, test-coverage and test-sanitize.
#
# The builds are independent: MATRIX_JOBS of them (default: the processor
# count) run at once, each with make -j(processors), so the compiler keeps
# every core busy through the links and test runs of the others. Each build
# logs to build/matrix/<compiler>-<subset>.log. They use the Makefile's flags
# and its ccache: a kernel file's preprocessed text does not depend on the
# subset (generated/sy_kernels.h declares every backend's kernels), so each
# kernel is compiled once per compiler, and the runtime, the generated
# dispatch and the tests once per subset.
set -eu
backends=$(sed -n 's/^SY_BACKENDS := //p' generated/backends.mk)
jobs=$(nproc)

# one accepted subset: build, test, run the examples (called through xargs)
if [ "${1:-}" = --build ]; then
    shift; cc=$1 subset=$2 extra=${3:-}
    name=$(echo "$subset" | tr ' ' '-')
    [ -n "$extra" ] && name=nocapture
    dir=build/matrix/$cc-$name
    mkdir -p build/matrix
    what="$cc [$subset]${extra:+ with ${extra#-D}}"
    # a step that fails under set -e says which build stopped
    trap 'st=$?; [ $st -eq 0 ] || echo "matrix: $what stopped with status $st (log: $dir.log)" >&2' EXIT
    # the same flags for every make below, or the objects are built again
    flags=$extra
    # gcc is called as make's default `cc` when that is the same gcc:
    # ccache hashes the compiler's name, so the kernels' objects of make's
    # own build are reused rather than compiled again
    mcc=$cc
    if [ "$cc" = gcc ] && [ "$(readlink -f "$(command -v cc)")" = "$(readlink -f "$(command -v gcc)")" ]; then
        mcc=cc
    fi
    # clang's warnings come from its front end, so a subset short of every
    # backend is compiled and linked with clang (the Check suites and the
    # examples, warning-free) and run with gcc; the subset of every backend
    # runs with both
    run=yes opt=-O2
    [ "$cc" != gcc ] && [ "$subset" != "$backends" ] && run=no
    # a build that is not run is compiled at -O0: clang's warnings come
    # from its front end whatever -O says, and code generation costs less.
    # The Check suites' own code is compiled at -O0 in every build here
    # (TEST_OPT): a third of the compile time at -O2, and their run time
    # is the library's; gcc compiles them optimized in test-sanitize (-O1)
    [ $run = no ] && opt=-O0
    # (the build with capture off is at -O2 too: the switch is the capture
    # backend's `enabled` in generated/sy_tables.c, so it changes the
    # preprocessed text of that file and of the tests only, and ccache has
    # the other objects from make's own build)
    # what it builds: the Check suites (and, in a build not run, the
    # examples); a clang build of a subset of several backends short of all
    # builds the library alone: its generated routes are the subset's own,
    # while the tests' and examples' code under the backend switches is
    # compiled by clang in the subsets of one backend and of every backend,
    # and by gcc in every subset
    targets=$dir/tests/check_all
    # the README's examples run where the subset changes what runs them:
    # on the first device of each backend whose fallback chain lost a
    # backend here (without simd, blas's ops fall back to cpu), and in a
    # subset of one backend on it, where every other backend's code is
    # compiled out. Elsewhere a device runs the library's code as in make
    # test's build of every backend, whose test-examples runs the examples
    # on every device; the build still compiles them, warning-free
    ex=""
    if [ "${subset#* }" = "$subset" ]; then
        ex=$subset
    else
        for b in $subset; do
            f=$(sed -n "s/^SY_FALLBACK_$b := *//p" generated/backends.mk)
            while [ -n "$f" ]; do
                case " $subset " in
                    *" $f "*) f=$(sed -n "s/^SY_FALLBACK_$f := *//p" generated/backends.mk) ;;
                    *) ex="$ex $b"; f="" ;;
                esac
            done
        done
        ex=${ex# }
    fi
    [ -n "$extra" ] && ex=""
    [ -z "$ex" ] && targets="$targets examples"
    if [ $run = no ]; then
        targets="$dir/tests/check_all examples"
        [ "${subset#* }" = "$subset" ] || targets=$dir/libswitchyard.a
    fi
    # shellcheck disable=SC2086
    if ! make --no-print-directory -s -j"$jobs" CC="$mcc" BUILD="$dir" BACKENDS="$subset" EXTRA_CFLAGS="$flags" OPT=$opt TEST_OPT=-O0 \
            $targets >"$dir.log" 2>&1; then
        cat "$dir.log" >&2
        echo "matrix: $what failed to build" >&2
        exit 1
    fi
    if [ $run = no ]; then
        case $targets in
            *check_all*) echo "matrix: $what ok: built warning-free (its tests run in the gcc build of the subset)" ;;
            *) echo "matrix: $what ok: the library built warning-free (its tests build and run in the gcc build of the subset)" ;;
        esac
        exit 0
    fi
    # tests tagged kernel-only check a backend's kernels against
    # references, whatever else is compiled in: they run in the subset of
    # every backend with clang (with gcc, test-coverage and test-sanitize run
    # them). The loops over every op take one op for each kind of route
    # (SY_CK_OP_SAMPLE, tests/c/sy_test.h) in every build here: every op runs
    # in test-coverage and test-sanitize (gcc, every backend)
    exclude=kernel-only sample=1
    if [ "$subset" = "$backends" ] && [ -z "$extra" ] && [ "$cc" != gcc ]; then
        exclude=
    fi
    # one process for every test (CK_FORK=no), as in a build with opencl:
    # forking a process per test took the cpu-only build's tests from 5 s to
    # 45 s, and a crash fails the build either way
    if ! CK_FORK=no SY_CK_OP_SAMPLE=$sample CK_EXCLUDE_TAGS=$exclude CK_VERBOSITY=normal "$dir/tests/check_all" >>"$dir.log" 2>&1; then
        tail -n 30 "$dir.log" >&2
        echo "matrix: $what tests failed" >&2
        exit 1
    fi
    # the README's examples (above: on which backends), on each one's
    # first device (the others run the same code; make test-examples runs
    # them)
    if [ -n "$ex" ] && ! make --no-print-directory -s CC="$mcc" BUILD="$dir" BACKENDS="$subset" EXTRA_CFLAGS="$flags" OPT=$opt TEST_OPT=-O0 \
            EXAMPLES_FIRST_DEVICES=1 EXAMPLES_BACKENDS="$ex" test-examples >>"$dir.log" 2>&1; then
        tail -n 30 "$dir.log" >&2
        echo "matrix: $what examples failed" >&2
        exit 1
    fi
    echo "matrix: $what ok: $(grep '^[0-9]*%: Checks:' "$dir.log" | tail -n 1)${ex:+; the examples on $ex}"
    exit 0
fi

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
mkdir -p build/matrix
list=build/matrix/builds
# the capture backend switched off too (with every real backend), first:
# the longest builds start first
capture_cfg=$(sed -n 's/^SY_CFG_'"$(sed -n 's/^SY_CAPTURE_BACKEND := //p' generated/backends.mk)"' := //p' generated/backends.mk)
printf '%s\n%s\n%s\n' gcc "$backends" "-D$capture_cfg=0" >$list
rejected=0
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
        if [ $valid = yes ]; then
            # gcc's build of every backend is make test's own: test-coverage
            # builds and runs every test on it, test-sanitize too, and
            # test-examples runs the examples on every device of build/
            if [ "$cc" = gcc ] && [ "$subset" = "$backends" ] && [ -z "${MATRIX_GCC_FULL:-}" ]; then
                echo "matrix: gcc [$subset] left to test-coverage, test-sanitize and test-examples (MATRIX_GCC_FULL=1 builds it here)"
                continue
            fi
            printf '%s\n%s\n\n' "$cc" "$subset" >>$list
            continue
        fi
        defs=""
        for b in $backends; do
            case " $subset " in *" $b "*) ;; *) defs="$defs -D$(sed -n "s/^SY_CFG_$b := //p" generated/backends.mk)=0" ;; esac
        done
        if out=$($cc -std=c11 -Wall -Wextra -Werror -pedantic -Iruntime -Igenerated $defs -fsyntax-only generated/sy_tables.c 2>&1); then
            echo "matrix: $cc [$subset] compiled, but its fallback is missing: the header should reject it" >&2
            exit 1
        fi
        case $out in
            *"#error"*"switchyard:"*) echo "matrix: $cc [${subset:-no backend}] refused by the header, as it should be: $(echo "$out" | grep -o 'switchyard:[^"]*' | head -n 1)"
                rejected=$((rejected + 1)) ;;
            *) echo "$out" >&2; echo "matrix: $cc [$subset] failed for another reason than the #error" >&2; exit 1 ;;
        esac
    done
done
built=$(grep -c '^$' $list || true) # the subsets' records end with an empty line
# records of three lines (compiler, subset, extra flags), run MATRIX_JOBS at once
if ! tr '\n' '\0' <$list | xargs -0 -n 3 -P "${MATRIX_JOBS:-$jobs}" sh "$0" --build; then
    echo "matrix: a build failed (its log is above)" >&2
    exit 1
fi
echo "matrix: $((built + 1)) builds passed ($built subsets and capture off), $rejected subsets rejected by the header, compilers: $compilers"
