# ringgen: `make demo` renders ring.png, `make test` runs the whole suite, `make bench`
# prints the performance figures. Each installs missing system packages first.

SWIFT ?= swift
RELEASE = -c release --static-swift-stdlib
BIN = $(shell $(SWIFT) build $(RELEASE) --show-bin-path 2>/dev/null)

.PHONY: all deps demo test bench example clean

all: demo

deps:
	@./scripts/install-deps

demo: deps
	$(SWIFT) build $(RELEASE) --product ringgen
	$(BIN)/ringgen --value 15 --max 30 -o ring.png
	@echo "wrote ring.png (15 of 30)"

test: deps
	$(SWIFT) build --build-tests
	$(SWIFT) test --skip-build

bench: deps
	$(SWIFT) build $(RELEASE) --product ringgen
	$(SWIFT) build $(RELEASE) --product ring-bench
	cc -O2 -o $(BIN)/cairo-ring Benchmarks/cairo-ring.c $$(pkg-config --cflags --libs cairo) -lm
	$(BIN)/ring-bench --ringgen $(BIN)/ringgen --c-reference $(BIN)/cairo-ring

example: deps
	$(SWIFT) build $(RELEASE) --product ringgen
	RINGGEN=$(BIN)/ringgen Examples/weekly-report/build.sh

clean:
	$(SWIFT) package clean
	rm -f ring.png
