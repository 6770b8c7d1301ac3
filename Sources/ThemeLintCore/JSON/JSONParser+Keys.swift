extension JSONParser.State {
    /// Objects with fewer members than this look for a repeated key by scanning the members'
    /// key hashes; larger ones switch to a hash table.
    static var linearKeySearchLimit: Int { 8 }

    /// The part of a key-table slot that holds the high bits of the key's hash.
    static var tagMask: UInt64 { 0xFFFF_FFFF_0000_0000 }

    /// Pushes a new member of the innermost object with the key just read (its value follows
    /// later), recording a duplicate when an earlier member of the same object has the same
    /// key, byte for byte.
    ///
    /// Keys are identified by a 64-bit hash of their decoded UTF-8 bytes; equal hashes are
    /// confirmed by comparing the bytes. Each depth level owns one reusable table
    /// (`keyTables[depth]`, open addressing, linear probing) whose slots hold the high 32 bits
    /// of the key's hash and, below them, `member index - start + 1` (0 marks an empty slot),
    /// so a probe usually needs no other memory access.
    mutating func pushKey(_ key: consuming String, hash: UInt64, span: SourceSpan) {
        let top = frames.count &- 1
        let start = frames[top].start
        let newIndex = members.count
        let existing = newIndex &- start

        if frames[top].keyTableMask == 0 {
            if existing < Self.linearKeySearchLimit {
                var index = start
                while index < newIndex {
                    if keyHashes.element(at: index) == hash, members.element(at: index).key.utf8.elementsEqual(key.utf8) {
                        recordDuplicate(key, at: span.position, firstIndex: index)
                        break
                    }
                    index &+= 1
                }
                appendMember(key, hash: hash, span: span)
                return
            }
            buildKeyTable(depth: top, capacity: 64)
        }

        let mask = frames[top].keyTableMask
        let tag = hash & Self.tagMask
        var slot = Int(truncatingIfNeeded: hash) & mask
        while true {
            let entry = keyTables[top][slot]
            if entry == 0 {
                break
            }
            if entry & Self.tagMask == tag {
                let index = start &+ Int(truncatingIfNeeded: entry & ~Self.tagMask) &- 1
                if keyHashes.element(at: index) == hash, members.element(at: index).key.utf8.elementsEqual(key.utf8) {
                    // A repeat stays out of the table: lookups must keep finding the first occurrence.
                    recordDuplicate(key, at: span.position, firstIndex: index)
                    appendMember(key, hash: hash, span: span)
                    return
                }
            }
            slot = (slot &+ 1) & mask
        }
        keyTables[top][slot] = tag | UInt64(truncatingIfNeeded: existing &+ 1)
        appendMember(key, hash: hash, span: span)
        // Grow at three quarters full: long probe runs stay within a cache line or two,
        // while the table stays small enough to be cached.
        if (existing &+ 1) &* 4 > mask &* 3 {
            buildKeyTable(depth: top, capacity: (mask &+ 1) &* 2)
        }
    }

    private mutating func appendMember(_ key: consuming String, hash: UInt64, span: SourceSpan) {
        members.push(JSONMember(key: key, keySpan: span, value: JSONNode(.null, span: span)))
        keyHashes.push(hash)
    }

    private mutating func recordDuplicate(_ key: String, at position: SourcePosition, firstIndex: Int) {
        duplicateKeys.append(DuplicateKey(key: key, position: position, firstPosition: members.element(at: firstIndex).keyPosition))
    }

    /// (Re)builds the key table of the object at `depth` with `capacity` slots (a power of two)
    /// from the members read so far, in order, so that a key's first occurrence comes first in
    /// its probe sequence.
    private mutating func buildKeyTable(depth: Int, capacity: Int) {
        while keyTables.count <= depth {
            keyTables.append([])
        }
        let mask = capacity &- 1
        frames[depth].keyTableMask = mask
        keyTables[depth].removeAll(keepingCapacity: true)
        keyTables[depth].append(contentsOf: repeatElement(0, count: capacity))
        let start = frames[depth].start
        var index = start
        while index < members.count {
            var slot = Int(truncatingIfNeeded: keyHashes.element(at: index)) & mask
            while keyTables[depth][slot] != 0 {
                slot = (slot &+ 1) & mask
            }
            keyTables[depth][slot] = keyHashes.element(at: index) & Self.tagMask | UInt64(truncatingIfNeeded: index &- start &+ 1)
            index &+= 1
        }
    }
}

extension JSONParser {
    /// A fast 64-bit hash of `bytes`, read eight at a time. `seed` is random per parse, so a
    /// crafted file cannot count on keys that collide (which would make duplicate detection
    /// quadratic).
    @inline(__always)
    static func hash(of bytes: UnsafeBufferPointer<UInt8>, seed: UInt64) -> UInt64 {
        let count = bytes.count
        var hash: UInt64 = seed ^ UInt64(truncatingIfNeeded: count)
        guard let base = bytes.baseAddress else { return hash }
        let raw = UnsafeRawPointer(base)
        var index = 0
        while index &+ 8 <= count {
            hash = (hash ^ raw.loadUnaligned(fromByteOffset: index, as: UInt64.self)) &* 0xFF51_AFD7_ED55_8CCD
            hash ^= hash >> 32
            index &+= 8
        }
        if index < count {
            // The last bytes: as one word overlapping the last one read (the count is
            // hashed too), else as two overlapping halves, else one by one.
            var tail: UInt64 = 0
            if count >= 8 {
                tail = raw.loadUnaligned(fromByteOffset: count &- 8, as: UInt64.self)
            } else if count >= 4 {
                tail = UInt64(raw.loadUnaligned(as: UInt32.self))
                    | UInt64(raw.loadUnaligned(fromByteOffset: count &- 4, as: UInt32.self)) << 32
            } else {
                while index < count {
                    tail = tail << 8 | UInt64(base[index])
                    index &+= 1
                }
            }
            hash = (hash ^ tail) &* 0xFF51_AFD7_ED55_8CCD
        }
        // MurmurHash3's finalizer spreads every input bit over the whole word.
        hash ^= hash >> 33
        hash = hash &* 0xC4CE_B9FE_1A85_EC53
        hash ^= hash >> 33
        return hash
    }
}
