/// Rewrites a container whose members change (deleted, added, or in conflict): OURS' kept
/// members and the gaps between neighbours that stay neighbours are copied as written; added
/// members are written like their siblings; conflicts become git's marker blocks, each side
/// whole members, so that the file is valid JSON whichever side of every block is taken.
extension JSONMemberMerger {
    /// One piece of the rewritten container.
    enum Entry {
        case ours(Int)
        case new([UInt8])
        case block(ours: [[UInt8]], base: [[UInt8]], theirs: [[UInt8]], paths: [[String]], anchor: Int)

        var isBlock: Bool {
            if case .block = self { return true }
            return false
        }
    }

    /// OURS' container as written: where its brackets and items stand, how it lays items
    /// out, and what becomes of each item.
    struct ContainerLayout {
        /// The opening bracket's offset.
        var open: Int
        /// The closing bracket's offset.
        var close: Int
        /// Each item's bytes (key to end of value).
        var spans: [Range<Int>]
        var fates: [Fate]
        var lineBreak: [UInt8]
        /// The indentation of the line the container starts on.
        var parentIndent: [UInt8]
        /// The indentation of the container's items.
        var indent: [UInt8]
        /// Whether every item stands at the start of its line.
        var ownLine: Bool

        var count: Int { spans.count }
    }

    /// The container's new text between its brackets, as one edit; `.conflict` when it needs a
    /// block but its members do not stand on lines of their own (the parent takes the conflict).
    mutating func writeContainer(_ items: JSONKeyedItems, oursNode: JSONNode, fates: [Fate], insertions: [[Plan.Insertion]], path: [String]) -> Outcome {
        var layout = containerLayout(oursNode, items.ours, fates: fates)
        var blocks: [Block] = []
        var entries = containerEntries(items, layout, insertions: insertions, path: path, innerBlocks: &blocks)
        guard settleTrailingBlock(&entries, layout) else { return .conflict }
        let hasBlock = entries.contains { $0.isBlock }
        // An empty container has no layout of its own to keep: a block is written on lines.
        if hasBlock, layout.count == 0 { layout.ownLine = true }
        if hasBlock, !layout.ownLine { return .conflict }
        let text = containerText(entries, layout, blocks: &blocks)
        return .edits([ByteEdit(range: (layout.open + 1)..<layout.close, replacement: text)], blocks)
    }

    /// OURS' layout of `node`, whose items are `oursItems`.
    private mutating func containerLayout(_ node: JSONNode, _ oursItems: [JSONMergeItem], fates: [Fate]) -> ContainerLayout {
        let span = ours.span(of: node)
        var spans: [Range<Int>] = []
        spans.reserveCapacity(oursItems.count)
        for item in oursItems { spans.append(ours.span(of: item)) }
        let parentIndent = ours.indentation(ofLine: node.position.line)
        let ownLine: Bool
        let indent: [UInt8]
        if let first = oursItems.first {
            ownLine = spans.allSatisfy { ours.beginsLine($0.lowerBound) }
            indent = ours.indentation(ofLine: (first.keyPosition ?? first.node.position).line)
        } else {
            ownLine = ours.bytes.contains(ASCII.lineFeed) || ours.bytes.contains(ASCII.carriageReturn)
            indent = parentIndent + ours.indentUnit
        }
        return ContainerLayout(
            open: span.lowerBound, close: span.upperBound - 1, spans: spans, fates: fates, lineBreak: ours.lineBreak,
            parentIndent: parentIndent, indent: indent, ownLine: ownLine)
    }

    /// OURS' item `i` as the result has it (its inner edits applied).
    func oursText(_ i: Int, _ layout: ContainerLayout) -> [UInt8] {
        let span = layout.spans[i]
        let text = Array(ours.bytes[span])
        guard case .edits(let edits, _) = layout.fates[i] else { return text }
        // The item's edits lie inside it, apart (one per member merged), as the whole file's do.
        let moved = edits.map { ByteEdit(range: ($0.range.lowerBound - span.lowerBound)..<($0.range.upperBound - span.lowerBound), replacement: $0.replacement) }
        return (try? ByteEdit.apply(moved, to: text)) ?? text
    }

    /// THEIRS' item `item`, re-indented to OURS' items.
    private mutating func theirsText(_ item: JSONMergeItem, _ layout: ContainerLayout) -> [UInt8] {
        let span = theirs.span(of: item)
        return theirs.text(span, line: (item.keyPosition ?? item.node.position).line, reindentedTo: layout.indent, for: ours)
    }

    /// The base's item at `index`, for a block that shows the base (diff3); none otherwise.
    private mutating func baseText(_ index: Int?, _ items: JSONKeyedItems, _ layout: ContainerLayout) -> [[UInt8]] {
        guard base != nil, let index else { return [] }
        let item = items.base[index]
        guard let span = base?.span(of: item),
              let text = base?.text(span, line: (item.keyPosition ?? item.node.position).line, reindentedTo: layout.indent, for: ours) else { return [] }
        return [text]
    }

    /// The pieces of the result in order: OURS' items kept, THEIRS' insertions at their
    /// places, conflicts as blocks (neighbouring blocks made one).
    private mutating func containerEntries(
        _ items: JSONKeyedItems, _ layout: ContainerLayout, insertions: [[Plan.Insertion]], path: [String], innerBlocks: inout [Block]
    ) -> [Entry] {
        var entries: [Entry] = []
        func insert(_ list: [Plan.Insertion], anchor: Int) {
            for insertion in list {
                let item = items.theirs[insertion.theirs]
                if let b = insertion.base {
                    entries.append(.block(ours: [], base: baseText(b, items, layout), theirs: [theirsText(item, layout)], paths: [path + [item.key]], anchor: anchor))
                } else {
                    entries.append(.new(theirsText(item, layout)))
                }
            }
        }
        insert(insertions[0], anchor: layout.open)
        for i in 0..<layout.count {
            switch layout.fates[i] {
            case .delete:
                break
            case .conflict(let j, let b):
                let theirsSide = j.map { [theirsText(items.theirs[$0], layout)] } ?? []
                entries.append(.block(ours: [oursText(i, layout)], base: baseText(b, items, layout), theirs: theirsSide, paths: [path + [items.ours[i].key]], anchor: layout.spans[i].lowerBound))
            case .edits(_, let inner):
                innerBlocks += inner
                entries.append(.ours(i))
            case .keep:
                entries.append(.ours(i))
            }
            insert(insertions[i + 1], anchor: layout.spans[i].upperBound)
        }
        return Self.joinedBlocks(entries)
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

    /// A block with an empty side must not be last after another member, or that member's
    /// comma would be left trailing: the member joins the block on both sides. When that member
    /// holds blocks of its own, a block that only THEIRS fills (not in OURS' layout) moves
    /// before it instead; otherwise (false) the parent takes the conflict.
    private func settleTrailingBlock(_ entries: inout [Entry], _ layout: ContainerLayout) -> Bool {
        guard entries.count >= 2, case .block(let o, let b, let t, let paths, let blockAnchor) = entries[entries.count - 1], o.isEmpty || t.isEmpty else { return true }
        var previous: [UInt8]? = nil
        var anchor = blockAnchor
        switch entries[entries.count - 2] {
        case .ours(let i):
            if case .edits(_, let inner) = layout.fates[i], !inner.isEmpty { break }
            previous = oursText(i, layout)
            anchor = layout.spans[i].lowerBound
        case .new(let text):
            previous = text
        case .block:
            break
        }
        if let previous {
            entries.removeLast(2)
            entries.append(.block(ours: [previous] + o, base: base == nil ? [] : [previous] + b, theirs: [previous] + t, paths: paths, anchor: anchor))
        } else if o.isEmpty, case .ours(let i) = entries[entries.count - 2] {
            entries[entries.count - 2] = .block(ours: o, base: b, theirs: t, paths: paths, anchor: layout.spans[i].lowerBound)
            entries[entries.count - 1] = .ours(i)
        } else {
            return false
        }
        entries = Self.joinedBlocks(entries)
        return true
    }
}
