/// A position in a named file of a source.
public struct Location: Sendable, Hashable, Comparable, CustomStringConvertible {
    /// Repository-relative path.
    public var file: String
    /// Line and column in the file.
    public var position: SourcePosition

    /// Creates a location.
    public init(file: String, position: SourcePosition) {
        self.file = file
        self.position = position
    }

    /// Orders values for stable, sorted output.
    public static func < (lhs: Location, rhs: Location) -> Bool {
        (lhs.file, lhs.position.line, lhs.position.column) < (rhs.file, rhs.position.line, rhs.position.column)
    }

    /// A human-readable form, as shown in messages.
    public var description: String { "\(file):\(position.line):\(position.column)" }
}
