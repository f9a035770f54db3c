#!/bin/sh
# The CMake package `make install` lays out, without CMake: the files
# lib/cmake/switchyard/ holds after `cmake --install`, for the static and the
# shared library both installed.
#   tools/cmake_package.sh DIR VERSION SONAME SIZEOF_VOID_P "DEFS" "BACKENDS" "PACKAGES" "LDFLAGS"
# DEFS: SY_WITH_<NAME>=0/1 words; BACKENDS: the enabled backends; PACKAGES:
# words SY_PKG_<backend>=pkg[,pkg...], the pkg-config packages a backend
# links; LDFLAGS: backends.yaml's ldflags of the enabled backends.
# switchyardConfig.cmake comes from the template CMake's install fills in
# (tools/switchyardConfig.cmake.in), so both installs give the same targets.
set -eu
dir=$1 version=$2 soname=$3 voidp=$4 defs=$5 backends=$6 packages=$7 ldflags=$8
tools=$(dirname "$0")
mkdir -p "$dir"

# CMake lists
list() {
    out=""
    for w in $1; do out="${out:+$out;}$w"; done
    printf '%s' "$out"
}
pkg_targets=""
pkg_calls=""
for p in $packages; do
    prefix=${p%%=*}
    pkg_targets="$pkg_targets \$<LINK_ONLY:PkgConfig::$prefix>"
    pkg_calls="${pkg_calls}_switchyard_package($prefix $(echo "${p#*=}" | tr ',' ' '))
"
done
public_libs="$(list "$ldflags") Threads::Threads m"

# switchyardConfig.cmake: @PACKAGE_INIT@ as configure_package_config_file writes it
init='get_filename_component(PACKAGE_PREFIX_DIR "${CMAKE_CURRENT_LIST_DIR}/../../../" ABSOLUTE)
macro(check_required_components _NAME)
    foreach(comp ${${_NAME}_FIND_COMPONENTS})
        if(NOT ${_NAME}_${comp}_FOUND)
            if(${_NAME}_FIND_REQUIRED_${comp})
                set(${_NAME}_FOUND FALSE)
            endif()
        endif()
    endforeach()
endmacro()'
awk -v init="$init" -v calls="$pkg_calls" -v backends="$(list "$backends")" '
    $0 == "@PACKAGE_INIT@" { print init; next }
    $0 == "@SY_CONFIG_PACKAGES@" { printf "%s", calls; next }
    { gsub(/@SY_CONFIG_BACKENDS@/, backends); print }' "$tools/switchyardConfig.cmake.in" >"$dir/switchyardConfig.cmake"

# switchyardConfigVersion.cmake: write_basic_package_version_file's
# SameMinorVersion (0.x: a minor release may break the API)
major=${version%%.*}
minor=${version#*.}
minor=${minor%%.*}
cat >"$dir/switchyardConfigVersion.cmake" <<CMAKE
# switchyard's version file: the same MAJOR.MINOR, at least the PATCH asked for
set(PACKAGE_VERSION "$version")
if(PACKAGE_FIND_VERSION_RANGE)
    set(_sy_min "\${PACKAGE_FIND_VERSION_MIN_MAJOR}.\${PACKAGE_FIND_VERSION_MIN_MINOR}")
    set(_sy_asked "\${PACKAGE_FIND_VERSION_MIN}")
else()
    set(_sy_min "\${PACKAGE_FIND_VERSION_MAJOR}.\${PACKAGE_FIND_VERSION_MINOR}")
    set(_sy_asked "\${PACKAGE_FIND_VERSION}")
endif()
if(PACKAGE_VERSION VERSION_LESS _sy_asked OR NOT _sy_min VERSION_EQUAL "$major.$minor")
    set(PACKAGE_VERSION_COMPATIBLE FALSE)
else()
    set(PACKAGE_VERSION_COMPATIBLE TRUE)
    if(PACKAGE_FIND_VERSION STREQUAL PACKAGE_VERSION)
        set(PACKAGE_VERSION_EXACT TRUE)
    endif()
endif()
if(NOT "\${CMAKE_SIZEOF_VOID_P}" STREQUAL "" AND NOT CMAKE_SIZEOF_VOID_P STREQUAL "$voidp")
    set(PACKAGE_VERSION "\${PACKAGE_VERSION} ($((voidp * 8))bit)")
    set(PACKAGE_VERSION_UNSUITABLE TRUE)
endif()
CMAKE

# switchyardTargets-static.cmake and -shared.cmake: the imported targets
# install(EXPORT) writes (the static library carries its backends' packages)
targets() { # kind type file interface-link-libraries [soname]
    cat <<CMAKE
# switchyard::$1, the $1 library \`make install\` installed
get_filename_component(_sy_prefix "\${CMAKE_CURRENT_LIST_DIR}/../../.." ABSOLUTE)
if(NOT TARGET switchyard::$1)
    add_library(switchyard::$1 $2 IMPORTED)
    set_target_properties(switchyard::$1 PROPERTIES
        IMPORTED_LOCATION "\${_sy_prefix}/lib/$3"
        IMPORTED_LINK_INTERFACE_LANGUAGES "C"
        INTERFACE_INCLUDE_DIRECTORIES "\${_sy_prefix}/include/switchyard"
        INTERFACE_COMPILE_DEFINITIONS "$(list "$defs")"
        INTERFACE_LINK_LIBRARIES "$(list "$4")")
CMAKE
    [ -z "${5:-}" ] || echo "    set_target_properties(switchyard::$1 PROPERTIES IMPORTED_SONAME \"$5\")"
    echo "endif()"
    echo "unset(_sy_prefix)"
}
targets static STATIC libswitchyard.a "$pkg_targets $public_libs" >"$dir/switchyardTargets-static.cmake"
targets shared SHARED "libswitchyard.so.$version" "$public_libs" "$soname" >"$dir/switchyardTargets-shared.cmake"
