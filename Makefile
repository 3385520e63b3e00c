# ringgen: `make demo` renders ring.png, `make test` runs the whole suite, `make bench`
# prints the performance figures (`make bench-snapshots` those of the snapshot differ,
# `make bench-terminal` those of the terminal ring, `make bench-json` the time to read a
# 1 MiB spec of 120 000 keys). Each installs missing system packages first.

SWIFT ?= swift
RELEASE = -c release --static-swift-stdlib
BIN = $(shell $(SWIFT) build $(RELEASE) --show-bin-path 2>/dev/null)
# snapshot-bench links XCTest and Swift Testing, which exist only as shared libraries, so it
# cannot use the static Swift runtime; its own build folder keeps the two flag sets apart.
SNAPSHOT_BENCH = -c release --scratch-path .build/snapshot-bench

.PHONY: all deps demo test lint format bench bench-snapshots bench-terminal bench-json example clean

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

# The house style is .swift-format (2-space indent, 120 columns); `make format` rewrites in
# place, `make lint` fails on any finding, and `make test` runs it so CI keeps the code clean.
SWIFT_SOURCES = Sources Tests Benchmarks Package.swift
lint:
	swift-format lint --strict --recursive --parallel $(SWIFT_SOURCES)

format:
	swift-format format --in-place --recursive --parallel $(SWIFT_SOURCES)

bench: deps
	$(SWIFT) build $(RELEASE) --product ringgen
	$(SWIFT) build $(RELEASE) --product ring-bench
	cc -O2 -o $(BIN)/cairo-ring Benchmarks/cairo-ring.c $$(pkg-config --cflags --libs cairo) -lm
	$(BIN)/ring-bench --ringgen $(BIN)/ringgen --c-reference $(BIN)/cairo-ring

example: deps
	$(SWIFT) build $(RELEASE) --product ringgen
	RINGGEN=$(BIN)/ringgen Examples/weekly-report/build.sh

bench-snapshots: deps
	$(SWIFT) build $(SNAPSHOT_BENCH) --product snapshot-bench
	$$($(SWIFT) build $(SNAPSHOT_BENCH) --show-bin-path)/snapshot-bench

bench-terminal: deps
	$(SWIFT) build $(RELEASE) --product ringgen
	$(SWIFT) build $(RELEASE) --product terminal-bench
	$(BIN)/terminal-bench --ringgen $(BIN)/ringgen

bench-json: deps
	$(SWIFT) build $(RELEASE) --product ringgen
	Benchmarks/json-bench.sh $(BIN)/ringgen

clean:
	$(SWIFT) package clean
	rm -f ring.png
