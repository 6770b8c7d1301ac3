/// Merges one theme file by its meaning: picks the merger for the file's format, and says
/// when the caller must fall back to the line merge.
public enum ThemeFileMerge {
    /// The kinds of file a merge by meaning knows.
    public enum FileKind: Sendable, Hashable {
        /// A JSON document (Appearance, DTCG, Tokens Studio, `$themes.json`, `$metadata.json`,
        /// resolver documents, Xcode `Contents.json`).
        case json
        /// An Android `<resources>` file.
        case androidResources
    }

    /// Recognises the kind of file from its path and the sides' first bytes; nil for a format
    /// the merge by meaning does not know.
    public static func kind(of sides: MergeSides) -> FileKind? {
        let lowercased = sides.path.lowercased()
        if lowercased.hasSuffix(".json") { return .json }
        if lowercased.hasSuffix(".xml") { return .androidResources }
        let sample = sides.ours.isEmpty ? sides.theirs : sides.ours
        guard let first = sample.first(where: { ![0x20, 0x09, 0x0A, 0x0D, 0xEF, 0xBB, 0xBF].contains($0) }) else { return nil }
        if first == UInt8(ascii: "{") { return .json }
        if first == UInt8(ascii: "<") { return .androidResources }
        return nil
    }

    /// Merges the three sides by meaning; `lineMerger` gives git's line merge, whose bytes are
    /// kept where it is clean and means the same.
    public static func merge(_ sides: MergeSides, lineMerger: some LineMerging) -> MergeOutcome {
        switch kind(of: sides) {
        case .json?:
            return JSONThemeMerge.merge(sides, lineMerger: lineMerger)
        case .androidResources?:
            return AndroidResourceMerge.merge(sides, lineMerger: lineMerger)
        case nil:
            return .fallBack(reason: "not a format themelint merges by meaning")
        }
    }
}
