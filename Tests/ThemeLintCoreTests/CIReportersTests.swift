import Foundation
import Testing
import ThemeLintTestSupport
@testable import ThemeLintCore

/// A finding of `rule` at `file:line:column` naming `role` in `scheme`.
private func makeFinding(
    _ rule: String = "unresolved-identifier", severity: Severity = .error, message: String = "\"sky_30\" is not defined",
    file: String = "theme/scheme.json", line: Int = 12, column: Int = 31, scheme: String? = "space_gray", role: String? = "accent",
    identifier: String? = "sky_30"
) -> Finding {
    Finding(
        rule: rule, severity: severity, message: message, location: Location(file: file, position: SourcePosition(line: line, column: column)),
        scheme: scheme, role: role, identifier: identifier)
}

private func makeReport(_ findings: [Finding], baseline: SourceDescriptor? = nil, suppressed: Int = 0) -> CheckReport {
    CheckReport(
        source: SourceDescriptor(spec: "HEAD", kind: .commit, commit: String(repeating: "ab", count: 20)), findings: findings,
        files: ["theme/palette.json", "theme/scheme.json"], baseline: baseline, suppressedCount: suppressed)
}

private func parseJSON(_ text: String) throws -> Any {
    try JSONSerialization.jsonObject(with: Data(text.utf8))
}

/// The message and role of a finding whose role name tries to forge workflow commands and
/// terminal escapes.
private let hostileRole = "evil%0A::error::x\n::warning::y\u{1B}[31mred\r,:"

@Suite struct StableFingerprintTests {
    @Test func sha256MatchesFIPSVectors() {
        #expect(StableFingerprint.sha256Hex("") == "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855")
        #expect(StableFingerprint.sha256Hex("abc") == "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad")
        #expect(StableFingerprint.sha256Hex("abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq") == "248d6a61d20638b8e5c026930c3e6039a33ce45964ff2167f6ecedd419db06c1")
        #expect(StableFingerprint.sha256Hex(bytes: [UInt8](repeating: 0x61, count: 1_000)) == "41edece42d63e8d9bf515a9ba6932e1c20cbc9f5a5d134645adb5db1b9737ea3")
    }

    @Test func fingerprintsIgnoreLinesAndAreUniqueWithinAReport() {
        let moved = StableFingerprint.fingerprints(of: [makeFinding(line: 12), makeFinding(line: 40)])
        let original = StableFingerprint.fingerprints(of: [makeFinding(line: 3)])
        #expect(moved[0] == original[0])
        #expect(moved[0] != moved[1])
        let otherRole = StableFingerprint.fingerprints(of: [makeFinding(role: "text")])
        #expect(otherRole[0] != original[0])
    }
}

@Suite struct GitHubCheckReporterTests {
    @Test func annotationsCarryFileLineColumnAndTitle() {
        let output = GitHubCheckReporter.render(makeReport([
            makeFinding(),
            makeFinding("inconsistent-flag", severity: .warning, message: "flag differs", line: 3, column: 5),
            makeFinding("unused-color", severity: .note, message: "\"gray\" is never used", file: "theme/palette.json", line: 7, column: 5),
        ]))
        let lines = output.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        #expect(lines[0] == "::error file=theme/scheme.json,line=12,col=31,title=themelint unresolved-identifier::\"sky_30\" is not defined")
        #expect(lines[1] == "::warning file=theme/scheme.json,line=3,col=5,title=themelint inconsistent-flag::flag differs")
        #expect(lines[2] == "::notice file=theme/palette.json,line=7,col=5,title=themelint unused-color::\"gray\" is never used")
        #expect(lines[3] == "1 error, 1 warning and 1 note in 2 files at HEAD (abababa)")
        #expect(lines.count == 5 && lines[4].isEmpty)
    }

    @Test func escapingFollowsTheToolkitAndNeutralisesControlCharacters() {
        #expect(GitHubCheckReporter.escapeData("100% a\r\nb:c,d") == "100%25 a%0D%0Ab:c,d")
        #expect(GitHubCheckReporter.escapeProperty("100% a\r\nb:c,d") == "100%25 a%0D%0Ab%3Ac%2Cd")
        #expect(GitHubCheckReporter.escapeData("a\u{1B}[31mb\u{07}\u{9B}") == "a\\e[31mb\\u{7}\\u{9B}")
    }

    @Test func hostileNamesYieldExactlyOneAnnotationWithoutEscapeBytes() {
        let finding = makeFinding(message: "\"x\" (role \"\(hostileRole)\" in \"s\") is not defined", file: "dir,a:b/scheme%0A.json", role: hostileRole)
        let output = GitHubCheckReporter.render(makeReport([finding]))
        let lines = output.split(separator: "\n").map(String.init)
        #expect(lines.count == 2, "\(lines)")
        #expect(lines.filter { $0.hasPrefix("::") }.count == 1)
        #expect(!output.contains("\u{1B}"))
        #expect(!output.contains("\r"))
        // The runner decodes %0A back to a newline only where we wrote it for a real newline.
        #expect(lines[0].contains("evil%250A::error::x%0A::warning::y\\e[31mred%0D,:"))
        #expect(lines[0].hasPrefix("::error file=dir%2Ca%3Ab/scheme%250A.json,line=12,col=31,"))
    }

    @Test func atMostTenAnnotationsPerSeverityAndTheRestCounted() {
        let errors = (1...13).map { makeFinding(line: $0, role: "role\($0)") }
        let warnings = (1...11).map { makeFinding("inconsistent-flag", severity: .warning, line: $0, role: "w\($0)") }
        let notes = (1...4).map { makeFinding("unused-color", severity: .note, line: $0, role: "n\($0)") }
        let output = GitHubCheckReporter.render(makeReport(errors + warnings + notes))
        let lines = output.split(separator: "\n").map(String.init)
        #expect(lines.filter { $0.hasPrefix("::error ") }.count == 10)
        #expect(lines.filter { $0.hasPrefix("::warning ") }.count == 10)
        #expect(lines.filter { $0.hasPrefix("::notice ") }.count == 4)
        #expect(lines.contains("themelint: 3 more errors not annotated"))
        #expect(lines.contains("themelint: 1 more warning not annotated"))
        #expect(!lines.contains { $0.contains("more note") })
        #expect(lines.last == "13 errors, 11 warnings and 4 notes in 2 files at HEAD (abababa)")
    }
}

@Suite struct MarkdownCheckReporterTests {
    @Test func tableWithEscapedCells() {
        let finding = makeFinding(message: "role \"a|b<script>\" *x* `y`\n# z", role: "a|b<script>")
        let output = MarkdownCheckReporter.render(makeReport([finding], baseline: SourceDescriptor(spec: "main", kind: .commit, commit: nil), suppressed: 2))
        #expect(output.hasPrefix("### themelint: 1 error, 0 warnings, 0 notes\n\n"))
        #expect(output.contains("Checked 2 files at HEAD (abababa). 2 findings already present at main are not shown."))
        #expect(output.contains("#### ❌ 1 error\n"))
        let rows = output.split(separator: "\n").filter { $0.hasPrefix("|") }
        #expect(rows.count == 3)
        let row = String(rows[2])
        // Only what GitHub would render is escaped: not `/`, `.`, `"` or a `#` inside the text.
        #expect(row == ##"| theme/scheme.json:12:31 | unresolved-identifier | role "a\|b\<script\>" \*x\* \`y\` # z |"##)
        // Every unescaped pipe is a cell border: 4 of them.
        let borders = row.unicodeScalars.indices.filter { index in
            row.unicodeScalars[index] == "|" && (index == row.unicodeScalars.startIndex || row.unicodeScalars[row.unicodeScalars.index(before: index)] != "\\")
        }
        #expect(borders.count == 4)
    }

    @Test func emptyReportAndTheCommentLimit() {
        #expect(MarkdownCheckReporter.render(makeReport([])).hasSuffix("No findings.\n"))
        let many = (1...5_000).map { makeFinding(line: $0) }
        let output = MarkdownCheckReporter.render(makeReport(many))
        #expect(output.utf8.count <= MarkdownAssembler.gitHubCommentLimit)
        let shown = output.split(separator: "\n").filter { $0.hasPrefix("| theme") }.count
        #expect(shown > 100 && shown < 5_000)
        #expect(output.contains("<details><summary><strong>❌ 5000 errors</strong> (5000)</summary>"))
        #expect(output.contains("\(5_000 - shown) of 5000 rows are not shown."))
        let few = MarkdownCheckReporter.render(makeReport(Array(many.prefix(3))))
        #expect(!few.contains("<details>") && !few.contains("not shown"))
    }
}

@Suite struct SARIFCheckReporterTests {
    private func sampleFindings() -> [Finding] {
        [
            makeFinding(file: "vk/scheme web.json"),
            makeFinding(file: "vk/scheme web.json", line: 40),
            makeFinding("similar-colors", severity: .note, message: "close", file: "vk/palette.json", line: 2, column: 5, scheme: nil, role: nil, identifier: "gray_100"),
            makeFinding("contrast", message: "too low", role: hostileRole),
            makeFinding("inconsistent-flag", severity: .error, message: "configured up to error", line: 1, column: 1),
        ]
    }

    @Test func resultsPointAtTheirRulesAndRegions() throws {
        let output = SARIFCheckReporter.render(makeReport(sampleFindings()))
        let log = try #require(try parseJSON(output) as? [String: Any])
        #expect(log["version"] as? String == "2.1.0")
        let run = try #require((log["runs"] as? [[String: Any]])?.first)
        let driver = try #require((run["tool"] as? [String: Any])?["driver"] as? [String: Any])
        #expect(driver["name"] as? String == "themelint")
        let rules = try #require(driver["rules"] as? [[String: Any]])
        #expect(rules.compactMap { $0["id"] as? String } == RuleRegistry.all.map { $0.description.id })
        let unused = try #require(rules.first { $0["id"] as? String == "unused-color" })
        #expect((unused["defaultConfiguration"] as? [String: Any])?["level"] as? String == "note")
        #expect((unused["shortDescription"] as? [String: Any])?["text"] as? String == UnusedColorRule.description.summary)
        #expect((unused["fullDescription"] as? [String: Any])?["text"] as? String == UnusedColorRule.description.help)

        let results = try #require(run["results"] as? [[String: Any]])
        #expect(results.count == 5)
        for result in results {
            let index = try #require(result["ruleIndex"] as? Int)
            #expect(rules[index]["id"] as? String == result["ruleId"] as? String)
        }
        let first = results[0]
        #expect(first["level"] as? String == "error")
        let physical = try #require(((first["locations"] as? [[String: Any]])?.first)?["physicalLocation"] as? [String: Any])
        #expect((physical["artifactLocation"] as? [String: Any])?["uri"] as? String == "vk/scheme%20web.json")
        let region = try #require(physical["region"] as? [String: Any])
        #expect(region["startLine"] as? Int == 12)
        #expect(region["startColumn"] as? Int == 31)
        #expect(results[2]["level"] as? String == "note")
        #expect(results[4]["level"] as? String == "error", "the finding's configured severity, not the rule's default")
        let prints = results.compactMap { ($0["partialFingerprints"] as? [String: String])?[SARIFCheckReporter.fingerprintKey] }
        #expect(Set(prints).count == 5)
    }

    @Test func validAgainstTheOfficialSchema() throws {
        let schema = try #require(Bundle.module.url(forResource: "sarif-schema-2.1.0", withExtension: "json", subdirectory: "Fixtures"))
        try validateJSON(SARIFCheckReporter.render(makeReport(sampleFindings())), schemaPath: schema.path)
        try validateJSON(SARIFCheckReporter.render(makeReport([], baseline: SourceDescriptor(spec: "main", kind: .commit, commit: nil))), schemaPath: schema.path)
    }

    @Test func uriReferencesArePercentEncoded() {
        #expect(SARIFCheckReporter.uriReference("a/b-c_d.e~f.json") == "a/b-c_d.e~f.json")
        #expect(SARIFCheckReporter.uriReference("ü #%?.json") == "%C3%BC%20%23%25%3F.json")
        // A name git stores that is not UTF-8 (shown escaped) is encoded by its bytes; a literal
        // backslash (shown \x5C) by its own.
        #expect(SARIFCheckReporter.uriReference("th\\xFFemes/palette.json") == "th%FFemes/palette.json")
        #expect(SARIFCheckReporter.uriReference("a\\x5Cb.json") == "a%5Cb.json")
    }
}

@Suite struct CodeClimateCheckReporterTests {
    @Test func issuesHaveTheFieldsGitLabReads() throws {
        let findings = [
            makeFinding(), makeFinding(line: 50),
            makeFinding("inconsistent-flag", severity: .warning, message: "w", line: 3),
            makeFinding("unused-color", severity: .note, message: "n", file: "theme/palette.json", line: 0),
        ]
        let issues = try #require(try parseJSON(CodeClimateCheckReporter.render(makeReport(findings))) as? [[String: Any]])
        #expect(issues.count == 4)
        #expect(issues.map { $0["severity"] as? String } == ["major", "major", "minor", "info"])
        #expect(issues[0]["check_name"] as? String == "unresolved-identifier")
        #expect(issues[0]["description"] as? String == "\"sky_30\" is not defined")
        #expect(issues[0]["type"] as? String == "issue")
        let location = try #require(issues[0]["location"] as? [String: Any])
        #expect(location["path"] as? String == "theme/scheme.json")
        #expect((location["lines"] as? [String: Any])?["begin"] as? Int == 12)
        #expect((issues[3]["location"] as? [String: Any]).flatMap { ($0["lines"] as? [String: Any])?["begin"] as? Int } == 1)
        let fingerprints = issues.compactMap { $0["fingerprint"] as? String }
        #expect(Set(fingerprints).count == 4)
        #expect(fingerprints.allSatisfy { $0.count == 64 && $0.allSatisfy(\.isHexDigit) })
        #expect(CodeClimateCheckReporter.render(makeReport([])) == "[]\n")
    }
}

@Suite struct CheckReportFormatTests {
    @Test func everyFormatHasARawValueAndRenders() {
        #expect(CheckReportFormat.allCases.map(\.rawValue) == ["text", "json", "github", "sarif", "codeclimate", "markdown"])
        for format in CheckReportFormat.allCases {
            #expect(!format.render(makeReport([makeFinding()])).isEmpty)
        }
    }
}

/// Validates `json` against the JSON Schema at `schemaPath` with Python's jsonschema (the
/// validator class the schema's `$schema` names).
func validateJSON(_ json: String, schemaPath: String) throws {
    let script = """
        import json, sys, jsonschema
        schema = json.load(open(sys.argv[1]))
        cls = jsonschema.validators.validator_for(schema)
        cls.check_schema(schema)
        errors = sorted(cls(schema).iter_errors(json.load(sys.stdin)), key=str)
        for e in errors: print(e.message, list(e.absolute_path))
        sys.exit(1 if errors else 0)
        """
    let result = try runProcess("python3", ["-c", script, schemaPath], stdin: json)
    #expect(result.status == 0, "schema \(schemaPath): \(result.stdout)\(result.stderr)")
}
