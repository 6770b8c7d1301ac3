/// Finding a node or a member of a parsed tree by the position the parser recorded for it,
/// by descending through the containers (their children stand in document order): the cost
/// is the depth times the logarithm of the widths, with no index built.
extension JSONNode {
    /// What stands at a position: a value, or a member's key.
    public enum Found: Sendable {
        /// The value starting there.
        case value(JSONNode)
        /// The member whose key's opening quote stands there.
        case key(JSONMember)
    }

    /// The value or key of this tree that starts at `position`, nil when none does.
    public func find(_ position: SourcePosition) -> Found? {
        var current = self
        while true {
            if current.position == position { return .value(current) }
            guard position > current.position else { return nil }
            switch current.value {
            case .object(let members):
                guard let index = Self.lastIndex(in: members, atOrBefore: position, by: \.keyPosition) else { return nil }
                let member = members[index]
                if member.keyPosition == position { return .key(member) }
                current = member.value
            case .array(let elements):
                guard let index = Self.lastIndex(in: elements, atOrBefore: position, by: \.position) else { return nil }
                current = elements[index]
            default:
                return nil
            }
        }
    }

    /// The index of the last of `items` (sorted by `key`) at or before `position`.
    private static func lastIndex<Item>(in items: [Item], atOrBefore position: SourcePosition, by key: (Item) -> SourcePosition) -> Int? {
        var low = 0
        var high = items.count
        while low < high {
            let middle = (low + high) / 2
            if key(items[middle]) <= position { low = middle + 1 } else { high = middle }
        }
        return low > 0 ? low - 1 : nil
    }
}
