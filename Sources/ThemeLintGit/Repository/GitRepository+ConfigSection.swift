internal import CLibGit2
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import ThemeLintCore

extension GitRepository {
    /// Removes every variable of `section` (such as `diff.themelint`) from the repository's own
    /// config, then the section's header when nothing is left under it, as
    /// `git config --remove-section` does: after `hook install --diff-driver` and
    /// `hook uninstall` the file is as it was. Used by `hook uninstall` only.
    /// - Returns: the names of the variables removed (empty when there were none).
    /// - Throws: `.io` when the config cannot be written, `.other` for anything else.
    public func removeConfigSection(_ section: String) throws(GitError) -> [String] {
        let removed = try withLock { () throws(GitError) -> [String] in
            var config: OpaquePointer?
            try check(git_repository_config(&config, handle), "cannot open the repository's config")
            defer { git_config_free(config) }
            var local: OpaquePointer?
            try check(git_config_open_level(&local, config, GIT_CONFIG_LEVEL_LOCAL), "cannot open the repository's local config")
            defer { git_config_free(local) }
            var names: [String] = []
            var iterator: OpaquePointer?
            try check(git_config_iterator_glob_new(&iterator, local, "^" + Self.regexEscaped(section) + "\\."), "cannot read the repository's config")
            defer { git_config_iterator_free(iterator) }
            var entry: UnsafeMutablePointer<git_config_entry>?
            while git_config_next(&entry, iterator) == 0, let entry, let name = entry.pointee.name {
                let text = String(cString: name)
                if !names.contains(text) { names.append(text) }
            }
            git_error_clear()
            for name in names {
                try check(git_config_delete_multivar(local, name, ".*"), "cannot remove '\(name)'")
            }
            return names
        }
        if !removed.isEmpty { try removeEmptySectionHeader(section) }
        return removed
    }

    /// libgit2 leaves a section's header behind when its last variable goes; this removes the
    /// header line (`[diff "themelint"]`) when only blank lines follow it up to the next section.
    private func removeEmptySectionHeader(_ section: String) throws(GitError) {
        let path = commonDirectory + "/config"
        guard let dot = section.firstIndex(of: ".") else { return }
        let header = "[\(section[..<dot]) \"\(section[section.index(after: dot)...])\"]"
        let url = URL(filePath: path)
        guard let data = try? Data(contentsOf: url) else { return }
        var lines = String(decoding: data, as: UTF8.self).split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        var index = 0
        var changed = false
        while index < lines.count {
            guard lines[index].trimmedOfBlanks == header else { index += 1; continue }
            var next = index + 1
            while next < lines.count, lines[next].trimmedOfBlanks.isEmpty { next += 1 }
            let empty = next == lines.count || lines[next].trimmedOfBlanks.hasPrefix("[")
            if empty {
                lines.remove(at: index)
                changed = true
            } else {
                index += 1
            }
        }
        guard changed else { return }
        do {
            try Data(lines.joined(separator: "\n").utf8).write(to: url, options: .atomic)
        } catch {
            throw GitError(.io, "cannot write \(path): \(error)")
        }
    }

    private static func regexEscaped(_ text: String) -> String {
        var escaped = ""
        for character in text {
            if character.isLetter || character.isNumber { escaped.append(character) } else { escaped += "\\" + String(character) }
        }
        return escaped
    }
}

extension String {
    /// The line without leading and trailing spaces, tabs and carriage returns.
    fileprivate var trimmedOfBlanks: Substring {
        let blank: (Character) -> Bool = { $0 == " " || $0 == "\t" || $0 == "\r" }
        guard let first = firstIndex(where: { !blank($0) }), let last = lastIndex(where: { !blank($0) }) else { return "" }
        return self[first...last]
    }
}
