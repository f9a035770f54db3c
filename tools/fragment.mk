# Runs one backend's build fragment, kernels/<backend>/backend.mk, outside the
# Makefile (CMakeLists.txt does, for the enabled backends that have one):
#   make -f tools/fragment.mk SY_FRAGMENT_SRC=<kernels/backend/> SY_FRAGMENT_OUT=<folder/> [all | print]
# all: makes the files the fragment adds to SY_FRAGMENT_FILES; print: names them.
# Both folders end in /; the fragment is included as the Makefile includes it
# (README "Adding a backend").
.DEFAULT_GOAL := all
SY_FRAGMENT_FILES :=
include $(SY_FRAGMENT_SRC)backend.mk

all: $(SY_FRAGMENT_FILES)
print:
	@echo $(SY_FRAGMENT_FILES)
.PHONY: all print
