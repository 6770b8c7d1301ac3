/// What Tokens Studio color modifiers read besides color tokens, for the planner's digests.
extension TokenSetLoading {
    /// The token paths that Tokens Studio color modifiers in `documents` name by alias (their
    /// `value` and mix `color`), each document walked once.
    static func modifierAliases(in documents: some Sequence<JSONNode>, legacyReferences: Bool) -> Set<String> {
        var names: Set<String> = []
        for document in documents {
            document.forEachMember { member in
                guard member.key == "$extensions", let modify = member.value["studio.tokens"]?["modify"] else { return true }
                for key in ["value", "color"] {
                    guard let text = modify[key]?.value.stringValue else { continue }
                    if let path = TokenValue.curlyReference(text) ?? (legacyReferences ? TokenValue.dollarReference(text) : nil) {
                        names.insert(path)
                    }
                }
                return false
            }
        }
        return names
    }
}
