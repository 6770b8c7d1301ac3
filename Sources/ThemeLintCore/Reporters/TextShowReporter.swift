/// `show` for a terminal: per theme set and scheme, one line per role with a swatch (when color
/// is on), the color as the source writes it, the reference chain, flags, and `file:line`.
/// Every name from a theme file goes through `TerminalText.escape`.
public struct TextShowReporter: Reporter {
    /// ANSI color and swatches.
    public var useColor: Bool

    /// Creates a reporter.
    public init(useColor: Bool = false) {
        self.useColor = useColor
    }

    /// Writes `report`.
    public func write(_ report: ShowReport, to sink: inout some TextOutputStream) {
        sink.write(Self.render(report, useColor: useColor))
    }

    /// Renders a show report as text.
    public static func render(_ report: ShowReport, useColor: Bool) -> String {
        let style = TerminalStyle(enabled: useColor)
        var out = ""
        if report.themes.isEmpty { out += "no theme set matches at \(e(DiffWording.describe(report.source)))\n" }
        for theme in report.themes {
            let palettes = theme.palettes.isEmpty ? "no palette" : theme.palettes.map(e).joined(separator: ", ")
            out += style.bold(e(theme.name)) + (theme.name == theme.file ? "" : "  (\(e(theme.file)))") + "  " + style.dim("palettes: \(palettes)") + "\n"
            for scheme in theme.schemes {
                out += "  " + style.bold(e(scheme.name)) + " " + style.dim("(\(scheme.appearance?.rawValue ?? "no appearance"))") + "\n"
                let width = min(40, scheme.roles.map { $0.role.count }.max() ?? 0)
                let base: RGBA = scheme.appearance == .dark ? .black : .white
                for role in scheme.roles {
                    out += "    " + line(role, width: width, style: style, base: base) + "\n"
                }
            }
        }
        return out
    }

    /// `text_primary  ██ #E1E3E6  ← gray_100  [flag=true]  scheme.json:12`
    private static func line(_ role: ShowReport.RoleEntry, width: Int, style: TerminalStyle, base: RGBA) -> String {
        let name = e(role.role)
        var text = name + String(repeating: " ", count: max(0, width - role.role.count)) + "  "
        if let color = role.color {
            let swatch = style.swatch(color, over: base)
            text += (swatch.isEmpty ? "" : swatch + " ") + e(role.notation ?? color.cssHex)
        } else {
            text += style.yellow("(\(e(role.problem ?? "no color")))")
        }
        // The tokens or identifiers followed (a resolved chain ends with the literal, shown already).
        let followed = role.color != nil && role.chain.count > 1 ? Array(role.chain.dropLast()) : role.chain
        if !followed.isEmpty {
            var reference = "← " + followed.map(e).joined(separator: " → ")
            if let alpha = role.alphaMultiplier { reference += " ×\(JSONOutput.format(alpha))" }
            if let palette = role.palette { reference += " in " + e(palette) }
            text += "  " + style.dim(reference)
        }
        if !role.flags.isEmpty {
            text += "  [" + role.flags.map { e("\($0.name)=\($0.renderedValue)") }.joined(separator: ", ") + "]"
        }
        text += "  " + style.dim(e(role.location.file) + ":\(role.location.position.line)")
        return text
    }

    private static func e(_ text: String) -> String { TerminalText.escape(text) }
}
