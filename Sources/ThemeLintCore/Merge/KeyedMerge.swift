/// The keyed three-way merge: items are matched by key across the sides; per key, unchanged on
/// one side takes the other's, the same change on both merges, an edit against a deletion is a
/// conflict, and two different changes are left to the format (merge inside, or conflict).
/// A key one side renamed (the same meaning under a new key, the only such) and the other
/// side edited gets the edit under its new key. Cost linear in the items (renames bucketed by
/// hash).
struct KeyedMerge<Adapter: KeyedMergeAdapter> {
    /// What becomes of one of OURS' items.
    enum Fate: Equatable {
        /// OURS' item is the result (unchanged by THEIRS, or the same on both sides).
        case keep
        /// Only OURS has it, and the base does not: OURS added it.
        case added
        /// Only THEIRS changed it: THEIRS' item at this index (the base's at `base`).
        case takeTheirs(theirs: Int, base: Int)
        /// Both sides changed it differently (or added it differently): THEIRS' item at this
        /// index, the base's (nil when both added it).
        case bothChanged(theirs: Int, base: Int?)
        /// THEIRS deleted it and OURS left it as it was.
        case delete
        /// OURS changed it and THEIRS deleted it: a conflict.
        case deletedByTheirs(base: Int)
        /// OURS renamed it; THEIRS edited it under its old key (THEIRS' item at this index).
        case renamedByOurs(theirs: Int)
        /// OURS edited it; THEIRS renamed it (THEIRS' item at this index has the new key).
        case renamedByTheirs(theirs: Int)
        /// An earlier item of a key OURS repeats (the last one is the key's): it means nothing.
        case shadowed(last: Int)
    }

    /// One of THEIRS' items that goes into the result.
    struct Insertion {
        /// THEIRS' index.
        var theirs: Int
        /// The base's index when OURS deleted the item and THEIRS edited it (a conflict with
        /// an empty OURS side); nil when THEIRS added it.
        var base: Int?
        /// OURS' item it follows: the last of OURS' items matched before it in THEIRS' order
        /// (nil: before OURS' first item).
        var after: Int?
    }

    /// The fate of each of OURS' items, in OURS' order.
    var fates: [Fate]
    /// THEIRS' additions (and edits of what OURS deleted), in THEIRS' order.
    var insertions: [Insertion]

    /// Decides the merge of `adapter`'s three sides.
    init(_ adapter: Adapter) {
        let lookup = KeyedMergeLookup(adapter)
        let renames = KeyedMergeRenames(adapter, lookup: lookup)
        var theirsToOurs = [Int?](repeating: nil, count: adapter.count(.theirs))
        fates = (0..<adapter.count(.ours)).map { i in
            let fate = Self.fate(ofOurs: i, adapter, lookup, renames)
            switch fate {
            case .takeTheirs(let j, _), .bothChanged(let j, _), .renamedByOurs(let j), .renamedByTheirs(let j):
                theirsToOurs[j] = i
            case .keep:
                if let j = lookup.theirs[adapter.key(.ours, i)] { theirsToOurs[j] = i }
            default:
                break
            }
            return fate
        }
        insertions = Self.insertions(adapter, lookup, theirsToOurs: theirsToOurs)
    }

    /// The fate of OURS' item `i`.
    private static func fate(ofOurs i: Int, _ adapter: Adapter, _ lookup: KeyedMergeLookup<Adapter.Key>, _ renames: KeyedMergeRenames) -> Fate {
        if let j = renames.theirsRenamed[i] { return .renamedByTheirs(theirs: j) }
        if let j = renames.oursRenamed[i] { return .renamedByOurs(theirs: j) }
        let key = adapter.key(.ours, i)
        if let last = lookup.ours[key], last != i { return .shadowed(last: last) }
        let b = lookup.base[key]
        if let j = lookup.theirs[key] {
            if adapter.sameMeaning((.ours, i), (.theirs, j)) { return .keep }
            if let b {
                if adapter.sameMeaning((.base, b), (.ours, i)) { return .takeTheirs(theirs: j, base: b) }
                if adapter.sameMeaning((.base, b), (.theirs, j)) { return .keep }
            }
            return .bothChanged(theirs: j, base: b)
        }
        guard let b else { return .added }
        return adapter.sameMeaning((.base, b), (.ours, i)) ? .delete : .deletedByTheirs(base: b)
    }

    /// THEIRS' items that OURS does not have, each after the OURS item matched last before it.
    private static func insertions(_ adapter: Adapter, _ lookup: KeyedMergeLookup<Adapter.Key>, theirsToOurs: [Int?]) -> [Insertion] {
        var insertions: [Insertion] = []
        var after: Int?
        for j in 0..<adapter.count(.theirs) {
            if let i = theirsToOurs[j] {
                after = i
                continue
            }
            let key = adapter.key(.theirs, j)
            if lookup.theirs[key] != j || lookup.ours[key] != nil { continue }
            if let b = lookup.base[key] {
                // OURS deleted it: it stays deleted unless THEIRS edited it.
                if adapter.sameMeaning((.base, b), (.theirs, j)) { continue }
                insertions.append(Insertion(theirs: j, base: b, after: after))
            } else {
                insertions.append(Insertion(theirs: j, base: nil, after: after))
            }
        }
        return insertions
    }
}
