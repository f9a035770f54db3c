#!/bin/sh
# libswitchyard.so exports the public API and nothing else, and programs run
# against it (make test-shared).
#
#   tests/shared_lib.sh BUILD "BACKENDS" DEMO EXAMPLE...
#
# BUILD holds libswitchyard.a and libswitchyard.so, BACKENDS the backends
# compiled in, DEMO a program printing the devices (`--devices`), and each
# EXAMPLE a program linked against the .so alone. Checks:
#   - every function the public headers declare has SY_API;
#   - the .so's dynamic symbols are exactly the functions the headers declare
#     with SY_API (runtime/*.h, generated/*.h, and kernels/<b>/sy_<b>.h of the
#     backends compiled in): no sy__ internal, no sy_k_ kernel, nothing else;
#   - in the .a, every global sy__ and sy_k_ symbol is STV_HIDDEN and every
#     SY_API function STV_DEFAULT;
#   - each example NEEDs the .so's SONAME, defines no sy_ function itself,
#     and runs: readme_api and readme_capture on every device, train on the
#     default device (it must learn, as in make test-examples).
# Prints the counts; exits 1 on the first failure.
set -eu
build=$1 backends=$2 demo=$3
shift 3
so=$build/libswitchyard.so a=$build/libswitchyard.a
fail() { echo "test-shared: $*" >&2; exit 1; }
[ -f "$so" ] && [ -f "$a" ] || fail "$so or $a is missing (make lib)"
tmp=$(mktemp -d "${TMPDIR:-/tmp}/sy-shared.XXXXXX")
trap 'rm -rf "$tmp"' EXIT

# The SY_API functions of the headers (comments left out; a declaration may
# span lines, the name is the identifier before the first parenthesis).
headers="runtime/*.h generated/*.h"
for b in $backends; do
    [ -f "kernels/$b/sy_$b.h" ] && headers="$headers kernels/$b/sy_$b.h"
done
# shellcheck disable=SC2086
sed -e 's|/\*.*\*/||g' $headers | tr '\n' ' ' | tr ';' '\n' |
    sed -n 's/.*\bSY_API\b[^(]*\b\(sy_[A-Za-z0-9_]*\) *(.*/\1/p' | sort -u > "$tmp/api"
grep -q '^sy_to_device$' "$tmp/api" && grep -q '^sy_add$' "$tmp/api" || fail "no SY_API declarations found in $headers"
# A function the public headers declare without SY_API would vanish from the .so.
public="runtime/switchyard.h runtime/sy_contract.h generated/sy_ops.h"
for b in $backends; do
    [ -f "kernels/$b/sy_$b.h" ] && public="$public kernels/$b/sy_$b.h"
done
# shellcheck disable=SC2086
if grep -nE '^[a-z].*\bsy_[a-z][a-z0-9_]*\(' $public | grep -vE '^[^:]+:[0-9]+:(SY_API |typedef )' | grep -vE '\bsy_k_'; then
    fail "the declarations above lack SY_API"
fi

# ---- the shared library's exports --------------------------------------------------
nm -D --defined-only "$so" | awk '{print $NF}' | sort -u > "$tmp/exports"
if grep -E '^sy__|^sy_k_' "$tmp/exports" > "$tmp/bad"; then
    fail "$so exports internal symbols: $(tr '\n' ' ' < "$tmp/bad")"
fi
if comm -23 "$tmp/exports" "$tmp/api" | grep . > "$tmp/extra"; then
    fail "$so exports what no header declares with SY_API: $(tr '\n' ' ' < "$tmp/extra")"
fi
if comm -13 "$tmp/exports" "$tmp/api" | grep . > "$tmp/missing"; then
    fail "$so does not export these SY_API functions: $(tr '\n' ' ' < "$tmp/missing")"
fi
soname=$(readelf -dW "$so" | sed -n 's/.*(SONAME).*\[\(.*\)\]/\1/p')
[ -n "$soname" ] || fail "$so has no SONAME"

# ---- the static archive: internal symbols hidden -------------------------------------
# readelf -s columns: Num Value Size Type Bind Vis Ndx Name
readelf -sW "$a" | awk '$5 == "GLOBAL" && $7 != "UND" && $8 ~ /^sy_/ {print $8, $6}' | sort -u > "$tmp/archive"
awk '($1 ~ /^sy__/ || $1 ~ /^sy_k_/) && $2 != "HIDDEN"' "$tmp/archive" > "$tmp/bad"
[ ! -s "$tmp/bad" ] || fail "$a has internal symbols that are not hidden: $(cut -d' ' -f1 "$tmp/bad" | tr '\n' ' ')"
awk 'NR == FNR {api[$1] = 1; next} ($1 in api) && $2 != "DEFAULT"' "$tmp/api" "$tmp/archive" > "$tmp/bad"
[ ! -s "$tmp/bad" ] || fail "$a has SY_API functions that are not default visibility: $(tr '\n' ' ' < "$tmp/bad")"
n_internal=$(grep -cE '^sy__' "$tmp/archive" || true)
n_kernel=$(grep -cE '^sy_k_' "$tmp/archive" || true)
echo "$so ($soname): $(wc -l < "$tmp/exports") exports, all SY_API; $a: $n_internal sy__ and $n_kernel sy_k_ globals, all hidden"

# ---- programs linked against the .so ---------------------------------------------------
for exe in "$@"; do
    readelf -dW "$exe" | grep -q "(NEEDED).*\[$soname\]" || fail "$exe does not need $soname"
    if nm --defined-only "$exe" | awk '$2 ~ /^[TtDdBbRr]$/ && $3 ~ /^sy_/' | grep .; then
        fail "$exe defines switchyard functions itself (linked statically?)"
    fi
done
bin=$(dirname "$1")
for dev in $($demo --devices); do
    SY_DEVICE=$dev "$bin/readme_api" > "$tmp/out" 2>&1 || { cat "$tmp/out"; fail "readme_api on $dev failed"; }
    SY_DEVICE=$dev "$bin/readme_capture" > "$tmp/out" 2>&1 || { cat "$tmp/out"; fail "readme_capture on $dev failed"; }
done
"$bin/train" > "$tmp/out" 2>&1 || { cat "$tmp/out"; fail "train failed"; }
echo "examples against $soname: readme_api and readme_capture on $($demo --devices | wc -w) devices;" \
    "train: $(tail -n 1 "$tmp/out")"
