/// The diff as GitHub-flavoured Markdown for a pull-request comment or a CI job summary:
/// headings and tables, hex codes in code spans; the only HTML is `<details>` around long
/// sections. Contrast and files not compared come first; the whole stays within GitHub's
/// 65,536-character comment limit (`MarkdownAssembler`). Every name from a theme file goes
/// through `MarkdownText.escape`, so it cannot add links, mentions, markup or table cells.
public enum MarkdownDiffReporter {
    /// Renders a diff report as Markdown: long sections folded into `<details>`, the whole
    /// within GitHub's comment limit (`MarkdownAssembler`; `limit` for tests).
    public static func render(_ report: DiffReport, options: DiffReportOptions = DiffReportOptions(), limit: Int = MarkdownAssembler.gitHubCommentLimit) -> String {
        let outline = DiffOutline(report)
        var head = "## Theme diff: \(m(DiffWording.describe(report.base))) → \(m(DiffWording.describe(report.head)))\n\n"
        head += "\(m(DiffWording.summary(report)))\n"
        var sections: [MarkdownSection] = []

        if !outline.paletteEdits.isEmpty {
            var section = MarkdownSection(title: "Palette edits", tableHeader: "| Palette | Color | Before | After | ΔE | Roles |\n|---|---|---|---|---:|---|\n")
            for edit in outline.paletteEdits {
                let roles = edit.repaints.map { "\($0.roles.count) in \(m($0.label))" }.joined(separator: ", ")
                switch edit.change {
                case .paletteChanged(let change):
                    section.rows.append(row([m(change.file), m(change.name), value(change.before), value(change.after), change.deltaE.map(DiffWording.deltaE) ?? "", roles]))
                case .paletteAdded(let change):
                    section.rows.append(row([m(change.file), m(change.name) + " (added)", "", value(change.value), "", roles]))
                case .paletteRemoved(let change):
                    section.rows.append(row([m(change.file), m(change.name) + " (removed)", value(change.value), "", "", roles]))
                case .paletteRenamed(let change):
                    section.rows.append(row([m(change.file), "\(m(change.previousName)) → \(m(change.name)) (renamed)", value(change.value), value(change.value), "0.00", roles]))
                case .paletteMoved(let move):
                    section.rows.append(row([m(move.file), "\(DiffWording.count(move.names.count, "color")) moved from \(m(move.previousFile))", "", "", "0.00", ""]))
                default:
                    break
                }
            }
            sections.append(section)
            // What each edit repaints: a list item per edit, so a cut counts them too.
            var repaints = MarkdownSection(title: "Roles the palette edits repaint")
            for edit in outline.paletteEdits where !edit.repaints.isEmpty {
                let verb = if case .paletteRenamed = edit.change { "followed by" } else { "repaints" }
                var item = "- **\(m(edit.name))** (\(m(edit.file))) \(verb) \(DiffWording.count(edit.roleCount, "role")):\n"
                for group in edit.repaints {
                    item += "  - \(m(group.label)): \(group.roles.map { m($0.role) }.joined(separator: ", "))\n"
                }
                repaints.rows.append(item)
            }
            if !repaints.rows.isEmpty { sections.append(repaints) }
        }

        if !outline.roleEdits.isEmpty {
            var section = MarkdownSection(title: "Retargeted and edited roles", tableHeader: "| File | Scheme | Role | Before | After | ΔE | Causes |\n|---|---|---|---|---|---:|---|\n")
            for change in outline.roleEdits {
                var causes = change.causes.map(\.rawValue).joined(separator: ", ")
                let flags = DiffWording.flagChanges(change.before.flags, change.after.flags)
                if !flags.isEmpty { causes += " (" + m(flags.joined(separator: ", ")) + ")" }
                section.rows.append(row([m(change.file), m(DiffWording.schemes(change.schemes)), m(change.role), side(change.before), side(change.after), change.deltaE.map(DiffWording.deltaE) ?? "", causes]))
            }
            sections.append(section)
        }

        for (title, groups) in [("Added roles", outline.addedRoles), ("Removed roles", outline.removedRoles)] where !groups.isEmpty {
            var section = MarkdownSection(title: title, tableHeader: "| File | Role | Scheme | Reference |\n|---|---|---|---|\n")
            for group in groups {
                for entry in group.entries {
                    section.rows.append(row([m(group.file), m(group.role), m(DiffWording.schemes(entry.schemes)), side(entry.snapshot)]))
                }
            }
            sections.append(section)
        }

        if !outline.renamedRoles.isEmpty {
            var section = MarkdownSection(title: "Renamed roles", tableHeader: "| File | Before | After | Schemes |\n|---|---|---|---|\n")
            for rename in outline.renamedRoles {
                section.rows.append(row([m(rename.file), m(rename.previousRole), m(rename.role), rename.schemes.map(m).joined(separator: ", ")]))
            }
            sections.append(section)
        }

        if !outline.schemeChanges.isEmpty {
            var section = MarkdownSection(title: "Schemes", tableHeader: "| File | Scheme | Change | Roles |\n|---|---|---|---:|\n")
            for change in outline.schemeChanges {
                switch change {
                case .schemeAdded(let scheme):
                    section.rows.append(row([m(scheme.file), m(scheme.scheme), "added (\(scheme.appearance?.rawValue ?? "no appearance"))", "\(scheme.roleCount)"]))
                case .schemeRemoved(let scheme):
                    section.rows.append(row([m(scheme.file), m(scheme.scheme), "removed (\(scheme.appearance?.rawValue ?? "no appearance"))", "\(scheme.roleCount)"]))
                case .schemeRenamed(let rename):
                    section.rows.append(row([m(rename.file), m(rename.scheme), "renamed from \(m(rename.previousScheme))", "\(rename.roleCount)"]))
                default:
                    break
                }
            }
            sections.append(section)
        }

        if !report.contrast.isEmpty {
            var section = MarkdownSection(title: "Contrast", tableHeader: "| File | Scheme | Foreground | Background | Before | After | Minimum | Status |\n|---|---|---|---|---:|---:|---|---|\n")
            for effect in report.contrast {
                let before = effect.before.map { DiffWording.contrastValue($0, algorithm: effect.algorithm) } ?? "—"
                let status = effect.isGood ? DiffWording.status(effect.status) : "**\(DiffWording.status(effect.status))**"
                section.rows.append(row([m(effect.file), m(effect.scheme), m(effect.foreground), m(effect.background), before,
                                         DiffWording.contrastValue(effect.after, algorithm: effect.algorithm), DiffWording.contrastMinimum(effect), status]))
            }
            // Contrast is what a reviewer must not miss: it goes first after the summary.
            sections.insert(section, at: 0)
        }

        if !report.notices.isEmpty {
            var section = MarkdownSection(title: "Not compared")
            for notice in report.notices {
                let source = notice.side == .base ? report.base : report.head
                section.rows.append("- \(m(notice.file)):\(notice.position.line):\(notice.position.column) in \(m(DiffWording.describe(source))): \(m(notice.message))\n")
            }
            sections.insert(section, at: 0)
        }

        if options.explain {
            var section = MarkdownSection(title: "Reference chains")
            for change in report.changes {
                guard case .roleChanged(let change) = change else { continue }
                section.rows.append("- \(m(change.file)) " + (change.schemes.count > 1 ? "\(m(change.role)) in \(m(DiffWording.schemes(change.schemes)))" : "\(m(change.scheme))/\(m(change.role))") + "\n"
                    + "  - before: \(m(change.before.chain.joined(separator: " → ")))\n"
                    + "  - after: \(m(change.after.chain.joined(separator: " → ")))\n")
            }
            if !section.rows.isEmpty { sections.append(section) }
        }
        return MarkdownAssembler.assemble(
            head: head, sections: sections, limit: limit,
            omissionHint: " The full report: `themelint diff --format html` (or `--format json`)."
        )
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
        var text = snapshot.identifier.map(m) ?? "(no color_identifier)"
        text += DiffWording.alpha(snapshot.alphaMultiplier)
        if let color = snapshot.value.color {
            text += " " + MarkdownText.code(DiffWording.spelling(snapshot, color))
        } else if let problem = DiffWording.unresolvedText(snapshot.value) {
            text += " (\(m(problem)))"
        }
        return text
    }
}

