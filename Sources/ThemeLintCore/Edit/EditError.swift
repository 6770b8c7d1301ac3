/// Why an edit could not be made: the place given does not hold what the edit expects (the
/// file changed since it was read, or the caller named the wrong place). Every editor
/// (`JSONEditor`, `XMLEditor`) throws it.
public struct EditError: Error, Sendable, Hashable, CustomStringConvertible {
    /// What was expected where.
    public var message: String

    /// Creates an error.
    public init(_ message: String) {
        self.message = message
    }

    /// A human-readable form, as shown in messages.
    public var description: String { message }
}
