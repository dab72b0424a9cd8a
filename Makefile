# DesignProof — two commands on a fresh Debian 12 machine:
#   make mockups   install what is missing, build, render the token sheets, every screen and each
#                  app's contact sheet (out/APP-sheet.png) into out/, and the review gallery
#                  (out/gallery/index.html: every screen, animation and check in a browser)
#   make test      install what is missing, build, run the whole test suite, a short smoke
#                  of each fuzzer and the review gallery's tests in headless Chromium
#   make browser-test  only the last of those (Tests/Browser)
#   make schema-test   every JSON proof writes validated against docs/schemas/ (Tests/Schemas;
#                  make test runs it after the Swift suite)
#   make example-test  the template app Examples/MyFitness against this checkout (also in make test):
#                  its build and tests, then its own CLI renders and checks its screens
#   make preview-test  the plain SwiftUI example Examples/StepCounter through proof previews
#                  and proof check --previews (also in make test)
#   make fuzz      fuzz each target for FUZZ_SECONDS (default 60) with libFuzzer + AddressSanitizer
#                  (docs/FUZZING.md)
#   make docs      rewrite the figures the docs quote from proof's own output (README.md)
#   make stress    every animation of every app through `proof animate` (two render threads)
#                  STRESS_ROUNDS times (default 20), each run under a timeout: a render
#                  deadlock shows as a timed-out run (Scripts/stress-animate.sh)
#
# System packages come from Debian. `deps` installs only what is missing (nothing when
# all are present), as root or through sudo.

SWIFT ?= $(shell command -v swift 2>/dev/null || echo /opt/swift/usr/bin/swift)
# The compiler `proof previews` runs (its tests and make preview-test): the one beside swift.
export SWIFTC ?= $(dir $(SWIFT))swiftc
OUT ?= out
# make fuzz: seconds per fuzzer. make test: executions per fuzzer in its smoke (about 15 s for all).
FUZZ_SECONDS ?= 60
FUZZ_SMOKE_RUNS ?= 20000
# make test's debug build is optimised (`-O`; still `-enable-testing` and `DEBUG`, with
# preconditions and overflow checks): much of the suite draws, decodes and measures pixels in
# Swift and runs `proof` itself, and unoptimised that took 38–40 min on 2 cores; optimised,
# 8–14 min, for a build about 9 min longer. Every debug build make test runs uses the same
# flags (another set would rebuild everything). `make test TEST_SWIFTFLAGS=` builds as
# `swift build` does.
TEST_SWIFTFLAGS ?= -Xswiftc -O
# make test cannot hang: each step is killed (with its child processes) after these, and the
# target fails with exit 124. The build compiles each module once (no test target may depend
# on a macro target: SwiftPM would build the whole suite again for the host; see
# Tests/SwiftUIMacrosTests/MacroPlugin.swift) and took 29 min on 2 cores on a busy hour; the
# Swift suite 8–14 (more on a busy machine).
BUILD_TIMEOUT ?= 60m
TEST_TIMEOUT ?= 40m
EXAMPLE_TIMEOUT ?= 10m
FUZZ_SMOKE_TIMEOUT ?= 10m
STRESS_ROUNDS ?= 20
# `timeout` kills the whole process group (swift test and the test binary it starts), and
# SIGKILLs what is still there 30 s after SIGTERM.
TIMEOUT := timeout --kill-after=30s
# After a step under $(TIMEOUT): its exit status, said in words when it ran out of time
# (124: stopped by SIGTERM; 137: needed SIGKILL).
timed_out = { s=$$?; case $$s in 124|137) echo "make: $(1) took over $(2) and was stopped" >&2;; esac; exit $$s; }

# libcurl4: FoundationNetworking, which `proof previews` runners link (a team's files may use
# URLSession, as Apple's Foundation has it); libwebp-dev: the gallery stores its pictures as
# lossless WebP.
SYSTEM_PACKAGES := \
	pkg-config \
	libcairo2-dev \
	libpango1.0-dev \
	libpng-dev \
	libdeflate-dev \
	libwebp-dev \
	zlib1g-dev \
	fonts-inter-variable \
	fonts-quicksand \
	fonts-noto-color-emoji \
	fonts-dejavu-core \
	fonts-materialdesignicons-webfont \
	poppler-utils \
	imagemagick \
	librsvg2-bin \
	chromium \
	chromium-driver \
	python3-venv \
	libcurl4

.PHONY: deps build mockups test browser-test schema-test png-test png-pillow example-test preview-test fuzz fuzz-build fuzz-smoke stress clean

deps:
	@missing=""; \
	for p in $(SYSTEM_PACKAGES); do \
	  dpkg-query -W -f='$${Status}\n' "$$p" 2>/dev/null | grep -q '^install ok installed$$' || missing="$$missing $$p"; \
	done; \
	if [ -n "$$missing" ]; then \
	  echo "Installing Debian packages:$$missing"; \
	  if [ "$$(id -u)" -eq 0 ]; then sudo=""; else sudo="sudo"; fi; \
	  $$sudo env DEBIAN_FRONTEND=noninteractive apt-get update -qq && \
	  $$sudo env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends $$missing; \
	  fc-cache -f >/dev/null 2>&1 || true; \
	fi

build: deps
	$(SWIFT) build -c release --product proof
	@# What `proof previews` compiles a team's files against (beside proof in the same folder).
	$(SWIFT) build -c release --product DesignProofPreviews

mockups: build
	$$($(SWIFT) build -c release --show-bin-path)/proof tokens sheet --out $(OUT)/tokens
	$$($(SWIFT) build -c release --show-bin-path)/proof render --all --out $(OUT)
	$$($(SWIFT) build -c release --show-bin-path)/proof sheet airfit --out $(OUT)
	$$($(SWIFT) build -c release --show-bin-path)/proof sheet calai --out $(OUT)
	$$($(SWIFT) build -c release --show-bin-path)/proof sheet nutrisync --out $(OUT)
	$$($(SWIFT) build -c release --show-bin-path)/proof sheet fitai --appearance both --out $(OUT)
	$$($(SWIFT) build -c release --show-bin-path)/proof gallery --out $(OUT)/gallery
	$$($(SWIFT) build -c release --show-bin-path)/proof previews Examples/StepCounter --out $(OUT)/previews
	@echo "Mockups are in $(OUT)/; open $(OUT)/gallery/index.html in a browser to review them"

# The suite's gallery (GalleryBuild in the Swift tests) is kept here, with a seeded snapshot
# failure, and then opened in headless Chromium by the browser tests (Tests/Browser).
TEST_GALLERY := $(CURDIR)/.build/test-gallery
BROWSER_VENV := $(CURDIR)/.build/browser-venv
BROWSER_TIMEOUT ?= 10m

# SnapshotTesting has `#if canImport(SwiftUI)`, and this package has a module named SwiftUI
# (over OpenCombine and its C module). When a build recompiles SnapshotTesting after our
# SwiftUI.swiftmodule exists (e.g. after other TEST_SWIFTFLAGS), it stops with "missing
# required module 'COpenCombineHelpers'": then our SwiftUI module is removed and the build
# runs once more (SnapshotTesting compiles first, as in a clean clone).
build_tests = mkdir -p .build && \
	{ { $(TIMEOUT) $(BUILD_TIMEOUT) $(SWIFT) build --build-tests $(TEST_SWIFTFLAGS) 2>&1; echo $$? > .build/build-tests.status; } | tee .build/build-tests.log; \
	  s=$$(cat .build/build-tests.status); \
	  if [ "$$s" -ne 0 ] && grep -q "missing required module 'COpenCombineHelpers'" .build/build-tests.log; then \
	    echo "make: SnapshotTesting saw our SwiftUI module; removing it and building again" >&2; \
	    rm -f .build/debug/Modules/SwiftUI.* .build/debug/Modules-tool/SwiftUI.* .build/*/debug/Modules*/SwiftUI.*; \
	    $(TIMEOUT) $(BUILD_TIMEOUT) $(SWIFT) build --build-tests $(TEST_SWIFTFLAGS); s=$$?; \
	  fi; (exit $$s); } || $(call timed_out,the build,$(BUILD_TIMEOUT))

test: deps
	$(build_tests)
	@# The template app (its own package and .build) builds while the suite runs: the suite
	@# leaves a core idle at times, and example-test then finds it built. Its log is kept;
	@# example-test's own build reports any error.
	( cd $(EXAMPLE) && $(TIMEOUT) $(BUILD_TIMEOUT) $(SWIFT) build --build-tests >$(CURDIR)/.build/example-build.log 2>&1 ) & \
	seed=$$(Scripts/seed-snapshot-failure.sh) && \
	rm -rf $(PNG_FIXTURES) && mkdir -p $(PNG_FIXTURES) && \
	SNAPSHOT_ARTIFACTS=$(CURDIR)/.build/snapshot-artifacts PNG_FIXTURES=$(PNG_FIXTURES) \
	DESIGNPROOF_TEST_GALLERY=$(TEST_GALLERY) DESIGNPROOF_TEST_SNAPSHOTS=$$seed \
	$(TIMEOUT) $(TEST_TIMEOUT) $(SWIFT) test --skip-build; s=$$?; wait; \
	[ $$s -eq 0 ] || { case $$s in 124|137) echo "make: swift test (a hung test?) took over $(TEST_TIMEOUT) and was stopped" >&2;; esac; exit $$s; }
	$(MAKE) --no-print-directory schema-test
	$(MAKE) --no-print-directory png-pillow
	$(MAKE) --no-print-directory example-test
	$(MAKE) --no-print-directory preview-test
	$(MAKE) --no-print-directory fuzz-smoke
	$(MAKE) --no-print-directory browser-test

# The second template (Examples/StepCounter, README "Use it for your own app"): a plain SwiftUI
# app's files with #Previews, drawn by `proof previews` and checked by `proof check --previews`
# with the debug build `make test` made (its runner cached under .build); then recorded with
# --animate and the recording verified against a second run (the frames are deterministic).
preview-test: deps
	rm -rf $(CURDIR)/.build/stepcounter-previews
	DESIGNPROOF_CACHE=$(CURDIR)/.build/preview-cache $(TIMEOUT) $(EXAMPLE_TIMEOUT) $$($(SWIFT) build --show-bin-path)/proof previews \
	  Examples/StepCounter --out $(CURDIR)/.build/stepcounter-previews || $(call timed_out,proof previews,$(EXAMPLE_TIMEOUT))
	DESIGNPROOF_CACHE=$(CURDIR)/.build/preview-cache $(TIMEOUT) $(EXAMPLE_TIMEOUT) $$($(SWIFT) build --show-bin-path)/proof check \
	  --previews Examples/StepCounter || $(call timed_out,proof check --previews,$(EXAMPLE_TIMEOUT))
	rm -rf $(CURDIR)/.build/stepcounter-animations
	DESIGNPROOF_CACHE=$(CURDIR)/.build/preview-cache $(TIMEOUT) $(EXAMPLE_TIMEOUT) $$($(SWIFT) build --show-bin-path)/proof previews \
	  Examples/StepCounter --animate --out $(CURDIR)/.build/stepcounter-animations || $(call timed_out,proof previews --animate,$(EXAMPLE_TIMEOUT))
	DESIGNPROOF_CACHE=$(CURDIR)/.build/preview-cache $(TIMEOUT) $(EXAMPLE_TIMEOUT) $$($(SWIFT) build --show-bin-path)/proof previews \
	  Examples/StepCounter --animate --verify $(CURDIR)/.build/stepcounter-animations || $(call timed_out,proof previews --animate --verify,$(EXAMPLE_TIMEOUT))

# The template a team copies (Examples/MyFitness, README "Use it for your own app"), built
# against this checkout in its own .build: its snapshot and myproof tests, then `myproof
# render --all` and the checks that apply to an app without animations or component rules.
EXAMPLE := $(CURDIR)/Examples/MyFitness
EXAMPLE_OUT := $(CURDIR)/.build/example-out
example-test: deps
	cd $(EXAMPLE) && $(TIMEOUT) $(BUILD_TIMEOUT) $(SWIFT) build --build-tests || $(call timed_out,the example's build,$(BUILD_TIMEOUT))
	cd $(EXAMPLE) && $(TIMEOUT) $(EXAMPLE_TIMEOUT) $(SWIFT) test --skip-build || $(call timed_out,the example's tests,$(EXAMPLE_TIMEOUT))
	rm -rf $(EXAMPLE_OUT)
	cd $(EXAMPLE) && $(TIMEOUT) $(EXAMPLE_TIMEOUT) $$($(SWIFT) build --show-bin-path)/myproof render --all --out $(EXAMPLE_OUT) \
	  || $(call timed_out,myproof render,$(EXAMPLE_TIMEOUT))
	cd $(EXAMPLE) && $(TIMEOUT) $(EXAMPLE_TIMEOUT) $$($(SWIFT) build --show-bin-path)/myproof check \
	  || $(call timed_out,myproof check,$(EXAMPLE_TIMEOUT))

# The review gallery in a real browser: Debian's chromium and chromedriver, selenium from PyPI
# in a venv under .build. Opens the gallery `make test`'s Swift suite kept (built here when it
# is missing: `make browser-test` on its own).
browser-test: deps
	@test -x $(BROWSER_VENV)/bin/python || python3 -m venv $(BROWSER_VENV)
	@$(BROWSER_VENV)/bin/pip install -q --disable-pip-version-check -r Tests/Browser/requirements.txt
	@if [ ! -f $(TEST_GALLERY)/index.html ]; then \
	  $(SWIFT) build --product proof $(TEST_SWIFTFLAGS) && \
	  $$($(SWIFT) build --show-bin-path)/proof gallery fitai --device iphone-16 --content-size large \
	    --snapshots "$$(Scripts/seed-snapshot-failure.sh)" --out $(TEST_GALLERY) || exit $$?; \
	fi
	$(SWIFT) build --product proof $(TEST_SWIFTFLAGS)
	PROOF_BIN=$$($(SWIFT) build --show-bin-path)/proof GALLERY_DIR=$(TEST_GALLERY) $(TIMEOUT) $(BROWSER_TIMEOUT) $(BROWSER_VENV)/bin/python -m unittest discover -s Tests/Browser -p 'test_*.py' -v \
	  || $(call timed_out,the browser test run,$(BROWSER_TIMEOUT))

# Every JSON output of the debug proof (made fresh: one screen, one short animation, checks, a
# diff, the quickest bench …), the committed timelines and display lists, and the snapshot
# failure records `make test`'s Swift suite left, validated against docs/schemas/ with
# jsonschema from PyPI (in the browser tests' venv). About 30 s; each run of proof has its
# own timeout in the test, the whole step SCHEMA_TIMEOUT.
SCHEMA_TIMEOUT ?= 5m
schema-test: deps
	@test -x $(BROWSER_VENV)/bin/python || python3 -m venv $(BROWSER_VENV)
	@$(BROWSER_VENV)/bin/python -m pip install -q --disable-pip-version-check -r Tests/Schemas/requirements.txt
	$(SWIFT) build --product proof $(TEST_SWIFTFLAGS)
	PROOF=$$($(SWIFT) build --show-bin-path)/proof SNAPSHOT_ARTIFACTS=$(CURDIR)/.build/snapshot-artifacts \
	$(TIMEOUT) $(SCHEMA_TIMEOUT) $(BROWSER_VENV)/bin/python -m unittest discover -s Tests/Schemas -p 'test_*.py' -v \
	  || $(call timed_out,the schema test run,$(SCHEMA_TIMEOUT))

# The libdeflate PNG encoders read by Pillow (PyPI, in the browser tests' venv): the Swift
# suite PNGEncoderShapeTests writes its hostile shapes and their expected pixels, then
# Tests/PNG/test_pillow.py decodes each with Pillow. `proof bench --only diff` times proof
# diff against ImageMagick's compare (imagemagick, above).
# make test writes the fixtures during its Swift suite, then runs png-pillow.
PNG_FIXTURES := $(CURDIR)/.build/png-fixtures
png-test: deps
	@rm -rf $(PNG_FIXTURES) && mkdir -p $(PNG_FIXTURES)
	$(SWIFT) build --build-tests $(TEST_SWIFTFLAGS)
	PNG_FIXTURES=$(PNG_FIXTURES) $(TIMEOUT) 10m $(SWIFT) test --skip-build --filter PNGEncoderShapeTests
	$(MAKE) --no-print-directory png-pillow

png-pillow:
	@test -x $(BROWSER_VENV)/bin/python || python3 -m venv $(BROWSER_VENV)
	@$(BROWSER_VENV)/bin/python -m pip install -q --disable-pip-version-check -r Tests/PNG/requirements.txt
	PNG_FIXTURES=$(PNG_FIXTURES) $(TIMEOUT) 2m $(BROWSER_VENV)/bin/python -m unittest discover -s Tests/PNG -p 'test_*.py' -v

# The fuzzers build into their own .build-fuzz (sanitizer flags would rebuild .build).
fuzz-build: deps
	SWIFT=$(SWIFT) $(TIMEOUT) $(BUILD_TIMEOUT) Fuzz/fuzz.sh build

fuzz: fuzz-build
	Fuzz/fuzz.sh run $(FUZZ_SECONDS)

# What CI runs: each fuzzer for FUZZ_SMOKE_RUNS executions from the committed corpus, fixed
# seed; fails on the first crash.
fuzz-smoke: fuzz-build
	$(TIMEOUT) $(FUZZ_SMOKE_TIMEOUT) Fuzz/fuzz.sh smoke $(FUZZ_SMOKE_RUNS) || $(call timed_out,the fuzz smoke,$(FUZZ_SMOKE_TIMEOUT))

# Release build, then STRESS_ROUNDS rounds of every animation on two threads.
stress: build
	Scripts/stress-animate.sh $(STRESS_ROUNDS)

# The figures README.md and docs/*.md quote from proof's output, each marked
# <!-- fig KEY -->value<!-- /fig -->, rewritten from a fresh run of proof (Sources/DocFigures;
# DocFiguresTests fails while one is stale). Review the diff, then commit it.
.PHONY: docs
docs: build
	$(SWIFT) build -c release --product docfigures
	$$($(SWIFT) build -c release --show-bin-path)/docfigures --proof $$($(SWIFT) build -c release --show-bin-path)/proof

clean:
	rm -rf .build .build-fuzz $(OUT)
