import Testing
import ThemeLintCore

/// The merge by meaning on an Xcode color set's `Contents.json` (entries of `colors` matched by
/// idiom and appearances; Xcode's `" : "` separators and two-space indentation), each case with
/// its stated result.
@Suite struct XcodeColorSetMergeTests {
    /// One `colors` entry at depth 2; `appearance` nil for the Any entry.
    static func entry(appearance: String? = nil, red: String = "0x26", green: String = "0x88", blue: String = "0xEB") -> String {
        var lines = ["{"]
        if let appearance {
            let (kind, value) = appearance == "high" ? ("contrast", "high") : ("luminosity", appearance)
            lines += ["  \"appearances\" : [", "    {", "      \"appearance\" : \"\(kind)\",", "      \"value\" : \"\(value)\"", "    }", "  ],"]
        }
        lines += [
            "  \"color\" : {", "    \"color-space\" : \"srgb\",", "    \"components\" : {", "      \"alpha\" : \"1.000\",",
            "      \"blue\" : \"\(blue)\",", "      \"green\" : \"\(green)\",", "      \"red\" : \"\(red)\"", "    }", "  },",
            "  \"idiom\" : \"universal\"", "}",
        ]
        return lines.enumerated().map { $0.offset == 0 ? $0.element : "    " + $0.element }.joined(separator: "\n")
    }

    static func file(_ entries: [String]) -> String {
        "{\n  \"colors\" : [\n" + entries.map { "    " + $0 }.joined(separator: ",\n")
            + "\n  ],\n  \"info\" : {\n    \"author\" : \"xcode\",\n    \"version\" : 1\n  }\n}\n"
    }

    static let any = entry()
    static let dark = entry(appearance: "dark", red: "0x00", green: "0x77", blue: "0xFF")
    static let base = file([any, dark])

    /// OURS edits the dark entry's red, THEIRS adds a high-contrast entry right after it.
    static let editBesideAddition = StatedMerge(
        name: "edit beside an addition",
        base: base,
        ours: file([any, entry(appearance: "dark", red: "0x10", green: "0x77", blue: "0xFF")]),
        theirs: file([any, dark, entry(appearance: "high", red: "0x00", green: "0x55", blue: "0xCC")]),
        expected: .clean(file([any, entry(appearance: "dark", red: "0x10", green: "0x77", blue: "0xFF"), entry(appearance: "high", red: "0x00", green: "0x55", blue: "0xCC")]))
    )

    static let cases: [StatedMerge] = [
        StatedMerge(
            name: "adjacent edits (the colors of two neighbouring entries)",
            base: base,
            ours: file([entry(red: "0x30"), dark]),
            theirs: file([any, entry(appearance: "dark", red: "0x00", green: "0x77", blue: "0xEE")]),
            expected: .clean(file([entry(red: "0x30"), entry(appearance: "dark", red: "0x00", green: "0x77", blue: "0xEE")]))
        ),
        // An entry's color is one value: blue from one side and green from the other would be
        // a color neither side chose, so the whole `color` member is the block.
        StatedMerge(
            name: "blue and green of one color edited on either side",
            base: base,
            ours: file([entry(blue: "0xEE"), dark]),
            theirs: file([entry(green: "0x80"), dark]),
            expected: .conflicted(
                file([entry(blue: "0xEE"), dark]).replacingOccurrences(
                    of: "      \"color\" : {\n        \"color-space\" : \"srgb\",\n        \"components\" : {\n          \"alpha\" : \"1.000\",\n          \"blue\" : \"0xEE\",\n          \"green\" : \"0x88\",\n          \"red\" : \"0x26\"\n        }\n      },\n",
                    with: "<<<<<<< ours\n      \"color\" : {\n        \"color-space\" : \"srgb\",\n        \"components\" : {\n          \"alpha\" : \"1.000\",\n          \"blue\" : \"0xEE\",\n          \"green\" : \"0x88\",\n          \"red\" : \"0x26\"\n        }\n      },\n=======\n"
                        + "      \"color\" : {\n        \"color-space\" : \"srgb\",\n        \"components\" : {\n          \"alpha\" : \"1.000\",\n          \"blue\" : \"0xEB\",\n          \"green\" : \"0x80\",\n          \"red\" : \"0x26\"\n        }\n      },\n>>>>>>> theirs\n"),
                paths: [["colors", "idiom=universal", "color"]])
        ),
        StatedMerge(
            name: "both branches appending",
            base: base,
            ours: file([any, dark, entry(appearance: "light", red: "0x20")]),
            theirs: file([any, dark, entry(appearance: "high", red: "0x00", green: "0x55", blue: "0xCC")]),
            expected: .clean(file([any, dark, entry(appearance: "light", red: "0x20"), entry(appearance: "high", red: "0x00", green: "0x55", blue: "0xCC")]))
        ),
        StatedMerge(
            name: "the same addition on both sides",
            base: base,
            ours: file([any, dark, entry(appearance: "high", red: "0x00", green: "0x55", blue: "0xCC")]),
            theirs: file([any, dark, entry(appearance: "high", red: "0x00", green: "0x55", blue: "0xCC")]),
            expected: .clean(file([any, dark, entry(appearance: "high", red: "0x00", green: "0x55", blue: "0xCC")]))
        ),
        StatedMerge(
            name: "delete against edit",
            base: base,
            ours: file([any]),
            theirs: file([any, entry(appearance: "dark", red: "0x10", green: "0x77", blue: "0xFF")]),
            expected: .conflicted("""
            {
              "colors" : [
            <<<<<<< ours
                \(any)
            =======
                \(any),
                \(entry(appearance: "dark", red: "0x10", green: "0x77", blue: "0xFF"))
            >>>>>>> theirs
              ],
              "info" : {
                "author" : "xcode",
                "version" : 1
              }
            }

            """, paths: [["colors", "idiom=universal;appearances=luminosity:dark"]])
        ),
        StatedMerge(
            name: "edit against edit",
            base: base,
            ours: file([any, entry(appearance: "dark", red: "0x10", green: "0x77", blue: "0xFF")]),
            theirs: file([any, entry(appearance: "dark", red: "0x20", green: "0x77", blue: "0xFF")]),
            expected: .conflicted(
                file([any, entry(appearance: "dark", red: "0x10", green: "0x77", blue: "0xFF")]).replacingOccurrences(
                    of: "      \"color\" : {\n        \"color-space\" : \"srgb\",\n        \"components\" : {\n          \"alpha\" : \"1.000\",\n          \"blue\" : \"0xFF\",\n          \"green\" : \"0x77\",\n          \"red\" : \"0x10\"\n        }\n      },\n",
                    with: "<<<<<<< ours\n      \"color\" : {\n        \"color-space\" : \"srgb\",\n        \"components\" : {\n          \"alpha\" : \"1.000\",\n          \"blue\" : \"0xFF\",\n          \"green\" : \"0x77\",\n          \"red\" : \"0x10\"\n        }\n      },\n=======\n"
                        + "      \"color\" : {\n        \"color-space\" : \"srgb\",\n        \"components\" : {\n          \"alpha\" : \"1.000\",\n          \"blue\" : \"0xFF\",\n          \"green\" : \"0x77\",\n          \"red\" : \"0x20\"\n        }\n      },\n>>>>>>> theirs\n"),
                paths: [["colors", "idiom=universal;appearances=luminosity:dark", "color"]])
        ),
        // Entries are matched by idiom and appearances, so the merge by member sees the dark
        // entry deleted on one side and edited on the other; git's line merge is clean (the
        // lines are apart) and parses, so its bytes are kept: the edit under the new appearance.
        StatedMerge(
            name: "rename against edit (an entry's appearance changed, its color edited)",
            base: base,
            ours: file([any, entry(appearance: "light", red: "0x00", green: "0x77", blue: "0xFF")]),
            theirs: file([any, entry(appearance: "dark", red: "0x10", green: "0x77", blue: "0xFF")]),
            expected: .clean(file([any, entry(appearance: "light", red: "0x10", green: "0x77", blue: "0xFF")]))
        ),
        editBesideAddition.transformed("with CRLF line breaks", Layout.crlf),
        editBesideAddition.transformed("with tabs", Layout.tabs(unit: 2)),
        editBesideAddition.transformed("with no final newline", Layout.noFinalNewline),
        StatedMerge(
            name: "an unparseable side",
            base: base,
            ours: base.replacingOccurrences(of: "\"version\" : 1", with: "\"version\" : 1,"),
            theirs: file([entry(green: "0x80"), dark]),
            expected: .fallBack(mentioning: ["ours", "Contents.json:"])
        ),
    ]

    @Test(arguments: cases) func statedResult(_ merge: StatedMerge) throws {
        try merge.check(path: "Colors.xcassets/accent.colorset/Contents.json")
    }
}
