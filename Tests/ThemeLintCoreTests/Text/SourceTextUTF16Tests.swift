import Testing
import ThemeLintCore

@Suite struct SourceTextUTF16Tests {
    // Line 2 holds Cyrillic (2 bytes, 1 UTF-16 unit each) and an emoji (4 bytes, 2 units).
    let text = "{\r\n  \"фон\": \"😀#fff\",\n  \"x\": 1\n}"

    @Test func columnsOfScalarPositionsInEachUnit() {
        var layout = SourceText(Array(text.utf8))
        // The value's opening quote: scalar column 10 of line 2.
        #expect(layout.column(of: SourcePosition(line: 2, column: 10), unit: .utf16) == 9)
        #expect(layout.column(of: SourcePosition(line: 2, column: 10), unit: .utf8) == 12)
        // After the emoji: scalar 12, UTF-16 12, UTF-8 17.
        #expect(layout.column(of: SourcePosition(line: 2, column: 12), unit: .utf16) == 12)
        #expect(layout.column(of: SourcePosition(line: 2, column: 12), unit: .utf8) == 17)
        #expect(layout.column(of: SourcePosition(line: 9, column: 1), unit: .utf16) == nil)
    }

    @Test func offsetsAndPositionsRoundTripOnEveryCharacterBoundary() {
        var layout = SourceText(Array(text.utf8))
        let bytes = Array(text.utf8)
        for unit in [SourceText.ColumnUnit.utf16, .utf8] {
            for offset in 0...bytes.count where offset == bytes.count || bytes[offset] & 0xC0 != 0x80 {
                if offset > 0, bytes[offset - 1] == 13, offset < bytes.count, bytes[offset] == 10 { continue }
                let (line, column) = layout.lineAndColumn(ofOffset: offset, unit: unit)
                #expect(layout.offset(line: line, column: column, unit: unit) == offset, "offset \(offset) in \(unit)")
            }
        }
    }

    @Test func columnsInsideAnEmojiOrPastTheLineAreClamped() {
        var layout = SourceText(Array(text.utf8))
        let emoji = layout.offset(line: 1, column: 10, unit: .utf16)
        // UTF-16 column 11 falls between the emoji's two code units: its start.
        #expect(layout.offset(line: 1, column: 11, unit: .utf16) == emoji)
        // Past the end of line 2: before its line break; past the last line: the end.
        #expect(layout.offset(line: 1, column: 500, unit: .utf16) == layout.lineEndOffset(1))
        #expect(layout.offset(line: 40, column: 0, unit: .utf16) == Array(text.utf8).count)
        let afterBreak = layout.lineAndColumn(ofOffset: 3, unit: .utf16)
        #expect(afterBreak.line == 1 && afterBreak.column == 0)
    }
}
