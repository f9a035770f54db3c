#!/bin/sh
# Makes sure the Debian packages a make target needs are present.
#   tools/deps.sh PACKAGE...
# Each package is probed (a module import, pkg-config, a command); missing
# ones are installed with apt-get when running as root, otherwise the exact
# apt-get line is printed and the script exits 1.
set -u

probe() {
    case "$1" in
        python3-yaml)    /usr/bin/python3 -c 'import yaml' 2>/dev/null || { command -v python3 >/dev/null && python3 -c 'import yaml' 2>/dev/null; } ;;
        python3-jinja2)  /usr/bin/python3 -c 'import jinja2' 2>/dev/null || { command -v python3 >/dev/null && python3 -c 'import jinja2' 2>/dev/null; } ;;
        python3-pytest)  /usr/bin/python3 -c 'import pytest' 2>/dev/null || { command -v python3 >/dev/null && python3 -c 'import pytest' 2>/dev/null; } ;;
        check)           pkg-config --exists check 2>/dev/null ;;
        libopenblas-dev) pkg-config --exists openblas 2>/dev/null ;;
        pkg-config)      command -v pkg-config >/dev/null ;;
        graphviz)        command -v dot >/dev/null ;;
        gnuplot-nox)     command -v gnuplot >/dev/null ;;
        gcc|clang|make|valgrind) command -v "$1" >/dev/null ;;
        *) echo "tools/deps.sh: no probe for package '$1'" >&2; return 1 ;;
    esac
}

missing=""
for pkg in "$@"; do
    probe "$pkg" || missing="$missing $pkg"
done
[ -z "$missing" ] && exit 0

if [ "$(id -u)" = 0 ] && command -v apt-get >/dev/null; then
    echo "installing missing packages:$missing"
    export DEBIAN_FRONTEND=noninteractive
    apt-get update -qq >/dev/null && apt-get install -y -qq --no-install-recommends $missing >/dev/null || {
        echo "error: apt-get install$missing failed" >&2
        exit 1
    }
    for pkg in $missing; do
        probe "$pkg" || { echo "error: $pkg is still missing after apt-get install" >&2; exit 1; }
    done
    exit 0
fi
echo "error: missing packages:$missing" >&2
echo "install them with: sudo apt-get install -y$missing" >&2
exit 1
