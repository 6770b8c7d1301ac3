/// Each side's key → index (the last of repeated keys: the one the key means).
struct KeyedMergeLookup<Key: Hashable> {
    var base: [Key: Int]
    var ours: [Key: Int]
    var theirs: [Key: Int]

    init<Adapter: KeyedMergeAdapter>(_ adapter: Adapter) where Adapter.Key == Key {
        func index(_ role: MergeRole) -> [Key: Int] {
            var index: [Key: Int] = [:]
            index.reserveCapacity(adapter.count(role))
            for i in 0..<adapter.count(role) { index[adapter.key(role, i)] = i }
            return index
        }
        base = index(.base)
        ours = index(.ours)
        theirs = index(.theirs)
    }

    func callAsFunction(_ role: MergeRole) -> [Key: Int] {
        switch role {
        case .base: base
        case .ours: ours
        case .theirs: theirs
        }
    }
}
