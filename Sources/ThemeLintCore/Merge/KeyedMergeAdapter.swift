/// The three sides of a merge, by role.
enum MergeRole {
    case base, ours, theirs
}

/// What the keyed three-way merge needs from a format: on each side, items in document order
/// that have a key (what items are matched by) and a meaning (what an edit changes). The
/// adapter also knows where each item's bytes stand; the merge only decides, and the format's
/// writer turns the decisions into edits of OURS' bytes.
///
/// The JSON adapter's items are an object's members or a keyed array's elements
/// (`JSONKeyedItems`); the Android adapter's are the elements under `<resources>`
/// (`AndroidKeyedItems`).
protocol KeyedMergeAdapter {
    associatedtype Key: Hashable
    /// How many items `role` has.
    func count(_ role: MergeRole) -> Int
    /// The key of `role`'s item at `index`.
    func key(_ role: MergeRole, _ index: Int) -> Key
    /// Whether two items (of any sides) mean the same.
    func sameMeaning(_ a: (MergeRole, Int), _ b: (MergeRole, Int)) -> Bool
    /// A hash of what the item means apart from its key (what a rename keeps), nil when the
    /// item cannot be renamed. Equal for items `sameMeaningApartFromKey` calls the same.
    func renameHash(_ role: MergeRole, _ index: Int) -> Int?
    /// Whether two items mean the same apart from their keys.
    func sameMeaningApartFromKey(_ a: (MergeRole, Int), _ b: (MergeRole, Int)) -> Bool
}
