"""Code-reference benchmark: `check` with "code": true on a generated 5,000-file app
(Kotlin, layout XML, Swift) against `git grep` for the same spellings over the same tree
(DESIGN: at most 3 × git grep). CPU time (user + sys) of each whole process, best of N.

    python3 scripts/bench_code.py THEMELINT [--files 5000] [--runs 3] [--keep DIR]

With --literals N: hard-coded-color's matching instead, on an app with N palette colors and N
distinct color literals (Compose `Color(0xFF…)`, 100 a file): `check` with the rule on against
`check` with it off, the difference being what matching the literals costs (it must stay near
linear: 100,000 × 100,000 is a real app's worst case, not an attack).
"""
import argparse, os, random, resource, subprocess, sys, tempfile

parser = argparse.ArgumentParser()
parser.add_argument("themelint")
parser.add_argument("--files", type=int, default=5000)
parser.add_argument("--runs", type=int, default=3)
parser.add_argument("--keep")
parser.add_argument("--literals", type=int, default=0)
args = parser.parse_args()
args.themelint = os.path.abspath(args.themelint)
rng = random.Random(20261129)
COLORS = [f"brand_{i}" for i in range(400)]


def write(root, path, text):
    full = os.path.join(root, path)
    os.makedirs(os.path.dirname(full), exist_ok=True)
    with open(full, "w") as f:
        f.write(text)


def kotlin(i):
    lines = [f"package com.example.f{i}", "", f"// R.color.{rng.choice(COLORS)} in a comment", f"class Screen{i} {{"]
    for j in range(40):
        lines.append(f"    val c{j} = colorResource(R.color.{rng.choice(COLORS)})")
        lines.append(f"    val s{j} = \"not R.color.{rng.choice(COLORS)}\"")
        if j % 10 == 0:
            lines.append(f"    val h{j} = Color(0xFF{rng.randrange(1 << 24):06X})")
    lines.append("}")
    return "\n".join(lines) + "\n"


def layout(i):
    views = "".join(f'  <TextView android:textColor="@color/{rng.choice(COLORS)}" android:background="#{rng.randrange(1 << 24):06x}"/>\n' for _ in range(30))
    return f'<LinearLayout xmlns:android="http://schemas.android.com/apk/res/android">\n{views}</LinearLayout>\n'


def swift(i):
    lines = ["import UIKit", f"final class View{i} {{"]
    for j in range(40):
        lines.append(f'    let c{j} = UIColor(named: "{rng.choice(COLORS)}")')
        if j % 10 == 0:
            lines.append(f"    let h{j} = UIColor(red: 0.{rng.randrange(100):02d}, green: 0.5, blue: 1, alpha: 1)")
    lines.append("}")
    return "\n".join(lines) + "\n"


def make(root):
    subprocess.run(["git", "init", "-q", "-b", "main", root], check=True)
    write(root, ".themelint.json", '{"code": true}\n')
    write(root, "app/src/main/res/values/colors.xml",
          "<resources>\n" + "".join(f'  <color name="{c}">#FF{rng.randrange(1 << 24):06X}</color>\n' for c in COLORS) + "</resources>\n")
    for i in range(args.files):
        kind = i % 3
        if kind == 0:
            write(root, f"app/src/main/java/com/example/f{i}/Screen{i}.kt", kotlin(i))
        elif kind == 1:
            write(root, f"app/src/main/res/layout/screen_{i}.xml", layout(i))
        else:
            write(root, f"ios/App/View{i}.swift", swift(i))
    env = dict(os.environ, GIT_AUTHOR_NAME="b", GIT_AUTHOR_EMAIL="b@x", GIT_COMMITTER_NAME="b", GIT_COMMITTER_EMAIL="b@x")
    subprocess.run(["git", "-C", root, "add", "-A"], check=True)
    subprocess.run(["git", "-C", root, "commit", "-qm", "app"], check=True, env=env)


def cpu(command, cwd):
    best = None
    for _ in range(args.runs):
        before = resource.getrusage(resource.RUSAGE_CHILDREN)
        subprocess.run(command, cwd=cwd, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        after = resource.getrusage(resource.RUSAGE_CHILDREN)
        spent = (after.ru_utime - before.ru_utime) + (after.ru_stime - before.ru_stime)
        best = spent if best is None else min(best, spent)
    return best


def make_literals(root, n):
    """N palette colors and N distinct literals, each literal a palette color moved by one step
    in one channel in a third of the cases (a near match), random otherwise."""
    subprocess.run(["git", "init", "-q", "-b", "main", root], check=True)
    write(root, ".themelint.json", '{"code": true}\n')
    palette = rng.sample(range(1 << 24), n)
    write(root, "app/src/main/res/values/colors.xml",
          "<resources>\n" + "".join(f'  <color name="c{i}">#FF{c:06X}</color>\n' for i, c in enumerate(palette)) + "</resources>\n")
    literals, seen = [], set(palette)
    while len(literals) < n:
        value = rng.choice(palette) ^ (1 << rng.randrange(24)) if len(literals) % 3 == 0 else rng.randrange(1 << 24)
        if value not in seen:
            seen.add(value)
            literals.append(value)
    for f in range(0, n, 100):
        body = "\n".join(f"    val l{j} = Color(0xFF{v:06X})" for j, v in enumerate(literals[f:f + 100]))
        write(root, f"app/src/main/java/com/example/L{f}.kt", f"package com.example\n\nobject L{f} {{\n{body}\n}}\n")
    env = dict(os.environ, GIT_AUTHOR_NAME="b", GIT_AUTHOR_EMAIL="b@x", GIT_COMMITTER_NAME="b", GIT_COMMITTER_EMAIL="b@x")
    subprocess.run(["git", "-C", root, "add", "-A"], check=True)
    subprocess.run(["git", "-C", root, "commit", "-qm", "app"], check=True, env=env)


root = args.keep or tempfile.mkdtemp(prefix="themelint-bench-code-")
if args.literals:
    if not os.path.exists(os.path.join(root, ".git")):
        make_literals(root, args.literals)
    configs = {}
    for name, rules in (("on", '{"unused-color": "off", "similar-colors": "off"}'), ("off", '{"unused-color": "off", "similar-colors": "off", "hard-coded-color": "off"}')):
        configs[name] = os.path.join(root, f".git/bench-{name}.json")
        with open(configs[name], "w") as f:
            f.write('{"code": true, "rules": ' + rules + '}\n')
    on = cpu([args.themelint, "check", "--rev", "HEAD", "--config", configs["on"], "--format", "json"], root)
    off = cpu([args.themelint, "check", "--rev", "HEAD", "--config", configs["off"], "--format", "json"], root)
    found = subprocess.run([args.themelint, "check", "--rev", "HEAD", "--config", configs["on"], "--format", "json"], cwd=root, capture_output=True, text=True).stdout.count('"hard-coded-color"')
    print(f"{args.literals} colors × {args.literals} literals: check {on:.3f} s CPU, without hard-coded-color {off:.3f} s, matching {on - off:.3f} s ({found} findings)")
    sys.exit(0)
if not os.path.exists(os.path.join(root, ".git")):
    make(root)
pattern = r"R\.color\.[A-Za-z0-9_]+|@color/[A-Za-z0-9_.]+|UIColor\(named: *\"[^\"]*\"|Color\(0x[0-9A-Fa-f]+\)|#[0-9a-fA-F]{6}|UIColor\(red:"
grep = cpu(["git", "grep", "-E", "-o", "-e", pattern, "HEAD"], root)
check = cpu([args.themelint, "check", "--rev", "HEAD", "--format", "json"], root)
ratio = check / grep if grep > 0 else float("inf")
print(f"{args.files} files: git grep {grep:.3f} s CPU, themelint check (code) {check:.3f} s CPU, ratio {ratio:.2f} (target ≤ 3)")
sys.exit(0 if ratio <= 3 else 1)
