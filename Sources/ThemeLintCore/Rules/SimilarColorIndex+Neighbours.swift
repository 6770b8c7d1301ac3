extension SimilarColorIndex {
    /// The offsets (in tree order) of the points, by the index each was given: where to start a
    /// neighbour search for a point.
    func treeOffsets() -> [Int] {
        var offsets = Array(repeating: 0, count: entries.count)
        for (offset, entry) in entries.enumerated() { offsets[entry.index] = offset }
        return offsets
    }

    /// Calls `body` with the index of every other point that may be within the threshold of the
    /// point at tree offset `offset` (the same bounds `unite` uses; the caller makes the exact
    /// test). O(log n + the points in the point's search box).
    func forEachPossibleNeighbour(ofTreeOffset offset: Int, _ body: (Int) -> Void) {
        forEachPossibleNeighbour(of: entries[offset], skipping: offset, body)
    }

    /// Calls `body` with the index of every indexed point that may be within the threshold of
    /// `point`, which need not be indexed itself (a color literal looked up among a theme's
    /// colors): the same bounds `unite` uses, the caller makes the exact test. O(log n + the
    /// points in the point's search box).
    func forEachPossibleNeighbour(of point: CIELab, _ body: (Int) -> Void) {
        guard threshold > 0 else { return }
        forEachPossibleNeighbour(of: Entry(point, index: -1), skipping: nil, body)
    }

    /// The one search: every point but the one at tree offset `skipped` whose box around `p`
    /// holds it and that may be similar, pairwise in a small index, through the tree otherwise.
    private func forEachPossibleNeighbour(of p: Entry, skipping skipped: Int?, _ body: (Int) -> Void) {
        entries.withUnsafeBufferPointer { points in
            if splits.isEmpty {
                for other in points.indices where other != skipped && mayBeNear(p, points[other]) && mayBeSimilar(p, points[other]) {
                    body(points[other].index)
                }
                return
            }
            let lReach = lightnessReach(p.l)
            let abReach = chromaReach(p)
            let (lowL, highL) = (p.l - lReach, p.l + lReach)
            let (lowA, highA) = (p.a - abReach, p.a + abReach)
            let (lowB, highB) = (p.b - abReach, p.b + abReach)
            func consider(_ other: Int) {
                guard other != skipped else { return }
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
