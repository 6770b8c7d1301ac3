import ArgumentParser
import ThemeLintCore

/// `themelint contrast FG BG [--base COLOR] [--format text|json]`: a designer's pocket calculator.
struct ContrastCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "contrast",
        abstract: "Contrast of two colors: WCAG 2 ratio and levels, APCA Lc and ΔE2000.",
        discussion: """
            Colors are CSS-order hex: #RGB, #RGBA, #RRGGBB or #RRGGBBAA (the # may be omitted).
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

    @Option(name: .long, help: "Output format: text or json.")
    var format: ColorPairMeasurementReporter.Format = .text

    func run() throws {
        let foregroundColor = try Self.color(foreground, argument: "FG")
        let backgroundColor = try Self.color(background, argument: "BG")
        let baseColor = try Self.color(base, argument: "--base")
        let measurement = ColorPairMeasurement(foreground: foregroundColor, background: backgroundColor, base: baseColor)
        writeOutput(ColorPairMeasurementReporter.render(measurement, format: format, useColor: global.useColor))
    }

    /// Parses a CSS-order hex color; on failure prints why to stderr and exits 2.
    private static func color(_ text: String, argument: String) throws -> RGBA {
        if let color = HexColor.parseCSS(text) { return color }
        writeError("themelint: error: \(argument): '\(TerminalText.escape(text))' is not a CSS hex color (expected #RGB, #RGBA, #RRGGBB or #RRGGBBAA)")
        throw ExitCode(2)
    }
}
