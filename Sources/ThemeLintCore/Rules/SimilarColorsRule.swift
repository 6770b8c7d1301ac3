/// `similar-colors`: colors of one palette so close (CIEDE2000) that they are probably meant to
/// be one, reported as clusters.
///
/// The threshold is the rule's `maxDeltaE` option (default 1.0, about the smallest difference
/// people notice side by side); two colors are similar when ΔE2000 < maxDeltaE. Colors with
/// the same alpha are compared as they are; colors with different alpha are compared as they
/// look over white and over black, and the larger difference counts (so `black_alpha8` and
/// `black_alpha12` differ, and `black` and `black_alpha8` are not "the same black").
///
/// Similar colors form clusters (connected groups: each member is similar to at least one
/// other). Each cluster is one finding, at its second color in document order, naming its
/// members. Finding the pairs costs O(n log n) on real palettes: identical colors are grouped
/// first, and the rest are found through a spatial index on CIELAB (`SimilarColorIndex`).
public struct SimilarColorsRule: Rule {
    /// The rule's id, default severity, documentation and examples.
    public static let description = RuleDescription(
        id: "similar-colors",
        defaultSeverity: .note,
        summary: "Colors of one palette are nearly indistinguishable (CIEDE2000 below maxDeltaE).",
        help: """
            Near-duplicate palette colors are usually an accident: two names for what should be one \
            color, drifting apart over time. Merge them, or raise "maxDeltaE" (default 1.0, at most \
            10) under "rules": {"similar-colors": {"maxDeltaE": 0.5}} in .themelint.json, or turn \
            the rule "off". Each group of similar colors is reported once.
            """,
        examples: [
            RuleExample(file: "palette.json", snippet: ##"{"gray_100": "#F2F3F5", "gray_100_web": "#F2F3F6"}"##, triggers: true),
            RuleExample(file: "palette.json", snippet: ##"{"gray_100": "#F2F3F5", "gray_200": "#EBECEF"}"##, triggers: false),
        ],
        options: [RuleOption(name: "maxDeltaE", summary: "report colors whose CIEDE2000 difference is below this (default 1.0)", exclusiveMinimum: 0, maximum: 10)]
    )

    /// The default `maxDeltaE`.
    public static let defaultMaxDeltaE = 1.0

    /// How many member names a message lists before "and N more" (JSON lists them all).
    static let namesInMessage = 8

    /// The largest palette compared: beyond it, near-duplicates are not a question a person
    /// asks of a palette, and a random one that size holds millions of similar pairs. A larger
    /// palette gets one note saying it was not compared.
    public static let maximumPaletteSize = 200_000

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

    /// The clusters of one palette, in document order of their second color.
    func findings(in palette: Palette, maxDeltaE: Double) -> [Finding] {
        guard palette.colors.count <= Self.maximumPaletteSize else {
            return [finding(
                "\(palette.file) has \(palette.colors.count) colors: similar-colors compares palettes of up to \(Self.maximumPaletteSize) colors, and skipped this one",
                at: Location(file: palette.file, position: .start))]
        }
        let colors = palette.colors.compactMap { entry in entry.color.map { SimilarColorsComparable(entry: entry, color: $0) } }
        let clusters = Self.clusters(of: colors, maxDeltaE: maxDeltaE)
        return clusters.map { members in
            let first = colors[members[0]].entry
            let second = colors[members[1]].entry
            var result: Finding
            if members.count == 2 {
                let difference = colors[members[0]].difference(to: colors[members[1]], below: .infinity) ?? 0
                result = finding(
                    "\(second.name) (\(second.rawValue)) and \(first.name) (\(first.rawValue)) are nearly the same color: ΔE2000 \(MeasurementFormat.truncated(difference)) is below \(MeasurementFormat.shortNumber(maxDeltaE))",
                    at: second.location, identifier: second.name, key: first.name
                )
                result.value = difference
            } else {
                let listed = members.prefix(Self.namesInMessage).map { "\(colors[$0].entry.name) (\(colors[$0].entry.rawValue))" }
                let more = members.count > Self.namesInMessage ? " and \(members.count - Self.namesInMessage) more" : ""
                result = finding(
                    "\(members.count) colors are nearly the same color, each within ΔE2000 \(MeasurementFormat.shortNumber(maxDeltaE)) of another: \(listed.joined(separator: ", "))\(more)",
                    at: second.location, identifier: second.name, key: first.name
                )
            }
            result.members = members.map { colors[$0].entry.name }
            return result
        }
    }

    /// The clusters of `colors` (offsets, each cluster sorted, clusters ordered by their second
    /// member): connected components of the "similar" relation, with at least two members.
    static func clusters(of colors: [SimilarColorsComparable], maxDeltaE: Double) -> [[Int]] {
        guard colors.count > 1, maxDeltaE > 0 else { return [] }
        var components = UnionFind(count: colors.count)
        // Identical colors are similar to each other: group them without comparing, and let one
        // representative of each distinct color stand for the group in the search.
        var representativeOf: [RGBA: Int] = [:]
        representativeOf.reserveCapacity(colors.count)
        var representatives: [Int] = []
        for index in colors.indices {
            if let representative = representativeOf[colors[index].color] {
                components.union(representative, index)
            } else {
                representativeOf[colors[index].color] = index
                representatives.append(index)
            }
        }
        // Same alpha: compare the colors as they are, within each alpha.
        var byAlpha: [Double: [Int]] = [:]
        for index in representatives { byAlpha[colors[index].alpha, default: []].append(index) }
        for group in byAlpha.values where group.count > 1 {
            let index = SimilarColorIndex(group.map { colors[$0].lab }, maxDeltaE: maxDeltaE)
            index.unite(&components, elements: group) { first, second in
                CIEDE2000.difference(colors[group[first]].lab, colors[group[second]].lab, below: maxDeltaE) != nil
            }
        }
        // Different alpha: as seen over white and over black, the larger difference counting.
        // Candidates come from the colors over white (a pair too far apart there is too far apart).
        if byAlpha.count > 1 {
            let index = SimilarColorIndex(representatives.map { colors[$0].labOverWhite }, maxDeltaE: maxDeltaE)
            index.unite(&components, elements: representatives) { first, second in
                let (a, b) = (colors[representatives[first]], colors[representatives[second]])
                return a.alpha != b.alpha && a.difference(to: b, below: maxDeltaE) != nil
            }
        }
        // Components by their root, counted first so that only clusters get a list (most colors
        // of a large palette are alone).
        let roots = colors.indices.map { components.find($0) }
        var sizes = [Int32](repeating: 0, count: colors.count)
        for root in roots { sizes[root] += 1 }
        var slot = [Int32](repeating: -1, count: colors.count)
        var clusters: [[Int]] = []
        for index in colors.indices where sizes[roots[index]] > 1 {
            let root = roots[index]
            if slot[root] < 0 {
                slot[root] = Int32(clusters.count)
                clusters.append([])
                clusters[clusters.count - 1].reserveCapacity(Int(sizes[root]))
            }
            clusters[Int(slot[root])].append(index)
        }
        return clusters.sorted { ($0[1], $0[0]) < ($1[1], $1[0]) }
    }
}

extension SimilarColorsRule {
    /// ΔE2000 between two colors as the rule measures it: as they are for the same alpha, else
    /// the larger of the differences over white and over black. `compress` measures with it.
    public static func difference(_ a: RGBA, _ b: RGBA) -> Double {
        SimilarColorsComparable.difference(.init(a), .init(b), below: .infinity) ?? .infinity
    }
}

/// A palette color with its Lab coordinates precomputed (as is, over white, over black).
struct SimilarColorsComparable {
    let entry: PaletteColor
    let color: RGBA
    let alpha: Double
    let lab: CIELab
    let labOverWhite: CIELab
    let labOverBlack: CIELab

    init(entry: PaletteColor, color: RGBA) {
        self.entry = entry
        self.color = color
        let measured = Measured(color)
        alpha = measured.alpha
        lab = measured.lab
        labOverWhite = measured.overWhite
        labOverBlack = measured.overBlack
    }

    /// The coordinates the measure compares.
    struct Measured {
        let alpha: Double
        let lab: CIELab
        let overWhite: CIELab
        let overBlack: CIELab

        init(_ color: RGBA) {
            alpha = color.alpha
            lab = CIELab(color)
            // An opaque color looks the same over any background: no second conversion needed.
            overWhite = color.isOpaque ? lab : CIELab(color.composited(over: .white))
            overBlack = color.isOpaque ? lab : CIELab(color.composited(over: .black))
        }

        init(alpha: Double, lab: CIELab, overWhite: CIELab, overBlack: CIELab) {
            (self.alpha, self.lab, self.overWhite, self.overBlack) = (alpha, lab, overWhite, overBlack)
        }
    }

    /// The difference to another color: as they are for the same alpha, else the larger of the
    /// differences over white and over black; nil when it is not below `limit`.
    func difference(to other: SimilarColorsComparable, below limit: Double) -> Double? {
        Self.difference(
            Measured(alpha: alpha, lab: lab, overWhite: labOverWhite, overBlack: labOverBlack),
            Measured(alpha: other.alpha, lab: other.lab, overWhite: other.labOverWhite, overBlack: other.labOverBlack),
            below: limit)
    }

    /// The measure itself (one for `similar-colors` and `compress`).
    static func difference(_ a: Measured, _ b: Measured, below limit: Double) -> Double? {
        // Without a limit, the bounds that skip far pairs would only cost.
        func delta(_ x: CIELab, _ y: CIELab) -> Double? {
            limit.isInfinite ? CIEDE2000.difference(x, y) : CIEDE2000.difference(x, y, below: limit)
        }
        if a.alpha == b.alpha {
            return delta(a.lab, b.lab)
        }
        guard let overWhite = delta(a.overWhite, b.overWhite), let overBlack = delta(a.overBlack, b.overBlack) else { return nil }
        return max(overWhite, overBlack)
    }
}
