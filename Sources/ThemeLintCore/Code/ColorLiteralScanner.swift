/// Finds color literals among a file's tokens, each spelling a short token sequence matched at
/// each token once (linear in the tokens).
enum ColorLiteralScanner {
    /// Kotlin and Java: `Color(0xAARRGGBB)` and `Color.parseColor("#…")`.
    static func androidLiterals(_ tokens: [CodeToken], bytes: [UInt8], file: String) -> [ColorLiteral] {
        var result: [ColorLiteral] = []
        for index in tokens.indices where tokens[index].kind == .identifier && index + 3 < tokens.count {
            guard tokens[index + 1].isPunctuation(UInt8(ascii: "("), in: bytes), tokens[index + 3].isPunctuation(UInt8(ascii: ")"), in: bytes) else { continue }
            let argument = tokens[index + 2]
            var color: RGBA?
            if tokens[index].contentEquals("Color", in: bytes), argument.kind == .number {
                color = argbNumber(argument.content(in: bytes))
            } else if tokens[index].contentEquals("parseColor", in: bytes), argument.kind == .string {
                color = HexColor.parse(argument.content(in: bytes), alpha: .leading)
            }
            guard let color else { continue }
            let start = tokens[index].start, end = tokens[index + 3].end
            result.append(ColorLiteral(color: color, spelling: .androidCode, text: String(decoding: bytes[start..<end], as: UTF8.self), file: file, start: start, end: end))
        }
        return result
    }

    /// `0xAARRGGBB` (an `L`, `u` or `UL` suffix and `_` separators allowed) as a color.
    static func argbNumber(_ text: String) -> RGBA? {
        var digits = Substring(text)
        guard digits.hasPrefix("0x") || digits.hasPrefix("0X") else { return nil }
        digits = digits.dropFirst(2)
        while let last = digits.last, "lLuU".contains(last) { digits = digits.dropLast() }
        let hex = digits.filter { $0 != "_" }
        guard hex.count == 8 else { return nil }
        return HexColor.parse("#" + hex, alpha: .leading)
    }

    /// Swift initializers with number literals: `(red:green:blue:[alpha:|opacity:])` and
    /// `(white:alpha:)` after `UIColor`, `NSColor` or `Color`; Objective-C messages
    /// `[UIColor colorWithRed:green:blue:alpha:]` and `[UIColor colorWithWhite:alpha:]` (`NSColor` too).
    static func appleLiterals(_ tokens: [CodeToken], bytes: [UInt8], file: String) -> [ColorLiteral] {
        var result: [ColorLiteral] = []
        for index in tokens.indices where tokens[index].kind == .identifier {
            let type = tokens[index]
            guard type.contentEquals("UIColor", in: bytes) || type.contentEquals("NSColor", in: bytes) || type.contentEquals("Color", in: bytes),
                  index + 1 < tokens.count else { continue }
            var found: ([(label: String, value: Double)], Int)?
            var start = type.start
            if tokens[index + 1].isPunctuation(UInt8(ascii: "("), in: bytes) {
                found = labeledNumbers(tokens, from: index + 2, bytes: bytes)
            } else if index > 0, tokens[index - 1].isPunctuation(UInt8(ascii: "["), in: bytes), !type.contentEquals("Color", in: bytes) {
                found = messageNumbers(tokens, from: index + 1, bytes: bytes)
                start = tokens[index - 1].start
            }
            guard let (arguments, close) = found else { continue }
            let labels = arguments.map(\.label)
            let color: RGBA
            if labels.count >= 3, labels[0] == "red", labels[1] == "green", labels[2] == "blue",
               labels.count == 3 || (labels.count == 4 && (labels[3] == "alpha" || labels[3] == "opacity")) {
                color = RGBA(red: arguments[0].value, green: arguments[1].value, blue: arguments[2].value, alpha: labels.count == 4 ? arguments[3].value : 1)
            } else if labels == ["white", "alpha"] || labels == ["white", "opacity"] || labels == ["white"] {
                let white = arguments[0].value
                color = RGBA(red: white, green: white, blue: white, alpha: labels.count == 2 ? arguments[1].value : 1)
            } else {
                continue
            }
            guard [color.red, color.green, color.blue, color.alpha].allSatisfy({ $0 >= 0 && $0 <= 1 }) else { continue }
            let end = tokens[close].end
            result.append(ColorLiteral(color: color, spelling: .appleCode, text: String(decoding: bytes[start..<end], as: UTF8.self), file: file, start: start, end: end))
        }
        return result
    }

    /// `label: number [/ number], …)` from `start`: the arguments and the index of `)`, nil
    /// when anything else stands there. At most five arguments are read.
    static func labeledNumbers(_ tokens: [CodeToken], from start: Int, bytes: [UInt8]) -> ([(label: String, value: Double)], Int)? {
        var arguments: [(label: String, value: Double)] = []
        var index = start
        while index + 2 < tokens.count, arguments.count < 5 {
            guard tokens[index].kind == .identifier, tokens[index + 1].isPunctuation(UInt8(ascii: ":"), in: bytes),
                  var value = number(tokens[index + 2], bytes: bytes) else { return nil }
            let label = tokens[index].content(in: bytes)
            index += 3
            divide(&value, tokens, at: &index, bytes: bytes)
            arguments.append((label, value))
            guard index < tokens.count else { return nil }
            if tokens[index].isPunctuation(UInt8(ascii: ")"), in: bytes) { return (arguments, index) }
            guard tokens[index].isPunctuation(UInt8(ascii: ","), in: bytes) else { return nil }
            index += 1
        }
        return nil
    }

    /// `colorWithRed: number [/ number] label: number …]` from `start` (an Objective-C message
    /// after its receiver): the arguments, `colorWith` dropped and the first label lowercased
    /// (`red`, `white`), and the index of `]`; nil when anything else stands there.
    static func messageNumbers(_ tokens: [CodeToken], from start: Int, bytes: [UInt8]) -> ([(label: String, value: Double)], Int)? {
        var arguments: [(label: String, value: Double)] = []
        var index = start
        while index + 2 < tokens.count, arguments.count < 5 {
            guard tokens[index].kind == .identifier, tokens[index + 1].isPunctuation(UInt8(ascii: ":"), in: bytes),
                  var value = number(tokens[index + 2], bytes: bytes) else { return nil }
            var label = tokens[index].content(in: bytes)
            if arguments.isEmpty {
                guard label.hasPrefix("colorWith") else { return nil }
                label = String(label.dropFirst("colorWith".count))
                label = label.prefix(1).lowercased() + label.dropFirst()
            }
            index += 3
            divide(&value, tokens, at: &index, bytes: bytes)
            arguments.append((label, value))
            guard index < tokens.count else { return nil }
            if tokens[index].isPunctuation(UInt8(ascii: "]"), in: bytes) { return (arguments, index) }
        }
        return nil
    }

    /// A number literal's value (a C `f` suffix allowed: `0.5f`).
    static func number(_ token: CodeToken, bytes: [UInt8]) -> Double? {
        guard token.kind == .number else { return nil }
        var text = Substring(token.content(in: bytes))
        if text.last == "f" || text.last == "F", !text.hasPrefix("0x"), !text.hasPrefix("0X") { text = text.dropLast() }
        return Double(text)
    }

    /// Divides `value` by a `/ number` at `index`, if one stands there, moving past it.
    static func divide(_ value: inout Double, _ tokens: [CodeToken], at index: inout Int, bytes: [UInt8]) {
        guard index + 1 < tokens.count, tokens[index].isPunctuation(UInt8(ascii: "/"), in: bytes),
              let divisor = number(tokens[index + 1], bytes: bytes), divisor > 0 else { return }
        value /= divisor
        index += 2
    }
}
