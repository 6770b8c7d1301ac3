/// A spatial index on CIELAB that yields every pair of colors that may be within a CIEDE2000
/// threshold `t` of each other, and few others, in about O(n) for real palettes.
///
/// CIEDE2000 is not a distance on Lab, so the index relies on two bounds that every pair with
/// ΔE00 < t satisfies (kL = kC = kH = 1):
/// - **Lightness:** ΔE00 ≥ |ΔL| / S_L and S_L ≤ 1.747, so |ΔL| < 1.75 t.
/// - **Chroma and hue:** with |R_T| ≤ 2 sin 60° (Δθ ≤ 30°), ΔE00² ≥ (ΔL/S_L)² + 0.134 ((ΔC′/S_C)² +
///   (ΔH′/S_H)²); S_H ≤ S_C = 1 + 0.045 C̄′ (T ≤ 1.93); ΔC′² + ΔH′² = Δa′² + Δb² ≥ Δa² + Δb²; and
///   C′ ≤ 1.5 C*. So the Euclidean distance in the a*b* plane is below
///   2.74 t (1 + 0.034 (C*₁ + C*₂)): tight for grays, looser for saturated colors, as
///   CIEDE2000 itself is.
///
/// Colors are bucketed by chroma band, then by a grid cell of that band sized to the band's
/// bound, and only neighbouring cells are compared. A randomized test checks the candidates
/// against every pair.
struct SimilarColorIndex {
    private struct Cell: Hashable {
        var band: Int32
        var l: Int32
        var a: Int32
        var b: Int32
    }

    private static let lightnessFactor = 1.75
    private static let chromaFactor = 2.74
    private static let chromaSlope = 0.034
    /// Width of a chroma band, in C* units.
    private static let bandWidth = 8.0

    /// A point as the search reads it: stored by cell, contiguously, so that comparing a cell
    /// with its neighbours reads memory in order.
    private struct Entry {
        var l: Double
        var a: Double
        var b: Double
        var chroma: Double
        var index: Int
    }

    /// A band and a lightness slot: the cells that share them.
    private struct Row: Hashable {
        var band: Int32
        var l: Int32
    }

    private let threshold: Double
    /// Up to this many points, pairs are compared directly: for a real palette (hundreds of
    /// colors) that costs less than hashing the grid's cells.
    static let pairwiseLimit = 384
    /// The points, when there are few enough to compare pairwise (the grid is then left empty).
    private var pairwise: [Entry]?
    private var cellIndex: [Cell: Int] = [:]
    private var cells: [Cell] = []
    /// Each cell's points, in index order.
    private var entries: [[Entry]] = []
    /// The cells of each row (offsets in `cells`): a sparse palette looks through the few cells a
    /// row has instead of probing every slot of a search range.
    private var rows: [Row: [Int]] = [:]

    /// Indexes `points` for threshold `maxDeltaE`.
    init(_ points: [CIELab], maxDeltaE: Double) {
        self.threshold = maxDeltaE
        if points.count <= Self.pairwiseLimit {
            // Few points: every pair is compared under the same bounds, without building the grid.
            pairwise = points.enumerated().map { index, point in
                Entry(l: point.l, a: point.a, b: point.b, chroma: (point.a * point.a + point.b * point.b).squareRoot(), index: index)
            }
            return
        }
        for (index, point) in points.enumerated() {
            let entry = Entry(l: point.l, a: point.a, b: point.b, chroma: (point.a * point.a + point.b * point.b).squareRoot(), index: index)
            let cell = self.cell(of: entry)
            if let existing = cellIndex[cell] {
                entries[existing].append(entry)
            } else {
                cellIndex[cell] = cells.count
                rows[Row(band: cell.band, l: cell.l), default: []].append(cells.count)
                cells.append(cell)
                entries.append([entry])
            }
        }
    }

    /// The largest chroma of band `band`.
    private static func maximumChroma(ofBand band: Int32) -> Double { Double(band + 1) * bandWidth }

    /// The a*b* bound for two colors of chroma at most `first` and `second`.
    private func abRadius(_ first: Double, _ second: Double) -> Double {
        Self.chromaFactor * threshold * (1 + Self.chromaSlope * (first + second))
    }

    private var lightnessCell: Double { Self.lightnessFactor * threshold }

    /// The side of a band's a*b* cells: the bound for two colors at the top of the band.
    private func abCell(ofBand band: Int32) -> Double {
        let top = Self.maximumChroma(ofBand: band)
        return abRadius(top, top)
    }

    private func cell(of point: Entry) -> Cell {
        let band = Int32(clamping: Int((point.chroma / Self.bandWidth).rounded(.down)))
        let side = abCell(ofBand: band)
        return Cell(
            band: band, l: Self.slot(point.l, lightnessCell),
            a: Self.slot(point.a, side), b: Self.slot(point.b, side))
    }

    private static func slot(_ value: Double, _ side: Double) -> Int32 {
        guard value.isFinite, side > 0 else { return 0 }
        return Int32(clamping: Int((value / side).rounded(.down)))
    }

    /// Whether two points satisfy both bounds (a necessary condition for ΔE00 < threshold).
    private func mayBeSimilar(_ p: Entry, _ q: Entry) -> Bool {
        guard abs(p.l - q.l) < lightnessCell else { return false }
        let da = p.a - q.a, db = p.b - q.b
        let radius = abRadius(p.chroma, q.chroma)
        return da * da + db * db < radius * radius
    }

    /// Calls `body(i, j)` with i < j for every pair that may be within the threshold, each once.
    func forEachCandidatePair(_ body: (Int, Int) -> Void) {
        guard threshold > 0 else { return }
        if let pairwise {
            for first in pairwise.indices {
                for second in (first + 1)..<pairwise.count where mayBeSimilar(pairwise[first], pairwise[second]) {
                    body(pairwise[first].index, pairwise[second].index)
                }
            }
            return
        }
        let bands = Set(cells.map(\.band))
        guard let lowestBand = bands.min(), let highestBand = bands.max() else { return }
        for (cellNumber, cell) in cells.enumerated() {
            let members = entries[cellNumber]
            let topChroma = Self.maximumChroma(ofBand: cell.band)
            let ownSide = abCell(ofBand: cell.band)
            var neighbours: [Int] = []
            // Bands outward from the cell's own, in each direction until one lies further than the
            // radius away (the gap grows by a band's width per step, the radius by far less).
            var nearBands: [Int32] = []
            for step in [Int32(-1), 1] {
                var band = step < 0 ? cell.band : cell.band + 1
                while band >= lowestBand && band <= highestBand {
                    let bandTop = Self.maximumChroma(ofBand: band)
                    let radius = abRadius(topChroma, bandTop)
                    let bandBottom = bandTop - Self.bandWidth
                    if bandBottom - topChroma >= radius || (topChroma - Self.bandWidth) - bandTop >= radius { break }
                    if bands.contains(band) { nearBands.append(band) }
                    band += step
                }
            }
            for band in nearBands {
                let bandTop = Self.maximumChroma(ofBand: band)
                let radius = abRadius(topChroma, bandTop)
                let side = abCell(ofBand: band)
                let aLow = Self.slot(Double(cell.a) * ownSide - radius, side), aHigh = Self.slot(Double(cell.a + 1) * ownSide + radius, side)
                let bLow = Self.slot(Double(cell.b) * ownSide - radius, side), bHigh = Self.slot(Double(cell.b + 1) * ownSide + radius, side)
                let slots = (Int(aHigh) - Int(aLow) + 1) * (Int(bHigh) - Int(bLow) + 1)
                for l in (cell.l - 1)...(cell.l + 1) {
                    // Probe the slots of the range, or read the row's cells, whichever is fewer.
                    guard let row = rows[Row(band: band, l: l)] else { continue }
                    if row.count <= slots {
                        for found in row where (aLow...aHigh).contains(cells[found].a) && (bLow...bHigh).contains(cells[found].b) {
                            neighbours.append(found)
                        }
                        continue
                    }
                    for a in aLow...aHigh {
                        for b in bLow...bHigh {
                            if let found = cellIndex[Cell(band: band, l: l, a: a, b: b)] { neighbours.append(found) }
                        }
                    }
                }
            }
            for neighbour in neighbours {
                let group = entries[neighbour]
                for first in members {
                    // A cell's entries are in index order: its partners after `first` are a
                    // suffix, found by bisection (each pair is seen from its first member's cell).
                    var low = 0, high = group.count
                    while low < high {
                        let middle = (low + high) / 2
                        if group[middle].index <= first.index { low = middle + 1 } else { high = middle }
                    }
                    for second in group[low...] where mayBeSimilar(first, second) {
                        body(first.index, second.index)
                    }
                }
            }
        }
    }
}

/// Disjoint sets over 0..<count, with path halving and union by size.
struct UnionFind {
    private var parent: [Int]
    private var size: [Int]

    /// `count` singletons.
    init(count: Int) {
        parent = Array(0..<count)
        size = Array(repeating: 1, count: count)
    }

    /// The representative of `element`'s set.
    mutating func find(_ element: Int) -> Int {
        var current = element
        while parent[current] != current {
            parent[current] = parent[parent[current]]
            current = parent[current]
        }
        return current
    }

    /// Whether two elements are in one set.
    mutating func connected(_ first: Int, _ second: Int) -> Bool {
        find(first) == find(second)
    }

    /// Merges the sets of two elements.
    mutating func union(_ first: Int, _ second: Int) {
        var (a, b) = (find(first), find(second))
        guard a != b else { return }
        if size[a] < size[b] { swap(&a, &b) }
        parent[b] = a
        size[a] += size[b]
    }
}
