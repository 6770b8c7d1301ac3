#!/usr/bin/env bash
# Installs what building and testing themelint needs and is missing: libgit2-dev and
# pkg-config (and git) from Debian's packages; with --test also chromium (the HTML report's
# browser test) and neovim (the language server's editor test) from Debian's packages and python3's jsonschema, pre-commit, cmarkgfm (GitHub's
# Markdown renderer), playwright (driving that chromium; its own browser download is never
# used), coloraide (the reference of the color-space conversion test) and tinycss2 (the CSS
# parser that reads export's CSS back) and pytest-lsp (the language server's client) from PyPI; with
# --bench also GNU time, valgrind and nodejs (VK's own test, the check line's yardstick). Uses sudo when not root.
# Safe to run repeatedly.
set -euo pipefail

want_test=0
want_bench=0
[ "${1:-}" = "--test" ] && want_test=1
[ "${1:-}" = "--bench" ] && want_bench=1

as_root() {
  if [ "$(id -u)" -eq 0 ]; then "$@"; elif command -v sudo >/dev/null 2>&1; then sudo "$@"; else
    echo "ensure-deps: need root (or sudo) to run: $*" >&2; exit 1; fi
}

missing=()
pkg-config --exists libgit2 2>/dev/null || missing+=(libgit2-dev)
command -v pkg-config >/dev/null 2>&1 || missing+=(pkg-config)
command -v git >/dev/null 2>&1 || missing+=(git)
if [ "$want_test" = 1 ]; then
  command -v python3 >/dev/null 2>&1 || missing+=(python3)
  # Debian's python3 comes without pip.
  python3 -m pip --version >/dev/null 2>&1 || missing+=(python3-pip)
  command -v chromium >/dev/null 2>&1 || missing+=(chromium)
  # The language server's editor test (Neovim's built-in client, headless).
  command -v nvim >/dev/null 2>&1 || missing+=(neovim)
fi
if [ "$want_bench" = 1 ]; then
  [ -x /usr/bin/time ] || missing+=(time)
  command -v valgrind >/dev/null 2>&1 || missing+=(valgrind)
  command -v node >/dev/null 2>&1 || missing+=(nodejs)
fi
if [ "${#missing[@]}" -gt 0 ]; then
  if command -v apt-get >/dev/null 2>&1; then
    echo "ensure-deps: installing ${missing[*]}" >&2
    as_root apt-get update -qq
    as_root env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "${missing[@]}" >/dev/null
  else
    echo "ensure-deps: please install: ${missing[*]} (libgit2 with its pkg-config file)" >&2
    exit 1
  fi
fi

if [ "$want_test" = 1 ]; then
  pip_install() {
    # Debian's system Python refuses pip installs unless told (PEP 668); a virtualenv or pyenv
    # Python takes them as they are.
    python3 -m pip install -q --disable-pip-version-check "$@" \
      || python3 -m pip install -q --disable-pip-version-check --break-system-packages "$@"
  }
  python3 -c 'import jsonschema' 2>/dev/null || pip_install jsonschema
  command -v pre-commit >/dev/null 2>&1 || python3 -m pre_commit --version >/dev/null 2>&1 || pip_install pre-commit
  python3 -c 'import cmarkgfm' 2>/dev/null || pip_install cmarkgfm
  python3 -c 'import playwright' 2>/dev/null || pip_install playwright
  python3 -c 'import coloraide' 2>/dev/null || pip_install coloraide
  python3 -c 'import tinycss2' 2>/dev/null || pip_install tinycss2
  # The language server's end-to-end tests (a real LSP client driving `themelint lsp`).
  python3 -c 'import pytest_lsp' 2>/dev/null || pip_install pytest-lsp
fi
