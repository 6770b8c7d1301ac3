import Testing
@testable import ThemeLintCore

/// `SourceText` converts between byte offsets and line:column positions as the readers count
/// them, and knows the lines a piece of text owns.
@Suite struct SourceTextTests {
    @Test func offsetsAndPositionsAreInverseOnEveryByteThatStartsAScalar() throws {
        let text = "\u{FEFF}{\r\n\t\"é\": \"ü\",\r\"a\":\n  [1, \"日本\"]\n}"
        var source = SourceText(Array(text.utf8))
        let bytes = source.bytes
        #expect(source.hasByteOrderMark)
        #expect(source.lineBreak == [ASCII.carriageReturn, ASCII.lineFeed])
        #expect(source.lineCount() == 5)
        #expect(source.position(at: 3) == SourcePosition(line: 1, column: 1))
        #expect(source.position(at: 0) == nil)
        for offset in 3...bytes.count where offset == bytes.count || bytes[offset] & 0xC0 != 0x80 {
            let found = source.position(at: offset)
            let position = try #require(found)
            if offset < bytes.count, bytes[offset] == ASCII.lineFeed, bytes[offset - 1] == ASCII.carriageReturn { continue }
            #expect(source.offset(of: position) == offset, "offset \(offset) at \(position)")
        }
        #expect(source.offset(of: SourcePosition(line: 9, column: 1)) == nil)
    }

    @Test func positionsAgreeWithTheReadersOnLongMultiByteLines() throws {
        // One line of 500 members with multi-byte keys: checkpoints every 64 scalars.
        let text = "{" + (0..<500).map { "\"ключ\($0)\": \"значение\"" }.joined(separator: ", ") + "}"
        var source = SourceText(Array(text.utf8))
        let document = try JSONParser().parse(text)
        for member in try #require(document.root.value.objectMembers) {
            #expect(source.offset(of: member.keyPosition) == member.keySpan.start)
            #expect(source.position(at: member.value.span.start) == member.value.position)
        }
    }

    @Test func knowsTheLinesAnElementOwns() {
        let text = "<a>\n\t<b/> <!-- x -->\r\n  <c/><d/>\n<e/>"
        let source = SourceText(Array(text.utf8))
        let b = 5..<9
        #expect(source.indentation(before: b.lowerBound) == [ASCII.tab])
        #expect(source.wholeLines(of: b, comment: .xml) == 4..<22)
        #expect(source.wholeLines(of: b, comment: nil) == nil)
        #expect(source.ownedRange(of: b, comment: .xml) == 4..<22)
        // Sharing a line: the spaces before it only.
        let c = 24..<28
        #expect(source.wholeLines(of: c, comment: .xml) == nil)
        #expect(source.ownedRange(of: c, comment: .xml) == 22..<28)
        // The last line without a line break: the line break before it goes instead.
        let e = 33..<37
        #expect(source.ownedRange(of: e, comment: .xml) == 32..<37)
        #expect(SourceText.indentationUnit(of: source.bytes) == [ASCII.tab])
    }

    @Test func aParsedNodeStaysAsSmallAsAPositionMadeIt() {
        // A span (position and bytes) costs what a position alone did: the tree of a large
        // document does not grow.
        #expect(MemoryLayout<SourceSpan>.size == MemoryLayout<SourcePosition>.size)
        #expect(MemoryLayout<JSONNode>.stride <= 40)
        #expect(MemoryLayout<JSONMember>.stride <= 72)
    }
}
