/// Which theme name a code reference names, and how a reference's spelling writes another
/// theme name: the one place `compress` and `rename` ask when they rewrite code, and
/// `unused-color` when it counts uses.
///
/// Android spellings (`R.color.NAME`, `@color/NAME`) and asset-catalog names
/// (`UIColor(named: "NAME")`) write the theme name itself. The names an export generates
/// (`UIColor.textPrimary`, `var(--text-primary)`) depend on the configured `exports`.
public struct CodeNaming: Sendable {
    /// A naming for `project`'s theme sets and configured exports.
    public init(project: LoadedProject) {}

    /// The theme name (palette color, role, token path or color set) `reference` names; nil
    /// when its spelling names nothing of this project's theme.
    public func themeName(of reference: CodeReference) -> String? {
        switch reference.spelling {
        case .androidResourceClass, .androidResourceXML, .assetCatalogName: reference.name
        case .cssCustomProperty: nil
        }
    }

    /// The bytes to write over `reference`'s name so that it names `themeName` instead, in
    /// the reference's own spelling; nil when the spelling cannot name it.
    public func spelling(of themeName: String, like reference: CodeReference) -> String? {
        switch reference.spelling {
        case .androidResourceClass, .androidResourceXML, .assetCatalogName: themeName
        case .cssCustomProperty: nil
        }
    }
}
