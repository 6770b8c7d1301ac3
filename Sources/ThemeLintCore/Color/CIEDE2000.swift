/// The CIEDE2000 color difference.
///
/// Source: CIE 142-2001; implemented as in G. Sharma, W. Wu, E. N. Dalal, "The CIEDE2000
/// Color-Difference Formula: Implementation Notes, Supplementary Test Data, and Mathematical
/// Observations", Color Research and Application 30(1), 2005, equations (1)–(17), including
/// their handling of hue when a chroma is zero and of the mean hue across 0°/360°. Verified
/// against the paper's 34 test pairs.
public enum CIEDE2000 {
    /// ΔE00 between two Lab colors, with the parametric factors kL, kC, kH (default 1).
    public static func difference(_ first: CIELab, _ second: CIELab, kL: Double = 1, kC: Double = 1, kH: Double = 1) -> Double {
        let pow25to7 = 6_103_515_625.0 // 25^7
        // (2)–(7): a′, C′, h′.
        let c1 = (first.a * first.a + first.b * first.b).squareRoot()
        let c2 = (second.a * second.a + second.b * second.b).squareRoot()
        let meanC = (c1 + c2) / 2
        let meanC7 = seventhPower(meanC)
        let g = 0.5 * (1 - (meanC7 / (meanC7 + pow25to7)).squareRoot())
        let a1 = (1 + g) * first.a
        let a2 = (1 + g) * second.a
        let chroma1 = (a1 * a1 + first.b * first.b).squareRoot()
        let chroma2 = (a2 * a2 + second.b * second.b).squareRoot()
        let hue1 = hueDegrees(b: first.b, a: a1)
        let hue2 = hueDegrees(b: second.b, a: a2)

        // (8)–(10): ΔL′, ΔC′, ΔH′.
        let deltaL = second.l - first.l
        let deltaC = chroma2 - chroma1
        var deltaHue = 0.0
        if chroma1 * chroma2 != 0 {
            deltaHue = hue2 - hue1
            if deltaHue > 180 { deltaHue -= 360 } else if deltaHue < -180 { deltaHue += 360 }
        }
        let deltaH = 2 * (chroma1 * chroma2).squareRoot() * sin(radians(deltaHue / 2))

        // (11)–(16).
        let meanL = (first.l + second.l) / 2
        let meanChroma = (chroma1 + chroma2) / 2
        var meanHue = hue1 + hue2
        if chroma1 * chroma2 != 0 {
            if abs(hue1 - hue2) <= 180 {
                meanHue = (hue1 + hue2) / 2
            } else if hue1 + hue2 < 360 {
                meanHue = (hue1 + hue2 + 360) / 2
            } else {
                meanHue = (hue1 + hue2 - 360) / 2
            }
        }
        let t = hueWeight(meanHue)
        let hueOffset = (meanHue - 275) / 25
        let deltaTheta = 30 * exp(-hueOffset * hueOffset)
        let meanChroma7 = seventhPower(meanChroma)
        let rc = 2 * (meanChroma7 / (meanChroma7 + pow25to7)).squareRoot()
        let meanLMinus50Squared = (meanL - 50) * (meanL - 50)
        let sl = 1 + 0.015 * meanLMinus50Squared / (20 + meanLMinus50Squared).squareRoot()
        let sc = 1 + 0.045 * meanChroma
        let sh = 1 + 0.015 * meanChroma * t
        let rt = -sin(radians(2 * deltaTheta)) * rc

        // (17).
        let lTerm = deltaL / (kL * sl)
        let cTerm = deltaC / (kC * sc)
        let hTerm = deltaH / (kH * sh)
        return (lTerm * lTerm + cTerm * cTerm + hTerm * hTerm + rt * cTerm * hTerm).squareRoot()
    }

    /// ΔE00 (kL = kC = kH = 1) when it is below `limit`, else nil; the value is `difference`'s.
    ///
    /// Two lower bounds are checked before the trigonometry, so that a pair far apart costs a
    /// few square roots (a search for similar colors asks mostly about such pairs):
    /// - ΔE00 ≥ |ΔL′| / S_L;
    /// - the chroma and hue terms x = ΔC′/S_C, y = ΔH′/S_H satisfy x² + y² + R_T·x·y ≥
    ///   (1 − |R_T|/2)(x² + y²) with |R_T| ≤ 2 sin 60° = √3, and x² + y² ≥ (ΔC′² + ΔH′²)/S_C² =
    ///   (Δa′² + Δb²)/S_C² (S_H ≤ S_C because T < 3), so
    ///   ΔE00² ≥ (ΔL′/S_L)² + (1 − √3/2)(Δa′² + Δb²)/S_C².
    public static func difference(_ first: CIELab, _ second: CIELab, below limit: Double) -> Double? {
        let limitSquared = limit * limit
        let meanL = (first.l + second.l) / 2
        let meanLMinus50Squared = (meanL - 50) * (meanL - 50)
        let sl = 1 + 0.015 * meanLMinus50Squared / (20 + meanLMinus50Squared).squareRoot()
        let lTerm = (second.l - first.l) / sl
        let lSquared = lTerm * lTerm
        if lSquared >= limitSquared { return nil }

        let c1 = (first.a * first.a + first.b * first.b).squareRoot()
        let c2 = (second.a * second.a + second.b * second.b).squareRoot()
        let meanC7 = seventhPower((c1 + c2) / 2)
        let g = 0.5 * (1 - (meanC7 / (meanC7 + 6_103_515_625.0)).squareRoot())
        let a1 = (1 + g) * first.a
        let a2 = (1 + g) * second.a
        let chroma1 = (a1 * a1 + first.b * first.b).squareRoot()
        let chroma2 = (a2 * a2 + second.b * second.b).squareRoot()
        let sc = 1 + 0.045 * (chroma1 + chroma2) / 2
        let da = a2 - a1, db = second.b - first.b
        // 0.1339 < 1 − √3/2 = 0.13397…: a margin for rounding, never a pair lost.
        if lSquared + 0.1339 * (da * da + db * db) / (sc * sc) >= limitSquared { return nil }

        let value = difference(first, second)
        return value < limit ? value : nil
    }

    /// T = 1 − 0.17 cos(h̄′ − 30°) + 0.24 cos(2h̄′) + 0.32 cos(3h̄′ + 6°) − 0.20 cos(4h̄′ − 63°)
    /// (eq. 15), from one sine and cosine of h̄′ by the multiple-angle formulas: four cosines
    /// cost more than the rest of the difference.
    static func hueWeight(_ meanHue: Double) -> Double {
        let angle = radians(meanHue)
        let (c1, s1) = (cos(angle), sin(angle))
        let (c2, s2) = (c1 * c1 - s1 * s1, 2 * s1 * c1)
        let (c3, s3) = (c2 * c1 - s2 * s1, s2 * c1 + c2 * s1)
        let (c4, s4) = (c2 * c2 - s2 * s2, 2 * s2 * c2)
        return 1 - 0.17 * (c1 * cos30 + s1 * sin30) + 0.24 * c2
            + 0.32 * (c3 * cos6 - s3 * sin6) - 0.20 * (c4 * cos63 + s4 * sin63)
    }

    private static let cos30 = cos(radians(30)), sin30 = sin(radians(30))
    private static let cos6 = cos(radians(6)), sin6 = sin(radians(6))
    private static let cos63 = cos(radians(63)), sin63 = sin(radians(63))

    private static func seventhPower(_ x: Double) -> Double {
        let square = x * x
        return square * square * square * x
    }

    /// h′ in degrees, 0…360; 0 when a′ = b = 0 (Sharma et al., eq. 7).
    private static func hueDegrees(b: Double, a: Double) -> Double {
        if a == 0 && b == 0 { return 0 }
        let degrees = atan2(b, a) * 180 / .pi
        return degrees < 0 ? degrees + 360 : degrees
    }

    private static func radians(_ degrees: Double) -> Double { degrees * .pi / 180 }
}

extension RGBA {
    /// The CIEDE2000 difference between this color and `other` (alpha ignored: composite first).
    public func deltaE2000(to other: RGBA) -> Double {
        CIEDE2000.difference(lab, other.lab)
    }
}
