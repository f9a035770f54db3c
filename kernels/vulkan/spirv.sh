#!/bin/sh
# The vulkan backend's SPIR-V: compiles the GLSL of kernels/vulkan/shaders/
# with glslc into one C header of word arrays, kernels/vulkan/shaders/sy_vulkan_spv.h,
# which is committed, so a build without glslc (a vendored copy, a machine
# without the shader compiler) embeds it as it stands.
#
#   kernels/vulkan/spirv.sh --update       rewrite the committed header (needs glslc)
#   kernels/vulkan/spirv.sh --build OUT    what the build fragment (backend.mk) runs:
#       1. the SHA-256 of the sources (the shaders and this script) must be the
#          one the committed header records, else it is stale: fail, naming
#          the command that updates it;
#       2. where glslc is the one that made the header (its version line is
#          recorded), compile again and compare: the committed SPIR-V must be
#          what the sources give, byte for byte;
#       3. copy the committed header to OUT.
#   A vendored copy may build with a PATH of a C compiler, make and sh alone
#   (tests/vendor_consumer.sh): without sha256sum and the text tools, steps 1
#   and 2 are left out (they guard the repository, where the tools are) and
#   step 3 copies with the shell's own read and printf.
# A shader is one source compiled with -D lines (the list below): its
# storage types and class; the op is a specialization constant
# (shaders/common.glsl). The f16 shaders (uint16_t storage, H0/H1/HO)
# compute in f32 as kernels/cpu does and need the device's 16-bit storage.
set -eu

case $0 in */*) here=${0%/*} ;; *) here=. ;; esac
here=$(cd "$here" && pwd)
src=$here/shaders
committed=$src/sy_vulkan_spv.h

# name source defines
variants() {
    f='T0=float V0=float D0=0'
    i='T0=int V0=int D0=1'
    b='T0=uint8_t V0=uint D0=2'
    h='T0=uint16_t V0=float D0=0 H0=1'
    cat <<EOF
un_f32 ew.comp EW_UNARY=1 N_IN=1 $f TO=float VO=float DO=0
un_i32 ew.comp EW_UNARY=1 N_IN=1 $i TO=int VO=int DO=1
un_b8 ew.comp EW_UNARY=1 N_IN=1 $b TO=uint8_t VO=uint DO=2
un_f16 ew.comp EW_UNARY=1 N_IN=1 $h TO=uint16_t VO=float DO=0 HO=1
bin_f32 ew.comp EW_BINARY=1 N_IN=2 $f T1=float V1=float TO=float VO=float DO=0
bin_i32 ew.comp EW_BINARY=1 N_IN=2 $i T1=int V1=int TO=int VO=int DO=1
bin_b8 ew.comp EW_BINARY=1 N_IN=2 $b T1=uint8_t V1=uint TO=uint8_t VO=uint DO=2
bin_f16 ew.comp EW_BINARY=1 N_IN=2 $h T1=uint16_t V1=float H1=1 TO=uint16_t VO=float DO=0 HO=1
cmp_f32 ew.comp EW_COMPARE=1 N_IN=2 $f T1=float V1=float TO=uint8_t VO=uint DO=2
cmp_i32 ew.comp EW_COMPARE=1 N_IN=2 $i T1=int V1=int TO=uint8_t VO=uint DO=2
cmp_b8 ew.comp EW_COMPARE=1 N_IN=2 $b T1=uint8_t V1=uint TO=uint8_t VO=uint DO=2
cmp_f16 ew.comp EW_COMPARE=1 N_IN=2 $h T1=uint16_t V1=float H1=1 TO=uint8_t VO=uint DO=2
where_f32 ew.comp EW_WHERE=1 N_IN=3 $b T1=float V1=float T2=float V2=float TO=float VO=float DO=0
where_i32 ew.comp EW_WHERE=1 N_IN=3 $b T1=int V1=int T2=int V2=int TO=int VO=int DO=1
where_b8 ew.comp EW_WHERE=1 N_IN=3 $b T1=uint8_t V1=uint T2=uint8_t V2=uint TO=uint8_t VO=uint DO=2
where_f16 ew.comp EW_WHERE=1 N_IN=3 $b T1=uint16_t V1=uint T2=uint16_t V2=uint TO=uint16_t VO=uint DO=3
cast_f32_f32 ew.comp EW_CAST=1 N_IN=1 $f TO=float VO=float DO=0
cast_f32_i32 ew.comp EW_CAST=1 N_IN=1 $f TO=int VO=int DO=1
cast_f32_b8 ew.comp EW_CAST=1 N_IN=1 $f TO=uint8_t VO=uint DO=2
cast_i32_f32 ew.comp EW_CAST=1 N_IN=1 $i TO=float VO=float DO=0
cast_i32_i32 ew.comp EW_CAST=1 N_IN=1 $i TO=int VO=int DO=1
cast_i32_b8 ew.comp EW_CAST=1 N_IN=1 $i TO=uint8_t VO=uint DO=2
cast_b8_f32 ew.comp EW_CAST=1 N_IN=1 $b TO=float VO=float DO=0
cast_b8_i32 ew.comp EW_CAST=1 N_IN=1 $b TO=int VO=int DO=1
cast_b8_b8 ew.comp EW_CAST=1 N_IN=1 $b TO=uint8_t VO=uint DO=2
cast_f32_f16 ew.comp EW_CAST=1 N_IN=1 $f TO=uint16_t VO=float DO=0 HO=1
cast_i32_f16 ew.comp EW_CAST=1 N_IN=1 $i TO=uint16_t VO=float DO=0 HO=1
cast_b8_f16 ew.comp EW_CAST=1 N_IN=1 $b TO=uint16_t VO=float DO=0 HO=1
cast_f16_f32 ew.comp EW_CAST=1 N_IN=1 $h TO=float VO=float DO=0
cast_f16_i32 ew.comp EW_CAST=1 N_IN=1 $h TO=int VO=int DO=1
cast_f16_b8 ew.comp EW_CAST=1 N_IN=1 $h TO=uint8_t VO=uint DO=2
cast_f16_f16 ew.comp EW_CAST=1 N_IN=1 T0=uint16_t V0=uint D0=3 TO=uint16_t VO=uint DO=3
reduce_f32 reduce.comp $f
reduce_i32 reduce.comp $i
reduce_f16 reduce.comp $h
matmul_f32 matmul.comp $f
matmul_i32 matmul.comp $i
act_f32 act.comp $f
act_i32 act.comp $i
pad_f32 pad.comp $f
pad_i32 pad.comp $i
EOF
}

sources_hash() {
    (cd "$src" && cat ../spirv.sh $(ls *.comp *.glsl | LC_ALL=C sort)) | sha256sum | cut -d' ' -f1
}

glslc_version() { glslc --version 2>/dev/null | head -1; }

# make OUT: the header from the sources, with glslc
make_header() {
    dest=$1
    tmp=$(mktemp -d)
    trap 'rm -rf "$tmp"' EXIT
    {
        echo "/* switchyard vulkan backend: the SPIR-V of kernels/vulkan/shaders/, made by"
        echo " * kernels/vulkan/spirv.sh --update with $(glslc_version); do not edit."
        echo " * Define SY__VK_SPV_DATA before including it for the word arrays. */"
        echo "#ifndef SY_VULKAN_SPV_H"
        echo "#define SY_VULKAN_SPV_H"
        echo "#include <stddef.h>"
        echo "#include <stdint.h>"
        echo ""
        echo "#define SY__VK_SPV_SOURCES \"$(sources_hash)\""
        echo "#define SY__VK_SPV_GLSLC \"$(glslc_version)\""
        echo ""
        echo "enum {"
        variants | while read -r name file defs; do echo "    SY__VK_SH_$name,"; done
        echo "    SY__VK_SHADER_COUNT"
        echo "};"
        echo ""
        echo "#ifdef SY__VK_SPV_DATA"
    } > "$tmp/h"
    variants | while read -r name file defs; do
        dflags=""
        for d in $defs; do dflags="$dflags -D$d"; done
        # shellcheck disable=SC2086
        glslc --target-env=vulkan1.2 -O $dflags -o "$tmp/$name.spv" "$src/$file"
        {
            echo "static const uint32_t sy__vk_spv_$name[] = {"
            od -An -v -tx4 -w16 "$tmp/$name.spv" | sed -e 's/^ *//' -e 's/ *$//' -e 's/\([0-9a-f]\{8\}\)/0x\1,/g' \
                -e 's/, 0x/, 0x/g' -e 's/^/    /'
            echo "};"
        } >> "$tmp/h"
    done
    {
        echo ""
        echo "static const struct { const char *name; const uint32_t *words; size_t bytes; } sy__vk_spv[] = {"
        variants | while read -r name file defs; do
            echo "    {\"$name\", sy__vk_spv_$name, sizeof sy__vk_spv_$name},"
        done
        echo "};"
        echo "#endif"
        echo ""
        echo "#endif"
    } >> "$tmp/h"
    mv "$tmp/h" "$dest"
}

case "${1:-}" in
--update)
    command -v glslc >/dev/null || { echo "spirv.sh: --update needs glslc (apt-get install glslc)" >&2; exit 1; }
    make_header "$committed"
    echo "wrote $committed ($(grep -c '^static const uint32_t' "$committed") shaders)"
    ;;
--build)
    out=${2:?usage: spirv.sh --build OUT}
    tools=yes
    for t in sha256sum sed cut cat ls sort head cmp od mktemp; do
        command -v $t >/dev/null 2>&1 || tools=no
    done
    if [ $tools = no ]; then
        # the shell alone: the header's lines as they are
        { while IFS= read -r line || [ -n "$line" ]; do printf '%s\n' "$line"; done < "$committed" > "$out"; } ||
            { rm -f "$out"; exit 1; }
        exit 0
    fi
    want=$(sed -n 's/^#define SY__VK_SPV_SOURCES "\(.*\)"$/\1/p' "$committed")
    if [ "$want" != "$(sources_hash)" ]; then
        echo "kernels/vulkan/shaders/sy_vulkan_spv.h is stale: the shaders or spirv.sh changed since it was made;" >&2
        echo "run kernels/vulkan/spirv.sh --update (needs glslc) and commit it" >&2
        exit 1
    fi
    made_by=$(sed -n 's/^#define SY__VK_SPV_GLSLC "\(.*\)"$/\1/p' "$committed")
    if command -v glslc >/dev/null && [ "$(glslc_version)" = "$made_by" ]; then
        make_header "$out.rebuilt"
        if ! cmp -s "$out.rebuilt" "$committed"; then
            rm -f "$out.rebuilt"
            echo "kernels/vulkan/shaders/sy_vulkan_spv.h differs from what $made_by makes of the shaders;" >&2
            echo "run kernels/vulkan/spirv.sh --update and commit it" >&2
            exit 1
        fi
        rm -f "$out.rebuilt"
    fi
    cp "$committed" "$out"
    ;;
*)
    echo "usage: kernels/vulkan/spirv.sh --update | --build OUT" >&2
    exit 2
    ;;
esac
