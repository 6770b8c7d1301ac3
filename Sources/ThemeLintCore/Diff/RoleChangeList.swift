/// Role changes of a report, picked by their positions in its changes: what a group of
/// `DiffOutline` lists, read from the report's array instead of copied out of it (a palette
/// edit under 400,000 repainted roles would otherwise hold every role change twice).
public struct RoleChangeList: RandomAccessCollection, Sendable {
    /// The report's changes (shared, not copied).
    private let changes: [Change]
    /// Positions in `changes` of role changes, in report order.
    var positions: [Int]

    /// The role changes at `positions` of `changes`; a position of another kind of change is left out.
    public init(_ changes: [Change], positions: [Int]) {
        self.changes = changes
        self.positions = positions.filter { position in
            guard changes.indices.contains(position), case .roleChanged = changes[position] else { return false }
            return true
        }
    }

    /// The first position.
    public var startIndex: Int { 0 }
    /// One past the last position.
    public var endIndex: Int { positions.count }

    /// The role change at `index`.
    public subscript(index: Int) -> RoleChange {
        // Every kept position holds a role change (checked in `init`, and `DiffOutline` appends
        // only positions of role changes).
        guard case .roleChanged(let change) = changes[positions[index]] else {
            preconditionFailure("RoleChangeList position \(positions[index]) is not a role change")
        }
        return change
    }
}
