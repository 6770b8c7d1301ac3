import Testing
@testable import ThemeLintCore

/// `hard-coded-color` on an Android app: every literal of Kotlin, Compose, Java and layouts
/// that the theme matches, in the file's spelling; nothing in comments, strings, values files,
/// beyond the threshold or of another alpha.
@Suite struct HardCodedColorAndroidTests {
    static let values = """
        <resources>
            <color name="app_blue">#FF2B90D9</color>
            <color name="gray">#FF808080</color>
            <color name="accent">#FF00AA55</color>
            <color name="link">@color/app_blue</color>
            <color name="scrim">#80000000</color>
            <color name="hint">#2b90d9</color>
        </resources>
        """
    static let night = #"<resources><color name="accent">#FF00CC66</color></resources>"#
    static let layout = """
        <LinearLayout xmlns:android="http://schemas.android.com/apk/res/android"
            android:background="@color/gray">
            <!-- android:textColor="#2b90d9" -->
            <TextView android:textColor="#2b90d9" android:background="#802b90d9"/>
            <View android:background="#FF818181" android:foreground="#FF8A8A8A" android:tint="#00cc66"/>
            <View android:background="#80000000" android:contentDescription="#123"/>
        </LinearLayout>
        """
    static let kotlin = """
        package com.example

        val app_blue = 0xFF2B90D9 // Color(0xFF2B90D9) in a comment
        val label = "Color(0xFF2B90D9) in a string"

        @Composable
        fun Title() {
            Box(Modifier.background(Color(0xFF2B90D9)))
            Box(Modifier.background(Color(0x802B90D9)))
            val other = Color(0xFF00FF00)
            val accent = Color(0xFF00AA55)
            val parsed = Color.parseColor("#80000000")
        }
        """
    static let java = "package com.example;\n/* Color.parseColor(\"#2B90D9\") */\nclass Legacy { int c = android.graphics.Color.parseColor(\"#2B90D9\"); }\n"

    static func findings() throws -> [Finding] {
        let source = InMemorySource(texts: [
            ".themelint.json": #"{"code": true}"#,
            "app/src/main/res/values/colors.xml": values,
            "app/src/main/res/values-night/colors.xml": night,
            "app/src/main/res/layout/main.xml": layout,
            "app/src/main/java/com/example/Main.kt": kotlin,
            "app/src/main/java/com/example/Legacy.java": java,
        ])
        let project = try ProjectLoader(source: source, configuration: try Configuration.load(from: source)).load()
        return HardCodedColorRule().findings(in: LintContext(project: project))
    }

    @Test func everyLiteralIsFoundNoneInvented() throws {
        let found = try Self.findings()
        let places = found.map { "\($0.location.file):\($0.location.position.line):\($0.location.position.column) \($0.suggestion ?? "")" }.sorted()
        #expect(places == [
            "app/src/main/java/com/example/Legacy.java:3:47 R.color.app_blue",
            "app/src/main/java/com/example/Main.kt:11:18 colorResource(R.color.accent)",
            "app/src/main/java/com/example/Main.kt:12:24 R.color.scrim",
            "app/src/main/java/com/example/Main.kt:8:29 colorResource(R.color.app_blue)",
            "app/src/main/res/layout/main.xml:4:34 @color/app_blue",
            // ΔE2000 below 1 from gray: a near match is still the theme's color.
            "app/src/main/res/layout/main.xml:5:31 @color/gray",
            // The night value of accent is a palette color too.
            "app/src/main/res/layout/main.xml:5:87 @color/accent",
            "app/src/main/res/layout/main.xml:6:31 @color/scrim",
        ], "\(places)")
        let message = found.first { $0.location.position.line == 4 }?.message
        #expect(message == "#2b90d9 is the theme's app_blue (#FF2B90D9): use @color/app_blue", "\(message ?? "")")
        let near = found.first { $0.location.position.line == 5 && $0.location.position.column == 31 }?.message ?? ""
        #expect(near.hasPrefix("#FF818181 is the theme's gray (#FF808080) (ΔE2000 0."), "\(near)")
    }
}
