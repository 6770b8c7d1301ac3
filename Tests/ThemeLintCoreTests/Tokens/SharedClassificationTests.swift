import Testing
@testable import ThemeLintCore

/// Every scheme of a theme set reads each token file's values classified once (a literal color
/// parsed once per file, not once per combination), and the palettes read the same.
@Suite struct SharedClassificationTests {
    private func builder() throws -> TokenThemeSetBuilder {
        let root = try JSONParser().parse(Array(##"{"c": {"$type": "color", "a": {"$value": "#2688eb"}, "b": {"$type": "color", "$value": "{c.a}"}}}"##.utf8)).root
        var issues: [LoadIssue] = []
        let file = TokenFileReader(legacyKeys: false).read(root, file: "t.json", issues: &issues)
        return TokenThemeSetBuilder(files: [.file("t.json"): file], legacyReferences: false)
    }

    private let plan = TokenSchemePlan(name: "default", choices: [], appearance: nil,
                                       sets: [TokenSetUse(name: "t", sources: [.file("t.json")], isOutput: true)],
                                       location: Location(file: "t.json", position: .start))

    @Test func schemesReadTheSharedClassificationInsteadOfParsingAgain() throws {
        var builder = try builder()
        builder.classifyFiles()
        #expect(builder.classified[.file("t.json")]?.values.count == 2)
        // What the schemes see is the shared classification: mark the literal as something
        // else there and no scheme parses it again to find a color. (`c.b` says it is a color
        // itself, so it stays a role whose chain ends at a token of another type.)
        builder.classified[.file("t.json")]?.values[0] = .other
        var issues: [LoadIssue] = []
        let first = builder.scheme(plan, issues: &issues)
        let second = builder.scheme(plan, issues: &issues)
        for scheme in [first, second] {
            #expect(scheme.roles.first { $0.name == "c.b" }?.reference?.tokenChain?.end == .notColor(name: "c.a", type: "color"))
        }
    }

    @Test func withoutASharedClassificationEachSchemeClassifiesForItself() throws {
        let builder = try builder()
        var issues: [LoadIssue] = []
        let scheme = builder.scheme(plan, issues: &issues)
        #expect(scheme.roles.first { $0.name == "c.b" }?.reference?.tokenChain?.end == .literal(file: "t.json", name: "c.a"))
    }

    @Test func aPaletteReadsTheClassifiedValues() throws {
        var builder = try builder()
        builder.classifyFiles()
        let file = try #require(builder.files[.file("t.json")])
        var values = try #require(builder.classified[.file("t.json")]?.values)
        var issues: [LoadIssue] = []
        #expect(TokenThemeSetBuilder.palette(of: file, legacyReferences: false, values: values, issues: &issues).names == ["c.a"])
        values[0] = .other
        #expect(TokenThemeSetBuilder.palette(of: file, legacyReferences: false, values: values, issues: &issues).names.isEmpty)
    }
}
