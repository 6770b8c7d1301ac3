import Foundation
import Testing
import ThemeLintTestSupport

/// Issue 33's iOS fixture: an app whose asset catalog has namespace and plain folders, and
/// whose Swift and Objective-C name color sets (`UIColor(named:)`, `Color("…")`,
/// `Color("…", bundle: .main)`, `[UIColor colorNamed:@"…"]`) beside comments and strings that
/// only look like them. `rename --write` of a namespaced set moves its folder and changes the
/// name bytes of each code site and nothing else.
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

    @Test func renamingANamespacedSetMovesItsFolderAndNothingElse() throws {
        let repo = try Self.repository()
        let plan = try runThemelint(["rename", "Brand/Accent", "Brand/Primary", "--format", "json"], in: repo.url)
        #expect(plan.status == 0, "\(plan.stderr)")
        let changes = try DiffJSON(plan.stdout).changes
        #expect(changes.contains { $0["kind"] as? String == "role-renamed" && $0["role"] as? String == "Brand/Primary" && $0["previousRole"] as? String == "Brand/Accent" }, "\(plan.stdout)")
        #expect(!changes.contains { ["role-added", "role-removed"].contains($0["kind"] as? String) }, "\(plan.stdout)")

        let write = try runThemelint(["rename", "Brand/Accent", "Brand/Primary", "--write", "--format", "json"], in: repo.url)
        #expect(write.status == 0, "\(write.stderr)")
        #expect(write.stdout == plan.stdout)
        let status = try repo.git(["status", "--porcelain", "--untracked-files=all"]).split(separator: "\n").map(String.init)
        #expect(status.contains(" D \(Self.catalog)/Brand/Accent.colorset/Contents.json"), "\(status)")
        #expect(status.contains("?? \(Self.catalog)/Brand/Primary.colorset/Contents.json"), "\(status)")
        #expect(try repo.read("\(Self.catalog)/Brand/Primary.colorset/Contents.json") == XcassetsFixture.appCatalog(Self.catalog)["\(Self.catalog)/Brand/Accent.colorset/Contents.json"])
        // `diff` after the write prints the plan.
        let after = try runThemelint(["diff", "--format", "json"], in: repo.url)
        #expect(after.stdout == plan.stdout)
        // A second run: OLD is gone, nothing is planned or written.
        let snapshot = try repo.fileTreeSnapshot()
        let again = try runThemelint(["rename", "Brand/Accent", "Brand/Primary", "--write"], in: repo.url)
        #expect(again.status == 2 && again.stderr.contains("Brand/Accent does not exist"), "\(again.stderr)")
        #expect(try repo.fileTreeSnapshot() == snapshot)
    }

    @Test func aTargetFolderInTheWayOrATakenNameChangesNothing() throws {
        let repo = try Self.repository()
        // An empty folder (git keeps none, so the plan sees no set there) is still in the way.
        try FileManager.default.createDirectory(atPath: repo.absolutePath("\(Self.catalog)/Brand/Primary.colorset"), withIntermediateDirectories: false)
        let snapshot = try repo.fileTreeSnapshot()
        let run = try runThemelint(["rename", "Brand/Accent", "Brand/Primary", "--write"], in: repo.url)
        #expect(run.status == 2)
        #expect(run.stderr.contains("cannot move \(Self.catalog)/Brand/Accent.colorset to \(Self.catalog)/Brand/Primary.colorset: \(Self.catalog)/Brand/Primary.colorset already exists; nothing changed"), "\(run.stderr)")
        #expect(try repo.fileTreeSnapshot() == snapshot)
        // A new set elsewhere in the catalog with the name is refused by the plan.
        let taken = try runThemelint(["rename", "Brand/Accent", "Brand/OnAccent", "--write"], in: repo.url)
        #expect(taken.status == 2 && taken.stderr.contains("Brand/OnAccent already exists"), "\(taken.stderr)")
        #expect(try repo.fileTreeSnapshot() == snapshot)
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
