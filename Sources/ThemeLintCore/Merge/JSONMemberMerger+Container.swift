/// The merge of one container (an object, or a keyed array): the keyed merge decides each
/// item's fate over the JSON adapter, and values both sides changed merge inside, down the tree.
extension JSONMemberMerger {
    typealias Plan = KeyedMerge<JSONKeyedItems>

    /// The three-way merge of one container's items.
    mutating func mergeContainer(_ items: JSONKeyedItems, oursNode: JSONNode, path: [String]) -> Outcome {
        let plan = Plan(items)
        let fates = fates(of: plan, items, path: path)
        let insertions = insertionsByPlace(plan)
        let structural = !plan.insertions.isEmpty || fates.contains {
            switch $0 {
            case .keep, .edits: false
            case .delete, .conflict: true
            }
        }
        guard structural else {
            var edits: [ByteEdit] = []
            var blocks: [Block] = []
            for case .edits(let more, let moreBlocks) in fates {
                edits += more
                blocks += moreBlocks
            }
            return edits.isEmpty ? .keep : .edits(edits, blocks)
        }
        return writeContainer(items, oursNode: oursNode, fates: fates, insertions: insertions, path: path)
    }

    /// What becomes of each of OURS' items: the plan's decisions, with the values both sides
    /// changed merged inside.
    private mutating func fates(of plan: Plan, _ items: JSONKeyedItems, path: [String]) -> [Fate] {
        var fates: [Fate] = []
        fates.reserveCapacity(plan.fates.count)
        for (i, decision) in plan.fates.enumerated() {
            let item = items.ours[i]
            let memberName = items.isObject ? item.key : nil
            func fate(_ outcome: Outcome, theirs j: Int, base b: Int?) -> Fate {
                switch outcome {
                case .keep: .keep
                case .edits(let edits, let blocks): .edits(edits, blocks)
                case .conflict: .conflict(theirs: j, base: b)
                }
            }
            switch decision {
            case .keep, .added:
                fates.append(.keep)
            case .takeTheirs(let j, let b):
                fates.append(fate(takeTheirs(base: items.base[b].node, ours: item.node, theirs: items.theirs[j].node, path: path + [item.key], memberName: memberName), theirs: j, base: nil))
            case .bothChanged(let j, let b):
                let outcome = mergeChanged(base: b.map { items.base[$0].node }, ours: item.node, theirs: items.theirs[j].node, path: path + [item.key], memberName: memberName)
                fates.append(fate(outcome, theirs: j, base: b))
            case .delete:
                fates.append(.delete)
            case .deletedByTheirs(let b):
                fates.append(.conflict(theirs: nil, base: b))
            case .renamedByOurs(let j):
                fates.append(.edits([replaceValue(item.node, with: items.theirs[j].node)], []))
            case .renamedByTheirs(let j):
                fates.append(.edits([replaceKey(item, with: items.theirs[j])], []))
            case .shadowed:
                fates.append(.keep)
            }
        }
        // A key repeated in OURS means its last member (JSON's last one wins); the members it
        // shadows mean nothing. They stay as written while the last one stays, and go with any
        // change to it, so that no change can bring one back.
        for (i, decision) in plan.fates.enumerated() {
            guard case .shadowed(let last) = decision else { continue }
            if case .keep = fates[last] { continue }
            fates[i] = .delete
        }
        return fates
    }

    /// THEIRS' insertions by place: at index k, those that go before OURS' item k (at the end,
    /// after the last). An insertion after an OURS item also follows the items OURS added
    /// right after it.
    private func insertionsByPlace(_ plan: Plan) -> [[Plan.Insertion]] {
        let count = plan.fates.count
        var places = [[Plan.Insertion]](repeating: [], count: count + 1)
        for insertion in plan.insertions {
            var anchor = insertion.after ?? -1
            while anchor + 1 < count, plan.fates[anchor + 1] == .added { anchor += 1 }
            places[anchor + 1].append(insertion)
        }
        return places
    }
}
