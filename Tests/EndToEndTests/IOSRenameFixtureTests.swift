import Foundation
import Testing
import ThemeLintTestSupport

/// Issue 33's iOS fixture: an app whose asset catalog has namespace and plain folders, and
/// whose Swift and Objective-C name color sets (`UIColor(named:)`, `Color("…")`,
/// `Color("…", bundle: .main)`, `[UIColor colorNamed:@"…"]`) beside comments and strings that
/// only look like them. `rename --write` of a namespaced set moves its folder and changes the
/// name bytes of each `named:` site and nothing else.
@Suite struct IOSRenameFixtureTests {
    static let catalog = "App/Assets.xcassets"

    static let homeView = """
        import SwiftUI
        import UIKit

        // Color("Brand/Accent") in a comment is no reference.
        struct HomeView: View {
            let title = "Brand/Accent"
            var body: some View {
                VStack {
                    Text("Brand/Accent")
                        .foregroundColor(Color("Brand/Accent"))
                        .background(Color("Brand/Accent", bundle: .main))
                    Text(verbatim: "Color(\\"Brand/Accent\\")")
                        .foregroundColor(Color("Brand/OnAccent"))
                }
            }
        }

        /* UIColor(named: "Brand/Accent") */
        final class LegacyColors {
            let accent = UIColor(named: "Brand/Accent")
            let traits = UIColor(named: "Brand/Accent", in: nil, compatibleWith: nil)
            let text = UIColor(named: "TextPrimary")
            let note = \"\"\"
                UIColor(named: "Brand/Accent")
                \"\"\"
        }

        """

    static let legacyObjC = """
        #import <UIKit/UIKit.h>

        // [UIColor colorNamed:@"Brand/Accent"]
        @implementation LegacyView
        - (UIColor *)accent { return [UIColor colorNamed:@"Brand/Accent"]; }
        - (NSString *)name { return @"Brand/Accent"; }
        @end

        """

    /// The fixture, committed.
    static func repository() throws -> TemporaryGitRepository {
        let repo = try TemporaryGitRepository()
        for (path, text) in XcassetsFixture.appCatalog(catalog) { try repo.write(path, text) }
        try repo.write(".themelint.json", "{\n  \"code\": true\n}\n")
        try repo.write("App/Sources/HomeView.swift", homeView)
        try repo.write("App/Sources/LegacyView.m", legacyObjC)
        _ = try repo.commitAll("an iOS app")
        return repo
    }

    /// The code sites of `Brand/Accent`: file and line (the column is the name's, after its quote).
    static let sites = [("App/Sources/HomeView.swift", 10), ("App/Sources/HomeView.swift", 11), ("App/Sources/HomeView.swift", 20),
                        ("App/Sources/HomeView.swift", 21), ("App/Sources/LegacyView.m", 5)]

    /// `text` with `Brand/Accent` written `Brand/Primary` on exactly the site lines of `file`.
    static func renamed(_ text: String, file: String) -> String {
        var lines = text.components(separatedBy: "\n")
        for (siteFile, line) in sites where siteFile == file {
            lines[line - 1] = lines[line - 1].replacingOccurrences(of: "\"Brand/Accent\"", with: "\"Brand/Primary\"")
        }
        return lines.joined(separator: "\n")
    }

    @Test func renamingANamespacedSetMovesItsFolderAndRewritesOnlyTheNameBytesOfEachSite() throws {
        let repo = try Self.repository()
        let plan = try runThemelint(["rename", "Brand/Accent", "Brand/Primary", "--format", "json"], in: repo.url)
        #expect(plan.status == 0, "\(plan.stderr)")
        var planObject = try #require(try JSONSerialization.jsonObject(with: Data(plan.stdout.utf8)) as? [String: Any])
        let changes = try DiffJSON(plan.stdout).changes
        #expect(changes.contains { $0["kind"] as? String == "role-renamed" && $0["role"] as? String == "Brand/Primary" && $0["previousRole"] as? String == "Brand/Accent" }, "\(plan.stdout)")
        #expect(!changes.contains { ["role-added", "role-removed"].contains($0["kind"] as? String) }, "\(plan.stdout)")
        // Every `named:` site and nothing else: not the comments, strings, `Text(…)` or the Objective-C string.
        let sites = try CodeRewriteCommandTests.sites(plan.stdout)
        let expected = try Self.sites.map { file, line in
            let text = file.hasSuffix(".m") ? Self.legacyObjC : Self.homeView
            let lineText = text.components(separatedBy: "\n")[line - 1]
            let quote = try #require(lineText.range(of: "\"Brand/Accent\""))
            return "\(file):\(line):\(lineText.distance(from: lineText.startIndex, to: quote.lowerBound) + 2) Brand/Accent→Brand/Primary"
        }
        #expect(sites.sorted() == expected.sorted())

        let write = try runThemelint(["rename", "Brand/Accent", "Brand/Primary", "--write", "--format", "json"], in: repo.url)
        #expect(write.status == 0, "\(write.stderr)")
        #expect(write.stdout == plan.stdout)
        let status = try repo.git(["status", "--porcelain", "--untracked-files=all"]).split(separator: "\n").map(String.init)
        #expect(status.sorted() == [
            " D \(Self.catalog)/Brand/Accent.colorset/Contents.json", " M App/Sources/HomeView.swift", " M App/Sources/LegacyView.m",
            "?? \(Self.catalog)/Brand/Primary.colorset/Contents.json",
        ])
        #expect(try repo.read("\(Self.catalog)/Brand/Primary.colorset/Contents.json") == XcassetsFixture.appCatalog(Self.catalog)["\(Self.catalog)/Brand/Accent.colorset/Contents.json"])
        #expect(try repo.read("App/Sources/HomeView.swift") == Self.renamed(Self.homeView, file: "App/Sources/HomeView.swift"))
        #expect(try repo.read("App/Sources/LegacyView.m") == Self.renamed(Self.legacyObjC, file: "App/Sources/LegacyView.m"))
        // `git diff -U0` of the code: each changed line is its old self with the name's bytes
        // changed (the set's file is the one deleted and added above, byte for byte).
        var removedLines: [String] = [], addedLines: [String] = []
        for line in try repo.git(["diff", "-U0", "--no-color", "--", "App/Sources"]).components(separatedBy: "\n") {
            if line.hasPrefix("-"), !line.hasPrefix("---") { removedLines.append(String(line.dropFirst())) }
            if line.hasPrefix("+"), !line.hasPrefix("+++") { addedLines.append(String(line.dropFirst())) }
        }
        #expect(removedLines.count == Self.sites.count && addedLines.count == Self.sites.count)
        for (removed, added) in zip(removedLines, addedLines) {
            #expect(added == removed.replacingOccurrences(of: "\"Brand/Accent\"", with: "\"Brand/Primary\""), "\(removed) → \(added)")
        }
        // `diff` after the write prints the plan (without its list of code sites).
        let after = try runThemelint(["diff", "--format", "json"], in: repo.url)
        planObject["code"] = nil
        let afterObject = try #require(try JSONSerialization.jsonObject(with: Data(after.stdout.utf8)) as? [String: Any])
        #expect(NSDictionary(dictionary: afterObject).isEqual(to: planObject), "\(after.stdout)")
        // A second run: OLD is gone, nothing is planned or written.
        let snapshot = try repo.fileTreeSnapshot()
        let again = try runThemelint(["rename", "Brand/Accent", "Brand/Primary", "--write"], in: repo.url)
        #expect(again.status == 2 && again.stderr.contains("Brand/Accent does not exist"), "\(again.stderr)")
        #expect(try repo.fileTreeSnapshot() == snapshot)
        // Renamed back, every byte is as committed.
        let back = try runThemelint(["rename", "Brand/Primary", "Brand/Accent", "--write"], in: repo.url)
        #expect(back.status == 0, "\(back.stderr)")
        #expect(try repo.git(["status", "--porcelain", "--untracked-files=all"]).isEmpty)
    }

    @Test func aTargetFolderInTheWayACodeFileThatCannotBeWrittenOrATakenNameChangesNothing() throws {
        let repo = try Self.repository()
        // An empty folder (git keeps none, so the plan sees no set there) is still in the way.
        try FileManager.default.createDirectory(atPath: repo.absolutePath("\(Self.catalog)/Brand/Primary.colorset"), withIntermediateDirectories: false)
        let snapshot = try repo.fileTreeSnapshot()
        let run = try runThemelint(["rename", "Brand/Accent", "Brand/Primary", "--write"], in: repo.url)
        #expect(run.status == 2)
        #expect(run.stderr.contains("cannot move \(Self.catalog)/Brand/Accent.colorset to \(Self.catalog)/Brand/Primary.colorset: \(Self.catalog)/Brand/Primary.colorset already exists; nothing changed"), "\(run.stderr)")
        #expect(try repo.fileTreeSnapshot() == snapshot)
        try FileManager.default.removeItem(atPath: repo.absolutePath("\(Self.catalog)/Brand/Primary.colorset"))
        // A code file that cannot be written (its temporary name taken): the folder does not move either.
        try FileManager.default.createDirectory(atPath: repo.absolutePath("App/Sources/.LegacyView.m.themelint-tmp"), withIntermediateDirectories: false)
        try repo.write("App/Sources/.LegacyView.m.themelint-tmp/keep", "x")
        let blocked = try Self.entries(repo)
        let code = try runThemelint(["rename", "Brand/Accent", "Brand/Primary", "--write"], in: repo.url)
        #expect(code.status == 2 && code.stderr.contains("cannot write App/Sources/LegacyView.m"), "\(code.stderr)")
        #expect(try Self.entries(repo) == blocked)
        // A new set elsewhere in the catalog with the name is refused by the plan.
        let taken = try runThemelint(["rename", "Brand/Accent", "Brand/OnAccent", "--write"], in: repo.url)
        #expect(taken.status == 2 && taken.stderr.contains("Brand/OnAccent already exists"), "\(taken.stderr)")
        #expect(try Self.entries(repo) == blocked)
    }

    /// Every file with its mode, time and bytes, and every folder, without the folders' times
    /// (a temporary file made and removed beside a file changes its folder's time, nothing else).
    static func entries(_ repo: TemporaryGitRepository) throws -> [String: String] {
        try repo.fileTreeSnapshot().mapValues { $0.hasPrefix("dir ") ? "dir" : $0 }
    }

    /// `swiftc` on the PATH, when this machine has one.
    static let swiftc: String? = (ProcessInfo.processInfo.environment["PATH"] ?? "").split(separator: ":")
        .map { "\($0)/swiftc" }.first { FileManager.default.isExecutableFile(atPath: $0) }

    /// The fixture's Swift is Swift, before the rename and after it: what the rename wrote still
    /// parses (without swiftc this test is reported as skipped).
    @Test(.enabled(if: swiftc != nil, "swiftc is not on the PATH: the parse check is skipped"))
    func everySwiftFileParsesBeforeAndAfterTheRename() throws {
        let swiftc = try #require(Self.swiftc)
        let repo = try Self.repository()
        let files = try repo.git(["ls-files", "*.swift"]).split(separator: "\n").map(String.init)
        #expect(!files.isEmpty)
        for stage in ["before", "after"] {
            if stage == "after" {
                let write = try runThemelint(["rename", "Brand/Accent", "Brand/Primary", "--write"], in: repo.url)
                #expect(write.status == 0, "\(write.stderr)")
            }
            for file in files {
                let parse = try runProcess(swiftc, ["-parse", file], in: repo.url)
                #expect(parse.status == 0, "\(stage): \(file): \(parse.stderr)")
            }
        }
    }
}
