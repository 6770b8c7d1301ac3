import Foundation
import Testing
import ThemeLintTestSupport

/// Human-facing output writes colors as the source writes them (alpha first in VK's palettes);
/// JSON keeps `#RRGGBBAA` and adds `notation`; `textconv` and `diff` agree on the digits.
@Suite struct ColorNotationTests {
    /// The VK sample committed, then `black_alpha8` changed from `#14000000` to `#1F000000`.
    func vkRepositoryWithAnAlphaEdit() throws -> TemporaryGitRepository {
        let repo = try TemporaryGitRepository()
        let sample = vkSampleDirectory()
        for name in try FileManager.default.contentsOfDirectory(atPath: sample.path) where name.hasSuffix(".json") {
            try repo.write("vk/" + name, try String(contentsOf: sample.appendingPathComponent(name), encoding: .utf8))
        }
        try repo.commitAll("vk")
        let palette = try repo.read("vk/palette.json")
        #expect(palette.contains("\"black_alpha8\": \"#14000000\""))
        try repo.write("vk/palette.json", palette.replacingOccurrences(of: "\"black_alpha8\": \"#14000000\"", with: "\"black_alpha8\": \"#1F000000\""))
        try repo.commitAll("darker separator")
        return repo
    }

    @Test func vkDiffPrintsAlphaFirstColorsAsThePaletteWritesThem() throws {
        let repo = try vkRepositoryWithAnAlphaEdit()
        let text = try runThemelint(["diff", "HEAD~1", "HEAD"], in: repo.url, environment: ["NO_COLOR": "1"])
        #expect(text.status == 0, "\(text.stderr)")
        #expect(text.stdout.contains("~ black_alpha8  #14000000 → #1F000000"), "\(text.stdout)")
        #expect(!text.stdout.contains("#00000014"))
        for format in ["markdown", "html"] {
            let report = try runThemelint(["diff", "HEAD~1", "HEAD", "--format", format], in: repo.url)
            #expect(report.stdout.contains("#14000000") && report.stdout.contains("#1F000000"), "\(format)")
            #expect(!report.stdout.contains("<code>#00000014</code>") && !report.stdout.contains("`#00000014`"), "\(format)")
        }
        let json = try runThemelint(["diff", "HEAD~1", "HEAD", "--format", "json"], in: repo.url)
        try validate(json.stdout, schema: "schemas/diff-report.schema.json")
        let palette = try #require(try DiffJSON(json.stdout).changes("palette-changed").first { $0["name"] as? String == "black_alpha8" })
        #expect(palette["before"] as? String == "#00000014")
        #expect(palette["beforeNotation"] as? String == "#14000000")
        #expect(palette["afterNotation"] as? String == "#1F000000")
        let role = try #require(try DiffJSON(json.stdout).changes("role-changed").first)
        let after = try #require(role["after"] as? [String: Any])
        #expect(after["color"] as? String == "#0000001F")
        #expect(after["notation"] as? String == "#1F000000")
    }

    @Test func textconvAndDiffAgreeOnDigits() throws {
        let repo = try TemporaryGitRepository()
        try repo.write("palette.json", diffPalette())
        try repo.write("scheme.json", standardDiffScheme())
        try repo.commitAll("base")
        try repo.write("scheme.json", standardDiffScheme(light: ["separator": reference("black_alpha8", alpha: 0.5), "accent": reference("sky_400")]))
        try repo.commitAll("head")
        let diff = try runThemelint(["diff", "HEAD~1", "HEAD"], in: repo.url, environment: ["NO_COLOR": "1"]).stdout
        let listing = try runThemelint(["textconv", "scheme.json"], in: repo.url).stdout
        #expect(diff.contains("black_alpha8 #14000000 → black_alpha8 ×0.5 #0A000000"), "\(diff)")
        #expect(listing.contains("bright_light/separator = black_alpha8 × 0.5 #0A000000\n"), "\(listing)")
        #expect(diff.contains("sky_300 #71AAEB → sky_400 #529EF4"), "\(diff)")
        #expect(listing.contains("bright_light/accent = sky_400 #529EF4\n"), "\(listing)")
    }

    @Test func trailingSetsPrintCSSOrder() throws {
        let repo = try TemporaryGitRepository()
        try repo.write(".themelint.json", #"{"themes": [{"name": "css", "schemes": "scheme.json", "palettes": ["palette.json"], "hexAlpha": "trailing"}]}"#)
        try repo.write("palette.json", ##"{"black": "#000000", "shade": "#00000014"}"##)
        try repo.write("scheme.json", diffScheme([("light", "light", [("separator", reference("shade"))])]))
        try repo.commitAll("base")
        try repo.write("scheme.json", diffScheme([("light", "light", [("separator", reference("shade", alpha: 0.5))])]))
        try repo.commitAll("head")
        let diff = try runThemelint(["diff", "HEAD~1", "HEAD"], in: repo.url, environment: ["NO_COLOR": "1"]).stdout
        #expect(diff.contains("shade #00000014 → shade ×0.5 #0000000A"), "\(diff)")
    }

    @Test func contrastTakesAlphaFirstInput() throws {
        let directory = FileManager.default.temporaryDirectory
        let leading = try runThemelint(["contrast", "--hex-alpha", "leading", "#14000000", "#FFF"], in: directory)
        #expect(leading.status == 0, "\(leading.stderr)")
        #expect(leading.stdout.hasPrefix("Foreground  #14000000 → #EBEBEB composited\n"), "\(leading.stdout)")
        let trailing = try runThemelint(["contrast", "#00000014", "#FFF"], in: directory)
        #expect(trailing.stdout.hasPrefix("Foreground  #00000014 → #EBEBEB composited\n"), "\(trailing.stdout)")
        #expect(leading.stdout.dropFirst(leading.stdout.firstIndex(of: "\n")!.utf16Offset(in: leading.stdout)) == trailing.stdout.dropFirst(trailing.stdout.firstIndex(of: "\n")!.utf16Offset(in: trailing.stdout)))
        let bad = try runThemelint(["contrast", "--hex-alpha", "sideways", "#000", "#FFF"], in: directory)
        #expect(bad.status == 2)
    }
}

/// A palette color is not bound to one appearance: a translucent edit is measured over a light
/// base (white) and a dark one (black), and the larger is its ΔE.
@Suite struct TranslucentPaletteEditTests {
    @Test func aTranslucentWhiteEditInvisibleOverWhiteIsMeasuredOverBlackToo() throws {
        let repo = try TemporaryGitRepository()
        try repo.write("palette.json", diffPalette(["white_alpha8": "#14FFFFFF"]))
        try repo.write("scheme.json", standardDiffScheme())
        try repo.commitAll("base")
        try repo.write("palette.json", diffPalette(["white_alpha8": "#66FFFFFF", "sky_300": "#529EF4"]))
        try repo.commitAll("head")
        let json = try runThemelint(["diff", "HEAD~1", "HEAD", "--format", "json"], in: repo.url)
        try validate(json.stdout, schema: "schemas/diff-report.schema.json")
        let changes = try DiffJSON(json.stdout).changes("palette-changed")
        let white = try #require(changes.first { $0["name"] as? String == "white_alpha8" })
        #expect(white["deltaEOverLight"] as? Double == 0)
        let dark = try #require(white["deltaEOverDark"] as? Double)
        #expect(dark > 10)
        #expect(white["deltaE"] as? Double == dark)
        let sky = try #require(changes.first { $0["name"] as? String == "sky_300" })
        #expect(sky["deltaEOverDark"] == nil, "an opaque edit measures the same over every base")
        let text = try runThemelint(["diff", "HEAD~1", "HEAD"], in: repo.url, environment: ["NO_COLOR": "1"]).stdout
        #expect(text.contains("~ white_alpha8  #14FFFFFF → #66FFFFFF  ΔE 0.00 on light, "), "\(text)")
        #expect(text.contains(" on dark\n"), "\(text)")
    }
}
