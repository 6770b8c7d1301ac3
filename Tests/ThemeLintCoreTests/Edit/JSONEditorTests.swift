import Testing
import ThemeLintCore

/// The editor changes the bytes of what it edits and nothing else.
@Suite struct JSONEditorTests {
    /// The document's members' key positions, by key (top level, or inside `in`).
    private func keys(_ text: String, in object: String? = nil) throws -> [String: SourcePosition] {
        let document = try JSONParser().parse(text)
        var node = document.root
        if let object { node = try #require(node[object]) }
        var result: [String: SourcePosition] = [:]
        for member in node.value.objectMembers ?? [] { result[member.key] = member.keyPosition }
        return result
    }

    private func deleting(_ names: [String], from text: String, in object: String? = nil) throws -> String {
        let positions = try keys(text, in: object)
        var editor = JSONEditor(bytes: Array(text.utf8))
        let edits = try editor.deleteMembers(keyPositions: names.map { try #require(positions[$0]) })
        let result = String(decoding: try ByteEdit.apply(edits, to: Array(text.utf8)), as: UTF8.self)
        _ = try JSONParser().parse(result)
        return result
    }

    @Test func deletesTheFirstMiddleAndLastMemberWithTheirLines() throws {
        let text = "{\n  \"a\": \"#111\",\n  \"b\": \"#222\",\n  \"c\": \"#333\"\n}\n"
        #expect(try deleting(["a"], from: text) == "{\n  \"b\": \"#222\",\n  \"c\": \"#333\"\n}\n")
        #expect(try deleting(["b"], from: text) == "{\n  \"a\": \"#111\",\n  \"c\": \"#333\"\n}\n")
        #expect(try deleting(["c"], from: text) == "{\n  \"a\": \"#111\",\n  \"b\": \"#222\"\n}\n")
    }

    @Test func deletesNeighboursTogetherSoTheLastKeptMemberLosesItsComma() throws {
        let text = "{\n  \"a\": 1,\n  \"b\": 2,\n  \"c\": 3\n}"
        #expect(try deleting(["b", "c"], from: text) == "{\n  \"a\": 1\n}")
        #expect(try deleting(["a", "b"], from: text) == "{\n  \"c\": 3\n}")
        #expect(try deleting(["a", "c"], from: text) == "{\n  \"b\": 2\n}")
        #expect(try deleting(["a", "b", "c"], from: text) == "{\n}")
    }

    @Test func keepsCRLFTabsAndAMissingFinalNewline() throws {
        let text = "{\r\n\t\"a\": {\r\n\t\t\"x\": \"#111\",\r\n\t\t\"y\": \"#222\"\r\n\t},\r\n\t\"b\": 1\r\n}"
        #expect(try deleting(["x"], from: text, in: "a") == "{\r\n\t\"a\": {\r\n\t\t\"y\": \"#222\"\r\n\t},\r\n\t\"b\": 1\r\n}")
        #expect(try deleting(["y"], from: text, in: "a") == "{\r\n\t\"a\": {\r\n\t\t\"x\": \"#111\"\r\n\t},\r\n\t\"b\": 1\r\n}")
        #expect(try deleting(["a"], from: text) == "{\r\n\t\"b\": 1\r\n}")
    }

    @Test func deletesFromAOneLineObject() throws {
        let text = ##"{"a":"#111","b":"#222","c":"#333"}"##
        #expect(try deleting(["a"], from: text) == ##"{"b":"#222","c":"#333"}"##)
        #expect(try deleting(["b"], from: text) == ##"{"a":"#111","c":"#333"}"##)
        #expect(try deleting(["c"], from: text) == ##"{"a":"#111","b":"#222"}"##)
        #expect(try deleting(["a", "b", "c"], from: text) == "{}")
    }

    @Test func insertsBesideASiblingWithItsIndentationAndLineBreak() throws {
        let text = "{\r\n\t\"a\": 1,\r\n\t\"b\": 2\r\n}"
        let positions = try keys(text)
        var editor = JSONEditor(bytes: Array(text.utf8))
        let afterA = try editor.insertMember(key: "n", valueJSON: "\"#FFF\"", after: try #require(positions["a"]))
        #expect(String(decoding: try ByteEdit.apply([afterA], to: Array(text.utf8)), as: UTF8.self) == "{\r\n\t\"a\": 1,\r\n\t\"n\": \"#FFF\",\r\n\t\"b\": 2\r\n}")
        let afterB = try editor.insertMember(key: "n", valueJSON: "3", after: try #require(positions["b"]))
        #expect(String(decoding: try ByteEdit.apply([afterB], to: Array(text.utf8)), as: UTF8.self) == "{\r\n\t\"a\": 1,\r\n\t\"b\": 2,\r\n\t\"n\": 3\r\n}")
        let compact = ##"{"a":1}"##
        var compactEditor = JSONEditor(bytes: Array(compact.utf8))
        let inserted = try compactEditor.insertMember(key: "b", valueJSON: "2", after: try #require(try keys(compact)["a"]))
        #expect(String(decoding: try ByteEdit.apply([inserted], to: Array(compact.utf8)), as: UTF8.self) == ##"{"a":1,"b":2}"##)
    }

    @Test func replacesValuesAndKeysOnLinesWithMultiByteCharacters() throws {
        let text = "{\"é\": {\"x\": \"ü\", \"y\": \"#111\"}}\n"
        let document = try JSONParser().parse(text)
        let object = try #require(document.root["é"])
        let y = try #require(object.member("y"))
        var editor = JSONEditor(bytes: Array(text.utf8))
        let edits = [
            try editor.replaceValue(at: y.value.position, with: "\"#222\""),
            try editor.replaceKey(at: y.keyPosition, with: "z\"q"),
        ]
        #expect(String(decoding: try ByteEdit.apply(edits, to: Array(text.utf8)), as: UTF8.self) == "{\"é\": {\"x\": \"ü\", \"z\\\"q\": \"#222\"}}\n")
    }

    @Test func refusesOverlappingEditsAndWrongPlaces() throws {
        let bytes = Array("{\"a\": 1}".utf8)
        #expect(throws: OverlappingEditsError.self) {
            try ByteEdit.apply([ByteEdit(range: 1..<4, text: ""), ByteEdit(range: 3..<5, text: "")], to: bytes)
        }
        var editor = JSONEditor(bytes: bytes)
        #expect(throws: EditError.self) { try editor.deleteMember(keyPosition: SourcePosition(line: 3, column: 1)) }
        #expect(throws: EditError.self) { try editor.replaceKey(at: SourcePosition(line: 1, column: 7), with: "b") }
    }

    @Test func findsTokenReferencesInsideStrings() {
        #expect(TokenReferenceText.paths(in: "rgba({color.a}, 0.5)", legacy: false) == ["color.a"])
        #expect(TokenReferenceText.paths(in: "$color.a", legacy: true) == ["color.a"])
        #expect(TokenReferenceText.rewrite("rgba($color.a, 50%)", legacy: true) { $0 == "color.a" ? "color.b" : nil } == "rgba($color.b, 50%)")
        #expect(TokenReferenceText.rewrite("{color.ab} {color.a}", legacy: false) { $0 == "color.a" ? "x.y" : nil } == "{color.ab} {x.y}")
        #expect(TokenReferenceText.rewrite("{color.b}", legacy: false) { $0 == "color.a" ? "x" : nil } == nil)
        #expect(TokenReferenceText.rewritePointer("base.json#/color/a/$value", newPath: "color.b/c") == "base.json#/color/b~1c/$value")
    }
}

/// Random objects in random layouts, random members deleted: the result is exactly the
/// object without them written in the same layout (every other byte kept).
@Suite struct JSONEditorRandomTests {
    struct Layout {
        var indent: String
        var lineBreak: String
        var pretty: Bool
        var finalNewline: Bool
        var colon: String
    }

    static func render(_ members: [(String, String)], _ layout: Layout) -> String {
        var text: String
        if layout.pretty {
            text = "{" + layout.lineBreak
                + members.map { layout.indent + "\"\($0.0)\"" + layout.colon + $0.1 }.joined(separator: "," + layout.lineBreak)
                + (members.isEmpty ? "" : layout.lineBreak) + "}"
        } else {
            text = "{" + members.map { "\"\($0.0)\"" + layout.colon + $0.1 }.joined(separator: ",") + "}"
        }
        return text + (layout.finalNewline ? layout.lineBreak : "")
    }

    @Test func deletingAnySubsetGivesTheSameLayoutWithoutIt() throws {
        var generator = SystemRandomNumberGenerator()
        let values = ["\"#FFFFFF\"", "1.5", "true", "null", "{\"a\": [1, {\"b\": \"}\"}]}", "\"é,\\\"}\"", "[]"]
        for _ in 0..<400 {
            let layout = Layout(
                indent: ["\t", "  ", "    "].randomElement(using: &generator) ?? "\t",
                lineBreak: ["\n", "\r\n"].randomElement(using: &generator) ?? "\n",
                pretty: Bool.random(using: &generator), finalNewline: Bool.random(using: &generator),
                colon: [": ", ":"].randomElement(using: &generator) ?? ":")
            let count = Int.random(in: 1...7, using: &generator)
            let members = (0..<count).map { ("k\($0)", values.randomElement(using: &generator) ?? "1") }
            let deleted = Set(members.indices.filter { _ in Bool.random(using: &generator) })
            let text = Self.render(members, layout)
            let document = try JSONParser().parse(text)
            let keys = try #require(document.root.value.objectMembers).map(\.keyPosition)
            var editor = JSONEditor(bytes: Array(text.utf8))
            let edits = try editor.deleteMembers(keyPositions: deleted.map { keys[$0] })
            let result = String(decoding: try ByteEdit.apply(edits, to: Array(text.utf8)), as: UTF8.self)
            let expected = Self.render(members.indices.filter { !deleted.contains($0) }.map { members[$0] }, layout)
            #expect(result == expected, "deleting \(deleted.sorted()) from \(text.debugDescription)")
        }
    }
}

extension JSONEditorRandomTests {
    @Test func insertingBesideAnyMemberGivesTheSameLayoutWithIt() throws {
        var generator = SystemRandomNumberGenerator()
        for _ in 0..<400 {
            let layout = Layout(
                indent: ["\t", "  ", "    "].randomElement(using: &generator) ?? "\t",
                lineBreak: ["\n", "\r\n"].randomElement(using: &generator) ?? "\n",
                pretty: Bool.random(using: &generator), finalNewline: Bool.random(using: &generator),
                colon: [": ", ":"].randomElement(using: &generator) ?? ":")
            let members = (0..<Int.random(in: 1...6, using: &generator)).map { ("k\($0)", "\"#\($0)\"") }
            let sibling = Int.random(in: members.indices, using: &generator)
            let text = Self.render(members, layout)
            let keys = try #require(try JSONParser().parse(text).root.value.objectMembers).map(\.keyPosition)
            var editor = JSONEditor(bytes: Array(text.utf8))
            let edit = try editor.insertMember(key: "new", valueJSON: "[1, 2]", after: keys[sibling])
            var expected = members
            expected.insert(("new", "[1, 2]"), at: sibling + 1)
            let result = String(decoding: try ByteEdit.apply([edit], to: Array(text.utf8)), as: UTF8.self)
            if members.count == 1 && !layout.pretty {
                // One member on one line: nothing shows the spacing after a comma.
                #expect(try JSONParser().parse(result).root.value.objectMembers?.map(\.key) == ["k0", "new"])
            } else {
                #expect(result == Self.render(expected, layout), "after k\(sibling) in \(text.debugDescription)")
            }
        }
    }
}
