# ringgen: `make demo` renders ring.png, `make test` runs the whole suite, `make bench`
# prints the performance figures (`make bench-terminal` those of the terminal ring). Each
# installs missing system packages first.

SWIFT ?= swift
RELEASE = -c release --static-swift-stdlib
BIN = $(shell $(SWIFT) build $(RELEASE) --show-bin-path 2>/dev/null)

.PHONY: all deps demo test bench bench-terminal clean

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

bench-terminal: deps
	$(SWIFT) build $(RELEASE) --product ringgen
	$(SWIFT) build $(RELEASE) --product terminal-bench
	$(BIN)/terminal-bench --ringgen $(BIN)/ringgen

clean:
	$(SWIFT) package clean
	rm -f ring.png
