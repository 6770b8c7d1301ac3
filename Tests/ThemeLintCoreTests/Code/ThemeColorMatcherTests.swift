import Testing
import ThemeLintTestSupport
@testable import ThemeLintCore

/// `ThemeColorMatcher` looks literals up through the similar-colors k-d tree: it must find what
/// comparing a literal with every color of the same alpha finds, closest first, the first in
/// order on a tie.
@Suite struct ThemeColorMatcherTests {
    /// The scan the matcher replaced: every color of the same alpha, in order, the first of the
    /// closest kept.
    static func scan(_ colors: [RGBA?], _ literal: RGBA, maxDeltaE: Double) -> ThemeColorMatcher.Match? {
        if let exact = colors.firstIndex(where: { $0 == literal }) { return ThemeColorMatcher.Match(index: exact, difference: 0) }
        var best: ThemeColorMatcher.Match?
        for (index, color) in colors.enumerated() {
            guard let color, color.alpha == literal.alpha,
                  let difference = CIEDE2000.difference(CIELab(literal), CIELab(color), below: maxDeltaE) else { continue }
            if best.map({ difference < $0.difference }) ?? true { best = ThemeColorMatcher.Match(index: index, difference: difference) }
        }
        return best
    }

    static func randomColor(_ random: inout SplitMix64, levels: Int, alphas: [Double]) -> RGBA {
        func channel() -> Double { Double(Int.random(in: 0..<levels, using: &random)) / Double(levels - 1) }
        return RGBA(red: channel(), green: channel(), blue: channel(), alpha: alphas.randomElement(using: &random) ?? 1)
    }

    @Test("the tree finds what the scan finds", arguments: [(400, 0.5), (3000, 1.0), (3000, 4.0), (200, 10.0)])
    func agreesWithTheScan(count: Int, maxDeltaE: Double) {
        var random = SplitMix64(state: UInt64(count) * 7919 + UInt64(maxDeltaE * 10))
        // Coarse channels make exact repeats and equally distant colors (ties) common.
        var colors: [RGBA?] = (0..<count).map { _ in Self.randomColor(&random, levels: 24, alphas: [1, 1, 1, 0.5]) }
        colors[3] = nil
        let matcher = ThemeColorMatcher(colors: colors, maxDeltaE: maxDeltaE)
        var matched = 0
        for _ in 0..<1500 {
            // Half the literals a palette color moved a little, so that many match.
            var literal = Self.randomColor(&random, levels: 40, alphas: [1, 0.5, 0.25])
            if Bool.random(using: &random), let near = colors.randomElement(using: &random) ?? nil {
                func moved(_ channel: Double) -> Double { min(1, max(0, channel + Double(Int.random(in: -2...2, using: &random)) / 255)) }
                literal = RGBA(red: moved(near.red), green: moved(near.green), blue: moved(near.blue), alpha: near.alpha)
            }
            let expected = Self.scan(colors, literal, maxDeltaE: maxDeltaE)
            #expect(matcher.closest(to: literal) == expected, "\(literal)")
            if expected != nil { matched += 1 }
        }
        #expect(matched > 300)
    }

    @Test func equallyCloseColorsGoToTheFirst() {
        let gray = RGBA(red: 0.5, green: 0.5, blue: 0.5, alpha: 1)
        let colors: [RGBA?] = [RGBA(red: 0, green: 0, blue: 0, alpha: 1), gray, gray, RGBA(red: 0.5, green: 0.5, blue: 0.5, alpha: 0.5)]
        #expect(ThemeColorMatcher(colors: colors, maxDeltaE: 1).closest(to: gray) == ThemeColorMatcher.Match(index: 1, difference: 0))
        let near = RGBA(red: 0.502, green: 0.5, blue: 0.5, alpha: 1)
        #expect(ThemeColorMatcher(colors: colors, maxDeltaE: 1).closest(to: near)?.index == 1)
        // Another alpha, or beyond the threshold: nothing.
        #expect(ThemeColorMatcher(colors: colors, maxDeltaE: 1).closest(to: RGBA(red: 0.5, green: 0.5, blue: 0.5, alpha: 0.25)) == nil)
        #expect(ThemeColorMatcher(colors: colors, maxDeltaE: 1).closest(to: RGBA(red: 0.6, green: 0.5, blue: 0.5, alpha: 1)) == nil)
    }
}
