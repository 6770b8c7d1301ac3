import ThemeLintCore

extension LanguageServer {
    /// The result of a request.
    func answer(_ message: IncomingMessage) throws -> JSONOutput {
        let params = message.params
        if message.method == "initialize" { return try initialize(params) }
        if message.method == "shutdown" { return shutdown() }
        guard let workspace else { throw RPCError(code: RPCError.serverNotInitialized, message: "initialize first") }
        // Every request reads the model as the edits before it left it; a cancel stops the recheck.
        if let id = message.id {
            do {
                try publishIfStale { [unowned self] in isCancelled(id) }
            } catch {
                throw RPCError(code: RPCError.requestCancelled, message: "cancelled")
            }
        }
        let uri = params.string("textDocument", "uri") ?? ""
        let position = LSPPosition(params["position"]) ?? LSPPosition(line: 0, character: 0)
        switch message.method {
        case "textDocument/hover": return Hover.result(uri: uri, position: position, in: workspace)
        case "textDocument/definition": return Navigation.definition(uri: uri, position: position, in: workspace)
        case "textDocument/references":
            let declarations = params.at("context", "includeDeclaration")?.value.boolValue ?? true
            return Navigation.references(uri: uri, position: position, includeDeclaration: declarations, in: workspace)
        case "textDocument/documentColor": return DocumentColors.colors(uri: uri, in: workspace)
        case "textDocument/colorPresentation": return DocumentColors.presentations(params, in: workspace)
        case "textDocument/prepareRename": return RenameSupport.prepare(uri: uri, position: position, in: workspace)
        case "textDocument/rename":
            guard let newName = params.string("newName"), !newName.isEmpty else { throw RPCError(code: RPCError.invalidParams, message: "newName is missing") }
            return try RenameSupport.rename(uri: uri, position: position, newName: newName, in: workspace)
        case "textDocument/codeAction": return CodeActions.actions(params, in: workspace)
        case "textDocument/completion": return Completion.items(uri: uri, position: position, in: workspace)
        case "themelint/statistics": return workspace.statistics.output
        default: throw RPCError(code: RPCError.methodNotFound, message: "\(message.method) is not served")
        }
    }

    /// Applies a notification.
    func notify(_ message: IncomingMessage) {
        guard let workspace else { return }
        let params = message.params
        let uri = params.string("textDocument", "uri") ?? ""
        switch message.method {
        case "initialized":
            registerWatchers()
        case "textDocument/didOpen":
            guard let path = workspace.path(ofURI: uri), let text = params.string("textDocument", "text") else { return }
            workspace.open(OpenDocument(path: path, uri: uri, bytes: Array(text.utf8), version: params.int("textDocument", "version") ?? 0))
        case "textDocument/didChange":
            guard let path = workspace.path(ofURI: uri) else { return }
            let changes = (params["contentChanges"]?.value.arrayElements ?? []).compactMap { node -> OpenDocument.Change? in
                guard let text = node.string("text") else { return nil }
                return OpenDocument.Change(range: LSPRange(node["range"]), text: text)
            }
            workspace.change(path, version: params.int("textDocument", "version") ?? 0, changes: changes)
        case "textDocument/didClose":
            if let path = workspace.path(ofURI: uri) { workspace.close(path) }
        case "textDocument/didSave":
            if let path = workspace.path(ofURI: uri) { workspace.diskChanged(path) }
        case "workspace/didChangeWatchedFiles":
            for change in params["changes"]?.value.arrayElements ?? [] {
                if let path = change.string("uri").flatMap(workspace.path(ofURI:)) { workspace.diskChanged(path, created: change.int("type") != 2) }
            }
        default:
            break
        }
    }
}

/// What the server tells the client it serves.
enum Capabilities {
    static func initializeResult(unit: SourceText.ColumnUnit) -> JSONOutput {
        let capabilities = JSONOutput.object([
            ("positionEncoding", .string(unit == .utf8 ? "utf-8" : "utf-16")),
            ("textDocumentSync", .object([("openClose", .bool(true)), ("change", .int(2)), ("save", .object([("includeText", .bool(false))]))])),
            ("hoverProvider", .bool(true)),
            ("definitionProvider", .bool(true)),
            ("referencesProvider", .bool(true)),
            ("colorProvider", .bool(true)),
            ("renameProvider", .object([("prepareProvider", .bool(true))])),
            ("codeActionProvider", .object([("codeActionKinds", .array([.string("quickfix")]))])),
            ("completionProvider", .object([("triggerCharacters", .array([.string("\""), .string("{"), .string("/"), .string(".")]))])),
        ])
        return .object([
            ("capabilities", capabilities),
            ("serverInfo", .object([("name", .string("themelint")), ("version", .string(ThemeLintVersion.current))])),
        ])
    }
}
