/// The renames of a keyed merge: an item one side moved to a new key (the same meaning apart
/// from the key, the only such candidate both ways) while the other side edited it under the
/// old key. The merge puts the edit under the new key. References to the old key elsewhere are
/// not rewritten (that is `rename`'s job).
struct KeyedMergeRenames {
    /// OURS' index of the new key → THEIRS' index of the old key THEIRS edited.
    var oursRenamed: [Int: Int] = [:]
    /// OURS' index of the old key OURS edited → THEIRS' index of the new key.
    var theirsRenamed: [Int: Int] = [:]

    /// Finds the renames both ways, in time linear in the items (meanings bucketed by hash).
    init<Adapter: KeyedMergeAdapter>(_ adapter: Adapter, lookup: KeyedMergeLookup<Adapter.Key>) {
        for (old, new) in Self.renamed(adapter, lookup, renamer: .ours, editor: .theirs) { oursRenamed[new] = old }
        for (old, new) in Self.renamed(adapter, lookup, renamer: .theirs, editor: .ours) { theirsRenamed[old] = new }
    }

    /// Pairs (editor's index of the old key, renamer's index of the new key) where `renamer`
    /// moved a base item to a new key that `editor` does not have and `editor` edited the item
    /// under its old key.
    private static func renamed<Adapter: KeyedMergeAdapter>(
        _ adapter: Adapter, _ lookup: KeyedMergeLookup<Adapter.Key>, renamer: MergeRole, editor: MergeRole
    ) -> [(Int, Int)] {
        guard adapter.count(.base) > 0 else { return [] }
        let renamerIndex = lookup(renamer)
        let editorIndex = lookup(editor)
        // Only the item a key means (the last of repeated keys) takes part.
        var addedByHash: [Int: [Int]] = [:]
        for i in 0..<adapter.count(renamer) {
            let key = adapter.key(renamer, i)
            guard renamerIndex[key] == i, lookup.base[key] == nil, editorIndex[key] == nil,
                  let hash = adapter.renameHash(renamer, i) else { continue }
            addedByHash[hash, default: []].append(i)
        }
        guard !addedByHash.isEmpty else { return [] }
        var candidates: [(old: Int, new: [Int])] = []
        var uses: [Int: Int] = [:]
        for b in 0..<adapter.count(.base) {
            let key = adapter.key(.base, b)
            guard lookup.base[key] == b, renamerIndex[key] == nil, let hash = adapter.renameHash(.base, b) else { continue }
            let matches = (addedByHash[hash] ?? []).filter { adapter.sameMeaningApartFromKey((renamer, $0), (.base, b)) }
            for match in matches { uses[match, default: 0] += 1 }
            candidates.append((b, matches))
        }
        var pairs: [(Int, Int)] = []
        for (b, matches) in candidates {
            guard matches.count == 1, let new = matches.first, uses[new] == 1,
                  let old = editorIndex[adapter.key(.base, b)],
                  !adapter.sameMeaning((editor, old), (.base, b)) else { continue }
            pairs.append((old, new))
        }
        return pairs
    }
}
