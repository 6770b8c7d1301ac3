import Synchronization

/// A name → offset table over a list of uniquely named things, built the first time someone
/// looks a name up and shared by every copy of the value that owns it.
///
/// Large schemes are mostly walked in order (resolving, linting, diffing roles in document
/// order); building a hash table of 100,000 role names up front would cost more than every
/// lookup made afterwards. The owner must replace its index when the list changes.
final class LazyNameIndex: Sendable {
    private let table = Mutex<[String: Int]?>(nil)

    /// Creates an empty index (nothing is built yet).
    init() {}

    /// The offset of `name`, building the table from `names` on first use (the last
    /// occurrence of a repeated name wins, as in JSON).
    func offset<Names: Sequence<String>>(of name: String, names: () -> Names) -> Int? {
        table.withLock { table in
            if let table { return table[name] }
            let sequence = names()
            var built: [String: Int] = [:]
            built.reserveCapacity(sequence.underestimatedCount)
            for (offset, each) in sequence.enumerated() {
                built[each] = offset
            }
            table = built
            return built[name]
        }
    }
}
