#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

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
        let c1 = hypot(first.a, first.b)
        let c2 = hypot(second.a, second.b)
        let meanC = (c1 + c2) / 2
        let meanC7 = pow(meanC, 7)
        let g = 0.5 * (1 - (meanC7 / (meanC7 + pow25to7)).squareRoot())
        let a1 = (1 + g) * first.a
        let a2 = (1 + g) * second.a
        let chroma1 = hypot(a1, first.b)
        let chroma2 = hypot(a2, second.b)
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
        let t = 1 - 0.17 * cos(radians(meanHue - 30)) + 0.24 * cos(radians(2 * meanHue))
            + 0.32 * cos(radians(3 * meanHue + 6)) - 0.20 * cos(radians(4 * meanHue - 63))
        let deltaTheta = 30 * exp(-pow((meanHue - 275) / 25, 2))
        let meanChroma7 = pow(meanChroma, 7)
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
