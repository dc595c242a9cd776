# petri — build, run and test on a fresh machine.
#   make run        opens the REPL on the demo catalog (installs only what the REPL needs)
#   make test       builds and runs the whole suite (also installs the test tools)
#   make documentation  builds the library's articles with DocC
#   make format     formats the sources as .swift-format says; make lint checks them (make test runs it)
#   make install    installs petri and petri-import into $(PREFIX)/bin (PREFIX=/usr/local)
SWIFT        ?= swift
SWIFT_FLAGS  ?=
PREFIX       ?= /usr/local
BINDIR       ?= $(PREFIX)/bin
# A target that imports another without declaring it a dependency fails the build, so a layer
# cannot reach one it does not declare (see the Architecture article's Layers).
LAYERS_CHECK := --explicit-target-dependency-import-check error
# The Starter's build folder is shared with petri's watch test, which builds a copy of the
# Starter in it: both hold this lock on the folder (where flock exists) while they use it.
STARTER_LOCK := $(shell command -v flock >/dev/null 2>&1 && echo flock Examples/Starter)
# The oldest Swift each part builds with: petri itself (its Package.swift's tools version), and
# a catalog package such as Examples/Starter, which `make test` builds (it uses .defaultIsolation).
SWIFT_MINIMUM         := 6.1
SWIFT_MINIMUM_CATALOG := 6.2

.PHONY: all setup setup-run build run test petri-tests starter import-tool import-test install uninstall \
	test-under-load clean docs documentation format lint bench fuzz

all: build

# Installs the system packages named in $$missing (apt-get, or Homebrew on macOS).
INSTALL_MISSING = \
	if [ -n "$$missing" ]; then \
		echo "==> installing:$$missing"; \
		if [ "$$(id -u)" = 0 ]; then SUDO=""; else SUDO="sudo"; fi; \
		if command -v apt-get >/dev/null 2>&1; then \
			$$SUDO apt-get update -qq && DEBIAN_FRONTEND=noninteractive $$SUDO apt-get install -y -qq $$missing >/dev/null; \
		elif command -v brew >/dev/null 2>&1; then \
			brew install $$(echo $$missing | sed 's/libedit-dev/libedit/'); \
		else \
			echo "error: cannot install$$missing: no apt-get or brew on this machine" >&2; exit 1; \
		fi; \
	fi

# What the REPL needs: a Swift new enough for petri, libedit's headers and pkg-config to find
# them.
setup-run:
	@SWIFT="$(SWIFT)" sh scripts/check-swift.sh $(SWIFT_MINIMUM) petri
	@missing=""; \
	[ -f /usr/include/histedit.h ] || missing="$$missing libedit-dev"; \
	command -v pkg-config >/dev/null 2>&1 || missing="$$missing pkg-config"; \
	$(INSTALL_MISSING)

# What the tests need besides: a Swift new enough for the Starter, tmux for the terminal
# end-to-end tests, Chromium to test the exported HTML page and a picture (`--svg`) in a real
# browser, Graphviz for the
# SVG export, and Python's jsonschema, which validates exports against
# docs/catalog-export.schema.json.
setup: setup-run
	@SWIFT="$(SWIFT)" sh scripts/check-swift.sh $(SWIFT_MINIMUM_CATALOG) "make test (it builds Examples/Starter, a catalog package)"
	@missing=""; \
	command -v tmux >/dev/null 2>&1 || missing="$$missing tmux"; \
	command -v chromium >/dev/null 2>&1 || command -v brew >/dev/null 2>&1 || missing="$$missing chromium"; \
	command -v dot >/dev/null 2>&1 || missing="$$missing graphviz"; \
	if ! python3 -c "import jsonschema" >/dev/null 2>&1; then \
		echo "==> installing: jsonschema (Python, to validate exports against their JSON Schema)"; \
		python3 -m pip install -q jsonschema || python3 -m pip install -q --break-system-packages jsonschema; \
	fi; \
	$(INSTALL_MISSING)

build: setup-run
	@echo "==> building petri"
	$(SWIFT) build $(SWIFT_FLAGS) $(LAYERS_CHECK)

# The build's progress shows (the first build takes a few minutes), then the REPL opens.
run: setup-run
	@echo "==> building petri (a few minutes the first time)"
	@$(SWIFT) build $(SWIFT_FLAGS) --product petri
	@$(SWIFT) run $(SWIFT_FLAGS) --skip-build petri

# petri's tests run while Examples/Starter builds: they spend most of their time waiting on the
# processes they start, and the two together take a minute less than one after the other on two
# cores. Each one's output is printed when it finishes.
test: setup
	@$(MAKE) --no-print-directory lint
	@echo "==> building petri and its tests"
	$(SWIFT) build $(SWIFT_FLAGS) $(LAYERS_CHECK) --build-tests
	@$(MAKE) --no-print-directory import-tool
	@echo "==> running petri's tests while building Examples/Starter (each one's output when it finishes)"
	@$(MAKE) --no-print-directory -j2 --output-sync=recurse petri-tests starter
	@echo "==> running petri-import's tests"
	$(SWIFT) test --package-path Import $(SWIFT_FLAGS) --skip-build
	@$(MAKE) --no-print-directory documentation

# petri's own tests, once petri and its tests are built (make test builds them).
petri-tests:
	@echo "==> running petri's tests"
	$(SWIFT) test $(SWIFT_FLAGS) --skip-build

# `petri import`'s generator: a package of its own on swift-syntax (Import/), so petri's build
# stays lean; `petri import` finds the tool in Import/.build. One build makes the tool and its
# tests, so swift-syntax is compiled once. The tests regenerate the fixture app's stand-ins and
# fail when they differ from the committed ones (Examples/ImportedShop/Generated).
import-tool:
	@echo "==> building petri-import and its tests (swift-syntax: a few minutes the first time)"
	$(SWIFT) build --package-path Import $(SWIFT_FLAGS) --build-tests

import-test: import-tool
	@echo "==> running petri-import's tests"
	$(SWIFT) test --package-path Import $(SWIFT_FLAGS) --skip-build

# Examples/Starter, the starter package an app team copies: it depends on petri by path as a
# consumer would, so building it, running its tests and its own tool's `check` proves the
# public API is enough (and compiles the snippets of the article "Your app's catalog", which are
# excerpts of it).
starter:
	@echo "==> building Examples/Starter (petri as a dependency) and its tests; running them and its tool's check"
	$(STARTER_LOCK) sh -c 'cd Examples/Starter && $(SWIFT) build $(SWIFT_FLAGS) --build-tests \
		&& $(SWIFT) test $(SWIFT_FLAGS) --skip-build && $(SWIFT) run $(SWIFT_FLAGS) --skip-build starter check'

# Release builds of petri and petri-import, into $(BINDIR) ($(PREFIX)/bin; DESTDIR for
# packaging). `petri import` runs the petri-import beside it.
install: setup-run
	@echo "==> building petri for release"
	$(SWIFT) build -c release $(SWIFT_FLAGS) --product petri
	@echo "==> building petri-import for release (swift-syntax: several minutes the first time)"
	$(SWIFT) build -c release --package-path Import $(SWIFT_FLAGS) --product petri-import
	@echo "==> installing petri and petri-import into $(DESTDIR)$(BINDIR)"
	install -d "$(DESTDIR)$(BINDIR)"
	install -m 755 "$$($(SWIFT) build -c release $(SWIFT_FLAGS) --show-bin-path)/petri" "$(DESTDIR)$(BINDIR)/petri"
	install -m 755 "$$($(SWIFT) build -c release --package-path Import $(SWIFT_FLAGS) --show-bin-path)/petri-import" "$(DESTDIR)$(BINDIR)/petri-import"

uninstall:
	rm -f "$(DESTDIR)$(BINDIR)/petri" "$(DESTDIR)$(BINDIR)/petri-import"

# The whole suite while both cores are kept busy by CPU burners: no test may fail because the
# machine is slow. Prints each step's time and the verdict.
test-under-load:
	sh scripts/test-under-load.sh

clean:
	rm -rf .build Import/.build

# Regenerates the demo catalog's documentation under docs/catalog, in every text format, and
# the pictures of docs/pictures (a screen of each presentation kind, as `--svg` draws it): each
# is also a golden file, and a test fails when it is stale.
docs: setup-run
	@echo "==> building petri"
	@$(SWIFT) build $(SWIFT_FLAGS) --product petri
	@$(SWIFT) run $(SWIFT_FLAGS) --skip-build petri export --output docs/catalog --force
	@$(SWIFT) run $(SWIFT_FLAGS) --skip-build petri run docs/pictures/pictures.petri

# The Swift sources `swift format` formats, as .swift-format says: petri's, its nested packages'
# and the import tool's. Not Examples/: the Starter is what `petri init` writes and ImportedShop
# an app and what `petri import` writes for it, both compared with their generators' output;
# nor Import/Fixtures, the apps the import is tested on, as their authors wrote them.
FORMATTED := Package.swift Sources Tests Catalog \
	Benchmarks/Package.swift Benchmarks/Benchmarks Benchmarks/Plugins Fuzz/Package.swift Fuzz/Sources \
	Import/Package.swift Import/Sources Import/Tests Import/Plugins

# Formats every source in place.
format:
	$(SWIFT) format format --in-place --recursive --parallel $(FORMATTED)

# Fails, naming each file and line, when a source is not formatted as `make format` would.
lint:
	@echo "==> checking the sources' format (make format fixes it)"
	$(SWIFT) format lint --strict --recursive --parallel $(FORMATTED)

# The library's documentation catalog (Sources/PetriDish/Documentation.docc: the guides, as
# DocC articles) built with swift-docc-plugin; a broken link or a symbol link to nothing fails it.
# The archive: .build/plugins/Swift-DocC/outputs/PetriDish.doccarchive (`--transform-for-static-hosting`
# and `--hosting-base-path` after the target for a static site).
documentation:
	@echo "==> building the documentation (DocC)"
	$(SWIFT) package generate-documentation --target PetriDish --warnings-as-errors

# Issue 10's benchmarks, with their results table in Benchmarks/README.md; every target is a
# ratio against a baseline measured in the same run (issue 36's restated targets included).
# In-process (package-benchmark, a nested package so `make test` stays lean): router overhead
# against direct hierarchy calls, a finder over 10,000 view controllers, find and Tab completion
# over 10,000 screens, deep-link matching at 100 and 10,000 screens. Whole process
# (Benchmarks/process.py): the router against the direct calls again, with its verdict
# (RouteProfile); start-up against a Foundation hello-world and `petri --version`; 40 and 10,000
# literal screens in one executable (generated at build time by Benchmarks' LiteralCatalogPlugin);
# check and export at 1,000 and 10,000 screens; and release builds of 10,000-screen catalogs in
# two spellings. Benchmarks/ depends on petri by path, and SwiftPM keeps its build plan, with
# petri's list of source files, until Benchmarks' own manifest changes: touching it makes a file
# added to petri since the last run part of the build instead of a "cannot find … in scope".
bench: setup
	touch Benchmarks/Package.swift
	cd Benchmarks && $(SWIFT) package --allow-writing-to-package-directory benchmark --target PetriBenchmarks
	$(SWIFT) build -c release --product petri
	cd Benchmarks && $(SWIFT) build -c release --product literal && $(SWIFT) build -c release --product RouteProfile
	python3 Benchmarks/process.py --build-times --watch

# libFuzzer over the command-line word parser, the parameter parsers, the deep-link matcher and
# the script parser: a million inputs each (RUNS=... to change), from Fuzz/Corpus. The tests
# replay that corpus in `make test`; a crash found here joins it.
fuzz: setup
	RUNS=$${RUNS:-1000000} SWIFT=$(SWIFT) sh Fuzz/run.sh
