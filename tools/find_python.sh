#!/bin/sh
# Prints the one Python 3 interpreter the Makefile uses for everything (the
# generator, pytest, the NumPy reference test): of `python3` on PATH and
# Debian's /usr/bin/python3, the first that imports every module in
# $SY_PY_MODULES and $SY_PY_TEST_MODULES (defaults below); else the first
# that imports those of $SY_PY_MODULES (the build needs no more); else
# Debian's, whose missing modules tools/deps.sh installs as Debian packages.
# `python3` is printed only on a machine without /usr/bin/python3.
set -u
modules=${SY_PY_MODULES:-yaml jinja2 pytest}
test_modules=${SY_PY_TEST_MODULES-numpy}
for want in "$modules $test_modules" "$modules"; do
    imports=$(printf '%s\n' $want | sed 's/^/import /')
    for p in python3 /usr/bin/python3; do
        path=$(command -v "$p" 2>/dev/null) || continue
        if "$path" -c "$imports" >/dev/null 2>&1; then
            echo "$path"
            exit 0
        fi
    done
done
if [ -x /usr/bin/python3 ]; then echo /usr/bin/python3; else echo python3; fi
