import Foundation
import Testing
import ThemeLintTestSupport

/// `rename` and `compress` rewrite the code that names the theme (`CodeRewriteFixture`: two
/// Android modules, Kotlin, Java, Compose, layouts, a drawable, a color state list and a
/// manifest), changing only each name's bytes, listing every site, and leaving code alone
/// with `--no-code`.
@Suite struct CodeRewriteCommandTests {
    typealias F = CodeRewriteFixture

    /// The `code` sites of a JSON plan, as `file:line:column old→new`.
    static func sites(_ json: String) throws -> [String] {
        let object = try #require(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
        let sites = object["code"] as? [[String: Any]] ?? []
        return sites.map { "\($0["file"] ?? ""):\($0["line"] ?? ""):\($0["column"] ?? "") \($0["old"] ?? "")→\($0["new"] ?? "")" }
    }

    /// Whether every site names `old` at its line and column in the committed file.
    static func expectSitesPointAtTheName(_ sites: [String], in repo: TemporaryGitRepository) throws {
        for site in sites {
            let parts = site.split(separator: " ")[0].split(separator: ":")
            let old = String(site.split(separator: " ")[1].split(separator: "→")[0])
            let text = try repo.git(["show", "HEAD:\(parts[0])"])
            let line = text.components(separatedBy: "\n")[Int(parts[1])! - 1]
            let start = line.unicodeScalars.index(line.unicodeScalars.startIndex, offsetBy: Int(parts[2])! - 1)
            #expect(String(line.unicodeScalars[start...]).hasPrefix(old), "\(site): \(line)")
        }
    }

    /// The lines `git diff -U0` removes and adds, every file.
    static func changedLines(_ repo: TemporaryGitRepository) throws -> (removed: [String], added: [String]) {
        var removed: [String] = [], added: [String] = []
        for line in try repo.git(["diff", "-U0", "--no-color"]).components(separatedBy: "\n") {
            if line.hasPrefix("-"), !line.hasPrefix("---") { removed.append(String(line.dropFirst())) }
            if line.hasPrefix("+"), !line.hasPrefix("+++") { added.append(String(line.dropFirst())) }
        }
        return (removed, added)
    }

    @Test(arguments: [nil, #"{"code": true}"#])
    func renameRewritesTheNameBytesOfEveryCodeSite(configuration: String?) throws {
        let repo = try F.repository(configuration: configuration)
        let plan = try runThemelint(["rename", "app_blue", "brand_blue", "--format", "json"], in: repo.url)
        #expect(plan.status == 0, "\(plan.stderr)")
        try validate(plan.stdout, schema: "schemas/diff-report.schema.json")
        let sites = try Self.sites(plan.stdout)
        #expect(sites.count == F.siteCount(F.codeFiles, marker: "{A}"), "\(sites)")
        #expect(sites.allSatisfy { $0.hasSuffix(" app_blue→brand_blue") })
        #expect(Set(sites.map { String($0.split(separator: ":")[0]) }) == Set(F.codeFiles))
        try Self.expectSitesPointAtTheName(sites, in: repo)
        #expect(try repo.git(["status", "--porcelain"]).isEmpty, "the plan wrote")

        let written = try runThemelint(["rename", "app_blue", "brand_blue", "--write"], in: repo.url)
        #expect(written.status == 0, "\(written.stderr)")
        #expect(written.stdout.contains("Code: \(sites.count) sites rewritten"), "\(written.stdout)")
        for file in F.codeFiles + F.themeFiles {
            #expect(try repo.read(file) == F.text(F.templates[file]!, a: "brand_blue", b: "app_blue_2"), "\(file)")
        }
        #expect(try repo.read(F.featureValues) == F.templates[F.featureValues]!.replacingOccurrences(of: "\"app_blue\"", with: "\"brand_blue\""))
        // `git diff -U0`: each changed line is its old self with app_blue written brand_blue once per site.
        let lines = try Self.changedLines(repo)
        #expect(lines.removed.count == lines.added.count)
        for (removed, added) in zip(lines.removed, lines.added) {
            #expect(added == removed.replacingOccurrences(of: "app_blue\"", with: "brand_blue\"").replacingOccurrences(of: "app_blue)", with: "brand_blue)").replacingOccurrences(of: "app_blue<", with: "brand_blue<"), "\(removed) → \(added)")
        }
        // A second run: nothing named app_blue is left.
        let again = try runThemelint(["rename", "app_blue", "brand_blue"], in: repo.url)
        #expect(again.status == 2 && again.stderr.contains("does not exist"), "\(again.stderr)")
        let back = try runThemelint(["rename", "brand_blue", "app_blue", "--write"], in: repo.url)
        #expect(back.status == 0, "\(back.stderr)")
        #expect(try repo.git(["status", "--porcelain"]).isEmpty, "renaming back restores every byte")
    }

    @Test func compressRewritesCodeNamingAReplacedColor() throws {
        let repo = try F.repository()
        let plan = try runThemelint(["compress", "--format", "json"], in: repo.url)
        #expect(plan.status == 0, "\(plan.stderr)")
        try validate(plan.stdout, schema: "schemas/diff-report.schema.json")
        let sites = try Self.sites(plan.stdout)
        #expect(sites.count == F.siteCount(F.codeFiles, marker: "{B}"), "\(sites)")
        #expect(sites.allSatisfy { $0.hasSuffix(" app_blue_2→app_blue") })
        try Self.expectSitesPointAtTheName(sites, in: repo)

        let written = try runThemelint(["compress", "--write"], in: repo.url)
        #expect(written.status == 0, "\(written.stderr)")
        for file in F.codeFiles + F.themeFiles {
            #expect(try repo.read(file) == F.text(F.templates[file]!, a: "app_blue", b: "app_blue"), "\(file)")
        }
        #expect(try !repo.read(F.featureValues).contains("app_blue_2"))
        let lines = try Self.changedLines(repo)
        // The deleted definition, then one line per line holding a site.
        #expect(lines.removed.filter { !$0.contains("<color name=\"app_blue_2\"") }.count == lines.added.count)
        for added in lines.added { #expect(!added.contains("app_blue_2")) }

        let again = try runThemelint(["compress", "--format", "json"], in: repo.url)
        #expect(again.status == 0, "\(again.stderr)")
        #expect(try Self.sites(again.stdout).isEmpty)
        #expect(try runThemelint(["compress", "--write"], in: repo.url).stderr.contains("0 colors merged"))
    }

    @Test func noCodeLeavesEveryCodeFileAlone() throws {
        let repo = try F.repository(configuration: #"{"code": true}"#)
        let renamed = try runThemelint(["rename", "app_blue", "brand_blue", "--no-code", "--write"], in: repo.url)
        #expect(renamed.status == 0, "\(renamed.stderr)")
        #expect(!renamed.stdout.contains("Code:"), "\(renamed.stdout)")
        for file in F.sourceFiles {
            #expect(try repo.read(file) == F.text(F.templates[file]!, a: "app_blue", b: "app_blue_2"), "\(file)")
        }
        // Resource XML is the Android theme's own: still followed, as before code was read.
        #expect(try repo.read(F.layout) == F.text(F.templates[F.layout]!, a: "brand_blue", b: "app_blue_2"))

        try repo.git(["checkout", "--", "."])
        let compressed = try runThemelint(["compress", "--no-code", "--write"], in: repo.url)
        #expect(compressed.status == 0, "\(compressed.stderr)")
        for file in F.sourceFiles {
            #expect(try repo.read(file) == F.text(F.templates[file]!, a: "app_blue", b: "app_blue_2"), "\(file)")
        }
    }

    @Test func everyPlanFormatListsTheCodeSites() throws {
        let repo = try F.repository()
        let first = "\(F.kotlin):10:50"
        let text = try runThemelint(["rename", "app_blue", "brand_blue", "--color", "never"], in: repo.url)
        #expect(text.stdout.contains("  \(first): app_blue → brand_blue\n"), "\(text.stdout)")
        let markdown = try runThemelint(["rename", "app_blue", "brand_blue", "--format", "markdown"], in: repo.url)
        #expect(markdown.stdout.contains("### Code") && markdown.stdout.contains("`\(first)` `app_blue` → `brand_blue`"), "\(markdown.stdout)")
        let html = try runThemelint(["rename", "app_blue", "brand_blue", "--format", "html"], in: repo.url)
        #expect(html.stdout.contains("data-file=\"\(F.kotlin)\" data-line=\"10\" data-column=\"50\""), "\(html.stdout)")
    }

    @Test func renameRefusesWhereCodeAlreadyDeclaresTheNewName() throws {
        let repo = try F.repository()
        // A resource file declaring NEW: every Android color of the repository counts.
        try repo.write("feature/src/debug/res/values/debug.xml", "<resources>\n    <item name=\"brand_blue\" type=\"color\">#FF000000</item>\n</resources>\n")
        try repo.commitAll("debug color")
        let before = try repo.stateFingerprint()
        let refused = try runThemelint(["rename", "app_blue", "brand_blue", "--write"], in: repo.url)
        #expect(refused.status == 2, "\(refused.stderr)")
        #expect(refused.stderr.contains("brand_blue already exists"), "\(refused.stderr)")
        #expect(try repo.stateFingerprint() == before, "nothing written")
        // A Kotlin property named NEW does not collide with R.color.NEW.
        try repo.git(["rm", "-q", "feature/src/debug/res/values/debug.xml"])
        try repo.write(F.kotlin, try repo.read(F.kotlin).replacingOccurrences(of: "val app_blue =", with: "val brand_blue ="))
        let renamed = try runThemelint(["rename", "app_blue", "brand_blue", "--write"], in: repo.url)
        #expect(renamed.status == 0, "\(renamed.stderr)")
        #expect(try repo.read(F.kotlin).contains("val brand_blue = 0xFF2B90D9 // R.color.app_blue in a comment"))
        #expect(try repo.read(F.kotlin).contains("getColor(R.color.brand_blue)"))
    }
}
