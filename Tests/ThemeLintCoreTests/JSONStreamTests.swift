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
            ("runs", .array([.object([("results", .items(AnySequence(elements))), ("after", .value(.int(2)))])])),
            ("empty", .items(AnySequence([]))),
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

    @Test func eachItemIsOneWrite() {
        let (_, stream) = pair(items)
        var sink = RecordingSink()
        stream.writeDocument(to: &sink)
        // One write per item (with the text before it), and one for the rest of the document.
        #expect(sink.writes.count == items.count + 1)
    }
}
