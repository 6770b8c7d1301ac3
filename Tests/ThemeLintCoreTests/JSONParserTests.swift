import Foundation
import Testing
import ThemeLintCore
import ThemeLintTestSupport

// MARK: - Helpers

private func parse(_ text: String, maxDepth: Int = 512) throws -> JSONDocument {
    try JSONParser(maxDepth: maxDepth).parse(Array(text.utf8))
}

/// The error the parser throws for `bytes`, or nil when they parse.
private func syntaxError(_ bytes: [UInt8], maxDepth: Int = 512) -> JSONSyntaxError? {
    do {
        _ = try JSONParser(maxDepth: maxDepth).parse(bytes)
        return nil
    } catch {
        return error
    }
}

private func syntaxError(_ text: String, maxDepth: Int = 512) -> JSONSyntaxError? {
    syntaxError(Array(text.utf8), maxDepth: maxDepth)
}

private func pos(_ line: Int, _ column: Int) -> SourcePosition {
    SourcePosition(line: line, column: column)
}

/// Expects `input` to fail with exactly `message` at `line`:`column`.
private func expectError(
    _ input: [UInt8], _ message: String, at line: Int, _ column: Int,
    sourceLocation: SourceLocation = #_sourceLocation
) {
    let error = syntaxError(input)
    #expect(error == JSONSyntaxError(message: message, position: pos(line, column)), sourceLocation: sourceLocation)
}

private func expectError(
    _ input: String, _ message: String, at line: Int, _ column: Int,
    sourceLocation: SourceLocation = #_sourceLocation
) {
    expectError(Array(input.utf8), message, at: line, column, sourceLocation: sourceLocation)
}

/// `text` with `bytes` spliced in where `‹›` stands (for invalid UTF-8, which a Swift string cannot hold).
private func splice(_ text: String, _ bytes: [UInt8]) -> [UInt8] {
    let parts = text.components(separatedBy: "‹›")
    precondition(parts.count == 2, "splice needs exactly one ‹› marker")
    return Array(parts[0].utf8) + bytes + Array(parts[1].utf8)
}

/// The position just after the last character of `text`, computed independently of the parser.
private func endPosition(of text: String) -> SourcePosition {
    var line = 1
    var column = 1
    var previousWasCR = false
    for scalar in text.unicodeScalars {
        if scalar == "\n" {
            if !previousWasCR {
                line += 1
                column = 1
            }
            previousWasCR = false
        } else if scalar == "\r" {
            line += 1
            column = 1
            previousWasCR = true
        } else {
            column += 1
            previousWasCR = false
        }
    }
    return pos(line, column)
}

// MARK: - Values and positions

@Test func parsesEveryKindOfValue() throws {
    let document = try parse(#"{"s": "text", "n": -12.5e1, "t": true, "f": false, "z": null, "a": [], "o": {}}"#)
    let members = try #require(document.root.value.objectMembers)
    #expect(members.map(\.key) == ["s", "n", "t", "f", "z", "a", "o"])
    #expect(members.map(\.value.value) == [
        .string("text"), .number(-125), .bool(true), .bool(false), .null, .array([]), .object([]),
    ])
    #expect(document.duplicateKeys.isEmpty)
}

@Test func recordsPositionsOfNestedValuesAndKeys() throws {
    let text = """
    {
      "a": [1, {"b": null}],
      "c": "x"
    }
    """
    let document = try parse(text)
    #expect(document.root.position == pos(1, 1))
    let a = try #require(document.root.member("a"))
    #expect(a.keyPosition == pos(2, 3))
    #expect(a.value.position == pos(2, 8))
    let elements = try #require(a.value.value.arrayElements)
    #expect(elements.map(\.position) == [pos(2, 9), pos(2, 12)])
    let b = try #require(elements[1].member("b"))
    #expect(b.keyPosition == pos(2, 13))
    #expect(b.value.position == pos(2, 18))
    #expect(b.value.value == .null)
    let c = try #require(document.root.member("c"))
    #expect(c.keyPosition == pos(3, 3))
    #expect(c.value.position == pos(3, 8))
}

@Test func countsColumnsInUnicodeScalars() throws {
    // "é" is 2 bytes, "日" and "本" 3 bytes each, "😀" 4 bytes: one column each.
    let document = try parse(#"{"é": "日本", "k": 1, "e": ["😀", 2]}"#)
    let members = try #require(document.root.value.objectMembers)
    #expect(members.map(\.keyPosition) == [pos(1, 2), pos(1, 13), pos(1, 21)])
    #expect(members.map(\.value.position) == [pos(1, 7), pos(1, 18), pos(1, 26)])
    #expect(members[0].key == "é")
    #expect(members[0].value.value == .string("日本"))
    let elements = try #require(members[2].value.value.arrayElements)
    #expect(elements.map(\.position) == [pos(1, 27), pos(1, 32)])
    #expect(elements[0].value == .string("😀"))
}

@Test func columnCountingRestartsOnEachLine() throws {
    let document = try parse("[\"ééé\",\n 1, \"ü\", 2]")
    let elements = try #require(document.root.value.arrayElements)
    #expect(elements.map(\.position) == [pos(1, 2), pos(2, 2), pos(2, 5), pos(2, 10)])
}

@Test func escapesCountAsTheirSourceCharacters() throws {
    // `\u00e9` is six columns in the source, the literal é after it one.
    let document = try parse(#"["\u00e9é", 1]"#)
    let elements = try #require(document.root.value.arrayElements)
    #expect(elements[0].value == .string("éé"))
    #expect(elements[1].position == pos(1, 13))
}

@Test func recognisesCRLFAndLoneCRLineBreaks() throws {
    let crlf = try parse("{\r\n  \"a\": 1,\r\n  \"b\": 2\r\n}")
    #expect(crlf.root.member("a")?.keyPosition == pos(2, 3))
    #expect(crlf.root.member("b")?.keyPosition == pos(3, 3))
    #expect(crlf.root["b"]?.position == pos(3, 8))

    let cr = try parse("[\r1,\r\r2,\n\r3]")
    let elements = try #require(cr.root.value.arrayElements)
    #expect(elements.map(\.position) == [pos(2, 1), pos(4, 1), pos(6, 1)])
}

@Test func findsSpecialCharactersAtEveryOffsetOfALongString() throws {
    // The string scanner reads eight bytes at a time; every kind of byte that stops it must be
    // found wherever it falls in a word.
    for prefix in 0..<20 {
        let run = String(repeating: "a", count: prefix)
        let tail = String(repeating: "b", count: 20)
        #expect(try parse("[\"\(run)\", 1]").root.value.arrayElements?.first?.value == .string(run))
        #expect(try parse("[\"\(run)\\n\(tail)\"]").root.value.arrayElements?.first?.value == .string(run + "\n" + tail))
        #expect(try parse("[\"\(run)é\(tail)\"]").root.value.arrayElements?.first?.value == .string(run + "é" + tail))
        expectError("[\"\(run)\u{1}\(tail)\"]", "control character U+0001 in string", at: 1, 3 + prefix)
        // DEL is not a control character in JSON's sense.
        #expect(try parse("[\"\(run)\u{7F}\"]").root.value.arrayElements?.first?.value == .string(run + "\u{7F}"))
        expectError(splice("[\"\(run)‹›\(tail)\"]", [0xFF]), "invalid UTF-8: byte 0xFF never occurs in UTF-8", at: 1, 3 + prefix)
    }
}

@Test func decodesEveryEscape() throws {
    let document = try parse(#"["\"\\\/\b\f\n\r\t\u0041\u00e9\u20AC\ud83d\ude00\u0000x"]"#)
    #expect(document.root.value.arrayElements?.first?.value == .string("\"\\/\u{8}\u{C}\n\r\tAé€😀\u{0}x"))
}

@Test func decodesEscapedKeys() throws {
    let document = try parse(#"{"a\nb": 1, "\u0063olor_identifier_long": 2}"#)
    #expect(document.root.value.objectMembers?.map(\.key) == ["a\nb", "color_identifier_long"])
}

@Test func longKeysDecodeToTheirOwnText() throws {
    // Keys go through the string cache; every one must still decode to its own text.
    let keys = (0..<3000).map { "a_long_key_for_the_cache_\($0 % 1500)_\($0)" }
    let text = "[" + keys.map { "{\"\($0)\": 1, \"color_identifier\": \"x\"}" }.joined(separator: ",") + "]"
    let document = try parse(text)
    let elements = try #require(document.root.value.arrayElements)
    #expect(elements.map { $0.value.objectMembers?.first?.key } == keys)
    #expect(elements.allSatisfy { $0.value.objectMembers?.last?.key == "color_identifier" })
}

@Test func repeatedStringsOfEveryLengthDecodeToTheirOwnText() throws {
    // Keys and string values go through one cache, compared and hashed a word at a time with
    // overlapping tails: strings of every length that differ in one byte, at either end or
    // in the middle, and their repeats, must each decode to their own text.
    var strings: [String] = []
    for length in 0...40 {
        let base = Array(repeating: UInt8(ascii: "k"), count: length)
        strings.append(String(decoding: base, as: UTF8.self))
        for index in Set([0, length / 2, length - 1]) where length > 0 {
            var changed = base
            changed[index] = UInt8(ascii: "z")
            strings.append(String(decoding: changed, as: UTF8.self))
        }
    }
    strings.append(String(repeating: "long", count: 40))
    strings.append(String(repeating: "long", count: 39) + "lonG")
    let repeated = strings + strings.reversed() + ["é", "é", "aé", "aé"]
    let members = repeated.enumerated().map { "{\"\($1)\": \"\($1)\", \"n\": \($0)}" }
    let document = try parse("[" + members.joined(separator: ",\n") + "]")
    let elements = try #require(document.root.value.arrayElements)
    #expect(elements.map { $0.value.objectMembers?.first?.key } == repeated)
    #expect(elements.map { $0.value.objectMembers?.first?.value.value } == repeated.map { .string($0) })
    #expect(document.duplicateKeys.isEmpty)
}

@Test func indentationOfEveryWidthKeepsColumns() throws {
    // Runs of spaces are skipped eight bytes at a time; every width must land on the value.
    for width in 0..<40 {
        let indent = String(repeating: " ", count: width)
        let document = try parse("{\n\(indent)\"a\":\(indent)1,\n\(indent)\t \"b\": [\(indent)2\(indent)]\(indent)\n}\(indent)")
        #expect(document.root.member("a")?.keyPosition == pos(2, width + 1))
        #expect(document.root["a"]?.position == pos(2, 2 * width + 5))
        #expect(document.root.member("b")?.keyPosition == pos(3, width + 3))
        #expect(document.root["b"]?.value.arrayElements?.first?.position == pos(3, width + 9 + width))
    }
}

@Test func acceptsAndSkipsAByteOrderMark() throws {
    let document = try JSONParser().parse([0xEF, 0xBB, 0xBF] + Array(#"{"a": 1}"#.utf8))
    #expect(document.root.position == pos(1, 1))
    #expect(document.root.member("a")?.keyPosition == pos(1, 2))
    expectError("[\u{FEFF}1]", "expected a value, found '\u{FEFF}' (U+FEFF)", at: 1, 2)
}

@Test func acceptsScalarsAtTheTopLevel() throws {
    #expect(try parse(" \"x\" ").root.value == .string("x"))
    #expect(try parse("\n42\n").root.position == pos(2, 1))
    #expect(try parse("null").root.value == .null)
}

// MARK: - Numbers

@Test func parsesNumbersExactly() throws {
    let samples = [
        "0", "-0", "1", "-1", "0.5", "0.64", "0.1", "0.3", "1e10", "1E+2", "1e-2", "2.5e-3", "-12.5e3",
        "123456789", "9007199254740993", "18446744073709551616", "123456789012345678901234567890",
        "1.7976931348623157e308", "5e-324", "2.2250738585072014e-308", "0.000001234", "1e22", "1e23",
        "3.141592653589793238462643383279", "100.000", "0.0000", "1e400", "-1e400", "1e-400",
    ]
    for sample in samples {
        let value = try parse(sample).root.value.numberValue
        #expect(value == Double(sample), "\(sample)")
        #expect(value?.sign == Double(sample)?.sign, "sign of \(sample)")
    }
}

@Test func parsesGeneratedNumbersLikeTheStandardLibrary() throws {
    // A deterministic sweep over mantissas and exponents around the fast path's limits.
    var state: UInt64 = 0x1234_5678
    func next() -> UInt64 {
        state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
        return state >> 11
    }
    var texts: [String] = []
    for _ in 0..<3000 {
        let digits = String(next() % 10_000_000_000_000_000_000)
        let point = Int(next() % UInt64(digits.count + 1))
        var text = point == 0 || point == digits.count ? digits : String(digits.prefix(point)) + "." + digits.dropFirst(point)
        if next() % 2 == 0 { text += "e\(Int(next() % 60) - 30)" }
        texts.append(text)
    }
    let document = try parse("[" + texts.joined(separator: ",") + "]")
    let values = try #require(document.root.value.arrayElements).map(\.value.numberValue)
    #expect(values == texts.map { Double($0) })
}

@Test func rejectsNumbersOutsideTheGrammar() {
    expectError("[01]", "leading zeros are not allowed", at: 1, 2)
    expectError("[-01]", "leading zeros are not allowed", at: 1, 2)
    expectError("[00]", "leading zeros are not allowed", at: 1, 2)
    expectError("[.5]", "invalid number: a digit is required before '.'", at: 1, 2)
    expectError("[1.]", "invalid number: expected a digit after '.'", at: 1, 2)
    expectError("[1.e5]", "invalid number: expected a digit after '.'", at: 1, 2)
    expectError("[+1]", "invalid number: a leading '+' is not allowed", at: 1, 2)
    expectError("[1e]", "invalid number: expected a digit in the exponent", at: 1, 2)
    expectError("[1e+]", "invalid number: expected a digit in the exponent", at: 1, 2)
    expectError("[-]", "invalid number: expected a digit after '-'", at: 1, 2)
    expectError("[- 1]", "invalid number: expected a digit after '-'", at: 1, 2)
    expectError("[NaN]", "invalid number: NaN and Infinity are not allowed", at: 1, 2)
    expectError("[Infinity]", "invalid number: NaN and Infinity are not allowed", at: 1, 2)
    expectError("[-Infinity]", "invalid number: NaN and Infinity are not allowed", at: 1, 2)
    expectError("[0x1F]", "invalid number", at: 1, 2)
    expectError("[1.2.3]", "invalid number", at: 1, 2)
    expectError("[1e5e5]", "invalid number", at: 1, 2)
    expectError("[1-2]", "invalid number", at: 1, 2)
}

// MARK: - Literals and whitespace

@Test func acceptsExactLiteralsOnly() throws {
    #expect(try parse("[true,false,null]").root.value == .array([
        JSONNode(.bool(true), at: pos(1, 2)), JSONNode(.bool(false), at: pos(1, 7)), JSONNode(.null, at: pos(1, 13)),
    ]))
    expectError("[tru]", "invalid literal 'tru', expected 'true'", at: 1, 2)
    expectError("[nulL]", "invalid literal 'nulL', expected 'null'", at: 1, 2)
    expectError("[truex]", "invalid literal 'truex', expected 'true'", at: 1, 2)
    expectError("[fals e]", "invalid literal 'fals', expected 'false'", at: 1, 2)
    expectError("[True]", "expected a value, found 'True'", at: 1, 2)
    expectError("{\"a\": undefined}", "expected a value, found 'undefined'", at: 1, 7)
}

@Test func acceptsOnlyJSONWhitespace() throws {
    #expect(try parse(" \t\r\n[ \t1 ]\n").root.value.arrayElements?.count == 1)
    expectError("[\u{0C}1]", "expected a value, found U+000C", at: 1, 2)
    expectError("[\u{0B}1]", "expected a value, found U+000B", at: 1, 2)
    expectError("[\u{A0}1]", "expected a value, found '\u{A0}' (U+00A0)", at: 1, 2)
    expectError("[1,\u{2028}2]", "expected a value, found '\u{2028}' (U+2028)", at: 1, 4)
}

// MARK: - Syntax errors

@Test func reportsStructuralErrorsWithPositions() {
    expectError(#"{"a": 1 "b": 2}"#, "expected ',' or '}' after object member, found '\"'", at: 1, 9)
    expectError("{\"a\": 1\n  ]", "expected ',' or '}' after object member, found ']'", at: 2, 3)
    expectError("[1 2]", "expected ',' or ']' after array element, found '2'", at: 1, 4)
    expectError("[1}", "expected ',' or ']' after array element, found '}'", at: 1, 3)
    expectError(#"{"a" 1}"#, "expected ':' after object key, found '1'", at: 1, 6)
    expectError("{a: 1}", "expected a string key, found 'a'", at: 1, 2)
    expectError("{'a': 1}", "expected a string key, found '''", at: 1, 2)
    expectError(#"{"a": 1,}"#, "expected a string key after ',' (trailing commas are not allowed)", at: 1, 9)
    expectError("[1,]", "expected a value after ',' (trailing commas are not allowed)", at: 1, 4)
    expectError("[,1]", "expected a value, found ','", at: 1, 2)
    expectError(#"{"a":}"#, "expected a value, found '}'", at: 1, 6)
    expectError("]", "expected a value, found ']'", at: 1, 1)
}

@Test func reportsTrailingCharacters() {
    expectError("{} x", "trailing characters after the document", at: 1, 4)
    expectError("1 2", "trailing characters after the document", at: 1, 3)
    expectError("[]\n\n]", "trailing characters after the document", at: 3, 1)
    expectError("{}{}", "trailing characters after the document", at: 1, 3)
}

@Test func reportsUnexpectedEndOfInputAtTheEnd() {
    expectError("", "unexpected end of input (the document is empty)", at: 1, 1)
    expectError("  \n ", "unexpected end of input (the document is empty)", at: 2, 2)
    expectError(#"{"a": [1, 2"#, "unexpected end of input", at: 1, 12)
    expectError(#"{"a":"#, "unexpected end of input", at: 1, 6)
    expectError(#"{"a""#, "unexpected end of input", at: 1, 5)
    expectError("{", "unexpected end of input", at: 1, 2)
    expectError("{\n", "unexpected end of input", at: 2, 1)
    expectError("[1,\r\n", "unexpected end of input", at: 2, 1)
    expectError("[tru", "unexpected end of input", at: 1, 5)
    expectError("-", "unexpected end of input", at: 1, 2)
    expectError("[1.", "unexpected end of input", at: 1, 4)
    expectError("1e", "unexpected end of input", at: 1, 3)
    expectError("1e-", "unexpected end of input", at: 1, 4)
    expectError(#"["abc"#, "unexpected end of input: unterminated string starting at 1:2", at: 1, 6)
    expectError(#"["é\"#, "unexpected end of input: unterminated string starting at 1:2", at: 1, 5)
    expectError(#"["\u12"#, "unexpected end of input: unterminated string starting at 1:2", at: 1, 7)
    expectError(#"["\uD83D\u"#, "unexpected end of input: unterminated string starting at 1:2", at: 1, 11)
}

@Test func everyTruncationOfARealFileEndsWithUnexpectedEndOfInput() throws {
    let url = vkSampleDirectory().appendingPathComponent("scheme_messages.json")
    let bytes = try [UInt8](Data(contentsOf: url))
    #expect(syntaxError(bytes) == nil)
    var failures = 0
    for length in stride(from: 0, to: bytes.count, by: 97) {
        let prefix = Array(bytes[0..<length])
        let text = String(decoding: prefix, as: UTF8.self)
        let error = syntaxError(prefix)
        if error?.message.hasPrefix("unexpected end of input") != true || error?.position != endPosition(of: text) {
            failures += 1
            Issue.record("prefix of \(length) bytes: \(String(describing: error)), end is \(endPosition(of: text))")
            if failures > 5 { break }
        }
    }
}

@Test func reportsStringErrors() {
    expectError(#"["a\x"]"#, #"invalid escape '\x'"#, at: 1, 4)
    expectError(#"["a\'"]"#, #"invalid escape '\''"#, at: 1, 4)
    expectError(#"["\é"]"#, #"invalid escape '\é'"#, at: 1, 3)
    expectError(#"["\u12G4"]"#, #"invalid escape '\u12G4': \u needs four hex digits"#, at: 1, 3)
    expectError(#"["\u"]"#, #"invalid escape '\u': \u needs four hex digits"#, at: 1, 3)
    expectError("[\"a\nb\"]", "control character U+000A in string", at: 1, 4)
    expectError("[\"a\tb\"]", "control character U+0009 in string", at: 1, 4)
    expectError("[\"é\u{0}\"]", "control character U+0000 in string", at: 1, 4)
    expectError("[\"\\\n\"]", "control character U+000A in string", at: 1, 4)
    expectError("{\"k\u{1F}\": 1}", "control character U+001F in string", at: 1, 4)
}

@Test func rejectsLoneSurrogateEscapes() throws {
    let high = "a high surrogate must be followed by a low surrogate escape \\uDC00–\\uDFFF"
    expectError(#"["\uD800"]"#, #"lone surrogate '\uD800': "# + high, at: 1, 3)
    expectError(#"["x\uDBFFx"]"#, #"lone surrogate '\uDBFF': "# + high, at: 1, 4)
    expectError(#"["\uD800\u0041"]"#, #"lone surrogate '\uD800': "# + high, at: 1, 3)
    expectError(#"["\uD800\uD800"]"#, #"lone surrogate '\uD800': "# + high, at: 1, 3)
    expectError(#"["\ud800\n"]"#, #"lone surrogate '\ud800': "# + high, at: 1, 3)
    expectError(#"["\uDC00"]"#, #"lone surrogate '\uDC00': a low surrogate must follow a high surrogate escape"#, at: 1, 3)
    expectError(#"["\uD83D\uDE00\uDE00"]"#, #"lone surrogate '\uDE00': a low surrogate must follow a high surrogate escape"#, at: 1, 15)
    #expect(try parse(#"["\uDBFF\uDFFF"]"#).root.value.arrayElements?.first?.value == .string("\u{10FFFF}"))
}

// MARK: - UTF-8

@Test func rejectsInvalidUTF8InStrings() {
    expectError(splice(#"["‹›"]"#, [0xFF]), "invalid UTF-8: byte 0xFF never occurs in UTF-8", at: 1, 3)
    expectError(splice(#"["a‹›"]"#, [0x80]), "invalid UTF-8: unexpected continuation byte 0x80", at: 1, 4)
    expectError(splice(#"["‹›"]"#, [0xC0, 0xAF]), "invalid UTF-8: overlong encoding 0xC0 0xAF", at: 1, 3)
    expectError(splice(#"["‹›"]"#, [0xE0, 0x80, 0xAF]), "invalid UTF-8: overlong encoding 0xE0 0x80 0xAF", at: 1, 3)
    expectError(splice(#"["‹›"]"#, [0xF0, 0x80, 0x80, 0xAF]), "invalid UTF-8: overlong encoding 0xF0 0x80 0x80 0xAF", at: 1, 3)
    expectError(splice(#"["‹›"]"#, [0xED, 0xA0, 0x80]), "invalid UTF-8: surrogate encoded as 0xED 0xA0 0x80", at: 1, 3)
    expectError(splice(#"["‹›"]"#, [0xF4, 0x90, 0x80, 0x80]), "invalid UTF-8: code point above U+10FFFF encoded as 0xF4 0x90 0x80 0x80", at: 1, 3)
    expectError(splice(#"["‹›x"]"#, [0xE2, 0x82]), "invalid UTF-8: truncated sequence 0xE2 0x82", at: 1, 3)
    expectError(splice(#"["‹›"]"#, [0xC3]), "invalid UTF-8: truncated sequence 0xC3", at: 1, 3)
    expectError(splice(#"["‹›"#, [0xF0, 0x9F, 0x98]), "invalid UTF-8: truncated sequence 0xF0 0x9F 0x98", at: 1, 3)
    // After valid multi-byte characters on the same line the column still counts scalars.
    expectError(splice(#"["é", "日‹›"]"#, [0xFF]), "invalid UTF-8: byte 0xFF never occurs in UTF-8", at: 1, 9)
    // In keys, and on a later line.
    expectError(splice("{\n  \"k‹›\": 1}", [0xC0, 0x80]), "invalid UTF-8: overlong encoding 0xC0 0x80", at: 2, 5)
    // After an escape.
    expectError(splice(#"["\n‹›"]"#, [0xFE]), "invalid UTF-8: byte 0xFE never occurs in UTF-8", at: 1, 5)
}

@Test func rejectsInvalidUTF8OutsideStrings() {
    expectError(splice("[1, ‹›]", [0xFF]), "invalid UTF-8: byte 0xFF never occurs in UTF-8", at: 1, 5)
    expectError(splice("[1‹›]", [0xC0, 0xAF]), "invalid UTF-8: overlong encoding 0xC0 0xAF", at: 1, 3)
    expectError(splice("{‹›}", [0xED, 0xA0, 0x80]), "invalid UTF-8: surrogate encoded as 0xED 0xA0 0x80", at: 1, 2)
    expectError(splice("{\"a\"‹›: 1}", [0xE2]), "invalid UTF-8: truncated sequence 0xE2", at: 1, 5)
    expectError(splice("‹›", [0x80]), "invalid UTF-8: unexpected continuation byte 0x80", at: 1, 1)
}

@Test func acceptsEveryValidUTF8Length() throws {
    let text = "[\"a\u{7F}\u{80}\u{7FF}\u{800}\u{D7FF}\u{E000}\u{FFFF}\u{10000}\u{10FFFF}\"]"
    #expect(try parse(text).root.value.arrayElements?.first?.value == .string("a\u{7F}\u{80}\u{7FF}\u{800}\u{D7FF}\u{E000}\u{FFFF}\u{10000}\u{10FFFF}"))
}

// MARK: - Depth

@Test func limitsNestingDepthWithoutRecursing() {
    let brackets = [UInt8](repeating: UInt8(ascii: "["), count: 100_000)
    expectError(brackets, "nesting deeper than 512 levels", at: 1, 513)
    let objects = String(repeating: #"{"a":"#, count: 100_000)
    expectError(objects, "nesting deeper than 512 levels", at: 1, 5 * 512 + 1)
}

@Test func acceptsNestingUpToTheLimit() throws {
    let deepest = String(repeating: "[", count: 512) + "7" + String(repeating: "]", count: 512)
    var node = try parse(deepest).root
    for _ in 0..<512 {
        node = try #require(node.value.arrayElements?.first)
    }
    #expect(node.value == .number(7))
    #expect(node.position == pos(1, 513))
    #expect(syntaxError("[[[]]]", maxDepth: 2) == JSONSyntaxError(message: "nesting deeper than 2 levels", position: pos(1, 3)))
    #expect(syntaxError("[[]]", maxDepth: 2) == nil)
}

// MARK: - Duplicate keys

@Test func reportsEveryRepeatOfAKey() throws {
    let document = try parse(#"{"a": 1, "b": 2, "a": 3, "a": 4}"#)
    #expect(document.duplicateKeys == [
        DuplicateKey(key: "a", position: pos(1, 18), firstPosition: pos(1, 2)),
        DuplicateKey(key: "a", position: pos(1, 26), firstPosition: pos(1, 2)),
    ])
    // Every member is kept, in order; lookups see the last one.
    #expect(document.root.value.objectMembers?.map(\.value.value) == [.number(1), .number(2), .number(3), .number(4)])
    #expect(document.root["a"]?.value == .number(4))

    // Long keys (shared through the string cache) are compared the same way.
    let long = try parse(#"[{"color_identifier": 1, "color_identifier": 2}]"#)
    #expect(long.duplicateKeys == [DuplicateKey(key: "color_identifier", position: pos(1, 26), firstPosition: pos(1, 3))])
}

@Test func reportsDuplicatesPerObjectInDocumentOrder() throws {
    let text = """
    {
      "x": {"a": 1, "a": 2},
      "a": 3,
      "y": [{"a": 1}, {"a": 2, "b": 0, "a": 3}],
      "x": 4
    }
    """
    let document = try parse(text)
    #expect(document.duplicateKeys == [
        DuplicateKey(key: "a", position: pos(2, 17), firstPosition: pos(2, 9)),
        DuplicateKey(key: "a", position: pos(4, 36), firstPosition: pos(4, 20)),
        DuplicateKey(key: "x", position: pos(5, 3), firstPosition: pos(2, 3)),
    ])
}

@Test func reportsDuplicatesInLargeObjects() throws {
    // More members than the linear search handles: the dictionary path.
    var members: [String] = []
    var expected: [DuplicateKey] = []
    var firstColumn: [String: Int] = [:]
    var column = 2
    for index in 0..<60 {
        let key = index % 7 == 6 ? "k\(index / 3)" : "k\(index)"
        let member = "\"\(key)\": \(index)"
        if let first = firstColumn[key] {
            expected.append(DuplicateKey(key: key, position: pos(1, column), firstPosition: pos(1, first)))
        } else {
            firstColumn[key] = column
        }
        members.append(member)
        column += member.count + 2
    }
    let document = try parse("{" + members.joined(separator: ", ") + "}")
    #expect(!expected.isEmpty)
    #expect(document.duplicateKeys == expected)
    #expect(document.root.value.objectMembers?.count == 60)
}

@Test func comparesKeysByTheirDecodedBytes() throws {
    // An escape spelling the same text is a duplicate ...
    let escaped = try parse(#"{"a": 1, "\u0061": 2}"#)
    #expect(escaped.duplicateKeys == [DuplicateKey(key: "a", position: pos(1, 10), firstPosition: pos(1, 2))])
    // ... canonically equivalent but different scalars are not, in small and large objects.
    let small = try parse(#"{"é": 1, "e\u0301": 2}"#)
    #expect(small.duplicateKeys.isEmpty)
    let filler = (0..<20).map { "\"f\($0)\": 0" }.joined(separator: ", ")
    let large = try parse(#"{"# + filler + #", "é": 1, "e\u0301": 2, "e\u0301": 3}"#)
    #expect(large.duplicateKeys == [DuplicateKey(key: "e\u{301}", position: pos(1, 214), firstPosition: pos(1, 200))])
}

// MARK: - The VK sample

/// Whether our value equals what JSONSerialization made of the same text.
private func matches(_ node: JSONNode, _ foundation: Any, path: String) -> Bool {
    switch node.value {
    case .object(let members):
        guard let dictionary = foundation as? [String: Any], dictionary.count == members.count else {
            Issue.record("object mismatch at \(path)")
            return false
        }
        return members.allSatisfy { member in
            guard let other = dictionary[member.key] else {
                Issue.record("missing \(path).\(member.key)")
                return false
            }
            return matches(member.value, other, path: path + "." + member.key)
        }
    case .array(let elements):
        guard let array = foundation as? [Any], array.count == elements.count else {
            Issue.record("array mismatch at \(path)")
            return false
        }
        return zip(elements, array).enumerated().allSatisfy { matches($0.element.0, $0.element.1, path: "\(path)[\($0.offset)]") }
    case .string(let string):
        return (foundation as? String) == string
    case .number(let number):
        return (foundation as? NSNumber)?.doubleValue == number
    case .bool(let bool):
        return (foundation as? Bool) == bool
    case .null:
        return foundation is NSNull
    }
}

@Test func parsesTheVKSampleLikeJSONSerialization() throws {
    let directory = vkSampleDirectory()
    let files = try FileManager.default.contentsOfDirectory(atPath: directory.path).filter { $0.hasSuffix(".json") }.sorted()
    #expect(files.count == 10)
    for file in files {
        let data = try Data(contentsOf: directory.appendingPathComponent(file))
        let document = try JSONParser().parse([UInt8](data))
        #expect(document.duplicateKeys.isEmpty, "\(file)")
        let foundation = try JSONSerialization.jsonObject(with: data)
        #expect(matches(document.root, foundation, path: file), "\(file)")
    }
}

@Test func findsRolesOfTheVKSchemeAtTheirLines() throws {
    let url = vkSampleDirectory().appendingPathComponent("scheme.json")
    let bytes = try [UInt8](Data(contentsOf: url))
    let document = try JSONParser().parse(bytes)
    let lines = String(decoding: bytes, as: UTF8.self).split(separator: "\n", omittingEmptySubsequences: false)
    let scheme = try #require(document.root.value.objectMembers?.first)
    let roles = try #require(scheme.value["colors"]?.value.objectMembers)
    #expect(roles.count > 100)
    for role in roles {
        // The key's quote stands where the line's text says it does.
        let lineText = lines[role.keyPosition.line - 1]
        let column = lineText.unicodeScalars.distance(from: lineText.unicodeScalars.startIndex, to: try #require(lineText.unicodeScalars.firstIndex(of: "\""))) + 1
        #expect(column == role.keyPosition.column)
        #expect(lineText.contains("\"\(role.key)\""))
    }
}

// MARK: - Entry points

@Test func everyEntryPointParsesTheSameWay() throws {
    let text = "{\"a\": [1, \"é\"], \"a\": null}"
    let bytes = Array(text.utf8)
    let fromBytes = try JSONParser().parse(bytes)
    let fromString = try JSONParser().parse(text)
    let fromBuffer = try bytes.withUnsafeBufferPointer { try JSONParser().parse($0) }
    for document in [fromString, fromBuffer] {
        #expect(document.root == fromBytes.root)
        #expect(document.duplicateKeys == fromBytes.duplicateKeys)
    }
    #expect(fromBytes.duplicateKeys.count == 1)

    let empty = UnsafeBufferPointer<UInt8>(start: nil, count: 0)
    #expect(throws: JSONSyntaxError(message: "unexpected end of input (the document is empty)", position: .start)) {
        try JSONParser().parse(empty)
    }
}
