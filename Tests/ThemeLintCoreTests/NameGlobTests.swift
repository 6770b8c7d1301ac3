import Testing
@testable import ThemeLintCore

@Suite struct NameGlobTests {
    @Test(arguments: [
        ("text_*", "text_primary", true), ("text_*", "text_", true), ("text_*", "icon_text", false),
        ("*_primary", "text_primary", true), ("t?xt", "text", true), ("t?xt", "txt", false),
        ("[ab]*", "accent", true), ("[ab]*", "text", false), ("[!ab]*", "text", true), ("[a-c]x", "bx", true),
        ("text_primary", "text_primary", true), ("text_primary", "text_primary2", false), ("*", "", true),
        ("a*b*c", "axxbyyc", true), ("a*b*c", "axxbyy", false), ("\\*", "*", true), ("\\*", "a", false),
        ("[a", "[a", true), ("[]]", "]", true),
    ])
    func matches(_ pattern: String, _ name: String, _ expected: Bool) {
        #expect(NameGlob(pattern).matches(name) == expected, "\(pattern) ~ \(name)")
    }

    @Test func starsStayLinear() {
        let name = String(repeating: "a", count: 100_000)
        #expect(!NameGlob("*a*a*a*a*b").matches(name))
    }

    @Test func schemeSelectorTakesNameOrFileColonScheme() {
        #expect(SchemeSelector("space_gray").matches(scheme: "space_gray", file: "t/scheme.json", themeSet: nil))
        #expect(SchemeSelector("t/scheme.json:space_gray").matches(scheme: "space_gray", file: "t/scheme.json", themeSet: nil))
        #expect(!SchemeSelector("t/scheme_web.json:space_gray").matches(scheme: "space_gray", file: "t/scheme.json", themeSet: nil))
        #expect(SchemeSelector("main:space_gray").matches(scheme: "space_gray", file: "t/scheme.json", themeSet: "main"))
    }

    @Test func commitDatesAsGitPrintsThem() {
        let commit = LogCommit(id: "", parents: [], authorName: "", authorEmail: "", authorTime: 1_667_483_034, authorOffsetMinutes: 180, subject: "")
        #expect(commit.isoDate == "2022-11-03T16:43:54+03:00")
        #expect(commit.gitDate == "Thu Nov 3 16:43:54 2022 +0300")
        let west = LogCommit(id: "", parents: [], authorName: "", authorEmail: "", authorTime: 0, authorOffsetMinutes: -330, subject: "")
        #expect(west.isoDate == "1969-12-31T18:30:00-05:30")
        #expect(west.gitDate == "Wed Dec 31 18:30:00 1969 -0530")
    }
}
