/// The color math of Tokens Studio's color modifiers, reproduced step for step so that a
/// modified token gets the color the plugin writes.
///
/// Source: the Tokens Studio for Figma plugin (tokens-studio/figma-plugin,
/// `src/utils/convertModifiedColorToHex.ts`, `modifyColor.ts`, `color/lighten.ts`,
/// `darken.ts`, `mix.ts`, `transparentize.ts`) on color.js 0.4, whose behaviour it inherits:
/// - `lighten`/`darken` in `lch` scale CIE LCh (D50) lightness towards 100 (or 0) and chroma
///   towards 0 by the amount; in `hsl` HSL lightness; in `srgb` and `p3` each channel;
/// - `mix` interpolates in CIE Lab (D50; color.js 0.4's default interpolation space, whatever
///   `space` says), alpha linearly, not premultiplied, and spells the result in sRGB at 5
///   significant digits;
/// - `alpha` sets alpha (clamped into 0…1);
/// - the result is spelled in `space` at 3 significant digits (color.js `toPrecision`), gamut
///   mapped there ("lch.c": chroma reduced until the clipped color is within ΔE2000 2), read
///   back, mapped to sRGB the same way and written as 8-bit hex.
///
/// The plugin's own tests (`convertModifiedColorToHex.test.ts`) are the reference values.
enum StudioColorMath {
    /// A color as color.js holds it here: sRGB coordinates, unclipped, and alpha.
    struct Color: Equatable {
        var srgb: SIMD3<Double>
        var alpha: Double
    }

    /// `color` modified by `modifier` (an 8-bit quantized sRGB color, as the plugin writes hex).
    static func apply(_ modifier: TokenColorModifier, to color: RGBA) -> RGBA {
        var current = Color(srgb: SIMD3(color.red, color.green, color.blue), alpha: color.alpha)
        let space = modifier.space
        let amount = modifier.amount
        switch modifier.kind {
        case .lighten, .darken:
            let lighten = modifier.kind == .lighten
            switch space {
            case .lch:
                let lch = toLCH(current.srgb)
                let chroma = max(0, lch.y - amount * lch.y)
                let lightness = lighten ? min(100, lch.x + (100 - lch.x) * amount) : max(0, lch.x - lch.x * amount)
                var step = toLCH(current.srgb)
                step.x = lightness
                current.srgb = fromLCH(step)
                step = toLCH(current.srgb)
                step.y = chroma
                current.srgb = fromLCH(step)
            case .hsl:
                var hsl = toHSL(current.srgb)
                hsl.z = lighten ? min(100, hsl.z + (100 - hsl.z) * amount) : max(0, hsl.z - hsl.z * amount)
                current.srgb = fromHSL(hsl)
            case .srgb, .p3:
                let channels = space == .p3 ? toP3(current.srgb) : current.srgb
                let changed = channels.map { lighten ? min(1, $0 + amount * (1 - $0)) : max(0, $0 - amount * $0) }
                current.srgb = space == .p3 ? fromP3(changed) : changed
            }
        case .mix:
            let mixColor = modifier.mixColor ?? color
            let p = max(0, min(1, amount))
            let start = toLab(current.srgb), end = toLab(SIMD3(mixColor.red, mixColor.green, mixColor.blue))
            current.srgb = fromLab(start + (end - start) * p)
            current.alpha += (mixColor.alpha - current.alpha) * p
            current = spelled(current, in: .srgb, precision: 5)
        case .alpha:
            current.alpha = max(0, min(1, amount))
        }
        current = spelled(current, in: space, precision: 3)
        return hex(current)
    }

    // MARK: Spelling (color.js `serialize`) and hex

    /// The color as color.js writes it in `space` with `precision` significant digits and reads
    /// it back: gamut mapped when outside `space` (by more than color.js's ε), coordinates rounded.
    static func spelled(_ color: Color, in space: TokenColorModifier.Space, precision: Int) -> Color {
        var coords = coordinates(of: color.srgb, in: space).map { $0.isNaN ? 0 : $0 }
        if !inGamut(coords, space, epsilon: 0.000075) { coords = toGamut(coords, space) }
        let scale = space == .srgb ? 100.0 : 1
        coords = coords.map { toPrecision($0 * scale, precision) / scale }
        return Color(srgb: srgb(of: coords, in: space), alpha: toPrecision(color.alpha, precision))
    }

    /// The 8-bit sRGB hex color.js writes (gamut mapped first), as channels.
    static func hex(_ color: Color) -> RGBA {
        var channels = color.srgb
        if !inGamut(channels, .srgb, epsilon: 0.000075) { channels = toGamut(channels, .srgb) }
        func byte(_ value: Double) -> Double { (value * 255 + 0.5).rounded(.down) / 255 }
        return RGBA(red: byte(channels.x), green: byte(channels.y), blue: byte(channels.z), alpha: color.alpha < 1 ? byte(color.alpha) : 1)
    }

    /// color.js `toPrecision`: `precision` significant digits of the integer part and beyond, or
    /// `precision` decimals below 1, rounding half up.
    static func toPrecision(_ value: Double, _ precision: Int) -> Double {
        guard value != 0, value.isFinite else { return value }
        let integer = value.rounded(.towardZero)
        let digits = integer != 0 ? Int(log10(abs(integer)).rounded(.towardZero)) + 1 : 0
        let multiplier = pow(10, Double(precision - digits))
        return (value * multiplier + 0.5).rounded(.down) / multiplier
    }

    // MARK: Gamut mapping (color.js 0.4 `toGamut`, method "lch.c")

    /// Whether coordinates in `space` lie in its gamut (hsl: sRGB's; lch: unbounded).
    static func inGamut(_ coords: SIMD3<Double>, _ space: TokenColorModifier.Space, epsilon: Double) -> Bool {
        let channels: SIMD3<Double>
        switch space {
        case .lch: return true
        case .hsl: channels = fromHSL(coords)
        case .srgb, .p3: channels = coords
        }
        return [channels.x, channels.y, channels.z].allSatisfy { $0.isNaN || ($0 >= -epsilon && $0 <= 1 + epsilon) }
    }

    /// Coordinates clamped into `space`'s ranges (hsl: hue 0…360, saturation and lightness 0…100).
    static func clip(_ coords: SIMD3<Double>, _ space: TokenColorModifier.Space) -> SIMD3<Double> {
        if inGamut(coords, space, epsilon: 0) { return coords }
        switch space {
        case .lch: return coords
        case .hsl: return SIMD3(min(360, max(0, coords.x)), min(100, max(0, coords.y)), min(100, max(0, coords.z)))
        case .srgb, .p3: return coords.map { min(1, max(0, $0)) }
        }
    }

    static func toGamut(_ coords: SIMD3<Double>, _ space: TokenColorModifier.Space) -> SIMD3<Double> {
        if inGamut(coords, space, epsilon: 0) { return coords }
        var result = coords
        if !inGamut(coords, space, epsilon: 0.000075) {
            let clipped = clip(coords, space)
            if deltaE(toLab(srgb(of: coords, in: space)), toLab(srgb(of: clipped, in: space))) > 2 {
                var mapped = toLCH(srgb(of: coords, in: space))
                var low = 0.0, high = mapped.y
                let epsilon = 0.01
                while high - low > epsilon {
                    let clippedLCH = toLCH(srgb(of: clip(coordinates(of: fromLCH(mapped), in: space), space), in: space))
                    if deltaE(lab(ofLCH: mapped), lab(ofLCH: clippedLCH)) - 2 < epsilon { low = mapped.y } else { high = mapped.y }
                    mapped.y = (low + high) / 2
                }
                result = coordinates(of: fromLCH(mapped), in: space)
            } else {
                result = clipped
            }
        }
        if !inGamut(result, space, epsilon: 0) {
            switch space {
            case .lch: break
            case .hsl: result = SIMD3(min(360, max(0, result.x)), min(100, max(0, result.y)), min(100, max(0, result.z)))
            case .srgb, .p3: result = result.map { min(1, max(0, $0)) }
            }
        }
        return result
    }

    static func deltaE(_ first: SIMD3<Double>, _ second: SIMD3<Double>) -> Double {
        CIEDE2000.difference(CIELab(l: first.x, a: first.y, b: first.z), CIELab(l: second.x, a: second.y, b: second.z))
    }
}
