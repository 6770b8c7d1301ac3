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
