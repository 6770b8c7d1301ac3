/// Renames: a member one side moved to a new key (the same value, the only such candidate in
/// its object) while the other side edited it under the old key. The result has the edit under
/// the new key. References to the old key elsewhere are not rewritten (that is `rename`'s job).
extension JSONMemberMerger {
    /// The renames found in one object.
    struct Renames {
        /// OURS' index of the new key → THEIRS' index of the old key THEIRS edited.
        var oursRenamed: [Int: Int] = [:]
        /// OURS' index of the old key OURS edited → THEIRS' index of the new key.
        var theirsRenamed: [Int: Int] = [:]

        static let none = Renames()
    }

    /// Finds the renames of one object, in time linear in its members (values bucketed by hash).
    static func findRenames(base: [JSONMergeItem], ours: [JSONMergeItem], theirs: [JSONMergeItem]) -> Renames {
        var renames = Renames()
        for (old, new) in renamed(base: base, renamer: ours, editor: theirs) { renames.oursRenamed[new] = old }
        for (old, new) in renamed(base: base, renamer: theirs, editor: ours) { renames.theirsRenamed[old] = new }
        return renames
    }

    /// Pairs (editor's index of the old key, renamer's index of the new key) where `renamer`
    /// moved a base member to a new key that `editor` does not have and `editor` edited the
    /// member under its old key.
    private static func renamed(base: [JSONMergeItem], renamer: [JSONMergeItem], editor: [JSONMergeItem]) -> [(Int, Int)] {
        guard !base.isEmpty else { return [] }
        let baseKeys = Set(base.map(\.key))
        let renamerKeys = Set(renamer.map(\.key))
        var editorIndex: [String: Int] = [:]
        for (i, item) in editor.enumerated() { editorIndex[item.key] = i }
        // Only the member a key means (the last of repeated keys) takes part.
        var baseLast: [String: Int] = [:]
        for (b, item) in base.enumerated() { baseLast[item.key] = b }
        var renamerLast: [String: Int] = [:]
        for (i, item) in renamer.enumerated() { renamerLast[item.key] = i }
        var addedByHash: [Int: [Int]] = [:]
        for (i, item) in renamer.enumerated() where renamerLast[item.key] == i && !baseKeys.contains(item.key) && editorIndex[item.key] == nil {
            addedByHash[JSONMeaning.hash(item.node.value), default: []].append(i)
        }
        guard !addedByHash.isEmpty else { return [] }
        var candidates: [(old: Int, new: [Int])] = []
        var uses: [Int: Int] = [:]
        for (b, item) in base.enumerated() where baseLast[item.key] == b && !renamerKeys.contains(item.key) {
            let matches = (addedByHash[JSONMeaning.hash(item.node.value)] ?? []).filter {
                JSONMeaning.equal(renamer[$0].node.value, item.node.value)
            }
            for match in matches { uses[match, default: 0] += 1 }
            candidates.append((b, matches))
        }
        var pairs: [(Int, Int)] = []
        for (b, matches) in candidates {
            guard matches.count == 1, let new = matches.first, uses[new] == 1,
                  let old = editorIndex[base[b].key],
                  !JSONMeaning.equal(editor[old].node.value, base[b].node.value) else { continue }
            pairs.append((old, new))
        }
        return pairs
    }
}
