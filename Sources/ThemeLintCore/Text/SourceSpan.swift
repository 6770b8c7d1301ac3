/// Where a piece of text a reader parsed stands: the line and column of its first character
/// and its bytes (`start..<end`), packed in 16 bytes (as much as a `SourcePosition` alone), so
/// that every node of a large document can carry both without growing.
///
/// Offsets and line numbers are 32-bit: the readers refuse documents of 4 GiB or more.
public struct SourceSpan: Sendable, Hashable {
    private var line: UInt32
    private var column: UInt32
    private var startOffset: UInt32
    private var endOffset: UInt32

    /// The span of `bytes` (`start..<end`) whose first character stands at `position`.
    @inline(__always)
    public init(_ position: SourcePosition, bytes start: Int, _ end: Int) {
        line = UInt32(truncatingIfNeeded: position.line)
        column = UInt32(truncatingIfNeeded: position.column)
        startOffset = UInt32(truncatingIfNeeded: start)
        endOffset = UInt32(truncatingIfNeeded: end)
    }

    /// A position without bytes (a node made by hand): `bytes` is nil.
    public init(_ position: SourcePosition) {
        self.init(position, bytes: 0, 0)
    }

    /// The largest document the readers accept: offsets must fit in 32 bits.
    public static let maximumDocumentSize = Int(UInt32.max)

    /// Where the first character stands.
    public var position: SourcePosition {
        get { SourcePosition(line: Int(line), column: Int(column)) }
        set {
            line = UInt32(clamping: newValue.line)
            column = UInt32(clamping: newValue.column)
        }
    }

    /// The bytes, nil for a span made without them.
    public var bytes: Range<Int>? {
        endOffset > startOffset ? Int(startOffset)..<Int(endOffset) : nil
    }

    /// The offset of the first byte (0 for a span made without bytes).
    public var start: Int { Int(startOffset) }

    /// The offset just past the last byte (0 for a span made without bytes).
    public var end: Int { Int(endOffset) }
}
