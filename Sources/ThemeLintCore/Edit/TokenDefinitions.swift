/// A token or group of a token file, where its name stands.
struct TokenDefinition {
    /// Its dot path (`color.accent.base`).
    var path: String
    /// Where its key stands.
    var keyPosition: SourcePosition
    /// A token (an object with `$value`, `$ref`, or Tokens Studio's `value`) rather than a group.
    var isToken: Bool
}

extension EditableProject {
    /// Every token and group of a token file, by the nesting of its keys (a `$root` token is
    /// `group.$root`; other `$` members are properties, not names).
    func tokenDefinitions(inFile file: String, legacy: Bool) -> [TokenDefinition] {
        guard let root = documents[file]?.document.root else { return [] }
        var definitions: [TokenDefinition] = []
        var stack: [(node: JSONNode, path: String)] = [(root, "")]
        while let (node, prefix) = stack.popLast() {
            guard let members = node.value.objectMembers else { continue }
            for member in members where !member.key.hasPrefix("$") || member.key == "$root" {
                guard let children = member.value.value.objectMembers else { continue }
                let path = prefix.isEmpty ? member.key : prefix + "." + member.key
                let isToken = children.contains { $0.key == "$value" || $0.key == "$ref" || (legacy && $0.key == "value") }
                definitions.append(TokenDefinition(path: path, keyPosition: member.keyPosition, isToken: isToken))
                if !isToken { stack.append((member.value, path)) }
            }
        }
        return definitions
    }
}
