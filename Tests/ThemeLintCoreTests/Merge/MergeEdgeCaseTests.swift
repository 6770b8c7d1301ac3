import Testing
import ThemeLintCore

/// The merge by meaning where layouts and inputs are unusual, each with its stated result.
@Suite struct MergeEdgeCaseTests {
    static let cases: [StatedMerge] = [
        StatedMerge(
            name: "a file added on both sides (empty base)",
            base: "",
            ours: "{\n  \"a\": 1,\n  \"b\": 2\n}\n",
            theirs: "{\n  \"a\": 1,\n  \"c\": 3\n}\n",
            expected: .clean("{\n  \"a\": 1,\n  \"b\": 2,\n  \"c\": 3\n}\n")
        ),
        StatedMerge(
            name: "blank lines between groups stay",
            base: "{\n  \"a\": 1,\n\n  \"b\": 2,\n  \"c\": 3,\n\n  \"d\": 4\n}\n",
            ours: "{\n  \"a\": 1,\n\n  \"b\": 2,\n  \"c\": 30,\n\n  \"d\": 4\n}\n",
            theirs: "{\n  \"a\": 1,\n\n  \"c\": 3,\n  \"e\": 5,\n\n  \"d\": 4\n}\n",
            expected: .clean("{\n  \"a\": 1,\n\n  \"c\": 30,\n  \"e\": 5,\n\n  \"d\": 4\n}\n")
        ),
        StatedMerge(
            name: "no rename when two new members hold the old value: delete against edit",
            base: "{\n  \"a\": \"#111\",\n  \"b\": \"#222\"\n}\n",
            ours: "{\n  \"x\": \"#111\",\n  \"y\": \"#111\",\n  \"b\": \"#222\"\n}\n",
            theirs: "{\n  \"a\": \"#333\",\n  \"b\": \"#222\"\n}\n",
            expected: .conflicted(
                "{\n  \"x\": \"#111\",\n  \"y\": \"#111\",\n<<<<<<< ours\n=======\n  \"a\": \"#333\",\n>>>>>>> theirs\n  \"b\": \"#222\"\n}\n",
                paths: [["a"]])
        ),
        StatedMerge(
            name: "a one-line document",
            base: "{\"a\": 1, \"b\": 2}",
            ours: "{\"a\": 10, \"b\": 2}",
            theirs: "{\"a\": 1, \"b\": 2, \"c\": 3}",
            expected: .clean("{\"a\": 10, \"b\": 2, \"c\": 3}")
        ),
        StatedMerge(
            name: "a conflict in a one-line document",
            base: "{\"a\": 1, \"b\": 2}",
            ours: "{\"a\": 10, \"b\": 2}",
            theirs: "{\"a\": 11, \"b\": 2}",
            expected: .fallBack(mentioning: ["lines of their own"])
        ),
        StatedMerge(
            name: "a one-line role object in a conflict: the whole role is the block",
            base: "{\n  \"accent\": {\"color_identifier\": \"blue\", \"alpha_multiplier\": 0.5},\n  \"text\": {\"color_identifier\": \"black\"}\n}\n",
            ours: "{\n  \"accent\": {\"color_identifier\": \"sky\", \"alpha_multiplier\": 0.5},\n  \"text\": {\"color_identifier\": \"black\"}\n}\n",
            theirs: "{\n  \"accent\": {\"color_identifier\": \"azure\", \"alpha_multiplier\": 0.5},\n  \"text\": {\"color_identifier\": \"black\"}\n}\n",
            expected: .conflicted(
                "{\n<<<<<<< ours\n  \"accent\": {\"color_identifier\": \"sky\", \"alpha_multiplier\": 0.5},\n=======\n  \"accent\": {\"color_identifier\": \"azure\", \"alpha_multiplier\": 0.5},\n>>>>>>> theirs\n  \"text\": {\"color_identifier\": \"black\"}\n}\n",
                paths: [["accent"]])
        ),
        StatedMerge(
            name: "the same member added in different places (git's clean line merge would repeat the key)",
            base: "{\n  \"a\": 1,\n  \"b\": 2,\n  \"c\": 3,\n  \"d\": 4\n}\n",
            ours: "{\n  \"a\": 1,\n  \"new\": 5,\n  \"b\": 2,\n  \"c\": 3,\n  \"d\": 4\n}\n",
            theirs: "{\n  \"a\": 1,\n  \"b\": 2,\n  \"c\": 3,\n  \"new\": 5,\n  \"d\": 4\n}\n",
            expected: .clean("{\n  \"a\": 1,\n  \"new\": 5,\n  \"b\": 2,\n  \"c\": 3,\n  \"d\": 4\n}\n")
        ),
        StatedMerge(
            name: "conflicts in two groups: one block each, in file order",
            base: "{\n  \"g1\": {\n    \"a\": 1\n  },\n  \"g2\": {\n    \"b\": 2\n  }\n}\n",
            ours: "{\n  \"g1\": {\n    \"a\": 10\n  },\n  \"g2\": {\n    \"b\": 20\n  }\n}\n",
            theirs: "{\n  \"g1\": {\n    \"a\": 11\n  },\n  \"g2\": {\n    \"b\": 21\n  }\n}\n",
            expected: .conflicted(
                "{\n  \"g1\": {\n<<<<<<< ours\n    \"a\": 10\n=======\n    \"a\": 11\n>>>>>>> theirs\n  },\n  \"g2\": {\n<<<<<<< ours\n    \"b\": 20\n=======\n    \"b\": 21\n>>>>>>> theirs\n  }\n}\n",
                paths: [["g1", "a"], ["g2", "b"]])
        ),
        StatedMerge(
            name: "THEIRS' value written at OURS' indentation (four spaces into two)",
            base: "{\n  \"pad\": 0,\n  \"tok\": {\n    \"$value\": \"#000\"\n  }\n}\n",
            ours: "{\n  \"pad\": 1,\n  \"tok\": {\n    \"$value\": \"#000\"\n  }\n}\n",
            theirs: "{\n    \"pad\": 0,\n    \"tok\": {\n        \"$value\": \"#111\",\n        \"$type\": \"color\"\n    }\n}\n",
            expected: .clean("{\n  \"pad\": 1,\n  \"tok\": {\n    \"$value\": \"#111\",\n    \"$type\": \"color\"\n  }\n}\n")
        ),
        StatedMerge(
            name: "members added into a group OURS emptied",
            base: "{\n  \"g\": {\n    \"a\": 1\n  },\n  \"z\": 0\n}\n",
            ours: "{\n  \"g\": {},\n  \"z\": 0\n}\n",
            theirs: "{\n  \"g\": {\n    \"a\": 1,\n    \"b\": 2\n  },\n  \"z\": 0\n}\n",
            expected: .clean("{\n  \"g\": {\n    \"b\": 2\n  },\n  \"z\": 0\n}\n")
        ),
        StatedMerge(
            name: "the only member deleted on one side, edited on the other",
            base: "{\n  \"a\": 1\n}\n",
            ours: "{}\n",
            theirs: "{\n  \"a\": 2\n}\n",
            expected: .conflicted("{\n<<<<<<< ours\n=======\n  \"a\": 2\n>>>>>>> theirs\n}\n", paths: [["a"]])
        ),
        StatedMerge(
            name: "a resolver document: modifiers added on both sides, each appended to resolutionOrder",
            base: resolver(modifiers: ["theme"]),
            ours: resolver(modifiers: ["theme", "brand"]),
            theirs: resolver(modifiers: ["theme", "density"]),
            expected: .clean(resolver(modifiers: ["theme", "brand", "density"]))
        ),
        StatedMerge(
            name: "a root that is not an object or array",
            base: "\"x\"",
            ours: "\"y\"",
            theirs: "\"z\"",
            expected: .fallBack(mentioning: ["base", "string"])
        ),
        StatedMerge(
            name: "OURS reordered the members, THEIRS edited one: OURS' order stays",
            base: "{\n  \"a\": 1,\n  \"b\": 2,\n  \"c\": 3\n}\n",
            ours: "{\n  \"c\": 3,\n  \"a\": 1,\n  \"b\": 2\n}\n",
            theirs: "{\n  \"a\": 1,\n  \"b\": 2,\n  \"c\": 30\n}\n",
            expected: .clean("{\n  \"c\": 30,\n  \"a\": 1,\n  \"b\": 2\n}\n")
        ),
        StatedMerge(
            name: "OURS re-indented a group, THEIRS edited and added in it: OURS' indentation stays",
            base: "{\n  \"g\": {\n    \"a\": 1,\n    \"b\": 2\n  },\n  \"x\": 0\n}\n",
            ours: "{\n  \"g\": {\n        \"a\": 1,\n        \"b\": 2\n  },\n  \"x\": 5\n}\n",
            theirs: "{\n  \"g\": {\n    \"a\": 10,\n    \"b\": 2,\n    \"c\": 3\n  },\n  \"x\": 0\n}\n",
            expected: .clean("{\n  \"g\": {\n        \"a\": 10,\n        \"b\": 2,\n        \"c\": 3\n  },\n  \"x\": 5\n}\n")
        ),
        // A token's `$value` is one member: a color space from one side and an alpha
        // from the other would be a color neither side wrote.
        StatedMerge(
            name: "a DTCG color $value: color space changed on one side, alpha on the other",
            base: "{\n  \"brand\": {\n    \"$type\": \"color\",\n    \"$value\": {\n      \"colorSpace\": \"srgb\",\n      \"components\": [1, 0, 0],\n      \"alpha\": 1\n    }\n  }\n}\n",
            ours: "{\n  \"brand\": {\n    \"$type\": \"color\",\n    \"$value\": {\n      \"colorSpace\": \"display-p3\",\n      \"components\": [1, 0, 0],\n      \"alpha\": 1\n    }\n  }\n}\n",
            theirs: "{\n  \"brand\": {\n    \"$type\": \"color\",\n    \"$value\": {\n      \"colorSpace\": \"srgb\",\n      \"components\": [1, 0, 0],\n      \"alpha\": 0.5\n    }\n  }\n}\n",
            expected: .conflicted("{\n  \"brand\": {\n    \"$type\": \"color\",\n<<<<<<< ours\n    \"$value\": {\n      \"colorSpace\": \"display-p3\",\n      \"components\": [1, 0, 0],\n      \"alpha\": 1\n    }\n=======\n    \"$value\": {\n      \"colorSpace\": \"srgb\",\n      \"components\": [1, 0, 0],\n      \"alpha\": 0.5\n    }\n>>>>>>> theirs\n  }\n}\n", paths: [["brand", "$value"]])
        ),
        // A side that repeats a key is a guess for a merge by member (which of the two does an
        // edit change?): the driver falls back to git's line merge and says so, every time
        // (docs/merge.md).
        StatedMerge(
            name: "a repeated key no side touched: the line merge, said",
            base: "{\n  \"a\": 1,\n  \"a\": 4,\n  \"b\": 2\n}\n",
            ours: "{\n  \"a\": 1,\n  \"a\": 4,\n  \"b\": 20\n}\n",
            theirs: "{\n  \"a\": 1,\n  \"a\": 4,\n  \"b\": 2,\n  \"c\": 3\n}\n",
            expected: .fallBack(mentioning: ["base", "repeats the key \"a\""])
        ),
        StatedMerge(
            name: "a repeated key THEIRS deleted: the line merge, said",
            base: "{\n  \"a\": 1,\n  \"a\": 4,\n  \"b\": 2\n}\n",
            ours: "{\n  \"a\": 1,\n  \"a\": 4,\n  \"b\": 20\n}\n",
            theirs: "{\n  \"b\": 2,\n  \"c\": 3\n}\n",
            expected: .fallBack(mentioning: ["base", "repeats the key \"a\""])
        ),
        // Each way a merge by member could end in git's bytes, with one side repeating a key.
        StatedMerge(
            name: "THEIRS repeats a key, edits far apart (git's bytes are the merge's own)",
            base: "{\n  \"a\": 1,\n  \"b\": 2,\n  \"c\": 3,\n  \"d\": 4\n}\n",
            ours: "{\n  \"a\": 10,\n  \"b\": 2,\n  \"c\": 3,\n  \"d\": 4\n}\n",
            theirs: "{\n  \"a\": 1,\n  \"b\": 2,\n  \"c\": 3,\n  \"d\": 4,\n  \"b\": 2\n}\n",
            expected: .fallBack(mentioning: ["theirs", "6:3", "repeats the key \"b\"", "first at 3:3"])
        ),
        StatedMerge(
            name: "OURS repeats a key, THEIRS edits another (git's clean bytes mean the same)",
            base: "{\n  \"a\": 1,\n  \"b\": 2,\n  \"c\": 3\n}\n",
            ours: "{\n  \"a\": 1,\n  \"a\": 1,\n  \"b\": 2,\n  \"c\": 3\n}\n",
            theirs: "{\n  \"a\": 1,\n  \"b\": 2,\n  \"c\": 30\n}\n",
            expected: .fallBack(mentioning: ["ours", "repeats the key \"a\""])
        ),
        StatedMerge(
            name: "THEIRS repeats a key inside a group, both edit one array apart (git's clean bytes over a conflict)",
            base: "{\n  \"g\": {\n    \"x\": 1\n  },\n  \"list\": [\n    1,\n    2,\n    3,\n    4\n  ]\n}\n",
            ours: "{\n  \"g\": {\n    \"x\": 1\n  },\n  \"list\": [\n    10,\n    2,\n    3,\n    4\n  ]\n}\n",
            theirs: "{\n  \"g\": {\n    \"x\": 1,\n    \"x\": 1\n  },\n  \"list\": [\n    1,\n    2,\n    3,\n    40\n  ]\n}\n",
            expected: .fallBack(mentioning: ["theirs", "repeats the key \"x\""])
        ),
        StatedMerge(
            name: "a token group named color still merges member by member",
            base: "{\n  \"color\": {\n    \"a\": {\"$value\": \"#111\"},\n    \"b\": {\"$value\": \"#222\"}\n  }\n}\n",
            ours: "{\n  \"color\": {\n    \"a\": {\"$value\": \"#11A\"},\n    \"b\": {\"$value\": \"#222\"}\n  }\n}\n",
            theirs: "{\n  \"color\": {\n    \"a\": {\"$value\": \"#111\"},\n    \"b\": {\"$value\": \"#22B\"}\n  }\n}\n",
            expected: .clean("{\n  \"color\": {\n    \"a\": {\"$value\": \"#11A\"},\n    \"b\": {\"$value\": \"#22B\"}\n  }\n}\n")
        ),
    ]

    /// A DTCG 2025.10 resolver document with one set and these modifiers, in this order.
    static func resolver(modifiers: [String]) -> String {
        let definitions = modifiers.map {
            "    \"\($0)\": {\n      \"contexts\": {\n        \"a\": [{\"$ref\": \"\($0)-a.tokens.json\"}]\n      }\n    }"
        }
        let order = ["    {\"$ref\": \"#/sets/base\"}"] + modifiers.map { "    {\"$ref\": \"#/modifiers/\($0)\"}" }
        return "{\n  \"version\": \"2025.10\",\n  \"sets\": {\n    \"base\": {\"sources\": [{\"$ref\": \"base.tokens.json\"}]}\n  },\n"
            + "  \"modifiers\": {\n" + definitions.joined(separator: ",\n") + "\n  },\n"
            + "  \"resolutionOrder\": [\n" + order.joined(separator: ",\n") + "\n  ]\n}\n"
    }

    @Test(arguments: cases) func statedResult(_ merge: StatedMerge) throws {
        try merge.check(path: "theme.json")
    }

    @Test func conflictMarkersHaveGitsLengthAndLabels() throws {
        var sides = MergeCheck.sides("{\n  \"a\": 1\n}\n", "{\n  \"a\": 2\n}\n", "{\n  \"a\": 3\n}\n", markerSize: 9)
        sides.oursLabel = "HEAD"
        sides.theirsLabel = "feature/blue"
        let outcome = JSONThemeMerge.merge(sides, lineMerger: GitMergeFile())
        guard case .conflicted(let bytes, let conflicts) = outcome else {
            Issue.record("expected a conflict, got \(VKMergeReplayTests.describe(outcome))")
            return
        }
        #expect(String(decoding: bytes, as: UTF8.self) == "{\n<<<<<<<<< HEAD\n  \"a\": 2\n=========\n  \"a\": 3\n>>>>>>>>> feature/blue\n}\n")
        #expect(conflicts == [MergeConflict(memberPath: ["a"], line: 2)])
    }

    /// With git's `merge.conflictStyle=diff3`, a block shows the base's members between
    /// `|||||||` and `=======`, each section whole members with the commas their place needs.
    @Test func diff3BlocksShowTheBaseMembers() throws {
        let base = "{\n  \"a\": 1,\n  \"b\": 2,\n  \"c\": 3\n}\n"
        var sides = MergeCheck.sides(base, "{\n  \"a\": 10,\n  \"b\": 2\n}\n", "{\n  \"a\": 11,\n  \"b\": 2,\n  \"c\": 30\n}\n")
        sides.showsBase = true
        let outcome = JSONThemeMerge.merge(sides, lineMerger: GitMergeFile())
        guard case .conflicted(let bytes, let conflicts) = outcome else {
            Issue.record("expected a conflict, got \(VKMergeReplayTests.describe(outcome))")
            return
        }
        #expect(String(decoding: bytes, as: UTF8.self) == """
            {
            <<<<<<< ours
              "a": 10,
              "b": 2
            ||||||| base
              "a": 1,
              "b": 2,
              "c": 3
            =======
              "a": 11,
              "b": 2,
              "c": 30
            >>>>>>> theirs
            }

            """)
        #expect(conflicts.map(\.memberPath) == [["a"], ["c"]])
        sides.showsBase = false
        guard case .conflicted(let plain, _) = JSONThemeMerge.merge(sides, lineMerger: GitMergeFile()) else {
            Issue.record("expected a conflict")
            return
        }
        #expect(!String(decoding: plain, as: UTF8.self).contains("|||||||"))
    }

    @Test func aLineMergeThatFailsLeavesTheMergeByMember() throws {
        let base = "{\n  \"a\": 1,\n  \"b\": 2\n}\n"
        let sides = MergeCheck.sides(base, "{\n  \"a\": 10,\n  \"b\": 2\n}\n", "{\n  \"a\": 1,\n  \"b\": 20\n}\n")
        guard case .clean(let bytes) = JSONThemeMerge.merge(sides, lineMerger: NoLineMerge()) else {
            Issue.record("expected a clean merge")
            return
        }
        #expect(String(decoding: bytes, as: UTF8.self) == "{\n  \"a\": 10,\n  \"b\": 20\n}\n")
    }

    @Test func theDispatcherSendsJSONHere() throws {
        let sides = MergeCheck.sides("{\"a\": 1}", "{\"a\": 2}", "{\"a\": 1, \"b\": 3}", path: "Contents.json")
        guard case .clean(let bytes) = ThemeFileMerge.merge(sides, lineMerger: GitMergeFile()) else {
            Issue.record("expected a clean merge")
            return
        }
        #expect(String(decoding: bytes, as: UTF8.self) == "{\"a\": 2, \"b\": 3}")
    }
}
