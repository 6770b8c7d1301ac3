/// Where a token set's tokens come from.
public enum TokenSetSource: Sendable, Hashable {
    /// A whole token file, by repository-relative path.
    case file(String)
    /// The token object at a JSON Pointer (RFC 6901, `""` for the root, `/sets/base/sources/0`)
    /// inside a file: an inline source of a resolver document, or a part of a token file that a
    /// `{"$ref": "file.json#/pointer"}` names.
    case inline(file: String, pointer: String)
}

/// A token set as one scheme uses it.
public struct TokenSetUse: Sendable, Hashable {
    /// The set's name: a Tokens Studio set (`semantic/color/accent`), a resolver set's name, or
    /// `modifier=context` for a resolver modifier's chosen context.
    public var name: String
    /// Where its tokens come from, merged in this order (a later source overrides an earlier one).
    public var sources: [TokenSetSource]
    /// Whether the set's tokens are output (become roles): Tokens Studio `enabled`, every resolver
    /// set and context. False for Tokens Studio `source` sets, which only resolve references.
    public var isOutput: Bool

    /// Creates a set use.
    public init(name: String, sources: [TokenSetSource], isOutput: Bool) {
        self.name = name
        self.sources = sources
        self.isOutput = isOutput
    }
}

/// One choice that names a scheme: a Tokens Studio group's option or a resolver modifier's context.
public struct TokenChoice: Sendable, Hashable {
    /// The theme group or modifier; nil for a Tokens Studio theme without a group, which is a
    /// choice of its own, named by its name alone.
    public var group: String?
    /// The option (theme name) or context.
    public var option: String

    /// Creates a choice.
    public init(group: String?, option: String) {
        self.group = group
        self.option = option
    }

    /// The choice as it appears in a scheme name: `group=option`, or the option alone.
    public var displayName: String {
        guard let group else { return option }
        return "\(group)=\(option)"
    }
}

/// One scheme: a combination of choices and the token sets it resolves, in order.
public struct TokenSchemePlan: Sendable, Hashable {
    /// The scheme name: the choices' display names joined with `", "` in resolution order
    /// (`Color scheme=Dark, Color=accent`); `default` when no choice changes a color token.
    public var name: String
    /// The choices that make the name: one per group or modifier whose options change color
    /// tokens, in order. Groups that change no color token are applied with their default
    /// option but not listed.
    public var choices: [TokenChoice]
    /// The appearance given by the first chosen option or context whose name holds `light` or
    /// `dark` (case-insensitive), named choices first; nil when none does.
    public var appearance: Appearance?
    /// The token sets in resolution order: a later set overrides an earlier one.
    public var sets: [TokenSetUse]
    /// Where the scheme's defining option or context stands (for reports).
    public var location: Location

    /// Creates a plan.
    public init(name: String, choices: [TokenChoice], appearance: Appearance?, sets: [TokenSetUse], location: Location) {
        self.name = name
        self.choices = choices
        self.appearance = appearance
        self.sets = sets
        self.location = location
    }
}

/// A themes or resolver document that cannot be planned: its structure is wrong, or it has more
/// color-changing combinations than `maxSchemes`. The caller reports it (`invalid-structure`,
/// or exit 2 for the scheme limit).
public struct TokenThemesError: Error, Sendable, Hashable, CustomStringConvertible {
    /// Why the document cannot be planned.
    public enum Kind: Sendable, Hashable {
        /// The document's structure is wrong (a missing key, a wrong type, an invalid pointer).
        case invalidStructure
        /// More distinct color-changing combinations than `maxSchemes`.
        case tooManySchemes
    }

    /// What is wrong.
    public var kind: Kind
    /// A human-readable reason.
    public var message: String
    /// Where the problem stands.
    public var location: Location

    /// Creates an error of a kind.
    public init(_ kind: Kind, _ message: String, at location: Location) {
        self.kind = kind
        self.message = message
        self.location = location
    }

    /// Creates an `invalidStructure` error.
    public init(_ message: String, at location: Location) {
        self.init(.invalidStructure, message, at: location)
    }

    /// A human-readable form, as shown in messages.
    public var description: String { "\(location): \(message)" }
}
