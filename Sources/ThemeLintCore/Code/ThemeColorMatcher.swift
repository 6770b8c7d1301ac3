/// Finds the theme color closest to a literal: the same alpha and a CIEDE2000 difference below
/// the threshold. Exact colors are found through a table; others through a `SimilarColorIndex`
/// (the k-d tree of `similar-colors`) over the colors of the same alpha, so a look-up costs
/// O(log n + the colors near it), not a scan of the palette (callers ask once per distinct
/// literal color).
///
/// The closest color wins; among equally close ones, the first in `colors` order.
struct ThemeColorMatcher {
    /// A theme color that matches: its offset in the colors given, and how far it is.
    struct Match: Hashable {
        var index: Int
        var difference: Double
    }

    private var exact: [RGBA: Int] = [:]
    /// Per alpha: the index over its colors' Lab values, and each point's offset in `colors`.
    private var byAlpha: [Double: (index: SimilarColorIndex, labs: [CIELab], offsets: [Int])] = [:]
    private let maxDeltaE: Double

    /// Indexes `colors` (nil ones are skipped), matching below `maxDeltaE`.
    init(colors: [RGBA?], maxDeltaE: Double) {
        self.maxDeltaE = maxDeltaE
        var groups: [Double: (labs: [CIELab], offsets: [Int])] = [:]
        for (offset, color) in colors.enumerated() {
            guard let color else { continue }
            if exact[color] == nil { exact[color] = offset }
            let lab = CIELab(color)
            groups[color.alpha, default: ([], [])].labs.append(lab)
            groups[color.alpha, default: ([], [])].offsets.append(offset)
        }
        for (alpha, group) in groups {
            byAlpha[alpha] = (SimilarColorIndex(group.labs, maxDeltaE: maxDeltaE), group.labs, group.offsets)
        }
    }

    /// The closest color to `rgba`, nil when none is close enough.
    func closest(to rgba: RGBA) -> Match? {
        if let offset = exact[rgba] { return Match(index: offset, difference: 0) }
        guard let group = byAlpha[rgba.alpha] else { return nil }
        let lab = CIELab(rgba)
        var best: Match?
        group.index.forEachPossibleNeighbour(of: lab) { point in
            guard let difference = CIEDE2000.difference(lab, group.labs[point], below: maxDeltaE) else { return }
            let offset = group.offsets[point]
            if let current = best, difference > current.difference || (difference == current.difference && offset > current.index) { return }
            best = Match(index: offset, difference: difference)
        }
        return best
    }
}
