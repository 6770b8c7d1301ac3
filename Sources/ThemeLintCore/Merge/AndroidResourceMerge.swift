/// Merges Android color resource files element by element. (Being built: falls back to the
/// line merge.)
public enum AndroidResourceMerge {
    /// Merges three Android resource sides by meaning.
    public static func merge(_ sides: MergeSides, lineMerger: some LineMerging) -> MergeOutcome {
        .fallBack(reason: "the Android resource merge by meaning is not built yet")
    }
}
