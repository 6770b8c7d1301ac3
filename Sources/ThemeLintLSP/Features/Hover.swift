import ThemeLintCore

/// `textDocument/hover`: a name's color in every scheme, its chain, its contrast pairs with
/// their ratios, where it is defined and whether it is deprecated — as Markdown.
enum Hover {
    /// The hover for the symbol at the cursor; null when the cursor is on no known name.
    static func result(uri: String, position: LSPPosition, in workspace: ThemeWorkspace) -> JSONOutput {
        guard let symbol = workspace.symbol(uri: uri, position: position), let symbols = workspace.symbols,
              let project = workspace.project, symbols.knows(symbol.name) else { return .null }
        var lines: [String] = []
        if let colors = symbols.colors[symbol.name] {
            lines.append("**\(symbol.name)** — palette color")
            for color in colors {
                let hex = color.color.map { " `\($0.cssHex)`" } ?? " (not a valid color)"
                lines.append("- `\(color.rawValue)`\(hex) in \(color.location)")
            }
        }
        if let roles = symbols.roles[symbol.name] {
            lines.append(contentsOf: roleLines(symbol.name, roles, project: project))
        }
        let markdown = lines.joined(separator: "\n")
        return .object([
            ("contents", .object([("kind", .string("markdown")), ("value", .string(markdown))])),
            ("range", symbol.range.output),
        ])
    }

    /// Per scheme: the color, the chain, the contrast pairs, deprecations.
    private static func roleLines(_ name: String, _ entries: [SymbolIndex.RoleEntry], project: LoadedProject) -> [String] {
        var lines = ["**\(name)** — role"]
        var deprecations: [String] = []
        for entry in entries.prefix(200) {
            let role = entry.role
            let color = role.resolution.spelledColor.map { "`\($0)`" } ?? "unknown"
            lines.append("- \(role.scheme): \(color) — \(role.referenceChain.joined(separator: " → ")) (\(role.role.location))")
            for deprecation in role.role.reference?.tokenChain?.deprecations ?? [] {
                deprecations.append("$deprecated: \(deprecation.token): \(deprecation.message)")
            }
        }
        var measured: [String] = []
        var seenSets: Set<Int> = []
        for entry in entries where seenSets.insert(entry.set).inserted {
            let set = project.themeSets[entry.set]
            guard let contrast = set.definition.contrast else { continue }
            for measurement in ContrastEvaluator.measure(set: set.resolved, configuration: contrast)
            where measurement.foreground == name || measurement.background == name {
                let verdict = measurement.passes ? "passes" : "fails"
                measured.append("- \(measurement.scheme): \(measurement.foreground) on \(measurement.background): \(format(measurement.value)) (minimum \(format(measurement.minimum)), \(verdict))")
            }
        }
        if !measured.isEmpty { lines.append("Contrast:"); lines.append(contentsOf: measured.prefix(100)) }
        if !deprecations.isEmpty { lines.append(contentsOf: Array(Set(deprecations)).sorted()) }
        return lines
    }

    private static func format(_ value: Double) -> String {
        let rounded = (value * 100).rounded() / 100
        return String(rounded)
    }
}
