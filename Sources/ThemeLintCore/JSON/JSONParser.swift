/// A strict RFC 8259 JSON parser that records the position of every value and every
/// duplicate key. (Implementation pending.)
public struct JSONParser: Sendable {
    /// The deepest nesting of arrays and objects accepted before the parser gives up with an error.
    public var maxDepth: Int

    /// Creates a parser.
    public init(maxDepth: Int = 512) {
        self.maxDepth = maxDepth
    }

    /// Parses a complete document from UTF-8 bytes.
    /// - Throws: `JSONSyntaxError` with the position of the first error.
    public func parse(_ bytes: [UInt8]) throws(JSONSyntaxError) -> JSONDocument {
        throw JSONSyntaxError(message: "not implemented", position: .start)
    }
}
