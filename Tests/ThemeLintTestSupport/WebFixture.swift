/// A small web app whose CSS, SCSS and TSX name an Appearance theme through the custom
/// properties a configured `css` export generates (`var(--text-primary)`), with comments and
/// CSS strings that name them too but must not count. The generated `theme.css` is not part of
/// it: the tests export it.
public enum WebFixture {
    /// Where the css export writes.
    public static let out = "web/generated"
    /// The configuration: the theme, code reading, and the css export.
    public static let configuration = """
        {
          "code": true,
          "themes": [{"name": "main", "format": "appearance", "schemes": "theme/scheme.json", "palettes": ["theme/palette.json"]}],
          "exports": [{"to": "css", "out": "web/generated"}]
        }

        """
    public static let palette = """
        {
            "azure_300": "#2688EB",
            "gray_900": "#19191A",
            "white": "#FFFFFF"
        }

        """
    public static let scheme = """
        {
            "bright_light": {
                "appearance": "light",
                "colors": {
                    "text_primary": {"color_identifier": "gray_900"},
                    "accent": {"color_identifier": "azure_300"},
                    "background": {"color_identifier": "white"}
                }
            },
            "space_gray": {
                "appearance": "dark",
                "colors": {
                    "text_primary": {"color_identifier": "white"},
                    "accent": {"color_identifier": "azure_300"},
                    "background": {"color_identifier": "gray_900"}
                }
            }
        }

        """
    public static let css = """
        /* var(--text-primary) in a comment */
        body {
          color: var(--text-primary);
          background: var( --background);
        }
        .link::after { content: "var(--accent)"; color: var(--accent, #2688eb); }
        .other { color: var(--not-a-theme-name); }

        """
    public static let scss = """
        // var(--accent) in a line comment
        $fallback: var(--gray-900);
        .card { border-color: var(--accent); /* var(--white) */ }

        """
    public static let tsx = """
        /* var(--accent) in a block comment */
        // var(--white) in a line comment
        export const Button = () => (
          <button style={{ color: "var(--text-primary)", background: `var(--background)` }} />
        );
        const Card = styled.div`border: 1px solid var(--azure-300);`;

        """

    /// Every file, by repository path.
    public static var files: [String: String] {
        [
            ".themelint.json": configuration, "theme/palette.json": palette, "theme/scheme.json": scheme,
            "web/src/app.css": css, "web/src/theme.scss": scss, "web/src/Button.tsx": tsx,
        ]
    }
}
