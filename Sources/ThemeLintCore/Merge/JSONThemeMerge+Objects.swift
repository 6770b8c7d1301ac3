/// The merge by member: walks the three sides together, matching members by name and keyed
/// array elements by key, and collects the byte edits that turn OURS into the result.
struct JSONMemberMerger {
    /// OURS, whose bytes the result is made from.
    var ours: JSONMergeSide
    /// THEIRS, whose text is copied where its changes are taken.
    var theirs: JSONMergeSide
    /// The base, whose text conflict blocks show when `sides.showsBase` (nil otherwise).
    var base: JSONMergeSide?
    /// Labels and marker size for conflict blocks.
    let sides: MergeSides

    /// A conflict block written into the result: the members it holds, and where in OURS it
    /// stands (blocks are listed in the order of these offsets).
    struct Block {
        var paths: [[String]]
        var anchor: Int
    }

    /// What became of one value.
    enum Outcome {
        /// OURS' value is the result.
        case keep
        /// OURS' value with these edits (in OURS' offsets, inside the value), holding these blocks.
        case edits([ByteEdit], [Block])
        /// The value conflicts as a whole: the member holding it is a conflict.
        case conflict
    }

    /// What becomes of one of OURS' items in its container.
    enum Fate {
        case keep
        case edits([ByteEdit], [Block])
        case delete
        /// A conflict block: OURS' item against THEIRS' item at this index (nil: THEIRS deleted it).
        case conflict(theirs: Int?)

        var isDeleted: Bool {
            if case .delete = self { return true }
            return false
        }
    }

    /// One of THEIRS' items to place in the result after an OURS item.
    enum Insertion {
        /// THEIRS added it.
        case item(Int)
        /// OURS deleted it and THEIRS edited it: a block with an empty OURS side.
        case conflict(Int)
    }

    /// Merges three values (`base` nil when both sides added the member).
    mutating func mergeValue(base: JSONNode?, ours o: JSONNode, theirs t: JSONNode, path: [String], memberName: String?) -> Outcome {
        if JSONMeaning.equal(o.value, t.value) { return .keep }
        if let base {
            if JSONMeaning.equal(base.value, o.value) { return takeTheirs(base: base, ours: o, theirs: t, path: path, memberName: memberName) }
            if JSONMeaning.equal(base.value, t.value) { return .keep }
        }
        guard !Self.isOneValue(memberName, o), !Self.isOneValue(memberName, t), Self.sameKind(o.value, t.value), base.map({ Self.sameKind($0.value, o.value) }) ?? true,
              let oursItems = JSONArrayKeys.items(of: o, memberName: memberName),
              let theirsItems = JSONArrayKeys.items(of: t, memberName: memberName) else { return .conflict }
        var baseItems: [JSONMergeItem] = []
        if let base {
            guard let items = JSONArrayKeys.items(of: base, memberName: memberName) else { return .conflict }
            baseItems = items
        }
        let isObject = o.value.objectMembers != nil
        return mergeContainer(base: baseItems, ours: oursItems, theirs: theirsItems, oursNode: o, path: path, isObject: isObject)
    }

    /// THEIRS' change of a value OURS left meaning what it meant. OURS may still have written
    /// the container differently (members reordered, re-indented): its members are merged one
    /// by one so that OURS' layout stays; a scalar, or a container merged whole, is replaced.
    private mutating func takeTheirs(base: JSONNode, ours o: JSONNode, theirs t: JSONNode, path: [String], memberName: String?) -> Outcome {
        let replaced = Outcome.edits([replaceValue(o, with: t)], [])
        guard Self.sameKind(o.value, t.value), Self.sameKind(base.value, o.value),
              let oursItems = JSONArrayKeys.items(of: o, memberName: memberName),
              let theirsItems = JSONArrayKeys.items(of: t, memberName: memberName),
              let baseItems = JSONArrayKeys.items(of: base, memberName: memberName) else { return replaced }
        let merged = mergeContainer(base: baseItems, ours: oursItems, theirs: theirsItems, oursNode: o, path: path, isObject: o.value.objectMembers != nil)
        if case .edits(_, let blocks) = merged, blocks.isEmpty { return merged }
        return replaced
    }

    /// Whether a member's value means one thing and is merged whole, never member by member:
    /// a token's `$value` (DESIGN: one member) and an Xcode color-set entry's `color` (its
    /// color space and components). Merged member by member, two sides that each changed a
    /// part of one color would give a color neither side wrote, and a block's side would be
    /// half a color.
    /// (`color` is a common token group name: only an object whose `components` hold a
    /// scalar `red` or `alpha`, as Xcode writes them, is taken for a color-set's color.)
    static func isOneValue(_ memberName: String?, _ node: JSONNode) -> Bool {
        if memberName == "$value" { return true }
        guard memberName == "color", let components = node["components"] else { return false }
        return [components["red"], components["alpha"]].contains { component in
            guard let value = component?.value else { return false }
            return value.stringValue != nil || value.numberValue != nil
        }
    }

    /// Both objects, or both arrays.
    private static func sameKind(_ a: JSONValue, _ b: JSONValue) -> Bool {
        switch (a, b) {
        case (.object, .object), (.array, .array): true
        default: false
        }
    }

    /// The three-way merge of one container's items.
    mutating func mergeContainer(
        base: [JSONMergeItem], ours oursItems: [JSONMergeItem], theirs theirsItems: [JSONMergeItem],
        oursNode: JSONNode, path: [String], isObject: Bool
    ) -> Outcome {
        let baseIndex = Self.index(base)
        let theirsIndex = Self.index(theirsItems)
        let oursIndex = Self.index(oursItems)
        let count = oursItems.count
        var fates = [Fate](repeating: .keep, count: count)
        var theirsToOurs = [Int?](repeating: nil, count: theirsItems.count)
        var oursAddition = [Bool](repeating: false, count: count)
        let renames = isObject ? Self.findRenames(base: base, ours: oursItems, theirs: theirsItems) : .none
        var shadowed: [Int] = []

        for (i, item) in oursItems.enumerated() {
            if let j = renames.theirsRenamed[i] {
                theirsToOurs[j] = i
                fates[i] = .edits([replaceKey(item, with: theirsItems[j])], [])
                continue
            }
            if let j = renames.oursRenamed[i] {
                theirsToOurs[j] = i
                fates[i] = .edits([replaceValue(item.node, with: theirsItems[j].node)], [])
                continue
            }
            // A key repeated in OURS means its last member (JSON's last one wins); the
            // members it shadows mean nothing. They stay as written while the last one stays
            // (below), and go with any change to it, so that no change can bring one back.
            if oursIndex[item.key] != i {
                shadowed.append(i)
                continue
            }
            let baseItem = baseIndex[item.key].map { base[$0] }
            if let j = theirsIndex[item.key] {
                theirsToOurs[j] = i
                let outcome = mergeValue(base: baseItem?.node, ours: item.node, theirs: theirsItems[j].node,
                                         path: path + [item.key], memberName: isObject ? item.key : nil)
                switch outcome {
                case .keep: fates[i] = .keep
                case .edits(let edits, let blocks): fates[i] = .edits(edits, blocks)
                case .conflict: fates[i] = .conflict(theirs: j)
                }
            } else if let baseItem {
                fates[i] = JSONMeaning.equal(baseItem.node.value, item.node.value) ? .delete : .conflict(theirs: nil)
            } else {
                oursAddition[i] = true
            }
        }

        for i in shadowed {
            if let last = oursIndex[oursItems[i].key], case .keep = fates[last] { continue }
            fates[i] = .delete
        }

        var insertions = [[Insertion]](repeating: [], count: count + 1)
        var structural = fates.contains { if case .keep = $0 { false } else if case .edits = $0 { false } else { true } }
        var lastAnchor = -1
        for (j, item) in theirsItems.enumerated() {
            if let i = theirsToOurs[j] {
                if !fates[i].isDeleted { lastAnchor = i }
                continue
            }
            if theirsIndex[item.key] != j || oursIndex[item.key] != nil { continue }
            var anchor = lastAnchor
            while anchor + 1 < count, oursAddition[anchor + 1] { anchor += 1 }
            if let b = baseIndex[item.key] {
                // OURS deleted it: it stays deleted unless THEIRS edited it.
                if JSONMeaning.equal(base[b].node.value, item.node.value) { continue }
                insertions[anchor + 1].append(.conflict(j))
            } else {
                insertions[anchor + 1].append(.item(j))
            }
            structural = true
        }

        guard structural else {
            var edits: [ByteEdit] = []
            var blocks: [Block] = []
            for fate in fates {
                if case .edits(let more, let moreBlocks) = fate {
                    edits += more
                    blocks += moreBlocks
                }
            }
            return edits.isEmpty ? .keep : .edits(edits, blocks)
        }
        return writeContainer(
            oursNode: oursNode, oursItems: oursItems, theirsItems: theirsItems, baseItems: base, baseIndex: baseIndex,
            fates: fates, insertions: insertions, path: path
        )
    }

    /// Key → index (the last of repeated keys).
    private static func index(_ items: [JSONMergeItem]) -> [String: Int] {
        var index: [String: Int] = [:]
        index.reserveCapacity(items.count)
        for (i, item) in items.enumerated() { index[item.key] = i }
        return index
    }

    /// The edit putting THEIRS' value `t` in place of OURS' value `o`, re-indented to OURS.
    mutating func replaceValue(_ o: JSONNode, with t: JSONNode) -> ByteEdit {
        let oursSpan = ours.span(of: o)
        let theirsSpan = theirs.span(of: t)
        let indent = ours.indentation(ofLine: o.position.line)
        return ByteEdit(range: oursSpan, replacement: theirs.text(theirsSpan, line: t.position.line, reindentedTo: indent, for: ours))
    }

    /// The edit giving OURS' member the key THEIRS' member has (its key text as THEIRS wrote it).
    mutating func replaceKey(_ o: JSONMergeItem, with t: JSONMergeItem) -> ByteEdit {
        let oursKey = ours.offset(o.keyPosition ?? o.node.position)
        let theirsKey = theirs.offset(t.keyPosition ?? t.node.position)
        let oursEnd = ours.layout.endOfString(at: oursKey) ?? oursKey
        let theirsEnd = theirs.layout.endOfString(at: theirsKey) ?? theirsKey
        return ByteEdit(range: oursKey..<oursEnd, replacement: Array(theirs.bytes[theirsKey..<theirsEnd]))
    }
}
