/// A theme set's contrast requirements (`"contrast"` in the configuration). (Pending: issue 3.)
public struct ContrastConfiguration: Sendable, Hashable {
    /// The raw configuration node.
    public var node: JSONNode

    /// Parses the `contrast` member of a theme set.
    public static func parse(_ node: JSONNode, file: String) throws(ConfigurationError) -> ContrastConfiguration {
        ContrastConfiguration(node: node)
    }
}
