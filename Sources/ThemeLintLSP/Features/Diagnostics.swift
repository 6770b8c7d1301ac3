import ThemeLintCore

/// `textDocument/publishDiagnostics`: `check`'s findings for one file.
enum Diagnostics {
    /// The notification's params for `path`: every finding of the last load in it (none clears).
    static func params(for path: String, in workspace: ThemeWorkspace) -> JSONOutput {
        let findings = workspace.findings[path] ?? []
        var items: [JSONOutput] = []
        items.reserveCapacity(findings.count)
        for finding in findings {
            items.append(diagnostic(finding, in: workspace))
        }
        var members: [(String, JSONOutput)] = [("uri", .string(workspace.uri(ofPath: path)))]
        if let version = workspace.documents[path]?.version { members.append(("version", .int(version))) }
        members.append(("diagnostics", .array(items)))
        return .object(members)
    }

    /// One finding as a diagnostic.
    static func diagnostic(_ finding: Finding, in workspace: ThemeWorkspace) -> JSONOutput {
        let range = workspace.literal(of: finding)?.range ?? workspace.tokenRange(finding.location) ?? LSPRange(start: LSPPosition(line: max(0, finding.line - 1), character: 0), end: LSPPosition(line: max(0, finding.line - 1), character: 0))
        var members: [(String, JSONOutput)] = [
            ("range", range.output),
            ("severity", .int(severity(finding.severity))),
            ("code", .string(finding.rule)),
            ("source", .string("themelint")),
            ("message", .string(finding.message)),
        ]
        let related = relatedLocations(finding, in: workspace).compactMap { place -> JSONOutput? in
            guard let location = workspace.locationOutput(place.location) else { return nil }
            return .object([("location", location), ("message", .string(place.message))])
        }
        if !related.isEmpty { members.append(("relatedInformation", .array(related))) }
        var data: [(String, JSONOutput)] = []
        if let suggestion = finding.suggestion { data.append(("suggestion", .string(suggestion))) }
        if let identifier = finding.identifier { data.append(("identifier", .string(identifier))) }
        if !data.isEmpty { members.append(("data", .object(data))) }
        return .object(members)
    }

    /// Error 1, warning 2, note 3 (information).
    static func severity(_ severity: Severity) -> Int {
        switch severity {
        case .error: 1
        case .warning: 2
        case .note: 3
        }
    }

    /// The other places a finding names: the colors of a similar-colors cluster, a contrast
    /// pair's background, the schemes a missing role is missing from.
    static func relatedLocations(_ finding: Finding, in workspace: ThemeWorkspace) -> [(location: Location, message: String)] {
        var places: [(Location, String)] = []
        // A similar-colors cluster is one palette's: its members are found in the finding's own
        // palette, without the index (built over the whole project after each load).
        let own = workspace.project?.palettes[finding.file]
        for member in finding.members ?? [] where member != finding.identifier {
            if let own, let offset = own.offset(of: member) {
                places.append((own.colors[offset].location, "similar color \(member)"))
                continue
            }
            for color in workspace.symbols?.colors[member] ?? [] { places.append((color.location, "similar color \(member)")) }
        }
        if let background = finding.background, let symbols = workspace.symbols {
            let entries = (symbols.roles[background] ?? []).filter { finding.scheme == nil || $0.role.scheme == finding.scheme }
            for entry in entries.prefix(1) { places.append((entry.role.role.location, "background \(background)")) }
        }
        return places.filter { $0.0 != finding.location && !$0.0.file.isEmpty }.prefix(20).map { $0 }
    }
}
