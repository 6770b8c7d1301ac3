/// A rule whose findings are the loader's issues of one kind (syntax, duplicates, structure,
/// colors, missing files): the loader finds them while decoding; the rule reports them.
public protocol LoadIssueRule: Rule {
    /// The kind of load issue this rule reports.
    static var issueKind: LoadIssueKind { get }
}

extension LoadIssueRule {
    /// One finding per load issue of `issueKind`.
    public func findings(in context: LintContext) -> [Finding] {
        context.project.issues.filter { $0.kind == Self.issueKind }.map { issue in
            finding(issue.message, at: issue.location, scheme: issue.scheme, role: issue.role, identifier: issue.identifier, key: issue.key)
        }
    }
}
