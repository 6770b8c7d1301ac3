/// The git `pre-merge-commit` hook that `themelint hook install --merge-driver` writes, and how
/// to recognise it.
///
/// `script` is byte for byte the repository's `hooks/pre-merge-commit` (a test keeps them
/// identical; edit the shell script and paste it here).
public enum PreMergeCommitHook {
    /// The line that marks the hook as themelint's own.
    public static let signature = "# themelint-hook: pre-merge-commit"

    /// The hook's content: a POSIX shell script.
    public static let script = #"""
    #!/bin/sh
    # themelint-hook: pre-merge-commit v1
    # Lints the theme files of a merge before git commits it: a merge that is clean line by line
    # (or by meaning, with the themelint merge driver) can still break a reference, as when one
    # branch deletes a palette color and the other starts using it. `themelint check --staged`
    # reads the merged index. Installed by `themelint hook install --merge-driver` (which
    # recognises the line above); `themelint hook uninstall` removes it. Set THEMELINT to the
    # executable when themelint is not on PATH; skip once with `git merge --no-verify`.

    # Fast exit: nothing to check unless the merge changes a JSON, *.tokens or XML file of the
    # current branch.
    if git diff --cached --quiet --diff-filter=ACMRD HEAD -- '*.json' '*.tokens' '*.xml' 2>/dev/null; then
      exit 0
    fi

    themelint=${THEMELINT:-}
    if [ -z "$themelint" ]; then
      themelint=$(command -v themelint 2>/dev/null) || themelint=
    fi
    if [ -z "$themelint" ] || [ ! -x "$themelint" ]; then
      echo "themelint pre-merge-commit hook: cannot find themelint${THEMELINT:+ at $THEMELINT}." >&2
      echo "  Install it on PATH or set THEMELINT=/path/to/themelint (skip once: git merge --no-verify)." >&2
      exit 1
    fi

    "$themelint" check --staged --min-severity warning
    status=$?
    if [ "$status" -ne 0 ]; then
      echo "themelint: merge commit refused: the merged theme files have the findings above. The merge is staged:" >&2
      echo "  fix them and run git commit, or git merge --abort, or skip the hook once with git merge --no-verify." >&2
    fi
    exit "$status"

    """#

    /// Whether `content` (an existing hook file) was written by `themelint hook install`.
    public static func isThemelintHook(_ content: [UInt8]) -> Bool {
        let head = String(decoding: content.prefix(4_096), as: UTF8.self)
        return head.split(separator: "\n", omittingEmptySubsequences: false).prefix(8).contains { line in
            line.hasPrefix(signature)
        }
    }
}
