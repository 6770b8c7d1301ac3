/// The last build of a token theme set in a run, by scheme name, for the next load of the set
/// (`ProjectLoader.resolve`).
struct TokenSetBuild: Sendable {
    /// The palettes it resolved against (files, in order) and the files it could not read.
    var paletteFiles: [String]
    var unavailable: [String]
    /// The content key of each source, and its tokens classified.
    var sourceKeys: [TokenSetSource: String] = [:]
    var files: [TokenSetSource: TokenNamespace.ClassifiedFile] = [:]
    /// The palettes made from token files none of whose tokens reads another, by content key.
    var palettes: [String: MadePalette] = [:]
    /// Each scheme's build and resolution.
    var schemes: [String: SchemeBuildState] = [:]
    var resolved: [String: ResolvedScheme] = [:]
    /// The input key of the loaded set it made (`LoadedThemeSet.inputKey`): a project whose set
    /// has this key was loaded with this build (`log --role` reads its chains).
    var inputKey: ResolvedSetKey?
}

/// A token file's palette and the issues making it reported.
struct MadePalette: Sendable {
    var palette: Palette
    var issues: [LoadIssue]
}
