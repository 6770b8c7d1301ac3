/// A pretty JSON document written to a sink piece by piece, byte for byte what
/// `JSONOutput.rendered()` would give for the same tree: where a report has one long array
/// (the findings, the changes), its items are made and written one at a time, so a report of a
/// million findings never exists as one string or one `JSONOutput` tree.
///
/// Items are rendered into a small string each and handed to the sink in one `write`, so a
/// sink that is a buffered file pays one call per item, not per character.
indirect enum JSONStream {
    /// A value known up front (small: a header, a summary).
    case value(JSONOutput)
    /// An object whose members may themselves be streamed.
    case object([(String, JSONStream)])
    /// An array whose elements may themselves be streamed.
    case array([JSONStream])
    /// An array made one element at a time (each element is made just before it is written).
    case items(AnySequence<JSONOutput>)

    /// Writes the document pretty-printed, with a trailing newline.
    func writeDocument(to sink: inout some TextOutputStream) {
        var pending = ""
        write(to: &sink, level: 0, pending: &pending)
        pending += "\n"
        sink.write(pending)
    }

    /// Appends to `pending` and hands it to the sink once it holds a streamed item: the fixed
    /// parts around items are joined to them rather than written on their own.
    private func write(to sink: inout some TextOutputStream, level: Int, pending: inout String) {
        switch self {
        case .value(let value):
            value.write(into: &pending, indent: level)
        case .object(let members):
            guard !members.isEmpty else { pending += "{}"; return }
            pending += "{"
            for (offset, member) in members.enumerated() {
                if offset > 0 { pending += "," }
                JSONOutput.newline(&pending, level + 1)
                JSONOutput.writeString(member.0, into: &pending)
                pending += ": "
                member.1.write(to: &sink, level: level + 1, pending: &pending)
            }
            JSONOutput.newline(&pending, level)
            pending += "}"
        case .array(let elements):
            guard !elements.isEmpty else { pending += "[]"; return }
            pending += "["
            for (offset, element) in elements.enumerated() {
                if offset > 0 { pending += "," }
                JSONOutput.newline(&pending, level + 1)
                element.write(to: &sink, level: level + 1, pending: &pending)
            }
            JSONOutput.newline(&pending, level)
            pending += "]"
        case .items(let items):
            var empty = true
            for item in items {
                pending += empty ? "[" : ","
                empty = false
                JSONOutput.newline(&pending, level + 1)
                item.write(into: &pending, indent: level + 1)
                sink.write(pending)
                pending.removeAll(keepingCapacity: true)
            }
            if empty {
                pending += "[]"
            } else {
                JSONOutput.newline(&pending, level)
                pending += "]"
            }
        }
    }
}
