/// Merges JSON theme files member by member (Appearance palettes, schemes and gradients, DTCG
/// and Tokens Studio token files, `$themes.json`, `$metadata.json`, resolver documents, Xcode
/// `Contents.json`).
///
/// Members are matched by name at every level, keyed array elements by key (`JSONArrayKeys`);
/// per member: unchanged on one side takes the other's, identical changes merge, two changed
/// containers merge inside, anything else conflicts. The result is OURS' bytes with the
/// smallest edits (`JSONMemberMerger`). Where git's line merge is clean, parses, and means
/// what the merge by member means, git's bytes are returned instead.
public enum JSONThemeMerge {
    /// Merges three JSON sides by meaning.
    public static func merge(_ sides: MergeSides, lineMerger: some LineMerging) -> MergeOutcome {
        let (byMember, mergedRoot) = mergeByMemberKeepingRoot(sides)
        switch byMember {
        case .clean(let merged):
            guard let line = try? lineMerger.lineMerge(sides), line.isClean else { return byMember }
            // The usual case (the sides touched members apart): the very same bytes.
            if line.bytes == merged { return byMember }
            if let git = parsedLineMerge(line), let mergedRoot, JSONMeaning.equal(git.value, mergedRoot.value) {
                return .clean(line.bytes)
            }
            return byMember
        case .conflicted(_, let conflicts):
            // Clean line by line where the merge by member keeps a value whole (an array both
            // sides edited in different elements): git's bytes, which parse to one object. Not
            // where a color is in conflict (a token's `$value`, a color-set's `color`): git
            // would mix its parts into a color neither side wrote.
            let colorInConflict = conflicts.contains { ["$value", "color"].contains($0.memberPath.last) }
            if !colorInConflict, let line = try? lineMerger.lineMerge(sides), line.isClean, parsedLineMerge(line) != nil {
                return .clean(line.bytes)
            }
            return byMember
        case .fallBack:
            return byMember
        }
    }

    /// The root of git's clean line merge when it is one JSON document that repeats no key (a
    /// line merge can add a member twice: both sides added it in different places). No side
    /// repeats one: such a side falls back before any line merge is weighed.
    private static func parsedLineMerge(_ line: LineMergeResult) -> JSONNode? {
        guard let document = try? JSONParser().parse(line.bytes), document.duplicateKeys.isEmpty,
              document.root.value.objectMembers != nil || document.root.value.arrayElements != nil else { return nil }
        return document.root
    }

    /// The merge by member alone (no line merge): clean, conflicted, or why it falls back.
    public static func mergeByMember(_ sides: MergeSides) -> MergeOutcome {
        mergeByMemberKeepingRoot(sides).outcome
    }

    /// The merge by member, with the clean result's parsed root (nil otherwise).
    private static func mergeByMemberKeepingRoot(_ sides: MergeSides) -> (outcome: MergeOutcome, root: JSONNode?) {
        let base: JSONNode
        let ours: JSONNode
        let theirs: JSONNode
        switch (parse(sides.base, "base", sides.path, emptyIsObject: true),
                parse(sides.ours, "ours", sides.path, emptyIsObject: false),
                parse(sides.theirs, "theirs", sides.path, emptyIsObject: false)) {
        case (.success(let b), .success(let o), .success(let t)) where sides.base.allSatisfy(SourceText.isWhitespace):
            // Added on both sides: the base is an empty container of OURS' kind.
            let empty = JSONNode(o.value.objectMembers != nil ? .object([]) : .array([]), at: b.position)
            (base, ours, theirs) = (empty, o, t)
        case (.success(let b), .success(let o), .success(let t)):
            (base, ours, theirs) = (b, o, t)
        case (.failure(let reason), _, _), (_, .failure(let reason), _), (_, _, .failure(let reason)):
            return (.fallBack(reason: reason.message), nil)
        }
        var merger = JSONMemberMerger(
            ours: JSONMergeSide(bytes: sides.ours, root: ours),
            theirs: JSONMergeSide(bytes: sides.theirs, root: theirs),
            base: sides.showsBase ? JSONMergeSide(bytes: sides.base, root: base) : nil,
            sides: sides
        )
        let edits: [ByteEdit]
        let blocks: [JSONMemberMerger.Block]
        switch merger.mergeValue(base: base, ours: ours, theirs: theirs, path: [], memberName: nil) {
        case .keep:
            return (.clean(sides.ours), ours)
        case .edits(let made, let madeBlocks):
            (edits, blocks) = (made, madeBlocks)
        case .conflict:
            return (.fallBack(reason: "the sides conflict as a whole, or the members in conflict do not stand on lines of their own"), nil)
        }
        guard let bytes = try? ByteEdit.apply(edits, to: sides.ours) else {
            return (.fallBack(reason: "the merge by member made overlapping edits"), nil)
        }
        guard blocks.isEmpty else {
            return (.conflicted(bytes, conflicts: conflicts(blocks, in: bytes, markerSize: sides.markerSize)), nil)
        }
        guard let document = try? JSONParser().parse(bytes) else {
            return (.fallBack(reason: "the merge by member did not give valid JSON"), nil)
        }
        return (.clean(bytes), document.root)
    }

    /// Why a side cannot be merged by member.
    struct Unmergeable: Error {
        var message: String
    }

    /// One side's root object; an empty base (the file added on both sides) is an empty object.
    private static func parse(_ bytes: [UInt8], _ side: String, _ path: String, emptyIsObject: Bool) -> Result<JSONNode, Unmergeable> {
        if emptyIsObject, bytes.allSatisfy(SourceText.isWhitespace) {
            return .success(JSONNode(.object([]), at: .start))
        }
        let document: JSONDocument
        do {
            document = try JSONParser().parse(bytes)
        } catch {
            return .failure(Unmergeable(message: "\(side) (\(name(path)):\(error.position)) is not valid JSON: \(error.message)"))
        }
        guard document.root.value.objectMembers != nil || document.root.value.arrayElements != nil else {
            return .failure(Unmergeable(message: "\(side) (\(name(path)):\(document.root.position)) is a JSON \(document.root.value.typeName), not an object or array"))
        }
        // A repeated key is two values under one name: which one a member means is a guess
        // (JSON says nothing; most readers take the last), so the merge by member does not guess.
        if let repeated = document.duplicateKeys.first {
            return .failure(Unmergeable(message: "\(side) (\(name(path)):\(repeated.position)) repeats the key \"\(repeated.key)\" (first at \(repeated.firstPosition))"))
        }
        return .success(document.root)
    }

    private static func name(_ path: String) -> String { path.isEmpty ? "<file>" : path }

    /// The blocks' members with the line of each block's `<<<<<<<` marker in `bytes`.
    private static func conflicts(_ blocks: [JSONMemberMerger.Block], in bytes: [UInt8], markerSize: Int) -> [MergeConflict] {
        let markers = SourceText.conflictMarkerLines(.ours, size: markerSize, in: bytes)
        let lines = SourceText.lineNumbers(ofSortedOffsets: markers, in: bytes)
        let ordered = blocks.sorted { $0.anchor < $1.anchor }
        var result: [MergeConflict] = []
        for (block, blockLine) in zip(ordered, lines) {
            for path in block.paths { result.append(MergeConflict(memberPath: path, line: blockLine)) }
        }
        return result
    }
}
