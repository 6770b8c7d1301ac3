#!/usr/bin/env python3
"""Generates a DTCG 2025.10 resolver document with many modifiers, of which only a few change
color tokens, and the token files it references (issue 15: "6 modifiers x 10 contexts,
1,000,000 combinations, of which 100 change colors").

    python3 scripts/gen_resolver_bench.py OUTDIR [--modifiers 6] [--contexts 10]
        [--color-modifiers 2] [--tokens 50]

writes OUTDIR/tokens/app.resolver.json and its token files. From another script:

    from gen_resolver_bench import generate
    files = generate(modifiers=6, contexts=10, color_modifiers=2)   # {path: JSON value}

With the defaults, a correct planner gives 10 x 10 = 100 schemes (named
"theme=light1, brand=b0" ...); with --color-modifiers 6 there are 1,000,000 color-changing
combinations, above the default maxSchemes (10,000): the tool must say so and exit 2.
"""
import argparse, json, os, random

NAMES = ["density", "motion", "typography", "spacing", "radius", "elevation"]


def srgb(rng):
    components = [round(rng.random(), 4) for _ in range(3)]
    return {"colorSpace": "srgb", "components": components,
            "hex": "#" + "".join("%02x" % round(c * 255) for c in components)}


def generate(modifiers=6, contexts=10, color_modifiers=2, tokens=50, seed=20261126):
    """{repository-relative path: JSON value} of the resolver document and its token files."""
    rng = random.Random(seed)
    files = {}
    hues = ["red", "orange", "yellow", "green", "teal", "blue", "indigo", "violet", "pink", "gray"]
    primitives = {"color": {"$type": "color"}}
    for hue in hues:
        primitives["color"][hue] = {str(step): {"$value": srgb(rng)} for step in range(100, 1000, 100)}
    primitives["space"] = {"$type": "dimension", "base": {"$value": {"value": 4, "unit": "px"}}}
    files["tokens/primitives.tokens.json"] = primitives

    # The color modifiers stand at evenly spread places among the others (1 and 4 of 6).
    step = modifiers / color_modifiers if color_modifiers else 0
    taken = {int(k * step + (step - 1) / 2) for k in range(color_modifiers)}
    color_names = iter(["theme", "brand"] + ["colors%d" % i for i in range(2, modifiers)])
    other_names = iter([n for n in NAMES if n not in ("theme", "brand")] + ["modifier%d" % i for i in range(modifiers)])
    names = [next(color_names) if i in taken else next(other_names) for i in range(modifiers)]

    doc_modifiers = {}
    for index, name in enumerate(names):
        changes_colors = index in taken
        context_names = (["light%d" % (c // 2 + 1) if c % 2 == 0 else "dark%d" % (c // 2 + 1) for c in range(contexts)]
                         if name == "theme" else ["%s%d" % (name[0], c) for c in range(contexts)])
        doc_contexts = {}
        for c, context in enumerate(context_names):
            path = "%s/%s.tokens.json" % (name, context)
            if changes_colors:
                group = {"$type": "color"}
                for t in range(tokens):
                    # Semantic tokens: an alias into the primitives or a literal of their own.
                    if t % 5 == 4:
                        group["token-%d" % t] = {"$value": srgb(rng)}
                    else:
                        group["token-%d" % t] = {"$value": "{color.%s.%d00}" % (rng.choice(hues), rng.randrange(1, 10))}
                body = {"semantic": {name: group}}
            else:
                body = {name: {"$type": "dimension", "size": {"$value": {"value": c + 1, "unit": "px"}},
                               "gap": {"$value": "{space.base}"}}}
            files["tokens/" + path] = body
            doc_contexts[context] = [{"$ref": path}]
        modifier = {"description": ("changes colors" if changes_colors else "changes no color"), "contexts": doc_contexts,
                    "default": context_names[0]}
        doc_modifiers[name] = modifier

    files["tokens/app.resolver.json"] = {
        "$schema": "https://www.designtokens.org/schemas/2025.10/resolver.json",
        "name": "Generated benchmark",
        "version": "2025.10",
        "sets": {"primitives": {"sources": [{"$ref": "primitives.tokens.json"}]}},
        "modifiers": doc_modifiers,
        "resolutionOrder": [{"$ref": "#/sets/primitives"}] + [{"$ref": "#/modifiers/" + n} for n in names],
    }
    return files


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("outdir")
    parser.add_argument("--modifiers", type=int, default=6)
    parser.add_argument("--contexts", type=int, default=10)
    parser.add_argument("--color-modifiers", type=int, default=2)
    parser.add_argument("--tokens", type=int, default=50, help="color tokens per context of a color modifier")
    args = parser.parse_args()
    if not 0 <= args.color_modifiers <= args.modifiers:
        parser.error("--color-modifiers must be between 0 and --modifiers")
    files = generate(args.modifiers, args.contexts, args.color_modifiers, args.tokens)
    for path, value in files.items():
        full = os.path.join(args.outdir, path)
        os.makedirs(os.path.dirname(full), exist_ok=True)
        with open(full, "w") as f:
            json.dump(value, f, indent=1)
    schemes = args.contexts ** args.color_modifiers
    print("%d files; %d combinations, %d of them change colors" % (len(files), args.contexts ** args.modifiers, schemes))


if __name__ == "__main__":
    main()
