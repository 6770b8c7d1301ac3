/// The roles of two versions of a scheme paired by name (names are unique in a scheme).
///
/// Both sides are walked in document order, which they almost always share: a role is paired
/// with the base role where the order puts it, and a role out of place (added, removed or
/// moved) is set aside, with a one-role look-ahead on each side to get back in step. The few
/// set aside are then paired by name through a table of the base roles set aside only, so a
/// diff hashes no name unless roles were added, removed or moved, and then only theirs.
struct RoleMatching {
    /// For each head role, the offset of the base role of the same name, or -1 (added).
    private(set) var baseOffsets: [Int]
    /// The offsets of the base roles no head role has (removed), ascending.
    private(set) var removed: [Int]

    /// Pairs `head`'s roles with `base`'s by name.
    init(head: UnsafeBufferPointer<ResolvedRole>, base: UnsafeBufferPointer<ResolvedRole>) {
        baseOffsets = [Int](repeating: -1, count: head.count)
        var pendingHead: [Int] = []
        var pendingBase: [Int] = []
        var headOffset = 0
        var baseOffset = 0
        while headOffset < head.count {
            if baseOffset < base.count {
                if base[baseOffset].role.name == head[headOffset].role.name {
                    baseOffsets[headOffset] = baseOffset
                    headOffset += 1
                    baseOffset += 1
                    continue
                }
                // The head role looks inserted: the next one is where the base role is.
                if headOffset + 1 < head.count, head[headOffset + 1].role.name == base[baseOffset].role.name {
                    pendingHead.append(headOffset)
                    headOffset += 1
                    continue
                }
                // The base role looks removed; else both are out of place.
                pendingBase.append(baseOffset)
                baseOffset += 1
                if base.indices.contains(baseOffset), base[baseOffset].role.name == head[headOffset].role.name { continue }
            }
            pendingHead.append(headOffset)
            headOffset += 1
        }
        pendingBase.append(contentsOf: baseOffset..<base.count)
        removed = pendingBase
        guard !pendingHead.isEmpty, !pendingBase.isEmpty else { return }
        var names = NameTable(capacity: pendingBase.count)
        for offset in pendingBase { names.insert(base[offset].role.name) }
        var paired = [Bool](repeating: false, count: pendingBase.count)
        for offset in pendingHead {
            guard let index = names.offset(of: head[offset].role.name) else { continue }
            baseOffsets[offset] = pendingBase[index]
            paired[index] = true
        }
        removed = pendingBase.indices.filter { !paired[$0] }.map { pendingBase[$0] }
    }
}
