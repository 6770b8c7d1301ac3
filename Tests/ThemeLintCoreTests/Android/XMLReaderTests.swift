import Testing
@testable import ThemeLintCore

/// The XML reader: positions of elements, attributes and text; the five entities and character
/// references; and every kind of bad input as an error at its line and column, in bounded work.
@Suite struct XMLReaderTests {
    static func read(_ text: String) throws(XMLSyntaxError) -> XMLDocument {
        try XMLReader().read(Array(text.utf8))
    }

    static func error(_ text: String) -> XMLSyntaxError? {
        do {
            _ = try read(text)
            return nil
        } catch {
            return error
        }
    }

    static func error(bytes: [UInt8]) -> XMLSyntaxError? {
        do {
            _ = try XMLReader().read(bytes)
            return nil
        } catch {
            return error
        }
    }

    @Test func keepsLineAndColumnOfElementsAttributesAndText() throws {
        let document = try Self.read("<?xml version=\"1.0\" encoding=\"utf-8\"?>\r\n<resources>\r\n  <!-- é -->\r\n  <color name=\"ä_blue\">  #2688EB </color>\n</resources>\n")
        let color = try #require(document.elements.first { $0.name == "color" })
        #expect(color.position == SourcePosition(line: 4, column: 3))
        let name = try #require(document.attribute("name", of: color))
        #expect(name.value == "ä_blue")
        #expect(name.position == SourcePosition(line: 4, column: 10))
        #expect(name.valuePosition == SourcePosition(line: 4, column: 16))
        #expect(color.trimmedText == "#2688EB")
        #expect(color.textPosition == SourcePosition(line: 4, column: 26))
        #expect(document.root?.name == "resources")
        #expect(document.root?.children == [1])
        #expect(color.parent == 0)
    }

    @Test func expandsOnlyThePredefinedEntitiesAndCharacterReferences() throws {
        let document = try Self.read(#"<r a="&lt;&gt;&amp;&apos;&quot;&#65;&#x42;">x&amp;y<![CDATA[<z>]]>&#x1F600;</r>"#)
        #expect(document.root.flatMap { document.attribute("a", of: $0) }?.value == "<>&'\"AB")
        #expect(document.root?.text == "x&y<z>😀")
        let undefined = try #require(Self.error("<r>\n  &nbsp;</r>"))
        #expect(undefined.position == SourcePosition(line: 2, column: 3))
        #expect(undefined.message.contains("undefined entity &nbsp;"))
    }

    @Test func aBillionLaughsFileIsRefusedAtItsDTDWithoutExpandingAnything() throws {
        var text = "<?xml version=\"1.0\"?>\n<!DOCTYPE lolz [\n <!ENTITY lol \"lol\">\n"
        for level in 1...9 {
            text += " <!ENTITY lol\(level) \"" + String(repeating: "&lol\(level == 1 ? "" : String(level - 1));", count: 10) + "\">\n"
        }
        text += "]>\n<resources><color name=\"x\">&lol9;</color></resources>\n"
        let error = try #require(Self.error(text))
        #expect(error.position == SourcePosition(line: 2, column: 1))
        #expect(error.message.contains("DTD"))
    }

    @Test func anExternalEntityDTDIsRefused() throws {
        let error = try #require(Self.error("<?xml version=\"1.0\"?>\n  <!DOCTYPE r [<!ENTITY x SYSTEM \"file:///etc/passwd\">]>\n<resources>&x;</resources>"))
        #expect(error.position == SourcePosition(line: 2, column: 3))
        #expect(error.message.contains("DTD"))
    }

    @Test func a100000DeepDocumentIsAnErrorAtTheFirstElementTooDeep() throws {
        let text = String(repeating: "<a>", count: 100_000) + String(repeating: "</a>", count: 100_000)
        let error = try #require(Self.error(text))
        // The 257th start tag: 256 tags of 3 characters before it.
        #expect(error.position == SourcePosition(line: 1, column: XMLReader.maximumDepth * 3 + 1))
        #expect(error.message.contains("nested more than \(XMLReader.maximumDepth)"))
    }

    @Test func invalidUTF8IsAnErrorAtItsByte() throws {
        let bytes = Array("<resources>\n  <color name=\"a\">#FFF".utf8) + [0xC3, 0x28] + Array("</color></resources>".utf8)
        let error = try #require(Self.error(bytes: bytes))
        #expect(error.position == SourcePosition(line: 2, column: 23))
        #expect(error.message.contains("invalid UTF-8"))
        let truncated = try #require(Self.error(bytes: Array("<r>".utf8) + [0xE2, 0x82]))
        #expect(truncated.position == SourcePosition(line: 1, column: 4))
    }

    @Test(arguments: [
        ("<resources>\n<color name=\"a\">#FFF</colour>\n</resources>", 2, 21, "does not close <color>"),
        ("<resources>\n  <color name=\"a\">#FFF</color>\n", 3, 1, "is not closed"),
        ("<a/><b/>", 1, 5, "second root"),
        ("<a x=\"1\" x=\"2\"/>", 1, 10, "repeated"),
        ("<?xml version=\"1.0\" encoding=\"UTF-16\"?><a/>", 1, 31, "UTF-8 only"),
        ("", 1, 1, "no root element"),
        ("text<a/>", 1, 1, "text before"),
        ("<a b=\"<\"/>", 1, 7, "not allowed in an attribute value"),
        ("<a>\u{01}</a>", 1, 4, "control character"),
        ("<a><!-- x -- y --></a>", 1, 11, "\"--\""),
        ("<a>&#0;</a>", 1, 4, "does not allow"),
        ("<a>]]></a>", 1, 4, "]]>"),
        ("<a><?xml version=\"1.0\"?></a>", 1, 4, "very start"),
    ] as [(String, Int, Int, String)])
    func malformedInputIsAnErrorAtItsPlace(_ text: String, _ line: Int, _ column: Int, _ message: String) throws {
        let error = try #require(Self.error(text))
        #expect(error.position == SourcePosition(line: line, column: column), "\(error)")
        #expect(error.message.contains(message), "\(error.message)")
    }

    @Test func commentsProcessingInstructionsAndAByteOrderMarkAreSkipped() throws {
        let document = try XMLReader().read([0xEF, 0xBB, 0xBF] + Array("<?xml version='1.0'?><!-- c --><?pi data?><r><!-- in --><c/></r><!-- after -->\n".utf8))
        #expect(document.elements.map(\.name) == ["r", "c"])
        #expect(document.root?.position == SourcePosition(line: 1, column: 43))
    }
}
