import Foundation
import Testing
import ThemeLintCore

/// The XML editor changes the bytes of what it edits and nothing else: line endings, tabs,
/// comments and a missing final newline stay as written.
@Suite struct XMLEditorTests {
    /// The `<color>` elements of a values file, by name.
    private func colors(_ text: String) throws -> [String: (element: XMLElement, name: XMLAttribute)] {
        let document = try XMLReader().read(Array(text.utf8))
        var result: [String: (XMLElement, XMLAttribute)] = [:]
        for element in document.elements where element.name == "color" || element.name == "item" {
            let name = try #require(document.attribute("name", of: element))
            result[name.value] = (element, name)
        }
        return result
    }

    private func applying(_ edits: [ByteEdit], to text: String) throws -> String {
        let result = String(decoding: try ByteEdit.apply(edits, to: Array(text.utf8)), as: UTF8.self)
        // Still well-formed.
        _ = try XMLReader().read(Array(result.utf8))
        return result
    }

    private func deleting(_ names: [String], from text: String) throws -> String {
        let found = try colors(text)
        let editor = XMLEditor(bytes: Array(text.utf8))
        let edits = try editor.deleteElements(at: names.map { try #require(found[$0]).element.position })
        return try applying(edits, to: text)
    }

    private func settingText(of name: String, to value: String, in text: String) throws -> String {
        let editor = XMLEditor(bytes: Array(text.utf8))
        return try applying([try editor.replaceText(ofElementAt: try #require(try colors(text)[name]).element.position, with: value)], to: text)
    }

    private func renaming(_ name: String, to newName: String, in text: String) throws -> String {
        let editor = XMLEditor(bytes: Array(text.utf8))
        return try applying([try editor.replaceAttributeValue(at: try #require(try colors(text)[name]).name.valuePosition, with: newName)], to: text)
    }

    static let values = "<?xml version=\"1.0\" encoding=\"utf-8\"?>\n<resources>\n    <color name=\"a\">#111111</color>\n    <color name=\"b\">#222222</color>\n    <color name=\"c\">#333333</color>\n</resources>\n"

    @Test func deletesTheFirstMiddleAndLastElementWithTheirLines() throws {
        let head = "<?xml version=\"1.0\" encoding=\"utf-8\"?>\n<resources>\n"
        let (a, b, c) = ("    <color name=\"a\">#111111</color>\n", "    <color name=\"b\">#222222</color>\n", "    <color name=\"c\">#333333</color>\n")
        #expect(try deleting(["a"], from: Self.values) == head + b + c + "</resources>\n")
        #expect(try deleting(["b"], from: Self.values) == head + a + c + "</resources>\n")
        #expect(try deleting(["c"], from: Self.values) == head + a + b + "</resources>\n")
        #expect(try deleting(["a", "b"], from: Self.values) == head + c + "</resources>\n")
        #expect(try deleting(["a", "b", "c"], from: Self.values) == head + "</resources>\n")
    }

    @Test func keepsCRLFTabsAndComments() throws {
        let text = "<resources>\r\n\t<!-- brand -->\r\n\t<color name=\"a\">#111111</color>\r\n\t<color name=\"b\">#222222</color> <!-- old -->\r\n\t<color name=\"c\">\t#333333 </color>\r\n</resources>\r\n"
        #expect(try deleting(["a"], from: text) == "<resources>\r\n\t<!-- brand -->\r\n\t<color name=\"b\">#222222</color> <!-- old -->\r\n\t<color name=\"c\">\t#333333 </color>\r\n</resources>\r\n")
        // A comment after the element on its line goes with it.
        #expect(try deleting(["b"], from: text) == "<resources>\r\n\t<!-- brand -->\r\n\t<color name=\"a\">#111111</color>\r\n\t<color name=\"c\">\t#333333 </color>\r\n</resources>\r\n")
        // The whitespace around a value stays.
        #expect(try settingText(of: "c", to: "@color/a", in: text) == text.replacingOccurrences(of: "\t#333333 <", with: "\t@color/a <"))
        #expect(try renaming("a", to: "brand_a", in: text) == text.replacingOccurrences(of: "name=\"a\"", with: "name=\"brand_a\""))
    }

    @Test func keepsAMissingFinalNewline() throws {
        let text = "<resources>\n  <color name=\"a\">#111111</color>\n  <color name=\"b\">#222222</color>\n</resources>"
        #expect(try deleting(["b"], from: text) == "<resources>\n  <color name=\"a\">#111111</color>\n</resources>")
        #expect(try settingText(of: "a", to: "#ABCDEF", in: text) == text.replacingOccurrences(of: "#111111", with: "#ABCDEF"))
        // An element on the last line, without a final newline, takes the line ending before it.
        let fragment = "<resources><color name=\"a\">#111111</color>\n<color name=\"b\">#222222</color>\n<color name=\"c\">#333333</color></resources>"
        #expect(try deleting(["b"], from: fragment) == "<resources><color name=\"a\">#111111</color>\n<color name=\"c\">#333333</color></resources>")
    }

    @Test func deletesAnElementThatSharesItsLine() throws {
        let text = "<resources>\n  <color name=\"a\">#111111</color> <color name=\"b\">#222222</color>\n</resources>\n"
        #expect(try deleting(["b"], from: text) == "<resources>\n  <color name=\"a\">#111111</color>\n</resources>\n")
    }

    @Test func replacesValuesAndAttributesAfterMultibyteText() throws {
        let text = "<resources>\n  <!-- Blå — färger -->\n  <item name=\"ä\" type=\"color\">#111111</item><color name=\"b\">#222222</color>\n</resources>\n"
        #expect(try settingText(of: "b", to: "@color/ä", in: text) == text.replacingOccurrences(of: "#222222", with: "@color/ä"))
        #expect(try renaming("ä", to: "a", in: text) == text.replacingOccurrences(of: "name=\"ä\"", with: "name=\"a\""))
        // Escaped for where it goes.
        #expect(try renaming("b", to: "x\"&", in: text).contains("name=\"x&quot;&amp;\""))
    }

    @Test func refusesWhatItWouldHaveToGuess() throws {
        let text = "<resources>\n  <color name=\"a\">#11&#49;111</color>\n  <color name=\"b\"/>\n  <color name=\"c\"><!-- x -->#333333</color>\n</resources>\n"
        let found = try colors(text)
        let editor = XMLEditor(bytes: Array(text.utf8))
        for name in ["a", "b", "c"] {
            #expect(throws: EditError.self) { try editor.replaceText(ofElementAt: try #require(found[name]).element.position, with: "#000000") }
        }
        #expect(throws: EditError.self) { try editor.deleteElements(at: [SourcePosition(line: 2, column: 4)]) }
        #expect(throws: EditError.self) { try editor.replaceAttributeValue(at: SourcePosition(line: 9, column: 1), with: "x") }
    }
}
