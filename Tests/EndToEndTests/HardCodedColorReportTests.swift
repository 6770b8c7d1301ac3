import Foundation
import Testing
import ThemeLintTestSupport

/// `hard-coded-color` in every report format, on a real repository with Android resources,
/// Kotlin, Swift and CSS: each finding lands on the literal (file, line, and the column of its
/// first byte, in Unicode scalars past non-ASCII text), with the name to use.
@Suite struct HardCodedColorReportTests {
    static func repository() throws -> TemporaryGitRepository {
        let repo = try TemporaryGitRepository()
        try repo.write(".themelint.json", """
            {"code": true,
             "themes": [{"name": "main", "schemes": "theme/scheme.json", "palettes": ["theme/palette.json"]},
                        {"name": "app", "format": "android", "res": ["app/src/main/res"]}],
             "exports": [{"to": "swift", "theme": "main", "out": "ios/Generated"}, {"to": "css", "theme": "main", "out": "web/generated"}]}
            """)
        try repo.write("theme/palette.json", ##"{"azure_300": "#2688EB", "white": "#FFFFFF"}"##)
        try repo.write("theme/scheme.json", #"{"light": {"appearance": "light", "colors": {"accent": {"color_identifier": "azure_300"}}}}"#)
        try repo.write("app/src/main/res/values/colors.xml", #"<resources><color name="app_blue">#FF2B90D9</color></resources>"#)
        try repo.write("app/src/main/res/layout/main.xml", """
            <LinearLayout xmlns:android="http://schemas.android.com/apk/res/android">
                <TextView android:text="Привет" android:textColor="#2b90d9"/>
            </LinearLayout>

            """)
        try repo.write("app/src/main/java/com/example/Main.kt", "fun f() {\n    Text(\"Привет\", color = Color(0xFF2B90D9))\n}\n")
        try repo.write("ios/App/Screen.swift", "let a = \"é\"; let b = UIColor(red: 38 / 255, green: 136 / 255, blue: 235 / 255, alpha: 1)\n")
        try repo.write("web/app.css", ".a {\n  color: #2688eb; background: #fff;\n}\n")
        try repo.commitAll("app")
        return repo
    }

    static let expected = [
        "app/src/main/java/com/example/Main.kt:2:28 colorResource(R.color.app_blue)",
        "app/src/main/res/layout/main.xml:2:56 @color/app_blue",
        "ios/App/Screen.swift:1:22 UIColor.accent",
        "web/app.css:2:10 var(--accent)",
        "web/app.css:2:31 var(--white)",
    ]

    @Test func jsonAndTextLandOnTheLiteral() throws {
        let repo = try Self.repository()
        let json = try runThemelint(["check", "--format", "json"], in: repo.url)
        #expect(json.status == 0, "\(json.stderr)")
        let found = try findings(json.stdout).filter { $0["rule"] as? String == "hard-coded-color" }
        let places = found.map { "\($0["file"] ?? ""):\($0["line"] ?? ""):\($0["column"] ?? "") \($0["suggestion"] ?? "")" }.sorted()
        #expect(places == Self.expected, "\(json.stdout)")
        let text = try runThemelint(["check", "--color", "never"], in: repo.url)
        #expect(text.stdout.contains("ios/App/Screen.swift:1:22: note: UIColor(red: 38 / 255, green: 136 / 255, blue: 235 / 255, alpha: 1) is the theme's accent (#2688EB): use UIColor.accent [hard-coded-color]"), "\(text.stdout)")
    }

    @Test func sarifResultsLandOnTheLiteral() throws {
        let repo = try Self.repository()
        let sarif = try runThemelint(["check", "--format", "sarif"], in: repo.url)
        #expect(sarif.status == 0, "\(sarif.stderr)")
        let document = try #require(try JSONSerialization.jsonObject(with: Data(sarif.stdout.utf8)) as? [String: Any])
        let run = try #require((document["runs"] as? [[String: Any]])?.first)
        let results = (run["results"] as? [[String: Any]] ?? []).filter { $0["ruleId"] as? String == "hard-coded-color" }
        let places: [String] = results.compactMap { result in
            guard let physical = ((result["locations"] as? [[String: Any]])?.first?["physicalLocation"]) as? [String: Any],
                  let uri = (physical["artifactLocation"] as? [String: Any])?["uri"] as? String,
                  let region = physical["region"] as? [String: Any] else { return nil }
            let message = ((result["message"] as? [String: Any])?["text"] as? String) ?? ""
            let suggestion = message.components(separatedBy: ": use ").last ?? ""
            return "\(uri):\(region["startLine"] ?? ""):\(region["startColumn"] ?? "") \(suggestion)"
        }.sorted()
        #expect(places == Self.expected, "\(sarif.stdout)")
        #expect(results.allSatisfy { $0["level"] as? String == "note" })
    }

    @Test func githubAnnotationsLandOnTheLiteral() throws {
        let repo = try Self.repository()
        let github = try runThemelint(["check", "--format", "github"], in: repo.url)
        #expect(github.status == 0, "\(github.stderr)")
        let annotations = github.stdout.split(separator: "\n").filter { $0.contains("hard-coded-color") }.sorted().joined(separator: "\n") + "\n"
        try assertGolden(annotations, "check-hard-coded.github.txt")
    }
}
