import Foundation
import Testing
import ThemeLintTestSupport

/// What an earlier export wrote and the current one no longer does: in the asset catalog the
/// export owns, `--check` reports it and `--out` removes it, and never anything else.
@Suite struct ExportStaleTests {
    /// A repository whose light and dark schemes hold `roles` (each pointing at one color).
    private func repository(roles: [String]) throws -> TemporaryGitRepository {
        let repo = try TemporaryGitRepository()
        try repo.write("palette.json", ##"{"azure_300": "#2688EB", "sky_300": "#71AAEB"}"##)
        try writeScheme(repo, roles: roles)
        try repo.commitAll("theme")
        return repo
    }

    private func writeScheme(_ repo: TemporaryGitRepository, roles: [String]) throws {
        func scheme(_ appearance: String, _ color: String) -> String {
            "\"\(appearance)\": {\"appearance\": \"\(appearance)\", \"colors\": {" + roles.map { "\"\($0)\": {\"color_identifier\": \"\(color)\"}" }.joined(separator: ", ") + "}}"
        }
        try repo.write("scheme.json", "{" + scheme("light", "azure_300") + ", " + scheme("dark", "sky_300") + "}")
    }

    @Test func removedRolesColorSetsAreReportedByCheckAndRemovedByOut() throws {
        let repo = try repository(roles: ["accent", "legacy.old.text", "legacy.old.border", "gone", "kept_by_hand"])
        try runExport(repo, ["--to", "xcassets", "--out", "App"])
        let catalog = "App/Colors.xcassets"
        // Someone else's color set, and a generated one someone added a file to: never touched.
        try repo.write("\(catalog)/Mine.colorset/Contents.json", ##"{"colors": [], "info": {"author": "xcode", "version": 1}}"##)
        try repo.write("\(catalog)/kept_by_hand.colorset/notes.txt", "mine\n")
        try writeScheme(repo, roles: ["accent"])

        let snapshot = try repo.fileTreeSnapshot()
        let check = try runThemelint(["export", "--to", "xcassets", "--out", "App", "--check"], in: repo.url)
        #expect(check.status == 1, "\(check.stderr)")
        #expect(check.stdout == "stale: \(catalog)/gone.colorset/\nstale: \(catalog)/legacy/\n", "the outermost stale folders, nothing else: \(check.stdout)")
        #expect(check.stderr.contains("2 folders an earlier export wrote are no longer written"), "\(check.stderr)")
        #expect(try repo.fileTreeSnapshot() == snapshot, "--check writes and removes nothing")

        let write = try runExport(repo, ["--to", "xcassets", "--out", "App"])
        #expect(write.stderr.contains("themelint: removed 2 folders an earlier export wrote and this one does not: \(catalog)/gone.colorset/, \(catalog)/legacy/"), "\(write.stderr)")
        let fileManager = FileManager.default
        for gone in ["gone.colorset", "legacy"] {
            #expect(!fileManager.fileExists(atPath: repo.absolutePath("\(catalog)/\(gone)")), "\(gone) removed")
        }
        #expect(fileManager.fileExists(atPath: repo.absolutePath("\(catalog)/accent.colorset/Contents.json")))
        #expect(try repo.read("\(catalog)/Mine.colorset/Contents.json").contains("xcode"), "another author's color set stays")
        #expect(try repo.read("\(catalog)/kept_by_hand.colorset/notes.txt") == "mine\n", "a folder holding someone's file stays")
        #expect(fileManager.fileExists(atPath: repo.absolutePath("\(catalog)/kept_by_hand.colorset/Contents.json")))
        let after = try runThemelint(["export", "--to", "xcassets", "--out", "App", "--check"], in: repo.url)
        #expect(after.status == 0, "up to date once removed: \(after.stdout) \(after.stderr)")
        #expect(after.stdout.isEmpty)
    }

    @Test func staleAndDifferingFilesAreBothReported() throws {
        let repo = try repository(roles: ["accent", "gone"])
        try runExport(repo, ["--to", "xcassets", "--out", "App"])
        try writeScheme(repo, roles: ["accent"])
        try repo.write("palette.json", ##"{"azure_300": "#000000", "sky_300": "#71AAEB"}"##)
        let check = try runThemelint(["export", "--to", "xcassets", "--out", "App", "--check"], in: repo.url)
        #expect(check.status == 1)
        #expect(check.stdout == "differs: App/Colors.xcassets/accent.colorset/Contents.json\nstale: App/Colors.xcassets/gone.colorset/\n", "\(check.stdout)")
        #expect(check.stderr.contains("1 of 2 files differ from the export; 1 folder an earlier export wrote is no longer written"), "\(check.stderr)")
    }
}
