/// The tool's version.
public enum ThemeLintVersion {
    /// Semantic version string reported by `--version` and in reports.
    public static let current = "0.1.0"
}
