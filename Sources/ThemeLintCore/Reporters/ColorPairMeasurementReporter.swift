/// Renders a `ColorPairMeasurement` for `themelint contrast`: pure functions from the
/// measurement to text.
public enum ColorPairMeasurementReporter {
    /// Output formats of `themelint contrast`.
    public enum Format: String, Sendable, CaseIterable {
        /// Aligned lines for people.
        case text
        /// One JSON object (keys: foreground, background, base, composited, wcag, levels, apca, deltaE).
        case json
    }

    /// Renders `measurement` in `format`; `useColor` adds ANSI colors to pass/fail in text.
    public static func render(_ measurement: ColorPairMeasurement, format: Format, useColor: Bool = false) -> String {
        switch format {
        case .text: text(measurement, useColor: useColor)
        case .json: json(measurement)
        }
    }

    /// Human-readable lines. The ratio is truncated to two decimals (4.478 shows as 4.47, never
    /// rounded up to a passing value); pass/fail is decided on the unrounded ratio.
    public static func text(_ measurement: ColorPairMeasurement, useColor: Bool = false) -> String {
        func paint(_ text: String, _ code: String) -> String { useColor ? "\u{1B}[\(code)m\(text)\u{1B}[0m" : text }
        func composited(_ given: RGBA, _ seen: RGBA) -> String {
            given == seen ? given.shortCSSHex : "\(given.shortCSSHex) → \(seen.shortCSSHex) composited"
        }
        var lines: [String] = []
        lines.append("Foreground  \(composited(measurement.foreground, measurement.compositedForeground))")
        lines.append("Background  \(composited(measurement.background, measurement.compositedBackground))")
        lines.append("Base        \(measurement.base.shortCSSHex)")
        lines.append("WCAG 2      \(MeasurementFormat.truncated(measurement.wcagRatio)):1")
        let nameWidth = WCAGLevel.allCases.map(\.rawValue.count).max() ?? 0
        for level in WCAGLevel.allCases {
            let passes = measurement.levelsPassed.contains(level)
            let name = level.rawValue.padding(toLength: nameWidth, withPad: " ", startingAt: 0)
            let minimum = MeasurementFormat.shortNumber(level.minimumRatio) + ":1"
            let verdict = passes ? paint("pass", "32") : paint("fail", "31")
            lines.append("  \(name)  \(verdict)  (minimum \(minimum))")
        }
        let passed = measurement.levelsPassed.map(\.rawValue)
        lines.append("Passes      \(passed.isEmpty ? "none" : passed.joined(separator: ", "))")
        lines.append("APCA        Lc \(MeasurementFormat.truncated(measurement.apcaLc, decimals: 1))")
        lines.append("ΔE2000      \(MeasurementFormat.truncated(measurement.deltaE))")
        return lines.joined(separator: "\n") + "\n"
    }

    /// One JSON object; colors as `#RRGGBBAA`, numbers unrounded.
    public static func json(_ measurement: ColorPairMeasurement) -> String {
        func string(_ value: String) -> String { "\"\(value)\"" }
        let levels = measurement.levelsPassed.map { string($0.rawValue) }.joined(separator: ", ")
        let lines = [
            "{",
            "  \"foreground\": \(string(measurement.foreground.cssHex)),",
            "  \"background\": \(string(measurement.background.cssHex)),",
            "  \"base\": \(string(measurement.base.cssHex)),",
            "  \"composited\": {\"foreground\": \(string(measurement.compositedForeground.cssHex)), \"background\": \(string(measurement.compositedBackground.cssHex))},",
            "  \"wcag\": \(jsonNumber(measurement.wcagRatio)),",
            "  \"levels\": [\(levels)],",
            "  \"apca\": \(jsonNumber(measurement.apcaLc)),",
            "  \"deltaE\": \(jsonNumber(measurement.deltaE))",
            "}",
        ]
        return lines.joined(separator: "\n") + "\n"
    }

    /// Shortest round-tripping decimal (`21`, `4.478089453577214`); JSON has no NaN, so non-finite is `null`.
    static func jsonNumber(_ value: Double) -> String {
        guard value.isFinite else { return "null" }
        if value == value.rounded(), abs(value) < 1e15 { return String(Int(value)) }
        return String(value)
    }
}

extension MeasurementFormat {
    /// A threshold for people: `3`, `4.5` (no trailing zeros).
    public static func shortNumber(_ value: Double) -> String {
        if value == value.rounded(), abs(value) < 1e15 { return String(Int(value)) }
        return String(value)
    }
}
