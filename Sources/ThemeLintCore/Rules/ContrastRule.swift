/// `contrast`: a configured foreground/background pair below its minimum in some scheme.
///
/// Pairs come from each theme set's `contrast` configuration (explicit and inferred; see
/// `ContrastConfiguration` and docs/contrast.md) and are measured by `ContrastEvaluator`.
/// A finding points at the foreground role in the scheme file and names the scheme, both roles,
/// both resolved colors, the value truncated to two decimals and the minimum. A pair naming a
/// role or scheme the set does not have is reported at its place in the configuration file.
public struct ContrastRule: Rule {
    /// The rule's id, default severity, documentation and examples.
    public static let description = RuleDescription(
        id: "contrast",
        defaultSeverity: .error,
        summary: "A configured foreground/background pair is below its minimum contrast in some scheme.",
        help: """
            Declare pairs per theme set under "contrast" in .themelint.json: a foreground role, a \
            background role or a list of them (the worst is reported), and a minimum ratio or a WCAG \
            level (AA 4.5, AA-large 3, AAA 7, AAA-large 4.5, non-text 3), or "algorithm": "apca" with a \
            minimum |Lc|. Pairs are also inferred from role names (text_* on the main backgrounds, \
            X_text and X_foreground on X_background, icons at non-text) and the configured pairs add \
            to them; "infer": false turns that off. A "contrast" block at the configuration's root \
            applies to every theme set. Each pair is checked in every scheme of the set (or the listed "schemes"). \
            Translucent colors are composited first: the background over the scheme's base (white for \
            light, black for dark, or "base" in the configuration), then the foreground over that. \
            Ratios are compared unrounded: 4.499 fails 4.5. Fix the palette color or the role's \
            reference in the scheme named by the finding. See docs/contrast.md.
            """,
        examples: [
            // space_gray: text_secondary #6D7885 on #19191A is 3.91:1.
            RuleExample(
                file: ".themelint.json",
                snippet: ##"{"themes": [{"schemes": "scheme.json", "palettes": ["palette.json"], "contrast": {"pairs": [{"foreground": "text_secondary", "background": "background_content", "level": "AA"}]}}]}"##,
                triggers: true, context: ["palette.json": ##"{"gray": "#6D7885", "background": "#19191A", "light_gray": "#E1E3E6"}"##, "scheme.json": ##"{"space_gray": {"appearance": "dark", "colors": {"text_primary": {"color_identifier": "light_gray"}, "text_secondary": {"color_identifier": "gray"}, "background_content": {"color_identifier": "background"}}}}"##]
            ),
            // space_gray: text_primary #E1E3E6 on #19191A is 13.66:1 (text_secondary, 3.91:1, is
            // not inferred: "infer": false).
            RuleExample(
                file: ".themelint.json",
                snippet: ##"{"themes": [{"schemes": "scheme.json", "palettes": ["palette.json"], "contrast": {"infer": false, "pairs": [{"foreground": "text_primary", "background": "background_content", "minimum": 4.5}]}}]}"##,
                triggers: false, context: ["palette.json": ##"{"gray": "#6D7885", "background": "#19191A", "light_gray": "#E1E3E6"}"##, "scheme.json": ##"{"space_gray": {"appearance": "dark", "colors": {"text_primary": {"color_identifier": "light_gray"}, "text_secondary": {"color_identifier": "gray"}, "background_content": {"color_identifier": "background"}}}}"##]
            ),
        ]
    )

    /// Creates the rule (rules hold no state).
    public init() {}

    /// The rule's findings in `context`, at the rule's default severity.
    public func findings(in context: LintContext) -> [Finding] {
        var findings: [Finding] = []
        for themeSet in context.project.themeSets {
            guard let configuration = themeSet.definition.contrast else { continue }
            let evaluation = ContrastEvaluator.evaluate(set: themeSet.resolved, configuration: configuration)
            for problem in evaluation.problems {
                findings.append(finding(problem.message, at: problem.location, scheme: problem.scheme, role: problem.role))
            }
            for measurement in evaluation.measurements where !measurement.passes {
                findings.append(finding(for: measurement))
            }
        }
        return findings
    }

    /// The finding for a failing measurement.
    func finding(for measurement: ContrastMeasurement) -> Finding {
        var result = finding(
            Self.message(for: measurement), at: measurement.foregroundLocation,
            scheme: measurement.scheme, role: measurement.foreground
        )
        result.background = measurement.background
        result.value = measurement.value
        result.minimum = measurement.minimum
        return result
    }

    /// "text_secondary on background_content in space_gray: 3.91:1 (#6D7885FF on #19191AFF) is below 4.5:1 (AA)".
    static func message(for measurement: ContrastMeasurement) -> String {
        // Built as UTF-8 bytes in one buffer: this runs once per failing pair and scheme, and
        // String appends and formatting dominated the rule's time with thousands of failures.
        let pair = measurement.pair
        var text: [UInt8] = []
        text.reserveCapacity(224)
        func add(_ string: String) { text.append(contentsOf: string.utf8) }
        add(measurement.foreground)
        add(" on ")
        add(measurement.background)
        if pair.backgrounds.count > 1 { add(" (the worst of \(pair.backgrounds.count) backgrounds)") }
        add(" in ")
        add(measurement.scheme)
        add(pair.algorithm == .apca ? ": APCA |Lc| " : ": ")
        add(MeasurementFormat.truncated(measurement.value))
        if pair.algorithm == .wcag2 { add(":1") }
        // Colors as the source writes them (`#14000000` in an alpha-first set); the composited
        // colors are opaque, `#RRGGBB`.
        add(" (")
        add(measurement.foregroundSpelling ?? ColorNotation.hex(measurement.foregroundColor, alpha: .leading))
        add(" on ")
        add(measurement.backgroundSpelling ?? ColorNotation.hex(measurement.backgroundColor, alpha: .leading))
        if measurement.compositedForeground != measurement.foregroundColor || measurement.compositedBackground != measurement.backgroundColor {
            add(", seen as ")
            add(ColorNotation.hex(measurement.compositedForeground, alpha: .leading))
            add(" on ")
            add(ColorNotation.hex(measurement.compositedBackground, alpha: .leading))
        }
        add(") is below ")
        switch pair.algorithm {
        case .wcag2:
            add(MeasurementFormat.shortNumber(pair.minimum))
            add(":1")
            if let level = pair.level {
                add(" (")
                add(level.rawValue)
                add(")")
            }
        case .apca:
            add("Lc ")
            add(MeasurementFormat.shortNumber(pair.minimum))
        }
        if pair.isInferred { add("; inferred pair") }
        return String(decoding: text, as: UTF8.self)
    }
}
