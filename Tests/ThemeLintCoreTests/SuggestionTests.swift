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

    @Test func theIndexSuggestsExactlyWhatComparingEveryNameSuggests() {
        var state: UInt64 = 0x2545F4914F6CDD1D
        func next(_ bound: Int) -> Int {
            state = state &* 6364136223846793005 &+ 1442695040888963407
            return Int((state >> 33) % UInt64(bound))
        }
        let alphabet = Array("abcdeo_0123")
        func word() -> String { String((0..<(1 + next(14))).map { _ in alphabet[next(alphabet.count)] }) }
        let names = (0..<3_000).map { _ in word() } + ["Sky_300", "sky_300"]
        let index = SuggestionIndex(names)
        let loweredNames = Set(names).map { ($0, Array($0.lowercased().unicodeScalars)) }
        func bruteForce(_ name: String) -> String? {
            let lowered = name.lowercased()
            if let match = names.filter({ $0 != name && $0.lowercased() == lowered }).min() { return match }
            let source = Array(lowered.unicodeScalars)
            let limit = Suggestion.limit(forLength: source.count)
            var best: (Int, Int, String)?
            for (candidate, target) in loweredNames where candidate != name {
                guard let distance = Suggestion.editDistance(source, target, limit: limit) else { continue }
                let prefix = zip(source, target).prefix { $0 == $1 }.count
                if best.map({ distance < $0.0 || (distance == $0.0 && (prefix > $0.1 || (prefix == $0.1 && candidate < $0.2))) }) ?? true {
                    best = (distance, prefix, candidate)
                }
            }
            return best?.2
        }
        var suggested = 0
        for _ in 0..<500 {
            var query = Array(names[next(names.count)])
            // One to three random edits, transpositions included.
            for _ in 0..<(1 + next(3)) where !query.isEmpty {
                let at = next(query.count)
                switch next(4) {
                case 0: query[at] = alphabet[next(alphabet.count)]
                case 1: query.remove(at: at)
                case 2: query.insert(alphabet[next(alphabet.count)], at: at)
                default: if at + 1 < query.count { query.swapAt(at, at + 1) }
                }
            }
            let name = String(query)
            let expected = bruteForce(name)
            if expected != nil { suggested += 1 }
            #expect(index.closest(to: name) == expected, "\(name)")
        }
        #expect(suggested > 250)
    }

    @Test func baselineMatchesByNamesNotLines() {
        let a = Finding(rule: "unresolved-identifier", severity: .error, message: "m", location: Location(file: "s.json", position: SourcePosition(line: 3, column: 1)), scheme: "d", role: "r", identifier: "x")
        var moved = a
        moved.line = 40
        let b = Finding(rule: "unresolved-identifier", severity: .error, message: "m", location: Location(file: "s.json", position: SourcePosition(line: 5, column: 1)), scheme: "d", role: "q", identifier: "x")
        #expect(BaselineFilter.newFindings([moved, b], comparedWith: [a]) == [b])
    }
}
