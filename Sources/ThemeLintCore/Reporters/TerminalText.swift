/// Making untrusted text (names from theme files) safe to print on a terminal.
public enum TerminalText {
    /// Replaces every control character (C0, DEL, C1), the Unicode line/paragraph separators and
    /// the invisible bidirectional marks, embeddings, overrides and isolates (U+061C, U+200E/F,
    /// U+202A–E, U+2066–9) with a visible escape (`\n`, `\t`, `\e`, `\u{9B}`, `\u{202E}`), so
    /// a theme file cannot move the cursor, recolor the terminal, forge output lines or make
    /// text read differently from what it is ("Trojan Source").
    public static func escape(_ text: String) -> String {
        // Printable ASCII, by far the common case, is checked byte by byte.
        let printableASCII = text.utf8.withContiguousStorageIfAvailable { bytes in
            bytes.allSatisfy { $0 >= 0x20 && $0 < 0x7F }
        }
        guard printableASCII != true else { return text }
        guard text.unicodeScalars.contains(where: needsEscape) else { return text }
        var out = ""
        for scalar in text.unicodeScalars {
            guard needsEscape(scalar) else {
                out.unicodeScalars.append(scalar)
                continue
            }
            switch scalar {
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            case "\u{1B}": out += "\\e"
            default: out += "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
            }
        }
        return out
    }

    static func needsEscape(_ scalar: Unicode.Scalar) -> Bool {
        let value = scalar.value
        return value < 0x20 || value == 0x7F || (0x80...0x9F).contains(value)
            || value == 0x061C || value == 0x200E || value == 0x200F || value == 0x2028 || value == 0x2029 || (0x202A...0x202E).contains(value) || (0x2066...0x2069).contains(value)
    }
}

/// ANSI styling for terminal reports; no-ops when color is off.
public struct TerminalStyle: Sendable {
    /// Whether to emit escape sequences.
    public var enabled: Bool

    /// Creates a style.
    public init(enabled: Bool) {
        self.enabled = enabled
    }

    /// Bold text.
    public func bold(_ text: String) -> String { wrap(text, "1") }
    /// Dim text.
    public func dim(_ text: String) -> String { wrap(text, "2") }
    /// Red text.
    public func red(_ text: String) -> String { wrap(text, "31") }
    /// Green text.
    public func green(_ text: String) -> String { wrap(text, "32") }
    /// Yellow text.
    public func yellow(_ text: String) -> String { wrap(text, "33") }
    /// Cyan text.
    public func cyan(_ text: String) -> String { wrap(text, "36") }

    /// A two-cell swatch of `color` in 24-bit color (composited over `base` when translucent);
    /// `██`-free when color is off (returns an empty string).
    public func swatch(_ color: RGBA?, over base: RGBA = .white) -> String {
        guard enabled, let color else { return "" }
        let a = color.alpha
        let r = Int(((color.red * a + base.red * (1 - a)) * 255).rounded())
        let g = Int(((color.green * a + base.green * (1 - a)) * 255).rounded())
        let b = Int(((color.blue * a + base.blue * (1 - a)) * 255).rounded())
        return "\u{1B}[48;2;\(r);\(g);\(b)m  \u{1B}[0m"
    }

    /// Colors a severity name.
    public func severity(_ severity: Severity) -> String {
        switch severity {
        case .error: red(bold(severity.rawValue))
        case .warning: yellow(bold(severity.rawValue))
        case .note: cyan(severity.rawValue)
        }
    }

    private func wrap(_ text: String, _ code: String) -> String {
        enabled ? "\u{1B}[\(code)m\(text)\u{1B}[0m" : text
    }
}
