#!/bin/sh
# Copies what another repository needs to build switchyard with only a C
# compiler: generated/ C, runtime/, the kernels of the chosen backends and a
# Makefile. Usage (through make): tools/vendor.sh DEST "BACKENDS" "DEFS" "PKGS" "LDFLAGS"
# (each backend's `cflags:` come from the generated backends.mk the copy holds)
set -eu
dest=$1 backends=$2 defs=$3 pkgs=$4 ldflags=${5:-}
[ -e "$dest" ] && [ ! -d "$dest" ] && { echo "vendor: $dest exists and is not a folder" >&2; exit 2; }
# Only a new or empty folder, or one an earlier `make vendor` wrote (it holds
# the marker file), may be written: vendoring replaces runtime/, generated/,
# kernels/, Makefile and README.md there.
marker=.switchyard-vendor
if [ -d "$dest" ] && [ -n "$(ls -A "$dest")" ] && [ ! -f "$dest/$marker" ]; then
    echo "vendor: $dest is not empty and was not written by make vendor (no $marker); choose a new or empty folder" >&2
    exit 2
fi
tmp=$(mktemp -d "${TMPDIR:-/tmp}/switchyard-vendor.XXXXXX")
trap 'rm -rf "$tmp"' EXIT
mkdir -p "$tmp/generated" "$tmp/runtime" "$tmp/kernels"
cp generated/*.c generated/*.h generated/PAIRS.md "$tmp/generated/"
cp runtime/*.c runtime/*.h "$tmp/runtime/"
for b in $backends; do
    mkdir -p "$tmp/kernels/$b"
    cp kernels/"$b"/*.c "$tmp/kernels/$b/" 2>/dev/null || true
    cp kernels/"$b"/*.h "$tmp/kernels/$b/" 2>/dev/null || true
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
    [ -n "$f" ] && kflags="${kflags}\$(O)kernels/$b/%.o: CFLAGS += $f
"
done
cflags=""
[ -n "$pkgs" ] && cflags=$(pkg-config --cflags $pkgs)
sed -e "s|@BACKENDS@|$backends|" -e "s|@PKG_CFLAGS@|$cflags|" -e "s|@PKG_LIBS@|$libs|" \
    tools/vendor.mk.in > "$tmp/Makefile"
printf '%s' "$kflags" >> "$tmp/Makefile"
hash=$(sed -n '1s/.*input sha256 \([0-9a-f]*\).*/\1/p' generated/sy_backends.h)
cat > "$tmp/README.md" <<EOT
# switchyard (vendored)

Generated from backends.yaml (sha256 $hash) with the backends: $backends.
Build with only a C11 compiler: \`make\` gives libswitchyard.a; link it with
\`-lm -pthread$([ -n "$libs" ] && printf ' %s' "$libs")\`. Include \`switchyard.h\` with
\`-I<this folder>/runtime -I<this folder>/generated\`. Do not edit generated/:
change backends.yaml in switchyard and vendor again.
EOT
mkdir -p "$dest"
rm -rf "$dest/generated" "$dest/runtime" "$dest/kernels"
cp -R "$tmp/generated" "$tmp/runtime" "$tmp/kernels" "$tmp/Makefile" "$tmp/README.md" "$dest/"
echo "written by switchyard's make vendor; a later make vendor may replace this folder's contents" > "$dest/$marker"
echo "vendored switchyard ($backends) into $dest"
