/// `similar-colors`: two colors of one palette so close (CIEDE2000) that they are probably meant
/// to be one.
///
/// The threshold is the rule's `maxDeltaE` option (default 1.0, about the smallest difference
/// people notice side by side); a pair is reported when ΔE2000 < maxDeltaE. Colors with the same
/// alpha are compared as they are; colors with different alpha are compared as they look over
/// white and over black, and the larger difference counts (so `black_alpha8` and `black_alpha12`
/// differ, and `black` and `black_alpha8` are not "the same black"). Each pair is reported once,
/// at the later color of the palette, naming both.
public struct SimilarColorsRule: Rule {
    public static let description = RuleDescription(
        id: "similar-colors",
        defaultSeverity: .note,
        summary: "Two colors of one palette are nearly indistinguishable (CIEDE2000 below maxDeltaE).",
        help: """
            Near-duplicate palette colors are usually an accident: two names for what should be one \
            color, drifting apart over time. Merge them, or raise "maxDeltaE" (default 1.0) under \
            "rules": {"similar-colors": {"maxDeltaE": 0.5}} in .themelint.json, or turn the rule "off".
            """,
        examples: [
            RuleExample(file: "palette.json", snippet: ##"{"gray_100": "#F2F3F5", "gray_100_web": "#F2F3F6"}"##, triggers: true),
            RuleExample(file: "palette.json", snippet: ##"{"gray_100": "#F2F3F5", "gray_200": "#EBECEF"}"##, triggers: false),
        ]
    )

    /// The default `maxDeltaE`.
    public static let defaultMaxDeltaE = 1.0

    public init() {}

    public func findings(in context: LintContext) -> [Finding] {
        let maxDeltaE = context.configuration(for: Self.description.id).number("maxDeltaE") ?? Self.defaultMaxDeltaE
        var findings: [Finding] = []
        for path in context.project.palettes.keys.sorted() {
            guard let palette = context.project.palettes[path] else { continue }
            findings += self.findings(in: palette, maxDeltaE: maxDeltaE)
        }
        return findings
    }

    /// The similar pairs of one palette, in document order of the later color.
    func findings(in palette: Palette, maxDeltaE: Double) -> [Finding] {
        let colors = palette.colors.compactMap { entry in entry.color.map { SimilarColorsComparable(entry: entry, color: $0) } }
        var findings: [Finding] = []
        for later in colors.indices {
            for earlier in colors.indices where earlier < later {
                let difference = colors[earlier].difference(to: colors[later])
                guard difference < maxDeltaE else { continue }
                let first = colors[earlier].entry
                let second = colors[later].entry
                var result = finding(
                    "\(second.name) (\(second.rawValue)) and \(first.name) (\(first.rawValue)) are nearly the same color: ΔE2000 \(MeasurementFormat.truncated(difference)) is below \(MeasurementFormat.shortNumber(maxDeltaE))",
                    at: second.location, identifier: second.name, key: first.name
                )
                result.value = difference
                findings.append(result)
            }
        }
        return findings
    }
}

/// A palette color with its Lab coordinates precomputed (as is, over white, over black).
private struct SimilarColorsComparable {
    let entry: PaletteColor
    let alpha: Double
    let lab: CIELab
    let labOverWhite: CIELab
    let labOverBlack: CIELab

    init(entry: PaletteColor, color: RGBA) {
        self.entry = entry
        alpha = color.alpha
        lab = CIELab(color)
        labOverWhite = CIELab(color.composited(over: .white))
        labOverBlack = CIELab(color.composited(over: .black))
    }

    func difference(to other: SimilarColorsComparable) -> Double {
        if alpha == other.alpha { return CIEDE2000.difference(lab, other.lab) }
        return max(CIEDE2000.difference(labOverWhite, other.labOverWhite), CIEDE2000.difference(labOverBlack, other.labOverBlack))
    }
}
