/// Finding an element or an attribute by the position the reader recorded for it: both are
/// kept in document order, so a binary search finds them with no index built.
extension XMLDocument {
    /// The element whose start tag's `<` stands at `position`, nil when none does.
    public func element(at position: SourcePosition) -> XMLElement? {
        Self.index(in: elements, of: position, by: \.position).map { elements[$0] }
    }

    /// The attribute whose value starts at `position` (just after its opening quote), nil when
    /// none does.
    public func attribute(withValueAt position: SourcePosition) -> XMLAttribute? {
        Self.index(in: attributes, of: position, by: \.valuePosition).map { attributes[$0] }
    }

    /// The index of the item of `items` (sorted by `key`) at `position`.
    private static func index<Item>(in items: [Item], of position: SourcePosition, by key: (Item) -> SourcePosition) -> Int? {
        var low = 0
        var high = items.count
        while low < high {
            let middle = (low + high) / 2
            if key(items[middle]) < position { low = middle + 1 } else { high = middle }
        }
        return low < items.count && key(items[low]) == position ? low : nil
    }
}
