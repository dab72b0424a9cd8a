# DesignProof — two commands on a fresh Debian 12 machine:
#   make mockups   install what is missing, build, render the token sheets, every screen and each
#                  app's contact sheet (out/APP-sheet.png) into out/
#   make test      install what is missing, build, run the whole test suite and a short smoke
#                  of each fuzzer
#   make fuzz      fuzz each target for FUZZ_SECONDS (default 60) with libFuzzer + AddressSanitizer
#                  (docs/FUZZING.md)
#   make docs      rewrite the figures the docs quote from proof's own output (README.md)
#
# System packages come from Debian. `deps` installs only what is missing (nothing when
# all are present), as root or through sudo.

SWIFT ?= $(shell command -v swift 2>/dev/null || echo /opt/swift/usr/bin/swift)
OUT ?= out
# make fuzz: seconds per fuzzer. make test: executions per fuzzer in its smoke (about 15 s for all).
FUZZ_SECONDS ?= 60
FUZZ_SMOKE_RUNS ?= 20000

SYSTEM_PACKAGES := \
	pkg-config \
	libcairo2-dev \
	libpango1.0-dev \
	libpng-dev \
	zlib1g-dev \
	fonts-inter-variable \
	fonts-quicksand \
	fonts-noto-color-emoji \
	fonts-materialdesignicons-webfont \
	poppler-utils \
	librsvg2-bin

.PHONY: deps build mockups test fuzz fuzz-build fuzz-smoke clean

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

mockups: build
	$$($(SWIFT) build -c release --show-bin-path)/proof tokens sheet --out $(OUT)/tokens
	$$($(SWIFT) build -c release --show-bin-path)/proof render --all --out $(OUT)
	$$($(SWIFT) build -c release --show-bin-path)/proof sheet airfit --out $(OUT)
	$$($(SWIFT) build -c release --show-bin-path)/proof sheet calai --out $(OUT)
	@echo "Mockups are in $(OUT)/"

test: deps
	$(SWIFT) build --build-tests
	$(SWIFT) test
	$(MAKE) --no-print-directory fuzz-smoke

# The fuzzers build into their own .build-fuzz (sanitizer flags would rebuild .build).
fuzz-build: deps
	SWIFT=$(SWIFT) Fuzz/fuzz.sh build

fuzz: fuzz-build
	Fuzz/fuzz.sh run $(FUZZ_SECONDS)

# What CI runs: each fuzzer for FUZZ_SMOKE_RUNS executions from the committed corpus, fixed
# seed; fails on the first crash.
fuzz-smoke: fuzz-build
	Fuzz/fuzz.sh smoke $(FUZZ_SMOKE_RUNS)

# The figures README.md and docs/*.md quote from proof's output, each marked
# <!-- fig KEY -->value<!-- /fig -->, rewritten from a fresh run of proof (Sources/DocFigures;
# DocFiguresTests fails while one is stale). Review the diff, then commit it.
.PHONY: docs
docs: build
	$(SWIFT) build -c release --product docfigures
	$$($(SWIFT) build -c release --show-bin-path)/docfigures --proof $$($(SWIFT) build -c release --show-bin-path)/proof

clean:
	rm -rf .build .build-fuzz $(OUT)
