#!/usr/bin/env bash
# Builds a release of themelint for this machine and packs it:
#
#   .build-dist/themelint-VERSION-OS-ARCH/            bin/themelint, share/themelint/{hooks,schemas},
#                                                     README.md, SHA256SUMS
#   .build-dist/themelint-VERSION-OS-ARCH.tar.gz      that folder, packed reproducibly
#   .build-dist/themelint-VERSION-OS-ARCH.tar.gz.sha256
#
# The Swift runtime is linked statically (--static-swift-stdlib), so the binary runs where Swift
# is not installed; libgit2 stays a system library (Debian: libgit2-1.5 or newer; the build needs
# libgit2-dev). Prints the tarball's path as its last line of standard output (the GitHub
# Action and the GitLab example read it); everything else goes to standard error.
# OUT=DIR puts the results elsewhere; BINARY=path packs that executable instead of building one
# (for tests). Verify a download with:
#   sha256sum -c themelint-….tar.gz.sha256 && tar -xzf themelint-….tar.gz && (cd themelint-…/ && sha256sum -c SHA256SUMS)
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
out="${OUT:-$root/.build-dist}"

binary="${BINARY:-}"
if [ -z "$binary" ]; then
  build=(swift build -c release --static-swift-stdlib --disable-local-rpath --package-path "$root")
  "${build[@]}" --product themelint >&2
  binary="$("${build[@]}" --show-bin-path)/themelint"
fi

version="$("$binary" --version)"
os="$(uname -s | tr '[:upper:]' '[:lower:]')"
arch="$(uname -m)"
name="themelint-$version-$os-$arch"
stage="$out/$name"

rm -rf "$stage" "$out/$name.tar.gz" "$out/$name.tar.gz.sha256"
mkdir -p "$stage/bin" "$stage/share/themelint/hooks" "$stage/share/themelint/schemas"
install -m 755 "$binary" "$stage/bin/themelint"
install -m 755 "$root/hooks/pre-commit" "$stage/share/themelint/hooks/pre-commit"
install -m 755 "$root/hooks/pre-merge-commit" "$stage/share/themelint/hooks/pre-merge-commit"
install -m 644 "$root"/schemas/*.json "$stage/share/themelint/schemas/"
install -m 644 "$root/README.md" "$stage/README.md"
(cd "$stage" && find . -type f ! -name SHA256SUMS -printf '%P\n' | LC_ALL=C sort | xargs sha256sum > SHA256SUMS)

# Reproducible: sorted names, no owners, every time the last commit's (or now, outside git).
epoch="$(git -C "$root" log -1 --format=%ct 2>/dev/null || date +%s)"
tar --sort=name --owner=0 --group=0 --numeric-owner --mtime="@$epoch" \
  -C "$out" -cf - "$name" | gzip -n -9 > "$out/$name.tar.gz"
(cd "$out" && sha256sum "$name.tar.gz" > "$name.tar.gz.sha256")

if [ -z "${BINARY:-}" ] && command -v ldd >/dev/null 2>&1 && ldd "$stage/bin/themelint" | grep -q libswiftCore; then
  echo "release.sh: the Swift runtime is linked dynamically; expected --static-swift-stdlib" >&2
  exit 1
fi
echo "release.sh: $(du -h "$out/$name.tar.gz" | cut -f1) $(cat "$out/$name.tar.gz.sha256")" >&2
echo "$out/$name.tar.gz"
