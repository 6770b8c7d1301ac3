#!/usr/bin/env python3
"""Writes a monorepo history shaped like digdir's designsystemet (issue 32): two Tokens Studio
folders, `design-tokens/` (2 color schemes x 8 color options = 16 combinations of ~400 roles)
and `packages/cli/tests/config/design-tokens/` (2 themes x 2 color schemes x 9 color options =
36 combinations of ~600 roles), each over ~1,500 primitive colors, laid out as
examples/designsystemet is (primitives/globals, primitives/modes/color-scheme/<mode>/<theme>,
themes/<theme>, semantic/style, semantic/color/<option>, a Size group that holds no color).
Semantic roles reach a primitive through four aliases.

COMMITS first-parent commits, TOKEN_COMMITS of which edit a token folder: most repaint or
re-point a handful of tokens; three move or rename files (the same tokens at new paths,
`$themes.json` and `$metadata.json` following); one adds a color option (a combination) to
`design-tokens/`. The others edit application code and `package.json` files. No token commit
after the root changes the chain of any `neutral` role (so `log -n 1 --role color.neutral.5`
walks the whole history).

    python3 scripts/gen_designsystem.py REPO [--commits 3400] [--token-commits 160] [--scale 1.0] [--seed 32]

`--scale` below 1 makes a smaller instance of the same shape (fewer families, steps and
primitives) for tests. REPO is created (git init) and filled through `git fast-import`.
"""
import argparse, json, random, subprocess

SEMANTIC = ["background-default", "background-tinted", "surface-default", "surface-tinted", "surface-hover",
            "surface-active", "border-subtle", "border-default", "border-strong", "text-subtle", "text-default",
            "base-default", "base-hover", "base-active", "base-contrast-subtle", "base-contrast-default",
            "focus-inner", "focus-outer", "link-default", "link-visited", "shadow-1", "shadow-2", "shadow-3",
            "overlay", "backdrop", "divider", "highlight", "selection", "scrim", "outline"]
FAMILIES = ["accent", "neutral", "brand1", "brand2", "brand3", "info", "success", "warning", "danger",
            "focus", "link", "visited", "data1", "data2", "data3", "data4"]


def hex_color(rng):
    return "#%02x%02x%02x" % (rng.randrange(256), rng.randrange(256), rng.randrange(256))


def dump(value):
    return json.dumps(value, indent=2) + "\n"


def color(value):
    return {"$type": "color", "$value": value}


class Folder:
    """One Tokens Studio folder and its mutable token model."""

    def __init__(self, root, themes, families, options, semantic, steps, hues, hue_steps, rng):
        self.root, self.themes, self.rng = root, themes, rng
        self.families, self.options, self.semantic, self.steps = families, options, semantic, steps
        self.hues = ["gray"] + [f"hue{n}" for n in range(1, hues)]
        self.hue_steps = hue_steps
        self.globals_path = "primitives/globals"
        self.style_path = "semantic/style"
        self.option_paths = {family: f"semantic/color/{family}" for family in options}
        self.extra_options = {}
        self.globals = {"global": {hue: {str(step): color(hex_color(rng)) for step in range(1, hue_steps + 1)} for hue in self.hues}}
        # The hue of each family; `neutral` alone uses `gray`, which no later commit edits.
        self.family_hue = {family: ("gray" if family == "neutral" else self.hues[1 + index % (len(self.hues) - 1)]) for index, family in enumerate(families)}
        self.modes = {}
        for theme in themes:
            for mode in ("light", "dark"):
                self.modes[(mode, theme)] = {theme: {family: {str(n): color(self.global_ref(family, n if mode == "light" else steps + 1 - n))
                                                              for n in range(1, steps + 1)} for family in families}}
        self.theme_files = {theme: {"color": {family: {str(n): color("{%s.%s.%d}" % (theme, family, n)) for n in range(1, steps + 1)}
                                              for family in families}} for theme in themes}
        self.style = {"color": {family: {name: color("{color.%s.%d}" % (family, 1 + index % steps)) for index, name in enumerate(semantic)}
                                for family in families}}
        self.sizes = {size: {"size": {str(n): {"$type": "dimension", "$value": f"{n * factor}px"} for n in range(1, 12)}}
                      for size, factor in (("small", 3), ("medium", 4), ("large", 5))}

    def global_ref(self, family, n):
        hue = self.family_hue[family]
        return "{global.%s.%d}" % (hue, 1 + (n * 3) % self.hue_steps)

    def option_file(self, family):
        return {"color": {"main": {name: color("{color.%s.%s}" % (family, name)) for name in self.semantic}}}

    def files(self):
        """{path under the folder: JSON value}."""
        files = {f"{self.globals_path}.json": self.globals, f"{self.style_path}.json": self.style}
        for (mode, theme), value in self.modes.items():
            files[f"primitives/modes/color-scheme/{mode}/{theme}.json"] = value
        for theme, value in self.theme_files.items():
            files[f"themes/{theme}.json"] = value
        for family, path in self.option_paths.items():
            files[f"{path}.json"] = self.option_file(family)
        for name, (path, value) in self.extra_options.items():
            files[f"{path}.json"] = value
        for size, value in self.sizes.items():
            files[f"primitives/modes/size/{size}.json"] = value
        themes = []
        for size in self.sizes:
            themes.append({"id": f"size-{size}", "name": size, "group": "Size", "selectedTokenSets": {f"primitives/modes/size/{size}": "source"}})
        for theme in self.themes:
            themes.append({"id": f"theme-{theme}", "name": theme, "group": "Theme", "selectedTokenSets": {f"themes/{theme}": "enabled"}})
        for mode in ("light", "dark"):
            sets = {f"primitives/modes/color-scheme/{mode}/{theme}": "source" for theme in self.themes}
            themes.append({"id": f"mode-{mode}", "name": mode.capitalize(), "group": "Color scheme", "selectedTokenSets": sets})
        themes.append({"id": "semantic", "name": "Semantic", "group": "Semantic",
                       "selectedTokenSets": {self.style_path: "enabled", self.globals_path: "source"}})
        for family, path in list(self.option_paths.items()) + list(self.extra_options.items()):
            path = path if isinstance(path, str) else path[0]
            themes.append({"id": f"color-{family}", "name": family, "group": "Color", "selectedTokenSets": {path: "enabled"}})
        order = [self.globals_path] + [f"primitives/modes/size/{s}" for s in self.sizes]
        order += [f"primitives/modes/color-scheme/{m}/{t}" for m in ("light", "dark") for t in self.themes]
        order += [f"themes/{t}" for t in self.themes] + [self.option_paths[f] for f in self.options]
        order += [path for path, _ in self.extra_options.values()] + [self.style_path]
        files["$themes.json"] = themes
        files["$metadata.json"] = {"tokenSetOrder": order}
        return {f"{self.root}/{path}": dump(value) for path, value in files.items()}

    def edit(self):
        """A small edit of a handful of tokens (never on a `neutral` chain); its message."""
        rng = self.rng
        kind = rng.randrange(3)
        count = rng.randint(1, 5)
        editable = [f for f in self.families if f != "neutral"]
        if kind == 0:
            hues = sorted({self.family_hue[f] for f in editable})
            for _ in range(count):
                hue = rng.choice(hues)
                self.globals["global"][hue][str(rng.randint(1, self.hue_steps))]["$value"] = hex_color(rng)
            return f"tokens: repaint {count} primitives"
        if kind == 1:
            (mode, theme) = rng.choice(sorted(self.modes))
            for _ in range(count):
                family = rng.choice(editable)
                n = rng.randint(1, self.steps)
                self.modes[(mode, theme)][theme][family][str(n)]["$value"] = self.global_ref(family, rng.randint(1, self.hue_steps))
            return f"tokens: re-point {count} {mode} {theme} colors"
        for _ in range(count):
            family = rng.choice(editable)
            name = rng.choice(self.semantic)
            self.style["color"][family][name]["$value"] = "{color.%s.%d}" % (family, rng.randint(1, self.steps))
        return f"tokens: re-point {count} semantic colors"


def generate(repo, commits=3400, token_commits=160, scale=1.0, seed=32):
    rng = random.Random(seed)
    subprocess.run(["git", "init", "-q", "-b", "main", repo], check=True)
    def scaled(n, least=1):
        return max(least, round(n * scale))
    first = Folder("design-tokens", ["designsystemet"], FAMILIES[:8], FAMILIES[:scaled(8, 2)],
                   SEMANTIC[:scaled(30, 4)], scaled(16, 4), scaled(60, 4), scaled(25, 5), rng)
    second = Folder("packages/cli/tests/config/design-tokens", ["digdir", "altinn"], FAMILIES[:scaled(14, 2)], FAMILIES[:scaled(9, 2)],
                    SEMANTIC[:scaled(25, 4)], scaled(16, 4), scaled(60, 4), scaled(25, 5), rng)
    packages = [f"packages/pkg{n}" for n in range(40)] + ["packages/cli"]
    app = {}
    for package in packages:
        app[f"{package}/package.json"] = dump({"name": package.split("/")[1], "version": "1.0.0", "dependencies": {}})
        app[f"{package}/src/index.ts"] = "export const version = 1;\n"
    token_at = sorted(set(int(i * commits / token_commits) for i in range(token_commits)))
    # Structural commits among the token commits: three moves or renames, one added combination.
    special = {token_at[len(token_at) // 4]: "move-globals", token_at[len(token_at) // 2]: "move-style",
               token_at[3 * len(token_at) // 4]: "rename-option", token_at[2 * len(token_at) // 3]: "add-option"}
    token_at = set(token_at)
    previous = {}
    stream = []
    when = 1_700_000_000
    for number in range(commits):
        when += 60
        if number == 0:
            current = {**first.files(), **second.files(), **app}
            message = "initial import"
        elif number in special:
            kind = special[number]
            folder = first if kind in ("move-style", "add-option") else second
            if kind == "move-globals":
                folder.globals_path = "primitives/colors/global"
                message = f"tokens: move {folder.root} globals to primitives/colors"
            elif kind == "move-style":
                folder.style_path = "semantic/styles/base"
                message = f"tokens: move {folder.root} semantic/style to semantic/styles/base"
            elif kind == "rename-option":
                folder.option_paths["brand1"] = "semantic/color/brand-one"
                message = f"tokens: rename {folder.root} brand1 option file"
            else:
                mixed = {"color": {"main": {name: color("{color.%s.%s}" % ("accent" if index % 2 else "brand2", name))
                                            for index, name in enumerate(folder.semantic)}}}
                folder.extra_options["mixed"] = ("semantic/color/mixed", mixed)
                message = f"tokens: add color option mixed to {folder.root}"
            current = {**previous}
            for path in [p for p in current if p.startswith(folder.root + "/")]:
                del current[path]
            current.update(folder.files())
        elif number in token_at:
            folder = first if rng.random() < 0.6 else second
            message = folder.edit()
            current = {**previous, **folder.files()}
        else:
            package = rng.choice(packages)
            current = dict(previous)
            if rng.random() < 0.5:
                manifest = json.loads(app[f"{package}/package.json"])
                manifest["version"] = f"1.0.{number}"
                app[f"{package}/package.json"] = dump(manifest)
                current[f"{package}/package.json"] = app[f"{package}/package.json"]
                message = f"{package}: release 1.0.{number}"
            else:
                app[f"{package}/src/index.ts"] = f"export const version = {number};\n"
                current[f"{package}/src/index.ts"] = app[f"{package}/src/index.ts"]
                message = f"{package}: change {number}"
        stream.append(b"commit refs/heads/main\nmark :%d\n" % (number + 1))
        stream.append(b"author Design System <ds@example.com> %d +0000\n" % when)
        stream.append(b"committer Design System <ds@example.com> %d +0000\n" % when)
        data = message.encode()
        stream.append(b"data %d\n%s\n" % (len(data), data))
        if number:
            stream.append(b"from :%d\n" % number)
        for path in sorted(set(previous) - set(current)):
            stream.append(b"D %s\n" % path.encode())
        for path in sorted(current):
            if previous.get(path) != current[path]:
                body = current[path].encode()
                stream.append(b"M 100644 inline %s\ndata %d\n%s\n" % (path.encode(), len(body), body))
        previous = current
    subprocess.run(["git", "-C", repo, "fast-import", "--quiet"], input=b"".join(stream), check=True)
    subprocess.run(["git", "-C", repo, "checkout", "-q", "main"], check=True)


if __name__ == "__main__":
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("repo")
    parser.add_argument("--commits", type=int, default=3400)
    parser.add_argument("--token-commits", type=int, default=160)
    parser.add_argument("--scale", type=float, default=1.0)
    parser.add_argument("--seed", type=int, default=32)
    arguments = parser.parse_args()
    generate(arguments.repo, arguments.commits, arguments.token_commits, arguments.scale, arguments.seed)
