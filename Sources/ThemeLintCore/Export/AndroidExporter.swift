/// Writes Android color resources: `values/colors.xml` (the palette and the light scheme's
/// roles) and `values-night/colors.xml` (palette colors whose dark value differs, and the dark
/// scheme's roles). A role that is exactly a palette color points at it (`@color/azure_300`);
/// any other role holds its color as `#AARRGGBB`.
public enum AndroidExporter {
    /// The files of `model`.
    /// - Throws: `ExportError` when two names become one resource name.
    public static func export(_ model: ExportModel) throws(ExportError) -> ExportResult {
        let light = model.scheme(for: .light) ?? 0
        let dark = model.scheme(for: .dark)
        let roles = model.roles.filter { !($0.isOwnPaletteColor && model.paletteEntry($0.name) != nil) }
        var names: [ExportNameMapping.Mapped] = model.palette.map { .init(target: ExportNameMapping.androidName($0.name), source: "palette color '\($0.name)'") }
        names += roles.map { .init(target: ExportNameMapping.androidName($0.name), source: "role '\($0.name)'") }
        try ExportNameMapping.refuseCollisions(names, target: .android)

        // A resource only in `values-night` has no default: Android throws NotFoundException
        // for it in light mode (and lint's MissingDefaultResource fails the build), so a role
        // without a light color takes its dark one in `values/`, as swift and objc do.
        let fallback = dark.map { dark in roles.filter { $0.values[light] == nil && $0.values[dark] != nil }.map(\.name) } ?? []
        var files = [ExportFile(path: "values/colors.xml", text: document(model, scheme: light, roles: roles, palette: model.palette, fallback: dark))]
        if let dark {
            let differing = model.palette.filter { $0.value(inScheme: dark) != $0.value(inScheme: light) }
            files.append(ExportFile(path: "values-night/colors.xml", text: document(model, scheme: dark, roles: roles, palette: differing, fallback: nil)))
        }
        var notices: [String] = []
        if !fallback.isEmpty {
            notices.append("\(fallback.count) role\(fallback.count == 1 ? " has" : "s have") no light color: values/ holds \(fallback.count == 1 ? "its" : "their") dark color, since a color only in values-night has no default resource: \(ExportWording.list(fallback))")
        }
        return ExportResult(files: files, notices: notices)
    }

    private static func document(_ model: ExportModel, scheme: Int, roles: [ExportRole], palette: [ExportPaletteEntry], fallback: Int?) -> String {
        var out = "<?xml version=\"1.0\" encoding=\"utf-8\"?>\n<!-- \(model.generatedNotice) -->\n<resources>\n"
        if !palette.isEmpty {
            out += "    <!-- Palette -->\n"
            for entry in palette {
                out += "    <color name=\"\(ExportNameMapping.androidName(entry.name))\">\(entry.value(inScheme: scheme).androidHex)</color>\n"
            }
        }
        out += "    <!-- Roles of \(ExportText.comment(model.schemes[scheme].name)) -->\n"
        for role in roles {
            guard let value = role.values[scheme] ?? fallback.flatMap({ role.values[$0] }) else { continue }
            let text = value.palette.map { "@color/" + ExportNameMapping.androidName($0) } ?? value.color.androidHex
            out += "    <color name=\"\(ExportNameMapping.androidName(role.name))\">\(text)</color>\n"
        }
        return out + "</resources>\n"
    }
}
