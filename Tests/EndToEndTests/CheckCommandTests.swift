import Foundation
import Testing
import ThemeLintTestSupport

let demoPalette = """
    {
        "white": "#FFFFFF",
        "black": "#000000",
        "sky_300": "#71AAEB",
        "gray_900": "#19191A"
    }

    """

/// A scheme file with two schemes whose `accent` points at the given identifiers.
func demoScheme(lightAccent: String = "sky_300", darkAccent: String = "sky_300", extraLight: String = "") -> String {
    """
    {
        "bright_light": {
            "appearance": "light",
            "colors": {
                "accent": {"color_identifier": "\(lightAccent)"},\(extraLight)
                "background": {"color_identifier": "white"},
                "text": {"color_identifier": "black"}
            }
        },
        "space_gray": {
            "appearance": "dark",
            "colors": {
                "accent": {"color_identifier": "\(darkAccent)"},
                "background": {"color_identifier": "gray_900"},
                "text": {"color_identifier": "white"}
            }
        }
    }

    """
}

func jsonObject(_ text: String) throws -> [String: Any] {
    let object = try JSONSerialization.jsonObject(with: Data(text.utf8))
    return try #require(object as? [String: Any])
}

func findings(_ text: String) throws -> [[String: Any]] {
    try #require(try jsonObject(text)["findings"] as? [[String: Any]])
}

/// Validates a JSON document against one of the project's schemas (a path relative to the
/// project's root, or an absolute path) with Python's jsonschema.
func validate(_ json: String, schema: String) throws {
    let schemaPath = schema.hasPrefix("/") ? schema : projectRootDirectory().appendingPathComponent(schema).path
    let script = """
        import json, sys, jsonschema
        schema = json.load(open(sys.argv[1]))
        cls = jsonschema.validators.validator_for(schema)
        errors = sorted(cls(schema).iter_errors(json.load(sys.stdin)), key=str)
        for e in errors: print(e.message, list(e.absolute_path))
        sys.exit(1 if errors else 0)
        """
    let result = try runProcess("python3", ["-c", script, schemaPath], stdin: json)
    #expect(result.status == 0, "schema \(schema): \(result.stdout)\(result.stderr)")
}

/// Validates `json` against `schemas/<schema>`, every schema of the folder known to `$ref`,
/// with Python's jsonschema; the status is 0 when valid, and the output lists the first errors.
func validateLinked(_ json: String, schema: String) throws -> ProcessResult {
    let schemaPath = projectRootDirectory().appendingPathComponent("schemas/\(schema)").path
    let script = """
        import json, sys, pathlib, jsonschema
        from referencing import Registry, Resource
        folder = pathlib.Path(sys.argv[1]).parent
        registry = Registry().with_resources([(s["$id"], Resource.from_contents(s)) for s in (json.loads(p.read_text()) for p in folder.glob("*.schema.json"))])
        schema = json.loads(pathlib.Path(sys.argv[1]).read_text())
        errors = list(jsonschema.validators.validator_for(schema)(schema, registry=registry).iter_errors(json.load(sys.stdin)))
        for e in errors[:5]: print(e.json_path, e.message[:200])
        sys.exit(1 if errors else 0)
        """
    return try runProcess("python3", ["-c", script, schemaPath], stdin: json)
}

@Suite struct CheckCommandTests {
    @Test func eachSourceSeesItsOwnContent() throws {
        let repo = try TemporaryGitRepository()
        try repo.write("theme/palette.json", demoPalette)
        try repo.write("theme/scheme.json", demoScheme(darkAccent: "old_missing"))
        try repo.commitAll("old: broken")
        try repo.write("theme/scheme.json", demoScheme())
        try repo.commitAll("fixed")
        try repo.write("theme/scheme.json", demoScheme(darkAccent: "staged_missing"))
        try repo.git(["add", "-A"])
        try repo.write("theme/scheme.json", demoScheme(darkAccent: "worktree_missing"))
        let before = try repo.stateFingerprint()

        func identifiers(_ arguments: [String]) throws -> [String] {
            let result = try runThemelint(["check", "--format", "json"] + arguments, in: repo.url)
            #expect(result.stderr.isEmpty, "\(result.stderr)")
            return try findings(result.stdout).filter { $0["rule"] as? String == "unresolved-identifier" }.compactMap { $0["identifier"] as? String }
        }
        #expect(try identifiers(["--rev", "HEAD"]) == [])
        #expect(try identifiers(["--rev", "HEAD~1"]) == ["old_missing"])
        #expect(try identifiers(["--staged"]) == ["staged_missing"])
        #expect(try identifiers([]) == ["worktree_missing"])
        #expect(try repo.stateFingerprint() == before)
    }

    @Test func typoWithSuggestionMissingRoleAndExitStatus() throws {
        let repo = try TemporaryGitRepository()
        try repo.write("palette.json", demoPalette)
        try repo.write("scheme.json", demoScheme(darkAccent: "sky_30", extraLight: "\n                \"text_link\": {\"color_identifier\": \"sky_300\"},"))
        try repo.commitAll("typo")
        let text = try runThemelint(["check", "--color", "never"], in: repo.url)
        #expect(text.status == 1)
        #expect(text.stdout.contains("scheme.json:14:44: error: \"sky_30\" (role \"accent\" in \"space_gray\") is not defined in palette.json; did you mean \"sky_300\"? [unresolved-identifier]"), "\(text.stdout)")
        #expect(text.stdout.contains("scheme.json:11:5: error: role \"text_link\" is missing from \"space_gray\" (defined in \"bright_light\") [missing-role]"))
        #expect(text.stdout.hasSuffix("2 errors, 0 warnings and 0 notes in 2 files at the working tree\n"), "\(text.stdout)")

        let json = try runThemelint(["check", "--format", "json"], in: repo.url)
        #expect(json.status == 1)
        try validate(json.stdout, schema: "schemas/check-report.schema.json")
        let typo = try #require(try findings(json.stdout).first { $0["rule"] as? String == "unresolved-identifier" })
        #expect(typo["suggestion"] as? String == "sky_300")
        #expect(typo["scheme"] as? String == "space_gray")
        #expect(typo["line"] as? Int == 14)
    }

    @Test func failOnThresholds() throws {
        let repo = try TemporaryGitRepository()
        try repo.write("palette.json", demoPalette)
        try repo.write("scheme.json", demoScheme())
        try repo.commitAll("clean but sky_300 is used; no unused colors")
        #expect(try runThemelint(["check"], in: repo.url).status == 0)
        try repo.write("palette.json", demoPalette.replacingOccurrences(of: "\"white\"", with: "\"unused\": \"#123456\",\n    \"white\""))
        #expect(try runThemelint(["check"], in: repo.url).status == 0)
        #expect(try runThemelint(["check", "--fail-on", "note"], in: repo.url).status == 1)
        #expect(try runThemelint(["check", "--fail-on", "warning"], in: repo.url).status == 0)
    }

    @Test func brokenFilesYieldFindingsAndTheRestIsChecked() throws {
        let repo = try TemporaryGitRepository()
        try repo.write("a/palette.json", "{\n  \"white\": \"#FFFFFF\",\n  \"white\": \"#12345\",\n  \"green\": \"3DCC4B\"\n}\n")
        try repo.write("a/scheme.json", #"{"l": {"appearance": "light", "colors": {"x": {"color_identifier": "white"}}}}"#)
        try repo.write("b/palette.json", "{\n  \"white\": \"#FFFFFF\",\n  \"black\": \"#00")
        try repo.write("b/scheme.json", #"{"l": {"appearance": "light", "colors": {"x": {"color_identifier": "whit"}}}}"#)
        try repo.commitAll("broken")
        let result = try runThemelint(["check", "--format", "json", "--rev", "HEAD"], in: repo.url)
        #expect(result.status == 1)
        try validate(result.stdout, schema: "schemas/check-report.schema.json")
        let all = try findings(result.stdout)
        let summary = all.map { "\($0["rule"] ?? "") \($0["file"] ?? ""):\($0["line"] ?? ""):\($0["column"] ?? "")" }
        #expect(summary.contains("duplicate-key a/palette.json:3:3"), "\(summary)")
        #expect(summary.contains("invalid-color a/palette.json:3:12"), "\(summary)")
        #expect(summary.contains("invalid-color a/palette.json:4:12"), "\(summary)")
        #expect(summary.contains("json-syntax b/palette.json:3:16"), "\(summary)")
        // References into the broken palette are not reported as unresolved.
        #expect(!summary.contains { $0.hasPrefix("unresolved-identifier") }, "\(summary)")
    }

    @Test func vkSampleIsCleanAndWebAgainstItsOwnPaletteIsNot() throws {
        let repo = try TemporaryGitRepository()
        let sample = projectRootDirectory().appendingPathComponent("examples/vk-appearance")
        var webPalette = Set<String>()
        var webIdentifiers = Set<String>()
        for name in try FileManager.default.contentsOfDirectory(atPath: sample.path) where name.hasSuffix(".json") {
            let data = try Data(contentsOf: sample.appendingPathComponent(name))
            try repo.write("vk/" + name, bytes: Array(data))
            if name == "palette_web.json" {
                webPalette = Set(try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any]).keys)
            }
            if name == "scheme_web.json" {
                let schemes = try #require(try JSONSerialization.jsonObject(with: data) as? [String: [String: Any]])
                for scheme in schemes.values {
                    for role in (scheme["colors"] as? [String: [String: Any]] ?? [:]).values {
                        if let id = role["color_identifier"] as? String { webIdentifiers.insert(id) }
                    }
                }
            }
        }
        try repo.commitAll("VK sample")
        let clean = try runThemelint(["check", "--format", "json", "--rev", "HEAD"], in: repo.url)
        #expect(clean.status == 0, "\(clean.stdout.prefix(2000))")
        #expect(try findings(clean.stdout).allSatisfy { $0["severity"] as? String == "note" })

        try repo.write("web.themelint.json", #"{"themes": [{"name": "web", "schemes": "vk/scheme_web.json", "palettes": ["vk/palette_web.json"]}]}"#)
        let web = try runThemelint(["check", "--format", "json", "--rev", "HEAD", "--config", "web.themelint.json"], in: repo.url)
        #expect(web.status == 1)
        let reported = Set(try findings(web.stdout).filter { $0["rule"] as? String == "unresolved-identifier" }.compactMap { $0["identifier"] as? String })
        let expected = webIdentifiers.subtracting(webPalette)
        #expect(!expected.isEmpty)
        #expect(reported == expected)
    }

    @Test func partialCommitIndexIsHonoured() throws {
        let repo = try TemporaryGitRepository()
        try repo.write("palette.json", demoPalette)
        try repo.write("scheme.json", demoScheme())
        try repo.commitAll("clean")
        // The default index has a broken reference staged; an alternate index (as git builds for
        // `git commit <path>`) holds a clean one.
        try repo.write("scheme.json", demoScheme(darkAccent: "broken_in_default_index"))
        try repo.git(["add", "scheme.json"])
        let alternate = repo.url.appendingPathComponent(".git/alt-index").path
        try repo.git(["read-tree", "HEAD"], environment: ["GIT_INDEX_FILE": alternate])
        let viaDefault = try runThemelint(["check", "--staged"], in: repo.url)
        #expect(viaDefault.status == 1)
        let viaAlternate = try runThemelint(["check", "--staged"], in: repo.url, environment: ["GIT_INDEX_FILE": alternate])
        #expect(viaAlternate.status == 0, "\(viaAlternate.stdout)\(viaAlternate.stderr)")
    }

    @Test func namesFromThemeFilesCannotSendEscapeSequences() throws {
        let repo = try TemporaryGitRepository()
        try repo.write("palette.json", demoPalette)
        try repo.write("scheme.json", demoScheme(darkAccent: "evil\\u001b[31mred\\n::error::x"))
        try repo.commitAll("evil")
        let result = try runThemelint(["check", "--color", "always"], in: repo.url)
        #expect(result.status == 1)
        let lines = result.stdout.split(separator: "\n")
        let finding = try #require(lines.first { $0.contains("evil") })
        #expect(finding.contains("evil\\e[31mred\\n::error::x"))
        // The only escape bytes are our own styling (ESC [ digits m), never the file's.
        #expect(!result.stdout.contains("\u{1B}[31mred"))
        #expect(lines.count == 2)
    }

    @Test func usageAndInputErrorsExitTwoWithoutTouchingTheRepository() throws {
        let repo = try TemporaryGitRepository()
        try repo.write("palette.json", demoPalette)
        try repo.commitAll("one")
        let before = try repo.stateFingerprint()
        let unknown = try runThemelint(["check", "--rev", "nope"], in: repo.url)
        #expect(unknown.status == 2)
        #expect(unknown.stderr.contains("nope"))
        #expect(try runThemelint(["check", "--rev", "HEAD", "--staged"], in: repo.url).status == 2)
        #expect(try runThemelint(["check", "--format", "yaml"], in: repo.url).status == 2)
        try repo.write(".themelint.json", "{\"themes\": [{\"schemes\": 3}]}")
        let badConfig = try runThemelint(["check"], in: repo.url)
        #expect(badConfig.status == 2)
        #expect(badConfig.stderr.contains(".themelint.json:1:25:"), "\(badConfig.stderr)")
        try repo.remove(".themelint.json")
        #expect(try repo.stateFingerprint() == before)

        let notARepo = URL(fileURLWithPath: NSTemporaryDirectory()).appendingPathComponent("themelint-norepo-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: notARepo, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: notARepo) }
        let outside = try runThemelint(["check"], in: notARepo, environment: ["GIT_CEILING_DIRECTORIES": notARepo.deletingLastPathComponent().path])
        #expect(outside.status == 2)
        #expect(outside.stderr.contains("not a git repository") || outside.stderr.contains("could not find repository"), "\(outside.stderr)")
    }

    @Test func emptyAndBareRepositories() throws {
        let empty = try TemporaryGitRepository()
        let head = try runThemelint(["check", "--rev", "HEAD"], in: empty.url)
        #expect(head.status == 2)
        #expect(head.stderr.contains("no commits"), "\(head.stderr)")
        #expect(try runThemelint(["check"], in: empty.url).status == 0)

        let bare = try TemporaryGitRepository(bare: true)
        let worktree = try runThemelint(["check"], in: bare.url)
        #expect(worktree.status == 2)
        #expect(worktree.stderr.contains("bare"), "\(worktree.stderr)")
        let staged = try runThemelint(["check", "--staged"], in: bare.url)
        #expect(staged.status == 2)
        #expect(staged.stderr.contains("bare"), "\(staged.stderr)")
    }
}
