#!/usr/bin/env python3
"""Reference sRGB conversions by coloraide (PyPI) for ColorSpaceConversionTests.

Usage: coloraide-reference.py COUNT SEED

Prints JSON: {"generator": "coloraide <version>", "rows": [{"space", "components", "srgb"}]}
with COUNT random colors per color space of the Design Tokens Color Module 2025.10, each
component drawn from the space's range in the module's units (null is the module's "none"),
and "srgb" the gamma-encoded sRGB coloraide converts it to, unclipped. The first rows of each
space are its range's corners and a "none" component, so the edges are always covered.
Tests/ThemeLintCoreTests/Fixtures/coloraide-srgb.json is `coloraide-reference.py 10 2025`.
"""
import json
import math
import random
import sys

import coloraide
from coloraide import Color

# DTCG name: (component ranges in DTCG units, factor from DTCG units to coloraide's).
# Unbounded components use the spec's "in practice" bounds; hues stop short of 360.
RGB = ([(0, 1)] * 3, [1, 1, 1])
SPACES = {
    "srgb": RGB,
    "srgb-linear": RGB,
    "hsl": ([(0, 359.999), (0, 100), (0, 100)], [1, 0.01, 0.01]),
    "hwb": ([(0, 359.999), (0, 100), (0, 100)], [1, 0.01, 0.01]),
    "lab": ([(0, 100), (-160, 160), (-160, 160)], [1, 1, 1]),
    "lch": ([(0, 100), (0, 230), (0, 359.999)], [1, 1, 1]),
    "oklab": ([(0, 1), (-0.5, 0.5), (-0.5, 0.5)], [1, 1, 1]),
    "oklch": ([(0, 1), (0, 0.5), (0, 359.999)], [1, 1, 1]),
    "display-p3": RGB,
    "a98-rgb": RGB,
    "prophoto-rgb": RGB,
    "rec2020": RGB,
    "xyz-d65": RGB,
    "xyz-d50": RGB,
}


def main() -> None:
    count = int(sys.argv[1])
    rng = random.Random(int(sys.argv[2]))
    rows = []
    for space, (ranges, factors) in SPACES.items():
        samples = [
            [low for low, _ in ranges],
            [high for _, high in ranges],
            [None] + [(low + high) / 2 for low, high in ranges[1:]],
        ]
        while len(samples) < count:
            samples.append([rng.uniform(low, high) for low, high in ranges])
        for components in samples[:count]:
            coords = [float("nan") if c is None else c * f for c, f in zip(components, factors)]
            srgb = Color(space, coords).convert("srgb").coords()
            # sRGB to sRGB keeps a missing component missing; converted, "none" is 0.
            srgb = [0.0 if math.isnan(v) else v for v in srgb]
            rows.append({"space": space, "components": components, "srgb": srgb})
    # One row a line, so that a regenerated table diffs row by row.
    lines = ",\n".join(json.dumps(row) for row in rows)
    sys.stdout.write(f'{{"generator": "coloraide {coloraide.__version__}", "rows": [\n{lines}\n]}}\n')


if __name__ == "__main__":
    main()
