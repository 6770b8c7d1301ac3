#!/usr/bin/env bash
# Runs the whole test suite (unit, git-layer and end-to-end tests that run the built binary
# against real git repositories). Installs missing dependencies first.
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
"$root/scripts/ensure-deps.sh" --test
cd "$root"
swift build --build-tests
swift test --skip-build "$@"
# The language server end to end: pytest-lsp and Neovim driving the built binary (exit status 5,
# no test collected, fails like any other).
if [ "$#" -eq 0 ]; then
  PYTHONDONTWRITEBYTECODE=1 THEMELINT_BIN="$(swift build --show-bin-path)/themelint" python3 -m pytest -p no:cacheprovider -q "$root/Tests/lsp"
fi
