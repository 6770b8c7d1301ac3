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
    /// The rule's id, default severity, documentation and examples.
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
        ],
        options: [RuleOption(name: "maxDeltaE", summary: "report pairs whose CIEDE2000 difference is below this (default 1.0)", exclusiveMinimum: 0)]
    )

    /// The default `maxDeltaE`.
    public static let defaultMaxDeltaE = 1.0

    /// Creates the rule (rules hold no state).
    public init() {}

    /// The rule's findings in `context`, at the rule's default severity.
    public func findings(in context: LintContext) -> [Finding] {
        let maxDeltaE = context.configuration(for: Self.description.id).number("maxDeltaE") ?? Self.defaultMaxDeltaE
        var findings: [Finding] = []
        for path in context.project.palettes.keys.sorted() {
            guard let palette = context.project.palettes[path] else { continue }
            findings += self.findings(in: palette, maxDeltaE: maxDeltaE)
        }
        return findings
    }

    /// The similar pairs of one palette, in document order of the later color, then of the earlier.
    func findings(in palette: Palette, maxDeltaE: Double) -> [Finding] {
        let colors = palette.colors.compactMap { entry in entry.color.map { SimilarColorsComparable(entry: entry, color: $0) } }
        var pairs: [(earlier: Int, later: Int, difference: Double)] = []
        // Same alpha: compare the colors as they are, within each alpha.
        var byAlpha: [Double: [Int]] = [:]
        for index in colors.indices { byAlpha[colors[index].alpha, default: []].append(index) }
        for group in byAlpha.values {
            Self.sweep(group, lightness: { colors[$0].lab.l }, maxDeltaE: maxDeltaE) { first, second in
                let difference = CIEDE2000.difference(colors[first].lab, colors[second].lab)
                if difference < maxDeltaE { pairs.append((min(first, second), max(first, second), difference)) }
            }
        }
        // Different alpha: compare as seen over white and over black; the larger difference counts,
        // so a pair too far apart over white is too far apart.
        // The sweep bounds lightness over white; the same bound over black prunes most pairs
        // before any ΔE2000 is computed.
        let bound = maxDeltaE * Self.lightnessBoundFactor
        Self.sweep(Array(colors.indices), lightness: { colors[$0].labOverWhite.l }, maxDeltaE: maxDeltaE) { first, second in
            guard colors[first].alpha != colors[second].alpha,
                  abs(colors[first].labOverBlack.l - colors[second].labOverBlack.l) < bound,
                  let difference = colors[first].difference(to: colors[second], below: maxDeltaE)
            else { return }
            pairs.append((min(first, second), max(first, second), difference))
        }
        pairs.sort { ($0.later, $0.earlier) < ($1.later, $1.earlier) }
        return pairs.map { pair in
            let first = colors[pair.earlier].entry
            let second = colors[pair.later].entry
            var result = finding(
                "\(second.name) (\(second.color?.cssHex ?? second.rawValue)) and \(first.name) (\(first.color?.cssHex ?? first.rawValue)) are nearly the same color: ΔE2000 \(MeasurementFormat.truncated(pair.difference)) is below \(MeasurementFormat.shortNumber(maxDeltaE))",
                at: second.location, identifier: second.name, key: first.name
            )
            result.value = pair.difference
            return result
        }
    }

    /// The largest CIEDE2000 lightness weight S_L (at L̄ = 0 or 100: 1 + 0.015·2500/√2520 ≈ 1.747).
    ///
    /// ΔE00² = (ΔL/S_L)² + c² + h² + R_T·c·h with |R_T| ≤ 2, and the last three terms are never
    /// negative together, so ΔE00 ≥ |ΔL| / S_L ≥ |ΔL| / 1.75: colors whose L* differ by at least
    /// `maxDeltaE × 1.75` cannot be similar, and need not be compared.
    static let lightnessBoundFactor = 1.75

    /// Calls `compare` for every pair of `indices` whose lightness differs by less than the bound
    /// (sort and sweep: far fewer than n² comparisons on real palettes).
    static func sweep(_ indices: [Int], lightness: (Int) -> Double, maxDeltaE: Double, compare: (Int, Int) -> Void) {
        guard indices.count > 1, maxDeltaE > 0 else { return }
        let bound = maxDeltaE * lightnessBoundFactor
        let sorted = indices.map { ($0, lightness($0)) }.sorted { $0.1 < $1.1 }
        for position in sorted.indices {
            var other = position + 1
            while other < sorted.count, sorted[other].1 - sorted[position].1 < bound {
                compare(sorted[position].0, sorted[other].0)
                other += 1
            }
        }
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
        // An opaque color looks the same over any background: no second conversion needed.
        labOverWhite = color.isOpaque ? lab : CIELab(color.composited(over: .white))
        labOverBlack = color.isOpaque ? lab : CIELab(color.composited(over: .black))
    }

    /// The difference to a color of another alpha (the larger of the differences over white and
    /// over black), or nil when it is not below `limit` (the second is then not computed when
    /// the first already reaches it).
    func difference(to other: SimilarColorsComparable, below limit: Double) -> Double? {
        let overWhite = CIEDE2000.difference(labOverWhite, other.labOverWhite)
        guard overWhite < limit else { return nil }
        let overBlack = CIEDE2000.difference(labOverBlack, other.labOverBlack)
        guard overBlack < limit else { return nil }
        return max(overWhite, overBlack)
    }
}
