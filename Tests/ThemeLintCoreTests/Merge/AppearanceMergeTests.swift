import Testing
import ThemeLintCore

/// The merge by meaning on an Appearance palette (`palette.json`: color names to hex, one per
/// line, four-space indentation as VK writes it), each case with its stated result.
@Suite struct AppearanceMergeTests {
    static let base = """
    {
        "black": "#000000",
        "blue_300": "#2688EB",
        "gray_50": "#F5F5F5",
        "white": "#FFFFFF"
    }

    """

    /// A palette line's member: `"name": "#hex"`.
    static func m(_ name: String, _ hex: String) -> String { "\"\(name)\": \"\(hex)\"" }

    static func palette(_ lines: [String]) -> String {
        "{\n" + lines.map { "    " + $0 }.joined(separator: ",\n") + "\n}\n"
    }

    static let black = m("black", "#000000")
    static let blue = m("blue_300", "#2688EB")
    static let gray = m("gray_50", "#F5F5F5")
    static let white = m("white", "#FFFFFF")

    /// OURS edits gray_50, THEIRS adds red right after it (git's line merge conflicts: adjacent).
    static let editBesideAddition = StatedMerge(
        name: "edit beside an addition",
        base: base,
        ours: palette([black, blue, m("gray_50", "#F0F0F0"), white]),
        theirs: palette([black, blue, gray, m("red", "#E64646"), white]),
        expected: .clean(palette([black, blue, m("gray_50", "#F0F0F0"), m("red", "#E64646"), white]))
    )

    static let cases: [StatedMerge] = [
        StatedMerge(
            name: "adjacent edits",
            base: base,
            ours: palette([black, m("blue_300", "#2D81E0"), gray, white]),
            theirs: palette([black, blue, m("gray_50", "#F0F0F0"), white]),
            expected: .clean(palette([black, m("blue_300", "#2D81E0"), m("gray_50", "#F0F0F0"), white]))
        ),
        StatedMerge(
            name: "both branches appending",
            base: base,
            ours: palette([black, blue, gray, white, m("yellow", "#FFC107")]),
            theirs: palette([black, blue, gray, white, m("red", "#E64646")]),
            expected: .clean(palette([black, blue, gray, white, m("yellow", "#FFC107"), m("red", "#E64646")]))
        ),
        StatedMerge(
            name: "the same addition on both sides",
            base: base,
            ours: palette([black, blue, gray, m("red", "#E64646"), white]),
            theirs: palette([black, blue, gray, m("red", "#E64646"), white]),
            expected: .clean(palette([black, blue, gray, m("red", "#E64646"), white]))
        ),
        StatedMerge(
            name: "delete against edit",
            base: base,
            ours: palette([black, blue, white]),
            theirs: palette([black, blue, m("gray_50", "#F0F0F0"), white]),
            expected: .conflicted("""
            {
                "black": "#000000",
                "blue_300": "#2688EB",
            <<<<<<< ours
            =======
                "gray_50": "#F0F0F0",
            >>>>>>> theirs
                "white": "#FFFFFF"
            }

            """, paths: [["gray_50"]])
        ),
        StatedMerge(
            name: "delete against edit of the last member",
            base: base,
            ours: palette([black, blue, gray]),
            theirs: palette([black, blue, gray, m("white", "#FEFEFE")]),
            expected: .conflicted("""
            {
                "black": "#000000",
                "blue_300": "#2688EB",
            <<<<<<< ours
                "gray_50": "#F5F5F5"
            =======
                "gray_50": "#F5F5F5",
                "white": "#FEFEFE"
            >>>>>>> theirs
            }

            """, paths: [["white"]])
        ),
        StatedMerge(
            name: "edit against edit",
            base: base,
            ours: palette([black, m("blue_300", "#2D81E0"), gray, white]),
            theirs: palette([black, m("blue_300", "#0077FF"), gray, white]),
            expected: .conflicted("""
            {
                "black": "#000000",
            <<<<<<< ours
                "blue_300": "#2D81E0",
            =======
                "blue_300": "#0077FF",
            >>>>>>> theirs
                "gray_50": "#F5F5F5",
                "white": "#FFFFFF"
            }

            """, paths: [["blue_300"]])
        ),
        StatedMerge(
            name: "rename against edit",
            base: base,
            ours: palette([black, m("azure_300", "#2688EB"), gray, white]),
            theirs: palette([black, m("blue_300", "#0077FF"), gray, white]),
            expected: .clean(palette([black, m("azure_300", "#0077FF"), gray, white]))
        ),
        editBesideAddition.transformed("with CRLF line breaks", Layout.crlf),
        editBesideAddition.transformed("with tabs", Layout.tabs(unit: 4)),
        StatedMerge(
            name: "no final newline",
            base: Layout.noFinalNewline(base),
            ours: Layout.noFinalNewline(palette([black, blue, gray, m("white", "#FEFEFE")])),
            theirs: Layout.noFinalNewline(palette([black, blue, gray, white, m("red", "#E64646")])),
            expected: .clean(Layout.noFinalNewline(palette([black, blue, gray, m("white", "#FEFEFE"), m("red", "#E64646")])))
        ),
        StatedMerge(
            name: "an unparseable side",
            base: base,
            ours: palette([black, blue, gray, white]),
            theirs: "{\n    \"black\": \"#000000\",\n}\n",
            expected: .fallBack(mentioning: ["theirs", "palette.json:3:1"])
        ),
    ]

    @Test(arguments: cases) func statedResult(_ merge: StatedMerge) throws {
        try merge.check(path: "palette.json")
    }

    /// A scheme's role as VK writes it.
    static func role(_ name: String, _ color: String) -> String {
        "            \"\(name)\": {\n                \"color_identifier\": \"\(color)\"\n            }"
    }

    static func scheme(_ roles: [String]) -> String {
        "{\n    \"bright_light\": {\n        \"appearance\": \"light\",\n        \"colors\": {\n" + roles.joined(separator: ",\n") + "\n        }\n    }\n}\n"
    }

    /// The case: one branch adds a role, the other repaints the role on the next line.
    @Test func aRoleAddedBesideARoleRepainted() throws {
        let base = Self.scheme([Self.role("accent", "blue_300"), Self.role("background", "white")])
        try StatedMerge(
            name: "a role added beside a role repainted",
            base: base,
            ours: Self.scheme([Self.role("accent", "blue_300"), Self.role("accent_hover", "blue_350"), Self.role("background", "white")]),
            theirs: Self.scheme([Self.role("accent", "blue_300"), Self.role("background", "gray_50")]),
            expected: .clean(Self.scheme([Self.role("accent", "blue_300"), Self.role("accent_hover", "blue_350"), Self.role("background", "gray_50")]))
        ).check(path: "scheme.json")
    }
}
