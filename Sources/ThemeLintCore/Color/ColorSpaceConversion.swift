/// Components in a `TokenColorSpace` converted to gamma-encoded sRGB, unclipped, by the math
/// of CSS Color 4.
///
/// Source: CSS Color Module Level 4, §17 "Sample code for color conversions"
/// (w3c/csswg-drafts `css-color-4/conversions.js`): the rational RGB ↔ XYZ matrices computed
/// from the primaries and the 4-figure white points, the 64-bit Bradford D50 → D65 matrix, the
/// 64-bit OKLab matrices, CIE Lab with ε = 216/24389 and κ = 24389/27, the extended
/// (sign-preserving) transfer functions, HSL and HWB as §7 and §8 define them. `rec2020` uses
/// the BT.1886 gamma of 2.4, as the CSS WG resolved in August 2025 (w3c/csswg-drafts#12574).
/// ProPhoto RGB's matrix comes from the ROMM primaries (see `linearProPhotoToXYZD50`).
/// Checked against coloraide (PyPI) to 1e-6 by `ColorSpaceConversionTests`.
enum ColorSpaceConversion {
    /// Gamma-encoded sRGB of `components` in `space`, not clipped: an out-of-gamut color has
    /// channels below 0 or above 1. Hues may be any finite angle (they are taken modulo 360).
    static func srgb(from space: TokenColorSpace, _ components: SIMD3<Double>) -> SIMD3<Double> {
        let c = components
        switch space {
        case .srgb: return c
        case .hsl: return hslToSRGB(hue: c.x, saturation: c.y, lightness: c.z)
        case .hwb: return hwbToSRGB(hue: c.x, whiteness: c.y, blackness: c.z)
        case .srgbLinear: return encodeSRGB(c)
        default: return encodeSRGB(xyzD65ToLinearSRGB.apply(xyzD65(from: space, c)))
        }
    }

    /// CIE XYZ (D65) of components in a space that is neither sRGB nor one of its polar models.
    private static func xyzD65(from space: TokenColorSpace, _ c: SIMD3<Double>) -> SIMD3<Double> {
        switch space {
        case .srgb, .hsl, .hwb: return linearSRGBToXYZD65.apply(linearizeSRGB(srgb(from: space, c)))
        case .srgbLinear: return linearSRGBToXYZD65.apply(c)
        case .displayP3: return linearP3ToXYZD65.apply(linearizeSRGB(c))
        case .a98RGB: return linearA98ToXYZD65.apply(c.map { signedPower($0, 563.0 / 256.0) })
        case .prophotoRGB: return d50ToD65.apply(linearProPhotoToXYZD50.apply(c.map(linearizeProPhoto)))
        case .rec2020: return linear2020ToXYZD65.apply(c.map { signedPower($0, 2.4) })
        case .xyzD65: return c
        case .xyzD50: return d50ToD65.apply(c)
        case .lab: return d50ToD65.apply(labToXYZD50(c))
        case .lch: return d50ToD65.apply(labToXYZD50(polarToRectangular(c)))
        case .oklab: return oklabToXYZD65(c)
        case .oklch: return oklabToXYZD65(polarToRectangular(c))
        }
    }

    // MARK: sRGB and its polar models

    /// CSS Color 4 `hslToRgb`: saturation and lightness in 0…100.
    static func hslToSRGB(hue: Double, saturation: Double, lightness: Double) -> SIMD3<Double> {
        let h = normalizedHue(hue)
        let s = saturation / 100, l = lightness / 100
        let a = s * min(l, 1 - l)
        func f(_ n: Double) -> Double {
            let k = (n + h / 30).truncatingRemainder(dividingBy: 12)
            return l - a * max(-1, min(k - 3, 9 - k, 1))
        }
        return SIMD3(f(0), f(8), f(4))
    }

    /// CSS Color 4 `hwbToRgb`: whiteness and blackness in 0…100; a gray when they sum to 100 % or more.
    static func hwbToSRGB(hue: Double, whiteness: Double, blackness: Double) -> SIMD3<Double> {
        let w = whiteness / 100, b = blackness / 100
        if w + b >= 1 {
            let gray = w / (w + b)
            return SIMD3(repeating: gray)
        }
        return hslToSRGB(hue: hue, saturation: 100, lightness: 50) * (1 - w - b) + SIMD3(repeating: w)
    }

    /// The hue in [0, 360).
    static func normalizedHue(_ hue: Double) -> Double {
        let h = hue.truncatingRemainder(dividingBy: 360)
        return h < 0 ? h + 360 : h
    }

    // MARK: Transfer functions (extended: odd-symmetric around 0)

    /// sRGB (and Display P3) gamma-encoded → linear light.
    static func linearizeSRGB(_ c: SIMD3<Double>) -> SIMD3<Double> {
        c.map { value in
            let magnitude = abs(value)
            if magnitude <= 0.04045 { return value / 12.92 }
            return (value < 0 ? -1 : 1) * pow((magnitude + 0.055) / 1.055, 2.4)
        }
    }

    /// Linear light → sRGB gamma-encoded.
    static func encodeSRGB(_ c: SIMD3<Double>) -> SIMD3<Double> {
        c.map { value in
            let magnitude = abs(value)
            if magnitude > 0.0031308 { return (value < 0 ? -1 : 1) * (1.055 * pow(magnitude, 1 / 2.4) - 0.055) }
            return 12.92 * value
        }
    }

    private static func linearizeProPhoto(_ value: Double) -> Double {
        let magnitude = abs(value)
        if magnitude <= 16.0 / 512.0 { return value / 16 }
        return (value < 0 ? -1 : 1) * pow(magnitude, 1.8)
    }

    private static func signedPower(_ value: Double, _ exponent: Double) -> Double {
        (value < 0 ? -1 : 1) * pow(abs(value), exponent)
    }

    // MARK: Lab, LCH, OKLab, OKLCH

    /// `[L, C, h]` → `[L, a, b]`.
    private static func polarToRectangular(_ c: SIMD3<Double>) -> SIMD3<Double> {
        let radians = c.z * .pi / 180
        return SIMD3(c.x, c.y * cos(radians), c.y * sin(radians))
    }

    /// CSS Color 4 `Lab_to_XYZ` (D50).
    private static func labToXYZD50(_ lab: SIMD3<Double>) -> SIMD3<Double> {
        let kappa = 24389.0 / 27.0
        let epsilon = 216.0 / 24389.0
        let f1 = (lab.x + 16) / 116
        let f0 = lab.y / 500 + f1
        let f2 = f1 - lab.z / 200
        let x = f0 * f0 * f0 > epsilon ? f0 * f0 * f0 : (116 * f0 - 16) / kappa
        let y = lab.x > kappa * epsilon ? f1 * f1 * f1 : lab.x / kappa
        let z = f2 * f2 * f2 > epsilon ? f2 * f2 * f2 : (116 * f2 - 16) / kappa
        return SIMD3(x, y, z) * d50White
    }

    /// CSS Color 4 `OKLab_to_XYZ`.
    private static func oklabToXYZD65(_ oklab: SIMD3<Double>) -> SIMD3<Double> {
        let lms = oklabToNonlinearLMS.apply(oklab)
        return lmsToXYZD65.apply(lms * lms * lms)
    }

    // MARK: Constants (CSS Color 4 sample code)

    /// D50 from its 4-figure chromaticity x = 0.3457, y = 0.3585 (Y = 1).
    private static let d50White = SIMD3(0.3457 / 0.3585, 1, (1 - 0.3457 - 0.3585) / 0.3585)

    static let linearSRGBToXYZD65 = Matrix3(
        (506_752.0 / 1_228_815, 87881.0 / 245_763, 12673.0 / 70218),
        (87098.0 / 409_605, 175_762.0 / 245_763, 12673.0 / 175_545),
        (7918.0 / 409_605, 87881.0 / 737_289, 1_001_167.0 / 1_053_270))

    static let xyzD65ToLinearSRGB = Matrix3(
        (12831.0 / 3959, -329.0 / 214, -1974.0 / 3959),
        (-851_781.0 / 878_810, 1_648_619.0 / 878_810, 36519.0 / 878_810),
        (705.0 / 12673, -2585.0 / 12673, 705.0 / 667))

    static let linearP3ToXYZD65 = Matrix3(
        (608_311.0 / 1_250_200, 189_793.0 / 714_400, 198_249.0 / 1_000_160),
        (35783.0 / 156_275, 247_089.0 / 357_200, 198_249.0 / 2_500_400),
        (0, 32229.0 / 714_400, 5_220_557.0 / 5_000_800))

    /// ProPhoto RGB → XYZ (D50), derived from the ROMM RGB primaries of ISO 22028-2 (color.org
    /// ROMMRGB.pdf: R 0.7347, 0.2653; G 0.1596, 0.8404; B 0.0366, 0.0001) and the D50 white, as
    /// coloraide and color.js do. CSS Color 4's sample code derives its matrix from 6-decimal
    /// primaries (0.734699, 0.265301, …) that no ROMM document gives; the two differ by up to
    /// 1.4e-5 in sRGB, a 300th of an 8-bit step.
    static let linearProPhotoToXYZD50 = Matrix3(
        primaries: ((0.7347, 0.2653), (0.1596, 0.8404), (0.0366, 0.0001)), white: (0.3457, 0.3585))

    static let linearA98ToXYZD65 = Matrix3(
        (573_536.0 / 994_567, 263_643.0 / 1_420_810, 187_206.0 / 994_567),
        (591_459.0 / 1_989_134, 6_239_551.0 / 9_945_670, 374_412.0 / 4_972_835),
        (53769.0 / 1_989_134, 351_524.0 / 4_972_835, 4_929_758.0 / 4_972_835))

    static let linear2020ToXYZD65 = Matrix3(
        (63_426_534.0 / 99_577_255, 20_160_776.0 / 139_408_157, 47_086_771.0 / 278_816_314),
        (26_158_966.0 / 99_577_255, 472_592_308.0 / 697_040_785, 8_267_143.0 / 139_408_157),
        (0, 19_567_812.0 / 697_040_785, 295_819_943.0 / 278_816_314))

    /// Bradford chromatic adaptation D50 → D65.
    static let d50ToD65 = Matrix3(
        (0.955473421488075, -0.02309845494876471, 0.06325924320057072),
        (-0.0283697093338637, 1.0099953980813041, 0.021041441191917323),
        (0.012314014864481998, -0.020507649298898964, 1.330365926242124))

    static let lmsToXYZD65 = Matrix3(
        (1.2268798758459243, -0.5578149944602171, 0.2813910456659647),
        (-0.0405757452148008, 1.1122868032803170, -0.0717110580655164),
        (-0.0763729366746601, -0.4214933324022432, 1.5869240198367816))

    static let oklabToNonlinearLMS = Matrix3(
        (1.0000000000000000, 0.3963377773761749, 0.2158037573099136),
        (1.0000000000000000, -0.1055613458156586, -0.0638541728258133),
        (1.0000000000000000, -0.0894841775298119, -1.2914855480194092))
}

/// A 3×3 matrix applied to column vectors.
struct Matrix3: Sendable {
    var rows: (SIMD3<Double>, SIMD3<Double>, SIMD3<Double>)

    init(_ r0: (Double, Double, Double), _ r1: (Double, Double, Double), _ r2: (Double, Double, Double)) {
        rows = (SIMD3(r0.0, r0.1, r0.2), SIMD3(r1.0, r1.1, r1.2), SIMD3(r2.0, r2.1, r2.2))
    }

    /// The linear RGB → XYZ matrix of an RGB space given by its primaries' and white's xy
    /// chromaticities: the primaries' XYZ (Y = 1) as columns, each scaled so that RGB (1, 1, 1)
    /// is the white (Y = 1). SMPTE RP 177-1993's method.
    init(primaries: ((Double, Double), (Double, Double), (Double, Double)), white: (Double, Double)) {
        func xyz(_ xy: (Double, Double)) -> SIMD3<Double> { SIMD3(xy.0 / xy.1, 1, (1 - xy.0 - xy.1) / xy.1) }
        let (r, g, b) = (xyz(primaries.0), xyz(primaries.1), xyz(primaries.2))
        let w = xyz(white)
        // Cramer's rule for the scales s with r·s.x + g·s.y + b·s.z = w.
        func det(_ a: SIMD3<Double>, _ b: SIMD3<Double>, _ c: SIMD3<Double>) -> Double {
            a.x * (b.y * c.z - c.y * b.z) - b.x * (a.y * c.z - c.y * a.z) + c.x * (a.y * b.z - b.y * a.z)
        }
        let d = det(r, g, b)
        let s = SIMD3(det(w, g, b), det(r, w, b), det(r, g, w)) / d
        let (cr, cg, cb) = (r * s.x, g * s.y, b * s.z)
        rows = (SIMD3(cr.x, cg.x, cb.x), SIMD3(cr.y, cg.y, cb.y), SIMD3(cr.z, cg.z, cb.z))
    }

    func apply(_ v: SIMD3<Double>) -> SIMD3<Double> {
        SIMD3((rows.0 * v).sum(), (rows.1 * v).sum(), (rows.2 * v).sum())
    }
}

extension SIMD3 where Scalar == Double {
    /// Each lane transformed by `transform`.
    func map(_ transform: (Double) -> Double) -> SIMD3<Double> {
        SIMD3(transform(x), transform(y), transform(z))
    }
}
