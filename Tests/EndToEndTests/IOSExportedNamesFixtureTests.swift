import Foundation
import Testing
import ThemeLintTestSupport

/// Issue 33's iOS fixture, the exported names: an Appearance theme whose configured `swift` and
/// `objc` exports generate `ThemeColors.swift` and `UIColor+Theme.h/.m`, and app code that names
/// the generated colors (`UIColor.textPrimary`, the implicit member `.textPrimary`, SwiftUI
/// `Color.textPrimary`, `UIColor.Palette.azure301`, Objective-C `UIColor.textPrimary` and
/// `[UIColor textPrimary]`) beside comments and strings that only look like them. `rename` and
/// `compress --write` change exactly the name bytes of each site and regenerate the exports.
@Suite struct IOSExportedNamesFixtureTests {
    static let palette = """
        {
          "white": "#FFFFFF",
          "black": "#000000",
          "azure_300": "#2688EB",
          "azure_301": "#2689EB"
        }

        """

    static let scheme = """
        {
          "bright_light": {
            "appearance": "light",
            "colors": {
              "background_content": {"color_identifier": "white"},
              "text_primary": {"color_identifier": "black"},
              "accent": {"color_identifier": "azure_300"},
              "accent_alternate": {"color_identifier": "azure_301"}
            }
          },
          "space_gray": {
            "appearance": "dark",
            "colors": {
              "background_content": {"color_identifier": "black"},
              "text_primary": {"color_identifier": "white"},
              "accent": {"color_identifier": "azure_300"},
              "accent_alternate": {"color_identifier": "azure_301"}
            }
          }
        }

        """

    static let configuration = """
        {
          "themes": [{"name": "main", "schemes": "theme/scheme.json", "palettes": ["theme/palette.json"]}],
          "exports": [
            {"to": "swift", "theme": "main", "out": "App/Generated"},
            {"to": "objc", "theme": "main", "out": "App/Generated"}
          ]
        }

        """

    static let title = """
        import SwiftUI
        import UIKit

        // UIColor.textPrimary in a comment is no reference.
        final class Title {
            let color = UIColor.textPrimary
            let implicit: UIColor = .textPrimary
            let swiftUI = Color.textPrimary
            let paletteColor = UIColor.Palette.azure301
            let text = "UIColor.textPrimary"
        }

        """

    static let legacy = """
        #import <UIKit/UIKit.h>
        #import "UIColor+Theme.h"

        // [UIColor textPrimary]
        @implementation Legacy
        - (UIColor *)text { return UIColor.textPrimary; }
        - (UIColor *)message { return [UIColor textPrimary]; }
        - (NSString *)name { return @"textPrimary"; }
        @end

        """

    /// The fixture with its exports generated, committed.
    static func repository() throws -> TemporaryGitRepository {
        let repo = try TemporaryGitRepository()
        try repo.write(".themelint.json", configuration)
        try repo.write("theme/palette.json", palette)
        try repo.write("theme/scheme.json", scheme)
        try repo.write("App/Sources/Title.swift", title)
        try repo.write("App/Sources/Legacy.m", legacy)
        let export = try runThemelint(["export"], in: repo.url)
        #expect(export.status == 0, "\(export.stderr)")
        _ = try repo.commitAll("an iOS app with generated colors")
        return repo
    }

    /// The removed and added lines of `git diff -U0` over `paths`.
    static func changedLines(_ repo: TemporaryGitRepository, _ paths: [String]) throws -> (removed: [String], added: [String]) {
        var removed: [String] = [], added: [String] = []
        for line in try repo.git(["diff", "-U0", "--no-color", "--"] + paths).components(separatedBy: "\n") {
            if line.hasPrefix("-"), !line.hasPrefix("---") { removed.append(String(line.dropFirst())) }
            if line.hasPrefix("+"), !line.hasPrefix("+++") { added.append(String(line.dropFirst())) }
        }
        return (removed, added)
    }

    static let generated = ["App/Generated/ThemeColors.swift", "App/Generated/UIColor+Theme.h", "App/Generated/UIColor+Theme.m"]

    @Test func renameRewritesEveryExportedNameSiteAndRegeneratesTheExports() throws {
        let repo = try Self.repository()
        let plan = try runThemelint(["rename", "text_primary", "text_main", "--format", "json"], in: repo.url)
        #expect(plan.status == 0, "\(plan.stderr)")
        #expect(try CodeRewriteCommandTests.sites(plan.stdout).sorted() == [
            "App/Sources/Legacy.m:6:36 textPrimary→textMain", "App/Sources/Legacy.m:7:40 textPrimary→textMain",
            "App/Sources/Title.swift:6:25 textPrimary→textMain", "App/Sources/Title.swift:7:30 textPrimary→textMain",
            "App/Sources/Title.swift:8:25 textPrimary→textMain",
        ])
        // The plan names the generated files the exports write anew, and is a valid plan.
        let object = try #require(try JSONSerialization.jsonObject(with: Data(plan.stdout.utf8)) as? [String: Any])
        #expect(object["generated"] as? [String] == Self.generated)
        try validate(plan.stdout, schema: "schemas/diff-report.schema.json")
        let text = try runThemelint(["rename", "text_primary", "text_main"], in: repo.url)
        #expect(text.stdout.hasSuffix("\nGenerated: 3 files written anew by the configured exports\n" + Self.generated.map { "  \($0)\n" }.joined()), "\(text.stdout)")
        let write = try runThemelint(["rename", "text_primary", "text_main", "--write"], in: repo.url)
        #expect(write.status == 0, "\(write.stderr)")
        let status = try repo.git(["status", "--porcelain", "--untracked-files=all"]).split(separator: "\n").map(String.init)
        #expect(status.sorted() == (Self.generated + ["App/Sources/Legacy.m", "App/Sources/Title.swift", "theme/scheme.json"]).map { " M \($0)" }.sorted())
        // Only the name bytes of each site: not the comments or strings.
        let code = try Self.changedLines(repo, ["App/Sources"])
        #expect(code.removed.count == 5 && code.added.count == 5)
        for (removed, added) in zip(code.removed, code.added) {
            #expect(added == removed.replacingOccurrences(of: "textPrimary", with: "textMain"), "\(removed) → \(added)")
        }
        // The generated files are what export writes now, and a second run plans nothing.
        let check = try runThemelint(["export", "--check"], in: repo.url)
        #expect(check.status == 0, "\(check.stdout)\(check.stderr)")
        let again = try runThemelint(["rename", "text_primary", "text_main"], in: repo.url)
        #expect(again.status == 2 && again.stderr.contains("text_primary does not exist"), "\(again.stderr)")
        try Self.expectSwiftParses(repo)
    }

    @Test func compressRewritesThePaletteNameCodeUsesAndRegeneratesTheExports() throws {
        let repo = try Self.repository()
        let write = try runThemelint(["compress", "--write", "--format", "json"], in: repo.url)
        #expect(write.status == 0, "\(write.stderr)")
        #expect(try CodeRewriteCommandTests.sites(write.stdout) == ["App/Sources/Title.swift:9:40 azure301→azure300"])
        let code = try Self.changedLines(repo, ["App/Sources"])
        #expect(code.removed == ["    let paletteColor = UIColor.Palette.azure301"])
        #expect(code.added == ["    let paletteColor = UIColor.Palette.azure300"])
        #expect(try runThemelint(["export", "--check"], in: repo.url).status == 0)
        let again = try runThemelint(["compress", "--format", "json"], in: repo.url)
        #expect(again.status == 0)
        #expect(try DiffJSON(again.stdout).changes.isEmpty, "\(again.stdout)")
        try Self.expectSwiftParses(repo)
    }

    @Test func noCodeLeavesTheAppCodeAlone() throws {
        let repo = try Self.repository()
        let write = try runThemelint(["rename", "text_primary", "text_main", "--no-code", "--write"], in: repo.url)
        #expect(write.status == 0, "\(write.stderr)")
        #expect(try repo.read("App/Sources/Title.swift") == Self.title)
        #expect(try repo.read("App/Sources/Legacy.m") == Self.legacy)
    }

    /// Every Swift file of the fixture, the regenerated `ThemeColors.swift` included, parses
    /// (an issue is recorded, naming the file, when swiftc is missing: the check cannot pass silently).
    static func expectSwiftParses(_ repo: TemporaryGitRepository) throws {
        guard toolIsAvailable("swiftc") else {
            Issue.record("swiftc is not on the PATH: the Swift files cannot be parsed")
            return
        }
        for file in ["App/Sources/Title.swift", "App/Generated/ThemeColors.swift"] {
            let parse = try runProcess("swiftc", ["-parse", repo.absolutePath(file)])
            #expect(parse.status == 0, "\(file): \(parse.stderr)")
        }
    }
}
