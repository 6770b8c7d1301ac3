internal import CLibGit2

/// libgit2's global state, initialised on first use (a global `let` is initialised once,
/// thread-safely). libgit2 needs no shutdown for a process that exits. It starts as its
/// distribution built it (Debian's, on mbedTLS, parses the system CA bundle here).
private let libgit2InitializationResult: Int32 = {
    let code = git_libgit2_init()
    guard code >= 0 else { return code }
    return themelint_git_disable_strict_hash_verification()
}()

/// Makes sure `git_libgit2_init()` has run (waiting for it when another thread is running it).
func ensureLibgit2Initialized() throws(GitError) {
    try check(libgit2InitializationResult, "cannot initialise libgit2")
}

/// Turns a libgit2 return code into a typed error; returns non-negative codes unchanged.
///
/// The kind comes from `kinds` when the code is listed there, else from the code itself
/// (`GIT_EAMBIGUOUS`, `GIT_EOWNER`, ...), else from the error class (`GIT_ERROR_OS` is `.io`).
/// The message is `context` followed by libgit2's own message, read from `git_error_last()`
/// (which may be NULL in libgit2 1.5.1, and is then left out).
@discardableResult
func check(
    _ code: Int32,
    _ context: @autoclosure () -> String,
    kinds: [Int32: GitError.Kind] = [:]
) throws(GitError) -> Int32 {
    guard code < 0 else { return code }
    throw libgit2Error(code: code, context: context(), kinds: kinds)
}

/// The typed error for a failed libgit2 call; reads and clears `git_error_last()`.
func libgit2Error(code: Int32, context: String, kinds: [Int32: GitError.Kind] = [:]) -> GitError {
    let last = lastLibgit2Error()
    let kind = kinds[code] ?? defaultKind(code: code, errorClass: last.errorClass)
    let message = last.message.map { "\(context): \($0)" } ?? "\(context) (libgit2 error \(code))"
    return GitError(kind, message)
}

/// The message and class of the calling thread's last libgit2 error, then clears it.
/// Both are nil when libgit2 recorded none.
func lastLibgit2Error() -> (message: String?, errorClass: Int32?) {
    defer { git_error_clear() }
    guard let error = git_error_last(), let text = error.pointee.message else { return (nil, nil) }
    let message = String(cString: text).trimmingCharacters(in: " \n")
    return (message.isEmpty ? nil : message, error.pointee.klass)
}

private func defaultKind(code: Int32, errorClass: Int32?) -> GitError.Kind {
    switch code {
    case GIT_EAMBIGUOUS.rawValue: return .ambiguousRevision
    case GIT_EOWNER.rawValue: return .unsafeOwnership
    case GIT_EBAREREPO.rawValue: return .bareRepository
    case GIT_EUNBORNBRANCH.rawValue: return .emptyRepository
    default: break
    }
    if errorClass == Int32(GIT_ERROR_OS.rawValue) { return .io }
    return .other
}

/// libgit2 error codes, as the `Int32` its functions return.
enum Libgit2Code {
    static let notFound = GIT_ENOTFOUND.rawValue
    static let ambiguous = GIT_EAMBIGUOUS.rawValue
    static let invalidSpec = GIT_EINVALIDSPEC.rawValue
    static let unbornBranch = GIT_EUNBORNBRANCH.rawValue
    static let owner = GIT_EOWNER.rawValue
}

/// The 40-hex form of an object id.
func hexString(_ oid: UnsafePointer<git_oid>) -> String {
    var characters = [CChar](repeating: 0, count: 40)
    characters.withUnsafeMutableBufferPointer { buffer in
        _ = git_oid_fmt(buffer.baseAddress, oid)
    }
    return String(decoding: characters.map { UInt8(bitPattern: $0) }, as: UTF8.self)
}

/// Strips the trailing `/` libgit2 puts on directory paths (keeping `/` itself).
func withoutTrailingSlash(_ path: String) -> String {
    var result = path
    while result.count > 1, result.hasSuffix("/") { result.removeLast() }
    return result
}

extension String {
    fileprivate func trimmingCharacters(in characters: String) -> String {
        let set = Set(characters)
        var slice = Substring(self)
        while let first = slice.first, set.contains(first) { slice.removeFirst() }
        while let last = slice.last, set.contains(last) { slice.removeLast() }
        return String(slice)
    }
}
