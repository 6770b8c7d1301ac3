/// The text of a rewritten container: its pieces joined as OURS lays out its items, the gaps
/// OURS wrote between neighbours kept, and conflict blocks on lines of their own.
extension JSONMemberMerger {
    /// The bytes between the container's brackets; the blocks written are added to `blocks`.
    func containerText(_ entries: [Entry], _ layout: ContainerLayout, blocks: inout [Block]) -> [UInt8] {
        let count = layout.count
        let separator: [UInt8] = layout.ownLine
            ? [ASCII.comma] + layout.lineBreak + layout.indent
            : (count >= 2 ? Array(gap(1, layout)) : Array(", ".utf8))
        var out: [UInt8] = []
        for (index, entry) in entries.enumerated() {
            if index == 0 {
                out += leadingText(before: entry, layout)
            } else {
                switch (entries[index - 1], entry) {
                // Neighbours in OURS, or with deleted members between them: the gap after the
                // first of them, as a line merge that drops the deleted lines leaves it (a
                // blank line before a deleted member stays).
                case (.ours(let p), .ours): out += gap(p + 1, layout)
                // An added member before an OURS member: the gap OURS had before that member
                // follows the addition (a blank line there stays).
                case (.new, .ours(let q)) where q > 0: out += gap(q, layout)
                case (.block, _): out += layout.indent
                case (_, .block): out += [ASCII.comma] + layout.lineBreak
                default: out += separator
                }
            }
            switch entry {
            case .ours(let i):
                out += oursText(i, layout)
            case .new(let text):
                out += text
            case .block(let o, let b, let t, let paths, let anchor):
                out += blockText(ours: o, base: b, theirs: t, indent: layout.indent, follower: index < entries.count - 1)
                blocks.append(Block(paths: paths, anchor: anchor))
            }
        }
        if let last = entries.last { out += trailingText(after: last, layout) }
        return out
    }

    /// OURS' bytes between item `k - 1` and item `k` (the opening bracket and the closing one
    /// at either end).
    private func gap(_ k: Int, _ layout: ContainerLayout) -> ArraySlice<UInt8> {
        let lower = k == 0 ? layout.open + 1 : layout.spans[k - 1].upperBound
        let upper = k == layout.count ? layout.close : layout.spans[k].lowerBound
        return ours.bytes[lower..<upper]
    }

    /// What stands between the opening bracket and the first piece.
    private func leadingText(before first: Entry, _ layout: ContainerLayout) -> [UInt8] {
        let count = layout.count
        if first.isBlock { return count > 0 ? Self.throughLastLineBreak(gap(0, layout), layout.lineBreak) : layout.lineBreak }
        return count > 0 ? Array(gap(0, layout)) : (layout.ownLine ? layout.lineBreak + layout.indent : [])
    }

    /// What stands between the last piece and the closing bracket.
    private func trailingText(after last: Entry, _ layout: ContainerLayout) -> [UInt8] {
        let count = layout.count
        if last.isBlock { return count > 0 ? Self.afterFirstLineBreak(gap(count, layout)) : layout.parentIndent }
        return count > 0 ? Array(gap(count, layout)) : (layout.ownLine ? layout.lineBreak + layout.parentIndent : [])
    }

    /// A conflict block: markers on lines of their own, each side its members one per line;
    /// the base's between `|||||||` and `=======` when the sides ask for it (diff3).
    private func blockText(ours oursSide: [[UInt8]], base baseSide: [[UInt8]], theirs theirsSide: [[UInt8]], indent: [UInt8], follower: Bool) -> [UInt8] {
        let lineBreak = ours.lineBreak
        func side(_ members: [[UInt8]]) -> [UInt8] {
            guard !members.isEmpty else { return [] }
            var text: [UInt8] = []
            for (index, member) in members.enumerated() {
                if index > 0 { text += [ASCII.comma] + lineBreak }
                text += indent + member
            }
            return text + (follower ? [ASCII.comma] : []) + lineBreak
        }
        let base = sides.showsBase ? side(baseSide) : nil
        return SourceText.conflictBlock(ours: side(oursSide), base: base, theirs: side(theirsSide), style: sides.conflictStyle(lineBreak: lineBreak))
    }

    /// `gap` up to and including its last line break (the line break alone when it has none).
    private static func throughLastLineBreak(_ gap: ArraySlice<UInt8>, _ lineBreak: [UInt8]) -> [UInt8] {
        guard let last = gap.lastIndex(where: { $0 == ASCII.lineFeed || $0 == ASCII.carriageReturn }) else { return Array(gap) + lineBreak }
        return Array(gap[gap.startIndex...last])
    }

    /// `gap` after its first line break (the indentation before the closing bracket).
    private static func afterFirstLineBreak(_ gap: ArraySlice<UInt8>) -> [UInt8] {
        guard var index = gap.firstIndex(where: { $0 == ASCII.lineFeed || $0 == ASCII.carriageReturn }) else { return Array(gap) }
        if gap[index] == ASCII.carriageReturn, index + 1 < gap.endIndex, gap[index + 1] == ASCII.lineFeed { index += 1 }
        return Array(gap[(index + 1)...])
    }
}
