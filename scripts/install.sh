#!/usr/bin/env bash
# `make install` and `make uninstall`.
#
#   scripts/install.sh install     builds the release binary (Swift runtime linked statically,
#                                  libgit2 from the system) and installs it under PREFIX
#   scripts/install.sh uninstall   removes exactly what install added
#
# PREFIX (default /usr/local) and DESTDIR (staging root, default none) come from the
# environment; BINARY=path installs that executable instead of building one. Installed:
#   $PREFIX/bin/themelint
#   $PREFIX/share/themelint/hooks/pre-commit     the git hook `themelint hook install` writes
#   $PREFIX/share/themelint/hooks/pre-merge-commit  the one `hook install --merge-driver` adds
#   $PREFIX/share/themelint/schemas/*.json       JSON Schemas of the configuration and reports
#   $PREFIX/share/themelint/install-manifest     what install added: the files, and each
#                                                directory it had to create (PREFIX and its
#                                                parents too, when they did not exist)
# uninstall removes the files the manifest lists, the manifest, then the directories install
# created once they are empty; anything else under PREFIX is left alone.
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
prefix="${PREFIX:-/usr/local}"
target="${DESTDIR:-}$prefix"
manifest_name="share/themelint/install-manifest"

install_files() {
  local binary="${BINARY:-}"
  if [ -z "$binary" ]; then
    "$root/scripts/ensure-deps.sh"
    local build=(swift build -c release --static-swift-stdlib --disable-local-rpath --package-path "$root")
    "${build[@]}" --product themelint >&2
    binary="$("${build[@]}" --show-bin-path)/themelint"
  fi

  if [ -f "$target/$manifest_name" ]; then
    # A previous install: keep its record of created directories.
    created_dirs="$(grep -E '^(dir|root) ' "$target/$manifest_name" || true)"
  else
    created_dirs=""
  fi
  # PREFIX itself and any of its parents that do not exist yet: recorded by absolute path.
  local missing="$target"
  while [ ! -d "$missing" ]; do
    created_dirs+=$'\n'"root $missing"
    missing="$(dirname "$missing")"
  done
  for dir in bin share share/themelint share/themelint/hooks share/themelint/schemas; do
    if [ ! -d "$target/$dir" ]; then
      mkdir -p "$target/$dir"
      created_dirs+=$'\n'"dir $dir"
    fi
  done

  local files=()
  install -m 755 "$binary" "$target/bin/themelint"; files+=(bin/themelint)
  install -m 755 "$root/hooks/pre-commit" "$target/share/themelint/hooks/pre-commit"; files+=(share/themelint/hooks/pre-commit)
  install -m 755 "$root/hooks/pre-merge-commit" "$target/share/themelint/hooks/pre-merge-commit"; files+=(share/themelint/hooks/pre-merge-commit)
  for schema in "$root"/schemas/*.json; do
    install -m 644 "$schema" "$target/share/themelint/schemas/"; files+=("share/themelint/schemas/$(basename "$schema")")
  done
  {
    echo "# themelint install manifest: paths relative to $prefix (uninstall reads it)"
    printf 'file %s\n' "${files[@]}"
    printf '%s\n' "$created_dirs" | grep -E '^(dir|root) ' || true
  } > "$target/$manifest_name"
  chmod 644 "$target/$manifest_name"
  printf 'installed %s\n' "${files[@]/#/$target/}"
  echo "installed $target/$manifest_name"
}

uninstall_files() {
  local manifest="$target/$manifest_name"
  local files=() dirs=() roots=()
  if [ -f "$manifest" ]; then
    while IFS= read -r line; do
      case "$line" in
        "file "*) files+=("${line#file }") ;;
        "dir "*) dirs+=("${line#dir }") ;;
        "root "*) roots+=("${line#root }") ;;
      esac
    done < "$manifest"
  else
    # Installed before the manifest existed: the known files, and themelint's own directories.
    files=(bin/themelint share/themelint/hooks/pre-commit)
    for schema in "$root"/schemas/*.json; do files+=("share/themelint/schemas/$(basename "$schema")"); done
    dirs=(share/themelint share/themelint/hooks share/themelint/schemas)
  fi
  for file in "${files[@]}"; do
    case "$file" in /*|*..*) echo "install.sh: skipping unexpected manifest entry $file" >&2; continue ;; esac
    if [ -e "$target/$file" ] || [ -L "$target/$file" ]; then rm -f "$target/$file"; echo "removed $target/$file"; fi
  done
  if [ -f "$manifest" ]; then rm -f "$manifest"; echo "removed $manifest"; fi
  # Deepest first; only directories install created, and only when empty.
  local dir
  for dir in $(printf '%s\n' "${dirs[@]}" | awk '{ print length($0) " " $0 }' | sort -rn | cut -d' ' -f2-); do
    if [ -d "$target/$dir" ] && rmdir "$target/$dir" 2>/dev/null; then echo "removed $target/$dir/"; fi
  done
  # Then PREFIX and the parents install had to create, deepest first.
  for dir in "${roots[@]}"; do
    if [ -d "$dir" ] && rmdir "$dir" 2>/dev/null; then echo "removed $dir/"; fi
  done
}

case "${1:-}" in
  install) install_files ;;
  uninstall) uninstall_files ;;
  *) echo "usage: PREFIX=/usr/local $0 install|uninstall" >&2; exit 2 ;;
esac
