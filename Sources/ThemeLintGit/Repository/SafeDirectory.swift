internal import CLibGit2
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// git's answer to "may a repository owned by another user be used?" (`safe.directory`),
/// for the cases libgit2 1.5.1 gets wrong: it refuses `safe.directory = *` (the usual line in
/// CI containers), `GIT_CONFIG_GLOBAL`, the command line's `git -c safe.directory=…` (which
/// git hands to hooks as `GIT_CONFIG_PARAMETERS`), `GIT_CONFIG_COUNT`, a `/*` prefix entry,
/// and `sudo` (root running for the owner, `SUDO_UID`), all of which git accepts.
///
/// As in git, only protected configuration counts (system, global, command line; never the
/// repository's own), read in that order, and an empty value clears the entries before it.
struct SafeDirectory {
    let environment: [String: String]

    /// True when git would use the repository at `path` (its working tree, or the git
    /// directory of a bare repository) although `owner` is not the current user.
    func trusts(_ path: String, owner: uid_t) -> Bool {
        if geteuid() == 0, let sudo = environment["SUDO_UID"].flatMap({ uid_t($0) }), sudo == owner { return true }
        var trusted = false
        let candidates = Set([path, Self.realPath(path)].compactMap { $0 }.map(Self.withoutTrailingSlash))
        for value in values() {
            if value.isEmpty {
                trusted = false
            } else if value == "*" {
                trusted = true
            } else if let allowed = interpolated(value) {
                if allowed.hasSuffix("/*") {
                    let prefix = String(allowed.dropLast())
                    if candidates.contains(where: { ($0 + "/").hasPrefix(prefix) }) { trusted = true }
                } else if candidates.contains(Self.withoutTrailingSlash(allowed)) {
                    trusted = true
                }
            }
        }
        return trusted
    }

    /// Every `safe.directory` value of the protected configuration, in git's order.
    func values() -> [String] {
        var files: [String] = []
        if !isTrue(environment["GIT_CONFIG_NOSYSTEM"]) {
            files.append(nonEmpty(environment["GIT_CONFIG_SYSTEM"]) ?? "/etc/gitconfig")
        }
        if let global = environment["GIT_CONFIG_GLOBAL"] {
            if !global.isEmpty { files.append(global) }
        } else {
            let home = nonEmpty(environment["HOME"])
            if let xdg = nonEmpty(environment["XDG_CONFIG_HOME"]) {
                files.append(xdg + "/git/config")
            } else if let home {
                files.append(home + "/.config/git/config")
            }
            if let home { files.append(home + "/.gitconfig") }
        }
        return files.flatMap(Self.values(inFile:)) + commandLineValues()
    }

    /// `safe.directory` values set on git's command line: `GIT_CONFIG_PARAMETERS`
    /// (`'key=value'` or `'key'='value'`, shell-quoted) and then `GIT_CONFIG_COUNT` with its
    /// `GIT_CONFIG_KEY_n` / `GIT_CONFIG_VALUE_n`.
    func commandLineValues() -> [String] {
        var values: [String] = []
        for (key, value) in Self.parameters(environment["GIT_CONFIG_PARAMETERS"] ?? "") where key.lowercased() == "safe.directory" {
            values.append(value ?? "")
        }
        let count = Int(environment["GIT_CONFIG_COUNT"] ?? "") ?? 0
        for index in 0..<max(0, min(count, 100_000)) where environment["GIT_CONFIG_KEY_\(index)"]?.lowercased() == "safe.directory" {
            values.append(environment["GIT_CONFIG_VALUE_\(index)"] ?? "")
        }
        return values
    }

    /// Splits `GIT_CONFIG_PARAMETERS` into (key, value) pairs; nil value for a bare key.
    static func parameters(_ text: String) -> [(String, String?)] {
        var pairs: [(String, String?)] = []
        var characters = Substring(text)
        /// A single-quoted word (git's sq_quote: `'` and `!` written as `'\''` and `'\!'`), or nil.
        func quoted() -> String? {
            guard characters.first == "'" else { return nil }
            characters = characters.dropFirst()
            var word = ""
            while let character = characters.first {
                characters = characters.dropFirst()
                if character != "'" {
                    word.append(character)
                } else if characters.first == "\\", characters.dropFirst(2).first == "'",
                          let escaped = characters.dropFirst().first {
                    word.append(escaped)
                    characters = characters.dropFirst(3)
                } else {
                    return word
                }
            }
            return nil
        }
        while true {
            characters = characters.drop(while: { $0 == " " })
            guard let first = quoted() else { return pairs }
            if characters.first == "=" {
                characters = characters.dropFirst()
                pairs.append((first, quoted() ?? ""))
            } else if let equals = first.firstIndex(of: "=") {
                pairs.append((String(first[..<equals]), String(first[first.index(after: equals)...])))
            } else {
                pairs.append((first, nil))
            }
        }
    }

    /// `~/…` made absolute; nil for what cannot be (`~user/…`, `%(prefix)/…`).
    private func interpolated(_ value: String) -> String? {
        if value == "~" || value.hasPrefix("~/") {
            guard let home = nonEmpty(environment["HOME"]) else { return nil }
            return home + value.dropFirst()
        }
        if value.hasPrefix("~") || value.hasPrefix("%(prefix)/") { return nil }
        return value
    }

    private static func values(inFile path: String) -> [String] {
        guard FileManager.default.isReadableFile(atPath: path) else { return [] }
        var config: OpaquePointer?
        guard git_config_open_ondisk(&config, path) == 0 else {
            git_error_clear()
            return []
        }
        defer { git_config_free(config) }
        var iterator: OpaquePointer?
        guard git_config_multivar_iterator_new(&iterator, config, "safe.directory", nil) == 0 else {
            git_error_clear()
            return []
        }
        defer { git_config_iterator_free(iterator) }
        var values: [String] = []
        var entry: UnsafeMutablePointer<git_config_entry>?
        while git_config_next(&entry, iterator) == 0, let entry {
            values.append(entry.pointee.value.map { String(cString: $0) } ?? "")
        }
        git_error_clear()
        return values
    }

    private static func realPath(_ path: String) -> String? {
        guard let resolved = realpath(path, nil) else { return nil }
        defer { free(resolved) }
        return String(cString: resolved)
    }

    private static func withoutTrailingSlash(_ path: String) -> String {
        path.count > 1 && path.hasSuffix("/") ? String(path.dropLast()) : path
    }

    private func nonEmpty(_ value: String?) -> String? {
        value.flatMap { $0.isEmpty ? nil : $0 }
    }

    private func isTrue(_ value: String?) -> Bool {
        ["1", "true", "yes", "on"].contains(value?.lowercased() ?? "")
    }
}
