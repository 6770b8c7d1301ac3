/// The bounds `SimilarColorIndex` searches within: what every pair with ΔE00 < t satisfies
/// (kL = kC = kH = 1), each cheap enough to test millions of pairs, none of them losing a pair.
extension SimilarColorIndex {
    /// The least 1 − |R_T|/2 can be anywhere: 0.1339 < 1 − sin 60° (a margin for rounding).
    private static let leastRotationFactor = 0.1339

    /// |R_T| ≤ R_C sin 2Δθ with Δθ = 30° exp(−((h̄′ − 275°)/25°)²) and R_C ≤ 2: for a mean hue
    /// at least `k` whole degrees from 275°, sin 2Δθ is at most `rotationSine[k]` (k = 0…180),
    /// and 1 − |R_T|/2 at least `rotationFactor[k]`. Away from the blues the chroma-and-hue
    /// bound is 2.7 times tighter than the one that holds everywhere.
    private static let rotationSine: [Double] = (0...180).map { k in
        let offset = Double(k) / 25
        let deltaTheta = 30 * exp(-offset * offset)
        return min(0.8661, sin(2 * deltaTheta * .pi / 180) + 1e-6)
    }
    private static let rotationFactor: [Double] = rotationSine.map { max(leastRotationFactor, 1 - $0) }

    /// Degrees from `hue` to 275°, 0…180.
    private static func degreesFromBlue(_ hue: Double) -> Double {
        var offset = (hue - 275).truncatingRemainder(dividingBy: 360)
        if offset > 180 { offset -= 360 } else if offset < -180 { offset += 360 }
        return abs(offset)
    }

    /// How far the hue h′ that CIEDE2000 reads (a′ = (1 + G) a) can be from the a*b* hue, in
    /// degrees: at most atan √(1 + G) − atan (1/√(1 + G)) ≤ G/2 radians.
    private static func hueShift(g: Double) -> Double { 28.65 * g + 0.01 }

    /// The table offset for a pair whose mean h′ is at least `degrees` from 275°, or nil when
    /// nothing is known.
    private static func rotationSlot(degrees: Double) -> Int? {
        guard degrees >= 0, degrees.isFinite else { return nil }
        return min(180, Int(degrees))
    }

    /// The table offset for the pair (p, q): from the midpoint of their a*b* hues, moved by
    /// the shift of h′ (the mean of two angles on the shorter arc moves by at most the larger
    /// shift while both stay on it); nil when either is a gray (then R_T·x·y = 0, handled by
    /// the caller) or the hues are too far apart for the midpoint to say anything.
    private static func rotationSlot(_ p: Entry, _ q: Entry) -> Int? {
        let shift = hueShift(g: max(p.chromaStretch, q.chromaStretch) - 1)
        var difference = q.hue - p.hue
        if difference > 180 { difference -= 360 } else if difference < -180 { difference += 360 }
        guard abs(difference) < 180 - 2 * shift - 0.01 else { return nil }
        return rotationSlot(degrees: degreesFromBlue(p.hue + difference / 2) - shift)
    }

    /// S_L at a distance `offset` from L = 50.
    static func lightnessWeight(offset: Double) -> Double {
        let square = offset * offset
        return 1 + 0.015 * square / (20 + square).squareRoot()
    }

    /// G of CIEDE2000 at mean chroma `meanChroma` (it falls as the chroma grows).
    static func g(meanChroma: Double) -> Double {
        let square = meanChroma * meanChroma
        let seventh = square * square * square * meanChroma
        return 0.5 * (1 - (seventh / (seventh + 6_103_515_625.0)).squareRoot())
    }

    /// How far in L a partner of a point of lightness `l` can be.
    func lightnessReach(_ l: Double) -> Double {
        threshold * Self.lightnessWeight(offset: abs(l - 50) + 0.874 * threshold) * 1.000001
    }

    /// How far in the a*b* plane a partner of point `p` can be (infinite when the threshold is
    /// so large that the bound does not close).
    func chromaReach(_ p: Entry) -> Double {
        let chroma = p.chroma
        func reach(factor: Double, g: Double) -> Double {
            let k = threshold / factor.squareRoot()
            let beta = 0.045 * (1 + g)
            let denominator = 1 - k * beta / 2
            return denominator > 0.01 ? k * (1 + beta * chroma) / denominator * 1.000001 : .infinity
        }
        // Every partner's chroma is above chroma − reach, so the pair's mean is above chroma −
        // reach/2, and G is at most G there.
        let first = reach(factor: Self.leastRotationFactor, g: 0.5)
        let g = Self.g(meanChroma: max(0, chroma - first / 2))
        let anywhere = reach(factor: Self.leastRotationFactor, g: g)
        // A partner within `anywhere` of a color of larger chroma has a hue within
        // asin(anywhere / chroma) of its hue, and the pair's mean hue half that.
        guard anywhere < chroma else { return anywhere }
        let window = asin(anywhere / chroma) * 180 / .pi
        let pairG = Self.g(meanChroma: max(0, chroma - anywhere))
        guard let slot = Self.rotationSlot(degrees: Self.degreesFromBlue(p.hue) - window / 2 - Self.hueShift(g: pairG)) else { return anywhere }
        return min(anywhere, reach(factor: Self.rotationFactor[slot], g: g))
    }

    /// A first, cheap test (no square root): ΔE00² ≥ (ΔL/S_L)² + 0.1339 (Δa² + Δb²)/S_C², with
    /// S_L and S_C at most what each point's own weights give. False only when ΔE00 ≥ threshold.
    func mayBeNear(_ p: Entry, _ q: Entry) -> Bool {
        let sl = max(p.lightnessWeight, q.lightnessWeight)
        let sc = 1 + 0.045 * max(p.chromaStretch, q.chromaStretch) * (p.chroma + q.chroma) / 2
        let dl = q.l - p.l, da = q.a - p.a, db = q.b - p.b
        let slSquared = sl * sl, scSquared = sc * sc
        let lightness = dl * dl * scSquared
        let ab = (da * da + db * db) * slSquared
        let limit = threshold * threshold * 1.000001 * slSquared * scSquared
        // The factor that holds everywhere first (every other is larger): most pairs of a
        // palette fail it, without the hue arithmetic below.
        guard lightness + Self.leastRotationFactor * ab < limit else { return false }
        if p.chroma == 0 || q.chroma == 0 { return lightness + ab < limit }
        guard let slot = Self.rotationSlot(p, q) else { return true }
        return lightness + Self.rotationFactor[slot] * ab < limit
    }

    /// Whether two points may be within the threshold: false only when ΔE00 ≥ threshold.
    func mayBeSimilar(_ p: Entry, _ q: Entry) -> Bool {
        let limit = threshold * threshold * 1.000001
        let meanLOffset = abs((p.l + q.l) / 2 - 50)
        let lTerm = (q.l - p.l) / Self.lightnessWeight(offset: meanLOffset)
        let lSquared = lTerm * lTerm
        guard lSquared < limit else { return false }
        let g = Self.g(meanChroma: (p.chroma + q.chroma) / 2)
        let a1 = (1 + g) * p.a, a2 = (1 + g) * q.a
        let chroma1 = (a1 * a1 + p.b * p.b).squareRoot()
        let chroma2 = (a2 * a2 + q.b * q.b).squareRoot()
        let meanChroma = (chroma1 + chroma2) / 2
        let deltaC = chroma2 - chroma1
        let da = a2 - a1, db = q.b - p.b
        let hSquared = max(0, da * da + db * db - deltaC * deltaC)
        let x = abs(deltaC) / (1 + 0.045 * meanChroma)
        // S_H = 1 + 0.015 C̄′ T with T ≤ 1.5725: a larger S_H only lowers the bound.
        let y = hSquared.squareRoot() / (1 + 0.0236 * meanChroma)
        // |R_T| ≤ sin 2Δθ · R_C, with sin 2Δθ ≤ sin 60° (0.8661 > sin 60°) or less away from the blues.
        let square = meanChroma * meanChroma
        let seventh = square * square * square * meanChroma
        let sine = Self.rotationSlot(p, q).map { Self.rotationSine[$0] } ?? 0.8661
        let r = sine * 2 * (seventh / (seventh + 6_103_515_625.0)).squareRoot()
        // The least x² + s² − r·x·s over s ≥ y (a parabola in s, lowest at s = r·x/2).
        let least = y >= r * x / 2 ? x * x + y * y - r * x * y : x * x * (1 - r * r / 4)
        return lSquared + least < limit
    }
}
