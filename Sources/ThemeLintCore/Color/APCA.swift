/// The Accessible Perceptual Contrast Algorithm, APCA-W3 version 0.0.98G-4g.
///
/// Source: Andrew Somers / Myndex, `apca-w3` 0.1.9 (npm; https://github.com/Myndex/apca-w3,
/// `src/apca-w3.js`: `sRGBtoY` and `APCAcontrast` with the 0.0.98G-4g constants), implemented
/// exactly, including its simple 2.4 power curve (not the piecewise sRGB curve) and its
/// soft black clamp. Lc is signed: positive for dark text on a light background (BoW),
/// negative for light text on a dark background (WoB).
public enum APCA {
    // 0.0.98G-4g constants, named as in apca-w3.
    static let mainTRC = 2.4
    static let sRco = 0.2126729
    static let sGco = 0.7151522
    static let sBco = 0.0721750
    static let normBG = 0.56
    static let normTXT = 0.57
    static let revTXT = 0.62
    static let revBG = 0.65
    static let blkThrs = 0.022
    static let blkClmp = 1.414
    static let scaleBoW = 1.14
    static let scaleWoB = 1.14
    static let loBoWoffset = 0.027
    static let loWoBoffset = 0.027
    static let deltaYmin = 0.0005
    static let loClip = 0.1

    /// APCA's screen luminance Y of an sRGB color (`sRGBtoY`): each gamma-encoded channel raised
    /// to 2.4, weighted 0.2126729 / 0.7151522 / 0.0721750. Alpha is ignored: composite first.
    public static func luminance(_ color: RGBA) -> Double {
        sRco * pow(color.red, mainTRC) + sGco * pow(color.green, mainTRC) + sBco * pow(color.blue, mainTRC)
    }

    /// Lc from two APCA luminances (`APCAcontrast`), unrounded; 0 when either is outside 0…1.1.
    public static func lightnessContrast(textLuminance textY: Double, backgroundLuminance backgroundY: Double) -> Double {
        guard !textY.isNaN, !backgroundY.isNaN, min(textY, backgroundY) >= 0, max(textY, backgroundY) <= 1.1 else { return 0 }
        let text = textY > blkThrs ? textY : textY + pow(blkThrs - textY, blkClmp)
        let background = backgroundY > blkThrs ? backgroundY : backgroundY + pow(blkThrs - backgroundY, blkClmp)
        guard abs(background - text) >= deltaYmin else { return 0 }
        let output: Double
        if background > text {
            let sapc = (pow(background, normBG) - pow(text, normTXT)) * scaleBoW
            output = sapc < loClip ? 0 : sapc - loBoWoffset
        } else {
            let sapc = (pow(background, revBG) - pow(text, revTXT)) * scaleWoB
            output = sapc > -loClip ? 0 : sapc + loWoBoffset
        }
        return output * 100
    }

    /// Lc of `text` on `background` (both taken as opaque: composite first), signed, unrounded.
    public static func lightnessContrast(text: RGBA, background: RGBA) -> Double {
        lightnessContrast(textLuminance: luminance(text), backgroundLuminance: luminance(background))
    }
}
