/// `unused-color`: a palette color that no role of any theme set uses.
public struct UnusedColorRule: Rule {
    public static let description = RuleDescription(
        id: "unused-color", defaultSeverity: .note,
        summary: "A palette color is not used by any role.",
        help: "A color counts as used when some role of a theme set that resolves against the palette picks it (a color shadowed by an earlier palette in every set is unused). Palettes that no theme set uses, and palettes of sets whose scheme file failed to load, are not judged.",
        examples: [
            RuleExample(file: "palette.json", snippet: ##"{"azure_300": "#2688EB", "forgotten": "#123456"}"##, triggers: true),
        ])

    public init() {}

    public func findings(in context: LintContext) -> [Finding] {
        var used = Set<String>()            // "file\u{1F}name"
        var judged = Set<String>()
        var excluded = Set<String>()
        for set in context.project.themeSets {
            guard set.schemeFile != nil, set.unavailablePalettes.isEmpty else {
                excluded.formUnion(set.definition.palettes)
                continue
            }
            judged.formUnion(set.palettes.map(\.file))
            for scheme in set.resolved.schemes {
                for role in scheme.roles {
                    guard let identifier = role.role.reference?.identifier else { continue }
                    if let palette = set.palettes.first(where: { $0[identifier] != nil }) {
                        used.insert(palette.file + "\u{1F}" + identifier)
                    }
                }
            }
        }
        var result: [Finding] = []
        for file in judged.subtracting(excluded).sorted() {
            guard let palette = context.project.palettes[file] else { continue }
            for color in palette.colors where !used.contains(file + "\u{1F}" + color.name) {
                result.append(finding("\"\(color.name)\" is not used by any role", at: color.location, identifier: color.name))
            }
        }
        return result
    }
}
