/// One part of a Markdown report: a heading and rows (table rows under `tableHeader`, or list items).
public struct MarkdownSection: Sendable {
    /// The heading text (already escaped), without `#`s.
    public var title: String
    /// The table's header and delimiter lines (`| A | B |\n|---|---|\n`), or empty.
    public var tableHeader: String
    /// One table row (or list item) each, ending with a newline.
    public var rows: [String]

    /// Creates a section.
    public init(title: String, tableHeader: String = "", rows: [String] = []) {
        self.title = title
        self.tableHeader = tableHeader
        self.rows = rows
    }
}

/// Puts Markdown sections together for a GitHub comment: a section with more than `foldAfter`
/// rows is folded into `<details>` (its title as the summary), and the whole never exceeds
/// `limit` (GitHub's 65,536-character comment limit, counted here in UTF-8 bytes, which is never
/// fewer than GitHub's characters). What does not fit is cut at a row boundary, and a closing
/// line says how many rows of how many were left out.
public enum MarkdownAssembler {
    /// GitHub's limit for an issue or pull-request comment body.
    public static let gitHubCommentLimit = 65_536
    /// Sections with more rows than this are folded.
    public static let foldAfter = 20

    /// `head` (always kept), then the sections at heading level `level` (`###`).
    public static func assemble(
        head: String, sections: [MarkdownSection], level: Int = 3, limit: Int = gitHubCommentLimit, omissionHint: String = ""
    ) -> String {
        let hashes = String(repeating: "#", count: level)
        // Room for the closing note, whatever it says.
        let reserve = 400 + omissionHint.utf8.count
        var out = head
        var size = out.utf8.count
        var leftOut = 0
        var total = 0
        for section in sections {
            total += section.rows.count
            let folded = section.rows.count > foldAfter
            let opening = folded
                ? "\n<details><summary><strong>\(section.title)</strong> (\(section.rows.count))</summary>\n\n\(section.tableHeader)"
                : "\n\(hashes) \(section.title)\n\n\(section.tableHeader)"
            let closing = folded ? "</details>\n" : ""
            let fixed = opening.utf8.count + closing.utf8.count
            guard leftOut == 0, size + fixed + reserve <= limit else {
                leftOut += section.rows.count
                continue
            }
            var body = ""
            var bodySize = 0
            var kept = 0
            for row in section.rows {
                let rowSize = row.utf8.count
                if size + fixed + bodySize + rowSize + reserve > limit { break }
                body += row
                bodySize += rowSize
                kept += 1
            }
            leftOut += section.rows.count - kept
            var piece = opening + body
            if kept < section.rows.count {
                piece += "\n…\(section.rows.count - kept) more not shown.\n"
            }
            piece += closing
            out += piece
            size += piece.utf8.count
        }
        if leftOut > 0 {
            out += "\n> [!NOTE]\n> This report was cut to fit GitHub's \(limit.formatted65k) comment limit: \(leftOut) of \(total) rows are not shown.\(omissionHint)\n"
        }
        return out
    }
}

extension Int {
    /// `65,536`: thousands separated by commas.
    fileprivate var formatted65k: String {
        let digits = Array(String(self))
        var out = ""
        for (index, digit) in digits.enumerated() {
            if index > 0, (digits.count - index) % 3 == 0 { out += "," }
            out.append(digit)
        }
        return out
    }
}
