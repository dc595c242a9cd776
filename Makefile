# petri — build, run and test on a fresh machine.
#   make run    opens the REPL on the demo catalog
#   make test   builds and runs the whole suite
SWIFT        ?= swift
SWIFT_FLAGS  ?=
# A target that imports another without declaring it a dependency fails the build, so a layer
# cannot reach one it does not declare (see the README's Layout).
LAYERS_CHECK := --explicit-target-dependency-import-check error
APT_PACKAGES := libedit-dev pkg-config tmux chromium graphviz

.PHONY: all setup build run test starter import-tool import-test clean docs bench fuzz

all: build

# Installs the system packages petri needs when they are missing (libedit's headers for the
# REPL, pkg-config to find them, tmux for the terminal end-to-end tests, chromium to test the
# exported HTML page in a real browser, graphviz for the SVG export), and Python's
# jsonschema, which the tests use to validate exports against docs/catalog-export.schema.json.
setup:
	@missing=""; \
	[ -f /usr/include/histedit.h ] || missing="$$missing libedit-dev"; \
	command -v pkg-config >/dev/null 2>&1 || missing="$$missing pkg-config"; \
	command -v tmux >/dev/null 2>&1 || missing="$$missing tmux"; \
	command -v chromium >/dev/null 2>&1 || command -v brew >/dev/null 2>&1 || missing="$$missing chromium"; \
	command -v dot >/dev/null 2>&1 || missing="$$missing graphviz"; \
	if ! python3 -c "import jsonschema" >/dev/null 2>&1; then \
		echo "installing: jsonschema (Python, to validate exports against their JSON Schema)"; \
		python3 -m pip install -q jsonschema || python3 -m pip install -q --break-system-packages jsonschema; \
	fi; \
	if [ -n "$$missing" ]; then \
		echo "installing:$$missing"; \
		if [ "$$(id -u)" = 0 ]; then SUDO=""; else SUDO="sudo"; fi; \
		if command -v apt-get >/dev/null 2>&1; then \
			$$SUDO apt-get update -qq && DEBIAN_FRONTEND=noninteractive $$SUDO apt-get install -y -qq $$missing >/dev/null; \
		elif command -v brew >/dev/null 2>&1; then \
			brew install libedit pkg-config tmux graphviz; \
		else \
			echo "error: cannot install$$missing: no apt-get or brew on this machine" >&2; exit 1; \
		fi; \
	fi

build: setup
	$(SWIFT) build $(SWIFT_FLAGS) $(LAYERS_CHECK)

run: setup
	@$(SWIFT) build $(SWIFT_FLAGS) --product petri -q 2>&1 | grep -v '^\[' || true
	@$(SWIFT) run $(SWIFT_FLAGS) --skip-build petri

test: setup
	$(SWIFT) build $(SWIFT_FLAGS) $(LAYERS_CHECK) --build-tests
	$(MAKE) import-tool
	$(SWIFT) test $(SWIFT_FLAGS) --skip-build
	$(MAKE) starter
	$(MAKE) import-test

# `petri import`'s generator: a package of its own on swift-syntax (Import/), so petri's build
# stays lean; `petri import` finds the tool in Import/.build. Its tests regenerate the fixture
# app's stand-ins and fail when they differ from the committed ones (Examples/ImportedShop/Generated).
import-tool:
	$(SWIFT) build --package-path Import $(SWIFT_FLAGS) --product petri-import

import-test:
	$(SWIFT) build --package-path Import $(SWIFT_FLAGS) --build-tests
	$(SWIFT) test --package-path Import $(SWIFT_FLAGS) --skip-build

# Examples/Starter, the starter package an app team copies: it depends on petri by path as a
# consumer would, so building it, running its tests and its own tool's `check` proves the
# public API is enough (and compiles the README's snippets, which are excerpts of it).
starter:
	cd Examples/Starter && $(SWIFT) build $(SWIFT_FLAGS) --build-tests
	cd Examples/Starter && $(SWIFT) test $(SWIFT_FLAGS) --skip-build
	cd Examples/Starter && $(SWIFT) run $(SWIFT_FLAGS) --skip-build starter check

clean:
	rm -rf .build Import/.build

# Regenerates the demo catalog's documentation under docs/catalog, in every text format: it is
# also the golden file of each format, and a test fails when it is stale.
docs: setup
	@$(SWIFT) build $(SWIFT_FLAGS) --product petri -q 2>&1 | grep -v '^\[' || true
	@$(SWIFT) run $(SWIFT_FLAGS) --skip-build petri export --output docs/catalog --force

# Issue 10's benchmarks, with their results table in Benchmarks/README.md. In-process
# (package-benchmark, a nested package so `make test` stays lean): router overhead against
# direct hierarchy calls, a finder over 10,000 view controllers, find and Tab completion over
# 10,000 screens, deep-link matching at 100 and 10,000 screens. Whole process
# (Benchmarks/process.py): the router against the direct calls again, with its verdict
# (RouteProfile), start-up against a Foundation hello-world and of literal catalogs of 40
# and 10,000 screens (generated at build time by Benchmarks' LiteralCatalogPlugin), check and
# export at 1,000 and 10,000 screens, and build times of the 10,000-screen literal catalog.
# Benchmarks/ depends on petri by path, and SwiftPM keeps its build plan, with petri's list of
# source files, until Benchmarks' own manifest changes: touching it makes a file added to petri
# since the last run part of the build instead of a "cannot find … in scope".
bench: setup
	touch Benchmarks/Package.swift
	cd Benchmarks && $(SWIFT) package --allow-writing-to-package-directory benchmark --target PetriBenchmarks
	$(SWIFT) build -c release --product petri
	cd Benchmarks && $(SWIFT) build -c release --product literal-40 && $(SWIFT) build -c release --product literal-10000 \
		&& $(SWIFT) build -c release --product RouteProfile
	python3 Benchmarks/process.py --build-times

# libFuzzer over the command-line word parser, the parameter parsers, the deep-link matcher and
# the script parser: a million inputs each (RUNS=... to change), from Fuzz/Corpus. The tests
# replay that corpus in `make test`; a crash found here joins it.
fuzz: setup
	RUNS=$${RUNS:-1000000} SWIFT=$(SWIFT) sh Fuzz/run.sh
