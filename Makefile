# ringgen: `make demo` renders ring.png, `make test` runs the whole suite, `make bench`
# prints the performance figures (`make bench-snapshots` those of the snapshot differ and of
# `ringgen compare`, `make bench-terminal` those of the terminal ring, `make bench-json` the
# time to read a 1 MiB spec of 120 000 keys, `make bench-serve` those of `ringgen serve`,
# `make bench-memory` the peak memory of a 16384-px PNG and of long APNG and GIF exports).
# `make sanitize` runs the whole suite under AddressSanitizer and then ThreadSanitizer
# (scripts/sanitize; suppressions in Tests/Sanitizers/). Each installs missing system packages
# first.

SWIFT ?= swift
RELEASE = -c release --static-swift-stdlib
BIN = $(shell $(SWIFT) build $(RELEASE) --show-bin-path 2>/dev/null)
# snapshot-bench links XCTest and Swift Testing, which exist only as shared libraries, so it
# cannot use the static Swift runtime; its own build folder keeps the two flag sets apart.
SNAPSHOT_BENCH = -c release --scratch-path .build/snapshot-bench

.PHONY: all deps demo test test-browser fuzz sanitize lint format docs version release release-check bench bench-snapshots \
	bench-terminal bench-json bench-serve bench-memory example clean

all: demo

deps:
	@./scripts/install-deps

demo: deps
	$(SWIFT) build $(RELEASE) --product ringgen
	$(BIN)/ringgen --value 15 --max 30 -o ring.png
	@echo "wrote ring.png (15 of 30)"

test: deps lint
	$(SWIFT) build --build-tests
	$(SWIFT) test --skip-build
	@if [ -n "$${CI:-}" ]; then FUZZ_SECONDS=10 ./scripts/fuzz; fi

# `make fuzz [FUZZ_SECONDS=60]`: libFuzzer with AddressSanitizer over every parser
# (scripts/fuzz; targets and seeds in Fuzz/). On CI, `make test` runs each for 10 s.
FUZZ_SECONDS ?= 60
fuzz: deps
	FUZZ_SECONDS=$(FUZZ_SECONDS) ./scripts/fuzz

# `make sanitize [SANITIZERS="address thread"] [FILTER=Suite]`: the whole suite under
# AddressSanitizer with LeakSanitizer (.build/asan), then ThreadSanitizer (.build/tsan), the
# ringgen processes the tests spawn included; any report fails (scripts/sanitize). On this
# 2-core machine, shared, a first build takes 12 min (ASan) and 17 (TSan), the suite 8–13 and 9.
sanitize: deps
	./scripts/sanitize

# The house style is .swift-format (2-space indent, 120 columns); `make format` rewrites in
# place, `make lint` fails on any finding, and `make test` runs it so CI keeps the code clean.
SWIFT_SOURCES = Sources Tests Benchmarks Package.swift
lint:
	swift-format lint --strict --recursive --parallel $(SWIFT_SOURCES)

format:
	swift-format format --in-place --recursive --parallel $(SWIFT_SOURCES)

# The DocC archives of the library products, in .build/docs/<Module>.doccarchive, with the
# articles' Swift compiled and every public type checked in the index (scripts/build-docs).
docs: deps
	./scripts/build-docs

# VERSION is the one place the version is kept; this writes the Swift constant from it.
version:
	./scripts/sync-version

# `make release VERSION=x.y.z`: the version checks, the suite, the static binary and a tarball
# with its sha256 (scripts/release). VERSION defaults to the VERSION file's.
VERSION ?= $(shell cat VERSION)
release: deps
	./scripts/release $(VERSION)

# What CI runs of the release (after `make test`): the version checks must refuse a version
# without a CHANGELOG entry and pass the current one, and the tarball's binary must run.
# Headless Chromium draws the paint SVGs (gradients, shadows, glows) as ringgen's PNG shows
# them, within 2 % of pixels (scripts/browser-check; installs chromium when missing).
test-browser: deps
	./scripts/browser-check

release-check: deps
	./scripts/check-release

bench: deps
	$(SWIFT) build $(RELEASE) --product ringgen
	$(SWIFT) build $(RELEASE) --product ring-bench
	cc -O2 -o $(BIN)/cairo-ring Benchmarks/cairo-ring.c $$(pkg-config --cflags --libs cairo) -lm
	$(BIN)/ring-bench --ringgen $(BIN)/ringgen --c-reference $(BIN)/cairo-ring

example: deps
	$(SWIFT) build $(RELEASE) --product ringgen
	RINGGEN=$(BIN)/ringgen Examples/weekly-report/build.sh

bench-snapshots: deps
	$(SWIFT) build $(RELEASE) --product ringgen
	$(SWIFT) build $(SNAPSHOT_BENCH) --product snapshot-bench
	$$($(SWIFT) build $(SNAPSHOT_BENCH) --show-bin-path)/snapshot-bench --ringgen $(BIN)/ringgen

bench-terminal: deps
	$(SWIFT) build $(RELEASE) --product ringgen
	$(SWIFT) build $(RELEASE) --product terminal-bench
	$(BIN)/terminal-bench --ringgen $(BIN)/ringgen

bench-json: deps
	$(SWIFT) build $(RELEASE) --product ringgen
	Benchmarks/json-bench.sh $(BIN)/ringgen

# `ringgen serve` on loopback under wrk, cache off and on, against one ringgen process per image.
bench-serve: deps
	$(SWIFT) build $(RELEASE) --product ringgen
	./scripts/bench-serve $(BIN)/ringgen

# Peak resident memory of a 16384-px PNG, a 2048-px APNG of 151 and 601 frames and a 2048-px GIF
# (Benchmarks/memory-bench.sh, with GNU time).
bench-memory: deps
	$(SWIFT) build $(RELEASE) --product ringgen
	Benchmarks/memory-bench.sh $(BIN)/ringgen

clean:
	$(SWIFT) package clean
	rm -f ring.png
