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
        /// A conflict block: OURS' item against THEIRS' item at this index (nil: THEIRS deleted
        /// it), with the base's at this index (nil: both added it).
        case conflict(theirs: Int?, base: Int?)
    }

    /// Merges three values (`base` nil when both sides added the member).
    mutating func mergeValue(base: JSONNode?, ours o: JSONNode, theirs t: JSONNode, path: [String], memberName: String?) -> Outcome {
        if JSONMeaning.equal(o.value, t.value) { return .keep }
        if let base {
            if JSONMeaning.equal(base.value, o.value) { return takeTheirs(base: base, ours: o, theirs: t, path: path, memberName: memberName) }
            if JSONMeaning.equal(base.value, t.value) { return .keep }
        }
        return mergeChanged(base: base, ours: o, theirs: t, path: path, memberName: memberName)
    }

    /// Two values both sides changed differently (or added differently): two containers of one
    /// kind merge inside; anything else is a conflict.
    mutating func mergeChanged(base: JSONNode?, ours o: JSONNode, theirs t: JSONNode, path: [String], memberName: String?) -> Outcome {
        guard !Self.isOneValue(memberName, o), !Self.isOneValue(memberName, t), Self.sameKind(o.value, t.value), base.map({ Self.sameKind($0.value, o.value) }) ?? true,
              let oursItems = JSONArrayKeys.items(of: o, memberName: memberName),
              let theirsItems = JSONArrayKeys.items(of: t, memberName: memberName) else { return .conflict }
        var baseItems: [JSONMergeItem] = []
        if let base {
            guard let items = JSONArrayKeys.items(of: base, memberName: memberName) else { return .conflict }
            baseItems = items
        }
        let items = JSONKeyedItems(base: baseItems, ours: oursItems, theirs: theirsItems, isObject: o.value.objectMembers != nil)
        return mergeContainer(items, oursNode: o, path: path)
    }

    /// THEIRS' change of a value OURS left meaning what it meant. OURS may still have written
    /// the container differently (members reordered, re-indented): its members are merged one
    /// by one so that OURS' layout stays; a scalar, or a container merged whole, is replaced.
    mutating func takeTheirs(base: JSONNode, ours o: JSONNode, theirs t: JSONNode, path: [String], memberName: String?) -> Outcome {
        let replaced = Outcome.edits([replaceValue(o, with: t)], [])
        guard Self.sameKind(o.value, t.value), Self.sameKind(base.value, o.value),
              let oursItems = JSONArrayKeys.items(of: o, memberName: memberName),
              let theirsItems = JSONArrayKeys.items(of: t, memberName: memberName),
              let baseItems = JSONArrayKeys.items(of: base, memberName: memberName) else { return replaced }
        let items = JSONKeyedItems(base: baseItems, ours: oursItems, theirs: theirsItems, isObject: o.value.objectMembers != nil)
        let merged = mergeContainer(items, oursNode: o, path: path)
        if case .edits(_, let blocks) = merged, blocks.isEmpty { return merged }
        return replaced
    }

    /// Whether a member's value means one thing and is merged whole, never member by member:
    /// a token's `$value` (one member, as docs/merge.md says) and an Xcode color-set entry's `color` (its
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
