/// The decisions of a three-way merge of Android resources, element by element, as edits of
/// OURS' bytes (`AndroidMergePlan+Edits.swift` turns them into bytes).
struct AndroidMergePlan<LineMerger: LineMerging> {
    let base: AndroidResourceSide
    let ours: AndroidResourceSide
    let theirs: AndroidResourceSide
    let sides: MergeSides
    let lineMerger: LineMerger

    /// Replacements of OURS' bytes (deletions included), and the conflicts in each.
    var replacements: [PlannedEdit] = []
    /// Whole lines inserted at a line start of OURS, in THEIRS' order per place.
    var insertions: [Int: PlannedEdit] = [:]
    /// The order insertion places were first used (for a stable output).
    var insertionOrder: [Int] = []
    /// Where THEIRS' additions after OURS' element at an index go (computed once per anchor).
    var pointsAfterAnchors: [Int: Int] = [:]

    init(base: AndroidResourceSide, ours: AndroidResourceSide, theirs: AndroidResourceSide, sides: MergeSides, lineMerger: LineMerger) {
        self.base = base
        self.ours = ours
        self.theirs = theirs
        self.sides = sides
        self.lineMerger = lineMerger
    }

    /// THEIRS' root start tag when only THEIRS changed it; a refusal when both did, differently.
    mutating func mergeRootTag() throws(AndroidMergeRefusal) {
        guard ours.rootMeaning != theirs.rootMeaning else { return }
        if base.rootMeaning == ours.rootMeaning {
            replacements.append(PlannedEdit(range: ours.rootStartTag, bytes: Array(theirs.bytes[theirs.rootStartTag])))
        } else if base.rootMeaning != theirs.rootMeaning {
            throw AndroidMergeRefusal("both sides changed the <resources> tag differently")
        }
    }

    /// Every element's fate, as the keyed merge decides it: kept, taken from THEIRS, deleted,
    /// added, renamed, or in conflict.
    mutating func mergeEntries() throws(AndroidMergeRefusal) {
        let plan = KeyedMerge(AndroidKeyedItems(base: base, ours: ours, theirs: theirs))
        for (fate, entry) in zip(plan.fates, ours.entries) { try merge(entry, fate) }
        for insertion in plan.insertions { try insert(insertion) }
    }

    /// Carries out the fate of OURS' element `entry`.
    private mutating func merge(_ entry: AndroidResourceSide.Entry, _ fate: KeyedMerge<AndroidKeyedItems>.Fate) throws(AndroidMergeRefusal) {
        switch fate {
        case .keep, .added, .shadowed:
            break
        case .takeTheirs(let j, _):
            let other = theirs.entries[j]
            replace(entry, with: reindented(theirs.bytes[other.range], from: other.indentation, to: entry.indentation))
        case .bothChanged(let j, let b):
            // Both changed it differently (or added it differently): a line merge of the element alone, else a conflict.
            let other = theirs.entries[j]
            if let merged = elementLineMerge(base: b.map { base.entries[$0] }, ours: entry, theirs: other) {
                replace(entry, with: merged)
            } else {
                try conflict(ours: entry, theirs: other)
            }
        case .delete:
            replacements.append(PlannedEdit(range: deletionRange(of: entry), bytes: []))
        case .deletedByTheirs:
            try conflict(ours: entry, theirs: nil)
        case .renamedByOurs(let j):
            // THEIRS' edit under OURS' new name.
            let edited = theirs.entries[j]
            var element = Array(theirs.bytes[edited.range])
            if let nameRange = edited.nameValueRange, let newName = entry.nameValueRange {
                let relative = (nameRange.lowerBound - edited.range.lowerBound)..<(nameRange.upperBound - edited.range.lowerBound)
                element.replaceSubrange(relative, with: ours.bytes[newName])
            }
            replace(entry, with: reindented(element[...], from: edited.indentation, to: entry.indentation))
        case .renamedByTheirs(let j):
            // OURS' edit under THEIRS' new name.
            guard let nameRange = entry.nameValueRange, let newName = theirs.entries[j].nameValueRange else { return }
            replacements.append(PlannedEdit(range: nameRange, bytes: Array(theirs.bytes[newName])))
        }
    }

    /// One of THEIRS' additions (or its edit of what OURS deleted), after its neighbour,
    /// indented like it in OURS (else like OURS' first element, else as in THEIRS).
    private mutating func insert(_ insertion: KeyedMerge<AndroidKeyedItems>.Insertion) throws(AndroidMergeRefusal) {
        let entry = theirs.entries[insertion.theirs]
        let anchor = insertion.after.map { ours.entries[$0] }
        let indentation = anchor?.indentation ?? ours.entries.first?.indentation ?? entry.indentation ?? []
        if let b = insertion.base {
            let (block, offset) = conflictBlock(
                base: wholeLines(of: base.entries[b], in: base, indentation: indentation), ours: [],
                theirs: wholeLines(of: entry, in: theirs, indentation: indentation))
            try insert(block, after: anchor, conflict: entry.key.memberPath, markerOffset: offset)
        } else {
            let element = reindented(theirs.bytes[entry.range], from: entry.indentation, to: indentation)
            try insert(indentation + element + ours.lineEnding, after: anchor, conflict: nil)
        }
    }

    /// The line merge of one element's three versions, when it is clean and the result is one
    /// well-formed element (OURS' layout, both sides' changes).
    func elementLineMerge(base original: AndroidResourceSide.Entry?, ours entry: AndroidResourceSide.Entry, theirs other: AndroidResourceSide.Entry) -> [UInt8]? {
        let baseBytes = original.map { Array(base.bytes[$0.range]) } ?? []
        let oursBytes = Array(ours.bytes[entry.range])
        let theirsBytes = reindented(theirs.bytes[other.range], from: other.indentation, to: entry.indentation)
        var elementSides = sides
        elementSides.base = baseBytes
        elementSides.ours = oursBytes
        elementSides.theirs = theirsBytes
        guard !baseBytes.isEmpty, let merged = try? lineMerger.lineMerge(elementSides), merged.isClean,
              let document = try? XMLReader().read(merged.bytes), document.root?.name == entry.key.element else { return nil }
        let name = document.root.flatMap { document.attribute("name", of: $0) }?.value
        return name == entry.key.name ? merged.bytes : nil
    }
}

/// A planned change of OURS' bytes: `range` replaced by `bytes`, with the conflict blocks it
/// holds (their member paths and offsets in `bytes`).
struct PlannedEdit {
    var range: Range<Int>
    var bytes: [UInt8]
    var conflicts: [(memberPath: [String], offset: Int)] = []
}
