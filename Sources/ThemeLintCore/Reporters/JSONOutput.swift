/// A JSON value to write, with object members in the order given (reports read top-down).
public indirect enum JSONOutput: Sendable, Hashable {
    case object([(String, JSONOutput)])
    case array([JSONOutput])
    case string(String)
    case int(Int)
    case double(Double)
    case bool(Bool)
    case null

    /// Equality by the value's content.
    public static func == (lhs: JSONOutput, rhs: JSONOutput) -> Bool {
        lhs.rendered(pretty: false) == rhs.rendered(pretty: false)
    }

    /// Hashes the same content `==` compares.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(rendered(pretty: false))
    }

    /// A string, or null when nil.
    public static func optional(_ value: String?) -> JSONOutput {
        value.map { .string($0) } ?? .null
    }

    /// Serializes the value: pretty (two-space indent, one member per line) or compact.
    public func rendered(pretty: Bool = true) -> String {
        var out = ""
        write(into: &out, indent: pretty ? 0 : nil)
        return out
    }

    /// Appends the value pretty-printed as if nested `level` deep (its first line unindented:
    /// it follows a key or a line's indentation), or compact when `level` is nil.
    func write(into out: inout String, indent: Int?) {
        switch self {
        case .null: out += "null"
        case .bool(let value): out += value ? "true" : "false"
        case .int(let value): out += String(value)
        case .double(let value): out += JSONOutput.format(value)
        case .string(let value): JSONOutput.writeString(value, into: &out)
        case .array(let items):
            if items.isEmpty { out += "[]"; return }
            out += "["
            for (offset, item) in items.enumerated() {
                if offset > 0 { out += "," }
                JSONOutput.newline(&out, indent.map { $0 + 1 })
                item.write(into: &out, indent: indent.map { $0 + 1 })
            }
            JSONOutput.newline(&out, indent)
            out += "]"
        case .object(let members):
            if members.isEmpty { out += "{}"; return }
            out += "{"
            for (offset, member) in members.enumerated() {
                if offset > 0 { out += "," }
                JSONOutput.newline(&out, indent.map { $0 + 1 })
                JSONOutput.writeString(member.0, into: &out)
                out += indent == nil ? ":" : ": "
                member.1.write(into: &out, indent: indent.map { $0 + 1 })
            }
            JSONOutput.newline(&out, indent)
            out += "}"
        }
    }

    static func newline(_ out: inout String, _ indent: Int?) {
        guard let indent else { return }
        out += "\n"
        out += String(repeating: "  ", count: indent)
    }

    /// Shortest round-tripping decimal; integral values without a fraction; non-finite as null.
    static func format(_ value: Double) -> String {
        guard value.isFinite else { return "null" }
        if value == value.rounded(), abs(value) < 1e15 { return String(Int(value)) }
        return String(value)
    }

    /// Writes a JSON string literal, escaping quotes, backslashes and every control character.
    static func writeString(_ value: String, into out: inout String) {
        out += "\""
        for scalar in value.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            default:
                if scalar.value < 0x20 || scalar.value == 0x7F || (0x80...0x9F).contains(scalar.value) || scalar.value == 0x2028 || scalar.value == 0x2029 {
                    let hex = String(scalar.value, radix: 16, uppercase: true)
                    out += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
                } else {
                    out.unicodeScalars.append(scalar)
                }
            }
        }
        out += "\""
    }
}
