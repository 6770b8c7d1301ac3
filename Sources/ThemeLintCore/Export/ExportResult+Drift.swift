/// How a file under the output folder stands against what an export would write.
public enum ExportFileState: String, Sendable, Hashable {
    /// The file holds other bytes.
    case differs
    /// There is no such file.
    case missing
}

extension ExportResult {
    /// The files whose bytes under the output folder are not the export's, in path order.
    /// - Parameter existing: the bytes of a path relative to the output folder, nil when absent.
    public func drift(existing: (String) -> [UInt8]?) -> [(file: ExportFile, state: ExportFileState)] {
        files.compactMap { file in
            guard let bytes = existing(file.path) else { return (file, .missing) }
            return bytes == file.bytes ? nil : (file, .differs)
        }
    }

    /// The folders (relative to the output folder, `""` for itself) that `files` need, each
    /// after the folders above it.
    public static func folders(of files: [ExportFile]) -> [String] {
        var folders: Set<String> = files.isEmpty ? [] : [""]
        for file in files {
            var path = Substring(file.path)
            while let slash = path.lastIndex(of: "/") {
                path = path[..<slash]
                if !folders.insert(String(path)).inserted { break }
            }
        }
        return folders.sorted()
    }
}
