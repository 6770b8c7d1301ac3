/// Renders a `ColorPairMeasurement` for `themelint contrast`: pure functions from the
/// measurement to text.
public struct ColorPairMeasurementReporter: Reporter {
    /// `text` or `json` (`ContrastReportFormat.pairReporter` maps Markdown and HTML to text).
    public var format: ContrastReportFormat
    /// ANSI colors on pass/fail (text).
    public var useColor: Bool
    /// Where text writes each color's alpha (as the colors were given).
    public var hexAlpha: HexAlphaPosition

    /// Creates a reporter.
    public init(format: ContrastReportFormat, useColor: Bool = false, hexAlpha: HexAlphaPosition = .trailing) {
        self.format = format
        self.useColor = useColor
        self.hexAlpha = hexAlpha
    }

    /// Writes `measurement` in `format`.
    public func write(_ measurement: ColorPairMeasurement, to sink: inout some TextOutputStream) {
        sink.write(format == .json ? Self.json(measurement) : Self.text(measurement, useColor: useColor, hexAlpha: hexAlpha))
    }

    /// Human-readable lines. The ratio is truncated to two decimals (4.478 shows as 4.47, never
    /// rounded up to a passing value); pass/fail is decided on the unrounded ratio. With color on,
    /// each color gets a swatch and pass/fail are green/red.
    /// - Parameter spellings: the foreground and background as the source writes them (a role's
    ///   `oklch(70% 0.1 200)`), shown instead of their hex when known.
    public static func text(_ measurement: ColorPairMeasurement, useColor: Bool = false, hexAlpha: HexAlphaPosition = .trailing, spellings: (foreground: String?, background: String?) = (nil, nil)) -> String {
        let style = TerminalStyle(enabled: useColor)
        func hex(_ color: RGBA) -> String { ColorNotation.hex(color, alpha: hexAlpha) }
        func shown(_ given: RGBA, _ seen: RGBA, spelled: String? = nil) -> String {
            let swatch = style.swatch(seen)
            let prefix = swatch.isEmpty ? "" : swatch + " "
            let written = spelled.map(TerminalText.escape) ?? hex(given)
            return prefix + (given == seen ? written : "\(written) → \(hex(seen)) composited")
        }
        var lines: [String] = []
        lines.append("Foreground  \(shown(measurement.foreground, measurement.compositedForeground, spelled: spellings.foreground))")
        lines.append("Background  \(shown(measurement.background, measurement.compositedBackground, spelled: spellings.background))")
        lines.append("Base        \(shown(measurement.base, measurement.base.isOpaque ? measurement.base : measurement.base.composited(over: .white)))")
        lines.append("WCAG 2      \(style.bold(MeasurementFormat.truncated(measurement.wcagRatio) + ":1"))")
        let nameWidth = WCAGLevel.allCases.map(\.rawValue.count).max() ?? 0
        for level in WCAGLevel.allCases {
            let passes = measurement.levelsPassed.contains(level)
            let name = level.rawValue + String(repeating: " ", count: max(0, nameWidth - level.rawValue.count))
            let minimum = MeasurementFormat.shortNumber(level.minimumRatio) + ":1"
            let verdict = passes ? style.green("pass") : style.red("fail")
            lines.append("  \(name)  \(verdict)  (minimum \(minimum))")
        }
        let passed = measurement.levelsPassed.map(\.rawValue)
        lines.append("Passes      \(passed.isEmpty ? "none" : passed.joined(separator: ", "))")
        lines.append("APCA        Lc \(MeasurementFormat.truncated(measurement.apcaLc, decimals: 1))")
        lines.append("ΔE2000      \(MeasurementFormat.truncated(measurement.deltaE))")
        return lines.joined(separator: "\n") + "\n"
    }

    /// The JSON value: inputs and composited colors as `#RRGGBBAA`, numbers unrounded.
    public static func jsonValue(_ measurement: ColorPairMeasurement) -> JSONOutput {
        .object([
            ("foreground", .string(measurement.foreground.cssHex)),
            ("background", .string(measurement.background.cssHex)),
            ("base", .string(measurement.base.cssHex)),
            ("composited", .object([
                ("foreground", .string(measurement.compositedForeground.cssHex)),
                ("background", .string(measurement.compositedBackground.cssHex)),
            ])),
            ("wcag", .double(measurement.wcagRatio)),
            ("levels", .array(measurement.levelsPassed.map { .string($0.rawValue) })),
            ("apca", .double(measurement.apcaLc)),
            ("deltaE", .double(measurement.deltaE)),
        ])
    }

    /// One pretty-printed JSON object (keys: foreground, background, base, composited, wcag, levels, apca, deltaE).
    public static func json(_ measurement: ColorPairMeasurement) -> String {
        jsonValue(measurement).rendered(pretty: true) + "\n"
    }
}

extension MeasurementFormat {
    /// A threshold for people: `3`, `4.5` (no trailing zeros).
    public static func shortNumber(_ value: Double) -> String {
        if value == value.rounded(), abs(value) < 1e15 { return String(Int(value)) }
        return String(value)
    }
}
