#!/bin/sh
# Adding a backend keeps the tests green (README "Adding a backend").
#
#   tests/add_backend.sh          (from the repository root)
#
# Copies the repository (the files git tracks plus the untracked ones it does
# not ignore) into a temporary folder under build/, and there adds to
# backends.yaml, as a user would:
#   omp   a host backend (id 20) whose add, mul and sum for f32 are OpenMP
#         loops written below into kernels/omp/, built with the yaml's
#         `cflags: [-fopenmp]` and linked with its `ldflags: [-fopenmp]`;
#   sim2  a second device backend (id 21): kernels/sim/ copied with every sim
#         identifier renamed (sy_k_sim_ -> sy_k_sim2_, SY_SIM -> SY_SIM2, ...),
#         with its own peer-copy transfer;
#   tmpl  the device-backend template of docs/template/ (id 22): its
#         backends.yaml entry (docs/template/entry.yaml) and its two files
#         copied as they stand into kernels/tmpl/, kernels on the packed
#         arguments of runtime/sy_contract.h.
# omp also declares its Debian package (`packages:`, which make deps must
# see), a build fragment (kernels/omp/backend.mk: a header its kernels
# include and a .c embedding a text file, checked in make's, CMake's and a
# vendored copy's builds), a leak-suppression file (kernels/omp/lsan.supp,
# which must reach build/lsan.supp) and a race-suppression file
# (kernels/omp/tsan.supp, which must reach build/tsan.supp).
# Then, in the copy: `make generate` (which also rewrites README.md's pair
# matrix), `make check-generated`, the generator's tests that read the
# repository (marked reads_repo; the others see tiny documents only) and the
# Check suites (which run every op on every device of every
# backend against cpu and move tensors through every pair arm), and the CMake
# build of the copy (omp's flags from generated/backends.cmake; the shipped
# backends but cpu switched off with their SY_WITH_* options, as test-cmake
# builds those) linked into tests/consumer/consumer.c, which computes on
# every device. Any failure
# stops the script with exit status 1 and keeps the copy for a look; on
# success the copy is removed (SY_KEEP=1 keeps it).
# The copy's builds are at -O0 (make's OPT, the vendored Makefile's CFLAGS and
# SIMD_OPT, CMake's SY_SIMD_OPT): what this checks is what a new backend's
# declarations reach; the optimised build of the shipped sources is make's own.
set -eu

if [ ! -f backends.yaml ] || [ ! -f tests/add_backend.sh ]; then
    echo "tests/add_backend.sh: run it from the repository root" >&2
    exit 2
fi
if ! git rev-parse --is-inside-work-tree >/dev/null 2>&1; then
    echo "tests/add_backend.sh: needs git, to list the repository's files" >&2
    exit 2
fi

PY=${PYTHON:-$(make -s --no-print-directory print-python)}
mkdir -p build
WORK=$(mktemp -d "$PWD/build/add-backend.XXXXXX")
COPY=$WORK/repo
STEP="copying the repository"

fail() {
    echo "" >&2
    echo "tests/add_backend.sh: FAILED: $STEP" >&2
    echo "tests/add_backend.sh: the copy is kept in $COPY" >&2
    exit 1
}
T0=$(date +%s)
step() {
    STEP=$1
    echo "== add_backend (at $(( $(date +%s) - T0 )) s): $STEP"
}

# ---- the copy -------------------------------------------------------------------
step "copying the repository into $COPY"
mkdir -p "$COPY"
git ls-files --cached --others --exclude-standard > "$WORK/files" || fail
n=0
while IFS= read -r f; do
    [ -f "$f" ] || continue # deleted from the work tree, or a submodule
    printf '%s\n' "$f"
    n=$((n + 1))
done < "$WORK/files" > "$WORK/present"
tar -cf - --no-recursion --verbatim-files-from -T "$WORK/present" | tar -xpf - -C "$COPY" || fail
echo "copied $n files"
cd "$COPY"

# The copy is built and tested as a repository of its own: nothing of the
# make that may have called us (variables given on its command line, a
# backend subset, another build folder, sanitizers) leaks into it.
unset MAKEFLAGS MFLAGS MAKELEVEL MAKEOVERRIDES BACKENDS BUILD SAN OPT EXTRA_CFLAGS V DEST 2>/dev/null || true
JOBS=$(getconf _NPROCESSORS_ONLN 2>/dev/null || echo 2)

# ---- backends.yaml: omp, sim2 and tmpl, before the capture backend; sim2's transfer ----
step "adding omp, sim2 and tmpl to backends.yaml"
"$PY" - <<'EOF' || fail
import sys
sys.path.insert(0, ".")
from generator import model as model_mod
from generator.source import SpecError

try:
    m = model_mod.load("backends.yaml")
except SpecError as exc:
    sys.exit(f"the repository's own backends.yaml does not load: {exc}")
taken = [b.name for b in m.backends if b.name in ("omp", "sim2", "tmpl")] + \
    [str(b.id) for b in m.backends if b.id in (20, 21, 22)]
if taken:
    sys.exit(f"backends.yaml already uses {', '.join(taken)}; this script adds omp (id 20), sim2 (id 21) and "
             "tmpl (id 22)")
if "sim" not in [b.name for b in m.real_backends]:
    sys.exit("backends.yaml has no backend 'sim' to copy into sim2")

lines = open("backends.yaml", encoding="utf-8").read().splitlines(keepends=True)


def item(at_line: int, *entries: list[str]) -> tuple[int, str]:
    """entries as list items inserted before line at_line (1-based), indented like the item there,
    each followed by a blank line."""
    index = at_line - 1
    indent = lines[index][:lines[index].index("-")]
    text = ""
    for first, *rest in entries:
        text += f"{indent}- {first}\n" + "".join(f"{indent}  {line}\n" for line in rest) + "\n"
    return index, text


def template_entry() -> list[str]:
    """docs/template/entry.yaml's list item, as the lines item() takes."""
    body = [line.rstrip("\n") for line in open("docs/template/entry.yaml", encoding="utf-8")
            if line.strip() and not line.lstrip().startswith("#")]
    if not body or not body[0].startswith("- "):
        sys.exit("docs/template/entry.yaml: no list item")
    return [body[0][2:]] + [line[2:] for line in body[1:]]


inserts = [item(m.capture.loc.line, [
    "name: omp",
    "id: 20",
    "memory: host",
    "devices: 1",
    "fallback: cpu",
    "cflags: [-fopenmp]",
    "ldflags: [-fopenmp]",
    "packages: [{name: libgomp1, file: '/usr/lib/*/libgomp.so.1'}]",
    "ops: {add: [f32], mul: [f32], sum: [f32]}",
    "doc: Added by tests/add_backend.sh; OpenMP loops for add, mul and sum of f32, everything else on cpu.",
], [
    "name: sim2",
    "id: 21",
    "memory: device",
    "devices: 2",
    "dtypes: [f32, i32, i64, bool]",
    "fallback: cpu",
    "ops: []",
    "doc: Added by tests/add_backend.sh; a copy of sim under another name.",
], template_entry())]
transfer = "{from: sim2, to: sim2, function: sy_k_sim2_copy_peer}"
tail = ""
if m.transfers:
    index, text = item(m.transfers[0].loc.line, [transfer])
    inserts.append((index, text[:-1]))  # no blank line after a transfer
elif not any(line.startswith("transfers:") for line in lines):
    tail = f"\ntransfers:\n  - {transfer}\n"
else:
    print("note: backends.yaml has an empty transfers:, so sim2 -> sim2 stages through host")
for index, text in sorted(inserts, key=lambda i: i[0], reverse=True):
    lines.insert(index, text)
text = "".join(lines) + tail
open("backends.yaml", "w", encoding="utf-8").write(text)
model_mod.parse(text)  # fails loudly here if the edit went wrong
print("backends.yaml: added omp (host, OpenMP), sim2 (device), tmpl (device, docs/template), "
      "and the transfer sim2 -> sim2")
EOF

# ---- kernels/omp ----------------------------------------------------------------------
step "writing kernels/omp/sy_omp.c"
mkdir -p kernels/omp
cat > kernels/omp/sy_omp.c <<'EOF'
/* switchyard omp backend, written by tests/add_backend.sh: add, mul and sum
 * for f32 as OpenMP loops, on the sy_ew_args / sy_reduce_args contract of
 * runtime/sy_contract.h (host memory: pointers with the offsets applied).
 *
 * Elementwise: the output is contiguous and row-major; each input is strided
 * (0 along broadcast axes, any order after a transpose or permute). The loop
 * runs over the rows of the output (every axis but the last), in parallel,
 * and finds each input's row start from the row's multi-index; along the last
 * axis it steps by that axis' stride. Sum: each output element adds its len
 * inputs in order in double and rounds once, as cpu does, so the results are
 * cpu's bit for bit whatever the thread count. */
#ifndef _OPENMP
#error "kernels/omp needs OpenMP: backends.yaml gives omp cflags: [-fopenmp], which this compilation did not get"
#endif

#include <stdint.h>

#include "sy_contract.h"
#include "sy_kernels.h"

/* SY__OMP_GRAIN: below this many elements a call stays on the calling
 * thread (small, so the C suites' tensors, up to about a thousand elements,
 * run in parallel). sy_omp_gen.h is made by omp's build fragment,
 * kernels/omp/backend.mk, from kernels/omp/grain.txt. */
#include "sy_omp_gen.h"

/* Element offset of the start of output row `row` in operand `in`: the
 * row-major multi-index of row over axes [0, rank - 1), dotted with the
 * operand's strides. */
static int64_t sy__omp_row_offset(const sy_operand *in, const int64_t *shape, int rank, int64_t row)
{
    int64_t off = 0;
    for (int ax = rank - 2; ax >= 0; ax--) {
        off += (row % shape[ax]) * in->strides[ax];
        row /= shape[ax];
    }
    return off;
}

typedef enum { SY__OMP_ADD, SY__OMP_MUL } sy__omp_op;

static sy_status sy__omp_binary_f32(const sy_ew_args *args, sy__omp_op op)
{
    if (args->n_in != 2 || args->out_dtype != SY_DTYPE_F32 || args->in[0].dtype != SY_DTYPE_F32 ||
        args->in[1].dtype != SY_DTYPE_F32)
        return SY_E_DTYPE_UNSUPPORTED;
    if (args->rank < 1 || args->rank > SY_MAX_RANK)
        return SY_E_INVALID_ARGUMENT;
    if (args->numel <= 0)
        return SY_OK;
    const int rank = args->rank;
    const int64_t cols = args->shape[rank - 1];
    const int64_t rows = args->numel / cols;
    const sy_operand *a = &args->in[0], *b = &args->in[1];
    const int64_t as = a->strides[rank - 1], bs = b->strides[rank - 1];
    const float *ad = (const float *)a->data, *bd = (const float *)b->data;
    float *out = (float *)args->out;
#pragma omp parallel for schedule(static) if (args->numel >= SY__OMP_GRAIN)
    for (int64_t r = 0; r < rows; r++) {
        const float *x = ad + sy__omp_row_offset(a, args->shape, rank, r);
        const float *y = bd + sy__omp_row_offset(b, args->shape, rank, r);
        float *o = out + r * cols;
        if (op == SY__OMP_ADD)
            for (int64_t c = 0; c < cols; c++)
                o[c] = x[c * as] + y[c * bs];
        else
            for (int64_t c = 0; c < cols; c++)
                o[c] = x[c * as] * y[c * bs];
    }
    return SY_OK;
}

sy_status sy_k_omp_add(const sy_ew_args *args) { return sy__omp_binary_f32(args, SY__OMP_ADD); }

sy_status sy_k_omp_mul(const sy_ew_args *args) { return sy__omp_binary_f32(args, SY__OMP_MUL); }

/* out[o * inner + i] = sum over l of in[(o * len + l) * inner + i]. */
sy_status sy_k_omp_sum(const sy_reduce_args *args)
{
    if (args->dtype != SY_DTYPE_F32)
        return SY_E_DTYPE_UNSUPPORTED;
    if (args->outer <= 0 || args->inner <= 0)
        return SY_OK; /* empty output */
    const int64_t len = args->len, inner = args->inner, n = args->outer * args->inner;
    const float *in = (const float *)args->in; /* indexed only: NULL when len is 0 */
    float *out = (float *)args->out;
#pragma omp parallel for schedule(static) if (n * (len > 0 ? len : 1) >= SY__OMP_GRAIN)
    for (int64_t k = 0; k < n; k++) {
        const int64_t base = (k / inner) * len * inner + k % inner;
        double acc = 0;
        for (int64_t l = 0; l < len; l++)
            acc += in[base + l * inner];
        out[k] = (float)acc;
    }
    return SY_OK;
}
EOF

step "writing kernels/omp/backend.mk, omp's build fragment"
# a build fragment makes files at build time (a GPU backend's compiled shaders,
# here two small ones): a header the kernels include, made from grain.txt, and
# a .c file embedding about.txt as a C string; make, CMake and a vendored copy
# all run it (README "Adding a backend")
echo 64 > kernels/omp/grain.txt
cat > kernels/omp/about.txt <<'EOF'
omp: OpenMP loops for add, mul and sum of f32 ("written by tests/add_backend.sh"),
everything else on cpu.
EOF
cat > kernels/omp/backend.mk <<'EOF'
# omp's build fragment, written by tests/add_backend.sh (README "Adding a backend").
SY_FRAGMENT_FILES += $(SY_FRAGMENT_OUT)sy_omp_gen.h $(SY_FRAGMENT_OUT)sy_omp_about.c

# SY__OMP_GRAIN from grain.txt (one number), and the declaration of sy__omp_about
$(SY_FRAGMENT_OUT)sy_omp_gen.h: $(SY_FRAGMENT_SRC)grain.txt
	@mkdir -p $(@D)
	{ echo '/* made by kernels/omp/backend.mk */'; echo '#ifndef SY_OMP_GEN_H'; echo '#define SY_OMP_GEN_H'; \
	  sed -n 's/^\([0-9][0-9]*\)$$/#define SY__OMP_GRAIN \1/p' $<; \
	  echo 'extern const char sy__omp_about[];'; echo '#endif'; } > $@.tmp
	grep -q '^#define SY__OMP_GRAIN [0-9]' $@.tmp || { echo "$<: not one number" >&2; exit 1; }
	mv $@.tmp $@

# about.txt embedded as the C string sy__omp_about
$(SY_FRAGMENT_OUT)sy_omp_about.c: $(SY_FRAGMENT_SRC)about.txt $(SY_FRAGMENT_OUT)sy_omp_gen.h
	@mkdir -p $(@D)
	{ echo '#include "sy_omp_gen.h"'; echo 'const char sy__omp_about[] ='; \
	  sed -e 's/\\/\\\\/g' -e 's/"/\\"/g' -e 's/.*/    "&\\n"/' $<; echo '    "";'; } > $@
EOF

step "writing kernels/omp/lsan.supp"
# a backend's LeakSanitizer suppressions (its driver's own leaks; omp's runtime has none
# to hide, so the one entry names a function nobody defines): the sanitizer stages use it
cat > kernels/omp/lsan.supp <<'EOF'
# omp, written by tests/add_backend.sh: no driver leaks; an entry that matches nothing
leak:sy__omp_no_such_function
EOF

step "writing kernels/omp/tsan.supp"
# its driver's ThreadSanitizer suppressions, joined into build/tsan.supp for test-tsan
cat > kernels/omp/tsan.supp <<'EOF'
# omp, written by tests/add_backend.sh: no driver races; an entry that matches nothing
race:sy__omp_no_such_function
EOF

step "writing kernels/omp/sy_omp_claims.h"
cat > kernels/omp/sy_omp_claims.h <<'EOF'
/* switchyard omp backend, written by tests/add_backend.sh: the dtypes its
 * kernels take, one line per op (generator/claims.py reads it; backends.yaml's
 * ops: of omp may list only these). */
#ifndef SY_OMP_CLAIMS_H
#define SY_OMP_CLAIMS_H

#include "switchyard.h"

#define SY__OMP_TAKES_add SY__EACH_F32
#define SY__OMP_TAKES_mul SY__EACH_F32
#define SY__OMP_TAKES_sum SY__EACH_F32

#endif
EOF

# ---- kernels/sim2: kernels/sim with every sim identifier renamed -------------------------
step "copying kernels/sim to kernels/sim2"
mkdir -p kernels/sim2
for f in kernels/sim/*; do
    [ -f "$f" ] || continue
    base=$(basename "$f" | sed 's/sim/sim2/')
    sed -e 's/sy_k_sim_/sy_k_sim2_/g' \
        -e 's/sy_sim_/sy_sim2_/g' \
        -e 's/sy_sim\([^A-Za-z0-9_]\)/sy_sim2\1/g' \
        -e 's/sy__sim/sy__sim2/g' \
        -e 's/SY_SIM/SY_SIM2/g' \
        -e 's/SY__SIM/SY__SIM2/g' \
        -e 's/SY_BACKEND_SIM\([^A-Za-z0-9_]\)/SY_BACKEND_SIM2\1/g' -e 's/SY_BACKEND_SIM$/SY_BACKEND_SIM2/' \
        -e 's/SY_WITH_SIM\([^A-Za-z0-9_]\)/SY_WITH_SIM2\1/g' -e 's/SY_WITH_SIM$/SY_WITH_SIM2/' \
        "$f" > "kernels/sim2/$base" || fail
done
# nothing of sim may be left: sim2 must not define or include anything of sim's
if grep -n -e 'sy_k_sim_' -e 'sy_sim_' -e 'sy_sim\.h' -e 'sy__sim_' -e 'SY_SIM_' -e 'SY__SIM_' kernels/sim2/* ||
    grep -n -w -e SY_BACKEND_SIM -e SY_WITH_SIM kernels/sim2/*; then
    STEP="kernels/sim2 still names sim (above)"
    fail
fi
ls kernels/sim2

# ---- kernels/tmpl: docs/template as it stands ---------------------------------------------
step "copying docs/template to kernels/tmpl"
mkdir -p kernels/tmpl
cp docs/template/sy_tmpl.c docs/template/sy_tmpl_claims.h kernels/tmpl/ || fail

# ---- generate, then the tests -------------------------------------------------------------
step "make generate"
make --no-print-directory generate || fail
if ! grep -q '^| \*\*omp\*\* (host) |' README.md || ! grep -q '^| \*\*sim2\*\* (device) |' README.md ||
    ! grep -q '^| \*\*tmpl\*\* (device) |' README.md; then
    STEP="make generate did not put omp, sim2 and tmpl into README.md's pair matrix"
    fail
fi
if ! grep -q '^SY_CFLAGS_omp := -fopenmp$' generated/backends.mk; then
    STEP="generated/backends.mk does not give omp its cflags"
    fail
fi

step "the dependency step sees omp's package"
# make deps hands tools/deps.sh the probe of omp's packages: (from generated/backends.mk) ...
if ! make --no-print-directory -n deps | grep -qF "'libgomp1=file:/usr/lib/*/libgomp.so.1'"; then
    STEP="make deps does not pass omp's package libgomp1 to tools/deps.sh"
    fail
fi
# ... which finds it here (gcc's -fopenmp brings it), and would install it were it missing
SY_DEPS_DRY_RUN=1 make --no-print-directory deps || fail
if out=$(SY_DEPS_DRY_RUN=1 make --no-print-directory deps SY_PACKAGES_omp=libgomp1=file:/nonexistent/libgomp.so.1 2>&1) ||
    ! echo "$out" | grep -q '^missing packages: libgomp1 '; then
    echo "$out"
    STEP="with its probe failing, make deps (dry run) does not name omp's package libgomp1"
    fail
fi

step "the sanitizer stages' suppressions hold omp's lsan.supp"
make --no-print-directory build/lsan.supp || fail
if ! grep -qx 'leak:sy__omp_no_such_function' build/lsan.supp ||
    { [ -f kernels/opencl/lsan.supp ] && ! grep -qx 'leak:libpocl.so' build/lsan.supp; }; then
    STEP="build/lsan.supp, which the sanitizer stages read, lacks omp's or opencl's suppressions"
    fail
fi

step "test-tsan's suppressions hold omp's tsan.supp"
make --no-print-directory build/tsan.supp || fail
if ! grep -qx 'race:sy__omp_no_such_function' build/tsan.supp; then
    STEP="build/tsan.supp, which test-tsan reads, lacks omp's suppressions"
    fail
fi

step "make check-generated"
make --no-print-directory check-generated || fail

step "pytest tests/generator, the tests that read the repository"
# (on every core when pytest-xdist is there, as make test-generator) The
# tests marked reads_repo (tests/generator/conftest.py) are those that may
# read backends.yaml, generated/ or the kernels; the others see only tiny
# documents of their own, the same here as in make test-generator.
par=$("$PY" -c 'import xdist' 2>/dev/null && echo "-n $JOBS" || true)
"$PY" -m pytest -q -p no:cacheprovider $par -m reads_repo tests/generator || fail

step "the Check suites, with omp, sim2 and tmpl; one op for each kind of route"
# (make builds the static library and the suites on every core; the
# shared library, which nothing here links, is left out)
# as in the matrix's builds (tests/config_matrix.sh): the loops over every op
# take one op for each kind of route (SY_CK_OP_SAMPLE, tests/c/sy_test.h), and
# the tests tagged kernel-only, which check shipped kernels against cpu's and
# meet no backend added here, are left to make test-c: the routes omp, sim2
# and tmpl add are what this checks
make --no-print-directory -j"$JOBS" OPT=-O0 build/tests/check_all >/dev/null || fail
POCL_DEVICES=${POCL_DEVICES:-pthread pthread} SY_CK_OP_SAMPLE=1 CK_EXCLUDE_TAGS=kernel-only build/tests/check_all || fail

# sy__omp_about, which omp's build fragment made from about.txt, read back from a library
cat > "$WORK/about.c" <<'EOF'
#include <stdio.h>
extern const char sy__omp_about[];
int main(void) { return fputs(sy__omp_about, stdout) < 0; }
EOF
about_check() { # LIBRARY: its sy__omp_about is kernels/omp/about.txt
    cc "$WORK/about.c" "$1" -o "$WORK/about" && "$WORK/about" > "$WORK/about.out" &&
        cmp "$WORK/about.out" kernels/omp/about.txt || {
        STEP="$1 does not hold kernels/omp/about.txt as sy__omp_about (omp's build fragment)"
        fail
    }
    echo "$1: sy__omp_about is kernels/omp/about.txt"
}
step "omp's build fragment, in make's build"
[ -f build/gen/omp/sy_omp_gen.h ] || { STEP="make did not run kernels/omp/backend.mk"; fail; }
about_check build/libswitchyard.a

step "make vendor of cpu and omp, built out of the copy, a consumer computing on every device"
make --no-print-directory -s vendor DEST="$WORK/vendor" BACKENDS="cpu omp" >/dev/null || fail
for f in kernels/omp/backend.mk kernels/omp/grain.txt kernels/omp/about.txt kernels/omp/lsan.supp tools/fragment.mk; do
    [ -f "$WORK/vendor/$f" ] || { STEP="the vendored copy has no $f"; fail; }
done
make --no-print-directory -s -f "$WORK/vendor/Makefile" BUILD="$WORK/vendor-build" -j"$JOBS" \
    CFLAGS=-O0 SIMD_OPT=-O0 >/dev/null || fail
about_check "$WORK/vendor-build/libswitchyard.a"
libs=$(sed -n 's/^# link your program with: libswitchyard.a //p' "$WORK/vendor/Makefile")
# shellcheck disable=SC2086
cc -std=c11 -I"$WORK/vendor/runtime" -I"$WORK/vendor/generated" tests/consumer/consumer.c \
    "$WORK/vendor-build/libswitchyard.a" $libs -o "$WORK/vendor-consumer" || fail
"$WORK/vendor-consumer" || fail

step "CMake: add_subdirectory of the copy, a consumer computing on every device"
mkdir -p "$WORK/cmake-app" || fail
cp tests/consumer/consumer.c "$WORK/cmake-app/" || fail
cat > "$WORK/cmake-app/CMakeLists.txt" <<CMAKE || fail
cmake_minimum_required(VERSION 3.16)
project(consumer LANGUAGES C)
add_subdirectory("$COPY" switchyard)
add_executable(consumer consumer.c)
target_link_libraries(consumer PRIVATE switchyard::switchyard)
CMAKE
# the backends added, on cpu: every other backend off (test-cmake builds them)
off=""
for b in $(sed -n 's/^SY_BACKENDS := //p' generated/backends.mk); do
    case " cpu omp sim2 tmpl " in
        *" $b "*) ;;
        *) off="$off -D$(sed -n "s/^SY_CFG_$b := //p" generated/backends.mk)=OFF" ;;
    esac
done
# shellcheck disable=SC2086
cmake -G "Unix Makefiles" -S "$WORK/cmake-app" -B "$WORK/cmake-build" -DSY_SIMD_OPT=-O0 $off >"$WORK/cmake.log" || fail
if ! grep -q "^-- switchyard .*: backends cpu omp sim2 tmpl\$" "$WORK/cmake.log"; then
    STEP="the CMake build of the copy does not have cpu, omp, sim2 and tmpl alone (see $WORK/cmake.log)"
    fail
fi
cmake --build "$WORK/cmake-build" -j"$JOBS" >>"$WORK/cmake.log" || fail
"$WORK/cmake-build/consumer" || fail
[ -f "$WORK/cmake-build/switchyard/gen/omp/sy_omp_gen.h" ] || { STEP="CMake did not run kernels/omp/backend.mk"; fail; }
about_check "$WORK/cmake-build/switchyard/libswitchyard.a"

if [ "${SY_KEEP:-0}" = 1 ]; then
    echo "== add_backend: passed (the copy is kept in $COPY)"
else
    rm -rf "$WORK"
    echo "== add_backend: passed"
fi
