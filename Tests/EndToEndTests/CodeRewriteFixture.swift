import Foundation
import ThemeLintTestSupport

/// A two-module Android app (an `app` module and the `feature` library whose colors it uses)
/// whose Kotlin, Java, Compose, layouts, drawables, color state list and manifest name the
/// theme's colors, written from templates: `{A}` stands where `app_blue` is named in code,
/// `{B}` where `app_blue_2` is; everything else (the framework's `android.R.color.white`,
/// comments, strings, a Kotlin property called `app_blue`) must stay as written.
struct CodeRewriteFixture {
    static let featureValues = "feature/src/main/res/values/colors.xml"
    static let appValues = "app/src/main/res/values/colors.xml"
    static let manifest = "app/src/main/AndroidManifest.xml"
    static let layout = "app/src/main/res/layout/activity_main.xml"
    static let drawable = "app/src/main/res/drawable/card_background.xml"
    static let stateList = "app/src/main/res/color/button_text.xml"
    static let kotlin = "app/src/main/java/com/example/app/MainActivity.kt"
    static let compose = "app/src/main/java/com/example/app/Title.kt"
    static let java = "app/src/main/java/com/example/app/Legacy.java"
    static let featureKotlin = "feature/src/main/java/com/example/feature/FeatureScreen.kt"

    /// The files as templates (the color definitions, which the XML editor renames, are
    /// written out).
    static let templates: [String: String] = [
        "settings.gradle.kts": "include(\":app\", \":feature\")\n",
        featureValues: """
            <?xml version="1.0" encoding="utf-8"?>
            <resources>
                <color name="app_blue">#FF2B90D9</color>
                <color name="app_blue_2">#FF2B91D9</color>
                <color name="feature_green">#FF2E7D32</color>
            </resources>

            """,
        appValues: """
            <resources>
                <color name="gray">#FF808080</color>
                <color name="link">@color/{A}</color>
            </resources>

            """,
        manifest: """
            <manifest xmlns:android="http://schemas.android.com/apk/res/android">
                <application android:label="App">
                    <!-- the notification color: @color/app_blue -->
                    <meta-data android:name="com.google.firebase.messaging.default_notification_color"
                        android:resource="@color/{A}" />
                </application>
            </manifest>

            """,
        layout: """
            <LinearLayout xmlns:android="http://schemas.android.com/apk/res/android"
                android:background="@color/{A}">
                <!-- <TextView android:textColor="@color/app_blue"/> -->
                <TextView android:textColor="@color/{B}" android:background="@android:color/white"/>
            </LinearLayout>

            """,
        drawable: """
            <shape xmlns:android="http://schemas.android.com/apk/res/android">
                <solid android:color="@color/{B}"/>
                <stroke android:width="1dp" android:color="@color/{A}"/>
            </shape>

            """,
        stateList: """
            <selector xmlns:android="http://schemas.android.com/apk/res/android">
                <item android:state_enabled="false" android:color="@color/gray"/>
                <item android:color="@color/{A}"/>
            </selector>

            """,
        kotlin: """
            package com.example.app

            import android.os.Bundle

            class MainActivity : AppCompatActivity() {
                val app_blue = 0xFF2B90D9 // R.color.app_blue in a comment
                private val label = "R.color.app_blue in a string"

                override fun onCreate(savedInstanceState: Bundle?) {
                    window.statusBarColor = getColor(R.color.{A})
                    val white = getColor(android.R.color.white)
                    /* getColor(R.color.app_blue) */
                    title.setTextColor(ContextCompat.getColor(this, com.example.app.R.color.{B}))
                }
            }

            """,
        compose: """
            package com.example.app

            @Composable
            fun Title(text: String) {
                Text(text, color = colorResource(R.color.{A}))
                Box(Modifier.background(colorResource(id = R.color.{B})))
            }

            """,
        java: """
            package com.example.app;

            class Legacy {
                // R.color.app_blue
                int color(Context context) { return ContextCompat.getColor(context, R.color.{A}); }
                String name = "R.color.app_blue";
                int white = android.R.color.white;
            }

            """,
        featureKotlin: """
            package com.example.feature

            fun tint(context: Context) = ContextCompat.getColor(context, R.color.{A}) // not R.color.app_blue_2
            fun accent(context: Context) = ContextCompat.getColor(context, R.color.feature_green)

            """,
    ]

    /// The code files: every file naming a color outside the values files and color state
    /// lists that define them.
    static let codeFiles = [manifest, layout, drawable, kotlin, compose, java, featureKotlin]
    /// The theme files whose `@color/` follow (the XML editor's; listed by the diff, not as code sites).
    static let themeFiles = [appValues, stateList]
    /// The code files outside `res/` (what `--no-code` leaves alone).
    static let sourceFiles = [manifest, kotlin, compose, java, featureKotlin]

    /// `template` with `{A}` and `{B}` written as `a` and `b`.
    static func text(_ template: String, a: String, b: String) -> String {
        template.replacingOccurrences(of: "{A}", with: a).replacingOccurrences(of: "{B}", with: b)
    }

    /// The fixture committed in a new repository.
    static func repository(configuration: String? = nil) throws -> TemporaryGitRepository {
        let repo = try TemporaryGitRepository()
        if let configuration { try repo.write(".themelint.json", configuration) }
        for (path, template) in templates { try repo.write(path, text(template, a: "app_blue", b: "app_blue_2")) }
        try repo.commitAll("app")
        return repo
    }

    /// How many times `{A}` and `{B}` stand in the templates of `files`.
    static func siteCount(_ files: [String], marker: String) -> Int {
        files.reduce(0) { $0 + (templates[$1] ?? "").components(separatedBy: marker).count - 1 }
    }
}
