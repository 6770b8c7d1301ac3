/// A pretty JSON document written to a sink piece by piece, byte for byte what
/// `JSONOutput.rendered()` would give for the same tree: where a report has one long array
/// (the findings, the changes), its items are made and written one at a time, so a report of a
/// million findings never exists as one string or one `JSONOutput` tree.
///
/// Items are rendered into a small byte buffer each and handed to the sink as one string in one
/// `write`, so a sink that is a buffered file pays one call per item, not per character.
enum JSONStream {
    /// A value known up front (small: a header, a summary).
    case value(JSONOutput)
    /// An object whose members may themselves be streamed.
    case object([(String, JSONStream)])
    /// An array whose elements may themselves be streamed.
    case array([JSONStream])
    /// An array of `count` elements made one at a time, in order: `write(index, writer)` writes
    /// element `index` into a `JSONWriter` just before it goes to the sink.
    case elements(count: Int, write: (Int, inout JSONWriter) -> Void)

    /// An array of values, each made just before it is written.
    static func items<Items: Collection>(_ items: Items, _ transform: @escaping (Items.Element) -> JSONOutput) -> JSONStream where Items.Index == Int {
        .elements(count: items.count) { index, writer in writer.value(transform(items[items.startIndex + index])) }
    }

    /// Writes the document pretty-printed, with a trailing newline.
    func writeDocument(to sink: inout some TextOutputStream) {
        var pending: [UInt8] = []
        write(to: &sink, level: 0, pending: &pending)
        pending.append(UInt8(ascii: "\n"))
        sink.write(String(decoding: pending, as: UTF8.self))
    }

    /// Appends to `pending` and hands it to the sink once it holds a streamed item: the fixed
    /// parts around items are joined to them rather than written on their own.
    private func write(to sink: inout some TextOutputStream, level: Int, pending: inout [UInt8]) {
        switch self {
        case .value(let value):
            value.write(into: &pending, indent: level)
        case .object(let members):
            guard !members.isEmpty else { pending.append(contentsOf: "{}".utf8); return }
            pending.append(UInt8(ascii: "{"))
            for (offset, member) in members.enumerated() {
                if offset > 0 { pending.append(UInt8(ascii: ",")) }
                JSONOutput.newline(&pending, level + 1)
                JSONOutput.writeString(member.0, into: &pending)
                pending.append(contentsOf: ": ".utf8)
                member.1.write(to: &sink, level: level + 1, pending: &pending)
            }
            JSONOutput.newline(&pending, level)
            pending.append(UInt8(ascii: "}"))
        case .array(let elements):
            guard !elements.isEmpty else { pending.append(contentsOf: "[]".utf8); return }
            pending.append(UInt8(ascii: "["))
            for (offset, element) in elements.enumerated() {
                if offset > 0 { pending.append(UInt8(ascii: ",")) }
                JSONOutput.newline(&pending, level + 1)
                element.write(to: &sink, level: level + 1, pending: &pending)
            }
            JSONOutput.newline(&pending, level)
            pending.append(UInt8(ascii: "]"))
        case .elements(let count, let writeElement):
            guard count > 0 else {
                pending.append(contentsOf: "[]".utf8)
                return
            }
            var writer = JSONWriter(level: level + 1)
            for index in 0..<count {
                pending.append(UInt8(ascii: index == 0 ? "[" : ","))
                JSONOutput.newline(&pending, level + 1)
                // The pending bytes go first into the element's buffer: the element is not copied again.
                writer.reset()
                writer.bytes.append(contentsOf: pending)
                pending.removeAll(keepingCapacity: true)
                writeElement(index, &writer)
                sink.write(String(decoding: writer.bytes, as: UTF8.self))
            }
            JSONOutput.newline(&pending, level)
            pending.append(UInt8(ascii: "]"))
        }
    }
}
