/// One change to a file's bytes: the bytes in `range` replaced by `replacement` (an insertion
/// when the range is empty, a deletion when the replacement is).
///
/// Edits are made against the original bytes and applied together (`ByteEdit.apply`), so an
/// editor never has to track how earlier edits moved later offsets.
public struct ByteEdit: Sendable, Hashable {
    /// The original bytes replaced, as offsets into the original file.
    public var range: Range<Int>
    /// What stands there afterwards.
    public var replacement: [UInt8]

    /// Creates an edit.
    public init(range: Range<Int>, replacement: [UInt8]) {
        self.range = range
        self.replacement = replacement
    }

    /// Creates an edit whose replacement is `text`'s UTF-8.
    public init(range: Range<Int>, text: String) {
        self.init(range: range, replacement: Array(text.utf8))
    }
}

/// Two edits of one file that touch the same bytes (or insert at the same offset).
public struct OverlappingEditsError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The first edit's range.
    public var first: Range<Int>
    /// The second edit's range.
    public var second: Range<Int>

    /// A human-readable form, as shown in messages.
    public var description: String {
        "edits overlap: bytes \(first.lowerBound)..<\(first.upperBound) and \(second.lowerBound)..<\(second.upperBound)"
    }
}

extension ByteEdit {
    /// `bytes` with every edit applied at once. Edits may come in any order; every byte outside
    /// their ranges is kept as it was.
    /// - Throws: `OverlappingEditsError` when two edits overlap, or insert at one offset (their
    ///   order would be a guess), or a range lies outside `bytes`.
    public static func apply(_ edits: [ByteEdit], to bytes: [UInt8]) throws(OverlappingEditsError) -> [UInt8] {
        let sorted = edits.sorted { ($0.range.lowerBound, $0.range.upperBound) < ($1.range.lowerBound, $1.range.upperBound) }
        var output: [UInt8] = []
        output.reserveCapacity(bytes.count + sorted.reduce(0) { $0 + $1.replacement.count })
        var cursor = 0
        var previous: Range<Int>?
        for edit in sorted {
            guard edit.range.lowerBound >= 0, edit.range.upperBound <= bytes.count else {
                throw OverlappingEditsError(first: edit.range, second: 0..<bytes.count)
            }
            if let previous, edit.range.lowerBound < previous.upperBound || edit.range.lowerBound == previous.lowerBound {
                throw OverlappingEditsError(first: previous, second: edit.range)
            }
            output.append(contentsOf: bytes[cursor..<edit.range.lowerBound])
            output.append(contentsOf: edit.replacement)
            cursor = edit.range.upperBound
            previous = edit.range
        }
        output.append(contentsOf: bytes[cursor...])
        return output
    }
}

extension ByteEdit {
    /// `edits` without those that lie inside a non-empty range another edit replaces (a
    /// reference inside a deleted token): the outer edit already decides those bytes.
    public static func droppingNested(_ edits: [ByteEdit]) -> [ByteEdit] {
        let sorted = edits.sorted { ($0.range.lowerBound, -$0.range.upperBound) < ($1.range.lowerBound, -$1.range.upperBound) }
        var kept: [ByteEdit] = []
        for edit in sorted {
            if let last = kept.last, !last.range.isEmpty, edit.range.lowerBound >= last.range.lowerBound, edit.range.upperBound <= last.range.upperBound {
                continue
            }
            kept.append(edit)
        }
        return kept
    }
}

extension SourceText {
    /// The text's bytes with every edit of `edits` applied at once (`ByteEdit.apply`): how
    /// every editor's edits, of any format, are made.
    /// - Throws: `OverlappingEditsError` when two edits overlap or one lies outside the text.
    public func applying(_ edits: [ByteEdit]) throws(OverlappingEditsError) -> [UInt8] {
        try ByteEdit.apply(edits, to: bytes)
    }
}
