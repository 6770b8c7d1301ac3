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
