/// Asset catalogs written the way Xcode 26 writes them (two-space indentation, `" : "`
/// between key and value, keys sorted), for the xcassets tests.
public enum XcassetsFixture {
    /// One entry of a color set.
    public struct Entry: Sendable {
        /// `universal`, `mac`, …
        public var idiom = "universal"
        /// `light`, `dark` or nil (any).
        public var luminosity: String?
        /// Whether the entry is for high contrast.
        public var highContrast = false
        /// The `color` object's members as JSON text (nil: an empty slot).
        public var color: String?

        /// Creates an entry.
        public init(idiom: String = "universal", luminosity: String? = nil, highContrast: Bool = false, color: String?) {
            self.idiom = idiom
            self.luminosity = luminosity
            self.highContrast = highContrast
            self.color = color
        }
    }

    /// A literal color's members: `"color-space"` and `"components"` (values as JSON text,
    /// `"\"0.502\""` for a string, `"0.5"` for a number).
    public static func literal(_ space: String, _ components: [(String, String)]) -> String {
        let sorted = components.sorted { $0.0 < $1.0 }
        let lines = sorted.map { "          \"\($0.0)\" : \($0.1)" }.joined(separator: ",\n")
        return """
            "color-space" : "\(space)",
                    "components" : {
            \(lines)
                    }
            """
    }

    /// An sRGB literal from three float strings and alpha `1.000`.
    public static func srgb(_ red: String, _ green: String, _ blue: String, alpha: String = "1.000") -> String {
        literal("srgb", [("red", "\"\(red)\""), ("green", "\"\(green)\""), ("blue", "\"\(blue)\""), ("alpha", "\"\(alpha)\"")])
    }

    /// A system color reference.
    public static func system(_ reference: String, platform: String = "ios") -> String {
        "\"platform\" : \"\(platform)\",\n        \"reference\" : \"\(reference)\""
    }

    /// A color set's `Contents.json`.
    public static func colorSet(_ entries: [Entry]) -> String {
        let rendered = entries.map { entry -> String in
            var members: [String] = []
            var appearances: [String] = []
            if let luminosity = entry.luminosity {
                appearances.append("        {\n          \"appearance\" : \"luminosity\",\n          \"value\" : \"\(luminosity)\"\n        }")
            }
            if entry.highContrast {
                appearances.append("        {\n          \"appearance\" : \"contrast\",\n          \"value\" : \"high\"\n        }")
            }
            if !appearances.isEmpty { members.append("      \"appearances\" : [\n" + appearances.joined(separator: ",\n") + "\n      ]") }
            if let color = entry.color { members.append("      \"color\" : {\n        \(color)\n      }") }
            members.append("      \"idiom\" : \"\(entry.idiom)\"")
            return "    {\n" + members.joined(separator: ",\n") + "\n    }"
        }
        return "{\n  \"colors\" : [\n" + rendered.joined(separator: ",\n") + "\n  ],\n  \"info\" : {\n    \"author\" : \"xcode\",\n    \"version\" : 1\n  }\n}\n"
    }

    /// A folder's `Contents.json`, providing a namespace or not.
    public static func folder(providesNamespace: Bool) -> String {
        let properties = providesNamespace ? ",\n  \"properties\" : {\n    \"provides-namespace\" : true\n  }" : ""
        return "{\n  \"info\" : {\n    \"author\" : \"xcode\",\n    \"version\" : 1\n  }\(properties)\n}\n"
    }

    /// A real-looking app catalog at `catalog`: a namespaced `Brand` folder (`Brand/Accent`,
    /// `Brand/OnAccent`), a plain `Surfaces` folder (no namespace: `Background`, `TextPrimary`),
    /// all six color spaces, float, 8-bit and hex components, Any/Light/Dark/high-contrast
    /// entries, a `mac` entry, an empty dark slot and `systemBlueColor`.
    /// - Parameter accentDark: the dark accent's components (float strings), to make a second revision.
    public static func appCatalog(_ catalog: String = "App/Assets.xcassets", accentDark: (String, String, String) = ("0.200", "0.600", "1.000"), textDark: String = "0.900") -> [String: String] {
        [
            "\(catalog)/Contents.json": folder(providesNamespace: false),
            "\(catalog)/Brand/Contents.json": folder(providesNamespace: true),
            "\(catalog)/Surfaces/Contents.json": folder(providesNamespace: false),
            "\(catalog)/Brand/Accent.colorset/Contents.json": colorSet([
                Entry(color: literal("srgb", [("red", "\"0x00\""), ("green", "\"0x88\""), ("blue", "\"0xFF\""), ("alpha", "\"1.000\"")])),
                Entry(luminosity: "dark", color: literal("display-p3", [("red", "\"\(accentDark.0)\""), ("green", "\"\(accentDark.1)\""), ("blue", "\"\(accentDark.2)\""), ("alpha", "\"1.000\"")])),
                Entry(highContrast: true, color: literal("srgb", [("red", "\"0\""), ("green", "\"64\""), ("blue", "\"200\""), ("alpha", "\"1.000\"")])),
                Entry(idiom: "mac", color: literal("extended-srgb", [("red", "\"-0.050\""), ("green", "\"0.500\""), ("blue", "\"1.100\""), ("alpha", "\"1.000\"")])),
            ]),
            "\(catalog)/Brand/OnAccent.colorset/Contents.json": colorSet([
                Entry(color: literal("gray-gamma-22", [("white", "\"1.000\""), ("alpha", "\"1.000\"")])),
                Entry(luminosity: "dark", color: literal("gray-gamma-22", [("white", "\"0.100\""), ("alpha", "\"1.000\"")])),
            ]),
            "\(catalog)/Surfaces/Background.colorset/Contents.json": colorSet([
                Entry(color: literal("extended-gray", [("white", "1"), ("alpha", "1")])),
                Entry(luminosity: "dark", color: literal("extended-gray", [("white", "0.1"), ("alpha", "1")])),
            ]),
            "\(catalog)/Surfaces/TextPrimary.colorset/Contents.json": colorSet([
                Entry(luminosity: "light", color: srgb("0.100", "0.100", "0.100")),
                Entry(luminosity: "dark", color: literal("extended-linear-srgb", [("red", "\"\(textDark)\""), ("green", "\"\(textDark)\""), ("blue", "\"\(textDark)\""), ("alpha", "\"1.000\"")])),
                Entry(luminosity: "light", highContrast: true, color: srgb("0.000", "0.000", "0.000")),
            ]),
            "\(catalog)/Link.colorset/Contents.json": colorSet([Entry(color: system("systemBlueColor"))]),
            "\(catalog)/Badge.colorset/Contents.json": colorSet([
                Entry(color: srgb("1.000", "0.231", "0.188")),
                Entry(luminosity: "dark", color: nil),
            ]),
        ]
    }
}
