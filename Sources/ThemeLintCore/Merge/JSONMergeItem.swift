/// A member of an object or an element of a keyed array, by the name it is matched by.
struct JSONMergeItem {
    /// The member's key, or the element's key (`id=…`, `idiom=…;appearances=…`, the string).
    let key: String
    /// The value.
    let node: JSONNode
    /// Where a member's key stands (nil for an array element).
    let keyPosition: SourcePosition?
}
