import Foundation
import Testing
import ThemeLintTestSupport

/// An Android app whose Kotlin, Java, Compose and layout code names its colors and writes some
/// out, in a real git repository: `check` with `"code": true` reads that code.
@Suite struct CodeReferenceCommandTests {
    static let colors = "app/src/main/res/values/colors.xml"
    static let layout = "app/src/main/res/layout/main.xml"
    static let kotlin = "app/src/main/java/com/example/Main.kt"

    static func appRepository(configuration: String?) throws -> TemporaryGitRepository {
        let repo = try TemporaryGitRepository()
        if let configuration { try repo.write(".themelint.json", configuration) }
        try repo.write(colors, """
            <?xml version="1.0" encoding="utf-8"?>
            <resources>
                <color name="app_blue">#FF2B90D9</color>
                <color name="only_kotlin">#FF123456</color>
                <color name="gray">#FF808080</color>
            </resources>

            """)
        try repo.write(layout, """
            <LinearLayout xmlns:android="http://schemas.android.com/apk/res/android"
                android:background="@color/only_kotlin">
                <!-- android:textColor="#2b90d9" -->
                <TextView android:textColor="#2b90d9" android:background="@android:color/white"/>
                <View android:background="#FF818181"/>
            </LinearLayout>

            """)
        try repo.write(kotlin, """
            package com.example

            val app_blue = 0xFF2B90D9 // Color(0xFF2B90D9) in a comment
            val label = "Color(0xFF2B90D9) in a string"

            @Composable
            fun Title() {
                Text("x", color = colorResource(R.color.only_kotlin))
                Box(Modifier.background(Color(0xFF2B90D9)))
                val white = android.R.color.white
                val other = Color(0xFF00FF00)
            }

            """)
        try repo.write("app/src/main/java/com/example/Legacy.java", "package com.example;\nclass Legacy { int c = android.graphics.Color.parseColor(\"#2B90D9\"); }\n")
        try repo.commitAll("app")
        return repo
    }

    @Test func hardCodedColorsAreFoundWithTheNameToUseInTheFilesSpelling() throws {
        let repo = try Self.appRepository(configuration: #"{"code": true}"#)
        let json = try runThemelint(["check", "--format", "json"], in: repo.url)
        #expect(json.status == 0, "\(json.stderr)")
        try validate(json.stdout, schema: "schemas/check-report.schema.json")
        let found = try findings(json.stdout).filter { $0["rule"] as? String == "hard-coded-color" }
        let places = found.map { "\($0["file"] ?? ""):\($0["line"] ?? ""):\($0["column"] ?? "") \($0["suggestion"] ?? "")" }
        #expect(places.sorted() == [
            "app/src/main/java/com/example/Legacy.java:2:47 R.color.app_blue",
            "\(Self.kotlin):9:29 colorResource(R.color.app_blue)",
            "\(Self.layout):4:34 @color/app_blue",
            // ΔE2000 below 1 from gray: a near match is still the theme's color.
            "\(Self.layout):5:31 @color/gray",
        ], "\(json.stdout)")
        #expect(found.allSatisfy { $0["severity"] as? String == "note" })

        let text = try runThemelint(["check", "--color", "never"], in: repo.url)
        #expect(text.stdout.contains("\(Self.layout):4:34: note: #2b90d9 is the theme's app_blue (#FF2B90D9): use @color/app_blue [hard-coded-color]"), "\(text.stdout)")
        let sarif = try runThemelint(["check", "--format", "sarif"], in: repo.url)
        #expect(sarif.stdout.contains("hard-coded-color"))
        // Pathspec-free staged reads see the same code.
        let staged = try runThemelint(["check", "--staged", "--format", "json"], in: repo.url)
        #expect(try findings(staged.stdout).filter { $0["rule"] as? String == "hard-coded-color" }.count == 4)
    }

    @Test func withoutCodeInTheConfigurationNothingChanges() throws {
        let repo = try Self.appRepository(configuration: nil)
        let plain = try runThemelint(["check", "--format", "json"], in: repo.url)
        #expect(plain.status == 0)
        #expect(try findings(plain.stdout).allSatisfy { $0["rule"] as? String != "hard-coded-color" })
        let off = try Self.appRepository(configuration: #"{"code": false}"#)
        let result = try runThemelint(["check", "--format", "json"], in: off.url)
        #expect(try findings(result.stdout).allSatisfy { $0["rule"] as? String != "hard-coded-color" })
        let bad = try Self.appRepository(configuration: #"{"code": "yes"}"#)
        let refused = try runThemelint(["check"], in: bad.url)
        #expect(refused.status == 2)
        #expect(refused.stderr.contains(".themelint.json:1:10"), "\(refused.stderr)")
    }
}
