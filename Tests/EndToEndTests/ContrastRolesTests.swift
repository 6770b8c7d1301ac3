import Foundation
import Testing
import ThemeLintTestSupport

/// `themelint contrast ROLE ROLE` and `--matrix`, against real repositories.
@Suite struct ContrastRolesTests {
    private let palette = """
        {"white": "#FFFFFF", "black": "#000000", "gray": "#767676", "light_gray": "#AAAAAA", "black_alpha8": "#14000000"}
        """
    private let scheme = """
        {"bright_light": {"appearance": "light", "colors": {
           "background_content": {"color_identifier": "white"},
           "text_primary": {"color_identifier": "black"},
           "text_secondary": {"color_identifier": "light_gray"},
           "icon_secondary": {"color_identifier": "gray"},
           "separator": {"color_identifier": "black_alpha8"}}},
         "space_gray": {"appearance": "dark", "colors": {
           "background_content": {"color_identifier": "black"},
           "text_primary": {"color_identifier": "white"},
           "text_secondary": {"color_identifier": "gray"},
           "icon_secondary": {"color_identifier": "gray"},
           "separator": {"color_identifier": "black_alpha8"}}}}
        """

    private func repository() throws -> TemporaryGitRepository {
        let repo = try TemporaryGitRepository()
        try repo.write("palette.json", palette)
        try repo.write("scheme.json", scheme)
        try repo.commitAll("theme")
        return repo
    }

    @Test func roleNamesAreResolvedInEverySchemeOrTheNamedOnes() throws {
        let repo = try repository()
        let all = try runThemelint(["contrast", "text_secondary", "background_content"], in: repo.url)
        #expect(all.status == 0, "\(all.stderr)")
        #expect(all.stdout.contains("text_secondary on background_content — bright_light (light) in scheme.json"))
        #expect(all.stdout.contains("text_secondary on background_content — space_gray (dark) in scheme.json"))
        #expect(all.stdout.contains("2.32:1"))  // #AAAAAA on white
        #expect(all.stdout.contains("4.62:1"))  // #767676 on black

        let one = try runThemelint(["contrast", "text_secondary", "background_content", "--scheme", "space_gray", "--format", "json"], in: repo.url)
        #expect(one.status == 0, "\(one.stderr)")
        try validate(one.stdout, schema: "schemas/contrast.schema.json")
        let object = try #require(try JSONSerialization.jsonObject(with: Data(one.stdout.utf8)) as? [String: Any])
        let schemes = try #require(object["schemes"] as? [[String: Any]])
        #expect(schemes.map { $0["scheme"] as? String } == ["space_gray"])
        let measurement = try #require(schemes[0]["measurement"] as? [String: Any])
        #expect(measurement["base"] as? String == "#000000FF")

        // A role and a color mix; hex input keeps working on its own.
        let mixed = try runThemelint(["contrast", "#000", "background_content", "--scheme", "bright_light"], in: repo.url)
        #expect(mixed.stdout.contains("21.00:1"), "\(mixed.stdout)\(mixed.stderr)")
        let hex = try runThemelint(["contrast", "#777", "#fff"], in: URL(fileURLWithPath: NSTemporaryDirectory()))
        #expect(hex.status == 0 && hex.stdout.contains("4.47:1"))
    }

    @Test func aRevisionIsReadAsItWas() throws {
        let repo = try repository()
        try repo.write("scheme.json", scheme.replacingOccurrences(of: "\"text_secondary\": {\"color_identifier\": \"light_gray\"}", with: "\"text_secondary\": {\"color_identifier\": \"black\"}"))
        try repo.commitAll("darker")
        let now = try runThemelint(["contrast", "text_secondary", "background_content", "--scheme", "bright_light"], in: repo.url)
        let before = try runThemelint(["contrast", "text_secondary", "background_content", "--scheme", "bright_light", "--rev", "HEAD~1"], in: repo.url)
        #expect(now.stdout.contains("21.00:1"))
        #expect(before.stdout.contains("2.32:1"))
    }

    @Test func anUnknownRoleIsAnErrorWithASuggestion() throws {
        let repo = try repository()
        let result = try runThemelint(["contrast", "text_primry", "background_content"], in: repo.url)
        #expect(result.status == 2)
        #expect(result.stderr.contains("did you mean 'text_primary'"))
        let badScheme = try runThemelint(["contrast", "text_primary", "background_content", "--scheme", "nope"], in: repo.url)
        #expect(badScheme.status != 0 && badScheme.stderr.contains("no scheme matches nope"))
    }

    @Test func theMatrixCrossesForegroundsWithBackgroundsWorstFirst() throws {
        let repo = try repository()
        let result = try runThemelint(["contrast", "--matrix", "--scheme", "bright_light"], in: repo.url)
        #expect(result.status == 0, "\(result.stderr)")
        let lines = result.stdout.split(separator: "\n").map(String.init)
        #expect(lines.first == "bright_light (light) in scheme.json: 3 foregrounds × 1 backgrounds, 1 of 3 below their level, worst first")
        #expect(lines.count == 4)
        #expect(lines[1].contains("text_secondary") && lines[1].contains("fail AA"))
        #expect(lines[2].contains("icon_secondary") && lines[2].contains("pass non-text"))
        #expect(lines[3].contains("text_primary"))
        #expect(!result.stdout.contains("separator"))  // neither foreground nor background by name

        let json = try runThemelint(["contrast", "--matrix", "--format", "json"], in: repo.url)
        try validate(json.stdout, schema: "schemas/contrast.schema.json")
        let object = try #require(try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any])
        let schemes = try #require(object["schemes"] as? [[String: Any]])
        #expect(schemes.count == 2)
        for scheme in schemes {
            let ratios = try #require(scheme["pairs"] as? [[String: Any]]).compactMap { $0["wcag"] as? Double }
            #expect(ratios == ratios.sorted())
        }
        for format in ["markdown", "html"] {
            let rendered = try runThemelint(["contrast", "--matrix", "--format", format], in: repo.url)
            #expect(rendered.status == 0 && rendered.stdout.contains("text_secondary") || rendered.stdout.contains("text_<wbr>secondary"))
        }
        let wrong = try runThemelint(["contrast", "text_primary", "background_content", "--format", "html"], in: repo.url)
        #expect(wrong.status == 64 || wrong.status == 2 || wrong.status == 1)
    }

    @Test func theVKMatrixOfSpaceGrayStartsWithItsWorstPairs() throws {
        let repo = try cloneVKHistory()
        let result = try runThemelint(["contrast", "--matrix", "--scheme", "scheme.json:space_gray"], in: repo.url)
        #expect(result.status == 0, "\(result.stderr)")
        let lines = result.stdout.split(separator: "\n")
        #expect(lines.first?.hasPrefix("space_gray (dark) in main.valette/scheme.json: ") == true)
        #expect(lines.dropFirst().first?.hasPrefix("  1.00:1") == true)
        let output = TestOutput.directory().appendingPathComponent("contrast-matrix-space_gray.txt")
        try result.stdout.write(to: output, atomically: true, encoding: .utf8)
        print("contrast --matrix --scheme space_gray: \(output.path)")

        // Every inferred pair of VK's main scheme file, for people to judge (see docs/contrast.md):
        // inference is on where a contrast block is configured.
        try repo.write(".themelint.json", #"{"contrast": {}}"# + "\n")
        let checked = try runThemelint(["contrast", "--matrix", "--checked", "--scheme", "main.valette/scheme.json:space_gray"], in: repo.url)
        #expect(checked.stdout.split(separator: "\n").count == 91, "\(checked.stdout)")
        // Bubble texts pair with their bubble through the lone PREFIX_WORD_background.
        let messages = try runThemelint(["contrast", "--matrix", "--checked", "--scheme", "scheme_messages.json:space_gray"], in: repo.url)
        #expect(messages.stdout.contains("im_pink_theme_outgoing_text_primary"), "\(messages.stdout)")
        #expect(messages.stdout.split(separator: "\n").count == 83)
        #expect(!checked.stdout.contains("attach_picker_tab_active_text"))
        #expect(!checked.stdout.contains("background_keyboard"))
    }
}

/// `contrast --matrix --checked` lists exactly the pairs `check`'s contrast rule checks.
@Suite struct ContrastMatrixCheckedTests {
    @Test func withoutAContrastBlockNoPairIsCheckedAndANoteSaysHowToInfer() throws {
        let repo = try cloneVKHistory()
        for format in ["text", "json"] {
            let run = try runThemelint(["contrast", "--matrix", "--checked", "--format", format], in: repo.url)
            #expect(run.status == 0, "\(run.stderr)")
            #expect(run.stderr.contains("no contrast block is configured for main.valette/scheme.json"), "\(run.stderr)")
            #expect(run.stderr.contains(#""contrast": {} in .themelint.json"#), "\(run.stderr)")
            if format == "json" {
                let object = try #require(try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any])
                let schemes = try #require(object["schemes"] as? [[String: Any]])
                #expect(!schemes.isEmpty)
                #expect(schemes.allSatisfy { ($0["pairs"] as? [Any])?.isEmpty == true }, "\(run.stdout.prefix(2000))")
            }
        }
        // And `check` indeed checks none.
        let check = try runThemelint(["check", "--format", "json"], in: repo.url)
        #expect(try findings(check.stdout).allSatisfy { $0["rule"] as? String != "contrast" })
        // Without --checked the matrix crosses every foreground with every background, no note.
        let all = try runThemelint(["contrast", "--matrix", "--scheme", "main.valette/scheme.json:space_gray"], in: repo.url)
        #expect(all.stdout.split(separator: "\n").count > 91 && all.stderr.isEmpty, "\(all.stderr)")
    }

    @Test(arguments: [
        #"{"contrast": {}}"#,
        #"{"contrast": {"infer": false, "pairs": [{"foreground": "text_primary", "background": ["background_content", "background_page"], "level": "AA"}, {"foreground": "icon_secondary", "background": "background_content", "minimum": 3, "schemes": ["space_gray"]}]}}"#,
        #"{"contrast": {"infer": {"level": "AAA"}, "pairs": [{"foreground": "icon_secondary", "background": "background_content", "minimum": 3}]}}"#,
    ]) func withAContrastBlockItListsThePairsCheckEvaluates(configuration: String) throws {
        // Every role one gray: every pair checked fails, so `check` names each one it evaluates.
        let repo = try TemporaryGitRepository()
        try repo.write("palette.json", ##"{"gray": "#777777"}"##)
        let roles = ["background_content", "background_page", "text_primary", "text_secondary", "icon_secondary", "counter_text", "counter_background", "separator"]
        let colors = roles.map { "\"\($0)\": {\"color_identifier\": \"gray\"}" }.joined(separator: ", ")
        try repo.write("scheme.json", "{\"bright_light\": {\"appearance\": \"light\", \"colors\": {\(colors)}}, \"space_gray\": {\"appearance\": \"dark\", \"colors\": {\(colors)}}}")
        try repo.write(".themelint.json", configuration)
        try repo.commitAll("theme")
        let check = try runThemelint(["check", "--format", "json"], in: repo.url)
        var checked = Set<String>()
        for finding in try findings(check.stdout) where finding["rule"] as? String == "contrast" {
            checked.insert("\(finding["scheme"] as? String ?? "")|\(finding["role"] as? String ?? "")|\(finding["background"] as? String ?? "")")
        }
        let run = try runThemelint(["contrast", "--matrix", "--checked", "--format", "json"], in: repo.url)
        #expect(run.status == 0 && run.stderr.isEmpty, "\(run.stderr)")
        var listed = Set<String>()
        let object = try #require(try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any])
        for scheme in object["schemes"] as? [[String: Any]] ?? [] {
            for pair in scheme["pairs"] as? [[String: Any]] ?? [] {
                listed.insert("\(scheme["scheme"] as? String ?? "")|\(pair["foreground"] as? String ?? "")|\(pair["background"] as? String ?? "")")
            }
        }
        // A pair with several backgrounds is one finding, at its worst background: the same
        // foregrounds, and each finding's background among those listed for it.
        let foregrounds = { (pairs: Set<String>) in Set(pairs.map { $0.split(separator: "|").prefix(2).joined(separator: "|") }) }
        #expect(!checked.isEmpty)
        #expect(foregrounds(listed) == foregrounds(checked), "listed: \(listed.sorted()); checked: \(checked.sorted())")
        #expect(checked.isSubset(of: listed), "checked, not listed: \(checked.subtracting(listed).sorted())")
    }
}

/// A folder for artifacts people look at after a test run: `.build/test-output/` of the checkout.
enum TestOutput {
    static func directory() -> URL {
        let url = projectRootDirectory().appendingPathComponent(".build/test-output")
        try? FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }
}
