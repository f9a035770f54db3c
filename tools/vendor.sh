#!/bin/sh
# Copies what another repository needs to build switchyard with only a C
# compiler: generated/ C, runtime/, the kernels of the chosen backends, a
# Makefile, CMakeLists.txt (with generated/backends.cmake and the templates it
# installs from), LICENSE and a README naming the version and commit. Usage (through make): tools/vendor.sh DEST "BACKENDS" "DEFS" "PKGS" "LDFLAGS"
# (each backend's `cflags:` come from the generated backends.mk the copy holds)
set -eu
dest=$1 backends=$2 defs=$3 pkgs=$4 ldflags=${5:-}
[ -e "$dest" ] && [ ! -d "$dest" ] && { echo "vendor: $dest exists and is not a folder" >&2; exit 2; }
# Only a new or empty folder, or one an earlier `make vendor` wrote (it holds
# the marker file), may be written: vendoring replaces runtime/, generated/,
# kernels/, tools/, Makefile, CMakeLists.txt, LICENSE and README.md there.
marker=.switchyard-vendor
if [ -d "$dest" ] && [ -n "$(ls -A "$dest")" ] && [ ! -f "$dest/$marker" ]; then
    echo "vendor: $dest is not empty and was not written by make vendor (no $marker); choose a new or empty folder" >&2
    exit 2
fi
tmp=$(mktemp -d "${TMPDIR:-/tmp}/switchyard-vendor.XXXXXX")
trap 'rm -rf "$tmp"' EXIT
mkdir -p "$tmp/generated" "$tmp/runtime" "$tmp/kernels" "$tmp/tools"
cp generated/*.c generated/*.h generated/PAIRS.md generated/backends.cmake "$tmp/generated/"
cp CMakeLists.txt LICENSE "$tmp/"
cp tools/switchyardConfig.cmake.in tools/switchyard.pc.in tools/fragment.mk "$tmp/tools/"
cp runtime/*.c runtime/*.h "$tmp/runtime/"
# a backend's folder whole: its kernels, and what its build fragment
# (kernels/<b>/backend.mk) reads; its lsan.supp and notes come along
for b in $backends; do
    mkdir -p "$tmp/kernels/$b"
    cp -R kernels/"$b"/. "$tmp/kernels/$b/"
done
# bake the backend subset into the copy's configuration header
{
    echo "/* switchyard: build configuration of this vendored copy (backends: $backends). */"
    echo "#ifndef SY_CONFIG_H"
    echo "#define SY_CONFIG_H"
    for d in $defs; do
        macro=${d#-D}
        echo "#define ${macro%%=*} ${macro#*=}"
    done
    echo "#endif"
} > "$tmp/runtime/sy_config.h"
libs=""
[ -n "$pkgs" ] && libs=$(pkg-config --libs $pkgs)
[ -n "$ldflags" ] && libs="${libs:+$libs }$ldflags"
# per-backend compiler flags (backends.yaml `cflags:`), one make rule each
kflags=""
for b in $backends; do
    f=$(sed -n "s/^SY_CFLAGS_$b :=//p" generated/backends.mk | sed 's/^ //')
    [ -n "$f" ] && kflags="${kflags}\$(O)kernels/$b/%.o \$(O)gen/$b/%.o: SY_CFLAGS += $f
"
done
cflags=""
[ -n "$pkgs" ] && cflags=$(pkg-config --cflags $pkgs)
sed -e "s|@BACKENDS@|$backends|" -e "s|@PKG_CFLAGS@|$cflags|" -e "s|@PKG_LIBS@|$libs|" \
    tools/vendor.mk.in > "$tmp/Makefile"
printf '%s' "$kflags" >> "$tmp/Makefile"
hash=$(sed -n '1s/.*input sha256 \([0-9a-f]*\).*/\1/p' generated/sy_backends.h)
version=$(sed -n 's/^SY_VERSION := //p' generated/backends.mk)
if [ "$(git rev-parse --show-toplevel 2>/dev/null)" = "$(pwd -P)" ] && commit=$(git rev-parse HEAD 2>/dev/null); then
    # tracked files edited since that commit are part of the copy too
    git diff --quiet HEAD -- 2>/dev/null || commit="$commit, with uncommitted changes"
else
    commit="unknown (not copied from a git checkout)"
fi
# backends with a build fragment (kernels/<b>/backend.mk) run it in the copy too
fragtools=""
for b in $backends; do
    [ -f "kernels/$b/backend.mk" ] && fragtools="$fragtools kernels/$b/backend.mk"
done
[ -n "$fragtools" ] && fragtools=" (and make, and what the build fragment(s)$fragtools run)"
simd_include=""
case " $backends " in
*" simd "*) simd_include=" (and \`-I<this folder>/kernels/simd\` for sy_simd.h, the simd backend's controls)" ;;
esac
cat > "$tmp/README.md" <<EOT
# switchyard $version (vendored)

- version: $version (MIT license, see LICENSE)
- commit: $commit
- backends: $backends
- generated from backends.yaml (sha256 $hash)

Build with only a C11 compiler$fragtools: \`make\` gives libswitchyard.a here;
\`make BUILD=<folder>\` (or \`make -f <this folder>/Makefile BUILD=<folder>\`
from anywhere) builds in <folder> and leaves this one untouched.

A program including \`switchyard.h\` needs
\`-I<this folder>/runtime -I<this folder>/generated\`$simd_include
and links libswitchyard.a with \`-lm -pthread$([ -n "$libs" ] && printf ' %s' "$libs")\`.

With CMake: \`add_subdirectory(<this folder>)\` and
\`target_link_libraries(<your target> PRIVATE switchyard::switchyard)\`, which
carries the include directories, the SY_WITH_* definitions and the libraries.

Do not edit this folder: change backends.yaml in switchyard and vendor again.
EOT
mkdir -p "$dest"
rm -rf "$dest/generated" "$dest/runtime" "$dest/kernels" "$dest/tools"
cp -R "$tmp/generated" "$tmp/runtime" "$tmp/kernels" "$tmp/tools" "$tmp/Makefile" "$tmp/CMakeLists.txt" \
    "$tmp/LICENSE" "$tmp/README.md" "$dest/"
echo "written by switchyard's make vendor; a later make vendor may replace this folder's contents" > "$dest/$marker"
echo "vendored switchyard ($backends) into $dest"
