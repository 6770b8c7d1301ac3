/// Finds code references among a file's tokens: each spelling is a short sequence of tokens,
/// matched at each token once, so a file costs time linear in its tokens.
enum CodeReferenceScanner {
    /// The references among C-like `tokens` of `bytes`.
    static func cLikeReferences(_ tokens: [CodeToken], bytes: [UInt8], file: String, language: CodeLanguage) -> [CodeReference] {
        var result: [CodeReference] = []
        let isAndroid = language == .kotlin || language == .java
        let isApple = language == .swift || language == .objectiveC
        for index in tokens.indices where tokens[index].kind == .identifier {
            if isAndroid, let name = androidResourceName(tokens, at: index, bytes: bytes) {
                // A Kotlin name in backticks (`R.color.`link``): the name is what lies between them.
                result.append(CodeReference(name: name.content(in: bytes), spelling: .androidResourceClass, file: file, nameStart: name.contentStart, nameEnd: name.contentEnd))
            } else if isApple, let name = assetCatalogName(tokens, at: index, bytes: bytes), !name.hasEscape(in: bytes) {
                result.append(CodeReference(name: name.content(in: bytes), spelling: .assetCatalogName, file: file, nameStart: name.contentStart, nameEnd: name.contentEnd))
            } else if language == .javaScript, let name = customPropertyName(tokens, at: index, bytes: bytes) {
                result.append(name.reference(file: file))
            }
        }
        // JavaScript and TypeScript hold CSS in strings (`"var(--text-primary)"`, styled components).
        if language == .javaScript {
            for token in tokens where token.kind == .string {
                result.append(contentsOf: CSSCustomPropertyText.references(in: bytes, from: token.contentStart, to: token.contentEnd, file: file))
            }
        }
        // The names `export` generates (`UIColor.textPrimary`, `.textPrimary`, `[UIColor azure300]`).
        let exported = language == .swift ? ExportedNameScanner.swiftReferences(tokens, bytes: bytes, file: file)
            : language == .objectiveC ? ExportedNameScanner.objectiveCReferences(tokens, bytes: bytes, file: file) : []
        if !exported.isEmpty || language == .javaScript {
            result += exported
            result.sort { $0.nameStart < $1.nameStart }
        }
        return result
    }

    /// The references among CSS, SCSS or Less `tokens`: `var(--NAME)`.
    static func cssReferences(_ tokens: [CodeToken], bytes: [UInt8], file: String) -> [CodeReference] {
        var result: [CodeReference] = []
        for index in tokens.indices where tokens[index].kind == .identifier {
            if let name = customPropertyName(tokens, at: index, bytes: bytes) { result.append(name.reference(file: file)) }
        }
        return result
    }

    /// `R . color . NAME` ending at the identifier at `index`, whose `R` is not qualified by
    /// `android.` (the framework's colors; `com.example.R.color.x` is the app's own `R`).
    static func androidResourceName(_ tokens: [CodeToken], at index: Int, bytes: [UInt8]) -> CodeToken? {
        guard tokens[index].contentEquals("R", in: bytes), index + 4 < tokens.count,
              tokens[index + 1].isPunctuation(UInt8(ascii: "."), in: bytes),
              tokens[index + 2].kind == .identifier, tokens[index + 2].contentEquals("color", in: bytes),
              tokens[index + 3].isPunctuation(UInt8(ascii: "."), in: bytes),
              tokens[index + 4].kind == .identifier else { return nil }
        if index >= 2, tokens[index - 1].isPunctuation(UInt8(ascii: "."), in: bytes), tokens[index - 2].contentEquals("android", in: bytes) {
            // `android.R.color.white`, unless `android` is itself qualified (`com.android.R`).
            if !(index >= 3 && tokens[index - 3].isPunctuation(UInt8(ascii: "."), in: bytes)) { return nil }
        }
        return tokens[index + 4]
    }

    /// The string naming a color set at the identifier at `index`: `UIColor(named: "…"`,
    /// `NSColor(named: "…"`, `Color("…"` (a first unlabeled argument) and `colorNamed:@"…"`.
    static func assetCatalogName(_ tokens: [CodeToken], at index: Int, bytes: [UInt8]) -> CodeToken? {
        let token = tokens[index]
        let paren = UInt8(ascii: "("), colon = UInt8(ascii: ":")
        if token.contentEquals("UIColor", in: bytes) || token.contentEquals("NSColor", in: bytes) {
            guard index + 4 < tokens.count, tokens[index + 1].isPunctuation(paren, in: bytes),
                  tokens[index + 2].contentEquals("named", in: bytes), tokens[index + 3].isPunctuation(colon, in: bytes),
                  tokens[index + 4].kind == .string else { return nil }
            return tokens[index + 4]
        }
        if token.contentEquals("Color", in: bytes) {
            // Not a member (`Foo.Color("x")` is someone else's type), and the string argument first.
            if index > 0, tokens[index - 1].isPunctuation(UInt8(ascii: "."), in: bytes) { return nil }
            guard index + 2 < tokens.count, tokens[index + 1].isPunctuation(paren, in: bytes), tokens[index + 2].kind == .string,
                  tokens[index + 2].end - tokens[index + 2].start == tokens[index + 2].contentEnd - tokens[index + 2].contentStart + 2 else { return nil }
            return tokens[index + 2]
        }
        if token.contentEquals("colorNamed", in: bytes) {
            guard index + 3 < tokens.count, tokens[index + 1].isPunctuation(colon, in: bytes),
                  tokens[index + 2].isPunctuation(UInt8(ascii: "@"), in: bytes), tokens[index + 3].kind == .string else { return nil }
            return tokens[index + 3]
        }
        return nil
    }

    /// `var ( --NAME` at the identifier at `index`.
    static func customPropertyName(_ tokens: [CodeToken], at index: Int, bytes: [UInt8]) -> CSSCustomPropertyText? {
        guard tokens[index].contentEquals("var", in: bytes), index + 2 < tokens.count,
              tokens[index + 1].isPunctuation(UInt8(ascii: "("), in: bytes) else { return nil }
        let name = tokens[index + 2]
        // In C-like code `--text` lexes as `-`, `-`, `text`: read the bytes instead.
        return CSSCustomPropertyText.name(in: bytes, at: name.start)
    }
}

extension CodeToken {
    /// Whether a string token's content holds a backslash (its bytes are not its text).
    func hasEscape(in bytes: [UInt8]) -> Bool {
        bytes[contentStart..<contentEnd].contains(UInt8(ascii: "\\"))
    }
}
