"""Scale benchmarks for `make bench`: generated inputs at a real repository's worst case,
each run once as a whole process on a scratch git repository, with
its CPU time (user + sys), wall time, peak memory and report size against the targets.
The machine may be shared: the verdict reads CPU time, which other processes do not inflate
(themelint runs on one thread), and wall time is printed beside it.

    python3 scripts/bench_scale.py THEMELINT [--before OTHER_THEMELINT] [--timeout SECONDS]

With --before, every case also runs the other binary (for before/after tables); a run that
exceeds the timeout is cut and shown as "> N s".
"""
import argparse, json, os, random, signal, subprocess, sys, tempfile, time

parser = argparse.ArgumentParser()
parser.add_argument("themelint")
parser.add_argument("--before")
parser.add_argument("--timeout", type=float, default=120)
parser.add_argument("--only", help="run only the cases whose name contains this")
parser.add_argument("--keep", help="keep the generated repositories in this directory")
args = parser.parse_args()
args.themelint = os.path.abspath(args.themelint)
args.before = args.before and os.path.abspath(args.before)
rng = random.Random(20261125)


def git(repo, *a):
    env = dict(os.environ, GIT_AUTHOR_NAME="b", GIT_AUTHOR_EMAIL="b@x", GIT_COMMITTER_NAME="b", GIT_COMMITTER_EMAIL="b@x")
    subprocess.run(["git", "-C", repo, *a], check=True, env=env, stdout=subprocess.DEVNULL)


def repo(tmp, name, commits):
    """A repository with one commit per {path: JSON value} dict in `commits`, packed as a clone
    is (`git gc --auto` is off, so no background packing runs while a case is measured)."""
    path = os.path.join(tmp, name)
    if os.path.exists(path):
        subprocess.run(["rm", "-rf", path], check=True)
    os.makedirs(path)
    git(path, "init", "-q", "-b", "main")
    git(path, "config", "gc.auto", "0")
    for files in commits:
        for file, value in files.items():
            os.makedirs(os.path.dirname(os.path.join(path, file)), exist_ok=True)
            with open(os.path.join(path, file), "w") as f:
                json.dump(value, f, separators=(",", ":"))
        git(path, "add", "-A")
        git(path, "commit", "-q", "-m", "c")
    git(path, "repack", "-a", "-d", "-q")
    return path


def repo_text(tmp, name, files):
    """A repository with one commit of {path: text} files, packed (see `repo`)."""
    path = os.path.join(tmp, name)
    if os.path.exists(path):
        subprocess.run(["rm", "-rf", path], check=True)
    os.makedirs(path)
    git(path, "init", "-q", "-b", "main")
    git(path, "config", "gc.auto", "0")
    for file, text in files.items():
        os.makedirs(os.path.dirname(os.path.join(path, file)), exist_ok=True)
        with open(os.path.join(path, file), "w") as f:
            f.write(text)
    git(path, "add", "-A")
    git(path, "commit", "-q", "-m", "c")
    git(path, "repack", "-a", "-d", "-q")
    return path


def android_colors(names, values):
    """A colors.xml: one <color> per name (a value, or @color/other)."""
    return '<?xml version="1.0" encoding="utf-8"?>\n<resources>\n' + "".join(
        f'    <color name="{n}">{v}</color>\n' for n, v in zip(names, values)) + "</resources>\n"


def hexcolor():
    return "#%06X" % rng.randrange(1 << 24)


def run(binary, cmd, cwd):
    """(CPU seconds, peak MB, output bytes, wall seconds) of one run, or None when cut by the timeout."""
    with tempfile.TemporaryFile() as out, tempfile.TemporaryFile() as err:
        start = time.perf_counter()
        # Its own process group, killed whole on time-out: killing only /usr/bin/time would
        # leave the measured binary running, orphaned, and stealing a core from later cases.
        p = subprocess.Popen(["/usr/bin/time", "-f", "%U %S %M", binary, *cmd], cwd=cwd, stdout=out, stderr=err,
                             start_new_session=True)
        try:
            p.wait(timeout=args.timeout)
        except subprocess.TimeoutExpired:
            os.killpg(p.pid, signal.SIGKILL)
            p.wait()
            return None
        seconds = time.perf_counter() - start
        err.seek(0)
        lines = err.read().decode(errors="replace").strip().splitlines()
        if p.returncode not in (0, 1):
            return ("error", " ".join(lines[-3:])[:200])
        user, system, peak = lines[-1].split()
        return float(user) + float(system), int(peak) / 1024, out.tell(), seconds


rows = []


def case(name, cmd, cwd, seconds=None, mb=None, report_mb=None):
    if args.only and args.only not in name:
        return None
    results = [run(args.themelint, cmd, cwd)]
    if args.before:
        results.append(run(args.before, cmd, cwd))
    cells = []
    verdict = "PASS"
    for index, r in enumerate(results):
        if r is None:
            cells.append(f"> {args.timeout:.0f} s")
            verdict = "FAIL" if index == 0 else verdict
        elif r[0] == "error":
            cells.append("error: " + r[1])
            verdict = "ERROR" if index == 0 else verdict
        else:
            s, m, out, wall = r
            cells.append(f"{s:6.2f} s CPU {wall:6.2f} s wall {m:6.0f} MB  report {out / 1e6:6.1f} MB")
            if index == 0 and ((seconds and s > seconds) or (mb and m > mb) or (report_mb and out / 1e6 > report_mb)):
                verdict = "FAIL"
    target = " ".join(x for x in [f"≤ {seconds} s" if seconds else "", f"≤ {mb} MB" if mb else "", f"report ≤ {report_mb} MB" if report_mb else ""] if x)
    rows.append((name, results[0]))
    line = f"{name:<52} {cells[0]:<56} {target:<32} {verdict}"
    if args.before:
        line += f"   before: {cells[1]}"
    print(line, flush=True)
    return results[0]


def roles_scheme(schemes, roles):
    return {f"s{k}": {"appearance": "light" if k % 2 == 0 else "dark", "colors": roles} for k in range(schemes)}


with tempfile.TemporaryDirectory(prefix="themelint-scale-") as scratch:
    tmp = args.keep or scratch
    print(f"{'case':<52} {'CPU (user+sys), wall, peak memory, report':<56} {'target':<32} verdict (on CPU: PASS/FAIL)", flush=True)

    # 100,000 colors, 4 schemes × 100,000 roles, every rule (and 25,000 for the growth ratio).
    growth = {}
    for n in (25_000, 100_000):
        names = [f"color_{i}" for i in range(n)]
        palette = {name: hexcolor() for name in names}
        roles = {f"role_{i}": {"color_identifier": names[rng.randrange(n)]} for i in range(n)}
        r = repo(tmp, f"colors{n}", [{"palette.json": palette, "scheme.json": roles_scheme(4, roles)}])
        result = case(f"check, {n:,} colors, 4 schemes x {n:,} roles", ["check", "--rev", "HEAD"], r,
                      *((2, 500) if n == 100_000 else (None, None)))
        if result and result[0] != "error":
            growth[n] = result[0]
    if len(growth) == 2:
        ratio = growth[100_000] / growth[25_000]
        print(f"{'  time at 100,000 / time at 25,000':<52} {ratio:7.2f}{'':<49} {'≤ 6':<32} {'ok' if ratio <= 6 else 'OVER'}", flush=True)

    # Android: a colors.xml of 100,000 colors (one in four an @color/ alias of an earlier one)
    # in values, a tenth of them overridden in values-night (and 25,000 for the growth ratio).
    growth = {}
    for n in (25_000, 100_000):
        names = [f"color_{i}" for i in range(n)]
        values = [f"@color/color_{rng.randrange(i)}" if i and i % 4 == 0 else "#FF%06X" % rng.randrange(1 << 24) for i in range(n)]
        night = names[::10]
        r = repo_text(tmp, f"android{n}", {
            "app/src/main/res/values/colors.xml": android_colors(names, values),
            "app/src/main/res/values-night/colors.xml": android_colors(night, [hexcolor() for _ in night]),
        })
        result = case(f"check, android colors.xml, {n:,} colors (values + night)", ["check", "--rev", "HEAD"], r,
                      *((1, 500) if n == 100_000 else (None, None)))
        if result and result[0] != "error":
            growth[n] = result[0]
    if len(growth) == 2:
        ratio = growth[100_000] / growth[25_000]
        print(f"{'  time at 100,000 / time at 25,000':<52} {ratio:7.2f}{'':<49} {'≤ 6':<32} {'ok' if ratio <= 6 else 'OVER'}", flush=True)

    # A 1,000,000-color palette.
    palette = {f"c{i}": hexcolor() for i in range(1_000_000)}
    r = repo(tmp, "million", [{"palette.json": palette, "scheme.json": roles_scheme(2, {"a": {"color_identifier": "c1"}})}])
    case("check, a 1,000,000-color palette", ["check", "--rev", "HEAD"], r, 5, 1024)

    # 100,000 near-duplicate colors: 50,000 colors, each with a twin one step away.
    palette = {}
    for i in range(50_000):
        rgb = [rng.randrange(1, 255) for _ in range(3)]
        palette[f"c{i}"] = "#%02X%02X%02X" % tuple(rgb)
        rgb[rng.randrange(3)] += rng.choice((-1, 1))
        palette[f"c{i}_twin"] = "#%02X%02X%02X" % tuple(rgb)
    # The line measures the similar-colors clusters: a role uses every color, as in a real
    # palette. Beside it, the same palette with no color used: then unused-color adds one note
    # per color (100,000 notes, each a place of its own, about 24 MB of JSON); that report is
    # as large as its findings are many, so it gets the time target only.
    used = {f"role_{i}": {"color_identifier": name} for i, name in enumerate(palette)}
    r = repo(tmp, "similar", [{"palette.json": palette, "scheme.json": {"s0": {"appearance": "light", "colors": used}}}])
    case("check --format json, 100,000 near-duplicate colors", ["check", "--rev", "HEAD", "--format", "json"], r, 3, None, 20)
    # compress plans the merge of every twin (the plan, as diff prints it, is the report).
    case("compress --format json, 100,000 near-duplicate colors", ["compress", "--format", "json"], r, 3)
    r = repo(tmp, "similar-unused", [{"palette.json": palette, "scheme.json": roles_scheme(2, {"a": {"color_identifier": "c1"}})}])
    case("  the same, no color used (+ 99,999 unused-color)", ["check", "--rev", "HEAD", "--format", "json"], r, 3)

    # 4,000 renamed palette colors, every role following its color.
    n = 4_000
    base_palette = {f"old_{i}": hexcolor() for i in range(n)}
    head_palette = {f"new_{i}": value for i, value in enumerate(base_palette.values())}
    base_roles = {f"role_{i}": {"color_identifier": f"old_{i}"} for i in range(n)}
    head_roles = {f"role_{i}": {"color_identifier": f"new_{i}"} for i in range(n)}
    r = repo(tmp, "renamed-colors", [{"palette.json": base_palette, "scheme.json": roles_scheme(2, base_roles)},
                                     {"palette.json": head_palette, "scheme.json": roles_scheme(2, head_roles)}])
    case("diff, 4,000 renamed colors", ["diff", "HEAD~1", "HEAD"], r, 1)

    # 4,000 renamed schemes (50 roles each).
    palette = {f"c{i}": hexcolor() for i in range(200)}
    schemes = [{f"r{j}": {"color_identifier": f"c{rng.randrange(200)}"} for j in range(50)} for _ in range(n)]
    base = {f"scheme_{k}": {"appearance": "light", "colors": schemes[k]} for k in range(n)}
    head = {f"theme_{k}": {"appearance": "light", "colors": schemes[k]} for k in range(n)}
    r = repo(tmp, "renamed-schemes", [{"palette.json": palette, "scheme.json": base}, {"palette.json": palette, "scheme.json": head}])
    case("diff, 4,000 renamed schemes", ["diff", "HEAD~1", "HEAD"], r, 2)

    # 8,000 unresolved identifiers, each one edit from a name of a 100,000-color palette.
    names = [f"{rng.choice(['sky', 'azure', 'gray', 'red', 'green'])}_{i}" for i in range(100_000)]
    palette = {name: hexcolor() for name in names}
    roles = {}
    for i in range(8_000):
        name = list(rng.choice(names))
        name[rng.randrange(len(name))] = "x"
        roles[f"role_{i}"] = {"color_identifier": "".join(name)}
    r = repo(tmp, "unresolved", [{"palette.json": palette, "scheme.json": roles_scheme(1, roles)}])
    case("check, 8,000 unresolved identifiers (did-you-mean)", ["check", "--rev", "HEAD"], r, 1)

    # 2,000 schemes × 100 roles, each role flagged in one scheme only: each inconsistent-flag
    # finding names the one scheme and counts the 1,999 others.
    palette = {f"c{i}": hexcolor() for i in range(100)}
    schemes = {}
    for k in range(2_000):
        schemes[f"s{k}"] = {"appearance": "light", "colors": {
            f"r{j}": ({"color_identifier": f"c{j}", "deprecated_for_web": True} if k == j * 20 else {"color_identifier": f"c{j}"})
            for j in range(100)}}
    r = repo(tmp, "flags", [{"palette.json": palette, "scheme.json": schemes}])
    case("check --format json, 2,000 schemes, flags set in one", ["check", "--rev", "HEAD", "--format", "json"], r, 2, None, 10)

    # Every one of 100,000 palette colors edited under 4 schemes × 100,000 roles (each scheme
    # pointing its roles at other colors, so no two schemes change alike): 400,000 role changes.
    n = 100_000
    names = [f"color_{i}" for i in range(n)]
    before = {name: hexcolor() for name in names}
    after = {name: hexcolor() for name in names}
    schemes = {f"s{k}": {"appearance": "light" if k % 2 == 0 else "dark",
                         "colors": {f"role_{i}": {"color_identifier": names[(i * 7 + k * 13) % n]} for i in range(n)}}
               for k in range(4)}
    r = repo(tmp, "repaint", [{"palette.json": before, "scheme.json": schemes}, {"palette.json": after}])
    case("diff, 100,000 colors edited, 400,000 role changes", ["diff", "HEAD~1", "HEAD"], r, 3, 1024)
    case("  the same, --format json", ["diff", "HEAD~1", "HEAD", "--format", "json"], r, 3, 1024)

    # 2,000 schemes, each lacking one of 100 roles.
    palette = {f"c{i}": hexcolor() for i in range(100)}
    schemes = {}
    for k in range(2_000):
        schemes[f"s{k}"] = {"appearance": "light", "colors": {f"r{j}": {"color_identifier": f"c{j}"} for j in range(100) if j != k % 100}}
    r = repo(tmp, "missing", [{"palette.json": palette, "scheme.json": schemes}])
    case("check --format json, 2,000 schemes each missing a role", ["check", "--rev", "HEAD", "--format", "json"], r, 2, None, 10)

    # 1,000,000 unresolved roles (4 schemes × 250,000), as JSON and as SARIF.
    roles = {f"role_{i}": {"color_identifier": f"nowhere_{i % 1000}"} for i in range(250_000)}
    r = repo(tmp, "million-findings", [{"palette.json": {"a": "#000000"}, "scheme.json": roles_scheme(4, roles)}])
    case("check --format json, 1,000,000 unresolved roles", ["check", "--rev", "HEAD", "--format", "json"], r, 10, 1536)
    case("check --format sarif, 1,000,000 unresolved roles", ["check", "--rev", "HEAD", "--format", "sarif"], r, 10, 1536)

    # Issue 30's three shapes, exactly as measured there.
    # 2,000 schemes of 200 roles in one scheme file, scheme i lacking role i mod 200 and
    # setting a flag flag_i (on its role (i + 1) mod 200) that no other scheme sets: 200
    # missing-role findings (each naming its 10 schemes) and 2,000 inconsistent-flag findings.
    palette = {f"c{i}": hexcolor() for i in range(200)}
    schemes = {}
    for k in range(2_000):
        colors = {}
        for j in range(200):
            if j == k % 200:
                continue
            colors[f"r{j}"] = {"color_identifier": f"c{j}", f"flag_{k}": True} if j == (k + 1) % 200 else {"color_identifier": f"c{j}"}
        schemes[f"s{k}"] = {"appearance": "light" if k % 2 == 0 else "dark", "colors": colors}
    r = repo(tmp, "missing-and-flags", [{"palette.json": palette, "scheme.json": schemes}])
    case("check, 2,000 schemes x 200 roles, one missing, flag_i", ["check", "--rev", "HEAD"], r, 2, None, 10)

    # One scheme of 1,000,000 roles, each naming its own identifier that no palette (100 colors)
    # defines: 1,000,000 did-you-mean look-ups, as JSON and as SARIF.
    palette = {f"c{i}": hexcolor() for i in range(100)}
    roles = {f"role_{i}": {"color_identifier": f"nowhere_{i}"} for i in range(1_000_000)}
    r = repo(tmp, "million-distinct", [{"palette.json": palette, "scheme.json": roles_scheme(1, roles)}])
    case("check --format json, 1 scheme x 1,000,000 undefined", ["check", "--rev", "HEAD", "--format", "json"], r, 10, 1536)
    case("check --format sarif, 1 scheme x 1,000,000 undefined", ["check", "--rev", "HEAD", "--format", "sarif"], r, 10, 1536)

    # 100,000 palette colors under 4 schemes x 100,000 roles (role_i names color_i in every
    # scheme), then a commit giving every palette color a new value.
    n = 100_000
    names = [f"color_{i}" for i in range(n)]
    before = {name: hexcolor() for name in names}
    after = {name: hexcolor() for name in names}
    roles = {f"role_{i}": {"color_identifier": names[i]} for i in range(n)}
    r = repo(tmp, "repaint-own", [{"palette.json": before, "scheme.json": roles_scheme(4, roles)}, {"palette.json": after}])
    case("diff, 100,000 colors, 4 x 100,000 roles, all repainted", ["diff", "HEAD~1", "HEAD"], r, 3, 1024)

    # Xcode asset catalogs: 10,000 color sets (100 namespace folders of 100), four entries each
    # (Any, Dark, Any + high contrast, Dark + high contrast) in the spellings Xcode writes; and
    # 2,500 for the growth ratio (linear: 4 × the sets, at most 5 × the time).
    def component(value):
        kind = rng.randrange(3)
        if kind == 0:
            return "%.3f" % (value / 255)
        if kind == 1:
            return str(value)
        return "0x%02X" % value

    def entry(appearances):
        space = rng.choice(["srgb", "display-p3", "srgb", "extended-srgb"])
        rgb = [rng.randrange(256) for _ in range(3)]
        value = {"color": {"color-space": space, "components": {"alpha": "1.000", "red": component(rgb[0]), "green": component(rgb[1]), "blue": component(rgb[2])}}, "idiom": "universal"}
        if appearances:
            value["appearances"] = appearances
        return value

    dark = {"appearance": "luminosity", "value": "dark"}
    high = {"appearance": "contrast", "value": "high"}
    catalog_growth = {}
    for n in (2_500, 10_000):
        files = {"App/Assets.xcassets/Contents.json": {"info": {"author": "xcode", "version": 1}}}
        for folder in range(n // 100):
            files[f"App/Assets.xcassets/Group{folder}/Contents.json"] = {"info": {"author": "xcode", "version": 1}, "properties": {"provides-namespace": True}}
            for k in range(100):
                files[f"App/Assets.xcassets/Group{folder}/Color{k}.colorset/Contents.json"] = {
                    "colors": [entry(None), entry([dark]), entry([high]), entry([dark, high])], "info": {"author": "xcode", "version": 1}}
        r = repo(tmp, f"xcassets{n}", [files])
        result = case(f"check, an asset catalog of {n:,} color sets x 4 entries", ["check", "--rev", "HEAD"], r,
                      1 if n == 10_000 else None)
        if result and result[0] != "error":
            catalog_growth[n] = result[0]
    if len(catalog_growth) == 2:
        ratio = catalog_growth[10_000] / catalog_growth[2_500]
        print(f"{'  time at 10,000 / time at 2,500 color sets':<52} {ratio:7.2f}{'':<49} {'≤ 5':<32} {'ok' if ratio <= 5 else 'OVER'}", flush=True)

    # export: 100,000 colors and 2 schemes (light, dark) x 100,000 roles to every target; the
    # single-file targets to standard output, the others into a fresh folder (each run writes
    # every file: the folder is removed first). The asset catalog is one folder and file per
    # role, so it is run at 10,000 roles too: its cost is the file system's.
    for n in (10_000, 100_000):
        names = [f"color_{i}" for i in range(n)]
        palette = {name: hexcolor() for name in names}
        roles = {f"role_{i}": {"color_identifier": names[rng.randrange(n)]} for i in range(n)}
        schemes = {"light": {"appearance": "light", "colors": roles},
                   "dark": {"appearance": "dark", "colors": {k: {"color_identifier": names[(i * 7) % n]} for i, k in enumerate(roles)}}}
        r = repo(tmp, f"export{n}", [{"palette.json": palette, "scheme.json": schemes}])
        targets = ("xcassets",) if n == 10_000 else ("swift", "objc", "css", "android", "dtcg", "xcassets")
        for target in targets:
            out = os.path.join(tmp, f"export{n}-{target}")
            subprocess.run(["rm", "-rf", out], check=True)
            command = ["export", "--rev", "HEAD", "--to", target] + ([] if target in ("swift", "css") else ["--out", out])
            case(f"export --to {target}, {n:,} colors, 2 x {n:,} roles", command, r,
                 *((3, 1024) if target != "xcassets" else ((5, 1024) if n == 10_000 else (None, None))))

    # The visual check: show --format html of 20,000 role × scheme cells (2,000 roles in 10
    # schemes, a tenth of them translucent, every role in a contrast pair's reach), within 2 s
    # and 25 MB; then the page opened in Debian's chromium (JavaScript off) and the VK sample's
    # page printed to PDF, within 30 s (skipped, saying so, without chromium or playwright).
    if not args.only or "html" in args.only or "visual" in args.only:
        names = [f"color_{i}" for i in range(500)]
        palette = {name: (hexcolor() if i % 10 else "#%02X%06X" % (rng.randrange(1, 255), rng.randrange(1 << 24))) for i, name in enumerate(names)}
        roles = {}
        for i in range(2_000):
            kind = ("text", "background", "icon", "separator")[i % 4]
            roles[f"{kind}_{i // 4}"] = {"color_identifier": names[rng.randrange(500)]}
        schemes = {f"s{k}": {"appearance": "light" if k % 2 == 0 else "dark", "colors": roles} for k in range(10)}
        config = {"contrast": {"pairs": [{"foreground": f"text_{j}", "background": f"background_{j}", "level": "AA"} for j in range(500)]}}
        r = repo(tmp, "visual", [{"palette.json": palette, "scheme.json": schemes, ".themelint.json": config}])
        result = case("show --format html, 2,000 roles x 10 schemes (20,000 cells)", ["show", "--format", "html"], r, 2, None, 25)
        page = os.path.join(tmp, "visual.html")
        with open(page, "wb") as f:
            f.write(subprocess.run([args.themelint, "show", "--format", "html"], cwd=r, stdout=subprocess.PIPE, check=True).stdout)
        print(f"  page size {os.path.getsize(page) / 1e6:.1f} MB ({os.path.getsize(page) / 20_000:.0f} bytes a cell)", flush=True)
        check = os.path.join(os.path.dirname(os.path.abspath(__file__)), "visual-check.py")
        probe = subprocess.run([sys.executable, check, page], stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
        if probe.returncode == 3:
            print(f"  browser cases skipped: {probe.stderr.strip()}", flush=True)
        elif probe.returncode != 0:
            print(f"  browser: error {probe.stderr.strip()[-300:]}", flush=True)
        else:
            measured = json.loads(probe.stdout)
            seconds = measured["renderMs"] / 1000
            verdict = "ok" if seconds <= 10 and len(measured["cells"]) == 20_000 and not measured["requests"] else "OVER"
            print(f"{'  opened and laid out in chromium, 20,000 cells':<52} {seconds:6.2f} s wall{'':<42} {'≤ 10 s':<32} {verdict}", flush=True)
            vk = repo_text(tmp, "visual-vk", {
                **{name: open(os.path.join(os.path.dirname(check), "..", "examples", "vk-appearance", name)).read()
                   for name in os.listdir(os.path.join(os.path.dirname(check), "..", "examples", "vk-appearance")) if name.endswith(".json")},
                ".themelint.json": json.dumps({"contrast": {}}),
            })
            vk_page = os.path.join(tmp, "visual-vk.html")
            with open(vk_page, "wb") as f:
                f.write(subprocess.run([args.themelint, "show", "--format", "html"], cwd=vk, stdout=subprocess.PIPE, check=True).stdout)
            start = time.perf_counter()
            printed = subprocess.run([sys.executable, check, vk_page, "--pdf", os.path.join(tmp, "visual-vk.pdf")], stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
            wall = time.perf_counter() - start
            if printed.returncode != 0:
                print(f"  VK page to PDF: error {printed.stderr.strip()[-300:]}", flush=True)
            else:
                measured = json.loads(printed.stdout)
                pdf = f"{measured['pdfPages']} pages, {measured['pdfBytes'] / 1e6:.1f} MB; print alone {measured['pdfMs'] / 1000:.1f} s"
                print(f"{'  VK show page printed to PDF in chromium':<52} {wall:6.2f} s wall ({pdf}){'':<8} {'≤ 30 s':<32} {'ok' if wall <= 30 else 'OVER'}", flush=True)
