#!/usr/bin/env bash
# Runs the whole test suite (unit, git-layer and end-to-end tests that run the built binary
# against real git repositories). Installs missing dependencies first.
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
"$root/scripts/ensure-deps.sh" --test
cd "$root"
swift build --build-tests
swift test --skip-build "$@"
