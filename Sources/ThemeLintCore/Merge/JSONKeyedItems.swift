/// The JSON adapter of the keyed merge: one container's items on the three sides (an object's
/// members by name, or a keyed array's elements by key), meaning what their values mean
/// (`JSONMeaning`). Only an object's members can be renamed; a keyed array's key is its
/// element's content.
struct JSONKeyedItems: KeyedMergeAdapter {
    var base: [JSONMergeItem]
    var ours: [JSONMergeItem]
    var theirs: [JSONMergeItem]
    /// Whether the container is an object (else a keyed array).
    var isObject: Bool

    func items(_ role: MergeRole) -> [JSONMergeItem] {
        switch role {
        case .base: base
        case .ours: ours
        case .theirs: theirs
        }
    }

    private func value(_ item: (MergeRole, Int)) -> JSONValue {
        items(item.0)[item.1].node.value
    }

    func count(_ role: MergeRole) -> Int { items(role).count }

    func key(_ role: MergeRole, _ index: Int) -> String { items(role)[index].key }

    func sameMeaning(_ a: (MergeRole, Int), _ b: (MergeRole, Int)) -> Bool {
        JSONMeaning.equal(value(a), value(b))
    }

    func renameHash(_ role: MergeRole, _ index: Int) -> Int? {
        isObject ? JSONMeaning.hash(items(role)[index].node.value) : nil
    }

    func sameMeaningApartFromKey(_ a: (MergeRole, Int), _ b: (MergeRole, Int)) -> Bool {
        JSONMeaning.equal(value(a), value(b))
    }
}
