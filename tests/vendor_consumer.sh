#!/bin/sh
# A consumer program builds from a `make vendor` copy with only a C compiler
# and make: no Python (nor pkg-config) on PATH. Checked for the default backend
# set, built in the copy, and for a subset without blas (which then needs no
# OpenBLAS either), built out of the copy with `make -f ... BUILD=`.
# Both build at -O0 (`CFLAGS=-O0 SIMD_OPT=-O0` on make's command line, which
# replaces the copy's -O2 and keeps the flags the build needs): what this
# checks is the build and the link; make compiles the same sources optimised.
set -eu
root=$(pwd)
work=$root/build/vendor-test
rm -rf "$work"
mkdir -p "$work/bin"
# a PATH with only what compiling and linking C needs
for tool in sh make cc gcc ar as ld ld.bfd rm mkdir find; do
    path=$(command -v "$tool") || { echo "vendor test: $tool not found" >&2; exit 1; }
    ln -s "$path" "$work/bin/$tool"
done
if PATH=$work/bin command -v python3 >/dev/null 2>&1 || PATH=$work/bin command -v python >/dev/null 2>&1; then
    echo "vendor test: python is still reachable on the restricted PATH" >&2
    exit 1
fi

version=$(sed -n 's/^SY_VERSION := //p' generated/backends.mk)
commit=$(git rev-parse HEAD 2>/dev/null || echo unknown)

run() {
    name=$1 backends=$2 where=$3
    dest=$work/$name/third_party/switchyard
    make --no-print-directory -s vendor DEST="$dest" BACKENDS="$backends" >/dev/null
    if find "$dest" -name '*.py' | grep -q .; then
        echo "vendor test: $name copy contains Python files" >&2
        exit 1
    fi
    for f in CMakeLists.txt generated/backends.cmake tools/switchyardConfig.cmake.in LICENSE; do
        [ -f "$dest/$f" ] || { echo "vendor test: the $name copy has no $f" >&2; exit 1; }
    done
    grep -q "^- version: $version " "$dest/README.md" && grep -q "^- commit: $commit" "$dest/README.md" || {
        echo "vendor test: $dest/README.md does not name version $version and commit $commit" >&2; exit 1; }
    libs=$(sed -n 's/^# link your program with: libswitchyard.a //p' "$dest/Makefile")
    (
        cd "$work/$name"
        PATH=$work/bin
        export PATH
        if [ "$where" = in-copy ]; then
            make -s -C third_party/switchyard -j2 CFLAGS=-O0 SIMD_OPT=-O0 >/dev/null
            lib=third_party/switchyard/libswitchyard.a
        else
            make -s -f third_party/switchyard/Makefile BUILD=out -j2 CFLAGS=-O0 SIMD_OPT=-O0 >/dev/null
            lib=out/libswitchyard.a
            if [ -n "$(find third_party/switchyard -name '*.o' -o -name '*.a')" ]; then
                echo "vendor test: make BUILD=out wrote into the copy" >&2
                exit 1
            fi
        fi
        cc -std=c11 -Wall -Wextra -Werror -pedantic -Ithird_party/switchyard/runtime -Ithird_party/switchyard/generated \
            "$root/tests/consumer/consumer.c" "$lib" $libs -o consumer
        ./consumer
    )
    # the copy's Makefile compiles with hidden visibility: sy__ and sy_k_ symbols are STV_HIDDEN
    lib=$work/$name/out/libswitchyard.a
    [ "$where" != in-copy ] || lib=$work/$name/third_party/switchyard/libswitchyard.a
    leaked=$(readelf -sW "$lib" |
        awk '$5 == "GLOBAL" && $7 != "UND" && $6 != "HIDDEN" && ($8 ~ /^sy__/ || $8 ~ /^sy_k_/) {print $8}')
    [ -z "$leaked" ] || { echo "vendor test: $name: internal symbols are not hidden: $leaked" >&2; exit 1; }
    echo "vendor test: $name ($backends) built ($where) and ran with PATH=$work/bin only"
}

# vendoring never overwrites a folder it did not write
foreign=$work/foreign
mkdir -p "$foreign/runtime"
echo "keep me" > "$foreign/runtime/mine.c"
if make --no-print-directory -s vendor DEST="$foreign" >/dev/null 2>"$work/foreign.err"; then
    echo "vendor test: make vendor wrote into a folder it had not made" >&2
    exit 1
fi
grep -q "is not empty and was not written by make vendor" "$work/foreign.err" || { cat "$work/foreign.err" >&2; exit 1; }
[ "$(cat "$foreign/runtime/mine.c")" = "keep me" ] || { echo "vendor test: a user's file was touched" >&2; exit 1; }
echo "vendor test: refused to write into a folder it had not made, and left it alone"

run full "$(sed -n 's/^SY_BACKENDS := //p' generated/backends.mk)" in-copy
run noblas "cpu simd sim" out-of-copy

# make install: the headers, the library and switchyard.pc build the same
# consumer through pkg-config, and the simd controls and sy_memory_trim link
prefix=$work/prefix
make --no-print-directory -s install PREFIX="$prefix" >/dev/null
cat > "$work/controls.c" <<'C'
#include <stdio.h>
#include "switchyard.h"
#include "sy_simd.h"
int main(void)
{
    sy_simd_set_num_threads(1);
    if (sy_simd_num_threads() != 1)
        return 1;
    printf("simd threads %d, variant %s, trimmed %zu bytes\n", sy_simd_num_threads(), sy_simd_isa(), sy_memory_trim());
    return 0;
}
C
export PKG_CONFIG_PATH="$prefix/lib/pkgconfig"
[ "$(pkg-config --modversion switchyard)" = "$version" ] || { echo "install test: switchyard.pc has another version" >&2; exit 1; }
for prog in "$root/tests/consumer/consumer.c" "$work/controls.c"; do
    cc -std=c11 -Wall -Wextra -Werror -pedantic $(pkg-config --cflags switchyard) "$prog" \
        $(pkg-config --libs switchyard) -Wl,-rpath,"$prefix/lib" -o "$work/installed"
    "$work/installed" >/dev/null
done
echo "install test: make install PREFIX=$prefix, then a consumer and the simd controls built through pkg-config"
