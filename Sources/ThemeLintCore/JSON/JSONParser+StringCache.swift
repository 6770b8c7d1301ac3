extension JSONParser {
    /// Remembers the strings (keys and string values) read so far in one parse, so that a
    /// repeat (`"color_identifier"` in every role, a role name in every scheme, `"sky_300"`
    /// in many roles) costs a hash and a byte compare instead of building a new `String`:
    /// a long repeat shares the first one's storage, a short one is copied inline.
    ///
    /// One slot per hash value (a string that collides with another one replaces it), so a
    /// look-up is one probe. Slots hold indexes into dense arrays, one entry per slot made on
    /// its first use: they are trivial to create, only the slots used hold a string to destroy
    /// when the parse ends, and the cache never outgrows its slot count, whatever the input.
    struct StringCache {
        /// Where a remembered string's bytes stand in the parser's input, and their hash.
        private struct Entry {
            var hash: UInt64
            var start: UInt32
            var count: UInt32
        }

        /// Strings longer than this are rarely repeated and are built each time.
        static var longestCachedString: Int { 128 }

        /// `index + 1` of each slot's entry, 0 for a slot not used yet.
        private var slots: [UInt32] = []
        private var mask = 0
        private var entries: [Entry] = []
        private var strings: [String] = []

        /// A cache with one slot per 64 input bytes (64 to 4,096 slots, a power of two).
        init(inputSize: Int) {
            var slotCount = 64
            while slotCount < 4096, slotCount &* 64 < inputSize {
                slotCount &*= 2
            }
            mask = slotCount &- 1
            slots = Array(repeating: 0, count: slotCount)
        }

        /// The string of the `count` bytes at `start` of `input` (valid UTF-8, at most
        /// `longestCachedString` bytes, whose hash is `hash`). The input stays alive and
        /// unchanged for the whole parse.
        @inline(__always)
        mutating func string(at start: Int, count: Int, in input: UnsafeBufferPointer<UInt8>, hash: UInt64) -> String {
            let slot = Int(truncatingIfNeeded: hash) & mask
            let found = Int(truncatingIfNeeded: slots[slot])
            if found != 0 {
                let entry = entries[found &- 1]
                if entry.hash == hash, Int(entry.count) == count,
                   Self.equal(input, start, Int(entry.start), count: count) {
                    return strings[found &- 1]
                }
            }
            let string = JSONParser.string(validUTF8: UnsafeBufferPointer(rebasing: input[start..<(start &+ count)]))
            let entry = Entry(hash: hash, start: UInt32(truncatingIfNeeded: start), count: UInt32(truncatingIfNeeded: count))
            if found != 0 {
                // Another string had the slot: this one takes its place.
                entries[found &- 1] = entry
                strings[found &- 1] = string
            } else {
                entries.append(entry)
                strings.append(string)
                slots[slot] = UInt32(truncatingIfNeeded: entries.count)
            }
            return string
        }

        /// Whether the `count` bytes at `lhs` and at `rhs` of `input` are equal, compared
        /// eight (or four) at a time.
        @inline(__always)
        private static func equal(_ input: UnsafeBufferPointer<UInt8>, _ lhs: Int, _ rhs: Int, count: Int) -> Bool {
            let raw = UnsafeRawBufferPointer(input)
            if count >= 8 {
                var index = 0
                while index &+ 8 < count {
                    if raw.loadUnaligned(fromByteOffset: lhs &+ index, as: UInt64.self)
                        != raw.loadUnaligned(fromByteOffset: rhs &+ index, as: UInt64.self) {
                        return false
                    }
                    index &+= 8
                }
                // The last eight bytes, overlapping the words already compared.
                return raw.loadUnaligned(fromByteOffset: lhs &+ count &- 8, as: UInt64.self)
                    == raw.loadUnaligned(fromByteOffset: rhs &+ count &- 8, as: UInt64.self)
            }
            if count >= 4 {
                return raw.loadUnaligned(fromByteOffset: lhs, as: UInt32.self) == raw.loadUnaligned(fromByteOffset: rhs, as: UInt32.self)
                    && raw.loadUnaligned(fromByteOffset: lhs &+ count &- 4, as: UInt32.self)
                    == raw.loadUnaligned(fromByteOffset: rhs &+ count &- 4, as: UInt32.self)
            }
            var index = 0
            while index < count {
                if input[lhs &+ index] != input[rhs &+ index] { return false }
                index &+= 1
            }
            return true
        }
    }
}

extension JSONParser {
    /// The string of `bytes`, which the parser has already found to be valid UTF-8, copied
    /// straight into the string's storage: up to 15 ASCII bytes then make a string without
    /// the validation pass that `String(decoding:as:)` makes every time (a longer or
    /// non-ASCII string is still validated, and valid input comes out unchanged).
    @inline(__always)
    static func string(validUTF8 bytes: UnsafeBufferPointer<UInt8>) -> String {
        String(unsafeUninitializedCapacity: bytes.count) { storage in
            guard let source = bytes.baseAddress, let target = storage.baseAddress else { return 0 }
            target.initialize(from: source, count: bytes.count)
            return bytes.count
        }
    }
}
