/// A 1-based line and column in a text document.
public struct SourcePosition: Sendable, Hashable, Comparable, CustomStringConvertible {
    /// 1-based line number.
    public var line: Int
    /// 1-based column number, counted in Unicode scalars from the start of the line.
    public var column: Int

    /// Creates a position from a 1-based line and column.
    public init(line: Int, column: Int) {
        self.line = line
        self.column = column
    }

    /// The start of a document.
    public static let start = SourcePosition(line: 1, column: 1)

    /// Orders values for stable, sorted output.
    public static func < (lhs: SourcePosition, rhs: SourcePosition) -> Bool {
        (lhs.line, lhs.column) < (rhs.line, rhs.column)
    }

    /// A human-readable form, as shown in messages.
    public var description: String { "\(line):\(column)" }
}
