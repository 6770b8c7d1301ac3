/// The diff as GitHub-flavoured Markdown for a pull-request comment or a CI job summary:
/// headings and tables, hex codes in code spans, no HTML. Every name from a theme file goes
/// through `MarkdownText.escape`, so it cannot add links, mentions, markup or table cells.
public enum MarkdownDiffReporter {
    /// Renders a diff report as Markdown.
    public static func render(_ report: DiffReport, options: DiffReportOptions = DiffReportOptions()) -> String {
        let outline = DiffOutline(report)
        var out = "## Theme diff: \(m(DiffWording.describe(report.base))) → \(m(DiffWording.describe(report.head)))\n\n"
        out += "\(m(DiffWording.summary(report)))\n"

        if !outline.paletteEdits.isEmpty {
            out += "\n### Palette edits\n\n"
            out += "| Palette | Color | Before | After | ΔE | Roles |\n|---|---|---|---|---:|---|\n"
            for edit in outline.paletteEdits {
                let roles = edit.repaints.map { "\($0.roles.count) in \(m($0.label))" }.joined(separator: ", ")
                switch edit.change {
                case .paletteChanged(let change):
                    out += row([m(change.file), m(change.name), value(change.before), value(change.after), DiffWording.paletteDeltaE(change) ?? "", roles])
                case .paletteAdded(let change):
                    out += row([m(change.file), m(change.name) + " (added)", "", value(change.value), "", roles])
                case .paletteRemoved(let change):
                    out += row([m(change.file), m(change.name) + " (removed)", value(change.value), "", "", roles])
                case .paletteRenamed(let change):
                    out += row([m(change.file), "\(m(change.previousName)) → \(m(change.name)) (renamed)", value(change.value), value(change.value), "0.00", roles])
                default:
                    break
                }
            }
            let explained = outline.paletteEdits.filter { !$0.repaints.isEmpty }
            if !explained.isEmpty { out += "\n" }
            for edit in explained {
                let verb = if case .paletteRenamed = edit.change { "followed by" } else { "repaints" }
                out += "- **\(m(edit.name))** (\(m(edit.file))) \(verb) \(DiffWording.count(edit.roleCount, "role")):\n"
                for group in edit.repaints {
                    out += "  - \(m(group.label)): \(group.roles.map { m($0.role) }.joined(separator: ", "))\n"
                }
            }
        }

        if !outline.roleEdits.isEmpty {
            out += "\n### Retargeted and edited roles\n\n"
            out += "| File | Scheme | Role | Before | After | ΔE | Causes |\n|---|---|---|---|---|---:|---|\n"
            for change in outline.roleEdits {
                var causes = change.causes.map(\.rawValue).joined(separator: ", ")
                let flags = DiffWording.flagChanges(change.before.flags, change.after.flags)
                if !flags.isEmpty { causes += " (" + m(flags.joined(separator: ", ")) + ")" }
                out += row([m(change.file), m(change.scheme), m(change.role), side(change.before), side(change.after), change.deltaE.map(DiffWording.deltaE) ?? "", causes])
            }
        }

        for (title, groups) in [("Added roles", outline.addedRoles), ("Removed roles", outline.removedRoles)] where !groups.isEmpty {
            out += "\n### \(title)\n\n| File | Role | Scheme | Reference |\n|---|---|---|---|\n"
            for group in groups {
                for entry in group.entries {
                    out += row([m(group.file), m(group.role), m(entry.scheme), side(entry.snapshot)])
                }
            }
        }

        if !outline.renamedRoles.isEmpty {
            out += "\n### Renamed roles\n\n| File | Before | After | Schemes |\n|---|---|---|---|\n"
            for rename in outline.renamedRoles {
                out += row([m(rename.file), m(rename.previousRole), m(rename.role), rename.schemes.map(m).joined(separator: ", ")])
            }
        }

        if !outline.schemeChanges.isEmpty {
            out += "\n### Schemes\n\n| File | Scheme | Change | Roles |\n|---|---|---|---:|\n"
            for change in outline.schemeChanges {
                switch change {
                case .schemeAdded(let scheme):
                    out += row([m(scheme.file), m(scheme.scheme), "added (\(scheme.appearance?.rawValue ?? "no appearance"))", "\(scheme.roleCount)"])
                case .schemeRemoved(let scheme):
                    out += row([m(scheme.file), m(scheme.scheme), "removed (\(scheme.appearance?.rawValue ?? "no appearance"))", "\(scheme.roleCount)"])
                case .schemeRenamed(let rename):
                    out += row([m(rename.file), m(rename.scheme), "renamed from \(m(rename.previousScheme))", "\(rename.roleCount)"])
                default:
                    break
                }
            }
        }

        if !report.contrast.isEmpty {
            out += "\n### Contrast\n\n| File | Scheme | Foreground | Background | Before | After | Minimum | Status |\n|---|---|---|---|---:|---:|---|---|\n"
            for effect in report.contrast {
                let before = effect.before.map { DiffWording.contrastValue($0, algorithm: effect.algorithm) } ?? "—"
                let status = effect.isRegression ? "**\(DiffWording.status(effect.status))**" : DiffWording.status(effect.status)
                out += row([m(effect.file), m(effect.scheme), m(effect.foreground), m(effect.background), before,
                            DiffWording.contrastValue(effect.after, algorithm: effect.algorithm), DiffWording.contrastMinimum(effect), status])
            }
        }

        if !report.notices.isEmpty {
            out += "\n### Not compared\n\n"
            for notice in report.notices {
                let source = notice.side == .base ? report.base : report.head
                out += "- \(m(notice.file)):\(notice.position.line):\(notice.position.column) in \(m(DiffWording.describe(source))): \(m(notice.message))\n"
            }
        }

        if options.explain {
            let changes = report.changes.compactMap { change -> RoleChange? in
                if case .roleChanged(let roleChange) = change { return roleChange }
                return nil
            }
            if !changes.isEmpty {
                out += "\n### Reference chains\n\n"
                for change in changes {
                    out += "- \(m(change.file)) \(m(change.scheme))/\(m(change.role))\n"
                    out += "  - before: \(m(change.before.chain.joined(separator: " → ")))\n"
                    out += "  - after: \(m(change.after.chain.joined(separator: " → ")))\n"
                }
            }
        }
        return out
    }

    private static func m(_ text: String) -> String { MarkdownText.escape(text) }

    private static func row(_ cells: [String]) -> String {
        "| " + cells.joined(separator: " | ") + " |\n"
    }

    private static func value(_ value: PaletteValue) -> String {
        value.color.map { _ in MarkdownText.code(DiffWording.spelling(value)) } ?? "\(m(value.raw)) (invalid)"
    }

    /// `sky_300 ×0.5` `#71AAEB80`, or `sky_30` (unresolved).
    private static func side(_ snapshot: RoleSnapshot) -> String {
        var text = snapshot.identifier.map(m) ?? "(no color\\_identifier)"
        text += DiffWording.alpha(snapshot.alphaMultiplier)
        if let color = snapshot.value.color {
            text += " " + MarkdownText.code(DiffWording.spelling(snapshot, color))
        } else if let problem = DiffWording.unresolvedText(snapshot.value) {
            text += " (\(m(problem)))"
        }
        return text
    }
}

