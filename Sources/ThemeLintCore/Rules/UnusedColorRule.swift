/// `unused-color`: a palette color that no role of any theme set uses.
public struct UnusedColorRule: Rule {
    /// The rule's id, default severity, documentation and examples.
    public static let description = RuleDescription(
        id: "unused-color", defaultSeverity: .note,
        summary: "A palette color is not used by any role.",
        help: "A color counts as used when some role of a theme set that resolves against the palette picks it (a color shadowed by an earlier palette in every set is unused), or, with \"code\": true in the configuration, when code names it (R.color.NAME, @color/NAME in res/ XML). Palettes that no theme set uses, and palettes of sets whose scheme file failed to load, are not judged.",
        examples: [
            RuleExample(file: "palette.json", snippet: ##"{"azure_300": "#2688EB", "forgotten": "#123456"}"##, triggers: true, context: ["scheme.json": ##"{"light": {"appearance": "light", "colors": {"accent": {"color_identifier": "azure_300"}}}}"##]),
            RuleExample(file: "palette.json", snippet: ##"{"azure_300": "#2688EB"}"##, triggers: false, context: ["scheme.json": ##"{"light": {"appearance": "light", "colors": {"accent": {"color_identifier": "azure_300"}}}}"##]),
        ])

    /// Creates the rule (rules hold no state).
    public init() {}

    /// The rule's findings in `context`, at the rule's default severity.
    public func findings(in context: LintContext) -> [Finding] {
        // Per palette file, which of its colors (by offset in `Palette.colors`) some role picks.
        // A file decoded twice (two hex-alpha conventions) has the same names in the same order.
        var used: [String: [Bool]] = [:]
        var excluded = Set<String>()
        for set in context.project.themeSets {
            guard set.schemeFile != nil, set.unavailablePalettes.isEmpty, set.definition.format.refersToPaletteColorsByName else {
                excluded.formUnion(set.definition.palettes)
                // A palette no role names (an asset catalog's entries) is not judged.
                if !set.definition.format.refersToPaletteColorsByName { excluded.formUnion(set.palettes.map(\.file)) }
                continue
            }
            // The identifiers the set's roles use, each once (a few thousand for 400,000 roles).
            var identifiers = NameTable()
            // Token chains name the palette color they end at (file and name) themselves.
            var reached: [String: Set<String>] = [:]
            for scheme in set.resolved.schemes {
                for index in scheme.roles.indices {
                    guard let reference = scheme.roles[index].role.reference else { continue }
                    if let chain = reference.tokenChain {
                        if case .literal(let file, let name) = chain.end { reached[file, default: []].insert(name) }
                    } else {
                        identifiers.insert(reference.identifier)
                    }
                }
            }
            var marks = set.palettes.map { Array(repeating: false, count: $0.colors.count) }
            for (paletteIndex, palette) in set.palettes.enumerated() {
                guard let names = reached[palette.file] else { continue }
                for name in names {
                    if let offset = palette.offset(of: name) { marks[paletteIndex][offset] = true }
                }
            }
            for identifier in identifiers.names {
                if let (paletteIndex, offset) = Self.firstDefinition(of: identifier, in: set.palettes) {
                    marks[paletteIndex][offset] = true
                }
            }
            for (palette, paletteMarks) in zip(set.palettes, marks) {
                if let earlier = used[palette.file], earlier.count == paletteMarks.count {
                    used[palette.file] = zip(earlier, paletteMarks).map { $0 || $1 }
                } else {
                    used[palette.file] = paletteMarks
                }
            }
        }
        var result: [Finding] = []
        let code = CodeUses(context.project)
        for file in used.keys.filter({ !excluded.contains($0) }).sorted() {
            guard let palette = context.project.palettes[file], let marks = used[file] else { continue }
            // A color that does not parse already has its invalid-color finding.
            for (offset, color) in palette.colors.enumerated() where color.color != nil && !(offset < marks.count && marks[offset]) && !code.names(color.name, inPalette: file) {
                result.append(finding("\"\(color.name)\" is not used by any role", at: color.location, identifier: color.name))
            }
        }
        return result
    }

    /// The palette (index in `palettes`) and color (offset in its `colors`) that a role with
    /// identifier `identifier` picks: the first palette that defines it, whether or not the
    /// color there is valid.
    static func firstDefinition(of identifier: String, in palettes: [Palette]) -> (palette: Int, offset: Int)? {
        for paletteIndex in palettes.indices {
            if let offset = palettes[paletteIndex].offset(of: identifier) { return (paletteIndex, offset) }
        }
        return nil
    }
}
