import Testing
import ThemeLintCore

/// One merge with its stated result.
struct StatedMerge: CustomTestStringConvertible {
    enum Expected {
        /// Merged cleanly to exactly these bytes.
        case clean(String)
        /// Conflict blocks: exactly these bytes, blocks around these member paths.
        case conflicted(String, paths: [[String]])
        /// Falls back to the line merge, saying why (the reason contains these words).
        case fallBack(mentioning: [String])
    }

    var name: String
    var base: String
    var ours: String
    var theirs: String
    var expected: Expected

    var testDescription: String { name }

    /// The same merge with every text changed alike (line breaks, indentation, final newline).
    func transformed(_ suffix: String, _ change: (String) -> String) -> StatedMerge {
        let expected: Expected = switch expected {
        case .clean(let text): .clean(change(text))
        case .conflicted(let text, let paths): .conflicted(change(text), paths: paths)
        case .fallBack(let words): .fallBack(mentioning: words)
        }
        return StatedMerge(name: name + " " + suffix, base: change(base), ours: change(ours), theirs: change(theirs), expected: expected)
    }

    /// Runs the merge (with git's real line merge) and checks the stated result.
    func check(path: String) throws {
        let sides = MergeCheck.sides(base, ours, theirs, path: path)
        let outcome = JSONThemeMerge.merge(sides, lineMerger: GitMergeFile())
        switch (expected, outcome) {
        case (.clean(let text), .clean(let bytes)):
            #expect(String(decoding: bytes, as: UTF8.self) == text, "\(name)")
        case (.conflicted(let text, let paths), .conflicted(let bytes, let conflicts)):
            #expect(String(decoding: bytes, as: UTF8.self) == text, "\(name)")
            #expect(conflicts.map(\.memberPath) == paths, "\(name)")
            let (asOurs, asTheirs) = MergeCheck.resolutions(bytes)
            #expect(MergeCheck.meaning(asOurs) != nil, "\(name): taking OURS' side of every block is not JSON")
            #expect(MergeCheck.meaning(asTheirs) != nil, "\(name): taking THEIRS' side of every block is not JSON")
            let lines = String(decoding: bytes, as: UTF8.self).split(separator: "\n", omittingEmptySubsequences: false)
            for conflict in conflicts {
                #expect(lines[conflict.line - 1].hasPrefix("<<<<<<< ours"), "\(name): block line")
            }
        case (.fallBack(let words), .fallBack(let reason)):
            for word in words { #expect(reason.contains(word), "\(name): \(reason)") }
        default:
            Issue.record("\(name): expected \(expected), got \(VKMergeReplayTests.describe(outcome))")
        }
    }
}

/// Text transformations for the layout cases.
enum Layout {
    static func crlf(_ text: String) -> String { text.replacingOccurrences(of: "\n", with: "\r\n") }
    static func noFinalNewline(_ text: String) -> String { text.hasSuffix("\n") ? String(text.dropLast()) : text }
    /// Leading indentation of `unit` spaces as tabs.
    static func tabs(unit: Int) -> (String) -> String {
        { text in
            text.split(separator: "\n" as Character, omittingEmptySubsequences: false).map { (line: Substring) -> String in
                let spaces = line.prefix { $0 == " " }.count
                return String(repeating: "\t", count: spaces / unit) + String(repeating: " ", count: spaces % unit) + line.dropFirst(spaces)
            }.joined(separator: "\n")
        }
    }
}
