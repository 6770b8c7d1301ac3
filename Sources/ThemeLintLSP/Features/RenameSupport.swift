import ThemeLintCore

/// `textDocument/prepareRename` and `textDocument/rename`: the WorkspaceEdit that makes each
/// file the bytes `themelint rename OLD NEW --write` would write, planned by the same planner
/// over the editor's buffers.
enum RenameSupport {
    /// The new bytes of every file a rename from `old` to `new` changes (a file it would
    /// create, and the folders it would move or remove, are left out: see `plan`).
    /// - Throws: the planner's refusal (NEW exists, OLD does not, a file it cannot edit).
    static func contents(old: String, new: String, in workspace: ThemeWorkspace) throws -> [String: [UInt8]] {
        try edit(old: old, new: new, in: workspace).contents
    }

    /// The new bytes of every file a rename from `old` to `new` changes, as a text edit of the
    /// editor's files can make it.
    /// - Throws: the planner's refusal, or a request failure when the rename would move a
    ///   folder or create or remove a file (a text edit cannot; the command can).
    static func plan(old: String, new: String, in workspace: ThemeWorkspace) throws -> [String: [UInt8]] {
        let edit = try edit(old: old, new: new, in: workspace)
        let creates = edit.contents.keys.filter { workspace.layout(of: $0) == nil }.sorted()
        if !edit.movedFolders.isEmpty || !edit.removedPaths.isEmpty || !creates.isEmpty {
            let what = (edit.movedFolders.map { "moves \($0.from)" } + edit.removedPaths.map { "removes \($0)" } + creates.map { "creates \($0)" }).joined(separator: ", ")
            throw RPCError(code: RPCError.requestFailed, message: "renaming \(old) \(what): run `themelint rename \(old) \(new) --write`")
        }
        return edit.contents
    }

    /// The planner's edit of the rename, code read as `rename --write` reads it.
    private static func edit(old: String, new: String, in workspace: ThemeWorkspace) throws -> ProjectEditPlan {
        guard let project = workspace.project else { throw RPCError(code: RPCError.requestFailed, message: "the workspace is not loaded") }
        var editable = EditableProject(project: project, source: workspace.source)
        try editable.readCode(from: workspace.source)
        return try RenamePlanner.plan(editable, source: workspace.source, old: old, new: new).edit
    }

    /// The range of the name at the cursor and its current text, or null when nothing there can
    /// be renamed.
    static func prepare(uri: String, position: LSPPosition, in workspace: ThemeWorkspace) -> JSONOutput {
        guard let symbol = workspace.symbol(uri: uri, position: position), !symbol.inCode, workspace.symbols?.knows(symbol.name) == true else { return .null }
        return .object([("range", symbol.range.output), ("placeholder", .string(symbol.found.name))])
    }

    /// The WorkspaceEdit renaming the name at the cursor to `newName`. A key holding a token
    /// path's last segment takes the new segment; a name with a dot is a whole new path.
    static func rename(uri: String, position: LSPPosition, newName: String, in workspace: ThemeWorkspace) throws -> JSONOutput {
        guard let symbol = workspace.symbol(uri: uri, position: position), !symbol.inCode, workspace.symbols?.knows(symbol.name) == true else {
            throw RPCError(code: RPCError.requestFailed, message: "no palette color, role or token at the cursor")
        }
        var new = newName
        if symbol.found.name != symbol.name, !newName.contains("."), let dot = symbol.name.lastIndex(of: ".") {
            new = String(symbol.name[...dot]) + newName
        }
        let contents = try plan(old: symbol.name, new: new, in: workspace)
        return workspaceEdit(contents, in: workspace)
    }

    /// `{"changes": {uri: [TextEdit]}}` turning the editor's text of each file into `contents`.
    static func workspaceEdit(_ contents: [String: [UInt8]], in workspace: ThemeWorkspace) -> JSONOutput {
        var changes: [(String, JSONOutput)] = []
        for path in contents.keys.sorted() {
            guard var layout = workspace.layout(of: path), let new = contents[path] else { continue }
            let edits = TextDiff.edits(from: layout.bytes, to: new).map { edit -> JSONOutput in
                .object([("range", layout.range(edit.start, edit.end).output), ("newText", .string(String(decoding: edit.replacement, as: UTF8.self)))])
            }
            changes.append((workspace.uri(ofPath: path), .array(edits)))
        }
        return .object([("changes", .object(changes))])
    }
}
