/// The file systems' limit on one path component: 255 bytes (ext4, btrfs; APFS and NTFS count
/// 255 characters, never fewer bytes' worth). Checked before anything is written, so that a
/// name too long refuses the whole export instead of failing it halfway through the folders.
enum ExportPathLimit {
    /// The longest path component, in UTF-8 bytes.
    static let componentBytes = 255

    /// Refuses `components` (the path a role becomes) when one is longer than the limit.
    /// - Throws: `ExportError` naming `source` (`role 'text_primary'`), the component and its length.
    static func check(_ components: some Sequence<String>, of source: String, target: ExportTarget) throws(ExportError) {
        for component in components where component.utf8.count > componentBytes {
            throw ExportError("\(source) becomes the file name '\(component)' of \(component.utf8.count) bytes in \(target.rawValue); a file system holds at most \(componentBytes) bytes a name, so nothing was written: rename it (`themelint rename`)")
        }
    }

    /// Refuses `result` when a component of one of its paths is longer than the limit: the last
    /// line of defense for names no writer checked (a scheme's file name).
    static func check(_ result: ExportResult, target: ExportTarget) throws(ExportError) {
        for file in result.files {
            try check(file.path.split(separator: "/").map(String.init), of: "'\(file.path)'", target: target)
        }
    }
}
