/// Which theme name a code reference names, and how a reference's spelling writes another
/// theme name: the one place `compress` and `rename` ask when they rewrite code, and
/// `unused-color` when it counts uses.
///
/// Android spellings (`R.color.NAME`, `@color/NAME`) and asset-catalog names
/// (`UIColor(named: "NAME")`) write the theme name itself, unless a configured `android` or
/// `xcassets` export generates that resource or color set (then its source name: the export
/// of `color.text.primary` is `R.color.color_text_primary`, `Color("color/text/primary")`).
/// The names an export generates (`UIColor.textPrimary`, `UIColor.Palette.azure300`,
/// `var(--text-primary)`, Objective-C `[UIColor azure300]`) name the theme only where the
/// configuration lists that export (`"exports"`); a Swift implicit member `.textPrimary` only
/// where no declaration in the repository's Swift code has that name.
///
/// The tables are built once per project, linear in the exported theme sets' names.
public struct CodeNaming: Sendable {
    /// Generated name → the theme name it stands for, per family of spellings.
    private var swiftRoles: [String: String] = [:]
    private var swiftPalette: [String: String] = [:]
    private var objectiveC: [String: String] = [:]
    private var css: [String: String] = [:]
    private var android: [String: String] = [:]
    /// `R.color` name → the Android color it names, for colors whose name holds a dot (`R`
    /// spells `brand.primary` as `brand_primary`).
    private var androidDotted: [String: String] = [:]
    private var assetCatalog: [String: String] = [:]
    /// The names the Swift code declares; nil when no scan says (then an implicit member names
    /// nothing: it may be any declaration's).
    private var declared: Set<String>?

    /// A naming for `project`'s theme sets and configured exports, the Swift declarations taken
    /// from `project.code`.
    public init(project: LoadedProject) {
        self.init(project: project, code: project.code)
    }

    /// A naming for `project`'s theme sets and configured exports, the Swift declarations taken
    /// from `code` (a scan made apart from the loader's).
    public init(project: LoadedProject, code: CodeScan?) {
        declared = code?.swiftDeclarations
        // Only the theme names whose letters and digits some reference spells are mapped (a
        // name's spelling costs more than its key): nil, every name, when no scan says.
        let wanted = code.map { Set($0.references.compactMap { Self.key($0.name) }) }
        for set in project.themeSets where set.definition.format == .android {
            for name in set.palettes.lazy.flatMap({ $0.colors.lazy.map(\.name) }) where name.utf8.contains(UInt8(ascii: ".")) {
                let field = Self.resourceField(name)
                if androidDotted[field] == nil { androidDotted[field] = name }
            }
        }
        for export in project.configuration.exports {
            // An export whose theme set cannot be chosen generates nothing (`export` says why).
            guard let set = try? Exporter.themeSet(of: project, theme: export.theme, outputFolder: export.out) else { continue }
            let palette = Self.unique(set.palettes.lazy.flatMap { $0.colors.lazy.map(\.name) })
            let roles = Self.unique(set.resolved.schemes.lazy.flatMap { $0.roles.lazy.map(\.role.name) })
            switch export.target {
            case .swift:
                Self.add(palette, wanted, to: &swiftPalette, ExportNameMapping.camelCaseName)
                Self.add(roles, wanted, to: &swiftRoles, ExportNameMapping.camelCaseName)
            case .objc:
                Self.add(palette + roles, wanted, to: &objectiveC, ObjCExporter.selectorName)
            case .css:
                Self.add(palette + roles, wanted, to: &css, ExportNameMapping.cssName)
            case .android:
                Self.add(palette + roles, wanted, to: &android, ExportNameMapping.androidName)
            case .xcassets:
                Self.add(roles, wanted, to: &assetCatalog) { ExportNameMapping.assetPath($0).joined(separator: "/") }
            case .dtcg:
                continue
            }
        }
    }

    /// The theme name (palette color, role, token path or color set) `reference` names; nil
    /// when its spelling names nothing of this project's theme.
    public func themeName(of reference: CodeReference) -> String? {
        let name = reference.name
        switch reference.spelling {
        case .androidResourceClass: return android[name] ?? androidDotted[name] ?? name
        case .androidResourceXML: return android[name] ?? name
        case .assetCatalogName: return assetCatalog[name] ?? name
        case .cssCustomProperty: return css[name]
        case .swiftMember: return swiftRoles[name]
        case .swiftPalette: return swiftPalette[name]
        case .swiftImplicitMember: return declared?.contains(name) != false ? nil : swiftRoles[name]
        case .objectiveCClassProperty: return objectiveC[name]
        }
    }

    /// The bytes to write over `reference`'s name so that it names `themeName` instead, in
    /// the reference's own spelling; nil when the spelling cannot name it.
    public func spelling(of themeName: String, like reference: CodeReference) -> String? {
        let name = reference.name
        switch reference.spelling {
        case .androidResourceClass:
            return android[name] == nil ? Self.resourceField(themeName) : ExportNameMapping.androidName(themeName)
        case .androidResourceXML:
            return android[name] == nil ? themeName : ExportNameMapping.androidName(themeName)
        case .assetCatalogName:
            return assetCatalog[name] == nil ? themeName : ExportNameMapping.assetPath(themeName).joined(separator: "/")
        case .cssCustomProperty:
            return css[name] == nil ? nil : ExportNameMapping.cssName(themeName)
        case .swiftMember, .swiftImplicitMember:
            return swiftRoles[name] == nil ? nil : ExportNameMapping.camelCaseName(themeName)
        case .swiftPalette:
            return swiftPalette[name] == nil ? nil : ExportNameMapping.camelCaseName(themeName)
        case .objectiveCClassProperty:
            return objectiveC[name] == nil ? nil : ObjCExporter.selectorName(themeName)
        }
    }

    /// Whether `reference` is kept in a project's code scan: every Android, asset-catalog and
    /// CSS reference, and an exported Swift or Objective-C spelling only where it names the
    /// theme (`UIColor.red` and `.center` are UIKit's and SwiftUI's, not the export's).
    public func keeps(_ reference: CodeReference) -> Bool {
        switch reference.spelling {
        case .androidResourceClass, .androidResourceXML, .assetCatalogName, .cssCustomProperty: true
        case .swiftMember, .swiftPalette, .swiftImplicitMember, .objectiveCClassProperty: themeName(of: reference) != nil
        }
    }

    /// `names` without repeats, in first-seen order.
    private static func unique(_ names: some Sequence<String>) -> [String] {
        var seen: Set<String> = []
        return names.filter { seen.insert($0).inserted }
    }

    /// Adds each name's generated spelling → the name to `table`; the first name wins (the
    /// export refuses two names that become one, except a role that is its palette color).
    /// With `wanted`, only names whose key (or `color` and it: the prefix the targets give a
    /// keyword or a leading digit) is in it, and names with a non-ASCII character.
    private static func add(_ names: [String], _ wanted: Set<String>?, to table: inout [String: String], _ spell: (String) -> String) {
        for name in names {
            if let wanted, let key = key(name), !wanted.contains(key), !wanted.contains("color" + key) { continue }
            let spelled = spell(name)
            if table[spelled] == nil { table[spelled] = name }
        }
    }

    /// The field of Android's `R.color` for resource `name`: a dot is `_` there.
    static func resourceField(_ name: String) -> String {
        name.utf8.contains(UInt8(ascii: ".")) ? String(decoding: name.utf8.map { $0 == UInt8(ascii: ".") ? UInt8(ascii: "_") : $0 }, as: UTF8.self) : name
    }

    /// A name's ASCII letters and digits, lowercased: what every target's spelling of it keeps
    /// (`text_primary`, `textPrimary`, `text-primary` and `Text/Primary` share `textprimary`);
    /// nil for a name with a non-ASCII character (spelled `u` and its code point).
    static func key(_ name: String) -> String? {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(name.utf8.count)
        for byte in name.utf8 {
            if byte >= 0x80 { return nil }
            if CodeBytes.isDigit(byte) { bytes.append(byte) } else if CodeBytes.isLetter(byte) { bytes.append(byte | 0x20) }
        }
        return String(decoding: bytes, as: UTF8.self)
    }
}

extension CodeScan {
    /// Drops the references `naming` does not keep (`CodeNaming.keeps`): an exported spelling
    /// that names nothing of the theme (`UIColor.red`, `.center`) is not a code reference.
    public mutating func keepReferences(namedBy naming: CodeNaming) {
        references.removeAll { !naming.keeps($0) }
    }
}
