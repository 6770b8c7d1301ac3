extension JSONDiffReporter {
    /// Writes one change into `writer`, laid out as `change(_:explain:)` renders it. A role
    /// change, the most numerous kind (400,000 in a large repaint), is written member by member
    /// rather than built as a `JSONOutput` tree first; any other change is rendered as its tree.
    static func write(_ change: Change, explain: Bool, to writer: inout JSONWriter) {
        guard case .roleChanged(let roleChange) = change else {
            writer.value(self.change(change, explain: explain))
            return
        }
        writer.beginObject()
        writer.fixedMember("kind", .string(ChangeKind.roleChanged.rawValue))
        writer.fixedMember("file", .string(roleChange.file))
        if let themeSet = roleChange.themeSet { writer.fixedMember("themeSet", .string(themeSet)) }
        writer.fixedMember("scheme", .string(roleChange.scheme))
        if roleChange.schemes.count > 1 { writer.fixedMember("schemes", .array(roleChange.schemes.map { .string($0) })) }
        writer.fixedMember("role", .string(roleChange.role))
        writeSide("before", roleChange.before, changeFile: roleChange.file, explain: explain, to: &writer)
        writeSide("after", roleChange.after, changeFile: roleChange.file, explain: explain, to: &writer)
        writer.fixedKey("causes")
        writer.beginArray()
        for cause in roleChange.causes { writer.value(.string(cause.rawValue)) }
        writer.endArray()
        writer.fixedMember("deltaE", roleChange.deltaE.map { .double(rounded($0)) } ?? .null)
        writer.endObject()
    }

    /// Writes the member `key` with a role's side as its value (`side(_:explain:)`).
    private static func writeSide(_ key: StaticString, _ snapshot: RoleSnapshot, changeFile: String, explain: Bool, to writer: inout JSONWriter) {
        writer.fixedKey(key)
        writer.beginObject()
        forEachSideMember(snapshot, changeFile: changeFile, explain: explain) { writer.fixedMember($0, $1) }
        writer.endObject()
    }
}
