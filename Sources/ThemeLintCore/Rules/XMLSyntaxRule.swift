/// `xml-syntax`: an Android resource file that is not well-formed XML, declares a DTD, or is
/// not UTF-8, at the position of the first error.
public struct XMLSyntaxRule: LoadIssueRule {
    /// The load issues this rule reports.
    public static let issueKind = LoadIssueKind.xmlSyntax
    /// The rule's id, default severity, documentation and examples.
    public static let description = RuleDescription(
        id: "xml-syntax", defaultSeverity: .error,
        summary: "An Android resource file is not well-formed XML, or declares a DTD.",
        help: "The file is reported at its first error. themelint reads no DTD and expands no entity besides &lt; &gt; &amp; &apos; &quot; and character references, so a file with <!DOCTYPE> is refused (Android's own tools refuse it too). Resources that depend on the file are not checked.",
        examples: [
            RuleExample(file: "app/src/main/res/values/colors.xml", snippet: ##"<resources><color name="accent">#2688EB</colour></resources>"##, triggers: true),
            RuleExample(file: "app/src/main/res/values/colors.xml", snippet: ##"<!DOCTYPE r [<!ENTITY a "#2688EB">]><resources><color name="accent">&a;</color></resources>"##, triggers: true),
            RuleExample(file: "app/src/main/res/values/colors.xml", snippet: ##"<resources><color name="accent">#2688EB</color></resources>"##, triggers: false),
        ])
    /// Creates the rule (rules hold no state).
    public init() {}
}
