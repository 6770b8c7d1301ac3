#!/usr/bin/env bash
# Runs the git layer under valgrind and prints the leak summary.
#
# Builds ThemeLintGit (debug), compiles main.swift against it, makes fixture repositories
# with the git CLI, and runs the driver under `valgrind --leak-check=full`. Exits non-zero when
# valgrind finds a definite leak or a memory error, or when a driver check fails.
# Usage: Tools/valgrind-git/run.sh   (SCRATCH=.build-xyz to choose the build directory)
set -euo pipefail
root=$(cd "$(dirname "$0")/../.." && pwd)
scratch=${SCRATCH:-$root/.build-valgrind}
# valgrind 3.19 cannot read the DWARF 5 that clang emits by default for the C target.
swift build --scratch-path "$scratch" --target ThemeLintGit -Xcc -gdwarf-4 >/dev/null
build="$scratch/debug"
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

swiftc -g -I "$build/Modules" -I "$root/Sources/CLibGit2" \
    "$root/Tools/valgrind-git/main.swift" \
    "$build"/ThemeLintGit.build/*.o "$build"/ThemeLintCore.build/*.o \
    -lgit2 -o "$work/driver"

export GIT_CONFIG_NOSYSTEM=1 GIT_AUTHOR_NAME=leak GIT_AUTHOR_EMAIL=leak@example.com \
    GIT_COMMITTER_NAME=leak GIT_COMMITTER_EMAIL=leak@example.com
unset GIT_DIR GIT_WORK_TREE GIT_INDEX_FILE
f="$work/fixtures"
mkdir -p "$f/plain" && echo '{}' > "$f/plain/note.json"
git init -q -b main "$f/main"
(
    cd "$f/main"
    mkdir themes
    for n in 1 2 3 4; do
        echo "{\"version\": $n}" > themes/palette.json
        echo "{\"scheme\": $n}" > scheme.json
        git add -A && git commit -qm "version $n"
    done
    ln -s /etc/passwd passwd.json
    ln -s /etc etc
    git add -A && git commit -qm links
    git tag v1 HEAD~3 && git tag -a -m two v2 HEAD~2
    git checkout -q -b feature main~2 && echo '{}' > feature.json && git add -A && git commit -qm feature
    git checkout -q --orphan unrelated && git commit -qm unrelated
    git checkout -q -f main
    echo '{"staged": 1}' > scheme.json && git add scheme.json
    echo '{"edited": 1}' > themes/palette.json
    echo '{}' > untracked.json
    git read-tree --index-output=.git/alt-index HEAD
)
git init -q -b main "$f/empty" && echo '{}' > "$f/empty/staged.json" && git -C "$f/empty" add staged.json
git clone -q --bare "$f/main" "$f/bare"
git clone -q --depth 1 --no-single-branch --no-tags "file://$f/main" "$f/shallow"
git -C "$f/shallow" branch -q -r | grep -q origin/feature
git init -q -b main "$f/ambiguous"
(
    cd "$f/ambiguous"
    git commit -q --allow-empty -m initial
    for n in $(seq 0 1499); do echo "blob $n"; done > blobs
    split -l 1 -a 4 blobs blob-
    ls blob-* | git hash-object -w --stdin-paths | cut -c1-4 | sort | uniq -d | head -1 > "$f/ambiguous-prefix"
    rm -f blob-* blobs
)
test -s "$f/ambiguous-prefix"
if [ "$(id -u)" = 0 ]; then
    git clone -q "$f/main" "$f/owned" && chown -R nobody "$f/owned"
fi

status=0
valgrind --leak-check=full --errors-for-leak-kinds=definite --error-exitcode=3 --num-callers=30 \
    --log-file="$work/valgrind.log" "$work/driver" "$f" || status=$?
cp "$work/valgrind.log" "$scratch/valgrind-git.log"
echo "full log: $scratch/valgrind-git.log"
grep -A6 "LEAK SUMMARY" "$work/valgrind.log" | sed 's/^==[0-9]*== //'
grep "ERROR SUMMARY" "$work/valgrind.log" | sed 's/^==[0-9]*== //'
exit $status
