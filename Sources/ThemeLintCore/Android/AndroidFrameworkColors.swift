/// The colors of the Android framework (`@android:color/name`, `android.R.color`), as
/// published: AOSP `frameworks/base/core/res/res/values/colors.xml` and `colors_holo.xml`, and
/// for the public color state lists of `core/res/res/color/` (`primary_text_dark.xml`, …) the
/// color they inflate to without a state (their last stateless item).
///
/// The Material You colors (`system_accent1_600`, `system_neutral2_50`, …, API 31) follow the
/// wallpaper, so they have no fixed value: `isDynamic` says so, and a role that reaches one is
/// unknown, not painted with a guess.
public enum AndroidFrameworkColors {
    /// The pseudo-file that names the framework's palette in chains and reports.
    public static let file = "@android:color"

    /// Name → color as the framework writes it (alpha first).
    public static let table: [(name: String, value: String)] = [
        // values/colors.xml
        ("black", "#ff000000"),
        ("white", "#ffffffff"),
        ("transparent", "#00000000"),
        ("background_dark", "#ff000000"),
        ("background_light", "#ffffffff"),
        ("darker_gray", "#aaa"),
        // values/colors_holo.xml (API 14)
        ("holo_blue_light", "#ff33b5e5"),
        ("holo_green_light", "#ff99cc00"),
        ("holo_red_light", "#ffff4444"),
        ("holo_blue_dark", "#ff0099cc"),
        ("holo_green_dark", "#ff669900"),
        ("holo_red_dark", "#ffcc0000"),
        ("holo_purple", "#ffaa66cc"),
        ("holo_orange_light", "#ffffbb33"),
        ("holo_orange_dark", "#ffff8800"),
        ("holo_blue_bright", "#ff00ddff"),
        // color/*.xml state lists, stateless color: bright_foreground_dark = background_light,
        // bright_foreground_light = background_dark, dim_foreground_dark = #bebebe,
        // dim_foreground_light = #323232, hint_foreground_dark/light = #808080.
        ("primary_text_dark", "#ffffffff"),
        ("primary_text_dark_nodisable", "#ffffffff"),
        ("primary_text_light", "#ff000000"),
        ("primary_text_light_nodisable", "#ff000000"),
        ("secondary_text_dark", "#ffbebebe"),
        ("secondary_text_dark_nodisable", "#ffbebebe"),
        ("secondary_text_light", "#ff323232"),
        ("secondary_text_light_nodisable", "#ff323232"),
        ("tertiary_text_dark", "#ff808080"),
        ("tertiary_text_light", "#ff808080"),
    ]

    /// The framework's palette: every color of `table`, named `android:name`.
    public static let palette: Palette = {
        let at = Location(file: file, position: .start)
        return Palette(file: file, colors: table.map { entry in
            PaletteColor(name: "android:" + entry.name, rawValue: entry.value, color: HexColor.parse(entry.value, alpha: .leading), location: at, valueLocation: at, hexAlpha: .leading)
        })
    }()

    /// Whether `name` is a Material You color, which follows the wallpaper (`system_accent1_600`,
    /// `system_neutral1_10`, and API 34's `system_primary_light`, `system_on_surface_dark`, …).
    public static func isDynamic(_ name: String) -> Bool {
        name.hasPrefix("system_")
    }
}
