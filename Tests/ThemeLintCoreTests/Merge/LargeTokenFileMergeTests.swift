import Testing
import ThemeLintCore

/// A large token file (20,000 tokens, about 3 MB; `make bench` times 133,000, about 20 MB)
/// edited on both sides in thousands of places, no two on one token: the merge by member alone
/// gives exactly git's bytes (every change is apart from the others), and means what the
/// independent merge says.
@Suite struct LargeTokenFileMergeTests {
    enum Side { case base, ours, theirs }

    static func generate(tokens: Int, side: Side) -> String {
        var groups: [String] = []
        for group in 0..<(tokens / 100) {
            var members: [String] = []
            for offset in 0..<100 {
                let number = group * 100 + offset
                if side == .theirs, number % 1000 == 999 { continue }
                let value = side == .ours && number % 50 == 0 ? "#FF0000" : "#\(String(number, radix: 16))"
                let description = side == .theirs && number % 50 == 25 ? "Rewritten" : "Token \(number)"
                members.append("      \"token-\(number)\": {\n        \"$type\": \"color\",\n        \"$value\": \"\(value)\",\n        \"$description\": \"\(description)\"\n      }")
                if side == .ours, number % 500 == 100 {
                    members.append("      \"token-\(number)-ours\": {\n        \"$type\": \"color\",\n        \"$value\": \"#00AA00\"\n      }")
                }
            }
            if side == .theirs {
                members.append("      \"token-\(group)-theirs\": {\n        \"$type\": \"color\",\n        \"$value\": \"#0000AA\"\n      }")
            }
            groups.append("    \"group-\(group)\": {\n" + members.joined(separator: ",\n") + "\n    }")
        }
        return "{\n  \"color\": {\n" + groups.joined(separator: ",\n") + "\n  }\n}\n"
    }

    @Test func thousandsOfEditsOnBothSidesGiveGitsBytes() throws {
        let sides = MergeCheck.sides(Self.generate(tokens: 20_000, side: .base), Self.generate(tokens: 20_000, side: .ours),
                                     Self.generate(tokens: 20_000, side: .theirs), path: "tokens.json")
        let git = try GitMergeFile().lineMerge(sides)
        try #require(git.isClean, "the generated edits are meant to be apart")
        guard case .clean(let bytes) = JSONThemeMerge.mergeByMember(sides) else {
            Issue.record("expected a clean merge")
            return
        }
        #expect(bytes == git.bytes)
        let verdict = try #require(try MergeOracle.verdicts([sides]).first)
        #expect(verdict.conflicts.isEmpty)
        #expect(MergeCheck.sameMeaning(String(decoding: bytes, as: UTF8.self), verdict.asOurs))
    }
}
