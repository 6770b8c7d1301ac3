#!/usr/bin/env python3
"""Checks that `themelint log`, `diff` and `show` agree over a repository's history.

For every commit C on the walk (`git log --first-parent` by default):
  * `log --first-parent --format json` lists C exactly when `diff C^ C --format json` reports
    a change, a contrast effect or a one-sided notice, and its changes and contrast effects
    are exactly diff's;
  * for every role diff reports changed or added, `show C --format json` paints it the
    `after` color, and for every role changed or removed, `show C^` paints it the `before` color.
Also checks that `log` (without --first-parent) lists commits in `git log`'s order.
With `--path P`, `log` and `diff` both take the pathspec `-- P` (a log limited to P reads only
what P can list). With `--role R`, also checks that `log --first-parent --role R` lists exactly
the commits whose diff changes, adds, removes or renames role R, each with those changes.
Prints the counts; exits 1 on the first kind of disagreement (listing up to 10 of each).

usage: log-agreement.py REPO [--bin THEMELINT] [--path P] [--role R]
"""
import json
import os
import subprocess
import sys


def run(args, cwd):
    result = subprocess.run(args, cwd=cwd, capture_output=True, text=True)
    if result.returncode not in (0, 1):
        raise SystemExit(f"{' '.join(args)} exited {result.returncode}: {result.stderr}")
    return result.stdout


def main():
    repo = sys.argv[1]
    binary = sys.argv[sys.argv.index("--bin") + 1] if "--bin" in sys.argv else os.environ.get("THEMELINT", "themelint")
    path = sys.argv[sys.argv.index("--path") + 1] if "--path" in sys.argv else None
    role = sys.argv[sys.argv.index("--role") + 1] if "--role" in sys.argv else None
    limited = ["--", path] if path else []
    tl = lambda *args: run([binary, *args, "--no-pager"] if args[0] in ("log", "show") else [binary, *args], repo)

    walk = [line.split(" ") for line in run(["git", "log", "--first-parent", "--format=%H %P"], repo).splitlines()]
    log = json.loads(tl("log", "--first-parent", "--format", "json", *limited))
    entries = {entry["commit"]: entry for entry in log["entries"]}
    listed_order = [entry["commit"] for entry in log["entries"]]
    walk_order = [commit for commit, *_ in walk]
    problems = {"order": [], "unknown": [], "changes": [], "contrast": [], "listing": [], "show": [], "role": []}
    role_entries = {}
    if role:
        role_log = json.loads(tl("log", "--first-parent", "--format", "json", "--role", role, *limited))
        role_entries = {entry["commit"]: entry for entry in role_log["entries"]}
    positions = {commit: index for index, commit in enumerate(walk_order)}
    if any(commit not in positions for commit in listed_order):
        problems["unknown"] = [c for c in listed_order if c not in positions]
    indices = [positions[c] for c in listed_order if c in positions]
    if indices != sorted(indices):
        problems["order"].append("first-parent log is not in git log --first-parent order")

    full_order = run(["git", "log", "--format=%H"], repo).split()
    full_log = [entry["commit"] for entry in json.loads(tl("log", "--format", "json", *limited))["entries"]]
    full_positions = {commit: index for index, commit in enumerate(full_order)}
    full_indices = [full_positions.get(c, -1) for c in full_log]
    if full_indices != sorted(full_indices) or -1 in full_indices:
        problems["order"].append("log is not in git log order")

    shows = {}
    def show(commit):
        if commit not in shows:
            report = json.loads(tl("show", commit, "--format", "json"))
            colors = {}
            for theme in report["themes"]:
                for scheme in theme["schemes"]:
                    for role in scheme["roles"]:
                        # diff names a token set's role by the set's file, show by the token's.
                        for file in {role["file"], theme["file"]}:
                            colors[(file, scheme["name"], role["role"])] = role["color"]
            shows[commit] = colors
            if len(shows) > 4:
                shows.pop(next(iter(shows)))
        return shows[commit]

    compared = role_changes = show_checks = 0
    for commit, *parents in walk:
        parents = [p for p in parents if p]
        if not parents:
            continue  # a root commit: diff has no base to name
        parent = parents[0]
        diff = json.loads(tl("diff", parent, commit, "--format", "json", *limited))
        compared += 1
        if role:
            touching = [c for c in diff["changes"] if role in (c.get("role"), c.get("previousRole"))]
            listed = role_entries.get(commit)
            if bool(touching) != (listed is not None):
                problems["role"].append(f"{commit[:10]}: diff changes {role} {len(touching)} times, log --role {'lists' if listed else 'omits'} it")
            elif listed is not None and [c for c in listed["changes"] if role in (c.get("role"), c.get("previousRole"))] != touching:
                problems["role"].append(f"{commit[:10]}: log --role {role} and diff disagree on its changes")
        entry = entries.get(commit)
        sides = {}
        for notice in diff["notices"]:
            sides.setdefault(notice["file"], set()).add(notice["side"])
        one_sided = any(len(s) == 1 for s in sides.values())
        expected_listed = bool(diff["changes"] or diff["contrast"] or one_sided)
        if expected_listed != (entry is not None):
            problems["listing"].append(f"{commit[:10]}: diff has {len(diff['changes'])} changes, log {'lists' if entry else 'omits'} it")
            continue
        if entry is None:
            continue
        if entry["changes"] != diff["changes"]:
            problems["changes"].append(f"{commit[:10]}: log {len(entry['changes'])} changes, diff {len(diff['changes'])}")
        if entry["contrast"] != diff["contrast"]:
            problems["contrast"].append(f"{commit[:10]}")
        for change in diff["changes"]:
            kind = change["kind"]
            if kind not in ("role-changed", "role-added", "role-removed"):
                continue
            role_changes += 1
            key = (change["file"], change["scheme"], change["role"])
            if "after" in change:
                show_checks += 1
                if show(commit).get(key, "absent") != change["after"]["color"]:
                    problems["show"].append(f"{commit[:10]} {key}: show {show(commit).get(key, 'absent')}, diff after {change['after']['color']}")
            if "before" in change:
                show_checks += 1
                if show(parent).get(key, "absent") != change["before"]["color"]:
                    problems["show"].append(f"{parent[:10]} {key}: show {show(parent).get(key, 'absent')}, diff before {change['before']['color']}")

    print(f"commits walked (first parent): {len(walk)}; compared with diff C^ C: {compared}; listed by log: {len(listed_order)}; "
          f"role changes: {role_changes}; role colors checked against show: {show_checks}; full log entries: {len(full_log)} of {len(full_order)} commits")
    failed = False
    for kind, items in problems.items():
        if items:
            failed = True
            print(f"DISAGREE {kind}: {len(items)}")
            for item in items[:10]:
                print("   ", item)
    if not failed:
        print("log, diff and show agree")
    sys.exit(1 if failed else 0)


if __name__ == "__main__":
    main()
