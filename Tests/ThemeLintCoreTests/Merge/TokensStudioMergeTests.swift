import Testing
import ThemeLintCore

/// The merge by meaning on a Tokens Studio token file (a group of tokens with `$type`,
/// `$value`, `$description`; two-space indentation as Tokens Studio writes it), each case with
/// its stated result.
@Suite struct TokensStudioMergeTests {
    /// A token's text at depth 2, its members one per line.
    static func token(_ name: String, _ members: [(String, String)]) -> String {
        "\"\(name)\": {\n" + members.map { "      \"\($0.0)\": \"\($0.1)\"" }.joined(separator: ",\n") + "\n    }"
    }

    static func file(_ tokens: [String]) -> String {
        "{\n  \"accent\": {\n" + tokens.map { "    " + $0 }.joined(separator: ",\n") + "\n  }\n}\n"
    }

    static func color(_ name: String, _ value: String, description: String? = nil) -> String {
        token(name, [("$type", "color"), ("$value", value)] + (description.map { [("$description", $0)] } ?? []))
    }

    static let bgDefault = color("background-default", "{color.accent.1}", description: "Page background")
    static let bgTinted = color("background-tinted", "{color.accent.2}")
    static let surface = color("surface-default", "{color.accent.3}")
    static let base = file([bgDefault, bgTinted, surface])

    /// OURS edits surface-default's value, THEIRS adds a token right after it.
    static let editBesideAddition = StatedMerge(
        name: "edit beside an addition",
        base: base,
        ours: file([bgDefault, bgTinted, color("surface-default", "{color.accent.4}")]),
        theirs: file([bgDefault, bgTinted, surface, color("surface-tinted", "{color.accent.5}")]),
        expected: .clean(file([bgDefault, bgTinted, color("surface-default", "{color.accent.4}"), color("surface-tinted", "{color.accent.5}")]))
    )

    static let cases: [StatedMerge] = [
        StatedMerge(
            name: "adjacent edits ($value and $description of one token)",
            base: base,
            ours: file([color("background-default", "{color.accent.9}", description: "Page background"), bgTinted, surface]),
            theirs: file([color("background-default", "{color.accent.1}", description: "The page's background"), bgTinted, surface]),
            expected: .clean(file([color("background-default", "{color.accent.9}", description: "The page's background"), bgTinted, surface]))
        ),
        StatedMerge(
            name: "both branches appending",
            base: base,
            ours: file([bgDefault, bgTinted, surface, color("surface-hover", "{color.accent.6}")]),
            theirs: file([bgDefault, bgTinted, surface, color("surface-tinted", "{color.accent.5}")]),
            expected: .clean(file([bgDefault, bgTinted, surface, color("surface-hover", "{color.accent.6}"), color("surface-tinted", "{color.accent.5}")]))
        ),
        StatedMerge(
            name: "the same addition on both sides",
            base: base,
            ours: file([bgDefault, bgTinted, color("surface-tinted", "{color.accent.5}"), surface]),
            theirs: file([bgDefault, bgTinted, color("surface-tinted", "{color.accent.5}"), surface]),
            expected: .clean(file([bgDefault, bgTinted, color("surface-tinted", "{color.accent.5}"), surface]))
        ),
        StatedMerge(
            name: "delete against edit",
            base: base,
            ours: file([bgDefault, surface]),
            theirs: file([bgDefault, color("background-tinted", "{color.accent.7}"), surface]),
            expected: .conflicted("""
            {
              "accent": {
                \(bgDefault),
            <<<<<<< ours
            =======
                \(color("background-tinted", "{color.accent.7}")),
            >>>>>>> theirs
                \(surface)
              }
            }

            """, paths: [["accent", "background-tinted"]])
        ),
        StatedMerge(
            name: "edit against edit",
            base: base,
            ours: file([bgDefault, bgTinted, color("surface-default", "{color.accent.4}")]),
            theirs: file([bgDefault, bgTinted, color("surface-default", "{color.neutral.3}")]),
            expected: .conflicted("""
            {
              "accent": {
                \(bgDefault),
                \(bgTinted),
                "surface-default": {
                  "$type": "color",
            <<<<<<< ours
                  "$value": "{color.accent.4}"
            =======
                  "$value": "{color.neutral.3}"
            >>>>>>> theirs
                }
              }
            }

            """, paths: [["accent", "surface-default", "$value"]])
        ),
        StatedMerge(
            name: "rename against edit",
            base: base,
            ours: file([bgDefault, color("background-subtle", "{color.accent.2}"), surface]),
            theirs: file([bgDefault, color("background-tinted", "{color.accent.8}"), surface]),
            expected: .clean(file([bgDefault, color("background-subtle", "{color.accent.8}"), surface]))
        ),
        editBesideAddition.transformed("with CRLF line breaks", Layout.crlf),
        editBesideAddition.transformed("with tabs", Layout.tabs(unit: 2)),
        editBesideAddition.transformed("with no final newline", Layout.noFinalNewline),
        StatedMerge(
            name: "an unparseable side",
            base: base,
            ours: String(base.dropLast(4)),
            theirs: file([bgDefault, bgTinted, color("surface-default", "{color.accent.4}")]),
            expected: .fallBack(mentioning: ["ours", "accent.json:"])
        ),
    ]

    @Test(arguments: cases) func statedResult(_ merge: StatedMerge) throws {
        try merge.check(path: "semantic/color/accent.json")
    }
}
