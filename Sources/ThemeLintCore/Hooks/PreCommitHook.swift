/// The git `pre-commit` hook that `themelint hook install` writes, and how to recognise it.
///
/// `script` is byte for byte the repository's `hooks/pre-commit` (a test keeps them identical;
/// edit the shell script and paste it here).
public enum PreCommitHook {
    /// The line that marks a hook as themelint's own, so that reinstalling updates it and
    /// `hook uninstall` removes it, while any other hook is left alone.
    public static let signature = "# themelint-hook: pre-commit"

    /// The hook's content: a POSIX shell script.
    public static let script = #"""
    #!/bin/sh
    # themelint-hook: pre-commit v1
    # Lints the theme files about to be committed: `themelint check --staged` reads the index git
    # hands this hook (for `git commit <path>` and `git commit -a` a temporary one, named by
    # GIT_INDEX_FILE), so exactly what will be committed is checked. When theme files changed,
    # the staged semantic diff is printed first. Installed by `themelint hook install` (which
    # recognises the line above); `themelint hook uninstall` removes it. Set THEMELINT to the
    # executable when themelint is not on PATH; skip once with `git commit --no-verify`.

    # Fast exit: nothing to check unless a JSON file (a palette, a scheme, .themelint.json), a
    # design-token file named *.tokens or an XML file (Android resources) is
    # added, changed, renamed or deleted in the index. `--quiet` exits 0 when there is none.
    if git diff --cached --quiet --diff-filter=ACMRD -- '*.json' '*.tokens' '*.xml' 2>/dev/null; then
      exit 0
    fi

    themelint=${THEMELINT:-}
    if [ -z "$themelint" ]; then
      themelint=$(command -v themelint 2>/dev/null) || themelint=
    fi
    if [ -z "$themelint" ] || [ ! -x "$themelint" ]; then
      echo "themelint pre-commit hook: cannot find themelint${THEMELINT:+ at $THEMELINT}." >&2
      echo "  Install it on PATH or set THEMELINT=/path/to/themelint (skip once: git commit --no-verify)." >&2
      exit 1
    fi

    # The semantic diff is informational (its failure never blocks the commit), and kept short.
    changes=$("$themelint" diff --staged --color never 2>/dev/null) || true
    if [ -n "$changes" ]; then
      echo "themelint: staged theme changes"
      printf '%s\n' "$changes" | head -n 30
      lines=$(printf '%s\n' "$changes" | wc -l)
      if [ "$lines" -gt 30 ]; then
        echo "  ... $((lines - 30)) more lines (themelint diff --staged)"
      fi
      echo
    fi

    "$themelint" check --staged --min-severity warning
    status=$?
    if [ "$status" -ne 0 ]; then
      echo "themelint: commit refused (fix the findings above, or skip the hook once with git commit --no-verify)" >&2
    fi
    exit "$status"

    """#

    /// Whether `content` (an existing hook file) was written by `themelint hook install`:
    /// one of its first lines is the signature line.
    public static func isThemelintHook(_ content: [UInt8]) -> Bool {
        let head = String(decoding: content.prefix(4_096), as: UTF8.self)
        return head.split(separator: "\n", omittingEmptySubsequences: false).prefix(8).contains { line in
            line.hasPrefix(signature)
        }
    }
}
