import Foundation
import Testing
import ThemeLintTestSupport

/// The VK Appearance history bundle the tests read: the repository's own copy
/// (`examples/vk-appearance/history.bundle`, MIT, see SOURCE.md beside it), or
/// `$THEMELINT_VK_BUNDLE`.
func vkHistoryBundle() -> URL {
    if let explicit = ProcessInfo.processInfo.environment["THEMELINT_VK_BUNDLE"], !explicit.isEmpty {
        return URL(fileURLWithPath: explicit)
    }
    return projectRootDirectory().appendingPathComponent("examples/vk-appearance/history.bundle")
}

/// A clone of the VK history in a temporary directory, with the test identity.
func cloneVKHistory() throws -> TemporaryGitRepository {
    let repo = try TemporaryGitRepository(initialize: false)
    try repo.clone(from: vkHistoryBundle().path)
    return repo
}

/// Every command reads an input the same way: an alpha multiplier that is not a number makes
/// the role indeterminate in `check`, `diff` and `textconv`, never a multiplier of 1.
@Suite struct OneMeaningTests {
    let palette = diffPalette()

    func scheme(alpha: String) -> String {
        diffScheme([("bright_light", "light", [("separator", "{\"color_identifier\": \"black\", \"alpha_multiplier\": \(alpha)}")])])
    }

    @Test func aStringAlphaMultiplierIsIndeterminateInEveryCommand() throws {
        let repo = try TemporaryGitRepository()
        try repo.write("palette.json", palette)
        try repo.write("scheme.json", scheme(alpha: "\"0.05\""))
        try repo.commitAll("string alpha")
        try repo.write("scheme.json", scheme(alpha: "0.05"))
        try repo.commitAll("number alpha")

        let check = try runThemelint(["check", "--rev", "HEAD~1", "--format", "json"], in: repo.url)
        #expect(check.status == 1)
        let found = try findings(check.stdout).filter { $0["rule"] as? String == "invalid-structure" }
        #expect(found.count == 1 && found.first?["role"] as? String == "separator")

        let diff = try runThemelint(["diff", "HEAD~1", "HEAD", "--format", "json"], in: repo.url)
        #expect(diff.status == 0, "\(diff.stderr)")
        try validate(diff.stdout, schema: "schemas/diff-report.schema.json")
        let change = try #require(try DiffJSON(diff.stdout).changes("role-changed").first)
        let before = try #require(change["before"] as? [String: Any])
        #expect(before["resolution"] as? String == "indeterminate")
        #expect(before["color"] is NSNull)
        #expect(change["deltaE"] == nil || change["deltaE"] is NSNull, "no color change can be measured from an indeterminate side")

        let text = try runThemelint(["diff", "HEAD~1", "HEAD"], in: repo.url, environment: ["NO_COLOR": "1"])
        #expect(text.stdout.contains("indeterminate: alpha_multiplier \"0.05\" is not a number"), "\(text.stdout)")
        #expect(!text.stdout.contains("ΔE"), "\(text.stdout)")

        try repo.git(["checkout", "-q", "HEAD~1"])
        let listing = try runThemelint(["textconv", "scheme.json"], in: repo.url)
        #expect(listing.stdout.contains("bright_light/separator = black × \"0.05\" (alpha_multiplier \"0.05\" is not a number from 0 to 1)"), "\(listing.stdout)")
    }

    @Test func anAlphaMultiplierTooLargeForADoubleIsNamedAsANumberNotNull() throws {
        let repo = try TemporaryGitRepository()
        try repo.write("palette.json", palette)
        try repo.write("scheme.json", scheme(alpha: "1e999"))
        try repo.commitAll("huge alpha")
        let show = try runThemelint(["show", "--color", "never"], in: repo.url)
        #expect(show.status == 0, "\(show.stderr)")
        #expect(show.stdout.contains("(indeterminate: alpha_multiplier 1e999 is not a number from 0 to 1)"), "\(show.stdout)")
        let listing = try runThemelint(["textconv", "scheme.json"], in: repo.url)
        #expect(!listing.stdout.contains("null"), "\(listing.stdout)")
        let check = try runThemelint(["check"], in: repo.url)
        #expect(check.status == 1)
        #expect(check.stdout.contains("must be a number from 0 to 1"), "\(check.stdout)")
    }

    @Test func vkHistoryStringAlphaAgreesAcrossCommands() throws {
        let repo = try cloneVKHistory()
        let check = try runThemelint(["check", "--rev", "6c838d9b", "--format", "json"], in: repo.url)
        let invalid = try findings(check.stdout).filter { $0["rule"] as? String == "invalid-structure" }
        #expect(invalid.map { $0["role"] as? String } == ["button_secondary_background"])

        let diff = try runThemelint(["diff", "6c838d9b..47b54126", "--format", "json"], in: repo.url)
        #expect(diff.status == 0, "\(diff.stderr)")
        let changes = try DiffJSON(diff.stdout).changes("role-changed")
        #expect(changes.count == 1)
        let change = try #require(changes.first)
        #expect((change["before"] as? [String: Any])?["resolution"] as? String == "indeterminate")
        #expect(change["deltaE"] == nil || change["deltaE"] is NSNull)

        let text = try runThemelint(["diff", "6c838d9b..47b54126"], in: repo.url, environment: ["NO_COLOR": "1"]).stdout
        #expect(text.contains("bright_light/button_secondary_background: black_blue24 (indeterminate: alpha_multiplier \"0.05\" is not a number from 0 to 1) → black_blue24 ×0.05 #0D001D3D  [alpha]"), "\(text)")
        #expect(!text.contains("ΔE"), "\(text)")

        let role = ["--scheme", "bright_light", "--role", "button_secondary_background"]
        let showBefore = try runThemelint(["show", "6c838d9b"] + role, in: repo.url)
        #expect(showBefore.stdout.contains("button_secondary_background  (indeterminate: alpha_multiplier \"0.05\" is not a number from 0 to 1)"), "\(showBefore.stdout)")
        let showAfter = try runThemelint(["show", "47b54126"] + role, in: repo.url)
        #expect(showAfter.stdout.contains("button_secondary_background  #0D001D3D  ← black_blue24 ×0.05"), "\(showAfter.stdout)")

        try repo.git(["checkout", "-q", "6c838d9b"])
        let listing = try runThemelint(["textconv", "main.valette/scheme.json"], in: repo.url)
        #expect(listing.stdout.contains("bright_light/button_secondary_background = black_blue24 × \"0.05\" (alpha_multiplier \"0.05\" is not a number from 0 to 1)\n"), "\(listing.stdout.prefix(300))")
        try repo.git(["checkout", "-q", "47b54126"])
        let fixed = try runThemelint(["textconv", "main.valette/scheme.json"], in: repo.url)
        #expect(fixed.stdout.contains("bright_light/button_secondary_background = black_blue24 × 0.05 #0D001D3D\n"), "\(fixed.stdout.prefix(300))")
    }
}
