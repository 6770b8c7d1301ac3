/// Merges Android `<resources>` files element by element: the elements directly under the root
/// (`<color>`, `<item type="color">`, `<style>`, `<dimen>`, anything) are matched by their
/// element name and `name` attribute, so edits, additions and deletions of different elements
/// merge however close their lines are, and the same change on both sides merges.
///
/// The result is OURS' bytes with THEIRS' changes applied to the elements they touch: THEIRS'
/// additions go after their preceding neighbour in THEIRS' order, indented like it, with OURS'
/// line endings. An element renamed on one side (the same content under a new name, the only
/// such) and edited on the other gets the edit under its new name. Where both sides change an
/// element differently and a line merge of that element alone does not resolve it, git's
/// markers go around the whole element. When the line merge of the whole file is clean and
/// means the same, its bytes are returned, so git's bytes are kept whenever git is right.
/// Cost is linear in the three sides.
public enum AndroidResourceMerge {
    /// Merges three Android resource sides by meaning.
    public static func merge(_ sides: MergeSides, lineMerger: some LineMerging) -> MergeOutcome {
        do throws(AndroidMergeRefusal) {
            let base = try AndroidResourceSide(bytes: sides.base, side: "BASE (%O)", allowEmpty: true)
            let ours = try AndroidResourceSide(bytes: sides.ours, side: "OURS (%A)", allowEmpty: false)
            let theirs = try AndroidResourceSide(bytes: sides.theirs, side: "THEIRS (%B)", allowEmpty: false)
            var plan = AndroidMergePlan(base: base, ours: ours, theirs: theirs, sides: sides, lineMerger: lineMerger)
            try plan.mergeRootTag()
            try plan.mergeEntries()
            let (bytes, conflicts) = try plan.apply()
            guard conflicts.isEmpty else { return .conflicted(bytes, conflicts: conflicts) }
            // A check of the merge's own output, and its meaning, to compare with git's.
            let merged = try AndroidResourceSide(bytes: bytes, side: "the merged result", allowEmpty: false, keepingDocument: false)
            if let line = try? lineMerger.lineMerge(sides), line.isClean,
               let lineSide = try? AndroidResourceSide(bytes: line.bytes, side: "the line merge", allowEmpty: false, keepingDocument: false),
               sameMeaning(lineSide, merged) {
                return .clean(line.bytes)
            }
            return .clean(bytes)
        } catch {
            return .fallBack(reason: error.reason)
        }
    }

    /// Whether two sides hold the same root and the same elements by key (order aside).
    static func sameMeaning(_ first: AndroidResourceSide, _ second: AndroidResourceSide) -> Bool {
        guard first.rootMeaning == second.rootMeaning, first.entries.count == second.entries.count else { return false }
        return first.entries.allSatisfy { entry in second.entry(entry.key)?.meaning == entry.meaning }
    }
}
