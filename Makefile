# switchyard
#
#   make                  generate what is stale, build build/libswitchyard.a and .so, list the devices
#   make demo             every move between every pair of devices, a captured graph replayed, saved,
#                         and replayed again by a program that only loads it; build/mlp.onnx
#   make test             every test: generator (pytest), C (Check), sanitizers, backend subsets, vendoring, CMake
#   make check            the quick loop: generator tests and the Check suites
#   make coverage         line and branch coverage of the C library (every folder) and of the generator,
#                         HTML in build/coverage/; fails below the floors of tests/coverage-floor
#   make test-onnx        ONNX export and import round trips of every mapped op on every device
#   make test-onnx-node   ONNX's own node conformance tests on cpu:0, simd:0, blas:0, opencl:0, vulkan:0 (reports in build/)
#   make test-onnx-model  ONNX's model tests (pytorch-converted, pytorch-operator, simple) on the same devices
#   make generate         render generated/, docs/errors/ and docs/ops.md from backends.yaml (writes only what changed)
#   make check-generated  fail with a diff when generated/, docs/errors/ or docs/ops.md is stale
#   make lint             flake8 and mypy over the generator
#   make explain E=NAME   print the error page of a status (NAME, SY_E_NAME or its code)
#   make bench            benchmarks, written to bench/results.md
#   make bench-peers      the same workloads side by side with libtorch (PyTorch's C++ library; installs
#                         Debian's libtorch-dev when root), into its own section of bench/results.md;
#                         QUICK=1: a short run that checks the tool and writes nothing
#                         ALL_CORES=1: and the large workloads on every core (wall time; wants an idle machine)
#   make install PREFIX=/usr/local   the static and shared libraries, headers, pkg-config and CMake packages
#   make vendor DEST=path/to/folder
#   make clean
#
# BACKENDS="cpu simd" builds a subset (default: every backend of backends.yaml).
# Missing Debian packages are installed when running as root, else named.

.DEFAULT_GOAL := all
SHELL := /bin/sh

BUILD ?= build
# The sub-makes that compile get -j$(NPROC), unless make's command line gave
# -j (make -j1: one job at a time). The stages of make test run their scripts
# without a jobserver: the makes those start would warn they cannot use it.
NPROC := $(shell nproc 2>/dev/null || echo 1)
J = $(if $(filter -j%,$(MAKEFLAGS)),,-j$(NPROC))
# V=1 prints every command in full
V ?= 0
Q := $(if $(filter 1,$(V)),,@)
PREFIX ?= /usr/local
OPT ?= -O2
# TEST_OPT=-O0 (the subset matrix): the Check suites' own code compiled
# without optimization, against a library at OPT (a third of the compile
# time; the suites' time goes to the library)
TEST_OPT ?=
SAN ?=
EXTRA_CFLAGS ?=
SY_TARGET_CFLAGS :=
WARN := -Wall -Wextra -Werror -pedantic -Wmissing-prototypes -Wshadow -Wconversion
CFLAGS = -std=c11 $(WARN) -g $(OPT) $(SAN) -ffp-contract=off -pthread -MMD -MP $(EXTRA_CFLAGS) $(SY_TARGET_CFLAGS)
CPPFLAGS := -Iruntime -Igenerated

include generated/backends.mk

BACKENDS ?= $(SY_BACKENDS)
UNKNOWN := $(filter-out $(SY_BACKENDS),$(BACKENDS))
ifneq ($(UNKNOWN),)
$(error BACKENDS names $(UNKNOWN), which backends.yaml does not have (it has: $(SY_BACKENDS)))
endif
DISABLED := $(filter-out $(BACKENDS),$(SY_BACKENDS))
CONFIG_DEFS := $(foreach b,$(DISABLED),-D$(SY_CFG_$(b))=0)
PKGS := $(sort $(foreach b,$(BACKENDS),$(SY_LIBS_$(b))))
# Recursive (=) so they are read after `deps` has installed what was missing.
PKG_CFLAGS = $(if $(PKGS),$(shell pkg-config --cflags $(PKGS)))
PKG_LIBS = $(if $(PKGS),$(shell pkg-config --libs $(PKGS)))
# backends.yaml's per-backend flags: cflags compile that backend's kernels,
# ldflags link every program (after the libraries, like -l options).
BACKEND_LDFLAGS := $(strip $(foreach b,$(BACKENDS),$(SY_LDFLAGS_$(b))))
LDLIBS = $(PKG_LIBS) $(BACKEND_LDFLAGS) -lm -pthread
CHECK_LIBS = $(shell pkg-config --libs check)
ALL_CPPFLAGS = $(CPPFLAGS) $(CONFIG_DEFS) $(PKG_CFLAGS)

# ONE Python 3 for everything (the generator, pytest): the first of `python3`
# and /usr/bin/python3 that has every module below, preferring one that also
# has the test-only modules (numpy for test-reference, flake8 and mypy for
# lint, onnx for test-onnx and the demo's ONNX export), else Debian's, into
# which tools/deps.sh installs what it lacks.
# Exported, so sub-makes and scripts use the same one. Found once, when the
# Makefile is read (simply expanded): an exported recursive variable would be
# expanded again for every command make runs, each starting two interpreters.
export SY_PY_MODULES := yaml jinja2 pytest
export SY_PY_TEST_MODULES := numpy flake8 mypy onnx
ifeq ($(origin PYTHON),undefined)
PYTHON := $(shell tools/find_python.sh)
endif
export PYTHON

# Build fragments: kernels/<b>/backend.mk of a built backend, when there is
# one (README "Adding a backend"), is included with SY_FRAGMENT_SRC, its
# folder, and SY_FRAGMENT_OUT, $(BUILD)/gen/<b>/, the folder for what it makes
# (both end in /; they change after it, so its recipes use $@, $< and $^). It
# adds what it makes to SY_FRAGMENT_FILES, with the rules that make them: the
# backend's kernels find its headers (-I) and are compiled after them, its .c
# files are compiled into the library as the backend's kernels are.
# CMakeLists.txt runs it through tools/fragment.mk, and a vendored copy too.
define sy_fragment
SY_FRAGMENT_SRC := kernels/$(1)/
SY_FRAGMENT_OUT := $$(BUILD)/gen/$(1)/
SY_FRAGMENT_FILES :=
include kernels/$(1)/backend.mk
SY_GEN_$(1) := $$(SY_FRAGMENT_FILES)
endef
SY_FRAGMENTS := $(foreach b,$(BACKENDS),$(if $(wildcard kernels/$(b)/backend.mk),$(b)))
$(foreach b,$(SY_FRAGMENTS),$(eval $(call sy_fragment,$(b))))

RUNTIME_SRC := $(wildcard runtime/*.c)
GENERATED_SRC := $(wildcard generated/*.c)
KERNEL_SRC := $(foreach b,$(BACKENDS),$(wildcard kernels/$(b)/*.c) $(filter %.c,$(SY_GEN_$(b))))
LIB_SRC := $(RUNTIME_SRC) $(GENERATED_SRC) $(KERNEL_SRC)
LIB_OBJ := $(LIB_SRC:%.c=$(BUILD)/obj/%.o)
# the shared library's objects: the same sources, position independent
SO_OBJ := $(LIB_SRC:%.c=$(BUILD)/pic/%.o)
LIB := $(BUILD)/libswitchyard.a
# The shared library: exports only the SY_API functions (runtime/sy_export.h).
# Its SONAME carries MAJOR.MINOR while the major version is 0 (a minor
# release may break the ABI then), MAJOR from 1.0 on, as CMakeLists.txt.
SY_VERSION_WORDS := $(subst ., ,$(SY_VERSION))
SY_SOVERSION := $(word 1,$(SY_VERSION_WORDS))$(if $(filter 0,$(word 1,$(SY_VERSION_WORDS))),.$(word 2,$(SY_VERSION_WORDS)))
SO := $(BUILD)/libswitchyard.so
SO_NAME := libswitchyard.so.$(SY_SOVERSION)
SO_FILE := $(BUILD)/libswitchyard.so.$(SY_VERSION)
# Library objects: every symbol hidden unless SY_API marks it public. Only
# the .so's are -fPIC: position-independent code costs the dispatch path a
# few instructions a call (thread-local storage), which the .a need not pay.
LIB_CFLAGS := -fvisibility=hidden -DSY_BUILDING_LIBRARY
TEST_SRC := $(wildcard tests/c/*.c)
TEST_OBJ := $(TEST_SRC:tests/c/%.c=$(BUILD)/tests/obj/%.o)
# The enabled backends' private headers (sy_sim.h, sy_simd.h), which tests include under #if SY_WITH_<NAME>.
TEST_INCLUDES := $(addprefix -I,$(wildcard $(BACKENDS:%=kernels/%)) $(SY_FRAGMENTS:%=$(BUILD)/gen/%))
TEST_BIN := $(BUILD)/tests/check_all
DEMO := $(BUILD)/demo
DEMO_CAPTURE := $(BUILD)/demo-capture
DEMO_REPLAY := $(BUILD)/demo-replay

# The error pages (docs/errors/) list where each status is raised in the C
# sources, so those are inputs too.
GEN_INPUTS := backends.yaml $(wildcard generator/*.py) $(wildcard templates/*.j2) \
              $(wildcard runtime/*.c) $(wildcard kernels/*/*.c)
GEN_STAMP := build/.generated

# the built backends' Debian packages (backends.yaml `packages:`), as the words
# PACKAGE=PROBE:ARG tools/deps.sh probes; quoted, as a file probe may be a glob
DEPS_PKGS := $(sort $(foreach b,$(BACKENDS),$(SY_PACKAGES_$(b))))
deps_args = $(foreach p,$(1),'$(p)')
# (ccache at build time: make test's builds then reuse the objects of make's own)
DEPS_BUILD := python3-yaml python3-jinja2 pkg-config gcc make ccache $(DEPS_PKGS)
DEPS_TEST := $(DEPS_BUILD) python3-pytest python3-numpy python3-flake8 python3-mypy python3-onnx check clang graphviz cmake g++ \
             libfuzzer-14-dev libonnx-testdata python3-pytest-xdist

# PoCL shows two OpenCL devices, so transfers between devices run too.
export POCL_DEVICES ?= pthread pthread

.PHONY: FORCE all lib demo generate check-generated explain deps deps-test test test-c test-sanitize test-matrix \
        test-vendor test-cmake test-add-backend test-generator test-reference test-onnx test-onnx-node test-examples test-shared \
        test-onnx-model test-mpi \
        lint bench install vendor clean \
        demo-bin check examples

all: deps
	@$(MAKE) --no-print-directory -s $(GEN_STAMP)
	@$(MAKE) $(J) --no-print-directory lib demo-bin
	@echo "built $(LIB) and $(SO) (headers: runtime/switchyard.h, generated/), demos in $(BUILD)/"
	@$(DEMO) --summary
	@echo "next: make demo (every move between these devices, and a captured graph replayed),"
	@echo "      make test (every test, about 20 minutes), make check (the quick loop, about a minute)"

# the full demos: every move between every pair of devices, then a captured
# MLP written as text and Graphviz and replayed on every device
demo: deps
	@$(MAKE) --no-print-directory -s $(GEN_STAMP)
	@$(MAKE) $(J) --no-print-directory lib demo-bin
	@$(DEMO)
	@echo
	@$(DEMO_CAPTURE) $(BUILD)
	@if command -v dot >/dev/null; then dot -Tpng $(BUILD)/mlp.dot -o $(BUILD)/mlp.png && echo "wrote $(BUILD)/mlp.png"; \
	 else echo "(install graphviz to render $(BUILD)/mlp.dot as a picture)"; fi
	@echo
	@$(MAKE) --no-print-directory demo-saved
	@echo
	@$(MAKE) --no-print-directory demo-onnx

# the saved graph outlives the program that captured it: a second program
# that never builds the model loads $(BUILD)/mlp.sy and replays it on every
# device against the outputs demo-capture saved with it
.PHONY: demo-saved
demo-saved: $(DEMO_REPLAY)
	@$(DEMO_REPLAY) $(BUILD)

# ...and converts to ONNX: $(BUILD)/mlp.onnx, checked (check_model with
# full_check, shape inference against the .sy types), imported back into
# $(BUILD)/onnx/mlp.sy and replayed by demo-replay against the same outputs
.PHONY: demo-onnx
demo-onnx: $(DEMO_REPLAY)
	@tools/deps.sh python3-numpy python3-onnx
	@$(PYTHON) -m generator.onnx export $(BUILD)/mlp.sy $(BUILD)/mlp.onnx
	@$(PYTHON) -m generator.onnx check $(BUILD)/mlp.onnx
	@mkdir -p $(BUILD)/onnx && $(PYTHON) -m generator.onnx import $(BUILD)/mlp.onnx $(BUILD)/onnx/mlp.sy
	@cp $(BUILD)/mlp.in $(BUILD)/mlp.out.* $(BUILD)/onnx/
	@$(DEMO_REPLAY) $(BUILD)/onnx

deps:
	@tools/deps.sh $(call deps_args,$(DEPS_BUILD))

deps-test:
	@tools/deps.sh $(call deps_args,$(DEPS_TEST))

# ---- generation ---------------------------------------------------------------

$(GEN_STAMP): $(GEN_INPUTS)
	@mkdir -p $(dir $@)
	$(PYTHON) -m generator
	@touch $@

generate: deps
	$(PYTHON) -m generator
	@mkdir -p $(dir $(GEN_STAMP)) && touch $(GEN_STAMP)

check-generated: deps
	@$(PYTHON) -m generator --check

explain:
	@test -n "$(E)" || { echo "usage: make explain E=AUTODIFF_MISMATCH" >&2; exit 2; }
	@$(PYTHON) -m generator --explain "$(E)"

print-python:
	@echo $(PYTHON)

# ---- library and demo -----------------------------------------------------------

lib: $(LIB) $(SO)

$(LIB): $(LIB_OBJ)
	@rm -f $@
	$(Q)ar rcs $@ $^
	@$(if $(Q),echo "  AR      $@")

# The backends' libraries are linked into the .so (its DT_NEEDED), so a
# program links it alone. --no-undefined is left out under sanitizers, whose
# runtime the program brings.
$(SO_FILE): $(SO_OBJ)
	@$(if $(Q),echo "  LD      $@")
	$(Q)$(CC) -shared $(CFLAGS) -Wl,-soname,$(SO_NAME) $(if $(SAN),,-Wl,--no-undefined) $^ $(LDLIBS) -o $@

$(SO): $(SO_FILE)
	$(Q)ln -sf $(notdir $(SO_FILE)) $(BUILD)/$(SO_NAME)
	$(Q)ln -sf $(SO_NAME) $@

# COVERAGE=runtime: gcov counters in the runtime/ and generated/ objects, compiled
# at -O0 so every line counts; COVERAGE=all: in the kernels' objects too (at their
# usual optimization). See test-coverage and coverage below.
COVERAGE ?=
ifneq ($(COVERAGE),)
COV_DIRS := runtime generated $(if $(filter all,$(COVERAGE)),kernels)
$(foreach d,runtime generated,$(eval $$(BUILD)/obj/$(d)/%.o $$(BUILD)/pic/$(d)/%.o: private EXTRA_CFLAGS += -O0))
$(foreach d,$(COV_DIRS),$(eval $$(BUILD)/obj/$(d)/%.o $$(BUILD)/pic/$(d)/%.o: private EXTRA_CFLAGS += --coverage))
LDLIBS += -lgcov
endif

# Compilations go through ccache when it is installed (CCACHE= turns it off):
# the stages of make test build the same sources with the same flags in several
# build directories (the backend subsets, the coverage build), and ccache
# hashes the preprocessed source, so each is compiled once. It never changes
# what is built or checked: a compilation that fails or warns under -Werror is
# not cached. Its cache is build/ccache unless CCACHE_DIR says otherwise.
# (Looked up when first used, after the dependency step may have installed it.)
CCACHE ?= $(eval CCACHE := $$(shell command -v ccache 2>/dev/null))$(CCACHE)
export CCACHE_DIR ?= $(CURDIR)/build/ccache

# Objects are rebuilt when the compiler, flags or backend subset change.
FLAGS_FILE := $(BUILD)/.flags
FLAGS_NOW = $(CC) $(ALL_CPPFLAGS) $(CFLAGS) $(LIB_CFLAGS) $(if $(COVERAGE),coverage=$(COVERAGE)) $(TEST_OPT)
$(FLAGS_FILE): FORCE
	@mkdir -p $(dir $@)
	@echo '$(FLAGS_NOW)' | cmp -s - $@ || echo '$(FLAGS_NOW)' > $@

$(BUILD)/obj/%.o: %.c $(FLAGS_FILE)
	@mkdir -p $(dir $@)
	@$(if $(Q),echo "  CC      $<")
	$(Q)$(CCACHE) $(CC) $(ALL_CPPFLAGS) $(CFLAGS) $(LIB_CFLAGS) -c $< -o $@

$(BUILD)/pic/%.o: %.c $(FLAGS_FILE)
	@mkdir -p $(dir $@)
	@$(if $(Q),echo "  CC      $< (-fPIC)")
	$(Q)$(CCACHE) $(CC) $(ALL_CPPFLAGS) $(CFLAGS) $(LIB_CFLAGS) -fPIC -c $< -o $@

# the vectorized kernels want the auto-vectorizer at full strength
$(BUILD)/obj/kernels/simd/%.o $(BUILD)/pic/kernels/simd/%.o: private OPT := -O3
# (the flags a build needs go to SY_TARGET_CFLAGS: EXTRA_CFLAGS or OPT given
# on make's command line replace what a rule here would add to them)
$(foreach b,$(BACKENDS),$(if $(SY_CFLAGS_$(b)),$(eval $$(BUILD)/obj/kernels/$(b)/%.o $$(BUILD)/pic/kernels/$(b)/%.o: \
    private SY_TARGET_CFLAGS += $(SY_CFLAGS_$(b)))))
# a build fragment's files: made before its backend's kernels (and the tests, which
# include the backends' headers) compile; its .c files compiled as those kernels
define sy_fragment_rules
$$(filter $$(BUILD)/obj/kernels/$(1)/% $$(BUILD)/pic/kernels/$(1)/%,$$(LIB_OBJ) $$(SO_OBJ)) $$(TEST_OBJ): $$(SY_GEN_$(1))
$$(BUILD)/obj/kernels/$(1)/%.o $$(BUILD)/pic/kernels/$(1)/%.o: private SY_TARGET_CFLAGS += -I$$(BUILD)/gen/$(1)
$$(BUILD)/obj/$$(BUILD)/gen/$(1)/%.o $$(BUILD)/pic/$$(BUILD)/gen/$(1)/%.o: \
    private SY_TARGET_CFLAGS += -Ikernels/$(1) $$(SY_CFLAGS_$(1))
endef
$(foreach b,$(SY_FRAGMENTS),$(eval $(call sy_fragment_rules,$(b))))

demo-bin: $(DEMO) $(DEMO_CAPTURE) $(DEMO_REPLAY)

$(DEMO): demo/moves.c $(LIB)
	@mkdir -p $(dir $@)
	@$(if $(Q),echo "  CCLD    $@")
	$(Q)$(CC) $(ALL_CPPFLAGS) $(CFLAGS) $< $(LIB) $(LDLIBS) -o $@

$(DEMO_CAPTURE): demo/capture.c $(LIB)
	@mkdir -p $(dir $@)
	@$(if $(Q),echo "  CCLD    $@")
	$(Q)$(CC) $(ALL_CPPFLAGS) $(CFLAGS) $< $(LIB) $(LDLIBS) -o $@

$(DEMO_REPLAY): demo/replay.c $(LIB)
	@mkdir -p $(dir $@)
	@$(if $(Q),echo "  CCLD    $@")
	$(Q)$(CC) $(ALL_CPPFLAGS) $(CFLAGS) $< $(LIB) $(LDLIBS) -o $@

# ---- tests ------------------------------------------------------------------------

# test-coverage is the stage of the generator's tests and of the Check suites
# (test-generator and test-c, run once, with coverage counters). A+B: the two
# stages side by side (tools/stages.sh), as each leaves a core idle part of
# its time and they build in folders of their own.
TEST_STAGES := check-generated lint test-coverage test-reference test-onnx test-onnx-node test-onnx-model test-mpi \
               test-examples+test-shared+test-vendor test-sanitize test-matrix test-cmake+test-add-backend test-fuzz+test-tsan

# (the library and the demos first: stages side by side use them and must not
# both build them)
test: deps-test
	@$(MAKE) --no-print-directory -s $(GEN_STAMP)
	@$(MAKE) $(J) --no-print-directory lib demo-bin
	@MAKE="$(MAKE)" tools/stages.sh "make test" $(TEST_STAGES)

# the quick loop while editing: the generator's tests and the Check suites,
# without the sanitizers, the subset matrix or the consumers
CHECK_STAGES := check-generated test-generator test-c
check: deps-test
	@MAKE="$(MAKE)" tools/stages.sh "make check" $(CHECK_STAGES)

# pytest-xdist (make test installs it) runs a pytest suite's tests on every core.
# Tests that read one computation cached per process (the NumPy reference's
# programs, the ONNX round trip) carry the same xdist_group, and --dist
# loadgroup sends a group to one worker, so no computation runs twice.
PYTEST_PAR = $(if $(shell $(PYTHON) -c 'import xdist' 2>/dev/null && echo y),-n $(NPROC) --dist loadgroup)

test-generator:
	$(PYTHON) -m pytest -q $(PYTEST_PAR) tests/generator

# flake8 and mypy over the generator (settings: setup.cfg)
lint:
	@tools/deps.sh python3-flake8 python3-mypy python3-numpy python3-onnx
	$(PYTHON) -m flake8 generator tests/generator tests/onnx tests/reference tools/coverage.py tools/erf_fit.py
	$(PYTHON) -m mypy generator tools/coverage.py tools/erf_fit.py

# one object per suite, so make -j compiles them side by side
$(BUILD)/tests/obj/%.o: tests/c/%.c $(FLAGS_FILE)
	@mkdir -p $(dir $@)
	@$(if $(Q),echo "  CC      $<")
	$(Q)$(CCACHE) $(CC) $(ALL_CPPFLAGS) $(TEST_INCLUDES) -Itests/c $(CFLAGS) $(TEST_OPT) -Wno-gnu-zero-variadic-macro-arguments -c $< -o $@

$(TEST_BIN): $(TEST_OBJ) $(LIB)
	@mkdir -p $(dir $@)
	@$(if $(Q),echo "  CCLD    $@ (the Check suites)")
	$(Q)$(CC) $(CFLAGS) $(TEST_OBJ) $(LIB) $(CHECK_LIBS) $(LDLIBS) -o $@

# The suites run as three processes side by side (tools/check_split.sh): the
# test cases tagged own-process, the other ones tagged kernel-only, the rest
test-c:
	@$(MAKE) $(J) --no-print-directory $(TEST_BIN)
	tools/check_split.sh $(TEST_BIN)

# ---- coverage ---------------------------------------------------------------------------

# Line and branch coverage (tools/coverage.py): the Check suites on a build with gcov's
# counters (lcov reads them; HTML in build/coverage/c/) and tests/generator under
# python3-coverage (build/coverage/generator/). test-coverage, a stage of make test,
# counts in runtime/ and generated/ only, so the kernels run at full speed; it fails
# when the line coverage of runtime/ or generator/ falls below tests/coverage-floor.
# make coverage counts in the kernels too (every kernels/<backend>/, each simd ISA
# variant apart), which makes the Check suites several times slower.
COV_DEPS := lcov python3-coverage python3-pytest check
.PHONY: test-coverage coverage
test-coverage: deps-test
	@tools/deps.sh $(COV_DEPS)
	@$(MAKE) --no-print-directory -s $(GEN_STAMP)
	@$(MAKE) $(J) --no-print-directory BUILD=build/cov COVERAGE=runtime build/cov/tests/check_all \
	    $(if $(filter mpi,$(BACKENDS)),build/cov/tests/check_mpi build/cov/tests/check_remote)
	@find build/cov -name '*.gcda' -delete
	@# the Check suites beside the generator's tests under python3-coverage: each leaves a core idle part of its
	@# time (the MPI programs come after, on their own: their deadline tests wait 0.5 s for a late rank)
	@tools/side_by_side.sh 'tools/check_split.sh build/cov/tests/check_all' \
	    '$(PYTHON) tools/coverage.py build/cov --python-tests'
	@# the MPI layer runs only under mpirun (test-mpi's program, on 4 ranks, where a stalled rank's report
	@# names ranks in every state, and as a singleton)
	$(if $(filter mpi,$(BACKENDS)),timeout 120 mpirun $(MPIRUN_FLAGS) -np 4 build/cov/tests/check_mpi >build/cov/check_mpi.log 2>&1 || { cat build/cov/check_mpi.log; exit 1; })
	$(if $(filter mpi,$(BACKENDS)),timeout 60 build/cov/tests/check_mpi >>build/cov/check_mpi.log 2>&1 || { cat build/cov/check_mpi.log; exit 1; })
	$(if $(filter mpi,$(BACKENDS)),timeout 60 build/cov/tests/check_mpi --funneled >>build/cov/check_mpi.log 2>&1 || { cat build/cov/check_mpi.log; exit 1; })
	@# remote devices: rank 1 serves (runtime/sy_remote.c runs only there and in its client)
	$(if $(filter mpi,$(BACKENDS)),timeout 300 mpirun $(MPIRUN_FLAGS) -np 2 build/cov/tests/check_remote >build/cov/check_remote.log 2>&1 || { cat build/cov/check_remote.log; exit 1; })
	$(PYTHON) tools/coverage.py build/cov --floor tests/coverage-floor --reuse-python-tests

coverage: deps-test
	@tools/deps.sh $(COV_DEPS) python3-numpy python3-onnx
	@$(MAKE) --no-print-directory -s $(GEN_STAMP)
	@$(MAKE) $(J) --no-print-directory BUILD=build/cov-all COVERAGE=all build/cov-all/tests/check_all
	@$(MAKE) $(J) --no-print-directory $(REF_DRIVER) $(BUILD)/examples/cnn
	@find build/cov-all -name '*.gcda' -delete
	tools/check_split.sh build/cov-all/tests/check_all
	SY_CNN_EXAMPLE=$(BUILD)/examples/cnn $(PYTHON) tools/coverage.py build/cov-all --floor tests/coverage-floor \
	    --onnx-driver $(REF_DRIVER)

# Every op, dtype and device against NumPy, and gradients of random
# compositions against analytic ones (tests/reference/); max_pool2d and
# conv2d also against PyTorch. The driver runs the
# programs through the public API; its op table comes from backends.yaml.
REF_DRIVER := $(BUILD)/tests/sy_ref_driver
$(BUILD)/tests/sy_ref_ops.h: backends.yaml tests/reference/ref_ops.py $(wildcard generator/*.py)
	@mkdir -p $(dir $@)
	$(Q)$(PYTHON) tests/reference/ref_ops.py > $@.tmp && mv $@.tmp $@

$(REF_DRIVER): tests/reference/sy_ref_driver.c $(BUILD)/tests/sy_ref_ops.h $(LIB)
	@$(if $(Q),echo "  CCLD    $@")
	$(Q)$(CC) $(ALL_CPPFLAGS) -I$(BUILD)/tests $(CFLAGS) $< $(LIB) $(LDLIBS) -o $@

test-reference: $(REF_DRIVER) $(SO)
	@tools/deps.sh python3-numpy python3-pytest python3-torch
	SY_REF_DRIVER=$(REF_DRIVER) SY_SHARED_LIB=$(SO) $(PYTHON) -m pytest -q $(PYTEST_PAR) tests/reference

# ONNX export and import (generator/onnx.py): every op with an ONNX counterpart
# captured in C, saved, exported, checked, imported and replayed on every device
# against eager (bit for bit) and against NumPy's reading of the ONNX operators;
# the refusals by name. The driver is the reference test's (capture, replay).
# The CNN example's trained forward pass makes the same round trip (test_onnx_cnn.py).
test-onnx: $(REF_DRIVER) $(BUILD)/examples/cnn
	@tools/deps.sh python3-numpy python3-pytest python3-onnx
	SY_REF_DRIVER=$(REF_DRIVER) SY_CNN_EXAMPLE=$(BUILD)/examples/cnn $(PYTHON) -m pytest -q $(PYTEST_PAR) tests/onnx

# ONNX's own node conformance tests (Debian's libonnx-testdata): each model
# imported, run by a driver that only loads it, and compared with ONNX's
# expected outputs (tests/onnx/node_tests.py), on cpu:0, simd:0, blas:0,
# opencl:0 and vulkan:0 when those backends are built (a few seconds each: the driver runs
# a device's tests in one process, so PoCL starts once). Fails on any wrong
# result and on any test
# of tests/onnx/node_passing.txt that does not pass on any of them; names the
# tests that pass and are not listed. Reports: $(BUILD)/onnx-node-report.md
# (cpu:0), -simd.md, -opencl.md, -vulkan.md
ONNX_NODE_DRIVER := $(BUILD)/tests/sy_onnx_node
ONNX_NODE := $(PYTHON) tests/onnx/node_tests.py --driver $(ONNX_NODE_DRIVER) --check tests/onnx/node_passing.txt
$(ONNX_NODE_DRIVER): tests/onnx/sy_onnx_node.c $(LIB)
	@mkdir -p $(dir $@)
	@$(if $(Q),echo "  CCLD    $@")
	$(Q)$(CC) $(ALL_CPPFLAGS) $(CFLAGS) $< $(LIB) $(LDLIBS) -o $@

# every device in a process of its own, side by side (each uses one core)
test-onnx-node: $(ONNX_NODE_DRIVER)
	@tools/deps.sh python3-numpy python3-onnx libonnx-testdata
	@tools/side_by_side.sh \
	    '$(ONNX_NODE) --device cpu:0 --reasons tests/onnx/node_reasons.txt --report $(BUILD)/onnx-node-report.md' \
	    $(if $(filter simd,$(BACKENDS)),'$(ONNX_NODE) --device simd:0 --report $(BUILD)/onnx-node-report-simd.md') \
	    $(if $(filter blas,$(BACKENDS)),'$(ONNX_NODE) --device blas:0 --report $(BUILD)/onnx-node-report-blas.md') \
	    $(if $(filter opencl,$(BACKENDS)),'$(ONNX_NODE) --device opencl:0 --report $(BUILD)/onnx-node-report-opencl.md') \
	    $(if $(filter vulkan,$(BACKENDS)),'$(ONNX_NODE) --device vulkan:0 --report $(BUILD)/onnx-node-report-vulkan.md')

# ONNX's model tests (Debian's libonnx-testdata: the folders pytorch-converted,
# pytorch-operator and simple, 140 models; each test named FOLDER/TEST), run as
# the node tests are: on cpu:0 against tests/onnx/model_passing.txt and
# tests/onnx/model_reasons.txt (every test that does not pass, with its
# reason), then on simd:0, blas:0 and opencl:0 against the passing list. Fails
# on any wrong result, on a listed test that does not pass, on a passing test
# left in the reasons and on a test that does not pass with another reason;
# names passing tests to add. Reports: $(BUILD)/onnx-model-report.md, -simd.md,
# -blas.md, -opencl.md
ONNX_MODEL_DATA := /usr/share/libonnx-testdata/data
ONNX_MODEL := $(PYTHON) tests/onnx/node_tests.py --driver $(ONNX_NODE_DRIVER) --title "onnx model" \
	--check tests/onnx/model_passing.txt $(foreach d,pytorch-converted pytorch-operator simple,--data $(ONNX_MODEL_DATA)/$(d))
test-onnx-model: $(ONNX_NODE_DRIVER)
	@tools/deps.sh python3-numpy python3-onnx libonnx-testdata
	@tools/side_by_side.sh \
	    '$(ONNX_MODEL) --device cpu:0 --reasons tests/onnx/model_reasons.txt --report $(BUILD)/onnx-model-report.md' \
	    $(if $(filter simd,$(BACKENDS)),'$(ONNX_MODEL) --device simd:0 --report $(BUILD)/onnx-model-report-simd.md') \
	    $(if $(filter blas,$(BACKENDS)),'$(ONNX_MODEL) --device blas:0 --report $(BUILD)/onnx-model-report-blas.md') \
	    $(if $(filter opencl,$(BACKENDS)),'$(ONNX_MODEL) --device opencl:0 --report $(BUILD)/onnx-model-report-opencl.md')

# LeakSanitizer's suppressions of the built backends' drivers: every
# kernels/<backend>/lsan.supp joined into one file (LSan reads one), used by
# test-sanitize, test-fuzz and test-tsan's ASan run
LSAN_SUPP := build/lsan.supp
LSAN_RUN := LSAN_OPTIONS=suppressions=$(CURDIR)/$(LSAN_SUPP):print_suppressions=0
$(LSAN_SUPP): $(wildcard $(BACKENDS:%=kernels/%/lsan.supp)) generated/backends.mk FORCE
	@mkdir -p $(dir $@)
	@{ echo "# @generated by the Makefile: the lsan.supp of the backends $(BACKENDS)"; \
	   $(foreach f,$(wildcard $(BACKENDS:%=kernels/%/lsan.supp)),cat $(f);) } > $@.tmp
	@cmp -s $@.tmp $@ 2>/dev/null && rm -f $@.tmp || mv $@.tmp $@

# ThreadSanitizer's suppressions: tests/tsan/known_races.supp (races of ours
# being fixed) and every kernels/<backend>/tsan.supp (its driver's, not ours)
# joined into one file (TSan reads one), used by test-tsan
TSAN_SUPP := build/tsan.supp
$(TSAN_SUPP): tests/tsan/known_races.supp $(wildcard $(BACKENDS:%=kernels/%/tsan.supp)) generated/backends.mk FORCE
	@mkdir -p $(dir $@)
	@{ echo "# @generated by the Makefile: tests/tsan/known_races.supp and the tsan.supp of the backends $(BACKENDS)"; \
	   $(foreach f,tests/tsan/known_races.supp $(wildcard $(BACKENDS:%=kernels/%/tsan.supp)),cat $(f);) } > $@.tmp
	@cmp -s $@.tmp $@ 2>/dev/null && rm -f $@.tmp || mv $@.tmp $@

# ASan + UBSan, no recovery; CK_FORK=no so LeakSanitizer sees the whole run.
test-sanitize: $(LSAN_SUPP)
	@echo "== the Check suites under ASan and UBSan (build/asan)"
	@$(MAKE) $(J) --no-print-directory BUILD=build/asan OPT=-O1 \
	    SAN="-fsanitize=address,undefined -fno-sanitize-recover=all -fno-omit-frame-pointer" build/asan/tests/check_all
	CK_FORK=no ASAN_OPTIONS=detect_leaks=1:abort_on_error=1 $(LSAN_RUN) UBSAN_OPTIONS=print_stacktrace=1 \
	    tools/check_split.sh build/asan/tests/check_all

# Every subset of the backends, with gcc and clang: the ones generated/sy_backends.h
# accepts build warning-free and pass the Check suite; the others stop at its #error.
test-matrix:
	@tests/config_matrix.sh

# The README's examples, built from the public header alone: the training
# example must learn, the snippets run on every device.
EXAMPLES := $(patsubst examples/%.c,$(BUILD)/examples/%,$(wildcard examples/*.c))
$(BUILD)/examples/%: examples/%.c examples/example.h $(LIB)
	@mkdir -p $(dir $@)
	@$(if $(Q),echo "  CCLD    $@")
	$(Q)$(CC) $(ALL_CPPFLAGS) $(CFLAGS) $< $(LIB) $(LDLIBS) -o $@
examples: $(EXAMPLES)

# EXAMPLES_FIRST_DEVICES=1 (the subset matrix): each backend's first device only,
# as its others run the same code; EXAMPLES_BACKENDS="a b": those backends' devices only
test-examples: $(EXAMPLES) $(DEMO) $(DEMO_CAPTURE) $(DEMO_REPLAY)
	@set -e; for dev in $$($(DEMO) --devices); do \
	    case $$dev in *:0) ;; *) [ -z "$(EXAMPLES_FIRST_DEVICES)" ] || continue ;; esac; \
	    case " $(or $(EXAMPLES_BACKENDS),$${dev%%:*}) " in *" $${dev%%:*} "*) ;; *) continue ;; esac; \
	    printf '%-10s train: ' $$dev; SY_DEVICE=$$dev $(BUILD)/examples/train | tail -n 1; \
	    SY_DEVICE=$$dev $(BUILD)/examples/cnn >$(BUILD)/examples/cnn.log || { cat $(BUILD)/examples/cnn.log; exit 1; }; \
	    tail -n 1 $(BUILD)/examples/cnn.log; \
	    SY_DEVICE=$$dev $(BUILD)/examples/readme_api 2>/dev/null || SY_DEVICE=$$dev $(BUILD)/examples/readme_api; \
	    SY_DEVICE=$$dev $(BUILD)/examples/readme_capture | tail -n 1; \
	    SY_DEVICE=$$dev $(BUILD)/examples/readme_saved | tail -n 1; \
	done
	@# the saved MLP: captured and saved by one program, loaded and replayed on every device by another
	@rm -rf $(BUILD)/demo-saved && mkdir -p $(BUILD)/demo-saved
	@$(DEMO_CAPTURE) $(BUILD)/demo-saved >$(BUILD)/demo-saved/capture.log || { cat $(BUILD)/demo-saved/capture.log; exit 1; }
	@$(DEMO_REPLAY) $(BUILD)/demo-saved | tail -n 1

# The MPI layer's collectives on every dtype and device against a
# single-process reference, and its faults, under mpirun on 2 and 4 ranks
# (loopback: btl self,vader; as root Open MPI wants --allow-run-as-root); a
# rank killed or stopped in the middle of an all_reduce loop
# (tests/mpi/faults.sh); examples/data_parallel.c on 2 and 4 ranks, whose
# weights must equal the single-process reference's (X = 0), and alone on
# every device. Skipped, saying so, in a build without the mpi layer.
MPI_CHECK := $(BUILD)/tests/check_mpi
MPIRUN_FLAGS := --oversubscribe --mca btl self,vader $(if $(filter 0,$(shell id -u)),--allow-run-as-root)
$(MPI_CHECK): tests/mpi/check_mpi.c $(LIB)
	@mkdir -p $(dir $@)
	@$(if $(Q),echo "  CCLD    $@")
	$(Q)$(CC) $(ALL_CPPFLAGS) -Ikernels/mpi $(CFLAGS) $< $(LIB) $(LDLIBS) -o $@
# remote devices (tests/mpi/check_remote.c, with the Check suites' op cases and the backward suite's
# gradcheck cases and data helpers): on 2 ranks, rank 1 serving
REMOTE_CHECK := $(BUILD)/tests/check_remote
REMOTE_CHECK_OBJ := $(addprefix $(BUILD)/tests/obj/,sy_test.o check_backward_cases.o check_backward_data.o)
$(REMOTE_CHECK): tests/mpi/check_remote.c $(REMOTE_CHECK_OBJ) $(LIB)
	@mkdir -p $(dir $@)
	@$(if $(Q),echo "  CCLD    $@")
	$(Q)$(CC) $(ALL_CPPFLAGS) $(TEST_INCLUDES) -Ikernels/mpi -Itests/c $(CFLAGS) $< $(REMOTE_CHECK_OBJ) $(LIB) \
	    $(CHECK_LIBS) $(LDLIBS) -o $@
DP_STEPS := 600
test-mpi: $(if $(filter mpi,$(BACKENDS)),$(MPI_CHECK) $(REMOTE_CHECK) $(BUILD)/examples/readme_remote $(BUILD)/examples/readme_mpi $(BUILD)/examples/data_parallel $(DEMO))
ifneq ($(filter mpi,$(BACKENDS)),)
	@timeout 300 mpirun $(MPIRUN_FLAGS) -np 2 $(REMOTE_CHECK) >$(BUILD)/tests/check_remote.log 2>&1 || \
	    { cat $(BUILD)/tests/check_remote.log; echo "test-mpi: remote devices failed"; exit 1; }
	@grep '^remote: ' $(BUILD)/tests/check_remote.log
	@timeout 60 mpirun $(MPIRUN_FLAGS) -np 2 $(BUILD)/examples/readme_remote | grep -x 'relu on remote:1: 0 2 0 4'
	@set -e; for np in 2 4; do \
	    timeout 120 mpirun $(MPIRUN_FLAGS) -np $$np $(MPI_CHECK) >$(BUILD)/tests/check_mpi-$$np.log 2>&1 || \
	        { cat $(BUILD)/tests/check_mpi-$$np.log; echo "test-mpi: failed on $$np ranks"; exit 1; }; \
	    grep '^mpi: ' $(BUILD)/tests/check_mpi-$$np.log; \
	done
	@# a program that initialised MPI below MPI_THREAD_SERIALIZED: refused, naming the levels
	@timeout 60 $(MPI_CHECK) --funneled
	@# the README's example, on 2 ranks and as a singleton (no mpirun)
	@timeout 60 mpirun $(MPIRUN_FLAGS) -np 2 $(BUILD)/examples/readme_mpi | sort
	@timeout 60 $(BUILD)/examples/readme_mpi
	@tests/mpi/faults.sh $(MPI_CHECK) $(MPIRUN_FLAGS)
	@set -e; for np in 2 4; do \
	    log=$(BUILD)/examples/data_parallel-$$np.log; \
	    timeout 120 mpirun $(MPIRUN_FLAGS) -np $$np $(BUILD)/examples/data_parallel $(DP_STEPS) >$$log 2>&1 && \
	        tail -n 1 $$log | grep -q '^data-parallel: ranks='$$np' steps=$(DP_STEPS) max|w_dp - w_single|=0$$' || \
	        { cat $$log; echo "test-mpi: data_parallel on $$np ranks failed"; exit 1; }; \
	    tail -n 1 $$log; \
	done
	@set -e; for dev in $$($(DEMO) --devices); do \
	    log=$(BUILD)/examples/data_parallel-$$dev.log; \
	    SY_DEVICE=$$dev timeout 120 $(BUILD)/examples/data_parallel $(DP_STEPS) >$$log 2>&1 || \
	        { cat $$log; echo "test-mpi: data_parallel alone on $$dev failed"; exit 1; }; \
	    printf '%-10s ' $$dev; tail -n 1 $$log; \
	done
else
	@echo "test-mpi: skipped, this build has no mpi layer (BACKENDS=\"$(BACKENDS)\")"
endif

# libswitchyard.so exports only the SY_API functions (no sy__, no sy_k_; in
# the .a those are hidden), and the examples linked against it alone run.
SHARED_EXAMPLES := $(patsubst examples/%.c,$(BUILD)/shared/examples/%,$(wildcard examples/*.c))
$(BUILD)/shared/examples/%: examples/%.c examples/example.h $(SO)
	@mkdir -p $(dir $@)
	@$(if $(Q),echo "  CCLD    $@ (against $(SO))")
	$(Q)$(CC) $(ALL_CPPFLAGS) $(CFLAGS) $< $(SO) -Wl,-rpath,$(abspath $(BUILD)) -lm -pthread -o $@

test-shared: $(SHARED_EXAMPLES) $(DEMO) $(LIB)
	@tests/shared_lib.sh $(BUILD) "$(BACKENDS)" $(DEMO) $(SHARED_EXAMPLES)

# A consumer builds from a `make vendor` copy with only a C compiler, no Python on PATH.
test-vendor:
	@tests/vendor_consumer.sh

# CMake: a C and a C++ consumer link switchyard::switchyard through add_subdirectory
# of a `make vendor` copy and through find_package after `cmake --install`.
test-cmake:
	@tests/cmake_consumer.sh

# A copy of the repository with two backends added as a user would (an
# OpenMP host backend through cflags, a second simulated device) passes.
test-add-backend:
	@tests/add_backend.sh

# ---- fuzzing ---------------------------------------------------------------------------

# `make fuzz FUZZ_SECONDS=N`: the API fuzzer and the saved-graph loader's
# (libFuzzer, ASan, UBSan; build/fuzz) and the generator fuzzer, N seconds
# each; findings are left in build/fuzz/.
# test-fuzz replays tests/fuzz/corpus_*/ (skipping tests/fuzz/known_crashes.txt)
# and fuzzes each briefly. See tests/fuzz/README.md.
FUZZ_SECONDS ?= 60
FUZZ_CC ?= clang
# make fuzz optimizes (-O1: about 1.7 times the executions per second of
# -O0); test-fuzz's short runs build at -O0 (FUZZ_OPT=-O0), where the
# library compiles in a third of the CPU time: ASan and UBSan checks make
# the optimizer's work on the kernels' dtype expansions the larger part of
# the build (sy_cpu_binary.c: 17.5 s at -O1, 3.3 s at -O0), and test-fuzz
# fuzzes a few seconds longer for it. Switching rebuilds build/fuzz.
FUZZ_OPT ?= -O1
FUZZ_SAN := -fsanitize=fuzzer-no-link,address,undefined -fno-sanitize-recover=all -fno-omit-frame-pointer
.PHONY: fuzz test-fuzz fuzz-bin

fuzz-bin: deps-test $(LSAN_SUPP)
	@$(MAKE) --no-print-directory -s $(GEN_STAMP)
	@$(MAKE) $(J) --no-print-directory BUILD=build/fuzz CC=$(FUZZ_CC) OPT=$(FUZZ_OPT) SAN="$(FUZZ_SAN)" build/fuzz/fuzz_api \
	    build/fuzz/fuzz_graph

$(BUILD)/fuzz_api: tests/fuzz/fuzz_api.c $(LIB)
	@$(if $(Q),echo "  CCLD    $@ (libFuzzer)")
	$(Q)$(CC) $(ALL_CPPFLAGS) -Ikernels/sim $(CFLAGS) -fsanitize=fuzzer $< $(LIB) $(LDLIBS) -o $@

# the saved-graph loader (sy_graph_load_buffer)
$(BUILD)/fuzz_graph: tests/fuzz/fuzz_graph.c $(LIB)
	@$(if $(Q),echo "  CCLD    $@ (libFuzzer)")
	$(Q)$(CC) $(ALL_CPPFLAGS) $(CFLAGS) -fsanitize=fuzzer $< $(LIB) $(LDLIBS) -o $@

fuzz: fuzz-bin
	@rc=0; tests/fuzz/run_api.sh build/fuzz/fuzz_api fuzz $(FUZZ_SECONDS) || rc=1; \
	 tests/fuzz/run_api.sh build/fuzz/fuzz_graph fuzz $(FUZZ_SECONDS) graph || rc=1; \
	 $(PYTHON) tests/fuzz/fuzz_generator.py --seconds $(FUZZ_SECONDS) || rc=1; exit $$rc

# The generator's fuzzer (one Python process) runs beside the C fuzzers, one
# core each; its output follows theirs.
test-fuzz:
	@$(MAKE) --no-print-directory FUZZ_OPT=-O0 fuzz-bin
	@rc=0; $(PYTHON) tests/fuzz/fuzz_generator.py --replay --seconds 20 >build/fuzz/generator.log 2>&1 & gen=$$!; \
	 tests/fuzz/run_api.sh build/fuzz/fuzz_api replay 20 || rc=1; \
	 tests/fuzz/run_api.sh build/fuzz/fuzz_graph replay 12 graph || rc=1; \
	 wait $$gen || rc=1; cat build/fuzz/generator.log; exit $$rc

# ---- threads ---------------------------------------------------------------------------

# tests/tsan/stress.c under ThreadSanitizer (build/tsan, where the block caches
# are off; clang, whose TSan sees inside memcpy), then under ASan with the
# caches on (build/asan, as test-sanitize). build/tsan.supp silences the
# races being fixed (tests/tsan/known_races.supp) and the drivers' own
# (kernels/<backend>/tsan.supp). Its `devices` scenario runs every device
# backend's devices from several threads (opencl on PoCL too, under TSan:
# PoCL is not instrumented, so races inside the driver go unseen, the
# backend's own are reported).
TSAN_CC ?= clang
TSAN_OPTIONS_RUN := halt_on_error=1 second_deadlock_stack=1 print_suppressions=1 suppressions=$(CURDIR)/$(TSAN_SUPP)
.PHONY: test-tsan

test-tsan: $(LSAN_SUPP) $(TSAN_SUPP)
	@echo "== threads under ThreadSanitizer (build/tsan)"
	@$(MAKE) $(J) --no-print-directory BUILD=build/tsan CC=$(TSAN_CC) OPT=-O1 SAN="-fsanitize=thread -fno-omit-frame-pointer" \
	    build/tsan/stress
	@# 2 s after each scenario's minimum iterations: TSan reports a race from one occurrence's
	@# happens-before order, whether or not the accesses collide in time
	TSAN_OPTIONS="$(TSAN_OPTIONS_RUN)" STRESS_SECONDS=2 build/tsan/stress
	@echo "== the same threads under ASan and UBSan, block caches on (build/asan)"
	@$(MAKE) $(J) --no-print-directory BUILD=build/asan OPT=-O1 \
	    SAN="-fsanitize=address,undefined -fno-sanitize-recover=all -fno-omit-frame-pointer" build/asan/stress
	ASAN_OPTIONS=detect_leaks=1:abort_on_error=1 $(LSAN_RUN) UBSAN_OPTIONS=print_stacktrace=1 STRESS_SECONDS=2 \
	    build/asan/stress

$(BUILD)/stress: tests/tsan/stress.c $(LIB)
	@$(if $(Q),echo "  CCLD    $@")
	$(Q)$(CC) $(ALL_CPPFLAGS) -Ikernels/simd $(CFLAGS) $< $(LIB) $(LDLIBS) -o $@

# ---- benchmarks ------------------------------------------------------------------------

bench: deps
	@tools/deps.sh valgrind gnuplot-nox $(call deps_args,$(SY_PACKAGES_blas))
	@tools/deps.sh libsleef-dev || echo "make bench: without libsleef-dev, no SLEEF columns in simd's math rows" >&2
	@$(MAKE) --no-print-directory -s $(GEN_STAMP)
	@$(MAKE) $(J) --no-print-directory lib
	@bench/run.sh

# The same workloads with PyTorch's C++ library (ATen/libtorch) in the same
# process, one thread each (bench/peers.sh). Only this target needs Debian's
# libtorch-dev, which is large: `make` and `make test` never install it.
PEERS_BIN := $(BUILD)/bench/bench_peers
TORCH_CXXFLAGS ?= -isystem /usr/include/torch/csrc/api/include
TORCH_LIBS ?= -ltorch -ltorch_cpu -lc10
PEERS_CXXFLAGS = -std=c++17 -Wall -Wextra -Werror -pedantic -Wshadow -g -O2 -pthread

.PHONY: bench-peers
bench-peers: deps
	@tools/deps.sh valgrind g++ $(call deps_args,$(SY_PACKAGES_blas))
	@tools/deps.sh libtorch-dev || { echo "make bench-peers compares switchyard with PyTorch's C++ library," \
	    "from Debian's libtorch-dev (about 1 GB installed, so no other target installs it)" >&2; exit 1; }
	@$(MAKE) --no-print-directory -s $(GEN_STAMP)
	@$(MAKE) $(J) --no-print-directory lib $(PEERS_BIN)
	@bench/peers.sh $(PEERS_BIN) $(if $(QUICK),--quick) $(if $(ALL_CORES),--all-cores)

$(PEERS_BIN): bench/bench_peers.cpp $(LIB)
	@mkdir -p $(dir $@)
	@$(if $(Q),echo "  CXXLD   $@ (libtorch)")
	$(Q)$(CXX) $(PEERS_CXXFLAGS) $(ALL_CPPFLAGS) $(if $(filter simd,$(BACKENDS)),-Ikernels/simd) \
	    $(TORCH_CXXFLAGS) $< $(LIB) $(TORCH_LIBS) \
	    $(shell pkg-config --libs openblas) $(LDLIBS) -o $@

# ---- install and vendor --------------------------------------------------------------

HEADERS := runtime/switchyard.h runtime/sy_abi.h runtime/sy_export.h runtime/sy_contract.h generated/sy_backends.h generated/sy_ops.h \
           $(if $(filter simd,$(BACKENDS)),kernels/simd/sy_simd.h) $(if $(filter mpi,$(BACKENDS)),kernels/mpi/sy_mpi.h)

# switchyard.pc from tools/switchyard.pc.in: $(call PC,file,requires,requires.private,libs,libs.private)
PC_LIBS_PRIVATE := $(strip $(BACKEND_LDFLAGS) -lm -pthread)
PC = sed -e 's|@PREFIX@|$(PREFIX)|' -e 's|@LIBDIR@|lib|' -e 's|@VERSION@|$(SY_VERSION)|' \
         -e 's|@REQUIRES@|$(2)|' -e 's|@REQUIRES_PRIVATE@|$(3)|' -e 's|@LIBS@|$(4)|' -e 's|@LIBS_PRIVATE@|$(5)|' \
         tools/switchyard.pc.in > $(DESTDIR)$(PREFIX)/lib/pkgconfig/$(1)
# what a program needs for each SY_WITH_<NAME> and each backend's pkg-config packages, for the CMake package
INSTALL_DEFS := $(foreach b,$(SY_BACKENDS),$(SY_CFG_$(b))=$(if $(filter $(b),$(BACKENDS)),1,0))
INSTALL_PKGS := $(strip $(foreach b,$(BACKENDS),$(if $(SY_LIBS_$(b)),SY_PKG_$(b)=$(subst $(eval) ,$(comma),$(strip $(SY_LIBS_$(b)))))))
comma := ,
SIZEOF_VOID_P = $(shell echo __SIZEOF_POINTER__ | $(CC) -E -P -x c - | tr -d ' ')

# Everything `cmake --install` installs, for both kinds of library: libswitchyard.a,
# libswitchyard.so with its SONAME links, the headers, switchyard.pc (the shared
# library; `pkg-config --static` adds what a static link needs), switchyard-static.pc
# (names libswitchyard.a) and lib/cmake/switchyard/ (tools/cmake_package.sh).
install: deps
	@$(MAKE) --no-print-directory -s $(GEN_STAMP)
	@$(MAKE) $(J) --no-print-directory lib
	install -d $(DESTDIR)$(PREFIX)/include/switchyard $(DESTDIR)$(PREFIX)/lib/pkgconfig \
	    $(DESTDIR)$(PREFIX)/lib/cmake/switchyard
	install -m 644 $(HEADERS) $(DESTDIR)$(PREFIX)/include/switchyard/
	{ echo '/* switchyard: configuration of this installed build (backends: $(BACKENDS)). */'; \
	  echo '#ifndef SY_CONFIG_H'; echo '#define SY_CONFIG_H'; \
	  for d in $(CONFIG_DEFS); do m=$${d#-D}; echo "#define $${m%%=*} $${m#*=}"; done; \
	  echo '#endif'; } > $(DESTDIR)$(PREFIX)/include/switchyard/sy_config.h
	install -m 644 $(LIB) $(DESTDIR)$(PREFIX)/lib/
	install -m 755 $(SO_FILE) $(DESTDIR)$(PREFIX)/lib/
	ln -sf $(notdir $(SO_FILE)) $(DESTDIR)$(PREFIX)/lib/$(SO_NAME)
	ln -sf $(SO_NAME) $(DESTDIR)$(PREFIX)/lib/$(notdir $(SO))
	$(call PC,switchyard.pc,,$(PKGS),-L$${libdir} -lswitchyard,$(PC_LIBS_PRIVATE))
	$(call PC,switchyard-static.pc,$(PKGS),,$${libdir}/libswitchyard.a $(PC_LIBS_PRIVATE),)
	tools/cmake_package.sh $(DESTDIR)$(PREFIX)/lib/cmake/switchyard $(SY_VERSION) $(SO_NAME) $(SIZEOF_VOID_P) \
	    "$(INSTALL_DEFS)" "$(BACKENDS)" "$(INSTALL_PKGS)" "$(BACKEND_LDFLAGS)"
	@echo "installed to $(DESTDIR)$(PREFIX): include/switchyard/, lib/libswitchyard.a, lib/$(notdir $(SO_FILE))" \
	      "($(SO_NAME), $(notdir $(SO))), lib/pkgconfig/switchyard.pc and switchyard-static.pc, lib/cmake/switchyard/"

vendor: deps
	@test -n "$(DEST)" || { echo "usage: make vendor DEST=path/to/folder [BACKENDS=\"cpu simd\"]" >&2; exit 2; }
	@$(MAKE) --no-print-directory -s $(GEN_STAMP)
	@tools/vendor.sh "$(DEST)" "$(BACKENDS)" "$(CONFIG_DEFS)" "$(PKGS)" "$(BACKEND_LDFLAGS)"

clean:
	rm -rf build

FORCE:

-include $(LIB_OBJ:.o=.d) $(SO_OBJ:.o=.d) $(TEST_OBJ:.o=.d)
