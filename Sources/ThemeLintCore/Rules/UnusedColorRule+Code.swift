/// `unused-color` and the code that names the theme: a palette color only code names is used.
extension UnusedColorRule {
    /// The names code gives palette colors: each code reference's theme name, as `CodeNaming`
    /// reads it (`R.color.NAME`, `@color/NAME`, and the names configured exports generate).
    /// In an Android theme set's palette a dot in a resource name is `_` in `R` (`dotted.name`
    /// is `R.color.dotted_name`). Android spellings name Android palettes' colors, and other
    /// palettes' only where an `android` export is configured; asset-catalog names count only
    /// where an `xcassets` export is (a catalog's own sets are not judged).
    /// Nothing is named without a code scan.
    struct CodeUses {
        /// Palettes of Android theme sets.
        var androidPalettes: Set<String> = []
        /// Theme names Android spellings name, dots as underscores.
        var androidNames: Set<String> = []
        /// Theme names other spellings name.
        var names: Set<String> = []

        /// Reads the project's code scan.
        init(_ project: LoadedProject) {
            guard let code = project.code, !code.references.isEmpty else { return }
            let naming = CodeNaming(project: project)
            let targets = Set(project.configuration.exports.map(\.target))
            for reference in code.references {
                guard let name = naming.themeName(of: reference) else { continue }
                switch reference.spelling {
                case .androidResourceClass, .androidResourceXML:
                    androidNames.insert(Self.resourceClassName(name))
                    if targets.contains(.android) { names.insert(name) }
                case .assetCatalogName:
                    if targets.contains(.xcassets) { names.insert(name) }
                default:
                    names.insert(name)
                }
            }
            guard !androidNames.isEmpty else { return }
            for set in project.themeSets where set.definition.format == .android {
                androidPalettes.formUnion(set.palettes.map(\.file))
            }
        }

        /// Whether code names color `name` of the palette at `file`.
        func names(_ name: String, inPalette file: String) -> Bool {
            names.contains(name) || (androidPalettes.contains(file) && androidNames.contains(Self.resourceClassName(name)))
        }

        /// A resource name as the `R` class spells it.
        static func resourceClassName(_ name: String) -> String {
            name.contains(".") ? String(name.map { $0 == "." ? "_" : $0 }) : name
        }
    }
}
