/// Apple's published values of the system and semantic colors an asset-catalog entry may
/// name (`{"platform": "ios", "reference": "systemBlueColor"}`), per appearance.
///
/// Source: Apple Human Interface Guidelines, "Color" (updated June 9, 2025, for iOS 26,
/// iPadOS 26, macOS 26 and visionOS 26: "Updated system color values"), its system-color
/// table (default and increased-contrast values, light and dark) and its iOS background,
/// label, fill and separator tables; macOS semantic colors as AppKit 26 draws them in the
/// aqua and darkAqua appearances (the HIG publishes no increased-contrast value for those,
/// nor for the label, fill and separator families: there the normal value is used).
/// Values are 8-bit sRGB with alpha as Apple writes them.
public enum AppleSystemColors {
    /// The release the table's values come from, for messages and documentation.
    public static let release = "iOS 26 / macOS 26 (Apple HIG \"Color\", June 2025)"

    /// One system color in the four appearances a scheme can ask for.
    public struct Value: Sendable, Hashable {
        /// Light.
        public var light: RGBA
        /// Dark.
        public var dark: RGBA
        /// Light, increased contrast.
        public var lightHighContrast: RGBA
        /// Dark, increased contrast.
        public var darkHighContrast: RGBA

        /// The value in `appearance`, with or without increased contrast.
        public func color(_ appearance: Appearance, highContrast: Bool) -> RGBA {
            switch (appearance, highContrast) {
            case (.light, false): light
            case (.dark, false): dark
            case (.light, true): lightHighContrast
            case (.dark, true): darkHighContrast
            }
        }
    }

    /// The value of `reference` on `platform` (`ios`, `osx`; `universal` looks in the iOS
    /// table, then the macOS one), nil when Apple defines no such color there.
    public static func value(platform: String, reference: String) -> Value? {
        switch platform {
        case "osx": return osx[reference]
        case "ios": return ios[reference]
        default: return ios[reference] ?? osx[reference]
        }
    }

    /// Every name known on `platform`, sorted (the did-you-mean candidates).
    public static func names(platform: String) -> [String] {
        switch platform {
        case "osx": return osx.keys.sorted()
        case "ios": return ios.keys.sorted()
        default: return Set(ios.keys).union(osx.keys).sorted()
        }
    }

    private static func rgb(_ red: UInt8, _ green: UInt8, _ blue: UInt8, _ alpha: Double = 1) -> RGBA {
        RGBA(red: Double(red) / 255, green: Double(green) / 255, blue: Double(blue) / 255, alpha: alpha)
    }

    private static func value(_ light: RGBA, _ dark: RGBA, _ lightHC: RGBA? = nil, _ darkHC: RGBA? = nil) -> Value {
        Value(light: light, dark: dark, lightHighContrast: lightHC ?? light, darkHighContrast: darkHC ?? dark)
    }

    /// The colors both platforms share (the HIG's one system-color table for iOS, iPadOS,
    /// macOS and visionOS).
    private static let shared: [String: Value] = [
        "systemRedColor": value(rgb(255, 56, 60), rgb(255, 66, 69), rgb(233, 21, 45), rgb(255, 97, 101)),
        "systemOrangeColor": value(rgb(255, 141, 40), rgb(255, 146, 48), rgb(197, 83, 0), rgb(255, 160, 86)),
        "systemYellowColor": value(rgb(255, 204, 0), rgb(255, 214, 0), rgb(161, 106, 0), rgb(254, 223, 67)),
        "systemGreenColor": value(rgb(52, 199, 89), rgb(48, 209, 88), rgb(0, 137, 50), rgb(74, 217, 104)),
        "systemMintColor": value(rgb(0, 200, 179), rgb(0, 218, 195), rgb(0, 133, 117), rgb(84, 223, 203)),
        "systemTealColor": value(rgb(0, 195, 208), rgb(0, 210, 224), rgb(0, 129, 152), rgb(59, 221, 236)),
        "systemCyanColor": value(rgb(0, 192, 232), rgb(60, 211, 254), rgb(0, 126, 174), rgb(109, 217, 255)),
        "systemBlueColor": value(rgb(0, 136, 255), rgb(0, 145, 255), rgb(30, 110, 244), rgb(92, 184, 255)),
        "systemIndigoColor": value(rgb(97, 85, 245), rgb(109, 124, 255), rgb(86, 74, 222), rgb(167, 170, 255)),
        "systemPurpleColor": value(rgb(203, 48, 224), rgb(219, 52, 242), rgb(176, 47, 194), rgb(234, 141, 255)),
        "systemPinkColor": value(rgb(255, 45, 85), rgb(255, 55, 95), rgb(231, 18, 77), rgb(255, 138, 196)),
        "systemBrownColor": value(rgb(172, 127, 94), rgb(183, 138, 102), rgb(149, 109, 81), rgb(219, 166, 121)),
        "systemGrayColor": value(rgb(142, 142, 147), rgb(142, 142, 147), rgb(108, 108, 112), rgb(174, 174, 178)),
        "whiteColor": value(rgb(255, 255, 255), rgb(255, 255, 255)),
        "blackColor": value(rgb(0, 0, 0), rgb(0, 0, 0)),
        "clearColor": value(rgb(0, 0, 0, 0), rgb(0, 0, 0, 0)),
    ]

    /// iOS, iPadOS (UIKit names with Xcode's `Color` suffix).
    static let ios: [String: Value] = shared.merging([
        "systemGray2Color": value(rgb(174, 174, 178), rgb(99, 99, 102), rgb(142, 142, 147), rgb(124, 124, 128)),
        "systemGray3Color": value(rgb(199, 199, 204), rgb(72, 72, 74), rgb(174, 174, 178), rgb(84, 84, 86)),
        "systemGray4Color": value(rgb(209, 209, 214), rgb(58, 58, 60), rgb(188, 188, 192), rgb(68, 68, 70)),
        "systemGray5Color": value(rgb(229, 229, 234), rgb(44, 44, 46), rgb(216, 216, 220), rgb(54, 54, 56)),
        "systemGray6Color": value(rgb(242, 242, 247), rgb(28, 28, 30), rgb(235, 235, 240), rgb(36, 36, 38)),
        "systemBackgroundColor": value(rgb(255, 255, 255), rgb(0, 0, 0)),
        "secondarySystemBackgroundColor": value(rgb(242, 242, 247), rgb(28, 28, 30), rgb(235, 235, 240), rgb(36, 36, 38)),
        "tertiarySystemBackgroundColor": value(rgb(255, 255, 255), rgb(44, 44, 46), rgb(255, 255, 255), rgb(54, 54, 56)),
        "systemGroupedBackgroundColor": value(rgb(242, 242, 247), rgb(0, 0, 0), rgb(235, 235, 240), rgb(0, 0, 0)),
        "secondarySystemGroupedBackgroundColor": value(rgb(255, 255, 255), rgb(28, 28, 30), rgb(255, 255, 255), rgb(36, 36, 38)),
        "tertiarySystemGroupedBackgroundColor": value(rgb(242, 242, 247), rgb(44, 44, 46), rgb(235, 235, 240), rgb(54, 54, 56)),
        "labelColor": value(rgb(0, 0, 0), rgb(255, 255, 255)),
        "secondaryLabelColor": value(rgb(60, 60, 67, 0.6), rgb(235, 235, 245, 0.6)),
        "tertiaryLabelColor": value(rgb(60, 60, 67, 0.3), rgb(235, 235, 245, 0.3)),
        "quaternaryLabelColor": value(rgb(60, 60, 67, 0.18), rgb(235, 235, 245, 0.16)),
        "placeholderTextColor": value(rgb(60, 60, 67, 0.3), rgb(235, 235, 245, 0.3)),
        "separatorColor": value(rgb(60, 60, 67, 0.29), rgb(84, 84, 88, 0.6)),
        "opaqueSeparatorColor": value(rgb(198, 198, 200), rgb(56, 56, 58)),
        "linkColor": value(rgb(0, 122, 255), rgb(9, 132, 255)),
        "systemFillColor": value(rgb(120, 120, 128, 0.2), rgb(120, 120, 128, 0.36)),
        "secondarySystemFillColor": value(rgb(120, 120, 128, 0.16), rgb(120, 120, 128, 0.32)),
        "tertiarySystemFillColor": value(rgb(118, 118, 128, 0.12), rgb(118, 118, 128, 0.24)),
        "quaternarySystemFillColor": value(rgb(116, 116, 128, 0.08), rgb(118, 118, 128, 0.18)),
        "lightTextColor": value(rgb(255, 255, 255, 0.6), rgb(255, 255, 255, 0.6)),
        "darkTextColor": value(rgb(0, 0, 0), rgb(0, 0, 0)),
        "tintColor": value(rgb(0, 136, 255), rgb(0, 145, 255), rgb(30, 110, 244), rgb(92, 184, 255)),
    ]) { first, _ in first }

    /// macOS (AppKit names with Xcode's `Color` suffix).
    static let osx: [String: Value] = shared.merging([
        "labelColor": value(rgb(0, 0, 0, 0.85), rgb(255, 255, 255, 0.85)),
        "secondaryLabelColor": value(rgb(0, 0, 0, 0.5), rgb(255, 255, 255, 0.55)),
        "tertiaryLabelColor": value(rgb(0, 0, 0, 0.26), rgb(255, 255, 255, 0.25)),
        "quaternaryLabelColor": value(rgb(0, 0, 0, 0.1), rgb(255, 255, 255, 0.1)),
        "textColor": value(rgb(0, 0, 0), rgb(255, 255, 255)),
        "textBackgroundColor": value(rgb(255, 255, 255), rgb(30, 30, 30)),
        "placeholderTextColor": value(rgb(0, 0, 0, 0.25), rgb(255, 255, 255, 0.25)),
        "selectedTextColor": value(rgb(0, 0, 0), rgb(255, 255, 255)),
        "selectedTextBackgroundColor": value(rgb(179, 215, 255), rgb(63, 99, 139)),
        "windowBackgroundColor": value(rgb(236, 236, 236), rgb(50, 50, 50)),
        "underPageBackgroundColor": value(rgb(150, 150, 150, 0.9), rgb(40, 40, 40)),
        "controlBackgroundColor": value(rgb(255, 255, 255), rgb(30, 30, 30)),
        "controlColor": value(rgb(255, 255, 255), rgb(255, 255, 255, 0.25)),
        "controlTextColor": value(rgb(0, 0, 0, 0.85), rgb(255, 255, 255, 0.85)),
        "disabledControlTextColor": value(rgb(0, 0, 0, 0.25), rgb(255, 255, 255, 0.25)),
        "selectedContentBackgroundColor": value(rgb(0, 100, 225), rgb(0, 89, 209)),
        "unemphasizedSelectedContentBackgroundColor": value(rgb(220, 220, 220), rgb(70, 70, 70)),
        "separatorColor": value(rgb(0, 0, 0, 0.1), rgb(255, 255, 255, 0.1)),
        "gridColor": value(rgb(230, 230, 230), rgb(26, 26, 26)),
        "linkColor": value(rgb(0, 104, 218), rgb(65, 156, 255)),
        "systemFillColor": value(rgb(0, 0, 0, 0.1), rgb(255, 255, 255, 0.1)),
        "secondarySystemFillColor": value(rgb(0, 0, 0, 0.08), rgb(255, 255, 255, 0.08)),
        "tertiarySystemFillColor": value(rgb(0, 0, 0, 0.05), rgb(255, 255, 255, 0.05)),
        "quaternarySystemFillColor": value(rgb(0, 0, 0, 0.03), rgb(255, 255, 255, 0.03)),
        "findHighlightColor": value(rgb(255, 255, 0), rgb(255, 255, 0)),
        "controlAccentColor": value(rgb(0, 136, 255), rgb(0, 145, 255), rgb(30, 110, 244), rgb(92, 184, 255)),
        "keyboardFocusIndicatorColor": value(rgb(0, 103, 244, 0.5), rgb(26, 169, 255, 0.5)),
    ]) { first, _ in first }
}
