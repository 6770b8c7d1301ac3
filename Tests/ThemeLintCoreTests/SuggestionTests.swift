import Testing
@testable import ThemeLintCore

@Suite struct SuggestionTests {
    @Test func prefersCaseInsensitiveMatch() {
        #expect(Suggestion.closest(to: "Sky_300", among: ["sky_300", "sky_30"]) == "sky_300")
    }

    @Test func findsSmallEdits() {
        #expect(Suggestion.closest(to: "sky_30", among: ["sky_300", "azure_300", "white"]) == "sky_300")
        #expect(Suggestion.closest(to: "gray_007", among: ["gray_700", "gray_070"]) == "gray_070")
        #expect(Suggestion.closest(to: "balck", among: ["black", "blue"]) == "black")
    }

    @Test func givesNothingWhenFar() {
        #expect(Suggestion.closest(to: "accent", among: ["white", "black"]) == nil)
        #expect(Suggestion.closest(to: "x", among: [String]()) == nil)
    }

    @Test func baselineMatchesByNamesNotLines() {
        let a = Finding(rule: "unresolved-identifier", severity: .error, message: "m", location: Location(file: "s.json", position: SourcePosition(line: 3, column: 1)), scheme: "d", role: "r", identifier: "x")
        var moved = a
        moved.line = 40
        let b = Finding(rule: "unresolved-identifier", severity: .error, message: "m", location: Location(file: "s.json", position: SourcePosition(line: 5, column: 1)), scheme: "d", role: "q", identifier: "x")
        #expect(BaselineFilter.newFindings([moved, b], comparedWith: [a]) == [b])
    }
}
