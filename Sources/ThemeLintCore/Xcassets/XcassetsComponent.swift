/// One component of an asset-catalog color (`"red": "0.502"`), read as Xcode's asset
/// compiler reads it.
///
/// Xcode writes a component as a string or a number in one of three spellings: a float
/// (`"0.502"`), an 8-bit integer (`"128"`) or hex (`"0xFF"`). The integers 0 and 1 are 0.0 and
/// 1.0 (Xcode's float spelling of black and white), every other integer is n/255; hex is
/// always n/255. A JSON number follows the same rule (`128` is 128/255, `0.5` is 0.5).
public struct XcassetsComponent: Sendable, Hashable {
    /// How the component is spelled.
    public enum Spelling: String, Sendable, Hashable {
        /// `"0.502"`, `0.502`, `"-0.25"` (extended spaces).
        case float
        /// `"128"` or `128`: an 8-bit integer.
        case integer
        /// `"0xFF"`.
        case hex
    }

    /// The value in the color space's unit (0…1 in the non-extended spaces).
    public var value: Double
    /// The spelling.
    public var spelling: Spelling
    /// The component as written, for notations (`0.502`, `128`, `0xFF`).
    public var text: String

    /// Creates a component.
    public init(value: Double, spelling: Spelling, text: String) {
        self.value = value
        self.spelling = spelling
        self.text = text
    }

    /// Why a component cannot be read.
    public enum Problem: Error, Sendable, Hashable {
        /// Not a string or a number (`found` is the JSON type): `invalid-structure`.
        case wrongType(found: String)
        /// A string that is not a float, an integer or hex: `invalid-color`.
        case unreadable(String)
        /// An integer or hex above 255 or below 0: `invalid-color`.
        case integerOutOfRange(String)
    }

    /// Reads a component from its JSON value.
    public static func read(_ value: JSONValue) -> Result<XcassetsComponent, Problem> {
        switch value {
        case .number(let number):
            guard number.isFinite else { return .failure(.unreadable(String(number))) }
            if number == number.rounded(), number >= 0, number < 1e15 {
                return integer(Int(number), text: String(Int(number)))
            }
            return .success(XcassetsComponent(value: number, spelling: .float, text: JSONOutput.format(number)))
        case .string(let raw):
            let text = raw.trimmingASCIIWhitespace()
            if text.hasPrefix("0x") || text.hasPrefix("0X") {
                let digits = text.dropFirst(2)
                guard !digits.isEmpty, digits.count <= 8, digits.allSatisfy(\.isHexDigit), let number = Int(digits, radix: 16) else { return .failure(.unreadable(raw)) }
                guard number <= 255 else { return .failure(.integerOutOfRange(raw)) }
                return .success(XcassetsComponent(value: Double(number) / 255, spelling: .hex, text: text))
            }
            // Unsigned digits are an 8-bit integer; a signed whole number (`"-1"`, extended spaces) is a float.
            if !text.isEmpty, text.utf8.count <= 18, text.utf8.allSatisfy({ $0 >= 0x30 && $0 <= 0x39 }), let number = Int(text) {
                return integer(number, text: text)
            }
            guard let number = Self.float(text) else { return .failure(.unreadable(raw)) }
            return .success(XcassetsComponent(value: number, spelling: .float, text: text))
        default:
            return .failure(.wrongType(found: value.typeName))
        }
    }

    private static func integer(_ number: Int, text: String) -> Result<XcassetsComponent, Problem> {
        guard number >= 0, number <= 255 else { return .failure(.integerOutOfRange(text)) }
        let value = number <= 1 ? Double(number) : Double(number) / 255
        return .success(XcassetsComponent(value: value, spelling: .integer, text: text))
    }

    /// A decimal float: an optional sign, digits with at most one point, an optional exponent.
    static func float(_ text: String) -> Double? {
        var text = text
        let wellFormed = text.withUTF8 { isDecimalFloat($0[...]) }
        guard wellFormed, let value = Double(text), value.isFinite else { return nil }
        return value
    }

    private static func isDecimalFloat(_ whole: Slice<UnsafeBufferPointer<UInt8>>) -> Bool {
        var bytes = whole
        guard !bytes.isEmpty, bytes.count <= 64 else { return false }
        if bytes.first == UInt8(ascii: "-") || bytes.first == UInt8(ascii: "+") { bytes = bytes.dropFirst() }
        var digits = 0
        var points = 0
        var index = bytes.startIndex
        while index < bytes.endIndex {
            let byte = bytes[index]
            if byte >= 0x30 && byte <= 0x39 {
                digits += 1
            } else if byte == UInt8(ascii: ".") {
                points += 1
            } else {
                break
            }
            index += 1
        }
        guard digits > 0, points <= 1 else { return false }
        if index < bytes.endIndex {
            guard bytes[index] == UInt8(ascii: "e") || bytes[index] == UInt8(ascii: "E") else { return false }
            var exponent = bytes[(index + 1)...]
            if exponent.first == UInt8(ascii: "-") || exponent.first == UInt8(ascii: "+") { exponent = exponent.dropFirst() }
            guard !exponent.isEmpty, exponent.allSatisfy({ $0 >= 0x30 && $0 <= 0x39 }) else { return false }
        }
        return true
    }
}

extension String {
    /// The string without leading and trailing ASCII spaces, tabs and line breaks.
    func trimmingASCIIWhitespace() -> String {
        // Nothing to trim when neither end is a space (the usual case): no copy. A first or last
        // byte that is not one of the four cannot belong to a character equal to one of them.
        let isSpaceByte = { (byte: UInt8) in byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D }
        if let first = utf8.first, let last = utf8.last, !isSpaceByte(first), !isSpaceByte(last) { return self }
        let isSpace: (Character) -> Bool = { $0 == " " || $0 == "\t" || $0 == "\n" || $0 == "\r" }
        guard let first = firstIndex(where: { !isSpace($0) }), let last = lastIndex(where: { !isSpace($0) }) else { return "" }
        return String(self[first...last])
    }
}
