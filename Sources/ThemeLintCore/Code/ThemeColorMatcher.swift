/// Finds the theme color closest to a literal: the same alpha and a CIEDE2000 difference below
/// the threshold. Exact colors are found through a table; others by a scan of the colors of
/// the same alpha (callers ask once per distinct literal color).
struct ThemeColorMatcher {
    /// A theme color that matches.
    struct Match: Hashable {
        var name: String
        var rawValue: String
        var difference: Double
    }

    private var exact: [RGBA: Int] = [:]
    private var byAlpha: [Double: [(index: Int, lab: CIELab)]] = [:]
    private let colors: [PaletteColor]
    private let maxDeltaE: Double

    /// Indexes `colors` (those that parse), matching below `maxDeltaE`.
    init(colors: [PaletteColor], maxDeltaE: Double) {
        self.colors = colors
        self.maxDeltaE = maxDeltaE
        for (index, color) in colors.enumerated() {
            guard let rgba = color.color else { continue }
            if exact[rgba] == nil { exact[rgba] = index }
            byAlpha[rgba.alpha, default: []].append((index, CIELab(rgba)))
        }
    }

    /// The closest color to `rgba`, nil when none is close enough.
    func closest(to rgba: RGBA) -> Match? {
        if let index = exact[rgba] { return Match(name: colors[index].name, rawValue: colors[index].rawValue, difference: 0) }
        guard let candidates = byAlpha[rgba.alpha] else { return nil }
        let lab = CIELab(rgba)
        var best: (index: Int, difference: Double)?
        for candidate in candidates {
            guard let difference = CIEDE2000.difference(lab, candidate.lab, below: maxDeltaE) else { continue }
            if best.map({ difference < $0.difference }) ?? true { best = (candidate.index, difference) }
        }
        guard let best else { return nil }
        return Match(name: colors[best.index].name, rawValue: colors[best.index].rawValue, difference: best.difference)
    }
}
