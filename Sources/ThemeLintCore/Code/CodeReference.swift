/// A place in code that names a theme color, in one of the spellings themelint reads.
///
/// `nameStart..<nameEnd` holds exactly the bytes of the name: what a rename replaces
/// (`app_blue` in `R.color.app_blue`, `Colors/accent` in `UIColor(named: "Colors/accent")`,
/// `text-primary` in `var(--text-primary)`). The name is those bytes as written: no escape in
/// a string is decoded (a name with an escape is not a reference).
public struct CodeReference: Sendable, Hashable {
    /// How the name is spelled.
    public enum Spelling: String, Sendable, Hashable {
        /// Android `R.color.NAME` in Kotlin or Java (Compose included).
        case androidResourceClass = "R.color"
        /// Android `@color/NAME` in resource XML.
        case androidResourceXML = "@color/"
        /// An asset-catalog color set by name: `UIColor(named:)`, `NSColor(named:)`,
        /// SwiftUI `Color("…")`, Objective-C `[UIColor colorNamed:@"…"]`.
        case assetCatalogName = "named"
        /// A CSS custom property read with `var(--NAME)` (NAME without the dashes).
        case cssCustomProperty = "var(--)"
        /// Swift `UIColor.NAME` or SwiftUI `Color.NAME`: a role as a configured `swift` export
        /// names it.
        case swiftMember = "UIColor.NAME"
        /// Swift `UIColor.Palette.NAME`, `Color.Palette.NAME` or `.Palette.NAME`: a palette color
        /// of a configured `swift` export.
        case swiftPalette = "UIColor.Palette.NAME"
        /// A Swift implicit member `.NAME` (`label.textColor = .textPrimary`): a role of a
        /// configured `swift` export where no declaration in the repository's Swift code has
        /// that name.
        case swiftImplicitMember = ".NAME"
        /// Objective-C `UIColor.NAME` or `[UIColor NAME]`: a class property of a configured
        /// `objc` export.
        case objectiveCClassProperty = "[UIColor NAME]"
    }

    /// The name as written (a resource, color-set or custom-property name).
    public var name: String
    /// The spelling.
    public var spelling: Spelling
    /// Repository-relative path of the file.
    public var file: String
    /// First byte of the name.
    public var nameStart: Int
    /// One past its last byte.
    public var nameEnd: Int

    /// Creates a reference.
    public init(name: String, spelling: Spelling, file: String, nameStart: Int, nameEnd: Int) {
        self.name = name
        self.spelling = spelling
        self.file = file
        self.nameStart = nameStart
        self.nameEnd = nameEnd
    }
}
