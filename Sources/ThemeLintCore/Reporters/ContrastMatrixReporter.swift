/// Renders `themelint contrast --matrix`: per scheme, every foreground on every background,
/// worst first. Ratios are truncated to two decimals (never rounded up to a pass); pass/fail is
/// decided unrounded against the pair's level (AA for text, non-text 3:1 for icons). Colors are
/// written as the source writes them; JSON keeps `#RRGGBBAA`.
public struct ContrastMatrixReporter: Reporter {
    /// The format: text, markdown (a table per scheme, for a pull request), html (one
    /// self-contained page with swatches) or json
    /// (`{"schemes": [{"file", "scheme", "appearance", "base", "pairs": […]}]}`).
    public var format: ContrastReportFormat
    /// ANSI colors (text).
    public var useColor: Bool

    /// Creates a reporter.
    public init(format: ContrastReportFormat, useColor: Bool = false) {
        self.format = format
        self.useColor = useColor
    }

    /// Writes `matrices` in `format`.
    public func write(_ matrices: [ContrastMatrix], to sink: inout some TextOutputStream) {
        switch format {
        case .text: sink.write(Self.text(matrices, useColor: useColor))
        case .markdown: sink.write(Self.markdown(matrices))
        case .html: sink.write(Self.html(matrices))
        case .json: sink.write(Self.json(matrices).rendered(pretty: true) + "\n")
        }
    }

    private static func ratio(_ entry: ContrastMatrixEntry) -> String { MeasurementFormat.truncated(entry.measurement.wcagRatio) + ":1" }
    private static func lc(_ entry: ContrastMatrixEntry) -> String { "Lc " + MeasurementFormat.truncated(entry.measurement.apcaLc, decimals: 1) }
    private static func verdict(_ entry: ContrastMatrixEntry) -> String { (entry.passes ? "pass " : "fail ") + entry.level.rawValue }

    /// `text` padded to `width`, and followed by at least one space (`Lc -106.3` fills 9).
    private static func pad(_ text: String, _ width: Int) -> String {
        text + String(repeating: " ", count: max(1, width - text.count))
    }

    private static func heading(_ matrix: ContrastMatrix) -> String {
        "\(matrix.scheme) (\(matrix.appearance?.rawValue ?? "no appearance")) in \(matrix.file): "
            + "\(matrix.foregroundCount) foregrounds × \(matrix.backgroundCount) backgrounds, \(matrix.failureCount) of \(matrix.entries.count) below their level, worst first"
    }

    /// `  1.04:1  Lc   2.1  fail AA        text_primary #E1E3E6  on  background_text_highlighted #…`
    public static func text(_ matrices: [ContrastMatrix], useColor: Bool = false) -> String {
        let style = TerminalStyle(enabled: useColor)
        var out = ""
        for (index, matrix) in matrices.enumerated() {
            if index > 0 { out += "\n" }
            out += style.bold(TerminalText.escape(heading(matrix))) + "\n"
            let width = min(48, matrix.entries.map { $0.foreground.count + $0.foregroundSpelling.count + 1 }.max() ?? 0)
            // `Lc -107.6` (nine characters) still gets a space before the verdict.
            let lcWidth = max(9, (matrix.entries.map { lc($0).count }.max() ?? 0) + 1)
            for entry in matrix.entries {
                let ratioText = pad(ratio(entry), 8)
                let lcText = pad(lc(entry), lcWidth)
                let verdictText = pad(verdict(entry), 14)
                let foreground = TerminalText.escape(entry.foreground) + " " + entry.foregroundSpelling
                let padded = foreground + String(repeating: " ", count: max(0, width - foreground.count))
                let colored = entry.passes ? style.green(verdictText) : style.red(verdictText)
                out += "  \(ratioText)\(lcText)\(colored)\(padded)  on  \(TerminalText.escape(entry.background)) \(entry.backgroundSpelling)\n"
            }
        }
        return out
    }

    /// A heading and a table per scheme.
    public static func markdown(_ matrices: [ContrastMatrix]) -> String {
        var out = "## Contrast matrix\n"
        for matrix in matrices {
            out += "\n### \(MarkdownText.escape(heading(matrix)))\n\n"
            out += "| Ratio | APCA | Level | Foreground | Background |\n|---:|---:|---|---|---|\n"
            for entry in matrix.entries {
                let level = entry.passes ? verdict(entry) : "**\(verdict(entry))**"
                out += "| \(ratio(entry)) | \(lc(entry)) | \(level) | \(MarkdownText.escape(entry.foreground)) `\(entry.foregroundSpelling)` | \(MarkdownText.escape(entry.background)) `\(entry.backgroundSpelling)` |\n"
            }
        }
        return out
    }

    /// One page: per scheme, a table whose sample cell shows the foreground on the background.
    public static func html(_ matrices: [ContrastMatrix]) -> String {
        func h(_ text: String) -> String { HTMLText.escape(text) }
        var out = """
            <!DOCTYPE html>
            <html lang="en">
            <head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
            <title>Contrast matrix</title>
            <style>
            body{font:15px/1.45 system-ui,sans-serif;margin:0 auto;max-width:1200px;padding:24px;color:#1c1e21}
            table{border-collapse:collapse;width:100%}th,td{text-align:left;padding:4px 8px;border-bottom:1px solid #d8dbe0;overflow-wrap:anywhere}
            th{font-size:13px;color:#5f6b7a}.num{text-align:right;white-space:nowrap}.fail{color:#c4002b;font-weight:600}
            .sample{display:inline-block;padding:4px 10px;border-radius:6px;border:1px solid rgba(0,0,0,.2);font-weight:600}
            code{font:13px ui-monospace,monospace}
            </style></head>
            <body><h1>Contrast matrix</h1>

            """
        for matrix in matrices {
            out += "<section><h2>\(h(heading(matrix)))</h2>\n<table>\n<thead><tr><th scope=\"col\">Sample</th><th scope=\"col\" class=\"num\">Ratio</th><th scope=\"col\" class=\"num\">APCA</th><th scope=\"col\">Level</th><th scope=\"col\">Foreground</th><th scope=\"col\">Background</th></tr></thead>\n<tbody>\n"
            for entry in matrix.entries {
                let seen = entry.measurement
                out += "<tr><td><span class=\"sample\" style=\"color:\(seen.compositedForeground.cssHex);background:\(seen.compositedBackground.cssHex)\">Aa</span></td>"
                out += "<td class=\"num\">\(ratio(entry))</td><td class=\"num\">\(h(lc(entry)))</td>"
                out += "<td\(entry.passes ? "" : " class=\"fail\"")>\(h(verdict(entry)))</td>"
                out += "<th scope=\"row\"><code>\(HTMLText.breakable(entry.foreground))</code><br><small>\(h(entry.foregroundSpelling))</small></th>"
                out += "<td><code>\(HTMLText.breakable(entry.background))</code><br><small>\(h(entry.backgroundSpelling))</small></td></tr>\n"
            }
            out += "</tbody>\n</table>\n</section>\n"
        }
        return out + "</body>\n</html>\n"
    }

    /// The JSON value (colors `#RRGGBBAA`, numbers unrounded).
    public static func json(_ matrices: [ContrastMatrix]) -> JSONOutput {
        .object([("schemes", .array(matrices.map { matrix in
            .object([
                ("file", .string(matrix.file)),
                ("themeSet", matrix.themeSet.map(JSONOutput.string) ?? .null),
                ("scheme", .string(matrix.scheme)),
                ("appearance", matrix.appearance.map { .string($0.rawValue) } ?? .null),
                ("base", .string(matrix.base.cssHex)),
                ("pairs", .array(matrix.entries.map { entry in
                    .object([
                        ("foreground", .string(entry.foreground)),
                        ("background", .string(entry.background)),
                        ("kind", .string(entry.kind.rawValue)),
                        ("foregroundColor", .string(entry.measurement.foreground.cssHex)),
                        ("backgroundColor", .string(entry.measurement.background.cssHex)),
                        ("wcag", .double(entry.measurement.wcagRatio)),
                        ("apca", .double(entry.measurement.apcaLc)),
                        ("level", .string(entry.level.rawValue)),
                        ("passes", .bool(entry.passes)),
                    ])
                })),
            ])
        }))])
    }
}
