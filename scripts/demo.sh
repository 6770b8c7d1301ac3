#!/usr/bin/env bash
# The main job on a bundled example: builds themelint, makes a scratch git repository with
# two commits from examples/demo/, and runs `themelint check` (HEAD and HEAD~1) and
# `themelint diff HEAD~1 HEAD` on it. Leaves nothing behind.
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
"$root/scripts/ensure-deps.sh"
cd "$root"
swift build -c release --static-swift-stdlib --disable-local-rpath --product themelint >&2
bin="$(swift build -c release --static-swift-stdlib --disable-local-rpath --show-bin-path)/themelint"

repo="$(mktemp -d "${TMPDIR:-/tmp}/themelint-demo.XXXXXX")"
trap 'rm -rf "$repo"' EXIT
git -C "$repo" init -q -b main
git -C "$repo" config user.name "Demo"; git -C "$repo" config user.email "demo@example.com"
cp -R examples/demo/commit-1/. "$repo/"
git -C "$repo" add -A && git -C "$repo" commit -q -m "Theme: light and dark schemes"
cp -R examples/demo/commit-2/. "$repo/"
git -C "$repo" add -A && git -C "$repo" commit -q -m "Add text_link; retarget dark accent"

cd "$repo"
echo "\$ themelint check --rev HEAD~1"
"$bin" check --rev HEAD~1 || true
echo
echo "\$ themelint check            # the working tree (= HEAD)"
"$bin" check && status=0 || status=$?
echo "(exit status $status: findings at or above 'error')"
echo
echo "\$ themelint diff HEAD~1 HEAD"
"$bin" diff HEAD~1 HEAD || true
