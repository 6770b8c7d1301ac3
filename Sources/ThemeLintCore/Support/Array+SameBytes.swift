#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

extension Array where Element == UInt8 {
    /// Whether `other` holds the same bytes, compared with `memcmp`: the standard `==` compares
    /// element by element, which showed up in profiles when a load compares each file with the
    /// one read ahead.
    func hasSameBytes(as other: [UInt8]) -> Bool {
        guard count == other.count else { return false }
        return withUnsafeBytes { mine in
            other.withUnsafeBytes { theirs in
                guard let mine = mine.baseAddress, let theirs = theirs.baseAddress else { return true } // both empty
                return memcmp(mine, theirs, count) == 0
            }
        }
    }
}

extension Optional where Wrapped == [UInt8] {
    /// Whether both are absent, or both present with the same bytes.
    func hasSameBytes(as other: [UInt8]?) -> Bool {
        switch (self, other) {
        case (nil, nil): true
        case let (mine?, theirs?): mine.hasSameBytes(as: theirs)
        default: false
        }
    }
}
