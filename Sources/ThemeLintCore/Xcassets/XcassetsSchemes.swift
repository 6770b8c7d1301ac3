/// One scheme of an asset catalog: an idiom (nil for universal), a luminosity and a contrast.
public struct XcassetsSchemeKey: Sendable, Hashable {
    /// The device idiom, nil for the universal schemes.
    public var idiom: String?
    /// Light or dark.
    public var appearance: Appearance
    /// Whether increased contrast is on.
    public var highContrast: Bool

    /// `light`, `dark, high contrast`, `mac, light`.
    public var name: String {
        var parts: [String] = []
        if let idiom { parts.append(idiom) }
        parts.append(appearance.rawValue)
        if highContrast { parts.append("high contrast") }
        return parts.joined(separator: ", ")
    }

    /// The schemes of `catalog`: `light`; `dark` where any set has a dark entry; `light, high
    /// contrast` where any has a high-contrast entry, `dark, high contrast` where both; and the
    /// same for every device idiom some entry names, after the universal ones.
    public static func schemes(of catalog: XcassetsCatalog) -> [XcassetsSchemeKey] {
        var dark = false
        var highContrast = false
        var idioms = Set<String>()
        // Entries with a gamut, subtype or locale variant make no scheme of their own.
        for set in catalog.sets {
            for entry in set.entries where entry.variant == nil {
                if entry.luminosity == .dark { dark = true }
                if entry.highContrast { highContrast = true }
                if entry.idiom != "universal" { idioms.insert(entry.idiom) }
            }
        }
        var looks: [(Appearance, Bool)] = [(.light, false)]
        if dark { looks.append((.dark, false)) }
        if highContrast { looks.append((.light, true)) }
        if dark && highContrast { looks.append((.dark, true)) }
        let ordered = XcassetsEntry.idiomOrder.filter(idioms.contains) + idioms.subtracting(XcassetsEntry.idiomOrder).sorted()
        var keys: [XcassetsSchemeKey] = []
        for idiom in [nil] + ordered.map(Optional.some) {
            for (appearance, contrast) in looks { keys.append(XcassetsSchemeKey(idiom: idiom, appearance: appearance, highContrast: contrast)) }
        }
        return keys
    }

    /// Whether color set `set` exists in this scheme: in the universal schemes when it has a
    /// universal entry, in an idiom's when it has a universal entry or one for that idiom.
    public func includes(_ set: XcassetsColorSet) -> Bool {
        set.entries.contains { $0.idiom == "universal" || $0.idiom == idiom } || (set.entries.isEmpty && idiom == nil)
    }

    /// The entry of `set` this scheme paints with, as Xcode picks it at run time: among the
    /// entries whose appearances all match, the one matching on luminosity before the one
    /// matching on contrast, the one matching on both before either, and then the idiom's own
    /// before `universal`; the first on a tie. Entries with a display-gamut (other than sRGB),
    /// subtype or locale count only when no entry without one matches. Nil when none matches.
    public func entry(of set: XcassetsColorSet) -> XcassetsEntry? {
        entryIndex(of: set).map { set.entries[$0] }
    }

    /// The position in `set.entries` of the entry `entry(of:)` picks.
    public func entryIndex(of set: XcassetsColorSet) -> Int? {
        bestEntry(among: set.entries, withVariant: false) ?? bestEntry(among: set.entries, withVariant: true)
    }

    /// The best-scoring matching entry among those with (or without) a variant; the first on a tie.
    /// Reads each entry's fields in place (no copy of the entry).
    private func bestEntry(among entries: [XcassetsEntry], withVariant: Bool) -> Int? {
        var best: (index: Int, score: Int)?
        for index in entries.indices where (entries[index].variant != nil) == withVariant {
            let entryIdiom = entries[index].idiom
            let isUniversal = entryIdiom == "universal"
            guard isUniversal || entryIdiom == idiom else { continue }
            let luminosity = entries[index].luminosity
            if let luminosity, luminosity != appearance { continue }
            let entryHighContrast = entries[index].highContrast
            if entryHighContrast, !highContrast { continue }
            var score = 0
            if luminosity != nil { score += 4 }
            if entryHighContrast { score += 2 }
            if !isUniversal { score += 1 }
            if let current = best, current.score >= score { continue }
            best = (index, score)
        }
        return best?.index
    }
}
