import Testing
@testable import ThemeLintLSP

@Suite struct CursorAndDiffTests {
    /// The name found where `marker` (one ASCII byte) stands in `text`, the marker taken out.
    func name(_ text: String, at marker: Character) -> String? {
        var bytes = Array(text.utf8)
        guard let ascii = marker.asciiValue, let offset = bytes.firstIndex(of: ascii) else { return nil }
        bytes.remove(at: offset)
        return NameAtCursor.find(in: bytes, at: offset)?.name
    }

    @Test func findsTheNameInAStringAnAliasAndAnAndroidReference() {
        #expect(name(#"  "color_identifier": "sky|_300""#, at: "|") == "sky_300")
        #expect(name(#"  "$value": "rgba({color.acc|ent.1}, 0.5)""#, at: "|") == "color.accent.1")
        #expect(name(#"<item name="x">@color/bra|nd</item>"#, at: "|") == "brand")
        #expect(name(#"<color name="link">@color/brand_blue|</color>"#, at: "|") == "brand_blue")
        #expect(name(##"  "фон😀|": "#fff""##, at: "|") == "фон😀")
        #expect(name(#"  "a": |1"#, at: "|") == "1")
        #expect(name("   |   ", at: "|") == nil)
    }

    @Test func diffsLineByLineWithoutSplittingCharacters() {
        let old = Array("{\n  \"фон\": \"#fff\",\n  \"x\": \"фон\"\n}\n".utf8)
        let new = Array("{\n  \"фоњ\": \"#fff\",\n  \"x\": \"фоњ\"\n}\n".utf8)
        let edits = TextDiff.edits(from: old, to: new)
        #expect(edits.count == 2)
        for edit in edits {
            #expect(String(decoding: old[edit.start..<edit.end], as: UTF8.self) == "н")
            #expect(String(decoding: edit.replacement, as: UTF8.self) == "њ")
        }
        var applied = old
        for edit in edits.reversed() { applied.replaceSubrange(edit.start..<edit.end, with: edit.replacement) }
        #expect(applied == new)
        // Different line counts: one edit around everything that changed.
        let grown = Array("{\n  \"a\": 1,\n  \"b\": 2\n}\n".utf8)
        let single = TextDiff.edits(from: Array("{\n  \"a\": 1\n}\n".utf8), to: grown)
        #expect(single.count == 1)
        #expect(TextDiff.edits(from: grown, to: grown).isEmpty)
    }
}
