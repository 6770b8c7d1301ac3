/// A platform `themelint export` writes files for.
public enum ExportTarget: String, Sendable, Hashable, CaseIterable {
    /// An Xcode asset catalog: one color set per role, Any / Dark / high-contrast entries.
    case xcassets
    /// Android color resources: `values/colors.xml` and `values-night/colors.xml`.
    case android
    /// One Swift file: `UIColor` and SwiftUI `Color` properties.
    case swift
    /// An Objective-C header and implementation: `UIColor (Palette)` and `UIColor (Scheme)`.
    case objc
    /// One CSS file of custom properties.
    case css
    /// DTCG 2025.10 token files and a resolver document.
    case dtcg

    /// The scheme slots the target holds, in the order `--scheme` lists them. Every target
    /// has `light`; `css` and `dtcg` hold every scheme besides (their slots only pick which
    /// scheme is the default and which the `prefers-color-scheme: dark` one).
    public var slots: [ExportSlot] {
        switch self {
        case .xcassets: [.light, .dark, .lightHighContrast, .darkHighContrast]
        case .android, .swift, .objc, .css, .dtcg: [.light, .dark]
        }
    }

    /// Whether the target writes every scheme of the source (not only its slots).
    public var holdsEveryScheme: Bool {
        self == .css || self == .dtcg
    }

    /// Whether the target is one file (printed on standard output without `--out`).
    public var isSingleFile: Bool {
        self == .swift || self == .css
    }

    /// Whether roles may point at palette colors by name (else each role holds its color).
    var keepsReferences: Bool {
        self != .xcassets
    }
}

/// A place for a scheme in a target: what `--scheme SLOT=SCHEME` names.
public enum ExportSlot: String, Sendable, Hashable, CaseIterable {
    /// The light (default) appearance.
    case light
    /// The dark appearance.
    case dark
    /// Light with increased contrast (asset catalogs only).
    case lightHighContrast
    /// Dark with increased contrast (asset catalogs only).
    case darkHighContrast

    /// The slot's appearance.
    public var appearance: Appearance {
        self == .light || self == .lightHighContrast ? .light : .dark
    }

    /// Whether the slot is a high-contrast one.
    public var isHighContrast: Bool {
        self == .lightHighContrast || self == .darkHighContrast
    }
}

/// Why an export cannot be made (exit status 2): a usage or input problem, said plainly.
public struct ExportError: Error, Sendable, CustomStringConvertible, Equatable {
    /// The message.
    public var description: String

    /// Creates an error.
    public init(_ description: String) {
        self.description = description
    }
}

/// One file an export writes.
public struct ExportFile: Sendable, Hashable {
    /// The path relative to the output folder (`/`-separated).
    public var path: String
    /// The file's bytes.
    public var bytes: [UInt8]

    /// Creates a file.
    public init(path: String, text: String) {
        self.path = path
        self.bytes = Array(text.utf8)
    }
}

/// What an export produced: its files, sorted by path, and what the target could not hold.
public struct ExportResult: Sendable, Hashable {
    /// The files, sorted by path.
    public var files: [ExportFile]
    /// What the target cannot hold or what was left out, for standard error.
    public var notices: [String]

    /// Creates a result; the files are sorted by path.
    public init(files: [ExportFile], notices: [String]) {
        self.files = files.sorted { $0.path.utf8.lexicographicallyPrecedes($1.path.utf8) }
        self.notices = notices
    }
}
