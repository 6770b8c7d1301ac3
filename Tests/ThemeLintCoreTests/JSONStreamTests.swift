import Testing
@testable import ThemeLintCore

/// A sink that records each write, to see that items arrive one at a time.
private struct RecordingSink: TextOutputStream {
    var writes: [String] = []
    mutating func write(_ string: String) { writes.append(string) }
}

@Suite struct JSONStreamTests {
    private let items: [JSONOutput] = [
        .object([("a", .int(1)), ("b", .array([.string("x"), .null]))]),
        .object([]),
        .array([]),
        .string("line\nbreak \"quoted\""),
    ]

    /// The same document as a `JSONOutput` tree and as a stream whose long arrays are made item by item.
    private func pair(_ elements: [JSONOutput]) -> (tree: JSONOutput, stream: JSONStream) {
        let tree: JSONOutput = .object([
            ("head", .object([("name", .string("themelint"))])),
            ("runs", .array([.object([("results", .array(elements)), ("after", .int(2))])])),
            ("empty", .array([])),
        ])
        let stream: JSONStream = .object([
            ("head", .value(.object([("name", .string("themelint"))]))),
            ("runs", .array([.object([("results", .items(elements) { $0 }), ("after", .value(.int(2)))])])),
            ("empty", .items([JSONOutput]()) { $0 }),
        ])
        return (tree, stream)
    }

    @Test func streamedDocumentIsByteForByteTheRenderedTree() {
        for elements in [items, [], [items[0]]] {
            let (tree, stream) = pair(elements)
            var streamed = ""
            stream.writeDocument(to: &streamed)
            #expect(streamed == tree.rendered() + "\n")
        }
    }

    @Test func writerLaysOutAsTheTreeRenders() {
        let tree: JSONOutput = .object([
            ("a", .object([])), ("b", .array([.int(1), .object([("c", .array([]))]), .array([.string("d")])])), ("e", .null),
        ])
        for level in 0..<3 {
            var writer = JSONWriter(level: level)
            writer.beginObject()
            writer.key("a")
            writer.beginObject()
            writer.endObject()
            writer.key("b")
            writer.beginArray()
            writer.value(.int(1))
            writer.beginObject()
            writer.key("c")
            writer.beginArray()
            writer.endArray()
            writer.endObject()
            writer.value(.array([.string("d")]))
            writer.endArray()
            writer.member("e", .null)
            writer.endObject()
            var expected: [UInt8] = []
            tree.write(into: &expected, indent: level)
            #expect(String(decoding: writer.bytes, as: UTF8.self) == String(decoding: expected, as: UTF8.self))
        }
    }

    @Test func eachItemIsOneWrite() {
        let (_, stream) = pair(items)
        var sink = RecordingSink()
        stream.writeDocument(to: &sink)
        // One write per item (with the text before it), and one for the rest of the document.
        #expect(sink.writes.count == items.count + 1)
    }

    @Test func stringsEscapeControlsSeparatorsQuotesAndBackslashesOnly() {
        let text = "a\u{0}\u{7F}\u{85}\u{9F}\u{A0}\u{2027}\u{2028}\u{2029}é😀\"\\\n\t\r\u{1B}z"
        #expect(JSONOutput.string(text).rendered(pretty: false) == #""a\u0000\u007F\u0085\u009F\#u{A0}\#u{2027}\u2028\u2029é😀\"\\\n\t\r\u001Bz""#)
        #expect(JSONOutput.array([.int(-42), .int(0), .int(Int.min), .int(1_000_000)]).rendered(pretty: false) == "[-42,0,\(Int.min),1000000]")
    }
}
