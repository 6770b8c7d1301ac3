import Foundation
import Testing
import ThemeLintCore

@Suite struct SimilarColorsRuleTests {
    private func palette(_ file: String, _ entries: [(String, String)], alpha: HexAlphaPosition = .leading) -> Palette {
        let colors = entries.enumerated().map { offset, entry in
            let location = Location(file: file, position: SourcePosition(line: offset + 2, column: 3))
            return PaletteColor(name: entry.0, rawValue: entry.1, color: HexColor.parse(entry.1, alpha: alpha), location: location, valueLocation: location)
        }
        return Palette(file: file, colors: colors)
    }

    private func findings(_ palettes: [Palette], maxDeltaE: Double? = nil) -> [Finding] {
        var rules: [String: RuleConfiguration] = [:]
        if let maxDeltaE { rules["similar-colors"] = RuleConfiguration(options: ["maxDeltaE": JSONNode(.number(maxDeltaE), at: .start)]) }
        return SimilarColorsRule().findings(in: lintContext(palettes: palettes, rules: rules))
    }

    @Test func aClosePairIsOneFindingWithBothNamesAndTheDeltaE() throws {
        let result = findings([palette("palette.json", [("gray_100", "#F2F3F5"), ("gray_200", "#EBECEF"), ("gray_100_web", "#F2F3F6")])])
        let first = try #require(result.first)
        #expect(result.count == 1)
        #expect(first.rule == "similar-colors" && first.severity == .note)
        #expect(first.key == "gray_100" && first.identifier == "gray_100_web")
        #expect(first.members == ["gray_100", "gray_100_web"])
        #expect(first.location == Location(file: "palette.json", position: SourcePosition(line: 4, column: 3)))
        let deltaE = RGBA(red8: 0xF2, green8: 0xF3, blue8: 0xF5).deltaE2000(to: RGBA(red8: 0xF2, green8: 0xF3, blue8: 0xF6))
        #expect(first.value == deltaE)
        #expect(first.message == "gray_100_web (#F2F3F6) and gray_100 (#F2F3F5) are nearly the same color: ΔE2000 \(MeasurementFormat.truncated(deltaE)) is below 1")
    }

    @Test func similarColorsAreOneClusterReportedOnceAtItsSecondColor() throws {
        let result = findings([palette("palette.json", [
            ("gray_100", "#F2F3F5"), ("gray_200", "#EBECEF"), ("gray_100_web", "#F2F3F6"), ("broken", "#XYZ"), ("gray_100_copy", "#F2F3F5"),
        ])])
        let cluster = try #require(result.first)
        #expect(result.count == 1)
        #expect(cluster.members == ["gray_100", "gray_100_web", "gray_100_copy"])
        #expect(cluster.location.position.line == 4)
        #expect(cluster.message == "3 colors are nearly the same color, each within ΔE2000 1 of another: gray_100 (#F2F3F5), gray_100_web (#F2F3F6), gray_100_copy (#F2F3F5)")
    }

    @Test func aPaletteOverTheSizeLimitIsOneNoteNotACompariso() throws {
        let entries = (0...SimilarColorsRule.maximumPaletteSize).map { ("c\($0)", "#FFFFFF") }
        let result = findings([palette("huge.json", entries)])
        #expect(result.count == 1)
        #expect(result.first?.message == "huge.json has 200001 colors: similar-colors compares palettes of up to 200000 colors, and skipped this one")
    }

    @Test func aHundredThousandNamesOfOneColorAreOneFinding() throws {
        let entries = (0..<100_000).map { ("white_\($0)", "#FFFFFF") }
        let result = findings([palette("palette.json", entries)])
        #expect(result.count == 1)
        #expect(result.first?.members?.count == 100_000)
        #expect(result.first?.message.hasSuffix("and 99992 more") == true)
    }

    @Test func theThresholdComesFromTheRuleConfiguration() {
        let colors = palette("palette.json", [("a", "#F2F3F5"), ("b", "#EBECEF"), ("c", "#F2F3F6")])
        #expect(findings([colors]).count == 1)
        #expect(findings([colors], maxDeltaE: 2).map(\.members) == [["a", "b", "c"]]) // a~b and b~c are about 1.5
        #expect(findings([colors], maxDeltaE: 0.01).isEmpty)
    }

    @Test func onlyColorsOfOnePaletteAreCompared() {
        let first = palette("palette.json", [("white", "#FFFFFF")])
        let second = palette("palette_web.json", [("white", "#FFFFFF")])
        #expect(findings([first, second]).isEmpty)
    }

    @Test func colorsWithDifferentAlphaAreComparedAsTheyLook() {
        // Leading alpha: black, black at 8 % and at 12 %: all visibly different over white.
        let tints = palette("palette.json", [("black", "#000000"), ("black_alpha8", "#14000000"), ("black_alpha12", "#1F000000")])
        #expect(findings([tints]).isEmpty)
        // Same alpha, nearly the same color: similar.
        let sameAlpha = palette("palette.json", [("blue_alpha8", "#142688EB"), ("blue_alpha8_old", "#142688EC")])
        #expect(findings([sameAlpha]).count == 1)
        // Nearly the same alpha and color: similar over both white and black.
        let nearAlpha = palette("palette.json", [("a", "#FE2688EB"), ("b", "#FF2688EB")])
        #expect(findings([nearAlpha]).count == 1)
    }

    @Test func documentedExamplesBehaveAsDocumented() {
        #expect(RGBA(red8: 0xF2, green8: 0xF3, blue8: 0xF5).deltaE2000(to: RGBA(red8: 0xF2, green8: 0xF3, blue8: 0xF6)) < SimilarColorsRule.defaultMaxDeltaE)
        #expect(RGBA(red8: 0xF2, green8: 0xF3, blue8: 0xF5).deltaE2000(to: RGBA(red8: 0xEB, green8: 0xEC, blue8: 0xEF)) >= SimilarColorsRule.defaultMaxDeltaE)
        #expect(SimilarColorsRule.description.defaultSeverity == .note)
    }

    @Test func theIndexFindsExactlyTheClustersThatComparingEveryPairFinds() {
        // Deterministic pseudo-random palette with clusters of near-duplicates and a few alphas.
        var state: UInt64 = 0x9E3779B97F4A7C15
        func next(_ bound: Int) -> Int {
            state = state &* 6364136223846793005 &+ 1442695040888963407
            return Int((state >> 33) % UInt64(bound))
        }
        var entries: [(String, String)] = []
        for index in 0..<600 {
            // Grays and saturated colors alike: CIEDE2000 is loosest for saturated ones.
            let base = index % 40 * 6
            let saturated = index % 3 == 0
            let channels = (0..<3).map { channel in saturated ? (channel == index % 3 ? 255 - next(12) : next(40)) : min(255, base + next(12)) }
            let alpha = [255, 255, 255, 20, 31, 128][next(6)]
            let hex = [alpha, channels[0], channels[1], channels[2]].map { String(format: "%02X", $0) }.joined()
            entries.append(("c\(index)", "#" + hex))
        }
        // Twins: random colors anywhere in the gamut, each with a neighbour a few steps away in
        // every channel (the saturated ones are where CIEDE2000 is loosest).
        for index in 0..<300 {
            let base = (0..<3).map { _ in next(256) }
            let twin = base.map { max(0, min(255, $0 + next(17) - 8)) }
            for (suffix, channels) in [("", base), ("_twin", twin)] {
                entries.append(("t\(index)\(suffix)", "#FF" + channels.map { String(format: "%02X", $0) }.joined()))
            }
        }
        expectClustersOfEveryPair(entries, thresholds: [0.5, 1.0, 3.0, 10.0])
    }

    /// A palette of uniformly random opaque colors: saturated ones of every hue (the blues,
    /// where CIEDE2000's rotation term matters, among them), where the index's bounds are
    /// widest and most pairs are candidates.
    @Test func theIndexFindsTheClustersOfAUniformlyRandomPalette() {
        var state: UInt64 = 0x2545F4914F6CDD1D
        func next(_ bound: Int) -> Int {
            state = state &* 6364136223846793005 &+ 1442695040888963407
            return Int((state >> 33) % UInt64(bound))
        }
        let entries = (0..<1_000).map { index in ("r\(index)", String(format: "#%02X%02X%02X", next(256), next(256), next(256))) }
        expectClustersOfEveryPair(entries, thresholds: [1.0, 2.5, 6.0])
    }

    /// A few dense blobs: many variants of a handful of brand colors (blue and violet among
    /// them), so most points have many candidates and most clusters are large.
    @Test func theIndexFindsTheClustersOfAFewDenseBlobs() {
        var state: UInt64 = 0x853C49E6748FEA9B
        func next(_ bound: Int) -> Int {
            state = state &* 6364136223846793005 &+ 1442695040888963407
            return Int((state >> 33) % UInt64(bound))
        }
        let centers = [(0x26, 0x88, 0xEB), (0x78, 0x14, 0xE6), (0xE6, 0x46, 0x46), (0x80, 0x80, 0x80)]
        let entries = (0..<800).map { index in
            let center = centers[index % centers.count]
            let channels = [center.0, center.1, center.2].map { max(0, min(255, $0 + next(13) - 6)) }
            return ("b\(index)", "#" + channels.map { String(format: "%02X", $0) }.joined())
        }
        expectClustersOfEveryPair(entries, thresholds: [0.5, 1.0, 3.0])
    }

    /// The clusters the rule finds are the connected components of "similar" over every pair.
    private func expectClustersOfEveryPair(_ entries: [(String, String)], thresholds: [Double]) {
        let colors = palette("palette.json", entries)
        for maxDeltaE in thresholds {
            let found = Set(findings([colors], maxDeltaE: maxDeltaE).map { $0.members ?? [] })
            let parsed = colors.colors.compactMap { entry in entry.color.map { (entry.name, $0) } }
            var parent = Array(parsed.indices)
            func root(_ index: Int) -> Int { parent[index] == index ? index : root(parent[index]) }
            for later in parsed.indices {
                for earlier in 0..<later {
                    let first = parsed[earlier].1, second = parsed[later].1
                    let difference: Double
                    if first.alpha == second.alpha {
                        difference = first.deltaE2000(to: second)
                    } else {
                        difference = max(
                            first.composited(over: .white).deltaE2000(to: second.composited(over: .white)),
                            first.composited(over: .black).deltaE2000(to: second.composited(over: .black))
                        )
                    }
                    if difference < maxDeltaE { parent[root(later)] = root(earlier) }
                }
            }
            var groups: [Int: [String]] = [:]
            for index in parsed.indices { groups[root(index), default: []].append(parsed[index].0) }
            let expected = Set(groups.values.filter { $0.count > 1 })
            #expect(!expected.isEmpty)
            #expect(found == expected, "maxDeltaE \(maxDeltaE)")
        }
    }
}
