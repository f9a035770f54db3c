#!/bin/sh
# The CMake build as another project uses it. A consumer project (the C
# program tests/consumer/consumer.c and the C++ program consumer_cxx.cpp,
# which includes switchyard.h) links switchyard::switchyard
#   1. through add_subdirectory() of a `make vendor` copy (without opencl, so
#      a backend the copy lacks is off), with no Python on PATH,
#   2. through find_package(switchyard) after `cmake --install` of the
#      repository into a temporary prefix (every backend), and then through
#      the switchyard.pc installed next to it; then a BUILD_SHARED_LIBS=ON
#      build installed into the same prefix: switchyard::shared, and
#      switchyard::switchyard is now the shared library, and
#   3. through find_package(switchyard) after `make install`, linking
#      switchyard::static, switchyard::shared and switchyard::switchyard
#      (the shared one), and through both .pc files it installs;
# every program runs, and links the kind of library it asked for. Also what configuring says when a backend's pkg-config
# package is missing, for a subset that cannot work and for a backend a
# vendored copy does not have.
# The libraries build at -O0 (the Debug build type, SY_SIMD_OPT=-O0): what
# this checks is the build, the install and the link; make compiles the same
# sources optimised, with the same warnings as errors.
set -eu
root=$(pwd)
work=$root/build/cmake-test
rm -rf "$work"
mkdir -p "$work/bin" "$work/app"
version=$(sed -n 's/^SY_VERSION := //p' generated/backends.mk)
export CMAKE_GENERATOR="Unix Makefiles"
werror=-DCMAKE_COMPILE_WARNING_AS_ERROR=ON
quick="-DCMAKE_BUILD_TYPE=Debug -DSY_SIMD_OPT=-O0"

# a PATH without Python for the vendored build
for tool in sh make cmake cc gcc c++ g++ ar ranlib as ld ld.bfd rm pkg-config; do
    path=$(command -v "$tool") || { echo "cmake test: $tool not found" >&2; exit 1; }
    ln -s "$path" "$work/bin/$tool"
done
if PATH=$work/bin command -v python3 >/dev/null 2>&1 || PATH=$work/bin command -v python >/dev/null 2>&1; then
    echo "cmake test: python is still reachable on the restricted PATH" >&2
    exit 1
fi

# the consumer project; SWITCHYARD_FROM says how it gets the library
cp "$root/tests/consumer/consumer.c" "$root/tests/consumer/consumer_cxx.cpp" "$work/app/"
cat > "$work/app/CMakeLists.txt" <<'CMAKE'
cmake_minimum_required(VERSION 3.16)
project(consumer LANGUAGES C CXX)
if(SWITCHYARD_FROM STREQUAL "subdirectory")
    add_subdirectory(third_party/switchyard)
else()
    find_package(switchyard ${SWITCHYARD_VERSION} REQUIRED)
    message(STATUS "found switchyard ${switchyard_VERSION} with the backends ${switchyard_BACKENDS}")
endif()
# consumer and consumer_cxx link switchyard::switchyard; each target of the
# list SWITCHYARD_ALSO (switchyard::static, ...) gets consumer_static and
# consumer_cxx_static, and so on
function(consumer_pair suffix target)
    add_executable(consumer${suffix} consumer.c)
    add_executable(consumer_cxx${suffix} consumer_cxx.cpp)
    set_target_properties(consumer${suffix} consumer_cxx${suffix} PROPERTIES C_STANDARD 11 C_STANDARD_REQUIRED ON
                          C_EXTENSIONS OFF CXX_STANDARD 11 CXX_STANDARD_REQUIRED ON CXX_EXTENSIONS OFF)
    foreach(t consumer${suffix} consumer_cxx${suffix})
        target_compile_options(${t} PRIVATE -Wall -Wextra -pedantic)
        target_link_libraries(${t} PRIVATE ${target})
    endforeach()
endfunction()
consumer_pair("" switchyard::switchyard)
foreach(also IN LISTS SWITCHYARD_ALSO)
    string(REPLACE "switchyard::" "_" suffix "${also}")
    consumer_pair("${suffix}" ${also})
endforeach()
CMAKE

# a log file as one line, for messages CMake wraps
flat() {
    tr '\n' ' ' <"$1" | tr -s ' '
}

run_consumer() { # build folder
    "$1/consumer" >/dev/null
    "$1/consumer_cxx"
}

# the kind of switchyard a program links: shared (it needs libswitchyard.so.MAJOR.MINOR) or static
linked_kind() { # program
    if readelf -dW "$1" | grep -q "NEEDED.*\[libswitchyard\.so\."; then echo shared; else echo static; fi
}

# find_package in one consumer project configured against PREFIX: the programs
# of switchyard::switchyard must link KIND, those of switchyard::static and
# switchyard::shared their own kind; every program runs
consume() { # name prefix kind
    cmake "$werror" -S "$work/app" -B "$work/$1" -DCMAKE_PREFIX_PATH="$2" \
        -DSWITCHYARD_ALSO="switchyard::static;switchyard::shared" -DSWITCHYARD_VERSION="$version" \
        >"$work/$1.log" 2>&1 && cmake --build "$work/$1" -j2 >>"$work/$1.log" 2>&1 || {
        cat "$work/$1.log" >&2; echo "cmake test: the consumers of the targets in $2 did not build" >&2; exit 1; }
    for pair in ":$3:switchyard::switchyard" "_static:static:switchyard::static" "_shared:shared:switchyard::shared"; do
        suffix=${pair%%:*} rest=${pair#*:}
        kind=${rest%%:*} target=${rest#*:}
        for p in "consumer$suffix" "consumer_cxx$suffix"; do
            "$work/$1/$p" >/dev/null || { echo "cmake test: $p (linking $target) failed" >&2; exit 1; }
            [ "$(linked_kind "$work/$1/$p")" = "$kind" ] || {
                echo "cmake test: $p linked through $target is not the $kind library" >&2; exit 1; }
        done
    done
}

# ---- 1. add_subdirectory of a vendored copy, no Python --------------------------------------
sub=$work/subdirectory
mkdir -p "$sub"
cp -R "$work/app/." "$sub/"
make --no-print-directory -s vendor DEST="$sub/third_party/switchyard" BACKENDS="cpu simd blas sim" >/dev/null
(
    PATH=$work/bin
    export PATH
    cmake "$werror" -S "$sub" -B "$sub/build" -DSWITCHYARD_FROM=subdirectory -DSY_SIMD_OPT=-O0 >"$work/subdirectory.log"
    cmake --build "$sub/build" -j2 >>"$work/subdirectory.log"
)
grep -q "switchyard $version: backends cpu simd blas sim\$" "$work/subdirectory.log" || {
    cat "$work/subdirectory.log" >&2; echo "cmake test: the vendored copy did not build cpu simd blas sim" >&2; exit 1; }
run_consumer "$sub/build"
echo "cmake test: add_subdirectory of a vendored copy (cpu simd blas sim) built with PATH=$work/bin only, both programs ran"

# a backend the copy does not have cannot be asked for
if cmake -S "$sub" -B "$work/no-opencl" -DSWITCHYARD_FROM=subdirectory -DSY_WITH_OPENCL=ON \
        >/dev/null 2>"$work/no-opencl.err"; then
    echo "cmake test: SY_WITH_OPENCL=ON configured in a copy without opencl" >&2; exit 1
fi
flat "$work/no-opencl.err" | grep -q "vendored.*without the opencl backend" || {
    cat "$work/no-opencl.err" >&2; exit 1; }
echo "cmake test: SY_WITH_OPENCL=ON in a copy without opencl stops with a message"

# ---- 2. cmake --install, then find_package and pkg-config ---------------------------------------
prefix=$work/prefix
cmake "$werror" $quick -S "$root" -B "$work/lib" >"$work/lib.log"
cmake --build "$work/lib" -j2 >>"$work/lib.log"
cmake --install "$work/lib" --prefix "$prefix" >>"$work/lib.log"
for f in include/switchyard/switchyard.h include/switchyard/sy_export.h include/switchyard/sy_config.h \
         include/switchyard/sy_simd.h \
         lib/libswitchyard.a lib/cmake/switchyard/switchyardConfig.cmake \
         lib/cmake/switchyard/switchyardConfigVersion.cmake lib/pkgconfig/switchyard.pc; do
    [ -f "$prefix/$f" ] || { echo "cmake test: $prefix/$f was not installed" >&2; exit 1; }
done
# compiled with hidden visibility: the internal sy__ and kernel sy_k_ symbols are STV_HIDDEN
leaked=$(readelf -sW "$prefix/lib/libswitchyard.a" |
    awk '$5 == "GLOBAL" && $7 != "UND" && $6 != "HIDDEN" && ($8 ~ /^sy__/ || $8 ~ /^sy_k_/) {print $8}')
[ -z "$leaked" ] || { echo "cmake test: internal symbols of the installed library are not hidden: $leaked" >&2; exit 1; }
cmake "$werror" -S "$work/app" -B "$work/installed" -DCMAKE_PREFIX_PATH="$prefix" \
    -DSWITCHYARD_VERSION="$version" >"$work/installed.log"
cmake --build "$work/installed" -j2 >>"$work/installed.log"
run_consumer "$work/installed"
echo "cmake test: find_package(switchyard $version) after cmake --install to $prefix, both programs ran"

# the version file: 0.x releases match only their own MAJOR.MINOR
major_minor=${version%.*}
next="${major_minor%.*}.$(( ${major_minor#*.} + 1 ))"
if cmake -S "$work/app" -B "$work/newer" -DCMAKE_PREFIX_PATH="$prefix" -DSWITCHYARD_VERSION="$next" \
        >/dev/null 2>&1; then
    echo "cmake test: find_package(switchyard $next) accepted $version" >&2; exit 1
fi
echo "cmake test: find_package(switchyard $next) refuses $version"

export PKG_CONFIG_PATH="$prefix/lib/pkgconfig"
[ "$(pkg-config --modversion switchyard)" = "$version" ] || { echo "cmake test: switchyard.pc has another version" >&2; exit 1; }
cc -std=c11 -Wall -Wextra -Werror -pedantic $(pkg-config --cflags switchyard) "$root/tests/consumer/consumer.c" \
    $(pkg-config --libs switchyard) -o "$work/pc-consumer"
"$work/pc-consumer" >/dev/null
echo "cmake test: the installed switchyard.pc ($version) builds and links the consumer"

# BUILD_SHARED_LIBS: the shared library exports the public sy_ functions only
cmake "$werror" $quick -S "$root" -B "$work/shared" -DBUILD_SHARED_LIBS=ON >"$work/shared.log"
cmake --build "$work/shared" -j2 --target switchyard >>"$work/shared.log"
so=$(find "$work/shared" -maxdepth 1 -name 'libswitchyard.so.*.*.*' | head -n 1)
[ -n "$so" ] || { echo "cmake test: BUILD_SHARED_LIBS=ON built no libswitchyard.so" >&2; exit 1; }
exports=$(nm -D --defined-only "$so" | awk '{print $NF}')
bad=$(printf '%s\n' "$exports" | grep -vE '^sy_[a-z]' | grep -E . || true)
bad="$bad$(printf '%s\n' "$exports" | grep -E '^sy_k_' || true)"
if [ -n "$bad" ] || ! printf '%s\n' "$exports" | grep -qx sy_to_device; then
    echo "cmake test: $so exports $bad (or not sy_to_device)" >&2; exit 1
fi
echo "cmake test: BUILD_SHARED_LIBS=ON: $(basename "$so") exports $(printf '%s\n' "$exports" | wc -l) public sy_ functions only"

# ...installed next to the static one: both targets, and switchyard::switchyard is the shared library
cmake --install "$work/shared" --prefix "$prefix" >>"$work/shared.log"
[ -f "$prefix/lib/cmake/switchyard/switchyardTargets-static.cmake" ] &&
    [ -f "$prefix/lib/cmake/switchyard/switchyardTargets-shared.cmake" ] || {
    echo "cmake test: the static and shared installs did not leave both targets files" >&2; exit 1; }
consume cmake-both "$prefix" shared
echo "cmake test: cmake --install of a shared build into the same prefix: switchyard::shared and" \
     "switchyard::switchyard link it, switchyard::static the static one (C and C++)"

# ---- 3. make install, then find_package and pkg-config ------------------------------------------
mprefix=$work/make-prefix
make --no-print-directory -s install PREFIX="$mprefix" >"$work/make-install.log"
for f in include/switchyard/switchyard.h include/switchyard/sy_config.h lib/libswitchyard.a \
         "lib/libswitchyard.so.$version" lib/cmake/switchyard/switchyardConfig.cmake \
         lib/cmake/switchyard/switchyardConfigVersion.cmake lib/cmake/switchyard/switchyardTargets-static.cmake \
         lib/cmake/switchyard/switchyardTargets-shared.cmake lib/pkgconfig/switchyard.pc \
         lib/pkgconfig/switchyard-static.pc; do
    [ -f "$mprefix/$f" ] || { echo "cmake test: make install did not install $f" >&2; exit 1; }
done
soname=$(readelf -dW "$mprefix/lib/libswitchyard.so.$version" | sed -n 's/.*SONAME.*\[\(.*\)\]/\1/p')
[ "$(readlink "$mprefix/lib/$soname")" = "libswitchyard.so.$version" ] &&
    [ "$(readlink "$mprefix/lib/libswitchyard.so")" = "$soname" ] || {
    echo "cmake test: make install did not link $soname and libswitchyard.so" >&2; exit 1; }
consume make-install "$mprefix" shared
echo "cmake test: find_package(switchyard $version) after make install: switchyard::static, switchyard::shared" \
     "and switchyard::switchyard (shared), C and C++ programs ran"
if cmake -S "$work/app" -B "$work/make-newer" -DCMAKE_PREFIX_PATH="$mprefix" -DSWITCHYARD_VERSION="$next" \
        >/dev/null 2>&1; then
    echo "cmake test: find_package(switchyard $next) accepted the make install of $version" >&2; exit 1
fi
# switchyard.pc links the shared library (pkg-config --static adds what a static link needs),
# switchyard-static.pc the archive
export PKG_CONFIG_PATH="$mprefix/lib/pkgconfig"
cc -std=c11 -Wall -Wextra -Werror -pedantic $(pkg-config --cflags switchyard) "$root/tests/consumer/consumer.c" \
    $(pkg-config --libs switchyard) -Wl,-rpath,"$mprefix/lib" -o "$work/pc-shared"
cc -std=c11 -Wall -Wextra -Werror -pedantic $(pkg-config --cflags switchyard-static) \
    "$root/tests/consumer/consumer.c" $(pkg-config --libs switchyard-static) -o "$work/pc-static"
pkg-config --static --libs switchyard | grep -q -- -lm || {
    echo "cmake test: pkg-config --static --libs switchyard lacks what a static link needs" >&2; exit 1; }
"$work/pc-shared" >/dev/null
"$work/pc-static" >/dev/null
[ "$(linked_kind "$work/pc-shared")" = shared ] && [ "$(linked_kind "$work/pc-static")" = static ] || {
    echo "cmake test: switchyard.pc or switchyard-static.pc linked the other kind" >&2; exit 1; }
echo "cmake test: make install's switchyard.pc links the shared library, switchyard-static.pc the static one"

# a subset that cannot work stops at configure time, naming the options
if cmake -S "$root" -B "$work/no-cpu" -DSY_WITH_CPU=OFF >/dev/null 2>"$work/no-cpu.err"; then
    echo "cmake test: SY_WITH_CPU=OFF configured although the other backends fall back to cpu" >&2; exit 1
fi
flat "$work/no-cpu.err" | grep -q "falls back to cpu for ops its kernels lack; set SY_WITH_CPU=ON" || { cat "$work/no-cpu.err" >&2; exit 1; }
echo "cmake test: SY_WITH_CPU=OFF with backends falling back to cpu stops with a message"

# a backend whose pkg-config package is missing: OFF with a warning, or an
# error naming the package when asked for (pkg-config here looks in an empty folder)
mkdir -p "$work/no-pc"
if ! PKG_CONFIG_LIBDIR=$work/no-pc PKG_CONFIG_PATH= cmake -S "$root" -B "$work/no-packages" \
        >"$work/no-packages.log" 2>&1; then
    cat "$work/no-packages.log" >&2; echo "cmake test: configuring without the backends' packages failed" >&2; exit 1
fi
flat "$work/no-packages.log" | grep -q "the blas backend is OFF because pkg-config does not find openblas" &&
    grep -q "switchyard $version: backends cpu simd sim\$" "$work/no-packages.log" || {
    cat "$work/no-packages.log" >&2; echo "cmake test: blas and opencl did not default to OFF" >&2; exit 1; }
if PKG_CONFIG_LIBDIR=$work/no-pc PKG_CONFIG_PATH= cmake -S "$root" -B "$work/no-openblas" -DSY_WITH_BLAS=ON \
        -DSY_WITH_OPENCL=OFF >/dev/null 2>"$work/no-openblas.err"; then
    echo "cmake test: SY_WITH_BLAS=ON configured without openblas" >&2; exit 1
fi
flat "$work/no-openblas.err" | grep -q "SY_WITH_BLAS is ON, but pkg-config does not find openblas" || {
    cat "$work/no-openblas.err" >&2; exit 1; }
echo "cmake test: without their pkg-config packages, blas and opencl start OFF; SY_WITH_BLAS=ON names openblas"
