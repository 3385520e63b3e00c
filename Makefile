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
# The C library links the Swift runtime statically (-static-stdlib: --static-swift-stdlib
# leaves a dynamic library needing /opt/swift's), so it has a build folder of its own too; its
# version script exports ringkit.h's functions only.
CLIB = -c release -Xswiftc -static-stdlib -Xlinker -soname -Xlinker libringkit.so.0 -Xlinker -z -Xlinker now \
	-Xlinker --version-script=$(CURDIR)/scripts/ringkit.map --scratch-path .build/clib
CLIB_DIR = $(shell $(SWIFT) build $(CLIB) --show-bin-path 2>/dev/null)

.PHONY: all deps demo reference gallery clib test-clib python-stage test-python wheel test-wheel deb test-deb test test-browser test-api fuzz sanitize lint format docs version release release-check bench bench-soak bench-snapshots \
	bench-python bench-startup bench-terminal bench-json bench-serve bench-memory example install uninstall clean

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
	$(MAKE) test-clib test-python
	@if [ -n "$${CI:-}" ]; then FUZZ_SECONDS=10 ./scripts/fuzz; fi

# `make clib`: libringkit.so.0, the C library of Sources/CRingKitABI/include/ringkit.h, in
# .build/clib/release. `make test-clib` builds Examples/c against it as a C user would
# (scripts/check-clib); `make test` runs it.
clib: deps
	$(SWIFT) build $(CLIB) --product ringkit

test-clib: clib
	$(SWIFT) build --product ringgen
	./scripts/check-clib $(CLIB_DIR)/libringkit.so $$($(SWIFT) build --show-bin-path)/ringgen

# The Python package (python/): `make test-python` runs its pytest suite against the library
# staged in python/src/ringkit (scripts/stage-python); `make wheel` builds
# dist/ringkit-VERSION-py3-none-manylinux_*_x86_64.whl with every library vendored
# (scripts/build-wheel), and `make test-wheel` installs it in a fresh debootstrap root that has
# only python3 (scripts/check-wheel). Python tools come from PyPI into .build/venv.
python-stage: clib
	$(SWIFT) build --product ringgen
	./scripts/stage-python $(CLIB_DIR)/libringkit.so $$($(SWIFT) build --show-bin-path)/ringgen

test-python: python-stage
	RINGGEN=$$($(SWIFT) build --show-bin-path)/ringgen PYTHONPATH=python/src \
		$$(./scripts/python-venv)/bin/python -m pytest -q python/tests

wheel: python-stage
	./scripts/build-wheel $$(./scripts/python-venv)/bin/python

test-wheel: wheel
	./scripts/check-wheel dist/ringkit-$(VERSION)-*.whl

# `make deb`: ringgen_VERSION_amd64.deb (scripts/build-deb, dpkg-deb; lintian-clean), and
# `make test-deb` installs it with apt in a fresh debootstrap root (scripts/check-deb).
deb: deps clib
	$(SWIFT) build $(RELEASE) --product ringgen
	./scripts/build-deb $(BIN)/ringgen $(CLIB_DIR)/libringkit.so

test-deb: deb
	./scripts/check-deb ringgen_$(VERSION)_amd64.deb

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
# them, within 2 % of pixels (scripts/browser-check; installs chromium when missing), and the
# HTML report of `ringgen compare --report` works there, driven through Selenium (scripts/report-check:
# chromium-driver from Debian, Selenium from PyPI into .build/venv), and every APNG frame Chromium
# composes is the PNG frame of the same flags (scripts/apng-frames-check). The designer's check runs its
# Python copy with the staged package (hence python-stage) and compiles its Swift copy against
# this checkout in .build/designer-snippet (5 min the first time on 2 shared cores, seconds after).
test-browser: deps python-stage
	./scripts/browser-check

# `make test-api`: schemathesis (PyPI, in .build/venv) fuzzes a running `ringgen serve` on 127.0.0.1
# from its own GET /openapi.json, a few hundred requests (scripts/api-check).
test-api: deps
	./scripts/api-check

release-check: deps
	./scripts/check-release

# `make install [PREFIX=/usr/local] [DESTDIR=…]`: the release binary, the man page ringgen(1) and
# the bash, zsh and fish completions, all generated by the binary from its own tables; and the
# C library: lib/libringkit.so.0 (with the libringkit.so link), include/ringkit.h and
# lib/pkgconfig/ringkit.pc, so that `cc app.c $(pkg-config --cflags --libs ringkit)` works.
# `make uninstall` removes exactly those files. INSTALL_BINARY=path (and INSTALL_LIBRARY=path)
# install a binary (a library) built elsewhere instead of building one (the tests use their
# debug build).
PREFIX ?= /usr/local
INSTALL_BINARY ?=
INSTALL_LIBRARY ?=
INSTALLED = $(DESTDIR)$(PREFIX)/bin/ringgen $(DESTDIR)$(PREFIX)/share/man/man1/ringgen.1 \
	$(DESTDIR)$(PREFIX)/share/bash-completion/completions/ringgen \
	$(DESTDIR)$(PREFIX)/share/zsh/site-functions/_ringgen \
	$(DESTDIR)$(PREFIX)/share/fish/vendor_completions.d/ringgen.fish \
	$(DESTDIR)$(PREFIX)/lib/libringkit.so.0 $(DESTDIR)$(PREFIX)/lib/libringkit.so \
	$(DESTDIR)$(PREFIX)/include/ringkit.h $(DESTDIR)$(PREFIX)/lib/pkgconfig/ringkit.pc
install:
	@if [ -z "$(INSTALL_BINARY)" ]; then ./scripts/install-deps && $(SWIFT) build $(RELEASE) --product ringgen; fi
	@if [ -z "$(INSTALL_LIBRARY)" ]; then ./scripts/install-deps && $(SWIFT) build $(CLIB) --product ringkit; fi
	./scripts/install-ringgen "$(if $(INSTALL_BINARY),$(INSTALL_BINARY),$(BIN)/ringgen)" "$(DESTDIR)$(PREFIX)"
	./scripts/install-ringkit "$(if $(INSTALL_LIBRARY),$(INSTALL_LIBRARY),$(CLIB_DIR)/libringkit.so)" "$(DESTDIR)$(PREFIX)"

uninstall:
	rm -f $(INSTALLED)

bench: deps
	$(SWIFT) build $(RELEASE) --product ringgen
	$(SWIFT) build $(RELEASE) --product ring-bench
	cc -O2 -o $(BIN)/cairo-ring Benchmarks/cairo-ring.c $$(pkg-config --cflags --libs cairo) -lm
	cc -O2 -DRING_PANGO_LABEL -o $(BIN)/pango-ring Benchmarks/cairo-ring.c $$(pkg-config --cflags --libs pangocairo) -lm
	$(BIN)/ring-bench --ringgen $(BIN)/ringgen --c-reference $(BIN)/cairo-ring --c-pango-reference $(BIN)/pango-ring
	$(MAKE) bench-python bench-startup

# `make bench-startup`: the CPU time of `ringgen --version` and of one unlabelled ring, whole
# processes paired against the release build of bf6e67e (built once in a git worktree under
# .build/startup-baseline: about 5 min the first time), by Benchmarks/startup-bench.py.
STARTUP_BASELINE = .build/startup-baseline
bench-startup: deps
	$(SWIFT) build $(RELEASE) --product ringgen
	@if [ ! -d $(STARTUP_BASELINE) ]; then git worktree add --detach $(STARTUP_BASELINE) bf6e67e; fi
	cd $(STARTUP_BASELINE) && $(SWIFT) build $(RELEASE) --product ringgen
	python3 Benchmarks/startup-bench.py $(BIN)/ringgen $$(cd $(STARTUP_BASELINE) && $(SWIFT) build $(RELEASE) --show-bin-path)/ringgen

# The Python package and the C library against a process per ring and `ringgen batch`
# (Benchmarks/python-bench.py, Benchmarks/clib-bench.c).
# `make bench-soak` (not in CI; about 20 minutes here): resident memory over 1 000 000 rings
# through render_many, 1 000 000 lines of `ringgen batch` and 200 000 requests to `ringgen
# serve` without a cache, each flat within 10 %; the curves in Benchmarks/soak-rss.png.
bench-soak: python-stage
	$(SWIFT) build $(RELEASE) --product ringgen
	PYTHONPATH=python/src python3 Benchmarks/soak-bench.py $(BIN)/ringgen Benchmarks/soak-rss.png $(SOAK_SCALE)

bench-python: python-stage
	$(SWIFT) build $(RELEASE) --product ringgen
	ln -sf libringkit.so $(CLIB_DIR)/libringkit.so.0
	cc -O2 -o $(CLIB_DIR)/clib-bench Benchmarks/clib-bench.c -ISources/CRingKitABI/include -L$(CLIB_DIR) \
		-Wl,-rpath,$(CLIB_DIR) -lringkit
	PYTHONPATH=python/src python3 Benchmarks/python-bench.py $(BIN)/ringgen $(CLIB_DIR)/clib-bench

example: deps
	$(SWIFT) build $(RELEASE) --product ringgen
	RINGGEN=$(BIN)/ringgen Examples/weekly-report/build.sh

bench-snapshots: deps
	$(SWIFT) build $(RELEASE) --product ringgen
	$(SWIFT) build $(SNAPSHOT_BENCH) --product snapshot-bench
	cc -O2 -o $(BIN)/png-decode Benchmarks/png-decode.c $$(pkg-config --cflags --libs libpng)
	$$($(SWIFT) build $(SNAPSHOT_BENCH) --show-bin-path)/snapshot-bench --ringgen $(BIN)/ringgen \
		--c-decoder $(BIN)/png-decode
	Benchmarks/compare-big.sh $(BIN)/ringgen
	Benchmarks/compare-report.sh $(BIN)/ringgen

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

# `make reference`: docs/reference.md, every key of the schema as a table, written by the
# binary from its key table (`ringgen manual reference`); ReferenceDocumentTests fails when the
# committed file differs.
reference:
	$(SWIFT) build --product ringgen
	$$($(SWIFT) build --show-bin-path)/ringgen manual reference > docs/reference.md

# `make gallery`: docs/gallery.md and its pictures in docs/gallery/, each look drawn by the
# command printed under it (scripts/gallery); GalleryTests runs every command again and
# compares bytes. The terminal looks' screenshots need Debian's chromium and chromium-driver
# and the venv's Selenium (scripts/terminal-shots.py); `make test` needs neither.
gallery:
	$(SWIFT) build --product ringgen
	./scripts/gallery $$($(SWIFT) build --show-bin-path)/ringgen
