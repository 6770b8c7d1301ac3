import ThemeLintCore

/// One of themelint's hook files (`pre-commit` by default, or `pre-merge-commit`) and its
/// backup in a hooks directory.
struct HookFiles {
    let directory: String
    /// The hook's name (`pre-commit`).
    var name = "pre-commit"
    /// What themelint writes there.
    var script = PreCommitHook.script

    var hookPath: String { directory + "/" + name }
    var backupPath: String { directory + "/" + name + ".themelint-backup" }

    /// The current hook's bytes, nil when there is none. A symbolic link is never followed:
    /// its target path stands in for its content (so it is never taken for themelint's hook).
    func existingHook() throws -> [UInt8]? {
        let manager = FileManager.default
        guard let attributes = try? manager.attributesOfItem(atPath: hookPath) else { return nil }
        switch attributes[.type] as? FileAttributeType {
        case .typeSymbolicLink?:
            let target = (try? manager.destinationOfSymbolicLink(atPath: hookPath)) ?? ""
            return Array("symbolic link to \(target)".utf8)
        case .typeRegular?:
            guard let data = manager.contents(atPath: hookPath) else {
                throw HookError("cannot read \(hookPath)")
            }
            return Array(data)
        default:
            throw HookError("\(hookPath) is not a regular file")
        }
    }

    /// Writes the hook (atomically, executable), creating the hooks directory if needed.
    func writeHook() throws {
        let manager = FileManager.default
        do {
            try manager.createDirectory(atPath: directory, withIntermediateDirectories: true)
            let temporary = directory + "/.\(name).themelint-\(ProcessInfo.processInfo.processIdentifier).tmp"
            guard manager.createFile(atPath: temporary, contents: Data(script.utf8), attributes: [.posixPermissions: 0o755]) else {
                throw HookError("cannot write \(temporary)")
            }
            try manager.setAttributes([.posixPermissions: 0o755], ofItemAtPath: temporary)
            guard rename(temporary, hookPath) == 0 else {
                let reason = String(cString: strerror(errno))
                try? manager.removeItem(atPath: temporary)
                throw HookError("cannot write \(hookPath): \(reason)")
            }
        } catch let error as HookError {
            throw error
        } catch {
            throw HookError("cannot install the hook in \(directory): \(describeFileError(error))")
        }
    }

    /// Moves a foreign hook aside to `backupPath` (replacing an older backup).
    func backUpForeignHook() throws {
        guard rename(hookPath, backupPath) == 0 else {
            throw HookError("cannot move \(hookPath) to \(backupPath): \(String(cString: strerror(errno)))")
        }
    }

    /// Removes the hook.
    func removeHook() throws {
        guard unlink(hookPath) == 0 else {
            throw HookError("cannot remove \(hookPath): \(String(cString: strerror(errno)))")
        }
    }

    /// Puts a backup made by `install --force` back; false when there is none.
    func restoreBackup() throws -> Bool {
        guard (try? FileManager.default.attributesOfItem(atPath: backupPath)) != nil else { return false }
        guard rename(backupPath, hookPath) == 0 else {
            throw HookError("cannot restore \(backupPath): \(String(cString: strerror(errno)))")
        }
        return true
    }
}
