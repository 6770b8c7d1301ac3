/// Where a 4- or 8-digit hex color keeps its alpha.
public enum HexAlphaPosition: String, Sendable, Hashable, CaseIterable, Codable {
    /// `#ARGB` / `#AARRGGBB`: Android and VK Appearance order (`#14000000` is black at 8 %).
    case leading
    /// `#RGBA` / `#RRGGBBAA`: CSS order.
    case trailing
}

/// Parsing and formatting of hex color strings.
public enum HexColor {
    /// Parses `#RGB`, `#RGBA`/`#ARGB`, `#RRGGBB`, `#RRGGBBAA`/`#AARRGGBB` (the `#` is required).
    /// - Returns: nil when the string is not one of those forms.
    public static func parse(_ text: String, alpha position: HexAlphaPosition) -> RGBA? {
        // Read in place: a palette parses one color per entry, and copying each string's bytes
        // into arrays first cost more than the parse.
        if let parsed = text.utf8.withContiguousStorageIfAvailable({ parse(bytes: $0, alpha: position) }) {
            return parsed
        }
        return Array(text.utf8).withUnsafeBufferPointer { parse(bytes: $0, alpha: position) }
    }

    /// `parse(_:alpha:)` over the string's UTF-8 bytes.
    private static func parse(bytes: UnsafeBufferPointer<UInt8>, alpha position: HexAlphaPosition) -> RGBA? {
        guard bytes.first == UInt8(ascii: "#") else { return nil }
        let digitCount = bytes.count - 1
        guard digitCount == 3 || digitCount == 4 || digitCount == 6 || digitCount == 8 else { return nil }
        // The digits, most significant first, packed into one integer (4 bits each).
        var packed: UInt32 = 0
        for byte in bytes[1...] {
            guard let value = hexValue(byte) else { return nil }
            packed = packed << 4 | UInt32(value)
        }
        // Channels in written order, as 8-bit values (a short digit is doubled: `F` is `FF`).
        let channelCount = digitCount <= 4 ? digitCount : digitCount / 2
        func channel(_ index: Int) -> UInt8 {
            let shift = (channelCount - 1 - index) * (digitCount <= 4 ? 4 : 8)
            if digitCount <= 4 { return UInt8(truncatingIfNeeded: packed >> UInt32(shift) & 0xF) &* 17 }
            return UInt8(truncatingIfNeeded: packed >> UInt32(shift))
        }
        if channelCount == 3 {
            return RGBA(red8: channel(0), green8: channel(1), blue8: channel(2))
        }
        switch position {
        case .leading:
            return RGBA(red8: channel(1), green8: channel(2), blue8: channel(3), alpha8: channel(0))
        case .trailing:
            return RGBA(red8: channel(0), green8: channel(1), blue8: channel(2), alpha8: channel(3))
        }
    }

    /// Parses a CSS-order color (`#RGB`, `#RGBA`, `#RRGGBB`, `#RRGGBBAA`); the `#` may be omitted.
    public static func parseCSS(_ text: String) -> RGBA? {
        parse(text.hasPrefix("#") ? text : "#" + text, alpha: .trailing)
    }

    /// Formats channels in 0…1 as `#` followed by two uppercase hex digits each.
    static func format(_ channels: [Double]) -> String {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(1 + 2 * channels.count)
        bytes.append(UInt8(ascii: "#"))
        for channel in channels { appendHexByte(channel, to: &bytes) }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// Two uppercase hex digits of a 0…1 channel scaled to 0…255 and rounded.
    private static func appendHexByte(_ channel: Double, to bytes: inout [UInt8]) {
        let value = Int((min(1, max(0, channel)) * 255).rounded())
        bytes.append(hexDigits[value >> 4])
        bytes.append(hexDigits[value & 15])
    }

    private static let hexDigits: [UInt8] = Array("0123456789ABCDEF".utf8)

    /// The value of one hex digit (either case), or nil for any other byte.
    static func hexValue(_ byte: UInt8) -> UInt8? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): byte - UInt8(ascii: "0")
        case UInt8(ascii: "a")...UInt8(ascii: "f"): byte - UInt8(ascii: "a") + 10
        case UInt8(ascii: "A")...UInt8(ascii: "F"): byte - UInt8(ascii: "A") + 10
        default: nil
        }
    }
}
