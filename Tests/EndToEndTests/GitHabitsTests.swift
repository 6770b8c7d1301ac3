import Foundation
import Testing
import ThemeLintTestSupport

/// Pathspecs after `--`, `diff C^!`, did-you-mean for mistyped words, one error style, help
/// wrapped to the terminal.
@Suite struct GitHabitsTests {
    /// Two theme sets (`a/`, `b/`), each with a broken reference, committed twice.
    func twoSets() throws -> TemporaryGitRepository {
        let repo = try TemporaryGitRepository()
        for set in ["a", "b"] {
            try repo.write("\(set)/palette.json", diffPalette())
            try repo.write("\(set)/scheme.json", standardDiffScheme(light: ["accent": reference("missing_\(set)")]))
        }
        try repo.commitAll("one")
        for set in ["a", "b"] {
            try repo.write("\(set)/palette.json", diffPalette(["sky_300": "#529EF4"]))
        }
        try repo.commitAll("two")
        return repo
    }

    func errorFiles(_ result: ProcessResult) throws -> [String] {
        Array(Set(try findings(result.stdout).filter { $0["severity"] as? String == "error" }.compactMap { $0["file"] as? String })).sorted()
    }

    @Test func checkLimitsFindingsToThePathspecs() throws {
        let repo = try twoSets()
        #expect(try errorFiles(try runThemelint(["check", "--format", "json"], in: repo.url)) == ["a/scheme.json", "b/scheme.json"])
        #expect(try errorFiles(try runThemelint(["check", "--format", "json", "--", "a"], in: repo.url)) == ["a/scheme.json"])
        #expect(try errorFiles(try runThemelint(["check", "--format", "json", "--", "*/scheme.json", ":!a"], in: repo.url)) == ["b/scheme.json"])
        // Relative to the current directory, as git reads them.
        let inB = repo.url.appendingPathComponent("b")
        #expect(try errorFiles(try runThemelint(["check", "--format", "json", "--", "scheme.json"], in: inB)) == ["b/scheme.json"])
        #expect(try errorFiles(try runThemelint(["check", "--format", "json", "--", ":/a/scheme.json"], in: inB)) == ["a/scheme.json"])
        // A set limited away is clean: exit 0.
        let clean = try runThemelint(["check", "--", "*palette.json"], in: repo.url)
        #expect(clean.status == 0, "\(clean.stdout)")
        #expect(clean.stdout.contains(" in 2 files at "), "\(clean.stdout)")
    }

    @Test func diffLimitsChangesToThePathspecsAndTakesCaretBang() throws {
        let repo = try twoSets()
        func files(_ arguments: [String]) throws -> [String] {
            let result = try runThemelint(["diff", "--format", "json"] + arguments, in: repo.url)
            #expect(result.status == 0, "\(arguments): \(result.stderr)")
            return Array(Set(try DiffJSON(result.stdout).changes.compactMap { $0["file"] as? String })).sorted()
        }
        #expect(try files(["HEAD~1", "HEAD"]) == ["a/palette.json", "a/scheme.json", "b/palette.json", "b/scheme.json"])
        #expect(try files(["HEAD~1", "HEAD", "--", "b/"]) == ["b/palette.json", "b/scheme.json"])
        #expect(try files(["HEAD~1..HEAD", "--", "*palette*"]) == ["a/palette.json", "b/palette.json"])
        #expect(try files(["HEAD~1", "--", "a/scheme.json"]) == ["a/scheme.json"])
        // C^! is C's first parent against C.
        let caret = try runThemelint(["diff", "HEAD^!", "--format", "json"], in: repo.url).stdout
        let pair = try runThemelint(["diff", "HEAD~1", "HEAD", "--format", "json"], in: repo.url).stdout
        #expect(try DiffJSON(caret).changes.count == DiffJSON(pair).changes.count)
        #expect((try DiffJSON(caret).object["base"] as? [String: Any])?["commit"] as? String == (try DiffJSON(pair).object["base"] as? [String: Any])?["commit"] as? String)
        #expect(try runThemelint(["diff", "HEAD^!", "--staged"], in: repo.url).status == 2)
        // --quiet as in git: no output, status 1 when there are changes, 0 when none.
        let quiet = try runThemelint(["diff", "-q", "HEAD~1", "HEAD"], in: repo.url)
        #expect(quiet.status == 1 && quiet.stdout.isEmpty)
        let same = try runThemelint(["diff", "--quiet", "HEAD", "HEAD"], in: repo.url)
        #expect(same.status == 0 && same.stdout.isEmpty)
    }

    @Test func textconvTakesItsFileAfterTheSeparator() throws {
        let repo = try TemporaryGitRepository()
        try repo.write("-odd.json", ##"{"black": "#000"}"##)
        let result = try runThemelint(["textconv", "--", "-odd.json"], in: repo.url)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout == "black = #000\n")
    }

    @Test func mistypedWordsGetADidYouMeanAndExit2() throws {
        let directory = FileManager.default.temporaryDirectory
        let command = try runThemelint(["chek"], in: directory)
        #expect(command.status == 2)
        #expect(command.stdout.isEmpty)
        #expect(command.stderr.hasPrefix("themelint: error: 'chek' is not a themelint command; did you mean 'check'?\n"), "\(command.stderr)")
        let nested = try runThemelint(["hook", "instal"], in: directory)
        #expect(nested.status == 2)
        #expect(nested.stderr.hasPrefix("themelint: error: 'instal' is not a 'themelint hook' subcommand; did you mean 'install'?"), "\(nested.stderr)")
        let option = try runThemelint(["check", "--fali-on", "note"], in: directory)
        #expect(option.status == 2)
        #expect(option.stderr.hasPrefix("themelint: error: unknown option '--fali-on'; did you mean '--fail-on'?\n"), "\(option.stderr)")
        let nothingClose = try runThemelint(["zzzz"], in: directory)
        #expect(nothingClose.stderr.hasPrefix("themelint: error: 'zzzz' is not a themelint command (check, diff, "), "\(nothingClose.stderr)")
    }

    @Test func everyErrorHasOneStyle() throws {
        let repo = try twoSets()
        try repo.write("bad.json", "{")
        let invocations: [[String]] = [
            ["check", "--rev", "HEAD", "--staged"], ["check", "--format", "yaml"], ["diff", "a", "b", "c"], ["diff", "nope..HEAD"],
            ["check", "--rev", "no-such-rev"], ["check", "--config", "bad.json"], ["check", "--config", "/nonexistent"],
            ["contrast", "#12", "#fff"], ["check", "--", ":(attr:x)y"], ["diff", "--", "../../outside"],
        ]
        for arguments in invocations {
            let result = try runThemelint(arguments, in: repo.url)
            #expect(result.status == 2, "\(arguments)")
            #expect(result.stderr.hasPrefix("themelint: error: "), "\(arguments): \(result.stderr)")
            #expect(!result.stderr.contains("Error: "), "\(arguments): \(result.stderr)")
        }
    }

    @Test func helpIsWrappedToTheTerminalWidth() throws {
        let directory = FileManager.default.temporaryDirectory
        for width in [50, 72] {
            let help = try runThemelint(["check", "--help"], in: directory, environment: ["COLUMNS": "\(width)"])
            #expect(help.status == 0)
            let long = help.stdout.split(separator: "\n").filter { $0.count > width }
            #expect(long.isEmpty, "COLUMNS=\(width): \(long)")
        }
        let wide = try runThemelint(["check", "--help"], in: directory, environment: ["COLUMNS": "300"])
        #expect(wide.stdout.contains("USAGE: themelint check [--repo <repo>] [--color <color>] [--max-file-size <SIZE>] [--rev <rev>] [--staged]"), "\(wide.stdout)")
    }
}

/// `space_gray` is a scheme of four VK files: where human output names a scheme without a file
/// heading, an ambiguous name is qualified with its file; a unique one stays bare.
@Suite struct AmbiguousSchemeNameTests {
    @Test func vkPaletteEditQualifiesSpaceGrayWithItsFile() throws {
        let repo = try TemporaryGitRepository()
        let sample = vkSampleDirectory()
        for name in try FileManager.default.contentsOfDirectory(atPath: sample.path) where name.hasSuffix(".json") {
            try repo.write("vk/" + name, try String(contentsOf: sample.appendingPathComponent(name), encoding: .utf8))
        }
        try repo.commitAll("vk")
        for name in ["palette.json", "palette_edu.json", "palette_web.json"] {
            let text = try repo.read("vk/" + name)
            try repo.write("vk/" + name, text.replacingOccurrences(of: "\"white\": \"#FFFFFF\"", with: "\"white\": \"#FAFAFA\"")
                .replacingOccurrences(of: "\"white\":\"#FFFFFF\"", with: "\"white\":\"#FAFAFA\""))
        }
        try repo.commitAll("softer white")
        let text = try runThemelint(["diff", "HEAD~1", "HEAD"], in: repo.url, environment: ["NO_COLOR": "1"]).stdout
        #expect(text.contains(" in scheme.json:space_gray: "), "\(text)")
        #expect(text.contains(" in scheme_edu.json:space_gray: "), "\(text)")
        #expect(!text.contains(" in space_gray: "), "\(text)")
        #expect(text.contains(" in bright_light_edu: ") || text.contains(" in vkcom_light: ") || text.contains(" in vkcom_dark: "), "unique names stay bare: \(text)")
        let markdown = try runThemelint(["diff", "HEAD~1", "HEAD", "--format", "markdown"], in: repo.url).stdout
        #expect(markdown.contains("scheme_edu.json:space_gray"), "\(markdown)")
        let html = try runThemelint(["diff", "HEAD~1", "HEAD", "--format", "html"], in: repo.url).stdout
        #expect(html.contains("in scheme_<wbr>edu.<wbr>json:space_<wbr>gray</span>"), "\(html.prefix(2000))")
    }
}
