import Foundation
import Testing
import ThemeLintCore

/// The merge by meaning on designsystemet's Tokens Studio files (`examples/designsystemet`):
/// pairs of edits of our own on one file, merged both ways (OURS and THEIRS swapped). The bytes
/// are stated (the base with both sides' edits made), the meaning checked against the
/// independent Python merge.
@Suite struct DesignsystemetMergeTests {
    /// One text edit: `old` (found exactly once) becomes `new`.
    struct Edit {
        var old: String
        var new: String
    }

    /// A pair of edits on one file and what merging them gives.
    struct Pair: CustomTestStringConvertible {
        var name: String
        var file: String
        var ours: [Edit]
        var theirs: [Edit]
        /// The merged text when OURS is `ours`, or nil when it is `both applied` to the base.
        var expectedOursFirst: [Edit]? = nil
        var expectedTheirsFirst: [Edit]? = nil
        /// The member paths in conflict (empty: clean).
        var conflicts: [[String]] = []
        var testDescription: String { name }
    }

    static let root = mergeTestsProjectRoot().appendingPathComponent("examples/designsystemet")

    static func apply(_ edits: [Edit], to text: String) throws -> String {
        var result = text
        for edit in edits {
            let parts = result.components(separatedBy: edit.old)
            try #require(parts.count == 2, "\(edit.old) is not found exactly once")
            result = parts.joined(separator: edit.new)
        }
        return result
    }

    static let theme4 = """
      {
        "id": "f00dfeedf00dfeedf00dfeedf00dfeedf00dfeed",
        "name": "brand4",
        "selectedTokenSets": {
          "semantic/color/brand4": "enabled"
        },
        "group": "Color"
      }
    """
    static let theme3 = theme4.replacingOccurrences(of: "brand4", with: "brand3").replacingOccurrences(of: "f00dfeed", with: "0ddba11f")
    static let lastTheme = "      \"semantic/color/danger\": \"enabled\"\n    },\n    \"group\": \"Color\"\n  }\n"

    static let pairs: [Pair] = [
        Pair(name: "different tokens edited", file: "semantic/color/accent.json",
             ours: [Edit(old: "{color.accent.background-default}", new: "{color.accent.background-tinted}")],
             theirs: [Edit(old: "{color.accent.border-default}", new: "{color.accent.border-strong}")]),
        Pair(name: "one side adds a token, the other edits the one before it", file: "semantic/color/accent.json",
             ours: [Edit(old: "{color.accent.surface-tinted}\"\n  },\n", new: "{color.accent.surface-tinted}\"\n  },\n  \"surface-tinted-strong\": {\n    \"$type\": \"color\",\n    \"$value\": \"{color.accent.surface-active}\"\n  },\n")],
             theirs: [Edit(old: "{color.accent.surface-tinted}", new: "{color.accent.surface-hover}")],
             expectedOursFirst: [Edit(old: "{color.accent.surface-tinted}\"\n  },\n", new: "{color.accent.surface-hover}\"\n  },\n  \"surface-tinted-strong\": {\n    \"$type\": \"color\",\n    \"$value\": \"{color.accent.surface-active}\"\n  },\n")],
             expectedTheirsFirst: [Edit(old: "{color.accent.surface-tinted}\"\n  },\n", new: "{color.accent.surface-hover}\"\n  },\n  \"surface-tinted-strong\": {\n    \"$type\": \"color\",\n    \"$value\": \"{color.accent.surface-active}\"\n  },\n")]),
        Pair(name: "the same token edited differently", file: "semantic/color/accent.json",
             ours: [Edit(old: "{color.accent.border-default}", new: "{color.accent.border-strong}")],
             theirs: [Edit(old: "{color.accent.border-default}", new: "{color.neutral.border-default}")],
             conflicts: [["border-default", "$value"]]),
        Pair(name: "a token renamed on one side, edited on the other", file: "semantic/color/accent.json",
             ours: [Edit(old: "\"border-strong\": {", new: "\"border-emphasis\": {")],
             theirs: [Edit(old: "{color.accent.border-strong}", new: "{color.accent.text-default}")]),
        Pair(name: "themes edited on both sides", file: "$themes.json",
             ours: [Edit(old: "\"semantic/color/accent\": \"enabled\"\n", new: "\"semantic/color/accent\": \"enabled\",\n      \"semantic/style\": \"enabled\"\n")],
             theirs: [Edit(old: "\"semantic/color/brand1\": \"enabled\"\n    },\n    \"group\": \"Color\"", new: "\"semantic/color/brand1\": \"enabled\"\n    },\n    \"group\": \"Brand\"")]),
        Pair(name: "themes added on both sides", file: "$themes.json",
             ours: [Edit(old: lastTheme, new: lastTheme.dropLast() + ",\n" + theme3 + "\n")],
             theirs: [Edit(old: lastTheme, new: lastTheme.dropLast() + ",\n" + theme4 + "\n")],
             expectedOursFirst: [Edit(old: lastTheme, new: lastTheme.dropLast() + ",\n" + theme3 + ",\n" + theme4 + "\n")],
             expectedTheirsFirst: [Edit(old: lastTheme, new: lastTheme.dropLast() + ",\n" + theme4 + ",\n" + theme3 + "\n")]),
        Pair(name: "a theme edited on one side, a theme added after it on the other", file: "$themes.json",
             ours: [Edit(old: "\"semantic/color/accent\": \"enabled\"\n    },\n    \"group\": \"Color\"", new: "\"semantic/color/accent\": \"enabled\"\n    },\n    \"group\": \"Accent\"")],
             theirs: [Edit(old: "\"semantic/color/accent\": \"enabled\"\n    },\n    \"group\": \"Color\"\n  },\n", new: "\"semantic/color/accent\": \"enabled\"\n    },\n    \"group\": \"Color\"\n  },\n" + theme4 + ",\n")],
             expectedOursFirst: [Edit(old: "\"semantic/color/accent\": \"enabled\"\n    },\n    \"group\": \"Color\"\n  },\n", new: "\"semantic/color/accent\": \"enabled\"\n    },\n    \"group\": \"Accent\"\n  },\n" + theme4 + ",\n")],
             expectedTheirsFirst: [Edit(old: "\"semantic/color/accent\": \"enabled\"\n    },\n    \"group\": \"Color\"\n  },\n", new: "\"semantic/color/accent\": \"enabled\"\n    },\n    \"group\": \"Accent\"\n  },\n" + theme4 + ",\n")]),
        Pair(name: "tokenSetOrder additions on both sides", file: "$metadata.json",
             ours: [Edit(old: "\"semantic/color/accent\",\n", new: "\"semantic/color/accent\",\n    \"semantic/color/extra1\",\n")],
             theirs: [Edit(old: "\"semantic/color/brand2\",\n", new: "\"semantic/color/brand2\",\n    \"semantic/color/extra2\",\n")]),
        Pair(name: "tokenSetOrder: a set deleted beside a set added", file: "$metadata.json",
             ours: [Edit(old: "    \"semantic/color/info\",\n", new: "")],
             theirs: [Edit(old: "\"semantic/color/neutral\",\n", new: "\"semantic/color/neutral\",\n    \"semantic/color/extra2\",\n")]),
    ]

    @Test(arguments: pairs) func mergedBothWays(_ pair: Pair) throws {
        let base = try String(contentsOf: Self.root.appendingPathComponent(pair.file), encoding: .utf8)
        let edited = (ours: try Self.apply(pair.ours, to: base), theirs: try Self.apply(pair.theirs, to: base))
        for swapped in [false, true] {
            let (ours, theirs) = swapped ? (edited.theirs, edited.ours) : (edited.ours, edited.theirs)
            let sides = MergeCheck.sides(base, ours, theirs, path: pair.file)
            let verdict = try #require(try MergeOracle.verdicts([sides]).first)
            let outcome = JSONThemeMerge.merge(sides, lineMerger: GitMergeFile())
            let direction = swapped ? "\(pair.name) (swapped)" : pair.name
            #expect(verdict.conflicts.count == pair.conflicts.count, "\(direction): the independent merge disagrees with the stated conflicts")
            if pair.conflicts.isEmpty {
                guard case .clean(let bytes) = outcome else {
                    Issue.record("\(direction): \(VKMergeReplayTests.describe(outcome))")
                    continue
                }
                let text = String(decoding: bytes, as: UTF8.self)
                let expectedEdits = (swapped ? pair.expectedTheirsFirst : pair.expectedOursFirst) ?? (pair.ours + pair.theirs)
                #expect(text == (try Self.apply(expectedEdits, to: base)), "\(direction): bytes")
                #expect(MergeCheck.sameMeaning(text, verdict.asOurs), "\(direction): meaning")
            } else {
                guard case .conflicted(let bytes, let conflicts) = outcome else {
                    Issue.record("\(direction): \(VKMergeReplayTests.describe(outcome))")
                    continue
                }
                #expect(conflicts.map(\.memberPath) == pair.conflicts, "\(direction)")
                let (asOurs, asTheirs) = MergeCheck.resolutions(bytes)
                #expect(asOurs == ours, "\(direction): taking OURS' side gives OURS' bytes")
                #expect(asTheirs == theirs, "\(direction): taking THEIRS' side gives THEIRS' bytes")
                #expect(MergeCheck.sameMeaning(asOurs, verdict.asOurs) && MergeCheck.sameMeaning(asTheirs, verdict.asTheirs), "\(direction): meaning")
            }
        }
    }
}
