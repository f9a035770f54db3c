#!/bin/sh
# Prints the one Python 3 interpreter the Makefile uses for everything (the
# generator and pytest): the first of `python3` on PATH and Debian's
# /usr/bin/python3 that imports every module in $SY_PY_MODULES (default
# below). When neither has them all it prints Debian's, whose missing modules
# tools/deps.sh installs as Debian packages; `python3` is printed only on a
# machine without /usr/bin/python3.
set -u
modules=${SY_PY_MODULES:-yaml jinja2 pytest}
imports=$(printf '%s\n' $modules | sed 's/^/import /')
for p in python3 /usr/bin/python3; do
    path=$(command -v "$p" 2>/dev/null) || continue
    if "$path" -c "$imports" >/dev/null 2>&1; then
        echo "$path"
        exit 0
    fi
done
if [ -x /usr/bin/python3 ]; then echo /usr/bin/python3; else echo python3; fi
