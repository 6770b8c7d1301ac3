/// Small text helpers the export writers share.
enum ExportText {
    /// `text` safe inside a `/* */`, `//` or `<!-- -->` comment: control characters become
    /// `?`, and `*/` and `--` are broken up.
    static func comment(_ text: String) -> String {
        String(String.UnicodeScalarView(text.unicodeScalars.map { $0.value < 0x20 || $0.value == 0x7F || $0.value == 0x2028 || $0.value == 0x2029 ? "?" : $0 }))
            .replacing("*/", with: "* /").replacing("--", with: "- -")
    }

    /// A CSS string literal (double-quoted) of `text`.
    static func cssString(_ text: String) -> String {
        var out = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            default:
                if scalar.value < 0x20 || scalar.value == 0x7F {
                    out += "\\" + String(scalar.value, radix: 16) + " "
                } else {
                    out.unicodeScalars.append(scalar)
                }
            }
        }
        return out + "\""
    }
}
