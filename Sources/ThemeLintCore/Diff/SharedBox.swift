/// An immutable box around a value: the storage of report values that are copied often and
/// changed seldom (`RoleChange`, `RoleSnapshot`). Copying the value that holds the box copies
/// one reference; changing a field puts a changed copy of the value in a new box.
final class SharedBox<Value: Sendable>: Sendable {
    /// The boxed value.
    let value: Value

    /// A box holding `value`.
    init(_ value: Value) {
        self.value = value
    }
}
