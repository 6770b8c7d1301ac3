extension HTMLDiffReporter {
    /// The "Palette edits" section: per edited color, its before | after swatches side by side
    /// (over white and over black when translucent), the ΔE and the roles it repaints.
    static func writePaletteEdits(_ outline: DiffOutline, to out: inout some TextOutputStream) {
        guard !outline.paletteEdits.isEmpty else { return }
        out.write("<section><h2>Palette edits</h2>\n<table class=\"palette\">\n")
        out.write("<colgroup><col class=\"file\"><col class=\"name\"><col class=\"change\"><col class=\"num\"><col></colgroup>\n")
        out.write("<thead><tr><th scope=\"col\">Palette</th><th scope=\"col\">Color</th><th scope=\"col\">Before | after</th><th scope=\"col\" class=\"num\">ΔE</th><th scope=\"col\">Roles it repaints</th></tr></thead>\n<tbody>\n")
        for edit in outline.paletteEdits {
            let repaints = edit.repaints.map { "<span class=\"tag\">\($0.roles.count) in \(HTMLText.breakable($0.label))</span>" }.joined(separator: " ")
            var cells: [String]
            switch edit.change {
            case .paletteChanged(let change):
                cells = [path(change.file), name(change.name), pair(change.before, change.after), DiffWording.paletteDeltaE(change) ?? "", repaints]
            case .paletteAdded(let change):
                cells = [path(change.file), name(change.name) + " <em>added</em>", pair(nil, change.value), "", repaints]
            case .paletteRemoved(let change):
                cells = [path(change.file), name(change.name) + " <em>removed</em>", pair(change.value, nil), "", repaints]
            case .paletteRenamed(let change):
                cells = [path(change.file), "\(name(change.previousName)) → \(name(change.name)) <em>renamed</em>", pair(change.value, change.value), "0.00", repaints]
            case .paletteMoved(let move):
                cells = [path(move.file), "\(HTMLText.escape(DiffWording.count(move.names.count, "color"))) <em>moved from</em> \(path(move.previousFile))", "", "0.00", ""]
            default:
                continue
            }
            out.write("<tr><td>\(cells[0])</td><th scope=\"row\">\(cells[1])</th><td>\(cells[2])</td><td class=\"num\">\(cells[3])</td><td>\(cells[4])</td></tr>\n")
        }
        out.write("</tbody>\n</table>\n</section>\n")
    }

    private static func name(_ text: String) -> String { "<code>\(HTMLText.breakable(text))</code>" }

    /// Before | after swatches (an absent side is hatched) and the two spellings.
    private static func pair(_ before: PaletteValue?, _ after: PaletteValue?) -> String {
        func swatch(_ value: PaletteValue?, _ side: String) -> String {
            guard let color = value?.color else { return HTMLSwatch.missing(classes: "small \(side)", reason: nil) }
            // A translucent color over white (top half) and over black (bottom half).
            return HTMLSwatch.split(color, classes: "small \(side)")
        }
        func text(_ value: PaletteValue?) -> String {
            guard let value else { return "—" }
            guard value.color != nil else { return "<span class=\"problem\">\(HTMLText.escape(value.raw)) (invalid)</span>" }
            return "<code>\(HTMLText.escape(DiffWording.spelling(value)))</code>"
        }
        return "<div class=\"pair\">\(swatch(before, "before"))\(swatch(after, "after"))</div><div class=\"hexes\">\(text(before)) → \(text(after))</div>"
    }
}
