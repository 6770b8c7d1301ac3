/// Writes one Swift file: `UIColor.Palette` (the palette), `UIColor` properties for the roles
/// that pick their light or dark value from the trait collection, and the same as SwiftUI
/// `Color` properties. Names in lower camel case (`text_primary` → `textPrimary`).
public enum SwiftExporter {
    /// The file's path.
    public static let fileName = "ThemeColors.swift"

    /// The file of `model`.
    /// - Throws: `ExportError` when two palette colors, or two roles, become one Swift name.
    public static func export(_ model: ExportModel) throws(ExportError) -> ExportResult {
        let light = model.scheme(for: .light) ?? 0
        let dark = model.scheme(for: .dark)
        try ExportNameMapping.refuseCollisions(model.palette.map { .init(target: ExportNameMapping.camelCaseName($0.name), source: "palette color '\($0.name)'") }, target: .swift)
        try ExportNameMapping.refuseCollisions(model.roles.map { .init(target: ExportNameMapping.camelCaseName($0.name), source: "role '\($0.name)'") }, target: .swift)

        var out = "// \(model.generatedNotice)\n"
        out += "// Light: \(ExportText.comment(model.schemes[light].name))"
        if let dark { out += "; dark: \(ExportText.comment(model.schemes[dark].name))" }
        out += "\n\nimport SwiftUI\nimport UIKit\n\nextension UIColor {\n"
        out += "    /// The palette: every named color of the source.\n    public enum Palette {\n"
        for entry in model.palette {
            let lightValue = entry.value(inScheme: light)
            let darkValue = dark.map { entry.value(inScheme: $0) } ?? lightValue
            out += "        /// `\(ExportText.comment(entry.name))`\n"
            out += "        public static var \(ExportNameMapping.camelCaseName(entry.name)): UIColor { \(pick(literal(lightValue), literal(darkValue))) }\n"
        }
        out += "    }\n"
        var colorProperties = ""
        for role in model.roles {
            guard let lightValue = role.values[light] ?? dark.flatMap({ role.values[$0] }) else { continue }
            let darkValue = dark.flatMap { role.values[$0] } ?? lightValue
            let name = ExportNameMapping.camelCaseName(role.name)
            out += "\n    /// `\(ExportText.comment(role.name))`\n"
            out += "    public static var \(name): UIColor { \(pick(expression(lightValue), expression(darkValue))) }\n"
            colorProperties += "\n    /// `\(ExportText.comment(role.name))`\n"
            colorProperties += "    public static var \(name): Color { Color(uiColor: UIColor.\(name)) }\n"
        }
        out += "}\n\nextension Color {\n    /// The palette: every named color of the source.\n    public enum Palette {\n"
        for entry in model.palette {
            let name = ExportNameMapping.camelCaseName(entry.name)
            out += "        /// `\(ExportText.comment(entry.name))`\n"
            out += "        public static var \(name): Color { Color(uiColor: UIColor.Palette.\(name)) }\n"
        }
        out += "    }\n" + colorProperties + "}\n\n"
        out += """
            private extension UIColor {
                /// An sRGB color from 8-bit channels.
                convenience init(themelintRed red: UInt8, green: UInt8, blue: UInt8, alpha: UInt8) {
                    self.init(red: CGFloat(red) / 255, green: CGFloat(green) / 255, blue: CGFloat(blue) / 255, alpha: CGFloat(alpha) / 255)
                }
            }

            """
        return ExportResult(files: [ExportFile(path: fileName, text: out)], notices: [])
    }

    /// `light`, or a dynamic color choosing `dark` in dark mode when they differ.
    private static func pick(_ light: String, _ dark: String) -> String {
        light == dark ? light : "UIColor { $0.userInterfaceStyle == .dark ? \(dark) : \(light) }"
    }

    private static func expression(_ value: ExportValue) -> String {
        value.palette.map { "Palette." + ExportNameMapping.camelCaseName($0) } ?? literal(value.color)
    }

    private static func literal(_ color: ExportColor) -> String {
        if let p3 = color.displayP3 {
            let decimal = ExportP3Color.decimal
            return "UIColor(displayP3Red: \(decimal(p3.red)), green: \(decimal(p3.green)), blue: \(decimal(p3.blue)), alpha: \(decimal(p3.alpha)))"
        }
        return "UIColor(themelintRed: 0x\(ExportColor.hex(color.red).uppercased()), green: 0x\(ExportColor.hex(color.green).uppercased()), blue: 0x\(ExportColor.hex(color.blue).uppercased()), alpha: 0x\(ExportColor.hex(color.alpha).uppercased()))"
    }
}
