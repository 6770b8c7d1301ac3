/// A JSON value to write, with object members in the order given (reports read top-down).
public enum JSONOutput: Sendable, Hashable {
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
        var out: [UInt8] = []
        write(into: &out, indent: pretty ? 0 : nil)
        return String(decoding: out, as: UTF8.self)
    }

    /// Appends the value's UTF-8 bytes, pretty-printed as if nested `indent` deep (its first
    /// line unindented: it follows a key or a line's indentation), or compact when `indent` is
    /// nil. Built as bytes: appending to a String checks how characters join at each seam,
    /// appending bytes is a copy.
    func write(into out: inout [UInt8], indent: Int?) {
        switch self {
        case .null: out.append(contentsOf: "null".utf8)
        case .bool(let value): out.append(contentsOf: (value ? "true" : "false").utf8)
        case .int(let value): JSONOutput.writeInteger(value, into: &out)
        case .double(let value): out.append(contentsOf: JSONOutput.format(value).utf8)
        case .string(let value): JSONOutput.writeString(value, into: &out)
        case .array(let items):
            if items.isEmpty { out.append(contentsOf: "[]".utf8); return }
            out.append(UInt8(ascii: "["))
            for (offset, item) in items.enumerated() {
                if offset > 0 { out.append(UInt8(ascii: ",")) }
                JSONOutput.newline(&out, indent.map { $0 + 1 })
                item.write(into: &out, indent: indent.map { $0 + 1 })
            }
            JSONOutput.newline(&out, indent)
            out.append(UInt8(ascii: "]"))
        case .object(let members):
            if members.isEmpty { out.append(contentsOf: "{}".utf8); return }
            out.append(UInt8(ascii: "{"))
            for (offset, member) in members.enumerated() {
                if offset > 0 { out.append(UInt8(ascii: ",")) }
                JSONOutput.newline(&out, indent.map { $0 + 1 })
                JSONOutput.writeString(member.0, into: &out)
                if indent == nil {
                    out.append(UInt8(ascii: ":"))
                } else {
                    out.append(UInt8(ascii: ":"))
                    out.append(UInt8(ascii: " "))
                }
                member.1.write(into: &out, indent: indent.map { $0 + 1 })
            }
            JSONOutput.newline(&out, indent)
            out.append(UInt8(ascii: "}"))
        }
    }

    static func newline(_ out: inout [UInt8], _ indent: Int?) {
        guard let indent else { return }
        out.append(UInt8(ascii: "\n"))
        let width = 2 * indent
        if width <= newlineSpaces.count {
            // A copy of a slice is one memcpy; `repeatElement` is appended byte by byte.
            out.append(contentsOf: newlineSpaces[..<width])
        } else {
            out.append(contentsOf: repeatElement(UInt8(ascii: " "), count: width))
        }
    }

    private static let newlineSpaces = [UInt8](repeating: UInt8(ascii: " "), count: 64)

    /// Decimal digits of `value`, without an intermediate string.
    static func writeInteger(_ value: Int, into out: inout [UInt8]) {
        if value < 0 {
            out.append(UInt8(ascii: "-"))
            guard value != .min else { out.append(contentsOf: String(value).dropFirst().utf8); return }
        }
        var magnitude = value.magnitude
        let start = out.count
        repeat {
            out.append(UInt8(ascii: "0") + UInt8(magnitude % 10))
            magnitude /= 10
        } while magnitude > 0
        out[start...].reverse()
    }

    /// Shortest round-tripping decimal; integral values without a fraction; non-finite as null.
    static func format(_ value: Double) -> String {
        guard value.isFinite else { return "null" }
        if value == value.rounded(), abs(value) < 1e15 { return String(Int(value)) }
        return String(value)
    }

    /// Writes a JSON string literal, escaping quotes, backslashes and every control character.
    static func writeString(_ value: String, into out: inout String) {
        var bytes: [UInt8] = []
        writeString(value, into: &bytes)
        out += String(decoding: bytes, as: UTF8.self)
    }

    /// Appends a JSON string literal's UTF-8 bytes: quotes, backslashes, C0 and C1 controls,
    /// DEL and U+2028/U+2029 escaped; runs of other bytes copied as they are.
    static func writeString(_ value: String, into out: inout [UInt8]) {
        out.append(UInt8(ascii: "\""))
        var value = value
        value.withUTF8 { bytes in
            var runStart = 0
            var index = 0
            while index < bytes.count {
                let byte = bytes[index]
                // The length of the escaped sequence starting here, with its scalar value; 0 for none.
                var length = 0
                var scalar: UInt32 = 0
                if byte < 0x20 || byte == 0x7F || byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\") {
                    (length, scalar) = (1, UInt32(byte))
                } else if byte == 0xC2, index + 1 < bytes.count, (0x80...0x9F).contains(bytes[index + 1]) {
                    (length, scalar) = (2, UInt32(bytes[index + 1]))
                } else if byte == 0xE2, index + 2 < bytes.count, bytes[index + 1] == 0x80, bytes[index + 2] == 0xA8 || bytes[index + 2] == 0xA9 {
                    (length, scalar) = (3, 0x2028 + UInt32(bytes[index + 2] - 0xA8))
                }
                guard length > 0 else {
                    index += 1
                    continue
                }
                out.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[runStart..<index]))
                switch scalar {
                case 0x22: out.append(contentsOf: "\\\"".utf8)
                case 0x5C: out.append(contentsOf: "\\\\".utf8)
                case 0x0A: out.append(contentsOf: "\\n".utf8)
                case 0x0D: out.append(contentsOf: "\\r".utf8)
                case 0x09: out.append(contentsOf: "\\t".utf8)
                default:
                    let hex = String(scalar, radix: 16, uppercase: true)
                    out.append(contentsOf: "\\u".utf8)
                    for _ in hex.utf8.count..<4 { out.append(UInt8(ascii: "0")) }
                    out.append(contentsOf: hex.utf8)
                }
                index += length
                runStart = index
            }
            out.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[runStart..<bytes.count]))
        }
        out.append(UInt8(ascii: "\""))
    }
}
