/// One token inside a CSS color function's parentheses.
struct CSSColorToken: Sendable, Hashable {
    /// What the token is.
    enum Kind: Sendable, Hashable {
        /// A plain number (`0.5`, `38`, `1e-3`).
        case number(Double)
        /// A percentage (`50%`), the number before the `%`.
        case percentage(Double)
        /// A number with a unit (`200deg`, `0.5turn`); the unit lowercased.
        case dimension(Double, unit: String)
        /// A keyword (`none`, `display-p3`), lowercased.
        case identifier(String)
        /// `#` and what follows, as written (Tokens Studio's `rgba(#000000, 0.5)`).
        case hash(String)
        /// `,`.
        case comma
        /// `/`.
        case slash
    }

    /// What the token is.
    var kind: Kind
    /// The token as written.
    var text: String
}

/// Splits the inside of a CSS color function into tokens: numbers, percentages, dimensions,
/// keywords, hashes, commas and slashes, whitespace between them dropped (CSS Syntax 3, reduced
/// to what color functions hold).
enum CSSColorTokenizer {
    /// The tokens of `text`, or the reason it holds something else.
    static func tokens(_ text: Substring) -> Result<[CSSColorToken], ColorSyntaxError> {
        let scalars = Array(text.unicodeScalars)
        var tokens: [CSSColorToken] = []
        var index = 0
        func string(_ range: Range<Int>) -> String {
            var result = String.UnicodeScalarView()
            result.append(contentsOf: scalars[range])
            return String(result)
        }
        func isDigit(_ i: Int) -> Bool { i < scalars.count && scalars[i] >= "0" && scalars[i] <= "9" }
        func isNameScalar(_ i: Int) -> Bool {
            guard i < scalars.count else { return false }
            let s = scalars[i]
            return (s >= "a" && s <= "z") || (s >= "A" && s <= "Z") || (s >= "0" && s <= "9") || s == "-" || s == "_"
        }
        func startsNumber(_ i: Int) -> Bool {
            if isDigit(i) { return true }
            guard i < scalars.count else { return false }
            if scalars[i] == "." { return isDigit(i + 1) }
            guard scalars[i] == "+" || scalars[i] == "-" else { return false }
            return isDigit(i + 1) || (i + 1 < scalars.count && scalars[i + 1] == "." && isDigit(i + 2))
        }
        while index < scalars.count {
            let scalar = scalars[index]
            switch scalar {
            case " ", "\t", "\n", "\r", "\u{0C}":
                index += 1
            case ",":
                tokens.append(CSSColorToken(kind: .comma, text: ","))
                index += 1
            case "/":
                tokens.append(CSSColorToken(kind: .slash, text: "/"))
                index += 1
            case "#":
                let start = index
                index += 1
                while isNameScalar(index) { index += 1 }
                tokens.append(CSSColorToken(kind: .hash(string(start..<index)), text: string(start..<index)))
            case _ where startsNumber(index):
                let start = index
                if scalar == "+" || scalar == "-" { index += 1 }
                while isDigit(index) { index += 1 }
                if index < scalars.count, scalars[index] == ".", isDigit(index + 1) {
                    index += 1
                    while isDigit(index) { index += 1 }
                }
                if index < scalars.count, scalars[index] == "e" || scalars[index] == "E" {
                    var look = index + 1
                    if look < scalars.count, scalars[look] == "+" || scalars[look] == "-" { look += 1 }
                    if isDigit(look) {
                        index = look
                        while isDigit(index) { index += 1 }
                    }
                }
                let numberText = string(start..<index)
                guard let value = Double(numberText), value.isFinite else {
                    return .failure("the number \(numberText) is out of range")
                }
                if index < scalars.count, scalars[index] == "%" {
                    index += 1
                    tokens.append(CSSColorToken(kind: .percentage(value), text: string(start..<index)))
                } else if isNameScalar(index), !isDigit(index) {
                    let unitStart = index
                    while isNameScalar(index) { index += 1 }
                    tokens.append(CSSColorToken(kind: .dimension(value, unit: string(unitStart..<index).lowercased()),
                                                text: string(start..<index)))
                } else {
                    tokens.append(CSSColorToken(kind: .number(value), text: numberText))
                }
            case _ where isNameScalar(index):
                let start = index
                while isNameScalar(index) { index += 1 }
                let name = string(start..<index)
                tokens.append(CSSColorToken(kind: .identifier(name.lowercased()), text: name))
            default:
                return .failure("unexpected '\(Character(scalar))'")
            }
        }
        return .success(tokens)
    }
}

/// Why a color string does not parse, in words for the `invalidString` message.
struct ColorSyntaxError: Error, Sendable, Hashable, ExpressibleByStringInterpolation {
    /// The reason, e.g. "alpha 1.5 is outside 0…1".
    var reason: String

    init(stringLiteral value: String) { reason = value }
}
