/// Writes one CSS file of custom properties: `:root` holds the palette (`--azure-300`) and the
/// light scheme's roles (`--text-primary: var(--azure-300)`), a `prefers-color-scheme: dark`
/// block the dark scheme's, and one `[data-theme="NAME"]` block per scheme holds that scheme
/// whole (its roles, and the palette colors whose value differs from the light scheme's), so
/// that an element with `data-theme` paints that scheme whatever the system's appearance.
public enum CSSExporter {
    /// The file's path.
    public static let fileName = "theme.css"

    /// The file of `model`.
    /// - Throws: `ExportError` when two names become one custom property.
    public static func export(_ model: ExportModel) throws(ExportError) -> ExportResult {
        let light = model.scheme(for: .light) ?? 0
        let dark = model.scheme(for: .dark)
        let roles = model.roles.filter { !($0.isOwnPaletteColor && model.paletteEntry($0.name) != nil) }
        var names: [ExportNameMapping.Mapped] = model.palette.map { .init(target: ExportNameMapping.cssName($0.name), source: "palette color '\($0.name)'") }
        names += roles.map { .init(target: ExportNameMapping.cssName($0.name), source: "role '\($0.name)'") }
        try ExportNameMapping.refuseCollisions(names, target: .css)

        var out = "/* \(model.generatedNotice) */\n\n"
        out += "/* Light: \(ExportText.comment(model.schemes[light].name)) */\n:root {\n"
        for entry in model.palette {
            out += "  --\(ExportNameMapping.cssName(entry.name)): \(entry.value(inScheme: light).cssValue);\n"
        }
        out += declarations(roles, scheme: light, indent: "  ")
        out += "}\n"
        if let dark {
            out += "\n/* Dark: \(ExportText.comment(model.schemes[dark].name)) */\n@media (prefers-color-scheme: dark) {\n  :root {\n"
            out += paletteOverrides(model, scheme: dark, light: light, indent: "    ")
            out += declarations(roles, scheme: dark, indent: "    ")
            out += "  }\n}\n"
        }
        for (index, scheme) in model.schemes.enumerated() {
            out += "\n[data-theme=\(ExportText.cssString(scheme.name))] {\n"
            if dark != nil {
                // Under a dark system appearance `:root` holds the dark values: restate every
                // palette color that differs between the two.
                out += paletteOverrides(model, scheme: index, light: light, indent: "  ", orDark: dark)
            } else {
                out += paletteOverrides(model, scheme: index, light: light, indent: "  ")
            }
            out += declarations(roles, scheme: index, indent: "  ")
            out += "}\n"
        }
        return ExportResult(files: [ExportFile(path: fileName, text: out)], notices: [])
    }

    private static func paletteOverrides(_ model: ExportModel, scheme: Int, light: Int, indent: String, orDark dark: Int? = nil) -> String {
        var out = ""
        for entry in model.palette {
            let value = entry.value(inScheme: scheme)
            let differs = value != entry.value(inScheme: light) || dark.map { entry.value(inScheme: $0) != value } == true
            if differs { out += "\(indent)--\(ExportNameMapping.cssName(entry.name)): \(value.cssValue);\n" }
        }
        return out
    }

    private static func declarations(_ roles: [ExportRole], scheme: Int, indent: String) -> String {
        var out = ""
        for role in roles {
            guard let value = role.values[scheme] else { continue }
            let text = value.palette.map { "var(--\(ExportNameMapping.cssName($0)))" } ?? value.color.cssValue
            out += "\(indent)--\(ExportNameMapping.cssName(role.name)): \(text);\n"
        }
        return out
    }
}
