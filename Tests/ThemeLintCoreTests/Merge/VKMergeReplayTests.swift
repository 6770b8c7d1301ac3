import Foundation
import Testing
import ThemeLintCore
import ThemeLintTestSupport

/// Replays every merge of VK Appearance's history (`examples/vk-appearance/history.bundle`)
/// file by file: git's default line merge (`git merge-file`) against the merge by meaning, with
/// an independent Python merge by member as the judge of what the result must mean.
@Suite(.serialized) struct VKMergeReplayTests {
    /// One theme file both parents of a merge changed since their merge base.
    struct Case {
        var merge: String
        var path: String
        var sides: MergeSides
    }

    /// Every (merge, file) both sides changed, following renames (`-M`).
    static func cases(in repo: TemporaryGitRepository) throws -> (merges: Int, cases: [Case]) {
        let lines = try repo.git(["rev-list", "--merges", "--all", "--parents"]).split(separator: "\n")
        var cases: [Case] = []
        for line in lines {
            let ids = line.split(separator: " ").map(String.init)
            guard ids.count == 3 else { continue }
            let base = try repo.git(["merge-base", ids[1], ids[2]]).trimmingCharacters(in: .whitespacesAndNewlines)
            func changed(_ side: String) throws -> [String: String] {
                var paths: [String: String] = [:]
                for entry in try repo.git(["diff", "-M", "--name-status", base, side]).split(separator: "\n") {
                    let fields = entry.split(separator: "\t").map(String.init)
                    guard let status = fields.first, fields.count >= 2 else { continue }
                    if status.hasPrefix("R"), fields.count == 3 { paths[fields[1]] = fields[2] }
                    else if status == "M" { paths[fields[1]] = fields[1] }
                }
                return paths.filter { $0.key.hasSuffix(".json") && !$0.key.hasPrefix("package") }
            }
            let ours = try changed(ids[1])
            let theirs = try changed(ids[2])
            for (basePath, oursPath) in ours.sorted(by: { $0.key < $1.key }) {
                guard let theirsPath = theirs[basePath] else { continue }
                let sides = MergeSides(
                    base: Array(try repo.git(["show", "\(base):\(basePath)"]).utf8),
                    ours: Array(try repo.git(["show", "\(ids[1]):\(oursPath)"]).utf8),
                    theirs: Array(try repo.git(["show", "\(ids[2]):\(theirsPath)"]).utf8),
                    path: oursPath
                )
                cases.append(Case(merge: ids[0], path: oursPath, sides: sides))
            }
        }
        return (lines.count, cases)
    }

    /// An outcome in a few words (not its bytes).
    static func describe(_ outcome: MergeOutcome) -> String {
        switch outcome {
        case .clean: "clean"
        case .conflicted(_, let conflicts): "conflicted at \(conflicts.map { $0.memberPath.joined(separator: "/") + ":\($0.line)" })"
        case .fallBack(let reason): "fall back (\(reason))"
        }
    }

    static func parses(_ bytes: [UInt8]) -> Bool { (try? JSONParser().parse(bytes)) != nil }

    /// Whether a side can be merged by member: it parses and repeats no key (a side that
    /// repeats a key falls back to the line merge, as one that does not parse: docs/merge.md).
    static func mergeable(_ bytes: [UInt8]) -> Bool { (try? JSONParser().parse(bytes))?.duplicateKeys.isEmpty ?? false }

    @Test func everyMergeOfTheHistoryAgreesWithGitAndTheIndependentMerge() throws {
        let repo = try TemporaryGitRepository(initialize: false)
        try repo.clone(from: mergeTestsProjectRoot().appendingPathComponent("examples/vk-appearance/history.bundle").path)
        let (mergeCount, cases) = try Self.cases(in: repo)
        let verdicts = try MergeOracle.verdicts(cases.map(\.sides).map { sides in
            // The oracle judges only cases whose sides all parse.
            Self.parses(sides.ours) && Self.parses(sides.theirs) && Self.parses(sides.base) ? sides : MergeSides(base: [], ours: Array("{}".utf8), theirs: Array("{}".utf8))
        })
        var gitClean = 0, gitCleanSameBytes = 0, gitCleanDisjoint = 0, gitCleanUnparseable = 0
        var conflictMerges = Set<String>(), noTrueConflict = Set<String>(), trueConflict = Set<String>(), unparseable = Set<String>()
        var conflictFiles = 0
        for (index, item) in cases.enumerated() {
            let verdict = verdicts[index]
            let line = try GitMergeFile().lineMerge(item.sides)
            let outcome = JSONThemeMerge.merge(item.sides, lineMerger: GitMergeFile())
            let label = "\(item.merge) \(item.path)"
            let allParse = Self.mergeable(item.sides.base) && Self.mergeable(item.sides.ours) && Self.mergeable(item.sides.theirs)
            if line.isClean {
                gitClean += 1
                guard allParse else {
                    gitCleanUnparseable += 1
                    guard case .fallBack = outcome else { Issue.record("\(label): a side does not parse or repeats a key, yet no fall back"); continue }
                    continue
                }
                guard case .clean(let bytes) = outcome else { Issue.record("\(label): git is clean, the merge by meaning is not: \(Self.describe(outcome))"); continue }
                #expect(MergeCheck.sameMeaning(String(decoding: bytes, as: UTF8.self), String(decoding: line.bytes, as: UTF8.self)), "\(label)")
                if bytes == line.bytes { gitCleanSameBytes += 1 } else { print("VK replay: \(label): git clean, same meaning, other bytes") }
                if verdict.disjoint {
                    gitCleanDisjoint += 1
                    #expect(bytes == line.bytes, "\(label): the sides touched different members, yet the bytes differ from git's")
                }
                continue
            }
            conflictFiles += 1
            conflictMerges.insert(item.merge)
            guard allParse else {
                unparseable.insert(item.merge)
                guard case .fallBack = outcome else { Issue.record("\(label): a side does not parse or repeats a key, yet no fall back: \(Self.describe(outcome))"); continue }
                continue
            }
            if verdict.conflicts.isEmpty {
                noTrueConflict.insert(item.merge)
                guard case .clean(let bytes) = outcome else { Issue.record("\(label): no conflict by member, yet \(Self.describe(outcome))"); continue }
                #expect(MergeCheck.sameMeaning(String(decoding: bytes, as: UTF8.self), verdict.asOurs), "\(label): not the merge by member's meaning")
            } else {
                trueConflict.insert(item.merge)
                guard case .conflicted(let bytes, let conflicts) = outcome else { Issue.record("\(label): a true conflict, yet \(Self.describe(outcome))"); continue }
                #expect(Set(conflicts.map(\.memberPath)) == Set(verdict.conflicts), "\(label): blocks around other members than those in conflict")
                let (asOurs, asTheirs) = MergeCheck.resolutions(bytes)
                #expect(MergeCheck.sameMeaning(asOurs, verdict.asOurs), "\(label): OURS' resolution is not valid JSON of the merged meaning")
                #expect(MergeCheck.sameMeaning(asTheirs, verdict.asTheirs), "\(label): THEIRS' resolution is not valid JSON of the merged meaning")
                let lines = String(decoding: bytes, as: UTF8.self).split(separator: "\n", omittingEmptySubsequences: false)
                for conflict in conflicts {
                    #expect(lines[conflict.line - 1].hasPrefix("<<<<<<< ours"), "\(label): \(conflict.memberPath) at line \(conflict.line)")
                }
                print("VK replay: \(label): \(conflicts.count) members in conflict: \(conflicts.map { $0.memberPath.joined(separator: "/") })")
            }
        }
        let trueOnly = trueConflict.subtracting(unparseable)
        print("VK replay: no true conflict: \(noTrueConflict.subtracting(trueConflict).subtracting(unparseable).sorted()); true conflicts: \(trueOnly.sorted()); unparseable side: \(unparseable.sorted())")
        let cleanOnly = noTrueConflict.subtracting(trueConflict).subtracting(unparseable)
        print("VK replay: \(mergeCount) merges, \(cases.count) files changed on both sides; git clean \(gitClean) (same bytes \(gitCleanSameBytes), disjoint \(gitCleanDisjoint), unparseable or repeating side \(gitCleanUnparseable)); git conflicts in \(conflictFiles) files of \(conflictMerges.count) merges: \(cleanOnly.count) merges no true conflict, \(trueOnly.count) true conflicts, \(unparseable.count) unparseable side")
        // The history as it is: 351 merges, 78 theme files changed on both sides of one (a rename
        // followed); git's line merge conflicts in 21 files of 10 merges: in 3 merges no member
        // conflicts, 5 hold true conflicts, in 2 a side is not valid JSON.
        #expect(mergeCount == 351)
        #expect(cases.count == 78)
        // Of the 57 git merges cleanly, 1 has a side that is not valid JSON and 3 a side that
        // repeats a key: those fall back, and say so.
        #expect(gitClean == 57 && gitCleanUnparseable == 4)
        #expect(conflictFiles == 21 && conflictMerges.count == 10)
        #expect(cleanOnly.count == 3 && trueOnly.count == 5 && unparseable.count == 2)
    }
}
