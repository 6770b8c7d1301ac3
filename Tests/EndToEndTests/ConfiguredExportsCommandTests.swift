import Foundation
import Testing
import ThemeLintTestSupport

/// `export` with no `--to` writes and checks every export the configuration lists, and
/// `rename` and `compress` re-run them: on the web fixture, the `var(--…)` sites and the
/// generated `theme.css` change together, byte for byte what they must.
@Suite struct ConfiguredExportsCommandTests {
    static let exports = #"[{"to": "css", "out": "web/generated"}, {"to": "swift", "out": "ios/Generated"}, {"to": "xcassets", "out": "ios/App"}]"#

    /// The web fixture committed, with `exports` configured and exported.
    static func repository(exports: String = #"[{"to": "css", "out": "web/generated"}]"#, palette: String = WebFixture.palette, css: String = WebFixture.css) throws -> TemporaryGitRepository {
        let repo = try TemporaryGitRepository()
        var files = WebFixture.files
        files[".themelint.json"] = WebFixture.configuration.replacingOccurrences(of: #"[{"to": "css", "out": "web/generated"}]"#, with: exports)
        files["theme/palette.json"] = palette
        files["web/src/app.css"] = css
        for (path, text) in files { try repo.write(path, text) }
        if exports != "[]" {
            let exported = try runThemelint(["export"], in: repo.url)
            #expect(exported.status == 0, "\(exported.stderr)")
        }
        try repo.commitAll("web app")
        return repo
    }

    @Test func exportWithoutToWritesAndChecksEveryConfiguredExport() throws {
        let repo = try Self.repository(exports: Self.exports)
        // Each file is what `export --to T` writes.
        let css = try runThemelint(["export", "--to", "css"], in: repo.url)
        #expect(try repo.read("web/generated/theme.css") == css.stdout)
        let swift = try runThemelint(["export", "--to", "swift"], in: repo.url)
        #expect(try repo.read("ios/Generated/ThemeColors.swift") == swift.stdout)
        #expect(try repo.read("ios/App/Colors.xcassets/accent.colorset/Contents.json").contains("\"author\" : \"themelint\""))
        let clean = try runThemelint(["export", "--check"], in: repo.url)
        #expect(clean.status == 0 && clean.stdout.isEmpty && clean.stderr.contains("up to date (3 configured exports)"), "\(clean.stderr)")

        // A role renamed by hand in the scheme: every export drifts, the old color set is stale.
        try repo.write("theme/scheme.json", WebFixture.scheme.replacingOccurrences(of: "\"accent\"", with: "\"brand\""))
        let drifted = try runThemelint(["export", "--check"], in: repo.url)
        #expect(drifted.status == 1)
        #expect(drifted.stdout.components(separatedBy: "\n").filter { !$0.isEmpty } == [
            "differs: web/generated/theme.css",
            "differs: ios/Generated/ThemeColors.swift",
            "missing: ios/App/Colors.xcassets/brand.colorset/Contents.json",
            "stale: ios/App/Colors.xcassets/accent.colorset/",
        ], "\(drifted.stdout)")
        #expect(try repo.git(["status", "--porcelain"]) == " M theme/scheme.json\n", "--check writes nothing")

        let written = try runThemelint(["export"], in: repo.url)
        #expect(written.status == 0, "\(written.stderr)")
        #expect(written.stderr.contains("wrote 3 files"), "\(written.stderr)")
        #expect(!FileManager.default.fileExists(atPath: repo.absolutePath("ios/App/Colors.xcassets/accent.colorset")))
        #expect(try repo.read("web/generated/theme.css").contains("--brand: var(--azure-300);"))
        #expect(try runThemelint(["export", "--check"], in: repo.url).status == 0)
        #expect(try runThemelint(["export"], in: repo.url).stderr.contains("wrote 0 files"))
    }

    @Test func exportWithoutToNeedsConfiguredExportsAndRefusesALinkedOut() throws {
        let repo = try Self.repository(exports: "[]")
        let none = try runThemelint(["export"], in: repo.url)
        #expect(none.status == 2 && none.stderr.contains("no exports configured"), "\(none.stderr)")
        let check = try runThemelint(["export", "--check"], in: repo.url)
        #expect(check.status == 2, "\(check.stderr)")
        #expect(try runThemelint(["export", "--out", "x"], in: repo.url).status == 2)

        // The configuration is the repository's: a committed link must not send files outside it.
        let outside = try TemporaryGitRepository()
        try repo.write(".themelint.json", WebFixture.configuration.replacingOccurrences(of: "web/generated", with: "linked/generated"))
        try repo.symlink("linked", to: outside.path)
        let linked = try runThemelint(["export"], in: repo.url)
        #expect(linked.status == 2 && linked.stderr.contains("symbolic link"), "\(linked.stderr)")
        #expect(!FileManager.default.fileExists(atPath: outside.path + "/generated/theme.css"))
    }

    @Test func renameRewritesTheVarSitesAndReRunsTheExport() throws {
        let repo = try Self.repository()
        let plan = try runThemelint(["rename", "text_primary", "text_main", "--format", "json"], in: repo.url)
        #expect(plan.status == 0, "\(plan.stderr)")
        #expect(try CodeRewriteCommandTests.sites(plan.stdout) == [
            "web/src/Button.tsx:4:34 text-primary→text-main",
            "web/src/app.css:3:16 text-primary→text-main",
        ])
        let planText = try runThemelint(["rename", "text_primary", "text_main", "--color", "never"], in: repo.url)
        let written = try runThemelint(["rename", "text_primary", "text_main", "--write"], in: repo.url)
        #expect(written.status == 0, "\(written.stderr)")
        // `git diff -U0`: the scheme's key, each site's name bytes, and the generated file.
        let changed = try repo.git(["diff", "--name-only"]).split(separator: "\n").map(String.init)
        #expect(changed == ["theme/scheme.json", "web/generated/theme.css", "web/src/Button.tsx", "web/src/app.css"])
        for file in ["theme/scheme.json", "web/src/Button.tsx", "web/src/app.css"] {
            let lines = try CodeRewriteCommandTests.changedLines(repo, file)
            #expect(!lines.removed.isEmpty && lines.removed.count == lines.added.count, "\(file)")
            for (removed, added) in zip(lines.removed, lines.added) {
                #expect(added == removed.replacingOccurrences(of: "text-primary", with: "text-main").replacingOccurrences(of: "text_primary", with: "text_main"), "\(file): \(removed) → \(added)")
            }
        }
        #expect(try repo.read("web/generated/theme.css") == runThemelint(["export", "--to", "css"], in: repo.url).stdout)
        #expect(try runThemelint(["export", "--check"], in: repo.url).status == 0)
        // The comment and the CSS string still say text-primary; the TSX string was a site.
        #expect(try repo.read("web/src/app.css").hasPrefix("/* var(--text-primary) in a comment */"))
        // `diff` after the write prints the plan (the plan then lists its code sites).
        let diff = try runThemelint(["diff", "--color", "never"], in: repo.url)
        #expect(diff.stdout.contains("text_main") && planText.stdout.hasPrefix(diff.stdout), "\(planText.stdout)\n---\n\(diff.stdout)")
        let again = try runThemelint(["rename", "text_primary", "text_main"], in: repo.url)
        #expect(again.status == 2 && again.stderr.contains("does not exist"), "\(again.stderr)")
    }

    @Test func renameWritesTheGeneratedColorSetOfTheNewName() throws {
        let repo = try Self.repository(exports: Self.exports)
        let written = try runThemelint(["rename", "accent", "brand", "--write"], in: repo.url)
        #expect(written.status == 0, "\(written.stderr)")
        let set = "ios/App/Colors.xcassets/brand.colorset/Contents.json"
        // The same color as the committed set of the old name (its folder is the plan's to remove).
        #expect(try repo.read(set) == repo.git(["show", "HEAD:ios/App/Colors.xcassets/accent.colorset/Contents.json"]))
        #expect(try repo.read("ios/Generated/ThemeColors.swift").contains("public static var brand: UIColor"))
        #expect(try repo.read("web/generated/theme.css").contains("--brand: var(--azure-300);"))
    }

    @Test func compressRewritesTheVarSitesAndASecondRunPlansNothing() throws {
        let palette = WebFixture.palette.replacingOccurrences(of: "\"white\": \"#FFFFFF\"", with: "\"white\": \"#FFFFFF\",\n    \"white_web\": \"#FFFFFE\"")
        let css = WebFixture.css + ".card { background: var(--white-web); }\n"
        let repo = try Self.repository(palette: palette, css: css)
        #expect(try repo.read("web/generated/theme.css").contains("--white-web: #fffffe;"))
        let written = try runThemelint(["compress", "--prefer", "white", "--write"], in: repo.url)
        #expect(written.status == 0, "\(written.stderr)")
        #expect(try repo.read("web/src/app.css") == css.replacingOccurrences(of: "var(--white-web)", with: "var(--white)"))
        #expect(try !repo.read("web/generated/theme.css").contains("white-web"))
        #expect(try repo.read("web/generated/theme.css") == runThemelint(["export", "--to", "css"], in: repo.url).stdout)
        try repo.commitAll("compressed")
        let again = try runThemelint(["compress", "--write"], in: repo.url)
        #expect(again.status == 0, "\(again.stderr)")
        #expect(try repo.git(["status", "--porcelain"]).isEmpty, "a second run plans nothing")
    }
}

extension CodeRewriteCommandTests {
    /// The lines `git diff -U0` removes and adds in `file`.
    static func changedLines(_ repo: TemporaryGitRepository, _ file: String) throws -> (removed: [String], added: [String]) {
        var removed: [String] = [], added: [String] = []
        for line in try repo.git(["diff", "-U0", "--no-color", "--", file]).components(separatedBy: "\n") {
            if line.hasPrefix("-"), !line.hasPrefix("---") { removed.append(String(line.dropFirst())) }
            if line.hasPrefix("+"), !line.hasPrefix("+++") { added.append(String(line.dropFirst())) }
        }
        return (removed, added)
    }
}
