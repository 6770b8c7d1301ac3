#!/usr/bin/env python3
"""Writes the fuzzer's seed corpus into the folder given as the first argument.

A seed is up to five files joined by NUL bytes, in the order the fuzz target carves them
(Sources/themelint-fuzz/FuzzTarget.swift): head palette.json, head scheme.json, base
palette.json, base scheme.json, .themelint.json. Seeds come from the repository's examples
(the demo's two commits, each VK theme set cut down to a few schemes and roles so that a seed
stays under the fuzzer's -max_len) and from the small hand-written seeds below, which reach
what the examples do not: a configuration with contrast pairs, strings where numbers belong,
duplicate keys, escapes, odd numbers, deep nesting.
"""
import json
import os
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
MAX_ROLES = 4
MAX_COLORS = 6


PALETTE = '{"white": "#FFFFFF", "black": "#000", "gray": "#80808080", "ink": "#14000000"}'
SCHEME = """{
 "light": {"appearance": "light", "colors": {
  "text_primary": {"color_identifier": "black"},
  "background_content": {"color_identifier": "white"},
  "separator": {"color_identifier": "ink", "alpha_multiplier": "0.05"}}},
 "dark": {"appearance": "dark", "colors": {
  "text_primary": {"color_identifier": "white", "alpha_multiplier": 0.5},
  "background_content": {"color_identifier": "blak"}}}
}"""
CONFIG = """{
 "themes": [{"name": "t", "schemes": "scheme.json", "palettes": ["palette.json"], "hexAlpha": "trailing",
  "contrast": {"base": {"light": "#FFFFFF", "dark": {"role": "background_content"}},
   "pairs": [{"foreground": "text_primary", "background": ["background_content"], "level": "AA"},
             {"foreground": "text_primary", "background": "background_content", "algorithm": "apca", "minimum": 75}],
   "infer": {"level": "AA", "backgrounds": ["background_content"]}}}],
 "rules": {"similar-colors": {"maxDeltaE": 3}, "unused-color": {"severity": "error"}}
}"""
TOKENS_CORE = """{"color": {"$type": "color",
 "blue": {"500": {"$value": {"colorSpace": "srgb", "components": [0.1, 0.4, 0.9], "alpha": 1, "hex": "#1a66e6"}}},
 "ink": {"$value": {"colorSpace": "oklch", "components": [0.2, 0.02, "none"]}, "$deprecated": "use blue"},
 "paper": {"$value": "#ffffff"},
 "p3": {"$value": {"colorSpace": "display-p3", "components": [1.1, 0, -0.1]}},
 "cycle": {"$value": "{color.cycle2}"}, "cycle2": {"$value": "{color.cycle}"},
 "base": {"$root": {"$value": "#000"}, "$extends": "{color.blue}"}}}"""
TOKENS_SEMANTIC = """{"text": {"$type": "color", "primary": {"$value": "{color.ink}"},
 "link": {"$value": {"$ref": "core.tokens.json#/color/blue/500/$value"}},
 "muted": {"$value": "{color.missing}"}},
 "background": {"default": {"$type": "color", "$value": "{color.paper}"}},
 "space": {"1": {"$type": "dimension", "$value": {"value": 4, "unit": "px"}}}}"""
TOKENS_THEMES = """[{"id": "l", "name": "Light", "group": "Mode", "selectedTokenSets": {"core": "source", "semantic": "enabled"}},
 {"id": "d", "name": "Dark", "group": "Mode", "selectedTokenSets": {"core": "enabled", "semantic": "disabled"}}]"""
TOKENS_RESOLVER = """{"version": "2025.10", "sets": {"core": {"sources": [{"$ref": "core.tokens.json"}]}},
 "modifiers": {"mode": {"contexts": {"light": [{"$ref": "semantic.tokens.json"}],
   "dark": [{"text": {"primary": {"$value": "{color.paper}"}}}]}, "default": "light"}},
 "resolutionOrder": [{"$ref": "#/sets/core"}, {"$ref": "#/modifiers/mode"}]}"""
STUDIO_CORE = """{"blue": {"100": {"value": "#e0f0ff", "type": "color"}, "900": {"value": "rgba({blue.100}, 0.5)", "type": "color"}},
 "gray": {"value": "#808080", "type": "color"}}"""
STUDIO_SEMANTIC = """{"bg": {"value": "{blue.100}", "type": "color"}, "fg": {"value": "$gray", "type": "color"},
 "border": {"value": "{blue.900}", "type": "color", "$extensions": {"studio.tokens": {"modify": {"type": "alpha", "value": "0.5", "space": "srgb"}}}}}"""
STUDIO_THEMES = """[{"id": "a", "name": "Light", "group": "Mode", "selectedTokenSets": {"core": "source", "semantic": "enabled"}}]"""
ANDROID_VALUES = """<?xml version="1.0" encoding="utf-8"?>
<resources>
    <color name="md_theme_primary">#6750A4</color>
    <color name="md_theme_onPrimary">#FFFFFF</color>
    <color name="background">#FFFBFE</color>
    <color name="text_primary">#DE000000</color>
    <color name="text_secondary">@color/gray_600</color>
    <color name="gray_600">#757575</color>
    <color name="link">@color/brand_bleu</color>
    <color name="loop">@color/loop</color>
    <color name="themed">?attr/colorPrimary</color>
    <color name="holo">@android:color/holo_blue_light</color>
    <item name="scrim" type="color">#8A000000</item>
    <item name="disabled_alpha" type="dimen" format="float">0.38</item>
    <string name="amp">a &amp; b &#x263A;</string>
</resources>
"""
ANDROID_NIGHT = """<resources>
    <color name="background">#1C1B1F</color>
    <color name="text_primary">#FFFFFF</color>
    <color name="night_only">#333</color>
</resources>
"""
ANDROID_STATE = """<selector xmlns:android="http://schemas.android.com/apk/res/android" xmlns:app="http://schemas.android.com/apk/res-auto">
    <item android:state_enabled="false" android:color="@color/text_primary" app:alpha="@dimen/disabled_alpha"/>
    <item android:color="@color/md_theme_primary" android:alpha="0.5"/>
</selector>
"""
# Xcode asset catalog color sets (the target's runXcassets): parts 0 and 1 the head side's
# Brand/Accent and Text color sets, parts 2 and 3 the base side's, as Xcode writes them
# (compacted): every color space, float, 8-bit and hex components, appearances, a mac entry,
# an empty slot and a system color.
XC_ACCENT = """{"colors":[{"color":{"color-space":"srgb","components":{"alpha":"1.000","blue":"0xFF","green":"0x88","red":"0x00"}},"idiom":"universal"},
{"appearances":[{"appearance":"luminosity","value":"dark"}],"color":{"color-space":"display-p3","components":{"alpha":"1.000","blue":"1.000","green":"0.600","red":"0.200"}},"idiom":"universal"},
{"appearances":[{"appearance":"contrast","value":"high"}],"color":{"color-space":"srgb","components":{"alpha":"1.000","blue":"200","green":"64","red":"0"}},"idiom":"universal"},
{"color":{"color-space":"extended-srgb","components":{"alpha":"1.000","blue":"1.100","green":"0.500","red":"-0.050"}},"idiom":"mac"}]}"""
XC_TEXT = """{"colors":[{"color":{"color-space":"gray-gamma-22","components":{"alpha":"1.000","white":"0.100"}},"idiom":"universal"},
{"appearances":[{"appearance":"luminosity","value":"dark"}],"color":{"color-space":"extended-linear-srgb","components":{"alpha":"1.000","blue":"0.900","green":"0.900","red":"0.900"}},"idiom":"universal"},
{"appearances":[{"appearance":"luminosity","value":"light"},{"appearance":"contrast","value":"high"}],"color":{"color-space":"extended-gray","components":{"alpha":1,"white":0}},"idiom":"universal"},
{"appearances":[{"appearance":"luminosity","value":"dark"},{"appearance":"contrast","value":"high"}],"idiom":"universal"},
{"color":{"platform":"ios","reference":"labelColor"},"idiom":"iphone"}]}"""
XC_LINK = """{"colors":[{"color":{"platform":"ios","reference":"systemBlueColor"},"idiom":"universal"},{"color":{"reference":"systemBlu"},"idiom":"mac"}]}"""
XC_CONFIG = """{"themes":[{"name":"ios","format":"xcassets","catalog":"App/Assets.xcassets","contrast":{"pairs":[{"foreground":"Brand/OnAccent","background":"Brand/Accent"}]}}]}"""
HAND = {
    "configured": [PALETTE, SCHEME, PALETTE, SCHEME.replace("white", "gray"), CONFIG],
    "strings-and-duplicates": ['{"a": "#FFF", "a": "#000", "b": 1, "c": "#GGGGGG"}',
                               '{"s": {"colors": {"r": {"color_identifier": "a"}, "r": {"color_identifier": "b"}, "q": {}}}}'],
    "escapes": ['{"\\u00e9t\\u00e9": "#FFFFFF", "\\ud83d\\ude00": "#000000", "\\u202e": "#123456"}',
                '{"s": {"colors": {"x\\ty": {"color_identifier": "\\u00e9t\\u00e9"}}}}'],
    "numbers": ['{"a": "#ffffff"}', '{"s": {"colors": {"r": {"color_identifier": "a", "alpha_multiplier": -1e309}}}, "t": [1, -0, 0.5e-3, 1E+2]}'],
    "nesting": ['[' * 600 + ']' * 600, '{"s": ' * 40 + '{}' + '}' * 40],
    "renames": [PALETTE, SCHEME, PALETTE.replace("white", "snow"), SCHEME.replace('"light"', '"day"')],
    # Design tokens (the target's runTokens): parts 0 and 1 as token files, part 2 as a Tokens
    # Studio $themes.json, part 3 as a DTCG resolver document.
    "tokens": [TOKENS_CORE, TOKENS_SEMANTIC, TOKENS_THEMES, TOKENS_RESOLVER],
    "tokens-studio": [STUDIO_CORE, STUDIO_SEMANTIC, STUDIO_THEMES],
    # Android resources (the target's runAndroid): values, values-night, a color state list,
    # and the base side's values.
    "android": [ANDROID_VALUES, ANDROID_NIGHT, ANDROID_STATE, ANDROID_VALUES.replace("#DE000000", "#99000000")],
    "android-dtd": ['<?xml version="1.0"?>\n<!DOCTYPE r [<!ENTITY a "&b;&b;"><!ENTITY b "x">]>\n<resources>&a;</resources>', ANDROID_NIGHT],
    "xcassets": [XC_ACCENT, XC_TEXT, XC_ACCENT.split("\n")[0].rstrip(",") + "]}", XC_LINK],
    "xcassets-configured": [XC_LINK, XC_TEXT.replace('"0.900"', '"128"'), "", "", XC_CONFIG],
}


def read(path):
    with open(os.path.join(ROOT, path), "rb") as f:
        return f.read()


def cut_scheme(data, keep_roles=MAX_ROLES):
    schemes = json.loads(data)
    cut = {}
    for name, scheme in list(schemes.items())[:2]:
        colors = scheme.get("colors", {})
        used = dict(list(colors.items())[:keep_roles])
        cut[name] = dict(scheme, colors=used)
    return cut


def cut_palette(data, scheme):
    palette = json.loads(data)
    wanted = set()
    for scheme_value in scheme.values():
        for role in scheme_value.get("colors", {}).values():
            if isinstance(role, dict) and isinstance(role.get("color_identifier"), str):
                wanted.add(role["color_identifier"])
    kept = {k: v for k, v in palette.items() if k in wanted}
    for k, v in palette.items():
        if len(kept) >= MAX_COLORS:
            break
        kept.setdefault(k, v)
    return kept


def dump(value):
    return json.dumps(value, separators=(",", ":")).encode()


def seed(*parts):
    return b"\0".join(parts)


def main():
    out = sys.argv[1]
    os.makedirs(out, exist_ok=True)
    seeds = {}

    def demo(commit):
        return tuple(dump(json.loads(read(f"examples/demo/{commit}/theme/{name}.json"))) for name in ("palette", "scheme"))

    demo1, demo2 = demo("commit-1"), demo("commit-2")
    seeds["demo-head"] = seed(*demo2)
    seeds["demo-diff"] = seed(*demo2, *demo1)

    vk = "examples/vk-appearance"
    for suffix in ["", "_edu", "_messages", "_ok", "_web"]:
        scheme = cut_scheme(read(f"{vk}/scheme{suffix}.json"))
        palette = cut_palette(read(f"{vk}/palette{suffix}.json"), scheme)
        name = f"vk{suffix or '_main'}"
        seeds[name] = seed(dump(palette), dump(scheme))
        # A base side that differs: fewer roles, one color edited.
        base_scheme = cut_scheme(read(f"{vk}/scheme{suffix}.json"), keep_roles=MAX_ROLES - 1)
        base_palette = dict(palette)
        if base_palette:
            first = next(iter(base_palette))
            base_palette[first] = "#12345678"
        seeds[name + "-diff"] = seed(dump(palette), dump(scheme), dump(base_palette), dump(base_scheme))

    for name, parts in HAND.items():
        seeds["hand-" + name] = seed(*(part.encode() for part in parts))

    for name, data in seeds.items():
        with open(os.path.join(out, name), "wb") as f:
            f.write(data)
    print(f"make-seeds: {len(seeds)} seeds in {out}, largest {max(map(len, seeds.values()))} bytes")


if __name__ == "__main__":
    main()
