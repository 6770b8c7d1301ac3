/// A spatial index on CIELAB that yields every pair of colors that may be within a CIEDE2000
/// threshold `t` of each other, and few others, in O(n log n + pairs) whatever the palette's
/// distribution (uniform random, near-duplicates, a few dense blobs).
///
/// CIEDE2000 is not a distance on Lab, so the index relies on bounds that every pair with
/// ΔE00 < t satisfies (kL = kC = kH = 1), with x = ΔC′/S_C, y = ΔH′/S_H and
/// ΔE00² = (ΔL′/S_L)² + x² + y² + R_T·x·y:
/// - **Lightness:** |ΔL| < t·S_L(L̄), and S_L grows with |L̄ − 50| (at most 1.747), so a point's
///   partners lie within t·S_L(|L − 50| + 0.874 t) of its lightness.
/// - **Chroma and hue:** |R_T| ≤ 2 sin 60°, so x² + y² < t² / 0.134; S_H ≤ S_C; Δa′² + Δb² =
///   ΔC′² + ΔH′² ≥ Δa² + Δb²; S_C = 1 + 0.045 C̄′ with C̄′ ≤ (1 + G) C̄, G falling with C̄. So the
///   a*b* distance d satisfies d < K (1 + β (C + d/2)) with K = t/√0.134, β = 0.045 (1 + G):
///   d < K (1 + β C) / (1 − K β/2), a radius that grows with the point's chroma C, as CIEDE2000's
///   own tolerance does.
///
/// Points go into a k-d tree (median splits, no hashing, no cell size to tune against the
/// threshold: the tree adapts to where the colors are). Each point asks for the box its bounds
/// allow, and every point in the box passes a tight test before it is a candidate: S_L and S_C
/// exactly, ΔH′² = Δa′² + Δb² − ΔC′² exactly, S_H at its largest (T ≤ 1.573), and the least
/// x² + y² + R_T·x·y can be with |R_T| ≤ sin 60° · R_C. None of it needs trigonometry.
///
/// Pairs whose colors already belong to one cluster are of no interest to the caller, so a
/// subtree whose points all belong to the querying point's cluster is skipped whole: a dense
/// blob of similar colors costs about what its cluster's size does, not the square of it.
/// A randomized test checks the clusters against comparing every pair.
struct SimilarColorIndex {
    /// A point as the search reads it.
    struct Entry {
        var l: Double
        var a: Double
        var b: Double
        var chroma: Double
        /// S_L at this lightness: S_L at the mean of two lightnesses is at most the larger.
        var lightnessWeight: Double
        /// 1 + G at this chroma: G at the mean of two chromas is at most the larger (G falls).
        var chromaStretch: Double
        /// The hue angle in a*b*, degrees (0 for a gray).
        var hue: Double
        var index: Int

        init(_ point: CIELab, index: Int) {
            (l, a, b) = (point.l, point.a, point.b)
            chroma = (point.a * point.a + point.b * point.b).squareRoot()
            hue = chroma > 0 ? atan2(point.b, point.a) * 180 / .pi : 0
            lightnessWeight = SimilarColorIndex.lightnessWeight(offset: abs(point.l - 50))
            chromaStretch = 1 + SimilarColorIndex.g(meanChroma: chroma)
            self.index = index
        }

        func coordinate(_ dimension: UInt8) -> Double {
            switch dimension {
            case 0: l
            case 1: a
            default: b
            }
        }
    }

    let threshold: Double
    /// The points in tree order: the node over `lo..<hi` keeps its median at (lo + hi) / 2.
    private(set) var entries: [Entry] = []
    /// The split dimension of the node whose median sits at each offset (0 = L, 1 = a, 2 = b).
    private(set) var splits: [UInt8] = []
    /// Up to this many points per leaf, compared without further splitting.
    static let leafSize = 16
    /// Up to this many points, pairs are compared directly: for a real palette (hundreds of
    /// colors) that costs less than building the tree.
    static let pairwiseLimit = 384

    /// Indexes `points` for threshold `maxDeltaE`.
    init(_ points: [CIELab], maxDeltaE: Double) {
        self.threshold = maxDeltaE
        entries = points.enumerated().map { index, point in Entry(point, index: index) }
        guard entries.count > Self.pairwiseLimit else { return }
        splits = Array(repeating: 0, count: entries.count)
        entries.withUnsafeMutableBufferPointer { buffer in
            splits.withUnsafeMutableBufferPointer { splitBuffer in
                Self.build(buffer, splits: splitBuffer, lo: 0, hi: buffer.count)
            }
        }
    }

    // MARK: Building

    /// Orders `lo..<hi` as a subtree: its median on its widest dimension in the middle, the
    /// smaller values before it and the larger after, each half a subtree in turn.
    private static func build(_ points: UnsafeMutableBufferPointer<Entry>, splits: UnsafeMutableBufferPointer<UInt8>, lo: Int, hi: Int) {
        var stack = [(lo, hi)]
        while let (lo, hi) = stack.popLast() {
            guard hi - lo > leafSize else { continue }
            var low = (l: Double.infinity, a: Double.infinity, b: Double.infinity)
            var high = (l: -Double.infinity, a: -Double.infinity, b: -Double.infinity)
            for offset in lo..<hi {
                let point = points[offset]
                low = (min(low.l, point.l), min(low.a, point.a), min(low.b, point.b))
                high = (max(high.l, point.l), max(high.a, point.a), max(high.b, point.b))
            }
            // Lightness counts four times: the boxes searched are about that much narrower in L.
            let extents = [4 * (high.l - low.l), high.a - low.a, high.b - low.b]
            let dimension: UInt8 = extents[0] >= extents[1] && extents[0] >= extents[2] ? 0 : (extents[1] >= extents[2] ? 1 : 2)
            let middle = (lo + hi) / 2
            select(points, lo: lo, hi: hi, nth: middle, dimension: dimension)
            splits[middle] = dimension
            stack.append((lo, middle))
            stack.append((middle + 1, hi))
        }
    }

    /// Quickselect: puts the `nth` smallest of `lo..<hi` on `dimension` at `nth`, the smaller
    /// (or equal) ones before it and the larger (or equal) ones after.
    private static func select(_ points: UnsafeMutableBufferPointer<Entry>, lo: Int, hi: Int, nth: Int, dimension: UInt8) {
        var (left, right) = (lo, hi - 1)
        while right > left {
            // Median of three as the pivot, for sorted or clustered input.
            let middle = (left + right) / 2
            let (x, y, z) = (points[left].coordinate(dimension), points[middle].coordinate(dimension), points[right].coordinate(dimension))
            let pivot = max(min(x, y), min(max(x, y), z))
            var (i, j) = (left, right)
            while i <= j {
                while points[i].coordinate(dimension) < pivot { i += 1 }
                while points[j].coordinate(dimension) > pivot { j -= 1 }
                if i <= j {
                    points.swapAt(i, j)
                    i += 1
                    j -= 1
                }
            }
            if nth <= j {
                right = j
            } else if nth >= i {
                left = i
            } else {
                return
            }
        }
    }

    // MARK: Searching

    /// Unites in `components` every pair (i, j), i < j, of points that may be within the
    /// threshold and for which `isSimilar(i, j)` holds; `elements[i]` is point i's element in
    /// `components`. Pairs already in one component are not offered to `isSimilar`.
    func unite(_ components: inout UnionFind, elements: [Int], where isSimilar: (Int, Int) -> Bool) {
        guard threshold > 0, entries.count > 1 else { return }
        if entries.count <= Self.pairwiseLimit {
            for first in entries.indices {
                for second in (first + 1)..<entries.count where mayBeNear(entries[first], entries[second]) && mayBeSimilar(entries[first], entries[second]) {
                    let (a, b) = (elements[first], elements[second])
                    if !components.connected(a, b) && isSimilar(first, second) { components.union(a, b) }
                }
            }
            return
        }
        // Points are taken in tree order, and each looks only at the points before it (so each
        // pair once). A subtree all of whose points are in one component when its last point has
        // been taken is marked with that component's element (by its median's offset; a leaf's
        // median is no internal node's): components only merge, so the mark stays true, and a
        // later point already in that component skips the subtree.
        var unified = Array(repeating: -1, count: entries.count)
        var stack: [(lo: Int, hi: Int)] = []
        var completed: [(lo: Int, hi: Int)] = []
        entries.withUnsafeBufferPointer { points in
            for offset in points.indices {
                let p = points[offset]
                let pElement = elements[p.index]
                let lReach = lightnessReach(p.l)
                let abReach = chromaReach(p)
                let (lowL, highL) = (p.l - lReach, p.l + lReach)
                let (lowA, highA) = (p.a - abReach, p.a + abReach)
                let (lowB, highB) = (p.b - abReach, p.b + abReach)
                func consider(_ other: Int) {
                    let q = points[other]
                    guard q.l > lowL && q.l < highL && q.a > lowA && q.a < highA && q.b > lowB && q.b < highB, mayBeNear(p, q) else { return }
                    let qElement = elements[q.index]
                    guard !components.connected(pElement, qElement), mayBeSimilar(p, q) else { return }
                    if p.index < q.index ? isSimilar(p.index, q.index) : isSimilar(q.index, p.index) { components.union(pElement, qElement) }
                }
                stack.append((0, points.count))
                while let (lo, hi) = stack.popLast() {
                    guard lo < offset else { continue }
                    let middle = (lo + hi) / 2
                    if unified[middle] >= 0 && components.connected(unified[middle], pElement) { continue }
                    if hi - lo <= Self.leafSize {
                        for other in lo..<min(hi, offset) { consider(other) }
                        continue
                    }
                    let (value, from, to): (Double, Double, Double)
                    switch splits[middle] {
                    case 0: (value, from, to) = (points[middle].l, lowL, highL)
                    case 1: (value, from, to) = (points[middle].a, lowA, highA)
                    default: (value, from, to) = (points[middle].b, lowB, highB)
                    }
                    if to >= value { stack.append((middle + 1, hi)) }
                    if middle < offset { consider(middle) }
                    if from <= value { stack.append((lo, middle)) }
                }
                // The subtrees whose last point this was, deepest first.
                completed.removeAll(keepingCapacity: true)
                var (lo, hi) = (0, points.count)
                while true {
                    if hi == offset + 1 { completed.append((lo, hi)) }
                    let middle = (lo + hi) / 2
                    guard hi - lo > Self.leafSize, offset != middle else { break }
                    if offset < middle { hi = middle } else { lo = middle + 1 }
                }
                for (lo, hi) in completed.reversed() {
                    let middle = (lo + hi) / 2
                    let root = elements[points[middle].index]
                    if hi - lo <= Self.leafSize {
                        guard (lo..<hi).allSatisfy({ components.connected(elements[points[$0].index], root) }) else { break }
                    } else {
                        let (left, right) = ((lo + middle) / 2, (middle + 1 + hi) / 2)
                        guard middle + 1 < hi, unified[left] >= 0, unified[right] >= 0,
                              components.connected(unified[left], root), components.connected(unified[right], root) else { break }
                    }
                    unified[middle] = root
                }
            }
        }
    }
}
