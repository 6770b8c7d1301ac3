import ThemeLintCore

/// A file-system error as a short message: the path and the system's reason when the error
/// carries them (FoundationEssentials' `CocoaError` has no readable description of its own).
func describeFileError(_ error: any Error) -> String {
    if let cocoa = error as? CocoaError, let underlying = cocoa.userInfo["NSUnderlyingError"] as? POSIXError {
        let reason = String(cString: strerror(underlying.code.rawValue))
        if let path = cocoa.userInfo["NSFilePath"] as? String { return "\(path): \(reason)" }
        return reason
    }
    return "\(error)"
}
