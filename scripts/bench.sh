#!/usr/bin/env bash
# make bench: release build, then whole-process timings (median of repeated runs) and peak
# memory of themelint on the VK sample and on a generated 100,000-role × 4-scheme theme set, then
# `themelint lsp` driven as an editor drives it (scripts/bench_lsp.py).
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
"$root/scripts/ensure-deps.sh" --bench
cd "$root"
swift build -c release --static-swift-stdlib --disable-local-rpath --product themelint >&2
swift build -c release --static-swift-stdlib --disable-local-rpath --product themelint-bench >&2
bindir="$(swift build -c release --static-swift-stdlib --disable-local-rpath --show-bin-path)"
status=0
python3 "$root/scripts/bench.py" "$bindir" "$root" || status=$?
# The language server: diagnostics and hover after an edit, memory over a long session.
python3 "$root/scripts/bench_lsp.py" "$bindir" "$root" || status=$?
exit "$status"
