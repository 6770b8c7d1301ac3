/// The conversions color.js 0.4 makes for Tokens Studio's modifiers: sRGB ↔ HSL, Display P3,
/// CIE Lab and LCh (D50, through XYZ with the CSS Color 4 Bradford matrices). A coordinate that
/// is NaN (an achromatic hue) is taken as 0 on conversion, as color.js does.
extension StudioColorMath {
    /// Coordinates of sRGB `srgb` in `space`.
    static func coordinates(of srgb: SIMD3<Double>, in space: TokenColorModifier.Space) -> SIMD3<Double> {
        switch space {
        case .srgb: srgb
        case .hsl: toHSL(srgb)
        case .p3: toP3(srgb)
        case .lch: toLCH(srgb)
        }
    }

    /// sRGB of coordinates in `space`.
    static func srgb(of coords: SIMD3<Double>, in space: TokenColorModifier.Space) -> SIMD3<Double> {
        switch space {
        case .srgb: coords
        case .hsl: fromHSL(coords)
        case .p3: fromP3(coords)
        case .lch: fromLCH(coords)
        }
    }

    private static func zeroingNaN(_ c: SIMD3<Double>) -> SIMD3<Double> { c.map { $0.isNaN ? 0 : $0 } }

    // MARK: HSL (color.js `hsl.js`)

    static func toHSL(_ rgb: SIMD3<Double>) -> SIMD3<Double> {
        let rgb = zeroingNaN(rgb)
        let maximum = max(rgb.x, rgb.y, rgb.z), minimum = min(rgb.x, rgb.y, rgb.z)
        let lightness = (minimum + maximum) / 2
        let d = maximum - minimum
        var hue = Double.nan, saturation = 0.0
        if d != 0 {
            saturation = lightness == 0 || lightness == 1 ? 0 : (maximum - lightness) / min(lightness, 1 - lightness)
            switch maximum {
            case rgb.x: hue = (rgb.y - rgb.z) / d + (rgb.y < rgb.z ? 6 : 0)
            case rgb.y: hue = (rgb.z - rgb.x) / d + 2
            default: hue = (rgb.x - rgb.y) / d + 4
            }
            hue *= 60
        }
        return SIMD3(hue, saturation * 100, lightness * 100)
    }

    static func fromHSL(_ hsl: SIMD3<Double>) -> SIMD3<Double> {
        let hsl = zeroingNaN(hsl)
        var hue = hsl.x.truncatingRemainder(dividingBy: 360)
        if hue < 0 { hue += 360 }
        let s = hsl.y / 100, l = hsl.z / 100
        func f(_ n: Double) -> Double {
            let k = (n + hue / 30).truncatingRemainder(dividingBy: 12)
            let a = s * min(l, 1 - l)
            return l - a * max(-1, min(k - 3, 9 - k, 1))
        }
        return SIMD3(f(0), f(8), f(4))
    }

    // MARK: Display P3

    static func toP3(_ rgb: SIMD3<Double>) -> SIMD3<Double> {
        let xyz = ColorSpaceConversion.linearSRGBToXYZD65.apply(ColorSpaceConversion.linearizeSRGB(zeroingNaN(rgb)))
        return ColorSpaceConversion.encodeSRGB(xyzD65ToLinearP3.apply(xyz))
    }

    static func fromP3(_ p3: SIMD3<Double>) -> SIMD3<Double> {
        let xyz = ColorSpaceConversion.linearP3ToXYZD65.apply(ColorSpaceConversion.linearizeSRGB(zeroingNaN(p3)))
        return ColorSpaceConversion.encodeSRGB(ColorSpaceConversion.xyzD65ToLinearSRGB.apply(xyz))
    }

    // MARK: CIE Lab and LCh (D50)

    static func toLab(_ rgb: SIMD3<Double>) -> SIMD3<Double> {
        let xyz65 = ColorSpaceConversion.linearSRGBToXYZD65.apply(ColorSpaceConversion.linearizeSRGB(zeroingNaN(rgb)))
        let xyz = d65ToD50.apply(xyz65) / d50White
        let epsilon = 216.0 / 24389.0, kappa = 24389.0 / 27.0
        let f = xyz.map { $0 > epsilon ? cbrt($0) : (kappa * $0 + 16) / 116 }
        return SIMD3(116 * f.y - 16, 500 * (f.x - f.y), 200 * (f.y - f.z))
    }

    static func fromLab(_ lab: SIMD3<Double>) -> SIMD3<Double> {
        let lab = zeroingNaN(lab)
        let epsilon3 = 24.0 / 116.0, kappa = 24389.0 / 27.0
        let f1 = (lab.x + 16) / 116, f0 = lab.y / 500 + f1, f2 = f1 - lab.z / 200
        let x = f0 > epsilon3 ? f0 * f0 * f0 : (116 * f0 - 16) / kappa
        let y = lab.x > 8 ? f1 * f1 * f1 : lab.x / kappa
        let z = f2 > epsilon3 ? f2 * f2 * f2 : (116 * f2 - 16) / kappa
        let xyz65 = ColorSpaceConversion.d50ToD65.apply(SIMD3(x, y, z) * d50White)
        return ColorSpaceConversion.encodeSRGB(ColorSpaceConversion.xyzD65ToLinearSRGB.apply(xyz65))
    }

    static func toLCH(_ rgb: SIMD3<Double>) -> SIMD3<Double> {
        let lab = toLab(rgb)
        var hue = abs(lab.y) < 0.02 && abs(lab.z) < 0.02 ? Double.nan : atan2(lab.z, lab.y) * 180 / .pi
        if !hue.isNaN {
            hue = hue.truncatingRemainder(dividingBy: 360)
            if hue < 0 { hue += 360 }
        }
        return SIMD3(lab.x, (lab.y * lab.y + lab.z * lab.z).squareRoot(), hue)
    }

    static func lab(ofLCH lch: SIMD3<Double>) -> SIMD3<Double> {
        let lch = zeroingNaN(lch)
        let chroma = max(0, lch.y), radians = lch.z * .pi / 180
        return SIMD3(lch.x, chroma * cos(radians), chroma * sin(radians))
    }

    static func fromLCH(_ lch: SIMD3<Double>) -> SIMD3<Double> { fromLab(lab(ofLCH: lch)) }

    /// D50 from its 4-figure chromaticity, as color.js and CSS Color 4 give it.
    private static let d50White = SIMD3(0.3457 / 0.3585, 1, (1 - 0.3457 - 0.3585) / 0.3585)

    /// Bradford D65 → D50 (CSS Color 4 sample code).
    static let d65ToD50 = Matrix3(
        (1.0479298208405488, 0.022946793341019088, -0.05019222954313557),
        (0.029627815688159344, 0.990434484573249, -0.01707382502938514),
        (-0.009243058152591178, 0.015055144896577895, 0.7518742899580008))

    /// XYZ (D65) → linear Display P3 (CSS Color 4 sample code).
    static let xyzD65ToLinearP3 = Matrix3(
        (446_124.0 / 178_915, -333_277.0 / 357_830, -72051.0 / 178_915),
        (-14852.0 / 17905, 63121.0 / 35810, 423.0 / 17905),
        (11844.0 / 330_415, -50337.0 / 660_830, 316_169.0 / 330_415))
}
