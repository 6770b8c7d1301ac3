#!/usr/bin/env bash
# Builds the libFuzzer target (Fuzzing/Package.swift) with -sanitize=fuzzer,address and runs it
# over a corpus seeded from the examples (make-seeds.py). `make fuzz` calls this.
#
#   RUNS   executions to run (default 1000000; -1: until stopped or TIME runs out)
#   TIME   seconds to run at most (default 0: no limit)
#   JOBS   fuzzing processes (default 1; more runs libFuzzer's -fork=JOBS, RUNS counted over all)
#   MAX_LEN   largest input in bytes (default 2048)
#   UNIT_TIMEOUT   seconds one input may take (default 10). libFuzzer measures it on the wall
#             clock: a run at low priority on a busy machine needs more (an input it reports
#             as a time-out then is rerun alone: `.build-fuzz/themelint-fuzz <artifact>`).
#   FUZZ_ARGS   extra libFuzzer flags
#
# Work files live in .build-fuzz/ (never committed): corpus/ grows as the fuzzer finds new
# coverage and is kept between runs; a crash is written to artifacts/ and the run exits non-zero.
# Reproduce one with: .build-fuzz/themelint-fuzz .build-fuzz/artifacts/crash-…
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
work="$root/.build-fuzz"
runs="${RUNS:-1000000}"
time_limit="${TIME:-0}"
jobs="${JOBS:-1}"
fork=()
[ "$jobs" -gt 1 ] && fork=(-fork="$jobs")
# No allocation stacks in AddressSanitizer's bookkeeping: a third of each execution otherwise.
# A crash still reports where it happened; rerun one input with ASAN_OPTIONS unset for more.
export ASAN_OPTIONS="${ASAN_OPTIONS:-malloc_context_size=0}"
mkdir -p "$work/corpus" "$work/seeds" "$work/artifacts"

swift build -c release --package-path "$root/Fuzzing" --scratch-path "$work/build" \
  -Xswiftc -sanitize=fuzzer,address -Xswiftc -parse-as-library --product themelint-fuzz
ln -sf "$(swift build -c release --package-path "$root/Fuzzing" --scratch-path "$work/build" \
  -Xswiftc -sanitize=fuzzer,address -Xswiftc -parse-as-library --show-bin-path)/themelint-fuzz" "$work/themelint-fuzz"

rm -f "$work"/seeds/*
python3 "$root/Fuzzing/make-seeds.py" "$work/seeds"

# -max_len: theme files of a few KB reach every branch and keep executions fast.
# -timeout / -rss_limit_mb: a slow or memory-hungry input is a bug too (every input is someone else's).
exec "$work/themelint-fuzz" -runs="$runs" -max_total_time="$time_limit" \
  -max_len="${MAX_LEN:-2048}" -timeout="${UNIT_TIMEOUT:-10}" -rss_limit_mb=2048 -print_final_stats=1 \
  -dict="$root/Fuzzing/themelint.dict" -artifact_prefix="$work/artifacts/" \
  "${fork[@]}" ${FUZZ_ARGS:-} "$work/corpus" "$work/seeds"
