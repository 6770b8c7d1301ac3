// Alpha compositing in gamma-encoded sRGB.
//
// Source: Porter & Duff, "Compositing Digital Images" (SIGGRAPH 1984), the "over" operator, in the
// straight-alpha form of W3C "Compositing and Blending Level 1", §5.1 "Simple alpha compositing"
// (https://www.w3.org/TR/compositing-1/#simplealphacompositing): co = cs·αs + cb·αb·(1 − αs),
// αo = αs + αb·(1 − αs), and the straight color is co / αo. Computed in Double, with no rounding to
// 8 bits in between, on gamma-encoded channels as browsers and the platforms' UI toolkits do.

extension RGBA {
    /// This color drawn over `backdrop` (source-over), in floating point.
    ///
    /// Over an opaque backdrop the result is opaque. Two fully transparent colors give transparent black.
    public func composited(over backdrop: RGBA) -> RGBA {
        let sourceAlpha = min(1, max(0, alpha))
        let backdropAlpha = min(1, max(0, backdrop.alpha))
        let backdropWeight = backdropAlpha * (1 - sourceAlpha)
        let outAlpha = sourceAlpha + backdropWeight
        guard outAlpha > 0 else { return RGBA(red: 0, green: 0, blue: 0, alpha: 0) }
        func channel(_ source: Double, _ below: Double) -> Double {
            (source * sourceAlpha + below * backdropWeight) / outAlpha
        }
        return RGBA(
            red: channel(red, backdrop.red), green: channel(green, backdrop.green), blue: channel(blue, backdrop.blue),
            alpha: outAlpha
        )
    }

    /// The colors a user sees for `foreground` drawn on `background` over `base`, following
    /// The background is composited over the base, then the foreground over that.
    ///
    /// A translucent `base` is first made opaque over `opaqueFallback` (default white) so that
    /// both results are opaque.
    public static func compositedPair(
        foreground: RGBA, background: RGBA, base: RGBA, opaqueFallback: RGBA = .white
    ) -> (foreground: RGBA, background: RGBA) {
        let opaqueBase = base.isOpaque ? base : base.composited(over: opaqueFallback)
        let visibleBackground = background.composited(over: opaqueBase)
        return (foreground.composited(over: visibleBackground), visibleBackground)
    }
}
