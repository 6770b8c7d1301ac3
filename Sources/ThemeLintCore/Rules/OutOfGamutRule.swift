/// `out-of-gamut`: a design-token color outside sRGB, clipped for contrast and comparisons.
public struct OutOfGamutRule: Rule {
    /// The rule's id, default severity, documentation and examples.
    public static let description = RuleDescription(
        id: "out-of-gamut", defaultSeverity: .note,
        summary: "A color lies outside sRGB; themelint clips it for contrast and ΔE.",
        help: "DTCG colors in wide spaces (display-p3, rec2020, oklch, …) and asset-catalog entries in display-p3 or the extended spaces may name colors an sRGB screen cannot show. Contrast, ΔE and swatches use the color clipped into sRGB; the note says so, once per color token.",
        examples: [
            RuleExample(file: "colors.tokens.json", snippet: ##"{"color": {"vivid-green": {"$type": "color", "$value": {"colorSpace": "display-p3", "components": [0, 1, 0]}}}}"##, triggers: true),
            RuleExample(file: "colors.tokens.json", snippet: ##"{"color": {"green": {"$type": "color", "$value": {"colorSpace": "srgb", "components": [0, 1, 0]}}}}"##, triggers: false),
            RuleExample(file: "Assets.xcassets/Green.colorset/Contents.json", snippet: ##"{"colors": [{"idiom": "universal", "color": {"color-space": "display-p3", "components": {"red": "0.000", "green": "1.000", "blue": "0.000", "alpha": "1.000"}}}]}"##, triggers: true),
        ])

    /// Creates the rule (rules hold no state).
    public init() {}

    /// The rule's findings in `context`, at the rule's default severity.
    public func findings(in context: LintContext) -> [Finding] {
        var result: [Finding] = []
        for file in context.project.palettes.keys.sorted() {
            guard let palette = context.project.palettes[file] else { continue }
            for color in palette.colors where color.isOutOfGamut {
                result.append(finding("\"\(color.name)\" (\(color.rawValue)) is outside sRGB; it is clipped for contrast and comparisons", at: color.valueLocation, identifier: color.name))
            }
        }
        return result
    }
}
