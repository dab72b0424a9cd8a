#!/usr/bin/env bash
# Stress test for the render threads (issue 13): runs `proof animate` — whose frames are drawn
# on two threads — for every animation of every app, ROUNDS times in a row (default 20), each
# run under a deadline. A run still going at the deadline counts as a hang: its threads'
# stacks are saved (gdb, when installed) and it is killed. Prints one line per round and a
# summary; exits 1 when any run hung or failed.
#
#   Scripts/stress-animate.sh [ROUNDS]
#
# PROOF        the binary (default: the release build, `swift build -c release --product proof`)
# STRESS_ARGS  extra arguments for every run (e.g. "--fps 30 --scale 1" for a quicker pass)
# STRESS_LIMIT seconds one run may take (default 300; a release run takes 1…40 s on a busy
#              2-core machine; a whole round at the defaults about 3 min, at --scale 1 about 1)
# STRESS_OUT   scratch folder (default: a new one under /tmp, removed at the end)
set -uo pipefail
cd "$(dirname "$0")/.."

ROUNDS=${1:-20}
LIMIT=${STRESS_LIMIT:-300}
PROOF=${PROOF:-$(${SWIFT:-swift} build -c release --show-bin-path)/proof}
[ -x "$PROOF" ] || { echo "stress: $PROOF is not built: run swift build -c release --product proof (make stress does)" >&2; exit 64; }
OUT=${STRESS_OUT:-$(mktemp -d /tmp/designproof-stress.XXXXXX)}
[ -n "${STRESS_OUT:-}" ] || trap 'rm -rf "$OUT"' EXIT
read -r -a EXTRA <<< "${STRESS_ARGS:-}"

mapfile -t ANIMATIONS < <("$PROOF" list | sed -n 's/^\([^ ]*\)  (animation)$/\1/p')
[ "${#ANIMATIONS[@]}" -gt 0 ] || { echo "stress: proof list names no animation" >&2; exit 65; }
echo "stress: ${#ANIMATIONS[@]} animations × $ROUNDS rounds, ${LIMIT} s limit per run, $PROOF ${EXTRA[*]:-}"

runs=0 hung=0 failed=0 pid=
# Stopped by Ctrl-C or kill: the run in flight goes too.
trap '[ -z "$pid" ] || kill "$pid" 2>/dev/null; exit 130' INT TERM
start=$(date +%s)
for ((round = 1; round <= ROUNDS; round++)); do
    round_start=$(date +%s)
    for id in "${ANIMATIONS[@]}"; do
        log="$OUT/${id//\//-}.log"
        "$PROOF" animate "$id" "${EXTRA[@]}" --out "$OUT/frames" >"$log" 2>&1 &
        pid=$!
        deadline=$(( $(date +%s) + LIMIT ))
        while kill -0 "$pid" 2>/dev/null && [ "$(date +%s)" -lt "$deadline" ]; do sleep 0.2; done
        runs=$((runs + 1))
        if kill -0 "$pid" 2>/dev/null; then
            hung=$((hung + 1))
            stacks="$OUT/hang-$round-${id//\//-}.txt"
            if command -v gdb >/dev/null; then
                gdb -p "$pid" -batch -ex "thread apply all bt" >"$stacks" 2>&1 || true
                keep=/tmp/designproof-hang-$round-${id//\//-}.txt
                cp "$stacks" "$keep" && echo "  HANG: $id (round $round) still running after ${LIMIT} s; stacks in $keep"
            else
                echo "  HANG: $id (round $round) still running after ${LIMIT} s"
            fi
            kill -KILL "$pid" 2>/dev/null
            wait "$pid" 2>/dev/null
        else
            wait "$pid"
            status=$?
            if [ "$status" -ne 0 ]; then
                failed=$((failed + 1))
                echo "  FAIL: $id (round $round) exited $status: $(tail -n 1 "$log")"
            fi
        fi
    done
    echo "round $round/$ROUNDS: ${#ANIMATIONS[@]} runs in $(( $(date +%s) - round_start )) s (so far: $runs runs, $hung hung, $failed failed)"
done
echo "stress: $runs runs of proof animate in $(( $(date +%s) - start )) s: $hung hung, $failed failed"
[ "$hung" -eq 0 ] && [ "$failed" -eq 0 ]
