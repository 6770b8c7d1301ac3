import Foundation
import Testing
import ThemeLintTestSupport

/// `rename`: a palette color, a role and a token path, renamed everywhere; `show` paints every
/// role the same before and after.
@Suite struct RenameCommandTests {
    static let vk = projectRootDirectory().appendingPathComponent("examples/vk-appearance")

    /// `colors` with role `old` renamed `new` in every key.
    private func renamingRole(_ colors: [String: String], _ old: String, _ new: String) -> [String: String] {
        var result: [String: String] = [:]
        for (key, value) in colors {
            var parts = key.components(separatedBy: " | ")
            if parts.last == old { parts[parts.count - 1] = new }
            result[parts.joined(separator: " | ")] = value
        }
        return result
    }

    @Test func aPaletteColorUsedByManyRoles() throws {
        let repo = try sampleRepository(Self.vk)
        // The identifier most roles name.
        var counts: [String: Int] = [:]
        for file in try FileManager.default.contentsOfDirectory(atPath: repo.path) where file.hasPrefix("scheme") {
            let text = try repo.read(file)
            let regex = try NSRegularExpression(pattern: #""color_identifier": "([^"]+)""#)
            for match in regex.matches(in: text, range: NSRange(text.startIndex..., in: text)) {
                if let range = Range(match.range(at: 1), in: text) { counts[String(text[range]), default: 0] += 1 }
            }
        }
        let (old, uses) = try #require(counts.max { $0.value < $1.value })
        #expect(uses > 20)
        let before = try paintedRoles(repo)
        let run = try runThemelint(["rename", old, old + "_renamed", "--write"], in: repo.url)
        #expect(run.status == 0, "\(run.stderr)")
        #expect(try paintedRoles(repo) == before)
        let grep = try runProcess("git", ["grep", "-c", "\"\(old)\""], in: repo.url)
        #expect(grep.stdout.isEmpty, "\(grep.stdout)")
        let changed = try diffHunks(repo).reduce(0) { $0 + $1.added.count }
        #expect(changed >= uses)
        print("rename \(old) (\(uses) references): \(changed) lines changed")
    }

    @Test func aRolePresentInEveryScheme() throws {
        let repo = try sampleRepository(Self.vk)
        let before = try paintedRoles(repo)
        let schemes = Set(before.keys.filter { $0.hasPrefix("scheme.json |") }.map { $0.components(separatedBy: " | ")[1] })
        #expect(schemes.allSatisfy { before["scheme.json | \($0) | background_content"] != nil })
        // The configuration names it too, in a contrast pair.
        let configuration = #"{"contrast": {"infer": false, "pairs": [{"foreground": "text_primary", "background": ["background_content", "background_page"], "minimum": 1}]}}"#
        try repo.write(".themelint.json", configuration)
        try repo.commitAll("configuration")
        let checked = try runThemelint(["check", "--format", "json"], in: repo.url)
        let run = try runThemelint(["rename", "background_content", "background_surface", "--write"], in: repo.url)
        #expect(run.status == 0, "\(run.stderr)")
        #expect(try paintedRoles(repo) == renamingRole(before, "background_content", "background_surface"))
        #expect(try repo.read(".themelint.json") == configuration.replacingOccurrences(of: "background_content", with: "background_surface"))
        #expect(try runThemelint(["check", "--format", "json"], in: repo.url).stdout == checked.stdout.replacingOccurrences(of: "background_content", with: "background_surface"))
    }

    @Test func aTokenPathReferencedAcrossFiles() throws {
        let repo = try sampleRepository(projectRootDirectory().appendingPathComponent("examples/designsystemet"))
        let before = try paintedRoles(repo)
        let old = "designsystemet.accent.1", new = "designsystemet.accent.first"
        let plan = try runThemelint(["rename", old, new], in: repo.url)
        #expect(plan.status == 0, "\(plan.stderr)")
        #expect(try repo.git(["status", "--porcelain"]).isEmpty)
        let run = try runThemelint(["rename", old, new, "--write"], in: repo.url)
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.stdout == plan.stdout)
        #expect(try paintedRoles(repo) == renamingRole(before, old, new))
        let files = Set(try repo.git(["diff", "--name-only"]).split(separator: "\n").map(String.init))
        #expect(files == ["primitives/modes/color-scheme/light/designsystemet.json", "primitives/modes/color-scheme/dark/designsystemet.json", "themes/designsystemet.json"])
        let grep = try runProcess("git", ["grep", "-F", "{\(old)}"], in: repo.url)
        #expect(grep.stdout.isEmpty)
    }

    @Test func ontoAnExistingNameOrFromAMissingOneChangesNothing() throws {
        let repo = try sampleRepository(Self.vk)
        let snapshot = try repo.fileTreeSnapshot()
        for (old, new) in [("background_content", "background_page"), ("white", "black"), ("no_such_color", "x")] {
            let run = try runThemelint(["rename", old, new, "--write"], in: repo.url)
            #expect(run.status == 2, "\(old) → \(new)")
            #expect(run.stderr.contains(old == "no_such_color" ? "does not exist" : "already exists"), "\(run.stderr)")
        }
        #expect(try repo.fileTreeSnapshot() == snapshot)
        let tokens = try sampleRepository(projectRootDirectory().appendingPathComponent("examples/designsystemet"))
        let tokenSnapshot = try tokens.fileTreeSnapshot()
        #expect(try runThemelint(["rename", "designsystemet.accent.1", "designsystemet.accent.2", "--write"], in: tokens.url).status == 2)
        #expect(try tokens.fileTreeSnapshot() == tokenSnapshot)
    }

    @Test func compressLeavesAssetCatalogsAloneAndAColorSetRenameMovesOnlyItsFolder() throws {
        let repo = try sampleRepository(Self.vk)
        try repo.write("App/Assets.xcassets/Contents.json", #"{"info": {"author": "xcode", "version": 1}}"#)
        try repo.write("App/Assets.xcassets/Accent.colorset/Contents.json", #"{"colors": [{"color": {"color-space": "srgb", "components": {"alpha": "1.000", "blue": "0xFF", "green": "0x88", "red": "0x00"}}, "idiom": "universal"}], "info": {"author": "xcode", "version": 1}}"#)
        _ = try repo.commitAll("a catalog beside the VK files")
        let snapshot = try repo.fileTreeSnapshot()
        let compress = try runThemelint(["compress"], in: repo.url)
        #expect(compress.status == 0, "\(compress.stderr)")
        #expect(!compress.stderr.contains("Assets.xcassets"), "a catalog is not a file that cannot be read: \(compress.stderr)")
        #expect(try repo.fileTreeSnapshot() == snapshot)
        let rename = try runThemelint(["rename", "Accent", "Brand", "--write"], in: repo.url)
        #expect(rename.status == 0, "\(rename.stderr)")
        #expect(rename.stderr.contains("Accent.colorset → App/Assets.xcassets/Brand.colorset"), "\(rename.stderr)")
        #expect(try repo.git(["status", "--porcelain"]) == " D App/Assets.xcassets/Accent.colorset/Contents.json\n?? App/Assets.xcassets/Brand.colorset/\n")
    }
}
