import Foundation
import Testing
import ThemeLintTestSupport

/// A repository holding a copy of a sample under `examples/` (its JSON files; the sample's
/// LICENSE and SOURCE.md stay beside the original), committed.
func sampleRepository(_ sample: URL) throws -> TemporaryGitRepository {
    let repo = try TemporaryGitRepository()
    let files = FileManager.default.enumerator(at: sample, includingPropertiesForKeys: [.isRegularFileKey])
    while let url = files?.nextObject() as? URL {
        guard (try? url.resourceValues(forKeys: [.isRegularFileKey]).isRegularFile) == true, url.pathExtension == "json" else { continue }
        let relative = String(url.path.dropFirst(sample.path.count + 1))
        try repo.write(relative, bytes: Array(try Data(contentsOf: url)))
    }
    try repo.commitAll("sample")
    return repo
}

/// What `show --format json` paints: "theme | scheme | role" → `#RRGGBBAA` ("null" when unresolved).
func paintedRoles(_ repo: TemporaryGitRepository) throws -> [String: String] {
    let run = try runThemelint(["show", "--format", "json"], in: repo.url)
    #expect(run.status == 0, "\(run.stderr)")
    var colors: [String: String] = [:]
    for theme in try #require(try jsonObject(run.stdout)["themes"] as? [[String: Any]]) {
        let themeName = theme["name"] as? String ?? ""
        for scheme in theme["schemes"] as? [[String: Any]] ?? [] {
            let schemeName = scheme["name"] as? String ?? ""
            for role in scheme["roles"] as? [[String: Any]] ?? [] {
                colors["\(themeName) | \(schemeName) | \(role["role"] as? String ?? "")"] = role["color"] as? String ?? "null"
            }
        }
    }
    return colors
}

/// The largest move (reference ΔE2000) of a role painted both before and after; every role
/// painted before must still be painted when `everyRoleStays`.
func largestMove(before: [String: String], after: [String: String], everyRoleStays: Bool = false) -> (Double, Int) {
    var largest = 0.0
    var compared = 0
    for (key, color) in before where color != "null" {
        guard let moved = after[key] else {
            if everyRoleStays { Issue.record("\(key) is gone") }
            continue
        }
        guard let difference = ReferenceColorDifference.difference(color, moved) else {
            Issue.record("\(key): \(color) → \(moved) does not resolve")
            continue
        }
        largest = max(largest, difference)
        compared += 1
    }
    return (largest, compared)
}

/// The hunks of `git diff -U0`, by file: its removed and added lines.
func diffHunks(_ repo: TemporaryGitRepository) throws -> [(file: String, removed: [String], added: [String])] {
    let text = try repo.git(["diff", "-U0", "--no-color"])
    var hunks: [(file: String, removed: [String], added: [String])] = []
    var file = ""
    for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
        if line.hasPrefix("+++ b/") {
            file = String(line.dropFirst(6))
        } else if line.hasPrefix("@@") {
            hunks.append((file, [], []))
        } else if line.hasPrefix("-"), !line.hasPrefix("---"), !hunks.isEmpty {
            hunks[hunks.count - 1].removed.append(String(line.dropFirst()))
        } else if line.hasPrefix("+"), !line.hasPrefix("+++"), !hunks.isEmpty {
            hunks[hunks.count - 1].added.append(String(line.dropFirst()))
        }
    }
    return hunks
}

/// Checks that `git diff` touches only the lines of deleted colors, of rewritten references,
/// and the comma of a member that became the last; returns (deleted color lines, rewritten
/// reference lines).
func expectOnlyEditedLines(_ repo: TemporaryGitRepository, deletedLine: (String) -> Bool, referenceKey: String) throws -> (deleted: Int, rewritten: Int) {
    var deleted = 0, rewritten = 0
    for hunk in try diffHunks(repo) {
        var removed = hunk.removed
        // Lines that only lose their trailing comma, or whose reference changed, pair with an added line.
        var unpaired: [String] = []
        var addedIndex = 0
        for line in removed {
            if addedIndex < hunk.added.count {
                let added = hunk.added[addedIndex]
                if line.hasSuffix(","), String(line.dropLast()) == added {
                    addedIndex += 1
                    continue
                }
                if line.contains(referenceKey), added.contains(referenceKey), sameExceptQuoted(line, added) {
                    addedIndex += 1
                    rewritten += 1
                    continue
                }
            }
            unpaired.append(line)
        }
        #expect(addedIndex == hunk.added.count, "\(hunk.file): added lines that are not rewritten references: \(hunk.added)")
        removed = unpaired
        for line in removed {
            #expect(deletedLine(line), "\(hunk.file): removed line that is not a deleted color: \(line)")
            if line.contains("#") { deleted += 1 }
        }
    }
    return (deleted, rewritten)
}

/// Whether two lines differ only inside their last quoted string (a rewritten reference).
private func sameExceptQuoted(_ a: String, _ b: String) -> Bool {
    func shape(_ line: String) -> String {
        guard let close = line.lastIndex(of: "\""), let open = line[..<close].lastIndex(of: "\"") else { return line }
        return String(line[...open]) + String(line[close...])
    }
    return a != b && shape(a) == shape(b)
}
