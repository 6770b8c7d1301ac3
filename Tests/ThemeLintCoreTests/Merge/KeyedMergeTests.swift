import Testing
@testable import ThemeLintCore

/// The keyed three-way merge over a minimal adapter: items are `key=value` strings, their
/// meaning is the value.
@Suite struct KeyedMergeTests {
    struct Pairs: KeyedMergeAdapter {
        var base: [(String, String)]
        var ours: [(String, String)]
        var theirs: [(String, String)]

        init(_ base: [String], _ ours: [String], _ theirs: [String]) {
            func split(_ items: [String]) -> [(String, String)] {
                items.map { item in
                    let parts = item.split(separator: "=", maxSplits: 1).map(String.init)
                    return (parts[0], parts.count > 1 ? parts[1] : "")
                }
            }
            (self.base, self.ours, self.theirs) = (split(base), split(ours), split(theirs))
        }

        func items(_ role: MergeRole) -> [(String, String)] {
            switch role {
            case .base: base
            case .ours: ours
            case .theirs: theirs
            }
        }

        func count(_ role: MergeRole) -> Int { items(role).count }
        func key(_ role: MergeRole, _ index: Int) -> String { items(role)[index].0 }
        func sameMeaning(_ a: (MergeRole, Int), _ b: (MergeRole, Int)) -> Bool { items(a.0)[a.1].1 == items(b.0)[b.1].1 }
        func renameHash(_ role: MergeRole, _ index: Int) -> Int? { items(role)[index].1.hashValue }
        func sameMeaningApartFromKey(_ a: (MergeRole, Int), _ b: (MergeRole, Int)) -> Bool { sameMeaning(a, b) }
    }

    typealias Merge = KeyedMerge<Pairs>

    @Test func eachKeyGetsItsFate() {
        let merge = Merge(Pairs(
            ["a=1", "b=2", "c=3", "d=4", "e=5", "f=6"],
            ["a=1", "b=20", "c=3", "d=40", "e=50", "g=7"],
            ["a=1", "b=2", "c=30", "d=41", "f=6"]))
        #expect(merge.fates == [
            .keep, .keep, .takeTheirs(theirs: 2, base: 2), .bothChanged(theirs: 3, base: 3), .deletedByTheirs(base: 4), .added,
        ])
        // f: OURS deleted what THEIRS left, so it stays deleted; nothing to insert.
        #expect(merge.insertions.isEmpty)
    }

    @Test func theirsAdditionsFollowTheirNeighbourAndEditsOfDeletedItemsConflict() {
        let merge = Merge(Pairs(["a=1", "b=2"], ["a=1"], ["x=0", "a=1", "n=9", "b=3"]))
        #expect(merge.fates == [.keep])
        #expect(merge.insertions.map(\.theirs) == [0, 2, 3])
        #expect(merge.insertions.map(\.after) == [nil, 0, 0])
        #expect(merge.insertions.map(\.base) == [nil, nil, 1])
    }

    @Test func aRenameOnOneSideTakesTheOtherSidesEdit() {
        let oursRenamed = Merge(Pairs(["a=1", "b=2"], ["z=1", "b=2"], ["a=10", "b=2"]))
        #expect(oursRenamed.fates == [.renamedByOurs(theirs: 0), .keep])
        #expect(oursRenamed.insertions.isEmpty)
        let theirsRenamed = Merge(Pairs(["a=1", "b=2"], ["a=10", "b=2"], ["z=1", "b=2"]))
        #expect(theirsRenamed.fates == [.renamedByTheirs(theirs: 0), .keep])
        #expect(theirsRenamed.insertions.isEmpty)
    }

    @Test func noRenameWhenTheMeaningIsNotUnique() {
        let merge = Merge(Pairs(["a=1"], ["y=1", "z=1"], ["a=10"]))
        #expect(merge.fates == [.added, .added])
        #expect(merge.insertions.map(\.base) == [0])
    }

    @Test func aRepeatedKeyMeansItsLastItem() {
        let merge = Merge(Pairs(["a=1"], ["a=0", "a=1"], ["a=2"]))
        #expect(merge.fates == [.shadowed(last: 1), .takeTheirs(theirs: 0, base: 0)])
    }
}
