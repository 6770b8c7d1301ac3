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

    /// Every element's fate: kept, taken from THEIRS, deleted, added, renamed, or in conflict.
    mutating func mergeEntries() throws(AndroidMergeRefusal) {
        let oursRenames = renames(in: ours)
        let theirsRenames = renames(in: theirs)
        // A rename on one side meets an edit on the other: the edit goes under the new name.
        var renamedInOurs: [AndroidResourceKey: AndroidResourceKey] = [:]  // new name in OURS → old key (edited in THEIRS)
        var renamedInTheirs: [AndroidResourceKey: AndroidResourceKey] = [:]  // old key (edited in OURS) → new name in THEIRS
        var renamedFrom: [AndroidResourceKey: AndroidResourceKey] = [:]  // new name in THEIRS → old key
        var settled: Set<AndroidResourceKey> = []
        for (old, new) in oursRenames {
            guard let edited = theirs.entry(old), let original = base.entry(old), edited.meaning != original.meaning,
                  theirs.entry(new) == nil else { continue }
            renamedInOurs[new] = old
            settled.insert(old)
        }
        for (old, new) in theirsRenames {
            guard let edited = ours.entry(old), let original = base.entry(old), edited.meaning != original.meaning,
                  ours.entry(new) == nil, !settled.contains(old) else { continue }
            renamedInTheirs[old] = new
            renamedFrom[new] = old
            settled.insert(old)
            settled.insert(new)
        }

        for entry in ours.entries {
            let key = entry.key
            if let old = renamedInOurs[key], let edited = theirs.entry(old) {
                // THEIRS' edit under OURS' new name.
                var element = Array(theirs.bytes[edited.range])
                if let nameRange = edited.nameValueRange, let newName = entry.nameValueRange {
                    let relative = (nameRange.lowerBound - edited.range.lowerBound)..<(nameRange.upperBound - edited.range.lowerBound)
                    element.replaceSubrange(relative, with: ours.bytes[newName])
                }
                replace(entry, with: reindented(element, from: edited.indentation, to: entry.indentation))
                continue
            }
            if let new = renamedInTheirs[key], let renamed = theirs.entry(new), let nameRange = entry.nameValueRange,
               let newName = renamed.nameValueRange {
                // OURS' edit under THEIRS' new name.
                replacements.append(PlannedEdit(range: nameRange, bytes: Array(theirs.bytes[newName])))
                continue
            }
            if settled.contains(key) { continue }
            let original = base.entry(key)
            guard let other = theirs.entry(key) else {
                guard let original else { continue }  // added by OURS
                if original.meaning == entry.meaning {
                    replacements.append(PlannedEdit(range: deletionRange(of: entry), bytes: []))
                } else {
                    try conflict(ours: entry, theirs: nil)  // edited by OURS, deleted by THEIRS
                }
                continue
            }
            if other.meaning == entry.meaning || original?.meaning == other.meaning { continue }
            if original?.meaning == entry.meaning {
                replace(entry, with: reindented(Array(theirs.bytes[other.range]), from: other.indentation, to: entry.indentation))
                continue
            }
            // Both changed it differently (or added it differently): a line merge of the element alone, else a conflict.
            if let merged = elementLineMerge(base: original, ours: entry, theirs: other) {
                replace(entry, with: merged)
            } else {
                try conflict(ours: entry, theirs: other)
            }
        }

        // THEIRS' additions (and its edits of what OURS deleted), after their neighbours.
        var anchor: AndroidResourceSide.Entry?
        for entry in theirs.entries {
            let key = entry.key
            if let kept = ours.entry(key) {
                anchor = kept
                continue
            }
            if settled.contains(key) {
                if let old = renamedFrom[key], let kept = ours.entry(old) { anchor = kept }
                continue
            }
            // Indented like the sibling it follows in OURS (else OURS' first element, else as in THEIRS).
            let indentation = anchor?.indentation ?? ours.entries.first?.indentation ?? entry.indentation ?? []
            if let original = base.entry(key) {
                guard original.meaning != entry.meaning else { continue }  // deleted by OURS
                let (block, offset) = conflictBlock(
                    base: wholeLines(of: original, in: base, indentation: indentation), ours: [],
                    theirs: wholeLines(of: entry, in: theirs, indentation: indentation))
                try insert(block, after: anchor, conflict: key.memberPath, markerOffset: offset)
            } else {
                let element = reindented(Array(theirs.bytes[entry.range]), from: entry.indentation, to: indentation)
                try insert(indentation + element + ours.lineEnding, after: anchor, conflict: nil)
            }
        }
    }

    /// The renames of `side` against the base: a base element gone from `side` whose content
    /// (its name aside) is that of exactly one element new in `side`, and of no other gone one.
    func renames(in side: AndroidResourceSide) -> [(AndroidResourceKey, AndroidResourceKey)] {
        var gone: [String: [AndroidResourceKey]] = [:]
        for entry in base.entries where side.index[entry.key] == nil && entry.key.name != nil {
            gone[base.meaningWithoutName(entry), default: []].append(entry.key)
        }
        guard !gone.isEmpty else { return [] }
        var added: [String: [AndroidResourceKey]] = [:]
        for entry in side.entries where base.index[entry.key] == nil && entry.key.name != nil {
            added[side.meaningWithoutName(entry), default: []].append(entry.key)
        }
        var result: [(AndroidResourceKey, AndroidResourceKey)] = []
        for (meaning, olds) in gone where olds.count == 1 {
            guard let news = added[meaning], news.count == 1, news[0].element == olds[0].element else { continue }
            result.append((olds[0], news[0]))
        }
        return result
    }

    /// The line merge of one element's three versions, when it is clean and the result is one
    /// well-formed element (OURS' layout, both sides' changes).
    func elementLineMerge(base original: AndroidResourceSide.Entry?, ours entry: AndroidResourceSide.Entry, theirs other: AndroidResourceSide.Entry) -> [UInt8]? {
        let baseBytes = original.map { Array(base.bytes[$0.range]) } ?? []
        let oursBytes = Array(ours.bytes[entry.range])
        let theirsBytes = reindented(Array(theirs.bytes[other.range]), from: other.indentation, to: entry.indentation)
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
