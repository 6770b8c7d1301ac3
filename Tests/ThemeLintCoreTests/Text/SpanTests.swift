import Testing
import ThemeLintTestSupport
@testable import ThemeLintCore

/// The readers record the bytes of every value, key, element and attribute value they read,
/// so an editor takes what it changes from there instead of scanning again.
@Suite struct SpanTests {
    @Test func everyJSONValueAndKeySpanHoldsExactlyItsText() throws {
        var generator = SplitMix64(state: 31)
        for _ in 0..<200 {
            let text = Self.randomJSON(depth: 0, &generator)
            let document = try JSONParser().parse(text)
            let bytes = Array(text.utf8)
            var stack = [document.root]
            while let node = stack.popLast() {
                let range = try #require(node.span.bytes)
                // The span parses alone to the same value (containers: with as many children,
                // their positions being another document's).
                let alone = try JSONParser().parse(Array(bytes[range])).root.value
                switch (alone, node.value) {
                case (.object(let read), .object(let members)): #expect(read.map(\.key) == members.map(\.key))
                case (.array(let read), .array(let elements)): #expect(read.count == elements.count)
                default: #expect(alone == node.value)
                }
                switch node.value {
                case .object(let members):
                    for member in members {
                        let key = try #require(member.keySpan.bytes)
                        #expect(try JSONParser().parse(Array(bytes[key])).root.value == .string(member.key))
                        stack.append(member.value)
                    }
                case .array(let elements):
                    stack.append(contentsOf: elements)
                default:
                    break
                }
            }
        }
    }

    @Test func findsTheNodeOrKeyAtAPosition() throws {
        let text = "{\"a\": [1, {\"b\": \"x\"}], \"c\": null}"
        let root = try JSONParser().parse(text).root
        let b = try #require(root["a"]?.value.arrayElements?[1].member("b"))
        guard case .key(let found)? = root.find(b.keyPosition) else { Issue.record("no key at \(b.keyPosition)"); return }
        #expect(found.key == "b")
        guard case .value(let value)? = root.find(b.value.position) else { Issue.record("no value at \(b.value.position)"); return }
        #expect(value.value == .string("x"))
        #expect(root.find(SourcePosition(line: 1, column: 4)) == nil)
    }

    @Test func everyXMLElementAndAttributeValueSpanHoldsItsText() throws {
        let text = "<?xml version=\"1.0\"?>\n<resources a='1'>\n  <color name=\"ä\">#FFF</color><empty x=\"&amp;\"/>\n  <style name=\"s\"><item name=\"i\">@color/ä</item></style>\n</resources>"
        let bytes = Array(text.utf8)
        let document = try XMLReader().read(bytes)
        for element in document.elements {
            let written = String(decoding: bytes[element.bytes], as: UTF8.self)
            #expect(written.hasPrefix("<" + element.name))
            #expect(written.hasSuffix(element.contentBytes == nil ? "/>" : "</\(element.name)>"))
            #expect(String(decoding: bytes[element.startTagBytes], as: UTF8.self).hasSuffix(">"))
            #expect(document.element(at: element.position)?.name == element.name)
            for attribute in document.attributes(of: element) {
                let value = String(decoding: bytes[attribute.valueBytes], as: UTF8.self)
                #expect(value == attribute.value || value == "&amp;")
                #expect(document.attribute(withValueAt: attribute.valuePosition)?.name == attribute.name)
            }
        }
        let color = try #require(document.elements.first { $0.name == "color" })
        #expect(String(decoding: bytes[try #require(color.contentBytes)], as: UTF8.self) == "#FFF")
    }

    /// A random JSON text with varied spacing, escapes and multi-byte characters.
    static func randomJSON(depth: Int, _ generator: inout SplitMix64) -> String {
        let space = ["", " ", "\n  ", "\r\n\t"][generator.below(4)]
        switch depth < 3 ? generator.below(7) : 2 + generator.below(5) {
        case 0:
            let members = (0..<generator.below(4)).map { index in "\"k\(index)é\\n\"\(space):\(space)" + randomJSON(depth: depth + 1, &generator) }
            return "{" + space + members.joined(separator: "," + space) + space + "}"
        case 1:
            let elements = (0..<generator.below(4)).map { _ in randomJSON(depth: depth + 1, &generator) }
            return "[" + elements.joined(separator: "," + space) + "]"
        case 2: return "\"s\\\"\\u00e9日\(generator.below(100))\""
        case 3: return ["-0.5e3", "12", "0", "1E+2"][generator.below(4)]
        case 4: return "true"
        case 5: return "false"
        default: return "null"
        }
    }
}
