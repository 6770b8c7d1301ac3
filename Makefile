# Convenience targets. The README's two commands are scripts/demo.sh and scripts/test.sh.
.PHONY: demo test build release bench leaks clean fuzz install uninstall dist

demo:
	./scripts/demo.sh

test:
	./scripts/test.sh

build:
	swift build

release:
	swift build -c release

# Install the release binary (static Swift runtime), the hook script and the schemas under
# PREFIX; uninstall removes exactly what install added (scripts/install.sh).
PREFIX ?= /usr/local
install:
	PREFIX="$(PREFIX)" DESTDIR="$(DESTDIR)" ./scripts/install.sh install

uninstall:
	PREFIX="$(PREFIX)" DESTDIR="$(DESTDIR)" ./scripts/install.sh uninstall

# A release tarball with its SHA-256 checksum in .build-dist/ (scripts/release.sh).
dist:
	./scripts/release.sh

# Release-build benchmarks: JSON parsing vs Foundation, and whole-process timings of
# check/diff/hook on the VK sample and on a generated 100,000-role × 4-scheme set.
bench:
	./scripts/bench.sh

clean:
	rm -rf .build .build-*

leaks:
	./scripts/ensure-deps.sh --bench && ./Tools/valgrind-git/run.sh

# libFuzzer over the JSON parser, loader, resolution, every rule and the diff (Fuzzing/).
# make fuzz RUNS=10000000 [TIME=seconds] [JOBS=2] [UNIT_TIMEOUT=60 on a busy machine]
RUNS ?= 1000000
TIME ?= 0
JOBS ?= 1
UNIT_TIMEOUT ?= 10
fuzz:
	RUNS=$(RUNS) TIME=$(TIME) JOBS=$(JOBS) UNIT_TIMEOUT=$(UNIT_TIMEOUT) ./Fuzzing/run.sh
