/// The Android adapter of the keyed merge: the elements directly under `<resources>` on the
/// three sides, keyed by element name, `name` attribute and occurrence, meaning their
/// attributes, text and children. An element with a `name` can be renamed: what a rename
/// keeps is its meaning without that attribute.
struct AndroidKeyedItems: KeyedMergeAdapter {
    let base: AndroidResourceSide
    let ours: AndroidResourceSide
    let theirs: AndroidResourceSide

    private func side(_ role: MergeRole) -> AndroidResourceSide {
        switch role {
        case .base: base
        case .ours: ours
        case .theirs: theirs
        }
    }

    private func entry(_ item: (MergeRole, Int)) -> AndroidResourceSide.Entry {
        side(item.0).entries[item.1]
    }

    private func meaningWithoutName(_ item: (MergeRole, Int)) -> String {
        side(item.0).meaningWithoutName(entry(item))
    }

    func count(_ role: MergeRole) -> Int { side(role).entries.count }

    func key(_ role: MergeRole, _ index: Int) -> AndroidResourceKey { side(role).entries[index].key }

    func sameMeaning(_ a: (MergeRole, Int), _ b: (MergeRole, Int)) -> Bool {
        entry(a).meaning == entry(b).meaning
    }

    func renameHash(_ role: MergeRole, _ index: Int) -> Int? {
        guard side(role).entries[index].key.name != nil else { return nil }
        return meaningWithoutName((role, index)).hashValue
    }

    func sameMeaningApartFromKey(_ a: (MergeRole, Int), _ b: (MergeRole, Int)) -> Bool {
        meaningWithoutName(a) == meaningWithoutName(b)
    }
}
