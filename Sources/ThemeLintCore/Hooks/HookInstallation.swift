/// What `themelint hook install` does with the hook file it finds.
public enum HookInstallAction: String, Sendable, Hashable {
    /// No hook there: write ours.
    case create
    /// Ours, identical: nothing to write.
    case upToDate
    /// Ours, another version: overwrite it.
    case update
    /// Someone else's and `--force` given: keep it as a backup, then write ours.
    case replaceForeign
    /// Someone else's and no `--force`: leave it and fail.
    case refuseForeign

    /// Decides from the existing file's content (nil when there is none); `isOurs` recognises
    /// themelint's hook of that name (the pre-commit hook's by default).
    public static func decide(
        existing: [UInt8]?, force: Bool, script: String = PreCommitHook.script,
        isOurs: ([UInt8]) -> Bool = PreCommitHook.isThemelintHook
    ) -> HookInstallAction {
        guard let existing else { return .create }
        if isOurs(existing) {
            return existing == Array(script.utf8) ? .upToDate : .update
        }
        return force ? .replaceForeign : .refuseForeign
    }
}

/// What `themelint hook uninstall` does with the hook file it finds.
public enum HookUninstallAction: String, Sendable, Hashable {
    /// No hook there: nothing to do.
    case absent
    /// Ours: remove it.
    case remove
    /// Someone else's: leave it.
    case keepForeign

    /// Decides from the existing file's content (nil when there is none); `isOurs` recognises
    /// themelint's hook of that name (the pre-commit hook's by default).
    public static func decide(existing: [UInt8]?, isOurs: ([UInt8]) -> Bool = PreCommitHook.isThemelintHook) -> HookUninstallAction {
        guard let existing else { return .absent }
        return isOurs(existing) ? .remove : .keepForeign
    }
}
