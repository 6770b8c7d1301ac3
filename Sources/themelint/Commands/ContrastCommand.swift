import ArgumentParser
import ThemeLintCore

/// `themelint contrast FG BG [--base COLOR] [--format text|json]`: a designer's pocket calculator.
struct ContrastCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "contrast",
        abstract: "Contrast of two colors: WCAG 2 ratio and levels, APCA Lc and ΔE2000.",
        discussion: """
            Colors are CSS-order hex: #RGB, #RGBA, #RRGGBB or #RRGGBBAA (the # may be omitted); with \
            --hex-alpha leading they are alpha first, as VK Appearance palettes write them: #ARGB or \
            #AARRGGBB (#14000000 is black at 8 %), and are printed back that way.
            A translucent background is drawn over the base, then the foreground over that, in
            floating point; every measure is taken between the two composited colors. The ratio is
            shown truncated to two decimals; levels are decided on the unrounded ratio.
            """
    )

    @OptionGroup var global: GlobalOptions

    @Argument(help: "Foreground (text) color, CSS-order hex.")
    var foreground: String

    @Argument(help: "Background color, CSS-order hex.")
    var background: String

    @Option(name: .long, help: "The surface under a translucent background (default #FFFFFF).")
    var base: String = "#FFFFFF"

    @Option(name: .long, help: "Where 4- and 8-digit colors keep their alpha: trailing (CSS, #RRGGBBAA) or leading (#AARRGGBB, VK/Android).")
    var hexAlpha: HexAlphaPosition = .trailing

    @Option(name: .long, help: "Output format: text or json.")
    var format: ColorPairMeasurementReporter.Format = .text

    func run() throws {
        let foregroundColor = try Self.color(foreground, argument: "FG", hexAlpha: hexAlpha)
        let backgroundColor = try Self.color(background, argument: "BG", hexAlpha: hexAlpha)
        let baseColor = try Self.color(base, argument: "--base", hexAlpha: hexAlpha)
        let measurement = ColorPairMeasurement(foreground: foregroundColor, background: backgroundColor, base: baseColor)
        writeOutput(ColorPairMeasurementReporter.render(measurement, format: format, useColor: global.useColor, hexAlpha: hexAlpha))
    }

    /// Parses a hex color with its alpha at `hexAlpha` (the `#` may be omitted); on failure
    /// prints why to stderr and exits 2.
    private static func color(_ text: String, argument: String, hexAlpha: HexAlphaPosition) throws -> RGBA {
        if let color = HexColor.parse(text.hasPrefix("#") ? text : "#" + text, alpha: hexAlpha) { return color }
        let forms = hexAlpha == .trailing ? "a CSS hex color (expected #RGB, #RGBA, #RRGGBB or #RRGGBBAA)" : "an alpha-first hex color (expected #RGB, #ARGB, #RRGGBB or #AARRGGBB)"
        writeError("themelint: error: \(argument): '\(TerminalText.escape(text))' is not \(forms)")
        throw ExitCode(2)
    }
}
