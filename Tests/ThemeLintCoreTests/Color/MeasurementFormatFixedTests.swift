import Testing
@testable import ThemeLintCore

/// `MeasurementFormat.fixed` prints most values without printf; whatever it prints must be
/// printf's `%.*f`, byte for byte (reports are compared with golden files).
struct MeasurementFormatFixedTests {
    @Test func theFastPathPrintsWhatPrintfPrints() {
        var generator = SystemRandomNumberGenerator()
        var values: [Double] = [0, -0.0, 0.001, -0.001, 0.004999, 0.005, 0.015, 0.025, 1.005, 2.675, 4.125, 99.995, 99.994999,
                                123.456, -7.5, 0.5, 1.5, 2.5, 1e-9, 21, 100, 2_147_483.64, 21_474_836.47, 1e9]
        for _ in 0..<20_000 { values.append(Double.random(in: -120...120, using: &generator)) }
        // Values on a hundredth, and halfway between two: the cases rounding is decided on.
        for cents in 0..<20_000 { values.append(Double(cents) / 100); values.append((Double(cents) + 0.5) / 100) }
        var fast = 0
        for value in values {
            for decimals in [0, 1, 2, 3, 6] {
                let expected = MeasurementFormat.printfFixed(value, decimals: decimals)
                if let text = MeasurementFormat.fixedAwayFromTies(value, decimals: decimals) {
                    fast += 1
                    #expect(text == expected, "\(value) to \(decimals) places")
                }
                #expect(MeasurementFormat.fixed(value, decimals: decimals) == expected)
            }
        }
        // Most values take the fast path; exact and near ties do not.
        #expect(fast > values.count * 4)
        #expect(MeasurementFormat.fixedAwayFromTies(4.125, decimals: 2) == nil)
        #expect(MeasurementFormat.fixedAwayFromTies(1e300, decimals: 2) == nil)
    }
}
