/// Every contrast measure of one foreground on one background over a base color: what
/// `themelint contrast` prints, a designer's pocket calculator.
///
/// All measures are taken between the composited foreground and the composited background
/// (`RGBA.compositedPair`), unrounded.
public struct ColorPairMeasurement: Sendable, Hashable {
    /// The foreground as given.
    public var foreground: RGBA
    /// The background as given.
    public var background: RGBA
    /// The base the background is drawn on, as given.
    public var base: RGBA
    /// The foreground as seen: over the composited background.
    public var compositedForeground: RGBA
    /// The background as seen: over the base.
    public var compositedBackground: RGBA
    /// WCAG 2.x contrast ratio, unrounded.
    public var wcagRatio: Double
    /// The WCAG levels the ratio meets, in `WCAGLevel.allCases` order.
    public var levelsPassed: [WCAGLevel]
    /// APCA-W3 Lc (signed: positive for dark on light), unrounded.
    public var apcaLc: Double
    /// CIEDE2000 ΔE between the composited colors.
    public var deltaE: Double

    /// Measures `foreground` on `background` over `base` (a translucent base is first drawn on white).
    public init(foreground: RGBA, background: RGBA, base: RGBA = .white) {
        self.foreground = foreground
        self.background = background
        self.base = base
        let pair = RGBA.compositedPair(foreground: foreground, background: background, base: base)
        compositedForeground = pair.foreground
        compositedBackground = pair.background
        wcagRatio = pair.foreground.contrastRatio(with: pair.background)
        levelsPassed = WCAGLevel.levels(metBy: wcagRatio)
        apcaLc = APCA.lightnessContrast(text: pair.foreground, background: pair.background)
        deltaE = pair.foreground.deltaE2000(to: pair.background)
    }
}
