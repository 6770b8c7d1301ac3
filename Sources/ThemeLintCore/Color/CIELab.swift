/// A color in CIE 1976 L*a*b* relative to the D65 white point.
///
/// Sources: IEC 61966-2-1 (sRGB: primaries, D65 white, transfer function); CIE 15:2004 §8.2.1
/// (XYZ → L*a*b*, with the exact CIE constants ε = 216/24389 and κ = 24389/27). The
/// RGB → XYZ matrix is derived from the sRGB primaries' chromaticities and the D65 white
/// xy (0.3127, 0.3290), the method of SMPTE RP 177-1993, rather than copied rounded.
public struct CIELab: Sendable, Hashable {
    /// Lightness, 0…100.
    public var l: Double
    /// Green (−) … red (+).
    public var a: Double
    /// Blue (−) … yellow (+).
    public var b: Double

    /// Creates a Lab color.
    public init(l: Double, a: Double, b: Double) {
        self.l = l
        self.a = a
        self.b = b
    }

    /// The Lab coordinates of an sRGB color (alpha is ignored: composite first).
    public init(_ color: RGBA) {
        let r = RGBA.linearizedSRGB(color.red), g = RGBA.linearizedSRGB(color.green), b = RGBA.linearizedSRGB(color.blue)
        let m = Self.matrix
        let x = m.0.0 * r + m.0.1 * g + m.0.2 * b
        let y = m.1.0 * r + m.1.1 * g + m.1.2 * b
        let z = m.2.0 * r + m.2.1 * g + m.2.2 * b
        let white = Self.whiteXYZ
        let fx = Self.f(x / white.x), fy = Self.f(y / white.y), fz = Self.f(z / white.z)
        self.init(l: 116 * fy - 16, a: 500 * (fx - fy), b: 200 * (fy - fz))
    }

    /// The D65 white (Y = 1) from its chromaticity x = 0.3127, y = 0.3290.
    public static let whiteXYZ: (x: Double, y: Double, z: Double) = xyzFromChromaticity(x: 0.3127, y: 0.3290)

    /// Linear sRGB → XYZ (D65), derived from the primaries R (0.64, 0.33), G (0.30, 0.60),
    /// B (0.15, 0.06) and the white point so that RGB (1, 1, 1) maps exactly to `whiteXYZ`.
    public static let rgbToXYZ: [[Double]] = {
        let primaries = [xyzFromChromaticity(x: 0.64, y: 0.33), xyzFromChromaticity(x: 0.30, y: 0.60), xyzFromChromaticity(x: 0.15, y: 0.06)]
        // Columns are the primaries' XYZ (Y = 1); scale each so that their sum is the white point.
        let p = [[primaries[0].x, primaries[1].x, primaries[2].x],
                 [primaries[0].y, primaries[1].y, primaries[2].y],
                 [primaries[0].z, primaries[1].z, primaries[2].z]]
        let scale = solve3x3(p, [whiteXYZ.x, whiteXYZ.y, whiteXYZ.z])
        return p.map { row in (0..<3).map { row[$0] * scale[$0] } }
    }()

    /// `rgbToXYZ` as a tuple: read for every conversion without an array access.
    private static let matrix: (Row, Row, Row) = {
        let m = rgbToXYZ
        return ((m[0][0], m[0][1], m[0][2]), (m[1][0], m[1][1], m[1][2]), (m[2][0], m[2][1], m[2][2]))
    }()

    private typealias Row = (Double, Double, Double)

    private static func xyzFromChromaticity(x: Double, y: Double) -> (x: Double, y: Double, z: Double) {
        (x / y, 1, (1 - x - y) / y)
    }

    /// Solves `m · v = r` by Cramer's rule (the sRGB primaries' matrix is well-conditioned).
    private static func solve3x3(_ m: [[Double]], _ r: [Double]) -> [Double] {
        func det(_ a: [[Double]]) -> Double {
            a[0][0] * (a[1][1] * a[2][2] - a[1][2] * a[2][1])
                - a[0][1] * (a[1][0] * a[2][2] - a[1][2] * a[2][0])
                + a[0][2] * (a[1][0] * a[2][1] - a[1][1] * a[2][0])
        }
        let d = det(m)
        return (0..<3).map { column in
            var replaced = m
            for row in 0..<3 { replaced[row][column] = r[row] }
            return det(replaced) / d
        }
    }

    private static let epsilon = 216.0 / 24389.0
    private static let kappa = 24389.0 / 27.0

    private static func f(_ t: Double) -> Double {
        t > epsilon ? cbrt(t) : (kappa * t + 16) / 116
    }
}

extension RGBA {
    /// The color's CIE L*a*b* (D65) coordinates; alpha is ignored.
    public var lab: CIELab { CIELab(self) }
}
