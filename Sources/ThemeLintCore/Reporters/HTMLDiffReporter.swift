/// The diff as one self-contained HTML page (inline CSS, no scripts, no external assets) for a
/// designer to open in a browser: palette edits, then each scheme's changed roles with before and
/// after swatches side by side (translucent colors drawn over the scheme's base), then contrast.
/// Every name from a theme file goes through `HTMLText.escape`.
public enum HTMLDiffReporter {
    /// Renders a diff report as an HTML document, as one string (tests, small reports).
    public static func render(_ report: DiffReport, options: DiffReportOptions = DiffReportOptions()) -> String {
        var out = ""
        write(report, options: options, to: &out)
        return out
    }

    /// Writes a diff report as an HTML document to `out`, row by row (a diff of 100,000 roles is
    /// never held as one string).
    public static func write(_ report: DiffReport, options: DiffReportOptions = DiffReportOptions(), to out: inout some TextOutputStream) {
        let outline = DiffOutline(report)
        let title = "Theme diff: \(DiffWording.describe(report.base)) → \(DiffWording.describe(report.head))"
        out.write("""
            <!DOCTYPE html>
            <html lang="en">
            <head>
            <meta charset="utf-8">
            <meta name="viewport" content="width=device-width, initial-scale=1">
            <title>\(h(title))</title>
            <style>\(stylesheet)</style>
            </head>
            <body>
            <header><h1>\(h(title))</h1><p class="summary">\(h(DiffWording.summary(report)))</p></header>

            """)

        // Every role change, light and dark schemes side by side: what a designer looks at.
        writeChangedRoles(report, options: options, to: &out)

        writePaletteEdits(outline, to: &out)

        for (title, groups) in [("Added roles", outline.addedRoles), ("Removed roles", outline.removedRoles)] where !groups.isEmpty {
            out.write("<section><h2>\(title)</h2>\n<table>\n<thead><tr><th scope=\"col\">File</th><th scope=\"col\">Role</th><th scope=\"col\">Scheme</th><th scope=\"col\">Color</th></tr></thead>\n<tbody>\n")
            for group in groups {
                for entry in group.entries {
                    out.write(row([path(group.file), code(group.role), h(DiffWording.schemes(entry.schemes)), side(entry.snapshot)], numeric: nil))
                }
            }
            out.write("</tbody>\n</table>\n</section>\n")
        }

        if !outline.renamedRoles.isEmpty {
            out.write("<section><h2>Renamed roles</h2>\n<table>\n<thead><tr><th scope=\"col\">File</th><th scope=\"col\">Before</th><th scope=\"col\">After</th><th scope=\"col\">Schemes</th></tr></thead>\n<tbody>\n")
            for rename in outline.renamedRoles {
                out.write(row([path(rename.file), code(rename.previousRole), code(rename.role), h(rename.schemes.joined(separator: ", "))], numeric: nil))
            }
            out.write("</tbody>\n</table>\n</section>\n")
        }

        if !outline.schemeChanges.isEmpty {
            out.write("<section><h2>Schemes</h2>\n<table>\n<thead><tr><th scope=\"col\">File</th><th scope=\"col\">Scheme</th><th scope=\"col\">Change</th><th scope=\"col\" class=\"num\">Roles</th></tr></thead>\n<tbody>\n")
            for change in outline.schemeChanges {
                switch change {
                case .schemeAdded(let scheme):
                    out.write(row([path(scheme.file), code(scheme.scheme), "added (\(scheme.appearance?.rawValue ?? "no appearance"))", "\(scheme.roleCount)"], numeric: 3))
                case .schemeRemoved(let scheme):
                    out.write(row([path(scheme.file), code(scheme.scheme), "removed (\(scheme.appearance?.rawValue ?? "no appearance"))", "\(scheme.roleCount)"], numeric: 3))
                case .schemeRenamed(let rename):
                    out.write(row([path(rename.file), code(rename.scheme), "renamed from \(code(rename.previousScheme))", "\(rename.roleCount)"], numeric: 3))
                default:
                    break
                }
            }
            out.write("</tbody>\n</table>\n</section>\n")
        }

        if !report.contrast.isEmpty {
            out.write("<section><h2>Contrast</h2>\n<table>\n<thead><tr><th scope=\"col\">Scheme</th><th scope=\"col\">Foreground</th><th scope=\"col\">Background</th><th scope=\"col\" class=\"num\">Before</th><th scope=\"col\" class=\"num\">After</th><th scope=\"col\">Minimum</th><th scope=\"col\">Status</th></tr></thead>\n<tbody>\n")
            for effect in report.contrast {
                let before = effect.before.map { DiffWording.contrastValue($0, algorithm: effect.algorithm) } ?? "—"
                let status = "<span class=\"status \(effect.isGood ? "good" : "bad")\">\(h(DiffWording.status(effect.status)))</span>"
                out.write("<tr><td>\(h(effect.scheme))<br><small>\(h(effect.file))</small></td><td>\(code(effect.foreground))</td><td>\(code(effect.background))</td>")
                out.write("<td class=\"num\">\(h(before))</td><td class=\"num\">\(h(DiffWording.contrastValue(effect.after, algorithm: effect.algorithm)))</td>")
                out.write("<td>\(h(DiffWording.contrastMinimum(effect)))</td><td>\(status)</td></tr>\n")
            }
            out.write("</tbody>\n</table>\n</section>\n")
        }

        if !report.notices.isEmpty {
            out.write("<section><h2>Not compared</h2>\n<ul class=\"notices\">\n")
            for notice in report.notices {
                let source = notice.side == .base ? report.base : report.head
                out.write("<li><code>\(h(notice.file)):\(notice.position.line):\(notice.position.column)</code> in \(h(DiffWording.describe(source))): \(h(notice.message))</li>\n")
            }
            out.write("</ul>\n</section>\n")
        }

        if report.changes.isEmpty && report.notices.isEmpty {
            out.write("<p class=\"empty\">No changes.</p>\n")
        }
        out.write("</body>\n</html>\n")
    }

    private static func h(_ text: String) -> String { HTMLText.escape(text) }

    /// A file path that wraps after `/`, `_`, `-` and `.`.
    static func path(_ text: String) -> String { HTMLText.breakable(text) }

    /// A name in code type that wraps after `_`, `-` and `.` rather than mid-word.
    private static func code(_ text: String) -> String { "<code>\(HTMLText.breakable(text))</code>" }

    private static func row(_ cells: [String], numeric: Int?) -> String {
        var out = "<tr>"
        for (index, cell) in cells.enumerated() {
            out += index == numeric ? "<td class=\"num\">\(cell)</td>" : "<td>\(cell)</td>"
        }
        return out + "</tr>\n"
    }

    /// A swatch: the color over `base` (so translucency shows as it would in the scheme).
    private static func swatch(_ color: RGBA, over base: RGBA) -> String {
        "<span class=\"swatch\" style=\"background:\(base.composited(over: .white).shortCSSHex)\"><span style=\"background:\(color.cssHex)\"></span></span>"
    }

    private static func value(_ value: PaletteValue) -> String {
        guard let color = value.color else { return "<span class=\"problem\">\(h(value.raw)) (invalid)</span>" }
        return "<span class=\"color\">\(swatch(color, over: .white))<span><code>\(h(DiffWording.spelling(value)))</code></span></span>"
    }

    /// A role on one side: swatch, hex, identifier (× alpha), or why it does not resolve.
    private static func side(_ snapshot: RoleSnapshot) -> String {
        let identifier = (snapshot.identifier.map(h) ?? "(no color_identifier)") + h(DiffWording.alpha(snapshot.alphaMultiplier))
        if let color = snapshot.value.color {
            return "<span class=\"color\">\(swatch(color, over: snapshot.base))<span><code>\(h(DiffWording.spelling(snapshot, color)))</code><br><small>\(identifier)</small></span></span>"
        }
        let problem = DiffWording.unresolvedText(snapshot.value) ?? ""
        return "<span class=\"color\"><span class=\"swatch missing\"></span><span><span class=\"problem\">\(h(problem))</span><br><small>\(identifier)</small></span></span>"
    }

    private static let stylesheet = """
        :root{color-scheme:light;--line:#d8dbe0;--muted:#5f6b7a}
        *{box-sizing:border-box}
        body{font:15px/1.45 system-ui,-apple-system,"Segoe UI",Roboto,Helvetica,Arial,sans-serif;margin:0 auto;max-width:1200px;padding:24px;color:#1c1e21;background:#fff}
        h1{font-size:22px;margin:0 0 4px;overflow-wrap:break-word}
        h2{font-size:18px;margin:32px 0 8px;border-bottom:1px solid var(--line);padding-bottom:4px}
        h3{font-size:16px;margin:20px 0 6px;overflow-wrap:break-word}
        h3 small,td small{color:var(--muted);font-weight:normal}
        .summary{color:var(--muted);margin:0}
        table{border-collapse:collapse;width:100%;table-layout:fixed}
        th,td{text-align:left;vertical-align:top;padding:6px 8px;border-bottom:1px solid var(--line);overflow-wrap:break-word}
        th{font-size:13px;color:var(--muted);font-weight:600}
        .num{text-align:right;width:5.5em}
        table.roles th:first-child{width:30%}
        table.roles th:last-child{width:16%}
        code{font:13px/1.3 ui-monospace,SFMono-Regular,Menlo,Consolas,monospace}
        .color{display:flex;gap:8px;align-items:flex-start;min-width:0}
        .color>span:last-child{min-width:0;overflow-wrap:anywhere}
        .swatch{flex:none;display:inline-block;width:44px;height:28px;border-radius:6px;border:1px solid rgba(0,0,0,.25);overflow:hidden}
        .swatch>span{display:block;width:100%;height:100%}
        .swatch.missing{background:repeating-linear-gradient(45deg,#eee 0 6px,#fff 6px 12px)}
        .problem{color:#a15c00}
        .tag{display:inline-block;background:#eef1f5;border-radius:4px;padding:0 6px;margin:0 4px 4px 0;font-size:13px}
        .chain{color:var(--muted);font-size:12px;margin-top:4px}
        .status{font-weight:600}.status.bad{color:#c4002b}.status.good{color:#137333}
        .notices code{color:#a15c00}
        .legend{color:var(--muted);margin:0 0 8px;font-size:13px}
        table.grid col.role{width:24%}
        table.grid tbody th{color:#1c1e21;font-weight:normal}
        table.grid td,table.grid tbody th{padding:10px 8px}
        .pair{display:flex;margin-bottom:6px}
        .sw{flex:none;display:block;width:72px;height:48px;border:1px solid rgba(0,0,0,.22);overflow:hidden}
        .sw>span{display:block;width:100%;height:100%}
        .sw.before{border-radius:8px 0 0 8px;border-right:none}
        .sw.after{border-radius:0 8px 8px 0}
        .sw.small{width:56px;height:32px}
        .sw.split>span{height:50%}
        table.palette col.file{width:20%}table.palette col.name{width:22%}table.palette col.change{width:24%}table.palette col.num{width:5.5em}
        table.palette tbody th{color:#1c1e21;font-weight:normal}
        .sw.missing{background:repeating-linear-gradient(45deg,#eee 0 6px,#fff 6px 12px)}
        .hexes{font-size:13px}.hexes code{font-size:12px}
        .meta{color:var(--muted);font-size:12px;margin-top:2px;overflow-wrap:break-word}
        td.same{color:#aab1ba;font-size:13px}
        .mode{display:inline-block;font-size:11px;font-weight:600;border-radius:4px;padding:0 5px;margin-left:4px;vertical-align:1px}
        .mode.light{background:#fff;color:#1c1e21;border:1px solid var(--line)}
        .mode.dark{background:#19191a;color:#e1e3e6;border:1px solid #19191a}
        """
}

/// Making untrusted text safe inside HTML text and attribute values.
public enum HTMLText {
    /// `escape(text)` with a `<wbr>` after each `_`, `-`, `.` and `/`, so a long role name wraps
    /// between its words (`text_<wbr>secondary`) rather than in the middle of one. For text
    /// content only, never an attribute.
    public static func breakable(_ text: String) -> String {
        var out = ""
        for character in escape(text) {
            out.append(character)
            if character == "_" || character == "-" || character == "." || character == "/" { out += "<wbr>" }
        }
        return out
    }

    /// Escapes `&`, `<`, `>`, `"` and `'`, and drops control characters and bidi controls
    /// (a line break becomes a space).
    public static func escape(_ text: String) -> String {
        var out = ""
        out.reserveCapacity(text.utf8.count)
        for scalar in text.unicodeScalars {
            switch scalar {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "\"": out += "&quot;"
            case "'": out += "&#39;"
            case "\n", "\r", "\t", "\u{2028}", "\u{2029}": out += " "
            default:
                if TerminalText.needsEscape(scalar) { continue }
                out.unicodeScalars.append(scalar)
            }
        }
        return out
    }
}
