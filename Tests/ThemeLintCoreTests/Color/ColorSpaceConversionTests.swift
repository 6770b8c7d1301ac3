import Foundation
import Testing
@testable import ThemeLintCore
import ThemeLintTestSupport

/// Our CSS Color 4 conversions against coloraide's: a committed table (always), and fresh random
/// colors when python3 with coloraide is installed (`scripts/ensure-deps.sh --test` installs it).
@Suite struct ColorSpaceConversionTests {
    static let tolerance = 1e-6

    @Test func matchesTheCommittedColoraideTable() throws {
        guard let url = Bundle.module.url(forResource: "coloraide-srgb", withExtension: "json", subdirectory: "Fixtures") else {
            throw FixtureError(name: "coloraide-srgb.json")
        }
        let table = try ReferenceTable(data: Data(contentsOf: url))
        #expect(Set(table.rows.map(\.space)) == Set(TokenColorSpace.allCases))
        #expect(table.rows.count >= 10 * TokenColorSpace.allCases.count)
        for (space, error) in table.maximumErrors() {
            #expect(error <= Self.tolerance, "\(space.rawValue): max error \(error) against \(table.generator)")
        }
    }

    @Test(.enabled(if: coloraideIsAvailable(), "needs python3 with coloraide (scripts/ensure-deps.sh --test)"))
    func matchesColoraideOnFreshRandomColors() throws {
        let seed = Int.random(in: 1...1_000_000)
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent()
        let script = root.appendingPathComponent("scripts/coloraide-reference.py").path
        let result = try runProcess("python3", [script, "60", String(seed)])
        try #require(result.status == 0, "coloraide-reference.py failed: \(result.stderr)")
        let table = try ReferenceTable(data: Data(result.stdout.utf8))
        #expect(table.rows.count == 60 * TokenColorSpace.allCases.count)
        var report: [String] = []
        for (space, error) in table.maximumErrors().sorted(by: { $0.key.rawValue < $1.key.rawValue }) {
            report.append("\(space.rawValue) \(error)")
            #expect(error <= Self.tolerance, "\(space.rawValue): max error \(error) against \(table.generator), seed \(seed)")
        }
        print("coloraide max error per space (seed \(seed)): \(report.joined(separator: ", "))")
    }

    @Test func knownColorsConvertAsCSSColor4Says() {
        // The Color Module's "Hot pink" examples: #ff00ff once clipped and rounded to 8 bits.
        let hotPink: [(TokenColorSpace, SIMD3<Double>)] = [
            (.srgb, SIMD3(1, 0, 1)), (.hsl, SIMD3(300, 100, 50)), (.hwb, SIMD3(300, 0, 0)),
            (.lab, SIMD3(60.17, 93.54, -60.5)), (.lch, SIMD3(60.17, 111.4, 327.11)),
            (.oklab, SIMD3(0.701, 0.2746, -0.169)), (.oklch, SIMD3(0.7016, 0.3225, 328.363)),
            (.xyzD65, SIMD3(0.5929, 0.2848, 0.9699)), (.xyzD50, SIMD3(0.5791, 0.2831, 0.728)),
        ]
        for (space, components) in hotPink {
            let srgb = ColorSpaceConversion.srgb(from: space, components)
            let color = TokenColor(unclippedRed: srgb.x, green: srgb.y, blue: srgb.z)
            #expect(color.rgba.shortCSSHex == "#FF00FF", "\(space.rawValue): \(srgb)")
        }
        // White is white in every RGB space and in XYZ at its own white point.
        for space in [TokenColorSpace.srgbLinear, .displayP3, .a98RGB, .prophotoRGB, .rec2020] {
            let srgb = ColorSpaceConversion.srgb(from: space, SIMD3(1, 1, 1))
            #expect(abs(srgb.x - 1) < 1e-9 && abs(srgb.y - 1) < 1e-9 && abs(srgb.z - 1) < 1e-9, "\(space.rawValue): \(srgb)")
        }
    }
}

/// A table of coloraide conversions as `scripts/coloraide-reference.py` prints it.
private struct ReferenceTable {
    struct Row {
        var space: TokenColorSpace
        var components: [Double?]
        var srgb: SIMD3<Double>
    }

    var generator: String
    var rows: [Row]

    init(data: Data) throws {
        guard let root = try JSONSerialization.jsonObject(with: data) as? [String: Any],
              let generator = root["generator"] as? String, let rows = root["rows"] as? [[String: Any]] else {
            throw ReferenceError(reason: "not a reference table")
        }
        self.generator = generator
        self.rows = try rows.map { row in
            guard let name = row["space"] as? String, let space = TokenColorSpace(rawValue: name),
                  let components = row["components"] as? [Any], components.count == 3,
                  let srgbValues = row["srgb"] as? [Any], case let srgb = srgbValues.compactMap({ ($0 as? NSNumber)?.doubleValue }),
                  srgb.count == 3 else {
                throw ReferenceError(reason: "bad row \(row)")
            }
            return Row(space: space, components: components.map { ($0 as? NSNumber)?.doubleValue },
                       srgb: SIMD3(srgb[0], srgb[1], srgb[2]))
        }
    }

    /// The largest channel difference between coloraide's sRGB and ours, per space.
    func maximumErrors() -> [TokenColorSpace: Double] {
        var errors: [TokenColorSpace: Double] = [:]
        for row in rows {
            let ours = ColorSpaceConversion.srgb(from: row.space, SIMD3(row.components[0] ?? 0, row.components[1] ?? 0, row.components[2] ?? 0))
            let difference = abs(ours - row.srgb).max()
            errors[row.space] = max(errors[row.space] ?? 0, difference.isNaN ? .infinity : difference)
        }
        return errors
    }
}

private struct ReferenceError: Error {
    var reason: String
}

private func abs(_ v: SIMD3<Double>) -> SIMD3<Double> { SIMD3(Swift.abs(v.x), Swift.abs(v.y), Swift.abs(v.z)) }

/// Whether `python3 -c 'import coloraide'` succeeds.
private func coloraideIsAvailable() -> Bool {
    (try? runProcess("python3", ["-c", "import coloraide"]))?.status == 0
}
