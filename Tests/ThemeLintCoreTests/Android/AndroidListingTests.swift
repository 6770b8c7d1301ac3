import Testing
@testable import ThemeLintCore

/// `textconv` on Android resource XML: one sorted line per color, in the file's own spelling.
@Suite struct AndroidListingTests {
    @Test func aValuesFileListsOneLinePerColorReferencesFollowedWithinTheFile() {
        let text = """
            <?xml version="1.0" encoding="utf-8"?>
            <resources>
                <color name="text_primary">#DE000000</color>
                <color name="surface">@color/background</color>
                <color name="background">#FFFBFE</color>
                <color name="link">@color/brand_blue</color>
                <item name="scrim" type="color">#8A000000</item>
                <color name="themed">?attr/colorPrimary</color>
                <string name="app_name">Demo</string>
            </resources>
            """
        let listing = ThemeListing.render(Array(text.utf8), file: "app/src/main/res/values/colors.xml", palettes: [])
        #expect(listing == """
            background = #FFFBFE
            link = @color/brand_blue
            scrim = #8A000000
            surface = @color/background → #FFFBFE
            text_primary = #DE000000
            themed = ?attr/colorPrimary

            """)
    }

    @Test func aColorStateListListsTheColorItInflatesTo() {
        let text = """
            <selector xmlns:android="http://schemas.android.com/apk/res/android">
                <item android:state_enabled="false" android:color="#FF0000"/>
                <item android:color="@color/primary" android:alpha="0.5"/>
            </selector>
            """
        #expect(ThemeListing.render(Array(text.utf8), file: "button_text.xml", palettes: []) == "button_text = @color/primary × 0.5\n")
    }

    @Test func xmlThatDoesNotParseIsPassedThrough() {
        let text = "<!DOCTYPE r [<!ENTITY a \"b\">]><resources/>\n"
        let listing = ThemeListing.render(Array(text.utf8), file: "colors.xml", palettes: [])
        #expect(listing.hasPrefix("# themelint: not Android color resources; shown as is\n"))
        #expect(listing.hasSuffix(text))
    }
}
