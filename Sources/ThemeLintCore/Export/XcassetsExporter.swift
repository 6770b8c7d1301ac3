/// Writes an Xcode asset catalog, `Colors.xcassets`: one color set per role with a universal
/// entry for Any (the light scheme), Dark, and the high-contrast variants the source has, in
/// Xcode's own layout (`"key" : value`, two-space indent, keys sorted, 8-bit sRGB components as
/// `"0x26"`, alpha as `"1.000"`; a color the source gives in Display P3 stays in `display-p3`,
/// its components as decimals, `"0.800"`). A dotted role name (`color.accent.1`) is a path of
/// namespace folders (`"provides-namespace" : true`) ending at the set, so that Xcode names
/// it `color/accent/1`. A catalog holds no palette: each set holds its role's colors.
public enum XcassetsExporter {
    /// The catalog's folder.
    public static let catalogName = "Colors.xcassets"

    /// The files of `model`.
    /// - Throws: `ExportError` when two names become one color set, or a name is too long for
    ///   the file system.
    public static func export(_ model: ExportModel) throws(ExportError) -> ExportResult {
        let paths = model.roles.map { ExportNameMapping.assetPath($0.name) }
        for (role, path) in zip(model.roles, paths) {
            try ExportPathLimit.check(path.dropLast() + path.suffix(1).map { $0 + ".colorset" }, of: "role '\(role.name)'", target: .xcassets)
        }
        try ExportNameMapping.refuseCollisions(
            zip(model.roles, paths).map { .init(target: $1.joined(separator: "/").lowercased(), source: "role '\($0.name)'") }, target: .xcassets)
        let entries: [(ExportSlot, [(String, String)])] = [
            (.light, []),
            (.dark, [("luminosity", "dark")]),
            (.lightHighContrast, [("contrast", "high")]),
            (.darkHighContrast, [("luminosity", "dark"), ("contrast", "high")]),
        ]
        var files = [ExportFile(path: catalogName + "/Contents.json", text: info(extra: nil))]
        var folders: Set<String> = []
        for (role, path) in zip(model.roles, paths) {
            var folder = catalogName
            for segment in path.dropLast() {
                folder += "/" + segment
                if folders.insert(folder.lowercased()).inserted {
                    files.append(ExportFile(path: folder + "/Contents.json", text: info(extra: "  \"properties\" : {\n    \"provides-namespace\" : true\n  }\n")))
                }
            }
            var colors: [String] = []
            for (slot, appearances) in entries {
                // The universal Any entry is the one every appearance falls back to: a role with
                // no light color takes its dark one there (as swift, objc and android do).
                let fallback = slot == .light ? model.scheme(for: .dark).flatMap { role.values[$0] } : nil
                guard let scheme = model.scheme(for: slot), let value = role.values[scheme] ?? fallback else { continue }
                colors.append(entry(value.color, appearances: appearances))
            }
            guard !colors.isEmpty, let last = path.last else { continue }
            let text = "{\n  \"colors\" : [\n" + colors.joined(separator: ",\n") + "\n  ],\n" + infoMember + "\n}\n"
            files.append(ExportFile(path: folder + "/" + last + ".colorset/Contents.json", text: text))
        }
        var notices: [String] = []
        if !model.palette.isEmpty {
            notices.append("an asset catalog holds no palette and no references: each of the \(model.roles.count) color sets holds its role's colors, the \(model.palette.count) palette colors are not written as sets of their own")
        }
        return ExportResult(files: files, notices: notices)
    }

    private static let infoMember = "  \"info\" : {\n    \"author\" : \"themelint\",\n    \"version\" : 1\n  }"

    private static func info(extra: String?) -> String {
        "{\n" + infoMember + (extra.map { ",\n" + $0 } ?? "\n") + "}\n"
    }

    private static func entry(_ color: ExportColor, appearances: [(String, String)]) -> String {
        var out = "    {\n"
        if !appearances.isEmpty {
            out += "      \"appearances\" : [\n"
            out += appearances.map { "        {\n          \"appearance\" : \"\($0.0)\",\n          \"value\" : \"\($0.1)\"\n        }" }.joined(separator: ",\n")
            out += "\n      ],\n"
        }
        let space: String
        let components: (alpha: String, blue: String, green: String, red: String)
        if let p3 = color.displayP3 {
            // Xcode writes a Display P3 color's components as decimals (`"0.800"`).
            func decimal(_ value: Double) -> String { "\"" + ExportP3Color.decimal(value) + "\"" }
            space = "display-p3"
            components = (decimal(p3.alpha), decimal(p3.blue), decimal(p3.green), decimal(p3.red))
        } else {
            func hex(_ byte: UInt8) -> String { "\"0x" + ExportColor.hex(byte).uppercased() + "\"" }
            space = "srgb"
            components = ("\"" + ExportColor.fraction(color.alpha) + "\"", hex(color.blue), hex(color.green), hex(color.red))
        }
        out += "      \"color\" : {\n        \"color-space\" : \"\(space)\",\n        \"components\" : {\n"
        out += "          \"alpha\" : \(components.alpha),\n"
        out += "          \"blue\" : \(components.blue),\n"
        out += "          \"green\" : \(components.green),\n"
        out += "          \"red\" : \(components.red)\n"
        out += "        }\n      },\n      \"idiom\" : \"universal\"\n    }"
        return out
    }
}
