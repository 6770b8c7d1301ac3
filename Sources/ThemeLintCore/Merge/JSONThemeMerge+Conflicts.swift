/// Rewrites a container whose members change (deleted, added, or in conflict): OURS' kept
/// members and the gaps between neighbours that stay neighbours are copied as written; added
/// members are written like their siblings; conflicts become git's marker blocks, each side
/// whole members, so that the file is valid JSON whichever side of every block is taken.
extension JSONMemberMerger {
    /// One piece of the rewritten container.
    private enum Entry {
        case ours(Int)
        case new([UInt8])
        case block(ours: [[UInt8]], base: [[UInt8]], theirs: [[UInt8]], paths: [[String]], anchor: Int)

        var isBlock: Bool {
            if case .block = self { return true }
            return false
        }
    }

    /// The container's new text between its brackets, as one edit; `.conflict` when it needs a
    /// block but its members do not stand on lines of their own (the parent takes the conflict).
    mutating func writeContainer(
        oursNode: JSONNode, oursItems: [JSONMergeItem], theirsItems: [JSONMergeItem],
        baseItems: [JSONMergeItem], baseIndex: [String: Int], fates: [Fate], insertions: [[Insertion]], path: [String]
    ) -> Outcome {
        let span = ours.span(of: oursNode)
        let open = span.lowerBound
        let close = span.upperBound - 1
        var spans: [Range<Int>] = []
        spans.reserveCapacity(oursItems.count)
        for item in oursItems { spans.append(ours.span(of: item)) }
        let count = spans.count
        let lineBreak = ours.lineBreak
        let parentIndent = ours.indentation(ofLine: oursNode.position.line)
        var ownLine: Bool
        let indent: [UInt8]
        if !spans.isEmpty {
            ownLine = spans.allSatisfy { ours.beginsLine($0.lowerBound) }
            indent = ours.indentation(ofLine: (oursItems[0].keyPosition ?? oursItems[0].node.position).line)
        } else {
            ownLine = ours.bytes.contains(ASCII.lineFeed) || ours.bytes.contains(ASCII.carriageReturn)
            indent = parentIndent + ours.indentUnit
        }

        var blocks: [Block] = []
        func oursText(_ i: Int) -> [UInt8] {
            if case .edits(let edits, _) = fates[i] { return ByteEdit.render(ours.bytes, spans[i], edits: edits) }
            return Array(ours.bytes[spans[i]])
        }
        func theirsText(_ j: Int) -> [UInt8] {
            let theirsSpan = theirs.span(of: theirsItems[j])
            let line = (theirsItems[j].keyPosition ?? theirsItems[j].node.position).line
            return theirs.text(theirsSpan, line: line, reindentedTo: indent, for: ours)
        }

        // The base's member of that key, for a block that shows the base (diff3).
        func baseText(_ key: String) -> [[UInt8]] {
            guard base != nil, let b = baseIndex[key] else { return [] }
            let item = baseItems[b]
            let line = (item.keyPosition ?? item.node.position).line
            guard let span = base?.span(of: item),
                  let text = base?.text(span, line: line, reindentedTo: indent, for: ours) else { return [] }
            return [text]
        }

        var entries: [Entry] = []
        func insert(_ list: [Insertion], anchor: Int) {
            for insertion in list {
                switch insertion {
                case .item(let j): entries.append(.new(theirsText(j)))
                case .conflict(let j): entries.append(.block(ours: [], base: baseText(theirsItems[j].key), theirs: [theirsText(j)], paths: [path + [theirsItems[j].key]], anchor: anchor))
                }
            }
        }
        insert(insertions[0], anchor: open)
        for i in 0..<count {
            switch fates[i] {
            case .delete:
                break
            case .conflict(let j):
                entries.append(.block(ours: [oursText(i)], base: baseText(oursItems[i].key), theirs: j.map { [theirsText($0)] } ?? [], paths: [path + [oursItems[i].key]], anchor: spans[i].lowerBound))
            case .edits(_, let inner):
                blocks += inner
                entries.append(.ours(i))
            case .keep:
                entries.append(.ours(i))
            }
            insert(insertions[i + 1], anchor: spans[i].upperBound)
        }
        entries = Self.joinedBlocks(entries)
        // A block with an empty side must not be last after another member, or that member's
        // comma would be left trailing: the member joins the block on both sides. When that
        // member holds blocks of its own, a block that only THEIRS fills (not in OURS' layout)
        // moves before it instead; otherwise the parent takes the conflict.
        if entries.count >= 2, case .block(let o, let b, let t, let paths, let blockAnchor) = entries[entries.count - 1], o.isEmpty || t.isEmpty {
            var previous: [UInt8]? = nil
            var anchor = blockAnchor
            switch entries[entries.count - 2] {
            case .ours(let i):
                if case .edits(_, let inner) = fates[i], !inner.isEmpty { break }
                previous = oursText(i)
                anchor = spans[i].lowerBound
            case .new(let text):
                previous = text
            case .block:
                break
            }
            if let previous {
                entries.removeLast(2)
                entries.append(.block(ours: [previous] + o, base: base == nil ? [] : [previous] + b, theirs: [previous] + t, paths: paths, anchor: anchor))
            } else if o.isEmpty, case .ours(let i) = entries[entries.count - 2] {
                entries[entries.count - 2] = .block(ours: o, base: b, theirs: t, paths: paths, anchor: spans[i].lowerBound)
                entries[entries.count - 1] = .ours(i)
            } else {
                return .conflict
            }
            entries = Self.joinedBlocks(entries)
        }
        let hasBlock = entries.contains { $0.isBlock }
        // An empty container has no layout of its own to keep: a block is written on lines.
        if hasBlock, count == 0 { ownLine = true }
        if hasBlock, !ownLine { return .conflict }

        func gap(_ k: Int) -> ArraySlice<UInt8> {
            let lower = k == 0 ? open + 1 : spans[k - 1].upperBound
            let upper = k == count ? close : spans[k].lowerBound
            return ours.bytes[lower..<upper]
        }
        let separator: [UInt8] = ownLine ? [ASCII.comma] + lineBreak + indent : (count >= 2 ? Array(gap(1)) : Array(", ".utf8))
        var out: [UInt8] = []
        for (index, entry) in entries.enumerated() {
            if index == 0 {
                if entry.isBlock {
                    out += count > 0 ? Self.throughLastLineBreak(gap(0), lineBreak) : lineBreak
                } else {
                    out += count > 0 ? Array(gap(0)) : (ownLine ? lineBreak + indent : [])
                }
            } else {
                switch (entries[index - 1], entry) {
                // Neighbours in OURS, or with deleted members between them: the gap after the
                // first of them, as a line merge that drops the deleted lines leaves it (a
                // blank line before a deleted member stays).
                case (.ours(let p), .ours): out += gap(p + 1)
                // An added member before an OURS member: the gap OURS had before that member
                // follows the addition (a blank line there stays).
                case (.new, .ours(let q)) where q > 0: out += gap(q)
                case (.block, _): out += indent
                case (_, .block): out += [ASCII.comma] + lineBreak
                default: out += separator
                }
            }
            switch entry {
            case .ours(let i): out += oursText(i)
            case .new(let text): out += text
            case .block(let o, let b, let t, let paths, let anchor):
                out += blockText(ours: o, base: b, theirs: t, indent: indent, follower: index < entries.count - 1)
                blocks.append(Block(paths: paths, anchor: anchor))
            }
        }
        if let last = entries.last {
            if last.isBlock {
                out += count > 0 ? Self.afterFirstLineBreak(gap(count)) : parentIndent
            } else {
                out += count > 0 ? Array(gap(count)) : (ownLine ? lineBreak + parentIndent : [])
            }
        }
        return .edits([ByteEdit(range: (open + 1)..<close, replacement: out)], blocks)
    }

    /// Neighbouring blocks made one.
    private static func joinedBlocks(_ entries: [Entry]) -> [Entry] {
        var joined: [Entry] = []
        for entry in entries {
            if case .block(let o, let b, let t, let paths, let anchor) = entry, let last = joined.last,
               case .block(let lastO, let lastB, let lastT, let lastPaths, let lastAnchor) = last {
                joined[joined.count - 1] = .block(ours: lastO + o, base: lastB + b, theirs: lastT + t, paths: lastPaths + paths, anchor: min(anchor, lastAnchor))
            } else {
                joined.append(entry)
            }
        }
        return joined
    }

    /// A conflict block: markers on lines of their own, each side its members one per line;
    /// the base's between `|||||||` and `=======` when the sides ask for it (diff3).
    private func blockText(ours oursSide: [[UInt8]], base baseSide: [[UInt8]], theirs theirsSide: [[UInt8]], indent: [UInt8], follower: Bool) -> [UInt8] {
        let lineBreak = ours.lineBreak
        func marker(_ character: Character, _ label: String) -> [UInt8] {
            var line = Array(String(repeating: character, count: max(sides.markerSize, 1)).utf8)
            if !label.isEmpty { line += [ASCII.space] + Array(label.utf8) }
            return line + lineBreak
        }
        func side(_ members: [[UInt8]]) -> [UInt8] {
            guard !members.isEmpty else { return [] }
            var text: [UInt8] = []
            for (index, member) in members.enumerated() {
                if index > 0 { text += [ASCII.comma] + lineBreak }
                text += indent + member
            }
            return text + (follower ? [ASCII.comma] : []) + lineBreak
        }
        let baseSection = sides.showsBase ? marker("|", sides.baseLabel) + side(baseSide) : []
        return marker("<", sides.oursLabel) + side(oursSide) + baseSection + marker("=", "") + side(theirsSide) + marker(">", sides.theirsLabel)
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
