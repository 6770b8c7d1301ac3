/// Holds large values until the process exits, so that freeing them (hundreds of thousands of
/// roles in a big theme set) does not add to the run time of a process about to end anyway.
enum ProcessLifetime {
    nonisolated(unsafe) private static var kept: [Any] = []

    /// Keeps `values` alive until exit. Call once, on the main thread, at the end of a command.
    static func keep(_ values: Any...) {
        kept.append(contentsOf: values)
    }
}
