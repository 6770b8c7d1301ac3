/// Distinct names, each with its offset (its order of insertion): a hash table for the hot
/// look-ups of large theme sets (the resolver and the rules look up an identifier for each of
/// 400,000 roles).
///
/// Names are hashed by their UTF-8 bytes with the JSON parser's fast hash, seeded at random per
/// table so that crafted names cannot be made to collide; for short names that costs a
/// fraction of `[String: Int]`'s SipHash. Open addressing, linear probing, at most half full.
struct NameTable: Sendable {
    /// The names, in insertion order.
    private(set) var names: [String] = []
    /// `offset + 1` of the name hashed to each slot, 0 for an empty slot.
    private var slots: [Int]
    private var mask: Int
    private let seed = UInt64.random(in: .min ... .max)

    /// Creates an empty table with room for `capacity` names before it grows.
    init(capacity: Int = 0) {
        var slotCount = 8
        while slotCount < capacity * 2 { slotCount *= 2 }
        slots = Array(repeating: 0, count: slotCount)
        mask = slotCount - 1
        names.reserveCapacity(capacity)
    }

    /// The number of names.
    var count: Int { names.count }

    /// The offset of `name`, if the table has it.
    func offset(of name: String) -> Int? {
        var slot = Int(truncatingIfNeeded: hash(name)) & mask
        while true {
            let entry = slots[slot]
            if entry == 0 { return nil }
            if names[entry - 1] == name { return entry - 1 }
            slot = (slot + 1) & mask
        }
    }

    /// Adds `name` unless the table has it; returns its offset and whether it was added.
    @discardableResult
    mutating func insert(_ name: String) -> (offset: Int, inserted: Bool) {
        var slot = Int(truncatingIfNeeded: hash(name)) & mask
        while true {
            let entry = slots[slot]
            if entry == 0 { break }
            if names[entry - 1] == name { return (entry - 1, false) }
            slot = (slot + 1) & mask
        }
        let offset = names.count
        names.append(name)
        slots[slot] = offset + 1
        if names.count * 2 > slots.count { rehash(slotCount: slots.count * 2) }
        return (offset, true)
    }

    private mutating func rehash(slotCount: Int) {
        slots = Array(repeating: 0, count: slotCount)
        mask = slotCount - 1
        for (offset, name) in names.enumerated() {
            var slot = Int(truncatingIfNeeded: hash(name)) & mask
            while slots[slot] != 0 { slot = (slot + 1) & mask }
            slots[slot] = offset + 1
        }
    }

    private func hash(_ name: String) -> UInt64 {
        let seed = self.seed
        if let hash = name.utf8.withContiguousStorageIfAvailable({ JSONParser.hash(of: $0, seed: seed) }) {
            return hash
        }
        return Array(name.utf8).withUnsafeBufferPointer { JSONParser.hash(of: $0, seed: seed) }
    }
}
