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
        let utf8 = Array(text.utf8)
        guard utf8.first == UInt8(ascii: "#") else { return nil }
        var digits: [UInt8] = []
        digits.reserveCapacity(8)
        for byte in utf8.dropFirst() {
            guard let value = hexValue(byte) else { return nil }
            digits.append(value)
        }
        let channels: [UInt8]
        switch digits.count {
        case 3, 4:
            channels = digits.map { $0 &* 17 }
        case 6, 8:
            channels = stride(from: 0, to: digits.count, by: 2).map { digits[$0] &* 16 &+ digits[$0 + 1] }
        default:
            return nil
        }
        if channels.count == 3 {
            return RGBA(red8: channels[0], green8: channels[1], blue8: channels[2])
        }
        switch position {
        case .leading:
            return RGBA(red8: channels[1], green8: channels[2], blue8: channels[3], alpha8: channels[0])
        case .trailing:
            return RGBA(red8: channels[0], green8: channels[1], blue8: channels[2], alpha8: channels[3])
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
