/// Merges JSON theme files member by member. (Being built: falls back to the line merge.)
public enum JSONThemeMerge {
    /// Merges three JSON sides by meaning.
    public static func merge(_ sides: MergeSides, lineMerger: some LineMerging) -> MergeOutcome {
        .fallBack(reason: "the JSON merge by meaning is not built yet")
    }
}
