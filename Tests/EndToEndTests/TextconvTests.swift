import Foundation
import Testing
import ThemeLintTestSupport

/// `themelint textconv` on its own and as git's diff driver.
@Suite struct TextconvTests {
    /// `vk/`: palette.json and palette_web.json both define `sky_300`, differently;
    /// scheme_web.json resolves against palette_web.json first, scheme.json against palette.json.
    private func repositoryWithTwoSets() throws -> TemporaryGitRepository {
        let repo = try TemporaryGitRepository()
        try repo.write("vk/palette.json", demoPalette.replacingOccurrences(of: "\"black\": \"#000000\"", with: "\"black_alpha8\": \"#14000000\",\n    \"black\": \"#000000\""))
        try repo.write("vk/palette_web.json", "{\n    \"sky_300\": \"#00FF00\"\n}\n")
        try repo.write("vk/scheme.json", demoScheme())
        try repo.write("vk/scheme_web.json", demoScheme())
        return repo
    }

    @Test func schemeListingIsSortedAndResolved() throws {
        let repo = try repositoryWithTwoSets()
        try repo.write("vk/scheme.json", """
            {
                "space_gray": {"appearance": "dark", "colors": {
                    "text": {"color_identifier": "white"},
                    "accent": {"color_identifier": "sky_300", "alpha_multiplier": 0.5, "deprecated_for_web": true},
                    "missing": {"color_identifier": "nope"}
                }},
                "bright_light": {"appearance": "light", "colors": {
                    "overlay": {"color_identifier": "black_alpha8"}
                }}
            }
            """)
        let result = try runThemelint(["textconv", "vk/scheme.json"], in: repo.url)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout == """
            # themelint textconv: resolved against the working tree's palettes, not the blob's own commit's (for history: themelint log, themelint show REV)
            bright_light: appearance light
            bright_light/overlay = black_alpha8 #14000000
            space_gray: appearance dark
            space_gray/accent = sky_300 × 0.5 #8071AAEB  [deprecated_for_web=true]
            space_gray/missing = nope (unresolved)
            space_gray/text = white #FFFFFF

            """)
        // The same file under another name resolves against its own set: palette_web.json first.
        let web = try runThemelint(["textconv", "vk/scheme_web.json"], in: repo.url)
        #expect(web.stdout.contains("space_gray/accent = sky_300 #00FF00\n"), "\(web.stdout)")
        // Deterministic.
        #expect(try runThemelint(["textconv", "vk/scheme.json"], in: repo.url).stdout == result.stdout)
    }

    @Test func paletteListingIsSortedAndWrittenAsThePaletteWritesIt() throws {
        let repo = try repositoryWithTwoSets()
        let result = try runThemelint(["textconv", "vk/palette.json"], in: repo.url)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout == """
            black = #000000
            black_alpha8 = #14000000
            gray_900 = #19191A
            sky_300 = #71AAEB
            white = #FFFFFF

            """)
    }

    @Test func standardInputIsReadWithADash() throws {
        let repo = try repositoryWithTwoSets()
        let input = String(repeating: " ", count: 70_000) + "{\"white\": \"#FFF\", \"black\": \"#000\"}"
        let result = try runThemelint(["textconv", "-"], in: repo.url, stdin: input)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout == "black = #000\nwhite = #FFF\n")
    }

    @Test func inputThatIsNotJSONIsShownAsIs() throws {
        let repo = try repositoryWithTwoSets()
        try repo.write("vk/palette.json", "{\"white\": \"#FFF\",\n")
        let result = try runThemelint(["textconv", "vk/palette.json"], in: repo.url)
        #expect(result.status == 0)
        #expect(result.stdout.hasPrefix("# themelint: not valid JSON (2:1"), "\(result.stdout)")
        #expect(result.stdout.hasSuffix("{\"white\": \"#FFF\",\n"))
    }

    @Test func gitDiffAndLogShowResolvedColorsWithTheDriver() throws {
        let repo = try repositoryWithTwoSets()
        try repo.write(".gitattributes", "*.json diff=themelint\n")
        try repo.commitAll("two sets")
        #expect(try runThemelint(["hook", "install", "--diff-driver"], in: repo.url).status == 0)

        // Retarget a role in the web scheme: the old side is a temporary copy of the blob
        // (named XXXXXX_scheme_web.json), the new side the working tree file.
        try repo.write("vk/scheme_web.json", demoScheme(darkAccent: "white"))
        // (The driver is configured with the binary's absolute path: it need not be on PATH.)
        let worktreeDiff = try runGit(repo, ["diff", "--no-color", "vk/scheme_web.json"])
        #expect(worktreeDiff.status == 0, "\(worktreeDiff.stderr)")
        #expect(worktreeDiff.stdout.contains("\n-space_gray/accent = sky_300 #00FF00\n+space_gray/accent = white #FFFFFF\n"), "\(worktreeDiff.stdout)")

        // A palette edit, committed: git log -p shows both sides from blobs.
        try repo.write("vk/palette.json", demoPalette.replacingOccurrences(of: "#71AAEB", with: "#529EF4").replacingOccurrences(of: "\"black\": \"#000000\"", with: "\"black_alpha8\": \"#14000000\",\n    \"black\": \"#000000\""))
        try repo.git(["add", "-A"])
        let commit = try runGit(repo, ["commit", "-q", "-m", "brighter sky"])
        #expect(commit.status == 0, "\(commit.stdout)\(commit.stderr)")
        let log = try runGit(repo, ["log", "-p", "-1", "--no-color", "--", "vk/palette.json"])
        #expect(log.status == 0, "\(log.stderr)")
        #expect(log.stdout.contains("\n-sky_300 = #71AAEB\n+sky_300 = #529EF4\n"), "\(log.stdout)")
        #expect(!log.stdout.contains("\"sky_300\""))
    }

    /// A design-token file lists its tokens as written: through the driver, `git diff` shows a
    /// repainted literal and a retargeted alias (it showed nothing: tokens are objects).
    @Test func aTokenFileListsItsTokensSoTheDriverShowsTheirEdits() throws {
        let repo = try TemporaryGitRepository()
        let tokens = """
        {
          "color": {
            "$type": "color",
            "blue": {"$value": {"colorSpace": "srgb", "components": [0, 0.27, 0.8], "hex": "#0044cc"}},
            "red": {"$value": "#cc0000", "$deprecated": "use danger"},
            "danger": {"$value": "{color.red}"}
          },
          "ui": {"$type": "color", "link": {"$value": "{color.blue}"}}
        }
        """
        try repo.write("colors.tokens.json", tokens)
        try repo.write(".gitattributes", "*.tokens.json diff=themelint\n")
        try repo.commitAll("tokens")
        let listing = try runThemelint(["textconv", "colors.tokens.json"], in: repo.url)
        #expect(listing.status == 0, "\(listing.stderr)")
        #expect(listing.stdout == """
            color.blue = {"colorSpace":"srgb","components":[0,0.27,0.8],"hex":"#0044cc"}
            color.danger = {color.red}
            color.red = #cc0000  [deprecated: use danger]
            ui.link = {color.blue}

            """, "\(listing.stdout)")
        #expect(try runThemelint(["hook", "install", "--diff-driver"], in: repo.url).status == 0)
        try repo.write("colors.tokens.json", tokens.replacingOccurrences(of: "#cc0000", with: "#dd1111").replacingOccurrences(of: "{color.blue}", with: "{color.danger}"))
        let diff = try runGit(repo, ["diff", "--no-color", "colors.tokens.json"])
        #expect(diff.status == 0, "\(diff.stderr)")
        let lines = Set(diff.stdout.split(separator: "\n").map(String.init))
        for line in ["-color.red = #cc0000  [deprecated: use danger]", "+color.red = #dd1111  [deprecated: use danger]", "-ui.link = {color.blue}", "+ui.link = {color.danger}"] {
            #expect(lines.contains(line), "\(line) in \(diff.stdout)")
        }
        #expect(!lines.contains { $0.hasPrefix("-color.blue") || $0.hasPrefix("+color.blue") })
    }
}

