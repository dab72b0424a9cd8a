#!/usr/bin/env bash
# The fuzzers of docs/FUZZING.md. Run from the repository root (the Makefile does):
#
#   Fuzz/fuzz.sh build                    libFuzzer + AddressSanitizer build into .build-fuzz
#   Fuzz/fuzz.sh run SECONDS [NAME …]     fuzz each target for SECONDS, one after the other
#   Fuzz/fuzz.sh runs COUNT [NAME …]      fuzz each target for COUNT executions
#   Fuzz/fuzz.sh smoke COUNT [NAME …]     CI: COUNT executions from the committed corpus only,
#                                         fixed seed, nothing kept
#
# NAME is one of tokens, png, curves, displaylist (all four by default). Any crash, leak,
# timeout (over 10 s for one input) or memory blow-up (over 2 GB) stops the run with a
# non-zero exit, the input saved under .build-fuzz/crashes/. Fuzzers run at `nice -n 10`
# (FUZZ_NICE) so that they do not starve other builds on the machine.
set -euo pipefail

BUILD=.build-fuzz
NICE=${FUZZ_NICE:-10}
SWIFT=${SWIFT:-swift}
ALL=(tokens png curves displaylist)
# libFuzzer, not Swift's backtracer, must catch a crash (the backtracer would print its
# own report and keep libFuzzer from saving the input).
export SWIFT_BACKTRACE=enable=no
# LeakSanitizer's end-of-run check stays on (a leak is a finding too).
export ASAN_OPTIONS=${ASAN_OPTIONS:-detect_leaks=1}

product() {
    case "$1" in
        tokens) echo FuzzTokens ;;
        png) echo FuzzPNG ;;
        curves) echo FuzzCurves ;;
        displaylist) echo FuzzDisplayList ;;
        *) echo "fuzz: unknown fuzzer '$1' (one of ${ALL[*]})" >&2; exit 64 ;;
    esac
}

build() {
    # Swift code gets libFuzzer's coverage and AddressSanitizer; the C shim CPNG too (its
    # edges count); -D FUZZING switches the targets' entry from replay to libFuzzer.
    for name in "${ALL[@]}"; do
        nice -n "$NICE" "$SWIFT" build -c release --scratch-path "$BUILD" --product "$(product "$name")" \
            -Xswiftc -sanitize=fuzzer,address -Xswiftc -DFUZZING \
            -Xcc -fsanitize=fuzzer-no-link,address
    done
}

# fuzz NAME WORKDIR ARGS…: one fuzzer over WORKDIR (where it adds what it finds) and the
# committed seeds; fails with where the crashing input is.
fuzz() {
    local name=$1 work=$2; shift 2
    local binary="$BUILD/release/$(product "$name")"
    [[ -x $binary ]] || { echo "fuzz: $binary is not built: run 'make fuzz' or 'Fuzz/fuzz.sh build'" >&2; exit 1; }
    mkdir -p "$work" "$BUILD/crashes" "$BUILD/logs"
    local log="$BUILD/logs/$name.log"
    echo "fuzz: $name ($*)"
    if ! nice -n "$NICE" "$binary" -dict="Fuzz/Dictionaries/$name.dict" -timeout=10 -rss_limit_mb=2048 -max_len=16384 \
            -artifact_prefix="$BUILD/crashes/$name-" -print_final_stats=1 "$@" "$work" "Fuzz/Corpus/$name" >"$log" 2>&1; then
        tail -n 40 "$log" >&2
        local found
        found=$(grep -ao "Test unit written to .*" "$log" | sed 's/Test unit written to //' | tail -n 1 || true)
        echo "fuzz: $name FAILED; log: $log${found:+; input: $found}" >&2
        echo "fuzz: reproduce with: SWIFT_BACKTRACE=enable=no $binary ${found:-INPUT}" >&2
        exit 1
    fi
    local runs rate
    runs=$(grep -ao "stat::number_of_executed_units: *[0-9]*" "$log" | grep -ao "[0-9]*$")
    rate=$(grep -ao "stat::average_exec_per_sec: *[0-9]*" "$log" | grep -ao "[0-9]*$")
    echo "fuzz: $name: $runs executions, $rate/s, no crash"
}

command=${1:-}
shift || true
case "$command" in
    build) build ;;
    run|runs|smoke)
        [[ $# -ge 1 && $1 =~ ^[0-9]+$ ]] || { echo "usage: Fuzz/fuzz.sh $command NUMBER [NAME …]" >&2; exit 64; }
        amount=$1; shift
        names=("$@"); [[ ${#names[@]} -gt 0 ]] || names=("${ALL[@]}")
        for name in "${names[@]}"; do
            case "$command" in
                run) fuzz "$name" "$BUILD/corpus/$name" -max_total_time="$amount" ;;
                runs) fuzz "$name" "$BUILD/corpus/$name" -runs="$amount" ;;
                smoke)
                    rm -rf "$BUILD/smoke/$name"
                    fuzz "$name" "$BUILD/smoke/$name" -runs="$amount" -seed=1
                    rm -rf "$BUILD/smoke/$name" ;;
            esac
        done ;;
    *) sed -n '2,13p' "$0" | sed 's/^# \{0,1\}//' >&2; exit 64 ;;
esac
