/// The diff for a terminal, grouped by cause: palette edits with the roles each repaints per
/// scheme, retargeted roles, added, removed and renamed roles, schemes, contrast, notices.
/// 24-bit swatches when color is on. Every name from a theme file goes through `TerminalText.escape`.
public struct TextDiffReporter: Reporter {
    /// The options.
    public var options: DiffReportOptions

    /// Creates a reporter.
    public init(options: DiffReportOptions = DiffReportOptions()) {
        self.options = options
    }

    /// Writes `report`.
    public func write(_ report: DiffReport, to sink: inout some TextOutputStream) {
        Self.write(report, options: options, to: &sink)
    }

    /// Renders a diff report as text.
    public static func render(_ report: DiffReport, options: DiffReportOptions) -> String {
        var out = ""
        write(report, options: options, to: &out)
        return out
    }

    /// Writes the report to `sink`, line by line.
    public static func write(_ report: DiffReport, options: DiffReportOptions, to sink: inout some TextOutputStream) {
        var writer = Writer(style: TerminalStyle(enabled: options.useColor), explain: options.explain, out: sink)
        writer.line(writer.style.bold("themelint diff \(e(DiffWording.describe(report.base))) → \(e(DiffWording.describe(report.head)))"))
        writer.sections(report)
        writer.blank()
        writer.line(DiffWording.summary(report))
        sink = writer.out
    }

    /// The changes grouped by cause, contrast effects and notices, without the heading line and
    /// the summary (what `log` prints under each commit).
    public static func renderSections(_ report: DiffReport, options: DiffReportOptions) -> String {
        var writer = Writer(style: TerminalStyle(enabled: options.useColor), explain: options.explain, out: "")
        writer.sections(report)
        return writer.out
    }

    private static func e(_ text: String) -> String { TerminalText.escape(text) }

    /// Writes lines to `out` (a string, or the caller's sink moved in for the report's length).
    private struct Writer<Sink: TextOutputStream> {
        let style: TerminalStyle
        let explain: Bool
        var out: Sink

        mutating func sections(_ report: DiffReport) {
            let outline = DiffOutline(report)
            paletteEdits(outline.paletteEdits)
            roleEdits(outline.roleEdits)
            presence("Added roles", outline.addedRoles, sign: "+")
            presence("Removed roles", outline.removedRoles, sign: "-")
            renamedRoles(outline.renamedRoles)
            schemes(outline.schemeChanges)
            contrast(report.contrast)
            notices(report.notices, report: report)
        }

        mutating func line(_ text: String) {
            out.write(text)
            out.write("\n")
        }
        mutating func blank() { out.write("\n") }

        mutating func section(_ title: String) {
            blank()
            line(style.bold(title))
        }

        /// `sky_300 ×0.5 ██ #71AAEB80`, or `sky_30 (unresolved)`.
        func side(_ snapshot: RoleSnapshot) -> String {
            var text = snapshot.identifier.map(e) ?? "(no color_identifier)"
            text += DiffWording.alpha(snapshot.alphaMultiplier)
            if let color = snapshot.value.color {
                text += " " + swatched(color, DiffWording.spelling(snapshot, color), over: snapshot.base)
            } else if let problem = DiffWording.unresolvedText(snapshot.value) {
                text += " " + style.yellow("(\(e(problem)))")
            }
            return text
        }

        func swatched(_ color: RGBA, _ spelling: String, over base: RGBA = .white) -> String {
            let swatch = style.swatch(color, over: base)
            return (swatch.isEmpty ? "" : swatch + " ") + e(spelling)
        }

        func paletteValue(_ value: PaletteValue) -> String {
            value.color.map { swatched($0, DiffWording.spelling(value)) } ?? style.yellow("\(e(value.raw)) (invalid)")
        }

        mutating func explainLines(_ change: RoleChange, indent: String) {
            guard explain else { return }
            line(indent + style.dim("before: ") + e(change.before.chain.joined(separator: " → ")))
            line(indent + style.dim("after:  ") + e(change.after.chain.joined(separator: " → ")))
        }

        mutating func paletteEdits(_ edits: [DiffOutline.PaletteEdit]) {
            guard !edits.isEmpty else { return }
            section("Palette edits")
            var currentFile: String?
            for edit in edits {
                fileHeader(edit.file, after: &currentFile)
                switch edit.change {
                case .paletteChanged(let change):
                    var text = "    ~ \(style.bold(e(change.name)))  \(paletteValue(change.before)) → \(paletteValue(change.after))"
                    if let deltaE = DiffWording.paletteDeltaE(change) { text += "  ΔE \(deltaE)" }
                    line(text)
                case .paletteAdded(let change):
                    line("    \(style.green("+")) \(style.bold(e(change.name)))  \(paletteValue(change.value))")
                case .paletteRemoved(let change):
                    line("    \(style.red("-")) \(style.bold(e(change.name)))  \(paletteValue(change.value))")
                case .paletteRenamed(let change):
                    line("    ~ \(e(change.previousName)) → \(style.bold(e(change.name)))  \(paletteValue(change.value))  renamed; \(DiffWording.count(change.movedReferences, "reference")) moved")
                case .paletteMoved(let move):
                    line("    → \(DiffWording.count(move.names.count, "color")) moved here from \(style.bold(e(move.previousFile))), same paths and values")
                default:
                    break
                }
                let verb: String
                switch edit.change {
                case .paletteRenamed: verb = "follows"
                case .paletteRemoved: verb = "affects"
                default: verb = "repaints"
                }
                for group in edit.repaints {
                    // `repaints 2 roles in space_gray: accent, text_link`, written piece by piece
                    // (one line per scheme and palette edit: 400,000 of them in a large repaint).
                    out.write("        ")
                    out.write(verb)
                    out.write(" ")
                    out.write(DiffWording.count(group.roles.count, "role"))
                    out.write(" in ")
                    out.write(style.bold(e(group.label)))
                    out.write(": ")
                    for (offset, change) in group.roles.enumerated() {
                        if offset > 0 { out.write(", ") }
                        out.write(e(change.role))
                    }
                    out.write("\n")
                    if explain {
                        for change in group.roles {
                            line("          \(e(group.label))/\(e(change.role)): \(side(change.before)) → \(side(change.after))")
                            explainLines(change, indent: "            ")
                        }
                    }
                }
            }
        }

        /// Prints a file's name when the entries move on to a new file.
        mutating func fileHeader(_ file: String, after currentFile: inout String?) {
            guard file != currentFile else { return }
            line("  " + style.cyan(e(file)))
            currentFile = file
        }

        mutating func roleEdits(_ changes: [RoleChange]) {
            guard !changes.isEmpty else { return }
            section("Retargeted and edited roles")
            var currentFile: String?
            for change in changes {
                fileHeader(change.file, after: &currentFile)
                let place = change.schemes.count > 1
                    ? "\(style.bold(e(change.role))) in \(e(DiffWording.schemes(change.schemes)))"
                    : "\(e(change.scheme))/\(style.bold(e(change.role)))"
                var text = "    \(place): \(side(change.before)) → \(side(change.after))"
                if let deltaE = change.deltaE { text += "  ΔE \(DiffWording.deltaE(deltaE))" }
                text += "  " + style.dim("[" + change.causes.map(\.rawValue).joined(separator: ", ") + "]")
                line(text)
                let flags = DiffWording.flagChanges(change.before.flags, change.after.flags)
                if !flags.isEmpty { line("        flags: " + e(flags.joined(separator: ", "))) }
                explainLines(change, indent: "        ")
            }
        }

        mutating func presence(_ title: String, _ groups: [DiffOutline.RolePresenceGroup], sign: String) {
            guard !groups.isEmpty else { return }
            section(title)
            var currentFile: String?
            let mark = sign == "+" ? style.green(sign) : style.red(sign)
            for group in groups {
                fileHeader(group.file, after: &currentFile)
                let entries = group.entries.map { "\(e(DiffWording.schemes($0.schemes))) \(side($0.snapshot))" }.joined(separator: ", ")
                line("    \(mark) \(style.bold(e(group.role))): \(entries)")
                if explain {
                    for entry in group.entries { line("        " + e(entry.snapshot.chain.joined(separator: " → "))) }
                }
            }
        }

        mutating func renamedRoles(_ renames: [RoleRename]) {
            guard !renames.isEmpty else { return }
            section("Renamed roles")
            var currentFile: String?
            for rename in renames {
                fileHeader(rename.file, after: &currentFile)
                let identifier = rename.identifier.map { "; \(e($0))" } ?? ""
                line("    ~ \(e(rename.previousRole)) → \(style.bold(e(rename.role)))  (\(DiffWording.count(rename.schemes.count, "scheme")): \(rename.schemes.map(e).joined(separator: ", "))\(identifier))")
            }
        }

        mutating func schemes(_ changes: [Change]) {
            guard !changes.isEmpty else { return }
            section("Schemes")
            var currentFile: String?
            for change in changes {
                fileHeader(change.file, after: &currentFile)
                switch change {
                case .schemeAdded(let scheme):
                    line("    \(style.green("+")) \(style.bold(e(scheme.scheme)))  (\(scheme.appearance?.rawValue ?? "no appearance"), \(DiffWording.count(scheme.roleCount, "role")))")
                case .schemeRemoved(let scheme):
                    line("    \(style.red("-")) \(style.bold(e(scheme.scheme)))  (\(scheme.appearance?.rawValue ?? "no appearance"), \(DiffWording.count(scheme.roleCount, "role")))")
                case .schemeRenamed(let rename):
                    line("    ~ \(e(rename.previousScheme)) → \(style.bold(e(rename.scheme)))  (renamed, \(DiffWording.count(rename.roleCount, "role")))")
                default:
                    break
                }
            }
        }

        mutating func contrast(_ effects: [ContrastEffect]) {
            guard !effects.isEmpty else { return }
            section("Contrast")
            for effect in effects {
                let before = effect.before.map { DiffWording.contrastValue($0, algorithm: effect.algorithm) } ?? "not measured"
                let after = DiffWording.contrastValue(effect.after, algorithm: effect.algorithm)
                let statusText = DiffWording.status(effect.status)
                let status = effect.isGood ? style.green(statusText) : style.red(statusText)
                line("  \(e(effect.file)) \(style.bold(e(effect.scheme))): \(e(effect.foreground)) on \(e(effect.background))  \(before) → \(after)  (minimum \(DiffWording.contrastMinimum(effect)))  \(status)")
            }
        }

        mutating func notices(_ notices: [DiffNotice], report: DiffReport) {
            guard !notices.isEmpty else { return }
            section("Not compared")
            for notice in notices {
                let source = notice.side == .base ? report.base : report.head
                line("  \(style.yellow(e(notice.file) + ":\(notice.position.line):\(notice.position.column)")): \(e(notice.message)) (in \(e(DiffWording.describe(source))))")
            }
        }
    }
}
