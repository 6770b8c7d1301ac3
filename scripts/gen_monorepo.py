#!/usr/bin/env python3
"""Writes a monorepo history in which a Tokens Studio folder is a small part (issue 22):
COMMITS first-parent commits, TOKEN_COMMITS of which edit the token folder `tokens/`
(20 theme combinations: `Color scheme` Light/Dark x `Brand` brand1..brand10); the others edit
application code and the packages' `package.json` files (JSON, so a tool that auto-detects
token files cannot tell them apart by name alone). One token commit moves the primitive
files to another folder with the same token paths and values.

    python3 scripts/gen_monorepo.py REPO [--commits 3000] [--token-commits 150] [--seed 22]
    python3 scripts/gen_monorepo.py REPO --shape designsystemet [...]   (scripts/gen_designsystem.py)

REPO is created (git init) and filled through `git fast-import`, so 3,000 commits take about
a second. Commit dates increase by a minute per commit; author "Mono Repo <mono@example.com>".
"""
import argparse, json, os, random, subprocess

HUES = ["red", "orange", "yellow", "green", "teal", "blue", "indigo", "violet", "pink", "gray"]
STEPS = [100, 200, 300, 400, 500, 600, 700, 800, 900]
BRANDS = [f"brand{n}" for n in range(1, 11)]


def hex_color(rng):
    return "#%02X%02X%02X" % (rng.randrange(256), rng.randrange(256), rng.randrange(256))


def dump(value):
    return json.dumps(value, indent=2) + "\n"


def initial_tokens(rng):
    """{path under tokens/: JSON value}."""
    files = {}
    for mode, light in (("light", True), ("dark", False)):
        palette = {"color": {}}
        for hue in HUES:
            palette["color"][hue] = {str(step): {"$type": "color", "$value": hex_color(rng)} for step in STEPS}
        palette["color"]["neutral"] = {
            "background": {"$type": "color", "$value": "#FFFFFF" if light else "#121212"},
            "text": {"$type": "color", "$value": "#1A1A1A" if light else "#F2F2F2"},
        }
        files[f"primitives/{mode}.json"] = palette
    for index, brand in enumerate(BRANDS):
        hue = HUES[index % len(HUES)]
        files[f"brands/{brand}.json"] = {"brand": {
            "accent": {"$type": "color", "$value": "{color.%s.500}" % hue},
            "accent-subtle": {"$type": "color", "$value": "{color.%s.100}" % hue},
            "accent-strong": {"$type": "color", "$value": "{color.%s.800}" % hue},
        }}
    files["semantic/color.json"] = {"semantic": {
        "background": {"default": {"$type": "color", "$value": "{color.neutral.background}"},
                       "accent": {"$type": "color", "$value": "{brand.accent}"},
                       "subtle": {"$type": "color", "$value": "{brand.accent-subtle}"}},
        "text": {"default": {"$type": "color", "$value": "{color.neutral.text}"},
                 "on-accent": {"$type": "color", "$value": "{color.neutral.background}"},
                 "accent": {"$type": "color", "$value": "{brand.accent-strong}"}},
        "border": {"default": {"$type": "color", "$value": "{color.gray.300}"}},
    }}
    return files


def themes_files(primitives_folder):
    themes = []
    for mode in ("light", "dark"):
        themes.append({"id": f"mode-{mode}", "name": mode.capitalize(), "group": "Color scheme",
                       "selectedTokenSets": {f"{primitives_folder}/{mode}": "source"}})
    for brand in BRANDS:
        themes.append({"id": brand, "name": brand, "group": "Brand",
                       "selectedTokenSets": {f"brands/{brand}": "source", "semantic/color": "enabled"}})
    order = [f"{primitives_folder}/light", f"{primitives_folder}/dark"] + [f"brands/{b}" for b in BRANDS] + ["semantic/color"]
    return {"$themes.json": themes, "$metadata.json": {"tokenSetOrder": order}}


def generate(repo, commits, token_commits, seed):
    rng = random.Random(seed)
    subprocess.run(["git", "init", "-q", "-b", "main", repo], check=True)
    tokens = initial_tokens(rng)
    primitives = "primitives"
    tokens.update(themes_files(primitives))
    packages = [f"packages/pkg{n}" for n in range(40)]
    app = {}
    for package in packages:
        app[f"{package}/package.json"] = dump({"name": package.split("/")[1], "version": "1.0.0", "dependencies": {}})
        app[f"{package}/src/index.ts"] = "export const version = 1;\n"
    # Token commits at evenly spread places, the first one the root (the folder exists from the start).
    token_at = set(int(i * commits / token_commits) for i in range(token_commits))
    move_at = sorted(token_at)[len(token_at) // 2]
    stream = []
    mark = 0
    when = 1_700_000_000
    for number in range(commits):
        mark += 1
        when += 60
        changes = {}
        deletes = []
        if number == 0:
            changes.update({f"tokens/{p}": dump(v) for p, v in tokens.items()})
            changes.update(app)
            message = "initial import"
        elif number == move_at:
            # Move the primitive files: same token paths, same values.
            for mode in ("light", "dark"):
                old = f"{primitives}/{mode}.json"
                deletes.append(f"tokens/{old}")
                tokens[f"core/palette/{mode}.json"] = tokens.pop(old)
                changes[f"tokens/core/palette/{mode}.json"] = dump(tokens[f"core/palette/{mode}.json"])
            primitives = "core/palette"
            tokens.update(themes_files(primitives))
            changes["tokens/$themes.json"] = dump(tokens["$themes.json"])
            changes["tokens/$metadata.json"] = dump(tokens["$metadata.json"])
            message = "tokens: move the primitives to core/palette"
        elif number in token_at:
            kind = rng.randrange(3)
            if kind == 0:
                mode = rng.choice(["light", "dark"])
                path = f"{primitives}/{mode}.json"
                hue, step = rng.choice(HUES), str(rng.choice(STEPS))
                tokens[path]["color"][hue][step]["$value"] = hex_color(rng)
                changes[f"tokens/{path}"] = dump(tokens[path])
                message = f"tokens: repaint color.{hue}.{step} in {mode}"
            elif kind == 1:
                brand = rng.choice(BRANDS)
                path = f"brands/{brand}.json"
                before = tokens[path]["brand"]["accent"]["$value"]
                while tokens[path]["brand"]["accent"]["$value"] == before:
                    tokens[path]["brand"]["accent"]["$value"] = "{color.%s.%d}" % (rng.choice(HUES), rng.choice(STEPS))
                changes[f"tokens/{path}"] = dump(tokens[path])
                message = f"tokens: {brand} accent"
            else:
                path = "semantic/color.json"
                before = tokens[path]["semantic"]["border"]["default"]["$value"]
                while tokens[path]["semantic"]["border"]["default"]["$value"] == before:
                    tokens[path]["semantic"]["border"]["default"]["$value"] = "{color.gray.%d}" % rng.choice(STEPS)
                changes[f"tokens/{path}"] = dump(tokens[path])
                message = "tokens: border"
        else:
            package = rng.choice(packages)
            if rng.random() < 0.5:
                manifest = json.loads(app[f"{package}/package.json"])
                manifest["version"] = f"1.0.{number}"
                app[f"{package}/package.json"] = dump(manifest)
                changes[f"{package}/package.json"] = app[f"{package}/package.json"]
                message = f"{package}: release 1.0.{number}"
            else:
                app[f"{package}/src/index.ts"] = f"export const version = {number};\n"
                changes[f"{package}/src/index.ts"] = app[f"{package}/src/index.ts"]
                message = f"{package}: change {number}"
        stream.append(b"commit refs/heads/main\n")
        stream.append(b"mark :%d\n" % mark)
        stream.append(b"author Mono Repo <mono@example.com> %d +0000\n" % when)
        stream.append(b"committer Mono Repo <mono@example.com> %d +0000\n" % when)
        data = message.encode()
        stream.append(b"data %d\n%s\n" % (len(data), data))
        if mark > 1:
            stream.append(b"from :%d\n" % (mark - 1))
        for path in deletes:
            stream.append(b"D %s\n" % path.encode())
        for path, text in sorted(changes.items()):
            body = text.encode()
            stream.append(b"M 100644 inline %s\ndata %d\n%s\n" % (path.encode(), len(body), body))
    subprocess.run(["git", "-C", repo, "fast-import", "--quiet"], input=b"".join(stream), check=True)
    subprocess.run(["git", "-C", repo, "checkout", "-q", "main"], check=True)


if __name__ == "__main__":
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("repo")
    parser.add_argument("--commits", type=int, default=3000)
    parser.add_argument("--token-commits", type=int, default=150)
    parser.add_argument("--seed", type=int, default=22)
    parser.add_argument("--shape", choices=["tokens", "designsystemet"], default="tokens",
                        help="designsystemet: two token folders as digdir's designsystemet has (scripts/gen_designsystem.py)")
    parser.add_argument("--scale", type=float, default=1.0, help="with --shape designsystemet: a smaller instance below 1")
    arguments = parser.parse_args()
    if arguments.shape == "designsystemet":
        import sys
        sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
        from gen_designsystem import generate as generate_designsystem
        given = lambda flag, value, default: value if flag in sys.argv else default
        generate_designsystem(arguments.repo, given("--commits", arguments.commits, 3400), given("--token-commits", arguments.token_commits, 160),
                              arguments.scale, given("--seed", arguments.seed, 32))
    else:
        generate(arguments.repo, arguments.commits, arguments.token_commits, arguments.seed)
