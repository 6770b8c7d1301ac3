// WCAG 2.x relative luminance and contrast ratio.
//
// Source: W3C, "Web Content Accessibility Guidelines (WCAG) 2.2", definitions of
// "relative luminance" and "contrast ratio" (https://www.w3.org/TR/WCAG22/#dfn-relative-luminance,
// https://www.w3.org/TR/WCAG22/#dfn-contrast-ratio), with the 0.04045 threshold of IEC 61966-2-1
// (WCAG 2.0 printed 0.03928; both give the same result on 8-bit values, 0.04045 is the sRGB standard's).

extension RGBA {
    /// WCAG 2.x relative luminance, 0 (black) … 1 (white).
    ///
    /// Each channel c is linearised as `c / 12.92` when `c ≤ 0.04045`, else `((c + 0.055) / 1.055)^2.4`;
    /// then `L = 0.2126 R + 0.7152 G + 0.0722 B`. Alpha is ignored: composite translucent colors
    /// first (`composited(over:)`).
    ///
    /// Source: WCAG 2.2, definition of relative luminance; IEC 61966-2-1 (sRGB) transfer function.
    public var relativeLuminance: Double {
        0.2126 * Self.linearizedSRGB(red) + 0.7152 * Self.linearizedSRGB(green) + 0.0722 * Self.linearizedSRGB(blue)
    }

    /// The sRGB electro-optical transfer function (IEC 61966-2-1): gamma-encoded 0…1 → linear light 0…1.
    ///
    /// A channel that is exactly k/255 (every channel of a hex color) is looked up in a table of
    /// the same formula's 256 values, so the result is the same, without a `pow`.
    public static func linearizedSRGB(_ channel: Double) -> Double {
        let scaled = channel * 255
        if scaled >= 0, scaled <= 255 {
            let level = Int(scaled.rounded())
            if Double(level) / 255 == channel { return linearizedLevels[level] }
        }
        return transfer(channel)
    }

    private static func transfer(_ channel: Double) -> Double {
        channel <= 0.04045 ? channel / 12.92 : pow((channel + 0.055) / 1.055, 2.4)
    }

    /// `transfer(k / 255)` for k = 0…255.
    private static let linearizedLevels: [Double] = (0...255).map { transfer(Double($0) / 255) }

    /// The WCAG 2.x contrast ratio between this color and `other`, 1 … 21, symmetric.
    ///
    /// `(L_lighter + 0.05) / (L_darker + 0.05)`, never rounded: compare this value, not a rounded one
    /// (4.499 fails 4.5). Alpha is ignored: composite first.
    ///
    /// Source: WCAG 2.2, definition of contrast ratio.
    public func contrastRatio(with other: RGBA) -> Double {
        Self.contrastRatio(luminance: relativeLuminance, other.relativeLuminance)
    }

    /// The WCAG 2.x contrast ratio of two relative luminances (in either order).
    public static func contrastRatio(luminance first: Double, _ second: Double) -> Double {
        let lighter = max(first, second)
        let darker = min(first, second)
        return (lighter + 0.05) / (darker + 0.05)
    }
}

/// A WCAG 2.x conformance threshold for contrast.
///
/// Source: WCAG 2.2 success criteria 1.4.3 Contrast (Minimum) (AA: 4.5, large text 3),
/// 1.4.6 Contrast (Enhanced) (AAA: 7, large text 4.5) and 1.4.11 Non-text Contrast (3).
public enum WCAGLevel: String, Sendable, Hashable, CaseIterable, Codable {
    /// SC 1.4.3, normal text: 4.5:1.
    case aa = "AA"
    /// SC 1.4.3, large text (18 pt, or 14 pt bold): 3:1.
    case aaLarge = "AA-large"
    /// SC 1.4.6, normal text: 7:1.
    case aaa = "AAA"
    /// SC 1.4.6, large text: 4.5:1.
    case aaaLarge = "AAA-large"
    /// SC 1.4.11, user-interface components and graphical objects: 3:1.
    case nonText = "non-text"

    /// The minimum contrast ratio the level requires.
    public var minimumRatio: Double {
        switch self {
        case .aa: 4.5
        case .aaLarge: 3
        case .aaa: 7
        case .aaaLarge: 4.5
        case .nonText: 3
        }
    }

    /// Whether `ratio` meets the level (`ratio ≥ minimumRatio`, unrounded).
    public func isMet(byRatio ratio: Double) -> Bool { ratio >= minimumRatio }

    /// The levels `ratio` meets, in declaration order.
    public static func levels(metBy ratio: Double) -> [WCAGLevel] {
        allCases.filter { $0.isMet(byRatio: ratio) }
    }
}

/// Formatting of measured values for people: truncated, never rounded up, so that a value shown
/// as meeting a threshold always does.
public enum MeasurementFormat {
    /// `value` truncated toward zero to `decimals` decimal places, as text (`4.478…` → `"4.47"`).
    ///
    /// Exact: the result is the largest `decimals`-place decimal whose nearest `Double` does not
    /// exceed `value` in magnitude, so 4.4999999 prints as 4.49, never 4.50.
    public static func truncated(_ value: Double, decimals: Int = 2) -> String {
        guard value.isFinite else { return String(value) }
        let places = min(max(decimals, 0), 15)
        var scale = 1.0
        for _ in 0..<places { scale *= 10 }
        let magnitude = abs(value)
        var scaled = (magnitude * scale).rounded(.down)
        if scaled / scale > magnitude { scaled -= 1 }
        guard scaled < 9e15 else { return String(value) }
        // Integer digits, so no locale and no Foundation formatting (this runs once per finding).
        let units = UInt64(scaled)
        var divisor: UInt64 = 1
        for _ in 0..<places { divisor *= 10 }
        var text = value < 0 && units > 0 ? "-" : ""
        text += String(units / divisor)
        guard places > 0 else { return text }
        var fraction: [UInt8] = [UInt8(ascii: ".")]
        fraction.reserveCapacity(places + 1)
        var remainder = units % divisor
        var unit = divisor / 10
        while unit > 0 {
            fraction.append(UInt8(ascii: "0") + UInt8(remainder / unit))
            remainder %= unit
            unit /= 10
        }
        text += String(decoding: fraction, as: UTF8.self)
        return text
    }

    /// `value` rounded to `decimals` decimal places, as C's `printf("%.*f")` prints it (the
    /// correctly rounded decimal of the exact binary value; no locale).
    public static func fixed(_ value: Double, decimals: Int) -> String {
        fixedAwayFromTies(value, decimals: decimals) ?? printfFixed(value, decimals: decimals)
    }

    /// `fixed(_:decimals:)` by C's `vsnprintf`.
    static func printfFixed(_ value: Double, decimals: Int) -> String {
        let places = Int32(min(max(decimals, 0), 17))
        var buffer = [CChar](repeating: 0, count: 352)
        let count = withVaList([places, value]) { arguments in
            buffer.withUnsafeMutableBufferPointer { vsnprintf($0.baseAddress, $0.count, "%.*f", arguments) }
        }
        guard count >= 0 else { return String(value) }
        return String(decoding: buffer.prefix(Int(count)).map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }

    /// `fixed(_:decimals:)` without printf, for up to 6 places of a value below 2³¹ once
    /// scaled: the scaled product is then within 2⁻²² of the exact one, so unless its fraction
    /// is that close to one half, rounding it rounds the exact value alike. Nil otherwise (a
    /// near or exact tie, which printf settles on the exact binary value). A diff of 100,000
    /// repainted colors prints 100,000 of these.
    static func fixedAwayFromTies(_ value: Double, decimals: Int) -> String? {
        guard decimals >= 0, decimals <= 6, value.isFinite else { return nil }
        var divisor: UInt64 = 1
        for _ in 0..<decimals { divisor *= 10 }
        let scaled = value.magnitude * Double(divisor)
        guard scaled < 2_147_483_648 else { return nil }
        let whole = scaled.rounded(.down)
        let fraction = scaled - whole
        guard abs(fraction - 0.5) > 1e-6 else { return nil }
        let units = UInt64(whole) + (fraction > 0.5 ? 1 : 0)
        var bytes: [UInt8] = []
        bytes.reserveCapacity(24)
        if value.sign == .minus { bytes.append(UInt8(ascii: "-")) }
        bytes.append(contentsOf: String(units / divisor).utf8)
        if decimals > 0 {
            bytes.append(UInt8(ascii: "."))
            var remainder = units % divisor
            var unit = divisor / 10
            while unit > 0 {
                bytes.append(UInt8(ascii: "0") + UInt8(remainder / unit))
                remainder %= unit
                unit /= 10
            }
        }
        return String(decoding: bytes, as: UTF8.self)
    }
}
