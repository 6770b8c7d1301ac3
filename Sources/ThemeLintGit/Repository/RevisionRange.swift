/// A revision range as git writes it, `A..B` or `A...B`, parsed in one place for `diff` and
/// `log`. An empty side is `HEAD` (`..main` is `HEAD..main`).
public enum RevisionRange: Sendable, Hashable {
    /// `A..B`: what B has that A has not (`diff`: A against B; `log`: `^A B`).
    case twoDot(String, String)
    /// `A...B`: either side against their merge base (`diff`: the merge base against B;
    /// `log`: commits reachable from one side but not both).
    case threeDot(String, String)

    /// Parses `text` as `A...B` or else `A..B`; nil when it holds neither.
    public init?(_ text: String) {
        if let range = text.firstRange(of: "...") {
            self = .threeDot(Self.side(text[..<range.lowerBound]), Self.side(text[range.upperBound...]))
        } else if let range = text.firstRange(of: "..") {
            self = .twoDot(Self.side(text[..<range.lowerBound]), Self.side(text[range.upperBound...]))
        } else {
            return nil
        }
    }

    /// A side as written, `HEAD` when empty.
    private static func side(_ text: Substring) -> String {
        text.isEmpty ? "HEAD" : String(text)
    }
}

/// Where a history walk starts, as `git log`'s arguments say it: `B`, `^A`, `A..B`, `A...B`.
/// Read in one place for the libgit2 walk and the shallow-clone walk.
enum WalkStart: Equatable {
    /// Walk from this revision.
    case include(String)
    /// Leave out this revision and its ancestors.
    case exclude(String)
    /// Leave out the merge bases of the two revisions and their ancestors (`A...B`).
    case excludeMergeBases(String, String)

    /// The starts `revisions` name, in order; `HEAD` when none includes a revision.
    static func starts(of revisions: [String]) -> [WalkStart] {
        var starts: [WalkStart] = []
        for revision in revisions {
            switch RevisionRange(revision) {
            case .threeDot(let first, let second):
                starts += [.include(first), .include(second), .excludeMergeBases(first, second)]
            case .twoDot(let first, let second):
                starts += [.exclude(first), .include(second)]
            case nil:
                if revision.hasPrefix("^"), revision.count > 1 {
                    starts.append(.exclude(String(revision.dropFirst())))
                } else {
                    starts.append(.include(revision))
                }
            }
        }
        if !starts.contains(where: { if case .include = $0 { true } else { false } }) {
            starts.append(.include("HEAD"))
        }
        return starts
    }
}
