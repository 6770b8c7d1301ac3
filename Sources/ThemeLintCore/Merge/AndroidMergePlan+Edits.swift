/// The byte edits of an Android merge plan: replacements, deletions, insertions of whole lines
/// and conflict blocks, applied to OURS' bytes in one pass.
extension AndroidMergePlan {
    /// Replaces `entry`'s element bytes (its indentation and line kept).
    mutating func replace(_ entry: AndroidResourceSide.Entry, with bytes: [UInt8]) {
        replacements.append(PlannedEdit(range: entry.range, bytes: bytes))
    }

    /// What deleting `entry` removes: its whole lines when it stands alone on them, else the
    /// element and the spaces before it.
    func deletionRange(of entry: AndroidResourceSide.Entry) -> Range<Int> {
        if let lines = entry.lines { return lines }
        var start = entry.range.lowerBound
        while start > 0, ours.bytes[start - 1] == ASCII.space || ours.bytes[start - 1] == ASCII.tab { start -= 1 }
        return start..<entry.range.upperBound
    }

    /// `element` (THEIRS' bytes of one element) with OURS' line endings, and its inner lines
    /// indented from `from` (THEIRS' indentation of it) to `to` (OURS' for its place).
    func reindented(_ element: ArraySlice<UInt8>, from: [UInt8]?, to: [UInt8]?) -> [UInt8] {
        // Without both indentations known, only the line endings change.
        let (old, new): ([UInt8], [UInt8]) = if let from, let to { (from, to) } else { ([], []) }
        return SourceText.reindented(element, SourceText.Reindentation(from: old, to: new, lineBreak: ours.lineEnding))
    }

    /// A conflict over `entry` (OURS' element) against `other` (THEIRS', nil when THEIRS
    /// deleted it): git's markers around the element's whole lines, as git's line merge writes
    /// them for those lines (so `merge.conflictStyle` applies: diff3 shows the base).
    mutating func conflict(ours entry: AndroidResourceSide.Entry, theirs other: AndroidResourceSide.Entry?) throws(AndroidMergeRefusal) {
        guard let lines = entry.lines else {
            throw AndroidMergeRefusal("<\(entry.key.element)> \(entry.key.name ?? "") conflicts and shares its line with other markup in OURS")
        }
        let oursLines = Array(ours.bytes[lines])
        let theirsLines = other.map { wholeLines(of: $0, in: theirs, indentation: entry.indentation) } ?? []
        let baseLines = base.entry(entry.key).map { wholeLines(of: $0, in: base, indentation: entry.indentation) } ?? []
        let (block, offset) = conflictBlock(base: baseLines, ours: oursLines, theirs: theirsLines)
        replacements.append(PlannedEdit(range: lines, bytes: block, conflicts: [(entry.key.memberPath, offset)]))
    }

    /// The whole lines `element` of `side` would stand on in OURS: indented `indentation` (else
    /// as in `side`), with OURS' line endings.
    func wholeLines(of element: AndroidResourceSide.Entry, in side: AndroidResourceSide, indentation: [UInt8]?) -> [UInt8] {
        let indent = indentation ?? element.indentation ?? []
        return indent + reindented(side.bytes[element.range], from: element.indentation, to: indent) + ours.lineEnding
    }

    /// A conflict block over three versions of an element's whole lines (empty for a side
    /// without it), and the offset of its `<<<<<<<` line: git's line merge of those lines when
    /// it conflicts, else (it failed) ours and theirs between markers.
    func conflictBlock(base baseLines: [UInt8], ours oursLines: [UInt8], theirs theirsLines: [UInt8]) -> ([UInt8], Int) {
        var elementSides = sides
        elementSides.base = baseLines
        elementSides.ours = oursLines
        elementSides.theirs = theirsLines
        if let merged = try? lineMerger.lineMerge(elementSides), !merged.isClean,
           let offset = SourceText.conflictMarkerLines(.ours, size: sides.markerSize, in: merged.bytes).first {
            return (merged.bytes, offset)
        }
        return (SourceText.conflictBlock(ours: oursLines, base: nil, theirs: theirsLines, style: sides.conflictStyle(lineBreak: ours.lineEnding)), 0)
    }

    /// Inserts whole `lines` after `anchor`'s lines in OURS (before OURS' first element when
    /// there is no anchor; before the root's end tag when OURS has no element).
    mutating func insert(_ lines: [UInt8], after anchor: AndroidResourceSide.Entry?, conflict memberPath: [String]?, markerOffset: Int = 0) throws(AndroidMergeRefusal) {
        let point: Int
        if let anchor {
            point = try pointAfter(anchor)
        } else if let first = ours.entries.first {
            guard let firstLines = first.lines else { throw placementRefusal }
            point = firstLines.lowerBound
        } else if let end = ours.rootEndTag, let indentation = SourceText.indentation(before: end, in: ours.bytes) {
            point = end - indentation.count
        } else {
            throw placementRefusal
        }
        var edit = insertions.removeValue(forKey: point) ?? PlannedEdit(range: point..<point, bytes: [])
        if edit.bytes.isEmpty && edit.conflicts.isEmpty { insertionOrder.append(point) }
        if let memberPath { edit.conflicts.append((memberPath, edit.bytes.count + markerOffset)) }
        edit.bytes += lines
        insertions[point] = edit
    }

    /// The line start after `anchor` and after the elements only OURS added right after it
    /// (so both sides' additions at one place come OURS' first, as in git's union merge).
    private mutating func pointAfter(_ anchor: AndroidResourceSide.Entry) throws(AndroidMergeRefusal) -> Int {
        guard var position = ours.index[anchor.key], let anchorLines = anchor.lines else { throw placementRefusal }
        if let known = pointsAfterAnchors[position] { return known }
        let start = position
        var point = anchorLines.upperBound
        while position + 1 < ours.entries.count {
            let next = ours.entries[position + 1]
            guard base.index[next.key] == nil, theirs.index[next.key] == nil, let lines = next.lines, lines.lowerBound == point else { break }
            point = lines.upperBound
            position += 1
        }
        pointsAfterAnchors[start] = point
        return point
    }

    private var placementRefusal: AndroidMergeRefusal {
        AndroidMergeRefusal("THEIRS adds elements where OURS has no line of its own to put them after")
    }

    /// OURS with every edit applied, and the conflicts with the lines of their `<<<<<<<` markers.
    func apply() throws(AndroidMergeRefusal) -> ([UInt8], [MergeConflict]) {
        let edits = Self.joiningInsertions((replacements + insertionOrder.compactMap { insertions[$0] }).sorted {
            ($0.range.lowerBound, $0.range.isEmpty ? 0 : 1) < ($1.range.lowerBound, $1.range.isEmpty ? 0 : 1)
        })
        let output: [UInt8]
        do {
            output = try ByteEdit.apply(edits.map { ByteEdit(range: $0.range, replacement: $0.bytes) }, to: ours.bytes)
        } catch {
            throw AndroidMergeRefusal("the merge's edits of OURS overlap at byte \(error.second.lowerBound)")
        }
        // Where each edit's bytes start in the output: its offset moved by the edits before it.
        var starts: [(memberPath: [String], offset: Int)] = []
        var shift = 0
        for edit in edits {
            for conflict in edit.conflicts { starts.append((conflict.memberPath, edit.range.lowerBound + shift + conflict.offset)) }
            shift += edit.bytes.count - edit.range.count
        }
        starts.sort { $0.offset < $1.offset }
        let lines = SourceText.lineNumbers(ofSortedOffsets: starts.map(\.offset), in: output)
        return (output, zip(starts, lines).map { MergeConflict(memberPath: $0.memberPath, line: $1) })
    }

    /// `edits` (sorted, an insertion before a replacement at its offset) with each insertion
    /// made one edit with the replacement that starts where it inserts.
    private static func joiningInsertions(_ edits: [PlannedEdit]) -> [PlannedEdit] {
        var joined: [PlannedEdit] = []
        joined.reserveCapacity(edits.count)
        for edit in edits {
            if let last = joined.last, last.range.isEmpty, !edit.range.isEmpty, last.range.lowerBound == edit.range.lowerBound {
                var merged = edit
                merged.bytes = last.bytes + edit.bytes
                merged.conflicts = last.conflicts + edit.conflicts.map { ($0.memberPath, $0.offset + last.bytes.count) }
                joined[joined.count - 1] = merged
            } else {
                joined.append(edit)
            }
        }
        return joined
    }
}
