extension JSONParser.State {
    /// Objects with at most this many members look for a repeated key by scanning their
    /// members; larger ones switch to a dictionary.
    static var linearKeySearchLimit: Int { 8 }

    /// Records `key` (about to become a member of the innermost object) as a duplicate when an
    /// earlier member of the same object has the same key, byte for byte.
    mutating func noteKey(_ key: String, at position: SourcePosition) {
        let top = frames.count - 1
        let start = frames[top].start
        let memberCount = members.count - start
        if memberCount == 0 { return }

        if memberCount <= Self.linearKeySearchLimit, frames[top].keyIndex == nil {
            if let first = firstMember(withKey: key, from: start) {
                duplicateKeys.append(DuplicateKey(key: key, position: position, firstPosition: members[first].keyPosition))
            }
            return
        }

        // Take the index out of the frame so it is uniquely referenced while it changes.
        var index = frames[top].keyIndex ?? makeKeyIndex(from: start)
        frames[top].keyIndex = nil
        if let candidate = index[key] {
            // `String` equality is canonical equivalence; confirm the bytes match, and fall back
            // to a scan in the rare case of equivalent keys spelled differently.
            let first = key.utf8.elementsEqual(members[candidate].key.utf8) ? candidate : firstMember(withKey: key, from: start)
            if let first {
                duplicateKeys.append(DuplicateKey(key: key, position: position, firstPosition: members[first].keyPosition))
            }
        } else {
            index[key] = members.count
        }
        frames[top].keyIndex = index
    }

    /// The index of the first member from `start` whose key has exactly the bytes of `key`.
    private func firstMember(withKey key: String, from start: Int) -> Int? {
        var index = start
        while index < members.count {
            // `==` is a cheap filter (identical storage or differing bytes answer at once).
            if members[index].key == key, members[index].key.utf8.elementsEqual(key.utf8) {
                return index
            }
            index += 1
        }
        return nil
    }

    /// A dictionary of the first occurrence of every key among the members from `start`.
    private func makeKeyIndex(from start: Int) -> [String: Int] {
        var index: [String: Int] = [:]
        index.reserveCapacity(Self.linearKeySearchLimit * 4)
        for memberIndex in start..<members.count where index[members[memberIndex].key] == nil {
            index[members[memberIndex].key] = memberIndex
        }
        return index
    }
}

extension JSONParser {
    /// Remembers recently seen long keys so that repeats (`"color_identifier"` in every role)
    /// share one string's storage instead of allocating a new one each time. Keys of up to 15
    /// bytes are stored inline in `String` and need no sharing.
    struct KeyCache {
        private struct Entry {
            var hash: UInt64
            var start: UnsafePointer<UInt8>
            var count: Int
            var string: String
        }

        private static var slotCount: Int { 1024 }
        private static var shortestCachedKey: Int { 16 }
        private static var longestCachedKey: Int { 128 }

        private var entries: [Entry?] = []

        /// A string for `bytes` (valid UTF-8, part of the parser's input buffer, which stays
        /// alive for the whole parse).
        mutating func string(for bytes: UnsafeBufferPointer<UInt8>) -> String {
            let count = bytes.count
            guard count >= Self.shortestCachedKey, count <= Self.longestCachedKey, let base = bytes.baseAddress else {
                return String(decoding: bytes, as: UTF8.self)
            }
            if entries.isEmpty {
                entries = Array(repeating: nil, count: Self.slotCount)
            }
            let hash = Self.hash(base, count: count)
            let slot = Int(truncatingIfNeeded: hash >> 32) & (Self.slotCount - 1)
            if let entry = entries[slot], entry.hash == hash, entry.count == count,
               Self.equal(base, entry.start, count: count) {
                return entry.string
            }
            let string = String(decoding: bytes, as: UTF8.self)
            entries[slot] = Entry(hash: hash, start: base, count: count, string: string)
            return string
        }

        /// A fast hash of `count` (≥ 8) bytes, read eight at a time.
        private static func hash(_ base: UnsafePointer<UInt8>, count: Int) -> UInt64 {
            let raw = UnsafeRawPointer(base)
            var hash: UInt64 = 0x9E37_79B9_7F4A_7C15 ^ UInt64(truncatingIfNeeded: count)
            var index = 0
            while index &+ 8 <= count {
                hash = (hash ^ raw.loadUnaligned(fromByteOffset: index, as: UInt64.self)) &* 0xFF51_AFD7_ED55_8CCD
                hash ^= hash >> 29
                index &+= 8
            }
            // The last eight bytes (overlapping the words above when count is not a multiple of 8).
            hash = (hash ^ raw.loadUnaligned(fromByteOffset: count &- 8, as: UInt64.self)) &* 0xC4CE_B9FE_1A85_EC53
            return hash ^ (hash >> 32)
        }

        /// Whether `count` bytes at `lhs` and `rhs` are equal.
        private static func equal(_ lhs: UnsafePointer<UInt8>, _ rhs: UnsafePointer<UInt8>, count: Int) -> Bool {
            var index = 0
            while index < count {
                if lhs[index] != rhs[index] { return false }
                index &+= 1
            }
            return true
        }
    }
}
