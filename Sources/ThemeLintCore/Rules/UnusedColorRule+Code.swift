/// `unused-color` and the code that names the theme: a palette color only code names is used.
extension UnusedColorRule {
    /// The names code gives palette colors: per palette file, a check of whether a color name is
    /// named by code. Android spellings (`R.color.NAME`, `@color/NAME`) name the colors of the
    /// palettes of Android theme sets (a dot in a resource name is `_` in `R`); nothing is
    /// named without a code scan.
    struct CodeUses {
        /// Palettes of Android theme sets.
        var androidPalettes: Set<String> = []
        /// Resource names the Android spellings name, dots as underscores.
        var androidNames: Set<String> = []

        /// Reads the project's code scan.
        init(_ project: LoadedProject) {
            guard let code = project.code else { return }
            for reference in code.references where reference.spelling == .androidResourceClass || reference.spelling == .androidResourceXML {
                androidNames.insert(Self.resourceClassName(reference.name))
            }
            guard !androidNames.isEmpty else { return }
            for set in project.themeSets where set.definition.format == .android {
                androidPalettes.formUnion(set.palettes.map(\.file))
            }
        }

        /// Whether code names color `name` of the palette at `file`.
        func names(_ name: String, inPalette file: String) -> Bool {
            androidPalettes.contains(file) && androidNames.contains(Self.resourceClassName(name))
        }

        /// A resource name as the `R` class spells it.
        static func resourceClassName(_ name: String) -> String {
            name.contains(".") ? String(name.map { $0 == "." ? "_" : $0 }) : name
        }
    }
}
