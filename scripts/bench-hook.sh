#!/usr/bin/env bash
# Hook timings (release build), for `make bench`: in a scratch repository holding the VK
# sample, with the pre-commit hook installed,
#   1. the hook's fast exit when no theme file is staged   (target: under 50 ms)
#   2. `themelint check --staged` with a VK scheme staged   (target: under 30 ms)
#   3. the whole hook with that change staged (diff + check)
# Each is run RUNS times (default 20) after a warm-up; prints min / median / mean in ms.
# Uses hyperfine when installed, else a shell loop. Leaves nothing behind.
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
runs="${RUNS:-20}"
cd "$root"
if [ -z "${THEMELINT_BIN:-}" ]; then
  swift build -c release --product themelint >&2
  THEMELINT_BIN="$(swift build -c release --show-bin-path)/themelint"
fi
export THEMELINT="$THEMELINT_BIN"

repo="$(mktemp -d "${TMPDIR:-/tmp}/themelint-bench-hook.XXXXXX")"
trap 'rm -rf "$repo"' EXIT
export GIT_CONFIG_NOSYSTEM=1 HOME="$repo"
git -C "$repo" init -q -b main
git -C "$repo" config user.name bench; git -C "$repo" config user.email bench@example.com
mkdir -p "$repo/vk"
cp examples/vk-appearance/*.json "$repo/vk/"
echo "bench" > "$repo/README.md"
git -C "$repo" add -A && git -C "$repo" commit -q -m "VK sample"
"$THEMELINT" hook install --repo "$repo" >/dev/null
cd "$repo"

# Milliseconds for each of $runs runs of "$@" (output discarded, status ignored).
measure() {
  local label="$1"; shift
  "$@" >/dev/null 2>&1 || true
  if command -v hyperfine >/dev/null 2>&1; then
    hyperfine -N --warmup 3 --runs "$runs" -i --export-json "$repo/.h.json" "$(printf '%q ' "$@")" >/dev/null 2>&1
    python3 - "$label" "$repo/.h.json" <<'PY'
import json, statistics, sys
t = [x * 1000 for x in json.load(open(sys.argv[2]))["results"][0]["times"]]
print(f"{sys.argv[1]:<48} min {min(t):7.2f}  median {statistics.median(t):7.2f}  mean {statistics.mean(t):7.2f} ms  ({len(t)} runs, hyperfine)")
PY
    return
  fi
  local times=() start end
  for _ in $(seq "$runs"); do
    start=$(date +%s%N); "$@" >/dev/null 2>&1 || true; end=$(date +%s%N)
    times+=("$(( (end - start) / 1000 ))")
  done
  printf '%s\n' "${times[@]}" | python3 -c '
import statistics, sys
t = [int(x) / 1000 for x in sys.stdin.read().split()]
print(f"{sys.argv[1]:<48} min {min(t):7.2f}  median {statistics.median(t):7.2f}  mean {statistics.mean(t):7.2f} ms  ({len(t)} runs, shell loop)")' "$label"
}

echo "hook timings ($("$THEMELINT" --version), $runs runs each)"
echo "docs" >> README.md && git add README.md
measure "hook, no theme file staged (fast exit)" .git/hooks/pre-commit
git reset -q
sed -i 's/"color_identifier": "azure_300"/"color_identifier": "azure_350"/' vk/scheme.json && git add vk/scheme.json
measure "check --staged, VK sample, scheme staged" "$THEMELINT" check --staged
measure "hook, VK scheme staged (diff + check)" .git/hooks/pre-commit
