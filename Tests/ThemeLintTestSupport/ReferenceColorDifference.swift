import Foundation

/// An independent CIEDE2000 for the tests, written from Sharma, Wu and Dalal (2005) and the
/// sRGB definition without the production code: `#RRGGBBAA` → sRGB → linear → XYZ (D65) → Lab
/// → ΔE00 (kL = kC = kH = 1). Colors of different alpha are compared as `similar-colors` and
/// `compress` compare them: over white and over black, the larger difference.
public enum ReferenceColorDifference {
    /// A color as `(r, g, b, a)` in 0…1, from `#RRGGBBAA` (CSS order, as reports write it).
    public static func rgba(_ hex: String) -> (Double, Double, Double, Double)? {
        let digits = Array(hex.dropFirst())
        guard hex.hasPrefix("#"), digits.count == 8 else { return nil }
        var values: [Double] = []
        for index in stride(from: 0, to: 8, by: 2) {
            guard let value = UInt8(String(digits[index...index + 1]), radix: 16) else { return nil }
            values.append(Double(value) / 255)
        }
        return (values[0], values[1], values[2], values[3])
    }

    /// ΔE2000 between two `#RRGGBBAA` colors, as `compress` measures a move.
    public static func difference(_ first: String, _ second: String) -> Double? {
        guard let a = rgba(first), let b = rgba(second) else { return nil }
        if a.3 == b.3 { return deltaE(lab(a.0, a.1, a.2), lab(b.0, b.1, b.2)) }
        func over(_ c: (Double, Double, Double, Double), _ base: Double) -> (Double, Double, Double) {
            (c.0 * c.3 + base * (1 - c.3), c.1 * c.3 + base * (1 - c.3), c.2 * c.3 + base * (1 - c.3))
        }
        let (wa, wb, ba, bb) = (over(a, 1), over(b, 1), over(a, 0), over(b, 0))
        return max(deltaE(lab(wa.0, wa.1, wa.2), lab(wb.0, wb.1, wb.2)), deltaE(lab(ba.0, ba.1, ba.2), lab(bb.0, bb.1, bb.2)))
    }

    /// CIELAB of a gamma-encoded sRGB color (D65 white from its chromaticity 0.3127, 0.3290).
    public static func lab(_ r: Double, _ g: Double, _ b: Double) -> (Double, Double, Double) {
        func linear(_ c: Double) -> Double { c <= 0.04045 ? c / 12.92 : pow((c + 0.055) / 1.055, 2.4) }
        let (lr, lg, lb) = (linear(r), linear(g), linear(b))
        let x = 0.4124564 * lr + 0.3575761 * lg + 0.1804375 * lb
        let y = 0.2126729 * lr + 0.7151522 * lg + 0.0721750 * lb
        let z = 0.0193339 * lr + 0.1191920 * lg + 0.9503041 * lb
        let (xn, yn, zn) = (0.3127 / 0.3290, 1.0, (1 - 0.3127 - 0.3290) / 0.3290)
        func f(_ t: Double) -> Double { t > 216.0 / 24389 ? cbrt(t) : (24389.0 / 27 * t + 16) / 116 }
        let (fx, fy, fz) = (f(x / xn), f(y / yn), f(z / zn))
        return (116 * fy - 16, 500 * (fx - fy), 200 * (fy - fz))
    }

    /// CIEDE2000 (Sharma, Wu, Dalal 2005, equations 1–22).
    public static func deltaE(_ first: (Double, Double, Double), _ second: (Double, Double, Double)) -> Double {
        let (l1, a1, b1) = first
        let (l2, a2, b2) = second
        let degrees = 180.0 / Double.pi
        let c1 = hypot(a1, b1), c2 = hypot(a2, b2)
        let cMean = (c1 + c2) / 2
        let g = 0.5 * (1 - sqrt(pow(cMean, 7) / (pow(cMean, 7) + pow(25, 7))))
        let a1p = (1 + g) * a1, a2p = (1 + g) * a2
        let c1p = hypot(a1p, b1), c2p = hypot(a2p, b2)
        func hue(_ a: Double, _ b: Double) -> Double {
            if a == 0 && b == 0 { return 0 }
            let h = atan2(b, a) * degrees
            return h < 0 ? h + 360 : h
        }
        let h1p = hue(a1p, b1), h2p = hue(a2p, b2)
        let dLp = l2 - l1
        let dCp = c2p - c1p
        var dhp = 0.0
        if c1p * c2p != 0 {
            dhp = h2p - h1p
            if dhp > 180 { dhp -= 360 } else if dhp < -180 { dhp += 360 }
        }
        let dHp = 2 * sqrt(c1p * c2p) * sin(dhp / 2 / degrees)
        let lMean = (l1 + l2) / 2
        let cpMean = (c1p + c2p) / 2
        var hpMean = h1p + h2p
        if c1p * c2p != 0 {
            if abs(h1p - h2p) <= 180 { hpMean = (h1p + h2p) / 2 } else if h1p + h2p < 360 { hpMean = (h1p + h2p + 360) / 2 } else { hpMean = (h1p + h2p - 360) / 2 }
        }
        let t = 1 - 0.17 * cos((hpMean - 30) / degrees) + 0.24 * cos(2 * hpMean / degrees) + 0.32 * cos((3 * hpMean + 6) / degrees) - 0.20 * cos((4 * hpMean - 63) / degrees)
        let dTheta = 30 * exp(-pow((hpMean - 275) / 25, 2))
        let rc = 2 * sqrt(pow(cpMean, 7) / (pow(cpMean, 7) + pow(25, 7)))
        let sl = 1 + 0.015 * pow(lMean - 50, 2) / sqrt(20 + pow(lMean - 50, 2))
        let sc = 1 + 0.045 * cpMean
        let sh = 1 + 0.015 * cpMean * t
        let rt = -sin(2 * dTheta / degrees) * rc
        let (x, y, z) = (dLp / sl, dCp / sc, dHp / sh)
        return sqrt(x * x + y * y + z * z + rt * y * z)
    }
}
