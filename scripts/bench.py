"""Benchmark driver for `make bench` (see scripts/bench.sh).

Builds scratch git repositories in a temporary directory, runs the release binary repeatedly
and prints the median wall time of the whole process, and peak RSS where it matters.
"""
import json, os, re, shutil, statistics, subprocess, sys, tempfile, time

bindir, root = sys.argv[1], sys.argv[2]
themelint = os.path.join(bindir, "themelint")
bench = os.path.join(bindir, "themelint-bench")
sample = os.path.join(root, "examples", "vk-appearance")
results = []


def git(repo, *args, env=None):
    e = dict(os.environ, GIT_AUTHOR_NAME="b", GIT_AUTHOR_EMAIL="b@x", GIT_COMMITTER_NAME="b", GIT_COMMITTER_EMAIL="b@x")
    e.update(env or {})
    subprocess.run(["git", "-C", repo, *args], check=True, env=e, stdout=subprocess.DEVNULL)


def new_repo(tmp, name):
    repo = os.path.join(tmp, name)
    os.makedirs(repo)
    git(repo, "init", "-q", "-b", "main")
    return repo


def median_ms(cmd, cwd, runs=31, warmup=3, env=None, ok=(0, 1)):
    """Median wall time from spawn to exit, like `hyperfine -N`: posix_spawn with standard output
    to /dev/null and standard error to a file (Python's subprocess.run adds pipes, and a
    millisecond or two, to every run), after `warmup` runs that are not counted."""
    return interleaved_medians([(cmd, cwd)], runs, warmup, env, ok)[0]


def interleaved_medians(commands, runs=31, warmup=3, env=None, ok=(0, 1)):
    """Median wall times of several (cmd, cwd) commands run in turn, one run of each per round,
    so that a burst of load on a shared machine falls on all of them alike instead of on
    whichever was being measured (see median_ms for how each run is timed)."""
    return [statistics.median(t) for t in interleaved_times(commands, runs, warmup, env, ok)]


def interleaved_times(commands, runs=31, warmup=3, env=None, ok=(0, 1)):
    """Every counted wall time (ms) of each command, run in turns as interleaved_medians does."""
    programs = [cmd[0] if os.path.isabs(cmd[0]) else shutil.which(cmd[0]) for cmd, _ in commands]
    times = [[] for _ in commands]
    with tempfile.TemporaryFile() as errors:
        for run in range(warmup + runs):
            for index, ((cmd, cwd), program) in enumerate(zip(commands, programs)):
                errors.seek(0); errors.truncate()
                start = time.perf_counter()
                pid = spawn_in(program, cmd, cwd, env or os.environ, errors.fileno())
                _, status = os.waitpid(pid, 0)
                if run >= warmup:
                    times[index].append((time.perf_counter() - start) * 1000)
                code = os.waitstatus_to_exitcode(status)
                if code not in ok:
                    errors.seek(0)
                    sys.exit(f"{' '.join(cmd)} exited {code}: {errors.read().decode()[:500]}")
    return times


def spawn_in(program, cmd, cwd, env, errors):
    """posix_spawn in directory `cwd` (posix_spawn has no chdir action before Python 3.13)."""
    here = os.getcwd()
    os.chdir(cwd)
    try:
        return os.posix_spawn(program, cmd, env, file_actions=[
            (os.POSIX_SPAWN_OPEN, 0, os.devnull, os.O_RDONLY, 0),
            (os.POSIX_SPAWN_OPEN, 1, os.devnull, os.O_WRONLY, 0),
            (os.POSIX_SPAWN_DUP2, errors, 2)])
    finally:
        os.chdir(here)


def peak_mb(cmd, cwd):
    p = subprocess.run(["/usr/bin/time", "-f", "%M", *cmd], cwd=cwd, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE)
    return int(p.stderr.decode().strip().splitlines()[-1]) / 1024


def record(name, value, unit, target=None):
    verdict = "" if target is None else ("  ok" if value < target else f"  OVER TARGET {target}")
    results.append((name, value, unit, target))
    print(f"{name:<58} {value:10.1f} {unit}{'' if target is None else f'  (target < {target} {unit})'}{verdict}", flush=True)


with tempfile.TemporaryDirectory(prefix="themelint-bench-") as tmp:
    # JSON parser vs Foundation on the VK sample.
    out = subprocess.run([bench, "json", sample], capture_output=True, text=True)
    print(out.stdout.strip() or out.stderr.strip(), flush=True)

    # The same steps in process, without process start or libgit2.
    out = subprocess.run([bench, "pipeline", sample], capture_output=True, text=True)
    print(out.stdout.strip() or out.stderr.strip(), flush=True)

    # The merge driver's merge by meaning on a generated 20 MB token file (133,000 tokens)
    # edited on both sides, in process (three parses, the merge, the result checked); with
    # --git, `git merge-file` runs first as libgit2's line merge does in the driver.
    for extra, label, target in (([], "merge by member, 20 MB token file, both sides edited", 2000),
                                 (["--git"], "  the same with git merge-file first (process)", 2000)):
        out = subprocess.run([bench, "merge", "--runs", "5", *extra], capture_output=True, text=True)
        found = re.search(r"median ([0-9.]+) ms", out.stdout)
        if found:
            record(label, float(found.group(1)), "ms", target)
        else:
            print(out.stdout.strip() or out.stderr.strip(), flush=True)
    record("  peak memory", peak_mb([bench, "merge", "--runs", "1"], tmp), "MB")
    # The whole driver process as git runs it: libgit2's line merge, then the merge by member,
    # OURS rewritten in place (a fresh copy of OURS before every run).
    sides = os.path.join(tmp, "merge-sides")
    os.makedirs(sides, exist_ok=True)
    subprocess.run([bench, "merge", "--write", sides], check=True)
    ours_copy = os.path.join(sides, "ours-run.json")
    driver = [themelint, "merge-driver", "--marker-size", "7", os.path.join(sides, "base.json"),
              ours_copy, os.path.join(sides, "theirs.json"), "tokens.json"]
    driver_times = []
    for _ in range(5):
        shutil.copyfile(os.path.join(sides, "ours.json"), ours_copy)
        started = time.perf_counter()
        subprocess.run(driver, check=True, stdout=subprocess.DEVNULL)
        driver_times.append((time.perf_counter() - started) * 1000)
    record("themelint merge-driver process, 20 MB token file", statistics.median(driver_times), "ms", 2000)
    shutil.copyfile(os.path.join(sides, "ours.json"), ours_copy)
    record("  peak memory", peak_mb(driver, tmp), "MB")

    # The floor under every themelint process: a C program that only starts libgit2, as its
    # distribution built it (Debian's, on mbedTLS, parses the system CA bundle in
    # git_libgit2_init).
    floor = os.path.join(tmp, "libgit2-init")
    with open(floor + ".c", "w") as f:
        f.write("#include <git2.h>\nint main(void) { return git_libgit2_init() < 0; }\n")
    flags = subprocess.run(["pkg-config", "--cflags", "--libs", "libgit2"], capture_output=True, text=True).stdout.split()
    has_floor = subprocess.run(["cc", "-O2", floor + ".c", "-o", floor, *flags], capture_output=True).returncode == 0

    # VK sample: two commits, one palette color edited.
    vk = new_repo(tmp, "vk")
    shutil.copytree(sample, vk, dirs_exist_ok=True)
    git(vk, "add", "-A"); git(vk, "commit", "-q", "-m", "sample")
    pal = os.path.join(vk, "palette.json")
    text = open(pal).read().replace('"#2688EB"', '"#2A7FE0"', 1)
    open(pal, "w").write(text)
    git(vk, "commit", "-q", "-am", "edit azure_300")
    # Measured in turns, with the reference, so that all four lines share the same minutes.
    commands = [([themelint, "check", "--rev", "HEAD"], vk), ([themelint, "check"], vk), ([themelint, "diff", "HEAD~1", "HEAD"], vk)]
    medians = interleaved_medians(commands + ([([floor], tmp)] if has_floor else []))
    if has_floor:
        record("reference: a C program that only runs git_libgit2_init()", medians[3], "ms")
    # Their targets are relative (VK's node test, below); these print the absolute times.
    record("check --rev HEAD, VK sample (10 files, 330 KB)", medians[0], "ms")
    record("check (working tree), VK sample", medians[1], "ms")
    record("diff HEAD~1 HEAD, VK sample", medians[2], "ms", 30)
    # Against the binary of an earlier build (THEMELINT_BEFORE=path): the same check, in turns,
    # on two cores and on one, min / median / max of 30 runs; after/before at most 1.10.
    before = os.environ.get("THEMELINT_BEFORE")
    if before:
        for label, prefix in (("2 cores", []), ("1 core, taskset -c 0", ["taskset", "-c", "0"])):
            pair = interleaved_times([(prefix + [before, "check"], vk), (prefix + [themelint, "check"], vk)], runs=30)
            for name, times in zip(("before", "after"), pair):
                print(f"check VK, {label}, {name}: min {min(times):.1f} median {statistics.median(times):.1f} max {max(times):.1f} ms", flush=True)
            record(f"check VK, {label}: after / before (medians)", statistics.median(pair[1]) / statistics.median(pair[0]), "x", 1.10)
    # The VK history (examples/vk-appearance/history.bundle): a clone at VK's HEAD.
    bundle = os.environ.get("THEMELINT_VK_HISTORY") or os.path.join(sample, "history.bundle")
    history = os.path.join(tmp, "vk-history")
    subprocess.run(["git", "clone", "-q", bundle, history], check=True)

    # What a themelint process costs before it does any work, each measured whole and in turns:
    # a process that does nothing (/bin/true), themelint that only parses its arguments
    # (--version: the dynamic loader, the Swift runtime, swift-argument-parser), and the C
    # program that only starts libgit2 (loader and git_libgit2_init). `check` minus the larger
    # of the last two is the work.
    true_program = shutil.which("true") or "/bin/true"
    fixed = [([true_program], tmp), ([themelint, "--version"], tmp)] + ([([floor], tmp)] if has_floor else [])
    startup = interleaved_medians(fixed + [([themelint, "check"], history)])
    record("start-up: a process that does nothing (true)", startup[0], "ms")
    record("start-up: themelint --version (loader, Swift runtime, arguments)", startup[1], "ms")
    if has_floor:
        record("start-up: git_libgit2_init() alone (C program)", startup[2], "ms")
    record("check, VK history at HEAD (whole process)", startup[-1], "ms")
    record("  of which work after start-up (check - max(--version, libgit2 init))", startup[-1] - max(startup[1:-1]), "ms")

    # VK's own test (`npm test`: node main.valette/__test__/test.js, which checks color syntax,
    # web identifiers and scheme fullness), in the same clone, in turns with `themelint check`,
    # on two cores and on one (taskset -c 0): check at most 0.4 x the node test. At VK's HEAD the
    # node test stops at its first failure (a web identifier), so it does less than a full run.
    node = shutil.which("node")
    if node:
        for label, prefix in (("2 cores", []), ("1 core, taskset -c 0", ["taskset", "-c", "0"])):
            ours, theirs = interleaved_medians([(prefix + [themelint, "check"], history),
                                                (prefix + [node, "main.valette/__test__/test.js"], history)])
            print(f"check vs VK's node test, {label}: themelint {ours:.1f} ms, node {theirs:.1f} ms", flush=True)
            record(f"  themelint check / VK's node test, {label}", ours / theirs, "x", 0.4)
    else:
        print("VK's node test: no node on PATH (scripts/ensure-deps.sh --bench installs nodejs); skipped", flush=True)

    # Diff over 20 revisions of the VK history against git's own, whole process.
    ours, theirs = interleaved_medians([([themelint, "diff", "HEAD~20", "HEAD"], history), (["git", "diff", "HEAD~20", "HEAD"], history)])
    print(f"diff HEAD~20 HEAD on the VK history: themelint {ours:.1f} ms, git diff {theirs:.1f} ms", flush=True)
    record("  themelint diff / git diff, HEAD~20 HEAD, VK history", ours / theirs, "x", 4.5)

    # The same diff against the libgit2 floor, in instructions: Benchmarks/libgit2-floor/floor.c
    # only calls git_libgit2_init() and git_repository_open_ext() (what no libgit2 program
    # avoids). valgrind --tool=callgrind counts every instruction of each whole process (total
    # Ir), which a busy machine does not change; the wall-time ratio is printed beside it.
    open_floor = os.path.join(tmp, "libgit2-open")
    built = subprocess.run(["cc", "-O2", os.path.join(root, "Benchmarks", "libgit2-floor", "floor.c"), "-o", open_floor, *flags],
                           capture_output=True, text=True)
    if built.returncode != 0 or not shutil.which("valgrind"):
        print(f"diff vs the libgit2 floor: skipped ({built.stderr.strip()[:200] or 'no valgrind'})", flush=True)
    else:
        def instructions(cmd, cwd):
            out = os.path.join(tmp, "callgrind.out")
            p = subprocess.run(["valgrind", "--tool=callgrind", f"--callgrind-out-file={out}", *cmd], cwd=cwd,
                               stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, text=True)
            found = re.search(r"Collected : ([0-9]+)", p.stderr)
            if not found:
                sys.exit(f"valgrind {' '.join(cmd)}: {p.stderr[-500:]}")
            return int(found.group(1))
        ours_ir = instructions([themelint, "diff", "HEAD~20", "HEAD"], history)
        floor_ir = instructions([open_floor], history)
        version_ir = instructions([themelint, "--version"], history)
        ours, theirs = interleaved_medians([([themelint, "diff", "HEAD~20", "HEAD"], history), ([open_floor], history)])
        print(f"diff HEAD~20 HEAD, VK history: themelint {ours_ir / 1e6:.1f} M instructions, libgit2 floor (init + open) "
              f"{floor_ir / 1e6:.1f} M; themelint --version {version_ir / 1e6:.1f} M; wall {ours:.1f} ms vs {theirs:.1f} ms "
              f"({ours / theirs:.2f} x)", flush=True)
        ratio = ours_ir / floor_ir
        results.append(("  themelint diff / libgit2 floor, instructions", ratio, "x", 1.5))
        print(f"{'  themelint diff / libgit2 floor, instructions':<58} {ratio:10.2f} x  (target <= 1.5 x)  "
              f"{'PASS' if ratio <= 1.5 else 'FAIL'}   wall-time ratio {ours / theirs:.2f} x", flush=True)

    # Hook: staged check with a staged theme change; and the hook script's fast exit.
    open(pal, "w").write(text.replace('"#2A7FE0"', '"#2B80E1"', 1))
    git(vk, "add", "palette.json")
    record("check --staged, VK sample (hook)", median_ms([themelint, "check", "--staged"], vk), "ms", 30)
    hook = os.path.join(root, "hooks", "pre-commit")
    if os.path.exists(hook):
        git(vk, "reset", "-q")
        open(os.path.join(vk, "README.txt"), "w").write("x")
        git(vk, "add", "README.txt")
        env = dict(os.environ, THEMELINT=themelint)
        record("hooks/pre-commit, no staged theme file", median_ms(["sh", hook], vk, env=env), "ms", 50)

    # Generated: 100,000 roles × 4 schemes, two revisions.
    gen = new_repo(tmp, "gen")
    subprocess.run([bench, "generate", gen, "100000", "4"], check=True, stdout=subprocess.DEVNULL)
    git(gen, "add", "-A"); git(gen, "commit", "-q", "-m", "generated")
    size = sum(os.path.getsize(os.path.join(gen, f)) for f in os.listdir(gen) if f.endswith(".json"))
    print(f"generated set: {size / 1e6:.1f} MB", flush=True)
    gpal = os.path.join(gen, "palette.json")
    palette = json.load(open(gpal))
    first = next(iter(palette))
    palette[first] = "#123456"
    json.dump(palette, open(gpal, "w"), indent=1)
    git(gen, "commit", "-q", "-am", "edit one color")
    record("check --rev HEAD, 100,000 roles × 4 schemes", median_ms([themelint, "check", "--rev", "HEAD"], gen, runs=5, warmup=1), "ms", 1000)
    record("  peak memory", peak_mb([themelint, "check", "--rev", "HEAD"], gen), "MB", 300)
    record("diff HEAD~1 HEAD, 100,000 roles × 4 schemes", median_ms([themelint, "diff", "HEAD~1", "HEAD"], gen, runs=5, warmup=1), "ms", 1500)
    record("  peak memory", peak_mb([themelint, "diff", "HEAD~1", "HEAD"], gen), "MB")
    # Every palette color edited: all 400,000 roles repainted, as HTML (streamed row by row).
    palette = {name: f"#{(index * 40503) % 0xFFFFFF:06X}" for index, name in enumerate(palette)}
    json.dump(palette, open(gpal, "w"), indent=1)
    git(gen, "commit", "-q", "-am", "edit every color")
    record("diff --format html HEAD~1 HEAD, every color edited (400,000 role changes)",
           median_ms([themelint, "diff", "--format", "html", "HEAD~1", "HEAD"], gen, runs=3, warmup=0), "ms")
    record("  peak memory", peak_mb([themelint, "diff", "--format", "html", "HEAD~1", "HEAD"], gen), "MB")

    # Contrast: 1,000 declared pairs over 4 schemes.
    con = new_repo(tmp, "contrast")
    colors = {f"c{i}": f"#{(i * 2654435761) % 0xFFFFFF:06X}" for i in range(200)}
    # Foregrounds and backgrounds point at different colors: some pairs pass, some fail.
    roles = {f"role_{i}": {"color_identifier": f"c{i % 200 if i < 1000 else (i * 7 + 3) % 200}"} for i in range(2000)}
    schemes = {f"s{k}": {"appearance": "light" if k % 2 == 0 else "dark", "colors": roles} for k in range(4)}
    json.dump(colors, open(os.path.join(con, "palette.json"), "w"))
    json.dump(schemes, open(os.path.join(con, "scheme.json"), "w"))
    pairs = [{"foreground": f"role_{i}", "background": f"role_{1000 + i}", "minimum": 1.5} for i in range(1000)]
    json.dump({"themes": [{"name": "t", "schemes": "scheme.json", "palettes": ["palette.json"], "contrast": {"pairs": pairs}}],
               "rules": {"unused-color": "off"}}, open(os.path.join(con, ".themelint.json"), "w"))
    git(con, "add", "-A"); git(con, "commit", "-q", "-m", "contrast")
    record("check --rev HEAD, 1,000 contrast pairs × 4 schemes", median_ms([themelint, "check", "--rev", "HEAD"], con), "ms", 50)

    # Design tokens: the designsystemet sample (Tokens Studio, 16 schemes) and a generated
    # DTCG resolver document of 6 modifiers x 10 contexts (1,000,000 combinations, 100 of which
    # change colors).
    ds = new_repo(tmp, "designsystemet")
    shutil.copytree(os.path.join(root, "examples", "designsystemet"), ds, dirs_exist_ok=True)
    git(ds, "add", "-A"); git(ds, "commit", "-q", "-m", "tokens")
    record("check, designsystemet sample (Tokens Studio, 16 schemes)", median_ms([themelint, "check"], ds, runs=30), "ms")
    sys.path.insert(0, os.path.join(root, "scripts"))
    from gen_resolver_bench import generate
    res = new_repo(tmp, "resolver")
    for path, value in generate(modifiers=6, contexts=10, color_modifiers=2).items():
        os.makedirs(os.path.dirname(os.path.join(res, path)) or res, exist_ok=True)
        json.dump(value, open(os.path.join(res, path), "w"))
    git(res, "add", "-A"); git(res, "commit", "-q", "-m", "resolver")
    record("check, resolver 6 modifiers x 10 contexts (100 color schemes)", median_ms([themelint, "check"], res, runs=5, warmup=1), "ms", 2000)
    record("  peak memory", peak_mb([themelint, "check"], res), "MB", 500)

    # History: log --first-parent over the VK history (its bundle), against git's own
    # `git log -p --first-parent -- main.valette` in the same rounds; and how many JSON documents
    # the log parsed against the distinct theme blobs of that range (equal: none parsed twice).
    medians = interleaved_medians([
        ([themelint, "log", "--first-parent", "--no-pager"], history),
        (["git", "--no-pager", "log", "-p", "--first-parent", "--", "main.valette"], history)], runs=5, warmup=1)
    first_parent = subprocess.run(["git", "-C", history, "rev-list", "--first-parent", "HEAD"], capture_output=True, text=True).stdout.split()
    record("reference: git log -p --first-parent -- main.valette, VK", medians[1], "ms")
    record(f"log --first-parent, VK history ({len(first_parent)} commits)", medians[0], "ms", 5 * medians[1])
    stats = subprocess.run([themelint, "log", "--first-parent", "--no-pager"], cwd=history, stdout=subprocess.DEVNULL,
                           stderr=subprocess.PIPE, text=True, env=dict(os.environ, THEMELINT_STATS="1")).stderr
    parsed = int(stats.split("documents parsed: ")[1].split(",")[0])
    read = int(stats.split("distinct theme blobs read: ")[1].split()[0])
    # Theme blobs of the range by git itself: scheme*.json, palette*.json and gradients*.json
    # (and the configuration) of every commit.
    blobs = set()
    for commit in first_parent:
        for line in subprocess.run(["git", "-C", history, "ls-tree", "-r", commit], capture_output=True, text=True).stdout.splitlines():
            meta, path = line.split("\t", 1)
            name = path.rsplit("/", 1)[-1]
            if name.endswith(".json") and (name.startswith("scheme") or name.startswith("palette") or name.startswith("gradients") or name == ".themelint.json"):
                blobs.add(meta.split()[2])
    verdict = "ok" if parsed == len(blobs) else "MISMATCH"
    print(f"  JSON documents parsed by log: {parsed}; distinct theme blobs in the range (git ls-tree): {len(blobs)}; read by log: {read}  {verdict}", flush=True)
    record("  peak memory", peak_mb([themelint, "log", "--first-parent", "--no-pager"], history), "MB")

    # History at monorepo scale (scripts/gen_monorepo.py): 3,000 commits, 150 of which edit a
    # Tokens Studio folder of 20 combinations. `log -- tokens` at most 20 x `git log -p -- tokens`;
    # a role's blame (`log -n 1 --role`) at most 1 s.
    from gen_monorepo import generate as generate_monorepo
    mono = os.path.join(tmp, "monorepo")
    generate_monorepo(mono, 3000, 150, 22)
    ours, theirs = interleaved_medians([([themelint, "log", "--no-pager", "--", "tokens"], mono),
                                        (["git", "--no-pager", "log", "-p", "--", "tokens"], mono)], runs=5, warmup=1)
    record("reference: git log -p -- tokens, generated monorepo", theirs, "ms")
    record("log -- tokens, generated monorepo (3,000 commits, 150 token edits)", ours, "ms", 20 * theirs)
    record("  peak memory", peak_mb([themelint, "log", "--no-pager", "--", "tokens"], mono), "MB")
    record("log -n 1 --role semantic.border.default (a role's blame), monorepo",
           median_ms([themelint, "log", "--no-pager", "-n", "1", "--role", "semantic.border.default"], mono, runs=5, warmup=1), "ms", 1000)
    record("log -n 1 --role semantic.text.default (changed only at the root), monorepo",
           median_ms([themelint, "log", "--no-pager", "-n", "1", "--role", "semantic.text.default"], mono, runs=3, warmup=1), "ms", 1000)

    # History on a monorepo shaped like digdir's designsystemet (scripts/gen_designsystem.py,
    # issue 32): 3,400 commits, 160 token commits over two Tokens Studio folders (16 x ~400
    # and 36 x ~600 roles over ~1,500 primitives each). `log -- design-tokens` at most 10 x
    # `git log -p` over the same path; the blame of a role last changed at the root (the whole
    # walk) under 0.5 s; a whole log's peak memory at most twice one `show`'s.
    from gen_designsystem import generate as generate_designsystem
    shaped = os.path.join(tmp, "designsystem")
    generate_designsystem(shaped)
    ours, theirs = interleaved_medians([([themelint, "log", "--no-pager", "--first-parent", "--format", "json", "--", "design-tokens"], shaped),
                                        (["git", "--no-pager", "log", "-p", "--first-parent", "--", "design-tokens"], shaped)], runs=5, warmup=1)
    record("reference: git log -p --first-parent -- design-tokens, designsystemet-shaped", theirs, "ms")
    record("log --first-parent --format json -- design-tokens, designsystemet-shaped", ours, "ms", 10 * theirs)
    record("log --first-parent -n 1 --role color.neutral.5 (whole walk), designsystemet-shaped",
           median_ms([themelint, "log", "--no-pager", "--first-parent", "-n", "1", "--role", "color.neutral.5"], shaped, runs=5, warmup=1), "ms", 500)
    # What the role walk did: the token commits it skipped unloaded (no edit on a chain of the
    # role), and the blobs it parsed (each changed token file once).
    stats = subprocess.run([themelint, "log", "--no-pager", "--first-parent", "-n", "1", "--role", "color.neutral.5"], cwd=shaped,
                           stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, text=True, env=dict(os.environ, THEMELINT_STATS="1")).stderr
    token_commits = len(subprocess.run(["git", "-C", shaped, "rev-list", "--first-parent", "HEAD", "--", "design-tokens", "packages/cli/tests/config/design-tokens"],
                                       capture_output=True, text=True).stdout.split())
    skipped = stats.split("commits skipped by role chains: ")[1].split()[0] if "skipped by role chains" in stats else "?"
    parsed = stats.split("documents parsed: ")[1].split(",")[0] if "documents parsed" in stats else "?"
    print(f"  the role walk skipped {skipped} of {token_commits} token commits unloaded; documents parsed: {parsed}", flush=True)
    show_mb = peak_mb([themelint, "show", "--no-pager", "HEAD", "--format", "json"], shaped)
    record("  peak memory of show HEAD, designsystemet-shaped", show_mb, "MB")
    record("  peak memory of log --first-parent --format json (whole), designsystemet-shaped",
           peak_mb([themelint, "log", "--no-pager", "--first-parent", "--format", "json"], shaped), "MB", 2 * show_mb)

over = [r for r in results if r[3] is not None and r[1] >= r[3]]
print(f"\n{len(results) - len(over)} within target, {len(over)} over target", flush=True)

# The scale table: generated inputs at a real repository's worst case.
print("\nScale (one run each; scripts/bench_scale.py):", flush=True)
scale = [sys.executable, os.path.join(root, "scripts", "bench_scale.py"), themelint, "--timeout", "60"]
if os.environ.get("THEMELINT_BEFORE"):
    scale += ["--before", os.environ["THEMELINT_BEFORE"]]
subprocess.run(scale)
