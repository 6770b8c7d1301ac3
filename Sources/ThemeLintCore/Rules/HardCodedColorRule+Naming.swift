/// How code can name a theme's colors instead of a literal: per theme set, the format's own
/// spellings (Android resources, asset-catalog color sets) and those of each configured export
/// of it (the names `SwiftExporter`, `ObjCExporter`, `CSSExporter`, `AndroidExporter` and
/// `XcassetsExporter` write).
extension HardCodedColorRule {
    /// How a literal is written, which decides the spellings that can replace it.
    enum Writing: Hashable {
        /// A hex attribute value in resource XML.
        case resourceXML
        /// Kotlin or Java `Color.parseColor("#…")`.
        case androidCode
        /// Compose `Color(0xAARRGGBB)`.
        case compose
        /// Swift `UIColor(red:green:blue:alpha:)`, `UIColor(white:alpha:)`.
        case uiColor
        /// SwiftUI `Color(red:green:blue:)`.
        case swiftUIColor
        /// AppKit `NSColor(red:green:blue:alpha:)`.
        case nsColor
        /// Objective-C `[UIColor colorWithRed:green:blue:alpha:]`.
        case objectiveC
        /// CSS, SCSS or Less.
        case css

        /// How `literal` is written.
        init(_ literal: ColorLiteral) {
            switch literal.spelling {
            case .resourceXML: self = .resourceXML
            case .androidCode: self = literal.text.hasPrefix("Color(") ? .compose : .androidCode
            case .css: self = .css
            case .appleCode:
                if literal.text.hasPrefix("[") {
                    self = .objectiveC
                } else if literal.text.hasPrefix("NSColor") {
                    self = .nsColor
                } else if literal.text.hasPrefix("Color") {
                    self = .swiftUIColor
                } else {
                    self = .uiColor
                }
            }
        }
    }

    /// One way code names the colors of one theme set.
    enum Naming: Hashable {
        /// An Android theme set's resources: `@color/NAME`, `R.color.NAME`.
        case android
        /// An asset catalog's color sets: `UIColor(named: "NAME")` and its kin.
        case assetCatalog
        /// What an export of the set generates.
        case export(ExportTarget)

        /// The spelling of theme color `color` for a literal written as `writing`; nil when this
        /// naming has no name for it there.
        func spelling(of color: ThemeColor, for writing: Writing) -> String? {
            switch self {
            case .android: Self.androidSpelling(color.name, for: writing)
            case .export(.android): Self.androidSpelling(ExportNameMapping.androidName(color.name), for: writing)
            case .assetCatalog: color.isRole ? Self.assetCatalogSpelling(color.name, for: writing) : nil
            case .export(.xcassets):
                color.isRole ? Self.assetCatalogSpelling(ExportNameMapping.assetPath(color.name).joined(separator: "/"), for: writing) : nil
            case .export(.swift): Self.swiftSpelling(color, for: writing)
            case .export(.objc): writing == .objectiveC ? "UIColor." + ObjCExporter.selectorName(color.name) : nil
            case .export(.css): writing == .css ? "var(--\(ExportNameMapping.cssName(color.name)))" : nil
            case .export(.dtcg): nil
            }
        }

        static func androidSpelling(_ name: String, for writing: Writing) -> String? {
            let field = UnusedColorRule.CodeUses.resourceClassName(name)
            return switch writing {
            case .resourceXML: "@color/\(name)"
            case .androidCode: "R.color.\(field)"
            case .compose: "colorResource(R.color.\(field))"
            default: nil
            }
        }

        static func assetCatalogSpelling(_ name: String, for writing: Writing) -> String? {
            let quoted = "\"\(name)\""
            return switch writing {
            case .uiColor: "UIColor(named: \(quoted))"
            case .swiftUIColor: "Color(\(quoted))"
            case .nsColor: "NSColor(named: \(quoted))"
            case .objectiveC: "[UIColor colorNamed:@\(quoted)]"
            default: nil
            }
        }

        static func swiftSpelling(_ color: ThemeColor, for writing: Writing) -> String? {
            let type: String
            switch writing {
            case .uiColor: type = "UIColor"
            case .swiftUIColor: type = "Color"
            default: return nil
            }
            return type + (color.isRole ? "." : ".Palette.") + ExportNameMapping.camelCaseName(color.name)
        }
    }

    /// Every naming of the project, with the theme set (offset in `themeSets`) it names: each
    /// Android and asset-catalog set in order, then each configured export whose theme set is
    /// known.
    static func namings(of project: LoadedProject) -> [(naming: Naming, set: Int)] {
        var result: [(naming: Naming, set: Int)] = []
        for (offset, set) in project.themeSets.enumerated() {
            switch set.definition.format {
            case .android: result.append((.android, offset))
            case .xcassets: result.append((.assetCatalog, offset))
            default: break
            }
        }
        for export in project.configuration.exports {
            if let offset = exportedSet(export, in: project.themeSets) { result.append((.export(export.target), offset)) }
        }
        return result
    }

    /// The theme set `export` writes, as `themelint export` picks it: by name or scheme path,
    /// else the one set that does not lie in the export's own folder.
    static func exportedSet(_ export: ExportConfiguration, in sets: [LoadedThemeSet]) -> Int? {
        if let theme = export.theme {
            return sets.firstIndex { $0.definition.name == theme || $0.definition.schemes == theme }
        }
        let prefix = export.out.hasSuffix("/") ? export.out : export.out + "/"
        let candidates = sets.indices.filter {
            export.out.isEmpty || !(sets[$0].definition.schemes == export.out || sets[$0].definition.schemes.hasPrefix(prefix))
        }
        return candidates.count == 1 ? candidates[0] : nil
    }

    /// The files configured exports generate whose color literals define the theme rather
    /// than hard-code it (`theme.css`'s custom properties, `ThemeColors.swift`'s channels).
    static func generatedFiles(of project: LoadedProject) -> Set<String> {
        var result = Set<String>()
        for export in project.configuration.exports {
            let names: [String] = switch export.target {
            case .css: [CSSExporter.fileName]
            case .swift: [SwiftExporter.fileName]
            case .objc: [ObjCExporter.headerName, ObjCExporter.implementationName]
            default: []
            }
            for name in names { result.insert(export.out.isEmpty ? name : (export.out.hasSuffix("/") ? export.out : export.out + "/") + name) }
        }
        return result
    }
}
