/// Reads a token document into a flat `TokenFile`: groups and tokens as the DTCG Format module
/// 2025.10 defines them (`$type` inherited from groups, `$root`, `$extends`, `$deprecated`), and
/// Tokens Studio's older `value` / `type` keys where `legacyKeys` allows them.
///
/// Decoding never fails as a whole: what cannot be used becomes a `LoadIssue` and the rest is kept.
public struct TokenFileReader {
    /// Accept Tokens Studio's `value`, `type` and `description` keys beside the `$` ones.
    public var legacyKeys: Bool
    /// Most `$extends` followed within one another (a longer chain is an error, never a deep recursion).
    public static let maximumExtendsDepth = 64
    /// Most tokens one document may expand to through `$extends` (copies included).
    public static let maximumTokens = 2_000_000

    /// Creates a reader.
    public init(legacyKeys: Bool) {
        self.legacyKeys = legacyKeys
    }

    /// The tokens of `root` (a document's root, or a token set's object in a single-file export).
    /// - Parameters:
    ///   - file: the file `root` stands in (for locations).
    ///   - key: the name the token file goes by (its palette's name): `file`, or `file#/pointer`
    ///     for a part of a file.
    public func read(_ root: JSONNode, file: String, key: String? = nil, issues: inout [LoadIssue]) -> TokenFile {
        var tokenFile = readTokens(root, file: file, issues: &issues)
        tokenFile.file = key ?? file
        return tokenFile
    }

    private func readTokens(_ root: JSONNode, file: String, issues: inout [LoadIssue]) -> TokenFile {
        var state = State(file: file, root: root, legacyKeys: legacyKeys)
        guard case .object = root.value else {
            issues.append(LoadIssue(.invalidStructure, "a token file must be a JSON object of groups and tokens, not \(root.value.typeName)", at: Location(file: file, position: root.position)))
            return TokenFile(file: file, tokens: [])
        }
        state.readGroup(root, path: "", inheritedType: nil, inheritedDeprecation: nil, isRoot: true)
        issues.append(contentsOf: state.issues)
        return state.output
    }

    /// Whether `name` may name a token or a group: not empty, not starting with `$`, and without
    /// `{`, `}` or `.`.
    public static func isValidName(_ name: String) -> Bool {
        guard let first = name.utf8.first, first != UInt8(ascii: "$") else { return false }
        return !name.utf8.contains { $0 == UInt8(ascii: "{") || $0 == UInt8(ascii: "}") || $0 == UInt8(ascii: ".") }
    }

    /// Whether `node` is a token (an object with `$value`, or `value` under legacy keys, or a
    /// 2025.10 JSON Pointer token `{"$ref": "#/colors/blue/$value", "$type": "color"}`).
    func isToken(_ node: JSONNode) -> Bool {
        guard let members = node.value.objectMembers else { return false }
        return members.contains { $0.key == "$value" || $0.key == "$ref" || (legacyKeys && $0.key == "value") }
    }

    private struct State {
        let file: String
        let root: JSONNode
        let legacyKeys: Bool
        var output = TokenFile(file: "", tokens: [])
        var issues: [LoadIssue] = []
        /// Group paths being extended, innermost last (a repeat is a loop).
        var extending: [String] = []
        var tooMany = false

        init(file: String, root: JSONNode, legacyKeys: Bool) {
            self.file = file
            self.root = root
            self.legacyKeys = legacyKeys
            self.output = TokenFile(file: file, tokens: [])
        }

        func location(_ position: SourcePosition) -> Location { Location(file: file, position: position) }

        mutating func structure(_ message: String, at position: SourcePosition, key: String? = nil) {
            issues.append(LoadIssue(.invalidStructure, message, at: location(position), key: key))
        }

        static let groupProperties: Set<String> = ["$type", "$description", "$extensions", "$deprecated", "$extends", "$root"]

        /// Reads the members of the group at `path` (its tokens' dot path so far, "" at the root).
        mutating func readGroup(_ node: JSONNode, path: String, inheritedType: String?, inheritedDeprecation: String?, isRoot: Bool) {
            guard let members = node.value.objectMembers else { return }
            var groupType = inheritedType
            var deprecation = inheritedDeprecation
            if let typeMember = members.last(where: { $0.key == "$type" || (legacyKeys && $0.key == "type" && !isTokenNode($0.value)) }) {
                if let type = typeMember.value.value.stringValue {
                    groupType = type
                } else {
                    structure("$type must be a string, not \(typeMember.value.value.typeName)", at: typeMember.value.position, key: typeMember.key)
                }
            }
            if let deprecated = members.last(where: { $0.key == "$deprecated" }) {
                deprecation = Self.deprecation(deprecated.value) ?? deprecation
                if deprecated.value.value.boolValue == nil && deprecated.value.value.stringValue == nil {
                    structure("$deprecated must be true, false or a message, not \(deprecated.value.value.typeName)", at: deprecated.value.position, key: "$deprecated")
                }
            }
            // `$extends` first: the group's own members then override what it inherits.
            if let extends = members.last(where: { $0.key == "$extends" }) {
                extend(path: path, with: extends, groupType: groupType, deprecation: deprecation)
            }
            for member in members {
                if tooMany { return }
                let key = member.key
                if key.hasPrefix("$") {
                    if Self.groupProperties.contains(key) {
                        if key == "$root" {
                            readMember(member, path: Self.join(path, "$root"), groupType: groupType, deprecation: deprecation)
                        }
                        continue
                    }
                    if isRoot && (key == "$schema" || key == "$themes" || key == "$metadata") { continue }
                    structure("\"\(key)\" is not a property the DTCG format defines (names must not start with \"$\")", at: member.keyPosition, key: key)
                    continue
                }
                if legacyKeys && (key == "type" || key == "description") && !isTokenNode(member.value) { continue }
                guard TokenFileReader.isValidName(key) else {
                    structure("\"\(key)\" is not a valid token or group name (it must not hold \"{\", \"}\" or \".\")", at: member.keyPosition, key: key)
                    continue
                }
                readMember(member, path: Self.join(path, key), groupType: groupType, deprecation: deprecation)
            }
        }

        /// The dot path of `key` inside the group at `path`.
        static func join(_ path: String, _ key: String) -> String {
            path.isEmpty ? key : path + "." + key
        }

        func isTokenNode(_ node: JSONNode) -> Bool {
            guard let members = node.value.objectMembers else { return false }
            return members.contains { $0.key == "$value" || $0.key == "$ref" || (legacyKeys && $0.key == "value") }
        }

        static func deprecation(_ node: JSONNode) -> String? {
            switch node.value {
            case .bool(true): ""
            case .string(let message): message
            default: nil
            }
        }

        mutating func readMember(_ member: JSONMember, path: String, groupType: String?, deprecation: String?) {
            let node = member.value
            guard case .object(let members) = node.value else {
                structure("\"\(member.key)\" must be a token (an object with \"$value\") or a group, not \(node.value.typeName)", at: node.position, key: member.key)
                return
            }
            guard isTokenNode(node) else {
                readGroup(node, path: path, inheritedType: groupType, inheritedDeprecation: deprecation, isRoot: false)
                return
            }
            // A token's value is its `$value`, or (Format 2025.10, §7.1.2) a `$ref` in its place,
            // read as the reference object `{"$ref": …}` a `$value` could hold.
            let ownValue = members.last(where: { $0.key == "$value" }) ?? members.last(where: { legacyKeys && $0.key == "value" })
            let reference = members.last(where: { $0.key == "$ref" })
            if ownValue != nil, let reference {
                structure("a token has \"$value\" or \"$ref\", not both", at: reference.keyPosition, key: "$ref")
            }
            guard let valueMember = ownValue ?? reference.map({ JSONMember(key: "$value", keyPosition: $0.keyPosition, value: JSONNode(.object([$0]), at: $0.value.position)) }) else { return }
            var declaredType: String?
            if let typeMember = members.last(where: { $0.key == "$type" || (legacyKeys && $0.key == "type") }) {
                if let type = typeMember.value.value.stringValue {
                    declaredType = type
                } else {
                    structure("$type must be a string, not \(typeMember.value.value.typeName)", at: typeMember.value.position, key: typeMember.key)
                }
            }
            var tokenDeprecation = deprecation
            if let deprecated = members.last(where: { $0.key == "$deprecated" }) {
                if deprecated.value.value == .bool(false) {
                    tokenDeprecation = nil
                } else if let own = Self.deprecation(deprecated.value) {
                    tokenDeprecation = own
                } else {
                    structure("$deprecated must be true, false or a message, not \(deprecated.value.value.typeName)", at: deprecated.value.position, key: "$deprecated")
                }
            }
            let description = members.last(where: { $0.key == "$description" || (legacyKeys && $0.key == "description") })?.value.value.stringValue
            if output.tokens.count >= TokenFileReader.maximumTokens {
                tooMany = true
                structure("more than \(TokenFileReader.maximumTokens) tokens (through $extends); the rest is not read", at: member.keyPosition, key: member.key)
                return
            }
            output.insert(DesignToken(
                path: path, value: valueMember.value, declaredType: declaredType, groupType: groupType,
                location: location(member.keyPosition), valueLocation: location(valueMember.value.position),
                deprecation: tokenDeprecation, description: description,
                modifier: members.last(where: { $0.key == "$extensions" })?.value["studio.tokens"]?["modify"]))
        }

        /// Copies the tokens of the group `extends` names under `path`.
        mutating func extend(path: String, with extends: JSONMember, groupType: String?, deprecation: String?) {
            guard let targetPath = Self.groupPath(of: extends.value) else {
                structure("$extends must be a reference to a group, \"{group.path}\" or {\"$ref\": \"#/group/path\"}", at: extends.value.position, key: "$extends")
                return
            }
            let name = targetPath.joined(separator: ".")
            guard let target = node(at: targetPath), target.value.objectMembers != nil, !isTokenNode(target) else {
                structure("$extends names \"\(name)\", which is not a group of this file", at: extends.value.position, key: "$extends")
                return
            }
            let here = path
            if extending.contains(name) || name == here || here.hasPrefix(name + ".") {
                structure("$extends loops: \(([here] + extending + [name]).filter { !$0.isEmpty }.joined(separator: " → "))", at: extends.value.position, key: "$extends")
                return
            }
            guard extending.count < TokenFileReader.maximumExtendsDepth else {
                structure("$extends chain is longer than \(TokenFileReader.maximumExtendsDepth)", at: extends.value.position, key: "$extends")
                return
            }
            extending.append(name)
            readGroup(target, path: path, inheritedType: groupType, inheritedDeprecation: deprecation, isRoot: false)
            extending.removeLast()
        }

        /// The group path an `$extends` value names.
        static func groupPath(of node: JSONNode) -> [String]? {
            if let text = node.value.stringValue, text.hasPrefix("{"), text.hasSuffix("}"), text.count > 2 {
                return text.dropFirst().dropLast().split(separator: ".", omittingEmptySubsequences: false).map(String.init)
            }
            if let reference = node["$ref"]?.value.stringValue, reference.hasPrefix("#") {
                return JSONPointer.tokens(String(reference.dropFirst()))
            }
            return nil
        }

        /// The node at `path` from the document's root, through object members.
        func node(at path: [String]) -> JSONNode? {
            var current = root
            for key in path {
                guard let next = current[key] else { return nil }
                current = next
            }
            return current
        }
    }
}

/// JSON Pointer (RFC 6901) reference tokens.
public enum JSONPointer {
    /// The reference tokens of `pointer` (`/a/b~1c` → `["a", "b/c"]`); nil when it does not start
    /// with `/` (the empty pointer gives `[]`).
    public static func tokens(_ pointer: String) -> [String]? {
        if pointer.isEmpty { return [] }
        guard pointer.hasPrefix("/") else { return nil }
        return pointer.dropFirst().split(separator: "/", omittingEmptySubsequences: false).map(unescape)
    }

    /// A reference token escaped for a pointer (`~` → `~0`, `/` → `~1`).
    public static func escape(_ token: String) -> String {
        guard token.contains("~") || token.contains("/") else { return token }
        var result = ""
        for character in token {
            switch character {
            case "~": result += "~0"
            case "/": result += "~1"
            default: result.append(character)
            }
        }
        return result
    }

    /// The node `pointer` names inside `root` (object members by key, array elements by
    /// index); nil when it names nothing.
    public static func node(at pointer: String, in root: JSONNode) -> JSONNode? {
        guard let keys = tokens(pointer) else { return nil }
        var node = root
        for key in keys {
            if let elements = node.value.arrayElements {
                guard let index = Int(key), index >= 0, index < elements.count else { return nil }
                node = elements[index]
            } else {
                guard let next = node[key] else { return nil }
                node = next
            }
        }
        return node
    }

    /// `~1` → `/`, then `~0` → `~`, as RFC 6901 orders it.
    static func unescape(_ token: Substring) -> String {
        guard token.contains("~") else { return String(token) }
        var result = ""
        var iterator = token.makeIterator()
        while let character = iterator.next() {
            guard character == "~" else {
                result.append(character)
                continue
            }
            switch iterator.next() {
            case "1": result.append("/")
            case "0": result.append("~")
            case let other?: result.append("~"); result.append(other)
            case nil: result.append("~")
            }
        }
        return result
    }
}
