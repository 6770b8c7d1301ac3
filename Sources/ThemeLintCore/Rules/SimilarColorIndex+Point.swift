extension SimilarColorIndex {
    /// Calls `body` with the index of every indexed point that may be within the threshold of
    /// `point`, which need not be indexed itself (a color literal looked up among a theme's
    /// colors): the same bounds `unite` uses, the caller makes the exact test. O(log n + the
    /// points in the point's search box).
    func forEachPossibleNeighbour(of point: CIELab, _ body: (Int) -> Void) {
        guard threshold > 0 else { return }
        let p = Entry(point, index: -1)
        entries.withUnsafeBufferPointer { points in
            if splits.isEmpty {
                for q in points where mayBeNear(p, q) && mayBeSimilar(p, q) { body(q.index) }
                return
            }
            let lReach = lightnessReach(p.l)
            let abReach = chromaReach(p)
            let (lowL, highL) = (p.l - lReach, p.l + lReach)
            let (lowA, highA) = (p.a - abReach, p.a + abReach)
            let (lowB, highB) = (p.b - abReach, p.b + abReach)
            func consider(_ other: Int) {
                let q = points[other]
                guard q.l > lowL && q.l < highL && q.a > lowA && q.a < highA && q.b > lowB && q.b < highB,
                      mayBeNear(p, q), mayBeSimilar(p, q) else { return }
                body(q.index)
            }
            var stack = [(0, points.count)]
            while let (lo, hi) = stack.popLast() {
                if hi - lo <= Self.leafSize {
                    for other in lo..<hi { consider(other) }
                    continue
                }
                let middle = (lo + hi) / 2
                let (value, from, to): (Double, Double, Double)
                switch splits[middle] {
                case 0: (value, from, to) = (points[middle].l, lowL, highL)
                case 1: (value, from, to) = (points[middle].a, lowA, highA)
                default: (value, from, to) = (points[middle].b, lowB, highB)
                }
                if to >= value { stack.append((middle + 1, hi)) }
                consider(middle)
                if from <= value { stack.append((lo, middle)) }
            }
        }
    }
}
