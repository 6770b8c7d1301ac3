import Foundation
import Testing
import ThemeLintTestSupport

/// A palette for diff scenarios (sorted keys, one per line).
func diffPalette(_ overrides: [String: String?] = [:]) -> String {
    var colors: [String: String] = [
        "white": "#FFFFFF", "black": "#000000", "sky_300": "#71AAEB", "sky_400": "#529EF4", "azure_300": "#71AAEB",
        "gray_900": "#19191A", "gray_100": "#F2F3F5", "black_alpha8": "#14000000",
    ]
    for (name, value) in overrides { colors[name] = value }
    return "{\n" + colors.keys.sorted().compactMap { name in colors[name].map { "    \"\(name)\": \"\($0)\"" } }.joined(separator: ",\n") + "\n}\n"
}

/// A scheme file: each scheme is (name, appearance, [(role, reference JSON)]).
func diffScheme(_ schemes: [(String, String, [(String, String)])]) -> String {
    "{\n" + schemes.map { name, appearance, roles in
        "    \"\(name)\": {\n        \"appearance\": \"\(appearance)\",\n        \"colors\": {\n"
            + roles.map { "            \"\($0.0)\": \($0.1)" }.joined(separator: ",\n")
            + "\n        }\n    }"
    }.joined(separator: ",\n") + "\n}\n"
}

func reference(_ identifier: String, alpha: Double? = nil) -> String {
    alpha.map { "{\"color_identifier\": \"\(identifier)\", \"alpha_multiplier\": \($0)}" } ?? "{\"color_identifier\": \"\(identifier)\"}"
}

/// Two schemes with the same roles; `light`/`dark` override references by role.
func standardDiffScheme(light: [String: String] = [:], dark: [String: String] = [:], extraScheme: Bool = false) -> String {
    let roles: [(String, String)] = [
        ("accent", reference("sky_300")), ("text_link", reference("sky_300")), ("background_content", reference("white")),
        ("text_primary", reference("black")), ("separator", reference("black_alpha8")),
    ]
    let darkDefaults = ["background_content": reference("gray_900"), "text_primary": reference("white")]
    var schemes: [(String, String, [(String, String)])] = [
        ("bright_light", "light", roles.map { ($0.0, light[$0.0] ?? $0.1) }),
        ("space_gray", "dark", roles.map { ($0.0, dark[$0.0] ?? darkDefaults[$0.0] ?? $0.1) }),
    ]
    if extraScheme {
        schemes.append(("vk_dark", "dark", roles.map { ($0.0, darkDefaults[$0.0] ?? $0.1) }))
    }
    return diffScheme(schemes)
}

/// Parsed `diff --format json` output.
struct DiffJSON {
    let object: [String: Any]

    init(_ text: String) throws {
        object = try jsonObject(text)
    }

    var changes: [[String: Any]] { object["changes"] as? [[String: Any]] ?? [] }
    var contrast: [[String: Any]] { object["contrast"] as? [[String: Any]] ?? [] }
    var notices: [[String: Any]] { object["notices"] as? [[String: Any]] ?? [] }
    var kinds: [String] { changes.compactMap { $0["kind"] as? String } }

    func changes(_ kind: String) -> [[String: Any]] { changes.filter { $0["kind"] as? String == kind } }

    /// `scheme/role: before → after` identifiers of role changes.
    var retargets: [String] {
        changes("role-changed").map { change in
            let before = (change["before"] as? [String: Any])?["identifier"] as? String ?? "nil"
            let after = (change["after"] as? [String: Any])?["identifier"] as? String ?? "nil"
            return "\(change["scheme"] ?? "")/\(change["role"] ?? ""): \(before) → \(after)"
        }
    }
}

@Suite struct DiffCommandTests {
    /// Commits `base`, then `head`, and runs `diff HEAD~1 HEAD` with `arguments`.
    func diffCommits(_ base: [String: String], _ head: [String: String], _ arguments: [String] = ["--format", "json"]) throws -> (ProcessResult, TemporaryGitRepository) {
        let repo = try TemporaryGitRepository()
        for (path, text) in base { try repo.write(path, text) }
        try repo.commitAll("base")
        for (path, text) in head { try repo.write(path, text) }
        try repo.commitAll("head")
        let before = try repo.stateFingerprint()
        let result = try runThemelint(["diff", "HEAD~1", "HEAD"] + arguments, in: repo.url)
        #expect(try repo.stateFingerprint() == before)
        #expect(result.stderr.isEmpty, "\(result.stderr)")
        if arguments.contains("json") { try validate(result.stdout, schema: "schemas/diff-report.schema.json") }
        return (result, repo)
    }

    let standard = ["theme/palette.json": diffPalette(), "theme/scheme.json": standardDiffScheme()]

    @Test func everySourceFormComparesTheRightSides() throws {
        let repo = try TemporaryGitRepository()
        try repo.write("theme/palette.json", diffPalette())
        try repo.write("theme/scheme.json", standardDiffScheme(light: ["accent": reference("sky_300")]))
        try repo.commitAll("one")
        try repo.write("theme/scheme.json", standardDiffScheme(light: ["accent": reference("sky_400")]))
        try repo.commitAll("two")
        try repo.write("theme/scheme.json", standardDiffScheme(light: ["accent": reference("azure_300")]))
        try repo.git(["add", "-A"])
        try repo.write("theme/scheme.json", standardDiffScheme(light: ["accent": reference("gray_100")]))
        let state = try repo.stateFingerprint()

        func retargets(_ arguments: [String]) throws -> [String] {
            let result = try runThemelint(["diff", "--format", "json"] + arguments, in: repo.url)
            #expect(result.status == 0, "\(arguments): \(result.stderr)")
            try validate(result.stdout, schema: "schemas/diff-report.schema.json")
            return try DiffJSON(result.stdout).retargets
        }
        #expect(try retargets([]) == ["bright_light/accent: sky_400 → gray_100"])
        #expect(try retargets(["--staged"]) == ["bright_light/accent: sky_400 → azure_300"])
        #expect(try retargets(["--cached"]) == ["bright_light/accent: sky_400 → azure_300"])
        #expect(try retargets(["HEAD~1"]) == ["bright_light/accent: sky_300 → gray_100"])
        #expect(try retargets(["--staged", "HEAD~1"]) == ["bright_light/accent: sky_300 → azure_300"])
        #expect(try retargets(["HEAD~1", "HEAD"]) == ["bright_light/accent: sky_300 → sky_400"])
        #expect(try retargets(["HEAD", "HEAD~1"]) == ["bright_light/accent: sky_400 → sky_300"])
        #expect(try retargets(["HEAD~1..HEAD"]) == ["bright_light/accent: sky_300 → sky_400"])
        #expect(try retargets(["HEAD~1.."]) == ["bright_light/accent: sky_300 → sky_400"])

        let json = try DiffJSON(try runThemelint(["diff", "--staged", "--format", "json"], in: repo.url).stdout)
        let head = try #require(json.object["head"] as? [String: Any])
        #expect(head["kind"] as? String == "index")
        let worktree = try DiffJSON(try runThemelint(["diff", "--format", "json"], in: repo.url).stdout)
        #expect((worktree.object["head"] as? [String: Any])?["kind"] as? String == "worktree")
        #expect((worktree.object["base"] as? [String: Any])?["commit"] as? String == (try repo.git(["rev-parse", "HEAD"])).trimmingCharacters(in: .whitespacesAndNewlines))
        #expect(try repo.stateFingerprint() == state)
    }

    @Test func threeDotsComparesWithTheMergeBase() throws {
        let repo = try TemporaryGitRepository()
        try repo.write("palette.json", diffPalette())
        try repo.write("scheme.json", standardDiffScheme())
        let first = try repo.commitAll("one")
        try repo.git(["branch", "feature"])
        try repo.write("scheme.json", standardDiffScheme(light: ["accent": reference("sky_400")]))
        try repo.commitAll("main moves on")
        try repo.git(["checkout", "-q", "feature"])
        try repo.write("scheme.json", standardDiffScheme(dark: ["accent": reference("azure_300")]))
        try repo.commitAll("feature work")
        try repo.git(["checkout", "-q", "main"])

        let threeDots = try runThemelint(["diff", "main...feature", "--format", "json"], in: repo.url)
        #expect(threeDots.status == 0, "\(threeDots.stderr)")
        try validate(threeDots.stdout, schema: "schemas/diff-report.schema.json")
        let json = try DiffJSON(threeDots.stdout)
        #expect(json.retargets == ["space_gray/accent: sky_300 → azure_300"])
        let base = try #require(json.object["base"] as? [String: Any])
        #expect(base["commit"] as? String == first)
        #expect(base["spec"] as? String == "merge-base(main, feature)")

        let twoDots = try DiffJSON(try runThemelint(["diff", "main..feature", "--format", "json"], in: repo.url).stdout)
        #expect(twoDots.retargets.sorted() == ["bright_light/accent: sky_400 → sky_300", "space_gray/accent: sky_300 → azure_300"])
        // An empty side is HEAD (main here).
        let emptyLeft = try DiffJSON(try runThemelint(["diff", "...feature", "--format", "json"], in: repo.url).stdout)
        #expect(emptyLeft.retargets == ["space_gray/accent: sky_300 → azure_300"])
    }

    @Test func shallowCloneWithoutTheMergeBaseSaysSo() throws {
        let origin = try TemporaryGitRepository()
        try origin.write("palette.json", diffPalette())
        try origin.write("scheme.json", standardDiffScheme())
        try origin.commitAll("one")
        try origin.commitAll("two")
        try origin.git(["branch", "feature", "HEAD~1"])
        try origin.git(["checkout", "-q", "feature"])
        try origin.write("scheme.json", standardDiffScheme(dark: ["accent": reference("azure_300")]))
        try origin.commitAll("feature")
        try origin.git(["checkout", "-q", "main"])

        let clone = try TemporaryGitRepository(initialize: false)
        try clone.clone(from: "file://" + origin.path, options: ["--depth", "1", "--no-single-branch"])
        let result = try runThemelint(["diff", "origin/main...origin/feature"], in: clone.url)
        #expect(result.status == 2)
        #expect(result.stderr.contains("shallow"), "\(result.stderr)")
        #expect(result.stderr.contains("git fetch --deepen") || result.stderr.contains("--unshallow"), "\(result.stderr)")
        #expect(result.stdout.isEmpty)
        // Both tips are there, so a two-dot diff works.
        let twoDots = try runThemelint(["diff", "origin/main..origin/feature", "--format", "json"], in: clone.url)
        #expect(twoDots.status == 0, "\(twoDots.stderr)")
        #expect(try DiffJSON(twoDots.stdout).retargets == ["space_gray/accent: sky_300 → azure_300"])
    }

    @Test func paletteEditRepaintsRolesInTwoSchemes() throws {
        var head = standard
        head["theme/palette.json"] = diffPalette(["sky_300": "#529EF4"])
        let (json, repo) = try diffCommits(standard, head)
        let report = try DiffJSON(json.stdout)
        #expect(report.kinds == ["palette-changed", "role-changed", "role-changed", "role-changed", "role-changed"])
        let edit = try #require(report.changes.first)
        #expect(edit["name"] as? String == "sky_300")
        #expect(edit["before"] as? String == "#71AAEBFF")
        #expect(edit["after"] as? String == "#529EF4FF")
        for change in report.changes("role-changed") {
            #expect(change["causes"] as? [String] == ["palette"])
            #expect((change["deltaE"] as? Double ?? 0) > 1)
            #expect((change["after"] as? [String: Any])?["color"] as? String == "#529EF4FF")
        }

        let text = try runThemelint(["diff", "HEAD~1", "HEAD", "--color", "never"], in: repo.url)
        #expect(text.status == 0)
        #expect(text.stdout.contains("~ sky_300  #71AAEB → #529EF4  ΔE "), "\(text.stdout)")
        #expect(text.stdout.contains("repaints 2 roles in bright_light: accent, text_link"), "\(text.stdout)")
        #expect(text.stdout.contains("repaints 2 roles in space_gray: accent, text_link"), "\(text.stdout)")
        #expect(!text.stdout.contains("\u{1B}"))
        #expect(text.stdout.hasSuffix("1 palette color changed, 4 roles changed\n"), "\(text.stdout)")

        let colored = try runThemelint(["diff", "HEAD~1", "HEAD", "--color", "always"], in: repo.url)
        #expect(colored.stdout.contains("\u{1B}[48;2;113;170;235m  \u{1B}[0m #71AAEB"), "\(colored.stdout)")
        let noColor = try runThemelint(["diff", "HEAD~1", "HEAD"], in: repo.url, environment: ["NO_COLOR": "1"])
        #expect(!noColor.stdout.contains("\u{1B}"))

        let explained = try runThemelint(["diff", "HEAD~1", "HEAD", "--explain"], in: repo.url)
        #expect(explained.stdout.contains("before: bright_light/accent → sky_300 → theme/palette.json: sky_300 = #71AAEB → #71AAEB"), "\(explained.stdout)")
        #expect(explained.stdout.contains("after:  bright_light/accent → sky_300 → theme/palette.json: sky_300 = #529EF4 → #529EF4"), "\(explained.stdout)")
    }

    @Test func retargetToAnIdentifierWithTheSameColor() throws {
        var head = standard
        head["theme/scheme.json"] = standardDiffScheme(dark: ["text_link": reference("azure_300")])
        let report = try DiffJSON(try diffCommits(standard, head).0.stdout)
        #expect(report.kinds == ["role-changed"])
        let change = try #require(report.changes.first)
        #expect(change["causes"] as? [String] == ["identifier"])
        #expect(change["deltaE"] as? Double == 0)
        #expect((change["before"] as? [String: Any])?["identifier"] as? String == "sky_300")
        #expect((change["after"] as? [String: Any])?["identifier"] as? String == "azure_300")
        #expect((change["before"] as? [String: Any])?["color"] as? String == (change["after"] as? [String: Any])?["color"] as? String)
    }

    @Test func alphaMultiplierChange() throws {
        var head = standard
        head["theme/scheme.json"] = standardDiffScheme(light: ["separator": reference("black_alpha8", alpha: 0.5)])
        let (result, repo) = try diffCommits(standard, head)
        let report = try DiffJSON(result.stdout)
        #expect(report.kinds == ["role-changed"])
        let change = try #require(report.changes.first)
        #expect(change["causes"] as? [String] == ["alpha"])
        #expect((change["before"] as? [String: Any])?["color"] as? String == "#00000014")
        #expect((change["after"] as? [String: Any])?["color"] as? String == "#0000000A")
        #expect((change["after"] as? [String: Any])?["alphaMultiplier"] as? Double == 0.5)
        #expect((change["deltaE"] as? Double ?? 0) > 0)
        let text = try runThemelint(["diff", "HEAD~1", "HEAD"], in: repo.url)
        #expect(text.stdout.contains("bright_light/separator: black_alpha8 #14000000 → black_alpha8 ×0.5 #0A000000"), "\(text.stdout)")
        #expect(text.stdout.contains("[alpha]"))
    }

    @Test func paletteRenameWithAllReferencesMoved() throws {
        var head = standard
        head["theme/palette.json"] = diffPalette(["sky_300": String?.none, "sky_blue": "#71AAEB"])
        head["theme/scheme.json"] = standardDiffScheme(
            light: ["accent": reference("sky_blue"), "text_link": reference("sky_blue")],
            dark: ["accent": reference("sky_blue"), "text_link": reference("sky_blue")])
        let (result, repo) = try diffCommits(standard, head)
        let report = try DiffJSON(result.stdout)
        let renames = report.changes("palette-renamed")
        #expect(renames.count == 1)
        #expect(renames.first?["previousName"] as? String == "sky_300")
        #expect(renames.first?["name"] as? String == "sky_blue")
        #expect(renames.first?["references"] as? Int == 4)
        #expect(report.changes("palette-added").isEmpty && report.changes("palette-removed").isEmpty)
        #expect(report.changes("role-changed").allSatisfy { $0["causes"] as? [String] == ["identifier"] && $0["deltaE"] as? Double == 0 })
        let text = try runThemelint(["diff", "HEAD~1", "HEAD"], in: repo.url)
        #expect(text.stdout.contains("~ sky_300 → sky_blue  #71AAEB  renamed; 4 references moved"), "\(text.stdout)")
        #expect(text.stdout.contains("follows 2 roles in bright_light: accent, text_link"))
        #expect(!text.stdout.contains("Retargeted"))
    }

    @Test func roleRename() throws {
        var head = standard
        head["theme/scheme.json"] = standardDiffScheme().replacingOccurrences(of: "\"text_link\"", with: "\"text_hyperlink\"")
        let (result, repo) = try diffCommits(standard, head)
        let report = try DiffJSON(result.stdout)
        #expect(report.kinds == ["role-renamed"])
        #expect(report.changes.first?["previousRole"] as? String == "text_link")
        #expect(report.changes.first?["role"] as? String == "text_hyperlink")
        #expect(report.changes.first?["schemes"] as? [String] == ["bright_light", "space_gray"])
        let text = try runThemelint(["diff", "HEAD~1", "HEAD"], in: repo.url)
        #expect(text.stdout.contains("~ text_link → text_hyperlink  (2 schemes: bright_light, space_gray; sky_300)"), "\(text.stdout)")
    }

    @Test func schemeAddedIsOneChange() throws {
        var head = standard
        head["theme/scheme.json"] = standardDiffScheme(extraScheme: true)
        let (result, repo) = try diffCommits(standard, head)
        let report = try DiffJSON(result.stdout)
        #expect(report.kinds == ["scheme-added"])
        #expect(report.changes.first?["scheme"] as? String == "vk_dark")
        #expect(report.changes.first?["roles"] as? Int == 5)
        let markdown = try runThemelint(["diff", "HEAD~1", "HEAD", "--format", "markdown"], in: repo.url)
        #expect(markdown.stdout.contains("| theme/scheme.json | vk_dark | added (dark) | 5 |"), "\(markdown.stdout)")
    }

    @Test func fileThatFailsToParseOnOneSide() throws {
        var base = standard
        base["other/palette.json"] = diffPalette()
        base["other/scheme.json"] = standardDiffScheme()
        var head = base
        head["other/palette.json"] = "{\n    \"white\": \"#FFFFFF\",\n    \"black\": \n}\n"
        head["theme/palette.json"] = diffPalette(["gray_900": "#202020"])
        let (result, repo) = try diffCommits(base, head)
        #expect(result.status == 0)
        let report = try DiffJSON(result.stdout)
        #expect(report.notices.count == 1)
        #expect(report.notices.first?["side"] as? String == "head")
        #expect(report.notices.first?["file"] as? String == "other/palette.json")
        #expect(report.notices.first?["line"] as? Int == 4)
        #expect(report.changes.allSatisfy { ($0["file"] as? String)?.hasPrefix("theme/") == true })
        #expect(report.kinds == ["palette-changed", "role-changed"])
        let text = try runThemelint(["diff", "HEAD~1", "HEAD"], in: repo.url)
        #expect(text.stdout.contains("Not compared\n  other/palette.json:4:"), "\(text.stdout)")
        #expect(text.stdout.contains("(in HEAD ("))
        #expect(try runThemelint(["diff", "HEAD~1", "HEAD", "--exit-code"], in: repo.url).status == 1)
    }

    @Test func vkSamplePaletteEditListsExactlyTheRolesThatUseIt() throws {
        let repo = try TemporaryGitRepository()
        let sample = projectRootDirectory().appendingPathComponent("examples/vk-appearance")
        var documents: [String: Any] = [:]
        for name in try FileManager.default.contentsOfDirectory(atPath: sample.path) where name.hasSuffix(".json") {
            let data = try Data(contentsOf: sample.appendingPathComponent(name))
            try repo.write("vk/" + name, bytes: Array(data))
            documents[name] = try JSONSerialization.jsonObject(with: data)
        }
        try repo.commitAll("VK sample")
        // The edit, by a script: one palette color of palette.json.
        let identifier = "gray_400"
        let palette = try #require(documents["palette.json"] as? [String: String])
        let oldValue = try #require(palette[identifier])
        let edit = try runProcess("sed", ["-i", "s/\"\(identifier)\": \"\(oldValue)\"/\"\(identifier)\": \"#123456\"/", "vk/palette.json"], in: repo.url)
        #expect(edit.status == 0)
        #expect(try repo.read("vk/palette.json").contains("\"\(identifier)\": \"#123456\""))
        try repo.commitAll("edit \(identifier)")

        // Expected: every role whose identifier resolves to palette.json's gray_400 (auto-detection:
        // scheme_<x>.json looks in palette_<x>.json first, then palette.json).
        var expected = Set<String>()
        for (name, document) in documents where name.hasPrefix("scheme") {
            let suffix = name == "scheme.json" ? nil : String(name.dropFirst("scheme_".count).dropLast(".json".count))
            let own = suffix.flatMap { documents["palette_\($0).json"] as? [String: String] }
            guard own?[identifier] == nil else { continue }
            for (schemeName, scheme) in try #require(document as? [String: [String: Any]]) {
                for (role, value) in scheme["colors"] as? [String: [String: Any]] ?? [:] where value["color_identifier"] as? String == identifier {
                    expected.insert("vk/\(name) \(schemeName)/\(role)")
                }
            }
        }
        #expect(expected.count > 5)

        let result = try runThemelint(["diff", "HEAD~1", "HEAD", "--format", "json"], in: repo.url)
        #expect(result.status == 0, "\(result.stderr)")
        try validate(result.stdout, schema: "schemas/diff-report.schema.json")
        let report = try DiffJSON(result.stdout)
        let listed = Set(report.changes("role-changed").map { "\($0["file"] ?? "") \($0["scheme"] ?? "")/\($0["role"] ?? "")" })
        #expect(listed == expected)
        #expect(report.changes("role-changed").allSatisfy { $0["causes"] as? [String] == ["palette"] })
        #expect(report.kinds.filter { $0 != "role-changed" } == ["palette-changed"])
    }

    @Test func exitCodeAndFailOnRegression() throws {
        let config = """
            {"themes": [{"name": "main", "schemes": "theme/scheme.json", "palettes": ["theme/palette.json"],
              "contrast": {"pairs": [{"foreground": "text_link", "background": "background_content", "level": "AA"}]}}]}
            """
        let repo = try TemporaryGitRepository()
        try repo.write(".themelint.json", config)
        try repo.write("theme/palette.json", diffPalette(["sky_300": "#2A5885"]))
        try repo.write("theme/scheme.json", standardDiffScheme())
        try repo.commitAll("passing link on light")

        #expect(try runThemelint(["diff", "--exit-code"], in: repo.url).status == 0)
        #expect(try runThemelint(["diff", "--fail-on", "regression"], in: repo.url).status == 0)

        // Lighter link: light falls below AA, dark rises above it.
        try repo.write("theme/palette.json", diffPalette(["sky_300": "#71AAEB"]))
        #expect(try runThemelint(["diff"], in: repo.url).status == 0)
        #expect(try runThemelint(["diff", "--exit-code"], in: repo.url).status == 1)
        let failing = try runThemelint(["diff", "--fail-on", "regression", "--format", "json"], in: repo.url)
        #expect(failing.status == 1)
        try validate(failing.stdout, schema: "schemas/diff-report.schema.json")
        let effects = try DiffJSON(failing.stdout).contrast
        let statuses = Dictionary(uniqueKeysWithValues: effects.map { ($0["scheme"] as? String ?? "", $0["status"] as? String ?? "") })
        #expect(statuses == ["bright_light": "regressed", "space_gray": "fixed"])
        let light = try #require(effects.first { $0["scheme"] as? String == "bright_light" })
        #expect((light["before"] as? Double ?? 0) >= 4.5)
        #expect((light["after"] as? Double ?? 5) < 4.5)
        #expect(light["themeSet"] as? String == "main")
        let text = try runThemelint(["diff", "--color", "never"], in: repo.url)
        #expect(text.stdout.contains("theme/scheme.json bright_light: text_link on background_content  "), "\(text.stdout)")
        #expect(text.stdout.contains("(minimum 4.5:1 (AA))  regressed"), "\(text.stdout)")
        try repo.commitAll("lighter link")

        // A darker link on light only: better but still below 4.5, so still-failing (never shown
        // as good); nothing regresses.
        try repo.write("theme/scheme.json", standardDiffScheme(light: ["text_link": reference("sky_400")]))
        let better = try runThemelint(["diff", "--fail-on", "regression", "--format", "json"], in: repo.url)
        #expect(better.status == 0)
        try validate(better.stdout, schema: "schemas/diff-report.schema.json")
        #expect(try DiffJSON(better.stdout).contrast.map { "\($0["scheme"] ?? "") \($0["status"] ?? "")" } == ["bright_light still-failing"])
        let betterText = try runThemelint(["diff", "--color", "never"], in: repo.url)
        #expect(betterText.stdout.contains("improved, still failing"), "\(betterText.stdout)")
        let betterMarkdown = try runThemelint(["diff", "--format", "markdown"], in: repo.url)
        #expect(betterMarkdown.stdout.contains("| **improved, still failing** |"), "\(betterMarkdown.stdout)")
        let betterHTML = try runThemelint(["diff", "--format", "html"], in: repo.url)
        #expect(betterHTML.stdout.contains("<span class=\"status bad\">improved, still failing</span>"))
        // The same edit in the dark scheme lowers its contrast: a regression while still passing.
        try repo.write("theme/scheme.json", standardDiffScheme(dark: ["text_link": reference("sky_400")]))
        let worse = try runThemelint(["diff", "--fail-on", "regression", "--format", "json"], in: repo.url)
        #expect(worse.status == 1)
        #expect(try DiffJSON(worse.stdout).contrast.map { "\($0["scheme"] ?? "") \($0["status"] ?? "")" } == ["space_gray regressed"])
    }

    @Test func htmlReportIsSelfContainedAndEscaped() throws {
        var head = standard
        head["theme/palette.json"] = diffPalette(["sky_300": "#529EF4"])
        head["theme/scheme.json"] = standardDiffScheme(light: ["separator": reference("black_alpha8", alpha: 0.5)])
            .replacingOccurrences(of: "\"accent\"", with: "\"<img src=x onerror=alert(1)>\"")
        let (result, _) = try diffCommits(standard, head, ["--format", "html"])
        #expect(result.status == 0)
        let html = result.stdout
        #expect(html.hasPrefix("<!DOCTYPE html>"))
        #expect(!html.contains("<img"))
        #expect(html.contains("&lt;img src=x onerror=alert(1)&gt;"))
        #expect(!html.contains("<script"))
        #expect(!html.contains("<link"))
        #expect(!html.contains("http://") && !html.contains("https://"))
        // Before | after side by side, over the scheme's base.
        // The shared swatch (`HTMLSwatch`) names its color in `data-color` for scripts.
        #expect(html.contains("<span class=\"sw after\" style=\"background:#FFFFFF\"><span data-color=\"#529EF4FF\" style=\"background:#529EF4FF\"></span></span>"), "\(html)")
        #expect(html.contains("<span class=\"sw small after\" data-color=\"#529EF4FF\" style=\"background:#529EF4FF\"></span>"))
        #expect(html.contains("background:#0000000A"))
    }

    @Test func namesCannotSendEscapeSequencesOrMarkup() throws {
        var head = standard
        head["theme/scheme.json"] = standardDiffScheme().replacingOccurrences(of: "\"text_link\"", with: "\"evil\\u001b[31mred|`x`<b>\\n::error::\"")
            .replacingOccurrences(of: "\"sky_300\"", with: "\"sky_400\"")
        let repo = try TemporaryGitRepository()
        for (path, text) in standard { try repo.write(path, text) }
        try repo.commitAll("base")
        for (path, text) in head { try repo.write(path, text) }
        let text = try runThemelint(["diff", "--color", "always"], in: repo.url)
        #expect(text.status == 0)
        #expect(text.stdout.contains("evil\\e[31mred|`x`<b>\\n::error::"), "\(text.stdout)")
        #expect(!text.stdout.contains("\u{1B}[31mred"))
        let markdown = try runThemelint(["diff", "--format", "markdown"], in: repo.url)
        #expect(markdown.stdout.contains("evil[31mred\\|\\`x\\`\\<b\\> ::error::"), "\(markdown.stdout)")
        #expect(!markdown.stdout.contains("<b>"))
        #expect(!markdown.stdout.contains("\u{1B}"))
    }

    @Test func usageErrorsExitTwo() throws {
        let repo = try TemporaryGitRepository()
        for (path, text) in standard { try repo.write(path, text) }
        try repo.commitAll("one")
        let state = try repo.stateFingerprint()
        #expect(try runThemelint(["diff", "HEAD", "HEAD", "HEAD"], in: repo.url).status == 2)
        #expect(try runThemelint(["diff", "--staged", "HEAD", "HEAD"], in: repo.url).status == 2)
        #expect(try runThemelint(["diff", "--staged", "HEAD..HEAD"], in: repo.url).status == 2)
        #expect(try runThemelint(["diff", "--format", "yaml"], in: repo.url).status == 2)
        #expect(try runThemelint(["diff", "--fail-on", "everything"], in: repo.url).status == 2)
        let unknown = try runThemelint(["diff", "nope"], in: repo.url)
        #expect(unknown.status == 2)
        #expect(unknown.stderr.contains("nope"))
        let noChanges = try runThemelint(["diff", "HEAD", "HEAD", "--exit-code"], in: repo.url)
        #expect(noChanges.status == 0)
        #expect(noChanges.stdout.hasSuffix("no changes\n"))
        #expect(try repo.stateFingerprint() == state)
    }

    /// One fixed scenario rendered as text, Markdown and JSON, compared with
    /// `Tests/EndToEndTests/Golden/diff.*`. Regenerate with `UPDATE_GOLDEN=1 swift test --filter goldenReports`.
    @Test func goldenReports() throws {
        let config = """
            {"themes": [{"name": "main", "schemes": "theme/scheme.json", "palettes": ["theme/palette.json"],
              "contrast": {"infer": false, "pairs": [{"foreground": "text_link", "background": "background_content", "level": "AA"}]}}]}
            """
        var base = standard
        base[".themelint.json"] = config
        var head = base
        head["theme/palette.json"] = diffPalette(["sky_300": "#529EF4", "gray_100": String?.none, "gray_150": "#F2F3F5", "green_500": "#4BB34B"])
        head["theme/scheme.json"] = standardDiffScheme(
            light: ["separator": reference("black_alpha8", alpha: 0.5), "text_primary": reference("gray_900")],
            dark: ["text_link": reference("azure_300")], extraScheme: true)
        let repo = try TemporaryGitRepository()
        for (path, text) in base { try repo.write(path, text) }
        let baseCommit = try repo.commitAll("base")
        for (path, text) in head { try repo.write(path, text) }
        let headCommit = try repo.commitAll("head")

        for (format, file) in [("text", "diff.txt"), ("markdown", "diff.md"), ("json", "diff.json")] {
            let result = try runThemelint(["diff", "HEAD~1", "HEAD", "--format", format, "--color", "never", "--explain"], in: repo.url)
            #expect(result.status == 0, "\(result.stderr)")
            if format == "json" { try validate(result.stdout, schema: "schemas/diff-report.schema.json") }
            let normalized = result.stdout
                .replacingOccurrences(of: baseCommit, with: "<base-commit>").replacingOccurrences(of: String(baseCommit.prefix(7)), with: "<base>")
                .replacingOccurrences(of: headCommit, with: "<head-commit>").replacingOccurrences(of: String(headCommit.prefix(7)), with: "<head>")
            let golden = projectRootDirectory().appendingPathComponent("Tests/EndToEndTests/Golden/\(file)")
            if ProcessInfo.processInfo.environment["UPDATE_GOLDEN"] == "1" {
                try Data(normalized.utf8).write(to: golden)
            }
            let expected = try String(contentsOf: golden, encoding: .utf8)
            #expect(normalized == expected, "\(file) differs; run UPDATE_GOLDEN=1 swift test --filter goldenReports and review the change")
        }
    }
}
