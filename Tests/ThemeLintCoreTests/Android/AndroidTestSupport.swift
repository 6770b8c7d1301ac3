@testable import ThemeLintCore

/// Loading and linting Android repositories held in memory.
enum AndroidFixture {
    static func load(_ texts: [String: String], configuration: Configuration = .automatic) throws -> LoadedProject {
        try ProjectLoader(source: InMemorySource(texts: texts), configuration: configuration).load()
    }

    static func lint(_ texts: [String: String], configuration: Configuration = .automatic) throws -> [Finding] {
        Linter().lint(try load(texts, configuration: configuration))
    }

    /// `<resources>` with one `<color>` per pair, one per line (line 2 onwards).
    static func colors(_ pairs: KeyValuePairs<String, String>) -> String {
        "<resources>\n" + pairs.map { "    <color name=\"\($0.key)\">\($0.value)</color>\n" }.joined() + "</resources>\n"
    }

    /// The theme set named `name`.
    static func set(_ project: LoadedProject, _ name: String) -> LoadedThemeSet? {
        project.themeSets.first { $0.definition.name == name }
    }

    /// role → `#RRGGBBAA` (or `null`) in scheme `scheme` of set `set`.
    static func colors(_ project: LoadedProject, set: String = "app", scheme: String = "default") -> [String: String] {
        var result: [String: String] = [:]
        guard let resolved = Self.set(project, set)?.resolved[scheme: scheme] else { return result }
        for role in resolved.roles {
            result[role.role.name] = role.color.map(hex) ?? "null"
        }
        return result
    }

    /// `#RRGGBBAA`, alpha always written.
    static func hex(_ color: RGBA) -> String {
        let text = ColorNotation.hex(color, alpha: .trailing)
        return text.count == 7 ? text + "FF" : text
    }
}
