/// A color written out in code or resources (`#2b90d9`, `Color(0xFF2B90D9)`,
/// `UIColor(red: 0.17, green: 0.56, blue: 0.85, alpha: 1)`), with where its bytes are.
public struct ColorLiteral: Sendable, Hashable {
    /// Which way it is written, which decides how a theme name is spelled instead.
    public enum Spelling: String, Sendable, Hashable {
        /// A hex attribute value in resource XML (`android:textColor="#2b90d9"`).
        case resourceXML = "xml"
        /// Kotlin or Java: `Color(0xAARRGGBB)` (Compose), `Color.parseColor("#…")`.
        case androidCode = "android"
        /// Swift or Objective-C: `UIColor(red:green:blue:alpha:)`, `Color(red:green:blue:)`,
        /// `UIColor(white:alpha:)`.
        case appleCode = "apple"
        /// CSS, SCSS or Less: hex, `rgb()`, `hsl()` in a declaration.
        case css
    }

    /// The color.
    public var color: RGBA
    /// How it is written.
    public var spelling: Spelling
    /// The literal's text as written (`#2b90d9`, `Color(0xFF2B90D9)`).
    public var text: String
    /// Repository-relative path of the file.
    public var file: String
    /// First byte of the literal.
    public var start: Int
    /// One past its last byte.
    public var end: Int

    /// Creates a literal.
    public init(color: RGBA, spelling: Spelling, text: String, file: String, start: Int, end: Int) {
        self.color = color
        self.spelling = spelling
        self.text = text
        self.file = file
        self.start = start
        self.end = end
    }
}
